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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @shift_mixed(ptr nocapture noundef %0, i32 noundef %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = add nsw i32 %1, -1
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 5
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %3, i64 %6, i1 false)
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %141

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  %10 = icmp ult i32 %1, 9
  br i1 %10, label %11, label %14

11:                                               ; preds = %138, %8
  %12 = phi i64 [ 0, %8 ], [ %18, %138 ]
  %13 = phi double [ 0.000000e+00, %8 ], [ %140, %138 ]
  br label %143

14:                                               ; preds = %8
  %15 = and i64 %9, 7
  %16 = icmp eq i64 %15, 0
  %17 = select i1 %16, i64 8, i64 %15
  %18 = sub nsw i64 %9, %17
  br label %19

19:                                               ; preds = %19, %14
  %20 = phi i64 [ 0, %14 ], [ %135, %19 ]
  %21 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %14 ], [ %136, %19 ]
  %22 = phi <4 x double> [ zeroinitializer, %14 ], [ %133, %19 ]
  %23 = phi <4 x double> [ zeroinitializer, %14 ], [ %134, %19 ]
  %24 = or disjoint i64 %20, 1
  %25 = or disjoint i64 %20, 2
  %26 = or disjoint i64 %20, 3
  %27 = or disjoint i64 %20, 4
  %28 = or disjoint i64 %20, 5
  %29 = or disjoint i64 %20, 6
  %30 = or disjoint i64 %20, 7
  %31 = trunc <4 x i64> %21 to <4 x i32>
  %32 = add <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %33 = trunc <4 x i64> %21 to <4 x i32>
  %34 = add <4 x i32> %33, <i32 5, i32 5, i32 5, i32 5>
  %35 = uitofp <4 x i32> %32 to <4 x double>
  %36 = uitofp <4 x i32> %34 to <4 x double>
  %37 = getelementptr inbounds %struct.M, ptr %0, i64 %20
  %38 = getelementptr inbounds %struct.M, ptr %0, i64 %24
  %39 = getelementptr inbounds %struct.M, ptr %0, i64 %25
  %40 = getelementptr inbounds %struct.M, ptr %0, i64 %26
  %41 = getelementptr inbounds %struct.M, ptr %0, i64 %27
  %42 = getelementptr inbounds %struct.M, ptr %0, i64 %28
  %43 = getelementptr inbounds %struct.M, ptr %0, i64 %29
  %44 = getelementptr inbounds %struct.M, ptr %0, i64 %30
  %45 = getelementptr inbounds i8, ptr %37, i64 8
  %46 = getelementptr inbounds i8, ptr %38, i64 8
  %47 = getelementptr inbounds i8, ptr %39, i64 8
  %48 = getelementptr inbounds i8, ptr %40, i64 8
  %49 = getelementptr inbounds i8, ptr %41, i64 8
  %50 = getelementptr inbounds i8, ptr %42, i64 8
  %51 = getelementptr inbounds i8, ptr %43, i64 8
  %52 = getelementptr inbounds i8, ptr %44, i64 8
  %53 = load double, ptr %45, align 8, !tbaa !21
  %54 = load double, ptr %46, align 8, !tbaa !21
  %55 = load double, ptr %47, align 8, !tbaa !21
  %56 = load double, ptr %48, align 8, !tbaa !21
  %57 = insertelement <4 x double> poison, double %53, i64 0
  %58 = insertelement <4 x double> %57, double %54, i64 1
  %59 = insertelement <4 x double> %58, double %55, i64 2
  %60 = insertelement <4 x double> %59, double %56, i64 3
  %61 = load double, ptr %49, align 8, !tbaa !21
  %62 = load double, ptr %50, align 8, !tbaa !21
  %63 = load double, ptr %51, align 8, !tbaa !21
  %64 = load double, ptr %52, align 8, !tbaa !21
  %65 = insertelement <4 x double> poison, double %61, i64 0
  %66 = insertelement <4 x double> %65, double %62, i64 1
  %67 = insertelement <4 x double> %66, double %63, i64 2
  %68 = insertelement <4 x double> %67, double %64, i64 3
  %69 = getelementptr inbounds i8, ptr %37, i64 16
  %70 = getelementptr inbounds i8, ptr %38, i64 16
  %71 = getelementptr inbounds i8, ptr %39, i64 16
  %72 = getelementptr inbounds i8, ptr %40, i64 16
  %73 = getelementptr inbounds i8, ptr %41, i64 16
  %74 = getelementptr inbounds i8, ptr %42, i64 16
  %75 = getelementptr inbounds i8, ptr %43, i64 16
  %76 = getelementptr inbounds i8, ptr %44, i64 16
  %77 = load float, ptr %69, align 8, !tbaa !23
  %78 = load float, ptr %70, align 8, !tbaa !23
  %79 = load float, ptr %71, align 8, !tbaa !23
  %80 = load float, ptr %72, align 8, !tbaa !23
  %81 = insertelement <4 x float> poison, float %77, i64 0
  %82 = insertelement <4 x float> %81, float %78, i64 1
  %83 = insertelement <4 x float> %82, float %79, i64 2
  %84 = insertelement <4 x float> %83, float %80, i64 3
  %85 = load float, ptr %73, align 8, !tbaa !23
  %86 = load float, ptr %74, align 8, !tbaa !23
  %87 = load float, ptr %75, align 8, !tbaa !23
  %88 = load float, ptr %76, align 8, !tbaa !23
  %89 = insertelement <4 x float> poison, float %85, i64 0
  %90 = insertelement <4 x float> %89, float %86, i64 1
  %91 = insertelement <4 x float> %90, float %87, i64 2
  %92 = insertelement <4 x float> %91, float %88, i64 3
  %93 = fpext <4 x float> %84 to <4 x double>
  %94 = fpext <4 x float> %92 to <4 x double>
  %95 = fmul fast <4 x double> %93, %35
  %96 = fmul fast <4 x double> %94, %36
  %97 = getelementptr inbounds i8, ptr %37, i64 24
  %98 = getelementptr inbounds i8, ptr %38, i64 24
  %99 = getelementptr inbounds i8, ptr %39, i64 24
  %100 = getelementptr inbounds i8, ptr %40, i64 24
  %101 = getelementptr inbounds i8, ptr %41, i64 24
  %102 = getelementptr inbounds i8, ptr %42, i64 24
  %103 = getelementptr inbounds i8, ptr %43, i64 24
  %104 = getelementptr inbounds i8, ptr %44, i64 24
  %105 = load ptr, ptr %97, align 8, !tbaa !25
  %106 = load ptr, ptr %98, align 8, !tbaa !25
  %107 = load ptr, ptr %99, align 8, !tbaa !25
  %108 = load ptr, ptr %100, align 8, !tbaa !25
  %109 = load ptr, ptr %101, align 8, !tbaa !25
  %110 = load ptr, ptr %102, align 8, !tbaa !25
  %111 = load ptr, ptr %103, align 8, !tbaa !25
  %112 = load ptr, ptr %104, align 8, !tbaa !25
  %113 = load double, ptr %105, align 8, !tbaa !10
  %114 = load double, ptr %106, align 8, !tbaa !10
  %115 = load double, ptr %107, align 8, !tbaa !10
  %116 = load double, ptr %108, align 8, !tbaa !10
  %117 = insertelement <4 x double> poison, double %113, i64 0
  %118 = insertelement <4 x double> %117, double %114, i64 1
  %119 = insertelement <4 x double> %118, double %115, i64 2
  %120 = insertelement <4 x double> %119, double %116, i64 3
  %121 = load double, ptr %109, align 8, !tbaa !10
  %122 = load double, ptr %110, align 8, !tbaa !10
  %123 = load double, ptr %111, align 8, !tbaa !10
  %124 = load double, ptr %112, align 8, !tbaa !10
  %125 = insertelement <4 x double> poison, double %121, i64 0
  %126 = insertelement <4 x double> %125, double %122, i64 1
  %127 = insertelement <4 x double> %126, double %123, i64 2
  %128 = insertelement <4 x double> %127, double %124, i64 3
  %129 = fadd fast <4 x double> %120, %95
  %130 = fadd fast <4 x double> %128, %96
  %131 = fmul fast <4 x double> %129, %60
  %132 = fmul fast <4 x double> %130, %68
  %133 = fadd fast <4 x double> %131, %22
  %134 = fadd fast <4 x double> %132, %23
  %135 = add nuw i64 %20, 8
  %136 = add <4 x i64> %21, <i64 8, i64 8, i64 8, i64 8>
  %137 = icmp eq i64 %135, %18
  br i1 %137, label %138, label %19, !llvm.loop !26

138:                                              ; preds = %19
  %139 = fadd fast <4 x double> %134, %133
  %140 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %139)
  br label %11

141:                                              ; preds = %143, %2
  %142 = phi double [ 0.000000e+00, %2 ], [ %161, %143 ]
  ret double %142

143:                                              ; preds = %11, %143
  %144 = phi i64 [ %146, %143 ], [ %12, %11 ]
  %145 = phi double [ %161, %143 ], [ %13, %11 ]
  %146 = add nuw nsw i64 %144, 1
  %147 = trunc nuw nsw i64 %146 to i32
  %148 = uitofp nneg i32 %147 to double
  %149 = getelementptr inbounds %struct.M, ptr %0, i64 %144
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  %151 = load double, ptr %150, align 8, !tbaa !21
  %152 = getelementptr inbounds i8, ptr %149, i64 16
  %153 = load float, ptr %152, align 8, !tbaa !23
  %154 = fpext float %153 to double
  %155 = fmul fast double %154, %148
  %156 = getelementptr inbounds i8, ptr %149, i64 24
  %157 = load ptr, ptr %156, align 8, !tbaa !25
  %158 = load double, ptr %157, align 8, !tbaa !10
  %159 = fadd fast double %158, %155
  %160 = fmul fast double %159, %151
  %161 = fadd fast double %160, %145
  %162 = icmp eq i64 %146, %9
  br i1 %162, label %141, label %143, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local nofpclass(nan inf) double @rows(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #13
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
  br i1 %67, label %68, label %32, !llvm.loop !31

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
  br i1 %87, label %88, label %76, !llvm.loop !32

88:                                               ; preds = %76, %68
  %89 = phi double [ %72, %68 ], [ %85, %76 ]
  %90 = icmp eq i64 %25, %11
  br i1 %90, label %91, label %17, !llvm.loop !33

91:                                               ; preds = %88, %3
  %92 = phi double [ 0.000000e+00, %3 ], [ %89, %88 ]
  tail call void @free(ptr noundef %6) #14
  ret double %92
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #8 {
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
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %43) #14
  %76 = load i64, ptr @rng_state, align 8, !tbaa !34
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = insertelement <4 x i64> poison, i64 %78, i64 0
  %86 = insertelement <4 x i64> %85, i64 %80, i64 1
  %87 = insertelement <4 x i64> %86, i64 %82, i64 2
  %88 = insertelement <4 x i64> %87, i64 %84, i64 3
  %89 = lshr <4 x i64> %88, <i64 10, i64 10, i64 10, i64 10>
  %90 = and <4 x i64> %89, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %91 = uitofp nneg <4 x i64> %90 to <4 x double>
  %92 = fmul fast <4 x double> %91, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %93 = fadd fast <4 x double> %92, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %94 = mul i64 %84, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = mul i64 %97, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = mul i64 %99, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = insertelement <4 x i64> poison, i64 %95, i64 0
  %103 = insertelement <4 x i64> %102, i64 %97, i64 1
  %104 = insertelement <4 x i64> %103, i64 %99, i64 2
  %105 = insertelement <4 x i64> %104, i64 %101, i64 3
  %106 = lshr <4 x i64> %105, <i64 10, i64 10, i64 10, i64 10>
  %107 = and <4 x i64> %106, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %108 = uitofp nneg <4 x i64> %107 to <4 x double>
  %109 = fmul fast <4 x double> %108, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %110 = fadd fast <4 x double> %109, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %111 = mul i64 %101, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = mul i64 %114, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = mul i64 %116, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = insertelement <4 x i64> poison, i64 %112, i64 0
  %120 = insertelement <4 x i64> %119, i64 %114, i64 1
  %121 = insertelement <4 x i64> %120, i64 %116, i64 2
  %122 = insertelement <4 x i64> %121, i64 %118, i64 3
  %123 = lshr <4 x i64> %122, <i64 10, i64 10, i64 10, i64 10>
  %124 = and <4 x i64> %123, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %125 = uitofp nneg <4 x i64> %124 to <4 x double>
  %126 = fmul fast <4 x double> %125, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %127 = fadd fast <4 x double> %126, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %128 = mul i64 %118, 6364136223846793005
  %129 = add i64 %128, 1442695040888963407
  %130 = mul i64 %129, 6364136223846793005
  %131 = add i64 %130, 1442695040888963407
  %132 = insertelement <2 x i64> poison, i64 %129, i64 0
  %133 = insertelement <2 x i64> %132, i64 %131, i64 1
  %134 = lshr <2 x i64> %133, <i64 10, i64 10>
  %135 = and <2 x i64> %134, <i64 18014398509481982, i64 18014398509481982>
  %136 = uitofp nneg <2 x i64> %135 to <2 x double>
  %137 = fmul fast <2 x double> %136, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %138 = fadd fast <2 x double> %137, <double -1.000000e+00, double -1.000000e+00>
  %139 = mul i64 %131, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = lshr i64 %140, 10
  %142 = and i64 %141, 18014398509481982
  %143 = uitofp nneg i64 %142 to double
  %144 = fmul fast double %143, 0x3CA0000000000000
  %145 = fadd fast double %144, -1.000000e+00
  %146 = mul i64 %140, 6364136223846793005
  %147 = add i64 %146, 1442695040888963407
  %148 = mul i64 %147, 6364136223846793005
  %149 = add i64 %148, 1442695040888963407
  %150 = insertelement <2 x i64> poison, i64 %147, i64 0
  %151 = insertelement <2 x i64> %150, i64 %149, i64 1
  %152 = lshr <2 x i64> %151, <i64 10, i64 10>
  %153 = and <2 x i64> %152, <i64 18014398509481982, i64 18014398509481982>
  %154 = uitofp nneg <2 x i64> %153 to <2 x double>
  %155 = fmul fast <2 x double> %154, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %156 = fadd fast <2 x double> %155, <double -1.000000e+00, double -1.000000e+00>
  %157 = mul i64 %149, 6364136223846793005
  %158 = add i64 %157, 1442695040888963407
  %159 = mul i64 %158, 6364136223846793005
  %160 = add i64 %159, 1442695040888963407
  %161 = insertelement <2 x i64> poison, i64 %158, i64 0
  %162 = insertelement <2 x i64> %161, i64 %160, i64 1
  %163 = lshr <2 x i64> %162, <i64 10, i64 10>
  %164 = and <2 x i64> %163, <i64 18014398509481982, i64 18014398509481982>
  %165 = uitofp nneg <2 x i64> %164 to <2 x double>
  %166 = fmul fast <2 x double> %165, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %167 = fadd fast <2 x double> %166, <double -1.000000e+00, double -1.000000e+00>
  %168 = mul i64 %160, 2074577609206900885
  %169 = add i64 %168, -6764368575065686047
  store i64 %169, ptr @rng_state, align 8, !tbaa !34
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %44) #14
  %170 = extractelement <4 x double> %93, i64 0
  %171 = extractelement <4 x double> %93, i64 1
  %172 = shufflevector <4 x double> %93, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  store <2 x double> %172, ptr %44, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %45) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %45, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %46) #14
  store ptr %44, ptr %46, align 8, !tbaa !12
  %173 = getelementptr inbounds i8, ptr %46, i64 8
  %174 = extractelement <4 x double> %93, i64 2
  store double %174, ptr %173, align 8, !tbaa !14
  %175 = getelementptr inbounds i8, ptr %46, i64 16
  %176 = extractelement <4 x double> %93, i64 3
  store double %176, ptr %175, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %47) #14
  store ptr %45, ptr %47, align 8, !tbaa !12
  %177 = getelementptr inbounds i8, ptr %47, i64 8
  %178 = getelementptr inbounds i8, ptr %47, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %177, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %48) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %49, i8 0, i64 24, i1 false)
  %179 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %180 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign, i32 noundef %179, ptr noundef nonnull %48, ptr noundef nonnull %49, i32 noundef %179, ptr noundef nonnull %46, ptr noundef nonnull %47) #14
  %181 = load double, ptr %45, align 16, !tbaa !10
  %182 = getelementptr inbounds i8, ptr %45, i64 8
  %183 = load double, ptr %182, align 8, !tbaa !10
  %184 = load double, ptr %177, align 8, !tbaa !14
  %185 = load double, ptr %178, align 8, !tbaa !15
  %186 = getelementptr inbounds i8, ptr %11, i64 8
  %187 = getelementptr inbounds i8, ptr %12, i64 8
  %188 = getelementptr inbounds i8, ptr %12, i64 16
  %189 = getelementptr inbounds i8, ptr %14, i64 8
  %190 = getelementptr inbounds i8, ptr %15, i64 8
  %191 = getelementptr inbounds i8, ptr %15, i64 16
  %192 = call fast double @llvm.fabs.f64(double %170)
  %193 = call fast double @llvm.maxnum.f64(double %192, double 1.000000e+00)
  %194 = fmul fast double %193, 0x3EB0C6F7A0B5ED8D
  %195 = fadd fast double %194, %170
  %196 = fsub fast double %170, %194
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  store double %195, ptr %11, align 16, !tbaa !10
  store double %171, ptr %186, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %174, ptr %187, align 8, !tbaa !14
  store double %176, ptr %188, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %197 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  store double %196, ptr %14, align 16, !tbaa !10
  store double %171, ptr %189, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %174, ptr %190, align 8, !tbaa !14
  store double %176, ptr %191, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %198 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  %199 = fsub fast double %197, %198
  %200 = fmul fast double %193, 2.000000e-06
  %201 = fdiv fast double %199, %200
  %202 = call fast double @llvm.fabs.f64(double %201)
  %203 = call fast double @llvm.maxnum.f64(double %202, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %181, ptr %42, align 8, !tbaa !10
  %204 = load volatile double, ptr %42, align 8, !tbaa !10
  %205 = call double @llvm.fabs.f64(double %204)
  %206 = fcmp ueq double %205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %206, label %219, label %207

207:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %201, ptr %41, align 8, !tbaa !10
  %208 = load volatile double, ptr %41, align 8, !tbaa !10
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = fcmp ueq double %209, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %210, label %219, label %211

211:                                              ; preds = %207
  %212 = fsub fast double %181, %201
  %213 = call fast double @llvm.fabs.f64(double %212)
  %214 = fmul fast double %203, 0x3EB0C6F7A0B5ED8D
  %215 = fcmp fast ole double %213, %214
  %216 = freeze i1 %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %211
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %181, double noundef nofpclass(nan inf) %201, ptr noundef nonnull @.str.15)
  br label %223

219:                                              ; preds = %211, %207, %0
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %181, double noundef nofpclass(nan inf) %201, ptr noundef nonnull @.str.16)
  %221 = load i32, ptr @n_fail, align 4, !tbaa !17
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr @n_fail, align 4, !tbaa !17
  br label %223

223:                                              ; preds = %219, %217
  %224 = call fast double @llvm.fabs.f64(double %171)
  %225 = call fast double @llvm.maxnum.f64(double %224, double 1.000000e+00)
  %226 = fmul fast double %225, 0x3EB0C6F7A0B5ED8D
  %227 = fadd fast double %226, %171
  %228 = fsub fast double %171, %226
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  store double %170, ptr %11, align 16, !tbaa !10
  store double %227, ptr %186, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %174, ptr %187, align 8, !tbaa !14
  store double %176, ptr %188, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %229 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  store double %170, ptr %14, align 16, !tbaa !10
  store double %228, ptr %189, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %174, ptr %190, align 8, !tbaa !14
  store double %176, ptr %191, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %230 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  %231 = fsub fast double %229, %230
  %232 = fmul fast double %225, 2.000000e-06
  %233 = fdiv fast double %231, %232
  %234 = call fast double @llvm.fabs.f64(double %233)
  %235 = call fast double @llvm.maxnum.f64(double %234, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %183, ptr %42, align 8, !tbaa !10
  %236 = load volatile double, ptr %42, align 8, !tbaa !10
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %238, label %251, label %239

239:                                              ; preds = %223
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %233, ptr %41, align 8, !tbaa !10
  %240 = load volatile double, ptr %41, align 8, !tbaa !10
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %242, label %251, label %243

243:                                              ; preds = %239
  %244 = fsub fast double %183, %233
  %245 = call fast double @llvm.fabs.f64(double %244)
  %246 = fmul fast double %235, 0x3EB0C6F7A0B5ED8D
  %247 = fcmp fast ole double %245, %246
  %248 = freeze i1 %247
  br i1 %248, label %249, label %251

249:                                              ; preds = %243
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 1, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %233, ptr noundef nonnull @.str.15)
  br label %255

251:                                              ; preds = %243, %239, %223
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 1, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %233, ptr noundef nonnull @.str.16)
  %253 = load i32, ptr @n_fail, align 4, !tbaa !17
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr @n_fail, align 4, !tbaa !17
  br label %255

255:                                              ; preds = %251, %249
  %256 = call fast double @llvm.fabs.f64(double %174)
  %257 = call fast double @llvm.maxnum.f64(double %256, double 1.000000e+00)
  %258 = fmul fast double %257, 0x3EB0C6F7A0B5ED8D
  %259 = fadd fast double %258, %174
  %260 = fsub fast double %174, %258
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  store <2 x double> %172, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %259, ptr %187, align 8, !tbaa !14
  store double %176, ptr %188, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %261 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  store <2 x double> %172, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %260, ptr %190, align 8, !tbaa !14
  store double %176, ptr %191, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %262 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  %263 = fsub fast double %261, %262
  %264 = fmul fast double %257, 2.000000e-06
  %265 = fdiv fast double %263, %264
  %266 = call fast double @llvm.fabs.f64(double %265)
  %267 = call fast double @llvm.maxnum.f64(double %266, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %184, ptr %42, align 8, !tbaa !10
  %268 = load volatile double, ptr %42, align 8, !tbaa !10
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fcmp ueq double %269, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %270, label %283, label %271

271:                                              ; preds = %255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %265, ptr %41, align 8, !tbaa !10
  %272 = load volatile double, ptr %41, align 8, !tbaa !10
  %273 = call double @llvm.fabs.f64(double %272)
  %274 = fcmp ueq double %273, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %274, label %283, label %275

275:                                              ; preds = %271
  %276 = fsub fast double %184, %265
  %277 = call fast double @llvm.fabs.f64(double %276)
  %278 = fmul fast double %267, 0x3EB0C6F7A0B5ED8D
  %279 = fcmp fast ole double %277, %278
  %280 = freeze i1 %279
  br i1 %280, label %281, label %283

281:                                              ; preds = %275
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 2, double noundef nofpclass(nan inf) %184, double noundef nofpclass(nan inf) %265, ptr noundef nonnull @.str.15)
  br label %287

283:                                              ; preds = %275, %271, %255
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 2, double noundef nofpclass(nan inf) %184, double noundef nofpclass(nan inf) %265, ptr noundef nonnull @.str.16)
  %285 = load i32, ptr @n_fail, align 4, !tbaa !17
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr @n_fail, align 4, !tbaa !17
  br label %287

287:                                              ; preds = %283, %281
  %288 = call fast double @llvm.fabs.f64(double %176)
  %289 = call fast double @llvm.maxnum.f64(double %288, double 1.000000e+00)
  %290 = fmul fast double %289, 0x3EB0C6F7A0B5ED8D
  %291 = fadd fast double %290, %176
  %292 = fsub fast double %176, %290
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  store <2 x double> %172, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #14
  store ptr %11, ptr %12, align 8, !tbaa !12
  store double %174, ptr %187, align 8, !tbaa !14
  store double %291, ptr %188, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #14
  %293 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %13, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  store <2 x double> %172, ptr %14, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #14
  store ptr %14, ptr %15, align 8, !tbaa !12
  store double %174, ptr %190, align 8, !tbaa !14
  store double %292, ptr %191, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  %294 = call fast nofpclass(nan inf) double @assign(ptr noundef nonnull %16, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  %295 = fsub fast double %293, %294
  %296 = fmul fast double %289, 2.000000e-06
  %297 = fdiv fast double %295, %296
  %298 = call fast double @llvm.fabs.f64(double %297)
  %299 = call fast double @llvm.maxnum.f64(double %298, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %185, ptr %42, align 8, !tbaa !10
  %300 = load volatile double, ptr %42, align 8, !tbaa !10
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = fcmp ueq double %301, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %302, label %315, label %303

303:                                              ; preds = %287
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %297, ptr %41, align 8, !tbaa !10
  %304 = load volatile double, ptr %41, align 8, !tbaa !10
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fcmp ueq double %305, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %306, label %315, label %307

307:                                              ; preds = %303
  %308 = fsub fast double %185, %297
  %309 = call fast double @llvm.fabs.f64(double %308)
  %310 = fmul fast double %299, 0x3EB0C6F7A0B5ED8D
  %311 = fcmp fast ole double %309, %310
  %312 = freeze i1 %311
  br i1 %312, label %313, label %315

313:                                              ; preds = %307
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 3, double noundef nofpclass(nan inf) %185, double noundef nofpclass(nan inf) %297, ptr noundef nonnull @.str.15)
  br label %319

315:                                              ; preds = %307, %303, %287
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str, i32 noundef 3, double noundef nofpclass(nan inf) %185, double noundef nofpclass(nan inf) %297, ptr noundef nonnull @.str.16)
  %317 = load i32, ptr @n_fail, align 4, !tbaa !17
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr @n_fail, align 4, !tbaa !17
  br label %319

319:                                              ; preds = %315, %313
  %320 = load ptr, ptr %47, align 8, !tbaa !12
  %321 = freeze ptr %320
  %322 = icmp eq ptr %321, %45
  %323 = uitofp i1 %322 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %323, ptr %40, align 8, !tbaa !10
  %324 = load volatile double, ptr %40, align 8, !tbaa !10
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = fcmp ueq double %325, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %326, label %336, label %327

327:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double 1.000000e+00, ptr %39, align 8, !tbaa !10
  %328 = load volatile double, ptr %39, align 8, !tbaa !10
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp one double %329, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  %331 = fadd reassoc nsz arcp contract afn double %323, -1.000000e+00
  %332 = fcmp reassoc nsz arcp contract afn oeq double %331, 0.000000e+00
  %333 = and i1 %332, %330
  br i1 %333, label %334, label %336

334:                                              ; preds = %327
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %323, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %340

336:                                              ; preds = %327, %319
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %323, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.16)
  %338 = load i32, ptr @n_fail, align 4, !tbaa !17
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr @n_fail, align 4, !tbaa !17
  br label %340

340:                                              ; preds = %334, %336
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %50) #14
  store <2 x double> %156, ptr %50, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %51) #14
  store ptr %50, ptr %51, align 8, !tbaa !12
  %341 = getelementptr inbounds i8, ptr %51, i64 8
  store <2 x double> %167, ptr %341, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %52) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %52, i8 0, i64 24, i1 false)
  %342 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %343 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @assign, i32 noundef %342, ptr noundef nonnull %48, ptr noundef nonnull %52, i32 noundef %342, ptr noundef nonnull %46, ptr noundef nonnull %51) #14
  %344 = extractelement <2 x double> %156, i64 0
  %345 = fmul fast double %181, %344
  %346 = extractelement <2 x double> %156, i64 1
  %347 = fmul fast double %183, %346
  %348 = fadd fast double %347, %345
  %349 = extractelement <2 x double> %167, i64 0
  %350 = fmul fast double %184, %349
  %351 = fadd fast double %350, %348
  %352 = extractelement <2 x double> %167, i64 1
  %353 = fmul fast double %185, %352
  %354 = fadd fast double %353, %351
  %355 = call fast double @llvm.fabs.f64(double %354)
  %356 = call fast double @llvm.maxnum.f64(double %355, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %343, ptr %38, align 8, !tbaa !10
  %357 = load volatile double, ptr %38, align 8, !tbaa !10
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %359, label %372, label %360

360:                                              ; preds = %340
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %354, ptr %37, align 8, !tbaa !10
  %361 = load volatile double, ptr %37, align 8, !tbaa !10
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ueq double %362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %363, label %372, label %364

364:                                              ; preds = %360
  %365 = fsub fast double %343, %354
  %366 = call fast double @llvm.fabs.f64(double %365)
  %367 = fmul fast double %356, 1.000000e-09
  %368 = fcmp fast ole double %366, %367
  %369 = freeze i1 %368
  br i1 %369, label %370, label %372

370:                                              ; preds = %364
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %343, double noundef nofpclass(nan inf) %354, ptr noundef nonnull @.str.15)
  br label %376

372:                                              ; preds = %364, %360, %340
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %343, double noundef nofpclass(nan inf) %354, ptr noundef nonnull @.str.16)
  %374 = load i32, ptr @n_fail, align 4, !tbaa !17
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr @n_fail, align 4, !tbaa !17
  br label %376

376:                                              ; preds = %370, %372
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %51) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %48) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %47) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %45) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %44) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %54, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %56) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %57) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %58, i8 0, i64 72, i1 false)
  store ptr %53, ptr %55, align 16, !tbaa !6
  %377 = getelementptr inbounds i8, ptr %55, i64 8
  %378 = shufflevector <4 x double> %93, <4 x double> %110, <2 x i32> <i32 3, i32 4>
  store <2 x double> %378, ptr %377, align 8, !tbaa !10
  store ptr %54, ptr %56, align 16, !tbaa !6
  %379 = getelementptr inbounds i8, ptr %56, i64 8
  %380 = getelementptr inbounds i8, ptr %53, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %379, i8 0, i64 16, i1 false)
  %381 = shufflevector <4 x double> %93, <4 x double> %110, <4 x i32> <i32 0, i32 1, i32 2, i32 5>
  store <4 x double> %381, ptr %53, align 16, !tbaa !10
  %382 = getelementptr inbounds i8, ptr %53, i64 32
  %383 = getelementptr inbounds i8, ptr %55, i64 24
  store ptr %380, ptr %383, align 8, !tbaa !6
  %384 = getelementptr inbounds i8, ptr %55, i64 32
  %385 = shufflevector <4 x double> %127, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  store <2 x double> %385, ptr %384, align 16, !tbaa !10
  %386 = getelementptr inbounds i8, ptr %56, i64 24
  %387 = getelementptr inbounds i8, ptr %54, i64 24
  store ptr %387, ptr %386, align 8, !tbaa !6
  %388 = getelementptr inbounds i8, ptr %56, i64 32
  %389 = getelementptr inbounds i8, ptr %53, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %388, i8 0, i64 16, i1 false)
  %390 = shufflevector <4 x double> %110, <4 x double> %127, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  store <4 x double> %390, ptr %382, align 16, !tbaa !10
  %391 = getelementptr inbounds i8, ptr %53, i64 64
  %392 = extractelement <2 x double> %138, i64 0
  store double %392, ptr %391, align 16, !tbaa !10
  %393 = getelementptr inbounds i8, ptr %55, i64 48
  store ptr %389, ptr %393, align 16, !tbaa !6
  %394 = getelementptr inbounds i8, ptr %55, i64 56
  %395 = extractelement <2 x double> %138, i64 1
  store double %395, ptr %394, align 8, !tbaa !10
  %396 = getelementptr inbounds i8, ptr %55, i64 64
  store double %145, ptr %396, align 16, !tbaa !10
  %397 = getelementptr inbounds i8, ptr %56, i64 48
  %398 = getelementptr inbounds i8, ptr %54, i64 48
  store ptr %398, ptr %397, align 16, !tbaa !6
  %399 = getelementptr inbounds i8, ptr %56, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %399, i8 0, i64 16, i1 false)
  %400 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %401 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @assign3, i32 noundef %400, ptr noundef nonnull %57, ptr noundef nonnull %58, i32 noundef %400, ptr noundef nonnull %55, ptr noundef nonnull %56) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %43, ptr noundef nonnull align 16 dereferenceable(24) %54, i64 24, i1 false), !tbaa !10
  %402 = getelementptr inbounds i8, ptr %43, i64 24
  %403 = load <2 x double>, ptr %379, align 8, !tbaa !10
  store <2 x double> %403, ptr %402, align 8, !tbaa !10
  %404 = load ptr, ptr %56, align 16, !tbaa !12
  %405 = freeze ptr %404
  %406 = icmp eq ptr %405, %54
  %407 = uitofp i1 %406 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %407, ptr %26, align 8, !tbaa !10
  %408 = load volatile double, ptr %26, align 8, !tbaa !10
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %410, label %645, label %636

411:                                              ; preds = %456, %697
  %412 = phi i64 [ %457, %456 ], [ 0, %697 ]
  %413 = getelementptr inbounds double, ptr %43, i64 %412
  %414 = load double, ptr %413, align 8, !tbaa !10
  %415 = getelementptr inbounds double, ptr %698, i64 %412
  %416 = load double, ptr %415, align 8, !tbaa !10
  %417 = call fast double @llvm.fabs.f64(double %416)
  %418 = call fast double @llvm.maxnum.f64(double %417, double 1.000000e+00)
  %419 = fmul fast double %418, 0x3EB0C6F7A0B5ED8D
  %420 = fadd fast double %419, %416
  %421 = fsub fast double %416, %419
  store double %420, ptr %415, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull readonly align 8 dereferenceable(24) %698, i64 24, i1 false), !tbaa !10
  store ptr %5, ptr %6, align 16, !tbaa !6
  %422 = load <2 x double>, ptr %699, align 8, !tbaa !10
  store <2 x double> %422, ptr %707, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %708, ptr noundef nonnull readonly align 8 dereferenceable(24) %701, i64 24, i1 false), !tbaa !10
  store ptr %708, ptr %709, align 8, !tbaa !6
  %423 = load <2 x double>, ptr %702, align 8, !tbaa !10
  store <2 x double> %423, ptr %710, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %711, ptr noundef nonnull readonly align 8 dereferenceable(24) %703, i64 24, i1 false), !tbaa !10
  store ptr %711, ptr %712, align 16, !tbaa !6
  %424 = load <2 x double>, ptr %705, align 8, !tbaa !10
  store <2 x double> %424, ptr %713, align 8, !tbaa !10
  %425 = call fast nofpclass(nan inf) double @assign3(ptr noundef nonnull %7, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #14
  store double %421, ptr %415, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull readonly align 8 dereferenceable(24) %698, i64 24, i1 false), !tbaa !10
  store ptr %8, ptr %9, align 16, !tbaa !6
  %426 = load <2 x double>, ptr %699, align 8, !tbaa !10
  store <2 x double> %426, ptr %714, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %715, ptr noundef nonnull readonly align 8 dereferenceable(24) %701, i64 24, i1 false), !tbaa !10
  store ptr %715, ptr %716, align 8, !tbaa !6
  %427 = load <2 x double>, ptr %702, align 8, !tbaa !10
  store <2 x double> %427, ptr %717, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %718, ptr noundef nonnull readonly align 8 dereferenceable(24) %703, i64 24, i1 false), !tbaa !10
  store ptr %718, ptr %719, align 16, !tbaa !6
  %428 = load <2 x double>, ptr %705, align 8, !tbaa !10
  store <2 x double> %428, ptr %720, align 8, !tbaa !10
  %429 = call fast nofpclass(nan inf) double @assign3(ptr noundef nonnull %10, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #14
  store double %416, ptr %415, align 8, !tbaa !10
  %430 = fsub fast double %425, %429
  %431 = fmul fast double %418, 2.000000e-06
  %432 = fdiv fast double %430, %431
  %433 = call fast double @llvm.fabs.f64(double %432)
  %434 = call fast double @llvm.maxnum.f64(double %433, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %414, ptr %36, align 8, !tbaa !10
  %435 = load volatile double, ptr %36, align 8, !tbaa !10
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fcmp ueq double %436, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %437, label %451, label %438

438:                                              ; preds = %411
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %432, ptr %35, align 8, !tbaa !10
  %439 = load volatile double, ptr %35, align 8, !tbaa !10
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fcmp ueq double %440, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %441, label %451, label %442

442:                                              ; preds = %438
  %443 = fsub fast double %414, %432
  %444 = call fast double @llvm.fabs.f64(double %443)
  %445 = fmul fast double %434, 0x3EB0C6F7A0B5ED8D
  %446 = fcmp fast ole double %444, %445
  %447 = freeze i1 %446
  br i1 %447, label %448, label %451

448:                                              ; preds = %442
  %449 = trunc nuw nsw i64 %412 to i32
  %450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %449, double noundef nofpclass(nan inf) %414, double noundef nofpclass(nan inf) %432, ptr noundef nonnull @.str.15)
  br label %456

451:                                              ; preds = %442, %438, %411
  %452 = trunc nuw nsw i64 %412 to i32
  %453 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.4, i32 noundef %452, double noundef nofpclass(nan inf) %414, double noundef nofpclass(nan inf) %432, ptr noundef nonnull @.str.16)
  %454 = load i32, ptr @n_fail, align 4, !tbaa !17
  %455 = add nsw i32 %454, 1
  store i32 %455, ptr @n_fail, align 4, !tbaa !17
  br label %456

456:                                              ; preds = %451, %448
  %457 = add nuw nsw i64 %412, 1
  %458 = icmp eq i64 %457, 15
  br i1 %458, label %459, label %411, !llvm.loop !36

459:                                              ; preds = %456
  call void @free(ptr noundef nonnull %698) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #14
  store double %170, ptr %59, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #14
  store i64 0, ptr %60, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #14
  store i32 3, ptr %61, align 8, !tbaa !24
  %460 = getelementptr inbounds i8, ptr %61, i64 8
  store double %171, ptr %460, align 8, !tbaa !21
  %461 = getelementptr inbounds i8, ptr %61, i64 16
  %462 = fptrunc double %174 to float
  store float %462, ptr %461, align 8, !tbaa !23
  %463 = getelementptr inbounds i8, ptr %61, i64 24
  store ptr %59, ptr %463, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #14
  store i32 3, ptr %62, align 8, !tbaa !24
  %464 = getelementptr inbounds i8, ptr %62, i64 8
  store double 0.000000e+00, ptr %464, align 8, !tbaa !21
  %465 = getelementptr inbounds i8, ptr %62, i64 16
  store float 0.000000e+00, ptr %465, align 8, !tbaa !23
  %466 = getelementptr inbounds i8, ptr %62, i64 24
  store ptr %60, ptr %466, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %63) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %64, i8 0, i64 32, i1 false)
  %467 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %468 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, i32 noundef %467, ptr noundef nonnull %63, ptr noundef nonnull %64, i32 noundef %467, ptr noundef nonnull %61, ptr noundef nonnull %62) #14
  %469 = fpext float %462 to double
  %470 = load double, ptr %60, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %470, ptr %34, align 8, !tbaa !10
  %471 = load volatile double, ptr %34, align 8, !tbaa !10
  %472 = call double @llvm.fabs.f64(double %471)
  %473 = fcmp ueq double %472, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %473, label %486, label %474

474:                                              ; preds = %459
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %171, ptr %33, align 8, !tbaa !10
  %475 = load volatile double, ptr %33, align 8, !tbaa !10
  %476 = call double @llvm.fabs.f64(double %475)
  %477 = fcmp ueq double %476, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %477, label %486, label %478

478:                                              ; preds = %474
  %479 = fsub fast double %470, %171
  %480 = call fast double @llvm.fabs.f64(double %479)
  %481 = fmul fast double %225, 0x3D719799812DEA11
  %482 = fcmp fast ole double %480, %481
  %483 = freeze i1 %482
  br i1 %483, label %484, label %486

484:                                              ; preds = %478
  %485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %470, double noundef nofpclass(nan inf) %171, ptr noundef nonnull @.str.15)
  br label %490

486:                                              ; preds = %478, %474, %459
  %487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %470, double noundef nofpclass(nan inf) %171, ptr noundef nonnull @.str.16)
  %488 = load i32, ptr @n_fail, align 4, !tbaa !17
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr @n_fail, align 4, !tbaa !17
  br label %490

490:                                              ; preds = %484, %486
  %491 = load double, ptr %464, align 8, !tbaa !21
  %492 = fmul fast double %469, 3.000000e+00
  %493 = fadd fast double %492, %170
  %494 = call fast double @llvm.fabs.f64(double %493)
  %495 = call fast double @llvm.maxnum.f64(double %494, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %491, ptr %32, align 8, !tbaa !10
  %496 = load volatile double, ptr %32, align 8, !tbaa !10
  %497 = call double @llvm.fabs.f64(double %496)
  %498 = fcmp ueq double %497, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %498, label %511, label %499

499:                                              ; preds = %490
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %493, ptr %31, align 8, !tbaa !10
  %500 = load volatile double, ptr %31, align 8, !tbaa !10
  %501 = call double @llvm.fabs.f64(double %500)
  %502 = fcmp ueq double %501, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %502, label %511, label %503

503:                                              ; preds = %499
  %504 = fsub fast double %491, %493
  %505 = call fast double @llvm.fabs.f64(double %504)
  %506 = fmul fast double %495, 0x3D719799812DEA11
  %507 = fcmp fast ole double %505, %506
  %508 = freeze i1 %507
  br i1 %508, label %509, label %511

509:                                              ; preds = %503
  %510 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef nofpclass(nan inf) %491, double noundef nofpclass(nan inf) %493, ptr noundef nonnull @.str.15)
  br label %515

511:                                              ; preds = %503, %499, %490
  %512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef nofpclass(nan inf) %491, double noundef nofpclass(nan inf) %493, ptr noundef nonnull @.str.16)
  %513 = load i32, ptr @n_fail, align 4, !tbaa !17
  %514 = add nsw i32 %513, 1
  store i32 %514, ptr @n_fail, align 4, !tbaa !17
  br label %515

515:                                              ; preds = %509, %511
  %516 = load float, ptr %465, align 8, !tbaa !23
  %517 = fpext float %516 to double
  %518 = fmul fast double %171, 3.000000e+00
  %519 = call fast double @llvm.fabs.f64(double %518)
  %520 = call fast double @llvm.maxnum.f64(double %519, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %517, ptr %30, align 8, !tbaa !10
  %521 = load volatile double, ptr %30, align 8, !tbaa !10
  %522 = call double @llvm.fabs.f64(double %521)
  %523 = fcmp ueq double %522, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %523, label %536, label %524

524:                                              ; preds = %515
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %518, ptr %29, align 8, !tbaa !10
  %525 = load volatile double, ptr %29, align 8, !tbaa !10
  %526 = call double @llvm.fabs.f64(double %525)
  %527 = fcmp ueq double %526, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %527, label %536, label %528

528:                                              ; preds = %524
  %529 = fsub fast double %517, %518
  %530 = call fast double @llvm.fabs.f64(double %529)
  %531 = fmul fast double %520, 0x3EB0C6F7A0B5ED8D
  %532 = fcmp fast ole double %530, %531
  %533 = freeze i1 %532
  br i1 %533, label %534, label %536

534:                                              ; preds = %528
  %535 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef nofpclass(nan inf) %517, double noundef nofpclass(nan inf) %518, ptr noundef nonnull @.str.15)
  br label %540

536:                                              ; preds = %528, %524, %515
  %537 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef nofpclass(nan inf) %517, double noundef nofpclass(nan inf) %518, ptr noundef nonnull @.str.16)
  %538 = load i32, ptr @n_fail, align 4, !tbaa !17
  %539 = add nsw i32 %538, 1
  store i32 %539, ptr @n_fail, align 4, !tbaa !17
  br label %540

540:                                              ; preds = %534, %536
  %541 = load ptr, ptr %466, align 8, !tbaa !25
  %542 = freeze ptr %541
  %543 = icmp eq ptr %542, %60
  %544 = uitofp i1 %543 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %544, ptr %28, align 8, !tbaa !10
  %545 = load volatile double, ptr %28, align 8, !tbaa !10
  %546 = call double @llvm.fabs.f64(double %545)
  %547 = fcmp ueq double %546, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %547, label %557, label %548

548:                                              ; preds = %540
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double 1.000000e+00, ptr %27, align 8, !tbaa !10
  %549 = load volatile double, ptr %27, align 8, !tbaa !10
  %550 = call double @llvm.fabs.f64(double %549)
  %551 = fcmp one double %550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %552 = fadd reassoc nsz arcp contract afn double %544, -1.000000e+00
  %553 = fcmp reassoc nsz arcp contract afn oeq double %552, 0.000000e+00
  %554 = and i1 %553, %551
  br i1 %554, label %555, label %557

555:                                              ; preds = %548
  %556 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef nofpclass(nan inf) %544, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %561

557:                                              ; preds = %548, %540
  %558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef nofpclass(nan inf) %544, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.16)
  %559 = load i32, ptr @n_fail, align 4, !tbaa !17
  %560 = add nsw i32 %559, 1
  store i32 %560, ptr @n_fail, align 4, !tbaa !17
  br label %561

561:                                              ; preds = %555, %557
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %63) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %66) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %66, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %67) #14
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %68) #14
  %562 = getelementptr inbounds i8, ptr %65, i64 8
  %563 = getelementptr inbounds i8, ptr %65, i64 16
  %564 = getelementptr inbounds i8, ptr %65, i64 24
  store <4 x double> %93, ptr %65, align 16, !tbaa !10
  %565 = extractelement <4 x double> %127, i64 0
  %566 = fptrunc double %565 to float
  store i32 0, ptr %67, align 16, !tbaa !17
  %567 = getelementptr inbounds i8, ptr %67, i64 8
  %568 = extractelement <4 x double> %110, i64 0
  store double %568, ptr %567, align 8, !tbaa !10
  %569 = getelementptr inbounds i8, ptr %67, i64 16
  store float %566, ptr %569, align 16, !tbaa !19
  %570 = getelementptr inbounds i8, ptr %67, i64 24
  store ptr %65, ptr %570, align 8, !tbaa !6
  store i32 0, ptr %68, align 16, !tbaa !17
  %571 = getelementptr inbounds i8, ptr %68, i64 8
  store double 0.000000e+00, ptr %571, align 8, !tbaa !10
  %572 = getelementptr inbounds i8, ptr %68, i64 16
  store float 0.000000e+00, ptr %572, align 16, !tbaa !19
  %573 = getelementptr inbounds i8, ptr %68, i64 24
  store ptr %66, ptr %573, align 8, !tbaa !6
  %574 = getelementptr inbounds i8, ptr %67, i64 32
  %575 = extractelement <4 x double> %127, i64 1
  %576 = fptrunc double %575 to float
  store i32 1, ptr %574, align 16, !tbaa !17
  %577 = getelementptr inbounds i8, ptr %67, i64 40
  %578 = extractelement <4 x double> %110, i64 1
  store double %578, ptr %577, align 8, !tbaa !10
  %579 = getelementptr inbounds i8, ptr %67, i64 48
  store float %576, ptr %579, align 16, !tbaa !19
  %580 = getelementptr inbounds i8, ptr %67, i64 56
  store ptr %562, ptr %580, align 8, !tbaa !6
  %581 = getelementptr inbounds i8, ptr %68, i64 32
  %582 = getelementptr inbounds i8, ptr %66, i64 8
  store i32 1, ptr %581, align 16, !tbaa !17
  %583 = getelementptr inbounds i8, ptr %68, i64 40
  store double 0.000000e+00, ptr %583, align 8, !tbaa !10
  %584 = getelementptr inbounds i8, ptr %68, i64 48
  store float 0.000000e+00, ptr %584, align 16, !tbaa !19
  %585 = getelementptr inbounds i8, ptr %68, i64 56
  store ptr %582, ptr %585, align 8, !tbaa !6
  %586 = getelementptr inbounds i8, ptr %67, i64 64
  %587 = extractelement <4 x double> %127, i64 2
  %588 = fptrunc double %587 to float
  store i32 2, ptr %586, align 16, !tbaa !17
  %589 = getelementptr inbounds i8, ptr %67, i64 72
  %590 = extractelement <4 x double> %110, i64 2
  store double %590, ptr %589, align 8, !tbaa !10
  %591 = getelementptr inbounds i8, ptr %67, i64 80
  store float %588, ptr %591, align 16, !tbaa !19
  %592 = getelementptr inbounds i8, ptr %67, i64 88
  store ptr %563, ptr %592, align 8, !tbaa !6
  %593 = getelementptr inbounds i8, ptr %68, i64 64
  %594 = getelementptr inbounds i8, ptr %66, i64 16
  store i32 2, ptr %593, align 16, !tbaa !17
  %595 = getelementptr inbounds i8, ptr %68, i64 72
  store double 0.000000e+00, ptr %595, align 8, !tbaa !10
  %596 = getelementptr inbounds i8, ptr %68, i64 80
  store float 0.000000e+00, ptr %596, align 16, !tbaa !19
  %597 = getelementptr inbounds i8, ptr %68, i64 88
  store ptr %594, ptr %597, align 8, !tbaa !6
  %598 = getelementptr inbounds i8, ptr %67, i64 96
  %599 = extractelement <4 x double> %127, i64 3
  %600 = fptrunc double %599 to float
  store i32 3, ptr %598, align 16, !tbaa !17
  %601 = getelementptr inbounds i8, ptr %67, i64 104
  %602 = extractelement <4 x double> %110, i64 3
  store double %602, ptr %601, align 8, !tbaa !10
  %603 = getelementptr inbounds i8, ptr %67, i64 112
  store float %600, ptr %603, align 16, !tbaa !19
  %604 = getelementptr inbounds i8, ptr %67, i64 120
  store ptr %564, ptr %604, align 8, !tbaa !6
  %605 = getelementptr inbounds i8, ptr %68, i64 96
  %606 = getelementptr inbounds i8, ptr %66, i64 24
  store i32 3, ptr %605, align 16, !tbaa !17
  %607 = getelementptr inbounds i8, ptr %68, i64 104
  store double 0.000000e+00, ptr %607, align 8, !tbaa !10
  %608 = getelementptr inbounds i8, ptr %68, i64 112
  store float 0.000000e+00, ptr %608, align 16, !tbaa !19
  %609 = getelementptr inbounds i8, ptr %68, i64 120
  store ptr %606, ptr %609, align 8, !tbaa !6
  %610 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %611 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %612 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shift_mixed, i32 noundef %610, ptr noundef nonnull %67, ptr noundef nonnull %68, i32 noundef %611, i32 noundef 4) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %69) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %69, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %70) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %70, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %71) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %71, i8 0, i64 16, i1 false)
  %613 = fpext float %576 to double
  %614 = getelementptr inbounds i8, ptr %69, i64 8
  %615 = getelementptr inbounds i8, ptr %70, i64 8
  store double %578, ptr %615, align 8, !tbaa !10
  %616 = getelementptr inbounds i8, ptr %71, i64 8
  store double %578, ptr %616, align 8, !tbaa !10
  %617 = fpext float %588 to double
  %618 = fmul fast double %617, 2.000000e+00
  %619 = shufflevector <4 x double> %93, <4 x double> poison, <2 x i32> <i32 1, i32 2>
  %620 = insertelement <2 x double> poison, double %613, i64 0
  %621 = insertelement <2 x double> %620, double %618, i64 1
  %622 = fadd fast <2 x double> %619, %621
  store <2 x double> %622, ptr %614, align 8, !tbaa !10
  %623 = getelementptr inbounds i8, ptr %70, i64 16
  %624 = getelementptr inbounds i8, ptr %71, i64 16
  store double %590, ptr %624, align 16, !tbaa !10
  %625 = fpext float %600 to double
  %626 = fmul fast double %625, 3.000000e+00
  %627 = getelementptr inbounds i8, ptr %69, i64 24
  %628 = fadd fast double %176, %626
  %629 = getelementptr inbounds i8, ptr %71, i64 24
  %630 = fmul fast double %625, 4.000000e+00
  %631 = fadd fast double %628, %176
  %632 = fadd fast double %631, %630
  store double %632, ptr %627, align 8, !tbaa !10
  %633 = shufflevector <4 x double> %110, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %634 = fmul fast <2 x double> %633, <double 2.000000e+00, double 7.000000e+00>
  store <2 x double> %634, ptr %623, align 16, !tbaa !10
  %635 = fadd fast double %602, %602
  store double %635, ptr %629, align 8, !tbaa !10
  br label %754

636:                                              ; preds = %376
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %637 = load volatile double, ptr %25, align 8, !tbaa !10
  %638 = call double @llvm.fabs.f64(double %637)
  %639 = fcmp one double %638, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %640 = fadd reassoc nsz arcp contract afn double %407, -1.000000e+00
  %641 = fcmp reassoc nsz arcp contract afn oeq double %640, 0.000000e+00
  %642 = and i1 %641, %639
  br i1 %642, label %643, label %645

643:                                              ; preds = %636
  %644 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %407, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %649

645:                                              ; preds = %636, %376
  %646 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %407, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.16)
  %647 = load i32, ptr @n_fail, align 4, !tbaa !17
  %648 = add nsw i32 %647, 1
  store i32 %648, ptr @n_fail, align 4, !tbaa !17
  br label %649

649:                                              ; preds = %643, %645
  %650 = getelementptr inbounds i8, ptr %43, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %650, ptr noundef nonnull align 8 dereferenceable(24) %387, i64 24, i1 false), !tbaa !10
  %651 = getelementptr inbounds i8, ptr %43, i64 64
  %652 = load <2 x double>, ptr %388, align 16, !tbaa !10
  store <2 x double> %652, ptr %651, align 16, !tbaa !10
  %653 = load ptr, ptr %386, align 8, !tbaa !12
  %654 = icmp eq ptr %653, %387
  %655 = freeze i1 %654
  %656 = uitofp i1 %655 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %656, ptr %26, align 8, !tbaa !10
  %657 = load volatile double, ptr %26, align 8, !tbaa !10
  %658 = call double @llvm.fabs.f64(double %657)
  %659 = fcmp ueq double %658, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %659, label %669, label %660

660:                                              ; preds = %649
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %661 = load volatile double, ptr %25, align 8, !tbaa !10
  %662 = call double @llvm.fabs.f64(double %661)
  %663 = fcmp one double %662, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %664 = fadd reassoc nsz arcp contract afn double %656, -1.000000e+00
  %665 = fcmp reassoc nsz arcp contract afn oeq double %664, 0.000000e+00
  %666 = and i1 %665, %663
  br i1 %666, label %667, label %669

667:                                              ; preds = %660
  %668 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %656, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %673

669:                                              ; preds = %660, %649
  %670 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %656, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.16)
  %671 = load i32, ptr @n_fail, align 4, !tbaa !17
  %672 = add nsw i32 %671, 1
  store i32 %672, ptr @n_fail, align 4, !tbaa !17
  br label %673

673:                                              ; preds = %669, %667
  %674 = getelementptr inbounds i8, ptr %43, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %674, ptr noundef nonnull align 16 dereferenceable(24) %398, i64 24, i1 false), !tbaa !10
  %675 = getelementptr inbounds i8, ptr %43, i64 104
  %676 = load <2 x double>, ptr %399, align 8, !tbaa !10
  store <2 x double> %676, ptr %675, align 8, !tbaa !10
  %677 = load ptr, ptr %397, align 16, !tbaa !12
  %678 = icmp eq ptr %677, %398
  %679 = freeze i1 %678
  %680 = uitofp i1 %679 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %680, ptr %26, align 8, !tbaa !10
  %681 = load volatile double, ptr %26, align 8, !tbaa !10
  %682 = call double @llvm.fabs.f64(double %681)
  %683 = fcmp ueq double %682, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %683, label %693, label %684

684:                                              ; preds = %673
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !10
  %685 = load volatile double, ptr %25, align 8, !tbaa !10
  %686 = call double @llvm.fabs.f64(double %685)
  %687 = fcmp one double %686, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %688 = fadd reassoc nsz arcp contract afn double %680, -1.000000e+00
  %689 = fcmp reassoc nsz arcp contract afn oeq double %688, 0.000000e+00
  %690 = and i1 %689, %687
  br i1 %690, label %691, label %693

691:                                              ; preds = %684
  %692 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %680, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.15)
  br label %697

693:                                              ; preds = %684, %673
  %694 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %680, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.16)
  %695 = load i32, ptr @n_fail, align 4, !tbaa !17
  %696 = add nsw i32 %695, 1
  store i32 %696, ptr @n_fail, align 4, !tbaa !17
  br label %697

697:                                              ; preds = %693, %691
  %698 = call noalias dereferenceable_or_null(120) ptr @malloc(i64 noundef 120) #13
  %699 = getelementptr inbounds i8, ptr %698, i64 24
  store <4 x double> %93, ptr %698, align 8
  %700 = getelementptr inbounds i8, ptr %698, i64 32
  %701 = getelementptr i8, ptr %698, i64 40
  store <4 x double> %110, ptr %700, align 8
  %702 = getelementptr i8, ptr %698, i64 64
  %703 = getelementptr i8, ptr %698, i64 80
  store <4 x double> %127, ptr %702, align 8
  %704 = getelementptr inbounds i8, ptr %698, i64 96
  %705 = getelementptr i8, ptr %698, i64 104
  store <2 x double> %138, ptr %704, align 8
  %706 = getelementptr i8, ptr %698, i64 112
  store double %145, ptr %706, align 8
  %707 = getelementptr inbounds i8, ptr %6, i64 8
  %708 = getelementptr inbounds i8, ptr %5, i64 24
  %709 = getelementptr inbounds i8, ptr %6, i64 24
  %710 = getelementptr inbounds i8, ptr %6, i64 32
  %711 = getelementptr inbounds i8, ptr %5, i64 48
  %712 = getelementptr inbounds i8, ptr %6, i64 48
  %713 = getelementptr inbounds i8, ptr %6, i64 56
  %714 = getelementptr inbounds i8, ptr %9, i64 8
  %715 = getelementptr inbounds i8, ptr %8, i64 24
  %716 = getelementptr inbounds i8, ptr %9, i64 24
  %717 = getelementptr inbounds i8, ptr %9, i64 32
  %718 = getelementptr inbounds i8, ptr %8, i64 48
  %719 = getelementptr inbounds i8, ptr %9, i64 48
  %720 = getelementptr inbounds i8, ptr %9, i64 56
  br label %411

721:                                              ; preds = %841
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %71) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %70) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %69) #14
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %68) #14
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %67) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %66) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %72) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %73) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %73, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %74) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %75) #14
  %722 = getelementptr inbounds i8, ptr %72, i64 24
  store <4 x double> %93, ptr %72, align 16
  %723 = getelementptr inbounds i8, ptr %72, i64 32
  %724 = getelementptr inbounds i8, ptr %72, i64 48
  store <4 x double> %110, ptr %723, align 16
  %725 = getelementptr inbounds i8, ptr %72, i64 64
  %726 = getelementptr inbounds i8, ptr %72, i64 72
  store <4 x double> %127, ptr %725, align 16
  store ptr %72, ptr %74, align 16, !tbaa !6
  store ptr %73, ptr %75, align 16, !tbaa !6
  %727 = getelementptr inbounds i8, ptr %74, i64 8
  store ptr %722, ptr %727, align 8, !tbaa !6
  %728 = getelementptr inbounds i8, ptr %73, i64 24
  %729 = getelementptr inbounds i8, ptr %75, i64 8
  store ptr %728, ptr %729, align 8, !tbaa !6
  %730 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %724, ptr %730, align 16, !tbaa !6
  %731 = getelementptr inbounds i8, ptr %73, i64 48
  %732 = getelementptr inbounds i8, ptr %75, i64 16
  store ptr %731, ptr %732, align 16, !tbaa !6
  %733 = getelementptr inbounds i8, ptr %74, i64 24
  store ptr %726, ptr %733, align 8, !tbaa !6
  %734 = getelementptr inbounds i8, ptr %73, i64 72
  %735 = getelementptr inbounds i8, ptr %75, i64 24
  store ptr %734, ptr %735, align 8, !tbaa !6
  %736 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %737 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %738 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rows, i32 noundef %736, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %737, i32 noundef 4, i32 noundef %737, i32 noundef 3) #14
  %739 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #13
  store <4 x double> %93, ptr %739, align 8
  %740 = getelementptr inbounds i8, ptr %739, i64 32
  store <4 x double> %110, ptr %740, align 8
  %741 = getelementptr inbounds i8, ptr %739, i64 64
  store <4 x double> %127, ptr %741, align 8
  %742 = getelementptr inbounds i8, ptr %1, i64 24
  %743 = getelementptr inbounds i8, ptr %2, i64 8
  %744 = getelementptr inbounds i8, ptr %1, i64 48
  %745 = getelementptr inbounds i8, ptr %2, i64 16
  %746 = getelementptr inbounds i8, ptr %1, i64 72
  %747 = getelementptr inbounds i8, ptr %2, i64 24
  %748 = getelementptr inbounds i8, ptr %3, i64 24
  %749 = getelementptr inbounds i8, ptr %4, i64 8
  %750 = getelementptr inbounds i8, ptr %3, i64 48
  %751 = getelementptr inbounds i8, ptr %4, i64 16
  %752 = getelementptr inbounds i8, ptr %3, i64 72
  %753 = getelementptr inbounds i8, ptr %4, i64 24
  br label %844

754:                                              ; preds = %561, %841
  %755 = phi i64 [ 0, %561 ], [ %842, %841 ]
  %756 = getelementptr inbounds [4 x %struct.M], ptr %68, i64 0, i64 %755
  %757 = getelementptr inbounds i8, ptr %756, i64 8
  %758 = load double, ptr %757, align 8, !tbaa !21
  %759 = getelementptr inbounds [4 x double], ptr %69, i64 0, i64 %755
  %760 = load double, ptr %759, align 8, !tbaa !10
  %761 = call fast double @llvm.fabs.f64(double %760)
  %762 = call fast double @llvm.maxnum.f64(double %761, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %758, ptr %24, align 8, !tbaa !10
  %763 = load volatile double, ptr %24, align 8, !tbaa !10
  %764 = call double @llvm.fabs.f64(double %763)
  %765 = fcmp ueq double %764, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %765, label %779, label %766

766:                                              ; preds = %754
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %760, ptr %23, align 8, !tbaa !10
  %767 = load volatile double, ptr %23, align 8, !tbaa !10
  %768 = call double @llvm.fabs.f64(double %767)
  %769 = fcmp ueq double %768, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %769, label %779, label %770

770:                                              ; preds = %766
  %771 = fsub fast double %758, %760
  %772 = call fast double @llvm.fabs.f64(double %771)
  %773 = fmul fast double %762, 0x3D719799812DEA11
  %774 = fcmp fast ole double %772, %773
  %775 = freeze i1 %774
  br i1 %775, label %776, label %779

776:                                              ; preds = %770
  %777 = trunc nuw nsw i64 %755 to i32
  %778 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9, i32 noundef %777, double noundef nofpclass(nan inf) %758, double noundef nofpclass(nan inf) %760, ptr noundef nonnull @.str.15)
  br label %784

779:                                              ; preds = %770, %766, %754
  %780 = trunc nuw nsw i64 %755 to i32
  %781 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9, i32 noundef %780, double noundef nofpclass(nan inf) %758, double noundef nofpclass(nan inf) %760, ptr noundef nonnull @.str.16)
  %782 = load i32, ptr @n_fail, align 4, !tbaa !17
  %783 = add nsw i32 %782, 1
  store i32 %783, ptr @n_fail, align 4, !tbaa !17
  br label %784

784:                                              ; preds = %776, %779
  %785 = getelementptr inbounds i8, ptr %756, i64 16
  %786 = load float, ptr %785, align 16, !tbaa !23
  %787 = fpext float %786 to double
  %788 = getelementptr inbounds [4 x double], ptr %70, i64 0, i64 %755
  %789 = load double, ptr %788, align 8, !tbaa !10
  %790 = call fast double @llvm.fabs.f64(double %789)
  %791 = call fast double @llvm.maxnum.f64(double %790, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %787, ptr %22, align 8, !tbaa !10
  %792 = load volatile double, ptr %22, align 8, !tbaa !10
  %793 = call double @llvm.fabs.f64(double %792)
  %794 = fcmp ueq double %793, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %794, label %808, label %795

795:                                              ; preds = %784
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %789, ptr %21, align 8, !tbaa !10
  %796 = load volatile double, ptr %21, align 8, !tbaa !10
  %797 = call double @llvm.fabs.f64(double %796)
  %798 = fcmp ueq double %797, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %798, label %808, label %799

799:                                              ; preds = %795
  %800 = fsub fast double %787, %789
  %801 = call fast double @llvm.fabs.f64(double %800)
  %802 = fmul fast double %791, 1.000000e-05
  %803 = fcmp fast ole double %801, %802
  %804 = freeze i1 %803
  br i1 %804, label %805, label %808

805:                                              ; preds = %799
  %806 = trunc nuw nsw i64 %755 to i32
  %807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %806, double noundef nofpclass(nan inf) %787, double noundef nofpclass(nan inf) %789, ptr noundef nonnull @.str.15)
  br label %813

808:                                              ; preds = %799, %795, %784
  %809 = trunc nuw nsw i64 %755 to i32
  %810 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %809, double noundef nofpclass(nan inf) %787, double noundef nofpclass(nan inf) %789, ptr noundef nonnull @.str.16)
  %811 = load i32, ptr @n_fail, align 4, !tbaa !17
  %812 = add nsw i32 %811, 1
  store i32 %812, ptr @n_fail, align 4, !tbaa !17
  br label %813

813:                                              ; preds = %805, %808
  %814 = getelementptr inbounds [4 x double], ptr %66, i64 0, i64 %755
  %815 = load double, ptr %814, align 8, !tbaa !10
  %816 = getelementptr inbounds [4 x double], ptr %71, i64 0, i64 %755
  %817 = load double, ptr %816, align 8, !tbaa !10
  %818 = call fast double @llvm.fabs.f64(double %817)
  %819 = call fast double @llvm.maxnum.f64(double %818, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %815, ptr %20, align 8, !tbaa !10
  %820 = load volatile double, ptr %20, align 8, !tbaa !10
  %821 = call double @llvm.fabs.f64(double %820)
  %822 = fcmp ueq double %821, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %822, label %836, label %823

823:                                              ; preds = %813
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %817, ptr %19, align 8, !tbaa !10
  %824 = load volatile double, ptr %19, align 8, !tbaa !10
  %825 = call double @llvm.fabs.f64(double %824)
  %826 = fcmp ueq double %825, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %826, label %836, label %827

827:                                              ; preds = %823
  %828 = fsub fast double %815, %817
  %829 = call fast double @llvm.fabs.f64(double %828)
  %830 = fmul fast double %819, 0x3D719799812DEA11
  %831 = fcmp fast ole double %829, %830
  %832 = freeze i1 %831
  br i1 %832, label %833, label %836

833:                                              ; preds = %827
  %834 = trunc nuw nsw i64 %755 to i32
  %835 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11, i32 noundef %834, double noundef nofpclass(nan inf) %815, double noundef nofpclass(nan inf) %817, ptr noundef nonnull @.str.15)
  br label %841

836:                                              ; preds = %827, %823, %813
  %837 = trunc nuw nsw i64 %755 to i32
  %838 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11, i32 noundef %837, double noundef nofpclass(nan inf) %815, double noundef nofpclass(nan inf) %817, ptr noundef nonnull @.str.16)
  %839 = load i32, ptr @n_fail, align 4, !tbaa !17
  %840 = add nsw i32 %839, 1
  store i32 %840, ptr @n_fail, align 4, !tbaa !17
  br label %841

841:                                              ; preds = %833, %836
  %842 = add nuw nsw i64 %755, 1
  %843 = icmp eq i64 %842, 4
  br i1 %843, label %721, label %754, !llvm.loop !37

844:                                              ; preds = %883, %721
  %845 = phi i64 [ %884, %883 ], [ 0, %721 ]
  %846 = getelementptr inbounds double, ptr %73, i64 %845
  %847 = load double, ptr %846, align 8, !tbaa !10
  %848 = getelementptr inbounds double, ptr %739, i64 %845
  %849 = load double, ptr %848, align 8, !tbaa !10
  %850 = call fast double @llvm.fabs.f64(double %849)
  %851 = call fast double @llvm.maxnum.f64(double %850, double 1.000000e+00)
  %852 = fmul fast double %851, 0x3EB0C6F7A0B5ED8D
  %853 = fadd fast double %852, %849
  %854 = fsub fast double %849, %852
  store double %853, ptr %848, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull readonly align 8 dereferenceable(96) %739, i64 96, i1 false)
  store ptr %1, ptr %2, align 16, !tbaa !6
  store ptr %742, ptr %743, align 8, !tbaa !6
  store ptr %744, ptr %745, align 16, !tbaa !6
  store ptr %746, ptr %747, align 8, !tbaa !6
  %855 = call fast nofpclass(nan inf) double @rows(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #14
  store double %854, ptr %848, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull readonly align 8 dereferenceable(96) %739, i64 96, i1 false)
  store ptr %3, ptr %4, align 16, !tbaa !6
  store ptr %748, ptr %749, align 8, !tbaa !6
  store ptr %750, ptr %751, align 16, !tbaa !6
  store ptr %752, ptr %753, align 8, !tbaa !6
  %856 = call fast nofpclass(nan inf) double @rows(ptr noundef nonnull %4, i32 noundef 4, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  store double %849, ptr %848, align 8, !tbaa !10
  %857 = fsub fast double %855, %856
  %858 = fmul fast double %851, 2.000000e-06
  %859 = fdiv fast double %857, %858
  %860 = call fast double @llvm.fabs.f64(double %859)
  %861 = call fast double @llvm.maxnum.f64(double %860, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %847, ptr %18, align 8, !tbaa !10
  %862 = load volatile double, ptr %18, align 8, !tbaa !10
  %863 = call double @llvm.fabs.f64(double %862)
  %864 = fcmp ueq double %863, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %864, label %878, label %865

865:                                              ; preds = %844
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %859, ptr %17, align 8, !tbaa !10
  %866 = load volatile double, ptr %17, align 8, !tbaa !10
  %867 = call double @llvm.fabs.f64(double %866)
  %868 = fcmp ueq double %867, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %868, label %878, label %869

869:                                              ; preds = %865
  %870 = fsub fast double %847, %859
  %871 = call fast double @llvm.fabs.f64(double %870)
  %872 = fmul fast double %861, 0x3EB0C6F7A0B5ED8D
  %873 = fcmp fast ole double %871, %872
  %874 = freeze i1 %873
  br i1 %874, label %875, label %878

875:                                              ; preds = %869
  %876 = trunc nuw nsw i64 %845 to i32
  %877 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12, i32 noundef %876, double noundef nofpclass(nan inf) %847, double noundef nofpclass(nan inf) %859, ptr noundef nonnull @.str.15)
  br label %883

878:                                              ; preds = %869, %865, %844
  %879 = trunc nuw nsw i64 %845 to i32
  %880 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12, i32 noundef %879, double noundef nofpclass(nan inf) %847, double noundef nofpclass(nan inf) %859, ptr noundef nonnull @.str.16)
  %881 = load i32, ptr @n_fail, align 4, !tbaa !17
  %882 = add nsw i32 %881, 1
  store i32 %882, ptr @n_fail, align 4, !tbaa !17
  br label %883

883:                                              ; preds = %878, %875
  %884 = add nuw nsw i64 %845, 1
  %885 = icmp eq i64 %884, 12
  br i1 %885, label %886, label %844, !llvm.loop !36

886:                                              ; preds = %883
  call void @free(ptr noundef nonnull %739) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %75) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %74) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %73) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %72) #14
  %887 = load i32, ptr @n_fail, align 4, !tbaa !17
  %888 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %887)
  %889 = load i32, ptr @n_fail, align 4, !tbaa !17
  %890 = icmp ne i32 %889, 0
  %891 = zext i1 %890 to i32
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %43) #14
  ret i32 %891
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #10

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind }

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
!31 = distinct !{!31, !27, !28, !29}
!32 = distinct !{!32, !27, !29, !28}
!33 = distinct !{!33, !27}
!34 = !{!35, !35, i64 0}
!35 = !{!"long long", !8, i64 0}
!36 = distinct !{!36, !27}
!37 = distinct !{!37, !27}
