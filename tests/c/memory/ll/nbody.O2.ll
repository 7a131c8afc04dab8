; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Body = type { double, double, double, double, double, double, double }

@main.field.rel = internal unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32)], align 4
@.str = private unnamed_addr constant [3 x i8] c"dx\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"dy\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"dz\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dvx\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"dvy\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dvz\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"dm\00", align 1
@main.steps = internal unnamed_addr constant [3 x i32] [i32 10, i32 1, i32 0], align 4
@main.nbs = internal unnamed_addr constant [3 x i32] [i32 4, i32 4, i32 2], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [13 x i8] c"nbody[%d].%s\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"nbody\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.9 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.12 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [4 x %struct.Body], align 16
  %4 = alloca [4 x %struct.Body], align 16
  %5 = alloca [4 x %struct.Body], align 16
  %6 = alloca [4 x %struct.Body], align 16
  %7 = alloca [4 x %struct.Body], align 16
  %8 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %7) #13
  br label %9

9:                                                ; preds = %0, %9
  %10 = phi i64 [ 0, %0 ], [ %57, %9 ]
  %11 = trunc nuw nsw i64 %10 to i32
  %12 = uitofp nneg i32 %11 to double
  %13 = fmul double %12, 1.700000e+00
  %14 = tail call double @cos(double noundef %13) #13
  %15 = tail call double @llvm.fmuladd.f64(double %12, double 1.000000e-01, double 1.000000e+00)
  %16 = getelementptr inbounds [4 x %struct.Body], ptr %5, i64 0, i64 %10
  %17 = tail call double @sin(double noundef %13) #13
  %18 = insertelement <2 x double> poison, double %15, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = insertelement <2 x double> poison, double %14, i64 0
  %21 = insertelement <2 x double> %20, double %17, i64 1
  %22 = fmul <2 x double> %19, %21
  store <2 x double> %22, ptr %16, align 8, !tbaa !5
  %23 = load i64, ptr @rng_state, align 8, !tbaa !9
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  store i64 %25, ptr @rng_state, align 8, !tbaa !9
  %26 = lshr i64 %25, 10
  %27 = and i64 %26, 18014398509481982
  %28 = uitofp nneg i64 %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 0x3CA0000000000000, double -1.000000e+00)
  %30 = fmul double %29, 1.000000e-01
  %31 = getelementptr inbounds i8, ptr %16, i64 16
  store double %30, ptr %31, align 8, !tbaa !11
  %32 = tail call double @sin(double noundef %13) #13
  %33 = load i64, ptr @rng_state, align 8, !tbaa !9
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  store i64 %35, ptr @rng_state, align 8, !tbaa !9
  %36 = lshr i64 %35, 10
  %37 = and i64 %36, 18014398509481982
  %38 = uitofp nneg i64 %37 to double
  %39 = tail call double @llvm.fmuladd.f64(double %38, double 0x3CA0000000000000, double -1.000000e+00)
  %40 = fmul double %39, 5.000000e-02
  %41 = tail call double @llvm.fmuladd.f64(double %32, double -5.000000e-01, double %40)
  %42 = getelementptr inbounds i8, ptr %16, i64 24
  store double %41, ptr %42, align 8, !tbaa !13
  %43 = tail call double @cos(double noundef %13) #13
  %44 = getelementptr inbounds i8, ptr %16, i64 32
  %45 = load i64, ptr @rng_state, align 8, !tbaa !9
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  store i64 %47, ptr @rng_state, align 8, !tbaa !9
  %48 = lshr i64 %47, 10
  %49 = and i64 %48, 18014398509481982
  %50 = uitofp nneg i64 %49 to double
  %51 = tail call double @llvm.fmuladd.f64(double %50, double 0x3CA0000000000000, double -1.000000e+00)
  %52 = insertelement <2 x double> poison, double %43, i64 0
  %53 = insertelement <2 x double> %52, double %51, i64 1
  %54 = fmul <2 x double> %53, <double 5.000000e-01, double 5.000000e-02>
  store <2 x double> %54, ptr %44, align 8, !tbaa !5
  %55 = tail call double @llvm.fmuladd.f64(double %12, double 2.500000e-01, double 5.000000e-01)
  %56 = getelementptr inbounds i8, ptr %16, i64 48
  store double %55, ptr %56, align 8, !tbaa !14
  %57 = add nuw nsw i64 %10, 1
  %58 = icmp eq i64 %57, 4
  br i1 %58, label %65, label %9, !llvm.loop !15

59:                                               ; preds = %87
  %60 = load i32, ptr @n_fail, align 4, !tbaa !17
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, i32 noundef %60)
  %62 = load i32, ptr @n_fail, align 4, !tbaa !17
  %63 = icmp ne i32 %62, 0
  %64 = zext i1 %63 to i32
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #13
  ret i32 %64

65:                                               ; preds = %9, %87
  %66 = phi i64 [ %88, %87 ], [ 0, %9 ]
  %67 = getelementptr inbounds [3 x i32], ptr @main.nbs, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !17
  %69 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %66
  %70 = load i32, ptr %69, align 4, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %6, ptr noundef nonnull align 16 dereferenceable(224) %5, i64 224, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %7, i8 0, i64 224, i1 false)
  %71 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %72 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @nbody, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %68, i32 noundef %70, i32 noundef %71, double noundef 1.000000e-02) #13
  %73 = mul nsw i32 %68, 7
  %74 = sext i32 %73 to i64
  %75 = shl nsw i64 %74, 3
  %76 = call noalias ptr @malloc(i64 noundef %75) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %76, ptr nonnull align 16 %5, i64 %75, i1 false)
  %77 = sext i32 %68 to i64
  %78 = mul nsw i64 %77, 56
  %79 = call i32 @llvm.smax.i32(i32 %68, i32 1)
  %80 = zext nneg i32 %79 to i64
  %81 = trunc nuw nsw i64 %66 to i32
  %82 = trunc nuw nsw i64 %66 to i32
  br label %83

83:                                               ; preds = %65, %90
  %84 = phi i64 [ 0, %65 ], [ %91, %90 ]
  %85 = mul nuw nsw i64 %84, 7
  %86 = trunc nuw nsw i64 %84 to i32
  br label %93

87:                                               ; preds = %90
  call void @free(ptr noundef nonnull %76) #13
  %88 = add nuw nsw i64 %66, 1
  %89 = icmp eq i64 %88, 3
  br i1 %89, label %59, label %65, !llvm.loop !19

90:                                               ; preds = %135
  %91 = add nuw nsw i64 %84, 1
  %92 = icmp eq i64 %91, %80
  br i1 %92, label %87, label %83, !llvm.loop !20

93:                                               ; preds = %83, %135
  %94 = phi i64 [ 0, %83 ], [ %136, %135 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  %95 = shl i64 %94, 2
  %96 = call ptr @llvm.load.relative.i64(ptr @main.field.rel, i64 %95)
  %97 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef %86, ptr noundef %96) #13
  %98 = add nuw nsw i64 %94, %85
  %99 = getelementptr inbounds double, ptr %7, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = getelementptr inbounds double, ptr %76, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ogt double %103, 1.000000e+00
  %105 = select i1 %104, double %103, double 1.000000e+00
  %106 = fmul double %105, 0x3EB0C6F7A0B5ED8D
  %107 = fadd double %102, %106
  %108 = fsub double %102, %106
  store double %107, ptr %101, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %76, i64 %78, i1 false)
  %109 = call double @nbody(ptr noundef nonnull %4, i32 noundef %68, i32 noundef %70, double noundef 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #13
  store double %108, ptr %101, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %76, i64 %78, i1 false)
  %110 = call double @nbody(ptr noundef nonnull %3, i32 noundef %68, i32 noundef %70, double noundef 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #13
  store double %102, ptr %101, align 8, !tbaa !5
  %111 = fsub double %109, %110
  %112 = fsub double %107, %108
  %113 = fdiv double %111, %112
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = fcmp ogt double %114, 1.000000e+00
  %116 = select i1 %115, double %114, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %100, ptr %2, align 8, !tbaa !5
  %117 = load volatile double, ptr %2, align 8, !tbaa !5
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %119, label %131, label %120

120:                                              ; preds = %93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %113, ptr %1, align 8, !tbaa !5
  %121 = load volatile double, ptr %1, align 8, !tbaa !5
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %123, label %131, label %124

124:                                              ; preds = %120
  %125 = fsub double %100, %113
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fmul double %116, 0x3EB0C6F7A0B5ED8D
  %128 = fcmp ugt double %126, %127
  br i1 %128, label %131, label %129

129:                                              ; preds = %124
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, i32 noundef %81, double noundef %100, double noundef %113, ptr noundef nonnull @.str.10)
  br label %135

131:                                              ; preds = %124, %120, %93
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, i32 noundef %82, double noundef %100, double noundef %113, ptr noundef nonnull @.str.11)
  %133 = load i32, ptr @n_fail, align 4, !tbaa !17
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr @n_fail, align 4, !tbaa !17
  br label %135

135:                                              ; preds = %129, %131
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  %136 = add nuw nsw i64 %94, 1
  %137 = icmp eq i64 %136, 7
  br i1 %137, label %90, label %93, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @nbody(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #7 {
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #13
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %57

9:                                                ; preds = %4
  %10 = zext nneg i32 %1 to i64
  br label %11

11:                                               ; preds = %18, %9
  %12 = phi i64 [ 0, %9 ], [ %19, %18 ]
  %13 = getelementptr inbounds double, ptr %7, i64 %12
  store double 0.000000e+00, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds double, ptr %6, i64 %12
  store double 0.000000e+00, ptr %14, align 8, !tbaa !5
  %15 = getelementptr inbounds double, ptr %5, i64 %12
  store double 0.000000e+00, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds %struct.Body, ptr %0, i64 %12
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  br label %21

18:                                               ; preds = %52
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %10
  br i1 %20, label %57, label %11, !llvm.loop !22

21:                                               ; preds = %52, %11
  %22 = phi double [ 0.000000e+00, %11 ], [ %53, %52 ]
  %23 = phi i64 [ 0, %11 ], [ %55, %52 ]
  %24 = phi <2 x double> [ zeroinitializer, %11 ], [ %54, %52 ]
  %25 = icmp eq i64 %23, %12
  br i1 %25, label %52, label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds %struct.Body, ptr %0, i64 %23
  %28 = load double, ptr %27, align 8, !tbaa !23
  %29 = load double, ptr %16, align 8, !tbaa !23
  %30 = fsub double %28, %29
  %31 = getelementptr inbounds i8, ptr %27, i64 8
  %32 = getelementptr inbounds i8, ptr %27, i64 48
  %33 = load double, ptr %32, align 8, !tbaa !14
  %34 = load <2 x double>, ptr %31, align 8, !tbaa !5
  %35 = load <2 x double>, ptr %17, align 8, !tbaa !5
  %36 = fsub <2 x double> %34, %35
  %37 = fmul <2 x double> %36, %36
  %38 = extractelement <2 x double> %37, i64 0
  %39 = tail call double @llvm.fmuladd.f64(double %30, double %30, double %38)
  %40 = extractelement <2 x double> %36, i64 1
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %40, double %39)
  %42 = fadd double %41, 5.000000e-02
  %43 = tail call double @llvm.sqrt.f64(double %42)
  %44 = fmul double %42, %43
  %45 = fdiv double %33, %44
  %46 = tail call double @llvm.fmuladd.f64(double %30, double %45, double %22)
  store double %46, ptr %15, align 8, !tbaa !5
  %47 = insertelement <2 x double> poison, double %45, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> %48, <2 x double> %24)
  %50 = extractelement <2 x double> %49, i64 0
  store double %50, ptr %14, align 8, !tbaa !5
  %51 = extractelement <2 x double> %49, i64 1
  store double %51, ptr %13, align 8, !tbaa !5
  br label %52

52:                                               ; preds = %26, %21
  %53 = phi double [ %46, %26 ], [ %22, %21 ]
  %54 = phi <2 x double> [ %49, %26 ], [ %24, %21 ]
  %55 = add nuw nsw i64 %23, 1
  %56 = icmp eq i64 %55, %10
  br i1 %56, label %18, label %21, !llvm.loop !24

57:                                               ; preds = %18, %4
  %58 = icmp sgt i32 %2, 0
  br i1 %58, label %59, label %68

59:                                               ; preds = %57
  %60 = fmul double %3, 5.000000e-01
  %61 = zext i32 %1 to i64
  %62 = insertelement <2 x double> poison, double %60, i64 0
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> zeroinitializer
  %64 = insertelement <2 x double> poison, double %3, i64 0
  %65 = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> zeroinitializer
  br label %66

66:                                               ; preds = %59, %144
  %67 = phi i32 [ 0, %59 ], [ %145, %144 ]
  br i1 %8, label %120, label %144

68:                                               ; preds = %144, %57
  br i1 %8, label %69, label %166

69:                                               ; preds = %68
  %70 = zext nneg i32 %1 to i64
  %71 = zext nneg i32 %1 to i64
  br label %168

72:                                               ; preds = %120
  br i1 %8, label %73, label %144

73:                                               ; preds = %72, %80
  %74 = phi i64 [ %81, %80 ], [ 0, %72 ]
  %75 = getelementptr inbounds double, ptr %7, i64 %74
  store double 0.000000e+00, ptr %75, align 8, !tbaa !5
  %76 = getelementptr inbounds double, ptr %6, i64 %74
  store double 0.000000e+00, ptr %76, align 8, !tbaa !5
  %77 = getelementptr inbounds double, ptr %5, i64 %74
  store double 0.000000e+00, ptr %77, align 8, !tbaa !5
  %78 = getelementptr inbounds %struct.Body, ptr %0, i64 %74
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  br label %83

80:                                               ; preds = %114
  %81 = add nuw nsw i64 %74, 1
  %82 = icmp eq i64 %81, %61
  br i1 %82, label %119, label %73, !llvm.loop !22

83:                                               ; preds = %114, %73
  %84 = phi double [ 0.000000e+00, %73 ], [ %115, %114 ]
  %85 = phi i64 [ 0, %73 ], [ %117, %114 ]
  %86 = phi <2 x double> [ zeroinitializer, %73 ], [ %116, %114 ]
  %87 = icmp eq i64 %85, %74
  br i1 %87, label %114, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds %struct.Body, ptr %0, i64 %85
  %90 = load double, ptr %89, align 8, !tbaa !23
  %91 = load double, ptr %78, align 8, !tbaa !23
  %92 = fsub double %90, %91
  %93 = getelementptr inbounds i8, ptr %89, i64 8
  %94 = getelementptr inbounds i8, ptr %89, i64 48
  %95 = load double, ptr %94, align 8, !tbaa !14
  %96 = load <2 x double>, ptr %93, align 8, !tbaa !5
  %97 = load <2 x double>, ptr %79, align 8, !tbaa !5
  %98 = fsub <2 x double> %96, %97
  %99 = fmul <2 x double> %98, %98
  %100 = extractelement <2 x double> %99, i64 0
  %101 = tail call double @llvm.fmuladd.f64(double %92, double %92, double %100)
  %102 = extractelement <2 x double> %98, i64 1
  %103 = tail call double @llvm.fmuladd.f64(double %102, double %102, double %101)
  %104 = fadd double %103, 5.000000e-02
  %105 = tail call double @llvm.sqrt.f64(double %104)
  %106 = fmul double %104, %105
  %107 = fdiv double %95, %106
  %108 = tail call double @llvm.fmuladd.f64(double %92, double %107, double %84)
  store double %108, ptr %77, align 8, !tbaa !5
  %109 = insertelement <2 x double> poison, double %107, i64 0
  %110 = shufflevector <2 x double> %109, <2 x double> poison, <2 x i32> zeroinitializer
  %111 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> %110, <2 x double> %86)
  %112 = extractelement <2 x double> %111, i64 0
  store double %112, ptr %76, align 8, !tbaa !5
  %113 = extractelement <2 x double> %111, i64 1
  store double %113, ptr %75, align 8, !tbaa !5
  br label %114

114:                                              ; preds = %88, %83
  %115 = phi double [ %108, %88 ], [ %84, %83 ]
  %116 = phi <2 x double> [ %111, %88 ], [ %86, %83 ]
  %117 = add nuw nsw i64 %85, 1
  %118 = icmp eq i64 %117, %61
  br i1 %118, label %80, label %83, !llvm.loop !24

119:                                              ; preds = %80
  br i1 %8, label %147, label %144

120:                                              ; preds = %66, %120
  %121 = phi i64 [ %142, %120 ], [ 0, %66 ]
  %122 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !5
  %124 = getelementptr inbounds %struct.Body, ptr %0, i64 %121
  %125 = getelementptr inbounds i8, ptr %124, i64 24
  %126 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %121
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %121
  %129 = load double, ptr %128, align 8, !tbaa !5
  %130 = getelementptr inbounds i8, ptr %124, i64 40
  %131 = load double, ptr %130, align 8, !tbaa !25
  %132 = tail call double @llvm.fmuladd.f64(double %60, double %129, double %131)
  store double %132, ptr %130, align 8, !tbaa !25
  %133 = load <2 x double>, ptr %125, align 8, !tbaa !5
  %134 = insertelement <2 x double> poison, double %123, i64 0
  %135 = insertelement <2 x double> %134, double %127, i64 1
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %135, <2 x double> %133)
  store <2 x double> %136, ptr %125, align 8, !tbaa !5
  %137 = load <2 x double>, ptr %124, align 8, !tbaa !5
  %138 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %136, <2 x double> %137)
  store <2 x double> %138, ptr %124, align 8, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %124, i64 16
  %140 = load double, ptr %139, align 8, !tbaa !11
  %141 = tail call double @llvm.fmuladd.f64(double %3, double %132, double %140)
  store double %141, ptr %139, align 8, !tbaa !11
  %142 = add nuw nsw i64 %121, 1
  %143 = icmp eq i64 %142, %61
  br i1 %143, label %72, label %120, !llvm.loop !26

144:                                              ; preds = %147, %66, %72, %119
  %145 = add nuw nsw i32 %67, 1
  %146 = icmp eq i32 %145, %2
  br i1 %146, label %68, label %66, !llvm.loop !27

147:                                              ; preds = %119, %147
  %148 = phi i64 [ %164, %147 ], [ 0, %119 ]
  %149 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !5
  %151 = getelementptr inbounds %struct.Body, ptr %0, i64 %148
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %148
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = load <2 x double>, ptr %152, align 8, !tbaa !5
  %156 = insertelement <2 x double> poison, double %150, i64 0
  %157 = insertelement <2 x double> %156, double %154, i64 1
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %157, <2 x double> %155)
  store <2 x double> %158, ptr %152, align 8, !tbaa !5
  %159 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %148
  %160 = load double, ptr %159, align 8, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %151, i64 40
  %162 = load double, ptr %161, align 8, !tbaa !25
  %163 = tail call double @llvm.fmuladd.f64(double %60, double %160, double %162)
  store double %163, ptr %161, align 8, !tbaa !25
  %164 = add nuw nsw i64 %148, 1
  %165 = icmp eq i64 %164, %61
  br i1 %165, label %144, label %147, !llvm.loop !28

166:                                              ; preds = %193, %68
  %167 = phi double [ 0.000000e+00, %68 ], [ %201, %193 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  ret double %167

168:                                              ; preds = %69, %193
  %169 = phi i64 [ 0, %69 ], [ %186, %193 ]
  %170 = phi i64 [ 1, %69 ], [ %202, %193 ]
  %171 = phi double [ 0.000000e+00, %69 ], [ %201, %193 ]
  %172 = getelementptr inbounds %struct.Body, ptr %0, i64 %169
  %173 = getelementptr inbounds i8, ptr %172, i64 48
  %174 = load double, ptr %173, align 8, !tbaa !14
  %175 = fmul double %174, 5.000000e-01
  %176 = getelementptr inbounds i8, ptr %172, i64 24
  %177 = load double, ptr %176, align 8, !tbaa !13
  %178 = getelementptr inbounds i8, ptr %172, i64 32
  %179 = load double, ptr %178, align 8, !tbaa !29
  %180 = fmul double %179, %179
  %181 = tail call double @llvm.fmuladd.f64(double %177, double %177, double %180)
  %182 = getelementptr inbounds i8, ptr %172, i64 40
  %183 = load double, ptr %182, align 8, !tbaa !25
  %184 = tail call double @llvm.fmuladd.f64(double %183, double %183, double %181)
  %185 = tail call double @llvm.fmuladd.f64(double %175, double %184, double %171)
  %186 = add nuw nsw i64 %169, 1
  %187 = icmp ult i64 %186, %70
  %188 = load double, ptr %172, align 8, !tbaa !23
  %189 = getelementptr inbounds i8, ptr %172, i64 8
  %190 = load double, ptr %189, align 8, !tbaa !30
  %191 = getelementptr inbounds i8, ptr %172, i64 16
  %192 = load double, ptr %191, align 8, !tbaa !11
  br i1 %187, label %204, label %193

193:                                              ; preds = %204, %168
  %194 = phi double [ %185, %168 ], [ %225, %204 ]
  %195 = fmul double %190, -2.000000e-01
  %196 = tail call double @llvm.fmuladd.f64(double %188, double 3.000000e-01, double %195)
  %197 = trunc nuw nsw i64 %186 to i32
  %198 = uitofp nneg i32 %197 to double
  %199 = fmul double %198, 1.000000e-01
  %200 = tail call double @llvm.fmuladd.f64(double %199, double %192, double %196)
  %201 = fadd double %194, %200
  %202 = add nuw nsw i64 %170, 1
  %203 = icmp eq i64 %186, %71
  br i1 %203, label %166, label %168, !llvm.loop !31

204:                                              ; preds = %168, %204
  %205 = phi i64 [ %226, %204 ], [ %170, %168 ]
  %206 = phi double [ %225, %204 ], [ %185, %168 ]
  %207 = getelementptr inbounds %struct.Body, ptr %0, i64 %205
  %208 = load double, ptr %207, align 8, !tbaa !23
  %209 = fsub double %208, %188
  %210 = getelementptr inbounds i8, ptr %207, i64 8
  %211 = load double, ptr %210, align 8, !tbaa !30
  %212 = fsub double %211, %190
  %213 = getelementptr inbounds i8, ptr %207, i64 16
  %214 = load double, ptr %213, align 8, !tbaa !11
  %215 = fsub double %214, %192
  %216 = getelementptr inbounds i8, ptr %207, i64 48
  %217 = load double, ptr %216, align 8, !tbaa !14
  %218 = fmul double %174, %217
  %219 = fmul double %212, %212
  %220 = tail call double @llvm.fmuladd.f64(double %209, double %209, double %219)
  %221 = tail call double @llvm.fmuladd.f64(double %215, double %215, double %220)
  %222 = fadd double %221, 5.000000e-02
  %223 = tail call double @llvm.sqrt.f64(double %222)
  %224 = fdiv double %218, %223
  %225 = fsub double %206, %224
  %226 = add nuw nsw i64 %205, 1
  %227 = icmp eq i64 %226, %71
  br i1 %227, label %193, label %204, !llvm.loop !32
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !6, i64 16}
!12 = !{!"Body", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !6, i64 48}
!13 = !{!12, !6, i64 24}
!14 = !{!12, !6, i64 48}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = !{!12, !6, i64 0}
!24 = distinct !{!24, !16}
!25 = !{!12, !6, i64 40}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
!29 = !{!12, !6, i64 32}
!30 = !{!12, !6, i64 8}
!31 = distinct !{!31, !16}
!32 = distinct !{!32, !16}
