; ModuleID = 'custom.c'
source_filename = "custom.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.aug3 = type { double, double, double }
%struct.grad3 = type { double, double, double }

@n_aug = dso_local local_unnamed_addr global i32 0, align 4
@n_grad = dso_local local_unnamed_addr global i32 0, align 4
@__enzyme_register_gradient_newton_sqrt = dso_local local_unnamed_addr global [3 x ptr] [ptr @newton_sqrt, ptr @newton_sqrt_aug, ptr @newton_sqrt_rev], align 16
@__enzyme_register_gradient_hyp = dso_local local_unnamed_addr global [3 x ptr] [ptr @hyp, ptr @hyp_aug, ptr @hyp_rev], align 16
@__enzyme_register_gradient_cube = dso_local local_unnamed_addr global [3 x ptr] [ptr @cube, ptr @cube_aug, ptr @cube_rev], align 16
@__enzyme_register_derivative_softplus = dso_local local_unnamed_addr global [2 x ptr] [ptr @softplus, ptr @softplus_fwd], align 16
@n_fwd = dso_local local_unnamed_addr global i32 0, align 4
@__enzyme_register_derivative_scale2 = dso_local local_unnamed_addr global [2 x ptr] [ptr @scale2, ptr @scale2_fwd], align 16
@.str = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@__enzyme_function_like = dso_local local_unnamed_addr global [2 x ptr] [ptr @my_log1p, ptr @.str], align 16
@__enzyme_inactivefn = dso_local local_unnamed_addr global [1 x ptr] [ptr @jitter], align 8
@last_seen = dso_local global double 0.000000e+00, align 8
@__enzyme_inactive_global = dso_local local_unnamed_addr global ptr @last_seen, align 8
@__enzyme_register_gradient_expsum = dso_local local_unnamed_addr global [3 x ptr] [ptr @expsum, ptr @expsum_aug, ptr @expsum_rev], align 16
@.str.1 = private unnamed_addr constant [9 x i8] c"sum_sqrt\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"sum_sqrt augment calls\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"sum_sqrt gradient calls\00", align 1
@main.xs = internal unnamed_addr constant [3 x double] [double 3.000000e-01, double 1.700000e+00, double 4.200000e+00], align 16
@.str.4 = private unnamed_addr constant [21 x i8] c"sqrt custom gradient\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"sqrt augment calls\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"sqrt gradient calls\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"hyp dx\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.8 = private unnamed_addr constant [7 x i8] c"hyp dy\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"cube\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"softplus fwd dx\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"softplus fwd db\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"scale2 fwd\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"scale2 fwd calls\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"log1p-like\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"log1p-like fwd\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"expsum da\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"expsum db\00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"expsum dc\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"inactive fn\00", align 1
@.str.20 = private unnamed_addr constant [16 x i8] c"inactive fn fwd\00", align 1
@.str.21 = private unnamed_addr constant [16 x i8] c"inactive global\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"inactive global kept\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"inactive global fwd\00", align 1
@.str.24 = private unnamed_addr constant [26 x i8] c"inactive global read back\00", align 1
@.str.25 = private unnamed_addr constant [30 x i8] c"inactive global read back fwd\00", align 1
@.str.26 = private unnamed_addr constant [21 x i8] c"custom: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.27 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @newton_sqrt(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = fcmp ogt double %3, 1.000000e+00
  %5 = select i1 %4, double %3, double 1.000000e+00
  br label %7

6:                                                ; preds = %7
  store double %27, ptr %1, align 8, !tbaa !5
  ret void

7:                                                ; preds = %7, %2
  %8 = phi i32 [ 0, %2 ], [ %28, %7 ]
  %9 = phi double [ %5, %2 ], [ %27, %7 ]
  %10 = fdiv double %3, %9
  %11 = fadd double %9, %10
  %12 = fmul double %11, 5.000000e-01
  %13 = fdiv double %3, %12
  %14 = fadd double %12, %13
  %15 = fmul double %14, 5.000000e-01
  %16 = fdiv double %3, %15
  %17 = fadd double %15, %16
  %18 = fmul double %17, 5.000000e-01
  %19 = fdiv double %3, %18
  %20 = fadd double %18, %19
  %21 = fmul double %20, 5.000000e-01
  %22 = fdiv double %3, %21
  %23 = fadd double %21, %22
  %24 = fmul double %23, 5.000000e-01
  %25 = fdiv double %3, %24
  %26 = fadd double %24, %25
  %27 = fmul double %26, 5.000000e-01
  %28 = add nuw nsw i32 %8, 6
  %29 = icmp eq i32 %28, 60
  br i1 %29, label %6, label %7, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noalias noundef ptr @newton_sqrt_aug(ptr nocapture noundef readonly %0, ptr nocapture readnone %1, ptr nocapture noundef %2, ptr nocapture readnone %3) #2 {
  %5 = load i32, ptr @n_aug, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @n_aug, align 4, !tbaa !11
  tail call void @newton_sqrt(ptr noundef %0, ptr noundef %2)
  %7 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #25
  %8 = load double, ptr %2, align 8, !tbaa !5
  store double %8, ptr %7, align 8, !tbaa !5
  ret ptr %7
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @newton_sqrt_rev(ptr nocapture readnone %0, ptr nocapture noundef %1, ptr nocapture readnone %2, ptr nocapture noundef %3, ptr nocapture noundef %4) #4 {
  %6 = load i32, ptr @n_grad, align 4, !tbaa !11
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @n_grad, align 4, !tbaa !11
  %8 = load double, ptr %4, align 8, !tbaa !5
  %9 = load double, ptr %3, align 8, !tbaa !5
  %10 = fmul double %8, 2.000000e+00
  %11 = fdiv double %9, %10
  %12 = load double, ptr %1, align 8, !tbaa !5
  %13 = fadd double %12, %11
  store double %13, ptr %1, align 8, !tbaa !5
  store double 0.000000e+00, ptr %3, align 8, !tbaa !5
  tail call void @free(ptr noundef %4) #26
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @uses_sqrt(double noundef %0) #6 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #26
  call void @newton_sqrt(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul double %4, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #26
  ret double %5
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local double @sum_sqrt(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  %3 = alloca double, align 8
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %15, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %16, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %15, %9 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #26
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3)
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = tail call double @llvm.fmuladd.f64(double %13, double %14, double %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #26
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @hyp(double noundef %0, double noundef %1, i32 noundef %2) #9 {
  %4 = sitofp i32 %2 to double
  %5 = fmul double %1, %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %5)
  %7 = tail call double @llvm.sqrt.f64(double %6)
  %8 = fmul double %7, %4
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @hyp_aug(double noundef %0, double noundef %1, i32 noundef %2, i32 %3) #11 {
  %5 = tail call double @hyp(double noundef %0, double noundef %1, i32 noundef %2)
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @hyp_rev(double noundef %0, double noundef %1, i32 noundef %2, i32 %3, double noundef %4) #11 {
  %6 = fmul double %1, %1
  %7 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %6)
  %8 = tail call double @llvm.sqrt.f64(double %7)
  %9 = sitofp i32 %2 to double
  %10 = fmul double %9, %4
  %11 = insertelement <2 x double> poison, double %10, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = insertelement <2 x double> poison, double %0, i64 0
  %14 = insertelement <2 x double> %13, double %1, i64 1
  %15 = fmul <2 x double> %12, %14
  %16 = insertelement <2 x double> poison, double %8, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  %18 = fdiv <2 x double> %15, %17
  %19 = extractelement <2 x double> %18, i64 0
  %20 = insertvalue { double, double } poison, double %19, 0
  %21 = extractelement <2 x double> %18, i64 1
  %22 = insertvalue { double, double } %20, double %21, 1
  ret { double, double } %22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @uses_hyp(double noundef %0, double noundef %1) #11 {
  %3 = tail call double @hyp(double noundef %0, double noundef %1, i32 noundef 3)
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %1)
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @cube(double noundef %0) #9 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { ptr, double } @cube_aug(double noundef %0) #11 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  %4 = insertvalue { ptr, double } { ptr null, double poison }, double %3, 1
  ret { ptr, double } %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @cube_rev(double noundef %0, double noundef %1, ptr nocapture readnone %2) #11 {
  %4 = fmul double %1, 3.000000e+00
  %5 = fmul double %4, %0
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @uses_cube(double noundef %0) #12 {
  %2 = tail call double @cube(double noundef %0)
  %3 = tail call double @sin(double noundef %2) #26
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @softplus(double noundef %0, double noundef %1) #13 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #26
  %5 = tail call double @log1p(double noundef %4) #26
  %6 = fdiv double %5, %1
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local { double, double } @softplus_fwd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #12 {
  %5 = fmul double %0, %2
  %6 = tail call double @exp(double noundef %5) #26
  %7 = tail call double @log1p(double noundef %6) #26
  %8 = fdiv double %7, %2
  %9 = fadd double %6, 1.000000e+00
  %10 = fdiv double %6, %9
  %11 = fmul double %0, %3
  %12 = fdiv double %11, %2
  %13 = fadd double %12, %1
  %14 = fneg double %8
  %15 = fmul double %14, %3
  %16 = fdiv double %15, %2
  %17 = tail call double @llvm.fmuladd.f64(double %10, double %13, double %16)
  %18 = insertvalue { double, double } poison, double %8, 0
  %19 = insertvalue { double, double } %18, double %17, 1
  ret { double, double } %19
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @uses_softplus(double noundef %0, double noundef %1) #12 {
  %3 = fmul double %0, %0
  %4 = tail call double @softplus(double noundef %3, double noundef %1)
  %5 = fadd double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @scale2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #14 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = fmul double %3, 2.000000e+00
  store double %4, ptr %1, align 8, !tbaa !5
  %5 = load double, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = fmul double %5, %7
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  store double %8, ptr %9, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @scale2_fwd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) #15 {
  %5 = load i32, ptr @n_fwd, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @n_fwd, align 4, !tbaa !11
  tail call void @scale2(ptr noundef %0, ptr noundef %2)
  %7 = load double, ptr %1, align 8, !tbaa !5
  %8 = fmul double %7, 2.000000e+00
  store double %8, ptr %3, align 8, !tbaa !5
  %9 = load double, ptr %1, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = load double, ptr %0, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fmul double %12, %14
  %16 = tail call double @llvm.fmuladd.f64(double %9, double %11, double %15)
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  store double %16, ptr %17, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @uses_scale2(double noundef %0) #11 {
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #26
  store double %0, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = fmul double %0, %0
  store double %5, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26
  call void @scale2(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %6 = load double, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fmul double %6, %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #26
  ret double %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @my_log1p(double noundef %0) #9 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, 5.000000e-01
  %4 = fsub double %0, %3
  %5 = fmul double %2, %0
  %6 = fdiv double %5, 3.000000e+00
  %7 = fadd double %4, %6
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @uses_log1p(double noundef %0) #11 {
  %2 = fmul double %0, %0
  %3 = tail call double @my_log1p(double noundef %2)
  ret double %3
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @jitter(double noundef %0) #13 {
  %2 = fmul double %0, 1.000000e+03
  %3 = tail call double @sin(double noundef %2) #26
  %4 = fmul double %3, 1.000000e-03
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @uses_jitter(double noundef %0) #12 {
  %2 = tail call double @jitter(double noundef %0)
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %2)
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @remember(double noundef %0) local_unnamed_addr #16 {
  store double %0, ptr @last_seen, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local noundef double @uses_last(double noundef %0) #17 {
  tail call void @remember(double noundef %0)
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @recall() local_unnamed_addr #18 {
  %1 = load double, ptr @last_seen, align 8, !tbaa !5
  ret double %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local double @reads_last(double noundef %0, double noundef %1) #15 {
  %3 = fmul double %0, %0
  tail call void @remember(double noundef %3)
  %4 = tail call double @recall()
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %1, double %0)
  ret double %5
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @expsum(double noundef %0, double noundef %1, double noundef %2) #13 {
  %4 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %5 = tail call double @exp(double noundef %4) #26
  %6 = fmul double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.aug3) align 8 %0, double noundef %1, double noundef %2, double noundef %3) #12 {
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %1)
  %6 = tail call double @exp(double noundef %5) #26
  store double %6, ptr %0, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = fmul double %6, %3
  store double %8, ptr %7, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store double 0.000000e+00, ptr %9, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @expsum_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.grad3) align 8 %0, double %1, double %2, double noundef %3, double noundef %4, double noundef %5) #19 {
  %7 = fmul double %4, 2.000000e+00
  %8 = insertelement <2 x double> poison, double %4, i64 0
  %9 = insertelement <2 x double> %8, double %7, i64 1
  %10 = insertelement <2 x double> poison, double %5, i64 0
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> zeroinitializer
  %12 = fmul <2 x double> %9, %11
  %13 = insertelement <2 x double> poison, double %3, i64 0
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> zeroinitializer
  %15 = fmul <2 x double> %12, %14
  store <2 x double> %15, ptr %0, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = extractelement <2 x double> %12, i64 0
  store double %17, ptr %16, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @uses_expsum(double noundef %0, double noundef %1, double noundef %2) #12 {
  %4 = fmul double %1, %1
  %5 = tail call double @expsum(double noundef %0, double noundef %4, double noundef %2)
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %5)
  ret double %6
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #20 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
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
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca double, align 8
  %49 = alloca double, align 8
  %50 = alloca double, align 8
  %51 = alloca [5 x double], align 16
  %52 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %51) #26
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %51, align 16
  %53 = getelementptr inbounds i8, ptr %51, i64 16
  store <2 x double> <double 2.000000e+00, double 3.500000e+00>, ptr %53, align 16
  %54 = getelementptr inbounds i8, ptr %51, i64 32
  store double 9.000000e+00, ptr %54, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %52) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %52, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4, !tbaa !11
  store i32 0, ptr @n_aug, align 4, !tbaa !11
  %55 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_sqrt, ptr noundef nonnull %51, ptr noundef nonnull %52, i32 noundef 5) #26
  br label %97

56:                                               ; preds = %127
  %57 = load i32, ptr @n_aug, align 4, !tbaa !11
  %58 = sitofp i32 %57 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  store volatile double %58, ptr %50, align 8, !tbaa !5
  %59 = load volatile double, ptr %50, align 8, !tbaa !5
  %60 = call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  br i1 %61, label %71, label %62

62:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49)
  store volatile double 5.000000e+00, ptr %49, align 8, !tbaa !5
  %63 = load volatile double, ptr %49, align 8, !tbaa !5
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = fcmp ueq double %64, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49)
  br i1 %65, label %71, label %66

66:                                               ; preds = %62
  %67 = fadd double %58, -5.000000e+00
  %68 = fcmp oeq double %67, 0.000000e+00
  %69 = select i1 %68, ptr @.str.28, ptr @.str.29
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %58, double noundef 5.000000e+00, ptr noundef nonnull %69)
  br i1 %68, label %76, label %73

71:                                               ; preds = %62, %56
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %58, double noundef 5.000000e+00, ptr noundef nonnull @.str.29)
  br label %73

73:                                               ; preds = %71, %66
  %74 = load i32, ptr @n_fail, align 4, !tbaa !11
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr @n_fail, align 4, !tbaa !11
  br label %76

76:                                               ; preds = %66, %73
  %77 = load i32, ptr @n_grad, align 4, !tbaa !11
  %78 = sitofp i32 %77 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %78, ptr %48, align 8, !tbaa !5
  %79 = load volatile double, ptr %48, align 8, !tbaa !5
  %80 = call double @llvm.fabs.f64(double %79)
  %81 = fcmp ueq double %80, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %81, label %91, label %82

82:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 5.000000e+00, ptr %47, align 8, !tbaa !5
  %83 = load volatile double, ptr %47, align 8, !tbaa !5
  %84 = call double @llvm.fabs.f64(double %83)
  %85 = fcmp ueq double %84, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %85, label %91, label %86

86:                                               ; preds = %82
  %87 = fadd double %78, -5.000000e+00
  %88 = fcmp oeq double %87, 0.000000e+00
  %89 = select i1 %88, ptr @.str.28, ptr @.str.29
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %78, double noundef 5.000000e+00, ptr noundef nonnull %89)
  br i1 %88, label %96, label %93

91:                                               ; preds = %82, %76
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %78, double noundef 5.000000e+00, ptr noundef nonnull @.str.29)
  br label %93

93:                                               ; preds = %91, %86
  %94 = load i32, ptr @n_fail, align 4, !tbaa !11
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr @n_fail, align 4, !tbaa !11
  br label %96

96:                                               ; preds = %86, %93
  br label %136

97:                                               ; preds = %0, %127
  %98 = phi i64 [ 0, %0 ], [ %128, %127 ]
  %99 = getelementptr inbounds [5 x double], ptr %51, i64 0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = getelementptr inbounds [5 x double], ptr %52, i64 0, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = call double @sqrt(double noundef %100) #26
  %104 = fmul double %103, 1.500000e+00
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fcmp ogt double %105, 1.000000e+00
  %107 = select i1 %106, double %105, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %102, ptr %46, align 8, !tbaa !5
  %108 = load volatile double, ptr %46, align 8, !tbaa !5
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fcmp ueq double %109, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %110, label %122, label %111

111:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %104, ptr %45, align 8, !tbaa !5
  %112 = load volatile double, ptr %45, align 8, !tbaa !5
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fcmp ueq double %113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %114, label %122, label %115

115:                                              ; preds = %111
  %116 = fsub double %102, %104
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = fmul double %107, 1.000000e-09
  %119 = fcmp ole double %117, %118
  %120 = select i1 %119, ptr @.str.28, ptr @.str.29
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %100, double noundef %102, double noundef %104, ptr noundef nonnull %120)
  br i1 %119, label %127, label %124

122:                                              ; preds = %111, %97
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %100, double noundef %102, double noundef %104, ptr noundef nonnull @.str.29)
  br label %124

124:                                              ; preds = %122, %115
  %125 = load i32, ptr @n_fail, align 4, !tbaa !11
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @n_fail, align 4, !tbaa !11
  br label %127

127:                                              ; preds = %115, %124
  %128 = add nuw nsw i64 %98, 1
  %129 = icmp eq i64 %128, 5
  br i1 %129, label %56, label %97, !llvm.loop !18

130:                                              ; preds = %735
  %131 = load i32, ptr @n_fail, align 4, !tbaa !11
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %131)
  %133 = load i32, ptr @n_fail, align 4, !tbaa !11
  %134 = icmp ne i32 %133, 0
  %135 = zext i1 %134 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %52) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %51) #26
  ret i32 %135

136:                                              ; preds = %96, %735
  %137 = phi i64 [ %736, %735 ], [ 0, %96 ]
  %138 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !5
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ogt double %140, 1.000000e+00
  %142 = select i1 %141, double %140, double 1.000000e+00
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = trunc nuw nsw i64 %137 to i32
  %145 = uitofp nneg i32 %144 to double
  %146 = call double @llvm.fmuladd.f64(double %145, double 2.500000e-01, double 5.000000e-01)
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = fcmp ogt double %147, 1.000000e+00
  %149 = select i1 %148, double %147, double 1.000000e+00
  %150 = fmul double %149, 0x3EB0C6F7A0B5ED8D
  store i32 0, ptr @n_grad, align 4, !tbaa !11
  store i32 0, ptr @n_aug, align 4, !tbaa !11
  %151 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef %139) #26
  %152 = call double @sqrt(double noundef %139) #26
  %153 = fmul double %152, 1.500000e+00
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ogt double %154, 1.000000e+00
  %156 = select i1 %155, double %154, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %151, ptr %44, align 8, !tbaa !5
  %157 = load volatile double, ptr %44, align 8, !tbaa !5
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %159, label %171, label %160

160:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %153, ptr %43, align 8, !tbaa !5
  %161 = load volatile double, ptr %43, align 8, !tbaa !5
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fcmp ueq double %162, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %163, label %171, label %164

164:                                              ; preds = %160
  %165 = fsub double %151, %153
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = fmul double %156, 1.000000e-09
  %168 = fcmp ole double %166, %167
  %169 = select i1 %168, ptr @.str.28, ptr @.str.29
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef %139, double noundef %151, double noundef %153, ptr noundef nonnull %169)
  br i1 %168, label %176, label %173

171:                                              ; preds = %160, %136
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef %139, double noundef %151, double noundef %153, ptr noundef nonnull @.str.29)
  br label %173

173:                                              ; preds = %171, %164
  %174 = load i32, ptr @n_fail, align 4, !tbaa !11
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr @n_fail, align 4, !tbaa !11
  br label %176

176:                                              ; preds = %164, %173
  %177 = load i32, ptr @n_aug, align 4, !tbaa !11
  %178 = sitofp i32 %177 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %178, ptr %42, align 8, !tbaa !5
  %179 = load volatile double, ptr %42, align 8, !tbaa !5
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %181, label %191, label %182

182:                                              ; preds = %176
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double 1.000000e+00, ptr %41, align 8, !tbaa !5
  %183 = load volatile double, ptr %41, align 8, !tbaa !5
  %184 = call double @llvm.fabs.f64(double %183)
  %185 = fcmp ueq double %184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %185, label %191, label %186

186:                                              ; preds = %182
  %187 = fadd double %178, -1.000000e+00
  %188 = fcmp oeq double %187, 0.000000e+00
  %189 = select i1 %188, ptr @.str.28, ptr @.str.29
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef %139, double noundef %178, double noundef 1.000000e+00, ptr noundef nonnull %189)
  br i1 %188, label %196, label %193

191:                                              ; preds = %182, %176
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef %139, double noundef %178, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %193

193:                                              ; preds = %191, %186
  %194 = load i32, ptr @n_fail, align 4, !tbaa !11
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr @n_fail, align 4, !tbaa !11
  br label %196

196:                                              ; preds = %186, %193
  %197 = load i32, ptr @n_grad, align 4, !tbaa !11
  %198 = sitofp i32 %197 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %198, ptr %40, align 8, !tbaa !5
  %199 = load volatile double, ptr %40, align 8, !tbaa !5
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %201, label %211, label %202

202:                                              ; preds = %196
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double 1.000000e+00, ptr %39, align 8, !tbaa !5
  %203 = load volatile double, ptr %39, align 8, !tbaa !5
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %205, label %211, label %206

206:                                              ; preds = %202
  %207 = fadd double %198, -1.000000e+00
  %208 = fcmp oeq double %207, 0.000000e+00
  %209 = select i1 %208, ptr @.str.28, ptr @.str.29
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef %139, double noundef %198, double noundef 1.000000e+00, ptr noundef nonnull %209)
  br i1 %208, label %216, label %213

211:                                              ; preds = %202, %196
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef %139, double noundef %198, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %213

213:                                              ; preds = %211, %206
  %214 = load i32, ptr @n_fail, align 4, !tbaa !11
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr @n_fail, align 4, !tbaa !11
  br label %216

216:                                              ; preds = %206, %213
  %217 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %218 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef %139, i32 noundef %217, double noundef %146) #26
  %219 = fadd double %139, %143
  %220 = call double @hyp(double noundef %219, double noundef %146, i32 noundef 3)
  %221 = call noundef double @llvm.fmuladd.f64(double %220, double %219, double %146)
  %222 = fsub double %139, %143
  %223 = call double @hyp(double noundef %222, double noundef %146, i32 noundef 3)
  %224 = call noundef double @llvm.fmuladd.f64(double %223, double %222, double %146)
  %225 = fsub double %221, %224
  %226 = fmul double %143, 2.000000e+00
  %227 = fdiv double %225, %226
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ogt double %228, 1.000000e+00
  %230 = select i1 %229, double %228, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %218, ptr %38, align 8, !tbaa !5
  %231 = load volatile double, ptr %38, align 8, !tbaa !5
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fcmp ueq double %232, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %233, label %245, label %234

234:                                              ; preds = %216
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %227, ptr %37, align 8, !tbaa !5
  %235 = load volatile double, ptr %37, align 8, !tbaa !5
  %236 = call double @llvm.fabs.f64(double %235)
  %237 = fcmp ueq double %236, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %237, label %245, label %238

238:                                              ; preds = %234
  %239 = fsub double %218, %227
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fmul double %230, 0x3EB0C6F7A0B5ED8D
  %242 = fcmp ole double %240, %241
  %243 = select i1 %242, ptr @.str.28, ptr @.str.29
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef %139, double noundef %218, double noundef %227, ptr noundef nonnull %243)
  br i1 %242, label %250, label %247

245:                                              ; preds = %234, %216
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef %139, double noundef %218, double noundef %227, ptr noundef nonnull @.str.29)
  br label %247

247:                                              ; preds = %245, %238
  %248 = load i32, ptr @n_fail, align 4, !tbaa !11
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr @n_fail, align 4, !tbaa !11
  br label %250

250:                                              ; preds = %238, %247
  %251 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %252 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %251, double noundef %139, double noundef %146) #26
  %253 = fadd double %146, %150
  %254 = call double @hyp(double noundef %139, double noundef %253, i32 noundef 3)
  %255 = call noundef double @llvm.fmuladd.f64(double %254, double %139, double %253)
  %256 = fsub double %146, %150
  %257 = call double @hyp(double noundef %139, double noundef %256, i32 noundef 3)
  %258 = call noundef double @llvm.fmuladd.f64(double %257, double %139, double %256)
  %259 = fsub double %255, %258
  %260 = fmul double %150, 2.000000e+00
  %261 = fdiv double %259, %260
  %262 = call double @llvm.fabs.f64(double %261)
  %263 = fcmp ogt double %262, 1.000000e+00
  %264 = select i1 %263, double %262, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %252, ptr %36, align 8, !tbaa !5
  %265 = load volatile double, ptr %36, align 8, !tbaa !5
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fcmp ueq double %266, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %267, label %279, label %268

268:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %261, ptr %35, align 8, !tbaa !5
  %269 = load volatile double, ptr %35, align 8, !tbaa !5
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %271, label %279, label %272

272:                                              ; preds = %268
  %273 = fsub double %252, %261
  %274 = call double @llvm.fabs.f64(double %273)
  %275 = fmul double %264, 0x3EB0C6F7A0B5ED8D
  %276 = fcmp ole double %274, %275
  %277 = select i1 %276, ptr @.str.28, ptr @.str.29
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef %146, double noundef %252, double noundef %261, ptr noundef nonnull %277)
  br i1 %276, label %284, label %281

279:                                              ; preds = %268, %250
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef %146, double noundef %252, double noundef %261, ptr noundef nonnull @.str.29)
  br label %281

281:                                              ; preds = %279, %272
  %282 = load i32, ptr @n_fail, align 4, !tbaa !11
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr @n_fail, align 4, !tbaa !11
  br label %284

284:                                              ; preds = %272, %281
  %285 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef %139) #26
  %286 = fmul double %139, %139
  %287 = fmul double %139, %286
  %288 = call double @cos(double noundef %287) #26
  %289 = fmul double %288, 3.000000e+00
  %290 = fmul double %139, %289
  %291 = fmul double %139, %290
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fcmp ogt double %292, 1.000000e+00
  %294 = select i1 %293, double %292, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %285, ptr %34, align 8, !tbaa !5
  %295 = load volatile double, ptr %34, align 8, !tbaa !5
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %297, label %309, label %298

298:                                              ; preds = %284
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %291, ptr %33, align 8, !tbaa !5
  %299 = load volatile double, ptr %33, align 8, !tbaa !5
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %301, label %309, label %302

302:                                              ; preds = %298
  %303 = fsub double %285, %291
  %304 = call double @llvm.fabs.f64(double %303)
  %305 = fmul double %294, 1.000000e-09
  %306 = fcmp ole double %304, %305
  %307 = select i1 %306, ptr @.str.28, ptr @.str.29
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef %139, double noundef %285, double noundef %291, ptr noundef nonnull %307)
  br i1 %306, label %314, label %311

309:                                              ; preds = %298, %284
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef %139, double noundef %285, double noundef %291, ptr noundef nonnull @.str.29)
  br label %311

311:                                              ; preds = %309, %302
  %312 = load i32, ptr @n_fail, align 4, !tbaa !11
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr @n_fail, align 4, !tbaa !11
  br label %314

314:                                              ; preds = %302, %311
  %315 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %316 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef %139, double noundef 1.000000e+00, i32 noundef %315, double noundef %146) #26
  %317 = fmul double %219, %219
  %318 = call double @softplus(double noundef %317, double noundef %146)
  %319 = fadd double %219, %318
  %320 = fmul double %222, %222
  %321 = call double @softplus(double noundef %320, double noundef %146)
  %322 = fadd double %222, %321
  %323 = fsub double %319, %322
  %324 = fdiv double %323, %226
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = fcmp ogt double %325, 1.000000e+00
  %327 = select i1 %326, double %325, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %316, ptr %32, align 8, !tbaa !5
  %328 = load volatile double, ptr %32, align 8, !tbaa !5
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ueq double %329, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %330, label %342, label %331

331:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %324, ptr %31, align 8, !tbaa !5
  %332 = load volatile double, ptr %31, align 8, !tbaa !5
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fcmp ueq double %333, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %334, label %342, label %335

335:                                              ; preds = %331
  %336 = fsub double %316, %324
  %337 = call double @llvm.fabs.f64(double %336)
  %338 = fmul double %327, 0x3EB0C6F7A0B5ED8D
  %339 = fcmp ole double %337, %338
  %340 = select i1 %339, ptr @.str.28, ptr @.str.29
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef %139, double noundef %316, double noundef %324, ptr noundef nonnull %340)
  br i1 %339, label %347, label %344

342:                                              ; preds = %331, %314
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef %139, double noundef %316, double noundef %324, ptr noundef nonnull @.str.29)
  br label %344

344:                                              ; preds = %342, %335
  %345 = load i32, ptr @n_fail, align 4, !tbaa !11
  %346 = add nsw i32 %345, 1
  store i32 %346, ptr @n_fail, align 4, !tbaa !11
  br label %347

347:                                              ; preds = %335, %344
  %348 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %349 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %348, double noundef %139, double noundef %146, double noundef 1.000000e+00) #26
  %350 = call double @softplus(double noundef %286, double noundef %253)
  %351 = fadd double %139, %350
  %352 = call double @softplus(double noundef %286, double noundef %256)
  %353 = fadd double %139, %352
  %354 = fsub double %351, %353
  %355 = fdiv double %354, %260
  %356 = call double @llvm.fabs.f64(double %355)
  %357 = fcmp ogt double %356, 1.000000e+00
  %358 = select i1 %357, double %356, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %349, ptr %30, align 8, !tbaa !5
  %359 = load volatile double, ptr %30, align 8, !tbaa !5
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp ueq double %360, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %361, label %373, label %362

362:                                              ; preds = %347
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %355, ptr %29, align 8, !tbaa !5
  %363 = load volatile double, ptr %29, align 8, !tbaa !5
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fcmp ueq double %364, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %365, label %373, label %366

366:                                              ; preds = %362
  %367 = fsub double %349, %355
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fmul double %358, 0x3EB0C6F7A0B5ED8D
  %370 = fcmp ole double %368, %369
  %371 = select i1 %370, ptr @.str.28, ptr @.str.29
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef %146, double noundef %349, double noundef %355, ptr noundef nonnull %371)
  br i1 %370, label %378, label %375

373:                                              ; preds = %362, %347
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef %146, double noundef %349, double noundef %355, ptr noundef nonnull @.str.29)
  br label %375

375:                                              ; preds = %373, %366
  %376 = load i32, ptr @n_fail, align 4, !tbaa !11
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr @n_fail, align 4, !tbaa !11
  br label %378

378:                                              ; preds = %366, %375
  store i32 0, ptr @n_fwd, align 4, !tbaa !11
  %379 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef %139, double noundef 1.000000e+00) #26
  %380 = fmul double %139, 8.000000e+00
  %381 = fmul double %139, %380
  %382 = fmul double %139, %381
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ogt double %383, 1.000000e+00
  %385 = select i1 %384, double %383, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %379, ptr %28, align 8, !tbaa !5
  %386 = load volatile double, ptr %28, align 8, !tbaa !5
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %388, label %400, label %389

389:                                              ; preds = %378
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %382, ptr %27, align 8, !tbaa !5
  %390 = load volatile double, ptr %27, align 8, !tbaa !5
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fcmp ueq double %391, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %392, label %400, label %393

393:                                              ; preds = %389
  %394 = fsub double %379, %382
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = fmul double %385, 1.000000e-09
  %397 = fcmp ole double %395, %396
  %398 = select i1 %397, ptr @.str.28, ptr @.str.29
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef %139, double noundef %379, double noundef %382, ptr noundef nonnull %398)
  br i1 %397, label %405, label %402

400:                                              ; preds = %389, %378
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef %139, double noundef %379, double noundef %382, ptr noundef nonnull @.str.29)
  br label %402

402:                                              ; preds = %400, %393
  %403 = load i32, ptr @n_fail, align 4, !tbaa !11
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr @n_fail, align 4, !tbaa !11
  br label %405

405:                                              ; preds = %393, %402
  %406 = load i32, ptr @n_fwd, align 4, !tbaa !11
  %407 = sitofp i32 %406 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %407, ptr %26, align 8, !tbaa !5
  %408 = load volatile double, ptr %26, align 8, !tbaa !5
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %410, label %420, label %411

411:                                              ; preds = %405
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !5
  %412 = load volatile double, ptr %25, align 8, !tbaa !5
  %413 = call double @llvm.fabs.f64(double %412)
  %414 = fcmp ueq double %413, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %414, label %420, label %415

415:                                              ; preds = %411
  %416 = fadd double %407, -1.000000e+00
  %417 = fcmp oeq double %416, 0.000000e+00
  %418 = select i1 %417, ptr @.str.28, ptr @.str.29
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef %139, double noundef %407, double noundef 1.000000e+00, ptr noundef nonnull %418)
  br i1 %417, label %425, label %422

420:                                              ; preds = %411, %405
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef %139, double noundef %407, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %422

422:                                              ; preds = %420, %415
  %423 = load i32, ptr @n_fail, align 4, !tbaa !11
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr @n_fail, align 4, !tbaa !11
  br label %425

425:                                              ; preds = %415, %422
  %426 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef %139) #26
  %427 = fmul double %139, 2.000000e+00
  %428 = call double @llvm.fmuladd.f64(double %139, double %139, double 1.000000e+00)
  %429 = fdiv double %427, %428
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = fcmp ogt double %430, 1.000000e+00
  %432 = select i1 %431, double %430, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %426, ptr %24, align 8, !tbaa !5
  %433 = load volatile double, ptr %24, align 8, !tbaa !5
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fcmp ueq double %434, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %435, label %447, label %436

436:                                              ; preds = %425
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %429, ptr %23, align 8, !tbaa !5
  %437 = load volatile double, ptr %23, align 8, !tbaa !5
  %438 = call double @llvm.fabs.f64(double %437)
  %439 = fcmp ueq double %438, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %439, label %447, label %440

440:                                              ; preds = %436
  %441 = fsub double %426, %429
  %442 = call double @llvm.fabs.f64(double %441)
  %443 = fmul double %432, 0x3D719799812DEA11
  %444 = fcmp ole double %442, %443
  %445 = select i1 %444, ptr @.str.28, ptr @.str.29
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef %139, double noundef %426, double noundef %429, ptr noundef nonnull %445)
  br i1 %444, label %452, label %449

447:                                              ; preds = %436, %425
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef %139, double noundef %426, double noundef %429, ptr noundef nonnull @.str.29)
  br label %449

449:                                              ; preds = %447, %440
  %450 = load i32, ptr @n_fail, align 4, !tbaa !11
  %451 = add nsw i32 %450, 1
  store i32 %451, ptr @n_fail, align 4, !tbaa !11
  br label %452

452:                                              ; preds = %440, %449
  %453 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef %139, double noundef 1.000000e+00) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %453, ptr %22, align 8, !tbaa !5
  %454 = load volatile double, ptr %22, align 8, !tbaa !5
  %455 = call double @llvm.fabs.f64(double %454)
  %456 = fcmp ueq double %455, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %456, label %468, label %457

457:                                              ; preds = %452
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %429, ptr %21, align 8, !tbaa !5
  %458 = load volatile double, ptr %21, align 8, !tbaa !5
  %459 = call double @llvm.fabs.f64(double %458)
  %460 = fcmp ueq double %459, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %460, label %468, label %461

461:                                              ; preds = %457
  %462 = fsub double %453, %429
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = fmul double %432, 0x3D719799812DEA11
  %465 = fcmp ole double %463, %464
  %466 = select i1 %465, ptr @.str.28, ptr @.str.29
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef %139, double noundef %453, double noundef %429, ptr noundef nonnull %466)
  br i1 %465, label %473, label %470

468:                                              ; preds = %457, %452
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef %139, double noundef %453, double noundef %429, ptr noundef nonnull @.str.29)
  br label %470

470:                                              ; preds = %468, %461
  %471 = load i32, ptr @n_fail, align 4, !tbaa !11
  %472 = add nsw i32 %471, 1
  store i32 %472, ptr @n_fail, align 4, !tbaa !11
  br label %473

473:                                              ; preds = %461, %470
  %474 = call double @llvm.fmuladd.f64(double %145, double -5.000000e-01, double 1.500000e+00)
  %475 = call double @llvm.fabs.f64(double %474)
  %476 = fcmp ogt double %475, 1.000000e+00
  %477 = select i1 %476, double %475, double 1.000000e+00
  %478 = fmul double %477, 0x3EB0C6F7A0B5ED8D
  %479 = fmul double %139, 1.000000e-01
  %480 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %481 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef %479, i32 noundef %480, double noundef %146, i32 noundef %480, double noundef %474) #26
  %482 = fadd double %479, %143
  %483 = fmul double %146, %146
  %484 = call double @expsum(double noundef %482, double noundef %483, double noundef %474)
  %485 = call double @llvm.fmuladd.f64(double %482, double %474, double %484)
  %486 = fsub double %479, %143
  %487 = call double @expsum(double noundef %486, double noundef %483, double noundef %474)
  %488 = call double @llvm.fmuladd.f64(double %486, double %474, double %487)
  %489 = fsub double %485, %488
  %490 = fdiv double %489, %226
  %491 = call double @llvm.fabs.f64(double %490)
  %492 = fcmp ogt double %491, 1.000000e+00
  %493 = select i1 %492, double %491, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %481, ptr %20, align 8, !tbaa !5
  %494 = load volatile double, ptr %20, align 8, !tbaa !5
  %495 = call double @llvm.fabs.f64(double %494)
  %496 = fcmp ueq double %495, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %496, label %508, label %497

497:                                              ; preds = %473
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %490, ptr %19, align 8, !tbaa !5
  %498 = load volatile double, ptr %19, align 8, !tbaa !5
  %499 = call double @llvm.fabs.f64(double %498)
  %500 = fcmp ueq double %499, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %500, label %508, label %501

501:                                              ; preds = %497
  %502 = fsub double %481, %490
  %503 = call double @llvm.fabs.f64(double %502)
  %504 = fmul double %493, 0x3EB0C6F7A0B5ED8D
  %505 = fcmp ole double %503, %504
  %506 = select i1 %505, ptr @.str.28, ptr @.str.29
  %507 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef %479, double noundef %481, double noundef %490, ptr noundef nonnull %506)
  br i1 %505, label %513, label %510

508:                                              ; preds = %497, %473
  %509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef %479, double noundef %481, double noundef %490, ptr noundef nonnull @.str.29)
  br label %510

510:                                              ; preds = %508, %501
  %511 = load i32, ptr @n_fail, align 4, !tbaa !11
  %512 = add nsw i32 %511, 1
  store i32 %512, ptr @n_fail, align 4, !tbaa !11
  br label %513

513:                                              ; preds = %501, %510
  %514 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %515 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %514, double noundef %479, double noundef %146, i32 noundef %514, double noundef %474) #26
  %516 = fmul double %253, %253
  %517 = call double @expsum(double noundef %479, double noundef %516, double noundef %474)
  %518 = call double @llvm.fmuladd.f64(double %479, double %474, double %517)
  %519 = fmul double %256, %256
  %520 = call double @expsum(double noundef %479, double noundef %519, double noundef %474)
  %521 = call double @llvm.fmuladd.f64(double %479, double %474, double %520)
  %522 = fsub double %518, %521
  %523 = fdiv double %522, %260
  %524 = call double @llvm.fabs.f64(double %523)
  %525 = fcmp ogt double %524, 1.000000e+00
  %526 = select i1 %525, double %524, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %515, ptr %18, align 8, !tbaa !5
  %527 = load volatile double, ptr %18, align 8, !tbaa !5
  %528 = call double @llvm.fabs.f64(double %527)
  %529 = fcmp ueq double %528, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %529, label %541, label %530

530:                                              ; preds = %513
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %523, ptr %17, align 8, !tbaa !5
  %531 = load volatile double, ptr %17, align 8, !tbaa !5
  %532 = call double @llvm.fabs.f64(double %531)
  %533 = fcmp ueq double %532, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %533, label %541, label %534

534:                                              ; preds = %530
  %535 = fsub double %515, %523
  %536 = call double @llvm.fabs.f64(double %535)
  %537 = fmul double %526, 0x3EB0C6F7A0B5ED8D
  %538 = fcmp ole double %536, %537
  %539 = select i1 %538, ptr @.str.28, ptr @.str.29
  %540 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef %146, double noundef %515, double noundef %523, ptr noundef nonnull %539)
  br i1 %538, label %546, label %543

541:                                              ; preds = %530, %513
  %542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef %146, double noundef %515, double noundef %523, ptr noundef nonnull @.str.29)
  br label %543

543:                                              ; preds = %541, %534
  %544 = load i32, ptr @n_fail, align 4, !tbaa !11
  %545 = add nsw i32 %544, 1
  store i32 %545, ptr @n_fail, align 4, !tbaa !11
  br label %546

546:                                              ; preds = %534, %543
  %547 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %548 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %547, double noundef %479, i32 noundef %547, double noundef %146, double noundef %474) #26
  %549 = fadd double %474, %478
  %550 = call double @expsum(double noundef %479, double noundef %483, double noundef %549)
  %551 = call double @llvm.fmuladd.f64(double %479, double %549, double %550)
  %552 = fsub double %474, %478
  %553 = call double @expsum(double noundef %479, double noundef %483, double noundef %552)
  %554 = call double @llvm.fmuladd.f64(double %479, double %552, double %553)
  %555 = fsub double %551, %554
  %556 = fmul double %478, 2.000000e+00
  %557 = fdiv double %555, %556
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fcmp ogt double %558, 1.000000e+00
  %560 = select i1 %559, double %558, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %548, ptr %16, align 8, !tbaa !5
  %561 = load volatile double, ptr %16, align 8, !tbaa !5
  %562 = call double @llvm.fabs.f64(double %561)
  %563 = fcmp ueq double %562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %563, label %575, label %564

564:                                              ; preds = %546
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %557, ptr %15, align 8, !tbaa !5
  %565 = load volatile double, ptr %15, align 8, !tbaa !5
  %566 = call double @llvm.fabs.f64(double %565)
  %567 = fcmp ueq double %566, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %567, label %575, label %568

568:                                              ; preds = %564
  %569 = fsub double %548, %557
  %570 = call double @llvm.fabs.f64(double %569)
  %571 = fmul double %560, 0x3EB0C6F7A0B5ED8D
  %572 = fcmp ole double %570, %571
  %573 = select i1 %572, ptr @.str.28, ptr @.str.29
  %574 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef %474, double noundef %548, double noundef %557, ptr noundef nonnull %573)
  br i1 %572, label %580, label %577

575:                                              ; preds = %564, %546
  %576 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef %474, double noundef %548, double noundef %557, ptr noundef nonnull @.str.29)
  br label %577

577:                                              ; preds = %575, %568
  %578 = load i32, ptr @n_fail, align 4, !tbaa !11
  %579 = add nsw i32 %578, 1
  store i32 %579, ptr @n_fail, align 4, !tbaa !11
  br label %580

580:                                              ; preds = %568, %577
  %581 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef %139) #26
  %582 = call double @llvm.fabs.f64(double %427)
  %583 = fcmp ogt double %582, 1.000000e+00
  %584 = select i1 %583, double %582, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %581, ptr %14, align 8, !tbaa !5
  %585 = load volatile double, ptr %14, align 8, !tbaa !5
  %586 = call double @llvm.fabs.f64(double %585)
  %587 = fcmp ueq double %586, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %587, label %599, label %588

588:                                              ; preds = %580
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %427, ptr %13, align 8, !tbaa !5
  %589 = load volatile double, ptr %13, align 8, !tbaa !5
  %590 = call double @llvm.fabs.f64(double %589)
  %591 = fcmp ueq double %590, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %591, label %599, label %592

592:                                              ; preds = %588
  %593 = fsub double %581, %427
  %594 = call double @llvm.fabs.f64(double %593)
  %595 = fmul double %584, 0x3D719799812DEA11
  %596 = fcmp ole double %594, %595
  %597 = select i1 %596, ptr @.str.28, ptr @.str.29
  %598 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef %139, double noundef %581, double noundef %427, ptr noundef nonnull %597)
  br i1 %596, label %604, label %601

599:                                              ; preds = %588, %580
  %600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef %139, double noundef %581, double noundef %427, ptr noundef nonnull @.str.29)
  br label %601

601:                                              ; preds = %599, %592
  %602 = load i32, ptr @n_fail, align 4, !tbaa !11
  %603 = add nsw i32 %602, 1
  store i32 %603, ptr @n_fail, align 4, !tbaa !11
  br label %604

604:                                              ; preds = %592, %601
  %605 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef %139, double noundef 1.000000e+00) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %605, ptr %12, align 8, !tbaa !5
  %606 = load volatile double, ptr %12, align 8, !tbaa !5
  %607 = call double @llvm.fabs.f64(double %606)
  %608 = fcmp ueq double %607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %608, label %620, label %609

609:                                              ; preds = %604
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %427, ptr %11, align 8, !tbaa !5
  %610 = load volatile double, ptr %11, align 8, !tbaa !5
  %611 = call double @llvm.fabs.f64(double %610)
  %612 = fcmp ueq double %611, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %612, label %620, label %613

613:                                              ; preds = %609
  %614 = fsub double %605, %427
  %615 = call double @llvm.fabs.f64(double %614)
  %616 = fmul double %584, 0x3D719799812DEA11
  %617 = fcmp ole double %615, %616
  %618 = select i1 %617, ptr @.str.28, ptr @.str.29
  %619 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef %139, double noundef %605, double noundef %427, ptr noundef nonnull %618)
  br i1 %617, label %625, label %622

620:                                              ; preds = %609, %604
  %621 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef %139, double noundef %605, double noundef %427, ptr noundef nonnull @.str.29)
  br label %622

622:                                              ; preds = %620, %613
  %623 = load i32, ptr @n_fail, align 4, !tbaa !11
  %624 = add nsw i32 %623, 1
  store i32 %624, ptr @n_fail, align 4, !tbaa !11
  br label %625

625:                                              ; preds = %613, %622
  %626 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef %139) #26
  %627 = fmul double %139, 3.000000e+00
  %628 = fmul double %139, %627
  %629 = call double @llvm.fabs.f64(double %628)
  %630 = fcmp ogt double %629, 1.000000e+00
  %631 = select i1 %630, double %629, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %626, ptr %10, align 8, !tbaa !5
  %632 = load volatile double, ptr %10, align 8, !tbaa !5
  %633 = call double @llvm.fabs.f64(double %632)
  %634 = fcmp ueq double %633, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %634, label %646, label %635

635:                                              ; preds = %625
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %628, ptr %9, align 8, !tbaa !5
  %636 = load volatile double, ptr %9, align 8, !tbaa !5
  %637 = call double @llvm.fabs.f64(double %636)
  %638 = fcmp ueq double %637, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %638, label %646, label %639

639:                                              ; preds = %635
  %640 = fsub double %626, %628
  %641 = call double @llvm.fabs.f64(double %640)
  %642 = fmul double %631, 0x3D719799812DEA11
  %643 = fcmp ole double %641, %642
  %644 = select i1 %643, ptr @.str.28, ptr @.str.29
  %645 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef %139, double noundef %626, double noundef %628, ptr noundef nonnull %644)
  br i1 %643, label %651, label %648

646:                                              ; preds = %635, %625
  %647 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef %139, double noundef %626, double noundef %628, ptr noundef nonnull @.str.29)
  br label %648

648:                                              ; preds = %646, %639
  %649 = load i32, ptr @n_fail, align 4, !tbaa !11
  %650 = add nsw i32 %649, 1
  store i32 %650, ptr @n_fail, align 4, !tbaa !11
  br label %651

651:                                              ; preds = %639, %648
  %652 = load double, ptr @last_seen, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %652, ptr %8, align 8, !tbaa !5
  %653 = load volatile double, ptr %8, align 8, !tbaa !5
  %654 = call double @llvm.fabs.f64(double %653)
  %655 = fcmp ueq double %654, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %655, label %667, label %656

656:                                              ; preds = %651
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %139, ptr %7, align 8, !tbaa !5
  %657 = load volatile double, ptr %7, align 8, !tbaa !5
  %658 = call double @llvm.fabs.f64(double %657)
  %659 = fcmp ueq double %658, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %659, label %667, label %660

660:                                              ; preds = %656
  %661 = fsub double %652, %139
  %662 = call double @llvm.fabs.f64(double %661)
  %663 = fmul double %142, 0.000000e+00
  %664 = fcmp ole double %662, %663
  %665 = select i1 %664, ptr @.str.28, ptr @.str.29
  %666 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef %139, double noundef %652, double noundef %139, ptr noundef nonnull %665)
  br i1 %664, label %672, label %669

667:                                              ; preds = %656, %651
  %668 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef %139, double noundef %652, double noundef %139, ptr noundef nonnull @.str.29)
  br label %669

669:                                              ; preds = %667, %660
  %670 = load i32, ptr @n_fail, align 4, !tbaa !11
  %671 = add nsw i32 %670, 1
  store i32 %671, ptr @n_fail, align 4, !tbaa !11
  br label %672

672:                                              ; preds = %660, %669
  %673 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef %139, double noundef 1.000000e+00) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %673, ptr %6, align 8, !tbaa !5
  %674 = load volatile double, ptr %6, align 8, !tbaa !5
  %675 = call double @llvm.fabs.f64(double %674)
  %676 = fcmp ueq double %675, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %676, label %688, label %677

677:                                              ; preds = %672
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %628, ptr %5, align 8, !tbaa !5
  %678 = load volatile double, ptr %5, align 8, !tbaa !5
  %679 = call double @llvm.fabs.f64(double %678)
  %680 = fcmp ueq double %679, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %680, label %688, label %681

681:                                              ; preds = %677
  %682 = fsub double %673, %628
  %683 = call double @llvm.fabs.f64(double %682)
  %684 = fmul double %631, 0x3D719799812DEA11
  %685 = fcmp ole double %683, %684
  %686 = select i1 %685, ptr @.str.28, ptr @.str.29
  %687 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, double noundef %139, double noundef %673, double noundef %628, ptr noundef nonnull %686)
  br i1 %685, label %693, label %690

688:                                              ; preds = %677, %672
  %689 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, double noundef %139, double noundef %673, double noundef %628, ptr noundef nonnull @.str.29)
  br label %690

690:                                              ; preds = %688, %681
  %691 = load i32, ptr @n_fail, align 4, !tbaa !11
  %692 = add nsw i32 %691, 1
  store i32 %692, ptr @n_fail, align 4, !tbaa !11
  br label %693

693:                                              ; preds = %681, %690
  %694 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %695 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @reads_last, double noundef %139, i32 noundef %694, double noundef %146) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %695, ptr %4, align 8, !tbaa !5
  %696 = load volatile double, ptr %4, align 8, !tbaa !5
  %697 = call double @llvm.fabs.f64(double %696)
  %698 = fcmp ueq double %697, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %698, label %709, label %699

699:                                              ; preds = %693
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !5
  %700 = load volatile double, ptr %3, align 8, !tbaa !5
  %701 = call double @llvm.fabs.f64(double %700)
  %702 = fcmp ueq double %701, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %702, label %709, label %703

703:                                              ; preds = %699
  %704 = fadd double %695, -1.000000e+00
  %705 = call double @llvm.fabs.f64(double %704)
  %706 = fcmp ole double %705, 0x3D719799812DEA11
  %707 = select i1 %706, ptr @.str.28, ptr @.str.29
  %708 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, double noundef %139, double noundef %695, double noundef 1.000000e+00, ptr noundef nonnull %707)
  br i1 %706, label %714, label %711

709:                                              ; preds = %699, %693
  %710 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, double noundef %139, double noundef %695, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %711

711:                                              ; preds = %709, %703
  %712 = load i32, ptr @n_fail, align 4, !tbaa !11
  %713 = add nsw i32 %712, 1
  store i32 %713, ptr @n_fail, align 4, !tbaa !11
  br label %714

714:                                              ; preds = %703, %711
  %715 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %716 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @reads_last, double noundef %139, double noundef 1.000000e+00, i32 noundef %715, double noundef %146) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %716, ptr %2, align 8, !tbaa !5
  %717 = load volatile double, ptr %2, align 8, !tbaa !5
  %718 = call double @llvm.fabs.f64(double %717)
  %719 = fcmp ueq double %718, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %719, label %730, label %720

720:                                              ; preds = %714
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !5
  %721 = load volatile double, ptr %1, align 8, !tbaa !5
  %722 = call double @llvm.fabs.f64(double %721)
  %723 = fcmp ueq double %722, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %723, label %730, label %724

724:                                              ; preds = %720
  %725 = fadd double %716, -1.000000e+00
  %726 = call double @llvm.fabs.f64(double %725)
  %727 = fcmp ole double %726, 0x3D719799812DEA11
  %728 = select i1 %727, ptr @.str.28, ptr @.str.29
  %729 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.25, double noundef %139, double noundef %716, double noundef 1.000000e+00, ptr noundef nonnull %728)
  br i1 %727, label %735, label %732

730:                                              ; preds = %720, %714
  %731 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.25, double noundef %139, double noundef %716, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %732

732:                                              ; preds = %730, %724
  %733 = load i32, ptr @n_fail, align 4, !tbaa !11
  %734 = add nsw i32 %733, 1
  store i32 %734, ptr @n_fail, align 4, !tbaa !11
  br label %735

735:                                              ; preds = %724, %732
  %736 = add nuw nsw i64 %137, 1
  %737 = icmp eq i64 %736, 3
  br i1 %737, label %130, label %136, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #21

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #22

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #22

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #23

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #24

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #22 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { nounwind allocsize(0) }
attributes #26 = { nounwind }

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
!13 = distinct !{!13, !10}
!14 = !{!15, !6, i64 0}
!15 = !{!"", !6, i64 0, !6, i64 8, !6, i64 16}
!16 = !{!15, !6, i64 8}
!17 = !{!15, !6, i64 16}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
