; ModuleID = 'blas.c'
source_filename = "blas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.f_gemv_row_t_beta0.y = private unnamed_addr constant [4 x double] [double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30], align 16
@__const.f_gemm_col.C = private unnamed_addr constant [8 x double] [double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@v0 = internal global [40 x double] zeroinitializer, align 256
@p0 = internal global [40 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"f_dot\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f_nrm2\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_gemv_row\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"f_gemv_col_t\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"f_gemv_row_t_beta0\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"f_gemm_row\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"f_gemm_col\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"f_gemm_both_t\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"f_gemm_row_ta_alpha_beta\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"f_axpy_scal\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"f_fortran\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"f_float\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"hv\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"blas: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.14 = private unnamed_addr constant [12 x i8] c"%s d/dp[%d]\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"%s forward\00", align 1
@.str.16 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_dot(ptr noundef %0) #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = tail call fast nofpclass(nan inf) double @cblas_ddot(i32 noundef 4, ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2, i32 noundef 2) #9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = getelementptr inbounds i8, ptr %0, i64 160
  %6 = tail call fast nofpclass(nan inf) double @cblas_ddot(i32 noundef 3, ptr noundef nonnull %4, i32 noundef -1, ptr noundef nonnull %5, i32 noundef 3) #9
  %7 = fmul fast double %6, %3
  ret double %7
}

declare nofpclass(nan inf) double @cblas_ddot(i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_nrm2(ptr noundef %0) #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = tail call fast nofpclass(nan inf) double @cblas_dnrm2(i32 noundef 5, ptr noundef nonnull %2, i32 noundef 2) #9
  %4 = getelementptr inbounds i8, ptr %0, i64 240
  %5 = tail call fast nofpclass(nan inf) double @cblas_dnrm2(i32 noundef 3, ptr noundef nonnull %4, i32 noundef -1) #9
  %6 = tail call fast double @llvm.sin.f64(double %5)
  %7 = fadd fast double %6, %3
  ret double %7
}

declare nofpclass(nan inf) double @cblas_dnrm2(i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_gemv_row(ptr noundef %0) #0 {
  %2 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 240
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !5
  store <2 x double> %4, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = load double, ptr %6, align 8, !tbaa !5
  store double %7, ptr %5, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 312
  %9 = load double, ptr %8, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 120
  call void @cblas_dgemv(i32 noundef 101, i32 noundef 111, i32 noundef 3, i32 noundef 4, double noundef nofpclass(nan inf) %9, ptr noundef %0, i32 noundef 5, ptr noundef nonnull %10, i32 noundef 2, double noundef nofpclass(nan inf) 5.000000e-01, ptr noundef nonnull %2, i32 noundef 1) #9
  %11 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret double %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare void @cblas_dgemv(i32 noundef, i32 noundef, i32 noundef, i32 noundef, double noundef nofpclass(nan inf), ptr noundef, i32 noundef, ptr noundef, i32 noundef, double noundef nofpclass(nan inf), ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @sumsq(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %76

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ugt i32 %1, 15
  %9 = icmp eq i32 %2, 1
  %10 = and i1 %8, %9
  br i1 %10, label %36, label %11

11:                                               ; preds = %70, %5
  %12 = phi i64 [ 0, %5 ], [ %37, %70 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %74, %70 ]
  %14 = and i64 %7, 3
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %30, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %27, %16 ], [ %12, %11 ]
  %18 = phi double [ %26, %16 ], [ %13, %11 ]
  %19 = phi i64 [ %28, %16 ], [ 0, %11 ]
  %20 = mul nsw i64 %17, %6
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = fmul fast double %22, %22
  %24 = tail call fast double @llvm.sin.f64(double %22)
  %25 = fadd fast double %24, %18
  %26 = fadd fast double %25, %23
  %27 = add nuw nsw i64 %17, 1
  %28 = add i64 %19, 1
  %29 = icmp eq i64 %28, %14
  br i1 %29, label %30, label %16, !llvm.loop !9

30:                                               ; preds = %16, %11
  %31 = phi double [ poison, %11 ], [ %26, %16 ]
  %32 = phi i64 [ %12, %11 ], [ %27, %16 ]
  %33 = phi double [ %13, %11 ], [ %26, %16 ]
  %34 = sub nsw i64 %12, %7
  %35 = icmp ugt i64 %34, -4
  br i1 %35, label %76, label %78

36:                                               ; preds = %5
  %37 = and i64 %7, 2147483632
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %68, %38 ]
  %40 = phi <4 x double> [ zeroinitializer, %36 ], [ %64, %38 ]
  %41 = phi <4 x double> [ zeroinitializer, %36 ], [ %65, %38 ]
  %42 = phi <4 x double> [ zeroinitializer, %36 ], [ %66, %38 ]
  %43 = phi <4 x double> [ zeroinitializer, %36 ], [ %67, %38 ]
  %44 = getelementptr inbounds double, ptr %0, i64 %39
  %45 = getelementptr inbounds i8, ptr %44, i64 32
  %46 = getelementptr inbounds i8, ptr %44, i64 64
  %47 = getelementptr inbounds i8, ptr %44, i64 96
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !5
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !5
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !5
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !5
  %52 = fmul fast <4 x double> %48, %48
  %53 = fmul fast <4 x double> %49, %49
  %54 = fmul fast <4 x double> %50, %50
  %55 = fmul fast <4 x double> %51, %51
  %56 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %48)
  %57 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %49)
  %58 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %50)
  %59 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %51)
  %60 = fadd fast <4 x double> %56, %40
  %61 = fadd fast <4 x double> %57, %41
  %62 = fadd fast <4 x double> %58, %42
  %63 = fadd fast <4 x double> %59, %43
  %64 = fadd fast <4 x double> %60, %52
  %65 = fadd fast <4 x double> %61, %53
  %66 = fadd fast <4 x double> %62, %54
  %67 = fadd fast <4 x double> %63, %55
  %68 = add nuw i64 %39, 16
  %69 = icmp eq i64 %68, %37
  br i1 %69, label %70, label %38, !llvm.loop !11

70:                                               ; preds = %38
  %71 = fadd fast <4 x double> %65, %64
  %72 = fadd fast <4 x double> %66, %71
  %73 = fadd fast <4 x double> %67, %72
  %74 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %73)
  %75 = icmp eq i64 %37, %7
  br i1 %75, label %76, label %11

76:                                               ; preds = %30, %78, %70, %3
  %77 = phi double [ 0.000000e+00, %3 ], [ %74, %70 ], [ %31, %30 ], [ %111, %78 ]
  ret double %77

78:                                               ; preds = %30, %78
  %79 = phi i64 [ %112, %78 ], [ %32, %30 ]
  %80 = phi double [ %111, %78 ], [ %33, %30 ]
  %81 = mul nsw i64 %79, %6
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !5
  %84 = fmul fast double %83, %83
  %85 = tail call fast double @llvm.sin.f64(double %83)
  %86 = fadd fast double %85, %80
  %87 = fadd fast double %86, %84
  %88 = add nuw nsw i64 %79, 1
  %89 = mul nsw i64 %88, %6
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !5
  %92 = fmul fast double %91, %91
  %93 = tail call fast double @llvm.sin.f64(double %91)
  %94 = fadd fast double %93, %87
  %95 = fadd fast double %94, %92
  %96 = add nuw nsw i64 %79, 2
  %97 = mul nsw i64 %96, %6
  %98 = getelementptr inbounds double, ptr %0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fmul fast double %99, %99
  %101 = tail call fast double @llvm.sin.f64(double %99)
  %102 = fadd fast double %101, %95
  %103 = fadd fast double %102, %100
  %104 = add nuw nsw i64 %79, 3
  %105 = mul nsw i64 %104, %6
  %106 = getelementptr inbounds double, ptr %0, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = fmul fast double %107, %107
  %109 = tail call fast double @llvm.sin.f64(double %107)
  %110 = fadd fast double %109, %103
  %111 = fadd fast double %110, %108
  %112 = add nuw nsw i64 %79, 4
  %113 = icmp eq i64 %112, %7
  br i1 %113, label %76, label %78, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_gemv_col_t(ptr noundef %0) #0 {
  %2 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 240
  %4 = load double, ptr %3, align 8, !tbaa !5
  store double %4, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  store double 0.000000e+00, ptr %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 248
  %8 = load double, ptr %7, align 8, !tbaa !5
  store double %8, ptr %6, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  store double 0.000000e+00, ptr %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  %11 = getelementptr inbounds i8, ptr %0, i64 256
  %12 = load double, ptr %11, align 8, !tbaa !5
  store double %12, ptr %10, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %2, i64 40
  store double 0.000000e+00, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %2, i64 48
  %15 = getelementptr inbounds i8, ptr %0, i64 264
  %16 = load double, ptr %15, align 8, !tbaa !5
  store double %16, ptr %14, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %2, i64 56
  store double 0.000000e+00, ptr %17, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %0, i64 128
  %19 = getelementptr inbounds i8, ptr %0, i64 304
  %20 = load double, ptr %19, align 8, !tbaa !5
  call void @cblas_dgemv(i32 noundef 102, i32 noundef 112, i32 noundef 3, i32 noundef 4, double noundef nofpclass(nan inf) 1.500000e+00, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %18, i32 noundef 1, double noundef nofpclass(nan inf) %20, ptr noundef nonnull %2, i32 noundef 2) #9
  %21 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #9
  ret double %21
}

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_gemv_row_t_beta0(ptr noundef %0) #0 {
  %2 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.f_gemv_row_t_beta0.y, i64 32, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 312
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 160
  call void @cblas_dgemv(i32 noundef 101, i32 noundef 112, i32 noundef 3, i32 noundef 4, double noundef nofpclass(nan inf) %4, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %5, i32 noundef -1, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %2, i32 noundef 1) #9
  %6 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_gemm_row(ptr noundef %0) #0 {
  %2 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 240
  %4 = load <4 x double>, ptr %3, align 8, !tbaa !5
  store <4 x double> %4, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 32
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load <2 x double>, ptr %6, align 8, !tbaa !5
  store <2 x double> %7, ptr %5, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 64
  %9 = getelementptr inbounds i8, ptr %0, i64 304
  %10 = load double, ptr %9, align 8, !tbaa !5
  call void @cblas_dgemm(i32 noundef 101, i32 noundef 111, i32 noundef 112, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef nofpclass(nan inf) 7.500000e-01, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %8, i32 noundef 4, double noundef nofpclass(nan inf) %10, ptr noundef nonnull %2, i32 noundef 3) #9
  %11 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 6, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  ret double %11
}

declare void @cblas_dgemm(i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, double noundef nofpclass(nan inf), ptr noundef, i32 noundef, ptr noundef, i32 noundef, double noundef nofpclass(nan inf), ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_gemm_col(ptr noundef %0) #0 {
  %2 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, ptr noundef nonnull align 16 dereferenceable(64) @__const.f_gemm_col.C, i64 64, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 80
  call void @cblas_dgemm(i32 noundef 102, i32 noundef 112, i32 noundef 111, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef nofpclass(nan inf) 1.500000e+00, ptr noundef %0, i32 noundef 5, ptr noundef nonnull %3, i32 noundef 4, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %2, i32 noundef 2) #9
  %4 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 6, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #9
  ret double %4
}

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_gemm_both_t(ptr noundef %0) #0 {
  %2 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 240
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !5
  store <2 x double> %4, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  store double 0.000000e+00, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %0, i64 256
  %8 = load <2 x double>, ptr %7, align 8, !tbaa !5
  store <2 x double> %8, ptr %6, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %2, i64 40
  store double 0.000000e+00, ptr %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %2, i64 48
  %11 = getelementptr inbounds i8, ptr %0, i64 272
  %12 = load <2 x double>, ptr %11, align 8, !tbaa !5
  store <2 x double> %12, ptr %10, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %2, i64 64
  store double 0.000000e+00, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %0, i64 312
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  call void @cblas_dgemm(i32 noundef 102, i32 noundef 112, i32 noundef 112, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef nofpclass(nan inf) %15, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %16, i32 noundef 3, double noundef nofpclass(nan inf) -5.000000e-01, ptr noundef nonnull %2, i32 noundef 3) #9
  %17 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 9, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #9
  ret double %17
}

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_gemm_row_ta_alpha_beta(ptr noundef %0) #0 {
  %2 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 240
  %4 = load <4 x double>, ptr %3, align 8, !tbaa !5
  store <4 x double> %4, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 32
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load <2 x double>, ptr %6, align 8, !tbaa !5
  store <2 x double> %7, ptr %5, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 312
  %9 = load double, ptr %8, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 64
  %11 = getelementptr inbounds i8, ptr %0, i64 304
  %12 = load double, ptr %11, align 8, !tbaa !5
  call void @cblas_dgemm(i32 noundef 101, i32 noundef 112, i32 noundef 111, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef nofpclass(nan inf) %9, ptr noundef %0, i32 noundef 2, ptr noundef nonnull %10, i32 noundef 3, double noundef nofpclass(nan inf) %12, ptr noundef nonnull %2, i32 noundef 3) #9
  %13 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 6, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  ret double %13
}

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_axpy_scal(ptr noundef %0) #0 {
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  %4 = getelementptr inbounds i8, ptr %0, i64 240
  %5 = load <4 x double>, ptr %4, align 8, !tbaa !5
  store <4 x double> %5, ptr %2, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  %6 = load <4 x double>, ptr %0, align 8, !tbaa !5
  store <4 x double> %6, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 312
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  call void @cblas_daxpy(i32 noundef 4, double noundef nofpclass(nan inf) %8, ptr noundef nonnull %9, i32 noundef 2, ptr noundef nonnull %2, i32 noundef 1) #9
  %10 = getelementptr inbounds i8, ptr %0, i64 304
  %11 = load double, ptr %10, align 8, !tbaa !5
  call void @cblas_dscal(i32 noundef 4, double noundef nofpclass(nan inf) %11, ptr noundef nonnull %3, i32 noundef 1) #9
  %12 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1)
  %13 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %3, i32 noundef 4, i32 noundef 1)
  %14 = fadd fast double %13, %12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %14
}

declare void @cblas_daxpy(i32 noundef, double noundef nofpclass(nan inf), ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @cblas_dscal(i32 noundef, double noundef nofpclass(nan inf), ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_fortran(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [4 x double], align 16
  %14 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  store i32 4, ptr %2, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  store i32 3, ptr %3, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9
  store i32 1, ptr %4, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #9
  store i32 2, ptr %5, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9
  store i32 3, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9
  store i32 4, ptr %7, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #9
  store i32 3, ptr %8, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #9
  store i8 84, ptr %9, align 1, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #9
  store i8 78, ptr %10, align 1, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #9
  store double 2.500000e-01, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #9
  store double 0.000000e+00, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #9
  %15 = getelementptr inbounds i8, ptr %0, i64 240
  %16 = load <4 x double>, ptr %15, align 8, !tbaa !5
  store <4 x double> %16, ptr %13, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %0, i64 312
  %18 = getelementptr inbounds i8, ptr %0, i64 160
  call void @dgemv_(ptr noundef nonnull %9, ptr noundef nonnull %3, ptr noundef nonnull %2, ptr noundef nonnull %17, ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %18, ptr noundef nonnull %4, ptr noundef nonnull %11, ptr noundef nonnull %13, ptr noundef nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #9
  %19 = getelementptr inbounds i8, ptr %0, i64 304
  %20 = getelementptr inbounds i8, ptr %0, i64 96
  call void @dgemm_(ptr noundef nonnull %10, ptr noundef nonnull %9, ptr noundef nonnull %3, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %19, ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %20, ptr noundef nonnull %7, ptr noundef nonnull %12, ptr noundef nonnull %14, ptr noundef nonnull %8) #9
  %21 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %13, i32 noundef 4, i32 noundef 1)
  %22 = call fast fastcc nofpclass(nan inf) double @sumsq(ptr noundef nonnull %14, i32 noundef 12, i32 noundef 1)
  %23 = fadd fast double %22, %21
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = call fast nofpclass(nan inf) double @ddot_(ptr noundef nonnull %2, ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %24, ptr noundef nonnull %5) #9
  %26 = fadd fast double %23, %25
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret double %26
}

declare void @dgemv_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @dgemm_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare nofpclass(nan inf) double @ddot_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @f_float(ptr nocapture noundef readonly %0) #0 {
  %2 = alloca [6 x float], align 16
  %3 = alloca [6 x float], align 16
  %4 = alloca [4 x float], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  %5 = getelementptr inbounds i8, ptr %0, i64 80
  %6 = load <4 x double>, ptr %0, align 8, !tbaa !5
  %7 = fptrunc <4 x double> %6 to <4 x float>
  store <4 x float> %7, ptr %2, align 16, !tbaa !19
  %8 = load <4 x double>, ptr %5, align 8, !tbaa !5
  %9 = fptrunc <4 x double> %8 to <4 x float>
  store <4 x float> %9, ptr %3, align 16, !tbaa !19
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = getelementptr inbounds i8, ptr %0, i64 112
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load <2 x double>, ptr %10, align 8, !tbaa !5
  %15 = fptrunc <2 x double> %14 to <2 x float>
  store <2 x float> %15, ptr %11, align 16, !tbaa !19
  %16 = load <2 x double>, ptr %12, align 8, !tbaa !5
  %17 = fptrunc <2 x double> %16 to <2 x float>
  store <2 x float> %17, ptr %13, align 16, !tbaa !19
  call void @cblas_sgemm(i32 noundef 102, i32 noundef 111, i32 noundef 111, i32 noundef 2, i32 noundef 2, i32 noundef 3, float noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %2, i32 noundef 2, ptr noundef nonnull %3, i32 noundef 3, float noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %4, i32 noundef 2) #9
  %18 = call fast nofpclass(nan inf) float @cblas_sdot(i32 noundef 4, ptr noundef nonnull %4, i32 noundef 1, ptr noundef nonnull %4, i32 noundef 1) #9
  %19 = fpext float %18 to double
  %20 = call fast nofpclass(nan inf) float @cblas_sdot(i32 noundef 3, ptr noundef nonnull %2, i32 noundef 2, ptr noundef nonnull %3, i32 noundef 1) #9
  %21 = fpext float %20 to double
  %22 = fadd fast double %21, %19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret double %22
}

declare void @cblas_sgemm(i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, float noundef nofpclass(nan inf), ptr noundef, i32 noundef, ptr noundef, i32 noundef, float noundef nofpclass(nan inf), ptr noundef, i32 noundef) local_unnamed_addr #1

declare nofpclass(nan inf) float @cblas_sdot(i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @hv(ptr noundef %0) #0 {
  %2 = alloca [40 x double], align 16
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %2, i8 0, i64 320, i1 false)
  %3 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %4 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_row_ta_alpha_beta, i32 noundef %3, ptr noundef %0, ptr noundef nonnull %2) #9
  %5 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %6 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_row, i32 noundef %5, ptr noundef %0, ptr noundef nonnull %2) #9
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %8 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fortran, i32 noundef %7, ptr noundef %0, ptr noundef nonnull %2) #9
  %9 = load <32 x double>, ptr %2, align 16, !tbaa !5
  %10 = load <32 x double>, ptr @v0, align 256, !tbaa !5
  %11 = fmul fast <32 x double> %10, %9
  %12 = getelementptr inbounds i8, ptr %2, i64 256
  %13 = load <8 x double>, ptr %12, align 16, !tbaa !5
  %14 = load <8 x double>, ptr getelementptr inbounds (i8, ptr @v0, i64 256), align 256, !tbaa !5
  %15 = fmul fast <8 x double> %14, %13
  %16 = call fast double @llvm.vector.reduce.fadd.v8f64(double -0.000000e+00, <8 x double> %15)
  %17 = call fast double @llvm.vector.reduce.fadd.v32f64(double %16, <32 x double> %11)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #9
  ret double %17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x double], align 16
  %2 = alloca [40 x double], align 16
  %3 = alloca [40 x double], align 16
  %4 = alloca [40 x double], align 16
  %5 = alloca [40 x double], align 16
  %6 = alloca [40 x double], align 16
  %7 = alloca [40 x double], align 16
  %8 = alloca [40 x double], align 16
  %9 = alloca [40 x double], align 16
  %10 = alloca [40 x double], align 16
  %11 = alloca [40 x double], align 16
  %12 = alloca [40 x double], align 16
  %13 = alloca [40 x double], align 16
  br label %14

14:                                               ; preds = %14, %0
  %15 = phi i64 [ 0, %0 ], [ %31, %14 ]
  %16 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %32, %14 ]
  %17 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %0 ], [ %33, %14 ]
  %18 = uitofp <4 x i32> %16 to <4 x double>
  %19 = fmul fast <4 x double> %18, <double 1.700000e+00, double 1.700000e+00, double 1.700000e+00, double 1.700000e+00>
  %20 = fadd fast <4 x double> %19, <double 4.000000e-01, double 4.000000e-01, double 4.000000e-01, double 4.000000e-01>
  %21 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %20)
  %22 = fmul fast <4 x double> %21, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %23 = urem <4 x i8> %17, <i8 3, i8 3, i8 3, i8 3>
  %24 = uitofp nneg <4 x i8> %23 to <4 x double>
  %25 = fmul fast <4 x double> %24, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %26 = fadd fast <4 x double> %22, %25
  %27 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %15
  store <4 x double> %26, ptr %27, align 16, !tbaa !5
  %28 = fmul fast <4 x double> %18, <double 9.000000e-01, double 9.000000e-01, double 9.000000e-01, double 9.000000e-01>
  %29 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %28)
  %30 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %15
  store <4 x double> %29, ptr %30, align 32, !tbaa !5
  %31 = add nuw i64 %15, 4
  %32 = add <4 x i32> %16, <i32 4, i32 4, i32 4, i32 4>
  %33 = add <4 x i8> %17, <i8 4, i8 4, i8 4, i8 4>
  %34 = icmp eq i64 %31, 40
  br i1 %34, label %35, label %14, !llvm.loop !21

35:                                               ; preds = %14
  store <2 x double> <double 8.000000e-01, double -1.300000e+00>, ptr getelementptr inbounds (i8, ptr @p0, i64 304), align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %1, i8 0, i64 320, i1 false)
  %36 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %37 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_dot, i32 noundef %36, ptr noundef nonnull @p0, ptr noundef nonnull %1) #9
  %38 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %39 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_dot, i32 noundef %38, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str, ptr noundef nonnull @f_dot, ptr noundef nonnull %1, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %2, i8 0, i64 320, i1 false)
  %40 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %41 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_nrm2, i32 noundef %40, ptr noundef nonnull @p0, ptr noundef nonnull %2) #9
  %42 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %43 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_nrm2, i32 noundef %42, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.1, ptr noundef nonnull @f_nrm2, ptr noundef nonnull %2, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %44 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %45 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_row, i32 noundef %44, ptr noundef nonnull @p0, ptr noundef nonnull %3) #9
  %46 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %47 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemv_row, i32 noundef %46, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.2, ptr noundef nonnull @f_gemv_row, ptr noundef nonnull %3, double noundef nofpclass(nan inf) %47, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %4, i8 0, i64 320, i1 false)
  %48 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %49 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_col_t, i32 noundef %48, ptr noundef nonnull @p0, ptr noundef nonnull %4) #9
  %50 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %51 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemv_col_t, i32 noundef %50, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.3, ptr noundef nonnull @f_gemv_col_t, ptr noundef nonnull %4, double noundef nofpclass(nan inf) %51, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %5, i8 0, i64 320, i1 false)
  %52 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %53 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_row_t_beta0, i32 noundef %52, ptr noundef nonnull @p0, ptr noundef nonnull %5) #9
  %54 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %55 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemv_row_t_beta0, i32 noundef %54, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.4, ptr noundef nonnull @f_gemv_row_t_beta0, ptr noundef nonnull %5, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %6) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %6, i8 0, i64 320, i1 false)
  %56 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %57 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_row, i32 noundef %56, ptr noundef nonnull @p0, ptr noundef nonnull %6) #9
  %58 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %59 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_row, i32 noundef %58, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.5, ptr noundef nonnull @f_gemm_row, ptr noundef nonnull %6, double noundef nofpclass(nan inf) %59, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %7, i8 0, i64 320, i1 false)
  %60 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %61 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_col, i32 noundef %60, ptr noundef nonnull @p0, ptr noundef nonnull %7) #9
  %62 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %63 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_col, i32 noundef %62, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.6, ptr noundef nonnull @f_gemm_col, ptr noundef nonnull %7, double noundef nofpclass(nan inf) %63, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %8) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %8, i8 0, i64 320, i1 false)
  %64 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %65 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_both_t, i32 noundef %64, ptr noundef nonnull @p0, ptr noundef nonnull %8) #9
  %66 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %67 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_both_t, i32 noundef %66, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.7, ptr noundef nonnull @f_gemm_both_t, ptr noundef nonnull %8, double noundef nofpclass(nan inf) %67, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %9) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %9, i8 0, i64 320, i1 false)
  %68 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %69 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_row_ta_alpha_beta, i32 noundef %68, ptr noundef nonnull @p0, ptr noundef nonnull %9) #9
  %70 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %71 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_row_ta_alpha_beta, i32 noundef %70, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.8, ptr noundef nonnull @f_gemm_row_ta_alpha_beta, ptr noundef nonnull %9, double noundef nofpclass(nan inf) %71, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %10) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %10, i8 0, i64 320, i1 false)
  %72 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %73 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_axpy_scal, i32 noundef %72, ptr noundef nonnull @p0, ptr noundef nonnull %10) #9
  %74 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %75 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_axpy_scal, i32 noundef %74, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.9, ptr noundef nonnull @f_axpy_scal, ptr noundef nonnull %10, double noundef nofpclass(nan inf) %75, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %11) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %11, i8 0, i64 320, i1 false)
  %76 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %77 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fortran, i32 noundef %76, ptr noundef nonnull @p0, ptr noundef nonnull %11) #9
  %78 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %79 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fortran, i32 noundef %78, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.10, ptr noundef nonnull @f_fortran, ptr noundef nonnull %11, double noundef nofpclass(nan inf) %79, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %12) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %12, i8 0, i64 320, i1 false)
  %80 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %81 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_float, i32 noundef %80, ptr noundef nonnull @p0, ptr noundef nonnull %12) #9
  %82 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %83 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_float, i32 noundef %82, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.11, ptr noundef nonnull @f_float, ptr noundef nonnull %12, double noundef nofpclass(nan inf) %83, double noundef nofpclass(nan inf) 2.000000e-02, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %13) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %84 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %85 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @hv, i32 noundef %84, ptr noundef nonnull @p0, ptr noundef nonnull %13) #9
  %86 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %87 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @hv, i32 noundef %86, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.12, ptr noundef nonnull @hv, ptr noundef nonnull %13, double noundef nofpclass(nan inf) %87, double noundef nofpclass(nan inf) 1.000000e-05, double noundef nofpclass(nan inf) 1.000000e-05)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %13) #9
  %88 = load i32, ptr @n_fail, align 4, !tbaa !16
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %88)
  %90 = load i32, ptr @n_fail, align 4, !tbaa !16
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i32
  ret i32 %92
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @compare(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %5) unnamed_addr #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #9
  %12 = fdiv fast double 1.000000e+00, %5
  br label %37

13:                                               ; preds = %80
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.15, ptr noundef %0) #9
  %15 = call fast double @llvm.fabs.f64(double %52)
  %16 = call fast double @llvm.maxnum.f64(double %15, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %3, ptr %10, align 8, !tbaa !5
  %17 = load volatile double, ptr %10, align 8, !tbaa !5
  %18 = call double @llvm.fabs.f64(double %17)
  %19 = fcmp ueq double %18, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %19, label %32, label %20

20:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %52, ptr %9, align 8, !tbaa !5
  %21 = load volatile double, ptr %9, align 8, !tbaa !5
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ueq double %22, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %23, label %32, label %24

24:                                               ; preds = %20
  %25 = fsub fast double %3, %52
  %26 = call fast double @llvm.fabs.f64(double %25)
  %27 = fmul fast double %16, %4
  %28 = fcmp fast ole double %26, %27
  %29 = freeze i1 %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %24
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef 0, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %52, ptr noundef nonnull @.str.17)
  br label %36

32:                                               ; preds = %24, %20, %13
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef 0, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %52, ptr noundef nonnull @.str.18)
  %34 = load i32, ptr @n_fail, align 4, !tbaa !16
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @n_fail, align 4, !tbaa !16
  br label %36

36:                                               ; preds = %30, %32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #9
  ret void

37:                                               ; preds = %6, %80
  %38 = phi i64 [ 0, %6 ], [ %81, %80 ]
  %39 = phi double [ 0.000000e+00, %6 ], [ %52, %80 ]
  %40 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %38
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = fadd fast double %41, %5
  store double %42, ptr %40, align 8, !tbaa !5
  %43 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull @p0) #9
  %44 = fsub fast double %41, %5
  store double %44, ptr %40, align 8, !tbaa !5
  %45 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull @p0) #9
  store double %41, ptr %40, align 8, !tbaa !5
  %46 = fsub fast double %43, %45
  %47 = fmul fast double %46, 5.000000e-01
  %48 = fmul fast double %47, %12
  %49 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %38
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = fmul fast double %48, %50
  %52 = fadd fast double %51, %39
  %53 = trunc nuw nsw i64 %38 to i32
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.14, ptr noundef %0, i32 noundef %53) #9
  %55 = load double, ptr %40, align 8, !tbaa !5
  %56 = fptosi double %55 to i32
  %57 = getelementptr inbounds double, ptr %2, i64 %38
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = call fast double @llvm.fabs.f64(double %48)
  %60 = call fast double @llvm.maxnum.f64(double %59, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %58, ptr %8, align 8, !tbaa !5
  %61 = load volatile double, ptr %8, align 8, !tbaa !5
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ueq double %62, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %63, label %76, label %64

64:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %48, ptr %7, align 8, !tbaa !5
  %65 = load volatile double, ptr %7, align 8, !tbaa !5
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ueq double %66, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %67, label %76, label %68

68:                                               ; preds = %64
  %69 = fsub fast double %58, %48
  %70 = call fast double @llvm.fabs.f64(double %69)
  %71 = fmul fast double %60, %4
  %72 = fcmp fast ole double %70, %71
  %73 = freeze i1 %72
  br i1 %73, label %74, label %76

74:                                               ; preds = %68
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef %56, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %48, ptr noundef nonnull @.str.17)
  br label %80

76:                                               ; preds = %68, %64, %37
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef %56, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %48, ptr noundef nonnull @.str.18)
  %78 = load i32, ptr @n_fail, align 4, !tbaa !16
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !16
  br label %80

80:                                               ; preds = %74, %76
  %81 = add nuw nsw i64 %38, 1
  %82 = icmp eq i64 %81, 40
  br i1 %82, label %13, label %37, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v32f64(double, <32 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v8f64(double, <8 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #8

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = !{!7, !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !7, i64 0}
!21 = distinct !{!21, !12, !13, !14}
!22 = distinct !{!22, !12}
