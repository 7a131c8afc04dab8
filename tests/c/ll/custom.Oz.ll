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

; Function Attrs: minsize nofree noinline norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable
define dso_local void @newton_sqrt(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = fcmp ogt double %3, 1.000000e+00
  %5 = select i1 %4, double %3, double 1.000000e+00
  br label %6

6:                                                ; preds = %11, %2
  %7 = phi double [ %5, %2 ], [ %14, %11 ]
  %8 = phi i32 [ 0, %2 ], [ %15, %11 ]
  %9 = icmp eq i32 %8, 60
  br i1 %9, label %10, label %11

10:                                               ; preds = %6
  store double %7, ptr %1, align 8, !tbaa !5
  ret void

11:                                               ; preds = %6
  %12 = fdiv double %3, %7
  %13 = fadd double %7, %12
  %14 = fmul double %13, 5.000000e-01
  %15 = add nuw nsw i32 %8, 1
  br label %6, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: minsize nofree nounwind optsize uwtable
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

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: minsize mustprogress nounwind optsize willreturn uwtable
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

; Function Attrs: minsize mustprogress nounwind optsize willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: minsize nofree norecurse nosync nounwind optsize memory(none) uwtable
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

; Function Attrs: minsize nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable
define dso_local double @sum_sqrt(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  %3 = alloca double, align 8
  %4 = tail call i32 @llvm.smax.i32(i32 %1, i32 0)
  %5 = zext nneg i32 %4 to i64
  br label %6

6:                                                ; preds = %11, %2
  %7 = phi i64 [ %16, %11 ], [ 0, %2 ]
  %8 = phi double [ %15, %11 ], [ 0.000000e+00, %2 ]
  %9 = icmp eq i64 %7, %5
  br i1 %9, label %10, label %11

10:                                               ; preds = %6
  ret double %8

11:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #28
  %12 = getelementptr inbounds double, ptr %0, i64 %7
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3) #25
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = tail call double @llvm.fmuladd.f64(double %13, double %14, double %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #28
  %16 = add nuw nsw i64 %7, 1
  br label %6, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @hyp(double noundef %0, double noundef %1, i32 noundef %2) #9 {
  %4 = sitofp i32 %2 to double
  %5 = fmul double %1, %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %5)
  %7 = tail call double @llvm.sqrt.f64(double %6)
  %8 = fmul double %7, %4
  ret double %8
}

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #10

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @hyp_aug(double noundef %0, double noundef %1, i32 noundef %2, i32 %3) #11 {
  %5 = tail call double @hyp(double noundef %0, double noundef %1, i32 noundef %2) #25
  ret double %5
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
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

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @uses_hyp(double noundef %0, double noundef %1) #11 {
  %3 = tail call double @hyp(double noundef %0, double noundef %1, i32 noundef 3) #25
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %1)
  ret double %4
}

; Function Attrs: minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @cube(double noundef %0) #9 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local { ptr, double } @cube_aug(double noundef %0) #11 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  %4 = insertvalue { ptr, double } { ptr null, double poison }, double %3, 1
  ret { ptr, double } %4
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @cube_rev(double noundef %0, double noundef %1, ptr nocapture readnone %2) #11 {
  %4 = fmul double %1, 3.000000e+00
  %5 = fmul double %4, %0
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_cube(double noundef %0) #12 {
  %2 = tail call double @cube(double noundef %0) #25
  %3 = tail call double @sin(double noundef %2) #27
  ret double %3
}

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: minsize mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable
define dso_local double @softplus(double noundef %0, double noundef %1) #13 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #27
  %5 = tail call double @log1p(double noundef %4) #27
  %6 = fdiv double %5, %1
  ret double %6
}

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #10

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #10

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write) uwtable
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

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_softplus(double noundef %0, double noundef %1) #12 {
  %3 = fmul double %0, %0
  %4 = tail call double @softplus(double noundef %3, double noundef %1) #25
  %5 = fadd double %4, %0
  ret double %5
}

; Function Attrs: minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(argmem: readwrite) uwtable
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

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(readwrite, inaccessiblemem: none) uwtable
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

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
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

; Function Attrs: minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @my_log1p(double noundef %0) #9 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, 5.000000e-01
  %4 = fsub double %0, %3
  %5 = fmul double %2, %0
  %6 = fdiv double %5, 3.000000e+00
  %7 = fadd double %4, %6
  ret double %7
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable
define dso_local noundef double @uses_log1p(double noundef %0) #11 {
  %2 = fmul double %0, %0
  %3 = tail call double @my_log1p(double noundef %2) #25
  ret double %3
}

; Function Attrs: minsize mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable
define dso_local double @jitter(double noundef %0) #13 {
  %2 = fmul double %0, 1.000000e+03
  %3 = tail call double @sin(double noundef %2) #27
  %4 = fmul double %3, 1.000000e-03
  ret double %4
}

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_jitter(double noundef %0) #12 {
  %2 = tail call double @jitter(double noundef %0) #25
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %2)
  ret double %3
}

; Function Attrs: minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @remember(double noundef %0) local_unnamed_addr #16 {
  store double %0, ptr @last_seen, align 8, !tbaa !5
  ret void
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local noundef double @uses_last(double noundef %0) #17 {
  tail call void @remember(double noundef %0) #25
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @recall() local_unnamed_addr #18 {
  %1 = load double, ptr @last_seen, align 8, !tbaa !5
  ret double %1
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local double @reads_last(double noundef %0, double noundef %1) #15 {
  %3 = fmul double %0, %0
  tail call void @remember(double noundef %3) #25
  %4 = tail call double @recall() #25
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %1, double %0)
  ret double %5
}

; Function Attrs: minsize mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable
define dso_local double @expsum(double noundef %0, double noundef %1, double noundef %2) #13 {
  %4 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %5 = tail call double @exp(double noundef %4) #27
  %6 = fmul double %5, %2
  ret double %6
}

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write) uwtable
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

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: write) uwtable
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

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write) uwtable
define dso_local double @uses_expsum(double noundef %0, double noundef %1, double noundef %2) #12 {
  %4 = fmul double %1, %1
  %5 = tail call double @expsum(double noundef %0, double noundef %4, double noundef %2) #25
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %5)
  ret double %6
}

; Function Attrs: minsize nounwind optsize uwtable
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
  br label %6

6:                                                ; preds = %14, %0
  %7 = phi i64 [ %21, %14 ], [ 0, %0 ]
  %8 = icmp eq i64 %7, 5
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = load i32, ptr @n_aug, align 4, !tbaa !11
  %11 = sitofp i32 %10 to double
  call fastcc void @check(ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %11, double noundef 5.000000e+00, double noundef 0.000000e+00) #25
  %12 = load i32, ptr @n_grad, align 4, !tbaa !11
  %13 = sitofp i32 %12 to double
  call fastcc void @check(ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %13, double noundef 5.000000e+00, double noundef 0.000000e+00) #25
  br label %22

14:                                               ; preds = %6
  %15 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %7
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %7
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = call double @sqrt(double noundef %16) #27
  %20 = fmul double %19, 1.500000e+00
  call fastcc void @check(ptr noundef nonnull @.str.1, double noundef %16, double noundef %18, double noundef %20, double noundef 1.000000e-09) #25
  %21 = add nuw nsw i64 %7, 1
  br label %6, !llvm.loop !18

22:                                               ; preds = %31, %9
  %23 = phi i64 [ %145, %31 ], [ 0, %9 ]
  %24 = icmp eq i64 %23, 3
  br i1 %24, label %25, label %31

25:                                               ; preds = %22
  %26 = load i32, ptr @n_fail, align 4, !tbaa !11
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %26) #25
  %28 = load i32, ptr @n_fail, align 4, !tbaa !11
  %29 = icmp ne i32 %28, 0
  %30 = zext i1 %29 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #28
  ret i32 %30

31:                                               ; preds = %22
  %32 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %23
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fcmp ogt double %34, 1.000000e+00
  %36 = select i1 %35, double %34, double 1.000000e+00
  %37 = fmul double %36, 0x3EB0C6F7A0B5ED8D
  %38 = trunc nuw nsw i64 %23 to i32
  %39 = uitofp nneg i32 %38 to double
  store i32 0, ptr @n_grad, align 4, !tbaa !11
  store i32 0, ptr @n_aug, align 4, !tbaa !11
  %40 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef %33) #27
  %41 = call double @sqrt(double noundef %33) #27
  %42 = fmul double %41, 1.500000e+00
  call fastcc void @check(ptr noundef nonnull @.str.4, double noundef %33, double noundef %40, double noundef %42, double noundef 1.000000e-09) #25
  %43 = load i32, ptr @n_aug, align 4, !tbaa !11
  %44 = sitofp i32 %43 to double
  call fastcc void @check(ptr noundef nonnull @.str.5, double noundef %33, double noundef %44, double noundef 1.000000e+00, double noundef 0.000000e+00) #25
  %45 = load i32, ptr @n_grad, align 4, !tbaa !11
  %46 = sitofp i32 %45 to double
  call fastcc void @check(ptr noundef nonnull @.str.6, double noundef %33, double noundef %46, double noundef 1.000000e+00, double noundef 0.000000e+00) #25
  %47 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %48 = fadd double %33, %37
  %49 = fsub double %33, %37
  %50 = fmul double %37, 2.000000e+00
  %51 = fmul double %33, %33
  %52 = fmul double %33, %51
  %53 = fmul double %33, 8.000000e+00
  %54 = fmul double %33, %53
  %55 = fmul double %33, %54
  %56 = fmul double %33, 2.000000e+00
  %57 = call double @llvm.fmuladd.f64(double %33, double %33, double 1.000000e+00)
  %58 = fdiv double %56, %57
  %59 = insertelement <2 x double> poison, double %39, i64 0
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer
  %61 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double -5.000000e-01, double 2.500000e-01>, <2 x double> <double 1.500000e+00, double 5.000000e-01>)
  %62 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %61)
  %63 = fcmp ogt <2 x double> %62, <double 1.000000e+00, double 1.000000e+00>
  %64 = extractelement <2 x i1> %63, i64 1
  %65 = extractelement <2 x double> %62, i64 1
  %66 = fmul double %65, 0x3EB0C6F7A0B5ED8D
  %67 = select i1 %64, double %66, double 0x3EB0C6F7A0B5ED8D
  %68 = extractelement <2 x double> %61, i64 1
  %69 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef %33, i32 noundef %47, double noundef %68) #27
  %70 = call double @uses_hyp(double noundef %48, double noundef %68) #25
  %71 = call double @uses_hyp(double noundef %49, double noundef %68) #25
  %72 = fsub double %70, %71
  %73 = fdiv double %72, %50
  call fastcc void @check(ptr noundef nonnull @.str.7, double noundef %33, double noundef %69, double noundef %73, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %74 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %75 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %74, double noundef %33, double noundef %68) #27
  %76 = fadd double %68, %67
  %77 = call double @uses_hyp(double noundef %33, double noundef %76) #25
  %78 = fsub double %68, %67
  %79 = call double @uses_hyp(double noundef %33, double noundef %78) #25
  %80 = fsub double %77, %79
  %81 = fmul double %67, 2.000000e+00
  %82 = fdiv double %80, %81
  call fastcc void @check(ptr noundef nonnull @.str.8, double noundef %68, double noundef %75, double noundef %82, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %83 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef %33) #27
  %84 = call double @cos(double noundef %52) #27
  %85 = fmul double %84, 3.000000e+00
  %86 = fmul double %33, %85
  %87 = fmul double %33, %86
  call fastcc void @check(ptr noundef nonnull @.str.9, double noundef %33, double noundef %83, double noundef %87, double noundef 1.000000e-09) #25
  %88 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %89 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef %33, double noundef 1.000000e+00, i32 noundef %88, double noundef %68) #27
  %90 = call double @uses_softplus(double noundef %48, double noundef %68) #25
  %91 = call double @uses_softplus(double noundef %49, double noundef %68) #25
  %92 = fsub double %90, %91
  %93 = fdiv double %92, %50
  call fastcc void @check(ptr noundef nonnull @.str.10, double noundef %33, double noundef %89, double noundef %93, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %94 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %95 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %94, double noundef %33, double noundef %68, double noundef 1.000000e+00) #27
  %96 = call double @uses_softplus(double noundef %33, double noundef %76) #25
  %97 = call double @uses_softplus(double noundef %33, double noundef %78) #25
  %98 = fsub double %96, %97
  %99 = fdiv double %98, %81
  call fastcc void @check(ptr noundef nonnull @.str.11, double noundef %68, double noundef %95, double noundef %99, double noundef 0x3EB0C6F7A0B5ED8D) #25
  store i32 0, ptr @n_fwd, align 4, !tbaa !11
  %100 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef %33, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.12, double noundef %33, double noundef %100, double noundef %55, double noundef 1.000000e-09) #25
  %101 = load i32, ptr @n_fwd, align 4, !tbaa !11
  %102 = sitofp i32 %101 to double
  call fastcc void @check(ptr noundef nonnull @.str.13, double noundef %33, double noundef %102, double noundef 1.000000e+00, double noundef 0.000000e+00) #25
  %103 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef %33) #27
  call fastcc void @check(ptr noundef nonnull @.str.14, double noundef %33, double noundef %103, double noundef %58, double noundef 0x3D719799812DEA11) #25
  %104 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef %33, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.15, double noundef %33, double noundef %104, double noundef %58, double noundef 0x3D719799812DEA11) #25
  %105 = extractelement <2 x i1> %63, i64 0
  %106 = extractelement <2 x double> %62, i64 0
  %107 = fmul double %106, 0x3EB0C6F7A0B5ED8D
  %108 = select i1 %105, double %107, double 0x3EB0C6F7A0B5ED8D
  %109 = fmul double %33, 1.000000e-01
  %110 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %111 = extractelement <2 x double> %61, i64 0
  %112 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef %109, i32 noundef %110, double noundef %68, i32 noundef %110, double noundef %111) #27
  %113 = fadd double %109, %37
  %114 = call double @uses_expsum(double noundef %113, double noundef %68, double noundef %111) #25
  %115 = fsub double %109, %37
  %116 = call double @uses_expsum(double noundef %115, double noundef %68, double noundef %111) #25
  %117 = fsub double %114, %116
  %118 = fdiv double %117, %50
  call fastcc void @check(ptr noundef nonnull @.str.16, double noundef %109, double noundef %112, double noundef %118, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %119 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %120 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %119, double noundef %109, double noundef %68, i32 noundef %119, double noundef %111) #27
  %121 = call double @uses_expsum(double noundef %109, double noundef %76, double noundef %111) #25
  %122 = call double @uses_expsum(double noundef %109, double noundef %78, double noundef %111) #25
  %123 = fsub double %121, %122
  %124 = fdiv double %123, %81
  call fastcc void @check(ptr noundef nonnull @.str.17, double noundef %68, double noundef %120, double noundef %124, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %125 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %126 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %125, double noundef %109, i32 noundef %125, double noundef %68, double noundef %111) #27
  %127 = fadd double %111, %108
  %128 = call double @uses_expsum(double noundef %109, double noundef %68, double noundef %127) #25
  %129 = fsub double %111, %108
  %130 = call double @uses_expsum(double noundef %109, double noundef %68, double noundef %129) #25
  %131 = fsub double %128, %130
  %132 = fmul double %108, 2.000000e+00
  %133 = fdiv double %131, %132
  call fastcc void @check(ptr noundef nonnull @.str.18, double noundef %111, double noundef %126, double noundef %133, double noundef 0x3EB0C6F7A0B5ED8D) #25
  %134 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef %33) #27
  call fastcc void @check(ptr noundef nonnull @.str.19, double noundef %33, double noundef %134, double noundef %56, double noundef 0x3D719799812DEA11) #25
  %135 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef %33, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.20, double noundef %33, double noundef %135, double noundef %56, double noundef 0x3D719799812DEA11) #25
  %136 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef %33) #27
  %137 = fmul double %33, 3.000000e+00
  %138 = fmul double %33, %137
  call fastcc void @check(ptr noundef nonnull @.str.21, double noundef %33, double noundef %136, double noundef %138, double noundef 0x3D719799812DEA11) #25
  %139 = load double, ptr @last_seen, align 8, !tbaa !5
  call fastcc void @check(ptr noundef nonnull @.str.22, double noundef %33, double noundef %139, double noundef %33, double noundef 0.000000e+00) #25
  %140 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef %33, double noundef 1.000000e+00) #27
  call fastcc void @check(ptr noundef nonnull @.str.23, double noundef %33, double noundef %140, double noundef %138, double noundef 0x3D719799812DEA11) #25
  %141 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %142 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @reads_last, double noundef %33, i32 noundef %141, double noundef %68) #27
  call fastcc void @check(ptr noundef nonnull @.str.24, double noundef %33, double noundef %142, double noundef 1.000000e+00, double noundef 0x3D719799812DEA11) #25
  %143 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %144 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @reads_last, double noundef %33, double noundef 1.000000e+00, i32 noundef %143, double noundef %68) #27
  call fastcc void @check(ptr noundef nonnull @.str.25, double noundef %33, double noundef %144, double noundef 1.000000e+00, double noundef 0x3D719799812DEA11) #25
  %145 = add nuw nsw i64 %23, 1
  br label %22, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #21

; Function Attrs: minsize optsize
declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #22

; Function Attrs: minsize nofree nounwind optsize uwtable
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

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

; Function Attrs: minsize optsize
declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #22

; Function Attrs: minsize nofree nounwind optsize
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #23

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #24

attributes #0 = { minsize nofree noinline norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { minsize nofree nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { minsize mustprogress nofree nounwind optsize willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { minsize mustprogress nounwind optsize willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { minsize mustprogress nounwind optsize willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { minsize nofree norecurse nosync nounwind optsize memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { minsize nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { minsize mustprogress nofree nounwind optsize willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { minsize mustprogress nofree nounwind optsize willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { minsize mustprogress nofree noinline nounwind optsize willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { minsize mustprogress nofree noinline norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { minsize mustprogress nofree norecurse nosync nounwind optsize willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { minsize nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #22 = { minsize optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { minsize nofree nounwind optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { minsize optsize }
attributes #26 = { minsize nounwind optsize allocsize(0) }
attributes #27 = { minsize nounwind optsize }
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
