; ModuleID = 'aligned.c'
source_filename = "aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"pm.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"aa.dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"aligned\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [13 x double], align 16
  %2 = alloca [13 x double], align 16
  %3 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %2) #13
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = insertelement <2 x i64> poison, i64 %6, i64 0
  %10 = insertelement <2 x i64> %9, i64 %8, i64 1
  %11 = lshr <2 x i64> %10, <i64 10, i64 10>
  %12 = and <2 x i64> %11, <i64 18014398509481982, i64 18014398509481982>
  %13 = uitofp nneg <2 x i64> %12 to <2 x double>
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %14, ptr %1, align 16, !tbaa !9
  %15 = mul i64 %8, 6364136223846793005
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = add i64 %15, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <2 x i64> poison, i64 %17, i64 0
  %21 = insertelement <2 x i64> %20, i64 %19, i64 1
  %22 = lshr <2 x i64> %21, <i64 10, i64 10>
  %23 = and <2 x i64> %22, <i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <2 x i64> %23 to <2 x double>
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %25, ptr %16, align 16, !tbaa !9
  %26 = mul i64 %19, 6364136223846793005
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  %28 = add i64 %26, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = insertelement <2 x i64> poison, i64 %28, i64 0
  %32 = insertelement <2 x i64> %31, i64 %30, i64 1
  %33 = lshr <2 x i64> %32, <i64 10, i64 10>
  %34 = and <2 x i64> %33, <i64 18014398509481982, i64 18014398509481982>
  %35 = uitofp nneg <2 x i64> %34 to <2 x double>
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %36, ptr %27, align 16, !tbaa !9
  %37 = mul i64 %30, 6364136223846793005
  %38 = getelementptr inbounds i8, ptr %1, i64 48
  %39 = add i64 %37, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = insertelement <2 x i64> poison, i64 %39, i64 0
  %43 = insertelement <2 x i64> %42, i64 %41, i64 1
  %44 = lshr <2 x i64> %43, <i64 10, i64 10>
  %45 = and <2 x i64> %44, <i64 18014398509481982, i64 18014398509481982>
  %46 = uitofp nneg <2 x i64> %45 to <2 x double>
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %47, ptr %38, align 16, !tbaa !9
  %48 = mul i64 %41, 6364136223846793005
  %49 = getelementptr inbounds i8, ptr %1, i64 64
  %50 = add i64 %48, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = insertelement <2 x i64> poison, i64 %50, i64 0
  %54 = insertelement <2 x i64> %53, i64 %52, i64 1
  %55 = lshr <2 x i64> %54, <i64 10, i64 10>
  %56 = and <2 x i64> %55, <i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <2 x i64> %56 to <2 x double>
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %58, ptr %49, align 16, !tbaa !9
  %59 = mul i64 %52, 6364136223846793005
  %60 = getelementptr inbounds i8, ptr %1, i64 80
  %61 = add i64 %59, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = insertelement <2 x i64> poison, i64 %61, i64 0
  %65 = insertelement <2 x i64> %64, i64 %63, i64 1
  %66 = lshr <2 x i64> %65, <i64 10, i64 10>
  %67 = and <2 x i64> %66, <i64 18014398509481982, i64 18014398509481982>
  %68 = uitofp nneg <2 x i64> %67 to <2 x double>
  %69 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %69, ptr %60, align 16, !tbaa !9
  %70 = mul i64 %63, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = lshr i64 %71, 10
  %73 = and i64 %72, 18014398509481982
  %74 = uitofp nneg i64 %73 to double
  %75 = tail call double @llvm.fmuladd.f64(double %74, double 0x3CA0000000000000, double -1.000000e+00)
  %76 = getelementptr inbounds i8, ptr %1, i64 96
  store double %75, ptr %76, align 16, !tbaa !9
  store i64 %71, ptr @rng_state, align 8, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %3, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i32 13, ptr %3, align 4, !tbaa !11
  store i32 0, ptr %77, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %78 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pm, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 13) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 13, ptr noundef nonnull %2)
  store i32 1, ptr %77, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %79 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @aa, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 13) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 13, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i32 4, ptr %3, align 4, !tbaa !11
  store i32 0, ptr %77, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %80 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pm, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 4, ptr noundef nonnull %2)
  store i32 1, ptr %77, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %81 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @aa, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 4, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i32 1, ptr %3, align 4, !tbaa !11
  store i32 0, ptr %77, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %82 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pm, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  store i32 1, ptr %77, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %83 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @aa, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  %84 = load i32, ptr @n_fail, align 4, !tbaa !15
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %84)
  %86 = load i32, ptr @n_fail, align 4, !tbaa !15
  %87 = icmp ne i32 %86, 0
  %88 = zext i1 %87 to i32
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %1) #13
  ret i32 %88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @pm(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = call i32 @posix_memalign(ptr noundef nonnull %3, i64 noundef 32, i64 noundef %5) #13
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %135

8:                                                ; preds = %2
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !16
  br label %98

12:                                               ; preds = %8
  %13 = zext nneg i32 %1 to i64
  %14 = and i64 %13, 1
  %15 = icmp eq i32 %1, 1
  br i1 %15, label %18, label %16

16:                                               ; preds = %12
  %17 = and i64 %13, 2147483646
  br label %47

18:                                               ; preds = %47, %12
  %19 = phi ptr [ poison, %12 ], [ %73, %47 ]
  %20 = phi i64 [ 0, %12 ], [ %75, %47 ]
  %21 = icmp eq i64 %14, 0
  br i1 %21, label %35, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = call double @sin(double noundef %24) #13
  %26 = trunc i64 %20 to i32
  %27 = add i32 %26, 2
  %28 = urem i32 %27, %1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %25, %31
  %33 = load ptr, ptr %3, align 8, !tbaa !16
  %34 = getelementptr inbounds double, ptr %33, i64 %20
  store double %32, ptr %34, align 8, !tbaa !9
  br label %35

35:                                               ; preds = %18, %22
  %36 = phi ptr [ %19, %18 ], [ %33, %22 ]
  br i1 %9, label %37, label %98

37:                                               ; preds = %35
  %38 = zext nneg i32 %1 to i64
  %39 = and i64 %38, 3
  %40 = icmp ult i32 %1, 4
  br i1 %40, label %78, label %41

41:                                               ; preds = %37
  %42 = and i64 %38, 2147483644
  %43 = getelementptr double, ptr %36, i64 %4
  %44 = getelementptr double, ptr %36, i64 %4
  %45 = getelementptr double, ptr %36, i64 %4
  %46 = getelementptr double, ptr %36, i64 %4
  br label %101

47:                                               ; preds = %47, %16
  %48 = phi i64 [ 0, %16 ], [ %75, %47 ]
  %49 = phi i64 [ 0, %16 ], [ %76, %47 ]
  %50 = getelementptr inbounds double, ptr %0, i64 %48
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = call double @sin(double noundef %51) #13
  %53 = trunc i64 %48 to i32
  %54 = add i32 %53, 2
  %55 = urem i32 %54, %1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul double %52, %58
  %60 = load ptr, ptr %3, align 8, !tbaa !16
  %61 = getelementptr inbounds double, ptr %60, i64 %48
  store double %59, ptr %61, align 8, !tbaa !9
  %62 = or disjoint i64 %48, 1
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = call double @sin(double noundef %64) #13
  %66 = trunc i64 %62 to i32
  %67 = add i32 %66, 2
  %68 = urem i32 %67, %1
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul double %65, %71
  %73 = load ptr, ptr %3, align 8, !tbaa !16
  %74 = getelementptr inbounds double, ptr %73, i64 %62
  store double %72, ptr %74, align 8, !tbaa !9
  %75 = add nuw nsw i64 %48, 2
  %76 = add i64 %49, 2
  %77 = icmp eq i64 %76, %17
  br i1 %77, label %18, label %47, !llvm.loop !18

78:                                               ; preds = %101, %37
  %79 = phi double [ poison, %37 ], [ %131, %101 ]
  %80 = phi i64 [ 0, %37 ], [ %132, %101 ]
  %81 = phi double [ 0.000000e+00, %37 ], [ %131, %101 ]
  %82 = icmp eq i64 %39, 0
  br i1 %82, label %98, label %83

83:                                               ; preds = %78
  %84 = getelementptr double, ptr %36, i64 %4
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ %80, %83 ], [ %95, %85 ]
  %87 = phi double [ %81, %83 ], [ %94, %85 ]
  %88 = phi i64 [ 0, %83 ], [ %96, %85 ]
  %89 = getelementptr inbounds double, ptr %36, i64 %86
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = xor i64 %86, -1
  %92 = getelementptr double, ptr %84, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = call double @llvm.fmuladd.f64(double %90, double %93, double %87)
  %95 = add nuw nsw i64 %86, 1
  %96 = add i64 %88, 1
  %97 = icmp eq i64 %96, %39
  br i1 %97, label %98, label %85, !llvm.loop !20

98:                                               ; preds = %78, %85, %10, %35
  %99 = phi ptr [ %36, %35 ], [ %11, %10 ], [ %36, %85 ], [ %36, %78 ]
  %100 = phi double [ 0.000000e+00, %35 ], [ 0.000000e+00, %10 ], [ %79, %78 ], [ %94, %85 ]
  call void @free(ptr noundef %99) #13
  br label %135

101:                                              ; preds = %101, %41
  %102 = phi i64 [ 0, %41 ], [ %132, %101 ]
  %103 = phi double [ 0.000000e+00, %41 ], [ %131, %101 ]
  %104 = phi i64 [ 0, %41 ], [ %133, %101 ]
  %105 = getelementptr inbounds double, ptr %36, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = xor i64 %102, -1
  %108 = getelementptr double, ptr %43, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = call double @llvm.fmuladd.f64(double %106, double %109, double %103)
  %111 = or disjoint i64 %102, 1
  %112 = getelementptr inbounds double, ptr %36, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = xor i64 %102, -2
  %115 = getelementptr double, ptr %44, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = call double @llvm.fmuladd.f64(double %113, double %116, double %110)
  %118 = or disjoint i64 %102, 2
  %119 = getelementptr inbounds double, ptr %36, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = xor i64 %102, -3
  %122 = getelementptr double, ptr %45, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = call double @llvm.fmuladd.f64(double %120, double %123, double %117)
  %125 = or disjoint i64 %102, 3
  %126 = getelementptr inbounds double, ptr %36, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = xor i64 %102, -4
  %129 = getelementptr double, ptr %46, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !9
  %131 = call double @llvm.fmuladd.f64(double %127, double %130, double %124)
  %132 = add nuw nsw i64 %102, 4
  %133 = add i64 %104, 4
  %134 = icmp eq i64 %133, %42
  br i1 %134, label %78, label %101, !llvm.loop !22

135:                                              ; preds = %2, %98
  %136 = phi double [ %100, %98 ], [ 0.000000e+00, %2 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  ret double %136
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #14
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %58, %5
  tail call void @free(ptr noundef %11) #13
  ret void

18:                                               ; preds = %15, %58
  %19 = phi i64 [ 0, %15 ], [ %59, %58 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fabs.f64(double %23)
  %25 = fcmp ogt double %24, 1.000000e+00
  %26 = select i1 %25, double %24, double 1.000000e+00
  %27 = fmul double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd double %23, %27
  %29 = fsub double %23, %27
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %29, ptr %22, align 8, !tbaa !9
  %31 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %32 = fsub double %30, %31
  %33 = fsub double %28, %29
  %34 = fdiv double %32, %33
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ogt double %35, 1.000000e+00
  %37 = select i1 %36, double %35, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %38 = load volatile double, ptr %7, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %40, label %53, label %41

41:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %34, ptr %6, align 8, !tbaa !9
  %42 = load volatile double, ptr %6, align 8, !tbaa !9
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %44, label %53, label %45

45:                                               ; preds = %41
  %46 = fsub double %21, %34
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fmul double %37, 0x3EB0C6F7A0B5ED8D
  %49 = fcmp ugt double %47, %48
  br i1 %49, label %53, label %50

50:                                               ; preds = %45
  %51 = trunc nuw nsw i64 %19 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %51, double noundef %21, double noundef %34, ptr noundef nonnull @.str.4)
  br label %58

53:                                               ; preds = %45, %41, %18
  %54 = trunc nuw nsw i64 %19 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %54, double noundef %21, double noundef %34, ptr noundef nonnull @.str.5)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !15
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !15
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %19, 1
  %60 = icmp eq i64 %59, %16
  br i1 %60, label %17, label %18, !llvm.loop !23
}

; Function Attrs: nounwind uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !14
  %6 = icmp eq i32 %5, 0
  %7 = load i32, ptr %1, align 4, !tbaa !11
  br i1 %6, label %72, label %8

8:                                                ; preds = %2
  %9 = sext i32 %7 to i64
  %10 = shl nsw i64 %9, 3
  %11 = add nsw i64 %10, 63
  %12 = and i64 %11, -64
  %13 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %12) #15
  %14 = icmp sgt i32 %7, 0
  br i1 %14, label %15, label %70

15:                                               ; preds = %8
  %16 = zext nneg i32 %7 to i64
  br label %25

17:                                               ; preds = %25
  %18 = icmp eq i32 %7, 1
  br i1 %18, label %70, label %19

19:                                               ; preds = %17
  %20 = add nsw i64 %16, -1
  %21 = and i64 %20, 1
  %22 = icmp eq i32 %7, 2
  br i1 %22, label %56, label %23

23:                                               ; preds = %19
  %24 = and i64 %20, -2
  br label %34

25:                                               ; preds = %25, %15
  %26 = phi i64 [ 0, %15 ], [ %32, %25 ]
  %27 = getelementptr inbounds double, ptr %0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %28, 3.000000e-01
  %30 = tail call double @exp(double noundef %29) #13
  %31 = getelementptr inbounds double, ptr %13, i64 %26
  store double %30, ptr %31, align 8, !tbaa !9
  %32 = add nuw nsw i64 %26, 1
  %33 = icmp eq i64 %32, %16
  br i1 %33, label %17, label %25, !llvm.loop !24

34:                                               ; preds = %34, %23
  %35 = phi i64 [ 1, %23 ], [ %53, %34 ]
  %36 = phi double [ 0.000000e+00, %23 ], [ %52, %34 ]
  %37 = phi i64 [ 0, %23 ], [ %54, %34 ]
  %38 = getelementptr inbounds double, ptr %13, i64 %35
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr i8, ptr %38, i64 -8
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %39, %41
  %43 = getelementptr inbounds double, ptr %0, i64 %35
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %36)
  %46 = add nuw nsw i64 %35, 1
  %47 = getelementptr inbounds double, ptr %13, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul double %48, %39
  %50 = getelementptr inbounds double, ptr %0, i64 %46
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %45)
  %53 = add nuw nsw i64 %35, 2
  %54 = add i64 %37, 2
  %55 = icmp eq i64 %54, %24
  br i1 %55, label %56, label %34, !llvm.loop !25

56:                                               ; preds = %34, %19
  %57 = phi double [ poison, %19 ], [ %52, %34 ]
  %58 = phi i64 [ 1, %19 ], [ %53, %34 ]
  %59 = phi double [ 0.000000e+00, %19 ], [ %52, %34 ]
  %60 = icmp eq i64 %21, 0
  br i1 %60, label %70, label %61

61:                                               ; preds = %56
  %62 = getelementptr inbounds double, ptr %13, i64 %58
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = getelementptr i8, ptr %62, i64 -8
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul double %63, %65
  %67 = getelementptr inbounds double, ptr %0, i64 %58
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %59)
  br label %70

70:                                               ; preds = %61, %56, %8, %17
  %71 = phi double [ 0.000000e+00, %17 ], [ 0.000000e+00, %8 ], [ %57, %56 ], [ %69, %61 ]
  tail call void @free(ptr noundef %13) #13
  br label %199

72:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  %73 = sext i32 %7 to i64
  %74 = shl nsw i64 %73, 3
  %75 = call i32 @posix_memalign(ptr noundef nonnull %3, i64 noundef 32, i64 noundef %74) #13
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %197

77:                                               ; preds = %72
  %78 = icmp sgt i32 %7, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %77
  %80 = load ptr, ptr %3, align 8, !tbaa !16
  br label %160

81:                                               ; preds = %77
  %82 = zext nneg i32 %7 to i64
  %83 = and i64 %82, 1
  %84 = icmp eq i32 %7, 1
  br i1 %84, label %118, label %85

85:                                               ; preds = %81
  %86 = and i64 %82, 2147483646
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 0, %85 ], [ %115, %87 ]
  %89 = phi i64 [ 0, %85 ], [ %116, %87 ]
  %90 = getelementptr inbounds double, ptr %0, i64 %88
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = call double @sin(double noundef %91) #13
  %93 = trunc i64 %88 to i32
  %94 = add i32 %93, 2
  %95 = urem i32 %94, %7
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds double, ptr %0, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fmul double %92, %98
  %100 = load ptr, ptr %3, align 8, !tbaa !16
  %101 = getelementptr inbounds double, ptr %100, i64 %88
  store double %99, ptr %101, align 8, !tbaa !9
  %102 = or disjoint i64 %88, 1
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = call double @sin(double noundef %104) #13
  %106 = trunc i64 %102 to i32
  %107 = add i32 %106, 2
  %108 = urem i32 %107, %7
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds double, ptr %0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = fmul double %105, %111
  %113 = load ptr, ptr %3, align 8, !tbaa !16
  %114 = getelementptr inbounds double, ptr %113, i64 %102
  store double %112, ptr %114, align 8, !tbaa !9
  %115 = add nuw nsw i64 %88, 2
  %116 = add i64 %89, 2
  %117 = icmp eq i64 %116, %86
  br i1 %117, label %118, label %87, !llvm.loop !18

118:                                              ; preds = %87, %81
  %119 = phi ptr [ poison, %81 ], [ %113, %87 ]
  %120 = phi i64 [ 0, %81 ], [ %115, %87 ]
  %121 = icmp eq i64 %83, 0
  br i1 %121, label %135, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds double, ptr %0, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = call double @sin(double noundef %124) #13
  %126 = trunc i64 %120 to i32
  %127 = add i32 %126, 2
  %128 = urem i32 %127, %7
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = fmul double %125, %131
  %133 = load ptr, ptr %3, align 8, !tbaa !16
  %134 = getelementptr inbounds double, ptr %133, i64 %120
  store double %132, ptr %134, align 8, !tbaa !9
  br label %135

135:                                              ; preds = %118, %122
  %136 = phi ptr [ %119, %118 ], [ %133, %122 ]
  %137 = getelementptr double, ptr %136, i64 %73
  %138 = and i64 %82, 3
  %139 = icmp ult i32 %7, 4
  br i1 %139, label %142, label %140

140:                                              ; preds = %135
  %141 = and i64 %82, 2147483644
  br label %163

142:                                              ; preds = %163, %135
  %143 = phi double [ poison, %135 ], [ %193, %163 ]
  %144 = phi i64 [ 0, %135 ], [ %194, %163 ]
  %145 = phi double [ 0.000000e+00, %135 ], [ %193, %163 ]
  %146 = icmp eq i64 %138, 0
  br i1 %146, label %160, label %147

147:                                              ; preds = %142, %147
  %148 = phi i64 [ %157, %147 ], [ %144, %142 ]
  %149 = phi double [ %156, %147 ], [ %145, %142 ]
  %150 = phi i64 [ %158, %147 ], [ 0, %142 ]
  %151 = getelementptr inbounds double, ptr %136, i64 %148
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = xor i64 %148, -1
  %154 = getelementptr double, ptr %137, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = call double @llvm.fmuladd.f64(double %152, double %155, double %149)
  %157 = add nuw nsw i64 %148, 1
  %158 = add i64 %150, 1
  %159 = icmp eq i64 %158, %138
  br i1 %159, label %160, label %147, !llvm.loop !26

160:                                              ; preds = %142, %147, %79
  %161 = phi ptr [ %80, %79 ], [ %136, %147 ], [ %136, %142 ]
  %162 = phi double [ 0.000000e+00, %79 ], [ %143, %142 ], [ %156, %147 ]
  call void @free(ptr noundef %161) #13
  br label %197

163:                                              ; preds = %163, %140
  %164 = phi i64 [ 0, %140 ], [ %194, %163 ]
  %165 = phi double [ 0.000000e+00, %140 ], [ %193, %163 ]
  %166 = phi i64 [ 0, %140 ], [ %195, %163 ]
  %167 = getelementptr inbounds double, ptr %136, i64 %164
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = xor i64 %164, -1
  %170 = getelementptr double, ptr %137, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = call double @llvm.fmuladd.f64(double %168, double %171, double %165)
  %173 = or disjoint i64 %164, 1
  %174 = getelementptr inbounds double, ptr %136, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = xor i64 %164, -2
  %177 = getelementptr double, ptr %137, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = call double @llvm.fmuladd.f64(double %175, double %178, double %172)
  %180 = or disjoint i64 %164, 2
  %181 = getelementptr inbounds double, ptr %136, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = xor i64 %164, -3
  %184 = getelementptr double, ptr %137, i64 %183
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = call double @llvm.fmuladd.f64(double %182, double %185, double %179)
  %187 = or disjoint i64 %164, 3
  %188 = getelementptr inbounds double, ptr %136, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = xor i64 %164, -4
  %191 = getelementptr double, ptr %137, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = call double @llvm.fmuladd.f64(double %189, double %192, double %186)
  %194 = add nuw nsw i64 %164, 4
  %195 = add i64 %166, 4
  %196 = icmp eq i64 %195, %141
  br i1 %196, label %142, label %163, !llvm.loop !22

197:                                              ; preds = %72, %160
  %198 = phi double [ %162, %160 ], [ 0.000000e+00, %72 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  br label %199

199:                                              ; preds = %197, %70
  %200 = phi double [ %71, %70 ], [ %198, %197 ]
  ret double %200
}

; Function Attrs: nounwind uwtable
define internal double @aa(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = add nsw i64 %4, 63
  %6 = and i64 %5, -64
  %7 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %6) #15
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %43

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  br label %20

11:                                               ; preds = %20
  %12 = icmp eq i32 %1, 1
  br i1 %12, label %43, label %13

13:                                               ; preds = %11
  %14 = zext nneg i32 %1 to i64
  %15 = add nsw i64 %14, -1
  %16 = and i64 %15, 1
  %17 = icmp eq i32 %1, 2
  br i1 %17, label %29, label %18

18:                                               ; preds = %13
  %19 = and i64 %15, -2
  br label %45

20:                                               ; preds = %9, %20
  %21 = phi i64 [ 0, %9 ], [ %27, %20 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %23, 3.000000e-01
  %25 = tail call double @exp(double noundef %24) #13
  %26 = getelementptr inbounds double, ptr %7, i64 %21
  store double %25, ptr %26, align 8, !tbaa !9
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %27, %10
  br i1 %28, label %11, label %20, !llvm.loop !24

29:                                               ; preds = %45, %13
  %30 = phi double [ poison, %13 ], [ %63, %45 ]
  %31 = phi i64 [ 1, %13 ], [ %64, %45 ]
  %32 = phi double [ 0.000000e+00, %13 ], [ %63, %45 ]
  %33 = icmp eq i64 %16, 0
  br i1 %33, label %43, label %34

34:                                               ; preds = %29
  %35 = getelementptr inbounds double, ptr %7, i64 %31
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr i8, ptr %35, i64 -8
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %36, %38
  %40 = getelementptr inbounds double, ptr %0, i64 %31
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %41, double %32)
  br label %43

43:                                               ; preds = %34, %29, %2, %11
  %44 = phi double [ 0.000000e+00, %11 ], [ 0.000000e+00, %2 ], [ %30, %29 ], [ %42, %34 ]
  tail call void @free(ptr noundef %7) #13
  ret double %44

45:                                               ; preds = %45, %18
  %46 = phi i64 [ 1, %18 ], [ %64, %45 ]
  %47 = phi double [ 0.000000e+00, %18 ], [ %63, %45 ]
  %48 = phi i64 [ 0, %18 ], [ %65, %45 ]
  %49 = getelementptr inbounds double, ptr %7, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = getelementptr i8, ptr %49, i64 -8
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %50, %52
  %54 = getelementptr inbounds double, ptr %0, i64 %46
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %47)
  %57 = add nuw nsw i64 %46, 1
  %58 = getelementptr inbounds double, ptr %7, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fmul double %59, %50
  %61 = getelementptr inbounds double, ptr %0, i64 %57
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %56)
  %64 = add nuw nsw i64 %46, 2
  %65 = add i64 %48, 2
  %66 = icmp eq i64 %65, %19
  br i1 %66, label %29, label %45, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"", !13, i64 0, !13, i64 4}
!13 = !{!"int", !7, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!13, !13, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !21}
