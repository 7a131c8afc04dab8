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
define dso_local nofpclass(nan inf) double @assign(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #0 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !5
  %3 = load ptr, ptr %0, align 8, !tbaa !12
  %4 = load double, ptr %3, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !14
  %7 = fmul fast double %6, %4
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !10
  %12 = fadd fast double %11, %9
  %13 = fmul fast double %12, %9
  %14 = fadd fast double %13, %7
  ret double %14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @assign3(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #0 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull align 8 dereferenceable(72) %1, i64 72, i1 false)
  %3 = load ptr, ptr %0, align 8, !tbaa !12
  %4 = load double, ptr %3, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !14
  %7 = fmul fast double %6, %6
  %8 = fmul fast double %7, %4
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !15
  %11 = tail call fast double @llvm.sin.f64(double %10)
  %12 = fadd fast double %11, %8
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load ptr, ptr %13, align 8, !tbaa !12
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = load double, ptr %17, align 8, !tbaa !14
  %19 = fmul fast double %18, %18
  %20 = fmul fast double %19, %16
  %21 = getelementptr inbounds i8, ptr %0, i64 40
  %22 = load double, ptr %21, align 8, !tbaa !15
  %23 = tail call fast double @llvm.sin.f64(double %22)
  %24 = fadd fast double %23, %12
  %25 = fadd fast double %24, %20
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !12
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %0, i64 56
  %31 = load double, ptr %30, align 8, !tbaa !14
  %32 = fmul fast double %31, %31
  %33 = fmul fast double %32, %29
  %34 = getelementptr inbounds i8, ptr %0, i64 64
  %35 = load double, ptr %34, align 8, !tbaa !15
  %36 = tail call fast double @llvm.sin.f64(double %35)
  %37 = fadd fast double %36, %25
  %38 = fadd fast double %37, %33
  ret double %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @mixed(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #0 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !16
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load float, ptr %5, align 8, !tbaa !23
  %7 = fpext float %6 to double
  %8 = load i32, ptr %0, align 8, !tbaa !24
  %9 = sitofp i32 %8 to double
  %10 = fmul fast double %9, %7
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !25
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = fadd fast double %13, %10
  %15 = fmul fast double %14, %4
  ret double %15
}

; Function Attrs: noinline nounwind uwtable
define dso_local nofpclass(nan inf) double @rows(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #4 {
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #12
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %0, i64 %5, i1 false)
  %7 = icmp sgt i32 %1, 0
  %8 = icmp sgt i32 %2, 0
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %91

10:                                               ; preds = %3
  %11 = zext nneg i32 %1 to i64
  %12 = getelementptr ptr, ptr %6, i64 %4
  %13 = zext nneg i32 %2 to i64
  %14 = icmp ult i32 %2, 16
  %15 = and i64 %13, 2147483632
  %16 = icmp eq i64 %15, %13
  br label %17

17:                                               ; preds = %10, %88
  %18 = phi i64 [ 0, %10 ], [ %25, %88 ]
  %19 = phi double [ 0.000000e+00, %10 ], [ %89, %88 ]
  %20 = xor i64 %18, -1
  %21 = getelementptr ptr, ptr %12, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !6
  %23 = getelementptr inbounds ptr, ptr %6, i64 %18
  %24 = load ptr, ptr %23, align 8, !tbaa !6
  %25 = add nuw nsw i64 %18, 1
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = uitofp nneg i32 %26 to double
  br i1 %14, label %73, label %28

28:                                               ; preds = %17
  %29 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %19, i64 0
  %30 = insertelement <4 x double> poison, double %27, i64 0
  %31 = shufflevector <4 x double> %30, <4 x double> poison, <4 x i32> zeroinitializer
  br label %32

32:                                               ; preds = %32, %28
  %33 = phi i64 [ 0, %28 ], [ %66, %32 ]
  %34 = phi <4 x double> [ %29, %28 ], [ %62, %32 ]
  %35 = phi <4 x double> [ zeroinitializer, %28 ], [ %63, %32 ]
  %36 = phi <4 x double> [ zeroinitializer, %28 ], [ %64, %32 ]
  %37 = phi <4 x double> [ zeroinitializer, %28 ], [ %65, %32 ]
  %38 = getelementptr inbounds double, ptr %22, i64 %33
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = getelementptr inbounds i8, ptr %38, i64 64
  %41 = getelementptr inbounds i8, ptr %38, i64 96
  %42 = load <4 x double>, ptr %38, align 8, !tbaa !10
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !10
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !10
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !10
  %46 = getelementptr inbounds double, ptr %24, i64 %33
  %47 = getelementptr inbounds i8, ptr %46, i64 32
  %48 = getelementptr inbounds i8, ptr %46, i64 64
  %49 = getelementptr inbounds i8, ptr %46, i64 96
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !10
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !10
  %52 = load <4 x double>, ptr %48, align 8, !tbaa !10
  %53 = load <4 x double>, ptr %49, align 8, !tbaa !10
  %54 = fmul fast <4 x double> %42, %31
  %55 = fmul fast <4 x double> %43, %31
  %56 = fmul fast <4 x double> %44, %31
  %57 = fmul fast <4 x double> %45, %31
  %58 = fmul fast <4 x double> %54, %50
  %59 = fmul fast <4 x double> %55, %51
  %60 = fmul fast <4 x double> %56, %52
  %61 = fmul fast <4 x double> %57, %53
  %62 = fadd fast <4 x double> %58, %34
  %63 = fadd fast <4 x double> %59, %35
  %64 = fadd fast <4 x double> %60, %36
  %65 = fadd fast <4 x double> %61, %37
  %66 = add nuw i64 %33, 16
  %67 = icmp eq i64 %66, %15
  br i1 %67, label %68, label %32, !llvm.loop !26

68:                                               ; preds = %32
  %69 = fadd fast <4 x double> %63, %62
  %70 = fadd fast <4 x double> %64, %69
  %71 = fadd fast <4 x double> %65, %70
  %72 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %71)
  br i1 %16, label %88, label %73

73:                                               ; preds = %68, %17
  %74 = phi i64 [ 0, %17 ], [ %15, %68 ]
  %75 = phi double [ %19, %17 ], [ %72, %68 ]
  br label %76

76:                                               ; preds = %73, %76
  %77 = phi i64 [ %86, %76 ], [ %74, %73 ]
  %78 = phi double [ %85, %76 ], [ %75, %73 ]
  %79 = getelementptr inbounds double, ptr %22, i64 %77
  %80 = load double, ptr %79, align 8, !tbaa !10
  %81 = getelementptr inbounds double, ptr %24, i64 %77
  %82 = load double, ptr %81, align 8, !tbaa !10
  %83 = fmul fast double %80, %27
  %84 = fmul fast double %83, %82
  %85 = fadd fast double %84, %78
  %86 = add nuw nsw i64 %77, 1
  %87 = icmp eq i64 %86, %13
  br i1 %87, label %88, label %76, !llvm.loop !30

88:                                               ; preds = %76, %68
  %89 = phi double [ %72, %68 ], [ %85, %76 ]
  %90 = icmp eq i64 %25, %11
  br i1 %90, label %91, label %17, !llvm.loop !31

91:                                               ; preds = %88, %3
  %92 = phi double [ 0.000000e+00, %3 ], [ %89, %88 ]
  tail call void @free(ptr noundef %6) #13
  ret double %92
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 {
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
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %37) #13
  %63 = load i64, ptr @rng_state, align 8, !tbaa !32
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <4 x i64> poison, i64 %65, i64 0
  %73 = insertelement <4 x i64> %72, i64 %67, i64 1
  %74 = insertelement <4 x i64> %73, i64 %69, i64 2
  %75 = insertelement <4 x i64> %74, i64 %71, i64 3
  %76 = lshr <4 x i64> %75, <i64 10, i64 10, i64 10, i64 10>
  %77 = and <4 x i64> %76, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <4 x i64> %77 to <4 x double>
  %79 = fmul fast <4 x double> %78, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %80 = fadd fast <4 x double> %79, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %81 = mul i64 %71, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = mul i64 %86, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = insertelement <4 x i64> poison, i64 %82, i64 0
  %90 = insertelement <4 x i64> %89, i64 %84, i64 1
  %91 = insertelement <4 x i64> %90, i64 %86, i64 2
  %92 = insertelement <4 x i64> %91, i64 %88, i64 3
  %93 = lshr <4 x i64> %92, <i64 10, i64 10, i64 10, i64 10>
  %94 = and <4 x i64> %93, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %95 = uitofp nneg <4 x i64> %94 to <4 x double>
  %96 = fmul fast <4 x double> %95, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %97 = fadd fast <4 x double> %96, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %98 = mul i64 %88, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = mul i64 %99, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = mul i64 %103, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = insertelement <4 x i64> poison, i64 %99, i64 0
  %107 = insertelement <4 x i64> %106, i64 %101, i64 1
  %108 = insertelement <4 x i64> %107, i64 %103, i64 2
  %109 = insertelement <4 x i64> %108, i64 %105, i64 3
  %110 = lshr <4 x i64> %109, <i64 10, i64 10, i64 10, i64 10>
  %111 = and <4 x i64> %110, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %112 = uitofp nneg <4 x i64> %111 to <4 x double>
  %113 = fmul fast <4 x double> %112, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %114 = fadd fast <4 x double> %113, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %115 = mul i64 %105, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = mul i64 %116, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = insertelement <2 x i64> poison, i64 %116, i64 0
  %120 = insertelement <2 x i64> %119, i64 %118, i64 1
  %121 = lshr <2 x i64> %120, <i64 10, i64 10>
  %122 = and <2 x i64> %121, <i64 18014398509481982, i64 18014398509481982>
  %123 = uitofp nneg <2 x i64> %122 to <2 x double>
  %124 = fmul fast <2 x double> %123, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %125 = fadd fast <2 x double> %124, <double -1.000000e+00, double -1.000000e+00>
  %126 = mul i64 %118, 6364136223846793005
  %127 = add i64 %126, 1442695040888963407
  %128 = lshr i64 %127, 10
  %129 = and i64 %128, 18014398509481982
  %130 = uitofp nneg i64 %129 to double
  %131 = fmul fast double %130, 0x3CA0000000000000
  %132 = fadd fast double %131, -1.000000e+00
  %133 = mul i64 %127, 6364136223846793005
  %134 = add i64 %133, 1442695040888963407
  %135 = mul i64 %134, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = insertelement <2 x i64> poison, i64 %134, i64 0
  %138 = insertelement <2 x i64> %137, i64 %136, i64 1
  %139 = lshr <2 x i64> %138, <i64 10, i64 10>
  %140 = and <2 x i64> %139, <i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <2 x i64> %140 to <2 x double>
  %142 = fmul fast <2 x double> %141, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %143 = fadd fast <2 x double> %142, <double -1.000000e+00, double -1.000000e+00>
  %144 = mul i64 %136, 6364136223846793005
  %145 = add i64 %144, 1442695040888963407
  %146 = mul i64 %145, 6364136223846793005
  %147 = add i64 %146, 1442695040888963407
  %148 = insertelement <2 x i64> poison, i64 %145, i64 0
  %149 = insertelement <2 x i64> %148, i64 %147, i64 1
  %150 = lshr <2 x i64> %149, <i64 10, i64 10>
  %151 = and <2 x i64> %150, <i64 18014398509481982, i64 18014398509481982>
  %152 = uitofp nneg <2 x i64> %151 to <2 x double>
  %153 = fmul fast <2 x double> %152, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %154 = fadd fast <2 x double> %153, <double -1.000000e+00, double -1.000000e+00>
  %155 = mul i64 %147, 2074577609206900885
  %156 = add i64 %155, -6764368575065686047
  store i64 %156, ptr @rng_state, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #13
  %157 = extractelement <4 x double> %80, i64 0
  %158 = extractelement <4 x double> %80, i64 1
  %159 = shufflevector <4 x double> %80, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  store <2 x double> %159, ptr %38, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %39, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %40) #13
  store ptr %38, ptr %40, align 8, !tbaa !12
  %160 = getelementptr inbounds i8, ptr %40, i64 8
  %161 = extractelement <4 x double> %80, i64 2
  store double %161, ptr %160, align 8, !tbaa !14
  %162 = getelementptr inbounds i8, ptr %40, i64 16
  %163 = extractelement <4 x double> %80, i64 3
  store double %163, ptr %162, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %41) #13
  store ptr %39, ptr %41, align 8, !tbaa !12
  %164 = getelementptr inbounds i8, ptr %41, i64 8
  %165 = getelementptr inbounds i8, ptr %41, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %164, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %42) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  %166 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %167 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign, i32 noundef %166, ptr noundef nonnull %42, ptr noundef nonnull %43, i32 noundef %166, ptr noundef nonnull %40, ptr noundef nonnull %41) #13
  %168 = load double, ptr %39, align 16, !tbaa !10
  %169 = getelementptr inbounds i8, ptr %39, i64 8
  %170 = load double, ptr %169, align 8, !tbaa !10
  %171 = load double, ptr %164, align 8, !tbaa !14
  %172 = load double, ptr %165, align 8, !tbaa !15
  %173 = getelementptr inbounds i8, ptr %11, i64 8
  %174 = getelementptr inbounds i8, ptr %12, i64 8
  %175 = getelementptr inbounds i8, ptr %12, i64 16
  %176 = getelementptr inbounds i8, ptr %14, i64 8
  %177 = getelementptr inbounds i8, ptr %15, i64 8
  %178 = getelementptr inbounds i8, ptr %15, i64 16
  %179 = call fast double @llvm.fabs.f64(double %157)
  %180 = call fast double @llvm.maxnum.f64(double %179, double 1.000000e+00)
  %181 = fmul fast double %180, 0x3EB0C6F7A0B5ED8D
  %182 = fadd fast double %181, %157
  %183 = fsub fast double %157, %181
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13
  store double %182, ptr %11, align 16, !tbaa !10
  store double %158, ptr %173, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #13
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %161, ptr %174, align 8, !tbaa !14
  store double %163, ptr %175, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #13
  %184 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  store double %183, ptr %14, align 16, !tbaa !10
  store double %158, ptr %176, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %161, ptr %177, align 8, !tbaa !14
  store double %163, ptr %178, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #13
  %185 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  %186 = fsub fast double %184, %185
  %187 = fmul fast double %180, 2.000000e-06
  %188 = fdiv fast double %186, %187
  %189 = call fast double @llvm.fabs.f64(double %188)
  %190 = call fast double @llvm.maxnum.f64(double %189, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %168, ptr %36, align 8, !tbaa !10
  %191 = load volatile double, ptr %36, align 8, !tbaa !10
  %192 = call double @llvm.fabs.f64(double %191)
  %193 = fcmp ueq double %192, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %193, label %206, label %194

194:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %188, ptr %35, align 8, !tbaa !10
  %195 = load volatile double, ptr %35, align 8, !tbaa !10
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ueq double %196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %197, label %206, label %198

198:                                              ; preds = %194
  %199 = fsub fast double %168, %188
  %200 = call fast double @llvm.fabs.f64(double %199)
  %201 = fmul fast double %190, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp fast ole double %200, %201
  %203 = freeze i1 %202
  br i1 %203, label %204, label %206

204:                                              ; preds = %198
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %168, double noundef nofpclass(nan inf) %188, ptr noundef nonnull @.str.12)
  br label %210

206:                                              ; preds = %198, %194, %0
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %168, double noundef nofpclass(nan inf) %188, ptr noundef nonnull @.str.13)
  %208 = load i32, ptr @n_fail, align 4, !tbaa !17
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !17
  br label %210

210:                                              ; preds = %206, %204
  %211 = call fast double @llvm.fabs.f64(double %158)
  %212 = call fast double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  %213 = fmul fast double %212, 0x3EB0C6F7A0B5ED8D
  %214 = fadd fast double %213, %158
  %215 = fsub fast double %158, %213
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13
  store double %157, ptr %11, align 16, !tbaa !10
  store double %214, ptr %173, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #13
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %161, ptr %174, align 8, !tbaa !14
  store double %163, ptr %175, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #13
  %216 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  store double %157, ptr %14, align 16, !tbaa !10
  store double %215, ptr %176, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %161, ptr %177, align 8, !tbaa !14
  store double %163, ptr %178, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #13
  %217 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  %218 = fsub fast double %216, %217
  %219 = fmul fast double %212, 2.000000e-06
  %220 = fdiv fast double %218, %219
  %221 = call fast double @llvm.fabs.f64(double %220)
  %222 = call fast double @llvm.maxnum.f64(double %221, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %170, ptr %36, align 8, !tbaa !10
  %223 = load volatile double, ptr %36, align 8, !tbaa !10
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %225, label %238, label %226

226:                                              ; preds = %210
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %220, ptr %35, align 8, !tbaa !10
  %227 = load volatile double, ptr %35, align 8, !tbaa !10
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %229, label %238, label %230

230:                                              ; preds = %226
  %231 = fsub fast double %170, %220
  %232 = call fast double @llvm.fabs.f64(double %231)
  %233 = fmul fast double %222, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp fast ole double %232, %233
  %235 = freeze i1 %234
  br i1 %235, label %236, label %238

236:                                              ; preds = %230
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 1, double noundef nofpclass(nan inf) %170, double noundef nofpclass(nan inf) %220, ptr noundef nonnull @.str.12)
  br label %242

238:                                              ; preds = %230, %226, %210
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 1, double noundef nofpclass(nan inf) %170, double noundef nofpclass(nan inf) %220, ptr noundef nonnull @.str.13)
  %240 = load i32, ptr @n_fail, align 4, !tbaa !17
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr @n_fail, align 4, !tbaa !17
  br label %242

242:                                              ; preds = %238, %236
  %243 = call fast double @llvm.fabs.f64(double %161)
  %244 = call fast double @llvm.maxnum.f64(double %243, double 1.000000e+00)
  %245 = fmul fast double %244, 0x3EB0C6F7A0B5ED8D
  %246 = fadd fast double %245, %161
  %247 = fsub fast double %161, %245
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13
  store <2 x double> %159, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #13
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %246, ptr %174, align 8, !tbaa !14
  store double %163, ptr %175, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #13
  %248 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  store <2 x double> %159, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %247, ptr %177, align 8, !tbaa !14
  store double %163, ptr %178, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #13
  %249 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  %250 = fsub fast double %248, %249
  %251 = fmul fast double %244, 2.000000e-06
  %252 = fdiv fast double %250, %251
  %253 = call fast double @llvm.fabs.f64(double %252)
  %254 = call fast double @llvm.maxnum.f64(double %253, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %171, ptr %36, align 8, !tbaa !10
  %255 = load volatile double, ptr %36, align 8, !tbaa !10
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = fcmp ueq double %256, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %257, label %270, label %258

258:                                              ; preds = %242
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %252, ptr %35, align 8, !tbaa !10
  %259 = load volatile double, ptr %35, align 8, !tbaa !10
  %260 = call double @llvm.fabs.f64(double %259)
  %261 = fcmp ueq double %260, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %261, label %270, label %262

262:                                              ; preds = %258
  %263 = fsub fast double %171, %252
  %264 = call fast double @llvm.fabs.f64(double %263)
  %265 = fmul fast double %254, 0x3EB0C6F7A0B5ED8D
  %266 = fcmp fast ole double %264, %265
  %267 = freeze i1 %266
  br i1 %267, label %268, label %270

268:                                              ; preds = %262
  %269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 2, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %252, ptr noundef nonnull @.str.12)
  br label %274

270:                                              ; preds = %262, %258, %242
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 2, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %252, ptr noundef nonnull @.str.13)
  %272 = load i32, ptr @n_fail, align 4, !tbaa !17
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr @n_fail, align 4, !tbaa !17
  br label %274

274:                                              ; preds = %270, %268
  %275 = call fast double @llvm.fabs.f64(double %163)
  %276 = call fast double @llvm.maxnum.f64(double %275, double 1.000000e+00)
  %277 = fmul fast double %276, 0x3EB0C6F7A0B5ED8D
  %278 = fadd fast double %277, %163
  %279 = fsub fast double %163, %277
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13
  store <2 x double> %159, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #13
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %161, ptr %174, align 8, !tbaa !14
  store double %278, ptr %175, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #13
  %280 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  store <2 x double> %159, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %161, ptr %177, align 8, !tbaa !14
  store double %279, ptr %178, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #13
  %281 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  %282 = fsub fast double %280, %281
  %283 = fmul fast double %276, 2.000000e-06
  %284 = fdiv fast double %282, %283
  %285 = call fast double @llvm.fabs.f64(double %284)
  %286 = call fast double @llvm.maxnum.f64(double %285, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %172, ptr %36, align 8, !tbaa !10
  %287 = load volatile double, ptr %36, align 8, !tbaa !10
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %289, label %302, label %290

290:                                              ; preds = %274
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %284, ptr %35, align 8, !tbaa !10
  %291 = load volatile double, ptr %35, align 8, !tbaa !10
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fcmp ueq double %292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %293, label %302, label %294

294:                                              ; preds = %290
  %295 = fsub fast double %172, %284
  %296 = call fast double @llvm.fabs.f64(double %295)
  %297 = fmul fast double %286, 0x3EB0C6F7A0B5ED8D
  %298 = fcmp fast ole double %296, %297
  %299 = freeze i1 %298
  br i1 %299, label %300, label %302

300:                                              ; preds = %294
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 3, double noundef nofpclass(nan inf) %172, double noundef nofpclass(nan inf) %284, ptr noundef nonnull @.str.12)
  br label %306

302:                                              ; preds = %294, %290, %274
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef 3, double noundef nofpclass(nan inf) %172, double noundef nofpclass(nan inf) %284, ptr noundef nonnull @.str.13)
  %304 = load i32, ptr @n_fail, align 4, !tbaa !17
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr @n_fail, align 4, !tbaa !17
  br label %306

306:                                              ; preds = %302, %300
  %307 = load ptr, ptr %41, align 8, !tbaa !12
  %308 = freeze ptr %307
  %309 = icmp eq ptr %308, %39
  %310 = uitofp i1 %309 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %310, ptr %34, align 8, !tbaa !10
  %311 = load volatile double, ptr %34, align 8, !tbaa !10
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fcmp ueq double %312, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %313, label %323, label %314

314:                                              ; preds = %306
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !10
  %315 = load volatile double, ptr %33, align 8, !tbaa !10
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fcmp one double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %318 = fadd reassoc nsz arcp contract afn double %310, -1.000000e+00
  %319 = fcmp reassoc nsz arcp contract afn oeq double %318, 0.000000e+00
  %320 = and i1 %319, %317
  br i1 %320, label %321, label %323

321:                                              ; preds = %314
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %310, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %327

323:                                              ; preds = %314, %306
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %310, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.13)
  %325 = load i32, ptr @n_fail, align 4, !tbaa !17
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr @n_fail, align 4, !tbaa !17
  br label %327

327:                                              ; preds = %321, %323
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %44) #13
  store <2 x double> %143, ptr %44, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %45) #13
  store ptr %44, ptr %45, align 8, !tbaa !12
  %328 = getelementptr inbounds i8, ptr %45, i64 8
  store <2 x double> %154, ptr %328, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %46) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %46, i8 0, i64 24, i1 false)
  %329 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %330 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @assign, i32 noundef %329, ptr noundef nonnull %42, ptr noundef nonnull %46, i32 noundef %329, ptr noundef nonnull %40, ptr noundef nonnull %45) #13
  %331 = extractelement <2 x double> %143, i64 0
  %332 = fmul fast double %168, %331
  %333 = extractelement <2 x double> %143, i64 1
  %334 = fmul fast double %170, %333
  %335 = fadd fast double %334, %332
  %336 = extractelement <2 x double> %154, i64 0
  %337 = fmul fast double %171, %336
  %338 = fadd fast double %337, %335
  %339 = extractelement <2 x double> %154, i64 1
  %340 = fmul fast double %172, %339
  %341 = fadd fast double %340, %338
  %342 = call fast double @llvm.fabs.f64(double %341)
  %343 = call fast double @llvm.maxnum.f64(double %342, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %330, ptr %32, align 8, !tbaa !10
  %344 = load volatile double, ptr %32, align 8, !tbaa !10
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %346, label %359, label %347

347:                                              ; preds = %327
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %341, ptr %31, align 8, !tbaa !10
  %348 = load volatile double, ptr %31, align 8, !tbaa !10
  %349 = call double @llvm.fabs.f64(double %348)
  %350 = fcmp ueq double %349, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %350, label %359, label %351

351:                                              ; preds = %347
  %352 = fsub fast double %330, %341
  %353 = call fast double @llvm.fabs.f64(double %352)
  %354 = fmul fast double %343, 1.000000e-09
  %355 = fcmp fast ole double %353, %354
  %356 = freeze i1 %355
  br i1 %356, label %357, label %359

357:                                              ; preds = %351
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %330, double noundef nofpclass(nan inf) %341, ptr noundef nonnull @.str.12)
  br label %363

359:                                              ; preds = %351, %347, %327
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %330, double noundef nofpclass(nan inf) %341, ptr noundef nonnull @.str.13)
  %361 = load i32, ptr @n_fail, align 4, !tbaa !17
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr @n_fail, align 4, !tbaa !17
  br label %363

363:                                              ; preds = %357, %359
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %46) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %45) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %44) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %42) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %40) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %48, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %51) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %52) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %52, i8 0, i64 72, i1 false)
  store ptr %47, ptr %49, align 16, !tbaa !6
  %364 = getelementptr inbounds i8, ptr %49, i64 8
  %365 = shufflevector <4 x double> %80, <4 x double> %97, <2 x i32> <i32 3, i32 4>
  store <2 x double> %365, ptr %364, align 8, !tbaa !10
  store ptr %48, ptr %50, align 16, !tbaa !6
  %366 = getelementptr inbounds i8, ptr %50, i64 8
  %367 = getelementptr inbounds i8, ptr %47, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %366, i8 0, i64 16, i1 false)
  %368 = shufflevector <4 x double> %80, <4 x double> %97, <4 x i32> <i32 0, i32 1, i32 2, i32 5>
  store <4 x double> %368, ptr %47, align 16, !tbaa !10
  %369 = getelementptr inbounds i8, ptr %47, i64 32
  %370 = getelementptr inbounds i8, ptr %49, i64 24
  store ptr %367, ptr %370, align 8, !tbaa !6
  %371 = getelementptr inbounds i8, ptr %49, i64 32
  %372 = shufflevector <4 x double> %114, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  store <2 x double> %372, ptr %371, align 16, !tbaa !10
  %373 = getelementptr inbounds i8, ptr %50, i64 24
  %374 = getelementptr inbounds i8, ptr %48, i64 24
  store ptr %374, ptr %373, align 8, !tbaa !6
  %375 = getelementptr inbounds i8, ptr %50, i64 32
  %376 = getelementptr inbounds i8, ptr %47, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %375, i8 0, i64 16, i1 false)
  %377 = shufflevector <4 x double> %97, <4 x double> %114, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  store <4 x double> %377, ptr %369, align 16, !tbaa !10
  %378 = getelementptr inbounds i8, ptr %47, i64 64
  %379 = extractelement <2 x double> %125, i64 0
  store double %379, ptr %378, align 16, !tbaa !10
  %380 = getelementptr inbounds i8, ptr %49, i64 48
  store ptr %376, ptr %380, align 16, !tbaa !6
  %381 = getelementptr inbounds i8, ptr %49, i64 56
  %382 = extractelement <2 x double> %125, i64 1
  store double %382, ptr %381, align 8, !tbaa !10
  %383 = getelementptr inbounds i8, ptr %49, i64 64
  store double %132, ptr %383, align 16, !tbaa !10
  %384 = getelementptr inbounds i8, ptr %50, i64 48
  %385 = getelementptr inbounds i8, ptr %48, i64 48
  store ptr %385, ptr %384, align 16, !tbaa !6
  %386 = getelementptr inbounds i8, ptr %50, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %386, i8 0, i64 16, i1 false)
  %387 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %388 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign3, i32 noundef %387, ptr noundef nonnull %51, ptr noundef nonnull %52, i32 noundef %387, ptr noundef nonnull %49, ptr noundef nonnull %50) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %37, ptr noundef nonnull align 16 dereferenceable(24) %48, i64 24, i1 false), !tbaa !10
  %389 = getelementptr inbounds i8, ptr %37, i64 24
  %390 = load <2 x double>, ptr %366, align 8, !tbaa !10
  store <2 x double> %390, ptr %389, align 8, !tbaa !10
  %391 = load ptr, ptr %50, align 16, !tbaa !12
  %392 = freeze ptr %391
  %393 = icmp eq ptr %392, %48
  %394 = uitofp i1 %393 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %394, ptr %20, align 8, !tbaa !10
  %395 = load volatile double, ptr %20, align 8, !tbaa !10
  %396 = call double @llvm.fabs.f64(double %395)
  %397 = fcmp ueq double %396, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %397, label %590, label %581

398:                                              ; preds = %443, %642
  %399 = phi i64 [ %444, %443 ], [ 0, %642 ]
  %400 = getelementptr inbounds double, ptr %37, i64 %399
  %401 = load double, ptr %400, align 8, !tbaa !10
  %402 = getelementptr inbounds double, ptr %643, i64 %399
  %403 = load double, ptr %402, align 8, !tbaa !10
  %404 = call fast double @llvm.fabs.f64(double %403)
  %405 = call fast double @llvm.maxnum.f64(double %404, double 1.000000e+00)
  %406 = fmul fast double %405, 0x3EB0C6F7A0B5ED8D
  %407 = fadd fast double %406, %403
  %408 = fsub fast double %403, %406
  store double %407, ptr %402, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull readonly align 8 dereferenceable(24) %643, i64 24, i1 false), !tbaa !10
  store ptr %5, ptr %6, align 16, !tbaa !6
  %409 = load <2 x double>, ptr %644, align 8, !tbaa !10
  store <2 x double> %409, ptr %652, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %653, ptr noundef nonnull readonly align 8 dereferenceable(24) %646, i64 24, i1 false), !tbaa !10
  store ptr %653, ptr %654, align 8, !tbaa !6
  %410 = load <2 x double>, ptr %647, align 8, !tbaa !10
  store <2 x double> %410, ptr %655, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %656, ptr noundef nonnull readonly align 8 dereferenceable(24) %648, i64 24, i1 false), !tbaa !10
  store ptr %656, ptr %657, align 16, !tbaa !6
  %411 = load <2 x double>, ptr %650, align 8, !tbaa !10
  store <2 x double> %411, ptr %658, align 8, !tbaa !10
  %412 = call fast nofpclass(nan inf) double @assign3(ptr noundef nonnull %7, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #13
  store double %408, ptr %402, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull readonly align 8 dereferenceable(24) %643, i64 24, i1 false), !tbaa !10
  store ptr %8, ptr %9, align 16, !tbaa !6
  %413 = load <2 x double>, ptr %644, align 8, !tbaa !10
  store <2 x double> %413, ptr %659, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %660, ptr noundef nonnull readonly align 8 dereferenceable(24) %646, i64 24, i1 false), !tbaa !10
  store ptr %660, ptr %661, align 8, !tbaa !6
  %414 = load <2 x double>, ptr %647, align 8, !tbaa !10
  store <2 x double> %414, ptr %662, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %663, ptr noundef nonnull readonly align 8 dereferenceable(24) %648, i64 24, i1 false), !tbaa !10
  store ptr %663, ptr %664, align 16, !tbaa !6
  %415 = load <2 x double>, ptr %650, align 8, !tbaa !10
  store <2 x double> %415, ptr %665, align 8, !tbaa !10
  %416 = call fast nofpclass(nan inf) double @assign3(ptr noundef nonnull %10, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #13
  store double %403, ptr %402, align 8, !tbaa !10
  %417 = fsub fast double %412, %416
  %418 = fmul fast double %405, 2.000000e-06
  %419 = fdiv fast double %417, %418
  %420 = call fast double @llvm.fabs.f64(double %419)
  %421 = call fast double @llvm.maxnum.f64(double %420, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %401, ptr %30, align 8, !tbaa !10
  %422 = load volatile double, ptr %30, align 8, !tbaa !10
  %423 = call double @llvm.fabs.f64(double %422)
  %424 = fcmp ueq double %423, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %424, label %438, label %425

425:                                              ; preds = %398
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %419, ptr %29, align 8, !tbaa !10
  %426 = load volatile double, ptr %29, align 8, !tbaa !10
  %427 = call double @llvm.fabs.f64(double %426)
  %428 = fcmp ueq double %427, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %428, label %438, label %429

429:                                              ; preds = %425
  %430 = fsub fast double %401, %419
  %431 = call fast double @llvm.fabs.f64(double %430)
  %432 = fmul fast double %421, 0x3EB0C6F7A0B5ED8D
  %433 = fcmp fast ole double %431, %432
  %434 = freeze i1 %433
  br i1 %434, label %435, label %438

435:                                              ; preds = %429
  %436 = trunc nuw nsw i64 %399 to i32
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %436, double noundef nofpclass(nan inf) %401, double noundef nofpclass(nan inf) %419, ptr noundef nonnull @.str.12)
  br label %443

438:                                              ; preds = %429, %425, %398
  %439 = trunc nuw nsw i64 %399 to i32
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %439, double noundef nofpclass(nan inf) %401, double noundef nofpclass(nan inf) %419, ptr noundef nonnull @.str.13)
  %441 = load i32, ptr @n_fail, align 4, !tbaa !17
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr @n_fail, align 4, !tbaa !17
  br label %443

443:                                              ; preds = %438, %435
  %444 = add nuw nsw i64 %399, 1
  %445 = icmp eq i64 %444, 15
  br i1 %445, label %446, label %398, !llvm.loop !34

446:                                              ; preds = %443
  call void @free(ptr noundef nonnull %643) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %52) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %51) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53) #13
  store double %157, ptr %53, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54) #13
  store i64 0, ptr %54, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #13
  store i32 3, ptr %55, align 8, !tbaa !24
  %447 = getelementptr inbounds i8, ptr %55, i64 8
  store double %158, ptr %447, align 8, !tbaa !21
  %448 = getelementptr inbounds i8, ptr %55, i64 16
  %449 = fptrunc double %161 to float
  store float %449, ptr %448, align 8, !tbaa !23
  %450 = getelementptr inbounds i8, ptr %55, i64 24
  store ptr %53, ptr %450, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %56) #13
  store i32 3, ptr %56, align 8, !tbaa !24
  %451 = getelementptr inbounds i8, ptr %56, i64 8
  store double 0.000000e+00, ptr %451, align 8, !tbaa !21
  %452 = getelementptr inbounds i8, ptr %56, i64 16
  store float 0.000000e+00, ptr %452, align 8, !tbaa !23
  %453 = getelementptr inbounds i8, ptr %56, i64 24
  store ptr %54, ptr %453, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %57) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %58) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %58, i8 0, i64 32, i1 false)
  %454 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %455 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, i32 noundef %454, ptr noundef nonnull %57, ptr noundef nonnull %58, i32 noundef %454, ptr noundef nonnull %55, ptr noundef nonnull %56) #13
  %456 = fpext float %449 to double
  %457 = load double, ptr %54, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %457, ptr %28, align 8, !tbaa !10
  %458 = load volatile double, ptr %28, align 8, !tbaa !10
  %459 = call double @llvm.fabs.f64(double %458)
  %460 = fcmp ueq double %459, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %460, label %473, label %461

461:                                              ; preds = %446
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %158, ptr %27, align 8, !tbaa !10
  %462 = load volatile double, ptr %27, align 8, !tbaa !10
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = fcmp ueq double %463, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %464, label %473, label %465

465:                                              ; preds = %461
  %466 = fsub fast double %457, %158
  %467 = call fast double @llvm.fabs.f64(double %466)
  %468 = fmul fast double %212, 0x3D719799812DEA11
  %469 = fcmp fast ole double %467, %468
  %470 = freeze i1 %469
  br i1 %470, label %471, label %473

471:                                              ; preds = %465
  %472 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %457, double noundef nofpclass(nan inf) %158, ptr noundef nonnull @.str.12)
  br label %477

473:                                              ; preds = %465, %461, %446
  %474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %457, double noundef nofpclass(nan inf) %158, ptr noundef nonnull @.str.13)
  %475 = load i32, ptr @n_fail, align 4, !tbaa !17
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr @n_fail, align 4, !tbaa !17
  br label %477

477:                                              ; preds = %471, %473
  %478 = load double, ptr %451, align 8, !tbaa !21
  %479 = fmul fast double %456, 3.000000e+00
  %480 = fadd fast double %479, %157
  %481 = call fast double @llvm.fabs.f64(double %480)
  %482 = call fast double @llvm.maxnum.f64(double %481, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %478, ptr %26, align 8, !tbaa !10
  %483 = load volatile double, ptr %26, align 8, !tbaa !10
  %484 = call double @llvm.fabs.f64(double %483)
  %485 = fcmp ueq double %484, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %485, label %498, label %486

486:                                              ; preds = %477
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %480, ptr %25, align 8, !tbaa !10
  %487 = load volatile double, ptr %25, align 8, !tbaa !10
  %488 = call double @llvm.fabs.f64(double %487)
  %489 = fcmp ueq double %488, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %489, label %498, label %490

490:                                              ; preds = %486
  %491 = fsub fast double %478, %480
  %492 = call fast double @llvm.fabs.f64(double %491)
  %493 = fmul fast double %482, 0x3D719799812DEA11
  %494 = fcmp fast ole double %492, %493
  %495 = freeze i1 %494
  br i1 %495, label %496, label %498

496:                                              ; preds = %490
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef nofpclass(nan inf) %478, double noundef nofpclass(nan inf) %480, ptr noundef nonnull @.str.12)
  br label %502

498:                                              ; preds = %490, %486, %477
  %499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef nofpclass(nan inf) %478, double noundef nofpclass(nan inf) %480, ptr noundef nonnull @.str.13)
  %500 = load i32, ptr @n_fail, align 4, !tbaa !17
  %501 = add nsw i32 %500, 1
  store i32 %501, ptr @n_fail, align 4, !tbaa !17
  br label %502

502:                                              ; preds = %496, %498
  %503 = load float, ptr %452, align 8, !tbaa !23
  %504 = fpext float %503 to double
  %505 = fmul fast double %158, 3.000000e+00
  %506 = call fast double @llvm.fabs.f64(double %505)
  %507 = call fast double @llvm.maxnum.f64(double %506, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %504, ptr %24, align 8, !tbaa !10
  %508 = load volatile double, ptr %24, align 8, !tbaa !10
  %509 = call double @llvm.fabs.f64(double %508)
  %510 = fcmp ueq double %509, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %510, label %523, label %511

511:                                              ; preds = %502
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %505, ptr %23, align 8, !tbaa !10
  %512 = load volatile double, ptr %23, align 8, !tbaa !10
  %513 = call double @llvm.fabs.f64(double %512)
  %514 = fcmp ueq double %513, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %514, label %523, label %515

515:                                              ; preds = %511
  %516 = fsub fast double %504, %505
  %517 = call fast double @llvm.fabs.f64(double %516)
  %518 = fmul fast double %507, 0x3EB0C6F7A0B5ED8D
  %519 = fcmp fast ole double %517, %518
  %520 = freeze i1 %519
  br i1 %520, label %521, label %523

521:                                              ; preds = %515
  %522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef nofpclass(nan inf) %504, double noundef nofpclass(nan inf) %505, ptr noundef nonnull @.str.12)
  br label %527

523:                                              ; preds = %515, %511, %502
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef nofpclass(nan inf) %504, double noundef nofpclass(nan inf) %505, ptr noundef nonnull @.str.13)
  %525 = load i32, ptr @n_fail, align 4, !tbaa !17
  %526 = add nsw i32 %525, 1
  store i32 %526, ptr @n_fail, align 4, !tbaa !17
  br label %527

527:                                              ; preds = %521, %523
  %528 = load ptr, ptr %453, align 8, !tbaa !25
  %529 = freeze ptr %528
  %530 = icmp eq ptr %529, %54
  %531 = uitofp i1 %530 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %531, ptr %22, align 8, !tbaa !10
  %532 = load volatile double, ptr %22, align 8, !tbaa !10
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ueq double %533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %534, label %544, label %535

535:                                              ; preds = %527
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !10
  %536 = load volatile double, ptr %21, align 8, !tbaa !10
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp one double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %539 = fadd reassoc nsz arcp contract afn double %531, -1.000000e+00
  %540 = fcmp reassoc nsz arcp contract afn oeq double %539, 0.000000e+00
  %541 = and i1 %540, %538
  br i1 %541, label %542, label %544

542:                                              ; preds = %535
  %543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef nofpclass(nan inf) %531, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %548

544:                                              ; preds = %535, %527
  %545 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef nofpclass(nan inf) %531, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.13)
  %546 = load i32, ptr @n_fail, align 4, !tbaa !17
  %547 = add nsw i32 %546, 1
  store i32 %547, ptr @n_fail, align 4, !tbaa !17
  br label %548

548:                                              ; preds = %542, %544
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %58) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %57) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %56) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %59) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %60) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %60, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #13
  %549 = getelementptr inbounds i8, ptr %59, i64 24
  store <4 x double> %80, ptr %59, align 16
  %550 = getelementptr inbounds i8, ptr %59, i64 32
  %551 = getelementptr inbounds i8, ptr %59, i64 48
  store <4 x double> %97, ptr %550, align 16
  %552 = getelementptr inbounds i8, ptr %59, i64 64
  %553 = getelementptr inbounds i8, ptr %59, i64 72
  store <4 x double> %114, ptr %552, align 16
  store ptr %59, ptr %61, align 16, !tbaa !6
  store ptr %60, ptr %62, align 16, !tbaa !6
  %554 = getelementptr inbounds i8, ptr %61, i64 8
  store ptr %549, ptr %554, align 8, !tbaa !6
  %555 = getelementptr inbounds i8, ptr %60, i64 24
  %556 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr %555, ptr %556, align 8, !tbaa !6
  %557 = getelementptr inbounds i8, ptr %61, i64 16
  store ptr %551, ptr %557, align 16, !tbaa !6
  %558 = getelementptr inbounds i8, ptr %60, i64 48
  %559 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %558, ptr %559, align 16, !tbaa !6
  %560 = getelementptr inbounds i8, ptr %61, i64 24
  store ptr %553, ptr %560, align 8, !tbaa !6
  %561 = getelementptr inbounds i8, ptr %60, i64 72
  %562 = getelementptr inbounds i8, ptr %62, i64 24
  store ptr %561, ptr %562, align 8, !tbaa !6
  %563 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %564 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %565 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rows, i32 noundef %563, ptr noundef nonnull %61, ptr noundef nonnull %62, i32 noundef %564, i32 noundef 4, i32 noundef %564, i32 noundef 3) #13
  %566 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #12
  store <4 x double> %80, ptr %566, align 8
  %567 = getelementptr inbounds i8, ptr %566, i64 32
  store <4 x double> %97, ptr %567, align 8
  %568 = getelementptr inbounds i8, ptr %566, i64 64
  store <4 x double> %114, ptr %568, align 8
  %569 = getelementptr inbounds i8, ptr %1, i64 24
  %570 = getelementptr inbounds i8, ptr %2, i64 8
  %571 = getelementptr inbounds i8, ptr %1, i64 48
  %572 = getelementptr inbounds i8, ptr %2, i64 16
  %573 = getelementptr inbounds i8, ptr %1, i64 72
  %574 = getelementptr inbounds i8, ptr %2, i64 24
  %575 = getelementptr inbounds i8, ptr %3, i64 24
  %576 = getelementptr inbounds i8, ptr %4, i64 8
  %577 = getelementptr inbounds i8, ptr %3, i64 48
  %578 = getelementptr inbounds i8, ptr %4, i64 16
  %579 = getelementptr inbounds i8, ptr %3, i64 72
  %580 = getelementptr inbounds i8, ptr %4, i64 24
  br label %666

581:                                              ; preds = %363
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %582 = load volatile double, ptr %19, align 8, !tbaa !10
  %583 = call double @llvm.fabs.f64(double %582)
  %584 = fcmp one double %583, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %585 = fadd reassoc nsz arcp contract afn double %394, -1.000000e+00
  %586 = fcmp reassoc nsz arcp contract afn oeq double %585, 0.000000e+00
  %587 = and i1 %586, %584
  br i1 %587, label %588, label %590

588:                                              ; preds = %581
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %394, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %594

590:                                              ; preds = %581, %363
  %591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %394, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.13)
  %592 = load i32, ptr @n_fail, align 4, !tbaa !17
  %593 = add nsw i32 %592, 1
  store i32 %593, ptr @n_fail, align 4, !tbaa !17
  br label %594

594:                                              ; preds = %588, %590
  %595 = getelementptr inbounds i8, ptr %37, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %595, ptr noundef nonnull align 8 dereferenceable(24) %374, i64 24, i1 false), !tbaa !10
  %596 = getelementptr inbounds i8, ptr %37, i64 64
  %597 = load <2 x double>, ptr %375, align 16, !tbaa !10
  store <2 x double> %597, ptr %596, align 16, !tbaa !10
  %598 = load ptr, ptr %373, align 8, !tbaa !12
  %599 = icmp eq ptr %598, %374
  %600 = freeze i1 %599
  %601 = uitofp i1 %600 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %601, ptr %20, align 8, !tbaa !10
  %602 = load volatile double, ptr %20, align 8, !tbaa !10
  %603 = call double @llvm.fabs.f64(double %602)
  %604 = fcmp ueq double %603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %604, label %614, label %605

605:                                              ; preds = %594
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %606 = load volatile double, ptr %19, align 8, !tbaa !10
  %607 = call double @llvm.fabs.f64(double %606)
  %608 = fcmp one double %607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %609 = fadd reassoc nsz arcp contract afn double %601, -1.000000e+00
  %610 = fcmp reassoc nsz arcp contract afn oeq double %609, 0.000000e+00
  %611 = and i1 %610, %608
  br i1 %611, label %612, label %614

612:                                              ; preds = %605
  %613 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %601, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %618

614:                                              ; preds = %605, %594
  %615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %601, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.13)
  %616 = load i32, ptr @n_fail, align 4, !tbaa !17
  %617 = add nsw i32 %616, 1
  store i32 %617, ptr @n_fail, align 4, !tbaa !17
  br label %618

618:                                              ; preds = %614, %612
  %619 = getelementptr inbounds i8, ptr %37, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %619, ptr noundef nonnull align 16 dereferenceable(24) %385, i64 24, i1 false), !tbaa !10
  %620 = getelementptr inbounds i8, ptr %37, i64 104
  %621 = load <2 x double>, ptr %386, align 8, !tbaa !10
  store <2 x double> %621, ptr %620, align 8, !tbaa !10
  %622 = load ptr, ptr %384, align 16, !tbaa !12
  %623 = icmp eq ptr %622, %385
  %624 = freeze i1 %623
  %625 = uitofp i1 %624 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %625, ptr %20, align 8, !tbaa !10
  %626 = load volatile double, ptr %20, align 8, !tbaa !10
  %627 = call double @llvm.fabs.f64(double %626)
  %628 = fcmp ueq double %627, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %628, label %638, label %629

629:                                              ; preds = %618
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !10
  %630 = load volatile double, ptr %19, align 8, !tbaa !10
  %631 = call double @llvm.fabs.f64(double %630)
  %632 = fcmp one double %631, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %633 = fadd reassoc nsz arcp contract afn double %625, -1.000000e+00
  %634 = fcmp reassoc nsz arcp contract afn oeq double %633, 0.000000e+00
  %635 = and i1 %634, %632
  br i1 %635, label %636, label %638

636:                                              ; preds = %629
  %637 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %625, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.12)
  br label %642

638:                                              ; preds = %629, %618
  %639 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %625, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.13)
  %640 = load i32, ptr @n_fail, align 4, !tbaa !17
  %641 = add nsw i32 %640, 1
  store i32 %641, ptr @n_fail, align 4, !tbaa !17
  br label %642

642:                                              ; preds = %638, %636
  %643 = call noalias dereferenceable_or_null(120) ptr @malloc(i64 noundef 120) #12
  %644 = getelementptr inbounds i8, ptr %643, i64 24
  store <4 x double> %80, ptr %643, align 8
  %645 = getelementptr inbounds i8, ptr %643, i64 32
  %646 = getelementptr i8, ptr %643, i64 40
  store <4 x double> %97, ptr %645, align 8
  %647 = getelementptr i8, ptr %643, i64 64
  %648 = getelementptr i8, ptr %643, i64 80
  store <4 x double> %114, ptr %647, align 8
  %649 = getelementptr inbounds i8, ptr %643, i64 96
  %650 = getelementptr i8, ptr %643, i64 104
  store <2 x double> %125, ptr %649, align 8
  %651 = getelementptr i8, ptr %643, i64 112
  store double %132, ptr %651, align 8
  %652 = getelementptr inbounds i8, ptr %6, i64 8
  %653 = getelementptr inbounds i8, ptr %5, i64 24
  %654 = getelementptr inbounds i8, ptr %6, i64 24
  %655 = getelementptr inbounds i8, ptr %6, i64 32
  %656 = getelementptr inbounds i8, ptr %5, i64 48
  %657 = getelementptr inbounds i8, ptr %6, i64 48
  %658 = getelementptr inbounds i8, ptr %6, i64 56
  %659 = getelementptr inbounds i8, ptr %9, i64 8
  %660 = getelementptr inbounds i8, ptr %8, i64 24
  %661 = getelementptr inbounds i8, ptr %9, i64 24
  %662 = getelementptr inbounds i8, ptr %9, i64 32
  %663 = getelementptr inbounds i8, ptr %8, i64 48
  %664 = getelementptr inbounds i8, ptr %9, i64 48
  %665 = getelementptr inbounds i8, ptr %9, i64 56
  br label %398

666:                                              ; preds = %705, %548
  %667 = phi i64 [ %706, %705 ], [ 0, %548 ]
  %668 = getelementptr inbounds double, ptr %60, i64 %667
  %669 = load double, ptr %668, align 8, !tbaa !10
  %670 = getelementptr inbounds double, ptr %566, i64 %667
  %671 = load double, ptr %670, align 8, !tbaa !10
  %672 = call fast double @llvm.fabs.f64(double %671)
  %673 = call fast double @llvm.maxnum.f64(double %672, double 1.000000e+00)
  %674 = fmul fast double %673, 0x3EB0C6F7A0B5ED8D
  %675 = fadd fast double %674, %671
  %676 = fsub fast double %671, %674
  store double %675, ptr %670, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull readonly align 8 dereferenceable(96) %566, i64 96, i1 false)
  store ptr %1, ptr %2, align 16, !tbaa !6
  store ptr %569, ptr %570, align 8, !tbaa !6
  store ptr %571, ptr %572, align 16, !tbaa !6
  store ptr %573, ptr %574, align 8, !tbaa !6
  %677 = call fast nofpclass(nan inf) double @rows(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #13
  store double %676, ptr %670, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull readonly align 8 dereferenceable(96) %566, i64 96, i1 false)
  store ptr %3, ptr %4, align 16, !tbaa !6
  store ptr %575, ptr %576, align 8, !tbaa !6
  store ptr %577, ptr %578, align 16, !tbaa !6
  store ptr %579, ptr %580, align 8, !tbaa !6
  %678 = call fast nofpclass(nan inf) double @rows(ptr noundef nonnull %4, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #13
  store double %671, ptr %670, align 8, !tbaa !10
  %679 = fsub fast double %677, %678
  %680 = fmul fast double %673, 2.000000e-06
  %681 = fdiv fast double %679, %680
  %682 = call fast double @llvm.fabs.f64(double %681)
  %683 = call fast double @llvm.maxnum.f64(double %682, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %669, ptr %18, align 8, !tbaa !10
  %684 = load volatile double, ptr %18, align 8, !tbaa !10
  %685 = call double @llvm.fabs.f64(double %684)
  %686 = fcmp ueq double %685, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %686, label %700, label %687

687:                                              ; preds = %666
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %681, ptr %17, align 8, !tbaa !10
  %688 = load volatile double, ptr %17, align 8, !tbaa !10
  %689 = call double @llvm.fabs.f64(double %688)
  %690 = fcmp ueq double %689, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %690, label %700, label %691

691:                                              ; preds = %687
  %692 = fsub fast double %669, %681
  %693 = call fast double @llvm.fabs.f64(double %692)
  %694 = fmul fast double %683, 0x3EB0C6F7A0B5ED8D
  %695 = fcmp fast ole double %693, %694
  %696 = freeze i1 %695
  br i1 %696, label %697, label %700

697:                                              ; preds = %691
  %698 = trunc nuw nsw i64 %667 to i32
  %699 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %698, double noundef nofpclass(nan inf) %669, double noundef nofpclass(nan inf) %681, ptr noundef nonnull @.str.12)
  br label %705

700:                                              ; preds = %691, %687, %666
  %701 = trunc nuw nsw i64 %667 to i32
  %702 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %701, double noundef nofpclass(nan inf) %669, double noundef nofpclass(nan inf) %681, ptr noundef nonnull @.str.13)
  %703 = load i32, ptr @n_fail, align 4, !tbaa !17
  %704 = add nsw i32 %703, 1
  store i32 %704, ptr @n_fail, align 4, !tbaa !17
  br label %705

705:                                              ; preds = %700, %697
  %706 = add nuw nsw i64 %667, 1
  %707 = icmp eq i64 %706, 12
  br i1 %707, label %708, label %666, !llvm.loop !34

708:                                              ; preds = %705
  call void @free(ptr noundef nonnull %566) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %60) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %59) #13
  %709 = load i32, ptr @n_fail, align 4, !tbaa !17
  %710 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %709)
  %711 = load i32, ptr @n_fail, align 4, !tbaa !17
  %712 = icmp ne i32 %711, 0
  %713 = zext i1 %712 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %37) #13
  ret i32 %713
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #9

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

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
!26 = distinct !{!26, !27, !28, !29}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !27, !29, !28}
!31 = distinct !{!31, !27}
!32 = !{!33, !33, i64 0}
!33 = !{!"long long", !8, i64 0}
!34 = distinct !{!34, !27}
