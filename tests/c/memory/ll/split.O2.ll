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

194:                                              ; preds = %1252
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

200:                                              ; preds = %0, %1252
  %201 = phi i1 [ true, %0 ], [ false, %1252 ]
  %202 = phi i1 [ false, %0 ], [ true, %1252 ]
  %203 = phi i64 [ 0, %0 ], [ 1, %1252 ]
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
  br label %527

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

280:                                              ; preds = %546
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
  %509 = and i64 %207, 1
  %510 = icmp eq i64 %286, 0
  %511 = and i64 %207, 2147483646
  %512 = icmp eq i64 %509, 0
  %513 = and i64 %207, 1
  %514 = icmp eq i64 %286, 0
  %515 = and i64 %207, 2147483646
  %516 = icmp eq i64 %513, 0
  %517 = and i64 %254, 2147483646
  %518 = icmp eq i64 %517, %254
  %519 = and i64 %207, 3
  %520 = icmp ult i64 %286, 3
  %521 = and i64 %207, 2147483644
  %522 = icmp eq i64 %519, 0
  %523 = and i64 %207, 3
  %524 = icmp ult i64 %286, 3
  %525 = and i64 %207, 2147483644
  %526 = icmp eq i64 %523, 0
  br label %577

527:                                              ; preds = %255, %546
  %528 = phi i64 [ 0, %255 ], [ %547, %546 ]
  %529 = getelementptr inbounds [10 x double], ptr %14, i64 0, i64 %528
  %530 = load double, ptr %529, align 8, !tbaa !9
  %531 = getelementptr inbounds [10 x double], ptr %21, i64 0, i64 %528
  %532 = load double, ptr %531, align 8, !tbaa !9
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ogt double %533, 1.000000e+00
  %535 = select i1 %534, double %533, double 1.000000e+00
  %536 = fsub double %530, %532
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fmul double %535, 0x3D719799812DEA11
  %539 = fcmp ole double %537, %538
  %540 = select i1 %539, ptr @.str.9, ptr @.str.10
  %541 = trunc nuw nsw i64 %528 to i32
  %542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %541, double noundef %530, double noundef %532, ptr noundef nonnull %540)
  br i1 %539, label %546, label %543

543:                                              ; preds = %527
  %544 = load i32, ptr @n_fail, align 4, !tbaa !11
  %545 = add nsw i32 %544, 1
  store i32 %545, ptr @n_fail, align 4, !tbaa !11
  br label %546

546:                                              ; preds = %527, %543
  %547 = add nuw nsw i64 %528, 1
  %548 = icmp eq i64 %547, %257
  br i1 %548, label %280, label %527, !llvm.loop !26

549:                                              ; preds = %812
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %25) #12
  %550 = load <2 x double>, ptr %13, align 16, !tbaa !9
  %551 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %550, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %551, ptr %24, align 16, !tbaa !9
  %552 = load <2 x double>, ptr %39, align 16, !tbaa !9
  %553 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %552, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %553, ptr %190, align 16, !tbaa !9
  %554 = load <2 x double>, ptr %50, align 16, !tbaa !9
  %555 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %554, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %555, ptr %191, align 16, !tbaa !9
  %556 = load <2 x double>, ptr %61, align 16, !tbaa !9
  %557 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %556, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %557, ptr %192, align 16, !tbaa !9
  %558 = load <2 x double>, ptr %72, align 16, !tbaa !9
  %559 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %558, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  store <2 x double> %559, ptr %193, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, ptr noundef nonnull align 16 dereferenceable(80) %13, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %25, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, i8 0, i64 80, i1 false)
  %560 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %205) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %26) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %26, ptr noundef nonnull align 16 dereferenceable(80) %24, i64 80, i1 false)
  %561 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %26, ptr noundef nonnull %25, ptr noundef nonnull %22, ptr noundef nonnull %23, i32 noundef %205) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %25, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %562 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %26, ptr noundef nonnull %25, ptr noundef nonnull %22, ptr noundef nonnull %23, i32 noundef %205, ptr noundef %561) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %563 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %205, ptr noundef %560) #12
  %564 = call noalias ptr @malloc(i64 noundef %282) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %564, ptr nonnull readonly align 16 %13, i64 %285, i1 false)
  %565 = and i64 %207, 2147483644
  %566 = icmp eq i64 %565, %207
  %567 = and i64 %207, 1
  %568 = icmp eq i64 %286, 0
  %569 = and i64 %207, 2147483646
  %570 = icmp eq i64 %567, 0
  %571 = and i64 %207, 2147483644
  %572 = icmp eq i64 %571, %207
  %573 = and i64 %207, 1
  %574 = icmp eq i64 %286, 0
  %575 = and i64 %207, 2147483646
  %576 = icmp eq i64 %573, 0
  br label %820

577:                                              ; preds = %508, %812
  %578 = phi i1 [ true, %508 ], [ false, %812 ]
  %579 = phi i32 [ 0, %508 ], [ 1, %812 ]
  %580 = select i1 %578, double 8.000000e-01, double -6.000000e-01
  %581 = select i1 %578, double 2.000000e+00, double 1.000000e+00
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  %582 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef %580, i32 noundef %205) #12
  %583 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef %580, i32 noundef %205, double noundef %581, ptr noundef %582) #12
  %584 = fadd double %580, 0x3EB0C6F7A0B5ED8D
  br i1 %510, label %605, label %585

585:                                              ; preds = %577, %585
  %586 = phi i64 [ %602, %585 ], [ 0, %577 ]
  %587 = phi double [ %601, %585 ], [ 0.000000e+00, %577 ]
  %588 = phi i64 [ %603, %585 ], [ 0, %577 ]
  %589 = getelementptr inbounds double, ptr %13, i64 %586
  %590 = load double, ptr %589, align 16, !tbaa !9
  %591 = fmul double %584, %590
  %592 = call double @sin(double noundef %591) #12
  %593 = load double, ptr %589, align 16, !tbaa !9
  %594 = call double @llvm.fmuladd.f64(double %592, double %593, double %587)
  %595 = or disjoint i64 %586, 1
  %596 = getelementptr inbounds double, ptr %13, i64 %595
  %597 = load double, ptr %596, align 8, !tbaa !9
  %598 = fmul double %584, %597
  %599 = call double @sin(double noundef %598) #12
  %600 = load double, ptr %596, align 8, !tbaa !9
  %601 = call double @llvm.fmuladd.f64(double %599, double %600, double %594)
  %602 = add nuw nsw i64 %586, 2
  %603 = add i64 %588, 2
  %604 = icmp eq i64 %603, %511
  br i1 %604, label %605, label %585, !llvm.loop !27

605:                                              ; preds = %585, %577
  %606 = phi double [ poison, %577 ], [ %601, %585 ]
  %607 = phi i64 [ 0, %577 ], [ %602, %585 ]
  %608 = phi double [ 0.000000e+00, %577 ], [ %601, %585 ]
  br i1 %512, label %616, label %609

609:                                              ; preds = %605
  %610 = getelementptr inbounds double, ptr %13, i64 %607
  %611 = load double, ptr %610, align 8, !tbaa !9
  %612 = fmul double %584, %611
  %613 = call double @sin(double noundef %612) #12
  %614 = load double, ptr %610, align 8, !tbaa !9
  %615 = call double @llvm.fmuladd.f64(double %613, double %614, double %608)
  br label %616

616:                                              ; preds = %605, %609
  %617 = phi double [ %606, %605 ], [ %615, %609 ]
  %618 = fadd double %580, 0xBEB0C6F7A0B5ED8D
  br i1 %514, label %639, label %619

619:                                              ; preds = %616, %619
  %620 = phi i64 [ %636, %619 ], [ 0, %616 ]
  %621 = phi double [ %635, %619 ], [ 0.000000e+00, %616 ]
  %622 = phi i64 [ %637, %619 ], [ 0, %616 ]
  %623 = getelementptr inbounds double, ptr %13, i64 %620
  %624 = load double, ptr %623, align 16, !tbaa !9
  %625 = fmul double %618, %624
  %626 = call double @sin(double noundef %625) #12
  %627 = load double, ptr %623, align 16, !tbaa !9
  %628 = call double @llvm.fmuladd.f64(double %626, double %627, double %621)
  %629 = or disjoint i64 %620, 1
  %630 = getelementptr inbounds double, ptr %13, i64 %629
  %631 = load double, ptr %630, align 8, !tbaa !9
  %632 = fmul double %618, %631
  %633 = call double @sin(double noundef %632) #12
  %634 = load double, ptr %630, align 8, !tbaa !9
  %635 = call double @llvm.fmuladd.f64(double %633, double %634, double %628)
  %636 = add nuw nsw i64 %620, 2
  %637 = add i64 %622, 2
  %638 = icmp eq i64 %637, %515
  br i1 %638, label %639, label %619, !llvm.loop !27

639:                                              ; preds = %619, %616
  %640 = phi double [ poison, %616 ], [ %635, %619 ]
  %641 = phi i64 [ 0, %616 ], [ %636, %619 ]
  %642 = phi double [ 0.000000e+00, %616 ], [ %635, %619 ]
  br i1 %516, label %650, label %643

643:                                              ; preds = %639
  %644 = getelementptr inbounds double, ptr %13, i64 %641
  %645 = load double, ptr %644, align 8, !tbaa !9
  %646 = fmul double %618, %645
  %647 = call double @sin(double noundef %646) #12
  %648 = load double, ptr %644, align 8, !tbaa !9
  %649 = call double @llvm.fmuladd.f64(double %647, double %648, double %642)
  br label %650

650:                                              ; preds = %639, %643
  %651 = phi double [ %640, %639 ], [ %649, %643 ]
  %652 = fmul double %584, %617
  %653 = fmul double %618, %651
  %654 = fsub double %652, %653
  %655 = fmul double %581, %654
  %656 = fsub double %584, %618
  %657 = fdiv double %655, %656
  %658 = call double @llvm.fabs.f64(double %657)
  %659 = fcmp ogt double %658, 1.000000e+00
  %660 = select i1 %659, double %658, double 1.000000e+00
  %661 = fsub double %583, %657
  %662 = call double @llvm.fabs.f64(double %661)
  %663 = fmul double %660, 0x3EB0C6F7A0B5ED8D
  %664 = fcmp ole double %662, %663
  %665 = select i1 %664, ptr @.str.9, ptr @.str.10
  %666 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %579, double noundef %583, double noundef %657, ptr noundef nonnull %665)
  br i1 %664, label %670, label %667

667:                                              ; preds = %650
  %668 = load i32, ptr @n_fail, align 4, !tbaa !11
  %669 = add nsw i32 %668, 1
  store i32 %669, ptr @n_fail, align 4, !tbaa !11
  br label %670

670:                                              ; preds = %650, %667
  %671 = insertelement <2 x double> poison, double %581, i64 0
  %672 = shufflevector <2 x double> %671, <2 x double> poison, <2 x i32> zeroinitializer
  br label %673

673:                                              ; preds = %673, %670
  %674 = phi i64 [ 0, %670 ], [ %678, %673 ]
  %675 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 %674
  %676 = load <2 x double>, ptr %675, align 16, !tbaa !9
  %677 = fdiv <2 x double> %676, %672
  store <2 x double> %677, ptr %675, align 16, !tbaa !9
  %678 = add nuw i64 %674, 2
  %679 = icmp eq i64 %678, %517
  br i1 %679, label %680, label %673, !llvm.loop !28

680:                                              ; preds = %673
  br i1 %518, label %681, label %813

681:                                              ; preds = %813, %680
  %682 = call noalias ptr @malloc(i64 noundef %282) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %682, ptr nonnull readonly align 16 %13, i64 %285, i1 false)
  br label %683

683:                                              ; preds = %681, %809
  %684 = phi i64 [ 0, %681 ], [ %810, %809 ]
  %685 = getelementptr inbounds double, ptr %15, i64 %684
  %686 = load double, ptr %685, align 8, !tbaa !9
  %687 = getelementptr inbounds double, ptr %682, i64 %684
  %688 = load double, ptr %687, align 8, !tbaa !9
  %689 = call double @llvm.fabs.f64(double %688)
  %690 = fcmp ogt double %689, 1.000000e+00
  %691 = select i1 %690, double %689, double 1.000000e+00
  %692 = fmul double %691, 0x3EB0C6F7A0B5ED8D
  %693 = fadd double %688, %692
  store double %693, ptr %687, align 8, !tbaa !9
  br i1 %520, label %724, label %694

694:                                              ; preds = %683, %694
  %695 = phi i64 [ %721, %694 ], [ 0, %683 ]
  %696 = phi double [ %720, %694 ], [ 0.000000e+00, %683 ]
  %697 = phi i64 [ %722, %694 ], [ 0, %683 ]
  %698 = getelementptr inbounds double, ptr %682, i64 %695
  %699 = load double, ptr %698, align 8, !tbaa !9
  %700 = fmul double %580, %699
  %701 = call double @sin(double noundef %700) #12
  %702 = call double @llvm.fmuladd.f64(double %701, double %699, double %696)
  %703 = or disjoint i64 %695, 1
  %704 = getelementptr inbounds double, ptr %682, i64 %703
  %705 = load double, ptr %704, align 8, !tbaa !9
  %706 = fmul double %580, %705
  %707 = call double @sin(double noundef %706) #12
  %708 = call double @llvm.fmuladd.f64(double %707, double %705, double %702)
  %709 = or disjoint i64 %695, 2
  %710 = getelementptr inbounds double, ptr %682, i64 %709
  %711 = load double, ptr %710, align 8, !tbaa !9
  %712 = fmul double %580, %711
  %713 = call double @sin(double noundef %712) #12
  %714 = call double @llvm.fmuladd.f64(double %713, double %711, double %708)
  %715 = or disjoint i64 %695, 3
  %716 = getelementptr inbounds double, ptr %682, i64 %715
  %717 = load double, ptr %716, align 8, !tbaa !9
  %718 = fmul double %580, %717
  %719 = call double @sin(double noundef %718) #12
  %720 = call double @llvm.fmuladd.f64(double %719, double %717, double %714)
  %721 = add nuw nsw i64 %695, 4
  %722 = add i64 %697, 4
  %723 = icmp eq i64 %722, %521
  br i1 %723, label %724, label %694, !llvm.loop !27

724:                                              ; preds = %694, %683
  %725 = phi double [ poison, %683 ], [ %720, %694 ]
  %726 = phi i64 [ 0, %683 ], [ %721, %694 ]
  %727 = phi double [ 0.000000e+00, %683 ], [ %720, %694 ]
  br i1 %522, label %740, label %728

728:                                              ; preds = %724, %728
  %729 = phi i64 [ %737, %728 ], [ %726, %724 ]
  %730 = phi double [ %736, %728 ], [ %727, %724 ]
  %731 = phi i64 [ %738, %728 ], [ 0, %724 ]
  %732 = getelementptr inbounds double, ptr %682, i64 %729
  %733 = load double, ptr %732, align 8, !tbaa !9
  %734 = fmul double %580, %733
  %735 = call double @sin(double noundef %734) #12
  %736 = call double @llvm.fmuladd.f64(double %735, double %733, double %730)
  %737 = add nuw nsw i64 %729, 1
  %738 = add i64 %731, 1
  %739 = icmp eq i64 %738, %519
  br i1 %739, label %740, label %728, !llvm.loop !29

740:                                              ; preds = %728, %724
  %741 = phi double [ %725, %724 ], [ %736, %728 ]
  %742 = fsub double %688, %692
  store double %742, ptr %687, align 8, !tbaa !9
  br i1 %524, label %773, label %743

743:                                              ; preds = %740, %743
  %744 = phi i64 [ %770, %743 ], [ 0, %740 ]
  %745 = phi double [ %769, %743 ], [ 0.000000e+00, %740 ]
  %746 = phi i64 [ %771, %743 ], [ 0, %740 ]
  %747 = getelementptr inbounds double, ptr %682, i64 %744
  %748 = load double, ptr %747, align 8, !tbaa !9
  %749 = fmul double %580, %748
  %750 = call double @sin(double noundef %749) #12
  %751 = call double @llvm.fmuladd.f64(double %750, double %748, double %745)
  %752 = or disjoint i64 %744, 1
  %753 = getelementptr inbounds double, ptr %682, i64 %752
  %754 = load double, ptr %753, align 8, !tbaa !9
  %755 = fmul double %580, %754
  %756 = call double @sin(double noundef %755) #12
  %757 = call double @llvm.fmuladd.f64(double %756, double %754, double %751)
  %758 = or disjoint i64 %744, 2
  %759 = getelementptr inbounds double, ptr %682, i64 %758
  %760 = load double, ptr %759, align 8, !tbaa !9
  %761 = fmul double %580, %760
  %762 = call double @sin(double noundef %761) #12
  %763 = call double @llvm.fmuladd.f64(double %762, double %760, double %757)
  %764 = or disjoint i64 %744, 3
  %765 = getelementptr inbounds double, ptr %682, i64 %764
  %766 = load double, ptr %765, align 8, !tbaa !9
  %767 = fmul double %580, %766
  %768 = call double @sin(double noundef %767) #12
  %769 = call double @llvm.fmuladd.f64(double %768, double %766, double %763)
  %770 = add nuw nsw i64 %744, 4
  %771 = add i64 %746, 4
  %772 = icmp eq i64 %771, %525
  br i1 %772, label %773, label %743, !llvm.loop !27

773:                                              ; preds = %743, %740
  %774 = phi double [ poison, %740 ], [ %769, %743 ]
  %775 = phi i64 [ 0, %740 ], [ %770, %743 ]
  %776 = phi double [ 0.000000e+00, %740 ], [ %769, %743 ]
  br i1 %526, label %789, label %777

777:                                              ; preds = %773, %777
  %778 = phi i64 [ %786, %777 ], [ %775, %773 ]
  %779 = phi double [ %785, %777 ], [ %776, %773 ]
  %780 = phi i64 [ %787, %777 ], [ 0, %773 ]
  %781 = getelementptr inbounds double, ptr %682, i64 %778
  %782 = load double, ptr %781, align 8, !tbaa !9
  %783 = fmul double %580, %782
  %784 = call double @sin(double noundef %783) #12
  %785 = call double @llvm.fmuladd.f64(double %784, double %782, double %779)
  %786 = add nuw nsw i64 %778, 1
  %787 = add i64 %780, 1
  %788 = icmp eq i64 %787, %523
  br i1 %788, label %789, label %777, !llvm.loop !31

789:                                              ; preds = %777, %773
  %790 = phi double [ %774, %773 ], [ %785, %777 ]
  %791 = fmul double %580, %741
  %792 = fmul double %580, %790
  store double %688, ptr %687, align 8, !tbaa !9
  %793 = fsub double %791, %792
  %794 = fsub double %693, %742
  %795 = fdiv double %793, %794
  %796 = call double @llvm.fabs.f64(double %795)
  %797 = fcmp ogt double %796, 1.000000e+00
  %798 = select i1 %797, double %796, double 1.000000e+00
  %799 = fsub double %686, %795
  %800 = call double @llvm.fabs.f64(double %799)
  %801 = fmul double %798, 0x3EB0C6F7A0B5ED8D
  %802 = fcmp ole double %800, %801
  %803 = select i1 %802, ptr @.str.9, ptr @.str.10
  %804 = trunc nuw nsw i64 %684 to i32
  %805 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %804, double noundef %686, double noundef %795, ptr noundef nonnull %803)
  br i1 %802, label %809, label %806

806:                                              ; preds = %789
  %807 = load i32, ptr @n_fail, align 4, !tbaa !11
  %808 = add nsw i32 %807, 1
  store i32 %808, ptr @n_fail, align 4, !tbaa !11
  br label %809

809:                                              ; preds = %806, %789
  %810 = add nuw nsw i64 %684, 1
  %811 = icmp eq i64 %810, %207
  br i1 %811, label %812, label %683, !llvm.loop !25

812:                                              ; preds = %809
  call void @free(ptr noundef nonnull %682) #12
  br i1 %578, label %577, label %549, !llvm.loop !32

813:                                              ; preds = %680, %813
  %814 = phi i64 [ %818, %813 ], [ %517, %680 ]
  %815 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 %814
  %816 = load double, ptr %815, align 8, !tbaa !9
  %817 = fdiv double %816, %581
  store double %817, ptr %815, align 8, !tbaa !9
  %818 = add nuw nsw i64 %814, 1
  %819 = icmp eq i64 %818, %257
  br i1 %819, label %681, label %813, !llvm.loop !33

820:                                              ; preds = %549, %1026
  %821 = phi i64 [ 0, %549 ], [ %1027, %1026 ]
  %822 = getelementptr inbounds double, ptr %15, i64 %821
  %823 = load double, ptr %822, align 8, !tbaa !9
  %824 = getelementptr inbounds double, ptr %564, i64 %821
  %825 = load double, ptr %824, align 8, !tbaa !9
  %826 = call double @llvm.fabs.f64(double %825)
  %827 = fcmp ogt double %826, 1.000000e+00
  %828 = select i1 %827, double %826, double 1.000000e+00
  %829 = fmul double %828, 0x3EB0C6F7A0B5ED8D
  %830 = fadd double %825, %829
  store double %830, ptr %824, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 8 %564, i64 %285, i1 false)
  br label %831

831:                                              ; preds = %831, %820
  %832 = phi i64 [ 0, %820 ], [ %837, %831 ]
  %833 = getelementptr inbounds double, ptr %5, i64 %832
  %834 = load double, ptr %833, align 8, !tbaa !9
  %835 = fmul double %834, %834
  %836 = call double @sin(double noundef %834) #12
  %837 = add nuw nsw i64 %832, 1
  %838 = icmp eq i64 %837, %207
  %839 = select i1 %838, i64 0, i64 %837
  %840 = getelementptr inbounds double, ptr %5, i64 %839
  %841 = load double, ptr %840, align 8, !tbaa !9
  %842 = fneg double %834
  %843 = call double @exp(double noundef %842) #12
  %844 = fmul double %841, %843
  %845 = call double @llvm.fmuladd.f64(double %835, double %836, double %844)
  %846 = getelementptr inbounds double, ptr %6, i64 %832
  store double %845, ptr %846, align 8, !tbaa !9
  br i1 %838, label %847, label %831, !llvm.loop !13

847:                                              ; preds = %831
  br i1 %202, label %861, label %848

848:                                              ; preds = %847, %848
  %849 = phi i64 [ %858, %848 ], [ 0, %847 ]
  %850 = getelementptr inbounds double, ptr %5, i64 %849
  %851 = getelementptr inbounds i8, ptr %850, i64 16
  %852 = load <2 x double>, ptr %850, align 16, !tbaa !9
  %853 = load <2 x double>, ptr %851, align 16, !tbaa !9
  %854 = fmul <2 x double> %852, <double 5.000000e-01, double 5.000000e-01>
  %855 = fmul <2 x double> %853, <double 5.000000e-01, double 5.000000e-01>
  %856 = fmul <2 x double> %852, %854
  %857 = fmul <2 x double> %853, %855
  store <2 x double> %856, ptr %850, align 16, !tbaa !9
  store <2 x double> %857, ptr %851, align 16, !tbaa !9
  %858 = add nuw i64 %849, 4
  %859 = icmp eq i64 %858, %565
  br i1 %859, label %860, label %848, !llvm.loop !34

860:                                              ; preds = %848
  br i1 %566, label %871, label %861

861:                                              ; preds = %860, %847
  %862 = phi i64 [ 0, %847 ], [ %565, %860 ]
  br label %863

863:                                              ; preds = %861, %863
  %864 = phi i64 [ %869, %863 ], [ %862, %861 ]
  %865 = getelementptr inbounds double, ptr %5, i64 %864
  %866 = load double, ptr %865, align 8, !tbaa !9
  %867 = fmul double %866, 5.000000e-01
  %868 = fmul double %866, %867
  store double %868, ptr %865, align 8, !tbaa !9
  %869 = add nuw nsw i64 %864, 1
  %870 = icmp eq i64 %869, %207
  br i1 %870, label %871, label %863, !llvm.loop !35

871:                                              ; preds = %863, %860
  br i1 %568, label %902, label %872

872:                                              ; preds = %871, %872
  %873 = phi i64 [ %899, %872 ], [ 0, %871 ]
  %874 = phi double [ %898, %872 ], [ 0.000000e+00, %871 ]
  %875 = phi i64 [ %900, %872 ], [ 0, %871 ]
  %876 = getelementptr inbounds double, ptr %18, i64 %873
  %877 = load double, ptr %876, align 16, !tbaa !9
  %878 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %873
  %879 = load double, ptr %878, align 16, !tbaa !9
  %880 = getelementptr inbounds double, ptr %19, i64 %873
  %881 = load double, ptr %880, align 16, !tbaa !9
  %882 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %873
  %883 = load double, ptr %882, align 16, !tbaa !9
  %884 = fmul double %881, %883
  %885 = call double @llvm.fmuladd.f64(double %877, double %879, double %884)
  %886 = fadd double %874, %885
  %887 = or disjoint i64 %873, 1
  %888 = getelementptr inbounds double, ptr %18, i64 %887
  %889 = load double, ptr %888, align 8, !tbaa !9
  %890 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %887
  %891 = load double, ptr %890, align 8, !tbaa !9
  %892 = getelementptr inbounds double, ptr %19, i64 %887
  %893 = load double, ptr %892, align 8, !tbaa !9
  %894 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %887
  %895 = load double, ptr %894, align 8, !tbaa !9
  %896 = fmul double %893, %895
  %897 = call double @llvm.fmuladd.f64(double %889, double %891, double %896)
  %898 = fadd double %886, %897
  %899 = add nuw nsw i64 %873, 2
  %900 = add i64 %875, 2
  %901 = icmp eq i64 %900, %569
  br i1 %901, label %902, label %872, !llvm.loop !22

902:                                              ; preds = %872, %871
  %903 = phi double [ poison, %871 ], [ %898, %872 ]
  %904 = phi i64 [ 0, %871 ], [ %899, %872 ]
  %905 = phi double [ 0.000000e+00, %871 ], [ %898, %872 ]
  br i1 %570, label %918, label %906

906:                                              ; preds = %902
  %907 = getelementptr inbounds double, ptr %18, i64 %904
  %908 = load double, ptr %907, align 8, !tbaa !9
  %909 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %904
  %910 = load double, ptr %909, align 8, !tbaa !9
  %911 = getelementptr inbounds double, ptr %19, i64 %904
  %912 = load double, ptr %911, align 8, !tbaa !9
  %913 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %904
  %914 = load double, ptr %913, align 8, !tbaa !9
  %915 = fmul double %912, %914
  %916 = call double @llvm.fmuladd.f64(double %908, double %910, double %915)
  %917 = fadd double %905, %916
  br label %918

918:                                              ; preds = %902, %906
  %919 = phi double [ %903, %902 ], [ %917, %906 ]
  %920 = fsub double %825, %829
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #12
  store double %920, ptr %824, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 8 %564, i64 %285, i1 false)
  br label %921

921:                                              ; preds = %921, %918
  %922 = phi i64 [ 0, %918 ], [ %927, %921 ]
  %923 = getelementptr inbounds double, ptr %7, i64 %922
  %924 = load double, ptr %923, align 8, !tbaa !9
  %925 = fmul double %924, %924
  %926 = call double @sin(double noundef %924) #12
  %927 = add nuw nsw i64 %922, 1
  %928 = icmp eq i64 %927, %207
  %929 = select i1 %928, i64 0, i64 %927
  %930 = getelementptr inbounds double, ptr %7, i64 %929
  %931 = load double, ptr %930, align 8, !tbaa !9
  %932 = fneg double %924
  %933 = call double @exp(double noundef %932) #12
  %934 = fmul double %931, %933
  %935 = call double @llvm.fmuladd.f64(double %925, double %926, double %934)
  %936 = getelementptr inbounds double, ptr %8, i64 %922
  store double %935, ptr %936, align 8, !tbaa !9
  br i1 %928, label %937, label %921, !llvm.loop !13

937:                                              ; preds = %921
  br i1 %202, label %951, label %938

938:                                              ; preds = %937, %938
  %939 = phi i64 [ %948, %938 ], [ 0, %937 ]
  %940 = getelementptr inbounds double, ptr %7, i64 %939
  %941 = getelementptr inbounds i8, ptr %940, i64 16
  %942 = load <2 x double>, ptr %940, align 16, !tbaa !9
  %943 = load <2 x double>, ptr %941, align 16, !tbaa !9
  %944 = fmul <2 x double> %942, <double 5.000000e-01, double 5.000000e-01>
  %945 = fmul <2 x double> %943, <double 5.000000e-01, double 5.000000e-01>
  %946 = fmul <2 x double> %942, %944
  %947 = fmul <2 x double> %943, %945
  store <2 x double> %946, ptr %940, align 16, !tbaa !9
  store <2 x double> %947, ptr %941, align 16, !tbaa !9
  %948 = add nuw i64 %939, 4
  %949 = icmp eq i64 %948, %571
  br i1 %949, label %950, label %938, !llvm.loop !36

950:                                              ; preds = %938
  br i1 %572, label %961, label %951

951:                                              ; preds = %950, %937
  %952 = phi i64 [ 0, %937 ], [ %571, %950 ]
  br label %953

953:                                              ; preds = %951, %953
  %954 = phi i64 [ %959, %953 ], [ %952, %951 ]
  %955 = getelementptr inbounds double, ptr %7, i64 %954
  %956 = load double, ptr %955, align 8, !tbaa !9
  %957 = fmul double %956, 5.000000e-01
  %958 = fmul double %956, %957
  store double %958, ptr %955, align 8, !tbaa !9
  %959 = add nuw nsw i64 %954, 1
  %960 = icmp eq i64 %959, %207
  br i1 %960, label %961, label %953, !llvm.loop !37

961:                                              ; preds = %953, %950
  br i1 %574, label %992, label %962

962:                                              ; preds = %961, %962
  %963 = phi i64 [ %989, %962 ], [ 0, %961 ]
  %964 = phi double [ %988, %962 ], [ 0.000000e+00, %961 ]
  %965 = phi i64 [ %990, %962 ], [ 0, %961 ]
  %966 = getelementptr inbounds double, ptr %18, i64 %963
  %967 = load double, ptr %966, align 16, !tbaa !9
  %968 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 %963
  %969 = load double, ptr %968, align 16, !tbaa !9
  %970 = getelementptr inbounds double, ptr %19, i64 %963
  %971 = load double, ptr %970, align 16, !tbaa !9
  %972 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %963
  %973 = load double, ptr %972, align 16, !tbaa !9
  %974 = fmul double %971, %973
  %975 = call double @llvm.fmuladd.f64(double %967, double %969, double %974)
  %976 = fadd double %964, %975
  %977 = or disjoint i64 %963, 1
  %978 = getelementptr inbounds double, ptr %18, i64 %977
  %979 = load double, ptr %978, align 8, !tbaa !9
  %980 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 %977
  %981 = load double, ptr %980, align 8, !tbaa !9
  %982 = getelementptr inbounds double, ptr %19, i64 %977
  %983 = load double, ptr %982, align 8, !tbaa !9
  %984 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %977
  %985 = load double, ptr %984, align 8, !tbaa !9
  %986 = fmul double %983, %985
  %987 = call double @llvm.fmuladd.f64(double %979, double %981, double %986)
  %988 = fadd double %976, %987
  %989 = add nuw nsw i64 %963, 2
  %990 = add i64 %965, 2
  %991 = icmp eq i64 %990, %575
  br i1 %991, label %992, label %962, !llvm.loop !22

992:                                              ; preds = %962, %961
  %993 = phi double [ poison, %961 ], [ %988, %962 ]
  %994 = phi i64 [ 0, %961 ], [ %989, %962 ]
  %995 = phi double [ 0.000000e+00, %961 ], [ %988, %962 ]
  br i1 %576, label %1008, label %996

996:                                              ; preds = %992
  %997 = getelementptr inbounds double, ptr %18, i64 %994
  %998 = load double, ptr %997, align 8, !tbaa !9
  %999 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 %994
  %1000 = load double, ptr %999, align 8, !tbaa !9
  %1001 = getelementptr inbounds double, ptr %19, i64 %994
  %1002 = load double, ptr %1001, align 8, !tbaa !9
  %1003 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %994
  %1004 = load double, ptr %1003, align 8, !tbaa !9
  %1005 = fmul double %1002, %1004
  %1006 = call double @llvm.fmuladd.f64(double %998, double %1000, double %1005)
  %1007 = fadd double %995, %1006
  br label %1008

1008:                                             ; preds = %992, %996
  %1009 = phi double [ %993, %992 ], [ %1007, %996 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #12
  store double %825, ptr %824, align 8, !tbaa !9
  %1010 = fsub double %919, %1009
  %1011 = fsub double %830, %920
  %1012 = fdiv double %1010, %1011
  %1013 = call double @llvm.fabs.f64(double %1012)
  %1014 = fcmp ogt double %1013, 1.000000e+00
  %1015 = select i1 %1014, double %1013, double 1.000000e+00
  %1016 = fsub double %823, %1012
  %1017 = call double @llvm.fabs.f64(double %1016)
  %1018 = fmul double %1015, 0x3EB0C6F7A0B5ED8D
  %1019 = fcmp ole double %1017, %1018
  %1020 = select i1 %1019, ptr @.str.9, ptr @.str.10
  %1021 = trunc nuw nsw i64 %821 to i32
  %1022 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %1021, double noundef %823, double noundef %1012, ptr noundef nonnull %1020)
  br i1 %1019, label %1026, label %1023

1023:                                             ; preds = %1008
  %1024 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1025 = add nsw i32 %1024, 1
  store i32 %1025, ptr @n_fail, align 4, !tbaa !11
  br label %1026

1026:                                             ; preds = %1023, %1008
  %1027 = add nuw nsw i64 %821, 1
  %1028 = icmp eq i64 %1027, %207
  br i1 %1028, label %1029, label %820, !llvm.loop !25

1029:                                             ; preds = %1026
  call void @free(ptr noundef nonnull %564) #12
  %1030 = call noalias ptr @malloc(i64 noundef %282) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1030, ptr nonnull readonly align 16 %24, i64 %285, i1 false)
  %1031 = and i64 %207, 2147483644
  %1032 = icmp eq i64 %1031, %207
  %1033 = and i64 %207, 1
  %1034 = icmp eq i64 %286, 0
  %1035 = and i64 %207, 2147483646
  %1036 = icmp eq i64 %1033, 0
  %1037 = and i64 %207, 2147483644
  %1038 = icmp eq i64 %1037, %207
  %1039 = and i64 %207, 1
  %1040 = icmp eq i64 %286, 0
  %1041 = and i64 %207, 2147483646
  %1042 = icmp eq i64 %1039, 0
  br label %1043

1043:                                             ; preds = %1029, %1249
  %1044 = phi i64 [ 0, %1029 ], [ %1250, %1249 ]
  %1045 = getelementptr inbounds double, ptr %25, i64 %1044
  %1046 = load double, ptr %1045, align 8, !tbaa !9
  %1047 = getelementptr inbounds double, ptr %1030, i64 %1044
  %1048 = load double, ptr %1047, align 8, !tbaa !9
  %1049 = call double @llvm.fabs.f64(double %1048)
  %1050 = fcmp ogt double %1049, 1.000000e+00
  %1051 = select i1 %1050, double %1049, double 1.000000e+00
  %1052 = fmul double %1051, 0x3EB0C6F7A0B5ED8D
  %1053 = fadd double %1048, %1052
  store double %1053, ptr %1047, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %1030, i64 %285, i1 false)
  br label %1054

1054:                                             ; preds = %1054, %1043
  %1055 = phi i64 [ 0, %1043 ], [ %1060, %1054 ]
  %1056 = getelementptr inbounds double, ptr %1, i64 %1055
  %1057 = load double, ptr %1056, align 8, !tbaa !9
  %1058 = fmul double %1057, %1057
  %1059 = call double @sin(double noundef %1057) #12
  %1060 = add nuw nsw i64 %1055, 1
  %1061 = icmp eq i64 %1060, %207
  %1062 = select i1 %1061, i64 0, i64 %1060
  %1063 = getelementptr inbounds double, ptr %1, i64 %1062
  %1064 = load double, ptr %1063, align 8, !tbaa !9
  %1065 = fneg double %1057
  %1066 = call double @exp(double noundef %1065) #12
  %1067 = fmul double %1064, %1066
  %1068 = call double @llvm.fmuladd.f64(double %1058, double %1059, double %1067)
  %1069 = getelementptr inbounds double, ptr %2, i64 %1055
  store double %1068, ptr %1069, align 8, !tbaa !9
  br i1 %1061, label %1070, label %1054, !llvm.loop !13

1070:                                             ; preds = %1054
  br i1 %202, label %1084, label %1071

1071:                                             ; preds = %1070, %1071
  %1072 = phi i64 [ %1081, %1071 ], [ 0, %1070 ]
  %1073 = getelementptr inbounds double, ptr %1, i64 %1072
  %1074 = getelementptr inbounds i8, ptr %1073, i64 16
  %1075 = load <2 x double>, ptr %1073, align 16, !tbaa !9
  %1076 = load <2 x double>, ptr %1074, align 16, !tbaa !9
  %1077 = fmul <2 x double> %1075, <double 5.000000e-01, double 5.000000e-01>
  %1078 = fmul <2 x double> %1076, <double 5.000000e-01, double 5.000000e-01>
  %1079 = fmul <2 x double> %1075, %1077
  %1080 = fmul <2 x double> %1076, %1078
  store <2 x double> %1079, ptr %1073, align 16, !tbaa !9
  store <2 x double> %1080, ptr %1074, align 16, !tbaa !9
  %1081 = add nuw i64 %1072, 4
  %1082 = icmp eq i64 %1081, %1031
  br i1 %1082, label %1083, label %1071, !llvm.loop !38

1083:                                             ; preds = %1071
  br i1 %1032, label %1094, label %1084

1084:                                             ; preds = %1083, %1070
  %1085 = phi i64 [ 0, %1070 ], [ %1031, %1083 ]
  br label %1086

1086:                                             ; preds = %1084, %1086
  %1087 = phi i64 [ %1092, %1086 ], [ %1085, %1084 ]
  %1088 = getelementptr inbounds double, ptr %1, i64 %1087
  %1089 = load double, ptr %1088, align 8, !tbaa !9
  %1090 = fmul double %1089, 5.000000e-01
  %1091 = fmul double %1089, %1090
  store double %1091, ptr %1088, align 8, !tbaa !9
  %1092 = add nuw nsw i64 %1087, 1
  %1093 = icmp eq i64 %1092, %207
  br i1 %1093, label %1094, label %1086, !llvm.loop !39

1094:                                             ; preds = %1086, %1083
  br i1 %1034, label %1125, label %1095

1095:                                             ; preds = %1094, %1095
  %1096 = phi i64 [ %1122, %1095 ], [ 0, %1094 ]
  %1097 = phi double [ %1121, %1095 ], [ 0.000000e+00, %1094 ]
  %1098 = phi i64 [ %1123, %1095 ], [ 0, %1094 ]
  %1099 = getelementptr inbounds double, ptr %18, i64 %1096
  %1100 = load double, ptr %1099, align 16, !tbaa !9
  %1101 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %1096
  %1102 = load double, ptr %1101, align 16, !tbaa !9
  %1103 = getelementptr inbounds double, ptr %19, i64 %1096
  %1104 = load double, ptr %1103, align 16, !tbaa !9
  %1105 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %1096
  %1106 = load double, ptr %1105, align 16, !tbaa !9
  %1107 = fmul double %1104, %1106
  %1108 = call double @llvm.fmuladd.f64(double %1100, double %1102, double %1107)
  %1109 = fadd double %1097, %1108
  %1110 = or disjoint i64 %1096, 1
  %1111 = getelementptr inbounds double, ptr %18, i64 %1110
  %1112 = load double, ptr %1111, align 8, !tbaa !9
  %1113 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %1110
  %1114 = load double, ptr %1113, align 8, !tbaa !9
  %1115 = getelementptr inbounds double, ptr %19, i64 %1110
  %1116 = load double, ptr %1115, align 8, !tbaa !9
  %1117 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %1110
  %1118 = load double, ptr %1117, align 8, !tbaa !9
  %1119 = fmul double %1116, %1118
  %1120 = call double @llvm.fmuladd.f64(double %1112, double %1114, double %1119)
  %1121 = fadd double %1109, %1120
  %1122 = add nuw nsw i64 %1096, 2
  %1123 = add i64 %1098, 2
  %1124 = icmp eq i64 %1123, %1035
  br i1 %1124, label %1125, label %1095, !llvm.loop !22

1125:                                             ; preds = %1095, %1094
  %1126 = phi double [ poison, %1094 ], [ %1121, %1095 ]
  %1127 = phi i64 [ 0, %1094 ], [ %1122, %1095 ]
  %1128 = phi double [ 0.000000e+00, %1094 ], [ %1121, %1095 ]
  br i1 %1036, label %1141, label %1129

1129:                                             ; preds = %1125
  %1130 = getelementptr inbounds double, ptr %18, i64 %1127
  %1131 = load double, ptr %1130, align 8, !tbaa !9
  %1132 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %1127
  %1133 = load double, ptr %1132, align 8, !tbaa !9
  %1134 = getelementptr inbounds double, ptr %19, i64 %1127
  %1135 = load double, ptr %1134, align 8, !tbaa !9
  %1136 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %1127
  %1137 = load double, ptr %1136, align 8, !tbaa !9
  %1138 = fmul double %1135, %1137
  %1139 = call double @llvm.fmuladd.f64(double %1131, double %1133, double %1138)
  %1140 = fadd double %1128, %1139
  br label %1141

1141:                                             ; preds = %1125, %1129
  %1142 = phi double [ %1126, %1125 ], [ %1140, %1129 ]
  %1143 = fsub double %1048, %1052
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #12
  store double %1143, ptr %1047, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %1030, i64 %285, i1 false)
  br label %1144

1144:                                             ; preds = %1144, %1141
  %1145 = phi i64 [ 0, %1141 ], [ %1150, %1144 ]
  %1146 = getelementptr inbounds double, ptr %3, i64 %1145
  %1147 = load double, ptr %1146, align 8, !tbaa !9
  %1148 = fmul double %1147, %1147
  %1149 = call double @sin(double noundef %1147) #12
  %1150 = add nuw nsw i64 %1145, 1
  %1151 = icmp eq i64 %1150, %207
  %1152 = select i1 %1151, i64 0, i64 %1150
  %1153 = getelementptr inbounds double, ptr %3, i64 %1152
  %1154 = load double, ptr %1153, align 8, !tbaa !9
  %1155 = fneg double %1147
  %1156 = call double @exp(double noundef %1155) #12
  %1157 = fmul double %1154, %1156
  %1158 = call double @llvm.fmuladd.f64(double %1148, double %1149, double %1157)
  %1159 = getelementptr inbounds double, ptr %4, i64 %1145
  store double %1158, ptr %1159, align 8, !tbaa !9
  br i1 %1151, label %1160, label %1144, !llvm.loop !13

1160:                                             ; preds = %1144
  br i1 %202, label %1174, label %1161

1161:                                             ; preds = %1160, %1161
  %1162 = phi i64 [ %1171, %1161 ], [ 0, %1160 ]
  %1163 = getelementptr inbounds double, ptr %3, i64 %1162
  %1164 = getelementptr inbounds i8, ptr %1163, i64 16
  %1165 = load <2 x double>, ptr %1163, align 16, !tbaa !9
  %1166 = load <2 x double>, ptr %1164, align 16, !tbaa !9
  %1167 = fmul <2 x double> %1165, <double 5.000000e-01, double 5.000000e-01>
  %1168 = fmul <2 x double> %1166, <double 5.000000e-01, double 5.000000e-01>
  %1169 = fmul <2 x double> %1165, %1167
  %1170 = fmul <2 x double> %1166, %1168
  store <2 x double> %1169, ptr %1163, align 16, !tbaa !9
  store <2 x double> %1170, ptr %1164, align 16, !tbaa !9
  %1171 = add nuw i64 %1162, 4
  %1172 = icmp eq i64 %1171, %1037
  br i1 %1172, label %1173, label %1161, !llvm.loop !40

1173:                                             ; preds = %1161
  br i1 %1038, label %1184, label %1174

1174:                                             ; preds = %1173, %1160
  %1175 = phi i64 [ 0, %1160 ], [ %1037, %1173 ]
  br label %1176

1176:                                             ; preds = %1174, %1176
  %1177 = phi i64 [ %1182, %1176 ], [ %1175, %1174 ]
  %1178 = getelementptr inbounds double, ptr %3, i64 %1177
  %1179 = load double, ptr %1178, align 8, !tbaa !9
  %1180 = fmul double %1179, 5.000000e-01
  %1181 = fmul double %1179, %1180
  store double %1181, ptr %1178, align 8, !tbaa !9
  %1182 = add nuw nsw i64 %1177, 1
  %1183 = icmp eq i64 %1182, %207
  br i1 %1183, label %1184, label %1176, !llvm.loop !41

1184:                                             ; preds = %1176, %1173
  br i1 %1040, label %1215, label %1185

1185:                                             ; preds = %1184, %1185
  %1186 = phi i64 [ %1212, %1185 ], [ 0, %1184 ]
  %1187 = phi double [ %1211, %1185 ], [ 0.000000e+00, %1184 ]
  %1188 = phi i64 [ %1213, %1185 ], [ 0, %1184 ]
  %1189 = getelementptr inbounds double, ptr %18, i64 %1186
  %1190 = load double, ptr %1189, align 16, !tbaa !9
  %1191 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %1186
  %1192 = load double, ptr %1191, align 16, !tbaa !9
  %1193 = getelementptr inbounds double, ptr %19, i64 %1186
  %1194 = load double, ptr %1193, align 16, !tbaa !9
  %1195 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %1186
  %1196 = load double, ptr %1195, align 16, !tbaa !9
  %1197 = fmul double %1194, %1196
  %1198 = call double @llvm.fmuladd.f64(double %1190, double %1192, double %1197)
  %1199 = fadd double %1187, %1198
  %1200 = or disjoint i64 %1186, 1
  %1201 = getelementptr inbounds double, ptr %18, i64 %1200
  %1202 = load double, ptr %1201, align 8, !tbaa !9
  %1203 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %1200
  %1204 = load double, ptr %1203, align 8, !tbaa !9
  %1205 = getelementptr inbounds double, ptr %19, i64 %1200
  %1206 = load double, ptr %1205, align 8, !tbaa !9
  %1207 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %1200
  %1208 = load double, ptr %1207, align 8, !tbaa !9
  %1209 = fmul double %1206, %1208
  %1210 = call double @llvm.fmuladd.f64(double %1202, double %1204, double %1209)
  %1211 = fadd double %1199, %1210
  %1212 = add nuw nsw i64 %1186, 2
  %1213 = add i64 %1188, 2
  %1214 = icmp eq i64 %1213, %1041
  br i1 %1214, label %1215, label %1185, !llvm.loop !22

1215:                                             ; preds = %1185, %1184
  %1216 = phi double [ poison, %1184 ], [ %1211, %1185 ]
  %1217 = phi i64 [ 0, %1184 ], [ %1212, %1185 ]
  %1218 = phi double [ 0.000000e+00, %1184 ], [ %1211, %1185 ]
  br i1 %1042, label %1231, label %1219

1219:                                             ; preds = %1215
  %1220 = getelementptr inbounds double, ptr %18, i64 %1217
  %1221 = load double, ptr %1220, align 8, !tbaa !9
  %1222 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %1217
  %1223 = load double, ptr %1222, align 8, !tbaa !9
  %1224 = getelementptr inbounds double, ptr %19, i64 %1217
  %1225 = load double, ptr %1224, align 8, !tbaa !9
  %1226 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %1217
  %1227 = load double, ptr %1226, align 8, !tbaa !9
  %1228 = fmul double %1225, %1227
  %1229 = call double @llvm.fmuladd.f64(double %1221, double %1223, double %1228)
  %1230 = fadd double %1218, %1229
  br label %1231

1231:                                             ; preds = %1215, %1219
  %1232 = phi double [ %1216, %1215 ], [ %1230, %1219 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #12
  store double %1048, ptr %1047, align 8, !tbaa !9
  %1233 = fsub double %1142, %1232
  %1234 = fsub double %1053, %1143
  %1235 = fdiv double %1233, %1234
  %1236 = call double @llvm.fabs.f64(double %1235)
  %1237 = fcmp ogt double %1236, 1.000000e+00
  %1238 = select i1 %1237, double %1236, double 1.000000e+00
  %1239 = fsub double %1046, %1235
  %1240 = call double @llvm.fabs.f64(double %1239)
  %1241 = fmul double %1238, 0x3EB0C6F7A0B5ED8D
  %1242 = fcmp ole double %1240, %1241
  %1243 = select i1 %1242, ptr @.str.9, ptr @.str.10
  %1244 = trunc nuw nsw i64 %1044 to i32
  %1245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %1244, double noundef %1046, double noundef %1235, ptr noundef nonnull %1243)
  br i1 %1242, label %1249, label %1246

1246:                                             ; preds = %1231
  %1247 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1248 = add nsw i32 %1247, 1
  store i32 %1248, ptr @n_fail, align 4, !tbaa !11
  br label %1249

1249:                                             ; preds = %1246, %1231
  %1250 = add nuw nsw i64 %1044, 1
  %1251 = icmp eq i64 %1250, %207
  br i1 %1251, label %1252, label %1043, !llvm.loop !25

1252:                                             ; preds = %1249
  call void @free(ptr noundef nonnull %1030) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %25) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %24)
  br i1 %201, label %200, label %194, !llvm.loop !42
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
  br i1 %26, label %27, label %15, !llvm.loop !43

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
  br i1 %56, label %48, label %49, !llvm.loop !44
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
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14, !17, !16}
!34 = distinct !{!34, !14, !16, !17}
!35 = distinct !{!35, !14, !17, !16}
!36 = distinct !{!36, !14, !16, !17}
!37 = distinct !{!37, !14, !17, !16}
!38 = distinct !{!38, !14, !16, !17}
!39 = distinct !{!39, !14, !17, !16}
!40 = distinct !{!40, !14, !16, !17}
!41 = distinct !{!41, !14, !17, !16}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14, !16, !17}
!44 = distinct !{!44, !14, !17, !16}
