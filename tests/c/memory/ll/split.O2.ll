; ModuleID = 'split.c'
source_filename = "split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr, ptr, double }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 10, i32 3], align 4
@.str = private unnamed_addr constant [19 x i8] c"stage.aug_primal_y\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"stage.aug_primal_x\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"stage.JTw(split)\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"g.da(split)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"g.dx(split)\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"stage.JTw(tape 1 of 2)\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"stage.JTw(tape 2 of 2)\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"split\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
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
  %12 = alloca [10 x double], align 16
  %13 = alloca [10 x double], align 16
  %14 = alloca [10 x double], align 16
  %15 = alloca [10 x double], align 16
  %16 = alloca [10 x double], align 16
  %17 = alloca [10 x double], align 16
  %18 = alloca [10 x double], align 16
  %19 = alloca [10 x double], align 16
  %20 = alloca %struct.Ctx, align 8
  %21 = alloca [10 x double], align 16
  %22 = alloca [10 x double], align 16
  %23 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %18) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %19) #14
  %24 = load i64, ptr @rng_state, align 8, !tbaa !5
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = insertelement <2 x i64> poison, i64 %26, i64 0
  %30 = insertelement <2 x i64> %29, i64 %28, i64 1
  %31 = lshr <2 x i64> %30, <i64 10, i64 10>
  %32 = and <2 x i64> %31, <i64 18014398509481982, i64 18014398509481982>
  %33 = uitofp nneg <2 x i64> %32 to <2 x double>
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %34, ptr %9, align 16, !tbaa !9
  %35 = mul i64 %28, 6364136223846793005
  %36 = getelementptr inbounds i8, ptr %9, i64 16
  %37 = add i64 %35, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = insertelement <2 x i64> poison, i64 %37, i64 0
  %41 = insertelement <2 x i64> %40, i64 %39, i64 1
  %42 = lshr <2 x i64> %41, <i64 10, i64 10>
  %43 = and <2 x i64> %42, <i64 18014398509481982, i64 18014398509481982>
  %44 = uitofp nneg <2 x i64> %43 to <2 x double>
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %45, ptr %36, align 16, !tbaa !9
  %46 = mul i64 %39, 6364136223846793005
  %47 = getelementptr inbounds i8, ptr %9, i64 32
  %48 = add i64 %46, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = insertelement <2 x i64> poison, i64 %48, i64 0
  %52 = insertelement <2 x i64> %51, i64 %50, i64 1
  %53 = lshr <2 x i64> %52, <i64 10, i64 10>
  %54 = and <2 x i64> %53, <i64 18014398509481982, i64 18014398509481982>
  %55 = uitofp nneg <2 x i64> %54 to <2 x double>
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %56, ptr %47, align 16, !tbaa !9
  %57 = mul i64 %50, 6364136223846793005
  %58 = getelementptr inbounds i8, ptr %9, i64 48
  %59 = add i64 %57, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <2 x i64> poison, i64 %59, i64 0
  %63 = insertelement <2 x i64> %62, i64 %61, i64 1
  %64 = lshr <2 x i64> %63, <i64 10, i64 10>
  %65 = and <2 x i64> %64, <i64 18014398509481982, i64 18014398509481982>
  %66 = uitofp nneg <2 x i64> %65 to <2 x double>
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %67, ptr %58, align 16, !tbaa !9
  %68 = mul i64 %61, 6364136223846793005
  %69 = getelementptr inbounds i8, ptr %9, i64 64
  %70 = add i64 %68, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <2 x i64> poison, i64 %70, i64 0
  %74 = insertelement <2 x i64> %73, i64 %72, i64 1
  %75 = lshr <2 x i64> %74, <i64 10, i64 10>
  %76 = and <2 x i64> %75, <i64 18014398509481982, i64 18014398509481982>
  %77 = uitofp nneg <2 x i64> %76 to <2 x double>
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %78, ptr %69, align 16, !tbaa !9
  %79 = mul i64 %72, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <2 x i64> poison, i64 %80, i64 0
  %84 = insertelement <2 x i64> %83, i64 %82, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %88, ptr %14, align 16, !tbaa !9
  %89 = mul i64 %82, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %14, i64 16
  %91 = add i64 %89, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <2 x i64> poison, i64 %91, i64 0
  %95 = insertelement <2 x i64> %94, i64 %93, i64 1
  %96 = lshr <2 x i64> %95, <i64 10, i64 10>
  %97 = and <2 x i64> %96, <i64 18014398509481982, i64 18014398509481982>
  %98 = uitofp nneg <2 x i64> %97 to <2 x double>
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %99, ptr %90, align 16, !tbaa !9
  %100 = mul i64 %93, 6364136223846793005
  %101 = getelementptr inbounds i8, ptr %14, i64 32
  %102 = add i64 %100, 1442695040888963407
  %103 = mul i64 %102, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = insertelement <2 x i64> poison, i64 %102, i64 0
  %106 = insertelement <2 x i64> %105, i64 %104, i64 1
  %107 = lshr <2 x i64> %106, <i64 10, i64 10>
  %108 = and <2 x i64> %107, <i64 18014398509481982, i64 18014398509481982>
  %109 = uitofp nneg <2 x i64> %108 to <2 x double>
  %110 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %109, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %110, ptr %101, align 16, !tbaa !9
  %111 = mul i64 %104, 6364136223846793005
  %112 = getelementptr inbounds i8, ptr %14, i64 48
  %113 = add i64 %111, 1442695040888963407
  %114 = mul i64 %113, 6364136223846793005
  %115 = add i64 %114, 1442695040888963407
  %116 = insertelement <2 x i64> poison, i64 %113, i64 0
  %117 = insertelement <2 x i64> %116, i64 %115, i64 1
  %118 = lshr <2 x i64> %117, <i64 10, i64 10>
  %119 = and <2 x i64> %118, <i64 18014398509481982, i64 18014398509481982>
  %120 = uitofp nneg <2 x i64> %119 to <2 x double>
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %121, ptr %112, align 16, !tbaa !9
  %122 = mul i64 %115, 6364136223846793005
  %123 = getelementptr inbounds i8, ptr %14, i64 64
  %124 = add i64 %122, 1442695040888963407
  %125 = mul i64 %124, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = insertelement <2 x i64> poison, i64 %124, i64 0
  %128 = insertelement <2 x i64> %127, i64 %126, i64 1
  %129 = lshr <2 x i64> %128, <i64 10, i64 10>
  %130 = and <2 x i64> %129, <i64 18014398509481982, i64 18014398509481982>
  %131 = uitofp nneg <2 x i64> %130 to <2 x double>
  %132 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %132, ptr %123, align 16, !tbaa !9
  %133 = mul i64 %126, 6364136223846793005
  %134 = add i64 %133, 1442695040888963407
  %135 = mul i64 %134, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = insertelement <2 x i64> poison, i64 %134, i64 0
  %138 = insertelement <2 x i64> %137, i64 %136, i64 1
  %139 = lshr <2 x i64> %138, <i64 10, i64 10>
  %140 = and <2 x i64> %139, <i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <2 x i64> %140 to <2 x double>
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %142, ptr %15, align 16, !tbaa !9
  %143 = mul i64 %136, 6364136223846793005
  %144 = getelementptr inbounds i8, ptr %15, i64 16
  %145 = add i64 %143, 1442695040888963407
  %146 = mul i64 %145, 6364136223846793005
  %147 = add i64 %146, 1442695040888963407
  %148 = insertelement <2 x i64> poison, i64 %145, i64 0
  %149 = insertelement <2 x i64> %148, i64 %147, i64 1
  %150 = lshr <2 x i64> %149, <i64 10, i64 10>
  %151 = and <2 x i64> %150, <i64 18014398509481982, i64 18014398509481982>
  %152 = uitofp nneg <2 x i64> %151 to <2 x double>
  %153 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %153, ptr %144, align 16, !tbaa !9
  %154 = mul i64 %147, 6364136223846793005
  %155 = getelementptr inbounds i8, ptr %15, i64 32
  %156 = add i64 %154, 1442695040888963407
  %157 = mul i64 %156, 6364136223846793005
  %158 = add i64 %157, 1442695040888963407
  %159 = insertelement <2 x i64> poison, i64 %156, i64 0
  %160 = insertelement <2 x i64> %159, i64 %158, i64 1
  %161 = lshr <2 x i64> %160, <i64 10, i64 10>
  %162 = and <2 x i64> %161, <i64 18014398509481982, i64 18014398509481982>
  %163 = uitofp nneg <2 x i64> %162 to <2 x double>
  %164 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %164, ptr %155, align 16, !tbaa !9
  %165 = mul i64 %158, 6364136223846793005
  %166 = getelementptr inbounds i8, ptr %15, i64 48
  %167 = add i64 %165, 1442695040888963407
  %168 = mul i64 %167, 6364136223846793005
  %169 = add i64 %168, 1442695040888963407
  %170 = insertelement <2 x i64> poison, i64 %167, i64 0
  %171 = insertelement <2 x i64> %170, i64 %169, i64 1
  %172 = lshr <2 x i64> %171, <i64 10, i64 10>
  %173 = and <2 x i64> %172, <i64 18014398509481982, i64 18014398509481982>
  %174 = uitofp nneg <2 x i64> %173 to <2 x double>
  %175 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %175, ptr %166, align 16, !tbaa !9
  %176 = mul i64 %169, 6364136223846793005
  %177 = getelementptr inbounds i8, ptr %15, i64 64
  %178 = add i64 %176, 1442695040888963407
  %179 = mul i64 %178, 6364136223846793005
  %180 = add i64 %179, 1442695040888963407
  %181 = insertelement <2 x i64> poison, i64 %178, i64 0
  %182 = insertelement <2 x i64> %181, i64 %180, i64 1
  %183 = lshr <2 x i64> %182, <i64 10, i64 10>
  %184 = and <2 x i64> %183, <i64 18014398509481982, i64 18014398509481982>
  %185 = uitofp nneg <2 x i64> %184 to <2 x double>
  %186 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %186, ptr %177, align 16, !tbaa !9
  store i64 %180, ptr @rng_state, align 8, !tbaa !5
  %187 = getelementptr inbounds i8, ptr %20, i64 8
  %188 = getelementptr inbounds i8, ptr %20, i64 16
  %189 = getelementptr inbounds i8, ptr %20, i64 24
  %190 = getelementptr inbounds i8, ptr %21, i64 16
  %191 = getelementptr inbounds i8, ptr %21, i64 32
  %192 = getelementptr inbounds i8, ptr %21, i64 48
  %193 = getelementptr inbounds i8, ptr %21, i64 64
  br label %200

194:                                              ; preds = %338
  %195 = load i32, ptr @n_fail, align 4, !tbaa !11
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %195)
  %197 = load i32, ptr @n_fail, align 4, !tbaa !11
  %198 = icmp ne i32 %197, 0
  %199 = zext i1 %198 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %19) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %18) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #14
  ret i32 %199

200:                                              ; preds = %0, %338
  %201 = phi i1 [ true, %0 ], [ false, %338 ]
  %202 = phi i1 [ false, %0 ], [ true, %338 ]
  %203 = phi i64 [ 0, %0 ], [ 1, %338 ]
  %204 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #14
  store i32 %205, ptr %20, align 8, !tbaa !13
  store ptr %14, ptr %187, align 8, !tbaa !16
  store ptr %15, ptr %188, align 8, !tbaa !17
  store double 8.000000e-01, ptr %189, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, ptr noundef nonnull align 16 dereferenceable(80) %9, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, i8 0, i64 80, i1 false)
  %206 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %205) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, ptr noundef nonnull align 16 dereferenceable(80) %9, i64 80, i1 false)
  %207 = zext nneg i32 %205 to i64
  br label %208

208:                                              ; preds = %208, %200
  %209 = phi i64 [ 0, %200 ], [ %214, %208 ]
  %210 = getelementptr inbounds double, ptr %17, i64 %209
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = fmul double %211, %211
  %213 = call double @sin(double noundef %211) #14
  %214 = add nuw nsw i64 %209, 1
  %215 = icmp eq i64 %214, %207
  %216 = and i64 %214, 4294967295
  %217 = select i1 %215, i64 0, i64 %216
  %218 = getelementptr inbounds double, ptr %17, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = fneg double %211
  %221 = call double @exp(double noundef %220) #14
  %222 = fmul double %219, %221
  %223 = call double @llvm.fmuladd.f64(double %212, double %213, double %222)
  %224 = getelementptr inbounds double, ptr %16, i64 %209
  store double %223, ptr %224, align 8, !tbaa !9
  br i1 %215, label %225, label %208, !llvm.loop !19

225:                                              ; preds = %208
  br i1 %202, label %242, label %226

226:                                              ; preds = %225
  %227 = and i64 %207, 2147483644
  br label %228

228:                                              ; preds = %228, %226
  %229 = phi i64 [ 0, %226 ], [ %238, %228 ]
  %230 = getelementptr inbounds double, ptr %17, i64 %229
  %231 = getelementptr inbounds i8, ptr %230, i64 16
  %232 = load <2 x double>, ptr %230, align 16, !tbaa !9
  %233 = load <2 x double>, ptr %231, align 16, !tbaa !9
  %234 = fmul <2 x double> %232, <double 5.000000e-01, double 5.000000e-01>
  %235 = fmul <2 x double> %233, <double 5.000000e-01, double 5.000000e-01>
  %236 = fmul <2 x double> %232, %234
  %237 = fmul <2 x double> %233, %235
  store <2 x double> %236, ptr %230, align 16, !tbaa !9
  store <2 x double> %237, ptr %231, align 16, !tbaa !9
  %238 = add nuw i64 %229, 4
  %239 = icmp eq i64 %238, %227
  br i1 %239, label %240, label %228, !llvm.loop !21

240:                                              ; preds = %228
  %241 = icmp eq i64 %227, %207
  br i1 %241, label %252, label %242

242:                                              ; preds = %240, %225
  %243 = phi i64 [ 0, %225 ], [ %227, %240 ]
  br label %244

244:                                              ; preds = %242, %244
  %245 = phi i64 [ %250, %244 ], [ %243, %242 ]
  %246 = getelementptr inbounds double, ptr %17, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = fmul double %247, 5.000000e-01
  %249 = fmul double %247, %248
  store double %249, ptr %246, align 8, !tbaa !9
  %250 = add nuw nsw i64 %245, 1
  %251 = icmp eq i64 %250, %207
  br i1 %251, label %252, label %244, !llvm.loop !24

252:                                              ; preds = %244, %240
  %253 = call i32 @llvm.smax.i32(i32 %205, i32 1)
  %254 = zext nneg i32 %253 to i64
  br label %258

255:                                              ; preds = %287
  %256 = call i32 @llvm.smax.i32(i32 %205, i32 1)
  %257 = zext nneg i32 %256 to i64
  br label %306

258:                                              ; preds = %252, %287
  %259 = phi i64 [ 0, %252 ], [ %288, %287 ]
  %260 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = getelementptr inbounds [10 x double], ptr %16, i64 0, i64 %259
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = call double @llvm.fabs.f64(double %263)
  %265 = fcmp ogt double %264, 1.000000e+00
  %266 = select i1 %265, double %264, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %261, ptr %8, align 8, !tbaa !9
  %267 = load volatile double, ptr %8, align 8, !tbaa !9
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %269, label %282, label %270

270:                                              ; preds = %258
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %263, ptr %7, align 8, !tbaa !9
  %271 = load volatile double, ptr %7, align 8, !tbaa !9
  %272 = call double @llvm.fabs.f64(double %271)
  %273 = fcmp ueq double %272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %273, label %282, label %274

274:                                              ; preds = %270
  %275 = fsub double %261, %263
  %276 = call double @llvm.fabs.f64(double %275)
  %277 = fmul double %266, 0x3D719799812DEA11
  %278 = fcmp ugt double %276, %277
  br i1 %278, label %282, label %279

279:                                              ; preds = %274
  %280 = trunc nuw nsw i64 %259 to i32
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %280, double noundef %261, double noundef %263, ptr noundef nonnull @.str.9)
  br label %287

282:                                              ; preds = %274, %270, %258
  %283 = trunc nuw nsw i64 %259 to i32
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %283, double noundef %261, double noundef %263, ptr noundef nonnull @.str.10)
  %285 = load i32, ptr @n_fail, align 4, !tbaa !11
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr @n_fail, align 4, !tbaa !11
  br label %287

287:                                              ; preds = %279, %282
  %288 = add nuw nsw i64 %259, 1
  %289 = icmp eq i64 %288, %254
  br i1 %289, label %255, label %258, !llvm.loop !25

290:                                              ; preds = %335
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, ptr noundef nonnull align 16 dereferenceable(80) %14, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, ptr noundef nonnull align 16 dereferenceable(80) %15, i64 80, i1 false)
  %291 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %205, ptr noundef %206) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_stage, ptr noundef nonnull %20, ptr noundef nonnull %9, i32 noundef %205, ptr noundef nonnull %11)
  %292 = shl nuw nsw i64 %257, 3
  %293 = sext i32 %205 to i64
  %294 = shl nsw i64 %293, 3
  %295 = add nsw i64 %207, -1
  %296 = and i64 %207, 1
  %297 = icmp eq i64 %295, 0
  %298 = and i64 %207, 2147483646
  %299 = icmp eq i64 %296, 0
  %300 = and i64 %207, 1
  %301 = icmp eq i64 %295, 0
  %302 = and i64 %207, 2147483646
  %303 = icmp eq i64 %300, 0
  %304 = and i64 %254, 2147483646
  %305 = icmp eq i64 %304, %254
  br label %353

306:                                              ; preds = %255, %335
  %307 = phi i64 [ 0, %255 ], [ %336, %335 ]
  %308 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = getelementptr inbounds [10 x double], ptr %17, i64 0, i64 %307
  %311 = load double, ptr %310, align 8, !tbaa !9
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fcmp ogt double %312, 1.000000e+00
  %314 = select i1 %313, double %312, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %309, ptr %6, align 8, !tbaa !9
  %315 = load volatile double, ptr %6, align 8, !tbaa !9
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fcmp ueq double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %317, label %330, label %318

318:                                              ; preds = %306
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %311, ptr %5, align 8, !tbaa !9
  %319 = load volatile double, ptr %5, align 8, !tbaa !9
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fcmp ueq double %320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %321, label %330, label %322

322:                                              ; preds = %318
  %323 = fsub double %309, %311
  %324 = call double @llvm.fabs.f64(double %323)
  %325 = fmul double %314, 0x3D719799812DEA11
  %326 = fcmp ugt double %324, %325
  br i1 %326, label %330, label %327

327:                                              ; preds = %322
  %328 = trunc nuw nsw i64 %307 to i32
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %328, double noundef %309, double noundef %311, ptr noundef nonnull @.str.9)
  br label %335

330:                                              ; preds = %322, %318, %306
  %331 = trunc nuw nsw i64 %307 to i32
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %331, double noundef %309, double noundef %311, ptr noundef nonnull @.str.10)
  %333 = load i32, ptr @n_fail, align 4, !tbaa !11
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr @n_fail, align 4, !tbaa !11
  br label %335

335:                                              ; preds = %327, %330
  %336 = add nuw nsw i64 %307, 1
  %337 = icmp eq i64 %336, %257
  br i1 %337, label %290, label %306, !llvm.loop !26

338:                                              ; preds = %629
  store double 8.000000e-01, ptr %189, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %21) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %22) #14
  %339 = load <2 x double>, ptr %9, align 16, !tbaa !9
  %340 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %339, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %340, ptr %21, align 16, !tbaa !9
  %341 = load <2 x double>, ptr %36, align 16, !tbaa !9
  %342 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %341, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %342, ptr %190, align 16, !tbaa !9
  %343 = load <2 x double>, ptr %47, align 16, !tbaa !9
  %344 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %343, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %344, ptr %191, align 16, !tbaa !9
  %345 = load <2 x double>, ptr %58, align 16, !tbaa !9
  %346 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %345, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %346, ptr %192, align 16, !tbaa !9
  %347 = load <2 x double>, ptr %69, align 16, !tbaa !9
  %348 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %347, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %348, ptr %193, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, ptr noundef nonnull align 16 dereferenceable(80) %9, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %22, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %19, i8 0, i64 80, i1 false)
  %349 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %205) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, ptr noundef nonnull align 16 dereferenceable(80) %21, i64 80, i1 false)
  %350 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %23, ptr noundef nonnull %22, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %205) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %19, ptr noundef nonnull align 16 dereferenceable(80) %14, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %22, ptr noundef nonnull align 16 dereferenceable(80) %15, i64 80, i1 false)
  %351 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %23, ptr noundef nonnull %22, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %205, ptr noundef %350) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, ptr noundef nonnull align 16 dereferenceable(80) %14, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, ptr noundef nonnull align 16 dereferenceable(80) %15, i64 80, i1 false)
  %352 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %205, ptr noundef %349) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.5, ptr noundef nonnull @obj_stage, ptr noundef nonnull %20, ptr noundef nonnull %9, i32 noundef %205, ptr noundef nonnull %11)
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull @obj_stage, ptr noundef nonnull %20, ptr noundef nonnull %21, i32 noundef %205, ptr noundef nonnull %22)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %23) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %22) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %21) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #14
  br i1 %201, label %200, label %194, !llvm.loop !27

353:                                              ; preds = %290, %629
  %354 = phi i1 [ true, %290 ], [ false, %629 ]
  %355 = phi i32 [ 0, %290 ], [ 1, %629 ]
  %356 = select i1 %354, double 8.000000e-01, double -6.000000e-01
  %357 = select i1 %354, double 2.000000e+00, double 1.000000e+00
  store double %356, ptr %189, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, i8 0, i64 80, i1 false)
  %358 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef %356, i32 noundef %205) #14
  %359 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef %356, i32 noundef %205, double noundef %357, ptr noundef %358) #14
  %360 = fadd double %356, 0x3EB0C6F7A0B5ED8D
  br i1 %297, label %381, label %361

361:                                              ; preds = %353, %361
  %362 = phi i64 [ %378, %361 ], [ 0, %353 ]
  %363 = phi double [ %377, %361 ], [ 0.000000e+00, %353 ]
  %364 = phi i64 [ %379, %361 ], [ 0, %353 ]
  %365 = getelementptr inbounds double, ptr %9, i64 %362
  %366 = load double, ptr %365, align 16, !tbaa !9
  %367 = fmul double %360, %366
  %368 = call double @sin(double noundef %367) #14
  %369 = load double, ptr %365, align 16, !tbaa !9
  %370 = call double @llvm.fmuladd.f64(double %368, double %369, double %363)
  %371 = or disjoint i64 %362, 1
  %372 = getelementptr inbounds double, ptr %9, i64 %371
  %373 = load double, ptr %372, align 8, !tbaa !9
  %374 = fmul double %360, %373
  %375 = call double @sin(double noundef %374) #14
  %376 = load double, ptr %372, align 8, !tbaa !9
  %377 = call double @llvm.fmuladd.f64(double %375, double %376, double %370)
  %378 = add nuw nsw i64 %362, 2
  %379 = add i64 %364, 2
  %380 = icmp eq i64 %379, %298
  br i1 %380, label %381, label %361, !llvm.loop !28

381:                                              ; preds = %361, %353
  %382 = phi double [ poison, %353 ], [ %377, %361 ]
  %383 = phi i64 [ 0, %353 ], [ %378, %361 ]
  %384 = phi double [ 0.000000e+00, %353 ], [ %377, %361 ]
  br i1 %299, label %392, label %385

385:                                              ; preds = %381
  %386 = getelementptr inbounds double, ptr %9, i64 %383
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = fmul double %360, %387
  %389 = call double @sin(double noundef %388) #14
  %390 = load double, ptr %386, align 8, !tbaa !9
  %391 = call double @llvm.fmuladd.f64(double %389, double %390, double %384)
  br label %392

392:                                              ; preds = %381, %385
  %393 = phi double [ %382, %381 ], [ %391, %385 ]
  %394 = fadd double %356, 0xBEB0C6F7A0B5ED8D
  br i1 %301, label %415, label %395

395:                                              ; preds = %392, %395
  %396 = phi i64 [ %412, %395 ], [ 0, %392 ]
  %397 = phi double [ %411, %395 ], [ 0.000000e+00, %392 ]
  %398 = phi i64 [ %413, %395 ], [ 0, %392 ]
  %399 = getelementptr inbounds double, ptr %9, i64 %396
  %400 = load double, ptr %399, align 16, !tbaa !9
  %401 = fmul double %394, %400
  %402 = call double @sin(double noundef %401) #14
  %403 = load double, ptr %399, align 16, !tbaa !9
  %404 = call double @llvm.fmuladd.f64(double %402, double %403, double %397)
  %405 = or disjoint i64 %396, 1
  %406 = getelementptr inbounds double, ptr %9, i64 %405
  %407 = load double, ptr %406, align 8, !tbaa !9
  %408 = fmul double %394, %407
  %409 = call double @sin(double noundef %408) #14
  %410 = load double, ptr %406, align 8, !tbaa !9
  %411 = call double @llvm.fmuladd.f64(double %409, double %410, double %404)
  %412 = add nuw nsw i64 %396, 2
  %413 = add i64 %398, 2
  %414 = icmp eq i64 %413, %302
  br i1 %414, label %415, label %395, !llvm.loop !28

415:                                              ; preds = %395, %392
  %416 = phi double [ poison, %392 ], [ %411, %395 ]
  %417 = phi i64 [ 0, %392 ], [ %412, %395 ]
  %418 = phi double [ 0.000000e+00, %392 ], [ %411, %395 ]
  br i1 %303, label %426, label %419

419:                                              ; preds = %415
  %420 = getelementptr inbounds double, ptr %9, i64 %417
  %421 = load double, ptr %420, align 8, !tbaa !9
  %422 = fmul double %394, %421
  %423 = call double @sin(double noundef %422) #14
  %424 = load double, ptr %420, align 8, !tbaa !9
  %425 = call double @llvm.fmuladd.f64(double %423, double %424, double %418)
  br label %426

426:                                              ; preds = %415, %419
  %427 = phi double [ %416, %415 ], [ %425, %419 ]
  %428 = fmul double %360, %393
  %429 = fmul double %394, %427
  %430 = fsub double %428, %429
  %431 = fmul double %357, %430
  %432 = fsub double %360, %394
  %433 = fdiv double %431, %432
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fcmp ogt double %434, 1.000000e+00
  %436 = select i1 %435, double %434, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %359, ptr %4, align 8, !tbaa !9
  %437 = load volatile double, ptr %4, align 8, !tbaa !9
  %438 = call double @llvm.fabs.f64(double %437)
  %439 = fcmp ueq double %438, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %439, label %451, label %440

440:                                              ; preds = %426
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %433, ptr %3, align 8, !tbaa !9
  %441 = load volatile double, ptr %3, align 8, !tbaa !9
  %442 = call double @llvm.fabs.f64(double %441)
  %443 = fcmp ueq double %442, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %443, label %451, label %444

444:                                              ; preds = %440
  %445 = fsub double %359, %433
  %446 = call double @llvm.fabs.f64(double %445)
  %447 = fmul double %436, 0x3EB0C6F7A0B5ED8D
  %448 = fcmp ugt double %446, %447
  br i1 %448, label %451, label %449

449:                                              ; preds = %444
  %450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %355, double noundef %359, double noundef %433, ptr noundef nonnull @.str.9)
  br label %455

451:                                              ; preds = %444, %440, %426
  %452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %355, double noundef %359, double noundef %433, ptr noundef nonnull @.str.10)
  %453 = load i32, ptr @n_fail, align 4, !tbaa !11
  %454 = add nsw i32 %453, 1
  store i32 %454, ptr @n_fail, align 4, !tbaa !11
  br label %455

455:                                              ; preds = %449, %451
  %456 = insertelement <2 x double> poison, double %357, i64 0
  %457 = shufflevector <2 x double> %456, <2 x double> poison, <2 x i32> zeroinitializer
  br label %458

458:                                              ; preds = %458, %455
  %459 = phi i64 [ 0, %455 ], [ %463, %458 ]
  %460 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %459
  %461 = load <2 x double>, ptr %460, align 16, !tbaa !9
  %462 = fdiv <2 x double> %461, %457
  store <2 x double> %462, ptr %460, align 16, !tbaa !9
  %463 = add nuw i64 %459, 2
  %464 = icmp eq i64 %463, %304
  br i1 %464, label %465, label %458, !llvm.loop !29

465:                                              ; preds = %458
  br i1 %305, label %466, label %630

466:                                              ; preds = %630, %465
  %467 = call noalias ptr @malloc(i64 noundef %292) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %467, ptr nonnull readonly align 16 %9, i64 %294, i1 false)
  br label %468

468:                                              ; preds = %626, %466
  %469 = phi i64 [ 0, %466 ], [ %627, %626 ]
  %470 = getelementptr inbounds double, ptr %11, i64 %469
  %471 = load double, ptr %470, align 8, !tbaa !9
  %472 = getelementptr inbounds double, ptr %467, i64 %469
  %473 = load double, ptr %472, align 8, !tbaa !9
  %474 = call double @llvm.fabs.f64(double %473)
  %475 = fcmp ogt double %474, 1.000000e+00
  %476 = select i1 %475, double %474, double 1.000000e+00
  %477 = fmul double %476, 0x3EB0C6F7A0B5ED8D
  %478 = fadd double %473, %477
  %479 = fsub double %473, %477
  store double %478, ptr %472, align 8, !tbaa !9
  %480 = load double, ptr %189, align 8, !tbaa !18
  %481 = load i32, ptr %20, align 8, !tbaa !13
  %482 = icmp sgt i32 %481, 0
  br i1 %482, label %483, label %594

483:                                              ; preds = %468
  %484 = zext nneg i32 %481 to i64
  %485 = and i64 %484, 3
  %486 = icmp ult i32 %481, 4
  br i1 %486, label %519, label %487

487:                                              ; preds = %483
  %488 = and i64 %484, 2147483644
  br label %489

489:                                              ; preds = %489, %487
  %490 = phi i64 [ 0, %487 ], [ %516, %489 ]
  %491 = phi double [ 0.000000e+00, %487 ], [ %515, %489 ]
  %492 = phi i64 [ 0, %487 ], [ %517, %489 ]
  %493 = getelementptr inbounds double, ptr %467, i64 %490
  %494 = load double, ptr %493, align 8, !tbaa !9
  %495 = fmul double %480, %494
  %496 = call double @sin(double noundef %495) #14
  %497 = call double @llvm.fmuladd.f64(double %496, double %494, double %491)
  %498 = or disjoint i64 %490, 1
  %499 = getelementptr inbounds double, ptr %467, i64 %498
  %500 = load double, ptr %499, align 8, !tbaa !9
  %501 = fmul double %480, %500
  %502 = call double @sin(double noundef %501) #14
  %503 = call double @llvm.fmuladd.f64(double %502, double %500, double %497)
  %504 = or disjoint i64 %490, 2
  %505 = getelementptr inbounds double, ptr %467, i64 %504
  %506 = load double, ptr %505, align 8, !tbaa !9
  %507 = fmul double %480, %506
  %508 = call double @sin(double noundef %507) #14
  %509 = call double @llvm.fmuladd.f64(double %508, double %506, double %503)
  %510 = or disjoint i64 %490, 3
  %511 = getelementptr inbounds double, ptr %467, i64 %510
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = fmul double %480, %512
  %514 = call double @sin(double noundef %513) #14
  %515 = call double @llvm.fmuladd.f64(double %514, double %512, double %509)
  %516 = add nuw nsw i64 %490, 4
  %517 = add i64 %492, 4
  %518 = icmp eq i64 %517, %488
  br i1 %518, label %519, label %489, !llvm.loop !28

519:                                              ; preds = %489, %483
  %520 = phi double [ poison, %483 ], [ %515, %489 ]
  %521 = phi i64 [ 0, %483 ], [ %516, %489 ]
  %522 = phi double [ 0.000000e+00, %483 ], [ %515, %489 ]
  %523 = icmp eq i64 %485, 0
  br i1 %523, label %536, label %524

524:                                              ; preds = %519, %524
  %525 = phi i64 [ %533, %524 ], [ %521, %519 ]
  %526 = phi double [ %532, %524 ], [ %522, %519 ]
  %527 = phi i64 [ %534, %524 ], [ 0, %519 ]
  %528 = getelementptr inbounds double, ptr %467, i64 %525
  %529 = load double, ptr %528, align 8, !tbaa !9
  %530 = fmul double %480, %529
  %531 = call double @sin(double noundef %530) #14
  %532 = call double @llvm.fmuladd.f64(double %531, double %529, double %526)
  %533 = add nuw nsw i64 %525, 1
  %534 = add i64 %527, 1
  %535 = icmp eq i64 %534, %485
  br i1 %535, label %536, label %524, !llvm.loop !30

536:                                              ; preds = %524, %519
  %537 = phi double [ %520, %519 ], [ %532, %524 ]
  %538 = load i32, ptr %20, align 8, !tbaa !13
  store double %479, ptr %472, align 8, !tbaa !9
  %539 = load double, ptr %189, align 8, !tbaa !18
  %540 = icmp sgt i32 %538, 0
  br i1 %540, label %541, label %594

541:                                              ; preds = %536
  %542 = zext nneg i32 %538 to i64
  %543 = and i64 %542, 3
  %544 = icmp ult i32 %538, 4
  br i1 %544, label %577, label %545

545:                                              ; preds = %541
  %546 = and i64 %542, 2147483644
  br label %547

547:                                              ; preds = %547, %545
  %548 = phi i64 [ 0, %545 ], [ %574, %547 ]
  %549 = phi double [ 0.000000e+00, %545 ], [ %573, %547 ]
  %550 = phi i64 [ 0, %545 ], [ %575, %547 ]
  %551 = getelementptr inbounds double, ptr %467, i64 %548
  %552 = load double, ptr %551, align 8, !tbaa !9
  %553 = fmul double %539, %552
  %554 = call double @sin(double noundef %553) #14
  %555 = call double @llvm.fmuladd.f64(double %554, double %552, double %549)
  %556 = or disjoint i64 %548, 1
  %557 = getelementptr inbounds double, ptr %467, i64 %556
  %558 = load double, ptr %557, align 8, !tbaa !9
  %559 = fmul double %539, %558
  %560 = call double @sin(double noundef %559) #14
  %561 = call double @llvm.fmuladd.f64(double %560, double %558, double %555)
  %562 = or disjoint i64 %548, 2
  %563 = getelementptr inbounds double, ptr %467, i64 %562
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = fmul double %539, %564
  %566 = call double @sin(double noundef %565) #14
  %567 = call double @llvm.fmuladd.f64(double %566, double %564, double %561)
  %568 = or disjoint i64 %548, 3
  %569 = getelementptr inbounds double, ptr %467, i64 %568
  %570 = load double, ptr %569, align 8, !tbaa !9
  %571 = fmul double %539, %570
  %572 = call double @sin(double noundef %571) #14
  %573 = call double @llvm.fmuladd.f64(double %572, double %570, double %567)
  %574 = add nuw nsw i64 %548, 4
  %575 = add i64 %550, 4
  %576 = icmp eq i64 %575, %546
  br i1 %576, label %577, label %547, !llvm.loop !28

577:                                              ; preds = %547, %541
  %578 = phi double [ poison, %541 ], [ %573, %547 ]
  %579 = phi i64 [ 0, %541 ], [ %574, %547 ]
  %580 = phi double [ 0.000000e+00, %541 ], [ %573, %547 ]
  %581 = icmp eq i64 %543, 0
  br i1 %581, label %594, label %582

582:                                              ; preds = %577, %582
  %583 = phi i64 [ %591, %582 ], [ %579, %577 ]
  %584 = phi double [ %590, %582 ], [ %580, %577 ]
  %585 = phi i64 [ %592, %582 ], [ 0, %577 ]
  %586 = getelementptr inbounds double, ptr %467, i64 %583
  %587 = load double, ptr %586, align 8, !tbaa !9
  %588 = fmul double %539, %587
  %589 = call double @sin(double noundef %588) #14
  %590 = call double @llvm.fmuladd.f64(double %589, double %587, double %584)
  %591 = add nuw nsw i64 %583, 1
  %592 = add i64 %585, 1
  %593 = icmp eq i64 %592, %543
  br i1 %593, label %594, label %582, !llvm.loop !32

594:                                              ; preds = %577, %582, %468, %536
  %595 = phi double [ %539, %536 ], [ %480, %468 ], [ %539, %582 ], [ %539, %577 ]
  %596 = phi double [ %537, %536 ], [ 0.000000e+00, %468 ], [ %537, %582 ], [ %537, %577 ]
  %597 = phi double [ 0.000000e+00, %536 ], [ 0.000000e+00, %468 ], [ %578, %577 ], [ %590, %582 ]
  %598 = fmul double %480, %596
  %599 = fmul double %595, %597
  store double %473, ptr %472, align 8, !tbaa !9
  %600 = fsub double %598, %599
  %601 = fsub double %478, %479
  %602 = fdiv double %600, %601
  %603 = call double @llvm.fabs.f64(double %602)
  %604 = fcmp ogt double %603, 1.000000e+00
  %605 = select i1 %604, double %603, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %471, ptr %2, align 8, !tbaa !9
  %606 = load volatile double, ptr %2, align 8, !tbaa !9
  %607 = call double @llvm.fabs.f64(double %606)
  %608 = fcmp ueq double %607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %608, label %621, label %609

609:                                              ; preds = %594
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %602, ptr %1, align 8, !tbaa !9
  %610 = load volatile double, ptr %1, align 8, !tbaa !9
  %611 = call double @llvm.fabs.f64(double %610)
  %612 = fcmp ueq double %611, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %612, label %621, label %613

613:                                              ; preds = %609
  %614 = fsub double %471, %602
  %615 = call double @llvm.fabs.f64(double %614)
  %616 = fmul double %605, 0x3EB0C6F7A0B5ED8D
  %617 = fcmp ugt double %615, %616
  br i1 %617, label %621, label %618

618:                                              ; preds = %613
  %619 = trunc nuw nsw i64 %469 to i32
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %619, double noundef %471, double noundef %602, ptr noundef nonnull @.str.9)
  br label %626

621:                                              ; preds = %613, %609, %594
  %622 = trunc nuw nsw i64 %469 to i32
  %623 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %622, double noundef %471, double noundef %602, ptr noundef nonnull @.str.10)
  %624 = load i32, ptr @n_fail, align 4, !tbaa !11
  %625 = add nsw i32 %624, 1
  store i32 %625, ptr @n_fail, align 4, !tbaa !11
  br label %626

626:                                              ; preds = %621, %618
  %627 = add nuw nsw i64 %469, 1
  %628 = icmp eq i64 %627, %207
  br i1 %628, label %629, label %468, !llvm.loop !33

629:                                              ; preds = %626
  call void @free(ptr noundef nonnull %467) #14
  br i1 %354, label %353, label %338, !llvm.loop !34

630:                                              ; preds = %465, %630
  %631 = phi i64 [ %635, %630 ], [ %304, %465 ]
  %632 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %631
  %633 = load double, ptr %632, align 8, !tbaa !9
  %634 = fdiv double %633, %357
  store double %634, ptr %632, align 8, !tbaa !9
  %635 = add nuw nsw i64 %631, 1
  %636 = icmp eq i64 %635, %257
  br i1 %636, label %466, label %630, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @stage(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %48

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %29

7:                                                ; preds = %29
  br i1 %4, label %8, label %48

8:                                                ; preds = %7
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %27, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %27 ]
  br label %49

13:                                               ; preds = %8
  %14 = and i64 %6, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %25, %15 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !9
  %20 = load <2 x double>, ptr %18, align 8, !tbaa !9
  %21 = fmul <2 x double> %19, <double 5.000000e-01, double 5.000000e-01>
  %22 = fmul <2 x double> %20, <double 5.000000e-01, double 5.000000e-01>
  %23 = fmul <2 x double> %19, %21
  %24 = fmul <2 x double> %20, %22
  store <2 x double> %23, ptr %17, align 8, !tbaa !9
  store <2 x double> %24, ptr %18, align 8, !tbaa !9
  %25 = add nuw i64 %16, 4
  %26 = icmp eq i64 %25, %14
  br i1 %26, label %27, label %15, !llvm.loop !36

27:                                               ; preds = %15
  %28 = icmp eq i64 %14, %6
  br i1 %28, label %48, label %11

29:                                               ; preds = %5, %29
  %30 = phi i64 [ 0, %5 ], [ %35, %29 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul double %32, %32
  %34 = tail call double @sin(double noundef %32) #14
  %35 = add nuw nsw i64 %30, 1
  %36 = icmp eq i64 %35, %6
  %37 = and i64 %35, 4294967295
  %38 = select i1 %36, i64 0, i64 %37
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = load double, ptr %31, align 8, !tbaa !9
  %42 = fneg double %41
  %43 = tail call double @exp(double noundef %42) #14
  %44 = fmul double %40, %43
  %45 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %44)
  %46 = getelementptr inbounds double, ptr %1, i64 %30
  store double %45, ptr %46, align 8, !tbaa !9
  %47 = icmp eq i64 %35, %6
  br i1 %47, label %7, label %29, !llvm.loop !19

48:                                               ; preds = %49, %27, %3, %7
  ret void

49:                                               ; preds = %11, %49
  %50 = phi i64 [ %55, %49 ], [ %12, %11 ]
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, 5.000000e-01
  %54 = fmul double %52, %53
  store double %54, ptr %51, align 8, !tbaa !9
  %55 = add nuw nsw i64 %50, 1
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %48, label %49, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #15
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !38
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !38
  store double %24, ptr %23, align 8, !tbaa !9
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %39 = load volatile double, ptr %8, align 8, !tbaa !9
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !9
  %43 = load volatile double, ptr %7, align 8, !tbaa !9
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
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.9)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.10)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !11
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !33
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_stage(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [10 x double], align 16
  %4 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #14
  %5 = load i32, ptr %1, align 8, !tbaa !13
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false)
  %8 = icmp sgt i32 %5, 0
  br i1 %8, label %9, label %85

9:                                                ; preds = %2
  %10 = zext nneg i32 %5 to i64
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %17, %11 ]
  %13 = getelementptr inbounds double, ptr %3, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fmul double %14, %14
  %16 = tail call double @sin(double noundef %14) #14
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, %10
  %19 = select i1 %18, i64 0, i64 %17
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fneg double %14
  %23 = tail call double @exp(double noundef %22) #14
  %24 = fmul double %21, %23
  %25 = tail call double @llvm.fmuladd.f64(double %15, double %16, double %24)
  %26 = getelementptr inbounds double, ptr %4, i64 %12
  store double %25, ptr %26, align 8, !tbaa !9
  br i1 %18, label %27, label %11, !llvm.loop !19

27:                                               ; preds = %11
  %28 = icmp ult i32 %5, 4
  br i1 %28, label %45, label %29

29:                                               ; preds = %27
  %30 = and i64 %10, 2147483644
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %41, %31 ]
  %33 = getelementptr inbounds double, ptr %3, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 16, !tbaa !9
  %36 = load <2 x double>, ptr %34, align 16, !tbaa !9
  %37 = fmul <2 x double> %35, <double 5.000000e-01, double 5.000000e-01>
  %38 = fmul <2 x double> %36, <double 5.000000e-01, double 5.000000e-01>
  %39 = fmul <2 x double> %35, %37
  %40 = fmul <2 x double> %36, %38
  store <2 x double> %39, ptr %33, align 16, !tbaa !9
  store <2 x double> %40, ptr %34, align 16, !tbaa !9
  %41 = add nuw i64 %32, 4
  %42 = icmp eq i64 %41, %30
  br i1 %42, label %43, label %31, !llvm.loop !39

43:                                               ; preds = %31
  %44 = icmp eq i64 %30, %10
  br i1 %44, label %55, label %45

45:                                               ; preds = %43, %27
  %46 = phi i64 [ 0, %27 ], [ %30, %43 ]
  br label %47

47:                                               ; preds = %45, %47
  %48 = phi i64 [ %53, %47 ], [ %46, %45 ]
  %49 = getelementptr inbounds double, ptr %3, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fmul double %50, 5.000000e-01
  %52 = fmul double %50, %51
  store double %52, ptr %49, align 8, !tbaa !9
  %53 = add nuw nsw i64 %48, 1
  %54 = icmp eq i64 %53, %10
  br i1 %54, label %55, label %47, !llvm.loop !40

55:                                               ; preds = %47, %43
  %56 = load i32, ptr %1, align 8, !tbaa !13
  %57 = icmp sgt i32 %56, 0
  br i1 %57, label %58, label %85

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %1, i64 8
  %60 = load ptr, ptr %59, align 8, !tbaa !16
  %61 = getelementptr inbounds i8, ptr %1, i64 16
  %62 = load ptr, ptr %61, align 8, !tbaa !17
  %63 = zext nneg i32 %56 to i64
  %64 = and i64 %63, 1
  %65 = icmp eq i32 %56, 1
  br i1 %65, label %68, label %66

66:                                               ; preds = %58
  %67 = and i64 %63, 2147483646
  br label %87

68:                                               ; preds = %87, %58
  %69 = phi double [ poison, %58 ], [ %113, %87 ]
  %70 = phi i64 [ 0, %58 ], [ %114, %87 ]
  %71 = phi double [ 0.000000e+00, %58 ], [ %113, %87 ]
  %72 = icmp eq i64 %64, 0
  br i1 %72, label %85, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds double, ptr %60, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %70
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = getelementptr inbounds double, ptr %62, i64 %70
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %70
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul double %79, %81
  %83 = tail call double @llvm.fmuladd.f64(double %75, double %77, double %82)
  %84 = fadd double %71, %83
  br label %85

85:                                               ; preds = %73, %68, %2, %55
  %86 = phi double [ 0.000000e+00, %55 ], [ 0.000000e+00, %2 ], [ %69, %68 ], [ %84, %73 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #14
  ret double %86

87:                                               ; preds = %87, %66
  %88 = phi i64 [ 0, %66 ], [ %114, %87 ]
  %89 = phi double [ 0.000000e+00, %66 ], [ %113, %87 ]
  %90 = phi i64 [ 0, %66 ], [ %115, %87 ]
  %91 = getelementptr inbounds double, ptr %60, i64 %88
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %88
  %94 = load double, ptr %93, align 16, !tbaa !9
  %95 = getelementptr inbounds double, ptr %62, i64 %88
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %88
  %98 = load double, ptr %97, align 16, !tbaa !9
  %99 = fmul double %96, %98
  %100 = tail call double @llvm.fmuladd.f64(double %92, double %94, double %99)
  %101 = fadd double %89, %100
  %102 = or disjoint i64 %88, 1
  %103 = getelementptr inbounds double, ptr %60, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr inbounds double, ptr %62, i64 %102
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %102
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul double %108, %110
  %112 = tail call double @llvm.fmuladd.f64(double %104, double %106, double %111)
  %113 = fadd double %101, %112
  %114 = add nuw nsw i64 %88, 2
  %115 = add i64 %90, 2
  %116 = icmp eq i64 %115, %67
  br i1 %116, label %68, label %87, !llvm.loop !41
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @g(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %26

11:                                               ; preds = %26, %5
  %12 = phi double [ poison, %5 ], [ %42, %26 ]
  %13 = phi i64 [ 0, %5 ], [ %43, %26 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %42, %26 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %1
  %20 = tail call double @sin(double noundef %19) #14
  %21 = load double, ptr %17, align 8, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %14)
  br label %23

23:                                               ; preds = %16, %11, %3
  %24 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %22, %16 ]
  %25 = fmul double %24, %1
  ret double %25

26:                                               ; preds = %26, %9
  %27 = phi i64 [ 0, %9 ], [ %43, %26 ]
  %28 = phi double [ 0.000000e+00, %9 ], [ %42, %26 ]
  %29 = phi i64 [ 0, %9 ], [ %44, %26 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %31, %1
  %33 = tail call double @sin(double noundef %32) #14
  %34 = load double, ptr %30, align 8, !tbaa !9
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  %36 = or disjoint i64 %27, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %1
  %40 = tail call double @sin(double noundef %39) #14
  %41 = load double, ptr %37, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %41, double %35)
  %43 = add nuw nsw i64 %27, 2
  %44 = add i64 %29, 2
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %11, label %26, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"", !12, i64 0, !15, i64 8, !15, i64 16, !10, i64 24}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !15, i64 8}
!17 = !{!14, !15, i64 16}
!18 = !{!14, !10, i64 24}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !20, !23, !22}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20, !22, !23}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !31}
!33 = distinct !{!33, !20}
!34 = distinct !{!34, !20}
!35 = distinct !{!35, !20, !23, !22}
!36 = distinct !{!36, !20, !22, !23}
!37 = distinct !{!37, !20, !23, !22}
!38 = distinct !{null, ptr @obj_stage}
!39 = distinct !{!39, !20, !22, !23}
!40 = distinct !{!40, !20, !23, !22}
!41 = distinct !{!41, !20}
