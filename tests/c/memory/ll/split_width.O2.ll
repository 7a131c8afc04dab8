; ModuleID = 'split_width.c'
source_filename = "split_width.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Lane = type { i32, ptr, ptr, ptr, [2 x double] }
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
@__const.main.ab = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], align 16
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
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
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
  %33 = alloca [7 x double], align 16
  %34 = alloca [7 x double], align 16
  %35 = alloca [3 x [4 x double]], align 16
  %36 = alloca [3 x [7 x double]], align 16
  %37 = alloca [3 x [7 x double]], align 16
  %38 = alloca [4 x double], align 16
  %39 = alloca [4 x double], align 16
  %40 = alloca [3 x [4 x double]], align 16
  %41 = alloca [3 x [4 x double]], align 16
  %42 = alloca [4 x double], align 16
  %43 = alloca [7 x double], align 16
  %44 = alloca [7 x double], align 16
  %45 = alloca [3 x [7 x double]], align 16
  %46 = alloca [3 x [7 x double]], align 16
  %47 = alloca [3 x [7 x double]], align 16
  %48 = alloca [16384 x i8], align 16
  %49 = alloca [7 x double], align 16
  %50 = alloca %struct.Lane, align 8
  %51 = alloca [2 x double], align 16
  %52 = alloca [2 x [1 x double]], align 16
  %53 = alloca [2 x [7 x double]], align 16
  %54 = alloca [2 x double], align 16
  %55 = alloca %struct.A2, align 8
  %56 = alloca %struct.Lane, align 8
  %57 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %33) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %34) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %35) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %36) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %37) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %40) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %41) #15
  %58 = load i64, ptr @rng_state, align 8, !tbaa !5
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = insertelement <2 x i64> poison, i64 %60, i64 0
  %64 = insertelement <2 x i64> %63, i64 %62, i64 1
  %65 = lshr <2 x i64> %64, <i64 10, i64 10>
  %66 = and <2 x i64> %65, <i64 18014398509481982, i64 18014398509481982>
  %67 = uitofp nneg <2 x i64> %66 to <2 x double>
  %68 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %68, ptr %33, align 16, !tbaa !9
  %69 = mul i64 %62, 6364136223846793005
  %70 = getelementptr inbounds i8, ptr %33, i64 16
  %71 = add i64 %69, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <2 x i64> poison, i64 %71, i64 0
  %75 = insertelement <2 x i64> %74, i64 %73, i64 1
  %76 = lshr <2 x i64> %75, <i64 10, i64 10>
  %77 = and <2 x i64> %76, <i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <2 x i64> %77 to <2 x double>
  %79 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %79, ptr %70, align 16, !tbaa !9
  %80 = mul i64 %73, 6364136223846793005
  %81 = getelementptr inbounds i8, ptr %33, i64 32
  %82 = add i64 %80, 1442695040888963407
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = insertelement <2 x i64> poison, i64 %82, i64 0
  %86 = insertelement <2 x i64> %85, i64 %84, i64 1
  %87 = lshr <2 x i64> %86, <i64 10, i64 10>
  %88 = and <2 x i64> %87, <i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <2 x i64> %88 to <2 x double>
  %90 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %90, ptr %81, align 16, !tbaa !9
  %91 = mul i64 %84, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = lshr i64 %92, 10
  %94 = and i64 %93, 18014398509481982
  %95 = uitofp nneg i64 %94 to double
  %96 = tail call double @llvm.fmuladd.f64(double %95, double 0x3CA0000000000000, double -1.000000e+00)
  %97 = getelementptr inbounds i8, ptr %33, i64 48
  store double %96, ptr %97, align 16, !tbaa !9
  %98 = mul i64 %92, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = mul i64 %99, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = insertelement <2 x i64> poison, i64 %99, i64 0
  %103 = insertelement <2 x i64> %102, i64 %101, i64 1
  %104 = lshr <2 x i64> %103, <i64 10, i64 10>
  %105 = and <2 x i64> %104, <i64 18014398509481982, i64 18014398509481982>
  %106 = uitofp nneg <2 x i64> %105 to <2 x double>
  %107 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %106, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %107, ptr %34, align 16, !tbaa !9
  %108 = mul i64 %101, 6364136223846793005
  %109 = getelementptr inbounds i8, ptr %34, i64 16
  %110 = add i64 %108, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = insertelement <2 x i64> poison, i64 %110, i64 0
  %114 = insertelement <2 x i64> %113, i64 %112, i64 1
  %115 = lshr <2 x i64> %114, <i64 10, i64 10>
  %116 = and <2 x i64> %115, <i64 18014398509481982, i64 18014398509481982>
  %117 = uitofp nneg <2 x i64> %116 to <2 x double>
  %118 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %117, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %118, ptr %109, align 16, !tbaa !9
  %119 = mul i64 %112, 6364136223846793005
  %120 = getelementptr inbounds i8, ptr %34, i64 32
  %121 = add i64 %119, 1442695040888963407
  %122 = mul i64 %121, 6364136223846793005
  %123 = add i64 %122, 1442695040888963407
  %124 = insertelement <2 x i64> poison, i64 %121, i64 0
  %125 = insertelement <2 x i64> %124, i64 %123, i64 1
  %126 = lshr <2 x i64> %125, <i64 10, i64 10>
  %127 = and <2 x i64> %126, <i64 18014398509481982, i64 18014398509481982>
  %128 = uitofp nneg <2 x i64> %127 to <2 x double>
  %129 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %129, ptr %120, align 16, !tbaa !9
  %130 = mul i64 %123, 6364136223846793005
  %131 = add i64 %130, 1442695040888963407
  %132 = lshr i64 %131, 10
  %133 = and i64 %132, 18014398509481982
  %134 = uitofp nneg i64 %133 to double
  %135 = tail call double @llvm.fmuladd.f64(double %134, double 0x3CA0000000000000, double -1.000000e+00)
  %136 = getelementptr inbounds i8, ptr %34, i64 48
  store double %135, ptr %136, align 16, !tbaa !9
  %137 = mul i64 %131, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  %139 = mul i64 %138, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = insertelement <2 x i64> poison, i64 %138, i64 0
  %142 = insertelement <2 x i64> %141, i64 %140, i64 1
  %143 = lshr <2 x i64> %142, <i64 10, i64 10>
  %144 = and <2 x i64> %143, <i64 18014398509481982, i64 18014398509481982>
  %145 = uitofp nneg <2 x i64> %144 to <2 x double>
  %146 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %146, ptr %35, align 16, !tbaa !9
  %147 = mul i64 %140, 6364136223846793005
  %148 = getelementptr inbounds i8, ptr %35, i64 16
  %149 = add i64 %147, 1442695040888963407
  %150 = mul i64 %149, 6364136223846793005
  %151 = add i64 %150, 1442695040888963407
  %152 = insertelement <2 x i64> poison, i64 %149, i64 0
  %153 = insertelement <2 x i64> %152, i64 %151, i64 1
  %154 = lshr <2 x i64> %153, <i64 10, i64 10>
  %155 = and <2 x i64> %154, <i64 18014398509481982, i64 18014398509481982>
  %156 = uitofp nneg <2 x i64> %155 to <2 x double>
  %157 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %156, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %157, ptr %148, align 16, !tbaa !9
  %158 = getelementptr inbounds i8, ptr %35, i64 32
  %159 = mul i64 %151, 6364136223846793005
  %160 = add i64 %159, 1442695040888963407
  %161 = mul i64 %160, 6364136223846793005
  %162 = add i64 %161, 1442695040888963407
  %163 = insertelement <2 x i64> poison, i64 %160, i64 0
  %164 = insertelement <2 x i64> %163, i64 %162, i64 1
  %165 = lshr <2 x i64> %164, <i64 10, i64 10>
  %166 = and <2 x i64> %165, <i64 18014398509481982, i64 18014398509481982>
  %167 = uitofp nneg <2 x i64> %166 to <2 x double>
  %168 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %168, ptr %158, align 16, !tbaa !9
  %169 = mul i64 %162, 6364136223846793005
  %170 = getelementptr inbounds i8, ptr %35, i64 48
  %171 = add i64 %169, 1442695040888963407
  %172 = mul i64 %171, 6364136223846793005
  %173 = add i64 %172, 1442695040888963407
  %174 = insertelement <2 x i64> poison, i64 %171, i64 0
  %175 = insertelement <2 x i64> %174, i64 %173, i64 1
  %176 = lshr <2 x i64> %175, <i64 10, i64 10>
  %177 = and <2 x i64> %176, <i64 18014398509481982, i64 18014398509481982>
  %178 = uitofp nneg <2 x i64> %177 to <2 x double>
  %179 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %178, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %179, ptr %170, align 16, !tbaa !9
  %180 = getelementptr inbounds i8, ptr %35, i64 64
  %181 = mul i64 %173, 6364136223846793005
  %182 = add i64 %181, 1442695040888963407
  %183 = mul i64 %182, 6364136223846793005
  %184 = add i64 %183, 1442695040888963407
  %185 = insertelement <2 x i64> poison, i64 %182, i64 0
  %186 = insertelement <2 x i64> %185, i64 %184, i64 1
  %187 = lshr <2 x i64> %186, <i64 10, i64 10>
  %188 = and <2 x i64> %187, <i64 18014398509481982, i64 18014398509481982>
  %189 = uitofp nneg <2 x i64> %188 to <2 x double>
  %190 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %190, ptr %180, align 16, !tbaa !9
  %191 = mul i64 %184, 6364136223846793005
  %192 = getelementptr inbounds i8, ptr %35, i64 80
  %193 = add i64 %191, 1442695040888963407
  %194 = mul i64 %193, 6364136223846793005
  %195 = add i64 %194, 1442695040888963407
  %196 = insertelement <2 x i64> poison, i64 %193, i64 0
  %197 = insertelement <2 x i64> %196, i64 %195, i64 1
  %198 = lshr <2 x i64> %197, <i64 10, i64 10>
  %199 = and <2 x i64> %198, <i64 18014398509481982, i64 18014398509481982>
  %200 = uitofp nneg <2 x i64> %199 to <2 x double>
  %201 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %200, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %201, ptr %192, align 16, !tbaa !9
  store i64 %195, ptr @rng_state, align 8, !tbaa !5
  %202 = getelementptr inbounds i8, ptr %36, i64 56
  %203 = getelementptr inbounds i8, ptr %36, i64 112
  %204 = getelementptr inbounds i8, ptr %40, i64 32
  %205 = getelementptr inbounds i8, ptr %40, i64 64
  %206 = getelementptr inbounds i8, ptr %37, i64 56
  %207 = getelementptr inbounds i8, ptr %37, i64 112
  %208 = getelementptr inbounds i8, ptr %41, i64 32
  %209 = getelementptr inbounds i8, ptr %41, i64 64
  %210 = getelementptr inbounds i8, ptr %7, i64 8
  %211 = getelementptr inbounds i8, ptr %7, i64 16
  %212 = getelementptr inbounds i8, ptr %7, i64 24
  %213 = getelementptr inbounds i8, ptr %8, i64 8
  %214 = getelementptr inbounds i8, ptr %8, i64 16
  %215 = getelementptr inbounds i8, ptr %8, i64 24
  %216 = getelementptr inbounds i8, ptr %5, i64 8
  %217 = getelementptr inbounds i8, ptr %5, i64 16
  %218 = getelementptr inbounds i8, ptr %5, i64 24
  %219 = getelementptr inbounds i8, ptr %6, i64 8
  %220 = getelementptr inbounds i8, ptr %6, i64 16
  %221 = getelementptr inbounds i8, ptr %6, i64 24
  %222 = getelementptr inbounds i8, ptr %3, i64 8
  %223 = getelementptr inbounds i8, ptr %3, i64 16
  %224 = getelementptr inbounds i8, ptr %3, i64 24
  %225 = getelementptr inbounds i8, ptr %4, i64 8
  %226 = getelementptr inbounds i8, ptr %4, i64 16
  %227 = getelementptr inbounds i8, ptr %4, i64 24
  %228 = getelementptr inbounds i8, ptr %1, i64 8
  %229 = getelementptr inbounds i8, ptr %1, i64 16
  %230 = getelementptr inbounds i8, ptr %1, i64 24
  %231 = getelementptr inbounds i8, ptr %2, i64 8
  %232 = getelementptr inbounds i8, ptr %2, i64 16
  %233 = getelementptr inbounds i8, ptr %2, i64 24
  %234 = getelementptr inbounds i8, ptr %45, i64 56
  %235 = getelementptr inbounds i8, ptr %45, i64 112
  %236 = getelementptr inbounds i8, ptr %46, i64 56
  %237 = getelementptr inbounds i8, ptr %46, i64 112
  %238 = getelementptr inbounds i8, ptr %50, i64 8
  %239 = getelementptr inbounds i8, ptr %50, i64 16
  %240 = getelementptr inbounds i8, ptr %50, i64 24
  %241 = getelementptr inbounds i8, ptr %50, i64 32
  %242 = getelementptr inbounds i8, ptr %53, i64 56
  %243 = getelementptr inbounds i8, ptr %52, i64 8
  %244 = getelementptr inbounds i8, ptr %54, i64 8
  %245 = getelementptr inbounds i8, ptr %56, i64 8
  %246 = getelementptr inbounds i8, ptr %56, i64 16
  %247 = getelementptr inbounds i8, ptr %56, i64 24
  %248 = getelementptr inbounds i8, ptr %56, i64 32
  %249 = getelementptr inbounds i8, ptr %57, i64 8
  %250 = getelementptr inbounds i8, ptr %55, i64 16
  %251 = getelementptr inbounds i8, ptr %38, i64 8
  %252 = getelementptr inbounds i8, ptr %42, i64 8
  %253 = getelementptr inbounds i8, ptr %38, i64 16
  %254 = getelementptr inbounds i8, ptr %42, i64 16
  %255 = getelementptr inbounds i8, ptr %38, i64 24
  %256 = getelementptr inbounds i8, ptr %42, i64 24
  %257 = getelementptr inbounds i8, ptr %44, i64 16
  %258 = getelementptr inbounds i8, ptr %44, i64 32
  %259 = getelementptr inbounds i8, ptr %44, i64 48
  %260 = getelementptr i8, ptr %44, i64 -8
  %261 = getelementptr i8, ptr %44, i64 -8
  %262 = getelementptr i8, ptr %44, i64 -8
  %263 = getelementptr inbounds i8, ptr %47, i64 56
  %264 = getelementptr inbounds i8, ptr %47, i64 112
  %265 = getelementptr inbounds i8, ptr %55, i64 8
  %266 = getelementptr inbounds i8, ptr %55, i64 24
  %267 = getelementptr inbounds i8, ptr %36, i64 56
  %268 = getelementptr inbounds i8, ptr %35, i64 32
  %269 = getelementptr inbounds i8, ptr %49, i64 8
  %270 = getelementptr inbounds i8, ptr %49, i64 8
  %271 = getelementptr inbounds i8, ptr %49, i64 8
  br label %278

272:                                              ; preds = %1164
  %273 = load i32, ptr @n_fail, align 4, !tbaa !11
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %273)
  %275 = load i32, ptr @n_fail, align 4, !tbaa !11
  %276 = icmp ne i32 %275, 0
  %277 = zext i1 %276 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %41) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %40) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %37) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %36) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %35) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %34) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %33) #15
  ret i32 %277

278:                                              ; preds = %0, %1164
  %279 = phi i1 [ true, %0 ], [ false, %1164 ]
  %280 = phi i64 [ 0, %0 ], [ 1, %1164 ]
  %281 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %36, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %37, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %283 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %284 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %285 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %286 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %283, i32 noundef 3, i32 noundef %284, ptr noundef nonnull %33, ptr noundef nonnull %36, ptr noundef nonnull %202, ptr noundef nonnull %203, i32 noundef %284, ptr noundef nonnull %38, ptr noundef nonnull %40, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %285, i32 noundef %282, i32 noundef %285, i32 noundef 4) #15
  %287 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %288 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %289 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %290 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %287, i32 noundef 3, i32 noundef %288, ptr noundef nonnull %34, ptr noundef nonnull %37, ptr noundef nonnull %206, ptr noundef nonnull %207, i32 noundef %288, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %208, ptr noundef nonnull %209, i32 noundef %289, i32 noundef %282, i32 noundef %289, i32 noundef 4) #15
  %291 = load i32, ptr @calls, align 4, !tbaa !11
  %292 = sitofp i32 %291 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %292, ptr %32, align 8, !tbaa !9
  %293 = load volatile double, ptr %32, align 8, !tbaa !9
  %294 = call double @llvm.fabs.f64(double %293)
  %295 = fcmp ueq double %294, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %295, label %306, label %296

296:                                              ; preds = %278
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double 2.000000e+00, ptr %31, align 8, !tbaa !9
  %297 = load volatile double, ptr %31, align 8, !tbaa !9
  %298 = call double @llvm.fabs.f64(double %297)
  %299 = fcmp ueq double %298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  %300 = fadd double %292, -2.000000e+00
  %301 = fcmp une double %300, 0.000000e+00
  %302 = select i1 %299, i1 true, i1 %301
  br i1 %302, label %306, label %303

303:                                              ; preds = %296
  %304 = trunc nuw nsw i64 %280 to i32
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %304, double noundef %292, double noundef 2.000000e+00, ptr noundef nonnull @.str.18)
  br label %311

306:                                              ; preds = %296, %278
  %307 = trunc nuw nsw i64 %280 to i32
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %307, double noundef %292, double noundef 2.000000e+00, ptr noundef nonnull @.str.19)
  %309 = load i32, ptr @n_fail, align 4, !tbaa !11
  %310 = add nsw i32 %309, 1
  store i32 %310, ptr @n_fail, align 4, !tbaa !11
  br label %311

311:                                              ; preds = %303, %306
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #15
  call void @fv(ptr noundef nonnull %33, ptr noundef nonnull %42, i32 noundef %282, i32 noundef 4)
  %312 = load double, ptr %38, align 16, !tbaa !9
  %313 = load double, ptr %42, align 16, !tbaa !9
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fcmp ogt double %314, 1.000000e+00
  %316 = select i1 %315, double %314, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %312, ptr %30, align 8, !tbaa !9
  %317 = load volatile double, ptr %30, align 8, !tbaa !9
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fcmp ueq double %318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %319, label %331, label %320

320:                                              ; preds = %311
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %313, ptr %29, align 8, !tbaa !9
  %321 = load volatile double, ptr %29, align 8, !tbaa !9
  %322 = call double @llvm.fabs.f64(double %321)
  %323 = fcmp ueq double %322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %323, label %331, label %324

324:                                              ; preds = %320
  %325 = fsub double %312, %313
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fmul double %316, 0x3D719799812DEA11
  %328 = fcmp ugt double %326, %327
  br i1 %328, label %331, label %329

329:                                              ; preds = %324
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %312, double noundef %313, ptr noundef nonnull @.str.18)
  br label %335

331:                                              ; preds = %324, %320, %311
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %312, double noundef %313, ptr noundef nonnull @.str.19)
  %333 = load i32, ptr @n_fail, align 4, !tbaa !11
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr @n_fail, align 4, !tbaa !11
  br label %335

335:                                              ; preds = %329, %331
  %336 = load double, ptr %251, align 8, !tbaa !9
  %337 = load double, ptr %252, align 8, !tbaa !9
  %338 = call double @llvm.fabs.f64(double %337)
  %339 = fcmp ogt double %338, 1.000000e+00
  %340 = select i1 %339, double %338, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %336, ptr %30, align 8, !tbaa !9
  %341 = load volatile double, ptr %30, align 8, !tbaa !9
  %342 = call double @llvm.fabs.f64(double %341)
  %343 = fcmp ueq double %342, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %343, label %355, label %344

344:                                              ; preds = %335
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %337, ptr %29, align 8, !tbaa !9
  %345 = load volatile double, ptr %29, align 8, !tbaa !9
  %346 = call double @llvm.fabs.f64(double %345)
  %347 = fcmp ueq double %346, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %347, label %355, label %348

348:                                              ; preds = %344
  %349 = fsub double %336, %337
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fmul double %340, 0x3D719799812DEA11
  %352 = fcmp ugt double %350, %351
  br i1 %352, label %355, label %353

353:                                              ; preds = %348
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %336, double noundef %337, ptr noundef nonnull @.str.18)
  br label %359

355:                                              ; preds = %348, %344, %335
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %336, double noundef %337, ptr noundef nonnull @.str.19)
  %357 = load i32, ptr @n_fail, align 4, !tbaa !11
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr @n_fail, align 4, !tbaa !11
  br label %359

359:                                              ; preds = %355, %353
  %360 = load double, ptr %253, align 16, !tbaa !9
  %361 = load double, ptr %254, align 16, !tbaa !9
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ogt double %362, 1.000000e+00
  %364 = select i1 %363, double %362, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %360, ptr %30, align 8, !tbaa !9
  %365 = load volatile double, ptr %30, align 8, !tbaa !9
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fcmp ueq double %366, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %367, label %379, label %368

368:                                              ; preds = %359
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %361, ptr %29, align 8, !tbaa !9
  %369 = load volatile double, ptr %29, align 8, !tbaa !9
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fcmp ueq double %370, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %371, label %379, label %372

372:                                              ; preds = %368
  %373 = fsub double %360, %361
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fmul double %364, 0x3D719799812DEA11
  %376 = fcmp ugt double %374, %375
  br i1 %376, label %379, label %377

377:                                              ; preds = %372
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %360, double noundef %361, ptr noundef nonnull @.str.18)
  br label %383

379:                                              ; preds = %372, %368, %359
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %360, double noundef %361, ptr noundef nonnull @.str.19)
  %381 = load i32, ptr @n_fail, align 4, !tbaa !11
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr @n_fail, align 4, !tbaa !11
  br label %383

383:                                              ; preds = %379, %377
  %384 = load double, ptr %255, align 8, !tbaa !9
  %385 = load double, ptr %256, align 8, !tbaa !9
  %386 = call double @llvm.fabs.f64(double %385)
  %387 = fcmp ogt double %386, 1.000000e+00
  %388 = select i1 %387, double %386, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %384, ptr %30, align 8, !tbaa !9
  %389 = load volatile double, ptr %30, align 8, !tbaa !9
  %390 = call double @llvm.fabs.f64(double %389)
  %391 = fcmp ueq double %390, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %391, label %403, label %392

392:                                              ; preds = %383
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %385, ptr %29, align 8, !tbaa !9
  %393 = load volatile double, ptr %29, align 8, !tbaa !9
  %394 = call double @llvm.fabs.f64(double %393)
  %395 = fcmp ueq double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %395, label %403, label %396

396:                                              ; preds = %392
  %397 = fsub double %384, %385
  %398 = call double @llvm.fabs.f64(double %397)
  %399 = fmul double %388, 0x3D719799812DEA11
  %400 = fcmp ugt double %398, %399
  br i1 %400, label %403, label %401

401:                                              ; preds = %396
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %384, double noundef %385, ptr noundef nonnull @.str.18)
  br label %407

403:                                              ; preds = %396, %392, %383
  %404 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %384, double noundef %385, ptr noundef nonnull @.str.19)
  %405 = load i32, ptr @n_fail, align 4, !tbaa !11
  %406 = add nsw i32 %405, 1
  store i32 %406, ptr @n_fail, align 4, !tbaa !11
  br label %407

407:                                              ; preds = %403, %401
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %40, ptr noundef nonnull align 16 dereferenceable(96) %35, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %41, ptr noundef nonnull align 16 dereferenceable(96) %35, i64 96, i1 false)
  %408 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %409 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %410 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %408, i32 noundef 3, i32 noundef %409, ptr noundef nonnull %34, ptr noundef nonnull %37, ptr noundef nonnull %206, ptr noundef nonnull %207, i32 noundef %409, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %208, ptr noundef nonnull %209, i32 noundef %410, i32 noundef %282, i32 noundef %410, i32 noundef 4, ptr noundef %290) #15
  %411 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %412 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %413 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %411, i32 noundef 3, i32 noundef %412, ptr noundef nonnull %33, ptr noundef nonnull %36, ptr noundef nonnull %202, ptr noundef nonnull %203, i32 noundef %412, ptr noundef nonnull %38, ptr noundef nonnull %40, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %413, i32 noundef %282, i32 noundef %413, i32 noundef 4, ptr noundef %286) #15
  %414 = call i32 @llvm.smax.i32(i32 %282, i32 1)
  %415 = zext nneg i32 %414 to i64
  %416 = shl nuw nsw i64 %415, 3
  %417 = sext i32 %282 to i64
  %418 = shl nsw i64 %417, 3
  %419 = zext i32 %282 to i64
  br label %430

420:                                              ; preds = %573
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %36, i8 0, i64 168, i1 false)
  %421 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %422 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %423 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %424 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %425 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %421, i32 noundef 2, i32 noundef %422, i64 noundef 56, ptr noundef nonnull %33, ptr noundef nonnull %36, i32 noundef %423, i64 noundef 32, ptr noundef nonnull %38, ptr noundef nonnull %40, i32 noundef %424, i32 noundef %282, i32 noundef %424, i32 noundef 4) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %40, ptr noundef nonnull align 16 dereferenceable(96) %35, i64 96, i1 false)
  %426 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %427 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %428 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %429 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %426, i32 noundef 2, i32 noundef %427, i64 noundef 56, ptr noundef nonnull %33, ptr noundef nonnull %36, i32 noundef %428, i64 noundef 32, ptr noundef nonnull %38, ptr noundef nonnull %40, i32 noundef %429, i32 noundef %282, i32 noundef %429, i32 noundef 4, ptr noundef %425) #15
  br label %576

430:                                              ; preds = %407, %573
  %431 = phi i64 [ 0, %407 ], [ %574, %573 ]
  %432 = getelementptr inbounds [3 x [4 x double]], ptr %35, i64 0, i64 %431
  %433 = getelementptr inbounds [3 x [7 x double]], ptr %36, i64 0, i64 %431
  %434 = call noalias ptr @malloc(i64 noundef %416) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %434, ptr nonnull readonly align 16 %33, i64 %418, i1 false)
  %435 = getelementptr inbounds i8, ptr %432, i64 8
  %436 = getelementptr inbounds i8, ptr %432, i64 16
  %437 = getelementptr inbounds i8, ptr %432, i64 24
  br label %438

438:                                              ; preds = %507, %430
  %439 = phi i64 [ 0, %430 ], [ %508, %507 ]
  %440 = getelementptr inbounds double, ptr %433, i64 %439
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = getelementptr inbounds double, ptr %434, i64 %439
  %443 = load double, ptr %442, align 8, !tbaa !9
  %444 = call double @llvm.fabs.f64(double %443)
  %445 = fcmp ogt double %444, 1.000000e+00
  %446 = select i1 %445, double %444, double 1.000000e+00
  %447 = fmul double %446, 0x3EB0C6F7A0B5ED8D
  %448 = fadd double %443, %447
  %449 = fsub double %443, %447
  store double %448, ptr %442, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  call void @fv(ptr noundef readonly %434, ptr noundef nonnull %7, i32 noundef %282, i32 noundef 4)
  %450 = load double, ptr %432, align 16, !tbaa !9
  %451 = load <2 x double>, ptr %7, align 16
  %452 = load double, ptr %435, align 8, !tbaa !9
  %453 = load <2 x double>, ptr %210, align 8
  %454 = load double, ptr %436, align 16, !tbaa !9
  %455 = load <2 x double>, ptr %211, align 16
  %456 = load double, ptr %437, align 8, !tbaa !9
  %457 = load double, ptr %212, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  store double %449, ptr %442, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #15
  call void @fv(ptr noundef readonly %434, ptr noundef nonnull %8, i32 noundef %282, i32 noundef 4)
  %458 = load double, ptr %8, align 16, !tbaa !9
  %459 = load double, ptr %213, align 8, !tbaa !9
  %460 = load double, ptr %214, align 16, !tbaa !9
  %461 = load double, ptr %215, align 8, !tbaa !9
  %462 = insertelement <2 x double> poison, double %450, i64 0
  %463 = shufflevector <2 x double> %462, <2 x double> poison, <2 x i32> zeroinitializer
  %464 = insertelement <2 x double> %451, double %458, i64 1
  %465 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %463, <2 x double> %464, <2 x double> zeroinitializer)
  %466 = insertelement <2 x double> poison, double %452, i64 0
  %467 = shufflevector <2 x double> %466, <2 x double> poison, <2 x i32> zeroinitializer
  %468 = insertelement <2 x double> %453, double %459, i64 1
  %469 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %467, <2 x double> %468, <2 x double> %465)
  %470 = insertelement <2 x double> poison, double %454, i64 0
  %471 = shufflevector <2 x double> %470, <2 x double> poison, <2 x i32> zeroinitializer
  %472 = insertelement <2 x double> %455, double %460, i64 1
  %473 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %471, <2 x double> %472, <2 x double> %469)
  %474 = insertelement <2 x double> poison, double %456, i64 0
  %475 = shufflevector <2 x double> %474, <2 x double> poison, <2 x i32> zeroinitializer
  %476 = insertelement <2 x double> poison, double %457, i64 0
  %477 = insertelement <2 x double> %476, double %461, i64 1
  %478 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %475, <2 x double> %477, <2 x double> %473)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #15
  store double %443, ptr %442, align 8, !tbaa !9
  %479 = shufflevector <2 x double> %478, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %480 = fsub <2 x double> %478, %479
  %481 = extractelement <2 x double> %480, i64 0
  %482 = fsub double %448, %449
  %483 = fdiv double %481, %482
  %484 = call double @llvm.fabs.f64(double %483)
  %485 = fcmp ogt double %484, 1.000000e+00
  %486 = select i1 %485, double %484, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %441, ptr %28, align 8, !tbaa !9
  %487 = load volatile double, ptr %28, align 8, !tbaa !9
  %488 = call double @llvm.fabs.f64(double %487)
  %489 = fcmp ueq double %488, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %489, label %502, label %490

490:                                              ; preds = %438
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %483, ptr %27, align 8, !tbaa !9
  %491 = load volatile double, ptr %27, align 8, !tbaa !9
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fcmp ueq double %492, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %493, label %502, label %494

494:                                              ; preds = %490
  %495 = fsub double %441, %483
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = fmul double %486, 0x3EB0C6F7A0B5ED8D
  %498 = fcmp ugt double %496, %497
  br i1 %498, label %502, label %499

499:                                              ; preds = %494
  %500 = trunc nuw nsw i64 %439 to i32
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %500, double noundef %441, double noundef %483, ptr noundef nonnull @.str.18)
  br label %507

502:                                              ; preds = %494, %490, %438
  %503 = trunc nuw nsw i64 %439 to i32
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %503, double noundef %441, double noundef %483, ptr noundef nonnull @.str.19)
  %505 = load i32, ptr @n_fail, align 4, !tbaa !11
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @n_fail, align 4, !tbaa !11
  br label %507

507:                                              ; preds = %502, %499
  %508 = add nuw nsw i64 %439, 1
  %509 = icmp eq i64 %508, %419
  br i1 %509, label %510, label %438, !llvm.loop !13

510:                                              ; preds = %507
  call void @free(ptr noundef nonnull %434) #15
  %511 = getelementptr inbounds [3 x [7 x double]], ptr %37, i64 0, i64 %431
  %512 = call noalias ptr @malloc(i64 noundef %416) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %512, ptr nonnull readonly align 16 %34, i64 %418, i1 false)
  br label %513

513:                                              ; preds = %570, %510
  %514 = phi i64 [ 0, %510 ], [ %571, %570 ]
  %515 = getelementptr inbounds double, ptr %511, i64 %514
  %516 = load double, ptr %515, align 8, !tbaa !9
  %517 = getelementptr inbounds double, ptr %512, i64 %514
  %518 = load double, ptr %517, align 8, !tbaa !9
  %519 = call double @llvm.fabs.f64(double %518)
  %520 = fcmp ogt double %519, 1.000000e+00
  %521 = select i1 %520, double %519, double 1.000000e+00
  %522 = fmul double %521, 0x3EB0C6F7A0B5ED8D
  %523 = fadd double %518, %522
  %524 = fsub double %518, %522
  store double %523, ptr %517, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @fv(ptr noundef readonly %512, ptr noundef nonnull %5, i32 noundef %282, i32 noundef 4)
  %525 = load <2 x double>, ptr %5, align 16
  %526 = load <2 x double>, ptr %216, align 8
  %527 = load <2 x double>, ptr %217, align 16
  %528 = load double, ptr %218, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  store double %524, ptr %517, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #15
  call void @fv(ptr noundef readonly %512, ptr noundef nonnull %6, i32 noundef %282, i32 noundef 4)
  %529 = load double, ptr %6, align 16, !tbaa !9
  %530 = load double, ptr %219, align 8, !tbaa !9
  %531 = load double, ptr %220, align 16, !tbaa !9
  %532 = load double, ptr %221, align 8, !tbaa !9
  %533 = insertelement <2 x double> %525, double %529, i64 1
  %534 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %463, <2 x double> %533, <2 x double> zeroinitializer)
  %535 = insertelement <2 x double> %526, double %530, i64 1
  %536 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %467, <2 x double> %535, <2 x double> %534)
  %537 = insertelement <2 x double> %527, double %531, i64 1
  %538 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %471, <2 x double> %537, <2 x double> %536)
  %539 = insertelement <2 x double> poison, double %528, i64 0
  %540 = insertelement <2 x double> %539, double %532, i64 1
  %541 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %475, <2 x double> %540, <2 x double> %538)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  store double %518, ptr %517, align 8, !tbaa !9
  %542 = shufflevector <2 x double> %541, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %543 = fsub <2 x double> %541, %542
  %544 = extractelement <2 x double> %543, i64 0
  %545 = fsub double %523, %524
  %546 = fdiv double %544, %545
  %547 = call double @llvm.fabs.f64(double %546)
  %548 = fcmp ogt double %547, 1.000000e+00
  %549 = select i1 %548, double %547, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %516, ptr %26, align 8, !tbaa !9
  %550 = load volatile double, ptr %26, align 8, !tbaa !9
  %551 = call double @llvm.fabs.f64(double %550)
  %552 = fcmp ueq double %551, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %552, label %565, label %553

553:                                              ; preds = %513
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %546, ptr %25, align 8, !tbaa !9
  %554 = load volatile double, ptr %25, align 8, !tbaa !9
  %555 = call double @llvm.fabs.f64(double %554)
  %556 = fcmp ueq double %555, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %556, label %565, label %557

557:                                              ; preds = %553
  %558 = fsub double %516, %546
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = fmul double %549, 0x3EB0C6F7A0B5ED8D
  %561 = fcmp ugt double %559, %560
  br i1 %561, label %565, label %562

562:                                              ; preds = %557
  %563 = trunc nuw nsw i64 %514 to i32
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %563, double noundef %516, double noundef %546, ptr noundef nonnull @.str.18)
  br label %570

565:                                              ; preds = %557, %553, %513
  %566 = trunc nuw nsw i64 %514 to i32
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %566, double noundef %516, double noundef %546, ptr noundef nonnull @.str.19)
  %568 = load i32, ptr @n_fail, align 4, !tbaa !11
  %569 = add nsw i32 %568, 1
  store i32 %569, ptr @n_fail, align 4, !tbaa !11
  br label %570

570:                                              ; preds = %565, %562
  %571 = add nuw nsw i64 %514, 1
  %572 = icmp eq i64 %571, %419
  br i1 %572, label %573, label %513, !llvm.loop !13

573:                                              ; preds = %570
  call void @free(ptr noundef nonnull %512) #15
  %574 = add nuw nsw i64 %431, 1
  %575 = icmp eq i64 %574, 3
  br i1 %575, label %420, label %430, !llvm.loop !15

576:                                              ; preds = %420, %656
  %577 = phi i1 [ true, %420 ], [ false, %656 ]
  %578 = phi ptr [ %36, %420 ], [ %267, %656 ]
  %579 = phi ptr [ %35, %420 ], [ %268, %656 ]
  %580 = call noalias ptr @malloc(i64 noundef %416) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %580, ptr nonnull readonly align 16 %33, i64 %418, i1 false)
  %581 = getelementptr inbounds i8, ptr %579, i64 8
  %582 = getelementptr inbounds i8, ptr %579, i64 16
  %583 = getelementptr inbounds i8, ptr %579, i64 24
  br label %584

584:                                              ; preds = %653, %576
  %585 = phi i64 [ 0, %576 ], [ %654, %653 ]
  %586 = getelementptr inbounds double, ptr %578, i64 %585
  %587 = load double, ptr %586, align 8, !tbaa !9
  %588 = getelementptr inbounds double, ptr %580, i64 %585
  %589 = load double, ptr %588, align 8, !tbaa !9
  %590 = call double @llvm.fabs.f64(double %589)
  %591 = fcmp ogt double %590, 1.000000e+00
  %592 = select i1 %591, double %590, double 1.000000e+00
  %593 = fmul double %592, 0x3EB0C6F7A0B5ED8D
  %594 = fadd double %589, %593
  %595 = fsub double %589, %593
  store double %594, ptr %588, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call void @fv(ptr noundef readonly %580, ptr noundef nonnull %3, i32 noundef %282, i32 noundef 4)
  %596 = load double, ptr %579, align 16, !tbaa !9
  %597 = load <2 x double>, ptr %3, align 16
  %598 = load double, ptr %581, align 8, !tbaa !9
  %599 = load <2 x double>, ptr %222, align 8
  %600 = load double, ptr %582, align 16, !tbaa !9
  %601 = load <2 x double>, ptr %223, align 16
  %602 = load double, ptr %583, align 8, !tbaa !9
  %603 = load double, ptr %224, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  store double %595, ptr %588, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
  call void @fv(ptr noundef readonly %580, ptr noundef nonnull %4, i32 noundef %282, i32 noundef 4)
  %604 = load double, ptr %4, align 16, !tbaa !9
  %605 = load double, ptr %225, align 8, !tbaa !9
  %606 = load double, ptr %226, align 16, !tbaa !9
  %607 = load double, ptr %227, align 8, !tbaa !9
  %608 = insertelement <2 x double> poison, double %596, i64 0
  %609 = shufflevector <2 x double> %608, <2 x double> poison, <2 x i32> zeroinitializer
  %610 = insertelement <2 x double> %597, double %604, i64 1
  %611 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %609, <2 x double> %610, <2 x double> zeroinitializer)
  %612 = insertelement <2 x double> poison, double %598, i64 0
  %613 = shufflevector <2 x double> %612, <2 x double> poison, <2 x i32> zeroinitializer
  %614 = insertelement <2 x double> %599, double %605, i64 1
  %615 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %613, <2 x double> %614, <2 x double> %611)
  %616 = insertelement <2 x double> poison, double %600, i64 0
  %617 = shufflevector <2 x double> %616, <2 x double> poison, <2 x i32> zeroinitializer
  %618 = insertelement <2 x double> %601, double %606, i64 1
  %619 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %617, <2 x double> %618, <2 x double> %615)
  %620 = insertelement <2 x double> poison, double %602, i64 0
  %621 = shufflevector <2 x double> %620, <2 x double> poison, <2 x i32> zeroinitializer
  %622 = insertelement <2 x double> poison, double %603, i64 0
  %623 = insertelement <2 x double> %622, double %607, i64 1
  %624 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %621, <2 x double> %623, <2 x double> %619)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  store double %589, ptr %588, align 8, !tbaa !9
  %625 = shufflevector <2 x double> %624, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %626 = fsub <2 x double> %624, %625
  %627 = extractelement <2 x double> %626, i64 0
  %628 = fsub double %594, %595
  %629 = fdiv double %627, %628
  %630 = call double @llvm.fabs.f64(double %629)
  %631 = fcmp ogt double %630, 1.000000e+00
  %632 = select i1 %631, double %630, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %587, ptr %24, align 8, !tbaa !9
  %633 = load volatile double, ptr %24, align 8, !tbaa !9
  %634 = call double @llvm.fabs.f64(double %633)
  %635 = fcmp ueq double %634, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %635, label %648, label %636

636:                                              ; preds = %584
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %629, ptr %23, align 8, !tbaa !9
  %637 = load volatile double, ptr %23, align 8, !tbaa !9
  %638 = call double @llvm.fabs.f64(double %637)
  %639 = fcmp ueq double %638, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %639, label %648, label %640

640:                                              ; preds = %636
  %641 = fsub double %587, %629
  %642 = call double @llvm.fabs.f64(double %641)
  %643 = fmul double %632, 0x3EB0C6F7A0B5ED8D
  %644 = fcmp ugt double %642, %643
  br i1 %644, label %648, label %645

645:                                              ; preds = %640
  %646 = trunc nuw nsw i64 %585 to i32
  %647 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %646, double noundef %587, double noundef %629, ptr noundef nonnull @.str.18)
  br label %653

648:                                              ; preds = %640, %636, %584
  %649 = trunc nuw nsw i64 %585 to i32
  %650 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %649, double noundef %587, double noundef %629, ptr noundef nonnull @.str.19)
  %651 = load i32, ptr @n_fail, align 4, !tbaa !11
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr @n_fail, align 4, !tbaa !11
  br label %653

653:                                              ; preds = %648, %645
  %654 = add nuw nsw i64 %585, 1
  %655 = icmp eq i64 %654, %419
  br i1 %655, label %656, label %584, !llvm.loop !13

656:                                              ; preds = %653
  call void @free(ptr noundef nonnull %580) #15
  br i1 %577, label %576, label %688, !llvm.loop !16

657:                                              ; preds = %709
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %36, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %658 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %659 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %660 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %661 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %662 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fc, i32 noundef %658, i32 noundef 3, i32 noundef %659, ptr noundef nonnull %33, ptr noundef nonnull %36, ptr noundef nonnull %202, ptr noundef nonnull %203, i32 noundef %660, ptr noundef nonnull %38, ptr noundef nonnull %40, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %661, i32 noundef %282) #15
  %663 = load i32, ptr @calls, align 4, !tbaa !11
  %664 = sitofp i32 %663 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %664, ptr %22, align 8, !tbaa !9
  %665 = load volatile double, ptr %22, align 8, !tbaa !9
  %666 = call double @llvm.fabs.f64(double %665)
  %667 = fcmp ueq double %666, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %667, label %678, label %668

668:                                              ; preds = %657
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !9
  %669 = load volatile double, ptr %21, align 8, !tbaa !9
  %670 = call double @llvm.fabs.f64(double %669)
  %671 = fcmp ueq double %670, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %672 = fadd double %664, -1.000000e+00
  %673 = fcmp une double %672, 0.000000e+00
  %674 = select i1 %671, i1 true, i1 %673
  br i1 %674, label %678, label %675

675:                                              ; preds = %668
  %676 = trunc nuw nsw i64 %280 to i32
  %677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %676, double noundef %664, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %683

678:                                              ; preds = %668, %657
  %679 = trunc nuw nsw i64 %280 to i32
  %680 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %679, double noundef %664, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %681 = load i32, ptr @n_fail, align 4, !tbaa !11
  %682 = add nsw i32 %681, 1
  store i32 %682, ptr @n_fail, align 4, !tbaa !11
  br label %683

683:                                              ; preds = %675, %678
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %40, ptr noundef nonnull align 16 dereferenceable(96) %35, i64 96, i1 false)
  %684 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %685 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %686 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %687 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fc, i32 noundef %684, i32 noundef 3, i32 noundef %685, ptr noundef nonnull %33, ptr noundef nonnull %36, ptr noundef nonnull %202, ptr noundef nonnull %203, i32 noundef %686, ptr noundef nonnull %38, ptr noundef nonnull %40, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %687, i32 noundef %282, ptr noundef %662) #15
  br label %772

688:                                              ; preds = %656, %709
  %689 = phi i64 [ %710, %709 ], [ 0, %656 ]
  %690 = getelementptr inbounds [7 x double], ptr %203, i64 0, i64 %689
  %691 = load double, ptr %690, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %691, ptr %20, align 8, !tbaa !9
  %692 = load volatile double, ptr %20, align 8, !tbaa !9
  %693 = call double @llvm.fabs.f64(double %692)
  %694 = fcmp ueq double %693, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %694, label %704, label %695

695:                                              ; preds = %688
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 0.000000e+00, ptr %19, align 8, !tbaa !9
  %696 = load volatile double, ptr %19, align 8, !tbaa !9
  %697 = call double @llvm.fabs.f64(double %696)
  %698 = fcmp ueq double %697, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %699 = fcmp une double %691, 0.000000e+00
  %700 = select i1 %698, i1 true, i1 %699
  br i1 %700, label %704, label %701

701:                                              ; preds = %695
  %702 = trunc nuw nsw i64 %689 to i32
  %703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %702, double noundef %691, double noundef 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %709

704:                                              ; preds = %695, %688
  %705 = trunc nuw nsw i64 %689 to i32
  %706 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %705, double noundef %691, double noundef 0.000000e+00, ptr noundef nonnull @.str.19)
  %707 = load i32, ptr @n_fail, align 4, !tbaa !11
  %708 = add nsw i32 %707, 1
  store i32 %708, ptr @n_fail, align 4, !tbaa !11
  br label %709

709:                                              ; preds = %701, %704
  %710 = add nuw nsw i64 %689, 1
  %711 = icmp eq i64 %710, %415
  br i1 %711, label %657, label %688, !llvm.loop !17

712:                                              ; preds = %852
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %45) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %46) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %47) #15
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %48) #15
  %713 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %714 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %715 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %716 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @fin, i32 noundef %713, i32 noundef 3, i32 noundef %714, i32 noundef %714, i32 noundef %715) #15
  %717 = add i64 %716, -1
  %718 = icmp ult i64 %717, 16384
  %719 = uitofp i1 %718 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %719, ptr %18, align 8, !tbaa !9
  %720 = load volatile double, ptr %18, align 8, !tbaa !9
  %721 = call double @llvm.fabs.f64(double %720)
  %722 = fcmp ueq double %721, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %722, label %733, label %723

723:                                              ; preds = %712
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double 1.000000e+00, ptr %17, align 8, !tbaa !9
  %724 = load volatile double, ptr %17, align 8, !tbaa !9
  %725 = call double @llvm.fabs.f64(double %724)
  %726 = fcmp ueq double %725, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  %727 = fadd double %719, -1.000000e+00
  %728 = fcmp une double %727, 0.000000e+00
  %729 = select i1 %726, i1 true, i1 %728
  br i1 %729, label %733, label %730

730:                                              ; preds = %723
  %731 = trunc nuw nsw i64 %280 to i32
  %732 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %731, double noundef %719, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %738

733:                                              ; preds = %723, %712
  %734 = trunc nuw nsw i64 %280 to i32
  %735 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %734, double noundef %719, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %736 = load i32, ptr @n_fail, align 4, !tbaa !11
  %737 = add nsw i32 %736, 1
  store i32 %737, ptr @n_fail, align 4, !tbaa !11
  br label %738

738:                                              ; preds = %730, %733
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %43, ptr noundef nonnull align 16 dereferenceable(56) %33, i64 56, i1 false)
  %739 = load i64, ptr @rng_state, align 8, !tbaa !5
  %740 = mul i64 %739, 6364136223846793005
  %741 = add i64 %740, 1442695040888963407
  %742 = mul i64 %741, 6364136223846793005
  %743 = add i64 %742, 1442695040888963407
  %744 = insertelement <2 x i64> poison, i64 %741, i64 0
  %745 = insertelement <2 x i64> %744, i64 %743, i64 1
  %746 = lshr <2 x i64> %745, <i64 11, i64 11>
  %747 = uitofp nneg <2 x i64> %746 to <2 x double>
  %748 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %747, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %748, ptr %44, align 16, !tbaa !9
  %749 = mul i64 %743, 6364136223846793005
  %750 = add i64 %749, 1442695040888963407
  %751 = mul i64 %750, 6364136223846793005
  %752 = add i64 %751, 1442695040888963407
  %753 = insertelement <2 x i64> poison, i64 %750, i64 0
  %754 = insertelement <2 x i64> %753, i64 %752, i64 1
  %755 = lshr <2 x i64> %754, <i64 11, i64 11>
  %756 = uitofp nneg <2 x i64> %755 to <2 x double>
  %757 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %756, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %757, ptr %257, align 16, !tbaa !9
  %758 = mul i64 %752, 6364136223846793005
  %759 = add i64 %758, 1442695040888963407
  %760 = mul i64 %759, 6364136223846793005
  %761 = add i64 %760, 1442695040888963407
  %762 = insertelement <2 x i64> poison, i64 %759, i64 0
  %763 = insertelement <2 x i64> %762, i64 %761, i64 1
  %764 = lshr <2 x i64> %763, <i64 11, i64 11>
  %765 = uitofp nneg <2 x i64> %764 to <2 x double>
  %766 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %765, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %766, ptr %258, align 16, !tbaa !9
  %767 = mul i64 %761, 6364136223846793005
  %768 = add i64 %767, 1442695040888963407
  %769 = lshr i64 %768, 11
  %770 = uitofp nneg i64 %769 to double
  %771 = call double @llvm.fmuladd.f64(double %770, double 0x3CA0000000000000, double -5.000000e-01)
  store double %771, ptr %259, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %46, i8 0, i64 168, i1 false)
  br label %1020

772:                                              ; preds = %683, %852
  %773 = phi i64 [ 0, %683 ], [ %853, %852 ]
  %774 = getelementptr inbounds [3 x [4 x double]], ptr %35, i64 0, i64 %773
  %775 = getelementptr inbounds [3 x [7 x double]], ptr %36, i64 0, i64 %773
  %776 = call noalias ptr @malloc(i64 noundef %416) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %776, ptr nonnull readonly align 16 %33, i64 %418, i1 false)
  %777 = getelementptr inbounds i8, ptr %774, i64 8
  %778 = getelementptr inbounds i8, ptr %774, i64 16
  %779 = getelementptr inbounds i8, ptr %774, i64 24
  br label %780

780:                                              ; preds = %849, %772
  %781 = phi i64 [ 0, %772 ], [ %850, %849 ]
  %782 = getelementptr inbounds double, ptr %775, i64 %781
  %783 = load double, ptr %782, align 8, !tbaa !9
  %784 = getelementptr inbounds double, ptr %776, i64 %781
  %785 = load double, ptr %784, align 8, !tbaa !9
  %786 = call double @llvm.fabs.f64(double %785)
  %787 = fcmp ogt double %786, 1.000000e+00
  %788 = select i1 %787, double %786, double 1.000000e+00
  %789 = fmul double %788, 0x3EB0C6F7A0B5ED8D
  %790 = fadd double %785, %789
  %791 = fsub double %785, %789
  store double %790, ptr %784, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #15
  call void @fc(ptr noundef readonly %776, ptr noundef nonnull %1, i32 noundef %282)
  %792 = load double, ptr %774, align 16, !tbaa !9
  %793 = load <2 x double>, ptr %1, align 16
  %794 = load double, ptr %777, align 8, !tbaa !9
  %795 = load <2 x double>, ptr %228, align 8
  %796 = load double, ptr %778, align 16, !tbaa !9
  %797 = load <2 x double>, ptr %229, align 16
  %798 = load double, ptr %779, align 8, !tbaa !9
  %799 = load double, ptr %230, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #15
  store double %791, ptr %784, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #15
  call void @fc(ptr noundef readonly %776, ptr noundef nonnull %2, i32 noundef %282)
  %800 = load double, ptr %2, align 16, !tbaa !9
  %801 = load double, ptr %231, align 8, !tbaa !9
  %802 = load double, ptr %232, align 16, !tbaa !9
  %803 = load double, ptr %233, align 8, !tbaa !9
  %804 = insertelement <2 x double> poison, double %792, i64 0
  %805 = shufflevector <2 x double> %804, <2 x double> poison, <2 x i32> zeroinitializer
  %806 = insertelement <2 x double> %793, double %800, i64 1
  %807 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %805, <2 x double> %806, <2 x double> zeroinitializer)
  %808 = insertelement <2 x double> poison, double %794, i64 0
  %809 = shufflevector <2 x double> %808, <2 x double> poison, <2 x i32> zeroinitializer
  %810 = insertelement <2 x double> %795, double %801, i64 1
  %811 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %809, <2 x double> %810, <2 x double> %807)
  %812 = insertelement <2 x double> poison, double %796, i64 0
  %813 = shufflevector <2 x double> %812, <2 x double> poison, <2 x i32> zeroinitializer
  %814 = insertelement <2 x double> %797, double %802, i64 1
  %815 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %813, <2 x double> %814, <2 x double> %811)
  %816 = insertelement <2 x double> poison, double %798, i64 0
  %817 = shufflevector <2 x double> %816, <2 x double> poison, <2 x i32> zeroinitializer
  %818 = insertelement <2 x double> poison, double %799, i64 0
  %819 = insertelement <2 x double> %818, double %803, i64 1
  %820 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %817, <2 x double> %819, <2 x double> %815)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #15
  store double %785, ptr %784, align 8, !tbaa !9
  %821 = shufflevector <2 x double> %820, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %822 = fsub <2 x double> %820, %821
  %823 = extractelement <2 x double> %822, i64 0
  %824 = fsub double %790, %791
  %825 = fdiv double %823, %824
  %826 = call double @llvm.fabs.f64(double %825)
  %827 = fcmp ogt double %826, 1.000000e+00
  %828 = select i1 %827, double %826, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %783, ptr %16, align 8, !tbaa !9
  %829 = load volatile double, ptr %16, align 8, !tbaa !9
  %830 = call double @llvm.fabs.f64(double %829)
  %831 = fcmp ueq double %830, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %831, label %844, label %832

832:                                              ; preds = %780
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %825, ptr %15, align 8, !tbaa !9
  %833 = load volatile double, ptr %15, align 8, !tbaa !9
  %834 = call double @llvm.fabs.f64(double %833)
  %835 = fcmp ueq double %834, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %835, label %844, label %836

836:                                              ; preds = %832
  %837 = fsub double %783, %825
  %838 = call double @llvm.fabs.f64(double %837)
  %839 = fmul double %828, 0x3EB0C6F7A0B5ED8D
  %840 = fcmp ugt double %838, %839
  br i1 %840, label %844, label %841

841:                                              ; preds = %836
  %842 = trunc nuw nsw i64 %781 to i32
  %843 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %842, double noundef %783, double noundef %825, ptr noundef nonnull @.str.18)
  br label %849

844:                                              ; preds = %836, %832, %780
  %845 = trunc nuw nsw i64 %781 to i32
  %846 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %845, double noundef %783, double noundef %825, ptr noundef nonnull @.str.19)
  %847 = load i32, ptr @n_fail, align 4, !tbaa !11
  %848 = add nsw i32 %847, 1
  store i32 %848, ptr @n_fail, align 4, !tbaa !11
  br label %849

849:                                              ; preds = %844, %841
  %850 = add nuw nsw i64 %781, 1
  %851 = icmp eq i64 %850, %419
  br i1 %851, label %852, label %780, !llvm.loop !13

852:                                              ; preds = %849
  call void @free(ptr noundef nonnull %776) #15
  %853 = add nuw nsw i64 %773, 1
  %854 = icmp eq i64 %853, 3
  br i1 %854, label %712, label %772, !llvm.loop !18

855:                                              ; preds = %1020
  store i64 %1057, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %856 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %857 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %858 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %859 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %860 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %861 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fin, i32 noundef %856, i32 noundef 3, i32 noundef %857, i64 noundef %716, i32 noundef %858, ptr noundef nonnull %48, i32 noundef %859, ptr noundef nonnull %43, ptr noundef nonnull %45, ptr noundef nonnull %234, ptr noundef nonnull %235, i32 noundef %859, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %236, ptr noundef nonnull %237, i32 noundef %860, i32 noundef %282) #15
  %862 = load i32, ptr @calls, align 4, !tbaa !11
  %863 = sitofp i32 %862 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %863, ptr %14, align 8, !tbaa !9
  %864 = load volatile double, ptr %14, align 8, !tbaa !9
  %865 = call double @llvm.fabs.f64(double %864)
  %866 = fcmp ueq double %865, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %866, label %877, label %867

867:                                              ; preds = %855
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double 1.000000e+00, ptr %13, align 8, !tbaa !9
  %868 = load volatile double, ptr %13, align 8, !tbaa !9
  %869 = call double @llvm.fabs.f64(double %868)
  %870 = fcmp ueq double %869, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  %871 = fadd double %863, -1.000000e+00
  %872 = fcmp une double %871, 0.000000e+00
  %873 = select i1 %870, i1 true, i1 %872
  br i1 %873, label %877, label %874

874:                                              ; preds = %867
  %875 = trunc nuw nsw i64 %280 to i32
  %876 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %875, double noundef %863, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %882

877:                                              ; preds = %867, %855
  %878 = trunc nuw nsw i64 %280 to i32
  %879 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %878, double noundef %863, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %880 = load i32, ptr @n_fail, align 4, !tbaa !11
  %881 = add nsw i32 %880, 1
  store i32 %881, ptr @n_fail, align 4, !tbaa !11
  br label %882

882:                                              ; preds = %874, %877
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %49) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %49, ptr noundef nonnull align 16 dereferenceable(56) %33, i64 56, i1 false)
  %883 = load i32, ptr @calls, align 4, !tbaa !11
  %884 = add nsw i32 %883, 1
  store i32 %884, ptr @calls, align 4, !tbaa !11
  %885 = load double, ptr %49, align 16, !tbaa !9
  %886 = add nsw i64 %419, -1
  %887 = add nsw i64 %419, -2
  %888 = and i64 %886, 1
  %889 = icmp eq i64 %887, 0
  br i1 %889, label %1001, label %890

890:                                              ; preds = %882
  %891 = and i64 %886, -2
  br label %976

892:                                              ; preds = %892, %1018
  %893 = phi double [ %885, %1018 ], [ %913, %892 ]
  %894 = phi i64 [ 1, %1018 ], [ %914, %892 ]
  %895 = phi i64 [ 0, %1018 ], [ %915, %892 ]
  %896 = getelementptr inbounds double, ptr %49, i64 %894
  %897 = load double, ptr %896, align 8, !tbaa !9
  %898 = getelementptr double, ptr %261, i64 %894
  %899 = load double, ptr %898, align 8, !tbaa !9
  %900 = fadd double %893, %899
  %901 = call double @cos(double noundef %900) #15
  %902 = fmul double %893, 1.000000e-01
  %903 = fmul double %893, %902
  %904 = call double @llvm.fmuladd.f64(double %897, double %901, double %903)
  store double %904, ptr %896, align 8, !tbaa !9
  %905 = getelementptr inbounds double, ptr %270, i64 %894
  %906 = load double, ptr %905, align 8, !tbaa !9
  %907 = getelementptr double, ptr %44, i64 %894
  %908 = load double, ptr %907, align 8, !tbaa !9
  %909 = fadd double %904, %908
  %910 = call double @cos(double noundef %909) #15
  %911 = fmul double %904, 1.000000e-01
  %912 = fmul double %904, %911
  %913 = call double @llvm.fmuladd.f64(double %906, double %910, double %912)
  store double %913, ptr %905, align 8, !tbaa !9
  %914 = add nuw nsw i64 %894, 2
  %915 = add i64 %895, 2
  %916 = icmp eq i64 %915, %1019
  br i1 %916, label %917, label %892, !llvm.loop !19

917:                                              ; preds = %892, %1015
  %918 = phi double [ %885, %1015 ], [ %913, %892 ]
  %919 = phi i64 [ 1, %1015 ], [ %914, %892 ]
  %920 = icmp eq i64 %1016, 0
  br i1 %920, label %931, label %921

921:                                              ; preds = %917
  %922 = getelementptr inbounds double, ptr %49, i64 %919
  %923 = load double, ptr %922, align 8, !tbaa !9
  %924 = getelementptr double, ptr %261, i64 %919
  %925 = load double, ptr %924, align 8, !tbaa !9
  %926 = fadd double %918, %925
  %927 = call double @cos(double noundef %926) #15
  %928 = fmul double %918, 1.000000e-01
  %929 = fmul double %918, %928
  %930 = call double @llvm.fmuladd.f64(double %923, double %927, double %929)
  store double %930, ptr %922, align 8, !tbaa !9
  br label %931

931:                                              ; preds = %917, %921
  %932 = and i64 %886, 1
  %933 = icmp eq i64 %887, 0
  br i1 %933, label %961, label %934

934:                                              ; preds = %931
  %935 = and i64 %886, -2
  br label %936

936:                                              ; preds = %936, %934
  %937 = phi double [ %885, %934 ], [ %957, %936 ]
  %938 = phi i64 [ 1, %934 ], [ %958, %936 ]
  %939 = phi i64 [ 0, %934 ], [ %959, %936 ]
  %940 = getelementptr inbounds double, ptr %49, i64 %938
  %941 = load double, ptr %940, align 8, !tbaa !9
  %942 = getelementptr double, ptr %262, i64 %938
  %943 = load double, ptr %942, align 8, !tbaa !9
  %944 = fadd double %937, %943
  %945 = call double @cos(double noundef %944) #15
  %946 = fmul double %937, 1.000000e-01
  %947 = fmul double %937, %946
  %948 = call double @llvm.fmuladd.f64(double %941, double %945, double %947)
  store double %948, ptr %940, align 8, !tbaa !9
  %949 = getelementptr inbounds double, ptr %271, i64 %938
  %950 = load double, ptr %949, align 8, !tbaa !9
  %951 = getelementptr double, ptr %44, i64 %938
  %952 = load double, ptr %951, align 8, !tbaa !9
  %953 = fadd double %948, %952
  %954 = call double @cos(double noundef %953) #15
  %955 = fmul double %948, 1.000000e-01
  %956 = fmul double %948, %955
  %957 = call double @llvm.fmuladd.f64(double %950, double %954, double %956)
  store double %957, ptr %949, align 8, !tbaa !9
  %958 = add nuw nsw i64 %938, 2
  %959 = add i64 %939, 2
  %960 = icmp eq i64 %959, %935
  br i1 %960, label %961, label %936, !llvm.loop !19

961:                                              ; preds = %936, %931
  %962 = phi double [ %885, %931 ], [ %957, %936 ]
  %963 = phi i64 [ 1, %931 ], [ %958, %936 ]
  %964 = icmp eq i64 %932, 0
  br i1 %964, label %975, label %965

965:                                              ; preds = %961
  %966 = getelementptr inbounds double, ptr %49, i64 %963
  %967 = load double, ptr %966, align 8, !tbaa !9
  %968 = getelementptr double, ptr %262, i64 %963
  %969 = load double, ptr %968, align 8, !tbaa !9
  %970 = fadd double %962, %969
  %971 = call double @cos(double noundef %970) #15
  %972 = fmul double %962, 1.000000e-01
  %973 = fmul double %962, %972
  %974 = call double @llvm.fmuladd.f64(double %967, double %971, double %973)
  store double %974, ptr %966, align 8, !tbaa !9
  br label %975

975:                                              ; preds = %961, %965
  br label %1065

976:                                              ; preds = %976, %890
  %977 = phi double [ %885, %890 ], [ %997, %976 ]
  %978 = phi i64 [ 1, %890 ], [ %998, %976 ]
  %979 = phi i64 [ 0, %890 ], [ %999, %976 ]
  %980 = getelementptr inbounds double, ptr %49, i64 %978
  %981 = load double, ptr %980, align 8, !tbaa !9
  %982 = getelementptr double, ptr %260, i64 %978
  %983 = load double, ptr %982, align 8, !tbaa !9
  %984 = fadd double %977, %983
  %985 = call double @cos(double noundef %984) #15
  %986 = fmul double %977, 1.000000e-01
  %987 = fmul double %977, %986
  %988 = call double @llvm.fmuladd.f64(double %981, double %985, double %987)
  store double %988, ptr %980, align 8, !tbaa !9
  %989 = getelementptr inbounds double, ptr %269, i64 %978
  %990 = load double, ptr %989, align 8, !tbaa !9
  %991 = getelementptr double, ptr %44, i64 %978
  %992 = load double, ptr %991, align 8, !tbaa !9
  %993 = fadd double %988, %992
  %994 = call double @cos(double noundef %993) #15
  %995 = fmul double %988, 1.000000e-01
  %996 = fmul double %988, %995
  %997 = call double @llvm.fmuladd.f64(double %990, double %994, double %996)
  store double %997, ptr %989, align 8, !tbaa !9
  %998 = add nuw nsw i64 %978, 2
  %999 = add i64 %979, 2
  %1000 = icmp eq i64 %999, %891
  br i1 %1000, label %1001, label %976, !llvm.loop !19

1001:                                             ; preds = %976, %882
  %1002 = phi double [ %885, %882 ], [ %997, %976 ]
  %1003 = phi i64 [ 1, %882 ], [ %998, %976 ]
  %1004 = icmp eq i64 %888, 0
  br i1 %1004, label %1015, label %1005

1005:                                             ; preds = %1001
  %1006 = getelementptr inbounds double, ptr %49, i64 %1003
  %1007 = load double, ptr %1006, align 8, !tbaa !9
  %1008 = getelementptr double, ptr %260, i64 %1003
  %1009 = load double, ptr %1008, align 8, !tbaa !9
  %1010 = fadd double %1002, %1009
  %1011 = call double @cos(double noundef %1010) #15
  %1012 = fmul double %1002, 1.000000e-01
  %1013 = fmul double %1002, %1012
  %1014 = call double @llvm.fmuladd.f64(double %1007, double %1011, double %1013)
  store double %1014, ptr %1006, align 8, !tbaa !9
  br label %1015

1015:                                             ; preds = %1001, %1005
  %1016 = and i64 %886, 1
  %1017 = icmp eq i64 %887, 0
  br i1 %1017, label %917, label %1018

1018:                                             ; preds = %1015
  %1019 = and i64 %886, -2
  br label %892

1020:                                             ; preds = %738, %1020
  %1021 = phi i64 [ 0, %738 ], [ %1063, %1020 ]
  %1022 = phi i64 [ %768, %738 ], [ %1057, %1020 ]
  %1023 = getelementptr inbounds [3 x [7 x double]], ptr %47, i64 0, i64 %1021
  %1024 = mul i64 %1022, 6364136223846793005
  %1025 = add i64 %1024, 1442695040888963407
  %1026 = mul i64 %1025, 6364136223846793005
  %1027 = add i64 %1026, 1442695040888963407
  %1028 = insertelement <2 x i64> poison, i64 %1025, i64 0
  %1029 = insertelement <2 x i64> %1028, i64 %1027, i64 1
  %1030 = lshr <2 x i64> %1029, <i64 10, i64 10>
  %1031 = and <2 x i64> %1030, <i64 18014398509481982, i64 18014398509481982>
  %1032 = uitofp nneg <2 x i64> %1031 to <2 x double>
  %1033 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1032, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %1033, ptr %1023, align 8, !tbaa !9
  %1034 = mul i64 %1027, 6364136223846793005
  %1035 = getelementptr inbounds i8, ptr %1023, i64 16
  %1036 = add i64 %1034, 1442695040888963407
  %1037 = mul i64 %1036, 6364136223846793005
  %1038 = add i64 %1037, 1442695040888963407
  %1039 = insertelement <2 x i64> poison, i64 %1036, i64 0
  %1040 = insertelement <2 x i64> %1039, i64 %1038, i64 1
  %1041 = lshr <2 x i64> %1040, <i64 10, i64 10>
  %1042 = and <2 x i64> %1041, <i64 18014398509481982, i64 18014398509481982>
  %1043 = uitofp nneg <2 x i64> %1042 to <2 x double>
  %1044 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1043, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %1044, ptr %1035, align 8, !tbaa !9
  %1045 = mul i64 %1038, 6364136223846793005
  %1046 = getelementptr inbounds i8, ptr %1023, i64 32
  %1047 = add i64 %1045, 1442695040888963407
  %1048 = mul i64 %1047, 6364136223846793005
  %1049 = add i64 %1048, 1442695040888963407
  %1050 = insertelement <2 x i64> poison, i64 %1047, i64 0
  %1051 = insertelement <2 x i64> %1050, i64 %1049, i64 1
  %1052 = lshr <2 x i64> %1051, <i64 10, i64 10>
  %1053 = and <2 x i64> %1052, <i64 18014398509481982, i64 18014398509481982>
  %1054 = uitofp nneg <2 x i64> %1053 to <2 x double>
  %1055 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1054, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %1055, ptr %1046, align 8, !tbaa !9
  %1056 = mul i64 %1049, 6364136223846793005
  %1057 = add i64 %1056, 1442695040888963407
  %1058 = lshr i64 %1057, 10
  %1059 = and i64 %1058, 18014398509481982
  %1060 = uitofp nneg i64 %1059 to double
  %1061 = call double @llvm.fmuladd.f64(double %1060, double 0x3CA0000000000000, double -1.000000e+00)
  %1062 = getelementptr inbounds i8, ptr %1023, i64 48
  store double %1061, ptr %1062, align 8, !tbaa !9
  %1063 = add nuw nsw i64 %1021, 1
  %1064 = icmp eq i64 %1063, 3
  br i1 %1064, label %855, label %1020, !llvm.loop !20

1065:                                             ; preds = %975, %1094
  %1066 = phi i64 [ %1095, %1094 ], [ 0, %975 ]
  %1067 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %1066
  %1068 = load double, ptr %1067, align 8, !tbaa !9
  %1069 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %1066
  %1070 = load double, ptr %1069, align 8, !tbaa !9
  %1071 = call double @llvm.fabs.f64(double %1070)
  %1072 = fcmp ogt double %1071, 1.000000e+00
  %1073 = select i1 %1072, double %1071, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1068, ptr %12, align 8, !tbaa !9
  %1074 = load volatile double, ptr %12, align 8, !tbaa !9
  %1075 = call double @llvm.fabs.f64(double %1074)
  %1076 = fcmp ueq double %1075, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1076, label %1089, label %1077

1077:                                             ; preds = %1065
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1070, ptr %11, align 8, !tbaa !9
  %1078 = load volatile double, ptr %11, align 8, !tbaa !9
  %1079 = call double @llvm.fabs.f64(double %1078)
  %1080 = fcmp ueq double %1079, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1080, label %1089, label %1081

1081:                                             ; preds = %1077
  %1082 = fsub double %1068, %1070
  %1083 = call double @llvm.fabs.f64(double %1082)
  %1084 = fmul double %1073, 0x3D719799812DEA11
  %1085 = fcmp ugt double %1083, %1084
  br i1 %1085, label %1089, label %1086

1086:                                             ; preds = %1081
  %1087 = trunc nuw nsw i64 %1066 to i32
  %1088 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1087, double noundef %1068, double noundef %1070, ptr noundef nonnull @.str.18)
  br label %1094

1089:                                             ; preds = %1081, %1077, %1065
  %1090 = trunc nuw nsw i64 %1066 to i32
  %1091 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1090, double noundef %1068, double noundef %1070, ptr noundef nonnull @.str.19)
  %1092 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1093 = add nsw i32 %1092, 1
  store i32 %1093, ptr @n_fail, align 4, !tbaa !11
  br label %1094

1094:                                             ; preds = %1086, %1089
  %1095 = add nuw nsw i64 %1066, 1
  %1096 = icmp eq i64 %1095, %415
  br i1 %1096, label %1097, label %1065, !llvm.loop !21

1097:                                             ; preds = %1094
  %1098 = and i64 %415, 2147483644
  br label %1099

1099:                                             ; preds = %1099, %1097
  %1100 = phi i64 [ 0, %1097 ], [ %1108, %1099 ]
  %1101 = phi <2 x i32> [ <i32 0, i32 1>, %1097 ], [ %1109, %1099 ]
  %1102 = add <2 x i32> %1101, <i32 1000, i32 1000>
  %1103 = add <2 x i32> %1101, <i32 1002, i32 1002>
  %1104 = uitofp <2 x i32> %1102 to <2 x double>
  %1105 = uitofp <2 x i32> %1103 to <2 x double>
  %1106 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %1100
  %1107 = getelementptr inbounds i8, ptr %1106, i64 16
  store <2 x double> %1104, ptr %1106, align 16, !tbaa !9
  store <2 x double> %1105, ptr %1107, align 16, !tbaa !9
  %1108 = add nuw i64 %1100, 4
  %1109 = add <2 x i32> %1101, <i32 4, i32 4>
  %1110 = icmp eq i64 %1108, %1098
  br i1 %1110, label %1111, label %1099, !llvm.loop !22

1111:                                             ; preds = %1099
  %1112 = icmp eq i64 %1098, %415
  br i1 %1112, label %1113, label %1141

1113:                                             ; preds = %1141, %1111
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, ptr noundef nonnull align 16 dereferenceable(168) %47, i64 168, i1 false)
  %1114 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1115 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %1116 = load i32, ptr @enzyme_nofree, align 4, !tbaa !11
  %1117 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %1118 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1119 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fin, i32 noundef %1114, i32 noundef 3, i32 noundef %1115, i64 noundef %716, i32 noundef %1116, i32 noundef %1117, ptr noundef nonnull %48, i32 noundef %1118, ptr noundef nonnull %43, ptr noundef nonnull %45, ptr noundef nonnull %234, ptr noundef nonnull %235, i32 noundef %1118, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %236, ptr noundef nonnull %237, i32 noundef %1119, i32 noundef %282) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %50) #15
  store i32 %282, ptr %50, align 8, !tbaa !25
  store ptr %33, ptr %238, align 8, !tbaa !28
  store ptr %44, ptr %239, align 8, !tbaa !29
  store ptr %47, ptr %240, align 8, !tbaa !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %241, i8 0, i64 16, i1 false)
  call fastcc void @check_grad(ptr noundef nonnull @.str.11, ptr noundef nonnull @lane_fin_x, ptr noundef nonnull %50, ptr noundef nonnull %33, i32 noundef %282, ptr noundef nonnull %45)
  call fastcc void @check_grad(ptr noundef nonnull @.str.12, ptr noundef nonnull @lane_fin_w, ptr noundef nonnull %50, ptr noundef nonnull %44, i32 noundef %282, ptr noundef nonnull %46)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %50) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %50) #15
  store i32 %282, ptr %50, align 8, !tbaa !25
  store ptr %33, ptr %238, align 8, !tbaa !28
  store ptr %44, ptr %239, align 8, !tbaa !29
  store ptr %263, ptr %240, align 8, !tbaa !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %241, i8 0, i64 16, i1 false)
  call fastcc void @check_grad(ptr noundef nonnull @.str.11, ptr noundef nonnull @lane_fin_x, ptr noundef nonnull %50, ptr noundef nonnull %33, i32 noundef %282, ptr noundef nonnull %234)
  call fastcc void @check_grad(ptr noundef nonnull @.str.12, ptr noundef nonnull @lane_fin_w, ptr noundef nonnull %50, ptr noundef nonnull %44, i32 noundef %282, ptr noundef nonnull %236)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %50) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %50) #15
  store i32 %282, ptr %50, align 8, !tbaa !25
  store ptr %33, ptr %238, align 8, !tbaa !28
  store ptr %44, ptr %239, align 8, !tbaa !29
  store ptr %264, ptr %240, align 8, !tbaa !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %241, i8 0, i64 16, i1 false)
  call fastcc void @check_grad(ptr noundef nonnull @.str.11, ptr noundef nonnull @lane_fin_x, ptr noundef nonnull %50, ptr noundef nonnull %33, i32 noundef %282, ptr noundef nonnull %235)
  call fastcc void @check_grad(ptr noundef nonnull @.str.12, ptr noundef nonnull @lane_fin_w, ptr noundef nonnull %50, ptr noundef nonnull %44, i32 noundef %282, ptr noundef nonnull %237)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %49) #15
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %48) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %47) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %46) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %45) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %51) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %51, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %52) #15
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %53) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %54) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %53, i8 0, i64 112, i1 false)
  %1120 = load i64, ptr @rng_state, align 8, !tbaa !5
  %1121 = mul i64 %1120, 6364136223846793005
  %1122 = add i64 %1121, 1442695040888963407
  %1123 = mul i64 %1122, 6364136223846793005
  %1124 = add i64 %1123, 1442695040888963407
  %1125 = insertelement <2 x i64> poison, i64 %1122, i64 0
  %1126 = insertelement <2 x i64> %1125, i64 %1124, i64 1
  %1127 = lshr <2 x i64> %1126, <i64 10, i64 10>
  %1128 = and <2 x i64> %1127, <i64 18014398509481982, i64 18014398509481982>
  %1129 = uitofp nneg <2 x i64> %1128 to <2 x double>
  %1130 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1129, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %1130, ptr %54, align 16, !tbaa !9
  store i64 %1124, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %1131 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1132 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %1133 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1134 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %1135 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fs, i32 noundef %1131, i32 noundef 2, i32 noundef %1132, double noundef 0x3FE6666666666666, i32 noundef %1132, double noundef -4.000000e-01, i32 noundef %1133, ptr noundef nonnull %33, ptr noundef nonnull %53, ptr noundef nonnull %242, i32 noundef %1133, ptr noundef nonnull %51, ptr noundef nonnull %52, ptr noundef nonnull %243, i32 noundef %1134, i32 noundef %282) #15
  %1136 = load i32, ptr @calls, align 4, !tbaa !11
  %1137 = sitofp i32 %1136 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1137, ptr %10, align 8, !tbaa !9
  %1138 = load volatile double, ptr %10, align 8, !tbaa !9
  %1139 = call double @llvm.fabs.f64(double %1138)
  %1140 = fcmp ueq double %1139, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1140, label %1159, label %1149

1141:                                             ; preds = %1111, %1141
  %1142 = phi i64 [ %1147, %1141 ], [ %1098, %1111 ]
  %1143 = trunc i64 %1142 to i32
  %1144 = add i32 %1143, 1000
  %1145 = uitofp i32 %1144 to double
  %1146 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %1142
  store double %1145, ptr %1146, align 8, !tbaa !9
  %1147 = add nuw nsw i64 %1142, 1
  %1148 = icmp eq i64 %1147, %415
  br i1 %1148, label %1113, label %1141, !llvm.loop !31

1149:                                             ; preds = %1113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double 1.000000e+00, ptr %9, align 8, !tbaa !9
  %1150 = load volatile double, ptr %9, align 8, !tbaa !9
  %1151 = call double @llvm.fabs.f64(double %1150)
  %1152 = fcmp ueq double %1151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  %1153 = fadd double %1137, -1.000000e+00
  %1154 = fcmp une double %1153, 0.000000e+00
  %1155 = select i1 %1152, i1 true, i1 %1154
  br i1 %1155, label %1159, label %1156

1156:                                             ; preds = %1149
  %1157 = trunc nuw nsw i64 %280 to i32
  %1158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1157, double noundef %1137, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1164

1159:                                             ; preds = %1149, %1113
  %1160 = trunc nuw nsw i64 %280 to i32
  %1161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1160, double noundef %1137, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %1162 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1163 = add nsw i32 %1162, 1
  store i32 %1163, ptr @n_fail, align 4, !tbaa !11
  br label %1164

1164:                                             ; preds = %1156, %1159
  %1165 = load <2 x double>, ptr %54, align 16, !tbaa !9
  store <2 x double> %1165, ptr %52, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #15
  %1166 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1167 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %1168 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1169 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_reverse_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %55, ptr noundef nonnull @fs, i32 noundef %1166, i32 noundef 2, i32 noundef %1167, double noundef 0x3FE6666666666666, i32 noundef %1167, double noundef -4.000000e-01, i32 noundef %1168, ptr noundef nonnull %33, ptr noundef nonnull %53, ptr noundef nonnull %242, i32 noundef %1168, ptr noundef nonnull %51, ptr noundef nonnull %52, ptr noundef nonnull %243, i32 noundef %1169, i32 noundef %282, ptr noundef %1135) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %56) #15
  store i32 %282, ptr %56, align 8, !tbaa !25
  store ptr %33, ptr %245, align 8, !tbaa !28
  store ptr null, ptr %246, align 8, !tbaa !29
  store ptr %54, ptr %247, align 8, !tbaa !30
  store <2 x double> <double 0x3FE6666666666666, double -4.000000e-01>, ptr %248, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #15
  %1170 = load double, ptr %55, align 8, !tbaa !9
  store double %1170, ptr %57, align 16, !tbaa !9
  %1171 = load double, ptr %250, align 8, !tbaa !9
  store double %1171, ptr %249, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str.14, ptr noundef nonnull @lane_fs_ab, ptr noundef nonnull %56, ptr noundef nonnull @__const.main.ab, i32 noundef 2, ptr noundef nonnull %57)
  call fastcc void @check_grad(ptr noundef nonnull @.str.15, ptr noundef nonnull @lane_fs_x, ptr noundef nonnull %56, ptr noundef nonnull %33, i32 noundef %282, ptr noundef nonnull %53)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %56) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %56) #15
  store i32 %282, ptr %56, align 8, !tbaa !25
  store ptr %33, ptr %245, align 8, !tbaa !28
  store ptr null, ptr %246, align 8, !tbaa !29
  store ptr %244, ptr %247, align 8, !tbaa !30
  store <2 x double> <double 0x3FE6666666666666, double -4.000000e-01>, ptr %248, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #15
  %1172 = load double, ptr %265, align 8, !tbaa !9
  store double %1172, ptr %57, align 16, !tbaa !9
  %1173 = load double, ptr %266, align 8, !tbaa !9
  store double %1173, ptr %249, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str.14, ptr noundef nonnull @lane_fs_ab, ptr noundef nonnull %56, ptr noundef nonnull @__const.main.ab, i32 noundef 2, ptr noundef nonnull %57)
  call fastcc void @check_grad(ptr noundef nonnull @.str.15, ptr noundef nonnull @lane_fs_x, ptr noundef nonnull %56, ptr noundef nonnull %33, i32 noundef %282, ptr noundef nonnull %242)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %56) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %54) #15
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %53) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %52) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %51) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #15
  br i1 %279, label %278, label %272, !llvm.loop !32
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
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #16
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %4
  %12 = zext nneg i32 %2 to i64
  br label %22

13:                                               ; preds = %40, %4
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %45

15:                                               ; preds = %13
  %16 = zext nneg i32 %3 to i64
  %17 = zext i32 %2 to i64
  %18 = and i64 %17, 1
  %19 = icmp eq i32 %2, 1
  %20 = and i64 %17, 2147483646
  %21 = icmp eq i64 %18, 0
  br label %46

22:                                               ; preds = %11, %40
  %23 = phi i64 [ 0, %11 ], [ %41, %40 ]
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = fcmp ogt double %25, 0.000000e+00
  br i1 %26, label %27, label %31

27:                                               ; preds = %22
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %25, double 1.000000e+00)
  %29 = tail call double @llvm.sqrt.f64(double %28)
  %30 = add nuw nsw i64 %23, 1
  br label %40

31:                                               ; preds = %22
  %32 = tail call double @exp(double noundef %25) #15
  %33 = add nuw nsw i64 %23, 1
  %34 = icmp eq i64 %33, %12
  %35 = and i64 %33, 4294967295
  %36 = select i1 %34, i64 0, i64 %35
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %32, %38
  br label %40

40:                                               ; preds = %31, %27
  %41 = phi i64 [ %33, %31 ], [ %30, %27 ]
  %42 = phi double [ %39, %31 ], [ %29, %27 ]
  %43 = getelementptr inbounds double, ptr %9, i64 %23
  store double %42, ptr %43, align 8, !tbaa !9
  %44 = icmp eq i64 %41, %12
  br i1 %44, label %13, label %22, !llvm.loop !33

45:                                               ; preds = %61, %13
  tail call void @free(ptr noundef %9) #15
  ret void

46:                                               ; preds = %15, %61
  %47 = phi i64 [ 0, %15 ], [ %52, %61 ]
  %48 = trunc i64 %47 to i32
  %49 = add i32 %48, %2
  %50 = srem i32 %49, 3
  %51 = icmp slt i32 %50, 0
  %52 = add nuw nsw i64 %47, 1
  br i1 %51, label %61, label %53

53:                                               ; preds = %46
  %54 = trunc nuw nsw i64 %52 to i32
  %55 = uitofp nneg i32 %54 to double
  br label %56

56:                                               ; preds = %53, %87
  %57 = phi i32 [ 0, %53 ], [ %89, %87 ]
  %58 = phi double [ 0.000000e+00, %53 ], [ %88, %87 ]
  br i1 %10, label %59, label %87

59:                                               ; preds = %56
  %60 = uitofp nneg i32 %57 to double
  br i1 %19, label %71, label %91

61:                                               ; preds = %87, %46
  %62 = phi double [ 0.000000e+00, %46 ], [ %88, %87 ]
  %63 = trunc nuw nsw i64 %47 to i32
  %64 = srem i32 %63, %2
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %9, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = fmul double %62, %67
  %69 = getelementptr inbounds double, ptr %1, i64 %47
  store double %68, ptr %69, align 8, !tbaa !9
  %70 = icmp eq i64 %52, %16
  br i1 %70, label %45, label %46, !llvm.loop !34

71:                                               ; preds = %91, %59
  %72 = phi double [ poison, %59 ], [ %117, %91 ]
  %73 = phi i64 [ 0, %59 ], [ %118, %91 ]
  %74 = phi double [ %58, %59 ], [ %117, %91 ]
  br i1 %21, label %87, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds double, ptr %9, i64 %73
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %55, double %60)
  %79 = tail call double @sin(double noundef %78) #15
  %80 = add nuw nsw i64 %73, %47
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = urem i32 %81, %2
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds double, ptr %0, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = tail call double @llvm.fmuladd.f64(double %79, double %85, double %74)
  br label %87

87:                                               ; preds = %75, %71, %56
  %88 = phi double [ %58, %56 ], [ %72, %71 ], [ %86, %75 ]
  %89 = add nuw nsw i32 %57, 1
  %90 = icmp eq i32 %57, %50
  br i1 %90, label %61, label %56, !llvm.loop !35

91:                                               ; preds = %59, %91
  %92 = phi i64 [ %118, %91 ], [ 0, %59 ]
  %93 = phi double [ %117, %91 ], [ %58, %59 ]
  %94 = phi i64 [ %119, %91 ], [ 0, %59 ]
  %95 = getelementptr inbounds double, ptr %9, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %55, double %60)
  %98 = tail call double @sin(double noundef %97) #15
  %99 = add nuw nsw i64 %92, %47
  %100 = trunc nuw nsw i64 %99 to i32
  %101 = urem i32 %100, %2
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = tail call double @llvm.fmuladd.f64(double %98, double %104, double %93)
  %106 = or disjoint i64 %92, 1
  %107 = getelementptr inbounds double, ptr %9, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = tail call double @llvm.fmuladd.f64(double %108, double %55, double %60)
  %110 = tail call double @sin(double noundef %109) #15
  %111 = add nuw nsw i64 %106, %47
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = urem i32 %112, %2
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds double, ptr %0, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = tail call double @llvm.fmuladd.f64(double %110, double %116, double %105)
  %118 = add nuw nsw i64 %92, 2
  %119 = add i64 %94, 2
  %120 = icmp eq i64 %119, %20
  br i1 %120, label %71, label %91, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #16
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #15
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
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #15
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #15
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
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.18)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.19)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !11
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !13
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fc(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #6 {
  %4 = alloca [8 x double], align 16
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #15
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
  %16 = icmp ne i32 %2, 1
  br i1 %16, label %86, label %17

17:                                               ; preds = %86, %8, %11
  %18 = phi i1 [ false, %11 ], [ false, %8 ], [ %16, %86 ]
  %19 = phi double [ 0.000000e+00, %11 ], [ 0.000000e+00, %8 ], [ %93, %86 ]
  %20 = add i32 %2, -1
  %21 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %20)
  %22 = fadd double %19, %21
  store double %22, ptr %1, align 8, !tbaa !9
  br i1 %18, label %23, label %52

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i32 [ 1, %23 ], [ %33, %25 ]
  %27 = phi i32 [ 0, %23 ], [ %26, %25 ]
  %28 = phi double [ 0.000000e+00, %23 ], [ %32, %25 ]
  %29 = load double, ptr %24, align 8, !tbaa !9
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 1.000000e-01, double 9.100000e-01)
  %31 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %30, i32 noundef %27)
  %32 = fadd double %28, %31
  %33 = add nuw nsw i32 %26, 1
  %34 = icmp eq i32 %33, %2
  br i1 %34, label %35, label %25, !llvm.loop !37

35:                                               ; preds = %25
  %36 = add i32 %2, -2
  %37 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %36)
  %38 = fadd double %32, %37
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  store double %38, ptr %39, align 8, !tbaa !9
  br i1 %18, label %40, label %75

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i32 [ 1, %40 ], [ %50, %42 ]
  %44 = phi i32 [ 0, %40 ], [ %43, %42 ]
  %45 = phi double [ 0.000000e+00, %40 ], [ %49, %42 ]
  %46 = load double, ptr %41, align 8, !tbaa !9
  %47 = tail call double @llvm.fmuladd.f64(double %46, double 1.000000e-01, double 9.200000e-01)
  %48 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %47, i32 noundef %44)
  %49 = fadd double %45, %48
  %50 = add nuw nsw i32 %43, 1
  %51 = icmp eq i32 %50, %2
  br i1 %51, label %57, label %42, !llvm.loop !37

52:                                               ; preds = %17
  %53 = add i32 %2, -2
  %54 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %53)
  %55 = fadd double %54, 0.000000e+00
  %56 = getelementptr inbounds i8, ptr %1, i64 8
  store double %55, ptr %56, align 8, !tbaa !9
  br label %57

57:                                               ; preds = %42, %52
  %58 = phi double [ 0.000000e+00, %52 ], [ %49, %42 ]
  %59 = add i32 %2, -3
  %60 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %59)
  %61 = fadd double %58, %60
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  store double %61, ptr %62, align 8, !tbaa !9
  br i1 %18, label %63, label %80

63:                                               ; preds = %57
  %64 = getelementptr inbounds i8, ptr %0, i64 24
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i32 [ 1, %63 ], [ %73, %65 ]
  %67 = phi i32 [ 0, %63 ], [ %66, %65 ]
  %68 = phi double [ 0.000000e+00, %63 ], [ %72, %65 ]
  %69 = load double, ptr %64, align 8, !tbaa !9
  %70 = tail call double @llvm.fmuladd.f64(double %69, double 1.000000e-01, double 9.300000e-01)
  %71 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %70, i32 noundef %67)
  %72 = fadd double %68, %71
  %73 = add nuw nsw i32 %66, 1
  %74 = icmp eq i32 %73, %2
  br i1 %74, label %80, label %65, !llvm.loop !37

75:                                               ; preds = %35
  %76 = add i32 %2, -3
  %77 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %76)
  %78 = fadd double %77, 0.000000e+00
  %79 = getelementptr inbounds i8, ptr %1, i64 16
  store double %78, ptr %79, align 8, !tbaa !9
  br label %80

80:                                               ; preds = %65, %75, %57
  %81 = phi double [ 0.000000e+00, %57 ], [ 0.000000e+00, %75 ], [ %72, %65 ]
  %82 = add i32 %2, -4
  %83 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %82)
  %84 = fadd double %81, %83
  %85 = getelementptr inbounds i8, ptr %1, i64 24
  store double %84, ptr %85, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #15
  ret void

86:                                               ; preds = %11, %86
  %87 = phi i32 [ %94, %86 ], [ 1, %11 ]
  %88 = phi i32 [ %87, %86 ], [ 0, %11 ]
  %89 = phi double [ %93, %86 ], [ 0.000000e+00, %11 ]
  %90 = load double, ptr %0, align 8, !tbaa !9
  %91 = tail call double @llvm.fmuladd.f64(double %90, double 1.000000e-01, double 9.000000e-01)
  %92 = call fastcc double @blend(ptr noundef nonnull %4, double noundef %91, i32 noundef %88)
  %93 = fadd double %89, %92
  %94 = add nuw nsw i32 %87, 1
  %95 = icmp eq i32 %94, %2
  br i1 %95, label %17, label %86, !llvm.loop !37
}

declare i64 @__enzyme_augmentsize(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = load i32, ptr @calls, align 4, !tbaa !11
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @calls, align 4, !tbaa !11
  %6 = icmp sgt i32 %2, 1
  br i1 %6, label %7, label %144

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  %9 = load double, ptr %0, align 8, !tbaa !9
  %10 = add nsw i64 %8, -1
  %11 = add nsw i64 %8, -2
  %12 = and i64 %10, 1
  %13 = icmp eq i64 %11, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %7
  %15 = and i64 %10, -2
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  br label %145

17:                                               ; preds = %145, %7
  %18 = phi double [ %9, %7 ], [ %171, %145 ]
  %19 = phi i64 [ 1, %7 ], [ %172, %145 ]
  %20 = icmp eq i64 %12, 0
  br i1 %20, label %34, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds double, ptr %0, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = add nsw i64 %19, -1
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = getelementptr inbounds double, ptr %0, i64 %24
  %28 = fadd double %26, %18
  %29 = tail call double @cos(double noundef %28) #15
  %30 = load double, ptr %27, align 8, !tbaa !9
  %31 = fmul double %30, 1.000000e-01
  %32 = fmul double %30, %31
  %33 = tail call double @llvm.fmuladd.f64(double %23, double %29, double %32)
  store double %33, ptr %22, align 8, !tbaa !9
  br label %34

34:                                               ; preds = %17, %21
  br i1 %6, label %35, label %144

35:                                               ; preds = %34
  %36 = load double, ptr %0, align 8, !tbaa !9
  %37 = and i64 %10, 1
  %38 = icmp eq i64 %11, 0
  br i1 %38, label %72, label %39

39:                                               ; preds = %35
  %40 = and i64 %10, -2
  %41 = getelementptr inbounds i8, ptr %0, i64 8
  br label %42

42:                                               ; preds = %42, %39
  %43 = phi double [ %36, %39 ], [ %68, %42 ]
  %44 = phi i64 [ 1, %39 ], [ %69, %42 ]
  %45 = phi i64 [ 0, %39 ], [ %70, %42 ]
  %46 = getelementptr inbounds double, ptr %0, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = add nsw i64 %44, -1
  %49 = getelementptr inbounds double, ptr %1, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = getelementptr inbounds double, ptr %0, i64 %48
  %52 = fadd double %50, %43
  %53 = tail call double @cos(double noundef %52) #15
  %54 = load double, ptr %51, align 8, !tbaa !9
  %55 = fmul double %54, 1.000000e-01
  %56 = fmul double %54, %55
  %57 = tail call double @llvm.fmuladd.f64(double %47, double %53, double %56)
  store double %57, ptr %46, align 8, !tbaa !9
  %58 = getelementptr inbounds double, ptr %41, i64 %44
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = getelementptr inbounds double, ptr %1, i64 %44
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %0, i64 %44
  %63 = fadd double %61, %57
  %64 = tail call double @cos(double noundef %63) #15
  %65 = load double, ptr %62, align 8, !tbaa !9
  %66 = fmul double %65, 1.000000e-01
  %67 = fmul double %65, %66
  %68 = tail call double @llvm.fmuladd.f64(double %59, double %64, double %67)
  store double %68, ptr %58, align 8, !tbaa !9
  %69 = add nuw nsw i64 %44, 2
  %70 = add i64 %45, 2
  %71 = icmp eq i64 %70, %40
  br i1 %71, label %72, label %42, !llvm.loop !19

72:                                               ; preds = %42, %35
  %73 = phi double [ %36, %35 ], [ %68, %42 ]
  %74 = phi i64 [ 1, %35 ], [ %69, %42 ]
  %75 = icmp eq i64 %37, 0
  br i1 %75, label %89, label %76

76:                                               ; preds = %72
  %77 = getelementptr inbounds double, ptr %0, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = add nsw i64 %74, -1
  %80 = getelementptr inbounds double, ptr %1, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = getelementptr inbounds double, ptr %0, i64 %79
  %83 = fadd double %81, %73
  %84 = tail call double @cos(double noundef %83) #15
  %85 = load double, ptr %82, align 8, !tbaa !9
  %86 = fmul double %85, 1.000000e-01
  %87 = fmul double %85, %86
  %88 = tail call double @llvm.fmuladd.f64(double %78, double %84, double %87)
  store double %88, ptr %77, align 8, !tbaa !9
  br label %89

89:                                               ; preds = %72, %76
  br i1 %6, label %90, label %144

90:                                               ; preds = %89
  %91 = load double, ptr %0, align 8, !tbaa !9
  %92 = and i64 %10, 1
  %93 = icmp eq i64 %11, 0
  br i1 %93, label %127, label %94

94:                                               ; preds = %90
  %95 = and i64 %10, -2
  %96 = getelementptr inbounds i8, ptr %0, i64 8
  br label %97

97:                                               ; preds = %97, %94
  %98 = phi double [ %91, %94 ], [ %123, %97 ]
  %99 = phi i64 [ 1, %94 ], [ %124, %97 ]
  %100 = phi i64 [ 0, %94 ], [ %125, %97 ]
  %101 = getelementptr inbounds double, ptr %0, i64 %99
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = add nsw i64 %99, -1
  %104 = getelementptr inbounds double, ptr %1, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = getelementptr inbounds double, ptr %0, i64 %103
  %107 = fadd double %105, %98
  %108 = tail call double @cos(double noundef %107) #15
  %109 = load double, ptr %106, align 8, !tbaa !9
  %110 = fmul double %109, 1.000000e-01
  %111 = fmul double %109, %110
  %112 = tail call double @llvm.fmuladd.f64(double %102, double %108, double %111)
  store double %112, ptr %101, align 8, !tbaa !9
  %113 = getelementptr inbounds double, ptr %96, i64 %99
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = getelementptr inbounds double, ptr %1, i64 %99
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = getelementptr inbounds double, ptr %0, i64 %99
  %118 = fadd double %116, %112
  %119 = tail call double @cos(double noundef %118) #15
  %120 = load double, ptr %117, align 8, !tbaa !9
  %121 = fmul double %120, 1.000000e-01
  %122 = fmul double %120, %121
  %123 = tail call double @llvm.fmuladd.f64(double %114, double %119, double %122)
  store double %123, ptr %113, align 8, !tbaa !9
  %124 = add nuw nsw i64 %99, 2
  %125 = add i64 %100, 2
  %126 = icmp eq i64 %125, %95
  br i1 %126, label %127, label %97, !llvm.loop !19

127:                                              ; preds = %97, %90
  %128 = phi double [ %91, %90 ], [ %123, %97 ]
  %129 = phi i64 [ 1, %90 ], [ %124, %97 ]
  %130 = icmp eq i64 %92, 0
  br i1 %130, label %144, label %131

131:                                              ; preds = %127
  %132 = getelementptr inbounds double, ptr %0, i64 %129
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = add nsw i64 %129, -1
  %135 = getelementptr inbounds double, ptr %1, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = getelementptr inbounds double, ptr %0, i64 %134
  %138 = fadd double %136, %128
  %139 = tail call double @cos(double noundef %138) #15
  %140 = load double, ptr %137, align 8, !tbaa !9
  %141 = fmul double %140, 1.000000e-01
  %142 = fmul double %140, %141
  %143 = tail call double @llvm.fmuladd.f64(double %133, double %139, double %142)
  store double %143, ptr %132, align 8, !tbaa !9
  br label %144

144:                                              ; preds = %131, %127, %3, %34, %89
  ret void

145:                                              ; preds = %145, %14
  %146 = phi double [ %9, %14 ], [ %171, %145 ]
  %147 = phi i64 [ 1, %14 ], [ %172, %145 ]
  %148 = phi i64 [ 0, %14 ], [ %173, %145 ]
  %149 = getelementptr inbounds double, ptr %0, i64 %147
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = add nsw i64 %147, -1
  %152 = getelementptr inbounds double, ptr %1, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = getelementptr inbounds double, ptr %0, i64 %151
  %155 = fadd double %153, %146
  %156 = tail call double @cos(double noundef %155) #15
  %157 = load double, ptr %154, align 8, !tbaa !9
  %158 = fmul double %157, 1.000000e-01
  %159 = fmul double %157, %158
  %160 = tail call double @llvm.fmuladd.f64(double %150, double %156, double %159)
  store double %160, ptr %149, align 8, !tbaa !9
  %161 = getelementptr inbounds double, ptr %16, i64 %147
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = getelementptr inbounds double, ptr %1, i64 %147
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = getelementptr inbounds double, ptr %0, i64 %147
  %166 = fadd double %164, %160
  %167 = tail call double @cos(double noundef %166) #15
  %168 = load double, ptr %165, align 8, !tbaa !9
  %169 = fmul double %168, 1.000000e-01
  %170 = fmul double %168, %169
  %171 = tail call double @llvm.fmuladd.f64(double %162, double %167, double %170)
  store double %171, ptr %161, align 8, !tbaa !9
  %172 = add nuw nsw i64 %147, 2
  %173 = add i64 %148, 2
  %174 = icmp eq i64 %173, %15
  br i1 %174, label %17, label %145, !llvm.loop !19
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fin_x(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #15
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 8 dereferenceable(56) %5, i64 56, i1 false)
  %6 = load i32, ptr %1, align 8, !tbaa !25
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %8, i1 false)
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !29
  %11 = load i32, ptr @calls, align 4, !tbaa !11
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @calls, align 4, !tbaa !11
  %13 = icmp sgt i32 %6, 1
  br i1 %13, label %14, label %158

14:                                               ; preds = %2
  %15 = zext nneg i32 %6 to i64
  %16 = load double, ptr %3, align 16, !tbaa !9
  %17 = getelementptr i8, ptr %10, i64 -8
  %18 = add nsw i64 %15, -1
  %19 = add nsw i64 %15, -2
  %20 = and i64 %18, 1
  %21 = icmp eq i64 %19, 0
  br i1 %21, label %121, label %22

22:                                               ; preds = %14
  %23 = and i64 %18, -2
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  br label %96

25:                                               ; preds = %25, %139
  %26 = phi double [ %16, %139 ], [ %46, %25 ]
  %27 = phi i64 [ 1, %139 ], [ %47, %25 ]
  %28 = phi i64 [ 0, %139 ], [ %48, %25 ]
  %29 = getelementptr inbounds double, ptr %3, i64 %27
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr double, ptr %136, i64 %27
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fadd double %26, %32
  %34 = tail call double @cos(double noundef %33) #15
  %35 = fmul double %26, 1.000000e-01
  %36 = fmul double %26, %35
  %37 = tail call double @llvm.fmuladd.f64(double %30, double %34, double %36)
  store double %37, ptr %29, align 8, !tbaa !9
  %38 = getelementptr inbounds double, ptr %141, i64 %27
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr double, ptr %10, i64 %27
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fadd double %37, %41
  %43 = tail call double @cos(double noundef %42) #15
  %44 = fmul double %37, 1.000000e-01
  %45 = fmul double %37, %44
  %46 = tail call double @llvm.fmuladd.f64(double %39, double %43, double %45)
  store double %46, ptr %38, align 8, !tbaa !9
  %47 = add nuw nsw i64 %27, 2
  %48 = add i64 %28, 2
  %49 = icmp eq i64 %48, %140
  br i1 %49, label %50, label %25, !llvm.loop !19

50:                                               ; preds = %25, %135
  %51 = phi double [ %16, %135 ], [ %46, %25 ]
  %52 = phi i64 [ 1, %135 ], [ %47, %25 ]
  %53 = icmp eq i64 %137, 0
  br i1 %53, label %64, label %54

54:                                               ; preds = %50
  %55 = getelementptr inbounds double, ptr %3, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr double, ptr %136, i64 %52
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fadd double %51, %58
  %60 = tail call double @cos(double noundef %59) #15
  %61 = fmul double %51, 1.000000e-01
  %62 = fmul double %51, %61
  %63 = tail call double @llvm.fmuladd.f64(double %56, double %60, double %62)
  store double %63, ptr %55, align 8, !tbaa !9
  br label %64

64:                                               ; preds = %50, %54
  %65 = getelementptr i8, ptr %10, i64 -8
  %66 = and i64 %18, 1
  %67 = icmp eq i64 %19, 0
  br i1 %67, label %142, label %68

68:                                               ; preds = %64
  %69 = and i64 %18, -2
  %70 = getelementptr inbounds i8, ptr %3, i64 8
  br label %71

71:                                               ; preds = %71, %68
  %72 = phi double [ %16, %68 ], [ %92, %71 ]
  %73 = phi i64 [ 1, %68 ], [ %93, %71 ]
  %74 = phi i64 [ 0, %68 ], [ %94, %71 ]
  %75 = getelementptr inbounds double, ptr %3, i64 %73
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = getelementptr double, ptr %65, i64 %73
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fadd double %72, %78
  %80 = tail call double @cos(double noundef %79) #15
  %81 = fmul double %72, 1.000000e-01
  %82 = fmul double %72, %81
  %83 = tail call double @llvm.fmuladd.f64(double %76, double %80, double %82)
  store double %83, ptr %75, align 8, !tbaa !9
  %84 = getelementptr inbounds double, ptr %70, i64 %73
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = getelementptr double, ptr %10, i64 %73
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = fadd double %83, %87
  %89 = tail call double @cos(double noundef %88) #15
  %90 = fmul double %83, 1.000000e-01
  %91 = fmul double %83, %90
  %92 = tail call double @llvm.fmuladd.f64(double %85, double %89, double %91)
  store double %92, ptr %84, align 8, !tbaa !9
  %93 = add nuw nsw i64 %73, 2
  %94 = add i64 %74, 2
  %95 = icmp eq i64 %94, %69
  br i1 %95, label %142, label %71, !llvm.loop !19

96:                                               ; preds = %96, %22
  %97 = phi double [ %16, %22 ], [ %117, %96 ]
  %98 = phi i64 [ 1, %22 ], [ %118, %96 ]
  %99 = phi i64 [ 0, %22 ], [ %119, %96 ]
  %100 = getelementptr inbounds double, ptr %3, i64 %98
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = getelementptr double, ptr %17, i64 %98
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = fadd double %97, %103
  %105 = tail call double @cos(double noundef %104) #15
  %106 = fmul double %97, 1.000000e-01
  %107 = fmul double %97, %106
  %108 = tail call double @llvm.fmuladd.f64(double %101, double %105, double %107)
  store double %108, ptr %100, align 8, !tbaa !9
  %109 = getelementptr inbounds double, ptr %24, i64 %98
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr double, ptr %10, i64 %98
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fadd double %108, %112
  %114 = tail call double @cos(double noundef %113) #15
  %115 = fmul double %108, 1.000000e-01
  %116 = fmul double %108, %115
  %117 = tail call double @llvm.fmuladd.f64(double %110, double %114, double %116)
  store double %117, ptr %109, align 8, !tbaa !9
  %118 = add nuw nsw i64 %98, 2
  %119 = add i64 %99, 2
  %120 = icmp eq i64 %119, %23
  br i1 %120, label %121, label %96, !llvm.loop !19

121:                                              ; preds = %96, %14
  %122 = phi double [ %16, %14 ], [ %117, %96 ]
  %123 = phi i64 [ 1, %14 ], [ %118, %96 ]
  %124 = icmp eq i64 %20, 0
  br i1 %124, label %135, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds double, ptr %3, i64 %123
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = getelementptr double, ptr %17, i64 %123
  %129 = load double, ptr %128, align 8, !tbaa !9
  %130 = fadd double %122, %129
  %131 = tail call double @cos(double noundef %130) #15
  %132 = fmul double %122, 1.000000e-01
  %133 = fmul double %122, %132
  %134 = tail call double @llvm.fmuladd.f64(double %127, double %131, double %133)
  store double %134, ptr %126, align 8, !tbaa !9
  br label %135

135:                                              ; preds = %121, %125
  %136 = getelementptr i8, ptr %10, i64 -8
  %137 = and i64 %18, 1
  %138 = icmp eq i64 %19, 0
  br i1 %138, label %50, label %139

139:                                              ; preds = %135
  %140 = and i64 %18, -2
  %141 = getelementptr inbounds i8, ptr %3, i64 8
  br label %25

142:                                              ; preds = %71, %64
  %143 = phi double [ %16, %64 ], [ %92, %71 ]
  %144 = phi i64 [ 1, %64 ], [ %93, %71 ]
  %145 = icmp eq i64 %66, 0
  br i1 %145, label %156, label %146

146:                                              ; preds = %142
  %147 = getelementptr inbounds double, ptr %3, i64 %144
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = getelementptr double, ptr %65, i64 %144
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = fadd double %143, %150
  %152 = tail call double @cos(double noundef %151) #15
  %153 = fmul double %143, 1.000000e-01
  %154 = fmul double %143, %153
  %155 = tail call double @llvm.fmuladd.f64(double %148, double %152, double %154)
  store double %155, ptr %147, align 8, !tbaa !9
  br label %156

156:                                              ; preds = %142, %146
  %157 = load i32, ptr %1, align 8, !tbaa !25
  br label %158

158:                                              ; preds = %156, %2
  %159 = phi i32 [ %157, %156 ], [ %6, %2 ]
  %160 = getelementptr inbounds i8, ptr %1, i64 24
  %161 = load ptr, ptr %160, align 8, !tbaa !30
  %162 = icmp sgt i32 %159, 0
  br i1 %162, label %163, label %216

163:                                              ; preds = %158
  %164 = zext nneg i32 %159 to i64
  %165 = and i64 %164, 3
  %166 = icmp ult i32 %159, 4
  br i1 %166, label %199, label %167

167:                                              ; preds = %163
  %168 = and i64 %164, 2147483644
  br label %169

169:                                              ; preds = %169, %167
  %170 = phi i64 [ 0, %167 ], [ %196, %169 ]
  %171 = phi double [ 0.000000e+00, %167 ], [ %195, %169 ]
  %172 = phi i64 [ 0, %167 ], [ %197, %169 ]
  %173 = getelementptr inbounds double, ptr %161, i64 %170
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = getelementptr inbounds double, ptr %3, i64 %170
  %176 = load double, ptr %175, align 16, !tbaa !9
  %177 = tail call double @llvm.fmuladd.f64(double %174, double %176, double %171)
  %178 = or disjoint i64 %170, 1
  %179 = getelementptr inbounds double, ptr %161, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = getelementptr inbounds double, ptr %3, i64 %178
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = tail call double @llvm.fmuladd.f64(double %180, double %182, double %177)
  %184 = or disjoint i64 %170, 2
  %185 = getelementptr inbounds double, ptr %161, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = getelementptr inbounds double, ptr %3, i64 %184
  %188 = load double, ptr %187, align 16, !tbaa !9
  %189 = tail call double @llvm.fmuladd.f64(double %186, double %188, double %183)
  %190 = or disjoint i64 %170, 3
  %191 = getelementptr inbounds double, ptr %161, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = getelementptr inbounds double, ptr %3, i64 %190
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = tail call double @llvm.fmuladd.f64(double %192, double %194, double %189)
  %196 = add nuw nsw i64 %170, 4
  %197 = add i64 %172, 4
  %198 = icmp eq i64 %197, %168
  br i1 %198, label %199, label %169, !llvm.loop !38

199:                                              ; preds = %169, %163
  %200 = phi double [ poison, %163 ], [ %195, %169 ]
  %201 = phi i64 [ 0, %163 ], [ %196, %169 ]
  %202 = phi double [ 0.000000e+00, %163 ], [ %195, %169 ]
  %203 = icmp eq i64 %165, 0
  br i1 %203, label %216, label %204

204:                                              ; preds = %199, %204
  %205 = phi i64 [ %213, %204 ], [ %201, %199 ]
  %206 = phi double [ %212, %204 ], [ %202, %199 ]
  %207 = phi i64 [ %214, %204 ], [ 0, %199 ]
  %208 = getelementptr inbounds double, ptr %161, i64 %205
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds double, ptr %3, i64 %205
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = tail call double @llvm.fmuladd.f64(double %209, double %211, double %206)
  %213 = add nuw nsw i64 %205, 1
  %214 = add i64 %207, 1
  %215 = icmp eq i64 %214, %165
  br i1 %215, label %216, label %204, !llvm.loop !39

216:                                              ; preds = %199, %204, %158
  %217 = phi double [ 0.000000e+00, %158 ], [ %200, %199 ], [ %212, %204 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #15
  ret double %217
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fin_w(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #15
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 8 dereferenceable(56) %5, i64 56, i1 false)
  %6 = load i32, ptr %1, align 8, !tbaa !25
  %7 = load i32, ptr @calls, align 4, !tbaa !11
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @calls, align 4, !tbaa !11
  %9 = icmp sgt i32 %6, 1
  br i1 %9, label %10, label %154

10:                                               ; preds = %2
  %11 = zext nneg i32 %6 to i64
  %12 = load double, ptr %3, align 16, !tbaa !9
  %13 = getelementptr i8, ptr %0, i64 -8
  %14 = add nsw i64 %11, -1
  %15 = add nsw i64 %11, -2
  %16 = and i64 %14, 1
  %17 = icmp eq i64 %15, 0
  br i1 %17, label %117, label %18

18:                                               ; preds = %10
  %19 = and i64 %14, -2
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  br label %92

21:                                               ; preds = %21, %135
  %22 = phi double [ %12, %135 ], [ %42, %21 ]
  %23 = phi i64 [ 1, %135 ], [ %43, %21 ]
  %24 = phi i64 [ 0, %135 ], [ %44, %21 ]
  %25 = getelementptr inbounds double, ptr %3, i64 %23
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = getelementptr double, ptr %132, i64 %23
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fadd double %22, %28
  %30 = tail call double @cos(double noundef %29) #15
  %31 = fmul double %22, 1.000000e-01
  %32 = fmul double %22, %31
  %33 = tail call double @llvm.fmuladd.f64(double %26, double %30, double %32)
  store double %33, ptr %25, align 8, !tbaa !9
  %34 = getelementptr inbounds double, ptr %137, i64 %23
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr double, ptr %0, i64 %23
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fadd double %33, %37
  %39 = tail call double @cos(double noundef %38) #15
  %40 = fmul double %33, 1.000000e-01
  %41 = fmul double %33, %40
  %42 = tail call double @llvm.fmuladd.f64(double %35, double %39, double %41)
  store double %42, ptr %34, align 8, !tbaa !9
  %43 = add nuw nsw i64 %23, 2
  %44 = add i64 %24, 2
  %45 = icmp eq i64 %44, %136
  br i1 %45, label %46, label %21, !llvm.loop !19

46:                                               ; preds = %21, %131
  %47 = phi double [ %12, %131 ], [ %42, %21 ]
  %48 = phi i64 [ 1, %131 ], [ %43, %21 ]
  %49 = icmp eq i64 %133, 0
  br i1 %49, label %60, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds double, ptr %3, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr double, ptr %132, i64 %48
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = fadd double %47, %54
  %56 = tail call double @cos(double noundef %55) #15
  %57 = fmul double %47, 1.000000e-01
  %58 = fmul double %47, %57
  %59 = tail call double @llvm.fmuladd.f64(double %52, double %56, double %58)
  store double %59, ptr %51, align 8, !tbaa !9
  br label %60

60:                                               ; preds = %46, %50
  %61 = getelementptr i8, ptr %0, i64 -8
  %62 = and i64 %14, 1
  %63 = icmp eq i64 %15, 0
  br i1 %63, label %138, label %64

64:                                               ; preds = %60
  %65 = and i64 %14, -2
  %66 = getelementptr inbounds i8, ptr %3, i64 8
  br label %67

67:                                               ; preds = %67, %64
  %68 = phi double [ %12, %64 ], [ %88, %67 ]
  %69 = phi i64 [ 1, %64 ], [ %89, %67 ]
  %70 = phi i64 [ 0, %64 ], [ %90, %67 ]
  %71 = getelementptr inbounds double, ptr %3, i64 %69
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = getelementptr double, ptr %61, i64 %69
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fadd double %68, %74
  %76 = tail call double @cos(double noundef %75) #15
  %77 = fmul double %68, 1.000000e-01
  %78 = fmul double %68, %77
  %79 = tail call double @llvm.fmuladd.f64(double %72, double %76, double %78)
  store double %79, ptr %71, align 8, !tbaa !9
  %80 = getelementptr inbounds double, ptr %66, i64 %69
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = getelementptr double, ptr %0, i64 %69
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fadd double %79, %83
  %85 = tail call double @cos(double noundef %84) #15
  %86 = fmul double %79, 1.000000e-01
  %87 = fmul double %79, %86
  %88 = tail call double @llvm.fmuladd.f64(double %81, double %85, double %87)
  store double %88, ptr %80, align 8, !tbaa !9
  %89 = add nuw nsw i64 %69, 2
  %90 = add i64 %70, 2
  %91 = icmp eq i64 %90, %65
  br i1 %91, label %138, label %67, !llvm.loop !19

92:                                               ; preds = %92, %18
  %93 = phi double [ %12, %18 ], [ %113, %92 ]
  %94 = phi i64 [ 1, %18 ], [ %114, %92 ]
  %95 = phi i64 [ 0, %18 ], [ %115, %92 ]
  %96 = getelementptr inbounds double, ptr %3, i64 %94
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = getelementptr double, ptr %13, i64 %94
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = fadd double %93, %99
  %101 = tail call double @cos(double noundef %100) #15
  %102 = fmul double %93, 1.000000e-01
  %103 = fmul double %93, %102
  %104 = tail call double @llvm.fmuladd.f64(double %97, double %101, double %103)
  store double %104, ptr %96, align 8, !tbaa !9
  %105 = getelementptr inbounds double, ptr %20, i64 %94
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr double, ptr %0, i64 %94
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fadd double %104, %108
  %110 = tail call double @cos(double noundef %109) #15
  %111 = fmul double %104, 1.000000e-01
  %112 = fmul double %104, %111
  %113 = tail call double @llvm.fmuladd.f64(double %106, double %110, double %112)
  store double %113, ptr %105, align 8, !tbaa !9
  %114 = add nuw nsw i64 %94, 2
  %115 = add i64 %95, 2
  %116 = icmp eq i64 %115, %19
  br i1 %116, label %117, label %92, !llvm.loop !19

117:                                              ; preds = %92, %10
  %118 = phi double [ %12, %10 ], [ %113, %92 ]
  %119 = phi i64 [ 1, %10 ], [ %114, %92 ]
  %120 = icmp eq i64 %16, 0
  br i1 %120, label %131, label %121

121:                                              ; preds = %117
  %122 = getelementptr inbounds double, ptr %3, i64 %119
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = getelementptr double, ptr %13, i64 %119
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = fadd double %118, %125
  %127 = tail call double @cos(double noundef %126) #15
  %128 = fmul double %118, 1.000000e-01
  %129 = fmul double %118, %128
  %130 = tail call double @llvm.fmuladd.f64(double %123, double %127, double %129)
  store double %130, ptr %122, align 8, !tbaa !9
  br label %131

131:                                              ; preds = %117, %121
  %132 = getelementptr i8, ptr %0, i64 -8
  %133 = and i64 %14, 1
  %134 = icmp eq i64 %15, 0
  br i1 %134, label %46, label %135

135:                                              ; preds = %131
  %136 = and i64 %14, -2
  %137 = getelementptr inbounds i8, ptr %3, i64 8
  br label %21

138:                                              ; preds = %67, %60
  %139 = phi double [ %12, %60 ], [ %88, %67 ]
  %140 = phi i64 [ 1, %60 ], [ %89, %67 ]
  %141 = icmp eq i64 %62, 0
  br i1 %141, label %152, label %142

142:                                              ; preds = %138
  %143 = getelementptr inbounds double, ptr %3, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = getelementptr double, ptr %61, i64 %140
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = fadd double %139, %146
  %148 = tail call double @cos(double noundef %147) #15
  %149 = fmul double %139, 1.000000e-01
  %150 = fmul double %139, %149
  %151 = tail call double @llvm.fmuladd.f64(double %144, double %148, double %150)
  store double %151, ptr %143, align 8, !tbaa !9
  br label %152

152:                                              ; preds = %138, %142
  %153 = load i32, ptr %1, align 8, !tbaa !25
  br label %154

154:                                              ; preds = %152, %2
  %155 = phi i32 [ %153, %152 ], [ %6, %2 ]
  %156 = getelementptr inbounds i8, ptr %1, i64 24
  %157 = load ptr, ptr %156, align 8, !tbaa !30
  %158 = icmp sgt i32 %155, 0
  br i1 %158, label %159, label %212

159:                                              ; preds = %154
  %160 = zext nneg i32 %155 to i64
  %161 = and i64 %160, 3
  %162 = icmp ult i32 %155, 4
  br i1 %162, label %195, label %163

163:                                              ; preds = %159
  %164 = and i64 %160, 2147483644
  br label %165

165:                                              ; preds = %165, %163
  %166 = phi i64 [ 0, %163 ], [ %192, %165 ]
  %167 = phi double [ 0.000000e+00, %163 ], [ %191, %165 ]
  %168 = phi i64 [ 0, %163 ], [ %193, %165 ]
  %169 = getelementptr inbounds double, ptr %157, i64 %166
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = getelementptr inbounds double, ptr %3, i64 %166
  %172 = load double, ptr %171, align 16, !tbaa !9
  %173 = tail call double @llvm.fmuladd.f64(double %170, double %172, double %167)
  %174 = or disjoint i64 %166, 1
  %175 = getelementptr inbounds double, ptr %157, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = getelementptr inbounds double, ptr %3, i64 %174
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = tail call double @llvm.fmuladd.f64(double %176, double %178, double %173)
  %180 = or disjoint i64 %166, 2
  %181 = getelementptr inbounds double, ptr %157, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = getelementptr inbounds double, ptr %3, i64 %180
  %184 = load double, ptr %183, align 16, !tbaa !9
  %185 = tail call double @llvm.fmuladd.f64(double %182, double %184, double %179)
  %186 = or disjoint i64 %166, 3
  %187 = getelementptr inbounds double, ptr %157, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = getelementptr inbounds double, ptr %3, i64 %186
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = tail call double @llvm.fmuladd.f64(double %188, double %190, double %185)
  %192 = add nuw nsw i64 %166, 4
  %193 = add i64 %168, 4
  %194 = icmp eq i64 %193, %164
  br i1 %194, label %195, label %165, !llvm.loop !38

195:                                              ; preds = %165, %159
  %196 = phi double [ poison, %159 ], [ %191, %165 ]
  %197 = phi i64 [ 0, %159 ], [ %192, %165 ]
  %198 = phi double [ 0.000000e+00, %159 ], [ %191, %165 ]
  %199 = icmp eq i64 %161, 0
  br i1 %199, label %212, label %200

200:                                              ; preds = %195, %200
  %201 = phi i64 [ %209, %200 ], [ %197, %195 ]
  %202 = phi double [ %208, %200 ], [ %198, %195 ]
  %203 = phi i64 [ %210, %200 ], [ 0, %195 ]
  %204 = getelementptr inbounds double, ptr %157, i64 %201
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = getelementptr inbounds double, ptr %3, i64 %201
  %207 = load double, ptr %206, align 8, !tbaa !9
  %208 = tail call double @llvm.fmuladd.f64(double %205, double %207, double %202)
  %209 = add nuw nsw i64 %201, 1
  %210 = add i64 %203, 1
  %211 = icmp eq i64 %210, %161
  br i1 %211, label %212, label %200, !llvm.loop !41

212:                                              ; preds = %195, %200, %154
  %213 = phi double [ 0.000000e+00, %154 ], [ %196, %195 ], [ %208, %200 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #15
  ret double %213
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fs(double noundef %0, double noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) #6 {
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
  %22 = tail call double @log(double noundef %21) #15
  %23 = trunc nuw nsw i64 %16 to i32
  %24 = uitofp nneg i32 %23 to double
  %25 = fmul double %24, %1
  %26 = tail call double @cos(double noundef %25) #15
  %27 = load double, ptr %18, align 8, !tbaa !9
  %28 = fmul double %10, %27
  %29 = tail call double @llvm.fmuladd.f64(double %22, double %26, double %28)
  %30 = fadd double %17, %29
  %31 = add nuw nsw i64 %16, 1
  %32 = icmp eq i64 %31, %11
  br i1 %32, label %12, label %15, !llvm.loop !42
}

declare void @__enzyme_reverse_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fs_ab(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  %8 = load i32, ptr %1, align 8, !tbaa !25
  %9 = load i32, ptr @calls, align 4, !tbaa !11
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @calls, align 4, !tbaa !11
  %11 = icmp sgt i32 %8, 0
  br i1 %11, label %12, label %33

12:                                               ; preds = %2
  %13 = fmul double %3, %5
  %14 = zext nneg i32 %8 to i64
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %31, %15 ]
  %17 = phi double [ 0.000000e+00, %12 ], [ %30, %15 ]
  %18 = getelementptr inbounds double, ptr %7, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %19, %19
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %3, double 1.000000e+00)
  %22 = tail call double @log(double noundef %21) #15
  %23 = trunc nuw nsw i64 %16 to i32
  %24 = uitofp nneg i32 %23 to double
  %25 = fmul double %5, %24
  %26 = tail call double @cos(double noundef %25) #15
  %27 = load double, ptr %18, align 8, !tbaa !9
  %28 = fmul double %13, %27
  %29 = tail call double @llvm.fmuladd.f64(double %22, double %26, double %28)
  %30 = fadd double %17, %29
  %31 = add nuw nsw i64 %16, 1
  %32 = icmp eq i64 %31, %14
  br i1 %32, label %33, label %15, !llvm.loop !42

33:                                               ; preds = %15, %2
  %34 = phi double [ 0.000000e+00, %2 ], [ %30, %15 ]
  %35 = fmul double %34, %34
  %36 = getelementptr inbounds i8, ptr %1, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !30
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %35, %38
  ret double %39
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fs_x(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  %4 = load double, ptr %3, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 40
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = load i32, ptr %1, align 8, !tbaa !25
  %8 = load i32, ptr @calls, align 4, !tbaa !11
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @calls, align 4, !tbaa !11
  %10 = icmp sgt i32 %7, 0
  br i1 %10, label %11, label %32

11:                                               ; preds = %2
  %12 = fmul double %4, %6
  %13 = zext nneg i32 %7 to i64
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %30, %14 ]
  %16 = phi double [ 0.000000e+00, %11 ], [ %29, %14 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %18
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %4, double 1.000000e+00)
  %21 = tail call double @log(double noundef %20) #15
  %22 = trunc nuw nsw i64 %15 to i32
  %23 = uitofp nneg i32 %22 to double
  %24 = fmul double %6, %23
  %25 = tail call double @cos(double noundef %24) #15
  %26 = load double, ptr %17, align 8, !tbaa !9
  %27 = fmul double %12, %26
  %28 = tail call double @llvm.fmuladd.f64(double %21, double %25, double %27)
  %29 = fadd double %16, %28
  %30 = add nuw nsw i64 %15, 1
  %31 = icmp eq i64 %30, %13
  br i1 %31, label %32, label %14, !llvm.loop !42

32:                                               ; preds = %14, %2
  %33 = phi double [ 0.000000e+00, %2 ], [ %29, %14 ]
  %34 = fmul double %33, %33
  %35 = getelementptr inbounds i8, ptr %1, i64 24
  %36 = load ptr, ptr %35, align 8, !tbaa !30
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul double %34, %37
  ret double %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal fastcc double @blend(ptr nocapture noundef %0, double noundef %1, i32 noundef %2) unnamed_addr #12 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds double, ptr %0, i64 %4
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = getelementptr i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %8) #15
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %1, double %9)
  store double %10, ptr %5, align 8, !tbaa !9
  %11 = fmul double %6, %6
  %12 = fmul double %11, %1
  ret double %12
}

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @chain(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #13 {
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
  %16 = tail call double @cos(double noundef %15) #15
  %17 = tail call double @llvm.fmuladd.f64(double %14, double 8.000000e-01, double %16)
  br label %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!22 = distinct !{!22, !14, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = !{!26, !12, i64 0}
!26 = !{!"", !12, i64 0, !27, i64 8, !27, i64 16, !27, i64 24, !7, i64 32}
!27 = !{!"any pointer", !7, i64 0}
!28 = !{!26, !27, i64 8}
!29 = !{!26, !27, i64 16}
!30 = !{!26, !27, i64 24}
!31 = distinct !{!31, !14, !24, !23}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = distinct !{!41, !40}
!42 = distinct !{!42, !14}
