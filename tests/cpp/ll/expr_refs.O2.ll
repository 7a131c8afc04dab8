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
  %12 = tail call noalias align 16 ptr @aligned_alloc(i64 noundef 16, i64 noundef %11) #13
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
  br i1 %24, label %25, label %37

25:                                               ; preds = %19
  %26 = add i64 %6, -1
  %27 = and i64 %6, 3
  %28 = icmp ult i64 %26, 3
  %29 = and i64 %6, -4
  %30 = icmp eq i64 %27, 0
  br label %31

31:                                               ; preds = %25, %54
  %32 = phi i64 [ %59, %54 ], [ 0, %25 ]
  br i1 %20, label %33, label %54

33:                                               ; preds = %31
  %34 = load ptr, ptr %4, align 8, !tbaa !16
  %35 = mul nuw nsw i64 %32, %6
  %36 = getelementptr double, ptr %34, i64 %35
  br i1 %28, label %38, label %61

37:                                               ; preds = %54, %19
  br i1 %7, label %91, label %92

38:                                               ; preds = %61, %33
  %39 = phi double [ poison, %33 ], [ %87, %61 ]
  %40 = phi i64 [ 0, %33 ], [ %88, %61 ]
  %41 = phi double [ 0.000000e+00, %33 ], [ %87, %61 ]
  br i1 %30, label %54, label %42

42:                                               ; preds = %38, %42
  %43 = phi i64 [ %51, %42 ], [ %40, %38 ]
  %44 = phi double [ %50, %42 ], [ %41, %38 ]
  %45 = phi i64 [ %52, %42 ], [ 0, %38 ]
  %46 = getelementptr double, ptr %36, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !13
  %48 = getelementptr inbounds double, ptr %21, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !13
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = add nuw nsw i64 %43, 1
  %52 = add i64 %45, 1
  %53 = icmp eq i64 %52, %27
  br i1 %53, label %54, label %42, !llvm.loop !17

54:                                               ; preds = %38, %42, %31
  %55 = phi double [ 0.000000e+00, %31 ], [ %39, %38 ], [ %50, %42 ]
  %56 = getelementptr inbounds double, ptr %2, i64 %32
  %57 = load double, ptr %56, align 8, !tbaa !13
  %58 = fadd double %55, %57
  store double %58, ptr %56, align 8, !tbaa !13
  %59 = add nuw nsw i64 %32, 1
  %60 = icmp eq i64 %59, %23
  br i1 %60, label %37, label %31, !llvm.loop !19

61:                                               ; preds = %33, %61
  %62 = phi i64 [ %88, %61 ], [ 0, %33 ]
  %63 = phi double [ %87, %61 ], [ 0.000000e+00, %33 ]
  %64 = phi i64 [ %89, %61 ], [ 0, %33 ]
  %65 = getelementptr double, ptr %36, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !13
  %67 = getelementptr inbounds double, ptr %21, i64 %62
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %63)
  %70 = or disjoint i64 %62, 1
  %71 = getelementptr double, ptr %36, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !13
  %73 = getelementptr inbounds double, ptr %21, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !13
  %75 = tail call double @llvm.fmuladd.f64(double %72, double %74, double %69)
  %76 = or disjoint i64 %62, 2
  %77 = getelementptr double, ptr %36, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !13
  %79 = getelementptr inbounds double, ptr %21, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !13
  %81 = tail call double @llvm.fmuladd.f64(double %78, double %80, double %75)
  %82 = or disjoint i64 %62, 3
  %83 = getelementptr double, ptr %36, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !13
  %85 = getelementptr inbounds double, ptr %21, i64 %82
  %86 = load double, ptr %85, align 8, !tbaa !13
  %87 = tail call double @llvm.fmuladd.f64(double %84, double %86, double %81)
  %88 = add nuw nsw i64 %62, 4
  %89 = add i64 %64, 4
  %90 = icmp eq i64 %89, %29
  br i1 %90, label %38, label %61, !llvm.loop !21

91:                                               ; preds = %37
  call void @free(ptr noundef %21) #14
  br label %92

92:                                               ; preds = %91, %37
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #14
  %4 = load i64, ptr %0, align 8, !tbaa !22
  store i64 %4, ptr %3, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !23
  call void @_Z6gemv_tRK5TransPKdPd(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %6, ptr noundef %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z1fPKdl(ptr nocapture noundef readonly %0, i64 noundef %1) #6 {
  %3 = alloca %struct.Mat, align 8
  %4 = alloca %struct.Prod, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #14
  %5 = mul nsw i64 %1, %1
  %6 = icmp ugt i64 %5, 2305843009213693951
  %7 = shl nuw i64 %5, 3
  %8 = select i1 %6, i64 -1, i64 %7
  %9 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %8) #15
  store ptr %9, ptr %3, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %1, ptr %10, align 8, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %1, ptr %11, align 8, !tbaa !15
  %12 = icmp ugt i64 %1, 2305843009213693951
  %13 = shl nuw i64 %1, 3
  %14 = select i1 %12, i64 -1, i64 %13
  %15 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %14) #15
  %16 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %14) #15
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %16, i8 0, i64 %14, i1 false)
  %17 = icmp sgt i64 %1, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store ptr %3, ptr %4, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %19, align 8, !tbaa !23
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %16)
  br label %84

20:                                               ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %15, ptr align 8 %0, i64 %13, i1 false), !tbaa !13
  %21 = and i64 %1, 1
  %22 = icmp eq i64 %1, 1
  %23 = and i64 %1, 9223372036854775806
  %24 = icmp eq i64 %21, 0
  br label %32

25:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store ptr %3, ptr %4, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %26, align 8, !tbaa !23
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %16)
  br i1 %17, label %27, label %84

27:                                               ; preds = %25
  %28 = and i64 %1, 3
  %29 = icmp ult i64 %1, 4
  br i1 %29, label %69, label %30

30:                                               ; preds = %27
  %31 = and i64 %1, 9223372036854775804
  br label %88

32:                                               ; preds = %47, %20
  %33 = phi i64 [ 0, %20 ], [ %48, %47 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = getelementptr double, ptr %9, i64 %33
  br i1 %22, label %37, label %50

37:                                               ; preds = %50, %32
  %38 = phi i64 [ 0, %32 ], [ %60, %50 ]
  br i1 %24, label %47, label %39

39:                                               ; preds = %37
  %40 = add nuw nsw i64 %38, 1
  %41 = uitofp nneg i64 %40 to double
  %42 = icmp eq i64 %33, %38
  %43 = select i1 %42, double 3.000000e+00, double 0.000000e+00
  %44 = tail call double @llvm.fmuladd.f64(double %35, double %41, double %43)
  %45 = mul nuw nsw i64 %38, %1
  %46 = getelementptr double, ptr %36, i64 %45
  store double %44, ptr %46, align 8, !tbaa !13
  br label %47

47:                                               ; preds = %37, %39
  %48 = add nuw nsw i64 %33, 1
  %49 = icmp eq i64 %48, %1
  br i1 %49, label %25, label %32, !llvm.loop !25

50:                                               ; preds = %32, %50
  %51 = phi i64 [ %60, %50 ], [ 0, %32 ]
  %52 = phi i64 [ %67, %50 ], [ 0, %32 ]
  %53 = or disjoint i64 %51, 1
  %54 = uitofp nneg i64 %53 to double
  %55 = icmp eq i64 %33, %51
  %56 = select i1 %55, double 3.000000e+00, double 0.000000e+00
  %57 = tail call double @llvm.fmuladd.f64(double %35, double %54, double %56)
  %58 = mul nuw nsw i64 %51, %1
  %59 = getelementptr double, ptr %36, i64 %58
  store double %57, ptr %59, align 8, !tbaa !13
  %60 = add nuw nsw i64 %51, 2
  %61 = uitofp nneg i64 %60 to double
  %62 = icmp eq i64 %33, %53
  %63 = select i1 %62, double 3.000000e+00, double 0.000000e+00
  %64 = tail call double @llvm.fmuladd.f64(double %35, double %61, double %63)
  %65 = mul nuw nsw i64 %53, %1
  %66 = getelementptr double, ptr %36, i64 %65
  store double %64, ptr %66, align 8, !tbaa !13
  %67 = add i64 %52, 2
  %68 = icmp eq i64 %67, %23
  br i1 %68, label %37, label %50, !llvm.loop !26

69:                                               ; preds = %88, %27
  %70 = phi double [ poison, %27 ], [ %106, %88 ]
  %71 = phi i64 [ 0, %27 ], [ %107, %88 ]
  %72 = phi double [ 0.000000e+00, %27 ], [ %106, %88 ]
  %73 = icmp eq i64 %28, 0
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
  %83 = icmp eq i64 %82, %28
  br i1 %83, label %84, label %74, !llvm.loop !27

84:                                               ; preds = %69, %74, %18, %25
  %85 = phi double [ 0.000000e+00, %25 ], [ 0.000000e+00, %18 ], [ %70, %69 ], [ %80, %74 ]
  %86 = load ptr, ptr %3, align 8, !tbaa !16
  %87 = icmp eq ptr %86, null
  br i1 %87, label %111, label %110

88:                                               ; preds = %88, %30
  %89 = phi i64 [ 0, %30 ], [ %107, %88 ]
  %90 = phi double [ 0.000000e+00, %30 ], [ %106, %88 ]
  %91 = phi i64 [ 0, %30 ], [ %108, %88 ]
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
  %109 = icmp eq i64 %108, %31
  br i1 %109, label %69, label %88, !llvm.loop !28

110:                                              ; preds = %84
  call void @_ZdaPv(ptr noundef nonnull %86) #16
  br label %111

111:                                              ; preds = %84, %110
  call void @_ZdaPv(ptr noundef nonnull %15) #16
  call void @_ZdaPv(ptr noundef nonnull %16) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #14
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
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 16
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = getelementptr inbounds i8, ptr %5, i64 32
  br label %16

10:                                               ; preds = %21
  %11 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11)
  %13 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i32
  ret i32 %15

16:                                               ; preds = %0, %21
  %17 = phi i64 [ 3, %0 ], [ %22, %21 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #14
  store <2 x double> <double 3.000000e-01, double -2.000000e-01>, ptr %5, align 16
  store <2 x double> <double 5.000000e-01, double 1.000000e-01>, ptr %8, align 16
  store <2 x double> <double -4.000000e-01, double 2.500000e-01>, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 48, i1 false)
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !29
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !29
  %20 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fPKdl, i32 noundef %18, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %19, i64 noundef %17)
  br label %24

21:                                               ; preds = %88
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #14
  %22 = add nuw nsw i64 %17, 3
  %23 = icmp ult i64 %17, 4
  br i1 %23, label %16, label %10, !llvm.loop !31

24:                                               ; preds = %16, %88
  %25 = phi i64 [ 0, %16 ], [ %89, %88 ]
  %26 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !13
  %28 = fadd double %27, 0x3EB0C6F7A0B5ED8D
  store double %28, ptr %26, align 8, !tbaa !13
  %29 = call noundef double @_Z1fPKdl(ptr noundef nonnull %5, i64 noundef %17)
  %30 = fadd double %27, 0xBEB0C6F7A0B5ED8D
  store double %30, ptr %26, align 8, !tbaa !13
  %31 = call noundef double @_Z1fPKdl(ptr noundef nonnull %5, i64 noundef %17)
  store double %27, ptr %26, align 8, !tbaa !13
  %32 = trunc nuw nsw i64 %25 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %25
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = fsub double %29, %31
  %37 = fdiv double %36, 2.000000e-06
  %38 = call double @llvm.fabs.f64(double %37)
  %39 = fcmp ogt double %38, 1.000000e+00
  %40 = select i1 %39, double %38, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %35, ptr %4, align 8, !tbaa !13
  %41 = load volatile double, ptr %4, align 8, !tbaa !13
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = fcmp ueq double %42, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %43, label %55, label %44

44:                                               ; preds = %24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %37, ptr %3, align 8, !tbaa !13
  %45 = load volatile double, ptr %3, align 8, !tbaa !13
  %46 = call double @llvm.fabs.f64(double %45)
  %47 = fcmp ueq double %46, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %47, label %55, label %48

48:                                               ; preds = %44
  %49 = fsub double %35, %37
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = fmul double %40, 1.000000e-05
  %52 = fcmp ole double %50, %51
  %53 = select i1 %52, ptr @.str.4, ptr @.str.5
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %33, double noundef %35, double noundef %37, ptr noundef nonnull %53)
  br i1 %52, label %60, label %57

55:                                               ; preds = %44, %24
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %33, double noundef %35, double noundef %37, ptr noundef nonnull @.str.5)
  br label %57

57:                                               ; preds = %55, %48
  %58 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %60

60:                                               ; preds = %48, %57
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %7, i8 0, i64 48, i1 false)
  %61 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %25
  store double 1.000000e+00, ptr %61, align 8, !tbaa !13
  %62 = load i32, ptr @enzyme_dup, align 4, !tbaa !29
  %63 = load i32, ptr @enzyme_const, align 4, !tbaa !29
  %64 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fPKdl, i32 noundef %62, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %63, i64 noundef %17)
  %65 = load double, ptr %34, align 8, !tbaa !13
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ogt double %66, 1.000000e+00
  %68 = select i1 %67, double %66, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %64, ptr %2, align 8, !tbaa !13
  %69 = load volatile double, ptr %2, align 8, !tbaa !13
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %71, label %83, label %72

72:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %65, ptr %1, align 8, !tbaa !13
  %73 = load volatile double, ptr %1, align 8, !tbaa !13
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %75, label %83, label %76

76:                                               ; preds = %72
  %77 = fsub double %64, %65
  %78 = call double @llvm.fabs.f64(double %77)
  %79 = fmul double %68, 1.000000e-08
  %80 = fcmp ole double %78, %79
  %81 = select i1 %80, ptr @.str.4, ptr @.str.5
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %33, double noundef %64, double noundef %65, ptr noundef nonnull %81)
  br i1 %80, label %88, label %85

83:                                               ; preds = %72, %60
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %33, double noundef %64, double noundef %65, ptr noundef nonnull @.str.5)
  br label %85

85:                                               ; preds = %83, %76
  %86 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %88

88:                                               ; preds = %76, %85
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #14
  %89 = add nuw nsw i64 %25, 1
  %90 = icmp ugt i64 %17, %89
  br i1 %90, label %24, label %21, !llvm.loop !32
}

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #11

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

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
attributes #13 = { nounwind allocsize(1) }
attributes #14 = { nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

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
!16 = !{!11, !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{!7, !7, i64 0}
!23 = !{!24, !7, i64 8}
!24 = !{!"_ZTS4Prod", !6, i64 0, !7, i64 8}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !20}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !8, i64 0}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
