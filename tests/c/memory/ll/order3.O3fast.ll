; ModuleID = 'order3.c'
source_filename = "order3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 0xBFE6666666666666, double 4.000000e-01, double 1.230000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"order1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"order2\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"order3\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  br label %13

7:                                                ; preds = %94
  %8 = load i32, ptr @n_fail, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %8)
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i32
  ret i32 %12

13:                                               ; preds = %0, %94
  %14 = phi i64 [ 0, %0 ], [ %95, %94 ]
  %15 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call fast nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef nonnull @series, double noundef nofpclass(nan inf) %16) #8
  %18 = tail call fast fastcc nofpclass(nan inf) double @exact(double noundef nofpclass(nan inf) %16, i32 noundef 1)
  %19 = tail call fast double @llvm.fabs.f64(double %18)
  %20 = tail call fast double @llvm.maxnum.f64(double %19, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %17, ptr %6, align 8, !tbaa !9
  %21 = load volatile double, ptr %6, align 8, !tbaa !9
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ueq double %22, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %23, label %37, label %24

24:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %18, ptr %5, align 8, !tbaa !9
  %25 = load volatile double, ptr %5, align 8, !tbaa !9
  %26 = tail call double @llvm.fabs.f64(double %25)
  %27 = fcmp ueq double %26, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %27, label %37, label %28

28:                                               ; preds = %24
  %29 = fsub fast double %17, %18
  %30 = tail call fast double @llvm.fabs.f64(double %29)
  %31 = fmul fast double %20, 0x3D719799812DEA11
  %32 = fcmp fast ole double %30, %31
  %33 = freeze i1 %32
  br i1 %33, label %34, label %37

34:                                               ; preds = %28
  %35 = trunc nuw nsw i64 %14 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %35, double noundef nofpclass(nan inf) %17, double noundef nofpclass(nan inf) %18, ptr noundef nonnull @.str.4)
  br label %42

37:                                               ; preds = %28, %24, %13
  %38 = trunc nuw nsw i64 %14 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %38, double noundef nofpclass(nan inf) %17, double noundef nofpclass(nan inf) %18, ptr noundef nonnull @.str.5)
  %40 = load i32, ptr @n_fail, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @n_fail, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %34, %37
  %43 = tail call fast nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef nonnull @d1, double noundef nofpclass(nan inf) %16) #8
  %44 = tail call fast fastcc nofpclass(nan inf) double @exact(double noundef nofpclass(nan inf) %16, i32 noundef 2)
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = tail call fast double @llvm.maxnum.f64(double %45, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %43, ptr %4, align 8, !tbaa !9
  %47 = load volatile double, ptr %4, align 8, !tbaa !9
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ueq double %48, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %49, label %63, label %50

50:                                               ; preds = %42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %44, ptr %3, align 8, !tbaa !9
  %51 = load volatile double, ptr %3, align 8, !tbaa !9
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = fcmp ueq double %52, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %53, label %63, label %54

54:                                               ; preds = %50
  %55 = fsub fast double %43, %44
  %56 = tail call fast double @llvm.fabs.f64(double %55)
  %57 = fmul fast double %46, 0x3D719799812DEA11
  %58 = fcmp fast ole double %56, %57
  %59 = freeze i1 %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %54
  %61 = trunc nuw nsw i64 %14 to i32
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %61, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.4)
  br label %68

63:                                               ; preds = %54, %50, %42
  %64 = trunc nuw nsw i64 %14 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %64, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.5)
  %66 = load i32, ptr @n_fail, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @n_fail, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %60, %63
  %69 = tail call fast nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef nonnull @d2, double noundef nofpclass(nan inf) %16) #8
  %70 = tail call fast fastcc nofpclass(nan inf) double @exact(double noundef nofpclass(nan inf) %16, i32 noundef 3)
  %71 = tail call fast double @llvm.fabs.f64(double %70)
  %72 = tail call fast double @llvm.maxnum.f64(double %71, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %69, ptr %2, align 8, !tbaa !9
  %73 = load volatile double, ptr %2, align 8, !tbaa !9
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %75, label %89, label %76

76:                                               ; preds = %68
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %70, ptr %1, align 8, !tbaa !9
  %77 = load volatile double, ptr %1, align 8, !tbaa !9
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %79, label %89, label %80

80:                                               ; preds = %76
  %81 = fsub fast double %69, %70
  %82 = tail call fast double @llvm.fabs.f64(double %81)
  %83 = fmul fast double %72, 0x3D719799812DEA11
  %84 = fcmp fast ole double %82, %83
  %85 = freeze i1 %84
  br i1 %85, label %86, label %89

86:                                               ; preds = %80
  %87 = trunc nuw nsw i64 %14 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.2, i32 noundef %87, double noundef nofpclass(nan inf) %69, double noundef nofpclass(nan inf) %70, ptr noundef nonnull @.str.4)
  br label %94

89:                                               ; preds = %80, %76, %68
  %90 = trunc nuw nsw i64 %14 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.2, i32 noundef %90, double noundef nofpclass(nan inf) %69, double noundef nofpclass(nan inf) %70, ptr noundef nonnull @.str.5)
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %86, %89
  %95 = add nuw nsw i64 %14, 1
  %96 = icmp eq i64 %95, 3
  br i1 %96, label %7, label %13, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @d1(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef nonnull @series, double noundef nofpclass(nan inf) %0) #8
  ret double %2
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc nofpclass(nan inf) double @exact(double noundef nofpclass(nan inf) %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = icmp ugt i32 %1, 1
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = tail call fastcc i64 @fact(i64 noundef 1)
  %7 = sitofp i64 %6 to double
  %8 = sub nuw nsw i64 1, %3
  %9 = icmp eq i32 %1, 0
  %10 = sub nuw nsw i64 2, %3
  %11 = uitofp nneg i64 %10 to double
  %12 = select i1 %9, double 1.000000e+00, double %11
  %13 = uitofp nneg i64 %8 to double
  %14 = tail call fast double @llvm.pow.f64(double %0, double %13)
  %15 = fmul fast double %12, %14
  %16 = fdiv fast double %15, %7
  br label %17

17:                                               ; preds = %2, %5
  %18 = phi nsz double [ 0.000000e+00, %2 ], [ %16, %5 ]
  %19 = icmp ugt i32 %1, 3
  br i1 %19, label %45, label %20

20:                                               ; preds = %17
  %21 = tail call fastcc i64 @fact(i64 noundef 3)
  %22 = sitofp i64 %21 to double
  %23 = fdiv fast double -1.000000e+00, %22
  %24 = sub nuw nsw i64 3, %3
  %25 = icmp eq i32 %1, 0
  br i1 %25, label %39, label %26

26:                                               ; preds = %20
  %27 = add nsw i64 %3, -1
  %28 = insertelement <4 x i64> poison, i64 %27, i64 0
  %29 = shufflevector <4 x i64> %28, <4 x i64> poison, <4 x i32> zeroinitializer
  %30 = insertelement <4 x double> <double poison, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, double %23, i64 0
  %31 = insertelement <4 x i64> poison, i64 %24, i64 0
  %32 = shufflevector <4 x i64> %31, <4 x i64> poison, <4 x i32> zeroinitializer
  %33 = add nuw nsw <4 x i64> %32, <i64 1, i64 2, i64 3, i64 4>
  %34 = uitofp nneg <4 x i64> %33 to <4 x double>
  %35 = icmp ult <4 x i64> %29, <i64 0, i64 1, i64 2, i64 3>
  %36 = select fast <4 x i1> %35, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, <4 x double> %34
  %37 = fmul fast <4 x double> %30, %36
  %38 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %37)
  br label %39

39:                                               ; preds = %26, %20
  %40 = phi double [ %23, %20 ], [ %38, %26 ]
  %41 = uitofp nneg i64 %24 to double
  %42 = tail call fast double @llvm.pow.f64(double %0, double %41)
  %43 = fmul fast double %40, %42
  %44 = fadd fast double %43, %18
  br label %45

45:                                               ; preds = %39, %17
  %46 = phi nsz double [ %18, %17 ], [ %44, %39 ]
  %47 = icmp ugt i32 %1, 5
  br i1 %47, label %84, label %48

48:                                               ; preds = %45
  %49 = tail call fastcc i64 @fact(i64 noundef 5)
  %50 = sitofp i64 %49 to double
  %51 = fdiv fast double 1.000000e+00, %50
  %52 = sub nsw i64 5, %3
  %53 = icmp eq i32 %1, 0
  br i1 %53, label %78, label %54

54:                                               ; preds = %48
  %55 = sub nsw i64 6, %3
  %56 = sitofp i64 %55 to double
  %57 = fmul fast double %51, %56
  %58 = icmp eq i32 %1, 1
  br i1 %58, label %78, label %59, !llvm.loop !13

59:                                               ; preds = %54
  %60 = sub nuw nsw i64 7, %3
  %61 = uitofp nneg i64 %60 to double
  %62 = fmul fast double %57, %61
  %63 = icmp eq i32 %1, 2
  br i1 %63, label %78, label %64, !llvm.loop !13

64:                                               ; preds = %59
  %65 = sub nuw nsw i64 8, %3
  %66 = uitofp nneg i64 %65 to double
  %67 = fmul fast double %62, %66
  %68 = icmp eq i32 %1, 3
  br i1 %68, label %78, label %69, !llvm.loop !13

69:                                               ; preds = %64
  %70 = sub nuw nsw i64 9, %3
  %71 = uitofp nneg i64 %70 to double
  %72 = fmul fast double %67, %71
  %73 = icmp eq i32 %1, 4
  br i1 %73, label %78, label %74, !llvm.loop !13

74:                                               ; preds = %69
  %75 = sub nuw nsw i64 10, %3
  %76 = uitofp nneg i64 %75 to double
  %77 = fmul fast double %72, %76
  br label %78

78:                                               ; preds = %54, %59, %64, %69, %74, %48
  %79 = phi double [ %51, %48 ], [ %57, %54 ], [ %62, %59 ], [ %67, %64 ], [ %72, %69 ], [ %77, %74 ]
  %80 = sitofp i64 %52 to double
  %81 = tail call fast double @llvm.pow.f64(double %0, double %80)
  %82 = fmul fast double %79, %81
  %83 = fadd fast double %82, %46
  br label %84

84:                                               ; preds = %78, %45
  %85 = phi nsz double [ %46, %45 ], [ %83, %78 ]
  %86 = icmp ugt i32 %1, 7
  br i1 %86, label %126, label %87

87:                                               ; preds = %84
  %88 = tail call fastcc i64 @fact(i64 noundef 7)
  %89 = sitofp i64 %88 to double
  %90 = fdiv fast double -1.000000e+00, %89
  %91 = sub nuw nsw i64 7, %3
  %92 = icmp eq i32 %1, 0
  br i1 %92, label %120, label %93

93:                                               ; preds = %87
  %94 = add nsw i64 %3, -1
  %95 = insertelement <4 x i64> poison, i64 %91, i64 0
  %96 = shufflevector <4 x i64> %95, <4 x i64> poison, <4 x i32> zeroinitializer
  %97 = insertelement <4 x i64> poison, i64 %94, i64 0
  %98 = shufflevector <4 x i64> %97, <4 x i64> poison, <4 x i32> zeroinitializer
  %99 = insertelement <4 x double> <double poison, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, double %90, i64 0
  %100 = add nuw nsw i64 %3, 3
  %101 = and i64 %100, 12
  %102 = add nuw nsw <4 x i64> %96, <i64 1, i64 2, i64 3, i64 4>
  %103 = uitofp nneg <4 x i64> %102 to <4 x double>
  %104 = fmul fast <4 x double> %99, %103
  %105 = icmp eq i64 %101, 4
  br i1 %105, label %110, label %106, !llvm.loop !14

106:                                              ; preds = %93
  %107 = add nuw nsw <4 x i64> %96, <i64 5, i64 6, i64 7, i64 8>
  %108 = uitofp nneg <4 x i64> %107 to <4 x double>
  %109 = fmul fast <4 x double> %104, %108
  br label %110

110:                                              ; preds = %106, %93
  %111 = phi i64 [ 0, %93 ], [ 4, %106 ]
  %112 = phi <4 x double> [ %99, %93 ], [ %104, %106 ]
  %113 = phi <4 x double> [ %104, %93 ], [ %109, %106 ]
  %114 = insertelement <4 x i64> poison, i64 %111, i64 0
  %115 = shufflevector <4 x i64> %114, <4 x i64> poison, <4 x i32> zeroinitializer
  %116 = or disjoint <4 x i64> %115, <i64 0, i64 1, i64 2, i64 3>
  %117 = icmp ugt <4 x i64> %116, %98
  %118 = select fast <4 x i1> %117, <4 x double> %112, <4 x double> %113
  %119 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %118)
  br label %120

120:                                              ; preds = %110, %87
  %121 = phi double [ %90, %87 ], [ %119, %110 ]
  %122 = uitofp nneg i64 %91 to double
  %123 = tail call fast double @llvm.pow.f64(double %0, double %122)
  %124 = fmul fast double %121, %123
  %125 = fadd fast double %124, %85
  br label %126

126:                                              ; preds = %120, %84
  %127 = phi nsz double [ %85, %84 ], [ %125, %120 ]
  %128 = icmp ugt i32 %1, 9
  br i1 %128, label %186, label %129

129:                                              ; preds = %126
  %130 = tail call fastcc i64 @fact(i64 noundef 9)
  %131 = sitofp i64 %130 to double
  %132 = fdiv fast double 1.000000e+00, %131
  %133 = sub nsw i64 9, %3
  %134 = icmp eq i32 %1, 0
  br i1 %134, label %180, label %135

135:                                              ; preds = %129
  %136 = and i64 %3, 7
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %147, label %138

138:                                              ; preds = %135, %138
  %139 = phi i64 [ %142, %138 ], [ %133, %135 ]
  %140 = phi double [ %144, %138 ], [ %132, %135 ]
  %141 = phi i64 [ %145, %138 ], [ 0, %135 ]
  %142 = add nsw i64 %139, 1
  %143 = sitofp i64 %142 to double
  %144 = fmul fast double %140, %143
  %145 = add i64 %141, 1
  %146 = icmp eq i64 %145, %136
  br i1 %146, label %147, label %138, !llvm.loop !17

147:                                              ; preds = %138, %135
  %148 = phi double [ poison, %135 ], [ %144, %138 ]
  %149 = phi i64 [ %133, %135 ], [ %142, %138 ]
  %150 = phi double [ %132, %135 ], [ %144, %138 ]
  %151 = icmp ult i32 %1, 8
  br i1 %151, label %180, label %152

152:                                              ; preds = %147, %152
  %153 = phi i64 [ %176, %152 ], [ %149, %147 ]
  %154 = phi double [ %178, %152 ], [ %150, %147 ]
  %155 = add nsw i64 %153, 1
  %156 = sitofp i64 %155 to double
  %157 = fmul fast double %154, %156
  %158 = add nsw i64 %153, 2
  %159 = sitofp i64 %158 to double
  %160 = fmul fast double %157, %159
  %161 = add nsw i64 %153, 3
  %162 = sitofp i64 %161 to double
  %163 = fmul fast double %160, %162
  %164 = add nsw i64 %153, 4
  %165 = sitofp i64 %164 to double
  %166 = fmul fast double %163, %165
  %167 = add nsw i64 %153, 5
  %168 = sitofp i64 %167 to double
  %169 = fmul fast double %166, %168
  %170 = add nsw i64 %153, 6
  %171 = sitofp i64 %170 to double
  %172 = fmul fast double %169, %171
  %173 = add nsw i64 %153, 7
  %174 = sitofp i64 %173 to double
  %175 = fmul fast double %172, %174
  %176 = add nsw i64 %153, 8
  %177 = sitofp i64 %176 to double
  %178 = fmul fast double %175, %177
  %179 = icmp eq i64 %176, 9
  br i1 %179, label %180, label %152, !llvm.loop !13

180:                                              ; preds = %147, %152, %129
  %181 = phi double [ %132, %129 ], [ %148, %147 ], [ %178, %152 ]
  %182 = sitofp i64 %133 to double
  %183 = tail call fast double @llvm.pow.f64(double %0, double %182)
  %184 = fmul fast double %181, %183
  %185 = fadd fast double %184, %127
  br label %186

186:                                              ; preds = %180, %126
  %187 = phi nsz double [ %127, %126 ], [ %185, %180 ]
  ret double %187
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @d2(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef nonnull @d1, double noundef nofpclass(nan inf) %0) #8
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, double noundef nofpclass(nan inf)) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @series(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fastcc i64 @fact(i64 noundef 1)
  %3 = tail call fastcc i64 @fact(i64 noundef 3)
  %4 = tail call fastcc i64 @fact(i64 noundef 5)
  %5 = tail call fastcc i64 @fact(i64 noundef 7)
  %6 = tail call fastcc i64 @fact(i64 noundef 9)
  %7 = tail call fast double @llvm.powi.f64.i32(double %0, i32 9)
  %8 = sitofp i64 %6 to double
  %9 = fdiv fast double %7, %8
  %10 = tail call fast double @llvm.powi.f64.i32(double %0, i32 5)
  %11 = tail call fast double @llvm.powi.f64.i32(double %0, i32 3)
  %12 = tail call fast double @llvm.powi.f64.i32(double %0, i32 7)
  %13 = insertelement <2 x i64> poison, i64 %4, i64 0
  %14 = insertelement <2 x i64> %13, i64 %3, i64 1
  %15 = sitofp <2 x i64> %14 to <2 x double>
  %16 = insertelement <2 x double> poison, double %10, i64 0
  %17 = insertelement <2 x double> %16, double %11, i64 1
  %18 = fdiv fast <2 x double> %17, %15
  %19 = insertelement <2 x i64> poison, i64 %2, i64 0
  %20 = insertelement <2 x i64> %19, i64 %5, i64 1
  %21 = sitofp <2 x i64> %20 to <2 x double>
  %22 = insertelement <2 x double> poison, double %0, i64 0
  %23 = insertelement <2 x double> %22, double %12, i64 1
  %24 = fdiv fast <2 x double> %23, %21
  %25 = fadd fast <2 x double> %18, %24
  %26 = shufflevector <2 x double> %25, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %27 = fsub fast <2 x double> %25, %26
  %28 = extractelement <2 x double> %27, i64 0
  %29 = fadd fast double %9, %28
  ret double %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @fact(i64 noundef %0) unnamed_addr #6 {
  %2 = icmp slt i64 %0, 2
  br i1 %2, label %44, label %3

3:                                                ; preds = %1
  %4 = add nsw i64 %0, -1
  %5 = icmp ult i64 %0, 17
  br i1 %5, label %35, label %6

6:                                                ; preds = %3
  %7 = and i64 %4, -16
  %8 = sub i64 %0, %7
  %9 = insertelement <4 x i64> poison, i64 %0, i64 0
  %10 = shufflevector <4 x i64> %9, <4 x i64> poison, <4 x i32> zeroinitializer
  %11 = add nsw <4 x i64> %10, <i64 0, i64 -1, i64 -2, i64 -3>
  br label %12

12:                                               ; preds = %12, %6
  %13 = phi i64 [ 0, %6 ], [ %26, %12 ]
  %14 = phi <4 x i64> [ %11, %6 ], [ %27, %12 ]
  %15 = phi <4 x i64> [ <i64 1, i64 1, i64 1, i64 1>, %6 ], [ %22, %12 ]
  %16 = phi <4 x i64> [ <i64 1, i64 1, i64 1, i64 1>, %6 ], [ %23, %12 ]
  %17 = phi <4 x i64> [ <i64 1, i64 1, i64 1, i64 1>, %6 ], [ %24, %12 ]
  %18 = phi <4 x i64> [ <i64 1, i64 1, i64 1, i64 1>, %6 ], [ %25, %12 ]
  %19 = add <4 x i64> %14, <i64 -4, i64 -4, i64 -4, i64 -4>
  %20 = add <4 x i64> %14, <i64 -8, i64 -8, i64 -8, i64 -8>
  %21 = add <4 x i64> %14, <i64 -12, i64 -12, i64 -12, i64 -12>
  %22 = mul <4 x i64> %14, %15
  %23 = mul <4 x i64> %19, %16
  %24 = mul <4 x i64> %20, %17
  %25 = mul <4 x i64> %21, %18
  %26 = add nuw i64 %13, 16
  %27 = add <4 x i64> %14, <i64 -16, i64 -16, i64 -16, i64 -16>
  %28 = icmp eq i64 %26, %7
  br i1 %28, label %29, label %12, !llvm.loop !19

29:                                               ; preds = %12
  %30 = mul <4 x i64> %23, %22
  %31 = mul <4 x i64> %24, %30
  %32 = mul <4 x i64> %25, %31
  %33 = tail call i64 @llvm.vector.reduce.mul.v4i64(<4 x i64> %32)
  %34 = icmp eq i64 %4, %7
  br i1 %34, label %44, label %35

35:                                               ; preds = %29, %3
  %36 = phi i64 [ %0, %3 ], [ %8, %29 ]
  %37 = phi i64 [ 1, %3 ], [ %33, %29 ]
  br label %38

38:                                               ; preds = %35, %38
  %39 = phi i64 [ %41, %38 ], [ %36, %35 ]
  %40 = phi i64 [ %42, %38 ], [ %37, %35 ]
  %41 = add nsw i64 %39, -1
  %42 = mul nsw i64 %39, %40
  %43 = icmp ult i64 %39, 3
  br i1 %43, label %44, label %38, !llvm.loop !20

44:                                               ; preds = %38, %29, %1
  %45 = phi i64 [ 1, %1 ], [ %33, %29 ], [ %42, %38 ]
  ret i64 %45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.mul.v4i64(<4 x i64>) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !16, !15}
