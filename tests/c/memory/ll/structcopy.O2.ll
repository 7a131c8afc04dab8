; ModuleID = 'structcopy.c'
source_filename = "structcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, double, double }
%struct.M = type { i32, double, float, ptr }

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [7 x i8] c"assign\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"assign.shadow_pointer_kept\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"assign.fwd_vs_rev\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"assign3.shadow_pointer_kept\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"assign3\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"mixed.dq\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"mixed.dd\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"mixed.df\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"mixed.shadow_pointer_kept\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [5 x i8] c"rows\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"structcopy\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.11 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.14 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local double @assign(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #0 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !5
  %3 = load ptr, ptr %0, align 8, !tbaa !12
  %4 = load double, ptr %3, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !15
  %9 = fmul double %8, %8
  %10 = tail call double @llvm.fmuladd.f64(double %4, double %6, double %9)
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %8, double %10)
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @assign3(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #3 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull align 8 dereferenceable(72) %1, i64 72, i1 false)
  %3 = load ptr, ptr %0, align 8, !tbaa !12
  %4 = load double, ptr %3, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !14
  %7 = fmul double %4, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !15
  %10 = tail call double @sin(double noundef %9) #13
  %11 = tail call double @llvm.fmuladd.f64(double %7, double %6, double %10)
  %12 = fadd double %11, 0.000000e+00
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load ptr, ptr %13, align 8, !tbaa !12
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = load double, ptr %17, align 8, !tbaa !14
  %19 = fmul double %16, %18
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = load double, ptr %20, align 8, !tbaa !15
  %22 = tail call double @sin(double noundef %21) #13
  %23 = tail call double @llvm.fmuladd.f64(double %19, double %18, double %22)
  %24 = fadd double %12, %23
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !12
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %0, i64 56
  %30 = load double, ptr %29, align 8, !tbaa !14
  %31 = fmul double %28, %30
  %32 = getelementptr inbounds i8, ptr %0, i64 64
  %33 = load double, ptr %32, align 8, !tbaa !15
  %34 = tail call double @sin(double noundef %33) #13
  %35 = tail call double @llvm.fmuladd.f64(double %31, double %30, double %34)
  %36 = fadd double %24, %35
  ret double %36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local double @mixed(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #0 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !16
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load float, ptr %5, align 8, !tbaa !23
  %7 = fpext float %6 to double
  %8 = fmul double %4, %7
  %9 = load i32, ptr %0, align 8, !tbaa !24
  %10 = sitofp i32 %9 to double
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !25
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = fmul double %4, %13
  %15 = tail call double @llvm.fmuladd.f64(double %8, double %10, double %14)
  ret double %15
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @rows(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #6 {
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %0, i64 %5, i1 false)
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %31

8:                                                ; preds = %3
  %9 = icmp sgt i32 %2, 0
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr ptr, ptr %6, i64 %4
  %12 = zext i32 %2 to i64
  %13 = and i64 %12, 3
  %14 = icmp ult i32 %2, 4
  %15 = and i64 %12, 2147483644
  %16 = icmp eq i64 %13, 0
  br label %17

17:                                               ; preds = %8, %50
  %18 = phi i64 [ 0, %8 ], [ %51, %50 ]
  %19 = phi double [ 0.000000e+00, %8 ], [ %52, %50 ]
  br i1 %9, label %22, label %20

20:                                               ; preds = %17
  %21 = add nuw nsw i64 %18, 1
  br label %50

22:                                               ; preds = %17
  %23 = xor i64 %18, -1
  %24 = getelementptr ptr, ptr %11, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !6
  %26 = getelementptr inbounds ptr, ptr %6, i64 %18
  %27 = load ptr, ptr %26, align 8, !tbaa !6
  %28 = add nuw nsw i64 %18, 1
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = uitofp nneg i32 %29 to double
  br i1 %14, label %33, label %54

31:                                               ; preds = %50, %3
  %32 = phi double [ 0.000000e+00, %3 ], [ %52, %50 ]
  tail call void @free(ptr noundef %6) #13
  ret double %32

33:                                               ; preds = %54, %22
  %34 = phi double [ poison, %22 ], [ %84, %54 ]
  %35 = phi i64 [ 0, %22 ], [ %85, %54 ]
  %36 = phi double [ %19, %22 ], [ %84, %54 ]
  br i1 %16, label %50, label %37

37:                                               ; preds = %33, %37
  %38 = phi i64 [ %47, %37 ], [ %35, %33 ]
  %39 = phi double [ %46, %37 ], [ %36, %33 ]
  %40 = phi i64 [ %48, %37 ], [ 0, %33 ]
  %41 = getelementptr inbounds double, ptr %25, i64 %38
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = getelementptr inbounds double, ptr %27, i64 %38
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = fmul double %42, %44
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %30, double %39)
  %47 = add nuw nsw i64 %38, 1
  %48 = add i64 %40, 1
  %49 = icmp eq i64 %48, %13
  br i1 %49, label %50, label %37, !llvm.loop !26

50:                                               ; preds = %33, %37, %20
  %51 = phi i64 [ %21, %20 ], [ %28, %37 ], [ %28, %33 ]
  %52 = phi double [ %19, %20 ], [ %34, %33 ], [ %46, %37 ]
  %53 = icmp eq i64 %51, %10
  br i1 %53, label %31, label %17, !llvm.loop !28

54:                                               ; preds = %22, %54
  %55 = phi i64 [ %85, %54 ], [ 0, %22 ]
  %56 = phi double [ %84, %54 ], [ %19, %22 ]
  %57 = phi i64 [ %86, %54 ], [ 0, %22 ]
  %58 = getelementptr inbounds double, ptr %25, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = getelementptr inbounds double, ptr %27, i64 %55
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = fmul double %59, %61
  %63 = tail call double @llvm.fmuladd.f64(double %62, double %30, double %56)
  %64 = or disjoint i64 %55, 1
  %65 = getelementptr inbounds double, ptr %25, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !10
  %67 = getelementptr inbounds double, ptr %27, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = fmul double %66, %68
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %30, double %63)
  %71 = or disjoint i64 %55, 2
  %72 = getelementptr inbounds double, ptr %25, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !10
  %74 = getelementptr inbounds double, ptr %27, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = fmul double %73, %75
  %77 = tail call double @llvm.fmuladd.f64(double %76, double %30, double %70)
  %78 = or disjoint i64 %55, 3
  %79 = getelementptr inbounds double, ptr %25, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !10
  %81 = getelementptr inbounds double, ptr %27, i64 %78
  %82 = load double, ptr %81, align 8, !tbaa !10
  %83 = fmul double %80, %82
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %30, double %77)
  %85 = add nuw nsw i64 %55, 4
  %86 = add i64 %57, 4
  %87 = icmp eq i64 %86, %15
  br i1 %87, label %33, label %54, !llvm.loop !30
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #9 {
  %1 = alloca [12 x double], align 16
  %2 = alloca [4 x ptr], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [4 x ptr], align 16
  %5 = alloca [3 x [3 x double]], align 16
  %6 = alloca [3 x %struct.S], align 16
  %7 = alloca [3 x %struct.S], align 16
  %8 = alloca [3 x [3 x double]], align 16
  %9 = alloca [3 x %struct.S], align 16
  %10 = alloca [3 x %struct.S], align 16
  %11 = alloca [2 x double], align 16
  %12 = alloca %struct.S, align 8
  %13 = alloca %struct.S, align 8
  %14 = alloca [2 x double], align 16
  %15 = alloca %struct.S, align 8
  %16 = alloca %struct.S, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca [15 x double], align 16
  %38 = alloca [15 x double], align 16
  %39 = alloca [15 x double], align 16
  %40 = alloca [2 x double], align 16
  %41 = alloca [2 x double], align 16
  %42 = alloca %struct.S, align 8
  %43 = alloca %struct.S, align 8
  %44 = alloca %struct.S, align 8
  %45 = alloca %struct.S, align 8
  %46 = alloca [4 x double], align 16
  %47 = alloca [2 x double], align 16
  %48 = alloca %struct.S, align 8
  %49 = alloca %struct.S, align 8
  %50 = alloca [3 x [3 x double]], align 16
  %51 = alloca [3 x [3 x double]], align 16
  %52 = alloca [3 x %struct.S], align 16
  %53 = alloca [3 x %struct.S], align 16
  %54 = alloca [3 x %struct.S], align 16
  %55 = alloca [3 x %struct.S], align 16
  %56 = alloca [1 x double], align 8
  %57 = alloca [1 x double], align 8
  %58 = alloca %struct.M, align 8
  %59 = alloca %struct.M, align 8
  %60 = alloca %struct.M, align 8
  %61 = alloca %struct.M, align 8
  %62 = alloca [12 x double], align 16
  %63 = alloca [12 x double], align 16
  %64 = alloca [4 x ptr], align 16
  %65 = alloca [4 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %37) #13
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %38) #13
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %39) #13
  %66 = load i64, ptr @rng_state, align 8, !tbaa !31
  br label %67

67:                                               ; preds = %78, %0
  %68 = phi i64 [ 0, %0 ], [ %87, %78 ]
  %69 = phi i64 [ %66, %0 ], [ %81, %78 ]
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = lshr i64 %71, 10
  %73 = and i64 %72, 18014398509481982
  %74 = uitofp nneg i64 %73 to double
  %75 = tail call double @llvm.fmuladd.f64(double %74, double 0x3CA0000000000000, double -1.000000e+00)
  %76 = getelementptr inbounds double, ptr %37, i64 %68
  store double %75, ptr %76, align 16, !tbaa !10
  %77 = icmp eq i64 %68, 14
  br i1 %77, label %88, label %78, !llvm.loop !33

78:                                               ; preds = %67
  %79 = or disjoint i64 %68, 1
  %80 = mul i64 %71, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = lshr i64 %81, 10
  %83 = and i64 %82, 18014398509481982
  %84 = uitofp nneg i64 %83 to double
  %85 = tail call double @llvm.fmuladd.f64(double %84, double 0x3CA0000000000000, double -1.000000e+00)
  %86 = getelementptr inbounds double, ptr %37, i64 %79
  store double %85, ptr %86, align 8, !tbaa !10
  %87 = add nuw nsw i64 %68, 2
  br label %67

88:                                               ; preds = %67, %99
  %89 = phi i64 [ %108, %99 ], [ 0, %67 ]
  %90 = phi i64 [ %102, %99 ], [ %71, %67 ]
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = lshr i64 %92, 10
  %94 = and i64 %93, 18014398509481982
  %95 = uitofp nneg i64 %94 to double
  %96 = tail call double @llvm.fmuladd.f64(double %95, double 0x3CA0000000000000, double -1.000000e+00)
  %97 = getelementptr inbounds double, ptr %39, i64 %89
  store double %96, ptr %97, align 16, !tbaa !10
  %98 = icmp eq i64 %89, 14
  br i1 %98, label %109, label %99, !llvm.loop !33

99:                                               ; preds = %88
  %100 = or disjoint i64 %89, 1
  %101 = mul i64 %92, 6364136223846793005
  %102 = add i64 %101, 1442695040888963407
  %103 = lshr i64 %102, 10
  %104 = and i64 %103, 18014398509481982
  %105 = uitofp nneg i64 %104 to double
  %106 = tail call double @llvm.fmuladd.f64(double %105, double 0x3CA0000000000000, double -1.000000e+00)
  %107 = getelementptr inbounds double, ptr %39, i64 %100
  store double %106, ptr %107, align 8, !tbaa !10
  %108 = add nuw nsw i64 %89, 2
  br label %88

109:                                              ; preds = %88
  store i64 %92, ptr @rng_state, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %40) #13
  %110 = load <2 x double>, ptr %37, align 16, !tbaa !10
  store <2 x double> %110, ptr %40, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %41, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %42) #13
  store ptr %40, ptr %42, align 8, !tbaa !12
  %111 = getelementptr inbounds i8, ptr %42, i64 8
  %112 = getelementptr inbounds i8, ptr %37, i64 16
  %113 = load <2 x double>, ptr %112, align 16, !tbaa !10
  store <2 x double> %113, ptr %111, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #13
  store ptr %41, ptr %43, align 8, !tbaa !12
  %114 = getelementptr inbounds i8, ptr %43, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %114, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %45) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %45, i8 0, i64 24, i1 false)
  %115 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %116 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign, i32 noundef %115, ptr noundef nonnull %44, ptr noundef nonnull %45, i32 noundef %115, ptr noundef nonnull %42, ptr noundef nonnull %43) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #13
  %117 = load <2 x double>, ptr %41, align 16, !tbaa !10
  store <2 x double> %117, ptr %46, align 16, !tbaa !10
  %118 = getelementptr inbounds i8, ptr %46, i64 16
  %119 = load <2 x double>, ptr %114, align 8, !tbaa !10
  store <2 x double> %119, ptr %118, align 16, !tbaa !10
  %120 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %120, ptr noundef nonnull readonly align 16 dereferenceable(32) %37, i64 32, i1 false)
  %121 = getelementptr inbounds i8, ptr %12, i64 8
  %122 = getelementptr inbounds i8, ptr %120, i64 16
  %123 = getelementptr inbounds i8, ptr %15, i64 8
  br label %124

124:                                              ; preds = %168, %109
  %125 = phi i64 [ %169, %168 ], [ 0, %109 ]
  %126 = getelementptr inbounds double, ptr %46, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !10
  %128 = getelementptr inbounds double, ptr %120, i64 %125
  %129 = load double, ptr %128, align 8, !tbaa !10
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = fcmp ogt double %130, 1.000000e+00
  %132 = select i1 %131, double %130, double 1.000000e+00
  %133 = fmul double %132, 0x3EB0C6F7A0B5ED8D
  %134 = fadd double %129, %133
  %135 = fsub double %129, %133
  store double %134, ptr %128, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13
  %136 = load <2 x double>, ptr %120, align 8, !tbaa !10
  store <2 x double> %136, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #13
  store ptr %11, ptr %12, align 8, !tbaa !12
  %137 = load <2 x double>, ptr %122, align 8, !tbaa !10
  store <2 x double> %137, ptr %121, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #13
  %138 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13
  store double %135, ptr %128, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  %139 = load <2 x double>, ptr %120, align 8, !tbaa !10
  store <2 x double> %139, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store ptr %14, ptr %15, align 8, !tbaa !12
  %140 = load <2 x double>, ptr %122, align 8, !tbaa !10
  store <2 x double> %140, ptr %123, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #13
  %141 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  store double %129, ptr %128, align 8, !tbaa !10
  %142 = fsub double %138, %141
  %143 = fsub double %134, %135
  %144 = fdiv double %142, %143
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ogt double %145, 1.000000e+00
  %147 = select i1 %146, double %145, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %127, ptr %36, align 8, !tbaa !10
  %148 = load volatile double, ptr %36, align 8, !tbaa !10
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ueq double %149, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %150, label %163, label %151

151:                                              ; preds = %124
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %144, ptr %35, align 8, !tbaa !10
  %152 = load volatile double, ptr %35, align 8, !tbaa !10
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ueq double %153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %154, label %163, label %155

155:                                              ; preds = %151
  %156 = fsub double %127, %144
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fmul double %147, 0x3EB0C6F7A0B5ED8D
  %159 = fcmp ugt double %157, %158
  br i1 %159, label %163, label %160

160:                                              ; preds = %155
  %161 = trunc nuw nsw i64 %125 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef %161, double noundef %127, double noundef %144, ptr noundef nonnull @.str.12)
  br label %168

163:                                              ; preds = %155, %151, %124
  %164 = trunc nuw nsw i64 %125 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef %164, double noundef %127, double noundef %144, ptr noundef nonnull @.str.13)
  %166 = load i32, ptr @n_fail, align 4, !tbaa !17
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !17
  br label %168

168:                                              ; preds = %163, %160
  %169 = add nuw nsw i64 %125, 1
  %170 = icmp eq i64 %169, 4
  br i1 %170, label %171, label %124, !llvm.loop !34

171:                                              ; preds = %168
  call void @free(ptr noundef nonnull %120) #13
  %172 = load ptr, ptr %43, align 8, !tbaa !12
  %173 = icmp eq ptr %172, %41
  %174 = uitofp i1 %173 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %174, ptr %34, align 8, !tbaa !10
  %175 = load volatile double, ptr %34, align 8, !tbaa !10
  %176 = call double @llvm.fabs.f64(double %175)
  %177 = fcmp ueq double %176, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %177, label %187, label %178

178:                                              ; preds = %171
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !10
  %179 = load volatile double, ptr %33, align 8, !tbaa !10
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %182 = fadd double %174, -1.000000e+00
  %183 = fcmp une double %182, 0.000000e+00
  %184 = select i1 %181, i1 true, i1 %183
  br i1 %184, label %187, label %185

185:                                              ; preds = %178
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %174, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %191

187:                                              ; preds = %178, %171
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %174, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %189 = load i32, ptr @n_fail, align 4, !tbaa !17
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr @n_fail, align 4, !tbaa !17
  br label %191

191:                                              ; preds = %185, %187
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %47) #13
  %192 = load <2 x double>, ptr %39, align 16, !tbaa !10
  store <2 x double> %192, ptr %47, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %48) #13
  store ptr %47, ptr %48, align 8, !tbaa !12
  %193 = getelementptr inbounds i8, ptr %48, i64 8
  %194 = getelementptr inbounds i8, ptr %39, i64 16
  %195 = load <2 x double>, ptr %194, align 16, !tbaa !10
  store <2 x double> %195, ptr %193, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %49, i8 0, i64 24, i1 false)
  %196 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %197 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @assign, i32 noundef %196, ptr noundef nonnull %44, ptr noundef nonnull %49, i32 noundef %196, ptr noundef nonnull %42, ptr noundef nonnull %48) #13
  %198 = extractelement <2 x double> %192, i64 0
  %199 = extractelement <2 x double> %117, i64 0
  %200 = call double @llvm.fmuladd.f64(double %198, double %199, double 0.000000e+00)
  %201 = extractelement <2 x double> %192, i64 1
  %202 = extractelement <2 x double> %117, i64 1
  %203 = call double @llvm.fmuladd.f64(double %201, double %202, double %200)
  %204 = extractelement <2 x double> %195, i64 0
  %205 = extractelement <2 x double> %119, i64 0
  %206 = call double @llvm.fmuladd.f64(double %204, double %205, double %203)
  %207 = extractelement <2 x double> %195, i64 1
  %208 = extractelement <2 x double> %119, i64 1
  %209 = call double @llvm.fmuladd.f64(double %207, double %208, double %206)
  %210 = call double @llvm.fabs.f64(double %209)
  %211 = fcmp ogt double %210, 1.000000e+00
  %212 = select i1 %211, double %210, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %197, ptr %32, align 8, !tbaa !10
  %213 = load volatile double, ptr %32, align 8, !tbaa !10
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %215, label %227, label %216

216:                                              ; preds = %191
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %209, ptr %31, align 8, !tbaa !10
  %217 = load volatile double, ptr %31, align 8, !tbaa !10
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = fcmp ueq double %218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %219, label %227, label %220

220:                                              ; preds = %216
  %221 = fsub double %197, %209
  %222 = call double @llvm.fabs.f64(double %221)
  %223 = fmul double %212, 1.000000e-09
  %224 = fcmp ugt double %222, %223
  br i1 %224, label %227, label %225

225:                                              ; preds = %220
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %197, double noundef %209, ptr noundef nonnull @.str.12)
  br label %231

227:                                              ; preds = %220, %216, %191
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %197, double noundef %209, ptr noundef nonnull @.str.13)
  %229 = load i32, ptr @n_fail, align 4, !tbaa !17
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr @n_fail, align 4, !tbaa !17
  br label %231

231:                                              ; preds = %225, %227
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %48) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %47) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %45) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %42) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %40) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %51) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %51, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %52) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %50, ptr noundef nonnull align 16 dereferenceable(24) %37, i64 24, i1 false), !tbaa !10
  %232 = getelementptr inbounds i8, ptr %37, i64 32
  %233 = load double, ptr %232, align 16, !tbaa !10
  store ptr %50, ptr %52, align 16, !tbaa !6
  %234 = getelementptr inbounds i8, ptr %52, i64 8
  %235 = extractelement <2 x double> %113, i64 1
  store double %235, ptr %234, align 8, !tbaa !10
  %236 = getelementptr inbounds i8, ptr %52, i64 16
  store double %233, ptr %236, align 16, !tbaa !10
  store ptr %51, ptr %53, align 16, !tbaa !6
  %237 = getelementptr inbounds i8, ptr %53, i64 8
  %238 = getelementptr inbounds i8, ptr %50, i64 24
  %239 = getelementptr inbounds i8, ptr %37, i64 40
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %237, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %238, ptr noundef nonnull align 8 dereferenceable(24) %239, i64 24, i1 false), !tbaa !10
  %240 = getelementptr inbounds i8, ptr %52, i64 24
  %241 = getelementptr inbounds i8, ptr %37, i64 64
  store ptr %238, ptr %240, align 8, !tbaa !6
  %242 = getelementptr inbounds i8, ptr %52, i64 32
  %243 = load <2 x double>, ptr %241, align 16, !tbaa !10
  store <2 x double> %243, ptr %242, align 16, !tbaa !10
  %244 = getelementptr inbounds i8, ptr %53, i64 24
  %245 = getelementptr inbounds i8, ptr %51, i64 24
  store ptr %245, ptr %244, align 8, !tbaa !6
  %246 = getelementptr inbounds i8, ptr %53, i64 32
  %247 = getelementptr inbounds i8, ptr %50, i64 48
  %248 = getelementptr inbounds i8, ptr %37, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %246, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %247, ptr noundef nonnull align 16 dereferenceable(24) %248, i64 24, i1 false), !tbaa !10
  %249 = getelementptr inbounds i8, ptr %52, i64 48
  %250 = getelementptr inbounds i8, ptr %37, i64 104
  store ptr %247, ptr %249, align 16, !tbaa !6
  %251 = getelementptr inbounds i8, ptr %52, i64 56
  %252 = load <2 x double>, ptr %250, align 8, !tbaa !10
  store <2 x double> %252, ptr %251, align 8, !tbaa !10
  %253 = getelementptr inbounds i8, ptr %53, i64 48
  %254 = getelementptr inbounds i8, ptr %51, i64 48
  store ptr %254, ptr %253, align 16, !tbaa !6
  %255 = getelementptr inbounds i8, ptr %53, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %255, i8 0, i64 16, i1 false)
  %256 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %257 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign3, i32 noundef %256, ptr noundef nonnull %54, ptr noundef nonnull %55, i32 noundef %256, ptr noundef nonnull %52, ptr noundef nonnull %53) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %38, ptr noundef nonnull align 16 dereferenceable(24) %51, i64 24, i1 false), !tbaa !10
  %258 = getelementptr inbounds i8, ptr %38, i64 24
  %259 = load <2 x double>, ptr %237, align 8, !tbaa !10
  store <2 x double> %259, ptr %258, align 8, !tbaa !10
  %260 = load ptr, ptr %53, align 16, !tbaa !12
  %261 = icmp eq ptr %260, %51
  %262 = uitofp i1 %261 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %262, ptr %20, align 8, !tbaa !10
  %263 = load volatile double, ptr %20, align 8, !tbaa !10
  %264 = call double @llvm.fabs.f64(double %263)
  %265 = fcmp ueq double %264, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %265, label %458, label %449

266:                                              ; preds = %312, %508
  %267 = phi i64 [ %313, %312 ], [ 0, %508 ]
  %268 = getelementptr inbounds double, ptr %38, i64 %267
  %269 = load double, ptr %268, align 8, !tbaa !10
  %270 = getelementptr inbounds double, ptr %509, i64 %267
  %271 = load double, ptr %270, align 8, !tbaa !10
  %272 = call double @llvm.fabs.f64(double %271)
  %273 = fcmp ogt double %272, 1.000000e+00
  %274 = select i1 %273, double %272, double 1.000000e+00
  %275 = fmul double %274, 0x3EB0C6F7A0B5ED8D
  %276 = fadd double %271, %275
  %277 = fsub double %271, %275
  store double %276, ptr %270, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull readonly align 8 dereferenceable(24) %509, i64 24, i1 false), !tbaa !10
  store ptr %5, ptr %6, align 16, !tbaa !6
  %278 = load <2 x double>, ptr %510, align 8, !tbaa !10
  store <2 x double> %278, ptr %511, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %512, ptr noundef nonnull readonly align 8 dereferenceable(24) %513, i64 24, i1 false), !tbaa !10
  store ptr %512, ptr %514, align 8, !tbaa !6
  %279 = load <2 x double>, ptr %515, align 8, !tbaa !10
  store <2 x double> %279, ptr %516, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %517, ptr noundef nonnull readonly align 8 dereferenceable(24) %518, i64 24, i1 false), !tbaa !10
  store ptr %517, ptr %519, align 16, !tbaa !6
  %280 = load <2 x double>, ptr %520, align 8, !tbaa !10
  store <2 x double> %280, ptr %521, align 8, !tbaa !10
  %281 = call double @assign3(ptr noundef nonnull %7, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #13
  store double %277, ptr %270, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull readonly align 8 dereferenceable(24) %509, i64 24, i1 false), !tbaa !10
  store ptr %8, ptr %9, align 16, !tbaa !6
  %282 = load <2 x double>, ptr %510, align 8, !tbaa !10
  store <2 x double> %282, ptr %522, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %523, ptr noundef nonnull readonly align 8 dereferenceable(24) %513, i64 24, i1 false), !tbaa !10
  store ptr %523, ptr %524, align 8, !tbaa !6
  %283 = load <2 x double>, ptr %515, align 8, !tbaa !10
  store <2 x double> %283, ptr %525, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %526, ptr noundef nonnull readonly align 8 dereferenceable(24) %518, i64 24, i1 false), !tbaa !10
  store ptr %526, ptr %527, align 16, !tbaa !6
  %284 = load <2 x double>, ptr %520, align 8, !tbaa !10
  store <2 x double> %284, ptr %528, align 8, !tbaa !10
  %285 = call double @assign3(ptr noundef nonnull %10, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #13
  store double %271, ptr %270, align 8, !tbaa !10
  %286 = fsub double %281, %285
  %287 = fsub double %276, %277
  %288 = fdiv double %286, %287
  %289 = call double @llvm.fabs.f64(double %288)
  %290 = fcmp ogt double %289, 1.000000e+00
  %291 = select i1 %290, double %289, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %269, ptr %30, align 8, !tbaa !10
  %292 = load volatile double, ptr %30, align 8, !tbaa !10
  %293 = call double @llvm.fabs.f64(double %292)
  %294 = fcmp ueq double %293, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %294, label %307, label %295

295:                                              ; preds = %266
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %288, ptr %29, align 8, !tbaa !10
  %296 = load volatile double, ptr %29, align 8, !tbaa !10
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = fcmp ueq double %297, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %298, label %307, label %299

299:                                              ; preds = %295
  %300 = fsub double %269, %288
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = fmul double %291, 0x3EB0C6F7A0B5ED8D
  %303 = fcmp ugt double %301, %302
  br i1 %303, label %307, label %304

304:                                              ; preds = %299
  %305 = trunc nuw nsw i64 %267 to i32
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %305, double noundef %269, double noundef %288, ptr noundef nonnull @.str.12)
  br label %312

307:                                              ; preds = %299, %295, %266
  %308 = trunc nuw nsw i64 %267 to i32
  %309 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %308, double noundef %269, double noundef %288, ptr noundef nonnull @.str.13)
  %310 = load i32, ptr @n_fail, align 4, !tbaa !17
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr @n_fail, align 4, !tbaa !17
  br label %312

312:                                              ; preds = %307, %304
  %313 = add nuw nsw i64 %267, 1
  %314 = icmp eq i64 %313, 15
  br i1 %314, label %315, label %266, !llvm.loop !34

315:                                              ; preds = %312
  call void @free(ptr noundef nonnull %509) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %52) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %51) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56) #13
  %316 = extractelement <2 x double> %110, i64 0
  store double %316, ptr %56, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57) #13
  store i64 0, ptr %57, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %58) #13
  store i32 3, ptr %58, align 8, !tbaa !24
  %317 = getelementptr inbounds i8, ptr %58, i64 8
  %318 = extractelement <2 x double> %110, i64 1
  store double %318, ptr %317, align 8, !tbaa !21
  %319 = getelementptr inbounds i8, ptr %58, i64 16
  %320 = extractelement <2 x double> %113, i64 0
  %321 = fptrunc double %320 to float
  store float %321, ptr %319, align 8, !tbaa !23
  %322 = getelementptr inbounds i8, ptr %58, i64 24
  store ptr %56, ptr %322, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %59) #13
  store i32 3, ptr %59, align 8, !tbaa !24
  %323 = getelementptr inbounds i8, ptr %59, i64 8
  store double 0.000000e+00, ptr %323, align 8, !tbaa !21
  %324 = getelementptr inbounds i8, ptr %59, i64 16
  store float 0.000000e+00, ptr %324, align 8, !tbaa !23
  %325 = getelementptr inbounds i8, ptr %59, i64 24
  store ptr %57, ptr %325, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %60) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %61, i8 0, i64 32, i1 false)
  %326 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %327 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, i32 noundef %326, ptr noundef nonnull %60, ptr noundef nonnull %61, i32 noundef %326, ptr noundef nonnull %58, ptr noundef nonnull %59) #13
  %328 = fpext float %321 to double
  %329 = load double, ptr %57, align 8, !tbaa !10
  %330 = call double @llvm.fabs.f64(double %318)
  %331 = fcmp ogt double %330, 1.000000e+00
  %332 = select i1 %331, double %330, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %329, ptr %28, align 8, !tbaa !10
  %333 = load volatile double, ptr %28, align 8, !tbaa !10
  %334 = call double @llvm.fabs.f64(double %333)
  %335 = fcmp ueq double %334, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %335, label %347, label %336

336:                                              ; preds = %315
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %318, ptr %27, align 8, !tbaa !10
  %337 = load volatile double, ptr %27, align 8, !tbaa !10
  %338 = call double @llvm.fabs.f64(double %337)
  %339 = fcmp ueq double %338, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %339, label %347, label %340

340:                                              ; preds = %336
  %341 = fsub double %329, %318
  %342 = call double @llvm.fabs.f64(double %341)
  %343 = fmul double %332, 0x3D719799812DEA11
  %344 = fcmp ugt double %342, %343
  br i1 %344, label %347, label %345

345:                                              ; preds = %340
  %346 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %329, double noundef %318, ptr noundef nonnull @.str.12)
  br label %351

347:                                              ; preds = %340, %336, %315
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %329, double noundef %318, ptr noundef nonnull @.str.13)
  %349 = load i32, ptr @n_fail, align 4, !tbaa !17
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr @n_fail, align 4, !tbaa !17
  br label %351

351:                                              ; preds = %345, %347
  %352 = load double, ptr %323, align 8, !tbaa !21
  %353 = call double @llvm.fmuladd.f64(double %328, double 3.000000e+00, double %316)
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ogt double %354, 1.000000e+00
  %356 = select i1 %355, double %354, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %352, ptr %26, align 8, !tbaa !10
  %357 = load volatile double, ptr %26, align 8, !tbaa !10
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %359, label %371, label %360

360:                                              ; preds = %351
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %353, ptr %25, align 8, !tbaa !10
  %361 = load volatile double, ptr %25, align 8, !tbaa !10
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ueq double %362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %363, label %371, label %364

364:                                              ; preds = %360
  %365 = fsub double %352, %353
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fmul double %356, 0x3D719799812DEA11
  %368 = fcmp ugt double %366, %367
  br i1 %368, label %371, label %369

369:                                              ; preds = %364
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %352, double noundef %353, ptr noundef nonnull @.str.12)
  br label %375

371:                                              ; preds = %364, %360, %351
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %352, double noundef %353, ptr noundef nonnull @.str.13)
  %373 = load i32, ptr @n_fail, align 4, !tbaa !17
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr @n_fail, align 4, !tbaa !17
  br label %375

375:                                              ; preds = %369, %371
  %376 = load float, ptr %324, align 8, !tbaa !23
  %377 = fpext float %376 to double
  %378 = fmul double %318, 3.000000e+00
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fcmp ogt double %379, 1.000000e+00
  %381 = select i1 %380, double %379, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %377, ptr %24, align 8, !tbaa !10
  %382 = load volatile double, ptr %24, align 8, !tbaa !10
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %384, label %396, label %385

385:                                              ; preds = %375
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %378, ptr %23, align 8, !tbaa !10
  %386 = load volatile double, ptr %23, align 8, !tbaa !10
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %388, label %396, label %389

389:                                              ; preds = %385
  %390 = fsub double %377, %378
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fmul double %381, 0x3EB0C6F7A0B5ED8D
  %393 = fcmp ugt double %391, %392
  br i1 %393, label %396, label %394

394:                                              ; preds = %389
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %377, double noundef %378, ptr noundef nonnull @.str.12)
  br label %400

396:                                              ; preds = %389, %385, %375
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %377, double noundef %378, ptr noundef nonnull @.str.13)
  %398 = load i32, ptr @n_fail, align 4, !tbaa !17
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @n_fail, align 4, !tbaa !17
  br label %400

400:                                              ; preds = %394, %396
  %401 = load ptr, ptr %325, align 8, !tbaa !25
  %402 = icmp eq ptr %401, %57
  %403 = uitofp i1 %402 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %403, ptr %22, align 8, !tbaa !10
  %404 = load volatile double, ptr %22, align 8, !tbaa !10
  %405 = call double @llvm.fabs.f64(double %404)
  %406 = fcmp ueq double %405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %406, label %416, label %407

407:                                              ; preds = %400
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !10
  %408 = load volatile double, ptr %21, align 8, !tbaa !10
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %411 = fadd double %403, -1.000000e+00
  %412 = fcmp une double %411, 0.000000e+00
  %413 = select i1 %410, i1 true, i1 %412
  br i1 %413, label %416, label %414

414:                                              ; preds = %407
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %403, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %420

416:                                              ; preds = %407, %400
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %403, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %418 = load i32, ptr @n_fail, align 4, !tbaa !17
  %419 = add nsw i32 %418, 1
  store i32 %419, ptr @n_fail, align 4, !tbaa !17
  br label %420

420:                                              ; preds = %414, %416
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %60) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %59) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %58) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %62) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %63) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %63, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %62, ptr noundef nonnull align 16 dereferenceable(96) %37, i64 96, i1 false)
  store ptr %62, ptr %64, align 16, !tbaa !6
  store ptr %63, ptr %65, align 16, !tbaa !6
  %421 = getelementptr inbounds i8, ptr %62, i64 24
  %422 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %421, ptr %422, align 8, !tbaa !6
  %423 = getelementptr inbounds i8, ptr %63, i64 24
  %424 = getelementptr inbounds i8, ptr %65, i64 8
  store ptr %423, ptr %424, align 8, !tbaa !6
  %425 = getelementptr inbounds i8, ptr %62, i64 48
  %426 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %425, ptr %426, align 16, !tbaa !6
  %427 = getelementptr inbounds i8, ptr %63, i64 48
  %428 = getelementptr inbounds i8, ptr %65, i64 16
  store ptr %427, ptr %428, align 16, !tbaa !6
  %429 = getelementptr inbounds i8, ptr %62, i64 72
  %430 = getelementptr inbounds i8, ptr %64, i64 24
  store ptr %429, ptr %430, align 8, !tbaa !6
  %431 = getelementptr inbounds i8, ptr %63, i64 72
  %432 = getelementptr inbounds i8, ptr %65, i64 24
  store ptr %431, ptr %432, align 8, !tbaa !6
  %433 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %434 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %435 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rows, i32 noundef %433, ptr noundef nonnull %64, ptr noundef nonnull %65, i32 noundef %434, i32 noundef 4, i32 noundef %434, i32 noundef 3) #13
  %436 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %436, ptr noundef nonnull readonly align 16 dereferenceable(96) %37, i64 96, i1 false)
  %437 = getelementptr inbounds i8, ptr %1, i64 24
  %438 = getelementptr inbounds i8, ptr %2, i64 8
  %439 = getelementptr inbounds i8, ptr %1, i64 48
  %440 = getelementptr inbounds i8, ptr %2, i64 16
  %441 = getelementptr inbounds i8, ptr %1, i64 72
  %442 = getelementptr inbounds i8, ptr %2, i64 24
  %443 = getelementptr inbounds i8, ptr %3, i64 24
  %444 = getelementptr inbounds i8, ptr %4, i64 8
  %445 = getelementptr inbounds i8, ptr %3, i64 48
  %446 = getelementptr inbounds i8, ptr %4, i64 16
  %447 = getelementptr inbounds i8, ptr %3, i64 72
  %448 = getelementptr inbounds i8, ptr %4, i64 24
  br label %529

449:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %450 = load volatile double, ptr %19, align 8, !tbaa !10
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ueq double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %453 = fadd double %262, -1.000000e+00
  %454 = fcmp une double %453, 0.000000e+00
  %455 = select i1 %452, i1 true, i1 %454
  br i1 %455, label %458, label %456

456:                                              ; preds = %449
  %457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %262, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %462

458:                                              ; preds = %449, %231
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %262, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %460 = load i32, ptr @n_fail, align 4, !tbaa !17
  %461 = add nsw i32 %460, 1
  store i32 %461, ptr @n_fail, align 4, !tbaa !17
  br label %462

462:                                              ; preds = %456, %458
  %463 = getelementptr inbounds i8, ptr %38, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %463, ptr noundef nonnull align 8 dereferenceable(24) %245, i64 24, i1 false), !tbaa !10
  %464 = getelementptr inbounds i8, ptr %38, i64 64
  %465 = load <2 x double>, ptr %246, align 16, !tbaa !10
  store <2 x double> %465, ptr %464, align 16, !tbaa !10
  %466 = load ptr, ptr %244, align 8, !tbaa !12
  %467 = icmp eq ptr %466, %245
  %468 = uitofp i1 %467 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %468, ptr %20, align 8, !tbaa !10
  %469 = load volatile double, ptr %20, align 8, !tbaa !10
  %470 = call double @llvm.fabs.f64(double %469)
  %471 = fcmp ueq double %470, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %471, label %481, label %472

472:                                              ; preds = %462
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %473 = load volatile double, ptr %19, align 8, !tbaa !10
  %474 = call double @llvm.fabs.f64(double %473)
  %475 = fcmp ueq double %474, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %476 = fadd double %468, -1.000000e+00
  %477 = fcmp une double %476, 0.000000e+00
  %478 = select i1 %475, i1 true, i1 %477
  br i1 %478, label %481, label %479

479:                                              ; preds = %472
  %480 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %468, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %485

481:                                              ; preds = %472, %462
  %482 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %468, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %483 = load i32, ptr @n_fail, align 4, !tbaa !17
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr @n_fail, align 4, !tbaa !17
  br label %485

485:                                              ; preds = %481, %479
  %486 = getelementptr inbounds i8, ptr %38, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %486, ptr noundef nonnull align 16 dereferenceable(24) %254, i64 24, i1 false), !tbaa !10
  %487 = getelementptr inbounds i8, ptr %38, i64 104
  %488 = load <2 x double>, ptr %255, align 8, !tbaa !10
  store <2 x double> %488, ptr %487, align 8, !tbaa !10
  %489 = load ptr, ptr %253, align 16, !tbaa !12
  %490 = icmp eq ptr %489, %254
  %491 = uitofp i1 %490 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %491, ptr %20, align 8, !tbaa !10
  %492 = load volatile double, ptr %20, align 8, !tbaa !10
  %493 = call double @llvm.fabs.f64(double %492)
  %494 = fcmp ueq double %493, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %494, label %504, label %495

495:                                              ; preds = %485
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %496 = load volatile double, ptr %19, align 8, !tbaa !10
  %497 = call double @llvm.fabs.f64(double %496)
  %498 = fcmp ueq double %497, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %499 = fadd double %491, -1.000000e+00
  %500 = fcmp une double %499, 0.000000e+00
  %501 = select i1 %498, i1 true, i1 %500
  br i1 %501, label %504, label %502

502:                                              ; preds = %495
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %491, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %508

504:                                              ; preds = %495, %485
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %491, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %506 = load i32, ptr @n_fail, align 4, !tbaa !17
  %507 = add nsw i32 %506, 1
  store i32 %507, ptr @n_fail, align 4, !tbaa !17
  br label %508

508:                                              ; preds = %504, %502
  %509 = call noalias dereferenceable_or_null(120) ptr @malloc(i64 noundef 120) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %509, ptr noundef nonnull readonly align 16 dereferenceable(120) %37, i64 120, i1 false)
  %510 = getelementptr inbounds i8, ptr %509, i64 24
  %511 = getelementptr inbounds i8, ptr %6, i64 8
  %512 = getelementptr inbounds i8, ptr %5, i64 24
  %513 = getelementptr i8, ptr %509, i64 40
  %514 = getelementptr inbounds i8, ptr %6, i64 24
  %515 = getelementptr i8, ptr %509, i64 64
  %516 = getelementptr inbounds i8, ptr %6, i64 32
  %517 = getelementptr inbounds i8, ptr %5, i64 48
  %518 = getelementptr i8, ptr %509, i64 80
  %519 = getelementptr inbounds i8, ptr %6, i64 48
  %520 = getelementptr i8, ptr %509, i64 104
  %521 = getelementptr inbounds i8, ptr %6, i64 56
  %522 = getelementptr inbounds i8, ptr %9, i64 8
  %523 = getelementptr inbounds i8, ptr %8, i64 24
  %524 = getelementptr inbounds i8, ptr %9, i64 24
  %525 = getelementptr inbounds i8, ptr %9, i64 32
  %526 = getelementptr inbounds i8, ptr %8, i64 48
  %527 = getelementptr inbounds i8, ptr %9, i64 48
  %528 = getelementptr inbounds i8, ptr %9, i64 56
  br label %266

529:                                              ; preds = %569, %420
  %530 = phi i64 [ %570, %569 ], [ 0, %420 ]
  %531 = getelementptr inbounds double, ptr %63, i64 %530
  %532 = load double, ptr %531, align 8, !tbaa !10
  %533 = getelementptr inbounds double, ptr %436, i64 %530
  %534 = load double, ptr %533, align 8, !tbaa !10
  %535 = call double @llvm.fabs.f64(double %534)
  %536 = fcmp ogt double %535, 1.000000e+00
  %537 = select i1 %536, double %535, double 1.000000e+00
  %538 = fmul double %537, 0x3EB0C6F7A0B5ED8D
  %539 = fadd double %534, %538
  %540 = fsub double %534, %538
  store double %539, ptr %533, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull readonly align 8 dereferenceable(96) %436, i64 96, i1 false)
  store ptr %1, ptr %2, align 16, !tbaa !6
  store ptr %437, ptr %438, align 8, !tbaa !6
  store ptr %439, ptr %440, align 16, !tbaa !6
  store ptr %441, ptr %442, align 8, !tbaa !6
  %541 = call double @rows(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #13
  store double %540, ptr %533, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull readonly align 8 dereferenceable(96) %436, i64 96, i1 false)
  store ptr %3, ptr %4, align 16, !tbaa !6
  store ptr %443, ptr %444, align 8, !tbaa !6
  store ptr %445, ptr %446, align 16, !tbaa !6
  store ptr %447, ptr %448, align 8, !tbaa !6
  %542 = call double @rows(ptr noundef nonnull %4, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #13
  store double %534, ptr %533, align 8, !tbaa !10
  %543 = fsub double %541, %542
  %544 = fsub double %539, %540
  %545 = fdiv double %543, %544
  %546 = call double @llvm.fabs.f64(double %545)
  %547 = fcmp ogt double %546, 1.000000e+00
  %548 = select i1 %547, double %546, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %532, ptr %18, align 8, !tbaa !10
  %549 = load volatile double, ptr %18, align 8, !tbaa !10
  %550 = call double @llvm.fabs.f64(double %549)
  %551 = fcmp ueq double %550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %551, label %564, label %552

552:                                              ; preds = %529
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %545, ptr %17, align 8, !tbaa !10
  %553 = load volatile double, ptr %17, align 8, !tbaa !10
  %554 = call double @llvm.fabs.f64(double %553)
  %555 = fcmp ueq double %554, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %555, label %564, label %556

556:                                              ; preds = %552
  %557 = fsub double %532, %545
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fmul double %548, 0x3EB0C6F7A0B5ED8D
  %560 = fcmp ugt double %558, %559
  br i1 %560, label %564, label %561

561:                                              ; preds = %556
  %562 = trunc nuw nsw i64 %530 to i32
  %563 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %562, double noundef %532, double noundef %545, ptr noundef nonnull @.str.12)
  br label %569

564:                                              ; preds = %556, %552, %529
  %565 = trunc nuw nsw i64 %530 to i32
  %566 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %565, double noundef %532, double noundef %545, ptr noundef nonnull @.str.13)
  %567 = load i32, ptr @n_fail, align 4, !tbaa !17
  %568 = add nsw i32 %567, 1
  store i32 %568, ptr @n_fail, align 4, !tbaa !17
  br label %569

569:                                              ; preds = %564, %561
  %570 = add nuw nsw i64 %530, 1
  %571 = icmp eq i64 %570, 12
  br i1 %571, label %572, label %529, !llvm.loop !34

572:                                              ; preds = %569
  call void @free(ptr noundef nonnull %436) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %63) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %62) #13
  %573 = load i32, ptr @n_fail, align 4, !tbaa !17
  %574 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %573)
  %575 = load i32, ptr @n_fail, align 4, !tbaa !17
  %576 = icmp ne i32 %575, 0
  %577 = zext i1 %576 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %39) #13
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %38) #13
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %37) #13
  ret i32 %577
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #11

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 8, !6, i64 8, i64 8, !10, i64 16, i64 8, !10}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"", !7, i64 0, !11, i64 8, !11, i64 16}
!14 = !{!13, !11, i64 8}
!15 = !{!13, !11, i64 16}
!16 = !{i64 0, i64 4, !17, i64 8, i64 8, !10, i64 16, i64 4, !19, i64 24, i64 8, !6}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = !{!22, !11, i64 8}
!22 = !{!"", !18, i64 0, !11, i64 8, !20, i64 16, !7, i64 24}
!23 = !{!22, !20, i64 16}
!24 = !{!22, !18, i64 0}
!25 = !{!22, !7, i64 24}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = distinct !{!30, !29}
!31 = !{!32, !32, i64 0}
!32 = !{!"long long", !8, i64 0}
!33 = distinct !{!33, !29}
!34 = distinct !{!34, !29}
