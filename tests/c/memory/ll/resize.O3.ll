; ModuleID = 'resize.c'
source_filename = "resize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Buf = type { ptr, i64 }

@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"fill_copy.dx\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fill_copy.fwd\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"fill_copy.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"grow.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"grow.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"grow.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"fresh.dx\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"fresh.fwd\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"fresh.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"resize\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca %struct.Ctx, align 4
  %5 = alloca %struct.Ctx, align 4
  %6 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
  %7 = load i64, ptr @rng_state, align 8, !tbaa !5
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = insertelement <2 x i64> poison, i64 %9, i64 0
  %13 = insertelement <2 x i64> %12, i64 %11, i64 1
  %14 = lshr <2 x i64> %13, <i64 10, i64 10>
  %15 = and <2 x i64> %14, <i64 18014398509481982, i64 18014398509481982>
  %16 = uitofp nneg <2 x i64> %15 to <2 x double>
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %17, ptr %1, align 16, !tbaa !9
  %18 = mul i64 %11, 6364136223846793005
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = add i64 %18, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = insertelement <2 x i64> poison, i64 %20, i64 0
  %24 = insertelement <2 x i64> %23, i64 %22, i64 1
  %25 = lshr <2 x i64> %24, <i64 10, i64 10>
  %26 = and <2 x i64> %25, <i64 18014398509481982, i64 18014398509481982>
  %27 = uitofp nneg <2 x i64> %26 to <2 x double>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %28, ptr %19, align 16, !tbaa !9
  %29 = mul i64 %22, 6364136223846793005
  %30 = getelementptr inbounds i8, ptr %1, i64 32
  %31 = add i64 %29, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = insertelement <2 x i64> poison, i64 %31, i64 0
  %35 = insertelement <2 x i64> %34, i64 %33, i64 1
  %36 = lshr <2 x i64> %35, <i64 10, i64 10>
  %37 = and <2 x i64> %36, <i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <2 x i64> %37 to <2 x double>
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %39, ptr %30, align 16, !tbaa !9
  %40 = mul i64 %33, 6364136223846793005
  %41 = getelementptr inbounds i8, ptr %1, i64 48
  %42 = add i64 %40, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = insertelement <2 x i64> poison, i64 %42, i64 0
  %46 = insertelement <2 x i64> %45, i64 %44, i64 1
  %47 = lshr <2 x i64> %46, <i64 10, i64 10>
  %48 = and <2 x i64> %47, <i64 18014398509481982, i64 18014398509481982>
  %49 = uitofp nneg <2 x i64> %48 to <2 x double>
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %50, ptr %41, align 16, !tbaa !9
  %51 = mul i64 %44, 6364136223846793005
  %52 = getelementptr inbounds i8, ptr %1, i64 64
  %53 = add i64 %51, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = insertelement <2 x i64> poison, i64 %53, i64 0
  %57 = insertelement <2 x i64> %56, i64 %55, i64 1
  %58 = lshr <2 x i64> %57, <i64 10, i64 10>
  %59 = and <2 x i64> %58, <i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <2 x i64> %59 to <2 x double>
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %61, ptr %52, align 16, !tbaa !9
  %62 = mul i64 %55, 6364136223846793005
  %63 = getelementptr inbounds i8, ptr %1, i64 80
  %64 = add i64 %62, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = insertelement <2 x i64> poison, i64 %64, i64 0
  %68 = insertelement <2 x i64> %67, i64 %66, i64 1
  %69 = lshr <2 x i64> %68, <i64 10, i64 10>
  %70 = and <2 x i64> %69, <i64 18014398509481982, i64 18014398509481982>
  %71 = uitofp nneg <2 x i64> %70 to <2 x double>
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %72, ptr %63, align 16, !tbaa !9
  %73 = mul i64 %66, 6364136223846793005
  %74 = getelementptr inbounds i8, ptr %3, i64 8
  %75 = add i64 %73, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = insertelement <2 x i64> poison, i64 %75, i64 0
  %79 = insertelement <2 x i64> %78, i64 %77, i64 1
  %80 = lshr <2 x i64> %79, <i64 10, i64 10>
  %81 = and <2 x i64> %80, <i64 18014398509481982, i64 18014398509481982>
  %82 = uitofp nneg <2 x i64> %81 to <2 x double>
  %83 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %83, ptr %3, align 16, !tbaa !9
  %84 = mul i64 %77, 6364136223846793005
  %85 = getelementptr inbounds i8, ptr %3, i64 16
  %86 = getelementptr inbounds i8, ptr %3, i64 24
  %87 = add i64 %84, 1442695040888963407
  %88 = mul i64 %87, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = insertelement <2 x i64> poison, i64 %87, i64 0
  %91 = insertelement <2 x i64> %90, i64 %89, i64 1
  %92 = lshr <2 x i64> %91, <i64 10, i64 10>
  %93 = and <2 x i64> %92, <i64 18014398509481982, i64 18014398509481982>
  %94 = uitofp nneg <2 x i64> %93 to <2 x double>
  %95 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %95, ptr %85, align 16, !tbaa !9
  %96 = mul i64 %89, 6364136223846793005
  %97 = getelementptr inbounds i8, ptr %3, i64 32
  %98 = getelementptr inbounds i8, ptr %3, i64 40
  %99 = add i64 %96, 1442695040888963407
  %100 = mul i64 %99, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = insertelement <2 x i64> poison, i64 %99, i64 0
  %103 = insertelement <2 x i64> %102, i64 %101, i64 1
  %104 = lshr <2 x i64> %103, <i64 10, i64 10>
  %105 = and <2 x i64> %104, <i64 18014398509481982, i64 18014398509481982>
  %106 = uitofp nneg <2 x i64> %105 to <2 x double>
  %107 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %106, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %107, ptr %97, align 16, !tbaa !9
  %108 = mul i64 %101, 6364136223846793005
  %109 = getelementptr inbounds i8, ptr %3, i64 48
  %110 = getelementptr inbounds i8, ptr %3, i64 56
  %111 = add i64 %108, 1442695040888963407
  %112 = mul i64 %111, 6364136223846793005
  %113 = add i64 %112, 1442695040888963407
  %114 = insertelement <2 x i64> poison, i64 %111, i64 0
  %115 = insertelement <2 x i64> %114, i64 %113, i64 1
  %116 = lshr <2 x i64> %115, <i64 10, i64 10>
  %117 = and <2 x i64> %116, <i64 18014398509481982, i64 18014398509481982>
  %118 = uitofp nneg <2 x i64> %117 to <2 x double>
  %119 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %118, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %119, ptr %109, align 16, !tbaa !9
  %120 = mul i64 %113, 6364136223846793005
  %121 = getelementptr inbounds i8, ptr %3, i64 64
  %122 = getelementptr inbounds i8, ptr %3, i64 72
  %123 = add i64 %120, 1442695040888963407
  %124 = mul i64 %123, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = insertelement <2 x i64> poison, i64 %123, i64 0
  %127 = insertelement <2 x i64> %126, i64 %125, i64 1
  %128 = lshr <2 x i64> %127, <i64 10, i64 10>
  %129 = and <2 x i64> %128, <i64 18014398509481982, i64 18014398509481982>
  %130 = uitofp nneg <2 x i64> %129 to <2 x double>
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %131, ptr %121, align 16, !tbaa !9
  %132 = mul i64 %125, 6364136223846793005
  %133 = getelementptr inbounds i8, ptr %3, i64 80
  %134 = getelementptr inbounds i8, ptr %3, i64 88
  %135 = add i64 %132, 1442695040888963407
  %136 = mul i64 %135, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = insertelement <2 x i64> poison, i64 %135, i64 0
  %139 = insertelement <2 x i64> %138, i64 %137, i64 1
  %140 = lshr <2 x i64> %139, <i64 10, i64 10>
  %141 = and <2 x i64> %140, <i64 18014398509481982, i64 18014398509481982>
  %142 = uitofp nneg <2 x i64> %141 to <2 x double>
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %143, ptr %133, align 16, !tbaa !9
  store i64 %137, ptr @rng_state, align 8, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  store i32 12, ptr %4, align 4, !tbaa !11
  store i32 0, ptr %144, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %145 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %146 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %145, i32 noundef 12) #14
  %147 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %148 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %147, i32 noundef 12) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef 12, ptr noundef nonnull %2)
  %149 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  %150 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  %151 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %152 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %153 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %151)
  store <2 x double> %153, ptr %149, align 8, !tbaa !9
  %154 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %151)
  store <2 x double> %154, ptr %150, align 8, !tbaa !9
  %155 = getelementptr inbounds i8, ptr %149, i64 16
  %156 = getelementptr inbounds i8, ptr %150, i64 16
  %157 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %158 = load <2 x double>, ptr %85, align 16, !tbaa !9
  %159 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %157)
  store <2 x double> %159, ptr %155, align 8, !tbaa !9
  %160 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %157)
  store <2 x double> %160, ptr %156, align 8, !tbaa !9
  %161 = getelementptr inbounds i8, ptr %149, i64 32
  %162 = getelementptr inbounds i8, ptr %150, i64 32
  %163 = load <2 x double>, ptr %30, align 16, !tbaa !9
  %164 = load <2 x double>, ptr %97, align 16, !tbaa !9
  %165 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %164, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %163)
  store <2 x double> %165, ptr %161, align 8, !tbaa !9
  %166 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %164, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %163)
  store <2 x double> %166, ptr %162, align 8, !tbaa !9
  %167 = getelementptr inbounds i8, ptr %149, i64 48
  %168 = getelementptr inbounds i8, ptr %150, i64 48
  %169 = load <2 x double>, ptr %41, align 16, !tbaa !9
  %170 = load <2 x double>, ptr %109, align 16, !tbaa !9
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %169)
  store <2 x double> %171, ptr %167, align 8, !tbaa !9
  %172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %169)
  store <2 x double> %172, ptr %168, align 8, !tbaa !9
  %173 = getelementptr inbounds i8, ptr %149, i64 64
  %174 = getelementptr inbounds i8, ptr %150, i64 64
  %175 = load <2 x double>, ptr %52, align 16, !tbaa !9
  %176 = load <2 x double>, ptr %121, align 16, !tbaa !9
  %177 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %176, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %175)
  store <2 x double> %177, ptr %173, align 8, !tbaa !9
  %178 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %176, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %175)
  store <2 x double> %178, ptr %174, align 8, !tbaa !9
  %179 = getelementptr inbounds i8, ptr %149, i64 80
  %180 = getelementptr inbounds i8, ptr %150, i64 80
  %181 = load <2 x double>, ptr %63, align 16, !tbaa !9
  %182 = load <2 x double>, ptr %133, align 16, !tbaa !9
  %183 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %182, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %181)
  store <2 x double> %183, ptr %179, align 8, !tbaa !9
  %184 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %182, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %181)
  store <2 x double> %184, ptr %180, align 8, !tbaa !9
  %185 = call fastcc double @obj(ptr noundef nonnull %149, ptr noundef nonnull readonly %4)
  %186 = call fastcc double @obj(ptr noundef nonnull %150, ptr noundef nonnull readonly %4)
  %187 = fsub double %185, %186
  %188 = fdiv double %187, 2.000000e-06
  call void @free(ptr noundef %149) #14
  call void @free(ptr noundef %150) #14
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ogt double %189, 1.000000e+00
  %191 = select i1 %190, double %189, double 1.000000e+00
  %192 = fsub double %148, %188
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fmul double %191, 0x3EB0C6F7A0B5ED8D
  %195 = fcmp ole double %193, %194
  %196 = select i1 %195, ptr @.str.11, ptr @.str.12
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %148, double noundef %188, ptr noundef nonnull %196)
  br i1 %195, label %201, label %198

198:                                              ; preds = %0
  %199 = load i32, ptr @n_fail, align 4, !tbaa !15
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr @n_fail, align 4, !tbaa !15
  br label %201

201:                                              ; preds = %198, %0
  %202 = load double, ptr %2, align 16, !tbaa !9
  %203 = load double, ptr %3, align 16, !tbaa !9
  %204 = call double @llvm.fmuladd.f64(double %202, double %203, double 0.000000e+00)
  %205 = getelementptr inbounds i8, ptr %2, i64 8
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = load double, ptr %74, align 8, !tbaa !9
  %208 = call double @llvm.fmuladd.f64(double %206, double %207, double %204)
  %209 = getelementptr inbounds i8, ptr %2, i64 16
  %210 = load double, ptr %209, align 16, !tbaa !9
  %211 = load double, ptr %85, align 16, !tbaa !9
  %212 = call double @llvm.fmuladd.f64(double %210, double %211, double %208)
  %213 = getelementptr inbounds i8, ptr %2, i64 24
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = load double, ptr %86, align 8, !tbaa !9
  %216 = call double @llvm.fmuladd.f64(double %214, double %215, double %212)
  %217 = getelementptr inbounds i8, ptr %2, i64 32
  %218 = load double, ptr %217, align 16, !tbaa !9
  %219 = load double, ptr %97, align 16, !tbaa !9
  %220 = call double @llvm.fmuladd.f64(double %218, double %219, double %216)
  %221 = getelementptr inbounds i8, ptr %2, i64 40
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = load double, ptr %98, align 8, !tbaa !9
  %224 = call double @llvm.fmuladd.f64(double %222, double %223, double %220)
  %225 = getelementptr inbounds i8, ptr %2, i64 48
  %226 = load double, ptr %225, align 16, !tbaa !9
  %227 = load double, ptr %109, align 16, !tbaa !9
  %228 = call double @llvm.fmuladd.f64(double %226, double %227, double %224)
  %229 = getelementptr inbounds i8, ptr %2, i64 56
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = load double, ptr %110, align 8, !tbaa !9
  %232 = call double @llvm.fmuladd.f64(double %230, double %231, double %228)
  %233 = getelementptr inbounds i8, ptr %2, i64 64
  %234 = load double, ptr %233, align 16, !tbaa !9
  %235 = load double, ptr %121, align 16, !tbaa !9
  %236 = call double @llvm.fmuladd.f64(double %234, double %235, double %232)
  %237 = getelementptr inbounds i8, ptr %2, i64 72
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = load double, ptr %122, align 8, !tbaa !9
  %240 = call double @llvm.fmuladd.f64(double %238, double %239, double %236)
  %241 = getelementptr inbounds i8, ptr %2, i64 80
  %242 = load double, ptr %241, align 16, !tbaa !9
  %243 = load double, ptr %133, align 16, !tbaa !9
  %244 = call double @llvm.fmuladd.f64(double %242, double %243, double %240)
  %245 = getelementptr inbounds i8, ptr %2, i64 88
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = load double, ptr %134, align 8, !tbaa !9
  %248 = call double @llvm.fmuladd.f64(double %246, double %247, double %244)
  %249 = call double @llvm.fabs.f64(double %148)
  %250 = fcmp ogt double %249, 1.000000e+00
  %251 = select i1 %250, double %249, double 1.000000e+00
  %252 = fsub double %248, %148
  %253 = call double @llvm.fabs.f64(double %252)
  %254 = fmul double %251, 0x3EB0C6F7A0B5ED8D
  %255 = fcmp ole double %253, %254
  %256 = select i1 %255, ptr @.str.11, ptr @.str.12
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %248, double noundef %148, ptr noundef nonnull %256)
  br i1 %255, label %261, label %258

258:                                              ; preds = %201
  %259 = load i32, ptr @n_fail, align 4, !tbaa !15
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @n_fail, align 4, !tbaa !15
  br label %261

261:                                              ; preds = %201, %258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  store i32 5, ptr %4, align 4, !tbaa !11
  store i32 0, ptr %144, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %262 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %263 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %262, i32 noundef 5) #14
  %264 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %265 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %264, i32 noundef 5) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef 5, ptr noundef nonnull %2)
  %266 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #15
  %267 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #15
  %268 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %269 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %270 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %269, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %268)
  store <2 x double> %270, ptr %266, align 8, !tbaa !9
  %271 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %269, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %268)
  store <2 x double> %271, ptr %267, align 8, !tbaa !9
  %272 = getelementptr inbounds i8, ptr %266, i64 16
  %273 = getelementptr inbounds i8, ptr %267, i64 16
  %274 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %275 = load <2 x double>, ptr %85, align 16, !tbaa !9
  %276 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %275, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %274)
  store <2 x double> %276, ptr %272, align 8, !tbaa !9
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %275, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %274)
  store <2 x double> %277, ptr %273, align 8, !tbaa !9
  %278 = load double, ptr %30, align 16, !tbaa !9
  %279 = load double, ptr %97, align 16, !tbaa !9
  %280 = call double @llvm.fmuladd.f64(double %279, double 0x3EB0C6F7A0B5ED8D, double %278)
  %281 = getelementptr inbounds i8, ptr %266, i64 32
  store double %280, ptr %281, align 8, !tbaa !9
  %282 = call double @llvm.fmuladd.f64(double %279, double 0xBEB0C6F7A0B5ED8D, double %278)
  %283 = getelementptr inbounds i8, ptr %267, i64 32
  store double %282, ptr %283, align 8, !tbaa !9
  %284 = call fastcc double @obj(ptr noundef nonnull %266, ptr noundef nonnull readonly %4)
  %285 = call fastcc double @obj(ptr noundef nonnull %267, ptr noundef nonnull readonly %4)
  %286 = fsub double %284, %285
  %287 = fdiv double %286, 2.000000e-06
  call void @free(ptr noundef %266) #14
  call void @free(ptr noundef %267) #14
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ogt double %288, 1.000000e+00
  %290 = select i1 %289, double %288, double 1.000000e+00
  %291 = fsub double %265, %287
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fmul double %290, 0x3EB0C6F7A0B5ED8D
  %294 = fcmp ole double %292, %293
  %295 = select i1 %294, ptr @.str.11, ptr @.str.12
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %265, double noundef %287, ptr noundef nonnull %295)
  br i1 %294, label %300, label %297

297:                                              ; preds = %261
  %298 = load i32, ptr @n_fail, align 4, !tbaa !15
  %299 = add nsw i32 %298, 1
  store i32 %299, ptr @n_fail, align 4, !tbaa !15
  br label %300

300:                                              ; preds = %297, %261
  %301 = load double, ptr %2, align 16, !tbaa !9
  %302 = load double, ptr %3, align 16, !tbaa !9
  %303 = call double @llvm.fmuladd.f64(double %301, double %302, double 0.000000e+00)
  %304 = load double, ptr %205, align 8, !tbaa !9
  %305 = load double, ptr %74, align 8, !tbaa !9
  %306 = call double @llvm.fmuladd.f64(double %304, double %305, double %303)
  %307 = load double, ptr %209, align 16, !tbaa !9
  %308 = load double, ptr %85, align 16, !tbaa !9
  %309 = call double @llvm.fmuladd.f64(double %307, double %308, double %306)
  %310 = load double, ptr %213, align 8, !tbaa !9
  %311 = load double, ptr %86, align 8, !tbaa !9
  %312 = call double @llvm.fmuladd.f64(double %310, double %311, double %309)
  %313 = load double, ptr %217, align 16, !tbaa !9
  %314 = load double, ptr %97, align 16, !tbaa !9
  %315 = call double @llvm.fmuladd.f64(double %313, double %314, double %312)
  %316 = call double @llvm.fabs.f64(double %265)
  %317 = fcmp ogt double %316, 1.000000e+00
  %318 = select i1 %317, double %316, double 1.000000e+00
  %319 = fsub double %315, %265
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fmul double %318, 0x3EB0C6F7A0B5ED8D
  %322 = fcmp ole double %320, %321
  %323 = select i1 %322, ptr @.str.11, ptr @.str.12
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %315, double noundef %265, ptr noundef nonnull %323)
  br i1 %322, label %328, label %325

325:                                              ; preds = %300
  %326 = load i32, ptr @n_fail, align 4, !tbaa !15
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr @n_fail, align 4, !tbaa !15
  br label %328

328:                                              ; preds = %325, %300
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  store i32 1, ptr %4, align 4, !tbaa !11
  store i32 0, ptr %144, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %329 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %330 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %329, i32 noundef 1) #14
  %331 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %332 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %331, i32 noundef 1) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  %333 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #15
  %334 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #15
  %335 = load double, ptr %1, align 16, !tbaa !9
  %336 = load double, ptr %3, align 16, !tbaa !9
  %337 = call double @llvm.fmuladd.f64(double %336, double 0x3EB0C6F7A0B5ED8D, double %335)
  store double %337, ptr %333, align 8, !tbaa !9
  %338 = call double @llvm.fmuladd.f64(double %336, double 0xBEB0C6F7A0B5ED8D, double %335)
  store double %338, ptr %334, align 8, !tbaa !9
  %339 = call fastcc double @obj(ptr noundef nonnull %333, ptr noundef nonnull readonly %4)
  %340 = call fastcc double @obj(ptr noundef nonnull %334, ptr noundef nonnull readonly %4)
  %341 = fsub double %339, %340
  %342 = fdiv double %341, 2.000000e-06
  call void @free(ptr noundef %333) #14
  call void @free(ptr noundef %334) #14
  %343 = call double @llvm.fabs.f64(double %342)
  %344 = fcmp ogt double %343, 1.000000e+00
  %345 = select i1 %344, double %343, double 1.000000e+00
  %346 = fsub double %332, %342
  %347 = call double @llvm.fabs.f64(double %346)
  %348 = fmul double %345, 0x3EB0C6F7A0B5ED8D
  %349 = fcmp ole double %347, %348
  %350 = select i1 %349, ptr @.str.11, ptr @.str.12
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %332, double noundef %342, ptr noundef nonnull %350)
  br i1 %349, label %355, label %352

352:                                              ; preds = %328
  %353 = load i32, ptr @n_fail, align 4, !tbaa !15
  %354 = add nsw i32 %353, 1
  store i32 %354, ptr @n_fail, align 4, !tbaa !15
  br label %355

355:                                              ; preds = %352, %328
  %356 = load double, ptr %2, align 16, !tbaa !9
  %357 = load double, ptr %3, align 16, !tbaa !9
  %358 = call double @llvm.fmuladd.f64(double %356, double %357, double 0.000000e+00)
  %359 = call double @llvm.fabs.f64(double %332)
  %360 = fcmp ogt double %359, 1.000000e+00
  %361 = select i1 %360, double %359, double 1.000000e+00
  %362 = fsub double %358, %332
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fmul double %361, 0x3EB0C6F7A0B5ED8D
  %365 = fcmp ole double %363, %364
  %366 = select i1 %365, ptr @.str.11, ptr @.str.12
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %358, double noundef %332, ptr noundef nonnull %366)
  br i1 %365, label %371, label %368

368:                                              ; preds = %355
  %369 = load i32, ptr @n_fail, align 4, !tbaa !15
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr @n_fail, align 4, !tbaa !15
  br label %371

371:                                              ; preds = %368, %355
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  %372 = getelementptr inbounds i8, ptr %5, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  store i32 12, ptr %5, align 4, !tbaa !11
  store i32 1, ptr %372, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %373 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %374 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %373, i32 noundef 12) #14
  %375 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %376 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %375, i32 noundef 12) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef 12, ptr noundef nonnull %2)
  %377 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  %378 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  %379 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %380 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %381 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %379)
  store <2 x double> %381, ptr %377, align 8, !tbaa !9
  %382 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %379)
  store <2 x double> %382, ptr %378, align 8, !tbaa !9
  %383 = getelementptr inbounds i8, ptr %377, i64 16
  %384 = getelementptr inbounds i8, ptr %378, i64 16
  %385 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %386 = load <2 x double>, ptr %85, align 16, !tbaa !9
  %387 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %386, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %385)
  store <2 x double> %387, ptr %383, align 8, !tbaa !9
  %388 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %386, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %385)
  store <2 x double> %388, ptr %384, align 8, !tbaa !9
  %389 = getelementptr inbounds i8, ptr %377, i64 32
  %390 = getelementptr inbounds i8, ptr %378, i64 32
  %391 = load <2 x double>, ptr %30, align 16, !tbaa !9
  %392 = load <2 x double>, ptr %97, align 16, !tbaa !9
  %393 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %392, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %391)
  store <2 x double> %393, ptr %389, align 8, !tbaa !9
  %394 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %392, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %391)
  store <2 x double> %394, ptr %390, align 8, !tbaa !9
  %395 = getelementptr inbounds i8, ptr %377, i64 48
  %396 = getelementptr inbounds i8, ptr %378, i64 48
  %397 = load <2 x double>, ptr %41, align 16, !tbaa !9
  %398 = load <2 x double>, ptr %109, align 16, !tbaa !9
  %399 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %398, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %397)
  store <2 x double> %399, ptr %395, align 8, !tbaa !9
  %400 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %398, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %397)
  store <2 x double> %400, ptr %396, align 8, !tbaa !9
  %401 = getelementptr inbounds i8, ptr %377, i64 64
  %402 = getelementptr inbounds i8, ptr %378, i64 64
  %403 = load <2 x double>, ptr %52, align 16, !tbaa !9
  %404 = load <2 x double>, ptr %121, align 16, !tbaa !9
  %405 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %404, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %403)
  store <2 x double> %405, ptr %401, align 8, !tbaa !9
  %406 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %404, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %403)
  store <2 x double> %406, ptr %402, align 8, !tbaa !9
  %407 = getelementptr inbounds i8, ptr %377, i64 80
  %408 = getelementptr inbounds i8, ptr %378, i64 80
  %409 = load <2 x double>, ptr %63, align 16, !tbaa !9
  %410 = load <2 x double>, ptr %133, align 16, !tbaa !9
  %411 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %409)
  store <2 x double> %411, ptr %407, align 8, !tbaa !9
  %412 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %409)
  store <2 x double> %412, ptr %408, align 8, !tbaa !9
  %413 = call fastcc double @obj(ptr noundef nonnull %377, ptr noundef nonnull readonly %5)
  %414 = call fastcc double @obj(ptr noundef nonnull %378, ptr noundef nonnull readonly %5)
  %415 = fsub double %413, %414
  %416 = fdiv double %415, 2.000000e-06
  call void @free(ptr noundef %377) #14
  call void @free(ptr noundef %378) #14
  %417 = call double @llvm.fabs.f64(double %416)
  %418 = fcmp ogt double %417, 1.000000e+00
  %419 = select i1 %418, double %417, double 1.000000e+00
  %420 = fsub double %376, %416
  %421 = call double @llvm.fabs.f64(double %420)
  %422 = fmul double %419, 0x3EB0C6F7A0B5ED8D
  %423 = fcmp ole double %421, %422
  %424 = select i1 %423, ptr @.str.11, ptr @.str.12
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %376, double noundef %416, ptr noundef nonnull %424)
  br i1 %423, label %429, label %426

426:                                              ; preds = %371
  %427 = load i32, ptr @n_fail, align 4, !tbaa !15
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr @n_fail, align 4, !tbaa !15
  br label %429

429:                                              ; preds = %426, %371
  %430 = load double, ptr %2, align 16, !tbaa !9
  %431 = load double, ptr %3, align 16, !tbaa !9
  %432 = call double @llvm.fmuladd.f64(double %430, double %431, double 0.000000e+00)
  %433 = load double, ptr %205, align 8, !tbaa !9
  %434 = load double, ptr %74, align 8, !tbaa !9
  %435 = call double @llvm.fmuladd.f64(double %433, double %434, double %432)
  %436 = load double, ptr %209, align 16, !tbaa !9
  %437 = load double, ptr %85, align 16, !tbaa !9
  %438 = call double @llvm.fmuladd.f64(double %436, double %437, double %435)
  %439 = load double, ptr %213, align 8, !tbaa !9
  %440 = load double, ptr %86, align 8, !tbaa !9
  %441 = call double @llvm.fmuladd.f64(double %439, double %440, double %438)
  %442 = load double, ptr %217, align 16, !tbaa !9
  %443 = load double, ptr %97, align 16, !tbaa !9
  %444 = call double @llvm.fmuladd.f64(double %442, double %443, double %441)
  %445 = load double, ptr %221, align 8, !tbaa !9
  %446 = load double, ptr %98, align 8, !tbaa !9
  %447 = call double @llvm.fmuladd.f64(double %445, double %446, double %444)
  %448 = load double, ptr %225, align 16, !tbaa !9
  %449 = load double, ptr %109, align 16, !tbaa !9
  %450 = call double @llvm.fmuladd.f64(double %448, double %449, double %447)
  %451 = load double, ptr %229, align 8, !tbaa !9
  %452 = load double, ptr %110, align 8, !tbaa !9
  %453 = call double @llvm.fmuladd.f64(double %451, double %452, double %450)
  %454 = load double, ptr %233, align 16, !tbaa !9
  %455 = load double, ptr %121, align 16, !tbaa !9
  %456 = call double @llvm.fmuladd.f64(double %454, double %455, double %453)
  %457 = load double, ptr %237, align 8, !tbaa !9
  %458 = load double, ptr %122, align 8, !tbaa !9
  %459 = call double @llvm.fmuladd.f64(double %457, double %458, double %456)
  %460 = load double, ptr %241, align 16, !tbaa !9
  %461 = load double, ptr %133, align 16, !tbaa !9
  %462 = call double @llvm.fmuladd.f64(double %460, double %461, double %459)
  %463 = load double, ptr %245, align 8, !tbaa !9
  %464 = load double, ptr %134, align 8, !tbaa !9
  %465 = call double @llvm.fmuladd.f64(double %463, double %464, double %462)
  %466 = call double @llvm.fabs.f64(double %376)
  %467 = fcmp ogt double %466, 1.000000e+00
  %468 = select i1 %467, double %466, double 1.000000e+00
  %469 = fsub double %465, %376
  %470 = call double @llvm.fabs.f64(double %469)
  %471 = fmul double %468, 0x3EB0C6F7A0B5ED8D
  %472 = fcmp ole double %470, %471
  %473 = select i1 %472, ptr @.str.11, ptr @.str.12
  %474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %465, double noundef %376, ptr noundef nonnull %473)
  br i1 %472, label %478, label %475

475:                                              ; preds = %429
  %476 = load i32, ptr @n_fail, align 4, !tbaa !15
  %477 = add nsw i32 %476, 1
  store i32 %477, ptr @n_fail, align 4, !tbaa !15
  br label %478

478:                                              ; preds = %429, %475
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  store i32 5, ptr %5, align 4, !tbaa !11
  store i32 1, ptr %372, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %479 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %480 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %479, i32 noundef 5) #14
  %481 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %482 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %481, i32 noundef 5) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef 5, ptr noundef nonnull %2)
  %483 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #15
  %484 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #15
  %485 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %486 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %487 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %486, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %485)
  store <2 x double> %487, ptr %483, align 8, !tbaa !9
  %488 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %486, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %485)
  store <2 x double> %488, ptr %484, align 8, !tbaa !9
  %489 = getelementptr inbounds i8, ptr %483, i64 16
  %490 = getelementptr inbounds i8, ptr %484, i64 16
  %491 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %492 = load <2 x double>, ptr %85, align 16, !tbaa !9
  %493 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %492, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %491)
  store <2 x double> %493, ptr %489, align 8, !tbaa !9
  %494 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %492, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %491)
  store <2 x double> %494, ptr %490, align 8, !tbaa !9
  %495 = load double, ptr %30, align 16, !tbaa !9
  %496 = load double, ptr %97, align 16, !tbaa !9
  %497 = call double @llvm.fmuladd.f64(double %496, double 0x3EB0C6F7A0B5ED8D, double %495)
  %498 = getelementptr inbounds i8, ptr %483, i64 32
  store double %497, ptr %498, align 8, !tbaa !9
  %499 = call double @llvm.fmuladd.f64(double %496, double 0xBEB0C6F7A0B5ED8D, double %495)
  %500 = getelementptr inbounds i8, ptr %484, i64 32
  store double %499, ptr %500, align 8, !tbaa !9
  %501 = call fastcc double @obj(ptr noundef nonnull %483, ptr noundef nonnull readonly %5)
  %502 = call fastcc double @obj(ptr noundef nonnull %484, ptr noundef nonnull readonly %5)
  %503 = fsub double %501, %502
  %504 = fdiv double %503, 2.000000e-06
  call void @free(ptr noundef %483) #14
  call void @free(ptr noundef %484) #14
  %505 = call double @llvm.fabs.f64(double %504)
  %506 = fcmp ogt double %505, 1.000000e+00
  %507 = select i1 %506, double %505, double 1.000000e+00
  %508 = fsub double %482, %504
  %509 = call double @llvm.fabs.f64(double %508)
  %510 = fmul double %507, 0x3EB0C6F7A0B5ED8D
  %511 = fcmp ole double %509, %510
  %512 = select i1 %511, ptr @.str.11, ptr @.str.12
  %513 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef %482, double noundef %504, ptr noundef nonnull %512)
  br i1 %511, label %517, label %514

514:                                              ; preds = %478
  %515 = load i32, ptr @n_fail, align 4, !tbaa !15
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr @n_fail, align 4, !tbaa !15
  br label %517

517:                                              ; preds = %514, %478
  %518 = load double, ptr %2, align 16, !tbaa !9
  %519 = load double, ptr %3, align 16, !tbaa !9
  %520 = call double @llvm.fmuladd.f64(double %518, double %519, double 0.000000e+00)
  %521 = load double, ptr %205, align 8, !tbaa !9
  %522 = load double, ptr %74, align 8, !tbaa !9
  %523 = call double @llvm.fmuladd.f64(double %521, double %522, double %520)
  %524 = load double, ptr %209, align 16, !tbaa !9
  %525 = load double, ptr %85, align 16, !tbaa !9
  %526 = call double @llvm.fmuladd.f64(double %524, double %525, double %523)
  %527 = load double, ptr %213, align 8, !tbaa !9
  %528 = load double, ptr %86, align 8, !tbaa !9
  %529 = call double @llvm.fmuladd.f64(double %527, double %528, double %526)
  %530 = load double, ptr %217, align 16, !tbaa !9
  %531 = load double, ptr %97, align 16, !tbaa !9
  %532 = call double @llvm.fmuladd.f64(double %530, double %531, double %529)
  %533 = call double @llvm.fabs.f64(double %482)
  %534 = fcmp ogt double %533, 1.000000e+00
  %535 = select i1 %534, double %533, double 1.000000e+00
  %536 = fsub double %532, %482
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fmul double %535, 0x3EB0C6F7A0B5ED8D
  %539 = fcmp ole double %537, %538
  %540 = select i1 %539, ptr @.str.11, ptr @.str.12
  %541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 1, double noundef %532, double noundef %482, ptr noundef nonnull %540)
  br i1 %539, label %545, label %542

542:                                              ; preds = %517
  %543 = load i32, ptr @n_fail, align 4, !tbaa !15
  %544 = add nsw i32 %543, 1
  store i32 %544, ptr @n_fail, align 4, !tbaa !15
  br label %545

545:                                              ; preds = %542, %517
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  store i32 1, ptr %5, align 4, !tbaa !11
  store i32 1, ptr %372, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %546 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %547 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %546, i32 noundef 1) #14
  %548 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %549 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %548, i32 noundef 1) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  %550 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #15
  %551 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #15
  %552 = load double, ptr %1, align 16, !tbaa !9
  %553 = load double, ptr %3, align 16, !tbaa !9
  %554 = call double @llvm.fmuladd.f64(double %553, double 0x3EB0C6F7A0B5ED8D, double %552)
  store double %554, ptr %550, align 8, !tbaa !9
  %555 = call double @llvm.fmuladd.f64(double %553, double 0xBEB0C6F7A0B5ED8D, double %552)
  store double %555, ptr %551, align 8, !tbaa !9
  %556 = call fastcc double @obj(ptr noundef nonnull %550, ptr noundef nonnull readonly %5)
  %557 = call fastcc double @obj(ptr noundef nonnull %551, ptr noundef nonnull readonly %5)
  %558 = fsub double %556, %557
  %559 = fdiv double %558, 2.000000e-06
  call void @free(ptr noundef %550) #14
  call void @free(ptr noundef %551) #14
  %560 = call double @llvm.fabs.f64(double %559)
  %561 = fcmp ogt double %560, 1.000000e+00
  %562 = select i1 %561, double %560, double 1.000000e+00
  %563 = fsub double %549, %559
  %564 = call double @llvm.fabs.f64(double %563)
  %565 = fmul double %562, 0x3EB0C6F7A0B5ED8D
  %566 = fcmp ole double %564, %565
  %567 = select i1 %566, ptr @.str.11, ptr @.str.12
  %568 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef %549, double noundef %559, ptr noundef nonnull %567)
  br i1 %566, label %572, label %569

569:                                              ; preds = %545
  %570 = load i32, ptr @n_fail, align 4, !tbaa !15
  %571 = add nsw i32 %570, 1
  store i32 %571, ptr @n_fail, align 4, !tbaa !15
  br label %572

572:                                              ; preds = %569, %545
  %573 = load double, ptr %2, align 16, !tbaa !9
  %574 = load double, ptr %3, align 16, !tbaa !9
  %575 = call double @llvm.fmuladd.f64(double %573, double %574, double 0.000000e+00)
  %576 = call double @llvm.fabs.f64(double %549)
  %577 = fcmp ogt double %576, 1.000000e+00
  %578 = select i1 %577, double %576, double 1.000000e+00
  %579 = fsub double %575, %549
  %580 = call double @llvm.fabs.f64(double %579)
  %581 = fmul double %578, 0x3EB0C6F7A0B5ED8D
  %582 = fcmp ole double %580, %581
  %583 = select i1 %582, ptr @.str.11, ptr @.str.12
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 2, double noundef %575, double noundef %549, ptr noundef nonnull %583)
  br i1 %582, label %588, label %585

585:                                              ; preds = %572
  %586 = load i32, ptr @n_fail, align 4, !tbaa !15
  %587 = add nsw i32 %586, 1
  store i32 %587, ptr @n_fail, align 4, !tbaa !15
  br label %588

588:                                              ; preds = %585, %572
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  %589 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14
  store i32 12, ptr %6, align 4, !tbaa !11
  store i32 2, ptr %589, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %590 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %591 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %590, i32 noundef 12) #14
  %592 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %593 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %592, i32 noundef 12) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %6, ptr noundef nonnull %1, i32 noundef 12, ptr noundef nonnull %2)
  %594 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  %595 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  %596 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %597 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %598 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %597, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %596)
  store <2 x double> %598, ptr %594, align 8, !tbaa !9
  %599 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %597, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %596)
  store <2 x double> %599, ptr %595, align 8, !tbaa !9
  %600 = getelementptr inbounds i8, ptr %594, i64 16
  %601 = getelementptr inbounds i8, ptr %595, i64 16
  %602 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %603 = load <2 x double>, ptr %85, align 16, !tbaa !9
  %604 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %603, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %602)
  store <2 x double> %604, ptr %600, align 8, !tbaa !9
  %605 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %603, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %602)
  store <2 x double> %605, ptr %601, align 8, !tbaa !9
  %606 = getelementptr inbounds i8, ptr %594, i64 32
  %607 = getelementptr inbounds i8, ptr %595, i64 32
  %608 = load <2 x double>, ptr %30, align 16, !tbaa !9
  %609 = load <2 x double>, ptr %97, align 16, !tbaa !9
  %610 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %609, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %608)
  store <2 x double> %610, ptr %606, align 8, !tbaa !9
  %611 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %609, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %608)
  store <2 x double> %611, ptr %607, align 8, !tbaa !9
  %612 = getelementptr inbounds i8, ptr %594, i64 48
  %613 = getelementptr inbounds i8, ptr %595, i64 48
  %614 = load <2 x double>, ptr %41, align 16, !tbaa !9
  %615 = load <2 x double>, ptr %109, align 16, !tbaa !9
  %616 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %615, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %614)
  store <2 x double> %616, ptr %612, align 8, !tbaa !9
  %617 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %615, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %614)
  store <2 x double> %617, ptr %613, align 8, !tbaa !9
  %618 = getelementptr inbounds i8, ptr %594, i64 64
  %619 = getelementptr inbounds i8, ptr %595, i64 64
  %620 = load <2 x double>, ptr %52, align 16, !tbaa !9
  %621 = load <2 x double>, ptr %121, align 16, !tbaa !9
  %622 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %621, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %620)
  store <2 x double> %622, ptr %618, align 8, !tbaa !9
  %623 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %621, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %620)
  store <2 x double> %623, ptr %619, align 8, !tbaa !9
  %624 = getelementptr inbounds i8, ptr %594, i64 80
  %625 = getelementptr inbounds i8, ptr %595, i64 80
  %626 = load <2 x double>, ptr %63, align 16, !tbaa !9
  %627 = load <2 x double>, ptr %133, align 16, !tbaa !9
  %628 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %627, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %626)
  store <2 x double> %628, ptr %624, align 8, !tbaa !9
  %629 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %627, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %626)
  store <2 x double> %629, ptr %625, align 8, !tbaa !9
  %630 = call fastcc double @obj(ptr noundef nonnull %594, ptr noundef nonnull readonly %6)
  %631 = call fastcc double @obj(ptr noundef nonnull %595, ptr noundef nonnull readonly %6)
  %632 = fsub double %630, %631
  %633 = fdiv double %632, 2.000000e-06
  call void @free(ptr noundef %594) #14
  call void @free(ptr noundef %595) #14
  %634 = call double @llvm.fabs.f64(double %633)
  %635 = fcmp ogt double %634, 1.000000e+00
  %636 = select i1 %635, double %634, double 1.000000e+00
  %637 = fsub double %593, %633
  %638 = call double @llvm.fabs.f64(double %637)
  %639 = fmul double %636, 0x3EB0C6F7A0B5ED8D
  %640 = fcmp ole double %638, %639
  %641 = select i1 %640, ptr @.str.11, ptr @.str.12
  %642 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef %593, double noundef %633, ptr noundef nonnull %641)
  br i1 %640, label %646, label %643

643:                                              ; preds = %588
  %644 = load i32, ptr @n_fail, align 4, !tbaa !15
  %645 = add nsw i32 %644, 1
  store i32 %645, ptr @n_fail, align 4, !tbaa !15
  br label %646

646:                                              ; preds = %643, %588
  %647 = load double, ptr %2, align 16, !tbaa !9
  %648 = load double, ptr %3, align 16, !tbaa !9
  %649 = call double @llvm.fmuladd.f64(double %647, double %648, double 0.000000e+00)
  %650 = load double, ptr %205, align 8, !tbaa !9
  %651 = load double, ptr %74, align 8, !tbaa !9
  %652 = call double @llvm.fmuladd.f64(double %650, double %651, double %649)
  %653 = load double, ptr %209, align 16, !tbaa !9
  %654 = load double, ptr %85, align 16, !tbaa !9
  %655 = call double @llvm.fmuladd.f64(double %653, double %654, double %652)
  %656 = load double, ptr %213, align 8, !tbaa !9
  %657 = load double, ptr %86, align 8, !tbaa !9
  %658 = call double @llvm.fmuladd.f64(double %656, double %657, double %655)
  %659 = load double, ptr %217, align 16, !tbaa !9
  %660 = load double, ptr %97, align 16, !tbaa !9
  %661 = call double @llvm.fmuladd.f64(double %659, double %660, double %658)
  %662 = load double, ptr %221, align 8, !tbaa !9
  %663 = load double, ptr %98, align 8, !tbaa !9
  %664 = call double @llvm.fmuladd.f64(double %662, double %663, double %661)
  %665 = load double, ptr %225, align 16, !tbaa !9
  %666 = load double, ptr %109, align 16, !tbaa !9
  %667 = call double @llvm.fmuladd.f64(double %665, double %666, double %664)
  %668 = load double, ptr %229, align 8, !tbaa !9
  %669 = load double, ptr %110, align 8, !tbaa !9
  %670 = call double @llvm.fmuladd.f64(double %668, double %669, double %667)
  %671 = load double, ptr %233, align 16, !tbaa !9
  %672 = load double, ptr %121, align 16, !tbaa !9
  %673 = call double @llvm.fmuladd.f64(double %671, double %672, double %670)
  %674 = load double, ptr %237, align 8, !tbaa !9
  %675 = load double, ptr %122, align 8, !tbaa !9
  %676 = call double @llvm.fmuladd.f64(double %674, double %675, double %673)
  %677 = load double, ptr %241, align 16, !tbaa !9
  %678 = load double, ptr %133, align 16, !tbaa !9
  %679 = call double @llvm.fmuladd.f64(double %677, double %678, double %676)
  %680 = load double, ptr %245, align 8, !tbaa !9
  %681 = load double, ptr %134, align 8, !tbaa !9
  %682 = call double @llvm.fmuladd.f64(double %680, double %681, double %679)
  %683 = call double @llvm.fabs.f64(double %593)
  %684 = fcmp ogt double %683, 1.000000e+00
  %685 = select i1 %684, double %683, double 1.000000e+00
  %686 = fsub double %682, %593
  %687 = call double @llvm.fabs.f64(double %686)
  %688 = fmul double %685, 0x3EB0C6F7A0B5ED8D
  %689 = fcmp ole double %687, %688
  %690 = select i1 %689, ptr @.str.11, ptr @.str.12
  %691 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef %682, double noundef %593, ptr noundef nonnull %690)
  br i1 %689, label %695, label %692

692:                                              ; preds = %646
  %693 = load i32, ptr @n_fail, align 4, !tbaa !15
  %694 = add nsw i32 %693, 1
  store i32 %694, ptr @n_fail, align 4, !tbaa !15
  br label %695

695:                                              ; preds = %646, %692
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14
  store i32 5, ptr %6, align 4, !tbaa !11
  store i32 2, ptr %589, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %696 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %697 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %696, i32 noundef 5) #14
  %698 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %699 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %698, i32 noundef 5) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %6, ptr noundef nonnull %1, i32 noundef 5, ptr noundef nonnull %2)
  %700 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #15
  %701 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #15
  %702 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %703 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %704 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %703, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %702)
  store <2 x double> %704, ptr %700, align 8, !tbaa !9
  %705 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %703, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %702)
  store <2 x double> %705, ptr %701, align 8, !tbaa !9
  %706 = getelementptr inbounds i8, ptr %700, i64 16
  %707 = getelementptr inbounds i8, ptr %701, i64 16
  %708 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %709 = load <2 x double>, ptr %85, align 16, !tbaa !9
  %710 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %709, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %708)
  store <2 x double> %710, ptr %706, align 8, !tbaa !9
  %711 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %709, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %708)
  store <2 x double> %711, ptr %707, align 8, !tbaa !9
  %712 = load double, ptr %30, align 16, !tbaa !9
  %713 = load double, ptr %97, align 16, !tbaa !9
  %714 = call double @llvm.fmuladd.f64(double %713, double 0x3EB0C6F7A0B5ED8D, double %712)
  %715 = getelementptr inbounds i8, ptr %700, i64 32
  store double %714, ptr %715, align 8, !tbaa !9
  %716 = call double @llvm.fmuladd.f64(double %713, double 0xBEB0C6F7A0B5ED8D, double %712)
  %717 = getelementptr inbounds i8, ptr %701, i64 32
  store double %716, ptr %717, align 8, !tbaa !9
  %718 = call fastcc double @obj(ptr noundef nonnull %700, ptr noundef nonnull readonly %6)
  %719 = call fastcc double @obj(ptr noundef nonnull %701, ptr noundef nonnull readonly %6)
  %720 = fsub double %718, %719
  %721 = fdiv double %720, 2.000000e-06
  call void @free(ptr noundef %700) #14
  call void @free(ptr noundef %701) #14
  %722 = call double @llvm.fabs.f64(double %721)
  %723 = fcmp ogt double %722, 1.000000e+00
  %724 = select i1 %723, double %722, double 1.000000e+00
  %725 = fsub double %699, %721
  %726 = call double @llvm.fabs.f64(double %725)
  %727 = fmul double %724, 0x3EB0C6F7A0B5ED8D
  %728 = fcmp ole double %726, %727
  %729 = select i1 %728, ptr @.str.11, ptr @.str.12
  %730 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef 1, double noundef %699, double noundef %721, ptr noundef nonnull %729)
  br i1 %728, label %734, label %731

731:                                              ; preds = %695
  %732 = load i32, ptr @n_fail, align 4, !tbaa !15
  %733 = add nsw i32 %732, 1
  store i32 %733, ptr @n_fail, align 4, !tbaa !15
  br label %734

734:                                              ; preds = %731, %695
  %735 = load double, ptr %2, align 16, !tbaa !9
  %736 = load double, ptr %3, align 16, !tbaa !9
  %737 = call double @llvm.fmuladd.f64(double %735, double %736, double 0.000000e+00)
  %738 = load double, ptr %205, align 8, !tbaa !9
  %739 = load double, ptr %74, align 8, !tbaa !9
  %740 = call double @llvm.fmuladd.f64(double %738, double %739, double %737)
  %741 = load double, ptr %209, align 16, !tbaa !9
  %742 = load double, ptr %85, align 16, !tbaa !9
  %743 = call double @llvm.fmuladd.f64(double %741, double %742, double %740)
  %744 = load double, ptr %213, align 8, !tbaa !9
  %745 = load double, ptr %86, align 8, !tbaa !9
  %746 = call double @llvm.fmuladd.f64(double %744, double %745, double %743)
  %747 = load double, ptr %217, align 16, !tbaa !9
  %748 = load double, ptr %97, align 16, !tbaa !9
  %749 = call double @llvm.fmuladd.f64(double %747, double %748, double %746)
  %750 = call double @llvm.fabs.f64(double %699)
  %751 = fcmp ogt double %750, 1.000000e+00
  %752 = select i1 %751, double %750, double 1.000000e+00
  %753 = fsub double %749, %699
  %754 = call double @llvm.fabs.f64(double %753)
  %755 = fmul double %752, 0x3EB0C6F7A0B5ED8D
  %756 = fcmp ole double %754, %755
  %757 = select i1 %756, ptr @.str.11, ptr @.str.12
  %758 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef 1, double noundef %749, double noundef %699, ptr noundef nonnull %757)
  br i1 %756, label %762, label %759

759:                                              ; preds = %734
  %760 = load i32, ptr @n_fail, align 4, !tbaa !15
  %761 = add nsw i32 %760, 1
  store i32 %761, ptr @n_fail, align 4, !tbaa !15
  br label %762

762:                                              ; preds = %759, %734
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14
  store i32 1, ptr %6, align 4, !tbaa !11
  store i32 2, ptr %589, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %763 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %764 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %763, i32 noundef 1) #14
  %765 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %766 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %765, i32 noundef 1) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %6, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  %767 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #15
  %768 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #15
  %769 = load double, ptr %1, align 16, !tbaa !9
  %770 = load double, ptr %3, align 16, !tbaa !9
  %771 = call double @llvm.fmuladd.f64(double %770, double 0x3EB0C6F7A0B5ED8D, double %769)
  store double %771, ptr %767, align 8, !tbaa !9
  %772 = call double @llvm.fmuladd.f64(double %770, double 0xBEB0C6F7A0B5ED8D, double %769)
  store double %772, ptr %768, align 8, !tbaa !9
  %773 = call fastcc double @obj(ptr noundef nonnull %767, ptr noundef nonnull readonly %6)
  %774 = call fastcc double @obj(ptr noundef nonnull %768, ptr noundef nonnull readonly %6)
  %775 = fsub double %773, %774
  %776 = fdiv double %775, 2.000000e-06
  call void @free(ptr noundef %767) #14
  call void @free(ptr noundef %768) #14
  %777 = call double @llvm.fabs.f64(double %776)
  %778 = fcmp ogt double %777, 1.000000e+00
  %779 = select i1 %778, double %777, double 1.000000e+00
  %780 = fsub double %766, %776
  %781 = call double @llvm.fabs.f64(double %780)
  %782 = fmul double %779, 0x3EB0C6F7A0B5ED8D
  %783 = fcmp ole double %781, %782
  %784 = select i1 %783, ptr @.str.11, ptr @.str.12
  %785 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef 2, double noundef %766, double noundef %776, ptr noundef nonnull %784)
  br i1 %783, label %789, label %786

786:                                              ; preds = %762
  %787 = load i32, ptr @n_fail, align 4, !tbaa !15
  %788 = add nsw i32 %787, 1
  store i32 %788, ptr @n_fail, align 4, !tbaa !15
  br label %789

789:                                              ; preds = %786, %762
  %790 = load double, ptr %2, align 16, !tbaa !9
  %791 = load double, ptr %3, align 16, !tbaa !9
  %792 = call double @llvm.fmuladd.f64(double %790, double %791, double 0.000000e+00)
  %793 = call double @llvm.fabs.f64(double %766)
  %794 = fcmp ogt double %793, 1.000000e+00
  %795 = select i1 %794, double %793, double 1.000000e+00
  %796 = fsub double %792, %766
  %797 = call double @llvm.fabs.f64(double %796)
  %798 = fmul double %795, 0x3EB0C6F7A0B5ED8D
  %799 = fcmp ole double %797, %798
  %800 = select i1 %799, ptr @.str.11, ptr @.str.12
  %801 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef 2, double noundef %792, double noundef %766, ptr noundef nonnull %800)
  %802 = load i32, ptr @n_fail, align 4, !tbaa !15
  br i1 %799, label %805, label %803

803:                                              ; preds = %789
  %804 = add nsw i32 %802, 1
  store i32 %804, ptr @n_fail, align 4, !tbaa !15
  br label %805

805:                                              ; preds = %803, %789
  %806 = phi i32 [ %804, %803 ], [ %802, %789 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  %807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %806)
  %808 = load i32, ptr @n_fail, align 4, !tbaa !15
  %809 = icmp ne i32 %808, 0
  %810 = zext i1 %809 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #14
  ret i32 %810
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @fill_copy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %5 = sext i32 %1 to i64
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef %5)
  %6 = icmp sgt i32 %1, 0
  %7 = load ptr, ptr %3, align 8, !tbaa !16
  br i1 %6, label %8, label %80

8:                                                ; preds = %2
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 4
  %13 = sub i64 %9, %10
  %14 = icmp ult i64 %13, 32
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %16, label %34

16:                                               ; preds = %48, %8
  %17 = phi i64 [ 0, %8 ], [ %35, %48 ]
  %18 = and i64 %11, 3
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %27, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %28, %20 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %24, %24
  %26 = getelementptr inbounds double, ptr %7, i64 %21
  store double %25, ptr %26, align 8, !tbaa !9
  %27 = add nuw nsw i64 %21, 1
  %28 = add i64 %22, 1
  %29 = icmp eq i64 %28, %18
  br i1 %29, label %30, label %20, !llvm.loop !20

30:                                               ; preds = %20, %16
  %31 = phi i64 [ %17, %16 ], [ %27, %20 ]
  %32 = sub nsw i64 %17, %11
  %33 = icmp ugt i64 %32, -4
  br i1 %33, label %50, label %57

34:                                               ; preds = %8
  %35 = and i64 %11, 2147483644
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %46, %36 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !9
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !9
  %42 = fmul <2 x double> %40, %40
  %43 = fmul <2 x double> %41, %41
  %44 = getelementptr inbounds double, ptr %7, i64 %37
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <2 x double> %42, ptr %44, align 8, !tbaa !9
  store <2 x double> %43, ptr %45, align 8, !tbaa !9
  %46 = add nuw i64 %37, 4
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %48, label %36, !llvm.loop !22

48:                                               ; preds = %36
  %49 = icmp eq i64 %35, %11
  br i1 %49, label %50, label %16

50:                                               ; preds = %30, %57, %48
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %51 = shl nuw nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %51, i1 false)
  tail call void @free(ptr noundef %7) #14
  br i1 %6, label %52, label %95

52:                                               ; preds = %50
  %53 = and i64 %11, 1
  %54 = icmp eq i32 %1, 1
  br i1 %54, label %82, label %55

55:                                               ; preds = %52
  %56 = and i64 %11, 2147483646
  br label %97

57:                                               ; preds = %30, %57
  %58 = phi i64 [ %78, %57 ], [ %31, %30 ]
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul double %60, %60
  %62 = getelementptr inbounds double, ptr %7, i64 %58
  store double %61, ptr %62, align 8, !tbaa !9
  %63 = add nuw nsw i64 %58, 1
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul double %65, %65
  %67 = getelementptr inbounds double, ptr %7, i64 %63
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nuw nsw i64 %58, 2
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul double %70, %70
  %72 = getelementptr inbounds double, ptr %7, i64 %68
  store double %71, ptr %72, align 8, !tbaa !9
  %73 = add nuw nsw i64 %58, 3
  %74 = getelementptr inbounds double, ptr %0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fmul double %75, %75
  %77 = getelementptr inbounds double, ptr %7, i64 %73
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = add nuw nsw i64 %58, 4
  %79 = icmp eq i64 %78, %11
  br i1 %79, label %50, label %57, !llvm.loop !26

80:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %81 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %81, i1 false)
  tail call void @free(ptr noundef %7) #14
  br label %95

82:                                               ; preds = %97, %52
  %83 = phi double [ poison, %52 ], [ %115, %97 ]
  %84 = phi i64 [ 0, %52 ], [ %116, %97 ]
  %85 = phi double [ 0.000000e+00, %52 ], [ %115, %97 ]
  %86 = icmp eq i64 %53, 0
  br i1 %86, label %95, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %84
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = getelementptr inbounds double, ptr %0, i64 %84
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = fadd double %89, %91
  %93 = tail call double @sin(double noundef %92) #14
  %94 = tail call double @llvm.fmuladd.f64(double %89, double %93, double %85)
  br label %95

95:                                               ; preds = %87, %82, %80, %50
  %96 = phi double [ 0.000000e+00, %50 ], [ 0.000000e+00, %80 ], [ %83, %82 ], [ %94, %87 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  ret double %96

97:                                               ; preds = %97, %55
  %98 = phi i64 [ 0, %55 ], [ %116, %97 ]
  %99 = phi double [ 0.000000e+00, %55 ], [ %115, %97 ]
  %100 = phi i64 [ 0, %55 ], [ %117, %97 ]
  %101 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %98
  %102 = load double, ptr %101, align 16, !tbaa !9
  %103 = getelementptr inbounds double, ptr %0, i64 %98
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fadd double %102, %104
  %106 = tail call double @sin(double noundef %105) #14
  %107 = tail call double @llvm.fmuladd.f64(double %102, double %106, double %99)
  %108 = or disjoint i64 %98, 1
  %109 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr inbounds double, ptr %0, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fadd double %110, %112
  %114 = tail call double @sin(double noundef %113) #14
  %115 = tail call double @llvm.fmuladd.f64(double %110, double %114, double %107)
  %116 = add nuw nsw i64 %98, 2
  %117 = add i64 %100, 2
  %118 = icmp eq i64 %117, %56
  br i1 %118, label %82, label %97, !llvm.loop !27
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
  %6 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #15
  %10 = sext i32 %3 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 %11, i1 false)
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %5
  %14 = zext nneg i32 %3 to i64
  br label %16

15:                                               ; preds = %46, %5
  tail call void @free(ptr noundef %9) #14
  ret void

16:                                               ; preds = %13, %46
  %17 = phi i64 [ 0, %13 ], [ %47, %46 ]
  %18 = getelementptr inbounds double, ptr %4, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds double, ptr %9, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e+00
  %24 = select i1 %23, double %22, double 1.000000e+00
  %25 = fmul double %24, 0x3EB0C6F7A0B5ED8D
  %26 = fadd double %21, %25
  %27 = fsub double %21, %25
  store double %26, ptr %20, align 8, !tbaa !9
  %28 = tail call fastcc double @obj(ptr noundef %9, ptr noundef readonly %1)
  store double %27, ptr %20, align 8, !tbaa !9
  %29 = tail call fastcc double @obj(ptr noundef %9, ptr noundef readonly %1)
  store double %21, ptr %20, align 8, !tbaa !9
  %30 = fsub double %28, %29
  %31 = fsub double %26, %27
  %32 = fdiv double %30, %31
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  %36 = fsub double %19, %32
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fmul double %35, 0x3EB0C6F7A0B5ED8D
  %39 = fcmp ole double %37, %38
  %40 = select i1 %39, ptr @.str.11, ptr @.str.12
  %41 = trunc nuw nsw i64 %17 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %41, double noundef %19, double noundef %32, ptr noundef nonnull %40)
  br i1 %39, label %46, label %43

43:                                               ; preds = %16
  %44 = load i32, ptr @n_fail, align 4, !tbaa !15
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @n_fail, align 4, !tbaa !15
  br label %46

46:                                               ; preds = %16, %43
  %47 = add nuw nsw i64 %17, 1
  %48 = icmp eq i64 %47, %14
  br i1 %48, label %15, label %16, !llvm.loop !28
}

; Function Attrs: nounwind uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = ptrtoint ptr %0 to i64
  %4 = alloca %struct.Buf, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca %struct.Buf, align 8
  %7 = alloca %struct.Buf, align 8
  %8 = alloca [12 x double], align 16
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = load i32, ptr %1, align 4, !tbaa !11
  switch i32 %10, label %217 [
    i32 0, label %12
    i32 1, label %124
  ]

12:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %13 = sext i32 %11 to i64
  call fastcc void @resize(ptr noundef nonnull %7, i64 noundef %13)
  %14 = icmp sgt i32 %11, 0
  %15 = load ptr, ptr %7, align 8, !tbaa !16
  br i1 %14, label %16, label %86

16:                                               ; preds = %12
  %17 = ptrtoint ptr %15 to i64
  %18 = zext nneg i32 %11 to i64
  %19 = icmp ult i32 %11, 4
  %20 = sub i64 %17, %3
  %21 = icmp ult i64 %20, 32
  %22 = select i1 %19, i1 true, i1 %21
  br i1 %22, label %23, label %41

23:                                               ; preds = %55, %16
  %24 = phi i64 [ 0, %16 ], [ %42, %55 ]
  %25 = and i64 %18, 3
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %37, label %27

27:                                               ; preds = %23, %27
  %28 = phi i64 [ %34, %27 ], [ %24, %23 ]
  %29 = phi i64 [ %35, %27 ], [ 0, %23 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %28
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %31, %31
  %33 = getelementptr inbounds double, ptr %15, i64 %28
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %28, 1
  %35 = add i64 %29, 1
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %27, !llvm.loop !29

37:                                               ; preds = %27, %23
  %38 = phi i64 [ %24, %23 ], [ %34, %27 ]
  %39 = sub nsw i64 %24, %18
  %40 = icmp ugt i64 %39, -4
  br i1 %40, label %57, label %63

41:                                               ; preds = %16
  %42 = and i64 %18, 2147483644
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %53, %43 ]
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <2 x double>, ptr %45, align 8, !tbaa !9
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !9
  %49 = fmul <2 x double> %47, %47
  %50 = fmul <2 x double> %48, %48
  %51 = getelementptr inbounds double, ptr %15, i64 %44
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store <2 x double> %49, ptr %51, align 8, !tbaa !9
  store <2 x double> %50, ptr %52, align 8, !tbaa !9
  %53 = add nuw i64 %44, 4
  %54 = icmp eq i64 %53, %42
  br i1 %54, label %55, label %43, !llvm.loop !30

55:                                               ; preds = %43
  %56 = icmp eq i64 %42, %18
  br i1 %56, label %57, label %23

57:                                               ; preds = %37, %63, %55
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #14
  %58 = shl nuw nsw i64 %13, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull align 8 %15, i64 %58, i1 false)
  tail call void @free(ptr noundef nonnull %15) #14
  %59 = and i64 %18, 1
  %60 = icmp eq i32 %11, 1
  br i1 %60, label %109, label %61

61:                                               ; preds = %57
  %62 = and i64 %18, 2147483646
  br label %87

63:                                               ; preds = %37, %63
  %64 = phi i64 [ %84, %63 ], [ %38, %37 ]
  %65 = getelementptr inbounds double, ptr %0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = fmul double %66, %66
  %68 = getelementptr inbounds double, ptr %15, i64 %64
  store double %67, ptr %68, align 8, !tbaa !9
  %69 = add nuw nsw i64 %64, 1
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul double %71, %71
  %73 = getelementptr inbounds double, ptr %15, i64 %69
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = add nuw nsw i64 %64, 2
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fmul double %76, %76
  %78 = getelementptr inbounds double, ptr %15, i64 %74
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = add nuw nsw i64 %64, 3
  %80 = getelementptr inbounds double, ptr %0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul double %81, %81
  %83 = getelementptr inbounds double, ptr %15, i64 %79
  store double %82, ptr %83, align 8, !tbaa !9
  %84 = add nuw nsw i64 %64, 4
  %85 = icmp eq i64 %84, %18
  br i1 %85, label %57, label %63, !llvm.loop !31

86:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #14
  tail call void @free(ptr noundef %15) #14
  br label %122

87:                                               ; preds = %87, %61
  %88 = phi i64 [ 0, %61 ], [ %106, %87 ]
  %89 = phi double [ 0.000000e+00, %61 ], [ %105, %87 ]
  %90 = phi i64 [ 0, %61 ], [ %107, %87 ]
  %91 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %88
  %92 = load double, ptr %91, align 16, !tbaa !9
  %93 = getelementptr inbounds double, ptr %0, i64 %88
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = fadd double %92, %94
  %96 = tail call double @sin(double noundef %95) #14
  %97 = tail call double @llvm.fmuladd.f64(double %92, double %96, double %89)
  %98 = or disjoint i64 %88, 1
  %99 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = getelementptr inbounds double, ptr %0, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fadd double %100, %102
  %104 = tail call double @sin(double noundef %103) #14
  %105 = tail call double @llvm.fmuladd.f64(double %100, double %104, double %97)
  %106 = add nuw nsw i64 %88, 2
  %107 = add i64 %90, 2
  %108 = icmp eq i64 %107, %62
  br i1 %108, label %109, label %87, !llvm.loop !27

109:                                              ; preds = %87, %57
  %110 = phi double [ poison, %57 ], [ %105, %87 ]
  %111 = phi i64 [ 0, %57 ], [ %106, %87 ]
  %112 = phi double [ 0.000000e+00, %57 ], [ %105, %87 ]
  %113 = icmp eq i64 %59, 0
  br i1 %113, label %122, label %114

114:                                              ; preds = %109
  %115 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %111
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = getelementptr inbounds double, ptr %0, i64 %111
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = fadd double %116, %118
  %120 = tail call double @sin(double noundef %119) #14
  %121 = tail call double @llvm.fmuladd.f64(double %116, double %120, double %112)
  br label %122

122:                                              ; preds = %114, %109, %86
  %123 = phi double [ 0.000000e+00, %86 ], [ %110, %109 ], [ %121, %114 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  br label %358

124:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  call fastcc void @resize(ptr noundef nonnull %6, i64 noundef 1)
  %125 = load double, ptr %0, align 8, !tbaa !9
  %126 = fmul double %125, 2.000000e+00
  %127 = load ptr, ptr %6, align 8, !tbaa !16
  store double %126, ptr %127, align 8, !tbaa !9
  %128 = sext i32 %11 to i64
  call fastcc void @resize(ptr noundef nonnull %6, i64 noundef %128)
  %129 = icmp sgt i32 %11, 1
  %130 = load ptr, ptr %6, align 8, !tbaa !16
  br i1 %129, label %131, label %149

131:                                              ; preds = %124
  %132 = zext nneg i32 %11 to i64
  %133 = add nsw i64 %132, -1
  %134 = and i64 %133, 1
  %135 = icmp eq i32 %11, 2
  br i1 %135, label %138, label %136

136:                                              ; preds = %131
  %137 = and i64 %133, -2
  br label %157

138:                                              ; preds = %157, %131
  %139 = phi i64 [ 1, %131 ], [ %175, %157 ]
  %140 = icmp eq i64 %134, 0
  br i1 %140, label %149, label %141

141:                                              ; preds = %138
  %142 = getelementptr double, ptr %130, i64 %139
  %143 = getelementptr i8, ptr %142, i64 -8
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = getelementptr inbounds double, ptr %0, i64 %139
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = tail call double @cos(double noundef %146) #14
  %148 = tail call double @llvm.fmuladd.f64(double %144, double %146, double %147)
  store double %148, ptr %142, align 8, !tbaa !9
  br label %149

149:                                              ; preds = %141, %138, %124
  %150 = icmp sgt i32 %11, 0
  br i1 %150, label %151, label %215

151:                                              ; preds = %149
  %152 = zext nneg i32 %11 to i64
  %153 = and i64 %152, 3
  %154 = icmp ult i32 %11, 4
  br i1 %154, label %200, label %155

155:                                              ; preds = %151
  %156 = and i64 %152, 2147483644
  br label %178

157:                                              ; preds = %157, %136
  %158 = phi i64 [ 1, %136 ], [ %175, %157 ]
  %159 = phi i64 [ 0, %136 ], [ %176, %157 ]
  %160 = getelementptr double, ptr %130, i64 %158
  %161 = getelementptr i8, ptr %160, i64 -8
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = getelementptr inbounds double, ptr %0, i64 %158
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = tail call double @cos(double noundef %164) #14
  %166 = tail call double @llvm.fmuladd.f64(double %162, double %164, double %165)
  store double %166, ptr %160, align 8, !tbaa !9
  %167 = add nuw nsw i64 %158, 1
  %168 = getelementptr double, ptr %130, i64 %167
  %169 = getelementptr i8, ptr %168, i64 -8
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = getelementptr inbounds double, ptr %0, i64 %167
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = tail call double @cos(double noundef %172) #14
  %174 = tail call double @llvm.fmuladd.f64(double %170, double %172, double %173)
  store double %174, ptr %168, align 8, !tbaa !9
  %175 = add nuw nsw i64 %158, 2
  %176 = add i64 %159, 2
  %177 = icmp eq i64 %176, %137
  br i1 %177, label %138, label %157, !llvm.loop !32

178:                                              ; preds = %178, %155
  %179 = phi i64 [ 0, %155 ], [ %197, %178 ]
  %180 = phi double [ 0.000000e+00, %155 ], [ %196, %178 ]
  %181 = phi i64 [ 0, %155 ], [ %198, %178 ]
  %182 = getelementptr inbounds double, ptr %130, i64 %179
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = tail call double @llvm.fmuladd.f64(double %183, double %183, double %180)
  %185 = or disjoint i64 %179, 1
  %186 = getelementptr inbounds double, ptr %130, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = tail call double @llvm.fmuladd.f64(double %187, double %187, double %184)
  %189 = or disjoint i64 %179, 2
  %190 = getelementptr inbounds double, ptr %130, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = tail call double @llvm.fmuladd.f64(double %191, double %191, double %188)
  %193 = or disjoint i64 %179, 3
  %194 = getelementptr inbounds double, ptr %130, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = tail call double @llvm.fmuladd.f64(double %195, double %195, double %192)
  %197 = add nuw nsw i64 %179, 4
  %198 = add i64 %181, 4
  %199 = icmp eq i64 %198, %156
  br i1 %199, label %200, label %178, !llvm.loop !33

200:                                              ; preds = %178, %151
  %201 = phi double [ poison, %151 ], [ %196, %178 ]
  %202 = phi i64 [ 0, %151 ], [ %197, %178 ]
  %203 = phi double [ 0.000000e+00, %151 ], [ %196, %178 ]
  %204 = icmp eq i64 %153, 0
  br i1 %204, label %215, label %205

205:                                              ; preds = %200, %205
  %206 = phi i64 [ %212, %205 ], [ %202, %200 ]
  %207 = phi double [ %211, %205 ], [ %203, %200 ]
  %208 = phi i64 [ %213, %205 ], [ 0, %200 ]
  %209 = getelementptr inbounds double, ptr %130, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = tail call double @llvm.fmuladd.f64(double %210, double %210, double %207)
  %212 = add nuw nsw i64 %206, 1
  %213 = add i64 %208, 1
  %214 = icmp eq i64 %213, %153
  br i1 %214, label %215, label %205, !llvm.loop !34

215:                                              ; preds = %200, %205, %149
  %216 = phi double [ 0.000000e+00, %149 ], [ %201, %200 ], [ %211, %205 ]
  tail call void @free(ptr noundef %130) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  br label %358

217:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %218 = sext i32 %11 to i64
  call fastcc void @reset(ptr noundef nonnull %4, i64 noundef %218)
  %219 = icmp sgt i32 %11, 0
  %220 = load ptr, ptr %4, align 8, !tbaa !16
  br i1 %219, label %221, label %298

221:                                              ; preds = %217
  %222 = ptrtoint ptr %220 to i64
  %223 = zext nneg i32 %11 to i64
  %224 = icmp ult i32 %11, 4
  %225 = sub i64 %222, %3
  %226 = icmp ult i64 %225, 32
  %227 = select i1 %224, i1 true, i1 %226
  br i1 %227, label %228, label %247

228:                                              ; preds = %263, %221
  %229 = phi i64 [ 0, %221 ], [ %248, %263 ]
  %230 = and i64 %223, 3
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %243, label %232

232:                                              ; preds = %228, %232
  %233 = phi i64 [ %240, %232 ], [ %229, %228 ]
  %234 = phi i64 [ %241, %232 ], [ 0, %228 ]
  %235 = getelementptr inbounds double, ptr %0, i64 %233
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fmul double %236, %236
  %238 = fmul double %236, %237
  %239 = getelementptr inbounds double, ptr %220, i64 %233
  store double %238, ptr %239, align 8, !tbaa !9
  %240 = add nuw nsw i64 %233, 1
  %241 = add i64 %234, 1
  %242 = icmp eq i64 %241, %230
  br i1 %242, label %243, label %232, !llvm.loop !35

243:                                              ; preds = %232, %228
  %244 = phi i64 [ %229, %228 ], [ %240, %232 ]
  %245 = sub nsw i64 %229, %223
  %246 = icmp ugt i64 %245, -4
  br i1 %246, label %265, label %271

247:                                              ; preds = %221
  %248 = and i64 %223, 2147483644
  br label %249

249:                                              ; preds = %249, %247
  %250 = phi i64 [ 0, %247 ], [ %261, %249 ]
  %251 = getelementptr inbounds double, ptr %0, i64 %250
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load <2 x double>, ptr %251, align 8, !tbaa !9
  %254 = load <2 x double>, ptr %252, align 8, !tbaa !9
  %255 = fmul <2 x double> %253, %253
  %256 = fmul <2 x double> %254, %254
  %257 = fmul <2 x double> %253, %255
  %258 = fmul <2 x double> %254, %256
  %259 = getelementptr inbounds double, ptr %220, i64 %250
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  store <2 x double> %257, ptr %259, align 8, !tbaa !9
  store <2 x double> %258, ptr %260, align 8, !tbaa !9
  %261 = add nuw i64 %250, 4
  %262 = icmp eq i64 %261, %248
  br i1 %262, label %263, label %249, !llvm.loop !36

263:                                              ; preds = %249
  %264 = icmp eq i64 %248, %223
  br i1 %264, label %265, label %228

265:                                              ; preds = %243, %271, %263
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #14
  %266 = shl nuw nsw i64 %218, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 8 %220, i64 %266, i1 false)
  tail call void @free(ptr noundef nonnull %220) #14
  %267 = and i64 %223, 3
  %268 = icmp ult i32 %11, 4
  br i1 %268, label %337, label %269

269:                                              ; preds = %265
  %270 = and i64 %223, 2147483644
  br label %299

271:                                              ; preds = %243, %271
  %272 = phi i64 [ %296, %271 ], [ %244, %243 ]
  %273 = getelementptr inbounds double, ptr %0, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = fmul double %274, %274
  %276 = fmul double %274, %275
  %277 = getelementptr inbounds double, ptr %220, i64 %272
  store double %276, ptr %277, align 8, !tbaa !9
  %278 = add nuw nsw i64 %272, 1
  %279 = getelementptr inbounds double, ptr %0, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !9
  %281 = fmul double %280, %280
  %282 = fmul double %280, %281
  %283 = getelementptr inbounds double, ptr %220, i64 %278
  store double %282, ptr %283, align 8, !tbaa !9
  %284 = add nuw nsw i64 %272, 2
  %285 = getelementptr inbounds double, ptr %0, i64 %284
  %286 = load double, ptr %285, align 8, !tbaa !9
  %287 = fmul double %286, %286
  %288 = fmul double %286, %287
  %289 = getelementptr inbounds double, ptr %220, i64 %284
  store double %288, ptr %289, align 8, !tbaa !9
  %290 = add nuw nsw i64 %272, 3
  %291 = getelementptr inbounds double, ptr %0, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !9
  %293 = fmul double %292, %292
  %294 = fmul double %292, %293
  %295 = getelementptr inbounds double, ptr %220, i64 %290
  store double %294, ptr %295, align 8, !tbaa !9
  %296 = add nuw nsw i64 %272, 4
  %297 = icmp eq i64 %296, %223
  br i1 %297, label %265, label %271, !llvm.loop !37

298:                                              ; preds = %217
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #14
  tail call void @free(ptr noundef %220) #14
  br label %356

299:                                              ; preds = %299, %269
  %300 = phi i64 [ 0, %269 ], [ %329, %299 ]
  %301 = phi double [ 0.000000e+00, %269 ], [ %334, %299 ]
  %302 = phi i64 [ 0, %269 ], [ %335, %299 ]
  %303 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %300
  %304 = load double, ptr %303, align 16, !tbaa !9
  %305 = or disjoint i64 %300, 1
  %306 = icmp eq i64 %305, %223
  %307 = select i1 %306, i64 0, i64 %305
  %308 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = tail call double @llvm.fmuladd.f64(double %304, double %309, double %301)
  %311 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %305
  %312 = load double, ptr %311, align 8, !tbaa !9
  %313 = or disjoint i64 %300, 2
  %314 = icmp eq i64 %313, %223
  %315 = select i1 %314, i64 0, i64 %313
  %316 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %315
  %317 = load double, ptr %316, align 16, !tbaa !9
  %318 = tail call double @llvm.fmuladd.f64(double %312, double %317, double %310)
  %319 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %313
  %320 = load double, ptr %319, align 16, !tbaa !9
  %321 = or disjoint i64 %300, 3
  %322 = icmp eq i64 %321, %223
  %323 = select i1 %322, i64 0, i64 %321
  %324 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %323
  %325 = load double, ptr %324, align 8, !tbaa !9
  %326 = tail call double @llvm.fmuladd.f64(double %320, double %325, double %318)
  %327 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %321
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = add nuw nsw i64 %300, 4
  %330 = icmp eq i64 %329, %223
  %331 = select i1 %330, i64 0, i64 %329
  %332 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %331
  %333 = load double, ptr %332, align 16, !tbaa !9
  %334 = tail call double @llvm.fmuladd.f64(double %328, double %333, double %326)
  %335 = add i64 %302, 4
  %336 = icmp eq i64 %335, %270
  br i1 %336, label %337, label %299, !llvm.loop !38

337:                                              ; preds = %299, %265
  %338 = phi double [ poison, %265 ], [ %334, %299 ]
  %339 = phi i64 [ 0, %265 ], [ %329, %299 ]
  %340 = phi double [ 0.000000e+00, %265 ], [ %334, %299 ]
  %341 = icmp eq i64 %267, 0
  br i1 %341, label %356, label %342

342:                                              ; preds = %337, %342
  %343 = phi i64 [ %348, %342 ], [ %339, %337 ]
  %344 = phi double [ %353, %342 ], [ %340, %337 ]
  %345 = phi i64 [ %354, %342 ], [ 0, %337 ]
  %346 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %343
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = add nuw nsw i64 %343, 1
  %349 = icmp eq i64 %348, %223
  %350 = select i1 %349, i64 0, i64 %348
  %351 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %350
  %352 = load double, ptr %351, align 8, !tbaa !9
  %353 = tail call double @llvm.fmuladd.f64(double %347, double %352, double %344)
  %354 = add i64 %345, 1
  %355 = icmp eq i64 %354, %267
  br i1 %355, label %356, label %342, !llvm.loop !39

356:                                              ; preds = %337, %342, %298
  %357 = phi double [ 0.000000e+00, %298 ], [ %338, %337 ], [ %353, %342 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  br label %358

358:                                              ; preds = %215, %356, %122
  %359 = phi double [ %123, %122 ], [ %216, %215 ], [ %357, %356 ]
  ret double %359
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef 1)
  %4 = load double, ptr %0, align 8, !tbaa !9
  %5 = fmul double %4, 2.000000e+00
  %6 = load ptr, ptr %3, align 8, !tbaa !16
  store double %5, ptr %6, align 8, !tbaa !9
  %7 = sext i32 %1 to i64
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef %7)
  %8 = icmp sgt i32 %1, 1
  %9 = load ptr, ptr %3, align 8, !tbaa !16
  br i1 %8, label %10, label %28

10:                                               ; preds = %2
  %11 = zext nneg i32 %1 to i64
  %12 = add nsw i64 %11, -1
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 2
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = and i64 %12, -2
  br label %36

17:                                               ; preds = %36, %10
  %18 = phi i64 [ 1, %10 ], [ %54, %36 ]
  %19 = icmp eq i64 %13, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %17
  %21 = getelementptr double, ptr %9, i64 %18
  %22 = getelementptr i8, ptr %21, i64 -8
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds double, ptr %0, i64 %18
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = tail call double @cos(double noundef %25) #14
  %27 = tail call double @llvm.fmuladd.f64(double %23, double %25, double %26)
  store double %27, ptr %21, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %20, %17, %2
  %29 = icmp sgt i32 %1, 0
  br i1 %29, label %30, label %72

30:                                               ; preds = %28
  %31 = zext nneg i32 %1 to i64
  %32 = and i64 %31, 3
  %33 = icmp ult i32 %1, 4
  br i1 %33, label %57, label %34

34:                                               ; preds = %30
  %35 = and i64 %31, 2147483644
  br label %74

36:                                               ; preds = %36, %15
  %37 = phi i64 [ 1, %15 ], [ %54, %36 ]
  %38 = phi i64 [ 0, %15 ], [ %55, %36 ]
  %39 = getelementptr double, ptr %9, i64 %37
  %40 = getelementptr i8, ptr %39, i64 -8
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %0, i64 %37
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @cos(double noundef %43) #14
  %45 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %44)
  store double %45, ptr %39, align 8, !tbaa !9
  %46 = add nuw nsw i64 %37, 1
  %47 = getelementptr double, ptr %9, i64 %46
  %48 = getelementptr i8, ptr %47, i64 -8
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds double, ptr %0, i64 %46
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @cos(double noundef %51) #14
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %52)
  store double %53, ptr %47, align 8, !tbaa !9
  %54 = add nuw nsw i64 %37, 2
  %55 = add i64 %38, 2
  %56 = icmp eq i64 %55, %16
  br i1 %56, label %17, label %36, !llvm.loop !32

57:                                               ; preds = %74, %30
  %58 = phi double [ poison, %30 ], [ %92, %74 ]
  %59 = phi i64 [ 0, %30 ], [ %93, %74 ]
  %60 = phi double [ 0.000000e+00, %30 ], [ %92, %74 ]
  %61 = icmp eq i64 %32, 0
  br i1 %61, label %72, label %62

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %69, %62 ], [ %59, %57 ]
  %64 = phi double [ %68, %62 ], [ %60, %57 ]
  %65 = phi i64 [ %70, %62 ], [ 0, %57 ]
  %66 = getelementptr inbounds double, ptr %9, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %67, double %64)
  %69 = add nuw nsw i64 %63, 1
  %70 = add i64 %65, 1
  %71 = icmp eq i64 %70, %32
  br i1 %71, label %72, label %62, !llvm.loop !40

72:                                               ; preds = %57, %62, %28
  %73 = phi double [ 0.000000e+00, %28 ], [ %58, %57 ], [ %68, %62 ]
  tail call void @free(ptr noundef %9) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  ret double %73

74:                                               ; preds = %74, %34
  %75 = phi i64 [ 0, %34 ], [ %93, %74 ]
  %76 = phi double [ 0.000000e+00, %34 ], [ %92, %74 ]
  %77 = phi i64 [ 0, %34 ], [ %94, %74 ]
  %78 = getelementptr inbounds double, ptr %9, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = tail call double @llvm.fmuladd.f64(double %79, double %79, double %76)
  %81 = or disjoint i64 %75, 1
  %82 = getelementptr inbounds double, ptr %9, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %83, double %80)
  %85 = or disjoint i64 %75, 2
  %86 = getelementptr inbounds double, ptr %9, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %87, double %84)
  %89 = or disjoint i64 %75, 3
  %90 = getelementptr inbounds double, ptr %9, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %91, double %88)
  %93 = add nuw nsw i64 %75, 4
  %94 = add i64 %77, 4
  %95 = icmp eq i64 %94, %35
  br i1 %95, label %57, label %74, !llvm.loop !33
}

; Function Attrs: nounwind uwtable
define internal double @fresh(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %5 = sext i32 %1 to i64
  call fastcc void @reset(ptr noundef nonnull %3, i64 noundef %5)
  %6 = icmp sgt i32 %1, 0
  %7 = load ptr, ptr %3, align 8, !tbaa !16
  br i1 %6, label %8, label %88

8:                                                ; preds = %2
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 4
  %13 = sub i64 %9, %10
  %14 = icmp ult i64 %13, 32
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %51, %8
  %17 = phi i64 [ 0, %8 ], [ %36, %51 ]
  %18 = and i64 %11, 3
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %31, label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %28, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %29, %20 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %24, %24
  %26 = fmul double %24, %25
  %27 = getelementptr inbounds double, ptr %7, i64 %21
  store double %26, ptr %27, align 8, !tbaa !9
  %28 = add nuw nsw i64 %21, 1
  %29 = add i64 %22, 1
  %30 = icmp eq i64 %29, %18
  br i1 %30, label %31, label %20, !llvm.loop !41

31:                                               ; preds = %20, %16
  %32 = phi i64 [ %17, %16 ], [ %28, %20 ]
  %33 = sub nsw i64 %17, %11
  %34 = icmp ugt i64 %33, -4
  br i1 %34, label %53, label %61

35:                                               ; preds = %8
  %36 = and i64 %11, 2147483644
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %49, %37 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !9
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !9
  %43 = fmul <2 x double> %41, %41
  %44 = fmul <2 x double> %42, %42
  %45 = fmul <2 x double> %41, %43
  %46 = fmul <2 x double> %42, %44
  %47 = getelementptr inbounds double, ptr %7, i64 %38
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <2 x double> %45, ptr %47, align 8, !tbaa !9
  store <2 x double> %46, ptr %48, align 8, !tbaa !9
  %49 = add nuw i64 %38, 4
  %50 = icmp eq i64 %49, %36
  br i1 %50, label %51, label %37, !llvm.loop !42

51:                                               ; preds = %37
  %52 = icmp eq i64 %36, %11
  br i1 %52, label %53, label %16

53:                                               ; preds = %31, %61, %51
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %54 = shl nuw nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %54, i1 false)
  tail call void @free(ptr noundef %7) #14
  br i1 %6, label %55, label %105

55:                                               ; preds = %53
  %56 = zext nneg i32 %1 to i64
  %57 = and i64 %11, 1
  %58 = icmp eq i32 %1, 1
  br i1 %58, label %90, label %59

59:                                               ; preds = %55
  %60 = and i64 %11, 2147483646
  br label %107

61:                                               ; preds = %31, %61
  %62 = phi i64 [ %86, %61 ], [ %32, %31 ]
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = fmul double %64, %64
  %66 = fmul double %64, %65
  %67 = getelementptr inbounds double, ptr %7, i64 %62
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nuw nsw i64 %62, 1
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul double %70, %70
  %72 = fmul double %70, %71
  %73 = getelementptr inbounds double, ptr %7, i64 %68
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = add nuw nsw i64 %62, 2
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fmul double %76, %76
  %78 = fmul double %76, %77
  %79 = getelementptr inbounds double, ptr %7, i64 %74
  store double %78, ptr %79, align 8, !tbaa !9
  %80 = add nuw nsw i64 %62, 3
  %81 = getelementptr inbounds double, ptr %0, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul double %82, %82
  %84 = fmul double %82, %83
  %85 = getelementptr inbounds double, ptr %7, i64 %80
  store double %84, ptr %85, align 8, !tbaa !9
  %86 = add nuw nsw i64 %62, 4
  %87 = icmp eq i64 %86, %11
  br i1 %87, label %53, label %61, !llvm.loop !43

88:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %89 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %89, i1 false)
  tail call void @free(ptr noundef %7) #14
  br label %105

90:                                               ; preds = %107, %55
  %91 = phi double [ poison, %55 ], [ %128, %107 ]
  %92 = phi i64 [ 0, %55 ], [ %122, %107 ]
  %93 = phi double [ 0.000000e+00, %55 ], [ %128, %107 ]
  %94 = icmp eq i64 %57, 0
  br i1 %94, label %105, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %92
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %56
  %100 = and i64 %98, 4294967295
  %101 = select i1 %99, i64 0, i64 %100
  %102 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = tail call double @llvm.fmuladd.f64(double %97, double %103, double %93)
  br label %105

105:                                              ; preds = %95, %90, %88, %53
  %106 = phi double [ 0.000000e+00, %53 ], [ 0.000000e+00, %88 ], [ %91, %90 ], [ %104, %95 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  ret double %106

107:                                              ; preds = %107, %59
  %108 = phi i64 [ 0, %59 ], [ %122, %107 ]
  %109 = phi double [ 0.000000e+00, %59 ], [ %128, %107 ]
  %110 = phi i64 [ 0, %59 ], [ %129, %107 ]
  %111 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %108
  %112 = load double, ptr %111, align 16, !tbaa !9
  %113 = or disjoint i64 %108, 1
  %114 = icmp eq i64 %113, %56
  %115 = and i64 %113, 4294967295
  %116 = select i1 %114, i64 0, i64 %115
  %117 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = tail call double @llvm.fmuladd.f64(double %112, double %118, double %109)
  %120 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %113
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = add nuw nsw i64 %108, 2
  %123 = icmp eq i64 %122, %56
  %124 = and i64 %122, 4294967294
  %125 = select i1 %123, i64 0, i64 %124
  %126 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %125
  %127 = load double, ptr %126, align 16, !tbaa !9
  %128 = tail call double @llvm.fmuladd.f64(double %121, double %127, double %119)
  %129 = add i64 %110, 2
  %130 = icmp eq i64 %129, %60
  br i1 %130, label %90, label %107, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @resize(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #6 {
  %3 = shl nsw i64 %1, 3
  %4 = tail call noalias ptr @malloc(i64 noundef %3) #15
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !44
  %7 = tail call i64 @llvm.smin.i64(i64 %6, i64 %1)
  %8 = icmp sgt i64 %7, 0
  %9 = load ptr, ptr %0, align 8, !tbaa !16
  br i1 %8, label %10, label %48

10:                                               ; preds = %2
  %11 = ptrtoint ptr %9 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = icmp ult i64 %7, 6
  %14 = sub i64 %12, %11
  %15 = icmp ult i64 %14, 32
  %16 = select i1 %13, i1 true, i1 %15
  br i1 %16, label %17, label %34

17:                                               ; preds = %46, %10
  %18 = phi i64 [ 0, %10 ], [ %35, %46 ]
  %19 = and i64 %7, 3
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %17, %21
  %22 = phi i64 [ %27, %21 ], [ %18, %17 ]
  %23 = phi i64 [ %28, %21 ], [ 0, %17 ]
  %24 = getelementptr inbounds double, ptr %9, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds double, ptr %4, i64 %22
  store double %25, ptr %26, align 8, !tbaa !9
  %27 = add nuw nsw i64 %22, 1
  %28 = add i64 %23, 1
  %29 = icmp eq i64 %28, %19
  br i1 %29, label %30, label %21, !llvm.loop !45

30:                                               ; preds = %21, %17
  %31 = phi i64 [ %18, %17 ], [ %27, %21 ]
  %32 = sub nsw i64 %18, %7
  %33 = icmp ugt i64 %32, -4
  br i1 %33, label %48, label %49

34:                                               ; preds = %10
  %35 = and i64 %7, 9223372036854775804
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %44, %36 ]
  %38 = getelementptr inbounds double, ptr %9, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !9
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %4, i64 %37
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  store <2 x double> %40, ptr %42, align 8, !tbaa !9
  store <2 x double> %41, ptr %43, align 8, !tbaa !9
  %44 = add nuw i64 %37, 4
  %45 = icmp eq i64 %44, %35
  br i1 %45, label %46, label %36, !llvm.loop !46

46:                                               ; preds = %36
  %47 = icmp eq i64 %7, %35
  br i1 %47, label %48, label %17

48:                                               ; preds = %30, %49, %46, %2
  tail call void @free(ptr noundef %9) #14
  store ptr %4, ptr %0, align 8, !tbaa !16
  store i64 %1, ptr %5, align 8, !tbaa !44
  ret void

49:                                               ; preds = %30, %49
  %50 = phi i64 [ %66, %49 ], [ %31, %30 ]
  %51 = getelementptr inbounds double, ptr %9, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr inbounds double, ptr %4, i64 %50
  store double %52, ptr %53, align 8, !tbaa !9
  %54 = add nuw nsw i64 %50, 1
  %55 = getelementptr inbounds double, ptr %9, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds double, ptr %4, i64 %54
  store double %56, ptr %57, align 8, !tbaa !9
  %58 = add nuw nsw i64 %50, 2
  %59 = getelementptr inbounds double, ptr %9, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds double, ptr %4, i64 %58
  store double %60, ptr %61, align 8, !tbaa !9
  %62 = add nuw nsw i64 %50, 3
  %63 = getelementptr inbounds double, ptr %9, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = getelementptr inbounds double, ptr %4, i64 %62
  store double %64, ptr %65, align 8, !tbaa !9
  %66 = add nuw nsw i64 %50, 4
  %67 = icmp eq i64 %66, %7
  br i1 %67, label %48, label %49, !llvm.loop !47
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @reset(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #12 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  tail call void @free(ptr noundef %3) #14
  %4 = shl nsw i64 %1, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #15
  store ptr %5, ptr %0, align 8, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %1, ptr %6, align 8, !tbaa !44
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = !{!12, !13, i64 0}
!12 = !{!"", !13, i64 0, !13, i64 4}
!13 = !{!"int", !7, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!13, !13, i64 0}
!16 = !{!17, !18, i64 0}
!17 = !{!"", !18, i64 0, !19, i64 8}
!18 = !{!"any pointer", !7, i64 0}
!19 = !{!"long", !7, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !23, !24, !25}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !23, !24}
!27 = distinct !{!27, !23}
!28 = distinct !{!28, !23}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !23, !24, !25}
!31 = distinct !{!31, !23, !24}
!32 = distinct !{!32, !23}
!33 = distinct !{!33, !23}
!34 = distinct !{!34, !21}
!35 = distinct !{!35, !21}
!36 = distinct !{!36, !23, !24, !25}
!37 = distinct !{!37, !23, !24}
!38 = distinct !{!38, !23}
!39 = distinct !{!39, !21}
!40 = distinct !{!40, !21}
!41 = distinct !{!41, !21}
!42 = distinct !{!42, !23, !24, !25}
!43 = distinct !{!43, !23, !24}
!44 = !{!17, !19, i64 8}
!45 = distinct !{!45, !21}
!46 = distinct !{!46, !23, !24, !25}
!47 = distinct !{!47, !23, !24}
