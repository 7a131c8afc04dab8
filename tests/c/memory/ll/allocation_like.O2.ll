; ModuleID = 'allocation_like.c'
source_filename = "allocation_like.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Arena = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local local_unnamed_addr global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"smooth.dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"smooth.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"smooth.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"arena.live\00", align 1
@arena = internal global %struct.Arena { ptr @pool, i64 0, i64 65536, i32 0 }, align 8
@.str.5 = private unnamed_addr constant [16 x i8] c"allocation_like\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@pool = internal global [65536 x i8] zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @arena_alloc(ptr nocapture noundef %0, i64 noundef %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = add i64 %4, 15
  %6 = and i64 %5, -16
  %7 = add i64 %6, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !12
  %10 = icmp ugt i64 %7, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  tail call void @abort() #13
  unreachable

12:                                               ; preds = %2
  store i64 %7, ptr %3, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load i32, ptr %13, align 8, !tbaa !13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %13, align 8, !tbaa !13
  %16 = load ptr, ptr %0, align 8, !tbaa !14
  %17 = getelementptr inbounds i8, ptr %16, i64 %6
  ret ptr %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @arena_release(ptr nocapture noundef %0, ptr noundef readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !14
  %4 = icmp ugt ptr %3, %1
  br i1 %4, label %10, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 %7
  %9 = icmp ugt ptr %8, %1
  br i1 %9, label %11, label %10

10:                                               ; preds = %5, %2
  tail call void @abort() #13
  unreachable

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i32, ptr %12, align 8, !tbaa !13
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr %12, align 8, !tbaa !13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %11
  store i64 0, ptr %6, align 8, !tbaa !5
  br label %17

17:                                               ; preds = %16, %11
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [10 x double], align 16
  %10 = alloca [10 x double], align 16
  %11 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #14
  %12 = load i64, ptr @rng_state, align 8, !tbaa !15
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = insertelement <2 x i64> poison, i64 %14, i64 0
  %18 = insertelement <2 x i64> %17, i64 %16, i64 1
  %19 = lshr <2 x i64> %18, <i64 10, i64 10>
  %20 = and <2 x i64> %19, <i64 18014398509481982, i64 18014398509481982>
  %21 = uitofp nneg <2 x i64> %20 to <2 x double>
  %22 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %22, ptr %9, align 16, !tbaa !17
  %23 = mul i64 %16, 6364136223846793005
  %24 = getelementptr inbounds i8, ptr %9, i64 16
  %25 = add i64 %23, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <2 x i64> poison, i64 %25, i64 0
  %29 = insertelement <2 x i64> %28, i64 %27, i64 1
  %30 = lshr <2 x i64> %29, <i64 10, i64 10>
  %31 = and <2 x i64> %30, <i64 18014398509481982, i64 18014398509481982>
  %32 = uitofp nneg <2 x i64> %31 to <2 x double>
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %33, ptr %24, align 16, !tbaa !17
  %34 = mul i64 %27, 6364136223846793005
  %35 = getelementptr inbounds i8, ptr %9, i64 32
  %36 = add i64 %34, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = insertelement <2 x i64> poison, i64 %36, i64 0
  %40 = insertelement <2 x i64> %39, i64 %38, i64 1
  %41 = lshr <2 x i64> %40, <i64 10, i64 10>
  %42 = and <2 x i64> %41, <i64 18014398509481982, i64 18014398509481982>
  %43 = uitofp nneg <2 x i64> %42 to <2 x double>
  %44 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %44, ptr %35, align 16, !tbaa !17
  %45 = mul i64 %38, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %9, i64 48
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <2 x i64> poison, i64 %47, i64 0
  %51 = insertelement <2 x i64> %50, i64 %49, i64 1
  %52 = lshr <2 x i64> %51, <i64 10, i64 10>
  %53 = and <2 x i64> %52, <i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <2 x i64> %53 to <2 x double>
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %55, ptr %46, align 16, !tbaa !17
  %56 = mul i64 %49, 6364136223846793005
  %57 = getelementptr inbounds i8, ptr %9, i64 64
  %58 = add i64 %56, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = insertelement <2 x i64> poison, i64 %58, i64 0
  %62 = insertelement <2 x i64> %61, i64 %60, i64 1
  %63 = lshr <2 x i64> %62, <i64 10, i64 10>
  %64 = and <2 x i64> %63, <i64 18014398509481982, i64 18014398509481982>
  %65 = uitofp nneg <2 x i64> %64 to <2 x double>
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %66, ptr %57, align 16, !tbaa !17
  %67 = mul i64 %60, 6364136223846793005
  %68 = getelementptr inbounds i8, ptr %11, i64 8
  %69 = add i64 %67, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <2 x i64> poison, i64 %69, i64 0
  %73 = insertelement <2 x i64> %72, i64 %71, i64 1
  %74 = lshr <2 x i64> %73, <i64 10, i64 10>
  %75 = and <2 x i64> %74, <i64 18014398509481982, i64 18014398509481982>
  %76 = uitofp nneg <2 x i64> %75 to <2 x double>
  %77 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %77, ptr %11, align 16, !tbaa !17
  %78 = mul i64 %71, 6364136223846793005
  %79 = getelementptr inbounds i8, ptr %11, i64 16
  %80 = getelementptr inbounds i8, ptr %11, i64 24
  %81 = add i64 %78, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = insertelement <2 x i64> poison, i64 %81, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = lshr <2 x i64> %85, <i64 10, i64 10>
  %87 = and <2 x i64> %86, <i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <2 x i64> %87 to <2 x double>
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %89, ptr %79, align 16, !tbaa !17
  %90 = mul i64 %83, 6364136223846793005
  %91 = getelementptr inbounds i8, ptr %11, i64 32
  %92 = getelementptr inbounds i8, ptr %11, i64 40
  %93 = add i64 %90, 1442695040888963407
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = insertelement <2 x i64> poison, i64 %93, i64 0
  %97 = insertelement <2 x i64> %96, i64 %95, i64 1
  %98 = lshr <2 x i64> %97, <i64 10, i64 10>
  %99 = and <2 x i64> %98, <i64 18014398509481982, i64 18014398509481982>
  %100 = uitofp nneg <2 x i64> %99 to <2 x double>
  %101 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %101, ptr %91, align 16, !tbaa !17
  %102 = mul i64 %95, 6364136223846793005
  %103 = getelementptr inbounds i8, ptr %11, i64 48
  %104 = getelementptr inbounds i8, ptr %11, i64 56
  %105 = add i64 %102, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = insertelement <2 x i64> poison, i64 %105, i64 0
  %109 = insertelement <2 x i64> %108, i64 %107, i64 1
  %110 = lshr <2 x i64> %109, <i64 10, i64 10>
  %111 = and <2 x i64> %110, <i64 18014398509481982, i64 18014398509481982>
  %112 = uitofp nneg <2 x i64> %111 to <2 x double>
  %113 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %112, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %113, ptr %103, align 16, !tbaa !17
  %114 = mul i64 %107, 6364136223846793005
  %115 = getelementptr inbounds i8, ptr %11, i64 64
  %116 = getelementptr inbounds i8, ptr %11, i64 72
  %117 = add i64 %114, 1442695040888963407
  %118 = mul i64 %117, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = insertelement <2 x i64> poison, i64 %117, i64 0
  %121 = insertelement <2 x i64> %120, i64 %119, i64 1
  %122 = lshr <2 x i64> %121, <i64 10, i64 10>
  %123 = and <2 x i64> %122, <i64 18014398509481982, i64 18014398509481982>
  %124 = uitofp nneg <2 x i64> %123 to <2 x double>
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %125, ptr %115, align 16, !tbaa !17
  store i64 %119, ptr @rng_state, align 8, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, i8 0, i64 80, i1 false)
  %126 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %127 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %126, i32 noundef 10) #14
  %128 = call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %128, ptr noundef nonnull readonly align 16 dereferenceable(80) %9, i64 80, i1 false)
  %129 = getelementptr inbounds i8, ptr %128, i64 8
  %130 = getelementptr inbounds i8, ptr %128, i64 16
  %131 = getelementptr inbounds i8, ptr %128, i64 24
  %132 = getelementptr inbounds i8, ptr %128, i64 32
  %133 = getelementptr inbounds i8, ptr %128, i64 40
  %134 = getelementptr inbounds i8, ptr %128, i64 48
  %135 = getelementptr inbounds i8, ptr %128, i64 56
  %136 = getelementptr inbounds i8, ptr %128, i64 64
  %137 = getelementptr inbounds i8, ptr %128, i64 72
  br label %138

138:                                              ; preds = %0, %306
  %139 = phi i64 [ 0, %0 ], [ %307, %306 ]
  %140 = getelementptr inbounds double, ptr %10, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !17
  %142 = getelementptr inbounds double, ptr %128, i64 %139
  %143 = load double, ptr %142, align 8, !tbaa !17
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ogt double %144, 1.000000e+00
  %146 = select i1 %145, double %144, double 1.000000e+00
  %147 = fmul double %146, 0x3EB0C6F7A0B5ED8D
  %148 = fadd double %143, %147
  store double %148, ptr %142, align 8, !tbaa !17
  %149 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %150 = load double, ptr %128, align 8, !tbaa !17
  %151 = call double @sin(double noundef %150) #14
  %152 = call double @llvm.fmuladd.f64(double %150, double %150, double %151)
  store double %152, ptr %149, align 8, !tbaa !17
  %153 = load double, ptr %129, align 8, !tbaa !17
  %154 = call double @sin(double noundef %153) #14
  %155 = call double @llvm.fmuladd.f64(double %153, double %153, double %154)
  %156 = getelementptr inbounds i8, ptr %149, i64 8
  store double %155, ptr %156, align 8, !tbaa !17
  %157 = load double, ptr %130, align 8, !tbaa !17
  %158 = call double @sin(double noundef %157) #14
  %159 = call double @llvm.fmuladd.f64(double %157, double %157, double %158)
  %160 = getelementptr inbounds i8, ptr %149, i64 16
  store double %159, ptr %160, align 8, !tbaa !17
  %161 = load double, ptr %131, align 8, !tbaa !17
  %162 = call double @sin(double noundef %161) #14
  %163 = call double @llvm.fmuladd.f64(double %161, double %161, double %162)
  %164 = getelementptr inbounds i8, ptr %149, i64 24
  store double %163, ptr %164, align 8, !tbaa !17
  %165 = load double, ptr %132, align 8, !tbaa !17
  %166 = call double @sin(double noundef %165) #14
  %167 = call double @llvm.fmuladd.f64(double %165, double %165, double %166)
  %168 = getelementptr inbounds i8, ptr %149, i64 32
  store double %167, ptr %168, align 8, !tbaa !17
  %169 = load double, ptr %133, align 8, !tbaa !17
  %170 = call double @sin(double noundef %169) #14
  %171 = call double @llvm.fmuladd.f64(double %169, double %169, double %170)
  %172 = getelementptr inbounds i8, ptr %149, i64 40
  store double %171, ptr %172, align 8, !tbaa !17
  %173 = load double, ptr %134, align 8, !tbaa !17
  %174 = call double @sin(double noundef %173) #14
  %175 = call double @llvm.fmuladd.f64(double %173, double %173, double %174)
  %176 = getelementptr inbounds i8, ptr %149, i64 48
  store double %175, ptr %176, align 8, !tbaa !17
  %177 = load double, ptr %135, align 8, !tbaa !17
  %178 = call double @sin(double noundef %177) #14
  %179 = call double @llvm.fmuladd.f64(double %177, double %177, double %178)
  %180 = getelementptr inbounds i8, ptr %149, i64 56
  store double %179, ptr %180, align 8, !tbaa !17
  %181 = load double, ptr %136, align 8, !tbaa !17
  %182 = call double @sin(double noundef %181) #14
  %183 = call double @llvm.fmuladd.f64(double %181, double %181, double %182)
  %184 = getelementptr inbounds i8, ptr %149, i64 64
  store double %183, ptr %184, align 8, !tbaa !17
  %185 = load double, ptr %137, align 8, !tbaa !17
  %186 = call double @sin(double noundef %185) #14
  %187 = getelementptr inbounds i8, ptr %149, i64 72
  %188 = load double, ptr %149, align 8, !tbaa !17
  %189 = load double, ptr %156, align 8, !tbaa !17
  %190 = load double, ptr %160, align 8, !tbaa !17
  %191 = load double, ptr %164, align 8, !tbaa !17
  %192 = load double, ptr %168, align 8, !tbaa !17
  %193 = load double, ptr %172, align 8, !tbaa !17
  %194 = load double, ptr %176, align 8, !tbaa !17
  %195 = load double, ptr %180, align 8, !tbaa !17
  %196 = load double, ptr %184, align 8, !tbaa !17
  %197 = fsub double %143, %147
  %198 = call double @llvm.fmuladd.f64(double %185, double %185, double %186)
  store double %198, ptr %187, align 8, !tbaa !17
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %149)
  store double %197, ptr %142, align 8, !tbaa !17
  %199 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %200 = load double, ptr %128, align 8, !tbaa !17
  %201 = call double @sin(double noundef %200) #14
  %202 = call double @llvm.fmuladd.f64(double %200, double %200, double %201)
  store double %202, ptr %199, align 8, !tbaa !17
  %203 = load double, ptr %129, align 8, !tbaa !17
  %204 = call double @sin(double noundef %203) #14
  %205 = call double @llvm.fmuladd.f64(double %203, double %203, double %204)
  %206 = getelementptr inbounds i8, ptr %199, i64 8
  store double %205, ptr %206, align 8, !tbaa !17
  %207 = load double, ptr %130, align 8, !tbaa !17
  %208 = call double @sin(double noundef %207) #14
  %209 = call double @llvm.fmuladd.f64(double %207, double %207, double %208)
  %210 = getelementptr inbounds i8, ptr %199, i64 16
  store double %209, ptr %210, align 8, !tbaa !17
  %211 = load double, ptr %131, align 8, !tbaa !17
  %212 = call double @sin(double noundef %211) #14
  %213 = call double @llvm.fmuladd.f64(double %211, double %211, double %212)
  %214 = getelementptr inbounds i8, ptr %199, i64 24
  store double %213, ptr %214, align 8, !tbaa !17
  %215 = load double, ptr %132, align 8, !tbaa !17
  %216 = call double @sin(double noundef %215) #14
  %217 = call double @llvm.fmuladd.f64(double %215, double %215, double %216)
  %218 = getelementptr inbounds i8, ptr %199, i64 32
  store double %217, ptr %218, align 8, !tbaa !17
  %219 = load double, ptr %133, align 8, !tbaa !17
  %220 = call double @sin(double noundef %219) #14
  %221 = call double @llvm.fmuladd.f64(double %219, double %219, double %220)
  %222 = getelementptr inbounds i8, ptr %199, i64 40
  store double %221, ptr %222, align 8, !tbaa !17
  %223 = load double, ptr %134, align 8, !tbaa !17
  %224 = call double @sin(double noundef %223) #14
  %225 = call double @llvm.fmuladd.f64(double %223, double %223, double %224)
  %226 = getelementptr inbounds i8, ptr %199, i64 48
  store double %225, ptr %226, align 8, !tbaa !17
  %227 = load double, ptr %135, align 8, !tbaa !17
  %228 = call double @sin(double noundef %227) #14
  %229 = call double @llvm.fmuladd.f64(double %227, double %227, double %228)
  %230 = getelementptr inbounds i8, ptr %199, i64 56
  store double %229, ptr %230, align 8, !tbaa !17
  %231 = load double, ptr %136, align 8, !tbaa !17
  %232 = call double @sin(double noundef %231) #14
  %233 = call double @llvm.fmuladd.f64(double %231, double %231, double %232)
  %234 = getelementptr inbounds i8, ptr %199, i64 64
  store double %233, ptr %234, align 8, !tbaa !17
  %235 = load double, ptr %137, align 8, !tbaa !17
  %236 = call double @sin(double noundef %235) #14
  %237 = call double @llvm.fmuladd.f64(double %235, double %235, double %236)
  %238 = getelementptr inbounds i8, ptr %199, i64 72
  store double %237, ptr %238, align 8, !tbaa !17
  %239 = load double, ptr %199, align 8, !tbaa !17
  %240 = load double, ptr %206, align 8, !tbaa !17
  %241 = insertelement <2 x double> poison, double %188, i64 0
  %242 = insertelement <2 x double> %241, double %239, i64 1
  %243 = insertelement <2 x double> poison, double %189, i64 0
  %244 = insertelement <2 x double> %243, double %240, i64 1
  %245 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %242, <2 x double> %244, <2 x double> zeroinitializer)
  %246 = load double, ptr %210, align 8, !tbaa !17
  %247 = insertelement <2 x double> poison, double %190, i64 0
  %248 = insertelement <2 x double> %247, double %246, i64 1
  %249 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %244, <2 x double> %248, <2 x double> %245)
  %250 = load double, ptr %214, align 8, !tbaa !17
  %251 = insertelement <2 x double> poison, double %191, i64 0
  %252 = insertelement <2 x double> %251, double %250, i64 1
  %253 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %248, <2 x double> %252, <2 x double> %249)
  %254 = load double, ptr %218, align 8, !tbaa !17
  %255 = insertelement <2 x double> poison, double %192, i64 0
  %256 = insertelement <2 x double> %255, double %254, i64 1
  %257 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %252, <2 x double> %256, <2 x double> %253)
  %258 = load double, ptr %222, align 8, !tbaa !17
  %259 = insertelement <2 x double> poison, double %193, i64 0
  %260 = insertelement <2 x double> %259, double %258, i64 1
  %261 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %256, <2 x double> %260, <2 x double> %257)
  %262 = load double, ptr %226, align 8, !tbaa !17
  %263 = insertelement <2 x double> poison, double %194, i64 0
  %264 = insertelement <2 x double> %263, double %262, i64 1
  %265 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %260, <2 x double> %264, <2 x double> %261)
  %266 = load double, ptr %230, align 8, !tbaa !17
  %267 = insertelement <2 x double> poison, double %195, i64 0
  %268 = insertelement <2 x double> %267, double %266, i64 1
  %269 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %264, <2 x double> %268, <2 x double> %265)
  %270 = load double, ptr %234, align 8, !tbaa !17
  %271 = insertelement <2 x double> poison, double %196, i64 0
  %272 = insertelement <2 x double> %271, double %270, i64 1
  %273 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %268, <2 x double> %272, <2 x double> %269)
  %274 = insertelement <2 x double> poison, double %198, i64 0
  %275 = insertelement <2 x double> %274, double %237, i64 1
  %276 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> %275, <2 x double> %273)
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %275, <2 x double> %242, <2 x double> %276)
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %199)
  store double %143, ptr %142, align 8, !tbaa !17
  %278 = shufflevector <2 x double> %277, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %279 = fsub <2 x double> %277, %278
  %280 = extractelement <2 x double> %279, i64 0
  %281 = fsub double %148, %197
  %282 = fdiv double %280, %281
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ogt double %283, 1.000000e+00
  %285 = select i1 %284, double %283, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %141, ptr %8, align 8, !tbaa !17
  %286 = load volatile double, ptr %8, align 8, !tbaa !17
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %288, label %301, label %289

289:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %282, ptr %7, align 8, !tbaa !17
  %290 = load volatile double, ptr %7, align 8, !tbaa !17
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fcmp ueq double %291, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %292, label %301, label %293

293:                                              ; preds = %289
  %294 = fsub double %141, %282
  %295 = call double @llvm.fabs.f64(double %294)
  %296 = fmul double %285, 0x3EB0C6F7A0B5ED8D
  %297 = fcmp ugt double %295, %296
  br i1 %297, label %301, label %298

298:                                              ; preds = %293
  %299 = trunc nuw nsw i64 %139 to i32
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %299, double noundef %141, double noundef %282, ptr noundef nonnull @.str.7)
  br label %306

301:                                              ; preds = %293, %289, %138
  %302 = trunc nuw nsw i64 %139 to i32
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %302, double noundef %141, double noundef %282, ptr noundef nonnull @.str.8)
  %304 = load i32, ptr @n_fail, align 4, !tbaa !19
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr @n_fail, align 4, !tbaa !19
  br label %306

306:                                              ; preds = %301, %298
  %307 = add nuw nsw i64 %139, 1
  %308 = icmp eq i64 %307, 10
  br i1 %308, label %309, label %138, !llvm.loop !20

309:                                              ; preds = %306
  call void @free(ptr noundef nonnull %128) #14
  %310 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %311 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @smooth, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %310, i32 noundef 10) #14
  %312 = call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #15
  %313 = getelementptr inbounds i8, ptr %312, i64 8
  %314 = load <2 x double>, ptr %9, align 16, !tbaa !17
  %315 = load <2 x double>, ptr %11, align 16, !tbaa !17
  %316 = extractelement <2 x double> %315, i64 0
  %317 = extractelement <2 x double> %314, i64 0
  %318 = call double @llvm.fmuladd.f64(double %316, double 0x3EB0C6F7A0B5ED8D, double %317)
  %319 = extractelement <2 x double> %315, i64 1
  %320 = extractelement <2 x double> %314, i64 1
  %321 = call double @llvm.fmuladd.f64(double %319, double 0x3EB0C6F7A0B5ED8D, double %320)
  %322 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %314)
  store <2 x double> %322, ptr %312, align 8, !tbaa !17
  %323 = getelementptr inbounds i8, ptr %312, i64 16
  %324 = getelementptr inbounds i8, ptr %312, i64 24
  %325 = load <2 x double>, ptr %24, align 16, !tbaa !17
  %326 = load <2 x double>, ptr %79, align 16, !tbaa !17
  %327 = extractelement <2 x double> %326, i64 0
  %328 = extractelement <2 x double> %325, i64 0
  %329 = call double @llvm.fmuladd.f64(double %327, double 0x3EB0C6F7A0B5ED8D, double %328)
  %330 = extractelement <2 x double> %326, i64 1
  %331 = extractelement <2 x double> %325, i64 1
  %332 = call double @llvm.fmuladd.f64(double %330, double 0x3EB0C6F7A0B5ED8D, double %331)
  %333 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %326, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %325)
  store <2 x double> %333, ptr %323, align 8, !tbaa !17
  %334 = getelementptr inbounds i8, ptr %312, i64 32
  %335 = getelementptr inbounds i8, ptr %312, i64 40
  %336 = load <2 x double>, ptr %35, align 16, !tbaa !17
  %337 = load <2 x double>, ptr %91, align 16, !tbaa !17
  %338 = extractelement <2 x double> %337, i64 0
  %339 = extractelement <2 x double> %336, i64 0
  %340 = call double @llvm.fmuladd.f64(double %338, double 0x3EB0C6F7A0B5ED8D, double %339)
  %341 = extractelement <2 x double> %337, i64 1
  %342 = extractelement <2 x double> %336, i64 1
  %343 = call double @llvm.fmuladd.f64(double %341, double 0x3EB0C6F7A0B5ED8D, double %342)
  %344 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %337, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %336)
  store <2 x double> %344, ptr %334, align 8, !tbaa !17
  %345 = getelementptr inbounds i8, ptr %312, i64 48
  %346 = getelementptr inbounds i8, ptr %312, i64 56
  %347 = load <2 x double>, ptr %46, align 16, !tbaa !17
  %348 = load <2 x double>, ptr %103, align 16, !tbaa !17
  %349 = extractelement <2 x double> %348, i64 0
  %350 = extractelement <2 x double> %347, i64 0
  %351 = call double @llvm.fmuladd.f64(double %349, double 0x3EB0C6F7A0B5ED8D, double %350)
  %352 = extractelement <2 x double> %348, i64 1
  %353 = extractelement <2 x double> %347, i64 1
  %354 = call double @llvm.fmuladd.f64(double %352, double 0x3EB0C6F7A0B5ED8D, double %353)
  %355 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %348, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %347)
  store <2 x double> %355, ptr %345, align 8, !tbaa !17
  %356 = getelementptr inbounds i8, ptr %312, i64 64
  %357 = load <2 x double>, ptr %57, align 16, !tbaa !17
  %358 = load <2 x double>, ptr %115, align 16, !tbaa !17
  %359 = extractelement <2 x double> %358, i64 0
  %360 = extractelement <2 x double> %357, i64 0
  %361 = call double @llvm.fmuladd.f64(double %359, double 0x3EB0C6F7A0B5ED8D, double %360)
  %362 = extractelement <2 x double> %358, i64 1
  %363 = extractelement <2 x double> %357, i64 1
  %364 = call double @llvm.fmuladd.f64(double %362, double 0x3EB0C6F7A0B5ED8D, double %363)
  %365 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %358, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %357)
  store <2 x double> %365, ptr %356, align 8, !tbaa !17
  %366 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %367 = call double @sin(double noundef %318) #14
  %368 = call double @llvm.fmuladd.f64(double %318, double %318, double %367)
  store double %368, ptr %366, align 8, !tbaa !17
  %369 = call double @sin(double noundef %321) #14
  %370 = call double @llvm.fmuladd.f64(double %321, double %321, double %369)
  %371 = getelementptr inbounds i8, ptr %366, i64 8
  store double %370, ptr %371, align 8, !tbaa !17
  %372 = call double @sin(double noundef %329) #14
  %373 = call double @llvm.fmuladd.f64(double %329, double %329, double %372)
  %374 = getelementptr inbounds i8, ptr %366, i64 16
  store double %373, ptr %374, align 8, !tbaa !17
  %375 = call double @sin(double noundef %332) #14
  %376 = call double @llvm.fmuladd.f64(double %332, double %332, double %375)
  %377 = getelementptr inbounds i8, ptr %366, i64 24
  store double %376, ptr %377, align 8, !tbaa !17
  %378 = call double @sin(double noundef %340) #14
  %379 = call double @llvm.fmuladd.f64(double %340, double %340, double %378)
  %380 = getelementptr inbounds i8, ptr %366, i64 32
  store double %379, ptr %380, align 8, !tbaa !17
  %381 = call double @sin(double noundef %343) #14
  %382 = call double @llvm.fmuladd.f64(double %343, double %343, double %381)
  %383 = getelementptr inbounds i8, ptr %366, i64 40
  store double %382, ptr %383, align 8, !tbaa !17
  %384 = call double @sin(double noundef %351) #14
  %385 = call double @llvm.fmuladd.f64(double %351, double %351, double %384)
  %386 = getelementptr inbounds i8, ptr %366, i64 48
  store double %385, ptr %386, align 8, !tbaa !17
  %387 = call double @sin(double noundef %354) #14
  %388 = call double @llvm.fmuladd.f64(double %354, double %354, double %387)
  %389 = getelementptr inbounds i8, ptr %366, i64 56
  store double %388, ptr %389, align 8, !tbaa !17
  %390 = call double @sin(double noundef %361) #14
  %391 = call double @llvm.fmuladd.f64(double %361, double %361, double %390)
  %392 = getelementptr inbounds i8, ptr %366, i64 64
  store double %391, ptr %392, align 8, !tbaa !17
  %393 = call double @sin(double noundef %364) #14
  %394 = getelementptr inbounds i8, ptr %366, i64 72
  %395 = load double, ptr %366, align 8, !tbaa !17
  %396 = load double, ptr %371, align 8, !tbaa !17
  %397 = load double, ptr %374, align 8, !tbaa !17
  %398 = load double, ptr %377, align 8, !tbaa !17
  %399 = load double, ptr %380, align 8, !tbaa !17
  %400 = load double, ptr %383, align 8, !tbaa !17
  %401 = load double, ptr %386, align 8, !tbaa !17
  %402 = load double, ptr %389, align 8, !tbaa !17
  %403 = load double, ptr %392, align 8, !tbaa !17
  %404 = extractelement <2 x double> %365, i64 0
  %405 = extractelement <2 x double> %365, i64 1
  %406 = call double @llvm.fmuladd.f64(double %364, double %364, double %393)
  store double %406, ptr %394, align 8, !tbaa !17
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %366)
  %407 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %408 = load double, ptr %312, align 8, !tbaa !17
  %409 = call double @sin(double noundef %408) #14
  %410 = call double @llvm.fmuladd.f64(double %408, double %408, double %409)
  store double %410, ptr %407, align 8, !tbaa !17
  %411 = load double, ptr %313, align 8, !tbaa !17
  %412 = call double @sin(double noundef %411) #14
  %413 = call double @llvm.fmuladd.f64(double %411, double %411, double %412)
  %414 = getelementptr inbounds i8, ptr %407, i64 8
  store double %413, ptr %414, align 8, !tbaa !17
  %415 = load double, ptr %323, align 8, !tbaa !17
  %416 = call double @sin(double noundef %415) #14
  %417 = call double @llvm.fmuladd.f64(double %415, double %415, double %416)
  %418 = getelementptr inbounds i8, ptr %407, i64 16
  store double %417, ptr %418, align 8, !tbaa !17
  %419 = load double, ptr %324, align 8, !tbaa !17
  %420 = call double @sin(double noundef %419) #14
  %421 = call double @llvm.fmuladd.f64(double %419, double %419, double %420)
  %422 = getelementptr inbounds i8, ptr %407, i64 24
  store double %421, ptr %422, align 8, !tbaa !17
  %423 = load double, ptr %334, align 8, !tbaa !17
  %424 = call double @sin(double noundef %423) #14
  %425 = call double @llvm.fmuladd.f64(double %423, double %423, double %424)
  %426 = getelementptr inbounds i8, ptr %407, i64 32
  store double %425, ptr %426, align 8, !tbaa !17
  %427 = load double, ptr %335, align 8, !tbaa !17
  %428 = call double @sin(double noundef %427) #14
  %429 = call double @llvm.fmuladd.f64(double %427, double %427, double %428)
  %430 = getelementptr inbounds i8, ptr %407, i64 40
  store double %429, ptr %430, align 8, !tbaa !17
  %431 = load double, ptr %345, align 8, !tbaa !17
  %432 = call double @sin(double noundef %431) #14
  %433 = call double @llvm.fmuladd.f64(double %431, double %431, double %432)
  %434 = getelementptr inbounds i8, ptr %407, i64 48
  store double %433, ptr %434, align 8, !tbaa !17
  %435 = load double, ptr %346, align 8, !tbaa !17
  %436 = call double @sin(double noundef %435) #14
  %437 = call double @llvm.fmuladd.f64(double %435, double %435, double %436)
  %438 = getelementptr inbounds i8, ptr %407, i64 56
  store double %437, ptr %438, align 8, !tbaa !17
  %439 = call double @sin(double noundef %404) #14
  %440 = call double @llvm.fmuladd.f64(double %404, double %404, double %439)
  %441 = getelementptr inbounds i8, ptr %407, i64 64
  store double %440, ptr %441, align 8, !tbaa !17
  %442 = call double @sin(double noundef %405) #14
  %443 = call double @llvm.fmuladd.f64(double %405, double %405, double %442)
  %444 = getelementptr inbounds i8, ptr %407, i64 72
  store double %443, ptr %444, align 8, !tbaa !17
  %445 = load double, ptr %407, align 8, !tbaa !17
  %446 = load double, ptr %414, align 8, !tbaa !17
  %447 = insertelement <2 x double> poison, double %395, i64 0
  %448 = insertelement <2 x double> %447, double %445, i64 1
  %449 = insertelement <2 x double> poison, double %396, i64 0
  %450 = insertelement <2 x double> %449, double %446, i64 1
  %451 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %448, <2 x double> %450, <2 x double> zeroinitializer)
  %452 = load double, ptr %418, align 8, !tbaa !17
  %453 = insertelement <2 x double> poison, double %397, i64 0
  %454 = insertelement <2 x double> %453, double %452, i64 1
  %455 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %450, <2 x double> %454, <2 x double> %451)
  %456 = load double, ptr %422, align 8, !tbaa !17
  %457 = insertelement <2 x double> poison, double %398, i64 0
  %458 = insertelement <2 x double> %457, double %456, i64 1
  %459 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %454, <2 x double> %458, <2 x double> %455)
  %460 = load double, ptr %426, align 8, !tbaa !17
  %461 = insertelement <2 x double> poison, double %399, i64 0
  %462 = insertelement <2 x double> %461, double %460, i64 1
  %463 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %458, <2 x double> %462, <2 x double> %459)
  %464 = load double, ptr %430, align 8, !tbaa !17
  %465 = insertelement <2 x double> poison, double %400, i64 0
  %466 = insertelement <2 x double> %465, double %464, i64 1
  %467 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %462, <2 x double> %466, <2 x double> %463)
  %468 = load double, ptr %434, align 8, !tbaa !17
  %469 = insertelement <2 x double> poison, double %401, i64 0
  %470 = insertelement <2 x double> %469, double %468, i64 1
  %471 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %466, <2 x double> %470, <2 x double> %467)
  %472 = load double, ptr %438, align 8, !tbaa !17
  %473 = insertelement <2 x double> poison, double %402, i64 0
  %474 = insertelement <2 x double> %473, double %472, i64 1
  %475 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %470, <2 x double> %474, <2 x double> %471)
  %476 = load double, ptr %441, align 8, !tbaa !17
  %477 = insertelement <2 x double> poison, double %403, i64 0
  %478 = insertelement <2 x double> %477, double %476, i64 1
  %479 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %474, <2 x double> %478, <2 x double> %475)
  %480 = insertelement <2 x double> poison, double %406, i64 0
  %481 = insertelement <2 x double> %480, double %443, i64 1
  %482 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %478, <2 x double> %481, <2 x double> %479)
  %483 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %481, <2 x double> %448, <2 x double> %482)
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %407)
  %484 = shufflevector <2 x double> %483, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %485 = fsub <2 x double> %483, %484
  %486 = extractelement <2 x double> %485, i64 0
  %487 = fdiv double %486, 2.000000e-06
  call void @free(ptr noundef %312) #14
  %488 = call double @llvm.fabs.f64(double %487)
  %489 = fcmp ogt double %488, 1.000000e+00
  %490 = select i1 %489, double %488, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %311, ptr %6, align 8, !tbaa !17
  %491 = load volatile double, ptr %6, align 8, !tbaa !17
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fcmp ueq double %492, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %493, label %505, label %494

494:                                              ; preds = %309
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %487, ptr %5, align 8, !tbaa !17
  %495 = load volatile double, ptr %5, align 8, !tbaa !17
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = fcmp ueq double %496, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %497, label %505, label %498

498:                                              ; preds = %494
  %499 = fsub double %311, %487
  %500 = call double @llvm.fabs.f64(double %499)
  %501 = fmul double %490, 0x3EB0C6F7A0B5ED8D
  %502 = fcmp ugt double %500, %501
  br i1 %502, label %505, label %503

503:                                              ; preds = %498
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %311, double noundef %487, ptr noundef nonnull @.str.7)
  br label %509

505:                                              ; preds = %498, %494, %309
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %311, double noundef %487, ptr noundef nonnull @.str.8)
  %507 = load i32, ptr @n_fail, align 4, !tbaa !19
  %508 = add nsw i32 %507, 1
  store i32 %508, ptr @n_fail, align 4, !tbaa !19
  br label %509

509:                                              ; preds = %505, %503
  %510 = load double, ptr %10, align 16, !tbaa !17
  %511 = load double, ptr %11, align 16, !tbaa !17
  %512 = call double @llvm.fmuladd.f64(double %510, double %511, double 0.000000e+00)
  %513 = getelementptr inbounds i8, ptr %10, i64 8
  %514 = load double, ptr %513, align 8, !tbaa !17
  %515 = load double, ptr %68, align 8, !tbaa !17
  %516 = call double @llvm.fmuladd.f64(double %514, double %515, double %512)
  %517 = getelementptr inbounds i8, ptr %10, i64 16
  %518 = load double, ptr %517, align 16, !tbaa !17
  %519 = load double, ptr %79, align 16, !tbaa !17
  %520 = call double @llvm.fmuladd.f64(double %518, double %519, double %516)
  %521 = getelementptr inbounds i8, ptr %10, i64 24
  %522 = load double, ptr %521, align 8, !tbaa !17
  %523 = load double, ptr %80, align 8, !tbaa !17
  %524 = call double @llvm.fmuladd.f64(double %522, double %523, double %520)
  %525 = getelementptr inbounds i8, ptr %10, i64 32
  %526 = load double, ptr %525, align 16, !tbaa !17
  %527 = load double, ptr %91, align 16, !tbaa !17
  %528 = call double @llvm.fmuladd.f64(double %526, double %527, double %524)
  %529 = getelementptr inbounds i8, ptr %10, i64 40
  %530 = load double, ptr %529, align 8, !tbaa !17
  %531 = load double, ptr %92, align 8, !tbaa !17
  %532 = call double @llvm.fmuladd.f64(double %530, double %531, double %528)
  %533 = getelementptr inbounds i8, ptr %10, i64 48
  %534 = load double, ptr %533, align 16, !tbaa !17
  %535 = load double, ptr %103, align 16, !tbaa !17
  %536 = call double @llvm.fmuladd.f64(double %534, double %535, double %532)
  %537 = getelementptr inbounds i8, ptr %10, i64 56
  %538 = load double, ptr %537, align 8, !tbaa !17
  %539 = load double, ptr %104, align 8, !tbaa !17
  %540 = call double @llvm.fmuladd.f64(double %538, double %539, double %536)
  %541 = getelementptr inbounds i8, ptr %10, i64 64
  %542 = load double, ptr %541, align 16, !tbaa !17
  %543 = load double, ptr %115, align 16, !tbaa !17
  %544 = call double @llvm.fmuladd.f64(double %542, double %543, double %540)
  %545 = getelementptr inbounds i8, ptr %10, i64 72
  %546 = load double, ptr %545, align 8, !tbaa !17
  %547 = load double, ptr %116, align 8, !tbaa !17
  %548 = call double @llvm.fmuladd.f64(double %546, double %547, double %544)
  %549 = call double @llvm.fabs.f64(double %311)
  %550 = fcmp ogt double %549, 1.000000e+00
  %551 = select i1 %550, double %549, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %548, ptr %4, align 8, !tbaa !17
  %552 = load volatile double, ptr %4, align 8, !tbaa !17
  %553 = call double @llvm.fabs.f64(double %552)
  %554 = fcmp ueq double %553, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %554, label %566, label %555

555:                                              ; preds = %509
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %311, ptr %3, align 8, !tbaa !17
  %556 = load volatile double, ptr %3, align 8, !tbaa !17
  %557 = call double @llvm.fabs.f64(double %556)
  %558 = fcmp ueq double %557, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %558, label %566, label %559

559:                                              ; preds = %555
  %560 = fsub double %548, %311
  %561 = call double @llvm.fabs.f64(double %560)
  %562 = fmul double %551, 0x3EB0C6F7A0B5ED8D
  %563 = fcmp ugt double %561, %562
  br i1 %563, label %566, label %564

564:                                              ; preds = %559
  %565 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %548, double noundef %311, ptr noundef nonnull @.str.7)
  br label %570

566:                                              ; preds = %559, %555, %509
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %548, double noundef %311, ptr noundef nonnull @.str.8)
  %568 = load i32, ptr @n_fail, align 4, !tbaa !19
  %569 = add nsw i32 %568, 1
  store i32 %569, ptr @n_fail, align 4, !tbaa !19
  br label %570

570:                                              ; preds = %564, %566
  %571 = load i32, ptr getelementptr inbounds (i8, ptr @arena, i64 24), align 8, !tbaa !13
  %572 = sitofp i32 %571 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %572, ptr %2, align 8, !tbaa !17
  %573 = load volatile double, ptr %2, align 8, !tbaa !17
  %574 = call double @llvm.fabs.f64(double %573)
  %575 = fcmp ueq double %574, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %575, label %585, label %576

576:                                              ; preds = %570
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !17
  %577 = load volatile double, ptr %1, align 8, !tbaa !17
  %578 = call double @llvm.fabs.f64(double %577)
  %579 = fcmp ueq double %578, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %580 = icmp ne i32 %571, 0
  %581 = select i1 %579, i1 true, i1 %580
  br i1 %581, label %585, label %582

582:                                              ; preds = %576
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %572, double noundef 0.000000e+00, ptr noundef nonnull @.str.7)
  %584 = load i32, ptr @n_fail, align 4, !tbaa !19
  br label %589

585:                                              ; preds = %576, %570
  %586 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %572, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  %587 = load i32, ptr @n_fail, align 4, !tbaa !19
  %588 = add nsw i32 %587, 1
  store i32 %588, ptr @n_fail, align 4, !tbaa !19
  br label %589

589:                                              ; preds = %582, %585
  %590 = phi i32 [ %584, %582 ], [ %588, %585 ]
  %591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %590)
  %592 = load i32, ptr @n_fail, align 4, !tbaa !19
  %593 = icmp ne i32 %592, 0
  %594 = zext i1 %593 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #14
  ret i32 %594
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal double @smooth(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %62

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = add nsw i64 %8, -1
  %10 = and i64 %8, 1
  %11 = icmp eq i64 %9, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = and i64 %8, 2147483646
  br label %30

14:                                               ; preds = %30, %7
  %15 = phi i64 [ 0, %7 ], [ %44, %30 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds double, ptr %0, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !17
  %20 = tail call double @sin(double noundef %19) #14
  %21 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %20)
  %22 = getelementptr inbounds double, ptr %5, i64 %15
  store double %21, ptr %22, align 8, !tbaa !17
  br label %23

23:                                               ; preds = %14, %17
  br i1 %6, label %24, label %62

24:                                               ; preds = %23
  %25 = zext nneg i32 %1 to i64
  %26 = and i64 %25, 1
  %27 = icmp eq i64 %9, 0
  br i1 %27, label %47, label %28

28:                                               ; preds = %24
  %29 = and i64 %25, 2147483646
  br label %64

30:                                               ; preds = %30, %12
  %31 = phi i64 [ 0, %12 ], [ %44, %30 ]
  %32 = phi i64 [ 0, %12 ], [ %45, %30 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !17
  %35 = tail call double @sin(double noundef %34) #14
  %36 = tail call double @llvm.fmuladd.f64(double %34, double %34, double %35)
  %37 = getelementptr inbounds double, ptr %5, i64 %31
  store double %36, ptr %37, align 8, !tbaa !17
  %38 = or disjoint i64 %31, 1
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !17
  %41 = tail call double @sin(double noundef %40) #14
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %40, double %41)
  %43 = getelementptr inbounds double, ptr %5, i64 %38
  store double %42, ptr %43, align 8, !tbaa !17
  %44 = add nuw nsw i64 %31, 2
  %45 = add i64 %32, 2
  %46 = icmp eq i64 %45, %13
  br i1 %46, label %14, label %30, !llvm.loop !22

47:                                               ; preds = %64, %24
  %48 = phi double [ poison, %24 ], [ %85, %64 ]
  %49 = phi i64 [ 0, %24 ], [ %79, %64 ]
  %50 = phi double [ 0.000000e+00, %24 ], [ %85, %64 ]
  %51 = icmp eq i64 %26, 0
  br i1 %51, label %62, label %52

52:                                               ; preds = %47
  %53 = getelementptr inbounds double, ptr %5, i64 %49
  %54 = load double, ptr %53, align 8, !tbaa !17
  %55 = add nuw nsw i64 %49, 1
  %56 = icmp eq i64 %55, %25
  %57 = and i64 %55, 4294967295
  %58 = select i1 %56, i64 0, i64 %57
  %59 = getelementptr inbounds double, ptr %5, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !17
  %61 = tail call double @llvm.fmuladd.f64(double %54, double %60, double %50)
  br label %62

62:                                               ; preds = %52, %47, %2, %23
  %63 = phi double [ 0.000000e+00, %23 ], [ 0.000000e+00, %2 ], [ %48, %47 ], [ %61, %52 ]
  tail call void @arena_release(ptr noundef nonnull @arena, ptr noundef %5)
  ret double %63

64:                                               ; preds = %64, %28
  %65 = phi i64 [ 0, %28 ], [ %79, %64 ]
  %66 = phi double [ 0.000000e+00, %28 ], [ %85, %64 ]
  %67 = phi i64 [ 0, %28 ], [ %86, %64 ]
  %68 = getelementptr inbounds double, ptr %5, i64 %65
  %69 = load double, ptr %68, align 8, !tbaa !17
  %70 = or disjoint i64 %65, 1
  %71 = icmp eq i64 %70, %25
  %72 = and i64 %70, 4294967295
  %73 = select i1 %71, i64 0, i64 %72
  %74 = getelementptr inbounds double, ptr %5, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !17
  %76 = tail call double @llvm.fmuladd.f64(double %69, double %75, double %66)
  %77 = getelementptr inbounds double, ptr %5, i64 %70
  %78 = load double, ptr %77, align 8, !tbaa !17
  %79 = add nuw nsw i64 %65, 2
  %80 = icmp eq i64 %79, %25
  %81 = and i64 %79, 4294967294
  %82 = select i1 %80, i64 0, i64 %81
  %83 = getelementptr inbounds double, ptr %5, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !17
  %85 = tail call double @llvm.fmuladd.f64(double %78, double %84, double %76)
  %86 = add i64 %67, 2
  %87 = icmp eq i64 %86, %29
  br i1 %87, label %47, label %64, !llvm.loop !23
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { noreturn nounwind }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 16, !11, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!6, !10, i64 16}
!13 = !{!6, !11, i64 24}
!14 = !{!6, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!11, !11, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !21}
