; ModuleID = 'split.c'
source_filename = "split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %1 = alloca [10 x double], align 16
  %2 = alloca [10 x double], align 16
  %3 = alloca [10 x double], align 16
  %4 = alloca [10 x double], align 16
  %5 = alloca [10 x double], align 16
  %6 = alloca [10 x double], align 16
  %7 = alloca [10 x double], align 16
  %8 = alloca [10 x double], align 16
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
  %20 = alloca [10 x double], align 16
  %21 = alloca [10 x double], align 16
  %22 = alloca [10 x double], align 16
  %23 = alloca [10 x double], align 16
  %24 = alloca [10 x double], align 16
  %25 = alloca [10 x double], align 16
  %26 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %16) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %17) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %18) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %19) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %20) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %21) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %22) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %23) #12
  %27 = load i64, ptr @rng_state, align 8, !tbaa !5
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = insertelement <2 x i64> poison, i64 %29, i64 0
  %33 = insertelement <2 x i64> %32, i64 %31, i64 1
  %34 = lshr <2 x i64> %33, <i64 10, i64 10>
  %35 = and <2 x i64> %34, <i64 18014398509481982, i64 18014398509481982>
  %36 = uitofp nneg <2 x i64> %35 to <2 x double>
  %37 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %37, ptr %13, align 16, !tbaa !9
  %38 = mul i64 %31, 6364136223846793005
  %39 = getelementptr inbounds i8, ptr %13, i64 16
  %40 = add i64 %38, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = insertelement <2 x i64> poison, i64 %40, i64 0
  %44 = insertelement <2 x i64> %43, i64 %42, i64 1
  %45 = lshr <2 x i64> %44, <i64 10, i64 10>
  %46 = and <2 x i64> %45, <i64 18014398509481982, i64 18014398509481982>
  %47 = uitofp nneg <2 x i64> %46 to <2 x double>
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %48, ptr %39, align 16, !tbaa !9
  %49 = mul i64 %42, 6364136223846793005
  %50 = getelementptr inbounds i8, ptr %13, i64 32
  %51 = add i64 %49, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = insertelement <2 x i64> poison, i64 %51, i64 0
  %55 = insertelement <2 x i64> %54, i64 %53, i64 1
  %56 = lshr <2 x i64> %55, <i64 10, i64 10>
  %57 = and <2 x i64> %56, <i64 18014398509481982, i64 18014398509481982>
  %58 = uitofp nneg <2 x i64> %57 to <2 x double>
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %59, ptr %50, align 16, !tbaa !9
  %60 = mul i64 %53, 6364136223846793005
  %61 = getelementptr inbounds i8, ptr %13, i64 48
  %62 = add i64 %60, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <2 x i64> poison, i64 %62, i64 0
  %66 = insertelement <2 x i64> %65, i64 %64, i64 1
  %67 = lshr <2 x i64> %66, <i64 10, i64 10>
  %68 = and <2 x i64> %67, <i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <2 x i64> %68 to <2 x double>
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %70, ptr %61, align 16, !tbaa !9
  %71 = mul i64 %64, 6364136223846793005
  %72 = getelementptr inbounds i8, ptr %13, i64 64
  %73 = add i64 %71, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <2 x i64> poison, i64 %73, i64 0
  %77 = insertelement <2 x i64> %76, i64 %75, i64 1
  %78 = lshr <2 x i64> %77, <i64 10, i64 10>
  %79 = and <2 x i64> %78, <i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <2 x i64> %79 to <2 x double>
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %81, ptr %72, align 16, !tbaa !9
  %82 = mul i64 %75, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = insertelement <2 x i64> poison, i64 %83, i64 0
  %87 = insertelement <2 x i64> %86, i64 %85, i64 1
  %88 = lshr <2 x i64> %87, <i64 10, i64 10>
  %89 = and <2 x i64> %88, <i64 18014398509481982, i64 18014398509481982>
  %90 = uitofp nneg <2 x i64> %89 to <2 x double>
  %91 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %91, ptr %18, align 16, !tbaa !9
  %92 = mul i64 %85, 6364136223846793005
  %93 = getelementptr inbounds i8, ptr %18, i64 16
  %94 = add i64 %92, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <2 x i64> poison, i64 %94, i64 0
  %98 = insertelement <2 x i64> %97, i64 %96, i64 1
  %99 = lshr <2 x i64> %98, <i64 10, i64 10>
  %100 = and <2 x i64> %99, <i64 18014398509481982, i64 18014398509481982>
  %101 = uitofp nneg <2 x i64> %100 to <2 x double>
  %102 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %101, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %102, ptr %93, align 16, !tbaa !9
  %103 = mul i64 %96, 6364136223846793005
  %104 = getelementptr inbounds i8, ptr %18, i64 32
  %105 = add i64 %103, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = insertelement <2 x i64> poison, i64 %105, i64 0
  %109 = insertelement <2 x i64> %108, i64 %107, i64 1
  %110 = lshr <2 x i64> %109, <i64 10, i64 10>
  %111 = and <2 x i64> %110, <i64 18014398509481982, i64 18014398509481982>
  %112 = uitofp nneg <2 x i64> %111 to <2 x double>
  %113 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %112, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %113, ptr %104, align 16, !tbaa !9
  %114 = mul i64 %107, 6364136223846793005
  %115 = getelementptr inbounds i8, ptr %18, i64 48
  %116 = add i64 %114, 1442695040888963407
  %117 = mul i64 %116, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = insertelement <2 x i64> poison, i64 %116, i64 0
  %120 = insertelement <2 x i64> %119, i64 %118, i64 1
  %121 = lshr <2 x i64> %120, <i64 10, i64 10>
  %122 = and <2 x i64> %121, <i64 18014398509481982, i64 18014398509481982>
  %123 = uitofp nneg <2 x i64> %122 to <2 x double>
  %124 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %124, ptr %115, align 16, !tbaa !9
  %125 = mul i64 %118, 6364136223846793005
  %126 = getelementptr inbounds i8, ptr %18, i64 64
  %127 = add i64 %125, 1442695040888963407
  %128 = mul i64 %127, 6364136223846793005
  %129 = add i64 %128, 1442695040888963407
  %130 = insertelement <2 x i64> poison, i64 %127, i64 0
  %131 = insertelement <2 x i64> %130, i64 %129, i64 1
  %132 = lshr <2 x i64> %131, <i64 10, i64 10>
  %133 = and <2 x i64> %132, <i64 18014398509481982, i64 18014398509481982>
  %134 = uitofp nneg <2 x i64> %133 to <2 x double>
  %135 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %135, ptr %126, align 16, !tbaa !9
  %136 = mul i64 %129, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = mul i64 %137, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = insertelement <2 x i64> poison, i64 %137, i64 0
  %141 = insertelement <2 x i64> %140, i64 %139, i64 1
  %142 = lshr <2 x i64> %141, <i64 10, i64 10>
  %143 = and <2 x i64> %142, <i64 18014398509481982, i64 18014398509481982>
  %144 = uitofp nneg <2 x i64> %143 to <2 x double>
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %145, ptr %19, align 16, !tbaa !9
  %146 = mul i64 %139, 6364136223846793005
  %147 = getelementptr inbounds i8, ptr %19, i64 16
  %148 = add i64 %146, 1442695040888963407
  %149 = mul i64 %148, 6364136223846793005
  %150 = add i64 %149, 1442695040888963407
  %151 = insertelement <2 x i64> poison, i64 %148, i64 0
  %152 = insertelement <2 x i64> %151, i64 %150, i64 1
  %153 = lshr <2 x i64> %152, <i64 10, i64 10>
  %154 = and <2 x i64> %153, <i64 18014398509481982, i64 18014398509481982>
  %155 = uitofp nneg <2 x i64> %154 to <2 x double>
  %156 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %155, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %156, ptr %147, align 16, !tbaa !9
  %157 = mul i64 %150, 6364136223846793005
  %158 = getelementptr inbounds i8, ptr %19, i64 32
  %159 = add i64 %157, 1442695040888963407
  %160 = mul i64 %159, 6364136223846793005
  %161 = add i64 %160, 1442695040888963407
  %162 = insertelement <2 x i64> poison, i64 %159, i64 0
  %163 = insertelement <2 x i64> %162, i64 %161, i64 1
  %164 = lshr <2 x i64> %163, <i64 10, i64 10>
  %165 = and <2 x i64> %164, <i64 18014398509481982, i64 18014398509481982>
  %166 = uitofp nneg <2 x i64> %165 to <2 x double>
  %167 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %167, ptr %158, align 16, !tbaa !9
  %168 = mul i64 %161, 6364136223846793005
  %169 = getelementptr inbounds i8, ptr %19, i64 48
  %170 = add i64 %168, 1442695040888963407
  %171 = mul i64 %170, 6364136223846793005
  %172 = add i64 %171, 1442695040888963407
  %173 = insertelement <2 x i64> poison, i64 %170, i64 0
  %174 = insertelement <2 x i64> %173, i64 %172, i64 1
  %175 = lshr <2 x i64> %174, <i64 10, i64 10>
  %176 = and <2 x i64> %175, <i64 18014398509481982, i64 18014398509481982>
  %177 = uitofp nneg <2 x i64> %176 to <2 x double>
  %178 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %177, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %178, ptr %169, align 16, !tbaa !9
  %179 = mul i64 %172, 6364136223846793005
  %180 = getelementptr inbounds i8, ptr %19, i64 64
  %181 = add i64 %179, 1442695040888963407
  %182 = mul i64 %181, 6364136223846793005
  %183 = add i64 %182, 1442695040888963407
  %184 = insertelement <2 x i64> poison, i64 %181, i64 0
  %185 = insertelement <2 x i64> %184, i64 %183, i64 1
  %186 = lshr <2 x i64> %185, <i64 10, i64 10>
  %187 = and <2 x i64> %186, <i64 18014398509481982, i64 18014398509481982>
  %188 = uitofp nneg <2 x i64> %187 to <2 x double>
  %189 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %189, ptr %180, align 16, !tbaa !9
  store i64 %183, ptr @rng_state, align 8, !tbaa !5
  %190 = getelementptr inbounds i8, ptr %24, i64 16
  %191 = getelementptr inbounds i8, ptr %24, i64 32
  %192 = getelementptr inbounds i8, ptr %24, i64 48
  %193 = getelementptr inbounds i8, ptr %24, i64 64
  br label %200

194:                                              ; preds = %1483
  %195 = load i32, ptr @n_fail, align 4, !tbaa !11
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %195)
  %197 = load i32, ptr @n_fail, align 4, !tbaa !11
  %198 = icmp ne i32 %197, 0
  %199 = zext i1 %198 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %23) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %22) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %21) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %19) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %18) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #12
  ret i32 %199

200:                                              ; preds = %0, %1483
  %201 = phi i1 [ true, %0 ], [ false, %1483 ]
  %202 = phi i1 [ false, %0 ], [ true, %1483 ]
  %203 = phi i64 [ 0, %0 ], [ 1, %1483 ]
  %204 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, ptr noundef nonnull align 16 dereferenceable(80) %13, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, i8 0, i64 80, i1 false)
  %206 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %205) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %21, ptr noundef nonnull align 16 dereferenceable(80) %13, i64 80, i1 false)
  %207 = zext nneg i32 %205 to i64
  br label %208

208:                                              ; preds = %208, %200
  %209 = phi i64 [ 0, %200 ], [ %214, %208 ]
  %210 = getelementptr inbounds double, ptr %21, i64 %209
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = fmul double %211, %211
  %213 = call double @sin(double noundef %211) #12
  %214 = add nuw nsw i64 %209, 1
  %215 = icmp eq i64 %214, %207
  %216 = and i64 %214, 4294967295
  %217 = select i1 %215, i64 0, i64 %216
  %218 = getelementptr inbounds double, ptr %21, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = fneg double %211
  %221 = call double @exp(double noundef %220) #12
  %222 = fmul double %219, %221
  %223 = call double @llvm.fmuladd.f64(double %212, double %213, double %222)
  %224 = getelementptr inbounds double, ptr %20, i64 %209
  store double %223, ptr %224, align 8, !tbaa !9
  br i1 %215, label %225, label %208, !llvm.loop !13

225:                                              ; preds = %208
  br i1 %202, label %242, label %226

226:                                              ; preds = %225
  %227 = and i64 %207, 2147483644
  br label %228

228:                                              ; preds = %228, %226
  %229 = phi i64 [ 0, %226 ], [ %238, %228 ]
  %230 = getelementptr inbounds double, ptr %21, i64 %229
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
  br i1 %239, label %240, label %228, !llvm.loop !15

240:                                              ; preds = %228
  %241 = icmp eq i64 %227, %207
  br i1 %241, label %252, label %242

242:                                              ; preds = %240, %225
  %243 = phi i64 [ 0, %225 ], [ %227, %240 ]
  br label %244

244:                                              ; preds = %242, %244
  %245 = phi i64 [ %250, %244 ], [ %243, %242 ]
  %246 = getelementptr inbounds double, ptr %21, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = fmul double %247, 5.000000e-01
  %249 = fmul double %247, %248
  store double %249, ptr %246, align 8, !tbaa !9
  %250 = add nuw nsw i64 %245, 1
  %251 = icmp eq i64 %250, %207
  br i1 %251, label %252, label %244, !llvm.loop !18

252:                                              ; preds = %244, %240
  %253 = call i32 @llvm.smax.i32(i32 %205, i32 1)
  %254 = zext nneg i32 %253 to i64
  br label %258

255:                                              ; preds = %277
  %256 = call i32 @llvm.smax.i32(i32 %205, i32 1)
  %257 = zext nneg i32 %256 to i64
  br label %515

258:                                              ; preds = %252, %277
  %259 = phi i64 [ 0, %252 ], [ %278, %277 ]
  %260 = getelementptr inbounds [10 x double], ptr %16, i64 0, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = getelementptr inbounds [10 x double], ptr %20, i64 0, i64 %259
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = call double @llvm.fabs.f64(double %263)
  %265 = fcmp ogt double %264, 1.000000e+00
  %266 = select i1 %265, double %264, double 1.000000e+00
  %267 = fsub double %261, %263
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = fmul double %266, 0x3D719799812DEA11
  %270 = fcmp ole double %268, %269
  %271 = select i1 %270, ptr @.str.9, ptr @.str.10
  %272 = trunc nuw nsw i64 %259 to i32
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %272, double noundef %261, double noundef %263, ptr noundef nonnull %271)
  br i1 %270, label %277, label %274

274:                                              ; preds = %258
  %275 = load i32, ptr @n_fail, align 4, !tbaa !11
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr @n_fail, align 4, !tbaa !11
  br label %277

277:                                              ; preds = %258, %274
  %278 = add nuw nsw i64 %259, 1
  %279 = icmp eq i64 %278, %254
  br i1 %279, label %255, label %258, !llvm.loop !19

280:                                              ; preds = %534
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %281 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %205, ptr noundef %206) #12
  %282 = shl nuw nsw i64 %257, 3
  %283 = call noalias ptr @malloc(i64 noundef %282) #13
  %284 = sext i32 %205 to i64
  %285 = shl nsw i64 %284, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %283, ptr nonnull readonly align 16 %13, i64 %285, i1 false)
  %286 = add nsw i64 %207, -1
  %287 = and i64 %207, 2147483644
  %288 = icmp eq i64 %287, %207
  %289 = and i64 %207, 1
  %290 = icmp eq i64 %286, 0
  %291 = and i64 %207, 2147483646
  %292 = icmp eq i64 %289, 0
  %293 = and i64 %207, 2147483644
  %294 = icmp eq i64 %293, %207
  %295 = and i64 %207, 1
  %296 = icmp eq i64 %286, 0
  %297 = and i64 %207, 2147483646
  %298 = icmp eq i64 %295, 0
  br label %299

299:                                              ; preds = %280, %505
  %300 = phi i64 [ 0, %280 ], [ %506, %505 ]
  %301 = getelementptr inbounds double, ptr %15, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = getelementptr inbounds double, ptr %283, i64 %300
  %304 = load double, ptr %303, align 8, !tbaa !9
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fcmp ogt double %305, 1.000000e+00
  %307 = select i1 %306, double %305, double 1.000000e+00
  %308 = fmul double %307, 0x3EB0C6F7A0B5ED8D
  %309 = fadd double %304, %308
  store double %309, ptr %303, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr readonly align 8 %283, i64 %285, i1 false)
  br label %310

310:                                              ; preds = %310, %299
  %311 = phi i64 [ 0, %299 ], [ %316, %310 ]
  %312 = getelementptr inbounds double, ptr %9, i64 %311
  %313 = load double, ptr %312, align 8, !tbaa !9
  %314 = fmul double %313, %313
  %315 = call double @sin(double noundef %313) #12
  %316 = add nuw nsw i64 %311, 1
  %317 = icmp eq i64 %316, %207
  %318 = select i1 %317, i64 0, i64 %316
  %319 = getelementptr inbounds double, ptr %9, i64 %318
  %320 = load double, ptr %319, align 8, !tbaa !9
  %321 = fneg double %313
  %322 = call double @exp(double noundef %321) #12
  %323 = fmul double %320, %322
  %324 = call double @llvm.fmuladd.f64(double %314, double %315, double %323)
  %325 = getelementptr inbounds double, ptr %10, i64 %311
  store double %324, ptr %325, align 8, !tbaa !9
  br i1 %317, label %326, label %310, !llvm.loop !13

326:                                              ; preds = %310
  br i1 %202, label %340, label %327

327:                                              ; preds = %326, %327
  %328 = phi i64 [ %337, %327 ], [ 0, %326 ]
  %329 = getelementptr inbounds double, ptr %9, i64 %328
  %330 = getelementptr inbounds i8, ptr %329, i64 16
  %331 = load <2 x double>, ptr %329, align 16, !tbaa !9
  %332 = load <2 x double>, ptr %330, align 16, !tbaa !9
  %333 = fmul <2 x double> %331, <double 5.000000e-01, double 5.000000e-01>
  %334 = fmul <2 x double> %332, <double 5.000000e-01, double 5.000000e-01>
  %335 = fmul <2 x double> %331, %333
  %336 = fmul <2 x double> %332, %334
  store <2 x double> %335, ptr %329, align 16, !tbaa !9
  store <2 x double> %336, ptr %330, align 16, !tbaa !9
  %337 = add nuw i64 %328, 4
  %338 = icmp eq i64 %337, %287
  br i1 %338, label %339, label %327, !llvm.loop !20

339:                                              ; preds = %327
  br i1 %288, label %350, label %340

340:                                              ; preds = %339, %326
  %341 = phi i64 [ 0, %326 ], [ %287, %339 ]
  br label %342

342:                                              ; preds = %340, %342
  %343 = phi i64 [ %348, %342 ], [ %341, %340 ]
  %344 = getelementptr inbounds double, ptr %9, i64 %343
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = fmul double %345, 5.000000e-01
  %347 = fmul double %345, %346
  store double %347, ptr %344, align 8, !tbaa !9
  %348 = add nuw nsw i64 %343, 1
  %349 = icmp eq i64 %348, %207
  br i1 %349, label %350, label %342, !llvm.loop !21

350:                                              ; preds = %342, %339
  br i1 %290, label %381, label %351

351:                                              ; preds = %350, %351
  %352 = phi i64 [ %378, %351 ], [ 0, %350 ]
  %353 = phi double [ %377, %351 ], [ 0.000000e+00, %350 ]
  %354 = phi i64 [ %379, %351 ], [ 0, %350 ]
  %355 = getelementptr inbounds double, ptr %18, i64 %352
  %356 = load double, ptr %355, align 16, !tbaa !9
  %357 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %352
  %358 = load double, ptr %357, align 16, !tbaa !9
  %359 = getelementptr inbounds double, ptr %19, i64 %352
  %360 = load double, ptr %359, align 16, !tbaa !9
  %361 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 %352
  %362 = load double, ptr %361, align 16, !tbaa !9
  %363 = fmul double %360, %362
  %364 = call double @llvm.fmuladd.f64(double %356, double %358, double %363)
  %365 = fadd double %353, %364
  %366 = or disjoint i64 %352, 1
  %367 = getelementptr inbounds double, ptr %18, i64 %366
  %368 = load double, ptr %367, align 8, !tbaa !9
  %369 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %366
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = getelementptr inbounds double, ptr %19, i64 %366
  %372 = load double, ptr %371, align 8, !tbaa !9
  %373 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 %366
  %374 = load double, ptr %373, align 8, !tbaa !9
  %375 = fmul double %372, %374
  %376 = call double @llvm.fmuladd.f64(double %368, double %370, double %375)
  %377 = fadd double %365, %376
  %378 = add nuw nsw i64 %352, 2
  %379 = add i64 %354, 2
  %380 = icmp eq i64 %379, %291
  br i1 %380, label %381, label %351, !llvm.loop !22

381:                                              ; preds = %351, %350
  %382 = phi double [ poison, %350 ], [ %377, %351 ]
  %383 = phi i64 [ 0, %350 ], [ %378, %351 ]
  %384 = phi double [ 0.000000e+00, %350 ], [ %377, %351 ]
  br i1 %292, label %397, label %385

385:                                              ; preds = %381
  %386 = getelementptr inbounds double, ptr %18, i64 %383
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %383
  %389 = load double, ptr %388, align 8, !tbaa !9
  %390 = getelementptr inbounds double, ptr %19, i64 %383
  %391 = load double, ptr %390, align 8, !tbaa !9
  %392 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 %383
  %393 = load double, ptr %392, align 8, !tbaa !9
  %394 = fmul double %391, %393
  %395 = call double @llvm.fmuladd.f64(double %387, double %389, double %394)
  %396 = fadd double %384, %395
  br label %397

397:                                              ; preds = %381, %385
  %398 = phi double [ %382, %381 ], [ %396, %385 ]
  %399 = fsub double %304, %308
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #12
  store double %399, ptr %303, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %11, ptr readonly align 8 %283, i64 %285, i1 false)
  br label %400

400:                                              ; preds = %400, %397
  %401 = phi i64 [ 0, %397 ], [ %406, %400 ]
  %402 = getelementptr inbounds double, ptr %11, i64 %401
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = fmul double %403, %403
  %405 = call double @sin(double noundef %403) #12
  %406 = add nuw nsw i64 %401, 1
  %407 = icmp eq i64 %406, %207
  %408 = select i1 %407, i64 0, i64 %406
  %409 = getelementptr inbounds double, ptr %11, i64 %408
  %410 = load double, ptr %409, align 8, !tbaa !9
  %411 = fneg double %403
  %412 = call double @exp(double noundef %411) #12
  %413 = fmul double %410, %412
  %414 = call double @llvm.fmuladd.f64(double %404, double %405, double %413)
  %415 = getelementptr inbounds double, ptr %12, i64 %401
  store double %414, ptr %415, align 8, !tbaa !9
  br i1 %407, label %416, label %400, !llvm.loop !13

416:                                              ; preds = %400
  br i1 %202, label %430, label %417

417:                                              ; preds = %416, %417
  %418 = phi i64 [ %427, %417 ], [ 0, %416 ]
  %419 = getelementptr inbounds double, ptr %11, i64 %418
  %420 = getelementptr inbounds i8, ptr %419, i64 16
  %421 = load <2 x double>, ptr %419, align 16, !tbaa !9
  %422 = load <2 x double>, ptr %420, align 16, !tbaa !9
  %423 = fmul <2 x double> %421, <double 5.000000e-01, double 5.000000e-01>
  %424 = fmul <2 x double> %422, <double 5.000000e-01, double 5.000000e-01>
  %425 = fmul <2 x double> %421, %423
  %426 = fmul <2 x double> %422, %424
  store <2 x double> %425, ptr %419, align 16, !tbaa !9
  store <2 x double> %426, ptr %420, align 16, !tbaa !9
  %427 = add nuw i64 %418, 4
  %428 = icmp eq i64 %427, %293
  br i1 %428, label %429, label %417, !llvm.loop !23

429:                                              ; preds = %417
  br i1 %294, label %440, label %430

430:                                              ; preds = %429, %416
  %431 = phi i64 [ 0, %416 ], [ %293, %429 ]
  br label %432

432:                                              ; preds = %430, %432
  %433 = phi i64 [ %438, %432 ], [ %431, %430 ]
  %434 = getelementptr inbounds double, ptr %11, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = fmul double %435, 5.000000e-01
  %437 = fmul double %435, %436
  store double %437, ptr %434, align 8, !tbaa !9
  %438 = add nuw nsw i64 %433, 1
  %439 = icmp eq i64 %438, %207
  br i1 %439, label %440, label %432, !llvm.loop !24

440:                                              ; preds = %432, %429
  br i1 %296, label %471, label %441

441:                                              ; preds = %440, %441
  %442 = phi i64 [ %468, %441 ], [ 0, %440 ]
  %443 = phi double [ %467, %441 ], [ 0.000000e+00, %440 ]
  %444 = phi i64 [ %469, %441 ], [ 0, %440 ]
  %445 = getelementptr inbounds double, ptr %18, i64 %442
  %446 = load double, ptr %445, align 16, !tbaa !9
  %447 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 %442
  %448 = load double, ptr %447, align 16, !tbaa !9
  %449 = getelementptr inbounds double, ptr %19, i64 %442
  %450 = load double, ptr %449, align 16, !tbaa !9
  %451 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %442
  %452 = load double, ptr %451, align 16, !tbaa !9
  %453 = fmul double %450, %452
  %454 = call double @llvm.fmuladd.f64(double %446, double %448, double %453)
  %455 = fadd double %443, %454
  %456 = or disjoint i64 %442, 1
  %457 = getelementptr inbounds double, ptr %18, i64 %456
  %458 = load double, ptr %457, align 8, !tbaa !9
  %459 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 %456
  %460 = load double, ptr %459, align 8, !tbaa !9
  %461 = getelementptr inbounds double, ptr %19, i64 %456
  %462 = load double, ptr %461, align 8, !tbaa !9
  %463 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %456
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = fmul double %462, %464
  %466 = call double @llvm.fmuladd.f64(double %458, double %460, double %465)
  %467 = fadd double %455, %466
  %468 = add nuw nsw i64 %442, 2
  %469 = add i64 %444, 2
  %470 = icmp eq i64 %469, %297
  br i1 %470, label %471, label %441, !llvm.loop !22

471:                                              ; preds = %441, %440
  %472 = phi double [ poison, %440 ], [ %467, %441 ]
  %473 = phi i64 [ 0, %440 ], [ %468, %441 ]
  %474 = phi double [ 0.000000e+00, %440 ], [ %467, %441 ]
  br i1 %298, label %487, label %475

475:                                              ; preds = %471
  %476 = getelementptr inbounds double, ptr %18, i64 %473
  %477 = load double, ptr %476, align 8, !tbaa !9
  %478 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 %473
  %479 = load double, ptr %478, align 8, !tbaa !9
  %480 = getelementptr inbounds double, ptr %19, i64 %473
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %473
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = fmul double %481, %483
  %485 = call double @llvm.fmuladd.f64(double %477, double %479, double %484)
  %486 = fadd double %474, %485
  br label %487

487:                                              ; preds = %471, %475
  %488 = phi double [ %472, %471 ], [ %486, %475 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #12
  store double %304, ptr %303, align 8, !tbaa !9
  %489 = fsub double %398, %488
  %490 = fsub double %309, %399
  %491 = fdiv double %489, %490
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fcmp ogt double %492, 1.000000e+00
  %494 = select i1 %493, double %492, double 1.000000e+00
  %495 = fsub double %302, %491
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = fmul double %494, 0x3EB0C6F7A0B5ED8D
  %498 = fcmp ole double %496, %497
  %499 = select i1 %498, ptr @.str.9, ptr @.str.10
  %500 = trunc nuw nsw i64 %300 to i32
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %500, double noundef %302, double noundef %491, ptr noundef nonnull %499)
  br i1 %498, label %505, label %502

502:                                              ; preds = %487
  %503 = load i32, ptr @n_fail, align 4, !tbaa !11
  %504 = add nsw i32 %503, 1
  store i32 %504, ptr @n_fail, align 4, !tbaa !11
  br label %505

505:                                              ; preds = %502, %487
  %506 = add nuw nsw i64 %300, 1
  %507 = icmp eq i64 %506, %207
  br i1 %507, label %508, label %299, !llvm.loop !25

508:                                              ; preds = %505
  call void @free(ptr noundef nonnull %283) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  %509 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef 8.000000e-01, i32 noundef %205) #12
  %510 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef 8.000000e-01, i32 noundef %205, double noundef 2.000000e+00, ptr noundef %509) #12
  %511 = and i64 %207, 1
  %512 = icmp eq i64 %286, 0
  br i1 %512, label %557, label %513

513:                                              ; preds = %508
  %514 = and i64 %207, 2147483646
  br label %537

515:                                              ; preds = %255, %534
  %516 = phi i64 [ 0, %255 ], [ %535, %534 ]
  %517 = getelementptr inbounds [10 x double], ptr %14, i64 0, i64 %516
  %518 = load double, ptr %517, align 8, !tbaa !9
  %519 = getelementptr inbounds [10 x double], ptr %21, i64 0, i64 %516
  %520 = load double, ptr %519, align 8, !tbaa !9
  %521 = call double @llvm.fabs.f64(double %520)
  %522 = fcmp ogt double %521, 1.000000e+00
  %523 = select i1 %522, double %521, double 1.000000e+00
  %524 = fsub double %518, %520
  %525 = call double @llvm.fabs.f64(double %524)
  %526 = fmul double %523, 0x3D719799812DEA11
  %527 = fcmp ole double %525, %526
  %528 = select i1 %527, ptr @.str.9, ptr @.str.10
  %529 = trunc nuw nsw i64 %516 to i32
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %529, double noundef %518, double noundef %520, ptr noundef nonnull %528)
  br i1 %527, label %534, label %531

531:                                              ; preds = %515
  %532 = load i32, ptr @n_fail, align 4, !tbaa !11
  %533 = add nsw i32 %532, 1
  store i32 %533, ptr @n_fail, align 4, !tbaa !11
  br label %534

534:                                              ; preds = %515, %531
  %535 = add nuw nsw i64 %516, 1
  %536 = icmp eq i64 %535, %257
  br i1 %536, label %280, label %515, !llvm.loop !26

537:                                              ; preds = %537, %513
  %538 = phi i64 [ 0, %513 ], [ %554, %537 ]
  %539 = phi double [ 0.000000e+00, %513 ], [ %553, %537 ]
  %540 = phi i64 [ 0, %513 ], [ %555, %537 ]
  %541 = getelementptr inbounds double, ptr %13, i64 %538
  %542 = load double, ptr %541, align 16, !tbaa !9
  %543 = fmul double %542, 0x3FE9999BB2788DB1
  %544 = call double @sin(double noundef %543) #12
  %545 = load double, ptr %541, align 16, !tbaa !9
  %546 = call double @llvm.fmuladd.f64(double %544, double %545, double %539)
  %547 = or disjoint i64 %538, 1
  %548 = getelementptr inbounds double, ptr %13, i64 %547
  %549 = load double, ptr %548, align 8, !tbaa !9
  %550 = fmul double %549, 0x3FE9999BB2788DB1
  %551 = call double @sin(double noundef %550) #12
  %552 = load double, ptr %548, align 8, !tbaa !9
  %553 = call double @llvm.fmuladd.f64(double %551, double %552, double %546)
  %554 = add nuw nsw i64 %538, 2
  %555 = add i64 %540, 2
  %556 = icmp eq i64 %555, %514
  br i1 %556, label %557, label %537, !llvm.loop !27

557:                                              ; preds = %537, %508
  %558 = phi double [ poison, %508 ], [ %553, %537 ]
  %559 = phi i64 [ 0, %508 ], [ %554, %537 ]
  %560 = phi double [ 0.000000e+00, %508 ], [ %553, %537 ]
  %561 = icmp eq i64 %511, 0
  br i1 %561, label %569, label %562

562:                                              ; preds = %557
  %563 = getelementptr inbounds double, ptr %13, i64 %559
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = fmul double %564, 0x3FE9999BB2788DB1
  %566 = call double @sin(double noundef %565) #12
  %567 = load double, ptr %563, align 8, !tbaa !9
  %568 = call double @llvm.fmuladd.f64(double %566, double %567, double %560)
  br label %569

569:                                              ; preds = %557, %562
  %570 = phi double [ %558, %557 ], [ %568, %562 ]
  %571 = and i64 %207, 1
  %572 = icmp eq i64 %286, 0
  br i1 %572, label %595, label %573

573:                                              ; preds = %569
  %574 = and i64 %207, 2147483646
  br label %575

575:                                              ; preds = %575, %573
  %576 = phi i64 [ 0, %573 ], [ %592, %575 ]
  %577 = phi double [ 0.000000e+00, %573 ], [ %591, %575 ]
  %578 = phi i64 [ 0, %573 ], [ %593, %575 ]
  %579 = getelementptr inbounds double, ptr %13, i64 %576
  %580 = load double, ptr %579, align 16, !tbaa !9
  %581 = fmul double %580, 7.999990e-01
  %582 = call double @sin(double noundef %581) #12
  %583 = load double, ptr %579, align 16, !tbaa !9
  %584 = call double @llvm.fmuladd.f64(double %582, double %583, double %577)
  %585 = or disjoint i64 %576, 1
  %586 = getelementptr inbounds double, ptr %13, i64 %585
  %587 = load double, ptr %586, align 8, !tbaa !9
  %588 = fmul double %587, 7.999990e-01
  %589 = call double @sin(double noundef %588) #12
  %590 = load double, ptr %586, align 8, !tbaa !9
  %591 = call double @llvm.fmuladd.f64(double %589, double %590, double %584)
  %592 = add nuw nsw i64 %576, 2
  %593 = add i64 %578, 2
  %594 = icmp eq i64 %593, %574
  br i1 %594, label %595, label %575, !llvm.loop !27

595:                                              ; preds = %575, %569
  %596 = phi double [ poison, %569 ], [ %591, %575 ]
  %597 = phi i64 [ 0, %569 ], [ %592, %575 ]
  %598 = phi double [ 0.000000e+00, %569 ], [ %591, %575 ]
  %599 = icmp eq i64 %571, 0
  br i1 %599, label %607, label %600

600:                                              ; preds = %595
  %601 = getelementptr inbounds double, ptr %13, i64 %597
  %602 = load double, ptr %601, align 8, !tbaa !9
  %603 = fmul double %602, 7.999990e-01
  %604 = call double @sin(double noundef %603) #12
  %605 = load double, ptr %601, align 8, !tbaa !9
  %606 = call double @llvm.fmuladd.f64(double %604, double %605, double %598)
  br label %607

607:                                              ; preds = %595, %600
  %608 = phi double [ %596, %595 ], [ %606, %600 ]
  %609 = fmul double %570, 0x3FE9999BB2788DB1
  %610 = fmul double %608, 7.999990e-01
  %611 = fsub double %609, %610
  %612 = fmul double %611, 2.000000e+00
  %613 = fdiv double %612, 0x3EC0C6F7A0B80000
  %614 = call double @llvm.fabs.f64(double %613)
  %615 = fcmp ogt double %614, 1.000000e+00
  %616 = select i1 %615, double %614, double 1.000000e+00
  %617 = fsub double %510, %613
  %618 = call double @llvm.fabs.f64(double %617)
  %619 = fmul double %616, 0x3EB0C6F7A0B5ED8D
  %620 = fcmp ole double %618, %619
  %621 = select i1 %620, ptr @.str.9, ptr @.str.10
  %622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %510, double noundef %613, ptr noundef nonnull %621)
  br i1 %620, label %626, label %623

623:                                              ; preds = %607
  %624 = load i32, ptr @n_fail, align 4, !tbaa !11
  %625 = add nsw i32 %624, 1
  store i32 %625, ptr @n_fail, align 4, !tbaa !11
  br label %626

626:                                              ; preds = %623, %607
  br i1 %202, label %627, label %629

627:                                              ; preds = %641, %626
  %628 = phi i64 [ 0, %626 ], [ %630, %641 ]
  br label %1044

629:                                              ; preds = %626
  %630 = and i64 %254, 2147483644
  br label %631

631:                                              ; preds = %631, %629
  %632 = phi i64 [ 0, %629 ], [ %639, %631 ]
  %633 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 %632
  %634 = getelementptr inbounds i8, ptr %633, i64 16
  %635 = load <2 x double>, ptr %633, align 16, !tbaa !9
  %636 = load <2 x double>, ptr %634, align 16, !tbaa !9
  %637 = fmul <2 x double> %635, <double 5.000000e-01, double 5.000000e-01>
  %638 = fmul <2 x double> %636, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %637, ptr %633, align 16, !tbaa !9
  store <2 x double> %638, ptr %634, align 16, !tbaa !9
  %639 = add nuw i64 %632, 4
  %640 = icmp eq i64 %639, %630
  br i1 %640, label %641, label %631, !llvm.loop !28

641:                                              ; preds = %631
  %642 = icmp eq i64 %630, %254
  br i1 %642, label %643, label %627

643:                                              ; preds = %1044, %641
  %644 = call noalias ptr @malloc(i64 noundef %282) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %644, ptr nonnull readonly align 16 %13, i64 %285, i1 false)
  %645 = and i64 %207, 3
  %646 = icmp ult i64 %286, 3
  %647 = and i64 %207, 2147483644
  %648 = icmp eq i64 %645, 0
  %649 = and i64 %207, 3
  %650 = icmp ult i64 %286, 3
  %651 = and i64 %207, 2147483644
  %652 = icmp eq i64 %649, 0
  br label %653

653:                                              ; preds = %643, %779
  %654 = phi i64 [ 0, %643 ], [ %780, %779 ]
  %655 = getelementptr inbounds double, ptr %15, i64 %654
  %656 = load double, ptr %655, align 8, !tbaa !9
  %657 = getelementptr inbounds double, ptr %644, i64 %654
  %658 = load double, ptr %657, align 8, !tbaa !9
  %659 = call double @llvm.fabs.f64(double %658)
  %660 = fcmp ogt double %659, 1.000000e+00
  %661 = select i1 %660, double %659, double 1.000000e+00
  %662 = fmul double %661, 0x3EB0C6F7A0B5ED8D
  %663 = fadd double %658, %662
  store double %663, ptr %657, align 8, !tbaa !9
  br i1 %646, label %694, label %664

664:                                              ; preds = %653, %664
  %665 = phi i64 [ %691, %664 ], [ 0, %653 ]
  %666 = phi double [ %690, %664 ], [ 0.000000e+00, %653 ]
  %667 = phi i64 [ %692, %664 ], [ 0, %653 ]
  %668 = getelementptr inbounds double, ptr %644, i64 %665
  %669 = load double, ptr %668, align 8, !tbaa !9
  %670 = fmul double %669, 8.000000e-01
  %671 = call double @sin(double noundef %670) #12
  %672 = call double @llvm.fmuladd.f64(double %671, double %669, double %666)
  %673 = or disjoint i64 %665, 1
  %674 = getelementptr inbounds double, ptr %644, i64 %673
  %675 = load double, ptr %674, align 8, !tbaa !9
  %676 = fmul double %675, 8.000000e-01
  %677 = call double @sin(double noundef %676) #12
  %678 = call double @llvm.fmuladd.f64(double %677, double %675, double %672)
  %679 = or disjoint i64 %665, 2
  %680 = getelementptr inbounds double, ptr %644, i64 %679
  %681 = load double, ptr %680, align 8, !tbaa !9
  %682 = fmul double %681, 8.000000e-01
  %683 = call double @sin(double noundef %682) #12
  %684 = call double @llvm.fmuladd.f64(double %683, double %681, double %678)
  %685 = or disjoint i64 %665, 3
  %686 = getelementptr inbounds double, ptr %644, i64 %685
  %687 = load double, ptr %686, align 8, !tbaa !9
  %688 = fmul double %687, 8.000000e-01
  %689 = call double @sin(double noundef %688) #12
  %690 = call double @llvm.fmuladd.f64(double %689, double %687, double %684)
  %691 = add nuw nsw i64 %665, 4
  %692 = add i64 %667, 4
  %693 = icmp eq i64 %692, %647
  br i1 %693, label %694, label %664, !llvm.loop !27

694:                                              ; preds = %664, %653
  %695 = phi double [ poison, %653 ], [ %690, %664 ]
  %696 = phi i64 [ 0, %653 ], [ %691, %664 ]
  %697 = phi double [ 0.000000e+00, %653 ], [ %690, %664 ]
  br i1 %648, label %710, label %698

698:                                              ; preds = %694, %698
  %699 = phi i64 [ %707, %698 ], [ %696, %694 ]
  %700 = phi double [ %706, %698 ], [ %697, %694 ]
  %701 = phi i64 [ %708, %698 ], [ 0, %694 ]
  %702 = getelementptr inbounds double, ptr %644, i64 %699
  %703 = load double, ptr %702, align 8, !tbaa !9
  %704 = fmul double %703, 8.000000e-01
  %705 = call double @sin(double noundef %704) #12
  %706 = call double @llvm.fmuladd.f64(double %705, double %703, double %700)
  %707 = add nuw nsw i64 %699, 1
  %708 = add i64 %701, 1
  %709 = icmp eq i64 %708, %645
  br i1 %709, label %710, label %698, !llvm.loop !29

710:                                              ; preds = %698, %694
  %711 = phi double [ %695, %694 ], [ %706, %698 ]
  %712 = fsub double %658, %662
  store double %712, ptr %657, align 8, !tbaa !9
  br i1 %650, label %743, label %713

713:                                              ; preds = %710, %713
  %714 = phi i64 [ %740, %713 ], [ 0, %710 ]
  %715 = phi double [ %739, %713 ], [ 0.000000e+00, %710 ]
  %716 = phi i64 [ %741, %713 ], [ 0, %710 ]
  %717 = getelementptr inbounds double, ptr %644, i64 %714
  %718 = load double, ptr %717, align 8, !tbaa !9
  %719 = fmul double %718, 8.000000e-01
  %720 = call double @sin(double noundef %719) #12
  %721 = call double @llvm.fmuladd.f64(double %720, double %718, double %715)
  %722 = or disjoint i64 %714, 1
  %723 = getelementptr inbounds double, ptr %644, i64 %722
  %724 = load double, ptr %723, align 8, !tbaa !9
  %725 = fmul double %724, 8.000000e-01
  %726 = call double @sin(double noundef %725) #12
  %727 = call double @llvm.fmuladd.f64(double %726, double %724, double %721)
  %728 = or disjoint i64 %714, 2
  %729 = getelementptr inbounds double, ptr %644, i64 %728
  %730 = load double, ptr %729, align 8, !tbaa !9
  %731 = fmul double %730, 8.000000e-01
  %732 = call double @sin(double noundef %731) #12
  %733 = call double @llvm.fmuladd.f64(double %732, double %730, double %727)
  %734 = or disjoint i64 %714, 3
  %735 = getelementptr inbounds double, ptr %644, i64 %734
  %736 = load double, ptr %735, align 8, !tbaa !9
  %737 = fmul double %736, 8.000000e-01
  %738 = call double @sin(double noundef %737) #12
  %739 = call double @llvm.fmuladd.f64(double %738, double %736, double %733)
  %740 = add nuw nsw i64 %714, 4
  %741 = add i64 %716, 4
  %742 = icmp eq i64 %741, %651
  br i1 %742, label %743, label %713, !llvm.loop !27

743:                                              ; preds = %713, %710
  %744 = phi double [ poison, %710 ], [ %739, %713 ]
  %745 = phi i64 [ 0, %710 ], [ %740, %713 ]
  %746 = phi double [ 0.000000e+00, %710 ], [ %739, %713 ]
  br i1 %652, label %759, label %747

747:                                              ; preds = %743, %747
  %748 = phi i64 [ %756, %747 ], [ %745, %743 ]
  %749 = phi double [ %755, %747 ], [ %746, %743 ]
  %750 = phi i64 [ %757, %747 ], [ 0, %743 ]
  %751 = getelementptr inbounds double, ptr %644, i64 %748
  %752 = load double, ptr %751, align 8, !tbaa !9
  %753 = fmul double %752, 8.000000e-01
  %754 = call double @sin(double noundef %753) #12
  %755 = call double @llvm.fmuladd.f64(double %754, double %752, double %749)
  %756 = add nuw nsw i64 %748, 1
  %757 = add i64 %750, 1
  %758 = icmp eq i64 %757, %649
  br i1 %758, label %759, label %747, !llvm.loop !31

759:                                              ; preds = %747, %743
  %760 = phi double [ %744, %743 ], [ %755, %747 ]
  %761 = fmul double %711, 8.000000e-01
  %762 = fmul double %760, 8.000000e-01
  store double %658, ptr %657, align 8, !tbaa !9
  %763 = fsub double %761, %762
  %764 = fsub double %663, %712
  %765 = fdiv double %763, %764
  %766 = call double @llvm.fabs.f64(double %765)
  %767 = fcmp ogt double %766, 1.000000e+00
  %768 = select i1 %767, double %766, double 1.000000e+00
  %769 = fsub double %656, %765
  %770 = call double @llvm.fabs.f64(double %769)
  %771 = fmul double %768, 0x3EB0C6F7A0B5ED8D
  %772 = fcmp ole double %770, %771
  %773 = select i1 %772, ptr @.str.9, ptr @.str.10
  %774 = trunc nuw nsw i64 %654 to i32
  %775 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %774, double noundef %656, double noundef %765, ptr noundef nonnull %773)
  br i1 %772, label %779, label %776

776:                                              ; preds = %759
  %777 = load i32, ptr @n_fail, align 4, !tbaa !11
  %778 = add nsw i32 %777, 1
  store i32 %778, ptr @n_fail, align 4, !tbaa !11
  br label %779

779:                                              ; preds = %776, %759
  %780 = add nuw nsw i64 %654, 1
  %781 = icmp eq i64 %780, %207
  br i1 %781, label %782, label %653, !llvm.loop !25

782:                                              ; preds = %779
  call void @free(ptr noundef nonnull %644) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  %783 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef -6.000000e-01, i32 noundef %205) #12
  %784 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef -6.000000e-01, i32 noundef %205, double noundef 1.000000e+00, ptr noundef %783) #12
  %785 = and i64 %207, 1
  %786 = icmp eq i64 %286, 0
  br i1 %786, label %809, label %787

787:                                              ; preds = %782
  %788 = and i64 %207, 2147483646
  br label %789

789:                                              ; preds = %789, %787
  %790 = phi i64 [ 0, %787 ], [ %806, %789 ]
  %791 = phi double [ 0.000000e+00, %787 ], [ %805, %789 ]
  %792 = phi i64 [ 0, %787 ], [ %807, %789 ]
  %793 = getelementptr inbounds double, ptr %13, i64 %790
  %794 = load double, ptr %793, align 16, !tbaa !9
  %795 = fmul double %794, -5.999990e-01
  %796 = call double @sin(double noundef %795) #12
  %797 = load double, ptr %793, align 16, !tbaa !9
  %798 = call double @llvm.fmuladd.f64(double %796, double %797, double %791)
  %799 = or disjoint i64 %790, 1
  %800 = getelementptr inbounds double, ptr %13, i64 %799
  %801 = load double, ptr %800, align 8, !tbaa !9
  %802 = fmul double %801, -5.999990e-01
  %803 = call double @sin(double noundef %802) #12
  %804 = load double, ptr %800, align 8, !tbaa !9
  %805 = call double @llvm.fmuladd.f64(double %803, double %804, double %798)
  %806 = add nuw nsw i64 %790, 2
  %807 = add i64 %792, 2
  %808 = icmp eq i64 %807, %788
  br i1 %808, label %809, label %789, !llvm.loop !27

809:                                              ; preds = %789, %782
  %810 = phi double [ poison, %782 ], [ %805, %789 ]
  %811 = phi i64 [ 0, %782 ], [ %806, %789 ]
  %812 = phi double [ 0.000000e+00, %782 ], [ %805, %789 ]
  %813 = icmp eq i64 %785, 0
  br i1 %813, label %821, label %814

814:                                              ; preds = %809
  %815 = getelementptr inbounds double, ptr %13, i64 %811
  %816 = load double, ptr %815, align 8, !tbaa !9
  %817 = fmul double %816, -5.999990e-01
  %818 = call double @sin(double noundef %817) #12
  %819 = load double, ptr %815, align 8, !tbaa !9
  %820 = call double @llvm.fmuladd.f64(double %818, double %819, double %812)
  br label %821

821:                                              ; preds = %809, %814
  %822 = phi double [ %810, %809 ], [ %820, %814 ]
  %823 = and i64 %207, 1
  %824 = icmp eq i64 %286, 0
  br i1 %824, label %847, label %825

825:                                              ; preds = %821
  %826 = and i64 %207, 2147483646
  br label %827

827:                                              ; preds = %827, %825
  %828 = phi i64 [ 0, %825 ], [ %844, %827 ]
  %829 = phi double [ 0.000000e+00, %825 ], [ %843, %827 ]
  %830 = phi i64 [ 0, %825 ], [ %845, %827 ]
  %831 = getelementptr inbounds double, ptr %13, i64 %828
  %832 = load double, ptr %831, align 16, !tbaa !9
  %833 = fmul double %832, -6.000010e-01
  %834 = call double @sin(double noundef %833) #12
  %835 = load double, ptr %831, align 16, !tbaa !9
  %836 = call double @llvm.fmuladd.f64(double %834, double %835, double %829)
  %837 = or disjoint i64 %828, 1
  %838 = getelementptr inbounds double, ptr %13, i64 %837
  %839 = load double, ptr %838, align 8, !tbaa !9
  %840 = fmul double %839, -6.000010e-01
  %841 = call double @sin(double noundef %840) #12
  %842 = load double, ptr %838, align 8, !tbaa !9
  %843 = call double @llvm.fmuladd.f64(double %841, double %842, double %836)
  %844 = add nuw nsw i64 %828, 2
  %845 = add i64 %830, 2
  %846 = icmp eq i64 %845, %826
  br i1 %846, label %847, label %827, !llvm.loop !27

847:                                              ; preds = %827, %821
  %848 = phi double [ poison, %821 ], [ %843, %827 ]
  %849 = phi i64 [ 0, %821 ], [ %844, %827 ]
  %850 = phi double [ 0.000000e+00, %821 ], [ %843, %827 ]
  %851 = icmp eq i64 %823, 0
  br i1 %851, label %859, label %852

852:                                              ; preds = %847
  %853 = getelementptr inbounds double, ptr %13, i64 %849
  %854 = load double, ptr %853, align 8, !tbaa !9
  %855 = fmul double %854, -6.000010e-01
  %856 = call double @sin(double noundef %855) #12
  %857 = load double, ptr %853, align 8, !tbaa !9
  %858 = call double @llvm.fmuladd.f64(double %856, double %857, double %850)
  br label %859

859:                                              ; preds = %847, %852
  %860 = phi double [ %848, %847 ], [ %858, %852 ]
  %861 = fmul double %822, -5.999990e-01
  %862 = fmul double %860, -6.000010e-01
  %863 = fsub double %861, %862
  %864 = fdiv double %863, 0x3EC0C6F7A0B80000
  %865 = call double @llvm.fabs.f64(double %864)
  %866 = fcmp ogt double %865, 1.000000e+00
  %867 = select i1 %866, double %865, double 1.000000e+00
  %868 = fsub double %784, %864
  %869 = call double @llvm.fabs.f64(double %868)
  %870 = fmul double %867, 0x3EB0C6F7A0B5ED8D
  %871 = fcmp ole double %869, %870
  %872 = select i1 %871, ptr @.str.9, ptr @.str.10
  %873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %784, double noundef %864, ptr noundef nonnull %872)
  br i1 %871, label %877, label %874

874:                                              ; preds = %859
  %875 = load i32, ptr @n_fail, align 4, !tbaa !11
  %876 = add nsw i32 %875, 1
  store i32 %876, ptr @n_fail, align 4, !tbaa !11
  br label %877

877:                                              ; preds = %874, %859
  %878 = call noalias ptr @malloc(i64 noundef %282) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %878, ptr nonnull readonly align 16 %13, i64 %285, i1 false)
  %879 = and i64 %207, 3
  %880 = icmp ult i64 %286, 3
  %881 = and i64 %207, 2147483644
  %882 = icmp eq i64 %879, 0
  %883 = and i64 %207, 3
  %884 = icmp ult i64 %286, 3
  %885 = and i64 %207, 2147483644
  %886 = icmp eq i64 %883, 0
  br label %887

887:                                              ; preds = %1013, %877
  %888 = phi i64 [ 0, %877 ], [ %1014, %1013 ]
  %889 = getelementptr inbounds double, ptr %15, i64 %888
  %890 = load double, ptr %889, align 8, !tbaa !9
  %891 = getelementptr inbounds double, ptr %878, i64 %888
  %892 = load double, ptr %891, align 8, !tbaa !9
  %893 = call double @llvm.fabs.f64(double %892)
  %894 = fcmp ogt double %893, 1.000000e+00
  %895 = select i1 %894, double %893, double 1.000000e+00
  %896 = fmul double %895, 0x3EB0C6F7A0B5ED8D
  %897 = fadd double %892, %896
  store double %897, ptr %891, align 8, !tbaa !9
  br i1 %880, label %928, label %898

898:                                              ; preds = %887, %898
  %899 = phi i64 [ %925, %898 ], [ 0, %887 ]
  %900 = phi double [ %924, %898 ], [ 0.000000e+00, %887 ]
  %901 = phi i64 [ %926, %898 ], [ 0, %887 ]
  %902 = getelementptr inbounds double, ptr %878, i64 %899
  %903 = load double, ptr %902, align 8, !tbaa !9
  %904 = fmul double %903, -6.000000e-01
  %905 = call double @sin(double noundef %904) #12
  %906 = call double @llvm.fmuladd.f64(double %905, double %903, double %900)
  %907 = or disjoint i64 %899, 1
  %908 = getelementptr inbounds double, ptr %878, i64 %907
  %909 = load double, ptr %908, align 8, !tbaa !9
  %910 = fmul double %909, -6.000000e-01
  %911 = call double @sin(double noundef %910) #12
  %912 = call double @llvm.fmuladd.f64(double %911, double %909, double %906)
  %913 = or disjoint i64 %899, 2
  %914 = getelementptr inbounds double, ptr %878, i64 %913
  %915 = load double, ptr %914, align 8, !tbaa !9
  %916 = fmul double %915, -6.000000e-01
  %917 = call double @sin(double noundef %916) #12
  %918 = call double @llvm.fmuladd.f64(double %917, double %915, double %912)
  %919 = or disjoint i64 %899, 3
  %920 = getelementptr inbounds double, ptr %878, i64 %919
  %921 = load double, ptr %920, align 8, !tbaa !9
  %922 = fmul double %921, -6.000000e-01
  %923 = call double @sin(double noundef %922) #12
  %924 = call double @llvm.fmuladd.f64(double %923, double %921, double %918)
  %925 = add nuw nsw i64 %899, 4
  %926 = add i64 %901, 4
  %927 = icmp eq i64 %926, %881
  br i1 %927, label %928, label %898, !llvm.loop !27

928:                                              ; preds = %898, %887
  %929 = phi double [ poison, %887 ], [ %924, %898 ]
  %930 = phi i64 [ 0, %887 ], [ %925, %898 ]
  %931 = phi double [ 0.000000e+00, %887 ], [ %924, %898 ]
  br i1 %882, label %944, label %932

932:                                              ; preds = %928, %932
  %933 = phi i64 [ %941, %932 ], [ %930, %928 ]
  %934 = phi double [ %940, %932 ], [ %931, %928 ]
  %935 = phi i64 [ %942, %932 ], [ 0, %928 ]
  %936 = getelementptr inbounds double, ptr %878, i64 %933
  %937 = load double, ptr %936, align 8, !tbaa !9
  %938 = fmul double %937, -6.000000e-01
  %939 = call double @sin(double noundef %938) #12
  %940 = call double @llvm.fmuladd.f64(double %939, double %937, double %934)
  %941 = add nuw nsw i64 %933, 1
  %942 = add i64 %935, 1
  %943 = icmp eq i64 %942, %879
  br i1 %943, label %944, label %932, !llvm.loop !32

944:                                              ; preds = %932, %928
  %945 = phi double [ %929, %928 ], [ %940, %932 ]
  %946 = fsub double %892, %896
  store double %946, ptr %891, align 8, !tbaa !9
  br i1 %884, label %977, label %947

947:                                              ; preds = %944, %947
  %948 = phi i64 [ %974, %947 ], [ 0, %944 ]
  %949 = phi double [ %973, %947 ], [ 0.000000e+00, %944 ]
  %950 = phi i64 [ %975, %947 ], [ 0, %944 ]
  %951 = getelementptr inbounds double, ptr %878, i64 %948
  %952 = load double, ptr %951, align 8, !tbaa !9
  %953 = fmul double %952, -6.000000e-01
  %954 = call double @sin(double noundef %953) #12
  %955 = call double @llvm.fmuladd.f64(double %954, double %952, double %949)
  %956 = or disjoint i64 %948, 1
  %957 = getelementptr inbounds double, ptr %878, i64 %956
  %958 = load double, ptr %957, align 8, !tbaa !9
  %959 = fmul double %958, -6.000000e-01
  %960 = call double @sin(double noundef %959) #12
  %961 = call double @llvm.fmuladd.f64(double %960, double %958, double %955)
  %962 = or disjoint i64 %948, 2
  %963 = getelementptr inbounds double, ptr %878, i64 %962
  %964 = load double, ptr %963, align 8, !tbaa !9
  %965 = fmul double %964, -6.000000e-01
  %966 = call double @sin(double noundef %965) #12
  %967 = call double @llvm.fmuladd.f64(double %966, double %964, double %961)
  %968 = or disjoint i64 %948, 3
  %969 = getelementptr inbounds double, ptr %878, i64 %968
  %970 = load double, ptr %969, align 8, !tbaa !9
  %971 = fmul double %970, -6.000000e-01
  %972 = call double @sin(double noundef %971) #12
  %973 = call double @llvm.fmuladd.f64(double %972, double %970, double %967)
  %974 = add nuw nsw i64 %948, 4
  %975 = add i64 %950, 4
  %976 = icmp eq i64 %975, %885
  br i1 %976, label %977, label %947, !llvm.loop !27

977:                                              ; preds = %947, %944
  %978 = phi double [ poison, %944 ], [ %973, %947 ]
  %979 = phi i64 [ 0, %944 ], [ %974, %947 ]
  %980 = phi double [ 0.000000e+00, %944 ], [ %973, %947 ]
  br i1 %886, label %993, label %981

981:                                              ; preds = %977, %981
  %982 = phi i64 [ %990, %981 ], [ %979, %977 ]
  %983 = phi double [ %989, %981 ], [ %980, %977 ]
  %984 = phi i64 [ %991, %981 ], [ 0, %977 ]
  %985 = getelementptr inbounds double, ptr %878, i64 %982
  %986 = load double, ptr %985, align 8, !tbaa !9
  %987 = fmul double %986, -6.000000e-01
  %988 = call double @sin(double noundef %987) #12
  %989 = call double @llvm.fmuladd.f64(double %988, double %986, double %983)
  %990 = add nuw nsw i64 %982, 1
  %991 = add i64 %984, 1
  %992 = icmp eq i64 %991, %883
  br i1 %992, label %993, label %981, !llvm.loop !33

993:                                              ; preds = %981, %977
  %994 = phi double [ %978, %977 ], [ %989, %981 ]
  %995 = fmul double %945, -6.000000e-01
  %996 = fmul double %994, -6.000000e-01
  store double %892, ptr %891, align 8, !tbaa !9
  %997 = fsub double %995, %996
  %998 = fsub double %897, %946
  %999 = fdiv double %997, %998
  %1000 = call double @llvm.fabs.f64(double %999)
  %1001 = fcmp ogt double %1000, 1.000000e+00
  %1002 = select i1 %1001, double %1000, double 1.000000e+00
  %1003 = fsub double %890, %999
  %1004 = call double @llvm.fabs.f64(double %1003)
  %1005 = fmul double %1002, 0x3EB0C6F7A0B5ED8D
  %1006 = fcmp ole double %1004, %1005
  %1007 = select i1 %1006, ptr @.str.9, ptr @.str.10
  %1008 = trunc nuw nsw i64 %888 to i32
  %1009 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %1008, double noundef %890, double noundef %999, ptr noundef nonnull %1007)
  br i1 %1006, label %1013, label %1010

1010:                                             ; preds = %993
  %1011 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1012 = add nsw i32 %1011, 1
  store i32 %1012, ptr @n_fail, align 4, !tbaa !11
  br label %1013

1013:                                             ; preds = %1010, %993
  %1014 = add nuw nsw i64 %888, 1
  %1015 = icmp eq i64 %1014, %207
  br i1 %1015, label %1016, label %887, !llvm.loop !25

1016:                                             ; preds = %1013
  call void @free(ptr noundef nonnull %878) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %25) #12
  %1017 = load <2 x double>, ptr %13, align 16, !tbaa !9
  %1018 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1017, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %1018, ptr %24, align 16, !tbaa !9
  %1019 = load <2 x double>, ptr %39, align 16, !tbaa !9
  %1020 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1019, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %1020, ptr %190, align 16, !tbaa !9
  %1021 = load <2 x double>, ptr %50, align 16, !tbaa !9
  %1022 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1021, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %1022, ptr %191, align 16, !tbaa !9
  %1023 = load <2 x double>, ptr %61, align 16, !tbaa !9
  %1024 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1023, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %1024, ptr %192, align 16, !tbaa !9
  %1025 = load <2 x double>, ptr %72, align 16, !tbaa !9
  %1026 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1025, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %1026, ptr %193, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, ptr noundef nonnull align 16 dereferenceable(80) %13, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %25, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, i8 0, i64 80, i1 false)
  %1027 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %205) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %26) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %26, ptr noundef nonnull align 16 dereferenceable(80) %24, i64 80, i1 false)
  %1028 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %26, ptr noundef nonnull %25, ptr noundef nonnull %22, ptr noundef nonnull %23, i32 noundef %205) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %25, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %1029 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %26, ptr noundef nonnull %25, ptr noundef nonnull %22, ptr noundef nonnull %23, i32 noundef %205, ptr noundef %1028) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %1030 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %205, ptr noundef %1027) #12
  %1031 = call noalias ptr @malloc(i64 noundef %282) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1031, ptr nonnull readonly align 16 %13, i64 %285, i1 false)
  %1032 = and i64 %207, 2147483644
  %1033 = icmp eq i64 %1032, %207
  %1034 = and i64 %207, 1
  %1035 = icmp eq i64 %286, 0
  %1036 = and i64 %207, 2147483646
  %1037 = icmp eq i64 %1034, 0
  %1038 = and i64 %207, 2147483644
  %1039 = icmp eq i64 %1038, %207
  %1040 = and i64 %207, 1
  %1041 = icmp eq i64 %286, 0
  %1042 = and i64 %207, 2147483646
  %1043 = icmp eq i64 %1040, 0
  br label %1051

1044:                                             ; preds = %627, %1044
  %1045 = phi i64 [ %1049, %1044 ], [ %628, %627 ]
  %1046 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 %1045
  %1047 = load double, ptr %1046, align 8, !tbaa !9
  %1048 = fmul double %1047, 5.000000e-01
  store double %1048, ptr %1046, align 8, !tbaa !9
  %1049 = add nuw nsw i64 %1045, 1
  %1050 = icmp eq i64 %1049, %257
  br i1 %1050, label %643, label %1044, !llvm.loop !34

1051:                                             ; preds = %1016, %1257
  %1052 = phi i64 [ 0, %1016 ], [ %1258, %1257 ]
  %1053 = getelementptr inbounds double, ptr %15, i64 %1052
  %1054 = load double, ptr %1053, align 8, !tbaa !9
  %1055 = getelementptr inbounds double, ptr %1031, i64 %1052
  %1056 = load double, ptr %1055, align 8, !tbaa !9
  %1057 = call double @llvm.fabs.f64(double %1056)
  %1058 = fcmp ogt double %1057, 1.000000e+00
  %1059 = select i1 %1058, double %1057, double 1.000000e+00
  %1060 = fmul double %1059, 0x3EB0C6F7A0B5ED8D
  %1061 = fadd double %1056, %1060
  store double %1061, ptr %1055, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 8 %1031, i64 %285, i1 false)
  br label %1062

1062:                                             ; preds = %1062, %1051
  %1063 = phi i64 [ 0, %1051 ], [ %1068, %1062 ]
  %1064 = getelementptr inbounds double, ptr %5, i64 %1063
  %1065 = load double, ptr %1064, align 8, !tbaa !9
  %1066 = fmul double %1065, %1065
  %1067 = call double @sin(double noundef %1065) #12
  %1068 = add nuw nsw i64 %1063, 1
  %1069 = icmp eq i64 %1068, %207
  %1070 = select i1 %1069, i64 0, i64 %1068
  %1071 = getelementptr inbounds double, ptr %5, i64 %1070
  %1072 = load double, ptr %1071, align 8, !tbaa !9
  %1073 = fneg double %1065
  %1074 = call double @exp(double noundef %1073) #12
  %1075 = fmul double %1072, %1074
  %1076 = call double @llvm.fmuladd.f64(double %1066, double %1067, double %1075)
  %1077 = getelementptr inbounds double, ptr %6, i64 %1063
  store double %1076, ptr %1077, align 8, !tbaa !9
  br i1 %1069, label %1078, label %1062, !llvm.loop !13

1078:                                             ; preds = %1062
  br i1 %202, label %1092, label %1079

1079:                                             ; preds = %1078, %1079
  %1080 = phi i64 [ %1089, %1079 ], [ 0, %1078 ]
  %1081 = getelementptr inbounds double, ptr %5, i64 %1080
  %1082 = getelementptr inbounds i8, ptr %1081, i64 16
  %1083 = load <2 x double>, ptr %1081, align 16, !tbaa !9
  %1084 = load <2 x double>, ptr %1082, align 16, !tbaa !9
  %1085 = fmul <2 x double> %1083, <double 5.000000e-01, double 5.000000e-01>
  %1086 = fmul <2 x double> %1084, <double 5.000000e-01, double 5.000000e-01>
  %1087 = fmul <2 x double> %1083, %1085
  %1088 = fmul <2 x double> %1084, %1086
  store <2 x double> %1087, ptr %1081, align 16, !tbaa !9
  store <2 x double> %1088, ptr %1082, align 16, !tbaa !9
  %1089 = add nuw i64 %1080, 4
  %1090 = icmp eq i64 %1089, %1032
  br i1 %1090, label %1091, label %1079, !llvm.loop !35

1091:                                             ; preds = %1079
  br i1 %1033, label %1102, label %1092

1092:                                             ; preds = %1091, %1078
  %1093 = phi i64 [ 0, %1078 ], [ %1032, %1091 ]
  br label %1094

1094:                                             ; preds = %1092, %1094
  %1095 = phi i64 [ %1100, %1094 ], [ %1093, %1092 ]
  %1096 = getelementptr inbounds double, ptr %5, i64 %1095
  %1097 = load double, ptr %1096, align 8, !tbaa !9
  %1098 = fmul double %1097, 5.000000e-01
  %1099 = fmul double %1097, %1098
  store double %1099, ptr %1096, align 8, !tbaa !9
  %1100 = add nuw nsw i64 %1095, 1
  %1101 = icmp eq i64 %1100, %207
  br i1 %1101, label %1102, label %1094, !llvm.loop !36

1102:                                             ; preds = %1094, %1091
  br i1 %1035, label %1133, label %1103

1103:                                             ; preds = %1102, %1103
  %1104 = phi i64 [ %1130, %1103 ], [ 0, %1102 ]
  %1105 = phi double [ %1129, %1103 ], [ 0.000000e+00, %1102 ]
  %1106 = phi i64 [ %1131, %1103 ], [ 0, %1102 ]
  %1107 = getelementptr inbounds double, ptr %18, i64 %1104
  %1108 = load double, ptr %1107, align 16, !tbaa !9
  %1109 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %1104
  %1110 = load double, ptr %1109, align 16, !tbaa !9
  %1111 = getelementptr inbounds double, ptr %19, i64 %1104
  %1112 = load double, ptr %1111, align 16, !tbaa !9
  %1113 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %1104
  %1114 = load double, ptr %1113, align 16, !tbaa !9
  %1115 = fmul double %1112, %1114
  %1116 = call double @llvm.fmuladd.f64(double %1108, double %1110, double %1115)
  %1117 = fadd double %1105, %1116
  %1118 = or disjoint i64 %1104, 1
  %1119 = getelementptr inbounds double, ptr %18, i64 %1118
  %1120 = load double, ptr %1119, align 8, !tbaa !9
  %1121 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %1118
  %1122 = load double, ptr %1121, align 8, !tbaa !9
  %1123 = getelementptr inbounds double, ptr %19, i64 %1118
  %1124 = load double, ptr %1123, align 8, !tbaa !9
  %1125 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %1118
  %1126 = load double, ptr %1125, align 8, !tbaa !9
  %1127 = fmul double %1124, %1126
  %1128 = call double @llvm.fmuladd.f64(double %1120, double %1122, double %1127)
  %1129 = fadd double %1117, %1128
  %1130 = add nuw nsw i64 %1104, 2
  %1131 = add i64 %1106, 2
  %1132 = icmp eq i64 %1131, %1036
  br i1 %1132, label %1133, label %1103, !llvm.loop !22

1133:                                             ; preds = %1103, %1102
  %1134 = phi double [ poison, %1102 ], [ %1129, %1103 ]
  %1135 = phi i64 [ 0, %1102 ], [ %1130, %1103 ]
  %1136 = phi double [ 0.000000e+00, %1102 ], [ %1129, %1103 ]
  br i1 %1037, label %1149, label %1137

1137:                                             ; preds = %1133
  %1138 = getelementptr inbounds double, ptr %18, i64 %1135
  %1139 = load double, ptr %1138, align 8, !tbaa !9
  %1140 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %1135
  %1141 = load double, ptr %1140, align 8, !tbaa !9
  %1142 = getelementptr inbounds double, ptr %19, i64 %1135
  %1143 = load double, ptr %1142, align 8, !tbaa !9
  %1144 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %1135
  %1145 = load double, ptr %1144, align 8, !tbaa !9
  %1146 = fmul double %1143, %1145
  %1147 = call double @llvm.fmuladd.f64(double %1139, double %1141, double %1146)
  %1148 = fadd double %1136, %1147
  br label %1149

1149:                                             ; preds = %1133, %1137
  %1150 = phi double [ %1134, %1133 ], [ %1148, %1137 ]
  %1151 = fsub double %1056, %1060
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #12
  store double %1151, ptr %1055, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 8 %1031, i64 %285, i1 false)
  br label %1152

1152:                                             ; preds = %1152, %1149
  %1153 = phi i64 [ 0, %1149 ], [ %1158, %1152 ]
  %1154 = getelementptr inbounds double, ptr %7, i64 %1153
  %1155 = load double, ptr %1154, align 8, !tbaa !9
  %1156 = fmul double %1155, %1155
  %1157 = call double @sin(double noundef %1155) #12
  %1158 = add nuw nsw i64 %1153, 1
  %1159 = icmp eq i64 %1158, %207
  %1160 = select i1 %1159, i64 0, i64 %1158
  %1161 = getelementptr inbounds double, ptr %7, i64 %1160
  %1162 = load double, ptr %1161, align 8, !tbaa !9
  %1163 = fneg double %1155
  %1164 = call double @exp(double noundef %1163) #12
  %1165 = fmul double %1162, %1164
  %1166 = call double @llvm.fmuladd.f64(double %1156, double %1157, double %1165)
  %1167 = getelementptr inbounds double, ptr %8, i64 %1153
  store double %1166, ptr %1167, align 8, !tbaa !9
  br i1 %1159, label %1168, label %1152, !llvm.loop !13

1168:                                             ; preds = %1152
  br i1 %202, label %1182, label %1169

1169:                                             ; preds = %1168, %1169
  %1170 = phi i64 [ %1179, %1169 ], [ 0, %1168 ]
  %1171 = getelementptr inbounds double, ptr %7, i64 %1170
  %1172 = getelementptr inbounds i8, ptr %1171, i64 16
  %1173 = load <2 x double>, ptr %1171, align 16, !tbaa !9
  %1174 = load <2 x double>, ptr %1172, align 16, !tbaa !9
  %1175 = fmul <2 x double> %1173, <double 5.000000e-01, double 5.000000e-01>
  %1176 = fmul <2 x double> %1174, <double 5.000000e-01, double 5.000000e-01>
  %1177 = fmul <2 x double> %1173, %1175
  %1178 = fmul <2 x double> %1174, %1176
  store <2 x double> %1177, ptr %1171, align 16, !tbaa !9
  store <2 x double> %1178, ptr %1172, align 16, !tbaa !9
  %1179 = add nuw i64 %1170, 4
  %1180 = icmp eq i64 %1179, %1038
  br i1 %1180, label %1181, label %1169, !llvm.loop !37

1181:                                             ; preds = %1169
  br i1 %1039, label %1192, label %1182

1182:                                             ; preds = %1181, %1168
  %1183 = phi i64 [ 0, %1168 ], [ %1038, %1181 ]
  br label %1184

1184:                                             ; preds = %1182, %1184
  %1185 = phi i64 [ %1190, %1184 ], [ %1183, %1182 ]
  %1186 = getelementptr inbounds double, ptr %7, i64 %1185
  %1187 = load double, ptr %1186, align 8, !tbaa !9
  %1188 = fmul double %1187, 5.000000e-01
  %1189 = fmul double %1187, %1188
  store double %1189, ptr %1186, align 8, !tbaa !9
  %1190 = add nuw nsw i64 %1185, 1
  %1191 = icmp eq i64 %1190, %207
  br i1 %1191, label %1192, label %1184, !llvm.loop !38

1192:                                             ; preds = %1184, %1181
  br i1 %1041, label %1223, label %1193

1193:                                             ; preds = %1192, %1193
  %1194 = phi i64 [ %1220, %1193 ], [ 0, %1192 ]
  %1195 = phi double [ %1219, %1193 ], [ 0.000000e+00, %1192 ]
  %1196 = phi i64 [ %1221, %1193 ], [ 0, %1192 ]
  %1197 = getelementptr inbounds double, ptr %18, i64 %1194
  %1198 = load double, ptr %1197, align 16, !tbaa !9
  %1199 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 %1194
  %1200 = load double, ptr %1199, align 16, !tbaa !9
  %1201 = getelementptr inbounds double, ptr %19, i64 %1194
  %1202 = load double, ptr %1201, align 16, !tbaa !9
  %1203 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %1194
  %1204 = load double, ptr %1203, align 16, !tbaa !9
  %1205 = fmul double %1202, %1204
  %1206 = call double @llvm.fmuladd.f64(double %1198, double %1200, double %1205)
  %1207 = fadd double %1195, %1206
  %1208 = or disjoint i64 %1194, 1
  %1209 = getelementptr inbounds double, ptr %18, i64 %1208
  %1210 = load double, ptr %1209, align 8, !tbaa !9
  %1211 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 %1208
  %1212 = load double, ptr %1211, align 8, !tbaa !9
  %1213 = getelementptr inbounds double, ptr %19, i64 %1208
  %1214 = load double, ptr %1213, align 8, !tbaa !9
  %1215 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %1208
  %1216 = load double, ptr %1215, align 8, !tbaa !9
  %1217 = fmul double %1214, %1216
  %1218 = call double @llvm.fmuladd.f64(double %1210, double %1212, double %1217)
  %1219 = fadd double %1207, %1218
  %1220 = add nuw nsw i64 %1194, 2
  %1221 = add i64 %1196, 2
  %1222 = icmp eq i64 %1221, %1042
  br i1 %1222, label %1223, label %1193, !llvm.loop !22

1223:                                             ; preds = %1193, %1192
  %1224 = phi double [ poison, %1192 ], [ %1219, %1193 ]
  %1225 = phi i64 [ 0, %1192 ], [ %1220, %1193 ]
  %1226 = phi double [ 0.000000e+00, %1192 ], [ %1219, %1193 ]
  br i1 %1043, label %1239, label %1227

1227:                                             ; preds = %1223
  %1228 = getelementptr inbounds double, ptr %18, i64 %1225
  %1229 = load double, ptr %1228, align 8, !tbaa !9
  %1230 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 %1225
  %1231 = load double, ptr %1230, align 8, !tbaa !9
  %1232 = getelementptr inbounds double, ptr %19, i64 %1225
  %1233 = load double, ptr %1232, align 8, !tbaa !9
  %1234 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %1225
  %1235 = load double, ptr %1234, align 8, !tbaa !9
  %1236 = fmul double %1233, %1235
  %1237 = call double @llvm.fmuladd.f64(double %1229, double %1231, double %1236)
  %1238 = fadd double %1226, %1237
  br label %1239

1239:                                             ; preds = %1223, %1227
  %1240 = phi double [ %1224, %1223 ], [ %1238, %1227 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #12
  store double %1056, ptr %1055, align 8, !tbaa !9
  %1241 = fsub double %1150, %1240
  %1242 = fsub double %1061, %1151
  %1243 = fdiv double %1241, %1242
  %1244 = call double @llvm.fabs.f64(double %1243)
  %1245 = fcmp ogt double %1244, 1.000000e+00
  %1246 = select i1 %1245, double %1244, double 1.000000e+00
  %1247 = fsub double %1054, %1243
  %1248 = call double @llvm.fabs.f64(double %1247)
  %1249 = fmul double %1246, 0x3EB0C6F7A0B5ED8D
  %1250 = fcmp ole double %1248, %1249
  %1251 = select i1 %1250, ptr @.str.9, ptr @.str.10
  %1252 = trunc nuw nsw i64 %1052 to i32
  %1253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %1252, double noundef %1054, double noundef %1243, ptr noundef nonnull %1251)
  br i1 %1250, label %1257, label %1254

1254:                                             ; preds = %1239
  %1255 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1256 = add nsw i32 %1255, 1
  store i32 %1256, ptr @n_fail, align 4, !tbaa !11
  br label %1257

1257:                                             ; preds = %1254, %1239
  %1258 = add nuw nsw i64 %1052, 1
  %1259 = icmp eq i64 %1258, %207
  br i1 %1259, label %1260, label %1051, !llvm.loop !25

1260:                                             ; preds = %1257
  call void @free(ptr noundef nonnull %1031) #12
  %1261 = call noalias ptr @malloc(i64 noundef %282) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1261, ptr nonnull readonly align 16 %24, i64 %285, i1 false)
  %1262 = and i64 %207, 2147483644
  %1263 = icmp eq i64 %1262, %207
  %1264 = and i64 %207, 1
  %1265 = icmp eq i64 %286, 0
  %1266 = and i64 %207, 2147483646
  %1267 = icmp eq i64 %1264, 0
  %1268 = and i64 %207, 2147483644
  %1269 = icmp eq i64 %1268, %207
  %1270 = and i64 %207, 1
  %1271 = icmp eq i64 %286, 0
  %1272 = and i64 %207, 2147483646
  %1273 = icmp eq i64 %1270, 0
  br label %1274

1274:                                             ; preds = %1260, %1480
  %1275 = phi i64 [ 0, %1260 ], [ %1481, %1480 ]
  %1276 = getelementptr inbounds double, ptr %25, i64 %1275
  %1277 = load double, ptr %1276, align 8, !tbaa !9
  %1278 = getelementptr inbounds double, ptr %1261, i64 %1275
  %1279 = load double, ptr %1278, align 8, !tbaa !9
  %1280 = call double @llvm.fabs.f64(double %1279)
  %1281 = fcmp ogt double %1280, 1.000000e+00
  %1282 = select i1 %1281, double %1280, double 1.000000e+00
  %1283 = fmul double %1282, 0x3EB0C6F7A0B5ED8D
  %1284 = fadd double %1279, %1283
  store double %1284, ptr %1278, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %1261, i64 %285, i1 false)
  br label %1285

1285:                                             ; preds = %1285, %1274
  %1286 = phi i64 [ 0, %1274 ], [ %1291, %1285 ]
  %1287 = getelementptr inbounds double, ptr %1, i64 %1286
  %1288 = load double, ptr %1287, align 8, !tbaa !9
  %1289 = fmul double %1288, %1288
  %1290 = call double @sin(double noundef %1288) #12
  %1291 = add nuw nsw i64 %1286, 1
  %1292 = icmp eq i64 %1291, %207
  %1293 = select i1 %1292, i64 0, i64 %1291
  %1294 = getelementptr inbounds double, ptr %1, i64 %1293
  %1295 = load double, ptr %1294, align 8, !tbaa !9
  %1296 = fneg double %1288
  %1297 = call double @exp(double noundef %1296) #12
  %1298 = fmul double %1295, %1297
  %1299 = call double @llvm.fmuladd.f64(double %1289, double %1290, double %1298)
  %1300 = getelementptr inbounds double, ptr %2, i64 %1286
  store double %1299, ptr %1300, align 8, !tbaa !9
  br i1 %1292, label %1301, label %1285, !llvm.loop !13

1301:                                             ; preds = %1285
  br i1 %202, label %1315, label %1302

1302:                                             ; preds = %1301, %1302
  %1303 = phi i64 [ %1312, %1302 ], [ 0, %1301 ]
  %1304 = getelementptr inbounds double, ptr %1, i64 %1303
  %1305 = getelementptr inbounds i8, ptr %1304, i64 16
  %1306 = load <2 x double>, ptr %1304, align 16, !tbaa !9
  %1307 = load <2 x double>, ptr %1305, align 16, !tbaa !9
  %1308 = fmul <2 x double> %1306, <double 5.000000e-01, double 5.000000e-01>
  %1309 = fmul <2 x double> %1307, <double 5.000000e-01, double 5.000000e-01>
  %1310 = fmul <2 x double> %1306, %1308
  %1311 = fmul <2 x double> %1307, %1309
  store <2 x double> %1310, ptr %1304, align 16, !tbaa !9
  store <2 x double> %1311, ptr %1305, align 16, !tbaa !9
  %1312 = add nuw i64 %1303, 4
  %1313 = icmp eq i64 %1312, %1262
  br i1 %1313, label %1314, label %1302, !llvm.loop !39

1314:                                             ; preds = %1302
  br i1 %1263, label %1325, label %1315

1315:                                             ; preds = %1314, %1301
  %1316 = phi i64 [ 0, %1301 ], [ %1262, %1314 ]
  br label %1317

1317:                                             ; preds = %1315, %1317
  %1318 = phi i64 [ %1323, %1317 ], [ %1316, %1315 ]
  %1319 = getelementptr inbounds double, ptr %1, i64 %1318
  %1320 = load double, ptr %1319, align 8, !tbaa !9
  %1321 = fmul double %1320, 5.000000e-01
  %1322 = fmul double %1320, %1321
  store double %1322, ptr %1319, align 8, !tbaa !9
  %1323 = add nuw nsw i64 %1318, 1
  %1324 = icmp eq i64 %1323, %207
  br i1 %1324, label %1325, label %1317, !llvm.loop !40

1325:                                             ; preds = %1317, %1314
  br i1 %1265, label %1356, label %1326

1326:                                             ; preds = %1325, %1326
  %1327 = phi i64 [ %1353, %1326 ], [ 0, %1325 ]
  %1328 = phi double [ %1352, %1326 ], [ 0.000000e+00, %1325 ]
  %1329 = phi i64 [ %1354, %1326 ], [ 0, %1325 ]
  %1330 = getelementptr inbounds double, ptr %18, i64 %1327
  %1331 = load double, ptr %1330, align 16, !tbaa !9
  %1332 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %1327
  %1333 = load double, ptr %1332, align 16, !tbaa !9
  %1334 = getelementptr inbounds double, ptr %19, i64 %1327
  %1335 = load double, ptr %1334, align 16, !tbaa !9
  %1336 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %1327
  %1337 = load double, ptr %1336, align 16, !tbaa !9
  %1338 = fmul double %1335, %1337
  %1339 = call double @llvm.fmuladd.f64(double %1331, double %1333, double %1338)
  %1340 = fadd double %1328, %1339
  %1341 = or disjoint i64 %1327, 1
  %1342 = getelementptr inbounds double, ptr %18, i64 %1341
  %1343 = load double, ptr %1342, align 8, !tbaa !9
  %1344 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %1341
  %1345 = load double, ptr %1344, align 8, !tbaa !9
  %1346 = getelementptr inbounds double, ptr %19, i64 %1341
  %1347 = load double, ptr %1346, align 8, !tbaa !9
  %1348 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %1341
  %1349 = load double, ptr %1348, align 8, !tbaa !9
  %1350 = fmul double %1347, %1349
  %1351 = call double @llvm.fmuladd.f64(double %1343, double %1345, double %1350)
  %1352 = fadd double %1340, %1351
  %1353 = add nuw nsw i64 %1327, 2
  %1354 = add i64 %1329, 2
  %1355 = icmp eq i64 %1354, %1266
  br i1 %1355, label %1356, label %1326, !llvm.loop !22

1356:                                             ; preds = %1326, %1325
  %1357 = phi double [ poison, %1325 ], [ %1352, %1326 ]
  %1358 = phi i64 [ 0, %1325 ], [ %1353, %1326 ]
  %1359 = phi double [ 0.000000e+00, %1325 ], [ %1352, %1326 ]
  br i1 %1267, label %1372, label %1360

1360:                                             ; preds = %1356
  %1361 = getelementptr inbounds double, ptr %18, i64 %1358
  %1362 = load double, ptr %1361, align 8, !tbaa !9
  %1363 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %1358
  %1364 = load double, ptr %1363, align 8, !tbaa !9
  %1365 = getelementptr inbounds double, ptr %19, i64 %1358
  %1366 = load double, ptr %1365, align 8, !tbaa !9
  %1367 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %1358
  %1368 = load double, ptr %1367, align 8, !tbaa !9
  %1369 = fmul double %1366, %1368
  %1370 = call double @llvm.fmuladd.f64(double %1362, double %1364, double %1369)
  %1371 = fadd double %1359, %1370
  br label %1372

1372:                                             ; preds = %1356, %1360
  %1373 = phi double [ %1357, %1356 ], [ %1371, %1360 ]
  %1374 = fsub double %1279, %1283
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #12
  store double %1374, ptr %1278, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %1261, i64 %285, i1 false)
  br label %1375

1375:                                             ; preds = %1375, %1372
  %1376 = phi i64 [ 0, %1372 ], [ %1381, %1375 ]
  %1377 = getelementptr inbounds double, ptr %3, i64 %1376
  %1378 = load double, ptr %1377, align 8, !tbaa !9
  %1379 = fmul double %1378, %1378
  %1380 = call double @sin(double noundef %1378) #12
  %1381 = add nuw nsw i64 %1376, 1
  %1382 = icmp eq i64 %1381, %207
  %1383 = select i1 %1382, i64 0, i64 %1381
  %1384 = getelementptr inbounds double, ptr %3, i64 %1383
  %1385 = load double, ptr %1384, align 8, !tbaa !9
  %1386 = fneg double %1378
  %1387 = call double @exp(double noundef %1386) #12
  %1388 = fmul double %1385, %1387
  %1389 = call double @llvm.fmuladd.f64(double %1379, double %1380, double %1388)
  %1390 = getelementptr inbounds double, ptr %4, i64 %1376
  store double %1389, ptr %1390, align 8, !tbaa !9
  br i1 %1382, label %1391, label %1375, !llvm.loop !13

1391:                                             ; preds = %1375
  br i1 %202, label %1405, label %1392

1392:                                             ; preds = %1391, %1392
  %1393 = phi i64 [ %1402, %1392 ], [ 0, %1391 ]
  %1394 = getelementptr inbounds double, ptr %3, i64 %1393
  %1395 = getelementptr inbounds i8, ptr %1394, i64 16
  %1396 = load <2 x double>, ptr %1394, align 16, !tbaa !9
  %1397 = load <2 x double>, ptr %1395, align 16, !tbaa !9
  %1398 = fmul <2 x double> %1396, <double 5.000000e-01, double 5.000000e-01>
  %1399 = fmul <2 x double> %1397, <double 5.000000e-01, double 5.000000e-01>
  %1400 = fmul <2 x double> %1396, %1398
  %1401 = fmul <2 x double> %1397, %1399
  store <2 x double> %1400, ptr %1394, align 16, !tbaa !9
  store <2 x double> %1401, ptr %1395, align 16, !tbaa !9
  %1402 = add nuw i64 %1393, 4
  %1403 = icmp eq i64 %1402, %1268
  br i1 %1403, label %1404, label %1392, !llvm.loop !41

1404:                                             ; preds = %1392
  br i1 %1269, label %1415, label %1405

1405:                                             ; preds = %1404, %1391
  %1406 = phi i64 [ 0, %1391 ], [ %1268, %1404 ]
  br label %1407

1407:                                             ; preds = %1405, %1407
  %1408 = phi i64 [ %1413, %1407 ], [ %1406, %1405 ]
  %1409 = getelementptr inbounds double, ptr %3, i64 %1408
  %1410 = load double, ptr %1409, align 8, !tbaa !9
  %1411 = fmul double %1410, 5.000000e-01
  %1412 = fmul double %1410, %1411
  store double %1412, ptr %1409, align 8, !tbaa !9
  %1413 = add nuw nsw i64 %1408, 1
  %1414 = icmp eq i64 %1413, %207
  br i1 %1414, label %1415, label %1407, !llvm.loop !42

1415:                                             ; preds = %1407, %1404
  br i1 %1271, label %1446, label %1416

1416:                                             ; preds = %1415, %1416
  %1417 = phi i64 [ %1443, %1416 ], [ 0, %1415 ]
  %1418 = phi double [ %1442, %1416 ], [ 0.000000e+00, %1415 ]
  %1419 = phi i64 [ %1444, %1416 ], [ 0, %1415 ]
  %1420 = getelementptr inbounds double, ptr %18, i64 %1417
  %1421 = load double, ptr %1420, align 16, !tbaa !9
  %1422 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %1417
  %1423 = load double, ptr %1422, align 16, !tbaa !9
  %1424 = getelementptr inbounds double, ptr %19, i64 %1417
  %1425 = load double, ptr %1424, align 16, !tbaa !9
  %1426 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %1417
  %1427 = load double, ptr %1426, align 16, !tbaa !9
  %1428 = fmul double %1425, %1427
  %1429 = call double @llvm.fmuladd.f64(double %1421, double %1423, double %1428)
  %1430 = fadd double %1418, %1429
  %1431 = or disjoint i64 %1417, 1
  %1432 = getelementptr inbounds double, ptr %18, i64 %1431
  %1433 = load double, ptr %1432, align 8, !tbaa !9
  %1434 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %1431
  %1435 = load double, ptr %1434, align 8, !tbaa !9
  %1436 = getelementptr inbounds double, ptr %19, i64 %1431
  %1437 = load double, ptr %1436, align 8, !tbaa !9
  %1438 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %1431
  %1439 = load double, ptr %1438, align 8, !tbaa !9
  %1440 = fmul double %1437, %1439
  %1441 = call double @llvm.fmuladd.f64(double %1433, double %1435, double %1440)
  %1442 = fadd double %1430, %1441
  %1443 = add nuw nsw i64 %1417, 2
  %1444 = add i64 %1419, 2
  %1445 = icmp eq i64 %1444, %1272
  br i1 %1445, label %1446, label %1416, !llvm.loop !22

1446:                                             ; preds = %1416, %1415
  %1447 = phi double [ poison, %1415 ], [ %1442, %1416 ]
  %1448 = phi i64 [ 0, %1415 ], [ %1443, %1416 ]
  %1449 = phi double [ 0.000000e+00, %1415 ], [ %1442, %1416 ]
  br i1 %1273, label %1462, label %1450

1450:                                             ; preds = %1446
  %1451 = getelementptr inbounds double, ptr %18, i64 %1448
  %1452 = load double, ptr %1451, align 8, !tbaa !9
  %1453 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %1448
  %1454 = load double, ptr %1453, align 8, !tbaa !9
  %1455 = getelementptr inbounds double, ptr %19, i64 %1448
  %1456 = load double, ptr %1455, align 8, !tbaa !9
  %1457 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %1448
  %1458 = load double, ptr %1457, align 8, !tbaa !9
  %1459 = fmul double %1456, %1458
  %1460 = call double @llvm.fmuladd.f64(double %1452, double %1454, double %1459)
  %1461 = fadd double %1449, %1460
  br label %1462

1462:                                             ; preds = %1446, %1450
  %1463 = phi double [ %1447, %1446 ], [ %1461, %1450 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #12
  store double %1279, ptr %1278, align 8, !tbaa !9
  %1464 = fsub double %1373, %1463
  %1465 = fsub double %1284, %1374
  %1466 = fdiv double %1464, %1465
  %1467 = call double @llvm.fabs.f64(double %1466)
  %1468 = fcmp ogt double %1467, 1.000000e+00
  %1469 = select i1 %1468, double %1467, double 1.000000e+00
  %1470 = fsub double %1277, %1466
  %1471 = call double @llvm.fabs.f64(double %1470)
  %1472 = fmul double %1469, 0x3EB0C6F7A0B5ED8D
  %1473 = fcmp ole double %1471, %1472
  %1474 = select i1 %1473, ptr @.str.9, ptr @.str.10
  %1475 = trunc nuw nsw i64 %1275 to i32
  %1476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %1475, double noundef %1277, double noundef %1466, ptr noundef nonnull %1474)
  br i1 %1473, label %1480, label %1477

1477:                                             ; preds = %1462
  %1478 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1479 = add nsw i32 %1478, 1
  store i32 %1479, ptr @n_fail, align 4, !tbaa !11
  br label %1480

1480:                                             ; preds = %1477, %1462
  %1481 = add nuw nsw i64 %1275, 1
  %1482 = icmp eq i64 %1481, %207
  br i1 %1482, label %1483, label %1274, !llvm.loop !25

1483:                                             ; preds = %1480
  call void @free(ptr noundef nonnull %1261) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %25) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %24)
  br i1 %201, label %200, label %194, !llvm.loop !43
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
  br i1 %26, label %27, label %15, !llvm.loop !44

27:                                               ; preds = %15
  %28 = icmp eq i64 %14, %6
  br i1 %28, label %48, label %11

29:                                               ; preds = %5, %29
  %30 = phi i64 [ 0, %5 ], [ %35, %29 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul double %32, %32
  %34 = tail call double @sin(double noundef %32) #12
  %35 = add nuw nsw i64 %30, 1
  %36 = icmp eq i64 %35, %6
  %37 = and i64 %35, 4294967295
  %38 = select i1 %36, i64 0, i64 %37
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = load double, ptr %31, align 8, !tbaa !9
  %42 = fneg double %41
  %43 = tail call double @exp(double noundef %42) #12
  %44 = fmul double %40, %43
  %45 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %44)
  %46 = getelementptr inbounds double, ptr %1, i64 %30
  store double %45, ptr %46, align 8, !tbaa !9
  %47 = icmp eq i64 %35, %6
  br i1 %47, label %7, label %29, !llvm.loop !13

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
  br i1 %56, label %48, label %49, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #4

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
  %20 = tail call double @sin(double noundef %19) #12
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
  %33 = tail call double @sin(double noundef %32) #12
  %34 = load double, ptr %30, align 8, !tbaa !9
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  %36 = or disjoint i64 %27, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %1
  %40 = tail call double @sin(double noundef %39) #12
  %41 = load double, ptr %37, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %41, double %35)
  %43 = add nuw nsw i64 %27, 2
  %44 = add i64 %29, 2
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %11, label %26, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !14, !17, !16}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14, !16, !17}
!21 = distinct !{!21, !14, !17, !16}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !16, !17}
!24 = distinct !{!24, !14, !17, !16}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14, !16, !17}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !30}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !30}
!34 = distinct !{!34, !14, !17, !16}
!35 = distinct !{!35, !14, !16, !17}
!36 = distinct !{!36, !14, !17, !16}
!37 = distinct !{!37, !14, !16, !17}
!38 = distinct !{!38, !14, !17, !16}
!39 = distinct !{!39, !14, !16, !17}
!40 = distinct !{!40, !14, !17, !16}
!41 = distinct !{!41, !14, !16, !17}
!42 = distinct !{!42, !14, !17, !16}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14, !16, !17}
!45 = distinct !{!45, !14, !17, !16}
