; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr }

@main.ns = internal unnamed_addr constant [4 x i32] [i32 64, i32 17, i32 2, i32 1], align 16
@.str = private unnamed_addr constant [12 x i8] c"top_half.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"isort.JTw\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"isort.primal_sorted\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [64 x double], align 16
  %4 = alloca [64 x double], align 16
  %5 = alloca [64 x double], align 16
  %6 = alloca [64 x double], align 16
  %7 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #13
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  br label %15

9:                                                ; preds = %98, %49
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %10)
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret i32 %14

15:                                               ; preds = %98, %0
  %16 = phi i64 [ 0, %0 ], [ %99, %98 ]
  %17 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = load i64, ptr @rng_state, align 8, !tbaa !9
  %20 = sitofp i32 %18 to double
  %21 = fmul double %20, -5.000000e-02
  %22 = call i32 @llvm.smax.i32(i32 %18, i32 1)
  %23 = zext nneg i32 %22 to i64
  %24 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %21, i64 0
  br label %76

25:                                               ; preds = %76
  %26 = zext nneg i32 %18 to i64
  %27 = and i64 %26, 1
  %28 = icmp eq i64 %16, 3
  br i1 %28, label %31, label %29

29:                                               ; preds = %25
  %30 = and i64 %26, 2147483646
  br label %54

31:                                               ; preds = %54, %25
  %32 = phi i64 [ poison, %25 ], [ %67, %54 ]
  %33 = phi i64 [ 0, %25 ], [ %73, %54 ]
  %34 = phi i64 [ %85, %25 ], [ %67, %54 ]
  %35 = icmp eq i64 %27, 0
  br i1 %35, label %44, label %36

36:                                               ; preds = %31
  %37 = mul i64 %34, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = lshr i64 %38, 10
  %40 = and i64 %39, 18014398509481982
  %41 = uitofp nneg i64 %40 to double
  %42 = call double @llvm.fmuladd.f64(double %41, double 0x3CA0000000000000, double -1.000000e+00)
  %43 = getelementptr inbounds double, ptr %6, i64 %33
  store double %42, ptr %43, align 8, !tbaa !11
  br label %44

44:                                               ; preds = %31, %36
  %45 = phi i64 [ %32, %31 ], [ %38, %36 ]
  store i64 %45, ptr @rng_state, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  store i32 %18, ptr %7, align 8, !tbaa !13
  store ptr %6, ptr %8, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  %46 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @top_half, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %18) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_top, ptr noundef nonnull %7, ptr noundef nonnull %3, i32 noundef %18, ptr noundef nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, ptr noundef nonnull align 16 dereferenceable(512) %3, i64 512, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, ptr noundef nonnull align 16 dereferenceable(512) %6, i64 512, i1 false)
  %47 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @isort, ptr noundef nonnull %5, ptr noundef nonnull %4, i32 noundef %18) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_isort, ptr noundef nonnull %7, ptr noundef nonnull %3, i32 noundef %18, ptr noundef nonnull %4)
  %48 = icmp eq i64 %16, 3
  br i1 %48, label %49, label %50

49:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %9

50:                                               ; preds = %44
  %51 = call i32 @llvm.smax.i32(i32 %18, i32 2)
  %52 = add nsw i32 %51, -1
  %53 = zext nneg i32 %52 to i64
  br label %101

54:                                               ; preds = %54, %29
  %55 = phi i64 [ 0, %29 ], [ %73, %54 ]
  %56 = phi i64 [ %85, %29 ], [ %67, %54 ]
  %57 = phi i64 [ 0, %29 ], [ %74, %54 ]
  %58 = mul i64 %56, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = lshr i64 %59, 10
  %61 = and i64 %60, 18014398509481982
  %62 = uitofp nneg i64 %61 to double
  %63 = call double @llvm.fmuladd.f64(double %62, double 0x3CA0000000000000, double -1.000000e+00)
  %64 = getelementptr inbounds double, ptr %6, i64 %55
  store double %63, ptr %64, align 16, !tbaa !11
  %65 = or disjoint i64 %55, 1
  %66 = mul i64 %59, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = lshr i64 %67, 10
  %69 = and i64 %68, 18014398509481982
  %70 = uitofp nneg i64 %69 to double
  %71 = call double @llvm.fmuladd.f64(double %70, double 0x3CA0000000000000, double -1.000000e+00)
  %72 = getelementptr inbounds double, ptr %6, i64 %65
  store double %71, ptr %72, align 8, !tbaa !11
  %73 = add nuw nsw i64 %55, 2
  %74 = add i64 %57, 2
  %75 = icmp eq i64 %74, %30
  br i1 %75, label %31, label %54, !llvm.loop !17

76:                                               ; preds = %15, %76
  %77 = phi i64 [ 0, %15 ], [ %96, %76 ]
  %78 = phi i64 [ %19, %15 ], [ %85, %76 ]
  %79 = trunc i64 %77 to i32
  %80 = mul i32 %79, 37
  %81 = add i32 %80, 11
  %82 = srem i32 %81, %18
  %83 = uitofp nneg i32 %82 to double
  %84 = mul i64 %78, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = lshr i64 %85, 11
  %87 = uitofp nneg i64 %86 to double
  %88 = fmul double %87, 2.000000e-02
  %89 = insertelement <2 x double> poison, double %83, i64 0
  %90 = insertelement <2 x double> %89, double %88, i64 1
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 1.000000e-01, double 0x3CA0000000000000>, <2 x double> %24)
  %92 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %93 = fadd <2 x double> %91, %92
  %94 = extractelement <2 x double> %93, i64 0
  %95 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %77
  store double %94, ptr %95, align 8, !tbaa !11
  %96 = add nuw nsw i64 %77, 1
  %97 = icmp eq i64 %96, %23
  br i1 %97, label %25, label %76, !llvm.loop !19

98:                                               ; preds = %128
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  %99 = add nuw nsw i64 %16, 1
  %100 = icmp eq i64 %99, 4
  br i1 %100, label %9, label %15, !llvm.loop !20

101:                                              ; preds = %50, %128
  %102 = phi i64 [ 0, %50 ], [ %130, %128 ]
  %103 = phi i64 [ 1, %50 ], [ %129, %128 ]
  %104 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !11
  %106 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %103
  %107 = load double, ptr %106, align 8, !tbaa !11
  %108 = fcmp ole double %105, %107
  %109 = uitofp i1 %108 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %109, ptr %2, align 8, !tbaa !11
  %110 = load volatile double, ptr %2, align 8, !tbaa !11
  %111 = call double @llvm.fabs.f64(double %110)
  %112 = fcmp ueq double %111, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %112, label %123, label %113

113:                                              ; preds = %101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !11
  %114 = load volatile double, ptr %1, align 8, !tbaa !11
  %115 = call double @llvm.fabs.f64(double %114)
  %116 = fcmp ueq double %115, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %117 = fadd double %109, -1.000000e+00
  %118 = fcmp une double %117, 0.000000e+00
  %119 = select i1 %116, i1 true, i1 %118
  br i1 %119, label %123, label %120

120:                                              ; preds = %113
  %121 = trunc nuw nsw i64 %102 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %121, double noundef %109, double noundef 1.000000e+00, ptr noundef nonnull @.str.5)
  br label %128

123:                                              ; preds = %113, %101
  %124 = trunc nuw nsw i64 %102 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %124, double noundef %109, double noundef 1.000000e+00, ptr noundef nonnull @.str.6)
  %126 = load i32, ptr @n_fail, align 4, !tbaa !5
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr @n_fail, align 4, !tbaa !5
  br label %128

128:                                              ; preds = %120, %123
  %129 = add nuw nsw i64 %103, 1
  %130 = add nuw nsw i64 %102, 1
  %131 = icmp eq i64 %130, %53
  br i1 %131, label %98, label %101, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @top_half(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %37

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = shl nuw nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false), !tbaa !11
  %8 = icmp eq i32 %1, 1
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  %10 = zext nneg i32 %1 to i64
  br label %16

11:                                               ; preds = %30
  br i1 %4, label %12, label %37

12:                                               ; preds = %5, %11
  %13 = lshr i32 %1, 1
  %14 = zext nneg i32 %13 to i64
  %15 = zext nneg i32 %1 to i64
  br label %39

16:                                               ; preds = %9, %30
  %17 = phi i64 [ 1, %9 ], [ %35, %30 ]
  %18 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !11
  br label %20

20:                                               ; preds = %16, %27
  %21 = phi i64 [ %17, %16 ], [ %22, %27 ]
  %22 = add nsw i64 %21, -1
  %23 = and i64 %22, 4294967295
  %24 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fcmp ogt double %25, %19
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  %28 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %21
  store double %25, ptr %28, align 8, !tbaa !11
  %29 = icmp sgt i64 %21, 1
  br i1 %29, label %20, label %30, !llvm.loop !22

30:                                               ; preds = %27, %20
  %31 = phi i64 [ 0, %27 ], [ %21, %20 ]
  %32 = shl i64 %31, 32
  %33 = ashr exact i64 %32, 32
  %34 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %33
  store double %19, ptr %34, align 8, !tbaa !11
  %35 = add nuw nsw i64 %17, 1
  %36 = icmp eq i64 %35, %10
  br i1 %36, label %11, label %16, !llvm.loop !23

37:                                               ; preds = %39, %2, %11
  %38 = phi double [ 0.000000e+00, %11 ], [ 0.000000e+00, %2 ], [ %49, %39 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret double %38

39:                                               ; preds = %12, %39
  %40 = phi i64 [ %14, %12 ], [ %50, %39 ]
  %41 = phi double [ 0.000000e+00, %12 ], [ %49, %39 ]
  %42 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %40
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fmul double %43, %43
  %45 = trunc i64 %40 to i32
  %46 = sub i32 %45, %13
  %47 = sitofp i32 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 5.000000e-01, double 1.000000e+00)
  %49 = tail call double @llvm.fmuladd.f64(double %44, double %48, double %41)
  %50 = add nuw nsw i64 %40, 1
  %51 = icmp ult i64 %50, %15
  br i1 %51, label %39, label %37, !llvm.loop !24
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #14
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #13
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !11
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !25
  store double %30, ptr %23, align 8, !tbaa !11
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !25
  store double %24, ptr %23, align 8, !tbaa !11
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !11
  %39 = load volatile double, ptr %8, align 8, !tbaa !11
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !11
  %43 = load volatile double, ptr %7, align 8, !tbaa !11
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.5)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.6)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !5
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @obj_top(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = alloca [64 x double], align 16
  %4 = load i32, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %47

6:                                                ; preds = %2
  %7 = zext nneg i32 %4 to i64
  %8 = shl nuw nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %0, i64 %8, i1 false), !tbaa !11
  %9 = icmp eq i32 %4, 1
  br i1 %9, label %10, label %13

10:                                               ; preds = %27, %6
  %11 = lshr i32 %4, 1
  %12 = zext nneg i32 %11 to i64
  br label %34

13:                                               ; preds = %6, %27
  %14 = phi i64 [ %32, %27 ], [ 1, %6 ]
  %15 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !11
  br label %17

17:                                               ; preds = %24, %13
  %18 = phi i64 [ %14, %13 ], [ %19, %24 ]
  %19 = add nsw i64 %18, -1
  %20 = and i64 %19, 4294967295
  %21 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = fcmp ogt double %22, %16
  br i1 %23, label %24, label %27

24:                                               ; preds = %17
  %25 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %18
  store double %22, ptr %25, align 8, !tbaa !11
  %26 = icmp sgt i64 %18, 1
  br i1 %26, label %17, label %27, !llvm.loop !22

27:                                               ; preds = %24, %17
  %28 = phi i64 [ 0, %24 ], [ %18, %17 ]
  %29 = shl i64 %28, 32
  %30 = ashr exact i64 %29, 32
  %31 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %30
  store double %16, ptr %31, align 8, !tbaa !11
  %32 = add nuw nsw i64 %14, 1
  %33 = icmp eq i64 %32, %7
  br i1 %33, label %10, label %13, !llvm.loop !23

34:                                               ; preds = %34, %10
  %35 = phi i64 [ %12, %10 ], [ %45, %34 ]
  %36 = phi double [ 0.000000e+00, %10 ], [ %44, %34 ]
  %37 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = fmul double %38, %38
  %40 = trunc i64 %35 to i32
  %41 = sub i32 %40, %11
  %42 = sitofp i32 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %42, double 5.000000e-01, double 1.000000e+00)
  %44 = tail call double @llvm.fmuladd.f64(double %39, double %43, double %36)
  %45 = add nuw nsw i64 %35, 1
  %46 = icmp ult i64 %45, %7
  br i1 %46, label %34, label %47, !llvm.loop !24

47:                                               ; preds = %34, %2
  %48 = phi double [ 0.000000e+00, %2 ], [ %44, %34 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret double %48
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @isort(ptr nocapture noundef %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %21, %2
  ret void

7:                                                ; preds = %4, %21
  %8 = phi i64 [ 1, %4 ], [ %26, %21 ]
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !11
  br label %11

11:                                               ; preds = %7, %18
  %12 = phi i64 [ %8, %7 ], [ %13, %18 ]
  %13 = add nsw i64 %12, -1
  %14 = and i64 %13, 4294967295
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !11
  %17 = fcmp ogt double %16, %10
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds double, ptr %0, i64 %12
  store double %16, ptr %19, align 8, !tbaa !11
  %20 = icmp sgt i64 %12, 1
  br i1 %20, label %11, label %21, !llvm.loop !27

21:                                               ; preds = %18, %11
  %22 = phi i64 [ 0, %18 ], [ %12, %11 ]
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 29
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  store double %10, ptr %25, align 8, !tbaa !11
  %26 = add nuw nsw i64 %8, 1
  %27 = icmp eq i64 %26, %5
  br i1 %27, label %6, label %7, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal double @obj_isort(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %4 = load i32, ptr %1, align 8, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = icmp sgt i32 %4, 1
  br i1 %7, label %8, label %31

8:                                                ; preds = %2
  %9 = zext nneg i32 %4 to i64
  br label %10

10:                                               ; preds = %24, %8
  %11 = phi i64 [ 1, %8 ], [ %29, %24 ]
  %12 = getelementptr inbounds double, ptr %3, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !11
  br label %14

14:                                               ; preds = %21, %10
  %15 = phi i64 [ %11, %10 ], [ %16, %21 ]
  %16 = add nsw i64 %15, -1
  %17 = and i64 %16, 4294967295
  %18 = getelementptr inbounds double, ptr %3, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !11
  %20 = fcmp ogt double %19, %13
  br i1 %20, label %21, label %24

21:                                               ; preds = %14
  %22 = getelementptr inbounds double, ptr %3, i64 %15
  store double %19, ptr %22, align 8, !tbaa !11
  %23 = icmp sgt i64 %15, 1
  br i1 %23, label %14, label %24, !llvm.loop !27

24:                                               ; preds = %21, %14
  %25 = phi i64 [ 0, %21 ], [ %15, %14 ]
  %26 = shl i64 %25, 32
  %27 = ashr exact i64 %26, 29
  %28 = getelementptr inbounds i8, ptr %3, i64 %27
  store double %13, ptr %28, align 8, !tbaa !11
  %29 = add nuw nsw i64 %11, 1
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %10, !llvm.loop !28

31:                                               ; preds = %24, %2
  %32 = icmp sgt i32 %4, 0
  br i1 %32, label %33, label %58

33:                                               ; preds = %31
  %34 = getelementptr inbounds i8, ptr %1, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !16
  %36 = zext nneg i32 %4 to i64
  %37 = and i64 %36, 3
  %38 = icmp ult i32 %4, 4
  br i1 %38, label %41, label %39

39:                                               ; preds = %33
  %40 = and i64 %36, 2147483644
  br label %60

41:                                               ; preds = %60, %33
  %42 = phi double [ poison, %33 ], [ %86, %60 ]
  %43 = phi i64 [ 0, %33 ], [ %87, %60 ]
  %44 = phi double [ 0.000000e+00, %33 ], [ %86, %60 ]
  %45 = icmp eq i64 %37, 0
  br i1 %45, label %58, label %46

46:                                               ; preds = %41, %46
  %47 = phi i64 [ %55, %46 ], [ %43, %41 ]
  %48 = phi double [ %54, %46 ], [ %44, %41 ]
  %49 = phi i64 [ %56, %46 ], [ 0, %41 ]
  %50 = getelementptr inbounds double, ptr %35, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %47
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %48)
  %55 = add nuw nsw i64 %47, 1
  %56 = add i64 %49, 1
  %57 = icmp eq i64 %56, %37
  br i1 %57, label %58, label %46, !llvm.loop !29

58:                                               ; preds = %41, %46, %31
  %59 = phi double [ 0.000000e+00, %31 ], [ %42, %41 ], [ %54, %46 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret double %59

60:                                               ; preds = %60, %39
  %61 = phi i64 [ 0, %39 ], [ %87, %60 ]
  %62 = phi double [ 0.000000e+00, %39 ], [ %86, %60 ]
  %63 = phi i64 [ 0, %39 ], [ %88, %60 ]
  %64 = getelementptr inbounds double, ptr %35, i64 %61
  %65 = load double, ptr %64, align 8, !tbaa !11
  %66 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %61
  %67 = load double, ptr %66, align 16, !tbaa !11
  %68 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %62)
  %69 = or disjoint i64 %61, 1
  %70 = getelementptr inbounds double, ptr %35, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = tail call double @llvm.fmuladd.f64(double %71, double %73, double %68)
  %75 = or disjoint i64 %61, 2
  %76 = getelementptr inbounds double, ptr %35, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !11
  %78 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %75
  %79 = load double, ptr %78, align 16, !tbaa !11
  %80 = tail call double @llvm.fmuladd.f64(double %77, double %79, double %74)
  %81 = or disjoint i64 %61, 3
  %82 = getelementptr inbounds double, ptr %35, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !11
  %84 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %81
  %85 = load double, ptr %84, align 8, !tbaa !11
  %86 = tail call double @llvm.fmuladd.f64(double %83, double %85, double %80)
  %87 = add nuw nsw i64 %61, 4
  %88 = add i64 %63, 4
  %89 = icmp eq i64 %88, %40
  br i1 %89, label %41, label %60, !llvm.loop !31
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !6, i64 0}
!14 = !{!"", !6, i64 0, !15, i64 8}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !15, i64 8}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18}
!25 = !{ptr @obj_isort, ptr @obj_top}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !18}
