; ModuleID = 'split_width.c'
source_filename = "split_width.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A2 = type { [2 x double], [2 x double] }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 7, i32 5], align 4
@calls = internal unnamed_addr global i32 0, align 4
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"fv.primal_once_each\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fv.primal_value\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fv.split3(dup)\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"fv.split3(dup).second\00", align 1
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneedv = external local_unnamed_addr global i32, align 4
@.str.4 = private unnamed_addr constant [16 x i8] c"fv.split2(dupv)\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"fv.lane2_untouched\00", align 1
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@.str.6 = private unnamed_addr constant [15 x i8] c"fc.primal_once\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"fc.split3(calls)\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"fin.augmentsize_fits\00", align 1
@enzyme_allocated = external local_unnamed_addr global i32, align 4
@enzyme_tape = external local_unnamed_addr global i32, align 4
@.str.9 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@enzyme_nofree = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [14 x i8] c"fin.split3.dx\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"fin.split3.dw\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.13 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"fs.split2.d(a,b)\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"fs.split2.dx\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"split_width\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.17 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.20 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  %2 = alloca [7 x double], align 16
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
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
  %39 = alloca [7 x double], align 16
  %40 = alloca [7 x double], align 16
  %41 = alloca [3 x [4 x double]], align 16
  %42 = alloca [3 x [7 x double]], align 16
  %43 = alloca [3 x [7 x double]], align 16
  %44 = alloca [4 x double], align 16
  %45 = alloca [4 x double], align 16
  %46 = alloca [3 x [4 x double]], align 16
  %47 = alloca [3 x [4 x double]], align 16
  %48 = alloca [4 x double], align 16
  %49 = alloca [7 x double], align 16
  %50 = alloca [7 x double], align 16
  %51 = alloca [3 x [7 x double]], align 16
  %52 = alloca [3 x [7 x double]], align 16
  %53 = alloca [3 x [7 x double]], align 16
  %54 = alloca [16384 x i8], align 16
  %55 = alloca [7 x double], align 16
  %56 = alloca [2 x double], align 16
  %57 = alloca [2 x [1 x double]], align 16
  %58 = alloca [2 x [7 x double]], align 16
  %59 = alloca %struct.A2, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %39) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %40) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %41) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %42) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %43) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %45) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %46) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %47) #14
  %60 = load i64, ptr @rng_state, align 8, !tbaa !5
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <2 x i64> poison, i64 %62, i64 0
  %66 = insertelement <2 x i64> %65, i64 %64, i64 1
  %67 = lshr <2 x i64> %66, <i64 10, i64 10>
  %68 = and <2 x i64> %67, <i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <2 x i64> %68 to <2 x double>
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %70, ptr %39, align 16, !tbaa !9
  %71 = mul i64 %64, 6364136223846793005
  %72 = getelementptr inbounds i8, ptr %39, i64 16
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
  %83 = getelementptr inbounds i8, ptr %39, i64 32
  %84 = add i64 %82, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 10, i64 10>
  %90 = and <2 x i64> %89, <i64 18014398509481982, i64 18014398509481982>
  %91 = uitofp nneg <2 x i64> %90 to <2 x double>
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %92, ptr %83, align 16, !tbaa !9
  %93 = mul i64 %86, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = lshr i64 %94, 10
  %96 = and i64 %95, 18014398509481982
  %97 = uitofp nneg i64 %96 to double
  %98 = tail call double @llvm.fmuladd.f64(double %97, double 0x3CA0000000000000, double -1.000000e+00)
  %99 = getelementptr inbounds i8, ptr %39, i64 48
  store double %98, ptr %99, align 16, !tbaa !9
  %100 = mul i64 %94, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = insertelement <2 x i64> poison, i64 %101, i64 0
  %105 = insertelement <2 x i64> %104, i64 %103, i64 1
  %106 = lshr <2 x i64> %105, <i64 10, i64 10>
  %107 = and <2 x i64> %106, <i64 18014398509481982, i64 18014398509481982>
  %108 = uitofp nneg <2 x i64> %107 to <2 x double>
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %109, ptr %40, align 16, !tbaa !9
  %110 = mul i64 %103, 6364136223846793005
  %111 = getelementptr inbounds i8, ptr %40, i64 16
  %112 = add i64 %110, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <2 x i64> poison, i64 %112, i64 0
  %116 = insertelement <2 x i64> %115, i64 %114, i64 1
  %117 = lshr <2 x i64> %116, <i64 10, i64 10>
  %118 = and <2 x i64> %117, <i64 18014398509481982, i64 18014398509481982>
  %119 = uitofp nneg <2 x i64> %118 to <2 x double>
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %120, ptr %111, align 16, !tbaa !9
  %121 = mul i64 %114, 6364136223846793005
  %122 = getelementptr inbounds i8, ptr %40, i64 32
  %123 = add i64 %121, 1442695040888963407
  %124 = mul i64 %123, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = insertelement <2 x i64> poison, i64 %123, i64 0
  %127 = insertelement <2 x i64> %126, i64 %125, i64 1
  %128 = lshr <2 x i64> %127, <i64 10, i64 10>
  %129 = and <2 x i64> %128, <i64 18014398509481982, i64 18014398509481982>
  %130 = uitofp nneg <2 x i64> %129 to <2 x double>
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %131, ptr %122, align 16, !tbaa !9
  %132 = mul i64 %125, 6364136223846793005
  %133 = add i64 %132, 1442695040888963407
  %134 = lshr i64 %133, 10
  %135 = and i64 %134, 18014398509481982
  %136 = uitofp nneg i64 %135 to double
  %137 = tail call double @llvm.fmuladd.f64(double %136, double 0x3CA0000000000000, double -1.000000e+00)
  %138 = getelementptr inbounds i8, ptr %40, i64 48
  store double %137, ptr %138, align 16, !tbaa !9
  %139 = mul i64 %133, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = mul i64 %140, 6364136223846793005
  %142 = add i64 %141, 1442695040888963407
  %143 = insertelement <2 x i64> poison, i64 %140, i64 0
  %144 = insertelement <2 x i64> %143, i64 %142, i64 1
  %145 = lshr <2 x i64> %144, <i64 10, i64 10>
  %146 = and <2 x i64> %145, <i64 18014398509481982, i64 18014398509481982>
  %147 = uitofp nneg <2 x i64> %146 to <2 x double>
  %148 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %147, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %148, ptr %41, align 16, !tbaa !9
  %149 = mul i64 %142, 6364136223846793005
  %150 = getelementptr inbounds i8, ptr %41, i64 16
  %151 = add i64 %149, 1442695040888963407
  %152 = mul i64 %151, 6364136223846793005
  %153 = add i64 %152, 1442695040888963407
  %154 = insertelement <2 x i64> poison, i64 %151, i64 0
  %155 = insertelement <2 x i64> %154, i64 %153, i64 1
  %156 = lshr <2 x i64> %155, <i64 10, i64 10>
  %157 = and <2 x i64> %156, <i64 18014398509481982, i64 18014398509481982>
  %158 = uitofp nneg <2 x i64> %157 to <2 x double>
  %159 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %159, ptr %150, align 16, !tbaa !9
  %160 = getelementptr inbounds i8, ptr %41, i64 32
  %161 = mul i64 %153, 6364136223846793005
  %162 = add i64 %161, 1442695040888963407
  %163 = mul i64 %162, 6364136223846793005
  %164 = add i64 %163, 1442695040888963407
  %165 = insertelement <2 x i64> poison, i64 %162, i64 0
  %166 = insertelement <2 x i64> %165, i64 %164, i64 1
  %167 = lshr <2 x i64> %166, <i64 10, i64 10>
  %168 = and <2 x i64> %167, <i64 18014398509481982, i64 18014398509481982>
  %169 = uitofp nneg <2 x i64> %168 to <2 x double>
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %170, ptr %160, align 16, !tbaa !9
  %171 = mul i64 %164, 6364136223846793005
  %172 = getelementptr inbounds i8, ptr %41, i64 48
  %173 = add i64 %171, 1442695040888963407
  %174 = mul i64 %173, 6364136223846793005
  %175 = add i64 %174, 1442695040888963407
  %176 = insertelement <2 x i64> poison, i64 %173, i64 0
  %177 = insertelement <2 x i64> %176, i64 %175, i64 1
  %178 = lshr <2 x i64> %177, <i64 10, i64 10>
  %179 = and <2 x i64> %178, <i64 18014398509481982, i64 18014398509481982>
  %180 = uitofp nneg <2 x i64> %179 to <2 x double>
  %181 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %180, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %181, ptr %172, align 16, !tbaa !9
  %182 = getelementptr inbounds i8, ptr %41, i64 64
  %183 = mul i64 %175, 6364136223846793005
  %184 = add i64 %183, 1442695040888963407
  %185 = mul i64 %184, 6364136223846793005
  %186 = add i64 %185, 1442695040888963407
  %187 = insertelement <2 x i64> poison, i64 %184, i64 0
  %188 = insertelement <2 x i64> %187, i64 %186, i64 1
  %189 = lshr <2 x i64> %188, <i64 10, i64 10>
  %190 = and <2 x i64> %189, <i64 18014398509481982, i64 18014398509481982>
  %191 = uitofp nneg <2 x i64> %190 to <2 x double>
  %192 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %192, ptr %182, align 16, !tbaa !9
  %193 = mul i64 %186, 6364136223846793005
  %194 = getelementptr inbounds i8, ptr %41, i64 80
  %195 = add i64 %193, 1442695040888963407
  %196 = mul i64 %195, 6364136223846793005
  %197 = add i64 %196, 1442695040888963407
  %198 = insertelement <2 x i64> poison, i64 %195, i64 0
  %199 = insertelement <2 x i64> %198, i64 %197, i64 1
  %200 = lshr <2 x i64> %199, <i64 10, i64 10>
  %201 = and <2 x i64> %200, <i64 18014398509481982, i64 18014398509481982>
  %202 = uitofp nneg <2 x i64> %201 to <2 x double>
  %203 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %202, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %203, ptr %194, align 16, !tbaa !9
  store i64 %197, ptr @rng_state, align 8, !tbaa !5
  %204 = getelementptr inbounds i8, ptr %42, i64 56
  %205 = getelementptr inbounds i8, ptr %42, i64 112
  %206 = getelementptr inbounds i8, ptr %46, i64 32
  %207 = getelementptr inbounds i8, ptr %46, i64 64
  %208 = getelementptr inbounds i8, ptr %43, i64 56
  %209 = getelementptr inbounds i8, ptr %43, i64 112
  %210 = getelementptr inbounds i8, ptr %47, i64 32
  %211 = getelementptr inbounds i8, ptr %47, i64 64
  %212 = getelementptr inbounds i8, ptr %5, i64 8
  %213 = getelementptr inbounds i8, ptr %5, i64 16
  %214 = getelementptr inbounds i8, ptr %5, i64 24
  %215 = getelementptr inbounds i8, ptr %6, i64 8
  %216 = getelementptr inbounds i8, ptr %6, i64 16
  %217 = getelementptr inbounds i8, ptr %6, i64 24
  %218 = getelementptr inbounds i8, ptr %51, i64 56
  %219 = getelementptr inbounds i8, ptr %51, i64 112
  %220 = getelementptr inbounds i8, ptr %52, i64 56
  %221 = getelementptr inbounds i8, ptr %52, i64 112
  %222 = getelementptr i8, ptr %50, i64 -8
  %223 = getelementptr inbounds i8, ptr %58, i64 56
  %224 = getelementptr inbounds i8, ptr %57, i64 8
  %225 = getelementptr inbounds i8, ptr %59, i64 16
  %226 = getelementptr inbounds i8, ptr %44, i64 8
  %227 = getelementptr inbounds i8, ptr %48, i64 8
  %228 = getelementptr inbounds i8, ptr %44, i64 16
  %229 = getelementptr inbounds i8, ptr %48, i64 16
  %230 = getelementptr inbounds i8, ptr %44, i64 24
  %231 = getelementptr inbounds i8, ptr %48, i64 24
  %232 = getelementptr inbounds i8, ptr %50, i64 16
  %233 = getelementptr inbounds i8, ptr %50, i64 32
  %234 = getelementptr inbounds i8, ptr %50, i64 48
  %235 = getelementptr inbounds i8, ptr %53, i64 16
  %236 = getelementptr inbounds i8, ptr %53, i64 32
  %237 = getelementptr inbounds i8, ptr %53, i64 48
  %238 = getelementptr inbounds i8, ptr %53, i64 64
  %239 = getelementptr inbounds i8, ptr %53, i64 80
  %240 = getelementptr inbounds i8, ptr %53, i64 96
  %241 = getelementptr inbounds i8, ptr %53, i64 112
  %242 = getelementptr inbounds i8, ptr %53, i64 128
  %243 = getelementptr inbounds i8, ptr %53, i64 144
  %244 = getelementptr inbounds i8, ptr %53, i64 160
  %245 = getelementptr i8, ptr %50, i64 -8
  %246 = getelementptr i8, ptr %50, i64 -8
  %247 = getelementptr i8, ptr %50, i64 -8
  %248 = getelementptr inbounds i8, ptr %59, i64 8
  %249 = getelementptr inbounds i8, ptr %58, i64 56
  %250 = getelementptr inbounds i8, ptr %42, i64 56
  %251 = getelementptr inbounds i8, ptr %41, i64 32
  %252 = getelementptr inbounds i8, ptr %55, i64 8
  %253 = getelementptr inbounds i8, ptr %55, i64 8
  %254 = getelementptr inbounds i8, ptr %55, i64 8
  %255 = getelementptr inbounds i8, ptr %3, i64 8
  %256 = getelementptr inbounds i8, ptr %3, i64 8
  %257 = getelementptr inbounds i8, ptr %3, i64 8
  %258 = getelementptr inbounds i8, ptr %4, i64 8
  %259 = getelementptr inbounds i8, ptr %4, i64 8
  %260 = getelementptr inbounds i8, ptr %4, i64 8
  %261 = getelementptr inbounds i8, ptr %1, i64 8
  %262 = getelementptr inbounds i8, ptr %1, i64 8
  %263 = getelementptr inbounds i8, ptr %1, i64 8
  %264 = getelementptr inbounds i8, ptr %2, i64 8
  %265 = getelementptr inbounds i8, ptr %2, i64 8
  %266 = getelementptr inbounds i8, ptr %2, i64 8
  br label %273

267:                                              ; preds = %3640
  %268 = load i32, ptr @n_fail, align 4, !tbaa !11
  %269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %268)
  %270 = load i32, ptr @n_fail, align 4, !tbaa !11
  %271 = icmp ne i32 %270, 0
  %272 = zext i1 %271 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %47) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %45) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %43) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %42) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %41) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %40) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %39) #14
  ret i32 %272

273:                                              ; preds = %0, %3640
  %274 = phi i1 [ true, %0 ], [ false, %3640 ]
  %275 = phi i64 [ 0, %0 ], [ 1, %3640 ]
  %276 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %42, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %43, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %278 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %279 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %280 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %281 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %278, i32 noundef 3, i32 noundef %279, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %279, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %206, ptr noundef nonnull %207, i32 noundef %280, i32 noundef %277, i32 noundef %280, i32 noundef 4) #14
  %282 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %283 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %284 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %285 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %282, i32 noundef 3, i32 noundef %283, ptr noundef nonnull %40, ptr noundef nonnull %43, ptr noundef nonnull %208, ptr noundef nonnull %209, i32 noundef %283, ptr noundef nonnull %45, ptr noundef nonnull %47, ptr noundef nonnull %210, ptr noundef nonnull %211, i32 noundef %284, i32 noundef %277, i32 noundef %284, i32 noundef 4) #14
  %286 = load i32, ptr @calls, align 4, !tbaa !11
  %287 = sitofp i32 %286 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %287, ptr %38, align 8, !tbaa !9
  %288 = load volatile double, ptr %38, align 8, !tbaa !9
  %289 = call double @llvm.fabs.f64(double %288)
  %290 = fcmp ueq double %289, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %290, label %301, label %291

291:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 2.000000e+00, ptr %37, align 8, !tbaa !9
  %292 = load volatile double, ptr %37, align 8, !tbaa !9
  %293 = call double @llvm.fabs.f64(double %292)
  %294 = fcmp ueq double %293, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  %295 = fadd double %287, -2.000000e+00
  %296 = fcmp une double %295, 0.000000e+00
  %297 = select i1 %294, i1 true, i1 %296
  br i1 %297, label %301, label %298

298:                                              ; preds = %291
  %299 = trunc nuw nsw i64 %275 to i32
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %299, double noundef %287, double noundef 2.000000e+00, ptr noundef nonnull @.str.18)
  br label %306

301:                                              ; preds = %291, %273
  %302 = trunc nuw nsw i64 %275 to i32
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %302, double noundef %287, double noundef 2.000000e+00, ptr noundef nonnull @.str.19)
  %304 = load i32, ptr @n_fail, align 4, !tbaa !11
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr @n_fail, align 4, !tbaa !11
  br label %306

306:                                              ; preds = %298, %301
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #14
  call void @fv(ptr noundef nonnull %39, ptr noundef nonnull %48, i32 noundef %277, i32 noundef 4)
  %307 = load double, ptr %44, align 16, !tbaa !9
  %308 = load double, ptr %48, align 16, !tbaa !9
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = fcmp ogt double %309, 1.000000e+00
  %311 = select i1 %310, double %309, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %307, ptr %36, align 8, !tbaa !9
  %312 = load volatile double, ptr %36, align 8, !tbaa !9
  %313 = call double @llvm.fabs.f64(double %312)
  %314 = fcmp ueq double %313, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %314, label %326, label %315

315:                                              ; preds = %306
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %308, ptr %35, align 8, !tbaa !9
  %316 = load volatile double, ptr %35, align 8, !tbaa !9
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fcmp ueq double %317, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %318, label %326, label %319

319:                                              ; preds = %315
  %320 = fsub double %307, %308
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = fmul double %311, 0x3D719799812DEA11
  %323 = fcmp ugt double %321, %322
  br i1 %323, label %326, label %324

324:                                              ; preds = %319
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %307, double noundef %308, ptr noundef nonnull @.str.18)
  br label %330

326:                                              ; preds = %319, %315, %306
  %327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %307, double noundef %308, ptr noundef nonnull @.str.19)
  %328 = load i32, ptr @n_fail, align 4, !tbaa !11
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr @n_fail, align 4, !tbaa !11
  br label %330

330:                                              ; preds = %324, %326
  %331 = load double, ptr %226, align 8, !tbaa !9
  %332 = load double, ptr %227, align 8, !tbaa !9
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fcmp ogt double %333, 1.000000e+00
  %335 = select i1 %334, double %333, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %331, ptr %36, align 8, !tbaa !9
  %336 = load volatile double, ptr %36, align 8, !tbaa !9
  %337 = call double @llvm.fabs.f64(double %336)
  %338 = fcmp ueq double %337, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %338, label %350, label %339

339:                                              ; preds = %330
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %332, ptr %35, align 8, !tbaa !9
  %340 = load volatile double, ptr %35, align 8, !tbaa !9
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ueq double %341, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %342, label %350, label %343

343:                                              ; preds = %339
  %344 = fsub double %331, %332
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fmul double %335, 0x3D719799812DEA11
  %347 = fcmp ugt double %345, %346
  br i1 %347, label %350, label %348

348:                                              ; preds = %343
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %331, double noundef %332, ptr noundef nonnull @.str.18)
  br label %354

350:                                              ; preds = %343, %339, %330
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %331, double noundef %332, ptr noundef nonnull @.str.19)
  %352 = load i32, ptr @n_fail, align 4, !tbaa !11
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr @n_fail, align 4, !tbaa !11
  br label %354

354:                                              ; preds = %350, %348
  %355 = load double, ptr %228, align 16, !tbaa !9
  %356 = load double, ptr %229, align 16, !tbaa !9
  %357 = call double @llvm.fabs.f64(double %356)
  %358 = fcmp ogt double %357, 1.000000e+00
  %359 = select i1 %358, double %357, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %355, ptr %36, align 8, !tbaa !9
  %360 = load volatile double, ptr %36, align 8, !tbaa !9
  %361 = call double @llvm.fabs.f64(double %360)
  %362 = fcmp ueq double %361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %362, label %374, label %363

363:                                              ; preds = %354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %356, ptr %35, align 8, !tbaa !9
  %364 = load volatile double, ptr %35, align 8, !tbaa !9
  %365 = call double @llvm.fabs.f64(double %364)
  %366 = fcmp ueq double %365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %366, label %374, label %367

367:                                              ; preds = %363
  %368 = fsub double %355, %356
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fmul double %359, 0x3D719799812DEA11
  %371 = fcmp ugt double %369, %370
  br i1 %371, label %374, label %372

372:                                              ; preds = %367
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %355, double noundef %356, ptr noundef nonnull @.str.18)
  br label %378

374:                                              ; preds = %367, %363, %354
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %355, double noundef %356, ptr noundef nonnull @.str.19)
  %376 = load i32, ptr @n_fail, align 4, !tbaa !11
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr @n_fail, align 4, !tbaa !11
  br label %378

378:                                              ; preds = %374, %372
  %379 = load double, ptr %230, align 8, !tbaa !9
  %380 = load double, ptr %231, align 8, !tbaa !9
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fcmp ogt double %381, 1.000000e+00
  %383 = select i1 %382, double %381, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %379, ptr %36, align 8, !tbaa !9
  %384 = load volatile double, ptr %36, align 8, !tbaa !9
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp ueq double %385, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %386, label %398, label %387

387:                                              ; preds = %378
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %380, ptr %35, align 8, !tbaa !9
  %388 = load volatile double, ptr %35, align 8, !tbaa !9
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fcmp ueq double %389, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %390, label %398, label %391

391:                                              ; preds = %387
  %392 = fsub double %379, %380
  %393 = call double @llvm.fabs.f64(double %392)
  %394 = fmul double %383, 0x3D719799812DEA11
  %395 = fcmp ugt double %393, %394
  br i1 %395, label %398, label %396

396:                                              ; preds = %391
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %379, double noundef %380, ptr noundef nonnull @.str.18)
  br label %402

398:                                              ; preds = %391, %387, %378
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %379, double noundef %380, ptr noundef nonnull @.str.19)
  %400 = load i32, ptr @n_fail, align 4, !tbaa !11
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr @n_fail, align 4, !tbaa !11
  br label %402

402:                                              ; preds = %398, %396
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %46, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  %403 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %404 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %405 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %403, i32 noundef 3, i32 noundef %404, ptr noundef nonnull %40, ptr noundef nonnull %43, ptr noundef nonnull %208, ptr noundef nonnull %209, i32 noundef %404, ptr noundef nonnull %45, ptr noundef nonnull %47, ptr noundef nonnull %210, ptr noundef nonnull %211, i32 noundef %405, i32 noundef %277, i32 noundef %405, i32 noundef 4, ptr noundef %285) #14
  %406 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %407 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %408 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %406, i32 noundef 3, i32 noundef %407, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %407, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %206, ptr noundef nonnull %207, i32 noundef %408, i32 noundef %277, i32 noundef %408, i32 noundef 4, ptr noundef %281) #14
  %409 = call i32 @llvm.smax.i32(i32 %277, i32 1)
  %410 = zext nneg i32 %409 to i64
  %411 = shl nuw nsw i64 %410, 3
  %412 = sext i32 %277 to i64
  %413 = shl nsw i64 %412, 3
  %414 = zext i32 %277 to i64
  %415 = add i32 %277, 1
  %416 = urem i32 %277, 3
  %417 = add i32 %277, 2
  %418 = urem i32 %415, 3
  %419 = sub i32 %418, %415
  %420 = add i32 %419, %417
  %421 = add i32 %277, 3
  %422 = urem i32 %417, 3
  %423 = sub i32 %422, %417
  %424 = add i32 %423, %421
  %425 = urem i32 2, %277
  %426 = zext nneg i32 %425 to i64
  %427 = add i32 %277, 4
  %428 = urem i32 %421, 3
  %429 = sub i32 %428, %421
  %430 = add i32 %429, %427
  %431 = urem i32 3, %277
  %432 = zext nneg i32 %431 to i64
  %433 = add nsw i64 %414, -1
  %434 = and i64 %414, 1
  %435 = icmp eq i64 %433, 0
  %436 = and i64 %414, 4294967294
  %437 = icmp eq i64 %434, 0
  %438 = and i64 %414, 1
  %439 = icmp eq i64 %433, 0
  %440 = and i64 %414, 4294967294
  %441 = icmp eq i64 %438, 0
  %442 = and i64 %414, 1
  %443 = icmp eq i64 %433, 0
  %444 = and i64 %414, 4294967294
  %445 = icmp eq i64 %442, 0
  %446 = and i64 %414, 1
  %447 = icmp eq i64 %433, 0
  %448 = and i64 %414, 4294967294
  %449 = icmp eq i64 %446, 0
  %450 = and i64 %414, 1
  %451 = icmp eq i64 %433, 0
  %452 = and i64 %414, 4294967294
  %453 = icmp eq i64 %450, 0
  %454 = and i64 %414, 1
  %455 = icmp eq i64 %433, 0
  %456 = and i64 %414, 4294967294
  %457 = icmp eq i64 %454, 0
  %458 = and i64 %414, 1
  %459 = icmp eq i64 %433, 0
  %460 = and i64 %414, 4294967294
  %461 = icmp eq i64 %458, 0
  %462 = and i64 %414, 1
  %463 = icmp eq i64 %433, 0
  %464 = and i64 %414, 4294967294
  %465 = icmp eq i64 %462, 0
  %466 = and i64 %414, 1
  %467 = icmp eq i64 %433, 0
  %468 = and i64 %414, 4294967294
  %469 = icmp eq i64 %466, 0
  %470 = and i64 %414, 1
  %471 = icmp eq i64 %433, 0
  %472 = and i64 %414, 4294967294
  %473 = icmp eq i64 %470, 0
  %474 = and i64 %414, 1
  %475 = icmp eq i64 %433, 0
  %476 = and i64 %414, 4294967294
  %477 = icmp eq i64 %474, 0
  %478 = and i64 %414, 1
  %479 = icmp eq i64 %433, 0
  %480 = and i64 %414, 4294967294
  %481 = icmp eq i64 %478, 0
  %482 = and i64 %414, 1
  %483 = icmp eq i64 %433, 0
  %484 = and i64 %414, 4294967294
  %485 = icmp eq i64 %482, 0
  %486 = and i64 %414, 1
  %487 = icmp eq i64 %433, 0
  %488 = and i64 %414, 4294967294
  %489 = icmp eq i64 %486, 0
  %490 = and i64 %414, 1
  %491 = icmp eq i64 %433, 0
  %492 = and i64 %414, 4294967294
  %493 = icmp eq i64 %490, 0
  %494 = and i64 %414, 1
  %495 = icmp eq i64 %433, 0
  %496 = and i64 %414, 4294967294
  %497 = icmp eq i64 %494, 0
  br label %540

498:                                              ; preds = %1663
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %42, i8 0, i64 168, i1 false)
  %499 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %500 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %501 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %502 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %503 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %499, i32 noundef 2, i32 noundef %500, i64 noundef 56, ptr noundef nonnull %39, ptr noundef nonnull %42, i32 noundef %501, i64 noundef 32, ptr noundef nonnull %44, ptr noundef nonnull %46, i32 noundef %502, i32 noundef %277, i32 noundef %502, i32 noundef 4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %46, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  %504 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %505 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %506 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %507 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %504, i32 noundef 2, i32 noundef %505, i64 noundef 56, ptr noundef nonnull %39, ptr noundef nonnull %42, i32 noundef %506, i64 noundef 32, ptr noundef nonnull %44, ptr noundef nonnull %46, i32 noundef %507, i32 noundef %277, i32 noundef %507, i32 noundef 4, ptr noundef %503) #14
  %508 = and i64 %414, 1
  %509 = icmp eq i64 %433, 0
  %510 = and i64 %414, 4294967294
  %511 = icmp eq i64 %508, 0
  %512 = and i64 %414, 1
  %513 = icmp eq i64 %433, 0
  %514 = and i64 %414, 4294967294
  %515 = icmp eq i64 %512, 0
  %516 = and i64 %414, 1
  %517 = icmp eq i64 %433, 0
  %518 = and i64 %414, 4294967294
  %519 = icmp eq i64 %516, 0
  %520 = and i64 %414, 1
  %521 = icmp eq i64 %433, 0
  %522 = and i64 %414, 4294967294
  %523 = icmp eq i64 %520, 0
  %524 = and i64 %414, 1
  %525 = icmp eq i64 %433, 0
  %526 = and i64 %414, 4294967294
  %527 = icmp eq i64 %524, 0
  %528 = and i64 %414, 1
  %529 = icmp eq i64 %433, 0
  %530 = and i64 %414, 4294967294
  %531 = icmp eq i64 %528, 0
  %532 = and i64 %414, 1
  %533 = icmp eq i64 %433, 0
  %534 = and i64 %414, 4294967294
  %535 = icmp eq i64 %532, 0
  %536 = and i64 %414, 1
  %537 = icmp eq i64 %433, 0
  %538 = and i64 %414, 4294967294
  %539 = icmp eq i64 %536, 0
  br label %1666

540:                                              ; preds = %402, %1663
  %541 = phi i64 [ 0, %402 ], [ %1664, %1663 ]
  %542 = getelementptr inbounds [3 x [4 x double]], ptr %41, i64 0, i64 %541
  %543 = getelementptr inbounds [3 x [7 x double]], ptr %42, i64 0, i64 %541
  %544 = call noalias ptr @malloc(i64 noundef %411) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %544, ptr nonnull readonly align 16 %39, i64 %413, i1 false)
  %545 = load double, ptr %542, align 16, !tbaa !9
  %546 = getelementptr inbounds i8, ptr %542, i64 8
  %547 = load double, ptr %546, align 8, !tbaa !9
  %548 = getelementptr inbounds i8, ptr %542, i64 16
  %549 = load double, ptr %548, align 16, !tbaa !9
  %550 = getelementptr inbounds i8, ptr %542, i64 24
  %551 = load double, ptr %550, align 8, !tbaa !9
  br label %552

552:                                              ; preds = %540, %1103
  %553 = phi i64 [ 0, %540 ], [ %1104, %1103 ]
  %554 = getelementptr inbounds double, ptr %543, i64 %553
  %555 = load double, ptr %554, align 8, !tbaa !9
  %556 = getelementptr inbounds double, ptr %544, i64 %553
  %557 = load double, ptr %556, align 8, !tbaa !9
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fcmp ogt double %558, 1.000000e+00
  %560 = select i1 %559, double %558, double 1.000000e+00
  %561 = fmul double %560, 0x3EB0C6F7A0B5ED8D
  %562 = fadd double %557, %561
  store double %562, ptr %556, align 8, !tbaa !9
  %563 = load i32, ptr @calls, align 4, !tbaa !11
  %564 = add nsw i32 %563, 1
  store i32 %564, ptr @calls, align 4, !tbaa !11
  %565 = call noalias ptr @malloc(i64 noundef %413) #15
  br label %796

566:                                              ; preds = %792
  %567 = load double, ptr %565, align 8, !tbaa !9
  %568 = fmul double %793, %567
  br label %569

569:                                              ; preds = %617, %566
  %570 = phi i32 [ 0, %566 ], [ %619, %617 ]
  %571 = phi double [ 0.000000e+00, %566 ], [ %618, %617 ]
  %572 = uitofp nneg i32 %570 to double
  br i1 %439, label %601, label %573

573:                                              ; preds = %569, %573
  %574 = phi i64 [ %592, %573 ], [ 0, %569 ]
  %575 = phi double [ %598, %573 ], [ %571, %569 ]
  %576 = phi i64 [ %599, %573 ], [ 0, %569 ]
  %577 = getelementptr inbounds double, ptr %565, i64 %574
  %578 = load double, ptr %577, align 8, !tbaa !9
  %579 = call double @llvm.fmuladd.f64(double %578, double 2.000000e+00, double %572)
  %580 = call double @sin(double noundef %579) #14
  %581 = or disjoint i64 %574, 1
  %582 = trunc nuw nsw i64 %581 to i32
  %583 = urem i32 %582, %277
  %584 = zext nneg i32 %583 to i64
  %585 = getelementptr inbounds double, ptr %544, i64 %584
  %586 = load double, ptr %585, align 8, !tbaa !9
  %587 = call double @llvm.fmuladd.f64(double %580, double %586, double %575)
  %588 = getelementptr inbounds double, ptr %565, i64 %581
  %589 = load double, ptr %588, align 8, !tbaa !9
  %590 = call double @llvm.fmuladd.f64(double %589, double 2.000000e+00, double %572)
  %591 = call double @sin(double noundef %590) #14
  %592 = add nuw nsw i64 %574, 2
  %593 = trunc nuw nsw i64 %592 to i32
  %594 = urem i32 %593, %277
  %595 = zext nneg i32 %594 to i64
  %596 = getelementptr inbounds double, ptr %544, i64 %595
  %597 = load double, ptr %596, align 8, !tbaa !9
  %598 = call double @llvm.fmuladd.f64(double %591, double %597, double %587)
  %599 = add i64 %576, 2
  %600 = icmp eq i64 %599, %440
  br i1 %600, label %601, label %573, !llvm.loop !13

601:                                              ; preds = %573, %569
  %602 = phi double [ poison, %569 ], [ %598, %573 ]
  %603 = phi i64 [ 0, %569 ], [ %592, %573 ]
  %604 = phi double [ %571, %569 ], [ %598, %573 ]
  br i1 %441, label %617, label %605

605:                                              ; preds = %601
  %606 = getelementptr inbounds double, ptr %565, i64 %603
  %607 = load double, ptr %606, align 8, !tbaa !9
  %608 = call double @llvm.fmuladd.f64(double %607, double 2.000000e+00, double %572)
  %609 = call double @sin(double noundef %608) #14
  %610 = trunc i64 %603 to i32
  %611 = add i32 %610, 1
  %612 = urem i32 %611, %277
  %613 = zext nneg i32 %612 to i64
  %614 = getelementptr inbounds double, ptr %544, i64 %613
  %615 = load double, ptr %614, align 8, !tbaa !9
  %616 = call double @llvm.fmuladd.f64(double %609, double %615, double %604)
  br label %617

617:                                              ; preds = %601, %605
  %618 = phi double [ %602, %601 ], [ %616, %605 ]
  %619 = add nuw i32 %570, 1
  %620 = icmp eq i32 %619, %420
  br i1 %620, label %621, label %569, !llvm.loop !15

621:                                              ; preds = %617
  %622 = getelementptr inbounds i8, ptr %565, i64 8
  %623 = load double, ptr %622, align 8, !tbaa !9
  %624 = fmul double %618, %623
  br label %625

625:                                              ; preds = %675, %621
  %626 = phi i32 [ 0, %621 ], [ %677, %675 ]
  %627 = phi double [ 0.000000e+00, %621 ], [ %676, %675 ]
  %628 = uitofp nneg i32 %626 to double
  br i1 %443, label %659, label %629

629:                                              ; preds = %625, %629
  %630 = phi i64 [ %656, %629 ], [ 0, %625 ]
  %631 = phi double [ %655, %629 ], [ %627, %625 ]
  %632 = phi i64 [ %657, %629 ], [ 0, %625 ]
  %633 = getelementptr inbounds double, ptr %565, i64 %630
  %634 = load double, ptr %633, align 8, !tbaa !9
  %635 = call double @llvm.fmuladd.f64(double %634, double 3.000000e+00, double %628)
  %636 = call double @sin(double noundef %635) #14
  %637 = trunc i64 %630 to i32
  %638 = add i32 %637, 2
  %639 = urem i32 %638, %277
  %640 = zext nneg i32 %639 to i64
  %641 = getelementptr inbounds double, ptr %544, i64 %640
  %642 = load double, ptr %641, align 8, !tbaa !9
  %643 = call double @llvm.fmuladd.f64(double %636, double %642, double %631)
  %644 = or disjoint i64 %630, 1
  %645 = getelementptr inbounds double, ptr %565, i64 %644
  %646 = load double, ptr %645, align 8, !tbaa !9
  %647 = call double @llvm.fmuladd.f64(double %646, double 3.000000e+00, double %628)
  %648 = call double @sin(double noundef %647) #14
  %649 = trunc i64 %644 to i32
  %650 = add i32 %649, 2
  %651 = urem i32 %650, %277
  %652 = zext nneg i32 %651 to i64
  %653 = getelementptr inbounds double, ptr %544, i64 %652
  %654 = load double, ptr %653, align 8, !tbaa !9
  %655 = call double @llvm.fmuladd.f64(double %648, double %654, double %643)
  %656 = add nuw nsw i64 %630, 2
  %657 = add i64 %632, 2
  %658 = icmp eq i64 %657, %444
  br i1 %658, label %659, label %629, !llvm.loop !13

659:                                              ; preds = %629, %625
  %660 = phi double [ poison, %625 ], [ %655, %629 ]
  %661 = phi i64 [ 0, %625 ], [ %656, %629 ]
  %662 = phi double [ %627, %625 ], [ %655, %629 ]
  br i1 %445, label %675, label %663

663:                                              ; preds = %659
  %664 = getelementptr inbounds double, ptr %565, i64 %661
  %665 = load double, ptr %664, align 8, !tbaa !9
  %666 = call double @llvm.fmuladd.f64(double %665, double 3.000000e+00, double %628)
  %667 = call double @sin(double noundef %666) #14
  %668 = trunc i64 %661 to i32
  %669 = add i32 %668, 2
  %670 = urem i32 %669, %277
  %671 = zext nneg i32 %670 to i64
  %672 = getelementptr inbounds double, ptr %544, i64 %671
  %673 = load double, ptr %672, align 8, !tbaa !9
  %674 = call double @llvm.fmuladd.f64(double %667, double %673, double %662)
  br label %675

675:                                              ; preds = %659, %663
  %676 = phi double [ %660, %659 ], [ %674, %663 ]
  %677 = add nuw i32 %626, 1
  %678 = icmp eq i32 %677, %424
  br i1 %678, label %679, label %625, !llvm.loop !15

679:                                              ; preds = %675
  %680 = getelementptr inbounds double, ptr %565, i64 %426
  %681 = load double, ptr %680, align 8, !tbaa !9
  %682 = fmul double %676, %681
  br label %683

683:                                              ; preds = %733, %679
  %684 = phi i32 [ 0, %679 ], [ %735, %733 ]
  %685 = phi double [ 0.000000e+00, %679 ], [ %734, %733 ]
  %686 = uitofp nneg i32 %684 to double
  br i1 %447, label %717, label %687

687:                                              ; preds = %683, %687
  %688 = phi i64 [ %714, %687 ], [ 0, %683 ]
  %689 = phi double [ %713, %687 ], [ %685, %683 ]
  %690 = phi i64 [ %715, %687 ], [ 0, %683 ]
  %691 = getelementptr inbounds double, ptr %565, i64 %688
  %692 = load double, ptr %691, align 8, !tbaa !9
  %693 = call double @llvm.fmuladd.f64(double %692, double 4.000000e+00, double %686)
  %694 = call double @sin(double noundef %693) #14
  %695 = trunc i64 %688 to i32
  %696 = add i32 %695, 3
  %697 = urem i32 %696, %277
  %698 = zext nneg i32 %697 to i64
  %699 = getelementptr inbounds double, ptr %544, i64 %698
  %700 = load double, ptr %699, align 8, !tbaa !9
  %701 = call double @llvm.fmuladd.f64(double %694, double %700, double %689)
  %702 = or disjoint i64 %688, 1
  %703 = getelementptr inbounds double, ptr %565, i64 %702
  %704 = load double, ptr %703, align 8, !tbaa !9
  %705 = call double @llvm.fmuladd.f64(double %704, double 4.000000e+00, double %686)
  %706 = call double @sin(double noundef %705) #14
  %707 = trunc i64 %702 to i32
  %708 = add i32 %707, 3
  %709 = urem i32 %708, %277
  %710 = zext nneg i32 %709 to i64
  %711 = getelementptr inbounds double, ptr %544, i64 %710
  %712 = load double, ptr %711, align 8, !tbaa !9
  %713 = call double @llvm.fmuladd.f64(double %706, double %712, double %701)
  %714 = add nuw nsw i64 %688, 2
  %715 = add i64 %690, 2
  %716 = icmp eq i64 %715, %448
  br i1 %716, label %717, label %687, !llvm.loop !13

717:                                              ; preds = %687, %683
  %718 = phi double [ poison, %683 ], [ %713, %687 ]
  %719 = phi i64 [ 0, %683 ], [ %714, %687 ]
  %720 = phi double [ %685, %683 ], [ %713, %687 ]
  br i1 %449, label %733, label %721

721:                                              ; preds = %717
  %722 = getelementptr inbounds double, ptr %565, i64 %719
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = call double @llvm.fmuladd.f64(double %723, double 4.000000e+00, double %686)
  %725 = call double @sin(double noundef %724) #14
  %726 = trunc i64 %719 to i32
  %727 = add i32 %726, 3
  %728 = urem i32 %727, %277
  %729 = zext nneg i32 %728 to i64
  %730 = getelementptr inbounds double, ptr %544, i64 %729
  %731 = load double, ptr %730, align 8, !tbaa !9
  %732 = call double @llvm.fmuladd.f64(double %725, double %731, double %720)
  br label %733

733:                                              ; preds = %717, %721
  %734 = phi double [ %718, %717 ], [ %732, %721 ]
  %735 = add nuw i32 %684, 1
  %736 = icmp eq i32 %735, %430
  br i1 %736, label %737, label %683, !llvm.loop !15

737:                                              ; preds = %733
  %738 = getelementptr inbounds double, ptr %565, i64 %432
  %739 = load double, ptr %738, align 8, !tbaa !9
  %740 = fmul double %734, %739
  %741 = fsub double %557, %561
  call void @free(ptr noundef nonnull %565) #14
  store double %741, ptr %556, align 8, !tbaa !9
  %742 = load i32, ptr @calls, align 4, !tbaa !11
  %743 = add nsw i32 %742, 1
  store i32 %743, ptr @calls, align 4, !tbaa !11
  %744 = call noalias ptr @malloc(i64 noundef %413) #15
  br label %1059

745:                                              ; preds = %814, %792
  %746 = phi i32 [ %794, %792 ], [ 0, %814 ]
  %747 = phi double [ %793, %792 ], [ 0.000000e+00, %814 ]
  %748 = uitofp nneg i32 %746 to double
  br i1 %435, label %777, label %749

749:                                              ; preds = %745, %749
  %750 = phi i64 [ %774, %749 ], [ 0, %745 ]
  %751 = phi double [ %773, %749 ], [ %747, %745 ]
  %752 = phi i64 [ %775, %749 ], [ 0, %745 ]
  %753 = getelementptr inbounds double, ptr %565, i64 %750
  %754 = load double, ptr %753, align 8, !tbaa !9
  %755 = fadd double %754, %748
  %756 = call double @sin(double noundef %755) #14
  %757 = trunc nuw nsw i64 %750 to i32
  %758 = urem i32 %757, %277
  %759 = zext nneg i32 %758 to i64
  %760 = getelementptr inbounds double, ptr %544, i64 %759
  %761 = load double, ptr %760, align 8, !tbaa !9
  %762 = call double @llvm.fmuladd.f64(double %756, double %761, double %751)
  %763 = or disjoint i64 %750, 1
  %764 = getelementptr inbounds double, ptr %565, i64 %763
  %765 = load double, ptr %764, align 8, !tbaa !9
  %766 = fadd double %765, %748
  %767 = call double @sin(double noundef %766) #14
  %768 = trunc nuw nsw i64 %763 to i32
  %769 = urem i32 %768, %277
  %770 = zext nneg i32 %769 to i64
  %771 = getelementptr inbounds double, ptr %544, i64 %770
  %772 = load double, ptr %771, align 8, !tbaa !9
  %773 = call double @llvm.fmuladd.f64(double %767, double %772, double %762)
  %774 = add nuw nsw i64 %750, 2
  %775 = add i64 %752, 2
  %776 = icmp eq i64 %775, %436
  br i1 %776, label %777, label %749, !llvm.loop !13

777:                                              ; preds = %749, %745
  %778 = phi double [ poison, %745 ], [ %773, %749 ]
  %779 = phi i64 [ 0, %745 ], [ %774, %749 ]
  %780 = phi double [ %747, %745 ], [ %773, %749 ]
  br i1 %437, label %792, label %781

781:                                              ; preds = %777
  %782 = getelementptr inbounds double, ptr %565, i64 %779
  %783 = load double, ptr %782, align 8, !tbaa !9
  %784 = fadd double %783, %748
  %785 = call double @sin(double noundef %784) #14
  %786 = trunc nuw nsw i64 %779 to i32
  %787 = urem i32 %786, %277
  %788 = zext nneg i32 %787 to i64
  %789 = getelementptr inbounds double, ptr %544, i64 %788
  %790 = load double, ptr %789, align 8, !tbaa !9
  %791 = call double @llvm.fmuladd.f64(double %785, double %790, double %780)
  br label %792

792:                                              ; preds = %777, %781
  %793 = phi double [ %778, %777 ], [ %791, %781 ]
  %794 = add nuw i32 %746, 1
  %795 = icmp eq i32 %746, %416
  br i1 %795, label %566, label %745, !llvm.loop !15

796:                                              ; preds = %814, %552
  %797 = phi i64 [ 0, %552 ], [ %815, %814 ]
  %798 = getelementptr inbounds double, ptr %544, i64 %797
  %799 = load double, ptr %798, align 8, !tbaa !9
  %800 = fcmp ogt double %799, 0.000000e+00
  br i1 %800, label %801, label %805

801:                                              ; preds = %796
  %802 = call double @llvm.fmuladd.f64(double %799, double %799, double 1.000000e+00)
  %803 = call double @llvm.sqrt.f64(double %802)
  %804 = add nuw nsw i64 %797, 1
  br label %814

805:                                              ; preds = %796
  %806 = call double @exp(double noundef %799) #14
  %807 = add nuw nsw i64 %797, 1
  %808 = icmp eq i64 %807, %414
  %809 = and i64 %807, 4294967295
  %810 = select i1 %808, i64 0, i64 %809
  %811 = getelementptr inbounds double, ptr %544, i64 %810
  %812 = load double, ptr %811, align 8, !tbaa !9
  %813 = fmul double %806, %812
  br label %814

814:                                              ; preds = %805, %801
  %815 = phi i64 [ %807, %805 ], [ %804, %801 ]
  %816 = phi double [ %813, %805 ], [ %803, %801 ]
  %817 = getelementptr inbounds double, ptr %565, i64 %797
  store double %816, ptr %817, align 8, !tbaa !9
  %818 = icmp eq i64 %815, %414
  br i1 %818, label %745, label %796, !llvm.loop !16

819:                                              ; preds = %1055
  %820 = load double, ptr %744, align 8, !tbaa !9
  %821 = fmul double %1056, %820
  br label %822

822:                                              ; preds = %870, %819
  %823 = phi i32 [ 0, %819 ], [ %872, %870 ]
  %824 = phi double [ 0.000000e+00, %819 ], [ %871, %870 ]
  %825 = uitofp nneg i32 %823 to double
  br i1 %455, label %854, label %826

826:                                              ; preds = %822, %826
  %827 = phi i64 [ %845, %826 ], [ 0, %822 ]
  %828 = phi double [ %851, %826 ], [ %824, %822 ]
  %829 = phi i64 [ %852, %826 ], [ 0, %822 ]
  %830 = getelementptr inbounds double, ptr %744, i64 %827
  %831 = load double, ptr %830, align 8, !tbaa !9
  %832 = call double @llvm.fmuladd.f64(double %831, double 2.000000e+00, double %825)
  %833 = call double @sin(double noundef %832) #14
  %834 = or disjoint i64 %827, 1
  %835 = trunc nuw nsw i64 %834 to i32
  %836 = urem i32 %835, %277
  %837 = zext nneg i32 %836 to i64
  %838 = getelementptr inbounds double, ptr %544, i64 %837
  %839 = load double, ptr %838, align 8, !tbaa !9
  %840 = call double @llvm.fmuladd.f64(double %833, double %839, double %828)
  %841 = getelementptr inbounds double, ptr %744, i64 %834
  %842 = load double, ptr %841, align 8, !tbaa !9
  %843 = call double @llvm.fmuladd.f64(double %842, double 2.000000e+00, double %825)
  %844 = call double @sin(double noundef %843) #14
  %845 = add nuw nsw i64 %827, 2
  %846 = trunc nuw nsw i64 %845 to i32
  %847 = urem i32 %846, %277
  %848 = zext nneg i32 %847 to i64
  %849 = getelementptr inbounds double, ptr %544, i64 %848
  %850 = load double, ptr %849, align 8, !tbaa !9
  %851 = call double @llvm.fmuladd.f64(double %844, double %850, double %840)
  %852 = add i64 %829, 2
  %853 = icmp eq i64 %852, %456
  br i1 %853, label %854, label %826, !llvm.loop !13

854:                                              ; preds = %826, %822
  %855 = phi double [ poison, %822 ], [ %851, %826 ]
  %856 = phi i64 [ 0, %822 ], [ %845, %826 ]
  %857 = phi double [ %824, %822 ], [ %851, %826 ]
  br i1 %457, label %870, label %858

858:                                              ; preds = %854
  %859 = getelementptr inbounds double, ptr %744, i64 %856
  %860 = load double, ptr %859, align 8, !tbaa !9
  %861 = call double @llvm.fmuladd.f64(double %860, double 2.000000e+00, double %825)
  %862 = call double @sin(double noundef %861) #14
  %863 = trunc i64 %856 to i32
  %864 = add i32 %863, 1
  %865 = urem i32 %864, %277
  %866 = zext nneg i32 %865 to i64
  %867 = getelementptr inbounds double, ptr %544, i64 %866
  %868 = load double, ptr %867, align 8, !tbaa !9
  %869 = call double @llvm.fmuladd.f64(double %862, double %868, double %857)
  br label %870

870:                                              ; preds = %854, %858
  %871 = phi double [ %855, %854 ], [ %869, %858 ]
  %872 = add nuw i32 %823, 1
  %873 = icmp eq i32 %872, %420
  br i1 %873, label %874, label %822, !llvm.loop !15

874:                                              ; preds = %870
  %875 = getelementptr inbounds i8, ptr %744, i64 8
  %876 = load double, ptr %875, align 8, !tbaa !9
  %877 = fmul double %871, %876
  br label %878

878:                                              ; preds = %928, %874
  %879 = phi i32 [ 0, %874 ], [ %930, %928 ]
  %880 = phi double [ 0.000000e+00, %874 ], [ %929, %928 ]
  %881 = uitofp nneg i32 %879 to double
  br i1 %459, label %912, label %882

882:                                              ; preds = %878, %882
  %883 = phi i64 [ %909, %882 ], [ 0, %878 ]
  %884 = phi double [ %908, %882 ], [ %880, %878 ]
  %885 = phi i64 [ %910, %882 ], [ 0, %878 ]
  %886 = getelementptr inbounds double, ptr %744, i64 %883
  %887 = load double, ptr %886, align 8, !tbaa !9
  %888 = call double @llvm.fmuladd.f64(double %887, double 3.000000e+00, double %881)
  %889 = call double @sin(double noundef %888) #14
  %890 = trunc i64 %883 to i32
  %891 = add i32 %890, 2
  %892 = urem i32 %891, %277
  %893 = zext nneg i32 %892 to i64
  %894 = getelementptr inbounds double, ptr %544, i64 %893
  %895 = load double, ptr %894, align 8, !tbaa !9
  %896 = call double @llvm.fmuladd.f64(double %889, double %895, double %884)
  %897 = or disjoint i64 %883, 1
  %898 = getelementptr inbounds double, ptr %744, i64 %897
  %899 = load double, ptr %898, align 8, !tbaa !9
  %900 = call double @llvm.fmuladd.f64(double %899, double 3.000000e+00, double %881)
  %901 = call double @sin(double noundef %900) #14
  %902 = trunc i64 %897 to i32
  %903 = add i32 %902, 2
  %904 = urem i32 %903, %277
  %905 = zext nneg i32 %904 to i64
  %906 = getelementptr inbounds double, ptr %544, i64 %905
  %907 = load double, ptr %906, align 8, !tbaa !9
  %908 = call double @llvm.fmuladd.f64(double %901, double %907, double %896)
  %909 = add nuw nsw i64 %883, 2
  %910 = add i64 %885, 2
  %911 = icmp eq i64 %910, %460
  br i1 %911, label %912, label %882, !llvm.loop !13

912:                                              ; preds = %882, %878
  %913 = phi double [ poison, %878 ], [ %908, %882 ]
  %914 = phi i64 [ 0, %878 ], [ %909, %882 ]
  %915 = phi double [ %880, %878 ], [ %908, %882 ]
  br i1 %461, label %928, label %916

916:                                              ; preds = %912
  %917 = getelementptr inbounds double, ptr %744, i64 %914
  %918 = load double, ptr %917, align 8, !tbaa !9
  %919 = call double @llvm.fmuladd.f64(double %918, double 3.000000e+00, double %881)
  %920 = call double @sin(double noundef %919) #14
  %921 = trunc i64 %914 to i32
  %922 = add i32 %921, 2
  %923 = urem i32 %922, %277
  %924 = zext nneg i32 %923 to i64
  %925 = getelementptr inbounds double, ptr %544, i64 %924
  %926 = load double, ptr %925, align 8, !tbaa !9
  %927 = call double @llvm.fmuladd.f64(double %920, double %926, double %915)
  br label %928

928:                                              ; preds = %912, %916
  %929 = phi double [ %913, %912 ], [ %927, %916 ]
  %930 = add nuw i32 %879, 1
  %931 = icmp eq i32 %930, %424
  br i1 %931, label %932, label %878, !llvm.loop !15

932:                                              ; preds = %928
  %933 = getelementptr inbounds double, ptr %744, i64 %426
  %934 = load double, ptr %933, align 8, !tbaa !9
  %935 = fmul double %929, %934
  br label %936

936:                                              ; preds = %986, %932
  %937 = phi i32 [ 0, %932 ], [ %988, %986 ]
  %938 = phi double [ 0.000000e+00, %932 ], [ %987, %986 ]
  %939 = uitofp nneg i32 %937 to double
  br i1 %463, label %970, label %940

940:                                              ; preds = %936, %940
  %941 = phi i64 [ %967, %940 ], [ 0, %936 ]
  %942 = phi double [ %966, %940 ], [ %938, %936 ]
  %943 = phi i64 [ %968, %940 ], [ 0, %936 ]
  %944 = getelementptr inbounds double, ptr %744, i64 %941
  %945 = load double, ptr %944, align 8, !tbaa !9
  %946 = call double @llvm.fmuladd.f64(double %945, double 4.000000e+00, double %939)
  %947 = call double @sin(double noundef %946) #14
  %948 = trunc i64 %941 to i32
  %949 = add i32 %948, 3
  %950 = urem i32 %949, %277
  %951 = zext nneg i32 %950 to i64
  %952 = getelementptr inbounds double, ptr %544, i64 %951
  %953 = load double, ptr %952, align 8, !tbaa !9
  %954 = call double @llvm.fmuladd.f64(double %947, double %953, double %942)
  %955 = or disjoint i64 %941, 1
  %956 = getelementptr inbounds double, ptr %744, i64 %955
  %957 = load double, ptr %956, align 8, !tbaa !9
  %958 = call double @llvm.fmuladd.f64(double %957, double 4.000000e+00, double %939)
  %959 = call double @sin(double noundef %958) #14
  %960 = trunc i64 %955 to i32
  %961 = add i32 %960, 3
  %962 = urem i32 %961, %277
  %963 = zext nneg i32 %962 to i64
  %964 = getelementptr inbounds double, ptr %544, i64 %963
  %965 = load double, ptr %964, align 8, !tbaa !9
  %966 = call double @llvm.fmuladd.f64(double %959, double %965, double %954)
  %967 = add nuw nsw i64 %941, 2
  %968 = add i64 %943, 2
  %969 = icmp eq i64 %968, %464
  br i1 %969, label %970, label %940, !llvm.loop !13

970:                                              ; preds = %940, %936
  %971 = phi double [ poison, %936 ], [ %966, %940 ]
  %972 = phi i64 [ 0, %936 ], [ %967, %940 ]
  %973 = phi double [ %938, %936 ], [ %966, %940 ]
  br i1 %465, label %986, label %974

974:                                              ; preds = %970
  %975 = getelementptr inbounds double, ptr %744, i64 %972
  %976 = load double, ptr %975, align 8, !tbaa !9
  %977 = call double @llvm.fmuladd.f64(double %976, double 4.000000e+00, double %939)
  %978 = call double @sin(double noundef %977) #14
  %979 = trunc i64 %972 to i32
  %980 = add i32 %979, 3
  %981 = urem i32 %980, %277
  %982 = zext nneg i32 %981 to i64
  %983 = getelementptr inbounds double, ptr %544, i64 %982
  %984 = load double, ptr %983, align 8, !tbaa !9
  %985 = call double @llvm.fmuladd.f64(double %978, double %984, double %973)
  br label %986

986:                                              ; preds = %970, %974
  %987 = phi double [ %971, %970 ], [ %985, %974 ]
  %988 = add nuw i32 %937, 1
  %989 = icmp eq i32 %988, %430
  br i1 %989, label %990, label %936, !llvm.loop !15

990:                                              ; preds = %986
  %991 = getelementptr inbounds double, ptr %744, i64 %432
  %992 = load double, ptr %991, align 8, !tbaa !9
  %993 = fmul double %987, %992
  %994 = call double @llvm.fmuladd.f64(double %551, double %740, double %1085)
  call void @free(ptr noundef nonnull %744) #14
  %995 = call double @llvm.fmuladd.f64(double %545, double %821, double 0.000000e+00)
  %996 = call double @llvm.fmuladd.f64(double %547, double %877, double %995)
  %997 = call double @llvm.fmuladd.f64(double %549, double %935, double %996)
  %998 = call double @llvm.fmuladd.f64(double %551, double %993, double %997)
  store double %557, ptr %556, align 8, !tbaa !9
  %999 = fsub double %994, %998
  %1000 = fsub double %562, %741
  %1001 = fdiv double %999, %1000
  %1002 = call double @llvm.fabs.f64(double %1001)
  %1003 = fcmp ogt double %1002, 1.000000e+00
  %1004 = select i1 %1003, double %1002, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %555, ptr %34, align 8, !tbaa !9
  %1005 = load volatile double, ptr %34, align 8, !tbaa !9
  %1006 = call double @llvm.fabs.f64(double %1005)
  %1007 = fcmp ueq double %1006, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1007, label %1098, label %1086

1008:                                             ; preds = %1055, %1082
  %1009 = phi i32 [ 0, %1082 ], [ %1057, %1055 ]
  %1010 = phi double [ 0.000000e+00, %1082 ], [ %1056, %1055 ]
  %1011 = uitofp nneg i32 %1009 to double
  br i1 %451, label %1040, label %1012

1012:                                             ; preds = %1008, %1012
  %1013 = phi i64 [ %1037, %1012 ], [ 0, %1008 ]
  %1014 = phi double [ %1036, %1012 ], [ %1010, %1008 ]
  %1015 = phi i64 [ %1038, %1012 ], [ 0, %1008 ]
  %1016 = getelementptr inbounds double, ptr %744, i64 %1013
  %1017 = load double, ptr %1016, align 8, !tbaa !9
  %1018 = fadd double %1017, %1011
  %1019 = call double @sin(double noundef %1018) #14
  %1020 = trunc nuw nsw i64 %1013 to i32
  %1021 = urem i32 %1020, %277
  %1022 = zext nneg i32 %1021 to i64
  %1023 = getelementptr inbounds double, ptr %544, i64 %1022
  %1024 = load double, ptr %1023, align 8, !tbaa !9
  %1025 = call double @llvm.fmuladd.f64(double %1019, double %1024, double %1014)
  %1026 = or disjoint i64 %1013, 1
  %1027 = getelementptr inbounds double, ptr %744, i64 %1026
  %1028 = load double, ptr %1027, align 8, !tbaa !9
  %1029 = fadd double %1028, %1011
  %1030 = call double @sin(double noundef %1029) #14
  %1031 = trunc nuw nsw i64 %1026 to i32
  %1032 = urem i32 %1031, %277
  %1033 = zext nneg i32 %1032 to i64
  %1034 = getelementptr inbounds double, ptr %544, i64 %1033
  %1035 = load double, ptr %1034, align 8, !tbaa !9
  %1036 = call double @llvm.fmuladd.f64(double %1030, double %1035, double %1025)
  %1037 = add nuw nsw i64 %1013, 2
  %1038 = add i64 %1015, 2
  %1039 = icmp eq i64 %1038, %452
  br i1 %1039, label %1040, label %1012, !llvm.loop !13

1040:                                             ; preds = %1012, %1008
  %1041 = phi double [ poison, %1008 ], [ %1036, %1012 ]
  %1042 = phi i64 [ 0, %1008 ], [ %1037, %1012 ]
  %1043 = phi double [ %1010, %1008 ], [ %1036, %1012 ]
  br i1 %453, label %1055, label %1044

1044:                                             ; preds = %1040
  %1045 = getelementptr inbounds double, ptr %744, i64 %1042
  %1046 = load double, ptr %1045, align 8, !tbaa !9
  %1047 = fadd double %1046, %1011
  %1048 = call double @sin(double noundef %1047) #14
  %1049 = trunc nuw nsw i64 %1042 to i32
  %1050 = urem i32 %1049, %277
  %1051 = zext nneg i32 %1050 to i64
  %1052 = getelementptr inbounds double, ptr %544, i64 %1051
  %1053 = load double, ptr %1052, align 8, !tbaa !9
  %1054 = call double @llvm.fmuladd.f64(double %1048, double %1053, double %1043)
  br label %1055

1055:                                             ; preds = %1040, %1044
  %1056 = phi double [ %1041, %1040 ], [ %1054, %1044 ]
  %1057 = add nuw i32 %1009, 1
  %1058 = icmp eq i32 %1009, %416
  br i1 %1058, label %819, label %1008, !llvm.loop !15

1059:                                             ; preds = %1077, %737
  %1060 = phi i64 [ 0, %737 ], [ %1078, %1077 ]
  %1061 = getelementptr inbounds double, ptr %544, i64 %1060
  %1062 = load double, ptr %1061, align 8, !tbaa !9
  %1063 = fcmp ogt double %1062, 0.000000e+00
  br i1 %1063, label %1064, label %1068

1064:                                             ; preds = %1059
  %1065 = call double @llvm.fmuladd.f64(double %1062, double %1062, double 1.000000e+00)
  %1066 = call double @llvm.sqrt.f64(double %1065)
  %1067 = add nuw nsw i64 %1060, 1
  br label %1077

1068:                                             ; preds = %1059
  %1069 = call double @exp(double noundef %1062) #14
  %1070 = add nuw nsw i64 %1060, 1
  %1071 = icmp eq i64 %1070, %414
  %1072 = and i64 %1070, 4294967295
  %1073 = select i1 %1071, i64 0, i64 %1072
  %1074 = getelementptr inbounds double, ptr %544, i64 %1073
  %1075 = load double, ptr %1074, align 8, !tbaa !9
  %1076 = fmul double %1069, %1075
  br label %1077

1077:                                             ; preds = %1068, %1064
  %1078 = phi i64 [ %1070, %1068 ], [ %1067, %1064 ]
  %1079 = phi double [ %1076, %1068 ], [ %1066, %1064 ]
  %1080 = getelementptr inbounds double, ptr %744, i64 %1060
  store double %1079, ptr %1080, align 8, !tbaa !9
  %1081 = icmp eq i64 %1078, %414
  br i1 %1081, label %1082, label %1059, !llvm.loop !16

1082:                                             ; preds = %1077
  %1083 = call double @llvm.fmuladd.f64(double %545, double %568, double 0.000000e+00)
  %1084 = call double @llvm.fmuladd.f64(double %547, double %624, double %1083)
  %1085 = call double @llvm.fmuladd.f64(double %549, double %682, double %1084)
  br label %1008

1086:                                             ; preds = %990
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1001, ptr %33, align 8, !tbaa !9
  %1087 = load volatile double, ptr %33, align 8, !tbaa !9
  %1088 = call double @llvm.fabs.f64(double %1087)
  %1089 = fcmp ueq double %1088, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1089, label %1098, label %1090

1090:                                             ; preds = %1086
  %1091 = fsub double %555, %1001
  %1092 = call double @llvm.fabs.f64(double %1091)
  %1093 = fmul double %1004, 0x3EB0C6F7A0B5ED8D
  %1094 = fcmp ugt double %1092, %1093
  br i1 %1094, label %1098, label %1095

1095:                                             ; preds = %1090
  %1096 = trunc nuw nsw i64 %553 to i32
  %1097 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %1096, double noundef %555, double noundef %1001, ptr noundef nonnull @.str.18)
  br label %1103

1098:                                             ; preds = %1090, %1086, %990
  %1099 = trunc nuw nsw i64 %553 to i32
  %1100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %1099, double noundef %555, double noundef %1001, ptr noundef nonnull @.str.19)
  %1101 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1102 = add nsw i32 %1101, 1
  store i32 %1102, ptr @n_fail, align 4, !tbaa !11
  br label %1103

1103:                                             ; preds = %1098, %1095
  %1104 = add nuw nsw i64 %553, 1
  %1105 = icmp eq i64 %1104, %414
  br i1 %1105, label %1106, label %552, !llvm.loop !17

1106:                                             ; preds = %1103
  call void @free(ptr noundef nonnull %544) #14
  %1107 = getelementptr inbounds [3 x [7 x double]], ptr %43, i64 0, i64 %541
  %1108 = call noalias ptr @malloc(i64 noundef %411) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1108, ptr nonnull readonly align 16 %40, i64 %413, i1 false)
  br label %1109

1109:                                             ; preds = %1106, %1660
  %1110 = phi i64 [ 0, %1106 ], [ %1661, %1660 ]
  %1111 = getelementptr inbounds double, ptr %1107, i64 %1110
  %1112 = load double, ptr %1111, align 8, !tbaa !9
  %1113 = getelementptr inbounds double, ptr %1108, i64 %1110
  %1114 = load double, ptr %1113, align 8, !tbaa !9
  %1115 = call double @llvm.fabs.f64(double %1114)
  %1116 = fcmp ogt double %1115, 1.000000e+00
  %1117 = select i1 %1116, double %1115, double 1.000000e+00
  %1118 = fmul double %1117, 0x3EB0C6F7A0B5ED8D
  %1119 = fadd double %1114, %1118
  store double %1119, ptr %1113, align 8, !tbaa !9
  %1120 = load i32, ptr @calls, align 4, !tbaa !11
  %1121 = add nsw i32 %1120, 1
  store i32 %1121, ptr @calls, align 4, !tbaa !11
  %1122 = call noalias ptr @malloc(i64 noundef %413) #15
  br label %1353

1123:                                             ; preds = %1349
  %1124 = load double, ptr %1122, align 8, !tbaa !9
  %1125 = fmul double %1350, %1124
  br label %1126

1126:                                             ; preds = %1174, %1123
  %1127 = phi i32 [ 0, %1123 ], [ %1176, %1174 ]
  %1128 = phi double [ 0.000000e+00, %1123 ], [ %1175, %1174 ]
  %1129 = uitofp nneg i32 %1127 to double
  br i1 %471, label %1158, label %1130

1130:                                             ; preds = %1126, %1130
  %1131 = phi i64 [ %1149, %1130 ], [ 0, %1126 ]
  %1132 = phi double [ %1155, %1130 ], [ %1128, %1126 ]
  %1133 = phi i64 [ %1156, %1130 ], [ 0, %1126 ]
  %1134 = getelementptr inbounds double, ptr %1122, i64 %1131
  %1135 = load double, ptr %1134, align 8, !tbaa !9
  %1136 = call double @llvm.fmuladd.f64(double %1135, double 2.000000e+00, double %1129)
  %1137 = call double @sin(double noundef %1136) #14
  %1138 = or disjoint i64 %1131, 1
  %1139 = trunc nuw nsw i64 %1138 to i32
  %1140 = urem i32 %1139, %277
  %1141 = zext nneg i32 %1140 to i64
  %1142 = getelementptr inbounds double, ptr %1108, i64 %1141
  %1143 = load double, ptr %1142, align 8, !tbaa !9
  %1144 = call double @llvm.fmuladd.f64(double %1137, double %1143, double %1132)
  %1145 = getelementptr inbounds double, ptr %1122, i64 %1138
  %1146 = load double, ptr %1145, align 8, !tbaa !9
  %1147 = call double @llvm.fmuladd.f64(double %1146, double 2.000000e+00, double %1129)
  %1148 = call double @sin(double noundef %1147) #14
  %1149 = add nuw nsw i64 %1131, 2
  %1150 = trunc nuw nsw i64 %1149 to i32
  %1151 = urem i32 %1150, %277
  %1152 = zext nneg i32 %1151 to i64
  %1153 = getelementptr inbounds double, ptr %1108, i64 %1152
  %1154 = load double, ptr %1153, align 8, !tbaa !9
  %1155 = call double @llvm.fmuladd.f64(double %1148, double %1154, double %1144)
  %1156 = add i64 %1133, 2
  %1157 = icmp eq i64 %1156, %472
  br i1 %1157, label %1158, label %1130, !llvm.loop !13

1158:                                             ; preds = %1130, %1126
  %1159 = phi double [ poison, %1126 ], [ %1155, %1130 ]
  %1160 = phi i64 [ 0, %1126 ], [ %1149, %1130 ]
  %1161 = phi double [ %1128, %1126 ], [ %1155, %1130 ]
  br i1 %473, label %1174, label %1162

1162:                                             ; preds = %1158
  %1163 = getelementptr inbounds double, ptr %1122, i64 %1160
  %1164 = load double, ptr %1163, align 8, !tbaa !9
  %1165 = call double @llvm.fmuladd.f64(double %1164, double 2.000000e+00, double %1129)
  %1166 = call double @sin(double noundef %1165) #14
  %1167 = trunc i64 %1160 to i32
  %1168 = add i32 %1167, 1
  %1169 = urem i32 %1168, %277
  %1170 = zext nneg i32 %1169 to i64
  %1171 = getelementptr inbounds double, ptr %1108, i64 %1170
  %1172 = load double, ptr %1171, align 8, !tbaa !9
  %1173 = call double @llvm.fmuladd.f64(double %1166, double %1172, double %1161)
  br label %1174

1174:                                             ; preds = %1158, %1162
  %1175 = phi double [ %1159, %1158 ], [ %1173, %1162 ]
  %1176 = add nuw i32 %1127, 1
  %1177 = icmp eq i32 %1176, %420
  br i1 %1177, label %1178, label %1126, !llvm.loop !15

1178:                                             ; preds = %1174
  %1179 = getelementptr inbounds i8, ptr %1122, i64 8
  %1180 = load double, ptr %1179, align 8, !tbaa !9
  %1181 = fmul double %1175, %1180
  br label %1182

1182:                                             ; preds = %1232, %1178
  %1183 = phi i32 [ 0, %1178 ], [ %1234, %1232 ]
  %1184 = phi double [ 0.000000e+00, %1178 ], [ %1233, %1232 ]
  %1185 = uitofp nneg i32 %1183 to double
  br i1 %475, label %1216, label %1186

1186:                                             ; preds = %1182, %1186
  %1187 = phi i64 [ %1213, %1186 ], [ 0, %1182 ]
  %1188 = phi double [ %1212, %1186 ], [ %1184, %1182 ]
  %1189 = phi i64 [ %1214, %1186 ], [ 0, %1182 ]
  %1190 = getelementptr inbounds double, ptr %1122, i64 %1187
  %1191 = load double, ptr %1190, align 8, !tbaa !9
  %1192 = call double @llvm.fmuladd.f64(double %1191, double 3.000000e+00, double %1185)
  %1193 = call double @sin(double noundef %1192) #14
  %1194 = trunc i64 %1187 to i32
  %1195 = add i32 %1194, 2
  %1196 = urem i32 %1195, %277
  %1197 = zext nneg i32 %1196 to i64
  %1198 = getelementptr inbounds double, ptr %1108, i64 %1197
  %1199 = load double, ptr %1198, align 8, !tbaa !9
  %1200 = call double @llvm.fmuladd.f64(double %1193, double %1199, double %1188)
  %1201 = or disjoint i64 %1187, 1
  %1202 = getelementptr inbounds double, ptr %1122, i64 %1201
  %1203 = load double, ptr %1202, align 8, !tbaa !9
  %1204 = call double @llvm.fmuladd.f64(double %1203, double 3.000000e+00, double %1185)
  %1205 = call double @sin(double noundef %1204) #14
  %1206 = trunc i64 %1201 to i32
  %1207 = add i32 %1206, 2
  %1208 = urem i32 %1207, %277
  %1209 = zext nneg i32 %1208 to i64
  %1210 = getelementptr inbounds double, ptr %1108, i64 %1209
  %1211 = load double, ptr %1210, align 8, !tbaa !9
  %1212 = call double @llvm.fmuladd.f64(double %1205, double %1211, double %1200)
  %1213 = add nuw nsw i64 %1187, 2
  %1214 = add i64 %1189, 2
  %1215 = icmp eq i64 %1214, %476
  br i1 %1215, label %1216, label %1186, !llvm.loop !13

1216:                                             ; preds = %1186, %1182
  %1217 = phi double [ poison, %1182 ], [ %1212, %1186 ]
  %1218 = phi i64 [ 0, %1182 ], [ %1213, %1186 ]
  %1219 = phi double [ %1184, %1182 ], [ %1212, %1186 ]
  br i1 %477, label %1232, label %1220

1220:                                             ; preds = %1216
  %1221 = getelementptr inbounds double, ptr %1122, i64 %1218
  %1222 = load double, ptr %1221, align 8, !tbaa !9
  %1223 = call double @llvm.fmuladd.f64(double %1222, double 3.000000e+00, double %1185)
  %1224 = call double @sin(double noundef %1223) #14
  %1225 = trunc i64 %1218 to i32
  %1226 = add i32 %1225, 2
  %1227 = urem i32 %1226, %277
  %1228 = zext nneg i32 %1227 to i64
  %1229 = getelementptr inbounds double, ptr %1108, i64 %1228
  %1230 = load double, ptr %1229, align 8, !tbaa !9
  %1231 = call double @llvm.fmuladd.f64(double %1224, double %1230, double %1219)
  br label %1232

1232:                                             ; preds = %1216, %1220
  %1233 = phi double [ %1217, %1216 ], [ %1231, %1220 ]
  %1234 = add nuw i32 %1183, 1
  %1235 = icmp eq i32 %1234, %424
  br i1 %1235, label %1236, label %1182, !llvm.loop !15

1236:                                             ; preds = %1232
  %1237 = getelementptr inbounds double, ptr %1122, i64 %426
  %1238 = load double, ptr %1237, align 8, !tbaa !9
  %1239 = fmul double %1233, %1238
  br label %1240

1240:                                             ; preds = %1290, %1236
  %1241 = phi i32 [ 0, %1236 ], [ %1292, %1290 ]
  %1242 = phi double [ 0.000000e+00, %1236 ], [ %1291, %1290 ]
  %1243 = uitofp nneg i32 %1241 to double
  br i1 %479, label %1274, label %1244

1244:                                             ; preds = %1240, %1244
  %1245 = phi i64 [ %1271, %1244 ], [ 0, %1240 ]
  %1246 = phi double [ %1270, %1244 ], [ %1242, %1240 ]
  %1247 = phi i64 [ %1272, %1244 ], [ 0, %1240 ]
  %1248 = getelementptr inbounds double, ptr %1122, i64 %1245
  %1249 = load double, ptr %1248, align 8, !tbaa !9
  %1250 = call double @llvm.fmuladd.f64(double %1249, double 4.000000e+00, double %1243)
  %1251 = call double @sin(double noundef %1250) #14
  %1252 = trunc i64 %1245 to i32
  %1253 = add i32 %1252, 3
  %1254 = urem i32 %1253, %277
  %1255 = zext nneg i32 %1254 to i64
  %1256 = getelementptr inbounds double, ptr %1108, i64 %1255
  %1257 = load double, ptr %1256, align 8, !tbaa !9
  %1258 = call double @llvm.fmuladd.f64(double %1251, double %1257, double %1246)
  %1259 = or disjoint i64 %1245, 1
  %1260 = getelementptr inbounds double, ptr %1122, i64 %1259
  %1261 = load double, ptr %1260, align 8, !tbaa !9
  %1262 = call double @llvm.fmuladd.f64(double %1261, double 4.000000e+00, double %1243)
  %1263 = call double @sin(double noundef %1262) #14
  %1264 = trunc i64 %1259 to i32
  %1265 = add i32 %1264, 3
  %1266 = urem i32 %1265, %277
  %1267 = zext nneg i32 %1266 to i64
  %1268 = getelementptr inbounds double, ptr %1108, i64 %1267
  %1269 = load double, ptr %1268, align 8, !tbaa !9
  %1270 = call double @llvm.fmuladd.f64(double %1263, double %1269, double %1258)
  %1271 = add nuw nsw i64 %1245, 2
  %1272 = add i64 %1247, 2
  %1273 = icmp eq i64 %1272, %480
  br i1 %1273, label %1274, label %1244, !llvm.loop !13

1274:                                             ; preds = %1244, %1240
  %1275 = phi double [ poison, %1240 ], [ %1270, %1244 ]
  %1276 = phi i64 [ 0, %1240 ], [ %1271, %1244 ]
  %1277 = phi double [ %1242, %1240 ], [ %1270, %1244 ]
  br i1 %481, label %1290, label %1278

1278:                                             ; preds = %1274
  %1279 = getelementptr inbounds double, ptr %1122, i64 %1276
  %1280 = load double, ptr %1279, align 8, !tbaa !9
  %1281 = call double @llvm.fmuladd.f64(double %1280, double 4.000000e+00, double %1243)
  %1282 = call double @sin(double noundef %1281) #14
  %1283 = trunc i64 %1276 to i32
  %1284 = add i32 %1283, 3
  %1285 = urem i32 %1284, %277
  %1286 = zext nneg i32 %1285 to i64
  %1287 = getelementptr inbounds double, ptr %1108, i64 %1286
  %1288 = load double, ptr %1287, align 8, !tbaa !9
  %1289 = call double @llvm.fmuladd.f64(double %1282, double %1288, double %1277)
  br label %1290

1290:                                             ; preds = %1274, %1278
  %1291 = phi double [ %1275, %1274 ], [ %1289, %1278 ]
  %1292 = add nuw i32 %1241, 1
  %1293 = icmp eq i32 %1292, %430
  br i1 %1293, label %1294, label %1240, !llvm.loop !15

1294:                                             ; preds = %1290
  %1295 = getelementptr inbounds double, ptr %1122, i64 %432
  %1296 = load double, ptr %1295, align 8, !tbaa !9
  %1297 = fmul double %1291, %1296
  %1298 = fsub double %1114, %1118
  call void @free(ptr noundef nonnull %1122) #14
  store double %1298, ptr %1113, align 8, !tbaa !9
  %1299 = load i32, ptr @calls, align 4, !tbaa !11
  %1300 = add nsw i32 %1299, 1
  store i32 %1300, ptr @calls, align 4, !tbaa !11
  %1301 = call noalias ptr @malloc(i64 noundef %413) #15
  br label %1616

1302:                                             ; preds = %1371, %1349
  %1303 = phi i32 [ %1351, %1349 ], [ 0, %1371 ]
  %1304 = phi double [ %1350, %1349 ], [ 0.000000e+00, %1371 ]
  %1305 = uitofp nneg i32 %1303 to double
  br i1 %467, label %1334, label %1306

1306:                                             ; preds = %1302, %1306
  %1307 = phi i64 [ %1331, %1306 ], [ 0, %1302 ]
  %1308 = phi double [ %1330, %1306 ], [ %1304, %1302 ]
  %1309 = phi i64 [ %1332, %1306 ], [ 0, %1302 ]
  %1310 = getelementptr inbounds double, ptr %1122, i64 %1307
  %1311 = load double, ptr %1310, align 8, !tbaa !9
  %1312 = fadd double %1311, %1305
  %1313 = call double @sin(double noundef %1312) #14
  %1314 = trunc nuw nsw i64 %1307 to i32
  %1315 = urem i32 %1314, %277
  %1316 = zext nneg i32 %1315 to i64
  %1317 = getelementptr inbounds double, ptr %1108, i64 %1316
  %1318 = load double, ptr %1317, align 8, !tbaa !9
  %1319 = call double @llvm.fmuladd.f64(double %1313, double %1318, double %1308)
  %1320 = or disjoint i64 %1307, 1
  %1321 = getelementptr inbounds double, ptr %1122, i64 %1320
  %1322 = load double, ptr %1321, align 8, !tbaa !9
  %1323 = fadd double %1322, %1305
  %1324 = call double @sin(double noundef %1323) #14
  %1325 = trunc nuw nsw i64 %1320 to i32
  %1326 = urem i32 %1325, %277
  %1327 = zext nneg i32 %1326 to i64
  %1328 = getelementptr inbounds double, ptr %1108, i64 %1327
  %1329 = load double, ptr %1328, align 8, !tbaa !9
  %1330 = call double @llvm.fmuladd.f64(double %1324, double %1329, double %1319)
  %1331 = add nuw nsw i64 %1307, 2
  %1332 = add i64 %1309, 2
  %1333 = icmp eq i64 %1332, %468
  br i1 %1333, label %1334, label %1306, !llvm.loop !13

1334:                                             ; preds = %1306, %1302
  %1335 = phi double [ poison, %1302 ], [ %1330, %1306 ]
  %1336 = phi i64 [ 0, %1302 ], [ %1331, %1306 ]
  %1337 = phi double [ %1304, %1302 ], [ %1330, %1306 ]
  br i1 %469, label %1349, label %1338

1338:                                             ; preds = %1334
  %1339 = getelementptr inbounds double, ptr %1122, i64 %1336
  %1340 = load double, ptr %1339, align 8, !tbaa !9
  %1341 = fadd double %1340, %1305
  %1342 = call double @sin(double noundef %1341) #14
  %1343 = trunc nuw nsw i64 %1336 to i32
  %1344 = urem i32 %1343, %277
  %1345 = zext nneg i32 %1344 to i64
  %1346 = getelementptr inbounds double, ptr %1108, i64 %1345
  %1347 = load double, ptr %1346, align 8, !tbaa !9
  %1348 = call double @llvm.fmuladd.f64(double %1342, double %1347, double %1337)
  br label %1349

1349:                                             ; preds = %1334, %1338
  %1350 = phi double [ %1335, %1334 ], [ %1348, %1338 ]
  %1351 = add nuw i32 %1303, 1
  %1352 = icmp eq i32 %1303, %416
  br i1 %1352, label %1123, label %1302, !llvm.loop !15

1353:                                             ; preds = %1371, %1109
  %1354 = phi i64 [ 0, %1109 ], [ %1372, %1371 ]
  %1355 = getelementptr inbounds double, ptr %1108, i64 %1354
  %1356 = load double, ptr %1355, align 8, !tbaa !9
  %1357 = fcmp ogt double %1356, 0.000000e+00
  br i1 %1357, label %1358, label %1362

1358:                                             ; preds = %1353
  %1359 = call double @llvm.fmuladd.f64(double %1356, double %1356, double 1.000000e+00)
  %1360 = call double @llvm.sqrt.f64(double %1359)
  %1361 = add nuw nsw i64 %1354, 1
  br label %1371

1362:                                             ; preds = %1353
  %1363 = call double @exp(double noundef %1356) #14
  %1364 = add nuw nsw i64 %1354, 1
  %1365 = icmp eq i64 %1364, %414
  %1366 = and i64 %1364, 4294967295
  %1367 = select i1 %1365, i64 0, i64 %1366
  %1368 = getelementptr inbounds double, ptr %1108, i64 %1367
  %1369 = load double, ptr %1368, align 8, !tbaa !9
  %1370 = fmul double %1363, %1369
  br label %1371

1371:                                             ; preds = %1362, %1358
  %1372 = phi i64 [ %1364, %1362 ], [ %1361, %1358 ]
  %1373 = phi double [ %1370, %1362 ], [ %1360, %1358 ]
  %1374 = getelementptr inbounds double, ptr %1122, i64 %1354
  store double %1373, ptr %1374, align 8, !tbaa !9
  %1375 = icmp eq i64 %1372, %414
  br i1 %1375, label %1302, label %1353, !llvm.loop !16

1376:                                             ; preds = %1612
  %1377 = load double, ptr %1301, align 8, !tbaa !9
  %1378 = fmul double %1613, %1377
  br label %1379

1379:                                             ; preds = %1427, %1376
  %1380 = phi i32 [ 0, %1376 ], [ %1429, %1427 ]
  %1381 = phi double [ 0.000000e+00, %1376 ], [ %1428, %1427 ]
  %1382 = uitofp nneg i32 %1380 to double
  br i1 %487, label %1411, label %1383

1383:                                             ; preds = %1379, %1383
  %1384 = phi i64 [ %1402, %1383 ], [ 0, %1379 ]
  %1385 = phi double [ %1408, %1383 ], [ %1381, %1379 ]
  %1386 = phi i64 [ %1409, %1383 ], [ 0, %1379 ]
  %1387 = getelementptr inbounds double, ptr %1301, i64 %1384
  %1388 = load double, ptr %1387, align 8, !tbaa !9
  %1389 = call double @llvm.fmuladd.f64(double %1388, double 2.000000e+00, double %1382)
  %1390 = call double @sin(double noundef %1389) #14
  %1391 = or disjoint i64 %1384, 1
  %1392 = trunc nuw nsw i64 %1391 to i32
  %1393 = urem i32 %1392, %277
  %1394 = zext nneg i32 %1393 to i64
  %1395 = getelementptr inbounds double, ptr %1108, i64 %1394
  %1396 = load double, ptr %1395, align 8, !tbaa !9
  %1397 = call double @llvm.fmuladd.f64(double %1390, double %1396, double %1385)
  %1398 = getelementptr inbounds double, ptr %1301, i64 %1391
  %1399 = load double, ptr %1398, align 8, !tbaa !9
  %1400 = call double @llvm.fmuladd.f64(double %1399, double 2.000000e+00, double %1382)
  %1401 = call double @sin(double noundef %1400) #14
  %1402 = add nuw nsw i64 %1384, 2
  %1403 = trunc nuw nsw i64 %1402 to i32
  %1404 = urem i32 %1403, %277
  %1405 = zext nneg i32 %1404 to i64
  %1406 = getelementptr inbounds double, ptr %1108, i64 %1405
  %1407 = load double, ptr %1406, align 8, !tbaa !9
  %1408 = call double @llvm.fmuladd.f64(double %1401, double %1407, double %1397)
  %1409 = add i64 %1386, 2
  %1410 = icmp eq i64 %1409, %488
  br i1 %1410, label %1411, label %1383, !llvm.loop !13

1411:                                             ; preds = %1383, %1379
  %1412 = phi double [ poison, %1379 ], [ %1408, %1383 ]
  %1413 = phi i64 [ 0, %1379 ], [ %1402, %1383 ]
  %1414 = phi double [ %1381, %1379 ], [ %1408, %1383 ]
  br i1 %489, label %1427, label %1415

1415:                                             ; preds = %1411
  %1416 = getelementptr inbounds double, ptr %1301, i64 %1413
  %1417 = load double, ptr %1416, align 8, !tbaa !9
  %1418 = call double @llvm.fmuladd.f64(double %1417, double 2.000000e+00, double %1382)
  %1419 = call double @sin(double noundef %1418) #14
  %1420 = trunc i64 %1413 to i32
  %1421 = add i32 %1420, 1
  %1422 = urem i32 %1421, %277
  %1423 = zext nneg i32 %1422 to i64
  %1424 = getelementptr inbounds double, ptr %1108, i64 %1423
  %1425 = load double, ptr %1424, align 8, !tbaa !9
  %1426 = call double @llvm.fmuladd.f64(double %1419, double %1425, double %1414)
  br label %1427

1427:                                             ; preds = %1411, %1415
  %1428 = phi double [ %1412, %1411 ], [ %1426, %1415 ]
  %1429 = add nuw i32 %1380, 1
  %1430 = icmp eq i32 %1429, %420
  br i1 %1430, label %1431, label %1379, !llvm.loop !15

1431:                                             ; preds = %1427
  %1432 = getelementptr inbounds i8, ptr %1301, i64 8
  %1433 = load double, ptr %1432, align 8, !tbaa !9
  %1434 = fmul double %1428, %1433
  br label %1435

1435:                                             ; preds = %1485, %1431
  %1436 = phi i32 [ 0, %1431 ], [ %1487, %1485 ]
  %1437 = phi double [ 0.000000e+00, %1431 ], [ %1486, %1485 ]
  %1438 = uitofp nneg i32 %1436 to double
  br i1 %491, label %1469, label %1439

1439:                                             ; preds = %1435, %1439
  %1440 = phi i64 [ %1466, %1439 ], [ 0, %1435 ]
  %1441 = phi double [ %1465, %1439 ], [ %1437, %1435 ]
  %1442 = phi i64 [ %1467, %1439 ], [ 0, %1435 ]
  %1443 = getelementptr inbounds double, ptr %1301, i64 %1440
  %1444 = load double, ptr %1443, align 8, !tbaa !9
  %1445 = call double @llvm.fmuladd.f64(double %1444, double 3.000000e+00, double %1438)
  %1446 = call double @sin(double noundef %1445) #14
  %1447 = trunc i64 %1440 to i32
  %1448 = add i32 %1447, 2
  %1449 = urem i32 %1448, %277
  %1450 = zext nneg i32 %1449 to i64
  %1451 = getelementptr inbounds double, ptr %1108, i64 %1450
  %1452 = load double, ptr %1451, align 8, !tbaa !9
  %1453 = call double @llvm.fmuladd.f64(double %1446, double %1452, double %1441)
  %1454 = or disjoint i64 %1440, 1
  %1455 = getelementptr inbounds double, ptr %1301, i64 %1454
  %1456 = load double, ptr %1455, align 8, !tbaa !9
  %1457 = call double @llvm.fmuladd.f64(double %1456, double 3.000000e+00, double %1438)
  %1458 = call double @sin(double noundef %1457) #14
  %1459 = trunc i64 %1454 to i32
  %1460 = add i32 %1459, 2
  %1461 = urem i32 %1460, %277
  %1462 = zext nneg i32 %1461 to i64
  %1463 = getelementptr inbounds double, ptr %1108, i64 %1462
  %1464 = load double, ptr %1463, align 8, !tbaa !9
  %1465 = call double @llvm.fmuladd.f64(double %1458, double %1464, double %1453)
  %1466 = add nuw nsw i64 %1440, 2
  %1467 = add i64 %1442, 2
  %1468 = icmp eq i64 %1467, %492
  br i1 %1468, label %1469, label %1439, !llvm.loop !13

1469:                                             ; preds = %1439, %1435
  %1470 = phi double [ poison, %1435 ], [ %1465, %1439 ]
  %1471 = phi i64 [ 0, %1435 ], [ %1466, %1439 ]
  %1472 = phi double [ %1437, %1435 ], [ %1465, %1439 ]
  br i1 %493, label %1485, label %1473

1473:                                             ; preds = %1469
  %1474 = getelementptr inbounds double, ptr %1301, i64 %1471
  %1475 = load double, ptr %1474, align 8, !tbaa !9
  %1476 = call double @llvm.fmuladd.f64(double %1475, double 3.000000e+00, double %1438)
  %1477 = call double @sin(double noundef %1476) #14
  %1478 = trunc i64 %1471 to i32
  %1479 = add i32 %1478, 2
  %1480 = urem i32 %1479, %277
  %1481 = zext nneg i32 %1480 to i64
  %1482 = getelementptr inbounds double, ptr %1108, i64 %1481
  %1483 = load double, ptr %1482, align 8, !tbaa !9
  %1484 = call double @llvm.fmuladd.f64(double %1477, double %1483, double %1472)
  br label %1485

1485:                                             ; preds = %1469, %1473
  %1486 = phi double [ %1470, %1469 ], [ %1484, %1473 ]
  %1487 = add nuw i32 %1436, 1
  %1488 = icmp eq i32 %1487, %424
  br i1 %1488, label %1489, label %1435, !llvm.loop !15

1489:                                             ; preds = %1485
  %1490 = getelementptr inbounds double, ptr %1301, i64 %426
  %1491 = load double, ptr %1490, align 8, !tbaa !9
  %1492 = fmul double %1486, %1491
  br label %1493

1493:                                             ; preds = %1543, %1489
  %1494 = phi i32 [ 0, %1489 ], [ %1545, %1543 ]
  %1495 = phi double [ 0.000000e+00, %1489 ], [ %1544, %1543 ]
  %1496 = uitofp nneg i32 %1494 to double
  br i1 %495, label %1527, label %1497

1497:                                             ; preds = %1493, %1497
  %1498 = phi i64 [ %1524, %1497 ], [ 0, %1493 ]
  %1499 = phi double [ %1523, %1497 ], [ %1495, %1493 ]
  %1500 = phi i64 [ %1525, %1497 ], [ 0, %1493 ]
  %1501 = getelementptr inbounds double, ptr %1301, i64 %1498
  %1502 = load double, ptr %1501, align 8, !tbaa !9
  %1503 = call double @llvm.fmuladd.f64(double %1502, double 4.000000e+00, double %1496)
  %1504 = call double @sin(double noundef %1503) #14
  %1505 = trunc i64 %1498 to i32
  %1506 = add i32 %1505, 3
  %1507 = urem i32 %1506, %277
  %1508 = zext nneg i32 %1507 to i64
  %1509 = getelementptr inbounds double, ptr %1108, i64 %1508
  %1510 = load double, ptr %1509, align 8, !tbaa !9
  %1511 = call double @llvm.fmuladd.f64(double %1504, double %1510, double %1499)
  %1512 = or disjoint i64 %1498, 1
  %1513 = getelementptr inbounds double, ptr %1301, i64 %1512
  %1514 = load double, ptr %1513, align 8, !tbaa !9
  %1515 = call double @llvm.fmuladd.f64(double %1514, double 4.000000e+00, double %1496)
  %1516 = call double @sin(double noundef %1515) #14
  %1517 = trunc i64 %1512 to i32
  %1518 = add i32 %1517, 3
  %1519 = urem i32 %1518, %277
  %1520 = zext nneg i32 %1519 to i64
  %1521 = getelementptr inbounds double, ptr %1108, i64 %1520
  %1522 = load double, ptr %1521, align 8, !tbaa !9
  %1523 = call double @llvm.fmuladd.f64(double %1516, double %1522, double %1511)
  %1524 = add nuw nsw i64 %1498, 2
  %1525 = add i64 %1500, 2
  %1526 = icmp eq i64 %1525, %496
  br i1 %1526, label %1527, label %1497, !llvm.loop !13

1527:                                             ; preds = %1497, %1493
  %1528 = phi double [ poison, %1493 ], [ %1523, %1497 ]
  %1529 = phi i64 [ 0, %1493 ], [ %1524, %1497 ]
  %1530 = phi double [ %1495, %1493 ], [ %1523, %1497 ]
  br i1 %497, label %1543, label %1531

1531:                                             ; preds = %1527
  %1532 = getelementptr inbounds double, ptr %1301, i64 %1529
  %1533 = load double, ptr %1532, align 8, !tbaa !9
  %1534 = call double @llvm.fmuladd.f64(double %1533, double 4.000000e+00, double %1496)
  %1535 = call double @sin(double noundef %1534) #14
  %1536 = trunc i64 %1529 to i32
  %1537 = add i32 %1536, 3
  %1538 = urem i32 %1537, %277
  %1539 = zext nneg i32 %1538 to i64
  %1540 = getelementptr inbounds double, ptr %1108, i64 %1539
  %1541 = load double, ptr %1540, align 8, !tbaa !9
  %1542 = call double @llvm.fmuladd.f64(double %1535, double %1541, double %1530)
  br label %1543

1543:                                             ; preds = %1527, %1531
  %1544 = phi double [ %1528, %1527 ], [ %1542, %1531 ]
  %1545 = add nuw i32 %1494, 1
  %1546 = icmp eq i32 %1545, %430
  br i1 %1546, label %1547, label %1493, !llvm.loop !15

1547:                                             ; preds = %1543
  %1548 = getelementptr inbounds double, ptr %1301, i64 %432
  %1549 = load double, ptr %1548, align 8, !tbaa !9
  %1550 = fmul double %1544, %1549
  %1551 = call double @llvm.fmuladd.f64(double %551, double %1297, double %1642)
  call void @free(ptr noundef nonnull %1301) #14
  %1552 = call double @llvm.fmuladd.f64(double %545, double %1378, double 0.000000e+00)
  %1553 = call double @llvm.fmuladd.f64(double %547, double %1434, double %1552)
  %1554 = call double @llvm.fmuladd.f64(double %549, double %1492, double %1553)
  %1555 = call double @llvm.fmuladd.f64(double %551, double %1550, double %1554)
  store double %1114, ptr %1113, align 8, !tbaa !9
  %1556 = fsub double %1551, %1555
  %1557 = fsub double %1119, %1298
  %1558 = fdiv double %1556, %1557
  %1559 = call double @llvm.fabs.f64(double %1558)
  %1560 = fcmp ogt double %1559, 1.000000e+00
  %1561 = select i1 %1560, double %1559, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1112, ptr %32, align 8, !tbaa !9
  %1562 = load volatile double, ptr %32, align 8, !tbaa !9
  %1563 = call double @llvm.fabs.f64(double %1562)
  %1564 = fcmp ueq double %1563, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1564, label %1655, label %1643

1565:                                             ; preds = %1612, %1639
  %1566 = phi i32 [ 0, %1639 ], [ %1614, %1612 ]
  %1567 = phi double [ 0.000000e+00, %1639 ], [ %1613, %1612 ]
  %1568 = uitofp nneg i32 %1566 to double
  br i1 %483, label %1597, label %1569

1569:                                             ; preds = %1565, %1569
  %1570 = phi i64 [ %1594, %1569 ], [ 0, %1565 ]
  %1571 = phi double [ %1593, %1569 ], [ %1567, %1565 ]
  %1572 = phi i64 [ %1595, %1569 ], [ 0, %1565 ]
  %1573 = getelementptr inbounds double, ptr %1301, i64 %1570
  %1574 = load double, ptr %1573, align 8, !tbaa !9
  %1575 = fadd double %1574, %1568
  %1576 = call double @sin(double noundef %1575) #14
  %1577 = trunc nuw nsw i64 %1570 to i32
  %1578 = urem i32 %1577, %277
  %1579 = zext nneg i32 %1578 to i64
  %1580 = getelementptr inbounds double, ptr %1108, i64 %1579
  %1581 = load double, ptr %1580, align 8, !tbaa !9
  %1582 = call double @llvm.fmuladd.f64(double %1576, double %1581, double %1571)
  %1583 = or disjoint i64 %1570, 1
  %1584 = getelementptr inbounds double, ptr %1301, i64 %1583
  %1585 = load double, ptr %1584, align 8, !tbaa !9
  %1586 = fadd double %1585, %1568
  %1587 = call double @sin(double noundef %1586) #14
  %1588 = trunc nuw nsw i64 %1583 to i32
  %1589 = urem i32 %1588, %277
  %1590 = zext nneg i32 %1589 to i64
  %1591 = getelementptr inbounds double, ptr %1108, i64 %1590
  %1592 = load double, ptr %1591, align 8, !tbaa !9
  %1593 = call double @llvm.fmuladd.f64(double %1587, double %1592, double %1582)
  %1594 = add nuw nsw i64 %1570, 2
  %1595 = add i64 %1572, 2
  %1596 = icmp eq i64 %1595, %484
  br i1 %1596, label %1597, label %1569, !llvm.loop !13

1597:                                             ; preds = %1569, %1565
  %1598 = phi double [ poison, %1565 ], [ %1593, %1569 ]
  %1599 = phi i64 [ 0, %1565 ], [ %1594, %1569 ]
  %1600 = phi double [ %1567, %1565 ], [ %1593, %1569 ]
  br i1 %485, label %1612, label %1601

1601:                                             ; preds = %1597
  %1602 = getelementptr inbounds double, ptr %1301, i64 %1599
  %1603 = load double, ptr %1602, align 8, !tbaa !9
  %1604 = fadd double %1603, %1568
  %1605 = call double @sin(double noundef %1604) #14
  %1606 = trunc nuw nsw i64 %1599 to i32
  %1607 = urem i32 %1606, %277
  %1608 = zext nneg i32 %1607 to i64
  %1609 = getelementptr inbounds double, ptr %1108, i64 %1608
  %1610 = load double, ptr %1609, align 8, !tbaa !9
  %1611 = call double @llvm.fmuladd.f64(double %1605, double %1610, double %1600)
  br label %1612

1612:                                             ; preds = %1597, %1601
  %1613 = phi double [ %1598, %1597 ], [ %1611, %1601 ]
  %1614 = add nuw i32 %1566, 1
  %1615 = icmp eq i32 %1566, %416
  br i1 %1615, label %1376, label %1565, !llvm.loop !15

1616:                                             ; preds = %1634, %1294
  %1617 = phi i64 [ 0, %1294 ], [ %1635, %1634 ]
  %1618 = getelementptr inbounds double, ptr %1108, i64 %1617
  %1619 = load double, ptr %1618, align 8, !tbaa !9
  %1620 = fcmp ogt double %1619, 0.000000e+00
  br i1 %1620, label %1621, label %1625

1621:                                             ; preds = %1616
  %1622 = call double @llvm.fmuladd.f64(double %1619, double %1619, double 1.000000e+00)
  %1623 = call double @llvm.sqrt.f64(double %1622)
  %1624 = add nuw nsw i64 %1617, 1
  br label %1634

1625:                                             ; preds = %1616
  %1626 = call double @exp(double noundef %1619) #14
  %1627 = add nuw nsw i64 %1617, 1
  %1628 = icmp eq i64 %1627, %414
  %1629 = and i64 %1627, 4294967295
  %1630 = select i1 %1628, i64 0, i64 %1629
  %1631 = getelementptr inbounds double, ptr %1108, i64 %1630
  %1632 = load double, ptr %1631, align 8, !tbaa !9
  %1633 = fmul double %1626, %1632
  br label %1634

1634:                                             ; preds = %1625, %1621
  %1635 = phi i64 [ %1627, %1625 ], [ %1624, %1621 ]
  %1636 = phi double [ %1633, %1625 ], [ %1623, %1621 ]
  %1637 = getelementptr inbounds double, ptr %1301, i64 %1617
  store double %1636, ptr %1637, align 8, !tbaa !9
  %1638 = icmp eq i64 %1635, %414
  br i1 %1638, label %1639, label %1616, !llvm.loop !16

1639:                                             ; preds = %1634
  %1640 = call double @llvm.fmuladd.f64(double %545, double %1125, double 0.000000e+00)
  %1641 = call double @llvm.fmuladd.f64(double %547, double %1181, double %1640)
  %1642 = call double @llvm.fmuladd.f64(double %549, double %1239, double %1641)
  br label %1565

1643:                                             ; preds = %1547
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1558, ptr %31, align 8, !tbaa !9
  %1644 = load volatile double, ptr %31, align 8, !tbaa !9
  %1645 = call double @llvm.fabs.f64(double %1644)
  %1646 = fcmp ueq double %1645, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1646, label %1655, label %1647

1647:                                             ; preds = %1643
  %1648 = fsub double %1112, %1558
  %1649 = call double @llvm.fabs.f64(double %1648)
  %1650 = fmul double %1561, 0x3EB0C6F7A0B5ED8D
  %1651 = fcmp ugt double %1649, %1650
  br i1 %1651, label %1655, label %1652

1652:                                             ; preds = %1647
  %1653 = trunc nuw nsw i64 %1110 to i32
  %1654 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1653, double noundef %1112, double noundef %1558, ptr noundef nonnull @.str.18)
  br label %1660

1655:                                             ; preds = %1647, %1643, %1547
  %1656 = trunc nuw nsw i64 %1110 to i32
  %1657 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1656, double noundef %1112, double noundef %1558, ptr noundef nonnull @.str.19)
  %1658 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1659 = add nsw i32 %1658, 1
  store i32 %1659, ptr @n_fail, align 4, !tbaa !11
  br label %1660

1660:                                             ; preds = %1655, %1652
  %1661 = add nuw nsw i64 %1110, 1
  %1662 = icmp eq i64 %1661, %414
  br i1 %1662, label %1663, label %1109, !llvm.loop !17

1663:                                             ; preds = %1660
  call void @free(ptr noundef nonnull %1108) #14
  %1664 = add nuw nsw i64 %541, 1
  %1665 = icmp eq i64 %1664, 3
  br i1 %1665, label %498, label %540, !llvm.loop !18

1666:                                             ; preds = %498, %2232
  %1667 = phi i1 [ true, %498 ], [ false, %2232 ]
  %1668 = phi ptr [ %42, %498 ], [ %250, %2232 ]
  %1669 = phi ptr [ %41, %498 ], [ %251, %2232 ]
  %1670 = call noalias ptr @malloc(i64 noundef %411) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1670, ptr nonnull readonly align 16 %39, i64 %413, i1 false)
  %1671 = load double, ptr %1669, align 16, !tbaa !9
  %1672 = getelementptr inbounds i8, ptr %1669, i64 8
  %1673 = load double, ptr %1672, align 8, !tbaa !9
  %1674 = getelementptr inbounds i8, ptr %1669, i64 16
  %1675 = load double, ptr %1674, align 16, !tbaa !9
  %1676 = getelementptr inbounds i8, ptr %1669, i64 24
  %1677 = load double, ptr %1676, align 8, !tbaa !9
  br label %1678

1678:                                             ; preds = %1666, %2229
  %1679 = phi i64 [ 0, %1666 ], [ %2230, %2229 ]
  %1680 = getelementptr inbounds double, ptr %1668, i64 %1679
  %1681 = load double, ptr %1680, align 8, !tbaa !9
  %1682 = getelementptr inbounds double, ptr %1670, i64 %1679
  %1683 = load double, ptr %1682, align 8, !tbaa !9
  %1684 = call double @llvm.fabs.f64(double %1683)
  %1685 = fcmp ogt double %1684, 1.000000e+00
  %1686 = select i1 %1685, double %1684, double 1.000000e+00
  %1687 = fmul double %1686, 0x3EB0C6F7A0B5ED8D
  %1688 = fadd double %1683, %1687
  store double %1688, ptr %1682, align 8, !tbaa !9
  %1689 = load i32, ptr @calls, align 4, !tbaa !11
  %1690 = add nsw i32 %1689, 1
  store i32 %1690, ptr @calls, align 4, !tbaa !11
  %1691 = call noalias ptr @malloc(i64 noundef %413) #15
  br label %1922

1692:                                             ; preds = %1918
  %1693 = load double, ptr %1691, align 8, !tbaa !9
  %1694 = fmul double %1919, %1693
  br label %1695

1695:                                             ; preds = %1743, %1692
  %1696 = phi i32 [ 0, %1692 ], [ %1745, %1743 ]
  %1697 = phi double [ 0.000000e+00, %1692 ], [ %1744, %1743 ]
  %1698 = uitofp nneg i32 %1696 to double
  br i1 %513, label %1727, label %1699

1699:                                             ; preds = %1695, %1699
  %1700 = phi i64 [ %1718, %1699 ], [ 0, %1695 ]
  %1701 = phi double [ %1724, %1699 ], [ %1697, %1695 ]
  %1702 = phi i64 [ %1725, %1699 ], [ 0, %1695 ]
  %1703 = getelementptr inbounds double, ptr %1691, i64 %1700
  %1704 = load double, ptr %1703, align 8, !tbaa !9
  %1705 = call double @llvm.fmuladd.f64(double %1704, double 2.000000e+00, double %1698)
  %1706 = call double @sin(double noundef %1705) #14
  %1707 = or disjoint i64 %1700, 1
  %1708 = trunc nuw nsw i64 %1707 to i32
  %1709 = urem i32 %1708, %277
  %1710 = zext nneg i32 %1709 to i64
  %1711 = getelementptr inbounds double, ptr %1670, i64 %1710
  %1712 = load double, ptr %1711, align 8, !tbaa !9
  %1713 = call double @llvm.fmuladd.f64(double %1706, double %1712, double %1701)
  %1714 = getelementptr inbounds double, ptr %1691, i64 %1707
  %1715 = load double, ptr %1714, align 8, !tbaa !9
  %1716 = call double @llvm.fmuladd.f64(double %1715, double 2.000000e+00, double %1698)
  %1717 = call double @sin(double noundef %1716) #14
  %1718 = add nuw nsw i64 %1700, 2
  %1719 = trunc nuw nsw i64 %1718 to i32
  %1720 = urem i32 %1719, %277
  %1721 = zext nneg i32 %1720 to i64
  %1722 = getelementptr inbounds double, ptr %1670, i64 %1721
  %1723 = load double, ptr %1722, align 8, !tbaa !9
  %1724 = call double @llvm.fmuladd.f64(double %1717, double %1723, double %1713)
  %1725 = add i64 %1702, 2
  %1726 = icmp eq i64 %1725, %514
  br i1 %1726, label %1727, label %1699, !llvm.loop !13

1727:                                             ; preds = %1699, %1695
  %1728 = phi double [ poison, %1695 ], [ %1724, %1699 ]
  %1729 = phi i64 [ 0, %1695 ], [ %1718, %1699 ]
  %1730 = phi double [ %1697, %1695 ], [ %1724, %1699 ]
  br i1 %515, label %1743, label %1731

1731:                                             ; preds = %1727
  %1732 = getelementptr inbounds double, ptr %1691, i64 %1729
  %1733 = load double, ptr %1732, align 8, !tbaa !9
  %1734 = call double @llvm.fmuladd.f64(double %1733, double 2.000000e+00, double %1698)
  %1735 = call double @sin(double noundef %1734) #14
  %1736 = trunc i64 %1729 to i32
  %1737 = add i32 %1736, 1
  %1738 = urem i32 %1737, %277
  %1739 = zext nneg i32 %1738 to i64
  %1740 = getelementptr inbounds double, ptr %1670, i64 %1739
  %1741 = load double, ptr %1740, align 8, !tbaa !9
  %1742 = call double @llvm.fmuladd.f64(double %1735, double %1741, double %1730)
  br label %1743

1743:                                             ; preds = %1727, %1731
  %1744 = phi double [ %1728, %1727 ], [ %1742, %1731 ]
  %1745 = add nuw i32 %1696, 1
  %1746 = icmp eq i32 %1745, %420
  br i1 %1746, label %1747, label %1695, !llvm.loop !15

1747:                                             ; preds = %1743
  %1748 = getelementptr inbounds i8, ptr %1691, i64 8
  %1749 = load double, ptr %1748, align 8, !tbaa !9
  %1750 = fmul double %1744, %1749
  br label %1751

1751:                                             ; preds = %1801, %1747
  %1752 = phi i32 [ 0, %1747 ], [ %1803, %1801 ]
  %1753 = phi double [ 0.000000e+00, %1747 ], [ %1802, %1801 ]
  %1754 = uitofp nneg i32 %1752 to double
  br i1 %517, label %1785, label %1755

1755:                                             ; preds = %1751, %1755
  %1756 = phi i64 [ %1782, %1755 ], [ 0, %1751 ]
  %1757 = phi double [ %1781, %1755 ], [ %1753, %1751 ]
  %1758 = phi i64 [ %1783, %1755 ], [ 0, %1751 ]
  %1759 = getelementptr inbounds double, ptr %1691, i64 %1756
  %1760 = load double, ptr %1759, align 8, !tbaa !9
  %1761 = call double @llvm.fmuladd.f64(double %1760, double 3.000000e+00, double %1754)
  %1762 = call double @sin(double noundef %1761) #14
  %1763 = trunc i64 %1756 to i32
  %1764 = add i32 %1763, 2
  %1765 = urem i32 %1764, %277
  %1766 = zext nneg i32 %1765 to i64
  %1767 = getelementptr inbounds double, ptr %1670, i64 %1766
  %1768 = load double, ptr %1767, align 8, !tbaa !9
  %1769 = call double @llvm.fmuladd.f64(double %1762, double %1768, double %1757)
  %1770 = or disjoint i64 %1756, 1
  %1771 = getelementptr inbounds double, ptr %1691, i64 %1770
  %1772 = load double, ptr %1771, align 8, !tbaa !9
  %1773 = call double @llvm.fmuladd.f64(double %1772, double 3.000000e+00, double %1754)
  %1774 = call double @sin(double noundef %1773) #14
  %1775 = trunc i64 %1770 to i32
  %1776 = add i32 %1775, 2
  %1777 = urem i32 %1776, %277
  %1778 = zext nneg i32 %1777 to i64
  %1779 = getelementptr inbounds double, ptr %1670, i64 %1778
  %1780 = load double, ptr %1779, align 8, !tbaa !9
  %1781 = call double @llvm.fmuladd.f64(double %1774, double %1780, double %1769)
  %1782 = add nuw nsw i64 %1756, 2
  %1783 = add i64 %1758, 2
  %1784 = icmp eq i64 %1783, %518
  br i1 %1784, label %1785, label %1755, !llvm.loop !13

1785:                                             ; preds = %1755, %1751
  %1786 = phi double [ poison, %1751 ], [ %1781, %1755 ]
  %1787 = phi i64 [ 0, %1751 ], [ %1782, %1755 ]
  %1788 = phi double [ %1753, %1751 ], [ %1781, %1755 ]
  br i1 %519, label %1801, label %1789

1789:                                             ; preds = %1785
  %1790 = getelementptr inbounds double, ptr %1691, i64 %1787
  %1791 = load double, ptr %1790, align 8, !tbaa !9
  %1792 = call double @llvm.fmuladd.f64(double %1791, double 3.000000e+00, double %1754)
  %1793 = call double @sin(double noundef %1792) #14
  %1794 = trunc i64 %1787 to i32
  %1795 = add i32 %1794, 2
  %1796 = urem i32 %1795, %277
  %1797 = zext nneg i32 %1796 to i64
  %1798 = getelementptr inbounds double, ptr %1670, i64 %1797
  %1799 = load double, ptr %1798, align 8, !tbaa !9
  %1800 = call double @llvm.fmuladd.f64(double %1793, double %1799, double %1788)
  br label %1801

1801:                                             ; preds = %1785, %1789
  %1802 = phi double [ %1786, %1785 ], [ %1800, %1789 ]
  %1803 = add nuw i32 %1752, 1
  %1804 = icmp eq i32 %1803, %424
  br i1 %1804, label %1805, label %1751, !llvm.loop !15

1805:                                             ; preds = %1801
  %1806 = getelementptr inbounds double, ptr %1691, i64 %426
  %1807 = load double, ptr %1806, align 8, !tbaa !9
  %1808 = fmul double %1802, %1807
  br label %1809

1809:                                             ; preds = %1859, %1805
  %1810 = phi i32 [ 0, %1805 ], [ %1861, %1859 ]
  %1811 = phi double [ 0.000000e+00, %1805 ], [ %1860, %1859 ]
  %1812 = uitofp nneg i32 %1810 to double
  br i1 %521, label %1843, label %1813

1813:                                             ; preds = %1809, %1813
  %1814 = phi i64 [ %1840, %1813 ], [ 0, %1809 ]
  %1815 = phi double [ %1839, %1813 ], [ %1811, %1809 ]
  %1816 = phi i64 [ %1841, %1813 ], [ 0, %1809 ]
  %1817 = getelementptr inbounds double, ptr %1691, i64 %1814
  %1818 = load double, ptr %1817, align 8, !tbaa !9
  %1819 = call double @llvm.fmuladd.f64(double %1818, double 4.000000e+00, double %1812)
  %1820 = call double @sin(double noundef %1819) #14
  %1821 = trunc i64 %1814 to i32
  %1822 = add i32 %1821, 3
  %1823 = urem i32 %1822, %277
  %1824 = zext nneg i32 %1823 to i64
  %1825 = getelementptr inbounds double, ptr %1670, i64 %1824
  %1826 = load double, ptr %1825, align 8, !tbaa !9
  %1827 = call double @llvm.fmuladd.f64(double %1820, double %1826, double %1815)
  %1828 = or disjoint i64 %1814, 1
  %1829 = getelementptr inbounds double, ptr %1691, i64 %1828
  %1830 = load double, ptr %1829, align 8, !tbaa !9
  %1831 = call double @llvm.fmuladd.f64(double %1830, double 4.000000e+00, double %1812)
  %1832 = call double @sin(double noundef %1831) #14
  %1833 = trunc i64 %1828 to i32
  %1834 = add i32 %1833, 3
  %1835 = urem i32 %1834, %277
  %1836 = zext nneg i32 %1835 to i64
  %1837 = getelementptr inbounds double, ptr %1670, i64 %1836
  %1838 = load double, ptr %1837, align 8, !tbaa !9
  %1839 = call double @llvm.fmuladd.f64(double %1832, double %1838, double %1827)
  %1840 = add nuw nsw i64 %1814, 2
  %1841 = add i64 %1816, 2
  %1842 = icmp eq i64 %1841, %522
  br i1 %1842, label %1843, label %1813, !llvm.loop !13

1843:                                             ; preds = %1813, %1809
  %1844 = phi double [ poison, %1809 ], [ %1839, %1813 ]
  %1845 = phi i64 [ 0, %1809 ], [ %1840, %1813 ]
  %1846 = phi double [ %1811, %1809 ], [ %1839, %1813 ]
  br i1 %523, label %1859, label %1847

1847:                                             ; preds = %1843
  %1848 = getelementptr inbounds double, ptr %1691, i64 %1845
  %1849 = load double, ptr %1848, align 8, !tbaa !9
  %1850 = call double @llvm.fmuladd.f64(double %1849, double 4.000000e+00, double %1812)
  %1851 = call double @sin(double noundef %1850) #14
  %1852 = trunc i64 %1845 to i32
  %1853 = add i32 %1852, 3
  %1854 = urem i32 %1853, %277
  %1855 = zext nneg i32 %1854 to i64
  %1856 = getelementptr inbounds double, ptr %1670, i64 %1855
  %1857 = load double, ptr %1856, align 8, !tbaa !9
  %1858 = call double @llvm.fmuladd.f64(double %1851, double %1857, double %1846)
  br label %1859

1859:                                             ; preds = %1843, %1847
  %1860 = phi double [ %1844, %1843 ], [ %1858, %1847 ]
  %1861 = add nuw i32 %1810, 1
  %1862 = icmp eq i32 %1861, %430
  br i1 %1862, label %1863, label %1809, !llvm.loop !15

1863:                                             ; preds = %1859
  %1864 = getelementptr inbounds double, ptr %1691, i64 %432
  %1865 = load double, ptr %1864, align 8, !tbaa !9
  %1866 = fmul double %1860, %1865
  %1867 = fsub double %1683, %1687
  call void @free(ptr noundef nonnull %1691) #14
  store double %1867, ptr %1682, align 8, !tbaa !9
  %1868 = load i32, ptr @calls, align 4, !tbaa !11
  %1869 = add nsw i32 %1868, 1
  store i32 %1869, ptr @calls, align 4, !tbaa !11
  %1870 = call noalias ptr @malloc(i64 noundef %413) #15
  br label %2185

1871:                                             ; preds = %1940, %1918
  %1872 = phi i32 [ %1920, %1918 ], [ 0, %1940 ]
  %1873 = phi double [ %1919, %1918 ], [ 0.000000e+00, %1940 ]
  %1874 = uitofp nneg i32 %1872 to double
  br i1 %509, label %1903, label %1875

1875:                                             ; preds = %1871, %1875
  %1876 = phi i64 [ %1900, %1875 ], [ 0, %1871 ]
  %1877 = phi double [ %1899, %1875 ], [ %1873, %1871 ]
  %1878 = phi i64 [ %1901, %1875 ], [ 0, %1871 ]
  %1879 = getelementptr inbounds double, ptr %1691, i64 %1876
  %1880 = load double, ptr %1879, align 8, !tbaa !9
  %1881 = fadd double %1880, %1874
  %1882 = call double @sin(double noundef %1881) #14
  %1883 = trunc nuw nsw i64 %1876 to i32
  %1884 = urem i32 %1883, %277
  %1885 = zext nneg i32 %1884 to i64
  %1886 = getelementptr inbounds double, ptr %1670, i64 %1885
  %1887 = load double, ptr %1886, align 8, !tbaa !9
  %1888 = call double @llvm.fmuladd.f64(double %1882, double %1887, double %1877)
  %1889 = or disjoint i64 %1876, 1
  %1890 = getelementptr inbounds double, ptr %1691, i64 %1889
  %1891 = load double, ptr %1890, align 8, !tbaa !9
  %1892 = fadd double %1891, %1874
  %1893 = call double @sin(double noundef %1892) #14
  %1894 = trunc nuw nsw i64 %1889 to i32
  %1895 = urem i32 %1894, %277
  %1896 = zext nneg i32 %1895 to i64
  %1897 = getelementptr inbounds double, ptr %1670, i64 %1896
  %1898 = load double, ptr %1897, align 8, !tbaa !9
  %1899 = call double @llvm.fmuladd.f64(double %1893, double %1898, double %1888)
  %1900 = add nuw nsw i64 %1876, 2
  %1901 = add i64 %1878, 2
  %1902 = icmp eq i64 %1901, %510
  br i1 %1902, label %1903, label %1875, !llvm.loop !13

1903:                                             ; preds = %1875, %1871
  %1904 = phi double [ poison, %1871 ], [ %1899, %1875 ]
  %1905 = phi i64 [ 0, %1871 ], [ %1900, %1875 ]
  %1906 = phi double [ %1873, %1871 ], [ %1899, %1875 ]
  br i1 %511, label %1918, label %1907

1907:                                             ; preds = %1903
  %1908 = getelementptr inbounds double, ptr %1691, i64 %1905
  %1909 = load double, ptr %1908, align 8, !tbaa !9
  %1910 = fadd double %1909, %1874
  %1911 = call double @sin(double noundef %1910) #14
  %1912 = trunc nuw nsw i64 %1905 to i32
  %1913 = urem i32 %1912, %277
  %1914 = zext nneg i32 %1913 to i64
  %1915 = getelementptr inbounds double, ptr %1670, i64 %1914
  %1916 = load double, ptr %1915, align 8, !tbaa !9
  %1917 = call double @llvm.fmuladd.f64(double %1911, double %1916, double %1906)
  br label %1918

1918:                                             ; preds = %1903, %1907
  %1919 = phi double [ %1904, %1903 ], [ %1917, %1907 ]
  %1920 = add nuw i32 %1872, 1
  %1921 = icmp eq i32 %1872, %416
  br i1 %1921, label %1692, label %1871, !llvm.loop !15

1922:                                             ; preds = %1940, %1678
  %1923 = phi i64 [ 0, %1678 ], [ %1941, %1940 ]
  %1924 = getelementptr inbounds double, ptr %1670, i64 %1923
  %1925 = load double, ptr %1924, align 8, !tbaa !9
  %1926 = fcmp ogt double %1925, 0.000000e+00
  br i1 %1926, label %1927, label %1931

1927:                                             ; preds = %1922
  %1928 = call double @llvm.fmuladd.f64(double %1925, double %1925, double 1.000000e+00)
  %1929 = call double @llvm.sqrt.f64(double %1928)
  %1930 = add nuw nsw i64 %1923, 1
  br label %1940

1931:                                             ; preds = %1922
  %1932 = call double @exp(double noundef %1925) #14
  %1933 = add nuw nsw i64 %1923, 1
  %1934 = icmp eq i64 %1933, %414
  %1935 = and i64 %1933, 4294967295
  %1936 = select i1 %1934, i64 0, i64 %1935
  %1937 = getelementptr inbounds double, ptr %1670, i64 %1936
  %1938 = load double, ptr %1937, align 8, !tbaa !9
  %1939 = fmul double %1932, %1938
  br label %1940

1940:                                             ; preds = %1931, %1927
  %1941 = phi i64 [ %1933, %1931 ], [ %1930, %1927 ]
  %1942 = phi double [ %1939, %1931 ], [ %1929, %1927 ]
  %1943 = getelementptr inbounds double, ptr %1691, i64 %1923
  store double %1942, ptr %1943, align 8, !tbaa !9
  %1944 = icmp eq i64 %1941, %414
  br i1 %1944, label %1871, label %1922, !llvm.loop !16

1945:                                             ; preds = %2181
  %1946 = load double, ptr %1870, align 8, !tbaa !9
  %1947 = fmul double %2182, %1946
  br label %1948

1948:                                             ; preds = %1996, %1945
  %1949 = phi i32 [ 0, %1945 ], [ %1998, %1996 ]
  %1950 = phi double [ 0.000000e+00, %1945 ], [ %1997, %1996 ]
  %1951 = uitofp nneg i32 %1949 to double
  br i1 %529, label %1980, label %1952

1952:                                             ; preds = %1948, %1952
  %1953 = phi i64 [ %1971, %1952 ], [ 0, %1948 ]
  %1954 = phi double [ %1977, %1952 ], [ %1950, %1948 ]
  %1955 = phi i64 [ %1978, %1952 ], [ 0, %1948 ]
  %1956 = getelementptr inbounds double, ptr %1870, i64 %1953
  %1957 = load double, ptr %1956, align 8, !tbaa !9
  %1958 = call double @llvm.fmuladd.f64(double %1957, double 2.000000e+00, double %1951)
  %1959 = call double @sin(double noundef %1958) #14
  %1960 = or disjoint i64 %1953, 1
  %1961 = trunc nuw nsw i64 %1960 to i32
  %1962 = urem i32 %1961, %277
  %1963 = zext nneg i32 %1962 to i64
  %1964 = getelementptr inbounds double, ptr %1670, i64 %1963
  %1965 = load double, ptr %1964, align 8, !tbaa !9
  %1966 = call double @llvm.fmuladd.f64(double %1959, double %1965, double %1954)
  %1967 = getelementptr inbounds double, ptr %1870, i64 %1960
  %1968 = load double, ptr %1967, align 8, !tbaa !9
  %1969 = call double @llvm.fmuladd.f64(double %1968, double 2.000000e+00, double %1951)
  %1970 = call double @sin(double noundef %1969) #14
  %1971 = add nuw nsw i64 %1953, 2
  %1972 = trunc nuw nsw i64 %1971 to i32
  %1973 = urem i32 %1972, %277
  %1974 = zext nneg i32 %1973 to i64
  %1975 = getelementptr inbounds double, ptr %1670, i64 %1974
  %1976 = load double, ptr %1975, align 8, !tbaa !9
  %1977 = call double @llvm.fmuladd.f64(double %1970, double %1976, double %1966)
  %1978 = add i64 %1955, 2
  %1979 = icmp eq i64 %1978, %530
  br i1 %1979, label %1980, label %1952, !llvm.loop !13

1980:                                             ; preds = %1952, %1948
  %1981 = phi double [ poison, %1948 ], [ %1977, %1952 ]
  %1982 = phi i64 [ 0, %1948 ], [ %1971, %1952 ]
  %1983 = phi double [ %1950, %1948 ], [ %1977, %1952 ]
  br i1 %531, label %1996, label %1984

1984:                                             ; preds = %1980
  %1985 = getelementptr inbounds double, ptr %1870, i64 %1982
  %1986 = load double, ptr %1985, align 8, !tbaa !9
  %1987 = call double @llvm.fmuladd.f64(double %1986, double 2.000000e+00, double %1951)
  %1988 = call double @sin(double noundef %1987) #14
  %1989 = trunc i64 %1982 to i32
  %1990 = add i32 %1989, 1
  %1991 = urem i32 %1990, %277
  %1992 = zext nneg i32 %1991 to i64
  %1993 = getelementptr inbounds double, ptr %1670, i64 %1992
  %1994 = load double, ptr %1993, align 8, !tbaa !9
  %1995 = call double @llvm.fmuladd.f64(double %1988, double %1994, double %1983)
  br label %1996

1996:                                             ; preds = %1980, %1984
  %1997 = phi double [ %1981, %1980 ], [ %1995, %1984 ]
  %1998 = add nuw i32 %1949, 1
  %1999 = icmp eq i32 %1998, %420
  br i1 %1999, label %2000, label %1948, !llvm.loop !15

2000:                                             ; preds = %1996
  %2001 = getelementptr inbounds i8, ptr %1870, i64 8
  %2002 = load double, ptr %2001, align 8, !tbaa !9
  %2003 = fmul double %1997, %2002
  br label %2004

2004:                                             ; preds = %2054, %2000
  %2005 = phi i32 [ 0, %2000 ], [ %2056, %2054 ]
  %2006 = phi double [ 0.000000e+00, %2000 ], [ %2055, %2054 ]
  %2007 = uitofp nneg i32 %2005 to double
  br i1 %533, label %2038, label %2008

2008:                                             ; preds = %2004, %2008
  %2009 = phi i64 [ %2035, %2008 ], [ 0, %2004 ]
  %2010 = phi double [ %2034, %2008 ], [ %2006, %2004 ]
  %2011 = phi i64 [ %2036, %2008 ], [ 0, %2004 ]
  %2012 = getelementptr inbounds double, ptr %1870, i64 %2009
  %2013 = load double, ptr %2012, align 8, !tbaa !9
  %2014 = call double @llvm.fmuladd.f64(double %2013, double 3.000000e+00, double %2007)
  %2015 = call double @sin(double noundef %2014) #14
  %2016 = trunc i64 %2009 to i32
  %2017 = add i32 %2016, 2
  %2018 = urem i32 %2017, %277
  %2019 = zext nneg i32 %2018 to i64
  %2020 = getelementptr inbounds double, ptr %1670, i64 %2019
  %2021 = load double, ptr %2020, align 8, !tbaa !9
  %2022 = call double @llvm.fmuladd.f64(double %2015, double %2021, double %2010)
  %2023 = or disjoint i64 %2009, 1
  %2024 = getelementptr inbounds double, ptr %1870, i64 %2023
  %2025 = load double, ptr %2024, align 8, !tbaa !9
  %2026 = call double @llvm.fmuladd.f64(double %2025, double 3.000000e+00, double %2007)
  %2027 = call double @sin(double noundef %2026) #14
  %2028 = trunc i64 %2023 to i32
  %2029 = add i32 %2028, 2
  %2030 = urem i32 %2029, %277
  %2031 = zext nneg i32 %2030 to i64
  %2032 = getelementptr inbounds double, ptr %1670, i64 %2031
  %2033 = load double, ptr %2032, align 8, !tbaa !9
  %2034 = call double @llvm.fmuladd.f64(double %2027, double %2033, double %2022)
  %2035 = add nuw nsw i64 %2009, 2
  %2036 = add i64 %2011, 2
  %2037 = icmp eq i64 %2036, %534
  br i1 %2037, label %2038, label %2008, !llvm.loop !13

2038:                                             ; preds = %2008, %2004
  %2039 = phi double [ poison, %2004 ], [ %2034, %2008 ]
  %2040 = phi i64 [ 0, %2004 ], [ %2035, %2008 ]
  %2041 = phi double [ %2006, %2004 ], [ %2034, %2008 ]
  br i1 %535, label %2054, label %2042

2042:                                             ; preds = %2038
  %2043 = getelementptr inbounds double, ptr %1870, i64 %2040
  %2044 = load double, ptr %2043, align 8, !tbaa !9
  %2045 = call double @llvm.fmuladd.f64(double %2044, double 3.000000e+00, double %2007)
  %2046 = call double @sin(double noundef %2045) #14
  %2047 = trunc i64 %2040 to i32
  %2048 = add i32 %2047, 2
  %2049 = urem i32 %2048, %277
  %2050 = zext nneg i32 %2049 to i64
  %2051 = getelementptr inbounds double, ptr %1670, i64 %2050
  %2052 = load double, ptr %2051, align 8, !tbaa !9
  %2053 = call double @llvm.fmuladd.f64(double %2046, double %2052, double %2041)
  br label %2054

2054:                                             ; preds = %2038, %2042
  %2055 = phi double [ %2039, %2038 ], [ %2053, %2042 ]
  %2056 = add nuw i32 %2005, 1
  %2057 = icmp eq i32 %2056, %424
  br i1 %2057, label %2058, label %2004, !llvm.loop !15

2058:                                             ; preds = %2054
  %2059 = getelementptr inbounds double, ptr %1870, i64 %426
  %2060 = load double, ptr %2059, align 8, !tbaa !9
  %2061 = fmul double %2055, %2060
  br label %2062

2062:                                             ; preds = %2112, %2058
  %2063 = phi i32 [ 0, %2058 ], [ %2114, %2112 ]
  %2064 = phi double [ 0.000000e+00, %2058 ], [ %2113, %2112 ]
  %2065 = uitofp nneg i32 %2063 to double
  br i1 %537, label %2096, label %2066

2066:                                             ; preds = %2062, %2066
  %2067 = phi i64 [ %2093, %2066 ], [ 0, %2062 ]
  %2068 = phi double [ %2092, %2066 ], [ %2064, %2062 ]
  %2069 = phi i64 [ %2094, %2066 ], [ 0, %2062 ]
  %2070 = getelementptr inbounds double, ptr %1870, i64 %2067
  %2071 = load double, ptr %2070, align 8, !tbaa !9
  %2072 = call double @llvm.fmuladd.f64(double %2071, double 4.000000e+00, double %2065)
  %2073 = call double @sin(double noundef %2072) #14
  %2074 = trunc i64 %2067 to i32
  %2075 = add i32 %2074, 3
  %2076 = urem i32 %2075, %277
  %2077 = zext nneg i32 %2076 to i64
  %2078 = getelementptr inbounds double, ptr %1670, i64 %2077
  %2079 = load double, ptr %2078, align 8, !tbaa !9
  %2080 = call double @llvm.fmuladd.f64(double %2073, double %2079, double %2068)
  %2081 = or disjoint i64 %2067, 1
  %2082 = getelementptr inbounds double, ptr %1870, i64 %2081
  %2083 = load double, ptr %2082, align 8, !tbaa !9
  %2084 = call double @llvm.fmuladd.f64(double %2083, double 4.000000e+00, double %2065)
  %2085 = call double @sin(double noundef %2084) #14
  %2086 = trunc i64 %2081 to i32
  %2087 = add i32 %2086, 3
  %2088 = urem i32 %2087, %277
  %2089 = zext nneg i32 %2088 to i64
  %2090 = getelementptr inbounds double, ptr %1670, i64 %2089
  %2091 = load double, ptr %2090, align 8, !tbaa !9
  %2092 = call double @llvm.fmuladd.f64(double %2085, double %2091, double %2080)
  %2093 = add nuw nsw i64 %2067, 2
  %2094 = add i64 %2069, 2
  %2095 = icmp eq i64 %2094, %538
  br i1 %2095, label %2096, label %2066, !llvm.loop !13

2096:                                             ; preds = %2066, %2062
  %2097 = phi double [ poison, %2062 ], [ %2092, %2066 ]
  %2098 = phi i64 [ 0, %2062 ], [ %2093, %2066 ]
  %2099 = phi double [ %2064, %2062 ], [ %2092, %2066 ]
  br i1 %539, label %2112, label %2100

2100:                                             ; preds = %2096
  %2101 = getelementptr inbounds double, ptr %1870, i64 %2098
  %2102 = load double, ptr %2101, align 8, !tbaa !9
  %2103 = call double @llvm.fmuladd.f64(double %2102, double 4.000000e+00, double %2065)
  %2104 = call double @sin(double noundef %2103) #14
  %2105 = trunc i64 %2098 to i32
  %2106 = add i32 %2105, 3
  %2107 = urem i32 %2106, %277
  %2108 = zext nneg i32 %2107 to i64
  %2109 = getelementptr inbounds double, ptr %1670, i64 %2108
  %2110 = load double, ptr %2109, align 8, !tbaa !9
  %2111 = call double @llvm.fmuladd.f64(double %2104, double %2110, double %2099)
  br label %2112

2112:                                             ; preds = %2096, %2100
  %2113 = phi double [ %2097, %2096 ], [ %2111, %2100 ]
  %2114 = add nuw i32 %2063, 1
  %2115 = icmp eq i32 %2114, %430
  br i1 %2115, label %2116, label %2062, !llvm.loop !15

2116:                                             ; preds = %2112
  %2117 = getelementptr inbounds double, ptr %1870, i64 %432
  %2118 = load double, ptr %2117, align 8, !tbaa !9
  %2119 = fmul double %2113, %2118
  %2120 = call double @llvm.fmuladd.f64(double %1677, double %1866, double %2211)
  call void @free(ptr noundef nonnull %1870) #14
  %2121 = call double @llvm.fmuladd.f64(double %1671, double %1947, double 0.000000e+00)
  %2122 = call double @llvm.fmuladd.f64(double %1673, double %2003, double %2121)
  %2123 = call double @llvm.fmuladd.f64(double %1675, double %2061, double %2122)
  %2124 = call double @llvm.fmuladd.f64(double %1677, double %2119, double %2123)
  store double %1683, ptr %1682, align 8, !tbaa !9
  %2125 = fsub double %2120, %2124
  %2126 = fsub double %1688, %1867
  %2127 = fdiv double %2125, %2126
  %2128 = call double @llvm.fabs.f64(double %2127)
  %2129 = fcmp ogt double %2128, 1.000000e+00
  %2130 = select i1 %2129, double %2128, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1681, ptr %30, align 8, !tbaa !9
  %2131 = load volatile double, ptr %30, align 8, !tbaa !9
  %2132 = call double @llvm.fabs.f64(double %2131)
  %2133 = fcmp ueq double %2132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2133, label %2224, label %2212

2134:                                             ; preds = %2181, %2208
  %2135 = phi i32 [ 0, %2208 ], [ %2183, %2181 ]
  %2136 = phi double [ 0.000000e+00, %2208 ], [ %2182, %2181 ]
  %2137 = uitofp nneg i32 %2135 to double
  br i1 %525, label %2166, label %2138

2138:                                             ; preds = %2134, %2138
  %2139 = phi i64 [ %2163, %2138 ], [ 0, %2134 ]
  %2140 = phi double [ %2162, %2138 ], [ %2136, %2134 ]
  %2141 = phi i64 [ %2164, %2138 ], [ 0, %2134 ]
  %2142 = getelementptr inbounds double, ptr %1870, i64 %2139
  %2143 = load double, ptr %2142, align 8, !tbaa !9
  %2144 = fadd double %2143, %2137
  %2145 = call double @sin(double noundef %2144) #14
  %2146 = trunc nuw nsw i64 %2139 to i32
  %2147 = urem i32 %2146, %277
  %2148 = zext nneg i32 %2147 to i64
  %2149 = getelementptr inbounds double, ptr %1670, i64 %2148
  %2150 = load double, ptr %2149, align 8, !tbaa !9
  %2151 = call double @llvm.fmuladd.f64(double %2145, double %2150, double %2140)
  %2152 = or disjoint i64 %2139, 1
  %2153 = getelementptr inbounds double, ptr %1870, i64 %2152
  %2154 = load double, ptr %2153, align 8, !tbaa !9
  %2155 = fadd double %2154, %2137
  %2156 = call double @sin(double noundef %2155) #14
  %2157 = trunc nuw nsw i64 %2152 to i32
  %2158 = urem i32 %2157, %277
  %2159 = zext nneg i32 %2158 to i64
  %2160 = getelementptr inbounds double, ptr %1670, i64 %2159
  %2161 = load double, ptr %2160, align 8, !tbaa !9
  %2162 = call double @llvm.fmuladd.f64(double %2156, double %2161, double %2151)
  %2163 = add nuw nsw i64 %2139, 2
  %2164 = add i64 %2141, 2
  %2165 = icmp eq i64 %2164, %526
  br i1 %2165, label %2166, label %2138, !llvm.loop !13

2166:                                             ; preds = %2138, %2134
  %2167 = phi double [ poison, %2134 ], [ %2162, %2138 ]
  %2168 = phi i64 [ 0, %2134 ], [ %2163, %2138 ]
  %2169 = phi double [ %2136, %2134 ], [ %2162, %2138 ]
  br i1 %527, label %2181, label %2170

2170:                                             ; preds = %2166
  %2171 = getelementptr inbounds double, ptr %1870, i64 %2168
  %2172 = load double, ptr %2171, align 8, !tbaa !9
  %2173 = fadd double %2172, %2137
  %2174 = call double @sin(double noundef %2173) #14
  %2175 = trunc nuw nsw i64 %2168 to i32
  %2176 = urem i32 %2175, %277
  %2177 = zext nneg i32 %2176 to i64
  %2178 = getelementptr inbounds double, ptr %1670, i64 %2177
  %2179 = load double, ptr %2178, align 8, !tbaa !9
  %2180 = call double @llvm.fmuladd.f64(double %2174, double %2179, double %2169)
  br label %2181

2181:                                             ; preds = %2166, %2170
  %2182 = phi double [ %2167, %2166 ], [ %2180, %2170 ]
  %2183 = add nuw i32 %2135, 1
  %2184 = icmp eq i32 %2135, %416
  br i1 %2184, label %1945, label %2134, !llvm.loop !15

2185:                                             ; preds = %2203, %1863
  %2186 = phi i64 [ 0, %1863 ], [ %2204, %2203 ]
  %2187 = getelementptr inbounds double, ptr %1670, i64 %2186
  %2188 = load double, ptr %2187, align 8, !tbaa !9
  %2189 = fcmp ogt double %2188, 0.000000e+00
  br i1 %2189, label %2190, label %2194

2190:                                             ; preds = %2185
  %2191 = call double @llvm.fmuladd.f64(double %2188, double %2188, double 1.000000e+00)
  %2192 = call double @llvm.sqrt.f64(double %2191)
  %2193 = add nuw nsw i64 %2186, 1
  br label %2203

2194:                                             ; preds = %2185
  %2195 = call double @exp(double noundef %2188) #14
  %2196 = add nuw nsw i64 %2186, 1
  %2197 = icmp eq i64 %2196, %414
  %2198 = and i64 %2196, 4294967295
  %2199 = select i1 %2197, i64 0, i64 %2198
  %2200 = getelementptr inbounds double, ptr %1670, i64 %2199
  %2201 = load double, ptr %2200, align 8, !tbaa !9
  %2202 = fmul double %2195, %2201
  br label %2203

2203:                                             ; preds = %2194, %2190
  %2204 = phi i64 [ %2196, %2194 ], [ %2193, %2190 ]
  %2205 = phi double [ %2202, %2194 ], [ %2192, %2190 ]
  %2206 = getelementptr inbounds double, ptr %1870, i64 %2186
  store double %2205, ptr %2206, align 8, !tbaa !9
  %2207 = icmp eq i64 %2204, %414
  br i1 %2207, label %2208, label %2185, !llvm.loop !16

2208:                                             ; preds = %2203
  %2209 = call double @llvm.fmuladd.f64(double %1671, double %1694, double 0.000000e+00)
  %2210 = call double @llvm.fmuladd.f64(double %1673, double %1750, double %2209)
  %2211 = call double @llvm.fmuladd.f64(double %1675, double %1808, double %2210)
  br label %2134

2212:                                             ; preds = %2116
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2127, ptr %29, align 8, !tbaa !9
  %2213 = load volatile double, ptr %29, align 8, !tbaa !9
  %2214 = call double @llvm.fabs.f64(double %2213)
  %2215 = fcmp ueq double %2214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2215, label %2224, label %2216

2216:                                             ; preds = %2212
  %2217 = fsub double %1681, %2127
  %2218 = call double @llvm.fabs.f64(double %2217)
  %2219 = fmul double %2130, 0x3EB0C6F7A0B5ED8D
  %2220 = fcmp ugt double %2218, %2219
  br i1 %2220, label %2224, label %2221

2221:                                             ; preds = %2216
  %2222 = trunc nuw nsw i64 %1679 to i32
  %2223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %2222, double noundef %1681, double noundef %2127, ptr noundef nonnull @.str.18)
  br label %2229

2224:                                             ; preds = %2216, %2212, %2116
  %2225 = trunc nuw nsw i64 %1679 to i32
  %2226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %2225, double noundef %1681, double noundef %2127, ptr noundef nonnull @.str.19)
  %2227 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2228 = add nsw i32 %2227, 1
  store i32 %2228, ptr @n_fail, align 4, !tbaa !11
  br label %2229

2229:                                             ; preds = %2224, %2221
  %2230 = add nuw nsw i64 %1679, 1
  %2231 = icmp eq i64 %2230, %414
  br i1 %2231, label %2232, label %1678, !llvm.loop !17

2232:                                             ; preds = %2229
  call void @free(ptr noundef nonnull %1670) #14
  br i1 %1667, label %1666, label %2264, !llvm.loop !19

2233:                                             ; preds = %2285
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %42, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2234 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2235 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2236 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %2237 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2238 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fc, i32 noundef %2234, i32 noundef 3, i32 noundef %2235, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %2236, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %206, ptr noundef nonnull %207, i32 noundef %2237, i32 noundef %277) #14
  %2239 = load i32, ptr @calls, align 4, !tbaa !11
  %2240 = sitofp i32 %2239 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2240, ptr %28, align 8, !tbaa !9
  %2241 = load volatile double, ptr %28, align 8, !tbaa !9
  %2242 = call double @llvm.fabs.f64(double %2241)
  %2243 = fcmp ueq double %2242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2243, label %2254, label %2244

2244:                                             ; preds = %2233
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double 1.000000e+00, ptr %27, align 8, !tbaa !9
  %2245 = load volatile double, ptr %27, align 8, !tbaa !9
  %2246 = call double @llvm.fabs.f64(double %2245)
  %2247 = fcmp ueq double %2246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %2248 = fadd double %2240, -1.000000e+00
  %2249 = fcmp une double %2248, 0.000000e+00
  %2250 = select i1 %2247, i1 true, i1 %2249
  br i1 %2250, label %2254, label %2251

2251:                                             ; preds = %2244
  %2252 = trunc nuw nsw i64 %275 to i32
  %2253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2252, double noundef %2240, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2259

2254:                                             ; preds = %2244, %2233
  %2255 = trunc nuw nsw i64 %275 to i32
  %2256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2255, double noundef %2240, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %2257 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2258 = add nsw i32 %2257, 1
  store i32 %2258, ptr @n_fail, align 4, !tbaa !11
  br label %2259

2259:                                             ; preds = %2251, %2254
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %46, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  %2260 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2261 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2262 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %2263 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fc, i32 noundef %2260, i32 noundef 3, i32 noundef %2261, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %2262, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %206, ptr noundef nonnull %207, i32 noundef %2263, i32 noundef %277, ptr noundef %2238) #14
  br label %2465

2264:                                             ; preds = %2232, %2285
  %2265 = phi i64 [ %2286, %2285 ], [ 0, %2232 ]
  %2266 = getelementptr inbounds [7 x double], ptr %205, i64 0, i64 %2265
  %2267 = load double, ptr %2266, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2267, ptr %26, align 8, !tbaa !9
  %2268 = load volatile double, ptr %26, align 8, !tbaa !9
  %2269 = call double @llvm.fabs.f64(double %2268)
  %2270 = fcmp ueq double %2269, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2270, label %2280, label %2271

2271:                                             ; preds = %2264
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 0.000000e+00, ptr %25, align 8, !tbaa !9
  %2272 = load volatile double, ptr %25, align 8, !tbaa !9
  %2273 = call double @llvm.fabs.f64(double %2272)
  %2274 = fcmp ueq double %2273, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %2275 = fcmp une double %2267, 0.000000e+00
  %2276 = select i1 %2274, i1 true, i1 %2275
  br i1 %2276, label %2280, label %2277

2277:                                             ; preds = %2271
  %2278 = trunc nuw nsw i64 %2265 to i32
  %2279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %2278, double noundef %2267, double noundef 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %2285

2280:                                             ; preds = %2271, %2264
  %2281 = trunc nuw nsw i64 %2265 to i32
  %2282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %2281, double noundef %2267, double noundef 0.000000e+00, ptr noundef nonnull @.str.19)
  %2283 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2284 = add nsw i32 %2283, 1
  store i32 %2284, ptr @n_fail, align 4, !tbaa !11
  br label %2285

2285:                                             ; preds = %2277, %2280
  %2286 = add nuw nsw i64 %2265, 1
  %2287 = icmp eq i64 %2286, %410
  br i1 %2287, label %2233, label %2264, !llvm.loop !20

2288:                                             ; preds = %2545
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %51) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %52) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %54) #14
  %2289 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2290 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2291 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2292 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @fin, i32 noundef %2289, i32 noundef 3, i32 noundef %2290, i32 noundef %2290, i32 noundef %2291) #14
  %2293 = add i64 %2292, -1
  %2294 = icmp ult i64 %2293, 16384
  %2295 = uitofp i1 %2294 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2295, ptr %24, align 8, !tbaa !9
  %2296 = load volatile double, ptr %24, align 8, !tbaa !9
  %2297 = call double @llvm.fabs.f64(double %2296)
  %2298 = fcmp ueq double %2297, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2298, label %2309, label %2299

2299:                                             ; preds = %2288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double 1.000000e+00, ptr %23, align 8, !tbaa !9
  %2300 = load volatile double, ptr %23, align 8, !tbaa !9
  %2301 = call double @llvm.fabs.f64(double %2300)
  %2302 = fcmp ueq double %2301, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  %2303 = fadd double %2295, -1.000000e+00
  %2304 = fcmp une double %2303, 0.000000e+00
  %2305 = select i1 %2302, i1 true, i1 %2304
  br i1 %2305, label %2309, label %2306

2306:                                             ; preds = %2299
  %2307 = trunc nuw nsw i64 %275 to i32
  %2308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2307, double noundef %2295, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2314

2309:                                             ; preds = %2299, %2288
  %2310 = trunc nuw nsw i64 %275 to i32
  %2311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2310, double noundef %2295, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %2312 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2313 = add nsw i32 %2312, 1
  store i32 %2313, ptr @n_fail, align 4, !tbaa !11
  br label %2314

2314:                                             ; preds = %2306, %2309
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %49, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %2315 = load i64, ptr @rng_state, align 8, !tbaa !5
  %2316 = mul i64 %2315, 6364136223846793005
  %2317 = add i64 %2316, 1442695040888963407
  %2318 = mul i64 %2317, 6364136223846793005
  %2319 = add i64 %2318, 1442695040888963407
  %2320 = insertelement <2 x i64> poison, i64 %2317, i64 0
  %2321 = insertelement <2 x i64> %2320, i64 %2319, i64 1
  %2322 = lshr <2 x i64> %2321, <i64 11, i64 11>
  %2323 = uitofp nneg <2 x i64> %2322 to <2 x double>
  %2324 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2323, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %2324, ptr %50, align 16, !tbaa !9
  %2325 = mul i64 %2319, 6364136223846793005
  %2326 = add i64 %2325, 1442695040888963407
  %2327 = mul i64 %2326, 6364136223846793005
  %2328 = add i64 %2327, 1442695040888963407
  %2329 = insertelement <2 x i64> poison, i64 %2326, i64 0
  %2330 = insertelement <2 x i64> %2329, i64 %2328, i64 1
  %2331 = lshr <2 x i64> %2330, <i64 11, i64 11>
  %2332 = uitofp nneg <2 x i64> %2331 to <2 x double>
  %2333 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2332, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %2333, ptr %232, align 16, !tbaa !9
  %2334 = mul i64 %2328, 6364136223846793005
  %2335 = add i64 %2334, 1442695040888963407
  %2336 = mul i64 %2335, 6364136223846793005
  %2337 = add i64 %2336, 1442695040888963407
  %2338 = insertelement <2 x i64> poison, i64 %2335, i64 0
  %2339 = insertelement <2 x i64> %2338, i64 %2337, i64 1
  %2340 = lshr <2 x i64> %2339, <i64 11, i64 11>
  %2341 = uitofp nneg <2 x i64> %2340 to <2 x double>
  %2342 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2341, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %2342, ptr %233, align 16, !tbaa !9
  %2343 = mul i64 %2337, 6364136223846793005
  %2344 = add i64 %2343, 1442695040888963407
  %2345 = lshr i64 %2344, 11
  %2346 = uitofp nneg i64 %2345 to double
  %2347 = call double @llvm.fmuladd.f64(double %2346, double 0x3CA0000000000000, double -5.000000e-01)
  store double %2347, ptr %234, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %51, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %52, i8 0, i64 168, i1 false)
  %2348 = mul i64 %2344, 6364136223846793005
  %2349 = add i64 %2348, 1442695040888963407
  %2350 = mul i64 %2349, 6364136223846793005
  %2351 = add i64 %2350, 1442695040888963407
  %2352 = insertelement <2 x i64> poison, i64 %2349, i64 0
  %2353 = insertelement <2 x i64> %2352, i64 %2351, i64 1
  %2354 = lshr <2 x i64> %2353, <i64 10, i64 10>
  %2355 = and <2 x i64> %2354, <i64 18014398509481982, i64 18014398509481982>
  %2356 = uitofp nneg <2 x i64> %2355 to <2 x double>
  %2357 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2356, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2357, ptr %53, align 16, !tbaa !9
  %2358 = mul i64 %2351, 6364136223846793005
  %2359 = add i64 %2358, 1442695040888963407
  %2360 = mul i64 %2359, 6364136223846793005
  %2361 = add i64 %2360, 1442695040888963407
  %2362 = insertelement <2 x i64> poison, i64 %2359, i64 0
  %2363 = insertelement <2 x i64> %2362, i64 %2361, i64 1
  %2364 = lshr <2 x i64> %2363, <i64 10, i64 10>
  %2365 = and <2 x i64> %2364, <i64 18014398509481982, i64 18014398509481982>
  %2366 = uitofp nneg <2 x i64> %2365 to <2 x double>
  %2367 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2366, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2367, ptr %235, align 16, !tbaa !9
  %2368 = mul i64 %2361, 6364136223846793005
  %2369 = add i64 %2368, 1442695040888963407
  %2370 = mul i64 %2369, 6364136223846793005
  %2371 = add i64 %2370, 1442695040888963407
  %2372 = insertelement <2 x i64> poison, i64 %2369, i64 0
  %2373 = insertelement <2 x i64> %2372, i64 %2371, i64 1
  %2374 = lshr <2 x i64> %2373, <i64 10, i64 10>
  %2375 = and <2 x i64> %2374, <i64 18014398509481982, i64 18014398509481982>
  %2376 = uitofp nneg <2 x i64> %2375 to <2 x double>
  %2377 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2376, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2377, ptr %236, align 16, !tbaa !9
  %2378 = mul i64 %2371, 6364136223846793005
  %2379 = add i64 %2378, 1442695040888963407
  %2380 = mul i64 %2379, 6364136223846793005
  %2381 = add i64 %2380, 1442695040888963407
  %2382 = insertelement <2 x i64> poison, i64 %2379, i64 0
  %2383 = insertelement <2 x i64> %2382, i64 %2381, i64 1
  %2384 = lshr <2 x i64> %2383, <i64 10, i64 10>
  %2385 = and <2 x i64> %2384, <i64 18014398509481982, i64 18014398509481982>
  %2386 = uitofp nneg <2 x i64> %2385 to <2 x double>
  %2387 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2386, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2387, ptr %237, align 16, !tbaa !9
  %2388 = mul i64 %2381, 6364136223846793005
  %2389 = add i64 %2388, 1442695040888963407
  %2390 = mul i64 %2389, 6364136223846793005
  %2391 = add i64 %2390, 1442695040888963407
  %2392 = insertelement <2 x i64> poison, i64 %2389, i64 0
  %2393 = insertelement <2 x i64> %2392, i64 %2391, i64 1
  %2394 = lshr <2 x i64> %2393, <i64 10, i64 10>
  %2395 = and <2 x i64> %2394, <i64 18014398509481982, i64 18014398509481982>
  %2396 = uitofp nneg <2 x i64> %2395 to <2 x double>
  %2397 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2396, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2397, ptr %238, align 16, !tbaa !9
  %2398 = mul i64 %2391, 6364136223846793005
  %2399 = add i64 %2398, 1442695040888963407
  %2400 = mul i64 %2399, 6364136223846793005
  %2401 = add i64 %2400, 1442695040888963407
  %2402 = insertelement <2 x i64> poison, i64 %2399, i64 0
  %2403 = insertelement <2 x i64> %2402, i64 %2401, i64 1
  %2404 = lshr <2 x i64> %2403, <i64 10, i64 10>
  %2405 = and <2 x i64> %2404, <i64 18014398509481982, i64 18014398509481982>
  %2406 = uitofp nneg <2 x i64> %2405 to <2 x double>
  %2407 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2406, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2407, ptr %239, align 16, !tbaa !9
  %2408 = mul i64 %2401, 6364136223846793005
  %2409 = add i64 %2408, 1442695040888963407
  %2410 = mul i64 %2409, 6364136223846793005
  %2411 = add i64 %2410, 1442695040888963407
  %2412 = insertelement <2 x i64> poison, i64 %2409, i64 0
  %2413 = insertelement <2 x i64> %2412, i64 %2411, i64 1
  %2414 = lshr <2 x i64> %2413, <i64 10, i64 10>
  %2415 = and <2 x i64> %2414, <i64 18014398509481982, i64 18014398509481982>
  %2416 = uitofp nneg <2 x i64> %2415 to <2 x double>
  %2417 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2416, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2417, ptr %240, align 16, !tbaa !9
  %2418 = mul i64 %2411, 6364136223846793005
  %2419 = add i64 %2418, 1442695040888963407
  %2420 = mul i64 %2419, 6364136223846793005
  %2421 = add i64 %2420, 1442695040888963407
  %2422 = insertelement <2 x i64> poison, i64 %2419, i64 0
  %2423 = insertelement <2 x i64> %2422, i64 %2421, i64 1
  %2424 = lshr <2 x i64> %2423, <i64 10, i64 10>
  %2425 = and <2 x i64> %2424, <i64 18014398509481982, i64 18014398509481982>
  %2426 = uitofp nneg <2 x i64> %2425 to <2 x double>
  %2427 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2426, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2427, ptr %241, align 16, !tbaa !9
  %2428 = mul i64 %2421, 6364136223846793005
  %2429 = add i64 %2428, 1442695040888963407
  %2430 = mul i64 %2429, 6364136223846793005
  %2431 = add i64 %2430, 1442695040888963407
  %2432 = insertelement <2 x i64> poison, i64 %2429, i64 0
  %2433 = insertelement <2 x i64> %2432, i64 %2431, i64 1
  %2434 = lshr <2 x i64> %2433, <i64 10, i64 10>
  %2435 = and <2 x i64> %2434, <i64 18014398509481982, i64 18014398509481982>
  %2436 = uitofp nneg <2 x i64> %2435 to <2 x double>
  %2437 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2436, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2437, ptr %242, align 16, !tbaa !9
  %2438 = mul i64 %2431, 6364136223846793005
  %2439 = add i64 %2438, 1442695040888963407
  %2440 = mul i64 %2439, 6364136223846793005
  %2441 = add i64 %2440, 1442695040888963407
  %2442 = insertelement <2 x i64> poison, i64 %2439, i64 0
  %2443 = insertelement <2 x i64> %2442, i64 %2441, i64 1
  %2444 = lshr <2 x i64> %2443, <i64 10, i64 10>
  %2445 = and <2 x i64> %2444, <i64 18014398509481982, i64 18014398509481982>
  %2446 = uitofp nneg <2 x i64> %2445 to <2 x double>
  %2447 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2446, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2447, ptr %243, align 16, !tbaa !9
  %2448 = mul i64 %2441, 6364136223846793005
  %2449 = add i64 %2448, 1442695040888963407
  %2450 = lshr i64 %2449, 10
  %2451 = and i64 %2450, 18014398509481982
  %2452 = uitofp nneg i64 %2451 to double
  %2453 = call double @llvm.fmuladd.f64(double %2452, double 0x3CA0000000000000, double -1.000000e+00)
  store double %2453, ptr %244, align 16, !tbaa !9
  store i64 %2449, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2454 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2455 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %2456 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %2457 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2458 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2459 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fin, i32 noundef %2454, i32 noundef 3, i32 noundef %2455, i64 noundef %2292, i32 noundef %2456, ptr noundef nonnull %54, i32 noundef %2457, ptr noundef nonnull %49, ptr noundef nonnull %51, ptr noundef nonnull %218, ptr noundef nonnull %219, i32 noundef %2457, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %220, ptr noundef nonnull %221, i32 noundef %2458, i32 noundef %277) #14
  %2460 = load i32, ptr @calls, align 4, !tbaa !11
  %2461 = sitofp i32 %2460 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2461, ptr %20, align 8, !tbaa !9
  %2462 = load volatile double, ptr %20, align 8, !tbaa !9
  %2463 = call double @llvm.fabs.f64(double %2462)
  %2464 = fcmp ueq double %2463, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2464, label %2558, label %2548

2465:                                             ; preds = %2259, %2545
  %2466 = phi i64 [ 0, %2259 ], [ %2546, %2545 ]
  %2467 = getelementptr inbounds [3 x [4 x double]], ptr %41, i64 0, i64 %2466
  %2468 = getelementptr inbounds [3 x [7 x double]], ptr %42, i64 0, i64 %2466
  %2469 = call noalias ptr @malloc(i64 noundef %411) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2469, ptr nonnull readonly align 16 %39, i64 %413, i1 false)
  %2470 = getelementptr inbounds i8, ptr %2467, i64 8
  %2471 = getelementptr inbounds i8, ptr %2467, i64 16
  %2472 = getelementptr inbounds i8, ptr %2467, i64 24
  br label %2473

2473:                                             ; preds = %2542, %2465
  %2474 = phi i64 [ 0, %2465 ], [ %2543, %2542 ]
  %2475 = getelementptr inbounds double, ptr %2468, i64 %2474
  %2476 = load double, ptr %2475, align 8, !tbaa !9
  %2477 = getelementptr inbounds double, ptr %2469, i64 %2474
  %2478 = load double, ptr %2477, align 8, !tbaa !9
  %2479 = call double @llvm.fabs.f64(double %2478)
  %2480 = fcmp ogt double %2479, 1.000000e+00
  %2481 = select i1 %2480, double %2479, double 1.000000e+00
  %2482 = fmul double %2481, 0x3EB0C6F7A0B5ED8D
  %2483 = fadd double %2478, %2482
  %2484 = fsub double %2478, %2482
  store double %2483, ptr %2477, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %2469, ptr noundef nonnull %5, i32 noundef %277)
  %2485 = load double, ptr %2467, align 16, !tbaa !9
  %2486 = load <2 x double>, ptr %5, align 16
  %2487 = load double, ptr %2470, align 8, !tbaa !9
  %2488 = load <2 x double>, ptr %212, align 8
  %2489 = load double, ptr %2471, align 16, !tbaa !9
  %2490 = load <2 x double>, ptr %213, align 16
  %2491 = load double, ptr %2472, align 8, !tbaa !9
  %2492 = load double, ptr %214, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %2484, ptr %2477, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %2469, ptr noundef nonnull %6, i32 noundef %277)
  %2493 = load double, ptr %6, align 16, !tbaa !9
  %2494 = load double, ptr %215, align 8, !tbaa !9
  %2495 = load double, ptr %216, align 16, !tbaa !9
  %2496 = load double, ptr %217, align 8, !tbaa !9
  %2497 = insertelement <2 x double> poison, double %2485, i64 0
  %2498 = shufflevector <2 x double> %2497, <2 x double> poison, <2 x i32> zeroinitializer
  %2499 = insertelement <2 x double> %2486, double %2493, i64 1
  %2500 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2498, <2 x double> %2499, <2 x double> zeroinitializer)
  %2501 = insertelement <2 x double> poison, double %2487, i64 0
  %2502 = shufflevector <2 x double> %2501, <2 x double> poison, <2 x i32> zeroinitializer
  %2503 = insertelement <2 x double> %2488, double %2494, i64 1
  %2504 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2502, <2 x double> %2503, <2 x double> %2500)
  %2505 = insertelement <2 x double> poison, double %2489, i64 0
  %2506 = shufflevector <2 x double> %2505, <2 x double> poison, <2 x i32> zeroinitializer
  %2507 = insertelement <2 x double> %2490, double %2495, i64 1
  %2508 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2506, <2 x double> %2507, <2 x double> %2504)
  %2509 = insertelement <2 x double> poison, double %2491, i64 0
  %2510 = shufflevector <2 x double> %2509, <2 x double> poison, <2 x i32> zeroinitializer
  %2511 = insertelement <2 x double> poison, double %2492, i64 0
  %2512 = insertelement <2 x double> %2511, double %2496, i64 1
  %2513 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2510, <2 x double> %2512, <2 x double> %2508)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %2478, ptr %2477, align 8, !tbaa !9
  %2514 = shufflevector <2 x double> %2513, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %2515 = fsub <2 x double> %2513, %2514
  %2516 = extractelement <2 x double> %2515, i64 0
  %2517 = fsub double %2483, %2484
  %2518 = fdiv double %2516, %2517
  %2519 = call double @llvm.fabs.f64(double %2518)
  %2520 = fcmp ogt double %2519, 1.000000e+00
  %2521 = select i1 %2520, double %2519, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2476, ptr %22, align 8, !tbaa !9
  %2522 = load volatile double, ptr %22, align 8, !tbaa !9
  %2523 = call double @llvm.fabs.f64(double %2522)
  %2524 = fcmp ueq double %2523, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2524, label %2537, label %2525

2525:                                             ; preds = %2473
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2518, ptr %21, align 8, !tbaa !9
  %2526 = load volatile double, ptr %21, align 8, !tbaa !9
  %2527 = call double @llvm.fabs.f64(double %2526)
  %2528 = fcmp ueq double %2527, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2528, label %2537, label %2529

2529:                                             ; preds = %2525
  %2530 = fsub double %2476, %2518
  %2531 = call double @llvm.fabs.f64(double %2530)
  %2532 = fmul double %2521, 0x3EB0C6F7A0B5ED8D
  %2533 = fcmp ugt double %2531, %2532
  br i1 %2533, label %2537, label %2534

2534:                                             ; preds = %2529
  %2535 = trunc nuw nsw i64 %2474 to i32
  %2536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2535, double noundef %2476, double noundef %2518, ptr noundef nonnull @.str.18)
  br label %2542

2537:                                             ; preds = %2529, %2525, %2473
  %2538 = trunc nuw nsw i64 %2474 to i32
  %2539 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2538, double noundef %2476, double noundef %2518, ptr noundef nonnull @.str.19)
  %2540 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2541 = add nsw i32 %2540, 1
  store i32 %2541, ptr @n_fail, align 4, !tbaa !11
  br label %2542

2542:                                             ; preds = %2537, %2534
  %2543 = add nuw nsw i64 %2474, 1
  %2544 = icmp eq i64 %2543, %414
  br i1 %2544, label %2545, label %2473, !llvm.loop !17

2545:                                             ; preds = %2542
  call void @free(ptr noundef nonnull %2469) #14
  %2546 = add nuw nsw i64 %2466, 1
  %2547 = icmp eq i64 %2546, 3
  br i1 %2547, label %2288, label %2465, !llvm.loop !21

2548:                                             ; preds = %2314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !9
  %2549 = load volatile double, ptr %19, align 8, !tbaa !9
  %2550 = call double @llvm.fabs.f64(double %2549)
  %2551 = fcmp ueq double %2550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %2552 = fadd double %2461, -1.000000e+00
  %2553 = fcmp une double %2552, 0.000000e+00
  %2554 = select i1 %2551, i1 true, i1 %2553
  br i1 %2554, label %2558, label %2555

2555:                                             ; preds = %2548
  %2556 = trunc nuw nsw i64 %275 to i32
  %2557 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2556, double noundef %2461, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2563

2558:                                             ; preds = %2548, %2314
  %2559 = trunc nuw nsw i64 %275 to i32
  %2560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2559, double noundef %2461, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %2561 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2562 = add nsw i32 %2561, 1
  store i32 %2562, ptr @n_fail, align 4, !tbaa !11
  br label %2563

2563:                                             ; preds = %2555, %2558
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %55, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %2564 = load i32, ptr @calls, align 4, !tbaa !11
  %2565 = add nsw i32 %2564, 1
  store i32 %2565, ptr @calls, align 4, !tbaa !11
  %2566 = load double, ptr %55, align 16, !tbaa !9
  %2567 = add nsw i64 %414, -2
  %2568 = and i64 %433, 1
  %2569 = icmp eq i64 %2567, 0
  br i1 %2569, label %2597, label %2570

2570:                                             ; preds = %2563
  %2571 = and i64 %433, -2
  br label %2572

2572:                                             ; preds = %2572, %2570
  %2573 = phi double [ %2566, %2570 ], [ %2593, %2572 ]
  %2574 = phi i64 [ 1, %2570 ], [ %2594, %2572 ]
  %2575 = phi i64 [ 0, %2570 ], [ %2595, %2572 ]
  %2576 = getelementptr inbounds double, ptr %55, i64 %2574
  %2577 = load double, ptr %2576, align 8, !tbaa !9
  %2578 = getelementptr double, ptr %245, i64 %2574
  %2579 = load double, ptr %2578, align 8, !tbaa !9
  %2580 = fadd double %2573, %2579
  %2581 = call double @cos(double noundef %2580) #14
  %2582 = fmul double %2573, 1.000000e-01
  %2583 = fmul double %2573, %2582
  %2584 = call double @llvm.fmuladd.f64(double %2577, double %2581, double %2583)
  store double %2584, ptr %2576, align 8, !tbaa !9
  %2585 = getelementptr inbounds double, ptr %252, i64 %2574
  %2586 = load double, ptr %2585, align 8, !tbaa !9
  %2587 = getelementptr double, ptr %50, i64 %2574
  %2588 = load double, ptr %2587, align 8, !tbaa !9
  %2589 = fadd double %2584, %2588
  %2590 = call double @cos(double noundef %2589) #14
  %2591 = fmul double %2584, 1.000000e-01
  %2592 = fmul double %2584, %2591
  %2593 = call double @llvm.fmuladd.f64(double %2586, double %2590, double %2592)
  store double %2593, ptr %2585, align 8, !tbaa !9
  %2594 = add nuw nsw i64 %2574, 2
  %2595 = add i64 %2575, 2
  %2596 = icmp eq i64 %2595, %2571
  br i1 %2596, label %2597, label %2572, !llvm.loop !22

2597:                                             ; preds = %2572, %2563
  %2598 = phi double [ %2566, %2563 ], [ %2593, %2572 ]
  %2599 = phi i64 [ 1, %2563 ], [ %2594, %2572 ]
  %2600 = icmp eq i64 %2568, 0
  br i1 %2600, label %2611, label %2601

2601:                                             ; preds = %2597
  %2602 = getelementptr inbounds double, ptr %55, i64 %2599
  %2603 = load double, ptr %2602, align 8, !tbaa !9
  %2604 = getelementptr double, ptr %245, i64 %2599
  %2605 = load double, ptr %2604, align 8, !tbaa !9
  %2606 = fadd double %2598, %2605
  %2607 = call double @cos(double noundef %2606) #14
  %2608 = fmul double %2598, 1.000000e-01
  %2609 = fmul double %2598, %2608
  %2610 = call double @llvm.fmuladd.f64(double %2603, double %2607, double %2609)
  store double %2610, ptr %2602, align 8, !tbaa !9
  br label %2611

2611:                                             ; preds = %2597, %2601
  %2612 = and i64 %433, 1
  %2613 = icmp eq i64 %2567, 0
  br i1 %2613, label %2641, label %2614

2614:                                             ; preds = %2611
  %2615 = and i64 %433, -2
  br label %2616

2616:                                             ; preds = %2616, %2614
  %2617 = phi double [ %2566, %2614 ], [ %2637, %2616 ]
  %2618 = phi i64 [ 1, %2614 ], [ %2638, %2616 ]
  %2619 = phi i64 [ 0, %2614 ], [ %2639, %2616 ]
  %2620 = getelementptr inbounds double, ptr %55, i64 %2618
  %2621 = load double, ptr %2620, align 8, !tbaa !9
  %2622 = getelementptr double, ptr %246, i64 %2618
  %2623 = load double, ptr %2622, align 8, !tbaa !9
  %2624 = fadd double %2617, %2623
  %2625 = call double @cos(double noundef %2624) #14
  %2626 = fmul double %2617, 1.000000e-01
  %2627 = fmul double %2617, %2626
  %2628 = call double @llvm.fmuladd.f64(double %2621, double %2625, double %2627)
  store double %2628, ptr %2620, align 8, !tbaa !9
  %2629 = getelementptr inbounds double, ptr %253, i64 %2618
  %2630 = load double, ptr %2629, align 8, !tbaa !9
  %2631 = getelementptr double, ptr %50, i64 %2618
  %2632 = load double, ptr %2631, align 8, !tbaa !9
  %2633 = fadd double %2628, %2632
  %2634 = call double @cos(double noundef %2633) #14
  %2635 = fmul double %2628, 1.000000e-01
  %2636 = fmul double %2628, %2635
  %2637 = call double @llvm.fmuladd.f64(double %2630, double %2634, double %2636)
  store double %2637, ptr %2629, align 8, !tbaa !9
  %2638 = add nuw nsw i64 %2618, 2
  %2639 = add i64 %2619, 2
  %2640 = icmp eq i64 %2639, %2615
  br i1 %2640, label %2641, label %2616, !llvm.loop !22

2641:                                             ; preds = %2616, %2611
  %2642 = phi double [ %2566, %2611 ], [ %2637, %2616 ]
  %2643 = phi i64 [ 1, %2611 ], [ %2638, %2616 ]
  %2644 = icmp eq i64 %2612, 0
  br i1 %2644, label %2655, label %2645

2645:                                             ; preds = %2641
  %2646 = getelementptr inbounds double, ptr %55, i64 %2643
  %2647 = load double, ptr %2646, align 8, !tbaa !9
  %2648 = getelementptr double, ptr %246, i64 %2643
  %2649 = load double, ptr %2648, align 8, !tbaa !9
  %2650 = fadd double %2642, %2649
  %2651 = call double @cos(double noundef %2650) #14
  %2652 = fmul double %2642, 1.000000e-01
  %2653 = fmul double %2642, %2652
  %2654 = call double @llvm.fmuladd.f64(double %2647, double %2651, double %2653)
  store double %2654, ptr %2646, align 8, !tbaa !9
  br label %2655

2655:                                             ; preds = %2641, %2645
  %2656 = and i64 %433, 1
  %2657 = icmp eq i64 %2567, 0
  br i1 %2657, label %2685, label %2658

2658:                                             ; preds = %2655
  %2659 = and i64 %433, -2
  br label %2660

2660:                                             ; preds = %2660, %2658
  %2661 = phi double [ %2566, %2658 ], [ %2681, %2660 ]
  %2662 = phi i64 [ 1, %2658 ], [ %2682, %2660 ]
  %2663 = phi i64 [ 0, %2658 ], [ %2683, %2660 ]
  %2664 = getelementptr inbounds double, ptr %55, i64 %2662
  %2665 = load double, ptr %2664, align 8, !tbaa !9
  %2666 = getelementptr double, ptr %247, i64 %2662
  %2667 = load double, ptr %2666, align 8, !tbaa !9
  %2668 = fadd double %2661, %2667
  %2669 = call double @cos(double noundef %2668) #14
  %2670 = fmul double %2661, 1.000000e-01
  %2671 = fmul double %2661, %2670
  %2672 = call double @llvm.fmuladd.f64(double %2665, double %2669, double %2671)
  store double %2672, ptr %2664, align 8, !tbaa !9
  %2673 = getelementptr inbounds double, ptr %254, i64 %2662
  %2674 = load double, ptr %2673, align 8, !tbaa !9
  %2675 = getelementptr double, ptr %50, i64 %2662
  %2676 = load double, ptr %2675, align 8, !tbaa !9
  %2677 = fadd double %2672, %2676
  %2678 = call double @cos(double noundef %2677) #14
  %2679 = fmul double %2672, 1.000000e-01
  %2680 = fmul double %2672, %2679
  %2681 = call double @llvm.fmuladd.f64(double %2674, double %2678, double %2680)
  store double %2681, ptr %2673, align 8, !tbaa !9
  %2682 = add nuw nsw i64 %2662, 2
  %2683 = add i64 %2663, 2
  %2684 = icmp eq i64 %2683, %2659
  br i1 %2684, label %2685, label %2660, !llvm.loop !22

2685:                                             ; preds = %2660, %2655
  %2686 = phi double [ %2566, %2655 ], [ %2681, %2660 ]
  %2687 = phi i64 [ 1, %2655 ], [ %2682, %2660 ]
  %2688 = icmp eq i64 %2656, 0
  br i1 %2688, label %2699, label %2689

2689:                                             ; preds = %2685
  %2690 = getelementptr inbounds double, ptr %55, i64 %2687
  %2691 = load double, ptr %2690, align 8, !tbaa !9
  %2692 = getelementptr double, ptr %247, i64 %2687
  %2693 = load double, ptr %2692, align 8, !tbaa !9
  %2694 = fadd double %2686, %2693
  %2695 = call double @cos(double noundef %2694) #14
  %2696 = fmul double %2686, 1.000000e-01
  %2697 = fmul double %2686, %2696
  %2698 = call double @llvm.fmuladd.f64(double %2691, double %2695, double %2697)
  store double %2698, ptr %2690, align 8, !tbaa !9
  br label %2699

2699:                                             ; preds = %2685, %2689
  br label %2700

2700:                                             ; preds = %2699, %2729
  %2701 = phi i64 [ %2730, %2729 ], [ 0, %2699 ]
  %2702 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %2701
  %2703 = load double, ptr %2702, align 8, !tbaa !9
  %2704 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %2701
  %2705 = load double, ptr %2704, align 8, !tbaa !9
  %2706 = call double @llvm.fabs.f64(double %2705)
  %2707 = fcmp ogt double %2706, 1.000000e+00
  %2708 = select i1 %2707, double %2706, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2703, ptr %18, align 8, !tbaa !9
  %2709 = load volatile double, ptr %18, align 8, !tbaa !9
  %2710 = call double @llvm.fabs.f64(double %2709)
  %2711 = fcmp ueq double %2710, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2711, label %2724, label %2712

2712:                                             ; preds = %2700
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2705, ptr %17, align 8, !tbaa !9
  %2713 = load volatile double, ptr %17, align 8, !tbaa !9
  %2714 = call double @llvm.fabs.f64(double %2713)
  %2715 = fcmp ueq double %2714, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2715, label %2724, label %2716

2716:                                             ; preds = %2712
  %2717 = fsub double %2703, %2705
  %2718 = call double @llvm.fabs.f64(double %2717)
  %2719 = fmul double %2708, 0x3D719799812DEA11
  %2720 = fcmp ugt double %2718, %2719
  br i1 %2720, label %2724, label %2721

2721:                                             ; preds = %2716
  %2722 = trunc nuw nsw i64 %2701 to i32
  %2723 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %2722, double noundef %2703, double noundef %2705, ptr noundef nonnull @.str.18)
  br label %2729

2724:                                             ; preds = %2716, %2712, %2700
  %2725 = trunc nuw nsw i64 %2701 to i32
  %2726 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %2725, double noundef %2703, double noundef %2705, ptr noundef nonnull @.str.19)
  %2727 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2728 = add nsw i32 %2727, 1
  store i32 %2728, ptr @n_fail, align 4, !tbaa !11
  br label %2729

2729:                                             ; preds = %2721, %2724
  %2730 = add nuw nsw i64 %2701, 1
  %2731 = icmp eq i64 %2730, %410
  br i1 %2731, label %2732, label %2700, !llvm.loop !23

2732:                                             ; preds = %2729
  %2733 = and i64 %410, 2147483644
  br label %2734

2734:                                             ; preds = %2734, %2732
  %2735 = phi i64 [ 0, %2732 ], [ %2743, %2734 ]
  %2736 = phi <2 x i32> [ <i32 0, i32 1>, %2732 ], [ %2744, %2734 ]
  %2737 = add <2 x i32> %2736, <i32 1000, i32 1000>
  %2738 = add <2 x i32> %2736, <i32 1002, i32 1002>
  %2739 = uitofp <2 x i32> %2737 to <2 x double>
  %2740 = uitofp <2 x i32> %2738 to <2 x double>
  %2741 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %2735
  %2742 = getelementptr inbounds i8, ptr %2741, i64 16
  store <2 x double> %2739, ptr %2741, align 16, !tbaa !9
  store <2 x double> %2740, ptr %2742, align 16, !tbaa !9
  %2743 = add nuw i64 %2735, 4
  %2744 = add <2 x i32> %2736, <i32 4, i32 4>
  %2745 = icmp eq i64 %2743, %2733
  br i1 %2745, label %2746, label %2734, !llvm.loop !24

2746:                                             ; preds = %2734
  %2747 = icmp eq i64 %2733, %410
  br i1 %2747, label %2748, label %2822

2748:                                             ; preds = %2822, %2746
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %51, ptr noundef nonnull align 16 dereferenceable(168) %53, i64 168, i1 false)
  %2749 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2750 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %2751 = load i32, ptr @enzyme_nofree, align 4, !tbaa !11
  %2752 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %2753 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2754 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fin, i32 noundef %2749, i32 noundef 3, i32 noundef %2750, i64 noundef %2292, i32 noundef %2751, i32 noundef %2752, ptr noundef nonnull %54, i32 noundef %2753, ptr noundef nonnull %49, ptr noundef nonnull %51, ptr noundef nonnull %218, ptr noundef nonnull %219, i32 noundef %2753, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %220, ptr noundef nonnull %221, i32 noundef %2754, i32 noundef %277) #14
  %2755 = add nsw i64 %414, -2
  %2756 = add nsw i64 %414, -2
  %2757 = add nsw i64 %414, -2
  %2758 = and i64 %433, 1
  %2759 = icmp eq i64 %2567, 0
  %2760 = and i64 %433, -2
  %2761 = icmp eq i64 %2758, 0
  %2762 = and i64 %433, 1
  %2763 = icmp eq i64 %2567, 0
  %2764 = and i64 %433, -2
  %2765 = icmp eq i64 %2762, 0
  %2766 = and i64 %433, 1
  %2767 = icmp eq i64 %2567, 0
  %2768 = and i64 %433, -2
  %2769 = icmp eq i64 %2766, 0
  %2770 = and i64 %414, 3
  %2771 = icmp ult i64 %433, 3
  %2772 = and i64 %414, 4294967292
  %2773 = icmp eq i64 %2770, 0
  %2774 = and i64 %433, 1
  %2775 = icmp eq i64 %2755, 0
  %2776 = and i64 %433, -2
  %2777 = icmp eq i64 %2774, 0
  %2778 = and i64 %433, 1
  %2779 = icmp eq i64 %2755, 0
  %2780 = and i64 %433, -2
  %2781 = icmp eq i64 %2778, 0
  %2782 = and i64 %433, 1
  %2783 = icmp eq i64 %2755, 0
  %2784 = and i64 %433, -2
  %2785 = icmp eq i64 %2782, 0
  %2786 = and i64 %414, 3
  %2787 = icmp ult i64 %433, 3
  %2788 = and i64 %414, 4294967292
  %2789 = icmp eq i64 %2786, 0
  %2790 = and i64 %433, 1
  %2791 = icmp eq i64 %2756, 0
  %2792 = and i64 %433, -2
  %2793 = icmp eq i64 %2790, 0
  %2794 = and i64 %433, 1
  %2795 = icmp eq i64 %2756, 0
  %2796 = and i64 %433, -2
  %2797 = icmp eq i64 %2794, 0
  %2798 = and i64 %433, 1
  %2799 = icmp eq i64 %2756, 0
  %2800 = and i64 %433, -2
  %2801 = icmp eq i64 %2798, 0
  %2802 = and i64 %414, 3
  %2803 = icmp ult i64 %433, 3
  %2804 = and i64 %414, 4294967292
  %2805 = icmp eq i64 %2802, 0
  %2806 = and i64 %433, 1
  %2807 = icmp eq i64 %2757, 0
  %2808 = and i64 %433, -2
  %2809 = icmp eq i64 %2806, 0
  %2810 = and i64 %433, 1
  %2811 = icmp eq i64 %2757, 0
  %2812 = and i64 %433, -2
  %2813 = icmp eq i64 %2810, 0
  %2814 = and i64 %433, 1
  %2815 = icmp eq i64 %2757, 0
  %2816 = and i64 %433, -2
  %2817 = icmp eq i64 %2814, 0
  %2818 = and i64 %414, 3
  %2819 = icmp ult i64 %433, 3
  %2820 = and i64 %414, 4294967292
  %2821 = icmp eq i64 %2818, 0
  br label %2874

2822:                                             ; preds = %2746, %2822
  %2823 = phi i64 [ %2828, %2822 ], [ %2733, %2746 ]
  %2824 = trunc i64 %2823 to i32
  %2825 = add i32 %2824, 1000
  %2826 = uitofp i32 %2825 to double
  %2827 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %2823
  store double %2826, ptr %2827, align 8, !tbaa !9
  %2828 = add nuw nsw i64 %2823, 1
  %2829 = icmp eq i64 %2828, %410
  br i1 %2829, label %2748, label %2822, !llvm.loop !27

2830:                                             ; preds = %3637
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %54) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %53) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %51) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %56, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #14
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %58) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %58, i8 0, i64 112, i1 false)
  %2831 = load i64, ptr @rng_state, align 8, !tbaa !5
  %2832 = mul i64 %2831, 6364136223846793005
  %2833 = add i64 %2832, 1442695040888963407
  %2834 = mul i64 %2833, 6364136223846793005
  %2835 = add i64 %2834, 1442695040888963407
  %2836 = insertelement <2 x i64> poison, i64 %2833, i64 0
  %2837 = insertelement <2 x i64> %2836, i64 %2835, i64 1
  %2838 = lshr <2 x i64> %2837, <i64 10, i64 10>
  %2839 = and <2 x i64> %2838, <i64 18014398509481982, i64 18014398509481982>
  %2840 = uitofp nneg <2 x i64> %2839 to <2 x double>
  %2841 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2840, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store i64 %2835, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2842 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2843 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %2844 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2845 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2846 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fs, i32 noundef %2842, i32 noundef 2, i32 noundef %2843, double noundef 0x3FE6666666666666, i32 noundef %2843, double noundef -4.000000e-01, i32 noundef %2844, ptr noundef nonnull %39, ptr noundef nonnull %58, ptr noundef nonnull %223, i32 noundef %2844, ptr noundef nonnull %56, ptr noundef nonnull %57, ptr noundef nonnull %224, i32 noundef %2845, i32 noundef %277) #14
  %2847 = load i32, ptr @calls, align 4, !tbaa !11
  %2848 = sitofp i32 %2847 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2848, ptr %16, align 8, !tbaa !9
  %2849 = load volatile double, ptr %16, align 8, !tbaa !9
  %2850 = call double @llvm.fabs.f64(double %2849)
  %2851 = fcmp ueq double %2850, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %2851, label %2862, label %2852

2852:                                             ; preds = %2830
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double 1.000000e+00, ptr %15, align 8, !tbaa !9
  %2853 = load volatile double, ptr %15, align 8, !tbaa !9
  %2854 = call double @llvm.fabs.f64(double %2853)
  %2855 = fcmp ueq double %2854, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %2856 = fadd double %2848, -1.000000e+00
  %2857 = fcmp une double %2856, 0.000000e+00
  %2858 = select i1 %2855, i1 true, i1 %2857
  br i1 %2858, label %2862, label %2859

2859:                                             ; preds = %2852
  %2860 = trunc nuw nsw i64 %275 to i32
  %2861 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %2860, double noundef %2848, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2867

2862:                                             ; preds = %2852, %2830
  %2863 = trunc nuw nsw i64 %275 to i32
  %2864 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %2863, double noundef %2848, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %2865 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2866 = add nsw i32 %2865, 1
  store i32 %2866, ptr @n_fail, align 4, !tbaa !11
  br label %2867

2867:                                             ; preds = %2859, %2862
  store <2 x double> %2841, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %59) #14
  %2868 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2869 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %2870 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2871 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_reverse_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %59, ptr noundef nonnull @fs, i32 noundef %2868, i32 noundef 2, i32 noundef %2869, double noundef 0x3FE6666666666666, i32 noundef %2869, double noundef -4.000000e-01, i32 noundef %2870, ptr noundef nonnull %39, ptr noundef nonnull %58, ptr noundef nonnull %223, i32 noundef %2870, ptr noundef nonnull %56, ptr noundef nonnull %57, ptr noundef nonnull %224, i32 noundef %2871, i32 noundef %277, ptr noundef %2846) #14
  %2872 = extractelement <2 x double> %2841, i64 0
  %2873 = extractelement <2 x double> %2841, i64 1
  br label %3641

2874:                                             ; preds = %2748, %3637
  %2875 = phi i64 [ 0, %2748 ], [ %3638, %3637 ]
  %2876 = getelementptr inbounds [3 x [7 x double]], ptr %53, i64 0, i64 %2875
  %2877 = getelementptr inbounds [3 x [7 x double]], ptr %51, i64 0, i64 %2875
  %2878 = call noalias ptr @malloc(i64 noundef %411) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2878, ptr nonnull readonly align 16 %39, i64 %413, i1 false)
  br label %2879

2879:                                             ; preds = %3253, %2874
  %2880 = phi i64 [ 0, %2874 ], [ %3254, %3253 ]
  %2881 = getelementptr inbounds double, ptr %2877, i64 %2880
  %2882 = load double, ptr %2881, align 8, !tbaa !9
  %2883 = getelementptr inbounds double, ptr %2878, i64 %2880
  %2884 = load double, ptr %2883, align 8, !tbaa !9
  %2885 = call double @llvm.fabs.f64(double %2884)
  %2886 = fcmp ogt double %2885, 1.000000e+00
  %2887 = select i1 %2886, double %2885, double 1.000000e+00
  %2888 = fmul double %2887, 0x3EB0C6F7A0B5ED8D
  %2889 = fadd double %2884, %2888
  store double %2889, ptr %2883, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %2878, i64 %413, i1 false)
  %2890 = load i32, ptr @calls, align 4, !tbaa !11
  %2891 = add nsw i32 %2890, 1
  store i32 %2891, ptr @calls, align 4, !tbaa !11
  %2892 = load double, ptr %3, align 16, !tbaa !9
  br i1 %2759, label %2918, label %2893

2893:                                             ; preds = %2879, %2893
  %2894 = phi double [ %2914, %2893 ], [ %2892, %2879 ]
  %2895 = phi i64 [ %2915, %2893 ], [ 1, %2879 ]
  %2896 = phi i64 [ %2916, %2893 ], [ 0, %2879 ]
  %2897 = getelementptr inbounds double, ptr %3, i64 %2895
  %2898 = load double, ptr %2897, align 8, !tbaa !9
  %2899 = getelementptr double, ptr %222, i64 %2895
  %2900 = load double, ptr %2899, align 8, !tbaa !9
  %2901 = fadd double %2894, %2900
  %2902 = call double @cos(double noundef %2901) #14
  %2903 = fmul double %2894, 1.000000e-01
  %2904 = fmul double %2894, %2903
  %2905 = call double @llvm.fmuladd.f64(double %2898, double %2902, double %2904)
  store double %2905, ptr %2897, align 8, !tbaa !9
  %2906 = getelementptr inbounds double, ptr %255, i64 %2895
  %2907 = load double, ptr %2906, align 8, !tbaa !9
  %2908 = getelementptr double, ptr %50, i64 %2895
  %2909 = load double, ptr %2908, align 8, !tbaa !9
  %2910 = fadd double %2905, %2909
  %2911 = call double @cos(double noundef %2910) #14
  %2912 = fmul double %2905, 1.000000e-01
  %2913 = fmul double %2905, %2912
  %2914 = call double @llvm.fmuladd.f64(double %2907, double %2911, double %2913)
  store double %2914, ptr %2906, align 8, !tbaa !9
  %2915 = add nuw nsw i64 %2895, 2
  %2916 = add i64 %2896, 2
  %2917 = icmp eq i64 %2916, %2760
  br i1 %2917, label %2918, label %2893, !llvm.loop !22

2918:                                             ; preds = %2893, %2879
  %2919 = phi double [ %2892, %2879 ], [ %2914, %2893 ]
  %2920 = phi i64 [ 1, %2879 ], [ %2915, %2893 ]
  br i1 %2761, label %2931, label %2921

2921:                                             ; preds = %2918
  %2922 = getelementptr inbounds double, ptr %3, i64 %2920
  %2923 = load double, ptr %2922, align 8, !tbaa !9
  %2924 = getelementptr double, ptr %222, i64 %2920
  %2925 = load double, ptr %2924, align 8, !tbaa !9
  %2926 = fadd double %2919, %2925
  %2927 = call double @cos(double noundef %2926) #14
  %2928 = fmul double %2919, 1.000000e-01
  %2929 = fmul double %2919, %2928
  %2930 = call double @llvm.fmuladd.f64(double %2923, double %2927, double %2929)
  store double %2930, ptr %2922, align 8, !tbaa !9
  br label %2931

2931:                                             ; preds = %2918, %2921
  br i1 %2763, label %2957, label %2932

2932:                                             ; preds = %2931, %2932
  %2933 = phi double [ %2953, %2932 ], [ %2892, %2931 ]
  %2934 = phi i64 [ %2954, %2932 ], [ 1, %2931 ]
  %2935 = phi i64 [ %2955, %2932 ], [ 0, %2931 ]
  %2936 = getelementptr inbounds double, ptr %3, i64 %2934
  %2937 = load double, ptr %2936, align 8, !tbaa !9
  %2938 = getelementptr double, ptr %222, i64 %2934
  %2939 = load double, ptr %2938, align 8, !tbaa !9
  %2940 = fadd double %2933, %2939
  %2941 = call double @cos(double noundef %2940) #14
  %2942 = fmul double %2933, 1.000000e-01
  %2943 = fmul double %2933, %2942
  %2944 = call double @llvm.fmuladd.f64(double %2937, double %2941, double %2943)
  store double %2944, ptr %2936, align 8, !tbaa !9
  %2945 = getelementptr inbounds double, ptr %256, i64 %2934
  %2946 = load double, ptr %2945, align 8, !tbaa !9
  %2947 = getelementptr double, ptr %50, i64 %2934
  %2948 = load double, ptr %2947, align 8, !tbaa !9
  %2949 = fadd double %2944, %2948
  %2950 = call double @cos(double noundef %2949) #14
  %2951 = fmul double %2944, 1.000000e-01
  %2952 = fmul double %2944, %2951
  %2953 = call double @llvm.fmuladd.f64(double %2946, double %2950, double %2952)
  store double %2953, ptr %2945, align 8, !tbaa !9
  %2954 = add nuw nsw i64 %2934, 2
  %2955 = add i64 %2935, 2
  %2956 = icmp eq i64 %2955, %2764
  br i1 %2956, label %2957, label %2932, !llvm.loop !22

2957:                                             ; preds = %2932, %2931
  %2958 = phi double [ %2892, %2931 ], [ %2953, %2932 ]
  %2959 = phi i64 [ 1, %2931 ], [ %2954, %2932 ]
  br i1 %2765, label %2970, label %2960

2960:                                             ; preds = %2957
  %2961 = getelementptr inbounds double, ptr %3, i64 %2959
  %2962 = load double, ptr %2961, align 8, !tbaa !9
  %2963 = getelementptr double, ptr %222, i64 %2959
  %2964 = load double, ptr %2963, align 8, !tbaa !9
  %2965 = fadd double %2958, %2964
  %2966 = call double @cos(double noundef %2965) #14
  %2967 = fmul double %2958, 1.000000e-01
  %2968 = fmul double %2958, %2967
  %2969 = call double @llvm.fmuladd.f64(double %2962, double %2966, double %2968)
  store double %2969, ptr %2961, align 8, !tbaa !9
  br label %2970

2970:                                             ; preds = %2957, %2960
  br i1 %2767, label %2996, label %2971

2971:                                             ; preds = %2970, %2971
  %2972 = phi double [ %2992, %2971 ], [ %2892, %2970 ]
  %2973 = phi i64 [ %2993, %2971 ], [ 1, %2970 ]
  %2974 = phi i64 [ %2994, %2971 ], [ 0, %2970 ]
  %2975 = getelementptr inbounds double, ptr %3, i64 %2973
  %2976 = load double, ptr %2975, align 8, !tbaa !9
  %2977 = getelementptr double, ptr %222, i64 %2973
  %2978 = load double, ptr %2977, align 8, !tbaa !9
  %2979 = fadd double %2972, %2978
  %2980 = call double @cos(double noundef %2979) #14
  %2981 = fmul double %2972, 1.000000e-01
  %2982 = fmul double %2972, %2981
  %2983 = call double @llvm.fmuladd.f64(double %2976, double %2980, double %2982)
  store double %2983, ptr %2975, align 8, !tbaa !9
  %2984 = getelementptr inbounds double, ptr %257, i64 %2973
  %2985 = load double, ptr %2984, align 8, !tbaa !9
  %2986 = getelementptr double, ptr %50, i64 %2973
  %2987 = load double, ptr %2986, align 8, !tbaa !9
  %2988 = fadd double %2983, %2987
  %2989 = call double @cos(double noundef %2988) #14
  %2990 = fmul double %2983, 1.000000e-01
  %2991 = fmul double %2983, %2990
  %2992 = call double @llvm.fmuladd.f64(double %2985, double %2989, double %2991)
  store double %2992, ptr %2984, align 8, !tbaa !9
  %2993 = add nuw nsw i64 %2973, 2
  %2994 = add i64 %2974, 2
  %2995 = icmp eq i64 %2994, %2768
  br i1 %2995, label %2996, label %2971, !llvm.loop !22

2996:                                             ; preds = %2971, %2970
  %2997 = phi double [ %2892, %2970 ], [ %2992, %2971 ]
  %2998 = phi i64 [ 1, %2970 ], [ %2993, %2971 ]
  br i1 %2769, label %3009, label %2999

2999:                                             ; preds = %2996
  %3000 = getelementptr inbounds double, ptr %3, i64 %2998
  %3001 = load double, ptr %3000, align 8, !tbaa !9
  %3002 = getelementptr double, ptr %222, i64 %2998
  %3003 = load double, ptr %3002, align 8, !tbaa !9
  %3004 = fadd double %2997, %3003
  %3005 = call double @cos(double noundef %3004) #14
  %3006 = fmul double %2997, 1.000000e-01
  %3007 = fmul double %2997, %3006
  %3008 = call double @llvm.fmuladd.f64(double %3001, double %3005, double %3007)
  store double %3008, ptr %3000, align 8, !tbaa !9
  br label %3009

3009:                                             ; preds = %2996, %2999
  br i1 %2771, label %3040, label %3010

3010:                                             ; preds = %3009, %3010
  %3011 = phi i64 [ %3037, %3010 ], [ 0, %3009 ]
  %3012 = phi double [ %3036, %3010 ], [ 0.000000e+00, %3009 ]
  %3013 = phi i64 [ %3038, %3010 ], [ 0, %3009 ]
  %3014 = getelementptr inbounds double, ptr %2876, i64 %3011
  %3015 = load double, ptr %3014, align 8, !tbaa !9
  %3016 = getelementptr inbounds double, ptr %3, i64 %3011
  %3017 = load double, ptr %3016, align 16, !tbaa !9
  %3018 = call double @llvm.fmuladd.f64(double %3015, double %3017, double %3012)
  %3019 = or disjoint i64 %3011, 1
  %3020 = getelementptr inbounds double, ptr %2876, i64 %3019
  %3021 = load double, ptr %3020, align 8, !tbaa !9
  %3022 = getelementptr inbounds double, ptr %3, i64 %3019
  %3023 = load double, ptr %3022, align 8, !tbaa !9
  %3024 = call double @llvm.fmuladd.f64(double %3021, double %3023, double %3018)
  %3025 = or disjoint i64 %3011, 2
  %3026 = getelementptr inbounds double, ptr %2876, i64 %3025
  %3027 = load double, ptr %3026, align 8, !tbaa !9
  %3028 = getelementptr inbounds double, ptr %3, i64 %3025
  %3029 = load double, ptr %3028, align 16, !tbaa !9
  %3030 = call double @llvm.fmuladd.f64(double %3027, double %3029, double %3024)
  %3031 = or disjoint i64 %3011, 3
  %3032 = getelementptr inbounds double, ptr %2876, i64 %3031
  %3033 = load double, ptr %3032, align 8, !tbaa !9
  %3034 = getelementptr inbounds double, ptr %3, i64 %3031
  %3035 = load double, ptr %3034, align 8, !tbaa !9
  %3036 = call double @llvm.fmuladd.f64(double %3033, double %3035, double %3030)
  %3037 = add nuw nsw i64 %3011, 4
  %3038 = add i64 %3013, 4
  %3039 = icmp eq i64 %3038, %2772
  br i1 %3039, label %3040, label %3010, !llvm.loop !28

3040:                                             ; preds = %3010, %3009
  %3041 = phi double [ poison, %3009 ], [ %3036, %3010 ]
  %3042 = phi i64 [ 0, %3009 ], [ %3037, %3010 ]
  %3043 = phi double [ 0.000000e+00, %3009 ], [ %3036, %3010 ]
  br i1 %2773, label %3056, label %3044

3044:                                             ; preds = %3040, %3044
  %3045 = phi i64 [ %3053, %3044 ], [ %3042, %3040 ]
  %3046 = phi double [ %3052, %3044 ], [ %3043, %3040 ]
  %3047 = phi i64 [ %3054, %3044 ], [ 0, %3040 ]
  %3048 = getelementptr inbounds double, ptr %2876, i64 %3045
  %3049 = load double, ptr %3048, align 8, !tbaa !9
  %3050 = getelementptr inbounds double, ptr %3, i64 %3045
  %3051 = load double, ptr %3050, align 8, !tbaa !9
  %3052 = call double @llvm.fmuladd.f64(double %3049, double %3051, double %3046)
  %3053 = add nuw nsw i64 %3045, 1
  %3054 = add i64 %3047, 1
  %3055 = icmp eq i64 %3054, %2770
  br i1 %3055, label %3056, label %3044, !llvm.loop !29

3056:                                             ; preds = %3044, %3040
  %3057 = phi double [ %3041, %3040 ], [ %3052, %3044 ]
  %3058 = fsub double %2884, %2888
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #14
  store double %3058, ptr %2883, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %2878, i64 %413, i1 false)
  %3059 = load i32, ptr @calls, align 4, !tbaa !11
  %3060 = add nsw i32 %3059, 1
  store i32 %3060, ptr @calls, align 4, !tbaa !11
  %3061 = load double, ptr %4, align 16, !tbaa !9
  br i1 %2775, label %3087, label %3062

3062:                                             ; preds = %3056, %3062
  %3063 = phi double [ %3083, %3062 ], [ %3061, %3056 ]
  %3064 = phi i64 [ %3084, %3062 ], [ 1, %3056 ]
  %3065 = phi i64 [ %3085, %3062 ], [ 0, %3056 ]
  %3066 = getelementptr inbounds double, ptr %4, i64 %3064
  %3067 = load double, ptr %3066, align 8, !tbaa !9
  %3068 = getelementptr double, ptr %222, i64 %3064
  %3069 = load double, ptr %3068, align 8, !tbaa !9
  %3070 = fadd double %3063, %3069
  %3071 = call double @cos(double noundef %3070) #14
  %3072 = fmul double %3063, 1.000000e-01
  %3073 = fmul double %3063, %3072
  %3074 = call double @llvm.fmuladd.f64(double %3067, double %3071, double %3073)
  store double %3074, ptr %3066, align 8, !tbaa !9
  %3075 = getelementptr inbounds double, ptr %258, i64 %3064
  %3076 = load double, ptr %3075, align 8, !tbaa !9
  %3077 = getelementptr double, ptr %50, i64 %3064
  %3078 = load double, ptr %3077, align 8, !tbaa !9
  %3079 = fadd double %3074, %3078
  %3080 = call double @cos(double noundef %3079) #14
  %3081 = fmul double %3074, 1.000000e-01
  %3082 = fmul double %3074, %3081
  %3083 = call double @llvm.fmuladd.f64(double %3076, double %3080, double %3082)
  store double %3083, ptr %3075, align 8, !tbaa !9
  %3084 = add nuw nsw i64 %3064, 2
  %3085 = add i64 %3065, 2
  %3086 = icmp eq i64 %3085, %2776
  br i1 %3086, label %3087, label %3062, !llvm.loop !22

3087:                                             ; preds = %3062, %3056
  %3088 = phi double [ %3061, %3056 ], [ %3083, %3062 ]
  %3089 = phi i64 [ 1, %3056 ], [ %3084, %3062 ]
  br i1 %2777, label %3100, label %3090

3090:                                             ; preds = %3087
  %3091 = getelementptr inbounds double, ptr %4, i64 %3089
  %3092 = load double, ptr %3091, align 8, !tbaa !9
  %3093 = getelementptr double, ptr %222, i64 %3089
  %3094 = load double, ptr %3093, align 8, !tbaa !9
  %3095 = fadd double %3088, %3094
  %3096 = call double @cos(double noundef %3095) #14
  %3097 = fmul double %3088, 1.000000e-01
  %3098 = fmul double %3088, %3097
  %3099 = call double @llvm.fmuladd.f64(double %3092, double %3096, double %3098)
  store double %3099, ptr %3091, align 8, !tbaa !9
  br label %3100

3100:                                             ; preds = %3087, %3090
  br i1 %2779, label %3126, label %3101

3101:                                             ; preds = %3100, %3101
  %3102 = phi double [ %3122, %3101 ], [ %3061, %3100 ]
  %3103 = phi i64 [ %3123, %3101 ], [ 1, %3100 ]
  %3104 = phi i64 [ %3124, %3101 ], [ 0, %3100 ]
  %3105 = getelementptr inbounds double, ptr %4, i64 %3103
  %3106 = load double, ptr %3105, align 8, !tbaa !9
  %3107 = getelementptr double, ptr %222, i64 %3103
  %3108 = load double, ptr %3107, align 8, !tbaa !9
  %3109 = fadd double %3102, %3108
  %3110 = call double @cos(double noundef %3109) #14
  %3111 = fmul double %3102, 1.000000e-01
  %3112 = fmul double %3102, %3111
  %3113 = call double @llvm.fmuladd.f64(double %3106, double %3110, double %3112)
  store double %3113, ptr %3105, align 8, !tbaa !9
  %3114 = getelementptr inbounds double, ptr %259, i64 %3103
  %3115 = load double, ptr %3114, align 8, !tbaa !9
  %3116 = getelementptr double, ptr %50, i64 %3103
  %3117 = load double, ptr %3116, align 8, !tbaa !9
  %3118 = fadd double %3113, %3117
  %3119 = call double @cos(double noundef %3118) #14
  %3120 = fmul double %3113, 1.000000e-01
  %3121 = fmul double %3113, %3120
  %3122 = call double @llvm.fmuladd.f64(double %3115, double %3119, double %3121)
  store double %3122, ptr %3114, align 8, !tbaa !9
  %3123 = add nuw nsw i64 %3103, 2
  %3124 = add i64 %3104, 2
  %3125 = icmp eq i64 %3124, %2780
  br i1 %3125, label %3126, label %3101, !llvm.loop !22

3126:                                             ; preds = %3101, %3100
  %3127 = phi double [ %3061, %3100 ], [ %3122, %3101 ]
  %3128 = phi i64 [ 1, %3100 ], [ %3123, %3101 ]
  br i1 %2781, label %3139, label %3129

3129:                                             ; preds = %3126
  %3130 = getelementptr inbounds double, ptr %4, i64 %3128
  %3131 = load double, ptr %3130, align 8, !tbaa !9
  %3132 = getelementptr double, ptr %222, i64 %3128
  %3133 = load double, ptr %3132, align 8, !tbaa !9
  %3134 = fadd double %3127, %3133
  %3135 = call double @cos(double noundef %3134) #14
  %3136 = fmul double %3127, 1.000000e-01
  %3137 = fmul double %3127, %3136
  %3138 = call double @llvm.fmuladd.f64(double %3131, double %3135, double %3137)
  store double %3138, ptr %3130, align 8, !tbaa !9
  br label %3139

3139:                                             ; preds = %3126, %3129
  br i1 %2783, label %3165, label %3140

3140:                                             ; preds = %3139, %3140
  %3141 = phi double [ %3161, %3140 ], [ %3061, %3139 ]
  %3142 = phi i64 [ %3162, %3140 ], [ 1, %3139 ]
  %3143 = phi i64 [ %3163, %3140 ], [ 0, %3139 ]
  %3144 = getelementptr inbounds double, ptr %4, i64 %3142
  %3145 = load double, ptr %3144, align 8, !tbaa !9
  %3146 = getelementptr double, ptr %222, i64 %3142
  %3147 = load double, ptr %3146, align 8, !tbaa !9
  %3148 = fadd double %3141, %3147
  %3149 = call double @cos(double noundef %3148) #14
  %3150 = fmul double %3141, 1.000000e-01
  %3151 = fmul double %3141, %3150
  %3152 = call double @llvm.fmuladd.f64(double %3145, double %3149, double %3151)
  store double %3152, ptr %3144, align 8, !tbaa !9
  %3153 = getelementptr inbounds double, ptr %260, i64 %3142
  %3154 = load double, ptr %3153, align 8, !tbaa !9
  %3155 = getelementptr double, ptr %50, i64 %3142
  %3156 = load double, ptr %3155, align 8, !tbaa !9
  %3157 = fadd double %3152, %3156
  %3158 = call double @cos(double noundef %3157) #14
  %3159 = fmul double %3152, 1.000000e-01
  %3160 = fmul double %3152, %3159
  %3161 = call double @llvm.fmuladd.f64(double %3154, double %3158, double %3160)
  store double %3161, ptr %3153, align 8, !tbaa !9
  %3162 = add nuw nsw i64 %3142, 2
  %3163 = add i64 %3143, 2
  %3164 = icmp eq i64 %3163, %2784
  br i1 %3164, label %3165, label %3140, !llvm.loop !22

3165:                                             ; preds = %3140, %3139
  %3166 = phi double [ %3061, %3139 ], [ %3161, %3140 ]
  %3167 = phi i64 [ 1, %3139 ], [ %3162, %3140 ]
  br i1 %2785, label %3178, label %3168

3168:                                             ; preds = %3165
  %3169 = getelementptr inbounds double, ptr %4, i64 %3167
  %3170 = load double, ptr %3169, align 8, !tbaa !9
  %3171 = getelementptr double, ptr %222, i64 %3167
  %3172 = load double, ptr %3171, align 8, !tbaa !9
  %3173 = fadd double %3166, %3172
  %3174 = call double @cos(double noundef %3173) #14
  %3175 = fmul double %3166, 1.000000e-01
  %3176 = fmul double %3166, %3175
  %3177 = call double @llvm.fmuladd.f64(double %3170, double %3174, double %3176)
  store double %3177, ptr %3169, align 8, !tbaa !9
  br label %3178

3178:                                             ; preds = %3165, %3168
  br i1 %2787, label %3209, label %3179

3179:                                             ; preds = %3178, %3179
  %3180 = phi i64 [ %3206, %3179 ], [ 0, %3178 ]
  %3181 = phi double [ %3205, %3179 ], [ 0.000000e+00, %3178 ]
  %3182 = phi i64 [ %3207, %3179 ], [ 0, %3178 ]
  %3183 = getelementptr inbounds double, ptr %2876, i64 %3180
  %3184 = load double, ptr %3183, align 8, !tbaa !9
  %3185 = getelementptr inbounds double, ptr %4, i64 %3180
  %3186 = load double, ptr %3185, align 16, !tbaa !9
  %3187 = call double @llvm.fmuladd.f64(double %3184, double %3186, double %3181)
  %3188 = or disjoint i64 %3180, 1
  %3189 = getelementptr inbounds double, ptr %2876, i64 %3188
  %3190 = load double, ptr %3189, align 8, !tbaa !9
  %3191 = getelementptr inbounds double, ptr %4, i64 %3188
  %3192 = load double, ptr %3191, align 8, !tbaa !9
  %3193 = call double @llvm.fmuladd.f64(double %3190, double %3192, double %3187)
  %3194 = or disjoint i64 %3180, 2
  %3195 = getelementptr inbounds double, ptr %2876, i64 %3194
  %3196 = load double, ptr %3195, align 8, !tbaa !9
  %3197 = getelementptr inbounds double, ptr %4, i64 %3194
  %3198 = load double, ptr %3197, align 16, !tbaa !9
  %3199 = call double @llvm.fmuladd.f64(double %3196, double %3198, double %3193)
  %3200 = or disjoint i64 %3180, 3
  %3201 = getelementptr inbounds double, ptr %2876, i64 %3200
  %3202 = load double, ptr %3201, align 8, !tbaa !9
  %3203 = getelementptr inbounds double, ptr %4, i64 %3200
  %3204 = load double, ptr %3203, align 8, !tbaa !9
  %3205 = call double @llvm.fmuladd.f64(double %3202, double %3204, double %3199)
  %3206 = add nuw nsw i64 %3180, 4
  %3207 = add i64 %3182, 4
  %3208 = icmp eq i64 %3207, %2788
  br i1 %3208, label %3209, label %3179, !llvm.loop !28

3209:                                             ; preds = %3179, %3178
  %3210 = phi double [ poison, %3178 ], [ %3205, %3179 ]
  %3211 = phi i64 [ 0, %3178 ], [ %3206, %3179 ]
  %3212 = phi double [ 0.000000e+00, %3178 ], [ %3205, %3179 ]
  br i1 %2789, label %3225, label %3213

3213:                                             ; preds = %3209, %3213
  %3214 = phi i64 [ %3222, %3213 ], [ %3211, %3209 ]
  %3215 = phi double [ %3221, %3213 ], [ %3212, %3209 ]
  %3216 = phi i64 [ %3223, %3213 ], [ 0, %3209 ]
  %3217 = getelementptr inbounds double, ptr %2876, i64 %3214
  %3218 = load double, ptr %3217, align 8, !tbaa !9
  %3219 = getelementptr inbounds double, ptr %4, i64 %3214
  %3220 = load double, ptr %3219, align 8, !tbaa !9
  %3221 = call double @llvm.fmuladd.f64(double %3218, double %3220, double %3215)
  %3222 = add nuw nsw i64 %3214, 1
  %3223 = add i64 %3216, 1
  %3224 = icmp eq i64 %3223, %2786
  br i1 %3224, label %3225, label %3213, !llvm.loop !31

3225:                                             ; preds = %3213, %3209
  %3226 = phi double [ %3210, %3209 ], [ %3221, %3213 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #14
  store double %2884, ptr %2883, align 8, !tbaa !9
  %3227 = fsub double %3057, %3226
  %3228 = fsub double %2889, %3058
  %3229 = fdiv double %3227, %3228
  %3230 = call double @llvm.fabs.f64(double %3229)
  %3231 = fcmp ogt double %3230, 1.000000e+00
  %3232 = select i1 %3231, double %3230, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %2882, ptr %14, align 8, !tbaa !9
  %3233 = load volatile double, ptr %14, align 8, !tbaa !9
  %3234 = call double @llvm.fabs.f64(double %3233)
  %3235 = fcmp ueq double %3234, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %3235, label %3248, label %3236

3236:                                             ; preds = %3225
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %3229, ptr %13, align 8, !tbaa !9
  %3237 = load volatile double, ptr %13, align 8, !tbaa !9
  %3238 = call double @llvm.fabs.f64(double %3237)
  %3239 = fcmp ueq double %3238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %3239, label %3248, label %3240

3240:                                             ; preds = %3236
  %3241 = fsub double %2882, %3229
  %3242 = call double @llvm.fabs.f64(double %3241)
  %3243 = fmul double %3232, 0x3EB0C6F7A0B5ED8D
  %3244 = fcmp ugt double %3242, %3243
  br i1 %3244, label %3248, label %3245

3245:                                             ; preds = %3240
  %3246 = trunc nuw nsw i64 %2880 to i32
  %3247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3246, double noundef %2882, double noundef %3229, ptr noundef nonnull @.str.18)
  br label %3253

3248:                                             ; preds = %3240, %3236, %3225
  %3249 = trunc nuw nsw i64 %2880 to i32
  %3250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3249, double noundef %2882, double noundef %3229, ptr noundef nonnull @.str.19)
  %3251 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3252 = add nsw i32 %3251, 1
  store i32 %3252, ptr @n_fail, align 4, !tbaa !11
  br label %3253

3253:                                             ; preds = %3248, %3245
  %3254 = add nuw nsw i64 %2880, 1
  %3255 = icmp eq i64 %3254, %414
  br i1 %3255, label %3256, label %2879, !llvm.loop !17

3256:                                             ; preds = %3253
  call void @free(ptr noundef nonnull %2878) #14
  %3257 = getelementptr inbounds [3 x [7 x double]], ptr %52, i64 0, i64 %2875
  %3258 = call noalias ptr @malloc(i64 noundef %411) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3258, ptr nonnull readonly align 16 %50, i64 %413, i1 false)
  %3259 = getelementptr i8, ptr %3258, i64 -8
  br label %3260

3260:                                             ; preds = %3634, %3256
  %3261 = phi i64 [ 0, %3256 ], [ %3635, %3634 ]
  %3262 = getelementptr inbounds double, ptr %3257, i64 %3261
  %3263 = load double, ptr %3262, align 8, !tbaa !9
  %3264 = getelementptr inbounds double, ptr %3258, i64 %3261
  %3265 = load double, ptr %3264, align 8, !tbaa !9
  %3266 = call double @llvm.fabs.f64(double %3265)
  %3267 = fcmp ogt double %3266, 1.000000e+00
  %3268 = select i1 %3267, double %3266, double 1.000000e+00
  %3269 = fmul double %3268, 0x3EB0C6F7A0B5ED8D
  %3270 = fadd double %3265, %3269
  store double %3270, ptr %3264, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %3271 = load i32, ptr @calls, align 4, !tbaa !11
  %3272 = add nsw i32 %3271, 1
  store i32 %3272, ptr @calls, align 4, !tbaa !11
  %3273 = load double, ptr %1, align 16, !tbaa !9
  br i1 %2791, label %3299, label %3274

3274:                                             ; preds = %3260, %3274
  %3275 = phi double [ %3295, %3274 ], [ %3273, %3260 ]
  %3276 = phi i64 [ %3296, %3274 ], [ 1, %3260 ]
  %3277 = phi i64 [ %3297, %3274 ], [ 0, %3260 ]
  %3278 = getelementptr inbounds double, ptr %1, i64 %3276
  %3279 = load double, ptr %3278, align 8, !tbaa !9
  %3280 = getelementptr double, ptr %3259, i64 %3276
  %3281 = load double, ptr %3280, align 8, !tbaa !9
  %3282 = fadd double %3275, %3281
  %3283 = call double @cos(double noundef %3282) #14
  %3284 = fmul double %3275, 1.000000e-01
  %3285 = fmul double %3275, %3284
  %3286 = call double @llvm.fmuladd.f64(double %3279, double %3283, double %3285)
  store double %3286, ptr %3278, align 8, !tbaa !9
  %3287 = getelementptr inbounds double, ptr %261, i64 %3276
  %3288 = load double, ptr %3287, align 8, !tbaa !9
  %3289 = getelementptr double, ptr %3258, i64 %3276
  %3290 = load double, ptr %3289, align 8, !tbaa !9
  %3291 = fadd double %3286, %3290
  %3292 = call double @cos(double noundef %3291) #14
  %3293 = fmul double %3286, 1.000000e-01
  %3294 = fmul double %3286, %3293
  %3295 = call double @llvm.fmuladd.f64(double %3288, double %3292, double %3294)
  store double %3295, ptr %3287, align 8, !tbaa !9
  %3296 = add nuw nsw i64 %3276, 2
  %3297 = add i64 %3277, 2
  %3298 = icmp eq i64 %3297, %2792
  br i1 %3298, label %3299, label %3274, !llvm.loop !22

3299:                                             ; preds = %3274, %3260
  %3300 = phi double [ %3273, %3260 ], [ %3295, %3274 ]
  %3301 = phi i64 [ 1, %3260 ], [ %3296, %3274 ]
  br i1 %2793, label %3312, label %3302

3302:                                             ; preds = %3299
  %3303 = getelementptr inbounds double, ptr %1, i64 %3301
  %3304 = load double, ptr %3303, align 8, !tbaa !9
  %3305 = getelementptr double, ptr %3259, i64 %3301
  %3306 = load double, ptr %3305, align 8, !tbaa !9
  %3307 = fadd double %3300, %3306
  %3308 = call double @cos(double noundef %3307) #14
  %3309 = fmul double %3300, 1.000000e-01
  %3310 = fmul double %3300, %3309
  %3311 = call double @llvm.fmuladd.f64(double %3304, double %3308, double %3310)
  store double %3311, ptr %3303, align 8, !tbaa !9
  br label %3312

3312:                                             ; preds = %3299, %3302
  br i1 %2795, label %3338, label %3313

3313:                                             ; preds = %3312, %3313
  %3314 = phi double [ %3334, %3313 ], [ %3273, %3312 ]
  %3315 = phi i64 [ %3335, %3313 ], [ 1, %3312 ]
  %3316 = phi i64 [ %3336, %3313 ], [ 0, %3312 ]
  %3317 = getelementptr inbounds double, ptr %1, i64 %3315
  %3318 = load double, ptr %3317, align 8, !tbaa !9
  %3319 = getelementptr double, ptr %3259, i64 %3315
  %3320 = load double, ptr %3319, align 8, !tbaa !9
  %3321 = fadd double %3314, %3320
  %3322 = call double @cos(double noundef %3321) #14
  %3323 = fmul double %3314, 1.000000e-01
  %3324 = fmul double %3314, %3323
  %3325 = call double @llvm.fmuladd.f64(double %3318, double %3322, double %3324)
  store double %3325, ptr %3317, align 8, !tbaa !9
  %3326 = getelementptr inbounds double, ptr %262, i64 %3315
  %3327 = load double, ptr %3326, align 8, !tbaa !9
  %3328 = getelementptr double, ptr %3258, i64 %3315
  %3329 = load double, ptr %3328, align 8, !tbaa !9
  %3330 = fadd double %3325, %3329
  %3331 = call double @cos(double noundef %3330) #14
  %3332 = fmul double %3325, 1.000000e-01
  %3333 = fmul double %3325, %3332
  %3334 = call double @llvm.fmuladd.f64(double %3327, double %3331, double %3333)
  store double %3334, ptr %3326, align 8, !tbaa !9
  %3335 = add nuw nsw i64 %3315, 2
  %3336 = add i64 %3316, 2
  %3337 = icmp eq i64 %3336, %2796
  br i1 %3337, label %3338, label %3313, !llvm.loop !22

3338:                                             ; preds = %3313, %3312
  %3339 = phi double [ %3273, %3312 ], [ %3334, %3313 ]
  %3340 = phi i64 [ 1, %3312 ], [ %3335, %3313 ]
  br i1 %2797, label %3351, label %3341

3341:                                             ; preds = %3338
  %3342 = getelementptr inbounds double, ptr %1, i64 %3340
  %3343 = load double, ptr %3342, align 8, !tbaa !9
  %3344 = getelementptr double, ptr %3259, i64 %3340
  %3345 = load double, ptr %3344, align 8, !tbaa !9
  %3346 = fadd double %3339, %3345
  %3347 = call double @cos(double noundef %3346) #14
  %3348 = fmul double %3339, 1.000000e-01
  %3349 = fmul double %3339, %3348
  %3350 = call double @llvm.fmuladd.f64(double %3343, double %3347, double %3349)
  store double %3350, ptr %3342, align 8, !tbaa !9
  br label %3351

3351:                                             ; preds = %3338, %3341
  br i1 %2799, label %3377, label %3352

3352:                                             ; preds = %3351, %3352
  %3353 = phi double [ %3373, %3352 ], [ %3273, %3351 ]
  %3354 = phi i64 [ %3374, %3352 ], [ 1, %3351 ]
  %3355 = phi i64 [ %3375, %3352 ], [ 0, %3351 ]
  %3356 = getelementptr inbounds double, ptr %1, i64 %3354
  %3357 = load double, ptr %3356, align 8, !tbaa !9
  %3358 = getelementptr double, ptr %3259, i64 %3354
  %3359 = load double, ptr %3358, align 8, !tbaa !9
  %3360 = fadd double %3353, %3359
  %3361 = call double @cos(double noundef %3360) #14
  %3362 = fmul double %3353, 1.000000e-01
  %3363 = fmul double %3353, %3362
  %3364 = call double @llvm.fmuladd.f64(double %3357, double %3361, double %3363)
  store double %3364, ptr %3356, align 8, !tbaa !9
  %3365 = getelementptr inbounds double, ptr %263, i64 %3354
  %3366 = load double, ptr %3365, align 8, !tbaa !9
  %3367 = getelementptr double, ptr %3258, i64 %3354
  %3368 = load double, ptr %3367, align 8, !tbaa !9
  %3369 = fadd double %3364, %3368
  %3370 = call double @cos(double noundef %3369) #14
  %3371 = fmul double %3364, 1.000000e-01
  %3372 = fmul double %3364, %3371
  %3373 = call double @llvm.fmuladd.f64(double %3366, double %3370, double %3372)
  store double %3373, ptr %3365, align 8, !tbaa !9
  %3374 = add nuw nsw i64 %3354, 2
  %3375 = add i64 %3355, 2
  %3376 = icmp eq i64 %3375, %2800
  br i1 %3376, label %3377, label %3352, !llvm.loop !22

3377:                                             ; preds = %3352, %3351
  %3378 = phi double [ %3273, %3351 ], [ %3373, %3352 ]
  %3379 = phi i64 [ 1, %3351 ], [ %3374, %3352 ]
  br i1 %2801, label %3390, label %3380

3380:                                             ; preds = %3377
  %3381 = getelementptr inbounds double, ptr %1, i64 %3379
  %3382 = load double, ptr %3381, align 8, !tbaa !9
  %3383 = getelementptr double, ptr %3259, i64 %3379
  %3384 = load double, ptr %3383, align 8, !tbaa !9
  %3385 = fadd double %3378, %3384
  %3386 = call double @cos(double noundef %3385) #14
  %3387 = fmul double %3378, 1.000000e-01
  %3388 = fmul double %3378, %3387
  %3389 = call double @llvm.fmuladd.f64(double %3382, double %3386, double %3388)
  store double %3389, ptr %3381, align 8, !tbaa !9
  br label %3390

3390:                                             ; preds = %3377, %3380
  br i1 %2803, label %3421, label %3391

3391:                                             ; preds = %3390, %3391
  %3392 = phi i64 [ %3418, %3391 ], [ 0, %3390 ]
  %3393 = phi double [ %3417, %3391 ], [ 0.000000e+00, %3390 ]
  %3394 = phi i64 [ %3419, %3391 ], [ 0, %3390 ]
  %3395 = getelementptr inbounds double, ptr %2876, i64 %3392
  %3396 = load double, ptr %3395, align 8, !tbaa !9
  %3397 = getelementptr inbounds double, ptr %1, i64 %3392
  %3398 = load double, ptr %3397, align 16, !tbaa !9
  %3399 = call double @llvm.fmuladd.f64(double %3396, double %3398, double %3393)
  %3400 = or disjoint i64 %3392, 1
  %3401 = getelementptr inbounds double, ptr %2876, i64 %3400
  %3402 = load double, ptr %3401, align 8, !tbaa !9
  %3403 = getelementptr inbounds double, ptr %1, i64 %3400
  %3404 = load double, ptr %3403, align 8, !tbaa !9
  %3405 = call double @llvm.fmuladd.f64(double %3402, double %3404, double %3399)
  %3406 = or disjoint i64 %3392, 2
  %3407 = getelementptr inbounds double, ptr %2876, i64 %3406
  %3408 = load double, ptr %3407, align 8, !tbaa !9
  %3409 = getelementptr inbounds double, ptr %1, i64 %3406
  %3410 = load double, ptr %3409, align 16, !tbaa !9
  %3411 = call double @llvm.fmuladd.f64(double %3408, double %3410, double %3405)
  %3412 = or disjoint i64 %3392, 3
  %3413 = getelementptr inbounds double, ptr %2876, i64 %3412
  %3414 = load double, ptr %3413, align 8, !tbaa !9
  %3415 = getelementptr inbounds double, ptr %1, i64 %3412
  %3416 = load double, ptr %3415, align 8, !tbaa !9
  %3417 = call double @llvm.fmuladd.f64(double %3414, double %3416, double %3411)
  %3418 = add nuw nsw i64 %3392, 4
  %3419 = add i64 %3394, 4
  %3420 = icmp eq i64 %3419, %2804
  br i1 %3420, label %3421, label %3391, !llvm.loop !28

3421:                                             ; preds = %3391, %3390
  %3422 = phi double [ poison, %3390 ], [ %3417, %3391 ]
  %3423 = phi i64 [ 0, %3390 ], [ %3418, %3391 ]
  %3424 = phi double [ 0.000000e+00, %3390 ], [ %3417, %3391 ]
  br i1 %2805, label %3437, label %3425

3425:                                             ; preds = %3421, %3425
  %3426 = phi i64 [ %3434, %3425 ], [ %3423, %3421 ]
  %3427 = phi double [ %3433, %3425 ], [ %3424, %3421 ]
  %3428 = phi i64 [ %3435, %3425 ], [ 0, %3421 ]
  %3429 = getelementptr inbounds double, ptr %2876, i64 %3426
  %3430 = load double, ptr %3429, align 8, !tbaa !9
  %3431 = getelementptr inbounds double, ptr %1, i64 %3426
  %3432 = load double, ptr %3431, align 8, !tbaa !9
  %3433 = call double @llvm.fmuladd.f64(double %3430, double %3432, double %3427)
  %3434 = add nuw nsw i64 %3426, 1
  %3435 = add i64 %3428, 1
  %3436 = icmp eq i64 %3435, %2802
  br i1 %3436, label %3437, label %3425, !llvm.loop !32

3437:                                             ; preds = %3425, %3421
  %3438 = phi double [ %3422, %3421 ], [ %3433, %3425 ]
  %3439 = fsub double %3265, %3269
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #14
  store double %3439, ptr %3264, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %3440 = load i32, ptr @calls, align 4, !tbaa !11
  %3441 = add nsw i32 %3440, 1
  store i32 %3441, ptr @calls, align 4, !tbaa !11
  %3442 = load double, ptr %2, align 16, !tbaa !9
  br i1 %2807, label %3468, label %3443

3443:                                             ; preds = %3437, %3443
  %3444 = phi double [ %3464, %3443 ], [ %3442, %3437 ]
  %3445 = phi i64 [ %3465, %3443 ], [ 1, %3437 ]
  %3446 = phi i64 [ %3466, %3443 ], [ 0, %3437 ]
  %3447 = getelementptr inbounds double, ptr %2, i64 %3445
  %3448 = load double, ptr %3447, align 8, !tbaa !9
  %3449 = getelementptr double, ptr %3259, i64 %3445
  %3450 = load double, ptr %3449, align 8, !tbaa !9
  %3451 = fadd double %3444, %3450
  %3452 = call double @cos(double noundef %3451) #14
  %3453 = fmul double %3444, 1.000000e-01
  %3454 = fmul double %3444, %3453
  %3455 = call double @llvm.fmuladd.f64(double %3448, double %3452, double %3454)
  store double %3455, ptr %3447, align 8, !tbaa !9
  %3456 = getelementptr inbounds double, ptr %264, i64 %3445
  %3457 = load double, ptr %3456, align 8, !tbaa !9
  %3458 = getelementptr double, ptr %3258, i64 %3445
  %3459 = load double, ptr %3458, align 8, !tbaa !9
  %3460 = fadd double %3455, %3459
  %3461 = call double @cos(double noundef %3460) #14
  %3462 = fmul double %3455, 1.000000e-01
  %3463 = fmul double %3455, %3462
  %3464 = call double @llvm.fmuladd.f64(double %3457, double %3461, double %3463)
  store double %3464, ptr %3456, align 8, !tbaa !9
  %3465 = add nuw nsw i64 %3445, 2
  %3466 = add i64 %3446, 2
  %3467 = icmp eq i64 %3466, %2808
  br i1 %3467, label %3468, label %3443, !llvm.loop !22

3468:                                             ; preds = %3443, %3437
  %3469 = phi double [ %3442, %3437 ], [ %3464, %3443 ]
  %3470 = phi i64 [ 1, %3437 ], [ %3465, %3443 ]
  br i1 %2809, label %3481, label %3471

3471:                                             ; preds = %3468
  %3472 = getelementptr inbounds double, ptr %2, i64 %3470
  %3473 = load double, ptr %3472, align 8, !tbaa !9
  %3474 = getelementptr double, ptr %3259, i64 %3470
  %3475 = load double, ptr %3474, align 8, !tbaa !9
  %3476 = fadd double %3469, %3475
  %3477 = call double @cos(double noundef %3476) #14
  %3478 = fmul double %3469, 1.000000e-01
  %3479 = fmul double %3469, %3478
  %3480 = call double @llvm.fmuladd.f64(double %3473, double %3477, double %3479)
  store double %3480, ptr %3472, align 8, !tbaa !9
  br label %3481

3481:                                             ; preds = %3468, %3471
  br i1 %2811, label %3507, label %3482

3482:                                             ; preds = %3481, %3482
  %3483 = phi double [ %3503, %3482 ], [ %3442, %3481 ]
  %3484 = phi i64 [ %3504, %3482 ], [ 1, %3481 ]
  %3485 = phi i64 [ %3505, %3482 ], [ 0, %3481 ]
  %3486 = getelementptr inbounds double, ptr %2, i64 %3484
  %3487 = load double, ptr %3486, align 8, !tbaa !9
  %3488 = getelementptr double, ptr %3259, i64 %3484
  %3489 = load double, ptr %3488, align 8, !tbaa !9
  %3490 = fadd double %3483, %3489
  %3491 = call double @cos(double noundef %3490) #14
  %3492 = fmul double %3483, 1.000000e-01
  %3493 = fmul double %3483, %3492
  %3494 = call double @llvm.fmuladd.f64(double %3487, double %3491, double %3493)
  store double %3494, ptr %3486, align 8, !tbaa !9
  %3495 = getelementptr inbounds double, ptr %265, i64 %3484
  %3496 = load double, ptr %3495, align 8, !tbaa !9
  %3497 = getelementptr double, ptr %3258, i64 %3484
  %3498 = load double, ptr %3497, align 8, !tbaa !9
  %3499 = fadd double %3494, %3498
  %3500 = call double @cos(double noundef %3499) #14
  %3501 = fmul double %3494, 1.000000e-01
  %3502 = fmul double %3494, %3501
  %3503 = call double @llvm.fmuladd.f64(double %3496, double %3500, double %3502)
  store double %3503, ptr %3495, align 8, !tbaa !9
  %3504 = add nuw nsw i64 %3484, 2
  %3505 = add i64 %3485, 2
  %3506 = icmp eq i64 %3505, %2812
  br i1 %3506, label %3507, label %3482, !llvm.loop !22

3507:                                             ; preds = %3482, %3481
  %3508 = phi double [ %3442, %3481 ], [ %3503, %3482 ]
  %3509 = phi i64 [ 1, %3481 ], [ %3504, %3482 ]
  br i1 %2813, label %3520, label %3510

3510:                                             ; preds = %3507
  %3511 = getelementptr inbounds double, ptr %2, i64 %3509
  %3512 = load double, ptr %3511, align 8, !tbaa !9
  %3513 = getelementptr double, ptr %3259, i64 %3509
  %3514 = load double, ptr %3513, align 8, !tbaa !9
  %3515 = fadd double %3508, %3514
  %3516 = call double @cos(double noundef %3515) #14
  %3517 = fmul double %3508, 1.000000e-01
  %3518 = fmul double %3508, %3517
  %3519 = call double @llvm.fmuladd.f64(double %3512, double %3516, double %3518)
  store double %3519, ptr %3511, align 8, !tbaa !9
  br label %3520

3520:                                             ; preds = %3507, %3510
  br i1 %2815, label %3546, label %3521

3521:                                             ; preds = %3520, %3521
  %3522 = phi double [ %3542, %3521 ], [ %3442, %3520 ]
  %3523 = phi i64 [ %3543, %3521 ], [ 1, %3520 ]
  %3524 = phi i64 [ %3544, %3521 ], [ 0, %3520 ]
  %3525 = getelementptr inbounds double, ptr %2, i64 %3523
  %3526 = load double, ptr %3525, align 8, !tbaa !9
  %3527 = getelementptr double, ptr %3259, i64 %3523
  %3528 = load double, ptr %3527, align 8, !tbaa !9
  %3529 = fadd double %3522, %3528
  %3530 = call double @cos(double noundef %3529) #14
  %3531 = fmul double %3522, 1.000000e-01
  %3532 = fmul double %3522, %3531
  %3533 = call double @llvm.fmuladd.f64(double %3526, double %3530, double %3532)
  store double %3533, ptr %3525, align 8, !tbaa !9
  %3534 = getelementptr inbounds double, ptr %266, i64 %3523
  %3535 = load double, ptr %3534, align 8, !tbaa !9
  %3536 = getelementptr double, ptr %3258, i64 %3523
  %3537 = load double, ptr %3536, align 8, !tbaa !9
  %3538 = fadd double %3533, %3537
  %3539 = call double @cos(double noundef %3538) #14
  %3540 = fmul double %3533, 1.000000e-01
  %3541 = fmul double %3533, %3540
  %3542 = call double @llvm.fmuladd.f64(double %3535, double %3539, double %3541)
  store double %3542, ptr %3534, align 8, !tbaa !9
  %3543 = add nuw nsw i64 %3523, 2
  %3544 = add i64 %3524, 2
  %3545 = icmp eq i64 %3544, %2816
  br i1 %3545, label %3546, label %3521, !llvm.loop !22

3546:                                             ; preds = %3521, %3520
  %3547 = phi double [ %3442, %3520 ], [ %3542, %3521 ]
  %3548 = phi i64 [ 1, %3520 ], [ %3543, %3521 ]
  br i1 %2817, label %3559, label %3549

3549:                                             ; preds = %3546
  %3550 = getelementptr inbounds double, ptr %2, i64 %3548
  %3551 = load double, ptr %3550, align 8, !tbaa !9
  %3552 = getelementptr double, ptr %3259, i64 %3548
  %3553 = load double, ptr %3552, align 8, !tbaa !9
  %3554 = fadd double %3547, %3553
  %3555 = call double @cos(double noundef %3554) #14
  %3556 = fmul double %3547, 1.000000e-01
  %3557 = fmul double %3547, %3556
  %3558 = call double @llvm.fmuladd.f64(double %3551, double %3555, double %3557)
  store double %3558, ptr %3550, align 8, !tbaa !9
  br label %3559

3559:                                             ; preds = %3546, %3549
  br i1 %2819, label %3590, label %3560

3560:                                             ; preds = %3559, %3560
  %3561 = phi i64 [ %3587, %3560 ], [ 0, %3559 ]
  %3562 = phi double [ %3586, %3560 ], [ 0.000000e+00, %3559 ]
  %3563 = phi i64 [ %3588, %3560 ], [ 0, %3559 ]
  %3564 = getelementptr inbounds double, ptr %2876, i64 %3561
  %3565 = load double, ptr %3564, align 8, !tbaa !9
  %3566 = getelementptr inbounds double, ptr %2, i64 %3561
  %3567 = load double, ptr %3566, align 16, !tbaa !9
  %3568 = call double @llvm.fmuladd.f64(double %3565, double %3567, double %3562)
  %3569 = or disjoint i64 %3561, 1
  %3570 = getelementptr inbounds double, ptr %2876, i64 %3569
  %3571 = load double, ptr %3570, align 8, !tbaa !9
  %3572 = getelementptr inbounds double, ptr %2, i64 %3569
  %3573 = load double, ptr %3572, align 8, !tbaa !9
  %3574 = call double @llvm.fmuladd.f64(double %3571, double %3573, double %3568)
  %3575 = or disjoint i64 %3561, 2
  %3576 = getelementptr inbounds double, ptr %2876, i64 %3575
  %3577 = load double, ptr %3576, align 8, !tbaa !9
  %3578 = getelementptr inbounds double, ptr %2, i64 %3575
  %3579 = load double, ptr %3578, align 16, !tbaa !9
  %3580 = call double @llvm.fmuladd.f64(double %3577, double %3579, double %3574)
  %3581 = or disjoint i64 %3561, 3
  %3582 = getelementptr inbounds double, ptr %2876, i64 %3581
  %3583 = load double, ptr %3582, align 8, !tbaa !9
  %3584 = getelementptr inbounds double, ptr %2, i64 %3581
  %3585 = load double, ptr %3584, align 8, !tbaa !9
  %3586 = call double @llvm.fmuladd.f64(double %3583, double %3585, double %3580)
  %3587 = add nuw nsw i64 %3561, 4
  %3588 = add i64 %3563, 4
  %3589 = icmp eq i64 %3588, %2820
  br i1 %3589, label %3590, label %3560, !llvm.loop !28

3590:                                             ; preds = %3560, %3559
  %3591 = phi double [ poison, %3559 ], [ %3586, %3560 ]
  %3592 = phi i64 [ 0, %3559 ], [ %3587, %3560 ]
  %3593 = phi double [ 0.000000e+00, %3559 ], [ %3586, %3560 ]
  br i1 %2821, label %3606, label %3594

3594:                                             ; preds = %3590, %3594
  %3595 = phi i64 [ %3603, %3594 ], [ %3592, %3590 ]
  %3596 = phi double [ %3602, %3594 ], [ %3593, %3590 ]
  %3597 = phi i64 [ %3604, %3594 ], [ 0, %3590 ]
  %3598 = getelementptr inbounds double, ptr %2876, i64 %3595
  %3599 = load double, ptr %3598, align 8, !tbaa !9
  %3600 = getelementptr inbounds double, ptr %2, i64 %3595
  %3601 = load double, ptr %3600, align 8, !tbaa !9
  %3602 = call double @llvm.fmuladd.f64(double %3599, double %3601, double %3596)
  %3603 = add nuw nsw i64 %3595, 1
  %3604 = add i64 %3597, 1
  %3605 = icmp eq i64 %3604, %2818
  br i1 %3605, label %3606, label %3594, !llvm.loop !33

3606:                                             ; preds = %3594, %3590
  %3607 = phi double [ %3591, %3590 ], [ %3602, %3594 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #14
  store double %3265, ptr %3264, align 8, !tbaa !9
  %3608 = fsub double %3438, %3607
  %3609 = fsub double %3270, %3439
  %3610 = fdiv double %3608, %3609
  %3611 = call double @llvm.fabs.f64(double %3610)
  %3612 = fcmp ogt double %3611, 1.000000e+00
  %3613 = select i1 %3612, double %3611, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %3263, ptr %12, align 8, !tbaa !9
  %3614 = load volatile double, ptr %12, align 8, !tbaa !9
  %3615 = call double @llvm.fabs.f64(double %3614)
  %3616 = fcmp ueq double %3615, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %3616, label %3629, label %3617

3617:                                             ; preds = %3606
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %3610, ptr %11, align 8, !tbaa !9
  %3618 = load volatile double, ptr %11, align 8, !tbaa !9
  %3619 = call double @llvm.fabs.f64(double %3618)
  %3620 = fcmp ueq double %3619, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %3620, label %3629, label %3621

3621:                                             ; preds = %3617
  %3622 = fsub double %3263, %3610
  %3623 = call double @llvm.fabs.f64(double %3622)
  %3624 = fmul double %3613, 0x3EB0C6F7A0B5ED8D
  %3625 = fcmp ugt double %3623, %3624
  br i1 %3625, label %3629, label %3626

3626:                                             ; preds = %3621
  %3627 = trunc nuw nsw i64 %3261 to i32
  %3628 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3627, double noundef %3263, double noundef %3610, ptr noundef nonnull @.str.18)
  br label %3634

3629:                                             ; preds = %3621, %3617, %3606
  %3630 = trunc nuw nsw i64 %3261 to i32
  %3631 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3630, double noundef %3263, double noundef %3610, ptr noundef nonnull @.str.19)
  %3632 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3633 = add nsw i32 %3632, 1
  store i32 %3633, ptr @n_fail, align 4, !tbaa !11
  br label %3634

3634:                                             ; preds = %3629, %3626
  %3635 = add nuw nsw i64 %3261, 1
  %3636 = icmp eq i64 %3635, %414
  br i1 %3636, label %3637, label %3260, !llvm.loop !17

3637:                                             ; preds = %3634
  call void @free(ptr noundef nonnull %3258) #14
  %3638 = add nuw nsw i64 %2875, 1
  %3639 = icmp eq i64 %3638, 3
  br i1 %3639, label %2830, label %2874, !llvm.loop !34

3640:                                             ; preds = %3882
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %59) #14
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %58) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #14
  br i1 %274, label %273, label %267, !llvm.loop !35

3641:                                             ; preds = %2867, %3882
  %3642 = phi i1 [ true, %2867 ], [ false, %3882 ]
  %3643 = phi ptr [ %59, %2867 ], [ %248, %3882 ]
  %3644 = phi double [ %2872, %2867 ], [ %2873, %3882 ]
  %3645 = phi ptr [ %58, %2867 ], [ %249, %3882 ]
  %3646 = phi i64 [ 0, %2867 ], [ 1, %3882 ]
  %3647 = load double, ptr %3643, align 8, !tbaa !9
  %3648 = getelementptr inbounds [2 x double], ptr %225, i64 0, i64 %3646
  %3649 = load double, ptr %3648, align 8, !tbaa !9
  %3650 = load i32, ptr @calls, align 4, !tbaa !11
  %3651 = add nsw i32 %3650, 1
  store i32 %3651, ptr @calls, align 4, !tbaa !11
  br label %3652

3652:                                             ; preds = %3652, %3641
  %3653 = phi i64 [ 0, %3641 ], [ %3668, %3652 ]
  %3654 = phi double [ 0.000000e+00, %3641 ], [ %3667, %3652 ]
  %3655 = getelementptr inbounds double, ptr %39, i64 %3653
  %3656 = load double, ptr %3655, align 8, !tbaa !9
  %3657 = fmul double %3656, %3656
  %3658 = call double @llvm.fmuladd.f64(double %3657, double 7.000010e-01, double 1.000000e+00)
  %3659 = call double @log(double noundef %3658) #14
  %3660 = trunc nuw nsw i64 %3653 to i32
  %3661 = uitofp nneg i32 %3660 to double
  %3662 = fmul double %3661, -4.000000e-01
  %3663 = call double @cos(double noundef %3662) #14
  %3664 = load double, ptr %3655, align 8, !tbaa !9
  %3665 = fmul double %3664, 0xBFD1EB86CC377B97
  %3666 = call double @llvm.fmuladd.f64(double %3659, double %3663, double %3665)
  %3667 = fadd double %3654, %3666
  %3668 = add nuw nsw i64 %3653, 1
  %3669 = icmp eq i64 %3668, %414
  br i1 %3669, label %3670, label %3652, !llvm.loop !36

3670:                                             ; preds = %3652
  %3671 = load i32, ptr @calls, align 4, !tbaa !11
  %3672 = add nsw i32 %3671, 1
  store i32 %3672, ptr @calls, align 4, !tbaa !11
  br label %3673

3673:                                             ; preds = %3673, %3670
  %3674 = phi i64 [ 0, %3670 ], [ %3689, %3673 ]
  %3675 = phi double [ 0.000000e+00, %3670 ], [ %3688, %3673 ]
  %3676 = getelementptr inbounds double, ptr %39, i64 %3674
  %3677 = load double, ptr %3676, align 8, !tbaa !9
  %3678 = fmul double %3677, %3677
  %3679 = call double @llvm.fmuladd.f64(double %3678, double 0x3FE666644D87724F, double 1.000000e+00)
  %3680 = call double @log(double noundef %3679) #14
  %3681 = trunc nuw nsw i64 %3674 to i32
  %3682 = uitofp nneg i32 %3681 to double
  %3683 = fmul double %3682, -4.000000e-01
  %3684 = call double @cos(double noundef %3683) #14
  %3685 = load double, ptr %3676, align 8, !tbaa !9
  %3686 = fmul double %3685, 0xBFD1EB837139283F
  %3687 = call double @llvm.fmuladd.f64(double %3680, double %3684, double %3686)
  %3688 = fadd double %3675, %3687
  %3689 = add nuw nsw i64 %3674, 1
  %3690 = icmp eq i64 %3689, %414
  br i1 %3690, label %3691, label %3673, !llvm.loop !36

3691:                                             ; preds = %3673
  %3692 = insertelement <2 x double> poison, double %3667, i64 0
  %3693 = insertelement <2 x double> %3692, double %3688, i64 1
  %3694 = fmul <2 x double> %3693, %3693
  %3695 = insertelement <2 x double> poison, double %3644, i64 0
  %3696 = shufflevector <2 x double> %3695, <2 x double> poison, <2 x i32> zeroinitializer
  %3697 = fmul <2 x double> %3694, %3696
  %3698 = shufflevector <2 x double> %3697, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %3699 = fsub <2 x double> %3697, %3698
  %3700 = extractelement <2 x double> %3699, i64 0
  %3701 = fdiv double %3700, 0x3EC0C6F7A0B80000
  %3702 = call double @llvm.fabs.f64(double %3701)
  %3703 = fcmp ogt double %3702, 1.000000e+00
  %3704 = select i1 %3703, double %3702, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %3647, ptr %10, align 8, !tbaa !9
  %3705 = load volatile double, ptr %10, align 8, !tbaa !9
  %3706 = call double @llvm.fabs.f64(double %3705)
  %3707 = fcmp ueq double %3706, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %3707, label %3719, label %3708

3708:                                             ; preds = %3691
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %3701, ptr %9, align 8, !tbaa !9
  %3709 = load volatile double, ptr %9, align 8, !tbaa !9
  %3710 = call double @llvm.fabs.f64(double %3709)
  %3711 = fcmp ueq double %3710, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %3711, label %3719, label %3712

3712:                                             ; preds = %3708
  %3713 = fsub double %3647, %3701
  %3714 = call double @llvm.fabs.f64(double %3713)
  %3715 = fmul double %3704, 0x3EB0C6F7A0B5ED8D
  %3716 = fcmp ugt double %3714, %3715
  br i1 %3716, label %3719, label %3717

3717:                                             ; preds = %3712
  %3718 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef %3647, double noundef %3701, ptr noundef nonnull @.str.18)
  br label %3723

3719:                                             ; preds = %3712, %3708, %3691
  %3720 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef %3647, double noundef %3701, ptr noundef nonnull @.str.19)
  %3721 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3722 = add nsw i32 %3721, 1
  store i32 %3722, ptr @n_fail, align 4, !tbaa !11
  br label %3723

3723:                                             ; preds = %3719, %3717
  %3724 = load i32, ptr @calls, align 4, !tbaa !11
  %3725 = add nsw i32 %3724, 1
  store i32 %3725, ptr @calls, align 4, !tbaa !11
  br label %3726

3726:                                             ; preds = %3726, %3723
  %3727 = phi i64 [ 0, %3723 ], [ %3742, %3726 ]
  %3728 = phi double [ 0.000000e+00, %3723 ], [ %3741, %3726 ]
  %3729 = getelementptr inbounds double, ptr %39, i64 %3727
  %3730 = load double, ptr %3729, align 8, !tbaa !9
  %3731 = fmul double %3730, %3730
  %3732 = call double @llvm.fmuladd.f64(double %3731, double 0x3FE6666666666666, double 1.000000e+00)
  %3733 = call double @log(double noundef %3732) #14
  %3734 = trunc nuw nsw i64 %3727 to i32
  %3735 = uitofp nneg i32 %3734 to double
  %3736 = fmul double %3735, 0xBFD9999567DBB16D
  %3737 = call double @cos(double noundef %3736) #14
  %3738 = load double, ptr %3729, align 8, !tbaa !9
  %3739 = fmul double %3738, 0xBFD1EB822F19C8FF
  %3740 = call double @llvm.fmuladd.f64(double %3733, double %3737, double %3739)
  %3741 = fadd double %3728, %3740
  %3742 = add nuw nsw i64 %3727, 1
  %3743 = icmp eq i64 %3742, %414
  br i1 %3743, label %3744, label %3726, !llvm.loop !36

3744:                                             ; preds = %3726
  %3745 = load i32, ptr @calls, align 4, !tbaa !11
  %3746 = add nsw i32 %3745, 1
  store i32 %3746, ptr @calls, align 4, !tbaa !11
  br label %3747

3747:                                             ; preds = %3747, %3744
  %3748 = phi i64 [ 0, %3744 ], [ %3763, %3747 ]
  %3749 = phi double [ 0.000000e+00, %3744 ], [ %3762, %3747 ]
  %3750 = getelementptr inbounds double, ptr %39, i64 %3748
  %3751 = load double, ptr %3750, align 8, !tbaa !9
  %3752 = fmul double %3751, %3751
  %3753 = call double @llvm.fmuladd.f64(double %3752, double 0x3FE6666666666666, double 1.000000e+00)
  %3754 = call double @log(double noundef %3753) #14
  %3755 = trunc nuw nsw i64 %3748 to i32
  %3756 = uitofp nneg i32 %3755 to double
  %3757 = fmul double %3756, -4.000010e-01
  %3758 = call double @cos(double noundef %3757) #14
  %3759 = load double, ptr %3750, align 8, !tbaa !9
  %3760 = fmul double %3759, 0xBFD1EB880E56DAD8
  %3761 = call double @llvm.fmuladd.f64(double %3754, double %3758, double %3760)
  %3762 = fadd double %3749, %3761
  %3763 = add nuw nsw i64 %3748, 1
  %3764 = icmp eq i64 %3763, %414
  br i1 %3764, label %3765, label %3747, !llvm.loop !36

3765:                                             ; preds = %3747
  %3766 = insertelement <2 x double> poison, double %3741, i64 0
  %3767 = insertelement <2 x double> %3766, double %3762, i64 1
  %3768 = fmul <2 x double> %3767, %3767
  %3769 = fmul <2 x double> %3768, %3696
  %3770 = shufflevector <2 x double> %3769, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %3771 = fsub <2 x double> %3769, %3770
  %3772 = extractelement <2 x double> %3771, i64 0
  %3773 = fdiv double %3772, 0x3EC0C6F7A0B40000
  %3774 = call double @llvm.fabs.f64(double %3773)
  %3775 = fcmp ogt double %3774, 1.000000e+00
  %3776 = select i1 %3775, double %3774, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %3649, ptr %10, align 8, !tbaa !9
  %3777 = load volatile double, ptr %10, align 8, !tbaa !9
  %3778 = call double @llvm.fabs.f64(double %3777)
  %3779 = fcmp ueq double %3778, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %3779, label %3791, label %3780

3780:                                             ; preds = %3765
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %3773, ptr %9, align 8, !tbaa !9
  %3781 = load volatile double, ptr %9, align 8, !tbaa !9
  %3782 = call double @llvm.fabs.f64(double %3781)
  %3783 = fcmp ueq double %3782, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %3783, label %3791, label %3784

3784:                                             ; preds = %3780
  %3785 = fsub double %3649, %3773
  %3786 = call double @llvm.fabs.f64(double %3785)
  %3787 = fmul double %3776, 0x3EB0C6F7A0B5ED8D
  %3788 = fcmp ugt double %3786, %3787
  br i1 %3788, label %3791, label %3789

3789:                                             ; preds = %3784
  %3790 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef %3649, double noundef %3773, ptr noundef nonnull @.str.18)
  br label %3795

3791:                                             ; preds = %3784, %3780, %3765
  %3792 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef %3649, double noundef %3773, ptr noundef nonnull @.str.19)
  %3793 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3794 = add nsw i32 %3793, 1
  store i32 %3794, ptr @n_fail, align 4, !tbaa !11
  br label %3795

3795:                                             ; preds = %3791, %3789
  %3796 = call noalias ptr @malloc(i64 noundef %411) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3796, ptr nonnull readonly align 16 %39, i64 %413, i1 false)
  br label %3797

3797:                                             ; preds = %3795, %3879
  %3798 = phi i64 [ 0, %3795 ], [ %3880, %3879 ]
  %3799 = getelementptr inbounds double, ptr %3645, i64 %3798
  %3800 = load double, ptr %3799, align 8, !tbaa !9
  %3801 = getelementptr inbounds double, ptr %3796, i64 %3798
  %3802 = load double, ptr %3801, align 8, !tbaa !9
  %3803 = call double @llvm.fabs.f64(double %3802)
  %3804 = fcmp ogt double %3803, 1.000000e+00
  %3805 = select i1 %3804, double %3803, double 1.000000e+00
  %3806 = fmul double %3805, 0x3EB0C6F7A0B5ED8D
  %3807 = fadd double %3802, %3806
  store double %3807, ptr %3801, align 8, !tbaa !9
  %3808 = load i32, ptr @calls, align 4, !tbaa !11
  %3809 = add nsw i32 %3808, 1
  store i32 %3809, ptr @calls, align 4, !tbaa !11
  br label %3810

3810:                                             ; preds = %3810, %3797
  %3811 = phi i64 [ 0, %3797 ], [ %3825, %3810 ]
  %3812 = phi double [ 0.000000e+00, %3797 ], [ %3824, %3810 ]
  %3813 = getelementptr inbounds double, ptr %3796, i64 %3811
  %3814 = load double, ptr %3813, align 8, !tbaa !9
  %3815 = fmul double %3814, %3814
  %3816 = call double @llvm.fmuladd.f64(double %3815, double 0x3FE6666666666666, double 1.000000e+00)
  %3817 = call double @log(double noundef %3816) #14
  %3818 = trunc nuw nsw i64 %3811 to i32
  %3819 = uitofp nneg i32 %3818 to double
  %3820 = fmul double %3819, -4.000000e-01
  %3821 = call double @cos(double noundef %3820) #14
  %3822 = fmul double %3814, 0xBFD1EB851EB851EB
  %3823 = call double @llvm.fmuladd.f64(double %3817, double %3821, double %3822)
  %3824 = fadd double %3812, %3823
  %3825 = add nuw nsw i64 %3811, 1
  %3826 = icmp eq i64 %3825, %414
  br i1 %3826, label %3827, label %3810, !llvm.loop !36

3827:                                             ; preds = %3810
  %3828 = fsub double %3802, %3806
  %3829 = fmul double %3824, %3824
  store double %3828, ptr %3801, align 8, !tbaa !9
  %3830 = load i32, ptr @calls, align 4, !tbaa !11
  %3831 = add nsw i32 %3830, 1
  store i32 %3831, ptr @calls, align 4, !tbaa !11
  br label %3832

3832:                                             ; preds = %3832, %3827
  %3833 = phi i64 [ 0, %3827 ], [ %3847, %3832 ]
  %3834 = phi double [ 0.000000e+00, %3827 ], [ %3846, %3832 ]
  %3835 = getelementptr inbounds double, ptr %3796, i64 %3833
  %3836 = load double, ptr %3835, align 8, !tbaa !9
  %3837 = fmul double %3836, %3836
  %3838 = call double @llvm.fmuladd.f64(double %3837, double 0x3FE6666666666666, double 1.000000e+00)
  %3839 = call double @log(double noundef %3838) #14
  %3840 = trunc nuw nsw i64 %3833 to i32
  %3841 = uitofp nneg i32 %3840 to double
  %3842 = fmul double %3841, -4.000000e-01
  %3843 = call double @cos(double noundef %3842) #14
  %3844 = fmul double %3836, 0xBFD1EB851EB851EB
  %3845 = call double @llvm.fmuladd.f64(double %3839, double %3843, double %3844)
  %3846 = fadd double %3834, %3845
  %3847 = add nuw nsw i64 %3833, 1
  %3848 = icmp eq i64 %3847, %414
  br i1 %3848, label %3849, label %3832, !llvm.loop !36

3849:                                             ; preds = %3832
  %3850 = fmul double %3644, %3829
  %3851 = fmul double %3846, %3846
  %3852 = fmul double %3644, %3851
  store double %3802, ptr %3801, align 8, !tbaa !9
  %3853 = fsub double %3850, %3852
  %3854 = fsub double %3807, %3828
  %3855 = fdiv double %3853, %3854
  %3856 = call double @llvm.fabs.f64(double %3855)
  %3857 = fcmp ogt double %3856, 1.000000e+00
  %3858 = select i1 %3857, double %3856, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %3800, ptr %8, align 8, !tbaa !9
  %3859 = load volatile double, ptr %8, align 8, !tbaa !9
  %3860 = call double @llvm.fabs.f64(double %3859)
  %3861 = fcmp ueq double %3860, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %3861, label %3874, label %3862

3862:                                             ; preds = %3849
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %3855, ptr %7, align 8, !tbaa !9
  %3863 = load volatile double, ptr %7, align 8, !tbaa !9
  %3864 = call double @llvm.fabs.f64(double %3863)
  %3865 = fcmp ueq double %3864, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %3865, label %3874, label %3866

3866:                                             ; preds = %3862
  %3867 = fsub double %3800, %3855
  %3868 = call double @llvm.fabs.f64(double %3867)
  %3869 = fmul double %3858, 0x3EB0C6F7A0B5ED8D
  %3870 = fcmp ugt double %3868, %3869
  br i1 %3870, label %3874, label %3871

3871:                                             ; preds = %3866
  %3872 = trunc nuw nsw i64 %3798 to i32
  %3873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %3872, double noundef %3800, double noundef %3855, ptr noundef nonnull @.str.18)
  br label %3879

3874:                                             ; preds = %3866, %3862, %3849
  %3875 = trunc nuw nsw i64 %3798 to i32
  %3876 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %3875, double noundef %3800, double noundef %3855, ptr noundef nonnull @.str.19)
  %3877 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3878 = add nsw i32 %3877, 1
  store i32 %3878, ptr @n_fail, align 4, !tbaa !11
  br label %3879

3879:                                             ; preds = %3874, %3871
  %3880 = add nuw nsw i64 %3798, 1
  %3881 = icmp eq i64 %3880, %414
  br i1 %3881, label %3882, label %3797, !llvm.loop !17

3882:                                             ; preds = %3879
  call void @free(ptr noundef nonnull %3796) #14
  br i1 %3642, label %3641, label %3640, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = sext i32 %2 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #15
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext nneg i32 %2 to i64
  br label %105

13:                                               ; preds = %123
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %17, label %139

15:                                               ; preds = %4
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %18, label %139

17:                                               ; preds = %13
  br i1 %10, label %24, label %18

18:                                               ; preds = %15, %17
  %19 = zext nneg i32 %3 to i64
  %20 = and i64 %19, 1
  %21 = icmp eq i32 %3, 1
  br i1 %21, label %128, label %22

22:                                               ; preds = %18
  %23 = and i64 %19, 2147483646
  br label %140

24:                                               ; preds = %17
  %25 = zext nneg i32 %3 to i64
  %26 = and i64 %12, 1
  %27 = icmp eq i32 %2, 1
  %28 = and i64 %12, 2147483646
  %29 = icmp eq i64 %26, 0
  br label %40

30:                                               ; preds = %101
  %31 = trunc nuw nsw i64 %41 to i32
  %32 = urem i32 %31, %2
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %9, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fmul double %102, %35
  %37 = getelementptr inbounds double, ptr %1, i64 %41
  store double %36, ptr %37, align 8, !tbaa !9
  %38 = add i32 %42, 1
  %39 = icmp eq i64 %48, %25
  br i1 %39, label %139, label %40, !llvm.loop !38

40:                                               ; preds = %30, %24
  %41 = phi i64 [ 0, %24 ], [ %48, %30 ]
  %42 = phi i32 [ %2, %24 ], [ %38, %30 ]
  %43 = phi i32 [ %2, %24 ], [ %44, %30 ]
  %44 = add i32 %43, 1
  %45 = urem i32 %42, 3
  %46 = sub i32 %45, %42
  %47 = add i32 %46, %44
  %48 = add nuw nsw i64 %41, 1
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = uitofp nneg i32 %49 to double
  br label %51

51:                                               ; preds = %101, %40
  %52 = phi i32 [ 0, %40 ], [ %103, %101 ]
  %53 = phi double [ 0.000000e+00, %40 ], [ %102, %101 ]
  %54 = uitofp nneg i32 %52 to double
  br i1 %27, label %85, label %55

55:                                               ; preds = %51, %55
  %56 = phi i64 [ %82, %55 ], [ 0, %51 ]
  %57 = phi double [ %81, %55 ], [ %53, %51 ]
  %58 = phi i64 [ %83, %55 ], [ 0, %51 ]
  %59 = getelementptr inbounds double, ptr %9, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %50, double %54)
  %62 = tail call double @sin(double noundef %61) #14
  %63 = add nuw nsw i64 %56, %41
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = urem i32 %64, %2
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @llvm.fmuladd.f64(double %62, double %68, double %57)
  %70 = or disjoint i64 %56, 1
  %71 = getelementptr inbounds double, ptr %9, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %50, double %54)
  %74 = tail call double @sin(double noundef %73) #14
  %75 = add nuw nsw i64 %70, %41
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = urem i32 %76, %2
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %0, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = tail call double @llvm.fmuladd.f64(double %74, double %80, double %69)
  %82 = add nuw nsw i64 %56, 2
  %83 = add i64 %58, 2
  %84 = icmp eq i64 %83, %28
  br i1 %84, label %85, label %55, !llvm.loop !13

85:                                               ; preds = %55, %51
  %86 = phi double [ poison, %51 ], [ %81, %55 ]
  %87 = phi i64 [ 0, %51 ], [ %82, %55 ]
  %88 = phi double [ %53, %51 ], [ %81, %55 ]
  br i1 %29, label %101, label %89

89:                                               ; preds = %85
  %90 = getelementptr inbounds double, ptr %9, i64 %87
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %50, double %54)
  %93 = tail call double @sin(double noundef %92) #14
  %94 = add nuw nsw i64 %87, %41
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = urem i32 %95, %2
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = tail call double @llvm.fmuladd.f64(double %93, double %99, double %88)
  br label %101

101:                                              ; preds = %85, %89
  %102 = phi double [ %86, %85 ], [ %100, %89 ]
  %103 = add nuw i32 %52, 1
  %104 = icmp eq i32 %103, %47
  br i1 %104, label %30, label %51, !llvm.loop !15

105:                                              ; preds = %11, %123
  %106 = phi i64 [ 0, %11 ], [ %124, %123 ]
  %107 = getelementptr inbounds double, ptr %0, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fcmp ogt double %108, 0.000000e+00
  br i1 %109, label %110, label %114

110:                                              ; preds = %105
  %111 = tail call double @llvm.fmuladd.f64(double %108, double %108, double 1.000000e+00)
  %112 = tail call double @llvm.sqrt.f64(double %111)
  %113 = add nuw nsw i64 %106, 1
  br label %123

114:                                              ; preds = %105
  %115 = tail call double @exp(double noundef %108) #14
  %116 = add nuw nsw i64 %106, 1
  %117 = icmp eq i64 %116, %12
  %118 = and i64 %116, 4294967295
  %119 = select i1 %117, i64 0, i64 %118
  %120 = getelementptr inbounds double, ptr %0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = fmul double %115, %121
  br label %123

123:                                              ; preds = %114, %110
  %124 = phi i64 [ %116, %114 ], [ %113, %110 ]
  %125 = phi double [ %122, %114 ], [ %112, %110 ]
  %126 = getelementptr inbounds double, ptr %9, i64 %106
  store double %125, ptr %126, align 8, !tbaa !9
  %127 = icmp eq i64 %124, %12
  br i1 %127, label %13, label %105, !llvm.loop !16

128:                                              ; preds = %140, %18
  %129 = phi i64 [ 0, %18 ], [ %158, %140 ]
  %130 = icmp eq i64 %20, 0
  br i1 %130, label %139, label %131

131:                                              ; preds = %128
  %132 = trunc nuw nsw i64 %129 to i32
  %133 = srem i32 %132, %2
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %9, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = fmul double %136, 0.000000e+00
  %138 = getelementptr inbounds double, ptr %1, i64 %129
  store double %137, ptr %138, align 8, !tbaa !9
  br label %139

139:                                              ; preds = %131, %128, %30, %15, %13
  tail call void @free(ptr noundef %9) #14
  ret void

140:                                              ; preds = %140, %22
  %141 = phi i64 [ 0, %22 ], [ %158, %140 ]
  %142 = phi i64 [ 0, %22 ], [ %159, %140 ]
  %143 = trunc nuw nsw i64 %141 to i32
  %144 = srem i32 %143, %2
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %9, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = fmul double %147, 0.000000e+00
  %149 = getelementptr inbounds double, ptr %1, i64 %141
  store double %148, ptr %149, align 8, !tbaa !9
  %150 = or disjoint i64 %141, 1
  %151 = trunc nuw nsw i64 %150 to i32
  %152 = srem i32 %151, %2
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds double, ptr %9, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = fmul double %155, 0.000000e+00
  %157 = getelementptr inbounds double, ptr %1, i64 %150
  store double %156, ptr %157, align 8, !tbaa !9
  %158 = add nuw nsw i64 %141, 2
  %159 = add i64 %142, 2
  %160 = icmp eq i64 %159, %23
  br i1 %160, label %128, label %140, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fc(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = alloca [8 x double], align 16
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #14
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = sext i32 %2 to i64
  %10 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %9
  store double 5.000000e-01, ptr %10, align 8, !tbaa !9
  br label %17

11:                                               ; preds = %3
  %12 = zext nneg i32 %2 to i64
  %13 = shl nuw nsw i64 %12, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %0, i64 %13, i1 false), !tbaa !9
  %14 = zext nneg i32 %2 to i64
  %15 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %14
  store double 5.000000e-01, ptr %15, align 8, !tbaa !9
  %16 = icmp eq i32 %2, 1
  br i1 %16, label %17, label %32

17:                                               ; preds = %8, %11
  %18 = add i32 %2, -1
  %19 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %18)
  %20 = fadd double %19, 0.000000e+00
  store double %20, ptr %1, align 8, !tbaa !9
  %21 = add i32 %2, -2
  %22 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %21)
  %23 = fadd double %22, 0.000000e+00
  %24 = getelementptr inbounds i8, ptr %1, i64 8
  store double %23, ptr %24, align 8, !tbaa !9
  %25 = add i32 %2, -3
  %26 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %25)
  %27 = fadd double %26, 0.000000e+00
  %28 = getelementptr inbounds i8, ptr %1, i64 16
  store double %27, ptr %28, align 8, !tbaa !9
  %29 = add i32 %2, -4
  %30 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %29)
  %31 = fadd double %30, 0.000000e+00
  br label %93

32:                                               ; preds = %11, %32
  %33 = phi i32 [ %40, %32 ], [ 1, %11 ]
  %34 = phi i32 [ %33, %32 ], [ 0, %11 ]
  %35 = phi double [ %39, %32 ], [ 0.000000e+00, %11 ]
  %36 = load double, ptr %0, align 8, !tbaa !9
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 1.000000e-01, double 9.000000e-01)
  %38 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %37, i32 noundef %34)
  %39 = fadd double %35, %38
  %40 = add nuw nsw i32 %33, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %42, label %32, !llvm.loop !39

42:                                               ; preds = %32
  %43 = add nsw i32 %2, -1
  %44 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %43)
  %45 = fadd double %39, %44
  store double %45, ptr %1, align 8, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  br label %47

47:                                               ; preds = %47, %42
  %48 = phi i32 [ 1, %42 ], [ %55, %47 ]
  %49 = phi i32 [ 0, %42 ], [ %48, %47 ]
  %50 = phi double [ 0.000000e+00, %42 ], [ %54, %47 ]
  %51 = load double, ptr %46, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 1.000000e-01, double 9.100000e-01)
  %53 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %52, i32 noundef %49)
  %54 = fadd double %50, %53
  %55 = add nuw nsw i32 %48, 1
  %56 = icmp eq i32 %55, %2
  br i1 %56, label %57, label %47, !llvm.loop !39

57:                                               ; preds = %47
  %58 = add nsw i32 %2, -2
  %59 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %58)
  %60 = fadd double %54, %59
  %61 = getelementptr inbounds i8, ptr %1, i64 8
  store double %60, ptr %61, align 8, !tbaa !9
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  br label %63

63:                                               ; preds = %63, %57
  %64 = phi i32 [ 1, %57 ], [ %71, %63 ]
  %65 = phi i32 [ 0, %57 ], [ %64, %63 ]
  %66 = phi double [ 0.000000e+00, %57 ], [ %70, %63 ]
  %67 = load double, ptr %62, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %67, double 1.000000e-01, double 9.200000e-01)
  %69 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %68, i32 noundef %65)
  %70 = fadd double %66, %69
  %71 = add nuw nsw i32 %64, 1
  %72 = icmp eq i32 %71, %2
  br i1 %72, label %73, label %63, !llvm.loop !39

73:                                               ; preds = %63
  %74 = add nsw i32 %2, -3
  %75 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %74)
  %76 = fadd double %70, %75
  %77 = getelementptr inbounds i8, ptr %1, i64 16
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  br label %79

79:                                               ; preds = %79, %73
  %80 = phi i32 [ 1, %73 ], [ %87, %79 ]
  %81 = phi i32 [ 0, %73 ], [ %80, %79 ]
  %82 = phi double [ 0.000000e+00, %73 ], [ %86, %79 ]
  %83 = load double, ptr %78, align 8, !tbaa !9
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 1.000000e-01, double 9.300000e-01)
  %85 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %84, i32 noundef %81)
  %86 = fadd double %82, %85
  %87 = add nuw nsw i32 %80, 1
  %88 = icmp eq i32 %87, %2
  br i1 %88, label %89, label %79, !llvm.loop !39

89:                                               ; preds = %79
  %90 = add nsw i32 %2, -4
  %91 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %90)
  %92 = fadd double %86, %91
  br label %93

93:                                               ; preds = %17, %89
  %94 = phi double [ %31, %17 ], [ %92, %89 ]
  %95 = getelementptr inbounds i8, ptr %1, i64 24
  store double %94, ptr %95, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #14
  ret void
}

declare i64 @__enzyme_augmentsize(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = load i32, ptr @calls, align 4, !tbaa !11
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @calls, align 4, !tbaa !11
  %6 = icmp sgt i32 %2, 1
  br i1 %6, label %7, label %172

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  %9 = load double, ptr %0, align 8, !tbaa !9
  %10 = add nsw i64 %8, -1
  %11 = add nsw i64 %8, -2
  %12 = and i64 %10, 1
  %13 = icmp eq i64 %11, 0
  br i1 %13, label %47, label %14

14:                                               ; preds = %7
  %15 = and i64 %10, -2
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi double [ %9, %14 ], [ %43, %17 ]
  %19 = phi i64 [ 1, %14 ], [ %44, %17 ]
  %20 = phi i64 [ 0, %14 ], [ %45, %17 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %19
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = add nsw i64 %19, -1
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds double, ptr %0, i64 %23
  %27 = fadd double %25, %18
  %28 = tail call double @cos(double noundef %27) #14
  %29 = load double, ptr %26, align 8, !tbaa !9
  %30 = fmul double %29, 1.000000e-01
  %31 = fmul double %29, %30
  %32 = tail call double @llvm.fmuladd.f64(double %22, double %28, double %31)
  store double %32, ptr %21, align 8, !tbaa !9
  %33 = getelementptr inbounds double, ptr %16, i64 %19
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = getelementptr inbounds double, ptr %1, i64 %19
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr inbounds double, ptr %0, i64 %19
  %38 = fadd double %36, %32
  %39 = tail call double @cos(double noundef %38) #14
  %40 = load double, ptr %37, align 8, !tbaa !9
  %41 = fmul double %40, 1.000000e-01
  %42 = fmul double %40, %41
  %43 = tail call double @llvm.fmuladd.f64(double %34, double %39, double %42)
  store double %43, ptr %33, align 8, !tbaa !9
  %44 = add nuw nsw i64 %19, 2
  %45 = add i64 %20, 2
  %46 = icmp eq i64 %45, %15
  br i1 %46, label %47, label %17, !llvm.loop !22

47:                                               ; preds = %17, %7
  %48 = phi double [ %9, %7 ], [ %43, %17 ]
  %49 = phi i64 [ 1, %7 ], [ %44, %17 ]
  %50 = icmp eq i64 %12, 0
  br i1 %50, label %64, label %51

51:                                               ; preds = %47
  %52 = getelementptr inbounds double, ptr %0, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = add nsw i64 %49, -1
  %55 = getelementptr inbounds double, ptr %1, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds double, ptr %0, i64 %54
  %58 = fadd double %56, %48
  %59 = tail call double @cos(double noundef %58) #14
  %60 = load double, ptr %57, align 8, !tbaa !9
  %61 = fmul double %60, 1.000000e-01
  %62 = fmul double %60, %61
  %63 = tail call double @llvm.fmuladd.f64(double %53, double %59, double %62)
  store double %63, ptr %52, align 8, !tbaa !9
  br label %64

64:                                               ; preds = %47, %51
  %65 = load double, ptr %0, align 8, !tbaa !9
  %66 = and i64 %10, 1
  %67 = icmp eq i64 %11, 0
  br i1 %67, label %101, label %68

68:                                               ; preds = %64
  %69 = and i64 %10, -2
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  br label %71

71:                                               ; preds = %71, %68
  %72 = phi double [ %65, %68 ], [ %97, %71 ]
  %73 = phi i64 [ 1, %68 ], [ %98, %71 ]
  %74 = phi i64 [ 0, %68 ], [ %99, %71 ]
  %75 = getelementptr inbounds double, ptr %0, i64 %73
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = add nsw i64 %73, -1
  %78 = getelementptr inbounds double, ptr %1, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = getelementptr inbounds double, ptr %0, i64 %77
  %81 = fadd double %79, %72
  %82 = tail call double @cos(double noundef %81) #14
  %83 = load double, ptr %80, align 8, !tbaa !9
  %84 = fmul double %83, 1.000000e-01
  %85 = fmul double %83, %84
  %86 = tail call double @llvm.fmuladd.f64(double %76, double %82, double %85)
  store double %86, ptr %75, align 8, !tbaa !9
  %87 = getelementptr inbounds double, ptr %70, i64 %73
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = getelementptr inbounds double, ptr %1, i64 %73
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = getelementptr inbounds double, ptr %0, i64 %73
  %92 = fadd double %90, %86
  %93 = tail call double @cos(double noundef %92) #14
  %94 = load double, ptr %91, align 8, !tbaa !9
  %95 = fmul double %94, 1.000000e-01
  %96 = fmul double %94, %95
  %97 = tail call double @llvm.fmuladd.f64(double %88, double %93, double %96)
  store double %97, ptr %87, align 8, !tbaa !9
  %98 = add nuw nsw i64 %73, 2
  %99 = add i64 %74, 2
  %100 = icmp eq i64 %99, %69
  br i1 %100, label %101, label %71, !llvm.loop !22

101:                                              ; preds = %71, %64
  %102 = phi double [ %65, %64 ], [ %97, %71 ]
  %103 = phi i64 [ 1, %64 ], [ %98, %71 ]
  %104 = icmp eq i64 %66, 0
  br i1 %104, label %118, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds double, ptr %0, i64 %103
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = add nsw i64 %103, -1
  %109 = getelementptr inbounds double, ptr %1, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr inbounds double, ptr %0, i64 %108
  %112 = fadd double %110, %102
  %113 = tail call double @cos(double noundef %112) #14
  %114 = load double, ptr %111, align 8, !tbaa !9
  %115 = fmul double %114, 1.000000e-01
  %116 = fmul double %114, %115
  %117 = tail call double @llvm.fmuladd.f64(double %107, double %113, double %116)
  store double %117, ptr %106, align 8, !tbaa !9
  br label %118

118:                                              ; preds = %101, %105
  %119 = load double, ptr %0, align 8, !tbaa !9
  %120 = and i64 %10, 1
  %121 = icmp eq i64 %11, 0
  br i1 %121, label %155, label %122

122:                                              ; preds = %118
  %123 = and i64 %10, -2
  %124 = getelementptr inbounds i8, ptr %0, i64 8
  br label %125

125:                                              ; preds = %125, %122
  %126 = phi double [ %119, %122 ], [ %151, %125 ]
  %127 = phi i64 [ 1, %122 ], [ %152, %125 ]
  %128 = phi i64 [ 0, %122 ], [ %153, %125 ]
  %129 = getelementptr inbounds double, ptr %0, i64 %127
  %130 = load double, ptr %129, align 8, !tbaa !9
  %131 = add nsw i64 %127, -1
  %132 = getelementptr inbounds double, ptr %1, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = getelementptr inbounds double, ptr %0, i64 %131
  %135 = fadd double %133, %126
  %136 = tail call double @cos(double noundef %135) #14
  %137 = load double, ptr %134, align 8, !tbaa !9
  %138 = fmul double %137, 1.000000e-01
  %139 = fmul double %137, %138
  %140 = tail call double @llvm.fmuladd.f64(double %130, double %136, double %139)
  store double %140, ptr %129, align 8, !tbaa !9
  %141 = getelementptr inbounds double, ptr %124, i64 %127
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = getelementptr inbounds double, ptr %1, i64 %127
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = getelementptr inbounds double, ptr %0, i64 %127
  %146 = fadd double %144, %140
  %147 = tail call double @cos(double noundef %146) #14
  %148 = load double, ptr %145, align 8, !tbaa !9
  %149 = fmul double %148, 1.000000e-01
  %150 = fmul double %148, %149
  %151 = tail call double @llvm.fmuladd.f64(double %142, double %147, double %150)
  store double %151, ptr %141, align 8, !tbaa !9
  %152 = add nuw nsw i64 %127, 2
  %153 = add i64 %128, 2
  %154 = icmp eq i64 %153, %123
  br i1 %154, label %155, label %125, !llvm.loop !22

155:                                              ; preds = %125, %118
  %156 = phi double [ %119, %118 ], [ %151, %125 ]
  %157 = phi i64 [ 1, %118 ], [ %152, %125 ]
  %158 = icmp eq i64 %120, 0
  br i1 %158, label %172, label %159

159:                                              ; preds = %155
  %160 = getelementptr inbounds double, ptr %0, i64 %157
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = add nsw i64 %157, -1
  %163 = getelementptr inbounds double, ptr %1, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = getelementptr inbounds double, ptr %0, i64 %162
  %166 = fadd double %164, %156
  %167 = tail call double @cos(double noundef %166) #14
  %168 = load double, ptr %165, align 8, !tbaa !9
  %169 = fmul double %168, 1.000000e-01
  %170 = fmul double %168, %169
  %171 = tail call double @llvm.fmuladd.f64(double %161, double %167, double %170)
  store double %171, ptr %160, align 8, !tbaa !9
  br label %172

172:                                              ; preds = %159, %155, %3
  ret void
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fs(double noundef %0, double noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) #5 {
  %6 = load i32, ptr @calls, align 4, !tbaa !11
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @calls, align 4, !tbaa !11
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = fmul double %0, %1
  %11 = zext nneg i32 %4 to i64
  br label %15

12:                                               ; preds = %15, %5
  %13 = phi double [ 0.000000e+00, %5 ], [ %30, %15 ]
  %14 = fmul double %13, %13
  store double %14, ptr %3, align 8, !tbaa !9
  ret void

15:                                               ; preds = %9, %15
  %16 = phi i64 [ 0, %9 ], [ %31, %15 ]
  %17 = phi double [ 0.000000e+00, %9 ], [ %30, %15 ]
  %18 = getelementptr inbounds double, ptr %2, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %19, %19
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %0, double 1.000000e+00)
  %22 = tail call double @log(double noundef %21) #14
  %23 = trunc nuw nsw i64 %16 to i32
  %24 = uitofp nneg i32 %23 to double
  %25 = fmul double %24, %1
  %26 = tail call double @cos(double noundef %25) #14
  %27 = load double, ptr %18, align 8, !tbaa !9
  %28 = fmul double %10, %27
  %29 = tail call double @llvm.fmuladd.f64(double %22, double %26, double %28)
  %30 = fadd double %17, %29
  %31 = add nuw nsw i64 %16, 1
  %32 = icmp eq i64 %31, %11
  br i1 %32, label %12, label %15, !llvm.loop !36
}

declare void @__enzyme_reverse_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal fastcc double @blend(ptr nocapture noundef %0, double noundef %1, i32 noundef %2) unnamed_addr #11 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds double, ptr %0, i64 %4
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = getelementptr i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %8) #14
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %1, double %9)
  store double %10, ptr %5, align 8, !tbaa !9
  %11 = fmul double %6, %6
  %12 = fmul double %11, %1
  ret double %12
}

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @chain(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #12 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = load double, ptr %0, align 8, !tbaa !9
  br label %6

6:                                                ; preds = %8, %4
  %7 = phi double [ %5, %4 ], [ %17, %8 ]
  ret double %7

8:                                                ; preds = %2
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = add nsw i32 %1, -1
  %13 = tail call fastcc double @chain(ptr noundef %0, i32 noundef %12)
  %14 = fmul double %11, %13
  %15 = load double, ptr %10, align 8, !tbaa !9
  %16 = tail call double @cos(double noundef %15) #14
  %17 = tail call double @llvm.fmuladd.f64(double %14, double 8.000000e-01, double %16)
  br label %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !14, !26, !25}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !30}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !30}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
