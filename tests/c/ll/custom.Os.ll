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

; Function Attrs: nofree noinline norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable
define dso_local void @newton_sqrt(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = fcmp ogt double %3, 1.000000e+00
  %5 = select i1 %4, double %3, double 1.000000e+00
  br label %7

6:                                                ; preds = %7
  store double %12, ptr %1, align 8, !tbaa !5
  ret void

7:                                                ; preds = %2, %7
  %8 = phi i32 [ 0, %2 ], [ %13, %7 ]
  %9 = phi double [ %5, %2 ], [ %12, %7 ]
  %10 = fdiv double %3, %9
  %11 = fadd double %9, %10
  %12 = fmul double %11, 5.000000e-01
  %13 = add nuw nsw i32 %8, 1
  %14 = icmp eq i32 %13, 60
  br i1 %14, label %6, label %7, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind optsize uwtable
define dso_local noalias noundef ptr @newton_sqrt_aug(ptr nocapture noundef readonly %0, ptr nocapture readnone %1, ptr nocapture noundef %2, ptr nocapture readnone %3) #2 {
  %5 = load i32, ptr @n_aug, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @n_aug, align 4, !tbaa !11
  tail call void @newton_sqrt(ptr noundef %0, ptr noundef %2) #25
  %7 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #26
  %8 = load double, ptr %2, align 8, !tbaa !5
  store double %8, ptr %7, align 8, !tbaa !5
  ret ptr %7
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind optsize willreturn uwtable
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
  tail call void @free(ptr noundef %4) #27
  ret void
}

; Function Attrs: mustprogress nounwind optsize willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind optsize memory(none) uwtable
define dso_local double @uses_sqrt(double noundef %0) #6 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #28
  call void @newton_sqrt(ptr noundef nonnull %2, ptr noundef nonnull %3) #25
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul double %4, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #28
  ret double %5
}

; Function Attrs: nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #28
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3) #25
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = tail call double @llvm.fmuladd.f64(double %13, double %14, double %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #28
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @hyp(double noundef %0, double noundef %1, i32 noundef %2) #9 {
  %4 = sitofp i32 %2 to double
  %5 = fmul double %1, %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %5)
  %7 = tail call double @llvm.sqrt.f64(double %6)
  %8 = fmul double %7, %4
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @hyp_aug(double noundef %0, double noundef %1, i32 noundef %2, i32 %3) #11 {
  %5 = tail call double @hyp(double noundef %0, double noundef %1, i32 noundef %2) #25
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @uses_hyp(double noundef %0, double noundef %1) #11 {
  %3 = tail call double @hyp(double noundef %0, double noundef %1, i32 noundef 3) #25
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %1)
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @cube(double noundef %0) #9 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local { ptr, double } @cube_aug(double noundef %0) #11 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  %4 = insertvalue { ptr, double } { ptr null, double poison }, double %3, 1
  ret { ptr, double } %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @cube_rev(double noundef %0, double noundef %1, ptr nocapture readnone %2) #11 {
  %4 = fmul double %1, 3.000000e+00
  %5 = fmul double %4, %0
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_cube(double noundef %0) #12 {
  %2 = tail call double @cube(double noundef %0) #25
  %3 = tail call double @sin(double noundef %2) #27
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable
define dso_local double @softplus(double noundef %0, double noundef %1) #13 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #27
  %5 = tail call double @log1p(double noundef %4) #27
  %6 = fdiv double %5, %1
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local { double, double } @softplus_fwd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #12 {
  %5 = fmul double %0, %2
  %6 = tail call double @exp(double noundef %5) #27
  %7 = tail call double @log1p(double noundef %6) #27
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

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_softplus(double noundef %0, double noundef %1) #12 {
  %3 = fmul double %0, %0
  %4 = tail call double @softplus(double noundef %3, double noundef %1) #25
  %5 = fadd double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(argmem: readwrite) uwtable
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @scale2_fwd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) #15 {
  %5 = load i32, ptr @n_fwd, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @n_fwd, align 4, !tbaa !11
  tail call void @scale2(ptr noundef %0, ptr noundef %2) #25
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local double @uses_scale2(double noundef %0) #11 {
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #28
  store double %0, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = fmul double %0, %0
  store double %5, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #28
  call void @scale2(ptr noundef nonnull %2, ptr noundef nonnull %3) #25
  %6 = load double, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fmul double %6, %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #28
  ret double %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @my_log1p(double noundef %0) #9 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, 5.000000e-01
  %4 = fsub double %0, %3
  %5 = fmul double %2, %0
  %6 = fdiv double %5, 3.000000e+00
  %7 = fadd double %4, %6
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @uses_log1p(double noundef %0) #11 {
  %2 = fmul double %0, %0
  %3 = tail call double @my_log1p(double noundef %2) #25
  ret double %3
}

; Function Attrs: mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable
define dso_local double @jitter(double noundef %0) #13 {
  %2 = fmul double %0, 1.000000e+03
  %3 = tail call double @sin(double noundef %2) #27
  %4 = fmul double %3, 1.000000e-03
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_jitter(double noundef %0) #12 {
  %2 = tail call double @jitter(double noundef %0) #25
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %2)
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @remember(double noundef %0) local_unnamed_addr #16 {
  store double %0, ptr @last_seen, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local noundef double @uses_last(double noundef %0) #17 {
  tail call void @remember(double noundef %0) #25
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @recall() local_unnamed_addr #18 {
  %1 = load double, ptr @last_seen, align 8, !tbaa !5
  ret double %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local double @reads_last(double noundef %0, double noundef %1) #15 {
  %3 = fmul double %0, %0
  tail call void @remember(double noundef %3) #25
  %4 = tail call double @recall() #25
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %1, double %0)
  ret double %5
}

; Function Attrs: mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable
define dso_local double @expsum(double noundef %0, double noundef %1, double noundef %2) #13 {
  %4 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %5 = tail call double @exp(double noundef %4) #27
  %6 = fmul double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.aug3) align 8 %0, double noundef %1, double noundef %2, double noundef %3) #12 {
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %1)
  %6 = tail call double @exp(double noundef %5) #27
  store double %6, ptr %0, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = fmul double %6, %3
  store double %8, ptr %7, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store double 0.000000e+00, ptr %9, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: write) uwtable
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

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_expsum(double noundef %0, double noundef %1, double noundef %2) #12 {
  %4 = fmul double %1, %1
  %5 = tail call double @expsum(double noundef %0, double noundef %4, double noundef %2) #25
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %5)
  ret double %6
}

; Function Attrs: nounwind optsize uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #20 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #28
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %1, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 2.000000e+00, double 3.500000e+00>, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store double 9.000000e+00, ptr %4, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4, !tbaa !11
  store i32 0, ptr @n_aug, align 4, !tbaa !11
  %5 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_sqrt, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 5) #27
  br label %11

6:                                                ; preds = %11
  %7 = load i32, ptr @n_aug, align 4, !tbaa !11
  %8 = sitofp i32 %7 to double
  call fastcc void @check(ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %8, double noundef 5.000000e+00, double noundef 0.000000e+00) #25
  %9 = load i32, ptr @n_grad, align 4, !tbaa !11
  %10 = sitofp i32 %9 to double
  call fastcc void @check(ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %10, double noundef 5.000000e+00, double noundef 0.000000e+00) #25
  br label %27

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %19, %11 ]
  %13 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = call double @sqrt(double noundef %14) #27
  %18 = fmul double %17, 1.500000e+00
  call fastcc void @check(ptr noundef nonnull @.str.1, double noundef %14, double noundef %16, double noundef %18, double noundef 1.000000e-09) #25
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, 5
  br i1 %20, label %6, label %11, !llvm.loop !18

21:                                               ; preds = %27
  %22 = load i32, ptr @n_fail, align 4, !tbaa !11
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %22) #25
  %24 = load i32, ptr @n_fail, align 4, !tbaa !11
  %25 = icmp ne i32 %24, 0
  %26 = zext i1 %25 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #28
  ret i32 %26

27:                                               ; preds = %6, %27
  %28 = phi i64 [ 0, %6 ], [ %161, %27 ]
  %29 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fcmp ogt double %31, 1.000000e+00
  %33 = select i1 %32, double %31, double 1.000000e+00
  %34 = fmul double %33, 0x3EB0C6F7A0B5ED8D
  %35 = trunc nuw nsw i64 %28 to i32
  %36 = uitofp nneg i32 %35 to double
  store i32 0, ptr @n_grad, align 4, !tbaa !11
  store i32 0, ptr @n_aug, align 4, !tbaa !11
  %37 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef %30) #27
  %38 = call double @sqrt(double noundef %30) #27
  %39 = fmul double %38, 1.500000e+00
  call fastcc void @check(ptr noundef nonnull @.str.4, double noundef %30, double noundef %37, double noundef %39, double noundef 1.000000e-09) #25
  %40 = load i32, ptr @n_aug, align 4, !tbaa !11
  %41 = sitofp i32 %40 to double
  call fastcc void @check(ptr noundef nonnull @.str.5, double noundef %30, double noundef %41, double noundef 1.000000e+00, double noundef 0.000000e+00) #25
  %42 = load i32, ptr @n_grad, align 4, !tbaa !11
  %43 = sitofp i32 %42 to double
  call fastcc void @check(ptr noundef nonnull @.str.6, double noundef %30, double noundef %43, double noundef 1.000000e+00, double noundef 0.000000e+00) #25
  %44 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %45 = fadd double %30, %34
  %46 = fsub double %30, %34
  %47 = fmul double %34, 2.000000e+00
  %48 = fmul double %30, %30
  %49 = fmul double %30, %48
  %50 = fmul double %45, %45
  %51 = fmul double %46, %46
  %52 = fmul double %30, 8.000000e+00
  %53 = fmul double %30, %52
  %54 = fmul double %30, %53
  %55 = fmul double %30, 2.000000e+00
  %56 = call double @llvm.fmuladd.f64(double %30, double %30, double 1.000000e+00)
  %57 = fdiv double %55, %56
  %58 = insertelement <2 x double> poison, double %36, i64 0
  %59 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> zeroinitializer
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double -5.000000e-01, double 2.500000e-01>, <2 x double> <double 1.500000e+00, double 5.000000e-01>)
  %61 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %60)
  %62 = fcmp ogt <2 x double> %61, <double 1.000000e+00, double 1.000000e+00>
  %63 = extractelement <2 x i1> %62, i64 1
  %64 = extractelement <2 x double> %61, i64 1
  %65 = fmul double %64, 0x3EB0C6F7A0B5ED8D
  %66 = select i1 %63, double %65, double 0x3EB0C6F7A0B5ED8D
  %67 = extractelement <2 x double> %60, i64 1
  %68 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef %30, i32 noundef %44, double noundef %67) #27
  %69 = call double @hyp(double noundef %45, double noundef %67, i32 noundef 3) #25
  %70 = call noundef double @llvm.fmuladd.f64(double %69, double %45, double %67)
  %71 = call double @hyp(double noundef %46, double noundef %67, i32 noundef 3) #25
  %72 = call noundef double @llvm.fmuladd.f64(double %71, double %46, double %67)
  %73 = fsub double %70, %72
  %74 = fdiv double %73, %47
  call fastcc void @check(ptr noundef nonnull @.str.7, double noundef %30, double noundef %68, double noundef %74, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %75 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %76 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %75, double noundef %30, double noundef %67) #27
  %77 = fadd double %67, %66
  %78 = call double @hyp(double noundef %30, double noundef %77, i32 noundef 3) #25
  %79 = call noundef double @llvm.fmuladd.f64(double %78, double %30, double %77)
  %80 = fsub double %67, %66
  %81 = call double @hyp(double noundef %30, double noundef %80, i32 noundef 3) #25
  %82 = call noundef double @llvm.fmuladd.f64(double %81, double %30, double %80)
  %83 = fsub double %79, %82
  %84 = fmul double %66, 2.000000e+00
  %85 = fdiv double %83, %84
  call fastcc void @check(ptr noundef nonnull @.str.8, double noundef %67, double noundef %76, double noundef %85, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %86 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef %30) #27
  %87 = call double @cos(double noundef %49) #27
  %88 = fmul double %87, 3.000000e+00
  %89 = fmul double %30, %88
  %90 = fmul double %30, %89
  call fastcc void @check(ptr noundef nonnull @.str.9, double noundef %30, double noundef %86, double noundef %90, double noundef 1.000000e-09) #25
  %91 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %92 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef %30, double noundef 1.000000e+00, i32 noundef %91, double noundef %67) #27
  %93 = call double @softplus(double noundef %50, double noundef %67) #25
  %94 = fadd double %45, %93
  %95 = call double @softplus(double noundef %51, double noundef %67) #25
  %96 = fadd double %46, %95
  %97 = fsub double %94, %96
  %98 = fdiv double %97, %47
  call fastcc void @check(ptr noundef nonnull @.str.10, double noundef %30, double noundef %92, double noundef %98, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %99 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %100 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %99, double noundef %30, double noundef %67, double noundef 1.000000e+00) #27
  %101 = call double @softplus(double noundef %48, double noundef %77) #25
  %102 = fadd double %30, %101
  %103 = call double @softplus(double noundef %48, double noundef %80) #25
  %104 = fadd double %30, %103
  %105 = fsub double %102, %104
  %106 = fdiv double %105, %84
  call fastcc void @check(ptr noundef nonnull @.str.11, double noundef %67, double noundef %100, double noundef %106, double noundef 0x3EB0C6F7A0B5ED8D) #25
  store i32 0, ptr @n_fwd, align 4, !tbaa !11
  %107 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef %30, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.12, double noundef %30, double noundef %107, double noundef %54, double noundef 1.000000e-09) #25
  %108 = load i32, ptr @n_fwd, align 4, !tbaa !11
  %109 = sitofp i32 %108 to double
  call fastcc void @check(ptr noundef nonnull @.str.13, double noundef %30, double noundef %109, double noundef 1.000000e+00, double noundef 0.000000e+00) #25
  %110 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef %30) #27
  call fastcc void @check(ptr noundef nonnull @.str.14, double noundef %30, double noundef %110, double noundef %57, double noundef 0x3D719799812DEA11) #25
  %111 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef %30, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.15, double noundef %30, double noundef %111, double noundef %57, double noundef 0x3D719799812DEA11) #25
  %112 = extractelement <2 x i1> %62, i64 0
  %113 = extractelement <2 x double> %61, i64 0
  %114 = fmul double %113, 0x3EB0C6F7A0B5ED8D
  %115 = select i1 %112, double %114, double 0x3EB0C6F7A0B5ED8D
  %116 = fmul double %30, 1.000000e-01
  %117 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %118 = extractelement <2 x double> %60, i64 0
  %119 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef %116, i32 noundef %117, double noundef %67, i32 noundef %117, double noundef %118) #27
  %120 = fadd double %116, %34
  %121 = fmul double %67, %67
  %122 = call double @expsum(double noundef %120, double noundef %121, double noundef %118) #25
  %123 = call double @llvm.fmuladd.f64(double %120, double %118, double %122)
  %124 = fsub double %116, %34
  %125 = call double @expsum(double noundef %124, double noundef %121, double noundef %118) #25
  %126 = call double @llvm.fmuladd.f64(double %124, double %118, double %125)
  %127 = fsub double %123, %126
  %128 = fdiv double %127, %47
  call fastcc void @check(ptr noundef nonnull @.str.16, double noundef %116, double noundef %119, double noundef %128, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %129 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %130 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %129, double noundef %116, double noundef %67, i32 noundef %129, double noundef %118) #27
  %131 = fmul double %77, %77
  %132 = call double @expsum(double noundef %116, double noundef %131, double noundef %118) #25
  %133 = call double @llvm.fmuladd.f64(double %116, double %118, double %132)
  %134 = fmul double %80, %80
  %135 = call double @expsum(double noundef %116, double noundef %134, double noundef %118) #25
  %136 = call double @llvm.fmuladd.f64(double %116, double %118, double %135)
  %137 = fsub double %133, %136
  %138 = fdiv double %137, %84
  call fastcc void @check(ptr noundef nonnull @.str.17, double noundef %67, double noundef %130, double noundef %138, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %139 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %140 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %139, double noundef %116, i32 noundef %139, double noundef %67, double noundef %118) #27
  %141 = fadd double %118, %115
  %142 = call double @expsum(double noundef %116, double noundef %121, double noundef %141) #25
  %143 = call double @llvm.fmuladd.f64(double %116, double %141, double %142)
  %144 = fsub double %118, %115
  %145 = call double @expsum(double noundef %116, double noundef %121, double noundef %144) #25
  %146 = call double @llvm.fmuladd.f64(double %116, double %144, double %145)
  %147 = fsub double %143, %146
  %148 = fmul double %115, 2.000000e+00
  %149 = fdiv double %147, %148
  call fastcc void @check(ptr noundef nonnull @.str.18, double noundef %118, double noundef %140, double noundef %149, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %150 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef %30) #27
  call fastcc void @check(ptr noundef nonnull @.str.19, double noundef %30, double noundef %150, double noundef %55, double noundef 0x3D719799812DEA11) #25
  %151 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef %30, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.20, double noundef %30, double noundef %151, double noundef %55, double noundef 0x3D719799812DEA11) #25
  %152 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef %30) #27
  %153 = fmul double %30, 3.000000e+00
  %154 = fmul double %30, %153
  call fastcc void @check(ptr noundef nonnull @.str.21, double noundef %30, double noundef %152, double noundef %154, double noundef 0x3D719799812DEA11) #25
  %155 = load double, ptr @last_seen, align 8, !tbaa !5
  call fastcc void @check(ptr noundef nonnull @.str.22, double noundef %30, double noundef %155, double noundef %30, double noundef 0.000000e+00) #25
  %156 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef %30, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.23, double noundef %30, double noundef %156, double noundef %154, double noundef 0x3D719799812DEA11) #25
  %157 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %158 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @reads_last, double noundef %30, i32 noundef %157, double noundef %67) #27
  call fastcc void @check(ptr noundef nonnull @.str.24, double noundef %30, double noundef %158, double noundef 1.000000e+00, double noundef 0x3D719799812DEA11) #25
  %159 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %160 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @reads_last, double noundef %30, double noundef 1.000000e+00, i32 noundef %159, double noundef %67) #27
  call fastcc void @check(ptr noundef nonnull @.str.25, double noundef %30, double noundef %160, double noundef 1.000000e+00, double noundef 0x3D719799812DEA11) #25
  %161 = add nuw nsw i64 %28, 1
  %162 = icmp eq i64 %161, 3
  br i1 %162, label %21, label %27, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #21

; Function Attrs: optsize
declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #22

; Function Attrs: nofree nounwind optsize uwtable
define internal fastcc void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) unnamed_addr #2 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call double @llvm.fabs.f64(double %3)
  %9 = fcmp ogt double %8, 1.000000e+00
  %10 = select i1 %9, double %8, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %2, ptr %7, align 8, !tbaa !5
  %11 = load volatile double, ptr %7, align 8, !tbaa !5
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp ueq double %12, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %13, label %25, label %14

14:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3, ptr %6, align 8, !tbaa !5
  %15 = load volatile double, ptr %6, align 8, !tbaa !5
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fcmp ueq double %16, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %17, label %25, label %18

18:                                               ; preds = %14
  %19 = fsub double %2, %3
  %20 = tail call double @llvm.fabs.f64(double %19)
  %21 = fmul double %10, %4
  %22 = fcmp ole double %20, %21
  %23 = select i1 %22, ptr @.str.28, ptr @.str.29
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr noundef nonnull %23) #25
  br i1 %22, label %30, label %27

25:                                               ; preds = %5, %14
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr noundef nonnull @.str.29) #25
  br label %27

27:                                               ; preds = %25, %18
  %28 = load i32, ptr @n_fail, align 4, !tbaa !11
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @n_fail, align 4, !tbaa !11
  br label %30

30:                                               ; preds = %27, %18
  ret void
}

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

; Function Attrs: optsize
declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #22

; Function Attrs: nofree nounwind optsize
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #23

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #24

attributes #0 = { nofree noinline norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind optsize willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind optsize willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind optsize willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind optsize memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind optsize willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind optsize willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #22 = { optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nofree nounwind optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { optsize }
attributes #26 = { nounwind optsize allocsize(0) }
attributes #27 = { nounwind optsize }
attributes #28 = { nounwind }

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
