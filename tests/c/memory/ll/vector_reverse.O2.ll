; ModuleID = 'vector_reverse.c'
source_filename = "vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A2 = type { [2 x double], [2 x double] }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 7, i32 5], align 4
@calls = internal unnamed_addr global i32 0, align 4
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"fv.primal_once\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"fv.width3(dup)\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fv.primal_value\00", align 1
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneedv = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"fv.width2(dupv)\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"fv.lane2_untouched\00", align 1
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@.str.5 = private unnamed_addr constant [15 x i8] c"fc.primal_once\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"fc.width3(calls)\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"fin.width3.dx\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"fin.width3.dw\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"fs.da\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"fs.db\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fs.dx.lane0\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fs.dx.lane1\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"vector_reverse\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.17 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.20 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [7 x double], align 16
  %12 = alloca [7 x double], align 16
  %13 = alloca [7 x double], align 16
  %14 = alloca [7 x double], align 16
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca [7 x double], align 16
  %18 = alloca [7 x double], align 16
  %19 = alloca [7 x double], align 16
  %20 = alloca [7 x double], align 16
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca [4 x double], align 16
  %30 = alloca [4 x double], align 16
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca [4 x double], align 16
  %38 = alloca [4 x double], align 16
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca [4 x double], align 16
  %44 = alloca [4 x double], align 16
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  %47 = alloca [7 x double], align 16
  %48 = alloca [3 x [4 x double]], align 16
  %49 = alloca [3 x [7 x double]], align 16
  %50 = alloca [4 x double], align 16
  %51 = alloca [3 x [4 x double]], align 16
  %52 = alloca [4 x double], align 16
  %53 = alloca [7 x double], align 16
  %54 = alloca [7 x double], align 16
  %55 = alloca [7 x double], align 16
  %56 = alloca [7 x double], align 16
  %57 = alloca [3 x [7 x double]], align 16
  %58 = alloca [3 x [7 x double]], align 16
  %59 = alloca [3 x [7 x double]], align 16
  %60 = alloca [7 x double], align 16
  %61 = alloca [7 x double], align 16
  %62 = alloca [7 x double], align 16
  %63 = alloca [7 x double], align 16
  %64 = alloca [7 x double], align 16
  %65 = alloca [7 x double], align 16
  %66 = alloca [7 x double], align 16
  %67 = alloca [7 x double], align 16
  %68 = alloca %struct.A2, align 8
  %69 = alloca [7 x double], align 16
  %70 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %47) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %48) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %51) #14
  %71 = load i64, ptr @rng_state, align 8, !tbaa !5
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <2 x i64> poison, i64 %73, i64 0
  %77 = insertelement <2 x i64> %76, i64 %75, i64 1
  %78 = lshr <2 x i64> %77, <i64 10, i64 10>
  %79 = and <2 x i64> %78, <i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <2 x i64> %79 to <2 x double>
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %81, ptr %47, align 16, !tbaa !9
  %82 = mul i64 %75, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %47, i64 16
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
  %94 = getelementptr inbounds i8, ptr %47, i64 32
  %95 = add i64 %93, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <2 x i64> poison, i64 %95, i64 0
  %99 = insertelement <2 x i64> %98, i64 %97, i64 1
  %100 = lshr <2 x i64> %99, <i64 10, i64 10>
  %101 = and <2 x i64> %100, <i64 18014398509481982, i64 18014398509481982>
  %102 = uitofp nneg <2 x i64> %101 to <2 x double>
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %103, ptr %94, align 16, !tbaa !9
  %104 = mul i64 %97, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = lshr i64 %105, 10
  %107 = and i64 %106, 18014398509481982
  %108 = uitofp nneg i64 %107 to double
  %109 = tail call double @llvm.fmuladd.f64(double %108, double 0x3CA0000000000000, double -1.000000e+00)
  %110 = getelementptr inbounds i8, ptr %47, i64 48
  store double %109, ptr %110, align 16, !tbaa !9
  %111 = mul i64 %105, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <2 x i64> poison, i64 %112, i64 0
  %116 = insertelement <2 x i64> %115, i64 %114, i64 1
  %117 = lshr <2 x i64> %116, <i64 10, i64 10>
  %118 = and <2 x i64> %117, <i64 18014398509481982, i64 18014398509481982>
  %119 = uitofp nneg <2 x i64> %118 to <2 x double>
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %120, ptr %48, align 16, !tbaa !9
  %121 = mul i64 %114, 6364136223846793005
  %122 = getelementptr inbounds i8, ptr %48, i64 16
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
  %132 = getelementptr inbounds i8, ptr %48, i64 32
  %133 = mul i64 %125, 6364136223846793005
  %134 = add i64 %133, 1442695040888963407
  %135 = mul i64 %134, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = insertelement <2 x i64> poison, i64 %134, i64 0
  %138 = insertelement <2 x i64> %137, i64 %136, i64 1
  %139 = lshr <2 x i64> %138, <i64 10, i64 10>
  %140 = and <2 x i64> %139, <i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <2 x i64> %140 to <2 x double>
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %142, ptr %132, align 16, !tbaa !9
  %143 = mul i64 %136, 6364136223846793005
  %144 = getelementptr inbounds i8, ptr %48, i64 48
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
  %154 = getelementptr inbounds i8, ptr %48, i64 64
  %155 = mul i64 %147, 6364136223846793005
  %156 = add i64 %155, 1442695040888963407
  %157 = mul i64 %156, 6364136223846793005
  %158 = add i64 %157, 1442695040888963407
  %159 = insertelement <2 x i64> poison, i64 %156, i64 0
  %160 = insertelement <2 x i64> %159, i64 %158, i64 1
  %161 = lshr <2 x i64> %160, <i64 10, i64 10>
  %162 = and <2 x i64> %161, <i64 18014398509481982, i64 18014398509481982>
  %163 = uitofp nneg <2 x i64> %162 to <2 x double>
  %164 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %164, ptr %154, align 16, !tbaa !9
  %165 = mul i64 %158, 6364136223846793005
  %166 = getelementptr inbounds i8, ptr %48, i64 80
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
  store i64 %169, ptr @rng_state, align 8, !tbaa !5
  %176 = getelementptr inbounds i8, ptr %49, i64 56
  %177 = getelementptr inbounds i8, ptr %49, i64 112
  %178 = getelementptr inbounds i8, ptr %51, i64 32
  %179 = getelementptr inbounds i8, ptr %51, i64 64
  %180 = getelementptr inbounds i8, ptr %44, i64 8
  %181 = getelementptr inbounds i8, ptr %44, i64 16
  %182 = getelementptr inbounds i8, ptr %44, i64 24
  %183 = getelementptr inbounds i8, ptr %43, i64 8
  %184 = getelementptr inbounds i8, ptr %43, i64 16
  %185 = getelementptr inbounds i8, ptr %43, i64 24
  %186 = getelementptr inbounds i8, ptr %38, i64 8
  %187 = getelementptr inbounds i8, ptr %38, i64 16
  %188 = getelementptr inbounds i8, ptr %38, i64 24
  %189 = getelementptr inbounds i8, ptr %37, i64 8
  %190 = getelementptr inbounds i8, ptr %37, i64 16
  %191 = getelementptr inbounds i8, ptr %37, i64 24
  %192 = getelementptr inbounds i8, ptr %30, i64 8
  %193 = getelementptr inbounds i8, ptr %30, i64 16
  %194 = getelementptr inbounds i8, ptr %30, i64 24
  %195 = getelementptr inbounds i8, ptr %29, i64 8
  %196 = getelementptr inbounds i8, ptr %29, i64 16
  %197 = getelementptr inbounds i8, ptr %29, i64 24
  %198 = getelementptr inbounds i8, ptr %57, i64 56
  %199 = getelementptr inbounds i8, ptr %57, i64 112
  %200 = getelementptr inbounds i8, ptr %58, i64 56
  %201 = getelementptr inbounds i8, ptr %58, i64 112
  %202 = getelementptr inbounds i8, ptr %68, i64 16
  %203 = getelementptr inbounds i8, ptr %50, i64 8
  %204 = getelementptr inbounds i8, ptr %52, i64 8
  %205 = getelementptr inbounds i8, ptr %50, i64 16
  %206 = getelementptr inbounds i8, ptr %52, i64 16
  %207 = getelementptr inbounds i8, ptr %50, i64 24
  %208 = getelementptr inbounds i8, ptr %52, i64 24
  %209 = getelementptr inbounds i8, ptr %56, i64 16
  %210 = getelementptr inbounds i8, ptr %56, i64 32
  %211 = getelementptr inbounds i8, ptr %56, i64 48
  %212 = getelementptr inbounds i8, ptr %68, i64 8
  %213 = getelementptr inbounds i8, ptr %68, i64 24
  %214 = getelementptr inbounds i8, ptr %48, i64 32
  %215 = getelementptr inbounds i8, ptr %60, i64 8
  %216 = getelementptr inbounds i8, ptr %60, i64 8
  %217 = getelementptr inbounds i8, ptr %60, i64 8
  %218 = getelementptr inbounds i8, ptr %19, i64 8
  %219 = getelementptr inbounds i8, ptr %19, i64 8
  %220 = getelementptr inbounds i8, ptr %19, i64 8
  %221 = getelementptr inbounds i8, ptr %17, i64 8
  %222 = getelementptr inbounds i8, ptr %17, i64 8
  %223 = getelementptr inbounds i8, ptr %17, i64 8
  %224 = getelementptr inbounds i8, ptr %13, i64 8
  %225 = getelementptr inbounds i8, ptr %13, i64 8
  %226 = getelementptr inbounds i8, ptr %13, i64 8
  %227 = getelementptr inbounds i8, ptr %11, i64 8
  %228 = getelementptr inbounds i8, ptr %11, i64 8
  %229 = getelementptr inbounds i8, ptr %11, i64 8
  br label %236

230:                                              ; preds = %1974
  %231 = load i32, ptr @n_fail, align 4, !tbaa !11
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %231)
  %233 = load i32, ptr @n_fail, align 4, !tbaa !11
  %234 = icmp ne i32 %233, 0
  %235 = zext i1 %234 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %51) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %49) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %48) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %47) #14
  ret i32 %235

236:                                              ; preds = %0, %1974
  %237 = phi i1 [ true, %0 ], [ false, %1974 ]
  %238 = phi i64 [ 0, %0 ], [ 1, %1974 ]
  %239 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %238
  %240 = load i32, ptr %239, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %49, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %51, ptr noundef nonnull align 16 dereferenceable(96) %48, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %241 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %242 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %243 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %241, i32 noundef 3, i32 noundef %242, ptr noundef nonnull %47, ptr noundef nonnull %49, ptr noundef nonnull %176, ptr noundef nonnull %177, i32 noundef %242, ptr noundef nonnull %50, ptr noundef nonnull %51, ptr noundef nonnull %178, ptr noundef nonnull %179, i32 noundef %243, i32 noundef %240, i32 noundef %243, i32 noundef 4) #14
  %244 = load i32, ptr @calls, align 4, !tbaa !11
  %245 = sitofp i32 %244 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %245, ptr %46, align 8, !tbaa !9
  %246 = load volatile double, ptr %46, align 8, !tbaa !9
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = fcmp ueq double %247, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %248, label %259, label %249

249:                                              ; preds = %236
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double 1.000000e+00, ptr %45, align 8, !tbaa !9
  %250 = load volatile double, ptr %45, align 8, !tbaa !9
  %251 = call double @llvm.fabs.f64(double %250)
  %252 = fcmp ueq double %251, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  %253 = fadd double %245, -1.000000e+00
  %254 = fcmp une double %253, 0.000000e+00
  %255 = select i1 %252, i1 true, i1 %254
  br i1 %255, label %259, label %256

256:                                              ; preds = %249
  %257 = trunc nuw nsw i64 %238 to i32
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %257, double noundef %245, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %264

259:                                              ; preds = %249, %236
  %260 = trunc nuw nsw i64 %238 to i32
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %260, double noundef %245, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %262 = load i32, ptr @n_fail, align 4, !tbaa !11
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr @n_fail, align 4, !tbaa !11
  br label %264

264:                                              ; preds = %256, %259
  %265 = mul nuw nsw i64 %238, 100
  %266 = call i32 @llvm.smax.i32(i32 %240, i32 1)
  %267 = zext nneg i32 %266 to i64
  br label %268

268:                                              ; preds = %285, %264
  %269 = phi i64 [ 0, %264 ], [ %286, %285 ]
  %270 = mul nuw nsw i64 %269, 10
  %271 = add nuw nsw i64 %270, %265
  %272 = getelementptr inbounds [3 x [4 x double]], ptr %48, i64 0, i64 %269
  %273 = getelementptr inbounds i8, ptr %272, i64 8
  %274 = getelementptr inbounds i8, ptr %272, i64 16
  %275 = getelementptr inbounds i8, ptr %272, i64 24
  br label %288

276:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %52) #14
  call void @fv(ptr noundef nonnull %47, ptr noundef nonnull %52, i32 noundef %240, i32 noundef 4)
  %277 = load double, ptr %50, align 16, !tbaa !9
  %278 = load double, ptr %52, align 16, !tbaa !9
  %279 = call double @llvm.fabs.f64(double %278)
  %280 = fcmp ogt double %279, 1.000000e+00
  %281 = select i1 %280, double %279, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %277, ptr %40, align 8, !tbaa !9
  %282 = load volatile double, ptr %40, align 8, !tbaa !9
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %284, label %372, label %361

285:                                              ; preds = %358
  %286 = add nuw nsw i64 %269, 1
  %287 = icmp eq i64 %286, 3
  br i1 %287, label %276, label %268, !llvm.loop !13

288:                                              ; preds = %268, %358
  %289 = phi i64 [ 0, %268 ], [ %359, %358 ]
  %290 = add nuw nsw i64 %271, %289
  %291 = getelementptr inbounds [3 x [7 x double]], ptr %49, i64 0, i64 %269, i64 %289
  %292 = load double, ptr %291, align 8, !tbaa !9
  %293 = getelementptr inbounds double, ptr %47, i64 %289
  %294 = load double, ptr %293, align 8, !tbaa !9
  %295 = call double @llvm.fabs.f64(double %294)
  %296 = fcmp ogt double %295, 1.000000e+00
  %297 = select i1 %296, double %295, double 1.000000e+00
  %298 = fmul double %297, 0x3EB0C6F7A0B5ED8D
  %299 = fadd double %294, %298
  store double %299, ptr %293, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #14
  call void @fv(ptr noundef nonnull readonly %47, ptr noundef nonnull %44, i32 noundef %240, i32 noundef 4)
  %300 = load double, ptr %272, align 16, !tbaa !9
  %301 = load <2 x double>, ptr %44, align 16
  %302 = load double, ptr %273, align 8, !tbaa !9
  %303 = load <2 x double>, ptr %180, align 8
  %304 = load double, ptr %274, align 16, !tbaa !9
  %305 = load <2 x double>, ptr %181, align 16
  %306 = load double, ptr %275, align 8, !tbaa !9
  %307 = load double, ptr %182, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #14
  %308 = fsub double %294, %298
  store double %308, ptr %293, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #14
  call void @fv(ptr noundef nonnull readonly %47, ptr noundef nonnull %43, i32 noundef %240, i32 noundef 4)
  %309 = load double, ptr %43, align 16, !tbaa !9
  %310 = load double, ptr %183, align 8, !tbaa !9
  %311 = load double, ptr %184, align 16, !tbaa !9
  %312 = load double, ptr %185, align 8, !tbaa !9
  %313 = insertelement <2 x double> poison, double %300, i64 0
  %314 = shufflevector <2 x double> %313, <2 x double> poison, <2 x i32> zeroinitializer
  %315 = insertelement <2 x double> %301, double %309, i64 1
  %316 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %314, <2 x double> %315, <2 x double> zeroinitializer)
  %317 = insertelement <2 x double> poison, double %302, i64 0
  %318 = shufflevector <2 x double> %317, <2 x double> poison, <2 x i32> zeroinitializer
  %319 = insertelement <2 x double> %303, double %310, i64 1
  %320 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %318, <2 x double> %319, <2 x double> %316)
  %321 = insertelement <2 x double> poison, double %304, i64 0
  %322 = shufflevector <2 x double> %321, <2 x double> poison, <2 x i32> zeroinitializer
  %323 = insertelement <2 x double> %305, double %311, i64 1
  %324 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %322, <2 x double> %323, <2 x double> %320)
  %325 = insertelement <2 x double> poison, double %306, i64 0
  %326 = shufflevector <2 x double> %325, <2 x double> poison, <2 x i32> zeroinitializer
  %327 = insertelement <2 x double> poison, double %307, i64 0
  %328 = insertelement <2 x double> %327, double %312, i64 1
  %329 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %326, <2 x double> %328, <2 x double> %324)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #14
  store double %294, ptr %293, align 8, !tbaa !9
  %330 = shufflevector <2 x double> %329, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %331 = fsub <2 x double> %329, %330
  %332 = extractelement <2 x double> %331, i64 0
  %333 = fmul double %298, 2.000000e+00
  %334 = fdiv double %332, %333
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ogt double %335, 1.000000e+00
  %337 = select i1 %336, double %335, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %292, ptr %42, align 8, !tbaa !9
  %338 = load volatile double, ptr %42, align 8, !tbaa !9
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %340, label %353, label %341

341:                                              ; preds = %288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %334, ptr %41, align 8, !tbaa !9
  %342 = load volatile double, ptr %41, align 8, !tbaa !9
  %343 = call double @llvm.fabs.f64(double %342)
  %344 = fcmp ueq double %343, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %344, label %353, label %345

345:                                              ; preds = %341
  %346 = fsub double %292, %334
  %347 = call double @llvm.fabs.f64(double %346)
  %348 = fmul double %337, 0x3EB0C6F7A0B5ED8D
  %349 = fcmp ugt double %347, %348
  br i1 %349, label %353, label %350

350:                                              ; preds = %345
  %351 = trunc nuw i64 %290 to i32
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %351, double noundef %292, double noundef %334, ptr noundef nonnull @.str.18)
  br label %358

353:                                              ; preds = %345, %341, %288
  %354 = trunc nuw i64 %290 to i32
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %354, double noundef %292, double noundef %334, ptr noundef nonnull @.str.19)
  %356 = load i32, ptr @n_fail, align 4, !tbaa !11
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr @n_fail, align 4, !tbaa !11
  br label %358

358:                                              ; preds = %350, %353
  %359 = add nuw nsw i64 %289, 1
  %360 = icmp eq i64 %359, %267
  br i1 %360, label %285, label %288, !llvm.loop !15

361:                                              ; preds = %276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %278, ptr %39, align 8, !tbaa !9
  %362 = load volatile double, ptr %39, align 8, !tbaa !9
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fcmp ueq double %363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %364, label %372, label %365

365:                                              ; preds = %361
  %366 = fsub double %277, %278
  %367 = call double @llvm.fabs.f64(double %366)
  %368 = fmul double %281, 0x3D719799812DEA11
  %369 = fcmp ugt double %367, %368
  br i1 %369, label %372, label %370

370:                                              ; preds = %365
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %277, double noundef %278, ptr noundef nonnull @.str.18)
  br label %376

372:                                              ; preds = %365, %361, %276
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %277, double noundef %278, ptr noundef nonnull @.str.19)
  %374 = load i32, ptr @n_fail, align 4, !tbaa !11
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr @n_fail, align 4, !tbaa !11
  br label %376

376:                                              ; preds = %370, %372
  %377 = load double, ptr %203, align 8, !tbaa !9
  %378 = load double, ptr %204, align 8, !tbaa !9
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fcmp ogt double %379, 1.000000e+00
  %381 = select i1 %380, double %379, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %377, ptr %40, align 8, !tbaa !9
  %382 = load volatile double, ptr %40, align 8, !tbaa !9
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %384, label %396, label %385

385:                                              ; preds = %376
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %378, ptr %39, align 8, !tbaa !9
  %386 = load volatile double, ptr %39, align 8, !tbaa !9
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %388, label %396, label %389

389:                                              ; preds = %385
  %390 = fsub double %377, %378
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fmul double %381, 0x3D719799812DEA11
  %393 = fcmp ugt double %391, %392
  br i1 %393, label %396, label %394

394:                                              ; preds = %389
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %377, double noundef %378, ptr noundef nonnull @.str.18)
  br label %400

396:                                              ; preds = %389, %385, %376
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %377, double noundef %378, ptr noundef nonnull @.str.19)
  %398 = load i32, ptr @n_fail, align 4, !tbaa !11
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @n_fail, align 4, !tbaa !11
  br label %400

400:                                              ; preds = %396, %394
  %401 = load double, ptr %205, align 16, !tbaa !9
  %402 = load double, ptr %206, align 16, !tbaa !9
  %403 = call double @llvm.fabs.f64(double %402)
  %404 = fcmp ogt double %403, 1.000000e+00
  %405 = select i1 %404, double %403, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %401, ptr %40, align 8, !tbaa !9
  %406 = load volatile double, ptr %40, align 8, !tbaa !9
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = fcmp ueq double %407, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %408, label %420, label %409

409:                                              ; preds = %400
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %402, ptr %39, align 8, !tbaa !9
  %410 = load volatile double, ptr %39, align 8, !tbaa !9
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = fcmp ueq double %411, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %412, label %420, label %413

413:                                              ; preds = %409
  %414 = fsub double %401, %402
  %415 = call double @llvm.fabs.f64(double %414)
  %416 = fmul double %405, 0x3D719799812DEA11
  %417 = fcmp ugt double %415, %416
  br i1 %417, label %420, label %418

418:                                              ; preds = %413
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %401, double noundef %402, ptr noundef nonnull @.str.18)
  br label %424

420:                                              ; preds = %413, %409, %400
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %401, double noundef %402, ptr noundef nonnull @.str.19)
  %422 = load i32, ptr @n_fail, align 4, !tbaa !11
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr @n_fail, align 4, !tbaa !11
  br label %424

424:                                              ; preds = %420, %418
  %425 = load double, ptr %207, align 8, !tbaa !9
  %426 = load double, ptr %208, align 8, !tbaa !9
  %427 = call double @llvm.fabs.f64(double %426)
  %428 = fcmp ogt double %427, 1.000000e+00
  %429 = select i1 %428, double %427, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %425, ptr %40, align 8, !tbaa !9
  %430 = load volatile double, ptr %40, align 8, !tbaa !9
  %431 = call double @llvm.fabs.f64(double %430)
  %432 = fcmp ueq double %431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %432, label %444, label %433

433:                                              ; preds = %424
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %426, ptr %39, align 8, !tbaa !9
  %434 = load volatile double, ptr %39, align 8, !tbaa !9
  %435 = call double @llvm.fabs.f64(double %434)
  %436 = fcmp ueq double %435, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %436, label %444, label %437

437:                                              ; preds = %433
  %438 = fsub double %425, %426
  %439 = call double @llvm.fabs.f64(double %438)
  %440 = fmul double %429, 0x3D719799812DEA11
  %441 = fcmp ugt double %439, %440
  br i1 %441, label %444, label %442

442:                                              ; preds = %437
  %443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %425, double noundef %426, ptr noundef nonnull @.str.18)
  br label %448

444:                                              ; preds = %437, %433, %424
  %445 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %425, double noundef %426, ptr noundef nonnull @.str.19)
  %446 = load i32, ptr @n_fail, align 4, !tbaa !11
  %447 = add nsw i32 %446, 1
  store i32 %447, ptr @n_fail, align 4, !tbaa !11
  br label %448

448:                                              ; preds = %444, %442
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %49, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %51, ptr noundef nonnull align 16 dereferenceable(96) %48, i64 96, i1 false)
  %449 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %450 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %451 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %452 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %449, i32 noundef 2, i32 noundef %450, i64 noundef 56, ptr noundef nonnull %47, ptr noundef nonnull %49, i32 noundef %451, i64 noundef 32, ptr noundef nonnull %50, ptr noundef nonnull %51, i32 noundef %452, i32 noundef %240, i32 noundef %452, i32 noundef 4) #14
  %453 = zext nneg i32 %266 to i64
  br label %456

454:                                              ; preds = %465
  %455 = zext nneg i32 %266 to i64
  br label %566

456:                                              ; preds = %465, %448
  %457 = phi i1 [ true, %448 ], [ false, %465 ]
  %458 = phi ptr [ %48, %448 ], [ %214, %465 ]
  %459 = phi i64 [ 0, %448 ], [ 1, %465 ]
  %460 = mul nuw nsw i64 %459, 10
  %461 = add nuw nsw i64 %460, %265
  %462 = getelementptr inbounds i8, ptr %458, i64 8
  %463 = getelementptr inbounds i8, ptr %458, i64 16
  %464 = getelementptr inbounds i8, ptr %458, i64 24
  br label %466

465:                                              ; preds = %536
  br i1 %457, label %456, label %454, !llvm.loop !16

466:                                              ; preds = %456, %536
  %467 = phi i64 [ 0, %456 ], [ %537, %536 ]
  %468 = add nuw nsw i64 %461, %467
  %469 = getelementptr inbounds [3 x [7 x double]], ptr %49, i64 0, i64 %459, i64 %467
  %470 = load double, ptr %469, align 8, !tbaa !9
  %471 = getelementptr inbounds double, ptr %47, i64 %467
  %472 = load double, ptr %471, align 8, !tbaa !9
  %473 = call double @llvm.fabs.f64(double %472)
  %474 = fcmp ogt double %473, 1.000000e+00
  %475 = select i1 %474, double %473, double 1.000000e+00
  %476 = fmul double %475, 0x3EB0C6F7A0B5ED8D
  %477 = fadd double %472, %476
  store double %477, ptr %471, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #14
  call void @fv(ptr noundef nonnull readonly %47, ptr noundef nonnull %38, i32 noundef %240, i32 noundef 4)
  %478 = load double, ptr %458, align 16, !tbaa !9
  %479 = load <2 x double>, ptr %38, align 16
  %480 = load double, ptr %462, align 8, !tbaa !9
  %481 = load <2 x double>, ptr %186, align 8
  %482 = load double, ptr %463, align 16, !tbaa !9
  %483 = load <2 x double>, ptr %187, align 16
  %484 = load double, ptr %464, align 8, !tbaa !9
  %485 = load double, ptr %188, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #14
  %486 = fsub double %472, %476
  store double %486, ptr %471, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #14
  call void @fv(ptr noundef nonnull readonly %47, ptr noundef nonnull %37, i32 noundef %240, i32 noundef 4)
  %487 = load double, ptr %37, align 16, !tbaa !9
  %488 = load double, ptr %189, align 8, !tbaa !9
  %489 = load double, ptr %190, align 16, !tbaa !9
  %490 = load double, ptr %191, align 8, !tbaa !9
  %491 = insertelement <2 x double> poison, double %478, i64 0
  %492 = shufflevector <2 x double> %491, <2 x double> poison, <2 x i32> zeroinitializer
  %493 = insertelement <2 x double> %479, double %487, i64 1
  %494 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %492, <2 x double> %493, <2 x double> zeroinitializer)
  %495 = insertelement <2 x double> poison, double %480, i64 0
  %496 = shufflevector <2 x double> %495, <2 x double> poison, <2 x i32> zeroinitializer
  %497 = insertelement <2 x double> %481, double %488, i64 1
  %498 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %496, <2 x double> %497, <2 x double> %494)
  %499 = insertelement <2 x double> poison, double %482, i64 0
  %500 = shufflevector <2 x double> %499, <2 x double> poison, <2 x i32> zeroinitializer
  %501 = insertelement <2 x double> %483, double %489, i64 1
  %502 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %500, <2 x double> %501, <2 x double> %498)
  %503 = insertelement <2 x double> poison, double %484, i64 0
  %504 = shufflevector <2 x double> %503, <2 x double> poison, <2 x i32> zeroinitializer
  %505 = insertelement <2 x double> poison, double %485, i64 0
  %506 = insertelement <2 x double> %505, double %490, i64 1
  %507 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %504, <2 x double> %506, <2 x double> %502)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #14
  store double %472, ptr %471, align 8, !tbaa !9
  %508 = shufflevector <2 x double> %507, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %509 = fsub <2 x double> %507, %508
  %510 = extractelement <2 x double> %509, i64 0
  %511 = fmul double %476, 2.000000e+00
  %512 = fdiv double %510, %511
  %513 = call double @llvm.fabs.f64(double %512)
  %514 = fcmp ogt double %513, 1.000000e+00
  %515 = select i1 %514, double %513, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %470, ptr %36, align 8, !tbaa !9
  %516 = load volatile double, ptr %36, align 8, !tbaa !9
  %517 = call double @llvm.fabs.f64(double %516)
  %518 = fcmp ueq double %517, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %518, label %531, label %519

519:                                              ; preds = %466
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %512, ptr %35, align 8, !tbaa !9
  %520 = load volatile double, ptr %35, align 8, !tbaa !9
  %521 = call double @llvm.fabs.f64(double %520)
  %522 = fcmp ueq double %521, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %522, label %531, label %523

523:                                              ; preds = %519
  %524 = fsub double %470, %512
  %525 = call double @llvm.fabs.f64(double %524)
  %526 = fmul double %515, 0x3EB0C6F7A0B5ED8D
  %527 = fcmp ugt double %525, %526
  br i1 %527, label %531, label %528

528:                                              ; preds = %523
  %529 = trunc nuw i64 %468 to i32
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %529, double noundef %470, double noundef %512, ptr noundef nonnull @.str.18)
  br label %536

531:                                              ; preds = %523, %519, %466
  %532 = trunc nuw i64 %468 to i32
  %533 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %532, double noundef %470, double noundef %512, ptr noundef nonnull @.str.19)
  %534 = load i32, ptr @n_fail, align 4, !tbaa !11
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr @n_fail, align 4, !tbaa !11
  br label %536

536:                                              ; preds = %528, %531
  %537 = add nuw nsw i64 %467, 1
  %538 = icmp eq i64 %537, %453
  br i1 %538, label %465, label %466, !llvm.loop !17

539:                                              ; preds = %587
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %49, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %51, ptr noundef nonnull align 16 dereferenceable(96) %48, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %540 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %541 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %542 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %543 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fc, i32 noundef %540, i32 noundef 3, i32 noundef %541, ptr noundef nonnull %47, ptr noundef nonnull %49, ptr noundef nonnull %176, ptr noundef nonnull %177, i32 noundef %542, ptr noundef nonnull %50, ptr noundef nonnull %51, ptr noundef nonnull %178, ptr noundef nonnull %179, i32 noundef %543, i32 noundef %240) #14
  %544 = load i32, ptr @calls, align 4, !tbaa !11
  %545 = sitofp i32 %544 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %545, ptr %34, align 8, !tbaa !9
  %546 = load volatile double, ptr %34, align 8, !tbaa !9
  %547 = call double @llvm.fabs.f64(double %546)
  %548 = fcmp ueq double %547, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %548, label %559, label %549

549:                                              ; preds = %539
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !9
  %550 = load volatile double, ptr %33, align 8, !tbaa !9
  %551 = call double @llvm.fabs.f64(double %550)
  %552 = fcmp ueq double %551, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %553 = fadd double %545, -1.000000e+00
  %554 = fcmp une double %553, 0.000000e+00
  %555 = select i1 %552, i1 true, i1 %554
  br i1 %555, label %559, label %556

556:                                              ; preds = %549
  %557 = trunc nuw nsw i64 %238 to i32
  %558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %557, double noundef %545, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %564

559:                                              ; preds = %549, %539
  %560 = trunc nuw nsw i64 %238 to i32
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %560, double noundef %545, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %562 = load i32, ptr @n_fail, align 4, !tbaa !11
  %563 = add nsw i32 %562, 1
  store i32 %563, ptr @n_fail, align 4, !tbaa !11
  br label %564

564:                                              ; preds = %556, %559
  %565 = zext nneg i32 %266 to i64
  br label %675

566:                                              ; preds = %454, %587
  %567 = phi i64 [ 0, %454 ], [ %588, %587 ]
  %568 = getelementptr inbounds [7 x double], ptr %177, i64 0, i64 %567
  %569 = load double, ptr %568, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %569, ptr %32, align 8, !tbaa !9
  %570 = load volatile double, ptr %32, align 8, !tbaa !9
  %571 = call double @llvm.fabs.f64(double %570)
  %572 = fcmp ueq double %571, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %572, label %582, label %573

573:                                              ; preds = %566
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double 0.000000e+00, ptr %31, align 8, !tbaa !9
  %574 = load volatile double, ptr %31, align 8, !tbaa !9
  %575 = call double @llvm.fabs.f64(double %574)
  %576 = fcmp ueq double %575, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  %577 = fcmp une double %569, 0.000000e+00
  %578 = select i1 %576, i1 true, i1 %577
  br i1 %578, label %582, label %579

579:                                              ; preds = %573
  %580 = trunc nuw nsw i64 %567 to i32
  %581 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %580, double noundef %569, double noundef 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %587

582:                                              ; preds = %573, %566
  %583 = trunc nuw nsw i64 %567 to i32
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %583, double noundef %569, double noundef 0.000000e+00, ptr noundef nonnull @.str.19)
  %585 = load i32, ptr @n_fail, align 4, !tbaa !11
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr @n_fail, align 4, !tbaa !11
  br label %587

587:                                              ; preds = %579, %582
  %588 = add nuw nsw i64 %567, 1
  %589 = icmp eq i64 %588, %455
  br i1 %589, label %539, label %566, !llvm.loop !18

590:                                              ; preds = %683
  %591 = zext i32 %240 to i64
  %592 = zext nneg i32 %266 to i64
  %593 = zext nneg i32 %266 to i64
  %594 = add nsw i64 %591, -1
  %595 = add nsw i64 %591, -2
  %596 = add nsw i64 %591, -2
  %597 = add nsw i64 %591, -2
  %598 = add nsw i64 %591, -2
  %599 = and i64 %594, 1
  %600 = icmp eq i64 %595, 0
  %601 = and i64 %594, -2
  %602 = icmp eq i64 %599, 0
  %603 = and i64 %594, 1
  %604 = icmp eq i64 %595, 0
  %605 = and i64 %594, -2
  %606 = icmp eq i64 %603, 0
  %607 = and i64 %594, 1
  %608 = icmp eq i64 %595, 0
  %609 = and i64 %594, -2
  %610 = icmp eq i64 %607, 0
  %611 = and i64 %594, 1
  %612 = icmp eq i64 %595, 0
  %613 = and i64 %594, -2
  %614 = icmp eq i64 %611, 0
  %615 = and i64 %594, 1
  %616 = icmp eq i64 %595, 0
  %617 = and i64 %594, -2
  %618 = icmp eq i64 %615, 0
  %619 = and i64 %594, 1
  %620 = icmp eq i64 %595, 0
  %621 = and i64 %594, -2
  %622 = icmp eq i64 %619, 0
  %623 = and i64 %591, 3
  %624 = icmp ult i64 %594, 3
  %625 = and i64 %591, 4294967292
  %626 = icmp eq i64 %623, 0
  %627 = and i64 %594, 1
  %628 = icmp eq i64 %596, 0
  %629 = and i64 %594, -2
  %630 = icmp eq i64 %627, 0
  %631 = and i64 %594, 1
  %632 = icmp eq i64 %596, 0
  %633 = and i64 %594, -2
  %634 = icmp eq i64 %631, 0
  %635 = and i64 %594, 1
  %636 = icmp eq i64 %596, 0
  %637 = and i64 %594, -2
  %638 = icmp eq i64 %635, 0
  %639 = and i64 %591, 3
  %640 = icmp ult i64 %594, 3
  %641 = and i64 %591, 4294967292
  %642 = icmp eq i64 %639, 0
  %643 = and i64 %594, 1
  %644 = icmp eq i64 %597, 0
  %645 = and i64 %594, -2
  %646 = icmp eq i64 %643, 0
  %647 = and i64 %594, 1
  %648 = icmp eq i64 %597, 0
  %649 = and i64 %594, -2
  %650 = icmp eq i64 %647, 0
  %651 = and i64 %594, 1
  %652 = icmp eq i64 %597, 0
  %653 = and i64 %594, -2
  %654 = icmp eq i64 %651, 0
  %655 = and i64 %591, 3
  %656 = icmp ult i64 %594, 3
  %657 = and i64 %591, 4294967292
  %658 = icmp eq i64 %655, 0
  %659 = and i64 %594, 1
  %660 = icmp eq i64 %598, 0
  %661 = and i64 %594, -2
  %662 = icmp eq i64 %659, 0
  %663 = and i64 %594, 1
  %664 = icmp eq i64 %598, 0
  %665 = and i64 %594, -2
  %666 = icmp eq i64 %663, 0
  %667 = and i64 %594, 1
  %668 = icmp eq i64 %598, 0
  %669 = and i64 %594, -2
  %670 = icmp eq i64 %667, 0
  %671 = and i64 %591, 3
  %672 = icmp ult i64 %594, 3
  %673 = and i64 %591, 4294967292
  %674 = icmp eq i64 %671, 0
  br label %894

675:                                              ; preds = %683, %564
  %676 = phi i64 [ 0, %564 ], [ %684, %683 ]
  %677 = mul nuw nsw i64 %676, 10
  %678 = add nuw nsw i64 %677, %265
  %679 = getelementptr inbounds [3 x [4 x double]], ptr %48, i64 0, i64 %676
  %680 = getelementptr inbounds i8, ptr %679, i64 8
  %681 = getelementptr inbounds i8, ptr %679, i64 16
  %682 = getelementptr inbounds i8, ptr %679, i64 24
  br label %686

683:                                              ; preds = %760
  %684 = add nuw nsw i64 %676, 1
  %685 = icmp eq i64 %684, 3
  br i1 %685, label %590, label %675, !llvm.loop !19

686:                                              ; preds = %675, %760
  %687 = phi i64 [ 0, %675 ], [ %761, %760 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %54) #14
  %688 = getelementptr inbounds [7 x double], ptr %47, i64 0, i64 %687
  %689 = load double, ptr %688, align 8, !tbaa !9
  %690 = call double @llvm.fabs.f64(double %689)
  %691 = fcmp ogt double %690, 1.000000e+00
  %692 = select i1 %691, double %690, double 1.000000e+00
  %693 = fmul double %692, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %53, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %54, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  %694 = getelementptr inbounds [7 x double], ptr %53, i64 0, i64 %687
  %695 = load double, ptr %694, align 8, !tbaa !9
  %696 = fadd double %695, %693
  store double %696, ptr %694, align 8, !tbaa !9
  %697 = getelementptr inbounds [7 x double], ptr %54, i64 0, i64 %687
  %698 = load double, ptr %697, align 8, !tbaa !9
  %699 = fsub double %698, %693
  store double %699, ptr %697, align 8, !tbaa !9
  %700 = add nuw nsw i64 %678, %687
  %701 = getelementptr inbounds [3 x [7 x double]], ptr %49, i64 0, i64 %676, i64 %687
  %702 = load double, ptr %701, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #14
  call void @fc(ptr noundef nonnull readonly %53, ptr noundef nonnull %30, i32 noundef %240)
  %703 = load double, ptr %679, align 16, !tbaa !9
  %704 = load <2 x double>, ptr %30, align 16
  %705 = load double, ptr %680, align 8, !tbaa !9
  %706 = load <2 x double>, ptr %192, align 8
  %707 = load double, ptr %681, align 16, !tbaa !9
  %708 = load <2 x double>, ptr %193, align 16
  %709 = load double, ptr %682, align 8, !tbaa !9
  %710 = load double, ptr %194, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #14
  call void @fc(ptr noundef nonnull readonly %54, ptr noundef nonnull %29, i32 noundef %240)
  %711 = load double, ptr %29, align 16, !tbaa !9
  %712 = load double, ptr %195, align 8, !tbaa !9
  %713 = load double, ptr %196, align 16, !tbaa !9
  %714 = load double, ptr %197, align 8, !tbaa !9
  %715 = insertelement <2 x double> poison, double %703, i64 0
  %716 = shufflevector <2 x double> %715, <2 x double> poison, <2 x i32> zeroinitializer
  %717 = insertelement <2 x double> %704, double %711, i64 1
  %718 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %716, <2 x double> %717, <2 x double> zeroinitializer)
  %719 = insertelement <2 x double> poison, double %705, i64 0
  %720 = shufflevector <2 x double> %719, <2 x double> poison, <2 x i32> zeroinitializer
  %721 = insertelement <2 x double> %706, double %712, i64 1
  %722 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %720, <2 x double> %721, <2 x double> %718)
  %723 = insertelement <2 x double> poison, double %707, i64 0
  %724 = shufflevector <2 x double> %723, <2 x double> poison, <2 x i32> zeroinitializer
  %725 = insertelement <2 x double> %708, double %713, i64 1
  %726 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %724, <2 x double> %725, <2 x double> %722)
  %727 = insertelement <2 x double> poison, double %709, i64 0
  %728 = shufflevector <2 x double> %727, <2 x double> poison, <2 x i32> zeroinitializer
  %729 = insertelement <2 x double> poison, double %710, i64 0
  %730 = insertelement <2 x double> %729, double %714, i64 1
  %731 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %728, <2 x double> %730, <2 x double> %726)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #14
  %732 = shufflevector <2 x double> %731, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %733 = fsub <2 x double> %731, %732
  %734 = extractelement <2 x double> %733, i64 0
  %735 = fmul double %693, 2.000000e+00
  %736 = fdiv double %734, %735
  %737 = call double @llvm.fabs.f64(double %736)
  %738 = fcmp ogt double %737, 1.000000e+00
  %739 = select i1 %738, double %737, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %702, ptr %28, align 8, !tbaa !9
  %740 = load volatile double, ptr %28, align 8, !tbaa !9
  %741 = call double @llvm.fabs.f64(double %740)
  %742 = fcmp ueq double %741, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %742, label %755, label %743

743:                                              ; preds = %686
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %736, ptr %27, align 8, !tbaa !9
  %744 = load volatile double, ptr %27, align 8, !tbaa !9
  %745 = call double @llvm.fabs.f64(double %744)
  %746 = fcmp ueq double %745, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %746, label %755, label %747

747:                                              ; preds = %743
  %748 = fsub double %702, %736
  %749 = call double @llvm.fabs.f64(double %748)
  %750 = fmul double %739, 0x3EB0C6F7A0B5ED8D
  %751 = fcmp ugt double %749, %750
  br i1 %751, label %755, label %752

752:                                              ; preds = %747
  %753 = trunc nuw i64 %700 to i32
  %754 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %753, double noundef %702, double noundef %736, ptr noundef nonnull @.str.18)
  br label %760

755:                                              ; preds = %747, %743, %686
  %756 = trunc nuw i64 %700 to i32
  %757 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %756, double noundef %702, double noundef %736, ptr noundef nonnull @.str.19)
  %758 = load i32, ptr @n_fail, align 4, !tbaa !11
  %759 = add nsw i32 %758, 1
  store i32 %759, ptr @n_fail, align 4, !tbaa !11
  br label %760

760:                                              ; preds = %752, %755
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %54) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %53) #14
  %761 = add nuw nsw i64 %687, 1
  %762 = icmp eq i64 %761, %565
  br i1 %762, label %683, label %686, !llvm.loop !20

763:                                              ; preds = %1165
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %66) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %66, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %67) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %67, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %68) #14
  %764 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %765 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %766 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %767 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %68, ptr noundef nonnull @fs, i32 noundef %764, i32 noundef 2, i32 noundef %765, double noundef 0x3FE6666666666666, i32 noundef %765, double noundef -4.000000e-01, i32 noundef %766, ptr noundef nonnull %47, ptr noundef nonnull %66, ptr noundef nonnull %67, i32 noundef %767, i32 noundef %240) #14
  %768 = load i32, ptr @calls, align 4, !tbaa !11
  %769 = sitofp i32 %768 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %769, ptr %26, align 8, !tbaa !9
  %770 = load volatile double, ptr %26, align 8, !tbaa !9
  %771 = call double @llvm.fabs.f64(double %770)
  %772 = fcmp ueq double %771, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %772, label %783, label %773

773:                                              ; preds = %763
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !9
  %774 = load volatile double, ptr %25, align 8, !tbaa !9
  %775 = call double @llvm.fabs.f64(double %774)
  %776 = fcmp ueq double %775, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %777 = fadd double %769, -1.000000e+00
  %778 = fcmp une double %777, 0.000000e+00
  %779 = select i1 %776, i1 true, i1 %778
  br i1 %779, label %783, label %780

780:                                              ; preds = %773
  %781 = trunc nuw nsw i64 %238 to i32
  %782 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %781, double noundef %769, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %788

783:                                              ; preds = %773, %763
  %784 = trunc nuw nsw i64 %238 to i32
  %785 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %784, double noundef %769, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %786 = load i32, ptr @n_fail, align 4, !tbaa !11
  %787 = add nsw i32 %786, 1
  store i32 %787, ptr @n_fail, align 4, !tbaa !11
  br label %788

788:                                              ; preds = %780, %783
  %789 = load i32, ptr @calls, align 4, !tbaa !11
  %790 = add nsw i32 %789, 1
  store i32 %790, ptr @calls, align 4, !tbaa !11
  br label %791

791:                                              ; preds = %791, %788
  %792 = phi i64 [ 0, %788 ], [ %807, %791 ]
  %793 = phi double [ 0.000000e+00, %788 ], [ %806, %791 ]
  %794 = getelementptr inbounds double, ptr %47, i64 %792
  %795 = load double, ptr %794, align 8, !tbaa !9
  %796 = fmul double %795, %795
  %797 = call double @llvm.fmuladd.f64(double %796, double 7.000010e-01, double 1.000000e+00)
  %798 = call double @log(double noundef %797) #14
  %799 = trunc nuw nsw i64 %792 to i32
  %800 = uitofp nneg i32 %799 to double
  %801 = fmul double %800, -4.000000e-01
  %802 = call double @cos(double noundef %801) #14
  %803 = load double, ptr %794, align 8, !tbaa !9
  %804 = fmul double %803, 0xBFD1EB86CC377B97
  %805 = call double @llvm.fmuladd.f64(double %798, double %802, double %804)
  %806 = fadd double %793, %805
  %807 = add nuw nsw i64 %792, 1
  %808 = icmp eq i64 %807, %591
  br i1 %808, label %809, label %791, !llvm.loop !21

809:                                              ; preds = %791
  %810 = load i32, ptr @calls, align 4, !tbaa !11
  %811 = add nsw i32 %810, 1
  store i32 %811, ptr @calls, align 4, !tbaa !11
  br label %812

812:                                              ; preds = %812, %809
  %813 = phi i64 [ 0, %809 ], [ %828, %812 ]
  %814 = phi double [ 0.000000e+00, %809 ], [ %827, %812 ]
  %815 = getelementptr inbounds double, ptr %47, i64 %813
  %816 = load double, ptr %815, align 8, !tbaa !9
  %817 = fmul double %816, %816
  %818 = call double @llvm.fmuladd.f64(double %817, double 0x3FE666644D87724F, double 1.000000e+00)
  %819 = call double @log(double noundef %818) #14
  %820 = trunc nuw nsw i64 %813 to i32
  %821 = uitofp nneg i32 %820 to double
  %822 = fmul double %821, -4.000000e-01
  %823 = call double @cos(double noundef %822) #14
  %824 = load double, ptr %815, align 8, !tbaa !9
  %825 = fmul double %824, 0xBFD1EB837139283F
  %826 = call double @llvm.fmuladd.f64(double %819, double %823, double %825)
  %827 = fadd double %814, %826
  %828 = add nuw nsw i64 %813, 1
  %829 = icmp eq i64 %828, %591
  br i1 %829, label %830, label %812, !llvm.loop !21

830:                                              ; preds = %812
  %831 = fmul double %806, %806
  %832 = fmul double %827, %827
  %833 = fsub double %831, %832
  %834 = load i32, ptr @calls, align 4, !tbaa !11
  %835 = add nsw i32 %834, 1
  store i32 %835, ptr @calls, align 4, !tbaa !11
  br label %836

836:                                              ; preds = %836, %830
  %837 = phi i64 [ 0, %830 ], [ %852, %836 ]
  %838 = phi double [ 0.000000e+00, %830 ], [ %851, %836 ]
  %839 = getelementptr inbounds double, ptr %47, i64 %837
  %840 = load double, ptr %839, align 8, !tbaa !9
  %841 = fmul double %840, %840
  %842 = call double @llvm.fmuladd.f64(double %841, double 0x3FE6666666666666, double 1.000000e+00)
  %843 = call double @log(double noundef %842) #14
  %844 = trunc nuw nsw i64 %837 to i32
  %845 = uitofp nneg i32 %844 to double
  %846 = fmul double %845, 0xBFD9999567DBB16D
  %847 = call double @cos(double noundef %846) #14
  %848 = load double, ptr %839, align 8, !tbaa !9
  %849 = fmul double %848, 0xBFD1EB822F19C8FF
  %850 = call double @llvm.fmuladd.f64(double %843, double %847, double %849)
  %851 = fadd double %838, %850
  %852 = add nuw nsw i64 %837, 1
  %853 = icmp eq i64 %852, %591
  br i1 %853, label %854, label %836, !llvm.loop !21

854:                                              ; preds = %836
  %855 = fdiv double %833, 2.000000e-06
  %856 = load i32, ptr @calls, align 4, !tbaa !11
  %857 = add nsw i32 %856, 1
  store i32 %857, ptr @calls, align 4, !tbaa !11
  br label %858

858:                                              ; preds = %858, %854
  %859 = phi i64 [ 0, %854 ], [ %874, %858 ]
  %860 = phi double [ 0.000000e+00, %854 ], [ %873, %858 ]
  %861 = getelementptr inbounds double, ptr %47, i64 %859
  %862 = load double, ptr %861, align 8, !tbaa !9
  %863 = fmul double %862, %862
  %864 = call double @llvm.fmuladd.f64(double %863, double 0x3FE6666666666666, double 1.000000e+00)
  %865 = call double @log(double noundef %864) #14
  %866 = trunc nuw nsw i64 %859 to i32
  %867 = uitofp nneg i32 %866 to double
  %868 = fmul double %867, -4.000010e-01
  %869 = call double @cos(double noundef %868) #14
  %870 = load double, ptr %861, align 8, !tbaa !9
  %871 = fmul double %870, 0xBFD1EB880E56DAD8
  %872 = call double @llvm.fmuladd.f64(double %865, double %869, double %871)
  %873 = fadd double %860, %872
  %874 = add nuw nsw i64 %859, 1
  %875 = icmp eq i64 %874, %591
  br i1 %875, label %876, label %858, !llvm.loop !21

876:                                              ; preds = %858
  %877 = fmul double %851, %851
  %878 = fmul double %873, %873
  %879 = fsub double %877, %878
  %880 = fdiv double %879, 2.000000e-06
  %881 = mul nuw nsw i64 %238, 10
  %882 = call double @llvm.fabs.f64(double %855)
  %883 = fcmp ogt double %882, 1.000000e+00
  %884 = select i1 %883, double %882, double 1.000000e+00
  %885 = fmul double %884, 0x3EB0C6F7A0B5ED8D
  %886 = call double @llvm.fabs.f64(double %880)
  %887 = fcmp ogt double %886, 1.000000e+00
  %888 = select i1 %887, double %886, double 1.000000e+00
  %889 = fmul double %888, 0x3EB0C6F7A0B5ED8D
  %890 = load double, ptr %68, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %890, ptr %8, align 8, !tbaa !9
  %891 = load volatile double, ptr %8, align 8, !tbaa !9
  %892 = call double @llvm.fabs.f64(double %891)
  %893 = fcmp ueq double %892, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %893, label %1905, label %1894

894:                                              ; preds = %590, %1165
  %895 = phi i1 [ true, %590 ], [ false, %1165 ]
  %896 = phi i64 [ 0, %590 ], [ 1, %1165 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %57) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %58) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %59) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %55, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  %897 = load i64, ptr @rng_state, align 8, !tbaa !5
  %898 = mul i64 %897, 6364136223846793005
  %899 = add i64 %898, 1442695040888963407
  %900 = mul i64 %899, 6364136223846793005
  %901 = add i64 %900, 1442695040888963407
  %902 = insertelement <2 x i64> poison, i64 %899, i64 0
  %903 = insertelement <2 x i64> %902, i64 %901, i64 1
  %904 = lshr <2 x i64> %903, <i64 11, i64 11>
  %905 = uitofp nneg <2 x i64> %904 to <2 x double>
  %906 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %905, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %906, ptr %56, align 16, !tbaa !9
  %907 = mul i64 %901, 6364136223846793005
  %908 = add i64 %907, 1442695040888963407
  %909 = mul i64 %908, 6364136223846793005
  %910 = add i64 %909, 1442695040888963407
  %911 = insertelement <2 x i64> poison, i64 %908, i64 0
  %912 = insertelement <2 x i64> %911, i64 %910, i64 1
  %913 = lshr <2 x i64> %912, <i64 11, i64 11>
  %914 = uitofp nneg <2 x i64> %913 to <2 x double>
  %915 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %914, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %915, ptr %209, align 16, !tbaa !9
  %916 = mul i64 %910, 6364136223846793005
  %917 = add i64 %916, 1442695040888963407
  %918 = mul i64 %917, 6364136223846793005
  %919 = add i64 %918, 1442695040888963407
  %920 = insertelement <2 x i64> poison, i64 %917, i64 0
  %921 = insertelement <2 x i64> %920, i64 %919, i64 1
  %922 = lshr <2 x i64> %921, <i64 11, i64 11>
  %923 = uitofp nneg <2 x i64> %922 to <2 x double>
  %924 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %923, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %924, ptr %210, align 16, !tbaa !9
  %925 = mul i64 %919, 6364136223846793005
  %926 = add i64 %925, 1442695040888963407
  %927 = lshr i64 %926, 11
  %928 = uitofp nneg i64 %927 to double
  %929 = call double @llvm.fmuladd.f64(double %928, double 0x3CA0000000000000, double -5.000000e-01)
  store double %929, ptr %211, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %58, i8 0, i64 168, i1 false)
  br label %1071

930:                                              ; preds = %1071
  store i64 %1108, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %931 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %932 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %933 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %934 = trunc nuw nsw i64 %896 to i32
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fin, i32 noundef %931, i32 noundef 3, i32 noundef %932, ptr noundef nonnull %55, ptr noundef nonnull %57, ptr noundef nonnull %198, ptr noundef nonnull %199, i32 noundef %932, ptr noundef nonnull %56, ptr noundef nonnull %58, ptr noundef nonnull %200, ptr noundef nonnull %201, i32 noundef %933, i32 noundef %240, i32 noundef %933, i32 noundef %934) #14
  %935 = load i32, ptr @calls, align 4, !tbaa !11
  %936 = sitofp i32 %935 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %936, ptr %24, align 8, !tbaa !9
  %937 = load volatile double, ptr %24, align 8, !tbaa !9
  %938 = call double @llvm.fabs.f64(double %937)
  %939 = fcmp ueq double %938, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %939, label %949, label %940

940:                                              ; preds = %930
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double 1.000000e+00, ptr %23, align 8, !tbaa !9
  %941 = load volatile double, ptr %23, align 8, !tbaa !9
  %942 = call double @llvm.fabs.f64(double %941)
  %943 = fcmp ueq double %942, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  %944 = fadd double %936, -1.000000e+00
  %945 = fcmp une double %944, 0.000000e+00
  %946 = select i1 %943, i1 true, i1 %945
  br i1 %946, label %949, label %947

947:                                              ; preds = %940
  %948 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %934, double noundef %936, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %953

949:                                              ; preds = %940, %930
  %950 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %934, double noundef %936, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %951 = load i32, ptr @n_fail, align 4, !tbaa !11
  %952 = add nsw i32 %951, 1
  store i32 %952, ptr @n_fail, align 4, !tbaa !11
  br label %953

953:                                              ; preds = %947, %949
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %60) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %61) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %60, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %61, ptr noundef nonnull align 16 dereferenceable(56) %56, i64 56, i1 false)
  %954 = load i32, ptr @calls, align 4, !tbaa !11
  %955 = add nsw i32 %954, 1
  store i32 %955, ptr @calls, align 4, !tbaa !11
  %956 = load double, ptr %60, align 16, !tbaa !9
  %957 = select i1 %895, ptr %60, ptr %61
  %958 = getelementptr i8, ptr %957, i64 -8
  br i1 %600, label %1056, label %1033

959:                                              ; preds = %1068, %959
  %960 = phi double [ %978, %959 ], [ %956, %1068 ]
  %961 = phi i64 [ %979, %959 ], [ 1, %1068 ]
  %962 = phi i64 [ %980, %959 ], [ 0, %1068 ]
  %963 = getelementptr inbounds double, ptr %60, i64 %961
  %964 = load double, ptr %963, align 8, !tbaa !9
  %965 = getelementptr double, ptr %1070, i64 %961
  %966 = load double, ptr %965, align 8, !tbaa !9
  %967 = call double @cos(double noundef %966) #14
  %968 = fmul double %960, 1.000000e-01
  %969 = fmul double %960, %968
  %970 = call double @llvm.fmuladd.f64(double %964, double %967, double %969)
  store double %970, ptr %963, align 8, !tbaa !9
  %971 = getelementptr inbounds double, ptr %216, i64 %961
  %972 = load double, ptr %971, align 8, !tbaa !9
  %973 = getelementptr double, ptr %1069, i64 %961
  %974 = load double, ptr %973, align 8, !tbaa !9
  %975 = call double @cos(double noundef %974) #14
  %976 = fmul double %970, 1.000000e-01
  %977 = fmul double %970, %976
  %978 = call double @llvm.fmuladd.f64(double %972, double %975, double %977)
  store double %978, ptr %971, align 8, !tbaa !9
  %979 = add nuw nsw i64 %961, 2
  %980 = add i64 %962, 2
  %981 = icmp eq i64 %980, %605
  br i1 %981, label %982, label %959, !llvm.loop !22

982:                                              ; preds = %959, %1068
  %983 = phi double [ %956, %1068 ], [ %978, %959 ]
  %984 = phi i64 [ 1, %1068 ], [ %979, %959 ]
  br i1 %606, label %994, label %985

985:                                              ; preds = %982
  %986 = getelementptr inbounds double, ptr %60, i64 %984
  %987 = load double, ptr %986, align 8, !tbaa !9
  %988 = getelementptr double, ptr %1070, i64 %984
  %989 = load double, ptr %988, align 8, !tbaa !9
  %990 = call double @cos(double noundef %989) #14
  %991 = fmul double %983, 1.000000e-01
  %992 = fmul double %983, %991
  %993 = call double @llvm.fmuladd.f64(double %987, double %990, double %992)
  store double %993, ptr %986, align 8, !tbaa !9
  br label %994

994:                                              ; preds = %982, %985
  %995 = select i1 %895, ptr %60, ptr %61
  %996 = getelementptr i8, ptr %995, i64 -8
  br i1 %608, label %1020, label %997

997:                                              ; preds = %994, %997
  %998 = phi double [ %1016, %997 ], [ %956, %994 ]
  %999 = phi i64 [ %1017, %997 ], [ 1, %994 ]
  %1000 = phi i64 [ %1018, %997 ], [ 0, %994 ]
  %1001 = getelementptr inbounds double, ptr %60, i64 %999
  %1002 = load double, ptr %1001, align 8, !tbaa !9
  %1003 = getelementptr double, ptr %996, i64 %999
  %1004 = load double, ptr %1003, align 8, !tbaa !9
  %1005 = call double @cos(double noundef %1004) #14
  %1006 = fmul double %998, 1.000000e-01
  %1007 = fmul double %998, %1006
  %1008 = call double @llvm.fmuladd.f64(double %1002, double %1005, double %1007)
  store double %1008, ptr %1001, align 8, !tbaa !9
  %1009 = getelementptr inbounds double, ptr %217, i64 %999
  %1010 = load double, ptr %1009, align 8, !tbaa !9
  %1011 = getelementptr double, ptr %995, i64 %999
  %1012 = load double, ptr %1011, align 8, !tbaa !9
  %1013 = call double @cos(double noundef %1012) #14
  %1014 = fmul double %1008, 1.000000e-01
  %1015 = fmul double %1008, %1014
  %1016 = call double @llvm.fmuladd.f64(double %1010, double %1013, double %1015)
  store double %1016, ptr %1009, align 8, !tbaa !9
  %1017 = add nuw nsw i64 %999, 2
  %1018 = add i64 %1000, 2
  %1019 = icmp eq i64 %1018, %609
  br i1 %1019, label %1020, label %997, !llvm.loop !22

1020:                                             ; preds = %997, %994
  %1021 = phi double [ %956, %994 ], [ %1016, %997 ]
  %1022 = phi i64 [ 1, %994 ], [ %1017, %997 ]
  br i1 %610, label %1032, label %1023

1023:                                             ; preds = %1020
  %1024 = getelementptr inbounds double, ptr %60, i64 %1022
  %1025 = load double, ptr %1024, align 8, !tbaa !9
  %1026 = getelementptr double, ptr %996, i64 %1022
  %1027 = load double, ptr %1026, align 8, !tbaa !9
  %1028 = call double @cos(double noundef %1027) #14
  %1029 = fmul double %1021, 1.000000e-01
  %1030 = fmul double %1021, %1029
  %1031 = call double @llvm.fmuladd.f64(double %1025, double %1028, double %1030)
  store double %1031, ptr %1024, align 8, !tbaa !9
  br label %1032

1032:                                             ; preds = %1020, %1023
  br label %1128

1033:                                             ; preds = %953, %1033
  %1034 = phi double [ %1052, %1033 ], [ %956, %953 ]
  %1035 = phi i64 [ %1053, %1033 ], [ 1, %953 ]
  %1036 = phi i64 [ %1054, %1033 ], [ 0, %953 ]
  %1037 = getelementptr inbounds double, ptr %60, i64 %1035
  %1038 = load double, ptr %1037, align 8, !tbaa !9
  %1039 = getelementptr double, ptr %958, i64 %1035
  %1040 = load double, ptr %1039, align 8, !tbaa !9
  %1041 = call double @cos(double noundef %1040) #14
  %1042 = fmul double %1034, 1.000000e-01
  %1043 = fmul double %1034, %1042
  %1044 = call double @llvm.fmuladd.f64(double %1038, double %1041, double %1043)
  store double %1044, ptr %1037, align 8, !tbaa !9
  %1045 = getelementptr inbounds double, ptr %215, i64 %1035
  %1046 = load double, ptr %1045, align 8, !tbaa !9
  %1047 = getelementptr double, ptr %957, i64 %1035
  %1048 = load double, ptr %1047, align 8, !tbaa !9
  %1049 = call double @cos(double noundef %1048) #14
  %1050 = fmul double %1044, 1.000000e-01
  %1051 = fmul double %1044, %1050
  %1052 = call double @llvm.fmuladd.f64(double %1046, double %1049, double %1051)
  store double %1052, ptr %1045, align 8, !tbaa !9
  %1053 = add nuw nsw i64 %1035, 2
  %1054 = add i64 %1036, 2
  %1055 = icmp eq i64 %1054, %601
  br i1 %1055, label %1056, label %1033, !llvm.loop !22

1056:                                             ; preds = %1033, %953
  %1057 = phi double [ %956, %953 ], [ %1052, %1033 ]
  %1058 = phi i64 [ 1, %953 ], [ %1053, %1033 ]
  br i1 %602, label %1068, label %1059

1059:                                             ; preds = %1056
  %1060 = getelementptr inbounds double, ptr %60, i64 %1058
  %1061 = load double, ptr %1060, align 8, !tbaa !9
  %1062 = getelementptr double, ptr %958, i64 %1058
  %1063 = load double, ptr %1062, align 8, !tbaa !9
  %1064 = call double @cos(double noundef %1063) #14
  %1065 = fmul double %1057, 1.000000e-01
  %1066 = fmul double %1057, %1065
  %1067 = call double @llvm.fmuladd.f64(double %1061, double %1064, double %1066)
  store double %1067, ptr %1060, align 8, !tbaa !9
  br label %1068

1068:                                             ; preds = %1056, %1059
  %1069 = select i1 %895, ptr %60, ptr %61
  %1070 = getelementptr i8, ptr %1069, i64 -8
  br i1 %604, label %982, label %959

1071:                                             ; preds = %894, %1071
  %1072 = phi i64 [ 0, %894 ], [ %1115, %1071 ]
  %1073 = phi i64 [ %926, %894 ], [ %1108, %1071 ]
  %1074 = getelementptr inbounds [3 x [7 x double]], ptr %59, i64 0, i64 %1072
  %1075 = mul i64 %1073, 6364136223846793005
  %1076 = add i64 %1075, 1442695040888963407
  %1077 = mul i64 %1076, 6364136223846793005
  %1078 = add i64 %1077, 1442695040888963407
  %1079 = insertelement <2 x i64> poison, i64 %1076, i64 0
  %1080 = insertelement <2 x i64> %1079, i64 %1078, i64 1
  %1081 = lshr <2 x i64> %1080, <i64 10, i64 10>
  %1082 = and <2 x i64> %1081, <i64 18014398509481982, i64 18014398509481982>
  %1083 = uitofp nneg <2 x i64> %1082 to <2 x double>
  %1084 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1083, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %1084, ptr %1074, align 8, !tbaa !9
  %1085 = mul i64 %1078, 6364136223846793005
  %1086 = getelementptr inbounds i8, ptr %1074, i64 16
  %1087 = add i64 %1085, 1442695040888963407
  %1088 = mul i64 %1087, 6364136223846793005
  %1089 = add i64 %1088, 1442695040888963407
  %1090 = insertelement <2 x i64> poison, i64 %1087, i64 0
  %1091 = insertelement <2 x i64> %1090, i64 %1089, i64 1
  %1092 = lshr <2 x i64> %1091, <i64 10, i64 10>
  %1093 = and <2 x i64> %1092, <i64 18014398509481982, i64 18014398509481982>
  %1094 = uitofp nneg <2 x i64> %1093 to <2 x double>
  %1095 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1094, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %1095, ptr %1086, align 8, !tbaa !9
  %1096 = mul i64 %1089, 6364136223846793005
  %1097 = getelementptr inbounds i8, ptr %1074, i64 32
  %1098 = add i64 %1096, 1442695040888963407
  %1099 = mul i64 %1098, 6364136223846793005
  %1100 = add i64 %1099, 1442695040888963407
  %1101 = insertelement <2 x i64> poison, i64 %1098, i64 0
  %1102 = insertelement <2 x i64> %1101, i64 %1100, i64 1
  %1103 = lshr <2 x i64> %1102, <i64 10, i64 10>
  %1104 = and <2 x i64> %1103, <i64 18014398509481982, i64 18014398509481982>
  %1105 = uitofp nneg <2 x i64> %1104 to <2 x double>
  %1106 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1105, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %1106, ptr %1097, align 8, !tbaa !9
  %1107 = mul i64 %1100, 6364136223846793005
  %1108 = add i64 %1107, 1442695040888963407
  %1109 = lshr i64 %1108, 10
  %1110 = and i64 %1109, 18014398509481982
  %1111 = uitofp nneg i64 %1110 to double
  %1112 = call double @llvm.fmuladd.f64(double %1111, double 0x3CA0000000000000, double -1.000000e+00)
  %1113 = getelementptr inbounds i8, ptr %1074, i64 48
  store double %1112, ptr %1113, align 8, !tbaa !9
  %1114 = getelementptr inbounds [3 x [7 x double]], ptr %57, i64 0, i64 %1072
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %1114, ptr noundef nonnull align 8 dereferenceable(56) %1074, i64 56, i1 false)
  %1115 = add nuw nsw i64 %1072, 1
  %1116 = icmp eq i64 %1115, 3
  br i1 %1116, label %930, label %1071, !llvm.loop !23

1117:                                             ; preds = %1157
  %1118 = select i1 %895, ptr %19, ptr %20
  %1119 = getelementptr i8, ptr %1118, i64 -8
  %1120 = select i1 %895, ptr %17, ptr %18
  %1121 = getelementptr i8, ptr %1120, i64 -8
  %1122 = mul nuw nsw i64 %896, 1000
  %1123 = add nuw nsw i64 %1122, %265
  %1124 = select i1 %895, ptr %13, ptr %14
  %1125 = getelementptr i8, ptr %1124, i64 -8
  %1126 = select i1 %895, ptr %11, ptr %12
  %1127 = getelementptr i8, ptr %1126, i64 -8
  br label %1160

1128:                                             ; preds = %1032, %1157
  %1129 = phi i64 [ %1158, %1157 ], [ 0, %1032 ]
  %1130 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %1129
  %1131 = load double, ptr %1130, align 8, !tbaa !9
  %1132 = getelementptr inbounds [7 x double], ptr %60, i64 0, i64 %1129
  %1133 = load double, ptr %1132, align 8, !tbaa !9
  %1134 = call double @llvm.fabs.f64(double %1133)
  %1135 = fcmp ogt double %1134, 1.000000e+00
  %1136 = select i1 %1135, double %1134, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %1131, ptr %22, align 8, !tbaa !9
  %1137 = load volatile double, ptr %22, align 8, !tbaa !9
  %1138 = call double @llvm.fabs.f64(double %1137)
  %1139 = fcmp ueq double %1138, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1139, label %1152, label %1140

1140:                                             ; preds = %1128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %1133, ptr %21, align 8, !tbaa !9
  %1141 = load volatile double, ptr %21, align 8, !tbaa !9
  %1142 = call double @llvm.fabs.f64(double %1141)
  %1143 = fcmp ueq double %1142, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %1143, label %1152, label %1144

1144:                                             ; preds = %1140
  %1145 = fsub double %1131, %1133
  %1146 = call double @llvm.fabs.f64(double %1145)
  %1147 = fmul double %1136, 0x3D719799812DEA11
  %1148 = fcmp ugt double %1146, %1147
  br i1 %1148, label %1152, label %1149

1149:                                             ; preds = %1144
  %1150 = trunc nuw nsw i64 %1129 to i32
  %1151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %1150, double noundef %1131, double noundef %1133, ptr noundef nonnull @.str.18)
  br label %1157

1152:                                             ; preds = %1144, %1140, %1128
  %1153 = trunc nuw nsw i64 %1129 to i32
  %1154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %1153, double noundef %1131, double noundef %1133, ptr noundef nonnull @.str.19)
  %1155 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1156 = add nsw i32 %1155, 1
  store i32 %1156, ptr @n_fail, align 4, !tbaa !11
  br label %1157

1157:                                             ; preds = %1149, %1152
  %1158 = add nuw nsw i64 %1129, 1
  %1159 = icmp eq i64 %1158, %592
  br i1 %1159, label %1117, label %1128, !llvm.loop !24

1160:                                             ; preds = %1166, %1117
  %1161 = phi i64 [ 0, %1117 ], [ %1167, %1166 ]
  %1162 = getelementptr inbounds [3 x [7 x double]], ptr %59, i64 0, i64 %1161
  %1163 = mul nuw nsw i64 %1161, 10
  %1164 = add nuw nsw i64 %1123, %1163
  br label %1169

1165:                                             ; preds = %1166
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %61) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %60) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %59) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %58) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %55) #14
  br i1 %895, label %894, label %763, !llvm.loop !25

1166:                                             ; preds = %1889
  %1167 = add nuw nsw i64 %1161, 1
  %1168 = icmp eq i64 %1167, 3
  br i1 %1168, label %1165, label %1160, !llvm.loop !26

1169:                                             ; preds = %1160, %1889
  %1170 = phi i64 [ 0, %1160 ], [ %1890, %1889 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %62) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %63) #14
  %1171 = getelementptr inbounds [7 x double], ptr %47, i64 0, i64 %1170
  %1172 = load double, ptr %1171, align 8, !tbaa !9
  %1173 = call double @llvm.fabs.f64(double %1172)
  %1174 = fcmp ogt double %1173, 1.000000e+00
  %1175 = select i1 %1174, double %1173, double 1.000000e+00
  %1176 = fmul double %1175, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %62, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %63, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  %1177 = getelementptr inbounds [7 x double], ptr %62, i64 0, i64 %1170
  %1178 = load double, ptr %1177, align 8, !tbaa !9
  %1179 = fadd double %1178, %1176
  store double %1179, ptr %1177, align 8, !tbaa !9
  %1180 = getelementptr inbounds [7 x double], ptr %63, i64 0, i64 %1170
  %1181 = load double, ptr %1180, align 8, !tbaa !9
  %1182 = fsub double %1181, %1176
  store double %1182, ptr %1180, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %19) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %20) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %19, ptr noundef nonnull readonly align 16 dereferenceable(56) %62, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %20, ptr noundef nonnull readonly align 16 dereferenceable(56) %56, i64 56, i1 false)
  %1183 = load i32, ptr @calls, align 4, !tbaa !11
  %1184 = add nsw i32 %1183, 1
  store i32 %1184, ptr @calls, align 4, !tbaa !11
  %1185 = load double, ptr %19, align 16, !tbaa !9
  br i1 %612, label %1281, label %1258

1186:                                             ; preds = %1293, %1186
  %1187 = phi double [ %1205, %1186 ], [ %1185, %1293 ]
  %1188 = phi i64 [ %1206, %1186 ], [ 1, %1293 ]
  %1189 = phi i64 [ %1207, %1186 ], [ 0, %1293 ]
  %1190 = getelementptr inbounds double, ptr %19, i64 %1188
  %1191 = load double, ptr %1190, align 8, !tbaa !9
  %1192 = getelementptr double, ptr %1119, i64 %1188
  %1193 = load double, ptr %1192, align 8, !tbaa !9
  %1194 = call double @cos(double noundef %1193) #14
  %1195 = fmul double %1187, 1.000000e-01
  %1196 = fmul double %1187, %1195
  %1197 = call double @llvm.fmuladd.f64(double %1191, double %1194, double %1196)
  store double %1197, ptr %1190, align 8, !tbaa !9
  %1198 = getelementptr inbounds double, ptr %219, i64 %1188
  %1199 = load double, ptr %1198, align 8, !tbaa !9
  %1200 = getelementptr double, ptr %1118, i64 %1188
  %1201 = load double, ptr %1200, align 8, !tbaa !9
  %1202 = call double @cos(double noundef %1201) #14
  %1203 = fmul double %1197, 1.000000e-01
  %1204 = fmul double %1197, %1203
  %1205 = call double @llvm.fmuladd.f64(double %1199, double %1202, double %1204)
  store double %1205, ptr %1198, align 8, !tbaa !9
  %1206 = add nuw nsw i64 %1188, 2
  %1207 = add i64 %1189, 2
  %1208 = icmp eq i64 %1207, %617
  br i1 %1208, label %1209, label %1186, !llvm.loop !22

1209:                                             ; preds = %1186, %1293
  %1210 = phi double [ %1185, %1293 ], [ %1205, %1186 ]
  %1211 = phi i64 [ 1, %1293 ], [ %1206, %1186 ]
  br i1 %618, label %1221, label %1212

1212:                                             ; preds = %1209
  %1213 = getelementptr inbounds double, ptr %19, i64 %1211
  %1214 = load double, ptr %1213, align 8, !tbaa !9
  %1215 = getelementptr double, ptr %1119, i64 %1211
  %1216 = load double, ptr %1215, align 8, !tbaa !9
  %1217 = call double @cos(double noundef %1216) #14
  %1218 = fmul double %1210, 1.000000e-01
  %1219 = fmul double %1210, %1218
  %1220 = call double @llvm.fmuladd.f64(double %1214, double %1217, double %1219)
  store double %1220, ptr %1213, align 8, !tbaa !9
  br label %1221

1221:                                             ; preds = %1209, %1212
  br i1 %620, label %1245, label %1222

1222:                                             ; preds = %1221, %1222
  %1223 = phi double [ %1241, %1222 ], [ %1185, %1221 ]
  %1224 = phi i64 [ %1242, %1222 ], [ 1, %1221 ]
  %1225 = phi i64 [ %1243, %1222 ], [ 0, %1221 ]
  %1226 = getelementptr inbounds double, ptr %19, i64 %1224
  %1227 = load double, ptr %1226, align 8, !tbaa !9
  %1228 = getelementptr double, ptr %1119, i64 %1224
  %1229 = load double, ptr %1228, align 8, !tbaa !9
  %1230 = call double @cos(double noundef %1229) #14
  %1231 = fmul double %1223, 1.000000e-01
  %1232 = fmul double %1223, %1231
  %1233 = call double @llvm.fmuladd.f64(double %1227, double %1230, double %1232)
  store double %1233, ptr %1226, align 8, !tbaa !9
  %1234 = getelementptr inbounds double, ptr %220, i64 %1224
  %1235 = load double, ptr %1234, align 8, !tbaa !9
  %1236 = getelementptr double, ptr %1118, i64 %1224
  %1237 = load double, ptr %1236, align 8, !tbaa !9
  %1238 = call double @cos(double noundef %1237) #14
  %1239 = fmul double %1233, 1.000000e-01
  %1240 = fmul double %1233, %1239
  %1241 = call double @llvm.fmuladd.f64(double %1235, double %1238, double %1240)
  store double %1241, ptr %1234, align 8, !tbaa !9
  %1242 = add nuw nsw i64 %1224, 2
  %1243 = add i64 %1225, 2
  %1244 = icmp eq i64 %1243, %621
  br i1 %1244, label %1245, label %1222, !llvm.loop !22

1245:                                             ; preds = %1222, %1221
  %1246 = phi double [ %1185, %1221 ], [ %1241, %1222 ]
  %1247 = phi i64 [ 1, %1221 ], [ %1242, %1222 ]
  br i1 %622, label %1257, label %1248

1248:                                             ; preds = %1245
  %1249 = getelementptr inbounds double, ptr %19, i64 %1247
  %1250 = load double, ptr %1249, align 8, !tbaa !9
  %1251 = getelementptr double, ptr %1119, i64 %1247
  %1252 = load double, ptr %1251, align 8, !tbaa !9
  %1253 = call double @cos(double noundef %1252) #14
  %1254 = fmul double %1246, 1.000000e-01
  %1255 = fmul double %1246, %1254
  %1256 = call double @llvm.fmuladd.f64(double %1250, double %1253, double %1255)
  store double %1256, ptr %1249, align 8, !tbaa !9
  br label %1257

1257:                                             ; preds = %1245, %1248
  br i1 %624, label %1324, label %1294

1258:                                             ; preds = %1169, %1258
  %1259 = phi double [ %1277, %1258 ], [ %1185, %1169 ]
  %1260 = phi i64 [ %1278, %1258 ], [ 1, %1169 ]
  %1261 = phi i64 [ %1279, %1258 ], [ 0, %1169 ]
  %1262 = getelementptr inbounds double, ptr %19, i64 %1260
  %1263 = load double, ptr %1262, align 8, !tbaa !9
  %1264 = getelementptr double, ptr %1119, i64 %1260
  %1265 = load double, ptr %1264, align 8, !tbaa !9
  %1266 = call double @cos(double noundef %1265) #14
  %1267 = fmul double %1259, 1.000000e-01
  %1268 = fmul double %1259, %1267
  %1269 = call double @llvm.fmuladd.f64(double %1263, double %1266, double %1268)
  store double %1269, ptr %1262, align 8, !tbaa !9
  %1270 = getelementptr inbounds double, ptr %218, i64 %1260
  %1271 = load double, ptr %1270, align 8, !tbaa !9
  %1272 = getelementptr double, ptr %1118, i64 %1260
  %1273 = load double, ptr %1272, align 8, !tbaa !9
  %1274 = call double @cos(double noundef %1273) #14
  %1275 = fmul double %1269, 1.000000e-01
  %1276 = fmul double %1269, %1275
  %1277 = call double @llvm.fmuladd.f64(double %1271, double %1274, double %1276)
  store double %1277, ptr %1270, align 8, !tbaa !9
  %1278 = add nuw nsw i64 %1260, 2
  %1279 = add i64 %1261, 2
  %1280 = icmp eq i64 %1279, %613
  br i1 %1280, label %1281, label %1258, !llvm.loop !22

1281:                                             ; preds = %1258, %1169
  %1282 = phi double [ %1185, %1169 ], [ %1277, %1258 ]
  %1283 = phi i64 [ 1, %1169 ], [ %1278, %1258 ]
  br i1 %614, label %1293, label %1284

1284:                                             ; preds = %1281
  %1285 = getelementptr inbounds double, ptr %19, i64 %1283
  %1286 = load double, ptr %1285, align 8, !tbaa !9
  %1287 = getelementptr double, ptr %1119, i64 %1283
  %1288 = load double, ptr %1287, align 8, !tbaa !9
  %1289 = call double @cos(double noundef %1288) #14
  %1290 = fmul double %1282, 1.000000e-01
  %1291 = fmul double %1282, %1290
  %1292 = call double @llvm.fmuladd.f64(double %1286, double %1289, double %1291)
  store double %1292, ptr %1285, align 8, !tbaa !9
  br label %1293

1293:                                             ; preds = %1281, %1284
  br i1 %616, label %1209, label %1186

1294:                                             ; preds = %1257, %1294
  %1295 = phi i64 [ %1321, %1294 ], [ 0, %1257 ]
  %1296 = phi double [ %1320, %1294 ], [ 0.000000e+00, %1257 ]
  %1297 = phi i64 [ %1322, %1294 ], [ 0, %1257 ]
  %1298 = getelementptr inbounds double, ptr %1162, i64 %1295
  %1299 = load double, ptr %1298, align 8, !tbaa !9
  %1300 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %1295
  %1301 = load double, ptr %1300, align 16, !tbaa !9
  %1302 = call double @llvm.fmuladd.f64(double %1299, double %1301, double %1296)
  %1303 = or disjoint i64 %1295, 1
  %1304 = getelementptr inbounds double, ptr %1162, i64 %1303
  %1305 = load double, ptr %1304, align 8, !tbaa !9
  %1306 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %1303
  %1307 = load double, ptr %1306, align 8, !tbaa !9
  %1308 = call double @llvm.fmuladd.f64(double %1305, double %1307, double %1302)
  %1309 = or disjoint i64 %1295, 2
  %1310 = getelementptr inbounds double, ptr %1162, i64 %1309
  %1311 = load double, ptr %1310, align 8, !tbaa !9
  %1312 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %1309
  %1313 = load double, ptr %1312, align 16, !tbaa !9
  %1314 = call double @llvm.fmuladd.f64(double %1311, double %1313, double %1308)
  %1315 = or disjoint i64 %1295, 3
  %1316 = getelementptr inbounds double, ptr %1162, i64 %1315
  %1317 = load double, ptr %1316, align 8, !tbaa !9
  %1318 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %1315
  %1319 = load double, ptr %1318, align 8, !tbaa !9
  %1320 = call double @llvm.fmuladd.f64(double %1317, double %1319, double %1314)
  %1321 = add nuw nsw i64 %1295, 4
  %1322 = add i64 %1297, 4
  %1323 = icmp eq i64 %1322, %625
  br i1 %1323, label %1324, label %1294, !llvm.loop !27

1324:                                             ; preds = %1294, %1257
  %1325 = phi double [ poison, %1257 ], [ %1320, %1294 ]
  %1326 = phi i64 [ 0, %1257 ], [ %1321, %1294 ]
  %1327 = phi double [ 0.000000e+00, %1257 ], [ %1320, %1294 ]
  br i1 %626, label %1340, label %1328

1328:                                             ; preds = %1324, %1328
  %1329 = phi i64 [ %1337, %1328 ], [ %1326, %1324 ]
  %1330 = phi double [ %1336, %1328 ], [ %1327, %1324 ]
  %1331 = phi i64 [ %1338, %1328 ], [ 0, %1324 ]
  %1332 = getelementptr inbounds double, ptr %1162, i64 %1329
  %1333 = load double, ptr %1332, align 8, !tbaa !9
  %1334 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %1329
  %1335 = load double, ptr %1334, align 8, !tbaa !9
  %1336 = call double @llvm.fmuladd.f64(double %1333, double %1335, double %1330)
  %1337 = add nuw nsw i64 %1329, 1
  %1338 = add i64 %1331, 1
  %1339 = icmp eq i64 %1338, %623
  br i1 %1339, label %1340, label %1328, !llvm.loop !28

1340:                                             ; preds = %1328, %1324
  %1341 = phi double [ %1325, %1324 ], [ %1336, %1328 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %20) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %18) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %17, ptr noundef nonnull readonly align 16 dereferenceable(56) %63, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %18, ptr noundef nonnull readonly align 16 dereferenceable(56) %56, i64 56, i1 false)
  %1342 = load i32, ptr @calls, align 4, !tbaa !11
  %1343 = add nsw i32 %1342, 1
  store i32 %1343, ptr @calls, align 4, !tbaa !11
  %1344 = load double, ptr %17, align 16, !tbaa !9
  br i1 %628, label %1440, label %1417

1345:                                             ; preds = %1452, %1345
  %1346 = phi double [ %1364, %1345 ], [ %1344, %1452 ]
  %1347 = phi i64 [ %1365, %1345 ], [ 1, %1452 ]
  %1348 = phi i64 [ %1366, %1345 ], [ 0, %1452 ]
  %1349 = getelementptr inbounds double, ptr %17, i64 %1347
  %1350 = load double, ptr %1349, align 8, !tbaa !9
  %1351 = getelementptr double, ptr %1121, i64 %1347
  %1352 = load double, ptr %1351, align 8, !tbaa !9
  %1353 = call double @cos(double noundef %1352) #14
  %1354 = fmul double %1346, 1.000000e-01
  %1355 = fmul double %1346, %1354
  %1356 = call double @llvm.fmuladd.f64(double %1350, double %1353, double %1355)
  store double %1356, ptr %1349, align 8, !tbaa !9
  %1357 = getelementptr inbounds double, ptr %222, i64 %1347
  %1358 = load double, ptr %1357, align 8, !tbaa !9
  %1359 = getelementptr double, ptr %1120, i64 %1347
  %1360 = load double, ptr %1359, align 8, !tbaa !9
  %1361 = call double @cos(double noundef %1360) #14
  %1362 = fmul double %1356, 1.000000e-01
  %1363 = fmul double %1356, %1362
  %1364 = call double @llvm.fmuladd.f64(double %1358, double %1361, double %1363)
  store double %1364, ptr %1357, align 8, !tbaa !9
  %1365 = add nuw nsw i64 %1347, 2
  %1366 = add i64 %1348, 2
  %1367 = icmp eq i64 %1366, %633
  br i1 %1367, label %1368, label %1345, !llvm.loop !22

1368:                                             ; preds = %1345, %1452
  %1369 = phi double [ %1344, %1452 ], [ %1364, %1345 ]
  %1370 = phi i64 [ 1, %1452 ], [ %1365, %1345 ]
  br i1 %634, label %1380, label %1371

1371:                                             ; preds = %1368
  %1372 = getelementptr inbounds double, ptr %17, i64 %1370
  %1373 = load double, ptr %1372, align 8, !tbaa !9
  %1374 = getelementptr double, ptr %1121, i64 %1370
  %1375 = load double, ptr %1374, align 8, !tbaa !9
  %1376 = call double @cos(double noundef %1375) #14
  %1377 = fmul double %1369, 1.000000e-01
  %1378 = fmul double %1369, %1377
  %1379 = call double @llvm.fmuladd.f64(double %1373, double %1376, double %1378)
  store double %1379, ptr %1372, align 8, !tbaa !9
  br label %1380

1380:                                             ; preds = %1368, %1371
  br i1 %636, label %1404, label %1381

1381:                                             ; preds = %1380, %1381
  %1382 = phi double [ %1400, %1381 ], [ %1344, %1380 ]
  %1383 = phi i64 [ %1401, %1381 ], [ 1, %1380 ]
  %1384 = phi i64 [ %1402, %1381 ], [ 0, %1380 ]
  %1385 = getelementptr inbounds double, ptr %17, i64 %1383
  %1386 = load double, ptr %1385, align 8, !tbaa !9
  %1387 = getelementptr double, ptr %1121, i64 %1383
  %1388 = load double, ptr %1387, align 8, !tbaa !9
  %1389 = call double @cos(double noundef %1388) #14
  %1390 = fmul double %1382, 1.000000e-01
  %1391 = fmul double %1382, %1390
  %1392 = call double @llvm.fmuladd.f64(double %1386, double %1389, double %1391)
  store double %1392, ptr %1385, align 8, !tbaa !9
  %1393 = getelementptr inbounds double, ptr %223, i64 %1383
  %1394 = load double, ptr %1393, align 8, !tbaa !9
  %1395 = getelementptr double, ptr %1120, i64 %1383
  %1396 = load double, ptr %1395, align 8, !tbaa !9
  %1397 = call double @cos(double noundef %1396) #14
  %1398 = fmul double %1392, 1.000000e-01
  %1399 = fmul double %1392, %1398
  %1400 = call double @llvm.fmuladd.f64(double %1394, double %1397, double %1399)
  store double %1400, ptr %1393, align 8, !tbaa !9
  %1401 = add nuw nsw i64 %1383, 2
  %1402 = add i64 %1384, 2
  %1403 = icmp eq i64 %1402, %637
  br i1 %1403, label %1404, label %1381, !llvm.loop !22

1404:                                             ; preds = %1381, %1380
  %1405 = phi double [ %1344, %1380 ], [ %1400, %1381 ]
  %1406 = phi i64 [ 1, %1380 ], [ %1401, %1381 ]
  br i1 %638, label %1416, label %1407

1407:                                             ; preds = %1404
  %1408 = getelementptr inbounds double, ptr %17, i64 %1406
  %1409 = load double, ptr %1408, align 8, !tbaa !9
  %1410 = getelementptr double, ptr %1121, i64 %1406
  %1411 = load double, ptr %1410, align 8, !tbaa !9
  %1412 = call double @cos(double noundef %1411) #14
  %1413 = fmul double %1405, 1.000000e-01
  %1414 = fmul double %1405, %1413
  %1415 = call double @llvm.fmuladd.f64(double %1409, double %1412, double %1414)
  store double %1415, ptr %1408, align 8, !tbaa !9
  br label %1416

1416:                                             ; preds = %1404, %1407
  br i1 %640, label %1483, label %1453

1417:                                             ; preds = %1340, %1417
  %1418 = phi double [ %1436, %1417 ], [ %1344, %1340 ]
  %1419 = phi i64 [ %1437, %1417 ], [ 1, %1340 ]
  %1420 = phi i64 [ %1438, %1417 ], [ 0, %1340 ]
  %1421 = getelementptr inbounds double, ptr %17, i64 %1419
  %1422 = load double, ptr %1421, align 8, !tbaa !9
  %1423 = getelementptr double, ptr %1121, i64 %1419
  %1424 = load double, ptr %1423, align 8, !tbaa !9
  %1425 = call double @cos(double noundef %1424) #14
  %1426 = fmul double %1418, 1.000000e-01
  %1427 = fmul double %1418, %1426
  %1428 = call double @llvm.fmuladd.f64(double %1422, double %1425, double %1427)
  store double %1428, ptr %1421, align 8, !tbaa !9
  %1429 = getelementptr inbounds double, ptr %221, i64 %1419
  %1430 = load double, ptr %1429, align 8, !tbaa !9
  %1431 = getelementptr double, ptr %1120, i64 %1419
  %1432 = load double, ptr %1431, align 8, !tbaa !9
  %1433 = call double @cos(double noundef %1432) #14
  %1434 = fmul double %1428, 1.000000e-01
  %1435 = fmul double %1428, %1434
  %1436 = call double @llvm.fmuladd.f64(double %1430, double %1433, double %1435)
  store double %1436, ptr %1429, align 8, !tbaa !9
  %1437 = add nuw nsw i64 %1419, 2
  %1438 = add i64 %1420, 2
  %1439 = icmp eq i64 %1438, %629
  br i1 %1439, label %1440, label %1417, !llvm.loop !22

1440:                                             ; preds = %1417, %1340
  %1441 = phi double [ %1344, %1340 ], [ %1436, %1417 ]
  %1442 = phi i64 [ 1, %1340 ], [ %1437, %1417 ]
  br i1 %630, label %1452, label %1443

1443:                                             ; preds = %1440
  %1444 = getelementptr inbounds double, ptr %17, i64 %1442
  %1445 = load double, ptr %1444, align 8, !tbaa !9
  %1446 = getelementptr double, ptr %1121, i64 %1442
  %1447 = load double, ptr %1446, align 8, !tbaa !9
  %1448 = call double @cos(double noundef %1447) #14
  %1449 = fmul double %1441, 1.000000e-01
  %1450 = fmul double %1441, %1449
  %1451 = call double @llvm.fmuladd.f64(double %1445, double %1448, double %1450)
  store double %1451, ptr %1444, align 8, !tbaa !9
  br label %1452

1452:                                             ; preds = %1440, %1443
  br i1 %632, label %1368, label %1345

1453:                                             ; preds = %1416, %1453
  %1454 = phi i64 [ %1480, %1453 ], [ 0, %1416 ]
  %1455 = phi double [ %1479, %1453 ], [ 0.000000e+00, %1416 ]
  %1456 = phi i64 [ %1481, %1453 ], [ 0, %1416 ]
  %1457 = getelementptr inbounds double, ptr %1162, i64 %1454
  %1458 = load double, ptr %1457, align 8, !tbaa !9
  %1459 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %1454
  %1460 = load double, ptr %1459, align 16, !tbaa !9
  %1461 = call double @llvm.fmuladd.f64(double %1458, double %1460, double %1455)
  %1462 = or disjoint i64 %1454, 1
  %1463 = getelementptr inbounds double, ptr %1162, i64 %1462
  %1464 = load double, ptr %1463, align 8, !tbaa !9
  %1465 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %1462
  %1466 = load double, ptr %1465, align 8, !tbaa !9
  %1467 = call double @llvm.fmuladd.f64(double %1464, double %1466, double %1461)
  %1468 = or disjoint i64 %1454, 2
  %1469 = getelementptr inbounds double, ptr %1162, i64 %1468
  %1470 = load double, ptr %1469, align 8, !tbaa !9
  %1471 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %1468
  %1472 = load double, ptr %1471, align 16, !tbaa !9
  %1473 = call double @llvm.fmuladd.f64(double %1470, double %1472, double %1467)
  %1474 = or disjoint i64 %1454, 3
  %1475 = getelementptr inbounds double, ptr %1162, i64 %1474
  %1476 = load double, ptr %1475, align 8, !tbaa !9
  %1477 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %1474
  %1478 = load double, ptr %1477, align 8, !tbaa !9
  %1479 = call double @llvm.fmuladd.f64(double %1476, double %1478, double %1473)
  %1480 = add nuw nsw i64 %1454, 4
  %1481 = add i64 %1456, 4
  %1482 = icmp eq i64 %1481, %641
  br i1 %1482, label %1483, label %1453, !llvm.loop !27

1483:                                             ; preds = %1453, %1416
  %1484 = phi double [ poison, %1416 ], [ %1479, %1453 ]
  %1485 = phi i64 [ 0, %1416 ], [ %1480, %1453 ]
  %1486 = phi double [ 0.000000e+00, %1416 ], [ %1479, %1453 ]
  br i1 %642, label %1499, label %1487

1487:                                             ; preds = %1483, %1487
  %1488 = phi i64 [ %1496, %1487 ], [ %1485, %1483 ]
  %1489 = phi double [ %1495, %1487 ], [ %1486, %1483 ]
  %1490 = phi i64 [ %1497, %1487 ], [ 0, %1483 ]
  %1491 = getelementptr inbounds double, ptr %1162, i64 %1488
  %1492 = load double, ptr %1491, align 8, !tbaa !9
  %1493 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %1488
  %1494 = load double, ptr %1493, align 8, !tbaa !9
  %1495 = call double @llvm.fmuladd.f64(double %1492, double %1494, double %1489)
  %1496 = add nuw nsw i64 %1488, 1
  %1497 = add i64 %1490, 1
  %1498 = icmp eq i64 %1497, %639
  br i1 %1498, label %1499, label %1487, !llvm.loop !30

1499:                                             ; preds = %1487, %1483
  %1500 = phi double [ %1484, %1483 ], [ %1495, %1487 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %17) #14
  %1501 = fsub double %1341, %1500
  %1502 = fmul double %1176, 2.000000e+00
  %1503 = fdiv double %1501, %1502
  %1504 = add nuw nsw i64 %1164, %1170
  %1505 = getelementptr inbounds [3 x [7 x double]], ptr %57, i64 0, i64 %1161, i64 %1170
  %1506 = load double, ptr %1505, align 8, !tbaa !9
  %1507 = call double @llvm.fabs.f64(double %1503)
  %1508 = fcmp ogt double %1507, 1.000000e+00
  %1509 = select i1 %1508, double %1507, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1506, ptr %16, align 8, !tbaa !9
  %1510 = load volatile double, ptr %16, align 8, !tbaa !9
  %1511 = call double @llvm.fabs.f64(double %1510)
  %1512 = fcmp ueq double %1511, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1512, label %1525, label %1513

1513:                                             ; preds = %1499
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1503, ptr %15, align 8, !tbaa !9
  %1514 = load volatile double, ptr %15, align 8, !tbaa !9
  %1515 = call double @llvm.fabs.f64(double %1514)
  %1516 = fcmp ueq double %1515, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1516, label %1525, label %1517

1517:                                             ; preds = %1513
  %1518 = fsub double %1506, %1503
  %1519 = call double @llvm.fabs.f64(double %1518)
  %1520 = fmul double %1509, 0x3EB0C6F7A0B5ED8D
  %1521 = fcmp ugt double %1519, %1520
  br i1 %1521, label %1525, label %1522

1522:                                             ; preds = %1517
  %1523 = trunc nuw i64 %1504 to i32
  %1524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %1523, double noundef %1506, double noundef %1503, ptr noundef nonnull @.str.18)
  br label %1530

1525:                                             ; preds = %1517, %1513, %1499
  %1526 = trunc nuw i64 %1504 to i32
  %1527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %1526, double noundef %1506, double noundef %1503, ptr noundef nonnull @.str.19)
  %1528 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1529 = add nsw i32 %1528, 1
  store i32 %1529, ptr @n_fail, align 4, !tbaa !11
  br label %1530

1530:                                             ; preds = %1522, %1525
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %64) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %65) #14
  %1531 = getelementptr inbounds [7 x double], ptr %56, i64 0, i64 %1170
  %1532 = load double, ptr %1531, align 8, !tbaa !9
  %1533 = call double @llvm.fabs.f64(double %1532)
  %1534 = fcmp ogt double %1533, 1.000000e+00
  %1535 = select i1 %1534, double %1533, double 1.000000e+00
  %1536 = fmul double %1535, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %64, ptr noundef nonnull align 16 dereferenceable(56) %56, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %65, ptr noundef nonnull align 16 dereferenceable(56) %56, i64 56, i1 false)
  %1537 = getelementptr inbounds [7 x double], ptr %64, i64 0, i64 %1170
  %1538 = load double, ptr %1537, align 8, !tbaa !9
  %1539 = fadd double %1538, %1536
  store double %1539, ptr %1537, align 8, !tbaa !9
  %1540 = getelementptr inbounds [7 x double], ptr %65, i64 0, i64 %1170
  %1541 = load double, ptr %1540, align 8, !tbaa !9
  %1542 = fsub double %1541, %1536
  store double %1542, ptr %1540, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %13, ptr noundef nonnull readonly align 16 dereferenceable(56) %47, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %14, ptr noundef nonnull readonly align 16 dereferenceable(56) %64, i64 56, i1 false)
  %1543 = load i32, ptr @calls, align 4, !tbaa !11
  %1544 = add nsw i32 %1543, 1
  store i32 %1544, ptr @calls, align 4, !tbaa !11
  %1545 = load double, ptr %13, align 16, !tbaa !9
  br i1 %644, label %1641, label %1618

1546:                                             ; preds = %1653, %1546
  %1547 = phi double [ %1565, %1546 ], [ %1545, %1653 ]
  %1548 = phi i64 [ %1566, %1546 ], [ 1, %1653 ]
  %1549 = phi i64 [ %1567, %1546 ], [ 0, %1653 ]
  %1550 = getelementptr inbounds double, ptr %13, i64 %1548
  %1551 = load double, ptr %1550, align 8, !tbaa !9
  %1552 = getelementptr double, ptr %1125, i64 %1548
  %1553 = load double, ptr %1552, align 8, !tbaa !9
  %1554 = call double @cos(double noundef %1553) #14
  %1555 = fmul double %1547, 1.000000e-01
  %1556 = fmul double %1547, %1555
  %1557 = call double @llvm.fmuladd.f64(double %1551, double %1554, double %1556)
  store double %1557, ptr %1550, align 8, !tbaa !9
  %1558 = getelementptr inbounds double, ptr %225, i64 %1548
  %1559 = load double, ptr %1558, align 8, !tbaa !9
  %1560 = getelementptr double, ptr %1124, i64 %1548
  %1561 = load double, ptr %1560, align 8, !tbaa !9
  %1562 = call double @cos(double noundef %1561) #14
  %1563 = fmul double %1557, 1.000000e-01
  %1564 = fmul double %1557, %1563
  %1565 = call double @llvm.fmuladd.f64(double %1559, double %1562, double %1564)
  store double %1565, ptr %1558, align 8, !tbaa !9
  %1566 = add nuw nsw i64 %1548, 2
  %1567 = add i64 %1549, 2
  %1568 = icmp eq i64 %1567, %649
  br i1 %1568, label %1569, label %1546, !llvm.loop !22

1569:                                             ; preds = %1546, %1653
  %1570 = phi double [ %1545, %1653 ], [ %1565, %1546 ]
  %1571 = phi i64 [ 1, %1653 ], [ %1566, %1546 ]
  br i1 %650, label %1581, label %1572

1572:                                             ; preds = %1569
  %1573 = getelementptr inbounds double, ptr %13, i64 %1571
  %1574 = load double, ptr %1573, align 8, !tbaa !9
  %1575 = getelementptr double, ptr %1125, i64 %1571
  %1576 = load double, ptr %1575, align 8, !tbaa !9
  %1577 = call double @cos(double noundef %1576) #14
  %1578 = fmul double %1570, 1.000000e-01
  %1579 = fmul double %1570, %1578
  %1580 = call double @llvm.fmuladd.f64(double %1574, double %1577, double %1579)
  store double %1580, ptr %1573, align 8, !tbaa !9
  br label %1581

1581:                                             ; preds = %1569, %1572
  br i1 %652, label %1605, label %1582

1582:                                             ; preds = %1581, %1582
  %1583 = phi double [ %1601, %1582 ], [ %1545, %1581 ]
  %1584 = phi i64 [ %1602, %1582 ], [ 1, %1581 ]
  %1585 = phi i64 [ %1603, %1582 ], [ 0, %1581 ]
  %1586 = getelementptr inbounds double, ptr %13, i64 %1584
  %1587 = load double, ptr %1586, align 8, !tbaa !9
  %1588 = getelementptr double, ptr %1125, i64 %1584
  %1589 = load double, ptr %1588, align 8, !tbaa !9
  %1590 = call double @cos(double noundef %1589) #14
  %1591 = fmul double %1583, 1.000000e-01
  %1592 = fmul double %1583, %1591
  %1593 = call double @llvm.fmuladd.f64(double %1587, double %1590, double %1592)
  store double %1593, ptr %1586, align 8, !tbaa !9
  %1594 = getelementptr inbounds double, ptr %226, i64 %1584
  %1595 = load double, ptr %1594, align 8, !tbaa !9
  %1596 = getelementptr double, ptr %1124, i64 %1584
  %1597 = load double, ptr %1596, align 8, !tbaa !9
  %1598 = call double @cos(double noundef %1597) #14
  %1599 = fmul double %1593, 1.000000e-01
  %1600 = fmul double %1593, %1599
  %1601 = call double @llvm.fmuladd.f64(double %1595, double %1598, double %1600)
  store double %1601, ptr %1594, align 8, !tbaa !9
  %1602 = add nuw nsw i64 %1584, 2
  %1603 = add i64 %1585, 2
  %1604 = icmp eq i64 %1603, %653
  br i1 %1604, label %1605, label %1582, !llvm.loop !22

1605:                                             ; preds = %1582, %1581
  %1606 = phi double [ %1545, %1581 ], [ %1601, %1582 ]
  %1607 = phi i64 [ 1, %1581 ], [ %1602, %1582 ]
  br i1 %654, label %1617, label %1608

1608:                                             ; preds = %1605
  %1609 = getelementptr inbounds double, ptr %13, i64 %1607
  %1610 = load double, ptr %1609, align 8, !tbaa !9
  %1611 = getelementptr double, ptr %1125, i64 %1607
  %1612 = load double, ptr %1611, align 8, !tbaa !9
  %1613 = call double @cos(double noundef %1612) #14
  %1614 = fmul double %1606, 1.000000e-01
  %1615 = fmul double %1606, %1614
  %1616 = call double @llvm.fmuladd.f64(double %1610, double %1613, double %1615)
  store double %1616, ptr %1609, align 8, !tbaa !9
  br label %1617

1617:                                             ; preds = %1605, %1608
  br i1 %656, label %1684, label %1654

1618:                                             ; preds = %1530, %1618
  %1619 = phi double [ %1637, %1618 ], [ %1545, %1530 ]
  %1620 = phi i64 [ %1638, %1618 ], [ 1, %1530 ]
  %1621 = phi i64 [ %1639, %1618 ], [ 0, %1530 ]
  %1622 = getelementptr inbounds double, ptr %13, i64 %1620
  %1623 = load double, ptr %1622, align 8, !tbaa !9
  %1624 = getelementptr double, ptr %1125, i64 %1620
  %1625 = load double, ptr %1624, align 8, !tbaa !9
  %1626 = call double @cos(double noundef %1625) #14
  %1627 = fmul double %1619, 1.000000e-01
  %1628 = fmul double %1619, %1627
  %1629 = call double @llvm.fmuladd.f64(double %1623, double %1626, double %1628)
  store double %1629, ptr %1622, align 8, !tbaa !9
  %1630 = getelementptr inbounds double, ptr %224, i64 %1620
  %1631 = load double, ptr %1630, align 8, !tbaa !9
  %1632 = getelementptr double, ptr %1124, i64 %1620
  %1633 = load double, ptr %1632, align 8, !tbaa !9
  %1634 = call double @cos(double noundef %1633) #14
  %1635 = fmul double %1629, 1.000000e-01
  %1636 = fmul double %1629, %1635
  %1637 = call double @llvm.fmuladd.f64(double %1631, double %1634, double %1636)
  store double %1637, ptr %1630, align 8, !tbaa !9
  %1638 = add nuw nsw i64 %1620, 2
  %1639 = add i64 %1621, 2
  %1640 = icmp eq i64 %1639, %645
  br i1 %1640, label %1641, label %1618, !llvm.loop !22

1641:                                             ; preds = %1618, %1530
  %1642 = phi double [ %1545, %1530 ], [ %1637, %1618 ]
  %1643 = phi i64 [ 1, %1530 ], [ %1638, %1618 ]
  br i1 %646, label %1653, label %1644

1644:                                             ; preds = %1641
  %1645 = getelementptr inbounds double, ptr %13, i64 %1643
  %1646 = load double, ptr %1645, align 8, !tbaa !9
  %1647 = getelementptr double, ptr %1125, i64 %1643
  %1648 = load double, ptr %1647, align 8, !tbaa !9
  %1649 = call double @cos(double noundef %1648) #14
  %1650 = fmul double %1642, 1.000000e-01
  %1651 = fmul double %1642, %1650
  %1652 = call double @llvm.fmuladd.f64(double %1646, double %1649, double %1651)
  store double %1652, ptr %1645, align 8, !tbaa !9
  br label %1653

1653:                                             ; preds = %1641, %1644
  br i1 %648, label %1569, label %1546

1654:                                             ; preds = %1617, %1654
  %1655 = phi i64 [ %1681, %1654 ], [ 0, %1617 ]
  %1656 = phi double [ %1680, %1654 ], [ 0.000000e+00, %1617 ]
  %1657 = phi i64 [ %1682, %1654 ], [ 0, %1617 ]
  %1658 = getelementptr inbounds double, ptr %1162, i64 %1655
  %1659 = load double, ptr %1658, align 8, !tbaa !9
  %1660 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %1655
  %1661 = load double, ptr %1660, align 16, !tbaa !9
  %1662 = call double @llvm.fmuladd.f64(double %1659, double %1661, double %1656)
  %1663 = or disjoint i64 %1655, 1
  %1664 = getelementptr inbounds double, ptr %1162, i64 %1663
  %1665 = load double, ptr %1664, align 8, !tbaa !9
  %1666 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %1663
  %1667 = load double, ptr %1666, align 8, !tbaa !9
  %1668 = call double @llvm.fmuladd.f64(double %1665, double %1667, double %1662)
  %1669 = or disjoint i64 %1655, 2
  %1670 = getelementptr inbounds double, ptr %1162, i64 %1669
  %1671 = load double, ptr %1670, align 8, !tbaa !9
  %1672 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %1669
  %1673 = load double, ptr %1672, align 16, !tbaa !9
  %1674 = call double @llvm.fmuladd.f64(double %1671, double %1673, double %1668)
  %1675 = or disjoint i64 %1655, 3
  %1676 = getelementptr inbounds double, ptr %1162, i64 %1675
  %1677 = load double, ptr %1676, align 8, !tbaa !9
  %1678 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %1675
  %1679 = load double, ptr %1678, align 8, !tbaa !9
  %1680 = call double @llvm.fmuladd.f64(double %1677, double %1679, double %1674)
  %1681 = add nuw nsw i64 %1655, 4
  %1682 = add i64 %1657, 4
  %1683 = icmp eq i64 %1682, %657
  br i1 %1683, label %1684, label %1654, !llvm.loop !27

1684:                                             ; preds = %1654, %1617
  %1685 = phi double [ poison, %1617 ], [ %1680, %1654 ]
  %1686 = phi i64 [ 0, %1617 ], [ %1681, %1654 ]
  %1687 = phi double [ 0.000000e+00, %1617 ], [ %1680, %1654 ]
  br i1 %658, label %1700, label %1688

1688:                                             ; preds = %1684, %1688
  %1689 = phi i64 [ %1697, %1688 ], [ %1686, %1684 ]
  %1690 = phi double [ %1696, %1688 ], [ %1687, %1684 ]
  %1691 = phi i64 [ %1698, %1688 ], [ 0, %1684 ]
  %1692 = getelementptr inbounds double, ptr %1162, i64 %1689
  %1693 = load double, ptr %1692, align 8, !tbaa !9
  %1694 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %1689
  %1695 = load double, ptr %1694, align 8, !tbaa !9
  %1696 = call double @llvm.fmuladd.f64(double %1693, double %1695, double %1690)
  %1697 = add nuw nsw i64 %1689, 1
  %1698 = add i64 %1691, 1
  %1699 = icmp eq i64 %1698, %655
  br i1 %1699, label %1700, label %1688, !llvm.loop !31

1700:                                             ; preds = %1688, %1684
  %1701 = phi double [ %1685, %1684 ], [ %1696, %1688 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %12) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %11, ptr noundef nonnull readonly align 16 dereferenceable(56) %47, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %12, ptr noundef nonnull readonly align 16 dereferenceable(56) %65, i64 56, i1 false)
  %1702 = load i32, ptr @calls, align 4, !tbaa !11
  %1703 = add nsw i32 %1702, 1
  store i32 %1703, ptr @calls, align 4, !tbaa !11
  %1704 = load double, ptr %11, align 16, !tbaa !9
  br i1 %660, label %1800, label %1777

1705:                                             ; preds = %1812, %1705
  %1706 = phi double [ %1724, %1705 ], [ %1704, %1812 ]
  %1707 = phi i64 [ %1725, %1705 ], [ 1, %1812 ]
  %1708 = phi i64 [ %1726, %1705 ], [ 0, %1812 ]
  %1709 = getelementptr inbounds double, ptr %11, i64 %1707
  %1710 = load double, ptr %1709, align 8, !tbaa !9
  %1711 = getelementptr double, ptr %1127, i64 %1707
  %1712 = load double, ptr %1711, align 8, !tbaa !9
  %1713 = call double @cos(double noundef %1712) #14
  %1714 = fmul double %1706, 1.000000e-01
  %1715 = fmul double %1706, %1714
  %1716 = call double @llvm.fmuladd.f64(double %1710, double %1713, double %1715)
  store double %1716, ptr %1709, align 8, !tbaa !9
  %1717 = getelementptr inbounds double, ptr %228, i64 %1707
  %1718 = load double, ptr %1717, align 8, !tbaa !9
  %1719 = getelementptr double, ptr %1126, i64 %1707
  %1720 = load double, ptr %1719, align 8, !tbaa !9
  %1721 = call double @cos(double noundef %1720) #14
  %1722 = fmul double %1716, 1.000000e-01
  %1723 = fmul double %1716, %1722
  %1724 = call double @llvm.fmuladd.f64(double %1718, double %1721, double %1723)
  store double %1724, ptr %1717, align 8, !tbaa !9
  %1725 = add nuw nsw i64 %1707, 2
  %1726 = add i64 %1708, 2
  %1727 = icmp eq i64 %1726, %665
  br i1 %1727, label %1728, label %1705, !llvm.loop !22

1728:                                             ; preds = %1705, %1812
  %1729 = phi double [ %1704, %1812 ], [ %1724, %1705 ]
  %1730 = phi i64 [ 1, %1812 ], [ %1725, %1705 ]
  br i1 %666, label %1740, label %1731

1731:                                             ; preds = %1728
  %1732 = getelementptr inbounds double, ptr %11, i64 %1730
  %1733 = load double, ptr %1732, align 8, !tbaa !9
  %1734 = getelementptr double, ptr %1127, i64 %1730
  %1735 = load double, ptr %1734, align 8, !tbaa !9
  %1736 = call double @cos(double noundef %1735) #14
  %1737 = fmul double %1729, 1.000000e-01
  %1738 = fmul double %1729, %1737
  %1739 = call double @llvm.fmuladd.f64(double %1733, double %1736, double %1738)
  store double %1739, ptr %1732, align 8, !tbaa !9
  br label %1740

1740:                                             ; preds = %1728, %1731
  br i1 %668, label %1764, label %1741

1741:                                             ; preds = %1740, %1741
  %1742 = phi double [ %1760, %1741 ], [ %1704, %1740 ]
  %1743 = phi i64 [ %1761, %1741 ], [ 1, %1740 ]
  %1744 = phi i64 [ %1762, %1741 ], [ 0, %1740 ]
  %1745 = getelementptr inbounds double, ptr %11, i64 %1743
  %1746 = load double, ptr %1745, align 8, !tbaa !9
  %1747 = getelementptr double, ptr %1127, i64 %1743
  %1748 = load double, ptr %1747, align 8, !tbaa !9
  %1749 = call double @cos(double noundef %1748) #14
  %1750 = fmul double %1742, 1.000000e-01
  %1751 = fmul double %1742, %1750
  %1752 = call double @llvm.fmuladd.f64(double %1746, double %1749, double %1751)
  store double %1752, ptr %1745, align 8, !tbaa !9
  %1753 = getelementptr inbounds double, ptr %229, i64 %1743
  %1754 = load double, ptr %1753, align 8, !tbaa !9
  %1755 = getelementptr double, ptr %1126, i64 %1743
  %1756 = load double, ptr %1755, align 8, !tbaa !9
  %1757 = call double @cos(double noundef %1756) #14
  %1758 = fmul double %1752, 1.000000e-01
  %1759 = fmul double %1752, %1758
  %1760 = call double @llvm.fmuladd.f64(double %1754, double %1757, double %1759)
  store double %1760, ptr %1753, align 8, !tbaa !9
  %1761 = add nuw nsw i64 %1743, 2
  %1762 = add i64 %1744, 2
  %1763 = icmp eq i64 %1762, %669
  br i1 %1763, label %1764, label %1741, !llvm.loop !22

1764:                                             ; preds = %1741, %1740
  %1765 = phi double [ %1704, %1740 ], [ %1760, %1741 ]
  %1766 = phi i64 [ 1, %1740 ], [ %1761, %1741 ]
  br i1 %670, label %1776, label %1767

1767:                                             ; preds = %1764
  %1768 = getelementptr inbounds double, ptr %11, i64 %1766
  %1769 = load double, ptr %1768, align 8, !tbaa !9
  %1770 = getelementptr double, ptr %1127, i64 %1766
  %1771 = load double, ptr %1770, align 8, !tbaa !9
  %1772 = call double @cos(double noundef %1771) #14
  %1773 = fmul double %1765, 1.000000e-01
  %1774 = fmul double %1765, %1773
  %1775 = call double @llvm.fmuladd.f64(double %1769, double %1772, double %1774)
  store double %1775, ptr %1768, align 8, !tbaa !9
  br label %1776

1776:                                             ; preds = %1764, %1767
  br i1 %672, label %1843, label %1813

1777:                                             ; preds = %1700, %1777
  %1778 = phi double [ %1796, %1777 ], [ %1704, %1700 ]
  %1779 = phi i64 [ %1797, %1777 ], [ 1, %1700 ]
  %1780 = phi i64 [ %1798, %1777 ], [ 0, %1700 ]
  %1781 = getelementptr inbounds double, ptr %11, i64 %1779
  %1782 = load double, ptr %1781, align 8, !tbaa !9
  %1783 = getelementptr double, ptr %1127, i64 %1779
  %1784 = load double, ptr %1783, align 8, !tbaa !9
  %1785 = call double @cos(double noundef %1784) #14
  %1786 = fmul double %1778, 1.000000e-01
  %1787 = fmul double %1778, %1786
  %1788 = call double @llvm.fmuladd.f64(double %1782, double %1785, double %1787)
  store double %1788, ptr %1781, align 8, !tbaa !9
  %1789 = getelementptr inbounds double, ptr %227, i64 %1779
  %1790 = load double, ptr %1789, align 8, !tbaa !9
  %1791 = getelementptr double, ptr %1126, i64 %1779
  %1792 = load double, ptr %1791, align 8, !tbaa !9
  %1793 = call double @cos(double noundef %1792) #14
  %1794 = fmul double %1788, 1.000000e-01
  %1795 = fmul double %1788, %1794
  %1796 = call double @llvm.fmuladd.f64(double %1790, double %1793, double %1795)
  store double %1796, ptr %1789, align 8, !tbaa !9
  %1797 = add nuw nsw i64 %1779, 2
  %1798 = add i64 %1780, 2
  %1799 = icmp eq i64 %1798, %661
  br i1 %1799, label %1800, label %1777, !llvm.loop !22

1800:                                             ; preds = %1777, %1700
  %1801 = phi double [ %1704, %1700 ], [ %1796, %1777 ]
  %1802 = phi i64 [ 1, %1700 ], [ %1797, %1777 ]
  br i1 %662, label %1812, label %1803

1803:                                             ; preds = %1800
  %1804 = getelementptr inbounds double, ptr %11, i64 %1802
  %1805 = load double, ptr %1804, align 8, !tbaa !9
  %1806 = getelementptr double, ptr %1127, i64 %1802
  %1807 = load double, ptr %1806, align 8, !tbaa !9
  %1808 = call double @cos(double noundef %1807) #14
  %1809 = fmul double %1801, 1.000000e-01
  %1810 = fmul double %1801, %1809
  %1811 = call double @llvm.fmuladd.f64(double %1805, double %1808, double %1810)
  store double %1811, ptr %1804, align 8, !tbaa !9
  br label %1812

1812:                                             ; preds = %1800, %1803
  br i1 %664, label %1728, label %1705

1813:                                             ; preds = %1776, %1813
  %1814 = phi i64 [ %1840, %1813 ], [ 0, %1776 ]
  %1815 = phi double [ %1839, %1813 ], [ 0.000000e+00, %1776 ]
  %1816 = phi i64 [ %1841, %1813 ], [ 0, %1776 ]
  %1817 = getelementptr inbounds double, ptr %1162, i64 %1814
  %1818 = load double, ptr %1817, align 8, !tbaa !9
  %1819 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %1814
  %1820 = load double, ptr %1819, align 16, !tbaa !9
  %1821 = call double @llvm.fmuladd.f64(double %1818, double %1820, double %1815)
  %1822 = or disjoint i64 %1814, 1
  %1823 = getelementptr inbounds double, ptr %1162, i64 %1822
  %1824 = load double, ptr %1823, align 8, !tbaa !9
  %1825 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %1822
  %1826 = load double, ptr %1825, align 8, !tbaa !9
  %1827 = call double @llvm.fmuladd.f64(double %1824, double %1826, double %1821)
  %1828 = or disjoint i64 %1814, 2
  %1829 = getelementptr inbounds double, ptr %1162, i64 %1828
  %1830 = load double, ptr %1829, align 8, !tbaa !9
  %1831 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %1828
  %1832 = load double, ptr %1831, align 16, !tbaa !9
  %1833 = call double @llvm.fmuladd.f64(double %1830, double %1832, double %1827)
  %1834 = or disjoint i64 %1814, 3
  %1835 = getelementptr inbounds double, ptr %1162, i64 %1834
  %1836 = load double, ptr %1835, align 8, !tbaa !9
  %1837 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %1834
  %1838 = load double, ptr %1837, align 8, !tbaa !9
  %1839 = call double @llvm.fmuladd.f64(double %1836, double %1838, double %1833)
  %1840 = add nuw nsw i64 %1814, 4
  %1841 = add i64 %1816, 4
  %1842 = icmp eq i64 %1841, %673
  br i1 %1842, label %1843, label %1813, !llvm.loop !27

1843:                                             ; preds = %1813, %1776
  %1844 = phi double [ poison, %1776 ], [ %1839, %1813 ]
  %1845 = phi i64 [ 0, %1776 ], [ %1840, %1813 ]
  %1846 = phi double [ 0.000000e+00, %1776 ], [ %1839, %1813 ]
  br i1 %674, label %1859, label %1847

1847:                                             ; preds = %1843, %1847
  %1848 = phi i64 [ %1856, %1847 ], [ %1845, %1843 ]
  %1849 = phi double [ %1855, %1847 ], [ %1846, %1843 ]
  %1850 = phi i64 [ %1857, %1847 ], [ 0, %1843 ]
  %1851 = getelementptr inbounds double, ptr %1162, i64 %1848
  %1852 = load double, ptr %1851, align 8, !tbaa !9
  %1853 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %1848
  %1854 = load double, ptr %1853, align 8, !tbaa !9
  %1855 = call double @llvm.fmuladd.f64(double %1852, double %1854, double %1849)
  %1856 = add nuw nsw i64 %1848, 1
  %1857 = add i64 %1850, 1
  %1858 = icmp eq i64 %1857, %671
  br i1 %1858, label %1859, label %1847, !llvm.loop !32

1859:                                             ; preds = %1847, %1843
  %1860 = phi double [ %1844, %1843 ], [ %1855, %1847 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #14
  %1861 = fsub double %1701, %1860
  %1862 = fmul double %1536, 2.000000e+00
  %1863 = fdiv double %1861, %1862
  %1864 = getelementptr inbounds [3 x [7 x double]], ptr %58, i64 0, i64 %1161, i64 %1170
  %1865 = load double, ptr %1864, align 8, !tbaa !9
  %1866 = call double @llvm.fabs.f64(double %1863)
  %1867 = fcmp ogt double %1866, 1.000000e+00
  %1868 = select i1 %1867, double %1866, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1865, ptr %10, align 8, !tbaa !9
  %1869 = load volatile double, ptr %10, align 8, !tbaa !9
  %1870 = call double @llvm.fabs.f64(double %1869)
  %1871 = fcmp ueq double %1870, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1871, label %1884, label %1872

1872:                                             ; preds = %1859
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1863, ptr %9, align 8, !tbaa !9
  %1873 = load volatile double, ptr %9, align 8, !tbaa !9
  %1874 = call double @llvm.fabs.f64(double %1873)
  %1875 = fcmp ueq double %1874, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1875, label %1884, label %1876

1876:                                             ; preds = %1872
  %1877 = fsub double %1865, %1863
  %1878 = call double @llvm.fabs.f64(double %1877)
  %1879 = fmul double %1868, 0x3EB0C6F7A0B5ED8D
  %1880 = fcmp ugt double %1878, %1879
  br i1 %1880, label %1884, label %1881

1881:                                             ; preds = %1876
  %1882 = trunc nuw i64 %1504 to i32
  %1883 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1882, double noundef %1865, double noundef %1863, ptr noundef nonnull @.str.18)
  br label %1889

1884:                                             ; preds = %1876, %1872, %1859
  %1885 = trunc nuw i64 %1504 to i32
  %1886 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1885, double noundef %1865, double noundef %1863, ptr noundef nonnull @.str.19)
  %1887 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1888 = add nsw i32 %1887, 1
  store i32 %1888, ptr @n_fail, align 4, !tbaa !11
  br label %1889

1889:                                             ; preds = %1881, %1884
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %65) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %64) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %63) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %62) #14
  %1890 = add nuw nsw i64 %1170, 1
  %1891 = icmp eq i64 %1890, %593
  br i1 %1891, label %1166, label %1169, !llvm.loop !33

1892:                                             ; preds = %1966, %1969
  %1893 = zext nneg i32 %266 to i64
  br label %1975

1894:                                             ; preds = %876
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %855, ptr %7, align 8, !tbaa !9
  %1895 = load volatile double, ptr %7, align 8, !tbaa !9
  %1896 = call double @llvm.fabs.f64(double %1895)
  %1897 = fcmp ueq double %1896, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1897, label %1905, label %1898

1898:                                             ; preds = %1894
  %1899 = fsub double %890, %855
  %1900 = call double @llvm.fabs.f64(double %1899)
  %1901 = fcmp ugt double %1900, %885
  br i1 %1901, label %1905, label %1902

1902:                                             ; preds = %1898
  %1903 = trunc nuw nsw i64 %881 to i32
  %1904 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %1903, double noundef %890, double noundef %855, ptr noundef nonnull @.str.18)
  br label %1910

1905:                                             ; preds = %1898, %1894, %876
  %1906 = trunc nuw nsw i64 %881 to i32
  %1907 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %1906, double noundef %890, double noundef %855, ptr noundef nonnull @.str.19)
  %1908 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1909 = add nsw i32 %1908, 1
  store i32 %1909, ptr @n_fail, align 4, !tbaa !11
  br label %1910

1910:                                             ; preds = %1902, %1905
  %1911 = load double, ptr %202, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1911, ptr %6, align 8, !tbaa !9
  %1912 = load volatile double, ptr %6, align 8, !tbaa !9
  %1913 = call double @llvm.fabs.f64(double %1912)
  %1914 = fcmp ueq double %1913, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1914, label %1926, label %1915

1915:                                             ; preds = %1910
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %880, ptr %5, align 8, !tbaa !9
  %1916 = load volatile double, ptr %5, align 8, !tbaa !9
  %1917 = call double @llvm.fabs.f64(double %1916)
  %1918 = fcmp ueq double %1917, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1918, label %1926, label %1919

1919:                                             ; preds = %1915
  %1920 = fsub double %1911, %880
  %1921 = call double @llvm.fabs.f64(double %1920)
  %1922 = fcmp ugt double %1921, %889
  br i1 %1922, label %1926, label %1923

1923:                                             ; preds = %1919
  %1924 = trunc nuw nsw i64 %881 to i32
  %1925 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1924, double noundef %1911, double noundef %880, ptr noundef nonnull @.str.18)
  br label %1931

1926:                                             ; preds = %1919, %1915, %1910
  %1927 = trunc nuw nsw i64 %881 to i32
  %1928 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1927, double noundef %1911, double noundef %880, ptr noundef nonnull @.str.19)
  %1929 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1930 = add nsw i32 %1929, 1
  store i32 %1930, ptr @n_fail, align 4, !tbaa !11
  br label %1931

1931:                                             ; preds = %1923, %1926
  %1932 = or disjoint i64 %881, 1
  %1933 = load double, ptr %212, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1933, ptr %8, align 8, !tbaa !9
  %1934 = load volatile double, ptr %8, align 8, !tbaa !9
  %1935 = call double @llvm.fabs.f64(double %1934)
  %1936 = fcmp ueq double %1935, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1936, label %1948, label %1937

1937:                                             ; preds = %1931
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %855, ptr %7, align 8, !tbaa !9
  %1938 = load volatile double, ptr %7, align 8, !tbaa !9
  %1939 = call double @llvm.fabs.f64(double %1938)
  %1940 = fcmp ueq double %1939, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1940, label %1948, label %1941

1941:                                             ; preds = %1937
  %1942 = fsub double %1933, %855
  %1943 = call double @llvm.fabs.f64(double %1942)
  %1944 = fcmp ugt double %1943, %885
  br i1 %1944, label %1948, label %1945

1945:                                             ; preds = %1941
  %1946 = trunc nuw nsw i64 %1932 to i32
  %1947 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %1946, double noundef %1933, double noundef %855, ptr noundef nonnull @.str.18)
  br label %1953

1948:                                             ; preds = %1941, %1937, %1931
  %1949 = trunc nuw nsw i64 %1932 to i32
  %1950 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %1949, double noundef %1933, double noundef %855, ptr noundef nonnull @.str.19)
  %1951 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1952 = add nsw i32 %1951, 1
  store i32 %1952, ptr @n_fail, align 4, !tbaa !11
  br label %1953

1953:                                             ; preds = %1948, %1945
  %1954 = load double, ptr %213, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1954, ptr %6, align 8, !tbaa !9
  %1955 = load volatile double, ptr %6, align 8, !tbaa !9
  %1956 = call double @llvm.fabs.f64(double %1955)
  %1957 = fcmp ueq double %1956, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1957, label %1969, label %1958

1958:                                             ; preds = %1953
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %880, ptr %5, align 8, !tbaa !9
  %1959 = load volatile double, ptr %5, align 8, !tbaa !9
  %1960 = call double @llvm.fabs.f64(double %1959)
  %1961 = fcmp ueq double %1960, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1961, label %1969, label %1962

1962:                                             ; preds = %1958
  %1963 = fsub double %1954, %880
  %1964 = call double @llvm.fabs.f64(double %1963)
  %1965 = fcmp ugt double %1964, %889
  br i1 %1965, label %1969, label %1966

1966:                                             ; preds = %1962
  %1967 = trunc nuw nsw i64 %1932 to i32
  %1968 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1967, double noundef %1954, double noundef %880, ptr noundef nonnull @.str.18)
  br label %1892

1969:                                             ; preds = %1962, %1958, %1953
  %1970 = trunc nuw nsw i64 %1932 to i32
  %1971 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1970, double noundef %1954, double noundef %880, ptr noundef nonnull @.str.19)
  %1972 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1973 = add nsw i32 %1972, 1
  store i32 %1973, ptr @n_fail, align 4, !tbaa !11
  br label %1892

1974:                                             ; preds = %2083
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %68) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %67) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %66) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %52) #14
  br i1 %237, label %236, label %230, !llvm.loop !34

1975:                                             ; preds = %1892, %2083
  %1976 = phi i64 [ 0, %1892 ], [ %2084, %2083 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %69) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %70) #14
  %1977 = getelementptr inbounds [7 x double], ptr %47, i64 0, i64 %1976
  %1978 = load double, ptr %1977, align 8, !tbaa !9
  %1979 = call double @llvm.fabs.f64(double %1978)
  %1980 = fcmp ogt double %1979, 1.000000e+00
  %1981 = select i1 %1980, double %1979, double 1.000000e+00
  %1982 = fmul double %1981, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %69, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %70, ptr noundef nonnull align 16 dereferenceable(56) %47, i64 56, i1 false)
  %1983 = getelementptr inbounds [7 x double], ptr %69, i64 0, i64 %1976
  %1984 = load double, ptr %1983, align 8, !tbaa !9
  %1985 = fadd double %1984, %1982
  store double %1985, ptr %1983, align 8, !tbaa !9
  %1986 = getelementptr inbounds [7 x double], ptr %70, i64 0, i64 %1976
  %1987 = load double, ptr %1986, align 8, !tbaa !9
  %1988 = fsub double %1987, %1982
  store double %1988, ptr %1986, align 8, !tbaa !9
  %1989 = load i32, ptr @calls, align 4, !tbaa !11
  %1990 = add nsw i32 %1989, 1
  store i32 %1990, ptr @calls, align 4, !tbaa !11
  br label %1991

1991:                                             ; preds = %1991, %1975
  %1992 = phi i64 [ 0, %1975 ], [ %2006, %1991 ]
  %1993 = phi double [ 0.000000e+00, %1975 ], [ %2005, %1991 ]
  %1994 = getelementptr inbounds double, ptr %69, i64 %1992
  %1995 = load double, ptr %1994, align 8, !tbaa !9
  %1996 = fmul double %1995, %1995
  %1997 = call double @llvm.fmuladd.f64(double %1996, double 0x3FE6666666666666, double 1.000000e+00)
  %1998 = call double @log(double noundef %1997) #14
  %1999 = trunc nuw nsw i64 %1992 to i32
  %2000 = uitofp nneg i32 %1999 to double
  %2001 = fmul double %2000, -4.000000e-01
  %2002 = call double @cos(double noundef %2001) #14
  %2003 = fmul double %1995, 0xBFD1EB851EB851EB
  %2004 = call double @llvm.fmuladd.f64(double %1998, double %2002, double %2003)
  %2005 = fadd double %1993, %2004
  %2006 = add nuw nsw i64 %1992, 1
  %2007 = icmp eq i64 %2006, %591
  br i1 %2007, label %2008, label %1991, !llvm.loop !21

2008:                                             ; preds = %1991
  %2009 = load i32, ptr @calls, align 4, !tbaa !11
  %2010 = add nsw i32 %2009, 1
  store i32 %2010, ptr @calls, align 4, !tbaa !11
  br label %2011

2011:                                             ; preds = %2011, %2008
  %2012 = phi i64 [ 0, %2008 ], [ %2026, %2011 ]
  %2013 = phi double [ 0.000000e+00, %2008 ], [ %2025, %2011 ]
  %2014 = getelementptr inbounds double, ptr %70, i64 %2012
  %2015 = load double, ptr %2014, align 8, !tbaa !9
  %2016 = fmul double %2015, %2015
  %2017 = call double @llvm.fmuladd.f64(double %2016, double 0x3FE6666666666666, double 1.000000e+00)
  %2018 = call double @log(double noundef %2017) #14
  %2019 = trunc nuw nsw i64 %2012 to i32
  %2020 = uitofp nneg i32 %2019 to double
  %2021 = fmul double %2020, -4.000000e-01
  %2022 = call double @cos(double noundef %2021) #14
  %2023 = fmul double %2015, 0xBFD1EB851EB851EB
  %2024 = call double @llvm.fmuladd.f64(double %2018, double %2022, double %2023)
  %2025 = fadd double %2013, %2024
  %2026 = add nuw nsw i64 %2012, 1
  %2027 = icmp eq i64 %2026, %591
  br i1 %2027, label %2028, label %2011, !llvm.loop !21

2028:                                             ; preds = %2011
  %2029 = fmul double %2005, %2005
  %2030 = fmul double %2025, %2025
  %2031 = fsub double %2029, %2030
  %2032 = fmul double %1982, 2.000000e+00
  %2033 = fdiv double %2031, %2032
  %2034 = add nuw nsw i64 %1976, %881
  %2035 = getelementptr inbounds [7 x double], ptr %66, i64 0, i64 %1976
  %2036 = load double, ptr %2035, align 8, !tbaa !9
  %2037 = call double @llvm.fabs.f64(double %2033)
  %2038 = fcmp ogt double %2037, 1.000000e+00
  %2039 = select i1 %2038, double %2037, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %2036, ptr %4, align 8, !tbaa !9
  %2040 = load volatile double, ptr %4, align 8, !tbaa !9
  %2041 = call double @llvm.fabs.f64(double %2040)
  %2042 = fcmp ueq double %2041, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %2042, label %2055, label %2043

2043:                                             ; preds = %2028
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %2033, ptr %3, align 8, !tbaa !9
  %2044 = load volatile double, ptr %3, align 8, !tbaa !9
  %2045 = call double @llvm.fabs.f64(double %2044)
  %2046 = fcmp ueq double %2045, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %2046, label %2055, label %2047

2047:                                             ; preds = %2043
  %2048 = fsub double %2036, %2033
  %2049 = call double @llvm.fabs.f64(double %2048)
  %2050 = fmul double %2039, 0x3EB0C6F7A0B5ED8D
  %2051 = fcmp ugt double %2049, %2050
  br i1 %2051, label %2055, label %2052

2052:                                             ; preds = %2047
  %2053 = trunc nuw i64 %2034 to i32
  %2054 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %2053, double noundef %2036, double noundef %2033, ptr noundef nonnull @.str.18)
  br label %2060

2055:                                             ; preds = %2047, %2043, %2028
  %2056 = trunc nuw i64 %2034 to i32
  %2057 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %2056, double noundef %2036, double noundef %2033, ptr noundef nonnull @.str.19)
  %2058 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2059 = add nsw i32 %2058, 1
  store i32 %2059, ptr @n_fail, align 4, !tbaa !11
  br label %2060

2060:                                             ; preds = %2052, %2055
  %2061 = getelementptr inbounds [7 x double], ptr %67, i64 0, i64 %1976
  %2062 = load double, ptr %2061, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %2062, ptr %2, align 8, !tbaa !9
  %2063 = load volatile double, ptr %2, align 8, !tbaa !9
  %2064 = call double @llvm.fabs.f64(double %2063)
  %2065 = fcmp ueq double %2064, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %2065, label %2078, label %2066

2066:                                             ; preds = %2060
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %2033, ptr %1, align 8, !tbaa !9
  %2067 = load volatile double, ptr %1, align 8, !tbaa !9
  %2068 = call double @llvm.fabs.f64(double %2067)
  %2069 = fcmp ueq double %2068, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %2069, label %2078, label %2070

2070:                                             ; preds = %2066
  %2071 = fsub double %2062, %2033
  %2072 = call double @llvm.fabs.f64(double %2071)
  %2073 = fmul double %2039, 0x3EB0C6F7A0B5ED8D
  %2074 = fcmp ugt double %2072, %2073
  br i1 %2074, label %2078, label %2075

2075:                                             ; preds = %2070
  %2076 = trunc nuw i64 %2034 to i32
  %2077 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %2076, double noundef %2062, double noundef %2033, ptr noundef nonnull @.str.18)
  br label %2083

2078:                                             ; preds = %2070, %2066, %2060
  %2079 = trunc nuw i64 %2034 to i32
  %2080 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %2079, double noundef %2062, double noundef %2033, ptr noundef nonnull @.str.19)
  %2081 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2082 = add nsw i32 %2081, 1
  store i32 %2082, ptr @n_fail, align 4, !tbaa !11
  br label %2083

2083:                                             ; preds = %2075, %2078
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %70) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %69) #14
  %2084 = add nuw nsw i64 %1976, 1
  %2085 = icmp eq i64 %2084, %1893
  br i1 %2085, label %1974, label %1975, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = sext i32 %2 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #15
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
  %32 = tail call double @exp(double noundef %25) #14
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
  br i1 %44, label %13, label %22, !llvm.loop !36

45:                                               ; preds = %61, %13
  tail call void @free(ptr noundef %9) #14
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
  br i1 %70, label %45, label %46, !llvm.loop !37

71:                                               ; preds = %91, %59
  %72 = phi double [ poison, %59 ], [ %117, %91 ]
  %73 = phi i64 [ 0, %59 ], [ %118, %91 ]
  %74 = phi double [ %58, %59 ], [ %117, %91 ]
  br i1 %21, label %87, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds double, ptr %9, i64 %73
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %55, double %60)
  %79 = tail call double @sin(double noundef %78) #14
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
  br i1 %90, label %61, label %56, !llvm.loop !38

91:                                               ; preds = %59, %91
  %92 = phi i64 [ %118, %91 ], [ 0, %59 ]
  %93 = phi double [ %117, %91 ], [ %58, %59 ]
  %94 = phi i64 [ %119, %91 ], [ 0, %59 ]
  %95 = getelementptr inbounds double, ptr %9, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %55, double %60)
  %98 = tail call double @sin(double noundef %97) #14
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
  %110 = tail call double @sin(double noundef %109) #14
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
  br i1 %120, label %71, label %91, !llvm.loop !39
}

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
  br i1 %34, label %35, label %25, !llvm.loop !40

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
  br i1 %51, label %57, label %42, !llvm.loop !40

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
  br i1 %74, label %80, label %65, !llvm.loop !40

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
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #14
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
  br i1 %95, label %17, label %86, !llvm.loop !40
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #5 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = icmp eq i32 %3, 0
  %8 = select i1 %7, ptr %0, ptr %1
  %9 = icmp sgt i32 %2, 1
  br i1 %9, label %10, label %132

10:                                               ; preds = %4
  %11 = zext nneg i32 %2 to i64
  %12 = add nsw i64 %11, -1
  %13 = add nsw i64 %11, -2
  %14 = and i64 %12, 1
  %15 = icmp eq i64 %13, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %10
  %17 = and i64 %12, -2
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  br label %133

19:                                               ; preds = %133, %10
  %20 = phi i64 [ 1, %10 ], [ %157, %133 ]
  %21 = icmp eq i64 %14, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = add nsw i64 %20, -1
  %26 = getelementptr inbounds double, ptr %8, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @cos(double noundef %27) #14
  %29 = getelementptr inbounds double, ptr %0, i64 %25
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = fmul double %30, 1.000000e-01
  %32 = fmul double %30, %31
  %33 = tail call double @llvm.fmuladd.f64(double %24, double %28, double %32)
  store double %33, ptr %23, align 8, !tbaa !9
  br label %34

34:                                               ; preds = %19, %22
  br i1 %9, label %35, label %132

35:                                               ; preds = %34
  %36 = and i64 %12, 1
  %37 = icmp eq i64 %13, 0
  br i1 %37, label %68, label %38

38:                                               ; preds = %35
  %39 = and i64 %12, -2
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  br label %41

41:                                               ; preds = %41, %38
  %42 = phi i64 [ 1, %38 ], [ %65, %41 ]
  %43 = phi i64 [ 0, %38 ], [ %66, %41 ]
  %44 = getelementptr inbounds double, ptr %0, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = add nsw i64 %42, -1
  %47 = getelementptr inbounds double, ptr %8, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @cos(double noundef %48) #14
  %50 = getelementptr inbounds double, ptr %0, i64 %46
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fmul double %51, 1.000000e-01
  %53 = fmul double %51, %52
  %54 = tail call double @llvm.fmuladd.f64(double %45, double %49, double %53)
  store double %54, ptr %44, align 8, !tbaa !9
  %55 = getelementptr inbounds double, ptr %40, i64 %42
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds double, ptr %8, i64 %42
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = tail call double @cos(double noundef %58) #14
  %60 = getelementptr inbounds double, ptr %0, i64 %42
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, 1.000000e-01
  %63 = fmul double %61, %62
  %64 = tail call double @llvm.fmuladd.f64(double %56, double %59, double %63)
  store double %64, ptr %55, align 8, !tbaa !9
  %65 = add nuw nsw i64 %42, 2
  %66 = add i64 %43, 2
  %67 = icmp eq i64 %66, %39
  br i1 %67, label %68, label %41, !llvm.loop !22

68:                                               ; preds = %41, %35
  %69 = phi i64 [ 1, %35 ], [ %65, %41 ]
  %70 = icmp eq i64 %36, 0
  br i1 %70, label %83, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds double, ptr %0, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = add nsw i64 %69, -1
  %75 = getelementptr inbounds double, ptr %8, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = tail call double @cos(double noundef %76) #14
  %78 = getelementptr inbounds double, ptr %0, i64 %74
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = fmul double %79, 1.000000e-01
  %81 = fmul double %79, %80
  %82 = tail call double @llvm.fmuladd.f64(double %73, double %77, double %81)
  store double %82, ptr %72, align 8, !tbaa !9
  br label %83

83:                                               ; preds = %68, %71
  br i1 %9, label %84, label %132

84:                                               ; preds = %83
  %85 = and i64 %12, 1
  %86 = icmp eq i64 %13, 0
  br i1 %86, label %117, label %87

87:                                               ; preds = %84
  %88 = and i64 %12, -2
  %89 = getelementptr inbounds i8, ptr %0, i64 8
  br label %90

90:                                               ; preds = %90, %87
  %91 = phi i64 [ 1, %87 ], [ %114, %90 ]
  %92 = phi i64 [ 0, %87 ], [ %115, %90 ]
  %93 = getelementptr inbounds double, ptr %0, i64 %91
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = add nsw i64 %91, -1
  %96 = getelementptr inbounds double, ptr %8, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = tail call double @cos(double noundef %97) #14
  %99 = getelementptr inbounds double, ptr %0, i64 %95
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = fmul double %100, 1.000000e-01
  %102 = fmul double %100, %101
  %103 = tail call double @llvm.fmuladd.f64(double %94, double %98, double %102)
  store double %103, ptr %93, align 8, !tbaa !9
  %104 = getelementptr inbounds double, ptr %89, i64 %91
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = getelementptr inbounds double, ptr %8, i64 %91
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = tail call double @cos(double noundef %107) #14
  %109 = getelementptr inbounds double, ptr %0, i64 %91
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul double %110, 1.000000e-01
  %112 = fmul double %110, %111
  %113 = tail call double @llvm.fmuladd.f64(double %105, double %108, double %112)
  store double %113, ptr %104, align 8, !tbaa !9
  %114 = add nuw nsw i64 %91, 2
  %115 = add i64 %92, 2
  %116 = icmp eq i64 %115, %88
  br i1 %116, label %117, label %90, !llvm.loop !22

117:                                              ; preds = %90, %84
  %118 = phi i64 [ 1, %84 ], [ %114, %90 ]
  %119 = icmp eq i64 %85, 0
  br i1 %119, label %132, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds double, ptr %0, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = add nsw i64 %118, -1
  %124 = getelementptr inbounds double, ptr %8, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = tail call double @cos(double noundef %125) #14
  %127 = getelementptr inbounds double, ptr %0, i64 %123
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = fmul double %128, 1.000000e-01
  %130 = fmul double %128, %129
  %131 = tail call double @llvm.fmuladd.f64(double %122, double %126, double %130)
  store double %131, ptr %121, align 8, !tbaa !9
  br label %132

132:                                              ; preds = %120, %117, %4, %34, %83
  ret void

133:                                              ; preds = %133, %16
  %134 = phi i64 [ 1, %16 ], [ %157, %133 ]
  %135 = phi i64 [ 0, %16 ], [ %158, %133 ]
  %136 = getelementptr inbounds double, ptr %0, i64 %134
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = add nsw i64 %134, -1
  %139 = getelementptr inbounds double, ptr %8, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = tail call double @cos(double noundef %140) #14
  %142 = getelementptr inbounds double, ptr %0, i64 %138
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = fmul double %143, 1.000000e-01
  %145 = fmul double %143, %144
  %146 = tail call double @llvm.fmuladd.f64(double %137, double %141, double %145)
  store double %146, ptr %136, align 8, !tbaa !9
  %147 = getelementptr inbounds double, ptr %18, i64 %134
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = getelementptr inbounds double, ptr %8, i64 %134
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = tail call double @cos(double noundef %150) #14
  %152 = getelementptr inbounds double, ptr %0, i64 %134
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = fmul double %153, 1.000000e-01
  %155 = fmul double %153, %154
  %156 = tail call double @llvm.fmuladd.f64(double %148, double %151, double %155)
  store double %156, ptr %147, align 8, !tbaa !9
  %157 = add nuw nsw i64 %134, 2
  %158 = add i64 %135, 2
  %159 = icmp eq i64 %158, %17
  br i1 %159, label %19, label %133, !llvm.loop !22
}

declare void @__enzyme_autodiff_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @fs(double noundef %0, double noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) #5 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = fmul double %0, %1
  %10 = zext nneg i32 %3 to i64
  br label %14

11:                                               ; preds = %14, %4
  %12 = phi double [ 0.000000e+00, %4 ], [ %29, %14 ]
  %13 = fmul double %12, %12
  ret double %13

14:                                               ; preds = %8, %14
  %15 = phi i64 [ 0, %8 ], [ %30, %14 ]
  %16 = phi double [ 0.000000e+00, %8 ], [ %29, %14 ]
  %17 = getelementptr inbounds double, ptr %2, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %18
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %0, double 1.000000e+00)
  %21 = tail call double @log(double noundef %20) #14
  %22 = trunc nuw nsw i64 %15 to i32
  %23 = uitofp nneg i32 %22 to double
  %24 = fmul double %23, %1
  %25 = tail call double @cos(double noundef %24) #14
  %26 = load double, ptr %17, align 8, !tbaa !9
  %27 = fmul double %9, %26
  %28 = tail call double @llvm.fmuladd.f64(double %21, double %25, double %27)
  %29 = fadd double %16, %28
  %30 = add nuw nsw i64 %15, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %11, label %14, !llvm.loop !21
}

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
declare double @llvm.sqrt.f64(double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !29}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !29}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
