; ModuleID = 'pivot.c'
source_filename = "pivot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.pts = private unnamed_addr constant [3 x [8 x double]] [[8 x double] [double 2.000000e-01, double -5.000000e-01, double 9.000000e-01, double 1.000000e-01, double -4.500000e+00, double 3.000000e-01, double 0x3FE6666666666666, double -2.000000e-01], [8 x double] [double -4.000000e+00, double 3.000000e-01, double 2.000000e-01, double 5.000000e-01, double 1.000000e-01, double -6.000000e-01, double 4.000000e-01, double 9.000000e-01], [8 x double] [double 5.000000e-01, double 4.000000e-01, double -3.000000e-01, double -8.000000e-01, double 6.000000e-01, double 2.000000e-01, double -9.000000e-01, double 3.500000e-01]], align 16
@__const.main.v = private unnamed_addr constant [8 x double] [double 3.000000e-01, double -1.000000e-01, double 0x3FE6666666666666, double 2.000000e-01, double -5.000000e-01, double 4.000000e-01, double 1.000000e-01, double -6.000000e-01], align 16
@.str = private unnamed_addr constant [5 x i8] c"d/dx\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fwd\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"pivot\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.v, i64 64, i1 false)
  br label %16

10:                                               ; preds = %93
  %11 = load i32, ptr @n_fail, align 4, !tbaa !5
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i32 noundef %11)
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #9
  ret i32 %15

16:                                               ; preds = %0, %93
  %17 = phi i64 [ 0, %0 ], [ %94, %93 ]
  %18 = trunc i64 %17 to i32
  %19 = shl nuw nsw i64 %17, 6
  %20 = getelementptr i8, ptr @__const.main.pts, i64 %19
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @solve3, ptr noundef nonnull %6, ptr noundef nonnull %7) #9
  br label %31

22:                                               ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  %23 = uitofp nneg i32 %18 to double
  %24 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @solve3, ptr noundef nonnull %6, ptr noundef nonnull %5) #9
  %25 = call double @llvm.fabs.f64(double %74)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %24, ptr %2, align 8, !tbaa !9
  %28 = load volatile double, ptr %2, align 8, !tbaa !9
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %30, label %88, label %77

31:                                               ; preds = %16, %70
  %32 = phi i64 [ 0, %16 ], [ %75, %70 ]
  %33 = phi double [ 0.000000e+00, %16 ], [ %74, %70 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %9, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  %34 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %32
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fadd double %35, 0x3EB0C6F7A0B5ED8D
  store double %36, ptr %34, align 8, !tbaa !9
  %37 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %32
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fadd double %38, 0xBEB0C6F7A0B5ED8D
  store double %39, ptr %37, align 8, !tbaa !9
  %40 = trunc nuw nsw i64 %32 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %32
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = call double @solve3(ptr noundef nonnull %8)
  %45 = call double @solve3(ptr noundef nonnull %9)
  %46 = fsub double %44, %45
  %47 = fdiv double %46, 2.000000e-06
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = fcmp ogt double %48, 1.000000e+00
  %50 = select i1 %49, double %48, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %43, ptr %4, align 8, !tbaa !9
  %51 = load volatile double, ptr %4, align 8, !tbaa !9
  %52 = call double @llvm.fabs.f64(double %51)
  %53 = fcmp ueq double %52, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %53, label %65, label %54

54:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %47, ptr %3, align 8, !tbaa !9
  %55 = load volatile double, ptr %3, align 8, !tbaa !9
  %56 = call double @llvm.fabs.f64(double %55)
  %57 = fcmp ueq double %56, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %57, label %65, label %58

58:                                               ; preds = %54
  %59 = fsub double %43, %47
  %60 = call double @llvm.fabs.f64(double %59)
  %61 = fmul double %50, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp ole double %60, %61
  %63 = select i1 %62, ptr @.str.5, ptr @.str.6
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef %41, double noundef %43, double noundef %47, ptr noundef nonnull %63)
  br i1 %62, label %70, label %67

65:                                               ; preds = %54, %31
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef %41, double noundef %43, double noundef %47, ptr noundef nonnull @.str.6)
  br label %67

67:                                               ; preds = %65, %58
  %68 = load i32, ptr @n_fail, align 4, !tbaa !5
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr @n_fail, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %58, %67
  %71 = load double, ptr %42, align 8, !tbaa !9
  %72 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %32
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = call double @llvm.fmuladd.f64(double %71, double %73, double %33)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9
  %75 = add nuw nsw i64 %32, 1
  %76 = icmp eq i64 %75, 8
  br i1 %76, label %22, label %31, !llvm.loop !11

77:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %74, ptr %1, align 8, !tbaa !9
  %78 = load volatile double, ptr %1, align 8, !tbaa !9
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %80, label %88, label %81

81:                                               ; preds = %77
  %82 = fsub double %24, %74
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fmul double %27, 0x3D719799812DEA11
  %85 = fcmp ole double %83, %84
  %86 = select i1 %85, ptr @.str.5, ptr @.str.6
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef %23, double noundef %24, double noundef %74, ptr noundef nonnull %86)
  br i1 %85, label %93, label %90

88:                                               ; preds = %77, %22
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef %23, double noundef %24, double noundef %74, ptr noundef nonnull @.str.6)
  br label %90

90:                                               ; preds = %88, %81
  %91 = load i32, ptr @n_fail, align 4, !tbaa !5
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @n_fail, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %81, %90
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #9
  %94 = add nuw nsw i64 %17, 1
  %95 = icmp eq i64 %94, 3
  br i1 %95, label %10, label %16, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @solve3(ptr nocapture noundef readonly %0) #5 {
  %2 = alloca [3 x [4 x double]], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #9
  %3 = load <2 x double>, ptr %0, align 8, !tbaa !9
  %4 = fadd <2 x double> %3, <double 3.000000e+00, double 0.000000e+00>
  store <2 x double> %4, ptr %2, align 16, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = fadd double %6, 0.000000e+00
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  store double %7, ptr %8, align 16, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %2, i64 24
  store double %10, ptr %11, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = getelementptr inbounds i8, ptr %2, i64 32
  %14 = getelementptr inbounds i8, ptr %2, i64 40
  %15 = load <2 x double>, ptr %12, align 8, !tbaa !9
  %16 = fadd <2 x double> %15, <double 0.000000e+00, double 3.000000e+00>
  store <2 x double> %16, ptr %13, align 16, !tbaa !9
  %17 = fadd double %10, 0.000000e+00
  %18 = getelementptr inbounds i8, ptr %2, i64 48
  store double %17, ptr %18, align 16, !tbaa !9
  %19 = getelementptr inbounds i8, ptr %0, i64 48
  %20 = getelementptr inbounds i8, ptr %2, i64 56
  %21 = getelementptr inbounds i8, ptr %2, i64 64
  %22 = getelementptr inbounds i8, ptr %2, i64 72
  %23 = load <2 x double>, ptr %19, align 8, !tbaa !9
  %24 = extractelement <2 x double> %23, i64 0
  store double %24, ptr %20, align 8, !tbaa !9
  %25 = fadd <2 x double> %23, zeroinitializer
  store <2 x double> %25, ptr %21, align 16, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = extractelement <2 x double> %4, i64 0
  store double %27, ptr %26, align 16, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %2, i64 88
  %29 = extractelement <2 x double> %23, i64 1
  store double %29, ptr %28, align 8, !tbaa !9
  %30 = extractelement <2 x double> %16, i64 0
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = tail call double @llvm.fabs.f64(double %27)
  %33 = fcmp ogt double %31, %32
  %34 = zext i1 %33 to i32
  %35 = extractelement <2 x double> %25, i64 0
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = zext i1 %33 to i64
  %38 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %37, i64 0
  %39 = load double, ptr %38, align 16, !tbaa !9
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ogt double %36, %40
  %42 = select i1 %41, i32 2, i32 %34
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %78

44:                                               ; preds = %1, %78
  %45 = load <2 x double>, ptr %13, align 16, !tbaa !9
  %46 = extractelement <2 x double> %45, i64 0
  %47 = fneg double %46
  %48 = load <2 x double>, ptr %2, align 16, !tbaa !9
  %49 = extractelement <2 x double> %48, i64 0
  %50 = fdiv double %47, %49
  %51 = insertelement <2 x double> poison, double %50, i64 0
  %52 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> zeroinitializer
  %53 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %48, <2 x double> %45)
  store <2 x double> %53, ptr %13, align 16, !tbaa !9
  %54 = load <2 x double>, ptr %8, align 16, !tbaa !9
  %55 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %54, <2 x double> %55)
  store <2 x double> %56, ptr %18, align 16, !tbaa !9
  %57 = load <2 x double>, ptr %21, align 16, !tbaa !9
  %58 = extractelement <2 x double> %57, i64 0
  %59 = fneg double %58
  %60 = fdiv double %59, %49
  %61 = insertelement <2 x double> poison, double %60, i64 0
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> zeroinitializer
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %48, <2 x double> %57)
  store <2 x double> %63, ptr %21, align 16, !tbaa !9
  %64 = load <2 x double>, ptr %26, align 16, !tbaa !9
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %54, <2 x double> %64)
  store <2 x double> %65, ptr %26, align 16, !tbaa !9
  %66 = load double, ptr %22, align 8, !tbaa !9
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = load double, ptr %14, align 8, !tbaa !9
  %69 = tail call double @llvm.fabs.f64(double %68)
  %70 = fcmp ule double %67, %69
  br i1 %70, label %85, label %71

71:                                               ; preds = %44
  %72 = getelementptr inbounds i8, ptr %2, i64 72
  %73 = load <2 x double>, ptr %72, align 8, !tbaa !9
  %74 = load <2 x double>, ptr %14, align 8, !tbaa !9
  store <2 x double> %73, ptr %14, align 8, !tbaa !9
  store <2 x double> %74, ptr %72, align 8, !tbaa !9
  %75 = load double, ptr %20, align 8, !tbaa !9
  %76 = getelementptr inbounds i8, ptr %2, i64 88
  %77 = load double, ptr %76, align 8, !tbaa !9
  store double %77, ptr %20, align 8, !tbaa !9
  store double %75, ptr %76, align 8, !tbaa !9
  br label %85

78:                                               ; preds = %1
  %79 = zext nneg i32 %42 to i64
  %80 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %79, i64 0
  %81 = load <2 x double>, ptr %80, align 16, !tbaa !9
  store <2 x double> %81, ptr %2, align 16, !tbaa !9
  store <2 x double> %4, ptr %80, align 16, !tbaa !9
  %82 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %79, i64 2
  %83 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %79, i64 3
  %84 = load <2 x double>, ptr %82, align 16, !tbaa !9
  store double %7, ptr %82, align 16, !tbaa !9
  store <2 x double> %84, ptr %8, align 16, !tbaa !9
  store double %10, ptr %83, align 8, !tbaa !9
  br label %44

85:                                               ; preds = %44, %71
  %86 = getelementptr inbounds i8, ptr %2, i64 8
  %87 = load double, ptr %22, align 8, !tbaa !9
  %88 = load double, ptr %14, align 8, !tbaa !9
  %89 = fneg double %87
  %90 = fdiv double %89, %88
  %91 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %92 = load <2 x double>, ptr %26, align 16, !tbaa !9
  %93 = insertelement <2 x double> poison, double %90, i64 0
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> zeroinitializer
  %95 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %91, <2 x double> %92)
  store <2 x double> %95, ptr %26, align 16, !tbaa !9
  %96 = load double, ptr %18, align 16, !tbaa !9
  %97 = load double, ptr %14, align 8, !tbaa !9
  %98 = load double, ptr %8, align 16, !tbaa !9
  %99 = fneg double %98
  %100 = extractelement <2 x double> %95, i64 0
  %101 = extractelement <2 x double> %95, i64 1
  %102 = fdiv double %101, %100
  %103 = load double, ptr %86, align 8, !tbaa !9
  %104 = fneg double %103
  %105 = fneg double %96
  %106 = extractelement <2 x double> %91, i64 1
  %107 = tail call double @llvm.fmuladd.f64(double %105, double %102, double %106)
  %108 = fdiv double %107, %97
  %109 = load double, ptr %11, align 8, !tbaa !9
  %110 = tail call double @llvm.fmuladd.f64(double %104, double %108, double %109)
  %111 = tail call double @llvm.fmuladd.f64(double %99, double %102, double %110)
  %112 = load double, ptr %2, align 16, !tbaa !9
  %113 = fdiv double %111, %112
  %114 = tail call double @llvm.fmuladd.f64(double %113, double %113, double %108)
  %115 = fmul double %102, -2.000000e+00
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %102, double %114)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #9
  ret double %116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
