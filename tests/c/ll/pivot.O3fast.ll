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

10:                                               ; preds = %92
  %11 = load i32, ptr @n_fail, align 4, !tbaa !5
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i32 noundef %11)
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #9
  ret i32 %15

16:                                               ; preds = %0, %92
  %17 = phi i64 [ 0, %0 ], [ %93, %92 ]
  %18 = trunc i64 %17 to i32
  %19 = shl nuw nsw i64 %17, 6
  %20 = getelementptr i8, ptr @__const.main.pts, i64 %19
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  %21 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @solve3, ptr noundef nonnull %6, ptr noundef nonnull %7) #9
  br label %30

22:                                               ; preds = %68
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  %23 = uitofp nneg i32 %18 to double
  %24 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @solve3, ptr noundef nonnull %6, ptr noundef nonnull %5) #9
  %25 = call fast double @llvm.fabs.f64(double %73)
  %26 = call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %24, ptr %2, align 8, !tbaa !9
  %27 = load volatile double, ptr %2, align 8, !tbaa !9
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp ueq double %28, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %29, label %87, label %76

30:                                               ; preds = %16, %68
  %31 = phi i64 [ 0, %16 ], [ %74, %68 ]
  %32 = phi double [ 0.000000e+00, %16 ], [ %73, %68 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %9, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, ptr noundef nonnull align 16 dereferenceable(64) %20, i64 64, i1 false), !tbaa !9
  %33 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fadd fast double %34, 0x3EB0C6F7A0B5ED8D
  store double %35, ptr %33, align 8, !tbaa !9
  %36 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fadd fast double %37, 0xBEB0C6F7A0B5ED8D
  store double %38, ptr %36, align 8, !tbaa !9
  %39 = trunc nuw nsw i64 %31 to i32
  %40 = uitofp nneg i32 %39 to double
  %41 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %31
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = call fast nofpclass(nan inf) double @solve3(ptr noundef nonnull %8)
  %44 = call fast nofpclass(nan inf) double @solve3(ptr noundef nonnull %9)
  %45 = fsub fast double %43, %44
  %46 = fmul fast double %45, 5.000000e+05
  %47 = call fast double @llvm.fabs.f64(double %46)
  %48 = call fast double @llvm.maxnum.f64(double %47, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %42, ptr %4, align 8, !tbaa !9
  %49 = load volatile double, ptr %4, align 8, !tbaa !9
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = fcmp ueq double %50, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %51, label %63, label %52

52:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %46, ptr %3, align 8, !tbaa !9
  %53 = load volatile double, ptr %3, align 8, !tbaa !9
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %55, label %63, label %56

56:                                               ; preds = %52
  %57 = fsub fast double %42, %46
  %58 = call fast double @llvm.fabs.f64(double %57)
  %59 = fmul fast double %48, 0x3EB0C6F7A0B5ED8D
  %60 = fcmp fast ole double %58, %59
  %61 = select i1 %60, ptr @.str.5, ptr @.str.6
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %46, ptr noundef nonnull %61)
  br i1 %60, label %68, label %65

63:                                               ; preds = %52, %30
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %46, ptr noundef nonnull @.str.6)
  br label %65

65:                                               ; preds = %63, %56
  %66 = load i32, ptr @n_fail, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @n_fail, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %56, %65
  %69 = load double, ptr %41, align 8, !tbaa !9
  %70 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %31
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul fast double %71, %69
  %73 = fadd fast double %72, %32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9
  %74 = add nuw nsw i64 %31, 1
  %75 = icmp eq i64 %74, 8
  br i1 %75, label %22, label %30, !llvm.loop !11

76:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %73, ptr %1, align 8, !tbaa !9
  %77 = load volatile double, ptr %1, align 8, !tbaa !9
  %78 = call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %79, label %87, label %80

80:                                               ; preds = %76
  %81 = fsub fast double %24, %73
  %82 = call fast double @llvm.fabs.f64(double %81)
  %83 = fmul fast double %26, 0x3D719799812DEA11
  %84 = fcmp fast ole double %82, %83
  %85 = select i1 %84, ptr @.str.5, ptr @.str.6
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %73, ptr noundef nonnull %85)
  br i1 %84, label %92, label %89

87:                                               ; preds = %76, %22
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %73, ptr noundef nonnull @.str.6)
  br label %89

89:                                               ; preds = %87, %80
  %90 = load i32, ptr @n_fail, align 4, !tbaa !5
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @n_fail, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %80, %89
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #9
  %93 = add nuw nsw i64 %17, 1
  %94 = icmp eq i64 %93, 3
  br i1 %94, label %10, label %16, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @solve3(ptr nocapture noundef readonly %0) #5 {
  %2 = alloca [3 x [4 x double]], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #9
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = fadd fast double %3, 3.000000e+00
  store double %4, ptr %2, align 16, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load <2 x double>, ptr %5, align 8, !tbaa !9
  store <2 x double> %7, ptr %6, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  store double %11, ptr %12, align 16, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fadd fast double %14, 3.000000e+00
  %16 = getelementptr inbounds i8, ptr %2, i64 40
  store double %15, ptr %16, align 8, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %2, i64 48
  %18 = load <2 x double>, ptr %8, align 8, !tbaa !9
  %19 = extractelement <2 x double> %18, i64 0
  store double %19, ptr %9, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %2, i64 56
  %21 = getelementptr inbounds i8, ptr %2, i64 64
  %22 = getelementptr inbounds i8, ptr %0, i64 56
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %2, i64 72
  %25 = shufflevector <2 x double> %18, <2 x double> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %26 = insertelement <4 x double> %25, double %23, i64 3
  %27 = shufflevector <4 x double> %26, <4 x double> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 3>
  store <4 x double> %27, ptr %17, align 16, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %2, i64 80
  store double %4, ptr %28, align 16, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %2, i64 88
  store double %23, ptr %29, align 8, !tbaa !9
  %30 = tail call fast double @llvm.fabs.f64(double %11)
  %31 = tail call fast double @llvm.fabs.f64(double %4)
  %32 = fcmp fast ogt double %30, %31
  %33 = zext i1 %32 to i32
  %34 = extractelement <2 x double> %18, i64 1
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = zext i1 %32 to i64
  %37 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %36, i64 0
  %38 = load double, ptr %37, align 16, !tbaa !9
  %39 = tail call fast double @llvm.fabs.f64(double %38)
  %40 = fcmp fast ogt double %35, %39
  %41 = select i1 %40, i32 2, i32 %33
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %83

43:                                               ; preds = %1, %83
  %44 = load double, ptr %12, align 16, !tbaa !9
  %45 = load double, ptr %2, align 16, !tbaa !9
  store double 0.000000e+00, ptr %12, align 16, !tbaa !9
  %46 = load <2 x double>, ptr %6, align 8, !tbaa !9
  %47 = insertelement <2 x double> poison, double %44, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  %49 = fmul fast <2 x double> %48, %46
  %50 = insertelement <2 x double> poison, double %45, i64 0
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer
  %52 = fdiv fast <2 x double> %49, %51
  %53 = load <2 x double>, ptr %16, align 8, !tbaa !9
  %54 = fsub fast <2 x double> %53, %52
  store <2 x double> %54, ptr %16, align 8, !tbaa !9
  %55 = load double, ptr %9, align 8, !tbaa !9
  %56 = fmul fast double %44, %55
  %57 = fdiv fast double %56, %45
  %58 = load double, ptr %20, align 8, !tbaa !9
  %59 = fsub fast double %58, %57
  store double %59, ptr %20, align 8, !tbaa !9
  %60 = load double, ptr %21, align 16, !tbaa !9
  store double 0.000000e+00, ptr %21, align 16, !tbaa !9
  %61 = insertelement <2 x double> poison, double %60, i64 0
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> zeroinitializer
  %63 = fmul fast <2 x double> %62, %46
  %64 = fdiv fast <2 x double> %63, %51
  %65 = load <2 x double>, ptr %24, align 8, !tbaa !9
  %66 = fsub fast <2 x double> %65, %64
  store <2 x double> %66, ptr %24, align 8, !tbaa !9
  %67 = fmul fast double %60, %55
  %68 = fdiv fast double %67, %45
  %69 = load double, ptr %29, align 8, !tbaa !9
  %70 = fsub fast double %69, %68
  store double %70, ptr %29, align 8, !tbaa !9
  %71 = load double, ptr %24, align 8, !tbaa !9
  %72 = tail call fast double @llvm.fabs.f64(double %71)
  %73 = load double, ptr %16, align 8, !tbaa !9
  %74 = tail call fast double @llvm.fabs.f64(double %73)
  %75 = fcmp fast ule double %72, %74
  br i1 %75, label %89, label %76

76:                                               ; preds = %43
  %77 = getelementptr inbounds i8, ptr %2, i64 72
  %78 = load <2 x double>, ptr %77, align 8, !tbaa !9
  %79 = load <2 x double>, ptr %16, align 8, !tbaa !9
  store <2 x double> %78, ptr %16, align 8, !tbaa !9
  store <2 x double> %79, ptr %77, align 8, !tbaa !9
  %80 = load double, ptr %20, align 8, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %2, i64 88
  %82 = load double, ptr %81, align 8, !tbaa !9
  store double %82, ptr %20, align 8, !tbaa !9
  store double %80, ptr %81, align 8, !tbaa !9
  br label %89

83:                                               ; preds = %1
  %84 = zext nneg i32 %41 to i64
  %85 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %84, i64 0
  %86 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %84, i64 1
  %87 = getelementptr inbounds [3 x [4 x double]], ptr %2, i64 0, i64 %84, i64 3
  %88 = load <4 x double>, ptr %85, align 16, !tbaa !9
  store double %4, ptr %85, align 16, !tbaa !9
  store <2 x double> %7, ptr %86, align 8, !tbaa !9
  store <4 x double> %88, ptr %2, align 16, !tbaa !9
  store double %19, ptr %87, align 8, !tbaa !9
  br label %43

89:                                               ; preds = %43, %76
  %90 = getelementptr inbounds i8, ptr %2, i64 16
  %91 = load <2 x double>, ptr %24, align 8
  %92 = load <2 x double>, ptr %16, align 8
  %93 = load <2 x double>, ptr %17, align 16, !tbaa !9
  %94 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> zeroinitializer
  %95 = fmul fast <2 x double> %94, %93
  %96 = shufflevector <2 x double> %92, <2 x double> poison, <2 x i32> zeroinitializer
  %97 = fdiv fast <2 x double> %95, %96
  %98 = load <2 x double>, ptr %28, align 16, !tbaa !9
  %99 = fsub fast <2 x double> %98, %97
  store <2 x double> %99, ptr %28, align 16, !tbaa !9
  %100 = load double, ptr %28, align 16, !tbaa !9
  %101 = load double, ptr %20, align 8, !tbaa !9
  %102 = load double, ptr %17, align 16, !tbaa !9
  %103 = load double, ptr %16, align 8, !tbaa !9
  %104 = extractelement <2 x double> %99, i64 1
  %105 = fdiv fast double %104, %100
  %106 = load double, ptr %90, align 16, !tbaa !9
  %107 = fmul fast double %105, %106
  %108 = fmul fast double %105, %102
  %109 = fsub fast double %101, %108
  %110 = fdiv fast double %109, %103
  %111 = load double, ptr %6, align 8, !tbaa !9
  %112 = fmul fast double %110, %111
  %113 = load double, ptr %9, align 8, !tbaa !9
  %114 = fadd fast double %112, %107
  %115 = fsub fast double %113, %114
  %116 = load double, ptr %2, align 16, !tbaa !9
  %117 = fdiv fast double %115, %116
  %118 = fmul fast double %117, %117
  %119 = fadd fast double %118, %110
  %120 = fmul fast double %105, %105
  %121 = fmul fast double %120, -2.000000e+00
  %122 = fadd fast double %119, %121
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #9
  ret double %122
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
