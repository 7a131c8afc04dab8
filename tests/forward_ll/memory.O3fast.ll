; ModuleID = 'memory.c'
source_filename = "memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { ptr, i64, double }

@gbuf = internal unnamed_addr global [16 x double] zeroinitializer, align 32
@gtotal = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@gacc = internal unnamed_addr global double 0.000000e+00, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @map(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %89

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %31

8:                                                ; preds = %87, %31, %5
  %9 = phi i64 [ 0, %31 ], [ 0, %5 ], [ %45, %87 ]
  %10 = and i64 %6, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %27, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds double, ptr %0, i64 %9
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = tail call fast double @llvm.sin.f64(double %14)
  %16 = fmul fast double %15, %14
  %17 = getelementptr inbounds double, ptr %1, i64 %9
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = fmul fast double %18, 5.000000e-01
  %20 = or disjoint i64 %9, 1
  %21 = icmp eq i64 %20, %6
  %22 = select i1 %21, i64 0, i64 %20
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = fmul fast double %19, %24
  %26 = fadd fast double %25, %16
  store double %26, ptr %17, align 8, !tbaa !5
  br label %27

27:                                               ; preds = %12, %8
  %28 = phi i64 [ %9, %8 ], [ %20, %12 ]
  %29 = add nsw i64 %6, -1
  %30 = icmp eq i64 %9, %29
  br i1 %30, label %89, label %90

31:                                               ; preds = %5
  %32 = shl nuw nsw i64 %6, 3
  %33 = getelementptr i8, ptr %1, i64 %32
  %34 = getelementptr i8, ptr %0, i64 8
  %35 = getelementptr i8, ptr %0, i64 %32
  %36 = getelementptr i8, ptr %35, i64 8
  %37 = icmp ugt ptr %34, %1
  %38 = icmp ugt ptr %33, %0
  %39 = and i1 %37, %38
  %40 = icmp ugt ptr %36, %1
  %41 = icmp ugt ptr %33, %0
  %42 = and i1 %40, %41
  %43 = or i1 %39, %42
  br i1 %43, label %8, label %44

44:                                               ; preds = %31
  %45 = and i64 %6, 2147483644
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %85, %46 ]
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load <4 x double>, ptr %48, align 8, !tbaa !5, !alias.scope !9
  %50 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %49)
  %51 = fmul fast <4 x double> %50, %49
  %52 = getelementptr inbounds double, ptr %1, i64 %47
  %53 = load <4 x double>, ptr %52, align 8, !tbaa !5, !alias.scope !12, !noalias !14
  %54 = fmul fast <4 x double> %53, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %55 = or disjoint i64 %47, 1
  %56 = or disjoint i64 %47, 2
  %57 = or disjoint i64 %47, 3
  %58 = add nuw nsw i64 %47, 4
  %59 = icmp eq i64 %55, %6
  %60 = icmp eq i64 %56, %6
  %61 = icmp eq i64 %57, %6
  %62 = icmp eq i64 %58, %6
  %63 = and i64 %55, 4294967293
  %64 = and i64 %56, 4294967294
  %65 = and i64 %57, 4294967295
  %66 = and i64 %58, 4294967292
  %67 = select i1 %59, i64 0, i64 %63
  %68 = select i1 %60, i64 0, i64 %64
  %69 = select i1 %61, i64 0, i64 %65
  %70 = select i1 %62, i64 0, i64 %66
  %71 = getelementptr inbounds double, ptr %0, i64 %67
  %72 = getelementptr inbounds double, ptr %0, i64 %68
  %73 = getelementptr inbounds double, ptr %0, i64 %69
  %74 = getelementptr inbounds double, ptr %0, i64 %70
  %75 = load double, ptr %71, align 8, !tbaa !5, !alias.scope !9
  %76 = load double, ptr %72, align 8, !tbaa !5, !alias.scope !9
  %77 = load double, ptr %73, align 8, !tbaa !5, !alias.scope !9
  %78 = load double, ptr %74, align 8, !tbaa !5, !alias.scope !9
  %79 = insertelement <4 x double> poison, double %75, i64 0
  %80 = insertelement <4 x double> %79, double %76, i64 1
  %81 = insertelement <4 x double> %80, double %77, i64 2
  %82 = insertelement <4 x double> %81, double %78, i64 3
  %83 = fmul fast <4 x double> %54, %82
  %84 = fadd fast <4 x double> %83, %51
  store <4 x double> %84, ptr %52, align 8, !tbaa !5, !alias.scope !12, !noalias !14
  %85 = add nuw i64 %47, 4
  %86 = icmp eq i64 %85, %45
  br i1 %86, label %87, label %46, !llvm.loop !16

87:                                               ; preds = %46
  %88 = icmp eq i64 %45, %6
  br i1 %88, label %89, label %8

89:                                               ; preds = %27, %90, %87, %3
  ret void

90:                                               ; preds = %27, %90
  %91 = phi i64 [ %114, %90 ], [ %28, %27 ]
  %92 = getelementptr inbounds double, ptr %0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = tail call fast double @llvm.sin.f64(double %93)
  %95 = fmul fast double %94, %93
  %96 = getelementptr inbounds double, ptr %1, i64 %91
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = fmul fast double %97, 5.000000e-01
  %99 = add nuw nsw i64 %91, 1
  %100 = icmp eq i64 %99, %6
  %101 = and i64 %99, 4294967295
  %102 = select i1 %100, i64 0, i64 %101
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fmul fast double %98, %104
  %106 = fadd fast double %105, %95
  store double %106, ptr %96, align 8, !tbaa !5
  %107 = getelementptr inbounds double, ptr %0, i64 %99
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = tail call fast double @llvm.sin.f64(double %108)
  %110 = fmul fast double %109, %108
  %111 = getelementptr inbounds double, ptr %1, i64 %99
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = fmul fast double %112, 5.000000e-01
  %114 = add nuw nsw i64 %91, 2
  %115 = icmp eq i64 %114, %6
  %116 = and i64 %114, 4294967295
  %117 = select i1 %115, i64 0, i64 %116
  %118 = getelementptr inbounds double, ptr %0, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !5
  %120 = fmul fast double %113, %119
  %121 = fadd fast double %120, %110
  store double %121, ptr %111, align 8, !tbaa !5
  %122 = icmp eq i64 %114, %6
  br i1 %122, label %89, label %90, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @sumsq(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %42

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %36, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %36 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %40, %36 ]
  br label %44

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %34, %12 ]
  %14 = phi <4 x double> [ zeroinitializer, %10 ], [ %30, %12 ]
  %15 = phi <4 x double> [ zeroinitializer, %10 ], [ %31, %12 ]
  %16 = phi <4 x double> [ zeroinitializer, %10 ], [ %32, %12 ]
  %17 = phi <4 x double> [ zeroinitializer, %10 ], [ %33, %12 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %13
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = getelementptr inbounds i8, ptr %18, i64 64
  %21 = getelementptr inbounds i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !5
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !5
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !5
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !5
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fadd fast <4 x double> %26, %14
  %31 = fadd fast <4 x double> %27, %15
  %32 = fadd fast <4 x double> %28, %16
  %33 = fadd fast <4 x double> %29, %17
  %34 = add nuw i64 %13, 16
  %35 = icmp eq i64 %34, %11
  br i1 %35, label %36, label %12, !llvm.loop !21

36:                                               ; preds = %12
  %37 = fadd fast <4 x double> %31, %30
  %38 = fadd fast <4 x double> %32, %37
  %39 = fadd fast <4 x double> %33, %38
  %40 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %39)
  %41 = icmp eq i64 %11, %5
  br i1 %41, label %42, label %7

42:                                               ; preds = %44, %36, %2
  %43 = phi double [ 0.000000e+00, %2 ], [ %40, %36 ], [ %50, %44 ]
  ret double %43

44:                                               ; preds = %7, %44
  %45 = phi i64 [ %51, %44 ], [ %8, %7 ]
  %46 = phi double [ %50, %44 ], [ %9, %7 ]
  %47 = getelementptr inbounds double, ptr %0, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul fast double %48, %48
  %50 = fadd fast double %49, %46
  %51 = add nuw nsw i64 %45, 1
  %52 = icmp eq i64 %51, %5
  br i1 %52, label %42, label %44, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @inplace(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %32

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = load double, ptr %0, align 8
  %7 = add nsw i64 %5, -1
  %8 = add nsw i64 %5, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %16, label %11

11:                                               ; preds = %4
  %12 = and i64 %7, -4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  br label %33

16:                                               ; preds = %33, %4
  %17 = phi double [ %6, %4 ], [ %56, %33 ]
  %18 = phi i64 [ 1, %4 ], [ %57, %33 ]
  %19 = icmp eq i64 %9, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %16, %20
  %21 = phi double [ %28, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %29, %20 ], [ %18, %16 ]
  %23 = phi i64 [ %30, %20 ], [ 0, %16 ]
  %24 = getelementptr inbounds double, ptr %0, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = fmul fast double %21, %25
  %27 = tail call fast double @llvm.cos.f64(double %25)
  %28 = fadd fast double %26, %27
  store double %28, ptr %24, align 8, !tbaa !5
  %29 = add nuw nsw i64 %22, 1
  %30 = add i64 %23, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %20, !llvm.loop !23

32:                                               ; preds = %16, %20, %2
  ret void

33:                                               ; preds = %33, %11
  %34 = phi double [ %6, %11 ], [ %56, %33 ]
  %35 = phi i64 [ 1, %11 ], [ %57, %33 ]
  %36 = phi i64 [ 0, %11 ], [ %58, %33 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = fmul fast double %34, %38
  %40 = tail call fast double @llvm.cos.f64(double %38)
  %41 = fadd fast double %39, %40
  store double %41, ptr %37, align 8, !tbaa !5
  %42 = getelementptr inbounds double, ptr %13, i64 %35
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = fmul fast double %41, %43
  %45 = tail call fast double @llvm.cos.f64(double %43)
  %46 = fadd fast double %44, %45
  store double %46, ptr %42, align 8, !tbaa !5
  %47 = getelementptr inbounds double, ptr %14, i64 %35
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul fast double %46, %48
  %50 = tail call fast double @llvm.cos.f64(double %48)
  %51 = fadd fast double %49, %50
  store double %51, ptr %47, align 8, !tbaa !5
  %52 = getelementptr inbounds double, ptr %15, i64 %35
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fmul fast double %51, %53
  %55 = tail call fast double @llvm.cos.f64(double %53)
  %56 = fadd fast double %54, %55
  store double %56, ptr %52, align 8, !tbaa !5
  %57 = add nuw nsw i64 %35, 4
  %58 = add i64 %36, 4
  %59 = icmp eq i64 %58, %12
  br i1 %59, label %16, label %33, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @scratch(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca [32 x double], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #21
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 32)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %331

6:                                                ; preds = %2
  %7 = zext nneg i32 %4 to i64
  %8 = icmp slt i32 %1, 16
  br i1 %8, label %9, label %11

9:                                                ; preds = %45, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %45 ]
  br label %57

11:                                               ; preds = %6
  %12 = and i64 %7, 48
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  %14 = getelementptr inbounds i8, ptr %0, i64 64
  %15 = getelementptr inbounds i8, ptr %0, i64 96
  %16 = load <4 x double>, ptr %0, align 8, !tbaa !5
  %17 = load <4 x double>, ptr %13, align 8, !tbaa !5
  %18 = load <4 x double>, ptr %14, align 8, !tbaa !5
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !5
  %20 = fmul fast <4 x double> %16, %16
  %21 = fmul fast <4 x double> %17, %17
  %22 = fmul fast <4 x double> %18, %18
  %23 = fmul fast <4 x double> %19, %19
  %24 = getelementptr inbounds i8, ptr %3, i64 32
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = getelementptr inbounds i8, ptr %3, i64 96
  store <4 x double> %20, ptr %3, align 16, !tbaa !5
  store <4 x double> %21, ptr %24, align 16, !tbaa !5
  store <4 x double> %22, ptr %25, align 16, !tbaa !5
  store <4 x double> %23, ptr %26, align 16, !tbaa !5
  %27 = icmp eq i64 %12, 16
  br i1 %27, label %45, label %28, !llvm.loop !26

28:                                               ; preds = %11
  %29 = getelementptr inbounds i8, ptr %0, i64 128
  %30 = getelementptr inbounds i8, ptr %0, i64 160
  %31 = getelementptr inbounds i8, ptr %0, i64 192
  %32 = getelementptr inbounds i8, ptr %0, i64 224
  %33 = load <4 x double>, ptr %29, align 8, !tbaa !5
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !5
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !5
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !5
  %37 = fmul fast <4 x double> %33, %33
  %38 = fmul fast <4 x double> %34, %34
  %39 = fmul fast <4 x double> %35, %35
  %40 = fmul fast <4 x double> %36, %36
  %41 = getelementptr inbounds i8, ptr %3, i64 128
  %42 = getelementptr inbounds i8, ptr %3, i64 160
  %43 = getelementptr inbounds i8, ptr %3, i64 192
  %44 = getelementptr inbounds i8, ptr %3, i64 224
  store <4 x double> %37, ptr %41, align 16, !tbaa !5
  store <4 x double> %38, ptr %42, align 16, !tbaa !5
  store <4 x double> %39, ptr %43, align 16, !tbaa !5
  store <4 x double> %40, ptr %44, align 16, !tbaa !5
  br label %45

45:                                               ; preds = %28, %11
  %46 = icmp eq i64 %12, %7
  br i1 %46, label %47, label %9

47:                                               ; preds = %57, %45
  %48 = icmp eq i32 %1, 1
  br i1 %48, label %80, label %49

49:                                               ; preds = %47
  %50 = load double, ptr %3, align 16, !tbaa !5
  %51 = add nsw i64 %7, -1
  %52 = add nsw i64 %7, -2
  %53 = and i64 %51, 7
  %54 = icmp ult i64 %52, 7
  br i1 %54, label %65, label %55

55:                                               ; preds = %49
  %56 = and i64 %51, -8
  br label %285

57:                                               ; preds = %9, %57
  %58 = phi i64 [ %63, %57 ], [ %10, %9 ]
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = fmul fast double %60, %60
  %62 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %58
  store double %61, ptr %62, align 8, !tbaa !5
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %7
  br i1 %64, label %47, label %57, !llvm.loop !27

65:                                               ; preds = %285, %49
  %66 = phi double [ %50, %49 ], [ %327, %285 ]
  %67 = phi i64 [ 1, %49 ], [ %328, %285 ]
  %68 = icmp eq i64 %53, 0
  br i1 %68, label %80, label %69

69:                                               ; preds = %65, %69
  %70 = phi double [ %76, %69 ], [ %66, %65 ]
  %71 = phi i64 [ %77, %69 ], [ %67, %65 ]
  %72 = phi i64 [ %78, %69 ], [ 0, %65 ]
  %73 = fmul fast double %70, 5.000000e-01
  %74 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = fadd fast double %75, %73
  store double %76, ptr %74, align 8, !tbaa !5
  %77 = add nuw nsw i64 %71, 1
  %78 = add i64 %72, 1
  %79 = icmp eq i64 %78, %53
  br i1 %79, label %80, label %69, !llvm.loop !28

80:                                               ; preds = %65, %69, %47
  br i1 %5, label %81, label %331

81:                                               ; preds = %80
  %82 = zext nneg i32 %4 to i64
  %83 = icmp slt i32 %1, 16
  br i1 %83, label %84, label %87

84:                                               ; preds = %275, %81
  %85 = phi i64 [ 0, %81 ], [ %88, %275 ]
  %86 = phi double [ 0.000000e+00, %81 ], [ %283, %275 ]
  br label %333

87:                                               ; preds = %81
  %88 = and i64 %7, 48
  %89 = urem i32 7, %4
  %90 = urem i32 14, %4
  %91 = urem i32 21, %4
  %92 = urem i32 28, %4
  %93 = urem i32 35, %4
  %94 = urem i32 42, %4
  %95 = urem i32 49, %4
  %96 = urem i32 56, %4
  %97 = urem i32 63, %4
  %98 = urem i32 70, %4
  %99 = urem i32 77, %4
  %100 = urem i32 84, %4
  %101 = urem i32 91, %4
  %102 = urem i32 98, %4
  %103 = urem i32 105, %4
  %104 = zext nneg i32 %89 to i64
  %105 = zext nneg i32 %90 to i64
  %106 = zext nneg i32 %91 to i64
  %107 = zext nneg i32 %92 to i64
  %108 = zext nneg i32 %93 to i64
  %109 = zext nneg i32 %94 to i64
  %110 = zext nneg i32 %95 to i64
  %111 = zext nneg i32 %96 to i64
  %112 = zext nneg i32 %97 to i64
  %113 = zext nneg i32 %98 to i64
  %114 = zext nneg i32 %99 to i64
  %115 = zext nneg i32 %100 to i64
  %116 = zext nneg i32 %101 to i64
  %117 = zext nneg i32 %102 to i64
  %118 = zext nneg i32 %103 to i64
  %119 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %104
  %120 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %105
  %121 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %106
  %122 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %107
  %123 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %108
  %124 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %109
  %125 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %110
  %126 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %111
  %127 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %112
  %128 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %113
  %129 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %114
  %130 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %115
  %131 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %116
  %132 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %117
  %133 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %118
  %134 = load double, ptr %3, align 16, !tbaa !5
  %135 = load double, ptr %119, align 8, !tbaa !5
  %136 = load double, ptr %120, align 8, !tbaa !5
  %137 = load double, ptr %121, align 8, !tbaa !5
  %138 = insertelement <4 x double> poison, double %134, i64 0
  %139 = insertelement <4 x double> %138, double %135, i64 1
  %140 = insertelement <4 x double> %139, double %136, i64 2
  %141 = insertelement <4 x double> %140, double %137, i64 3
  %142 = load double, ptr %122, align 8, !tbaa !5
  %143 = load double, ptr %123, align 8, !tbaa !5
  %144 = load double, ptr %124, align 8, !tbaa !5
  %145 = load double, ptr %125, align 8, !tbaa !5
  %146 = insertelement <4 x double> poison, double %142, i64 0
  %147 = insertelement <4 x double> %146, double %143, i64 1
  %148 = insertelement <4 x double> %147, double %144, i64 2
  %149 = insertelement <4 x double> %148, double %145, i64 3
  %150 = load double, ptr %126, align 8, !tbaa !5
  %151 = load double, ptr %127, align 8, !tbaa !5
  %152 = load double, ptr %128, align 8, !tbaa !5
  %153 = load double, ptr %129, align 8, !tbaa !5
  %154 = insertelement <4 x double> poison, double %150, i64 0
  %155 = insertelement <4 x double> %154, double %151, i64 1
  %156 = insertelement <4 x double> %155, double %152, i64 2
  %157 = insertelement <4 x double> %156, double %153, i64 3
  %158 = load double, ptr %130, align 8, !tbaa !5
  %159 = load double, ptr %131, align 8, !tbaa !5
  %160 = load double, ptr %132, align 8, !tbaa !5
  %161 = load double, ptr %133, align 8, !tbaa !5
  %162 = insertelement <4 x double> poison, double %158, i64 0
  %163 = insertelement <4 x double> %162, double %159, i64 1
  %164 = insertelement <4 x double> %163, double %160, i64 2
  %165 = insertelement <4 x double> %164, double %161, i64 3
  %166 = getelementptr inbounds i8, ptr %0, i64 32
  %167 = getelementptr inbounds i8, ptr %0, i64 64
  %168 = getelementptr inbounds i8, ptr %0, i64 96
  %169 = load <4 x double>, ptr %0, align 8, !tbaa !5
  %170 = load <4 x double>, ptr %166, align 8, !tbaa !5
  %171 = load <4 x double>, ptr %167, align 8, !tbaa !5
  %172 = load <4 x double>, ptr %168, align 8, !tbaa !5
  %173 = fmul fast <4 x double> %169, %141
  %174 = fmul fast <4 x double> %170, %149
  %175 = fmul fast <4 x double> %171, %157
  %176 = fmul fast <4 x double> %172, %165
  %177 = icmp eq i64 %88, 16
  br i1 %177, label %275, label %178, !llvm.loop !29

178:                                              ; preds = %87
  %179 = urem i32 112, %4
  %180 = urem i32 119, %4
  %181 = urem i32 126, %4
  %182 = urem i32 133, %4
  %183 = urem i32 140, %4
  %184 = urem i32 147, %4
  %185 = urem i32 154, %4
  %186 = urem i32 161, %4
  %187 = urem i32 168, %4
  %188 = urem i32 175, %4
  %189 = urem i32 182, %4
  %190 = urem i32 189, %4
  %191 = urem i32 196, %4
  %192 = urem i32 203, %4
  %193 = urem i32 210, %4
  %194 = urem i32 217, %4
  %195 = zext nneg i32 %179 to i64
  %196 = zext nneg i32 %180 to i64
  %197 = zext nneg i32 %181 to i64
  %198 = zext nneg i32 %182 to i64
  %199 = zext nneg i32 %183 to i64
  %200 = zext nneg i32 %184 to i64
  %201 = zext nneg i32 %185 to i64
  %202 = zext nneg i32 %186 to i64
  %203 = zext nneg i32 %187 to i64
  %204 = zext nneg i32 %188 to i64
  %205 = zext nneg i32 %189 to i64
  %206 = zext nneg i32 %190 to i64
  %207 = zext nneg i32 %191 to i64
  %208 = zext nneg i32 %192 to i64
  %209 = zext nneg i32 %193 to i64
  %210 = zext nneg i32 %194 to i64
  %211 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %195
  %212 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %196
  %213 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %197
  %214 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %198
  %215 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %199
  %216 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %200
  %217 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %201
  %218 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %202
  %219 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %203
  %220 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %204
  %221 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %205
  %222 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %206
  %223 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %207
  %224 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %208
  %225 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %209
  %226 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %210
  %227 = load double, ptr %211, align 8, !tbaa !5
  %228 = load double, ptr %212, align 8, !tbaa !5
  %229 = load double, ptr %213, align 8, !tbaa !5
  %230 = load double, ptr %214, align 8, !tbaa !5
  %231 = insertelement <4 x double> poison, double %227, i64 0
  %232 = insertelement <4 x double> %231, double %228, i64 1
  %233 = insertelement <4 x double> %232, double %229, i64 2
  %234 = insertelement <4 x double> %233, double %230, i64 3
  %235 = load double, ptr %215, align 8, !tbaa !5
  %236 = load double, ptr %216, align 8, !tbaa !5
  %237 = load double, ptr %217, align 8, !tbaa !5
  %238 = load double, ptr %218, align 8, !tbaa !5
  %239 = insertelement <4 x double> poison, double %235, i64 0
  %240 = insertelement <4 x double> %239, double %236, i64 1
  %241 = insertelement <4 x double> %240, double %237, i64 2
  %242 = insertelement <4 x double> %241, double %238, i64 3
  %243 = load double, ptr %219, align 8, !tbaa !5
  %244 = load double, ptr %220, align 8, !tbaa !5
  %245 = load double, ptr %221, align 8, !tbaa !5
  %246 = load double, ptr %222, align 8, !tbaa !5
  %247 = insertelement <4 x double> poison, double %243, i64 0
  %248 = insertelement <4 x double> %247, double %244, i64 1
  %249 = insertelement <4 x double> %248, double %245, i64 2
  %250 = insertelement <4 x double> %249, double %246, i64 3
  %251 = load double, ptr %223, align 8, !tbaa !5
  %252 = load double, ptr %224, align 8, !tbaa !5
  %253 = load double, ptr %225, align 8, !tbaa !5
  %254 = load double, ptr %226, align 8, !tbaa !5
  %255 = insertelement <4 x double> poison, double %251, i64 0
  %256 = insertelement <4 x double> %255, double %252, i64 1
  %257 = insertelement <4 x double> %256, double %253, i64 2
  %258 = insertelement <4 x double> %257, double %254, i64 3
  %259 = getelementptr inbounds i8, ptr %0, i64 128
  %260 = getelementptr inbounds i8, ptr %0, i64 160
  %261 = getelementptr inbounds i8, ptr %0, i64 192
  %262 = getelementptr inbounds i8, ptr %0, i64 224
  %263 = load <4 x double>, ptr %259, align 8, !tbaa !5
  %264 = load <4 x double>, ptr %260, align 8, !tbaa !5
  %265 = load <4 x double>, ptr %261, align 8, !tbaa !5
  %266 = load <4 x double>, ptr %262, align 8, !tbaa !5
  %267 = fmul fast <4 x double> %263, %234
  %268 = fmul fast <4 x double> %264, %242
  %269 = fmul fast <4 x double> %265, %250
  %270 = fmul fast <4 x double> %266, %258
  %271 = fadd fast <4 x double> %267, %173
  %272 = fadd fast <4 x double> %268, %174
  %273 = fadd fast <4 x double> %269, %175
  %274 = fadd fast <4 x double> %270, %176
  br label %275

275:                                              ; preds = %178, %87
  %276 = phi <4 x double> [ %173, %87 ], [ %271, %178 ]
  %277 = phi <4 x double> [ %174, %87 ], [ %272, %178 ]
  %278 = phi <4 x double> [ %175, %87 ], [ %273, %178 ]
  %279 = phi <4 x double> [ %176, %87 ], [ %274, %178 ]
  %280 = fadd fast <4 x double> %277, %276
  %281 = fadd fast <4 x double> %278, %280
  %282 = fadd fast <4 x double> %279, %281
  %283 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %282)
  %284 = icmp eq i64 %88, %7
  br i1 %284, label %331, label %84

285:                                              ; preds = %285, %55
  %286 = phi double [ %50, %55 ], [ %327, %285 ]
  %287 = phi i64 [ 1, %55 ], [ %328, %285 ]
  %288 = phi i64 [ 0, %55 ], [ %329, %285 ]
  %289 = fmul fast double %286, 5.000000e-01
  %290 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %287
  %291 = load double, ptr %290, align 8, !tbaa !5
  %292 = fadd fast double %291, %289
  store double %292, ptr %290, align 8, !tbaa !5
  %293 = add nuw nsw i64 %287, 1
  %294 = fmul fast double %292, 5.000000e-01
  %295 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %293
  %296 = load double, ptr %295, align 8, !tbaa !5
  %297 = fadd fast double %296, %294
  store double %297, ptr %295, align 8, !tbaa !5
  %298 = add nuw nsw i64 %287, 2
  %299 = fmul fast double %297, 5.000000e-01
  %300 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %298
  %301 = load double, ptr %300, align 8, !tbaa !5
  %302 = fadd fast double %301, %299
  store double %302, ptr %300, align 8, !tbaa !5
  %303 = add nuw nsw i64 %287, 3
  %304 = fmul fast double %302, 5.000000e-01
  %305 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %303
  %306 = load double, ptr %305, align 8, !tbaa !5
  %307 = fadd fast double %306, %304
  store double %307, ptr %305, align 8, !tbaa !5
  %308 = add nuw nsw i64 %287, 4
  %309 = fmul fast double %307, 5.000000e-01
  %310 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %308
  %311 = load double, ptr %310, align 8, !tbaa !5
  %312 = fadd fast double %311, %309
  store double %312, ptr %310, align 8, !tbaa !5
  %313 = add nuw nsw i64 %287, 5
  %314 = fmul fast double %312, 5.000000e-01
  %315 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %313
  %316 = load double, ptr %315, align 8, !tbaa !5
  %317 = fadd fast double %316, %314
  store double %317, ptr %315, align 8, !tbaa !5
  %318 = add nuw nsw i64 %287, 6
  %319 = fmul fast double %317, 5.000000e-01
  %320 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %318
  %321 = load double, ptr %320, align 8, !tbaa !5
  %322 = fadd fast double %321, %319
  store double %322, ptr %320, align 8, !tbaa !5
  %323 = add nuw nsw i64 %287, 7
  %324 = fmul fast double %322, 5.000000e-01
  %325 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %323
  %326 = load double, ptr %325, align 8, !tbaa !5
  %327 = fadd fast double %326, %324
  store double %327, ptr %325, align 8, !tbaa !5
  %328 = add nuw nsw i64 %287, 8
  %329 = add i64 %288, 8
  %330 = icmp eq i64 %329, %56
  br i1 %330, label %65, label %285, !llvm.loop !30

331:                                              ; preds = %333, %275, %2, %80
  %332 = phi double [ 0.000000e+00, %80 ], [ 0.000000e+00, %2 ], [ %283, %275 ], [ %345, %333 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #21
  ret double %332

333:                                              ; preds = %84, %333
  %334 = phi i64 [ %346, %333 ], [ %85, %84 ]
  %335 = phi double [ %345, %333 ], [ %86, %84 ]
  %336 = trunc i64 %334 to i32
  %337 = mul i32 %336, 7
  %338 = urem i32 %337, %4
  %339 = zext nneg i32 %338 to i64
  %340 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %339
  %341 = load double, ptr %340, align 8, !tbaa !5
  %342 = getelementptr inbounds double, ptr %0, i64 %334
  %343 = load double, ptr %342, align 8, !tbaa !5
  %344 = fmul fast double %343, %341
  %345 = fadd fast double %344, %335
  %346 = add nuw nsw i64 %334, 1
  %347 = icmp eq i64 %346, %82
  br i1 %347, label %331, label %333, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copies(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #21
  %5 = tail call i32 @llvm.smin.i32(i32 %2, i32 64)
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %0, i64 %7, i1 false)
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %1, ptr align 8 %0, i64 %7, i1 false)
  br label %100

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = and i64 %11, 3
  %13 = icmp slt i32 %2, 4
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, 124
  br label %38

16:                                               ; preds = %38, %10
  %17 = phi i64 [ 0, %10 ], [ %72, %38 ]
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %32, label %19

19:                                               ; preds = %16, %19
  %20 = phi i64 [ %29, %19 ], [ %17, %16 ]
  %21 = phi i64 [ %30, %19 ], [ 0, %16 ]
  %22 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = xor i64 %20, -1
  %25 = add nsw i64 %6, %24
  %26 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = fmul fast double %27, %23
  store double %28, ptr %22, align 8, !tbaa !5
  %29 = add nuw nsw i64 %20, 1
  %30 = add i64 %21, 1
  %31 = icmp eq i64 %30, %12
  br i1 %31, label %32, label %19, !llvm.loop !32

32:                                               ; preds = %19, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr nonnull align 16 %4, i64 %7, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  br i1 %8, label %33, label %100

33:                                               ; preds = %32
  %34 = and i64 %11, 3
  %35 = icmp slt i32 %2, 4
  br i1 %35, label %75, label %36

36:                                               ; preds = %33
  %37 = and i64 %11, 124
  br label %104

38:                                               ; preds = %38, %14
  %39 = phi i64 [ 0, %14 ], [ %72, %38 ]
  %40 = phi i64 [ 0, %14 ], [ %73, %38 ]
  %41 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %39
  %42 = load double, ptr %41, align 16, !tbaa !5
  %43 = xor i64 %39, -1
  %44 = add nsw i64 %6, %43
  %45 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = fmul fast double %46, %42
  store double %47, ptr %41, align 16, !tbaa !5
  %48 = or disjoint i64 %39, 1
  %49 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = xor i64 %39, -2
  %52 = add nsw i64 %51, %6
  %53 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = fmul fast double %54, %50
  store double %55, ptr %49, align 8, !tbaa !5
  %56 = or disjoint i64 %39, 2
  %57 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %56
  %58 = load double, ptr %57, align 16, !tbaa !5
  %59 = xor i64 %39, -3
  %60 = add nsw i64 %59, %6
  %61 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = fmul fast double %62, %58
  store double %63, ptr %57, align 16, !tbaa !5
  %64 = or disjoint i64 %39, 3
  %65 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = xor i64 %39, -4
  %68 = add nsw i64 %67, %6
  %69 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = fmul fast double %70, %66
  store double %71, ptr %65, align 8, !tbaa !5
  %72 = add nuw nsw i64 %39, 4
  %73 = add i64 %40, 4
  %74 = icmp eq i64 %73, %15
  br i1 %74, label %16, label %38, !llvm.loop !33

75:                                               ; preds = %104, %33
  %76 = phi i64 [ 0, %33 ], [ %142, %104 ]
  %77 = icmp eq i64 %34, 0
  br i1 %77, label %92, label %78

78:                                               ; preds = %75, %78
  %79 = phi i64 [ %89, %78 ], [ %76, %75 ]
  %80 = phi i64 [ %90, %78 ], [ 0, %75 ]
  %81 = getelementptr inbounds double, ptr %0, i64 %79
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = trunc nuw nsw i64 %79 to i32
  %84 = urem i32 %83, 3
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = fadd fast double %87, %82
  store double %88, ptr %86, align 8, !tbaa !5
  %89 = add nuw nsw i64 %79, 1
  %90 = add i64 %80, 1
  %91 = icmp eq i64 %90, %34
  br i1 %91, label %92, label %78, !llvm.loop !34

92:                                               ; preds = %78, %75
  %93 = load double, ptr %4, align 16, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %4, i64 8
  %95 = load double, ptr %94, align 8, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %4, i64 16
  %97 = load double, ptr %96, align 16, !tbaa !5
  %98 = fmul fast double %95, %93
  %99 = fsub fast double %98, %97
  br label %100

100:                                              ; preds = %9, %92, %32
  %101 = phi double [ %99, %92 ], [ 0.000000e+00, %32 ], [ 0.000000e+00, %9 ]
  %102 = load double, ptr %1, align 8, !tbaa !5
  %103 = fadd fast double %101, %102
  store double %103, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #21
  ret void

104:                                              ; preds = %104, %36
  %105 = phi i64 [ 0, %36 ], [ %142, %104 ]
  %106 = phi i64 [ 0, %36 ], [ %143, %104 ]
  %107 = getelementptr inbounds double, ptr %0, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = trunc nuw nsw i64 %105 to i32
  %110 = urem i32 %109, 3
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = fadd fast double %113, %108
  store double %114, ptr %112, align 8, !tbaa !5
  %115 = or disjoint i64 %105, 1
  %116 = getelementptr inbounds double, ptr %0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = trunc nuw nsw i64 %115 to i32
  %119 = urem i32 %118, 3
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fadd fast double %122, %117
  store double %123, ptr %121, align 8, !tbaa !5
  %124 = or disjoint i64 %105, 2
  %125 = getelementptr inbounds double, ptr %0, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !5
  %127 = trunc nuw nsw i64 %124 to i32
  %128 = urem i32 %127, 3
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = fadd fast double %131, %126
  store double %132, ptr %130, align 8, !tbaa !5
  %133 = or disjoint i64 %105, 3
  %134 = getelementptr inbounds double, ptr %0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = trunc nuw nsw i64 %133 to i32
  %137 = urem i32 %136, 3
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = fadd fast double %140, %135
  store double %141, ptr %139, align 8, !tbaa !5
  %142 = add nuw nsw i64 %105, 4
  %143 = add i64 %106, 4
  %144 = icmp eq i64 %143, %37
  br i1 %144, label %75, label %104, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define dso_local nofpclass(nan inf) double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #22
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %86

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %10, label %12

10:                                               ; preds = %22, %7
  %11 = phi i64 [ 0, %7 ], [ %13, %22 ]
  br label %78

12:                                               ; preds = %7
  %13 = and i64 %8, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %20, %14 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load <4 x double>, ptr %16, align 8, !tbaa !5
  %18 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %17)
  %19 = getelementptr inbounds double, ptr %5, i64 %15
  store <4 x double> %18, ptr %19, align 8, !tbaa !5
  %20 = add nuw i64 %15, 4
  %21 = icmp eq i64 %20, %13
  br i1 %21, label %22, label %14, !llvm.loop !36

22:                                               ; preds = %14
  %23 = icmp eq i64 %13, %8
  br i1 %23, label %24, label %10

24:                                               ; preds = %78, %22
  br i1 %6, label %25, label %86

25:                                               ; preds = %24
  %26 = zext nneg i32 %1 to i64
  %27 = getelementptr double, ptr %5, i64 %3
  %28 = icmp ult i32 %1, 16
  br i1 %28, label %29, label %32

29:                                               ; preds = %72, %25
  %30 = phi i64 [ 0, %25 ], [ %33, %72 ]
  %31 = phi double [ 0.000000e+00, %25 ], [ %76, %72 ]
  br label %88

32:                                               ; preds = %25
  %33 = and i64 %8, 2147483632
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i64 [ 0, %32 ], [ %70, %34 ]
  %36 = phi <4 x double> [ zeroinitializer, %32 ], [ %66, %34 ]
  %37 = phi <4 x double> [ zeroinitializer, %32 ], [ %67, %34 ]
  %38 = phi <4 x double> [ zeroinitializer, %32 ], [ %68, %34 ]
  %39 = phi <4 x double> [ zeroinitializer, %32 ], [ %69, %34 ]
  %40 = getelementptr inbounds double, ptr %5, i64 %35
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = getelementptr inbounds i8, ptr %40, i64 64
  %43 = getelementptr inbounds i8, ptr %40, i64 96
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !5
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !5
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !5
  %47 = load <4 x double>, ptr %43, align 8, !tbaa !5
  %48 = xor i64 %35, -1
  %49 = getelementptr double, ptr %27, i64 %48
  %50 = getelementptr i8, ptr %49, i64 -24
  %51 = getelementptr i8, ptr %49, i64 -56
  %52 = getelementptr i8, ptr %49, i64 -88
  %53 = getelementptr i8, ptr %49, i64 -120
  %54 = load <4 x double>, ptr %50, align 8, !tbaa !5
  %55 = shufflevector <4 x double> %54, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %56 = load <4 x double>, ptr %51, align 8, !tbaa !5
  %57 = shufflevector <4 x double> %56, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %58 = load <4 x double>, ptr %52, align 8, !tbaa !5
  %59 = shufflevector <4 x double> %58, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %60 = load <4 x double>, ptr %53, align 8, !tbaa !5
  %61 = shufflevector <4 x double> %60, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %62 = fdiv fast <4 x double> %44, %55
  %63 = fdiv fast <4 x double> %45, %57
  %64 = fdiv fast <4 x double> %46, %59
  %65 = fdiv fast <4 x double> %47, %61
  %66 = fadd fast <4 x double> %62, %36
  %67 = fadd fast <4 x double> %63, %37
  %68 = fadd fast <4 x double> %64, %38
  %69 = fadd fast <4 x double> %65, %39
  %70 = add nuw i64 %35, 16
  %71 = icmp eq i64 %70, %33
  br i1 %71, label %72, label %34, !llvm.loop !37

72:                                               ; preds = %34
  %73 = fadd fast <4 x double> %67, %66
  %74 = fadd fast <4 x double> %68, %73
  %75 = fadd fast <4 x double> %69, %74
  %76 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %75)
  %77 = icmp eq i64 %33, %8
  br i1 %77, label %86, label %29

78:                                               ; preds = %10, %78
  %79 = phi i64 [ %84, %78 ], [ %11, %10 ]
  %80 = getelementptr inbounds double, ptr %0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = tail call fast double @llvm.exp.f64(double %81)
  %83 = getelementptr inbounds double, ptr %5, i64 %79
  store double %82, ptr %83, align 8, !tbaa !5
  %84 = add nuw nsw i64 %79, 1
  %85 = icmp eq i64 %84, %8
  br i1 %85, label %24, label %78, !llvm.loop !38

86:                                               ; preds = %88, %72, %2, %24
  %87 = phi double [ 0.000000e+00, %24 ], [ 0.000000e+00, %2 ], [ %76, %72 ], [ %97, %88 ]
  tail call void @free(ptr noundef %5) #21
  ret double %87

88:                                               ; preds = %29, %88
  %89 = phi i64 [ %98, %88 ], [ %30, %29 ]
  %90 = phi double [ %97, %88 ], [ %31, %29 ]
  %91 = getelementptr inbounds double, ptr %5, i64 %89
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = xor i64 %89, -1
  %94 = getelementptr double, ptr %27, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !5
  %96 = fdiv fast double %92, %95
  %97 = fadd fast double %96, %90
  %98 = add nuw nsw i64 %89, 1
  %99 = icmp eq i64 %98, %26
  br i1 %99, label %86, label %88, !llvm.loop !39
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local void @hist(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #9 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 4, i64 noundef 8) #23
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %168

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 16
  %11 = add nsw i64 %9, -5
  %12 = icmp ult i64 %11, -4
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %22, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %6, i64 32
  %16 = getelementptr inbounds i8, ptr %6, i64 64
  %17 = getelementptr inbounds i8, ptr %6, i64 96
  %18 = load <4 x double>, ptr %6, align 8, !tbaa !5
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !5
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !5
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !5
  br label %34

22:                                               ; preds = %8
  %23 = and i64 %9, 3
  %24 = icmp ult i32 %2, 4
  br i1 %24, label %58, label %25

25:                                               ; preds = %22
  %26 = and i64 %9, 2147483644
  %27 = getelementptr inbounds i8, ptr %6, i64 8
  %28 = getelementptr inbounds i8, ptr %6, i64 16
  %29 = getelementptr inbounds i8, ptr %6, i64 24
  %30 = load double, ptr %6, align 8, !tbaa !5
  %31 = load double, ptr %27, align 8, !tbaa !5
  %32 = load double, ptr %28, align 8, !tbaa !5
  %33 = load double, ptr %29, align 8, !tbaa !5
  br label %123

34:                                               ; preds = %14, %34
  %35 = phi <4 x double> [ %55, %34 ], [ %21, %14 ]
  %36 = phi <4 x double> [ %54, %34 ], [ %20, %14 ]
  %37 = phi <4 x double> [ %53, %34 ], [ %19, %14 ]
  %38 = phi <4 x double> [ %52, %34 ], [ %18, %14 ]
  %39 = phi i64 [ %56, %34 ], [ 0, %14 ]
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = getelementptr inbounds i8, ptr %40, i64 64
  %43 = getelementptr inbounds i8, ptr %40, i64 96
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !5
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !5
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !5
  %47 = load <4 x double>, ptr %43, align 8, !tbaa !5
  %48 = fmul fast <4 x double> %44, %44
  %49 = fmul fast <4 x double> %45, %45
  %50 = fmul fast <4 x double> %46, %46
  %51 = fmul fast <4 x double> %47, %47
  %52 = fadd fast <4 x double> %38, %48
  %53 = fadd fast <4 x double> %37, %49
  %54 = fadd fast <4 x double> %36, %50
  %55 = fadd fast <4 x double> %35, %51
  %56 = add nuw i64 %39, 16
  br label %34, !llvm.loop !40

57:                                               ; preds = %123
  store double %133, ptr %6, align 8, !tbaa !5
  store double %138, ptr %27, align 8, !tbaa !5
  store double %143, ptr %28, align 8, !tbaa !5
  store double %148, ptr %29, align 8, !tbaa !5
  br label %58

58:                                               ; preds = %57, %22
  %59 = phi i64 [ 0, %22 ], [ %149, %57 ]
  %60 = icmp eq i64 %23, 0
  br i1 %60, label %74, label %61

61:                                               ; preds = %58, %61
  %62 = phi i64 [ %71, %61 ], [ %59, %58 ]
  %63 = phi i64 [ %72, %61 ], [ 0, %58 ]
  %64 = getelementptr inbounds double, ptr %0, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = fmul fast double %65, %65
  %67 = and i64 %62, 3
  %68 = getelementptr inbounds double, ptr %6, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fadd fast double %69, %66
  store double %70, ptr %68, align 8, !tbaa !5
  %71 = add nuw nsw i64 %62, 1
  %72 = add i64 %63, 1
  %73 = icmp eq i64 %72, %23
  br i1 %73, label %74, label %61, !llvm.loop !41

74:                                               ; preds = %61, %58
  br i1 %7, label %75, label %168

75:                                               ; preds = %74
  %76 = zext nneg i32 %2 to i64
  %77 = icmp ult i32 %2, 16
  %78 = add nsw i64 %9, -5
  %79 = icmp ult i64 %78, -4
  %80 = select i1 %77, i1 true, i1 %79
  %81 = sub i64 %5, %4
  %82 = icmp ult i64 %81, 128
  %83 = or i1 %80, %82
  br i1 %83, label %92, label %84

84:                                               ; preds = %75
  %85 = getelementptr inbounds i8, ptr %6, i64 32
  %86 = getelementptr inbounds i8, ptr %6, i64 64
  %87 = getelementptr inbounds i8, ptr %6, i64 96
  %88 = load <4 x double>, ptr %6, align 8, !tbaa !5
  %89 = load <4 x double>, ptr %85, align 8, !tbaa !5
  %90 = load <4 x double>, ptr %86, align 8, !tbaa !5
  %91 = load <4 x double>, ptr %87, align 8, !tbaa !5
  br label %104

92:                                               ; preds = %75
  %93 = and i64 %76, 3
  %94 = icmp ult i32 %2, 4
  br i1 %94, label %152, label %95

95:                                               ; preds = %92
  %96 = and i64 %76, 2147483644
  %97 = load double, ptr %6, align 8, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %6, i64 8
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %6, i64 16
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %6, i64 24
  %103 = load double, ptr %102, align 8, !tbaa !5
  br label %169

104:                                              ; preds = %84, %104
  %105 = phi i64 [ %122, %104 ], [ 0, %84 ]
  %106 = getelementptr inbounds double, ptr %0, i64 %105
  %107 = getelementptr inbounds i8, ptr %106, i64 32
  %108 = getelementptr inbounds i8, ptr %106, i64 64
  %109 = getelementptr inbounds i8, ptr %106, i64 96
  %110 = load <4 x double>, ptr %106, align 8, !tbaa !5
  %111 = load <4 x double>, ptr %107, align 8, !tbaa !5
  %112 = load <4 x double>, ptr %108, align 8, !tbaa !5
  %113 = load <4 x double>, ptr %109, align 8, !tbaa !5
  %114 = fmul fast <4 x double> %110, %88
  %115 = fmul fast <4 x double> %111, %89
  %116 = fmul fast <4 x double> %112, %90
  %117 = fmul fast <4 x double> %113, %91
  %118 = getelementptr inbounds double, ptr %1, i64 %105
  %119 = getelementptr inbounds i8, ptr %118, i64 32
  %120 = getelementptr inbounds i8, ptr %118, i64 64
  %121 = getelementptr inbounds i8, ptr %118, i64 96
  store <4 x double> %114, ptr %118, align 8, !tbaa !5
  store <4 x double> %115, ptr %119, align 8, !tbaa !5
  store <4 x double> %116, ptr %120, align 8, !tbaa !5
  store <4 x double> %117, ptr %121, align 8, !tbaa !5
  %122 = add nuw i64 %105, 16
  br label %104, !llvm.loop !42

123:                                              ; preds = %123, %25
  %124 = phi double [ %33, %25 ], [ %148, %123 ]
  %125 = phi double [ %32, %25 ], [ %143, %123 ]
  %126 = phi double [ %31, %25 ], [ %138, %123 ]
  %127 = phi double [ %30, %25 ], [ %133, %123 ]
  %128 = phi i64 [ 0, %25 ], [ %149, %123 ]
  %129 = phi i64 [ 0, %25 ], [ %150, %123 ]
  %130 = getelementptr inbounds double, ptr %0, i64 %128
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = fmul fast double %131, %131
  %133 = fadd fast double %127, %132
  %134 = or disjoint i64 %128, 1
  %135 = getelementptr inbounds double, ptr %0, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !5
  %137 = fmul fast double %136, %136
  %138 = fadd fast double %126, %137
  %139 = or disjoint i64 %128, 2
  %140 = getelementptr inbounds double, ptr %0, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !5
  %142 = fmul fast double %141, %141
  %143 = fadd fast double %125, %142
  %144 = or disjoint i64 %128, 3
  %145 = getelementptr inbounds double, ptr %0, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = fmul fast double %146, %146
  %148 = fadd fast double %124, %147
  %149 = add nuw nsw i64 %128, 4
  %150 = add i64 %129, 4
  %151 = icmp eq i64 %150, %26
  br i1 %151, label %57, label %123, !llvm.loop !43

152:                                              ; preds = %169, %92
  %153 = phi i64 [ 0, %92 ], [ %191, %169 ]
  %154 = icmp eq i64 %93, 0
  br i1 %154, label %168, label %155

155:                                              ; preds = %152, %155
  %156 = phi i64 [ %165, %155 ], [ %153, %152 ]
  %157 = phi i64 [ %166, %155 ], [ 0, %152 ]
  %158 = and i64 %156, 3
  %159 = getelementptr inbounds double, ptr %6, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !5
  %161 = getelementptr inbounds double, ptr %0, i64 %156
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = fmul fast double %162, %160
  %164 = getelementptr inbounds double, ptr %1, i64 %156
  store double %163, ptr %164, align 8, !tbaa !5
  %165 = add nuw nsw i64 %156, 1
  %166 = add i64 %157, 1
  %167 = icmp eq i64 %166, %93
  br i1 %167, label %168, label %155, !llvm.loop !44

168:                                              ; preds = %152, %155, %3, %74
  tail call void @free(ptr noundef %6) #21
  ret void

169:                                              ; preds = %169, %95
  %170 = phi i64 [ 0, %95 ], [ %191, %169 ]
  %171 = phi i64 [ 0, %95 ], [ %192, %169 ]
  %172 = getelementptr inbounds double, ptr %0, i64 %170
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = fmul fast double %173, %97
  %175 = getelementptr inbounds double, ptr %1, i64 %170
  store double %174, ptr %175, align 8, !tbaa !5
  %176 = or disjoint i64 %170, 1
  %177 = getelementptr inbounds double, ptr %0, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !5
  %179 = fmul fast double %178, %99
  %180 = getelementptr inbounds double, ptr %1, i64 %176
  store double %179, ptr %180, align 8, !tbaa !5
  %181 = or disjoint i64 %170, 2
  %182 = getelementptr inbounds double, ptr %0, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = fmul fast double %183, %101
  %185 = getelementptr inbounds double, ptr %1, i64 %181
  store double %184, ptr %185, align 8, !tbaa !5
  %186 = or disjoint i64 %170, 3
  %187 = getelementptr inbounds double, ptr %0, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !5
  %189 = fmul fast double %188, %103
  %190 = getelementptr inbounds double, ptr %1, i64 %186
  store double %189, ptr %190, align 8, !tbaa !5
  %191 = add nuw nsw i64 %170, 4
  %192 = add i64 %171, 4
  %193 = icmp eq i64 %192, %96
  br i1 %193, label %152, label %169, !llvm.loop !45
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @vnorm(ptr nocapture noundef readonly %0) local_unnamed_addr #11 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8, !tbaa !46
  %4 = icmp sgt i64 %3, 0
  br i1 %4, label %5, label %43

5:                                                ; preds = %1
  %6 = load ptr, ptr %0, align 8, !tbaa !50
  %7 = icmp ult i64 %3, 16
  br i1 %7, label %8, label %11

8:                                                ; preds = %37, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %37 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %41, %37 ]
  br label %49

11:                                               ; preds = %5
  %12 = and i64 %3, 9223372036854775792
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %35, %13 ]
  %15 = phi <4 x double> [ zeroinitializer, %11 ], [ %31, %13 ]
  %16 = phi <4 x double> [ zeroinitializer, %11 ], [ %32, %13 ]
  %17 = phi <4 x double> [ zeroinitializer, %11 ], [ %33, %13 ]
  %18 = phi <4 x double> [ zeroinitializer, %11 ], [ %34, %13 ]
  %19 = getelementptr inbounds double, ptr %6, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 32
  %21 = getelementptr inbounds i8, ptr %19, i64 64
  %22 = getelementptr inbounds i8, ptr %19, i64 96
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !5
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !5
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !5
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !5
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fmul fast <4 x double> %26, %26
  %31 = fadd fast <4 x double> %27, %15
  %32 = fadd fast <4 x double> %28, %16
  %33 = fadd fast <4 x double> %29, %17
  %34 = fadd fast <4 x double> %30, %18
  %35 = add nuw i64 %14, 16
  %36 = icmp eq i64 %35, %12
  br i1 %36, label %37, label %13, !llvm.loop !51

37:                                               ; preds = %13
  %38 = fadd fast <4 x double> %32, %31
  %39 = fadd fast <4 x double> %33, %38
  %40 = fadd fast <4 x double> %34, %39
  %41 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %40)
  %42 = icmp eq i64 %3, %12
  br i1 %42, label %43, label %8

43:                                               ; preds = %49, %37, %1
  %44 = phi double [ 0.000000e+00, %1 ], [ %41, %37 ], [ %55, %49 ]
  %45 = getelementptr inbounds i8, ptr %0, i64 16
  %46 = load double, ptr %45, align 8, !tbaa !52
  %47 = tail call fast double @llvm.sqrt.f64(double %44)
  %48 = fmul fast double %46, %47
  ret double %48

49:                                               ; preds = %8, %49
  %50 = phi i64 [ %56, %49 ], [ %9, %8 ]
  %51 = phi double [ %55, %49 ], [ %10, %8 ]
  %52 = getelementptr inbounds double, ptr %6, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fmul fast double %53, %53
  %55 = fadd fast double %54, %51
  %56 = add nuw nsw i64 %50, 1
  %57 = icmp eq i64 %56, %3
  br i1 %57, label %43, label %49, !llvm.loop !53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @dotp(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 {
  %4 = alloca %struct.vec, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #21
  store ptr %0, ptr %4, align 8, !tbaa !50
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %2, ptr %5, align 8, !tbaa !46
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store double 2.000000e+00, ptr %6, align 8, !tbaa !52
  %7 = call fast fastcc nofpclass(nan inf) double @dot_impl(ptr noundef nonnull %4, ptr noundef %1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #21
  ret double %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @dot_impl(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #12 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !46
  %5 = icmp sgt i64 %4, 0
  br i1 %5, label %6, label %52

6:                                                ; preds = %2
  %7 = load ptr, ptr %0, align 8, !tbaa !50
  %8 = icmp ult i64 %4, 16
  br i1 %8, label %9, label %12

9:                                                ; preds = %46, %6
  %10 = phi i64 [ 0, %6 ], [ %13, %46 ]
  %11 = phi double [ 0.000000e+00, %6 ], [ %50, %46 ]
  br label %57

12:                                               ; preds = %6
  %13 = and i64 %4, 9223372036854775792
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %44, %14 ]
  %16 = phi <4 x double> [ zeroinitializer, %12 ], [ %40, %14 ]
  %17 = phi <4 x double> [ zeroinitializer, %12 ], [ %41, %14 ]
  %18 = phi <4 x double> [ zeroinitializer, %12 ], [ %42, %14 ]
  %19 = phi <4 x double> [ zeroinitializer, %12 ], [ %43, %14 ]
  %20 = getelementptr inbounds double, ptr %7, i64 %15
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !5
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !5
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !5
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !5
  %28 = getelementptr inbounds double, ptr %1, i64 %15
  %29 = getelementptr inbounds i8, ptr %28, i64 32
  %30 = getelementptr inbounds i8, ptr %28, i64 64
  %31 = getelementptr inbounds i8, ptr %28, i64 96
  %32 = load <4 x double>, ptr %28, align 8, !tbaa !5
  %33 = load <4 x double>, ptr %29, align 8, !tbaa !5
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !5
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !5
  %36 = fmul fast <4 x double> %32, %24
  %37 = fmul fast <4 x double> %33, %25
  %38 = fmul fast <4 x double> %34, %26
  %39 = fmul fast <4 x double> %35, %27
  %40 = fadd fast <4 x double> %36, %16
  %41 = fadd fast <4 x double> %37, %17
  %42 = fadd fast <4 x double> %38, %18
  %43 = fadd fast <4 x double> %39, %19
  %44 = add nuw i64 %15, 16
  %45 = icmp eq i64 %44, %13
  br i1 %45, label %46, label %14, !llvm.loop !54

46:                                               ; preds = %14
  %47 = fadd fast <4 x double> %41, %40
  %48 = fadd fast <4 x double> %42, %47
  %49 = fadd fast <4 x double> %43, %48
  %50 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %49)
  %51 = icmp eq i64 %4, %13
  br i1 %51, label %52, label %9

52:                                               ; preds = %57, %46, %2
  %53 = phi double [ 0.000000e+00, %2 ], [ %50, %46 ], [ %65, %57 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = load double, ptr %54, align 8, !tbaa !52
  %56 = fmul fast double %55, %53
  ret double %56

57:                                               ; preds = %9, %57
  %58 = phi i64 [ %66, %57 ], [ %10, %9 ]
  %59 = phi double [ %65, %57 ], [ %11, %9 ]
  %60 = getelementptr inbounds double, ptr %7, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = getelementptr inbounds double, ptr %1, i64 %58
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = fmul fast double %63, %61
  %65 = fadd fast double %64, %59
  %66 = add nuw nsw i64 %58, 1
  %67 = icmp eq i64 %66, %4
  br i1 %67, label %52, label %57, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @globals(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #13 {
  %3 = tail call i32 @llvm.smin.i32(i32 %1, i32 16)
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  store double 0.000000e+00, ptr @gtotal, align 8, !tbaa !5
  br label %188

6:                                                ; preds = %2
  %7 = zext nneg i32 %3 to i64
  %8 = icmp slt i32 %1, 8
  br i1 %8, label %9, label %11

9:                                                ; preds = %30, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %30 ]
  br label %179

11:                                               ; preds = %6
  %12 = and i64 %7, 24
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  %14 = load <4 x double>, ptr %0, align 8, !tbaa !5
  %15 = load <4 x double>, ptr %13, align 8, !tbaa !5
  %16 = fmul fast <4 x double> %14, %14
  %17 = fmul fast <4 x double> %15, %15
  %18 = fadd fast <4 x double> %16, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %19 = fadd fast <4 x double> %17, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  store <4 x double> %18, ptr @gbuf, align 32, !tbaa !5
  store <4 x double> %19, ptr getelementptr inbounds (i8, ptr @gbuf, i64 32), align 32, !tbaa !5
  %20 = icmp eq i64 %12, 8
  br i1 %20, label %30, label %21, !llvm.loop !56

21:                                               ; preds = %11
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = getelementptr inbounds i8, ptr %0, i64 96
  %24 = load <4 x double>, ptr %22, align 8, !tbaa !5
  %25 = load <4 x double>, ptr %23, align 8, !tbaa !5
  %26 = fmul fast <4 x double> %24, %24
  %27 = fmul fast <4 x double> %25, %25
  %28 = fadd fast <4 x double> %26, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %29 = fadd fast <4 x double> %27, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  store <4 x double> %28, ptr getelementptr inbounds (i8, ptr @gbuf, i64 64), align 32, !tbaa !5
  store <4 x double> %29, ptr getelementptr inbounds (i8, ptr @gbuf, i64 96), align 32, !tbaa !5
  br label %30

30:                                               ; preds = %21, %11
  %31 = icmp eq i64 %12, %7
  br i1 %31, label %32, label %9

32:                                               ; preds = %179, %30
  store double 0.000000e+00, ptr @gtotal, align 8, !tbaa !5
  br i1 %4, label %33, label %188

33:                                               ; preds = %32
  %34 = zext nneg i32 %3 to i64
  %35 = icmp slt i32 %1, 8
  br i1 %35, label %36, label %62

36:                                               ; preds = %173, %62, %33
  %37 = phi i64 [ 0, %62 ], [ 0, %33 ], [ %69, %173 ]
  %38 = phi double [ 0.000000e+00, %62 ], [ 0.000000e+00, %33 ], [ %177, %173 ]
  %39 = and i64 %7, 1
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %56, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %37
  %43 = load double, ptr %42, align 32, !tbaa !5
  %44 = trunc nuw nsw i64 %37 to i32
  %45 = or disjoint i32 %44, 3
  %46 = urem i32 %45, %3
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fmul fast double %49, %43
  %51 = getelementptr inbounds double, ptr %0, i64 %37
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = fmul fast double %50, %52
  %54 = fadd fast double %38, %53
  store double %54, ptr @gtotal, align 8, !tbaa !5
  %55 = or disjoint i64 %37, 1
  br label %56

56:                                               ; preds = %41, %36
  %57 = phi double [ poison, %36 ], [ %54, %41 ]
  %58 = phi i64 [ %37, %36 ], [ %55, %41 ]
  %59 = phi double [ %38, %36 ], [ %54, %41 ]
  %60 = add nsw i64 %7, -1
  %61 = icmp eq i64 %37, %60
  br i1 %61, label %188, label %193

62:                                               ; preds = %33
  %63 = shl nuw nsw i64 %7, 3
  %64 = getelementptr i8, ptr %0, i64 %63
  %65 = icmp ugt ptr %64, @gtotal
  %66 = icmp ult ptr %0, getelementptr inbounds (i8, ptr @gtotal, i64 8)
  %67 = and i1 %65, %66
  br i1 %67, label %36, label %68

68:                                               ; preds = %62
  %69 = and i64 %7, 24
  %70 = load <4 x double>, ptr @gbuf, align 32, !tbaa !5
  %71 = load <4 x double>, ptr getelementptr inbounds (i8, ptr @gbuf, i64 32), align 32, !tbaa !5
  %72 = urem i32 3, %3
  %73 = urem i32 4, %3
  %74 = urem i32 5, %3
  %75 = urem i32 6, %3
  %76 = urem i32 7, %3
  %77 = urem i32 8, %3
  %78 = urem i32 9, %3
  %79 = urem i32 10, %3
  %80 = zext nneg i32 %72 to i64
  %81 = zext nneg i32 %73 to i64
  %82 = zext nneg i32 %74 to i64
  %83 = zext nneg i32 %75 to i64
  %84 = zext nneg i32 %76 to i64
  %85 = zext nneg i32 %77 to i64
  %86 = zext nneg i32 %78 to i64
  %87 = zext nneg i32 %79 to i64
  %88 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %80
  %89 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %81
  %90 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %82
  %91 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %83
  %92 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %84
  %93 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %85
  %94 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %86
  %95 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %87
  %96 = load double, ptr %88, align 8, !tbaa !5
  %97 = load double, ptr %89, align 8, !tbaa !5
  %98 = load double, ptr %90, align 8, !tbaa !5
  %99 = load double, ptr %91, align 8, !tbaa !5
  %100 = insertelement <4 x double> poison, double %96, i64 0
  %101 = insertelement <4 x double> %100, double %97, i64 1
  %102 = insertelement <4 x double> %101, double %98, i64 2
  %103 = insertelement <4 x double> %102, double %99, i64 3
  %104 = load double, ptr %92, align 8, !tbaa !5
  %105 = load double, ptr %93, align 8, !tbaa !5
  %106 = load double, ptr %94, align 8, !tbaa !5
  %107 = load double, ptr %95, align 8, !tbaa !5
  %108 = insertelement <4 x double> poison, double %104, i64 0
  %109 = insertelement <4 x double> %108, double %105, i64 1
  %110 = insertelement <4 x double> %109, double %106, i64 2
  %111 = insertelement <4 x double> %110, double %107, i64 3
  %112 = fmul fast <4 x double> %103, %70
  %113 = fmul fast <4 x double> %111, %71
  %114 = getelementptr inbounds i8, ptr %0, i64 32
  %115 = load <4 x double>, ptr %0, align 8, !tbaa !5, !alias.scope !57
  %116 = load <4 x double>, ptr %114, align 8, !tbaa !5, !alias.scope !57
  %117 = fmul fast <4 x double> %112, %115
  %118 = fmul fast <4 x double> %113, %116
  %119 = icmp eq i64 %69, 8
  br i1 %119, label %173, label %120, !llvm.loop !60

120:                                              ; preds = %68
  %121 = load <4 x double>, ptr getelementptr inbounds (i8, ptr @gbuf, i64 64), align 32, !tbaa !5
  %122 = load <4 x double>, ptr getelementptr inbounds (i8, ptr @gbuf, i64 96), align 32, !tbaa !5
  %123 = urem i32 11, %3
  %124 = urem i32 12, %3
  %125 = urem i32 13, %3
  %126 = urem i32 14, %3
  %127 = urem i32 15, %3
  %128 = urem i32 16, %3
  %129 = urem i32 17, %3
  %130 = urem i32 18, %3
  %131 = zext nneg i32 %123 to i64
  %132 = zext nneg i32 %124 to i64
  %133 = zext nneg i32 %125 to i64
  %134 = zext nneg i32 %126 to i64
  %135 = zext nneg i32 %127 to i64
  %136 = zext nneg i32 %128 to i64
  %137 = zext nneg i32 %129 to i64
  %138 = zext nneg i32 %130 to i64
  %139 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %131
  %140 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %132
  %141 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %133
  %142 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %134
  %143 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %135
  %144 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %136
  %145 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %137
  %146 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %138
  %147 = load double, ptr %139, align 8, !tbaa !5
  %148 = load double, ptr %140, align 8, !tbaa !5
  %149 = load double, ptr %141, align 8, !tbaa !5
  %150 = load double, ptr %142, align 8, !tbaa !5
  %151 = insertelement <4 x double> poison, double %147, i64 0
  %152 = insertelement <4 x double> %151, double %148, i64 1
  %153 = insertelement <4 x double> %152, double %149, i64 2
  %154 = insertelement <4 x double> %153, double %150, i64 3
  %155 = load double, ptr %143, align 8, !tbaa !5
  %156 = load double, ptr %144, align 8, !tbaa !5
  %157 = load double, ptr %145, align 8, !tbaa !5
  %158 = load double, ptr %146, align 8, !tbaa !5
  %159 = insertelement <4 x double> poison, double %155, i64 0
  %160 = insertelement <4 x double> %159, double %156, i64 1
  %161 = insertelement <4 x double> %160, double %157, i64 2
  %162 = insertelement <4 x double> %161, double %158, i64 3
  %163 = fmul fast <4 x double> %154, %121
  %164 = fmul fast <4 x double> %162, %122
  %165 = getelementptr inbounds i8, ptr %0, i64 64
  %166 = getelementptr inbounds i8, ptr %0, i64 96
  %167 = load <4 x double>, ptr %165, align 8, !tbaa !5, !alias.scope !57
  %168 = load <4 x double>, ptr %166, align 8, !tbaa !5, !alias.scope !57
  %169 = fmul fast <4 x double> %163, %167
  %170 = fmul fast <4 x double> %164, %168
  %171 = fadd fast <4 x double> %117, %169
  %172 = fadd fast <4 x double> %118, %170
  br label %173

173:                                              ; preds = %120, %68
  %174 = phi <4 x double> [ %117, %68 ], [ %171, %120 ]
  %175 = phi <4 x double> [ %118, %68 ], [ %172, %120 ]
  %176 = fadd fast <4 x double> %175, %174
  %177 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %176)
  store double %177, ptr @gtotal, align 8, !tbaa !5
  %178 = icmp eq i64 %69, %7
  br i1 %178, label %188, label %36

179:                                              ; preds = %9, %179
  %180 = phi i64 [ %186, %179 ], [ %10, %9 ]
  %181 = getelementptr inbounds double, ptr %0, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !5
  %183 = fmul fast double %182, %182
  %184 = fadd fast double %183, 1.000000e+00
  %185 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %180
  store double %184, ptr %185, align 8, !tbaa !5
  %186 = add nuw nsw i64 %180, 1
  %187 = icmp eq i64 %186, %7
  br i1 %187, label %32, label %179, !llvm.loop !61

188:                                              ; preds = %56, %193, %173, %5, %32
  %189 = phi double [ 0.000000e+00, %32 ], [ 0.000000e+00, %5 ], [ %177, %173 ], [ %57, %56 ], [ %222, %193 ]
  %190 = fmul fast double %189, %189
  %191 = fadd fast double %190, 1.000000e+00
  %192 = tail call fast double @llvm.log.f64(double %191)
  ret double %192

193:                                              ; preds = %56, %193
  %194 = phi i64 [ %223, %193 ], [ %58, %56 ]
  %195 = phi double [ %222, %193 ], [ %59, %56 ]
  %196 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %194
  %197 = load double, ptr %196, align 8, !tbaa !5
  %198 = trunc i64 %194 to i32
  %199 = add i32 %198, 3
  %200 = urem i32 %199, %3
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !5
  %204 = fmul fast double %203, %197
  %205 = getelementptr inbounds double, ptr %0, i64 %194
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = fmul fast double %204, %206
  %208 = fadd fast double %195, %207
  store double %208, ptr @gtotal, align 8, !tbaa !5
  %209 = add nuw nsw i64 %194, 1
  %210 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %209
  %211 = load double, ptr %210, align 8, !tbaa !5
  %212 = trunc i64 %209 to i32
  %213 = add i32 %212, 3
  %214 = urem i32 %213, %3
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !5
  %218 = fmul fast double %217, %211
  %219 = getelementptr inbounds double, ptr %0, i64 %209
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = fmul fast double %218, %220
  %222 = fadd fast double %208, %221
  store double %222, ptr @gtotal, align 8, !tbaa !5
  %223 = add nuw nsw i64 %194, 2
  %224 = icmp eq i64 %223, %34
  br i1 %224, label %188, label %193, !llvm.loop !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #2

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local nofpclass(nan inf) double @recursion(ptr noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) local_unnamed_addr #14 {
  tail call fastcc void @rscale(double noundef nofpclass(nan inf) %1, ptr noundef %0, i32 noundef 0, i32 noundef %2)
  %4 = load double, ptr %0, align 8, !tbaa !5
  %5 = fadd fast double %4, %1
  %6 = tail call fast fastcc nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %5, i32 noundef 5)
  %7 = tail call fast fastcc nofpclass(nan inf) double @rsum(ptr noundef nonnull %0, i32 noundef 0, i32 noundef %2)
  %8 = fmul fast double %7, %6
  ret double %8
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @rscale(double noundef nofpclass(nan inf) %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #14 {
  %5 = sub nsw i32 %3, %2
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %15

7:                                                ; preds = %15, %4
  %8 = phi double [ %0, %4 ], [ %20, %15 ]
  %9 = phi i32 [ %2, %4 ], [ %19, %15 ]
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds double, ptr %1, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = fmul fast double %12, %12
  %14 = fmul fast double %13, %8
  store double %14, ptr %11, align 8, !tbaa !5
  ret void

15:                                               ; preds = %4, %15
  %16 = phi i32 [ %19, %15 ], [ %2, %4 ]
  %17 = phi double [ %20, %15 ], [ %0, %4 ]
  %18 = add nsw i32 %16, %3
  %19 = sdiv i32 %18, 2
  tail call fastcc void @rscale(double noundef nofpclass(nan inf) %17, ptr noundef %1, i32 noundef %16, i32 noundef %19)
  %20 = fmul fast double %17, 5.000000e-01
  %21 = sub nsw i32 %3, %19
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %7, label %15
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %0, i32 noundef %1) unnamed_addr #15 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = lshr i32 %1, 1
  %8 = tail call fast fastcc nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = select fast i1 %10, double 1.000000e+00, double %0
  %12 = fmul fast double %8, %8
  %13 = fmul fast double %12, %11
  br label %4
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #16 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds double, ptr %0, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !5
  %10 = tail call fast double @llvm.sin.f64(double %9)
  %11 = fmul fast double %10, %9
  br label %12

12:                                               ; preds = %14, %6
  %13 = phi double [ %11, %6 ], [ %22, %14 ]
  ret double %13

14:                                               ; preds = %3
  %15 = add nsw i32 %2, %1
  %16 = sdiv i32 %15, 2
  %17 = tail call fast fastcc nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %16)
  %18 = tail call fast fastcc nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %16, i32 noundef %2)
  %19 = fadd fast double %18, %17
  %20 = fmul fast double %17, 1.000000e-01
  %21 = fmul fast double %20, %18
  %22 = fadd fast double %19, %21
  br label %12
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @grec(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #17 {
  store double 5.000000e-01, ptr @gacc, align 8, !tbaa !5
  tail call fastcc void @racc(ptr noundef %0, i32 noundef 0, i32 noundef %1)
  %3 = load double, ptr @gacc, align 8, !tbaa !5
  %4 = fmul fast double %3, %3
  ret double %4
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc void @racc(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #18 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %15

6:                                                ; preds = %15, %3
  %7 = phi i32 [ %1, %3 ], [ %18, %15 ]
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = fmul fast double %10, %10
  %12 = fmul fast double %11, %10
  %13 = load double, ptr @gacc, align 8, !tbaa !5
  %14 = fadd fast double %12, %13
  store double %14, ptr @gacc, align 8, !tbaa !5
  ret void

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %18, %15 ], [ %1, %3 ]
  %17 = add nsw i32 %16, %2
  %18 = sdiv i32 %17, 2
  tail call fastcc void @racc(ptr noundef %0, i32 noundef %16, i32 noundef %18)
  %19 = sub nsw i32 %2, %18
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %6, label %15
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local nofpclass(nan inf) double @stackcall(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #14 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #21
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 64)
  call fastcc void @rfill(ptr noundef nonnull %3, ptr noundef %0, i32 noundef 0, i32 noundef %4)
  %5 = call fast fastcc nofpclass(nan inf) double @rread(ptr noundef nonnull %3, i32 noundef 0, i32 noundef %4)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #21
  ret double %5
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @rfill(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) unnamed_addr #14 {
  %5 = sub nsw i32 %3, %2
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %16

7:                                                ; preds = %16, %4
  %8 = phi i32 [ %2, %4 ], [ %19, %16 ]
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds double, ptr %1, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = fmul fast double %11, %11
  %13 = tail call fast double @llvm.sin.f64(double %11)
  %14 = fadd fast double %12, %13
  %15 = getelementptr inbounds double, ptr %0, i64 %9
  store double %14, ptr %15, align 8, !tbaa !5
  ret void

16:                                               ; preds = %4, %16
  %17 = phi i32 [ %19, %16 ], [ %2, %4 ]
  %18 = add nsw i32 %17, %3
  %19 = sdiv i32 %18, 2
  tail call fastcc void @rfill(ptr noundef %0, ptr noundef %1, i32 noundef %17, i32 noundef %19)
  %20 = sub nsw i32 %3, %19
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %7, label %16
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @rread(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #16 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %19

6:                                                ; preds = %19, %3
  %7 = phi double [ -0.000000e+00, %3 ], [ %26, %19 ]
  %8 = phi i32 [ %1, %3 ], [ %23, %19 ]
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = mul nsw i32 %8, 5
  %13 = srem i32 %12, %2
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = fmul fast double %16, %11
  %18 = fadd fast double %17, %7
  ret double %18

19:                                               ; preds = %3, %19
  %20 = phi i32 [ %23, %19 ], [ %1, %3 ]
  %21 = phi double [ %26, %19 ], [ -0.000000e+00, %3 ]
  %22 = add nsw i32 %20, %2
  %23 = sdiv i32 %22, 2
  %24 = tail call fast fastcc nofpclass(nan inf) double @rread(ptr noundef %0, i32 noundef %20, i32 noundef %23)
  %25 = fmul fast double %24, 5.000000e-01
  %26 = fadd fast double %25, %21
  %27 = sub nsw i32 %2, %23
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %6, label %19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #19

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #19

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #15 = { nofree nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { nofree nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #17 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #18 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #21 = { nounwind }
attributes #22 = { nounwind allocsize(0) }
attributes #23 = { nounwind allocsize(0,1) }

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
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = !{!15, !10}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17, !18, !19}
!22 = distinct !{!22, !17, !19, !18}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17, !18, !19}
!27 = distinct !{!27, !17, !19, !18}
!28 = distinct !{!28, !24}
!29 = distinct !{!29, !17, !18, !19}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17, !19, !18}
!32 = distinct !{!32, !24}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !24}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !17, !18, !19}
!37 = distinct !{!37, !17, !18, !19}
!38 = distinct !{!38, !17, !19, !18}
!39 = distinct !{!39, !17, !19, !18}
!40 = distinct !{!40, !17, !18, !19}
!41 = distinct !{!41, !24}
!42 = distinct !{!42, !17, !18, !19}
!43 = distinct !{!43, !17, !18}
!44 = distinct !{!44, !24}
!45 = distinct !{!45, !17, !18}
!46 = !{!47, !49, i64 8}
!47 = !{!"vec", !48, i64 0, !49, i64 8, !6, i64 16}
!48 = !{!"any pointer", !7, i64 0}
!49 = !{!"long", !7, i64 0}
!50 = !{!47, !48, i64 0}
!51 = distinct !{!51, !17, !18, !19}
!52 = !{!47, !6, i64 16}
!53 = distinct !{!53, !17, !19, !18}
!54 = distinct !{!54, !17, !18, !19}
!55 = distinct !{!55, !17, !19, !18}
!56 = distinct !{!56, !17, !18, !19}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = distinct !{!60, !17, !18, !19}
!61 = distinct !{!61, !17, !19, !18}
!62 = distinct !{!62, !17, !18}
