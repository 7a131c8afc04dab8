; ModuleID = 'blas.c'
source_filename = "blas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.f_gemv_row_t_beta0.y = private unnamed_addr constant [4 x double] [double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30], align 16
@__const.f_gemm_col.C = private unnamed_addr constant [8 x double] [double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@v0 = internal global [40 x double] zeroinitializer, align 16
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
define dso_local double @f_dot(ptr noundef %0) #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = tail call double @cblas_ddot(i32 noundef 4, ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2, i32 noundef 2) #9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = getelementptr inbounds i8, ptr %0, i64 160
  %6 = tail call double @cblas_ddot(i32 noundef 3, ptr noundef nonnull %4, i32 noundef -1, ptr noundef nonnull %5, i32 noundef 3) #9
  %7 = fmul double %3, %6
  ret double %7
}

declare double @cblas_ddot(i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local double @f_nrm2(ptr noundef %0) #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = tail call double @cblas_dnrm2(i32 noundef 5, ptr noundef nonnull %2, i32 noundef 2) #9
  %4 = getelementptr inbounds i8, ptr %0, i64 240
  %5 = tail call double @cblas_dnrm2(i32 noundef 3, ptr noundef nonnull %4, i32 noundef -1) #9
  %6 = tail call double @sin(double noundef %5) #9
  %7 = fadd double %3, %6
  ret double %7
}

declare double @cblas_dnrm2(i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local double @f_gemv_row(ptr noundef %0) #0 {
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
  call void @cblas_dgemv(i32 noundef 101, i32 noundef 111, i32 noundef 3, i32 noundef 4, double noundef %9, ptr noundef %0, i32 noundef 5, ptr noundef nonnull %10, i32 noundef 2, double noundef 5.000000e-01, ptr noundef nonnull %2, i32 noundef 1) #9
  %11 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret double %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare void @cblas_dgemv(i32 noundef, i32 noundef, i32 noundef, i32 noundef, double noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, double noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @sumsq(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = zext nneg i32 %1 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %7, 2147483646
  br label %26

12:                                               ; preds = %26, %5
  %13 = phi double [ poison, %5 ], [ %42, %26 ]
  %14 = phi i64 [ 0, %5 ], [ %43, %26 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %42, %26 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %12
  %18 = mul nsw i64 %14, %6
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @sin(double noundef %20) #9
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %21)
  %23 = fadd double %15, %22
  br label %24

24:                                               ; preds = %17, %12, %3
  %25 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %23, %17 ]
  ret double %25

26:                                               ; preds = %26, %10
  %27 = phi i64 [ 0, %10 ], [ %43, %26 ]
  %28 = phi double [ 0.000000e+00, %10 ], [ %42, %26 ]
  %29 = phi i64 [ 0, %10 ], [ %44, %26 ]
  %30 = mul nsw i64 %27, %6
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = tail call double @sin(double noundef %32) #9
  %34 = tail call double @llvm.fmuladd.f64(double %32, double %32, double %33)
  %35 = fadd double %28, %34
  %36 = or disjoint i64 %27, 1
  %37 = mul nsw i64 %36, %6
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = tail call double @sin(double noundef %39) #9
  %41 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %40)
  %42 = fadd double %35, %41
  %43 = add nuw nsw i64 %27, 2
  %44 = add i64 %29, 2
  %45 = icmp eq i64 %44, %11
  br i1 %45, label %12, label %26, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local double @f_gemv_col_t(ptr noundef %0) #0 {
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
  call void @cblas_dgemv(i32 noundef 102, i32 noundef 112, i32 noundef 3, i32 noundef 4, double noundef 1.500000e+00, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %18, i32 noundef 1, double noundef %20, ptr noundef nonnull %2, i32 noundef 2) #9
  %21 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #9
  ret double %21
}

; Function Attrs: nounwind uwtable
define dso_local double @f_gemv_row_t_beta0(ptr noundef %0) #0 {
  %2 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.f_gemv_row_t_beta0.y, i64 32, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 312
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 160
  call void @cblas_dgemv(i32 noundef 101, i32 noundef 112, i32 noundef 3, i32 noundef 4, double noundef %4, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %5, i32 noundef -1, double noundef 0.000000e+00, ptr noundef nonnull %2, i32 noundef 1) #9
  %6 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define dso_local double @f_gemm_row(ptr noundef %0) #0 {
  %2 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 240
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !5
  store <2 x double> %4, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = load <2 x double>, ptr %6, align 8, !tbaa !5
  store <2 x double> %7, ptr %5, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %2, i64 32
  %9 = getelementptr inbounds i8, ptr %0, i64 272
  %10 = load <2 x double>, ptr %9, align 8, !tbaa !5
  store <2 x double> %10, ptr %8, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 64
  %12 = getelementptr inbounds i8, ptr %0, i64 304
  %13 = load double, ptr %12, align 8, !tbaa !5
  call void @cblas_dgemm(i32 noundef 101, i32 noundef 111, i32 noundef 112, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef 7.500000e-01, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %11, i32 noundef 4, double noundef %13, ptr noundef nonnull %2, i32 noundef 3) #9
  %14 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 6, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  ret double %14
}

declare void @cblas_dgemm(i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, double noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, double noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local double @f_gemm_col(ptr noundef %0) #0 {
  %2 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, ptr noundef nonnull align 16 dereferenceable(64) @__const.f_gemm_col.C, i64 64, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 80
  call void @cblas_dgemm(i32 noundef 102, i32 noundef 112, i32 noundef 111, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef 1.500000e+00, ptr noundef %0, i32 noundef 5, ptr noundef nonnull %3, i32 noundef 4, double noundef 0.000000e+00, ptr noundef nonnull %2, i32 noundef 2) #9
  %4 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 6, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #9
  ret double %4
}

; Function Attrs: nounwind uwtable
define dso_local double @f_gemm_both_t(ptr noundef %0) #0 {
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
  call void @cblas_dgemm(i32 noundef 102, i32 noundef 112, i32 noundef 112, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef %15, ptr noundef %0, i32 noundef 4, ptr noundef nonnull %16, i32 noundef 3, double noundef -5.000000e-01, ptr noundef nonnull %2, i32 noundef 3) #9
  %17 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 9, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #9
  ret double %17
}

; Function Attrs: nounwind uwtable
define dso_local double @f_gemm_row_ta_alpha_beta(ptr noundef %0) #0 {
  %2 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 240
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !5
  store <2 x double> %4, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = load <2 x double>, ptr %6, align 8, !tbaa !5
  store <2 x double> %7, ptr %5, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %2, i64 32
  %9 = getelementptr inbounds i8, ptr %0, i64 272
  %10 = load <2 x double>, ptr %9, align 8, !tbaa !5
  store <2 x double> %10, ptr %8, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 312
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 64
  %14 = getelementptr inbounds i8, ptr %0, i64 304
  %15 = load double, ptr %14, align 8, !tbaa !5
  call void @cblas_dgemm(i32 noundef 101, i32 noundef 112, i32 noundef 111, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef %12, ptr noundef %0, i32 noundef 2, ptr noundef nonnull %13, i32 noundef 3, double noundef %15, ptr noundef nonnull %2, i32 noundef 3) #9
  %16 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 6, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  ret double %16
}

; Function Attrs: nounwind uwtable
define dso_local double @f_axpy_scal(ptr noundef %0) #0 {
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  %4 = getelementptr inbounds i8, ptr %0, i64 240
  %5 = load <2 x double>, ptr %4, align 8, !tbaa !5
  store <2 x double> %5, ptr %2, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 256
  %8 = load <2 x double>, ptr %7, align 8, !tbaa !5
  store <2 x double> %8, ptr %6, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  %9 = load <2 x double>, ptr %0, align 8, !tbaa !5
  store <2 x double> %9, ptr %3, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load <2 x double>, ptr %11, align 8, !tbaa !5
  store <2 x double> %12, ptr %10, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 312
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  call void @cblas_daxpy(i32 noundef 4, double noundef %14, ptr noundef nonnull %15, i32 noundef 2, ptr noundef nonnull %2, i32 noundef 1) #9
  %16 = getelementptr inbounds i8, ptr %0, i64 304
  %17 = load double, ptr %16, align 8, !tbaa !5
  call void @cblas_dscal(i32 noundef 4, double noundef %17, ptr noundef nonnull %3, i32 noundef 1) #9
  %18 = call fastcc double @sumsq(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1)
  %19 = call fastcc double @sumsq(ptr noundef nonnull %3, i32 noundef 4, i32 noundef 1)
  %20 = fadd double %18, %19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %20
}

declare void @cblas_daxpy(i32 noundef, double noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @cblas_dscal(i32 noundef, double noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local double @f_fortran(ptr noundef %0) #0 {
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
  store i32 4, ptr %2, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  store i32 3, ptr %3, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9
  store i32 1, ptr %4, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #9
  store i32 2, ptr %5, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9
  store i32 3, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9
  store i32 4, ptr %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #9
  store i32 3, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #9
  store i8 84, ptr %9, align 1, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #9
  store i8 78, ptr %10, align 1, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #9
  store double 2.500000e-01, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #9
  store double 0.000000e+00, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #9
  %15 = getelementptr inbounds i8, ptr %0, i64 240
  %16 = load <2 x double>, ptr %15, align 8, !tbaa !5
  store <2 x double> %16, ptr %13, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %13, i64 16
  %18 = getelementptr inbounds i8, ptr %0, i64 256
  %19 = load <2 x double>, ptr %18, align 8, !tbaa !5
  store <2 x double> %19, ptr %17, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %0, i64 312
  %21 = getelementptr inbounds i8, ptr %0, i64 160
  call void @dgemv_(ptr noundef nonnull %9, ptr noundef nonnull %3, ptr noundef nonnull %2, ptr noundef nonnull %20, ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %21, ptr noundef nonnull %4, ptr noundef nonnull %11, ptr noundef nonnull %13, ptr noundef nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #9
  %22 = getelementptr inbounds i8, ptr %0, i64 304
  %23 = getelementptr inbounds i8, ptr %0, i64 96
  call void @dgemm_(ptr noundef nonnull %10, ptr noundef nonnull %9, ptr noundef nonnull %3, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %22, ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %23, ptr noundef nonnull %7, ptr noundef nonnull %12, ptr noundef nonnull %14, ptr noundef nonnull %8) #9
  %24 = call fastcc double @sumsq(ptr noundef nonnull %13, i32 noundef 4, i32 noundef 1)
  %25 = call fastcc double @sumsq(ptr noundef nonnull %14, i32 noundef 12, i32 noundef 1)
  %26 = fadd double %24, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 64
  %28 = call double @ddot_(ptr noundef nonnull %2, ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %27, ptr noundef nonnull %5) #9
  %29 = fadd double %26, %28
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
  ret double %29
}

declare void @dgemv_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @dgemm_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare double @ddot_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local double @f_float(ptr nocapture noundef readonly %0) #0 {
  %2 = alloca [6 x float], align 16
  %3 = alloca [6 x float], align 16
  %4 = alloca [4 x float], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  %5 = getelementptr inbounds i8, ptr %0, i64 80
  %6 = load <4 x double>, ptr %0, align 8, !tbaa !5
  %7 = fptrunc <4 x double> %6 to <4 x float>
  store <4 x float> %7, ptr %2, align 16, !tbaa !14
  %8 = load <4 x double>, ptr %5, align 8, !tbaa !5
  %9 = fptrunc <4 x double> %8 to <4 x float>
  store <4 x float> %9, ptr %3, align 16, !tbaa !14
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = getelementptr inbounds i8, ptr %0, i64 112
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load <2 x double>, ptr %10, align 8, !tbaa !5
  %15 = fptrunc <2 x double> %14 to <2 x float>
  store <2 x float> %15, ptr %11, align 16, !tbaa !14
  %16 = load <2 x double>, ptr %12, align 8, !tbaa !5
  %17 = fptrunc <2 x double> %16 to <2 x float>
  store <2 x float> %17, ptr %13, align 16, !tbaa !14
  call void @cblas_sgemm(i32 noundef 102, i32 noundef 111, i32 noundef 111, i32 noundef 2, i32 noundef 2, i32 noundef 3, float noundef 1.000000e+00, ptr noundef nonnull %2, i32 noundef 2, ptr noundef nonnull %3, i32 noundef 3, float noundef 0.000000e+00, ptr noundef nonnull %4, i32 noundef 2) #9
  %18 = call float @cblas_sdot(i32 noundef 4, ptr noundef nonnull %4, i32 noundef 1, ptr noundef nonnull %4, i32 noundef 1) #9
  %19 = fpext float %18 to double
  %20 = call float @cblas_sdot(i32 noundef 3, ptr noundef nonnull %2, i32 noundef 2, ptr noundef nonnull %3, i32 noundef 1) #9
  %21 = fpext float %20 to double
  %22 = fadd double %19, %21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  ret double %22
}

declare void @cblas_sgemm(i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, float noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, float noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare float @cblas_sdot(i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local double @hv(ptr noundef %0) #0 {
  %2 = alloca [40 x double], align 16
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %2, i8 0, i64 320, i1 false)
  %3 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %4 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_row_ta_alpha_beta, i32 noundef %3, ptr noundef %0, ptr noundef nonnull %2) #9
  %5 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %6 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_row, i32 noundef %5, ptr noundef %0, ptr noundef nonnull %2) #9
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fortran, i32 noundef %7, ptr noundef %0, ptr noundef nonnull %2) #9
  br label %10

9:                                                ; preds = %10
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #9
  ret double %35

10:                                               ; preds = %10, %1
  %11 = phi i64 [ 0, %1 ], [ %36, %10 ]
  %12 = phi double [ 0.000000e+00, %1 ], [ %35, %10 ]
  %13 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %11
  %14 = load double, ptr %13, align 16, !tbaa !5
  %15 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %11
  %16 = load double, ptr %15, align 16, !tbaa !5
  %17 = call double @llvm.fmuladd.f64(double %14, double %16, double %12)
  %18 = or disjoint i64 %11, 1
  %19 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = call double @llvm.fmuladd.f64(double %20, double %22, double %17)
  %24 = or disjoint i64 %11, 2
  %25 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %24
  %26 = load double, ptr %25, align 16, !tbaa !5
  %27 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %24
  %28 = load double, ptr %27, align 16, !tbaa !5
  %29 = call double @llvm.fmuladd.f64(double %26, double %28, double %23)
  %30 = or disjoint i64 %11, 3
  %31 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = call double @llvm.fmuladd.f64(double %32, double %34, double %29)
  %36 = add nuw nsw i64 %11, 4
  %37 = icmp eq i64 %36, 40
  br i1 %37, label %9, label %10, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

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
  br label %72

14:                                               ; preds = %72
  store <2 x double> <double 8.000000e-01, double -1.300000e+00>, ptr getelementptr inbounds (i8, ptr @p0, i64 304), align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %1, i8 0, i64 320, i1 false)
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %16 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_dot, i32 noundef %15, ptr noundef nonnull @p0, ptr noundef nonnull %1) #9
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %18 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_dot, i32 noundef %17, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str, ptr noundef nonnull @f_dot, ptr noundef nonnull %1, double noundef %18, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %2, i8 0, i64 320, i1 false)
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_nrm2, i32 noundef %19, ptr noundef nonnull @p0, ptr noundef nonnull %2) #9
  %21 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %22 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_nrm2, i32 noundef %21, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.1, ptr noundef nonnull @f_nrm2, ptr noundef nonnull %2, double noundef %22, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %24 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_row, i32 noundef %23, ptr noundef nonnull @p0, ptr noundef nonnull %3) #9
  %25 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %26 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemv_row, i32 noundef %25, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.2, ptr noundef nonnull @f_gemv_row, ptr noundef nonnull %3, double noundef %26, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %4, i8 0, i64 320, i1 false)
  %27 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %28 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_col_t, i32 noundef %27, ptr noundef nonnull @p0, ptr noundef nonnull %4) #9
  %29 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %30 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemv_col_t, i32 noundef %29, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.3, ptr noundef nonnull @f_gemv_col_t, ptr noundef nonnull %4, double noundef %30, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %5, i8 0, i64 320, i1 false)
  %31 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemv_row_t_beta0, i32 noundef %31, ptr noundef nonnull @p0, ptr noundef nonnull %5) #9
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemv_row_t_beta0, i32 noundef %33, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.4, ptr noundef nonnull @f_gemv_row_t_beta0, ptr noundef nonnull %5, double noundef %34, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %6) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %6, i8 0, i64 320, i1 false)
  %35 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %36 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_row, i32 noundef %35, ptr noundef nonnull @p0, ptr noundef nonnull %6) #9
  %37 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %38 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_row, i32 noundef %37, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.5, ptr noundef nonnull @f_gemm_row, ptr noundef nonnull %6, double noundef %38, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %7, i8 0, i64 320, i1 false)
  %39 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %40 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_col, i32 noundef %39, ptr noundef nonnull @p0, ptr noundef nonnull %7) #9
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_col, i32 noundef %41, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.6, ptr noundef nonnull @f_gemm_col, ptr noundef nonnull %7, double noundef %42, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %8) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %8, i8 0, i64 320, i1 false)
  %43 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %44 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_both_t, i32 noundef %43, ptr noundef nonnull @p0, ptr noundef nonnull %8) #9
  %45 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %46 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_both_t, i32 noundef %45, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.7, ptr noundef nonnull @f_gemm_both_t, ptr noundef nonnull %8, double noundef %46, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %9) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %9, i8 0, i64 320, i1 false)
  %47 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %48 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_gemm_row_ta_alpha_beta, i32 noundef %47, ptr noundef nonnull @p0, ptr noundef nonnull %9) #9
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %50 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_gemm_row_ta_alpha_beta, i32 noundef %49, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.8, ptr noundef nonnull @f_gemm_row_ta_alpha_beta, ptr noundef nonnull %9, double noundef %50, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %10) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %10, i8 0, i64 320, i1 false)
  %51 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %52 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_axpy_scal, i32 noundef %51, ptr noundef nonnull @p0, ptr noundef nonnull %10) #9
  %53 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %54 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_axpy_scal, i32 noundef %53, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.9, ptr noundef nonnull @f_axpy_scal, ptr noundef nonnull %10, double noundef %54, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %11) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %11, i8 0, i64 320, i1 false)
  %55 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %56 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fortran, i32 noundef %55, ptr noundef nonnull @p0, ptr noundef nonnull %11) #9
  %57 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %58 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fortran, i32 noundef %57, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.10, ptr noundef nonnull @f_fortran, ptr noundef nonnull %11, double noundef %58, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %12) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %12, i8 0, i64 320, i1 false)
  %59 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %60 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_float, i32 noundef %59, ptr noundef nonnull @p0, ptr noundef nonnull %12) #9
  %61 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %62 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_float, i32 noundef %61, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.11, ptr noundef nonnull @f_float, ptr noundef nonnull %12, double noundef %62, double noundef 2.000000e-02, double noundef 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %13) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %63 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @hv, i32 noundef %63, ptr noundef nonnull @p0, ptr noundef nonnull %13) #9
  %65 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %66 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @hv, i32 noundef %65, ptr noundef nonnull @p0, ptr noundef nonnull @v0) #9
  call fastcc void @compare(ptr noundef nonnull @.str.12, ptr noundef nonnull @hv, ptr noundef nonnull %13, double noundef %66, double noundef 1.000000e-05, double noundef 1.000000e-05)
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %13) #9
  %67 = load i32, ptr @n_fail, align 4, !tbaa !11
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %67)
  %69 = load i32, ptr @n_fail, align 4, !tbaa !11
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  ret i32 %71

72:                                               ; preds = %0, %72
  %73 = phi i64 [ 0, %0 ], [ %87, %72 ]
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = uitofp nneg i32 %74 to double
  %76 = tail call double @llvm.fmuladd.f64(double %75, double 1.700000e+00, double 4.000000e-01)
  %77 = tail call double @sin(double noundef %76) #9
  %78 = trunc i64 %73 to i8
  %79 = urem i8 %78, 3
  %80 = uitofp nneg i8 %79 to double
  %81 = fmul double %80, 1.000000e-01
  %82 = tail call double @llvm.fmuladd.f64(double %77, double 3.000000e-01, double %81)
  %83 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %73
  store double %82, ptr %83, align 8, !tbaa !5
  %84 = fmul double %75, 9.000000e-01
  %85 = tail call double @cos(double noundef %84) #9
  %86 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %73
  store double %85, ptr %86, align 8, !tbaa !5
  %87 = add nuw nsw i64 %73, 1
  %88 = icmp eq i64 %87, 40
  br i1 %88, label %14, label %72, !llvm.loop !17
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @compare(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, double noundef %3, double noundef %4, double noundef %5) unnamed_addr #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #9
  %12 = fmul double %5, 2.000000e+00
  br label %37

13:                                               ; preds = %78
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.15, ptr noundef %0) #9
  %15 = call double @llvm.fabs.f64(double %50)
  %16 = fcmp ogt double %15, 1.000000e+00
  %17 = select i1 %16, double %15, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %3, ptr %10, align 8, !tbaa !5
  %18 = load volatile double, ptr %10, align 8, !tbaa !5
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp ueq double %19, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %20, label %32, label %21

21:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %50, ptr %9, align 8, !tbaa !5
  %22 = load volatile double, ptr %9, align 8, !tbaa !5
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fcmp ueq double %23, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %24, label %32, label %25

25:                                               ; preds = %21
  %26 = fsub double %3, %50
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fmul double %17, %4
  %29 = fcmp ugt double %27, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %25
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef 0, double noundef %3, double noundef %50, ptr noundef nonnull @.str.17)
  br label %36

32:                                               ; preds = %25, %21, %13
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef 0, double noundef %3, double noundef %50, ptr noundef nonnull @.str.18)
  %34 = load i32, ptr @n_fail, align 4, !tbaa !11
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @n_fail, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %30, %32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #9
  ret void

37:                                               ; preds = %6, %78
  %38 = phi i64 [ 0, %6 ], [ %79, %78 ]
  %39 = phi double [ 0.000000e+00, %6 ], [ %50, %78 ]
  %40 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %38
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = fadd double %41, %5
  store double %42, ptr %40, align 8, !tbaa !5
  %43 = call double %1(ptr noundef nonnull @p0) #9
  %44 = fsub double %41, %5
  store double %44, ptr %40, align 8, !tbaa !5
  %45 = call double %1(ptr noundef nonnull @p0) #9
  store double %41, ptr %40, align 8, !tbaa !5
  %46 = fsub double %43, %45
  %47 = fdiv double %46, %12
  %48 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %38
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = call double @llvm.fmuladd.f64(double %47, double %49, double %39)
  %51 = trunc nuw nsw i64 %38 to i32
  %52 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.14, ptr noundef %0, i32 noundef %51) #9
  %53 = load double, ptr %40, align 8, !tbaa !5
  %54 = fptosi double %53 to i32
  %55 = getelementptr inbounds double, ptr %2, i64 %38
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = call double @llvm.fabs.f64(double %47)
  %58 = fcmp ogt double %57, 1.000000e+00
  %59 = select i1 %58, double %57, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %56, ptr %8, align 8, !tbaa !5
  %60 = load volatile double, ptr %8, align 8, !tbaa !5
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = fcmp ueq double %61, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %62, label %74, label %63

63:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %47, ptr %7, align 8, !tbaa !5
  %64 = load volatile double, ptr %7, align 8, !tbaa !5
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ueq double %65, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %66, label %74, label %67

67:                                               ; preds = %63
  %68 = fsub double %56, %47
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = fmul double %59, %4
  %71 = fcmp ugt double %69, %70
  br i1 %71, label %74, label %72

72:                                               ; preds = %67
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef %54, double noundef %56, double noundef %47, ptr noundef nonnull @.str.17)
  br label %78

74:                                               ; preds = %67, %63, %37
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %11, i32 noundef %54, double noundef %56, double noundef %47, ptr noundef nonnull @.str.18)
  %76 = load i32, ptr @n_fail, align 4, !tbaa !11
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @n_fail, align 4, !tbaa !11
  br label %78

78:                                               ; preds = %72, %74
  %79 = add nuw nsw i64 %38, 1
  %80 = icmp eq i64 %79, 40
  br i1 %80, label %13, label %37, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
