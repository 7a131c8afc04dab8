; ModuleID = 'structcopy.c'
source_filename = "structcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.M = type { i32, double, float, ptr }
%struct.S = type { ptr, double, double }

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
@.str.9 = private unnamed_addr constant [15 x i8] c"shift_mixed.dd\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"shift_mixed.df\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"shift_mixed.dq\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"rows\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"structcopy\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.14 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.17 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %10 = tail call double @sin(double noundef %9) #15
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
  %22 = tail call double @sin(double noundef %21) #15
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
  %34 = tail call double @sin(double noundef %33) #15
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local double @shift_mixed(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = add nsw i32 %1, -1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 5
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %3, i64 %6, i1 false)
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %36

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %1, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483646
  br label %38

14:                                               ; preds = %38, %8
  %15 = phi double [ poison, %8 ], [ %73, %38 ]
  %16 = phi i64 [ 0, %8 ], [ %58, %38 ]
  %17 = phi double [ 0.000000e+00, %8 ], [ %73, %38 ]
  %18 = icmp eq i64 %10, 0
  br i1 %18, label %36, label %19

19:                                               ; preds = %14
  %20 = trunc i64 %16 to i32
  %21 = add i32 %20, 1
  %22 = uitofp nneg i32 %21 to double
  %23 = getelementptr inbounds %struct.M, ptr %0, i64 %16
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load double, ptr %24, align 8, !tbaa !21
  %26 = fmul double %25, %22
  %27 = getelementptr inbounds i8, ptr %23, i64 16
  %28 = load float, ptr %27, align 8, !tbaa !23
  %29 = fpext float %28 to double
  %30 = getelementptr inbounds i8, ptr %23, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !25
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = fmul double %25, %32
  %34 = tail call double @llvm.fmuladd.f64(double %26, double %29, double %33)
  %35 = fadd double %17, %34
  br label %36

36:                                               ; preds = %19, %14, %2
  %37 = phi double [ 0.000000e+00, %2 ], [ %15, %14 ], [ %35, %19 ]
  ret double %37

38:                                               ; preds = %38, %12
  %39 = phi i64 [ 0, %12 ], [ %58, %38 ]
  %40 = phi double [ 0.000000e+00, %12 ], [ %73, %38 ]
  %41 = phi i64 [ 0, %12 ], [ %74, %38 ]
  %42 = or disjoint i64 %39, 1
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = uitofp nneg i32 %43 to double
  %45 = getelementptr inbounds %struct.M, ptr %0, i64 %39
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = load double, ptr %46, align 8, !tbaa !21
  %48 = fmul double %47, %44
  %49 = getelementptr inbounds i8, ptr %45, i64 16
  %50 = load float, ptr %49, align 8, !tbaa !23
  %51 = fpext float %50 to double
  %52 = getelementptr inbounds i8, ptr %45, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !25
  %54 = load double, ptr %53, align 8, !tbaa !10
  %55 = fmul double %47, %54
  %56 = tail call double @llvm.fmuladd.f64(double %48, double %51, double %55)
  %57 = fadd double %40, %56
  %58 = add nuw nsw i64 %39, 2
  %59 = trunc nuw nsw i64 %58 to i32
  %60 = uitofp nneg i32 %59 to double
  %61 = getelementptr inbounds %struct.M, ptr %0, i64 %42
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  %63 = load double, ptr %62, align 8, !tbaa !21
  %64 = fmul double %63, %60
  %65 = getelementptr inbounds i8, ptr %61, i64 16
  %66 = load float, ptr %65, align 8, !tbaa !23
  %67 = fpext float %66 to double
  %68 = getelementptr inbounds i8, ptr %61, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !25
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = fmul double %63, %70
  %72 = tail call double @llvm.fmuladd.f64(double %64, double %67, double %71)
  %73 = fadd double %57, %72
  %74 = add i64 %41, 2
  %75 = icmp eq i64 %74, %13
  br i1 %75, label %14, label %38, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local double @rows(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #7 {
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #16
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
  br i1 %62, label %63, label %29, !llvm.loop !28

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
  br i1 %79, label %80, label %67, !llvm.loop !29

80:                                               ; preds = %67, %63
  %81 = phi double [ %64, %63 ], [ %76, %67 ]
  %82 = icmp eq i64 %26, %11
  br i1 %82, label %83, label %18, !llvm.loop !31

83:                                               ; preds = %80, %3
  %84 = phi double [ 0.000000e+00, %3 ], [ %81, %80 ]
  tail call void @free(ptr noundef %6) #15
  ret double %84
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #10 {
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
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca [15 x double], align 16
  %44 = alloca [2 x double], align 16
  %45 = alloca [2 x double], align 16
  %46 = alloca %struct.S, align 8
  %47 = alloca %struct.S, align 8
  %48 = alloca %struct.S, align 8
  %49 = alloca %struct.S, align 8
  %50 = alloca [2 x double], align 16
  %51 = alloca %struct.S, align 8
  %52 = alloca %struct.S, align 8
  %53 = alloca [3 x [3 x double]], align 16
  %54 = alloca [3 x [3 x double]], align 16
  %55 = alloca [3 x %struct.S], align 16
  %56 = alloca [3 x %struct.S], align 16
  %57 = alloca [3 x %struct.S], align 16
  %58 = alloca [3 x %struct.S], align 16
  %59 = alloca [1 x double], align 8
  %60 = alloca [1 x double], align 8
  %61 = alloca %struct.M, align 8
  %62 = alloca %struct.M, align 8
  %63 = alloca %struct.M, align 8
  %64 = alloca %struct.M, align 8
  %65 = alloca [4 x double], align 16
  %66 = alloca [4 x double], align 16
  %67 = alloca [4 x %struct.M], align 16
  %68 = alloca [4 x %struct.M], align 16
  %69 = alloca [4 x double], align 16
  %70 = alloca [4 x double], align 16
  %71 = alloca [4 x double], align 16
  %72 = alloca [12 x double], align 16
  %73 = alloca [12 x double], align 16
  %74 = alloca [4 x ptr], align 16
  %75 = alloca [4 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %43) #15
  %76 = load i64, ptr @rng_state, align 8, !tbaa !32
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = insertelement <2 x i64> poison, i64 %78, i64 0
  %82 = insertelement <2 x i64> %81, i64 %80, i64 1
  %83 = lshr <2 x i64> %82, <i64 10, i64 10>
  %84 = and <2 x i64> %83, <i64 18014398509481982, i64 18014398509481982>
  %85 = uitofp nneg <2 x i64> %84 to <2 x double>
  %86 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %87 = mul i64 %80, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = mul i64 %88, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = insertelement <2 x i64> poison, i64 %88, i64 0
  %92 = insertelement <2 x i64> %91, i64 %90, i64 1
  %93 = lshr <2 x i64> %92, <i64 10, i64 10>
  %94 = and <2 x i64> %93, <i64 18014398509481982, i64 18014398509481982>
  %95 = uitofp nneg <2 x i64> %94 to <2 x double>
  %96 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %97 = mul i64 %90, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = mul i64 %98, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = insertelement <2 x i64> poison, i64 %98, i64 0
  %102 = insertelement <2 x i64> %101, i64 %100, i64 1
  %103 = lshr <2 x i64> %102, <i64 10, i64 10>
  %104 = and <2 x i64> %103, <i64 18014398509481982, i64 18014398509481982>
  %105 = uitofp nneg <2 x i64> %104 to <2 x double>
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %107 = mul i64 %100, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = insertelement <2 x i64> poison, i64 %108, i64 0
  %112 = insertelement <2 x i64> %111, i64 %110, i64 1
  %113 = lshr <2 x i64> %112, <i64 10, i64 10>
  %114 = and <2 x i64> %113, <i64 18014398509481982, i64 18014398509481982>
  %115 = uitofp nneg <2 x i64> %114 to <2 x double>
  %116 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %117 = mul i64 %110, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = mul i64 %118, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = insertelement <2 x i64> poison, i64 %118, i64 0
  %122 = insertelement <2 x i64> %121, i64 %120, i64 1
  %123 = lshr <2 x i64> %122, <i64 10, i64 10>
  %124 = and <2 x i64> %123, <i64 18014398509481982, i64 18014398509481982>
  %125 = uitofp nneg <2 x i64> %124 to <2 x double>
  %126 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %125, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %127 = mul i64 %120, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = insertelement <2 x i64> poison, i64 %128, i64 0
  %132 = insertelement <2 x i64> %131, i64 %130, i64 1
  %133 = lshr <2 x i64> %132, <i64 10, i64 10>
  %134 = and <2 x i64> %133, <i64 18014398509481982, i64 18014398509481982>
  %135 = uitofp nneg <2 x i64> %134 to <2 x double>
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %137 = mul i64 %130, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  %139 = mul i64 %138, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = insertelement <2 x i64> poison, i64 %138, i64 0
  %142 = insertelement <2 x i64> %141, i64 %140, i64 1
  %143 = lshr <2 x i64> %142, <i64 10, i64 10>
  %144 = and <2 x i64> %143, <i64 18014398509481982, i64 18014398509481982>
  %145 = uitofp nneg <2 x i64> %144 to <2 x double>
  %146 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %147 = mul i64 %140, 6364136223846793005
  %148 = add i64 %147, 1442695040888963407
  %149 = lshr i64 %148, 10
  %150 = and i64 %149, 18014398509481982
  %151 = uitofp nneg i64 %150 to double
  %152 = tail call double @llvm.fmuladd.f64(double %151, double 0x3CA0000000000000, double -1.000000e+00)
  %153 = mul i64 %148, 6364136223846793005
  %154 = add i64 %153, 1442695040888963407
  %155 = mul i64 %154, 6364136223846793005
  %156 = add i64 %155, 1442695040888963407
  %157 = insertelement <2 x i64> poison, i64 %154, i64 0
  %158 = insertelement <2 x i64> %157, i64 %156, i64 1
  %159 = lshr <2 x i64> %158, <i64 10, i64 10>
  %160 = and <2 x i64> %159, <i64 18014398509481982, i64 18014398509481982>
  %161 = uitofp nneg <2 x i64> %160 to <2 x double>
  %162 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %161, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %163 = mul i64 %156, 6364136223846793005
  %164 = add i64 %163, 1442695040888963407
  %165 = mul i64 %164, 6364136223846793005
  %166 = add i64 %165, 1442695040888963407
  %167 = insertelement <2 x i64> poison, i64 %164, i64 0
  %168 = insertelement <2 x i64> %167, i64 %166, i64 1
  %169 = lshr <2 x i64> %168, <i64 10, i64 10>
  %170 = and <2 x i64> %169, <i64 18014398509481982, i64 18014398509481982>
  %171 = uitofp nneg <2 x i64> %170 to <2 x double>
  %172 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %171, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %173 = mul i64 %166, 2074577609206900885
  %174 = add i64 %173, -6764368575065686047
  store i64 %174, ptr @rng_state, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %44) #15
  store <2 x double> %86, ptr %44, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %45) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %45, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %46) #15
  store ptr %44, ptr %46, align 8, !tbaa !12
  %175 = getelementptr inbounds i8, ptr %46, i64 8
  store <2 x double> %96, ptr %175, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %47) #15
  store ptr %45, ptr %47, align 8, !tbaa !12
  %176 = getelementptr inbounds i8, ptr %47, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %176, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %48) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %49, i8 0, i64 24, i1 false)
  %177 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %178 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign, i32 noundef %177, ptr noundef nonnull %48, ptr noundef nonnull %49, i32 noundef %177, ptr noundef nonnull %46, ptr noundef nonnull %47) #15
  %179 = load <2 x double>, ptr %45, align 16, !tbaa !10
  %180 = load <2 x double>, ptr %176, align 8, !tbaa !10
  %181 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #16
  store <2 x double> %86, ptr %181, align 8
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  store <2 x double> %96, ptr %182, align 8
  %183 = getelementptr inbounds i8, ptr %12, i64 8
  %184 = getelementptr inbounds i8, ptr %15, i64 8
  %185 = extractelement <2 x double> %179, i64 0
  %186 = load double, ptr %181, align 8, !tbaa !10
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  %190 = fmul double %189, 0x3EB0C6F7A0B5ED8D
  %191 = fadd double %186, %190
  %192 = fsub double %186, %190
  store double %191, ptr %181, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #15
  %193 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %193, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store ptr %11, ptr %12, align 8, !tbaa !12
  %194 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %194, ptr %183, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  %195 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #15
  store double %192, ptr %181, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  %196 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %196, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #15
  store ptr %14, ptr %15, align 8, !tbaa !12
  %197 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %197, ptr %184, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  %198 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  store double %186, ptr %181, align 8, !tbaa !10
  %199 = fsub double %195, %198
  %200 = fsub double %191, %192
  %201 = fdiv double %199, %200
  %202 = call double @llvm.fabs.f64(double %201)
  %203 = fcmp ogt double %202, 1.000000e+00
  %204 = select i1 %203, double %202, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %185, ptr %42, align 8, !tbaa !10
  %205 = load volatile double, ptr %42, align 8, !tbaa !10
  %206 = call double @llvm.fabs.f64(double %205)
  %207 = fcmp ueq double %206, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %207, label %219, label %208

208:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %201, ptr %41, align 8, !tbaa !10
  %209 = load volatile double, ptr %41, align 8, !tbaa !10
  %210 = call double @llvm.fabs.f64(double %209)
  %211 = fcmp ueq double %210, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %211, label %219, label %212

212:                                              ; preds = %208
  %213 = fsub double %185, %201
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fmul double %204, 0x3EB0C6F7A0B5ED8D
  %216 = fcmp ugt double %214, %215
  br i1 %216, label %219, label %217

217:                                              ; preds = %212
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 0, double noundef %185, double noundef %201, ptr noundef nonnull @.str.15)
  br label %223

219:                                              ; preds = %212, %208, %0
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 0, double noundef %185, double noundef %201, ptr noundef nonnull @.str.16)
  %221 = load i32, ptr @n_fail, align 4, !tbaa !17
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr @n_fail, align 4, !tbaa !17
  br label %223

223:                                              ; preds = %219, %217
  %224 = extractelement <2 x double> %179, i64 1
  %225 = getelementptr inbounds i8, ptr %181, i64 8
  %226 = load double, ptr %225, align 8, !tbaa !10
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = fcmp ogt double %227, 1.000000e+00
  %229 = select i1 %228, double %227, double 1.000000e+00
  %230 = fmul double %229, 0x3EB0C6F7A0B5ED8D
  %231 = fadd double %226, %230
  %232 = fsub double %226, %230
  store double %231, ptr %225, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #15
  %233 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %233, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store ptr %11, ptr %12, align 8, !tbaa !12
  %234 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %234, ptr %183, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  %235 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #15
  store double %232, ptr %225, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  %236 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %236, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #15
  store ptr %14, ptr %15, align 8, !tbaa !12
  %237 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %237, ptr %184, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  %238 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  store double %226, ptr %225, align 8, !tbaa !10
  %239 = fsub double %235, %238
  %240 = fsub double %231, %232
  %241 = fdiv double %239, %240
  %242 = call double @llvm.fabs.f64(double %241)
  %243 = fcmp ogt double %242, 1.000000e+00
  %244 = select i1 %243, double %242, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %224, ptr %42, align 8, !tbaa !10
  %245 = load volatile double, ptr %42, align 8, !tbaa !10
  %246 = call double @llvm.fabs.f64(double %245)
  %247 = fcmp ueq double %246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %247, label %259, label %248

248:                                              ; preds = %223
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %241, ptr %41, align 8, !tbaa !10
  %249 = load volatile double, ptr %41, align 8, !tbaa !10
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = fcmp ueq double %250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %251, label %259, label %252

252:                                              ; preds = %248
  %253 = fsub double %224, %241
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fmul double %244, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp ugt double %254, %255
  br i1 %256, label %259, label %257

257:                                              ; preds = %252
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 1, double noundef %224, double noundef %241, ptr noundef nonnull @.str.15)
  br label %263

259:                                              ; preds = %252, %248, %223
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 1, double noundef %224, double noundef %241, ptr noundef nonnull @.str.16)
  %261 = load i32, ptr @n_fail, align 4, !tbaa !17
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr @n_fail, align 4, !tbaa !17
  br label %263

263:                                              ; preds = %259, %257
  %264 = extractelement <2 x double> %180, i64 0
  %265 = getelementptr inbounds i8, ptr %181, i64 16
  %266 = load double, ptr %265, align 8, !tbaa !10
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = fcmp ogt double %267, 1.000000e+00
  %269 = select i1 %268, double %267, double 1.000000e+00
  %270 = fmul double %269, 0x3EB0C6F7A0B5ED8D
  %271 = fadd double %266, %270
  %272 = fsub double %266, %270
  store double %271, ptr %265, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #15
  %273 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %273, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store ptr %11, ptr %12, align 8, !tbaa !12
  %274 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %274, ptr %183, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  %275 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #15
  store double %272, ptr %265, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  %276 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %276, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #15
  store ptr %14, ptr %15, align 8, !tbaa !12
  %277 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %277, ptr %184, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  %278 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  store double %266, ptr %265, align 8, !tbaa !10
  %279 = fsub double %275, %278
  %280 = fsub double %271, %272
  %281 = fdiv double %279, %280
  %282 = call double @llvm.fabs.f64(double %281)
  %283 = fcmp ogt double %282, 1.000000e+00
  %284 = select i1 %283, double %282, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %264, ptr %42, align 8, !tbaa !10
  %285 = load volatile double, ptr %42, align 8, !tbaa !10
  %286 = call double @llvm.fabs.f64(double %285)
  %287 = fcmp ueq double %286, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %287, label %299, label %288

288:                                              ; preds = %263
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %281, ptr %41, align 8, !tbaa !10
  %289 = load volatile double, ptr %41, align 8, !tbaa !10
  %290 = call double @llvm.fabs.f64(double %289)
  %291 = fcmp ueq double %290, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %291, label %299, label %292

292:                                              ; preds = %288
  %293 = fsub double %264, %281
  %294 = call double @llvm.fabs.f64(double %293)
  %295 = fmul double %284, 0x3EB0C6F7A0B5ED8D
  %296 = fcmp ugt double %294, %295
  br i1 %296, label %299, label %297

297:                                              ; preds = %292
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 2, double noundef %264, double noundef %281, ptr noundef nonnull @.str.15)
  br label %303

299:                                              ; preds = %292, %288, %263
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 2, double noundef %264, double noundef %281, ptr noundef nonnull @.str.16)
  %301 = load i32, ptr @n_fail, align 4, !tbaa !17
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr @n_fail, align 4, !tbaa !17
  br label %303

303:                                              ; preds = %299, %297
  %304 = extractelement <2 x double> %180, i64 1
  %305 = getelementptr inbounds i8, ptr %181, i64 24
  %306 = load double, ptr %305, align 8, !tbaa !10
  %307 = call double @llvm.fabs.f64(double %306)
  %308 = fcmp ogt double %307, 1.000000e+00
  %309 = select i1 %308, double %307, double 1.000000e+00
  %310 = fmul double %309, 0x3EB0C6F7A0B5ED8D
  %311 = fadd double %306, %310
  %312 = fsub double %306, %310
  store double %311, ptr %305, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #15
  %313 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %313, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store ptr %11, ptr %12, align 8, !tbaa !12
  %314 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %314, ptr %183, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  %315 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #15
  store double %312, ptr %305, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  %316 = load <2 x double>, ptr %181, align 8, !tbaa !10
  store <2 x double> %316, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #15
  store ptr %14, ptr %15, align 8, !tbaa !12
  %317 = load <2 x double>, ptr %182, align 8, !tbaa !10
  store <2 x double> %317, ptr %184, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  %318 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  store double %306, ptr %305, align 8, !tbaa !10
  %319 = fsub double %315, %318
  %320 = fsub double %311, %312
  %321 = fdiv double %319, %320
  %322 = call double @llvm.fabs.f64(double %321)
  %323 = fcmp ogt double %322, 1.000000e+00
  %324 = select i1 %323, double %322, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %304, ptr %42, align 8, !tbaa !10
  %325 = load volatile double, ptr %42, align 8, !tbaa !10
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fcmp ueq double %326, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %327, label %339, label %328

328:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %321, ptr %41, align 8, !tbaa !10
  %329 = load volatile double, ptr %41, align 8, !tbaa !10
  %330 = call double @llvm.fabs.f64(double %329)
  %331 = fcmp ueq double %330, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %331, label %339, label %332

332:                                              ; preds = %328
  %333 = fsub double %304, %321
  %334 = call double @llvm.fabs.f64(double %333)
  %335 = fmul double %324, 0x3EB0C6F7A0B5ED8D
  %336 = fcmp ugt double %334, %335
  br i1 %336, label %339, label %337

337:                                              ; preds = %332
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 3, double noundef %304, double noundef %321, ptr noundef nonnull @.str.15)
  br label %343

339:                                              ; preds = %332, %328, %303
  %340 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 3, double noundef %304, double noundef %321, ptr noundef nonnull @.str.16)
  %341 = load i32, ptr @n_fail, align 4, !tbaa !17
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr @n_fail, align 4, !tbaa !17
  br label %343

343:                                              ; preds = %339, %337
  call void @free(ptr noundef nonnull %181) #15
  %344 = load ptr, ptr %47, align 8, !tbaa !12
  %345 = icmp eq ptr %344, %45
  %346 = uitofp i1 %345 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %346, ptr %40, align 8, !tbaa !10
  %347 = load volatile double, ptr %40, align 8, !tbaa !10
  %348 = call double @llvm.fabs.f64(double %347)
  %349 = fcmp ueq double %348, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %349, label %359, label %350

350:                                              ; preds = %343
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double 1.000000e+00, ptr %39, align 8, !tbaa !10
  %351 = load volatile double, ptr %39, align 8, !tbaa !10
  %352 = call double @llvm.fabs.f64(double %351)
  %353 = fcmp ueq double %352, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  %354 = fadd double %346, -1.000000e+00
  %355 = fcmp une double %354, 0.000000e+00
  %356 = select i1 %353, i1 true, i1 %355
  br i1 %356, label %359, label %357

357:                                              ; preds = %350
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %346, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %363

359:                                              ; preds = %350, %343
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %346, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %361 = load i32, ptr @n_fail, align 4, !tbaa !17
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr @n_fail, align 4, !tbaa !17
  br label %363

363:                                              ; preds = %357, %359
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %50) #15
  store <2 x double> %162, ptr %50, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %51) #15
  store ptr %50, ptr %51, align 8, !tbaa !12
  %364 = getelementptr inbounds i8, ptr %51, i64 8
  store <2 x double> %172, ptr %364, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %52) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %52, i8 0, i64 24, i1 false)
  %365 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %366 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @assign, i32 noundef %365, ptr noundef nonnull %48, ptr noundef nonnull %52, i32 noundef %365, ptr noundef nonnull %46, ptr noundef nonnull %51) #15
  %367 = extractelement <2 x double> %162, i64 0
  %368 = extractelement <2 x double> %179, i64 0
  %369 = call double @llvm.fmuladd.f64(double %367, double %368, double 0.000000e+00)
  %370 = extractelement <2 x double> %162, i64 1
  %371 = extractelement <2 x double> %179, i64 1
  %372 = call double @llvm.fmuladd.f64(double %370, double %371, double %369)
  %373 = extractelement <2 x double> %172, i64 0
  %374 = extractelement <2 x double> %180, i64 0
  %375 = call double @llvm.fmuladd.f64(double %373, double %374, double %372)
  %376 = extractelement <2 x double> %172, i64 1
  %377 = extractelement <2 x double> %180, i64 1
  %378 = call double @llvm.fmuladd.f64(double %376, double %377, double %375)
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fcmp ogt double %379, 1.000000e+00
  %381 = select i1 %380, double %379, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %366, ptr %38, align 8, !tbaa !10
  %382 = load volatile double, ptr %38, align 8, !tbaa !10
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %384, label %396, label %385

385:                                              ; preds = %363
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %378, ptr %37, align 8, !tbaa !10
  %386 = load volatile double, ptr %37, align 8, !tbaa !10
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %388, label %396, label %389

389:                                              ; preds = %385
  %390 = fsub double %366, %378
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fmul double %381, 1.000000e-09
  %393 = fcmp ugt double %391, %392
  br i1 %393, label %396, label %394

394:                                              ; preds = %389
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %366, double noundef %378, ptr noundef nonnull @.str.15)
  br label %400

396:                                              ; preds = %389, %385, %363
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %366, double noundef %378, ptr noundef nonnull @.str.16)
  %398 = load i32, ptr @n_fail, align 4, !tbaa !17
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @n_fail, align 4, !tbaa !17
  br label %400

400:                                              ; preds = %394, %396
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %52) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %51) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %48) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %47) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %46) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %45) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %54, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %56) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %57) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %58, i8 0, i64 72, i1 false)
  store <2 x double> %86, ptr %53, align 16, !tbaa !10
  %401 = getelementptr inbounds i8, ptr %53, i64 16
  store ptr %53, ptr %55, align 16, !tbaa !6
  %402 = getelementptr inbounds i8, ptr %55, i64 8
  %403 = shufflevector <2 x double> %96, <2 x double> %106, <2 x i32> <i32 1, i32 2>
  store <2 x double> %403, ptr %402, align 8, !tbaa !10
  store ptr %54, ptr %56, align 16, !tbaa !6
  %404 = getelementptr inbounds i8, ptr %56, i64 8
  %405 = getelementptr inbounds i8, ptr %53, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %404, i8 0, i64 16, i1 false)
  %406 = shufflevector <2 x double> %96, <2 x double> %106, <2 x i32> <i32 0, i32 3>
  store <2 x double> %406, ptr %401, align 16, !tbaa !10
  %407 = getelementptr inbounds i8, ptr %53, i64 32
  store <2 x double> %116, ptr %407, align 16, !tbaa !10
  %408 = getelementptr inbounds i8, ptr %55, i64 24
  store ptr %405, ptr %408, align 8, !tbaa !6
  %409 = getelementptr inbounds i8, ptr %55, i64 32
  store <2 x double> %126, ptr %409, align 16, !tbaa !10
  %410 = getelementptr inbounds i8, ptr %56, i64 24
  %411 = getelementptr inbounds i8, ptr %54, i64 24
  store ptr %411, ptr %410, align 8, !tbaa !6
  %412 = getelementptr inbounds i8, ptr %56, i64 32
  %413 = getelementptr inbounds i8, ptr %53, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %412, i8 0, i64 16, i1 false)
  store <2 x double> %136, ptr %413, align 16, !tbaa !10
  %414 = getelementptr inbounds i8, ptr %53, i64 64
  %415 = extractelement <2 x double> %146, i64 0
  store double %415, ptr %414, align 16, !tbaa !10
  %416 = getelementptr inbounds i8, ptr %55, i64 48
  store ptr %413, ptr %416, align 16, !tbaa !6
  %417 = getelementptr inbounds i8, ptr %55, i64 56
  %418 = extractelement <2 x double> %146, i64 1
  store double %418, ptr %417, align 8, !tbaa !10
  %419 = getelementptr inbounds i8, ptr %55, i64 64
  store double %152, ptr %419, align 16, !tbaa !10
  %420 = getelementptr inbounds i8, ptr %56, i64 48
  %421 = getelementptr inbounds i8, ptr %54, i64 48
  store ptr %421, ptr %420, align 16, !tbaa !6
  %422 = getelementptr inbounds i8, ptr %56, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %422, i8 0, i64 16, i1 false)
  %423 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %424 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign3, i32 noundef %423, ptr noundef nonnull %57, ptr noundef nonnull %58, i32 noundef %423, ptr noundef nonnull %55, ptr noundef nonnull %56) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %43, ptr noundef nonnull align 16 dereferenceable(24) %54, i64 24, i1 false), !tbaa !10
  %425 = getelementptr inbounds i8, ptr %43, i64 24
  %426 = load <2 x double>, ptr %404, align 8, !tbaa !10
  store <2 x double> %426, ptr %425, align 8, !tbaa !10
  %427 = load ptr, ptr %56, align 16, !tbaa !12
  %428 = icmp eq ptr %427, %54
  %429 = uitofp i1 %428 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %429, ptr %26, align 8, !tbaa !10
  %430 = load volatile double, ptr %26, align 8, !tbaa !10
  %431 = call double @llvm.fabs.f64(double %430)
  %432 = fcmp ueq double %431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %432, label %675, label %666

433:                                              ; preds = %479, %725
  %434 = phi i64 [ %480, %479 ], [ 0, %725 ]
  %435 = getelementptr inbounds double, ptr %43, i64 %434
  %436 = load double, ptr %435, align 8, !tbaa !10
  %437 = getelementptr inbounds double, ptr %726, i64 %434
  %438 = load double, ptr %437, align 8, !tbaa !10
  %439 = call double @llvm.fabs.f64(double %438)
  %440 = fcmp ogt double %439, 1.000000e+00
  %441 = select i1 %440, double %439, double 1.000000e+00
  %442 = fmul double %441, 0x3EB0C6F7A0B5ED8D
  %443 = fadd double %438, %442
  %444 = fsub double %438, %442
  store double %443, ptr %437, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull readonly align 8 dereferenceable(24) %726, i64 24, i1 false), !tbaa !10
  store ptr %5, ptr %6, align 16, !tbaa !6
  %445 = load <2 x double>, ptr %728, align 8, !tbaa !10
  store <2 x double> %445, ptr %737, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %738, ptr noundef nonnull readonly align 8 dereferenceable(24) %730, i64 24, i1 false), !tbaa !10
  store ptr %738, ptr %739, align 8, !tbaa !6
  %446 = load <2 x double>, ptr %732, align 8, !tbaa !10
  store <2 x double> %446, ptr %740, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %741, ptr noundef nonnull readonly align 8 dereferenceable(24) %733, i64 24, i1 false), !tbaa !10
  store ptr %741, ptr %742, align 16, !tbaa !6
  %447 = load <2 x double>, ptr %735, align 8, !tbaa !10
  store <2 x double> %447, ptr %743, align 8, !tbaa !10
  %448 = call double @assign3(ptr noundef nonnull %7, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #15
  store double %444, ptr %437, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull readonly align 8 dereferenceable(24) %726, i64 24, i1 false), !tbaa !10
  store ptr %8, ptr %9, align 16, !tbaa !6
  %449 = load <2 x double>, ptr %728, align 8, !tbaa !10
  store <2 x double> %449, ptr %744, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %745, ptr noundef nonnull readonly align 8 dereferenceable(24) %730, i64 24, i1 false), !tbaa !10
  store ptr %745, ptr %746, align 8, !tbaa !6
  %450 = load <2 x double>, ptr %732, align 8, !tbaa !10
  store <2 x double> %450, ptr %747, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %748, ptr noundef nonnull readonly align 8 dereferenceable(24) %733, i64 24, i1 false), !tbaa !10
  store ptr %748, ptr %749, align 16, !tbaa !6
  %451 = load <2 x double>, ptr %735, align 8, !tbaa !10
  store <2 x double> %451, ptr %750, align 8, !tbaa !10
  %452 = call double @assign3(ptr noundef nonnull %10, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #15
  store double %438, ptr %437, align 8, !tbaa !10
  %453 = fsub double %448, %452
  %454 = fsub double %443, %444
  %455 = fdiv double %453, %454
  %456 = call double @llvm.fabs.f64(double %455)
  %457 = fcmp ogt double %456, 1.000000e+00
  %458 = select i1 %457, double %456, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %436, ptr %36, align 8, !tbaa !10
  %459 = load volatile double, ptr %36, align 8, !tbaa !10
  %460 = call double @llvm.fabs.f64(double %459)
  %461 = fcmp ueq double %460, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %461, label %474, label %462

462:                                              ; preds = %433
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %455, ptr %35, align 8, !tbaa !10
  %463 = load volatile double, ptr %35, align 8, !tbaa !10
  %464 = call double @llvm.fabs.f64(double %463)
  %465 = fcmp ueq double %464, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %465, label %474, label %466

466:                                              ; preds = %462
  %467 = fsub double %436, %455
  %468 = call double @llvm.fabs.f64(double %467)
  %469 = fmul double %458, 0x3EB0C6F7A0B5ED8D
  %470 = fcmp ugt double %468, %469
  br i1 %470, label %474, label %471

471:                                              ; preds = %466
  %472 = trunc nuw nsw i64 %434 to i32
  %473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %472, double noundef %436, double noundef %455, ptr noundef nonnull @.str.15)
  br label %479

474:                                              ; preds = %466, %462, %433
  %475 = trunc nuw nsw i64 %434 to i32
  %476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %475, double noundef %436, double noundef %455, ptr noundef nonnull @.str.16)
  %477 = load i32, ptr @n_fail, align 4, !tbaa !17
  %478 = add nsw i32 %477, 1
  store i32 %478, ptr @n_fail, align 4, !tbaa !17
  br label %479

479:                                              ; preds = %474, %471
  %480 = add nuw nsw i64 %434, 1
  %481 = icmp eq i64 %480, 15
  br i1 %481, label %482, label %433, !llvm.loop !34

482:                                              ; preds = %479
  call void @free(ptr noundef nonnull %726) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %57) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %56) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %483 = extractelement <2 x double> %86, i64 0
  store double %483, ptr %59, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #15
  store i64 0, ptr %60, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #15
  store i32 3, ptr %61, align 8, !tbaa !24
  %484 = getelementptr inbounds i8, ptr %61, i64 8
  %485 = extractelement <2 x double> %86, i64 1
  store double %485, ptr %484, align 8, !tbaa !21
  %486 = getelementptr inbounds i8, ptr %61, i64 16
  %487 = extractelement <2 x double> %96, i64 0
  %488 = fptrunc double %487 to float
  store float %488, ptr %486, align 8, !tbaa !23
  %489 = getelementptr inbounds i8, ptr %61, i64 24
  store ptr %59, ptr %489, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #15
  store i32 3, ptr %62, align 8, !tbaa !24
  %490 = getelementptr inbounds i8, ptr %62, i64 8
  store double 0.000000e+00, ptr %490, align 8, !tbaa !21
  %491 = getelementptr inbounds i8, ptr %62, i64 16
  store float 0.000000e+00, ptr %491, align 8, !tbaa !23
  %492 = getelementptr inbounds i8, ptr %62, i64 24
  store ptr %60, ptr %492, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %63) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %64, i8 0, i64 32, i1 false)
  %493 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %494 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, i32 noundef %493, ptr noundef nonnull %63, ptr noundef nonnull %64, i32 noundef %493, ptr noundef nonnull %61, ptr noundef nonnull %62) #15
  %495 = fpext float %488 to double
  %496 = load double, ptr %60, align 8, !tbaa !10
  %497 = call double @llvm.fabs.f64(double %485)
  %498 = fcmp ogt double %497, 1.000000e+00
  %499 = select i1 %498, double %497, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %496, ptr %34, align 8, !tbaa !10
  %500 = load volatile double, ptr %34, align 8, !tbaa !10
  %501 = call double @llvm.fabs.f64(double %500)
  %502 = fcmp ueq double %501, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %502, label %514, label %503

503:                                              ; preds = %482
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %485, ptr %33, align 8, !tbaa !10
  %504 = load volatile double, ptr %33, align 8, !tbaa !10
  %505 = call double @llvm.fabs.f64(double %504)
  %506 = fcmp ueq double %505, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %506, label %514, label %507

507:                                              ; preds = %503
  %508 = fsub double %496, %485
  %509 = call double @llvm.fabs.f64(double %508)
  %510 = fmul double %499, 0x3D719799812DEA11
  %511 = fcmp ugt double %509, %510
  br i1 %511, label %514, label %512

512:                                              ; preds = %507
  %513 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %496, double noundef %485, ptr noundef nonnull @.str.15)
  br label %518

514:                                              ; preds = %507, %503, %482
  %515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %496, double noundef %485, ptr noundef nonnull @.str.16)
  %516 = load i32, ptr @n_fail, align 4, !tbaa !17
  %517 = add nsw i32 %516, 1
  store i32 %517, ptr @n_fail, align 4, !tbaa !17
  br label %518

518:                                              ; preds = %512, %514
  %519 = load double, ptr %490, align 8, !tbaa !21
  %520 = call double @llvm.fmuladd.f64(double %495, double 3.000000e+00, double %483)
  %521 = call double @llvm.fabs.f64(double %520)
  %522 = fcmp ogt double %521, 1.000000e+00
  %523 = select i1 %522, double %521, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %519, ptr %32, align 8, !tbaa !10
  %524 = load volatile double, ptr %32, align 8, !tbaa !10
  %525 = call double @llvm.fabs.f64(double %524)
  %526 = fcmp ueq double %525, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %526, label %538, label %527

527:                                              ; preds = %518
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %520, ptr %31, align 8, !tbaa !10
  %528 = load volatile double, ptr %31, align 8, !tbaa !10
  %529 = call double @llvm.fabs.f64(double %528)
  %530 = fcmp ueq double %529, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %530, label %538, label %531

531:                                              ; preds = %527
  %532 = fsub double %519, %520
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fmul double %523, 0x3D719799812DEA11
  %535 = fcmp ugt double %533, %534
  br i1 %535, label %538, label %536

536:                                              ; preds = %531
  %537 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %519, double noundef %520, ptr noundef nonnull @.str.15)
  br label %542

538:                                              ; preds = %531, %527, %518
  %539 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %519, double noundef %520, ptr noundef nonnull @.str.16)
  %540 = load i32, ptr @n_fail, align 4, !tbaa !17
  %541 = add nsw i32 %540, 1
  store i32 %541, ptr @n_fail, align 4, !tbaa !17
  br label %542

542:                                              ; preds = %536, %538
  %543 = load float, ptr %491, align 8, !tbaa !23
  %544 = fpext float %543 to double
  %545 = fmul double %485, 3.000000e+00
  %546 = call double @llvm.fabs.f64(double %545)
  %547 = fcmp ogt double %546, 1.000000e+00
  %548 = select i1 %547, double %546, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %544, ptr %30, align 8, !tbaa !10
  %549 = load volatile double, ptr %30, align 8, !tbaa !10
  %550 = call double @llvm.fabs.f64(double %549)
  %551 = fcmp ueq double %550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %551, label %563, label %552

552:                                              ; preds = %542
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %545, ptr %29, align 8, !tbaa !10
  %553 = load volatile double, ptr %29, align 8, !tbaa !10
  %554 = call double @llvm.fabs.f64(double %553)
  %555 = fcmp ueq double %554, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %555, label %563, label %556

556:                                              ; preds = %552
  %557 = fsub double %544, %545
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fmul double %548, 0x3EB0C6F7A0B5ED8D
  %560 = fcmp ugt double %558, %559
  br i1 %560, label %563, label %561

561:                                              ; preds = %556
  %562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %544, double noundef %545, ptr noundef nonnull @.str.15)
  br label %567

563:                                              ; preds = %556, %552, %542
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %544, double noundef %545, ptr noundef nonnull @.str.16)
  %565 = load i32, ptr @n_fail, align 4, !tbaa !17
  %566 = add nsw i32 %565, 1
  store i32 %566, ptr @n_fail, align 4, !tbaa !17
  br label %567

567:                                              ; preds = %561, %563
  %568 = load ptr, ptr %492, align 8, !tbaa !25
  %569 = icmp eq ptr %568, %60
  %570 = uitofp i1 %569 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %570, ptr %28, align 8, !tbaa !10
  %571 = load volatile double, ptr %28, align 8, !tbaa !10
  %572 = call double @llvm.fabs.f64(double %571)
  %573 = fcmp ueq double %572, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %573, label %583, label %574

574:                                              ; preds = %567
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double 1.000000e+00, ptr %27, align 8, !tbaa !10
  %575 = load volatile double, ptr %27, align 8, !tbaa !10
  %576 = call double @llvm.fabs.f64(double %575)
  %577 = fcmp ueq double %576, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %578 = fadd double %570, -1.000000e+00
  %579 = fcmp une double %578, 0.000000e+00
  %580 = select i1 %577, i1 true, i1 %579
  br i1 %580, label %583, label %581

581:                                              ; preds = %574
  %582 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %570, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %587

583:                                              ; preds = %574, %567
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %570, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %585 = load i32, ptr @n_fail, align 4, !tbaa !17
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr @n_fail, align 4, !tbaa !17
  br label %587

587:                                              ; preds = %581, %583
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %63) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %66) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %66, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %67) #15
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %68) #15
  %588 = getelementptr inbounds i8, ptr %65, i64 8
  store <2 x double> %86, ptr %65, align 16, !tbaa !10
  %589 = getelementptr inbounds i8, ptr %65, i64 16
  %590 = getelementptr inbounds i8, ptr %65, i64 24
  store <2 x double> %96, ptr %589, align 16, !tbaa !10
  %591 = extractelement <2 x double> %126, i64 0
  %592 = fptrunc double %591 to float
  store i32 0, ptr %67, align 16, !tbaa !17
  %593 = getelementptr inbounds i8, ptr %67, i64 8
  %594 = extractelement <2 x double> %106, i64 0
  store double %594, ptr %593, align 8, !tbaa !10
  %595 = getelementptr inbounds i8, ptr %67, i64 16
  store float %592, ptr %595, align 16, !tbaa !19
  %596 = getelementptr inbounds i8, ptr %67, i64 24
  store ptr %65, ptr %596, align 8, !tbaa !6
  store i32 0, ptr %68, align 16, !tbaa !17
  %597 = getelementptr inbounds i8, ptr %68, i64 8
  store double 0.000000e+00, ptr %597, align 8, !tbaa !10
  %598 = getelementptr inbounds i8, ptr %68, i64 16
  store float 0.000000e+00, ptr %598, align 16, !tbaa !19
  %599 = getelementptr inbounds i8, ptr %68, i64 24
  store ptr %66, ptr %599, align 8, !tbaa !6
  %600 = getelementptr inbounds i8, ptr %67, i64 32
  %601 = extractelement <2 x double> %126, i64 1
  %602 = fptrunc double %601 to float
  store i32 1, ptr %600, align 16, !tbaa !17
  %603 = getelementptr inbounds i8, ptr %67, i64 40
  %604 = extractelement <2 x double> %106, i64 1
  store double %604, ptr %603, align 8, !tbaa !10
  %605 = getelementptr inbounds i8, ptr %67, i64 48
  store float %602, ptr %605, align 16, !tbaa !19
  %606 = getelementptr inbounds i8, ptr %67, i64 56
  store ptr %588, ptr %606, align 8, !tbaa !6
  %607 = getelementptr inbounds i8, ptr %68, i64 32
  %608 = getelementptr inbounds i8, ptr %66, i64 8
  store i32 1, ptr %607, align 16, !tbaa !17
  %609 = getelementptr inbounds i8, ptr %68, i64 40
  store double 0.000000e+00, ptr %609, align 8, !tbaa !10
  %610 = getelementptr inbounds i8, ptr %68, i64 48
  store float 0.000000e+00, ptr %610, align 16, !tbaa !19
  %611 = getelementptr inbounds i8, ptr %68, i64 56
  store ptr %608, ptr %611, align 8, !tbaa !6
  %612 = getelementptr inbounds i8, ptr %67, i64 64
  %613 = extractelement <2 x double> %136, i64 0
  %614 = fptrunc double %613 to float
  store i32 2, ptr %612, align 16, !tbaa !17
  %615 = getelementptr inbounds i8, ptr %67, i64 72
  %616 = extractelement <2 x double> %116, i64 0
  store double %616, ptr %615, align 8, !tbaa !10
  %617 = getelementptr inbounds i8, ptr %67, i64 80
  store float %614, ptr %617, align 16, !tbaa !19
  %618 = getelementptr inbounds i8, ptr %67, i64 88
  store ptr %589, ptr %618, align 8, !tbaa !6
  %619 = getelementptr inbounds i8, ptr %68, i64 64
  %620 = getelementptr inbounds i8, ptr %66, i64 16
  store i32 2, ptr %619, align 16, !tbaa !17
  %621 = getelementptr inbounds i8, ptr %68, i64 72
  store double 0.000000e+00, ptr %621, align 8, !tbaa !10
  %622 = getelementptr inbounds i8, ptr %68, i64 80
  store float 0.000000e+00, ptr %622, align 16, !tbaa !19
  %623 = getelementptr inbounds i8, ptr %68, i64 88
  store ptr %620, ptr %623, align 8, !tbaa !6
  %624 = getelementptr inbounds i8, ptr %67, i64 96
  %625 = extractelement <2 x double> %136, i64 1
  %626 = fptrunc double %625 to float
  store i32 3, ptr %624, align 16, !tbaa !17
  %627 = getelementptr inbounds i8, ptr %67, i64 104
  %628 = extractelement <2 x double> %116, i64 1
  store double %628, ptr %627, align 8, !tbaa !10
  %629 = getelementptr inbounds i8, ptr %67, i64 112
  store float %626, ptr %629, align 16, !tbaa !19
  %630 = getelementptr inbounds i8, ptr %67, i64 120
  store ptr %590, ptr %630, align 8, !tbaa !6
  %631 = getelementptr inbounds i8, ptr %68, i64 96
  %632 = getelementptr inbounds i8, ptr %66, i64 24
  store i32 3, ptr %631, align 16, !tbaa !17
  %633 = getelementptr inbounds i8, ptr %68, i64 104
  store double 0.000000e+00, ptr %633, align 8, !tbaa !10
  %634 = getelementptr inbounds i8, ptr %68, i64 112
  store float 0.000000e+00, ptr %634, align 16, !tbaa !19
  %635 = getelementptr inbounds i8, ptr %68, i64 120
  store ptr %632, ptr %635, align 8, !tbaa !6
  %636 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %637 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %638 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shift_mixed, i32 noundef %636, ptr noundef nonnull %67, ptr noundef nonnull %68, i32 noundef %637, i32 noundef 4) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %69) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %69, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %70) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %70, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %71) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %71, i8 0, i64 16, i1 false)
  %639 = fpext float %602 to double
  %640 = fadd double %485, %639
  %641 = getelementptr inbounds i8, ptr %69, i64 8
  %642 = getelementptr inbounds i8, ptr %70, i64 8
  %643 = fadd double %604, 0.000000e+00
  store double %643, ptr %642, align 8, !tbaa !10
  %644 = getelementptr inbounds i8, ptr %71, i64 8
  %645 = fpext float %614 to double
  %646 = call double @llvm.fmuladd.f64(double %645, double 2.000000e+00, double %487)
  %647 = insertelement <2 x double> poison, double %640, i64 0
  %648 = insertelement <2 x double> %647, double %646, i64 1
  %649 = fadd <2 x double> %648, zeroinitializer
  store <2 x double> %649, ptr %641, align 8, !tbaa !10
  %650 = getelementptr inbounds i8, ptr %70, i64 16
  %651 = shufflevector <2 x double> %106, <2 x double> %116, <2 x i32> <i32 1, i32 2>
  %652 = fadd <2 x double> %651, zeroinitializer
  store <2 x double> %652, ptr %644, align 8, !tbaa !10
  %653 = fpext float %626 to double
  %654 = extractelement <2 x double> %96, i64 1
  %655 = call double @llvm.fmuladd.f64(double %653, double 3.000000e+00, double %654)
  %656 = getelementptr inbounds i8, ptr %69, i64 24
  %657 = fadd double %655, 0.000000e+00
  %658 = call double @llvm.fmuladd.f64(double %628, double 3.000000e+00, double 0.000000e+00)
  %659 = getelementptr inbounds i8, ptr %71, i64 24
  %660 = fadd double %628, 0.000000e+00
  %661 = call double @llvm.fmuladd.f64(double %653, double 4.000000e+00, double %654)
  %662 = fadd double %657, %661
  store double %662, ptr %656, align 8, !tbaa !10
  %663 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %658, i64 1
  %664 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> <double 2.000000e+00, double 4.000000e+00>, <2 x double> %663)
  store <2 x double> %664, ptr %650, align 16, !tbaa !10
  %665 = fadd double %628, %660
  store double %665, ptr %659, align 8, !tbaa !10
  br label %789

666:                                              ; preds = %400
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %667 = load volatile double, ptr %25, align 8, !tbaa !10
  %668 = call double @llvm.fabs.f64(double %667)
  %669 = fcmp ueq double %668, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %670 = fadd double %429, -1.000000e+00
  %671 = fcmp une double %670, 0.000000e+00
  %672 = select i1 %669, i1 true, i1 %671
  br i1 %672, label %675, label %673

673:                                              ; preds = %666
  %674 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %429, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %679

675:                                              ; preds = %666, %400
  %676 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %429, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %677 = load i32, ptr @n_fail, align 4, !tbaa !17
  %678 = add nsw i32 %677, 1
  store i32 %678, ptr @n_fail, align 4, !tbaa !17
  br label %679

679:                                              ; preds = %673, %675
  %680 = getelementptr inbounds i8, ptr %43, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %680, ptr noundef nonnull align 8 dereferenceable(24) %411, i64 24, i1 false), !tbaa !10
  %681 = getelementptr inbounds i8, ptr %43, i64 64
  %682 = load <2 x double>, ptr %412, align 16, !tbaa !10
  store <2 x double> %682, ptr %681, align 16, !tbaa !10
  %683 = load ptr, ptr %410, align 8, !tbaa !12
  %684 = icmp eq ptr %683, %411
  %685 = uitofp i1 %684 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %685, ptr %26, align 8, !tbaa !10
  %686 = load volatile double, ptr %26, align 8, !tbaa !10
  %687 = call double @llvm.fabs.f64(double %686)
  %688 = fcmp ueq double %687, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %688, label %698, label %689

689:                                              ; preds = %679
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %690 = load volatile double, ptr %25, align 8, !tbaa !10
  %691 = call double @llvm.fabs.f64(double %690)
  %692 = fcmp ueq double %691, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %693 = fadd double %685, -1.000000e+00
  %694 = fcmp une double %693, 0.000000e+00
  %695 = select i1 %692, i1 true, i1 %694
  br i1 %695, label %698, label %696

696:                                              ; preds = %689
  %697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %685, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %702

698:                                              ; preds = %689, %679
  %699 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %685, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %700 = load i32, ptr @n_fail, align 4, !tbaa !17
  %701 = add nsw i32 %700, 1
  store i32 %701, ptr @n_fail, align 4, !tbaa !17
  br label %702

702:                                              ; preds = %698, %696
  %703 = getelementptr inbounds i8, ptr %43, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %703, ptr noundef nonnull align 16 dereferenceable(24) %421, i64 24, i1 false), !tbaa !10
  %704 = getelementptr inbounds i8, ptr %43, i64 104
  %705 = load <2 x double>, ptr %422, align 8, !tbaa !10
  store <2 x double> %705, ptr %704, align 8, !tbaa !10
  %706 = load ptr, ptr %420, align 16, !tbaa !12
  %707 = icmp eq ptr %706, %421
  %708 = uitofp i1 %707 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %708, ptr %26, align 8, !tbaa !10
  %709 = load volatile double, ptr %26, align 8, !tbaa !10
  %710 = call double @llvm.fabs.f64(double %709)
  %711 = fcmp ueq double %710, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %711, label %721, label %712

712:                                              ; preds = %702
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %713 = load volatile double, ptr %25, align 8, !tbaa !10
  %714 = call double @llvm.fabs.f64(double %713)
  %715 = fcmp ueq double %714, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %716 = fadd double %708, -1.000000e+00
  %717 = fcmp une double %716, 0.000000e+00
  %718 = select i1 %715, i1 true, i1 %717
  br i1 %718, label %721, label %719

719:                                              ; preds = %712
  %720 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %708, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %725

721:                                              ; preds = %712, %702
  %722 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %708, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %723 = load i32, ptr @n_fail, align 4, !tbaa !17
  %724 = add nsw i32 %723, 1
  store i32 %724, ptr @n_fail, align 4, !tbaa !17
  br label %725

725:                                              ; preds = %721, %719
  %726 = call noalias dereferenceable_or_null(120) ptr @malloc(i64 noundef 120) #16
  store <2 x double> %86, ptr %726, align 8
  %727 = getelementptr inbounds i8, ptr %726, i64 16
  %728 = getelementptr inbounds i8, ptr %726, i64 24
  store <2 x double> %96, ptr %727, align 8
  %729 = getelementptr inbounds i8, ptr %726, i64 32
  %730 = getelementptr i8, ptr %726, i64 40
  store <2 x double> %106, ptr %729, align 8
  %731 = getelementptr inbounds i8, ptr %726, i64 48
  store <2 x double> %116, ptr %731, align 8
  %732 = getelementptr i8, ptr %726, i64 64
  store <2 x double> %126, ptr %732, align 8
  %733 = getelementptr i8, ptr %726, i64 80
  store <2 x double> %136, ptr %733, align 8
  %734 = getelementptr inbounds i8, ptr %726, i64 96
  %735 = getelementptr i8, ptr %726, i64 104
  store <2 x double> %146, ptr %734, align 8
  %736 = getelementptr i8, ptr %726, i64 112
  store double %152, ptr %736, align 8
  %737 = getelementptr inbounds i8, ptr %6, i64 8
  %738 = getelementptr inbounds i8, ptr %5, i64 24
  %739 = getelementptr inbounds i8, ptr %6, i64 24
  %740 = getelementptr inbounds i8, ptr %6, i64 32
  %741 = getelementptr inbounds i8, ptr %5, i64 48
  %742 = getelementptr inbounds i8, ptr %6, i64 48
  %743 = getelementptr inbounds i8, ptr %6, i64 56
  %744 = getelementptr inbounds i8, ptr %9, i64 8
  %745 = getelementptr inbounds i8, ptr %8, i64 24
  %746 = getelementptr inbounds i8, ptr %9, i64 24
  %747 = getelementptr inbounds i8, ptr %9, i64 32
  %748 = getelementptr inbounds i8, ptr %8, i64 48
  %749 = getelementptr inbounds i8, ptr %9, i64 48
  %750 = getelementptr inbounds i8, ptr %9, i64 56
  br label %433

751:                                              ; preds = %876
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %71) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %70) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %69) #15
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %68) #15
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %67) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %66) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %72) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %73) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %73, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %74) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %75) #15
  store <2 x double> %86, ptr %72, align 16
  %752 = getelementptr inbounds i8, ptr %72, i64 16
  %753 = getelementptr inbounds i8, ptr %72, i64 24
  store <2 x double> %96, ptr %752, align 16
  %754 = getelementptr inbounds i8, ptr %72, i64 32
  store <2 x double> %106, ptr %754, align 16
  %755 = getelementptr inbounds i8, ptr %72, i64 48
  store <2 x double> %116, ptr %755, align 16
  %756 = getelementptr inbounds i8, ptr %72, i64 64
  %757 = getelementptr inbounds i8, ptr %72, i64 72
  store <2 x double> %126, ptr %756, align 16
  %758 = getelementptr inbounds i8, ptr %72, i64 80
  store <2 x double> %136, ptr %758, align 16
  store ptr %72, ptr %74, align 16, !tbaa !6
  store ptr %73, ptr %75, align 16, !tbaa !6
  %759 = getelementptr inbounds i8, ptr %74, i64 8
  store ptr %753, ptr %759, align 8, !tbaa !6
  %760 = getelementptr inbounds i8, ptr %73, i64 24
  %761 = getelementptr inbounds i8, ptr %75, i64 8
  store ptr %760, ptr %761, align 8, !tbaa !6
  %762 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %755, ptr %762, align 16, !tbaa !6
  %763 = getelementptr inbounds i8, ptr %73, i64 48
  %764 = getelementptr inbounds i8, ptr %75, i64 16
  store ptr %763, ptr %764, align 16, !tbaa !6
  %765 = getelementptr inbounds i8, ptr %74, i64 24
  store ptr %757, ptr %765, align 8, !tbaa !6
  %766 = getelementptr inbounds i8, ptr %73, i64 72
  %767 = getelementptr inbounds i8, ptr %75, i64 24
  store ptr %766, ptr %767, align 8, !tbaa !6
  %768 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %769 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %770 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rows, i32 noundef %768, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %769, i32 noundef 4, i32 noundef %769, i32 noundef 3) #15
  %771 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #16
  store <2 x double> %86, ptr %771, align 8
  %772 = getelementptr inbounds i8, ptr %771, i64 16
  store <2 x double> %96, ptr %772, align 8
  %773 = getelementptr inbounds i8, ptr %771, i64 32
  store <2 x double> %106, ptr %773, align 8
  %774 = getelementptr inbounds i8, ptr %771, i64 48
  store <2 x double> %116, ptr %774, align 8
  %775 = getelementptr inbounds i8, ptr %771, i64 64
  store <2 x double> %126, ptr %775, align 8
  %776 = getelementptr inbounds i8, ptr %771, i64 80
  store <2 x double> %136, ptr %776, align 8
  %777 = getelementptr inbounds i8, ptr %1, i64 24
  %778 = getelementptr inbounds i8, ptr %2, i64 8
  %779 = getelementptr inbounds i8, ptr %1, i64 48
  %780 = getelementptr inbounds i8, ptr %2, i64 16
  %781 = getelementptr inbounds i8, ptr %1, i64 72
  %782 = getelementptr inbounds i8, ptr %2, i64 24
  %783 = getelementptr inbounds i8, ptr %3, i64 24
  %784 = getelementptr inbounds i8, ptr %4, i64 8
  %785 = getelementptr inbounds i8, ptr %3, i64 48
  %786 = getelementptr inbounds i8, ptr %4, i64 16
  %787 = getelementptr inbounds i8, ptr %3, i64 72
  %788 = getelementptr inbounds i8, ptr %4, i64 24
  br label %879

789:                                              ; preds = %587, %876
  %790 = phi i64 [ 0, %587 ], [ %877, %876 ]
  %791 = getelementptr inbounds [4 x %struct.M], ptr %68, i64 0, i64 %790
  %792 = getelementptr inbounds i8, ptr %791, i64 8
  %793 = load double, ptr %792, align 8, !tbaa !21
  %794 = getelementptr inbounds [4 x double], ptr %69, i64 0, i64 %790
  %795 = load double, ptr %794, align 8, !tbaa !10
  %796 = call double @llvm.fabs.f64(double %795)
  %797 = fcmp ogt double %796, 1.000000e+00
  %798 = select i1 %797, double %796, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %793, ptr %24, align 8, !tbaa !10
  %799 = load volatile double, ptr %24, align 8, !tbaa !10
  %800 = call double @llvm.fabs.f64(double %799)
  %801 = fcmp ueq double %800, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %801, label %814, label %802

802:                                              ; preds = %789
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %795, ptr %23, align 8, !tbaa !10
  %803 = load volatile double, ptr %23, align 8, !tbaa !10
  %804 = call double @llvm.fabs.f64(double %803)
  %805 = fcmp ueq double %804, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %805, label %814, label %806

806:                                              ; preds = %802
  %807 = fsub double %793, %795
  %808 = call double @llvm.fabs.f64(double %807)
  %809 = fmul double %798, 0x3D719799812DEA11
  %810 = fcmp ugt double %808, %809
  br i1 %810, label %814, label %811

811:                                              ; preds = %806
  %812 = trunc nuw nsw i64 %790 to i32
  %813 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9, i32 noundef %812, double noundef %793, double noundef %795, ptr noundef nonnull @.str.15)
  br label %819

814:                                              ; preds = %806, %802, %789
  %815 = trunc nuw nsw i64 %790 to i32
  %816 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9, i32 noundef %815, double noundef %793, double noundef %795, ptr noundef nonnull @.str.16)
  %817 = load i32, ptr @n_fail, align 4, !tbaa !17
  %818 = add nsw i32 %817, 1
  store i32 %818, ptr @n_fail, align 4, !tbaa !17
  br label %819

819:                                              ; preds = %811, %814
  %820 = getelementptr inbounds i8, ptr %791, i64 16
  %821 = load float, ptr %820, align 16, !tbaa !23
  %822 = fpext float %821 to double
  %823 = getelementptr inbounds [4 x double], ptr %70, i64 0, i64 %790
  %824 = load double, ptr %823, align 8, !tbaa !10
  %825 = call double @llvm.fabs.f64(double %824)
  %826 = fcmp ogt double %825, 1.000000e+00
  %827 = select i1 %826, double %825, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %822, ptr %22, align 8, !tbaa !10
  %828 = load volatile double, ptr %22, align 8, !tbaa !10
  %829 = call double @llvm.fabs.f64(double %828)
  %830 = fcmp ueq double %829, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %830, label %843, label %831

831:                                              ; preds = %819
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %824, ptr %21, align 8, !tbaa !10
  %832 = load volatile double, ptr %21, align 8, !tbaa !10
  %833 = call double @llvm.fabs.f64(double %832)
  %834 = fcmp ueq double %833, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %834, label %843, label %835

835:                                              ; preds = %831
  %836 = fsub double %822, %824
  %837 = call double @llvm.fabs.f64(double %836)
  %838 = fmul double %827, 1.000000e-05
  %839 = fcmp ugt double %837, %838
  br i1 %839, label %843, label %840

840:                                              ; preds = %835
  %841 = trunc nuw nsw i64 %790 to i32
  %842 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %841, double noundef %822, double noundef %824, ptr noundef nonnull @.str.15)
  br label %848

843:                                              ; preds = %835, %831, %819
  %844 = trunc nuw nsw i64 %790 to i32
  %845 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %844, double noundef %822, double noundef %824, ptr noundef nonnull @.str.16)
  %846 = load i32, ptr @n_fail, align 4, !tbaa !17
  %847 = add nsw i32 %846, 1
  store i32 %847, ptr @n_fail, align 4, !tbaa !17
  br label %848

848:                                              ; preds = %840, %843
  %849 = getelementptr inbounds [4 x double], ptr %66, i64 0, i64 %790
  %850 = load double, ptr %849, align 8, !tbaa !10
  %851 = getelementptr inbounds [4 x double], ptr %71, i64 0, i64 %790
  %852 = load double, ptr %851, align 8, !tbaa !10
  %853 = call double @llvm.fabs.f64(double %852)
  %854 = fcmp ogt double %853, 1.000000e+00
  %855 = select i1 %854, double %853, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %850, ptr %20, align 8, !tbaa !10
  %856 = load volatile double, ptr %20, align 8, !tbaa !10
  %857 = call double @llvm.fabs.f64(double %856)
  %858 = fcmp ueq double %857, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %858, label %871, label %859

859:                                              ; preds = %848
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %852, ptr %19, align 8, !tbaa !10
  %860 = load volatile double, ptr %19, align 8, !tbaa !10
  %861 = call double @llvm.fabs.f64(double %860)
  %862 = fcmp ueq double %861, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %862, label %871, label %863

863:                                              ; preds = %859
  %864 = fsub double %850, %852
  %865 = call double @llvm.fabs.f64(double %864)
  %866 = fmul double %855, 0x3D719799812DEA11
  %867 = fcmp ugt double %865, %866
  br i1 %867, label %871, label %868

868:                                              ; preds = %863
  %869 = trunc nuw nsw i64 %790 to i32
  %870 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11, i32 noundef %869, double noundef %850, double noundef %852, ptr noundef nonnull @.str.15)
  br label %876

871:                                              ; preds = %863, %859, %848
  %872 = trunc nuw nsw i64 %790 to i32
  %873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11, i32 noundef %872, double noundef %850, double noundef %852, ptr noundef nonnull @.str.16)
  %874 = load i32, ptr @n_fail, align 4, !tbaa !17
  %875 = add nsw i32 %874, 1
  store i32 %875, ptr @n_fail, align 4, !tbaa !17
  br label %876

876:                                              ; preds = %868, %871
  %877 = add nuw nsw i64 %790, 1
  %878 = icmp eq i64 %877, 4
  br i1 %878, label %751, label %789, !llvm.loop !35

879:                                              ; preds = %919, %751
  %880 = phi i64 [ %920, %919 ], [ 0, %751 ]
  %881 = getelementptr inbounds double, ptr %73, i64 %880
  %882 = load double, ptr %881, align 8, !tbaa !10
  %883 = getelementptr inbounds double, ptr %771, i64 %880
  %884 = load double, ptr %883, align 8, !tbaa !10
  %885 = call double @llvm.fabs.f64(double %884)
  %886 = fcmp ogt double %885, 1.000000e+00
  %887 = select i1 %886, double %885, double 1.000000e+00
  %888 = fmul double %887, 0x3EB0C6F7A0B5ED8D
  %889 = fadd double %884, %888
  %890 = fsub double %884, %888
  store double %889, ptr %883, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull readonly align 8 dereferenceable(96) %771, i64 96, i1 false)
  store ptr %1, ptr %2, align 16, !tbaa !6
  store ptr %777, ptr %778, align 8, !tbaa !6
  store ptr %779, ptr %780, align 16, !tbaa !6
  store ptr %781, ptr %782, align 8, !tbaa !6
  %891 = call double @rows(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #15
  store double %890, ptr %883, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull readonly align 8 dereferenceable(96) %771, i64 96, i1 false)
  store ptr %3, ptr %4, align 16, !tbaa !6
  store ptr %783, ptr %784, align 8, !tbaa !6
  store ptr %785, ptr %786, align 16, !tbaa !6
  store ptr %787, ptr %788, align 8, !tbaa !6
  %892 = call double @rows(ptr noundef nonnull %4, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #15
  store double %884, ptr %883, align 8, !tbaa !10
  %893 = fsub double %891, %892
  %894 = fsub double %889, %890
  %895 = fdiv double %893, %894
  %896 = call double @llvm.fabs.f64(double %895)
  %897 = fcmp ogt double %896, 1.000000e+00
  %898 = select i1 %897, double %896, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %882, ptr %18, align 8, !tbaa !10
  %899 = load volatile double, ptr %18, align 8, !tbaa !10
  %900 = call double @llvm.fabs.f64(double %899)
  %901 = fcmp ueq double %900, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %901, label %914, label %902

902:                                              ; preds = %879
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %895, ptr %17, align 8, !tbaa !10
  %903 = load volatile double, ptr %17, align 8, !tbaa !10
  %904 = call double @llvm.fabs.f64(double %903)
  %905 = fcmp ueq double %904, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %905, label %914, label %906

906:                                              ; preds = %902
  %907 = fsub double %882, %895
  %908 = call double @llvm.fabs.f64(double %907)
  %909 = fmul double %898, 0x3EB0C6F7A0B5ED8D
  %910 = fcmp ugt double %908, %909
  br i1 %910, label %914, label %911

911:                                              ; preds = %906
  %912 = trunc nuw nsw i64 %880 to i32
  %913 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12, i32 noundef %912, double noundef %882, double noundef %895, ptr noundef nonnull @.str.15)
  br label %919

914:                                              ; preds = %906, %902, %879
  %915 = trunc nuw nsw i64 %880 to i32
  %916 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12, i32 noundef %915, double noundef %882, double noundef %895, ptr noundef nonnull @.str.16)
  %917 = load i32, ptr @n_fail, align 4, !tbaa !17
  %918 = add nsw i32 %917, 1
  store i32 %918, ptr @n_fail, align 4, !tbaa !17
  br label %919

919:                                              ; preds = %914, %911
  %920 = add nuw nsw i64 %880, 1
  %921 = icmp eq i64 %920, 12
  br i1 %921, label %922, label %879, !llvm.loop !34

922:                                              ; preds = %919
  call void @free(ptr noundef nonnull %771) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %75) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %74) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %73) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %72) #15
  %923 = load i32, ptr @n_fail, align 4, !tbaa !17
  %924 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %923)
  %925 = load i32, ptr @n_fail, align 4, !tbaa !17
  %926 = icmp ne i32 %925, 0
  %927 = zext i1 %926 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %43) #15
  ret i32 %927
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #12

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!28 = distinct !{!28, !27}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !27}
!32 = !{!33, !33, i64 0}
!33 = !{!"long long", !8, i64 0}
!34 = distinct !{!34, !27}
!35 = distinct !{!35, !27}
