; ModuleID = 'memmove.c'
source_filename = "memmove.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32, i32, i32, ptr }

@main.ks = internal unnamed_addr constant [5 x i32] [i32 1, i32 2, i32 4, i32 -1, i32 -3], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"shift.db\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"shift.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"fir.dh\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"erase.db\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"shiftf.db\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"memmove\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 16
  %2 = alloca [9 x double], align 16
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [9 x double], align 16
  %8 = alloca [9 x double], align 16
  %9 = alloca [9 x double], align 16
  %10 = alloca [9 x double], align 16
  %11 = alloca %struct.Ctx, align 8
  %12 = alloca [9 x double], align 16
  %13 = alloca [9 x double], align 16
  %14 = alloca %struct.Ctx, align 16
  %15 = alloca %struct.Ctx, align 16
  %16 = alloca [9 x float], align 16
  %17 = alloca [9 x float], align 16
  %18 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #13
  %19 = load i64, ptr @rng_state, align 8, !tbaa !5
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = insertelement <2 x i64> poison, i64 %21, i64 0
  %25 = insertelement <2 x i64> %24, i64 %23, i64 1
  %26 = lshr <2 x i64> %25, <i64 10, i64 10>
  %27 = and <2 x i64> %26, <i64 18014398509481982, i64 18014398509481982>
  %28 = uitofp nneg <2 x i64> %27 to <2 x double>
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %29, ptr %7, align 16, !tbaa !9
  %30 = mul i64 %23, 6364136223846793005
  %31 = getelementptr inbounds i8, ptr %7, i64 16
  %32 = add i64 %30, 1442695040888963407
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = insertelement <2 x i64> poison, i64 %32, i64 0
  %36 = insertelement <2 x i64> %35, i64 %34, i64 1
  %37 = lshr <2 x i64> %36, <i64 10, i64 10>
  %38 = and <2 x i64> %37, <i64 18014398509481982, i64 18014398509481982>
  %39 = uitofp nneg <2 x i64> %38 to <2 x double>
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %40, ptr %31, align 16, !tbaa !9
  %41 = mul i64 %34, 6364136223846793005
  %42 = getelementptr inbounds i8, ptr %7, i64 32
  %43 = add i64 %41, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = insertelement <2 x i64> poison, i64 %43, i64 0
  %47 = insertelement <2 x i64> %46, i64 %45, i64 1
  %48 = lshr <2 x i64> %47, <i64 10, i64 10>
  %49 = and <2 x i64> %48, <i64 18014398509481982, i64 18014398509481982>
  %50 = uitofp nneg <2 x i64> %49 to <2 x double>
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %51, ptr %42, align 16, !tbaa !9
  %52 = mul i64 %45, 6364136223846793005
  %53 = getelementptr inbounds i8, ptr %7, i64 48
  %54 = add i64 %52, 1442695040888963407
  %55 = mul i64 %54, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = insertelement <2 x i64> poison, i64 %54, i64 0
  %58 = insertelement <2 x i64> %57, i64 %56, i64 1
  %59 = lshr <2 x i64> %58, <i64 10, i64 10>
  %60 = and <2 x i64> %59, <i64 18014398509481982, i64 18014398509481982>
  %61 = uitofp nneg <2 x i64> %60 to <2 x double>
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %62, ptr %53, align 16, !tbaa !9
  %63 = mul i64 %56, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = lshr i64 %64, 10
  %66 = and i64 %65, 18014398509481982
  %67 = uitofp nneg i64 %66 to double
  %68 = tail call double @llvm.fmuladd.f64(double %67, double 0x3CA0000000000000, double -1.000000e+00)
  %69 = getelementptr inbounds i8, ptr %7, i64 64
  store double %68, ptr %69, align 16, !tbaa !9
  %70 = mul i64 %64, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <2 x i64> poison, i64 %71, i64 0
  %75 = insertelement <2 x i64> %74, i64 %73, i64 1
  %76 = lshr <2 x i64> %75, <i64 10, i64 10>
  %77 = and <2 x i64> %76, <i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <2 x i64> %77 to <2 x double>
  %79 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %80 = mul i64 %73, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = insertelement <2 x i64> poison, i64 %81, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = lshr <2 x i64> %85, <i64 10, i64 10>
  %87 = and <2 x i64> %86, <i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <2 x i64> %87 to <2 x double>
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %90 = mul i64 %83, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <2 x i64> poison, i64 %91, i64 0
  %95 = insertelement <2 x i64> %94, i64 %93, i64 1
  %96 = lshr <2 x i64> %95, <i64 10, i64 10>
  %97 = and <2 x i64> %96, <i64 18014398509481982, i64 18014398509481982>
  %98 = uitofp nneg <2 x i64> %97 to <2 x double>
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %100 = mul i64 %93, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = insertelement <2 x i64> poison, i64 %101, i64 0
  %105 = insertelement <2 x i64> %104, i64 %103, i64 1
  %106 = lshr <2 x i64> %105, <i64 10, i64 10>
  %107 = and <2 x i64> %106, <i64 18014398509481982, i64 18014398509481982>
  %108 = uitofp nneg <2 x i64> %107 to <2 x double>
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %110 = mul i64 %103, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = lshr i64 %111, 10
  %113 = and i64 %112, 18014398509481982
  %114 = uitofp nneg i64 %113 to double
  %115 = tail call double @llvm.fmuladd.f64(double %114, double 0x3CA0000000000000, double -1.000000e+00)
  %116 = mul i64 %111, 6364136223846793005
  %117 = add i64 %116, 1442695040888963407
  %118 = mul i64 %117, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = insertelement <2 x i64> poison, i64 %117, i64 0
  %121 = insertelement <2 x i64> %120, i64 %119, i64 1
  %122 = lshr <2 x i64> %121, <i64 10, i64 10>
  %123 = and <2 x i64> %122, <i64 18014398509481982, i64 18014398509481982>
  %124 = uitofp nneg <2 x i64> %123 to <2 x double>
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %125, ptr %10, align 16, !tbaa !9
  %126 = mul i64 %119, 6364136223846793005
  %127 = getelementptr inbounds i8, ptr %10, i64 16
  %128 = add i64 %126, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = insertelement <2 x i64> poison, i64 %128, i64 0
  %132 = insertelement <2 x i64> %131, i64 %130, i64 1
  %133 = lshr <2 x i64> %132, <i64 10, i64 10>
  %134 = and <2 x i64> %133, <i64 18014398509481982, i64 18014398509481982>
  %135 = uitofp nneg <2 x i64> %134 to <2 x double>
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %136, ptr %127, align 16, !tbaa !9
  %137 = mul i64 %130, 6364136223846793005
  %138 = getelementptr inbounds i8, ptr %10, i64 32
  %139 = add i64 %137, 1442695040888963407
  %140 = mul i64 %139, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = insertelement <2 x i64> poison, i64 %139, i64 0
  %143 = insertelement <2 x i64> %142, i64 %141, i64 1
  %144 = lshr <2 x i64> %143, <i64 10, i64 10>
  %145 = and <2 x i64> %144, <i64 18014398509481982, i64 18014398509481982>
  %146 = uitofp nneg <2 x i64> %145 to <2 x double>
  %147 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %147, ptr %138, align 16, !tbaa !9
  %148 = mul i64 %141, 6364136223846793005
  %149 = getelementptr inbounds i8, ptr %10, i64 48
  %150 = add i64 %148, 1442695040888963407
  %151 = mul i64 %150, 6364136223846793005
  %152 = add i64 %151, 1442695040888963407
  %153 = insertelement <2 x i64> poison, i64 %150, i64 0
  %154 = insertelement <2 x i64> %153, i64 %152, i64 1
  %155 = lshr <2 x i64> %154, <i64 10, i64 10>
  %156 = and <2 x i64> %155, <i64 18014398509481982, i64 18014398509481982>
  %157 = uitofp nneg <2 x i64> %156 to <2 x double>
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %158, ptr %149, align 16, !tbaa !9
  %159 = mul i64 %152, 6364136223846793005
  %160 = add i64 %159, 1442695040888963407
  %161 = lshr i64 %160, 10
  %162 = and i64 %161, 18014398509481982
  %163 = uitofp nneg i64 %162 to double
  %164 = tail call double @llvm.fmuladd.f64(double %163, double 0x3CA0000000000000, double -1.000000e+00)
  %165 = getelementptr inbounds i8, ptr %10, i64 64
  store double %164, ptr %165, align 16, !tbaa !9
  store i64 %160, ptr @rng_state, align 8, !tbaa !5
  %166 = getelementptr inbounds i8, ptr %11, i64 4
  %167 = getelementptr inbounds i8, ptr %11, i64 8
  %168 = getelementptr inbounds i8, ptr %11, i64 12
  %169 = getelementptr inbounds i8, ptr %11, i64 16
  %170 = getelementptr inbounds i8, ptr %13, i64 16
  %171 = getelementptr inbounds i8, ptr %13, i64 32
  %172 = getelementptr inbounds i8, ptr %13, i64 48
  %173 = getelementptr inbounds i8, ptr %13, i64 64
  %174 = getelementptr inbounds i8, ptr %9, i64 8
  %175 = getelementptr inbounds i8, ptr %9, i64 16
  %176 = getelementptr inbounds i8, ptr %9, i64 24
  %177 = getelementptr inbounds i8, ptr %9, i64 32
  %178 = getelementptr inbounds i8, ptr %9, i64 40
  %179 = getelementptr inbounds i8, ptr %9, i64 48
  %180 = getelementptr inbounds i8, ptr %9, i64 56
  %181 = getelementptr inbounds i8, ptr %9, i64 64
  %182 = extractelement <2 x double> %79, i64 0
  %183 = extractelement <2 x double> %79, i64 1
  %184 = extractelement <2 x double> %89, i64 0
  %185 = extractelement <2 x double> %89, i64 1
  %186 = extractelement <2 x double> %99, i64 0
  %187 = extractelement <2 x double> %99, i64 1
  %188 = extractelement <2 x double> %109, i64 0
  %189 = extractelement <2 x double> %109, i64 1
  br label %269

190:                                              ; preds = %320
  %191 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #13
  store <4 x i32> <i32 9, i32 0, i32 1, i32 1>, ptr %14, align 16, !tbaa !11
  store ptr %10, ptr %191, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %192 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %193 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %194 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %192, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %193, ptr noundef nonnull %10, i32 noundef %193, i32 noundef 9, i32 noundef %193, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_moved, ptr noundef nonnull %14, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #13
  store <4 x i32> <i32 9, i32 0, i32 4, i32 1>, ptr %14, align 16, !tbaa !11
  store ptr %10, ptr %191, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %195 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %196 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %197 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %195, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %196, ptr noundef nonnull %10, i32 noundef %196, i32 noundef 9, i32 noundef %196, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_moved, ptr noundef nonnull %14, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  %198 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store <4 x i32> <i32 9, i32 0, i32 0, i32 2>, ptr %15, align 16, !tbaa !11
  store ptr %10, ptr %198, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %199 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %200 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %201 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %199, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %200, i32 noundef 9, i32 noundef %200, i32 noundef 0) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_moved, ptr noundef nonnull %15, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store <4 x i32> <i32 9, i32 3, i32 0, i32 2>, ptr %15, align 16, !tbaa !11
  store ptr %10, ptr %198, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %202 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %203 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %204 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %202, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %203, i32 noundef 9, i32 noundef %203, i32 noundef 3) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_moved, ptr noundef nonnull %15, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store <4 x i32> <i32 9, i32 6, i32 0, i32 2>, ptr %15, align 16, !tbaa !11
  store ptr %10, ptr %198, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %205 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %206 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %207 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %205, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %206, i32 noundef 9, i32 noundef %206, i32 noundef 6) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_moved, ptr noundef nonnull %15, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %18) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) %17, i8 0, i64 36, i1 false), !tbaa !16
  %208 = load <4 x double>, ptr %7, align 16, !tbaa !9
  %209 = fptrunc <4 x double> %208 to <4 x float>
  store <4 x float> %209, ptr %16, align 16, !tbaa !16
  %210 = getelementptr inbounds i8, ptr %16, i64 16
  %211 = load <4 x double>, ptr %42, align 16, !tbaa !9
  %212 = fptrunc <4 x double> %211 to <4 x float>
  store <4 x float> %212, ptr %210, align 16, !tbaa !16
  %213 = load double, ptr %69, align 16, !tbaa !9
  %214 = fptrunc double %213 to float
  %215 = getelementptr inbounds i8, ptr %16, i64 32
  store float %214, ptr %215, align 16, !tbaa !16
  %216 = fpext float %214 to double
  %217 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %218 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %219 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shiftf, i32 noundef %217, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %218, i32 noundef 9, i32 noundef %218, i32 noundef 2) #13
  %220 = load <2 x float>, ptr %17, align 16, !tbaa !16
  %221 = fpext <2 x float> %220 to <2 x double>
  store <2 x double> %221, ptr %18, align 16, !tbaa !9
  %222 = getelementptr inbounds i8, ptr %17, i64 8
  %223 = getelementptr inbounds i8, ptr %18, i64 16
  %224 = load <2 x float>, ptr %222, align 8, !tbaa !16
  %225 = fpext <2 x float> %224 to <2 x double>
  store <2 x double> %225, ptr %223, align 16, !tbaa !9
  %226 = getelementptr inbounds i8, ptr %17, i64 16
  %227 = getelementptr inbounds i8, ptr %18, i64 32
  %228 = load <2 x float>, ptr %226, align 16, !tbaa !16
  %229 = fpext <2 x float> %228 to <2 x double>
  store <2 x double> %229, ptr %227, align 16, !tbaa !9
  %230 = getelementptr inbounds i8, ptr %17, i64 24
  %231 = getelementptr inbounds i8, ptr %18, i64 48
  %232 = load <2 x float>, ptr %230, align 8, !tbaa !16
  %233 = fpext <2 x float> %232 to <2 x double>
  store <2 x double> %233, ptr %231, align 16, !tbaa !9
  %234 = getelementptr inbounds i8, ptr %17, i64 32
  %235 = load float, ptr %234, align 16, !tbaa !16
  %236 = fpext float %235 to double
  %237 = getelementptr inbounds i8, ptr %18, i64 64
  store double %236, ptr %237, align 16, !tbaa !9
  %238 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  %239 = shufflevector <4 x float> %209, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %240 = fpext <2 x float> %239 to <2 x double>
  store <2 x double> %240, ptr %238, align 8
  %241 = getelementptr inbounds i8, ptr %238, i64 16
  %242 = shufflevector <4 x float> %209, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %243 = fpext <2 x float> %242 to <2 x double>
  store <2 x double> %243, ptr %241, align 8
  %244 = getelementptr inbounds i8, ptr %238, i64 32
  %245 = shufflevector <4 x float> %212, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %246 = fpext <2 x float> %245 to <2 x double>
  store <2 x double> %246, ptr %244, align 8
  %247 = getelementptr inbounds i8, ptr %238, i64 48
  %248 = shufflevector <4 x float> %212, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %249 = fpext <2 x float> %248 to <2 x double>
  store <2 x double> %249, ptr %247, align 8
  %250 = getelementptr inbounds i8, ptr %238, i64 64
  store double %216, ptr %250, align 8
  %251 = getelementptr inbounds i8, ptr %1, i64 16
  %252 = getelementptr inbounds i8, ptr %1, i64 8
  %253 = getelementptr inbounds i8, ptr %1, i64 16
  %254 = getelementptr inbounds i8, ptr %1, i64 24
  %255 = getelementptr inbounds i8, ptr %1, i64 32
  %256 = getelementptr inbounds i8, ptr %1, i64 40
  %257 = getelementptr inbounds i8, ptr %1, i64 48
  %258 = getelementptr inbounds i8, ptr %1, i64 56
  %259 = getelementptr inbounds i8, ptr %1, i64 64
  %260 = getelementptr inbounds i8, ptr %2, i64 16
  %261 = getelementptr inbounds i8, ptr %2, i64 8
  %262 = getelementptr inbounds i8, ptr %2, i64 16
  %263 = getelementptr inbounds i8, ptr %2, i64 24
  %264 = getelementptr inbounds i8, ptr %2, i64 32
  %265 = getelementptr inbounds i8, ptr %2, i64 40
  %266 = getelementptr inbounds i8, ptr %2, i64 48
  %267 = getelementptr inbounds i8, ptr %2, i64 56
  %268 = getelementptr inbounds i8, ptr %2, i64 64
  br label %323

269:                                              ; preds = %0, %320
  %270 = phi i64 [ 0, %0 ], [ %321, %320 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #13
  store i32 9, ptr %11, align 8, !tbaa !18
  %271 = getelementptr inbounds [5 x i32], ptr @main.ks, i64 0, i64 %270
  %272 = load i32, ptr %271, align 4, !tbaa !11
  store i32 %272, ptr %166, align 4, !tbaa !19
  store i32 0, ptr %167, align 8, !tbaa !20
  store i32 0, ptr %168, align 4, !tbaa !21
  store ptr %10, ptr %169, align 8, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %273 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %274 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %275 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shift, i32 noundef %273, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %274, i32 noundef 9, i32 noundef %274, i32 noundef %272) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_moved, ptr noundef nonnull %11, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  store <2 x double> %79, ptr %13, align 16
  store <2 x double> %89, ptr %170, align 16
  store <2 x double> %99, ptr %171, align 16
  store <2 x double> %109, ptr %172, align 16
  store double %115, ptr %173, align 16
  %276 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %277 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %278 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @shift, i32 noundef %276, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %277, i32 noundef 9, i32 noundef %277, i32 noundef %272) #13
  %279 = load double, ptr %9, align 16, !tbaa !9
  %280 = call double @llvm.fmuladd.f64(double %182, double %279, double 0.000000e+00)
  %281 = load double, ptr %174, align 8, !tbaa !9
  %282 = call double @llvm.fmuladd.f64(double %183, double %281, double %280)
  %283 = load double, ptr %175, align 16, !tbaa !9
  %284 = call double @llvm.fmuladd.f64(double %184, double %283, double %282)
  %285 = load double, ptr %176, align 8, !tbaa !9
  %286 = call double @llvm.fmuladd.f64(double %185, double %285, double %284)
  %287 = load double, ptr %177, align 16, !tbaa !9
  %288 = call double @llvm.fmuladd.f64(double %186, double %287, double %286)
  %289 = load double, ptr %178, align 8, !tbaa !9
  %290 = call double @llvm.fmuladd.f64(double %187, double %289, double %288)
  %291 = load double, ptr %179, align 16, !tbaa !9
  %292 = call double @llvm.fmuladd.f64(double %188, double %291, double %290)
  %293 = load double, ptr %180, align 8, !tbaa !9
  %294 = call double @llvm.fmuladd.f64(double %189, double %293, double %292)
  %295 = load double, ptr %181, align 16, !tbaa !9
  %296 = call double @llvm.fmuladd.f64(double %115, double %295, double %294)
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = fcmp ogt double %297, 1.000000e+00
  %299 = select i1 %298, double %297, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %278, ptr %6, align 8, !tbaa !9
  %300 = load volatile double, ptr %6, align 8, !tbaa !9
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = fcmp ueq double %301, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %302, label %315, label %303

303:                                              ; preds = %269
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %296, ptr %5, align 8, !tbaa !9
  %304 = load volatile double, ptr %5, align 8, !tbaa !9
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fcmp ueq double %305, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %306, label %315, label %307

307:                                              ; preds = %303
  %308 = fsub double %278, %296
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = fmul double %299, 1.000000e-09
  %311 = fcmp ugt double %309, %310
  br i1 %311, label %315, label %312

312:                                              ; preds = %307
  %313 = trunc nuw nsw i64 %270 to i32
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %313, double noundef %278, double noundef %296, ptr noundef nonnull @.str.7)
  br label %320

315:                                              ; preds = %307, %303, %269
  %316 = trunc nuw nsw i64 %270 to i32
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %316, double noundef %278, double noundef %296, ptr noundef nonnull @.str.8)
  %318 = load i32, ptr @n_fail, align 4, !tbaa !11
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr @n_fail, align 4, !tbaa !11
  br label %320

320:                                              ; preds = %312, %315
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #13
  %321 = add nuw nsw i64 %270, 1
  %322 = icmp eq i64 %321, 5
  br i1 %322, label %190, label %269, !llvm.loop !22

323:                                              ; preds = %190, %408
  %324 = phi i64 [ 0, %190 ], [ %409, %408 ]
  %325 = getelementptr inbounds double, ptr %18, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !9
  %327 = getelementptr inbounds double, ptr %238, i64 %324
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ogt double %329, 1.000000e+00
  %331 = select i1 %330, double %329, double 1.000000e+00
  %332 = fmul double %331, 0x3EB0C6F7A0B5ED8D
  %333 = fadd double %328, %332
  store double %333, ptr %327, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %1, ptr noundef nonnull readonly align 8 dereferenceable(72) %238, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %251, i64 56, i1 false)
  %334 = load <2 x double>, ptr %1, align 16
  %335 = load <2 x double>, ptr %252, align 8
  %336 = load <2 x double>, ptr %253, align 16
  %337 = load <2 x double>, ptr %254, align 8
  %338 = load <2 x double>, ptr %255, align 16
  %339 = load <2 x double>, ptr %256, align 8
  %340 = load <2 x double>, ptr %257, align 16
  %341 = load <2 x double>, ptr %258, align 8
  %342 = load double, ptr %259, align 16, !tbaa !9
  %343 = fsub double %328, %332
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1)
  store double %343, ptr %327, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %2, ptr noundef nonnull readonly align 8 dereferenceable(72) %238, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %260, i64 56, i1 false)
  %344 = load double, ptr %2, align 16, !tbaa !9
  %345 = load double, ptr %261, align 8, !tbaa !9
  %346 = load double, ptr %262, align 16, !tbaa !9
  %347 = load double, ptr %263, align 8, !tbaa !9
  %348 = load double, ptr %264, align 16, !tbaa !9
  %349 = load double, ptr %265, align 8, !tbaa !9
  %350 = load double, ptr %266, align 16, !tbaa !9
  %351 = load double, ptr %267, align 8, !tbaa !9
  %352 = load double, ptr %268, align 16, !tbaa !9
  %353 = insertelement <2 x double> %335, double %345, i64 1
  %354 = fmul <2 x double> %353, <double 2.000000e+00, double 2.000000e+00>
  %355 = insertelement <2 x double> %336, double %346, i64 1
  %356 = fmul <2 x double> %355, <double 3.000000e+00, double 3.000000e+00>
  %357 = insertelement <2 x double> %337, double %347, i64 1
  %358 = fmul <2 x double> %357, <double 4.000000e+00, double 4.000000e+00>
  %359 = insertelement <2 x double> %338, double %348, i64 1
  %360 = fmul <2 x double> %359, <double 5.000000e+00, double 5.000000e+00>
  %361 = insertelement <2 x double> %339, double %349, i64 1
  %362 = fmul <2 x double> %361, <double 6.000000e+00, double 6.000000e+00>
  %363 = insertelement <2 x double> %340, double %350, i64 1
  %364 = fmul <2 x double> %363, <double 7.000000e+00, double 7.000000e+00>
  %365 = insertelement <2 x double> %341, double %351, i64 1
  %366 = fmul <2 x double> %365, <double 8.000000e+00, double 8.000000e+00>
  %367 = insertelement <2 x double> poison, double %342, i64 0
  %368 = insertelement <2 x double> %367, double %352, i64 1
  %369 = fmul <2 x double> %368, <double 9.000000e+00, double 9.000000e+00>
  %370 = insertelement <2 x double> %334, double %344, i64 1
  %371 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %370, <2 x double> %370, <2 x double> zeroinitializer)
  %372 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %354, <2 x double> %353, <2 x double> %371)
  %373 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %356, <2 x double> %355, <2 x double> %372)
  %374 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %358, <2 x double> %357, <2 x double> %373)
  %375 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %360, <2 x double> %359, <2 x double> %374)
  %376 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %362, <2 x double> %361, <2 x double> %375)
  %377 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %364, <2 x double> %363, <2 x double> %376)
  %378 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %366, <2 x double> %365, <2 x double> %377)
  %379 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %369, <2 x double> %368, <2 x double> %378)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2)
  store double %328, ptr %327, align 8, !tbaa !9
  %380 = shufflevector <2 x double> %379, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %381 = fsub <2 x double> %379, %380
  %382 = extractelement <2 x double> %381, i64 0
  %383 = fsub double %333, %343
  %384 = fdiv double %382, %383
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp ogt double %385, 1.000000e+00
  %387 = select i1 %386, double %385, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %326, ptr %4, align 8, !tbaa !9
  %388 = load volatile double, ptr %4, align 8, !tbaa !9
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fcmp ueq double %389, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %390, label %403, label %391

391:                                              ; preds = %323
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %384, ptr %3, align 8, !tbaa !9
  %392 = load volatile double, ptr %3, align 8, !tbaa !9
  %393 = call double @llvm.fabs.f64(double %392)
  %394 = fcmp ueq double %393, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %394, label %403, label %395

395:                                              ; preds = %391
  %396 = fsub double %326, %384
  %397 = call double @llvm.fabs.f64(double %396)
  %398 = fmul double %387, 1.000000e-03
  %399 = fcmp ugt double %397, %398
  br i1 %399, label %403, label %400

400:                                              ; preds = %395
  %401 = trunc nuw nsw i64 %324 to i32
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %401, double noundef %326, double noundef %384, ptr noundef nonnull @.str.7)
  br label %408

403:                                              ; preds = %395, %391, %323
  %404 = trunc nuw nsw i64 %324 to i32
  %405 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %404, double noundef %326, double noundef %384, ptr noundef nonnull @.str.8)
  %406 = load i32, ptr @n_fail, align 4, !tbaa !11
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr @n_fail, align 4, !tbaa !11
  br label %408

408:                                              ; preds = %403, %400
  %409 = add nuw nsw i64 %324, 1
  %410 = icmp eq i64 %409, 9
  br i1 %410, label %411, label %323, !llvm.loop !24

411:                                              ; preds = %408
  call void @free(ptr noundef nonnull %238) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %16) #13
  %412 = load i32, ptr @n_fail, align 4, !tbaa !11
  %413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %412)
  %414 = load i32, ptr @n_fail, align 4, !tbaa !11
  %415 = icmp ne i32 %414, 0
  %416 = zext i1 %415 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #13
  ret i32 %416
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @shift(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds double, ptr %0, i64 %6
  %8 = sub nsw i32 %1, %2
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  br label %18

11:                                               ; preds = %3
  %12 = sext i32 %2 to i64
  %13 = sub nsw i64 0, %12
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = add nsw i32 %2, %1
  %16 = sext i32 %15 to i64
  %17 = shl nsw i64 %16, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %14, ptr align 8 %0, i64 %17, i1 false)
  br label %18

18:                                               ; preds = %11, %5
  %19 = icmp sgt i32 %1, 0
  br i1 %19, label %20, label %65

20:                                               ; preds = %18
  %21 = zext nneg i32 %1 to i64
  %22 = and i64 %21, 1
  %23 = icmp eq i32 %1, 1
  br i1 %23, label %50, label %24

24:                                               ; preds = %20
  %25 = and i64 %21, 2147483646
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %39, %26 ]
  %28 = phi double [ 0.000000e+00, %24 ], [ %47, %26 ]
  %29 = phi i64 [ 0, %24 ], [ %48, %26 ]
  %30 = or disjoint i64 %27, 1
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = uitofp nneg i32 %31 to double
  %33 = getelementptr inbounds double, ptr %0, i64 %27
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %34, %32
  %36 = fmul double %34, 5.000000e-01
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %36)
  %38 = fadd double %28, %37
  %39 = add nuw nsw i64 %27, 2
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = getelementptr inbounds double, ptr %0, i64 %30
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %43, %41
  %45 = fmul double %43, 5.000000e-01
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %45)
  %47 = fadd double %38, %46
  %48 = add i64 %29, 2
  %49 = icmp eq i64 %48, %25
  br i1 %49, label %50, label %26, !llvm.loop !25

50:                                               ; preds = %26, %20
  %51 = phi double [ poison, %20 ], [ %47, %26 ]
  %52 = phi i64 [ 0, %20 ], [ %39, %26 ]
  %53 = phi double [ 0.000000e+00, %20 ], [ %47, %26 ]
  %54 = icmp eq i64 %22, 0
  br i1 %54, label %65, label %55

55:                                               ; preds = %50
  %56 = trunc i64 %52 to i32
  %57 = add i32 %56, 1
  %58 = uitofp nneg i32 %57 to double
  %59 = getelementptr inbounds double, ptr %0, i64 %52
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul double %60, %58
  %62 = fmul double %60, 5.000000e-01
  %63 = tail call double @llvm.fmuladd.f64(double %61, double %60, double %62)
  %64 = fadd double %53, %63
  br label %65

65:                                               ; preds = %55, %50, %18
  %66 = phi double [ 0.000000e+00, %18 ], [ %51, %50 ], [ %64, %55 ]
  ret double %66
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, double noundef %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %9, ptr noundef nonnull align 8 dereferenceable(72) %3, i64 72, i1 false)
  br label %11

10:                                               ; preds = %51
  tail call void @free(ptr noundef nonnull %9) #13
  ret void

11:                                               ; preds = %6, %51
  %12 = phi i64 [ 0, %6 ], [ %52, %51 ]
  %13 = getelementptr inbounds double, ptr %4, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds double, ptr %9, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call double @llvm.fabs.f64(double %16)
  %18 = fcmp ogt double %17, 1.000000e+00
  %19 = select i1 %18, double %17, double 1.000000e+00
  %20 = fmul double %19, 0x3EB0C6F7A0B5ED8D
  %21 = fadd double %16, %20
  %22 = fsub double %16, %20
  store double %21, ptr %15, align 8, !tbaa !9
  %23 = tail call double %1(ptr noundef nonnull %9, ptr noundef %2) #13, !callees !26
  store double %22, ptr %15, align 8, !tbaa !9
  %24 = tail call double %1(ptr noundef nonnull %9, ptr noundef %2) #13, !callees !26
  store double %16, ptr %15, align 8, !tbaa !9
  %25 = fsub double %23, %24
  %26 = fsub double %21, %22
  %27 = fdiv double %25, %26
  %28 = tail call double @llvm.fabs.f64(double %27)
  %29 = fcmp ogt double %28, 1.000000e+00
  %30 = select i1 %29, double %28, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %14, ptr %8, align 8, !tbaa !9
  %31 = load volatile double, ptr %8, align 8, !tbaa !9
  %32 = tail call double @llvm.fabs.f64(double %31)
  %33 = fcmp ueq double %32, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %33, label %46, label %34

34:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %27, ptr %7, align 8, !tbaa !9
  %35 = load volatile double, ptr %7, align 8, !tbaa !9
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ueq double %36, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %37, label %46, label %38

38:                                               ; preds = %34
  %39 = fsub double %14, %27
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fmul double %30, %5
  %42 = fcmp ugt double %40, %41
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = trunc nuw nsw i64 %12 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %44, double noundef %14, double noundef %27, ptr noundef nonnull @.str.7)
  br label %51

46:                                               ; preds = %38, %34, %11
  %47 = trunc nuw nsw i64 %12 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %47, double noundef %14, double noundef %27, ptr noundef nonnull @.str.8)
  %49 = load i32, ptr @n_fail, align 4, !tbaa !11
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr @n_fail, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %43, %46
  %52 = add nuw nsw i64 %12, 1
  %53 = icmp eq i64 %52, 9
  br i1 %53, label %10, label %11, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal double @obj_moved(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) %0, i64 72, i1 false)
  %4 = getelementptr inbounds i8, ptr %1, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !21
  switch i32 %5, label %118 [
    i32 0, label %6
    i32 1, label %56
  ]

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !19
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %17

11:                                               ; preds = %6
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds double, ptr %3, i64 %12
  %14 = sub nsw i32 %7, %9
  %15 = sext i32 %14 to i64
  %16 = shl nsw i64 %15, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %13, i64 %16, i1 false)
  br label %24

17:                                               ; preds = %6
  %18 = sext i32 %9 to i64
  %19 = sub nsw i64 0, %18
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = add nsw i32 %9, %7
  %22 = sext i32 %21 to i64
  %23 = shl nsw i64 %22, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %20, ptr nonnull align 16 %3, i64 %23, i1 false)
  br label %24

24:                                               ; preds = %17, %11
  %25 = icmp sgt i32 %7, 0
  br i1 %25, label %26, label %191

26:                                               ; preds = %24
  %27 = zext nneg i32 %7 to i64
  %28 = and i64 %27, 1
  %29 = icmp eq i32 %7, 1
  br i1 %29, label %176, label %30

30:                                               ; preds = %26
  %31 = and i64 %27, 2147483646
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %45, %32 ]
  %34 = phi double [ 0.000000e+00, %30 ], [ %53, %32 ]
  %35 = phi i64 [ 0, %30 ], [ %54, %32 ]
  %36 = or disjoint i64 %33, 1
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = uitofp nneg i32 %37 to double
  %39 = getelementptr inbounds double, ptr %3, i64 %33
  %40 = load double, ptr %39, align 16, !tbaa !9
  %41 = fmul double %40, %38
  %42 = fmul double %40, 5.000000e-01
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %40, double %42)
  %44 = fadd double %34, %43
  %45 = add nuw nsw i64 %33, 2
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = getelementptr inbounds double, ptr %3, i64 %36
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = fmul double %49, %47
  %51 = fmul double %49, 5.000000e-01
  %52 = tail call double @llvm.fmuladd.f64(double %50, double %49, double %51)
  %53 = fadd double %44, %52
  %54 = add i64 %35, 2
  %55 = icmp eq i64 %54, %31
  br i1 %55, label %176, label %32, !llvm.loop !25

56:                                               ; preds = %2
  %57 = getelementptr inbounds i8, ptr %1, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !13
  %59 = getelementptr inbounds i8, ptr %1, i64 8
  %60 = load i32, ptr %59, align 8, !tbaa !20
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %62, label %191

62:                                               ; preds = %56
  %63 = load i32, ptr %1, align 8, !tbaa !18
  %64 = getelementptr inbounds i8, ptr %3, i64 8
  %65 = add nsw i32 %63, -1
  %66 = sext i32 %65 to i64
  %67 = shl nsw i64 %66, 3
  %68 = getelementptr inbounds double, ptr %3, i64 %66
  %69 = icmp sgt i32 %63, 0
  %70 = zext nneg i32 %60 to i64
  %71 = zext i32 %63 to i64
  %72 = and i64 %71, 1
  %73 = icmp eq i32 %63, 1
  %74 = and i64 %71, 2147483646
  %75 = icmp eq i64 %72, 0
  br label %76

76:                                               ; preds = %93, %62
  %77 = phi i64 [ 0, %62 ], [ %96, %93 ]
  %78 = phi double [ 0.000000e+00, %62 ], [ %95, %93 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %64, i64 %67, i1 false)
  %79 = getelementptr inbounds double, ptr %58, i64 %77
  %80 = load double, ptr %79, align 8, !tbaa !9
  store double %80, ptr %68, align 8, !tbaa !9
  br i1 %69, label %81, label %93

81:                                               ; preds = %76
  br i1 %73, label %82, label %98

82:                                               ; preds = %98, %81
  %83 = phi double [ poison, %81 ], [ %114, %98 ]
  %84 = phi i64 [ 0, %81 ], [ %115, %98 ]
  %85 = phi double [ 0.000000e+00, %81 ], [ %114, %98 ]
  br i1 %75, label %93, label %86

86:                                               ; preds = %82
  %87 = trunc nuw nsw i64 %84 to i32
  %88 = uitofp nneg i32 %87 to double
  %89 = tail call double @llvm.fmuladd.f64(double %88, double 1.000000e-01, double 3.000000e-01)
  %90 = getelementptr inbounds double, ptr %3, i64 %84
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %89, double %91, double %85)
  br label %93

93:                                               ; preds = %86, %82, %76
  %94 = phi double [ 0.000000e+00, %76 ], [ %83, %82 ], [ %92, %86 ]
  %95 = tail call double @llvm.fmuladd.f64(double %94, double %94, double %78)
  %96 = add nuw nsw i64 %77, 1
  %97 = icmp eq i64 %96, %70
  br i1 %97, label %191, label %76, !llvm.loop !27

98:                                               ; preds = %81, %98
  %99 = phi i64 [ %115, %98 ], [ 0, %81 ]
  %100 = phi double [ %114, %98 ], [ 0.000000e+00, %81 ]
  %101 = phi i64 [ %116, %98 ], [ 0, %81 ]
  %102 = trunc nuw nsw i64 %99 to i32
  %103 = uitofp nneg i32 %102 to double
  %104 = tail call double @llvm.fmuladd.f64(double %103, double 1.000000e-01, double 3.000000e-01)
  %105 = getelementptr inbounds double, ptr %3, i64 %99
  %106 = load double, ptr %105, align 16, !tbaa !9
  %107 = tail call double @llvm.fmuladd.f64(double %104, double %106, double %100)
  %108 = or disjoint i64 %99, 1
  %109 = trunc nuw nsw i64 %108 to i32
  %110 = uitofp nneg i32 %109 to double
  %111 = tail call double @llvm.fmuladd.f64(double %110, double 1.000000e-01, double 3.000000e-01)
  %112 = getelementptr inbounds double, ptr %3, i64 %108
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = tail call double @llvm.fmuladd.f64(double %111, double %113, double %107)
  %115 = add nuw nsw i64 %99, 2
  %116 = add i64 %101, 2
  %117 = icmp eq i64 %116, %74
  br i1 %117, label %82, label %98, !llvm.loop !28

118:                                              ; preds = %2
  %119 = load i32, ptr %1, align 8, !tbaa !18
  %120 = getelementptr inbounds i8, ptr %1, i64 4
  %121 = load i32, ptr %120, align 4, !tbaa !19
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds double, ptr %3, i64 %122
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  %125 = xor i32 %121, -1
  %126 = add i32 %119, %125
  %127 = sext i32 %126 to i64
  %128 = shl nsw i64 %127, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %123, ptr nonnull align 8 %124, i64 %128, i1 false)
  %129 = icmp sgt i32 %119, 1
  br i1 %129, label %130, label %191

130:                                              ; preds = %118
  %131 = add nsw i32 %119, -1
  %132 = zext nneg i32 %131 to i64
  %133 = and i64 %132, 1
  %134 = icmp eq i32 %131, 1
  br i1 %134, label %161, label %135

135:                                              ; preds = %130
  %136 = and i64 %132, 2147483646
  br label %137

137:                                              ; preds = %137, %135
  %138 = phi i64 [ 0, %135 ], [ %150, %137 ]
  %139 = phi double [ 0.000000e+00, %135 ], [ %158, %137 ]
  %140 = phi i64 [ 0, %135 ], [ %159, %137 ]
  %141 = or disjoint i64 %138, 1
  %142 = trunc nuw nsw i64 %141 to i32
  %143 = uitofp nneg i32 %142 to double
  %144 = getelementptr inbounds double, ptr %3, i64 %138
  %145 = load double, ptr %144, align 16, !tbaa !9
  %146 = fmul double %145, %143
  %147 = fmul double %145, 5.000000e-01
  %148 = tail call double @llvm.fmuladd.f64(double %146, double %145, double %147)
  %149 = fadd double %139, %148
  %150 = add nuw nsw i64 %138, 2
  %151 = trunc nuw nsw i64 %150 to i32
  %152 = uitofp nneg i32 %151 to double
  %153 = getelementptr inbounds double, ptr %3, i64 %141
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fmul double %154, %152
  %156 = fmul double %154, 5.000000e-01
  %157 = tail call double @llvm.fmuladd.f64(double %155, double %154, double %156)
  %158 = fadd double %149, %157
  %159 = add i64 %140, 2
  %160 = icmp eq i64 %159, %136
  br i1 %160, label %161, label %137, !llvm.loop !25

161:                                              ; preds = %137, %130
  %162 = phi double [ poison, %130 ], [ %158, %137 ]
  %163 = phi i64 [ 0, %130 ], [ %150, %137 ]
  %164 = phi double [ 0.000000e+00, %130 ], [ %158, %137 ]
  %165 = icmp eq i64 %133, 0
  br i1 %165, label %191, label %166

166:                                              ; preds = %161
  %167 = trunc i64 %163 to i32
  %168 = add i32 %167, 1
  %169 = uitofp nneg i32 %168 to double
  %170 = getelementptr inbounds double, ptr %3, i64 %163
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = fmul double %171, %169
  %173 = fmul double %171, 5.000000e-01
  %174 = tail call double @llvm.fmuladd.f64(double %172, double %171, double %173)
  %175 = fadd double %164, %174
  br label %191

176:                                              ; preds = %32, %26
  %177 = phi double [ poison, %26 ], [ %53, %32 ]
  %178 = phi i64 [ 0, %26 ], [ %45, %32 ]
  %179 = phi double [ 0.000000e+00, %26 ], [ %53, %32 ]
  %180 = icmp eq i64 %28, 0
  br i1 %180, label %191, label %181

181:                                              ; preds = %176
  %182 = trunc i64 %178 to i32
  %183 = add i32 %182, 1
  %184 = uitofp nneg i32 %183 to double
  %185 = getelementptr inbounds double, ptr %3, i64 %178
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = fmul double %186, %184
  %188 = fmul double %186, 5.000000e-01
  %189 = tail call double @llvm.fmuladd.f64(double %187, double %186, double %188)
  %190 = fadd double %179, %189
  br label %191

191:                                              ; preds = %93, %181, %176, %166, %161, %118, %56, %24
  %192 = phi double [ 0.000000e+00, %24 ], [ 0.000000e+00, %56 ], [ 0.000000e+00, %118 ], [ %162, %161 ], [ %175, %166 ], [ %177, %176 ], [ %190, %181 ], [ %95, %93 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  ret double %192
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @fir(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #5 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %19

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = add nsw i32 %2, -1
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = icmp sgt i32 %2, 0
  %13 = zext nneg i32 %3 to i64
  %14 = zext i32 %2 to i64
  %15 = and i64 %14, 1
  %16 = icmp eq i32 %2, 1
  %17 = and i64 %14, 2147483646
  %18 = icmp eq i64 %15, 0
  br label %21

19:                                               ; preds = %38, %4
  %20 = phi double [ 0.000000e+00, %4 ], [ %40, %38 ]
  ret double %20

21:                                               ; preds = %6, %38
  %22 = phi i64 [ 0, %6 ], [ %41, %38 ]
  %23 = phi double [ 0.000000e+00, %6 ], [ %40, %38 ]
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %24 = getelementptr inbounds double, ptr %1, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !9
  store double %25, ptr %11, align 8, !tbaa !9
  br i1 %12, label %26, label %38

26:                                               ; preds = %21
  br i1 %16, label %27, label %43

27:                                               ; preds = %43, %26
  %28 = phi double [ poison, %26 ], [ %59, %43 ]
  %29 = phi i64 [ 0, %26 ], [ %60, %43 ]
  %30 = phi double [ 0.000000e+00, %26 ], [ %59, %43 ]
  br i1 %18, label %38, label %31

31:                                               ; preds = %27
  %32 = trunc nuw nsw i64 %29 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 1.000000e-01, double 3.000000e-01)
  %35 = getelementptr inbounds double, ptr %0, i64 %29
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = tail call double @llvm.fmuladd.f64(double %34, double %36, double %30)
  br label %38

38:                                               ; preds = %31, %27, %21
  %39 = phi double [ 0.000000e+00, %21 ], [ %28, %27 ], [ %37, %31 ]
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %23)
  %41 = add nuw nsw i64 %22, 1
  %42 = icmp eq i64 %41, %13
  br i1 %42, label %19, label %21, !llvm.loop !27

43:                                               ; preds = %26, %43
  %44 = phi i64 [ %60, %43 ], [ 0, %26 ]
  %45 = phi double [ %59, %43 ], [ 0.000000e+00, %26 ]
  %46 = phi i64 [ %61, %43 ], [ 0, %26 ]
  %47 = trunc nuw nsw i64 %44 to i32
  %48 = uitofp nneg i32 %47 to double
  %49 = tail call double @llvm.fmuladd.f64(double %48, double 1.000000e-01, double 3.000000e-01)
  %50 = getelementptr inbounds double, ptr %0, i64 %44
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %45)
  %53 = or disjoint i64 %44, 1
  %54 = trunc nuw nsw i64 %53 to i32
  %55 = uitofp nneg i32 %54 to double
  %56 = tail call double @llvm.fmuladd.f64(double %55, double 1.000000e-01, double 3.000000e-01)
  %57 = getelementptr inbounds double, ptr %0, i64 %53
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = tail call double @llvm.fmuladd.f64(double %56, double %58, double %52)
  %60 = add nuw nsw i64 %44, 2
  %61 = add i64 %46, 2
  %62 = icmp eq i64 %61, %17
  br i1 %62, label %27, label %43, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @erase(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds double, ptr %0, i64 %4
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = xor i32 %2, -1
  %8 = add i32 %7, %1
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %5, ptr nonnull align 8 %6, i64 %10, i1 false)
  %11 = icmp sgt i32 %1, 1
  br i1 %11, label %12, label %58

12:                                               ; preds = %3
  %13 = add nsw i32 %1, -1
  %14 = zext nneg i32 %13 to i64
  %15 = and i64 %14, 1
  %16 = icmp eq i32 %13, 1
  br i1 %16, label %43, label %17

17:                                               ; preds = %12
  %18 = and i64 %14, 2147483646
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %32, %19 ]
  %21 = phi double [ 0.000000e+00, %17 ], [ %40, %19 ]
  %22 = phi i64 [ 0, %17 ], [ %41, %19 ]
  %23 = or disjoint i64 %20, 1
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = getelementptr inbounds double, ptr %0, i64 %20
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = fmul double %27, %25
  %29 = fmul double %27, 5.000000e-01
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %27, double %29)
  %31 = fadd double %21, %30
  %32 = add nuw nsw i64 %20, 2
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = uitofp nneg i32 %33 to double
  %35 = getelementptr inbounds double, ptr %0, i64 %23
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fmul double %36, %34
  %38 = fmul double %36, 5.000000e-01
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %36, double %38)
  %40 = fadd double %31, %39
  %41 = add i64 %22, 2
  %42 = icmp eq i64 %41, %18
  br i1 %42, label %43, label %19, !llvm.loop !25

43:                                               ; preds = %19, %12
  %44 = phi double [ poison, %12 ], [ %40, %19 ]
  %45 = phi i64 [ 0, %12 ], [ %32, %19 ]
  %46 = phi double [ 0.000000e+00, %12 ], [ %40, %19 ]
  %47 = icmp eq i64 %15, 0
  br i1 %47, label %58, label %48

48:                                               ; preds = %43
  %49 = trunc i64 %45 to i32
  %50 = add i32 %49, 1
  %51 = uitofp nneg i32 %50 to double
  %52 = getelementptr inbounds double, ptr %0, i64 %45
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fmul double %53, %51
  %55 = fmul double %53, 5.000000e-01
  %56 = tail call double @llvm.fmuladd.f64(double %54, double %53, double %55)
  %57 = fadd double %46, %56
  br label %58

58:                                               ; preds = %48, %43, %3
  %59 = phi double [ 0.000000e+00, %3 ], [ %44, %43 ], [ %57, %48 ]
  ret double %59
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @shiftf(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  %6 = sub nsw i32 %1, %2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %0, ptr align 4 %5, i64 %8, i1 false)
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %30

10:                                               ; preds = %3
  %11 = zext nneg i32 %1 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 1
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, 2147483646
  br label %32

16:                                               ; preds = %32, %10
  %17 = phi double [ poison, %10 ], [ %51, %32 ]
  %18 = phi i64 [ 0, %10 ], [ %44, %32 ]
  %19 = phi double [ 0.000000e+00, %10 ], [ %51, %32 ]
  %20 = icmp eq i64 %12, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %16
  %22 = trunc i64 %18 to i32
  %23 = add i32 %22, 1
  %24 = uitofp nneg i32 %23 to double
  %25 = getelementptr inbounds float, ptr %0, i64 %18
  %26 = load float, ptr %25, align 4, !tbaa !16
  %27 = fpext float %26 to double
  %28 = fmul double %24, %27
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %27, double %19)
  br label %30

30:                                               ; preds = %21, %16, %3
  %31 = phi double [ 0.000000e+00, %3 ], [ %17, %16 ], [ %29, %21 ]
  ret double %31

32:                                               ; preds = %32, %14
  %33 = phi i64 [ 0, %14 ], [ %44, %32 ]
  %34 = phi double [ 0.000000e+00, %14 ], [ %51, %32 ]
  %35 = phi i64 [ 0, %14 ], [ %52, %32 ]
  %36 = or disjoint i64 %33, 1
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = uitofp nneg i32 %37 to double
  %39 = getelementptr inbounds float, ptr %0, i64 %33
  %40 = load float, ptr %39, align 4, !tbaa !16
  %41 = fpext float %40 to double
  %42 = fmul double %38, %41
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %41, double %34)
  %44 = add nuw nsw i64 %33, 2
  %45 = trunc nuw nsw i64 %44 to i32
  %46 = uitofp nneg i32 %45 to double
  %47 = getelementptr inbounds float, ptr %0, i64 %36
  %48 = load float, ptr %47, align 4, !tbaa !16
  %49 = fpext float %48 to double
  %50 = fmul double %46, %49
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %49, double %43)
  %52 = add i64 %35, 2
  %53 = icmp eq i64 %52, %15
  br i1 %53, label %16, label %32, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!13 = !{!14, !15, i64 16}
!14 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !15, i64 16}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!14, !12, i64 0}
!19 = !{!14, !12, i64 4}
!20 = !{!14, !12, i64 8}
!21 = !{!14, !12, i64 12}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !23}
!26 = distinct !{ptr @obj_moved, null}
!27 = distinct !{!27, !23}
!28 = distinct !{!28, !23}
!29 = distinct !{!29, !23}
