; ModuleID = 'sincos.c'
source_filename = "sincos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [11 x i8] c"sincos.rev\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"sincos.fwd_vs_rev\00", align 1
@__const.main.th = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.100000e+00, double 2.000000e+00, double 9.000000e-01], align 16
@__const.main.v = private unnamed_addr constant [4 x double] [double 2.000000e-01, double -4.000000e-01, double 1.000000e+00, double 3.000000e-01], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"sincos.memory_rev\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"sincos.memory_fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sincosf.rev\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"sincos: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @rotate(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  %5 = fmul double %0, %1
  call void @sincos(double noundef %5, ptr noundef nonnull %3, ptr noundef nonnull %4) #9
  %6 = load double, ptr %3, align 8, !tbaa !5
  %7 = fmul double %6, %6
  %8 = load double, ptr %4, align 8, !tbaa !5
  %9 = fmul double %8, %0
  %10 = call double @llvm.fmuladd.f64(double %7, double %1, double %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @sincos(double noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @polar(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %16, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = shl nuw nsw i64 %9, 1
  %13 = or disjoint i64 %12, 1
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = getelementptr inbounds double, ptr %1, i64 %12
  tail call void @sincos(double noundef %11, ptr noundef nonnull %14, ptr noundef %15) #9
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %8, !llvm.loop !9
}

; Function Attrs: nounwind uwtable
define dso_local double @polar_loss(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %40

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %15, %7 ]
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = shl nuw nsw i64 %8, 1
  %12 = or disjoint i64 %11, 1
  %13 = getelementptr inbounds double, ptr %3, i64 %12
  %14 = getelementptr inbounds double, ptr %3, i64 %11
  call void @sincos(double noundef %10, ptr noundef nonnull %13, ptr noundef nonnull %14) #9
  %15 = add nuw nsw i64 %8, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %17, label %7, !llvm.loop !9

17:                                               ; preds = %7
  br i1 %4, label %18, label %40

18:                                               ; preds = %17
  %19 = shl nuw i32 %1, 1
  %20 = call i32 @llvm.smax.i32(i32 %19, i32 1)
  %21 = zext nneg i32 %20 to i64
  %22 = and i64 %21, 1
  %23 = icmp eq i32 %20, 1
  br i1 %23, label %26, label %24

24:                                               ; preds = %18
  %25 = and i64 %21, 2147483646
  br label %42

26:                                               ; preds = %42, %18
  %27 = phi double [ poison, %18 ], [ %61, %42 ]
  %28 = phi i64 [ 0, %18 ], [ %54, %42 ]
  %29 = phi double [ 0.000000e+00, %18 ], [ %61, %42 ]
  %30 = icmp eq i64 %22, 0
  br i1 %30, label %40, label %31

31:                                               ; preds = %26
  %32 = trunc i64 %28 to i32
  %33 = add i32 %32, 1
  %34 = uitofp nneg i32 %33 to double
  %35 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %28
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fmul double %36, %34
  %38 = fmul double %36, %37
  %39 = call double @llvm.fmuladd.f64(double %38, double %36, double %29)
  br label %40

40:                                               ; preds = %31, %26, %2, %17
  %41 = phi double [ 0.000000e+00, %17 ], [ 0.000000e+00, %2 ], [ %27, %26 ], [ %39, %31 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  ret double %41

42:                                               ; preds = %42, %24
  %43 = phi i64 [ 0, %24 ], [ %54, %42 ]
  %44 = phi double [ 0.000000e+00, %24 ], [ %61, %42 ]
  %45 = phi i64 [ 0, %24 ], [ %62, %42 ]
  %46 = or disjoint i64 %43, 1
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = uitofp nneg i32 %47 to double
  %49 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %43
  %50 = load double, ptr %49, align 16, !tbaa !5
  %51 = fmul double %50, %48
  %52 = fmul double %50, %51
  %53 = call double @llvm.fmuladd.f64(double %52, double %50, double %44)
  %54 = add nuw nsw i64 %43, 2
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = uitofp nneg i32 %55 to double
  %57 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %46
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = fmul double %58, %56
  %60 = fmul double %58, %59
  %61 = call double @llvm.fmuladd.f64(double %60, double %58, double %53)
  %62 = add i64 %45, 2
  %63 = icmp eq i64 %62, %25
  br i1 %63, label %26, label %42, !llvm.loop !11
}

; Function Attrs: nounwind uwtable
define dso_local float @rotatef(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  call void @sincosf(float noundef %0, ptr noundef nonnull %2, ptr noundef nonnull %3) #9
  %4 = load float, ptr %2, align 4, !tbaa !12
  %5 = load float, ptr %3, align 4, !tbaa !12
  %6 = fadd float %5, 2.000000e+00
  %7 = fdiv float %4, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret float %7
}

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca [4 x double], align 16
  %18 = alloca [4 x double], align 16
  %19 = alloca [4 x double], align 16
  %20 = alloca [4 x double], align 16
  %21 = alloca [4 x double], align 16
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %23 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rotate, double noundef 0x3FE6666666666666, i32 noundef %22, double noundef 1.300000e+00) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #9
  call void @sincos(double noundef 0x3FED1EBB0BDA28D6, ptr noundef nonnull %15, ptr noundef nonnull %16) #9
  %24 = load double, ptr %15, align 8, !tbaa !5
  %25 = load double, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #9
  call void @sincos(double noundef 0x3FED1EB597FCE167, ptr noundef nonnull %13, ptr noundef nonnull %14) #9
  %26 = load double, ptr %13, align 8, !tbaa !5
  %27 = load double, ptr %14, align 8, !tbaa !5
  %28 = insertelement <2 x double> poison, double %24, i64 0
  %29 = insertelement <2 x double> %28, double %26, i64 1
  %30 = fmul <2 x double> %29, %29
  %31 = insertelement <2 x double> poison, double %25, i64 0
  %32 = insertelement <2 x double> %31, double %27, i64 1
  %33 = fmul <2 x double> %32, <double 7.000010e-01, double 0x3FE666644D87724F>
  %34 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 1.300000e+00, double 1.300000e+00>, <2 x double> %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #9
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %36 = fsub <2 x double> %34, %35
  %37 = extractelement <2 x double> %36, i64 0
  %38 = fdiv double %37, 2.000000e-06
  %39 = call double @llvm.fabs.f64(double %38)
  %40 = fcmp ogt double %39, 1.000000e+00
  %41 = select i1 %40, double %39, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %23, ptr %12, align 8, !tbaa !5
  %42 = load volatile double, ptr %12, align 8, !tbaa !5
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %44, label %56, label %45

45:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %38, ptr %11, align 8, !tbaa !5
  %46 = load volatile double, ptr %11, align 8, !tbaa !5
  %47 = call double @llvm.fabs.f64(double %46)
  %48 = fcmp ueq double %47, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %48, label %56, label %49

49:                                               ; preds = %45
  %50 = fsub double %23, %38
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fmul double %41, 0x3EB0C6F7A0B5ED8D
  %53 = fcmp ole double %51, %52
  %54 = select i1 %53, ptr @.str.7, ptr @.str.8
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 0x3FE6666666666666, double noundef %23, double noundef %38, ptr noundef nonnull %54)
  br i1 %53, label %61, label %58

56:                                               ; preds = %45, %0
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 0x3FE6666666666666, double noundef %23, double noundef %38, ptr noundef nonnull @.str.8)
  br label %58

58:                                               ; preds = %56, %49
  %59 = load i32, ptr @n_fail, align 4, !tbaa !14
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr @n_fail, align 4, !tbaa !14
  br label %61

61:                                               ; preds = %49, %58
  %62 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %63 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rotate, double noundef 0x3FE6666666666666, double noundef 5.000000e-01, i32 noundef %62, double noundef 1.300000e+00) #9
  %64 = fmul double %23, 5.000000e-01
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ogt double %65, 1.000000e+00
  %67 = select i1 %66, double %65, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %63, ptr %10, align 8, !tbaa !5
  %68 = load volatile double, ptr %10, align 8, !tbaa !5
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = fcmp ueq double %69, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %70, label %82, label %71

71:                                               ; preds = %61
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %64, ptr %9, align 8, !tbaa !5
  %72 = load volatile double, ptr %9, align 8, !tbaa !5
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %74, label %82, label %75

75:                                               ; preds = %71
  %76 = fsub double %63, %64
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = fmul double %67, 0x3D719799812DEA11
  %79 = fcmp ole double %77, %78
  %80 = select i1 %79, ptr @.str.7, ptr @.str.8
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef 0x3FE6666666666666, double noundef %63, double noundef %64, ptr noundef nonnull %80)
  br i1 %79, label %87, label %84

82:                                               ; preds = %71, %61
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef 0x3FE6666666666666, double noundef %63, double noundef %64, ptr noundef nonnull @.str.8)
  br label %84

84:                                               ; preds = %82, %75
  %85 = load i32, ptr @n_fail, align 4, !tbaa !14
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr @n_fail, align 4, !tbaa !14
  br label %87

87:                                               ; preds = %75, %84
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.th, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.v, i64 32, i1 false)
  %88 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %89 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %90 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @polar_loss, i32 noundef %88, ptr noundef nonnull %17, ptr noundef nonnull %18, i32 noundef %89, i32 noundef 4) #9
  %91 = getelementptr inbounds i8, ptr %20, i64 8
  %92 = getelementptr inbounds i8, ptr %20, i64 16
  %93 = getelementptr inbounds i8, ptr %17, i64 16
  %94 = getelementptr inbounds i8, ptr %20, i64 24
  %95 = getelementptr inbounds i8, ptr %21, i64 8
  %96 = getelementptr inbounds i8, ptr %21, i64 16
  %97 = getelementptr inbounds i8, ptr %21, i64 24
  %98 = getelementptr inbounds i8, ptr %4, i64 8
  %99 = getelementptr inbounds i8, ptr %4, i64 24
  %100 = getelementptr inbounds i8, ptr %4, i64 16
  %101 = getelementptr inbounds i8, ptr %4, i64 40
  %102 = getelementptr inbounds i8, ptr %4, i64 32
  %103 = getelementptr inbounds i8, ptr %4, i64 56
  %104 = getelementptr inbounds i8, ptr %4, i64 48
  %105 = getelementptr inbounds i8, ptr %3, i64 8
  %106 = getelementptr inbounds i8, ptr %3, i64 24
  %107 = getelementptr inbounds i8, ptr %3, i64 16
  %108 = getelementptr inbounds i8, ptr %3, i64 40
  %109 = getelementptr inbounds i8, ptr %3, i64 32
  %110 = getelementptr inbounds i8, ptr %3, i64 56
  %111 = getelementptr inbounds i8, ptr %3, i64 48
  br label %167

112:                                              ; preds = %264
  %113 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %114 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %115 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @polar_loss, i32 noundef %113, ptr noundef nonnull %17, ptr noundef nonnull %19, i32 noundef %114, i32 noundef 4) #9
  %116 = call double @llvm.fabs.f64(double %268)
  %117 = fcmp ogt double %116, 1.000000e+00
  %118 = select i1 %117, double %116, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %115, ptr %8, align 8, !tbaa !5
  %119 = load volatile double, ptr %8, align 8, !tbaa !5
  %120 = call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %121, label %133, label %122

122:                                              ; preds = %112
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %268, ptr %7, align 8, !tbaa !5
  %123 = load volatile double, ptr %7, align 8, !tbaa !5
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %125, label %133, label %126

126:                                              ; preds = %122
  %127 = fsub double %115, %268
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fmul double %118, 0x3D719799812DEA11
  %130 = fcmp ole double %128, %129
  %131 = select i1 %130, ptr @.str.7, ptr @.str.8
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %115, double noundef %268, ptr noundef nonnull %131)
  br i1 %130, label %138, label %135

133:                                              ; preds = %122, %112
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %115, double noundef %268, ptr noundef nonnull @.str.8)
  br label %135

135:                                              ; preds = %133, %126
  %136 = load i32, ptr @n_fail, align 4, !tbaa !14
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr @n_fail, align 4, !tbaa !14
  br label %138

138:                                              ; preds = %126, %135
  %139 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @rotatef, double noundef 0x3FE6666660000000) #9
  %140 = fpext float %139 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %140, ptr %6, align 8, !tbaa !5
  %141 = load volatile double, ptr %6, align 8, !tbaa !5
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = fcmp ueq double %142, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %143, label %156, label %144

144:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x3FD52DD37A20E7D0, ptr %5, align 8, !tbaa !5
  %145 = load volatile double, ptr %5, align 8, !tbaa !5
  %146 = call double @llvm.fabs.f64(double %145)
  %147 = fcmp ueq double %146, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %147, label %156, label %148

148:                                              ; preds = %144
  %149 = fadd double %140, 0xBFD52DD37A20E7D0
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ole double %150, 1.000000e-05
  %152 = select i1 %151, ptr @.str.7, ptr @.str.8
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef 0x3FE6666666666666, double noundef %140, double noundef 0x3FD52DD37A20E7D0, ptr noundef nonnull %152)
  br i1 %151, label %154, label %158

154:                                              ; preds = %148
  %155 = load i32, ptr @n_fail, align 4, !tbaa !14
  br label %161

156:                                              ; preds = %144, %138
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef 0x3FE6666666666666, double noundef %140, double noundef 0x3FD52DD37A20E7D0, ptr noundef nonnull @.str.8)
  br label %158

158:                                              ; preds = %156, %148
  %159 = load i32, ptr @n_fail, align 4, !tbaa !14
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @n_fail, align 4, !tbaa !14
  br label %161

161:                                              ; preds = %154, %158
  %162 = phi i32 [ %155, %154 ], [ %160, %158 ]
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %162)
  %164 = load i32, ptr @n_fail, align 4, !tbaa !14
  %165 = icmp ne i32 %164, 0
  %166 = zext i1 %165 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #9
  ret i32 %166

167:                                              ; preds = %87, %264
  %168 = phi i64 [ 0, %87 ], [ %269, %264 ]
  %169 = phi double [ 0.000000e+00, %87 ], [ %268, %264 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #9
  %170 = load <2 x double>, ptr %17, align 16, !tbaa !5
  store <2 x double> %170, ptr %20, align 16, !tbaa !5
  %171 = load <2 x double>, ptr %93, align 16, !tbaa !5
  store <2 x double> %171, ptr %92, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #9
  store <2 x double> %170, ptr %21, align 16, !tbaa !5
  store <2 x double> %171, ptr %96, align 16, !tbaa !5
  %172 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %168
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = fadd double %173, 0x3EB0C6F7A0B5ED8D
  store double %174, ptr %172, align 8, !tbaa !5
  %175 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 %168
  %176 = load double, ptr %175, align 8, !tbaa !5
  %177 = fadd double %176, 0xBEB0C6F7A0B5ED8D
  store double %177, ptr %175, align 8, !tbaa !5
  %178 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %168
  %179 = load double, ptr %178, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9
  %180 = load double, ptr %20, align 16, !tbaa !5
  call void @sincos(double noundef %180, ptr noundef nonnull %98, ptr noundef nonnull %4) #9
  %181 = load double, ptr %91, align 8, !tbaa !5
  call void @sincos(double noundef %181, ptr noundef nonnull %99, ptr noundef nonnull %100) #9
  %182 = load double, ptr %92, align 16, !tbaa !5
  call void @sincos(double noundef %182, ptr noundef nonnull %101, ptr noundef nonnull %102) #9
  %183 = load double, ptr %94, align 8, !tbaa !5
  call void @sincos(double noundef %183, ptr noundef nonnull %103, ptr noundef nonnull %104) #9
  %184 = load <2 x double>, ptr %4, align 16
  %185 = load <2 x double>, ptr %98, align 8
  %186 = load <2 x double>, ptr %100, align 16
  %187 = load <2 x double>, ptr %99, align 8
  %188 = load <2 x double>, ptr %102, align 16
  %189 = load <2 x double>, ptr %101, align 8
  %190 = load <2 x double>, ptr %104, align 16
  %191 = load double, ptr %103, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %192 = load double, ptr %21, align 16, !tbaa !5
  call void @sincos(double noundef %192, ptr noundef nonnull %105, ptr noundef nonnull %3) #9
  %193 = load double, ptr %95, align 8, !tbaa !5
  call void @sincos(double noundef %193, ptr noundef nonnull %106, ptr noundef nonnull %107) #9
  %194 = load double, ptr %96, align 16, !tbaa !5
  call void @sincos(double noundef %194, ptr noundef nonnull %108, ptr noundef nonnull %109) #9
  %195 = load double, ptr %97, align 8, !tbaa !5
  call void @sincos(double noundef %195, ptr noundef nonnull %110, ptr noundef nonnull %111) #9
  %196 = load double, ptr %3, align 16, !tbaa !5
  %197 = load double, ptr %105, align 8, !tbaa !5
  %198 = load double, ptr %107, align 16, !tbaa !5
  %199 = load double, ptr %106, align 8, !tbaa !5
  %200 = load double, ptr %109, align 16, !tbaa !5
  %201 = load double, ptr %108, align 8, !tbaa !5
  %202 = load double, ptr %111, align 16, !tbaa !5
  %203 = load double, ptr %110, align 8, !tbaa !5
  %204 = insertelement <2 x double> %184, double %196, i64 1
  %205 = fmul <2 x double> %204, %204
  %206 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %205, <2 x double> %204, <2 x double> zeroinitializer)
  %207 = insertelement <2 x double> %185, double %197, i64 1
  %208 = fmul <2 x double> %207, <double 2.000000e+00, double 2.000000e+00>
  %209 = fmul <2 x double> %207, %208
  %210 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %209, <2 x double> %207, <2 x double> %206)
  %211 = insertelement <2 x double> %186, double %198, i64 1
  %212 = fmul <2 x double> %211, <double 3.000000e+00, double 3.000000e+00>
  %213 = fmul <2 x double> %211, %212
  %214 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %213, <2 x double> %211, <2 x double> %210)
  %215 = insertelement <2 x double> %187, double %199, i64 1
  %216 = fmul <2 x double> %215, <double 4.000000e+00, double 4.000000e+00>
  %217 = fmul <2 x double> %215, %216
  %218 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %217, <2 x double> %215, <2 x double> %214)
  %219 = insertelement <2 x double> %188, double %200, i64 1
  %220 = fmul <2 x double> %219, <double 5.000000e+00, double 5.000000e+00>
  %221 = fmul <2 x double> %219, %220
  %222 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %221, <2 x double> %219, <2 x double> %218)
  %223 = insertelement <2 x double> %189, double %201, i64 1
  %224 = fmul <2 x double> %223, <double 6.000000e+00, double 6.000000e+00>
  %225 = fmul <2 x double> %223, %224
  %226 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %225, <2 x double> %223, <2 x double> %222)
  %227 = insertelement <2 x double> %190, double %202, i64 1
  %228 = fmul <2 x double> %227, <double 7.000000e+00, double 7.000000e+00>
  %229 = fmul <2 x double> %227, %228
  %230 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %227, <2 x double> %226)
  %231 = insertelement <2 x double> poison, double %191, i64 0
  %232 = insertelement <2 x double> %231, double %203, i64 1
  %233 = fmul <2 x double> %232, <double 8.000000e+00, double 8.000000e+00>
  %234 = fmul <2 x double> %232, %233
  %235 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %234, <2 x double> %232, <2 x double> %230)
  %236 = trunc nuw nsw i64 %168 to i32
  %237 = uitofp nneg i32 %236 to double
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  %238 = shufflevector <2 x double> %235, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %239 = fsub <2 x double> %235, %238
  %240 = extractelement <2 x double> %239, i64 0
  %241 = fdiv double %240, 2.000000e-06
  %242 = call double @llvm.fabs.f64(double %241)
  %243 = fcmp ogt double %242, 1.000000e+00
  %244 = select i1 %243, double %242, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %179, ptr %2, align 8, !tbaa !5
  %245 = load volatile double, ptr %2, align 8, !tbaa !5
  %246 = call double @llvm.fabs.f64(double %245)
  %247 = fcmp ueq double %246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %247, label %259, label %248

248:                                              ; preds = %167
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %241, ptr %1, align 8, !tbaa !5
  %249 = load volatile double, ptr %1, align 8, !tbaa !5
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = fcmp ueq double %250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %251, label %259, label %252

252:                                              ; preds = %248
  %253 = fsub double %179, %241
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fmul double %244, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp ole double %254, %255
  %257 = select i1 %256, ptr @.str.7, ptr @.str.8
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %237, double noundef %179, double noundef %241, ptr noundef nonnull %257)
  br i1 %256, label %264, label %261

259:                                              ; preds = %248, %167
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %237, double noundef %179, double noundef %241, ptr noundef nonnull @.str.8)
  br label %261

261:                                              ; preds = %259, %252
  %262 = load i32, ptr @n_fail, align 4, !tbaa !14
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr @n_fail, align 4, !tbaa !14
  br label %264

264:                                              ; preds = %252, %261
  %265 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %168
  %266 = load double, ptr %265, align 8, !tbaa !5
  %267 = load double, ptr %178, align 8, !tbaa !5
  %268 = call double @llvm.fmuladd.f64(double %266, double %267, double %169)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #9
  %269 = add nuw nsw i64 %168, 1
  %270 = icmp eq i64 %269, 4
  br i1 %270, label %112, label %167, !llvm.loop !16
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare float @__enzyme_autodiff_f(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10}
