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
  %4 = fcmp ogt double %3, 1.000000e+00
  %5 = select i1 %4, double %3, double 1.000000e+00
  %6 = fdiv double %3, %5
  %7 = fadd double %5, %6
  %8 = fmul double %7, 5.000000e-01
  %9 = fdiv double %3, %8
  %10 = fadd double %8, %9
  %11 = fmul double %10, 5.000000e-01
  %12 = fdiv double %3, %11
  %13 = fadd double %11, %12
  %14 = fmul double %13, 5.000000e-01
  %15 = fdiv double %3, %14
  %16 = fadd double %14, %15
  %17 = fmul double %16, 5.000000e-01
  %18 = fdiv double %3, %17
  %19 = fadd double %17, %18
  %20 = fmul double %19, 5.000000e-01
  %21 = fdiv double %3, %20
  %22 = fadd double %20, %21
  %23 = fmul double %22, 5.000000e-01
  %24 = fdiv double %3, %23
  %25 = fadd double %23, %24
  %26 = fmul double %25, 5.000000e-01
  %27 = fdiv double %3, %26
  %28 = fadd double %26, %27
  %29 = fmul double %28, 5.000000e-01
  %30 = fdiv double %3, %29
  %31 = fadd double %29, %30
  %32 = fmul double %31, 5.000000e-01
  %33 = fdiv double %3, %32
  %34 = fadd double %32, %33
  %35 = fmul double %34, 5.000000e-01
  %36 = fdiv double %3, %35
  %37 = fadd double %35, %36
  %38 = fmul double %37, 5.000000e-01
  %39 = fdiv double %3, %38
  %40 = fadd double %38, %39
  %41 = fmul double %40, 5.000000e-01
  %42 = fdiv double %3, %41
  %43 = fadd double %41, %42
  %44 = fmul double %43, 5.000000e-01
  %45 = fdiv double %3, %44
  %46 = fadd double %44, %45
  %47 = fmul double %46, 5.000000e-01
  %48 = fdiv double %3, %47
  %49 = fadd double %47, %48
  %50 = fmul double %49, 5.000000e-01
  %51 = fdiv double %3, %50
  %52 = fadd double %50, %51
  %53 = fmul double %52, 5.000000e-01
  %54 = fdiv double %3, %53
  %55 = fadd double %53, %54
  %56 = fmul double %55, 5.000000e-01
  %57 = fdiv double %3, %56
  %58 = fadd double %56, %57
  %59 = fmul double %58, 5.000000e-01
  %60 = fdiv double %3, %59
  %61 = fadd double %59, %60
  %62 = fmul double %61, 5.000000e-01
  %63 = fdiv double %3, %62
  %64 = fadd double %62, %63
  %65 = fmul double %64, 5.000000e-01
  %66 = fdiv double %3, %65
  %67 = fadd double %65, %66
  %68 = fmul double %67, 5.000000e-01
  %69 = fdiv double %3, %68
  %70 = fadd double %68, %69
  %71 = fmul double %70, 5.000000e-01
  %72 = fdiv double %3, %71
  %73 = fadd double %71, %72
  %74 = fmul double %73, 5.000000e-01
  %75 = fdiv double %3, %74
  %76 = fadd double %74, %75
  %77 = fmul double %76, 5.000000e-01
  %78 = fdiv double %3, %77
  %79 = fadd double %77, %78
  %80 = fmul double %79, 5.000000e-01
  %81 = fdiv double %3, %80
  %82 = fadd double %80, %81
  %83 = fmul double %82, 5.000000e-01
  %84 = fdiv double %3, %83
  %85 = fadd double %83, %84
  %86 = fmul double %85, 5.000000e-01
  %87 = fdiv double %3, %86
  %88 = fadd double %86, %87
  %89 = fmul double %88, 5.000000e-01
  %90 = fdiv double %3, %89
  %91 = fadd double %89, %90
  %92 = fmul double %91, 5.000000e-01
  %93 = fdiv double %3, %92
  %94 = fadd double %92, %93
  %95 = fmul double %94, 5.000000e-01
  %96 = fdiv double %3, %95
  %97 = fadd double %95, %96
  %98 = fmul double %97, 5.000000e-01
  %99 = fdiv double %3, %98
  %100 = fadd double %98, %99
  %101 = fmul double %100, 5.000000e-01
  %102 = fdiv double %3, %101
  %103 = fadd double %101, %102
  %104 = fmul double %103, 5.000000e-01
  %105 = fdiv double %3, %104
  %106 = fadd double %104, %105
  %107 = fmul double %106, 5.000000e-01
  %108 = fdiv double %3, %107
  %109 = fadd double %107, %108
  %110 = fmul double %109, 5.000000e-01
  %111 = fdiv double %3, %110
  %112 = fadd double %110, %111
  %113 = fmul double %112, 5.000000e-01
  %114 = fdiv double %3, %113
  %115 = fadd double %113, %114
  %116 = fmul double %115, 5.000000e-01
  %117 = fdiv double %3, %116
  %118 = fadd double %116, %117
  %119 = fmul double %118, 5.000000e-01
  %120 = fdiv double %3, %119
  %121 = fadd double %119, %120
  %122 = fmul double %121, 5.000000e-01
  %123 = fdiv double %3, %122
  %124 = fadd double %122, %123
  %125 = fmul double %124, 5.000000e-01
  %126 = fdiv double %3, %125
  %127 = fadd double %125, %126
  %128 = fmul double %127, 5.000000e-01
  %129 = fdiv double %3, %128
  %130 = fadd double %128, %129
  %131 = fmul double %130, 5.000000e-01
  %132 = fdiv double %3, %131
  %133 = fadd double %131, %132
  %134 = fmul double %133, 5.000000e-01
  %135 = fdiv double %3, %134
  %136 = fadd double %134, %135
  %137 = fmul double %136, 5.000000e-01
  %138 = fdiv double %3, %137
  %139 = fadd double %137, %138
  %140 = fmul double %139, 5.000000e-01
  %141 = fdiv double %3, %140
  %142 = fadd double %140, %141
  %143 = fmul double %142, 5.000000e-01
  %144 = fdiv double %3, %143
  %145 = fadd double %143, %144
  %146 = fmul double %145, 5.000000e-01
  %147 = fdiv double %3, %146
  %148 = fadd double %146, %147
  %149 = fmul double %148, 5.000000e-01
  %150 = fdiv double %3, %149
  %151 = fadd double %149, %150
  %152 = fmul double %151, 5.000000e-01
  %153 = fdiv double %3, %152
  %154 = fadd double %152, %153
  %155 = fmul double %154, 5.000000e-01
  %156 = fdiv double %3, %155
  %157 = fadd double %155, %156
  %158 = fmul double %157, 5.000000e-01
  %159 = fdiv double %3, %158
  %160 = fadd double %158, %159
  %161 = fmul double %160, 5.000000e-01
  %162 = fdiv double %3, %161
  %163 = fadd double %161, %162
  %164 = fmul double %163, 5.000000e-01
  %165 = fdiv double %3, %164
  %166 = fadd double %164, %165
  %167 = fmul double %166, 5.000000e-01
  %168 = fdiv double %3, %167
  %169 = fadd double %167, %168
  %170 = fmul double %169, 5.000000e-01
  %171 = fdiv double %3, %170
  %172 = fadd double %170, %171
  %173 = fmul double %172, 5.000000e-01
  %174 = fdiv double %3, %173
  %175 = fadd double %173, %174
  %176 = fmul double %175, 5.000000e-01
  %177 = fdiv double %3, %176
  %178 = fadd double %176, %177
  %179 = fmul double %178, 5.000000e-01
  %180 = fdiv double %3, %179
  %181 = fadd double %179, %180
  %182 = fmul double %181, 5.000000e-01
  %183 = fdiv double %3, %182
  %184 = fadd double %182, %183
  %185 = fmul double %184, 5.000000e-01
  store double %185, ptr %1, align 8, !tbaa !5
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
  %10 = fmul double %8, 2.000000e+00
  %11 = fdiv double %9, %10
  %12 = load double, ptr %1, align 8, !tbaa !5
  %13 = fadd double %12, %11
  store double %13, ptr %1, align 8, !tbaa !5
  store double 0.000000e+00, ptr %3, align 8, !tbaa !5
  tail call void @free(ptr noundef %4) #23
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @uses_sqrt(double noundef %0) #6 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  call void @newton_sqrt(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul double %4, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #23
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3)
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = tail call double @llvm.fmuladd.f64(double %13, double %14, double %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #23
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !11
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
define dso_local noundef double @hyp_aug(double noundef %0, double noundef %1, i32 noundef %2, i32 %3) #6 {
  %5 = tail call double @hyp(double noundef %0, double noundef %1, i32 noundef %2)
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @hyp_rev(double noundef %0, double noundef %1, i32 noundef %2, i32 %3, double noundef %4) #6 {
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
define dso_local noundef double @uses_hyp(double noundef %0, double noundef %1) #6 {
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
define dso_local { ptr, double } @cube_aug(double noundef %0) #6 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  %4 = insertvalue { ptr, double } { ptr null, double poison }, double %3, 1
  ret { ptr, double } %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @cube_rev(double noundef %0, double noundef %1, ptr nocapture readnone %2) #6 {
  %4 = fmul double %1, 3.000000e+00
  %5 = fmul double %4, %0
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @uses_cube(double noundef %0) #11 {
  %2 = tail call double @cube(double noundef %0)
  %3 = tail call double @sin(double noundef %2) #23
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @softplus(double noundef %0, double noundef %1) #12 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #23
  %5 = tail call double @log1p(double noundef %4) #23
  %6 = fdiv double %5, %1
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local { double, double } @softplus_fwd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #11 {
  %5 = fmul double %0, %2
  %6 = tail call double @exp(double noundef %5) #23
  %7 = tail call double @log1p(double noundef %6) #23
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
define dso_local double @uses_softplus(double noundef %0, double noundef %1) #11 {
  %3 = fmul double %0, %0
  %4 = tail call double @softplus(double noundef %3, double noundef %1)
  %5 = fadd double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @scale2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
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
define dso_local void @scale2_fwd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) #13 {
  %5 = load i32, ptr @n_fwd, align 4, !tbaa !9
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @n_fwd, align 4, !tbaa !9
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
define dso_local double @uses_scale2(double noundef %0) #6 {
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #23
  store double %0, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = fmul double %0, %0
  store double %5, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #23
  call void @scale2(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %6 = load double, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fmul double %6, %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #23
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
define dso_local noundef double @uses_log1p(double noundef %0) #6 {
  %2 = fmul double %0, %0
  %3 = tail call double @my_log1p(double noundef %2)
  ret double %3
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @jitter(double noundef %0) #12 {
  %2 = fmul double %0, 1.000000e+03
  %3 = tail call double @sin(double noundef %2) #23
  %4 = fmul double %3, 1.000000e-03
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @uses_jitter(double noundef %0) #11 {
  %2 = tail call double @jitter(double noundef %0)
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %2)
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @remember(double noundef %0) local_unnamed_addr #14 {
  store double %0, ptr @last_seen, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable
define dso_local noundef double @uses_last(double noundef %0) #15 {
  tail call void @remember(double noundef %0)
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @expsum(double noundef %0, double noundef %1, double noundef %2) #12 {
  %4 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %5 = tail call double @exp(double noundef %4) #23
  %6 = fmul double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.aug3) align 8 %0, double noundef %1, double noundef %2, double noundef %3) #11 {
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %1)
  %6 = tail call double @exp(double noundef %5) #23
  store double %6, ptr %0, align 8, !tbaa !13
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = fmul double %6, %3
  store double %8, ptr %7, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store double 0.000000e+00, ptr %9, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @expsum_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.grad3) align 8 %0, double %1, double %2, double noundef %3, double noundef %4, double noundef %5) #16 {
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
  store double %17, ptr %16, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @uses_expsum(double noundef %0, double noundef %1, double noundef %2) #11 {
  %4 = fmul double %1, %1
  %5 = tail call double @expsum(double noundef %0, double noundef %4, double noundef %2)
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %5)
  ret double %6
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
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %47, align 16
  %50 = getelementptr inbounds i8, ptr %47, i64 16
  %51 = getelementptr inbounds i8, ptr %47, i64 24
  store <2 x double> <double 2.000000e+00, double 3.500000e+00>, ptr %50, align 16
  %52 = getelementptr inbounds i8, ptr %47, i64 32
  store double 9.000000e+00, ptr %52, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %48) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %48, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %53 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_sqrt, ptr noundef nonnull %47, ptr noundef nonnull %48, i32 noundef 5) #23
  %54 = load double, ptr %47, align 16, !tbaa !5
  %55 = load double, ptr %48, align 16, !tbaa !5
  %56 = call double @sqrt(double noundef %54) #23
  %57 = fmul double %56, 1.500000e+00
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ogt double %58, 1.000000e+00
  %60 = select i1 %59, double %58, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %55, ptr %42, align 8, !tbaa !5
  %61 = load volatile double, ptr %42, align 8, !tbaa !5
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ueq double %62, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %63, label %110, label %99

64:                                               ; preds = %227
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double 5.000000e+00, ptr %45, align 8, !tbaa !5
  %65 = load volatile double, ptr %45, align 8, !tbaa !5
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ueq double %66, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %67, label %73, label %68

68:                                               ; preds = %64
  %69 = fadd double %229, -5.000000e+00
  %70 = fcmp oeq double %69, 0.000000e+00
  %71 = select i1 %70, ptr @.str.26, ptr @.str.27
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %229, double noundef 5.000000e+00, ptr noundef nonnull %71)
  br i1 %70, label %78, label %75

73:                                               ; preds = %64, %227
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %229, double noundef 5.000000e+00, ptr noundef nonnull @.str.27)
  br label %75

75:                                               ; preds = %73, %68
  %76 = load i32, ptr @n_fail, align 4, !tbaa !9
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @n_fail, align 4, !tbaa !9
  br label %78

78:                                               ; preds = %68, %75
  %79 = load i32, ptr @n_grad, align 4, !tbaa !9
  %80 = sitofp i32 %79 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %80, ptr %44, align 8, !tbaa !5
  %81 = load volatile double, ptr %44, align 8, !tbaa !5
  %82 = call double @llvm.fabs.f64(double %81)
  %83 = fcmp ueq double %82, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %83, label %93, label %84

84:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double 5.000000e+00, ptr %43, align 8, !tbaa !5
  %85 = load volatile double, ptr %43, align 8, !tbaa !5
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = fcmp ueq double %86, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %87, label %93, label %88

88:                                               ; preds = %84
  %89 = fadd double %80, -5.000000e+00
  %90 = fcmp oeq double %89, 0.000000e+00
  %91 = select i1 %90, ptr @.str.26, ptr @.str.27
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %80, double noundef 5.000000e+00, ptr noundef nonnull %91)
  br i1 %90, label %98, label %95

93:                                               ; preds = %84, %78
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %80, double noundef 5.000000e+00, ptr noundef nonnull @.str.27)
  br label %95

95:                                               ; preds = %93, %88
  %96 = load i32, ptr @n_fail, align 4, !tbaa !9
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr @n_fail, align 4, !tbaa !9
  br label %98

98:                                               ; preds = %88, %95
  br label %239

99:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %57, ptr %41, align 8, !tbaa !5
  %100 = load volatile double, ptr %41, align 8, !tbaa !5
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ueq double %101, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %102, label %110, label %103

103:                                              ; preds = %99
  %104 = fsub double %55, %57
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fmul double %60, 1.000000e-09
  %107 = fcmp ole double %105, %106
  %108 = select i1 %107, ptr @.str.26, ptr @.str.27
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %54, double noundef %55, double noundef %57, ptr noundef nonnull %108)
  br i1 %107, label %115, label %112

110:                                              ; preds = %99, %0
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %54, double noundef %55, double noundef %57, ptr noundef nonnull @.str.27)
  br label %112

112:                                              ; preds = %110, %103
  %113 = load i32, ptr @n_fail, align 4, !tbaa !9
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @n_fail, align 4, !tbaa !9
  br label %115

115:                                              ; preds = %103, %112
  %116 = load double, ptr %49, align 8, !tbaa !5
  %117 = getelementptr inbounds i8, ptr %48, i64 8
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = call double @sqrt(double noundef %116) #23
  %120 = fmul double %119, 1.500000e+00
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ogt double %121, 1.000000e+00
  %123 = select i1 %122, double %121, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %118, ptr %42, align 8, !tbaa !5
  %124 = load volatile double, ptr %42, align 8, !tbaa !5
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %126, label %138, label %127

127:                                              ; preds = %115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %120, ptr %41, align 8, !tbaa !5
  %128 = load volatile double, ptr %41, align 8, !tbaa !5
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fcmp ueq double %129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %130, label %138, label %131

131:                                              ; preds = %127
  %132 = fsub double %118, %120
  %133 = call double @llvm.fabs.f64(double %132)
  %134 = fmul double %123, 1.000000e-09
  %135 = fcmp ole double %133, %134
  %136 = select i1 %135, ptr @.str.26, ptr @.str.27
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %116, double noundef %118, double noundef %120, ptr noundef nonnull %136)
  br i1 %135, label %143, label %140

138:                                              ; preds = %127, %115
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %116, double noundef %118, double noundef %120, ptr noundef nonnull @.str.27)
  br label %140

140:                                              ; preds = %138, %131
  %141 = load i32, ptr @n_fail, align 4, !tbaa !9
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr @n_fail, align 4, !tbaa !9
  br label %143

143:                                              ; preds = %140, %131
  %144 = load double, ptr %50, align 16, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %48, i64 16
  %146 = load double, ptr %145, align 16, !tbaa !5
  %147 = call double @sqrt(double noundef %144) #23
  %148 = fmul double %147, 1.500000e+00
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ogt double %149, 1.000000e+00
  %151 = select i1 %150, double %149, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %146, ptr %42, align 8, !tbaa !5
  %152 = load volatile double, ptr %42, align 8, !tbaa !5
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ueq double %153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %154, label %166, label %155

155:                                              ; preds = %143
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %148, ptr %41, align 8, !tbaa !5
  %156 = load volatile double, ptr %41, align 8, !tbaa !5
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp ueq double %157, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %158, label %166, label %159

159:                                              ; preds = %155
  %160 = fsub double %146, %148
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fmul double %151, 1.000000e-09
  %163 = fcmp ole double %161, %162
  %164 = select i1 %163, ptr @.str.26, ptr @.str.27
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %144, double noundef %146, double noundef %148, ptr noundef nonnull %164)
  br i1 %163, label %171, label %168

166:                                              ; preds = %155, %143
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %144, double noundef %146, double noundef %148, ptr noundef nonnull @.str.27)
  br label %168

168:                                              ; preds = %166, %159
  %169 = load i32, ptr @n_fail, align 4, !tbaa !9
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr @n_fail, align 4, !tbaa !9
  br label %171

171:                                              ; preds = %168, %159
  %172 = load double, ptr %51, align 8, !tbaa !5
  %173 = getelementptr inbounds i8, ptr %48, i64 24
  %174 = load double, ptr %173, align 8, !tbaa !5
  %175 = call double @sqrt(double noundef %172) #23
  %176 = fmul double %175, 1.500000e+00
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fcmp ogt double %177, 1.000000e+00
  %179 = select i1 %178, double %177, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %174, ptr %42, align 8, !tbaa !5
  %180 = load volatile double, ptr %42, align 8, !tbaa !5
  %181 = call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %182, label %194, label %183

183:                                              ; preds = %171
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %176, ptr %41, align 8, !tbaa !5
  %184 = load volatile double, ptr %41, align 8, !tbaa !5
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %186, label %194, label %187

187:                                              ; preds = %183
  %188 = fsub double %174, %176
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fmul double %179, 1.000000e-09
  %191 = fcmp ole double %189, %190
  %192 = select i1 %191, ptr @.str.26, ptr @.str.27
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %172, double noundef %174, double noundef %176, ptr noundef nonnull %192)
  br i1 %191, label %199, label %196

194:                                              ; preds = %183, %171
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %172, double noundef %174, double noundef %176, ptr noundef nonnull @.str.27)
  br label %196

196:                                              ; preds = %194, %187
  %197 = load i32, ptr @n_fail, align 4, !tbaa !9
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !9
  br label %199

199:                                              ; preds = %196, %187
  %200 = load double, ptr %52, align 16, !tbaa !5
  %201 = getelementptr inbounds i8, ptr %48, i64 32
  %202 = load double, ptr %201, align 16, !tbaa !5
  %203 = call double @sqrt(double noundef %200) #23
  %204 = fmul double %203, 1.500000e+00
  %205 = call double @llvm.fabs.f64(double %204)
  %206 = fcmp ogt double %205, 1.000000e+00
  %207 = select i1 %206, double %205, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %202, ptr %42, align 8, !tbaa !5
  %208 = load volatile double, ptr %42, align 8, !tbaa !5
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = fcmp ueq double %209, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %210, label %222, label %211

211:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %204, ptr %41, align 8, !tbaa !5
  %212 = load volatile double, ptr %41, align 8, !tbaa !5
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ueq double %213, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %214, label %222, label %215

215:                                              ; preds = %211
  %216 = fsub double %202, %204
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fmul double %207, 1.000000e-09
  %219 = fcmp ole double %217, %218
  %220 = select i1 %219, ptr @.str.26, ptr @.str.27
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %200, double noundef %202, double noundef %204, ptr noundef nonnull %220)
  br i1 %219, label %227, label %224

222:                                              ; preds = %211, %199
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.1, double noundef %200, double noundef %202, double noundef %204, ptr noundef nonnull @.str.27)
  br label %224

224:                                              ; preds = %222, %215
  %225 = load i32, ptr @n_fail, align 4, !tbaa !9
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr @n_fail, align 4, !tbaa !9
  br label %227

227:                                              ; preds = %224, %215
  %228 = load i32, ptr @n_aug, align 4, !tbaa !9
  %229 = sitofp i32 %228 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %229, ptr %46, align 8, !tbaa !5
  %230 = load volatile double, ptr %46, align 8, !tbaa !5
  %231 = call double @llvm.fabs.f64(double %230)
  %232 = fcmp ueq double %231, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %232, label %73, label %64

233:                                              ; preds = %796
  %234 = load i32, ptr @n_fail, align 4, !tbaa !9
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %234)
  %236 = load i32, ptr @n_fail, align 4, !tbaa !9
  %237 = icmp ne i32 %236, 0
  %238 = zext i1 %237 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %48) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %47) #23
  ret i32 %238

239:                                              ; preds = %98, %796
  %240 = phi i64 [ %797, %796 ], [ 0, %98 ]
  %241 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !5
  %243 = call double @llvm.fabs.f64(double %242)
  %244 = fcmp ogt double %243, 1.000000e+00
  %245 = select i1 %244, double %243, double 1.000000e+00
  %246 = fmul double %245, 0x3EB0C6F7A0B5ED8D
  %247 = trunc nuw nsw i64 %240 to i32
  %248 = uitofp nneg i32 %247 to double
  %249 = call double @llvm.fmuladd.f64(double %248, double 2.500000e-01, double 5.000000e-01)
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = fcmp ogt double %250, 1.000000e+00
  %252 = select i1 %251, double %250, double 1.000000e+00
  %253 = fmul double %252, 0x3EB0C6F7A0B5ED8D
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %254 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef %242) #23
  %255 = call double @sqrt(double noundef %242) #23
  %256 = fmul double %255, 1.500000e+00
  %257 = call double @llvm.fabs.f64(double %256)
  %258 = fcmp ogt double %257, 1.000000e+00
  %259 = select i1 %258, double %257, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %254, ptr %40, align 8, !tbaa !5
  %260 = load volatile double, ptr %40, align 8, !tbaa !5
  %261 = call double @llvm.fabs.f64(double %260)
  %262 = fcmp ueq double %261, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %262, label %274, label %263

263:                                              ; preds = %239
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %256, ptr %39, align 8, !tbaa !5
  %264 = load volatile double, ptr %39, align 8, !tbaa !5
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = fcmp ueq double %265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %266, label %274, label %267

267:                                              ; preds = %263
  %268 = fsub double %254, %256
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fmul double %259, 1.000000e-09
  %271 = fcmp ole double %269, %270
  %272 = select i1 %271, ptr @.str.26, ptr @.str.27
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.4, double noundef %242, double noundef %254, double noundef %256, ptr noundef nonnull %272)
  br i1 %271, label %279, label %276

274:                                              ; preds = %263, %239
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.4, double noundef %242, double noundef %254, double noundef %256, ptr noundef nonnull @.str.27)
  br label %276

276:                                              ; preds = %274, %267
  %277 = load i32, ptr @n_fail, align 4, !tbaa !9
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr @n_fail, align 4, !tbaa !9
  br label %279

279:                                              ; preds = %267, %276
  %280 = load i32, ptr @n_aug, align 4, !tbaa !9
  %281 = sitofp i32 %280 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %281, ptr %38, align 8, !tbaa !5
  %282 = load volatile double, ptr %38, align 8, !tbaa !5
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %284, label %294, label %285

285:                                              ; preds = %279
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 1.000000e+00, ptr %37, align 8, !tbaa !5
  %286 = load volatile double, ptr %37, align 8, !tbaa !5
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %288, label %294, label %289

289:                                              ; preds = %285
  %290 = fadd double %281, -1.000000e+00
  %291 = fcmp oeq double %290, 0.000000e+00
  %292 = select i1 %291, ptr @.str.26, ptr @.str.27
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.5, double noundef %242, double noundef %281, double noundef 1.000000e+00, ptr noundef nonnull %292)
  br i1 %291, label %299, label %296

294:                                              ; preds = %285, %279
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.5, double noundef %242, double noundef %281, double noundef 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %296

296:                                              ; preds = %294, %289
  %297 = load i32, ptr @n_fail, align 4, !tbaa !9
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr @n_fail, align 4, !tbaa !9
  br label %299

299:                                              ; preds = %289, %296
  %300 = load i32, ptr @n_grad, align 4, !tbaa !9
  %301 = sitofp i32 %300 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %301, ptr %36, align 8, !tbaa !5
  %302 = load volatile double, ptr %36, align 8, !tbaa !5
  %303 = call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %304, label %314, label %305

305:                                              ; preds = %299
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double 1.000000e+00, ptr %35, align 8, !tbaa !5
  %306 = load volatile double, ptr %35, align 8, !tbaa !5
  %307 = call double @llvm.fabs.f64(double %306)
  %308 = fcmp ueq double %307, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %308, label %314, label %309

309:                                              ; preds = %305
  %310 = fadd double %301, -1.000000e+00
  %311 = fcmp oeq double %310, 0.000000e+00
  %312 = select i1 %311, ptr @.str.26, ptr @.str.27
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.6, double noundef %242, double noundef %301, double noundef 1.000000e+00, ptr noundef nonnull %312)
  br i1 %311, label %319, label %316

314:                                              ; preds = %305, %299
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.6, double noundef %242, double noundef %301, double noundef 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %316

316:                                              ; preds = %314, %309
  %317 = load i32, ptr @n_fail, align 4, !tbaa !9
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr @n_fail, align 4, !tbaa !9
  br label %319

319:                                              ; preds = %309, %316
  %320 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %321 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef %242, i32 noundef %320, double noundef %249) #23
  %322 = fadd double %242, %246
  %323 = call double @hyp(double noundef %322, double noundef %249, i32 noundef 3)
  %324 = call noundef double @llvm.fmuladd.f64(double %323, double %322, double %249)
  %325 = fsub double %242, %246
  %326 = call double @hyp(double noundef %325, double noundef %249, i32 noundef 3)
  %327 = call noundef double @llvm.fmuladd.f64(double %326, double %325, double %249)
  %328 = fsub double %324, %327
  %329 = fmul double %246, 2.000000e+00
  %330 = fdiv double %328, %329
  %331 = call double @llvm.fabs.f64(double %330)
  %332 = fcmp ogt double %331, 1.000000e+00
  %333 = select i1 %332, double %331, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %321, ptr %34, align 8, !tbaa !5
  %334 = load volatile double, ptr %34, align 8, !tbaa !5
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %336, label %348, label %337

337:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %330, ptr %33, align 8, !tbaa !5
  %338 = load volatile double, ptr %33, align 8, !tbaa !5
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %340, label %348, label %341

341:                                              ; preds = %337
  %342 = fsub double %321, %330
  %343 = call double @llvm.fabs.f64(double %342)
  %344 = fmul double %333, 0x3EB0C6F7A0B5ED8D
  %345 = fcmp ole double %343, %344
  %346 = select i1 %345, ptr @.str.26, ptr @.str.27
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.7, double noundef %242, double noundef %321, double noundef %330, ptr noundef nonnull %346)
  br i1 %345, label %353, label %350

348:                                              ; preds = %337, %319
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.7, double noundef %242, double noundef %321, double noundef %330, ptr noundef nonnull @.str.27)
  br label %350

350:                                              ; preds = %348, %341
  %351 = load i32, ptr @n_fail, align 4, !tbaa !9
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr @n_fail, align 4, !tbaa !9
  br label %353

353:                                              ; preds = %341, %350
  %354 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %355 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %354, double noundef %242, double noundef %249) #23
  %356 = fadd double %249, %253
  %357 = call double @hyp(double noundef %242, double noundef %356, i32 noundef 3)
  %358 = call noundef double @llvm.fmuladd.f64(double %357, double %242, double %356)
  %359 = fsub double %249, %253
  %360 = call double @hyp(double noundef %242, double noundef %359, i32 noundef 3)
  %361 = call noundef double @llvm.fmuladd.f64(double %360, double %242, double %359)
  %362 = fsub double %358, %361
  %363 = fmul double %253, 2.000000e+00
  %364 = fdiv double %362, %363
  %365 = call double @llvm.fabs.f64(double %364)
  %366 = fcmp ogt double %365, 1.000000e+00
  %367 = select i1 %366, double %365, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %355, ptr %32, align 8, !tbaa !5
  %368 = load volatile double, ptr %32, align 8, !tbaa !5
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp ueq double %369, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %370, label %382, label %371

371:                                              ; preds = %353
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %364, ptr %31, align 8, !tbaa !5
  %372 = load volatile double, ptr %31, align 8, !tbaa !5
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %374, label %382, label %375

375:                                              ; preds = %371
  %376 = fsub double %355, %364
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fmul double %367, 0x3EB0C6F7A0B5ED8D
  %379 = fcmp ole double %377, %378
  %380 = select i1 %379, ptr @.str.26, ptr @.str.27
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.8, double noundef %249, double noundef %355, double noundef %364, ptr noundef nonnull %380)
  br i1 %379, label %387, label %384

382:                                              ; preds = %371, %353
  %383 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.8, double noundef %249, double noundef %355, double noundef %364, ptr noundef nonnull @.str.27)
  br label %384

384:                                              ; preds = %382, %375
  %385 = load i32, ptr @n_fail, align 4, !tbaa !9
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr @n_fail, align 4, !tbaa !9
  br label %387

387:                                              ; preds = %375, %384
  %388 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef %242) #23
  %389 = fmul double %242, %242
  %390 = fmul double %242, %389
  %391 = call double @cos(double noundef %390) #23
  %392 = fmul double %391, 3.000000e+00
  %393 = fmul double %242, %392
  %394 = fmul double %242, %393
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = fcmp ogt double %395, 1.000000e+00
  %397 = select i1 %396, double %395, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %388, ptr %30, align 8, !tbaa !5
  %398 = load volatile double, ptr %30, align 8, !tbaa !5
  %399 = call double @llvm.fabs.f64(double %398)
  %400 = fcmp ueq double %399, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %400, label %412, label %401

401:                                              ; preds = %387
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %394, ptr %29, align 8, !tbaa !5
  %402 = load volatile double, ptr %29, align 8, !tbaa !5
  %403 = call double @llvm.fabs.f64(double %402)
  %404 = fcmp ueq double %403, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %404, label %412, label %405

405:                                              ; preds = %401
  %406 = fsub double %388, %394
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = fmul double %397, 1.000000e-09
  %409 = fcmp ole double %407, %408
  %410 = select i1 %409, ptr @.str.26, ptr @.str.27
  %411 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.9, double noundef %242, double noundef %388, double noundef %394, ptr noundef nonnull %410)
  br i1 %409, label %417, label %414

412:                                              ; preds = %401, %387
  %413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.9, double noundef %242, double noundef %388, double noundef %394, ptr noundef nonnull @.str.27)
  br label %414

414:                                              ; preds = %412, %405
  %415 = load i32, ptr @n_fail, align 4, !tbaa !9
  %416 = add nsw i32 %415, 1
  store i32 %416, ptr @n_fail, align 4, !tbaa !9
  br label %417

417:                                              ; preds = %405, %414
  %418 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %419 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef %242, double noundef 1.000000e+00, i32 noundef %418, double noundef %249) #23
  %420 = fmul double %322, %322
  %421 = call double @softplus(double noundef %420, double noundef %249)
  %422 = fadd double %322, %421
  %423 = fmul double %325, %325
  %424 = call double @softplus(double noundef %423, double noundef %249)
  %425 = fadd double %325, %424
  %426 = fsub double %422, %425
  %427 = fdiv double %426, %329
  %428 = call double @llvm.fabs.f64(double %427)
  %429 = fcmp ogt double %428, 1.000000e+00
  %430 = select i1 %429, double %428, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %419, ptr %28, align 8, !tbaa !5
  %431 = load volatile double, ptr %28, align 8, !tbaa !5
  %432 = call double @llvm.fabs.f64(double %431)
  %433 = fcmp ueq double %432, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %433, label %445, label %434

434:                                              ; preds = %417
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %427, ptr %27, align 8, !tbaa !5
  %435 = load volatile double, ptr %27, align 8, !tbaa !5
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fcmp ueq double %436, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %437, label %445, label %438

438:                                              ; preds = %434
  %439 = fsub double %419, %427
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fmul double %430, 0x3EB0C6F7A0B5ED8D
  %442 = fcmp ole double %440, %441
  %443 = select i1 %442, ptr @.str.26, ptr @.str.27
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.10, double noundef %242, double noundef %419, double noundef %427, ptr noundef nonnull %443)
  br i1 %442, label %450, label %447

445:                                              ; preds = %434, %417
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.10, double noundef %242, double noundef %419, double noundef %427, ptr noundef nonnull @.str.27)
  br label %447

447:                                              ; preds = %445, %438
  %448 = load i32, ptr @n_fail, align 4, !tbaa !9
  %449 = add nsw i32 %448, 1
  store i32 %449, ptr @n_fail, align 4, !tbaa !9
  br label %450

450:                                              ; preds = %438, %447
  %451 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %452 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %451, double noundef %242, double noundef %249, double noundef 1.000000e+00) #23
  %453 = call double @softplus(double noundef %389, double noundef %356)
  %454 = fadd double %242, %453
  %455 = call double @softplus(double noundef %389, double noundef %359)
  %456 = fadd double %242, %455
  %457 = fsub double %454, %456
  %458 = fdiv double %457, %363
  %459 = call double @llvm.fabs.f64(double %458)
  %460 = fcmp ogt double %459, 1.000000e+00
  %461 = select i1 %460, double %459, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %452, ptr %26, align 8, !tbaa !5
  %462 = load volatile double, ptr %26, align 8, !tbaa !5
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = fcmp ueq double %463, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %464, label %476, label %465

465:                                              ; preds = %450
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %458, ptr %25, align 8, !tbaa !5
  %466 = load volatile double, ptr %25, align 8, !tbaa !5
  %467 = call double @llvm.fabs.f64(double %466)
  %468 = fcmp ueq double %467, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %468, label %476, label %469

469:                                              ; preds = %465
  %470 = fsub double %452, %458
  %471 = call double @llvm.fabs.f64(double %470)
  %472 = fmul double %461, 0x3EB0C6F7A0B5ED8D
  %473 = fcmp ole double %471, %472
  %474 = select i1 %473, ptr @.str.26, ptr @.str.27
  %475 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.11, double noundef %249, double noundef %452, double noundef %458, ptr noundef nonnull %474)
  br i1 %473, label %481, label %478

476:                                              ; preds = %465, %450
  %477 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.11, double noundef %249, double noundef %452, double noundef %458, ptr noundef nonnull @.str.27)
  br label %478

478:                                              ; preds = %476, %469
  %479 = load i32, ptr @n_fail, align 4, !tbaa !9
  %480 = add nsw i32 %479, 1
  store i32 %480, ptr @n_fail, align 4, !tbaa !9
  br label %481

481:                                              ; preds = %469, %478
  store i32 0, ptr @n_fwd, align 4, !tbaa !9
  %482 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef %242, double noundef 1.000000e+00) #23
  %483 = fmul double %242, 8.000000e+00
  %484 = fmul double %242, %483
  %485 = fmul double %242, %484
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ogt double %486, 1.000000e+00
  %488 = select i1 %487, double %486, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %482, ptr %24, align 8, !tbaa !5
  %489 = load volatile double, ptr %24, align 8, !tbaa !5
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fcmp ueq double %490, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %491, label %503, label %492

492:                                              ; preds = %481
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %485, ptr %23, align 8, !tbaa !5
  %493 = load volatile double, ptr %23, align 8, !tbaa !5
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = fcmp ueq double %494, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %495, label %503, label %496

496:                                              ; preds = %492
  %497 = fsub double %482, %485
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fmul double %488, 1.000000e-09
  %500 = fcmp ole double %498, %499
  %501 = select i1 %500, ptr @.str.26, ptr @.str.27
  %502 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.12, double noundef %242, double noundef %482, double noundef %485, ptr noundef nonnull %501)
  br i1 %500, label %508, label %505

503:                                              ; preds = %492, %481
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.12, double noundef %242, double noundef %482, double noundef %485, ptr noundef nonnull @.str.27)
  br label %505

505:                                              ; preds = %503, %496
  %506 = load i32, ptr @n_fail, align 4, !tbaa !9
  %507 = add nsw i32 %506, 1
  store i32 %507, ptr @n_fail, align 4, !tbaa !9
  br label %508

508:                                              ; preds = %496, %505
  %509 = load i32, ptr @n_fwd, align 4, !tbaa !9
  %510 = sitofp i32 %509 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %510, ptr %22, align 8, !tbaa !5
  %511 = load volatile double, ptr %22, align 8, !tbaa !5
  %512 = call double @llvm.fabs.f64(double %511)
  %513 = fcmp ueq double %512, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %513, label %523, label %514

514:                                              ; preds = %508
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !5
  %515 = load volatile double, ptr %21, align 8, !tbaa !5
  %516 = call double @llvm.fabs.f64(double %515)
  %517 = fcmp ueq double %516, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %517, label %523, label %518

518:                                              ; preds = %514
  %519 = fadd double %510, -1.000000e+00
  %520 = fcmp oeq double %519, 0.000000e+00
  %521 = select i1 %520, ptr @.str.26, ptr @.str.27
  %522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.13, double noundef %242, double noundef %510, double noundef 1.000000e+00, ptr noundef nonnull %521)
  br i1 %520, label %528, label %525

523:                                              ; preds = %514, %508
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.13, double noundef %242, double noundef %510, double noundef 1.000000e+00, ptr noundef nonnull @.str.27)
  br label %525

525:                                              ; preds = %523, %518
  %526 = load i32, ptr @n_fail, align 4, !tbaa !9
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr @n_fail, align 4, !tbaa !9
  br label %528

528:                                              ; preds = %518, %525
  %529 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef %242) #23
  %530 = fmul double %242, 2.000000e+00
  %531 = call double @llvm.fmuladd.f64(double %242, double %242, double 1.000000e+00)
  %532 = fdiv double %530, %531
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ogt double %533, 1.000000e+00
  %535 = select i1 %534, double %533, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %529, ptr %20, align 8, !tbaa !5
  %536 = load volatile double, ptr %20, align 8, !tbaa !5
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp ueq double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %538, label %550, label %539

539:                                              ; preds = %528
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %532, ptr %19, align 8, !tbaa !5
  %540 = load volatile double, ptr %19, align 8, !tbaa !5
  %541 = call double @llvm.fabs.f64(double %540)
  %542 = fcmp ueq double %541, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %542, label %550, label %543

543:                                              ; preds = %539
  %544 = fsub double %529, %532
  %545 = call double @llvm.fabs.f64(double %544)
  %546 = fmul double %535, 0x3D719799812DEA11
  %547 = fcmp ole double %545, %546
  %548 = select i1 %547, ptr @.str.26, ptr @.str.27
  %549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.14, double noundef %242, double noundef %529, double noundef %532, ptr noundef nonnull %548)
  br i1 %547, label %555, label %552

550:                                              ; preds = %539, %528
  %551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.14, double noundef %242, double noundef %529, double noundef %532, ptr noundef nonnull @.str.27)
  br label %552

552:                                              ; preds = %550, %543
  %553 = load i32, ptr @n_fail, align 4, !tbaa !9
  %554 = add nsw i32 %553, 1
  store i32 %554, ptr @n_fail, align 4, !tbaa !9
  br label %555

555:                                              ; preds = %543, %552
  %556 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef %242, double noundef 1.000000e+00) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %556, ptr %18, align 8, !tbaa !5
  %557 = load volatile double, ptr %18, align 8, !tbaa !5
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fcmp ueq double %558, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %559, label %571, label %560

560:                                              ; preds = %555
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %532, ptr %17, align 8, !tbaa !5
  %561 = load volatile double, ptr %17, align 8, !tbaa !5
  %562 = call double @llvm.fabs.f64(double %561)
  %563 = fcmp ueq double %562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %563, label %571, label %564

564:                                              ; preds = %560
  %565 = fsub double %556, %532
  %566 = call double @llvm.fabs.f64(double %565)
  %567 = fmul double %535, 0x3D719799812DEA11
  %568 = fcmp ole double %566, %567
  %569 = select i1 %568, ptr @.str.26, ptr @.str.27
  %570 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.15, double noundef %242, double noundef %556, double noundef %532, ptr noundef nonnull %569)
  br i1 %568, label %576, label %573

571:                                              ; preds = %560, %555
  %572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.15, double noundef %242, double noundef %556, double noundef %532, ptr noundef nonnull @.str.27)
  br label %573

573:                                              ; preds = %571, %564
  %574 = load i32, ptr @n_fail, align 4, !tbaa !9
  %575 = add nsw i32 %574, 1
  store i32 %575, ptr @n_fail, align 4, !tbaa !9
  br label %576

576:                                              ; preds = %564, %573
  %577 = call double @llvm.fmuladd.f64(double %248, double -5.000000e-01, double 1.500000e+00)
  %578 = call double @llvm.fabs.f64(double %577)
  %579 = fcmp ogt double %578, 1.000000e+00
  %580 = select i1 %579, double %578, double 1.000000e+00
  %581 = fmul double %580, 0x3EB0C6F7A0B5ED8D
  %582 = fmul double %242, 1.000000e-01
  %583 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %584 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef %582, i32 noundef %583, double noundef %249, i32 noundef %583, double noundef %577) #23
  %585 = fadd double %582, %246
  %586 = fmul double %249, %249
  %587 = call double @expsum(double noundef %585, double noundef %586, double noundef %577)
  %588 = call double @llvm.fmuladd.f64(double %585, double %577, double %587)
  %589 = fsub double %582, %246
  %590 = call double @expsum(double noundef %589, double noundef %586, double noundef %577)
  %591 = call double @llvm.fmuladd.f64(double %589, double %577, double %590)
  %592 = fsub double %588, %591
  %593 = fdiv double %592, %329
  %594 = call double @llvm.fabs.f64(double %593)
  %595 = fcmp ogt double %594, 1.000000e+00
  %596 = select i1 %595, double %594, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %584, ptr %16, align 8, !tbaa !5
  %597 = load volatile double, ptr %16, align 8, !tbaa !5
  %598 = call double @llvm.fabs.f64(double %597)
  %599 = fcmp ueq double %598, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %599, label %611, label %600

600:                                              ; preds = %576
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %593, ptr %15, align 8, !tbaa !5
  %601 = load volatile double, ptr %15, align 8, !tbaa !5
  %602 = call double @llvm.fabs.f64(double %601)
  %603 = fcmp ueq double %602, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %603, label %611, label %604

604:                                              ; preds = %600
  %605 = fsub double %584, %593
  %606 = call double @llvm.fabs.f64(double %605)
  %607 = fmul double %596, 0x3EB0C6F7A0B5ED8D
  %608 = fcmp ole double %606, %607
  %609 = select i1 %608, ptr @.str.26, ptr @.str.27
  %610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.16, double noundef %582, double noundef %584, double noundef %593, ptr noundef nonnull %609)
  br i1 %608, label %616, label %613

611:                                              ; preds = %600, %576
  %612 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.16, double noundef %582, double noundef %584, double noundef %593, ptr noundef nonnull @.str.27)
  br label %613

613:                                              ; preds = %611, %604
  %614 = load i32, ptr @n_fail, align 4, !tbaa !9
  %615 = add nsw i32 %614, 1
  store i32 %615, ptr @n_fail, align 4, !tbaa !9
  br label %616

616:                                              ; preds = %604, %613
  %617 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %618 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %617, double noundef %582, double noundef %249, i32 noundef %617, double noundef %577) #23
  %619 = fmul double %356, %356
  %620 = call double @expsum(double noundef %582, double noundef %619, double noundef %577)
  %621 = call double @llvm.fmuladd.f64(double %582, double %577, double %620)
  %622 = fmul double %359, %359
  %623 = call double @expsum(double noundef %582, double noundef %622, double noundef %577)
  %624 = call double @llvm.fmuladd.f64(double %582, double %577, double %623)
  %625 = fsub double %621, %624
  %626 = fdiv double %625, %363
  %627 = call double @llvm.fabs.f64(double %626)
  %628 = fcmp ogt double %627, 1.000000e+00
  %629 = select i1 %628, double %627, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %618, ptr %14, align 8, !tbaa !5
  %630 = load volatile double, ptr %14, align 8, !tbaa !5
  %631 = call double @llvm.fabs.f64(double %630)
  %632 = fcmp ueq double %631, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %632, label %644, label %633

633:                                              ; preds = %616
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %626, ptr %13, align 8, !tbaa !5
  %634 = load volatile double, ptr %13, align 8, !tbaa !5
  %635 = call double @llvm.fabs.f64(double %634)
  %636 = fcmp ueq double %635, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %636, label %644, label %637

637:                                              ; preds = %633
  %638 = fsub double %618, %626
  %639 = call double @llvm.fabs.f64(double %638)
  %640 = fmul double %629, 0x3EB0C6F7A0B5ED8D
  %641 = fcmp ole double %639, %640
  %642 = select i1 %641, ptr @.str.26, ptr @.str.27
  %643 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.17, double noundef %249, double noundef %618, double noundef %626, ptr noundef nonnull %642)
  br i1 %641, label %649, label %646

644:                                              ; preds = %633, %616
  %645 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.17, double noundef %249, double noundef %618, double noundef %626, ptr noundef nonnull @.str.27)
  br label %646

646:                                              ; preds = %644, %637
  %647 = load i32, ptr @n_fail, align 4, !tbaa !9
  %648 = add nsw i32 %647, 1
  store i32 %648, ptr @n_fail, align 4, !tbaa !9
  br label %649

649:                                              ; preds = %637, %646
  %650 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %651 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %650, double noundef %582, i32 noundef %650, double noundef %249, double noundef %577) #23
  %652 = fadd double %577, %581
  %653 = call double @expsum(double noundef %582, double noundef %586, double noundef %652)
  %654 = call double @llvm.fmuladd.f64(double %582, double %652, double %653)
  %655 = fsub double %577, %581
  %656 = call double @expsum(double noundef %582, double noundef %586, double noundef %655)
  %657 = call double @llvm.fmuladd.f64(double %582, double %655, double %656)
  %658 = fsub double %654, %657
  %659 = fmul double %581, 2.000000e+00
  %660 = fdiv double %658, %659
  %661 = call double @llvm.fabs.f64(double %660)
  %662 = fcmp ogt double %661, 1.000000e+00
  %663 = select i1 %662, double %661, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %651, ptr %12, align 8, !tbaa !5
  %664 = load volatile double, ptr %12, align 8, !tbaa !5
  %665 = call double @llvm.fabs.f64(double %664)
  %666 = fcmp ueq double %665, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %666, label %678, label %667

667:                                              ; preds = %649
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %660, ptr %11, align 8, !tbaa !5
  %668 = load volatile double, ptr %11, align 8, !tbaa !5
  %669 = call double @llvm.fabs.f64(double %668)
  %670 = fcmp ueq double %669, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %670, label %678, label %671

671:                                              ; preds = %667
  %672 = fsub double %651, %660
  %673 = call double @llvm.fabs.f64(double %672)
  %674 = fmul double %663, 0x3EB0C6F7A0B5ED8D
  %675 = fcmp ole double %673, %674
  %676 = select i1 %675, ptr @.str.26, ptr @.str.27
  %677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.18, double noundef %577, double noundef %651, double noundef %660, ptr noundef nonnull %676)
  br i1 %675, label %683, label %680

678:                                              ; preds = %667, %649
  %679 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.18, double noundef %577, double noundef %651, double noundef %660, ptr noundef nonnull @.str.27)
  br label %680

680:                                              ; preds = %678, %671
  %681 = load i32, ptr @n_fail, align 4, !tbaa !9
  %682 = add nsw i32 %681, 1
  store i32 %682, ptr @n_fail, align 4, !tbaa !9
  br label %683

683:                                              ; preds = %671, %680
  %684 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef %242) #23
  %685 = call double @llvm.fabs.f64(double %530)
  %686 = fcmp ogt double %685, 1.000000e+00
  %687 = select i1 %686, double %685, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %684, ptr %10, align 8, !tbaa !5
  %688 = load volatile double, ptr %10, align 8, !tbaa !5
  %689 = call double @llvm.fabs.f64(double %688)
  %690 = fcmp ueq double %689, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %690, label %702, label %691

691:                                              ; preds = %683
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %530, ptr %9, align 8, !tbaa !5
  %692 = load volatile double, ptr %9, align 8, !tbaa !5
  %693 = call double @llvm.fabs.f64(double %692)
  %694 = fcmp ueq double %693, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %694, label %702, label %695

695:                                              ; preds = %691
  %696 = fsub double %684, %530
  %697 = call double @llvm.fabs.f64(double %696)
  %698 = fmul double %687, 0x3D719799812DEA11
  %699 = fcmp ole double %697, %698
  %700 = select i1 %699, ptr @.str.26, ptr @.str.27
  %701 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.19, double noundef %242, double noundef %684, double noundef %530, ptr noundef nonnull %700)
  br i1 %699, label %707, label %704

702:                                              ; preds = %691, %683
  %703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.19, double noundef %242, double noundef %684, double noundef %530, ptr noundef nonnull @.str.27)
  br label %704

704:                                              ; preds = %702, %695
  %705 = load i32, ptr @n_fail, align 4, !tbaa !9
  %706 = add nsw i32 %705, 1
  store i32 %706, ptr @n_fail, align 4, !tbaa !9
  br label %707

707:                                              ; preds = %695, %704
  %708 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef %242, double noundef 1.000000e+00) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %708, ptr %8, align 8, !tbaa !5
  %709 = load volatile double, ptr %8, align 8, !tbaa !5
  %710 = call double @llvm.fabs.f64(double %709)
  %711 = fcmp ueq double %710, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %711, label %723, label %712

712:                                              ; preds = %707
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %530, ptr %7, align 8, !tbaa !5
  %713 = load volatile double, ptr %7, align 8, !tbaa !5
  %714 = call double @llvm.fabs.f64(double %713)
  %715 = fcmp ueq double %714, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %715, label %723, label %716

716:                                              ; preds = %712
  %717 = fsub double %708, %530
  %718 = call double @llvm.fabs.f64(double %717)
  %719 = fmul double %687, 0x3D719799812DEA11
  %720 = fcmp ole double %718, %719
  %721 = select i1 %720, ptr @.str.26, ptr @.str.27
  %722 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.20, double noundef %242, double noundef %708, double noundef %530, ptr noundef nonnull %721)
  br i1 %720, label %728, label %725

723:                                              ; preds = %712, %707
  %724 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.20, double noundef %242, double noundef %708, double noundef %530, ptr noundef nonnull @.str.27)
  br label %725

725:                                              ; preds = %723, %716
  %726 = load i32, ptr @n_fail, align 4, !tbaa !9
  %727 = add nsw i32 %726, 1
  store i32 %727, ptr @n_fail, align 4, !tbaa !9
  br label %728

728:                                              ; preds = %716, %725
  %729 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef %242) #23
  %730 = fmul double %242, 3.000000e+00
  %731 = fmul double %242, %730
  %732 = call double @llvm.fabs.f64(double %731)
  %733 = fcmp ogt double %732, 1.000000e+00
  %734 = select i1 %733, double %732, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %729, ptr %6, align 8, !tbaa !5
  %735 = load volatile double, ptr %6, align 8, !tbaa !5
  %736 = call double @llvm.fabs.f64(double %735)
  %737 = fcmp ueq double %736, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %737, label %749, label %738

738:                                              ; preds = %728
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %731, ptr %5, align 8, !tbaa !5
  %739 = load volatile double, ptr %5, align 8, !tbaa !5
  %740 = call double @llvm.fabs.f64(double %739)
  %741 = fcmp ueq double %740, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %741, label %749, label %742

742:                                              ; preds = %738
  %743 = fsub double %729, %731
  %744 = call double @llvm.fabs.f64(double %743)
  %745 = fmul double %734, 0x3D719799812DEA11
  %746 = fcmp ole double %744, %745
  %747 = select i1 %746, ptr @.str.26, ptr @.str.27
  %748 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.21, double noundef %242, double noundef %729, double noundef %731, ptr noundef nonnull %747)
  br i1 %746, label %754, label %751

749:                                              ; preds = %738, %728
  %750 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.21, double noundef %242, double noundef %729, double noundef %731, ptr noundef nonnull @.str.27)
  br label %751

751:                                              ; preds = %749, %742
  %752 = load i32, ptr @n_fail, align 4, !tbaa !9
  %753 = add nsw i32 %752, 1
  store i32 %753, ptr @n_fail, align 4, !tbaa !9
  br label %754

754:                                              ; preds = %742, %751
  %755 = load double, ptr @last_seen, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %755, ptr %4, align 8, !tbaa !5
  %756 = load volatile double, ptr %4, align 8, !tbaa !5
  %757 = call double @llvm.fabs.f64(double %756)
  %758 = fcmp ueq double %757, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %758, label %770, label %759

759:                                              ; preds = %754
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %242, ptr %3, align 8, !tbaa !5
  %760 = load volatile double, ptr %3, align 8, !tbaa !5
  %761 = call double @llvm.fabs.f64(double %760)
  %762 = fcmp ueq double %761, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %762, label %770, label %763

763:                                              ; preds = %759
  %764 = fsub double %755, %242
  %765 = call double @llvm.fabs.f64(double %764)
  %766 = fmul double %245, 0.000000e+00
  %767 = fcmp ole double %765, %766
  %768 = select i1 %767, ptr @.str.26, ptr @.str.27
  %769 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.22, double noundef %242, double noundef %755, double noundef %242, ptr noundef nonnull %768)
  br i1 %767, label %775, label %772

770:                                              ; preds = %759, %754
  %771 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.22, double noundef %242, double noundef %755, double noundef %242, ptr noundef nonnull @.str.27)
  br label %772

772:                                              ; preds = %770, %763
  %773 = load i32, ptr @n_fail, align 4, !tbaa !9
  %774 = add nsw i32 %773, 1
  store i32 %774, ptr @n_fail, align 4, !tbaa !9
  br label %775

775:                                              ; preds = %763, %772
  %776 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef %242, double noundef 1.000000e+00) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %776, ptr %2, align 8, !tbaa !5
  %777 = load volatile double, ptr %2, align 8, !tbaa !5
  %778 = call double @llvm.fabs.f64(double %777)
  %779 = fcmp ueq double %778, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %779, label %791, label %780

780:                                              ; preds = %775
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %731, ptr %1, align 8, !tbaa !5
  %781 = load volatile double, ptr %1, align 8, !tbaa !5
  %782 = call double @llvm.fabs.f64(double %781)
  %783 = fcmp ueq double %782, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %783, label %791, label %784

784:                                              ; preds = %780
  %785 = fsub double %776, %731
  %786 = call double @llvm.fabs.f64(double %785)
  %787 = fmul double %734, 0x3D719799812DEA11
  %788 = fcmp ole double %786, %787
  %789 = select i1 %788, ptr @.str.26, ptr @.str.27
  %790 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.23, double noundef %242, double noundef %776, double noundef %731, ptr noundef nonnull %789)
  br i1 %788, label %796, label %793

791:                                              ; preds = %780, %775
  %792 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull @.str.23, double noundef %242, double noundef %776, double noundef %731, ptr noundef nonnull @.str.27)
  br label %793

793:                                              ; preds = %791, %784
  %794 = load i32, ptr @n_fail, align 4, !tbaa !9
  %795 = add nsw i32 %794, 1
  store i32 %795, ptr @n_fail, align 4, !tbaa !9
  br label %796

796:                                              ; preds = %784, %793
  %797 = add nuw nsw i64 %240, 1
  %798 = icmp eq i64 %797, 3
  br i1 %798, label %233, label %239, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #18

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #19

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #20

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #21

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nounwind allocsize(0) }
attributes #23 = { nounwind }

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
