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
@.str.24 = private unnamed_addr constant [21 x i8] c"custom: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.25 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.26 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %7 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #24
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
  tail call void @free(ptr noundef %4) #25
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @uses_sqrt(double noundef %0) #6 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @newton_sqrt(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul double %4, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3)
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = tail call double @llvm.fmuladd.f64(double %13, double %14, double %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
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
  %3 = tail call double @sin(double noundef %2) #25
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @softplus(double noundef %0, double noundef %1) #13 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #25
  %5 = tail call double @log1p(double noundef %4) #25
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
  %6 = tail call double @exp(double noundef %5) #25
  %7 = tail call double @log1p(double noundef %6) #25
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
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #25
  store double %0, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = fmul double %0, %0
  store double %5, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25
  call void @scale2(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %6 = load double, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fmul double %6, %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #25
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
  %3 = tail call double @sin(double noundef %2) #25
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

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @expsum(double noundef %0, double noundef %1, double noundef %2) #13 {
  %4 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %5 = tail call double @exp(double noundef %4) #25
  %6 = fmul double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.aug3) align 8 %0, double noundef %1, double noundef %2, double noundef %3) #12 {
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %1)
  %6 = tail call double @exp(double noundef %5) #25
  store double %6, ptr %0, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = fmul double %6, %3
  store double %8, ptr %7, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store double 0.000000e+00, ptr %9, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @expsum_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.grad3) align 8 %0, double %1, double %2, double noundef %3, double noundef %4, double noundef %5) #18 {
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
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #19 {
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
  %47 = alloca [5 x double], align 16
  %48 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %47) #25
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %47, align 16
  %49 = getelementptr inbounds i8, ptr %47, i64 16
  store <2 x double> <double 2.000000e+00, double 3.500000e+00>, ptr %49, align 16
  %50 = getelementptr inbounds i8, ptr %47, i64 32
  store double 9.000000e+00, ptr %50, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %48) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %48, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4, !tbaa !11
  store i32 0, ptr @n_aug, align 4, !tbaa !11
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_sqrt, ptr noundef nonnull %47, ptr noundef nonnull %48, i32 noundef 5) #25
  br label %93

52:                                               ; preds = %123
  %53 = load i32, ptr @n_aug, align 4, !tbaa !11
  %54 = sitofp i32 %53 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %54, ptr %46, align 8, !tbaa !5
  %55 = load volatile double, ptr %46, align 8, !tbaa !5
  %56 = call double @llvm.fabs.f64(double %55)
  %57 = fcmp ueq double %56, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %57, label %67, label %58

58:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double 5.000000e+00, ptr %45, align 8, !tbaa !5
  %59 = load volatile double, ptr %45, align 8, !tbaa !5
  %60 = call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %61, label %67, label %62

62:                                               ; preds = %58
  %63 = fadd double %54, -5.000000e+00
  %64 = fcmp oeq double %63, 0.000000e+00
  %65 = select i1 %64, ptr @.str.26, ptr @.str.27
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %54, double noundef 5.000000e+00, ptr noundef nonnull %65)
  br i1 %64, label %72, label %69

67:                                               ; preds = %58, %52
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %54, double noundef 5.000000e+00, ptr noundef nonnull @.str.27)
  br label %69

69:                                               ; preds = %67, %62
  %70 = load i32, ptr @n_fail, align 4, !tbaa !11
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr @n_fail, align 4, !tbaa !11
  br label %72

72:                                               ; preds = %62, %69
  %73 = load i32, ptr @n_grad, align 4, !tbaa !11
  %74 = sitofp i32 %73 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %74, ptr %44, align 8, !tbaa !5
  %75 = load volatile double, ptr %44, align 8, !tbaa !5
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fcmp ueq double %76, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %77, label %87, label %78

78:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double 5.000000e+00, ptr %43, align 8, !tbaa !5
  %79 = load volatile double, ptr %43, align 8, !tbaa !5
  %80 = call double @llvm.fabs.f64(double %79)
  %81 = fcmp ueq double %80, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %81, label %87, label %82

82:                                               ; preds = %78
  %83 = fadd double %74, -5.000000e+00
  %84 = fcmp oeq double %83, 0.000000e+00
  %85 = select i1 %84, ptr @.str.26, ptr @.str.27
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %74, double noundef 5.000000e+00, ptr noundef nonnull %85)
  br i1 %84, label %92, label %89

87:                                               ; preds = %78, %72
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %74, double noundef 5.000000e+00, ptr noundef nonnull @.str.27)
  br label %89

89:                                               ; preds = %87, %82
  %90 = load i32, ptr @n_fail, align 4, !tbaa !11
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @n_fail, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %82, %89
  br label %132

93:                                               ; preds = %0, %123
  %94 = phi i64 [ 0, %0 ], [ %124, %123 ]
  %95 = getelementptr inbounds [5 x double], ptr %47, i64 0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = getelementptr inbounds [5 x double], ptr %48, i64 0, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = call double @sqrt(double noundef %96) #25
  %100 = fmul double %99, 1.500000e+00
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ogt double %101, 1.000000e+00
  %103 = select i1 %102, double %101, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %98, ptr %42, align 8, !tbaa !5
  %104 = load volatile double, ptr %42, align 8, !tbaa !5
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fcmp ueq double %105, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %106, label %118, label %107

107:                                              ; preds = %93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %100, ptr %41, align 8, !tbaa !5
  %108 = load volatile double, ptr %41, align 8, !tbaa !5
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fcmp ueq double %109, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %110, label %118, label %111

111:                                              ; preds = %107
  %112 = fsub double %98, %100
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fmul double %103, 1.000000e-09
  %115 = fcmp ole double %113, %114
  %116 = select i1 %115, ptr @.str.26, ptr @.str.27
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %96, double noundef %98, double noundef %100, ptr noundef nonnull %116)
  br i1 %115, label %123, label %120

118:                                              ; preds = %107, %93
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %96, double noundef %98, double noundef %100, ptr noundef nonnull @.str.27)
  br label %120

120:                                              ; preds = %118, %111
  %121 = load i32, ptr @n_fail, align 4, !tbaa !11
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr @n_fail, align 4, !tbaa !11
  br label %123

123:                                              ; preds = %111, %120
  %124 = add nuw nsw i64 %94, 1
  %125 = icmp eq i64 %124, 5
  br i1 %125, label %52, label %93, !llvm.loop !18

126:                                              ; preds = %689
  %127 = load i32, ptr @n_fail, align 4, !tbaa !11
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %127)
  %129 = load i32, ptr @n_fail, align 4, !tbaa !11
  %130 = icmp ne i32 %129, 0
  %131 = zext i1 %130 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %48) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %47) #25
  ret i32 %131

132:                                              ; preds = %92, %689
  %133 = phi i64 [ %690, %689 ], [ 0, %92 ]
  %134 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ogt double %136, 1.000000e+00
  %138 = select i1 %137, double %136, double 1.000000e+00
  %139 = fmul double %138, 0x3EB0C6F7A0B5ED8D
  %140 = trunc nuw nsw i64 %133 to i32
  %141 = uitofp nneg i32 %140 to double
  %142 = call double @llvm.fmuladd.f64(double %141, double 2.500000e-01, double 5.000000e-01)
  %143 = call double @llvm.fabs.f64(double %142)
  %144 = fcmp ogt double %143, 1.000000e+00
  %145 = select i1 %144, double %143, double 1.000000e+00
  %146 = fmul double %145, 0x3EB0C6F7A0B5ED8D
  store i32 0, ptr @n_grad, align 4, !tbaa !11
  store i32 0, ptr @n_aug, align 4, !tbaa !11
  %147 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef %135) #25
  %148 = call double @sqrt(double noundef %135) #25
  %149 = fmul double %148, 1.500000e+00
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ogt double %150, 1.000000e+00
  %152 = select i1 %151, double %150, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %147, ptr %40, align 8, !tbaa !5
  %153 = load volatile double, ptr %40, align 8, !tbaa !5
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %155, label %167, label %156

156:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %149, ptr %39, align 8, !tbaa !5
  %157 = load volatile double, ptr %39, align 8, !tbaa !5
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %159, label %167, label %160

160:                                              ; preds = %156
  %161 = fsub double %147, %149
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fmul double %152, 1.000000e-09
  %164 = fcmp ole double %162, %163
  %165 = select i1 %164, ptr @.str.26, ptr @.str.27
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.4, double noundef %135, double noundef %147, double noundef %149, ptr noundef nonnull %165)
  br i1 %164, label %172, label %169

167:                                              ; preds = %156, %132
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.4, double noundef %135, double noundef %147, double noundef %149, ptr noundef nonnull @.str.27)
  br label %169

169:                                              ; preds = %167, %160
  %170 = load i32, ptr @n_fail, align 4, !tbaa !11
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr @n_fail, align 4, !tbaa !11
  br label %172

172:                                              ; preds = %160, %169
  %173 = load i32, ptr @n_aug, align 4, !tbaa !11
  %174 = sitofp i32 %173 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %174, ptr %38, align 8, !tbaa !5
  %175 = load volatile double, ptr %38, align 8, !tbaa !5
  %176 = call double @llvm.fabs.f64(double %175)
  %177 = fcmp ueq double %176, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %177, label %187, label %178

178:                                              ; preds = %172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 1.000000e+00, ptr %37, align 8, !tbaa !5
  %179 = load volatile double, ptr %37, align 8, !tbaa !5
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %181, label %187, label %182

182:                                              ; preds = %178
  %183 = fadd double %174, -1.000000e+00
  %184 = fcmp oeq double %183, 0.000000e+00
  %185 = select i1 %184, ptr @.str.26, ptr @.str.27
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.5, double noundef %135, double noundef %174, double noundef 1.000000e+00, ptr noundef nonnull %185)
  br i1 %184, label %192, label %189

187:                                              ; preds = %178, %172
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.5, double noundef %135, double noundef %174, double noundef 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %189

189:                                              ; preds = %187, %182
  %190 = load i32, ptr @n_fail, align 4, !tbaa !11
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr @n_fail, align 4, !tbaa !11
  br label %192

192:                                              ; preds = %182, %189
  %193 = load i32, ptr @n_grad, align 4, !tbaa !11
  %194 = sitofp i32 %193 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %194, ptr %36, align 8, !tbaa !5
  %195 = load volatile double, ptr %36, align 8, !tbaa !5
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ueq double %196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %197, label %207, label %198

198:                                              ; preds = %192
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double 1.000000e+00, ptr %35, align 8, !tbaa !5
  %199 = load volatile double, ptr %35, align 8, !tbaa !5
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %201, label %207, label %202

202:                                              ; preds = %198
  %203 = fadd double %194, -1.000000e+00
  %204 = fcmp oeq double %203, 0.000000e+00
  %205 = select i1 %204, ptr @.str.26, ptr @.str.27
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.6, double noundef %135, double noundef %194, double noundef 1.000000e+00, ptr noundef nonnull %205)
  br i1 %204, label %212, label %209

207:                                              ; preds = %198, %192
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.6, double noundef %135, double noundef %194, double noundef 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %209

209:                                              ; preds = %207, %202
  %210 = load i32, ptr @n_fail, align 4, !tbaa !11
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr @n_fail, align 4, !tbaa !11
  br label %212

212:                                              ; preds = %202, %209
  %213 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %214 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef %135, i32 noundef %213, double noundef %142) #25
  %215 = fadd double %135, %139
  %216 = call double @hyp(double noundef %215, double noundef %142, i32 noundef 3)
  %217 = call noundef double @llvm.fmuladd.f64(double %216, double %215, double %142)
  %218 = fsub double %135, %139
  %219 = call double @hyp(double noundef %218, double noundef %142, i32 noundef 3)
  %220 = call noundef double @llvm.fmuladd.f64(double %219, double %218, double %142)
  %221 = fsub double %217, %220
  %222 = fmul double %139, 2.000000e+00
  %223 = fdiv double %221, %222
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ogt double %224, 1.000000e+00
  %226 = select i1 %225, double %224, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %214, ptr %34, align 8, !tbaa !5
  %227 = load volatile double, ptr %34, align 8, !tbaa !5
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %229, label %241, label %230

230:                                              ; preds = %212
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %223, ptr %33, align 8, !tbaa !5
  %231 = load volatile double, ptr %33, align 8, !tbaa !5
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fcmp ueq double %232, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %233, label %241, label %234

234:                                              ; preds = %230
  %235 = fsub double %214, %223
  %236 = call double @llvm.fabs.f64(double %235)
  %237 = fmul double %226, 0x3EB0C6F7A0B5ED8D
  %238 = fcmp ole double %236, %237
  %239 = select i1 %238, ptr @.str.26, ptr @.str.27
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.7, double noundef %135, double noundef %214, double noundef %223, ptr noundef nonnull %239)
  br i1 %238, label %246, label %243

241:                                              ; preds = %230, %212
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.7, double noundef %135, double noundef %214, double noundef %223, ptr noundef nonnull @.str.27)
  br label %243

243:                                              ; preds = %241, %234
  %244 = load i32, ptr @n_fail, align 4, !tbaa !11
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr @n_fail, align 4, !tbaa !11
  br label %246

246:                                              ; preds = %234, %243
  %247 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %248 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %247, double noundef %135, double noundef %142) #25
  %249 = fadd double %142, %146
  %250 = call double @hyp(double noundef %135, double noundef %249, i32 noundef 3)
  %251 = call noundef double @llvm.fmuladd.f64(double %250, double %135, double %249)
  %252 = fsub double %142, %146
  %253 = call double @hyp(double noundef %135, double noundef %252, i32 noundef 3)
  %254 = call noundef double @llvm.fmuladd.f64(double %253, double %135, double %252)
  %255 = fsub double %251, %254
  %256 = fmul double %146, 2.000000e+00
  %257 = fdiv double %255, %256
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fcmp ogt double %258, 1.000000e+00
  %260 = select i1 %259, double %258, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %248, ptr %32, align 8, !tbaa !5
  %261 = load volatile double, ptr %32, align 8, !tbaa !5
  %262 = call double @llvm.fabs.f64(double %261)
  %263 = fcmp ueq double %262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %263, label %275, label %264

264:                                              ; preds = %246
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %257, ptr %31, align 8, !tbaa !5
  %265 = load volatile double, ptr %31, align 8, !tbaa !5
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fcmp ueq double %266, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %267, label %275, label %268

268:                                              ; preds = %264
  %269 = fsub double %248, %257
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fmul double %260, 0x3EB0C6F7A0B5ED8D
  %272 = fcmp ole double %270, %271
  %273 = select i1 %272, ptr @.str.26, ptr @.str.27
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.8, double noundef %142, double noundef %248, double noundef %257, ptr noundef nonnull %273)
  br i1 %272, label %280, label %277

275:                                              ; preds = %264, %246
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.8, double noundef %142, double noundef %248, double noundef %257, ptr noundef nonnull @.str.27)
  br label %277

277:                                              ; preds = %275, %268
  %278 = load i32, ptr @n_fail, align 4, !tbaa !11
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr @n_fail, align 4, !tbaa !11
  br label %280

280:                                              ; preds = %268, %277
  %281 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef %135) #25
  %282 = fmul double %135, %135
  %283 = fmul double %135, %282
  %284 = call double @cos(double noundef %283) #25
  %285 = fmul double %284, 3.000000e+00
  %286 = fmul double %135, %285
  %287 = fmul double %135, %286
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ogt double %288, 1.000000e+00
  %290 = select i1 %289, double %288, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %281, ptr %30, align 8, !tbaa !5
  %291 = load volatile double, ptr %30, align 8, !tbaa !5
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fcmp ueq double %292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %293, label %305, label %294

294:                                              ; preds = %280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %287, ptr %29, align 8, !tbaa !5
  %295 = load volatile double, ptr %29, align 8, !tbaa !5
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %297, label %305, label %298

298:                                              ; preds = %294
  %299 = fsub double %281, %287
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fmul double %290, 1.000000e-09
  %302 = fcmp ole double %300, %301
  %303 = select i1 %302, ptr @.str.26, ptr @.str.27
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.9, double noundef %135, double noundef %281, double noundef %287, ptr noundef nonnull %303)
  br i1 %302, label %310, label %307

305:                                              ; preds = %294, %280
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.9, double noundef %135, double noundef %281, double noundef %287, ptr noundef nonnull @.str.27)
  br label %307

307:                                              ; preds = %305, %298
  %308 = load i32, ptr @n_fail, align 4, !tbaa !11
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr @n_fail, align 4, !tbaa !11
  br label %310

310:                                              ; preds = %298, %307
  %311 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %312 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef %135, double noundef 1.000000e+00, i32 noundef %311, double noundef %142) #25
  %313 = fmul double %215, %215
  %314 = call double @softplus(double noundef %313, double noundef %142)
  %315 = fadd double %215, %314
  %316 = fmul double %218, %218
  %317 = call double @softplus(double noundef %316, double noundef %142)
  %318 = fadd double %218, %317
  %319 = fsub double %315, %318
  %320 = fdiv double %319, %222
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = fcmp ogt double %321, 1.000000e+00
  %323 = select i1 %322, double %321, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %312, ptr %28, align 8, !tbaa !5
  %324 = load volatile double, ptr %28, align 8, !tbaa !5
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = fcmp ueq double %325, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %326, label %338, label %327

327:                                              ; preds = %310
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %320, ptr %27, align 8, !tbaa !5
  %328 = load volatile double, ptr %27, align 8, !tbaa !5
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ueq double %329, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %330, label %338, label %331

331:                                              ; preds = %327
  %332 = fsub double %312, %320
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fmul double %323, 0x3EB0C6F7A0B5ED8D
  %335 = fcmp ole double %333, %334
  %336 = select i1 %335, ptr @.str.26, ptr @.str.27
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.10, double noundef %135, double noundef %312, double noundef %320, ptr noundef nonnull %336)
  br i1 %335, label %343, label %340

338:                                              ; preds = %327, %310
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.10, double noundef %135, double noundef %312, double noundef %320, ptr noundef nonnull @.str.27)
  br label %340

340:                                              ; preds = %338, %331
  %341 = load i32, ptr @n_fail, align 4, !tbaa !11
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr @n_fail, align 4, !tbaa !11
  br label %343

343:                                              ; preds = %331, %340
  %344 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %345 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %344, double noundef %135, double noundef %142, double noundef 1.000000e+00) #25
  %346 = call double @softplus(double noundef %282, double noundef %249)
  %347 = fadd double %135, %346
  %348 = call double @softplus(double noundef %282, double noundef %252)
  %349 = fadd double %135, %348
  %350 = fsub double %347, %349
  %351 = fdiv double %350, %256
  %352 = call double @llvm.fabs.f64(double %351)
  %353 = fcmp ogt double %352, 1.000000e+00
  %354 = select i1 %353, double %352, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %345, ptr %26, align 8, !tbaa !5
  %355 = load volatile double, ptr %26, align 8, !tbaa !5
  %356 = call double @llvm.fabs.f64(double %355)
  %357 = fcmp ueq double %356, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %357, label %369, label %358

358:                                              ; preds = %343
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %351, ptr %25, align 8, !tbaa !5
  %359 = load volatile double, ptr %25, align 8, !tbaa !5
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp ueq double %360, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %361, label %369, label %362

362:                                              ; preds = %358
  %363 = fsub double %345, %351
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fmul double %354, 0x3EB0C6F7A0B5ED8D
  %366 = fcmp ole double %364, %365
  %367 = select i1 %366, ptr @.str.26, ptr @.str.27
  %368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.11, double noundef %142, double noundef %345, double noundef %351, ptr noundef nonnull %367)
  br i1 %366, label %374, label %371

369:                                              ; preds = %358, %343
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.11, double noundef %142, double noundef %345, double noundef %351, ptr noundef nonnull @.str.27)
  br label %371

371:                                              ; preds = %369, %362
  %372 = load i32, ptr @n_fail, align 4, !tbaa !11
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr @n_fail, align 4, !tbaa !11
  br label %374

374:                                              ; preds = %362, %371
  store i32 0, ptr @n_fwd, align 4, !tbaa !11
  %375 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef %135, double noundef 1.000000e+00) #25
  %376 = fmul double %135, 8.000000e+00
  %377 = fmul double %135, %376
  %378 = fmul double %135, %377
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fcmp ogt double %379, 1.000000e+00
  %381 = select i1 %380, double %379, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %375, ptr %24, align 8, !tbaa !5
  %382 = load volatile double, ptr %24, align 8, !tbaa !5
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %384, label %396, label %385

385:                                              ; preds = %374
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %378, ptr %23, align 8, !tbaa !5
  %386 = load volatile double, ptr %23, align 8, !tbaa !5
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %388, label %396, label %389

389:                                              ; preds = %385
  %390 = fsub double %375, %378
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fmul double %381, 1.000000e-09
  %393 = fcmp ole double %391, %392
  %394 = select i1 %393, ptr @.str.26, ptr @.str.27
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.12, double noundef %135, double noundef %375, double noundef %378, ptr noundef nonnull %394)
  br i1 %393, label %401, label %398

396:                                              ; preds = %385, %374
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.12, double noundef %135, double noundef %375, double noundef %378, ptr noundef nonnull @.str.27)
  br label %398

398:                                              ; preds = %396, %389
  %399 = load i32, ptr @n_fail, align 4, !tbaa !11
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr @n_fail, align 4, !tbaa !11
  br label %401

401:                                              ; preds = %389, %398
  %402 = load i32, ptr @n_fwd, align 4, !tbaa !11
  %403 = sitofp i32 %402 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %403, ptr %22, align 8, !tbaa !5
  %404 = load volatile double, ptr %22, align 8, !tbaa !5
  %405 = call double @llvm.fabs.f64(double %404)
  %406 = fcmp ueq double %405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %406, label %416, label %407

407:                                              ; preds = %401
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !5
  %408 = load volatile double, ptr %21, align 8, !tbaa !5
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %410, label %416, label %411

411:                                              ; preds = %407
  %412 = fadd double %403, -1.000000e+00
  %413 = fcmp oeq double %412, 0.000000e+00
  %414 = select i1 %413, ptr @.str.26, ptr @.str.27
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.13, double noundef %135, double noundef %403, double noundef 1.000000e+00, ptr noundef nonnull %414)
  br i1 %413, label %421, label %418

416:                                              ; preds = %407, %401
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.13, double noundef %135, double noundef %403, double noundef 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %418

418:                                              ; preds = %416, %411
  %419 = load i32, ptr @n_fail, align 4, !tbaa !11
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr @n_fail, align 4, !tbaa !11
  br label %421

421:                                              ; preds = %411, %418
  %422 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef %135) #25
  %423 = fmul double %135, 2.000000e+00
  %424 = call double @llvm.fmuladd.f64(double %135, double %135, double 1.000000e+00)
  %425 = fdiv double %423, %424
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fcmp ogt double %426, 1.000000e+00
  %428 = select i1 %427, double %426, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %422, ptr %20, align 8, !tbaa !5
  %429 = load volatile double, ptr %20, align 8, !tbaa !5
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = fcmp ueq double %430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %431, label %443, label %432

432:                                              ; preds = %421
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %425, ptr %19, align 8, !tbaa !5
  %433 = load volatile double, ptr %19, align 8, !tbaa !5
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fcmp ueq double %434, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %435, label %443, label %436

436:                                              ; preds = %432
  %437 = fsub double %422, %425
  %438 = call double @llvm.fabs.f64(double %437)
  %439 = fmul double %428, 0x3D719799812DEA11
  %440 = fcmp ole double %438, %439
  %441 = select i1 %440, ptr @.str.26, ptr @.str.27
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.14, double noundef %135, double noundef %422, double noundef %425, ptr noundef nonnull %441)
  br i1 %440, label %448, label %445

443:                                              ; preds = %432, %421
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.14, double noundef %135, double noundef %422, double noundef %425, ptr noundef nonnull @.str.27)
  br label %445

445:                                              ; preds = %443, %436
  %446 = load i32, ptr @n_fail, align 4, !tbaa !11
  %447 = add nsw i32 %446, 1
  store i32 %447, ptr @n_fail, align 4, !tbaa !11
  br label %448

448:                                              ; preds = %436, %445
  %449 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef %135, double noundef 1.000000e+00) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %449, ptr %18, align 8, !tbaa !5
  %450 = load volatile double, ptr %18, align 8, !tbaa !5
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ueq double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %452, label %464, label %453

453:                                              ; preds = %448
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %425, ptr %17, align 8, !tbaa !5
  %454 = load volatile double, ptr %17, align 8, !tbaa !5
  %455 = call double @llvm.fabs.f64(double %454)
  %456 = fcmp ueq double %455, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %456, label %464, label %457

457:                                              ; preds = %453
  %458 = fsub double %449, %425
  %459 = call double @llvm.fabs.f64(double %458)
  %460 = fmul double %428, 0x3D719799812DEA11
  %461 = fcmp ole double %459, %460
  %462 = select i1 %461, ptr @.str.26, ptr @.str.27
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.15, double noundef %135, double noundef %449, double noundef %425, ptr noundef nonnull %462)
  br i1 %461, label %469, label %466

464:                                              ; preds = %453, %448
  %465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.15, double noundef %135, double noundef %449, double noundef %425, ptr noundef nonnull @.str.27)
  br label %466

466:                                              ; preds = %464, %457
  %467 = load i32, ptr @n_fail, align 4, !tbaa !11
  %468 = add nsw i32 %467, 1
  store i32 %468, ptr @n_fail, align 4, !tbaa !11
  br label %469

469:                                              ; preds = %457, %466
  %470 = call double @llvm.fmuladd.f64(double %141, double -5.000000e-01, double 1.500000e+00)
  %471 = call double @llvm.fabs.f64(double %470)
  %472 = fcmp ogt double %471, 1.000000e+00
  %473 = select i1 %472, double %471, double 1.000000e+00
  %474 = fmul double %473, 0x3EB0C6F7A0B5ED8D
  %475 = fmul double %135, 1.000000e-01
  %476 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %477 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef %475, i32 noundef %476, double noundef %142, i32 noundef %476, double noundef %470) #25
  %478 = fadd double %475, %139
  %479 = fmul double %142, %142
  %480 = call double @expsum(double noundef %478, double noundef %479, double noundef %470)
  %481 = call double @llvm.fmuladd.f64(double %478, double %470, double %480)
  %482 = fsub double %475, %139
  %483 = call double @expsum(double noundef %482, double noundef %479, double noundef %470)
  %484 = call double @llvm.fmuladd.f64(double %482, double %470, double %483)
  %485 = fsub double %481, %484
  %486 = fdiv double %485, %222
  %487 = call double @llvm.fabs.f64(double %486)
  %488 = fcmp ogt double %487, 1.000000e+00
  %489 = select i1 %488, double %487, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %477, ptr %16, align 8, !tbaa !5
  %490 = load volatile double, ptr %16, align 8, !tbaa !5
  %491 = call double @llvm.fabs.f64(double %490)
  %492 = fcmp ueq double %491, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %492, label %504, label %493

493:                                              ; preds = %469
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %486, ptr %15, align 8, !tbaa !5
  %494 = load volatile double, ptr %15, align 8, !tbaa !5
  %495 = call double @llvm.fabs.f64(double %494)
  %496 = fcmp ueq double %495, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %496, label %504, label %497

497:                                              ; preds = %493
  %498 = fsub double %477, %486
  %499 = call double @llvm.fabs.f64(double %498)
  %500 = fmul double %489, 0x3EB0C6F7A0B5ED8D
  %501 = fcmp ole double %499, %500
  %502 = select i1 %501, ptr @.str.26, ptr @.str.27
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.16, double noundef %475, double noundef %477, double noundef %486, ptr noundef nonnull %502)
  br i1 %501, label %509, label %506

504:                                              ; preds = %493, %469
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.16, double noundef %475, double noundef %477, double noundef %486, ptr noundef nonnull @.str.27)
  br label %506

506:                                              ; preds = %504, %497
  %507 = load i32, ptr @n_fail, align 4, !tbaa !11
  %508 = add nsw i32 %507, 1
  store i32 %508, ptr @n_fail, align 4, !tbaa !11
  br label %509

509:                                              ; preds = %497, %506
  %510 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %511 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %510, double noundef %475, double noundef %142, i32 noundef %510, double noundef %470) #25
  %512 = fmul double %249, %249
  %513 = call double @expsum(double noundef %475, double noundef %512, double noundef %470)
  %514 = call double @llvm.fmuladd.f64(double %475, double %470, double %513)
  %515 = fmul double %252, %252
  %516 = call double @expsum(double noundef %475, double noundef %515, double noundef %470)
  %517 = call double @llvm.fmuladd.f64(double %475, double %470, double %516)
  %518 = fsub double %514, %517
  %519 = fdiv double %518, %256
  %520 = call double @llvm.fabs.f64(double %519)
  %521 = fcmp ogt double %520, 1.000000e+00
  %522 = select i1 %521, double %520, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %511, ptr %14, align 8, !tbaa !5
  %523 = load volatile double, ptr %14, align 8, !tbaa !5
  %524 = call double @llvm.fabs.f64(double %523)
  %525 = fcmp ueq double %524, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %525, label %537, label %526

526:                                              ; preds = %509
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %519, ptr %13, align 8, !tbaa !5
  %527 = load volatile double, ptr %13, align 8, !tbaa !5
  %528 = call double @llvm.fabs.f64(double %527)
  %529 = fcmp ueq double %528, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %529, label %537, label %530

530:                                              ; preds = %526
  %531 = fsub double %511, %519
  %532 = call double @llvm.fabs.f64(double %531)
  %533 = fmul double %522, 0x3EB0C6F7A0B5ED8D
  %534 = fcmp ole double %532, %533
  %535 = select i1 %534, ptr @.str.26, ptr @.str.27
  %536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.17, double noundef %142, double noundef %511, double noundef %519, ptr noundef nonnull %535)
  br i1 %534, label %542, label %539

537:                                              ; preds = %526, %509
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.17, double noundef %142, double noundef %511, double noundef %519, ptr noundef nonnull @.str.27)
  br label %539

539:                                              ; preds = %537, %530
  %540 = load i32, ptr @n_fail, align 4, !tbaa !11
  %541 = add nsw i32 %540, 1
  store i32 %541, ptr @n_fail, align 4, !tbaa !11
  br label %542

542:                                              ; preds = %530, %539
  %543 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %544 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %543, double noundef %475, i32 noundef %543, double noundef %142, double noundef %470) #25
  %545 = fadd double %470, %474
  %546 = call double @expsum(double noundef %475, double noundef %479, double noundef %545)
  %547 = call double @llvm.fmuladd.f64(double %475, double %545, double %546)
  %548 = fsub double %470, %474
  %549 = call double @expsum(double noundef %475, double noundef %479, double noundef %548)
  %550 = call double @llvm.fmuladd.f64(double %475, double %548, double %549)
  %551 = fsub double %547, %550
  %552 = fmul double %474, 2.000000e+00
  %553 = fdiv double %551, %552
  %554 = call double @llvm.fabs.f64(double %553)
  %555 = fcmp ogt double %554, 1.000000e+00
  %556 = select i1 %555, double %554, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %544, ptr %12, align 8, !tbaa !5
  %557 = load volatile double, ptr %12, align 8, !tbaa !5
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fcmp ueq double %558, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %559, label %571, label %560

560:                                              ; preds = %542
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %553, ptr %11, align 8, !tbaa !5
  %561 = load volatile double, ptr %11, align 8, !tbaa !5
  %562 = call double @llvm.fabs.f64(double %561)
  %563 = fcmp ueq double %562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %563, label %571, label %564

564:                                              ; preds = %560
  %565 = fsub double %544, %553
  %566 = call double @llvm.fabs.f64(double %565)
  %567 = fmul double %556, 0x3EB0C6F7A0B5ED8D
  %568 = fcmp ole double %566, %567
  %569 = select i1 %568, ptr @.str.26, ptr @.str.27
  %570 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.18, double noundef %470, double noundef %544, double noundef %553, ptr noundef nonnull %569)
  br i1 %568, label %576, label %573

571:                                              ; preds = %560, %542
  %572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.18, double noundef %470, double noundef %544, double noundef %553, ptr noundef nonnull @.str.27)
  br label %573

573:                                              ; preds = %571, %564
  %574 = load i32, ptr @n_fail, align 4, !tbaa !11
  %575 = add nsw i32 %574, 1
  store i32 %575, ptr @n_fail, align 4, !tbaa !11
  br label %576

576:                                              ; preds = %564, %573
  %577 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef %135) #25
  %578 = call double @llvm.fabs.f64(double %423)
  %579 = fcmp ogt double %578, 1.000000e+00
  %580 = select i1 %579, double %578, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %577, ptr %10, align 8, !tbaa !5
  %581 = load volatile double, ptr %10, align 8, !tbaa !5
  %582 = call double @llvm.fabs.f64(double %581)
  %583 = fcmp ueq double %582, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %583, label %595, label %584

584:                                              ; preds = %576
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %423, ptr %9, align 8, !tbaa !5
  %585 = load volatile double, ptr %9, align 8, !tbaa !5
  %586 = call double @llvm.fabs.f64(double %585)
  %587 = fcmp ueq double %586, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %587, label %595, label %588

588:                                              ; preds = %584
  %589 = fsub double %577, %423
  %590 = call double @llvm.fabs.f64(double %589)
  %591 = fmul double %580, 0x3D719799812DEA11
  %592 = fcmp ole double %590, %591
  %593 = select i1 %592, ptr @.str.26, ptr @.str.27
  %594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.19, double noundef %135, double noundef %577, double noundef %423, ptr noundef nonnull %593)
  br i1 %592, label %600, label %597

595:                                              ; preds = %584, %576
  %596 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.19, double noundef %135, double noundef %577, double noundef %423, ptr noundef nonnull @.str.27)
  br label %597

597:                                              ; preds = %595, %588
  %598 = load i32, ptr @n_fail, align 4, !tbaa !11
  %599 = add nsw i32 %598, 1
  store i32 %599, ptr @n_fail, align 4, !tbaa !11
  br label %600

600:                                              ; preds = %588, %597
  %601 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef %135, double noundef 1.000000e+00) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %601, ptr %8, align 8, !tbaa !5
  %602 = load volatile double, ptr %8, align 8, !tbaa !5
  %603 = call double @llvm.fabs.f64(double %602)
  %604 = fcmp ueq double %603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %604, label %616, label %605

605:                                              ; preds = %600
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %423, ptr %7, align 8, !tbaa !5
  %606 = load volatile double, ptr %7, align 8, !tbaa !5
  %607 = call double @llvm.fabs.f64(double %606)
  %608 = fcmp ueq double %607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %608, label %616, label %609

609:                                              ; preds = %605
  %610 = fsub double %601, %423
  %611 = call double @llvm.fabs.f64(double %610)
  %612 = fmul double %580, 0x3D719799812DEA11
  %613 = fcmp ole double %611, %612
  %614 = select i1 %613, ptr @.str.26, ptr @.str.27
  %615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.20, double noundef %135, double noundef %601, double noundef %423, ptr noundef nonnull %614)
  br i1 %613, label %621, label %618

616:                                              ; preds = %605, %600
  %617 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.20, double noundef %135, double noundef %601, double noundef %423, ptr noundef nonnull @.str.27)
  br label %618

618:                                              ; preds = %616, %609
  %619 = load i32, ptr @n_fail, align 4, !tbaa !11
  %620 = add nsw i32 %619, 1
  store i32 %620, ptr @n_fail, align 4, !tbaa !11
  br label %621

621:                                              ; preds = %609, %618
  %622 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef %135) #25
  %623 = fmul double %135, 3.000000e+00
  %624 = fmul double %135, %623
  %625 = call double @llvm.fabs.f64(double %624)
  %626 = fcmp ogt double %625, 1.000000e+00
  %627 = select i1 %626, double %625, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %622, ptr %6, align 8, !tbaa !5
  %628 = load volatile double, ptr %6, align 8, !tbaa !5
  %629 = call double @llvm.fabs.f64(double %628)
  %630 = fcmp ueq double %629, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %630, label %642, label %631

631:                                              ; preds = %621
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %624, ptr %5, align 8, !tbaa !5
  %632 = load volatile double, ptr %5, align 8, !tbaa !5
  %633 = call double @llvm.fabs.f64(double %632)
  %634 = fcmp ueq double %633, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %634, label %642, label %635

635:                                              ; preds = %631
  %636 = fsub double %622, %624
  %637 = call double @llvm.fabs.f64(double %636)
  %638 = fmul double %627, 0x3D719799812DEA11
  %639 = fcmp ole double %637, %638
  %640 = select i1 %639, ptr @.str.26, ptr @.str.27
  %641 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.21, double noundef %135, double noundef %622, double noundef %624, ptr noundef nonnull %640)
  br i1 %639, label %647, label %644

642:                                              ; preds = %631, %621
  %643 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.21, double noundef %135, double noundef %622, double noundef %624, ptr noundef nonnull @.str.27)
  br label %644

644:                                              ; preds = %642, %635
  %645 = load i32, ptr @n_fail, align 4, !tbaa !11
  %646 = add nsw i32 %645, 1
  store i32 %646, ptr @n_fail, align 4, !tbaa !11
  br label %647

647:                                              ; preds = %635, %644
  %648 = load double, ptr @last_seen, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %648, ptr %4, align 8, !tbaa !5
  %649 = load volatile double, ptr %4, align 8, !tbaa !5
  %650 = call double @llvm.fabs.f64(double %649)
  %651 = fcmp ueq double %650, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %651, label %663, label %652

652:                                              ; preds = %647
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %135, ptr %3, align 8, !tbaa !5
  %653 = load volatile double, ptr %3, align 8, !tbaa !5
  %654 = call double @llvm.fabs.f64(double %653)
  %655 = fcmp ueq double %654, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %655, label %663, label %656

656:                                              ; preds = %652
  %657 = fsub double %648, %135
  %658 = call double @llvm.fabs.f64(double %657)
  %659 = fmul double %138, 0.000000e+00
  %660 = fcmp ole double %658, %659
  %661 = select i1 %660, ptr @.str.26, ptr @.str.27
  %662 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.22, double noundef %135, double noundef %648, double noundef %135, ptr noundef nonnull %661)
  br i1 %660, label %668, label %665

663:                                              ; preds = %652, %647
  %664 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.22, double noundef %135, double noundef %648, double noundef %135, ptr noundef nonnull @.str.27)
  br label %665

665:                                              ; preds = %663, %656
  %666 = load i32, ptr @n_fail, align 4, !tbaa !11
  %667 = add nsw i32 %666, 1
  store i32 %667, ptr @n_fail, align 4, !tbaa !11
  br label %668

668:                                              ; preds = %656, %665
  %669 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef %135, double noundef 1.000000e+00) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %669, ptr %2, align 8, !tbaa !5
  %670 = load volatile double, ptr %2, align 8, !tbaa !5
  %671 = call double @llvm.fabs.f64(double %670)
  %672 = fcmp ueq double %671, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %672, label %684, label %673

673:                                              ; preds = %668
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %624, ptr %1, align 8, !tbaa !5
  %674 = load volatile double, ptr %1, align 8, !tbaa !5
  %675 = call double @llvm.fabs.f64(double %674)
  %676 = fcmp ueq double %675, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %676, label %684, label %677

677:                                              ; preds = %673
  %678 = fsub double %669, %624
  %679 = call double @llvm.fabs.f64(double %678)
  %680 = fmul double %627, 0x3D719799812DEA11
  %681 = fcmp ole double %679, %680
  %682 = select i1 %681, ptr @.str.26, ptr @.str.27
  %683 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.23, double noundef %135, double noundef %669, double noundef %624, ptr noundef nonnull %682)
  br i1 %681, label %689, label %686

684:                                              ; preds = %673, %668
  %685 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.23, double noundef %135, double noundef %669, double noundef %624, ptr noundef nonnull @.str.27)
  br label %686

686:                                              ; preds = %684, %677
  %687 = load i32, ptr @n_fail, align 4, !tbaa !11
  %688 = add nsw i32 %687, 1
  store i32 %688, ptr @n_fail, align 4, !tbaa !11
  br label %689

689:                                              ; preds = %677, %686
  %690 = add nuw nsw i64 %133, 1
  %691 = icmp eq i64 %690, 3
  br i1 %691, label %126, label %132, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #20

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #21

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #21

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #22

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #23

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
attributes #18 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #21 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nounwind allocsize(0) }
attributes #25 = { nounwind }

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
