; ModuleID = 'signmask.c'
source_filename = "signmask.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [3 x i8] c"l1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"l1.fwd\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"negs\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"negs.fwd\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"l1f\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"l1f.fwd\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"signmask\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @l1(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #11
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %74

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = lshr i64 %7, 1
  %9 = add nuw i64 %8, 1
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %1, 7
  br i1 %11, label %14, label %12

12:                                               ; preds = %5
  %13 = and i64 %9, -4
  br label %34

14:                                               ; preds = %34, %5
  %15 = phi i64 [ 0, %5 ], [ %56, %34 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %14, %17
  %18 = phi i64 [ %24, %17 ], [ %15, %14 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %14 ]
  %20 = getelementptr inbounds double, ptr %3, i64 %18
  %21 = getelementptr inbounds double, ptr %0, i64 %18
  %22 = load <2 x i64>, ptr %21, align 1, !tbaa !5
  %23 = and <2 x i64> %22, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %23, ptr %20, align 16, !tbaa !5
  %24 = add nuw nsw i64 %18, 2
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %17, !llvm.loop !8

27:                                               ; preds = %17, %14
  br i1 %4, label %28, label %74

28:                                               ; preds = %27
  %29 = zext nneg i32 %1 to i64
  %30 = and i64 %6, 1
  %31 = icmp eq i64 %7, 0
  br i1 %31, label %59, label %32

32:                                               ; preds = %28
  %33 = and i64 %6, 2147483646
  br label %76

34:                                               ; preds = %34, %12
  %35 = phi i64 [ 0, %12 ], [ %56, %34 ]
  %36 = phi i64 [ 0, %12 ], [ %57, %34 ]
  %37 = getelementptr inbounds double, ptr %3, i64 %35
  %38 = getelementptr inbounds double, ptr %0, i64 %35
  %39 = load <2 x i64>, ptr %38, align 1, !tbaa !5
  %40 = and <2 x i64> %39, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %40, ptr %37, align 16, !tbaa !5
  %41 = or disjoint i64 %35, 2
  %42 = getelementptr inbounds double, ptr %3, i64 %41
  %43 = getelementptr inbounds double, ptr %0, i64 %41
  %44 = load <2 x i64>, ptr %43, align 1, !tbaa !5
  %45 = and <2 x i64> %44, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %45, ptr %42, align 16, !tbaa !5
  %46 = or disjoint i64 %35, 4
  %47 = getelementptr inbounds double, ptr %3, i64 %46
  %48 = getelementptr inbounds double, ptr %0, i64 %46
  %49 = load <2 x i64>, ptr %48, align 1, !tbaa !5
  %50 = and <2 x i64> %49, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %50, ptr %47, align 16, !tbaa !5
  %51 = or disjoint i64 %35, 6
  %52 = getelementptr inbounds double, ptr %3, i64 %51
  %53 = getelementptr inbounds double, ptr %0, i64 %51
  %54 = load <2 x i64>, ptr %53, align 1, !tbaa !5
  %55 = and <2 x i64> %54, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %55, ptr %52, align 16, !tbaa !5
  %56 = add nuw nsw i64 %35, 8
  %57 = add i64 %36, 4
  %58 = icmp eq i64 %57, %13
  br i1 %58, label %14, label %34, !llvm.loop !10

59:                                               ; preds = %76, %28
  %60 = phi double [ poison, %28 ], [ %97, %76 ]
  %61 = phi i64 [ 0, %28 ], [ %91, %76 ]
  %62 = phi double [ 0.000000e+00, %28 ], [ %97, %76 ]
  %63 = icmp eq i64 %30, 0
  br i1 %63, label %74, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %61
  %66 = load double, ptr %65, align 8, !tbaa !12
  %67 = add nuw nsw i64 %61, 1
  %68 = icmp eq i64 %67, %29
  %69 = and i64 %67, 4294967295
  %70 = select i1 %68, i64 0, i64 %69
  %71 = getelementptr inbounds double, ptr %0, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !12
  %73 = tail call double @llvm.fmuladd.f64(double %66, double %72, double %62)
  br label %74

74:                                               ; preds = %64, %59, %2, %27
  %75 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %60, %59 ], [ %73, %64 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #11
  ret double %75

76:                                               ; preds = %76, %32
  %77 = phi i64 [ 0, %32 ], [ %91, %76 ]
  %78 = phi double [ 0.000000e+00, %32 ], [ %97, %76 ]
  %79 = phi i64 [ 0, %32 ], [ %98, %76 ]
  %80 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %77
  %81 = load double, ptr %80, align 16, !tbaa !12
  %82 = or disjoint i64 %77, 1
  %83 = icmp eq i64 %82, %29
  %84 = and i64 %82, 4294967295
  %85 = select i1 %83, i64 0, i64 %84
  %86 = getelementptr inbounds double, ptr %0, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !12
  %88 = tail call double @llvm.fmuladd.f64(double %81, double %87, double %78)
  %89 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %82
  %90 = load double, ptr %89, align 8, !tbaa !12
  %91 = add nuw nsw i64 %77, 2
  %92 = icmp eq i64 %91, %29
  %93 = and i64 %91, 4294967294
  %94 = select i1 %92, i64 0, i64 %93
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !12
  %97 = tail call double @llvm.fmuladd.f64(double %90, double %96, double %88)
  %98 = add i64 %79, 2
  %99 = icmp eq i64 %98, %33
  br i1 %99, label %59, label %76, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @negs(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = icmp ult i32 %1, 3
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = lshr i64 %6, 1
  %10 = add nuw i64 %9, 1
  %11 = and i64 %10, -2
  br label %30

12:                                               ; preds = %30, %4
  %13 = phi <2 x double> [ poison, %4 ], [ %46, %30 ]
  %14 = phi i64 [ 0, %4 ], [ %47, %30 ]
  %15 = phi <2 x double> [ zeroinitializer, %4 ], [ %46, %30 ]
  %16 = and i64 %6, 2
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %18, label %25

18:                                               ; preds = %12
  %19 = getelementptr inbounds double, ptr %0, i64 %14
  %20 = load <2 x double>, ptr %19, align 1, !tbaa !5
  %21 = fmul <2 x double> %20, <double 1.500000e+00, double 1.500000e+00>
  %22 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %20)
  %23 = fmul <2 x double> %22, %21
  %24 = fadd <2 x double> %15, %23
  br label %25

25:                                               ; preds = %18, %12, %2
  %26 = phi <2 x double> [ zeroinitializer, %2 ], [ %13, %12 ], [ %24, %18 ]
  %27 = extractelement <2 x double> %26, i64 0
  %28 = extractelement <2 x double> %26, i64 1
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 2.000000e+00, double %27)
  ret double %29

30:                                               ; preds = %30, %8
  %31 = phi i64 [ 0, %8 ], [ %47, %30 ]
  %32 = phi <2 x double> [ zeroinitializer, %8 ], [ %46, %30 ]
  %33 = phi i64 [ 0, %8 ], [ %48, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %31
  %35 = load <2 x double>, ptr %34, align 1, !tbaa !5
  %36 = fmul <2 x double> %35, <double 1.500000e+00, double 1.500000e+00>
  %37 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %35)
  %38 = fmul <2 x double> %37, %36
  %39 = fadd <2 x double> %32, %38
  %40 = or disjoint i64 %31, 2
  %41 = getelementptr inbounds double, ptr %0, i64 %40
  %42 = load <2 x double>, ptr %41, align 1, !tbaa !5
  %43 = fmul <2 x double> %42, <double 1.500000e+00, double 1.500000e+00>
  %44 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %42)
  %45 = fmul <2 x double> %44, %43
  %46 = fadd <2 x double> %39, %45
  %47 = add nuw nsw i64 %31, 4
  %48 = add nuw nsw i64 %33, 2
  %49 = icmp eq i64 %48, %11
  br i1 %49, label %12, label %30, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @l1f(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x float], align 16
  %4 = alloca [8 x float], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %109

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %9, label %11

9:                                                ; preds = %27, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %27 ]
  br label %38

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %25, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <2 x double>, ptr %15, align 8, !tbaa !12
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !12
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %17, <2 x double> <double -3.000000e-01, double -3.000000e-01>)
  %20 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %18, <2 x double> <double -3.000000e-01, double -3.000000e-01>)
  %21 = fptrunc <2 x double> %19 to <2 x float>
  %22 = fptrunc <2 x double> %20 to <2 x float>
  %23 = getelementptr inbounds [8 x float], ptr %3, i64 0, i64 %14
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store <2 x float> %21, ptr %23, align 16, !tbaa !16
  store <2 x float> %22, ptr %24, align 8, !tbaa !16
  %25 = add nuw i64 %14, 4
  %26 = icmp eq i64 %25, %12
  br i1 %26, label %27, label %13, !llvm.loop !18

27:                                               ; preds = %13
  %28 = icmp eq i64 %12, %7
  br i1 %28, label %29, label %9

29:                                               ; preds = %38, %27
  br i1 %5, label %30, label %109

30:                                               ; preds = %29
  %31 = add nsw i64 %7, -1
  %32 = lshr i64 %31, 2
  %33 = add nuw nsw i64 %32, 1
  %34 = and i64 %33, 3
  %35 = icmp ult i32 %1, 13
  br i1 %35, label %47, label %36

36:                                               ; preds = %30
  %37 = and i64 %33, 9223372036854775804
  br label %66

38:                                               ; preds = %9, %38
  %39 = phi i64 [ %45, %38 ], [ %10, %9 ]
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !12
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %41, double -3.000000e-01)
  %43 = fptrunc double %42 to float
  %44 = getelementptr inbounds [8 x float], ptr %3, i64 0, i64 %39
  store float %43, ptr %44, align 4, !tbaa !16
  %45 = add nuw nsw i64 %39, 1
  %46 = icmp eq i64 %45, %7
  br i1 %46, label %29, label %38, !llvm.loop !21

47:                                               ; preds = %66, %30
  %48 = phi i64 [ 0, %30 ], [ %88, %66 ]
  %49 = icmp eq i64 %34, 0
  br i1 %49, label %60, label %50

50:                                               ; preds = %47, %50
  %51 = phi i64 [ %57, %50 ], [ %48, %47 ]
  %52 = phi i64 [ %58, %50 ], [ 0, %47 ]
  %53 = getelementptr inbounds float, ptr %4, i64 %51
  %54 = getelementptr inbounds float, ptr %3, i64 %51
  %55 = load <4 x i32>, ptr %54, align 16, !tbaa !5
  %56 = and <4 x i32> %55, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %56, ptr %53, align 16, !tbaa !5
  %57 = add nuw nsw i64 %51, 4
  %58 = add i64 %52, 1
  %59 = icmp eq i64 %58, %34
  br i1 %59, label %60, label %50, !llvm.loop !22

60:                                               ; preds = %50, %47
  br i1 %5, label %61, label %109

61:                                               ; preds = %60
  %62 = and i64 %7, 3
  %63 = icmp ult i32 %1, 4
  br i1 %63, label %91, label %64

64:                                               ; preds = %61
  %65 = and i64 %7, 2147483644
  br label %111

66:                                               ; preds = %66, %36
  %67 = phi i64 [ 0, %36 ], [ %88, %66 ]
  %68 = phi i64 [ 0, %36 ], [ %89, %66 ]
  %69 = getelementptr inbounds float, ptr %4, i64 %67
  %70 = getelementptr inbounds float, ptr %3, i64 %67
  %71 = load <4 x i32>, ptr %70, align 16, !tbaa !5
  %72 = and <4 x i32> %71, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %72, ptr %69, align 16, !tbaa !5
  %73 = or disjoint i64 %67, 4
  %74 = getelementptr inbounds float, ptr %4, i64 %73
  %75 = getelementptr inbounds float, ptr %3, i64 %73
  %76 = load <4 x i32>, ptr %75, align 16, !tbaa !5
  %77 = and <4 x i32> %76, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %77, ptr %74, align 16, !tbaa !5
  %78 = or disjoint i64 %67, 8
  %79 = getelementptr inbounds float, ptr %4, i64 %78
  %80 = getelementptr inbounds float, ptr %3, i64 %78
  %81 = load <4 x i32>, ptr %80, align 16, !tbaa !5
  %82 = and <4 x i32> %81, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %82, ptr %79, align 16, !tbaa !5
  %83 = or disjoint i64 %67, 12
  %84 = getelementptr inbounds float, ptr %4, i64 %83
  %85 = getelementptr inbounds float, ptr %3, i64 %83
  %86 = load <4 x i32>, ptr %85, align 16, !tbaa !5
  %87 = and <4 x i32> %86, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %87, ptr %84, align 16, !tbaa !5
  %88 = add nuw nsw i64 %67, 16
  %89 = add nuw nsw i64 %68, 4
  %90 = icmp eq i64 %89, %37
  br i1 %90, label %47, label %66, !llvm.loop !23

91:                                               ; preds = %111, %61
  %92 = phi double [ poison, %61 ], [ %142, %111 ]
  %93 = phi i64 [ 0, %61 ], [ %136, %111 ]
  %94 = phi double [ 0.000000e+00, %61 ], [ %142, %111 ]
  %95 = icmp eq i64 %62, 0
  br i1 %95, label %109, label %96

96:                                               ; preds = %91, %96
  %97 = phi i64 [ %100, %96 ], [ %93, %91 ]
  %98 = phi double [ %106, %96 ], [ %94, %91 ]
  %99 = phi i64 [ %107, %96 ], [ 0, %91 ]
  %100 = add nuw nsw i64 %97, 1
  %101 = trunc nuw nsw i64 %100 to i32
  %102 = uitofp nneg i32 %101 to double
  %103 = getelementptr inbounds [8 x float], ptr %4, i64 0, i64 %97
  %104 = load float, ptr %103, align 4, !tbaa !16
  %105 = fpext float %104 to double
  %106 = tail call double @llvm.fmuladd.f64(double %102, double %105, double %98)
  %107 = add i64 %99, 1
  %108 = icmp eq i64 %107, %62
  br i1 %108, label %109, label %96, !llvm.loop !24

109:                                              ; preds = %91, %96, %2, %29, %60
  %110 = phi double [ 0.000000e+00, %60 ], [ 0.000000e+00, %29 ], [ 0.000000e+00, %2 ], [ %92, %91 ], [ %106, %96 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  ret double %110

111:                                              ; preds = %111, %64
  %112 = phi i64 [ 0, %64 ], [ %136, %111 ]
  %113 = phi double [ 0.000000e+00, %64 ], [ %142, %111 ]
  %114 = phi i64 [ 0, %64 ], [ %143, %111 ]
  %115 = or disjoint i64 %112, 1
  %116 = trunc nuw nsw i64 %115 to i32
  %117 = uitofp nneg i32 %116 to double
  %118 = getelementptr inbounds [8 x float], ptr %4, i64 0, i64 %112
  %119 = load float, ptr %118, align 16, !tbaa !16
  %120 = fpext float %119 to double
  %121 = tail call double @llvm.fmuladd.f64(double %117, double %120, double %113)
  %122 = or disjoint i64 %112, 2
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = uitofp nneg i32 %123 to double
  %125 = getelementptr inbounds [8 x float], ptr %4, i64 0, i64 %115
  %126 = load float, ptr %125, align 4, !tbaa !16
  %127 = fpext float %126 to double
  %128 = tail call double @llvm.fmuladd.f64(double %124, double %127, double %121)
  %129 = or disjoint i64 %112, 3
  %130 = trunc nuw nsw i64 %129 to i32
  %131 = uitofp nneg i32 %130 to double
  %132 = getelementptr inbounds [8 x float], ptr %4, i64 0, i64 %122
  %133 = load float, ptr %132, align 8, !tbaa !16
  %134 = fpext float %133 to double
  %135 = tail call double @llvm.fmuladd.f64(double %131, double %134, double %128)
  %136 = add nuw nsw i64 %112, 4
  %137 = trunc nuw nsw i64 %136 to i32
  %138 = uitofp nneg i32 %137 to double
  %139 = getelementptr inbounds [8 x float], ptr %4, i64 0, i64 %129
  %140 = load float, ptr %139, align 4, !tbaa !16
  %141 = fpext float %140 to double
  %142 = tail call double @llvm.fmuladd.f64(double %138, double %141, double %135)
  %143 = add i64 %114, 4
  %144 = icmp eq i64 %143, %65
  br i1 %144, label %91, label %111, !llvm.loop !25
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
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
  %13 = alloca [8 x double], align 16
  %14 = alloca [8 x double], align 16
  %15 = alloca [8 x double], align 16
  %16 = alloca [8 x double], align 16
  %17 = alloca [8 x double], align 16
  %18 = alloca [8 x double], align 16
  %19 = alloca [8 x double], align 16
  %20 = alloca [8 x double], align 16
  %21 = alloca [8 x double], align 16
  %22 = alloca [8 x double], align 16
  %23 = alloca [8 x double], align 16
  %24 = load i64, ptr @rng_state, align 8, !tbaa !26
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  store i64 %40, ptr @rng_state, align 8, !tbaa !26
  %41 = insertelement <2 x i64> poison, i64 %26, i64 0
  %42 = insertelement <2 x i64> %41, i64 %28, i64 1
  %43 = lshr <2 x i64> %42, <i64 10, i64 10>
  %44 = and <2 x i64> %43, <i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <2 x i64> %44 to <2 x double>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %47 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %46)
  %48 = fcmp olt <2 x double> %47, <double 5.000000e-02, double 5.000000e-02>
  %49 = select <2 x i1> %48, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %46
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> %49, <2 x double> <double -3.000000e-01, double -3.000000e-01>)
  %51 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %50)
  %52 = fcmp olt <2 x double> %51, <double 5.000000e-02, double 5.000000e-02>
  %53 = fadd <2 x double> %49, <double 1.000000e-01, double 1.000000e-01>
  %54 = select <2 x i1> %52, <2 x double> %53, <2 x double> %49
  %55 = insertelement <2 x i64> poison, i64 %30, i64 0
  %56 = insertelement <2 x i64> %55, i64 %32, i64 1
  %57 = lshr <2 x i64> %56, <i64 10, i64 10>
  %58 = and <2 x i64> %57, <i64 18014398509481982, i64 18014398509481982>
  %59 = uitofp nneg <2 x i64> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %61 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %60)
  %62 = fcmp olt <2 x double> %61, <double 5.000000e-02, double 5.000000e-02>
  %63 = select <2 x i1> %62, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %60
  %64 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %63, <2 x double> <double -3.000000e-01, double -3.000000e-01>)
  %65 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %64)
  %66 = fcmp olt <2 x double> %65, <double 5.000000e-02, double 5.000000e-02>
  %67 = fadd <2 x double> %63, <double 1.000000e-01, double 1.000000e-01>
  %68 = select <2 x i1> %66, <2 x double> %67, <2 x double> %63
  %69 = insertelement <2 x i64> poison, i64 %34, i64 0
  %70 = insertelement <2 x i64> %69, i64 %36, i64 1
  %71 = lshr <2 x i64> %70, <i64 10, i64 10>
  %72 = and <2 x i64> %71, <i64 18014398509481982, i64 18014398509481982>
  %73 = uitofp nneg <2 x i64> %72 to <2 x double>
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %75 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %74)
  %76 = fcmp olt <2 x double> %75, <double 5.000000e-02, double 5.000000e-02>
  %77 = select <2 x i1> %76, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %74
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %77, <2 x double> <double -3.000000e-01, double -3.000000e-01>)
  %79 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %78)
  %80 = fcmp olt <2 x double> %79, <double 5.000000e-02, double 5.000000e-02>
  %81 = fadd <2 x double> %77, <double 1.000000e-01, double 1.000000e-01>
  %82 = select <2 x i1> %80, <2 x double> %81, <2 x double> %77
  %83 = insertelement <2 x i64> poison, i64 %38, i64 0
  %84 = insertelement <2 x i64> %83, i64 %40, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %89 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %88)
  %90 = fcmp olt <2 x double> %89, <double 5.000000e-02, double 5.000000e-02>
  %91 = select <2 x i1> %90, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %88
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> %91, <2 x double> <double -3.000000e-01, double -3.000000e-01>)
  %93 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %92)
  %94 = fcmp olt <2 x double> %93, <double 5.000000e-02, double 5.000000e-02>
  %95 = fadd <2 x double> %91, <double 1.000000e-01, double 1.000000e-01>
  %96 = select <2 x i1> %94, <2 x double> %95, <2 x double> %91
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %14, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16) #11
  store <2 x double> %54, ptr %13, align 16
  %97 = getelementptr inbounds i8, ptr %13, i64 16
  store <2 x double> %68, ptr %97, align 16
  %98 = getelementptr inbounds i8, ptr %13, i64 32
  store <2 x double> %82, ptr %98, align 16
  %99 = getelementptr inbounds i8, ptr %13, i64 48
  store <2 x double> %96, ptr %99, align 16
  store <2 x double> %54, ptr %16, align 16
  %100 = getelementptr inbounds i8, ptr %16, i64 16
  store <2 x double> %68, ptr %100, align 16
  %101 = getelementptr inbounds i8, ptr %16, i64 32
  store <2 x double> %82, ptr %101, align 16
  %102 = getelementptr inbounds i8, ptr %16, i64 48
  store <2 x double> %96, ptr %102, align 16
  %103 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %104 = load i32, ptr @enzyme_const, align 4, !tbaa !28
  %105 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @l1, i32 noundef %103, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %104, i32 noundef 8) #11
  %106 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %106, ptr noundef nonnull readonly align 16 dereferenceable(64) %13, i64 64, i1 false)
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = getelementptr inbounds i8, ptr %106, i64 32
  %109 = getelementptr inbounds i8, ptr %106, i64 48
  br label %110

110:                                              ; preds = %206, %0
  %111 = phi i64 [ 0, %0 ], [ %207, %206 ]
  %112 = getelementptr inbounds double, ptr %14, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !12
  %114 = getelementptr inbounds double, ptr %106, i64 %111
  %115 = load double, ptr %114, align 8, !tbaa !12
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fcmp ogt double %116, 1.000000e+00
  %118 = select i1 %117, double %116, double 1.000000e+00
  %119 = fmul double %118, 0x3EB0C6F7A0B5ED8D
  %120 = fadd double %115, %119
  store double %120, ptr %114, align 8, !tbaa !12
  %121 = load <2 x i64>, ptr %106, align 1
  %122 = and <2 x i64> %121, <i64 9223372036854775807, i64 9223372036854775807>
  %123 = load <2 x i64>, ptr %107, align 1
  %124 = and <2 x i64> %123, <i64 9223372036854775807, i64 9223372036854775807>
  %125 = load <2 x i64>, ptr %108, align 1
  %126 = and <2 x i64> %125, <i64 9223372036854775807, i64 9223372036854775807>
  %127 = load <2 x i64>, ptr %109, align 1
  %128 = and <2 x i64> %127, <i64 9223372036854775807, i64 9223372036854775807>
  %129 = fsub double %115, %119
  store double %129, ptr %114, align 8, !tbaa !12
  %130 = load <2 x i64>, ptr %106, align 1
  %131 = and <2 x i64> %130, <i64 9223372036854775807, i64 9223372036854775807>
  %132 = load <2 x i64>, ptr %107, align 1
  %133 = and <2 x i64> %132, <i64 9223372036854775807, i64 9223372036854775807>
  %134 = load <2 x i64>, ptr %108, align 1
  %135 = and <2 x i64> %134, <i64 9223372036854775807, i64 9223372036854775807>
  %136 = load <2 x i64>, ptr %109, align 1
  %137 = and <2 x i64> %136, <i64 9223372036854775807, i64 9223372036854775807>
  %138 = shufflevector <2 x i64> %122, <2 x i64> %131, <2 x i32> <i32 0, i32 2>
  %139 = bitcast <2 x i64> %138 to <2 x double>
  %140 = shufflevector <2 x i64> %121, <2 x i64> %130, <2 x i32> <i32 1, i32 3>
  %141 = bitcast <2 x i64> %140 to <2 x double>
  %142 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %139, <2 x double> %141, <2 x double> zeroinitializer)
  %143 = shufflevector <2 x i64> %122, <2 x i64> %131, <2 x i32> <i32 1, i32 3>
  %144 = bitcast <2 x i64> %143 to <2 x double>
  %145 = shufflevector <2 x i64> %123, <2 x i64> %132, <2 x i32> <i32 0, i32 2>
  %146 = bitcast <2 x i64> %145 to <2 x double>
  %147 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> %146, <2 x double> %142)
  %148 = shufflevector <2 x i64> %124, <2 x i64> %133, <2 x i32> <i32 0, i32 2>
  %149 = bitcast <2 x i64> %148 to <2 x double>
  %150 = shufflevector <2 x i64> %123, <2 x i64> %132, <2 x i32> <i32 1, i32 3>
  %151 = bitcast <2 x i64> %150 to <2 x double>
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %151, <2 x double> %147)
  %153 = shufflevector <2 x i64> %124, <2 x i64> %133, <2 x i32> <i32 1, i32 3>
  %154 = bitcast <2 x i64> %153 to <2 x double>
  %155 = shufflevector <2 x i64> %125, <2 x i64> %134, <2 x i32> <i32 0, i32 2>
  %156 = bitcast <2 x i64> %155 to <2 x double>
  %157 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> %156, <2 x double> %152)
  %158 = shufflevector <2 x i64> %126, <2 x i64> %135, <2 x i32> <i32 0, i32 2>
  %159 = bitcast <2 x i64> %158 to <2 x double>
  %160 = shufflevector <2 x i64> %125, <2 x i64> %134, <2 x i32> <i32 1, i32 3>
  %161 = bitcast <2 x i64> %160 to <2 x double>
  %162 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %159, <2 x double> %161, <2 x double> %157)
  %163 = shufflevector <2 x i64> %126, <2 x i64> %135, <2 x i32> <i32 1, i32 3>
  %164 = bitcast <2 x i64> %163 to <2 x double>
  %165 = shufflevector <2 x i64> %127, <2 x i64> %136, <2 x i32> <i32 0, i32 2>
  %166 = bitcast <2 x i64> %165 to <2 x double>
  %167 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %164, <2 x double> %166, <2 x double> %162)
  %168 = shufflevector <2 x i64> %128, <2 x i64> %137, <2 x i32> <i32 0, i32 2>
  %169 = bitcast <2 x i64> %168 to <2 x double>
  %170 = shufflevector <2 x i64> %127, <2 x i64> %136, <2 x i32> <i32 1, i32 3>
  %171 = bitcast <2 x i64> %170 to <2 x double>
  %172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> %171, <2 x double> %167)
  %173 = shufflevector <2 x i64> %128, <2 x i64> %137, <2 x i32> <i32 1, i32 3>
  %174 = bitcast <2 x i64> %173 to <2 x double>
  %175 = shufflevector <2 x i64> %121, <2 x i64> %130, <2 x i32> <i32 0, i32 2>
  %176 = bitcast <2 x i64> %175 to <2 x double>
  %177 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> %176, <2 x double> %172)
  store double %115, ptr %114, align 8, !tbaa !12
  %178 = shufflevector <2 x double> %177, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %179 = fsub <2 x double> %177, %178
  %180 = extractelement <2 x double> %179, i64 0
  %181 = fsub double %120, %129
  %182 = fdiv double %180, %181
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ogt double %183, 1.000000e+00
  %185 = select i1 %184, double %183, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %113, ptr %12, align 8, !tbaa !12
  %186 = load volatile double, ptr %12, align 8, !tbaa !12
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ueq double %187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %188, label %201, label %189

189:                                              ; preds = %110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %182, ptr %11, align 8, !tbaa !12
  %190 = load volatile double, ptr %11, align 8, !tbaa !12
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %192, label %201, label %193

193:                                              ; preds = %189
  %194 = fsub double %113, %182
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fmul double %185, 0x3EB0C6F7A0B5ED8D
  %197 = fcmp ugt double %195, %196
  br i1 %197, label %201, label %198

198:                                              ; preds = %193
  %199 = trunc nuw nsw i64 %111 to i32
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef %199, double noundef %113, double noundef %182, ptr noundef nonnull @.str.8)
  br label %206

201:                                              ; preds = %193, %189, %110
  %202 = trunc nuw nsw i64 %111 to i32
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef %202, double noundef %113, double noundef %182, ptr noundef nonnull @.str.9)
  %204 = load i32, ptr @n_fail, align 4, !tbaa !28
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr @n_fail, align 4, !tbaa !28
  br label %206

206:                                              ; preds = %201, %198
  %207 = add nuw nsw i64 %111, 1
  %208 = icmp eq i64 %207, 8
  br i1 %208, label %209, label %110, !llvm.loop !30

209:                                              ; preds = %206
  call void @free(ptr noundef nonnull %106) #11
  br label %311

210:                                              ; preds = %409
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %18) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %18, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %19) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %20) #11
  store <2 x double> %54, ptr %17, align 16
  %211 = getelementptr inbounds i8, ptr %17, i64 16
  store <2 x double> %68, ptr %211, align 16
  %212 = getelementptr inbounds i8, ptr %17, i64 32
  store <2 x double> %82, ptr %212, align 16
  %213 = getelementptr inbounds i8, ptr %17, i64 48
  store <2 x double> %96, ptr %213, align 16
  store <2 x double> %54, ptr %20, align 16
  %214 = getelementptr inbounds i8, ptr %20, i64 16
  store <2 x double> %68, ptr %214, align 16
  %215 = getelementptr inbounds i8, ptr %20, i64 32
  store <2 x double> %82, ptr %215, align 16
  %216 = getelementptr inbounds i8, ptr %20, i64 48
  store <2 x double> %96, ptr %216, align 16
  %217 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %218 = load i32, ptr @enzyme_const, align 4, !tbaa !28
  %219 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @negs, i32 noundef %217, ptr noundef nonnull %17, ptr noundef nonnull %18, i32 noundef %218, i32 noundef 8) #11
  %220 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %220, ptr noundef nonnull readonly align 16 dereferenceable(64) %17, i64 64, i1 false)
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = getelementptr inbounds i8, ptr %220, i64 32
  %223 = getelementptr inbounds i8, ptr %220, i64 48
  br label %224

224:                                              ; preds = %307, %210
  %225 = phi i64 [ 0, %210 ], [ %308, %307 ]
  %226 = getelementptr inbounds double, ptr %18, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !12
  %228 = getelementptr inbounds double, ptr %220, i64 %225
  %229 = load double, ptr %228, align 8, !tbaa !12
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = fcmp ogt double %230, 1.000000e+00
  %232 = select i1 %231, double %230, double 1.000000e+00
  %233 = fmul double %232, 0x3EB0C6F7A0B5ED8D
  %234 = fadd double %229, %233
  store double %234, ptr %228, align 8, !tbaa !12
  %235 = load <2 x double>, ptr %220, align 1, !tbaa !5
  %236 = fmul <2 x double> %235, <double 1.500000e+00, double 1.500000e+00>
  %237 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %235)
  %238 = fmul <2 x double> %237, %236
  %239 = fadd <2 x double> %238, zeroinitializer
  %240 = load <2 x double>, ptr %221, align 1, !tbaa !5
  %241 = fmul <2 x double> %240, <double 1.500000e+00, double 1.500000e+00>
  %242 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %240)
  %243 = fmul <2 x double> %242, %241
  %244 = fadd <2 x double> %239, %243
  %245 = load <2 x double>, ptr %222, align 1, !tbaa !5
  %246 = fmul <2 x double> %245, <double 1.500000e+00, double 1.500000e+00>
  %247 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %245)
  %248 = fmul <2 x double> %247, %246
  %249 = fadd <2 x double> %244, %248
  %250 = load <2 x double>, ptr %223, align 1, !tbaa !5
  %251 = fmul <2 x double> %250, <double 1.500000e+00, double 1.500000e+00>
  %252 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %250)
  %253 = fmul <2 x double> %252, %251
  %254 = fadd <2 x double> %249, %253
  %255 = fsub double %229, %233
  store double %255, ptr %228, align 8, !tbaa !12
  %256 = load <2 x double>, ptr %220, align 1, !tbaa !5
  %257 = fmul <2 x double> %256, <double 1.500000e+00, double 1.500000e+00>
  %258 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %256)
  %259 = fmul <2 x double> %258, %257
  %260 = fadd <2 x double> %259, zeroinitializer
  %261 = load <2 x double>, ptr %221, align 1, !tbaa !5
  %262 = fmul <2 x double> %261, <double 1.500000e+00, double 1.500000e+00>
  %263 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %261)
  %264 = fmul <2 x double> %263, %262
  %265 = fadd <2 x double> %260, %264
  %266 = load <2 x double>, ptr %222, align 1, !tbaa !5
  %267 = fmul <2 x double> %266, <double 1.500000e+00, double 1.500000e+00>
  %268 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %266)
  %269 = fmul <2 x double> %268, %267
  %270 = fadd <2 x double> %265, %269
  %271 = load <2 x double>, ptr %223, align 1, !tbaa !5
  %272 = fmul <2 x double> %271, <double 1.500000e+00, double 1.500000e+00>
  %273 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %271)
  %274 = fmul <2 x double> %273, %272
  %275 = fadd <2 x double> %270, %274
  %276 = shufflevector <2 x double> %254, <2 x double> %275, <2 x i32> <i32 1, i32 3>
  %277 = shufflevector <2 x double> %254, <2 x double> %275, <2 x i32> <i32 0, i32 2>
  %278 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %276, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %277)
  store double %229, ptr %228, align 8, !tbaa !12
  %279 = shufflevector <2 x double> %278, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %280 = fsub <2 x double> %278, %279
  %281 = extractelement <2 x double> %280, i64 0
  %282 = fsub double %234, %255
  %283 = fdiv double %281, %282
  %284 = call double @llvm.fabs.f64(double %283)
  %285 = fcmp ogt double %284, 1.000000e+00
  %286 = select i1 %285, double %284, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %227, ptr %10, align 8, !tbaa !12
  %287 = load volatile double, ptr %10, align 8, !tbaa !12
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %289, label %302, label %290

290:                                              ; preds = %224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %283, ptr %9, align 8, !tbaa !12
  %291 = load volatile double, ptr %9, align 8, !tbaa !12
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fcmp ueq double %292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %293, label %302, label %294

294:                                              ; preds = %290
  %295 = fsub double %227, %283
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fmul double %286, 0x3EB0C6F7A0B5ED8D
  %298 = fcmp ugt double %296, %297
  br i1 %298, label %302, label %299

299:                                              ; preds = %294
  %300 = trunc nuw nsw i64 %225 to i32
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %300, double noundef %227, double noundef %283, ptr noundef nonnull @.str.8)
  br label %307

302:                                              ; preds = %294, %290, %224
  %303 = trunc nuw nsw i64 %225 to i32
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %303, double noundef %227, double noundef %283, ptr noundef nonnull @.str.9)
  %305 = load i32, ptr @n_fail, align 4, !tbaa !28
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr @n_fail, align 4, !tbaa !28
  br label %307

307:                                              ; preds = %302, %299
  %308 = add nuw nsw i64 %225, 1
  %309 = icmp eq i64 %308, 8
  br i1 %309, label %310, label %224, !llvm.loop !30

310:                                              ; preds = %307
  call void @free(ptr noundef nonnull %220) #11
  br label %419

311:                                              ; preds = %209, %409
  %312 = phi i64 [ 0, %209 ], [ %410, %409 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %15, i8 0, i64 64, i1 false)
  %313 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %312
  store double 1.000000e+00, ptr %313, align 8, !tbaa !12
  %314 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %315 = load i32, ptr @enzyme_const, align 4, !tbaa !28
  %316 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @l1, i32 noundef %314, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %315, i32 noundef 8) #11
  %317 = getelementptr inbounds double, ptr %16, i64 %312
  %318 = load double, ptr %317, align 8, !tbaa !12
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fcmp ogt double %319, 1.000000e+00
  %321 = select i1 %320, double %319, double 1.000000e+00
  %322 = fmul double %321, 0x3EB0C6F7A0B5ED8D
  %323 = fadd double %318, %322
  store double %323, ptr %317, align 8, !tbaa !12
  %324 = load <2 x i64>, ptr %16, align 16
  %325 = and <2 x i64> %324, <i64 9223372036854775807, i64 9223372036854775807>
  %326 = load <2 x i64>, ptr %100, align 16
  %327 = and <2 x i64> %326, <i64 9223372036854775807, i64 9223372036854775807>
  %328 = load <2 x i64>, ptr %101, align 16
  %329 = and <2 x i64> %328, <i64 9223372036854775807, i64 9223372036854775807>
  %330 = load <2 x i64>, ptr %102, align 16
  %331 = and <2 x i64> %330, <i64 9223372036854775807, i64 9223372036854775807>
  %332 = fsub double %318, %322
  store double %332, ptr %317, align 8, !tbaa !12
  %333 = load <2 x i64>, ptr %16, align 16
  %334 = and <2 x i64> %333, <i64 9223372036854775807, i64 9223372036854775807>
  %335 = load <2 x i64>, ptr %100, align 16
  %336 = and <2 x i64> %335, <i64 9223372036854775807, i64 9223372036854775807>
  %337 = load <2 x i64>, ptr %101, align 16
  %338 = and <2 x i64> %337, <i64 9223372036854775807, i64 9223372036854775807>
  %339 = load <2 x i64>, ptr %102, align 16
  %340 = and <2 x i64> %339, <i64 9223372036854775807, i64 9223372036854775807>
  %341 = shufflevector <2 x i64> %325, <2 x i64> %334, <2 x i32> <i32 0, i32 2>
  %342 = bitcast <2 x i64> %341 to <2 x double>
  %343 = shufflevector <2 x i64> %324, <2 x i64> %333, <2 x i32> <i32 1, i32 3>
  %344 = bitcast <2 x i64> %343 to <2 x double>
  %345 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %342, <2 x double> %344, <2 x double> zeroinitializer)
  %346 = shufflevector <2 x i64> %325, <2 x i64> %334, <2 x i32> <i32 1, i32 3>
  %347 = bitcast <2 x i64> %346 to <2 x double>
  %348 = shufflevector <2 x i64> %326, <2 x i64> %335, <2 x i32> <i32 0, i32 2>
  %349 = bitcast <2 x i64> %348 to <2 x double>
  %350 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %347, <2 x double> %349, <2 x double> %345)
  %351 = shufflevector <2 x i64> %327, <2 x i64> %336, <2 x i32> <i32 0, i32 2>
  %352 = bitcast <2 x i64> %351 to <2 x double>
  %353 = shufflevector <2 x i64> %326, <2 x i64> %335, <2 x i32> <i32 1, i32 3>
  %354 = bitcast <2 x i64> %353 to <2 x double>
  %355 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %352, <2 x double> %354, <2 x double> %350)
  %356 = shufflevector <2 x i64> %327, <2 x i64> %336, <2 x i32> <i32 1, i32 3>
  %357 = bitcast <2 x i64> %356 to <2 x double>
  %358 = shufflevector <2 x i64> %328, <2 x i64> %337, <2 x i32> <i32 0, i32 2>
  %359 = bitcast <2 x i64> %358 to <2 x double>
  %360 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %357, <2 x double> %359, <2 x double> %355)
  %361 = shufflevector <2 x i64> %329, <2 x i64> %338, <2 x i32> <i32 0, i32 2>
  %362 = bitcast <2 x i64> %361 to <2 x double>
  %363 = shufflevector <2 x i64> %328, <2 x i64> %337, <2 x i32> <i32 1, i32 3>
  %364 = bitcast <2 x i64> %363 to <2 x double>
  %365 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %362, <2 x double> %364, <2 x double> %360)
  %366 = shufflevector <2 x i64> %329, <2 x i64> %338, <2 x i32> <i32 1, i32 3>
  %367 = bitcast <2 x i64> %366 to <2 x double>
  %368 = shufflevector <2 x i64> %330, <2 x i64> %339, <2 x i32> <i32 0, i32 2>
  %369 = bitcast <2 x i64> %368 to <2 x double>
  %370 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %367, <2 x double> %369, <2 x double> %365)
  %371 = shufflevector <2 x i64> %331, <2 x i64> %340, <2 x i32> <i32 0, i32 2>
  %372 = bitcast <2 x i64> %371 to <2 x double>
  %373 = shufflevector <2 x i64> %330, <2 x i64> %339, <2 x i32> <i32 1, i32 3>
  %374 = bitcast <2 x i64> %373 to <2 x double>
  %375 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %372, <2 x double> %374, <2 x double> %370)
  %376 = shufflevector <2 x i64> %331, <2 x i64> %340, <2 x i32> <i32 1, i32 3>
  %377 = bitcast <2 x i64> %376 to <2 x double>
  %378 = shufflevector <2 x i64> %324, <2 x i64> %333, <2 x i32> <i32 0, i32 2>
  %379 = bitcast <2 x i64> %378 to <2 x double>
  %380 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %377, <2 x double> %379, <2 x double> %375)
  store double %318, ptr %317, align 8, !tbaa !12
  %381 = shufflevector <2 x double> %380, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %382 = fsub <2 x double> %380, %381
  %383 = extractelement <2 x double> %382, i64 0
  %384 = fsub double %323, %332
  %385 = fdiv double %383, %384
  %386 = call double @llvm.fabs.f64(double %385)
  %387 = fcmp ogt double %386, 1.000000e+00
  %388 = select i1 %387, double %386, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %316, ptr %8, align 8, !tbaa !12
  %389 = load volatile double, ptr %8, align 8, !tbaa !12
  %390 = call double @llvm.fabs.f64(double %389)
  %391 = fcmp ueq double %390, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %391, label %404, label %392

392:                                              ; preds = %311
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %385, ptr %7, align 8, !tbaa !12
  %393 = load volatile double, ptr %7, align 8, !tbaa !12
  %394 = call double @llvm.fabs.f64(double %393)
  %395 = fcmp ueq double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %395, label %404, label %396

396:                                              ; preds = %392
  %397 = fsub double %316, %385
  %398 = call double @llvm.fabs.f64(double %397)
  %399 = fmul double %388, 0x3EB0C6F7A0B5ED8D
  %400 = fcmp ugt double %398, %399
  br i1 %400, label %404, label %401

401:                                              ; preds = %396
  %402 = trunc nuw nsw i64 %312 to i32
  %403 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %402, double noundef %316, double noundef %385, ptr noundef nonnull @.str.8)
  br label %409

404:                                              ; preds = %396, %392, %311
  %405 = trunc nuw nsw i64 %312 to i32
  %406 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %405, double noundef %316, double noundef %385, ptr noundef nonnull @.str.9)
  %407 = load i32, ptr @n_fail, align 4, !tbaa !28
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr @n_fail, align 4, !tbaa !28
  br label %409

409:                                              ; preds = %401, %404
  %410 = add nuw nsw i64 %312, 1
  %411 = icmp eq i64 %410, 8
  br i1 %411, label %210, label %311, !llvm.loop !31

412:                                              ; preds = %504
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %18) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %21) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %22) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %22, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %23) #11
  store <2 x double> %54, ptr %21, align 16
  %413 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x double> %68, ptr %413, align 16
  %414 = getelementptr inbounds i8, ptr %21, i64 32
  store <2 x double> %82, ptr %414, align 16
  %415 = getelementptr inbounds i8, ptr %21, i64 48
  store <2 x double> %96, ptr %415, align 16
  %416 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %417 = load i32, ptr @enzyme_const, align 4, !tbaa !28
  %418 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @l1f, i32 noundef %416, ptr noundef nonnull %21, ptr noundef nonnull %22, i32 noundef %417, i32 noundef 8) #11
  br label %513

419:                                              ; preds = %310, %504
  %420 = phi i64 [ 0, %310 ], [ %505, %504 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %19, i8 0, i64 64, i1 false)
  %421 = getelementptr inbounds [8 x double], ptr %19, i64 0, i64 %420
  store double 1.000000e+00, ptr %421, align 8, !tbaa !12
  %422 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %423 = load i32, ptr @enzyme_const, align 4, !tbaa !28
  %424 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @negs, i32 noundef %422, ptr noundef nonnull %17, ptr noundef nonnull %19, i32 noundef %423, i32 noundef 8) #11
  %425 = getelementptr inbounds double, ptr %20, i64 %420
  %426 = load double, ptr %425, align 8, !tbaa !12
  %427 = call double @llvm.fabs.f64(double %426)
  %428 = fcmp ogt double %427, 1.000000e+00
  %429 = select i1 %428, double %427, double 1.000000e+00
  %430 = fmul double %429, 0x3EB0C6F7A0B5ED8D
  %431 = fadd double %426, %430
  store double %431, ptr %425, align 8, !tbaa !12
  %432 = load <2 x double>, ptr %20, align 16, !tbaa !5
  %433 = fmul <2 x double> %432, <double 1.500000e+00, double 1.500000e+00>
  %434 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %432)
  %435 = fmul <2 x double> %434, %433
  %436 = fadd <2 x double> %435, zeroinitializer
  %437 = load <2 x double>, ptr %214, align 16, !tbaa !5
  %438 = fmul <2 x double> %437, <double 1.500000e+00, double 1.500000e+00>
  %439 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %437)
  %440 = fmul <2 x double> %439, %438
  %441 = fadd <2 x double> %436, %440
  %442 = load <2 x double>, ptr %215, align 16, !tbaa !5
  %443 = fmul <2 x double> %442, <double 1.500000e+00, double 1.500000e+00>
  %444 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %442)
  %445 = fmul <2 x double> %444, %443
  %446 = fadd <2 x double> %441, %445
  %447 = load <2 x double>, ptr %216, align 16, !tbaa !5
  %448 = fmul <2 x double> %447, <double 1.500000e+00, double 1.500000e+00>
  %449 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %447)
  %450 = fmul <2 x double> %449, %448
  %451 = fadd <2 x double> %446, %450
  %452 = fsub double %426, %430
  store double %452, ptr %425, align 8, !tbaa !12
  %453 = load <2 x double>, ptr %20, align 16, !tbaa !5
  %454 = fmul <2 x double> %453, <double 1.500000e+00, double 1.500000e+00>
  %455 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %453)
  %456 = fmul <2 x double> %455, %454
  %457 = fadd <2 x double> %456, zeroinitializer
  %458 = load <2 x double>, ptr %214, align 16, !tbaa !5
  %459 = fmul <2 x double> %458, <double 1.500000e+00, double 1.500000e+00>
  %460 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %458)
  %461 = fmul <2 x double> %460, %459
  %462 = fadd <2 x double> %457, %461
  %463 = load <2 x double>, ptr %215, align 16, !tbaa !5
  %464 = fmul <2 x double> %463, <double 1.500000e+00, double 1.500000e+00>
  %465 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %463)
  %466 = fmul <2 x double> %465, %464
  %467 = fadd <2 x double> %462, %466
  %468 = load <2 x double>, ptr %216, align 16, !tbaa !5
  %469 = fmul <2 x double> %468, <double 1.500000e+00, double 1.500000e+00>
  %470 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %468)
  %471 = fmul <2 x double> %470, %469
  %472 = fadd <2 x double> %467, %471
  %473 = shufflevector <2 x double> %451, <2 x double> %472, <2 x i32> <i32 1, i32 3>
  %474 = shufflevector <2 x double> %451, <2 x double> %472, <2 x i32> <i32 0, i32 2>
  %475 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %473, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %474)
  store double %426, ptr %425, align 8, !tbaa !12
  %476 = shufflevector <2 x double> %475, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %477 = fsub <2 x double> %475, %476
  %478 = extractelement <2 x double> %477, i64 0
  %479 = fsub double %431, %452
  %480 = fdiv double %478, %479
  %481 = call double @llvm.fabs.f64(double %480)
  %482 = fcmp ogt double %481, 1.000000e+00
  %483 = select i1 %482, double %481, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %424, ptr %6, align 8, !tbaa !12
  %484 = load volatile double, ptr %6, align 8, !tbaa !12
  %485 = call double @llvm.fabs.f64(double %484)
  %486 = fcmp ueq double %485, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %486, label %499, label %487

487:                                              ; preds = %419
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %480, ptr %5, align 8, !tbaa !12
  %488 = load volatile double, ptr %5, align 8, !tbaa !12
  %489 = call double @llvm.fabs.f64(double %488)
  %490 = fcmp ueq double %489, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %490, label %499, label %491

491:                                              ; preds = %487
  %492 = fsub double %424, %480
  %493 = call double @llvm.fabs.f64(double %492)
  %494 = fmul double %483, 0x3EB0C6F7A0B5ED8D
  %495 = fcmp ugt double %493, %494
  br i1 %495, label %499, label %496

496:                                              ; preds = %491
  %497 = trunc nuw nsw i64 %420 to i32
  %498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %497, double noundef %424, double noundef %480, ptr noundef nonnull @.str.8)
  br label %504

499:                                              ; preds = %491, %487, %419
  %500 = trunc nuw nsw i64 %420 to i32
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %500, double noundef %424, double noundef %480, ptr noundef nonnull @.str.9)
  %502 = load i32, ptr @n_fail, align 4, !tbaa !28
  %503 = add nsw i32 %502, 1
  store i32 %503, ptr @n_fail, align 4, !tbaa !28
  br label %504

504:                                              ; preds = %496, %499
  %505 = add nuw nsw i64 %420, 1
  %506 = icmp eq i64 %505, 8
  br i1 %506, label %412, label %419, !llvm.loop !32

507:                                              ; preds = %577
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %23) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %22) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %21) #11
  %508 = load i32, ptr @n_fail, align 4, !tbaa !28
  %509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %508)
  %510 = load i32, ptr @n_fail, align 4, !tbaa !28
  %511 = icmp ne i32 %510, 0
  %512 = zext i1 %511 to i32
  ret i32 %512

513:                                              ; preds = %412, %577
  %514 = phi i64 [ 0, %412 ], [ %515, %577 ]
  %515 = add nuw nsw i64 %514, 1
  %516 = trunc nuw nsw i64 %515 to i32
  %517 = uitofp nneg i32 %516 to double
  %518 = getelementptr inbounds [8 x double], ptr %21, i64 0, i64 %514
  %519 = load double, ptr %518, align 8, !tbaa !12
  %520 = call double @llvm.fmuladd.f64(double %519, double %519, double -3.000000e-01)
  %521 = fptrunc double %520 to float
  %522 = fcmp olt float %521, 0.000000e+00
  %523 = fneg double %517
  %524 = select i1 %522, double %523, double %517
  %525 = fmul double %524, 2.000000e+00
  %526 = fmul double %519, %525
  %527 = getelementptr inbounds [8 x double], ptr %22, i64 0, i64 %514
  %528 = load double, ptr %527, align 8, !tbaa !12
  %529 = call double @llvm.fabs.f64(double %526)
  %530 = fcmp ogt double %529, 1.000000e+00
  %531 = select i1 %530, double %529, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %528, ptr %4, align 8, !tbaa !12
  %532 = load volatile double, ptr %4, align 8, !tbaa !12
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ueq double %533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %534, label %547, label %535

535:                                              ; preds = %513
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %526, ptr %3, align 8, !tbaa !12
  %536 = load volatile double, ptr %3, align 8, !tbaa !12
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp ueq double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %538, label %547, label %539

539:                                              ; preds = %535
  %540 = fsub double %528, %526
  %541 = call double @llvm.fabs.f64(double %540)
  %542 = fmul double %531, 0x3EB0C6F7A0B5ED8D
  %543 = fcmp ugt double %541, %542
  br i1 %543, label %547, label %544

544:                                              ; preds = %539
  %545 = trunc nuw nsw i64 %514 to i32
  %546 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %545, double noundef %528, double noundef %526, ptr noundef nonnull @.str.8)
  br label %552

547:                                              ; preds = %539, %535, %513
  %548 = trunc nuw nsw i64 %514 to i32
  %549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %548, double noundef %528, double noundef %526, ptr noundef nonnull @.str.9)
  %550 = load i32, ptr @n_fail, align 4, !tbaa !28
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr @n_fail, align 4, !tbaa !28
  br label %552

552:                                              ; preds = %544, %547
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %23, i8 0, i64 64, i1 false)
  %553 = getelementptr inbounds [8 x double], ptr %23, i64 0, i64 %514
  store double 1.000000e+00, ptr %553, align 8, !tbaa !12
  %554 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %555 = load i32, ptr @enzyme_const, align 4, !tbaa !28
  %556 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @l1f, i32 noundef %554, ptr noundef nonnull %21, ptr noundef nonnull %23, i32 noundef %555, i32 noundef 8) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %556, ptr %2, align 8, !tbaa !12
  %557 = load volatile double, ptr %2, align 8, !tbaa !12
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fcmp ueq double %558, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %559, label %572, label %560

560:                                              ; preds = %552
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %526, ptr %1, align 8, !tbaa !12
  %561 = load volatile double, ptr %1, align 8, !tbaa !12
  %562 = call double @llvm.fabs.f64(double %561)
  %563 = fcmp ueq double %562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %563, label %572, label %564

564:                                              ; preds = %560
  %565 = fsub double %556, %526
  %566 = call double @llvm.fabs.f64(double %565)
  %567 = fmul double %531, 0x3EB0C6F7A0B5ED8D
  %568 = fcmp ugt double %566, %567
  br i1 %568, label %572, label %569

569:                                              ; preds = %564
  %570 = trunc nuw nsw i64 %514 to i32
  %571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %570, double noundef %556, double noundef %526, ptr noundef nonnull @.str.8)
  br label %577

572:                                              ; preds = %564, %560, %552
  %573 = trunc nuw nsw i64 %514 to i32
  %574 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %573, double noundef %556, double noundef %526, ptr noundef nonnull @.str.9)
  %575 = load i32, ptr @n_fail, align 4, !tbaa !28
  %576 = add nsw i32 %575, 1
  store i32 %576, ptr @n_fail, align 4, !tbaa !28
  br label %577

577:                                              ; preds = %569, %572
  %578 = icmp eq i64 %515, 8
  br i1 %578, label %507, label %513, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = distinct !{!18, !11, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !11, !20, !19}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !11}
!26 = !{!27, !27, i64 0}
!27 = !{!"long long", !6, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !6, i64 0}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
