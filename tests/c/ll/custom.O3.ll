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
  %10 = fmul double %8, 2.000000e+00
  %11 = fdiv double %9, %10
  %12 = load double, ptr %1, align 8, !tbaa !5
  %13 = fadd double %12, %11
  store double %13, ptr %1, align 8, !tbaa !5
  store double 0.000000e+00, ptr %3, align 8, !tbaa !5
  tail call void @free(ptr noundef %4) #24
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @uses_sqrt(double noundef %0) #6 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @newton_sqrt(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul double %4, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  call void @newton_sqrt(ptr noundef %12, ptr noundef nonnull %3)
  %13 = load double, ptr %3, align 8, !tbaa !5
  %14 = load double, ptr %12, align 8, !tbaa !5
  %15 = tail call double @llvm.fmuladd.f64(double %13, double %14, double %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
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
  %3 = tail call double @sin(double noundef %2) #24
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @softplus(double noundef %0, double noundef %1) #12 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #24
  %5 = tail call double @log1p(double noundef %4) #24
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
  %6 = tail call double @exp(double noundef %5) #24
  %7 = tail call double @log1p(double noundef %6) #24
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
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #24
  store double %0, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = fmul double %0, %0
  store double %5, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24
  call void @scale2(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %6 = load double, ptr %3, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = fmul double %6, %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #24
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
  %3 = tail call double @sin(double noundef %2) #24
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @recall() local_unnamed_addr #16 {
  %1 = load double, ptr @last_seen, align 8, !tbaa !5
  ret double %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local double @reads_last(double noundef %0, double noundef %1) #13 {
  %3 = fmul double %0, %0
  tail call void @remember(double noundef %3)
  %4 = tail call double @recall()
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %1, double %0)
  ret double %5
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @expsum(double noundef %0, double noundef %1, double noundef %2) #12 {
  %4 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %5 = tail call double @exp(double noundef %4) #24
  %6 = fmul double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.aug3) align 8 %0, double noundef %1, double noundef %2, double noundef %3) #11 {
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %1)
  %6 = tail call double @exp(double noundef %5) #24
  store double %6, ptr %0, align 8, !tbaa !13
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = fmul double %6, %3
  store double %8, ptr %7, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store double 0.000000e+00, ptr %9, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @expsum_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.grad3) align 8 %0, double %1, double %2, double noundef %3, double noundef %4, double noundef %5) #17 {
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
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %51, align 16
  %54 = getelementptr inbounds i8, ptr %51, i64 16
  %55 = getelementptr inbounds i8, ptr %51, i64 24
  store <2 x double> <double 2.000000e+00, double 3.500000e+00>, ptr %54, align 16
  %56 = getelementptr inbounds i8, ptr %51, i64 32
  store double 9.000000e+00, ptr %56, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %52) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %52, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %57 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_sqrt, ptr noundef nonnull %51, ptr noundef nonnull %52, i32 noundef 5) #24
  %58 = load double, ptr %51, align 16, !tbaa !5
  %59 = load double, ptr %52, align 16, !tbaa !5
  %60 = call double @sqrt(double noundef %58) #24
  %61 = fmul double %60, 1.500000e+00
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ogt double %62, 1.000000e+00
  %64 = select i1 %63, double %62, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %59, ptr %46, align 8, !tbaa !5
  %65 = load volatile double, ptr %46, align 8, !tbaa !5
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ueq double %66, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %67, label %114, label %103

68:                                               ; preds = %231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49)
  store volatile double 5.000000e+00, ptr %49, align 8, !tbaa !5
  %69 = load volatile double, ptr %49, align 8, !tbaa !5
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49)
  br i1 %71, label %77, label %72

72:                                               ; preds = %68
  %73 = fadd double %233, -5.000000e+00
  %74 = fcmp oeq double %73, 0.000000e+00
  %75 = select i1 %74, ptr @.str.28, ptr @.str.29
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %233, double noundef 5.000000e+00, ptr noundef nonnull %75)
  br i1 %74, label %82, label %79

77:                                               ; preds = %68, %231
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef 5.000000e+00, double noundef %233, double noundef 5.000000e+00, ptr noundef nonnull @.str.29)
  br label %79

79:                                               ; preds = %77, %72
  %80 = load i32, ptr @n_fail, align 4, !tbaa !9
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr @n_fail, align 4, !tbaa !9
  br label %82

82:                                               ; preds = %72, %79
  %83 = load i32, ptr @n_grad, align 4, !tbaa !9
  %84 = sitofp i32 %83 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %84, ptr %48, align 8, !tbaa !5
  %85 = load volatile double, ptr %48, align 8, !tbaa !5
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = fcmp ueq double %86, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %87, label %97, label %88

88:                                               ; preds = %82
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 5.000000e+00, ptr %47, align 8, !tbaa !5
  %89 = load volatile double, ptr %47, align 8, !tbaa !5
  %90 = call double @llvm.fabs.f64(double %89)
  %91 = fcmp ueq double %90, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %91, label %97, label %92

92:                                               ; preds = %88
  %93 = fadd double %84, -5.000000e+00
  %94 = fcmp oeq double %93, 0.000000e+00
  %95 = select i1 %94, ptr @.str.28, ptr @.str.29
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %84, double noundef 5.000000e+00, ptr noundef nonnull %95)
  br i1 %94, label %102, label %99

97:                                               ; preds = %88, %82
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef 5.000000e+00, double noundef %84, double noundef 5.000000e+00, ptr noundef nonnull @.str.29)
  br label %99

99:                                               ; preds = %97, %92
  %100 = load i32, ptr @n_fail, align 4, !tbaa !9
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @n_fail, align 4, !tbaa !9
  br label %102

102:                                              ; preds = %92, %99
  br label %243

103:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %61, ptr %45, align 8, !tbaa !5
  %104 = load volatile double, ptr %45, align 8, !tbaa !5
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fcmp ueq double %105, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %106, label %114, label %107

107:                                              ; preds = %103
  %108 = fsub double %59, %61
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fmul double %64, 1.000000e-09
  %111 = fcmp ole double %109, %110
  %112 = select i1 %111, ptr @.str.28, ptr @.str.29
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %58, double noundef %59, double noundef %61, ptr noundef nonnull %112)
  br i1 %111, label %119, label %116

114:                                              ; preds = %103, %0
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %58, double noundef %59, double noundef %61, ptr noundef nonnull @.str.29)
  br label %116

116:                                              ; preds = %114, %107
  %117 = load i32, ptr @n_fail, align 4, !tbaa !9
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr @n_fail, align 4, !tbaa !9
  br label %119

119:                                              ; preds = %107, %116
  %120 = load double, ptr %53, align 8, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %52, i64 8
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = call double @sqrt(double noundef %120) #24
  %124 = fmul double %123, 1.500000e+00
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ogt double %125, 1.000000e+00
  %127 = select i1 %126, double %125, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %122, ptr %46, align 8, !tbaa !5
  %128 = load volatile double, ptr %46, align 8, !tbaa !5
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fcmp ueq double %129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %130, label %142, label %131

131:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %124, ptr %45, align 8, !tbaa !5
  %132 = load volatile double, ptr %45, align 8, !tbaa !5
  %133 = call double @llvm.fabs.f64(double %132)
  %134 = fcmp ueq double %133, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %134, label %142, label %135

135:                                              ; preds = %131
  %136 = fsub double %122, %124
  %137 = call double @llvm.fabs.f64(double %136)
  %138 = fmul double %127, 1.000000e-09
  %139 = fcmp ole double %137, %138
  %140 = select i1 %139, ptr @.str.28, ptr @.str.29
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %120, double noundef %122, double noundef %124, ptr noundef nonnull %140)
  br i1 %139, label %147, label %144

142:                                              ; preds = %131, %119
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %120, double noundef %122, double noundef %124, ptr noundef nonnull @.str.29)
  br label %144

144:                                              ; preds = %142, %135
  %145 = load i32, ptr @n_fail, align 4, !tbaa !9
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @n_fail, align 4, !tbaa !9
  br label %147

147:                                              ; preds = %144, %135
  %148 = load double, ptr %54, align 16, !tbaa !5
  %149 = getelementptr inbounds i8, ptr %52, i64 16
  %150 = load double, ptr %149, align 16, !tbaa !5
  %151 = call double @sqrt(double noundef %148) #24
  %152 = fmul double %151, 1.500000e+00
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ogt double %153, 1.000000e+00
  %155 = select i1 %154, double %153, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %150, ptr %46, align 8, !tbaa !5
  %156 = load volatile double, ptr %46, align 8, !tbaa !5
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp ueq double %157, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %158, label %170, label %159

159:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %152, ptr %45, align 8, !tbaa !5
  %160 = load volatile double, ptr %45, align 8, !tbaa !5
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %162, label %170, label %163

163:                                              ; preds = %159
  %164 = fsub double %150, %152
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fmul double %155, 1.000000e-09
  %167 = fcmp ole double %165, %166
  %168 = select i1 %167, ptr @.str.28, ptr @.str.29
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %148, double noundef %150, double noundef %152, ptr noundef nonnull %168)
  br i1 %167, label %175, label %172

170:                                              ; preds = %159, %147
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %148, double noundef %150, double noundef %152, ptr noundef nonnull @.str.29)
  br label %172

172:                                              ; preds = %170, %163
  %173 = load i32, ptr @n_fail, align 4, !tbaa !9
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr @n_fail, align 4, !tbaa !9
  br label %175

175:                                              ; preds = %172, %163
  %176 = load double, ptr %55, align 8, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %52, i64 24
  %178 = load double, ptr %177, align 8, !tbaa !5
  %179 = call double @sqrt(double noundef %176) #24
  %180 = fmul double %179, 1.500000e+00
  %181 = call double @llvm.fabs.f64(double %180)
  %182 = fcmp ogt double %181, 1.000000e+00
  %183 = select i1 %182, double %181, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %178, ptr %46, align 8, !tbaa !5
  %184 = load volatile double, ptr %46, align 8, !tbaa !5
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %186, label %198, label %187

187:                                              ; preds = %175
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %180, ptr %45, align 8, !tbaa !5
  %188 = load volatile double, ptr %45, align 8, !tbaa !5
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %190, label %198, label %191

191:                                              ; preds = %187
  %192 = fsub double %178, %180
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fmul double %183, 1.000000e-09
  %195 = fcmp ole double %193, %194
  %196 = select i1 %195, ptr @.str.28, ptr @.str.29
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %176, double noundef %178, double noundef %180, ptr noundef nonnull %196)
  br i1 %195, label %203, label %200

198:                                              ; preds = %187, %175
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %176, double noundef %178, double noundef %180, ptr noundef nonnull @.str.29)
  br label %200

200:                                              ; preds = %198, %191
  %201 = load i32, ptr @n_fail, align 4, !tbaa !9
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr @n_fail, align 4, !tbaa !9
  br label %203

203:                                              ; preds = %200, %191
  %204 = load double, ptr %56, align 16, !tbaa !5
  %205 = getelementptr inbounds i8, ptr %52, i64 32
  %206 = load double, ptr %205, align 16, !tbaa !5
  %207 = call double @sqrt(double noundef %204) #24
  %208 = fmul double %207, 1.500000e+00
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = fcmp ogt double %209, 1.000000e+00
  %211 = select i1 %210, double %209, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %206, ptr %46, align 8, !tbaa !5
  %212 = load volatile double, ptr %46, align 8, !tbaa !5
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ueq double %213, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %214, label %226, label %215

215:                                              ; preds = %203
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %208, ptr %45, align 8, !tbaa !5
  %216 = load volatile double, ptr %45, align 8, !tbaa !5
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %218, label %226, label %219

219:                                              ; preds = %215
  %220 = fsub double %206, %208
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fmul double %211, 1.000000e-09
  %223 = fcmp ole double %221, %222
  %224 = select i1 %223, ptr @.str.28, ptr @.str.29
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %204, double noundef %206, double noundef %208, ptr noundef nonnull %224)
  br i1 %223, label %231, label %228

226:                                              ; preds = %215, %203
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %204, double noundef %206, double noundef %208, ptr noundef nonnull @.str.29)
  br label %228

228:                                              ; preds = %226, %219
  %229 = load i32, ptr @n_fail, align 4, !tbaa !9
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr @n_fail, align 4, !tbaa !9
  br label %231

231:                                              ; preds = %228, %219
  %232 = load i32, ptr @n_aug, align 4, !tbaa !9
  %233 = sitofp i32 %232 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  store volatile double %233, ptr %50, align 8, !tbaa !5
  %234 = load volatile double, ptr %50, align 8, !tbaa !5
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = fcmp ueq double %235, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  br i1 %236, label %77, label %68

237:                                              ; preds = %842
  %238 = load i32, ptr @n_fail, align 4, !tbaa !9
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %238)
  %240 = load i32, ptr @n_fail, align 4, !tbaa !9
  %241 = icmp ne i32 %240, 0
  %242 = zext i1 %241 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %52) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %51) #24
  ret i32 %242

243:                                              ; preds = %102, %842
  %244 = phi i64 [ %843, %842 ], [ 0, %102 ]
  %245 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !5
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = fcmp ogt double %247, 1.000000e+00
  %249 = select i1 %248, double %247, double 1.000000e+00
  %250 = fmul double %249, 0x3EB0C6F7A0B5ED8D
  %251 = trunc nuw nsw i64 %244 to i32
  %252 = uitofp nneg i32 %251 to double
  %253 = call double @llvm.fmuladd.f64(double %252, double 2.500000e-01, double 5.000000e-01)
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fcmp ogt double %254, 1.000000e+00
  %256 = select i1 %255, double %254, double 1.000000e+00
  %257 = fmul double %256, 0x3EB0C6F7A0B5ED8D
  store i32 0, ptr @n_grad, align 4, !tbaa !9
  store i32 0, ptr @n_aug, align 4, !tbaa !9
  %258 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_sqrt, double noundef %246) #24
  %259 = call double @sqrt(double noundef %246) #24
  %260 = fmul double %259, 1.500000e+00
  %261 = call double @llvm.fabs.f64(double %260)
  %262 = fcmp ogt double %261, 1.000000e+00
  %263 = select i1 %262, double %261, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %258, ptr %44, align 8, !tbaa !5
  %264 = load volatile double, ptr %44, align 8, !tbaa !5
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = fcmp ueq double %265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %266, label %278, label %267

267:                                              ; preds = %243
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %260, ptr %43, align 8, !tbaa !5
  %268 = load volatile double, ptr %43, align 8, !tbaa !5
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fcmp ueq double %269, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %270, label %278, label %271

271:                                              ; preds = %267
  %272 = fsub double %258, %260
  %273 = call double @llvm.fabs.f64(double %272)
  %274 = fmul double %263, 1.000000e-09
  %275 = fcmp ole double %273, %274
  %276 = select i1 %275, ptr @.str.28, ptr @.str.29
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef %246, double noundef %258, double noundef %260, ptr noundef nonnull %276)
  br i1 %275, label %283, label %280

278:                                              ; preds = %267, %243
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef %246, double noundef %258, double noundef %260, ptr noundef nonnull @.str.29)
  br label %280

280:                                              ; preds = %278, %271
  %281 = load i32, ptr @n_fail, align 4, !tbaa !9
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr @n_fail, align 4, !tbaa !9
  br label %283

283:                                              ; preds = %271, %280
  %284 = load i32, ptr @n_aug, align 4, !tbaa !9
  %285 = sitofp i32 %284 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %285, ptr %42, align 8, !tbaa !5
  %286 = load volatile double, ptr %42, align 8, !tbaa !5
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %288, label %298, label %289

289:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double 1.000000e+00, ptr %41, align 8, !tbaa !5
  %290 = load volatile double, ptr %41, align 8, !tbaa !5
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fcmp ueq double %291, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %292, label %298, label %293

293:                                              ; preds = %289
  %294 = fadd double %285, -1.000000e+00
  %295 = fcmp oeq double %294, 0.000000e+00
  %296 = select i1 %295, ptr @.str.28, ptr @.str.29
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef %246, double noundef %285, double noundef 1.000000e+00, ptr noundef nonnull %296)
  br i1 %295, label %303, label %300

298:                                              ; preds = %289, %283
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef %246, double noundef %285, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %300

300:                                              ; preds = %298, %293
  %301 = load i32, ptr @n_fail, align 4, !tbaa !9
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr @n_fail, align 4, !tbaa !9
  br label %303

303:                                              ; preds = %293, %300
  %304 = load i32, ptr @n_grad, align 4, !tbaa !9
  %305 = sitofp i32 %304 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %305, ptr %40, align 8, !tbaa !5
  %306 = load volatile double, ptr %40, align 8, !tbaa !5
  %307 = call double @llvm.fabs.f64(double %306)
  %308 = fcmp ueq double %307, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %308, label %318, label %309

309:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double 1.000000e+00, ptr %39, align 8, !tbaa !5
  %310 = load volatile double, ptr %39, align 8, !tbaa !5
  %311 = call double @llvm.fabs.f64(double %310)
  %312 = fcmp ueq double %311, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %312, label %318, label %313

313:                                              ; preds = %309
  %314 = fadd double %305, -1.000000e+00
  %315 = fcmp oeq double %314, 0.000000e+00
  %316 = select i1 %315, ptr @.str.28, ptr @.str.29
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef %246, double noundef %305, double noundef 1.000000e+00, ptr noundef nonnull %316)
  br i1 %315, label %323, label %320

318:                                              ; preds = %309, %303
  %319 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef %246, double noundef %305, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %320

320:                                              ; preds = %318, %313
  %321 = load i32, ptr @n_fail, align 4, !tbaa !9
  %322 = add nsw i32 %321, 1
  store i32 %322, ptr @n_fail, align 4, !tbaa !9
  br label %323

323:                                              ; preds = %313, %320
  %324 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %325 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, double noundef %246, i32 noundef %324, double noundef %253) #24
  %326 = fadd double %246, %250
  %327 = call double @hyp(double noundef %326, double noundef %253, i32 noundef 3)
  %328 = call noundef double @llvm.fmuladd.f64(double %327, double %326, double %253)
  %329 = fsub double %246, %250
  %330 = call double @hyp(double noundef %329, double noundef %253, i32 noundef 3)
  %331 = call noundef double @llvm.fmuladd.f64(double %330, double %329, double %253)
  %332 = fsub double %328, %331
  %333 = fmul double %250, 2.000000e+00
  %334 = fdiv double %332, %333
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ogt double %335, 1.000000e+00
  %337 = select i1 %336, double %335, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %325, ptr %38, align 8, !tbaa !5
  %338 = load volatile double, ptr %38, align 8, !tbaa !5
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %340, label %352, label %341

341:                                              ; preds = %323
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %334, ptr %37, align 8, !tbaa !5
  %342 = load volatile double, ptr %37, align 8, !tbaa !5
  %343 = call double @llvm.fabs.f64(double %342)
  %344 = fcmp ueq double %343, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %344, label %352, label %345

345:                                              ; preds = %341
  %346 = fsub double %325, %334
  %347 = call double @llvm.fabs.f64(double %346)
  %348 = fmul double %337, 0x3EB0C6F7A0B5ED8D
  %349 = fcmp ole double %347, %348
  %350 = select i1 %349, ptr @.str.28, ptr @.str.29
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef %246, double noundef %325, double noundef %334, ptr noundef nonnull %350)
  br i1 %349, label %357, label %354

352:                                              ; preds = %341, %323
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef %246, double noundef %325, double noundef %334, ptr noundef nonnull @.str.29)
  br label %354

354:                                              ; preds = %352, %345
  %355 = load i32, ptr @n_fail, align 4, !tbaa !9
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr @n_fail, align 4, !tbaa !9
  br label %357

357:                                              ; preds = %345, %354
  %358 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %359 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_hyp, i32 noundef %358, double noundef %246, double noundef %253) #24
  %360 = fadd double %253, %257
  %361 = call double @hyp(double noundef %246, double noundef %360, i32 noundef 3)
  %362 = call noundef double @llvm.fmuladd.f64(double %361, double %246, double %360)
  %363 = fsub double %253, %257
  %364 = call double @hyp(double noundef %246, double noundef %363, i32 noundef 3)
  %365 = call noundef double @llvm.fmuladd.f64(double %364, double %246, double %363)
  %366 = fsub double %362, %365
  %367 = fmul double %257, 2.000000e+00
  %368 = fdiv double %366, %367
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp ogt double %369, 1.000000e+00
  %371 = select i1 %370, double %369, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %359, ptr %36, align 8, !tbaa !5
  %372 = load volatile double, ptr %36, align 8, !tbaa !5
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %374, label %386, label %375

375:                                              ; preds = %357
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %368, ptr %35, align 8, !tbaa !5
  %376 = load volatile double, ptr %35, align 8, !tbaa !5
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %378, label %386, label %379

379:                                              ; preds = %375
  %380 = fsub double %359, %368
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fmul double %371, 0x3EB0C6F7A0B5ED8D
  %383 = fcmp ole double %381, %382
  %384 = select i1 %383, ptr @.str.28, ptr @.str.29
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef %253, double noundef %359, double noundef %368, ptr noundef nonnull %384)
  br i1 %383, label %391, label %388

386:                                              ; preds = %375, %357
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef %253, double noundef %359, double noundef %368, ptr noundef nonnull @.str.29)
  br label %388

388:                                              ; preds = %386, %379
  %389 = load i32, ptr @n_fail, align 4, !tbaa !9
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @n_fail, align 4, !tbaa !9
  br label %391

391:                                              ; preds = %379, %388
  %392 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_cube, double noundef %246) #24
  %393 = fmul double %246, %246
  %394 = fmul double %246, %393
  %395 = call double @cos(double noundef %394) #24
  %396 = fmul double %395, 3.000000e+00
  %397 = fmul double %246, %396
  %398 = fmul double %246, %397
  %399 = call double @llvm.fabs.f64(double %398)
  %400 = fcmp ogt double %399, 1.000000e+00
  %401 = select i1 %400, double %399, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %392, ptr %34, align 8, !tbaa !5
  %402 = load volatile double, ptr %34, align 8, !tbaa !5
  %403 = call double @llvm.fabs.f64(double %402)
  %404 = fcmp ueq double %403, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %404, label %416, label %405

405:                                              ; preds = %391
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %398, ptr %33, align 8, !tbaa !5
  %406 = load volatile double, ptr %33, align 8, !tbaa !5
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = fcmp ueq double %407, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %408, label %416, label %409

409:                                              ; preds = %405
  %410 = fsub double %392, %398
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = fmul double %401, 1.000000e-09
  %413 = fcmp ole double %411, %412
  %414 = select i1 %413, ptr @.str.28, ptr @.str.29
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef %246, double noundef %392, double noundef %398, ptr noundef nonnull %414)
  br i1 %413, label %421, label %418

416:                                              ; preds = %405, %391
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef %246, double noundef %392, double noundef %398, ptr noundef nonnull @.str.29)
  br label %418

418:                                              ; preds = %416, %409
  %419 = load i32, ptr @n_fail, align 4, !tbaa !9
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr @n_fail, align 4, !tbaa !9
  br label %421

421:                                              ; preds = %409, %418
  %422 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %423 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, double noundef %246, double noundef 1.000000e+00, i32 noundef %422, double noundef %253) #24
  %424 = fmul double %326, %326
  %425 = call double @softplus(double noundef %424, double noundef %253)
  %426 = fadd double %326, %425
  %427 = fmul double %329, %329
  %428 = call double @softplus(double noundef %427, double noundef %253)
  %429 = fadd double %329, %428
  %430 = fsub double %426, %429
  %431 = fdiv double %430, %333
  %432 = call double @llvm.fabs.f64(double %431)
  %433 = fcmp ogt double %432, 1.000000e+00
  %434 = select i1 %433, double %432, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %423, ptr %32, align 8, !tbaa !5
  %435 = load volatile double, ptr %32, align 8, !tbaa !5
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fcmp ueq double %436, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %437, label %449, label %438

438:                                              ; preds = %421
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %431, ptr %31, align 8, !tbaa !5
  %439 = load volatile double, ptr %31, align 8, !tbaa !5
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fcmp ueq double %440, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %441, label %449, label %442

442:                                              ; preds = %438
  %443 = fsub double %423, %431
  %444 = call double @llvm.fabs.f64(double %443)
  %445 = fmul double %434, 0x3EB0C6F7A0B5ED8D
  %446 = fcmp ole double %444, %445
  %447 = select i1 %446, ptr @.str.28, ptr @.str.29
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef %246, double noundef %423, double noundef %431, ptr noundef nonnull %447)
  br i1 %446, label %454, label %451

449:                                              ; preds = %438, %421
  %450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef %246, double noundef %423, double noundef %431, ptr noundef nonnull @.str.29)
  br label %451

451:                                              ; preds = %449, %442
  %452 = load i32, ptr @n_fail, align 4, !tbaa !9
  %453 = add nsw i32 %452, 1
  store i32 %453, ptr @n_fail, align 4, !tbaa !9
  br label %454

454:                                              ; preds = %442, %451
  %455 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %456 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_softplus, i32 noundef %455, double noundef %246, double noundef %253, double noundef 1.000000e+00) #24
  %457 = call double @softplus(double noundef %393, double noundef %360)
  %458 = fadd double %246, %457
  %459 = call double @softplus(double noundef %393, double noundef %363)
  %460 = fadd double %246, %459
  %461 = fsub double %458, %460
  %462 = fdiv double %461, %367
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = fcmp ogt double %463, 1.000000e+00
  %465 = select i1 %464, double %463, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %456, ptr %30, align 8, !tbaa !5
  %466 = load volatile double, ptr %30, align 8, !tbaa !5
  %467 = call double @llvm.fabs.f64(double %466)
  %468 = fcmp ueq double %467, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %468, label %480, label %469

469:                                              ; preds = %454
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %462, ptr %29, align 8, !tbaa !5
  %470 = load volatile double, ptr %29, align 8, !tbaa !5
  %471 = call double @llvm.fabs.f64(double %470)
  %472 = fcmp ueq double %471, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %472, label %480, label %473

473:                                              ; preds = %469
  %474 = fsub double %456, %462
  %475 = call double @llvm.fabs.f64(double %474)
  %476 = fmul double %465, 0x3EB0C6F7A0B5ED8D
  %477 = fcmp ole double %475, %476
  %478 = select i1 %477, ptr @.str.28, ptr @.str.29
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef %253, double noundef %456, double noundef %462, ptr noundef nonnull %478)
  br i1 %477, label %485, label %482

480:                                              ; preds = %469, %454
  %481 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef %253, double noundef %456, double noundef %462, ptr noundef nonnull @.str.29)
  br label %482

482:                                              ; preds = %480, %473
  %483 = load i32, ptr @n_fail, align 4, !tbaa !9
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr @n_fail, align 4, !tbaa !9
  br label %485

485:                                              ; preds = %473, %482
  store i32 0, ptr @n_fwd, align 4, !tbaa !9
  %486 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_scale2, double noundef %246, double noundef 1.000000e+00) #24
  %487 = fmul double %246, 8.000000e+00
  %488 = fmul double %246, %487
  %489 = fmul double %246, %488
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fcmp ogt double %490, 1.000000e+00
  %492 = select i1 %491, double %490, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %486, ptr %28, align 8, !tbaa !5
  %493 = load volatile double, ptr %28, align 8, !tbaa !5
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = fcmp ueq double %494, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %495, label %507, label %496

496:                                              ; preds = %485
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %489, ptr %27, align 8, !tbaa !5
  %497 = load volatile double, ptr %27, align 8, !tbaa !5
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fcmp ueq double %498, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %499, label %507, label %500

500:                                              ; preds = %496
  %501 = fsub double %486, %489
  %502 = call double @llvm.fabs.f64(double %501)
  %503 = fmul double %492, 1.000000e-09
  %504 = fcmp ole double %502, %503
  %505 = select i1 %504, ptr @.str.28, ptr @.str.29
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef %246, double noundef %486, double noundef %489, ptr noundef nonnull %505)
  br i1 %504, label %512, label %509

507:                                              ; preds = %496, %485
  %508 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef %246, double noundef %486, double noundef %489, ptr noundef nonnull @.str.29)
  br label %509

509:                                              ; preds = %507, %500
  %510 = load i32, ptr @n_fail, align 4, !tbaa !9
  %511 = add nsw i32 %510, 1
  store i32 %511, ptr @n_fail, align 4, !tbaa !9
  br label %512

512:                                              ; preds = %500, %509
  %513 = load i32, ptr @n_fwd, align 4, !tbaa !9
  %514 = sitofp i32 %513 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %514, ptr %26, align 8, !tbaa !5
  %515 = load volatile double, ptr %26, align 8, !tbaa !5
  %516 = call double @llvm.fabs.f64(double %515)
  %517 = fcmp ueq double %516, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %517, label %527, label %518

518:                                              ; preds = %512
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !5
  %519 = load volatile double, ptr %25, align 8, !tbaa !5
  %520 = call double @llvm.fabs.f64(double %519)
  %521 = fcmp ueq double %520, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %521, label %527, label %522

522:                                              ; preds = %518
  %523 = fadd double %514, -1.000000e+00
  %524 = fcmp oeq double %523, 0.000000e+00
  %525 = select i1 %524, ptr @.str.28, ptr @.str.29
  %526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef %246, double noundef %514, double noundef 1.000000e+00, ptr noundef nonnull %525)
  br i1 %524, label %532, label %529

527:                                              ; preds = %518, %512
  %528 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef %246, double noundef %514, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %529

529:                                              ; preds = %527, %522
  %530 = load i32, ptr @n_fail, align 4, !tbaa !9
  %531 = add nsw i32 %530, 1
  store i32 %531, ptr @n_fail, align 4, !tbaa !9
  br label %532

532:                                              ; preds = %522, %529
  %533 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_log1p, double noundef %246) #24
  %534 = fmul double %246, 2.000000e+00
  %535 = call double @llvm.fmuladd.f64(double %246, double %246, double 1.000000e+00)
  %536 = fdiv double %534, %535
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp ogt double %537, 1.000000e+00
  %539 = select i1 %538, double %537, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %533, ptr %24, align 8, !tbaa !5
  %540 = load volatile double, ptr %24, align 8, !tbaa !5
  %541 = call double @llvm.fabs.f64(double %540)
  %542 = fcmp ueq double %541, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %542, label %554, label %543

543:                                              ; preds = %532
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %536, ptr %23, align 8, !tbaa !5
  %544 = load volatile double, ptr %23, align 8, !tbaa !5
  %545 = call double @llvm.fabs.f64(double %544)
  %546 = fcmp ueq double %545, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %546, label %554, label %547

547:                                              ; preds = %543
  %548 = fsub double %533, %536
  %549 = call double @llvm.fabs.f64(double %548)
  %550 = fmul double %539, 0x3D719799812DEA11
  %551 = fcmp ole double %549, %550
  %552 = select i1 %551, ptr @.str.28, ptr @.str.29
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef %246, double noundef %533, double noundef %536, ptr noundef nonnull %552)
  br i1 %551, label %559, label %556

554:                                              ; preds = %543, %532
  %555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef %246, double noundef %533, double noundef %536, ptr noundef nonnull @.str.29)
  br label %556

556:                                              ; preds = %554, %547
  %557 = load i32, ptr @n_fail, align 4, !tbaa !9
  %558 = add nsw i32 %557, 1
  store i32 %558, ptr @n_fail, align 4, !tbaa !9
  br label %559

559:                                              ; preds = %547, %556
  %560 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_log1p, double noundef %246, double noundef 1.000000e+00) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %560, ptr %22, align 8, !tbaa !5
  %561 = load volatile double, ptr %22, align 8, !tbaa !5
  %562 = call double @llvm.fabs.f64(double %561)
  %563 = fcmp ueq double %562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %563, label %575, label %564

564:                                              ; preds = %559
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %536, ptr %21, align 8, !tbaa !5
  %565 = load volatile double, ptr %21, align 8, !tbaa !5
  %566 = call double @llvm.fabs.f64(double %565)
  %567 = fcmp ueq double %566, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %567, label %575, label %568

568:                                              ; preds = %564
  %569 = fsub double %560, %536
  %570 = call double @llvm.fabs.f64(double %569)
  %571 = fmul double %539, 0x3D719799812DEA11
  %572 = fcmp ole double %570, %571
  %573 = select i1 %572, ptr @.str.28, ptr @.str.29
  %574 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef %246, double noundef %560, double noundef %536, ptr noundef nonnull %573)
  br i1 %572, label %580, label %577

575:                                              ; preds = %564, %559
  %576 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef %246, double noundef %560, double noundef %536, ptr noundef nonnull @.str.29)
  br label %577

577:                                              ; preds = %575, %568
  %578 = load i32, ptr @n_fail, align 4, !tbaa !9
  %579 = add nsw i32 %578, 1
  store i32 %579, ptr @n_fail, align 4, !tbaa !9
  br label %580

580:                                              ; preds = %568, %577
  %581 = call double @llvm.fmuladd.f64(double %252, double -5.000000e-01, double 1.500000e+00)
  %582 = call double @llvm.fabs.f64(double %581)
  %583 = fcmp ogt double %582, 1.000000e+00
  %584 = select i1 %583, double %582, double 1.000000e+00
  %585 = fmul double %584, 0x3EB0C6F7A0B5ED8D
  %586 = fmul double %246, 1.000000e-01
  %587 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %588 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, double noundef %586, i32 noundef %587, double noundef %253, i32 noundef %587, double noundef %581) #24
  %589 = fadd double %586, %250
  %590 = fmul double %253, %253
  %591 = call double @expsum(double noundef %589, double noundef %590, double noundef %581)
  %592 = call double @llvm.fmuladd.f64(double %589, double %581, double %591)
  %593 = fsub double %586, %250
  %594 = call double @expsum(double noundef %593, double noundef %590, double noundef %581)
  %595 = call double @llvm.fmuladd.f64(double %593, double %581, double %594)
  %596 = fsub double %592, %595
  %597 = fdiv double %596, %333
  %598 = call double @llvm.fabs.f64(double %597)
  %599 = fcmp ogt double %598, 1.000000e+00
  %600 = select i1 %599, double %598, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %588, ptr %20, align 8, !tbaa !5
  %601 = load volatile double, ptr %20, align 8, !tbaa !5
  %602 = call double @llvm.fabs.f64(double %601)
  %603 = fcmp ueq double %602, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %603, label %615, label %604

604:                                              ; preds = %580
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %597, ptr %19, align 8, !tbaa !5
  %605 = load volatile double, ptr %19, align 8, !tbaa !5
  %606 = call double @llvm.fabs.f64(double %605)
  %607 = fcmp ueq double %606, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %607, label %615, label %608

608:                                              ; preds = %604
  %609 = fsub double %588, %597
  %610 = call double @llvm.fabs.f64(double %609)
  %611 = fmul double %600, 0x3EB0C6F7A0B5ED8D
  %612 = fcmp ole double %610, %611
  %613 = select i1 %612, ptr @.str.28, ptr @.str.29
  %614 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef %586, double noundef %588, double noundef %597, ptr noundef nonnull %613)
  br i1 %612, label %620, label %617

615:                                              ; preds = %604, %580
  %616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef %586, double noundef %588, double noundef %597, ptr noundef nonnull @.str.29)
  br label %617

617:                                              ; preds = %615, %608
  %618 = load i32, ptr @n_fail, align 4, !tbaa !9
  %619 = add nsw i32 %618, 1
  store i32 %619, ptr @n_fail, align 4, !tbaa !9
  br label %620

620:                                              ; preds = %608, %617
  %621 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %622 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %621, double noundef %586, double noundef %253, i32 noundef %621, double noundef %581) #24
  %623 = fmul double %360, %360
  %624 = call double @expsum(double noundef %586, double noundef %623, double noundef %581)
  %625 = call double @llvm.fmuladd.f64(double %586, double %581, double %624)
  %626 = fmul double %363, %363
  %627 = call double @expsum(double noundef %586, double noundef %626, double noundef %581)
  %628 = call double @llvm.fmuladd.f64(double %586, double %581, double %627)
  %629 = fsub double %625, %628
  %630 = fdiv double %629, %367
  %631 = call double @llvm.fabs.f64(double %630)
  %632 = fcmp ogt double %631, 1.000000e+00
  %633 = select i1 %632, double %631, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %622, ptr %18, align 8, !tbaa !5
  %634 = load volatile double, ptr %18, align 8, !tbaa !5
  %635 = call double @llvm.fabs.f64(double %634)
  %636 = fcmp ueq double %635, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %636, label %648, label %637

637:                                              ; preds = %620
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %630, ptr %17, align 8, !tbaa !5
  %638 = load volatile double, ptr %17, align 8, !tbaa !5
  %639 = call double @llvm.fabs.f64(double %638)
  %640 = fcmp ueq double %639, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %640, label %648, label %641

641:                                              ; preds = %637
  %642 = fsub double %622, %630
  %643 = call double @llvm.fabs.f64(double %642)
  %644 = fmul double %633, 0x3EB0C6F7A0B5ED8D
  %645 = fcmp ole double %643, %644
  %646 = select i1 %645, ptr @.str.28, ptr @.str.29
  %647 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef %253, double noundef %622, double noundef %630, ptr noundef nonnull %646)
  br i1 %645, label %653, label %650

648:                                              ; preds = %637, %620
  %649 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef %253, double noundef %622, double noundef %630, ptr noundef nonnull @.str.29)
  br label %650

650:                                              ; preds = %648, %641
  %651 = load i32, ptr @n_fail, align 4, !tbaa !9
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr @n_fail, align 4, !tbaa !9
  br label %653

653:                                              ; preds = %641, %650
  %654 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %655 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_expsum, i32 noundef %654, double noundef %586, i32 noundef %654, double noundef %253, double noundef %581) #24
  %656 = fadd double %581, %585
  %657 = call double @expsum(double noundef %586, double noundef %590, double noundef %656)
  %658 = call double @llvm.fmuladd.f64(double %586, double %656, double %657)
  %659 = fsub double %581, %585
  %660 = call double @expsum(double noundef %586, double noundef %590, double noundef %659)
  %661 = call double @llvm.fmuladd.f64(double %586, double %659, double %660)
  %662 = fsub double %658, %661
  %663 = fmul double %585, 2.000000e+00
  %664 = fdiv double %662, %663
  %665 = call double @llvm.fabs.f64(double %664)
  %666 = fcmp ogt double %665, 1.000000e+00
  %667 = select i1 %666, double %665, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %655, ptr %16, align 8, !tbaa !5
  %668 = load volatile double, ptr %16, align 8, !tbaa !5
  %669 = call double @llvm.fabs.f64(double %668)
  %670 = fcmp ueq double %669, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %670, label %682, label %671

671:                                              ; preds = %653
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %664, ptr %15, align 8, !tbaa !5
  %672 = load volatile double, ptr %15, align 8, !tbaa !5
  %673 = call double @llvm.fabs.f64(double %672)
  %674 = fcmp ueq double %673, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %674, label %682, label %675

675:                                              ; preds = %671
  %676 = fsub double %655, %664
  %677 = call double @llvm.fabs.f64(double %676)
  %678 = fmul double %667, 0x3EB0C6F7A0B5ED8D
  %679 = fcmp ole double %677, %678
  %680 = select i1 %679, ptr @.str.28, ptr @.str.29
  %681 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef %581, double noundef %655, double noundef %664, ptr noundef nonnull %680)
  br i1 %679, label %687, label %684

682:                                              ; preds = %671, %653
  %683 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef %581, double noundef %655, double noundef %664, ptr noundef nonnull @.str.29)
  br label %684

684:                                              ; preds = %682, %675
  %685 = load i32, ptr @n_fail, align 4, !tbaa !9
  %686 = add nsw i32 %685, 1
  store i32 %686, ptr @n_fail, align 4, !tbaa !9
  br label %687

687:                                              ; preds = %675, %684
  %688 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_jitter, double noundef %246) #24
  %689 = call double @llvm.fabs.f64(double %534)
  %690 = fcmp ogt double %689, 1.000000e+00
  %691 = select i1 %690, double %689, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %688, ptr %14, align 8, !tbaa !5
  %692 = load volatile double, ptr %14, align 8, !tbaa !5
  %693 = call double @llvm.fabs.f64(double %692)
  %694 = fcmp ueq double %693, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %694, label %706, label %695

695:                                              ; preds = %687
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %534, ptr %13, align 8, !tbaa !5
  %696 = load volatile double, ptr %13, align 8, !tbaa !5
  %697 = call double @llvm.fabs.f64(double %696)
  %698 = fcmp ueq double %697, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %698, label %706, label %699

699:                                              ; preds = %695
  %700 = fsub double %688, %534
  %701 = call double @llvm.fabs.f64(double %700)
  %702 = fmul double %691, 0x3D719799812DEA11
  %703 = fcmp ole double %701, %702
  %704 = select i1 %703, ptr @.str.28, ptr @.str.29
  %705 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef %246, double noundef %688, double noundef %534, ptr noundef nonnull %704)
  br i1 %703, label %711, label %708

706:                                              ; preds = %695, %687
  %707 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef %246, double noundef %688, double noundef %534, ptr noundef nonnull @.str.29)
  br label %708

708:                                              ; preds = %706, %699
  %709 = load i32, ptr @n_fail, align 4, !tbaa !9
  %710 = add nsw i32 %709, 1
  store i32 %710, ptr @n_fail, align 4, !tbaa !9
  br label %711

711:                                              ; preds = %699, %708
  %712 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_jitter, double noundef %246, double noundef 1.000000e+00) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %712, ptr %12, align 8, !tbaa !5
  %713 = load volatile double, ptr %12, align 8, !tbaa !5
  %714 = call double @llvm.fabs.f64(double %713)
  %715 = fcmp ueq double %714, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %715, label %727, label %716

716:                                              ; preds = %711
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %534, ptr %11, align 8, !tbaa !5
  %717 = load volatile double, ptr %11, align 8, !tbaa !5
  %718 = call double @llvm.fabs.f64(double %717)
  %719 = fcmp ueq double %718, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %719, label %727, label %720

720:                                              ; preds = %716
  %721 = fsub double %712, %534
  %722 = call double @llvm.fabs.f64(double %721)
  %723 = fmul double %691, 0x3D719799812DEA11
  %724 = fcmp ole double %722, %723
  %725 = select i1 %724, ptr @.str.28, ptr @.str.29
  %726 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef %246, double noundef %712, double noundef %534, ptr noundef nonnull %725)
  br i1 %724, label %732, label %729

727:                                              ; preds = %716, %711
  %728 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef %246, double noundef %712, double noundef %534, ptr noundef nonnull @.str.29)
  br label %729

729:                                              ; preds = %727, %720
  %730 = load i32, ptr @n_fail, align 4, !tbaa !9
  %731 = add nsw i32 %730, 1
  store i32 %731, ptr @n_fail, align 4, !tbaa !9
  br label %732

732:                                              ; preds = %720, %729
  %733 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @uses_last, double noundef %246) #24
  %734 = fmul double %246, 3.000000e+00
  %735 = fmul double %246, %734
  %736 = call double @llvm.fabs.f64(double %735)
  %737 = fcmp ogt double %736, 1.000000e+00
  %738 = select i1 %737, double %736, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %733, ptr %10, align 8, !tbaa !5
  %739 = load volatile double, ptr %10, align 8, !tbaa !5
  %740 = call double @llvm.fabs.f64(double %739)
  %741 = fcmp ueq double %740, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %741, label %753, label %742

742:                                              ; preds = %732
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %735, ptr %9, align 8, !tbaa !5
  %743 = load volatile double, ptr %9, align 8, !tbaa !5
  %744 = call double @llvm.fabs.f64(double %743)
  %745 = fcmp ueq double %744, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %745, label %753, label %746

746:                                              ; preds = %742
  %747 = fsub double %733, %735
  %748 = call double @llvm.fabs.f64(double %747)
  %749 = fmul double %738, 0x3D719799812DEA11
  %750 = fcmp ole double %748, %749
  %751 = select i1 %750, ptr @.str.28, ptr @.str.29
  %752 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef %246, double noundef %733, double noundef %735, ptr noundef nonnull %751)
  br i1 %750, label %758, label %755

753:                                              ; preds = %742, %732
  %754 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef %246, double noundef %733, double noundef %735, ptr noundef nonnull @.str.29)
  br label %755

755:                                              ; preds = %753, %746
  %756 = load i32, ptr @n_fail, align 4, !tbaa !9
  %757 = add nsw i32 %756, 1
  store i32 %757, ptr @n_fail, align 4, !tbaa !9
  br label %758

758:                                              ; preds = %746, %755
  %759 = load double, ptr @last_seen, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %759, ptr %8, align 8, !tbaa !5
  %760 = load volatile double, ptr %8, align 8, !tbaa !5
  %761 = call double @llvm.fabs.f64(double %760)
  %762 = fcmp ueq double %761, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %762, label %774, label %763

763:                                              ; preds = %758
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %246, ptr %7, align 8, !tbaa !5
  %764 = load volatile double, ptr %7, align 8, !tbaa !5
  %765 = call double @llvm.fabs.f64(double %764)
  %766 = fcmp ueq double %765, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %766, label %774, label %767

767:                                              ; preds = %763
  %768 = fsub double %759, %246
  %769 = call double @llvm.fabs.f64(double %768)
  %770 = fmul double %249, 0.000000e+00
  %771 = fcmp ole double %769, %770
  %772 = select i1 %771, ptr @.str.28, ptr @.str.29
  %773 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef %246, double noundef %759, double noundef %246, ptr noundef nonnull %772)
  br i1 %771, label %779, label %776

774:                                              ; preds = %763, %758
  %775 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef %246, double noundef %759, double noundef %246, ptr noundef nonnull @.str.29)
  br label %776

776:                                              ; preds = %774, %767
  %777 = load i32, ptr @n_fail, align 4, !tbaa !9
  %778 = add nsw i32 %777, 1
  store i32 %778, ptr @n_fail, align 4, !tbaa !9
  br label %779

779:                                              ; preds = %767, %776
  %780 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @uses_last, double noundef %246, double noundef 1.000000e+00) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %780, ptr %6, align 8, !tbaa !5
  %781 = load volatile double, ptr %6, align 8, !tbaa !5
  %782 = call double @llvm.fabs.f64(double %781)
  %783 = fcmp ueq double %782, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %783, label %795, label %784

784:                                              ; preds = %779
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %735, ptr %5, align 8, !tbaa !5
  %785 = load volatile double, ptr %5, align 8, !tbaa !5
  %786 = call double @llvm.fabs.f64(double %785)
  %787 = fcmp ueq double %786, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %787, label %795, label %788

788:                                              ; preds = %784
  %789 = fsub double %780, %735
  %790 = call double @llvm.fabs.f64(double %789)
  %791 = fmul double %738, 0x3D719799812DEA11
  %792 = fcmp ole double %790, %791
  %793 = select i1 %792, ptr @.str.28, ptr @.str.29
  %794 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, double noundef %246, double noundef %780, double noundef %735, ptr noundef nonnull %793)
  br i1 %792, label %800, label %797

795:                                              ; preds = %784, %779
  %796 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, double noundef %246, double noundef %780, double noundef %735, ptr noundef nonnull @.str.29)
  br label %797

797:                                              ; preds = %795, %788
  %798 = load i32, ptr @n_fail, align 4, !tbaa !9
  %799 = add nsw i32 %798, 1
  store i32 %799, ptr @n_fail, align 4, !tbaa !9
  br label %800

800:                                              ; preds = %788, %797
  %801 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %802 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @reads_last, double noundef %246, i32 noundef %801, double noundef %253) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %802, ptr %4, align 8, !tbaa !5
  %803 = load volatile double, ptr %4, align 8, !tbaa !5
  %804 = call double @llvm.fabs.f64(double %803)
  %805 = fcmp ueq double %804, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %805, label %816, label %806

806:                                              ; preds = %800
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !5
  %807 = load volatile double, ptr %3, align 8, !tbaa !5
  %808 = call double @llvm.fabs.f64(double %807)
  %809 = fcmp ueq double %808, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %809, label %816, label %810

810:                                              ; preds = %806
  %811 = fadd double %802, -1.000000e+00
  %812 = call double @llvm.fabs.f64(double %811)
  %813 = fcmp ole double %812, 0x3D719799812DEA11
  %814 = select i1 %813, ptr @.str.28, ptr @.str.29
  %815 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, double noundef %246, double noundef %802, double noundef 1.000000e+00, ptr noundef nonnull %814)
  br i1 %813, label %821, label %818

816:                                              ; preds = %806, %800
  %817 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, double noundef %246, double noundef %802, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %818

818:                                              ; preds = %816, %810
  %819 = load i32, ptr @n_fail, align 4, !tbaa !9
  %820 = add nsw i32 %819, 1
  store i32 %820, ptr @n_fail, align 4, !tbaa !9
  br label %821

821:                                              ; preds = %810, %818
  %822 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %823 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @reads_last, double noundef %246, double noundef 1.000000e+00, i32 noundef %822, double noundef %253) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %823, ptr %2, align 8, !tbaa !5
  %824 = load volatile double, ptr %2, align 8, !tbaa !5
  %825 = call double @llvm.fabs.f64(double %824)
  %826 = fcmp ueq double %825, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %826, label %837, label %827

827:                                              ; preds = %821
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !5
  %828 = load volatile double, ptr %1, align 8, !tbaa !5
  %829 = call double @llvm.fabs.f64(double %828)
  %830 = fcmp ueq double %829, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %830, label %837, label %831

831:                                              ; preds = %827
  %832 = fadd double %823, -1.000000e+00
  %833 = call double @llvm.fabs.f64(double %832)
  %834 = fcmp ole double %833, 0x3D719799812DEA11
  %835 = select i1 %834, ptr @.str.28, ptr @.str.29
  %836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.25, double noundef %246, double noundef %823, double noundef 1.000000e+00, ptr noundef nonnull %835)
  br i1 %834, label %842, label %839

837:                                              ; preds = %827, %821
  %838 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.25, double noundef %246, double noundef %823, double noundef 1.000000e+00, ptr noundef nonnull @.str.29)
  br label %839

839:                                              ; preds = %837, %831
  %840 = load i32, ptr @n_fail, align 4, !tbaa !9
  %841 = add nsw i32 %840, 1
  store i32 %841, ptr @n_fail, align 4, !tbaa !9
  br label %842

842:                                              ; preds = %831, %839
  %843 = add nuw nsw i64 %244, 1
  %844 = icmp eq i64 %843, 3
  br i1 %844, label %237, label %243, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #19

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #20

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #20

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #21

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #22

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
attributes #16 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #20 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nounwind allocsize(0) }
attributes #24 = { nounwind }

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
