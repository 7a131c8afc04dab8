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
  %7 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #22
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
  tail call void @free(ptr noundef %4) #23
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @uses_sqrt(double noundef nofpclass(nan inf) %0) #6 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  call void @newton_sqrt(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul fast double %4, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3)
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = fmul fast double %14, %13
  %16 = fadd fast double %15, %11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
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
  %5 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %4) #24
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
  %7 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %6) #24
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
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #23
  store double %0, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = fmul fast double %0, %0
  store double %5, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #23
  call void @scale2(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %6 = load double, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fmul fast double %8, %6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #23
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #8 {
  %4 = fmul fast double %1, 2.000000e+00
  %5 = fadd fast double %4, %0
  %6 = tail call fast double @llvm.exp.f64(double %5)
  %7 = fmul fast double %6, %2
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.aug3) align 8 %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3) #16 {
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
define dso_local void @expsum_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.grad3) align 8 %0, double nofpclass(nan inf) %1, double nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %5) #16 {
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
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #17 {
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
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %47) #23
  %49 = getelementptr inbounds i8, ptr %47, i64 8
  %50 = getelementptr inbounds i8, ptr %47, i64 16
  %51 = getelementptr inbounds i8, ptr %47, i64 24
  store <4 x double> <double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 3.500000e+00>, ptr %47, align 16
  %52 = getelementptr inbounds i8, ptr %47, i64 32
  store double 9.000000e+00, ptr %52, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %48) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %48, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %53 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_sqrt, ptr noundef nonnull %47, ptr noundef nonnull %48, i32 noundef 5) #23
  %54 = load double, ptr %47, align 16, !tbaa !5
  %55 = load double, ptr %48, align 16, !tbaa !5
  %56 = call fast double @llvm.sqrt.f64(double %54)
  %57 = fmul fast double %56, 1.500000e+00
  %58 = call fast double @llvm.fabs.f64(double %57)
  %59 = call fast double @llvm.maxnum.f64(double %58, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %55, ptr %42, align 8, !tbaa !5
  %60 = load volatile double, ptr %42, align 8, !tbaa !5
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = fcmp ueq double %61, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %62, label %109, label %98

63:                                               ; preds = %222
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double 5.000000e+00, ptr %45, align 8, !tbaa !5
  %64 = load volatile double, ptr %45, align 8, !tbaa !5
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ueq double %65, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %66, label %72, label %67

67:                                               ; preds = %63
  %68 = fadd fast double %224, -5.000000e+00
  %69 = fcmp fast oeq double %68, 0.000000e+00
  %70 = select i1 %69, ptr @.str.26, ptr @.str.27
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %224, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull %70)
  br i1 %69, label %77, label %74

72:                                               ; preds = %63, %222
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %224, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull @.str.27)
  br label %74

74:                                               ; preds = %72, %67
  %75 = load i32, ptr @n_fail, align 4, !tbaa !9
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr @n_fail, align 4, !tbaa !9
  br label %77

77:                                               ; preds = %67, %74
  %78 = load i32, ptr @n_grad, align 4, !tbaa !9
  %79 = sitofp i32 %78 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %79, ptr %44, align 8, !tbaa !5
  %80 = load volatile double, ptr %44, align 8, !tbaa !5
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fcmp ueq double %81, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %82, label %92, label %83

83:                                               ; preds = %77
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double 5.000000e+00, ptr %43, align 8, !tbaa !5
  %84 = load volatile double, ptr %43, align 8, !tbaa !5
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ueq double %85, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %86, label %92, label %87

87:                                               ; preds = %83
  %88 = fadd fast double %79, -5.000000e+00
  %89 = fcmp fast oeq double %88, 0.000000e+00
  %90 = select i1 %89, ptr @.str.26, ptr @.str.27
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %79, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull %90)
  br i1 %89, label %97, label %94

92:                                               ; preds = %83, %77
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 5.000000e+00, double noundef nofpclass(nan inf) %79, double noundef nofpclass(nan inf) 5.000000e+00, ptr noundef nonnull @.str.27)
  br label %94

94:                                               ; preds = %92, %87
  %95 = load i32, ptr @n_fail, align 4, !tbaa !9
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @n_fail, align 4, !tbaa !9
  br label %97

97:                                               ; preds = %87, %94
  br label %234

98:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %57, ptr %41, align 8, !tbaa !5
  %99 = load volatile double, ptr %41, align 8, !tbaa !5
  %100 = call double @llvm.fabs.f64(double %99)
  %101 = fcmp ueq double %100, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %101, label %109, label %102

102:                                              ; preds = %98
  %103 = fsub fast double %55, %57
  %104 = call fast double @llvm.fabs.f64(double %103)
  %105 = fmul fast double %59, 1.000000e-09
  %106 = fcmp fast ole double %104, %105
  %107 = select i1 %106, ptr @.str.26, ptr @.str.27
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %54, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) %57, ptr noundef nonnull %107)
  br i1 %106, label %114, label %111

109:                                              ; preds = %98, %0
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %54, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) %57, ptr noundef nonnull @.str.27)
  br label %111

111:                                              ; preds = %109, %102
  %112 = load i32, ptr @n_fail, align 4, !tbaa !9
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @n_fail, align 4, !tbaa !9
  br label %114

114:                                              ; preds = %102, %111
  %115 = load double, ptr %49, align 8, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %48, i64 8
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = call fast double @llvm.sqrt.f64(double %115)
  %119 = fmul fast double %118, 1.500000e+00
  %120 = call fast double @llvm.fabs.f64(double %119)
  %121 = call fast double @llvm.maxnum.f64(double %120, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %117, ptr %42, align 8, !tbaa !5
  %122 = load volatile double, ptr %42, align 8, !tbaa !5
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = fcmp ueq double %123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %124, label %136, label %125

125:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %119, ptr %41, align 8, !tbaa !5
  %126 = load volatile double, ptr %41, align 8, !tbaa !5
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %128, label %136, label %129

129:                                              ; preds = %125
  %130 = fsub fast double %117, %119
  %131 = call fast double @llvm.fabs.f64(double %130)
  %132 = fmul fast double %121, 1.000000e-09
  %133 = fcmp fast ole double %131, %132
  %134 = select i1 %133, ptr @.str.26, ptr @.str.27
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %119, ptr noundef nonnull %134)
  br i1 %133, label %141, label %138

136:                                              ; preds = %125, %114
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %119, ptr noundef nonnull @.str.27)
  br label %138

138:                                              ; preds = %136, %129
  %139 = load i32, ptr @n_fail, align 4, !tbaa !9
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @n_fail, align 4, !tbaa !9
  br label %141

141:                                              ; preds = %138, %129
  %142 = load double, ptr %50, align 16, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %48, i64 16
  %144 = load double, ptr %143, align 16, !tbaa !5
  %145 = call fast double @llvm.sqrt.f64(double %142)
  %146 = fmul fast double %145, 1.500000e+00
  %147 = call fast double @llvm.fabs.f64(double %146)
  %148 = call fast double @llvm.maxnum.f64(double %147, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %144, ptr %42, align 8, !tbaa !5
  %149 = load volatile double, ptr %42, align 8, !tbaa !5
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ueq double %150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %151, label %163, label %152

152:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %146, ptr %41, align 8, !tbaa !5
  %153 = load volatile double, ptr %41, align 8, !tbaa !5
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %155, label %163, label %156

156:                                              ; preds = %152
  %157 = fsub fast double %144, %146
  %158 = call fast double @llvm.fabs.f64(double %157)
  %159 = fmul fast double %148, 1.000000e-09
  %160 = fcmp fast ole double %158, %159
  %161 = select i1 %160, ptr @.str.26, ptr @.str.27
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %146, ptr noundef nonnull %161)
  br i1 %160, label %168, label %165

163:                                              ; preds = %152, %141
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %146, ptr noundef nonnull @.str.27)
  br label %165

165:                                              ; preds = %163, %156
  %166 = load i32, ptr @n_fail, align 4, !tbaa !9
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !9
  br label %168

168:                                              ; preds = %165, %156
  %169 = load double, ptr %51, align 8, !tbaa !5
  %170 = getelementptr inbounds i8, ptr %48, i64 24
  %171 = load double, ptr %170, align 8, !tbaa !5
  %172 = call fast double @llvm.sqrt.f64(double %169)
  %173 = fmul fast double %172, 1.500000e+00
  %174 = call fast double @llvm.fabs.f64(double %173)
  %175 = call fast double @llvm.maxnum.f64(double %174, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %171, ptr %42, align 8, !tbaa !5
  %176 = load volatile double, ptr %42, align 8, !tbaa !5
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fcmp ueq double %177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %178, label %190, label %179

179:                                              ; preds = %168
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %173, ptr %41, align 8, !tbaa !5
  %180 = load volatile double, ptr %41, align 8, !tbaa !5
  %181 = call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %182, label %190, label %183

183:                                              ; preds = %179
  %184 = fsub fast double %171, %173
  %185 = call fast double @llvm.fabs.f64(double %184)
  %186 = fmul fast double %175, 1.000000e-09
  %187 = fcmp fast ole double %185, %186
  %188 = select i1 %187, ptr @.str.26, ptr @.str.27
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %169, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %173, ptr noundef nonnull %188)
  br i1 %187, label %195, label %192

190:                                              ; preds = %179, %168
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %169, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %173, ptr noundef nonnull @.str.27)
  br label %192

192:                                              ; preds = %190, %183
  %193 = load i32, ptr @n_fail, align 4, !tbaa !9
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr @n_fail, align 4, !tbaa !9
  br label %195

195:                                              ; preds = %192, %183
  %196 = load double, ptr %52, align 16, !tbaa !5
  %197 = getelementptr inbounds i8, ptr %48, i64 32
  %198 = load double, ptr %197, align 16, !tbaa !5
  %199 = call fast double @llvm.sqrt.f64(double %196)
  %200 = fmul fast double %199, 1.500000e+00
  %201 = call fast double @llvm.fabs.f64(double %200)
  %202 = call fast double @llvm.maxnum.f64(double %201, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %198, ptr %42, align 8, !tbaa !5
  %203 = load volatile double, ptr %42, align 8, !tbaa !5
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %205, label %217, label %206

206:                                              ; preds = %195
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %200, ptr %41, align 8, !tbaa !5
  %207 = load volatile double, ptr %41, align 8, !tbaa !5
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = fcmp ueq double %208, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %209, label %217, label %210

210:                                              ; preds = %206
  %211 = fsub fast double %198, %200
  %212 = call fast double @llvm.fabs.f64(double %211)
  %213 = fmul fast double %202, 1.000000e-09
  %214 = fcmp fast ole double %212, %213
  %215 = select i1 %214, ptr @.str.26, ptr @.str.27
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %196, double noundef nofpclass(nan inf) %198, double noundef nofpclass(nan inf) %200, ptr noundef nonnull %215)
  br i1 %214, label %222, label %219

217:                                              ; preds = %206, %195
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %196, double noundef nofpclass(nan inf) %198, double noundef nofpclass(nan inf) %200, ptr noundef nonnull @.str.27)
  br label %219

219:                                              ; preds = %217, %210
  %220 = load i32, ptr @n_fail, align 4, !tbaa !9
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr @n_fail, align 4, !tbaa !9
  br label %222

222:                                              ; preds = %219, %210
  %223 = load i32, ptr @n_aug, align 4, !tbaa !9
  %224 = sitofp i32 %223 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %224, ptr %46, align 8, !tbaa !5
  %225 = load volatile double, ptr %46, align 8, !tbaa !5
  %226 = call double @llvm.fabs.f64(double %225)
  %227 = fcmp ueq double %226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %227, label %72, label %63

228:                                              ; preds = %765
  %229 = load i32, ptr @n_fail, align 4, !tbaa !9
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %229)
  %231 = load i32, ptr @n_fail, align 4, !tbaa !9
  %232 = icmp ne i32 %231, 0
  %233 = zext i1 %232 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %48) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %47) #23
  ret i32 %233

234:                                              ; preds = %97, %765
  %235 = phi i64 [ %766, %765 ], [ 0, %97 ]
  %236 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !5
  %238 = call fast double @llvm.fabs.f64(double %237)
  %239 = call fast double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  %240 = fmul fast double %239, 0x3EB0C6F7A0B5ED8D
  %241 = trunc nuw nsw i64 %235 to i32
  %242 = uitofp nneg i32 %241 to double
  %243 = fmul fast double %242, 2.500000e-01
  %244 = fadd fast double %243, 5.000000e-01
  %245 = call fast double @llvm.fabs.f64(double %244)
  %246 = call fast double @llvm.maxnum.f64(double %245, double 1.000000e+00)
  %247 = fmul fast double %246, 0x3EB0C6F7A0B5ED8D
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %248 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef nofpclass(nan inf) %237) #23
  %249 = call fast double @llvm.sqrt.f64(double %237)
  %250 = fmul fast double %249, 1.500000e+00
  %251 = call fast double @llvm.fabs.f64(double %250)
  %252 = call fast double @llvm.maxnum.f64(double %251, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %248, ptr %40, align 8, !tbaa !5
  %253 = load volatile double, ptr %40, align 8, !tbaa !5
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fcmp ueq double %254, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %255, label %267, label %256

256:                                              ; preds = %234
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %250, ptr %39, align 8, !tbaa !5
  %257 = load volatile double, ptr %39, align 8, !tbaa !5
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fcmp ueq double %258, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %259, label %267, label %260

260:                                              ; preds = %256
  %261 = fsub fast double %248, %250
  %262 = call fast double @llvm.fabs.f64(double %261)
  %263 = fmul fast double %252, 1.000000e-09
  %264 = fcmp fast ole double %262, %263
  %265 = select i1 %264, ptr @.str.26, ptr @.str.27
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %250, ptr noundef nonnull %265)
  br i1 %264, label %272, label %269

267:                                              ; preds = %256, %234
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %250, ptr noundef nonnull @.str.27)
  br label %269

269:                                              ; preds = %267, %260
  %270 = load i32, ptr @n_fail, align 4, !tbaa !9
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr @n_fail, align 4, !tbaa !9
  br label %272

272:                                              ; preds = %260, %269
  %273 = load i32, ptr @n_aug, align 4, !tbaa !9
  %274 = sitofp i32 %273 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %274, ptr %38, align 8, !tbaa !5
  %275 = load volatile double, ptr %38, align 8, !tbaa !5
  %276 = call double @llvm.fabs.f64(double %275)
  %277 = fcmp ueq double %276, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %277, label %287, label %278

278:                                              ; preds = %272
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 1.000000e+00, ptr %37, align 8, !tbaa !5
  %279 = load volatile double, ptr %37, align 8, !tbaa !5
  %280 = call double @llvm.fabs.f64(double %279)
  %281 = fcmp ueq double %280, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %281, label %287, label %282

282:                                              ; preds = %278
  %283 = fadd fast double %274, -1.000000e+00
  %284 = fcmp fast oeq double %283, 0.000000e+00
  %285 = select i1 %284, ptr @.str.26, ptr @.str.27
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %274, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %285)
  br i1 %284, label %292, label %289

287:                                              ; preds = %278, %272
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %274, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %289

289:                                              ; preds = %287, %282
  %290 = load i32, ptr @n_fail, align 4, !tbaa !9
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr @n_fail, align 4, !tbaa !9
  br label %292

292:                                              ; preds = %282, %289
  %293 = load i32, ptr @n_grad, align 4, !tbaa !9
  %294 = sitofp i32 %293 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %294, ptr %36, align 8, !tbaa !5
  %295 = load volatile double, ptr %36, align 8, !tbaa !5
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %297, label %307, label %298

298:                                              ; preds = %292
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double 1.000000e+00, ptr %35, align 8, !tbaa !5
  %299 = load volatile double, ptr %35, align 8, !tbaa !5
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %301, label %307, label %302

302:                                              ; preds = %298
  %303 = fadd fast double %294, -1.000000e+00
  %304 = fcmp fast oeq double %303, 0.000000e+00
  %305 = select i1 %304, ptr @.str.26, ptr @.str.27
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %294, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %305)
  br i1 %304, label %312, label %309

307:                                              ; preds = %298, %292
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %294, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %309

309:                                              ; preds = %307, %302
  %310 = load i32, ptr @n_fail, align 4, !tbaa !9
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr @n_fail, align 4, !tbaa !9
  br label %312

312:                                              ; preds = %302, %309
  %313 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %314 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef nofpclass(nan inf) %237, i32 noundef %313, double noundef nofpclass(nan inf) %244) #23
  %315 = fadd fast double %240, %237
  %316 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %315, double noundef nofpclass(nan inf) %244, i32 noundef 3)
  %317 = fmul fast double %316, %315
  %318 = fsub fast double %237, %240
  %319 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %318, double noundef nofpclass(nan inf) %244, i32 noundef 3)
  %320 = fmul fast double %319, %318
  %321 = fsub fast double %317, %320
  %322 = fmul fast double %239, 2.000000e-06
  %323 = fdiv fast double %321, %322
  %324 = call fast double @llvm.fabs.f64(double %323)
  %325 = call fast double @llvm.maxnum.f64(double %324, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %314, ptr %34, align 8, !tbaa !5
  %326 = load volatile double, ptr %34, align 8, !tbaa !5
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = fcmp ueq double %327, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %328, label %340, label %329

329:                                              ; preds = %312
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %323, ptr %33, align 8, !tbaa !5
  %330 = load volatile double, ptr %33, align 8, !tbaa !5
  %331 = call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %332, label %340, label %333

333:                                              ; preds = %329
  %334 = fsub fast double %314, %323
  %335 = call fast double @llvm.fabs.f64(double %334)
  %336 = fmul fast double %325, 0x3EB0C6F7A0B5ED8D
  %337 = fcmp fast ole double %335, %336
  %338 = select i1 %337, ptr @.str.26, ptr @.str.27
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %314, double noundef nofpclass(nan inf) %323, ptr noundef nonnull %338)
  br i1 %337, label %345, label %342

340:                                              ; preds = %329, %312
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %314, double noundef nofpclass(nan inf) %323, ptr noundef nonnull @.str.27)
  br label %342

342:                                              ; preds = %340, %333
  %343 = load i32, ptr @n_fail, align 4, !tbaa !9
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @n_fail, align 4, !tbaa !9
  br label %345

345:                                              ; preds = %333, %342
  %346 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %347 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %346, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %244) #23
  %348 = fadd fast double %247, %244
  %349 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %348, i32 noundef 3)
  %350 = fsub fast double %244, %247
  %351 = call fast nofpclass(nan inf) double @hyp(double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %350, i32 noundef 3)
  %352 = fsub fast double %349, %351
  %353 = fmul fast double %352, %237
  %354 = fmul fast double %246, 2.000000e-06
  %355 = fadd fast double %354, %353
  %356 = fdiv fast double %355, %354
  %357 = call fast double @llvm.fabs.f64(double %356)
  %358 = call fast double @llvm.maxnum.f64(double %357, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %347, ptr %32, align 8, !tbaa !5
  %359 = load volatile double, ptr %32, align 8, !tbaa !5
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp ueq double %360, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %361, label %373, label %362

362:                                              ; preds = %345
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %356, ptr %31, align 8, !tbaa !5
  %363 = load volatile double, ptr %31, align 8, !tbaa !5
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fcmp ueq double %364, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %365, label %373, label %366

366:                                              ; preds = %362
  %367 = fsub fast double %347, %356
  %368 = call fast double @llvm.fabs.f64(double %367)
  %369 = fmul fast double %358, 0x3EB0C6F7A0B5ED8D
  %370 = fcmp fast ole double %368, %369
  %371 = select i1 %370, ptr @.str.26, ptr @.str.27
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) %347, double noundef nofpclass(nan inf) %356, ptr noundef nonnull %371)
  br i1 %370, label %378, label %375

373:                                              ; preds = %362, %345
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) %347, double noundef nofpclass(nan inf) %356, ptr noundef nonnull @.str.27)
  br label %375

375:                                              ; preds = %373, %366
  %376 = load i32, ptr @n_fail, align 4, !tbaa !9
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr @n_fail, align 4, !tbaa !9
  br label %378

378:                                              ; preds = %366, %375
  %379 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef nofpclass(nan inf) %237) #23
  %380 = fmul fast double %237, %237
  %381 = fmul fast double %380, %237
  %382 = call fast double @llvm.cos.f64(double %381)
  %383 = fmul fast double %380, 3.000000e+00
  %384 = fmul fast double %383, %382
  %385 = call fast double @llvm.fabs.f64(double %384)
  %386 = call fast double @llvm.maxnum.f64(double %385, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %379, ptr %30, align 8, !tbaa !5
  %387 = load volatile double, ptr %30, align 8, !tbaa !5
  %388 = call double @llvm.fabs.f64(double %387)
  %389 = fcmp ueq double %388, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %389, label %401, label %390

390:                                              ; preds = %378
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %384, ptr %29, align 8, !tbaa !5
  %391 = load volatile double, ptr %29, align 8, !tbaa !5
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = fcmp ueq double %392, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %393, label %401, label %394

394:                                              ; preds = %390
  %395 = fsub fast double %379, %384
  %396 = call fast double @llvm.fabs.f64(double %395)
  %397 = fmul fast double %386, 1.000000e-09
  %398 = fcmp fast ole double %396, %397
  %399 = select i1 %398, ptr @.str.26, ptr @.str.27
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %379, double noundef nofpclass(nan inf) %384, ptr noundef nonnull %399)
  br i1 %398, label %406, label %403

401:                                              ; preds = %390, %378
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %379, double noundef nofpclass(nan inf) %384, ptr noundef nonnull @.str.27)
  br label %403

403:                                              ; preds = %401, %394
  %404 = load i32, ptr @n_fail, align 4, !tbaa !9
  %405 = add nsw i32 %404, 1
  store i32 %405, ptr @n_fail, align 4, !tbaa !9
  br label %406

406:                                              ; preds = %394, %403
  %407 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %408 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %407, double noundef nofpclass(nan inf) %244) #23
  %409 = fmul fast double %315, %315
  %410 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %409, double noundef nofpclass(nan inf) %244)
  %411 = fmul fast double %318, %318
  %412 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %411, double noundef nofpclass(nan inf) %244)
  %413 = fadd fast double %322, %410
  %414 = fsub fast double %413, %412
  %415 = fdiv fast double %414, %322
  %416 = call fast double @llvm.fabs.f64(double %415)
  %417 = call fast double @llvm.maxnum.f64(double %416, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %408, ptr %28, align 8, !tbaa !5
  %418 = load volatile double, ptr %28, align 8, !tbaa !5
  %419 = call double @llvm.fabs.f64(double %418)
  %420 = fcmp ueq double %419, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %420, label %432, label %421

421:                                              ; preds = %406
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %415, ptr %27, align 8, !tbaa !5
  %422 = load volatile double, ptr %27, align 8, !tbaa !5
  %423 = call double @llvm.fabs.f64(double %422)
  %424 = fcmp ueq double %423, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %424, label %432, label %425

425:                                              ; preds = %421
  %426 = fsub fast double %408, %415
  %427 = call fast double @llvm.fabs.f64(double %426)
  %428 = fmul fast double %417, 0x3EB0C6F7A0B5ED8D
  %429 = fcmp fast ole double %427, %428
  %430 = select i1 %429, ptr @.str.26, ptr @.str.27
  %431 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %408, double noundef nofpclass(nan inf) %415, ptr noundef nonnull %430)
  br i1 %429, label %437, label %434

432:                                              ; preds = %421, %406
  %433 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %408, double noundef nofpclass(nan inf) %415, ptr noundef nonnull @.str.27)
  br label %434

434:                                              ; preds = %432, %425
  %435 = load i32, ptr @n_fail, align 4, !tbaa !9
  %436 = add nsw i32 %435, 1
  store i32 %436, ptr @n_fail, align 4, !tbaa !9
  br label %437

437:                                              ; preds = %425, %434
  %438 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %439 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %438, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) 1.000000e+00) #23
  %440 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %380, double noundef nofpclass(nan inf) %348)
  %441 = call fast nofpclass(nan inf) double @softplus(double noundef nofpclass(nan inf) %380, double noundef nofpclass(nan inf) %350)
  %442 = fsub fast double %440, %441
  %443 = fdiv fast double %442, %354
  %444 = call fast double @llvm.fabs.f64(double %443)
  %445 = call fast double @llvm.maxnum.f64(double %444, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %439, ptr %26, align 8, !tbaa !5
  %446 = load volatile double, ptr %26, align 8, !tbaa !5
  %447 = call double @llvm.fabs.f64(double %446)
  %448 = fcmp ueq double %447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %448, label %460, label %449

449:                                              ; preds = %437
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %443, ptr %25, align 8, !tbaa !5
  %450 = load volatile double, ptr %25, align 8, !tbaa !5
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ueq double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %452, label %460, label %453

453:                                              ; preds = %449
  %454 = fsub fast double %439, %443
  %455 = call fast double @llvm.fabs.f64(double %454)
  %456 = fmul fast double %445, 0x3EB0C6F7A0B5ED8D
  %457 = fcmp fast ole double %455, %456
  %458 = select i1 %457, ptr @.str.26, ptr @.str.27
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %443, ptr noundef nonnull %458)
  br i1 %457, label %465, label %462

460:                                              ; preds = %449, %437
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %443, ptr noundef nonnull @.str.27)
  br label %462

462:                                              ; preds = %460, %453
  %463 = load i32, ptr @n_fail, align 4, !tbaa !9
  %464 = add nsw i32 %463, 1
  store i32 %464, ptr @n_fail, align 4, !tbaa !9
  br label %465

465:                                              ; preds = %453, %462
  store i32 0, ptr @n_fwd, align 4, !tbaa !9
  %466 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) 1.000000e+00) #23
  %467 = fmul fast double %237, 8.000000e+00
  %468 = fmul fast double %467, %380
  %469 = call fast double @llvm.fabs.f64(double %468)
  %470 = call fast double @llvm.maxnum.f64(double %469, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %466, ptr %24, align 8, !tbaa !5
  %471 = load volatile double, ptr %24, align 8, !tbaa !5
  %472 = call double @llvm.fabs.f64(double %471)
  %473 = fcmp ueq double %472, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %473, label %485, label %474

474:                                              ; preds = %465
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %468, ptr %23, align 8, !tbaa !5
  %475 = load volatile double, ptr %23, align 8, !tbaa !5
  %476 = call double @llvm.fabs.f64(double %475)
  %477 = fcmp ueq double %476, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %477, label %485, label %478

478:                                              ; preds = %474
  %479 = fsub fast double %466, %468
  %480 = call fast double @llvm.fabs.f64(double %479)
  %481 = fmul fast double %470, 1.000000e-09
  %482 = fcmp fast ole double %480, %481
  %483 = select i1 %482, ptr @.str.26, ptr @.str.27
  %484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %466, double noundef nofpclass(nan inf) %468, ptr noundef nonnull %483)
  br i1 %482, label %490, label %487

485:                                              ; preds = %474, %465
  %486 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %466, double noundef nofpclass(nan inf) %468, ptr noundef nonnull @.str.27)
  br label %487

487:                                              ; preds = %485, %478
  %488 = load i32, ptr @n_fail, align 4, !tbaa !9
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr @n_fail, align 4, !tbaa !9
  br label %490

490:                                              ; preds = %478, %487
  %491 = load i32, ptr @n_fwd, align 4, !tbaa !9
  %492 = sitofp i32 %491 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %492, ptr %22, align 8, !tbaa !5
  %493 = load volatile double, ptr %22, align 8, !tbaa !5
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = fcmp ueq double %494, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %495, label %505, label %496

496:                                              ; preds = %490
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !5
  %497 = load volatile double, ptr %21, align 8, !tbaa !5
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fcmp ueq double %498, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %499, label %505, label %500

500:                                              ; preds = %496
  %501 = fadd fast double %492, -1.000000e+00
  %502 = fcmp fast oeq double %501, 0.000000e+00
  %503 = select i1 %502, ptr @.str.26, ptr @.str.27
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %492, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %503)
  br i1 %502, label %510, label %507

505:                                              ; preds = %496, %490
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %492, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %507

507:                                              ; preds = %505, %500
  %508 = load i32, ptr @n_fail, align 4, !tbaa !9
  %509 = add nsw i32 %508, 1
  store i32 %509, ptr @n_fail, align 4, !tbaa !9
  br label %510

510:                                              ; preds = %500, %507
  %511 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef nofpclass(nan inf) %237) #23
  %512 = fmul fast double %237, 2.000000e+00
  %513 = fadd fast double %380, 1.000000e+00
  %514 = fdiv fast double %512, %513
  %515 = call fast double @llvm.fabs.f64(double %514)
  %516 = call fast double @llvm.maxnum.f64(double %515, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %511, ptr %20, align 8, !tbaa !5
  %517 = load volatile double, ptr %20, align 8, !tbaa !5
  %518 = call double @llvm.fabs.f64(double %517)
  %519 = fcmp ueq double %518, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %519, label %531, label %520

520:                                              ; preds = %510
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %514, ptr %19, align 8, !tbaa !5
  %521 = load volatile double, ptr %19, align 8, !tbaa !5
  %522 = call double @llvm.fabs.f64(double %521)
  %523 = fcmp ueq double %522, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %523, label %531, label %524

524:                                              ; preds = %520
  %525 = fsub fast double %511, %514
  %526 = call fast double @llvm.fabs.f64(double %525)
  %527 = fmul fast double %516, 0x3D719799812DEA11
  %528 = fcmp fast ole double %526, %527
  %529 = select i1 %528, ptr @.str.26, ptr @.str.27
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %511, double noundef nofpclass(nan inf) %514, ptr noundef nonnull %529)
  br i1 %528, label %536, label %533

531:                                              ; preds = %520, %510
  %532 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %511, double noundef nofpclass(nan inf) %514, ptr noundef nonnull @.str.27)
  br label %533

533:                                              ; preds = %531, %524
  %534 = load i32, ptr @n_fail, align 4, !tbaa !9
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr @n_fail, align 4, !tbaa !9
  br label %536

536:                                              ; preds = %524, %533
  %537 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) 1.000000e+00) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %537, ptr %18, align 8, !tbaa !5
  %538 = load volatile double, ptr %18, align 8, !tbaa !5
  %539 = call double @llvm.fabs.f64(double %538)
  %540 = fcmp ueq double %539, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %540, label %552, label %541

541:                                              ; preds = %536
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %514, ptr %17, align 8, !tbaa !5
  %542 = load volatile double, ptr %17, align 8, !tbaa !5
  %543 = call double @llvm.fabs.f64(double %542)
  %544 = fcmp ueq double %543, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %544, label %552, label %545

545:                                              ; preds = %541
  %546 = fsub fast double %537, %514
  %547 = call fast double @llvm.fabs.f64(double %546)
  %548 = fmul fast double %516, 0x3D719799812DEA11
  %549 = fcmp fast ole double %547, %548
  %550 = select i1 %549, ptr @.str.26, ptr @.str.27
  %551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %537, double noundef nofpclass(nan inf) %514, ptr noundef nonnull %550)
  br i1 %549, label %557, label %554

552:                                              ; preds = %541, %536
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %537, double noundef nofpclass(nan inf) %514, ptr noundef nonnull @.str.27)
  br label %554

554:                                              ; preds = %552, %545
  %555 = load i32, ptr @n_fail, align 4, !tbaa !9
  %556 = add nsw i32 %555, 1
  store i32 %556, ptr @n_fail, align 4, !tbaa !9
  br label %557

557:                                              ; preds = %545, %554
  %558 = fmul fast double %242, 5.000000e-01
  %559 = fsub fast double 1.500000e+00, %558
  %560 = call fast double @llvm.fabs.f64(double %559)
  %561 = call fast double @llvm.maxnum.f64(double %560, double 1.000000e+00)
  %562 = fmul fast double %561, 0x3EB0C6F7A0B5ED8D
  %563 = fmul fast double %237, 1.000000e-01
  %564 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %565 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef nofpclass(nan inf) %563, i32 noundef %564, double noundef nofpclass(nan inf) %244, i32 noundef %564, double noundef nofpclass(nan inf) %559) #23
  %566 = fadd fast double %240, %563
  %567 = fmul fast double %244, %244
  %568 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %566, double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %559)
  %569 = fsub fast double %563, %240
  %570 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %559)
  %571 = fmul fast double %322, %559
  %572 = fsub fast double %568, %570
  %573 = fadd fast double %572, %571
  %574 = fdiv fast double %573, %322
  %575 = call fast double @llvm.fabs.f64(double %574)
  %576 = call fast double @llvm.maxnum.f64(double %575, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %565, ptr %16, align 8, !tbaa !5
  %577 = load volatile double, ptr %16, align 8, !tbaa !5
  %578 = call double @llvm.fabs.f64(double %577)
  %579 = fcmp ueq double %578, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %579, label %591, label %580

580:                                              ; preds = %557
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %574, ptr %15, align 8, !tbaa !5
  %581 = load volatile double, ptr %15, align 8, !tbaa !5
  %582 = call double @llvm.fabs.f64(double %581)
  %583 = fcmp ueq double %582, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %583, label %591, label %584

584:                                              ; preds = %580
  %585 = fsub fast double %565, %574
  %586 = call fast double @llvm.fabs.f64(double %585)
  %587 = fmul fast double %576, 0x3EB0C6F7A0B5ED8D
  %588 = fcmp fast ole double %586, %587
  %589 = select i1 %588, ptr @.str.26, ptr @.str.27
  %590 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %565, double noundef nofpclass(nan inf) %574, ptr noundef nonnull %589)
  br i1 %588, label %596, label %593

591:                                              ; preds = %580, %557
  %592 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %565, double noundef nofpclass(nan inf) %574, ptr noundef nonnull @.str.27)
  br label %593

593:                                              ; preds = %591, %584
  %594 = load i32, ptr @n_fail, align 4, !tbaa !9
  %595 = add nsw i32 %594, 1
  store i32 %595, ptr @n_fail, align 4, !tbaa !9
  br label %596

596:                                              ; preds = %584, %593
  %597 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %598 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %597, double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %244, i32 noundef %597, double noundef nofpclass(nan inf) %559) #23
  %599 = fmul fast double %348, %348
  %600 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %599, double noundef nofpclass(nan inf) %559)
  %601 = fmul fast double %350, %350
  %602 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %601, double noundef nofpclass(nan inf) %559)
  %603 = fsub fast double %600, %602
  %604 = fdiv fast double %603, %354
  %605 = call fast double @llvm.fabs.f64(double %604)
  %606 = call fast double @llvm.maxnum.f64(double %605, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %598, ptr %14, align 8, !tbaa !5
  %607 = load volatile double, ptr %14, align 8, !tbaa !5
  %608 = call double @llvm.fabs.f64(double %607)
  %609 = fcmp ueq double %608, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %609, label %621, label %610

610:                                              ; preds = %596
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %604, ptr %13, align 8, !tbaa !5
  %611 = load volatile double, ptr %13, align 8, !tbaa !5
  %612 = call double @llvm.fabs.f64(double %611)
  %613 = fcmp ueq double %612, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %613, label %621, label %614

614:                                              ; preds = %610
  %615 = fsub fast double %598, %604
  %616 = call fast double @llvm.fabs.f64(double %615)
  %617 = fmul fast double %606, 0x3EB0C6F7A0B5ED8D
  %618 = fcmp fast ole double %616, %617
  %619 = select i1 %618, ptr @.str.26, ptr @.str.27
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) %598, double noundef nofpclass(nan inf) %604, ptr noundef nonnull %619)
  br i1 %618, label %626, label %623

621:                                              ; preds = %610, %596
  %622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) %598, double noundef nofpclass(nan inf) %604, ptr noundef nonnull @.str.27)
  br label %623

623:                                              ; preds = %621, %614
  %624 = load i32, ptr @n_fail, align 4, !tbaa !9
  %625 = add nsw i32 %624, 1
  store i32 %625, ptr @n_fail, align 4, !tbaa !9
  br label %626

626:                                              ; preds = %614, %623
  %627 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %628 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %627, double noundef nofpclass(nan inf) %563, i32 noundef %627, double noundef nofpclass(nan inf) %244, double noundef nofpclass(nan inf) %559) #23
  %629 = fadd fast double %562, %559
  %630 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %629)
  %631 = fsub fast double %559, %562
  %632 = call fast nofpclass(nan inf) double @expsum(double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %631)
  %633 = fmul fast double %561, 2.000000e-06
  %634 = fmul fast double %633, %563
  %635 = fsub fast double %630, %632
  %636 = fadd fast double %635, %634
  %637 = fdiv fast double %636, %633
  %638 = call fast double @llvm.fabs.f64(double %637)
  %639 = call fast double @llvm.maxnum.f64(double %638, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %628, ptr %12, align 8, !tbaa !5
  %640 = load volatile double, ptr %12, align 8, !tbaa !5
  %641 = call double @llvm.fabs.f64(double %640)
  %642 = fcmp ueq double %641, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %642, label %654, label %643

643:                                              ; preds = %626
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %637, ptr %11, align 8, !tbaa !5
  %644 = load volatile double, ptr %11, align 8, !tbaa !5
  %645 = call double @llvm.fabs.f64(double %644)
  %646 = fcmp ueq double %645, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %646, label %654, label %647

647:                                              ; preds = %643
  %648 = fsub fast double %628, %637
  %649 = call fast double @llvm.fabs.f64(double %648)
  %650 = fmul fast double %639, 0x3EB0C6F7A0B5ED8D
  %651 = fcmp fast ole double %649, %650
  %652 = select i1 %651, ptr @.str.26, ptr @.str.27
  %653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %559, double noundef nofpclass(nan inf) %628, double noundef nofpclass(nan inf) %637, ptr noundef nonnull %652)
  br i1 %651, label %659, label %656

654:                                              ; preds = %643, %626
  %655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %559, double noundef nofpclass(nan inf) %628, double noundef nofpclass(nan inf) %637, ptr noundef nonnull @.str.27)
  br label %656

656:                                              ; preds = %654, %647
  %657 = load i32, ptr @n_fail, align 4, !tbaa !9
  %658 = add nsw i32 %657, 1
  store i32 %658, ptr @n_fail, align 4, !tbaa !9
  br label %659

659:                                              ; preds = %647, %656
  %660 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef nofpclass(nan inf) %237) #23
  %661 = call fast double @llvm.fabs.f64(double %512)
  %662 = call fast double @llvm.maxnum.f64(double %661, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %660, ptr %10, align 8, !tbaa !5
  %663 = load volatile double, ptr %10, align 8, !tbaa !5
  %664 = call double @llvm.fabs.f64(double %663)
  %665 = fcmp ueq double %664, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %665, label %677, label %666

666:                                              ; preds = %659
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %512, ptr %9, align 8, !tbaa !5
  %667 = load volatile double, ptr %9, align 8, !tbaa !5
  %668 = call double @llvm.fabs.f64(double %667)
  %669 = fcmp ueq double %668, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %669, label %677, label %670

670:                                              ; preds = %666
  %671 = fsub fast double %660, %512
  %672 = call fast double @llvm.fabs.f64(double %671)
  %673 = fmul fast double %662, 0x3D719799812DEA11
  %674 = fcmp fast ole double %672, %673
  %675 = select i1 %674, ptr @.str.26, ptr @.str.27
  %676 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %660, double noundef nofpclass(nan inf) %512, ptr noundef nonnull %675)
  br i1 %674, label %682, label %679

677:                                              ; preds = %666, %659
  %678 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %660, double noundef nofpclass(nan inf) %512, ptr noundef nonnull @.str.27)
  br label %679

679:                                              ; preds = %677, %670
  %680 = load i32, ptr @n_fail, align 4, !tbaa !9
  %681 = add nsw i32 %680, 1
  store i32 %681, ptr @n_fail, align 4, !tbaa !9
  br label %682

682:                                              ; preds = %670, %679
  %683 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) 1.000000e+00) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %683, ptr %8, align 8, !tbaa !5
  %684 = load volatile double, ptr %8, align 8, !tbaa !5
  %685 = call double @llvm.fabs.f64(double %684)
  %686 = fcmp ueq double %685, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %686, label %698, label %687

687:                                              ; preds = %682
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %512, ptr %7, align 8, !tbaa !5
  %688 = load volatile double, ptr %7, align 8, !tbaa !5
  %689 = call double @llvm.fabs.f64(double %688)
  %690 = fcmp ueq double %689, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %690, label %698, label %691

691:                                              ; preds = %687
  %692 = fsub fast double %683, %512
  %693 = call fast double @llvm.fabs.f64(double %692)
  %694 = fmul fast double %662, 0x3D719799812DEA11
  %695 = fcmp fast ole double %693, %694
  %696 = select i1 %695, ptr @.str.26, ptr @.str.27
  %697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %683, double noundef nofpclass(nan inf) %512, ptr noundef nonnull %696)
  br i1 %695, label %703, label %700

698:                                              ; preds = %687, %682
  %699 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %683, double noundef nofpclass(nan inf) %512, ptr noundef nonnull @.str.27)
  br label %700

700:                                              ; preds = %698, %691
  %701 = load i32, ptr @n_fail, align 4, !tbaa !9
  %702 = add nsw i32 %701, 1
  store i32 %702, ptr @n_fail, align 4, !tbaa !9
  br label %703

703:                                              ; preds = %691, %700
  %704 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef nofpclass(nan inf) %237) #23
  %705 = call fast double @llvm.fabs.f64(double %383)
  %706 = call fast double @llvm.maxnum.f64(double %705, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %704, ptr %6, align 8, !tbaa !5
  %707 = load volatile double, ptr %6, align 8, !tbaa !5
  %708 = call double @llvm.fabs.f64(double %707)
  %709 = fcmp ueq double %708, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %709, label %721, label %710

710:                                              ; preds = %703
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %383, ptr %5, align 8, !tbaa !5
  %711 = load volatile double, ptr %5, align 8, !tbaa !5
  %712 = call double @llvm.fabs.f64(double %711)
  %713 = fcmp ueq double %712, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %713, label %721, label %714

714:                                              ; preds = %710
  %715 = fsub fast double %704, %383
  %716 = call fast double @llvm.fabs.f64(double %715)
  %717 = fmul fast double %706, 0x3D719799812DEA11
  %718 = fcmp fast ole double %716, %717
  %719 = select i1 %718, ptr @.str.26, ptr @.str.27
  %720 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %704, double noundef nofpclass(nan inf) %383, ptr noundef nonnull %719)
  br i1 %718, label %726, label %723

721:                                              ; preds = %710, %703
  %722 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %704, double noundef nofpclass(nan inf) %383, ptr noundef nonnull @.str.27)
  br label %723

723:                                              ; preds = %721, %714
  %724 = load i32, ptr @n_fail, align 4, !tbaa !9
  %725 = add nsw i32 %724, 1
  store i32 %725, ptr @n_fail, align 4, !tbaa !9
  br label %726

726:                                              ; preds = %714, %723
  %727 = load double, ptr @last_seen, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %727, ptr %4, align 8, !tbaa !5
  %728 = load volatile double, ptr %4, align 8, !tbaa !5
  %729 = call double @llvm.fabs.f64(double %728)
  %730 = fcmp ueq double %729, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %730, label %739, label %731

731:                                              ; preds = %726
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %237, ptr %3, align 8, !tbaa !5
  %732 = load volatile double, ptr %3, align 8, !tbaa !5
  %733 = call double @llvm.fabs.f64(double %732)
  %734 = fcmp ueq double %733, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %734, label %739, label %735

735:                                              ; preds = %731
  %736 = fcmp fast oeq double %727, %237
  %737 = select i1 %736, ptr @.str.26, ptr @.str.27
  %738 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %727, double noundef nofpclass(nan inf) %237, ptr noundef nonnull %737)
  br i1 %736, label %744, label %741

739:                                              ; preds = %731, %726
  %740 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %727, double noundef nofpclass(nan inf) %237, ptr noundef nonnull @.str.27)
  br label %741

741:                                              ; preds = %739, %735
  %742 = load i32, ptr @n_fail, align 4, !tbaa !9
  %743 = add nsw i32 %742, 1
  store i32 %743, ptr @n_fail, align 4, !tbaa !9
  br label %744

744:                                              ; preds = %735, %741
  %745 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) 1.000000e+00) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %745, ptr %2, align 8, !tbaa !5
  %746 = load volatile double, ptr %2, align 8, !tbaa !5
  %747 = call double @llvm.fabs.f64(double %746)
  %748 = fcmp ueq double %747, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %748, label %760, label %749

749:                                              ; preds = %744
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %383, ptr %1, align 8, !tbaa !5
  %750 = load volatile double, ptr %1, align 8, !tbaa !5
  %751 = call double @llvm.fabs.f64(double %750)
  %752 = fcmp ueq double %751, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %752, label %760, label %753

753:                                              ; preds = %749
  %754 = fsub fast double %745, %383
  %755 = call fast double @llvm.fabs.f64(double %754)
  %756 = fmul fast double %706, 0x3D719799812DEA11
  %757 = fcmp fast ole double %755, %756
  %758 = select i1 %757, ptr @.str.26, ptr @.str.27
  %759 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %745, double noundef nofpclass(nan inf) %383, ptr noundef nonnull %758)
  br i1 %757, label %765, label %762

760:                                              ; preds = %749, %744
  %761 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %745, double noundef nofpclass(nan inf) %383, ptr noundef nonnull @.str.27)
  br label %762

762:                                              ; preds = %760, %753
  %763 = load i32, ptr @n_fail, align 4, !tbaa !9
  %764 = add nsw i32 %763, 1
  store i32 %764, ptr @n_fail, align 4, !tbaa !9
  br label %765

765:                                              ; preds = %753, %762
  %766 = add nuw nsw i64 %235, 1
  %767 = icmp eq i64 %766, 3
  br i1 %767, label %228, label %234, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #18

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #19

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #20

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #21

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
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #17 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #20 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nounwind allocsize(0) }
attributes #23 = { nounwind }
attributes #24 = { nounwind willreturn memory(none) }

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
