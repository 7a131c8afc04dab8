; ModuleID = 'refblas.c'
source_filename = "refblas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @cblas_ddot(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp slt i32 %2, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %5
  %8 = sub nsw i32 1, %0
  %9 = sext i32 %8 to i64
  %10 = sext i32 %2 to i64
  %11 = mul nsw i64 %10, %9
  br label %12

12:                                               ; preds = %5, %7
  %13 = phi i64 [ %11, %7 ], [ 0, %5 ]
  %14 = icmp slt i32 %4, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = sub nsw i32 1, %0
  %17 = sext i32 %16 to i64
  %18 = sext i32 %4 to i64
  %19 = mul nsw i64 %18, %17
  br label %20

20:                                               ; preds = %12, %15
  %21 = phi i64 [ %19, %15 ], [ 0, %12 ]
  %22 = icmp sgt i32 %0, 0
  br i1 %22, label %23, label %42

23:                                               ; preds = %20
  %24 = sext i32 %2 to i64
  %25 = sext i32 %4 to i64
  %26 = and i32 %0, 1
  %27 = icmp eq i32 %0, 1
  br i1 %27, label %30, label %28

28:                                               ; preds = %23
  %29 = and i32 %0, 2147483646
  br label %44

30:                                               ; preds = %44, %23
  %31 = phi double [ poison, %23 ], [ %60, %44 ]
  %32 = phi i64 [ %21, %23 ], [ %62, %44 ]
  %33 = phi i64 [ %13, %23 ], [ %61, %44 ]
  %34 = phi double [ 0.000000e+00, %23 ], [ %60, %44 ]
  %35 = icmp eq i32 %26, 0
  br i1 %35, label %42, label %36

36:                                               ; preds = %30
  %37 = getelementptr inbounds double, ptr %1, i64 %33
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = getelementptr inbounds double, ptr %3, i64 %32
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %34)
  br label %42

42:                                               ; preds = %36, %30, %20
  %43 = phi double [ 0.000000e+00, %20 ], [ %31, %30 ], [ %41, %36 ]
  ret double %43

44:                                               ; preds = %44, %28
  %45 = phi i64 [ %21, %28 ], [ %62, %44 ]
  %46 = phi i64 [ %13, %28 ], [ %61, %44 ]
  %47 = phi double [ 0.000000e+00, %28 ], [ %60, %44 ]
  %48 = phi i32 [ 0, %28 ], [ %63, %44 ]
  %49 = getelementptr inbounds double, ptr %1, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = getelementptr inbounds double, ptr %3, i64 %45
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = tail call double @llvm.fmuladd.f64(double %50, double %52, double %47)
  %54 = add nsw i64 %46, %24
  %55 = add nsw i64 %45, %25
  %56 = getelementptr inbounds double, ptr %1, i64 %54
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = getelementptr inbounds double, ptr %3, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %53)
  %61 = add nsw i64 %54, %24
  %62 = add nsw i64 %55, %25
  %63 = add i32 %48, 2
  %64 = icmp eq i32 %63, %29
  br i1 %64, label %30, label %44, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @cblas_dnrm2(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp slt i32 %2, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = sub nsw i32 1, %0
  %7 = sext i32 %6 to i64
  %8 = sext i32 %2 to i64
  %9 = mul nsw i64 %8, %7
  br label %10

10:                                               ; preds = %3, %5
  %11 = phi i64 [ %9, %5 ], [ 0, %3 ]
  %12 = icmp sgt i32 %0, 0
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = sext i32 %2 to i64
  %15 = and i32 %0, 3
  %16 = icmp ult i32 %0, 4
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = and i32 %0, 2147483644
  br label %37

19:                                               ; preds = %37, %13
  %20 = phi double [ poison, %13 ], [ %55, %37 ]
  %21 = phi i64 [ %11, %13 ], [ %56, %37 ]
  %22 = phi double [ 0.000000e+00, %13 ], [ %55, %37 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %34, label %24

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %31, %24 ], [ %21, %19 ]
  %26 = phi double [ %30, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %32, %24 ], [ 0, %19 ]
  %28 = getelementptr inbounds double, ptr %1, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %26)
  %31 = add nsw i64 %25, %14
  %32 = add i32 %27, 1
  %33 = icmp eq i32 %32, %15
  br i1 %33, label %34, label %24, !llvm.loop !11

34:                                               ; preds = %19, %24, %10
  %35 = phi double [ 0.000000e+00, %10 ], [ %20, %19 ], [ %30, %24 ]
  %36 = tail call double @sqrt(double noundef %35) #8
  ret double %36

37:                                               ; preds = %37, %17
  %38 = phi i64 [ %11, %17 ], [ %56, %37 ]
  %39 = phi double [ 0.000000e+00, %17 ], [ %55, %37 ]
  %40 = phi i32 [ 0, %17 ], [ %57, %37 ]
  %41 = getelementptr inbounds double, ptr %1, i64 %38
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %42, double %39)
  %44 = add nsw i64 %38, %14
  %45 = getelementptr inbounds double, ptr %1, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %46, double %43)
  %48 = add nsw i64 %44, %14
  %49 = getelementptr inbounds double, ptr %1, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %50, double %47)
  %52 = add nsw i64 %48, %14
  %53 = getelementptr inbounds double, ptr %1, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = tail call double @llvm.fmuladd.f64(double %54, double %54, double %51)
  %56 = add nsw i64 %52, %14
  %57 = add i32 %40, 4
  %58 = icmp eq i32 %57, %18
  br i1 %58, label %19, label %37, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cblas_daxpy(i32 noundef %0, double noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #4 {
  %7 = icmp slt i32 %3, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %6
  %9 = sub nsw i32 1, %0
  %10 = sext i32 %9 to i64
  %11 = sext i32 %3 to i64
  %12 = mul nsw i64 %11, %10
  br label %13

13:                                               ; preds = %6, %8
  %14 = phi i64 [ %12, %8 ], [ 0, %6 ]
  %15 = icmp slt i32 %5, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = sub nsw i32 1, %0
  %18 = sext i32 %17 to i64
  %19 = sext i32 %5 to i64
  %20 = mul nsw i64 %19, %18
  br label %21

21:                                               ; preds = %13, %16
  %22 = phi i64 [ %20, %16 ], [ 0, %13 ]
  %23 = icmp sgt i32 %0, 0
  br i1 %23, label %24, label %101

24:                                               ; preds = %21
  %25 = sext i32 %3 to i64
  %26 = sext i32 %5 to i64
  %27 = zext nneg i32 %0 to i64
  %28 = icmp ult i32 %0, 14
  br i1 %28, label %29, label %51

29:                                               ; preds = %99, %55, %51, %24
  %30 = phi i32 [ 0, %55 ], [ 0, %51 ], [ 0, %24 ], [ %74, %99 ]
  %31 = phi i64 [ %22, %55 ], [ %22, %51 ], [ %22, %24 ], [ %76, %99 ]
  %32 = phi i64 [ %14, %55 ], [ %14, %51 ], [ %14, %24 ], [ %78, %99 ]
  %33 = sub i32 %0, %30
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %45, label %36

36:                                               ; preds = %29
  %37 = getelementptr inbounds double, ptr %2, i64 %32
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = getelementptr inbounds double, ptr %4, i64 %31
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %1, double %38, double %40)
  store double %41, ptr %39, align 8, !tbaa !5
  %42 = add nuw nsw i32 %30, 1
  %43 = add nsw i64 %32, %25
  %44 = add nsw i64 %31, %26
  br label %45

45:                                               ; preds = %36, %29
  %46 = phi i32 [ %30, %29 ], [ %42, %36 ]
  %47 = phi i64 [ %31, %29 ], [ %44, %36 ]
  %48 = phi i64 [ %32, %29 ], [ %43, %36 ]
  %49 = add nsw i32 %0, -1
  %50 = icmp eq i32 %30, %49
  br i1 %50, label %101, label %102

51:                                               ; preds = %24
  %52 = icmp ne i32 %5, 1
  %53 = icmp ne i32 %3, 1
  %54 = or i1 %52, %53
  br i1 %54, label %29, label %55

55:                                               ; preds = %51
  %56 = shl i64 %22, 3
  %57 = getelementptr i8, ptr %4, i64 %56
  %58 = add nsw i32 %0, -1
  %59 = zext i32 %58 to i64
  %60 = shl nuw nsw i64 %59, 3
  %61 = getelementptr i8, ptr %4, i64 %56
  %62 = getelementptr i8, ptr %61, i64 %60
  %63 = getelementptr i8, ptr %62, i64 8
  %64 = shl i64 %14, 3
  %65 = getelementptr i8, ptr %2, i64 %64
  %66 = getelementptr i8, ptr %2, i64 %64
  %67 = getelementptr i8, ptr %66, i64 %60
  %68 = getelementptr i8, ptr %67, i64 8
  %69 = icmp ult ptr %57, %68
  %70 = icmp ult ptr %65, %63
  %71 = and i1 %69, %70
  br i1 %71, label %29, label %72

72:                                               ; preds = %55
  %73 = and i64 %27, 2147483644
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = mul nuw nsw i64 %73, %26
  %76 = add i64 %22, %75
  %77 = mul nuw nsw i64 %73, %25
  %78 = add i64 %14, %77
  %79 = insertelement <2 x double> poison, double %1, i64 0
  %80 = shufflevector <2 x double> %79, <2 x double> poison, <2 x i32> zeroinitializer
  %81 = getelementptr double, ptr %2, i64 %14
  %82 = getelementptr double, ptr %4, i64 %22
  br label %83

83:                                               ; preds = %83, %72
  %84 = phi i64 [ 0, %72 ], [ %97, %83 ]
  %85 = mul nuw i64 %84, %26
  %86 = mul nuw i64 %84, %25
  %87 = getelementptr double, ptr %81, i64 %86
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load <2 x double>, ptr %87, align 8, !tbaa !5, !alias.scope !14
  %90 = load <2 x double>, ptr %88, align 8, !tbaa !5, !alias.scope !14
  %91 = getelementptr double, ptr %82, i64 %85
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load <2 x double>, ptr %91, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %94 = load <2 x double>, ptr %92, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %95 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> %89, <2 x double> %93)
  %96 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> %90, <2 x double> %94)
  store <2 x double> %95, ptr %91, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  store <2 x double> %96, ptr %92, align 8, !tbaa !5, !alias.scope !17, !noalias !14
  %97 = add nuw i64 %84, 4
  %98 = icmp eq i64 %97, %73
  br i1 %98, label %99, label %83, !llvm.loop !19

99:                                               ; preds = %83
  %100 = icmp eq i64 %73, %27
  br i1 %100, label %101, label %29

101:                                              ; preds = %45, %102, %99, %21
  ret void

102:                                              ; preds = %45, %102
  %103 = phi i32 [ %118, %102 ], [ %46, %45 ]
  %104 = phi i64 [ %120, %102 ], [ %47, %45 ]
  %105 = phi i64 [ %119, %102 ], [ %48, %45 ]
  %106 = getelementptr inbounds double, ptr %2, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = getelementptr inbounds double, ptr %4, i64 %104
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = tail call double @llvm.fmuladd.f64(double %1, double %107, double %109)
  store double %110, ptr %108, align 8, !tbaa !5
  %111 = add nsw i64 %105, %25
  %112 = add nsw i64 %104, %26
  %113 = getelementptr inbounds double, ptr %2, i64 %111
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = getelementptr inbounds double, ptr %4, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !5
  %117 = tail call double @llvm.fmuladd.f64(double %1, double %114, double %116)
  store double %117, ptr %115, align 8, !tbaa !5
  %118 = add nuw nsw i32 %103, 2
  %119 = add nsw i64 %111, %25
  %120 = add nsw i64 %112, %26
  %121 = icmp eq i32 %118, %0
  br i1 %121, label %101, label %102, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cblas_dscal(i32 noundef %0, double noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = icmp slt i32 %3, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %4
  %7 = sub nsw i32 1, %0
  %8 = sext i32 %7 to i64
  %9 = sext i32 %3 to i64
  %10 = mul nsw i64 %9, %8
  br label %11

11:                                               ; preds = %4, %6
  %12 = phi i64 [ %10, %6 ], [ 0, %4 ]
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %63

14:                                               ; preds = %11
  %15 = sext i32 %3 to i64
  %16 = zext nneg i32 %0 to i64
  %17 = icmp ugt i32 %0, 3
  %18 = icmp eq i32 %3, 1
  %19 = and i1 %17, %18
  br i1 %19, label %42, label %20

20:                                               ; preds = %61, %14
  %21 = phi i32 [ 0, %14 ], [ %44, %61 ]
  %22 = phi i64 [ %12, %14 ], [ %46, %61 ]
  %23 = sub i32 %0, %21
  %24 = and i32 %23, 3
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %20, %26
  %27 = phi i32 [ %33, %26 ], [ %21, %20 ]
  %28 = phi i64 [ %34, %26 ], [ %22, %20 ]
  %29 = phi i32 [ %35, %26 ], [ 0, %20 ]
  %30 = getelementptr inbounds double, ptr %2, i64 %28
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = fmul double %31, %1
  store double %32, ptr %30, align 8, !tbaa !5
  %33 = add nuw nsw i32 %27, 1
  %34 = add nsw i64 %28, %15
  %35 = add i32 %29, 1
  %36 = icmp eq i32 %35, %24
  br i1 %36, label %37, label %26, !llvm.loop !23

37:                                               ; preds = %26, %20
  %38 = phi i32 [ %21, %20 ], [ %33, %26 ]
  %39 = phi i64 [ %22, %20 ], [ %34, %26 ]
  %40 = sub i32 %21, %0
  %41 = icmp ugt i32 %40, -4
  br i1 %41, label %63, label %64

42:                                               ; preds = %14
  %43 = and i64 %16, 2147483644
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = mul nuw nsw i64 %43, %15
  %46 = add i64 %12, %45
  %47 = insertelement <2 x double> poison, double %1, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  %49 = getelementptr double, ptr %2, i64 %12
  br label %50

50:                                               ; preds = %50, %42
  %51 = phi i64 [ 0, %42 ], [ %59, %50 ]
  %52 = mul nuw i64 %51, %15
  %53 = getelementptr double, ptr %49, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load <2 x double>, ptr %53, align 8, !tbaa !5
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !5
  %57 = fmul <2 x double> %55, %48
  %58 = fmul <2 x double> %56, %48
  store <2 x double> %57, ptr %53, align 8, !tbaa !5
  store <2 x double> %58, ptr %54, align 8, !tbaa !5
  %59 = add nuw i64 %51, 4
  %60 = icmp eq i64 %59, %43
  br i1 %60, label %61, label %50, !llvm.loop !24

61:                                               ; preds = %50
  %62 = icmp eq i64 %43, %16
  br i1 %62, label %63, label %20

63:                                               ; preds = %37, %64, %61, %11
  ret void

64:                                               ; preds = %37, %64
  %65 = phi i32 [ %82, %64 ], [ %38, %37 ]
  %66 = phi i64 [ %83, %64 ], [ %39, %37 ]
  %67 = getelementptr inbounds double, ptr %2, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = fmul double %68, %1
  store double %69, ptr %67, align 8, !tbaa !5
  %70 = add nsw i64 %66, %15
  %71 = getelementptr inbounds double, ptr %2, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !5
  %73 = fmul double %72, %1
  store double %73, ptr %71, align 8, !tbaa !5
  %74 = add nsw i64 %70, %15
  %75 = getelementptr inbounds double, ptr %2, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fmul double %76, %1
  store double %77, ptr %75, align 8, !tbaa !5
  %78 = add nsw i64 %74, %15
  %79 = getelementptr inbounds double, ptr %2, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = fmul double %80, %1
  store double %81, ptr %79, align 8, !tbaa !5
  %82 = add nuw nsw i32 %65, 4
  %83 = add nsw i64 %78, %15
  %84 = icmp eq i32 %82, %0
  br i1 %84, label %63, label %64, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @cblas_dgemv(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, double noundef %4, ptr nocapture noundef readonly %5, i32 noundef %6, ptr nocapture noundef readonly %7, i32 noundef %8, double noundef %9, ptr nocapture noundef %10, i32 noundef %11) local_unnamed_addr #5 {
  %13 = icmp eq i32 %0, 101
  %14 = icmp eq i32 %1, 111
  %15 = select i1 %14, i32 %2, i32 %3
  %16 = select i1 %14, i32 %3, i32 %2
  %17 = icmp slt i32 %11, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %12
  %19 = sub nsw i32 1, %15
  %20 = sext i32 %19 to i64
  %21 = sext i32 %11 to i64
  %22 = mul nsw i64 %21, %20
  br label %23

23:                                               ; preds = %12, %18
  %24 = phi i64 [ %22, %18 ], [ 0, %12 ]
  %25 = icmp sgt i32 %15, 0
  br i1 %25, label %26, label %39

26:                                               ; preds = %23
  %27 = icmp slt i32 %8, 0
  %28 = sub nsw i32 1, %16
  %29 = sext i32 %28 to i64
  %30 = sext i32 %8 to i64
  %31 = mul nsw i64 %30, %29
  %32 = icmp sgt i32 %16, 0
  %33 = sext i32 %6 to i64
  %34 = fcmp oeq double %9, 0.000000e+00
  %35 = sext i32 %11 to i64
  %36 = zext nneg i32 %15 to i64
  %37 = select i1 %27, i64 %31, i64 0
  %38 = zext nneg i32 %16 to i64
  br label %40

39:                                               ; preds = %78, %23
  ret void

40:                                               ; preds = %26, %78
  %41 = phi i64 [ 0, %26 ], [ %82, %78 ]
  %42 = phi i64 [ %24, %26 ], [ %83, %78 ]
  br i1 %32, label %43, label %47

43:                                               ; preds = %40
  %44 = mul nsw i64 %41, %33
  %45 = getelementptr double, ptr %5, i64 %44
  %46 = getelementptr double, ptr %5, i64 %41
  br label %49

47:                                               ; preds = %65, %40
  %48 = phi double [ 0.000000e+00, %40 ], [ %70, %65 ]
  br i1 %34, label %78, label %74

49:                                               ; preds = %43, %65
  %50 = phi i64 [ 0, %43 ], [ %71, %65 ]
  %51 = phi i64 [ %37, %43 ], [ %72, %65 ]
  %52 = phi double [ 0.000000e+00, %43 ], [ %70, %65 ]
  br i1 %14, label %59, label %53

53:                                               ; preds = %49
  br i1 %13, label %54, label %57

54:                                               ; preds = %53
  %55 = mul nsw i64 %50, %33
  %56 = getelementptr double, ptr %46, i64 %55
  br label %65

57:                                               ; preds = %53
  %58 = getelementptr double, ptr %45, i64 %50
  br label %65

59:                                               ; preds = %49
  br i1 %13, label %60, label %62

60:                                               ; preds = %59
  %61 = getelementptr double, ptr %45, i64 %50
  br label %65

62:                                               ; preds = %59
  %63 = mul nsw i64 %50, %33
  %64 = getelementptr double, ptr %46, i64 %63
  br label %65

65:                                               ; preds = %60, %62, %54, %57
  %66 = phi ptr [ %56, %54 ], [ %58, %57 ], [ %61, %60 ], [ %64, %62 ]
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = getelementptr inbounds double, ptr %7, i64 %51
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %67, double %69, double %52)
  %71 = add nuw nsw i64 %50, 1
  %72 = add nsw i64 %51, %30
  %73 = icmp eq i64 %71, %38
  br i1 %73, label %47, label %49, !llvm.loop !26

74:                                               ; preds = %47
  %75 = getelementptr inbounds double, ptr %10, i64 %42
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fmul double %76, %9
  br label %78

78:                                               ; preds = %47, %74
  %79 = phi double [ %77, %74 ], [ 0.000000e+00, %47 ]
  %80 = tail call double @llvm.fmuladd.f64(double %4, double %48, double %79)
  %81 = getelementptr inbounds double, ptr %10, i64 %42
  store double %80, ptr %81, align 8, !tbaa !5
  %82 = add nuw nsw i64 %41, 1
  %83 = add nsw i64 %42, %35
  %84 = icmp eq i64 %82, %36
  br i1 %84, label %39, label %40, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @cblas_dgemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, double noundef %6, ptr nocapture noundef readonly %7, i32 noundef %8, ptr nocapture noundef readonly %9, i32 noundef %10, double noundef %11, ptr nocapture noundef %12, i32 noundef %13) local_unnamed_addr #6 {
  %15 = icmp eq i32 %0, 101
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %17, label %38

17:                                               ; preds = %14
  %18 = icmp sgt i32 %4, 0
  %19 = icmp sgt i32 %5, 0
  %20 = icmp eq i32 %1, 111
  %21 = sext i32 %8 to i64
  %22 = icmp eq i32 %2, 111
  %23 = sext i32 %10 to i64
  %24 = sext i32 %13 to i64
  %25 = fcmp oeq double %11, 0.000000e+00
  %26 = zext nneg i32 %3 to i64
  %27 = zext nneg i32 %4 to i64
  %28 = zext nneg i32 %5 to i64
  br label %29

29:                                               ; preds = %17, %45
  %30 = phi i64 [ 0, %17 ], [ %46, %45 ]
  br i1 %18, label %31, label %45

31:                                               ; preds = %29
  %32 = mul nsw i64 %30, %21
  %33 = getelementptr double, ptr %7, i64 %32
  %34 = getelementptr double, ptr %7, i64 %30
  %35 = getelementptr double, ptr %12, i64 %30
  %36 = mul nsw i64 %30, %24
  %37 = getelementptr double, ptr %12, i64 %36
  br label %39

38:                                               ; preds = %45, %14
  ret void

39:                                               ; preds = %31, %93
  %40 = phi i64 [ 0, %31 ], [ %96, %93 ]
  br i1 %19, label %41, label %48

41:                                               ; preds = %39
  %42 = getelementptr double, ptr %9, i64 %40
  %43 = mul nsw i64 %40, %23
  %44 = getelementptr double, ptr %9, i64 %43
  br label %54

45:                                               ; preds = %93, %29
  %46 = add nuw nsw i64 %30, 1
  %47 = icmp eq i64 %46, %26
  br i1 %47, label %38, label %29, !llvm.loop !28

48:                                               ; preds = %84, %39
  %49 = phi double [ 0.000000e+00, %39 ], [ %87, %84 ]
  %50 = getelementptr double, ptr %37, i64 %40
  %51 = mul nsw i64 %40, %24
  %52 = getelementptr double, ptr %35, i64 %51
  %53 = select i1 %15, ptr %50, ptr %52
  br i1 %25, label %93, label %90

54:                                               ; preds = %41, %84
  %55 = phi i64 [ 0, %41 ], [ %88, %84 ]
  %56 = phi double [ 0.000000e+00, %41 ], [ %87, %84 ]
  br i1 %20, label %63, label %57

57:                                               ; preds = %54
  br i1 %15, label %58, label %61

58:                                               ; preds = %57
  %59 = mul nsw i64 %55, %21
  %60 = getelementptr double, ptr %34, i64 %59
  br label %69

61:                                               ; preds = %57
  %62 = getelementptr double, ptr %33, i64 %55
  br label %69

63:                                               ; preds = %54
  br i1 %15, label %64, label %66

64:                                               ; preds = %63
  %65 = getelementptr double, ptr %33, i64 %55
  br label %69

66:                                               ; preds = %63
  %67 = mul nsw i64 %55, %21
  %68 = getelementptr double, ptr %34, i64 %67
  br label %69

69:                                               ; preds = %64, %66, %58, %61
  %70 = phi ptr [ %60, %58 ], [ %62, %61 ], [ %65, %64 ], [ %68, %66 ]
  %71 = load double, ptr %70, align 8, !tbaa !5
  br i1 %22, label %78, label %72

72:                                               ; preds = %69
  br i1 %15, label %73, label %75

73:                                               ; preds = %72
  %74 = getelementptr double, ptr %44, i64 %55
  br label %84

75:                                               ; preds = %72
  %76 = mul nsw i64 %55, %23
  %77 = getelementptr double, ptr %42, i64 %76
  br label %84

78:                                               ; preds = %69
  br i1 %15, label %79, label %82

79:                                               ; preds = %78
  %80 = mul nsw i64 %55, %23
  %81 = getelementptr double, ptr %42, i64 %80
  br label %84

82:                                               ; preds = %78
  %83 = getelementptr double, ptr %44, i64 %55
  br label %84

84:                                               ; preds = %79, %82, %73, %75
  %85 = phi ptr [ %74, %73 ], [ %77, %75 ], [ %81, %79 ], [ %83, %82 ]
  %86 = load double, ptr %85, align 8, !tbaa !5
  %87 = tail call double @llvm.fmuladd.f64(double %71, double %86, double %56)
  %88 = add nuw nsw i64 %55, 1
  %89 = icmp eq i64 %88, %28
  br i1 %89, label %48, label %54, !llvm.loop !29

90:                                               ; preds = %48
  %91 = load double, ptr %53, align 8, !tbaa !5
  %92 = fmul double %91, %11
  br label %93

93:                                               ; preds = %48, %90
  %94 = phi double [ %92, %90 ], [ 0.000000e+00, %48 ]
  %95 = tail call double @llvm.fmuladd.f64(double %6, double %49, double %94)
  store double %95, ptr %53, align 8, !tbaa !5
  %96 = add nuw nsw i64 %40, 1
  %97 = icmp eq i64 %96, %27
  br i1 %97, label %45, label %39, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @cblas_dger(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5, ptr nocapture noundef readonly %6, i32 noundef %7, ptr nocapture noundef %8, i32 noundef %9) local_unnamed_addr #6 {
  %11 = icmp eq i32 %0, 101
  %12 = icmp slt i32 %5, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = sub nsw i32 1, %1
  %15 = sext i32 %14 to i64
  %16 = sext i32 %5 to i64
  %17 = mul nsw i64 %16, %15
  br label %18

18:                                               ; preds = %10, %13
  %19 = phi i64 [ %17, %13 ], [ 0, %10 ]
  %20 = icmp sgt i32 %1, 0
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = icmp slt i32 %7, 0
  %23 = sub nsw i32 1, %2
  %24 = sext i32 %23 to i64
  %25 = sext i32 %7 to i64
  %26 = mul nsw i64 %25, %24
  %27 = icmp sgt i32 %2, 0
  %28 = sext i32 %9 to i64
  %29 = sext i32 %5 to i64
  %30 = zext nneg i32 %1 to i64
  %31 = select i1 %22, i64 %26, i64 0
  %32 = zext i32 %2 to i64
  %33 = and i64 %32, 1
  %34 = icmp eq i32 %2, 1
  %35 = and i64 %32, 2147483646
  %36 = icmp eq i64 %33, 0
  br label %38

37:                                               ; preds = %60, %18
  ret void

38:                                               ; preds = %21, %60
  %39 = phi i64 [ 0, %21 ], [ %61, %60 ]
  %40 = phi i64 [ %19, %21 ], [ %62, %60 ]
  br i1 %27, label %41, label %60

41:                                               ; preds = %38
  %42 = getelementptr inbounds double, ptr %4, i64 %40
  %43 = getelementptr double, ptr %8, i64 %39
  %44 = mul nsw i64 %39, %28
  %45 = getelementptr double, ptr %8, i64 %44
  br i1 %34, label %46, label %64

46:                                               ; preds = %64, %41
  %47 = phi i64 [ 0, %41 ], [ %90, %64 ]
  %48 = phi i64 [ %31, %41 ], [ %91, %64 ]
  br i1 %36, label %60, label %49

49:                                               ; preds = %46
  %50 = load double, ptr %42, align 8, !tbaa !5
  %51 = fmul double %50, %3
  %52 = getelementptr inbounds double, ptr %6, i64 %48
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = getelementptr double, ptr %45, i64 %47
  %55 = mul nsw i64 %47, %28
  %56 = getelementptr double, ptr %43, i64 %55
  %57 = select i1 %11, ptr %54, ptr %56
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %58)
  store double %59, ptr %57, align 8, !tbaa !5
  br label %60

60:                                               ; preds = %49, %46, %38
  %61 = add nuw nsw i64 %39, 1
  %62 = add nsw i64 %40, %29
  %63 = icmp eq i64 %61, %30
  br i1 %63, label %37, label %38, !llvm.loop !31

64:                                               ; preds = %41, %64
  %65 = phi i64 [ %90, %64 ], [ 0, %41 ]
  %66 = phi i64 [ %91, %64 ], [ %31, %41 ]
  %67 = phi i64 [ %92, %64 ], [ 0, %41 ]
  %68 = load double, ptr %42, align 8, !tbaa !5
  %69 = fmul double %68, %3
  %70 = getelementptr inbounds double, ptr %6, i64 %66
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = getelementptr double, ptr %45, i64 %65
  %73 = mul nsw i64 %65, %28
  %74 = getelementptr double, ptr %43, i64 %73
  %75 = select i1 %11, ptr %72, ptr %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = tail call double @llvm.fmuladd.f64(double %69, double %71, double %76)
  store double %77, ptr %75, align 8, !tbaa !5
  %78 = or disjoint i64 %65, 1
  %79 = add nsw i64 %66, %25
  %80 = load double, ptr %42, align 8, !tbaa !5
  %81 = fmul double %80, %3
  %82 = getelementptr inbounds double, ptr %6, i64 %79
  %83 = load double, ptr %82, align 8, !tbaa !5
  %84 = getelementptr double, ptr %45, i64 %78
  %85 = mul nsw i64 %78, %28
  %86 = getelementptr double, ptr %43, i64 %85
  %87 = select i1 %11, ptr %84, ptr %86
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = tail call double @llvm.fmuladd.f64(double %81, double %83, double %88)
  store double %89, ptr %87, align 8, !tbaa !5
  %90 = add nuw nsw i64 %65, 2
  %91 = add nsw i64 %79, %25
  %92 = add i64 %67, 2
  %93 = icmp eq i64 %92, %35
  br i1 %93, label %46, label %64, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @ddot_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = load i32, ptr %0, align 4, !tbaa !33
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %58

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !tbaa !33
  %10 = icmp slt i32 %9, 0
  %11 = sext i32 %9 to i64
  %12 = sub nsw i32 1, %6
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %11, %13
  %15 = select i1 %10, i64 %14, i64 0
  %16 = load i32, ptr %2, align 4, !tbaa !33
  %17 = icmp slt i32 %16, 0
  %18 = sext i32 %16 to i64
  %19 = mul nsw i64 %18, %13
  %20 = select i1 %17, i64 %19, i64 0
  %21 = and i32 %6, 1
  %22 = icmp eq i32 %6, 1
  br i1 %22, label %46, label %23

23:                                               ; preds = %8
  %24 = and i32 %6, 2147483646
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %15, %23 ], [ %43, %25 ]
  %27 = phi i64 [ %20, %23 ], [ %42, %25 ]
  %28 = phi double [ 0.000000e+00, %23 ], [ %41, %25 ]
  %29 = phi i32 [ 0, %23 ], [ %44, %25 ]
  %30 = getelementptr inbounds double, ptr %1, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = getelementptr inbounds double, ptr %3, i64 %26
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %31, double %33, double %28)
  %35 = add nsw i64 %27, %18
  %36 = add nsw i64 %26, %11
  %37 = getelementptr inbounds double, ptr %1, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = getelementptr inbounds double, ptr %3, i64 %36
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %34)
  %42 = add nsw i64 %35, %18
  %43 = add nsw i64 %36, %11
  %44 = add i32 %29, 2
  %45 = icmp eq i32 %44, %24
  br i1 %45, label %46, label %25, !llvm.loop !9

46:                                               ; preds = %25, %8
  %47 = phi double [ poison, %8 ], [ %41, %25 ]
  %48 = phi i64 [ %15, %8 ], [ %43, %25 ]
  %49 = phi i64 [ %20, %8 ], [ %42, %25 ]
  %50 = phi double [ 0.000000e+00, %8 ], [ %41, %25 ]
  %51 = icmp eq i32 %21, 0
  br i1 %51, label %58, label %52

52:                                               ; preds = %46
  %53 = getelementptr inbounds double, ptr %1, i64 %49
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds double, ptr %3, i64 %48
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %50)
  br label %58

58:                                               ; preds = %52, %46, %5
  %59 = phi double [ 0.000000e+00, %5 ], [ %47, %46 ], [ %57, %52 ]
  ret double %59
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @dnrm2_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = load i32, ptr %0, align 4, !tbaa !33
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !tbaa !33
  %8 = icmp slt i32 %7, 0
  %9 = sext i32 %7 to i64
  %10 = sub nsw i32 1, %4
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %9, %11
  %13 = select i1 %8, i64 %12, i64 0
  %14 = and i32 %4, 3
  %15 = icmp ult i32 %4, 4
  br i1 %15, label %40, label %16

16:                                               ; preds = %6
  %17 = and i32 %4, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ %13, %16 ], [ %37, %18 ]
  %20 = phi double [ 0.000000e+00, %16 ], [ %36, %18 ]
  %21 = phi i32 [ 0, %16 ], [ %38, %18 ]
  %22 = getelementptr inbounds double, ptr %1, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %20)
  %25 = add nsw i64 %19, %9
  %26 = getelementptr inbounds double, ptr %1, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %27, double %24)
  %29 = add nsw i64 %25, %9
  %30 = getelementptr inbounds double, ptr %1, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double %28)
  %33 = add nsw i64 %29, %9
  %34 = getelementptr inbounds double, ptr %1, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %32)
  %37 = add nsw i64 %33, %9
  %38 = add i32 %21, 4
  %39 = icmp eq i32 %38, %17
  br i1 %39, label %40, label %18, !llvm.loop !13

40:                                               ; preds = %18, %6
  %41 = phi double [ poison, %6 ], [ %36, %18 ]
  %42 = phi i64 [ %13, %6 ], [ %37, %18 ]
  %43 = phi double [ 0.000000e+00, %6 ], [ %36, %18 ]
  %44 = icmp eq i32 %14, 0
  br i1 %44, label %55, label %45

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %52, %45 ], [ %42, %40 ]
  %47 = phi double [ %51, %45 ], [ %43, %40 ]
  %48 = phi i32 [ %53, %45 ], [ 0, %40 ]
  %49 = getelementptr inbounds double, ptr %1, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %50, double %47)
  %52 = add nsw i64 %46, %9
  %53 = add i32 %48, 1
  %54 = icmp eq i32 %53, %14
  br i1 %54, label %55, label %45, !llvm.loop !35

55:                                               ; preds = %40, %45, %3
  %56 = phi double [ 0.000000e+00, %3 ], [ %41, %40 ], [ %51, %45 ]
  %57 = tail call double @sqrt(double noundef %56) #8
  ret double %57
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @daxpy_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5) local_unnamed_addr #4 {
  %7 = load i32, ptr %0, align 4, !tbaa !33
  %8 = load double, ptr %1, align 8, !tbaa !5
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %10, label %117

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4, !tbaa !33
  %12 = icmp slt i32 %11, 0
  %13 = sext i32 %11 to i64
  %14 = sub nsw i32 1, %7
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %13, %15
  %17 = select i1 %12, i64 %16, i64 0
  %18 = load i32, ptr %3, align 4, !tbaa !33
  %19 = icmp slt i32 %18, 0
  %20 = sext i32 %18 to i64
  %21 = mul nsw i64 %20, %15
  %22 = select i1 %19, i64 %21, i64 0
  %23 = zext nneg i32 %7 to i64
  %24 = icmp ult i32 %7, 14
  br i1 %24, label %75, label %25

25:                                               ; preds = %10
  %26 = icmp ne i32 %11, 1
  %27 = icmp ne i32 %18, 1
  %28 = or i1 %26, %27
  br i1 %28, label %75, label %29

29:                                               ; preds = %25
  %30 = shl i64 %17, 3
  %31 = getelementptr i8, ptr %4, i64 %30
  %32 = add nsw i32 %7, -1
  %33 = zext i32 %32 to i64
  %34 = shl nuw nsw i64 %33, 3
  %35 = getelementptr i8, ptr %4, i64 %30
  %36 = getelementptr i8, ptr %35, i64 %34
  %37 = getelementptr i8, ptr %36, i64 8
  %38 = shl i64 %22, 3
  %39 = getelementptr i8, ptr %2, i64 %38
  %40 = getelementptr i8, ptr %2, i64 %38
  %41 = getelementptr i8, ptr %40, i64 %34
  %42 = getelementptr i8, ptr %41, i64 8
  %43 = icmp ult ptr %31, %42
  %44 = icmp ult ptr %39, %37
  %45 = and i1 %43, %44
  br i1 %45, label %75, label %46

46:                                               ; preds = %29
  %47 = and i64 %23, 2147483644
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = mul nuw nsw i64 %47, %13
  %50 = add nsw i64 %17, %49
  %51 = mul nuw nsw i64 %47, %20
  %52 = add nsw i64 %22, %51
  %53 = insertelement <2 x double> poison, double %8, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = getelementptr double, ptr %2, i64 %22
  %56 = getelementptr double, ptr %4, i64 %17
  br label %57

57:                                               ; preds = %57, %46
  %58 = phi i64 [ 0, %46 ], [ %71, %57 ]
  %59 = mul nuw i64 %58, %13
  %60 = mul nuw i64 %58, %20
  %61 = getelementptr double, ptr %55, i64 %60
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !5, !alias.scope !36
  %64 = load <2 x double>, ptr %62, align 8, !tbaa !5, !alias.scope !36
  %65 = getelementptr double, ptr %56, i64 %59
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load <2 x double>, ptr %65, align 8, !tbaa !5, !alias.scope !39, !noalias !36
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !5, !alias.scope !39, !noalias !36
  %69 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %63, <2 x double> %67)
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %64, <2 x double> %68)
  store <2 x double> %69, ptr %65, align 8, !tbaa !5, !alias.scope !39, !noalias !36
  store <2 x double> %70, ptr %66, align 8, !tbaa !5, !alias.scope !39, !noalias !36
  %71 = add nuw i64 %58, 4
  %72 = icmp eq i64 %71, %47
  br i1 %72, label %73, label %57, !llvm.loop !41

73:                                               ; preds = %57
  %74 = icmp eq i64 %47, %23
  br i1 %74, label %117, label %75

75:                                               ; preds = %73, %29, %25, %10
  %76 = phi i32 [ 0, %29 ], [ 0, %25 ], [ 0, %10 ], [ %48, %73 ]
  %77 = phi i64 [ %17, %29 ], [ %17, %25 ], [ %17, %10 ], [ %50, %73 ]
  %78 = phi i64 [ %22, %29 ], [ %22, %25 ], [ %22, %10 ], [ %52, %73 ]
  %79 = sub i32 %7, %76
  %80 = add i32 %76, 1
  %81 = and i32 %79, 1
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %92, label %83

83:                                               ; preds = %75
  %84 = getelementptr inbounds double, ptr %2, i64 %78
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = getelementptr inbounds double, ptr %4, i64 %77
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = tail call double @llvm.fmuladd.f64(double %8, double %85, double %87)
  store double %88, ptr %86, align 8, !tbaa !5
  %89 = add nuw nsw i32 %76, 1
  %90 = add nsw i64 %78, %20
  %91 = add nsw i64 %77, %13
  br label %92

92:                                               ; preds = %83, %75
  %93 = phi i32 [ %76, %75 ], [ %89, %83 ]
  %94 = phi i64 [ %77, %75 ], [ %91, %83 ]
  %95 = phi i64 [ %78, %75 ], [ %90, %83 ]
  %96 = icmp eq i32 %7, %80
  br i1 %96, label %117, label %97

97:                                               ; preds = %92, %97
  %98 = phi i32 [ %113, %97 ], [ %93, %92 ]
  %99 = phi i64 [ %115, %97 ], [ %94, %92 ]
  %100 = phi i64 [ %114, %97 ], [ %95, %92 ]
  %101 = getelementptr inbounds double, ptr %2, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = getelementptr inbounds double, ptr %4, i64 %99
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = tail call double @llvm.fmuladd.f64(double %8, double %102, double %104)
  store double %105, ptr %103, align 8, !tbaa !5
  %106 = add nsw i64 %100, %20
  %107 = add nsw i64 %99, %13
  %108 = getelementptr inbounds double, ptr %2, i64 %106
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = getelementptr inbounds double, ptr %4, i64 %107
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = tail call double @llvm.fmuladd.f64(double %8, double %109, double %111)
  store double %112, ptr %110, align 8, !tbaa !5
  %113 = add nuw nsw i32 %98, 2
  %114 = add nsw i64 %106, %20
  %115 = add nsw i64 %107, %13
  %116 = icmp eq i32 %113, %7
  br i1 %116, label %117, label %97, !llvm.loop !42

117:                                              ; preds = %92, %97, %73, %6
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @dscal_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #4 {
  %5 = load i32, ptr %0, align 4, !tbaa !33
  %6 = load double, ptr %1, align 8, !tbaa !5
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %84

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4, !tbaa !33
  %10 = icmp slt i32 %9, 0
  %11 = sext i32 %9 to i64
  %12 = sub nsw i32 1, %5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %11, %13
  %15 = select i1 %10, i64 %14, i64 0
  %16 = zext nneg i32 %5 to i64
  %17 = icmp ugt i32 %5, 3
  %18 = icmp eq i32 %9, 1
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %41

20:                                               ; preds = %8
  %21 = and i64 %16, 2147483644
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = mul nuw nsw i64 %21, %11
  %24 = add nsw i64 %15, %23
  %25 = insertelement <2 x double> poison, double %6, i64 0
  %26 = shufflevector <2 x double> %25, <2 x double> poison, <2 x i32> zeroinitializer
  %27 = getelementptr double, ptr %2, i64 %15
  br label %28

28:                                               ; preds = %28, %20
  %29 = phi i64 [ 0, %20 ], [ %37, %28 ]
  %30 = mul nuw i64 %29, %11
  %31 = getelementptr double, ptr %27, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <2 x double>, ptr %31, align 8, !tbaa !5
  %34 = load <2 x double>, ptr %32, align 8, !tbaa !5
  %35 = fmul <2 x double> %26, %33
  %36 = fmul <2 x double> %26, %34
  store <2 x double> %35, ptr %31, align 8, !tbaa !5
  store <2 x double> %36, ptr %32, align 8, !tbaa !5
  %37 = add nuw i64 %29, 4
  %38 = icmp eq i64 %37, %21
  br i1 %38, label %39, label %28, !llvm.loop !43

39:                                               ; preds = %28
  %40 = icmp eq i64 %21, %16
  br i1 %40, label %84, label %41

41:                                               ; preds = %39, %8
  %42 = phi i32 [ 0, %8 ], [ %22, %39 ]
  %43 = phi i64 [ %15, %8 ], [ %24, %39 ]
  %44 = sub i32 %5, %42
  %45 = and i32 %44, 3
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %58, label %47

47:                                               ; preds = %41, %47
  %48 = phi i32 [ %54, %47 ], [ %42, %41 ]
  %49 = phi i64 [ %55, %47 ], [ %43, %41 ]
  %50 = phi i32 [ %56, %47 ], [ 0, %41 ]
  %51 = getelementptr inbounds double, ptr %2, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = fmul double %6, %52
  store double %53, ptr %51, align 8, !tbaa !5
  %54 = add nuw nsw i32 %48, 1
  %55 = add nsw i64 %49, %11
  %56 = add i32 %50, 1
  %57 = icmp eq i32 %56, %45
  br i1 %57, label %58, label %47, !llvm.loop !44

58:                                               ; preds = %47, %41
  %59 = phi i32 [ %42, %41 ], [ %54, %47 ]
  %60 = phi i64 [ %43, %41 ], [ %55, %47 ]
  %61 = sub i32 %42, %5
  %62 = icmp ugt i32 %61, -4
  br i1 %62, label %84, label %63

63:                                               ; preds = %58, %63
  %64 = phi i32 [ %81, %63 ], [ %59, %58 ]
  %65 = phi i64 [ %82, %63 ], [ %60, %58 ]
  %66 = getelementptr inbounds double, ptr %2, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = fmul double %6, %67
  store double %68, ptr %66, align 8, !tbaa !5
  %69 = add nsw i64 %65, %11
  %70 = getelementptr inbounds double, ptr %2, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = fmul double %6, %71
  store double %72, ptr %70, align 8, !tbaa !5
  %73 = add nsw i64 %69, %11
  %74 = getelementptr inbounds double, ptr %2, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = fmul double %6, %75
  store double %76, ptr %74, align 8, !tbaa !5
  %77 = add nsw i64 %73, %11
  %78 = getelementptr inbounds double, ptr %2, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = fmul double %6, %79
  store double %80, ptr %78, align 8, !tbaa !5
  %81 = add nuw nsw i32 %64, 4
  %82 = add nsw i64 %77, %11
  %83 = icmp eq i32 %81, %5
  br i1 %83, label %84, label %63, !llvm.loop !45

84:                                               ; preds = %58, %63, %39, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @dgemv_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr nocapture noundef %9, ptr nocapture noundef readonly %10) local_unnamed_addr #5 {
  %12 = load i8, ptr %0, align 1, !tbaa !46
  %13 = and i8 %12, -33
  %14 = icmp eq i8 %13, 78
  %15 = load i32, ptr %1, align 4, !tbaa !33
  %16 = load i32, ptr %2, align 4, !tbaa !33
  %17 = load double, ptr %3, align 8, !tbaa !5
  %18 = load double, ptr %8, align 8, !tbaa !5
  %19 = select i1 %14, i32 %15, i32 %16
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %108

21:                                               ; preds = %11
  %22 = load i32, ptr %10, align 4, !tbaa !33
  %23 = icmp slt i32 %22, 0
  %24 = sext i32 %22 to i64
  %25 = sub nsw i32 1, %19
  %26 = sext i32 %25 to i64
  %27 = mul nsw i64 %24, %26
  %28 = select i1 %23, i64 %27, i64 0
  %29 = select i1 %14, i32 %16, i32 %15
  %30 = load i32, ptr %7, align 4, !tbaa !33
  %31 = load i32, ptr %5, align 4, !tbaa !33
  %32 = icmp slt i32 %30, 0
  %33 = sub nsw i32 1, %29
  %34 = sext i32 %33 to i64
  %35 = sext i32 %30 to i64
  %36 = mul nsw i64 %35, %34
  %37 = icmp sgt i32 %29, 0
  %38 = sext i32 %31 to i64
  %39 = fcmp oeq double %18, 0.000000e+00
  %40 = zext nneg i32 %19 to i64
  %41 = select i1 %32, i64 %36, i64 0
  %42 = zext i32 %29 to i64
  %43 = and i64 %42, 1
  %44 = icmp eq i32 %29, 1
  %45 = and i64 %42, 2147483646
  %46 = icmp eq i64 %43, 0
  br label %47

47:                                               ; preds = %101, %21
  %48 = phi i64 [ 0, %21 ], [ %105, %101 ]
  %49 = phi i64 [ %28, %21 ], [ %106, %101 ]
  br i1 %37, label %50, label %68

50:                                               ; preds = %47
  %51 = mul nsw i64 %48, %38
  %52 = getelementptr double, ptr %4, i64 %51
  %53 = getelementptr double, ptr %4, i64 %48
  br i1 %44, label %54, label %70

54:                                               ; preds = %70, %50
  %55 = phi double [ poison, %50 ], [ %92, %70 ]
  %56 = phi i64 [ 0, %50 ], [ %93, %70 ]
  %57 = phi i64 [ %41, %50 ], [ %94, %70 ]
  %58 = phi double [ 0.000000e+00, %50 ], [ %92, %70 ]
  br i1 %46, label %68, label %59

59:                                               ; preds = %54
  %60 = getelementptr double, ptr %52, i64 %56
  %61 = mul nsw i64 %56, %38
  %62 = getelementptr double, ptr %53, i64 %61
  %63 = select i1 %14, ptr %62, ptr %60
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = getelementptr inbounds double, ptr %6, i64 %57
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = tail call double @llvm.fmuladd.f64(double %64, double %66, double %58)
  br label %68

68:                                               ; preds = %59, %54, %47
  %69 = phi double [ 0.000000e+00, %47 ], [ %55, %54 ], [ %67, %59 ]
  br i1 %39, label %101, label %97

70:                                               ; preds = %50, %70
  %71 = phi i64 [ %93, %70 ], [ 0, %50 ]
  %72 = phi i64 [ %94, %70 ], [ %41, %50 ]
  %73 = phi double [ %92, %70 ], [ 0.000000e+00, %50 ]
  %74 = phi i64 [ %95, %70 ], [ 0, %50 ]
  %75 = getelementptr double, ptr %52, i64 %71
  %76 = mul nsw i64 %71, %38
  %77 = getelementptr double, ptr %53, i64 %76
  %78 = select i1 %14, ptr %77, ptr %75
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = getelementptr inbounds double, ptr %6, i64 %72
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = tail call double @llvm.fmuladd.f64(double %79, double %81, double %73)
  %83 = or disjoint i64 %71, 1
  %84 = add nsw i64 %72, %35
  %85 = getelementptr double, ptr %52, i64 %83
  %86 = mul nsw i64 %83, %38
  %87 = getelementptr double, ptr %53, i64 %86
  %88 = select i1 %14, ptr %87, ptr %85
  %89 = load double, ptr %88, align 8, !tbaa !5
  %90 = getelementptr inbounds double, ptr %6, i64 %84
  %91 = load double, ptr %90, align 8, !tbaa !5
  %92 = tail call double @llvm.fmuladd.f64(double %89, double %91, double %82)
  %93 = add nuw nsw i64 %71, 2
  %94 = add nsw i64 %84, %35
  %95 = add i64 %74, 2
  %96 = icmp eq i64 %95, %45
  br i1 %96, label %54, label %70, !llvm.loop !26

97:                                               ; preds = %68
  %98 = getelementptr inbounds double, ptr %9, i64 %49
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fmul double %18, %99
  br label %101

101:                                              ; preds = %97, %68
  %102 = phi double [ %100, %97 ], [ 0.000000e+00, %68 ]
  %103 = tail call double @llvm.fmuladd.f64(double %17, double %69, double %102)
  %104 = getelementptr inbounds double, ptr %9, i64 %49
  store double %103, ptr %104, align 8, !tbaa !5
  %105 = add nuw nsw i64 %48, 1
  %106 = add nsw i64 %49, %24
  %107 = icmp eq i64 %105, %40
  br i1 %107, label %108, label %47, !llvm.loop !27

108:                                              ; preds = %101, %11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @dgemm_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr nocapture noundef readonly %9, ptr nocapture noundef readonly %10, ptr nocapture noundef %11, ptr nocapture noundef readonly %12) local_unnamed_addr #5 {
  %14 = load i8, ptr %0, align 1, !tbaa !46
  %15 = and i8 %14, -33
  %16 = icmp eq i8 %15, 78
  %17 = load i8, ptr %1, align 1, !tbaa !46
  %18 = and i8 %17, -33
  %19 = icmp eq i8 %18, 78
  %20 = load i32, ptr %2, align 4, !tbaa !33
  %21 = load double, ptr %5, align 8, !tbaa !5
  %22 = load double, ptr %10, align 8, !tbaa !5
  %23 = icmp sgt i32 %20, 0
  br i1 %23, label %24, label %117

24:                                               ; preds = %13
  %25 = load i32, ptr %12, align 4, !tbaa !33
  %26 = load i32, ptr %9, align 4, !tbaa !33
  %27 = load i32, ptr %7, align 4, !tbaa !33
  %28 = load i32, ptr %4, align 4, !tbaa !33
  %29 = load i32, ptr %3, align 4, !tbaa !33
  %30 = icmp sgt i32 %29, 0
  %31 = icmp sgt i32 %28, 0
  %32 = sext i32 %27 to i64
  %33 = sext i32 %26 to i64
  %34 = sext i32 %25 to i64
  %35 = fcmp oeq double %22, 0.000000e+00
  %36 = zext nneg i32 %20 to i64
  %37 = zext nneg i32 %29 to i64
  %38 = zext i32 %28 to i64
  %39 = and i64 %38, 1
  %40 = icmp eq i32 %28, 1
  %41 = and i64 %38, 2147483646
  %42 = icmp eq i64 %39, 0
  br label %43

43:                                               ; preds = %56, %24
  %44 = phi i64 [ 0, %24 ], [ %57, %56 ]
  br i1 %30, label %45, label %56

45:                                               ; preds = %43
  %46 = mul nsw i64 %44, %32
  %47 = getelementptr double, ptr %6, i64 %46
  %48 = getelementptr double, ptr %6, i64 %44
  %49 = getelementptr double, ptr %11, i64 %44
  br label %50

50:                                               ; preds = %112, %45
  %51 = phi i64 [ 0, %45 ], [ %115, %112 ]
  br i1 %31, label %52, label %75

52:                                               ; preds = %50
  %53 = getelementptr double, ptr %8, i64 %51
  %54 = mul nsw i64 %51, %33
  %55 = getelementptr double, ptr %8, i64 %54
  br i1 %40, label %59, label %79

56:                                               ; preds = %112, %43
  %57 = add nuw nsw i64 %44, 1
  %58 = icmp eq i64 %57, %36
  br i1 %58, label %117, label %43, !llvm.loop !28

59:                                               ; preds = %79, %52
  %60 = phi double [ poison, %52 ], [ %105, %79 ]
  %61 = phi i64 [ 0, %52 ], [ %106, %79 ]
  %62 = phi double [ 0.000000e+00, %52 ], [ %105, %79 ]
  br i1 %42, label %75, label %63

63:                                               ; preds = %59
  %64 = getelementptr double, ptr %47, i64 %61
  %65 = mul nsw i64 %61, %32
  %66 = getelementptr double, ptr %48, i64 %65
  %67 = select i1 %16, ptr %66, ptr %64
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = mul nsw i64 %61, %33
  %70 = getelementptr double, ptr %53, i64 %69
  %71 = getelementptr double, ptr %55, i64 %61
  %72 = select i1 %19, ptr %71, ptr %70
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = tail call double @llvm.fmuladd.f64(double %68, double %73, double %62)
  br label %75

75:                                               ; preds = %63, %59, %50
  %76 = phi double [ 0.000000e+00, %50 ], [ %60, %59 ], [ %74, %63 ]
  %77 = mul nsw i64 %51, %34
  %78 = getelementptr double, ptr %49, i64 %77
  br i1 %35, label %112, label %109

79:                                               ; preds = %52, %79
  %80 = phi i64 [ %106, %79 ], [ 0, %52 ]
  %81 = phi double [ %105, %79 ], [ 0.000000e+00, %52 ]
  %82 = phi i64 [ %107, %79 ], [ 0, %52 ]
  %83 = getelementptr double, ptr %47, i64 %80
  %84 = mul nsw i64 %80, %32
  %85 = getelementptr double, ptr %48, i64 %84
  %86 = select i1 %16, ptr %85, ptr %83
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = mul nsw i64 %80, %33
  %89 = getelementptr double, ptr %53, i64 %88
  %90 = getelementptr double, ptr %55, i64 %80
  %91 = select i1 %19, ptr %90, ptr %89
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %87, double %92, double %81)
  %94 = or disjoint i64 %80, 1
  %95 = getelementptr double, ptr %47, i64 %94
  %96 = mul nsw i64 %94, %32
  %97 = getelementptr double, ptr %48, i64 %96
  %98 = select i1 %16, ptr %97, ptr %95
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = mul nsw i64 %94, %33
  %101 = getelementptr double, ptr %53, i64 %100
  %102 = getelementptr double, ptr %55, i64 %94
  %103 = select i1 %19, ptr %102, ptr %101
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = tail call double @llvm.fmuladd.f64(double %99, double %104, double %93)
  %106 = add nuw nsw i64 %80, 2
  %107 = add i64 %82, 2
  %108 = icmp eq i64 %107, %41
  br i1 %108, label %59, label %79, !llvm.loop !29

109:                                              ; preds = %75
  %110 = load double, ptr %78, align 8, !tbaa !5
  %111 = fmul double %22, %110
  br label %112

112:                                              ; preds = %109, %75
  %113 = phi double [ %111, %109 ], [ 0.000000e+00, %75 ]
  %114 = tail call double @llvm.fmuladd.f64(double %21, double %76, double %113)
  store double %114, ptr %78, align 8, !tbaa !5
  %115 = add nuw nsw i64 %51, 1
  %116 = icmp eq i64 %115, %37
  br i1 %116, label %56, label %50, !llvm.loop !30

117:                                              ; preds = %56, %13
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @dger_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef %7, ptr nocapture noundef readonly %8) local_unnamed_addr #4 {
  %10 = load i32, ptr %0, align 4, !tbaa !33
  %11 = load double, ptr %2, align 8, !tbaa !5
  %12 = icmp sgt i32 %10, 0
  br i1 %12, label %13, label %150

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4, !tbaa !33
  %15 = icmp slt i32 %14, 0
  %16 = sext i32 %14 to i64
  %17 = sub nsw i32 1, %10
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %16, %18
  %20 = select i1 %15, i64 %19, i64 0
  %21 = load i32, ptr %8, align 4, !tbaa !33
  %22 = load i32, ptr %6, align 4, !tbaa !33
  %23 = load i32, ptr %1, align 4, !tbaa !33
  %24 = icmp slt i32 %22, 0
  %25 = sub nsw i32 1, %23
  %26 = sext i32 %25 to i64
  %27 = sext i32 %22 to i64
  %28 = mul nsw i64 %26, %27
  %29 = icmp sgt i32 %23, 0
  %30 = sext i32 %21 to i64
  %31 = zext nneg i32 %10 to i64
  %32 = select i1 %24, i64 %28, i64 0
  %33 = zext i32 %23 to i64
  %34 = add nuw nsw i64 %31, %33
  %35 = shl nuw nsw i64 %34, 3
  %36 = getelementptr i8, ptr %7, i64 %35
  %37 = getelementptr i8, ptr %36, i64 -8
  %38 = shl i64 %20, 3
  %39 = getelementptr i8, ptr %3, i64 %38
  %40 = add nuw nsw i64 %31, 2305843009213693951
  %41 = mul i64 %40, %16
  %42 = add i64 %41, %20
  %43 = shl i64 %42, 3
  %44 = getelementptr i8, ptr %3, i64 %43
  %45 = getelementptr i8, ptr %44, i64 8
  %46 = shl i64 %32, 3
  %47 = getelementptr i8, ptr %5, i64 %46
  %48 = add i64 %32, %33
  %49 = shl i64 %48, 3
  %50 = getelementptr i8, ptr %5, i64 %49
  %51 = icmp ult i32 %23, 6
  %52 = icmp ne i32 %21, 1
  %53 = icmp ne i32 %22, 1
  %54 = or i1 %52, %53
  %55 = icmp ugt ptr %45, %7
  %56 = icmp ult ptr %39, %37
  %57 = and i1 %55, %56
  %58 = icmp slt i32 %14, 0
  %59 = or i1 %57, %58
  %60 = icmp ugt ptr %50, %7
  %61 = icmp ult ptr %47, %37
  %62 = and i1 %60, %61
  %63 = or i1 %59, %62
  %64 = and i64 %33, 2147483644
  %65 = mul nuw nsw i64 %64, %27
  %66 = add nsw i64 %32, %65
  %67 = insertelement <2 x double> poison, double %11, i64 0
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer
  %69 = getelementptr double, ptr %5, i64 %32
  %70 = icmp eq i64 %64, %33
  %71 = and i64 %33, 1
  %72 = icmp eq i64 %71, 0
  %73 = add nsw i64 %33, -1
  br label %74

74:                                               ; preds = %122, %13
  %75 = phi i64 [ 0, %13 ], [ %123, %122 ]
  %76 = phi i64 [ %20, %13 ], [ %124, %122 ]
  br i1 %29, label %77, label %122

77:                                               ; preds = %74
  %78 = getelementptr inbounds double, ptr %3, i64 %76
  %79 = getelementptr double, ptr %7, i64 %75
  %80 = select i1 %51, i1 true, i1 %54
  %81 = select i1 %80, i1 true, i1 %63
  br i1 %81, label %82, label %100

82:                                               ; preds = %77, %121
  %83 = phi i64 [ 0, %77 ], [ %64, %121 ]
  %84 = phi i64 [ %32, %77 ], [ %66, %121 ]
  br i1 %72, label %96, label %85

85:                                               ; preds = %82
  %86 = load double, ptr %78, align 8, !tbaa !5
  %87 = fmul double %11, %86
  %88 = getelementptr inbounds double, ptr %5, i64 %84
  %89 = load double, ptr %88, align 8, !tbaa !5
  %90 = mul nsw i64 %83, %30
  %91 = getelementptr double, ptr %79, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %87, double %89, double %92)
  store double %93, ptr %91, align 8, !tbaa !5
  %94 = or disjoint i64 %83, 1
  %95 = add nsw i64 %84, %27
  br label %96

96:                                               ; preds = %85, %82
  %97 = phi i64 [ %83, %82 ], [ %94, %85 ]
  %98 = phi i64 [ %84, %82 ], [ %95, %85 ]
  %99 = icmp eq i64 %83, %73
  br i1 %99, label %122, label %126

100:                                              ; preds = %77
  %101 = load double, ptr %78, align 8, !tbaa !5, !alias.scope !47
  %102 = insertelement <2 x double> poison, double %101, i64 0
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> zeroinitializer
  %104 = fmul <2 x double> %68, %103
  %105 = fmul <2 x double> %68, %103
  br label %106

106:                                              ; preds = %106, %100
  %107 = phi i64 [ 0, %100 ], [ %119, %106 ]
  %108 = mul nuw i64 %107, %27
  %109 = getelementptr double, ptr %69, i64 %108
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load <2 x double>, ptr %109, align 8, !tbaa !5, !alias.scope !50
  %112 = load <2 x double>, ptr %110, align 8, !tbaa !5, !alias.scope !50
  %113 = getelementptr double, ptr %79, i64 %107
  %114 = getelementptr i8, ptr %113, i64 16
  %115 = load <2 x double>, ptr %113, align 8, !tbaa !5, !alias.scope !52, !noalias !54
  %116 = load <2 x double>, ptr %114, align 8, !tbaa !5, !alias.scope !52, !noalias !54
  %117 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> %111, <2 x double> %115)
  %118 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> %112, <2 x double> %116)
  store <2 x double> %117, ptr %113, align 8, !tbaa !5, !alias.scope !52, !noalias !54
  store <2 x double> %118, ptr %114, align 8, !tbaa !5, !alias.scope !52, !noalias !54
  %119 = add nuw i64 %107, 4
  %120 = icmp eq i64 %119, %64
  br i1 %120, label %121, label %106, !llvm.loop !55

121:                                              ; preds = %106
  br i1 %70, label %122, label %82

122:                                              ; preds = %96, %126, %121, %74
  %123 = add nuw nsw i64 %75, 1
  %124 = add nsw i64 %76, %16
  %125 = icmp eq i64 %123, %31
  br i1 %125, label %150, label %74, !llvm.loop !31

126:                                              ; preds = %96, %126
  %127 = phi i64 [ %147, %126 ], [ %97, %96 ]
  %128 = phi i64 [ %148, %126 ], [ %98, %96 ]
  %129 = load double, ptr %78, align 8, !tbaa !5
  %130 = fmul double %11, %129
  %131 = getelementptr inbounds double, ptr %5, i64 %128
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = mul nsw i64 %127, %30
  %134 = getelementptr double, ptr %79, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = tail call double @llvm.fmuladd.f64(double %130, double %132, double %135)
  store double %136, ptr %134, align 8, !tbaa !5
  %137 = add nuw nsw i64 %127, 1
  %138 = add nsw i64 %128, %27
  %139 = load double, ptr %78, align 8, !tbaa !5
  %140 = fmul double %11, %139
  %141 = getelementptr inbounds double, ptr %5, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !5
  %143 = mul nsw i64 %137, %30
  %144 = getelementptr double, ptr %79, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !5
  %146 = tail call double @llvm.fmuladd.f64(double %140, double %142, double %145)
  store double %146, ptr %144, align 8, !tbaa !5
  %147 = add nuw nsw i64 %127, 2
  %148 = add nsw i64 %138, %27
  %149 = icmp eq i64 %147, %33
  br i1 %149, label %122, label %126, !llvm.loop !56

150:                                              ; preds = %122, %9
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @cblas_sdot(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp slt i32 %2, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %5
  %8 = sub nsw i32 1, %0
  %9 = sext i32 %8 to i64
  %10 = sext i32 %2 to i64
  %11 = mul nsw i64 %10, %9
  br label %12

12:                                               ; preds = %5, %7
  %13 = phi i64 [ %11, %7 ], [ 0, %5 ]
  %14 = icmp slt i32 %4, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = sub nsw i32 1, %0
  %17 = sext i32 %16 to i64
  %18 = sext i32 %4 to i64
  %19 = mul nsw i64 %18, %17
  br label %20

20:                                               ; preds = %12, %15
  %21 = phi i64 [ %19, %15 ], [ 0, %12 ]
  %22 = icmp sgt i32 %0, 0
  br i1 %22, label %23, label %42

23:                                               ; preds = %20
  %24 = sext i32 %2 to i64
  %25 = sext i32 %4 to i64
  %26 = and i32 %0, 1
  %27 = icmp eq i32 %0, 1
  br i1 %27, label %30, label %28

28:                                               ; preds = %23
  %29 = and i32 %0, 2147483646
  br label %44

30:                                               ; preds = %44, %23
  %31 = phi float [ poison, %23 ], [ %60, %44 ]
  %32 = phi i64 [ %21, %23 ], [ %62, %44 ]
  %33 = phi i64 [ %13, %23 ], [ %61, %44 ]
  %34 = phi float [ 0.000000e+00, %23 ], [ %60, %44 ]
  %35 = icmp eq i32 %26, 0
  br i1 %35, label %42, label %36

36:                                               ; preds = %30
  %37 = getelementptr inbounds float, ptr %1, i64 %33
  %38 = load float, ptr %37, align 4, !tbaa !57
  %39 = getelementptr inbounds float, ptr %3, i64 %32
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = tail call float @llvm.fmuladd.f32(float %38, float %40, float %34)
  br label %42

42:                                               ; preds = %36, %30, %20
  %43 = phi float [ 0.000000e+00, %20 ], [ %31, %30 ], [ %41, %36 ]
  ret float %43

44:                                               ; preds = %44, %28
  %45 = phi i64 [ %21, %28 ], [ %62, %44 ]
  %46 = phi i64 [ %13, %28 ], [ %61, %44 ]
  %47 = phi float [ 0.000000e+00, %28 ], [ %60, %44 ]
  %48 = phi i32 [ 0, %28 ], [ %63, %44 ]
  %49 = getelementptr inbounds float, ptr %1, i64 %46
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = getelementptr inbounds float, ptr %3, i64 %45
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = tail call float @llvm.fmuladd.f32(float %50, float %52, float %47)
  %54 = add nsw i64 %46, %24
  %55 = add nsw i64 %45, %25
  %56 = getelementptr inbounds float, ptr %1, i64 %54
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = getelementptr inbounds float, ptr %3, i64 %55
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = tail call float @llvm.fmuladd.f32(float %57, float %59, float %53)
  %61 = add nsw i64 %54, %24
  %62 = add nsw i64 %55, %25
  %63 = add i32 %48, 2
  %64 = icmp eq i32 %63, %29
  br i1 %64, label %30, label %44, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local float @cblas_snrm2(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp slt i32 %2, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = sub nsw i32 1, %0
  %7 = sext i32 %6 to i64
  %8 = sext i32 %2 to i64
  %9 = mul nsw i64 %8, %7
  br label %10

10:                                               ; preds = %3, %5
  %11 = phi i64 [ %9, %5 ], [ 0, %3 ]
  %12 = icmp sgt i32 %0, 0
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = sext i32 %2 to i64
  %15 = and i32 %0, 3
  %16 = icmp ult i32 %0, 4
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = and i32 %0, 2147483644
  br label %37

19:                                               ; preds = %37, %13
  %20 = phi float [ poison, %13 ], [ %55, %37 ]
  %21 = phi i64 [ %11, %13 ], [ %56, %37 ]
  %22 = phi float [ 0.000000e+00, %13 ], [ %55, %37 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %34, label %24

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %31, %24 ], [ %21, %19 ]
  %26 = phi float [ %30, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %32, %24 ], [ 0, %19 ]
  %28 = getelementptr inbounds float, ptr %1, i64 %25
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = tail call float @llvm.fmuladd.f32(float %29, float %29, float %26)
  %31 = add nsw i64 %25, %14
  %32 = add i32 %27, 1
  %33 = icmp eq i32 %32, %15
  br i1 %33, label %34, label %24, !llvm.loop !60

34:                                               ; preds = %19, %24, %10
  %35 = phi float [ 0.000000e+00, %10 ], [ %20, %19 ], [ %30, %24 ]
  %36 = tail call float @sqrtf(float noundef %35) #3
  ret float %36

37:                                               ; preds = %37, %17
  %38 = phi i64 [ %11, %17 ], [ %56, %37 ]
  %39 = phi float [ 0.000000e+00, %17 ], [ %55, %37 ]
  %40 = phi i32 [ 0, %17 ], [ %57, %37 ]
  %41 = getelementptr inbounds float, ptr %1, i64 %38
  %42 = load float, ptr %41, align 4, !tbaa !57
  %43 = tail call float @llvm.fmuladd.f32(float %42, float %42, float %39)
  %44 = add nsw i64 %38, %14
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %46, float %43)
  %48 = add nsw i64 %44, %14
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = tail call float @llvm.fmuladd.f32(float %50, float %50, float %47)
  %52 = add nsw i64 %48, %14
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = tail call float @llvm.fmuladd.f32(float %54, float %54, float %51)
  %56 = add nsw i64 %52, %14
  %57 = add i32 %40, 4
  %58 = icmp eq i32 %57, %18
  br i1 %58, label %19, label %37, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cblas_saxpy(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #4 {
  %7 = icmp slt i32 %3, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %6
  %9 = sub nsw i32 1, %0
  %10 = sext i32 %9 to i64
  %11 = sext i32 %3 to i64
  %12 = mul nsw i64 %11, %10
  br label %13

13:                                               ; preds = %6, %8
  %14 = phi i64 [ %12, %8 ], [ 0, %6 ]
  %15 = icmp slt i32 %5, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = sub nsw i32 1, %0
  %18 = sext i32 %17 to i64
  %19 = sext i32 %5 to i64
  %20 = mul nsw i64 %19, %18
  br label %21

21:                                               ; preds = %13, %16
  %22 = phi i64 [ %20, %16 ], [ 0, %13 ]
  %23 = icmp sgt i32 %0, 0
  br i1 %23, label %24, label %101

24:                                               ; preds = %21
  %25 = sext i32 %3 to i64
  %26 = sext i32 %5 to i64
  %27 = zext nneg i32 %0 to i64
  %28 = icmp ult i32 %0, 16
  br i1 %28, label %29, label %51

29:                                               ; preds = %99, %55, %51, %24
  %30 = phi i32 [ 0, %55 ], [ 0, %51 ], [ 0, %24 ], [ %74, %99 ]
  %31 = phi i64 [ %22, %55 ], [ %22, %51 ], [ %22, %24 ], [ %76, %99 ]
  %32 = phi i64 [ %14, %55 ], [ %14, %51 ], [ %14, %24 ], [ %78, %99 ]
  %33 = sub i32 %0, %30
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %45, label %36

36:                                               ; preds = %29
  %37 = getelementptr inbounds float, ptr %2, i64 %32
  %38 = load float, ptr %37, align 4, !tbaa !57
  %39 = getelementptr inbounds float, ptr %4, i64 %31
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = tail call float @llvm.fmuladd.f32(float %1, float %38, float %40)
  store float %41, ptr %39, align 4, !tbaa !57
  %42 = add nuw nsw i32 %30, 1
  %43 = add nsw i64 %32, %25
  %44 = add nsw i64 %31, %26
  br label %45

45:                                               ; preds = %36, %29
  %46 = phi i32 [ %30, %29 ], [ %42, %36 ]
  %47 = phi i64 [ %31, %29 ], [ %44, %36 ]
  %48 = phi i64 [ %32, %29 ], [ %43, %36 ]
  %49 = add nsw i32 %0, -1
  %50 = icmp eq i32 %30, %49
  br i1 %50, label %101, label %102

51:                                               ; preds = %24
  %52 = icmp ne i32 %5, 1
  %53 = icmp ne i32 %3, 1
  %54 = or i1 %52, %53
  br i1 %54, label %29, label %55

55:                                               ; preds = %51
  %56 = shl i64 %22, 2
  %57 = getelementptr i8, ptr %4, i64 %56
  %58 = add nsw i32 %0, -1
  %59 = zext i32 %58 to i64
  %60 = shl nuw nsw i64 %59, 2
  %61 = getelementptr i8, ptr %4, i64 %56
  %62 = getelementptr i8, ptr %61, i64 %60
  %63 = getelementptr i8, ptr %62, i64 4
  %64 = shl i64 %14, 2
  %65 = getelementptr i8, ptr %2, i64 %64
  %66 = getelementptr i8, ptr %2, i64 %64
  %67 = getelementptr i8, ptr %66, i64 %60
  %68 = getelementptr i8, ptr %67, i64 4
  %69 = icmp ult ptr %57, %68
  %70 = icmp ult ptr %65, %63
  %71 = and i1 %69, %70
  br i1 %71, label %29, label %72

72:                                               ; preds = %55
  %73 = and i64 %27, 2147483640
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = mul nuw nsw i64 %73, %26
  %76 = add i64 %22, %75
  %77 = mul nuw nsw i64 %73, %25
  %78 = add i64 %14, %77
  %79 = insertelement <4 x float> poison, float %1, i64 0
  %80 = shufflevector <4 x float> %79, <4 x float> poison, <4 x i32> zeroinitializer
  %81 = getelementptr float, ptr %2, i64 %14
  %82 = getelementptr float, ptr %4, i64 %22
  br label %83

83:                                               ; preds = %83, %72
  %84 = phi i64 [ 0, %72 ], [ %97, %83 ]
  %85 = mul nuw i64 %84, %26
  %86 = mul nuw i64 %84, %25
  %87 = getelementptr float, ptr %81, i64 %86
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load <4 x float>, ptr %87, align 4, !tbaa !57, !alias.scope !62
  %90 = load <4 x float>, ptr %88, align 4, !tbaa !57, !alias.scope !62
  %91 = getelementptr float, ptr %82, i64 %85
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load <4 x float>, ptr %91, align 4, !tbaa !57, !alias.scope !65, !noalias !62
  %94 = load <4 x float>, ptr %92, align 4, !tbaa !57, !alias.scope !65, !noalias !62
  %95 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %80, <4 x float> %89, <4 x float> %93)
  %96 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %80, <4 x float> %90, <4 x float> %94)
  store <4 x float> %95, ptr %91, align 4, !tbaa !57, !alias.scope !65, !noalias !62
  store <4 x float> %96, ptr %92, align 4, !tbaa !57, !alias.scope !65, !noalias !62
  %97 = add nuw i64 %84, 8
  %98 = icmp eq i64 %97, %73
  br i1 %98, label %99, label %83, !llvm.loop !67

99:                                               ; preds = %83
  %100 = icmp eq i64 %73, %27
  br i1 %100, label %101, label %29

101:                                              ; preds = %45, %102, %99, %21
  ret void

102:                                              ; preds = %45, %102
  %103 = phi i32 [ %118, %102 ], [ %46, %45 ]
  %104 = phi i64 [ %120, %102 ], [ %47, %45 ]
  %105 = phi i64 [ %119, %102 ], [ %48, %45 ]
  %106 = getelementptr inbounds float, ptr %2, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !57
  %108 = getelementptr inbounds float, ptr %4, i64 %104
  %109 = load float, ptr %108, align 4, !tbaa !57
  %110 = tail call float @llvm.fmuladd.f32(float %1, float %107, float %109)
  store float %110, ptr %108, align 4, !tbaa !57
  %111 = add nsw i64 %105, %25
  %112 = add nsw i64 %104, %26
  %113 = getelementptr inbounds float, ptr %2, i64 %111
  %114 = load float, ptr %113, align 4, !tbaa !57
  %115 = getelementptr inbounds float, ptr %4, i64 %112
  %116 = load float, ptr %115, align 4, !tbaa !57
  %117 = tail call float @llvm.fmuladd.f32(float %1, float %114, float %116)
  store float %117, ptr %115, align 4, !tbaa !57
  %118 = add nuw nsw i32 %103, 2
  %119 = add nsw i64 %111, %25
  %120 = add nsw i64 %112, %26
  %121 = icmp eq i32 %118, %0
  br i1 %121, label %101, label %102, !llvm.loop !68
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cblas_sscal(i32 noundef %0, float noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = icmp slt i32 %3, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %4
  %7 = sub nsw i32 1, %0
  %8 = sext i32 %7 to i64
  %9 = sext i32 %3 to i64
  %10 = mul nsw i64 %9, %8
  br label %11

11:                                               ; preds = %4, %6
  %12 = phi i64 [ %10, %6 ], [ 0, %4 ]
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %63

14:                                               ; preds = %11
  %15 = sext i32 %3 to i64
  %16 = zext nneg i32 %0 to i64
  %17 = icmp ugt i32 %0, 7
  %18 = icmp eq i32 %3, 1
  %19 = and i1 %17, %18
  br i1 %19, label %42, label %20

20:                                               ; preds = %61, %14
  %21 = phi i32 [ 0, %14 ], [ %44, %61 ]
  %22 = phi i64 [ %12, %14 ], [ %46, %61 ]
  %23 = sub i32 %0, %21
  %24 = and i32 %23, 3
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %20, %26
  %27 = phi i32 [ %33, %26 ], [ %21, %20 ]
  %28 = phi i64 [ %34, %26 ], [ %22, %20 ]
  %29 = phi i32 [ %35, %26 ], [ 0, %20 ]
  %30 = getelementptr inbounds float, ptr %2, i64 %28
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fmul float %31, %1
  store float %32, ptr %30, align 4, !tbaa !57
  %33 = add nuw nsw i32 %27, 1
  %34 = add nsw i64 %28, %15
  %35 = add i32 %29, 1
  %36 = icmp eq i32 %35, %24
  br i1 %36, label %37, label %26, !llvm.loop !69

37:                                               ; preds = %26, %20
  %38 = phi i32 [ %21, %20 ], [ %33, %26 ]
  %39 = phi i64 [ %22, %20 ], [ %34, %26 ]
  %40 = sub i32 %21, %0
  %41 = icmp ugt i32 %40, -4
  br i1 %41, label %63, label %64

42:                                               ; preds = %14
  %43 = and i64 %16, 2147483640
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = mul nuw nsw i64 %43, %15
  %46 = add i64 %12, %45
  %47 = insertelement <4 x float> poison, float %1, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  %49 = getelementptr float, ptr %2, i64 %12
  br label %50

50:                                               ; preds = %50, %42
  %51 = phi i64 [ 0, %42 ], [ %59, %50 ]
  %52 = mul nuw i64 %51, %15
  %53 = getelementptr float, ptr %49, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load <4 x float>, ptr %53, align 4, !tbaa !57
  %56 = load <4 x float>, ptr %54, align 4, !tbaa !57
  %57 = fmul <4 x float> %55, %48
  %58 = fmul <4 x float> %56, %48
  store <4 x float> %57, ptr %53, align 4, !tbaa !57
  store <4 x float> %58, ptr %54, align 4, !tbaa !57
  %59 = add nuw i64 %51, 8
  %60 = icmp eq i64 %59, %43
  br i1 %60, label %61, label %50, !llvm.loop !70

61:                                               ; preds = %50
  %62 = icmp eq i64 %43, %16
  br i1 %62, label %63, label %20

63:                                               ; preds = %37, %64, %61, %11
  ret void

64:                                               ; preds = %37, %64
  %65 = phi i32 [ %82, %64 ], [ %38, %37 ]
  %66 = phi i64 [ %83, %64 ], [ %39, %37 ]
  %67 = getelementptr inbounds float, ptr %2, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fmul float %68, %1
  store float %69, ptr %67, align 4, !tbaa !57
  %70 = add nsw i64 %66, %15
  %71 = getelementptr inbounds float, ptr %2, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !57
  %73 = fmul float %72, %1
  store float %73, ptr %71, align 4, !tbaa !57
  %74 = add nsw i64 %70, %15
  %75 = getelementptr inbounds float, ptr %2, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !57
  %77 = fmul float %76, %1
  store float %77, ptr %75, align 4, !tbaa !57
  %78 = add nsw i64 %74, %15
  %79 = getelementptr inbounds float, ptr %2, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !57
  %81 = fmul float %80, %1
  store float %81, ptr %79, align 4, !tbaa !57
  %82 = add nuw nsw i32 %65, 4
  %83 = add nsw i64 %78, %15
  %84 = icmp eq i32 %82, %0
  br i1 %84, label %63, label %64, !llvm.loop !71
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @cblas_sgemv(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, ptr nocapture noundef readonly %5, i32 noundef %6, ptr nocapture noundef readonly %7, i32 noundef %8, float noundef %9, ptr nocapture noundef %10, i32 noundef %11) local_unnamed_addr #5 {
  %13 = icmp eq i32 %0, 101
  %14 = icmp eq i32 %1, 111
  %15 = select i1 %14, i32 %2, i32 %3
  %16 = select i1 %14, i32 %3, i32 %2
  %17 = icmp slt i32 %11, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %12
  %19 = sub nsw i32 1, %15
  %20 = sext i32 %19 to i64
  %21 = sext i32 %11 to i64
  %22 = mul nsw i64 %21, %20
  br label %23

23:                                               ; preds = %12, %18
  %24 = phi i64 [ %22, %18 ], [ 0, %12 ]
  %25 = icmp sgt i32 %15, 0
  br i1 %25, label %26, label %39

26:                                               ; preds = %23
  %27 = icmp slt i32 %8, 0
  %28 = sub nsw i32 1, %16
  %29 = sext i32 %28 to i64
  %30 = sext i32 %8 to i64
  %31 = mul nsw i64 %30, %29
  %32 = icmp sgt i32 %16, 0
  %33 = sext i32 %6 to i64
  %34 = fcmp oeq float %9, 0.000000e+00
  %35 = sext i32 %11 to i64
  %36 = zext nneg i32 %15 to i64
  %37 = select i1 %27, i64 %31, i64 0
  %38 = zext nneg i32 %16 to i64
  br label %40

39:                                               ; preds = %78, %23
  ret void

40:                                               ; preds = %26, %78
  %41 = phi i64 [ 0, %26 ], [ %82, %78 ]
  %42 = phi i64 [ %24, %26 ], [ %83, %78 ]
  br i1 %32, label %43, label %47

43:                                               ; preds = %40
  %44 = mul nsw i64 %41, %33
  %45 = getelementptr float, ptr %5, i64 %44
  %46 = getelementptr float, ptr %5, i64 %41
  br label %49

47:                                               ; preds = %65, %40
  %48 = phi float [ 0.000000e+00, %40 ], [ %70, %65 ]
  br i1 %34, label %78, label %74

49:                                               ; preds = %43, %65
  %50 = phi i64 [ 0, %43 ], [ %71, %65 ]
  %51 = phi i64 [ %37, %43 ], [ %72, %65 ]
  %52 = phi float [ 0.000000e+00, %43 ], [ %70, %65 ]
  br i1 %14, label %59, label %53

53:                                               ; preds = %49
  br i1 %13, label %54, label %57

54:                                               ; preds = %53
  %55 = mul nsw i64 %50, %33
  %56 = getelementptr float, ptr %46, i64 %55
  br label %65

57:                                               ; preds = %53
  %58 = getelementptr float, ptr %45, i64 %50
  br label %65

59:                                               ; preds = %49
  br i1 %13, label %60, label %62

60:                                               ; preds = %59
  %61 = getelementptr float, ptr %45, i64 %50
  br label %65

62:                                               ; preds = %59
  %63 = mul nsw i64 %50, %33
  %64 = getelementptr float, ptr %46, i64 %63
  br label %65

65:                                               ; preds = %60, %62, %54, %57
  %66 = phi ptr [ %56, %54 ], [ %58, %57 ], [ %61, %60 ], [ %64, %62 ]
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = getelementptr inbounds float, ptr %7, i64 %51
  %69 = load float, ptr %68, align 4, !tbaa !57
  %70 = tail call float @llvm.fmuladd.f32(float %67, float %69, float %52)
  %71 = add nuw nsw i64 %50, 1
  %72 = add nsw i64 %51, %30
  %73 = icmp eq i64 %71, %38
  br i1 %73, label %47, label %49, !llvm.loop !72

74:                                               ; preds = %47
  %75 = getelementptr inbounds float, ptr %10, i64 %42
  %76 = load float, ptr %75, align 4, !tbaa !57
  %77 = fmul float %76, %9
  br label %78

78:                                               ; preds = %47, %74
  %79 = phi float [ %77, %74 ], [ 0.000000e+00, %47 ]
  %80 = tail call float @llvm.fmuladd.f32(float %4, float %48, float %79)
  %81 = getelementptr inbounds float, ptr %10, i64 %42
  store float %80, ptr %81, align 4, !tbaa !57
  %82 = add nuw nsw i64 %41, 1
  %83 = add nsw i64 %42, %35
  %84 = icmp eq i64 %82, %36
  br i1 %84, label %39, label %40, !llvm.loop !73
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @cblas_sgemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, ptr nocapture noundef readonly %7, i32 noundef %8, ptr nocapture noundef readonly %9, i32 noundef %10, float noundef %11, ptr nocapture noundef %12, i32 noundef %13) local_unnamed_addr #6 {
  %15 = icmp eq i32 %0, 101
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %17, label %38

17:                                               ; preds = %14
  %18 = icmp sgt i32 %4, 0
  %19 = icmp sgt i32 %5, 0
  %20 = icmp eq i32 %1, 111
  %21 = sext i32 %8 to i64
  %22 = icmp eq i32 %2, 111
  %23 = sext i32 %10 to i64
  %24 = sext i32 %13 to i64
  %25 = fcmp oeq float %11, 0.000000e+00
  %26 = zext nneg i32 %3 to i64
  %27 = zext nneg i32 %4 to i64
  %28 = zext nneg i32 %5 to i64
  br label %29

29:                                               ; preds = %17, %45
  %30 = phi i64 [ 0, %17 ], [ %46, %45 ]
  br i1 %18, label %31, label %45

31:                                               ; preds = %29
  %32 = mul nsw i64 %30, %21
  %33 = getelementptr float, ptr %7, i64 %32
  %34 = getelementptr float, ptr %7, i64 %30
  %35 = getelementptr float, ptr %12, i64 %30
  %36 = mul nsw i64 %30, %24
  %37 = getelementptr float, ptr %12, i64 %36
  br label %39

38:                                               ; preds = %45, %14
  ret void

39:                                               ; preds = %31, %93
  %40 = phi i64 [ 0, %31 ], [ %96, %93 ]
  br i1 %19, label %41, label %48

41:                                               ; preds = %39
  %42 = getelementptr float, ptr %9, i64 %40
  %43 = mul nsw i64 %40, %23
  %44 = getelementptr float, ptr %9, i64 %43
  br label %54

45:                                               ; preds = %93, %29
  %46 = add nuw nsw i64 %30, 1
  %47 = icmp eq i64 %46, %26
  br i1 %47, label %38, label %29, !llvm.loop !74

48:                                               ; preds = %84, %39
  %49 = phi float [ 0.000000e+00, %39 ], [ %87, %84 ]
  %50 = getelementptr float, ptr %37, i64 %40
  %51 = mul nsw i64 %40, %24
  %52 = getelementptr float, ptr %35, i64 %51
  %53 = select i1 %15, ptr %50, ptr %52
  br i1 %25, label %93, label %90

54:                                               ; preds = %41, %84
  %55 = phi i64 [ 0, %41 ], [ %88, %84 ]
  %56 = phi float [ 0.000000e+00, %41 ], [ %87, %84 ]
  br i1 %20, label %63, label %57

57:                                               ; preds = %54
  br i1 %15, label %58, label %61

58:                                               ; preds = %57
  %59 = mul nsw i64 %55, %21
  %60 = getelementptr float, ptr %34, i64 %59
  br label %69

61:                                               ; preds = %57
  %62 = getelementptr float, ptr %33, i64 %55
  br label %69

63:                                               ; preds = %54
  br i1 %15, label %64, label %66

64:                                               ; preds = %63
  %65 = getelementptr float, ptr %33, i64 %55
  br label %69

66:                                               ; preds = %63
  %67 = mul nsw i64 %55, %21
  %68 = getelementptr float, ptr %34, i64 %67
  br label %69

69:                                               ; preds = %64, %66, %58, %61
  %70 = phi ptr [ %60, %58 ], [ %62, %61 ], [ %65, %64 ], [ %68, %66 ]
  %71 = load float, ptr %70, align 4, !tbaa !57
  br i1 %22, label %78, label %72

72:                                               ; preds = %69
  br i1 %15, label %73, label %75

73:                                               ; preds = %72
  %74 = getelementptr float, ptr %44, i64 %55
  br label %84

75:                                               ; preds = %72
  %76 = mul nsw i64 %55, %23
  %77 = getelementptr float, ptr %42, i64 %76
  br label %84

78:                                               ; preds = %69
  br i1 %15, label %79, label %82

79:                                               ; preds = %78
  %80 = mul nsw i64 %55, %23
  %81 = getelementptr float, ptr %42, i64 %80
  br label %84

82:                                               ; preds = %78
  %83 = getelementptr float, ptr %44, i64 %55
  br label %84

84:                                               ; preds = %79, %82, %73, %75
  %85 = phi ptr [ %74, %73 ], [ %77, %75 ], [ %81, %79 ], [ %83, %82 ]
  %86 = load float, ptr %85, align 4, !tbaa !57
  %87 = tail call float @llvm.fmuladd.f32(float %71, float %86, float %56)
  %88 = add nuw nsw i64 %55, 1
  %89 = icmp eq i64 %88, %28
  br i1 %89, label %48, label %54, !llvm.loop !75

90:                                               ; preds = %48
  %91 = load float, ptr %53, align 4, !tbaa !57
  %92 = fmul float %91, %11
  br label %93

93:                                               ; preds = %48, %90
  %94 = phi float [ %92, %90 ], [ 0.000000e+00, %48 ]
  %95 = tail call float @llvm.fmuladd.f32(float %6, float %49, float %94)
  store float %95, ptr %53, align 4, !tbaa !57
  %96 = add nuw nsw i64 %40, 1
  %97 = icmp eq i64 %96, %27
  br i1 %97, label %45, label %39, !llvm.loop !76
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @cblas_sger(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5, ptr nocapture noundef readonly %6, i32 noundef %7, ptr nocapture noundef %8, i32 noundef %9) local_unnamed_addr #6 {
  %11 = icmp eq i32 %0, 101
  %12 = icmp slt i32 %5, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = sub nsw i32 1, %1
  %15 = sext i32 %14 to i64
  %16 = sext i32 %5 to i64
  %17 = mul nsw i64 %16, %15
  br label %18

18:                                               ; preds = %10, %13
  %19 = phi i64 [ %17, %13 ], [ 0, %10 ]
  %20 = icmp sgt i32 %1, 0
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = icmp slt i32 %7, 0
  %23 = sub nsw i32 1, %2
  %24 = sext i32 %23 to i64
  %25 = sext i32 %7 to i64
  %26 = mul nsw i64 %25, %24
  %27 = icmp sgt i32 %2, 0
  %28 = sext i32 %9 to i64
  %29 = sext i32 %5 to i64
  %30 = zext nneg i32 %1 to i64
  %31 = select i1 %22, i64 %26, i64 0
  %32 = zext i32 %2 to i64
  %33 = and i64 %32, 1
  %34 = icmp eq i32 %2, 1
  %35 = and i64 %32, 2147483646
  %36 = icmp eq i64 %33, 0
  br label %38

37:                                               ; preds = %60, %18
  ret void

38:                                               ; preds = %21, %60
  %39 = phi i64 [ 0, %21 ], [ %61, %60 ]
  %40 = phi i64 [ %19, %21 ], [ %62, %60 ]
  br i1 %27, label %41, label %60

41:                                               ; preds = %38
  %42 = getelementptr inbounds float, ptr %4, i64 %40
  %43 = getelementptr float, ptr %8, i64 %39
  %44 = mul nsw i64 %39, %28
  %45 = getelementptr float, ptr %8, i64 %44
  br i1 %34, label %46, label %64

46:                                               ; preds = %64, %41
  %47 = phi i64 [ 0, %41 ], [ %90, %64 ]
  %48 = phi i64 [ %31, %41 ], [ %91, %64 ]
  br i1 %36, label %60, label %49

49:                                               ; preds = %46
  %50 = load float, ptr %42, align 4, !tbaa !57
  %51 = fmul float %50, %3
  %52 = getelementptr inbounds float, ptr %6, i64 %48
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = getelementptr float, ptr %45, i64 %47
  %55 = mul nsw i64 %47, %28
  %56 = getelementptr float, ptr %43, i64 %55
  %57 = select i1 %11, ptr %54, ptr %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = tail call float @llvm.fmuladd.f32(float %51, float %53, float %58)
  store float %59, ptr %57, align 4, !tbaa !57
  br label %60

60:                                               ; preds = %49, %46, %38
  %61 = add nuw nsw i64 %39, 1
  %62 = add nsw i64 %40, %29
  %63 = icmp eq i64 %61, %30
  br i1 %63, label %37, label %38, !llvm.loop !77

64:                                               ; preds = %41, %64
  %65 = phi i64 [ %90, %64 ], [ 0, %41 ]
  %66 = phi i64 [ %91, %64 ], [ %31, %41 ]
  %67 = phi i64 [ %92, %64 ], [ 0, %41 ]
  %68 = load float, ptr %42, align 4, !tbaa !57
  %69 = fmul float %68, %3
  %70 = getelementptr inbounds float, ptr %6, i64 %66
  %71 = load float, ptr %70, align 4, !tbaa !57
  %72 = getelementptr float, ptr %45, i64 %65
  %73 = mul nsw i64 %65, %28
  %74 = getelementptr float, ptr %43, i64 %73
  %75 = select i1 %11, ptr %72, ptr %74
  %76 = load float, ptr %75, align 4, !tbaa !57
  %77 = tail call float @llvm.fmuladd.f32(float %69, float %71, float %76)
  store float %77, ptr %75, align 4, !tbaa !57
  %78 = or disjoint i64 %65, 1
  %79 = add nsw i64 %66, %25
  %80 = load float, ptr %42, align 4, !tbaa !57
  %81 = fmul float %80, %3
  %82 = getelementptr inbounds float, ptr %6, i64 %79
  %83 = load float, ptr %82, align 4, !tbaa !57
  %84 = getelementptr float, ptr %45, i64 %78
  %85 = mul nsw i64 %78, %28
  %86 = getelementptr float, ptr %43, i64 %85
  %87 = select i1 %11, ptr %84, ptr %86
  %88 = load float, ptr %87, align 4, !tbaa !57
  %89 = tail call float @llvm.fmuladd.f32(float %81, float %83, float %88)
  store float %89, ptr %87, align 4, !tbaa !57
  %90 = add nuw nsw i64 %65, 2
  %91 = add nsw i64 %79, %25
  %92 = add i64 %67, 2
  %93 = icmp eq i64 %92, %35
  br i1 %93, label %46, label %64, !llvm.loop !78
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @sdot_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = load i32, ptr %0, align 4, !tbaa !33
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %58

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !tbaa !33
  %10 = icmp slt i32 %9, 0
  %11 = sext i32 %9 to i64
  %12 = sub nsw i32 1, %6
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %11, %13
  %15 = select i1 %10, i64 %14, i64 0
  %16 = load i32, ptr %2, align 4, !tbaa !33
  %17 = icmp slt i32 %16, 0
  %18 = sext i32 %16 to i64
  %19 = mul nsw i64 %18, %13
  %20 = select i1 %17, i64 %19, i64 0
  %21 = and i32 %6, 1
  %22 = icmp eq i32 %6, 1
  br i1 %22, label %46, label %23

23:                                               ; preds = %8
  %24 = and i32 %6, 2147483646
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %15, %23 ], [ %43, %25 ]
  %27 = phi i64 [ %20, %23 ], [ %42, %25 ]
  %28 = phi float [ 0.000000e+00, %23 ], [ %41, %25 ]
  %29 = phi i32 [ 0, %23 ], [ %44, %25 ]
  %30 = getelementptr inbounds float, ptr %1, i64 %27
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = getelementptr inbounds float, ptr %3, i64 %26
  %33 = load float, ptr %32, align 4, !tbaa !57
  %34 = tail call float @llvm.fmuladd.f32(float %31, float %33, float %28)
  %35 = add nsw i64 %27, %18
  %36 = add nsw i64 %26, %11
  %37 = getelementptr inbounds float, ptr %1, i64 %35
  %38 = load float, ptr %37, align 4, !tbaa !57
  %39 = getelementptr inbounds float, ptr %3, i64 %36
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = tail call float @llvm.fmuladd.f32(float %38, float %40, float %34)
  %42 = add nsw i64 %35, %18
  %43 = add nsw i64 %36, %11
  %44 = add i32 %29, 2
  %45 = icmp eq i32 %44, %24
  br i1 %45, label %46, label %25, !llvm.loop !59

46:                                               ; preds = %25, %8
  %47 = phi float [ poison, %8 ], [ %41, %25 ]
  %48 = phi i64 [ %15, %8 ], [ %43, %25 ]
  %49 = phi i64 [ %20, %8 ], [ %42, %25 ]
  %50 = phi float [ 0.000000e+00, %8 ], [ %41, %25 ]
  %51 = icmp eq i32 %21, 0
  br i1 %51, label %58, label %52

52:                                               ; preds = %46
  %53 = getelementptr inbounds float, ptr %1, i64 %49
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = getelementptr inbounds float, ptr %3, i64 %48
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = tail call float @llvm.fmuladd.f32(float %54, float %56, float %50)
  br label %58

58:                                               ; preds = %52, %46, %5
  %59 = phi float [ 0.000000e+00, %5 ], [ %47, %46 ], [ %57, %52 ]
  ret float %59
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local float @snrm2_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = load i32, ptr %0, align 4, !tbaa !33
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !tbaa !33
  %8 = icmp slt i32 %7, 0
  %9 = sext i32 %7 to i64
  %10 = sub nsw i32 1, %4
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %9, %11
  %13 = select i1 %8, i64 %12, i64 0
  %14 = and i32 %4, 3
  %15 = icmp ult i32 %4, 4
  br i1 %15, label %40, label %16

16:                                               ; preds = %6
  %17 = and i32 %4, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ %13, %16 ], [ %37, %18 ]
  %20 = phi float [ 0.000000e+00, %16 ], [ %36, %18 ]
  %21 = phi i32 [ 0, %16 ], [ %38, %18 ]
  %22 = getelementptr inbounds float, ptr %1, i64 %19
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %23, float %20)
  %25 = add nsw i64 %19, %9
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %24)
  %29 = add nsw i64 %25, %9
  %30 = getelementptr inbounds float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = tail call float @llvm.fmuladd.f32(float %31, float %31, float %28)
  %33 = add nsw i64 %29, %9
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !57
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %32)
  %37 = add nsw i64 %33, %9
  %38 = add i32 %21, 4
  %39 = icmp eq i32 %38, %17
  br i1 %39, label %40, label %18, !llvm.loop !61

40:                                               ; preds = %18, %6
  %41 = phi float [ poison, %6 ], [ %36, %18 ]
  %42 = phi i64 [ %13, %6 ], [ %37, %18 ]
  %43 = phi float [ 0.000000e+00, %6 ], [ %36, %18 ]
  %44 = icmp eq i32 %14, 0
  br i1 %44, label %55, label %45

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %52, %45 ], [ %42, %40 ]
  %47 = phi float [ %51, %45 ], [ %43, %40 ]
  %48 = phi i32 [ %53, %45 ], [ 0, %40 ]
  %49 = getelementptr inbounds float, ptr %1, i64 %46
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = tail call float @llvm.fmuladd.f32(float %50, float %50, float %47)
  %52 = add nsw i64 %46, %9
  %53 = add i32 %48, 1
  %54 = icmp eq i32 %53, %14
  br i1 %54, label %55, label %45, !llvm.loop !79

55:                                               ; preds = %40, %45, %3
  %56 = phi float [ 0.000000e+00, %3 ], [ %41, %40 ], [ %51, %45 ]
  %57 = tail call float @sqrtf(float noundef %56) #3
  ret float %57
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5) local_unnamed_addr #4 {
  %7 = load i32, ptr %0, align 4, !tbaa !33
  %8 = load float, ptr %1, align 4, !tbaa !57
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %10, label %117

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4, !tbaa !33
  %12 = icmp slt i32 %11, 0
  %13 = sext i32 %11 to i64
  %14 = sub nsw i32 1, %7
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %13, %15
  %17 = select i1 %12, i64 %16, i64 0
  %18 = load i32, ptr %3, align 4, !tbaa !33
  %19 = icmp slt i32 %18, 0
  %20 = sext i32 %18 to i64
  %21 = mul nsw i64 %20, %15
  %22 = select i1 %19, i64 %21, i64 0
  %23 = zext nneg i32 %7 to i64
  %24 = icmp ult i32 %7, 16
  br i1 %24, label %75, label %25

25:                                               ; preds = %10
  %26 = icmp ne i32 %11, 1
  %27 = icmp ne i32 %18, 1
  %28 = or i1 %26, %27
  br i1 %28, label %75, label %29

29:                                               ; preds = %25
  %30 = shl i64 %17, 2
  %31 = getelementptr i8, ptr %4, i64 %30
  %32 = add nsw i32 %7, -1
  %33 = zext i32 %32 to i64
  %34 = shl nuw nsw i64 %33, 2
  %35 = getelementptr i8, ptr %4, i64 %30
  %36 = getelementptr i8, ptr %35, i64 %34
  %37 = getelementptr i8, ptr %36, i64 4
  %38 = shl i64 %22, 2
  %39 = getelementptr i8, ptr %2, i64 %38
  %40 = getelementptr i8, ptr %2, i64 %38
  %41 = getelementptr i8, ptr %40, i64 %34
  %42 = getelementptr i8, ptr %41, i64 4
  %43 = icmp ult ptr %31, %42
  %44 = icmp ult ptr %39, %37
  %45 = and i1 %43, %44
  br i1 %45, label %75, label %46

46:                                               ; preds = %29
  %47 = and i64 %23, 2147483640
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = mul nuw nsw i64 %47, %13
  %50 = add nsw i64 %17, %49
  %51 = mul nuw nsw i64 %47, %20
  %52 = add nsw i64 %22, %51
  %53 = insertelement <4 x float> poison, float %8, i64 0
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> zeroinitializer
  %55 = getelementptr float, ptr %2, i64 %22
  %56 = getelementptr float, ptr %4, i64 %17
  br label %57

57:                                               ; preds = %57, %46
  %58 = phi i64 [ 0, %46 ], [ %71, %57 ]
  %59 = mul nuw i64 %58, %13
  %60 = mul nuw i64 %58, %20
  %61 = getelementptr float, ptr %55, i64 %60
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <4 x float>, ptr %61, align 4, !tbaa !57, !alias.scope !80
  %64 = load <4 x float>, ptr %62, align 4, !tbaa !57, !alias.scope !80
  %65 = getelementptr float, ptr %56, i64 %59
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load <4 x float>, ptr %65, align 4, !tbaa !57, !alias.scope !83, !noalias !80
  %68 = load <4 x float>, ptr %66, align 4, !tbaa !57, !alias.scope !83, !noalias !80
  %69 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %54, <4 x float> %63, <4 x float> %67)
  %70 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %54, <4 x float> %64, <4 x float> %68)
  store <4 x float> %69, ptr %65, align 4, !tbaa !57, !alias.scope !83, !noalias !80
  store <4 x float> %70, ptr %66, align 4, !tbaa !57, !alias.scope !83, !noalias !80
  %71 = add nuw i64 %58, 8
  %72 = icmp eq i64 %71, %47
  br i1 %72, label %73, label %57, !llvm.loop !85

73:                                               ; preds = %57
  %74 = icmp eq i64 %47, %23
  br i1 %74, label %117, label %75

75:                                               ; preds = %73, %29, %25, %10
  %76 = phi i32 [ 0, %29 ], [ 0, %25 ], [ 0, %10 ], [ %48, %73 ]
  %77 = phi i64 [ %17, %29 ], [ %17, %25 ], [ %17, %10 ], [ %50, %73 ]
  %78 = phi i64 [ %22, %29 ], [ %22, %25 ], [ %22, %10 ], [ %52, %73 ]
  %79 = sub i32 %7, %76
  %80 = add i32 %76, 1
  %81 = and i32 %79, 1
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %92, label %83

83:                                               ; preds = %75
  %84 = getelementptr inbounds float, ptr %2, i64 %78
  %85 = load float, ptr %84, align 4, !tbaa !57
  %86 = getelementptr inbounds float, ptr %4, i64 %77
  %87 = load float, ptr %86, align 4, !tbaa !57
  %88 = tail call float @llvm.fmuladd.f32(float %8, float %85, float %87)
  store float %88, ptr %86, align 4, !tbaa !57
  %89 = add nuw nsw i32 %76, 1
  %90 = add nsw i64 %78, %20
  %91 = add nsw i64 %77, %13
  br label %92

92:                                               ; preds = %83, %75
  %93 = phi i32 [ %76, %75 ], [ %89, %83 ]
  %94 = phi i64 [ %77, %75 ], [ %91, %83 ]
  %95 = phi i64 [ %78, %75 ], [ %90, %83 ]
  %96 = icmp eq i32 %7, %80
  br i1 %96, label %117, label %97

97:                                               ; preds = %92, %97
  %98 = phi i32 [ %113, %97 ], [ %93, %92 ]
  %99 = phi i64 [ %115, %97 ], [ %94, %92 ]
  %100 = phi i64 [ %114, %97 ], [ %95, %92 ]
  %101 = getelementptr inbounds float, ptr %2, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !57
  %103 = getelementptr inbounds float, ptr %4, i64 %99
  %104 = load float, ptr %103, align 4, !tbaa !57
  %105 = tail call float @llvm.fmuladd.f32(float %8, float %102, float %104)
  store float %105, ptr %103, align 4, !tbaa !57
  %106 = add nsw i64 %100, %20
  %107 = add nsw i64 %99, %13
  %108 = getelementptr inbounds float, ptr %2, i64 %106
  %109 = load float, ptr %108, align 4, !tbaa !57
  %110 = getelementptr inbounds float, ptr %4, i64 %107
  %111 = load float, ptr %110, align 4, !tbaa !57
  %112 = tail call float @llvm.fmuladd.f32(float %8, float %109, float %111)
  store float %112, ptr %110, align 4, !tbaa !57
  %113 = add nuw nsw i32 %98, 2
  %114 = add nsw i64 %106, %20
  %115 = add nsw i64 %107, %13
  %116 = icmp eq i32 %113, %7
  br i1 %116, label %117, label %97, !llvm.loop !86

117:                                              ; preds = %92, %97, %73, %6
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sscal_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #4 {
  %5 = load i32, ptr %0, align 4, !tbaa !33
  %6 = load float, ptr %1, align 4, !tbaa !57
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %84

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4, !tbaa !33
  %10 = icmp slt i32 %9, 0
  %11 = sext i32 %9 to i64
  %12 = sub nsw i32 1, %5
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %11, %13
  %15 = select i1 %10, i64 %14, i64 0
  %16 = zext nneg i32 %5 to i64
  %17 = icmp ugt i32 %5, 7
  %18 = icmp eq i32 %9, 1
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %41

20:                                               ; preds = %8
  %21 = and i64 %16, 2147483640
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = mul nuw nsw i64 %21, %11
  %24 = add nsw i64 %15, %23
  %25 = insertelement <4 x float> poison, float %6, i64 0
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer
  %27 = getelementptr float, ptr %2, i64 %15
  br label %28

28:                                               ; preds = %28, %20
  %29 = phi i64 [ 0, %20 ], [ %37, %28 ]
  %30 = mul nuw i64 %29, %11
  %31 = getelementptr float, ptr %27, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !57
  %34 = load <4 x float>, ptr %32, align 4, !tbaa !57
  %35 = fmul <4 x float> %26, %33
  %36 = fmul <4 x float> %26, %34
  store <4 x float> %35, ptr %31, align 4, !tbaa !57
  store <4 x float> %36, ptr %32, align 4, !tbaa !57
  %37 = add nuw i64 %29, 8
  %38 = icmp eq i64 %37, %21
  br i1 %38, label %39, label %28, !llvm.loop !87

39:                                               ; preds = %28
  %40 = icmp eq i64 %21, %16
  br i1 %40, label %84, label %41

41:                                               ; preds = %39, %8
  %42 = phi i32 [ 0, %8 ], [ %22, %39 ]
  %43 = phi i64 [ %15, %8 ], [ %24, %39 ]
  %44 = sub i32 %5, %42
  %45 = and i32 %44, 3
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %58, label %47

47:                                               ; preds = %41, %47
  %48 = phi i32 [ %54, %47 ], [ %42, %41 ]
  %49 = phi i64 [ %55, %47 ], [ %43, %41 ]
  %50 = phi i32 [ %56, %47 ], [ 0, %41 ]
  %51 = getelementptr inbounds float, ptr %2, i64 %49
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fmul float %6, %52
  store float %53, ptr %51, align 4, !tbaa !57
  %54 = add nuw nsw i32 %48, 1
  %55 = add nsw i64 %49, %11
  %56 = add i32 %50, 1
  %57 = icmp eq i32 %56, %45
  br i1 %57, label %58, label %47, !llvm.loop !88

58:                                               ; preds = %47, %41
  %59 = phi i32 [ %42, %41 ], [ %54, %47 ]
  %60 = phi i64 [ %43, %41 ], [ %55, %47 ]
  %61 = sub i32 %42, %5
  %62 = icmp ugt i32 %61, -4
  br i1 %62, label %84, label %63

63:                                               ; preds = %58, %63
  %64 = phi i32 [ %81, %63 ], [ %59, %58 ]
  %65 = phi i64 [ %82, %63 ], [ %60, %58 ]
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fmul float %6, %67
  store float %68, ptr %66, align 4, !tbaa !57
  %69 = add nsw i64 %65, %11
  %70 = getelementptr inbounds float, ptr %2, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !57
  %72 = fmul float %6, %71
  store float %72, ptr %70, align 4, !tbaa !57
  %73 = add nsw i64 %69, %11
  %74 = getelementptr inbounds float, ptr %2, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !57
  %76 = fmul float %6, %75
  store float %76, ptr %74, align 4, !tbaa !57
  %77 = add nsw i64 %73, %11
  %78 = getelementptr inbounds float, ptr %2, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !57
  %80 = fmul float %6, %79
  store float %80, ptr %78, align 4, !tbaa !57
  %81 = add nuw nsw i32 %64, 4
  %82 = add nsw i64 %77, %11
  %83 = icmp eq i32 %81, %5
  br i1 %83, label %84, label %63, !llvm.loop !89

84:                                               ; preds = %58, %63, %39, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @sgemv_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr nocapture noundef %9, ptr nocapture noundef readonly %10) local_unnamed_addr #5 {
  %12 = load i8, ptr %0, align 1, !tbaa !46
  %13 = and i8 %12, -33
  %14 = icmp eq i8 %13, 78
  %15 = load i32, ptr %1, align 4, !tbaa !33
  %16 = load i32, ptr %2, align 4, !tbaa !33
  %17 = load float, ptr %3, align 4, !tbaa !57
  %18 = load float, ptr %8, align 4, !tbaa !57
  %19 = select i1 %14, i32 %15, i32 %16
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %108

21:                                               ; preds = %11
  %22 = load i32, ptr %10, align 4, !tbaa !33
  %23 = icmp slt i32 %22, 0
  %24 = sext i32 %22 to i64
  %25 = sub nsw i32 1, %19
  %26 = sext i32 %25 to i64
  %27 = mul nsw i64 %24, %26
  %28 = select i1 %23, i64 %27, i64 0
  %29 = select i1 %14, i32 %16, i32 %15
  %30 = load i32, ptr %7, align 4, !tbaa !33
  %31 = load i32, ptr %5, align 4, !tbaa !33
  %32 = icmp slt i32 %30, 0
  %33 = sub nsw i32 1, %29
  %34 = sext i32 %33 to i64
  %35 = sext i32 %30 to i64
  %36 = mul nsw i64 %35, %34
  %37 = icmp sgt i32 %29, 0
  %38 = sext i32 %31 to i64
  %39 = fcmp oeq float %18, 0.000000e+00
  %40 = zext nneg i32 %19 to i64
  %41 = select i1 %32, i64 %36, i64 0
  %42 = zext i32 %29 to i64
  %43 = and i64 %42, 1
  %44 = icmp eq i32 %29, 1
  %45 = and i64 %42, 2147483646
  %46 = icmp eq i64 %43, 0
  br label %47

47:                                               ; preds = %101, %21
  %48 = phi i64 [ 0, %21 ], [ %105, %101 ]
  %49 = phi i64 [ %28, %21 ], [ %106, %101 ]
  br i1 %37, label %50, label %68

50:                                               ; preds = %47
  %51 = mul nsw i64 %48, %38
  %52 = getelementptr float, ptr %4, i64 %51
  %53 = getelementptr float, ptr %4, i64 %48
  br i1 %44, label %54, label %70

54:                                               ; preds = %70, %50
  %55 = phi float [ poison, %50 ], [ %92, %70 ]
  %56 = phi i64 [ 0, %50 ], [ %93, %70 ]
  %57 = phi i64 [ %41, %50 ], [ %94, %70 ]
  %58 = phi float [ 0.000000e+00, %50 ], [ %92, %70 ]
  br i1 %46, label %68, label %59

59:                                               ; preds = %54
  %60 = getelementptr float, ptr %52, i64 %56
  %61 = mul nsw i64 %56, %38
  %62 = getelementptr float, ptr %53, i64 %61
  %63 = select i1 %14, ptr %62, ptr %60
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = getelementptr inbounds float, ptr %6, i64 %57
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = tail call float @llvm.fmuladd.f32(float %64, float %66, float %58)
  br label %68

68:                                               ; preds = %59, %54, %47
  %69 = phi float [ 0.000000e+00, %47 ], [ %55, %54 ], [ %67, %59 ]
  br i1 %39, label %101, label %97

70:                                               ; preds = %50, %70
  %71 = phi i64 [ %93, %70 ], [ 0, %50 ]
  %72 = phi i64 [ %94, %70 ], [ %41, %50 ]
  %73 = phi float [ %92, %70 ], [ 0.000000e+00, %50 ]
  %74 = phi i64 [ %95, %70 ], [ 0, %50 ]
  %75 = getelementptr float, ptr %52, i64 %71
  %76 = mul nsw i64 %71, %38
  %77 = getelementptr float, ptr %53, i64 %76
  %78 = select i1 %14, ptr %77, ptr %75
  %79 = load float, ptr %78, align 4, !tbaa !57
  %80 = getelementptr inbounds float, ptr %6, i64 %72
  %81 = load float, ptr %80, align 4, !tbaa !57
  %82 = tail call float @llvm.fmuladd.f32(float %79, float %81, float %73)
  %83 = or disjoint i64 %71, 1
  %84 = add nsw i64 %72, %35
  %85 = getelementptr float, ptr %52, i64 %83
  %86 = mul nsw i64 %83, %38
  %87 = getelementptr float, ptr %53, i64 %86
  %88 = select i1 %14, ptr %87, ptr %85
  %89 = load float, ptr %88, align 4, !tbaa !57
  %90 = getelementptr inbounds float, ptr %6, i64 %84
  %91 = load float, ptr %90, align 4, !tbaa !57
  %92 = tail call float @llvm.fmuladd.f32(float %89, float %91, float %82)
  %93 = add nuw nsw i64 %71, 2
  %94 = add nsw i64 %84, %35
  %95 = add i64 %74, 2
  %96 = icmp eq i64 %95, %45
  br i1 %96, label %54, label %70, !llvm.loop !72

97:                                               ; preds = %68
  %98 = getelementptr inbounds float, ptr %9, i64 %49
  %99 = load float, ptr %98, align 4, !tbaa !57
  %100 = fmul float %18, %99
  br label %101

101:                                              ; preds = %97, %68
  %102 = phi float [ %100, %97 ], [ 0.000000e+00, %68 ]
  %103 = tail call float @llvm.fmuladd.f32(float %17, float %69, float %102)
  %104 = getelementptr inbounds float, ptr %9, i64 %49
  store float %103, ptr %104, align 4, !tbaa !57
  %105 = add nuw nsw i64 %48, 1
  %106 = add nsw i64 %49, %24
  %107 = icmp eq i64 %105, %40
  br i1 %107, label %108, label %47, !llvm.loop !73

108:                                              ; preds = %101, %11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @sgemm_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8, ptr nocapture noundef readonly %9, ptr nocapture noundef readonly %10, ptr nocapture noundef %11, ptr nocapture noundef readonly %12) local_unnamed_addr #5 {
  %14 = load i8, ptr %0, align 1, !tbaa !46
  %15 = and i8 %14, -33
  %16 = icmp eq i8 %15, 78
  %17 = load i8, ptr %1, align 1, !tbaa !46
  %18 = and i8 %17, -33
  %19 = icmp eq i8 %18, 78
  %20 = load i32, ptr %2, align 4, !tbaa !33
  %21 = load float, ptr %5, align 4, !tbaa !57
  %22 = load float, ptr %10, align 4, !tbaa !57
  %23 = icmp sgt i32 %20, 0
  br i1 %23, label %24, label %117

24:                                               ; preds = %13
  %25 = load i32, ptr %12, align 4, !tbaa !33
  %26 = load i32, ptr %9, align 4, !tbaa !33
  %27 = load i32, ptr %7, align 4, !tbaa !33
  %28 = load i32, ptr %4, align 4, !tbaa !33
  %29 = load i32, ptr %3, align 4, !tbaa !33
  %30 = icmp sgt i32 %29, 0
  %31 = icmp sgt i32 %28, 0
  %32 = sext i32 %27 to i64
  %33 = sext i32 %26 to i64
  %34 = sext i32 %25 to i64
  %35 = fcmp oeq float %22, 0.000000e+00
  %36 = zext nneg i32 %20 to i64
  %37 = zext nneg i32 %29 to i64
  %38 = zext i32 %28 to i64
  %39 = and i64 %38, 1
  %40 = icmp eq i32 %28, 1
  %41 = and i64 %38, 2147483646
  %42 = icmp eq i64 %39, 0
  br label %43

43:                                               ; preds = %56, %24
  %44 = phi i64 [ 0, %24 ], [ %57, %56 ]
  br i1 %30, label %45, label %56

45:                                               ; preds = %43
  %46 = mul nsw i64 %44, %32
  %47 = getelementptr float, ptr %6, i64 %46
  %48 = getelementptr float, ptr %6, i64 %44
  %49 = getelementptr float, ptr %11, i64 %44
  br label %50

50:                                               ; preds = %112, %45
  %51 = phi i64 [ 0, %45 ], [ %115, %112 ]
  br i1 %31, label %52, label %75

52:                                               ; preds = %50
  %53 = getelementptr float, ptr %8, i64 %51
  %54 = mul nsw i64 %51, %33
  %55 = getelementptr float, ptr %8, i64 %54
  br i1 %40, label %59, label %79

56:                                               ; preds = %112, %43
  %57 = add nuw nsw i64 %44, 1
  %58 = icmp eq i64 %57, %36
  br i1 %58, label %117, label %43, !llvm.loop !74

59:                                               ; preds = %79, %52
  %60 = phi float [ poison, %52 ], [ %105, %79 ]
  %61 = phi i64 [ 0, %52 ], [ %106, %79 ]
  %62 = phi float [ 0.000000e+00, %52 ], [ %105, %79 ]
  br i1 %42, label %75, label %63

63:                                               ; preds = %59
  %64 = getelementptr float, ptr %47, i64 %61
  %65 = mul nsw i64 %61, %32
  %66 = getelementptr float, ptr %48, i64 %65
  %67 = select i1 %16, ptr %66, ptr %64
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = mul nsw i64 %61, %33
  %70 = getelementptr float, ptr %53, i64 %69
  %71 = getelementptr float, ptr %55, i64 %61
  %72 = select i1 %19, ptr %71, ptr %70
  %73 = load float, ptr %72, align 4, !tbaa !57
  %74 = tail call float @llvm.fmuladd.f32(float %68, float %73, float %62)
  br label %75

75:                                               ; preds = %63, %59, %50
  %76 = phi float [ 0.000000e+00, %50 ], [ %60, %59 ], [ %74, %63 ]
  %77 = mul nsw i64 %51, %34
  %78 = getelementptr float, ptr %49, i64 %77
  br i1 %35, label %112, label %109

79:                                               ; preds = %52, %79
  %80 = phi i64 [ %106, %79 ], [ 0, %52 ]
  %81 = phi float [ %105, %79 ], [ 0.000000e+00, %52 ]
  %82 = phi i64 [ %107, %79 ], [ 0, %52 ]
  %83 = getelementptr float, ptr %47, i64 %80
  %84 = mul nsw i64 %80, %32
  %85 = getelementptr float, ptr %48, i64 %84
  %86 = select i1 %16, ptr %85, ptr %83
  %87 = load float, ptr %86, align 4, !tbaa !57
  %88 = mul nsw i64 %80, %33
  %89 = getelementptr float, ptr %53, i64 %88
  %90 = getelementptr float, ptr %55, i64 %80
  %91 = select i1 %19, ptr %90, ptr %89
  %92 = load float, ptr %91, align 4, !tbaa !57
  %93 = tail call float @llvm.fmuladd.f32(float %87, float %92, float %81)
  %94 = or disjoint i64 %80, 1
  %95 = getelementptr float, ptr %47, i64 %94
  %96 = mul nsw i64 %94, %32
  %97 = getelementptr float, ptr %48, i64 %96
  %98 = select i1 %16, ptr %97, ptr %95
  %99 = load float, ptr %98, align 4, !tbaa !57
  %100 = mul nsw i64 %94, %33
  %101 = getelementptr float, ptr %53, i64 %100
  %102 = getelementptr float, ptr %55, i64 %94
  %103 = select i1 %19, ptr %102, ptr %101
  %104 = load float, ptr %103, align 4, !tbaa !57
  %105 = tail call float @llvm.fmuladd.f32(float %99, float %104, float %93)
  %106 = add nuw nsw i64 %80, 2
  %107 = add i64 %82, 2
  %108 = icmp eq i64 %107, %41
  br i1 %108, label %59, label %79, !llvm.loop !75

109:                                              ; preds = %75
  %110 = load float, ptr %78, align 4, !tbaa !57
  %111 = fmul float %22, %110
  br label %112

112:                                              ; preds = %109, %75
  %113 = phi float [ %111, %109 ], [ 0.000000e+00, %75 ]
  %114 = tail call float @llvm.fmuladd.f32(float %21, float %76, float %113)
  store float %114, ptr %78, align 4, !tbaa !57
  %115 = add nuw nsw i64 %51, 1
  %116 = icmp eq i64 %115, %37
  br i1 %116, label %56, label %50, !llvm.loop !76

117:                                              ; preds = %56, %13
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sger_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef %7, ptr nocapture noundef readonly %8) local_unnamed_addr #4 {
  %10 = load i32, ptr %0, align 4, !tbaa !33
  %11 = load float, ptr %2, align 4, !tbaa !57
  %12 = icmp sgt i32 %10, 0
  br i1 %12, label %13, label %150

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4, !tbaa !33
  %15 = icmp slt i32 %14, 0
  %16 = sext i32 %14 to i64
  %17 = sub nsw i32 1, %10
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %16, %18
  %20 = select i1 %15, i64 %19, i64 0
  %21 = load i32, ptr %8, align 4, !tbaa !33
  %22 = load i32, ptr %6, align 4, !tbaa !33
  %23 = load i32, ptr %1, align 4, !tbaa !33
  %24 = icmp slt i32 %22, 0
  %25 = sub nsw i32 1, %23
  %26 = sext i32 %25 to i64
  %27 = sext i32 %22 to i64
  %28 = mul nsw i64 %26, %27
  %29 = icmp sgt i32 %23, 0
  %30 = sext i32 %21 to i64
  %31 = zext nneg i32 %10 to i64
  %32 = select i1 %24, i64 %28, i64 0
  %33 = zext i32 %23 to i64
  %34 = add nuw nsw i64 %31, %33
  %35 = shl nuw nsw i64 %34, 2
  %36 = getelementptr i8, ptr %7, i64 %35
  %37 = getelementptr i8, ptr %36, i64 -4
  %38 = shl i64 %20, 2
  %39 = getelementptr i8, ptr %3, i64 %38
  %40 = add nuw nsw i64 %31, 4611686018427387903
  %41 = mul i64 %40, %16
  %42 = add i64 %41, %20
  %43 = shl i64 %42, 2
  %44 = getelementptr i8, ptr %3, i64 %43
  %45 = getelementptr i8, ptr %44, i64 4
  %46 = shl i64 %32, 2
  %47 = getelementptr i8, ptr %5, i64 %46
  %48 = add i64 %32, %33
  %49 = shl i64 %48, 2
  %50 = getelementptr i8, ptr %5, i64 %49
  %51 = icmp ult i32 %23, 8
  %52 = icmp ne i32 %21, 1
  %53 = icmp ne i32 %22, 1
  %54 = or i1 %52, %53
  %55 = icmp ugt ptr %45, %7
  %56 = icmp ult ptr %39, %37
  %57 = and i1 %55, %56
  %58 = icmp slt i32 %14, 0
  %59 = or i1 %57, %58
  %60 = icmp ugt ptr %50, %7
  %61 = icmp ult ptr %47, %37
  %62 = and i1 %60, %61
  %63 = or i1 %59, %62
  %64 = and i64 %33, 2147483640
  %65 = mul nuw nsw i64 %64, %27
  %66 = add nsw i64 %32, %65
  %67 = insertelement <4 x float> poison, float %11, i64 0
  %68 = shufflevector <4 x float> %67, <4 x float> poison, <4 x i32> zeroinitializer
  %69 = getelementptr float, ptr %5, i64 %32
  %70 = icmp eq i64 %64, %33
  %71 = and i64 %33, 1
  %72 = icmp eq i64 %71, 0
  %73 = add nsw i64 %33, -1
  br label %74

74:                                               ; preds = %122, %13
  %75 = phi i64 [ 0, %13 ], [ %123, %122 ]
  %76 = phi i64 [ %20, %13 ], [ %124, %122 ]
  br i1 %29, label %77, label %122

77:                                               ; preds = %74
  %78 = getelementptr inbounds float, ptr %3, i64 %76
  %79 = getelementptr float, ptr %7, i64 %75
  %80 = select i1 %51, i1 true, i1 %54
  %81 = select i1 %80, i1 true, i1 %63
  br i1 %81, label %82, label %100

82:                                               ; preds = %77, %121
  %83 = phi i64 [ 0, %77 ], [ %64, %121 ]
  %84 = phi i64 [ %32, %77 ], [ %66, %121 ]
  br i1 %72, label %96, label %85

85:                                               ; preds = %82
  %86 = load float, ptr %78, align 4, !tbaa !57
  %87 = fmul float %11, %86
  %88 = getelementptr inbounds float, ptr %5, i64 %84
  %89 = load float, ptr %88, align 4, !tbaa !57
  %90 = mul nsw i64 %83, %30
  %91 = getelementptr float, ptr %79, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !57
  %93 = tail call float @llvm.fmuladd.f32(float %87, float %89, float %92)
  store float %93, ptr %91, align 4, !tbaa !57
  %94 = or disjoint i64 %83, 1
  %95 = add nsw i64 %84, %27
  br label %96

96:                                               ; preds = %85, %82
  %97 = phi i64 [ %83, %82 ], [ %94, %85 ]
  %98 = phi i64 [ %84, %82 ], [ %95, %85 ]
  %99 = icmp eq i64 %83, %73
  br i1 %99, label %122, label %126

100:                                              ; preds = %77
  %101 = load float, ptr %78, align 4, !tbaa !57, !alias.scope !90
  %102 = insertelement <4 x float> poison, float %101, i64 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  %104 = fmul <4 x float> %68, %103
  %105 = fmul <4 x float> %68, %103
  br label %106

106:                                              ; preds = %106, %100
  %107 = phi i64 [ 0, %100 ], [ %119, %106 ]
  %108 = mul nuw i64 %107, %27
  %109 = getelementptr float, ptr %69, i64 %108
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load <4 x float>, ptr %109, align 4, !tbaa !57, !alias.scope !93
  %112 = load <4 x float>, ptr %110, align 4, !tbaa !57, !alias.scope !93
  %113 = getelementptr float, ptr %79, i64 %107
  %114 = getelementptr i8, ptr %113, i64 16
  %115 = load <4 x float>, ptr %113, align 4, !tbaa !57, !alias.scope !95, !noalias !97
  %116 = load <4 x float>, ptr %114, align 4, !tbaa !57, !alias.scope !95, !noalias !97
  %117 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %104, <4 x float> %111, <4 x float> %115)
  %118 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %105, <4 x float> %112, <4 x float> %116)
  store <4 x float> %117, ptr %113, align 4, !tbaa !57, !alias.scope !95, !noalias !97
  store <4 x float> %118, ptr %114, align 4, !tbaa !57, !alias.scope !95, !noalias !97
  %119 = add nuw i64 %107, 8
  %120 = icmp eq i64 %119, %64
  br i1 %120, label %121, label %106, !llvm.loop !98

121:                                              ; preds = %106
  br i1 %70, label %122, label %82

122:                                              ; preds = %96, %126, %121, %74
  %123 = add nuw nsw i64 %75, 1
  %124 = add nsw i64 %76, %16
  %125 = icmp eq i64 %123, %31
  br i1 %125, label %150, label %74, !llvm.loop !77

126:                                              ; preds = %96, %126
  %127 = phi i64 [ %147, %126 ], [ %97, %96 ]
  %128 = phi i64 [ %148, %126 ], [ %98, %96 ]
  %129 = load float, ptr %78, align 4, !tbaa !57
  %130 = fmul float %11, %129
  %131 = getelementptr inbounds float, ptr %5, i64 %128
  %132 = load float, ptr %131, align 4, !tbaa !57
  %133 = mul nsw i64 %127, %30
  %134 = getelementptr float, ptr %79, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !57
  %136 = tail call float @llvm.fmuladd.f32(float %130, float %132, float %135)
  store float %136, ptr %134, align 4, !tbaa !57
  %137 = add nuw nsw i64 %127, 1
  %138 = add nsw i64 %128, %27
  %139 = load float, ptr %78, align 4, !tbaa !57
  %140 = fmul float %11, %139
  %141 = getelementptr inbounds float, ptr %5, i64 %138
  %142 = load float, ptr %141, align 4, !tbaa !57
  %143 = mul nsw i64 %137, %30
  %144 = getelementptr float, ptr %79, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !57
  %146 = tail call float @llvm.fmuladd.f32(float %140, float %142, float %145)
  store float %146, ptr %144, align 4, !tbaa !57
  %147 = add nuw nsw i64 %127, 2
  %148 = add nsw i64 %138, %27
  %149 = icmp eq i64 %147, %33
  br i1 %149, label %122, label %126, !llvm.loop !99

150:                                              ; preds = %122, %9
  ret void
}

declare float @sqrtf(float) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !10, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !10, !20}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !10, !20, !21}
!25 = distinct !{!25, !10, !20}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !7, i64 0}
!35 = distinct !{!35, !12}
!36 = !{!37}
!37 = distinct !{!37, !38}
!38 = distinct !{!38, !"LVerDomain"}
!39 = !{!40}
!40 = distinct !{!40, !38}
!41 = distinct !{!41, !10, !20, !21}
!42 = distinct !{!42, !10, !20}
!43 = distinct !{!43, !10, !20, !21}
!44 = distinct !{!44, !12}
!45 = distinct !{!45, !10, !20}
!46 = !{!7, !7, i64 0}
!47 = !{!48}
!48 = distinct !{!48, !49}
!49 = distinct !{!49, !"LVerDomain"}
!50 = !{!51}
!51 = distinct !{!51, !49}
!52 = !{!53}
!53 = distinct !{!53, !49}
!54 = !{!48, !51}
!55 = distinct !{!55, !10, !20, !21}
!56 = distinct !{!56, !10, !20}
!57 = !{!58, !58, i64 0}
!58 = !{!"float", !7, i64 0}
!59 = distinct !{!59, !10}
!60 = distinct !{!60, !12}
!61 = distinct !{!61, !10}
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !{!66}
!66 = distinct !{!66, !64}
!67 = distinct !{!67, !10, !20, !21}
!68 = distinct !{!68, !10, !20}
!69 = distinct !{!69, !12}
!70 = distinct !{!70, !10, !20, !21}
!71 = distinct !{!71, !10, !20}
!72 = distinct !{!72, !10}
!73 = distinct !{!73, !10}
!74 = distinct !{!74, !10}
!75 = distinct !{!75, !10}
!76 = distinct !{!76, !10}
!77 = distinct !{!77, !10}
!78 = distinct !{!78, !10}
!79 = distinct !{!79, !12}
!80 = !{!81}
!81 = distinct !{!81, !82}
!82 = distinct !{!82, !"LVerDomain"}
!83 = !{!84}
!84 = distinct !{!84, !82}
!85 = distinct !{!85, !10, !20, !21}
!86 = distinct !{!86, !10, !20}
!87 = distinct !{!87, !10, !20, !21}
!88 = distinct !{!88, !12}
!89 = distinct !{!89, !10, !20}
!90 = !{!91}
!91 = distinct !{!91, !92}
!92 = distinct !{!92, !"LVerDomain"}
!93 = !{!94}
!94 = distinct !{!94, !92}
!95 = !{!96}
!96 = distinct !{!96, !92}
!97 = !{!91, !94}
!98 = distinct !{!98, !10, !20, !21}
!99 = distinct !{!99, !10, !20}
