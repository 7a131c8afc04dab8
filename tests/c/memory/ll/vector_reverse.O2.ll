; ModuleID = 'vector_reverse.c'
source_filename = "vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Lane = type { i32, i32, i32, ptr, ptr, ptr }
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
@.str.7 = private unnamed_addr constant [18 x i8] c"fg.width3(global)\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"fin.width3.dx\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"fin.width3.dw\00", align 1
@__const.main.ab = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], align 16
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.12 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"fs.d(a,b)\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fs.dx.lane0\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fs.dx.lane1\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"vector_reverse\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.17 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@gscale = internal unnamed_addr global double 0.000000e+00, align 8
@.str.20 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
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
  %27 = alloca [7 x double], align 16
  %28 = alloca [3 x [4 x double]], align 16
  %29 = alloca [3 x [7 x double]], align 16
  %30 = alloca [4 x double], align 16
  %31 = alloca [3 x [4 x double]], align 16
  %32 = alloca [4 x double], align 16
  %33 = alloca %struct.Lane, align 8
  %34 = alloca [7 x double], align 16
  %35 = alloca [7 x double], align 16
  %36 = alloca [3 x [7 x double]], align 16
  %37 = alloca [3 x [7 x double]], align 16
  %38 = alloca [3 x [7 x double]], align 16
  %39 = alloca [7 x double], align 16
  %40 = alloca [7 x double], align 16
  %41 = alloca %struct.Lane, align 8
  %42 = alloca %struct.Lane, align 8
  %43 = alloca [2 x double], align 16
  %44 = alloca [7 x double], align 16
  %45 = alloca [7 x double], align 16
  %46 = alloca %struct.A2, align 8
  %47 = alloca %struct.Lane, align 8
  %48 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %27) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %28) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %29) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %31) #15
  %49 = load i64, ptr @rng_state, align 8, !tbaa !5
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = insertelement <2 x i64> poison, i64 %51, i64 0
  %55 = insertelement <2 x i64> %54, i64 %53, i64 1
  %56 = lshr <2 x i64> %55, <i64 10, i64 10>
  %57 = and <2 x i64> %56, <i64 18014398509481982, i64 18014398509481982>
  %58 = uitofp nneg <2 x i64> %57 to <2 x double>
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %59, ptr %27, align 16, !tbaa !9
  %60 = mul i64 %53, 6364136223846793005
  %61 = getelementptr inbounds i8, ptr %27, i64 16
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
  %72 = getelementptr inbounds i8, ptr %27, i64 32
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
  %84 = lshr i64 %83, 10
  %85 = and i64 %84, 18014398509481982
  %86 = uitofp nneg i64 %85 to double
  %87 = tail call double @llvm.fmuladd.f64(double %86, double 0x3CA0000000000000, double -1.000000e+00)
  %88 = getelementptr inbounds i8, ptr %27, i64 48
  store double %87, ptr %88, align 16, !tbaa !9
  %89 = mul i64 %83, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = insertelement <2 x i64> poison, i64 %90, i64 0
  %94 = insertelement <2 x i64> %93, i64 %92, i64 1
  %95 = lshr <2 x i64> %94, <i64 10, i64 10>
  %96 = and <2 x i64> %95, <i64 18014398509481982, i64 18014398509481982>
  %97 = uitofp nneg <2 x i64> %96 to <2 x double>
  %98 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %98, ptr %28, align 16, !tbaa !9
  %99 = mul i64 %92, 6364136223846793005
  %100 = getelementptr inbounds i8, ptr %28, i64 16
  %101 = add i64 %99, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = insertelement <2 x i64> poison, i64 %101, i64 0
  %105 = insertelement <2 x i64> %104, i64 %103, i64 1
  %106 = lshr <2 x i64> %105, <i64 10, i64 10>
  %107 = and <2 x i64> %106, <i64 18014398509481982, i64 18014398509481982>
  %108 = uitofp nneg <2 x i64> %107 to <2 x double>
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %109, ptr %100, align 16, !tbaa !9
  %110 = getelementptr inbounds i8, ptr %28, i64 32
  %111 = mul i64 %103, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <2 x i64> poison, i64 %112, i64 0
  %116 = insertelement <2 x i64> %115, i64 %114, i64 1
  %117 = lshr <2 x i64> %116, <i64 10, i64 10>
  %118 = and <2 x i64> %117, <i64 18014398509481982, i64 18014398509481982>
  %119 = uitofp nneg <2 x i64> %118 to <2 x double>
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %120, ptr %110, align 16, !tbaa !9
  %121 = mul i64 %114, 6364136223846793005
  %122 = getelementptr inbounds i8, ptr %28, i64 48
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
  %132 = getelementptr inbounds i8, ptr %28, i64 64
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
  %144 = getelementptr inbounds i8, ptr %28, i64 80
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
  store i64 %147, ptr @rng_state, align 8, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %29, i64 56
  %155 = getelementptr inbounds i8, ptr %29, i64 112
  %156 = getelementptr inbounds i8, ptr %31, i64 32
  %157 = getelementptr inbounds i8, ptr %31, i64 64
  %158 = getelementptr inbounds i8, ptr %5, i64 8
  %159 = getelementptr inbounds i8, ptr %5, i64 16
  %160 = getelementptr inbounds i8, ptr %5, i64 24
  %161 = getelementptr inbounds i8, ptr %6, i64 8
  %162 = getelementptr inbounds i8, ptr %6, i64 16
  %163 = getelementptr inbounds i8, ptr %6, i64 24
  %164 = getelementptr inbounds i8, ptr %3, i64 8
  %165 = getelementptr inbounds i8, ptr %3, i64 16
  %166 = getelementptr inbounds i8, ptr %3, i64 24
  %167 = getelementptr inbounds i8, ptr %4, i64 8
  %168 = getelementptr inbounds i8, ptr %4, i64 16
  %169 = getelementptr inbounds i8, ptr %4, i64 24
  %170 = getelementptr inbounds i8, ptr %1, i64 8
  %171 = getelementptr inbounds i8, ptr %1, i64 16
  %172 = getelementptr inbounds i8, ptr %1, i64 24
  %173 = getelementptr inbounds i8, ptr %2, i64 8
  %174 = getelementptr inbounds i8, ptr %2, i64 16
  %175 = getelementptr inbounds i8, ptr %2, i64 24
  %176 = getelementptr inbounds i8, ptr %33, i64 4
  %177 = getelementptr inbounds i8, ptr %33, i64 8
  %178 = getelementptr inbounds i8, ptr %33, i64 16
  %179 = getelementptr inbounds i8, ptr %33, i64 24
  %180 = getelementptr inbounds i8, ptr %33, i64 32
  %181 = getelementptr inbounds i8, ptr %36, i64 56
  %182 = getelementptr inbounds i8, ptr %36, i64 112
  %183 = getelementptr inbounds i8, ptr %37, i64 56
  %184 = getelementptr inbounds i8, ptr %37, i64 112
  %185 = getelementptr inbounds i8, ptr %41, i64 4
  %186 = getelementptr inbounds i8, ptr %41, i64 8
  %187 = getelementptr inbounds i8, ptr %41, i64 16
  %188 = getelementptr inbounds i8, ptr %41, i64 24
  %189 = getelementptr inbounds i8, ptr %41, i64 32
  %190 = getelementptr inbounds i8, ptr %42, i64 4
  %191 = getelementptr inbounds i8, ptr %42, i64 8
  %192 = getelementptr inbounds i8, ptr %42, i64 16
  %193 = getelementptr inbounds i8, ptr %42, i64 24
  %194 = getelementptr inbounds i8, ptr %42, i64 32
  %195 = getelementptr inbounds i8, ptr %47, i64 4
  %196 = getelementptr inbounds i8, ptr %47, i64 8
  %197 = getelementptr inbounds i8, ptr %47, i64 16
  %198 = getelementptr inbounds i8, ptr %47, i64 24
  %199 = getelementptr inbounds i8, ptr %47, i64 32
  %200 = getelementptr inbounds i8, ptr %48, i64 8
  %201 = getelementptr inbounds i8, ptr %46, i64 16
  %202 = getelementptr inbounds i8, ptr %30, i64 8
  %203 = getelementptr inbounds i8, ptr %32, i64 8
  %204 = getelementptr inbounds i8, ptr %30, i64 16
  %205 = getelementptr inbounds i8, ptr %32, i64 16
  %206 = getelementptr inbounds i8, ptr %30, i64 24
  %207 = getelementptr inbounds i8, ptr %32, i64 24
  %208 = getelementptr inbounds i8, ptr %35, i64 16
  %209 = getelementptr inbounds i8, ptr %35, i64 32
  %210 = getelementptr inbounds i8, ptr %35, i64 48
  %211 = getelementptr inbounds i8, ptr %38, i64 56
  %212 = getelementptr inbounds i8, ptr %38, i64 112
  %213 = getelementptr inbounds i8, ptr %46, i64 8
  %214 = getelementptr inbounds i8, ptr %46, i64 24
  %215 = getelementptr inbounds i8, ptr %29, i64 56
  %216 = getelementptr inbounds i8, ptr %28, i64 32
  %217 = getelementptr inbounds i8, ptr %39, i64 8
  %218 = getelementptr inbounds i8, ptr %39, i64 8
  %219 = getelementptr inbounds i8, ptr %39, i64 8
  br label %226

220:                                              ; preds = %715
  %221 = load i32, ptr @n_fail, align 4, !tbaa !11
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %221)
  %223 = load i32, ptr @n_fail, align 4, !tbaa !11
  %224 = icmp ne i32 %223, 0
  %225 = zext i1 %224 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %31) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %29) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %28) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #15
  ret i32 %225

226:                                              ; preds = %0, %715
  %227 = phi i1 [ true, %0 ], [ false, %715 ]
  %228 = phi i64 [ 0, %0 ], [ 1, %715 ]
  %229 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %29, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %31, ptr noundef nonnull align 16 dereferenceable(96) %28, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %231 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %232 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %233 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %231, i32 noundef 3, i32 noundef %232, ptr noundef nonnull %27, ptr noundef nonnull %29, ptr noundef nonnull %154, ptr noundef nonnull %155, i32 noundef %232, ptr noundef nonnull %30, ptr noundef nonnull %31, ptr noundef nonnull %156, ptr noundef nonnull %157, i32 noundef %233, i32 noundef %230, i32 noundef %233, i32 noundef 4) #15
  %234 = load i32, ptr @calls, align 4, !tbaa !11
  %235 = sitofp i32 %234 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %235, ptr %26, align 8, !tbaa !9
  %236 = load volatile double, ptr %26, align 8, !tbaa !9
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %238, label %249, label %239

239:                                              ; preds = %226
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !9
  %240 = load volatile double, ptr %25, align 8, !tbaa !9
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %243 = fadd double %235, -1.000000e+00
  %244 = fcmp une double %243, 0.000000e+00
  %245 = select i1 %242, i1 true, i1 %244
  br i1 %245, label %249, label %246

246:                                              ; preds = %239
  %247 = trunc nuw nsw i64 %228 to i32
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %247, double noundef %235, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %254

249:                                              ; preds = %239, %226
  %250 = trunc nuw nsw i64 %228 to i32
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %250, double noundef %235, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %252 = load i32, ptr @n_fail, align 4, !tbaa !11
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr @n_fail, align 4, !tbaa !11
  br label %254

254:                                              ; preds = %246, %249
  %255 = call i32 @llvm.smax.i32(i32 %230, i32 1)
  %256 = zext nneg i32 %255 to i64
  %257 = shl nuw nsw i64 %256, 3
  %258 = sext i32 %230 to i64
  %259 = shl nsw i64 %258, 3
  %260 = zext i32 %230 to i64
  br label %270

261:                                              ; preds = %354
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #15
  call void @fv(ptr noundef nonnull %27, ptr noundef nonnull %32, i32 noundef %230, i32 noundef 4)
  %262 = load double, ptr %30, align 16, !tbaa !9
  %263 = load double, ptr %32, align 16, !tbaa !9
  %264 = call double @llvm.fabs.f64(double %263)
  %265 = fcmp ogt double %264, 1.000000e+00
  %266 = select i1 %265, double %264, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %262, ptr %22, align 8, !tbaa !9
  %267 = load volatile double, ptr %22, align 8, !tbaa !9
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %269, label %368, label %357

270:                                              ; preds = %254, %354
  %271 = phi i64 [ 0, %254 ], [ %355, %354 ]
  %272 = getelementptr inbounds [3 x [4 x double]], ptr %28, i64 0, i64 %271
  %273 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %271
  %274 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %274, ptr nonnull readonly align 16 %27, i64 %259, i1 false)
  %275 = getelementptr inbounds i8, ptr %272, i64 8
  %276 = getelementptr inbounds i8, ptr %272, i64 16
  %277 = getelementptr inbounds i8, ptr %272, i64 24
  br label %278

278:                                              ; preds = %351, %270
  %279 = phi i64 [ 0, %270 ], [ %352, %351 ]
  %280 = getelementptr inbounds double, ptr %273, i64 %279
  %281 = load double, ptr %280, align 8, !tbaa !9
  %282 = getelementptr inbounds double, ptr %274, i64 %279
  %283 = load double, ptr %282, align 8, !tbaa !9
  %284 = call double @llvm.fabs.f64(double %283)
  %285 = fcmp ogt double %284, 1.000000e+00
  %286 = select i1 %285, double %284, double 1.000000e+00
  %287 = fmul double %286, 0x3EB0C6F7A0B5ED8D
  %288 = fadd double %283, %287
  %289 = fsub double %283, %287
  store double %288, ptr %282, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @fv(ptr noundef readonly %274, ptr noundef nonnull %5, i32 noundef %230, i32 noundef 4)
  %290 = load double, ptr %272, align 16, !tbaa !9
  %291 = load <2 x double>, ptr %5, align 16
  %292 = load double, ptr %275, align 8, !tbaa !9
  %293 = load <2 x double>, ptr %158, align 8
  %294 = load double, ptr %276, align 16, !tbaa !9
  %295 = load <2 x double>, ptr %159, align 16
  %296 = load double, ptr %277, align 8, !tbaa !9
  %297 = load double, ptr %160, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  store double %289, ptr %282, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #15
  call void @fv(ptr noundef readonly %274, ptr noundef nonnull %6, i32 noundef %230, i32 noundef 4)
  %298 = load double, ptr %272, align 16, !tbaa !9
  %299 = load double, ptr %6, align 16, !tbaa !9
  %300 = load double, ptr %275, align 8, !tbaa !9
  %301 = load double, ptr %161, align 8, !tbaa !9
  %302 = load double, ptr %276, align 16, !tbaa !9
  %303 = load double, ptr %162, align 16, !tbaa !9
  %304 = load double, ptr %277, align 8, !tbaa !9
  %305 = load double, ptr %163, align 8, !tbaa !9
  %306 = insertelement <2 x double> poison, double %290, i64 0
  %307 = insertelement <2 x double> %306, double %298, i64 1
  %308 = insertelement <2 x double> %291, double %299, i64 1
  %309 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %307, <2 x double> %308, <2 x double> zeroinitializer)
  %310 = insertelement <2 x double> poison, double %292, i64 0
  %311 = insertelement <2 x double> %310, double %300, i64 1
  %312 = insertelement <2 x double> %293, double %301, i64 1
  %313 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %312, <2 x double> %309)
  %314 = insertelement <2 x double> poison, double %294, i64 0
  %315 = insertelement <2 x double> %314, double %302, i64 1
  %316 = insertelement <2 x double> %295, double %303, i64 1
  %317 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %316, <2 x double> %313)
  %318 = insertelement <2 x double> poison, double %296, i64 0
  %319 = insertelement <2 x double> %318, double %304, i64 1
  %320 = insertelement <2 x double> poison, double %297, i64 0
  %321 = insertelement <2 x double> %320, double %305, i64 1
  %322 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> %321, <2 x double> %317)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  store double %283, ptr %282, align 8, !tbaa !9
  %323 = shufflevector <2 x double> %322, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %324 = fsub <2 x double> %322, %323
  %325 = extractelement <2 x double> %324, i64 0
  %326 = fsub double %288, %289
  %327 = fdiv double %325, %326
  %328 = call double @llvm.fabs.f64(double %327)
  %329 = fcmp ogt double %328, 1.000000e+00
  %330 = select i1 %329, double %328, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %281, ptr %24, align 8, !tbaa !9
  %331 = load volatile double, ptr %24, align 8, !tbaa !9
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ueq double %332, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %333, label %346, label %334

334:                                              ; preds = %278
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %327, ptr %23, align 8, !tbaa !9
  %335 = load volatile double, ptr %23, align 8, !tbaa !9
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fcmp ueq double %336, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %337, label %346, label %338

338:                                              ; preds = %334
  %339 = fsub double %281, %327
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fmul double %330, 0x3EB0C6F7A0B5ED8D
  %342 = fcmp ugt double %340, %341
  br i1 %342, label %346, label %343

343:                                              ; preds = %338
  %344 = trunc nuw nsw i64 %279 to i32
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %344, double noundef %281, double noundef %327, ptr noundef nonnull @.str.18)
  br label %351

346:                                              ; preds = %338, %334, %278
  %347 = trunc nuw nsw i64 %279 to i32
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %347, double noundef %281, double noundef %327, ptr noundef nonnull @.str.19)
  %349 = load i32, ptr @n_fail, align 4, !tbaa !11
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr @n_fail, align 4, !tbaa !11
  br label %351

351:                                              ; preds = %346, %343
  %352 = add nuw nsw i64 %279, 1
  %353 = icmp eq i64 %352, %260
  br i1 %353, label %354, label %278, !llvm.loop !13

354:                                              ; preds = %351
  call void @free(ptr noundef nonnull %274) #15
  %355 = add nuw nsw i64 %271, 1
  %356 = icmp eq i64 %355, 3
  br i1 %356, label %261, label %270, !llvm.loop !15

357:                                              ; preds = %261
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %263, ptr %21, align 8, !tbaa !9
  %358 = load volatile double, ptr %21, align 8, !tbaa !9
  %359 = call double @llvm.fabs.f64(double %358)
  %360 = fcmp ueq double %359, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %360, label %368, label %361

361:                                              ; preds = %357
  %362 = fsub double %262, %263
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fmul double %266, 0x3D719799812DEA11
  %365 = fcmp ugt double %363, %364
  br i1 %365, label %368, label %366

366:                                              ; preds = %361
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %262, double noundef %263, ptr noundef nonnull @.str.18)
  br label %372

368:                                              ; preds = %361, %357, %261
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %262, double noundef %263, ptr noundef nonnull @.str.19)
  %370 = load i32, ptr @n_fail, align 4, !tbaa !11
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr @n_fail, align 4, !tbaa !11
  br label %372

372:                                              ; preds = %366, %368
  %373 = load double, ptr %202, align 8, !tbaa !9
  %374 = load double, ptr %203, align 8, !tbaa !9
  %375 = call double @llvm.fabs.f64(double %374)
  %376 = fcmp ogt double %375, 1.000000e+00
  %377 = select i1 %376, double %375, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %373, ptr %22, align 8, !tbaa !9
  %378 = load volatile double, ptr %22, align 8, !tbaa !9
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fcmp ueq double %379, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %380, label %392, label %381

381:                                              ; preds = %372
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %374, ptr %21, align 8, !tbaa !9
  %382 = load volatile double, ptr %21, align 8, !tbaa !9
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %384, label %392, label %385

385:                                              ; preds = %381
  %386 = fsub double %373, %374
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fmul double %377, 0x3D719799812DEA11
  %389 = fcmp ugt double %387, %388
  br i1 %389, label %392, label %390

390:                                              ; preds = %385
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %373, double noundef %374, ptr noundef nonnull @.str.18)
  br label %396

392:                                              ; preds = %385, %381, %372
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %373, double noundef %374, ptr noundef nonnull @.str.19)
  %394 = load i32, ptr @n_fail, align 4, !tbaa !11
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr @n_fail, align 4, !tbaa !11
  br label %396

396:                                              ; preds = %392, %390
  %397 = load double, ptr %204, align 16, !tbaa !9
  %398 = load double, ptr %205, align 16, !tbaa !9
  %399 = call double @llvm.fabs.f64(double %398)
  %400 = fcmp ogt double %399, 1.000000e+00
  %401 = select i1 %400, double %399, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %397, ptr %22, align 8, !tbaa !9
  %402 = load volatile double, ptr %22, align 8, !tbaa !9
  %403 = call double @llvm.fabs.f64(double %402)
  %404 = fcmp ueq double %403, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %404, label %416, label %405

405:                                              ; preds = %396
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %398, ptr %21, align 8, !tbaa !9
  %406 = load volatile double, ptr %21, align 8, !tbaa !9
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = fcmp ueq double %407, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %408, label %416, label %409

409:                                              ; preds = %405
  %410 = fsub double %397, %398
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = fmul double %401, 0x3D719799812DEA11
  %413 = fcmp ugt double %411, %412
  br i1 %413, label %416, label %414

414:                                              ; preds = %409
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %397, double noundef %398, ptr noundef nonnull @.str.18)
  br label %420

416:                                              ; preds = %409, %405, %396
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %397, double noundef %398, ptr noundef nonnull @.str.19)
  %418 = load i32, ptr @n_fail, align 4, !tbaa !11
  %419 = add nsw i32 %418, 1
  store i32 %419, ptr @n_fail, align 4, !tbaa !11
  br label %420

420:                                              ; preds = %416, %414
  %421 = load double, ptr %206, align 8, !tbaa !9
  %422 = load double, ptr %207, align 8, !tbaa !9
  %423 = call double @llvm.fabs.f64(double %422)
  %424 = fcmp ogt double %423, 1.000000e+00
  %425 = select i1 %424, double %423, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %421, ptr %22, align 8, !tbaa !9
  %426 = load volatile double, ptr %22, align 8, !tbaa !9
  %427 = call double @llvm.fabs.f64(double %426)
  %428 = fcmp ueq double %427, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %428, label %440, label %429

429:                                              ; preds = %420
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %422, ptr %21, align 8, !tbaa !9
  %430 = load volatile double, ptr %21, align 8, !tbaa !9
  %431 = call double @llvm.fabs.f64(double %430)
  %432 = fcmp ueq double %431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %432, label %440, label %433

433:                                              ; preds = %429
  %434 = fsub double %421, %422
  %435 = call double @llvm.fabs.f64(double %434)
  %436 = fmul double %425, 0x3D719799812DEA11
  %437 = fcmp ugt double %435, %436
  br i1 %437, label %440, label %438

438:                                              ; preds = %433
  %439 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %421, double noundef %422, ptr noundef nonnull @.str.18)
  br label %444

440:                                              ; preds = %433, %429, %420
  %441 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %421, double noundef %422, ptr noundef nonnull @.str.19)
  %442 = load i32, ptr @n_fail, align 4, !tbaa !11
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @n_fail, align 4, !tbaa !11
  br label %444

444:                                              ; preds = %440, %438
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %29, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %31, ptr noundef nonnull align 16 dereferenceable(96) %28, i64 96, i1 false)
  %445 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %446 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %447 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %448 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %445, i32 noundef 2, i32 noundef %446, i64 noundef 56, ptr noundef nonnull %27, ptr noundef nonnull %29, i32 noundef %447, i64 noundef 32, ptr noundef nonnull %30, ptr noundef nonnull %31, i32 noundef %448, i32 noundef %230, i32 noundef %448, i32 noundef 4) #15
  br label %449

449:                                              ; preds = %444, %533
  %450 = phi i1 [ true, %444 ], [ false, %533 ]
  %451 = phi ptr [ %29, %444 ], [ %215, %533 ]
  %452 = phi ptr [ %28, %444 ], [ %216, %533 ]
  %453 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %453, ptr nonnull readonly align 16 %27, i64 %259, i1 false)
  %454 = getelementptr inbounds i8, ptr %452, i64 8
  %455 = getelementptr inbounds i8, ptr %452, i64 16
  %456 = getelementptr inbounds i8, ptr %452, i64 24
  br label %457

457:                                              ; preds = %530, %449
  %458 = phi i64 [ 0, %449 ], [ %531, %530 ]
  %459 = getelementptr inbounds double, ptr %451, i64 %458
  %460 = load double, ptr %459, align 8, !tbaa !9
  %461 = getelementptr inbounds double, ptr %453, i64 %458
  %462 = load double, ptr %461, align 8, !tbaa !9
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = fcmp ogt double %463, 1.000000e+00
  %465 = select i1 %464, double %463, double 1.000000e+00
  %466 = fmul double %465, 0x3EB0C6F7A0B5ED8D
  %467 = fadd double %462, %466
  %468 = fsub double %462, %466
  store double %467, ptr %461, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call void @fv(ptr noundef readonly %453, ptr noundef nonnull %3, i32 noundef %230, i32 noundef 4)
  %469 = load double, ptr %452, align 16, !tbaa !9
  %470 = load <2 x double>, ptr %3, align 16
  %471 = load double, ptr %454, align 8, !tbaa !9
  %472 = load <2 x double>, ptr %164, align 8
  %473 = load double, ptr %455, align 16, !tbaa !9
  %474 = load <2 x double>, ptr %165, align 16
  %475 = load double, ptr %456, align 8, !tbaa !9
  %476 = load double, ptr %166, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  store double %468, ptr %461, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
  call void @fv(ptr noundef readonly %453, ptr noundef nonnull %4, i32 noundef %230, i32 noundef 4)
  %477 = load double, ptr %452, align 16, !tbaa !9
  %478 = load double, ptr %4, align 16, !tbaa !9
  %479 = load double, ptr %454, align 8, !tbaa !9
  %480 = load double, ptr %167, align 8, !tbaa !9
  %481 = load double, ptr %455, align 16, !tbaa !9
  %482 = load double, ptr %168, align 16, !tbaa !9
  %483 = load double, ptr %456, align 8, !tbaa !9
  %484 = load double, ptr %169, align 8, !tbaa !9
  %485 = insertelement <2 x double> poison, double %469, i64 0
  %486 = insertelement <2 x double> %485, double %477, i64 1
  %487 = insertelement <2 x double> %470, double %478, i64 1
  %488 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %486, <2 x double> %487, <2 x double> zeroinitializer)
  %489 = insertelement <2 x double> poison, double %471, i64 0
  %490 = insertelement <2 x double> %489, double %479, i64 1
  %491 = insertelement <2 x double> %472, double %480, i64 1
  %492 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %490, <2 x double> %491, <2 x double> %488)
  %493 = insertelement <2 x double> poison, double %473, i64 0
  %494 = insertelement <2 x double> %493, double %481, i64 1
  %495 = insertelement <2 x double> %474, double %482, i64 1
  %496 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %494, <2 x double> %495, <2 x double> %492)
  %497 = insertelement <2 x double> poison, double %475, i64 0
  %498 = insertelement <2 x double> %497, double %483, i64 1
  %499 = insertelement <2 x double> poison, double %476, i64 0
  %500 = insertelement <2 x double> %499, double %484, i64 1
  %501 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %498, <2 x double> %500, <2 x double> %496)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  store double %462, ptr %461, align 8, !tbaa !9
  %502 = shufflevector <2 x double> %501, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %503 = fsub <2 x double> %501, %502
  %504 = extractelement <2 x double> %503, i64 0
  %505 = fsub double %467, %468
  %506 = fdiv double %504, %505
  %507 = call double @llvm.fabs.f64(double %506)
  %508 = fcmp ogt double %507, 1.000000e+00
  %509 = select i1 %508, double %507, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %460, ptr %20, align 8, !tbaa !9
  %510 = load volatile double, ptr %20, align 8, !tbaa !9
  %511 = call double @llvm.fabs.f64(double %510)
  %512 = fcmp ueq double %511, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %512, label %525, label %513

513:                                              ; preds = %457
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %506, ptr %19, align 8, !tbaa !9
  %514 = load volatile double, ptr %19, align 8, !tbaa !9
  %515 = call double @llvm.fabs.f64(double %514)
  %516 = fcmp ueq double %515, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %516, label %525, label %517

517:                                              ; preds = %513
  %518 = fsub double %460, %506
  %519 = call double @llvm.fabs.f64(double %518)
  %520 = fmul double %509, 0x3EB0C6F7A0B5ED8D
  %521 = fcmp ugt double %519, %520
  br i1 %521, label %525, label %522

522:                                              ; preds = %517
  %523 = trunc nuw nsw i64 %458 to i32
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %523, double noundef %460, double noundef %506, ptr noundef nonnull @.str.18)
  br label %530

525:                                              ; preds = %517, %513, %457
  %526 = trunc nuw nsw i64 %458 to i32
  %527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %526, double noundef %460, double noundef %506, ptr noundef nonnull @.str.19)
  %528 = load i32, ptr @n_fail, align 4, !tbaa !11
  %529 = add nsw i32 %528, 1
  store i32 %529, ptr @n_fail, align 4, !tbaa !11
  br label %530

530:                                              ; preds = %525, %522
  %531 = add nuw nsw i64 %458, 1
  %532 = icmp eq i64 %531, %260
  br i1 %532, label %533, label %457, !llvm.loop !13

533:                                              ; preds = %530
  call void @free(ptr noundef nonnull %453) #15
  br i1 %450, label %449, label %560, !llvm.loop !16

534:                                              ; preds = %581
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %29, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %31, ptr noundef nonnull align 16 dereferenceable(96) %28, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %535 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %536 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %537 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %538 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fc, i32 noundef %535, i32 noundef 3, i32 noundef %536, ptr noundef nonnull %27, ptr noundef nonnull %29, ptr noundef nonnull %154, ptr noundef nonnull %155, i32 noundef %537, ptr noundef nonnull %30, ptr noundef nonnull %31, ptr noundef nonnull %156, ptr noundef nonnull %157, i32 noundef %538, i32 noundef %230) #15
  %539 = load i32, ptr @calls, align 4, !tbaa !11
  %540 = sitofp i32 %539 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %540, ptr %18, align 8, !tbaa !9
  %541 = load volatile double, ptr %18, align 8, !tbaa !9
  %542 = call double @llvm.fabs.f64(double %541)
  %543 = fcmp ueq double %542, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %543, label %554, label %544

544:                                              ; preds = %534
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double 1.000000e+00, ptr %17, align 8, !tbaa !9
  %545 = load volatile double, ptr %17, align 8, !tbaa !9
  %546 = call double @llvm.fabs.f64(double %545)
  %547 = fcmp ueq double %546, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  %548 = fadd double %540, -1.000000e+00
  %549 = fcmp une double %548, 0.000000e+00
  %550 = select i1 %547, i1 true, i1 %549
  br i1 %550, label %554, label %551

551:                                              ; preds = %544
  %552 = trunc nuw nsw i64 %228 to i32
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %552, double noundef %540, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %559

554:                                              ; preds = %544, %534
  %555 = trunc nuw nsw i64 %228 to i32
  %556 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %555, double noundef %540, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %557 = load i32, ptr @n_fail, align 4, !tbaa !11
  %558 = add nsw i32 %557, 1
  store i32 %558, ptr @n_fail, align 4, !tbaa !11
  br label %559

559:                                              ; preds = %551, %554
  br label %603

560:                                              ; preds = %533, %581
  %561 = phi i64 [ %582, %581 ], [ 0, %533 ]
  %562 = getelementptr inbounds [7 x double], ptr %155, i64 0, i64 %561
  %563 = load double, ptr %562, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %563, ptr %16, align 8, !tbaa !9
  %564 = load volatile double, ptr %16, align 8, !tbaa !9
  %565 = call double @llvm.fabs.f64(double %564)
  %566 = fcmp ueq double %565, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %566, label %576, label %567

567:                                              ; preds = %560
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double 0.000000e+00, ptr %15, align 8, !tbaa !9
  %568 = load volatile double, ptr %15, align 8, !tbaa !9
  %569 = call double @llvm.fabs.f64(double %568)
  %570 = fcmp ueq double %569, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %571 = fcmp une double %563, 0.000000e+00
  %572 = select i1 %570, i1 true, i1 %571
  br i1 %572, label %576, label %573

573:                                              ; preds = %567
  %574 = trunc nuw nsw i64 %561 to i32
  %575 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %574, double noundef %563, double noundef 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %581

576:                                              ; preds = %567, %560
  %577 = trunc nuw nsw i64 %561 to i32
  %578 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %577, double noundef %563, double noundef 0.000000e+00, ptr noundef nonnull @.str.19)
  %579 = load i32, ptr @n_fail, align 4, !tbaa !11
  %580 = add nsw i32 %579, 1
  store i32 %580, ptr @n_fail, align 4, !tbaa !11
  br label %581

581:                                              ; preds = %573, %576
  %582 = add nuw nsw i64 %561, 1
  %583 = icmp eq i64 %582, %256
  br i1 %583, label %534, label %560, !llvm.loop !17

584:                                              ; preds = %687
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %29, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %31, ptr noundef nonnull align 16 dereferenceable(96) %28, i64 96, i1 false)
  %585 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %586 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %587 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %588 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fg, i32 noundef %585, i32 noundef 3, i32 noundef %586, ptr noundef nonnull %27, ptr noundef nonnull %29, ptr noundef nonnull %154, ptr noundef nonnull %155, i32 noundef %587, ptr noundef nonnull %30, ptr noundef nonnull %31, ptr noundef nonnull %156, ptr noundef nonnull %157, i32 noundef %588, i32 noundef %230) #15
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %33) #15
  store i32 %230, ptr %33, align 8, !tbaa !18
  store i32 0, ptr %176, align 4, !tbaa !21
  store i32 0, ptr %177, align 8, !tbaa !22
  store ptr %27, ptr %178, align 8, !tbaa !23
  store ptr null, ptr %179, align 8, !tbaa !24
  store ptr %28, ptr %180, align 8, !tbaa !25
  call fastcc void @check_grad(ptr noundef nonnull @.str.7, ptr noundef nonnull @lane_fg, ptr noundef nonnull %33, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %29)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %33) #15
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %33) #15
  store i32 %230, ptr %33, align 8, !tbaa !18
  store i32 0, ptr %176, align 4, !tbaa !21
  store i32 0, ptr %177, align 8, !tbaa !22
  store ptr %27, ptr %178, align 8, !tbaa !23
  store ptr null, ptr %179, align 8, !tbaa !24
  store ptr %110, ptr %180, align 8, !tbaa !25
  call fastcc void @check_grad(ptr noundef nonnull @.str.7, ptr noundef nonnull @lane_fg, ptr noundef nonnull %33, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %154)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %33) #15
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %33) #15
  store i32 %230, ptr %33, align 8, !tbaa !18
  store i32 0, ptr %176, align 4, !tbaa !21
  store i32 0, ptr %177, align 8, !tbaa !22
  store ptr %27, ptr %178, align 8, !tbaa !23
  store ptr null, ptr %179, align 8, !tbaa !24
  store ptr %132, ptr %180, align 8, !tbaa !25
  call fastcc void @check_grad(ptr noundef nonnull @.str.7, ptr noundef nonnull @lane_fg, ptr noundef nonnull %33, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %155)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %33) #15
  %589 = add nsw i64 %260, -1
  %590 = add nsw i64 %260, -2
  %591 = and i64 %589, 1
  %592 = icmp eq i64 %590, 0
  %593 = and i64 %589, -2
  %594 = icmp eq i64 %591, 0
  %595 = and i64 %589, 1
  %596 = icmp eq i64 %590, 0
  %597 = and i64 %589, -2
  %598 = icmp eq i64 %595, 0
  %599 = and i64 %589, 1
  %600 = icmp eq i64 %590, 0
  %601 = and i64 %589, -2
  %602 = icmp eq i64 %599, 0
  br label %720

603:                                              ; preds = %559, %687
  %604 = phi i64 [ %688, %687 ], [ 0, %559 ]
  %605 = getelementptr inbounds [3 x [4 x double]], ptr %28, i64 0, i64 %604
  %606 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %604
  %607 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %607, ptr nonnull readonly align 16 %27, i64 %259, i1 false)
  %608 = getelementptr inbounds i8, ptr %605, i64 8
  %609 = getelementptr inbounds i8, ptr %605, i64 16
  %610 = getelementptr inbounds i8, ptr %605, i64 24
  br label %611

611:                                              ; preds = %684, %603
  %612 = phi i64 [ 0, %603 ], [ %685, %684 ]
  %613 = getelementptr inbounds double, ptr %606, i64 %612
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = getelementptr inbounds double, ptr %607, i64 %612
  %616 = load double, ptr %615, align 8, !tbaa !9
  %617 = call double @llvm.fabs.f64(double %616)
  %618 = fcmp ogt double %617, 1.000000e+00
  %619 = select i1 %618, double %617, double 1.000000e+00
  %620 = fmul double %619, 0x3EB0C6F7A0B5ED8D
  %621 = fadd double %616, %620
  %622 = fsub double %616, %620
  store double %621, ptr %615, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #15
  call void @fc(ptr noundef readonly %607, ptr noundef nonnull %1, i32 noundef %230)
  %623 = load double, ptr %605, align 16, !tbaa !9
  %624 = load <2 x double>, ptr %1, align 16
  %625 = load double, ptr %608, align 8, !tbaa !9
  %626 = load <2 x double>, ptr %170, align 8
  %627 = load double, ptr %609, align 16, !tbaa !9
  %628 = load <2 x double>, ptr %171, align 16
  %629 = load double, ptr %610, align 8, !tbaa !9
  %630 = load double, ptr %172, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #15
  store double %622, ptr %615, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #15
  call void @fc(ptr noundef readonly %607, ptr noundef nonnull %2, i32 noundef %230)
  %631 = load double, ptr %605, align 16, !tbaa !9
  %632 = load double, ptr %2, align 16, !tbaa !9
  %633 = load double, ptr %608, align 8, !tbaa !9
  %634 = load double, ptr %173, align 8, !tbaa !9
  %635 = load double, ptr %609, align 16, !tbaa !9
  %636 = load double, ptr %174, align 16, !tbaa !9
  %637 = load double, ptr %610, align 8, !tbaa !9
  %638 = load double, ptr %175, align 8, !tbaa !9
  %639 = insertelement <2 x double> poison, double %623, i64 0
  %640 = insertelement <2 x double> %639, double %631, i64 1
  %641 = insertelement <2 x double> %624, double %632, i64 1
  %642 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %640, <2 x double> %641, <2 x double> zeroinitializer)
  %643 = insertelement <2 x double> poison, double %625, i64 0
  %644 = insertelement <2 x double> %643, double %633, i64 1
  %645 = insertelement <2 x double> %626, double %634, i64 1
  %646 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %644, <2 x double> %645, <2 x double> %642)
  %647 = insertelement <2 x double> poison, double %627, i64 0
  %648 = insertelement <2 x double> %647, double %635, i64 1
  %649 = insertelement <2 x double> %628, double %636, i64 1
  %650 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %648, <2 x double> %649, <2 x double> %646)
  %651 = insertelement <2 x double> poison, double %629, i64 0
  %652 = insertelement <2 x double> %651, double %637, i64 1
  %653 = insertelement <2 x double> poison, double %630, i64 0
  %654 = insertelement <2 x double> %653, double %638, i64 1
  %655 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %652, <2 x double> %654, <2 x double> %650)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #15
  store double %616, ptr %615, align 8, !tbaa !9
  %656 = shufflevector <2 x double> %655, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %657 = fsub <2 x double> %655, %656
  %658 = extractelement <2 x double> %657, i64 0
  %659 = fsub double %621, %622
  %660 = fdiv double %658, %659
  %661 = call double @llvm.fabs.f64(double %660)
  %662 = fcmp ogt double %661, 1.000000e+00
  %663 = select i1 %662, double %661, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %614, ptr %14, align 8, !tbaa !9
  %664 = load volatile double, ptr %14, align 8, !tbaa !9
  %665 = call double @llvm.fabs.f64(double %664)
  %666 = fcmp ueq double %665, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %666, label %679, label %667

667:                                              ; preds = %611
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %660, ptr %13, align 8, !tbaa !9
  %668 = load volatile double, ptr %13, align 8, !tbaa !9
  %669 = call double @llvm.fabs.f64(double %668)
  %670 = fcmp ueq double %669, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %670, label %679, label %671

671:                                              ; preds = %667
  %672 = fsub double %614, %660
  %673 = call double @llvm.fabs.f64(double %672)
  %674 = fmul double %663, 0x3EB0C6F7A0B5ED8D
  %675 = fcmp ugt double %673, %674
  br i1 %675, label %679, label %676

676:                                              ; preds = %671
  %677 = trunc nuw nsw i64 %612 to i32
  %678 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %677, double noundef %614, double noundef %660, ptr noundef nonnull @.str.18)
  br label %684

679:                                              ; preds = %671, %667, %611
  %680 = trunc nuw nsw i64 %612 to i32
  %681 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %680, double noundef %614, double noundef %660, ptr noundef nonnull @.str.19)
  %682 = load i32, ptr @n_fail, align 4, !tbaa !11
  %683 = add nsw i32 %682, 1
  store i32 %683, ptr @n_fail, align 4, !tbaa !11
  br label %684

684:                                              ; preds = %679, %676
  %685 = add nuw nsw i64 %612, 1
  %686 = icmp eq i64 %685, %260
  br i1 %686, label %687, label %611, !llvm.loop !13

687:                                              ; preds = %684
  call void @free(ptr noundef nonnull %607) #15
  %688 = add nuw nsw i64 %604, 1
  %689 = icmp eq i64 %688, 3
  br i1 %689, label %584, label %603, !llvm.loop !26

690:                                              ; preds = %942
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %43) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %43, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.ab, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %44) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %44, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %45) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %45, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #15
  %691 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %692 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %693 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %694 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %46, ptr noundef nonnull @fs, i32 noundef %691, i32 noundef 2, i32 noundef %692, double noundef 0x3FE6666666666666, i32 noundef %692, double noundef -4.000000e-01, i32 noundef %693, ptr noundef nonnull %27, ptr noundef nonnull %44, ptr noundef nonnull %45, i32 noundef %694, i32 noundef %230) #15
  %695 = load i32, ptr @calls, align 4, !tbaa !11
  %696 = sitofp i32 %695 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %696, ptr %12, align 8, !tbaa !9
  %697 = load volatile double, ptr %12, align 8, !tbaa !9
  %698 = call double @llvm.fabs.f64(double %697)
  %699 = fcmp ueq double %698, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %699, label %710, label %700

700:                                              ; preds = %690
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double 1.000000e+00, ptr %11, align 8, !tbaa !9
  %701 = load volatile double, ptr %11, align 8, !tbaa !9
  %702 = call double @llvm.fabs.f64(double %701)
  %703 = fcmp ueq double %702, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  %704 = fadd double %696, -1.000000e+00
  %705 = fcmp une double %704, 0.000000e+00
  %706 = select i1 %703, i1 true, i1 %705
  br i1 %706, label %710, label %707

707:                                              ; preds = %700
  %708 = trunc nuw nsw i64 %228 to i32
  %709 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %708, double noundef %696, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %715

710:                                              ; preds = %700, %690
  %711 = trunc nuw nsw i64 %228 to i32
  %712 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %711, double noundef %696, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %713 = load i32, ptr @n_fail, align 4, !tbaa !11
  %714 = add nsw i32 %713, 1
  store i32 %714, ptr @n_fail, align 4, !tbaa !11
  br label %715

715:                                              ; preds = %707, %710
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %47) #15
  store i32 %230, ptr %47, align 8, !tbaa !18
  store i32 0, ptr %195, align 4, !tbaa !21
  store i32 0, ptr %196, align 8, !tbaa !22
  store ptr %27, ptr %197, align 8, !tbaa !23
  store ptr %43, ptr %198, align 8, !tbaa !24
  store ptr null, ptr %199, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %48) #15
  %716 = load double, ptr %46, align 8, !tbaa !9
  store double %716, ptr %48, align 16, !tbaa !9
  %717 = load double, ptr %201, align 8, !tbaa !9
  store double %717, ptr %200, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str.13, ptr noundef nonnull @lane_fs_ab, ptr noundef nonnull %47, ptr noundef nonnull %43, i32 noundef 2, ptr noundef nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %48) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %48) #15
  %718 = load double, ptr %213, align 8, !tbaa !9
  store double %718, ptr %48, align 16, !tbaa !9
  %719 = load double, ptr %214, align 8, !tbaa !9
  store double %719, ptr %200, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str.13, ptr noundef nonnull @lane_fs_ab, ptr noundef nonnull %47, ptr noundef nonnull %43, i32 noundef 2, ptr noundef nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %48) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.14, ptr noundef nonnull @lane_fs, ptr noundef nonnull %47, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %44)
  call fastcc void @check_grad(ptr noundef nonnull @.str.15, ptr noundef nonnull @lane_fs, ptr noundef nonnull %47, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %45)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %47) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %45) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %43) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #15
  br i1 %227, label %226, label %220, !llvm.loop !27

720:                                              ; preds = %584, %942
  %721 = phi i1 [ true, %584 ], [ false, %942 ]
  %722 = phi i32 [ 0, %584 ], [ 1, %942 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %34) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %35) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %36) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %37) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %38) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %34, ptr noundef nonnull align 16 dereferenceable(56) %27, i64 56, i1 false)
  %723 = load i64, ptr @rng_state, align 8, !tbaa !5
  %724 = mul i64 %723, 6364136223846793005
  %725 = add i64 %724, 1442695040888963407
  %726 = mul i64 %725, 6364136223846793005
  %727 = add i64 %726, 1442695040888963407
  %728 = insertelement <2 x i64> poison, i64 %725, i64 0
  %729 = insertelement <2 x i64> %728, i64 %727, i64 1
  %730 = lshr <2 x i64> %729, <i64 11, i64 11>
  %731 = uitofp nneg <2 x i64> %730 to <2 x double>
  %732 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %731, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %732, ptr %35, align 16, !tbaa !9
  %733 = mul i64 %727, 6364136223846793005
  %734 = add i64 %733, 1442695040888963407
  %735 = mul i64 %734, 6364136223846793005
  %736 = add i64 %735, 1442695040888963407
  %737 = insertelement <2 x i64> poison, i64 %734, i64 0
  %738 = insertelement <2 x i64> %737, i64 %736, i64 1
  %739 = lshr <2 x i64> %738, <i64 11, i64 11>
  %740 = uitofp nneg <2 x i64> %739 to <2 x double>
  %741 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %740, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %741, ptr %208, align 16, !tbaa !9
  %742 = mul i64 %736, 6364136223846793005
  %743 = add i64 %742, 1442695040888963407
  %744 = mul i64 %743, 6364136223846793005
  %745 = add i64 %744, 1442695040888963407
  %746 = insertelement <2 x i64> poison, i64 %743, i64 0
  %747 = insertelement <2 x i64> %746, i64 %745, i64 1
  %748 = lshr <2 x i64> %747, <i64 11, i64 11>
  %749 = uitofp nneg <2 x i64> %748 to <2 x double>
  %750 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %749, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %750, ptr %209, align 16, !tbaa !9
  %751 = mul i64 %745, 6364136223846793005
  %752 = add i64 %751, 1442695040888963407
  %753 = lshr i64 %752, 11
  %754 = uitofp nneg i64 %753 to double
  %755 = call double @llvm.fmuladd.f64(double %754, double 0x3CA0000000000000, double -5.000000e-01)
  store double %755, ptr %210, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %37, i8 0, i64 168, i1 false)
  br label %896

756:                                              ; preds = %896
  store i64 %933, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %757 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %758 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %759 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fin, i32 noundef %757, i32 noundef 3, i32 noundef %758, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %181, ptr noundef nonnull %182, i32 noundef %758, ptr noundef nonnull %35, ptr noundef nonnull %37, ptr noundef nonnull %183, ptr noundef nonnull %184, i32 noundef %759, i32 noundef %230, i32 noundef %759, i32 noundef %722) #15
  %760 = load i32, ptr @calls, align 4, !tbaa !11
  %761 = sitofp i32 %760 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %761, ptr %10, align 8, !tbaa !9
  %762 = load volatile double, ptr %10, align 8, !tbaa !9
  %763 = call double @llvm.fabs.f64(double %762)
  %764 = fcmp ueq double %763, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %764, label %774, label %765

765:                                              ; preds = %756
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double 1.000000e+00, ptr %9, align 8, !tbaa !9
  %766 = load volatile double, ptr %9, align 8, !tbaa !9
  %767 = call double @llvm.fabs.f64(double %766)
  %768 = fcmp ueq double %767, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  %769 = fadd double %761, -1.000000e+00
  %770 = fcmp une double %769, 0.000000e+00
  %771 = select i1 %768, i1 true, i1 %770
  br i1 %771, label %774, label %772

772:                                              ; preds = %765
  %773 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %722, double noundef %761, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %778

774:                                              ; preds = %765, %756
  %775 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %722, double noundef %761, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %776 = load i32, ptr @n_fail, align 4, !tbaa !11
  %777 = add nsw i32 %776, 1
  store i32 %777, ptr @n_fail, align 4, !tbaa !11
  br label %778

778:                                              ; preds = %772, %774
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %39) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %40) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %39, ptr noundef nonnull align 16 dereferenceable(56) %27, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %40, ptr noundef nonnull align 16 dereferenceable(56) %35, i64 56, i1 false)
  %779 = load i32, ptr @calls, align 4, !tbaa !11
  %780 = add nsw i32 %779, 1
  store i32 %780, ptr @calls, align 4, !tbaa !11
  %781 = load double, ptr %39, align 16, !tbaa !9
  %782 = select i1 %721, ptr %39, ptr %40
  %783 = getelementptr i8, ptr %782, i64 -8
  br i1 %592, label %881, label %858

784:                                              ; preds = %893, %784
  %785 = phi double [ %803, %784 ], [ %781, %893 ]
  %786 = phi i64 [ %804, %784 ], [ 1, %893 ]
  %787 = phi i64 [ %805, %784 ], [ 0, %893 ]
  %788 = getelementptr inbounds double, ptr %39, i64 %786
  %789 = load double, ptr %788, align 8, !tbaa !9
  %790 = getelementptr double, ptr %895, i64 %786
  %791 = load double, ptr %790, align 8, !tbaa !9
  %792 = call double @cos(double noundef %791) #15
  %793 = fmul double %785, 1.000000e-01
  %794 = fmul double %785, %793
  %795 = call double @llvm.fmuladd.f64(double %789, double %792, double %794)
  store double %795, ptr %788, align 8, !tbaa !9
  %796 = getelementptr inbounds double, ptr %218, i64 %786
  %797 = load double, ptr %796, align 8, !tbaa !9
  %798 = getelementptr double, ptr %894, i64 %786
  %799 = load double, ptr %798, align 8, !tbaa !9
  %800 = call double @cos(double noundef %799) #15
  %801 = fmul double %795, 1.000000e-01
  %802 = fmul double %795, %801
  %803 = call double @llvm.fmuladd.f64(double %797, double %800, double %802)
  store double %803, ptr %796, align 8, !tbaa !9
  %804 = add nuw nsw i64 %786, 2
  %805 = add i64 %787, 2
  %806 = icmp eq i64 %805, %597
  br i1 %806, label %807, label %784, !llvm.loop !28

807:                                              ; preds = %784, %893
  %808 = phi double [ %781, %893 ], [ %803, %784 ]
  %809 = phi i64 [ 1, %893 ], [ %804, %784 ]
  br i1 %598, label %819, label %810

810:                                              ; preds = %807
  %811 = getelementptr inbounds double, ptr %39, i64 %809
  %812 = load double, ptr %811, align 8, !tbaa !9
  %813 = getelementptr double, ptr %895, i64 %809
  %814 = load double, ptr %813, align 8, !tbaa !9
  %815 = call double @cos(double noundef %814) #15
  %816 = fmul double %808, 1.000000e-01
  %817 = fmul double %808, %816
  %818 = call double @llvm.fmuladd.f64(double %812, double %815, double %817)
  store double %818, ptr %811, align 8, !tbaa !9
  br label %819

819:                                              ; preds = %807, %810
  %820 = select i1 %721, ptr %39, ptr %40
  %821 = getelementptr i8, ptr %820, i64 -8
  br i1 %600, label %845, label %822

822:                                              ; preds = %819, %822
  %823 = phi double [ %841, %822 ], [ %781, %819 ]
  %824 = phi i64 [ %842, %822 ], [ 1, %819 ]
  %825 = phi i64 [ %843, %822 ], [ 0, %819 ]
  %826 = getelementptr inbounds double, ptr %39, i64 %824
  %827 = load double, ptr %826, align 8, !tbaa !9
  %828 = getelementptr double, ptr %821, i64 %824
  %829 = load double, ptr %828, align 8, !tbaa !9
  %830 = call double @cos(double noundef %829) #15
  %831 = fmul double %823, 1.000000e-01
  %832 = fmul double %823, %831
  %833 = call double @llvm.fmuladd.f64(double %827, double %830, double %832)
  store double %833, ptr %826, align 8, !tbaa !9
  %834 = getelementptr inbounds double, ptr %219, i64 %824
  %835 = load double, ptr %834, align 8, !tbaa !9
  %836 = getelementptr double, ptr %820, i64 %824
  %837 = load double, ptr %836, align 8, !tbaa !9
  %838 = call double @cos(double noundef %837) #15
  %839 = fmul double %833, 1.000000e-01
  %840 = fmul double %833, %839
  %841 = call double @llvm.fmuladd.f64(double %835, double %838, double %840)
  store double %841, ptr %834, align 8, !tbaa !9
  %842 = add nuw nsw i64 %824, 2
  %843 = add i64 %825, 2
  %844 = icmp eq i64 %843, %601
  br i1 %844, label %845, label %822, !llvm.loop !28

845:                                              ; preds = %822, %819
  %846 = phi double [ %781, %819 ], [ %841, %822 ]
  %847 = phi i64 [ 1, %819 ], [ %842, %822 ]
  br i1 %602, label %857, label %848

848:                                              ; preds = %845
  %849 = getelementptr inbounds double, ptr %39, i64 %847
  %850 = load double, ptr %849, align 8, !tbaa !9
  %851 = getelementptr double, ptr %821, i64 %847
  %852 = load double, ptr %851, align 8, !tbaa !9
  %853 = call double @cos(double noundef %852) #15
  %854 = fmul double %846, 1.000000e-01
  %855 = fmul double %846, %854
  %856 = call double @llvm.fmuladd.f64(double %850, double %853, double %855)
  store double %856, ptr %849, align 8, !tbaa !9
  br label %857

857:                                              ; preds = %845, %848
  br label %943

858:                                              ; preds = %778, %858
  %859 = phi double [ %877, %858 ], [ %781, %778 ]
  %860 = phi i64 [ %878, %858 ], [ 1, %778 ]
  %861 = phi i64 [ %879, %858 ], [ 0, %778 ]
  %862 = getelementptr inbounds double, ptr %39, i64 %860
  %863 = load double, ptr %862, align 8, !tbaa !9
  %864 = getelementptr double, ptr %783, i64 %860
  %865 = load double, ptr %864, align 8, !tbaa !9
  %866 = call double @cos(double noundef %865) #15
  %867 = fmul double %859, 1.000000e-01
  %868 = fmul double %859, %867
  %869 = call double @llvm.fmuladd.f64(double %863, double %866, double %868)
  store double %869, ptr %862, align 8, !tbaa !9
  %870 = getelementptr inbounds double, ptr %217, i64 %860
  %871 = load double, ptr %870, align 8, !tbaa !9
  %872 = getelementptr double, ptr %782, i64 %860
  %873 = load double, ptr %872, align 8, !tbaa !9
  %874 = call double @cos(double noundef %873) #15
  %875 = fmul double %869, 1.000000e-01
  %876 = fmul double %869, %875
  %877 = call double @llvm.fmuladd.f64(double %871, double %874, double %876)
  store double %877, ptr %870, align 8, !tbaa !9
  %878 = add nuw nsw i64 %860, 2
  %879 = add i64 %861, 2
  %880 = icmp eq i64 %879, %593
  br i1 %880, label %881, label %858, !llvm.loop !28

881:                                              ; preds = %858, %778
  %882 = phi double [ %781, %778 ], [ %877, %858 ]
  %883 = phi i64 [ 1, %778 ], [ %878, %858 ]
  br i1 %594, label %893, label %884

884:                                              ; preds = %881
  %885 = getelementptr inbounds double, ptr %39, i64 %883
  %886 = load double, ptr %885, align 8, !tbaa !9
  %887 = getelementptr double, ptr %783, i64 %883
  %888 = load double, ptr %887, align 8, !tbaa !9
  %889 = call double @cos(double noundef %888) #15
  %890 = fmul double %882, 1.000000e-01
  %891 = fmul double %882, %890
  %892 = call double @llvm.fmuladd.f64(double %886, double %889, double %891)
  store double %892, ptr %885, align 8, !tbaa !9
  br label %893

893:                                              ; preds = %881, %884
  %894 = select i1 %721, ptr %39, ptr %40
  %895 = getelementptr i8, ptr %894, i64 -8
  br i1 %596, label %807, label %784

896:                                              ; preds = %720, %896
  %897 = phi i64 [ 0, %720 ], [ %940, %896 ]
  %898 = phi i64 [ %752, %720 ], [ %933, %896 ]
  %899 = getelementptr inbounds [3 x [7 x double]], ptr %38, i64 0, i64 %897
  %900 = mul i64 %898, 6364136223846793005
  %901 = add i64 %900, 1442695040888963407
  %902 = mul i64 %901, 6364136223846793005
  %903 = add i64 %902, 1442695040888963407
  %904 = insertelement <2 x i64> poison, i64 %901, i64 0
  %905 = insertelement <2 x i64> %904, i64 %903, i64 1
  %906 = lshr <2 x i64> %905, <i64 10, i64 10>
  %907 = and <2 x i64> %906, <i64 18014398509481982, i64 18014398509481982>
  %908 = uitofp nneg <2 x i64> %907 to <2 x double>
  %909 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %908, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %909, ptr %899, align 8, !tbaa !9
  %910 = mul i64 %903, 6364136223846793005
  %911 = getelementptr inbounds i8, ptr %899, i64 16
  %912 = add i64 %910, 1442695040888963407
  %913 = mul i64 %912, 6364136223846793005
  %914 = add i64 %913, 1442695040888963407
  %915 = insertelement <2 x i64> poison, i64 %912, i64 0
  %916 = insertelement <2 x i64> %915, i64 %914, i64 1
  %917 = lshr <2 x i64> %916, <i64 10, i64 10>
  %918 = and <2 x i64> %917, <i64 18014398509481982, i64 18014398509481982>
  %919 = uitofp nneg <2 x i64> %918 to <2 x double>
  %920 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %919, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %920, ptr %911, align 8, !tbaa !9
  %921 = mul i64 %914, 6364136223846793005
  %922 = getelementptr inbounds i8, ptr %899, i64 32
  %923 = add i64 %921, 1442695040888963407
  %924 = mul i64 %923, 6364136223846793005
  %925 = add i64 %924, 1442695040888963407
  %926 = insertelement <2 x i64> poison, i64 %923, i64 0
  %927 = insertelement <2 x i64> %926, i64 %925, i64 1
  %928 = lshr <2 x i64> %927, <i64 10, i64 10>
  %929 = and <2 x i64> %928, <i64 18014398509481982, i64 18014398509481982>
  %930 = uitofp nneg <2 x i64> %929 to <2 x double>
  %931 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %930, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %931, ptr %922, align 8, !tbaa !9
  %932 = mul i64 %925, 6364136223846793005
  %933 = add i64 %932, 1442695040888963407
  %934 = lshr i64 %933, 10
  %935 = and i64 %934, 18014398509481982
  %936 = uitofp nneg i64 %935 to double
  %937 = call double @llvm.fmuladd.f64(double %936, double 0x3CA0000000000000, double -1.000000e+00)
  %938 = getelementptr inbounds i8, ptr %899, i64 48
  store double %937, ptr %938, align 8, !tbaa !9
  %939 = getelementptr inbounds [3 x [7 x double]], ptr %36, i64 0, i64 %897
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %939, ptr noundef nonnull align 8 dereferenceable(56) %899, i64 56, i1 false)
  %940 = add nuw nsw i64 %897, 1
  %941 = icmp eq i64 %940, 3
  br i1 %941, label %756, label %896, !llvm.loop !29

942:                                              ; preds = %972
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %41) #15
  store i32 %230, ptr %41, align 8, !tbaa !18
  store i32 %722, ptr %185, align 4, !tbaa !21
  store i32 0, ptr %186, align 8, !tbaa !22
  store ptr %27, ptr %187, align 8, !tbaa !23
  store ptr %35, ptr %188, align 8, !tbaa !24
  store ptr %38, ptr %189, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #15
  store i32 %230, ptr %42, align 8, !tbaa !18
  store i32 %722, ptr %190, align 4, !tbaa !21
  store i32 1, ptr %191, align 8, !tbaa !22
  store ptr %27, ptr %192, align 8, !tbaa !23
  store ptr %35, ptr %193, align 8, !tbaa !24
  store ptr %38, ptr %194, align 8, !tbaa !25
  call fastcc void @check_grad(ptr noundef nonnull @.str.10, ptr noundef nonnull @lane_fin, ptr noundef nonnull %41, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %36)
  call fastcc void @check_grad(ptr noundef nonnull @.str.11, ptr noundef nonnull @lane_fin, ptr noundef nonnull %42, ptr noundef nonnull %35, i32 noundef %230, ptr noundef nonnull %37)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %41) #15
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %41) #15
  store i32 %230, ptr %41, align 8, !tbaa !18
  store i32 %722, ptr %185, align 4, !tbaa !21
  store i32 0, ptr %186, align 8, !tbaa !22
  store ptr %27, ptr %187, align 8, !tbaa !23
  store ptr %35, ptr %188, align 8, !tbaa !24
  store ptr %211, ptr %189, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #15
  store i32 %230, ptr %42, align 8, !tbaa !18
  store i32 %722, ptr %190, align 4, !tbaa !21
  store i32 1, ptr %191, align 8, !tbaa !22
  store ptr %27, ptr %192, align 8, !tbaa !23
  store ptr %35, ptr %193, align 8, !tbaa !24
  store ptr %211, ptr %194, align 8, !tbaa !25
  call fastcc void @check_grad(ptr noundef nonnull @.str.10, ptr noundef nonnull @lane_fin, ptr noundef nonnull %41, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %181)
  call fastcc void @check_grad(ptr noundef nonnull @.str.11, ptr noundef nonnull @lane_fin, ptr noundef nonnull %42, ptr noundef nonnull %35, i32 noundef %230, ptr noundef nonnull %183)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %41) #15
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %41) #15
  store i32 %230, ptr %41, align 8, !tbaa !18
  store i32 %722, ptr %185, align 4, !tbaa !21
  store i32 0, ptr %186, align 8, !tbaa !22
  store ptr %27, ptr %187, align 8, !tbaa !23
  store ptr %35, ptr %188, align 8, !tbaa !24
  store ptr %212, ptr %189, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #15
  store i32 %230, ptr %42, align 8, !tbaa !18
  store i32 %722, ptr %190, align 4, !tbaa !21
  store i32 1, ptr %191, align 8, !tbaa !22
  store ptr %27, ptr %192, align 8, !tbaa !23
  store ptr %35, ptr %193, align 8, !tbaa !24
  store ptr %212, ptr %194, align 8, !tbaa !25
  call fastcc void @check_grad(ptr noundef nonnull @.str.10, ptr noundef nonnull @lane_fin, ptr noundef nonnull %41, ptr noundef nonnull %27, i32 noundef %230, ptr noundef nonnull %182)
  call fastcc void @check_grad(ptr noundef nonnull @.str.11, ptr noundef nonnull @lane_fin, ptr noundef nonnull %42, ptr noundef nonnull %35, i32 noundef %230, ptr noundef nonnull %184)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %41) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %40) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %39) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %38) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %37) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %36) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %35) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %34) #15
  br i1 %721, label %720, label %690, !llvm.loop !30

943:                                              ; preds = %857, %972
  %944 = phi i64 [ %973, %972 ], [ 0, %857 ]
  %945 = getelementptr inbounds [7 x double], ptr %34, i64 0, i64 %944
  %946 = load double, ptr %945, align 8, !tbaa !9
  %947 = getelementptr inbounds [7 x double], ptr %39, i64 0, i64 %944
  %948 = load double, ptr %947, align 8, !tbaa !9
  %949 = call double @llvm.fabs.f64(double %948)
  %950 = fcmp ogt double %949, 1.000000e+00
  %951 = select i1 %950, double %949, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %946, ptr %8, align 8, !tbaa !9
  %952 = load volatile double, ptr %8, align 8, !tbaa !9
  %953 = call double @llvm.fabs.f64(double %952)
  %954 = fcmp ueq double %953, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %954, label %967, label %955

955:                                              ; preds = %943
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %948, ptr %7, align 8, !tbaa !9
  %956 = load volatile double, ptr %7, align 8, !tbaa !9
  %957 = call double @llvm.fabs.f64(double %956)
  %958 = fcmp ueq double %957, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %958, label %967, label %959

959:                                              ; preds = %955
  %960 = fsub double %946, %948
  %961 = call double @llvm.fabs.f64(double %960)
  %962 = fmul double %951, 0x3D719799812DEA11
  %963 = fcmp ugt double %961, %962
  br i1 %963, label %967, label %964

964:                                              ; preds = %959
  %965 = trunc nuw nsw i64 %944 to i32
  %966 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %965, double noundef %946, double noundef %948, ptr noundef nonnull @.str.18)
  br label %972

967:                                              ; preds = %959, %955, %943
  %968 = trunc nuw nsw i64 %944 to i32
  %969 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %968, double noundef %946, double noundef %948, ptr noundef nonnull @.str.19)
  %970 = load i32, ptr @n_fail, align 4, !tbaa !11
  %971 = add nsw i32 %970, 1
  store i32 %971, ptr @n_fail, align 4, !tbaa !11
  br label %972

972:                                              ; preds = %964, %967
  %973 = add nuw nsw i64 %944, 1
  %974 = icmp eq i64 %973, %256
  br i1 %974, label %942, label %943, !llvm.loop !31
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
  br i1 %44, label %13, label %22, !llvm.loop !32

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
  br i1 %70, label %45, label %46, !llvm.loop !33

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
  br i1 %90, label %61, label %56, !llvm.loop !34

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
  br i1 %120, label %71, label %91, !llvm.loop !35
}

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
  br i1 %34, label %35, label %25, !llvm.loop !36

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
  br i1 %51, label %57, label %42, !llvm.loop !36

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
  br i1 %74, label %80, label %65, !llvm.loop !36

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
  br i1 %95, label %17, label %86, !llvm.loop !36
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fg(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #6 {
  store double 1.000000e+00, ptr @gscale, align 8, !tbaa !9
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %62

11:                                               ; preds = %62, %5
  %12 = phi double [ poison, %5 ], [ %88, %62 ]
  %13 = phi i64 [ 0, %5 ], [ %89, %62 ]
  %14 = phi double [ 1.000000e+00, %5 ], [ %88, %62 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %21, 1.000000e-01
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %21, double 1.000000e+00)
  %24 = fmul double %18, %23
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !37

28:                                               ; preds = %16, %11
  %29 = phi double [ %12, %11 ], [ %24, %16 ]
  store double %29, ptr @gscale, align 8, !tbaa !9
  br label %30

30:                                               ; preds = %28, %3
  %31 = phi double [ %29, %28 ], [ 1.000000e+00, %3 ]
  %32 = load double, ptr %0, align 8, !tbaa !9
  %33 = fadd double %32, 0.000000e+00
  %34 = tail call double @sin(double noundef %33) #15
  %35 = load double, ptr @gscale, align 8, !tbaa !9
  %36 = fmul double %35, %35
  %37 = tail call double @llvm.fmuladd.f64(double %31, double %34, double %36)
  store double %37, ptr %1, align 8, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = fadd double %39, 1.000000e+00
  %41 = tail call double @sin(double noundef %40) #15
  %42 = load double, ptr @gscale, align 8, !tbaa !9
  %43 = fmul double %42, %42
  %44 = tail call double @llvm.fmuladd.f64(double %35, double %41, double %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 8
  store double %44, ptr %45, align 8, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %0, i64 16
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fadd double %47, 2.000000e+00
  %49 = tail call double @sin(double noundef %48) #15
  %50 = load double, ptr @gscale, align 8, !tbaa !9
  %51 = fmul double %50, %50
  %52 = tail call double @llvm.fmuladd.f64(double %42, double %49, double %51)
  %53 = getelementptr inbounds i8, ptr %1, i64 16
  store double %52, ptr %53, align 8, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = fadd double %55, 3.000000e+00
  %57 = tail call double @sin(double noundef %56) #15
  %58 = load double, ptr @gscale, align 8, !tbaa !9
  %59 = fmul double %58, %58
  %60 = tail call double @llvm.fmuladd.f64(double %50, double %57, double %59)
  %61 = getelementptr inbounds i8, ptr %1, i64 24
  store double %60, ptr %61, align 8, !tbaa !9
  ret void

62:                                               ; preds = %62, %9
  %63 = phi i64 [ 0, %9 ], [ %89, %62 ]
  %64 = phi double [ 1.000000e+00, %9 ], [ %88, %62 ]
  %65 = phi i64 [ 0, %9 ], [ %90, %62 ]
  %66 = getelementptr inbounds double, ptr %0, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = fmul double %67, 1.000000e-01
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %67, double 1.000000e+00)
  %70 = fmul double %64, %69
  %71 = or disjoint i64 %63, 1
  %72 = getelementptr inbounds double, ptr %0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = fmul double %73, 1.000000e-01
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %73, double 1.000000e+00)
  %76 = fmul double %70, %75
  %77 = or disjoint i64 %63, 2
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = fmul double %79, 1.000000e-01
  %81 = tail call double @llvm.fmuladd.f64(double %80, double %79, double 1.000000e+00)
  %82 = fmul double %76, %81
  %83 = or disjoint i64 %63, 3
  %84 = getelementptr inbounds double, ptr %0, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = fmul double %85, 1.000000e-01
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %85, double 1.000000e+00)
  %88 = fmul double %82, %87
  %89 = add nuw nsw i64 %63, 4
  %90 = add i64 %65, 4
  %91 = icmp eq i64 %90, %10
  br i1 %91, label %11, label %62, !llvm.loop !39
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fg(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr %1, align 8, !tbaa !18
  store double 1.000000e+00, ptr @gscale, align 8, !tbaa !9
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %60

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %3, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi double [ poison, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi double [ 1.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %21, 1.000000e-01
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %21, double 1.000000e+00)
  %24 = fmul double %18, %23
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !40

28:                                               ; preds = %16, %11
  %29 = phi double [ %12, %11 ], [ %24, %16 ]
  store double %29, ptr @gscale, align 8, !tbaa !9
  br label %60

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 1.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fmul double %35, 1.000000e-01
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %35, double 1.000000e+00)
  %38 = fmul double %32, %37
  %39 = or disjoint i64 %31, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %41, 1.000000e-01
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %41, double 1.000000e+00)
  %44 = fmul double %38, %43
  %45 = or disjoint i64 %31, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fmul double %47, 1.000000e-01
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %47, double 1.000000e+00)
  %50 = fmul double %44, %49
  %51 = or disjoint i64 %31, 3
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fmul double %53, 1.000000e-01
  %55 = tail call double @llvm.fmuladd.f64(double %54, double %53, double 1.000000e+00)
  %56 = fmul double %50, %55
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !39

60:                                               ; preds = %2, %28
  %61 = phi double [ %29, %28 ], [ 1.000000e+00, %2 ]
  %62 = load double, ptr %0, align 8, !tbaa !9
  %63 = fadd double %62, 0.000000e+00
  %64 = tail call double @sin(double noundef %63) #15
  %65 = load double, ptr @gscale, align 8, !tbaa !9
  %66 = fmul double %65, %65
  %67 = tail call double @llvm.fmuladd.f64(double %61, double %64, double %66)
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fadd double %69, 1.000000e+00
  %71 = tail call double @sin(double noundef %70) #15
  %72 = load double, ptr @gscale, align 8, !tbaa !9
  %73 = fmul double %72, %72
  %74 = tail call double @llvm.fmuladd.f64(double %65, double %71, double %73)
  %75 = getelementptr inbounds i8, ptr %0, i64 16
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fadd double %76, 2.000000e+00
  %78 = tail call double @sin(double noundef %77) #15
  %79 = load double, ptr @gscale, align 8, !tbaa !9
  %80 = fmul double %79, %79
  %81 = tail call double @llvm.fmuladd.f64(double %72, double %78, double %80)
  %82 = getelementptr inbounds i8, ptr %0, i64 24
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fadd double %83, 3.000000e+00
  %85 = tail call double @sin(double noundef %84) #15
  %86 = load double, ptr @gscale, align 8, !tbaa !9
  %87 = fmul double %86, %86
  %88 = tail call double @llvm.fmuladd.f64(double %79, double %85, double %87)
  %89 = getelementptr inbounds i8, ptr %1, i64 32
  %90 = load ptr, ptr %89, align 8, !tbaa !25
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %67, double 0.000000e+00)
  %93 = getelementptr inbounds i8, ptr %90, i64 8
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = tail call double @llvm.fmuladd.f64(double %94, double %74, double %92)
  %96 = getelementptr inbounds i8, ptr %90, i64 16
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %81, double %95)
  %99 = getelementptr inbounds i8, ptr %90, i64 24
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %88, double %98)
  ret double %101
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #6 {
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
  %28 = tail call double @cos(double noundef %27) #15
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
  %49 = tail call double @cos(double noundef %48) #15
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
  %59 = tail call double @cos(double noundef %58) #15
  %60 = getelementptr inbounds double, ptr %0, i64 %42
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, 1.000000e-01
  %63 = fmul double %61, %62
  %64 = tail call double @llvm.fmuladd.f64(double %56, double %59, double %63)
  store double %64, ptr %55, align 8, !tbaa !9
  %65 = add nuw nsw i64 %42, 2
  %66 = add i64 %43, 2
  %67 = icmp eq i64 %66, %39
  br i1 %67, label %68, label %41, !llvm.loop !28

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
  %77 = tail call double @cos(double noundef %76) #15
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
  %98 = tail call double @cos(double noundef %97) #15
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
  %108 = tail call double @cos(double noundef %107) #15
  %109 = getelementptr inbounds double, ptr %0, i64 %91
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul double %110, 1.000000e-01
  %112 = fmul double %110, %111
  %113 = tail call double @llvm.fmuladd.f64(double %105, double %108, double %112)
  store double %113, ptr %104, align 8, !tbaa !9
  %114 = add nuw nsw i64 %91, 2
  %115 = add i64 %92, 2
  %116 = icmp eq i64 %115, %88
  br i1 %116, label %117, label %90, !llvm.loop !28

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
  %126 = tail call double @cos(double noundef %125) #15
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
  %141 = tail call double @cos(double noundef %140) #15
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
  %151 = tail call double @cos(double noundef %150) #15
  %152 = getelementptr inbounds double, ptr %0, i64 %134
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = fmul double %153, 1.000000e-01
  %155 = fmul double %153, %154
  %156 = tail call double @llvm.fmuladd.f64(double %148, double %151, double %155)
  store double %156, ptr %147, align 8, !tbaa !9
  %157 = add nuw nsw i64 %134, 2
  %158 = add i64 %135, 2
  %159 = icmp eq i64 %158, %17
  br i1 %159, label %19, label %133, !llvm.loop !28
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fin(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #15
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i32, ptr %5, align 8, !tbaa !22
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 8 dereferenceable(56) %10, i64 56, i1 false)
  br label %14

11:                                               ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 8 dereferenceable(56) %0, i64 56, i1 false)
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !24
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %13, %11 ], [ %0, %8 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 8 dereferenceable(56) %15, i64 56, i1 false)
  %16 = load i32, ptr %1, align 8, !tbaa !18
  %17 = getelementptr inbounds i8, ptr %1, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !21
  %19 = load i32, ptr @calls, align 4, !tbaa !11
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @calls, align 4, !tbaa !11
  %21 = icmp eq i32 %18, 0
  %22 = icmp sgt i32 %16, 1
  br i1 %22, label %23, label %161

23:                                               ; preds = %14
  %24 = zext nneg i32 %16 to i64
  %25 = load double, ptr %3, align 16, !tbaa !9
  %26 = select i1 %21, ptr %3, ptr %4
  %27 = getelementptr i8, ptr %26, i64 -8
  %28 = add nsw i64 %24, -1
  %29 = add nsw i64 %24, -2
  %30 = and i64 %28, 1
  %31 = icmp eq i64 %29, 0
  br i1 %31, label %125, label %32

32:                                               ; preds = %23
  %33 = and i64 %28, -2
  %34 = getelementptr inbounds i8, ptr %3, i64 8
  br label %102

35:                                               ; preds = %35, %143
  %36 = phi double [ %25, %143 ], [ %54, %35 ]
  %37 = phi i64 [ 1, %143 ], [ %55, %35 ]
  %38 = phi i64 [ 0, %143 ], [ %56, %35 ]
  %39 = getelementptr inbounds double, ptr %3, i64 %37
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = getelementptr double, ptr %140, i64 %37
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = tail call double @cos(double noundef %42) #15
  %44 = fmul double %36, 1.000000e-01
  %45 = fmul double %36, %44
  %46 = tail call double @llvm.fmuladd.f64(double %40, double %43, double %45)
  store double %46, ptr %39, align 8, !tbaa !9
  %47 = getelementptr inbounds double, ptr %145, i64 %37
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = getelementptr double, ptr %139, i64 %37
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @cos(double noundef %50) #15
  %52 = fmul double %46, 1.000000e-01
  %53 = fmul double %46, %52
  %54 = tail call double @llvm.fmuladd.f64(double %48, double %51, double %53)
  store double %54, ptr %47, align 8, !tbaa !9
  %55 = add nuw nsw i64 %37, 2
  %56 = add i64 %38, 2
  %57 = icmp eq i64 %56, %144
  br i1 %57, label %58, label %35, !llvm.loop !28

58:                                               ; preds = %35, %138
  %59 = phi double [ %25, %138 ], [ %54, %35 ]
  %60 = phi i64 [ 1, %138 ], [ %55, %35 ]
  %61 = icmp eq i64 %141, 0
  br i1 %61, label %71, label %62

62:                                               ; preds = %58
  %63 = getelementptr inbounds double, ptr %3, i64 %60
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = getelementptr double, ptr %140, i64 %60
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = tail call double @cos(double noundef %66) #15
  %68 = fmul double %59, 1.000000e-01
  %69 = fmul double %59, %68
  %70 = tail call double @llvm.fmuladd.f64(double %64, double %67, double %69)
  store double %70, ptr %63, align 8, !tbaa !9
  br label %71

71:                                               ; preds = %58, %62
  %72 = select i1 %21, ptr %3, ptr %4
  %73 = getelementptr i8, ptr %72, i64 -8
  %74 = and i64 %28, 1
  %75 = icmp eq i64 %29, 0
  br i1 %75, label %146, label %76

76:                                               ; preds = %71
  %77 = and i64 %28, -2
  %78 = getelementptr inbounds i8, ptr %3, i64 8
  br label %79

79:                                               ; preds = %79, %76
  %80 = phi double [ %25, %76 ], [ %98, %79 ]
  %81 = phi i64 [ 1, %76 ], [ %99, %79 ]
  %82 = phi i64 [ 0, %76 ], [ %100, %79 ]
  %83 = getelementptr inbounds double, ptr %3, i64 %81
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = getelementptr double, ptr %73, i64 %81
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = tail call double @cos(double noundef %86) #15
  %88 = fmul double %80, 1.000000e-01
  %89 = fmul double %80, %88
  %90 = tail call double @llvm.fmuladd.f64(double %84, double %87, double %89)
  store double %90, ptr %83, align 8, !tbaa !9
  %91 = getelementptr inbounds double, ptr %78, i64 %81
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr double, ptr %72, i64 %81
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = tail call double @cos(double noundef %94) #15
  %96 = fmul double %90, 1.000000e-01
  %97 = fmul double %90, %96
  %98 = tail call double @llvm.fmuladd.f64(double %92, double %95, double %97)
  store double %98, ptr %91, align 8, !tbaa !9
  %99 = add nuw nsw i64 %81, 2
  %100 = add i64 %82, 2
  %101 = icmp eq i64 %100, %77
  br i1 %101, label %146, label %79, !llvm.loop !28

102:                                              ; preds = %102, %32
  %103 = phi double [ %25, %32 ], [ %121, %102 ]
  %104 = phi i64 [ 1, %32 ], [ %122, %102 ]
  %105 = phi i64 [ 0, %32 ], [ %123, %102 ]
  %106 = getelementptr inbounds double, ptr %3, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = getelementptr double, ptr %27, i64 %104
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = tail call double @cos(double noundef %109) #15
  %111 = fmul double %103, 1.000000e-01
  %112 = fmul double %103, %111
  %113 = tail call double @llvm.fmuladd.f64(double %107, double %110, double %112)
  store double %113, ptr %106, align 8, !tbaa !9
  %114 = getelementptr inbounds double, ptr %34, i64 %104
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = getelementptr double, ptr %26, i64 %104
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = tail call double @cos(double noundef %117) #15
  %119 = fmul double %113, 1.000000e-01
  %120 = fmul double %113, %119
  %121 = tail call double @llvm.fmuladd.f64(double %115, double %118, double %120)
  store double %121, ptr %114, align 8, !tbaa !9
  %122 = add nuw nsw i64 %104, 2
  %123 = add i64 %105, 2
  %124 = icmp eq i64 %123, %33
  br i1 %124, label %125, label %102, !llvm.loop !28

125:                                              ; preds = %102, %23
  %126 = phi double [ %25, %23 ], [ %121, %102 ]
  %127 = phi i64 [ 1, %23 ], [ %122, %102 ]
  %128 = icmp eq i64 %30, 0
  br i1 %128, label %138, label %129

129:                                              ; preds = %125
  %130 = getelementptr inbounds double, ptr %3, i64 %127
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = getelementptr double, ptr %27, i64 %127
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = tail call double @cos(double noundef %133) #15
  %135 = fmul double %126, 1.000000e-01
  %136 = fmul double %126, %135
  %137 = tail call double @llvm.fmuladd.f64(double %131, double %134, double %136)
  store double %137, ptr %130, align 8, !tbaa !9
  br label %138

138:                                              ; preds = %125, %129
  %139 = select i1 %21, ptr %3, ptr %4
  %140 = getelementptr i8, ptr %139, i64 -8
  %141 = and i64 %28, 1
  %142 = icmp eq i64 %29, 0
  br i1 %142, label %58, label %143

143:                                              ; preds = %138
  %144 = and i64 %28, -2
  %145 = getelementptr inbounds i8, ptr %3, i64 8
  br label %35

146:                                              ; preds = %79, %71
  %147 = phi double [ %25, %71 ], [ %98, %79 ]
  %148 = phi i64 [ 1, %71 ], [ %99, %79 ]
  %149 = icmp eq i64 %74, 0
  br i1 %149, label %159, label %150

150:                                              ; preds = %146
  %151 = getelementptr inbounds double, ptr %3, i64 %148
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = getelementptr double, ptr %73, i64 %148
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = tail call double @cos(double noundef %154) #15
  %156 = fmul double %147, 1.000000e-01
  %157 = fmul double %147, %156
  %158 = tail call double @llvm.fmuladd.f64(double %152, double %155, double %157)
  store double %158, ptr %151, align 8, !tbaa !9
  br label %159

159:                                              ; preds = %146, %150
  %160 = load i32, ptr %1, align 8, !tbaa !18
  br label %161

161:                                              ; preds = %159, %14
  %162 = phi i32 [ %160, %159 ], [ %16, %14 ]
  %163 = getelementptr inbounds i8, ptr %1, i64 32
  %164 = load ptr, ptr %163, align 8, !tbaa !25
  %165 = icmp sgt i32 %162, 0
  br i1 %165, label %166, label %219

166:                                              ; preds = %161
  %167 = zext nneg i32 %162 to i64
  %168 = and i64 %167, 3
  %169 = icmp ult i32 %162, 4
  br i1 %169, label %202, label %170

170:                                              ; preds = %166
  %171 = and i64 %167, 2147483644
  br label %172

172:                                              ; preds = %172, %170
  %173 = phi i64 [ 0, %170 ], [ %199, %172 ]
  %174 = phi double [ 0.000000e+00, %170 ], [ %198, %172 ]
  %175 = phi i64 [ 0, %170 ], [ %200, %172 ]
  %176 = getelementptr inbounds double, ptr %164, i64 %173
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = getelementptr inbounds double, ptr %3, i64 %173
  %179 = load double, ptr %178, align 16, !tbaa !9
  %180 = tail call double @llvm.fmuladd.f64(double %177, double %179, double %174)
  %181 = or disjoint i64 %173, 1
  %182 = getelementptr inbounds double, ptr %164, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = getelementptr inbounds double, ptr %3, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = tail call double @llvm.fmuladd.f64(double %183, double %185, double %180)
  %187 = or disjoint i64 %173, 2
  %188 = getelementptr inbounds double, ptr %164, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = getelementptr inbounds double, ptr %3, i64 %187
  %191 = load double, ptr %190, align 16, !tbaa !9
  %192 = tail call double @llvm.fmuladd.f64(double %189, double %191, double %186)
  %193 = or disjoint i64 %173, 3
  %194 = getelementptr inbounds double, ptr %164, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = getelementptr inbounds double, ptr %3, i64 %193
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = tail call double @llvm.fmuladd.f64(double %195, double %197, double %192)
  %199 = add nuw nsw i64 %173, 4
  %200 = add i64 %175, 4
  %201 = icmp eq i64 %200, %171
  br i1 %201, label %202, label %172, !llvm.loop !41

202:                                              ; preds = %172, %166
  %203 = phi double [ poison, %166 ], [ %198, %172 ]
  %204 = phi i64 [ 0, %166 ], [ %199, %172 ]
  %205 = phi double [ 0.000000e+00, %166 ], [ %198, %172 ]
  %206 = icmp eq i64 %168, 0
  br i1 %206, label %219, label %207

207:                                              ; preds = %202, %207
  %208 = phi i64 [ %216, %207 ], [ %204, %202 ]
  %209 = phi double [ %215, %207 ], [ %205, %202 ]
  %210 = phi i64 [ %217, %207 ], [ 0, %202 ]
  %211 = getelementptr inbounds double, ptr %164, i64 %208
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = getelementptr inbounds double, ptr %3, i64 %208
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = tail call double @llvm.fmuladd.f64(double %212, double %214, double %209)
  %216 = add nuw nsw i64 %208, 1
  %217 = add i64 %210, 1
  %218 = icmp eq i64 %217, %168
  br i1 %218, label %219, label %207, !llvm.loop !42

219:                                              ; preds = %202, %207, %161
  %220 = phi double [ 0.000000e+00, %161 ], [ %203, %202 ], [ %215, %207 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #15
  ret double %220
}

declare void @__enzyme_autodiff_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @fs(double noundef %0, double noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) #6 {
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
  %21 = tail call double @log(double noundef %20) #15
  %22 = trunc nuw nsw i64 %15 to i32
  %23 = uitofp nneg i32 %22 to double
  %24 = fmul double %23, %1
  %25 = tail call double @cos(double noundef %24) #15
  %26 = load double, ptr %17, align 8, !tbaa !9
  %27 = fmul double %9, %26
  %28 = tail call double @llvm.fmuladd.f64(double %21, double %25, double %27)
  %29 = fadd double %16, %28
  %30 = add nuw nsw i64 %15, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %11, label %14, !llvm.loop !43
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fs_ab(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !23
  %8 = load i32, ptr %1, align 8, !tbaa !18
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
  br i1 %32, label %33, label %15, !llvm.loop !43

33:                                               ; preds = %15, %2
  %34 = phi double [ 0.000000e+00, %2 ], [ %30, %15 ]
  %35 = fmul double %34, %34
  ret double %35
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fs(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !24
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = load i32, ptr %1, align 8, !tbaa !18
  %9 = load i32, ptr @calls, align 4, !tbaa !11
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @calls, align 4, !tbaa !11
  %11 = icmp sgt i32 %8, 0
  br i1 %11, label %12, label %33

12:                                               ; preds = %2
  %13 = fmul double %5, %7
  %14 = zext nneg i32 %8 to i64
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %31, %15 ]
  %17 = phi double [ 0.000000e+00, %12 ], [ %30, %15 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %19, %19
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %5, double 1.000000e+00)
  %22 = tail call double @log(double noundef %21) #15
  %23 = trunc nuw nsw i64 %16 to i32
  %24 = uitofp nneg i32 %23 to double
  %25 = fmul double %7, %24
  %26 = tail call double @cos(double noundef %25) #15
  %27 = load double, ptr %18, align 8, !tbaa !9
  %28 = fmul double %13, %27
  %29 = tail call double @llvm.fmuladd.f64(double %22, double %26, double %28)
  %30 = fadd double %17, %29
  %31 = add nuw nsw i64 %16, 1
  %32 = icmp eq i64 %31, %14
  br i1 %32, label %33, label %15, !llvm.loop !43

33:                                               ; preds = %15, %2
  %34 = phi double [ 0.000000e+00, %2 ], [ %30, %15 ]
  %35 = fmul double %34, %34
  ret double %35
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
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!18 = !{!19, !12, i64 0}
!19 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !20, i64 16, !20, i64 24, !20, i64 32}
!20 = !{!"any pointer", !7, i64 0}
!21 = !{!19, !12, i64 4}
!22 = !{!19, !12, i64 8}
!23 = !{!19, !20, i64 16}
!24 = !{!19, !20, i64 24}
!25 = !{!19, !20, i64 32}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !38}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !38}
!43 = distinct !{!43, !14}
