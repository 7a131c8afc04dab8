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
  tail call void @free(ptr noundef %6) #15
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
  br i1 %49, label %50, label %37, !llvm.loop !28

50:                                               ; preds = %33, %37, %20
  %51 = phi i64 [ %21, %20 ], [ %28, %37 ], [ %28, %33 ]
  %52 = phi double [ %19, %20 ], [ %34, %33 ], [ %46, %37 ]
  %53 = icmp eq i64 %51, %10
  br i1 %53, label %31, label %17, !llvm.loop !30

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
  br i1 %87, label %33, label %54, !llvm.loop !31
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
  %44 = alloca [15 x double], align 16
  %45 = alloca [15 x double], align 16
  %46 = alloca [2 x double], align 16
  %47 = alloca [2 x double], align 16
  %48 = alloca %struct.S, align 8
  %49 = alloca %struct.S, align 8
  %50 = alloca %struct.S, align 8
  %51 = alloca %struct.S, align 8
  %52 = alloca [4 x double], align 16
  %53 = alloca [2 x double], align 16
  %54 = alloca %struct.S, align 8
  %55 = alloca %struct.S, align 8
  %56 = alloca [3 x [3 x double]], align 16
  %57 = alloca [3 x [3 x double]], align 16
  %58 = alloca [3 x %struct.S], align 16
  %59 = alloca [3 x %struct.S], align 16
  %60 = alloca [3 x %struct.S], align 16
  %61 = alloca [3 x %struct.S], align 16
  %62 = alloca [1 x double], align 8
  %63 = alloca [1 x double], align 8
  %64 = alloca %struct.M, align 8
  %65 = alloca %struct.M, align 8
  %66 = alloca %struct.M, align 8
  %67 = alloca %struct.M, align 8
  %68 = alloca [4 x double], align 16
  %69 = alloca [4 x double], align 16
  %70 = alloca [4 x %struct.M], align 16
  %71 = alloca [4 x %struct.M], align 16
  %72 = alloca [4 x double], align 16
  %73 = alloca [4 x double], align 16
  %74 = alloca [4 x double], align 16
  %75 = alloca [12 x double], align 16
  %76 = alloca [12 x double], align 16
  %77 = alloca [4 x ptr], align 16
  %78 = alloca [4 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %45) #15
  %79 = load i64, ptr @rng_state, align 8, !tbaa !32
  br label %80

80:                                               ; preds = %91, %0
  %81 = phi i64 [ 0, %0 ], [ %100, %91 ]
  %82 = phi i64 [ %79, %0 ], [ %94, %91 ]
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = lshr i64 %84, 10
  %86 = and i64 %85, 18014398509481982
  %87 = uitofp nneg i64 %86 to double
  %88 = tail call double @llvm.fmuladd.f64(double %87, double 0x3CA0000000000000, double -1.000000e+00)
  %89 = getelementptr inbounds double, ptr %43, i64 %81
  store double %88, ptr %89, align 16, !tbaa !10
  %90 = icmp eq i64 %81, 14
  br i1 %90, label %101, label %91, !llvm.loop !34

91:                                               ; preds = %80
  %92 = or disjoint i64 %81, 1
  %93 = mul i64 %84, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = lshr i64 %94, 10
  %96 = and i64 %95, 18014398509481982
  %97 = uitofp nneg i64 %96 to double
  %98 = tail call double @llvm.fmuladd.f64(double %97, double 0x3CA0000000000000, double -1.000000e+00)
  %99 = getelementptr inbounds double, ptr %43, i64 %92
  store double %98, ptr %99, align 8, !tbaa !10
  %100 = add nuw nsw i64 %81, 2
  br label %80

101:                                              ; preds = %80, %112
  %102 = phi i64 [ %121, %112 ], [ 0, %80 ]
  %103 = phi i64 [ %115, %112 ], [ %84, %80 ]
  %104 = mul i64 %103, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = lshr i64 %105, 10
  %107 = and i64 %106, 18014398509481982
  %108 = uitofp nneg i64 %107 to double
  %109 = tail call double @llvm.fmuladd.f64(double %108, double 0x3CA0000000000000, double -1.000000e+00)
  %110 = getelementptr inbounds double, ptr %45, i64 %102
  store double %109, ptr %110, align 16, !tbaa !10
  %111 = icmp eq i64 %102, 14
  br i1 %111, label %122, label %112, !llvm.loop !34

112:                                              ; preds = %101
  %113 = or disjoint i64 %102, 1
  %114 = mul i64 %105, 6364136223846793005
  %115 = add i64 %114, 1442695040888963407
  %116 = lshr i64 %115, 10
  %117 = and i64 %116, 18014398509481982
  %118 = uitofp nneg i64 %117 to double
  %119 = tail call double @llvm.fmuladd.f64(double %118, double 0x3CA0000000000000, double -1.000000e+00)
  %120 = getelementptr inbounds double, ptr %45, i64 %113
  store double %119, ptr %120, align 8, !tbaa !10
  %121 = add nuw nsw i64 %102, 2
  br label %101

122:                                              ; preds = %101
  store i64 %105, ptr @rng_state, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %46) #15
  %123 = getelementptr inbounds i8, ptr %43, i64 8
  %124 = load <2 x double>, ptr %43, align 16, !tbaa !10
  store <2 x double> %124, ptr %46, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %47) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %47, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %48) #15
  store ptr %46, ptr %48, align 8, !tbaa !12
  %125 = getelementptr inbounds i8, ptr %48, i64 8
  %126 = getelementptr inbounds i8, ptr %43, i64 16
  %127 = getelementptr inbounds i8, ptr %43, i64 24
  %128 = load <2 x double>, ptr %126, align 16, !tbaa !10
  store <2 x double> %128, ptr %125, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #15
  store ptr %47, ptr %49, align 8, !tbaa !12
  %129 = getelementptr inbounds i8, ptr %49, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %129, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %51) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %51, i8 0, i64 24, i1 false)
  %130 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %131 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign, i32 noundef %130, ptr noundef nonnull %50, ptr noundef nonnull %51, i32 noundef %130, ptr noundef nonnull %48, ptr noundef nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %52) #15
  %132 = load <2 x double>, ptr %47, align 16, !tbaa !10
  store <2 x double> %132, ptr %52, align 16, !tbaa !10
  %133 = getelementptr inbounds i8, ptr %52, i64 16
  %134 = load <2 x double>, ptr %129, align 8, !tbaa !10
  store <2 x double> %134, ptr %133, align 16, !tbaa !10
  %135 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %135, ptr noundef nonnull readonly align 16 dereferenceable(32) %43, i64 32, i1 false)
  %136 = getelementptr inbounds i8, ptr %12, i64 8
  %137 = getelementptr inbounds i8, ptr %135, i64 16
  %138 = getelementptr inbounds i8, ptr %15, i64 8
  br label %139

139:                                              ; preds = %183, %122
  %140 = phi i64 [ %184, %183 ], [ 0, %122 ]
  %141 = getelementptr inbounds double, ptr %52, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !10
  %143 = getelementptr inbounds double, ptr %135, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !10
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ogt double %145, 1.000000e+00
  %147 = select i1 %146, double %145, double 1.000000e+00
  %148 = fmul double %147, 0x3EB0C6F7A0B5ED8D
  %149 = fadd double %144, %148
  %150 = fsub double %144, %148
  store double %149, ptr %143, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #15
  %151 = load <2 x double>, ptr %135, align 8, !tbaa !10
  store <2 x double> %151, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store ptr %11, ptr %12, align 8, !tbaa !12
  %152 = load <2 x double>, ptr %137, align 8, !tbaa !10
  store <2 x double> %152, ptr %136, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  %153 = call double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #15
  store double %150, ptr %143, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  %154 = load <2 x double>, ptr %135, align 8, !tbaa !10
  store <2 x double> %154, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #15
  store ptr %14, ptr %15, align 8, !tbaa !12
  %155 = load <2 x double>, ptr %137, align 8, !tbaa !10
  store <2 x double> %155, ptr %138, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  %156 = call double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  store double %144, ptr %143, align 8, !tbaa !10
  %157 = fsub double %153, %156
  %158 = fsub double %149, %150
  %159 = fdiv double %157, %158
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fcmp ogt double %160, 1.000000e+00
  %162 = select i1 %161, double %160, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %142, ptr %42, align 8, !tbaa !10
  %163 = load volatile double, ptr %42, align 8, !tbaa !10
  %164 = call double @llvm.fabs.f64(double %163)
  %165 = fcmp ueq double %164, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %165, label %178, label %166

166:                                              ; preds = %139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %159, ptr %41, align 8, !tbaa !10
  %167 = load volatile double, ptr %41, align 8, !tbaa !10
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ueq double %168, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %169, label %178, label %170

170:                                              ; preds = %166
  %171 = fsub double %142, %159
  %172 = call double @llvm.fabs.f64(double %171)
  %173 = fmul double %162, 0x3EB0C6F7A0B5ED8D
  %174 = fcmp ugt double %172, %173
  br i1 %174, label %178, label %175

175:                                              ; preds = %170
  %176 = trunc nuw nsw i64 %140 to i32
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef %176, double noundef %142, double noundef %159, ptr noundef nonnull @.str.15)
  br label %183

178:                                              ; preds = %170, %166, %139
  %179 = trunc nuw nsw i64 %140 to i32
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef %179, double noundef %142, double noundef %159, ptr noundef nonnull @.str.16)
  %181 = load i32, ptr @n_fail, align 4, !tbaa !17
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr @n_fail, align 4, !tbaa !17
  br label %183

183:                                              ; preds = %178, %175
  %184 = add nuw nsw i64 %140, 1
  %185 = icmp eq i64 %184, 4
  br i1 %185, label %186, label %139, !llvm.loop !35

186:                                              ; preds = %183
  call void @free(ptr noundef nonnull %135) #15
  %187 = load ptr, ptr %49, align 8, !tbaa !12
  %188 = icmp eq ptr %187, %47
  %189 = uitofp i1 %188 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %189, ptr %40, align 8, !tbaa !10
  %190 = load volatile double, ptr %40, align 8, !tbaa !10
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %192, label %202, label %193

193:                                              ; preds = %186
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double 1.000000e+00, ptr %39, align 8, !tbaa !10
  %194 = load volatile double, ptr %39, align 8, !tbaa !10
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  %197 = fadd double %189, -1.000000e+00
  %198 = fcmp une double %197, 0.000000e+00
  %199 = select i1 %196, i1 true, i1 %198
  br i1 %199, label %202, label %200

200:                                              ; preds = %193
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %189, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %206

202:                                              ; preds = %193, %186
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %189, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %204 = load i32, ptr @n_fail, align 4, !tbaa !17
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr @n_fail, align 4, !tbaa !17
  br label %206

206:                                              ; preds = %200, %202
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %53) #15
  %207 = load <2 x double>, ptr %45, align 16, !tbaa !10
  store <2 x double> %207, ptr %53, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %54) #15
  store ptr %53, ptr %54, align 8, !tbaa !12
  %208 = getelementptr inbounds i8, ptr %54, i64 8
  %209 = getelementptr inbounds i8, ptr %45, i64 16
  %210 = load <2 x double>, ptr %209, align 16, !tbaa !10
  store <2 x double> %210, ptr %208, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %55) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %55, i8 0, i64 24, i1 false)
  %211 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %212 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @assign, i32 noundef %211, ptr noundef nonnull %50, ptr noundef nonnull %55, i32 noundef %211, ptr noundef nonnull %48, ptr noundef nonnull %54) #15
  %213 = extractelement <2 x double> %207, i64 0
  %214 = extractelement <2 x double> %132, i64 0
  %215 = call double @llvm.fmuladd.f64(double %213, double %214, double 0.000000e+00)
  %216 = extractelement <2 x double> %207, i64 1
  %217 = extractelement <2 x double> %132, i64 1
  %218 = call double @llvm.fmuladd.f64(double %216, double %217, double %215)
  %219 = extractelement <2 x double> %210, i64 0
  %220 = extractelement <2 x double> %134, i64 0
  %221 = call double @llvm.fmuladd.f64(double %219, double %220, double %218)
  %222 = extractelement <2 x double> %210, i64 1
  %223 = extractelement <2 x double> %134, i64 1
  %224 = call double @llvm.fmuladd.f64(double %222, double %223, double %221)
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ogt double %225, 1.000000e+00
  %227 = select i1 %226, double %225, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %212, ptr %38, align 8, !tbaa !10
  %228 = load volatile double, ptr %38, align 8, !tbaa !10
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %230, label %242, label %231

231:                                              ; preds = %206
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %224, ptr %37, align 8, !tbaa !10
  %232 = load volatile double, ptr %37, align 8, !tbaa !10
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ueq double %233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %234, label %242, label %235

235:                                              ; preds = %231
  %236 = fsub double %212, %224
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fmul double %227, 1.000000e-09
  %239 = fcmp ugt double %237, %238
  br i1 %239, label %242, label %240

240:                                              ; preds = %235
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %212, double noundef %224, ptr noundef nonnull @.str.15)
  br label %246

242:                                              ; preds = %235, %231, %206
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %212, double noundef %224, ptr noundef nonnull @.str.16)
  %244 = load i32, ptr @n_fail, align 4, !tbaa !17
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr @n_fail, align 4, !tbaa !17
  br label %246

246:                                              ; preds = %240, %242
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %55) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %54) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %53) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %52) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %51) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %48) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %47) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %46) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %56) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %57) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %57, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %60) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %61) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %61, i8 0, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %56, ptr noundef nonnull align 16 dereferenceable(24) %43, i64 24, i1 false), !tbaa !10
  %247 = getelementptr inbounds i8, ptr %43, i64 32
  %248 = load double, ptr %247, align 16, !tbaa !10
  store ptr %56, ptr %58, align 16, !tbaa !6
  %249 = getelementptr inbounds i8, ptr %58, i64 8
  %250 = extractelement <2 x double> %128, i64 1
  store double %250, ptr %249, align 8, !tbaa !10
  %251 = getelementptr inbounds i8, ptr %58, i64 16
  store double %248, ptr %251, align 16, !tbaa !10
  store ptr %57, ptr %59, align 16, !tbaa !6
  %252 = getelementptr inbounds i8, ptr %59, i64 8
  %253 = getelementptr inbounds i8, ptr %56, i64 24
  %254 = getelementptr inbounds i8, ptr %43, i64 40
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %252, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %253, ptr noundef nonnull align 8 dereferenceable(24) %254, i64 24, i1 false), !tbaa !10
  %255 = getelementptr inbounds i8, ptr %58, i64 24
  %256 = getelementptr inbounds i8, ptr %43, i64 64
  %257 = getelementptr inbounds i8, ptr %43, i64 72
  store ptr %253, ptr %255, align 8, !tbaa !6
  %258 = getelementptr inbounds i8, ptr %58, i64 32
  %259 = load <2 x double>, ptr %256, align 16, !tbaa !10
  store <2 x double> %259, ptr %258, align 16, !tbaa !10
  %260 = getelementptr inbounds i8, ptr %59, i64 24
  %261 = getelementptr inbounds i8, ptr %57, i64 24
  store ptr %261, ptr %260, align 8, !tbaa !6
  %262 = getelementptr inbounds i8, ptr %59, i64 32
  %263 = getelementptr inbounds i8, ptr %56, i64 48
  %264 = getelementptr inbounds i8, ptr %43, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %262, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %263, ptr noundef nonnull align 16 dereferenceable(24) %264, i64 24, i1 false), !tbaa !10
  %265 = getelementptr inbounds i8, ptr %58, i64 48
  %266 = getelementptr inbounds i8, ptr %43, i64 104
  store ptr %263, ptr %265, align 16, !tbaa !6
  %267 = getelementptr inbounds i8, ptr %58, i64 56
  %268 = load <2 x double>, ptr %266, align 8, !tbaa !10
  store <2 x double> %268, ptr %267, align 8, !tbaa !10
  %269 = getelementptr inbounds i8, ptr %59, i64 48
  %270 = getelementptr inbounds i8, ptr %57, i64 48
  store ptr %270, ptr %269, align 16, !tbaa !6
  %271 = getelementptr inbounds i8, ptr %59, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %271, i8 0, i64 16, i1 false)
  %272 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %273 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign3, i32 noundef %272, ptr noundef nonnull %60, ptr noundef nonnull %61, i32 noundef %272, ptr noundef nonnull %58, ptr noundef nonnull %59) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %44, ptr noundef nonnull align 16 dereferenceable(24) %57, i64 24, i1 false), !tbaa !10
  %274 = getelementptr inbounds i8, ptr %44, i64 24
  %275 = load <2 x double>, ptr %252, align 8, !tbaa !10
  store <2 x double> %275, ptr %274, align 8, !tbaa !10
  %276 = load ptr, ptr %59, align 16, !tbaa !12
  %277 = icmp eq ptr %276, %57
  %278 = uitofp i1 %277 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %278, ptr %26, align 8, !tbaa !10
  %279 = load volatile double, ptr %26, align 8, !tbaa !10
  %280 = call double @llvm.fabs.f64(double %279)
  %281 = fcmp ueq double %280, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %281, label %531, label %522

282:                                              ; preds = %328, %581
  %283 = phi i64 [ %329, %328 ], [ 0, %581 ]
  %284 = getelementptr inbounds double, ptr %44, i64 %283
  %285 = load double, ptr %284, align 8, !tbaa !10
  %286 = getelementptr inbounds double, ptr %582, i64 %283
  %287 = load double, ptr %286, align 8, !tbaa !10
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ogt double %288, 1.000000e+00
  %290 = select i1 %289, double %288, double 1.000000e+00
  %291 = fmul double %290, 0x3EB0C6F7A0B5ED8D
  %292 = fadd double %287, %291
  %293 = fsub double %287, %291
  store double %292, ptr %286, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull readonly align 8 dereferenceable(24) %582, i64 24, i1 false), !tbaa !10
  store ptr %5, ptr %6, align 16, !tbaa !6
  %294 = load <2 x double>, ptr %583, align 8, !tbaa !10
  store <2 x double> %294, ptr %584, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %585, ptr noundef nonnull readonly align 8 dereferenceable(24) %586, i64 24, i1 false), !tbaa !10
  store ptr %585, ptr %587, align 8, !tbaa !6
  %295 = load <2 x double>, ptr %588, align 8, !tbaa !10
  store <2 x double> %295, ptr %589, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %590, ptr noundef nonnull readonly align 8 dereferenceable(24) %591, i64 24, i1 false), !tbaa !10
  store ptr %590, ptr %592, align 16, !tbaa !6
  %296 = load <2 x double>, ptr %593, align 8, !tbaa !10
  store <2 x double> %296, ptr %594, align 8, !tbaa !10
  %297 = call double @assign3(ptr noundef nonnull %7, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #15
  store double %293, ptr %286, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull readonly align 8 dereferenceable(24) %582, i64 24, i1 false), !tbaa !10
  store ptr %8, ptr %9, align 16, !tbaa !6
  %298 = load <2 x double>, ptr %583, align 8, !tbaa !10
  store <2 x double> %298, ptr %595, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %596, ptr noundef nonnull readonly align 8 dereferenceable(24) %586, i64 24, i1 false), !tbaa !10
  store ptr %596, ptr %597, align 8, !tbaa !6
  %299 = load <2 x double>, ptr %588, align 8, !tbaa !10
  store <2 x double> %299, ptr %598, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %599, ptr noundef nonnull readonly align 8 dereferenceable(24) %591, i64 24, i1 false), !tbaa !10
  store ptr %599, ptr %600, align 16, !tbaa !6
  %300 = load <2 x double>, ptr %593, align 8, !tbaa !10
  store <2 x double> %300, ptr %601, align 8, !tbaa !10
  %301 = call double @assign3(ptr noundef nonnull %10, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #15
  store double %287, ptr %286, align 8, !tbaa !10
  %302 = fsub double %297, %301
  %303 = fsub double %292, %293
  %304 = fdiv double %302, %303
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fcmp ogt double %305, 1.000000e+00
  %307 = select i1 %306, double %305, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %285, ptr %36, align 8, !tbaa !10
  %308 = load volatile double, ptr %36, align 8, !tbaa !10
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = fcmp ueq double %309, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %310, label %323, label %311

311:                                              ; preds = %282
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %304, ptr %35, align 8, !tbaa !10
  %312 = load volatile double, ptr %35, align 8, !tbaa !10
  %313 = call double @llvm.fabs.f64(double %312)
  %314 = fcmp ueq double %313, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %314, label %323, label %315

315:                                              ; preds = %311
  %316 = fsub double %285, %304
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fmul double %307, 0x3EB0C6F7A0B5ED8D
  %319 = fcmp ugt double %317, %318
  br i1 %319, label %323, label %320

320:                                              ; preds = %315
  %321 = trunc nuw nsw i64 %283 to i32
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %321, double noundef %285, double noundef %304, ptr noundef nonnull @.str.15)
  br label %328

323:                                              ; preds = %315, %311, %282
  %324 = trunc nuw nsw i64 %283 to i32
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %324, double noundef %285, double noundef %304, ptr noundef nonnull @.str.16)
  %326 = load i32, ptr @n_fail, align 4, !tbaa !17
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr @n_fail, align 4, !tbaa !17
  br label %328

328:                                              ; preds = %323, %320
  %329 = add nuw nsw i64 %283, 1
  %330 = icmp eq i64 %329, 15
  br i1 %330, label %331, label %282, !llvm.loop !35

331:                                              ; preds = %328
  call void @free(ptr noundef nonnull %582) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %61) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %60) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %59) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %57) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %56) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62) #15
  %332 = extractelement <2 x double> %124, i64 0
  store double %332, ptr %62, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63) #15
  store i64 0, ptr %63, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #15
  store i32 3, ptr %64, align 8, !tbaa !24
  %333 = getelementptr inbounds i8, ptr %64, i64 8
  %334 = extractelement <2 x double> %124, i64 1
  store double %334, ptr %333, align 8, !tbaa !21
  %335 = getelementptr inbounds i8, ptr %64, i64 16
  %336 = extractelement <2 x double> %128, i64 0
  %337 = fptrunc double %336 to float
  store float %337, ptr %335, align 8, !tbaa !23
  %338 = getelementptr inbounds i8, ptr %64, i64 24
  store ptr %62, ptr %338, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #15
  store i32 3, ptr %65, align 8, !tbaa !24
  %339 = getelementptr inbounds i8, ptr %65, i64 8
  store double 0.000000e+00, ptr %339, align 8, !tbaa !21
  %340 = getelementptr inbounds i8, ptr %65, i64 16
  store float 0.000000e+00, ptr %340, align 8, !tbaa !23
  %341 = getelementptr inbounds i8, ptr %65, i64 24
  store ptr %63, ptr %341, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %66) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %67) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %67, i8 0, i64 32, i1 false)
  %342 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %343 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, i32 noundef %342, ptr noundef nonnull %66, ptr noundef nonnull %67, i32 noundef %342, ptr noundef nonnull %64, ptr noundef nonnull %65) #15
  %344 = fpext float %337 to double
  %345 = load double, ptr %63, align 8, !tbaa !10
  %346 = call double @llvm.fabs.f64(double %334)
  %347 = fcmp ogt double %346, 1.000000e+00
  %348 = select i1 %347, double %346, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %345, ptr %34, align 8, !tbaa !10
  %349 = load volatile double, ptr %34, align 8, !tbaa !10
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp ueq double %350, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %351, label %363, label %352

352:                                              ; preds = %331
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %334, ptr %33, align 8, !tbaa !10
  %353 = load volatile double, ptr %33, align 8, !tbaa !10
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %355, label %363, label %356

356:                                              ; preds = %352
  %357 = fsub double %345, %334
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fmul double %348, 0x3D719799812DEA11
  %360 = fcmp ugt double %358, %359
  br i1 %360, label %363, label %361

361:                                              ; preds = %356
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %345, double noundef %334, ptr noundef nonnull @.str.15)
  br label %367

363:                                              ; preds = %356, %352, %331
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %345, double noundef %334, ptr noundef nonnull @.str.16)
  %365 = load i32, ptr @n_fail, align 4, !tbaa !17
  %366 = add nsw i32 %365, 1
  store i32 %366, ptr @n_fail, align 4, !tbaa !17
  br label %367

367:                                              ; preds = %361, %363
  %368 = load double, ptr %339, align 8, !tbaa !21
  %369 = call double @llvm.fmuladd.f64(double %344, double 3.000000e+00, double %332)
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fcmp ogt double %370, 1.000000e+00
  %372 = select i1 %371, double %370, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %368, ptr %32, align 8, !tbaa !10
  %373 = load volatile double, ptr %32, align 8, !tbaa !10
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp ueq double %374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %375, label %387, label %376

376:                                              ; preds = %367
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %369, ptr %31, align 8, !tbaa !10
  %377 = load volatile double, ptr %31, align 8, !tbaa !10
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %379, label %387, label %380

380:                                              ; preds = %376
  %381 = fsub double %368, %369
  %382 = call double @llvm.fabs.f64(double %381)
  %383 = fmul double %372, 0x3D719799812DEA11
  %384 = fcmp ugt double %382, %383
  br i1 %384, label %387, label %385

385:                                              ; preds = %380
  %386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %368, double noundef %369, ptr noundef nonnull @.str.15)
  br label %391

387:                                              ; preds = %380, %376, %367
  %388 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %368, double noundef %369, ptr noundef nonnull @.str.16)
  %389 = load i32, ptr @n_fail, align 4, !tbaa !17
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @n_fail, align 4, !tbaa !17
  br label %391

391:                                              ; preds = %385, %387
  %392 = load float, ptr %340, align 8, !tbaa !23
  %393 = fpext float %392 to double
  %394 = fmul double %334, 3.000000e+00
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = fcmp ogt double %395, 1.000000e+00
  %397 = select i1 %396, double %395, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %393, ptr %30, align 8, !tbaa !10
  %398 = load volatile double, ptr %30, align 8, !tbaa !10
  %399 = call double @llvm.fabs.f64(double %398)
  %400 = fcmp ueq double %399, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %400, label %412, label %401

401:                                              ; preds = %391
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %394, ptr %29, align 8, !tbaa !10
  %402 = load volatile double, ptr %29, align 8, !tbaa !10
  %403 = call double @llvm.fabs.f64(double %402)
  %404 = fcmp ueq double %403, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %404, label %412, label %405

405:                                              ; preds = %401
  %406 = fsub double %393, %394
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = fmul double %397, 0x3EB0C6F7A0B5ED8D
  %409 = fcmp ugt double %407, %408
  br i1 %409, label %412, label %410

410:                                              ; preds = %405
  %411 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %393, double noundef %394, ptr noundef nonnull @.str.15)
  br label %416

412:                                              ; preds = %405, %401, %391
  %413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %393, double noundef %394, ptr noundef nonnull @.str.16)
  %414 = load i32, ptr @n_fail, align 4, !tbaa !17
  %415 = add nsw i32 %414, 1
  store i32 %415, ptr @n_fail, align 4, !tbaa !17
  br label %416

416:                                              ; preds = %410, %412
  %417 = load ptr, ptr %341, align 8, !tbaa !25
  %418 = icmp eq ptr %417, %63
  %419 = uitofp i1 %418 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %419, ptr %28, align 8, !tbaa !10
  %420 = load volatile double, ptr %28, align 8, !tbaa !10
  %421 = call double @llvm.fabs.f64(double %420)
  %422 = fcmp ueq double %421, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %422, label %432, label %423

423:                                              ; preds = %416
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double 1.000000e+00, ptr %27, align 8, !tbaa !10
  %424 = load volatile double, ptr %27, align 8, !tbaa !10
  %425 = call double @llvm.fabs.f64(double %424)
  %426 = fcmp ueq double %425, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %427 = fadd double %419, -1.000000e+00
  %428 = fcmp une double %427, 0.000000e+00
  %429 = select i1 %426, i1 true, i1 %428
  br i1 %429, label %432, label %430

430:                                              ; preds = %423
  %431 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %419, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %436

432:                                              ; preds = %423, %416
  %433 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %419, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %434 = load i32, ptr @n_fail, align 4, !tbaa !17
  %435 = add nsw i32 %434, 1
  store i32 %435, ptr @n_fail, align 4, !tbaa !17
  br label %436

436:                                              ; preds = %430, %432
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %67) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %66) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %68) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %69) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %69, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %70) #15
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %71) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %68, ptr noundef nonnull align 16 dereferenceable(32) %43, i64 32, i1 false), !tbaa !10
  %437 = extractelement <2 x double> %259, i64 0
  %438 = fptrunc double %437 to float
  store i32 0, ptr %70, align 16, !tbaa !17
  %439 = getelementptr inbounds i8, ptr %70, i64 8
  store double %248, ptr %439, align 8, !tbaa !10
  %440 = getelementptr inbounds i8, ptr %70, i64 16
  store float %438, ptr %440, align 16, !tbaa !19
  %441 = getelementptr inbounds i8, ptr %70, i64 24
  store ptr %68, ptr %441, align 8, !tbaa !6
  store i32 0, ptr %71, align 16, !tbaa !17
  %442 = getelementptr inbounds i8, ptr %71, i64 8
  store double 0.000000e+00, ptr %442, align 8, !tbaa !10
  %443 = getelementptr inbounds i8, ptr %71, i64 16
  store float 0.000000e+00, ptr %443, align 16, !tbaa !19
  %444 = getelementptr inbounds i8, ptr %71, i64 24
  store ptr %69, ptr %444, align 8, !tbaa !6
  %445 = getelementptr inbounds i8, ptr %68, i64 8
  %446 = getelementptr inbounds i8, ptr %70, i64 32
  %447 = load double, ptr %254, align 8, !tbaa !10
  %448 = extractelement <2 x double> %259, i64 1
  %449 = fptrunc double %448 to float
  store i32 1, ptr %446, align 16, !tbaa !17
  %450 = getelementptr inbounds i8, ptr %70, i64 40
  store double %447, ptr %450, align 8, !tbaa !10
  %451 = getelementptr inbounds i8, ptr %70, i64 48
  store float %449, ptr %451, align 16, !tbaa !19
  %452 = getelementptr inbounds i8, ptr %70, i64 56
  store ptr %445, ptr %452, align 8, !tbaa !6
  %453 = getelementptr inbounds i8, ptr %71, i64 32
  %454 = getelementptr inbounds i8, ptr %69, i64 8
  store i32 1, ptr %453, align 16, !tbaa !17
  %455 = getelementptr inbounds i8, ptr %71, i64 40
  store double 0.000000e+00, ptr %455, align 8, !tbaa !10
  %456 = getelementptr inbounds i8, ptr %71, i64 48
  store float 0.000000e+00, ptr %456, align 16, !tbaa !19
  %457 = getelementptr inbounds i8, ptr %71, i64 56
  store ptr %454, ptr %457, align 8, !tbaa !6
  %458 = getelementptr inbounds i8, ptr %68, i64 16
  %459 = getelementptr inbounds i8, ptr %70, i64 64
  %460 = getelementptr inbounds i8, ptr %43, i64 48
  %461 = load double, ptr %264, align 16, !tbaa !10
  %462 = fptrunc double %461 to float
  store i32 2, ptr %459, align 16, !tbaa !17
  %463 = getelementptr inbounds i8, ptr %70, i64 72
  %464 = getelementptr inbounds i8, ptr %70, i64 80
  store float %462, ptr %464, align 16, !tbaa !19
  %465 = getelementptr inbounds i8, ptr %70, i64 88
  store ptr %458, ptr %465, align 8, !tbaa !6
  %466 = getelementptr inbounds i8, ptr %71, i64 64
  %467 = getelementptr inbounds i8, ptr %69, i64 16
  store i32 2, ptr %466, align 16, !tbaa !17
  %468 = getelementptr inbounds i8, ptr %71, i64 72
  store double 0.000000e+00, ptr %468, align 8, !tbaa !10
  %469 = getelementptr inbounds i8, ptr %71, i64 80
  store float 0.000000e+00, ptr %469, align 16, !tbaa !19
  %470 = getelementptr inbounds i8, ptr %71, i64 88
  store ptr %467, ptr %470, align 8, !tbaa !6
  %471 = getelementptr inbounds i8, ptr %68, i64 24
  %472 = getelementptr inbounds i8, ptr %70, i64 96
  %473 = getelementptr inbounds i8, ptr %43, i64 88
  %474 = load double, ptr %473, align 8, !tbaa !10
  %475 = fptrunc double %474 to float
  store i32 3, ptr %472, align 16, !tbaa !17
  %476 = getelementptr inbounds i8, ptr %70, i64 104
  %477 = getelementptr inbounds i8, ptr %70, i64 112
  store float %475, ptr %477, align 16, !tbaa !19
  %478 = getelementptr inbounds i8, ptr %70, i64 120
  store ptr %471, ptr %478, align 8, !tbaa !6
  %479 = getelementptr inbounds i8, ptr %71, i64 96
  %480 = getelementptr inbounds i8, ptr %69, i64 24
  store i32 3, ptr %479, align 16, !tbaa !17
  %481 = getelementptr inbounds i8, ptr %71, i64 104
  store double 0.000000e+00, ptr %481, align 8, !tbaa !10
  %482 = getelementptr inbounds i8, ptr %71, i64 112
  store float 0.000000e+00, ptr %482, align 16, !tbaa !19
  %483 = getelementptr inbounds i8, ptr %71, i64 120
  store ptr %480, ptr %483, align 8, !tbaa !6
  %484 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %485 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %486 = getelementptr inbounds i8, ptr %72, i64 8
  %487 = getelementptr inbounds i8, ptr %73, i64 8
  %488 = fadd double %447, 0.000000e+00
  %489 = getelementptr inbounds i8, ptr %74, i64 8
  %490 = fpext float %462 to double
  %491 = getelementptr inbounds i8, ptr %73, i64 16
  %492 = fpext float %475 to double
  %493 = getelementptr inbounds i8, ptr %72, i64 24
  %494 = getelementptr inbounds i8, ptr %74, i64 24
  %495 = load <2 x double>, ptr %460, align 16, !tbaa !10
  %496 = extractelement <2 x double> %495, i64 0
  store double %496, ptr %463, align 8, !tbaa !10
  %497 = extractelement <2 x double> %495, i64 1
  store double %497, ptr %476, align 8, !tbaa !10
  %498 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shift_mixed, i32 noundef %484, ptr noundef nonnull %70, ptr noundef nonnull %71, i32 noundef %485, i32 noundef 4) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %72) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %72, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %73) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %73, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %74) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %74, i8 0, i64 16, i1 false)
  %499 = load double, ptr %257, align 8, !tbaa !10
  %500 = fptrunc double %499 to float
  %501 = fpext float %500 to double
  %502 = load double, ptr %123, align 8, !tbaa !10
  %503 = fadd double %502, %501
  store double %488, ptr %487, align 8, !tbaa !10
  %504 = load double, ptr %126, align 16, !tbaa !10
  %505 = call double @llvm.fmuladd.f64(double %490, double 2.000000e+00, double %504)
  %506 = insertelement <2 x double> poison, double %503, i64 0
  %507 = insertelement <2 x double> %506, double %505, i64 1
  %508 = fadd <2 x double> %507, zeroinitializer
  store <2 x double> %508, ptr %486, align 8, !tbaa !10
  %509 = shufflevector <2 x double> %495, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %510 = insertelement <2 x double> %509, double %447, i64 0
  %511 = fadd <2 x double> %510, zeroinitializer
  store <2 x double> %511, ptr %489, align 8, !tbaa !10
  %512 = load double, ptr %127, align 8, !tbaa !10
  %513 = call double @llvm.fmuladd.f64(double %492, double 3.000000e+00, double %512)
  %514 = fadd double %513, 0.000000e+00
  %515 = call double @llvm.fmuladd.f64(double %497, double 3.000000e+00, double 0.000000e+00)
  %516 = fadd double %497, 0.000000e+00
  %517 = call double @llvm.fmuladd.f64(double %492, double 4.000000e+00, double %512)
  %518 = fadd double %514, %517
  store double %518, ptr %493, align 8, !tbaa !10
  %519 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %515, i64 1
  %520 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %495, <2 x double> <double 2.000000e+00, double 4.000000e+00>, <2 x double> %519)
  store <2 x double> %520, ptr %491, align 16, !tbaa !10
  %521 = fadd double %497, %516
  store double %521, ptr %494, align 8, !tbaa !10
  br label %631

522:                                              ; preds = %246
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %523 = load volatile double, ptr %25, align 8, !tbaa !10
  %524 = call double @llvm.fabs.f64(double %523)
  %525 = fcmp ueq double %524, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %526 = fadd double %278, -1.000000e+00
  %527 = fcmp une double %526, 0.000000e+00
  %528 = select i1 %525, i1 true, i1 %527
  br i1 %528, label %531, label %529

529:                                              ; preds = %522
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %278, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %535

531:                                              ; preds = %522, %246
  %532 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %278, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %533 = load i32, ptr @n_fail, align 4, !tbaa !17
  %534 = add nsw i32 %533, 1
  store i32 %534, ptr @n_fail, align 4, !tbaa !17
  br label %535

535:                                              ; preds = %529, %531
  %536 = getelementptr inbounds i8, ptr %44, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %536, ptr noundef nonnull align 8 dereferenceable(24) %261, i64 24, i1 false), !tbaa !10
  %537 = getelementptr inbounds i8, ptr %44, i64 64
  %538 = load <2 x double>, ptr %262, align 16, !tbaa !10
  store <2 x double> %538, ptr %537, align 16, !tbaa !10
  %539 = load ptr, ptr %260, align 8, !tbaa !12
  %540 = icmp eq ptr %539, %261
  %541 = uitofp i1 %540 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %541, ptr %26, align 8, !tbaa !10
  %542 = load volatile double, ptr %26, align 8, !tbaa !10
  %543 = call double @llvm.fabs.f64(double %542)
  %544 = fcmp ueq double %543, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %544, label %554, label %545

545:                                              ; preds = %535
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %546 = load volatile double, ptr %25, align 8, !tbaa !10
  %547 = call double @llvm.fabs.f64(double %546)
  %548 = fcmp ueq double %547, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %549 = fadd double %541, -1.000000e+00
  %550 = fcmp une double %549, 0.000000e+00
  %551 = select i1 %548, i1 true, i1 %550
  br i1 %551, label %554, label %552

552:                                              ; preds = %545
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %541, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %558

554:                                              ; preds = %545, %535
  %555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %541, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %556 = load i32, ptr @n_fail, align 4, !tbaa !17
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr @n_fail, align 4, !tbaa !17
  br label %558

558:                                              ; preds = %554, %552
  %559 = getelementptr inbounds i8, ptr %44, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %559, ptr noundef nonnull align 16 dereferenceable(24) %270, i64 24, i1 false), !tbaa !10
  %560 = getelementptr inbounds i8, ptr %44, i64 104
  %561 = load <2 x double>, ptr %271, align 8, !tbaa !10
  store <2 x double> %561, ptr %560, align 8, !tbaa !10
  %562 = load ptr, ptr %269, align 16, !tbaa !12
  %563 = icmp eq ptr %562, %270
  %564 = uitofp i1 %563 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %564, ptr %26, align 8, !tbaa !10
  %565 = load volatile double, ptr %26, align 8, !tbaa !10
  %566 = call double @llvm.fabs.f64(double %565)
  %567 = fcmp ueq double %566, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %567, label %577, label %568

568:                                              ; preds = %558
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %569 = load volatile double, ptr %25, align 8, !tbaa !10
  %570 = call double @llvm.fabs.f64(double %569)
  %571 = fcmp ueq double %570, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %572 = fadd double %564, -1.000000e+00
  %573 = fcmp une double %572, 0.000000e+00
  %574 = select i1 %571, i1 true, i1 %573
  br i1 %574, label %577, label %575

575:                                              ; preds = %568
  %576 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %564, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %581

577:                                              ; preds = %568, %558
  %578 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %564, double noundef 1.000000e+00, ptr noundef nonnull @.str.16)
  %579 = load i32, ptr @n_fail, align 4, !tbaa !17
  %580 = add nsw i32 %579, 1
  store i32 %580, ptr @n_fail, align 4, !tbaa !17
  br label %581

581:                                              ; preds = %577, %575
  %582 = call noalias dereferenceable_or_null(120) ptr @malloc(i64 noundef 120) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %582, ptr noundef nonnull readonly align 16 dereferenceable(120) %43, i64 120, i1 false)
  %583 = getelementptr inbounds i8, ptr %582, i64 24
  %584 = getelementptr inbounds i8, ptr %6, i64 8
  %585 = getelementptr inbounds i8, ptr %5, i64 24
  %586 = getelementptr i8, ptr %582, i64 40
  %587 = getelementptr inbounds i8, ptr %6, i64 24
  %588 = getelementptr i8, ptr %582, i64 64
  %589 = getelementptr inbounds i8, ptr %6, i64 32
  %590 = getelementptr inbounds i8, ptr %5, i64 48
  %591 = getelementptr i8, ptr %582, i64 80
  %592 = getelementptr inbounds i8, ptr %6, i64 48
  %593 = getelementptr i8, ptr %582, i64 104
  %594 = getelementptr inbounds i8, ptr %6, i64 56
  %595 = getelementptr inbounds i8, ptr %9, i64 8
  %596 = getelementptr inbounds i8, ptr %8, i64 24
  %597 = getelementptr inbounds i8, ptr %9, i64 24
  %598 = getelementptr inbounds i8, ptr %9, i64 32
  %599 = getelementptr inbounds i8, ptr %8, i64 48
  %600 = getelementptr inbounds i8, ptr %9, i64 48
  %601 = getelementptr inbounds i8, ptr %9, i64 56
  br label %282

602:                                              ; preds = %718
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %74) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %73) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %72) #15
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %71) #15
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %70) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %69) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %68) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %75) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %76) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %76, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %77) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %78) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %75, ptr noundef nonnull align 16 dereferenceable(96) %43, i64 96, i1 false)
  store ptr %75, ptr %77, align 16, !tbaa !6
  store ptr %76, ptr %78, align 16, !tbaa !6
  %603 = getelementptr inbounds i8, ptr %75, i64 24
  %604 = getelementptr inbounds i8, ptr %77, i64 8
  store ptr %603, ptr %604, align 8, !tbaa !6
  %605 = getelementptr inbounds i8, ptr %76, i64 24
  %606 = getelementptr inbounds i8, ptr %78, i64 8
  store ptr %605, ptr %606, align 8, !tbaa !6
  %607 = getelementptr inbounds i8, ptr %75, i64 48
  %608 = getelementptr inbounds i8, ptr %77, i64 16
  store ptr %607, ptr %608, align 16, !tbaa !6
  %609 = getelementptr inbounds i8, ptr %76, i64 48
  %610 = getelementptr inbounds i8, ptr %78, i64 16
  store ptr %609, ptr %610, align 16, !tbaa !6
  %611 = getelementptr inbounds i8, ptr %75, i64 72
  %612 = getelementptr inbounds i8, ptr %77, i64 24
  store ptr %611, ptr %612, align 8, !tbaa !6
  %613 = getelementptr inbounds i8, ptr %76, i64 72
  %614 = getelementptr inbounds i8, ptr %78, i64 24
  store ptr %613, ptr %614, align 8, !tbaa !6
  %615 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %616 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %617 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rows, i32 noundef %615, ptr noundef nonnull %77, ptr noundef nonnull %78, i32 noundef %616, i32 noundef 4, i32 noundef %616, i32 noundef 3) #15
  %618 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %618, ptr noundef nonnull readonly align 16 dereferenceable(96) %43, i64 96, i1 false)
  %619 = getelementptr inbounds i8, ptr %1, i64 24
  %620 = getelementptr inbounds i8, ptr %2, i64 8
  %621 = getelementptr inbounds i8, ptr %1, i64 48
  %622 = getelementptr inbounds i8, ptr %2, i64 16
  %623 = getelementptr inbounds i8, ptr %1, i64 72
  %624 = getelementptr inbounds i8, ptr %2, i64 24
  %625 = getelementptr inbounds i8, ptr %3, i64 24
  %626 = getelementptr inbounds i8, ptr %4, i64 8
  %627 = getelementptr inbounds i8, ptr %3, i64 48
  %628 = getelementptr inbounds i8, ptr %4, i64 16
  %629 = getelementptr inbounds i8, ptr %3, i64 72
  %630 = getelementptr inbounds i8, ptr %4, i64 24
  br label %721

631:                                              ; preds = %436, %718
  %632 = phi i64 [ 0, %436 ], [ %719, %718 ]
  %633 = getelementptr inbounds [4 x %struct.M], ptr %71, i64 0, i64 %632
  %634 = getelementptr inbounds i8, ptr %633, i64 8
  %635 = load double, ptr %634, align 8, !tbaa !21
  %636 = getelementptr inbounds [4 x double], ptr %72, i64 0, i64 %632
  %637 = load double, ptr %636, align 8, !tbaa !10
  %638 = call double @llvm.fabs.f64(double %637)
  %639 = fcmp ogt double %638, 1.000000e+00
  %640 = select i1 %639, double %638, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %635, ptr %24, align 8, !tbaa !10
  %641 = load volatile double, ptr %24, align 8, !tbaa !10
  %642 = call double @llvm.fabs.f64(double %641)
  %643 = fcmp ueq double %642, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %643, label %656, label %644

644:                                              ; preds = %631
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %637, ptr %23, align 8, !tbaa !10
  %645 = load volatile double, ptr %23, align 8, !tbaa !10
  %646 = call double @llvm.fabs.f64(double %645)
  %647 = fcmp ueq double %646, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %647, label %656, label %648

648:                                              ; preds = %644
  %649 = fsub double %635, %637
  %650 = call double @llvm.fabs.f64(double %649)
  %651 = fmul double %640, 0x3D719799812DEA11
  %652 = fcmp ugt double %650, %651
  br i1 %652, label %656, label %653

653:                                              ; preds = %648
  %654 = trunc nuw nsw i64 %632 to i32
  %655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9, i32 noundef %654, double noundef %635, double noundef %637, ptr noundef nonnull @.str.15)
  br label %661

656:                                              ; preds = %648, %644, %631
  %657 = trunc nuw nsw i64 %632 to i32
  %658 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9, i32 noundef %657, double noundef %635, double noundef %637, ptr noundef nonnull @.str.16)
  %659 = load i32, ptr @n_fail, align 4, !tbaa !17
  %660 = add nsw i32 %659, 1
  store i32 %660, ptr @n_fail, align 4, !tbaa !17
  br label %661

661:                                              ; preds = %653, %656
  %662 = getelementptr inbounds i8, ptr %633, i64 16
  %663 = load float, ptr %662, align 16, !tbaa !23
  %664 = fpext float %663 to double
  %665 = getelementptr inbounds [4 x double], ptr %73, i64 0, i64 %632
  %666 = load double, ptr %665, align 8, !tbaa !10
  %667 = call double @llvm.fabs.f64(double %666)
  %668 = fcmp ogt double %667, 1.000000e+00
  %669 = select i1 %668, double %667, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %664, ptr %22, align 8, !tbaa !10
  %670 = load volatile double, ptr %22, align 8, !tbaa !10
  %671 = call double @llvm.fabs.f64(double %670)
  %672 = fcmp ueq double %671, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %672, label %685, label %673

673:                                              ; preds = %661
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %666, ptr %21, align 8, !tbaa !10
  %674 = load volatile double, ptr %21, align 8, !tbaa !10
  %675 = call double @llvm.fabs.f64(double %674)
  %676 = fcmp ueq double %675, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %676, label %685, label %677

677:                                              ; preds = %673
  %678 = fsub double %664, %666
  %679 = call double @llvm.fabs.f64(double %678)
  %680 = fmul double %669, 1.000000e-05
  %681 = fcmp ugt double %679, %680
  br i1 %681, label %685, label %682

682:                                              ; preds = %677
  %683 = trunc nuw nsw i64 %632 to i32
  %684 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %683, double noundef %664, double noundef %666, ptr noundef nonnull @.str.15)
  br label %690

685:                                              ; preds = %677, %673, %661
  %686 = trunc nuw nsw i64 %632 to i32
  %687 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %686, double noundef %664, double noundef %666, ptr noundef nonnull @.str.16)
  %688 = load i32, ptr @n_fail, align 4, !tbaa !17
  %689 = add nsw i32 %688, 1
  store i32 %689, ptr @n_fail, align 4, !tbaa !17
  br label %690

690:                                              ; preds = %682, %685
  %691 = getelementptr inbounds [4 x double], ptr %69, i64 0, i64 %632
  %692 = load double, ptr %691, align 8, !tbaa !10
  %693 = getelementptr inbounds [4 x double], ptr %74, i64 0, i64 %632
  %694 = load double, ptr %693, align 8, !tbaa !10
  %695 = call double @llvm.fabs.f64(double %694)
  %696 = fcmp ogt double %695, 1.000000e+00
  %697 = select i1 %696, double %695, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %692, ptr %20, align 8, !tbaa !10
  %698 = load volatile double, ptr %20, align 8, !tbaa !10
  %699 = call double @llvm.fabs.f64(double %698)
  %700 = fcmp ueq double %699, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %700, label %713, label %701

701:                                              ; preds = %690
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %694, ptr %19, align 8, !tbaa !10
  %702 = load volatile double, ptr %19, align 8, !tbaa !10
  %703 = call double @llvm.fabs.f64(double %702)
  %704 = fcmp ueq double %703, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %704, label %713, label %705

705:                                              ; preds = %701
  %706 = fsub double %692, %694
  %707 = call double @llvm.fabs.f64(double %706)
  %708 = fmul double %697, 0x3D719799812DEA11
  %709 = fcmp ugt double %707, %708
  br i1 %709, label %713, label %710

710:                                              ; preds = %705
  %711 = trunc nuw nsw i64 %632 to i32
  %712 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11, i32 noundef %711, double noundef %692, double noundef %694, ptr noundef nonnull @.str.15)
  br label %718

713:                                              ; preds = %705, %701, %690
  %714 = trunc nuw nsw i64 %632 to i32
  %715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11, i32 noundef %714, double noundef %692, double noundef %694, ptr noundef nonnull @.str.16)
  %716 = load i32, ptr @n_fail, align 4, !tbaa !17
  %717 = add nsw i32 %716, 1
  store i32 %717, ptr @n_fail, align 4, !tbaa !17
  br label %718

718:                                              ; preds = %710, %713
  %719 = add nuw nsw i64 %632, 1
  %720 = icmp eq i64 %719, 4
  br i1 %720, label %602, label %631, !llvm.loop !36

721:                                              ; preds = %761, %602
  %722 = phi i64 [ %762, %761 ], [ 0, %602 ]
  %723 = getelementptr inbounds double, ptr %76, i64 %722
  %724 = load double, ptr %723, align 8, !tbaa !10
  %725 = getelementptr inbounds double, ptr %618, i64 %722
  %726 = load double, ptr %725, align 8, !tbaa !10
  %727 = call double @llvm.fabs.f64(double %726)
  %728 = fcmp ogt double %727, 1.000000e+00
  %729 = select i1 %728, double %727, double 1.000000e+00
  %730 = fmul double %729, 0x3EB0C6F7A0B5ED8D
  %731 = fadd double %726, %730
  %732 = fsub double %726, %730
  store double %731, ptr %725, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull readonly align 8 dereferenceable(96) %618, i64 96, i1 false)
  store ptr %1, ptr %2, align 16, !tbaa !6
  store ptr %619, ptr %620, align 8, !tbaa !6
  store ptr %621, ptr %622, align 16, !tbaa !6
  store ptr %623, ptr %624, align 8, !tbaa !6
  %733 = call double @rows(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #15
  store double %732, ptr %725, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull readonly align 8 dereferenceable(96) %618, i64 96, i1 false)
  store ptr %3, ptr %4, align 16, !tbaa !6
  store ptr %625, ptr %626, align 8, !tbaa !6
  store ptr %627, ptr %628, align 16, !tbaa !6
  store ptr %629, ptr %630, align 8, !tbaa !6
  %734 = call double @rows(ptr noundef nonnull %4, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #15
  store double %726, ptr %725, align 8, !tbaa !10
  %735 = fsub double %733, %734
  %736 = fsub double %731, %732
  %737 = fdiv double %735, %736
  %738 = call double @llvm.fabs.f64(double %737)
  %739 = fcmp ogt double %738, 1.000000e+00
  %740 = select i1 %739, double %738, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %724, ptr %18, align 8, !tbaa !10
  %741 = load volatile double, ptr %18, align 8, !tbaa !10
  %742 = call double @llvm.fabs.f64(double %741)
  %743 = fcmp ueq double %742, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %743, label %756, label %744

744:                                              ; preds = %721
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %737, ptr %17, align 8, !tbaa !10
  %745 = load volatile double, ptr %17, align 8, !tbaa !10
  %746 = call double @llvm.fabs.f64(double %745)
  %747 = fcmp ueq double %746, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %747, label %756, label %748

748:                                              ; preds = %744
  %749 = fsub double %724, %737
  %750 = call double @llvm.fabs.f64(double %749)
  %751 = fmul double %740, 0x3EB0C6F7A0B5ED8D
  %752 = fcmp ugt double %750, %751
  br i1 %752, label %756, label %753

753:                                              ; preds = %748
  %754 = trunc nuw nsw i64 %722 to i32
  %755 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12, i32 noundef %754, double noundef %724, double noundef %737, ptr noundef nonnull @.str.15)
  br label %761

756:                                              ; preds = %748, %744, %721
  %757 = trunc nuw nsw i64 %722 to i32
  %758 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12, i32 noundef %757, double noundef %724, double noundef %737, ptr noundef nonnull @.str.16)
  %759 = load i32, ptr @n_fail, align 4, !tbaa !17
  %760 = add nsw i32 %759, 1
  store i32 %760, ptr @n_fail, align 4, !tbaa !17
  br label %761

761:                                              ; preds = %756, %753
  %762 = add nuw nsw i64 %722, 1
  %763 = icmp eq i64 %762, 12
  br i1 %763, label %764, label %721, !llvm.loop !35

764:                                              ; preds = %761
  call void @free(ptr noundef nonnull %618) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %78) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %77) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %76) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %75) #15
  %765 = load i32, ptr @n_fail, align 4, !tbaa !17
  %766 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %765)
  %767 = load i32, ptr @n_fail, align 4, !tbaa !17
  %768 = icmp ne i32 %767, 0
  %769 = zext i1 %768 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %45) #15
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %43) #15
  ret i32 %769
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
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !27}
!31 = distinct !{!31, !27}
!32 = !{!33, !33, i64 0}
!33 = !{!"long long", !8, i64 0}
!34 = distinct !{!34, !27}
!35 = distinct !{!35, !27}
!36 = distinct !{!36, !27}
