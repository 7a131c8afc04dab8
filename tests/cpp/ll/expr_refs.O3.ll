; ModuleID = 'expr_refs.cpp'
source_filename = "expr_refs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Trans = type { ptr }
%struct.Mat = type { ptr, i64, i64 }
%struct.Prod = type { %struct.Trans, ptr }

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"expr_refs.grad\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"expr_refs.fwd\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"expr_refs: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z6gemv_tRK5TransPKdPd(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !10
  %7 = icmp sgt i64 %6, 4
  %8 = shl i64 %6, 3
  br i1 %7, label %9, label %13

9:                                                ; preds = %3
  %10 = add i64 %8, 15
  %11 = and i64 %10, -16
  %12 = tail call noalias align 16 ptr @aligned_alloc(i64 noundef 16, i64 noundef %11) #14
  br label %16

13:                                               ; preds = %3
  %14 = alloca i8, i64 %8, align 16
  %15 = icmp sgt i64 %6, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %9, %13
  %17 = phi ptr [ %12, %9 ], [ %14, %13 ]
  %18 = shl nuw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 8 %1, i64 %18, i1 false), !tbaa !13
  br label %19

19:                                               ; preds = %16, %13
  %20 = phi i1 [ true, %16 ], [ false, %13 ]
  %21 = phi ptr [ %17, %16 ], [ %14, %13 ]
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !15
  %24 = icmp sgt i64 %23, 0
  br i1 %24, label %25, label %115

25:                                               ; preds = %19
  br i1 %20, label %44, label %26

26:                                               ; preds = %25
  %27 = icmp ult i64 %23, 4
  br i1 %27, label %28, label %30

28:                                               ; preds = %42, %26
  %29 = phi i64 [ 0, %26 ], [ %31, %42 ]
  br label %108

30:                                               ; preds = %26
  %31 = and i64 %23, 9223372036854775804
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %40, %32 ]
  %34 = getelementptr inbounds double, ptr %2, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !13
  %37 = load <2 x double>, ptr %35, align 8, !tbaa !13
  %38 = fadd <2 x double> %36, zeroinitializer
  %39 = fadd <2 x double> %37, zeroinitializer
  store <2 x double> %38, ptr %34, align 8, !tbaa !13
  store <2 x double> %39, ptr %35, align 8, !tbaa !13
  %40 = add nuw i64 %33, 4
  %41 = icmp eq i64 %40, %31
  br i1 %41, label %42, label %32, !llvm.loop !16

42:                                               ; preds = %32
  %43 = icmp eq i64 %23, %31
  br i1 %43, label %115, label %28

44:                                               ; preds = %25
  %45 = load ptr, ptr %4, align 8, !tbaa !20
  %46 = add i64 %6, -1
  %47 = and i64 %6, 3
  %48 = icmp ult i64 %46, 3
  %49 = and i64 %6, -4
  %50 = icmp eq i64 %47, 0
  br label %51

51:                                               ; preds = %101, %44
  %52 = phi i64 [ 0, %44 ], [ %106, %101 ]
  %53 = mul nuw nsw i64 %52, %6
  %54 = getelementptr double, ptr %45, i64 %53
  br i1 %48, label %85, label %55

55:                                               ; preds = %51, %55
  %56 = phi i64 [ %82, %55 ], [ 0, %51 ]
  %57 = phi double [ %81, %55 ], [ 0.000000e+00, %51 ]
  %58 = phi i64 [ %83, %55 ], [ 0, %51 ]
  %59 = getelementptr double, ptr %54, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !13
  %61 = getelementptr inbounds double, ptr %21, i64 %56
  %62 = load double, ptr %61, align 8, !tbaa !13
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = or disjoint i64 %56, 1
  %65 = getelementptr double, ptr %54, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !13
  %67 = getelementptr inbounds double, ptr %21, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %63)
  %70 = or disjoint i64 %56, 2
  %71 = getelementptr double, ptr %54, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !13
  %73 = getelementptr inbounds double, ptr %21, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !13
  %75 = tail call double @llvm.fmuladd.f64(double %72, double %74, double %69)
  %76 = or disjoint i64 %56, 3
  %77 = getelementptr double, ptr %54, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !13
  %79 = getelementptr inbounds double, ptr %21, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !13
  %81 = tail call double @llvm.fmuladd.f64(double %78, double %80, double %75)
  %82 = add nuw nsw i64 %56, 4
  %83 = add i64 %58, 4
  %84 = icmp eq i64 %83, %49
  br i1 %84, label %85, label %55, !llvm.loop !21

85:                                               ; preds = %55, %51
  %86 = phi double [ poison, %51 ], [ %81, %55 ]
  %87 = phi i64 [ 0, %51 ], [ %82, %55 ]
  %88 = phi double [ 0.000000e+00, %51 ], [ %81, %55 ]
  br i1 %50, label %101, label %89

89:                                               ; preds = %85, %89
  %90 = phi i64 [ %98, %89 ], [ %87, %85 ]
  %91 = phi double [ %97, %89 ], [ %88, %85 ]
  %92 = phi i64 [ %99, %89 ], [ 0, %85 ]
  %93 = getelementptr double, ptr %54, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !13
  %95 = getelementptr inbounds double, ptr %21, i64 %90
  %96 = load double, ptr %95, align 8, !tbaa !13
  %97 = tail call double @llvm.fmuladd.f64(double %94, double %96, double %91)
  %98 = add nuw nsw i64 %90, 1
  %99 = add i64 %92, 1
  %100 = icmp eq i64 %99, %47
  br i1 %100, label %101, label %89, !llvm.loop !22

101:                                              ; preds = %89, %85
  %102 = phi double [ %86, %85 ], [ %97, %89 ]
  %103 = getelementptr inbounds double, ptr %2, i64 %52
  %104 = load double, ptr %103, align 8, !tbaa !13
  %105 = fadd double %102, %104
  store double %105, ptr %103, align 8, !tbaa !13
  %106 = add nuw nsw i64 %52, 1
  %107 = icmp eq i64 %106, %23
  br i1 %107, label %115, label %51, !llvm.loop !24

108:                                              ; preds = %28, %108
  %109 = phi i64 [ %113, %108 ], [ %29, %28 ]
  %110 = getelementptr inbounds double, ptr %2, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !13
  %112 = fadd double %111, 0.000000e+00
  store double %112, ptr %110, align 8, !tbaa !13
  %113 = add nuw nsw i64 %109, 1
  %114 = icmp eq i64 %113, %23
  br i1 %114, label %115, label %108, !llvm.loop !25

115:                                              ; preds = %108, %101, %42, %19
  br i1 %7, label %116, label %117

116:                                              ; preds = %115
  call void @free(ptr noundef %21) #15
  br label %117

117:                                              ; preds = %116, %115
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z4evalRK4ProdPd(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.Trans, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #15
  %4 = load i64, ptr %0, align 8, !tbaa !26
  store i64 %4, ptr %3, align 8, !tbaa !26
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !27
  call void @_Z6gemv_tRK5TransPKdPd(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %6, ptr noundef %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z1fPKdl(ptr nocapture noundef readonly %0, i64 noundef %1) #6 {
  %3 = alloca %struct.Mat, align 8
  %4 = alloca %struct.Prod, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #15
  %5 = mul nsw i64 %1, %1
  %6 = icmp ugt i64 %5, 2305843009213693951
  %7 = shl nuw i64 %5, 3
  %8 = select i1 %6, i64 -1, i64 %7
  %9 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %8) #16
  store ptr %9, ptr %3, align 8, !tbaa !20
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %1, ptr %10, align 8, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %1, ptr %11, align 8, !tbaa !15
  %12 = icmp ugt i64 %1, 2305843009213693951
  %13 = shl nuw i64 %1, 3
  %14 = select i1 %12, i64 -1, i64 %13
  %15 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %14) #16
  %16 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %14) #16
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %16, i8 0, i64 %14, i1 false)
  %17 = icmp sgt i64 %1, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %3, ptr %4, align 8, !tbaa !26
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %19, align 8, !tbaa !27
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %16)
  br label %84

20:                                               ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %15, ptr align 8 %0, i64 %13, i1 false), !tbaa !13
  %21 = and i64 %1, 1
  %22 = icmp eq i64 %1, 1
  %23 = and i64 %1, 9223372036854775806
  %24 = icmp eq i64 %21, 0
  br label %25

25:                                               ; preds = %20, %59
  %26 = phi i64 [ %60, %59 ], [ 0, %20 ]
  %27 = getelementptr inbounds double, ptr %0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !13
  %29 = getelementptr double, ptr %9, i64 %26
  br i1 %22, label %49, label %30

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %40, %30 ], [ 0, %25 ]
  %32 = phi i64 [ %47, %30 ], [ 0, %25 ]
  %33 = or disjoint i64 %31, 1
  %34 = uitofp nneg i64 %33 to double
  %35 = icmp eq i64 %26, %31
  %36 = select i1 %35, double 3.000000e+00, double 0.000000e+00
  %37 = tail call double @llvm.fmuladd.f64(double %28, double %34, double %36)
  %38 = mul nuw nsw i64 %31, %1
  %39 = getelementptr double, ptr %29, i64 %38
  store double %37, ptr %39, align 8, !tbaa !13
  %40 = add nuw nsw i64 %31, 2
  %41 = uitofp nneg i64 %40 to double
  %42 = icmp eq i64 %26, %33
  %43 = select i1 %42, double 3.000000e+00, double 0.000000e+00
  %44 = tail call double @llvm.fmuladd.f64(double %28, double %41, double %43)
  %45 = mul nuw nsw i64 %33, %1
  %46 = getelementptr double, ptr %29, i64 %45
  store double %44, ptr %46, align 8, !tbaa !13
  %47 = add i64 %32, 2
  %48 = icmp eq i64 %47, %23
  br i1 %48, label %49, label %30, !llvm.loop !29

49:                                               ; preds = %30, %25
  %50 = phi i64 [ 0, %25 ], [ %40, %30 ]
  br i1 %24, label %59, label %51

51:                                               ; preds = %49
  %52 = add nuw nsw i64 %50, 1
  %53 = uitofp nneg i64 %52 to double
  %54 = icmp eq i64 %26, %50
  %55 = select i1 %54, double 3.000000e+00, double 0.000000e+00
  %56 = tail call double @llvm.fmuladd.f64(double %28, double %53, double %55)
  %57 = mul nuw nsw i64 %50, %1
  %58 = getelementptr double, ptr %29, i64 %57
  store double %56, ptr %58, align 8, !tbaa !13
  br label %59

59:                                               ; preds = %49, %51
  %60 = add nuw nsw i64 %26, 1
  %61 = icmp eq i64 %60, %1
  br i1 %61, label %62, label %25, !llvm.loop !30

62:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %3, ptr %4, align 8, !tbaa !26
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %63, align 8, !tbaa !27
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %16)
  br i1 %17, label %64, label %84

64:                                               ; preds = %62
  %65 = and i64 %1, 3
  %66 = icmp ult i64 %1, 4
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = and i64 %1, 9223372036854775804
  br label %88

69:                                               ; preds = %88, %64
  %70 = phi double [ poison, %64 ], [ %106, %88 ]
  %71 = phi i64 [ 0, %64 ], [ %107, %88 ]
  %72 = phi double [ 0.000000e+00, %64 ], [ %106, %88 ]
  %73 = icmp eq i64 %65, 0
  br i1 %73, label %84, label %74

74:                                               ; preds = %69, %74
  %75 = phi i64 [ %81, %74 ], [ %71, %69 ]
  %76 = phi double [ %80, %74 ], [ %72, %69 ]
  %77 = phi i64 [ %82, %74 ], [ 0, %69 ]
  %78 = getelementptr inbounds double, ptr %16, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !13
  %80 = call double @llvm.fmuladd.f64(double %79, double %79, double %76)
  %81 = add nuw nsw i64 %75, 1
  %82 = add i64 %77, 1
  %83 = icmp eq i64 %82, %65
  br i1 %83, label %84, label %74, !llvm.loop !31

84:                                               ; preds = %69, %74, %18, %62
  %85 = phi double [ 0.000000e+00, %62 ], [ 0.000000e+00, %18 ], [ %70, %69 ], [ %80, %74 ]
  %86 = load ptr, ptr %3, align 8, !tbaa !20
  %87 = icmp eq ptr %86, null
  br i1 %87, label %111, label %110

88:                                               ; preds = %88, %67
  %89 = phi i64 [ 0, %67 ], [ %107, %88 ]
  %90 = phi double [ 0.000000e+00, %67 ], [ %106, %88 ]
  %91 = phi i64 [ 0, %67 ], [ %108, %88 ]
  %92 = getelementptr inbounds double, ptr %16, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !13
  %94 = call double @llvm.fmuladd.f64(double %93, double %93, double %90)
  %95 = or disjoint i64 %89, 1
  %96 = getelementptr inbounds double, ptr %16, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !13
  %98 = call double @llvm.fmuladd.f64(double %97, double %97, double %94)
  %99 = or disjoint i64 %89, 2
  %100 = getelementptr inbounds double, ptr %16, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !13
  %102 = call double @llvm.fmuladd.f64(double %101, double %101, double %98)
  %103 = or disjoint i64 %89, 3
  %104 = getelementptr inbounds double, ptr %16, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !13
  %106 = call double @llvm.fmuladd.f64(double %105, double %105, double %102)
  %107 = add nuw nsw i64 %89, 4
  %108 = add i64 %91, 4
  %109 = icmp eq i64 %108, %68
  br i1 %109, label %69, label %88, !llvm.loop !32

110:                                              ; preds = %84
  call void @_ZdaPv(ptr noundef nonnull %86) #17
  br label %111

111:                                              ; preds = %84, %110
  call void @_ZdaPv(ptr noundef nonnull %15) #17
  call void @_ZdaPv(ptr noundef nonnull %16) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #15
  ret double %85
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #10 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.Mat, align 8
  %6 = alloca %struct.Prod, align 8
  %7 = alloca %struct.Mat, align 8
  %8 = alloca %struct.Prod, align 8
  %9 = alloca [6 x double], align 16
  %10 = alloca [6 x double], align 16
  %11 = alloca [6 x double], align 16
  %12 = getelementptr inbounds i8, ptr %9, i64 16
  %13 = getelementptr inbounds i8, ptr %9, i64 32
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  br label %26

20:                                               ; preds = %120
  %21 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !33
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21)
  %23 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !33
  %24 = icmp ne i32 %23, 0
  %25 = zext i1 %24 to i32
  ret i32 %25

26:                                               ; preds = %0, %120
  %27 = phi i64 [ 3, %0 ], [ %121, %120 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #15
  store <2 x double> <double 3.000000e-01, double -2.000000e-01>, ptr %9, align 16
  store <2 x double> <double 5.000000e-01, double 1.000000e-01>, ptr %12, align 16
  store <2 x double> <double -4.000000e-01, double 2.500000e-01>, ptr %13, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %28 = load i32, ptr @enzyme_dup, align 4, !tbaa !33
  %29 = load i32, ptr @enzyme_const, align 4, !tbaa !33
  %30 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fPKdl, i32 noundef %28, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %29, i64 noundef %27)
  %31 = mul nuw nsw i64 %27, %27
  %32 = shl nuw nsw i64 %31, 3
  %33 = shl nuw nsw i64 %27, 3
  %34 = add nuw i64 %27, 1
  %35 = and i64 %34, -2
  %36 = add nsw i64 %27, -1
  %37 = insertelement <2 x i64> poison, i64 %36, i64 0
  %38 = shufflevector <2 x i64> %37, <2 x i64> poison, <2 x i32> zeroinitializer
  %39 = icmp uge <2 x i64> %38, <i64 0, i64 1>
  %40 = extractelement <2 x i1> %39, i64 0
  %41 = extractelement <2 x i1> %39, i64 1
  %42 = icmp eq i64 %35, 2
  %43 = icmp ugt <2 x i64> %38, <i64 1, i64 2>
  %44 = extractelement <2 x i1> %43, i64 0
  %45 = shl i64 %27, 4
  %46 = extractelement <2 x i1> %43, i64 1
  %47 = mul i64 %27, 24
  %48 = icmp eq i64 %35, 4
  %49 = icmp ugt <2 x i64> %38, <i64 3, i64 4>
  %50 = extractelement <2 x i1> %49, i64 0
  %51 = shl i64 %27, 5
  %52 = extractelement <2 x i1> %49, i64 1
  %53 = mul i64 %27, 40
  %54 = add nuw i64 %27, 1
  %55 = and i64 %54, -2
  %56 = add nsw i64 %27, -1
  %57 = insertelement <2 x i64> poison, i64 %56, i64 0
  %58 = shufflevector <2 x i64> %57, <2 x i64> poison, <2 x i32> zeroinitializer
  %59 = icmp uge <2 x i64> %58, <i64 0, i64 1>
  %60 = extractelement <2 x i1> %59, i64 0
  %61 = extractelement <2 x i1> %59, i64 1
  %62 = icmp eq i64 %55, 2
  %63 = icmp ugt <2 x i64> %58, <i64 1, i64 2>
  %64 = extractelement <2 x i1> %63, i64 0
  %65 = shl i64 %27, 4
  %66 = extractelement <2 x i1> %63, i64 1
  %67 = mul i64 %27, 24
  %68 = icmp eq i64 %55, 4
  %69 = icmp ugt <2 x i64> %58, <i64 3, i64 4>
  %70 = extractelement <2 x i1> %69, i64 0
  %71 = shl i64 %27, 5
  %72 = extractelement <2 x i1> %69, i64 1
  %73 = mul i64 %27, 40
  %74 = icmp eq i64 %27, 3
  %75 = icmp eq i64 %27, 4
  %76 = icmp eq i64 %27, 5
  %77 = add nuw i64 %27, 1
  %78 = and i64 %77, -2
  %79 = add nsw i64 %27, -1
  %80 = insertelement <2 x i64> poison, i64 %79, i64 0
  %81 = shufflevector <2 x i64> %80, <2 x i64> poison, <2 x i32> zeroinitializer
  %82 = icmp uge <2 x i64> %81, <i64 0, i64 1>
  %83 = extractelement <2 x i1> %82, i64 0
  %84 = extractelement <2 x i1> %82, i64 1
  %85 = icmp eq i64 %78, 2
  %86 = icmp ugt <2 x i64> %81, <i64 1, i64 2>
  %87 = extractelement <2 x i1> %86, i64 0
  %88 = shl i64 %27, 4
  %89 = extractelement <2 x i1> %86, i64 1
  %90 = mul i64 %27, 24
  %91 = icmp eq i64 %78, 4
  %92 = icmp ugt <2 x i64> %81, <i64 3, i64 4>
  %93 = extractelement <2 x i1> %92, i64 0
  %94 = shl i64 %27, 5
  %95 = extractelement <2 x i1> %92, i64 1
  %96 = mul i64 %27, 40
  %97 = add nuw i64 %27, 1
  %98 = and i64 %97, -2
  %99 = add nsw i64 %27, -1
  %100 = insertelement <2 x i64> poison, i64 %99, i64 0
  %101 = shufflevector <2 x i64> %100, <2 x i64> poison, <2 x i32> zeroinitializer
  %102 = icmp uge <2 x i64> %101, <i64 0, i64 1>
  %103 = extractelement <2 x i1> %102, i64 0
  %104 = extractelement <2 x i1> %102, i64 1
  %105 = icmp eq i64 %98, 2
  %106 = icmp ugt <2 x i64> %101, <i64 1, i64 2>
  %107 = extractelement <2 x i1> %106, i64 0
  %108 = shl i64 %27, 4
  %109 = extractelement <2 x i1> %106, i64 1
  %110 = mul i64 %27, 24
  %111 = icmp eq i64 %98, 4
  %112 = icmp ugt <2 x i64> %101, <i64 3, i64 4>
  %113 = extractelement <2 x i1> %112, i64 0
  %114 = shl i64 %27, 5
  %115 = extractelement <2 x i1> %112, i64 1
  %116 = mul i64 %27, 40
  %117 = icmp eq i64 %27, 3
  %118 = icmp eq i64 %27, 4
  %119 = icmp eq i64 %27, 5
  br label %123

120:                                              ; preds = %411
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #15
  %121 = add nuw nsw i64 %27, 3
  %122 = icmp ult i64 %27, 4
  br i1 %122, label %26, label %20, !llvm.loop !35

123:                                              ; preds = %26, %411
  %124 = phi i64 [ 0, %26 ], [ %412, %411 ]
  %125 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !13
  %127 = fadd double %126, 0x3EB0C6F7A0B5ED8D
  store double %127, ptr %125, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #15
  %128 = call noalias noundef nonnull ptr @_Znam(i64 noundef %32) #16
  store ptr %128, ptr %7, align 8, !tbaa !20
  store i64 %27, ptr %14, align 8, !tbaa !10
  store i64 %27, ptr %15, align 8, !tbaa !15
  %129 = call noalias noundef nonnull ptr @_Znam(i64 noundef %33) #16
  %130 = call noalias noundef nonnull ptr @_Znam(i64 noundef %33) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %130, i8 0, i64 %33, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %129, ptr noundef nonnull readonly align 16 dereferenceable(1) %9, i64 %33, i1 false), !tbaa !13
  %131 = load double, ptr %9, align 16, !tbaa !13
  %132 = insertelement <2 x double> poison, double %131, i64 0
  %133 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> zeroinitializer
  %134 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double> <double 3.000000e+00, double 0.000000e+00>)
  br i1 %40, label %135, label %137

135:                                              ; preds = %123
  %136 = extractelement <2 x double> %134, i64 0
  store double %136, ptr %128, align 8, !tbaa !13
  br label %137

137:                                              ; preds = %135, %123
  br i1 %41, label %138, label %141

138:                                              ; preds = %137
  %139 = getelementptr double, ptr %128, i64 %27
  %140 = extractelement <2 x double> %134, i64 1
  store double %140, ptr %139, align 8, !tbaa !13
  br label %141

141:                                              ; preds = %138, %137
  br i1 %42, label %161, label %142, !llvm.loop !36

142:                                              ; preds = %141
  %143 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double> zeroinitializer)
  br i1 %44, label %144, label %147

144:                                              ; preds = %142
  %145 = getelementptr i8, ptr %128, i64 %45
  %146 = extractelement <2 x double> %143, i64 0
  store double %146, ptr %145, align 8, !tbaa !13
  br label %147

147:                                              ; preds = %144, %142
  br i1 %46, label %148, label %151

148:                                              ; preds = %147
  %149 = getelementptr i8, ptr %128, i64 %47
  %150 = extractelement <2 x double> %143, i64 1
  store double %150, ptr %149, align 8, !tbaa !13
  br label %151

151:                                              ; preds = %148, %147
  br i1 %48, label %161, label %152, !llvm.loop !36

152:                                              ; preds = %151
  %153 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> <double 5.000000e+00, double 6.000000e+00>, <2 x double> zeroinitializer)
  br i1 %50, label %154, label %157

154:                                              ; preds = %152
  %155 = getelementptr i8, ptr %128, i64 %51
  %156 = extractelement <2 x double> %153, i64 0
  store double %156, ptr %155, align 8, !tbaa !13
  br label %157

157:                                              ; preds = %154, %152
  br i1 %52, label %158, label %161

158:                                              ; preds = %157
  %159 = getelementptr i8, ptr %128, i64 %53
  %160 = extractelement <2 x double> %153, i64 1
  store double %160, ptr %159, align 8, !tbaa !13
  br label %161

161:                                              ; preds = %141, %151, %158, %157
  br label %162

162:                                              ; preds = %211, %161
  %163 = phi i64 [ %212, %211 ], [ 1, %161 ]
  %164 = getelementptr double, ptr %128, i64 %163
  %165 = getelementptr inbounds double, ptr %9, i64 %163
  %166 = load double, ptr %165, align 8, !tbaa !13
  %167 = insertelement <2 x double> poison, double %166, i64 0
  %168 = shufflevector <2 x double> %167, <2 x double> poison, <2 x i32> zeroinitializer
  %169 = icmp eq i64 %163, 1
  %170 = select i1 %169, double 3.000000e+00, double 0.000000e+00
  %171 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %170, i64 1
  %172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double> %171)
  br i1 %60, label %173, label %175

173:                                              ; preds = %162
  %174 = extractelement <2 x double> %172, i64 0
  store double %174, ptr %164, align 8, !tbaa !13
  br label %175

175:                                              ; preds = %173, %162
  br i1 %61, label %176, label %179

176:                                              ; preds = %175
  %177 = getelementptr double, ptr %164, i64 %27
  %178 = extractelement <2 x double> %172, i64 1
  store double %178, ptr %177, align 8, !tbaa !13
  br label %179

179:                                              ; preds = %176, %175
  br i1 %62, label %211, label %180, !llvm.loop !36

180:                                              ; preds = %179
  %181 = icmp eq i64 %163, 2
  %182 = icmp eq i64 %163, 3
  %183 = select i1 %181, double 3.000000e+00, double 0.000000e+00
  %184 = select i1 %182, double 3.000000e+00, double 0.000000e+00
  %185 = insertelement <2 x double> poison, double %183, i64 0
  %186 = insertelement <2 x double> %185, double %184, i64 1
  %187 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double> %186)
  br i1 %64, label %188, label %191

188:                                              ; preds = %180
  %189 = getelementptr i8, ptr %164, i64 %65
  %190 = extractelement <2 x double> %187, i64 0
  store double %190, ptr %189, align 8, !tbaa !13
  br label %191

191:                                              ; preds = %188, %180
  br i1 %66, label %192, label %195

192:                                              ; preds = %191
  %193 = getelementptr i8, ptr %164, i64 %67
  %194 = extractelement <2 x double> %187, i64 1
  store double %194, ptr %193, align 8, !tbaa !13
  br label %195

195:                                              ; preds = %192, %191
  br i1 %68, label %211, label %196, !llvm.loop !36

196:                                              ; preds = %195
  %197 = icmp eq i64 %163, 4
  %198 = icmp eq i64 %163, 5
  %199 = select i1 %197, double 3.000000e+00, double 0.000000e+00
  %200 = select i1 %198, double 3.000000e+00, double 0.000000e+00
  %201 = insertelement <2 x double> poison, double %199, i64 0
  %202 = insertelement <2 x double> %201, double %200, i64 1
  %203 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 5.000000e+00, double 6.000000e+00>, <2 x double> %202)
  br i1 %70, label %204, label %207

204:                                              ; preds = %196
  %205 = getelementptr i8, ptr %164, i64 %71
  %206 = extractelement <2 x double> %203, i64 0
  store double %206, ptr %205, align 8, !tbaa !13
  br label %207

207:                                              ; preds = %204, %196
  br i1 %72, label %208, label %211

208:                                              ; preds = %207
  %209 = getelementptr i8, ptr %164, i64 %73
  %210 = extractelement <2 x double> %203, i64 1
  store double %210, ptr %209, align 8, !tbaa !13
  br label %211

211:                                              ; preds = %207, %208, %195, %179
  %212 = add nuw nsw i64 %163, 1
  %213 = icmp eq i64 %212, %27
  br i1 %213, label %214, label %162, !llvm.loop !37

214:                                              ; preds = %211
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #15
  store ptr %7, ptr %8, align 8, !tbaa !26
  store ptr %129, ptr %16, align 8, !tbaa !27
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull %130)
  %215 = getelementptr inbounds i8, ptr %130, i64 8
  %216 = load double, ptr %215, align 8, !tbaa !13
  %217 = load double, ptr %130, align 8, !tbaa !13
  %218 = call double @llvm.fmuladd.f64(double %217, double %217, double 0.000000e+00)
  %219 = call double @llvm.fmuladd.f64(double %216, double %216, double %218)
  %220 = getelementptr inbounds i8, ptr %130, i64 16
  %221 = load double, ptr %220, align 8, !tbaa !13
  %222 = call double @llvm.fmuladd.f64(double %221, double %221, double %219)
  br i1 %74, label %223, label %227, !llvm.loop !32

223:                                              ; preds = %235, %231, %227, %214
  %224 = phi double [ %222, %214 ], [ %230, %227 ], [ %234, %231 ], [ %238, %235 ]
  %225 = load ptr, ptr %7, align 8, !tbaa !20
  %226 = icmp eq ptr %225, null
  br i1 %226, label %240, label %239

227:                                              ; preds = %214
  %228 = getelementptr inbounds i8, ptr %130, i64 24
  %229 = load double, ptr %228, align 8, !tbaa !13
  %230 = call double @llvm.fmuladd.f64(double %229, double %229, double %222)
  br i1 %75, label %223, label %231, !llvm.loop !32

231:                                              ; preds = %227
  %232 = getelementptr inbounds i8, ptr %130, i64 32
  %233 = load double, ptr %232, align 8, !tbaa !13
  %234 = call double @llvm.fmuladd.f64(double %233, double %233, double %230)
  br i1 %76, label %223, label %235, !llvm.loop !32

235:                                              ; preds = %231
  %236 = getelementptr inbounds i8, ptr %130, i64 40
  %237 = load double, ptr %236, align 8, !tbaa !13
  %238 = call double @llvm.fmuladd.f64(double %237, double %237, double %234)
  br label %223

239:                                              ; preds = %223
  call void @_ZdaPv(ptr noundef nonnull %225) #17
  br label %240

240:                                              ; preds = %223, %239
  call void @_ZdaPv(ptr noundef nonnull %129) #17
  call void @_ZdaPv(ptr noundef nonnull %130) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #15
  %241 = fadd double %126, 0xBEB0C6F7A0B5ED8D
  store double %241, ptr %125, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #15
  %242 = call noalias noundef nonnull ptr @_Znam(i64 noundef %32) #16
  store ptr %242, ptr %5, align 8, !tbaa !20
  store i64 %27, ptr %17, align 8, !tbaa !10
  store i64 %27, ptr %18, align 8, !tbaa !15
  %243 = call noalias noundef nonnull ptr @_Znam(i64 noundef %33) #16
  %244 = call noalias noundef nonnull ptr @_Znam(i64 noundef %33) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %244, i8 0, i64 %33, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %243, ptr noundef nonnull readonly align 16 dereferenceable(1) %9, i64 %33, i1 false), !tbaa !13
  %245 = load double, ptr %9, align 16, !tbaa !13
  %246 = insertelement <2 x double> poison, double %245, i64 0
  %247 = shufflevector <2 x double> %246, <2 x double> poison, <2 x i32> zeroinitializer
  %248 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %247, <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double> <double 3.000000e+00, double 0.000000e+00>)
  br i1 %83, label %249, label %251

249:                                              ; preds = %240
  %250 = extractelement <2 x double> %248, i64 0
  store double %250, ptr %242, align 8, !tbaa !13
  br label %251

251:                                              ; preds = %249, %240
  br i1 %84, label %252, label %255

252:                                              ; preds = %251
  %253 = getelementptr double, ptr %242, i64 %27
  %254 = extractelement <2 x double> %248, i64 1
  store double %254, ptr %253, align 8, !tbaa !13
  br label %255

255:                                              ; preds = %252, %251
  br i1 %85, label %275, label %256, !llvm.loop !39

256:                                              ; preds = %255
  %257 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %247, <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double> zeroinitializer)
  br i1 %87, label %258, label %261

258:                                              ; preds = %256
  %259 = getelementptr i8, ptr %242, i64 %88
  %260 = extractelement <2 x double> %257, i64 0
  store double %260, ptr %259, align 8, !tbaa !13
  br label %261

261:                                              ; preds = %258, %256
  br i1 %89, label %262, label %265

262:                                              ; preds = %261
  %263 = getelementptr i8, ptr %242, i64 %90
  %264 = extractelement <2 x double> %257, i64 1
  store double %264, ptr %263, align 8, !tbaa !13
  br label %265

265:                                              ; preds = %262, %261
  br i1 %91, label %275, label %266, !llvm.loop !39

266:                                              ; preds = %265
  %267 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %247, <2 x double> <double 5.000000e+00, double 6.000000e+00>, <2 x double> zeroinitializer)
  br i1 %93, label %268, label %271

268:                                              ; preds = %266
  %269 = getelementptr i8, ptr %242, i64 %94
  %270 = extractelement <2 x double> %267, i64 0
  store double %270, ptr %269, align 8, !tbaa !13
  br label %271

271:                                              ; preds = %268, %266
  br i1 %95, label %272, label %275

272:                                              ; preds = %271
  %273 = getelementptr i8, ptr %242, i64 %96
  %274 = extractelement <2 x double> %267, i64 1
  store double %274, ptr %273, align 8, !tbaa !13
  br label %275

275:                                              ; preds = %255, %265, %272, %271
  br label %276

276:                                              ; preds = %325, %275
  %277 = phi i64 [ %326, %325 ], [ 1, %275 ]
  %278 = getelementptr double, ptr %242, i64 %277
  %279 = getelementptr inbounds double, ptr %9, i64 %277
  %280 = load double, ptr %279, align 8, !tbaa !13
  %281 = insertelement <2 x double> poison, double %280, i64 0
  %282 = shufflevector <2 x double> %281, <2 x double> poison, <2 x i32> zeroinitializer
  %283 = icmp eq i64 %277, 1
  %284 = select i1 %283, double 3.000000e+00, double 0.000000e+00
  %285 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %284, i64 1
  %286 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %282, <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double> %285)
  br i1 %103, label %287, label %289

287:                                              ; preds = %276
  %288 = extractelement <2 x double> %286, i64 0
  store double %288, ptr %278, align 8, !tbaa !13
  br label %289

289:                                              ; preds = %287, %276
  br i1 %104, label %290, label %293

290:                                              ; preds = %289
  %291 = getelementptr double, ptr %278, i64 %27
  %292 = extractelement <2 x double> %286, i64 1
  store double %292, ptr %291, align 8, !tbaa !13
  br label %293

293:                                              ; preds = %290, %289
  br i1 %105, label %325, label %294, !llvm.loop !39

294:                                              ; preds = %293
  %295 = icmp eq i64 %277, 2
  %296 = icmp eq i64 %277, 3
  %297 = select i1 %295, double 3.000000e+00, double 0.000000e+00
  %298 = select i1 %296, double 3.000000e+00, double 0.000000e+00
  %299 = insertelement <2 x double> poison, double %297, i64 0
  %300 = insertelement <2 x double> %299, double %298, i64 1
  %301 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %282, <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double> %300)
  br i1 %107, label %302, label %305

302:                                              ; preds = %294
  %303 = getelementptr i8, ptr %278, i64 %108
  %304 = extractelement <2 x double> %301, i64 0
  store double %304, ptr %303, align 8, !tbaa !13
  br label %305

305:                                              ; preds = %302, %294
  br i1 %109, label %306, label %309

306:                                              ; preds = %305
  %307 = getelementptr i8, ptr %278, i64 %110
  %308 = extractelement <2 x double> %301, i64 1
  store double %308, ptr %307, align 8, !tbaa !13
  br label %309

309:                                              ; preds = %306, %305
  br i1 %111, label %325, label %310, !llvm.loop !39

310:                                              ; preds = %309
  %311 = icmp eq i64 %277, 4
  %312 = icmp eq i64 %277, 5
  %313 = select i1 %311, double 3.000000e+00, double 0.000000e+00
  %314 = select i1 %312, double 3.000000e+00, double 0.000000e+00
  %315 = insertelement <2 x double> poison, double %313, i64 0
  %316 = insertelement <2 x double> %315, double %314, i64 1
  %317 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %282, <2 x double> <double 5.000000e+00, double 6.000000e+00>, <2 x double> %316)
  br i1 %113, label %318, label %321

318:                                              ; preds = %310
  %319 = getelementptr i8, ptr %278, i64 %114
  %320 = extractelement <2 x double> %317, i64 0
  store double %320, ptr %319, align 8, !tbaa !13
  br label %321

321:                                              ; preds = %318, %310
  br i1 %115, label %322, label %325

322:                                              ; preds = %321
  %323 = getelementptr i8, ptr %278, i64 %116
  %324 = extractelement <2 x double> %317, i64 1
  store double %324, ptr %323, align 8, !tbaa !13
  br label %325

325:                                              ; preds = %321, %322, %309, %293
  %326 = add nuw nsw i64 %277, 1
  %327 = icmp eq i64 %326, %27
  br i1 %327, label %328, label %276, !llvm.loop !40

328:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #15
  store ptr %5, ptr %6, align 8, !tbaa !26
  store ptr %243, ptr %19, align 8, !tbaa !27
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull %244)
  %329 = getelementptr inbounds i8, ptr %244, i64 8
  %330 = load double, ptr %329, align 8, !tbaa !13
  %331 = load double, ptr %244, align 8, !tbaa !13
  %332 = call double @llvm.fmuladd.f64(double %331, double %331, double 0.000000e+00)
  %333 = call double @llvm.fmuladd.f64(double %330, double %330, double %332)
  %334 = getelementptr inbounds i8, ptr %244, i64 16
  %335 = load double, ptr %334, align 8, !tbaa !13
  %336 = call double @llvm.fmuladd.f64(double %335, double %335, double %333)
  br i1 %117, label %337, label %341, !llvm.loop !32

337:                                              ; preds = %349, %345, %341, %328
  %338 = phi double [ %336, %328 ], [ %344, %341 ], [ %348, %345 ], [ %352, %349 ]
  %339 = load ptr, ptr %5, align 8, !tbaa !20
  %340 = icmp eq ptr %339, null
  br i1 %340, label %354, label %353

341:                                              ; preds = %328
  %342 = getelementptr inbounds i8, ptr %244, i64 24
  %343 = load double, ptr %342, align 8, !tbaa !13
  %344 = call double @llvm.fmuladd.f64(double %343, double %343, double %336)
  br i1 %118, label %337, label %345, !llvm.loop !32

345:                                              ; preds = %341
  %346 = getelementptr inbounds i8, ptr %244, i64 32
  %347 = load double, ptr %346, align 8, !tbaa !13
  %348 = call double @llvm.fmuladd.f64(double %347, double %347, double %344)
  br i1 %119, label %337, label %349, !llvm.loop !32

349:                                              ; preds = %345
  %350 = getelementptr inbounds i8, ptr %244, i64 40
  %351 = load double, ptr %350, align 8, !tbaa !13
  %352 = call double @llvm.fmuladd.f64(double %351, double %351, double %348)
  br label %337

353:                                              ; preds = %337
  call void @_ZdaPv(ptr noundef nonnull %339) #17
  br label %354

354:                                              ; preds = %337, %353
  call void @_ZdaPv(ptr noundef nonnull %243) #17
  call void @_ZdaPv(ptr noundef nonnull %244) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #15
  store double %126, ptr %125, align 8, !tbaa !13
  %355 = trunc nuw nsw i64 %124 to i32
  %356 = uitofp nneg i32 %355 to double
  %357 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %124
  %358 = load double, ptr %357, align 8, !tbaa !13
  %359 = fsub double %224, %338
  %360 = fdiv double %359, 2.000000e-06
  %361 = call double @llvm.fabs.f64(double %360)
  %362 = fcmp ogt double %361, 1.000000e+00
  %363 = select i1 %362, double %361, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %358, ptr %4, align 8, !tbaa !13
  %364 = load volatile double, ptr %4, align 8, !tbaa !13
  %365 = call double @llvm.fabs.f64(double %364)
  %366 = fcmp ueq double %365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %366, label %378, label %367

367:                                              ; preds = %354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %360, ptr %3, align 8, !tbaa !13
  %368 = load volatile double, ptr %3, align 8, !tbaa !13
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp ueq double %369, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %370, label %378, label %371

371:                                              ; preds = %367
  %372 = fsub double %358, %360
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = fmul double %363, 1.000000e-05
  %375 = fcmp ole double %373, %374
  %376 = select i1 %375, ptr @.str.4, ptr @.str.5
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %356, double noundef %358, double noundef %360, ptr noundef nonnull %376)
  br i1 %375, label %383, label %380

378:                                              ; preds = %367, %354
  %379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %356, double noundef %358, double noundef %360, ptr noundef nonnull @.str.5)
  br label %380

380:                                              ; preds = %378, %371
  %381 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !33
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr @_ZL6n_fail, align 4, !tbaa !33
  br label %383

383:                                              ; preds = %371, %380
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %11, i8 0, i64 48, i1 false)
  %384 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %124
  store double 1.000000e+00, ptr %384, align 8, !tbaa !13
  %385 = load i32, ptr @enzyme_dup, align 4, !tbaa !33
  %386 = load i32, ptr @enzyme_const, align 4, !tbaa !33
  %387 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fPKdl, i32 noundef %385, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %386, i64 noundef %27)
  %388 = load double, ptr %357, align 8, !tbaa !13
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fcmp ogt double %389, 1.000000e+00
  %391 = select i1 %390, double %389, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %387, ptr %2, align 8, !tbaa !13
  %392 = load volatile double, ptr %2, align 8, !tbaa !13
  %393 = call double @llvm.fabs.f64(double %392)
  %394 = fcmp ueq double %393, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %394, label %406, label %395

395:                                              ; preds = %383
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %388, ptr %1, align 8, !tbaa !13
  %396 = load volatile double, ptr %1, align 8, !tbaa !13
  %397 = call double @llvm.fabs.f64(double %396)
  %398 = fcmp ueq double %397, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %398, label %406, label %399

399:                                              ; preds = %395
  %400 = fsub double %387, %388
  %401 = call double @llvm.fabs.f64(double %400)
  %402 = fmul double %391, 1.000000e-08
  %403 = fcmp ole double %401, %402
  %404 = select i1 %403, ptr @.str.4, ptr @.str.5
  %405 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %356, double noundef %387, double noundef %388, ptr noundef nonnull %404)
  br i1 %403, label %411, label %408

406:                                              ; preds = %395, %383
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %356, double noundef %387, double noundef %388, ptr noundef nonnull @.str.5)
  br label %408

408:                                              ; preds = %406, %399
  %409 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !33
  %410 = add nsw i32 %409, 1
  store i32 %410, ptr @_ZL6n_fail, align 4, !tbaa !33
  br label %411

411:                                              ; preds = %399, %408
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #15
  %412 = add nuw nsw i64 %124, 1
  %413 = icmp ugt i64 %27, %412
  br i1 %413, label %123, label %120, !llvm.loop !41
}

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #11

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind allocsize(1) }
attributes #15 = { nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Trans", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS3Mat", !7, i64 0, !12, i64 8, !12, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = !{!11, !12, i64 16}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = !{!11, !7, i64 0}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17, !19, !18}
!26 = !{!7, !7, i64 0}
!27 = !{!28, !7, i64 8}
!28 = !{!"_ZTS4Prod", !6, i64 0, !7, i64 8}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !23}
!32 = distinct !{!32, !17}
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !8, i64 0}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !17, !18, !19}
!37 = distinct !{!37, !17, !38}
!38 = !{!"llvm.loop.peeled.count", i32 1}
!39 = distinct !{!39, !17, !18, !19}
!40 = distinct !{!40, !17, !38}
!41 = distinct !{!41, !17}
