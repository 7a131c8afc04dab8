; ModuleID = 'allocation_like.c'
source_filename = "allocation_like.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Arena = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local local_unnamed_addr global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 16
@__enzyme_allocation_like_counted = dso_local local_unnamed_addr global [4 x ptr] [ptr @counted_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @counted_release], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"smooth.dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"smooth.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"smooth.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"arena.live\00", align 1
@arena = internal global %struct.Arena { ptr @pool, i64 0, i64 65536, i32 0 }, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"counted.dx\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"counted.live_after_reverse\00", align 1
@counted = internal global %struct.Arena { ptr getelementptr (i8, ptr @pool, i64 32768), i64 0, i64 32768, i32 0 }, align 8
@.str.7 = private unnamed_addr constant [12 x i8] c"counted.fwd\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"counted.live_after_forward\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"allocation_like\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@pool = internal global [65536 x i8] zeroinitializer, align 16
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  tail call void @abort() #15
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
  tail call void @abort() #15
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

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @counted_alloc(ptr nocapture noundef %0, i64 noundef %1) #0 {
  %3 = tail call ptr @arena_alloc(ptr noundef %0, i64 noundef %1)
  ret ptr %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @counted_release(ptr nocapture noundef %0, ptr nocapture readnone %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load i32, ptr %3, align 8, !tbaa !13
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr %3, align 8, !tbaa !13
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %8, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %2
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
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
  %13 = alloca [10 x double], align 16
  %14 = alloca [10 x double], align 16
  %15 = alloca [10 x double], align 16
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13) #16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14) #16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15) #16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #16
  store i32 10, ptr %16, align 4, !tbaa !15
  %17 = load i64, ptr @rng_state, align 8, !tbaa !16
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = insertelement <2 x i64> poison, i64 %19, i64 0
  %23 = insertelement <2 x i64> %22, i64 %21, i64 1
  %24 = lshr <2 x i64> %23, <i64 10, i64 10>
  %25 = and <2 x i64> %24, <i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <2 x i64> %25 to <2 x double>
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %27, ptr %13, align 16, !tbaa !18
  %28 = mul i64 %21, 6364136223846793005
  %29 = getelementptr inbounds i8, ptr %13, i64 16
  %30 = add i64 %28, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <2 x i64> poison, i64 %30, i64 0
  %34 = insertelement <2 x i64> %33, i64 %32, i64 1
  %35 = lshr <2 x i64> %34, <i64 10, i64 10>
  %36 = and <2 x i64> %35, <i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <2 x i64> %36 to <2 x double>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %38, ptr %29, align 16, !tbaa !18
  %39 = mul i64 %32, 6364136223846793005
  %40 = getelementptr inbounds i8, ptr %13, i64 32
  %41 = add i64 %39, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <2 x i64> poison, i64 %41, i64 0
  %45 = insertelement <2 x i64> %44, i64 %43, i64 1
  %46 = lshr <2 x i64> %45, <i64 10, i64 10>
  %47 = and <2 x i64> %46, <i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <2 x i64> %47 to <2 x double>
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %49, ptr %40, align 16, !tbaa !18
  %50 = mul i64 %43, 6364136223846793005
  %51 = getelementptr inbounds i8, ptr %13, i64 48
  %52 = add i64 %50, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <2 x i64> poison, i64 %52, i64 0
  %56 = insertelement <2 x i64> %55, i64 %54, i64 1
  %57 = lshr <2 x i64> %56, <i64 10, i64 10>
  %58 = and <2 x i64> %57, <i64 18014398509481982, i64 18014398509481982>
  %59 = uitofp nneg <2 x i64> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %60, ptr %51, align 16, !tbaa !18
  %61 = mul i64 %54, 6364136223846793005
  %62 = getelementptr inbounds i8, ptr %13, i64 64
  %63 = add i64 %61, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <2 x i64> poison, i64 %63, i64 0
  %67 = insertelement <2 x i64> %66, i64 %65, i64 1
  %68 = lshr <2 x i64> %67, <i64 10, i64 10>
  %69 = and <2 x i64> %68, <i64 18014398509481982, i64 18014398509481982>
  %70 = uitofp nneg <2 x i64> %69 to <2 x double>
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %71, ptr %62, align 16, !tbaa !18
  %72 = mul i64 %65, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <2 x i64> poison, i64 %73, i64 0
  %77 = insertelement <2 x i64> %76, i64 %75, i64 1
  %78 = lshr <2 x i64> %77, <i64 10, i64 10>
  %79 = and <2 x i64> %78, <i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <2 x i64> %79 to <2 x double>
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %81, ptr %15, align 16, !tbaa !18
  %82 = mul i64 %75, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %15, i64 16
  %84 = add i64 %82, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 10, i64 10>
  %90 = and <2 x i64> %89, <i64 18014398509481982, i64 18014398509481982>
  %91 = uitofp nneg <2 x i64> %90 to <2 x double>
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %92, ptr %83, align 16, !tbaa !18
  %93 = mul i64 %86, 6364136223846793005
  %94 = getelementptr inbounds i8, ptr %15, i64 32
  %95 = add i64 %93, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <2 x i64> poison, i64 %95, i64 0
  %99 = insertelement <2 x i64> %98, i64 %97, i64 1
  %100 = lshr <2 x i64> %99, <i64 10, i64 10>
  %101 = and <2 x i64> %100, <i64 18014398509481982, i64 18014398509481982>
  %102 = uitofp nneg <2 x i64> %101 to <2 x double>
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %103, ptr %94, align 16, !tbaa !18
  %104 = mul i64 %97, 6364136223846793005
  %105 = getelementptr inbounds i8, ptr %15, i64 48
  %106 = add i64 %104, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = insertelement <2 x i64> poison, i64 %106, i64 0
  %110 = insertelement <2 x i64> %109, i64 %108, i64 1
  %111 = lshr <2 x i64> %110, <i64 10, i64 10>
  %112 = and <2 x i64> %111, <i64 18014398509481982, i64 18014398509481982>
  %113 = uitofp nneg <2 x i64> %112 to <2 x double>
  %114 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %114, ptr %105, align 16, !tbaa !18
  %115 = mul i64 %108, 6364136223846793005
  %116 = getelementptr inbounds i8, ptr %15, i64 64
  %117 = add i64 %115, 1442695040888963407
  %118 = mul i64 %117, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = insertelement <2 x i64> poison, i64 %117, i64 0
  %121 = insertelement <2 x i64> %120, i64 %119, i64 1
  %122 = lshr <2 x i64> %121, <i64 10, i64 10>
  %123 = and <2 x i64> %122, <i64 18014398509481982, i64 18014398509481982>
  %124 = uitofp nneg <2 x i64> %123 to <2 x double>
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %125, ptr %116, align 16, !tbaa !18
  store i64 %119, ptr @rng_state, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, i8 0, i64 80, i1 false)
  %126 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %127 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %126, i32 noundef 10) #16
  %128 = load i32, ptr %16, align 4, !tbaa !15
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef %128, ptr noundef nonnull %14)
  %129 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %130 = load i32, ptr %16, align 4, !tbaa !15
  %131 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @smooth, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %129, i32 noundef %130) #16
  %132 = load i32, ptr %16, align 4, !tbaa !15
  %133 = call i32 @llvm.smax.i32(i32 %132, i32 1)
  %134 = zext nneg i32 %133 to i64
  %135 = shl nuw nsw i64 %134, 3
  %136 = call noalias ptr @malloc(i64 noundef %135) #17
  %137 = call noalias ptr @malloc(i64 noundef %135) #17
  %138 = icmp sgt i32 %132, 0
  br i1 %138, label %143, label %139

139:                                              ; preds = %0
  %140 = sext i32 %132 to i64
  %141 = shl nsw i64 %140, 3
  %142 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %141)
  br label %271

143:                                              ; preds = %0
  %144 = zext nneg i32 %132 to i64
  %145 = icmp eq i32 %132, 1
  br i1 %145, label %162, label %146

146:                                              ; preds = %143
  %147 = and i64 %144, 2147483646
  br label %148

148:                                              ; preds = %148, %146
  %149 = phi i64 [ 0, %146 ], [ %158, %148 ]
  %150 = getelementptr inbounds double, ptr %13, i64 %149
  %151 = load <2 x double>, ptr %150, align 16, !tbaa !18
  %152 = getelementptr inbounds double, ptr %15, i64 %149
  %153 = load <2 x double>, ptr %152, align 16, !tbaa !18
  %154 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %153, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %151)
  %155 = getelementptr inbounds double, ptr %136, i64 %149
  store <2 x double> %154, ptr %155, align 8, !tbaa !18
  %156 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %153, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %151)
  %157 = getelementptr inbounds double, ptr %137, i64 %149
  store <2 x double> %156, ptr %157, align 8, !tbaa !18
  %158 = add nuw i64 %149, 2
  %159 = icmp eq i64 %158, %147
  br i1 %159, label %160, label %148, !llvm.loop !20

160:                                              ; preds = %148
  %161 = icmp eq i64 %147, %144
  br i1 %161, label %176, label %162

162:                                              ; preds = %160, %143
  %163 = phi i64 [ 0, %143 ], [ %147, %160 ]
  br label %164

164:                                              ; preds = %162, %164
  %165 = phi i64 [ %174, %164 ], [ %163, %162 ]
  %166 = getelementptr inbounds double, ptr %13, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !18
  %168 = getelementptr inbounds double, ptr %15, i64 %165
  %169 = load double, ptr %168, align 8, !tbaa !18
  %170 = call double @llvm.fmuladd.f64(double %169, double 0x3EB0C6F7A0B5ED8D, double %167)
  %171 = getelementptr inbounds double, ptr %136, i64 %165
  store double %170, ptr %171, align 8, !tbaa !18
  %172 = call double @llvm.fmuladd.f64(double %169, double 0xBEB0C6F7A0B5ED8D, double %167)
  %173 = getelementptr inbounds double, ptr %137, i64 %165
  store double %172, ptr %173, align 8, !tbaa !18
  %174 = add nuw nsw i64 %165, 1
  %175 = icmp eq i64 %174, %144
  br i1 %175, label %176, label %164, !llvm.loop !24

176:                                              ; preds = %164, %160
  %177 = shl nuw nsw i64 %144, 3
  %178 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %177)
  %179 = and i64 %144, 1
  %180 = icmp eq i32 %132, 1
  br i1 %180, label %200, label %181

181:                                              ; preds = %176
  %182 = and i64 %144, 2147483646
  br label %183

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %197, %183 ]
  %185 = phi i64 [ 0, %181 ], [ %198, %183 ]
  %186 = getelementptr inbounds double, ptr %136, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !18
  %188 = call double @sin(double noundef %187) #16
  %189 = call double @llvm.fmuladd.f64(double %187, double %187, double %188)
  %190 = getelementptr inbounds double, ptr %178, i64 %184
  store double %189, ptr %190, align 8, !tbaa !18
  %191 = or disjoint i64 %184, 1
  %192 = getelementptr inbounds double, ptr %136, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !18
  %194 = call double @sin(double noundef %193) #16
  %195 = call double @llvm.fmuladd.f64(double %193, double %193, double %194)
  %196 = getelementptr inbounds double, ptr %178, i64 %191
  store double %195, ptr %196, align 8, !tbaa !18
  %197 = add nuw nsw i64 %184, 2
  %198 = add i64 %185, 2
  %199 = icmp eq i64 %198, %182
  br i1 %199, label %200, label %183, !llvm.loop !25

200:                                              ; preds = %183, %176
  %201 = phi i64 [ 0, %176 ], [ %197, %183 ]
  %202 = icmp eq i64 %179, 0
  br i1 %202, label %209, label %203

203:                                              ; preds = %200
  %204 = getelementptr inbounds double, ptr %136, i64 %201
  %205 = load double, ptr %204, align 8, !tbaa !18
  %206 = call double @sin(double noundef %205) #16
  %207 = call double @llvm.fmuladd.f64(double %205, double %205, double %206)
  %208 = getelementptr inbounds double, ptr %178, i64 %201
  store double %207, ptr %208, align 8, !tbaa !18
  br label %209

209:                                              ; preds = %200, %203
  %210 = and i64 %144, 3
  %211 = icmp ult i32 %132, 4
  br i1 %211, label %252, label %212

212:                                              ; preds = %209
  %213 = and i64 %144, 2147483644
  br label %214

214:                                              ; preds = %214, %212
  %215 = phi i64 [ 0, %212 ], [ %244, %214 ]
  %216 = phi double [ 0.000000e+00, %212 ], [ %249, %214 ]
  %217 = phi i64 [ 0, %212 ], [ %250, %214 ]
  %218 = getelementptr inbounds double, ptr %178, i64 %215
  %219 = load double, ptr %218, align 8, !tbaa !18
  %220 = or disjoint i64 %215, 1
  %221 = icmp eq i64 %220, %144
  %222 = select i1 %221, i64 0, i64 %220
  %223 = getelementptr inbounds double, ptr %178, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !18
  %225 = call double @llvm.fmuladd.f64(double %219, double %224, double %216)
  %226 = getelementptr inbounds double, ptr %178, i64 %220
  %227 = load double, ptr %226, align 8, !tbaa !18
  %228 = or disjoint i64 %215, 2
  %229 = icmp eq i64 %228, %144
  %230 = select i1 %229, i64 0, i64 %228
  %231 = getelementptr inbounds double, ptr %178, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !18
  %233 = call double @llvm.fmuladd.f64(double %227, double %232, double %225)
  %234 = getelementptr inbounds double, ptr %178, i64 %228
  %235 = load double, ptr %234, align 8, !tbaa !18
  %236 = or disjoint i64 %215, 3
  %237 = icmp eq i64 %236, %144
  %238 = select i1 %237, i64 0, i64 %236
  %239 = getelementptr inbounds double, ptr %178, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !18
  %241 = call double @llvm.fmuladd.f64(double %235, double %240, double %233)
  %242 = getelementptr inbounds double, ptr %178, i64 %236
  %243 = load double, ptr %242, align 8, !tbaa !18
  %244 = add nuw nsw i64 %215, 4
  %245 = icmp eq i64 %244, %144
  %246 = select i1 %245, i64 0, i64 %244
  %247 = getelementptr inbounds double, ptr %178, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !18
  %249 = call double @llvm.fmuladd.f64(double %243, double %248, double %241)
  %250 = add i64 %217, 4
  %251 = icmp eq i64 %250, %213
  br i1 %251, label %252, label %214, !llvm.loop !26

252:                                              ; preds = %214, %209
  %253 = phi double [ poison, %209 ], [ %249, %214 ]
  %254 = phi i64 [ 0, %209 ], [ %244, %214 ]
  %255 = phi double [ 0.000000e+00, %209 ], [ %249, %214 ]
  %256 = icmp eq i64 %210, 0
  br i1 %256, label %271, label %257

257:                                              ; preds = %252, %257
  %258 = phi i64 [ %263, %257 ], [ %254, %252 ]
  %259 = phi double [ %268, %257 ], [ %255, %252 ]
  %260 = phi i64 [ %269, %257 ], [ 0, %252 ]
  %261 = getelementptr inbounds double, ptr %178, i64 %258
  %262 = load double, ptr %261, align 8, !tbaa !18
  %263 = add nuw nsw i64 %258, 1
  %264 = icmp eq i64 %263, %144
  %265 = select i1 %264, i64 0, i64 %263
  %266 = getelementptr inbounds double, ptr %178, i64 %265
  %267 = load double, ptr %266, align 8, !tbaa !18
  %268 = call double @llvm.fmuladd.f64(double %262, double %267, double %259)
  %269 = add i64 %260, 1
  %270 = icmp eq i64 %269, %210
  br i1 %270, label %271, label %257, !llvm.loop !27

271:                                              ; preds = %252, %257, %139
  %272 = phi ptr [ %142, %139 ], [ %178, %257 ], [ %178, %252 ]
  %273 = phi double [ 0.000000e+00, %139 ], [ %253, %252 ], [ %268, %257 ]
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef %272)
  %274 = load i32, ptr %16, align 4, !tbaa !15
  %275 = sext i32 %274 to i64
  %276 = shl nsw i64 %275, 3
  %277 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %276)
  %278 = icmp sgt i32 %274, 0
  br i1 %278, label %279, label %373

279:                                              ; preds = %271
  %280 = zext nneg i32 %274 to i64
  %281 = and i64 %280, 1
  %282 = icmp eq i32 %274, 1
  br i1 %282, label %302, label %283

283:                                              ; preds = %279
  %284 = and i64 %280, 2147483646
  br label %285

285:                                              ; preds = %285, %283
  %286 = phi i64 [ 0, %283 ], [ %299, %285 ]
  %287 = phi i64 [ 0, %283 ], [ %300, %285 ]
  %288 = getelementptr inbounds double, ptr %137, i64 %286
  %289 = load double, ptr %288, align 8, !tbaa !18
  %290 = call double @sin(double noundef %289) #16
  %291 = call double @llvm.fmuladd.f64(double %289, double %289, double %290)
  %292 = getelementptr inbounds double, ptr %277, i64 %286
  store double %291, ptr %292, align 8, !tbaa !18
  %293 = or disjoint i64 %286, 1
  %294 = getelementptr inbounds double, ptr %137, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !18
  %296 = call double @sin(double noundef %295) #16
  %297 = call double @llvm.fmuladd.f64(double %295, double %295, double %296)
  %298 = getelementptr inbounds double, ptr %277, i64 %293
  store double %297, ptr %298, align 8, !tbaa !18
  %299 = add nuw nsw i64 %286, 2
  %300 = add i64 %287, 2
  %301 = icmp eq i64 %300, %284
  br i1 %301, label %302, label %285, !llvm.loop !25

302:                                              ; preds = %285, %279
  %303 = phi i64 [ 0, %279 ], [ %299, %285 ]
  %304 = icmp eq i64 %281, 0
  br i1 %304, label %311, label %305

305:                                              ; preds = %302
  %306 = getelementptr inbounds double, ptr %137, i64 %303
  %307 = load double, ptr %306, align 8, !tbaa !18
  %308 = call double @sin(double noundef %307) #16
  %309 = call double @llvm.fmuladd.f64(double %307, double %307, double %308)
  %310 = getelementptr inbounds double, ptr %277, i64 %303
  store double %309, ptr %310, align 8, !tbaa !18
  br label %311

311:                                              ; preds = %302, %305
  %312 = and i64 %280, 3
  %313 = icmp ult i32 %274, 4
  br i1 %313, label %354, label %314

314:                                              ; preds = %311
  %315 = and i64 %280, 2147483644
  br label %316

316:                                              ; preds = %316, %314
  %317 = phi i64 [ 0, %314 ], [ %346, %316 ]
  %318 = phi double [ 0.000000e+00, %314 ], [ %351, %316 ]
  %319 = phi i64 [ 0, %314 ], [ %352, %316 ]
  %320 = getelementptr inbounds double, ptr %277, i64 %317
  %321 = load double, ptr %320, align 8, !tbaa !18
  %322 = or disjoint i64 %317, 1
  %323 = icmp eq i64 %322, %280
  %324 = select i1 %323, i64 0, i64 %322
  %325 = getelementptr inbounds double, ptr %277, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !18
  %327 = call double @llvm.fmuladd.f64(double %321, double %326, double %318)
  %328 = getelementptr inbounds double, ptr %277, i64 %322
  %329 = load double, ptr %328, align 8, !tbaa !18
  %330 = or disjoint i64 %317, 2
  %331 = icmp eq i64 %330, %280
  %332 = select i1 %331, i64 0, i64 %330
  %333 = getelementptr inbounds double, ptr %277, i64 %332
  %334 = load double, ptr %333, align 8, !tbaa !18
  %335 = call double @llvm.fmuladd.f64(double %329, double %334, double %327)
  %336 = getelementptr inbounds double, ptr %277, i64 %330
  %337 = load double, ptr %336, align 8, !tbaa !18
  %338 = or disjoint i64 %317, 3
  %339 = icmp eq i64 %338, %280
  %340 = select i1 %339, i64 0, i64 %338
  %341 = getelementptr inbounds double, ptr %277, i64 %340
  %342 = load double, ptr %341, align 8, !tbaa !18
  %343 = call double @llvm.fmuladd.f64(double %337, double %342, double %335)
  %344 = getelementptr inbounds double, ptr %277, i64 %338
  %345 = load double, ptr %344, align 8, !tbaa !18
  %346 = add nuw nsw i64 %317, 4
  %347 = icmp eq i64 %346, %280
  %348 = select i1 %347, i64 0, i64 %346
  %349 = getelementptr inbounds double, ptr %277, i64 %348
  %350 = load double, ptr %349, align 8, !tbaa !18
  %351 = call double @llvm.fmuladd.f64(double %345, double %350, double %343)
  %352 = add i64 %319, 4
  %353 = icmp eq i64 %352, %315
  br i1 %353, label %354, label %316, !llvm.loop !26

354:                                              ; preds = %316, %311
  %355 = phi double [ poison, %311 ], [ %351, %316 ]
  %356 = phi i64 [ 0, %311 ], [ %346, %316 ]
  %357 = phi double [ 0.000000e+00, %311 ], [ %351, %316 ]
  %358 = icmp eq i64 %312, 0
  br i1 %358, label %373, label %359

359:                                              ; preds = %354, %359
  %360 = phi i64 [ %365, %359 ], [ %356, %354 ]
  %361 = phi double [ %370, %359 ], [ %357, %354 ]
  %362 = phi i64 [ %371, %359 ], [ 0, %354 ]
  %363 = getelementptr inbounds double, ptr %277, i64 %360
  %364 = load double, ptr %363, align 8, !tbaa !18
  %365 = add nuw nsw i64 %360, 1
  %366 = icmp eq i64 %365, %280
  %367 = select i1 %366, i64 0, i64 %365
  %368 = getelementptr inbounds double, ptr %277, i64 %367
  %369 = load double, ptr %368, align 8, !tbaa !18
  %370 = call double @llvm.fmuladd.f64(double %364, double %369, double %361)
  %371 = add i64 %362, 1
  %372 = icmp eq i64 %371, %312
  br i1 %372, label %373, label %359, !llvm.loop !29

373:                                              ; preds = %354, %359, %271
  %374 = phi double [ 0.000000e+00, %271 ], [ %355, %354 ], [ %370, %359 ]
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef %277)
  %375 = fsub double %273, %374
  %376 = fdiv double %375, 2.000000e-06
  call void @free(ptr noundef %136) #16
  call void @free(ptr noundef %137) #16
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fcmp ogt double %377, 1.000000e+00
  %379 = select i1 %378, double %377, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %131, ptr %12, align 8, !tbaa !18
  %380 = load volatile double, ptr %12, align 8, !tbaa !18
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fcmp ueq double %381, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %382, label %394, label %383

383:                                              ; preds = %373
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %376, ptr %11, align 8, !tbaa !18
  %384 = load volatile double, ptr %11, align 8, !tbaa !18
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp ueq double %385, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %386, label %394, label %387

387:                                              ; preds = %383
  %388 = fsub double %131, %376
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fmul double %379, 0x3EB0C6F7A0B5ED8D
  %391 = fcmp ugt double %389, %390
  br i1 %391, label %394, label %392

392:                                              ; preds = %387
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %131, double noundef %376, ptr noundef nonnull @.str.11)
  br label %398

394:                                              ; preds = %387, %383, %373
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %131, double noundef %376, ptr noundef nonnull @.str.12)
  %396 = load i32, ptr @n_fail, align 4, !tbaa !15
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr @n_fail, align 4, !tbaa !15
  br label %398

398:                                              ; preds = %392, %394
  %399 = load i32, ptr %16, align 4, !tbaa !15
  %400 = icmp sgt i32 %399, 0
  br i1 %400, label %401, label %424

401:                                              ; preds = %398
  %402 = zext nneg i32 %399 to i64
  %403 = and i64 %402, 3
  %404 = icmp ult i32 %399, 4
  br i1 %404, label %407, label %405

405:                                              ; preds = %401
  %406 = and i64 %402, 2147483644
  br label %447

407:                                              ; preds = %447, %401
  %408 = phi double [ poison, %401 ], [ %473, %447 ]
  %409 = phi i64 [ 0, %401 ], [ %474, %447 ]
  %410 = phi double [ 0.000000e+00, %401 ], [ %473, %447 ]
  %411 = icmp eq i64 %403, 0
  br i1 %411, label %424, label %412

412:                                              ; preds = %407, %412
  %413 = phi i64 [ %421, %412 ], [ %409, %407 ]
  %414 = phi double [ %420, %412 ], [ %410, %407 ]
  %415 = phi i64 [ %422, %412 ], [ 0, %407 ]
  %416 = getelementptr inbounds double, ptr %14, i64 %413
  %417 = load double, ptr %416, align 8, !tbaa !18
  %418 = getelementptr inbounds double, ptr %15, i64 %413
  %419 = load double, ptr %418, align 8, !tbaa !18
  %420 = call double @llvm.fmuladd.f64(double %417, double %419, double %414)
  %421 = add nuw nsw i64 %413, 1
  %422 = add i64 %415, 1
  %423 = icmp eq i64 %422, %403
  br i1 %423, label %424, label %412, !llvm.loop !30

424:                                              ; preds = %407, %412, %398
  %425 = phi double [ 0.000000e+00, %398 ], [ %408, %407 ], [ %420, %412 ]
  %426 = call double @llvm.fabs.f64(double %131)
  %427 = fcmp ogt double %426, 1.000000e+00
  %428 = select i1 %427, double %426, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %425, ptr %10, align 8, !tbaa !18
  %429 = load volatile double, ptr %10, align 8, !tbaa !18
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = fcmp ueq double %430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %431, label %443, label %432

432:                                              ; preds = %424
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %131, ptr %9, align 8, !tbaa !18
  %433 = load volatile double, ptr %9, align 8, !tbaa !18
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fcmp ueq double %434, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %435, label %443, label %436

436:                                              ; preds = %432
  %437 = fsub double %425, %131
  %438 = call double @llvm.fabs.f64(double %437)
  %439 = fmul double %428, 0x3EB0C6F7A0B5ED8D
  %440 = fcmp ugt double %438, %439
  br i1 %440, label %443, label %441

441:                                              ; preds = %436
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %425, double noundef %131, ptr noundef nonnull @.str.11)
  br label %477

443:                                              ; preds = %436, %432, %424
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %425, double noundef %131, ptr noundef nonnull @.str.12)
  %445 = load i32, ptr @n_fail, align 4, !tbaa !15
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr @n_fail, align 4, !tbaa !15
  br label %477

447:                                              ; preds = %447, %405
  %448 = phi i64 [ 0, %405 ], [ %474, %447 ]
  %449 = phi double [ 0.000000e+00, %405 ], [ %473, %447 ]
  %450 = phi i64 [ 0, %405 ], [ %475, %447 ]
  %451 = getelementptr inbounds double, ptr %14, i64 %448
  %452 = load double, ptr %451, align 16, !tbaa !18
  %453 = getelementptr inbounds double, ptr %15, i64 %448
  %454 = load double, ptr %453, align 16, !tbaa !18
  %455 = call double @llvm.fmuladd.f64(double %452, double %454, double %449)
  %456 = or disjoint i64 %448, 1
  %457 = getelementptr inbounds double, ptr %14, i64 %456
  %458 = load double, ptr %457, align 8, !tbaa !18
  %459 = getelementptr inbounds double, ptr %15, i64 %456
  %460 = load double, ptr %459, align 8, !tbaa !18
  %461 = call double @llvm.fmuladd.f64(double %458, double %460, double %455)
  %462 = or disjoint i64 %448, 2
  %463 = getelementptr inbounds double, ptr %14, i64 %462
  %464 = load double, ptr %463, align 16, !tbaa !18
  %465 = getelementptr inbounds double, ptr %15, i64 %462
  %466 = load double, ptr %465, align 16, !tbaa !18
  %467 = call double @llvm.fmuladd.f64(double %464, double %466, double %461)
  %468 = or disjoint i64 %448, 3
  %469 = getelementptr inbounds double, ptr %14, i64 %468
  %470 = load double, ptr %469, align 8, !tbaa !18
  %471 = getelementptr inbounds double, ptr %15, i64 %468
  %472 = load double, ptr %471, align 8, !tbaa !18
  %473 = call double @llvm.fmuladd.f64(double %470, double %472, double %467)
  %474 = add nuw nsw i64 %448, 4
  %475 = add i64 %450, 4
  %476 = icmp eq i64 %475, %406
  br i1 %476, label %407, label %447, !llvm.loop !31

477:                                              ; preds = %441, %443
  %478 = load i32, ptr getelementptr inbounds (i8, ptr @arena, i64 24), align 8, !tbaa !13
  %479 = sitofp i32 %478 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %479, ptr %8, align 8, !tbaa !18
  %480 = load volatile double, ptr %8, align 8, !tbaa !18
  %481 = call double @llvm.fabs.f64(double %480)
  %482 = fcmp ueq double %481, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %482, label %491, label %483

483:                                              ; preds = %477
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 0.000000e+00, ptr %7, align 8, !tbaa !18
  %484 = load volatile double, ptr %7, align 8, !tbaa !18
  %485 = call double @llvm.fabs.f64(double %484)
  %486 = fcmp ueq double %485, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %487 = icmp ne i32 %478, 0
  %488 = select i1 %486, i1 true, i1 %487
  br i1 %488, label %491, label %489

489:                                              ; preds = %483
  %490 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %479, double noundef 0.000000e+00, ptr noundef nonnull @.str.11)
  br label %495

491:                                              ; preds = %483, %477
  %492 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %479, double noundef 0.000000e+00, ptr noundef nonnull @.str.12)
  %493 = load i32, ptr @n_fail, align 4, !tbaa !15
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr @n_fail, align 4, !tbaa !15
  br label %495

495:                                              ; preds = %489, %491
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, i8 0, i64 80, i1 false)
  %496 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %497 = load i32, ptr %16, align 4, !tbaa !15
  %498 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @counted_sum, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %496, i32 noundef %497) #16
  %499 = load i32, ptr %16, align 4, !tbaa !15
  call fastcc void @check_grad(ptr noundef nonnull @.str.5, ptr noundef nonnull @obj_counted, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef %499, ptr noundef nonnull %14)
  %500 = load i32, ptr getelementptr inbounds (i8, ptr @counted, i64 24), align 8, !tbaa !13
  %501 = sitofp i32 %500 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %501, ptr %6, align 8, !tbaa !18
  %502 = load volatile double, ptr %6, align 8, !tbaa !18
  %503 = call double @llvm.fabs.f64(double %502)
  %504 = fcmp ueq double %503, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %504, label %513, label %505

505:                                              ; preds = %495
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !18
  %506 = load volatile double, ptr %5, align 8, !tbaa !18
  %507 = call double @llvm.fabs.f64(double %506)
  %508 = fcmp ueq double %507, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %509 = icmp ne i32 %500, 0
  %510 = select i1 %508, i1 true, i1 %509
  br i1 %510, label %513, label %511

511:                                              ; preds = %505
  %512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %501, double noundef 0.000000e+00, ptr noundef nonnull @.str.11)
  br label %517

513:                                              ; preds = %505, %495
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef %501, double noundef 0.000000e+00, ptr noundef nonnull @.str.12)
  %515 = load i32, ptr @n_fail, align 4, !tbaa !15
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr @n_fail, align 4, !tbaa !15
  br label %517

517:                                              ; preds = %511, %513
  %518 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %519 = load i32, ptr %16, align 4, !tbaa !15
  %520 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @counted_sum, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %518, i32 noundef %519) #16
  %521 = load i32, ptr %16, align 4, !tbaa !15
  %522 = call i32 @llvm.smax.i32(i32 %521, i32 1)
  %523 = zext nneg i32 %522 to i64
  %524 = shl nuw nsw i64 %523, 3
  %525 = call noalias ptr @malloc(i64 noundef %524) #17
  %526 = call noalias ptr @malloc(i64 noundef %524) #17
  %527 = icmp sgt i32 %521, 0
  br i1 %527, label %532, label %528

528:                                              ; preds = %517
  %529 = sext i32 %521 to i64
  %530 = shl nsw i64 %529, 3
  %531 = call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %530)
  br label %642

532:                                              ; preds = %517
  %533 = zext nneg i32 %521 to i64
  %534 = icmp eq i32 %521, 1
  br i1 %534, label %551, label %535

535:                                              ; preds = %532
  %536 = and i64 %533, 2147483646
  br label %537

537:                                              ; preds = %537, %535
  %538 = phi i64 [ 0, %535 ], [ %547, %537 ]
  %539 = getelementptr inbounds double, ptr %13, i64 %538
  %540 = load <2 x double>, ptr %539, align 16, !tbaa !18
  %541 = getelementptr inbounds double, ptr %15, i64 %538
  %542 = load <2 x double>, ptr %541, align 16, !tbaa !18
  %543 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %542, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %540)
  %544 = getelementptr inbounds double, ptr %525, i64 %538
  store <2 x double> %543, ptr %544, align 8, !tbaa !18
  %545 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %542, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %540)
  %546 = getelementptr inbounds double, ptr %526, i64 %538
  store <2 x double> %545, ptr %546, align 8, !tbaa !18
  %547 = add nuw i64 %538, 2
  %548 = icmp eq i64 %547, %536
  br i1 %548, label %549, label %537, !llvm.loop !32

549:                                              ; preds = %537
  %550 = icmp eq i64 %536, %533
  br i1 %550, label %565, label %551

551:                                              ; preds = %549, %532
  %552 = phi i64 [ 0, %532 ], [ %536, %549 ]
  br label %553

553:                                              ; preds = %551, %553
  %554 = phi i64 [ %563, %553 ], [ %552, %551 ]
  %555 = getelementptr inbounds double, ptr %13, i64 %554
  %556 = load double, ptr %555, align 8, !tbaa !18
  %557 = getelementptr inbounds double, ptr %15, i64 %554
  %558 = load double, ptr %557, align 8, !tbaa !18
  %559 = call double @llvm.fmuladd.f64(double %558, double 0x3EB0C6F7A0B5ED8D, double %556)
  %560 = getelementptr inbounds double, ptr %525, i64 %554
  store double %559, ptr %560, align 8, !tbaa !18
  %561 = call double @llvm.fmuladd.f64(double %558, double 0xBEB0C6F7A0B5ED8D, double %556)
  %562 = getelementptr inbounds double, ptr %526, i64 %554
  store double %561, ptr %562, align 8, !tbaa !18
  %563 = add nuw nsw i64 %554, 1
  %564 = icmp eq i64 %563, %533
  br i1 %564, label %565, label %553, !llvm.loop !33

565:                                              ; preds = %553, %549
  %566 = shl nuw nsw i64 %533, 3
  %567 = call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %566)
  br label %574

568:                                              ; preds = %574
  %569 = getelementptr double, ptr %567, i64 %533
  %570 = and i64 %533, 3
  %571 = icmp ult i32 %521, 4
  br i1 %571, label %624, label %572

572:                                              ; preds = %568
  %573 = and i64 %533, 2147483644
  br label %590

574:                                              ; preds = %574, %565
  %575 = phi i64 [ 0, %565 ], [ %588, %574 ]
  %576 = getelementptr inbounds double, ptr %525, i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !18
  %578 = fmul double %577, 3.000000e-01
  %579 = call double @exp(double noundef %578) #16
  %580 = trunc i64 %575 to i32
  %581 = add i32 %580, 2
  %582 = urem i32 %581, %521
  %583 = zext nneg i32 %582 to i64
  %584 = getelementptr inbounds double, ptr %525, i64 %583
  %585 = load double, ptr %584, align 8, !tbaa !18
  %586 = fmul double %579, %585
  %587 = getelementptr inbounds double, ptr %567, i64 %575
  store double %586, ptr %587, align 8, !tbaa !18
  %588 = add nuw nsw i64 %575, 1
  %589 = icmp eq i64 %588, %533
  br i1 %589, label %568, label %574, !llvm.loop !34

590:                                              ; preds = %590, %572
  %591 = phi i64 [ 0, %572 ], [ %621, %590 ]
  %592 = phi double [ 0.000000e+00, %572 ], [ %620, %590 ]
  %593 = phi i64 [ 0, %572 ], [ %622, %590 ]
  %594 = getelementptr inbounds double, ptr %567, i64 %591
  %595 = load double, ptr %594, align 8, !tbaa !18
  %596 = xor i64 %591, -1
  %597 = getelementptr double, ptr %569, i64 %596
  %598 = load double, ptr %597, align 8, !tbaa !18
  %599 = call double @llvm.fmuladd.f64(double %595, double %598, double %592)
  %600 = or disjoint i64 %591, 1
  %601 = getelementptr inbounds double, ptr %567, i64 %600
  %602 = load double, ptr %601, align 8, !tbaa !18
  %603 = xor i64 %591, -2
  %604 = getelementptr double, ptr %569, i64 %603
  %605 = load double, ptr %604, align 8, !tbaa !18
  %606 = call double @llvm.fmuladd.f64(double %602, double %605, double %599)
  %607 = or disjoint i64 %591, 2
  %608 = getelementptr inbounds double, ptr %567, i64 %607
  %609 = load double, ptr %608, align 8, !tbaa !18
  %610 = xor i64 %591, -3
  %611 = getelementptr double, ptr %569, i64 %610
  %612 = load double, ptr %611, align 8, !tbaa !18
  %613 = call double @llvm.fmuladd.f64(double %609, double %612, double %606)
  %614 = or disjoint i64 %591, 3
  %615 = getelementptr inbounds double, ptr %567, i64 %614
  %616 = load double, ptr %615, align 8, !tbaa !18
  %617 = xor i64 %591, -4
  %618 = getelementptr double, ptr %569, i64 %617
  %619 = load double, ptr %618, align 8, !tbaa !18
  %620 = call double @llvm.fmuladd.f64(double %616, double %619, double %613)
  %621 = add nuw nsw i64 %591, 4
  %622 = add i64 %593, 4
  %623 = icmp eq i64 %622, %573
  br i1 %623, label %624, label %590, !llvm.loop !35

624:                                              ; preds = %590, %568
  %625 = phi double [ poison, %568 ], [ %620, %590 ]
  %626 = phi i64 [ 0, %568 ], [ %621, %590 ]
  %627 = phi double [ 0.000000e+00, %568 ], [ %620, %590 ]
  %628 = icmp eq i64 %570, 0
  br i1 %628, label %642, label %629

629:                                              ; preds = %624, %629
  %630 = phi i64 [ %639, %629 ], [ %626, %624 ]
  %631 = phi double [ %638, %629 ], [ %627, %624 ]
  %632 = phi i64 [ %640, %629 ], [ 0, %624 ]
  %633 = getelementptr inbounds double, ptr %567, i64 %630
  %634 = load double, ptr %633, align 8, !tbaa !18
  %635 = xor i64 %630, -1
  %636 = getelementptr double, ptr %569, i64 %635
  %637 = load double, ptr %636, align 8, !tbaa !18
  %638 = call double @llvm.fmuladd.f64(double %634, double %637, double %631)
  %639 = add nuw nsw i64 %630, 1
  %640 = add i64 %632, 1
  %641 = icmp eq i64 %640, %570
  br i1 %641, label %642, label %629, !llvm.loop !36

642:                                              ; preds = %624, %629, %528
  %643 = phi double [ 0.000000e+00, %528 ], [ %625, %624 ], [ %638, %629 ]
  call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  %644 = load i32, ptr %16, align 4, !tbaa !15
  %645 = sext i32 %644 to i64
  %646 = shl nsw i64 %645, 3
  %647 = call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %646)
  %648 = icmp sgt i32 %644, 0
  br i1 %648, label %649, label %725

649:                                              ; preds = %642
  %650 = zext nneg i32 %644 to i64
  br label %657

651:                                              ; preds = %657
  %652 = getelementptr double, ptr %647, i64 %645
  %653 = and i64 %650, 3
  %654 = icmp ult i32 %644, 4
  br i1 %654, label %707, label %655

655:                                              ; preds = %651
  %656 = and i64 %650, 2147483644
  br label %673

657:                                              ; preds = %657, %649
  %658 = phi i64 [ 0, %649 ], [ %671, %657 ]
  %659 = getelementptr inbounds double, ptr %526, i64 %658
  %660 = load double, ptr %659, align 8, !tbaa !18
  %661 = fmul double %660, 3.000000e-01
  %662 = call double @exp(double noundef %661) #16
  %663 = trunc i64 %658 to i32
  %664 = add i32 %663, 2
  %665 = urem i32 %664, %644
  %666 = zext nneg i32 %665 to i64
  %667 = getelementptr inbounds double, ptr %526, i64 %666
  %668 = load double, ptr %667, align 8, !tbaa !18
  %669 = fmul double %662, %668
  %670 = getelementptr inbounds double, ptr %647, i64 %658
  store double %669, ptr %670, align 8, !tbaa !18
  %671 = add nuw nsw i64 %658, 1
  %672 = icmp eq i64 %671, %650
  br i1 %672, label %651, label %657, !llvm.loop !34

673:                                              ; preds = %673, %655
  %674 = phi i64 [ 0, %655 ], [ %704, %673 ]
  %675 = phi double [ 0.000000e+00, %655 ], [ %703, %673 ]
  %676 = phi i64 [ 0, %655 ], [ %705, %673 ]
  %677 = getelementptr inbounds double, ptr %647, i64 %674
  %678 = load double, ptr %677, align 8, !tbaa !18
  %679 = xor i64 %674, -1
  %680 = getelementptr double, ptr %652, i64 %679
  %681 = load double, ptr %680, align 8, !tbaa !18
  %682 = call double @llvm.fmuladd.f64(double %678, double %681, double %675)
  %683 = or disjoint i64 %674, 1
  %684 = getelementptr inbounds double, ptr %647, i64 %683
  %685 = load double, ptr %684, align 8, !tbaa !18
  %686 = xor i64 %674, -2
  %687 = getelementptr double, ptr %652, i64 %686
  %688 = load double, ptr %687, align 8, !tbaa !18
  %689 = call double @llvm.fmuladd.f64(double %685, double %688, double %682)
  %690 = or disjoint i64 %674, 2
  %691 = getelementptr inbounds double, ptr %647, i64 %690
  %692 = load double, ptr %691, align 8, !tbaa !18
  %693 = xor i64 %674, -3
  %694 = getelementptr double, ptr %652, i64 %693
  %695 = load double, ptr %694, align 8, !tbaa !18
  %696 = call double @llvm.fmuladd.f64(double %692, double %695, double %689)
  %697 = or disjoint i64 %674, 3
  %698 = getelementptr inbounds double, ptr %647, i64 %697
  %699 = load double, ptr %698, align 8, !tbaa !18
  %700 = xor i64 %674, -4
  %701 = getelementptr double, ptr %652, i64 %700
  %702 = load double, ptr %701, align 8, !tbaa !18
  %703 = call double @llvm.fmuladd.f64(double %699, double %702, double %696)
  %704 = add nuw nsw i64 %674, 4
  %705 = add i64 %676, 4
  %706 = icmp eq i64 %705, %656
  br i1 %706, label %707, label %673, !llvm.loop !35

707:                                              ; preds = %673, %651
  %708 = phi double [ poison, %651 ], [ %703, %673 ]
  %709 = phi i64 [ 0, %651 ], [ %704, %673 ]
  %710 = phi double [ 0.000000e+00, %651 ], [ %703, %673 ]
  %711 = icmp eq i64 %653, 0
  br i1 %711, label %725, label %712

712:                                              ; preds = %707, %712
  %713 = phi i64 [ %722, %712 ], [ %709, %707 ]
  %714 = phi double [ %721, %712 ], [ %710, %707 ]
  %715 = phi i64 [ %723, %712 ], [ 0, %707 ]
  %716 = getelementptr inbounds double, ptr %647, i64 %713
  %717 = load double, ptr %716, align 8, !tbaa !18
  %718 = xor i64 %713, -1
  %719 = getelementptr double, ptr %652, i64 %718
  %720 = load double, ptr %719, align 8, !tbaa !18
  %721 = call double @llvm.fmuladd.f64(double %717, double %720, double %714)
  %722 = add nuw nsw i64 %713, 1
  %723 = add i64 %715, 1
  %724 = icmp eq i64 %723, %653
  br i1 %724, label %725, label %712, !llvm.loop !37

725:                                              ; preds = %707, %712, %642
  %726 = phi double [ 0.000000e+00, %642 ], [ %708, %707 ], [ %721, %712 ]
  call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  %727 = fsub double %643, %726
  %728 = fdiv double %727, 2.000000e-06
  call void @free(ptr noundef %525) #16
  call void @free(ptr noundef %526) #16
  %729 = call double @llvm.fabs.f64(double %728)
  %730 = fcmp ogt double %729, 1.000000e+00
  %731 = select i1 %730, double %729, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %520, ptr %4, align 8, !tbaa !18
  %732 = load volatile double, ptr %4, align 8, !tbaa !18
  %733 = call double @llvm.fabs.f64(double %732)
  %734 = fcmp ueq double %733, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %734, label %746, label %735

735:                                              ; preds = %725
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %728, ptr %3, align 8, !tbaa !18
  %736 = load volatile double, ptr %3, align 8, !tbaa !18
  %737 = call double @llvm.fabs.f64(double %736)
  %738 = fcmp ueq double %737, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %738, label %746, label %739

739:                                              ; preds = %735
  %740 = fsub double %520, %728
  %741 = call double @llvm.fabs.f64(double %740)
  %742 = fmul double %731, 0x3EB0C6F7A0B5ED8D
  %743 = fcmp ugt double %741, %742
  br i1 %743, label %746, label %744

744:                                              ; preds = %739
  %745 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %520, double noundef %728, ptr noundef nonnull @.str.11)
  br label %750

746:                                              ; preds = %739, %735, %725
  %747 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %520, double noundef %728, ptr noundef nonnull @.str.12)
  %748 = load i32, ptr @n_fail, align 4, !tbaa !15
  %749 = add nsw i32 %748, 1
  store i32 %749, ptr @n_fail, align 4, !tbaa !15
  br label %750

750:                                              ; preds = %744, %746
  %751 = load i32, ptr getelementptr inbounds (i8, ptr @counted, i64 24), align 8, !tbaa !13
  %752 = sitofp i32 %751 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %752, ptr %2, align 8, !tbaa !18
  %753 = load volatile double, ptr %2, align 8, !tbaa !18
  %754 = call double @llvm.fabs.f64(double %753)
  %755 = fcmp ueq double %754, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %755, label %765, label %756

756:                                              ; preds = %750
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !18
  %757 = load volatile double, ptr %1, align 8, !tbaa !18
  %758 = call double @llvm.fabs.f64(double %757)
  %759 = fcmp ueq double %758, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %760 = icmp ne i32 %751, 0
  %761 = select i1 %759, i1 true, i1 %760
  br i1 %761, label %765, label %762

762:                                              ; preds = %756
  %763 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %752, double noundef 0.000000e+00, ptr noundef nonnull @.str.11)
  %764 = load i32, ptr @n_fail, align 4, !tbaa !15
  br label %769

765:                                              ; preds = %756, %750
  %766 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %752, double noundef 0.000000e+00, ptr noundef nonnull @.str.12)
  %767 = load i32, ptr @n_fail, align 4, !tbaa !15
  %768 = add nsw i32 %767, 1
  store i32 %768, ptr @n_fail, align 4, !tbaa !15
  br label %769

769:                                              ; preds = %762, %765
  %770 = phi i32 [ %764, %762 ], [ %768, %765 ]
  %771 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %770)
  %772 = load i32, ptr @n_fail, align 4, !tbaa !15
  %773 = icmp ne i32 %772, 0
  %774 = zext i1 %773 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #16
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #16
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %14) #16
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #16
  ret i32 %774
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal double @smooth(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
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
  %19 = load double, ptr %18, align 8, !tbaa !18
  %20 = tail call double @sin(double noundef %19) #16
  %21 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %20)
  %22 = getelementptr inbounds double, ptr %5, i64 %15
  store double %21, ptr %22, align 8, !tbaa !18
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
  %34 = load double, ptr %33, align 8, !tbaa !18
  %35 = tail call double @sin(double noundef %34) #16
  %36 = tail call double @llvm.fmuladd.f64(double %34, double %34, double %35)
  %37 = getelementptr inbounds double, ptr %5, i64 %31
  store double %36, ptr %37, align 8, !tbaa !18
  %38 = or disjoint i64 %31, 1
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !18
  %41 = tail call double @sin(double noundef %40) #16
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %40, double %41)
  %43 = getelementptr inbounds double, ptr %5, i64 %38
  store double %42, ptr %43, align 8, !tbaa !18
  %44 = add nuw nsw i64 %31, 2
  %45 = add i64 %32, 2
  %46 = icmp eq i64 %45, %13
  br i1 %46, label %14, label %30, !llvm.loop !25

47:                                               ; preds = %64, %24
  %48 = phi double [ poison, %24 ], [ %85, %64 ]
  %49 = phi i64 [ 0, %24 ], [ %79, %64 ]
  %50 = phi double [ 0.000000e+00, %24 ], [ %85, %64 ]
  %51 = icmp eq i64 %26, 0
  br i1 %51, label %62, label %52

52:                                               ; preds = %47
  %53 = getelementptr inbounds double, ptr %5, i64 %49
  %54 = load double, ptr %53, align 8, !tbaa !18
  %55 = add nuw nsw i64 %49, 1
  %56 = icmp eq i64 %55, %25
  %57 = and i64 %55, 4294967295
  %58 = select i1 %56, i64 0, i64 %57
  %59 = getelementptr inbounds double, ptr %5, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !18
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
  %69 = load double, ptr %68, align 8, !tbaa !18
  %70 = or disjoint i64 %65, 1
  %71 = icmp eq i64 %70, %25
  %72 = and i64 %70, 4294967295
  %73 = select i1 %71, i64 0, i64 %72
  %74 = getelementptr inbounds double, ptr %5, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !18
  %76 = tail call double @llvm.fmuladd.f64(double %69, double %75, double %66)
  %77 = getelementptr inbounds double, ptr %5, i64 %70
  %78 = load double, ptr %77, align 8, !tbaa !18
  %79 = add nuw nsw i64 %65, 2
  %80 = icmp eq i64 %79, %25
  %81 = and i64 %79, 4294967294
  %82 = select i1 %80, i64 0, i64 %81
  %83 = getelementptr inbounds double, ptr %5, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !18
  %85 = tail call double @llvm.fmuladd.f64(double %78, double %84, double %76)
  %86 = add i64 %67, 2
  %87 = icmp eq i64 %86, %29
  br i1 %87, label %47, label %64, !llvm.loop !26
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #7 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #17
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #16
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !18
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !18
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !18
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #16, !callees !38
  store double %30, ptr %23, align 8, !tbaa !18
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #16, !callees !38
  store double %24, ptr %23, align 8, !tbaa !18
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !18
  %39 = load volatile double, ptr %8, align 8, !tbaa !18
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !18
  %43 = load volatile double, ptr %7, align 8, !tbaa !18
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.11)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.12)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !15
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !15
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !39
}

; Function Attrs: nounwind uwtable
define internal double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !15
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %5)
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %102

8:                                                ; preds = %2
  %9 = zext nneg i32 %3 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %3, 1
  br i1 %11, label %31, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483646
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %28, %14 ]
  %16 = phi i64 [ 0, %12 ], [ %29, %14 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !18
  %19 = tail call double @sin(double noundef %18) #16
  %20 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %19)
  %21 = getelementptr inbounds double, ptr %6, i64 %15
  store double %20, ptr %21, align 8, !tbaa !18
  %22 = or disjoint i64 %15, 1
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !18
  %25 = tail call double @sin(double noundef %24) #16
  %26 = tail call double @llvm.fmuladd.f64(double %24, double %24, double %25)
  %27 = getelementptr inbounds double, ptr %6, i64 %22
  store double %26, ptr %27, align 8, !tbaa !18
  %28 = add nuw nsw i64 %15, 2
  %29 = add i64 %16, 2
  %30 = icmp eq i64 %29, %13
  br i1 %30, label %31, label %14, !llvm.loop !25

31:                                               ; preds = %14, %8
  %32 = phi i64 [ 0, %8 ], [ %28, %14 ]
  %33 = icmp eq i64 %10, 0
  br i1 %33, label %40, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds double, ptr %0, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !18
  %37 = tail call double @sin(double noundef %36) #16
  %38 = tail call double @llvm.fmuladd.f64(double %36, double %36, double %37)
  %39 = getelementptr inbounds double, ptr %6, i64 %32
  store double %38, ptr %39, align 8, !tbaa !18
  br label %40

40:                                               ; preds = %31, %34
  %41 = and i64 %9, 3
  %42 = icmp ult i32 %3, 4
  br i1 %42, label %83, label %43

43:                                               ; preds = %40
  %44 = and i64 %9, 2147483644
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %75, %45 ]
  %47 = phi double [ 0.000000e+00, %43 ], [ %80, %45 ]
  %48 = phi i64 [ 0, %43 ], [ %81, %45 ]
  %49 = getelementptr inbounds double, ptr %6, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !18
  %51 = or disjoint i64 %46, 1
  %52 = icmp eq i64 %51, %9
  %53 = select i1 %52, i64 0, i64 %51
  %54 = getelementptr inbounds double, ptr %6, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !18
  %56 = tail call double @llvm.fmuladd.f64(double %50, double %55, double %47)
  %57 = getelementptr inbounds double, ptr %6, i64 %51
  %58 = load double, ptr %57, align 8, !tbaa !18
  %59 = or disjoint i64 %46, 2
  %60 = icmp eq i64 %59, %9
  %61 = select i1 %60, i64 0, i64 %59
  %62 = getelementptr inbounds double, ptr %6, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !18
  %64 = tail call double @llvm.fmuladd.f64(double %58, double %63, double %56)
  %65 = getelementptr inbounds double, ptr %6, i64 %59
  %66 = load double, ptr %65, align 8, !tbaa !18
  %67 = or disjoint i64 %46, 3
  %68 = icmp eq i64 %67, %9
  %69 = select i1 %68, i64 0, i64 %67
  %70 = getelementptr inbounds double, ptr %6, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !18
  %72 = tail call double @llvm.fmuladd.f64(double %66, double %71, double %64)
  %73 = getelementptr inbounds double, ptr %6, i64 %67
  %74 = load double, ptr %73, align 8, !tbaa !18
  %75 = add nuw nsw i64 %46, 4
  %76 = icmp eq i64 %75, %9
  %77 = select i1 %76, i64 0, i64 %75
  %78 = getelementptr inbounds double, ptr %6, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !18
  %80 = tail call double @llvm.fmuladd.f64(double %74, double %79, double %72)
  %81 = add i64 %48, 4
  %82 = icmp eq i64 %81, %44
  br i1 %82, label %83, label %45, !llvm.loop !26

83:                                               ; preds = %45, %40
  %84 = phi double [ poison, %40 ], [ %80, %45 ]
  %85 = phi i64 [ 0, %40 ], [ %75, %45 ]
  %86 = phi double [ 0.000000e+00, %40 ], [ %80, %45 ]
  %87 = icmp eq i64 %41, 0
  br i1 %87, label %102, label %88

88:                                               ; preds = %83, %88
  %89 = phi i64 [ %94, %88 ], [ %85, %83 ]
  %90 = phi double [ %99, %88 ], [ %86, %83 ]
  %91 = phi i64 [ %100, %88 ], [ 0, %83 ]
  %92 = getelementptr inbounds double, ptr %6, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !18
  %94 = add nuw nsw i64 %89, 1
  %95 = icmp eq i64 %94, %9
  %96 = select i1 %95, i64 0, i64 %94
  %97 = getelementptr inbounds double, ptr %6, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !18
  %99 = tail call double @llvm.fmuladd.f64(double %93, double %98, double %90)
  %100 = add i64 %91, 1
  %101 = icmp eq i64 %100, %41
  br i1 %101, label %102, label %88, !llvm.loop !40

102:                                              ; preds = %83, %88, %2
  %103 = phi double [ 0.000000e+00, %2 ], [ %84, %83 ], [ %99, %88 ]
  tail call void @arena_release(ptr noundef nonnull @arena, ptr noundef %6)
  ret double %103
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal double @counted_sum(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %50

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  br label %16

9:                                                ; preds = %16
  br i1 %6, label %10, label %50

10:                                               ; preds = %9
  %11 = getelementptr double, ptr %5, i64 %3
  %12 = and i64 %8, 3
  %13 = icmp ult i32 %1, 4
  br i1 %13, label %32, label %14

14:                                               ; preds = %10
  %15 = and i64 %8, 2147483644
  br label %52

16:                                               ; preds = %7, %16
  %17 = phi i64 [ 0, %7 ], [ %30, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !18
  %20 = fmul double %19, 3.000000e-01
  %21 = tail call double @exp(double noundef %20) #16
  %22 = trunc i64 %17 to i32
  %23 = add i32 %22, 2
  %24 = urem i32 %23, %1
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !18
  %28 = fmul double %21, %27
  %29 = getelementptr inbounds double, ptr %5, i64 %17
  store double %28, ptr %29, align 8, !tbaa !18
  %30 = add nuw nsw i64 %17, 1
  %31 = icmp eq i64 %30, %8
  br i1 %31, label %9, label %16, !llvm.loop !34

32:                                               ; preds = %52, %10
  %33 = phi double [ poison, %10 ], [ %82, %52 ]
  %34 = phi i64 [ 0, %10 ], [ %83, %52 ]
  %35 = phi double [ 0.000000e+00, %10 ], [ %82, %52 ]
  %36 = icmp eq i64 %12, 0
  br i1 %36, label %50, label %37

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %47, %37 ], [ %34, %32 ]
  %39 = phi double [ %46, %37 ], [ %35, %32 ]
  %40 = phi i64 [ %48, %37 ], [ 0, %32 ]
  %41 = getelementptr inbounds double, ptr %5, i64 %38
  %42 = load double, ptr %41, align 8, !tbaa !18
  %43 = xor i64 %38, -1
  %44 = getelementptr double, ptr %11, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !18
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %45, double %39)
  %47 = add nuw nsw i64 %38, 1
  %48 = add i64 %40, 1
  %49 = icmp eq i64 %48, %12
  br i1 %49, label %50, label %37, !llvm.loop !41

50:                                               ; preds = %32, %37, %2, %9
  %51 = phi double [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %33, %32 ], [ %46, %37 ]
  tail call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  ret double %51

52:                                               ; preds = %52, %14
  %53 = phi i64 [ 0, %14 ], [ %83, %52 ]
  %54 = phi double [ 0.000000e+00, %14 ], [ %82, %52 ]
  %55 = phi i64 [ 0, %14 ], [ %84, %52 ]
  %56 = getelementptr inbounds double, ptr %5, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !18
  %58 = xor i64 %53, -1
  %59 = getelementptr double, ptr %11, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !18
  %61 = tail call double @llvm.fmuladd.f64(double %57, double %60, double %54)
  %62 = or disjoint i64 %53, 1
  %63 = getelementptr inbounds double, ptr %5, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !18
  %65 = xor i64 %53, -2
  %66 = getelementptr double, ptr %11, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !18
  %68 = tail call double @llvm.fmuladd.f64(double %64, double %67, double %61)
  %69 = or disjoint i64 %53, 2
  %70 = getelementptr inbounds double, ptr %5, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !18
  %72 = xor i64 %53, -3
  %73 = getelementptr double, ptr %11, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !18
  %75 = tail call double @llvm.fmuladd.f64(double %71, double %74, double %68)
  %76 = or disjoint i64 %53, 3
  %77 = getelementptr inbounds double, ptr %5, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !18
  %79 = xor i64 %53, -4
  %80 = getelementptr double, ptr %11, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !18
  %82 = tail call double @llvm.fmuladd.f64(double %78, double %81, double %75)
  %83 = add nuw nsw i64 %53, 4
  %84 = add i64 %55, 4
  %85 = icmp eq i64 %84, %15
  br i1 %85, label %32, label %52, !llvm.loop !35
}

; Function Attrs: nounwind uwtable
define internal double @obj_counted(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !15
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %5)
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %84

8:                                                ; preds = %2
  %9 = zext nneg i32 %3 to i64
  br label %16

10:                                               ; preds = %16
  %11 = getelementptr double, ptr %6, i64 %4
  %12 = and i64 %9, 3
  %13 = icmp ult i32 %3, 4
  br i1 %13, label %66, label %14

14:                                               ; preds = %10
  %15 = and i64 %9, 2147483644
  br label %32

16:                                               ; preds = %16, %8
  %17 = phi i64 [ 0, %8 ], [ %30, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !18
  %20 = fmul double %19, 3.000000e-01
  %21 = tail call double @exp(double noundef %20) #16
  %22 = trunc i64 %17 to i32
  %23 = add i32 %22, 2
  %24 = urem i32 %23, %3
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !18
  %28 = fmul double %21, %27
  %29 = getelementptr inbounds double, ptr %6, i64 %17
  store double %28, ptr %29, align 8, !tbaa !18
  %30 = add nuw nsw i64 %17, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %10, label %16, !llvm.loop !34

32:                                               ; preds = %32, %14
  %33 = phi i64 [ 0, %14 ], [ %63, %32 ]
  %34 = phi double [ 0.000000e+00, %14 ], [ %62, %32 ]
  %35 = phi i64 [ 0, %14 ], [ %64, %32 ]
  %36 = getelementptr inbounds double, ptr %6, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !18
  %38 = xor i64 %33, -1
  %39 = getelementptr double, ptr %11, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !18
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %40, double %34)
  %42 = or disjoint i64 %33, 1
  %43 = getelementptr inbounds double, ptr %6, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !18
  %45 = xor i64 %33, -2
  %46 = getelementptr double, ptr %11, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !18
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %47, double %41)
  %49 = or disjoint i64 %33, 2
  %50 = getelementptr inbounds double, ptr %6, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !18
  %52 = xor i64 %33, -3
  %53 = getelementptr double, ptr %11, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !18
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = or disjoint i64 %33, 3
  %57 = getelementptr inbounds double, ptr %6, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !18
  %59 = xor i64 %33, -4
  %60 = getelementptr double, ptr %11, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !18
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55)
  %63 = add nuw nsw i64 %33, 4
  %64 = add i64 %35, 4
  %65 = icmp eq i64 %64, %15
  br i1 %65, label %66, label %32, !llvm.loop !35

66:                                               ; preds = %32, %10
  %67 = phi double [ poison, %10 ], [ %62, %32 ]
  %68 = phi i64 [ 0, %10 ], [ %63, %32 ]
  %69 = phi double [ 0.000000e+00, %10 ], [ %62, %32 ]
  %70 = icmp eq i64 %12, 0
  br i1 %70, label %84, label %71

71:                                               ; preds = %66, %71
  %72 = phi i64 [ %81, %71 ], [ %68, %66 ]
  %73 = phi double [ %80, %71 ], [ %69, %66 ]
  %74 = phi i64 [ %82, %71 ], [ 0, %66 ]
  %75 = getelementptr inbounds double, ptr %6, i64 %72
  %76 = load double, ptr %75, align 8, !tbaa !18
  %77 = xor i64 %72, -1
  %78 = getelementptr double, ptr %11, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !18
  %80 = tail call double @llvm.fmuladd.f64(double %76, double %79, double %73)
  %81 = add nuw nsw i64 %72, 1
  %82 = add i64 %74, 1
  %83 = icmp eq i64 %82, %12
  br i1 %83, label %84, label %71, !llvm.loop !42

84:                                               ; preds = %66, %71, %2
  %85 = phi double [ 0.000000e+00, %2 ], [ %67, %66 ], [ %80, %71 ]
  tail call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  ret double %85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { noreturn nounwind }
attributes #16 = { nounwind }
attributes #17 = { nounwind allocsize(0) }

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
!15 = !{!11, !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = distinct !{!20, !21, !22, !23}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !21, !23, !22}
!25 = distinct !{!25, !21}
!26 = distinct !{!26, !21}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !28}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !21}
!32 = distinct !{!32, !21, !22, !23}
!33 = distinct !{!33, !21, !23, !22}
!34 = distinct !{!34, !21}
!35 = distinct !{!35, !21}
!36 = distinct !{!36, !28}
!37 = distinct !{!37, !28}
!38 = !{ptr @obj, ptr @obj_counted}
!39 = distinct !{!39, !21}
!40 = distinct !{!40, !28}
!41 = distinct !{!41, !28}
!42 = distinct !{!42, !28}
