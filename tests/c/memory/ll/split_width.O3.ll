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
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca [4 x double], align 16
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
  %45 = alloca [7 x double], align 16
  %46 = alloca [7 x double], align 16
  %47 = alloca [3 x [4 x double]], align 16
  %48 = alloca [3 x [7 x double]], align 16
  %49 = alloca [3 x [7 x double]], align 16
  %50 = alloca [4 x double], align 16
  %51 = alloca [4 x double], align 16
  %52 = alloca [3 x [4 x double]], align 16
  %53 = alloca [3 x [4 x double]], align 16
  %54 = alloca [4 x double], align 16
  %55 = alloca [7 x double], align 16
  %56 = alloca [7 x double], align 16
  %57 = alloca [3 x [7 x double]], align 16
  %58 = alloca [3 x [7 x double]], align 16
  %59 = alloca [3 x [7 x double]], align 16
  %60 = alloca [16384 x i8], align 16
  %61 = alloca [7 x double], align 16
  %62 = alloca [2 x double], align 16
  %63 = alloca [2 x [1 x double]], align 16
  %64 = alloca [2 x [7 x double]], align 16
  %65 = alloca %struct.A2, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %45) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %46) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %47) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %48) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %52) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %53) #14
  %66 = load i64, ptr @rng_state, align 8, !tbaa !5
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = insertelement <2 x i64> poison, i64 %68, i64 0
  %72 = insertelement <2 x i64> %71, i64 %70, i64 1
  %73 = lshr <2 x i64> %72, <i64 10, i64 10>
  %74 = and <2 x i64> %73, <i64 18014398509481982, i64 18014398509481982>
  %75 = uitofp nneg <2 x i64> %74 to <2 x double>
  %76 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %76, ptr %45, align 16, !tbaa !9
  %77 = mul i64 %70, 6364136223846793005
  %78 = getelementptr inbounds i8, ptr %45, i64 16
  %79 = add i64 %77, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = insertelement <2 x i64> poison, i64 %79, i64 0
  %83 = insertelement <2 x i64> %82, i64 %81, i64 1
  %84 = lshr <2 x i64> %83, <i64 10, i64 10>
  %85 = and <2 x i64> %84, <i64 18014398509481982, i64 18014398509481982>
  %86 = uitofp nneg <2 x i64> %85 to <2 x double>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %87, ptr %78, align 16, !tbaa !9
  %88 = mul i64 %81, 6364136223846793005
  %89 = getelementptr inbounds i8, ptr %45, i64 32
  %90 = add i64 %88, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = insertelement <2 x i64> poison, i64 %90, i64 0
  %94 = insertelement <2 x i64> %93, i64 %92, i64 1
  %95 = lshr <2 x i64> %94, <i64 10, i64 10>
  %96 = and <2 x i64> %95, <i64 18014398509481982, i64 18014398509481982>
  %97 = uitofp nneg <2 x i64> %96 to <2 x double>
  %98 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %98, ptr %89, align 16, !tbaa !9
  %99 = mul i64 %92, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = lshr i64 %100, 10
  %102 = and i64 %101, 18014398509481982
  %103 = uitofp nneg i64 %102 to double
  %104 = tail call double @llvm.fmuladd.f64(double %103, double 0x3CA0000000000000, double -1.000000e+00)
  %105 = getelementptr inbounds i8, ptr %45, i64 48
  store double %104, ptr %105, align 16, !tbaa !9
  %106 = mul i64 %100, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = mul i64 %107, 6364136223846793005
  %109 = add i64 %108, 1442695040888963407
  %110 = insertelement <2 x i64> poison, i64 %107, i64 0
  %111 = insertelement <2 x i64> %110, i64 %109, i64 1
  %112 = lshr <2 x i64> %111, <i64 10, i64 10>
  %113 = and <2 x i64> %112, <i64 18014398509481982, i64 18014398509481982>
  %114 = uitofp nneg <2 x i64> %113 to <2 x double>
  %115 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %115, ptr %46, align 16, !tbaa !9
  %116 = mul i64 %109, 6364136223846793005
  %117 = getelementptr inbounds i8, ptr %46, i64 16
  %118 = add i64 %116, 1442695040888963407
  %119 = mul i64 %118, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = insertelement <2 x i64> poison, i64 %118, i64 0
  %122 = insertelement <2 x i64> %121, i64 %120, i64 1
  %123 = lshr <2 x i64> %122, <i64 10, i64 10>
  %124 = and <2 x i64> %123, <i64 18014398509481982, i64 18014398509481982>
  %125 = uitofp nneg <2 x i64> %124 to <2 x double>
  %126 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %125, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %126, ptr %117, align 16, !tbaa !9
  %127 = mul i64 %120, 6364136223846793005
  %128 = getelementptr inbounds i8, ptr %46, i64 32
  %129 = add i64 %127, 1442695040888963407
  %130 = mul i64 %129, 6364136223846793005
  %131 = add i64 %130, 1442695040888963407
  %132 = insertelement <2 x i64> poison, i64 %129, i64 0
  %133 = insertelement <2 x i64> %132, i64 %131, i64 1
  %134 = lshr <2 x i64> %133, <i64 10, i64 10>
  %135 = and <2 x i64> %134, <i64 18014398509481982, i64 18014398509481982>
  %136 = uitofp nneg <2 x i64> %135 to <2 x double>
  %137 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %137, ptr %128, align 16, !tbaa !9
  %138 = mul i64 %131, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = lshr i64 %139, 10
  %141 = and i64 %140, 18014398509481982
  %142 = uitofp nneg i64 %141 to double
  %143 = tail call double @llvm.fmuladd.f64(double %142, double 0x3CA0000000000000, double -1.000000e+00)
  %144 = getelementptr inbounds i8, ptr %46, i64 48
  store double %143, ptr %144, align 16, !tbaa !9
  %145 = mul i64 %139, 6364136223846793005
  %146 = getelementptr inbounds i8, ptr %47, i64 8
  %147 = add i64 %145, 1442695040888963407
  %148 = mul i64 %147, 6364136223846793005
  %149 = add i64 %148, 1442695040888963407
  %150 = insertelement <2 x i64> poison, i64 %147, i64 0
  %151 = insertelement <2 x i64> %150, i64 %149, i64 1
  %152 = lshr <2 x i64> %151, <i64 10, i64 10>
  %153 = and <2 x i64> %152, <i64 18014398509481982, i64 18014398509481982>
  %154 = uitofp nneg <2 x i64> %153 to <2 x double>
  %155 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %155, ptr %47, align 16, !tbaa !9
  %156 = mul i64 %149, 6364136223846793005
  %157 = getelementptr inbounds i8, ptr %47, i64 16
  %158 = getelementptr inbounds i8, ptr %47, i64 24
  %159 = add i64 %156, 1442695040888963407
  %160 = mul i64 %159, 6364136223846793005
  %161 = add i64 %160, 1442695040888963407
  %162 = insertelement <2 x i64> poison, i64 %159, i64 0
  %163 = insertelement <2 x i64> %162, i64 %161, i64 1
  %164 = lshr <2 x i64> %163, <i64 10, i64 10>
  %165 = and <2 x i64> %164, <i64 18014398509481982, i64 18014398509481982>
  %166 = uitofp nneg <2 x i64> %165 to <2 x double>
  %167 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %167, ptr %157, align 16, !tbaa !9
  %168 = getelementptr inbounds i8, ptr %47, i64 32
  %169 = mul i64 %161, 6364136223846793005
  %170 = getelementptr inbounds i8, ptr %47, i64 40
  %171 = add i64 %169, 1442695040888963407
  %172 = mul i64 %171, 6364136223846793005
  %173 = add i64 %172, 1442695040888963407
  %174 = insertelement <2 x i64> poison, i64 %171, i64 0
  %175 = insertelement <2 x i64> %174, i64 %173, i64 1
  %176 = lshr <2 x i64> %175, <i64 10, i64 10>
  %177 = and <2 x i64> %176, <i64 18014398509481982, i64 18014398509481982>
  %178 = uitofp nneg <2 x i64> %177 to <2 x double>
  %179 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %178, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %179, ptr %168, align 16, !tbaa !9
  %180 = mul i64 %173, 6364136223846793005
  %181 = getelementptr inbounds i8, ptr %47, i64 48
  %182 = getelementptr inbounds i8, ptr %47, i64 56
  %183 = add i64 %180, 1442695040888963407
  %184 = mul i64 %183, 6364136223846793005
  %185 = add i64 %184, 1442695040888963407
  %186 = insertelement <2 x i64> poison, i64 %183, i64 0
  %187 = insertelement <2 x i64> %186, i64 %185, i64 1
  %188 = lshr <2 x i64> %187, <i64 10, i64 10>
  %189 = and <2 x i64> %188, <i64 18014398509481982, i64 18014398509481982>
  %190 = uitofp nneg <2 x i64> %189 to <2 x double>
  %191 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %191, ptr %181, align 16, !tbaa !9
  %192 = getelementptr inbounds i8, ptr %47, i64 64
  %193 = mul i64 %185, 6364136223846793005
  %194 = add i64 %193, 1442695040888963407
  %195 = mul i64 %194, 6364136223846793005
  %196 = add i64 %195, 1442695040888963407
  %197 = insertelement <2 x i64> poison, i64 %194, i64 0
  %198 = insertelement <2 x i64> %197, i64 %196, i64 1
  %199 = lshr <2 x i64> %198, <i64 10, i64 10>
  %200 = and <2 x i64> %199, <i64 18014398509481982, i64 18014398509481982>
  %201 = uitofp nneg <2 x i64> %200 to <2 x double>
  %202 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %202, ptr %192, align 16, !tbaa !9
  %203 = mul i64 %196, 6364136223846793005
  %204 = getelementptr inbounds i8, ptr %47, i64 80
  %205 = add i64 %203, 1442695040888963407
  %206 = mul i64 %205, 6364136223846793005
  %207 = add i64 %206, 1442695040888963407
  %208 = insertelement <2 x i64> poison, i64 %205, i64 0
  %209 = insertelement <2 x i64> %208, i64 %207, i64 1
  %210 = lshr <2 x i64> %209, <i64 10, i64 10>
  %211 = and <2 x i64> %210, <i64 18014398509481982, i64 18014398509481982>
  %212 = uitofp nneg <2 x i64> %211 to <2 x double>
  %213 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %213, ptr %204, align 16, !tbaa !9
  store i64 %207, ptr @rng_state, align 8, !tbaa !5
  %214 = getelementptr inbounds i8, ptr %48, i64 56
  %215 = getelementptr inbounds i8, ptr %48, i64 112
  %216 = getelementptr inbounds i8, ptr %52, i64 32
  %217 = getelementptr inbounds i8, ptr %52, i64 64
  %218 = getelementptr inbounds i8, ptr %49, i64 56
  %219 = getelementptr inbounds i8, ptr %49, i64 112
  %220 = getelementptr inbounds i8, ptr %53, i64 32
  %221 = getelementptr inbounds i8, ptr %53, i64 64
  %222 = getelementptr inbounds i8, ptr %11, i64 8
  %223 = getelementptr inbounds i8, ptr %11, i64 16
  %224 = getelementptr inbounds i8, ptr %11, i64 24
  %225 = getelementptr inbounds i8, ptr %12, i64 8
  %226 = getelementptr inbounds i8, ptr %12, i64 16
  %227 = getelementptr inbounds i8, ptr %12, i64 24
  %228 = getelementptr inbounds i8, ptr %9, i64 8
  %229 = getelementptr inbounds i8, ptr %9, i64 16
  %230 = getelementptr inbounds i8, ptr %9, i64 24
  %231 = getelementptr inbounds i8, ptr %10, i64 8
  %232 = getelementptr inbounds i8, ptr %10, i64 16
  %233 = getelementptr inbounds i8, ptr %10, i64 24
  %234 = getelementptr inbounds i8, ptr %7, i64 8
  %235 = getelementptr inbounds i8, ptr %7, i64 16
  %236 = getelementptr inbounds i8, ptr %7, i64 24
  %237 = getelementptr inbounds i8, ptr %8, i64 8
  %238 = getelementptr inbounds i8, ptr %8, i64 16
  %239 = getelementptr inbounds i8, ptr %8, i64 24
  %240 = getelementptr inbounds i8, ptr %5, i64 8
  %241 = getelementptr inbounds i8, ptr %5, i64 16
  %242 = getelementptr inbounds i8, ptr %5, i64 24
  %243 = getelementptr inbounds i8, ptr %6, i64 8
  %244 = getelementptr inbounds i8, ptr %6, i64 16
  %245 = getelementptr inbounds i8, ptr %6, i64 24
  %246 = getelementptr inbounds i8, ptr %57, i64 56
  %247 = getelementptr inbounds i8, ptr %57, i64 112
  %248 = getelementptr inbounds i8, ptr %58, i64 56
  %249 = getelementptr inbounds i8, ptr %58, i64 112
  %250 = getelementptr i8, ptr %56, i64 -8
  %251 = getelementptr inbounds i8, ptr %64, i64 56
  %252 = getelementptr inbounds i8, ptr %63, i64 8
  %253 = getelementptr inbounds i8, ptr %65, i64 16
  %254 = getelementptr inbounds i8, ptr %50, i64 8
  %255 = getelementptr inbounds i8, ptr %54, i64 8
  %256 = getelementptr inbounds i8, ptr %50, i64 16
  %257 = getelementptr inbounds i8, ptr %54, i64 16
  %258 = getelementptr inbounds i8, ptr %50, i64 24
  %259 = getelementptr inbounds i8, ptr %54, i64 24
  %260 = getelementptr inbounds i8, ptr %56, i64 16
  %261 = getelementptr inbounds i8, ptr %56, i64 32
  %262 = getelementptr inbounds i8, ptr %56, i64 48
  %263 = getelementptr inbounds i8, ptr %59, i64 16
  %264 = getelementptr inbounds i8, ptr %59, i64 32
  %265 = getelementptr inbounds i8, ptr %59, i64 48
  %266 = getelementptr inbounds i8, ptr %59, i64 64
  %267 = getelementptr inbounds i8, ptr %59, i64 80
  %268 = getelementptr inbounds i8, ptr %59, i64 96
  %269 = getelementptr inbounds i8, ptr %59, i64 112
  %270 = getelementptr inbounds i8, ptr %59, i64 128
  %271 = getelementptr inbounds i8, ptr %59, i64 144
  %272 = getelementptr inbounds i8, ptr %59, i64 160
  %273 = getelementptr i8, ptr %56, i64 -8
  %274 = getelementptr i8, ptr %56, i64 -8
  %275 = getelementptr i8, ptr %56, i64 -8
  %276 = getelementptr inbounds i8, ptr %65, i64 8
  %277 = getelementptr inbounds i8, ptr %64, i64 56
  %278 = getelementptr inbounds i8, ptr %61, i64 8
  %279 = getelementptr inbounds i8, ptr %61, i64 8
  %280 = getelementptr inbounds i8, ptr %61, i64 8
  %281 = getelementptr inbounds i8, ptr %3, i64 8
  %282 = getelementptr inbounds i8, ptr %3, i64 8
  %283 = getelementptr inbounds i8, ptr %3, i64 8
  %284 = getelementptr inbounds i8, ptr %4, i64 8
  %285 = getelementptr inbounds i8, ptr %4, i64 8
  %286 = getelementptr inbounds i8, ptr %4, i64 8
  %287 = getelementptr inbounds i8, ptr %1, i64 8
  %288 = getelementptr inbounds i8, ptr %1, i64 8
  %289 = getelementptr inbounds i8, ptr %1, i64 8
  %290 = getelementptr inbounds i8, ptr %2, i64 8
  %291 = getelementptr inbounds i8, ptr %2, i64 8
  %292 = getelementptr inbounds i8, ptr %2, i64 8
  br label %299

293:                                              ; preds = %2145
  %294 = load i32, ptr @n_fail, align 4, !tbaa !11
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %294)
  %296 = load i32, ptr @n_fail, align 4, !tbaa !11
  %297 = icmp ne i32 %296, 0
  %298 = zext i1 %297 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %53) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %49) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %48) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %47) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %45) #14
  ret i32 %298

299:                                              ; preds = %0, %2145
  %300 = phi i1 [ true, %0 ], [ false, %2145 ]
  %301 = phi i64 [ 0, %0 ], [ 1, %2145 ]
  %302 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %49, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %304 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %305 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %306 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %307 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %304, i32 noundef 3, i32 noundef %305, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %214, ptr noundef nonnull %215, i32 noundef %305, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %216, ptr noundef nonnull %217, i32 noundef %306, i32 noundef %303) #14
  %308 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %309 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %310 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %311 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %308, i32 noundef 3, i32 noundef %309, ptr noundef nonnull %46, ptr noundef nonnull %49, ptr noundef nonnull %218, ptr noundef nonnull %219, i32 noundef %309, ptr noundef nonnull %51, ptr noundef nonnull %53, ptr noundef nonnull %220, ptr noundef nonnull %221, i32 noundef %310, i32 noundef %303) #14
  %312 = load i32, ptr @calls, align 4, !tbaa !11
  %313 = sitofp i32 %312 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %313, ptr %44, align 8, !tbaa !9
  %314 = load volatile double, ptr %44, align 8, !tbaa !9
  %315 = call double @llvm.fabs.f64(double %314)
  %316 = fcmp ueq double %315, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %316, label %327, label %317

317:                                              ; preds = %299
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double 2.000000e+00, ptr %43, align 8, !tbaa !9
  %318 = load volatile double, ptr %43, align 8, !tbaa !9
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fcmp ueq double %319, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  %321 = fadd double %313, -2.000000e+00
  %322 = fcmp une double %321, 0.000000e+00
  %323 = select i1 %320, i1 true, i1 %322
  br i1 %323, label %327, label %324

324:                                              ; preds = %317
  %325 = trunc nuw nsw i64 %301 to i32
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %325, double noundef %313, double noundef 2.000000e+00, ptr noundef nonnull @.str.18)
  br label %332

327:                                              ; preds = %317, %299
  %328 = trunc nuw nsw i64 %301 to i32
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %328, double noundef %313, double noundef 2.000000e+00, ptr noundef nonnull @.str.19)
  %330 = load i32, ptr @n_fail, align 4, !tbaa !11
  %331 = add nsw i32 %330, 1
  store i32 %331, ptr @n_fail, align 4, !tbaa !11
  br label %332

332:                                              ; preds = %324, %327
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %54) #14
  call void @fv(ptr noundef nonnull %45, ptr noundef nonnull %54, i32 noundef %303)
  %333 = load double, ptr %50, align 16, !tbaa !9
  %334 = load double, ptr %54, align 16, !tbaa !9
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ogt double %335, 1.000000e+00
  %337 = select i1 %336, double %335, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %333, ptr %42, align 8, !tbaa !9
  %338 = load volatile double, ptr %42, align 8, !tbaa !9
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %340, label %352, label %341

341:                                              ; preds = %332
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %334, ptr %41, align 8, !tbaa !9
  %342 = load volatile double, ptr %41, align 8, !tbaa !9
  %343 = call double @llvm.fabs.f64(double %342)
  %344 = fcmp ueq double %343, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %344, label %352, label %345

345:                                              ; preds = %341
  %346 = fsub double %333, %334
  %347 = call double @llvm.fabs.f64(double %346)
  %348 = fmul double %337, 0x3D719799812DEA11
  %349 = fcmp ugt double %347, %348
  br i1 %349, label %352, label %350

350:                                              ; preds = %345
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %333, double noundef %334, ptr noundef nonnull @.str.18)
  br label %356

352:                                              ; preds = %345, %341, %332
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %333, double noundef %334, ptr noundef nonnull @.str.19)
  %354 = load i32, ptr @n_fail, align 4, !tbaa !11
  %355 = add nsw i32 %354, 1
  store i32 %355, ptr @n_fail, align 4, !tbaa !11
  br label %356

356:                                              ; preds = %350, %352
  %357 = load double, ptr %254, align 8, !tbaa !9
  %358 = load double, ptr %255, align 8, !tbaa !9
  %359 = call double @llvm.fabs.f64(double %358)
  %360 = fcmp ogt double %359, 1.000000e+00
  %361 = select i1 %360, double %359, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %357, ptr %42, align 8, !tbaa !9
  %362 = load volatile double, ptr %42, align 8, !tbaa !9
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fcmp ueq double %363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %364, label %376, label %365

365:                                              ; preds = %356
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %358, ptr %41, align 8, !tbaa !9
  %366 = load volatile double, ptr %41, align 8, !tbaa !9
  %367 = call double @llvm.fabs.f64(double %366)
  %368 = fcmp ueq double %367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %368, label %376, label %369

369:                                              ; preds = %365
  %370 = fsub double %357, %358
  %371 = call double @llvm.fabs.f64(double %370)
  %372 = fmul double %361, 0x3D719799812DEA11
  %373 = fcmp ugt double %371, %372
  br i1 %373, label %376, label %374

374:                                              ; preds = %369
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %357, double noundef %358, ptr noundef nonnull @.str.18)
  br label %380

376:                                              ; preds = %369, %365, %356
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %357, double noundef %358, ptr noundef nonnull @.str.19)
  %378 = load i32, ptr @n_fail, align 4, !tbaa !11
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr @n_fail, align 4, !tbaa !11
  br label %380

380:                                              ; preds = %376, %374
  %381 = load double, ptr %256, align 16, !tbaa !9
  %382 = load double, ptr %257, align 16, !tbaa !9
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ogt double %383, 1.000000e+00
  %385 = select i1 %384, double %383, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %381, ptr %42, align 8, !tbaa !9
  %386 = load volatile double, ptr %42, align 8, !tbaa !9
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %388, label %400, label %389

389:                                              ; preds = %380
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %382, ptr %41, align 8, !tbaa !9
  %390 = load volatile double, ptr %41, align 8, !tbaa !9
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fcmp ueq double %391, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %392, label %400, label %393

393:                                              ; preds = %389
  %394 = fsub double %381, %382
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = fmul double %385, 0x3D719799812DEA11
  %397 = fcmp ugt double %395, %396
  br i1 %397, label %400, label %398

398:                                              ; preds = %393
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %381, double noundef %382, ptr noundef nonnull @.str.18)
  br label %404

400:                                              ; preds = %393, %389, %380
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %381, double noundef %382, ptr noundef nonnull @.str.19)
  %402 = load i32, ptr @n_fail, align 4, !tbaa !11
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr @n_fail, align 4, !tbaa !11
  br label %404

404:                                              ; preds = %400, %398
  %405 = load double, ptr %258, align 8, !tbaa !9
  %406 = load double, ptr %259, align 8, !tbaa !9
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = fcmp ogt double %407, 1.000000e+00
  %409 = select i1 %408, double %407, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %405, ptr %42, align 8, !tbaa !9
  %410 = load volatile double, ptr %42, align 8, !tbaa !9
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = fcmp ueq double %411, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %412, label %424, label %413

413:                                              ; preds = %404
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %406, ptr %41, align 8, !tbaa !9
  %414 = load volatile double, ptr %41, align 8, !tbaa !9
  %415 = call double @llvm.fabs.f64(double %414)
  %416 = fcmp ueq double %415, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %416, label %424, label %417

417:                                              ; preds = %413
  %418 = fsub double %405, %406
  %419 = call double @llvm.fabs.f64(double %418)
  %420 = fmul double %409, 0x3D719799812DEA11
  %421 = fcmp ugt double %419, %420
  br i1 %421, label %424, label %422

422:                                              ; preds = %417
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %405, double noundef %406, ptr noundef nonnull @.str.18)
  br label %428

424:                                              ; preds = %417, %413, %404
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %405, double noundef %406, ptr noundef nonnull @.str.19)
  %426 = load i32, ptr @n_fail, align 4, !tbaa !11
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr @n_fail, align 4, !tbaa !11
  br label %428

428:                                              ; preds = %424, %422
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %52, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %53, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  %429 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %430 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %431 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %429, i32 noundef 3, i32 noundef %430, ptr noundef nonnull %46, ptr noundef nonnull %49, ptr noundef nonnull %218, ptr noundef nonnull %219, i32 noundef %430, ptr noundef nonnull %51, ptr noundef nonnull %53, ptr noundef nonnull %220, ptr noundef nonnull %221, i32 noundef %431, i32 noundef %303, ptr noundef %311) #14
  %432 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %433 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %434 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %432, i32 noundef 3, i32 noundef %433, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %214, ptr noundef nonnull %215, i32 noundef %433, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %216, ptr noundef nonnull %217, i32 noundef %434, i32 noundef %303, ptr noundef %307) #14
  %435 = call i32 @llvm.smax.i32(i32 %303, i32 1)
  %436 = zext nneg i32 %435 to i64
  %437 = shl nuw nsw i64 %436, 3
  %438 = sext i32 %303 to i64
  %439 = shl nsw i64 %438, 3
  %440 = zext i32 %303 to i64
  br label %460

441:                                              ; preds = %603
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  %442 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %443 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %444 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %445 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %446 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %442, i32 noundef 2, i32 noundef %443, i64 noundef 56, ptr noundef nonnull %45, ptr noundef nonnull %48, i32 noundef %444, i64 noundef 32, ptr noundef nonnull %50, ptr noundef nonnull %52, i32 noundef %445, i32 noundef %303) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %52, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  %447 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %448 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %449 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %450 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %447, i32 noundef 2, i32 noundef %448, i64 noundef 56, ptr noundef nonnull %45, ptr noundef nonnull %48, i32 noundef %449, i64 noundef 32, ptr noundef nonnull %50, ptr noundef nonnull %52, i32 noundef %450, i32 noundef %303, ptr noundef %446) #14
  %451 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %451, ptr nonnull readonly align 16 %45, i64 %439, i1 false)
  %452 = load <2 x double>, ptr %47, align 16
  %453 = load <2 x double>, ptr %146, align 8
  %454 = load <2 x double>, ptr %157, align 16
  %455 = load <2 x double>, ptr %158, align 8
  %456 = shufflevector <2 x double> %455, <2 x double> poison, <2 x i32> zeroinitializer
  %457 = shufflevector <2 x double> %454, <2 x double> poison, <2 x i32> zeroinitializer
  %458 = shufflevector <2 x double> %453, <2 x double> poison, <2 x i32> zeroinitializer
  %459 = shufflevector <2 x double> %452, <2 x double> poison, <2 x i32> zeroinitializer
  br label %607

460:                                              ; preds = %428, %603
  %461 = phi i64 [ 0, %428 ], [ %604, %603 ]
  %462 = getelementptr inbounds [3 x [4 x double]], ptr %47, i64 0, i64 %461
  %463 = getelementptr inbounds [3 x [7 x double]], ptr %48, i64 0, i64 %461
  %464 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %464, ptr nonnull readonly align 16 %45, i64 %439, i1 false)
  %465 = getelementptr inbounds i8, ptr %462, i64 8
  %466 = getelementptr inbounds i8, ptr %462, i64 16
  %467 = getelementptr inbounds i8, ptr %462, i64 24
  br label %468

468:                                              ; preds = %537, %460
  %469 = phi i64 [ 0, %460 ], [ %538, %537 ]
  %470 = getelementptr inbounds double, ptr %463, i64 %469
  %471 = load double, ptr %470, align 8, !tbaa !9
  %472 = getelementptr inbounds double, ptr %464, i64 %469
  %473 = load double, ptr %472, align 8, !tbaa !9
  %474 = call double @llvm.fabs.f64(double %473)
  %475 = fcmp ogt double %474, 1.000000e+00
  %476 = select i1 %475, double %474, double 1.000000e+00
  %477 = fmul double %476, 0x3EB0C6F7A0B5ED8D
  %478 = fadd double %473, %477
  %479 = fsub double %473, %477
  store double %478, ptr %472, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #14
  call void @fv(ptr noundef readonly %464, ptr noundef nonnull %11, i32 noundef %303)
  %480 = load double, ptr %462, align 16, !tbaa !9
  %481 = load <2 x double>, ptr %11, align 16
  %482 = load double, ptr %465, align 8, !tbaa !9
  %483 = load <2 x double>, ptr %222, align 8
  %484 = load double, ptr %466, align 16, !tbaa !9
  %485 = load <2 x double>, ptr %223, align 16
  %486 = load double, ptr %467, align 8, !tbaa !9
  %487 = load double, ptr %224, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #14
  store double %479, ptr %472, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #14
  call void @fv(ptr noundef readonly %464, ptr noundef nonnull %12, i32 noundef %303)
  %488 = load double, ptr %12, align 16, !tbaa !9
  %489 = load double, ptr %225, align 8, !tbaa !9
  %490 = load double, ptr %226, align 16, !tbaa !9
  %491 = load double, ptr %227, align 8, !tbaa !9
  %492 = insertelement <2 x double> poison, double %480, i64 0
  %493 = shufflevector <2 x double> %492, <2 x double> poison, <2 x i32> zeroinitializer
  %494 = insertelement <2 x double> %481, double %488, i64 1
  %495 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %493, <2 x double> %494, <2 x double> zeroinitializer)
  %496 = insertelement <2 x double> poison, double %482, i64 0
  %497 = shufflevector <2 x double> %496, <2 x double> poison, <2 x i32> zeroinitializer
  %498 = insertelement <2 x double> %483, double %489, i64 1
  %499 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %497, <2 x double> %498, <2 x double> %495)
  %500 = insertelement <2 x double> poison, double %484, i64 0
  %501 = shufflevector <2 x double> %500, <2 x double> poison, <2 x i32> zeroinitializer
  %502 = insertelement <2 x double> %485, double %490, i64 1
  %503 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %501, <2 x double> %502, <2 x double> %499)
  %504 = insertelement <2 x double> poison, double %486, i64 0
  %505 = shufflevector <2 x double> %504, <2 x double> poison, <2 x i32> zeroinitializer
  %506 = insertelement <2 x double> poison, double %487, i64 0
  %507 = insertelement <2 x double> %506, double %491, i64 1
  %508 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %505, <2 x double> %507, <2 x double> %503)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #14
  store double %473, ptr %472, align 8, !tbaa !9
  %509 = shufflevector <2 x double> %508, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %510 = fsub <2 x double> %508, %509
  %511 = extractelement <2 x double> %510, i64 0
  %512 = fsub double %478, %479
  %513 = fdiv double %511, %512
  %514 = call double @llvm.fabs.f64(double %513)
  %515 = fcmp ogt double %514, 1.000000e+00
  %516 = select i1 %515, double %514, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %471, ptr %40, align 8, !tbaa !9
  %517 = load volatile double, ptr %40, align 8, !tbaa !9
  %518 = call double @llvm.fabs.f64(double %517)
  %519 = fcmp ueq double %518, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %519, label %532, label %520

520:                                              ; preds = %468
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %513, ptr %39, align 8, !tbaa !9
  %521 = load volatile double, ptr %39, align 8, !tbaa !9
  %522 = call double @llvm.fabs.f64(double %521)
  %523 = fcmp ueq double %522, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %523, label %532, label %524

524:                                              ; preds = %520
  %525 = fsub double %471, %513
  %526 = call double @llvm.fabs.f64(double %525)
  %527 = fmul double %516, 0x3EB0C6F7A0B5ED8D
  %528 = fcmp ugt double %526, %527
  br i1 %528, label %532, label %529

529:                                              ; preds = %524
  %530 = trunc nuw nsw i64 %469 to i32
  %531 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %530, double noundef %471, double noundef %513, ptr noundef nonnull @.str.18)
  br label %537

532:                                              ; preds = %524, %520, %468
  %533 = trunc nuw nsw i64 %469 to i32
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %533, double noundef %471, double noundef %513, ptr noundef nonnull @.str.19)
  %535 = load i32, ptr @n_fail, align 4, !tbaa !11
  %536 = add nsw i32 %535, 1
  store i32 %536, ptr @n_fail, align 4, !tbaa !11
  br label %537

537:                                              ; preds = %532, %529
  %538 = add nuw nsw i64 %469, 1
  %539 = icmp eq i64 %538, %440
  br i1 %539, label %540, label %468, !llvm.loop !13

540:                                              ; preds = %537
  call void @free(ptr noundef nonnull %464) #14
  %541 = getelementptr inbounds [3 x [7 x double]], ptr %49, i64 0, i64 %461
  %542 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %542, ptr nonnull readonly align 16 %46, i64 %439, i1 false)
  br label %543

543:                                              ; preds = %600, %540
  %544 = phi i64 [ 0, %540 ], [ %601, %600 ]
  %545 = getelementptr inbounds double, ptr %541, i64 %544
  %546 = load double, ptr %545, align 8, !tbaa !9
  %547 = getelementptr inbounds double, ptr %542, i64 %544
  %548 = load double, ptr %547, align 8, !tbaa !9
  %549 = call double @llvm.fabs.f64(double %548)
  %550 = fcmp ogt double %549, 1.000000e+00
  %551 = select i1 %550, double %549, double 1.000000e+00
  %552 = fmul double %551, 0x3EB0C6F7A0B5ED8D
  %553 = fadd double %548, %552
  %554 = fsub double %548, %552
  store double %553, ptr %547, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #14
  call void @fv(ptr noundef readonly %542, ptr noundef nonnull %9, i32 noundef %303)
  %555 = load <2 x double>, ptr %9, align 16
  %556 = load <2 x double>, ptr %228, align 8
  %557 = load <2 x double>, ptr %229, align 16
  %558 = load double, ptr %230, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #14
  store double %554, ptr %547, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #14
  call void @fv(ptr noundef readonly %542, ptr noundef nonnull %10, i32 noundef %303)
  %559 = load double, ptr %10, align 16, !tbaa !9
  %560 = load double, ptr %231, align 8, !tbaa !9
  %561 = load double, ptr %232, align 16, !tbaa !9
  %562 = load double, ptr %233, align 8, !tbaa !9
  %563 = insertelement <2 x double> %555, double %559, i64 1
  %564 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %493, <2 x double> %563, <2 x double> zeroinitializer)
  %565 = insertelement <2 x double> %556, double %560, i64 1
  %566 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %497, <2 x double> %565, <2 x double> %564)
  %567 = insertelement <2 x double> %557, double %561, i64 1
  %568 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %501, <2 x double> %567, <2 x double> %566)
  %569 = insertelement <2 x double> poison, double %558, i64 0
  %570 = insertelement <2 x double> %569, double %562, i64 1
  %571 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %505, <2 x double> %570, <2 x double> %568)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #14
  store double %548, ptr %547, align 8, !tbaa !9
  %572 = shufflevector <2 x double> %571, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %573 = fsub <2 x double> %571, %572
  %574 = extractelement <2 x double> %573, i64 0
  %575 = fsub double %553, %554
  %576 = fdiv double %574, %575
  %577 = call double @llvm.fabs.f64(double %576)
  %578 = fcmp ogt double %577, 1.000000e+00
  %579 = select i1 %578, double %577, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %546, ptr %38, align 8, !tbaa !9
  %580 = load volatile double, ptr %38, align 8, !tbaa !9
  %581 = call double @llvm.fabs.f64(double %580)
  %582 = fcmp ueq double %581, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %582, label %595, label %583

583:                                              ; preds = %543
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %576, ptr %37, align 8, !tbaa !9
  %584 = load volatile double, ptr %37, align 8, !tbaa !9
  %585 = call double @llvm.fabs.f64(double %584)
  %586 = fcmp ueq double %585, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %586, label %595, label %587

587:                                              ; preds = %583
  %588 = fsub double %546, %576
  %589 = call double @llvm.fabs.f64(double %588)
  %590 = fmul double %579, 0x3EB0C6F7A0B5ED8D
  %591 = fcmp ugt double %589, %590
  br i1 %591, label %595, label %592

592:                                              ; preds = %587
  %593 = trunc nuw nsw i64 %544 to i32
  %594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %593, double noundef %546, double noundef %576, ptr noundef nonnull @.str.18)
  br label %600

595:                                              ; preds = %587, %583, %543
  %596 = trunc nuw nsw i64 %544 to i32
  %597 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %596, double noundef %546, double noundef %576, ptr noundef nonnull @.str.19)
  %598 = load i32, ptr @n_fail, align 4, !tbaa !11
  %599 = add nsw i32 %598, 1
  store i32 %599, ptr @n_fail, align 4, !tbaa !11
  br label %600

600:                                              ; preds = %595, %592
  %601 = add nuw nsw i64 %544, 1
  %602 = icmp eq i64 %601, %440
  br i1 %602, label %603, label %543, !llvm.loop !13

603:                                              ; preds = %600
  call void @free(ptr noundef nonnull %542) #14
  %604 = add nuw nsw i64 %461, 1
  %605 = icmp eq i64 %604, 3
  br i1 %605, label %441, label %460, !llvm.loop !15

606:                                              ; preds = %734
  call void @free(ptr noundef nonnull %668) #14
  br label %768

607:                                              ; preds = %664, %441
  %608 = phi i64 [ 0, %441 ], [ %665, %664 ]
  %609 = getelementptr inbounds double, ptr %48, i64 %608
  %610 = load double, ptr %609, align 8, !tbaa !9
  %611 = getelementptr inbounds double, ptr %451, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = call double @llvm.fabs.f64(double %612)
  %614 = fcmp ogt double %613, 1.000000e+00
  %615 = select i1 %614, double %613, double 1.000000e+00
  %616 = fmul double %615, 0x3EB0C6F7A0B5ED8D
  %617 = fadd double %612, %616
  %618 = fsub double %612, %616
  store double %617, ptr %611, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #14
  call void @fv(ptr noundef readonly %451, ptr noundef nonnull %7, i32 noundef %303)
  %619 = load <2 x double>, ptr %7, align 16
  %620 = load <2 x double>, ptr %234, align 8
  %621 = load <2 x double>, ptr %235, align 16
  %622 = load double, ptr %236, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #14
  store double %618, ptr %611, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @fv(ptr noundef readonly %451, ptr noundef nonnull %8, i32 noundef %303)
  %623 = load double, ptr %8, align 16, !tbaa !9
  %624 = load double, ptr %237, align 8, !tbaa !9
  %625 = load double, ptr %238, align 16, !tbaa !9
  %626 = load double, ptr %239, align 8, !tbaa !9
  %627 = insertelement <2 x double> %619, double %623, i64 1
  %628 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %459, <2 x double> %627, <2 x double> zeroinitializer)
  %629 = insertelement <2 x double> %620, double %624, i64 1
  %630 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %458, <2 x double> %629, <2 x double> %628)
  %631 = insertelement <2 x double> %621, double %625, i64 1
  %632 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %457, <2 x double> %631, <2 x double> %630)
  %633 = insertelement <2 x double> poison, double %622, i64 0
  %634 = insertelement <2 x double> %633, double %626, i64 1
  %635 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %456, <2 x double> %634, <2 x double> %632)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  store double %612, ptr %611, align 8, !tbaa !9
  %636 = shufflevector <2 x double> %635, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %637 = fsub <2 x double> %635, %636
  %638 = extractelement <2 x double> %637, i64 0
  %639 = fsub double %617, %618
  %640 = fdiv double %638, %639
  %641 = call double @llvm.fabs.f64(double %640)
  %642 = fcmp ogt double %641, 1.000000e+00
  %643 = select i1 %642, double %641, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %610, ptr %36, align 8, !tbaa !9
  %644 = load volatile double, ptr %36, align 8, !tbaa !9
  %645 = call double @llvm.fabs.f64(double %644)
  %646 = fcmp ueq double %645, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %646, label %659, label %647

647:                                              ; preds = %607
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %640, ptr %35, align 8, !tbaa !9
  %648 = load volatile double, ptr %35, align 8, !tbaa !9
  %649 = call double @llvm.fabs.f64(double %648)
  %650 = fcmp ueq double %649, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %650, label %659, label %651

651:                                              ; preds = %647
  %652 = fsub double %610, %640
  %653 = call double @llvm.fabs.f64(double %652)
  %654 = fmul double %643, 0x3EB0C6F7A0B5ED8D
  %655 = fcmp ugt double %653, %654
  br i1 %655, label %659, label %656

656:                                              ; preds = %651
  %657 = trunc nuw nsw i64 %608 to i32
  %658 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %657, double noundef %610, double noundef %640, ptr noundef nonnull @.str.18)
  br label %664

659:                                              ; preds = %651, %647, %607
  %660 = trunc nuw nsw i64 %608 to i32
  %661 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %660, double noundef %610, double noundef %640, ptr noundef nonnull @.str.19)
  %662 = load i32, ptr @n_fail, align 4, !tbaa !11
  %663 = add nsw i32 %662, 1
  store i32 %663, ptr @n_fail, align 4, !tbaa !11
  br label %664

664:                                              ; preds = %659, %656
  %665 = add nuw nsw i64 %608, 1
  %666 = icmp eq i64 %665, %440
  br i1 %666, label %667, label %607, !llvm.loop !13

667:                                              ; preds = %664
  call void @free(ptr noundef nonnull %451) #14
  %668 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %668, ptr nonnull readonly align 16 %45, i64 %439, i1 false)
  %669 = load <2 x double>, ptr %168, align 16
  %670 = load <2 x double>, ptr %170, align 8
  %671 = load <2 x double>, ptr %181, align 16
  %672 = load <2 x double>, ptr %182, align 8
  %673 = shufflevector <2 x double> %672, <2 x double> poison, <2 x i32> zeroinitializer
  %674 = shufflevector <2 x double> %671, <2 x double> poison, <2 x i32> zeroinitializer
  %675 = shufflevector <2 x double> %670, <2 x double> poison, <2 x i32> zeroinitializer
  %676 = shufflevector <2 x double> %669, <2 x double> poison, <2 x i32> zeroinitializer
  br label %677

677:                                              ; preds = %734, %667
  %678 = phi i64 [ 0, %667 ], [ %735, %734 ]
  %679 = getelementptr inbounds double, ptr %214, i64 %678
  %680 = load double, ptr %679, align 8, !tbaa !9
  %681 = getelementptr inbounds double, ptr %668, i64 %678
  %682 = load double, ptr %681, align 8, !tbaa !9
  %683 = call double @llvm.fabs.f64(double %682)
  %684 = fcmp ogt double %683, 1.000000e+00
  %685 = select i1 %684, double %683, double 1.000000e+00
  %686 = fmul double %685, 0x3EB0C6F7A0B5ED8D
  %687 = fadd double %682, %686
  %688 = fsub double %682, %686
  store double %687, ptr %681, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #14
  call void @fv(ptr noundef readonly %668, ptr noundef nonnull %7, i32 noundef %303)
  %689 = load <2 x double>, ptr %7, align 16
  %690 = load <2 x double>, ptr %234, align 8
  %691 = load <2 x double>, ptr %235, align 16
  %692 = load double, ptr %236, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #14
  store double %688, ptr %681, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @fv(ptr noundef readonly %668, ptr noundef nonnull %8, i32 noundef %303)
  %693 = load double, ptr %8, align 16, !tbaa !9
  %694 = load double, ptr %237, align 8, !tbaa !9
  %695 = load double, ptr %238, align 16, !tbaa !9
  %696 = load double, ptr %239, align 8, !tbaa !9
  %697 = insertelement <2 x double> %689, double %693, i64 1
  %698 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %676, <2 x double> %697, <2 x double> zeroinitializer)
  %699 = insertelement <2 x double> %690, double %694, i64 1
  %700 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %675, <2 x double> %699, <2 x double> %698)
  %701 = insertelement <2 x double> %691, double %695, i64 1
  %702 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %674, <2 x double> %701, <2 x double> %700)
  %703 = insertelement <2 x double> poison, double %692, i64 0
  %704 = insertelement <2 x double> %703, double %696, i64 1
  %705 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %673, <2 x double> %704, <2 x double> %702)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  store double %682, ptr %681, align 8, !tbaa !9
  %706 = shufflevector <2 x double> %705, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %707 = fsub <2 x double> %705, %706
  %708 = extractelement <2 x double> %707, i64 0
  %709 = fsub double %687, %688
  %710 = fdiv double %708, %709
  %711 = call double @llvm.fabs.f64(double %710)
  %712 = fcmp ogt double %711, 1.000000e+00
  %713 = select i1 %712, double %711, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %680, ptr %36, align 8, !tbaa !9
  %714 = load volatile double, ptr %36, align 8, !tbaa !9
  %715 = call double @llvm.fabs.f64(double %714)
  %716 = fcmp ueq double %715, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %716, label %729, label %717

717:                                              ; preds = %677
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %710, ptr %35, align 8, !tbaa !9
  %718 = load volatile double, ptr %35, align 8, !tbaa !9
  %719 = call double @llvm.fabs.f64(double %718)
  %720 = fcmp ueq double %719, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %720, label %729, label %721

721:                                              ; preds = %717
  %722 = fsub double %680, %710
  %723 = call double @llvm.fabs.f64(double %722)
  %724 = fmul double %713, 0x3EB0C6F7A0B5ED8D
  %725 = fcmp ugt double %723, %724
  br i1 %725, label %729, label %726

726:                                              ; preds = %721
  %727 = trunc nuw nsw i64 %678 to i32
  %728 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %727, double noundef %680, double noundef %710, ptr noundef nonnull @.str.18)
  br label %734

729:                                              ; preds = %721, %717, %677
  %730 = trunc nuw nsw i64 %678 to i32
  %731 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %730, double noundef %680, double noundef %710, ptr noundef nonnull @.str.19)
  %732 = load i32, ptr @n_fail, align 4, !tbaa !11
  %733 = add nsw i32 %732, 1
  store i32 %733, ptr @n_fail, align 4, !tbaa !11
  br label %734

734:                                              ; preds = %729, %726
  %735 = add nuw nsw i64 %678, 1
  %736 = icmp eq i64 %735, %440
  br i1 %736, label %606, label %677, !llvm.loop !13

737:                                              ; preds = %789
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %738 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %739 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %740 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %741 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %742 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fc, i32 noundef %738, i32 noundef 3, i32 noundef %739, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %214, ptr noundef nonnull %215, i32 noundef %740, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %216, ptr noundef nonnull %217, i32 noundef %741, i32 noundef %303) #14
  %743 = load i32, ptr @calls, align 4, !tbaa !11
  %744 = sitofp i32 %743 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %744, ptr %34, align 8, !tbaa !9
  %745 = load volatile double, ptr %34, align 8, !tbaa !9
  %746 = call double @llvm.fabs.f64(double %745)
  %747 = fcmp ueq double %746, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %747, label %758, label %748

748:                                              ; preds = %737
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !9
  %749 = load volatile double, ptr %33, align 8, !tbaa !9
  %750 = call double @llvm.fabs.f64(double %749)
  %751 = fcmp ueq double %750, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %752 = fadd double %744, -1.000000e+00
  %753 = fcmp une double %752, 0.000000e+00
  %754 = select i1 %751, i1 true, i1 %753
  br i1 %754, label %758, label %755

755:                                              ; preds = %748
  %756 = trunc nuw nsw i64 %301 to i32
  %757 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %756, double noundef %744, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %763

758:                                              ; preds = %748, %737
  %759 = trunc nuw nsw i64 %301 to i32
  %760 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %759, double noundef %744, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %761 = load i32, ptr @n_fail, align 4, !tbaa !11
  %762 = add nsw i32 %761, 1
  store i32 %762, ptr @n_fail, align 4, !tbaa !11
  br label %763

763:                                              ; preds = %755, %758
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %52, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  %764 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %765 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %766 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %767 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fc, i32 noundef %764, i32 noundef 3, i32 noundef %765, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %214, ptr noundef nonnull %215, i32 noundef %766, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %216, ptr noundef nonnull %217, i32 noundef %767, i32 noundef %303, ptr noundef %742) #14
  br label %969

768:                                              ; preds = %606, %789
  %769 = phi i64 [ 0, %606 ], [ %790, %789 ]
  %770 = getelementptr inbounds [7 x double], ptr %215, i64 0, i64 %769
  %771 = load double, ptr %770, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %771, ptr %32, align 8, !tbaa !9
  %772 = load volatile double, ptr %32, align 8, !tbaa !9
  %773 = call double @llvm.fabs.f64(double %772)
  %774 = fcmp ueq double %773, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %774, label %784, label %775

775:                                              ; preds = %768
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double 0.000000e+00, ptr %31, align 8, !tbaa !9
  %776 = load volatile double, ptr %31, align 8, !tbaa !9
  %777 = call double @llvm.fabs.f64(double %776)
  %778 = fcmp ueq double %777, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  %779 = fcmp une double %771, 0.000000e+00
  %780 = select i1 %778, i1 true, i1 %779
  br i1 %780, label %784, label %781

781:                                              ; preds = %775
  %782 = trunc nuw nsw i64 %769 to i32
  %783 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %782, double noundef %771, double noundef 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %789

784:                                              ; preds = %775, %768
  %785 = trunc nuw nsw i64 %769 to i32
  %786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %785, double noundef %771, double noundef 0.000000e+00, ptr noundef nonnull @.str.19)
  %787 = load i32, ptr @n_fail, align 4, !tbaa !11
  %788 = add nsw i32 %787, 1
  store i32 %788, ptr @n_fail, align 4, !tbaa !11
  br label %789

789:                                              ; preds = %781, %784
  %790 = add nuw nsw i64 %769, 1
  %791 = icmp eq i64 %790, %436
  br i1 %791, label %737, label %768, !llvm.loop !16

792:                                              ; preds = %1049
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %57) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %58) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %59) #14
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %60) #14
  %793 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %794 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %795 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %796 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @fin, i32 noundef %793, i32 noundef 3, i32 noundef %794, i32 noundef %794, i32 noundef %795) #14
  %797 = add i64 %796, -1
  %798 = icmp ult i64 %797, 16384
  %799 = uitofp i1 %798 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %799, ptr %30, align 8, !tbaa !9
  %800 = load volatile double, ptr %30, align 8, !tbaa !9
  %801 = call double @llvm.fabs.f64(double %800)
  %802 = fcmp ueq double %801, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %802, label %813, label %803

803:                                              ; preds = %792
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double 1.000000e+00, ptr %29, align 8, !tbaa !9
  %804 = load volatile double, ptr %29, align 8, !tbaa !9
  %805 = call double @llvm.fabs.f64(double %804)
  %806 = fcmp ueq double %805, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  %807 = fadd double %799, -1.000000e+00
  %808 = fcmp une double %807, 0.000000e+00
  %809 = select i1 %806, i1 true, i1 %808
  br i1 %809, label %813, label %810

810:                                              ; preds = %803
  %811 = trunc nuw nsw i64 %301 to i32
  %812 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %811, double noundef %799, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %818

813:                                              ; preds = %803, %792
  %814 = trunc nuw nsw i64 %301 to i32
  %815 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %814, double noundef %799, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %816 = load i32, ptr @n_fail, align 4, !tbaa !11
  %817 = add nsw i32 %816, 1
  store i32 %817, ptr @n_fail, align 4, !tbaa !11
  br label %818

818:                                              ; preds = %810, %813
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %55, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %819 = load i64, ptr @rng_state, align 8, !tbaa !5
  %820 = mul i64 %819, 6364136223846793005
  %821 = add i64 %820, 1442695040888963407
  %822 = mul i64 %821, 6364136223846793005
  %823 = add i64 %822, 1442695040888963407
  %824 = insertelement <2 x i64> poison, i64 %821, i64 0
  %825 = insertelement <2 x i64> %824, i64 %823, i64 1
  %826 = lshr <2 x i64> %825, <i64 11, i64 11>
  %827 = uitofp nneg <2 x i64> %826 to <2 x double>
  %828 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %827, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %828, ptr %56, align 16, !tbaa !9
  %829 = mul i64 %823, 6364136223846793005
  %830 = add i64 %829, 1442695040888963407
  %831 = mul i64 %830, 6364136223846793005
  %832 = add i64 %831, 1442695040888963407
  %833 = insertelement <2 x i64> poison, i64 %830, i64 0
  %834 = insertelement <2 x i64> %833, i64 %832, i64 1
  %835 = lshr <2 x i64> %834, <i64 11, i64 11>
  %836 = uitofp nneg <2 x i64> %835 to <2 x double>
  %837 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %836, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %837, ptr %260, align 16, !tbaa !9
  %838 = mul i64 %832, 6364136223846793005
  %839 = add i64 %838, 1442695040888963407
  %840 = mul i64 %839, 6364136223846793005
  %841 = add i64 %840, 1442695040888963407
  %842 = insertelement <2 x i64> poison, i64 %839, i64 0
  %843 = insertelement <2 x i64> %842, i64 %841, i64 1
  %844 = lshr <2 x i64> %843, <i64 11, i64 11>
  %845 = uitofp nneg <2 x i64> %844 to <2 x double>
  %846 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %845, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %846, ptr %261, align 16, !tbaa !9
  %847 = mul i64 %841, 6364136223846793005
  %848 = add i64 %847, 1442695040888963407
  %849 = lshr i64 %848, 11
  %850 = uitofp nneg i64 %849 to double
  %851 = call double @llvm.fmuladd.f64(double %850, double 0x3CA0000000000000, double -5.000000e-01)
  store double %851, ptr %262, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %57, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %58, i8 0, i64 168, i1 false)
  %852 = mul i64 %848, 6364136223846793005
  %853 = add i64 %852, 1442695040888963407
  %854 = mul i64 %853, 6364136223846793005
  %855 = add i64 %854, 1442695040888963407
  %856 = insertelement <2 x i64> poison, i64 %853, i64 0
  %857 = insertelement <2 x i64> %856, i64 %855, i64 1
  %858 = lshr <2 x i64> %857, <i64 10, i64 10>
  %859 = and <2 x i64> %858, <i64 18014398509481982, i64 18014398509481982>
  %860 = uitofp nneg <2 x i64> %859 to <2 x double>
  %861 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %860, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %861, ptr %59, align 16, !tbaa !9
  %862 = mul i64 %855, 6364136223846793005
  %863 = add i64 %862, 1442695040888963407
  %864 = mul i64 %863, 6364136223846793005
  %865 = add i64 %864, 1442695040888963407
  %866 = insertelement <2 x i64> poison, i64 %863, i64 0
  %867 = insertelement <2 x i64> %866, i64 %865, i64 1
  %868 = lshr <2 x i64> %867, <i64 10, i64 10>
  %869 = and <2 x i64> %868, <i64 18014398509481982, i64 18014398509481982>
  %870 = uitofp nneg <2 x i64> %869 to <2 x double>
  %871 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %870, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %871, ptr %263, align 16, !tbaa !9
  %872 = mul i64 %865, 6364136223846793005
  %873 = add i64 %872, 1442695040888963407
  %874 = mul i64 %873, 6364136223846793005
  %875 = add i64 %874, 1442695040888963407
  %876 = insertelement <2 x i64> poison, i64 %873, i64 0
  %877 = insertelement <2 x i64> %876, i64 %875, i64 1
  %878 = lshr <2 x i64> %877, <i64 10, i64 10>
  %879 = and <2 x i64> %878, <i64 18014398509481982, i64 18014398509481982>
  %880 = uitofp nneg <2 x i64> %879 to <2 x double>
  %881 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %880, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %881, ptr %264, align 16, !tbaa !9
  %882 = mul i64 %875, 6364136223846793005
  %883 = add i64 %882, 1442695040888963407
  %884 = mul i64 %883, 6364136223846793005
  %885 = add i64 %884, 1442695040888963407
  %886 = insertelement <2 x i64> poison, i64 %883, i64 0
  %887 = insertelement <2 x i64> %886, i64 %885, i64 1
  %888 = lshr <2 x i64> %887, <i64 10, i64 10>
  %889 = and <2 x i64> %888, <i64 18014398509481982, i64 18014398509481982>
  %890 = uitofp nneg <2 x i64> %889 to <2 x double>
  %891 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %890, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %891, ptr %265, align 16, !tbaa !9
  %892 = mul i64 %885, 6364136223846793005
  %893 = add i64 %892, 1442695040888963407
  %894 = mul i64 %893, 6364136223846793005
  %895 = add i64 %894, 1442695040888963407
  %896 = insertelement <2 x i64> poison, i64 %893, i64 0
  %897 = insertelement <2 x i64> %896, i64 %895, i64 1
  %898 = lshr <2 x i64> %897, <i64 10, i64 10>
  %899 = and <2 x i64> %898, <i64 18014398509481982, i64 18014398509481982>
  %900 = uitofp nneg <2 x i64> %899 to <2 x double>
  %901 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %900, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %901, ptr %266, align 16, !tbaa !9
  %902 = mul i64 %895, 6364136223846793005
  %903 = add i64 %902, 1442695040888963407
  %904 = mul i64 %903, 6364136223846793005
  %905 = add i64 %904, 1442695040888963407
  %906 = insertelement <2 x i64> poison, i64 %903, i64 0
  %907 = insertelement <2 x i64> %906, i64 %905, i64 1
  %908 = lshr <2 x i64> %907, <i64 10, i64 10>
  %909 = and <2 x i64> %908, <i64 18014398509481982, i64 18014398509481982>
  %910 = uitofp nneg <2 x i64> %909 to <2 x double>
  %911 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %910, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %911, ptr %267, align 16, !tbaa !9
  %912 = mul i64 %905, 6364136223846793005
  %913 = add i64 %912, 1442695040888963407
  %914 = mul i64 %913, 6364136223846793005
  %915 = add i64 %914, 1442695040888963407
  %916 = insertelement <2 x i64> poison, i64 %913, i64 0
  %917 = insertelement <2 x i64> %916, i64 %915, i64 1
  %918 = lshr <2 x i64> %917, <i64 10, i64 10>
  %919 = and <2 x i64> %918, <i64 18014398509481982, i64 18014398509481982>
  %920 = uitofp nneg <2 x i64> %919 to <2 x double>
  %921 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %920, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %921, ptr %268, align 16, !tbaa !9
  %922 = mul i64 %915, 6364136223846793005
  %923 = add i64 %922, 1442695040888963407
  %924 = mul i64 %923, 6364136223846793005
  %925 = add i64 %924, 1442695040888963407
  %926 = insertelement <2 x i64> poison, i64 %923, i64 0
  %927 = insertelement <2 x i64> %926, i64 %925, i64 1
  %928 = lshr <2 x i64> %927, <i64 10, i64 10>
  %929 = and <2 x i64> %928, <i64 18014398509481982, i64 18014398509481982>
  %930 = uitofp nneg <2 x i64> %929 to <2 x double>
  %931 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %930, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %931, ptr %269, align 16, !tbaa !9
  %932 = mul i64 %925, 6364136223846793005
  %933 = add i64 %932, 1442695040888963407
  %934 = mul i64 %933, 6364136223846793005
  %935 = add i64 %934, 1442695040888963407
  %936 = insertelement <2 x i64> poison, i64 %933, i64 0
  %937 = insertelement <2 x i64> %936, i64 %935, i64 1
  %938 = lshr <2 x i64> %937, <i64 10, i64 10>
  %939 = and <2 x i64> %938, <i64 18014398509481982, i64 18014398509481982>
  %940 = uitofp nneg <2 x i64> %939 to <2 x double>
  %941 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %940, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %941, ptr %270, align 16, !tbaa !9
  %942 = mul i64 %935, 6364136223846793005
  %943 = add i64 %942, 1442695040888963407
  %944 = mul i64 %943, 6364136223846793005
  %945 = add i64 %944, 1442695040888963407
  %946 = insertelement <2 x i64> poison, i64 %943, i64 0
  %947 = insertelement <2 x i64> %946, i64 %945, i64 1
  %948 = lshr <2 x i64> %947, <i64 10, i64 10>
  %949 = and <2 x i64> %948, <i64 18014398509481982, i64 18014398509481982>
  %950 = uitofp nneg <2 x i64> %949 to <2 x double>
  %951 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %950, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %951, ptr %271, align 16, !tbaa !9
  %952 = mul i64 %945, 6364136223846793005
  %953 = add i64 %952, 1442695040888963407
  %954 = lshr i64 %953, 10
  %955 = and i64 %954, 18014398509481982
  %956 = uitofp nneg i64 %955 to double
  %957 = call double @llvm.fmuladd.f64(double %956, double 0x3CA0000000000000, double -1.000000e+00)
  store double %957, ptr %272, align 16, !tbaa !9
  store i64 %953, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %958 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %959 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %960 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %961 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %962 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %963 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fin, i32 noundef %958, i32 noundef 3, i32 noundef %959, i64 noundef %796, i32 noundef %960, ptr noundef nonnull %60, i32 noundef %961, ptr noundef nonnull %55, ptr noundef nonnull %57, ptr noundef nonnull %246, ptr noundef nonnull %247, i32 noundef %961, ptr noundef nonnull %56, ptr noundef nonnull %58, ptr noundef nonnull %248, ptr noundef nonnull %249, i32 noundef %962, i32 noundef %303) #14
  %964 = load i32, ptr @calls, align 4, !tbaa !11
  %965 = sitofp i32 %964 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %965, ptr %26, align 8, !tbaa !9
  %966 = load volatile double, ptr %26, align 8, !tbaa !9
  %967 = call double @llvm.fabs.f64(double %966)
  %968 = fcmp ueq double %967, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %968, label %1062, label %1052

969:                                              ; preds = %763, %1049
  %970 = phi i64 [ 0, %763 ], [ %1050, %1049 ]
  %971 = getelementptr inbounds [3 x [4 x double]], ptr %47, i64 0, i64 %970
  %972 = getelementptr inbounds [3 x [7 x double]], ptr %48, i64 0, i64 %970
  %973 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %973, ptr nonnull readonly align 16 %45, i64 %439, i1 false)
  %974 = getelementptr inbounds i8, ptr %971, i64 8
  %975 = getelementptr inbounds i8, ptr %971, i64 16
  %976 = getelementptr inbounds i8, ptr %971, i64 24
  br label %977

977:                                              ; preds = %1046, %969
  %978 = phi i64 [ 0, %969 ], [ %1047, %1046 ]
  %979 = getelementptr inbounds double, ptr %972, i64 %978
  %980 = load double, ptr %979, align 8, !tbaa !9
  %981 = getelementptr inbounds double, ptr %973, i64 %978
  %982 = load double, ptr %981, align 8, !tbaa !9
  %983 = call double @llvm.fabs.f64(double %982)
  %984 = fcmp ogt double %983, 1.000000e+00
  %985 = select i1 %984, double %983, double 1.000000e+00
  %986 = fmul double %985, 0x3EB0C6F7A0B5ED8D
  %987 = fadd double %982, %986
  %988 = fsub double %982, %986
  store double %987, ptr %981, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %973, ptr noundef nonnull %5, i32 noundef %303)
  %989 = load double, ptr %971, align 16, !tbaa !9
  %990 = load <2 x double>, ptr %5, align 16
  %991 = load double, ptr %974, align 8, !tbaa !9
  %992 = load <2 x double>, ptr %240, align 8
  %993 = load double, ptr %975, align 16, !tbaa !9
  %994 = load <2 x double>, ptr %241, align 16
  %995 = load double, ptr %976, align 8, !tbaa !9
  %996 = load double, ptr %242, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %988, ptr %981, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %973, ptr noundef nonnull %6, i32 noundef %303)
  %997 = load double, ptr %6, align 16, !tbaa !9
  %998 = load double, ptr %243, align 8, !tbaa !9
  %999 = load double, ptr %244, align 16, !tbaa !9
  %1000 = load double, ptr %245, align 8, !tbaa !9
  %1001 = insertelement <2 x double> poison, double %989, i64 0
  %1002 = shufflevector <2 x double> %1001, <2 x double> poison, <2 x i32> zeroinitializer
  %1003 = insertelement <2 x double> %990, double %997, i64 1
  %1004 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1002, <2 x double> %1003, <2 x double> zeroinitializer)
  %1005 = insertelement <2 x double> poison, double %991, i64 0
  %1006 = shufflevector <2 x double> %1005, <2 x double> poison, <2 x i32> zeroinitializer
  %1007 = insertelement <2 x double> %992, double %998, i64 1
  %1008 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1006, <2 x double> %1007, <2 x double> %1004)
  %1009 = insertelement <2 x double> poison, double %993, i64 0
  %1010 = shufflevector <2 x double> %1009, <2 x double> poison, <2 x i32> zeroinitializer
  %1011 = insertelement <2 x double> %994, double %999, i64 1
  %1012 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1010, <2 x double> %1011, <2 x double> %1008)
  %1013 = insertelement <2 x double> poison, double %995, i64 0
  %1014 = shufflevector <2 x double> %1013, <2 x double> poison, <2 x i32> zeroinitializer
  %1015 = insertelement <2 x double> poison, double %996, i64 0
  %1016 = insertelement <2 x double> %1015, double %1000, i64 1
  %1017 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1014, <2 x double> %1016, <2 x double> %1012)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %982, ptr %981, align 8, !tbaa !9
  %1018 = shufflevector <2 x double> %1017, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1019 = fsub <2 x double> %1017, %1018
  %1020 = extractelement <2 x double> %1019, i64 0
  %1021 = fsub double %987, %988
  %1022 = fdiv double %1020, %1021
  %1023 = call double @llvm.fabs.f64(double %1022)
  %1024 = fcmp ogt double %1023, 1.000000e+00
  %1025 = select i1 %1024, double %1023, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %980, ptr %28, align 8, !tbaa !9
  %1026 = load volatile double, ptr %28, align 8, !tbaa !9
  %1027 = call double @llvm.fabs.f64(double %1026)
  %1028 = fcmp ueq double %1027, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1028, label %1041, label %1029

1029:                                             ; preds = %977
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1022, ptr %27, align 8, !tbaa !9
  %1030 = load volatile double, ptr %27, align 8, !tbaa !9
  %1031 = call double @llvm.fabs.f64(double %1030)
  %1032 = fcmp ueq double %1031, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1032, label %1041, label %1033

1033:                                             ; preds = %1029
  %1034 = fsub double %980, %1022
  %1035 = call double @llvm.fabs.f64(double %1034)
  %1036 = fmul double %1025, 0x3EB0C6F7A0B5ED8D
  %1037 = fcmp ugt double %1035, %1036
  br i1 %1037, label %1041, label %1038

1038:                                             ; preds = %1033
  %1039 = trunc nuw nsw i64 %978 to i32
  %1040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1039, double noundef %980, double noundef %1022, ptr noundef nonnull @.str.18)
  br label %1046

1041:                                             ; preds = %1033, %1029, %977
  %1042 = trunc nuw nsw i64 %978 to i32
  %1043 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1042, double noundef %980, double noundef %1022, ptr noundef nonnull @.str.19)
  %1044 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1045 = add nsw i32 %1044, 1
  store i32 %1045, ptr @n_fail, align 4, !tbaa !11
  br label %1046

1046:                                             ; preds = %1041, %1038
  %1047 = add nuw nsw i64 %978, 1
  %1048 = icmp eq i64 %1047, %440
  br i1 %1048, label %1049, label %977, !llvm.loop !13

1049:                                             ; preds = %1046
  call void @free(ptr noundef nonnull %973) #14
  %1050 = add nuw nsw i64 %970, 1
  %1051 = icmp eq i64 %1050, 3
  br i1 %1051, label %792, label %969, !llvm.loop !17

1052:                                             ; preds = %818
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !9
  %1053 = load volatile double, ptr %25, align 8, !tbaa !9
  %1054 = call double @llvm.fabs.f64(double %1053)
  %1055 = fcmp ueq double %1054, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %1056 = fadd double %965, -1.000000e+00
  %1057 = fcmp une double %1056, 0.000000e+00
  %1058 = select i1 %1055, i1 true, i1 %1057
  br i1 %1058, label %1062, label %1059

1059:                                             ; preds = %1052
  %1060 = trunc nuw nsw i64 %301 to i32
  %1061 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %1060, double noundef %965, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1067

1062:                                             ; preds = %1052, %818
  %1063 = trunc nuw nsw i64 %301 to i32
  %1064 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %1063, double noundef %965, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %1065 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1066 = add nsw i32 %1065, 1
  store i32 %1066, ptr @n_fail, align 4, !tbaa !11
  br label %1067

1067:                                             ; preds = %1059, %1062
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %61) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %61, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %1068 = load i32, ptr @calls, align 4, !tbaa !11
  %1069 = add nsw i32 %1068, 1
  store i32 %1069, ptr @calls, align 4, !tbaa !11
  %1070 = load double, ptr %61, align 16, !tbaa !9
  %1071 = add nsw i64 %440, -1
  %1072 = add nsw i64 %440, -2
  %1073 = and i64 %1071, 1
  %1074 = icmp eq i64 %1072, 0
  br i1 %1074, label %1102, label %1075

1075:                                             ; preds = %1067
  %1076 = and i64 %1071, -2
  br label %1077

1077:                                             ; preds = %1077, %1075
  %1078 = phi double [ %1070, %1075 ], [ %1098, %1077 ]
  %1079 = phi i64 [ 1, %1075 ], [ %1099, %1077 ]
  %1080 = phi i64 [ 0, %1075 ], [ %1100, %1077 ]
  %1081 = getelementptr inbounds double, ptr %61, i64 %1079
  %1082 = load double, ptr %1081, align 8, !tbaa !9
  %1083 = getelementptr double, ptr %273, i64 %1079
  %1084 = load double, ptr %1083, align 8, !tbaa !9
  %1085 = fadd double %1078, %1084
  %1086 = call double @cos(double noundef %1085) #14
  %1087 = fmul double %1078, 1.000000e-01
  %1088 = fmul double %1078, %1087
  %1089 = call double @llvm.fmuladd.f64(double %1082, double %1086, double %1088)
  store double %1089, ptr %1081, align 8, !tbaa !9
  %1090 = getelementptr inbounds double, ptr %278, i64 %1079
  %1091 = load double, ptr %1090, align 8, !tbaa !9
  %1092 = getelementptr double, ptr %56, i64 %1079
  %1093 = load double, ptr %1092, align 8, !tbaa !9
  %1094 = fadd double %1089, %1093
  %1095 = call double @cos(double noundef %1094) #14
  %1096 = fmul double %1089, 1.000000e-01
  %1097 = fmul double %1089, %1096
  %1098 = call double @llvm.fmuladd.f64(double %1091, double %1095, double %1097)
  store double %1098, ptr %1090, align 8, !tbaa !9
  %1099 = add nuw nsw i64 %1079, 2
  %1100 = add i64 %1080, 2
  %1101 = icmp eq i64 %1100, %1076
  br i1 %1101, label %1102, label %1077, !llvm.loop !18

1102:                                             ; preds = %1077, %1067
  %1103 = phi double [ %1070, %1067 ], [ %1098, %1077 ]
  %1104 = phi i64 [ 1, %1067 ], [ %1099, %1077 ]
  %1105 = icmp eq i64 %1073, 0
  br i1 %1105, label %1116, label %1106

1106:                                             ; preds = %1102
  %1107 = getelementptr inbounds double, ptr %61, i64 %1104
  %1108 = load double, ptr %1107, align 8, !tbaa !9
  %1109 = getelementptr double, ptr %273, i64 %1104
  %1110 = load double, ptr %1109, align 8, !tbaa !9
  %1111 = fadd double %1103, %1110
  %1112 = call double @cos(double noundef %1111) #14
  %1113 = fmul double %1103, 1.000000e-01
  %1114 = fmul double %1103, %1113
  %1115 = call double @llvm.fmuladd.f64(double %1108, double %1112, double %1114)
  store double %1115, ptr %1107, align 8, !tbaa !9
  br label %1116

1116:                                             ; preds = %1102, %1106
  %1117 = and i64 %1071, 1
  %1118 = icmp eq i64 %1072, 0
  br i1 %1118, label %1146, label %1119

1119:                                             ; preds = %1116
  %1120 = and i64 %1071, -2
  br label %1121

1121:                                             ; preds = %1121, %1119
  %1122 = phi double [ %1070, %1119 ], [ %1142, %1121 ]
  %1123 = phi i64 [ 1, %1119 ], [ %1143, %1121 ]
  %1124 = phi i64 [ 0, %1119 ], [ %1144, %1121 ]
  %1125 = getelementptr inbounds double, ptr %61, i64 %1123
  %1126 = load double, ptr %1125, align 8, !tbaa !9
  %1127 = getelementptr double, ptr %274, i64 %1123
  %1128 = load double, ptr %1127, align 8, !tbaa !9
  %1129 = fadd double %1122, %1128
  %1130 = call double @cos(double noundef %1129) #14
  %1131 = fmul double %1122, 1.000000e-01
  %1132 = fmul double %1122, %1131
  %1133 = call double @llvm.fmuladd.f64(double %1126, double %1130, double %1132)
  store double %1133, ptr %1125, align 8, !tbaa !9
  %1134 = getelementptr inbounds double, ptr %279, i64 %1123
  %1135 = load double, ptr %1134, align 8, !tbaa !9
  %1136 = getelementptr double, ptr %56, i64 %1123
  %1137 = load double, ptr %1136, align 8, !tbaa !9
  %1138 = fadd double %1133, %1137
  %1139 = call double @cos(double noundef %1138) #14
  %1140 = fmul double %1133, 1.000000e-01
  %1141 = fmul double %1133, %1140
  %1142 = call double @llvm.fmuladd.f64(double %1135, double %1139, double %1141)
  store double %1142, ptr %1134, align 8, !tbaa !9
  %1143 = add nuw nsw i64 %1123, 2
  %1144 = add i64 %1124, 2
  %1145 = icmp eq i64 %1144, %1120
  br i1 %1145, label %1146, label %1121, !llvm.loop !18

1146:                                             ; preds = %1121, %1116
  %1147 = phi double [ %1070, %1116 ], [ %1142, %1121 ]
  %1148 = phi i64 [ 1, %1116 ], [ %1143, %1121 ]
  %1149 = icmp eq i64 %1117, 0
  br i1 %1149, label %1160, label %1150

1150:                                             ; preds = %1146
  %1151 = getelementptr inbounds double, ptr %61, i64 %1148
  %1152 = load double, ptr %1151, align 8, !tbaa !9
  %1153 = getelementptr double, ptr %274, i64 %1148
  %1154 = load double, ptr %1153, align 8, !tbaa !9
  %1155 = fadd double %1147, %1154
  %1156 = call double @cos(double noundef %1155) #14
  %1157 = fmul double %1147, 1.000000e-01
  %1158 = fmul double %1147, %1157
  %1159 = call double @llvm.fmuladd.f64(double %1152, double %1156, double %1158)
  store double %1159, ptr %1151, align 8, !tbaa !9
  br label %1160

1160:                                             ; preds = %1146, %1150
  %1161 = and i64 %1071, 1
  %1162 = icmp eq i64 %1072, 0
  br i1 %1162, label %1190, label %1163

1163:                                             ; preds = %1160
  %1164 = and i64 %1071, -2
  br label %1165

1165:                                             ; preds = %1165, %1163
  %1166 = phi double [ %1070, %1163 ], [ %1186, %1165 ]
  %1167 = phi i64 [ 1, %1163 ], [ %1187, %1165 ]
  %1168 = phi i64 [ 0, %1163 ], [ %1188, %1165 ]
  %1169 = getelementptr inbounds double, ptr %61, i64 %1167
  %1170 = load double, ptr %1169, align 8, !tbaa !9
  %1171 = getelementptr double, ptr %275, i64 %1167
  %1172 = load double, ptr %1171, align 8, !tbaa !9
  %1173 = fadd double %1166, %1172
  %1174 = call double @cos(double noundef %1173) #14
  %1175 = fmul double %1166, 1.000000e-01
  %1176 = fmul double %1166, %1175
  %1177 = call double @llvm.fmuladd.f64(double %1170, double %1174, double %1176)
  store double %1177, ptr %1169, align 8, !tbaa !9
  %1178 = getelementptr inbounds double, ptr %280, i64 %1167
  %1179 = load double, ptr %1178, align 8, !tbaa !9
  %1180 = getelementptr double, ptr %56, i64 %1167
  %1181 = load double, ptr %1180, align 8, !tbaa !9
  %1182 = fadd double %1177, %1181
  %1183 = call double @cos(double noundef %1182) #14
  %1184 = fmul double %1177, 1.000000e-01
  %1185 = fmul double %1177, %1184
  %1186 = call double @llvm.fmuladd.f64(double %1179, double %1183, double %1185)
  store double %1186, ptr %1178, align 8, !tbaa !9
  %1187 = add nuw nsw i64 %1167, 2
  %1188 = add i64 %1168, 2
  %1189 = icmp eq i64 %1188, %1164
  br i1 %1189, label %1190, label %1165, !llvm.loop !18

1190:                                             ; preds = %1165, %1160
  %1191 = phi double [ %1070, %1160 ], [ %1186, %1165 ]
  %1192 = phi i64 [ 1, %1160 ], [ %1187, %1165 ]
  %1193 = icmp eq i64 %1161, 0
  br i1 %1193, label %1204, label %1194

1194:                                             ; preds = %1190
  %1195 = getelementptr inbounds double, ptr %61, i64 %1192
  %1196 = load double, ptr %1195, align 8, !tbaa !9
  %1197 = getelementptr double, ptr %275, i64 %1192
  %1198 = load double, ptr %1197, align 8, !tbaa !9
  %1199 = fadd double %1191, %1198
  %1200 = call double @cos(double noundef %1199) #14
  %1201 = fmul double %1191, 1.000000e-01
  %1202 = fmul double %1191, %1201
  %1203 = call double @llvm.fmuladd.f64(double %1196, double %1200, double %1202)
  store double %1203, ptr %1195, align 8, !tbaa !9
  br label %1204

1204:                                             ; preds = %1190, %1194
  br label %1205

1205:                                             ; preds = %1204, %1234
  %1206 = phi i64 [ %1235, %1234 ], [ 0, %1204 ]
  %1207 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %1206
  %1208 = load double, ptr %1207, align 8, !tbaa !9
  %1209 = getelementptr inbounds [7 x double], ptr %61, i64 0, i64 %1206
  %1210 = load double, ptr %1209, align 8, !tbaa !9
  %1211 = call double @llvm.fabs.f64(double %1210)
  %1212 = fcmp ogt double %1211, 1.000000e+00
  %1213 = select i1 %1212, double %1211, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1208, ptr %24, align 8, !tbaa !9
  %1214 = load volatile double, ptr %24, align 8, !tbaa !9
  %1215 = call double @llvm.fabs.f64(double %1214)
  %1216 = fcmp ueq double %1215, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1216, label %1229, label %1217

1217:                                             ; preds = %1205
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1210, ptr %23, align 8, !tbaa !9
  %1218 = load volatile double, ptr %23, align 8, !tbaa !9
  %1219 = call double @llvm.fabs.f64(double %1218)
  %1220 = fcmp ueq double %1219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1220, label %1229, label %1221

1221:                                             ; preds = %1217
  %1222 = fsub double %1208, %1210
  %1223 = call double @llvm.fabs.f64(double %1222)
  %1224 = fmul double %1213, 0x3D719799812DEA11
  %1225 = fcmp ugt double %1223, %1224
  br i1 %1225, label %1229, label %1226

1226:                                             ; preds = %1221
  %1227 = trunc nuw nsw i64 %1206 to i32
  %1228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1227, double noundef %1208, double noundef %1210, ptr noundef nonnull @.str.18)
  br label %1234

1229:                                             ; preds = %1221, %1217, %1205
  %1230 = trunc nuw nsw i64 %1206 to i32
  %1231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1230, double noundef %1208, double noundef %1210, ptr noundef nonnull @.str.19)
  %1232 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1233 = add nsw i32 %1232, 1
  store i32 %1233, ptr @n_fail, align 4, !tbaa !11
  br label %1234

1234:                                             ; preds = %1226, %1229
  %1235 = add nuw nsw i64 %1206, 1
  %1236 = icmp eq i64 %1235, %436
  br i1 %1236, label %1237, label %1205, !llvm.loop !19

1237:                                             ; preds = %1234
  %1238 = and i64 %436, 2147483644
  br label %1239

1239:                                             ; preds = %1239, %1237
  %1240 = phi i64 [ 0, %1237 ], [ %1248, %1239 ]
  %1241 = phi <2 x i32> [ <i32 0, i32 1>, %1237 ], [ %1249, %1239 ]
  %1242 = add <2 x i32> %1241, <i32 1000, i32 1000>
  %1243 = add <2 x i32> %1241, <i32 1002, i32 1002>
  %1244 = uitofp <2 x i32> %1242 to <2 x double>
  %1245 = uitofp <2 x i32> %1243 to <2 x double>
  %1246 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %1240
  %1247 = getelementptr inbounds i8, ptr %1246, i64 16
  store <2 x double> %1244, ptr %1246, align 16, !tbaa !9
  store <2 x double> %1245, ptr %1247, align 16, !tbaa !9
  %1248 = add nuw i64 %1240, 4
  %1249 = add <2 x i32> %1241, <i32 4, i32 4>
  %1250 = icmp eq i64 %1248, %1238
  br i1 %1250, label %1251, label %1239, !llvm.loop !20

1251:                                             ; preds = %1239
  %1252 = icmp eq i64 %1238, %436
  br i1 %1252, label %1253, label %1327

1253:                                             ; preds = %1327, %1251
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %57, ptr noundef nonnull align 16 dereferenceable(168) %59, i64 168, i1 false)
  %1254 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1255 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %1256 = load i32, ptr @enzyme_nofree, align 4, !tbaa !11
  %1257 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %1258 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1259 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fin, i32 noundef %1254, i32 noundef 3, i32 noundef %1255, i64 noundef %796, i32 noundef %1256, i32 noundef %1257, ptr noundef nonnull %60, i32 noundef %1258, ptr noundef nonnull %55, ptr noundef nonnull %57, ptr noundef nonnull %246, ptr noundef nonnull %247, i32 noundef %1258, ptr noundef nonnull %56, ptr noundef nonnull %58, ptr noundef nonnull %248, ptr noundef nonnull %249, i32 noundef %1259, i32 noundef %303) #14
  %1260 = add nsw i64 %440, -2
  %1261 = add nsw i64 %440, -2
  %1262 = add nsw i64 %440, -2
  %1263 = and i64 %1071, 1
  %1264 = icmp eq i64 %1072, 0
  %1265 = and i64 %1071, -2
  %1266 = icmp eq i64 %1263, 0
  %1267 = and i64 %1071, 1
  %1268 = icmp eq i64 %1072, 0
  %1269 = and i64 %1071, -2
  %1270 = icmp eq i64 %1267, 0
  %1271 = and i64 %1071, 1
  %1272 = icmp eq i64 %1072, 0
  %1273 = and i64 %1071, -2
  %1274 = icmp eq i64 %1271, 0
  %1275 = and i64 %440, 3
  %1276 = icmp ult i64 %1071, 3
  %1277 = and i64 %440, 4294967292
  %1278 = icmp eq i64 %1275, 0
  %1279 = and i64 %1071, 1
  %1280 = icmp eq i64 %1260, 0
  %1281 = and i64 %1071, -2
  %1282 = icmp eq i64 %1279, 0
  %1283 = and i64 %1071, 1
  %1284 = icmp eq i64 %1260, 0
  %1285 = and i64 %1071, -2
  %1286 = icmp eq i64 %1283, 0
  %1287 = and i64 %1071, 1
  %1288 = icmp eq i64 %1260, 0
  %1289 = and i64 %1071, -2
  %1290 = icmp eq i64 %1287, 0
  %1291 = and i64 %440, 3
  %1292 = icmp ult i64 %1071, 3
  %1293 = and i64 %440, 4294967292
  %1294 = icmp eq i64 %1291, 0
  %1295 = and i64 %1071, 1
  %1296 = icmp eq i64 %1261, 0
  %1297 = and i64 %1071, -2
  %1298 = icmp eq i64 %1295, 0
  %1299 = and i64 %1071, 1
  %1300 = icmp eq i64 %1261, 0
  %1301 = and i64 %1071, -2
  %1302 = icmp eq i64 %1299, 0
  %1303 = and i64 %1071, 1
  %1304 = icmp eq i64 %1261, 0
  %1305 = and i64 %1071, -2
  %1306 = icmp eq i64 %1303, 0
  %1307 = and i64 %440, 3
  %1308 = icmp ult i64 %1071, 3
  %1309 = and i64 %440, 4294967292
  %1310 = icmp eq i64 %1307, 0
  %1311 = and i64 %1071, 1
  %1312 = icmp eq i64 %1262, 0
  %1313 = and i64 %1071, -2
  %1314 = icmp eq i64 %1311, 0
  %1315 = and i64 %1071, 1
  %1316 = icmp eq i64 %1262, 0
  %1317 = and i64 %1071, -2
  %1318 = icmp eq i64 %1315, 0
  %1319 = and i64 %1071, 1
  %1320 = icmp eq i64 %1262, 0
  %1321 = and i64 %1071, -2
  %1322 = icmp eq i64 %1319, 0
  %1323 = and i64 %440, 3
  %1324 = icmp ult i64 %1071, 3
  %1325 = and i64 %440, 4294967292
  %1326 = icmp eq i64 %1323, 0
  br label %1379

1327:                                             ; preds = %1251, %1327
  %1328 = phi i64 [ %1333, %1327 ], [ %1238, %1251 ]
  %1329 = trunc i64 %1328 to i32
  %1330 = add i32 %1329, 1000
  %1331 = uitofp i32 %1330 to double
  %1332 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %1328
  store double %1331, ptr %1332, align 8, !tbaa !9
  %1333 = add nuw nsw i64 %1328, 1
  %1334 = icmp eq i64 %1333, %436
  br i1 %1334, label %1253, label %1327, !llvm.loop !23

1335:                                             ; preds = %2142
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %61) #14
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %60) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %59) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %58) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %62, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63) #14
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %64) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %64, i8 0, i64 112, i1 false)
  %1336 = load i64, ptr @rng_state, align 8, !tbaa !5
  %1337 = mul i64 %1336, 6364136223846793005
  %1338 = add i64 %1337, 1442695040888963407
  %1339 = mul i64 %1338, 6364136223846793005
  %1340 = add i64 %1339, 1442695040888963407
  %1341 = insertelement <2 x i64> poison, i64 %1338, i64 0
  %1342 = insertelement <2 x i64> %1341, i64 %1340, i64 1
  %1343 = lshr <2 x i64> %1342, <i64 10, i64 10>
  %1344 = and <2 x i64> %1343, <i64 18014398509481982, i64 18014398509481982>
  %1345 = uitofp nneg <2 x i64> %1344 to <2 x double>
  %1346 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1345, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store i64 %1340, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %1347 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1348 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %1349 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1350 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %1351 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fs, i32 noundef %1347, i32 noundef 2, i32 noundef %1348, double noundef 0x3FE6666666666666, i32 noundef %1348, double noundef -4.000000e-01, i32 noundef %1349, ptr noundef nonnull %45, ptr noundef nonnull %64, ptr noundef nonnull %251, i32 noundef %1349, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %252, i32 noundef %1350, i32 noundef %303) #14
  %1352 = load i32, ptr @calls, align 4, !tbaa !11
  %1353 = sitofp i32 %1352 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %1353, ptr %22, align 8, !tbaa !9
  %1354 = load volatile double, ptr %22, align 8, !tbaa !9
  %1355 = call double @llvm.fabs.f64(double %1354)
  %1356 = fcmp ueq double %1355, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1356, label %1367, label %1357

1357:                                             ; preds = %1335
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !9
  %1358 = load volatile double, ptr %21, align 8, !tbaa !9
  %1359 = call double @llvm.fabs.f64(double %1358)
  %1360 = fcmp ueq double %1359, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %1361 = fadd double %1353, -1.000000e+00
  %1362 = fcmp une double %1361, 0.000000e+00
  %1363 = select i1 %1360, i1 true, i1 %1362
  br i1 %1363, label %1367, label %1364

1364:                                             ; preds = %1357
  %1365 = trunc nuw nsw i64 %301 to i32
  %1366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1365, double noundef %1353, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1372

1367:                                             ; preds = %1357, %1335
  %1368 = trunc nuw nsw i64 %301 to i32
  %1369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1368, double noundef %1353, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %1370 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1371 = add nsw i32 %1370, 1
  store i32 %1371, ptr @n_fail, align 4, !tbaa !11
  br label %1372

1372:                                             ; preds = %1364, %1367
  store <2 x double> %1346, ptr %63, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #14
  %1373 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1374 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %1375 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1376 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_reverse_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %65, ptr noundef nonnull @fs, i32 noundef %1373, i32 noundef 2, i32 noundef %1374, double noundef 0x3FE6666666666666, i32 noundef %1374, double noundef -4.000000e-01, i32 noundef %1375, ptr noundef nonnull %45, ptr noundef nonnull %64, ptr noundef nonnull %251, i32 noundef %1375, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %252, i32 noundef %1376, i32 noundef %303, ptr noundef %1351) #14
  %1377 = extractelement <2 x double> %1346, i64 0
  %1378 = extractelement <2 x double> %1346, i64 1
  br label %2146

1379:                                             ; preds = %1253, %2142
  %1380 = phi i64 [ 0, %1253 ], [ %2143, %2142 ]
  %1381 = getelementptr inbounds [3 x [7 x double]], ptr %59, i64 0, i64 %1380
  %1382 = getelementptr inbounds [3 x [7 x double]], ptr %57, i64 0, i64 %1380
  %1383 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1383, ptr nonnull readonly align 16 %45, i64 %439, i1 false)
  br label %1384

1384:                                             ; preds = %1758, %1379
  %1385 = phi i64 [ 0, %1379 ], [ %1759, %1758 ]
  %1386 = getelementptr inbounds double, ptr %1382, i64 %1385
  %1387 = load double, ptr %1386, align 8, !tbaa !9
  %1388 = getelementptr inbounds double, ptr %1383, i64 %1385
  %1389 = load double, ptr %1388, align 8, !tbaa !9
  %1390 = call double @llvm.fabs.f64(double %1389)
  %1391 = fcmp ogt double %1390, 1.000000e+00
  %1392 = select i1 %1391, double %1390, double 1.000000e+00
  %1393 = fmul double %1392, 0x3EB0C6F7A0B5ED8D
  %1394 = fadd double %1389, %1393
  store double %1394, ptr %1388, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %1383, i64 %439, i1 false)
  %1395 = load i32, ptr @calls, align 4, !tbaa !11
  %1396 = add nsw i32 %1395, 1
  store i32 %1396, ptr @calls, align 4, !tbaa !11
  %1397 = load double, ptr %3, align 16, !tbaa !9
  br i1 %1264, label %1423, label %1398

1398:                                             ; preds = %1384, %1398
  %1399 = phi double [ %1419, %1398 ], [ %1397, %1384 ]
  %1400 = phi i64 [ %1420, %1398 ], [ 1, %1384 ]
  %1401 = phi i64 [ %1421, %1398 ], [ 0, %1384 ]
  %1402 = getelementptr inbounds double, ptr %3, i64 %1400
  %1403 = load double, ptr %1402, align 8, !tbaa !9
  %1404 = getelementptr double, ptr %250, i64 %1400
  %1405 = load double, ptr %1404, align 8, !tbaa !9
  %1406 = fadd double %1399, %1405
  %1407 = call double @cos(double noundef %1406) #14
  %1408 = fmul double %1399, 1.000000e-01
  %1409 = fmul double %1399, %1408
  %1410 = call double @llvm.fmuladd.f64(double %1403, double %1407, double %1409)
  store double %1410, ptr %1402, align 8, !tbaa !9
  %1411 = getelementptr inbounds double, ptr %281, i64 %1400
  %1412 = load double, ptr %1411, align 8, !tbaa !9
  %1413 = getelementptr double, ptr %56, i64 %1400
  %1414 = load double, ptr %1413, align 8, !tbaa !9
  %1415 = fadd double %1410, %1414
  %1416 = call double @cos(double noundef %1415) #14
  %1417 = fmul double %1410, 1.000000e-01
  %1418 = fmul double %1410, %1417
  %1419 = call double @llvm.fmuladd.f64(double %1412, double %1416, double %1418)
  store double %1419, ptr %1411, align 8, !tbaa !9
  %1420 = add nuw nsw i64 %1400, 2
  %1421 = add i64 %1401, 2
  %1422 = icmp eq i64 %1421, %1265
  br i1 %1422, label %1423, label %1398, !llvm.loop !18

1423:                                             ; preds = %1398, %1384
  %1424 = phi double [ %1397, %1384 ], [ %1419, %1398 ]
  %1425 = phi i64 [ 1, %1384 ], [ %1420, %1398 ]
  br i1 %1266, label %1436, label %1426

1426:                                             ; preds = %1423
  %1427 = getelementptr inbounds double, ptr %3, i64 %1425
  %1428 = load double, ptr %1427, align 8, !tbaa !9
  %1429 = getelementptr double, ptr %250, i64 %1425
  %1430 = load double, ptr %1429, align 8, !tbaa !9
  %1431 = fadd double %1424, %1430
  %1432 = call double @cos(double noundef %1431) #14
  %1433 = fmul double %1424, 1.000000e-01
  %1434 = fmul double %1424, %1433
  %1435 = call double @llvm.fmuladd.f64(double %1428, double %1432, double %1434)
  store double %1435, ptr %1427, align 8, !tbaa !9
  br label %1436

1436:                                             ; preds = %1423, %1426
  br i1 %1268, label %1462, label %1437

1437:                                             ; preds = %1436, %1437
  %1438 = phi double [ %1458, %1437 ], [ %1397, %1436 ]
  %1439 = phi i64 [ %1459, %1437 ], [ 1, %1436 ]
  %1440 = phi i64 [ %1460, %1437 ], [ 0, %1436 ]
  %1441 = getelementptr inbounds double, ptr %3, i64 %1439
  %1442 = load double, ptr %1441, align 8, !tbaa !9
  %1443 = getelementptr double, ptr %250, i64 %1439
  %1444 = load double, ptr %1443, align 8, !tbaa !9
  %1445 = fadd double %1438, %1444
  %1446 = call double @cos(double noundef %1445) #14
  %1447 = fmul double %1438, 1.000000e-01
  %1448 = fmul double %1438, %1447
  %1449 = call double @llvm.fmuladd.f64(double %1442, double %1446, double %1448)
  store double %1449, ptr %1441, align 8, !tbaa !9
  %1450 = getelementptr inbounds double, ptr %282, i64 %1439
  %1451 = load double, ptr %1450, align 8, !tbaa !9
  %1452 = getelementptr double, ptr %56, i64 %1439
  %1453 = load double, ptr %1452, align 8, !tbaa !9
  %1454 = fadd double %1449, %1453
  %1455 = call double @cos(double noundef %1454) #14
  %1456 = fmul double %1449, 1.000000e-01
  %1457 = fmul double %1449, %1456
  %1458 = call double @llvm.fmuladd.f64(double %1451, double %1455, double %1457)
  store double %1458, ptr %1450, align 8, !tbaa !9
  %1459 = add nuw nsw i64 %1439, 2
  %1460 = add i64 %1440, 2
  %1461 = icmp eq i64 %1460, %1269
  br i1 %1461, label %1462, label %1437, !llvm.loop !18

1462:                                             ; preds = %1437, %1436
  %1463 = phi double [ %1397, %1436 ], [ %1458, %1437 ]
  %1464 = phi i64 [ 1, %1436 ], [ %1459, %1437 ]
  br i1 %1270, label %1475, label %1465

1465:                                             ; preds = %1462
  %1466 = getelementptr inbounds double, ptr %3, i64 %1464
  %1467 = load double, ptr %1466, align 8, !tbaa !9
  %1468 = getelementptr double, ptr %250, i64 %1464
  %1469 = load double, ptr %1468, align 8, !tbaa !9
  %1470 = fadd double %1463, %1469
  %1471 = call double @cos(double noundef %1470) #14
  %1472 = fmul double %1463, 1.000000e-01
  %1473 = fmul double %1463, %1472
  %1474 = call double @llvm.fmuladd.f64(double %1467, double %1471, double %1473)
  store double %1474, ptr %1466, align 8, !tbaa !9
  br label %1475

1475:                                             ; preds = %1462, %1465
  br i1 %1272, label %1501, label %1476

1476:                                             ; preds = %1475, %1476
  %1477 = phi double [ %1497, %1476 ], [ %1397, %1475 ]
  %1478 = phi i64 [ %1498, %1476 ], [ 1, %1475 ]
  %1479 = phi i64 [ %1499, %1476 ], [ 0, %1475 ]
  %1480 = getelementptr inbounds double, ptr %3, i64 %1478
  %1481 = load double, ptr %1480, align 8, !tbaa !9
  %1482 = getelementptr double, ptr %250, i64 %1478
  %1483 = load double, ptr %1482, align 8, !tbaa !9
  %1484 = fadd double %1477, %1483
  %1485 = call double @cos(double noundef %1484) #14
  %1486 = fmul double %1477, 1.000000e-01
  %1487 = fmul double %1477, %1486
  %1488 = call double @llvm.fmuladd.f64(double %1481, double %1485, double %1487)
  store double %1488, ptr %1480, align 8, !tbaa !9
  %1489 = getelementptr inbounds double, ptr %283, i64 %1478
  %1490 = load double, ptr %1489, align 8, !tbaa !9
  %1491 = getelementptr double, ptr %56, i64 %1478
  %1492 = load double, ptr %1491, align 8, !tbaa !9
  %1493 = fadd double %1488, %1492
  %1494 = call double @cos(double noundef %1493) #14
  %1495 = fmul double %1488, 1.000000e-01
  %1496 = fmul double %1488, %1495
  %1497 = call double @llvm.fmuladd.f64(double %1490, double %1494, double %1496)
  store double %1497, ptr %1489, align 8, !tbaa !9
  %1498 = add nuw nsw i64 %1478, 2
  %1499 = add i64 %1479, 2
  %1500 = icmp eq i64 %1499, %1273
  br i1 %1500, label %1501, label %1476, !llvm.loop !18

1501:                                             ; preds = %1476, %1475
  %1502 = phi double [ %1397, %1475 ], [ %1497, %1476 ]
  %1503 = phi i64 [ 1, %1475 ], [ %1498, %1476 ]
  br i1 %1274, label %1514, label %1504

1504:                                             ; preds = %1501
  %1505 = getelementptr inbounds double, ptr %3, i64 %1503
  %1506 = load double, ptr %1505, align 8, !tbaa !9
  %1507 = getelementptr double, ptr %250, i64 %1503
  %1508 = load double, ptr %1507, align 8, !tbaa !9
  %1509 = fadd double %1502, %1508
  %1510 = call double @cos(double noundef %1509) #14
  %1511 = fmul double %1502, 1.000000e-01
  %1512 = fmul double %1502, %1511
  %1513 = call double @llvm.fmuladd.f64(double %1506, double %1510, double %1512)
  store double %1513, ptr %1505, align 8, !tbaa !9
  br label %1514

1514:                                             ; preds = %1501, %1504
  br i1 %1276, label %1545, label %1515

1515:                                             ; preds = %1514, %1515
  %1516 = phi i64 [ %1542, %1515 ], [ 0, %1514 ]
  %1517 = phi double [ %1541, %1515 ], [ 0.000000e+00, %1514 ]
  %1518 = phi i64 [ %1543, %1515 ], [ 0, %1514 ]
  %1519 = getelementptr inbounds double, ptr %1381, i64 %1516
  %1520 = load double, ptr %1519, align 8, !tbaa !9
  %1521 = getelementptr inbounds double, ptr %3, i64 %1516
  %1522 = load double, ptr %1521, align 16, !tbaa !9
  %1523 = call double @llvm.fmuladd.f64(double %1520, double %1522, double %1517)
  %1524 = or disjoint i64 %1516, 1
  %1525 = getelementptr inbounds double, ptr %1381, i64 %1524
  %1526 = load double, ptr %1525, align 8, !tbaa !9
  %1527 = getelementptr inbounds double, ptr %3, i64 %1524
  %1528 = load double, ptr %1527, align 8, !tbaa !9
  %1529 = call double @llvm.fmuladd.f64(double %1526, double %1528, double %1523)
  %1530 = or disjoint i64 %1516, 2
  %1531 = getelementptr inbounds double, ptr %1381, i64 %1530
  %1532 = load double, ptr %1531, align 8, !tbaa !9
  %1533 = getelementptr inbounds double, ptr %3, i64 %1530
  %1534 = load double, ptr %1533, align 16, !tbaa !9
  %1535 = call double @llvm.fmuladd.f64(double %1532, double %1534, double %1529)
  %1536 = or disjoint i64 %1516, 3
  %1537 = getelementptr inbounds double, ptr %1381, i64 %1536
  %1538 = load double, ptr %1537, align 8, !tbaa !9
  %1539 = getelementptr inbounds double, ptr %3, i64 %1536
  %1540 = load double, ptr %1539, align 8, !tbaa !9
  %1541 = call double @llvm.fmuladd.f64(double %1538, double %1540, double %1535)
  %1542 = add nuw nsw i64 %1516, 4
  %1543 = add i64 %1518, 4
  %1544 = icmp eq i64 %1543, %1277
  br i1 %1544, label %1545, label %1515, !llvm.loop !24

1545:                                             ; preds = %1515, %1514
  %1546 = phi double [ poison, %1514 ], [ %1541, %1515 ]
  %1547 = phi i64 [ 0, %1514 ], [ %1542, %1515 ]
  %1548 = phi double [ 0.000000e+00, %1514 ], [ %1541, %1515 ]
  br i1 %1278, label %1561, label %1549

1549:                                             ; preds = %1545, %1549
  %1550 = phi i64 [ %1558, %1549 ], [ %1547, %1545 ]
  %1551 = phi double [ %1557, %1549 ], [ %1548, %1545 ]
  %1552 = phi i64 [ %1559, %1549 ], [ 0, %1545 ]
  %1553 = getelementptr inbounds double, ptr %1381, i64 %1550
  %1554 = load double, ptr %1553, align 8, !tbaa !9
  %1555 = getelementptr inbounds double, ptr %3, i64 %1550
  %1556 = load double, ptr %1555, align 8, !tbaa !9
  %1557 = call double @llvm.fmuladd.f64(double %1554, double %1556, double %1551)
  %1558 = add nuw nsw i64 %1550, 1
  %1559 = add i64 %1552, 1
  %1560 = icmp eq i64 %1559, %1275
  br i1 %1560, label %1561, label %1549, !llvm.loop !25

1561:                                             ; preds = %1549, %1545
  %1562 = phi double [ %1546, %1545 ], [ %1557, %1549 ]
  %1563 = fsub double %1389, %1393
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #14
  store double %1563, ptr %1388, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %1383, i64 %439, i1 false)
  %1564 = load i32, ptr @calls, align 4, !tbaa !11
  %1565 = add nsw i32 %1564, 1
  store i32 %1565, ptr @calls, align 4, !tbaa !11
  %1566 = load double, ptr %4, align 16, !tbaa !9
  br i1 %1280, label %1592, label %1567

1567:                                             ; preds = %1561, %1567
  %1568 = phi double [ %1588, %1567 ], [ %1566, %1561 ]
  %1569 = phi i64 [ %1589, %1567 ], [ 1, %1561 ]
  %1570 = phi i64 [ %1590, %1567 ], [ 0, %1561 ]
  %1571 = getelementptr inbounds double, ptr %4, i64 %1569
  %1572 = load double, ptr %1571, align 8, !tbaa !9
  %1573 = getelementptr double, ptr %250, i64 %1569
  %1574 = load double, ptr %1573, align 8, !tbaa !9
  %1575 = fadd double %1568, %1574
  %1576 = call double @cos(double noundef %1575) #14
  %1577 = fmul double %1568, 1.000000e-01
  %1578 = fmul double %1568, %1577
  %1579 = call double @llvm.fmuladd.f64(double %1572, double %1576, double %1578)
  store double %1579, ptr %1571, align 8, !tbaa !9
  %1580 = getelementptr inbounds double, ptr %284, i64 %1569
  %1581 = load double, ptr %1580, align 8, !tbaa !9
  %1582 = getelementptr double, ptr %56, i64 %1569
  %1583 = load double, ptr %1582, align 8, !tbaa !9
  %1584 = fadd double %1579, %1583
  %1585 = call double @cos(double noundef %1584) #14
  %1586 = fmul double %1579, 1.000000e-01
  %1587 = fmul double %1579, %1586
  %1588 = call double @llvm.fmuladd.f64(double %1581, double %1585, double %1587)
  store double %1588, ptr %1580, align 8, !tbaa !9
  %1589 = add nuw nsw i64 %1569, 2
  %1590 = add i64 %1570, 2
  %1591 = icmp eq i64 %1590, %1281
  br i1 %1591, label %1592, label %1567, !llvm.loop !18

1592:                                             ; preds = %1567, %1561
  %1593 = phi double [ %1566, %1561 ], [ %1588, %1567 ]
  %1594 = phi i64 [ 1, %1561 ], [ %1589, %1567 ]
  br i1 %1282, label %1605, label %1595

1595:                                             ; preds = %1592
  %1596 = getelementptr inbounds double, ptr %4, i64 %1594
  %1597 = load double, ptr %1596, align 8, !tbaa !9
  %1598 = getelementptr double, ptr %250, i64 %1594
  %1599 = load double, ptr %1598, align 8, !tbaa !9
  %1600 = fadd double %1593, %1599
  %1601 = call double @cos(double noundef %1600) #14
  %1602 = fmul double %1593, 1.000000e-01
  %1603 = fmul double %1593, %1602
  %1604 = call double @llvm.fmuladd.f64(double %1597, double %1601, double %1603)
  store double %1604, ptr %1596, align 8, !tbaa !9
  br label %1605

1605:                                             ; preds = %1592, %1595
  br i1 %1284, label %1631, label %1606

1606:                                             ; preds = %1605, %1606
  %1607 = phi double [ %1627, %1606 ], [ %1566, %1605 ]
  %1608 = phi i64 [ %1628, %1606 ], [ 1, %1605 ]
  %1609 = phi i64 [ %1629, %1606 ], [ 0, %1605 ]
  %1610 = getelementptr inbounds double, ptr %4, i64 %1608
  %1611 = load double, ptr %1610, align 8, !tbaa !9
  %1612 = getelementptr double, ptr %250, i64 %1608
  %1613 = load double, ptr %1612, align 8, !tbaa !9
  %1614 = fadd double %1607, %1613
  %1615 = call double @cos(double noundef %1614) #14
  %1616 = fmul double %1607, 1.000000e-01
  %1617 = fmul double %1607, %1616
  %1618 = call double @llvm.fmuladd.f64(double %1611, double %1615, double %1617)
  store double %1618, ptr %1610, align 8, !tbaa !9
  %1619 = getelementptr inbounds double, ptr %285, i64 %1608
  %1620 = load double, ptr %1619, align 8, !tbaa !9
  %1621 = getelementptr double, ptr %56, i64 %1608
  %1622 = load double, ptr %1621, align 8, !tbaa !9
  %1623 = fadd double %1618, %1622
  %1624 = call double @cos(double noundef %1623) #14
  %1625 = fmul double %1618, 1.000000e-01
  %1626 = fmul double %1618, %1625
  %1627 = call double @llvm.fmuladd.f64(double %1620, double %1624, double %1626)
  store double %1627, ptr %1619, align 8, !tbaa !9
  %1628 = add nuw nsw i64 %1608, 2
  %1629 = add i64 %1609, 2
  %1630 = icmp eq i64 %1629, %1285
  br i1 %1630, label %1631, label %1606, !llvm.loop !18

1631:                                             ; preds = %1606, %1605
  %1632 = phi double [ %1566, %1605 ], [ %1627, %1606 ]
  %1633 = phi i64 [ 1, %1605 ], [ %1628, %1606 ]
  br i1 %1286, label %1644, label %1634

1634:                                             ; preds = %1631
  %1635 = getelementptr inbounds double, ptr %4, i64 %1633
  %1636 = load double, ptr %1635, align 8, !tbaa !9
  %1637 = getelementptr double, ptr %250, i64 %1633
  %1638 = load double, ptr %1637, align 8, !tbaa !9
  %1639 = fadd double %1632, %1638
  %1640 = call double @cos(double noundef %1639) #14
  %1641 = fmul double %1632, 1.000000e-01
  %1642 = fmul double %1632, %1641
  %1643 = call double @llvm.fmuladd.f64(double %1636, double %1640, double %1642)
  store double %1643, ptr %1635, align 8, !tbaa !9
  br label %1644

1644:                                             ; preds = %1631, %1634
  br i1 %1288, label %1670, label %1645

1645:                                             ; preds = %1644, %1645
  %1646 = phi double [ %1666, %1645 ], [ %1566, %1644 ]
  %1647 = phi i64 [ %1667, %1645 ], [ 1, %1644 ]
  %1648 = phi i64 [ %1668, %1645 ], [ 0, %1644 ]
  %1649 = getelementptr inbounds double, ptr %4, i64 %1647
  %1650 = load double, ptr %1649, align 8, !tbaa !9
  %1651 = getelementptr double, ptr %250, i64 %1647
  %1652 = load double, ptr %1651, align 8, !tbaa !9
  %1653 = fadd double %1646, %1652
  %1654 = call double @cos(double noundef %1653) #14
  %1655 = fmul double %1646, 1.000000e-01
  %1656 = fmul double %1646, %1655
  %1657 = call double @llvm.fmuladd.f64(double %1650, double %1654, double %1656)
  store double %1657, ptr %1649, align 8, !tbaa !9
  %1658 = getelementptr inbounds double, ptr %286, i64 %1647
  %1659 = load double, ptr %1658, align 8, !tbaa !9
  %1660 = getelementptr double, ptr %56, i64 %1647
  %1661 = load double, ptr %1660, align 8, !tbaa !9
  %1662 = fadd double %1657, %1661
  %1663 = call double @cos(double noundef %1662) #14
  %1664 = fmul double %1657, 1.000000e-01
  %1665 = fmul double %1657, %1664
  %1666 = call double @llvm.fmuladd.f64(double %1659, double %1663, double %1665)
  store double %1666, ptr %1658, align 8, !tbaa !9
  %1667 = add nuw nsw i64 %1647, 2
  %1668 = add i64 %1648, 2
  %1669 = icmp eq i64 %1668, %1289
  br i1 %1669, label %1670, label %1645, !llvm.loop !18

1670:                                             ; preds = %1645, %1644
  %1671 = phi double [ %1566, %1644 ], [ %1666, %1645 ]
  %1672 = phi i64 [ 1, %1644 ], [ %1667, %1645 ]
  br i1 %1290, label %1683, label %1673

1673:                                             ; preds = %1670
  %1674 = getelementptr inbounds double, ptr %4, i64 %1672
  %1675 = load double, ptr %1674, align 8, !tbaa !9
  %1676 = getelementptr double, ptr %250, i64 %1672
  %1677 = load double, ptr %1676, align 8, !tbaa !9
  %1678 = fadd double %1671, %1677
  %1679 = call double @cos(double noundef %1678) #14
  %1680 = fmul double %1671, 1.000000e-01
  %1681 = fmul double %1671, %1680
  %1682 = call double @llvm.fmuladd.f64(double %1675, double %1679, double %1681)
  store double %1682, ptr %1674, align 8, !tbaa !9
  br label %1683

1683:                                             ; preds = %1670, %1673
  br i1 %1292, label %1714, label %1684

1684:                                             ; preds = %1683, %1684
  %1685 = phi i64 [ %1711, %1684 ], [ 0, %1683 ]
  %1686 = phi double [ %1710, %1684 ], [ 0.000000e+00, %1683 ]
  %1687 = phi i64 [ %1712, %1684 ], [ 0, %1683 ]
  %1688 = getelementptr inbounds double, ptr %1381, i64 %1685
  %1689 = load double, ptr %1688, align 8, !tbaa !9
  %1690 = getelementptr inbounds double, ptr %4, i64 %1685
  %1691 = load double, ptr %1690, align 16, !tbaa !9
  %1692 = call double @llvm.fmuladd.f64(double %1689, double %1691, double %1686)
  %1693 = or disjoint i64 %1685, 1
  %1694 = getelementptr inbounds double, ptr %1381, i64 %1693
  %1695 = load double, ptr %1694, align 8, !tbaa !9
  %1696 = getelementptr inbounds double, ptr %4, i64 %1693
  %1697 = load double, ptr %1696, align 8, !tbaa !9
  %1698 = call double @llvm.fmuladd.f64(double %1695, double %1697, double %1692)
  %1699 = or disjoint i64 %1685, 2
  %1700 = getelementptr inbounds double, ptr %1381, i64 %1699
  %1701 = load double, ptr %1700, align 8, !tbaa !9
  %1702 = getelementptr inbounds double, ptr %4, i64 %1699
  %1703 = load double, ptr %1702, align 16, !tbaa !9
  %1704 = call double @llvm.fmuladd.f64(double %1701, double %1703, double %1698)
  %1705 = or disjoint i64 %1685, 3
  %1706 = getelementptr inbounds double, ptr %1381, i64 %1705
  %1707 = load double, ptr %1706, align 8, !tbaa !9
  %1708 = getelementptr inbounds double, ptr %4, i64 %1705
  %1709 = load double, ptr %1708, align 8, !tbaa !9
  %1710 = call double @llvm.fmuladd.f64(double %1707, double %1709, double %1704)
  %1711 = add nuw nsw i64 %1685, 4
  %1712 = add i64 %1687, 4
  %1713 = icmp eq i64 %1712, %1293
  br i1 %1713, label %1714, label %1684, !llvm.loop !24

1714:                                             ; preds = %1684, %1683
  %1715 = phi double [ poison, %1683 ], [ %1710, %1684 ]
  %1716 = phi i64 [ 0, %1683 ], [ %1711, %1684 ]
  %1717 = phi double [ 0.000000e+00, %1683 ], [ %1710, %1684 ]
  br i1 %1294, label %1730, label %1718

1718:                                             ; preds = %1714, %1718
  %1719 = phi i64 [ %1727, %1718 ], [ %1716, %1714 ]
  %1720 = phi double [ %1726, %1718 ], [ %1717, %1714 ]
  %1721 = phi i64 [ %1728, %1718 ], [ 0, %1714 ]
  %1722 = getelementptr inbounds double, ptr %1381, i64 %1719
  %1723 = load double, ptr %1722, align 8, !tbaa !9
  %1724 = getelementptr inbounds double, ptr %4, i64 %1719
  %1725 = load double, ptr %1724, align 8, !tbaa !9
  %1726 = call double @llvm.fmuladd.f64(double %1723, double %1725, double %1720)
  %1727 = add nuw nsw i64 %1719, 1
  %1728 = add i64 %1721, 1
  %1729 = icmp eq i64 %1728, %1291
  br i1 %1729, label %1730, label %1718, !llvm.loop !27

1730:                                             ; preds = %1718, %1714
  %1731 = phi double [ %1715, %1714 ], [ %1726, %1718 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #14
  store double %1389, ptr %1388, align 8, !tbaa !9
  %1732 = fsub double %1562, %1731
  %1733 = fsub double %1394, %1563
  %1734 = fdiv double %1732, %1733
  %1735 = call double @llvm.fabs.f64(double %1734)
  %1736 = fcmp ogt double %1735, 1.000000e+00
  %1737 = select i1 %1736, double %1735, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %1387, ptr %20, align 8, !tbaa !9
  %1738 = load volatile double, ptr %20, align 8, !tbaa !9
  %1739 = call double @llvm.fabs.f64(double %1738)
  %1740 = fcmp ueq double %1739, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %1740, label %1753, label %1741

1741:                                             ; preds = %1730
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %1734, ptr %19, align 8, !tbaa !9
  %1742 = load volatile double, ptr %19, align 8, !tbaa !9
  %1743 = call double @llvm.fabs.f64(double %1742)
  %1744 = fcmp ueq double %1743, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %1744, label %1753, label %1745

1745:                                             ; preds = %1741
  %1746 = fsub double %1387, %1734
  %1747 = call double @llvm.fabs.f64(double %1746)
  %1748 = fmul double %1737, 0x3EB0C6F7A0B5ED8D
  %1749 = fcmp ugt double %1747, %1748
  br i1 %1749, label %1753, label %1750

1750:                                             ; preds = %1745
  %1751 = trunc nuw nsw i64 %1385 to i32
  %1752 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %1751, double noundef %1387, double noundef %1734, ptr noundef nonnull @.str.18)
  br label %1758

1753:                                             ; preds = %1745, %1741, %1730
  %1754 = trunc nuw nsw i64 %1385 to i32
  %1755 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %1754, double noundef %1387, double noundef %1734, ptr noundef nonnull @.str.19)
  %1756 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1757 = add nsw i32 %1756, 1
  store i32 %1757, ptr @n_fail, align 4, !tbaa !11
  br label %1758

1758:                                             ; preds = %1753, %1750
  %1759 = add nuw nsw i64 %1385, 1
  %1760 = icmp eq i64 %1759, %440
  br i1 %1760, label %1761, label %1384, !llvm.loop !13

1761:                                             ; preds = %1758
  call void @free(ptr noundef nonnull %1383) #14
  %1762 = getelementptr inbounds [3 x [7 x double]], ptr %58, i64 0, i64 %1380
  %1763 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1763, ptr nonnull readonly align 16 %56, i64 %439, i1 false)
  %1764 = getelementptr i8, ptr %1763, i64 -8
  br label %1765

1765:                                             ; preds = %2139, %1761
  %1766 = phi i64 [ 0, %1761 ], [ %2140, %2139 ]
  %1767 = getelementptr inbounds double, ptr %1762, i64 %1766
  %1768 = load double, ptr %1767, align 8, !tbaa !9
  %1769 = getelementptr inbounds double, ptr %1763, i64 %1766
  %1770 = load double, ptr %1769, align 8, !tbaa !9
  %1771 = call double @llvm.fabs.f64(double %1770)
  %1772 = fcmp ogt double %1771, 1.000000e+00
  %1773 = select i1 %1772, double %1771, double 1.000000e+00
  %1774 = fmul double %1773, 0x3EB0C6F7A0B5ED8D
  %1775 = fadd double %1770, %1774
  store double %1775, ptr %1769, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %1776 = load i32, ptr @calls, align 4, !tbaa !11
  %1777 = add nsw i32 %1776, 1
  store i32 %1777, ptr @calls, align 4, !tbaa !11
  %1778 = load double, ptr %1, align 16, !tbaa !9
  br i1 %1296, label %1804, label %1779

1779:                                             ; preds = %1765, %1779
  %1780 = phi double [ %1800, %1779 ], [ %1778, %1765 ]
  %1781 = phi i64 [ %1801, %1779 ], [ 1, %1765 ]
  %1782 = phi i64 [ %1802, %1779 ], [ 0, %1765 ]
  %1783 = getelementptr inbounds double, ptr %1, i64 %1781
  %1784 = load double, ptr %1783, align 8, !tbaa !9
  %1785 = getelementptr double, ptr %1764, i64 %1781
  %1786 = load double, ptr %1785, align 8, !tbaa !9
  %1787 = fadd double %1780, %1786
  %1788 = call double @cos(double noundef %1787) #14
  %1789 = fmul double %1780, 1.000000e-01
  %1790 = fmul double %1780, %1789
  %1791 = call double @llvm.fmuladd.f64(double %1784, double %1788, double %1790)
  store double %1791, ptr %1783, align 8, !tbaa !9
  %1792 = getelementptr inbounds double, ptr %287, i64 %1781
  %1793 = load double, ptr %1792, align 8, !tbaa !9
  %1794 = getelementptr double, ptr %1763, i64 %1781
  %1795 = load double, ptr %1794, align 8, !tbaa !9
  %1796 = fadd double %1791, %1795
  %1797 = call double @cos(double noundef %1796) #14
  %1798 = fmul double %1791, 1.000000e-01
  %1799 = fmul double %1791, %1798
  %1800 = call double @llvm.fmuladd.f64(double %1793, double %1797, double %1799)
  store double %1800, ptr %1792, align 8, !tbaa !9
  %1801 = add nuw nsw i64 %1781, 2
  %1802 = add i64 %1782, 2
  %1803 = icmp eq i64 %1802, %1297
  br i1 %1803, label %1804, label %1779, !llvm.loop !18

1804:                                             ; preds = %1779, %1765
  %1805 = phi double [ %1778, %1765 ], [ %1800, %1779 ]
  %1806 = phi i64 [ 1, %1765 ], [ %1801, %1779 ]
  br i1 %1298, label %1817, label %1807

1807:                                             ; preds = %1804
  %1808 = getelementptr inbounds double, ptr %1, i64 %1806
  %1809 = load double, ptr %1808, align 8, !tbaa !9
  %1810 = getelementptr double, ptr %1764, i64 %1806
  %1811 = load double, ptr %1810, align 8, !tbaa !9
  %1812 = fadd double %1805, %1811
  %1813 = call double @cos(double noundef %1812) #14
  %1814 = fmul double %1805, 1.000000e-01
  %1815 = fmul double %1805, %1814
  %1816 = call double @llvm.fmuladd.f64(double %1809, double %1813, double %1815)
  store double %1816, ptr %1808, align 8, !tbaa !9
  br label %1817

1817:                                             ; preds = %1804, %1807
  br i1 %1300, label %1843, label %1818

1818:                                             ; preds = %1817, %1818
  %1819 = phi double [ %1839, %1818 ], [ %1778, %1817 ]
  %1820 = phi i64 [ %1840, %1818 ], [ 1, %1817 ]
  %1821 = phi i64 [ %1841, %1818 ], [ 0, %1817 ]
  %1822 = getelementptr inbounds double, ptr %1, i64 %1820
  %1823 = load double, ptr %1822, align 8, !tbaa !9
  %1824 = getelementptr double, ptr %1764, i64 %1820
  %1825 = load double, ptr %1824, align 8, !tbaa !9
  %1826 = fadd double %1819, %1825
  %1827 = call double @cos(double noundef %1826) #14
  %1828 = fmul double %1819, 1.000000e-01
  %1829 = fmul double %1819, %1828
  %1830 = call double @llvm.fmuladd.f64(double %1823, double %1827, double %1829)
  store double %1830, ptr %1822, align 8, !tbaa !9
  %1831 = getelementptr inbounds double, ptr %288, i64 %1820
  %1832 = load double, ptr %1831, align 8, !tbaa !9
  %1833 = getelementptr double, ptr %1763, i64 %1820
  %1834 = load double, ptr %1833, align 8, !tbaa !9
  %1835 = fadd double %1830, %1834
  %1836 = call double @cos(double noundef %1835) #14
  %1837 = fmul double %1830, 1.000000e-01
  %1838 = fmul double %1830, %1837
  %1839 = call double @llvm.fmuladd.f64(double %1832, double %1836, double %1838)
  store double %1839, ptr %1831, align 8, !tbaa !9
  %1840 = add nuw nsw i64 %1820, 2
  %1841 = add i64 %1821, 2
  %1842 = icmp eq i64 %1841, %1301
  br i1 %1842, label %1843, label %1818, !llvm.loop !18

1843:                                             ; preds = %1818, %1817
  %1844 = phi double [ %1778, %1817 ], [ %1839, %1818 ]
  %1845 = phi i64 [ 1, %1817 ], [ %1840, %1818 ]
  br i1 %1302, label %1856, label %1846

1846:                                             ; preds = %1843
  %1847 = getelementptr inbounds double, ptr %1, i64 %1845
  %1848 = load double, ptr %1847, align 8, !tbaa !9
  %1849 = getelementptr double, ptr %1764, i64 %1845
  %1850 = load double, ptr %1849, align 8, !tbaa !9
  %1851 = fadd double %1844, %1850
  %1852 = call double @cos(double noundef %1851) #14
  %1853 = fmul double %1844, 1.000000e-01
  %1854 = fmul double %1844, %1853
  %1855 = call double @llvm.fmuladd.f64(double %1848, double %1852, double %1854)
  store double %1855, ptr %1847, align 8, !tbaa !9
  br label %1856

1856:                                             ; preds = %1843, %1846
  br i1 %1304, label %1882, label %1857

1857:                                             ; preds = %1856, %1857
  %1858 = phi double [ %1878, %1857 ], [ %1778, %1856 ]
  %1859 = phi i64 [ %1879, %1857 ], [ 1, %1856 ]
  %1860 = phi i64 [ %1880, %1857 ], [ 0, %1856 ]
  %1861 = getelementptr inbounds double, ptr %1, i64 %1859
  %1862 = load double, ptr %1861, align 8, !tbaa !9
  %1863 = getelementptr double, ptr %1764, i64 %1859
  %1864 = load double, ptr %1863, align 8, !tbaa !9
  %1865 = fadd double %1858, %1864
  %1866 = call double @cos(double noundef %1865) #14
  %1867 = fmul double %1858, 1.000000e-01
  %1868 = fmul double %1858, %1867
  %1869 = call double @llvm.fmuladd.f64(double %1862, double %1866, double %1868)
  store double %1869, ptr %1861, align 8, !tbaa !9
  %1870 = getelementptr inbounds double, ptr %289, i64 %1859
  %1871 = load double, ptr %1870, align 8, !tbaa !9
  %1872 = getelementptr double, ptr %1763, i64 %1859
  %1873 = load double, ptr %1872, align 8, !tbaa !9
  %1874 = fadd double %1869, %1873
  %1875 = call double @cos(double noundef %1874) #14
  %1876 = fmul double %1869, 1.000000e-01
  %1877 = fmul double %1869, %1876
  %1878 = call double @llvm.fmuladd.f64(double %1871, double %1875, double %1877)
  store double %1878, ptr %1870, align 8, !tbaa !9
  %1879 = add nuw nsw i64 %1859, 2
  %1880 = add i64 %1860, 2
  %1881 = icmp eq i64 %1880, %1305
  br i1 %1881, label %1882, label %1857, !llvm.loop !18

1882:                                             ; preds = %1857, %1856
  %1883 = phi double [ %1778, %1856 ], [ %1878, %1857 ]
  %1884 = phi i64 [ 1, %1856 ], [ %1879, %1857 ]
  br i1 %1306, label %1895, label %1885

1885:                                             ; preds = %1882
  %1886 = getelementptr inbounds double, ptr %1, i64 %1884
  %1887 = load double, ptr %1886, align 8, !tbaa !9
  %1888 = getelementptr double, ptr %1764, i64 %1884
  %1889 = load double, ptr %1888, align 8, !tbaa !9
  %1890 = fadd double %1883, %1889
  %1891 = call double @cos(double noundef %1890) #14
  %1892 = fmul double %1883, 1.000000e-01
  %1893 = fmul double %1883, %1892
  %1894 = call double @llvm.fmuladd.f64(double %1887, double %1891, double %1893)
  store double %1894, ptr %1886, align 8, !tbaa !9
  br label %1895

1895:                                             ; preds = %1882, %1885
  br i1 %1308, label %1926, label %1896

1896:                                             ; preds = %1895, %1896
  %1897 = phi i64 [ %1923, %1896 ], [ 0, %1895 ]
  %1898 = phi double [ %1922, %1896 ], [ 0.000000e+00, %1895 ]
  %1899 = phi i64 [ %1924, %1896 ], [ 0, %1895 ]
  %1900 = getelementptr inbounds double, ptr %1381, i64 %1897
  %1901 = load double, ptr %1900, align 8, !tbaa !9
  %1902 = getelementptr inbounds double, ptr %1, i64 %1897
  %1903 = load double, ptr %1902, align 16, !tbaa !9
  %1904 = call double @llvm.fmuladd.f64(double %1901, double %1903, double %1898)
  %1905 = or disjoint i64 %1897, 1
  %1906 = getelementptr inbounds double, ptr %1381, i64 %1905
  %1907 = load double, ptr %1906, align 8, !tbaa !9
  %1908 = getelementptr inbounds double, ptr %1, i64 %1905
  %1909 = load double, ptr %1908, align 8, !tbaa !9
  %1910 = call double @llvm.fmuladd.f64(double %1907, double %1909, double %1904)
  %1911 = or disjoint i64 %1897, 2
  %1912 = getelementptr inbounds double, ptr %1381, i64 %1911
  %1913 = load double, ptr %1912, align 8, !tbaa !9
  %1914 = getelementptr inbounds double, ptr %1, i64 %1911
  %1915 = load double, ptr %1914, align 16, !tbaa !9
  %1916 = call double @llvm.fmuladd.f64(double %1913, double %1915, double %1910)
  %1917 = or disjoint i64 %1897, 3
  %1918 = getelementptr inbounds double, ptr %1381, i64 %1917
  %1919 = load double, ptr %1918, align 8, !tbaa !9
  %1920 = getelementptr inbounds double, ptr %1, i64 %1917
  %1921 = load double, ptr %1920, align 8, !tbaa !9
  %1922 = call double @llvm.fmuladd.f64(double %1919, double %1921, double %1916)
  %1923 = add nuw nsw i64 %1897, 4
  %1924 = add i64 %1899, 4
  %1925 = icmp eq i64 %1924, %1309
  br i1 %1925, label %1926, label %1896, !llvm.loop !24

1926:                                             ; preds = %1896, %1895
  %1927 = phi double [ poison, %1895 ], [ %1922, %1896 ]
  %1928 = phi i64 [ 0, %1895 ], [ %1923, %1896 ]
  %1929 = phi double [ 0.000000e+00, %1895 ], [ %1922, %1896 ]
  br i1 %1310, label %1942, label %1930

1930:                                             ; preds = %1926, %1930
  %1931 = phi i64 [ %1939, %1930 ], [ %1928, %1926 ]
  %1932 = phi double [ %1938, %1930 ], [ %1929, %1926 ]
  %1933 = phi i64 [ %1940, %1930 ], [ 0, %1926 ]
  %1934 = getelementptr inbounds double, ptr %1381, i64 %1931
  %1935 = load double, ptr %1934, align 8, !tbaa !9
  %1936 = getelementptr inbounds double, ptr %1, i64 %1931
  %1937 = load double, ptr %1936, align 8, !tbaa !9
  %1938 = call double @llvm.fmuladd.f64(double %1935, double %1937, double %1932)
  %1939 = add nuw nsw i64 %1931, 1
  %1940 = add i64 %1933, 1
  %1941 = icmp eq i64 %1940, %1307
  br i1 %1941, label %1942, label %1930, !llvm.loop !28

1942:                                             ; preds = %1930, %1926
  %1943 = phi double [ %1927, %1926 ], [ %1938, %1930 ]
  %1944 = fsub double %1770, %1774
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #14
  store double %1944, ptr %1769, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %1945 = load i32, ptr @calls, align 4, !tbaa !11
  %1946 = add nsw i32 %1945, 1
  store i32 %1946, ptr @calls, align 4, !tbaa !11
  %1947 = load double, ptr %2, align 16, !tbaa !9
  br i1 %1312, label %1973, label %1948

1948:                                             ; preds = %1942, %1948
  %1949 = phi double [ %1969, %1948 ], [ %1947, %1942 ]
  %1950 = phi i64 [ %1970, %1948 ], [ 1, %1942 ]
  %1951 = phi i64 [ %1971, %1948 ], [ 0, %1942 ]
  %1952 = getelementptr inbounds double, ptr %2, i64 %1950
  %1953 = load double, ptr %1952, align 8, !tbaa !9
  %1954 = getelementptr double, ptr %1764, i64 %1950
  %1955 = load double, ptr %1954, align 8, !tbaa !9
  %1956 = fadd double %1949, %1955
  %1957 = call double @cos(double noundef %1956) #14
  %1958 = fmul double %1949, 1.000000e-01
  %1959 = fmul double %1949, %1958
  %1960 = call double @llvm.fmuladd.f64(double %1953, double %1957, double %1959)
  store double %1960, ptr %1952, align 8, !tbaa !9
  %1961 = getelementptr inbounds double, ptr %290, i64 %1950
  %1962 = load double, ptr %1961, align 8, !tbaa !9
  %1963 = getelementptr double, ptr %1763, i64 %1950
  %1964 = load double, ptr %1963, align 8, !tbaa !9
  %1965 = fadd double %1960, %1964
  %1966 = call double @cos(double noundef %1965) #14
  %1967 = fmul double %1960, 1.000000e-01
  %1968 = fmul double %1960, %1967
  %1969 = call double @llvm.fmuladd.f64(double %1962, double %1966, double %1968)
  store double %1969, ptr %1961, align 8, !tbaa !9
  %1970 = add nuw nsw i64 %1950, 2
  %1971 = add i64 %1951, 2
  %1972 = icmp eq i64 %1971, %1313
  br i1 %1972, label %1973, label %1948, !llvm.loop !18

1973:                                             ; preds = %1948, %1942
  %1974 = phi double [ %1947, %1942 ], [ %1969, %1948 ]
  %1975 = phi i64 [ 1, %1942 ], [ %1970, %1948 ]
  br i1 %1314, label %1986, label %1976

1976:                                             ; preds = %1973
  %1977 = getelementptr inbounds double, ptr %2, i64 %1975
  %1978 = load double, ptr %1977, align 8, !tbaa !9
  %1979 = getelementptr double, ptr %1764, i64 %1975
  %1980 = load double, ptr %1979, align 8, !tbaa !9
  %1981 = fadd double %1974, %1980
  %1982 = call double @cos(double noundef %1981) #14
  %1983 = fmul double %1974, 1.000000e-01
  %1984 = fmul double %1974, %1983
  %1985 = call double @llvm.fmuladd.f64(double %1978, double %1982, double %1984)
  store double %1985, ptr %1977, align 8, !tbaa !9
  br label %1986

1986:                                             ; preds = %1973, %1976
  br i1 %1316, label %2012, label %1987

1987:                                             ; preds = %1986, %1987
  %1988 = phi double [ %2008, %1987 ], [ %1947, %1986 ]
  %1989 = phi i64 [ %2009, %1987 ], [ 1, %1986 ]
  %1990 = phi i64 [ %2010, %1987 ], [ 0, %1986 ]
  %1991 = getelementptr inbounds double, ptr %2, i64 %1989
  %1992 = load double, ptr %1991, align 8, !tbaa !9
  %1993 = getelementptr double, ptr %1764, i64 %1989
  %1994 = load double, ptr %1993, align 8, !tbaa !9
  %1995 = fadd double %1988, %1994
  %1996 = call double @cos(double noundef %1995) #14
  %1997 = fmul double %1988, 1.000000e-01
  %1998 = fmul double %1988, %1997
  %1999 = call double @llvm.fmuladd.f64(double %1992, double %1996, double %1998)
  store double %1999, ptr %1991, align 8, !tbaa !9
  %2000 = getelementptr inbounds double, ptr %291, i64 %1989
  %2001 = load double, ptr %2000, align 8, !tbaa !9
  %2002 = getelementptr double, ptr %1763, i64 %1989
  %2003 = load double, ptr %2002, align 8, !tbaa !9
  %2004 = fadd double %1999, %2003
  %2005 = call double @cos(double noundef %2004) #14
  %2006 = fmul double %1999, 1.000000e-01
  %2007 = fmul double %1999, %2006
  %2008 = call double @llvm.fmuladd.f64(double %2001, double %2005, double %2007)
  store double %2008, ptr %2000, align 8, !tbaa !9
  %2009 = add nuw nsw i64 %1989, 2
  %2010 = add i64 %1990, 2
  %2011 = icmp eq i64 %2010, %1317
  br i1 %2011, label %2012, label %1987, !llvm.loop !18

2012:                                             ; preds = %1987, %1986
  %2013 = phi double [ %1947, %1986 ], [ %2008, %1987 ]
  %2014 = phi i64 [ 1, %1986 ], [ %2009, %1987 ]
  br i1 %1318, label %2025, label %2015

2015:                                             ; preds = %2012
  %2016 = getelementptr inbounds double, ptr %2, i64 %2014
  %2017 = load double, ptr %2016, align 8, !tbaa !9
  %2018 = getelementptr double, ptr %1764, i64 %2014
  %2019 = load double, ptr %2018, align 8, !tbaa !9
  %2020 = fadd double %2013, %2019
  %2021 = call double @cos(double noundef %2020) #14
  %2022 = fmul double %2013, 1.000000e-01
  %2023 = fmul double %2013, %2022
  %2024 = call double @llvm.fmuladd.f64(double %2017, double %2021, double %2023)
  store double %2024, ptr %2016, align 8, !tbaa !9
  br label %2025

2025:                                             ; preds = %2012, %2015
  br i1 %1320, label %2051, label %2026

2026:                                             ; preds = %2025, %2026
  %2027 = phi double [ %2047, %2026 ], [ %1947, %2025 ]
  %2028 = phi i64 [ %2048, %2026 ], [ 1, %2025 ]
  %2029 = phi i64 [ %2049, %2026 ], [ 0, %2025 ]
  %2030 = getelementptr inbounds double, ptr %2, i64 %2028
  %2031 = load double, ptr %2030, align 8, !tbaa !9
  %2032 = getelementptr double, ptr %1764, i64 %2028
  %2033 = load double, ptr %2032, align 8, !tbaa !9
  %2034 = fadd double %2027, %2033
  %2035 = call double @cos(double noundef %2034) #14
  %2036 = fmul double %2027, 1.000000e-01
  %2037 = fmul double %2027, %2036
  %2038 = call double @llvm.fmuladd.f64(double %2031, double %2035, double %2037)
  store double %2038, ptr %2030, align 8, !tbaa !9
  %2039 = getelementptr inbounds double, ptr %292, i64 %2028
  %2040 = load double, ptr %2039, align 8, !tbaa !9
  %2041 = getelementptr double, ptr %1763, i64 %2028
  %2042 = load double, ptr %2041, align 8, !tbaa !9
  %2043 = fadd double %2038, %2042
  %2044 = call double @cos(double noundef %2043) #14
  %2045 = fmul double %2038, 1.000000e-01
  %2046 = fmul double %2038, %2045
  %2047 = call double @llvm.fmuladd.f64(double %2040, double %2044, double %2046)
  store double %2047, ptr %2039, align 8, !tbaa !9
  %2048 = add nuw nsw i64 %2028, 2
  %2049 = add i64 %2029, 2
  %2050 = icmp eq i64 %2049, %1321
  br i1 %2050, label %2051, label %2026, !llvm.loop !18

2051:                                             ; preds = %2026, %2025
  %2052 = phi double [ %1947, %2025 ], [ %2047, %2026 ]
  %2053 = phi i64 [ 1, %2025 ], [ %2048, %2026 ]
  br i1 %1322, label %2064, label %2054

2054:                                             ; preds = %2051
  %2055 = getelementptr inbounds double, ptr %2, i64 %2053
  %2056 = load double, ptr %2055, align 8, !tbaa !9
  %2057 = getelementptr double, ptr %1764, i64 %2053
  %2058 = load double, ptr %2057, align 8, !tbaa !9
  %2059 = fadd double %2052, %2058
  %2060 = call double @cos(double noundef %2059) #14
  %2061 = fmul double %2052, 1.000000e-01
  %2062 = fmul double %2052, %2061
  %2063 = call double @llvm.fmuladd.f64(double %2056, double %2060, double %2062)
  store double %2063, ptr %2055, align 8, !tbaa !9
  br label %2064

2064:                                             ; preds = %2051, %2054
  br i1 %1324, label %2095, label %2065

2065:                                             ; preds = %2064, %2065
  %2066 = phi i64 [ %2092, %2065 ], [ 0, %2064 ]
  %2067 = phi double [ %2091, %2065 ], [ 0.000000e+00, %2064 ]
  %2068 = phi i64 [ %2093, %2065 ], [ 0, %2064 ]
  %2069 = getelementptr inbounds double, ptr %1381, i64 %2066
  %2070 = load double, ptr %2069, align 8, !tbaa !9
  %2071 = getelementptr inbounds double, ptr %2, i64 %2066
  %2072 = load double, ptr %2071, align 16, !tbaa !9
  %2073 = call double @llvm.fmuladd.f64(double %2070, double %2072, double %2067)
  %2074 = or disjoint i64 %2066, 1
  %2075 = getelementptr inbounds double, ptr %1381, i64 %2074
  %2076 = load double, ptr %2075, align 8, !tbaa !9
  %2077 = getelementptr inbounds double, ptr %2, i64 %2074
  %2078 = load double, ptr %2077, align 8, !tbaa !9
  %2079 = call double @llvm.fmuladd.f64(double %2076, double %2078, double %2073)
  %2080 = or disjoint i64 %2066, 2
  %2081 = getelementptr inbounds double, ptr %1381, i64 %2080
  %2082 = load double, ptr %2081, align 8, !tbaa !9
  %2083 = getelementptr inbounds double, ptr %2, i64 %2080
  %2084 = load double, ptr %2083, align 16, !tbaa !9
  %2085 = call double @llvm.fmuladd.f64(double %2082, double %2084, double %2079)
  %2086 = or disjoint i64 %2066, 3
  %2087 = getelementptr inbounds double, ptr %1381, i64 %2086
  %2088 = load double, ptr %2087, align 8, !tbaa !9
  %2089 = getelementptr inbounds double, ptr %2, i64 %2086
  %2090 = load double, ptr %2089, align 8, !tbaa !9
  %2091 = call double @llvm.fmuladd.f64(double %2088, double %2090, double %2085)
  %2092 = add nuw nsw i64 %2066, 4
  %2093 = add i64 %2068, 4
  %2094 = icmp eq i64 %2093, %1325
  br i1 %2094, label %2095, label %2065, !llvm.loop !24

2095:                                             ; preds = %2065, %2064
  %2096 = phi double [ poison, %2064 ], [ %2091, %2065 ]
  %2097 = phi i64 [ 0, %2064 ], [ %2092, %2065 ]
  %2098 = phi double [ 0.000000e+00, %2064 ], [ %2091, %2065 ]
  br i1 %1326, label %2111, label %2099

2099:                                             ; preds = %2095, %2099
  %2100 = phi i64 [ %2108, %2099 ], [ %2097, %2095 ]
  %2101 = phi double [ %2107, %2099 ], [ %2098, %2095 ]
  %2102 = phi i64 [ %2109, %2099 ], [ 0, %2095 ]
  %2103 = getelementptr inbounds double, ptr %1381, i64 %2100
  %2104 = load double, ptr %2103, align 8, !tbaa !9
  %2105 = getelementptr inbounds double, ptr %2, i64 %2100
  %2106 = load double, ptr %2105, align 8, !tbaa !9
  %2107 = call double @llvm.fmuladd.f64(double %2104, double %2106, double %2101)
  %2108 = add nuw nsw i64 %2100, 1
  %2109 = add i64 %2102, 1
  %2110 = icmp eq i64 %2109, %1323
  br i1 %2110, label %2111, label %2099, !llvm.loop !29

2111:                                             ; preds = %2099, %2095
  %2112 = phi double [ %2096, %2095 ], [ %2107, %2099 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #14
  store double %1770, ptr %1769, align 8, !tbaa !9
  %2113 = fsub double %1943, %2112
  %2114 = fsub double %1775, %1944
  %2115 = fdiv double %2113, %2114
  %2116 = call double @llvm.fabs.f64(double %2115)
  %2117 = fcmp ogt double %2116, 1.000000e+00
  %2118 = select i1 %2117, double %2116, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1768, ptr %18, align 8, !tbaa !9
  %2119 = load volatile double, ptr %18, align 8, !tbaa !9
  %2120 = call double @llvm.fabs.f64(double %2119)
  %2121 = fcmp ueq double %2120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2121, label %2134, label %2122

2122:                                             ; preds = %2111
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2115, ptr %17, align 8, !tbaa !9
  %2123 = load volatile double, ptr %17, align 8, !tbaa !9
  %2124 = call double @llvm.fabs.f64(double %2123)
  %2125 = fcmp ueq double %2124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2125, label %2134, label %2126

2126:                                             ; preds = %2122
  %2127 = fsub double %1768, %2115
  %2128 = call double @llvm.fabs.f64(double %2127)
  %2129 = fmul double %2118, 0x3EB0C6F7A0B5ED8D
  %2130 = fcmp ugt double %2128, %2129
  br i1 %2130, label %2134, label %2131

2131:                                             ; preds = %2126
  %2132 = trunc nuw nsw i64 %1766 to i32
  %2133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2132, double noundef %1768, double noundef %2115, ptr noundef nonnull @.str.18)
  br label %2139

2134:                                             ; preds = %2126, %2122, %2111
  %2135 = trunc nuw nsw i64 %1766 to i32
  %2136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2135, double noundef %1768, double noundef %2115, ptr noundef nonnull @.str.19)
  %2137 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2138 = add nsw i32 %2137, 1
  store i32 %2138, ptr @n_fail, align 4, !tbaa !11
  br label %2139

2139:                                             ; preds = %2134, %2131
  %2140 = add nuw nsw i64 %1766, 1
  %2141 = icmp eq i64 %2140, %440
  br i1 %2141, label %2142, label %1765, !llvm.loop !13

2142:                                             ; preds = %2139
  call void @free(ptr noundef nonnull %1763) #14
  %2143 = add nuw nsw i64 %1380, 1
  %2144 = icmp eq i64 %2143, 3
  br i1 %2144, label %1335, label %1379, !llvm.loop !30

2145:                                             ; preds = %2387
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #14
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %64) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #14
  br i1 %300, label %299, label %293, !llvm.loop !31

2146:                                             ; preds = %1372, %2387
  %2147 = phi i1 [ true, %1372 ], [ false, %2387 ]
  %2148 = phi ptr [ %65, %1372 ], [ %276, %2387 ]
  %2149 = phi double [ %1377, %1372 ], [ %1378, %2387 ]
  %2150 = phi ptr [ %64, %1372 ], [ %277, %2387 ]
  %2151 = phi i64 [ 0, %1372 ], [ 1, %2387 ]
  %2152 = load double, ptr %2148, align 8, !tbaa !9
  %2153 = getelementptr inbounds [2 x double], ptr %253, i64 0, i64 %2151
  %2154 = load double, ptr %2153, align 8, !tbaa !9
  %2155 = load i32, ptr @calls, align 4, !tbaa !11
  %2156 = add nsw i32 %2155, 1
  store i32 %2156, ptr @calls, align 4, !tbaa !11
  br label %2157

2157:                                             ; preds = %2157, %2146
  %2158 = phi i64 [ 0, %2146 ], [ %2173, %2157 ]
  %2159 = phi double [ 0.000000e+00, %2146 ], [ %2172, %2157 ]
  %2160 = getelementptr inbounds double, ptr %45, i64 %2158
  %2161 = load double, ptr %2160, align 8, !tbaa !9
  %2162 = fmul double %2161, %2161
  %2163 = call double @llvm.fmuladd.f64(double %2162, double 7.000010e-01, double 1.000000e+00)
  %2164 = call double @log(double noundef %2163) #14
  %2165 = trunc nuw nsw i64 %2158 to i32
  %2166 = uitofp nneg i32 %2165 to double
  %2167 = fmul double %2166, -4.000000e-01
  %2168 = call double @cos(double noundef %2167) #14
  %2169 = load double, ptr %2160, align 8, !tbaa !9
  %2170 = fmul double %2169, 0xBFD1EB86CC377B97
  %2171 = call double @llvm.fmuladd.f64(double %2164, double %2168, double %2170)
  %2172 = fadd double %2159, %2171
  %2173 = add nuw nsw i64 %2158, 1
  %2174 = icmp eq i64 %2173, %440
  br i1 %2174, label %2175, label %2157, !llvm.loop !32

2175:                                             ; preds = %2157
  %2176 = load i32, ptr @calls, align 4, !tbaa !11
  %2177 = add nsw i32 %2176, 1
  store i32 %2177, ptr @calls, align 4, !tbaa !11
  br label %2178

2178:                                             ; preds = %2178, %2175
  %2179 = phi i64 [ 0, %2175 ], [ %2194, %2178 ]
  %2180 = phi double [ 0.000000e+00, %2175 ], [ %2193, %2178 ]
  %2181 = getelementptr inbounds double, ptr %45, i64 %2179
  %2182 = load double, ptr %2181, align 8, !tbaa !9
  %2183 = fmul double %2182, %2182
  %2184 = call double @llvm.fmuladd.f64(double %2183, double 0x3FE666644D87724F, double 1.000000e+00)
  %2185 = call double @log(double noundef %2184) #14
  %2186 = trunc nuw nsw i64 %2179 to i32
  %2187 = uitofp nneg i32 %2186 to double
  %2188 = fmul double %2187, -4.000000e-01
  %2189 = call double @cos(double noundef %2188) #14
  %2190 = load double, ptr %2181, align 8, !tbaa !9
  %2191 = fmul double %2190, 0xBFD1EB837139283F
  %2192 = call double @llvm.fmuladd.f64(double %2185, double %2189, double %2191)
  %2193 = fadd double %2180, %2192
  %2194 = add nuw nsw i64 %2179, 1
  %2195 = icmp eq i64 %2194, %440
  br i1 %2195, label %2196, label %2178, !llvm.loop !32

2196:                                             ; preds = %2178
  %2197 = insertelement <2 x double> poison, double %2172, i64 0
  %2198 = insertelement <2 x double> %2197, double %2193, i64 1
  %2199 = fmul <2 x double> %2198, %2198
  %2200 = insertelement <2 x double> poison, double %2149, i64 0
  %2201 = shufflevector <2 x double> %2200, <2 x double> poison, <2 x i32> zeroinitializer
  %2202 = fmul <2 x double> %2199, %2201
  %2203 = shufflevector <2 x double> %2202, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %2204 = fsub <2 x double> %2202, %2203
  %2205 = extractelement <2 x double> %2204, i64 0
  %2206 = fdiv double %2205, 0x3EC0C6F7A0B80000
  %2207 = call double @llvm.fabs.f64(double %2206)
  %2208 = fcmp ogt double %2207, 1.000000e+00
  %2209 = select i1 %2208, double %2207, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2152, ptr %16, align 8, !tbaa !9
  %2210 = load volatile double, ptr %16, align 8, !tbaa !9
  %2211 = call double @llvm.fabs.f64(double %2210)
  %2212 = fcmp ueq double %2211, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %2212, label %2224, label %2213

2213:                                             ; preds = %2196
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %2206, ptr %15, align 8, !tbaa !9
  %2214 = load volatile double, ptr %15, align 8, !tbaa !9
  %2215 = call double @llvm.fabs.f64(double %2214)
  %2216 = fcmp ueq double %2215, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %2216, label %2224, label %2217

2217:                                             ; preds = %2213
  %2218 = fsub double %2152, %2206
  %2219 = call double @llvm.fabs.f64(double %2218)
  %2220 = fmul double %2209, 0x3EB0C6F7A0B5ED8D
  %2221 = fcmp ugt double %2219, %2220
  br i1 %2221, label %2224, label %2222

2222:                                             ; preds = %2217
  %2223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef %2152, double noundef %2206, ptr noundef nonnull @.str.18)
  br label %2228

2224:                                             ; preds = %2217, %2213, %2196
  %2225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef %2152, double noundef %2206, ptr noundef nonnull @.str.19)
  %2226 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2227 = add nsw i32 %2226, 1
  store i32 %2227, ptr @n_fail, align 4, !tbaa !11
  br label %2228

2228:                                             ; preds = %2224, %2222
  %2229 = load i32, ptr @calls, align 4, !tbaa !11
  %2230 = add nsw i32 %2229, 1
  store i32 %2230, ptr @calls, align 4, !tbaa !11
  br label %2231

2231:                                             ; preds = %2231, %2228
  %2232 = phi i64 [ 0, %2228 ], [ %2247, %2231 ]
  %2233 = phi double [ 0.000000e+00, %2228 ], [ %2246, %2231 ]
  %2234 = getelementptr inbounds double, ptr %45, i64 %2232
  %2235 = load double, ptr %2234, align 8, !tbaa !9
  %2236 = fmul double %2235, %2235
  %2237 = call double @llvm.fmuladd.f64(double %2236, double 0x3FE6666666666666, double 1.000000e+00)
  %2238 = call double @log(double noundef %2237) #14
  %2239 = trunc nuw nsw i64 %2232 to i32
  %2240 = uitofp nneg i32 %2239 to double
  %2241 = fmul double %2240, 0xBFD9999567DBB16D
  %2242 = call double @cos(double noundef %2241) #14
  %2243 = load double, ptr %2234, align 8, !tbaa !9
  %2244 = fmul double %2243, 0xBFD1EB822F19C8FF
  %2245 = call double @llvm.fmuladd.f64(double %2238, double %2242, double %2244)
  %2246 = fadd double %2233, %2245
  %2247 = add nuw nsw i64 %2232, 1
  %2248 = icmp eq i64 %2247, %440
  br i1 %2248, label %2249, label %2231, !llvm.loop !32

2249:                                             ; preds = %2231
  %2250 = load i32, ptr @calls, align 4, !tbaa !11
  %2251 = add nsw i32 %2250, 1
  store i32 %2251, ptr @calls, align 4, !tbaa !11
  br label %2252

2252:                                             ; preds = %2252, %2249
  %2253 = phi i64 [ 0, %2249 ], [ %2268, %2252 ]
  %2254 = phi double [ 0.000000e+00, %2249 ], [ %2267, %2252 ]
  %2255 = getelementptr inbounds double, ptr %45, i64 %2253
  %2256 = load double, ptr %2255, align 8, !tbaa !9
  %2257 = fmul double %2256, %2256
  %2258 = call double @llvm.fmuladd.f64(double %2257, double 0x3FE6666666666666, double 1.000000e+00)
  %2259 = call double @log(double noundef %2258) #14
  %2260 = trunc nuw nsw i64 %2253 to i32
  %2261 = uitofp nneg i32 %2260 to double
  %2262 = fmul double %2261, -4.000010e-01
  %2263 = call double @cos(double noundef %2262) #14
  %2264 = load double, ptr %2255, align 8, !tbaa !9
  %2265 = fmul double %2264, 0xBFD1EB880E56DAD8
  %2266 = call double @llvm.fmuladd.f64(double %2259, double %2263, double %2265)
  %2267 = fadd double %2254, %2266
  %2268 = add nuw nsw i64 %2253, 1
  %2269 = icmp eq i64 %2268, %440
  br i1 %2269, label %2270, label %2252, !llvm.loop !32

2270:                                             ; preds = %2252
  %2271 = insertelement <2 x double> poison, double %2246, i64 0
  %2272 = insertelement <2 x double> %2271, double %2267, i64 1
  %2273 = fmul <2 x double> %2272, %2272
  %2274 = fmul <2 x double> %2273, %2201
  %2275 = shufflevector <2 x double> %2274, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %2276 = fsub <2 x double> %2274, %2275
  %2277 = extractelement <2 x double> %2276, i64 0
  %2278 = fdiv double %2277, 0x3EC0C6F7A0B40000
  %2279 = call double @llvm.fabs.f64(double %2278)
  %2280 = fcmp ogt double %2279, 1.000000e+00
  %2281 = select i1 %2280, double %2279, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2154, ptr %16, align 8, !tbaa !9
  %2282 = load volatile double, ptr %16, align 8, !tbaa !9
  %2283 = call double @llvm.fabs.f64(double %2282)
  %2284 = fcmp ueq double %2283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %2284, label %2296, label %2285

2285:                                             ; preds = %2270
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %2278, ptr %15, align 8, !tbaa !9
  %2286 = load volatile double, ptr %15, align 8, !tbaa !9
  %2287 = call double @llvm.fabs.f64(double %2286)
  %2288 = fcmp ueq double %2287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %2288, label %2296, label %2289

2289:                                             ; preds = %2285
  %2290 = fsub double %2154, %2278
  %2291 = call double @llvm.fabs.f64(double %2290)
  %2292 = fmul double %2281, 0x3EB0C6F7A0B5ED8D
  %2293 = fcmp ugt double %2291, %2292
  br i1 %2293, label %2296, label %2294

2294:                                             ; preds = %2289
  %2295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef %2154, double noundef %2278, ptr noundef nonnull @.str.18)
  br label %2300

2296:                                             ; preds = %2289, %2285, %2270
  %2297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef %2154, double noundef %2278, ptr noundef nonnull @.str.19)
  %2298 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2299 = add nsw i32 %2298, 1
  store i32 %2299, ptr @n_fail, align 4, !tbaa !11
  br label %2300

2300:                                             ; preds = %2296, %2294
  %2301 = call noalias ptr @malloc(i64 noundef %437) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2301, ptr nonnull readonly align 16 %45, i64 %439, i1 false)
  br label %2302

2302:                                             ; preds = %2300, %2384
  %2303 = phi i64 [ 0, %2300 ], [ %2385, %2384 ]
  %2304 = getelementptr inbounds double, ptr %2150, i64 %2303
  %2305 = load double, ptr %2304, align 8, !tbaa !9
  %2306 = getelementptr inbounds double, ptr %2301, i64 %2303
  %2307 = load double, ptr %2306, align 8, !tbaa !9
  %2308 = call double @llvm.fabs.f64(double %2307)
  %2309 = fcmp ogt double %2308, 1.000000e+00
  %2310 = select i1 %2309, double %2308, double 1.000000e+00
  %2311 = fmul double %2310, 0x3EB0C6F7A0B5ED8D
  %2312 = fadd double %2307, %2311
  store double %2312, ptr %2306, align 8, !tbaa !9
  %2313 = load i32, ptr @calls, align 4, !tbaa !11
  %2314 = add nsw i32 %2313, 1
  store i32 %2314, ptr @calls, align 4, !tbaa !11
  br label %2315

2315:                                             ; preds = %2315, %2302
  %2316 = phi i64 [ 0, %2302 ], [ %2330, %2315 ]
  %2317 = phi double [ 0.000000e+00, %2302 ], [ %2329, %2315 ]
  %2318 = getelementptr inbounds double, ptr %2301, i64 %2316
  %2319 = load double, ptr %2318, align 8, !tbaa !9
  %2320 = fmul double %2319, %2319
  %2321 = call double @llvm.fmuladd.f64(double %2320, double 0x3FE6666666666666, double 1.000000e+00)
  %2322 = call double @log(double noundef %2321) #14
  %2323 = trunc nuw nsw i64 %2316 to i32
  %2324 = uitofp nneg i32 %2323 to double
  %2325 = fmul double %2324, -4.000000e-01
  %2326 = call double @cos(double noundef %2325) #14
  %2327 = fmul double %2319, 0xBFD1EB851EB851EB
  %2328 = call double @llvm.fmuladd.f64(double %2322, double %2326, double %2327)
  %2329 = fadd double %2317, %2328
  %2330 = add nuw nsw i64 %2316, 1
  %2331 = icmp eq i64 %2330, %440
  br i1 %2331, label %2332, label %2315, !llvm.loop !32

2332:                                             ; preds = %2315
  %2333 = fsub double %2307, %2311
  %2334 = fmul double %2329, %2329
  store double %2333, ptr %2306, align 8, !tbaa !9
  %2335 = load i32, ptr @calls, align 4, !tbaa !11
  %2336 = add nsw i32 %2335, 1
  store i32 %2336, ptr @calls, align 4, !tbaa !11
  br label %2337

2337:                                             ; preds = %2337, %2332
  %2338 = phi i64 [ 0, %2332 ], [ %2352, %2337 ]
  %2339 = phi double [ 0.000000e+00, %2332 ], [ %2351, %2337 ]
  %2340 = getelementptr inbounds double, ptr %2301, i64 %2338
  %2341 = load double, ptr %2340, align 8, !tbaa !9
  %2342 = fmul double %2341, %2341
  %2343 = call double @llvm.fmuladd.f64(double %2342, double 0x3FE6666666666666, double 1.000000e+00)
  %2344 = call double @log(double noundef %2343) #14
  %2345 = trunc nuw nsw i64 %2338 to i32
  %2346 = uitofp nneg i32 %2345 to double
  %2347 = fmul double %2346, -4.000000e-01
  %2348 = call double @cos(double noundef %2347) #14
  %2349 = fmul double %2341, 0xBFD1EB851EB851EB
  %2350 = call double @llvm.fmuladd.f64(double %2344, double %2348, double %2349)
  %2351 = fadd double %2339, %2350
  %2352 = add nuw nsw i64 %2338, 1
  %2353 = icmp eq i64 %2352, %440
  br i1 %2353, label %2354, label %2337, !llvm.loop !32

2354:                                             ; preds = %2337
  %2355 = fmul double %2149, %2334
  %2356 = fmul double %2351, %2351
  %2357 = fmul double %2149, %2356
  store double %2307, ptr %2306, align 8, !tbaa !9
  %2358 = fsub double %2355, %2357
  %2359 = fsub double %2312, %2333
  %2360 = fdiv double %2358, %2359
  %2361 = call double @llvm.fabs.f64(double %2360)
  %2362 = fcmp ogt double %2361, 1.000000e+00
  %2363 = select i1 %2362, double %2361, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %2305, ptr %14, align 8, !tbaa !9
  %2364 = load volatile double, ptr %14, align 8, !tbaa !9
  %2365 = call double @llvm.fabs.f64(double %2364)
  %2366 = fcmp ueq double %2365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %2366, label %2379, label %2367

2367:                                             ; preds = %2354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %2360, ptr %13, align 8, !tbaa !9
  %2368 = load volatile double, ptr %13, align 8, !tbaa !9
  %2369 = call double @llvm.fabs.f64(double %2368)
  %2370 = fcmp ueq double %2369, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %2370, label %2379, label %2371

2371:                                             ; preds = %2367
  %2372 = fsub double %2305, %2360
  %2373 = call double @llvm.fabs.f64(double %2372)
  %2374 = fmul double %2363, 0x3EB0C6F7A0B5ED8D
  %2375 = fcmp ugt double %2373, %2374
  br i1 %2375, label %2379, label %2376

2376:                                             ; preds = %2371
  %2377 = trunc nuw nsw i64 %2303 to i32
  %2378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %2377, double noundef %2305, double noundef %2360, ptr noundef nonnull @.str.18)
  br label %2384

2379:                                             ; preds = %2371, %2367, %2354
  %2380 = trunc nuw nsw i64 %2303 to i32
  %2381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %2380, double noundef %2305, double noundef %2360, ptr noundef nonnull @.str.19)
  %2382 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2383 = add nsw i32 %2382, 1
  store i32 %2383, ptr @n_fail, align 4, !tbaa !11
  br label %2384

2384:                                             ; preds = %2379, %2376
  %2385 = add nuw nsw i64 %2303, 1
  %2386 = icmp eq i64 %2385, %440
  br i1 %2386, label %2387, label %2302, !llvm.loop !13

2387:                                             ; preds = %2384
  call void @free(ptr noundef nonnull %2301) #14
  br i1 %2147, label %2146, label %2145, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @calls, align 4, !tbaa !11
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @calls, align 4, !tbaa !11
  %6 = sext i32 %2 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #15
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %305

10:                                               ; preds = %3
  %11 = zext nneg i32 %2 to i64
  br label %279

12:                                               ; preds = %297
  br i1 %9, label %220, label %305

13:                                               ; preds = %275
  %14 = load double, ptr %8, align 8, !tbaa !9
  %15 = fmul double %276, %14
  store double %15, ptr %1, align 8, !tbaa !9
  %16 = add nuw i32 %2, 2
  %17 = urem i32 %221, 3
  %18 = sub i32 %17, %221
  %19 = add i32 %18, %16
  %20 = and i64 %11, 1
  %21 = icmp eq i64 %223, 0
  %22 = and i64 %11, 2147483646
  %23 = icmp eq i64 %20, 0
  br label %24

24:                                               ; preds = %72, %13
  %25 = phi i32 [ 0, %13 ], [ %74, %72 ]
  %26 = phi double [ 0.000000e+00, %13 ], [ %73, %72 ]
  %27 = uitofp nneg i32 %25 to double
  br i1 %21, label %56, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %47, %28 ], [ 0, %24 ]
  %30 = phi double [ %53, %28 ], [ %26, %24 ]
  %31 = phi i64 [ %54, %28 ], [ 0, %24 ]
  %32 = getelementptr inbounds double, ptr %8, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 2.000000e+00, double %27)
  %35 = tail call double @sin(double noundef %34) #14
  %36 = or disjoint i64 %29, 1
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = urem i32 %37, %2
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %35, double %41, double %30)
  %43 = getelementptr inbounds double, ptr %8, i64 %36
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 2.000000e+00, double %27)
  %46 = tail call double @sin(double noundef %45) #14
  %47 = add nuw nsw i64 %29, 2
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = urem i32 %48, %2
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = tail call double @llvm.fmuladd.f64(double %46, double %52, double %42)
  %54 = add i64 %31, 2
  %55 = icmp eq i64 %54, %22
  br i1 %55, label %56, label %28, !llvm.loop !34

56:                                               ; preds = %28, %24
  %57 = phi double [ poison, %24 ], [ %53, %28 ]
  %58 = phi i64 [ 0, %24 ], [ %47, %28 ]
  %59 = phi double [ %26, %24 ], [ %53, %28 ]
  br i1 %23, label %72, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds double, ptr %8, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %62, double 2.000000e+00, double %27)
  %64 = tail call double @sin(double noundef %63) #14
  %65 = trunc i64 %58 to i32
  %66 = add i32 %65, 1
  %67 = urem i32 %66, %2
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = tail call double @llvm.fmuladd.f64(double %64, double %70, double %59)
  br label %72

72:                                               ; preds = %56, %60
  %73 = phi double [ %57, %56 ], [ %71, %60 ]
  %74 = add nuw i32 %25, 1
  %75 = icmp eq i32 %74, %19
  br i1 %75, label %76, label %24, !llvm.loop !35

76:                                               ; preds = %72
  %77 = icmp ne i32 %2, 1
  %78 = zext i1 %77 to i64
  %79 = getelementptr inbounds double, ptr %8, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fmul double %73, %80
  %82 = getelementptr inbounds i8, ptr %1, i64 8
  store double %81, ptr %82, align 8, !tbaa !9
  %83 = add nuw i32 %2, 3
  %84 = urem i32 %16, 3
  %85 = sub i32 %84, %16
  %86 = add i32 %85, %83
  %87 = and i64 %11, 1
  %88 = icmp eq i64 %223, 0
  %89 = and i64 %11, 2147483646
  %90 = icmp eq i64 %87, 0
  br label %91

91:                                               ; preds = %141, %76
  %92 = phi i32 [ 0, %76 ], [ %143, %141 ]
  %93 = phi double [ 0.000000e+00, %76 ], [ %142, %141 ]
  %94 = uitofp nneg i32 %92 to double
  br i1 %88, label %125, label %95

95:                                               ; preds = %91, %95
  %96 = phi i64 [ %122, %95 ], [ 0, %91 ]
  %97 = phi double [ %121, %95 ], [ %93, %91 ]
  %98 = phi i64 [ %123, %95 ], [ 0, %91 ]
  %99 = getelementptr inbounds double, ptr %8, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = tail call double @llvm.fmuladd.f64(double %100, double 3.000000e+00, double %94)
  %102 = tail call double @sin(double noundef %101) #14
  %103 = trunc i64 %96 to i32
  %104 = add i32 %103, 2
  %105 = urem i32 %104, %2
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds double, ptr %0, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = tail call double @llvm.fmuladd.f64(double %102, double %108, double %97)
  %110 = or disjoint i64 %96, 1
  %111 = getelementptr inbounds double, ptr %8, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = tail call double @llvm.fmuladd.f64(double %112, double 3.000000e+00, double %94)
  %114 = tail call double @sin(double noundef %113) #14
  %115 = trunc i64 %110 to i32
  %116 = add i32 %115, 2
  %117 = urem i32 %116, %2
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds double, ptr %0, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = tail call double @llvm.fmuladd.f64(double %114, double %120, double %109)
  %122 = add nuw nsw i64 %96, 2
  %123 = add i64 %98, 2
  %124 = icmp eq i64 %123, %89
  br i1 %124, label %125, label %95, !llvm.loop !34

125:                                              ; preds = %95, %91
  %126 = phi double [ poison, %91 ], [ %121, %95 ]
  %127 = phi i64 [ 0, %91 ], [ %122, %95 ]
  %128 = phi double [ %93, %91 ], [ %121, %95 ]
  br i1 %90, label %141, label %129

129:                                              ; preds = %125
  %130 = getelementptr inbounds double, ptr %8, i64 %127
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = tail call double @llvm.fmuladd.f64(double %131, double 3.000000e+00, double %94)
  %133 = tail call double @sin(double noundef %132) #14
  %134 = trunc i64 %127 to i32
  %135 = add i32 %134, 2
  %136 = urem i32 %135, %2
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds double, ptr %0, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = tail call double @llvm.fmuladd.f64(double %133, double %139, double %128)
  br label %141

141:                                              ; preds = %125, %129
  %142 = phi double [ %126, %125 ], [ %140, %129 ]
  %143 = add nuw i32 %92, 1
  %144 = icmp eq i32 %143, %86
  br i1 %144, label %145, label %91, !llvm.loop !35

145:                                              ; preds = %141
  %146 = urem i32 2, %2
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds double, ptr %8, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = fmul double %142, %149
  %151 = getelementptr inbounds i8, ptr %1, i64 16
  store double %150, ptr %151, align 8, !tbaa !9
  %152 = add nuw i32 %2, 4
  %153 = urem i32 %83, 3
  %154 = sub i32 %153, %83
  %155 = add i32 %154, %152
  %156 = and i64 %11, 1
  %157 = icmp eq i64 %223, 0
  %158 = and i64 %11, 2147483646
  %159 = icmp eq i64 %156, 0
  br label %160

160:                                              ; preds = %210, %145
  %161 = phi i32 [ 0, %145 ], [ %212, %210 ]
  %162 = phi double [ 0.000000e+00, %145 ], [ %211, %210 ]
  %163 = uitofp nneg i32 %161 to double
  br i1 %157, label %194, label %164

164:                                              ; preds = %160, %164
  %165 = phi i64 [ %191, %164 ], [ 0, %160 ]
  %166 = phi double [ %190, %164 ], [ %162, %160 ]
  %167 = phi i64 [ %192, %164 ], [ 0, %160 ]
  %168 = getelementptr inbounds double, ptr %8, i64 %165
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = tail call double @llvm.fmuladd.f64(double %169, double 4.000000e+00, double %163)
  %171 = tail call double @sin(double noundef %170) #14
  %172 = trunc i64 %165 to i32
  %173 = add i32 %172, 3
  %174 = urem i32 %173, %2
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds double, ptr %0, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = tail call double @llvm.fmuladd.f64(double %171, double %177, double %166)
  %179 = or disjoint i64 %165, 1
  %180 = getelementptr inbounds double, ptr %8, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = tail call double @llvm.fmuladd.f64(double %181, double 4.000000e+00, double %163)
  %183 = tail call double @sin(double noundef %182) #14
  %184 = trunc i64 %179 to i32
  %185 = add i32 %184, 3
  %186 = urem i32 %185, %2
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr inbounds double, ptr %0, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = tail call double @llvm.fmuladd.f64(double %183, double %189, double %178)
  %191 = add nuw nsw i64 %165, 2
  %192 = add i64 %167, 2
  %193 = icmp eq i64 %192, %158
  br i1 %193, label %194, label %164, !llvm.loop !34

194:                                              ; preds = %164, %160
  %195 = phi double [ poison, %160 ], [ %190, %164 ]
  %196 = phi i64 [ 0, %160 ], [ %191, %164 ]
  %197 = phi double [ %162, %160 ], [ %190, %164 ]
  br i1 %159, label %210, label %198

198:                                              ; preds = %194
  %199 = getelementptr inbounds double, ptr %8, i64 %196
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = tail call double @llvm.fmuladd.f64(double %200, double 4.000000e+00, double %163)
  %202 = tail call double @sin(double noundef %201) #14
  %203 = trunc i64 %196 to i32
  %204 = add i32 %203, 3
  %205 = urem i32 %204, %2
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds double, ptr %0, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = tail call double @llvm.fmuladd.f64(double %202, double %208, double %197)
  br label %210

210:                                              ; preds = %194, %198
  %211 = phi double [ %195, %194 ], [ %209, %198 ]
  %212 = add nuw i32 %161, 1
  %213 = icmp eq i32 %212, %155
  br i1 %213, label %214, label %160, !llvm.loop !35

214:                                              ; preds = %210
  %215 = urem i32 3, %2
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds double, ptr %8, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = fmul double %211, %218
  br label %302

220:                                              ; preds = %12
  %221 = add nuw i32 %2, 1
  %222 = urem i32 %2, 3
  %223 = add nsw i64 %11, -1
  %224 = and i64 %11, 1
  %225 = icmp eq i64 %223, 0
  %226 = and i64 %11, 2147483646
  %227 = icmp eq i64 %224, 0
  br label %228

228:                                              ; preds = %275, %220
  %229 = phi i32 [ 0, %220 ], [ %277, %275 ]
  %230 = phi double [ 0.000000e+00, %220 ], [ %276, %275 ]
  %231 = uitofp nneg i32 %229 to double
  br i1 %225, label %260, label %232

232:                                              ; preds = %228, %232
  %233 = phi i64 [ %257, %232 ], [ 0, %228 ]
  %234 = phi double [ %256, %232 ], [ %230, %228 ]
  %235 = phi i64 [ %258, %232 ], [ 0, %228 ]
  %236 = getelementptr inbounds double, ptr %8, i64 %233
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = fadd double %237, %231
  %239 = tail call double @sin(double noundef %238) #14
  %240 = trunc nuw nsw i64 %233 to i32
  %241 = urem i32 %240, %2
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr inbounds double, ptr %0, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !9
  %245 = tail call double @llvm.fmuladd.f64(double %239, double %244, double %234)
  %246 = or disjoint i64 %233, 1
  %247 = getelementptr inbounds double, ptr %8, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = fadd double %248, %231
  %250 = tail call double @sin(double noundef %249) #14
  %251 = trunc nuw nsw i64 %246 to i32
  %252 = urem i32 %251, %2
  %253 = zext nneg i32 %252 to i64
  %254 = getelementptr inbounds double, ptr %0, i64 %253
  %255 = load double, ptr %254, align 8, !tbaa !9
  %256 = tail call double @llvm.fmuladd.f64(double %250, double %255, double %245)
  %257 = add nuw nsw i64 %233, 2
  %258 = add i64 %235, 2
  %259 = icmp eq i64 %258, %226
  br i1 %259, label %260, label %232, !llvm.loop !34

260:                                              ; preds = %232, %228
  %261 = phi double [ poison, %228 ], [ %256, %232 ]
  %262 = phi i64 [ 0, %228 ], [ %257, %232 ]
  %263 = phi double [ %230, %228 ], [ %256, %232 ]
  br i1 %227, label %275, label %264

264:                                              ; preds = %260
  %265 = getelementptr inbounds double, ptr %8, i64 %262
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = fadd double %266, %231
  %268 = tail call double @sin(double noundef %267) #14
  %269 = trunc nuw nsw i64 %262 to i32
  %270 = urem i32 %269, %2
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds double, ptr %0, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = tail call double @llvm.fmuladd.f64(double %268, double %273, double %263)
  br label %275

275:                                              ; preds = %260, %264
  %276 = phi double [ %261, %260 ], [ %274, %264 ]
  %277 = add nuw i32 %229, 1
  %278 = icmp eq i32 %229, %222
  br i1 %278, label %13, label %228, !llvm.loop !35

279:                                              ; preds = %10, %297
  %280 = phi i64 [ 0, %10 ], [ %298, %297 ]
  %281 = getelementptr inbounds double, ptr %0, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = fcmp ogt double %282, 0.000000e+00
  br i1 %283, label %284, label %288

284:                                              ; preds = %279
  %285 = tail call double @llvm.fmuladd.f64(double %282, double %282, double 1.000000e+00)
  %286 = tail call double @llvm.sqrt.f64(double %285)
  %287 = add nuw nsw i64 %280, 1
  br label %297

288:                                              ; preds = %279
  %289 = tail call double @exp(double noundef %282) #14
  %290 = add nuw nsw i64 %280, 1
  %291 = icmp eq i64 %290, %11
  %292 = and i64 %290, 4294967295
  %293 = select i1 %291, i64 0, i64 %292
  %294 = getelementptr inbounds double, ptr %0, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = fmul double %289, %295
  br label %297

297:                                              ; preds = %288, %284
  %298 = phi i64 [ %290, %288 ], [ %287, %284 ]
  %299 = phi double [ %296, %288 ], [ %286, %284 ]
  %300 = getelementptr inbounds double, ptr %8, i64 %280
  store double %299, ptr %300, align 8, !tbaa !9
  %301 = icmp eq i64 %298, %11
  br i1 %301, label %12, label %279, !llvm.loop !36

302:                                              ; preds = %305, %214
  %303 = phi double [ %326, %305 ], [ %219, %214 ]
  %304 = getelementptr inbounds i8, ptr %1, i64 24
  store double %303, ptr %304, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %8) #14
  ret void

305:                                              ; preds = %12, %3
  %306 = load double, ptr %8, align 8, !tbaa !9
  %307 = icmp ne i32 %2, -1
  %308 = zext i1 %307 to i64
  %309 = getelementptr inbounds double, ptr %8, i64 %308
  %310 = load double, ptr %309, align 8, !tbaa !9
  %311 = insertelement <2 x double> poison, double %306, i64 0
  %312 = insertelement <2 x double> %311, double %310, i64 1
  %313 = fmul <2 x double> %312, zeroinitializer
  store <2 x double> %313, ptr %1, align 8, !tbaa !9
  %314 = sub i32 0, %2
  %315 = urem i32 2, %314
  %316 = zext nneg i32 %315 to i64
  %317 = getelementptr inbounds double, ptr %8, i64 %316
  %318 = load double, ptr %317, align 8, !tbaa !9
  %319 = fmul double %318, 0.000000e+00
  %320 = getelementptr inbounds i8, ptr %1, i64 16
  store double %319, ptr %320, align 8, !tbaa !9
  %321 = sub i32 0, %2
  %322 = urem i32 3, %321
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr inbounds double, ptr %8, i64 %323
  %325 = load double, ptr %324, align 8, !tbaa !9
  %326 = fmul double %325, 0.000000e+00
  br label %302
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
  br i1 %41, label %42, label %32, !llvm.loop !37

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
  br i1 %56, label %57, label %47, !llvm.loop !37

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
  br i1 %72, label %73, label %63, !llvm.loop !37

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
  br i1 %88, label %89, label %79, !llvm.loop !37

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
  br i1 %46, label %47, label %17, !llvm.loop !18

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
  br i1 %100, label %101, label %71, !llvm.loop !18

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
  br i1 %154, label %155, label %125, !llvm.loop !18

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
  br i1 %32, label %12, label %15, !llvm.loop !32
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
!20 = distinct !{!20, !14, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !14, !22, !21}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !26}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !26}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
