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
  %10 = tail call double @sin(double noundef %9) #14
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
  %22 = tail call double @sin(double noundef %21) #14
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
  %34 = tail call double @sin(double noundef %33) #14
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
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %0, i64 %5, i1 false)
  %7 = icmp sgt i32 %1, 0
  %8 = icmp sgt i32 %2, 0
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %83

10:                                               ; preds = %3
  %11 = zext nneg i32 %1 to i64
  %12 = getelementptr ptr, ptr %6, i64 %4
  %13 = zext nneg i32 %2 to i64
  %14 = and i64 %13, 3
  %15 = icmp ult i32 %2, 4
  %16 = and i64 %13, 2147483644
  %17 = icmp eq i64 %14, 0
  br label %18

18:                                               ; preds = %10, %80
  %19 = phi i64 [ 0, %10 ], [ %26, %80 ]
  %20 = phi double [ 0.000000e+00, %10 ], [ %81, %80 ]
  %21 = xor i64 %19, -1
  %22 = getelementptr ptr, ptr %12, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !6
  %24 = getelementptr inbounds ptr, ptr %6, i64 %19
  %25 = load ptr, ptr %24, align 8, !tbaa !6
  %26 = add nuw nsw i64 %19, 1
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = uitofp nneg i32 %27 to double
  br i1 %15, label %63, label %29

29:                                               ; preds = %18, %29
  %30 = phi i64 [ %60, %29 ], [ 0, %18 ]
  %31 = phi double [ %59, %29 ], [ %20, %18 ]
  %32 = phi i64 [ %61, %29 ], [ 0, %18 ]
  %33 = getelementptr inbounds double, ptr %23, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = getelementptr inbounds double, ptr %25, i64 %30
  %36 = load double, ptr %35, align 8, !tbaa !10
  %37 = fmul double %34, %36
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %28, double %31)
  %39 = or disjoint i64 %30, 1
  %40 = getelementptr inbounds double, ptr %23, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = getelementptr inbounds double, ptr %25, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = fmul double %41, %43
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %28, double %38)
  %46 = or disjoint i64 %30, 2
  %47 = getelementptr inbounds double, ptr %23, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = getelementptr inbounds double, ptr %25, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fmul double %48, %50
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %28, double %45)
  %53 = or disjoint i64 %30, 3
  %54 = getelementptr inbounds double, ptr %23, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = getelementptr inbounds double, ptr %25, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !10
  %58 = fmul double %55, %57
  %59 = tail call double @llvm.fmuladd.f64(double %58, double %28, double %52)
  %60 = add nuw nsw i64 %30, 4
  %61 = add i64 %32, 4
  %62 = icmp eq i64 %61, %16
  br i1 %62, label %63, label %29, !llvm.loop !26

63:                                               ; preds = %29, %18
  %64 = phi double [ poison, %18 ], [ %59, %29 ]
  %65 = phi i64 [ 0, %18 ], [ %60, %29 ]
  %66 = phi double [ %20, %18 ], [ %59, %29 ]
  br i1 %17, label %80, label %67

67:                                               ; preds = %63, %67
  %68 = phi i64 [ %77, %67 ], [ %65, %63 ]
  %69 = phi double [ %76, %67 ], [ %66, %63 ]
  %70 = phi i64 [ %78, %67 ], [ 0, %63 ]
  %71 = getelementptr inbounds double, ptr %23, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = getelementptr inbounds double, ptr %25, i64 %68
  %74 = load double, ptr %73, align 8, !tbaa !10
  %75 = fmul double %72, %74
  %76 = tail call double @llvm.fmuladd.f64(double %75, double %28, double %69)
  %77 = add nuw nsw i64 %68, 1
  %78 = add i64 %70, 1
  %79 = icmp eq i64 %78, %14
  br i1 %79, label %80, label %67, !llvm.loop !28

80:                                               ; preds = %67, %63
  %81 = phi double [ %64, %63 ], [ %76, %67 ]
  %82 = icmp eq i64 %26, %11
  br i1 %82, label %83, label %18, !llvm.loop !30

83:                                               ; preds = %80, %3
  %84 = phi double [ 0.000000e+00, %3 ], [ %81, %80 ]
  tail call void @free(ptr noundef %6) #14
  ret double %84
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
  %38 = alloca [2 x double], align 16
  %39 = alloca [2 x double], align 16
  %40 = alloca %struct.S, align 8
  %41 = alloca %struct.S, align 8
  %42 = alloca %struct.S, align 8
  %43 = alloca %struct.S, align 8
  %44 = alloca [2 x double], align 16
  %45 = alloca %struct.S, align 8
  %46 = alloca %struct.S, align 8
  %47 = alloca [3 x [3 x double]], align 16
  %48 = alloca [3 x [3 x double]], align 16
  %49 = alloca [3 x %struct.S], align 16
  %50 = alloca [3 x %struct.S], align 16
  %51 = alloca [3 x %struct.S], align 16
  %52 = alloca [3 x %struct.S], align 16
  %53 = alloca [1 x double], align 8
  %54 = alloca [1 x double], align 8
  %55 = alloca %struct.M, align 8
  %56 = alloca %struct.M, align 8
  %57 = alloca %struct.M, align 8
  %58 = alloca %struct.M, align 8
  %59 = alloca [12 x double], align 16
  %60 = alloca [12 x double], align 16
  %61 = alloca [4 x ptr], align 16
  %62 = alloca [4 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %37) #14
  %63 = load i64, ptr @rng_state, align 8, !tbaa !31
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = insertelement <2 x i64> poison, i64 %65, i64 0
  %69 = insertelement <2 x i64> %68, i64 %67, i64 1
  %70 = lshr <2 x i64> %69, <i64 10, i64 10>
  %71 = and <2 x i64> %70, <i64 18014398509481982, i64 18014398509481982>
  %72 = uitofp nneg <2 x i64> %71 to <2 x double>
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %74 = mul i64 %67, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = insertelement <2 x i64> poison, i64 %75, i64 0
  %79 = insertelement <2 x i64> %78, i64 %77, i64 1
  %80 = lshr <2 x i64> %79, <i64 10, i64 10>
  %81 = and <2 x i64> %80, <i64 18014398509481982, i64 18014398509481982>
  %82 = uitofp nneg <2 x i64> %81 to <2 x double>
  %83 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %84 = mul i64 %77, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = insertelement <2 x i64> poison, i64 %85, i64 0
  %89 = insertelement <2 x i64> %88, i64 %87, i64 1
  %90 = lshr <2 x i64> %89, <i64 10, i64 10>
  %91 = and <2 x i64> %90, <i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <2 x i64> %91 to <2 x double>
  %93 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %94 = mul i64 %87, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <2 x i64> poison, i64 %95, i64 0
  %99 = insertelement <2 x i64> %98, i64 %97, i64 1
  %100 = lshr <2 x i64> %99, <i64 10, i64 10>
  %101 = and <2 x i64> %100, <i64 18014398509481982, i64 18014398509481982>
  %102 = uitofp nneg <2 x i64> %101 to <2 x double>
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %104 = mul i64 %97, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = insertelement <2 x i64> poison, i64 %105, i64 0
  %109 = insertelement <2 x i64> %108, i64 %107, i64 1
  %110 = lshr <2 x i64> %109, <i64 10, i64 10>
  %111 = and <2 x i64> %110, <i64 18014398509481982, i64 18014398509481982>
  %112 = uitofp nneg <2 x i64> %111 to <2 x double>
  %113 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %112, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %114 = mul i64 %107, 6364136223846793005
  %115 = add i64 %114, 1442695040888963407
  %116 = mul i64 %115, 6364136223846793005
  %117 = add i64 %116, 1442695040888963407
  %118 = insertelement <2 x i64> poison, i64 %115, i64 0
  %119 = insertelement <2 x i64> %118, i64 %117, i64 1
  %120 = lshr <2 x i64> %119, <i64 10, i64 10>
  %121 = and <2 x i64> %120, <i64 18014398509481982, i64 18014398509481982>
  %122 = uitofp nneg <2 x i64> %121 to <2 x double>
  %123 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %124 = mul i64 %117, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = mul i64 %125, 6364136223846793005
  %127 = add i64 %126, 1442695040888963407
  %128 = insertelement <2 x i64> poison, i64 %125, i64 0
  %129 = insertelement <2 x i64> %128, i64 %127, i64 1
  %130 = lshr <2 x i64> %129, <i64 10, i64 10>
  %131 = and <2 x i64> %130, <i64 18014398509481982, i64 18014398509481982>
  %132 = uitofp nneg <2 x i64> %131 to <2 x double>
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %134 = mul i64 %127, 6364136223846793005
  %135 = add i64 %134, 1442695040888963407
  %136 = lshr i64 %135, 10
  %137 = and i64 %136, 18014398509481982
  %138 = uitofp nneg i64 %137 to double
  %139 = tail call double @llvm.fmuladd.f64(double %138, double 0x3CA0000000000000, double -1.000000e+00)
  %140 = mul i64 %135, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = mul i64 %141, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = insertelement <2 x i64> poison, i64 %141, i64 0
  %145 = insertelement <2 x i64> %144, i64 %143, i64 1
  %146 = lshr <2 x i64> %145, <i64 10, i64 10>
  %147 = and <2 x i64> %146, <i64 18014398509481982, i64 18014398509481982>
  %148 = uitofp nneg <2 x i64> %147 to <2 x double>
  %149 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %148, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %150 = mul i64 %143, 6364136223846793005
  %151 = add i64 %150, 1442695040888963407
  %152 = mul i64 %151, 6364136223846793005
  %153 = add i64 %152, 1442695040888963407
  %154 = insertelement <2 x i64> poison, i64 %151, i64 0
  %155 = insertelement <2 x i64> %154, i64 %153, i64 1
  %156 = lshr <2 x i64> %155, <i64 10, i64 10>
  %157 = and <2 x i64> %156, <i64 18014398509481982, i64 18014398509481982>
  %158 = uitofp nneg <2 x i64> %157 to <2 x double>
  %159 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %160 = mul i64 %153, 2074577609206900885
  %161 = add i64 %160, -6764368575065686047
  store i64 %161, ptr @rng_state, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #14
  store <2 x double> %73, ptr %38, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %39, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %40) #14
  store ptr %38, ptr %40, align 8, !tbaa !12
  %162 = getelementptr inbounds i8, ptr %40, i64 8
  store <2 x double> %83, ptr %162, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %41) #14
  store ptr %39, ptr %41, align 8, !tbaa !12
  %163 = getelementptr inbounds i8, ptr %41, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %163, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %42) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  %164 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %165 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign, i32 noundef %164, ptr noundef nonnull %42, ptr noundef nonnull %43, i32 noundef %164, ptr noundef nonnull %40, ptr noundef nonnull %41) #14
  %166 = load <2 x double>, ptr %39, align 16, !tbaa !10
  %167 = load <2 x double>, ptr %163, align 8, !tbaa !10
  %168 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #15
  store <2 x double> %73, ptr %168, align 8
  %169 = getelementptr inbounds i8, ptr %168, i64 16
  store <2 x double> %83, ptr %169, align 8
  %170 = getelementptr inbounds i8, ptr %12, i64 8
  %171 = getelementptr inbounds i8, ptr %15, i64 8
  %172 = extractelement <2 x double> %166, i64 0
  %173 = load double, ptr %168, align 8, !tbaa !10
  %174 = call double @llvm.fabs.f64(double %173)
  %175 = fcmp ogt double %174, 1.000000e+00
  %176 = select i1 %175, double %174, double 1.000000e+00
  %177 = fmul double %176, 0x3EB0C6F7A0B5ED8D
  %178 = fadd double %173, %177
  %179 = fsub double %173, %177
  store double %178, ptr %168, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  %180 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %180, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  %181 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %181, ptr %170, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %182 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  store double %179, ptr %168, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  %183 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %183, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  %184 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %184, ptr %171, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %185 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  store double %173, ptr %168, align 8, !tbaa !10
  %186 = fsub double %182, %185
  %187 = fsub double %178, %179
  %188 = fdiv double %186, %187
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ogt double %189, 1.000000e+00
  %191 = select i1 %190, double %189, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %172, ptr %36, align 8, !tbaa !10
  %192 = load volatile double, ptr %36, align 8, !tbaa !10
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %194, label %206, label %195

195:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %188, ptr %35, align 8, !tbaa !10
  %196 = load volatile double, ptr %35, align 8, !tbaa !10
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = fcmp ueq double %197, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %198, label %206, label %199

199:                                              ; preds = %195
  %200 = fsub double %172, %188
  %201 = call double @llvm.fabs.f64(double %200)
  %202 = fmul double %191, 0x3EB0C6F7A0B5ED8D
  %203 = fcmp ugt double %201, %202
  br i1 %203, label %206, label %204

204:                                              ; preds = %199
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 0, double noundef %172, double noundef %188, ptr noundef nonnull @.str.12)
  br label %210

206:                                              ; preds = %199, %195, %0
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 0, double noundef %172, double noundef %188, ptr noundef nonnull @.str.13)
  %208 = load i32, ptr @n_fail, align 4, !tbaa !17
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !17
  br label %210

210:                                              ; preds = %206, %204
  %211 = extractelement <2 x double> %166, i64 1
  %212 = getelementptr inbounds i8, ptr %168, i64 8
  %213 = load double, ptr %212, align 8, !tbaa !10
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ogt double %214, 1.000000e+00
  %216 = select i1 %215, double %214, double 1.000000e+00
  %217 = fmul double %216, 0x3EB0C6F7A0B5ED8D
  %218 = fadd double %213, %217
  %219 = fsub double %213, %217
  store double %218, ptr %212, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  %220 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %220, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  %221 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %221, ptr %170, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %222 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  store double %219, ptr %212, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  %223 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %223, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  %224 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %224, ptr %171, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %225 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  store double %213, ptr %212, align 8, !tbaa !10
  %226 = fsub double %222, %225
  %227 = fsub double %218, %219
  %228 = fdiv double %226, %227
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ogt double %229, 1.000000e+00
  %231 = select i1 %230, double %229, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %211, ptr %36, align 8, !tbaa !10
  %232 = load volatile double, ptr %36, align 8, !tbaa !10
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ueq double %233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %234, label %246, label %235

235:                                              ; preds = %210
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %228, ptr %35, align 8, !tbaa !10
  %236 = load volatile double, ptr %35, align 8, !tbaa !10
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %238, label %246, label %239

239:                                              ; preds = %235
  %240 = fsub double %211, %228
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fmul double %231, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp ugt double %241, %242
  br i1 %243, label %246, label %244

244:                                              ; preds = %239
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 1, double noundef %211, double noundef %228, ptr noundef nonnull @.str.12)
  br label %250

246:                                              ; preds = %239, %235, %210
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 1, double noundef %211, double noundef %228, ptr noundef nonnull @.str.13)
  %248 = load i32, ptr @n_fail, align 4, !tbaa !17
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr @n_fail, align 4, !tbaa !17
  br label %250

250:                                              ; preds = %246, %244
  %251 = extractelement <2 x double> %167, i64 0
  %252 = getelementptr inbounds i8, ptr %168, i64 16
  %253 = load double, ptr %252, align 8, !tbaa !10
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fcmp ogt double %254, 1.000000e+00
  %256 = select i1 %255, double %254, double 1.000000e+00
  %257 = fmul double %256, 0x3EB0C6F7A0B5ED8D
  %258 = fadd double %253, %257
  %259 = fsub double %253, %257
  store double %258, ptr %252, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  %260 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %260, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  %261 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %261, ptr %170, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %262 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  store double %259, ptr %252, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  %263 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %263, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  %264 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %264, ptr %171, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %265 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  store double %253, ptr %252, align 8, !tbaa !10
  %266 = fsub double %262, %265
  %267 = fsub double %258, %259
  %268 = fdiv double %266, %267
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fcmp ogt double %269, 1.000000e+00
  %271 = select i1 %270, double %269, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %251, ptr %36, align 8, !tbaa !10
  %272 = load volatile double, ptr %36, align 8, !tbaa !10
  %273 = call double @llvm.fabs.f64(double %272)
  %274 = fcmp ueq double %273, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %274, label %286, label %275

275:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %268, ptr %35, align 8, !tbaa !10
  %276 = load volatile double, ptr %35, align 8, !tbaa !10
  %277 = call double @llvm.fabs.f64(double %276)
  %278 = fcmp ueq double %277, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %278, label %286, label %279

279:                                              ; preds = %275
  %280 = fsub double %251, %268
  %281 = call double @llvm.fabs.f64(double %280)
  %282 = fmul double %271, 0x3EB0C6F7A0B5ED8D
  %283 = fcmp ugt double %281, %282
  br i1 %283, label %286, label %284

284:                                              ; preds = %279
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 2, double noundef %251, double noundef %268, ptr noundef nonnull @.str.12)
  br label %290

286:                                              ; preds = %279, %275, %250
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 2, double noundef %251, double noundef %268, ptr noundef nonnull @.str.13)
  %288 = load i32, ptr @n_fail, align 4, !tbaa !17
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr @n_fail, align 4, !tbaa !17
  br label %290

290:                                              ; preds = %286, %284
  %291 = extractelement <2 x double> %167, i64 1
  %292 = getelementptr inbounds i8, ptr %168, i64 24
  %293 = load double, ptr %292, align 8, !tbaa !10
  %294 = call double @llvm.fabs.f64(double %293)
  %295 = fcmp ogt double %294, 1.000000e+00
  %296 = select i1 %295, double %294, double 1.000000e+00
  %297 = fmul double %296, 0x3EB0C6F7A0B5ED8D
  %298 = fadd double %293, %297
  %299 = fsub double %293, %297
  store double %298, ptr %292, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  %300 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %300, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  %301 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %301, ptr %170, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %302 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  store double %299, ptr %292, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  %303 = load <2 x double>, ptr %168, align 8, !tbaa !10
  store <2 x double> %303, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  %304 = load <2 x double>, ptr %169, align 8, !tbaa !10
  store <2 x double> %304, ptr %171, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %305 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  store double %293, ptr %292, align 8, !tbaa !10
  %306 = fsub double %302, %305
  %307 = fsub double %298, %299
  %308 = fdiv double %306, %307
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = fcmp ogt double %309, 1.000000e+00
  %311 = select i1 %310, double %309, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %291, ptr %36, align 8, !tbaa !10
  %312 = load volatile double, ptr %36, align 8, !tbaa !10
  %313 = call double @llvm.fabs.f64(double %312)
  %314 = fcmp ueq double %313, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %314, label %326, label %315

315:                                              ; preds = %290
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %308, ptr %35, align 8, !tbaa !10
  %316 = load volatile double, ptr %35, align 8, !tbaa !10
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fcmp ueq double %317, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %318, label %326, label %319

319:                                              ; preds = %315
  %320 = fsub double %291, %308
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = fmul double %311, 0x3EB0C6F7A0B5ED8D
  %323 = fcmp ugt double %321, %322
  br i1 %323, label %326, label %324

324:                                              ; preds = %319
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 3, double noundef %291, double noundef %308, ptr noundef nonnull @.str.12)
  br label %330

326:                                              ; preds = %319, %315, %290
  %327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 3, double noundef %291, double noundef %308, ptr noundef nonnull @.str.13)
  %328 = load i32, ptr @n_fail, align 4, !tbaa !17
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr @n_fail, align 4, !tbaa !17
  br label %330

330:                                              ; preds = %326, %324
  call void @free(ptr noundef nonnull %168) #14
  %331 = load ptr, ptr %41, align 8, !tbaa !12
  %332 = icmp eq ptr %331, %39
  %333 = uitofp i1 %332 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %333, ptr %34, align 8, !tbaa !10
  %334 = load volatile double, ptr %34, align 8, !tbaa !10
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %336, label %346, label %337

337:                                              ; preds = %330
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !10
  %338 = load volatile double, ptr %33, align 8, !tbaa !10
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %341 = fadd double %333, -1.000000e+00
  %342 = fcmp une double %341, 0.000000e+00
  %343 = select i1 %340, i1 true, i1 %342
  br i1 %343, label %346, label %344

344:                                              ; preds = %337
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %333, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %350

346:                                              ; preds = %337, %330
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %333, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %348 = load i32, ptr @n_fail, align 4, !tbaa !17
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr @n_fail, align 4, !tbaa !17
  br label %350

350:                                              ; preds = %344, %346
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %44) #14
  store <2 x double> %149, ptr %44, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %45) #14
  store ptr %44, ptr %45, align 8, !tbaa !12
  %351 = getelementptr inbounds i8, ptr %45, i64 8
  store <2 x double> %159, ptr %351, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %46) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %46, i8 0, i64 24, i1 false)
  %352 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %353 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @assign, i32 noundef %352, ptr noundef nonnull %42, ptr noundef nonnull %46, i32 noundef %352, ptr noundef nonnull %40, ptr noundef nonnull %45) #14
  %354 = extractelement <2 x double> %149, i64 0
  %355 = extractelement <2 x double> %166, i64 0
  %356 = call double @llvm.fmuladd.f64(double %354, double %355, double 0.000000e+00)
  %357 = extractelement <2 x double> %149, i64 1
  %358 = extractelement <2 x double> %166, i64 1
  %359 = call double @llvm.fmuladd.f64(double %357, double %358, double %356)
  %360 = extractelement <2 x double> %159, i64 0
  %361 = extractelement <2 x double> %167, i64 0
  %362 = call double @llvm.fmuladd.f64(double %360, double %361, double %359)
  %363 = extractelement <2 x double> %159, i64 1
  %364 = extractelement <2 x double> %167, i64 1
  %365 = call double @llvm.fmuladd.f64(double %363, double %364, double %362)
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fcmp ogt double %366, 1.000000e+00
  %368 = select i1 %367, double %366, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %353, ptr %32, align 8, !tbaa !10
  %369 = load volatile double, ptr %32, align 8, !tbaa !10
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fcmp ueq double %370, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %371, label %383, label %372

372:                                              ; preds = %350
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %365, ptr %31, align 8, !tbaa !10
  %373 = load volatile double, ptr %31, align 8, !tbaa !10
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp ueq double %374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %375, label %383, label %376

376:                                              ; preds = %372
  %377 = fsub double %353, %365
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fmul double %368, 1.000000e-09
  %380 = fcmp ugt double %378, %379
  br i1 %380, label %383, label %381

381:                                              ; preds = %376
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %353, double noundef %365, ptr noundef nonnull @.str.12)
  br label %387

383:                                              ; preds = %376, %372, %350
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %353, double noundef %365, ptr noundef nonnull @.str.13)
  %385 = load i32, ptr @n_fail, align 4, !tbaa !17
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr @n_fail, align 4, !tbaa !17
  br label %387

387:                                              ; preds = %381, %383
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %45) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %44) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %42) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %40) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %48, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %51) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %52) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %52, i8 0, i64 72, i1 false)
  store <2 x double> %73, ptr %47, align 16, !tbaa !10
  %388 = getelementptr inbounds i8, ptr %47, i64 16
  store ptr %47, ptr %49, align 16, !tbaa !6
  %389 = getelementptr inbounds i8, ptr %49, i64 8
  %390 = shufflevector <2 x double> %83, <2 x double> %93, <2 x i32> <i32 1, i32 2>
  store <2 x double> %390, ptr %389, align 8, !tbaa !10
  store ptr %48, ptr %50, align 16, !tbaa !6
  %391 = getelementptr inbounds i8, ptr %50, i64 8
  %392 = getelementptr inbounds i8, ptr %47, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %391, i8 0, i64 16, i1 false)
  %393 = shufflevector <2 x double> %83, <2 x double> %93, <2 x i32> <i32 0, i32 3>
  store <2 x double> %393, ptr %388, align 16, !tbaa !10
  %394 = getelementptr inbounds i8, ptr %47, i64 32
  store <2 x double> %103, ptr %394, align 16, !tbaa !10
  %395 = getelementptr inbounds i8, ptr %49, i64 24
  store ptr %392, ptr %395, align 8, !tbaa !6
  %396 = getelementptr inbounds i8, ptr %49, i64 32
  store <2 x double> %113, ptr %396, align 16, !tbaa !10
  %397 = getelementptr inbounds i8, ptr %50, i64 24
  %398 = getelementptr inbounds i8, ptr %48, i64 24
  store ptr %398, ptr %397, align 8, !tbaa !6
  %399 = getelementptr inbounds i8, ptr %50, i64 32
  %400 = getelementptr inbounds i8, ptr %47, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %399, i8 0, i64 16, i1 false)
  store <2 x double> %123, ptr %400, align 16, !tbaa !10
  %401 = getelementptr inbounds i8, ptr %47, i64 64
  %402 = extractelement <2 x double> %133, i64 0
  store double %402, ptr %401, align 16, !tbaa !10
  %403 = getelementptr inbounds i8, ptr %49, i64 48
  store ptr %400, ptr %403, align 16, !tbaa !6
  %404 = getelementptr inbounds i8, ptr %49, i64 56
  %405 = extractelement <2 x double> %133, i64 1
  store double %405, ptr %404, align 8, !tbaa !10
  %406 = getelementptr inbounds i8, ptr %49, i64 64
  store double %139, ptr %406, align 16, !tbaa !10
  %407 = getelementptr inbounds i8, ptr %50, i64 48
  %408 = getelementptr inbounds i8, ptr %48, i64 48
  store ptr %408, ptr %407, align 16, !tbaa !6
  %409 = getelementptr inbounds i8, ptr %50, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %409, i8 0, i64 16, i1 false)
  %410 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %411 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign3, i32 noundef %410, ptr noundef nonnull %51, ptr noundef nonnull %52, i32 noundef %410, ptr noundef nonnull %49, ptr noundef nonnull %50) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %37, ptr noundef nonnull align 16 dereferenceable(24) %48, i64 24, i1 false), !tbaa !10
  %412 = getelementptr inbounds i8, ptr %37, i64 24
  %413 = load <2 x double>, ptr %391, align 8, !tbaa !10
  store <2 x double> %413, ptr %412, align 8, !tbaa !10
  %414 = load ptr, ptr %50, align 16, !tbaa !12
  %415 = icmp eq ptr %414, %48
  %416 = uitofp i1 %415 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %416, ptr %20, align 8, !tbaa !10
  %417 = load volatile double, ptr %20, align 8, !tbaa !10
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fcmp ueq double %418, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %419, label %621, label %612

420:                                              ; preds = %466, %671
  %421 = phi i64 [ %467, %466 ], [ 0, %671 ]
  %422 = getelementptr inbounds double, ptr %37, i64 %421
  %423 = load double, ptr %422, align 8, !tbaa !10
  %424 = getelementptr inbounds double, ptr %672, i64 %421
  %425 = load double, ptr %424, align 8, !tbaa !10
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fcmp ogt double %426, 1.000000e+00
  %428 = select i1 %427, double %426, double 1.000000e+00
  %429 = fmul double %428, 0x3EB0C6F7A0B5ED8D
  %430 = fadd double %425, %429
  %431 = fsub double %425, %429
  store double %430, ptr %424, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull readonly align 8 dereferenceable(24) %672, i64 24, i1 false), !tbaa !10
  store ptr %5, ptr %6, align 16, !tbaa !6
  %432 = load <2 x double>, ptr %674, align 8, !tbaa !10
  store <2 x double> %432, ptr %683, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %684, ptr noundef nonnull readonly align 8 dereferenceable(24) %676, i64 24, i1 false), !tbaa !10
  store ptr %684, ptr %685, align 8, !tbaa !6
  %433 = load <2 x double>, ptr %678, align 8, !tbaa !10
  store <2 x double> %433, ptr %686, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %687, ptr noundef nonnull readonly align 8 dereferenceable(24) %679, i64 24, i1 false), !tbaa !10
  store ptr %687, ptr %688, align 16, !tbaa !6
  %434 = load <2 x double>, ptr %681, align 8, !tbaa !10
  store <2 x double> %434, ptr %689, align 8, !tbaa !10
  %435 = call double @assign3(ptr noundef nonnull %7, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #14
  store double %431, ptr %424, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull readonly align 8 dereferenceable(24) %672, i64 24, i1 false), !tbaa !10
  store ptr %8, ptr %9, align 16, !tbaa !6
  %436 = load <2 x double>, ptr %674, align 8, !tbaa !10
  store <2 x double> %436, ptr %690, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %691, ptr noundef nonnull readonly align 8 dereferenceable(24) %676, i64 24, i1 false), !tbaa !10
  store ptr %691, ptr %692, align 8, !tbaa !6
  %437 = load <2 x double>, ptr %678, align 8, !tbaa !10
  store <2 x double> %437, ptr %693, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %694, ptr noundef nonnull readonly align 8 dereferenceable(24) %679, i64 24, i1 false), !tbaa !10
  store ptr %694, ptr %695, align 16, !tbaa !6
  %438 = load <2 x double>, ptr %681, align 8, !tbaa !10
  store <2 x double> %438, ptr %696, align 8, !tbaa !10
  %439 = call double @assign3(ptr noundef nonnull %10, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #14
  store double %425, ptr %424, align 8, !tbaa !10
  %440 = fsub double %435, %439
  %441 = fsub double %430, %431
  %442 = fdiv double %440, %441
  %443 = call double @llvm.fabs.f64(double %442)
  %444 = fcmp ogt double %443, 1.000000e+00
  %445 = select i1 %444, double %443, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %423, ptr %30, align 8, !tbaa !10
  %446 = load volatile double, ptr %30, align 8, !tbaa !10
  %447 = call double @llvm.fabs.f64(double %446)
  %448 = fcmp ueq double %447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %448, label %461, label %449

449:                                              ; preds = %420
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %442, ptr %29, align 8, !tbaa !10
  %450 = load volatile double, ptr %29, align 8, !tbaa !10
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ueq double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %452, label %461, label %453

453:                                              ; preds = %449
  %454 = fsub double %423, %442
  %455 = call double @llvm.fabs.f64(double %454)
  %456 = fmul double %445, 0x3EB0C6F7A0B5ED8D
  %457 = fcmp ugt double %455, %456
  br i1 %457, label %461, label %458

458:                                              ; preds = %453
  %459 = trunc nuw nsw i64 %421 to i32
  %460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %459, double noundef %423, double noundef %442, ptr noundef nonnull @.str.12)
  br label %466

461:                                              ; preds = %453, %449, %420
  %462 = trunc nuw nsw i64 %421 to i32
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %462, double noundef %423, double noundef %442, ptr noundef nonnull @.str.13)
  %464 = load i32, ptr @n_fail, align 4, !tbaa !17
  %465 = add nsw i32 %464, 1
  store i32 %465, ptr @n_fail, align 4, !tbaa !17
  br label %466

466:                                              ; preds = %461, %458
  %467 = add nuw nsw i64 %421, 1
  %468 = icmp eq i64 %467, 15
  br i1 %468, label %469, label %420, !llvm.loop !33

469:                                              ; preds = %466
  call void @free(ptr noundef nonnull %672) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %51) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53) #14
  %470 = extractelement <2 x double> %73, i64 0
  store double %470, ptr %53, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54) #14
  store i64 0, ptr %54, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #14
  store i32 3, ptr %55, align 8, !tbaa !24
  %471 = getelementptr inbounds i8, ptr %55, i64 8
  %472 = extractelement <2 x double> %73, i64 1
  store double %472, ptr %471, align 8, !tbaa !21
  %473 = getelementptr inbounds i8, ptr %55, i64 16
  %474 = extractelement <2 x double> %83, i64 0
  %475 = fptrunc double %474 to float
  store float %475, ptr %473, align 8, !tbaa !23
  %476 = getelementptr inbounds i8, ptr %55, i64 24
  store ptr %53, ptr %476, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %56) #14
  store i32 3, ptr %56, align 8, !tbaa !24
  %477 = getelementptr inbounds i8, ptr %56, i64 8
  store double 0.000000e+00, ptr %477, align 8, !tbaa !21
  %478 = getelementptr inbounds i8, ptr %56, i64 16
  store float 0.000000e+00, ptr %478, align 8, !tbaa !23
  %479 = getelementptr inbounds i8, ptr %56, i64 24
  store ptr %54, ptr %479, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %57) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %58) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %58, i8 0, i64 32, i1 false)
  %480 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %481 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, i32 noundef %480, ptr noundef nonnull %57, ptr noundef nonnull %58, i32 noundef %480, ptr noundef nonnull %55, ptr noundef nonnull %56) #14
  %482 = fpext float %475 to double
  %483 = load double, ptr %54, align 8, !tbaa !10
  %484 = call double @llvm.fabs.f64(double %472)
  %485 = fcmp ogt double %484, 1.000000e+00
  %486 = select i1 %485, double %484, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %483, ptr %28, align 8, !tbaa !10
  %487 = load volatile double, ptr %28, align 8, !tbaa !10
  %488 = call double @llvm.fabs.f64(double %487)
  %489 = fcmp ueq double %488, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %489, label %501, label %490

490:                                              ; preds = %469
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %472, ptr %27, align 8, !tbaa !10
  %491 = load volatile double, ptr %27, align 8, !tbaa !10
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fcmp ueq double %492, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %493, label %501, label %494

494:                                              ; preds = %490
  %495 = fsub double %483, %472
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = fmul double %486, 0x3D719799812DEA11
  %498 = fcmp ugt double %496, %497
  br i1 %498, label %501, label %499

499:                                              ; preds = %494
  %500 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %483, double noundef %472, ptr noundef nonnull @.str.12)
  br label %505

501:                                              ; preds = %494, %490, %469
  %502 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %483, double noundef %472, ptr noundef nonnull @.str.13)
  %503 = load i32, ptr @n_fail, align 4, !tbaa !17
  %504 = add nsw i32 %503, 1
  store i32 %504, ptr @n_fail, align 4, !tbaa !17
  br label %505

505:                                              ; preds = %499, %501
  %506 = load double, ptr %477, align 8, !tbaa !21
  %507 = call double @llvm.fmuladd.f64(double %482, double 3.000000e+00, double %470)
  %508 = call double @llvm.fabs.f64(double %507)
  %509 = fcmp ogt double %508, 1.000000e+00
  %510 = select i1 %509, double %508, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %506, ptr %26, align 8, !tbaa !10
  %511 = load volatile double, ptr %26, align 8, !tbaa !10
  %512 = call double @llvm.fabs.f64(double %511)
  %513 = fcmp ueq double %512, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %513, label %525, label %514

514:                                              ; preds = %505
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %507, ptr %25, align 8, !tbaa !10
  %515 = load volatile double, ptr %25, align 8, !tbaa !10
  %516 = call double @llvm.fabs.f64(double %515)
  %517 = fcmp ueq double %516, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %517, label %525, label %518

518:                                              ; preds = %514
  %519 = fsub double %506, %507
  %520 = call double @llvm.fabs.f64(double %519)
  %521 = fmul double %510, 0x3D719799812DEA11
  %522 = fcmp ugt double %520, %521
  br i1 %522, label %525, label %523

523:                                              ; preds = %518
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %506, double noundef %507, ptr noundef nonnull @.str.12)
  br label %529

525:                                              ; preds = %518, %514, %505
  %526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %506, double noundef %507, ptr noundef nonnull @.str.13)
  %527 = load i32, ptr @n_fail, align 4, !tbaa !17
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr @n_fail, align 4, !tbaa !17
  br label %529

529:                                              ; preds = %523, %525
  %530 = load float, ptr %478, align 8, !tbaa !23
  %531 = fpext float %530 to double
  %532 = fmul double %472, 3.000000e+00
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ogt double %533, 1.000000e+00
  %535 = select i1 %534, double %533, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %531, ptr %24, align 8, !tbaa !10
  %536 = load volatile double, ptr %24, align 8, !tbaa !10
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp ueq double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %538, label %550, label %539

539:                                              ; preds = %529
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %532, ptr %23, align 8, !tbaa !10
  %540 = load volatile double, ptr %23, align 8, !tbaa !10
  %541 = call double @llvm.fabs.f64(double %540)
  %542 = fcmp ueq double %541, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %542, label %550, label %543

543:                                              ; preds = %539
  %544 = fsub double %531, %532
  %545 = call double @llvm.fabs.f64(double %544)
  %546 = fmul double %535, 0x3EB0C6F7A0B5ED8D
  %547 = fcmp ugt double %545, %546
  br i1 %547, label %550, label %548

548:                                              ; preds = %543
  %549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %531, double noundef %532, ptr noundef nonnull @.str.12)
  br label %554

550:                                              ; preds = %543, %539, %529
  %551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %531, double noundef %532, ptr noundef nonnull @.str.13)
  %552 = load i32, ptr @n_fail, align 4, !tbaa !17
  %553 = add nsw i32 %552, 1
  store i32 %553, ptr @n_fail, align 4, !tbaa !17
  br label %554

554:                                              ; preds = %548, %550
  %555 = load ptr, ptr %479, align 8, !tbaa !25
  %556 = icmp eq ptr %555, %54
  %557 = uitofp i1 %556 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %557, ptr %22, align 8, !tbaa !10
  %558 = load volatile double, ptr %22, align 8, !tbaa !10
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = fcmp ueq double %559, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %560, label %570, label %561

561:                                              ; preds = %554
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !10
  %562 = load volatile double, ptr %21, align 8, !tbaa !10
  %563 = call double @llvm.fabs.f64(double %562)
  %564 = fcmp ueq double %563, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %565 = fadd double %557, -1.000000e+00
  %566 = fcmp une double %565, 0.000000e+00
  %567 = select i1 %564, i1 true, i1 %566
  br i1 %567, label %570, label %568

568:                                              ; preds = %561
  %569 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %557, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %574

570:                                              ; preds = %561, %554
  %571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %557, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %572 = load i32, ptr @n_fail, align 4, !tbaa !17
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr @n_fail, align 4, !tbaa !17
  br label %574

574:                                              ; preds = %568, %570
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %58) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %59) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %60) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %60, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #14
  store <2 x double> %73, ptr %59, align 16
  %575 = getelementptr inbounds i8, ptr %59, i64 16
  %576 = getelementptr inbounds i8, ptr %59, i64 24
  store <2 x double> %83, ptr %575, align 16
  %577 = getelementptr inbounds i8, ptr %59, i64 32
  store <2 x double> %93, ptr %577, align 16
  %578 = getelementptr inbounds i8, ptr %59, i64 48
  store <2 x double> %103, ptr %578, align 16
  %579 = getelementptr inbounds i8, ptr %59, i64 64
  %580 = getelementptr inbounds i8, ptr %59, i64 72
  store <2 x double> %113, ptr %579, align 16
  %581 = getelementptr inbounds i8, ptr %59, i64 80
  store <2 x double> %123, ptr %581, align 16
  store ptr %59, ptr %61, align 16, !tbaa !6
  store ptr %60, ptr %62, align 16, !tbaa !6
  %582 = getelementptr inbounds i8, ptr %61, i64 8
  store ptr %576, ptr %582, align 8, !tbaa !6
  %583 = getelementptr inbounds i8, ptr %60, i64 24
  %584 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr %583, ptr %584, align 8, !tbaa !6
  %585 = getelementptr inbounds i8, ptr %61, i64 16
  store ptr %578, ptr %585, align 16, !tbaa !6
  %586 = getelementptr inbounds i8, ptr %60, i64 48
  %587 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %586, ptr %587, align 16, !tbaa !6
  %588 = getelementptr inbounds i8, ptr %61, i64 24
  store ptr %580, ptr %588, align 8, !tbaa !6
  %589 = getelementptr inbounds i8, ptr %60, i64 72
  %590 = getelementptr inbounds i8, ptr %62, i64 24
  store ptr %589, ptr %590, align 8, !tbaa !6
  %591 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %592 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %593 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rows, i32 noundef %591, ptr noundef nonnull %61, ptr noundef nonnull %62, i32 noundef %592, i32 noundef 4, i32 noundef %592, i32 noundef 3) #14
  %594 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  store <2 x double> %73, ptr %594, align 8
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  store <2 x double> %83, ptr %595, align 8
  %596 = getelementptr inbounds i8, ptr %594, i64 32
  store <2 x double> %93, ptr %596, align 8
  %597 = getelementptr inbounds i8, ptr %594, i64 48
  store <2 x double> %103, ptr %597, align 8
  %598 = getelementptr inbounds i8, ptr %594, i64 64
  store <2 x double> %113, ptr %598, align 8
  %599 = getelementptr inbounds i8, ptr %594, i64 80
  store <2 x double> %123, ptr %599, align 8
  %600 = getelementptr inbounds i8, ptr %1, i64 24
  %601 = getelementptr inbounds i8, ptr %2, i64 8
  %602 = getelementptr inbounds i8, ptr %1, i64 48
  %603 = getelementptr inbounds i8, ptr %2, i64 16
  %604 = getelementptr inbounds i8, ptr %1, i64 72
  %605 = getelementptr inbounds i8, ptr %2, i64 24
  %606 = getelementptr inbounds i8, ptr %3, i64 24
  %607 = getelementptr inbounds i8, ptr %4, i64 8
  %608 = getelementptr inbounds i8, ptr %3, i64 48
  %609 = getelementptr inbounds i8, ptr %4, i64 16
  %610 = getelementptr inbounds i8, ptr %3, i64 72
  %611 = getelementptr inbounds i8, ptr %4, i64 24
  br label %697

612:                                              ; preds = %387
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %613 = load volatile double, ptr %19, align 8, !tbaa !10
  %614 = call double @llvm.fabs.f64(double %613)
  %615 = fcmp ueq double %614, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %616 = fadd double %416, -1.000000e+00
  %617 = fcmp une double %616, 0.000000e+00
  %618 = select i1 %615, i1 true, i1 %617
  br i1 %618, label %621, label %619

619:                                              ; preds = %612
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %416, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %625

621:                                              ; preds = %612, %387
  %622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %416, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %623 = load i32, ptr @n_fail, align 4, !tbaa !17
  %624 = add nsw i32 %623, 1
  store i32 %624, ptr @n_fail, align 4, !tbaa !17
  br label %625

625:                                              ; preds = %619, %621
  %626 = getelementptr inbounds i8, ptr %37, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %626, ptr noundef nonnull align 8 dereferenceable(24) %398, i64 24, i1 false), !tbaa !10
  %627 = getelementptr inbounds i8, ptr %37, i64 64
  %628 = load <2 x double>, ptr %399, align 16, !tbaa !10
  store <2 x double> %628, ptr %627, align 16, !tbaa !10
  %629 = load ptr, ptr %397, align 8, !tbaa !12
  %630 = icmp eq ptr %629, %398
  %631 = uitofp i1 %630 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %631, ptr %20, align 8, !tbaa !10
  %632 = load volatile double, ptr %20, align 8, !tbaa !10
  %633 = call double @llvm.fabs.f64(double %632)
  %634 = fcmp ueq double %633, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %634, label %644, label %635

635:                                              ; preds = %625
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %636 = load volatile double, ptr %19, align 8, !tbaa !10
  %637 = call double @llvm.fabs.f64(double %636)
  %638 = fcmp ueq double %637, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %639 = fadd double %631, -1.000000e+00
  %640 = fcmp une double %639, 0.000000e+00
  %641 = select i1 %638, i1 true, i1 %640
  br i1 %641, label %644, label %642

642:                                              ; preds = %635
  %643 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %631, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %648

644:                                              ; preds = %635, %625
  %645 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %631, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %646 = load i32, ptr @n_fail, align 4, !tbaa !17
  %647 = add nsw i32 %646, 1
  store i32 %647, ptr @n_fail, align 4, !tbaa !17
  br label %648

648:                                              ; preds = %644, %642
  %649 = getelementptr inbounds i8, ptr %37, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %649, ptr noundef nonnull align 16 dereferenceable(24) %408, i64 24, i1 false), !tbaa !10
  %650 = getelementptr inbounds i8, ptr %37, i64 104
  %651 = load <2 x double>, ptr %409, align 8, !tbaa !10
  store <2 x double> %651, ptr %650, align 8, !tbaa !10
  %652 = load ptr, ptr %407, align 16, !tbaa !12
  %653 = icmp eq ptr %652, %408
  %654 = uitofp i1 %653 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %654, ptr %20, align 8, !tbaa !10
  %655 = load volatile double, ptr %20, align 8, !tbaa !10
  %656 = call double @llvm.fabs.f64(double %655)
  %657 = fcmp ueq double %656, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %657, label %667, label %658

658:                                              ; preds = %648
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %659 = load volatile double, ptr %19, align 8, !tbaa !10
  %660 = call double @llvm.fabs.f64(double %659)
  %661 = fcmp ueq double %660, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %662 = fadd double %654, -1.000000e+00
  %663 = fcmp une double %662, 0.000000e+00
  %664 = select i1 %661, i1 true, i1 %663
  br i1 %664, label %667, label %665

665:                                              ; preds = %658
  %666 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %654, double noundef 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %671

667:                                              ; preds = %658, %648
  %668 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %654, double noundef 1.000000e+00, ptr noundef nonnull @.str.13)
  %669 = load i32, ptr @n_fail, align 4, !tbaa !17
  %670 = add nsw i32 %669, 1
  store i32 %670, ptr @n_fail, align 4, !tbaa !17
  br label %671

671:                                              ; preds = %667, %665
  %672 = call noalias dereferenceable_or_null(120) ptr @malloc(i64 noundef 120) #15
  store <2 x double> %73, ptr %672, align 8
  %673 = getelementptr inbounds i8, ptr %672, i64 16
  %674 = getelementptr inbounds i8, ptr %672, i64 24
  store <2 x double> %83, ptr %673, align 8
  %675 = getelementptr inbounds i8, ptr %672, i64 32
  %676 = getelementptr i8, ptr %672, i64 40
  store <2 x double> %93, ptr %675, align 8
  %677 = getelementptr inbounds i8, ptr %672, i64 48
  store <2 x double> %103, ptr %677, align 8
  %678 = getelementptr i8, ptr %672, i64 64
  store <2 x double> %113, ptr %678, align 8
  %679 = getelementptr i8, ptr %672, i64 80
  store <2 x double> %123, ptr %679, align 8
  %680 = getelementptr inbounds i8, ptr %672, i64 96
  %681 = getelementptr i8, ptr %672, i64 104
  store <2 x double> %133, ptr %680, align 8
  %682 = getelementptr i8, ptr %672, i64 112
  store double %139, ptr %682, align 8
  %683 = getelementptr inbounds i8, ptr %6, i64 8
  %684 = getelementptr inbounds i8, ptr %5, i64 24
  %685 = getelementptr inbounds i8, ptr %6, i64 24
  %686 = getelementptr inbounds i8, ptr %6, i64 32
  %687 = getelementptr inbounds i8, ptr %5, i64 48
  %688 = getelementptr inbounds i8, ptr %6, i64 48
  %689 = getelementptr inbounds i8, ptr %6, i64 56
  %690 = getelementptr inbounds i8, ptr %9, i64 8
  %691 = getelementptr inbounds i8, ptr %8, i64 24
  %692 = getelementptr inbounds i8, ptr %9, i64 24
  %693 = getelementptr inbounds i8, ptr %9, i64 32
  %694 = getelementptr inbounds i8, ptr %8, i64 48
  %695 = getelementptr inbounds i8, ptr %9, i64 48
  %696 = getelementptr inbounds i8, ptr %9, i64 56
  br label %420

697:                                              ; preds = %737, %574
  %698 = phi i64 [ %738, %737 ], [ 0, %574 ]
  %699 = getelementptr inbounds double, ptr %60, i64 %698
  %700 = load double, ptr %699, align 8, !tbaa !10
  %701 = getelementptr inbounds double, ptr %594, i64 %698
  %702 = load double, ptr %701, align 8, !tbaa !10
  %703 = call double @llvm.fabs.f64(double %702)
  %704 = fcmp ogt double %703, 1.000000e+00
  %705 = select i1 %704, double %703, double 1.000000e+00
  %706 = fmul double %705, 0x3EB0C6F7A0B5ED8D
  %707 = fadd double %702, %706
  %708 = fsub double %702, %706
  store double %707, ptr %701, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull readonly align 8 dereferenceable(96) %594, i64 96, i1 false)
  store ptr %1, ptr %2, align 16, !tbaa !6
  store ptr %600, ptr %601, align 8, !tbaa !6
  store ptr %602, ptr %603, align 16, !tbaa !6
  store ptr %604, ptr %605, align 8, !tbaa !6
  %709 = call double @rows(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #14
  store double %708, ptr %701, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull readonly align 8 dereferenceable(96) %594, i64 96, i1 false)
  store ptr %3, ptr %4, align 16, !tbaa !6
  store ptr %606, ptr %607, align 8, !tbaa !6
  store ptr %608, ptr %609, align 16, !tbaa !6
  store ptr %610, ptr %611, align 8, !tbaa !6
  %710 = call double @rows(ptr noundef nonnull %4, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  store double %702, ptr %701, align 8, !tbaa !10
  %711 = fsub double %709, %710
  %712 = fsub double %707, %708
  %713 = fdiv double %711, %712
  %714 = call double @llvm.fabs.f64(double %713)
  %715 = fcmp ogt double %714, 1.000000e+00
  %716 = select i1 %715, double %714, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %700, ptr %18, align 8, !tbaa !10
  %717 = load volatile double, ptr %18, align 8, !tbaa !10
  %718 = call double @llvm.fabs.f64(double %717)
  %719 = fcmp ueq double %718, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %719, label %732, label %720

720:                                              ; preds = %697
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %713, ptr %17, align 8, !tbaa !10
  %721 = load volatile double, ptr %17, align 8, !tbaa !10
  %722 = call double @llvm.fabs.f64(double %721)
  %723 = fcmp ueq double %722, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %723, label %732, label %724

724:                                              ; preds = %720
  %725 = fsub double %700, %713
  %726 = call double @llvm.fabs.f64(double %725)
  %727 = fmul double %716, 0x3EB0C6F7A0B5ED8D
  %728 = fcmp ugt double %726, %727
  br i1 %728, label %732, label %729

729:                                              ; preds = %724
  %730 = trunc nuw nsw i64 %698 to i32
  %731 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %730, double noundef %700, double noundef %713, ptr noundef nonnull @.str.12)
  br label %737

732:                                              ; preds = %724, %720, %697
  %733 = trunc nuw nsw i64 %698 to i32
  %734 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %733, double noundef %700, double noundef %713, ptr noundef nonnull @.str.13)
  %735 = load i32, ptr @n_fail, align 4, !tbaa !17
  %736 = add nsw i32 %735, 1
  store i32 %736, ptr @n_fail, align 4, !tbaa !17
  br label %737

737:                                              ; preds = %732, %729
  %738 = add nuw nsw i64 %698, 1
  %739 = icmp eq i64 %738, 12
  br i1 %739, label %740, label %697, !llvm.loop !33

740:                                              ; preds = %737
  call void @free(ptr noundef nonnull %594) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %60) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %59) #14
  %741 = load i32, ptr @n_fail, align 4, !tbaa !17
  %742 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %741)
  %743 = load i32, ptr @n_fail, align 4, !tbaa !17
  %744 = icmp ne i32 %743, 0
  %745 = zext i1 %744 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %37) #14
  ret i32 %745
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #11

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

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
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !27}
!31 = !{!32, !32, i64 0}
!32 = !{!"long long", !8, i64 0}
!33 = distinct !{!33, !27}
