; ModuleID = 'myalloc.c'
source_filename = "myalloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"temp.dx\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"temp.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"temp.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"accum.dx\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"accum.fwd\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"accum.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"myalloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca %struct.Ctx, align 4
  %5 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #15
  %6 = load i64, ptr @rng_state, align 8, !tbaa !5
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = insertelement <2 x i64> poison, i64 %8, i64 0
  %12 = insertelement <2 x i64> %11, i64 %10, i64 1
  %13 = lshr <2 x i64> %12, <i64 10, i64 10>
  %14 = and <2 x i64> %13, <i64 18014398509481982, i64 18014398509481982>
  %15 = uitofp nneg <2 x i64> %14 to <2 x double>
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %16, ptr %1, align 16, !tbaa !9
  %17 = mul i64 %10, 6364136223846793005
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = add i64 %17, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = insertelement <2 x i64> poison, i64 %19, i64 0
  %23 = insertelement <2 x i64> %22, i64 %21, i64 1
  %24 = lshr <2 x i64> %23, <i64 10, i64 10>
  %25 = and <2 x i64> %24, <i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <2 x i64> %25 to <2 x double>
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %27, ptr %18, align 16, !tbaa !9
  %28 = mul i64 %21, 6364136223846793005
  %29 = getelementptr inbounds i8, ptr %1, i64 32
  %30 = add i64 %28, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <2 x i64> poison, i64 %30, i64 0
  %34 = insertelement <2 x i64> %33, i64 %32, i64 1
  %35 = lshr <2 x i64> %34, <i64 10, i64 10>
  %36 = and <2 x i64> %35, <i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <2 x i64> %36 to <2 x double>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %38, ptr %29, align 16, !tbaa !9
  %39 = mul i64 %32, 6364136223846793005
  %40 = getelementptr inbounds i8, ptr %1, i64 48
  %41 = add i64 %39, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <2 x i64> poison, i64 %41, i64 0
  %45 = insertelement <2 x i64> %44, i64 %43, i64 1
  %46 = lshr <2 x i64> %45, <i64 10, i64 10>
  %47 = and <2 x i64> %46, <i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <2 x i64> %47 to <2 x double>
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %49, ptr %40, align 16, !tbaa !9
  %50 = mul i64 %43, 6364136223846793005
  %51 = getelementptr inbounds i8, ptr %1, i64 64
  %52 = add i64 %50, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <2 x i64> poison, i64 %52, i64 0
  %56 = insertelement <2 x i64> %55, i64 %54, i64 1
  %57 = lshr <2 x i64> %56, <i64 10, i64 10>
  %58 = and <2 x i64> %57, <i64 18014398509481982, i64 18014398509481982>
  %59 = uitofp nneg <2 x i64> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %60, ptr %51, align 16, !tbaa !9
  %61 = mul i64 %54, 6364136223846793005
  %62 = getelementptr inbounds i8, ptr %1, i64 80
  %63 = add i64 %61, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <2 x i64> poison, i64 %63, i64 0
  %67 = insertelement <2 x i64> %66, i64 %65, i64 1
  %68 = lshr <2 x i64> %67, <i64 10, i64 10>
  %69 = and <2 x i64> %68, <i64 18014398509481982, i64 18014398509481982>
  %70 = uitofp nneg <2 x i64> %69 to <2 x double>
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %71, ptr %62, align 16, !tbaa !9
  %72 = mul i64 %65, 6364136223846793005
  %73 = getelementptr inbounds i8, ptr %3, i64 8
  %74 = add i64 %72, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = insertelement <2 x i64> poison, i64 %74, i64 0
  %78 = insertelement <2 x i64> %77, i64 %76, i64 1
  %79 = lshr <2 x i64> %78, <i64 10, i64 10>
  %80 = and <2 x i64> %79, <i64 18014398509481982, i64 18014398509481982>
  %81 = uitofp nneg <2 x i64> %80 to <2 x double>
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %82, ptr %3, align 16, !tbaa !9
  %83 = mul i64 %76, 6364136223846793005
  %84 = getelementptr inbounds i8, ptr %3, i64 16
  %85 = getelementptr inbounds i8, ptr %3, i64 24
  %86 = add i64 %83, 1442695040888963407
  %87 = mul i64 %86, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = insertelement <2 x i64> poison, i64 %86, i64 0
  %90 = insertelement <2 x i64> %89, i64 %88, i64 1
  %91 = lshr <2 x i64> %90, <i64 10, i64 10>
  %92 = and <2 x i64> %91, <i64 18014398509481982, i64 18014398509481982>
  %93 = uitofp nneg <2 x i64> %92 to <2 x double>
  %94 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %94, ptr %84, align 16, !tbaa !9
  %95 = mul i64 %88, 6364136223846793005
  %96 = getelementptr inbounds i8, ptr %3, i64 32
  %97 = getelementptr inbounds i8, ptr %3, i64 40
  %98 = add i64 %95, 1442695040888963407
  %99 = mul i64 %98, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = insertelement <2 x i64> poison, i64 %98, i64 0
  %102 = insertelement <2 x i64> %101, i64 %100, i64 1
  %103 = lshr <2 x i64> %102, <i64 10, i64 10>
  %104 = and <2 x i64> %103, <i64 18014398509481982, i64 18014398509481982>
  %105 = uitofp nneg <2 x i64> %104 to <2 x double>
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %106, ptr %96, align 16, !tbaa !9
  %107 = mul i64 %100, 6364136223846793005
  %108 = getelementptr inbounds i8, ptr %3, i64 48
  %109 = getelementptr inbounds i8, ptr %3, i64 56
  %110 = add i64 %107, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = insertelement <2 x i64> poison, i64 %110, i64 0
  %114 = insertelement <2 x i64> %113, i64 %112, i64 1
  %115 = lshr <2 x i64> %114, <i64 10, i64 10>
  %116 = and <2 x i64> %115, <i64 18014398509481982, i64 18014398509481982>
  %117 = uitofp nneg <2 x i64> %116 to <2 x double>
  %118 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %117, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %118, ptr %108, align 16, !tbaa !9
  %119 = mul i64 %112, 6364136223846793005
  %120 = getelementptr inbounds i8, ptr %3, i64 64
  %121 = getelementptr inbounds i8, ptr %3, i64 72
  %122 = add i64 %119, 1442695040888963407
  %123 = mul i64 %122, 6364136223846793005
  %124 = add i64 %123, 1442695040888963407
  %125 = insertelement <2 x i64> poison, i64 %122, i64 0
  %126 = insertelement <2 x i64> %125, i64 %124, i64 1
  %127 = lshr <2 x i64> %126, <i64 10, i64 10>
  %128 = and <2 x i64> %127, <i64 18014398509481982, i64 18014398509481982>
  %129 = uitofp nneg <2 x i64> %128 to <2 x double>
  %130 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %129, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %130, ptr %120, align 16, !tbaa !9
  %131 = mul i64 %124, 6364136223846793005
  %132 = getelementptr inbounds i8, ptr %3, i64 80
  %133 = getelementptr inbounds i8, ptr %3, i64 88
  %134 = add i64 %131, 1442695040888963407
  %135 = mul i64 %134, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = insertelement <2 x i64> poison, i64 %134, i64 0
  %138 = insertelement <2 x i64> %137, i64 %136, i64 1
  %139 = lshr <2 x i64> %138, <i64 10, i64 10>
  %140 = and <2 x i64> %139, <i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <2 x i64> %140 to <2 x double>
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %142, ptr %132, align 16, !tbaa !9
  store i64 %136, ptr @rng_state, align 8, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store i32 12, ptr %4, align 4, !tbaa !11
  store i32 0, ptr %143, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %144 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %145 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %144, i32 noundef 12) #15
  %146 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %147 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %146, i32 noundef 12) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef 12, ptr noundef nonnull %2)
  %148 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #16
  %149 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #16
  %150 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %151 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %151, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %150)
  store <2 x double> %152, ptr %148, align 8, !tbaa !9
  %153 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %151, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %150)
  store <2 x double> %153, ptr %149, align 8, !tbaa !9
  %154 = getelementptr inbounds i8, ptr %148, i64 16
  %155 = getelementptr inbounds i8, ptr %149, i64 16
  %156 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %157 = load <2 x double>, ptr %84, align 16, !tbaa !9
  %158 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %156)
  store <2 x double> %158, ptr %154, align 8, !tbaa !9
  %159 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %156)
  store <2 x double> %159, ptr %155, align 8, !tbaa !9
  %160 = getelementptr inbounds i8, ptr %148, i64 32
  %161 = getelementptr inbounds i8, ptr %149, i64 32
  %162 = load <2 x double>, ptr %29, align 16, !tbaa !9
  %163 = load <2 x double>, ptr %96, align 16, !tbaa !9
  %164 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %162)
  store <2 x double> %164, ptr %160, align 8, !tbaa !9
  %165 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %162)
  store <2 x double> %165, ptr %161, align 8, !tbaa !9
  %166 = getelementptr inbounds i8, ptr %148, i64 48
  %167 = getelementptr inbounds i8, ptr %149, i64 48
  %168 = load <2 x double>, ptr %40, align 16, !tbaa !9
  %169 = load <2 x double>, ptr %108, align 16, !tbaa !9
  %170 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %168)
  store <2 x double> %170, ptr %166, align 8, !tbaa !9
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %168)
  store <2 x double> %171, ptr %167, align 8, !tbaa !9
  %172 = getelementptr inbounds i8, ptr %148, i64 64
  %173 = getelementptr inbounds i8, ptr %149, i64 64
  %174 = load <2 x double>, ptr %51, align 16, !tbaa !9
  %175 = load <2 x double>, ptr %120, align 16, !tbaa !9
  %176 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %174)
  store <2 x double> %176, ptr %172, align 8, !tbaa !9
  %177 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %174)
  store <2 x double> %177, ptr %173, align 8, !tbaa !9
  %178 = getelementptr inbounds i8, ptr %148, i64 80
  %179 = getelementptr inbounds i8, ptr %149, i64 80
  %180 = load <2 x double>, ptr %62, align 16, !tbaa !9
  %181 = load <2 x double>, ptr %132, align 16, !tbaa !9
  %182 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %181, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %180)
  store <2 x double> %182, ptr %178, align 8, !tbaa !9
  %183 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %181, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %180)
  store <2 x double> %183, ptr %179, align 8, !tbaa !9
  %184 = call fastcc double @obj(ptr noundef nonnull %148, ptr noundef nonnull readonly %4)
  %185 = call fastcc double @obj(ptr noundef nonnull %149, ptr noundef nonnull readonly %4)
  %186 = fsub double %184, %185
  %187 = fdiv double %186, 2.000000e-06
  call void @free(ptr noundef %148) #15
  call void @free(ptr noundef %149) #15
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = fcmp ogt double %188, 1.000000e+00
  %190 = select i1 %189, double %188, double 1.000000e+00
  %191 = fsub double %147, %187
  %192 = call double @llvm.fabs.f64(double %191)
  %193 = fmul double %190, 0x3EB0C6F7A0B5ED8D
  %194 = fcmp ole double %192, %193
  %195 = select i1 %194, ptr @.str.8, ptr @.str.9
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %147, double noundef %187, ptr noundef nonnull %195)
  br i1 %194, label %200, label %197

197:                                              ; preds = %0
  %198 = load i32, ptr @n_fail, align 4, !tbaa !15
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr @n_fail, align 4, !tbaa !15
  br label %200

200:                                              ; preds = %197, %0
  %201 = load double, ptr %2, align 16, !tbaa !9
  %202 = load double, ptr %3, align 16, !tbaa !9
  %203 = call double @llvm.fmuladd.f64(double %201, double %202, double 0.000000e+00)
  %204 = getelementptr inbounds i8, ptr %2, i64 8
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = load double, ptr %73, align 8, !tbaa !9
  %207 = call double @llvm.fmuladd.f64(double %205, double %206, double %203)
  %208 = getelementptr inbounds i8, ptr %2, i64 16
  %209 = load double, ptr %208, align 16, !tbaa !9
  %210 = load double, ptr %84, align 16, !tbaa !9
  %211 = call double @llvm.fmuladd.f64(double %209, double %210, double %207)
  %212 = getelementptr inbounds i8, ptr %2, i64 24
  %213 = load double, ptr %212, align 8, !tbaa !9
  %214 = load double, ptr %85, align 8, !tbaa !9
  %215 = call double @llvm.fmuladd.f64(double %213, double %214, double %211)
  %216 = getelementptr inbounds i8, ptr %2, i64 32
  %217 = load double, ptr %216, align 16, !tbaa !9
  %218 = load double, ptr %96, align 16, !tbaa !9
  %219 = call double @llvm.fmuladd.f64(double %217, double %218, double %215)
  %220 = getelementptr inbounds i8, ptr %2, i64 40
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = load double, ptr %97, align 8, !tbaa !9
  %223 = call double @llvm.fmuladd.f64(double %221, double %222, double %219)
  %224 = getelementptr inbounds i8, ptr %2, i64 48
  %225 = load double, ptr %224, align 16, !tbaa !9
  %226 = load double, ptr %108, align 16, !tbaa !9
  %227 = call double @llvm.fmuladd.f64(double %225, double %226, double %223)
  %228 = getelementptr inbounds i8, ptr %2, i64 56
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = load double, ptr %109, align 8, !tbaa !9
  %231 = call double @llvm.fmuladd.f64(double %229, double %230, double %227)
  %232 = getelementptr inbounds i8, ptr %2, i64 64
  %233 = load double, ptr %232, align 16, !tbaa !9
  %234 = load double, ptr %120, align 16, !tbaa !9
  %235 = call double @llvm.fmuladd.f64(double %233, double %234, double %231)
  %236 = getelementptr inbounds i8, ptr %2, i64 72
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = load double, ptr %121, align 8, !tbaa !9
  %239 = call double @llvm.fmuladd.f64(double %237, double %238, double %235)
  %240 = getelementptr inbounds i8, ptr %2, i64 80
  %241 = load double, ptr %240, align 16, !tbaa !9
  %242 = load double, ptr %132, align 16, !tbaa !9
  %243 = call double @llvm.fmuladd.f64(double %241, double %242, double %239)
  %244 = getelementptr inbounds i8, ptr %2, i64 88
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = load double, ptr %133, align 8, !tbaa !9
  %247 = call double @llvm.fmuladd.f64(double %245, double %246, double %243)
  %248 = call double @llvm.fabs.f64(double %147)
  %249 = fcmp ogt double %248, 1.000000e+00
  %250 = select i1 %249, double %248, double 1.000000e+00
  %251 = fsub double %247, %147
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fmul double %250, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ole double %252, %253
  %255 = select i1 %254, ptr @.str.8, ptr @.str.9
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %247, double noundef %147, ptr noundef nonnull %255)
  br i1 %254, label %260, label %257

257:                                              ; preds = %200
  %258 = load i32, ptr @n_fail, align 4, !tbaa !15
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !15
  br label %260

260:                                              ; preds = %200, %257
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store i32 5, ptr %4, align 4, !tbaa !11
  store i32 0, ptr %143, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %261 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %262 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %261, i32 noundef 5) #15
  %263 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %264 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %263, i32 noundef 5) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef 5, ptr noundef nonnull %2)
  %265 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #16
  %266 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #16
  %267 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %268 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %269 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %268, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %267)
  store <2 x double> %269, ptr %265, align 8, !tbaa !9
  %270 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %268, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %267)
  store <2 x double> %270, ptr %266, align 8, !tbaa !9
  %271 = getelementptr inbounds i8, ptr %265, i64 16
  %272 = getelementptr inbounds i8, ptr %266, i64 16
  %273 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %274 = load <2 x double>, ptr %84, align 16, !tbaa !9
  %275 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %274, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %273)
  store <2 x double> %275, ptr %271, align 8, !tbaa !9
  %276 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %274, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %273)
  store <2 x double> %276, ptr %272, align 8, !tbaa !9
  %277 = load double, ptr %29, align 16, !tbaa !9
  %278 = load double, ptr %96, align 16, !tbaa !9
  %279 = call double @llvm.fmuladd.f64(double %278, double 0x3EB0C6F7A0B5ED8D, double %277)
  %280 = getelementptr inbounds i8, ptr %265, i64 32
  store double %279, ptr %280, align 8, !tbaa !9
  %281 = call double @llvm.fmuladd.f64(double %278, double 0xBEB0C6F7A0B5ED8D, double %277)
  %282 = getelementptr inbounds i8, ptr %266, i64 32
  store double %281, ptr %282, align 8, !tbaa !9
  %283 = call fastcc double @obj(ptr noundef nonnull %265, ptr noundef nonnull readonly %4)
  %284 = call fastcc double @obj(ptr noundef nonnull %266, ptr noundef nonnull readonly %4)
  %285 = fsub double %283, %284
  %286 = fdiv double %285, 2.000000e-06
  call void @free(ptr noundef %265) #15
  call void @free(ptr noundef %266) #15
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ogt double %287, 1.000000e+00
  %289 = select i1 %288, double %287, double 1.000000e+00
  %290 = fsub double %264, %286
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fmul double %289, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp ole double %291, %292
  %294 = select i1 %293, ptr @.str.8, ptr @.str.9
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %264, double noundef %286, ptr noundef nonnull %294)
  br i1 %293, label %299, label %296

296:                                              ; preds = %260
  %297 = load i32, ptr @n_fail, align 4, !tbaa !15
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr @n_fail, align 4, !tbaa !15
  br label %299

299:                                              ; preds = %296, %260
  %300 = load double, ptr %2, align 16, !tbaa !9
  %301 = load double, ptr %3, align 16, !tbaa !9
  %302 = call double @llvm.fmuladd.f64(double %300, double %301, double 0.000000e+00)
  %303 = load double, ptr %204, align 8, !tbaa !9
  %304 = load double, ptr %73, align 8, !tbaa !9
  %305 = call double @llvm.fmuladd.f64(double %303, double %304, double %302)
  %306 = load double, ptr %208, align 16, !tbaa !9
  %307 = load double, ptr %84, align 16, !tbaa !9
  %308 = call double @llvm.fmuladd.f64(double %306, double %307, double %305)
  %309 = load double, ptr %212, align 8, !tbaa !9
  %310 = load double, ptr %85, align 8, !tbaa !9
  %311 = call double @llvm.fmuladd.f64(double %309, double %310, double %308)
  %312 = load double, ptr %216, align 16, !tbaa !9
  %313 = load double, ptr %96, align 16, !tbaa !9
  %314 = call double @llvm.fmuladd.f64(double %312, double %313, double %311)
  %315 = call double @llvm.fabs.f64(double %264)
  %316 = fcmp ogt double %315, 1.000000e+00
  %317 = select i1 %316, double %315, double 1.000000e+00
  %318 = fsub double %314, %264
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fmul double %317, 0x3EB0C6F7A0B5ED8D
  %321 = fcmp ole double %319, %320
  %322 = select i1 %321, ptr @.str.8, ptr @.str.9
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %314, double noundef %264, ptr noundef nonnull %322)
  br i1 %321, label %327, label %324

324:                                              ; preds = %299
  %325 = load i32, ptr @n_fail, align 4, !tbaa !15
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr @n_fail, align 4, !tbaa !15
  br label %327

327:                                              ; preds = %324, %299
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store i32 1, ptr %4, align 4, !tbaa !11
  store i32 0, ptr %143, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %328 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %329 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %328, i32 noundef 1) #15
  %330 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %331 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %330, i32 noundef 1) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  %332 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #16
  %333 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #16
  %334 = load double, ptr %1, align 16, !tbaa !9
  %335 = load double, ptr %3, align 16, !tbaa !9
  %336 = call double @llvm.fmuladd.f64(double %335, double 0x3EB0C6F7A0B5ED8D, double %334)
  store double %336, ptr %332, align 8, !tbaa !9
  %337 = call double @llvm.fmuladd.f64(double %335, double 0xBEB0C6F7A0B5ED8D, double %334)
  store double %337, ptr %333, align 8, !tbaa !9
  %338 = call fastcc double @obj(ptr noundef nonnull %332, ptr noundef nonnull readonly %4)
  %339 = call fastcc double @obj(ptr noundef nonnull %333, ptr noundef nonnull readonly %4)
  %340 = fsub double %338, %339
  %341 = fdiv double %340, 2.000000e-06
  call void @free(ptr noundef %332) #15
  call void @free(ptr noundef %333) #15
  %342 = call double @llvm.fabs.f64(double %341)
  %343 = fcmp ogt double %342, 1.000000e+00
  %344 = select i1 %343, double %342, double 1.000000e+00
  %345 = fsub double %331, %341
  %346 = call double @llvm.fabs.f64(double %345)
  %347 = fmul double %344, 0x3EB0C6F7A0B5ED8D
  %348 = fcmp ole double %346, %347
  %349 = select i1 %348, ptr @.str.8, ptr @.str.9
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %331, double noundef %341, ptr noundef nonnull %349)
  br i1 %348, label %354, label %351

351:                                              ; preds = %327
  %352 = load i32, ptr @n_fail, align 4, !tbaa !15
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr @n_fail, align 4, !tbaa !15
  br label %354

354:                                              ; preds = %351, %327
  %355 = load double, ptr %2, align 16, !tbaa !9
  %356 = load double, ptr %3, align 16, !tbaa !9
  %357 = call double @llvm.fmuladd.f64(double %355, double %356, double 0.000000e+00)
  %358 = call double @llvm.fabs.f64(double %331)
  %359 = fcmp ogt double %358, 1.000000e+00
  %360 = select i1 %359, double %358, double 1.000000e+00
  %361 = fsub double %357, %331
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fmul double %360, 0x3EB0C6F7A0B5ED8D
  %364 = fcmp ole double %362, %363
  %365 = select i1 %364, ptr @.str.8, ptr @.str.9
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %357, double noundef %331, ptr noundef nonnull %365)
  br i1 %364, label %370, label %367

367:                                              ; preds = %354
  %368 = load i32, ptr @n_fail, align 4, !tbaa !15
  %369 = add nsw i32 %368, 1
  store i32 %369, ptr @n_fail, align 4, !tbaa !15
  br label %370

370:                                              ; preds = %367, %354
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  %371 = getelementptr inbounds i8, ptr %5, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  store i32 12, ptr %5, align 4, !tbaa !11
  store i32 1, ptr %371, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %372 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %373 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %372, i32 noundef 12) #15
  %374 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %375 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %374, i32 noundef 12) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef 12, ptr noundef nonnull %2)
  %376 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #16
  %377 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #16
  %378 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %379 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %380 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %379, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %378)
  store <2 x double> %380, ptr %376, align 8, !tbaa !9
  %381 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %379, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %378)
  store <2 x double> %381, ptr %377, align 8, !tbaa !9
  %382 = getelementptr inbounds i8, ptr %376, i64 16
  %383 = getelementptr inbounds i8, ptr %377, i64 16
  %384 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %385 = load <2 x double>, ptr %84, align 16, !tbaa !9
  %386 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %385, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %384)
  store <2 x double> %386, ptr %382, align 8, !tbaa !9
  %387 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %385, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %384)
  store <2 x double> %387, ptr %383, align 8, !tbaa !9
  %388 = getelementptr inbounds i8, ptr %376, i64 32
  %389 = getelementptr inbounds i8, ptr %377, i64 32
  %390 = load <2 x double>, ptr %29, align 16, !tbaa !9
  %391 = load <2 x double>, ptr %96, align 16, !tbaa !9
  %392 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %391, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %390)
  store <2 x double> %392, ptr %388, align 8, !tbaa !9
  %393 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %391, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %390)
  store <2 x double> %393, ptr %389, align 8, !tbaa !9
  %394 = getelementptr inbounds i8, ptr %376, i64 48
  %395 = getelementptr inbounds i8, ptr %377, i64 48
  %396 = load <2 x double>, ptr %40, align 16, !tbaa !9
  %397 = load <2 x double>, ptr %108, align 16, !tbaa !9
  %398 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %397, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %396)
  store <2 x double> %398, ptr %394, align 8, !tbaa !9
  %399 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %397, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %396)
  store <2 x double> %399, ptr %395, align 8, !tbaa !9
  %400 = getelementptr inbounds i8, ptr %376, i64 64
  %401 = getelementptr inbounds i8, ptr %377, i64 64
  %402 = load <2 x double>, ptr %51, align 16, !tbaa !9
  %403 = load <2 x double>, ptr %120, align 16, !tbaa !9
  %404 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %403, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %402)
  store <2 x double> %404, ptr %400, align 8, !tbaa !9
  %405 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %403, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %402)
  store <2 x double> %405, ptr %401, align 8, !tbaa !9
  %406 = getelementptr inbounds i8, ptr %376, i64 80
  %407 = getelementptr inbounds i8, ptr %377, i64 80
  %408 = load <2 x double>, ptr %62, align 16, !tbaa !9
  %409 = load <2 x double>, ptr %132, align 16, !tbaa !9
  %410 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %409, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %408)
  store <2 x double> %410, ptr %406, align 8, !tbaa !9
  %411 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %409, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %408)
  store <2 x double> %411, ptr %407, align 8, !tbaa !9
  %412 = call fastcc double @obj(ptr noundef nonnull %376, ptr noundef nonnull readonly %5)
  %413 = call fastcc double @obj(ptr noundef nonnull %377, ptr noundef nonnull readonly %5)
  %414 = fsub double %412, %413
  %415 = fdiv double %414, 2.000000e-06
  call void @free(ptr noundef %376) #15
  call void @free(ptr noundef %377) #15
  %416 = call double @llvm.fabs.f64(double %415)
  %417 = fcmp ogt double %416, 1.000000e+00
  %418 = select i1 %417, double %416, double 1.000000e+00
  %419 = fsub double %375, %415
  %420 = call double @llvm.fabs.f64(double %419)
  %421 = fmul double %418, 0x3EB0C6F7A0B5ED8D
  %422 = fcmp ole double %420, %421
  %423 = select i1 %422, ptr @.str.8, ptr @.str.9
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %375, double noundef %415, ptr noundef nonnull %423)
  br i1 %422, label %428, label %425

425:                                              ; preds = %370
  %426 = load i32, ptr @n_fail, align 4, !tbaa !15
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr @n_fail, align 4, !tbaa !15
  br label %428

428:                                              ; preds = %425, %370
  %429 = load double, ptr %2, align 16, !tbaa !9
  %430 = load double, ptr %3, align 16, !tbaa !9
  %431 = call double @llvm.fmuladd.f64(double %429, double %430, double 0.000000e+00)
  %432 = load double, ptr %204, align 8, !tbaa !9
  %433 = load double, ptr %73, align 8, !tbaa !9
  %434 = call double @llvm.fmuladd.f64(double %432, double %433, double %431)
  %435 = load double, ptr %208, align 16, !tbaa !9
  %436 = load double, ptr %84, align 16, !tbaa !9
  %437 = call double @llvm.fmuladd.f64(double %435, double %436, double %434)
  %438 = load double, ptr %212, align 8, !tbaa !9
  %439 = load double, ptr %85, align 8, !tbaa !9
  %440 = call double @llvm.fmuladd.f64(double %438, double %439, double %437)
  %441 = load double, ptr %216, align 16, !tbaa !9
  %442 = load double, ptr %96, align 16, !tbaa !9
  %443 = call double @llvm.fmuladd.f64(double %441, double %442, double %440)
  %444 = load double, ptr %220, align 8, !tbaa !9
  %445 = load double, ptr %97, align 8, !tbaa !9
  %446 = call double @llvm.fmuladd.f64(double %444, double %445, double %443)
  %447 = load double, ptr %224, align 16, !tbaa !9
  %448 = load double, ptr %108, align 16, !tbaa !9
  %449 = call double @llvm.fmuladd.f64(double %447, double %448, double %446)
  %450 = load double, ptr %228, align 8, !tbaa !9
  %451 = load double, ptr %109, align 8, !tbaa !9
  %452 = call double @llvm.fmuladd.f64(double %450, double %451, double %449)
  %453 = load double, ptr %232, align 16, !tbaa !9
  %454 = load double, ptr %120, align 16, !tbaa !9
  %455 = call double @llvm.fmuladd.f64(double %453, double %454, double %452)
  %456 = load double, ptr %236, align 8, !tbaa !9
  %457 = load double, ptr %121, align 8, !tbaa !9
  %458 = call double @llvm.fmuladd.f64(double %456, double %457, double %455)
  %459 = load double, ptr %240, align 16, !tbaa !9
  %460 = load double, ptr %132, align 16, !tbaa !9
  %461 = call double @llvm.fmuladd.f64(double %459, double %460, double %458)
  %462 = load double, ptr %244, align 8, !tbaa !9
  %463 = load double, ptr %133, align 8, !tbaa !9
  %464 = call double @llvm.fmuladd.f64(double %462, double %463, double %461)
  %465 = call double @llvm.fabs.f64(double %375)
  %466 = fcmp ogt double %465, 1.000000e+00
  %467 = select i1 %466, double %465, double 1.000000e+00
  %468 = fsub double %464, %375
  %469 = call double @llvm.fabs.f64(double %468)
  %470 = fmul double %467, 0x3EB0C6F7A0B5ED8D
  %471 = fcmp ole double %469, %470
  %472 = select i1 %471, ptr @.str.8, ptr @.str.9
  %473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %464, double noundef %375, ptr noundef nonnull %472)
  br i1 %471, label %477, label %474

474:                                              ; preds = %428
  %475 = load i32, ptr @n_fail, align 4, !tbaa !15
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr @n_fail, align 4, !tbaa !15
  br label %477

477:                                              ; preds = %428, %474
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  store i32 5, ptr %5, align 4, !tbaa !11
  store i32 1, ptr %371, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %478 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %479 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %478, i32 noundef 5) #15
  %480 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %481 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %480, i32 noundef 5) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef 5, ptr noundef nonnull %2)
  %482 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #16
  %483 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #16
  %484 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %485 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %486 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %485, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %484)
  store <2 x double> %486, ptr %482, align 8, !tbaa !9
  %487 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %485, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %484)
  store <2 x double> %487, ptr %483, align 8, !tbaa !9
  %488 = getelementptr inbounds i8, ptr %482, i64 16
  %489 = getelementptr inbounds i8, ptr %483, i64 16
  %490 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %491 = load <2 x double>, ptr %84, align 16, !tbaa !9
  %492 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %491, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %490)
  store <2 x double> %492, ptr %488, align 8, !tbaa !9
  %493 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %491, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %490)
  store <2 x double> %493, ptr %489, align 8, !tbaa !9
  %494 = load double, ptr %29, align 16, !tbaa !9
  %495 = load double, ptr %96, align 16, !tbaa !9
  %496 = call double @llvm.fmuladd.f64(double %495, double 0x3EB0C6F7A0B5ED8D, double %494)
  %497 = getelementptr inbounds i8, ptr %482, i64 32
  store double %496, ptr %497, align 8, !tbaa !9
  %498 = call double @llvm.fmuladd.f64(double %495, double 0xBEB0C6F7A0B5ED8D, double %494)
  %499 = getelementptr inbounds i8, ptr %483, i64 32
  store double %498, ptr %499, align 8, !tbaa !9
  %500 = call fastcc double @obj(ptr noundef nonnull %482, ptr noundef nonnull readonly %5)
  %501 = call fastcc double @obj(ptr noundef nonnull %483, ptr noundef nonnull readonly %5)
  %502 = fsub double %500, %501
  %503 = fdiv double %502, 2.000000e-06
  call void @free(ptr noundef %482) #15
  call void @free(ptr noundef %483) #15
  %504 = call double @llvm.fabs.f64(double %503)
  %505 = fcmp ogt double %504, 1.000000e+00
  %506 = select i1 %505, double %504, double 1.000000e+00
  %507 = fsub double %481, %503
  %508 = call double @llvm.fabs.f64(double %507)
  %509 = fmul double %506, 0x3EB0C6F7A0B5ED8D
  %510 = fcmp ole double %508, %509
  %511 = select i1 %510, ptr @.str.8, ptr @.str.9
  %512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef %481, double noundef %503, ptr noundef nonnull %511)
  br i1 %510, label %516, label %513

513:                                              ; preds = %477
  %514 = load i32, ptr @n_fail, align 4, !tbaa !15
  %515 = add nsw i32 %514, 1
  store i32 %515, ptr @n_fail, align 4, !tbaa !15
  br label %516

516:                                              ; preds = %513, %477
  %517 = load double, ptr %2, align 16, !tbaa !9
  %518 = load double, ptr %3, align 16, !tbaa !9
  %519 = call double @llvm.fmuladd.f64(double %517, double %518, double 0.000000e+00)
  %520 = load double, ptr %204, align 8, !tbaa !9
  %521 = load double, ptr %73, align 8, !tbaa !9
  %522 = call double @llvm.fmuladd.f64(double %520, double %521, double %519)
  %523 = load double, ptr %208, align 16, !tbaa !9
  %524 = load double, ptr %84, align 16, !tbaa !9
  %525 = call double @llvm.fmuladd.f64(double %523, double %524, double %522)
  %526 = load double, ptr %212, align 8, !tbaa !9
  %527 = load double, ptr %85, align 8, !tbaa !9
  %528 = call double @llvm.fmuladd.f64(double %526, double %527, double %525)
  %529 = load double, ptr %216, align 16, !tbaa !9
  %530 = load double, ptr %96, align 16, !tbaa !9
  %531 = call double @llvm.fmuladd.f64(double %529, double %530, double %528)
  %532 = call double @llvm.fabs.f64(double %481)
  %533 = fcmp ogt double %532, 1.000000e+00
  %534 = select i1 %533, double %532, double 1.000000e+00
  %535 = fsub double %531, %481
  %536 = call double @llvm.fabs.f64(double %535)
  %537 = fmul double %534, 0x3EB0C6F7A0B5ED8D
  %538 = fcmp ole double %536, %537
  %539 = select i1 %538, ptr @.str.8, ptr @.str.9
  %540 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef 1, double noundef %531, double noundef %481, ptr noundef nonnull %539)
  br i1 %538, label %544, label %541

541:                                              ; preds = %516
  %542 = load i32, ptr @n_fail, align 4, !tbaa !15
  %543 = add nsw i32 %542, 1
  store i32 %543, ptr @n_fail, align 4, !tbaa !15
  br label %544

544:                                              ; preds = %541, %516
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  store i32 1, ptr %5, align 4, !tbaa !11
  store i32 1, ptr %371, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %545 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %546 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %545, i32 noundef 1) #15
  %547 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %548 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %547, i32 noundef 1) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  %549 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #16
  %550 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #16
  %551 = load double, ptr %1, align 16, !tbaa !9
  %552 = load double, ptr %3, align 16, !tbaa !9
  %553 = call double @llvm.fmuladd.f64(double %552, double 0x3EB0C6F7A0B5ED8D, double %551)
  store double %553, ptr %549, align 8, !tbaa !9
  %554 = call double @llvm.fmuladd.f64(double %552, double 0xBEB0C6F7A0B5ED8D, double %551)
  store double %554, ptr %550, align 8, !tbaa !9
  %555 = call fastcc double @obj(ptr noundef nonnull %549, ptr noundef nonnull readonly %5)
  %556 = call fastcc double @obj(ptr noundef nonnull %550, ptr noundef nonnull readonly %5)
  %557 = fsub double %555, %556
  %558 = fdiv double %557, 2.000000e-06
  call void @free(ptr noundef %549) #15
  call void @free(ptr noundef %550) #15
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = fcmp ogt double %559, 1.000000e+00
  %561 = select i1 %560, double %559, double 1.000000e+00
  %562 = fsub double %548, %558
  %563 = call double @llvm.fabs.f64(double %562)
  %564 = fmul double %561, 0x3EB0C6F7A0B5ED8D
  %565 = fcmp ole double %563, %564
  %566 = select i1 %565, ptr @.str.8, ptr @.str.9
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef %548, double noundef %558, ptr noundef nonnull %566)
  br i1 %565, label %571, label %568

568:                                              ; preds = %544
  %569 = load i32, ptr @n_fail, align 4, !tbaa !15
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr @n_fail, align 4, !tbaa !15
  br label %571

571:                                              ; preds = %568, %544
  %572 = load double, ptr %2, align 16, !tbaa !9
  %573 = load double, ptr %3, align 16, !tbaa !9
  %574 = call double @llvm.fmuladd.f64(double %572, double %573, double 0.000000e+00)
  %575 = call double @llvm.fabs.f64(double %548)
  %576 = fcmp ogt double %575, 1.000000e+00
  %577 = select i1 %576, double %575, double 1.000000e+00
  %578 = fsub double %574, %548
  %579 = call double @llvm.fabs.f64(double %578)
  %580 = fmul double %577, 0x3EB0C6F7A0B5ED8D
  %581 = fcmp ole double %579, %580
  %582 = select i1 %581, ptr @.str.8, ptr @.str.9
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef 2, double noundef %574, double noundef %548, ptr noundef nonnull %582)
  %584 = load i32, ptr @n_fail, align 4, !tbaa !15
  br i1 %581, label %587, label %585

585:                                              ; preds = %571
  %586 = add nsw i32 %584, 1
  store i32 %586, ptr @n_fail, align 4, !tbaa !15
  br label %587

587:                                              ; preds = %585, %571
  %588 = phi i32 [ %586, %585 ], [ %584, %571 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %588)
  %590 = load i32, ptr @n_fail, align 4, !tbaa !15
  %591 = icmp ne i32 %590, 0
  %592 = zext i1 %591 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #15
  ret i32 %592
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @temp(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = tail call fastcc ptr @myalloc(i64 noundef %3)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %59

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %9, label %11

9:                                                ; preds = %25, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %25 ]
  br label %34

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %23, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <2 x double>, ptr %15, align 8, !tbaa !9
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !9
  %19 = fmul <2 x double> %17, %17
  %20 = fmul <2 x double> %18, %18
  %21 = getelementptr inbounds double, ptr %4, i64 %14
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x double> %19, ptr %21, align 8, !tbaa !9
  store <2 x double> %20, ptr %22, align 8, !tbaa !9
  %23 = add nuw i64 %14, 4
  %24 = icmp eq i64 %23, %12
  br i1 %24, label %25, label %13, !llvm.loop !16

25:                                               ; preds = %13
  %26 = icmp eq i64 %12, %7
  br i1 %26, label %27, label %9

27:                                               ; preds = %34, %25
  br i1 %5, label %28, label %59

28:                                               ; preds = %27
  %29 = zext nneg i32 %1 to i64
  %30 = and i64 %29, 1
  %31 = icmp eq i32 %1, 1
  br i1 %31, label %42, label %32

32:                                               ; preds = %28
  %33 = and i64 %29, 2147483646
  br label %61

34:                                               ; preds = %9, %34
  %35 = phi i64 [ %40, %34 ], [ %10, %9 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul double %37, %37
  %39 = getelementptr inbounds double, ptr %4, i64 %35
  store double %38, ptr %39, align 8, !tbaa !9
  %40 = add nuw nsw i64 %35, 1
  %41 = icmp eq i64 %40, %7
  br i1 %41, label %27, label %34, !llvm.loop !20

42:                                               ; preds = %61, %28
  %43 = phi double [ poison, %28 ], [ %86, %61 ]
  %44 = phi i64 [ 0, %28 ], [ %78, %61 ]
  %45 = phi double [ 0.000000e+00, %28 ], [ %86, %61 ]
  %46 = icmp eq i64 %30, 0
  br i1 %46, label %59, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds double, ptr %4, i64 %44
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %29
  %52 = and i64 %50, 4294967295
  %53 = select i1 %51, i64 0, i64 %52
  %54 = getelementptr inbounds double, ptr %4, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @sin(double noundef %49) #15
  %57 = tail call double @llvm.fmuladd.f64(double %49, double %55, double %56)
  %58 = fadd double %45, %57
  br label %59

59:                                               ; preds = %47, %42, %2, %27
  %60 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %43, %42 ], [ %58, %47 ]
  tail call fastcc void @myfree(ptr noundef %4)
  ret double %60

61:                                               ; preds = %61, %32
  %62 = phi i64 [ 0, %32 ], [ %78, %61 ]
  %63 = phi double [ 0.000000e+00, %32 ], [ %86, %61 ]
  %64 = phi i64 [ 0, %32 ], [ %87, %61 ]
  %65 = getelementptr inbounds double, ptr %4, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = or disjoint i64 %62, 1
  %68 = icmp eq i64 %67, %29
  %69 = and i64 %67, 4294967295
  %70 = select i1 %68, i64 0, i64 %69
  %71 = getelementptr inbounds double, ptr %4, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @sin(double noundef %66) #15
  %74 = tail call double @llvm.fmuladd.f64(double %66, double %72, double %73)
  %75 = fadd double %63, %74
  %76 = getelementptr inbounds double, ptr %4, i64 %67
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = add nuw nsw i64 %62, 2
  %79 = icmp eq i64 %78, %29
  %80 = and i64 %78, 4294967294
  %81 = select i1 %79, i64 0, i64 %80
  %82 = getelementptr inbounds double, ptr %4, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = tail call double @sin(double noundef %77) #15
  %85 = tail call double @llvm.fmuladd.f64(double %77, double %83, double %84)
  %86 = fadd double %75, %85
  %87 = add i64 %64, 2
  %88 = icmp eq i64 %87, %33
  br i1 %88, label %42, label %61, !llvm.loop !21
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
  %6 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #16
  %10 = sext i32 %3 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 %11, i1 false)
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %5
  %14 = zext nneg i32 %3 to i64
  br label %16

15:                                               ; preds = %46, %5
  tail call void @free(ptr noundef %9) #15
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
  %40 = select i1 %39, ptr @.str.8, ptr @.str.9
  %41 = trunc nuw nsw i64 %17 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %41, double noundef %19, double noundef %32, ptr noundef nonnull %40)
  br i1 %39, label %46, label %43

43:                                               ; preds = %16
  %44 = load i32, ptr @n_fail, align 4, !tbaa !15
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @n_fail, align 4, !tbaa !15
  br label %46

46:                                               ; preds = %16, %43
  %47 = add nuw nsw i64 %17, 1
  %48 = icmp eq i64 %47, %14
  br i1 %48, label %15, label %16, !llvm.loop !22
}

; Function Attrs: nounwind uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !14
  %5 = icmp eq i32 %4, 0
  %6 = load i32, ptr %1, align 4, !tbaa !11
  br i1 %5, label %7, label %71

7:                                                ; preds = %2
  %8 = sext i32 %6 to i64
  %9 = tail call fastcc ptr @myalloc(i64 noundef %8)
  %10 = icmp sgt i32 %6, 0
  br i1 %10, label %11, label %115

11:                                               ; preds = %7
  %12 = zext nneg i32 %6 to i64
  %13 = icmp ult i32 %6, 4
  br i1 %13, label %30, label %14

14:                                               ; preds = %11
  %15 = and i64 %12, 2147483644
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %26, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load <2 x double>, ptr %18, align 8, !tbaa !9
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !9
  %22 = fmul <2 x double> %20, %20
  %23 = fmul <2 x double> %21, %21
  %24 = getelementptr inbounds double, ptr %9, i64 %17
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <2 x double> %22, ptr %24, align 8, !tbaa !9
  store <2 x double> %23, ptr %25, align 8, !tbaa !9
  %26 = add nuw i64 %17, 4
  %27 = icmp eq i64 %26, %15
  br i1 %27, label %28, label %16, !llvm.loop !23

28:                                               ; preds = %16
  %29 = icmp eq i64 %15, %12
  br i1 %29, label %40, label %30

30:                                               ; preds = %28, %11
  %31 = phi i64 [ 0, %11 ], [ %15, %28 ]
  br label %32

32:                                               ; preds = %30, %32
  %33 = phi i64 [ %38, %32 ], [ %31, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fmul double %35, %35
  %37 = getelementptr inbounds double, ptr %9, i64 %33
  store double %36, ptr %37, align 8, !tbaa !9
  %38 = add nuw nsw i64 %33, 1
  %39 = icmp eq i64 %38, %12
  br i1 %39, label %40, label %32, !llvm.loop !24

40:                                               ; preds = %32, %28
  %41 = and i64 %12, 1
  %42 = icmp eq i32 %6, 1
  br i1 %42, label %99, label %43

43:                                               ; preds = %40
  %44 = and i64 %12, 2147483646
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %61, %45 ]
  %47 = phi double [ 0.000000e+00, %43 ], [ %68, %45 ]
  %48 = phi i64 [ 0, %43 ], [ %69, %45 ]
  %49 = getelementptr inbounds double, ptr %9, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = or disjoint i64 %46, 1
  %52 = icmp eq i64 %51, %12
  %53 = select i1 %52, i64 0, i64 %51
  %54 = getelementptr inbounds double, ptr %9, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @sin(double noundef %50) #15
  %57 = tail call double @llvm.fmuladd.f64(double %50, double %55, double %56)
  %58 = fadd double %47, %57
  %59 = getelementptr inbounds double, ptr %9, i64 %51
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = add nuw nsw i64 %46, 2
  %62 = icmp eq i64 %61, %12
  %63 = select i1 %62, i64 0, i64 %61
  %64 = getelementptr inbounds double, ptr %9, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = tail call double @sin(double noundef %60) #15
  %67 = tail call double @llvm.fmuladd.f64(double %60, double %65, double %66)
  %68 = fadd double %58, %67
  %69 = add i64 %48, 2
  %70 = icmp eq i64 %69, %44
  br i1 %70, label %99, label %45, !llvm.loop !21

71:                                               ; preds = %2
  %72 = add nsw i32 %6, 1
  %73 = sext i32 %72 to i64
  %74 = tail call fastcc ptr @myzalloc(i64 noundef %73)
  %75 = icmp sgt i32 %6, 0
  br i1 %75, label %76, label %94

76:                                               ; preds = %71
  %77 = zext nneg i32 %6 to i64
  %78 = load double, ptr %74, align 8, !tbaa !9
  br label %79

79:                                               ; preds = %79, %76
  %80 = phi double [ %78, %76 ], [ %92, %79 ]
  %81 = phi i64 [ 0, %76 ], [ %89, %79 ]
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fmul double %83, 3.000000e-01
  %85 = tail call double @exp(double noundef %84) #15
  %86 = getelementptr inbounds double, ptr %74, i64 %81
  %87 = fadd double %80, %85
  store double %87, ptr %86, align 8, !tbaa !9
  %88 = load double, ptr %82, align 8, !tbaa !9
  %89 = add nuw nsw i64 %81, 1
  %90 = getelementptr inbounds double, ptr %74, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %88, double %87, double %91)
  store double %92, ptr %90, align 8, !tbaa !9
  %93 = icmp eq i64 %89, %77
  br i1 %93, label %94, label %79, !llvm.loop !25

94:                                               ; preds = %79, %71
  %95 = sext i32 %6 to i64
  %96 = getelementptr inbounds double, ptr %74, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = fmul double %97, %97
  br label %115

99:                                               ; preds = %45, %40
  %100 = phi double [ poison, %40 ], [ %68, %45 ]
  %101 = phi i64 [ 0, %40 ], [ %61, %45 ]
  %102 = phi double [ 0.000000e+00, %40 ], [ %68, %45 ]
  %103 = icmp eq i64 %41, 0
  br i1 %103, label %115, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds double, ptr %9, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %12
  %109 = select i1 %108, i64 0, i64 %107
  %110 = getelementptr inbounds double, ptr %9, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = tail call double @sin(double noundef %106) #15
  %113 = tail call double @llvm.fmuladd.f64(double %106, double %111, double %112)
  %114 = fadd double %102, %113
  br label %115

115:                                              ; preds = %104, %99, %7, %94
  %116 = phi ptr [ %74, %94 ], [ %9, %7 ], [ %9, %99 ], [ %9, %104 ]
  %117 = phi double [ %98, %94 ], [ 0.000000e+00, %7 ], [ %100, %99 ], [ %114, %104 ]
  tail call fastcc void @myfree(ptr noundef %116)
  ret double %117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @accum(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, 1
  %4 = sext i32 %3 to i64
  %5 = tail call fastcc ptr @myzalloc(i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = load double, ptr %5, align 8, !tbaa !9
  br label %15

10:                                               ; preds = %15, %2
  %11 = sext i32 %1 to i64
  %12 = getelementptr inbounds double, ptr %5, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fmul double %13, %13
  tail call fastcc void @myfree(ptr noundef %5)
  ret double %14

15:                                               ; preds = %7, %15
  %16 = phi double [ %9, %7 ], [ %28, %15 ]
  %17 = phi i64 [ 0, %7 ], [ %25, %15 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %19, 3.000000e-01
  %21 = tail call double @exp(double noundef %20) #15
  %22 = getelementptr inbounds double, ptr %5, i64 %17
  %23 = fadd double %21, %16
  store double %23, ptr %22, align 8, !tbaa !9
  %24 = load double, ptr %18, align 8, !tbaa !9
  %25 = add nuw nsw i64 %17, 1
  %26 = getelementptr inbounds double, ptr %5, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @llvm.fmuladd.f64(double %24, double %23, double %27)
  store double %28, ptr %26, align 8, !tbaa !9
  %29 = icmp eq i64 %25, %8
  br i1 %29, label %10, label %15, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myalloc(i64 noundef %0) unnamed_addr #6 {
  %2 = shl nsw i64 %0, 3
  %3 = tail call noalias ptr @malloc(i64 noundef %2) #16
  ret ptr %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @myfree(ptr nocapture noundef %0) unnamed_addr #8 {
  tail call void @free(ptr noundef %0) #15
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myzalloc(i64 noundef %0) unnamed_addr #6 {
  %2 = tail call noalias ptr @calloc(i64 noundef %0, i64 noundef 8) #17
  ret ptr %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind allocsize(0,1) }

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
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !19, !18}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17, !18, !19}
!24 = distinct !{!24, !17, !19, !18}
!25 = distinct !{!25, !17}
