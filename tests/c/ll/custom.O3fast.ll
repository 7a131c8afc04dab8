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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @newton_sqrt(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  %5 = fdiv fast double %3, %4
  %6 = fadd fast double %5, %4
  %7 = fmul fast double %6, 5.000000e-01
  %8 = fdiv fast double %3, %7
  %9 = fadd fast double %8, %7
  %10 = fmul fast double %9, 5.000000e-01
  %11 = fdiv fast double %3, %10
  %12 = fadd fast double %11, %10
  %13 = fmul fast double %12, 5.000000e-01
  %14 = fdiv fast double %3, %13
  %15 = fadd fast double %14, %13
  %16 = fmul fast double %15, 5.000000e-01
  %17 = fdiv fast double %3, %16
  %18 = fadd fast double %17, %16
  %19 = fmul fast double %18, 5.000000e-01
  %20 = fdiv fast double %3, %19
  %21 = fadd fast double %20, %19
  %22 = fmul fast double %21, 5.000000e-01
  %23 = fdiv fast double %3, %22
  %24 = fadd fast double %23, %22
  %25 = fmul fast double %24, 5.000000e-01
  %26 = fdiv fast double %3, %25
  %27 = fadd fast double %26, %25
  %28 = fmul fast double %27, 5.000000e-01
  %29 = fdiv fast double %3, %28
  %30 = fadd fast double %29, %28
  %31 = fmul fast double %30, 5.000000e-01
  %32 = fdiv fast double %3, %31
  %33 = fadd fast double %32, %31
  %34 = fmul fast double %33, 5.000000e-01
  %35 = fdiv fast double %3, %34
  %36 = fadd fast double %35, %34
  %37 = fmul fast double %36, 5.000000e-01
  %38 = fdiv fast double %3, %37
  %39 = fadd fast double %38, %37
  %40 = fmul fast double %39, 5.000000e-01
  %41 = fdiv fast double %3, %40
  %42 = fadd fast double %41, %40
  %43 = fmul fast double %42, 5.000000e-01
  %44 = fdiv fast double %3, %43
  %45 = fadd fast double %44, %43
  %46 = fmul fast double %45, 5.000000e-01
  %47 = fdiv fast double %3, %46
  %48 = fadd fast double %47, %46
  %49 = fmul fast double %48, 5.000000e-01
  %50 = fdiv fast double %3, %49
  %51 = fadd fast double %50, %49
  %52 = fmul fast double %51, 5.000000e-01
  %53 = fdiv fast double %3, %52
  %54 = fadd fast double %53, %52
  %55 = fmul fast double %54, 5.000000e-01
  %56 = fdiv fast double %3, %55
  %57 = fadd fast double %56, %55
  %58 = fmul fast double %57, 5.000000e-01
  %59 = fdiv fast double %3, %58
  %60 = fadd fast double %59, %58
  %61 = fmul fast double %60, 5.000000e-01
  %62 = fdiv fast double %3, %61
  %63 = fadd fast double %62, %61
  %64 = fmul fast double %63, 5.000000e-01
  %65 = fdiv fast double %3, %64
  %66 = fadd fast double %65, %64
  %67 = fmul fast double %66, 5.000000e-01
  %68 = fdiv fast double %3, %67
  %69 = fadd fast double %68, %67
  %70 = fmul fast double %69, 5.000000e-01
  %71 = fdiv fast double %3, %70
  %72 = fadd fast double %71, %70
  %73 = fmul fast double %72, 5.000000e-01
  %74 = fdiv fast double %3, %73
  %75 = fadd fast double %74, %73
  %76 = fmul fast double %75, 5.000000e-01
  %77 = fdiv fast double %3, %76
  %78 = fadd fast double %77, %76
  %79 = fmul fast double %78, 5.000000e-01
  %80 = fdiv fast double %3, %79
  %81 = fadd fast double %80, %79
  %82 = fmul fast double %81, 5.000000e-01
  %83 = fdiv fast double %3, %82
  %84 = fadd fast double %83, %82
  %85 = fmul fast double %84, 5.000000e-01
  %86 = fdiv fast double %3, %85
  %87 = fadd fast double %86, %85
  %88 = fmul fast double %87, 5.000000e-01
  %89 = fdiv fast double %3, %88
  %90 = fadd fast double %89, %88
  %91 = fmul fast double %90, 5.000000e-01
  %92 = fdiv fast double %3, %91
  %93 = fadd fast double %92, %91
  %94 = fmul fast double %93, 5.000000e-01
  %95 = fdiv fast double %3, %94
  %96 = fadd fast double %95, %94
  %97 = fmul fast double %96, 5.000000e-01
  %98 = fdiv fast double %3, %97
  %99 = fadd fast double %98, %97
  %100 = fmul fast double %99, 5.000000e-01
  %101 = fdiv fast double %3, %100
  %102 = fadd fast double %101, %100
  %103 = fmul fast double %102, 5.000000e-01
  %104 = fdiv fast double %3, %103
  %105 = fadd fast double %104, %103
  %106 = fmul fast double %105, 5.000000e-01
  %107 = fdiv fast double %3, %106
  %108 = fadd fast double %107, %106
  %109 = fmul fast double %108, 5.000000e-01
  %110 = fdiv fast double %3, %109
  %111 = fadd fast double %110, %109
  %112 = fmul fast double %111, 5.000000e-01
  %113 = fdiv fast double %3, %112
  %114 = fadd fast double %113, %112
  %115 = fmul fast double %114, 5.000000e-01
  %116 = fdiv fast double %3, %115
  %117 = fadd fast double %116, %115
  %118 = fmul fast double %117, 5.000000e-01
  %119 = fdiv fast double %3, %118
  %120 = fadd fast double %119, %118
  %121 = fmul fast double %120, 5.000000e-01
  %122 = fdiv fast double %3, %121
  %123 = fadd fast double %122, %121
  %124 = fmul fast double %123, 5.000000e-01
  %125 = fdiv fast double %3, %124
  %126 = fadd fast double %125, %124
  %127 = fmul fast double %126, 5.000000e-01
  %128 = fdiv fast double %3, %127
  %129 = fadd fast double %128, %127
  %130 = fmul fast double %129, 5.000000e-01
  %131 = fdiv fast double %3, %130
  %132 = fadd fast double %131, %130
  %133 = fmul fast double %132, 5.000000e-01
  %134 = fdiv fast double %3, %133
  %135 = fadd fast double %134, %133
  %136 = fmul fast double %135, 5.000000e-01
  %137 = fdiv fast double %3, %136
  %138 = fadd fast double %137, %136
  %139 = fmul fast double %138, 5.000000e-01
  %140 = fdiv fast double %3, %139
  %141 = fadd fast double %140, %139
  %142 = fmul fast double %141, 5.000000e-01
  %143 = fdiv fast double %3, %142
  %144 = fadd fast double %143, %142
  %145 = fmul fast double %144, 5.000000e-01
  %146 = fdiv fast double %3, %145
  %147 = fadd fast double %146, %145
  %148 = fmul fast double %147, 5.000000e-01
  %149 = fdiv fast double %3, %148
  %150 = fadd fast double %149, %148
  %151 = fmul fast double %150, 5.000000e-01
  %152 = fdiv fast double %3, %151
  %153 = fadd fast double %152, %151
  %154 = fmul fast double %153, 5.000000e-01
  %155 = fdiv fast double %3, %154
  %156 = fadd fast double %155, %154
  %157 = fmul fast double %156, 5.000000e-01
  %158 = fdiv fast double %3, %157
  %159 = fadd fast double %158, %157
  %160 = fmul fast double %159, 5.000000e-01
  %161 = fdiv fast double %3, %160
  %162 = fadd fast double %161, %160
  %163 = fmul fast double %162, 5.000000e-01
  %164 = fdiv fast double %3, %163
  %165 = fadd fast double %164, %163
  %166 = fmul fast double %165, 5.000000e-01
  %167 = fdiv fast double %3, %166
  %168 = fadd fast double %167, %166
  %169 = fmul fast double %168, 5.000000e-01
  %170 = fdiv fast double %3, %169
  %171 = fadd fast double %170, %169
  %172 = fmul fast double %171, 5.000000e-01
  %173 = fdiv fast double %3, %172
  %174 = fadd fast double %173, %172
  %175 = fmul fast double %174, 5.000000e-01
  %176 = fdiv fast double %3, %175
  %177 = fadd fast double %176, %175
  %178 = fmul fast double %177, 5.000000e-01
  %179 = fdiv fast double %3, %178
  %180 = fadd fast double %179, %178
  %181 = fmul fast double %180, 5.000000e-01
  %182 = fdiv fast double %3, %181
  %183 = fadd fast double %182, %181
  %184 = fmul fast double %183, 5.000000e-01
  store double %184, ptr %1, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local noalias noundef ptr @newton_sqrt_aug(ptr nocapture noundef readonly %0, ptr nocapture readnone %1, ptr nocapture noundef %2, ptr nocapture readnone %3) #2 {
  %5 = load i32, ptr @n_aug, align 4, !tbaa !9
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @n_aug, align 4, !tbaa !9
  tail call void @newton_sqrt(ptr noundef %0, ptr noundef %2)
  %7 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #23
  %8 = load double, ptr %2, align 8, !tbaa !5
  store double %8, ptr %7, align 8, !tbaa !5
  ret ptr %7
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @newton_sqrt_rev(ptr nocapture readnone %0, ptr nocapture noundef %1, ptr nocapture readnone %2, ptr nocapture noundef %3, ptr nocapture noundef %4) #4 {
  %6 = load i32, ptr @n_grad, align 4, !tbaa !9
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @n_grad, align 4, !tbaa !9
  %8 = load double, ptr %4, align 8, !tbaa !5
  %9 = load double, ptr %3, align 8, !tbaa !5
  %10 = fmul fast double %8, 2.000000e+00
  %11 = fdiv fast double %9, %10
  %12 = load double, ptr %1, align 8, !tbaa !5
  %13 = fadd fast double %12, %11
  store double %13, ptr %1, align 8, !tbaa !5
  store double 0.000000e+00, ptr %3, align 8, !tbaa !5
  tail call void @free(ptr noundef %4) #24
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_sqrt(double noundef nofpclass(nan inf) %0) #6 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @newton_sqrt(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul fast double %4, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  ret double %5
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local nofpclass(nan inf) double @sum_sqrt(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  %3 = alloca double, align 8
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %16, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %17, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %16, %9 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3)
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = fmul fast double %14, %13
  %16 = fadd fast double %15, %11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  %17 = add nuw nsw i64 %10, 1
  %18 = icmp eq i64 %17, %6
  br i1 %18, label %7, label %9, !llvm.loop !11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #8 {
  %4 = sitofp i32 %2 to double
  %5 = fmul fast double %0, %0
  %6 = fmul fast double %1, %1
  %7 = fadd fast double %6, %5
  %8 = tail call fast double @llvm.sqrt.f64(double %7)
  %9 = fmul fast double %8, %4
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @hyp_aug(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2, i32 %3) #6 {
  %5 = tail call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2)
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @hyp_rev(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2, i32 %3, double noundef nofpclass(nan inf) %4) #6 {
  %6 = fmul fast double %0, %0
  %7 = fmul fast double %1, %1
  %8 = fadd fast double %7, %6
  %9 = tail call fast double @llvm.sqrt.f64(double %8)
  %10 = sitofp i32 %2 to double
  %11 = fmul fast double %10, %4
  %12 = insertelement <2 x double> poison, double %11, i64 0
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer
  %14 = insertelement <2 x double> poison, double %0, i64 0
  %15 = insertelement <2 x double> %14, double %1, i64 1
  %16 = fmul fast <2 x double> %13, %15
  %17 = insertelement <2 x double> poison, double %9, i64 0
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  %19 = fdiv fast <2 x double> %16, %18
  %20 = extractelement <2 x double> %19, i64 0
  %21 = insertvalue { double, double } poison, double %20, 0
  %22 = extractelement <2 x double> %19, i64 1
  %23 = insertvalue { double, double } %21, double %22, 1
  ret { double, double } %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_hyp(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #6 {
  %3 = tail call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef 3)
  %4 = fmul fast double %3, %0
  %5 = fadd fast double %4, %1
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @cube(double noundef nofpclass(nan inf) %0) #8 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { ptr, double } @cube_aug(double noundef nofpclass(nan inf) %0) #6 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  %4 = insertvalue { ptr, double } { ptr null, double poison }, double %3, 1
  ret { ptr, double } %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @cube_rev(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, ptr nocapture readnone %2) #6 {
  %4 = fmul fast double %0, %0
  %5 = fmul fast double %4, 3.000000e+00
  %6 = fmul fast double %5, %1
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_cube(double noundef nofpclass(nan inf) %0) #6 {
  %2 = tail call fast nofpclass(nan inf) double @cube(double noundef nofpclass(nan inf) %0)
  %3 = tail call fast double @llvm.sin.f64(double %2)
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #10 {
  %3 = fmul fast double %1, %0
  %4 = tail call fast double @llvm.exp.f64(double %3)
  %5 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %4) #25
  %6 = fdiv fast double %5, %1
  ret double %6
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf)) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @softplus_fwd(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3) #12 {
  %5 = fmul fast double %2, %0
  %6 = tail call fast double @llvm.exp.f64(double %5)
  %7 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %6) #25
  %8 = fdiv fast double %7, %2
  %9 = fadd fast double %6, 1.000000e+00
  %10 = fmul fast double %3, %0
  %11 = fdiv fast double %10, %2
  %12 = fadd fast double %11, %1
  %13 = insertelement <2 x double> poison, double %12, i64 0
  %14 = insertelement <2 x double> %13, double %8, i64 1
  %15 = insertelement <2 x double> poison, double %6, i64 0
  %16 = insertelement <2 x double> %15, double %3, i64 1
  %17 = fmul fast <2 x double> %14, %16
  %18 = insertelement <2 x double> poison, double %9, i64 0
  %19 = insertelement <2 x double> %18, double %2, i64 1
  %20 = fdiv fast <2 x double> %17, %19
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %22 = fsub fast <2 x double> %20, %21
  %23 = extractelement <2 x double> %22, i64 0
  %24 = insertvalue { double, double } poison, double %8, 0
  %25 = insertvalue { double, double } %24, double %23, 1
  ret { double, double } %25
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_softplus(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #12 {
  %3 = fmul fast double %0, %0
  %4 = tail call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %1)
  %5 = fadd fast double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @scale2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = fmul fast double %3, 2.000000e+00
  store double %4, ptr %1, align 8, !tbaa !5
  %5 = load double, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = fmul fast double %7, %5
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  store double %8, ptr %9, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @scale2_fwd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) #13 {
  %5 = load i32, ptr @n_fwd, align 4, !tbaa !9
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @n_fwd, align 4, !tbaa !9
  tail call void @scale2(ptr noundef %0, ptr noundef %2)
  %7 = load double, ptr %1, align 8, !tbaa !5
  %8 = fmul fast double %7, 2.000000e+00
  store double %8, ptr %3, align 8, !tbaa !5
  %9 = load double, ptr %1, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = fmul fast double %11, %9
  %13 = load double, ptr %0, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = fmul fast double %15, %13
  %17 = fadd fast double %16, %12
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  store double %17, ptr %18, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_scale2(double noundef nofpclass(nan inf) %0) #6 {
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #24
  store double %0, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = fmul fast double %0, %0
  store double %5, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24
  call void @scale2(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %6 = load double, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fmul fast double %8, %6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #24
  ret double %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @my_log1p(double noundef nofpclass(nan inf) %0) #8 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %0, 0x3FD5555555555555
  %4 = fadd fast double %3, -5.000000e-01
  %5 = fmul fast double %2, %4
  %6 = fadd fast double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_log1p(double noundef nofpclass(nan inf) %0) #6 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast nofpclass(nan inf) double @my_log1p(double noundef nofpclass(nan inf) %2)
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @jitter(double noundef nofpclass(nan inf) %0) #8 {
  %2 = fmul fast double %0, 1.000000e+03
  %3 = tail call fast double @llvm.sin.f64(double %2)
  %4 = fmul fast double %3, 1.000000e-03
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_jitter(double noundef nofpclass(nan inf) %0) #6 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast nofpclass(nan inf) double @jitter(double noundef nofpclass(nan inf) %0)
  %4 = fadd fast double %3, %2
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @remember(double noundef nofpclass(nan inf) %0) local_unnamed_addr #14 {
  store double %0, ptr @last_seen, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @uses_last(double noundef nofpclass(nan inf) %0) #15 {
  tail call void @remember(double noundef nofpclass(nan inf) %0)
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @recall() local_unnamed_addr #16 {
  %1 = load double, ptr @last_seen, align 8, !tbaa !5
  ret double %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @reads_last(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #13 {
  %3 = fmul fast double %0, %0
  tail call void @remember(double noundef nofpclass(nan inf) %3)
  %4 = tail call fast nofpclass(nan inf) double @recall()
  %5 = fmul fast double %4, %1
  %6 = fadd fast double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #8 {
  %4 = fmul fast double %1, 2.000000e+00
  %5 = fadd fast double %4, %0
  %6 = tail call fast double @llvm.exp.f64(double %5)
  %7 = fmul fast double %6, %2
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.aug3) align 8 %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3) #17 {
  %5 = fmul fast double %2, 2.000000e+00
  %6 = fadd fast double %5, %1
  %7 = tail call fast double @llvm.exp.f64(double %6)
  store double %7, ptr %0, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = fmul fast double %7, %3
  store double %9, ptr %8, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  store double 0.000000e+00, ptr %10, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @expsum_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.grad3) align 8 %0, double nofpclass(nan inf) %1, double nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %5) #17 {
  %7 = fmul fast double %5, %4
  %8 = fmul fast double %7, %3
  store double %8, ptr %0, align 8, !tbaa !13
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = fmul fast double %7, 2.000000e+00
  %11 = fmul fast double %10, %3
  store double %11, ptr %9, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  store double %7, ptr %12, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_expsum(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #6 {
  %4 = fmul fast double %1, %1
  %5 = tail call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %2)
  %6 = fmul fast double %2, %0
  %7 = fadd fast double %5, %6
  ret double %7
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #18 {
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
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %51) #24
  %53 = getelementptr inbounds i8, ptr %51, i64 8
  %54 = getelementptr inbounds i8, ptr %51, i64 16
  %55 = getelementptr inbounds i8, ptr %51, i64 24
  store <4 x double> <double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.500000e+00>, ptr %51, align 16
  %56 = getelementptr inbounds i8, ptr %51, i64 32
  store double 9.000000e+00, ptr %56, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %52) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %52, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %57 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_sqrt, ptr noundef nonnull %51, ptr noundef nonnull %52, i32 noundef 5) #24
  %58 = load double, ptr %51, align 16, !tbaa !5
  %59 = load double, ptr %52, align 16, !tbaa !5
  %60 = call fast double @llvm.sqrt.f64(double %58)
  %61 = fmul fast double %60, 1.500000e+00
  %62 = call fast double @llvm.fabs.f64(double %61)
  %63 = call fast double @llvm.maxnum.f64(double %62, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %59, ptr %46, align 8, !tbaa !5
  %64 = load volatile double, ptr %46, align 8, !tbaa !5
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ueq double %65, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %66, label %113, label %102

67:                                               ; preds = %226
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49)
  store volatile double 5.000000e+00, ptr %49, align 8, !tbaa !5
  %68 = load volatile double, ptr %49, align 8, !tbaa !5
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = fcmp ueq double %69, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49)
  br i1 %70, label %76, label %71

71:                                               ; preds = %67
  %72 = fadd fast double %228, -5.000000e+00
  %73 = fcmp fast oeq double %72, 0.000000e+00
  %74 = select i1 %73, ptr @.str.28, ptr @.str.29
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %228, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull %74)
  br i1 %73, label %81, label %78

76:                                               ; preds = %67, %226
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %228, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull @.str.29)
  br label %78

78:                                               ; preds = %76, %71
  %79 = load i32, ptr @n_fail, align 4, !tbaa !9
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr @n_fail, align 4, !tbaa !9
  br label %81

81:                                               ; preds = %71, %78
  %82 = load i32, ptr @n_grad, align 4, !tbaa !9
  %83 = sitofp i32 %82 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %83, ptr %48, align 8, !tbaa !5
  %84 = load volatile double, ptr %48, align 8, !tbaa !5
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ueq double %85, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %86, label %96, label %87

87:                                               ; preds = %81
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 5.000000e+00, ptr %47, align 8, !tbaa !5
  %88 = load volatile double, ptr %47, align 8, !tbaa !5
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = fcmp ueq double %89, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %90, label %96, label %91

91:                                               ; preds = %87
  %92 = fadd fast double %83, -5.000000e+00
  %93 = fcmp fast oeq double %92, 0.000000e+00
  %94 = select i1 %93, ptr @.str.28, ptr @.str.29
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %83, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull %94)
  br i1 %93, label %101, label %98

96:                                               ; preds = %87, %81
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %83, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull @.str.29)
  br label %98

98:                                               ; preds = %96, %91
  %99 = load i32, ptr @n_fail, align 4, !tbaa !9
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @n_fail, align 4, !tbaa !9
  br label %101

101:                                              ; preds = %91, %98
  br label %238

102:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %61, ptr %45, align 8, !tbaa !5
  %103 = load volatile double, ptr %45, align 8, !tbaa !5
  %104 = call double @llvm.fabs.f64(double %103)
  %105 = fcmp ueq double %104, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %105, label %113, label %106

106:                                              ; preds = %102
  %107 = fsub fast double %59, %61
  %108 = call fast double @llvm.fabs.f64(double %107)
  %109 = fmul fast double %63, 1.000000e-09
  %110 = fcmp fast ole double %108, %109
  %111 = select i1 %110, ptr @.str.28, ptr @.str.29
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %59, double noundef nofpclass(nan inf) %61, ptr noundef nonnull %111)
  br i1 %110, label %118, label %115

113:                                              ; preds = %102, %0
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %59, double noundef nofpclass(nan inf) %61, ptr noundef nonnull @.str.29)
  br label %115

115:                                              ; preds = %113, %106
  %116 = load i32, ptr @n_fail, align 4, !tbaa !9
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr @n_fail, align 4, !tbaa !9
  br label %118

118:                                              ; preds = %106, %115
  %119 = load double, ptr %53, align 8, !tbaa !5
  %120 = getelementptr inbounds i8, ptr %52, i64 8
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = call fast double @llvm.sqrt.f64(double %119)
  %123 = fmul fast double %122, 1.500000e+00
  %124 = call fast double @llvm.fabs.f64(double %123)
  %125 = call fast double @llvm.maxnum.f64(double %124, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %121, ptr %46, align 8, !tbaa !5
  %126 = load volatile double, ptr %46, align 8, !tbaa !5
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %128, label %140, label %129

129:                                              ; preds = %118
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %123, ptr %45, align 8, !tbaa !5
  %130 = load volatile double, ptr %45, align 8, !tbaa !5
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %132, label %140, label %133

133:                                              ; preds = %129
  %134 = fsub fast double %121, %123
  %135 = call fast double @llvm.fabs.f64(double %134)
  %136 = fmul fast double %125, 1.000000e-09
  %137 = fcmp fast ole double %135, %136
  %138 = select i1 %137, ptr @.str.28, ptr @.str.29
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %119, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %123, ptr noundef nonnull %138)
  br i1 %137, label %145, label %142

140:                                              ; preds = %129, %118
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %119, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %123, ptr noundef nonnull @.str.29)
  br label %142

142:                                              ; preds = %140, %133
  %143 = load i32, ptr @n_fail, align 4, !tbaa !9
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr @n_fail, align 4, !tbaa !9
  br label %145

145:                                              ; preds = %142, %133
  %146 = load double, ptr %54, align 16, !tbaa !5
  %147 = getelementptr inbounds i8, ptr %52, i64 16
  %148 = load double, ptr %147, align 16, !tbaa !5
  %149 = call fast double @llvm.sqrt.f64(double %146)
  %150 = fmul fast double %149, 1.500000e+00
  %151 = call fast double @llvm.fabs.f64(double %150)
  %152 = call fast double @llvm.maxnum.f64(double %151, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %148, ptr %46, align 8, !tbaa !5
  %153 = load volatile double, ptr %46, align 8, !tbaa !5
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %155, label %167, label %156

156:                                              ; preds = %145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %150, ptr %45, align 8, !tbaa !5
  %157 = load volatile double, ptr %45, align 8, !tbaa !5
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %159, label %167, label %160

160:                                              ; preds = %156
  %161 = fsub fast double %148, %150
  %162 = call fast double @llvm.fabs.f64(double %161)
  %163 = fmul fast double %152, 1.000000e-09
  %164 = fcmp fast ole double %162, %163
  %165 = select i1 %164, ptr @.str.28, ptr @.str.29
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %148, double noundef nofpclass(nan inf) %150, ptr noundef nonnull %165)
  br i1 %164, label %172, label %169

167:                                              ; preds = %156, %145
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %148, double noundef nofpclass(nan inf) %150, ptr noundef nonnull @.str.29)
  br label %169

169:                                              ; preds = %167, %160
  %170 = load i32, ptr @n_fail, align 4, !tbaa !9
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr @n_fail, align 4, !tbaa !9
  br label %172

172:                                              ; preds = %169, %160
  %173 = load double, ptr %55, align 8, !tbaa !5
  %174 = getelementptr inbounds i8, ptr %52, i64 24
  %175 = load double, ptr %174, align 8, !tbaa !5
  %176 = call fast double @llvm.sqrt.f64(double %173)
  %177 = fmul fast double %176, 1.500000e+00
  %178 = call fast double @llvm.fabs.f64(double %177)
  %179 = call fast double @llvm.maxnum.f64(double %178, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %175, ptr %46, align 8, !tbaa !5
  %180 = load volatile double, ptr %46, align 8, !tbaa !5
  %181 = call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %182, label %194, label %183

183:                                              ; preds = %172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %177, ptr %45, align 8, !tbaa !5
  %184 = load volatile double, ptr %45, align 8, !tbaa !5
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %186, label %194, label %187

187:                                              ; preds = %183
  %188 = fsub fast double %175, %177
  %189 = call fast double @llvm.fabs.f64(double %188)
  %190 = fmul fast double %179, 1.000000e-09
  %191 = fcmp fast ole double %189, %190
  %192 = select i1 %191, ptr @.str.28, ptr @.str.29
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %173, double noundef nofpclass(nan inf) %175, double noundef nofpclass(nan inf) %177, ptr noundef nonnull %192)
  br i1 %191, label %199, label %196

194:                                              ; preds = %183, %172
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %173, double noundef nofpclass(nan inf) %175, double noundef nofpclass(nan inf) %177, ptr noundef nonnull @.str.29)
  br label %196

196:                                              ; preds = %194, %187
  %197 = load i32, ptr @n_fail, align 4, !tbaa !9
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !9
  br label %199

199:                                              ; preds = %196, %187
  %200 = load double, ptr %56, align 16, !tbaa !5
  %201 = getelementptr inbounds i8, ptr %52, i64 32
  %202 = load double, ptr %201, align 16, !tbaa !5
  %203 = call fast double @llvm.sqrt.f64(double %200)
  %204 = fmul fast double %203, 1.500000e+00
  %205 = call fast double @llvm.fabs.f64(double %204)
  %206 = call fast double @llvm.maxnum.f64(double %205, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %202, ptr %46, align 8, !tbaa !5
  %207 = load volatile double, ptr %46, align 8, !tbaa !5
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = fcmp ueq double %208, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %209, label %221, label %210

210:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %204, ptr %45, align 8, !tbaa !5
  %211 = load volatile double, ptr %45, align 8, !tbaa !5
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = fcmp ueq double %212, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %213, label %221, label %214

214:                                              ; preds = %210
  %215 = fsub fast double %202, %204
  %216 = call fast double @llvm.fabs.f64(double %215)
  %217 = fmul fast double %206, 1.000000e-09
  %218 = fcmp fast ole double %216, %217
  %219 = select i1 %218, ptr @.str.28, ptr @.str.29
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %200, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %204, ptr noundef nonnull %219)
  br i1 %218, label %226, label %223

221:                                              ; preds = %210, %199
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %200, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %204, ptr noundef nonnull @.str.29)
  br label %223

223:                                              ; preds = %221, %214
  %224 = load i32, ptr @n_fail, align 4, !tbaa !9
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr @n_fail, align 4, !tbaa !9
  br label %226

226:                                              ; preds = %223, %214
  %227 = load i32, ptr @n_aug, align 4, !tbaa !9
  %228 = sitofp i32 %227 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  store volatile double %228, ptr %50, align 8, !tbaa !5
  %229 = load volatile double, ptr %50, align 8, !tbaa !5
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = fcmp ueq double %230, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  br i1 %231, label %76, label %67

232:                                              ; preds = %811
  %233 = load i32, ptr @n_fail, align 4, !tbaa !9
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %233)
  %235 = load i32, ptr @n_fail, align 4, !tbaa !9
  %236 = icmp ne i32 %235, 0
  %237 = zext i1 %236 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %52) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %51) #24
  ret i32 %237

238:                                              ; preds = %101, %811
  %239 = phi i64 [ %812, %811 ], [ 0, %101 ]
  %240 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = call fast double @llvm.fabs.f64(double %241)
  %243 = call fast double @llvm.maxnum.f64(double %242, double 1.000000e+00)
  %244 = fmul fast double %243, 0x3EB0C6F7A0B5ED8D
  %245 = trunc nuw nsw i64 %239 to i32
  %246 = uitofp nneg i32 %245 to double
  %247 = fmul fast double %246, 2.500000e-01
  %248 = fadd fast double %247, 5.000000e-01
  %249 = call fast double @llvm.fabs.f64(double %248)
  %250 = call fast double @llvm.maxnum.f64(double %249, double 1.000000e+00)
  %251 = fmul fast double %250, 0x3EB0C6F7A0B5ED8D
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %252 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef nofpclass(nan inf) %241) #24
  %253 = call fast double @llvm.sqrt.f64(double %241)
  %254 = fmul fast double %253, 1.500000e+00
  %255 = call fast double @llvm.fabs.f64(double %254)
  %256 = call fast double @llvm.maxnum.f64(double %255, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %252, ptr %44, align 8, !tbaa !5
  %257 = load volatile double, ptr %44, align 8, !tbaa !5
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fcmp ueq double %258, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %259, label %271, label %260

260:                                              ; preds = %238
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %254, ptr %43, align 8, !tbaa !5
  %261 = load volatile double, ptr %43, align 8, !tbaa !5
  %262 = call double @llvm.fabs.f64(double %261)
  %263 = fcmp ueq double %262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %263, label %271, label %264

264:                                              ; preds = %260
  %265 = fsub fast double %252, %254
  %266 = call fast double @llvm.fabs.f64(double %265)
  %267 = fmul fast double %256, 1.000000e-09
  %268 = fcmp fast ole double %266, %267
  %269 = select i1 %268, ptr @.str.28, ptr @.str.29
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %252, double noundef nofpclass(nan inf) %254, ptr noundef nonnull %269)
  br i1 %268, label %276, label %273

271:                                              ; preds = %260, %238
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %252, double noundef nofpclass(nan inf) %254, ptr noundef nonnull @.str.29)
  br label %273

273:                                              ; preds = %271, %264
  %274 = load i32, ptr @n_fail, align 4, !tbaa !9
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr @n_fail, align 4, !tbaa !9
  br label %276

276:                                              ; preds = %264, %273
  %277 = load i32, ptr @n_aug, align 4, !tbaa !9
  %278 = sitofp i32 %277 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %278, ptr %42, align 8, !tbaa !5
  %279 = load volatile double, ptr %42, align 8, !tbaa !5
  %280 = call double @llvm.fabs.f64(double %279)
  %281 = fcmp ueq double %280, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %281, label %291, label %282

282:                                              ; preds = %276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double 1.000000e+00, ptr %41, align 8, !tbaa !5
  %283 = load volatile double, ptr %41, align 8, !tbaa !5
  %284 = call double @llvm.fabs.f64(double %283)
  %285 = fcmp ueq double %284, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %285, label %291, label %286

286:                                              ; preds = %282
  %287 = fadd fast double %278, -1.000000e+00
  %288 = fcmp fast oeq double %287, 0.000000e+00
  %289 = select i1 %288, ptr @.str.28, ptr @.str.29
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %278, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %289)
  br i1 %288, label %296, label %293

291:                                              ; preds = %282, %276
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %278, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %293

293:                                              ; preds = %291, %286
  %294 = load i32, ptr @n_fail, align 4, !tbaa !9
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr @n_fail, align 4, !tbaa !9
  br label %296

296:                                              ; preds = %286, %293
  %297 = load i32, ptr @n_grad, align 4, !tbaa !9
  %298 = sitofp i32 %297 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %298, ptr %40, align 8, !tbaa !5
  %299 = load volatile double, ptr %40, align 8, !tbaa !5
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %301, label %311, label %302

302:                                              ; preds = %296
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double 1.000000e+00, ptr %39, align 8, !tbaa !5
  %303 = load volatile double, ptr %39, align 8, !tbaa !5
  %304 = call double @llvm.fabs.f64(double %303)
  %305 = fcmp ueq double %304, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %305, label %311, label %306

306:                                              ; preds = %302
  %307 = fadd fast double %298, -1.000000e+00
  %308 = fcmp fast oeq double %307, 0.000000e+00
  %309 = select i1 %308, ptr @.str.28, ptr @.str.29
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %298, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %309)
  br i1 %308, label %316, label %313

311:                                              ; preds = %302, %296
  %312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %298, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %313

313:                                              ; preds = %311, %306
  %314 = load i32, ptr @n_fail, align 4, !tbaa !9
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr @n_fail, align 4, !tbaa !9
  br label %316

316:                                              ; preds = %306, %313
  %317 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %318 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef nofpclass(nan inf) %241, i32 noundef %317, double noundef nofpclass(nan inf) %248) #24
  %319 = fadd fast double %244, %241
  %320 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %319, double noundef nofpclass(nan inf) %248, i32 noundef 3)
  %321 = fmul fast double %320, %319
  %322 = fsub fast double %241, %244
  %323 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %322, double noundef nofpclass(nan inf) %248, i32 noundef 3)
  %324 = fmul fast double %323, %322
  %325 = fsub fast double %321, %324
  %326 = fmul fast double %243, 2.000000e-06
  %327 = fdiv fast double %325, %326
  %328 = call fast double @llvm.fabs.f64(double %327)
  %329 = call fast double @llvm.maxnum.f64(double %328, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %318, ptr %38, align 8, !tbaa !5
  %330 = load volatile double, ptr %38, align 8, !tbaa !5
  %331 = call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %332, label %344, label %333

333:                                              ; preds = %316
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %327, ptr %37, align 8, !tbaa !5
  %334 = load volatile double, ptr %37, align 8, !tbaa !5
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %336, label %344, label %337

337:                                              ; preds = %333
  %338 = fsub fast double %318, %327
  %339 = call fast double @llvm.fabs.f64(double %338)
  %340 = fmul fast double %329, 0x3EB0C6F7A0B5ED8D
  %341 = fcmp fast ole double %339, %340
  %342 = select i1 %341, ptr @.str.28, ptr @.str.29
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %318, double noundef nofpclass(nan inf) %327, ptr noundef nonnull %342)
  br i1 %341, label %349, label %346

344:                                              ; preds = %333, %316
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %318, double noundef nofpclass(nan inf) %327, ptr noundef nonnull @.str.29)
  br label %346

346:                                              ; preds = %344, %337
  %347 = load i32, ptr @n_fail, align 4, !tbaa !9
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @n_fail, align 4, !tbaa !9
  br label %349

349:                                              ; preds = %337, %346
  %350 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %351 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %350, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %248) #24
  %352 = fadd fast double %251, %248
  %353 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %352, i32 noundef 3)
  %354 = fsub fast double %248, %251
  %355 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %354, i32 noundef 3)
  %356 = fsub fast double %353, %355
  %357 = fmul fast double %356, %241
  %358 = fmul fast double %250, 2.000000e-06
  %359 = fadd fast double %358, %357
  %360 = fdiv fast double %359, %358
  %361 = call fast double @llvm.fabs.f64(double %360)
  %362 = call fast double @llvm.maxnum.f64(double %361, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %351, ptr %36, align 8, !tbaa !5
  %363 = load volatile double, ptr %36, align 8, !tbaa !5
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fcmp ueq double %364, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %365, label %377, label %366

366:                                              ; preds = %349
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %360, ptr %35, align 8, !tbaa !5
  %367 = load volatile double, ptr %35, align 8, !tbaa !5
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fcmp ueq double %368, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %369, label %377, label %370

370:                                              ; preds = %366
  %371 = fsub fast double %351, %360
  %372 = call fast double @llvm.fabs.f64(double %371)
  %373 = fmul fast double %362, 0x3EB0C6F7A0B5ED8D
  %374 = fcmp fast ole double %372, %373
  %375 = select i1 %374, ptr @.str.28, ptr @.str.29
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %351, double noundef nofpclass(nan inf) %360, ptr noundef nonnull %375)
  br i1 %374, label %382, label %379

377:                                              ; preds = %366, %349
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %351, double noundef nofpclass(nan inf) %360, ptr noundef nonnull @.str.29)
  br label %379

379:                                              ; preds = %377, %370
  %380 = load i32, ptr @n_fail, align 4, !tbaa !9
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr @n_fail, align 4, !tbaa !9
  br label %382

382:                                              ; preds = %370, %379
  %383 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef nofpclass(nan inf) %241) #24
  %384 = fmul fast double %241, %241
  %385 = fmul fast double %384, %241
  %386 = call fast double @llvm.cos.f64(double %385)
  %387 = fmul fast double %384, 3.000000e+00
  %388 = fmul fast double %387, %386
  %389 = call fast double @llvm.fabs.f64(double %388)
  %390 = call fast double @llvm.maxnum.f64(double %389, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %383, ptr %34, align 8, !tbaa !5
  %391 = load volatile double, ptr %34, align 8, !tbaa !5
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = fcmp ueq double %392, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %393, label %405, label %394

394:                                              ; preds = %382
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %388, ptr %33, align 8, !tbaa !5
  %395 = load volatile double, ptr %33, align 8, !tbaa !5
  %396 = call double @llvm.fabs.f64(double %395)
  %397 = fcmp ueq double %396, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %397, label %405, label %398

398:                                              ; preds = %394
  %399 = fsub fast double %383, %388
  %400 = call fast double @llvm.fabs.f64(double %399)
  %401 = fmul fast double %390, 1.000000e-09
  %402 = fcmp fast ole double %400, %401
  %403 = select i1 %402, ptr @.str.28, ptr @.str.29
  %404 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %383, double noundef nofpclass(nan inf) %388, ptr noundef nonnull %403)
  br i1 %402, label %410, label %407

405:                                              ; preds = %394, %382
  %406 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %383, double noundef nofpclass(nan inf) %388, ptr noundef nonnull @.str.29)
  br label %407

407:                                              ; preds = %405, %398
  %408 = load i32, ptr @n_fail, align 4, !tbaa !9
  %409 = add nsw i32 %408, 1
  store i32 %409, ptr @n_fail, align 4, !tbaa !9
  br label %410

410:                                              ; preds = %398, %407
  %411 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %412 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %411, double noundef nofpclass(nan inf) %248) #24
  %413 = fmul fast double %319, %319
  %414 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %248)
  %415 = fmul fast double %322, %322
  %416 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %415, double noundef nofpclass(nan inf) %248)
  %417 = fadd fast double %326, %414
  %418 = fsub fast double %417, %416
  %419 = fdiv fast double %418, %326
  %420 = call fast double @llvm.fabs.f64(double %419)
  %421 = call fast double @llvm.maxnum.f64(double %420, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %412, ptr %32, align 8, !tbaa !5
  %422 = load volatile double, ptr %32, align 8, !tbaa !5
  %423 = call double @llvm.fabs.f64(double %422)
  %424 = fcmp ueq double %423, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %424, label %436, label %425

425:                                              ; preds = %410
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %419, ptr %31, align 8, !tbaa !5
  %426 = load volatile double, ptr %31, align 8, !tbaa !5
  %427 = call double @llvm.fabs.f64(double %426)
  %428 = fcmp ueq double %427, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %428, label %436, label %429

429:                                              ; preds = %425
  %430 = fsub fast double %412, %419
  %431 = call fast double @llvm.fabs.f64(double %430)
  %432 = fmul fast double %421, 0x3EB0C6F7A0B5ED8D
  %433 = fcmp fast ole double %431, %432
  %434 = select i1 %433, ptr @.str.28, ptr @.str.29
  %435 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %412, double noundef nofpclass(nan inf) %419, ptr noundef nonnull %434)
  br i1 %433, label %441, label %438

436:                                              ; preds = %425, %410
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %412, double noundef nofpclass(nan inf) %419, ptr noundef nonnull @.str.29)
  br label %438

438:                                              ; preds = %436, %429
  %439 = load i32, ptr @n_fail, align 4, !tbaa !9
  %440 = add nsw i32 %439, 1
  store i32 %440, ptr @n_fail, align 4, !tbaa !9
  br label %441

441:                                              ; preds = %429, %438
  %442 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %443 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %442, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) 1.000000e+00) #24
  %444 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %384, double noundef nofpclass(nan inf) %352)
  %445 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %384, double noundef nofpclass(nan inf) %354)
  %446 = fsub fast double %444, %445
  %447 = fdiv fast double %446, %358
  %448 = call fast double @llvm.fabs.f64(double %447)
  %449 = call fast double @llvm.maxnum.f64(double %448, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %443, ptr %30, align 8, !tbaa !5
  %450 = load volatile double, ptr %30, align 8, !tbaa !5
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ueq double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %452, label %464, label %453

453:                                              ; preds = %441
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %447, ptr %29, align 8, !tbaa !5
  %454 = load volatile double, ptr %29, align 8, !tbaa !5
  %455 = call double @llvm.fabs.f64(double %454)
  %456 = fcmp ueq double %455, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %456, label %464, label %457

457:                                              ; preds = %453
  %458 = fsub fast double %443, %447
  %459 = call fast double @llvm.fabs.f64(double %458)
  %460 = fmul fast double %449, 0x3EB0C6F7A0B5ED8D
  %461 = fcmp fast ole double %459, %460
  %462 = select i1 %461, ptr @.str.28, ptr @.str.29
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %443, double noundef nofpclass(nan inf) %447, ptr noundef nonnull %462)
  br i1 %461, label %469, label %466

464:                                              ; preds = %453, %441
  %465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %443, double noundef nofpclass(nan inf) %447, ptr noundef nonnull @.str.29)
  br label %466

466:                                              ; preds = %464, %457
  %467 = load i32, ptr @n_fail, align 4, !tbaa !9
  %468 = add nsw i32 %467, 1
  store i32 %468, ptr @n_fail, align 4, !tbaa !9
  br label %469

469:                                              ; preds = %457, %466
  store i32 0, ptr @n_fwd, align 4, !tbaa !9
  %470 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) 1.000000e+00) #24
  %471 = fmul fast double %241, 8.000000e+00
  %472 = fmul fast double %471, %384
  %473 = call fast double @llvm.fabs.f64(double %472)
  %474 = call fast double @llvm.maxnum.f64(double %473, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %470, ptr %28, align 8, !tbaa !5
  %475 = load volatile double, ptr %28, align 8, !tbaa !5
  %476 = call double @llvm.fabs.f64(double %475)
  %477 = fcmp ueq double %476, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %477, label %489, label %478

478:                                              ; preds = %469
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %472, ptr %27, align 8, !tbaa !5
  %479 = load volatile double, ptr %27, align 8, !tbaa !5
  %480 = call double @llvm.fabs.f64(double %479)
  %481 = fcmp ueq double %480, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %481, label %489, label %482

482:                                              ; preds = %478
  %483 = fsub fast double %470, %472
  %484 = call fast double @llvm.fabs.f64(double %483)
  %485 = fmul fast double %474, 1.000000e-09
  %486 = fcmp fast ole double %484, %485
  %487 = select i1 %486, ptr @.str.28, ptr @.str.29
  %488 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %470, double noundef nofpclass(nan inf) %472, ptr noundef nonnull %487)
  br i1 %486, label %494, label %491

489:                                              ; preds = %478, %469
  %490 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %470, double noundef nofpclass(nan inf) %472, ptr noundef nonnull @.str.29)
  br label %491

491:                                              ; preds = %489, %482
  %492 = load i32, ptr @n_fail, align 4, !tbaa !9
  %493 = add nsw i32 %492, 1
  store i32 %493, ptr @n_fail, align 4, !tbaa !9
  br label %494

494:                                              ; preds = %482, %491
  %495 = load i32, ptr @n_fwd, align 4, !tbaa !9
  %496 = sitofp i32 %495 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %496, ptr %26, align 8, !tbaa !5
  %497 = load volatile double, ptr %26, align 8, !tbaa !5
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fcmp ueq double %498, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %499, label %509, label %500

500:                                              ; preds = %494
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !5
  %501 = load volatile double, ptr %25, align 8, !tbaa !5
  %502 = call double @llvm.fabs.f64(double %501)
  %503 = fcmp ueq double %502, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %503, label %509, label %504

504:                                              ; preds = %500
  %505 = fadd fast double %496, -1.000000e+00
  %506 = fcmp fast oeq double %505, 0.000000e+00
  %507 = select i1 %506, ptr @.str.28, ptr @.str.29
  %508 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %496, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %507)
  br i1 %506, label %514, label %511

509:                                              ; preds = %500, %494
  %510 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %496, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %511

511:                                              ; preds = %509, %504
  %512 = load i32, ptr @n_fail, align 4, !tbaa !9
  %513 = add nsw i32 %512, 1
  store i32 %513, ptr @n_fail, align 4, !tbaa !9
  br label %514

514:                                              ; preds = %504, %511
  %515 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef nofpclass(nan inf) %241) #24
  %516 = fmul fast double %241, 2.000000e+00
  %517 = fadd fast double %384, 1.000000e+00
  %518 = fdiv fast double %516, %517
  %519 = call fast double @llvm.fabs.f64(double %518)
  %520 = call fast double @llvm.maxnum.f64(double %519, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %515, ptr %24, align 8, !tbaa !5
  %521 = load volatile double, ptr %24, align 8, !tbaa !5
  %522 = call double @llvm.fabs.f64(double %521)
  %523 = fcmp ueq double %522, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %523, label %535, label %524

524:                                              ; preds = %514
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %518, ptr %23, align 8, !tbaa !5
  %525 = load volatile double, ptr %23, align 8, !tbaa !5
  %526 = call double @llvm.fabs.f64(double %525)
  %527 = fcmp ueq double %526, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %527, label %535, label %528

528:                                              ; preds = %524
  %529 = fsub fast double %515, %518
  %530 = call fast double @llvm.fabs.f64(double %529)
  %531 = fmul fast double %520, 0x3D719799812DEA11
  %532 = fcmp fast ole double %530, %531
  %533 = select i1 %532, ptr @.str.28, ptr @.str.29
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %515, double noundef nofpclass(nan inf) %518, ptr noundef nonnull %533)
  br i1 %532, label %540, label %537

535:                                              ; preds = %524, %514
  %536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %515, double noundef nofpclass(nan inf) %518, ptr noundef nonnull @.str.29)
  br label %537

537:                                              ; preds = %535, %528
  %538 = load i32, ptr @n_fail, align 4, !tbaa !9
  %539 = add nsw i32 %538, 1
  store i32 %539, ptr @n_fail, align 4, !tbaa !9
  br label %540

540:                                              ; preds = %528, %537
  %541 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) 1.000000e+00) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %541, ptr %22, align 8, !tbaa !5
  %542 = load volatile double, ptr %22, align 8, !tbaa !5
  %543 = call double @llvm.fabs.f64(double %542)
  %544 = fcmp ueq double %543, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %544, label %556, label %545

545:                                              ; preds = %540
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %518, ptr %21, align 8, !tbaa !5
  %546 = load volatile double, ptr %21, align 8, !tbaa !5
  %547 = call double @llvm.fabs.f64(double %546)
  %548 = fcmp ueq double %547, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %548, label %556, label %549

549:                                              ; preds = %545
  %550 = fsub fast double %541, %518
  %551 = call fast double @llvm.fabs.f64(double %550)
  %552 = fmul fast double %520, 0x3D719799812DEA11
  %553 = fcmp fast ole double %551, %552
  %554 = select i1 %553, ptr @.str.28, ptr @.str.29
  %555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %541, double noundef nofpclass(nan inf) %518, ptr noundef nonnull %554)
  br i1 %553, label %561, label %558

556:                                              ; preds = %545, %540
  %557 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %541, double noundef nofpclass(nan inf) %518, ptr noundef nonnull @.str.29)
  br label %558

558:                                              ; preds = %556, %549
  %559 = load i32, ptr @n_fail, align 4, !tbaa !9
  %560 = add nsw i32 %559, 1
  store i32 %560, ptr @n_fail, align 4, !tbaa !9
  br label %561

561:                                              ; preds = %549, %558
  %562 = fmul fast double %246, 5.000000e-01
  %563 = fsub fast double 1.500000e+00, %562
  %564 = call fast double @llvm.fabs.f64(double %563)
  %565 = call fast double @llvm.maxnum.f64(double %564, double 1.000000e+00)
  %566 = fmul fast double %565, 0x3EB0C6F7A0B5ED8D
  %567 = fmul fast double %241, 1.000000e-01
  %568 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %569 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef nofpclass(nan inf) %567, i32 noundef %568, double noundef nofpclass(nan inf) %248, i32 noundef %568, double noundef nofpclass(nan inf) %563) #24
  %570 = fadd fast double %244, %567
  %571 = fmul fast double %248, %248
  %572 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %570, double noundef nofpclass(nan inf) %571, double noundef nofpclass(nan inf) %563)
  %573 = fsub fast double %567, %244
  %574 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %573, double noundef nofpclass(nan inf) %571, double noundef nofpclass(nan inf) %563)
  %575 = fmul fast double %326, %563
  %576 = fsub fast double %572, %574
  %577 = fadd fast double %576, %575
  %578 = fdiv fast double %577, %326
  %579 = call fast double @llvm.fabs.f64(double %578)
  %580 = call fast double @llvm.maxnum.f64(double %579, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %569, ptr %20, align 8, !tbaa !5
  %581 = load volatile double, ptr %20, align 8, !tbaa !5
  %582 = call double @llvm.fabs.f64(double %581)
  %583 = fcmp ueq double %582, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %583, label %595, label %584

584:                                              ; preds = %561
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %578, ptr %19, align 8, !tbaa !5
  %585 = load volatile double, ptr %19, align 8, !tbaa !5
  %586 = call double @llvm.fabs.f64(double %585)
  %587 = fcmp ueq double %586, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %587, label %595, label %588

588:                                              ; preds = %584
  %589 = fsub fast double %569, %578
  %590 = call fast double @llvm.fabs.f64(double %589)
  %591 = fmul fast double %580, 0x3EB0C6F7A0B5ED8D
  %592 = fcmp fast ole double %590, %591
  %593 = select i1 %592, ptr @.str.28, ptr @.str.29
  %594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %578, ptr noundef nonnull %593)
  br i1 %592, label %600, label %597

595:                                              ; preds = %584, %561
  %596 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %578, ptr noundef nonnull @.str.29)
  br label %597

597:                                              ; preds = %595, %588
  %598 = load i32, ptr @n_fail, align 4, !tbaa !9
  %599 = add nsw i32 %598, 1
  store i32 %599, ptr @n_fail, align 4, !tbaa !9
  br label %600

600:                                              ; preds = %588, %597
  %601 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %602 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %601, double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %248, i32 noundef %601, double noundef nofpclass(nan inf) %563) #24
  %603 = fmul fast double %352, %352
  %604 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %603, double noundef nofpclass(nan inf) %563)
  %605 = fmul fast double %354, %354
  %606 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %605, double noundef nofpclass(nan inf) %563)
  %607 = fsub fast double %604, %606
  %608 = fdiv fast double %607, %358
  %609 = call fast double @llvm.fabs.f64(double %608)
  %610 = call fast double @llvm.maxnum.f64(double %609, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %602, ptr %18, align 8, !tbaa !5
  %611 = load volatile double, ptr %18, align 8, !tbaa !5
  %612 = call double @llvm.fabs.f64(double %611)
  %613 = fcmp ueq double %612, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %613, label %625, label %614

614:                                              ; preds = %600
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %608, ptr %17, align 8, !tbaa !5
  %615 = load volatile double, ptr %17, align 8, !tbaa !5
  %616 = call double @llvm.fabs.f64(double %615)
  %617 = fcmp ueq double %616, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %617, label %625, label %618

618:                                              ; preds = %614
  %619 = fsub fast double %602, %608
  %620 = call fast double @llvm.fabs.f64(double %619)
  %621 = fmul fast double %610, 0x3EB0C6F7A0B5ED8D
  %622 = fcmp fast ole double %620, %621
  %623 = select i1 %622, ptr @.str.28, ptr @.str.29
  %624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %602, double noundef nofpclass(nan inf) %608, ptr noundef nonnull %623)
  br i1 %622, label %630, label %627

625:                                              ; preds = %614, %600
  %626 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %602, double noundef nofpclass(nan inf) %608, ptr noundef nonnull @.str.29)
  br label %627

627:                                              ; preds = %625, %618
  %628 = load i32, ptr @n_fail, align 4, !tbaa !9
  %629 = add nsw i32 %628, 1
  store i32 %629, ptr @n_fail, align 4, !tbaa !9
  br label %630

630:                                              ; preds = %618, %627
  %631 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %632 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %631, double noundef nofpclass(nan inf) %567, i32 noundef %631, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %563) #24
  %633 = fadd fast double %566, %563
  %634 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %571, double noundef nofpclass(nan inf) %633)
  %635 = fsub fast double %563, %566
  %636 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %571, double noundef nofpclass(nan inf) %635)
  %637 = fmul fast double %565, 2.000000e-06
  %638 = fmul fast double %637, %567
  %639 = fsub fast double %634, %636
  %640 = fadd fast double %639, %638
  %641 = fdiv fast double %640, %637
  %642 = call fast double @llvm.fabs.f64(double %641)
  %643 = call fast double @llvm.maxnum.f64(double %642, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %632, ptr %16, align 8, !tbaa !5
  %644 = load volatile double, ptr %16, align 8, !tbaa !5
  %645 = call double @llvm.fabs.f64(double %644)
  %646 = fcmp ueq double %645, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %646, label %658, label %647

647:                                              ; preds = %630
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %641, ptr %15, align 8, !tbaa !5
  %648 = load volatile double, ptr %15, align 8, !tbaa !5
  %649 = call double @llvm.fabs.f64(double %648)
  %650 = fcmp ueq double %649, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %650, label %658, label %651

651:                                              ; preds = %647
  %652 = fsub fast double %632, %641
  %653 = call fast double @llvm.fabs.f64(double %652)
  %654 = fmul fast double %643, 0x3EB0C6F7A0B5ED8D
  %655 = fcmp fast ole double %653, %654
  %656 = select i1 %655, ptr @.str.28, ptr @.str.29
  %657 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %632, double noundef nofpclass(nan inf) %641, ptr noundef nonnull %656)
  br i1 %655, label %663, label %660

658:                                              ; preds = %647, %630
  %659 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %632, double noundef nofpclass(nan inf) %641, ptr noundef nonnull @.str.29)
  br label %660

660:                                              ; preds = %658, %651
  %661 = load i32, ptr @n_fail, align 4, !tbaa !9
  %662 = add nsw i32 %661, 1
  store i32 %662, ptr @n_fail, align 4, !tbaa !9
  br label %663

663:                                              ; preds = %651, %660
  %664 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef nofpclass(nan inf) %241) #24
  %665 = call fast double @llvm.fabs.f64(double %516)
  %666 = call fast double @llvm.maxnum.f64(double %665, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %664, ptr %14, align 8, !tbaa !5
  %667 = load volatile double, ptr %14, align 8, !tbaa !5
  %668 = call double @llvm.fabs.f64(double %667)
  %669 = fcmp ueq double %668, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %669, label %681, label %670

670:                                              ; preds = %663
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %516, ptr %13, align 8, !tbaa !5
  %671 = load volatile double, ptr %13, align 8, !tbaa !5
  %672 = call double @llvm.fabs.f64(double %671)
  %673 = fcmp ueq double %672, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %673, label %681, label %674

674:                                              ; preds = %670
  %675 = fsub fast double %664, %516
  %676 = call fast double @llvm.fabs.f64(double %675)
  %677 = fmul fast double %666, 0x3D719799812DEA11
  %678 = fcmp fast ole double %676, %677
  %679 = select i1 %678, ptr @.str.28, ptr @.str.29
  %680 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %664, double noundef nofpclass(nan inf) %516, ptr noundef nonnull %679)
  br i1 %678, label %686, label %683

681:                                              ; preds = %670, %663
  %682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %664, double noundef nofpclass(nan inf) %516, ptr noundef nonnull @.str.29)
  br label %683

683:                                              ; preds = %681, %674
  %684 = load i32, ptr @n_fail, align 4, !tbaa !9
  %685 = add nsw i32 %684, 1
  store i32 %685, ptr @n_fail, align 4, !tbaa !9
  br label %686

686:                                              ; preds = %674, %683
  %687 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) 1.000000e+00) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %687, ptr %12, align 8, !tbaa !5
  %688 = load volatile double, ptr %12, align 8, !tbaa !5
  %689 = call double @llvm.fabs.f64(double %688)
  %690 = fcmp ueq double %689, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %690, label %702, label %691

691:                                              ; preds = %686
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %516, ptr %11, align 8, !tbaa !5
  %692 = load volatile double, ptr %11, align 8, !tbaa !5
  %693 = call double @llvm.fabs.f64(double %692)
  %694 = fcmp ueq double %693, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %694, label %702, label %695

695:                                              ; preds = %691
  %696 = fsub fast double %687, %516
  %697 = call fast double @llvm.fabs.f64(double %696)
  %698 = fmul fast double %666, 0x3D719799812DEA11
  %699 = fcmp fast ole double %697, %698
  %700 = select i1 %699, ptr @.str.28, ptr @.str.29
  %701 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %687, double noundef nofpclass(nan inf) %516, ptr noundef nonnull %700)
  br i1 %699, label %707, label %704

702:                                              ; preds = %691, %686
  %703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %687, double noundef nofpclass(nan inf) %516, ptr noundef nonnull @.str.29)
  br label %704

704:                                              ; preds = %702, %695
  %705 = load i32, ptr @n_fail, align 4, !tbaa !9
  %706 = add nsw i32 %705, 1
  store i32 %706, ptr @n_fail, align 4, !tbaa !9
  br label %707

707:                                              ; preds = %695, %704
  %708 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef nofpclass(nan inf) %241) #24
  %709 = call fast double @llvm.fabs.f64(double %387)
  %710 = call fast double @llvm.maxnum.f64(double %709, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %708, ptr %10, align 8, !tbaa !5
  %711 = load volatile double, ptr %10, align 8, !tbaa !5
  %712 = call double @llvm.fabs.f64(double %711)
  %713 = fcmp ueq double %712, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %713, label %725, label %714

714:                                              ; preds = %707
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %387, ptr %9, align 8, !tbaa !5
  %715 = load volatile double, ptr %9, align 8, !tbaa !5
  %716 = call double @llvm.fabs.f64(double %715)
  %717 = fcmp ueq double %716, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %717, label %725, label %718

718:                                              ; preds = %714
  %719 = fsub fast double %708, %387
  %720 = call fast double @llvm.fabs.f64(double %719)
  %721 = fmul fast double %710, 0x3D719799812DEA11
  %722 = fcmp fast ole double %720, %721
  %723 = select i1 %722, ptr @.str.28, ptr @.str.29
  %724 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %708, double noundef nofpclass(nan inf) %387, ptr noundef nonnull %723)
  br i1 %722, label %730, label %727

725:                                              ; preds = %714, %707
  %726 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %708, double noundef nofpclass(nan inf) %387, ptr noundef nonnull @.str.29)
  br label %727

727:                                              ; preds = %725, %718
  %728 = load i32, ptr @n_fail, align 4, !tbaa !9
  %729 = add nsw i32 %728, 1
  store i32 %729, ptr @n_fail, align 4, !tbaa !9
  br label %730

730:                                              ; preds = %718, %727
  %731 = load double, ptr @last_seen, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %731, ptr %8, align 8, !tbaa !5
  %732 = load volatile double, ptr %8, align 8, !tbaa !5
  %733 = call double @llvm.fabs.f64(double %732)
  %734 = fcmp ueq double %733, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %734, label %743, label %735

735:                                              ; preds = %730
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %241, ptr %7, align 8, !tbaa !5
  %736 = load volatile double, ptr %7, align 8, !tbaa !5
  %737 = call double @llvm.fabs.f64(double %736)
  %738 = fcmp ueq double %737, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %738, label %743, label %739

739:                                              ; preds = %735
  %740 = fcmp fast oeq double %731, %241
  %741 = select i1 %740, ptr @.str.28, ptr @.str.29
  %742 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %731, double noundef nofpclass(nan inf) %241, ptr noundef nonnull %741)
  br i1 %740, label %748, label %745

743:                                              ; preds = %735, %730
  %744 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %731, double noundef nofpclass(nan inf) %241, ptr noundef nonnull @.str.29)
  br label %745

745:                                              ; preds = %743, %739
  %746 = load i32, ptr @n_fail, align 4, !tbaa !9
  %747 = add nsw i32 %746, 1
  store i32 %747, ptr @n_fail, align 4, !tbaa !9
  br label %748

748:                                              ; preds = %739, %745
  %749 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) 1.000000e+00) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %749, ptr %6, align 8, !tbaa !5
  %750 = load volatile double, ptr %6, align 8, !tbaa !5
  %751 = call double @llvm.fabs.f64(double %750)
  %752 = fcmp ueq double %751, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %752, label %764, label %753

753:                                              ; preds = %748
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %387, ptr %5, align 8, !tbaa !5
  %754 = load volatile double, ptr %5, align 8, !tbaa !5
  %755 = call double @llvm.fabs.f64(double %754)
  %756 = fcmp ueq double %755, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %756, label %764, label %757

757:                                              ; preds = %753
  %758 = fsub fast double %749, %387
  %759 = call fast double @llvm.fabs.f64(double %758)
  %760 = fmul fast double %710, 0x3D719799812DEA11
  %761 = fcmp fast ole double %759, %760
  %762 = select i1 %761, ptr @.str.28, ptr @.str.29
  %763 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %749, double noundef nofpclass(nan inf) %387, ptr noundef nonnull %762)
  br i1 %761, label %769, label %766

764:                                              ; preds = %753, %748
  %765 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %749, double noundef nofpclass(nan inf) %387, ptr noundef nonnull @.str.29)
  br label %766

766:                                              ; preds = %764, %757
  %767 = load i32, ptr @n_fail, align 4, !tbaa !9
  %768 = add nsw i32 %767, 1
  store i32 %768, ptr @n_fail, align 4, !tbaa !9
  br label %769

769:                                              ; preds = %757, %766
  %770 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %771 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @reads_last, double noundef nofpclass(nan inf) %241, i32 noundef %770, double noundef nofpclass(nan inf) %248) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %771, ptr %4, align 8, !tbaa !5
  %772 = load volatile double, ptr %4, align 8, !tbaa !5
  %773 = call double @llvm.fabs.f64(double %772)
  %774 = fcmp ueq double %773, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %774, label %785, label %775

775:                                              ; preds = %769
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !5
  %776 = load volatile double, ptr %3, align 8, !tbaa !5
  %777 = call double @llvm.fabs.f64(double %776)
  %778 = fcmp ueq double %777, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %778, label %785, label %779

779:                                              ; preds = %775
  %780 = fadd fast double %771, -1.000000e+00
  %781 = call fast double @llvm.fabs.f64(double %780)
  %782 = fcmp fast ole double %781, 0x3D719799812DEA11
  %783 = select i1 %782, ptr @.str.28, ptr @.str.29
  %784 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %771, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %783)
  br i1 %782, label %790, label %787

785:                                              ; preds = %775, %769
  %786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %771, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %787

787:                                              ; preds = %785, %779
  %788 = load i32, ptr @n_fail, align 4, !tbaa !9
  %789 = add nsw i32 %788, 1
  store i32 %789, ptr @n_fail, align 4, !tbaa !9
  br label %790

790:                                              ; preds = %779, %787
  %791 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %792 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @reads_last, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %791, double noundef nofpclass(nan inf) %248) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %792, ptr %2, align 8, !tbaa !5
  %793 = load volatile double, ptr %2, align 8, !tbaa !5
  %794 = call double @llvm.fabs.f64(double %793)
  %795 = fcmp ueq double %794, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %795, label %806, label %796

796:                                              ; preds = %790
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !5
  %797 = load volatile double, ptr %1, align 8, !tbaa !5
  %798 = call double @llvm.fabs.f64(double %797)
  %799 = fcmp ueq double %798, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %799, label %806, label %800

800:                                              ; preds = %796
  %801 = fadd fast double %792, -1.000000e+00
  %802 = call fast double @llvm.fabs.f64(double %801)
  %803 = fcmp fast ole double %802, 0x3D719799812DEA11
  %804 = select i1 %803, ptr @.str.28, ptr @.str.29
  %805 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.25, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %792, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %804)
  br i1 %803, label %811, label %808

806:                                              ; preds = %796, %790
  %807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.25, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %792, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %808

808:                                              ; preds = %806, %800
  %809 = load i32, ptr @n_fail, align 4, !tbaa !9
  %810 = add nsw i32 %809, 1
  store i32 %810, ptr @n_fail, align 4, !tbaa !9
  br label %811

811:                                              ; preds = %800, %808
  %812 = add nuw nsw i64 %239, 1
  %813 = icmp eq i64 %812, 3
  br i1 %813, label %232, label %238, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #19

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #20

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #20

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #21

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #22

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nounwind willreturn uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #18 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #19 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #20 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #21 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nounwind allocsize(0) }
attributes #24 = { nounwind }
attributes #25 = { nounwind willreturn memory(none) }

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
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !6, i64 0}
!14 = !{!"", !6, i64 0, !6, i64 8, !6, i64 16}
!15 = !{!14, !6, i64 8}
!16 = !{!14, !6, i64 16}
!17 = distinct !{!17, !12}
