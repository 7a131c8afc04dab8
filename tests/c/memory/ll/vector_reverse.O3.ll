; ModuleID = 'vector_reverse.c'
source_filename = "vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A2 = type { [2 x double], [2 x double] }
%struct.Lane = type { i32, i32, i32, ptr, ptr, ptr }

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
  %1 = alloca [7 x double], align 16
  %2 = alloca [7 x double], align 16
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  %5 = alloca [7 x double], align 16
  %6 = alloca [7 x double], align 16
  %7 = alloca [7 x double], align 16
  %8 = alloca [7 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
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
  %40 = alloca [3 x [4 x double]], align 16
  %41 = alloca [3 x [7 x double]], align 16
  %42 = alloca [4 x double], align 16
  %43 = alloca [3 x [4 x double]], align 16
  %44 = alloca [4 x double], align 16
  %45 = alloca [7 x double], align 16
  %46 = alloca [7 x double], align 16
  %47 = alloca [3 x [7 x double]], align 16
  %48 = alloca [3 x [7 x double]], align 16
  %49 = alloca [3 x [7 x double]], align 16
  %50 = alloca [7 x double], align 16
  %51 = alloca [7 x double], align 16
  %52 = alloca [2 x double], align 16
  %53 = alloca [7 x double], align 16
  %54 = alloca [7 x double], align 16
  %55 = alloca %struct.A2, align 8
  %56 = alloca %struct.Lane, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %39) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %40) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %41) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %43) #15
  %57 = load i64, ptr @rng_state, align 8, !tbaa !5
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <2 x i64> poison, i64 %59, i64 0
  %63 = insertelement <2 x i64> %62, i64 %61, i64 1
  %64 = lshr <2 x i64> %63, <i64 10, i64 10>
  %65 = and <2 x i64> %64, <i64 18014398509481982, i64 18014398509481982>
  %66 = uitofp nneg <2 x i64> %65 to <2 x double>
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %67, ptr %39, align 16, !tbaa !9
  %68 = mul i64 %61, 6364136223846793005
  %69 = getelementptr inbounds i8, ptr %39, i64 16
  %70 = add i64 %68, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <2 x i64> poison, i64 %70, i64 0
  %74 = insertelement <2 x i64> %73, i64 %72, i64 1
  %75 = lshr <2 x i64> %74, <i64 10, i64 10>
  %76 = and <2 x i64> %75, <i64 18014398509481982, i64 18014398509481982>
  %77 = uitofp nneg <2 x i64> %76 to <2 x double>
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %78, ptr %69, align 16, !tbaa !9
  %79 = mul i64 %72, 6364136223846793005
  %80 = getelementptr inbounds i8, ptr %39, i64 32
  %81 = add i64 %79, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = insertelement <2 x i64> poison, i64 %81, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = lshr <2 x i64> %85, <i64 10, i64 10>
  %87 = and <2 x i64> %86, <i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <2 x i64> %87 to <2 x double>
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %89, ptr %80, align 16, !tbaa !9
  %90 = mul i64 %83, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = lshr i64 %91, 10
  %93 = and i64 %92, 18014398509481982
  %94 = uitofp nneg i64 %93 to double
  %95 = tail call double @llvm.fmuladd.f64(double %94, double 0x3CA0000000000000, double -1.000000e+00)
  %96 = getelementptr inbounds i8, ptr %39, i64 48
  store double %95, ptr %96, align 16, !tbaa !9
  %97 = mul i64 %91, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = mul i64 %98, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = insertelement <2 x i64> poison, i64 %98, i64 0
  %102 = insertelement <2 x i64> %101, i64 %100, i64 1
  %103 = lshr <2 x i64> %102, <i64 10, i64 10>
  %104 = and <2 x i64> %103, <i64 18014398509481982, i64 18014398509481982>
  %105 = uitofp nneg <2 x i64> %104 to <2 x double>
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %106, ptr %40, align 16, !tbaa !9
  %107 = mul i64 %100, 6364136223846793005
  %108 = getelementptr inbounds i8, ptr %40, i64 16
  %109 = add i64 %107, 1442695040888963407
  %110 = mul i64 %109, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = insertelement <2 x i64> poison, i64 %109, i64 0
  %113 = insertelement <2 x i64> %112, i64 %111, i64 1
  %114 = lshr <2 x i64> %113, <i64 10, i64 10>
  %115 = and <2 x i64> %114, <i64 18014398509481982, i64 18014398509481982>
  %116 = uitofp nneg <2 x i64> %115 to <2 x double>
  %117 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %117, ptr %108, align 16, !tbaa !9
  %118 = getelementptr inbounds i8, ptr %40, i64 32
  %119 = mul i64 %111, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = mul i64 %120, 6364136223846793005
  %122 = add i64 %121, 1442695040888963407
  %123 = insertelement <2 x i64> poison, i64 %120, i64 0
  %124 = insertelement <2 x i64> %123, i64 %122, i64 1
  %125 = lshr <2 x i64> %124, <i64 10, i64 10>
  %126 = and <2 x i64> %125, <i64 18014398509481982, i64 18014398509481982>
  %127 = uitofp nneg <2 x i64> %126 to <2 x double>
  %128 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %128, ptr %118, align 16, !tbaa !9
  %129 = mul i64 %122, 6364136223846793005
  %130 = getelementptr inbounds i8, ptr %40, i64 48
  %131 = add i64 %129, 1442695040888963407
  %132 = mul i64 %131, 6364136223846793005
  %133 = add i64 %132, 1442695040888963407
  %134 = insertelement <2 x i64> poison, i64 %131, i64 0
  %135 = insertelement <2 x i64> %134, i64 %133, i64 1
  %136 = lshr <2 x i64> %135, <i64 10, i64 10>
  %137 = and <2 x i64> %136, <i64 18014398509481982, i64 18014398509481982>
  %138 = uitofp nneg <2 x i64> %137 to <2 x double>
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %139, ptr %130, align 16, !tbaa !9
  %140 = getelementptr inbounds i8, ptr %40, i64 64
  %141 = mul i64 %133, 6364136223846793005
  %142 = add i64 %141, 1442695040888963407
  %143 = mul i64 %142, 6364136223846793005
  %144 = add i64 %143, 1442695040888963407
  %145 = insertelement <2 x i64> poison, i64 %142, i64 0
  %146 = insertelement <2 x i64> %145, i64 %144, i64 1
  %147 = lshr <2 x i64> %146, <i64 10, i64 10>
  %148 = and <2 x i64> %147, <i64 18014398509481982, i64 18014398509481982>
  %149 = uitofp nneg <2 x i64> %148 to <2 x double>
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %150, ptr %140, align 16, !tbaa !9
  %151 = mul i64 %144, 6364136223846793005
  %152 = getelementptr inbounds i8, ptr %40, i64 80
  %153 = add i64 %151, 1442695040888963407
  %154 = mul i64 %153, 6364136223846793005
  %155 = add i64 %154, 1442695040888963407
  %156 = insertelement <2 x i64> poison, i64 %153, i64 0
  %157 = insertelement <2 x i64> %156, i64 %155, i64 1
  %158 = lshr <2 x i64> %157, <i64 10, i64 10>
  %159 = and <2 x i64> %158, <i64 18014398509481982, i64 18014398509481982>
  %160 = uitofp nneg <2 x i64> %159 to <2 x double>
  %161 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %160, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %161, ptr %152, align 16, !tbaa !9
  store i64 %155, ptr @rng_state, align 8, !tbaa !5
  %162 = getelementptr inbounds i8, ptr %41, i64 56
  %163 = getelementptr inbounds i8, ptr %41, i64 112
  %164 = getelementptr inbounds i8, ptr %43, i64 32
  %165 = getelementptr inbounds i8, ptr %43, i64 64
  %166 = getelementptr inbounds i8, ptr %9, i64 8
  %167 = getelementptr inbounds i8, ptr %9, i64 16
  %168 = getelementptr inbounds i8, ptr %9, i64 24
  %169 = getelementptr inbounds i8, ptr %10, i64 8
  %170 = getelementptr inbounds i8, ptr %10, i64 16
  %171 = getelementptr inbounds i8, ptr %10, i64 24
  %172 = getelementptr inbounds i8, ptr %47, i64 56
  %173 = getelementptr inbounds i8, ptr %47, i64 112
  %174 = getelementptr inbounds i8, ptr %48, i64 56
  %175 = getelementptr inbounds i8, ptr %48, i64 112
  %176 = getelementptr inbounds i8, ptr %56, i64 4
  %177 = getelementptr inbounds i8, ptr %56, i64 8
  %178 = getelementptr inbounds i8, ptr %56, i64 16
  %179 = getelementptr inbounds i8, ptr %56, i64 24
  %180 = getelementptr inbounds i8, ptr %56, i64 32
  %181 = getelementptr inbounds i8, ptr %55, i64 16
  %182 = getelementptr inbounds i8, ptr %42, i64 8
  %183 = getelementptr inbounds i8, ptr %44, i64 8
  %184 = getelementptr inbounds i8, ptr %42, i64 16
  %185 = getelementptr inbounds i8, ptr %44, i64 16
  %186 = getelementptr inbounds i8, ptr %42, i64 24
  %187 = getelementptr inbounds i8, ptr %44, i64 24
  %188 = getelementptr inbounds i8, ptr %46, i64 16
  %189 = getelementptr inbounds i8, ptr %46, i64 32
  %190 = getelementptr inbounds i8, ptr %46, i64 48
  %191 = getelementptr inbounds i8, ptr %49, i64 16
  %192 = getelementptr inbounds i8, ptr %49, i64 32
  %193 = getelementptr inbounds i8, ptr %49, i64 48
  %194 = getelementptr inbounds i8, ptr %49, i64 56
  %195 = getelementptr inbounds i8, ptr %49, i64 72
  %196 = getelementptr inbounds i8, ptr %49, i64 88
  %197 = getelementptr inbounds i8, ptr %49, i64 104
  %198 = getelementptr inbounds i8, ptr %49, i64 112
  %199 = getelementptr inbounds i8, ptr %49, i64 128
  %200 = getelementptr inbounds i8, ptr %49, i64 144
  %201 = getelementptr inbounds i8, ptr %49, i64 160
  %202 = getelementptr inbounds i8, ptr %55, i64 8
  %203 = getelementptr inbounds i8, ptr %41, i64 56
  %204 = getelementptr inbounds i8, ptr %40, i64 32
  %205 = getelementptr inbounds i8, ptr %50, i64 8
  %206 = getelementptr inbounds i8, ptr %50, i64 8
  %207 = getelementptr inbounds i8, ptr %50, i64 8
  %208 = getelementptr inbounds i8, ptr %5, i64 8
  %209 = getelementptr inbounds i8, ptr %5, i64 8
  %210 = getelementptr inbounds i8, ptr %5, i64 8
  %211 = getelementptr inbounds i8, ptr %7, i64 8
  %212 = getelementptr inbounds i8, ptr %7, i64 8
  %213 = getelementptr inbounds i8, ptr %7, i64 8
  %214 = getelementptr inbounds i8, ptr %1, i64 8
  %215 = getelementptr inbounds i8, ptr %1, i64 8
  %216 = getelementptr inbounds i8, ptr %1, i64 8
  %217 = getelementptr inbounds i8, ptr %3, i64 8
  %218 = getelementptr inbounds i8, ptr %3, i64 8
  %219 = getelementptr inbounds i8, ptr %3, i64 8
  br label %226

220:                                              ; preds = %3109
  %221 = load i32, ptr @n_fail, align 4, !tbaa !11
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %221)
  %223 = load i32, ptr @n_fail, align 4, !tbaa !11
  %224 = icmp ne i32 %223, 0
  %225 = zext i1 %224 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %43) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %41) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %40) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %39) #15
  ret i32 %225

226:                                              ; preds = %0, %3109
  %227 = phi i1 [ true, %0 ], [ false, %3109 ]
  %228 = phi i64 [ 0, %0 ], [ 1, %3109 ]
  %229 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %231 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %232 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %233 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %231, i32 noundef 3, i32 noundef %232, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %162, ptr noundef nonnull %163, i32 noundef %232, ptr noundef nonnull %42, ptr noundef nonnull %43, ptr noundef nonnull %164, ptr noundef nonnull %165, i32 noundef %233, i32 noundef %230, i32 noundef %233, i32 noundef 4) #15
  %234 = load i32, ptr @calls, align 4, !tbaa !11
  %235 = sitofp i32 %234 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %235, ptr %38, align 8, !tbaa !9
  %236 = load volatile double, ptr %38, align 8, !tbaa !9
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %238, label %249, label %239

239:                                              ; preds = %226
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 1.000000e+00, ptr %37, align 8, !tbaa !9
  %240 = load volatile double, ptr %37, align 8, !tbaa !9
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
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
  %261 = add i32 %230, 1
  %262 = urem i32 %230, 3
  %263 = add i32 %230, 2
  %264 = urem i32 %261, 3
  %265 = sub i32 %264, %261
  %266 = add i32 %265, %263
  %267 = add i32 %230, 3
  %268 = urem i32 %263, 3
  %269 = sub i32 %268, %263
  %270 = add i32 %269, %267
  %271 = urem i32 2, %230
  %272 = zext nneg i32 %271 to i64
  %273 = add i32 %230, 4
  %274 = urem i32 %267, 3
  %275 = sub i32 %274, %267
  %276 = add i32 %275, %273
  %277 = urem i32 3, %230
  %278 = zext nneg i32 %277 to i64
  %279 = add nsw i64 %260, -1
  %280 = and i64 %260, 1
  %281 = icmp eq i64 %279, 0
  %282 = and i64 %260, 4294967294
  %283 = icmp eq i64 %280, 0
  %284 = and i64 %260, 1
  %285 = icmp eq i64 %279, 0
  %286 = and i64 %260, 4294967294
  %287 = icmp eq i64 %284, 0
  %288 = and i64 %260, 1
  %289 = icmp eq i64 %279, 0
  %290 = and i64 %260, 4294967294
  %291 = icmp eq i64 %288, 0
  %292 = and i64 %260, 1
  %293 = icmp eq i64 %279, 0
  %294 = and i64 %260, 4294967294
  %295 = icmp eq i64 %292, 0
  %296 = and i64 %260, 1
  %297 = icmp eq i64 %279, 0
  %298 = and i64 %260, 4294967294
  %299 = icmp eq i64 %296, 0
  %300 = and i64 %260, 1
  %301 = icmp eq i64 %279, 0
  %302 = and i64 %260, 4294967294
  %303 = icmp eq i64 %300, 0
  %304 = and i64 %260, 1
  %305 = icmp eq i64 %279, 0
  %306 = and i64 %260, 4294967294
  %307 = icmp eq i64 %304, 0
  %308 = and i64 %260, 1
  %309 = icmp eq i64 %279, 0
  %310 = and i64 %260, 4294967294
  %311 = icmp eq i64 %308, 0
  br label %321

312:                                              ; preds = %887
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #15
  call void @fv(ptr noundef nonnull %39, ptr noundef nonnull %44, i32 noundef %230, i32 noundef 4)
  %313 = load double, ptr %42, align 16, !tbaa !9
  %314 = load double, ptr %44, align 16, !tbaa !9
  %315 = call double @llvm.fabs.f64(double %314)
  %316 = fcmp ogt double %315, 1.000000e+00
  %317 = select i1 %316, double %315, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %313, ptr %34, align 8, !tbaa !9
  %318 = load volatile double, ptr %34, align 8, !tbaa !9
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fcmp ueq double %319, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %320, label %901, label %890

321:                                              ; preds = %254, %887
  %322 = phi i64 [ 0, %254 ], [ %888, %887 ]
  %323 = getelementptr inbounds [3 x [4 x double]], ptr %40, i64 0, i64 %322
  %324 = getelementptr inbounds [3 x [7 x double]], ptr %41, i64 0, i64 %322
  %325 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %325, ptr nonnull readonly align 16 %39, i64 %259, i1 false)
  %326 = load double, ptr %323, align 16, !tbaa !9
  %327 = getelementptr inbounds i8, ptr %323, i64 8
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = getelementptr inbounds i8, ptr %323, i64 16
  %330 = load double, ptr %329, align 16, !tbaa !9
  %331 = getelementptr inbounds i8, ptr %323, i64 24
  %332 = load double, ptr %331, align 8, !tbaa !9
  br label %333

333:                                              ; preds = %321, %884
  %334 = phi i64 [ 0, %321 ], [ %885, %884 ]
  %335 = getelementptr inbounds double, ptr %324, i64 %334
  %336 = load double, ptr %335, align 8, !tbaa !9
  %337 = getelementptr inbounds double, ptr %325, i64 %334
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fcmp ogt double %339, 1.000000e+00
  %341 = select i1 %340, double %339, double 1.000000e+00
  %342 = fmul double %341, 0x3EB0C6F7A0B5ED8D
  %343 = fadd double %338, %342
  store double %343, ptr %337, align 8, !tbaa !9
  %344 = load i32, ptr @calls, align 4, !tbaa !11
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr @calls, align 4, !tbaa !11
  %346 = call noalias ptr @malloc(i64 noundef %259) #16
  br label %577

347:                                              ; preds = %573
  %348 = load double, ptr %346, align 8, !tbaa !9
  %349 = fmul double %574, %348
  br label %350

350:                                              ; preds = %398, %347
  %351 = phi i32 [ 0, %347 ], [ %400, %398 ]
  %352 = phi double [ 0.000000e+00, %347 ], [ %399, %398 ]
  %353 = uitofp nneg i32 %351 to double
  br i1 %285, label %382, label %354

354:                                              ; preds = %350, %354
  %355 = phi i64 [ %373, %354 ], [ 0, %350 ]
  %356 = phi double [ %379, %354 ], [ %352, %350 ]
  %357 = phi i64 [ %380, %354 ], [ 0, %350 ]
  %358 = getelementptr inbounds double, ptr %346, i64 %355
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = call double @llvm.fmuladd.f64(double %359, double 2.000000e+00, double %353)
  %361 = call double @sin(double noundef %360) #15
  %362 = or disjoint i64 %355, 1
  %363 = trunc nuw nsw i64 %362 to i32
  %364 = urem i32 %363, %230
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr inbounds double, ptr %325, i64 %365
  %367 = load double, ptr %366, align 8, !tbaa !9
  %368 = call double @llvm.fmuladd.f64(double %361, double %367, double %356)
  %369 = getelementptr inbounds double, ptr %346, i64 %362
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = call double @llvm.fmuladd.f64(double %370, double 2.000000e+00, double %353)
  %372 = call double @sin(double noundef %371) #15
  %373 = add nuw nsw i64 %355, 2
  %374 = trunc nuw nsw i64 %373 to i32
  %375 = urem i32 %374, %230
  %376 = zext nneg i32 %375 to i64
  %377 = getelementptr inbounds double, ptr %325, i64 %376
  %378 = load double, ptr %377, align 8, !tbaa !9
  %379 = call double @llvm.fmuladd.f64(double %372, double %378, double %368)
  %380 = add i64 %357, 2
  %381 = icmp eq i64 %380, %286
  br i1 %381, label %382, label %354, !llvm.loop !13

382:                                              ; preds = %354, %350
  %383 = phi double [ poison, %350 ], [ %379, %354 ]
  %384 = phi i64 [ 0, %350 ], [ %373, %354 ]
  %385 = phi double [ %352, %350 ], [ %379, %354 ]
  br i1 %287, label %398, label %386

386:                                              ; preds = %382
  %387 = getelementptr inbounds double, ptr %346, i64 %384
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = call double @llvm.fmuladd.f64(double %388, double 2.000000e+00, double %353)
  %390 = call double @sin(double noundef %389) #15
  %391 = trunc i64 %384 to i32
  %392 = add i32 %391, 1
  %393 = urem i32 %392, %230
  %394 = zext nneg i32 %393 to i64
  %395 = getelementptr inbounds double, ptr %325, i64 %394
  %396 = load double, ptr %395, align 8, !tbaa !9
  %397 = call double @llvm.fmuladd.f64(double %390, double %396, double %385)
  br label %398

398:                                              ; preds = %382, %386
  %399 = phi double [ %383, %382 ], [ %397, %386 ]
  %400 = add nuw i32 %351, 1
  %401 = icmp eq i32 %400, %266
  br i1 %401, label %402, label %350, !llvm.loop !15

402:                                              ; preds = %398
  %403 = getelementptr inbounds i8, ptr %346, i64 8
  %404 = load double, ptr %403, align 8, !tbaa !9
  %405 = fmul double %399, %404
  br label %406

406:                                              ; preds = %456, %402
  %407 = phi i32 [ 0, %402 ], [ %458, %456 ]
  %408 = phi double [ 0.000000e+00, %402 ], [ %457, %456 ]
  %409 = uitofp nneg i32 %407 to double
  br i1 %289, label %440, label %410

410:                                              ; preds = %406, %410
  %411 = phi i64 [ %437, %410 ], [ 0, %406 ]
  %412 = phi double [ %436, %410 ], [ %408, %406 ]
  %413 = phi i64 [ %438, %410 ], [ 0, %406 ]
  %414 = getelementptr inbounds double, ptr %346, i64 %411
  %415 = load double, ptr %414, align 8, !tbaa !9
  %416 = call double @llvm.fmuladd.f64(double %415, double 3.000000e+00, double %409)
  %417 = call double @sin(double noundef %416) #15
  %418 = trunc i64 %411 to i32
  %419 = add i32 %418, 2
  %420 = urem i32 %419, %230
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr inbounds double, ptr %325, i64 %421
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = call double @llvm.fmuladd.f64(double %417, double %423, double %412)
  %425 = or disjoint i64 %411, 1
  %426 = getelementptr inbounds double, ptr %346, i64 %425
  %427 = load double, ptr %426, align 8, !tbaa !9
  %428 = call double @llvm.fmuladd.f64(double %427, double 3.000000e+00, double %409)
  %429 = call double @sin(double noundef %428) #15
  %430 = trunc i64 %425 to i32
  %431 = add i32 %430, 2
  %432 = urem i32 %431, %230
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr inbounds double, ptr %325, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = call double @llvm.fmuladd.f64(double %429, double %435, double %424)
  %437 = add nuw nsw i64 %411, 2
  %438 = add i64 %413, 2
  %439 = icmp eq i64 %438, %290
  br i1 %439, label %440, label %410, !llvm.loop !13

440:                                              ; preds = %410, %406
  %441 = phi double [ poison, %406 ], [ %436, %410 ]
  %442 = phi i64 [ 0, %406 ], [ %437, %410 ]
  %443 = phi double [ %408, %406 ], [ %436, %410 ]
  br i1 %291, label %456, label %444

444:                                              ; preds = %440
  %445 = getelementptr inbounds double, ptr %346, i64 %442
  %446 = load double, ptr %445, align 8, !tbaa !9
  %447 = call double @llvm.fmuladd.f64(double %446, double 3.000000e+00, double %409)
  %448 = call double @sin(double noundef %447) #15
  %449 = trunc i64 %442 to i32
  %450 = add i32 %449, 2
  %451 = urem i32 %450, %230
  %452 = zext nneg i32 %451 to i64
  %453 = getelementptr inbounds double, ptr %325, i64 %452
  %454 = load double, ptr %453, align 8, !tbaa !9
  %455 = call double @llvm.fmuladd.f64(double %448, double %454, double %443)
  br label %456

456:                                              ; preds = %440, %444
  %457 = phi double [ %441, %440 ], [ %455, %444 ]
  %458 = add nuw i32 %407, 1
  %459 = icmp eq i32 %458, %270
  br i1 %459, label %460, label %406, !llvm.loop !15

460:                                              ; preds = %456
  %461 = getelementptr inbounds double, ptr %346, i64 %272
  %462 = load double, ptr %461, align 8, !tbaa !9
  %463 = fmul double %457, %462
  br label %464

464:                                              ; preds = %514, %460
  %465 = phi i32 [ 0, %460 ], [ %516, %514 ]
  %466 = phi double [ 0.000000e+00, %460 ], [ %515, %514 ]
  %467 = uitofp nneg i32 %465 to double
  br i1 %293, label %498, label %468

468:                                              ; preds = %464, %468
  %469 = phi i64 [ %495, %468 ], [ 0, %464 ]
  %470 = phi double [ %494, %468 ], [ %466, %464 ]
  %471 = phi i64 [ %496, %468 ], [ 0, %464 ]
  %472 = getelementptr inbounds double, ptr %346, i64 %469
  %473 = load double, ptr %472, align 8, !tbaa !9
  %474 = call double @llvm.fmuladd.f64(double %473, double 4.000000e+00, double %467)
  %475 = call double @sin(double noundef %474) #15
  %476 = trunc i64 %469 to i32
  %477 = add i32 %476, 3
  %478 = urem i32 %477, %230
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr inbounds double, ptr %325, i64 %479
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = call double @llvm.fmuladd.f64(double %475, double %481, double %470)
  %483 = or disjoint i64 %469, 1
  %484 = getelementptr inbounds double, ptr %346, i64 %483
  %485 = load double, ptr %484, align 8, !tbaa !9
  %486 = call double @llvm.fmuladd.f64(double %485, double 4.000000e+00, double %467)
  %487 = call double @sin(double noundef %486) #15
  %488 = trunc i64 %483 to i32
  %489 = add i32 %488, 3
  %490 = urem i32 %489, %230
  %491 = zext nneg i32 %490 to i64
  %492 = getelementptr inbounds double, ptr %325, i64 %491
  %493 = load double, ptr %492, align 8, !tbaa !9
  %494 = call double @llvm.fmuladd.f64(double %487, double %493, double %482)
  %495 = add nuw nsw i64 %469, 2
  %496 = add i64 %471, 2
  %497 = icmp eq i64 %496, %294
  br i1 %497, label %498, label %468, !llvm.loop !13

498:                                              ; preds = %468, %464
  %499 = phi double [ poison, %464 ], [ %494, %468 ]
  %500 = phi i64 [ 0, %464 ], [ %495, %468 ]
  %501 = phi double [ %466, %464 ], [ %494, %468 ]
  br i1 %295, label %514, label %502

502:                                              ; preds = %498
  %503 = getelementptr inbounds double, ptr %346, i64 %500
  %504 = load double, ptr %503, align 8, !tbaa !9
  %505 = call double @llvm.fmuladd.f64(double %504, double 4.000000e+00, double %467)
  %506 = call double @sin(double noundef %505) #15
  %507 = trunc i64 %500 to i32
  %508 = add i32 %507, 3
  %509 = urem i32 %508, %230
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr inbounds double, ptr %325, i64 %510
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = call double @llvm.fmuladd.f64(double %506, double %512, double %501)
  br label %514

514:                                              ; preds = %498, %502
  %515 = phi double [ %499, %498 ], [ %513, %502 ]
  %516 = add nuw i32 %465, 1
  %517 = icmp eq i32 %516, %276
  br i1 %517, label %518, label %464, !llvm.loop !15

518:                                              ; preds = %514
  %519 = getelementptr inbounds double, ptr %346, i64 %278
  %520 = load double, ptr %519, align 8, !tbaa !9
  %521 = fmul double %515, %520
  %522 = fsub double %338, %342
  call void @free(ptr noundef nonnull %346) #15
  store double %522, ptr %337, align 8, !tbaa !9
  %523 = load i32, ptr @calls, align 4, !tbaa !11
  %524 = add nsw i32 %523, 1
  store i32 %524, ptr @calls, align 4, !tbaa !11
  %525 = call noalias ptr @malloc(i64 noundef %259) #16
  br label %840

526:                                              ; preds = %595, %573
  %527 = phi i32 [ %575, %573 ], [ 0, %595 ]
  %528 = phi double [ %574, %573 ], [ 0.000000e+00, %595 ]
  %529 = uitofp nneg i32 %527 to double
  br i1 %281, label %558, label %530

530:                                              ; preds = %526, %530
  %531 = phi i64 [ %555, %530 ], [ 0, %526 ]
  %532 = phi double [ %554, %530 ], [ %528, %526 ]
  %533 = phi i64 [ %556, %530 ], [ 0, %526 ]
  %534 = getelementptr inbounds double, ptr %346, i64 %531
  %535 = load double, ptr %534, align 8, !tbaa !9
  %536 = fadd double %535, %529
  %537 = call double @sin(double noundef %536) #15
  %538 = trunc nuw nsw i64 %531 to i32
  %539 = urem i32 %538, %230
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr inbounds double, ptr %325, i64 %540
  %542 = load double, ptr %541, align 8, !tbaa !9
  %543 = call double @llvm.fmuladd.f64(double %537, double %542, double %532)
  %544 = or disjoint i64 %531, 1
  %545 = getelementptr inbounds double, ptr %346, i64 %544
  %546 = load double, ptr %545, align 8, !tbaa !9
  %547 = fadd double %546, %529
  %548 = call double @sin(double noundef %547) #15
  %549 = trunc nuw nsw i64 %544 to i32
  %550 = urem i32 %549, %230
  %551 = zext nneg i32 %550 to i64
  %552 = getelementptr inbounds double, ptr %325, i64 %551
  %553 = load double, ptr %552, align 8, !tbaa !9
  %554 = call double @llvm.fmuladd.f64(double %548, double %553, double %543)
  %555 = add nuw nsw i64 %531, 2
  %556 = add i64 %533, 2
  %557 = icmp eq i64 %556, %282
  br i1 %557, label %558, label %530, !llvm.loop !13

558:                                              ; preds = %530, %526
  %559 = phi double [ poison, %526 ], [ %554, %530 ]
  %560 = phi i64 [ 0, %526 ], [ %555, %530 ]
  %561 = phi double [ %528, %526 ], [ %554, %530 ]
  br i1 %283, label %573, label %562

562:                                              ; preds = %558
  %563 = getelementptr inbounds double, ptr %346, i64 %560
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = fadd double %564, %529
  %566 = call double @sin(double noundef %565) #15
  %567 = trunc nuw nsw i64 %560 to i32
  %568 = urem i32 %567, %230
  %569 = zext nneg i32 %568 to i64
  %570 = getelementptr inbounds double, ptr %325, i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !9
  %572 = call double @llvm.fmuladd.f64(double %566, double %571, double %561)
  br label %573

573:                                              ; preds = %558, %562
  %574 = phi double [ %559, %558 ], [ %572, %562 ]
  %575 = add nuw i32 %527, 1
  %576 = icmp eq i32 %527, %262
  br i1 %576, label %347, label %526, !llvm.loop !15

577:                                              ; preds = %595, %333
  %578 = phi i64 [ 0, %333 ], [ %596, %595 ]
  %579 = getelementptr inbounds double, ptr %325, i64 %578
  %580 = load double, ptr %579, align 8, !tbaa !9
  %581 = fcmp ogt double %580, 0.000000e+00
  br i1 %581, label %582, label %586

582:                                              ; preds = %577
  %583 = call double @llvm.fmuladd.f64(double %580, double %580, double 1.000000e+00)
  %584 = call double @llvm.sqrt.f64(double %583)
  %585 = add nuw nsw i64 %578, 1
  br label %595

586:                                              ; preds = %577
  %587 = call double @exp(double noundef %580) #15
  %588 = add nuw nsw i64 %578, 1
  %589 = icmp eq i64 %588, %260
  %590 = and i64 %588, 4294967295
  %591 = select i1 %589, i64 0, i64 %590
  %592 = getelementptr inbounds double, ptr %325, i64 %591
  %593 = load double, ptr %592, align 8, !tbaa !9
  %594 = fmul double %587, %593
  br label %595

595:                                              ; preds = %586, %582
  %596 = phi i64 [ %588, %586 ], [ %585, %582 ]
  %597 = phi double [ %594, %586 ], [ %584, %582 ]
  %598 = getelementptr inbounds double, ptr %346, i64 %578
  store double %597, ptr %598, align 8, !tbaa !9
  %599 = icmp eq i64 %596, %260
  br i1 %599, label %526, label %577, !llvm.loop !16

600:                                              ; preds = %836
  %601 = load double, ptr %525, align 8, !tbaa !9
  %602 = fmul double %837, %601
  br label %603

603:                                              ; preds = %651, %600
  %604 = phi i32 [ 0, %600 ], [ %653, %651 ]
  %605 = phi double [ 0.000000e+00, %600 ], [ %652, %651 ]
  %606 = uitofp nneg i32 %604 to double
  br i1 %301, label %635, label %607

607:                                              ; preds = %603, %607
  %608 = phi i64 [ %626, %607 ], [ 0, %603 ]
  %609 = phi double [ %632, %607 ], [ %605, %603 ]
  %610 = phi i64 [ %633, %607 ], [ 0, %603 ]
  %611 = getelementptr inbounds double, ptr %525, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = call double @llvm.fmuladd.f64(double %612, double 2.000000e+00, double %606)
  %614 = call double @sin(double noundef %613) #15
  %615 = or disjoint i64 %608, 1
  %616 = trunc nuw nsw i64 %615 to i32
  %617 = urem i32 %616, %230
  %618 = zext nneg i32 %617 to i64
  %619 = getelementptr inbounds double, ptr %325, i64 %618
  %620 = load double, ptr %619, align 8, !tbaa !9
  %621 = call double @llvm.fmuladd.f64(double %614, double %620, double %609)
  %622 = getelementptr inbounds double, ptr %525, i64 %615
  %623 = load double, ptr %622, align 8, !tbaa !9
  %624 = call double @llvm.fmuladd.f64(double %623, double 2.000000e+00, double %606)
  %625 = call double @sin(double noundef %624) #15
  %626 = add nuw nsw i64 %608, 2
  %627 = trunc nuw nsw i64 %626 to i32
  %628 = urem i32 %627, %230
  %629 = zext nneg i32 %628 to i64
  %630 = getelementptr inbounds double, ptr %325, i64 %629
  %631 = load double, ptr %630, align 8, !tbaa !9
  %632 = call double @llvm.fmuladd.f64(double %625, double %631, double %621)
  %633 = add i64 %610, 2
  %634 = icmp eq i64 %633, %302
  br i1 %634, label %635, label %607, !llvm.loop !13

635:                                              ; preds = %607, %603
  %636 = phi double [ poison, %603 ], [ %632, %607 ]
  %637 = phi i64 [ 0, %603 ], [ %626, %607 ]
  %638 = phi double [ %605, %603 ], [ %632, %607 ]
  br i1 %303, label %651, label %639

639:                                              ; preds = %635
  %640 = getelementptr inbounds double, ptr %525, i64 %637
  %641 = load double, ptr %640, align 8, !tbaa !9
  %642 = call double @llvm.fmuladd.f64(double %641, double 2.000000e+00, double %606)
  %643 = call double @sin(double noundef %642) #15
  %644 = trunc i64 %637 to i32
  %645 = add i32 %644, 1
  %646 = urem i32 %645, %230
  %647 = zext nneg i32 %646 to i64
  %648 = getelementptr inbounds double, ptr %325, i64 %647
  %649 = load double, ptr %648, align 8, !tbaa !9
  %650 = call double @llvm.fmuladd.f64(double %643, double %649, double %638)
  br label %651

651:                                              ; preds = %635, %639
  %652 = phi double [ %636, %635 ], [ %650, %639 ]
  %653 = add nuw i32 %604, 1
  %654 = icmp eq i32 %653, %266
  br i1 %654, label %655, label %603, !llvm.loop !15

655:                                              ; preds = %651
  %656 = getelementptr inbounds i8, ptr %525, i64 8
  %657 = load double, ptr %656, align 8, !tbaa !9
  %658 = fmul double %652, %657
  br label %659

659:                                              ; preds = %709, %655
  %660 = phi i32 [ 0, %655 ], [ %711, %709 ]
  %661 = phi double [ 0.000000e+00, %655 ], [ %710, %709 ]
  %662 = uitofp nneg i32 %660 to double
  br i1 %305, label %693, label %663

663:                                              ; preds = %659, %663
  %664 = phi i64 [ %690, %663 ], [ 0, %659 ]
  %665 = phi double [ %689, %663 ], [ %661, %659 ]
  %666 = phi i64 [ %691, %663 ], [ 0, %659 ]
  %667 = getelementptr inbounds double, ptr %525, i64 %664
  %668 = load double, ptr %667, align 8, !tbaa !9
  %669 = call double @llvm.fmuladd.f64(double %668, double 3.000000e+00, double %662)
  %670 = call double @sin(double noundef %669) #15
  %671 = trunc i64 %664 to i32
  %672 = add i32 %671, 2
  %673 = urem i32 %672, %230
  %674 = zext nneg i32 %673 to i64
  %675 = getelementptr inbounds double, ptr %325, i64 %674
  %676 = load double, ptr %675, align 8, !tbaa !9
  %677 = call double @llvm.fmuladd.f64(double %670, double %676, double %665)
  %678 = or disjoint i64 %664, 1
  %679 = getelementptr inbounds double, ptr %525, i64 %678
  %680 = load double, ptr %679, align 8, !tbaa !9
  %681 = call double @llvm.fmuladd.f64(double %680, double 3.000000e+00, double %662)
  %682 = call double @sin(double noundef %681) #15
  %683 = trunc i64 %678 to i32
  %684 = add i32 %683, 2
  %685 = urem i32 %684, %230
  %686 = zext nneg i32 %685 to i64
  %687 = getelementptr inbounds double, ptr %325, i64 %686
  %688 = load double, ptr %687, align 8, !tbaa !9
  %689 = call double @llvm.fmuladd.f64(double %682, double %688, double %677)
  %690 = add nuw nsw i64 %664, 2
  %691 = add i64 %666, 2
  %692 = icmp eq i64 %691, %306
  br i1 %692, label %693, label %663, !llvm.loop !13

693:                                              ; preds = %663, %659
  %694 = phi double [ poison, %659 ], [ %689, %663 ]
  %695 = phi i64 [ 0, %659 ], [ %690, %663 ]
  %696 = phi double [ %661, %659 ], [ %689, %663 ]
  br i1 %307, label %709, label %697

697:                                              ; preds = %693
  %698 = getelementptr inbounds double, ptr %525, i64 %695
  %699 = load double, ptr %698, align 8, !tbaa !9
  %700 = call double @llvm.fmuladd.f64(double %699, double 3.000000e+00, double %662)
  %701 = call double @sin(double noundef %700) #15
  %702 = trunc i64 %695 to i32
  %703 = add i32 %702, 2
  %704 = urem i32 %703, %230
  %705 = zext nneg i32 %704 to i64
  %706 = getelementptr inbounds double, ptr %325, i64 %705
  %707 = load double, ptr %706, align 8, !tbaa !9
  %708 = call double @llvm.fmuladd.f64(double %701, double %707, double %696)
  br label %709

709:                                              ; preds = %693, %697
  %710 = phi double [ %694, %693 ], [ %708, %697 ]
  %711 = add nuw i32 %660, 1
  %712 = icmp eq i32 %711, %270
  br i1 %712, label %713, label %659, !llvm.loop !15

713:                                              ; preds = %709
  %714 = getelementptr inbounds double, ptr %525, i64 %272
  %715 = load double, ptr %714, align 8, !tbaa !9
  %716 = fmul double %710, %715
  br label %717

717:                                              ; preds = %767, %713
  %718 = phi i32 [ 0, %713 ], [ %769, %767 ]
  %719 = phi double [ 0.000000e+00, %713 ], [ %768, %767 ]
  %720 = uitofp nneg i32 %718 to double
  br i1 %309, label %751, label %721

721:                                              ; preds = %717, %721
  %722 = phi i64 [ %748, %721 ], [ 0, %717 ]
  %723 = phi double [ %747, %721 ], [ %719, %717 ]
  %724 = phi i64 [ %749, %721 ], [ 0, %717 ]
  %725 = getelementptr inbounds double, ptr %525, i64 %722
  %726 = load double, ptr %725, align 8, !tbaa !9
  %727 = call double @llvm.fmuladd.f64(double %726, double 4.000000e+00, double %720)
  %728 = call double @sin(double noundef %727) #15
  %729 = trunc i64 %722 to i32
  %730 = add i32 %729, 3
  %731 = urem i32 %730, %230
  %732 = zext nneg i32 %731 to i64
  %733 = getelementptr inbounds double, ptr %325, i64 %732
  %734 = load double, ptr %733, align 8, !tbaa !9
  %735 = call double @llvm.fmuladd.f64(double %728, double %734, double %723)
  %736 = or disjoint i64 %722, 1
  %737 = getelementptr inbounds double, ptr %525, i64 %736
  %738 = load double, ptr %737, align 8, !tbaa !9
  %739 = call double @llvm.fmuladd.f64(double %738, double 4.000000e+00, double %720)
  %740 = call double @sin(double noundef %739) #15
  %741 = trunc i64 %736 to i32
  %742 = add i32 %741, 3
  %743 = urem i32 %742, %230
  %744 = zext nneg i32 %743 to i64
  %745 = getelementptr inbounds double, ptr %325, i64 %744
  %746 = load double, ptr %745, align 8, !tbaa !9
  %747 = call double @llvm.fmuladd.f64(double %740, double %746, double %735)
  %748 = add nuw nsw i64 %722, 2
  %749 = add i64 %724, 2
  %750 = icmp eq i64 %749, %310
  br i1 %750, label %751, label %721, !llvm.loop !13

751:                                              ; preds = %721, %717
  %752 = phi double [ poison, %717 ], [ %747, %721 ]
  %753 = phi i64 [ 0, %717 ], [ %748, %721 ]
  %754 = phi double [ %719, %717 ], [ %747, %721 ]
  br i1 %311, label %767, label %755

755:                                              ; preds = %751
  %756 = getelementptr inbounds double, ptr %525, i64 %753
  %757 = load double, ptr %756, align 8, !tbaa !9
  %758 = call double @llvm.fmuladd.f64(double %757, double 4.000000e+00, double %720)
  %759 = call double @sin(double noundef %758) #15
  %760 = trunc i64 %753 to i32
  %761 = add i32 %760, 3
  %762 = urem i32 %761, %230
  %763 = zext nneg i32 %762 to i64
  %764 = getelementptr inbounds double, ptr %325, i64 %763
  %765 = load double, ptr %764, align 8, !tbaa !9
  %766 = call double @llvm.fmuladd.f64(double %759, double %765, double %754)
  br label %767

767:                                              ; preds = %751, %755
  %768 = phi double [ %752, %751 ], [ %766, %755 ]
  %769 = add nuw i32 %718, 1
  %770 = icmp eq i32 %769, %276
  br i1 %770, label %771, label %717, !llvm.loop !15

771:                                              ; preds = %767
  %772 = getelementptr inbounds double, ptr %525, i64 %278
  %773 = load double, ptr %772, align 8, !tbaa !9
  %774 = fmul double %768, %773
  %775 = call double @llvm.fmuladd.f64(double %332, double %521, double %866)
  call void @free(ptr noundef nonnull %525) #15
  %776 = call double @llvm.fmuladd.f64(double %326, double %602, double 0.000000e+00)
  %777 = call double @llvm.fmuladd.f64(double %328, double %658, double %776)
  %778 = call double @llvm.fmuladd.f64(double %330, double %716, double %777)
  %779 = call double @llvm.fmuladd.f64(double %332, double %774, double %778)
  store double %338, ptr %337, align 8, !tbaa !9
  %780 = fsub double %775, %779
  %781 = fsub double %343, %522
  %782 = fdiv double %780, %781
  %783 = call double @llvm.fabs.f64(double %782)
  %784 = fcmp ogt double %783, 1.000000e+00
  %785 = select i1 %784, double %783, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %336, ptr %36, align 8, !tbaa !9
  %786 = load volatile double, ptr %36, align 8, !tbaa !9
  %787 = call double @llvm.fabs.f64(double %786)
  %788 = fcmp ueq double %787, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %788, label %879, label %867

789:                                              ; preds = %836, %863
  %790 = phi i32 [ 0, %863 ], [ %838, %836 ]
  %791 = phi double [ 0.000000e+00, %863 ], [ %837, %836 ]
  %792 = uitofp nneg i32 %790 to double
  br i1 %297, label %821, label %793

793:                                              ; preds = %789, %793
  %794 = phi i64 [ %818, %793 ], [ 0, %789 ]
  %795 = phi double [ %817, %793 ], [ %791, %789 ]
  %796 = phi i64 [ %819, %793 ], [ 0, %789 ]
  %797 = getelementptr inbounds double, ptr %525, i64 %794
  %798 = load double, ptr %797, align 8, !tbaa !9
  %799 = fadd double %798, %792
  %800 = call double @sin(double noundef %799) #15
  %801 = trunc nuw nsw i64 %794 to i32
  %802 = urem i32 %801, %230
  %803 = zext nneg i32 %802 to i64
  %804 = getelementptr inbounds double, ptr %325, i64 %803
  %805 = load double, ptr %804, align 8, !tbaa !9
  %806 = call double @llvm.fmuladd.f64(double %800, double %805, double %795)
  %807 = or disjoint i64 %794, 1
  %808 = getelementptr inbounds double, ptr %525, i64 %807
  %809 = load double, ptr %808, align 8, !tbaa !9
  %810 = fadd double %809, %792
  %811 = call double @sin(double noundef %810) #15
  %812 = trunc nuw nsw i64 %807 to i32
  %813 = urem i32 %812, %230
  %814 = zext nneg i32 %813 to i64
  %815 = getelementptr inbounds double, ptr %325, i64 %814
  %816 = load double, ptr %815, align 8, !tbaa !9
  %817 = call double @llvm.fmuladd.f64(double %811, double %816, double %806)
  %818 = add nuw nsw i64 %794, 2
  %819 = add i64 %796, 2
  %820 = icmp eq i64 %819, %298
  br i1 %820, label %821, label %793, !llvm.loop !13

821:                                              ; preds = %793, %789
  %822 = phi double [ poison, %789 ], [ %817, %793 ]
  %823 = phi i64 [ 0, %789 ], [ %818, %793 ]
  %824 = phi double [ %791, %789 ], [ %817, %793 ]
  br i1 %299, label %836, label %825

825:                                              ; preds = %821
  %826 = getelementptr inbounds double, ptr %525, i64 %823
  %827 = load double, ptr %826, align 8, !tbaa !9
  %828 = fadd double %827, %792
  %829 = call double @sin(double noundef %828) #15
  %830 = trunc nuw nsw i64 %823 to i32
  %831 = urem i32 %830, %230
  %832 = zext nneg i32 %831 to i64
  %833 = getelementptr inbounds double, ptr %325, i64 %832
  %834 = load double, ptr %833, align 8, !tbaa !9
  %835 = call double @llvm.fmuladd.f64(double %829, double %834, double %824)
  br label %836

836:                                              ; preds = %821, %825
  %837 = phi double [ %822, %821 ], [ %835, %825 ]
  %838 = add nuw i32 %790, 1
  %839 = icmp eq i32 %790, %262
  br i1 %839, label %600, label %789, !llvm.loop !15

840:                                              ; preds = %858, %518
  %841 = phi i64 [ 0, %518 ], [ %859, %858 ]
  %842 = getelementptr inbounds double, ptr %325, i64 %841
  %843 = load double, ptr %842, align 8, !tbaa !9
  %844 = fcmp ogt double %843, 0.000000e+00
  br i1 %844, label %845, label %849

845:                                              ; preds = %840
  %846 = call double @llvm.fmuladd.f64(double %843, double %843, double 1.000000e+00)
  %847 = call double @llvm.sqrt.f64(double %846)
  %848 = add nuw nsw i64 %841, 1
  br label %858

849:                                              ; preds = %840
  %850 = call double @exp(double noundef %843) #15
  %851 = add nuw nsw i64 %841, 1
  %852 = icmp eq i64 %851, %260
  %853 = and i64 %851, 4294967295
  %854 = select i1 %852, i64 0, i64 %853
  %855 = getelementptr inbounds double, ptr %325, i64 %854
  %856 = load double, ptr %855, align 8, !tbaa !9
  %857 = fmul double %850, %856
  br label %858

858:                                              ; preds = %849, %845
  %859 = phi i64 [ %851, %849 ], [ %848, %845 ]
  %860 = phi double [ %857, %849 ], [ %847, %845 ]
  %861 = getelementptr inbounds double, ptr %525, i64 %841
  store double %860, ptr %861, align 8, !tbaa !9
  %862 = icmp eq i64 %859, %260
  br i1 %862, label %863, label %840, !llvm.loop !16

863:                                              ; preds = %858
  %864 = call double @llvm.fmuladd.f64(double %326, double %349, double 0.000000e+00)
  %865 = call double @llvm.fmuladd.f64(double %328, double %405, double %864)
  %866 = call double @llvm.fmuladd.f64(double %330, double %463, double %865)
  br label %789

867:                                              ; preds = %771
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %782, ptr %35, align 8, !tbaa !9
  %868 = load volatile double, ptr %35, align 8, !tbaa !9
  %869 = call double @llvm.fabs.f64(double %868)
  %870 = fcmp ueq double %869, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %870, label %879, label %871

871:                                              ; preds = %867
  %872 = fsub double %336, %782
  %873 = call double @llvm.fabs.f64(double %872)
  %874 = fmul double %785, 0x3EB0C6F7A0B5ED8D
  %875 = fcmp ugt double %873, %874
  br i1 %875, label %879, label %876

876:                                              ; preds = %871
  %877 = trunc nuw nsw i64 %334 to i32
  %878 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %877, double noundef %336, double noundef %782, ptr noundef nonnull @.str.18)
  br label %884

879:                                              ; preds = %871, %867, %771
  %880 = trunc nuw nsw i64 %334 to i32
  %881 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %880, double noundef %336, double noundef %782, ptr noundef nonnull @.str.19)
  %882 = load i32, ptr @n_fail, align 4, !tbaa !11
  %883 = add nsw i32 %882, 1
  store i32 %883, ptr @n_fail, align 4, !tbaa !11
  br label %884

884:                                              ; preds = %879, %876
  %885 = add nuw nsw i64 %334, 1
  %886 = icmp eq i64 %885, %260
  br i1 %886, label %887, label %333, !llvm.loop !17

887:                                              ; preds = %884
  call void @free(ptr noundef nonnull %325) #15
  %888 = add nuw nsw i64 %322, 1
  %889 = icmp eq i64 %888, 3
  br i1 %889, label %312, label %321, !llvm.loop !18

890:                                              ; preds = %312
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %314, ptr %33, align 8, !tbaa !9
  %891 = load volatile double, ptr %33, align 8, !tbaa !9
  %892 = call double @llvm.fabs.f64(double %891)
  %893 = fcmp ueq double %892, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %893, label %901, label %894

894:                                              ; preds = %890
  %895 = fsub double %313, %314
  %896 = call double @llvm.fabs.f64(double %895)
  %897 = fmul double %317, 0x3D719799812DEA11
  %898 = fcmp ugt double %896, %897
  br i1 %898, label %901, label %899

899:                                              ; preds = %894
  %900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %313, double noundef %314, ptr noundef nonnull @.str.18)
  br label %905

901:                                              ; preds = %894, %890, %312
  %902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %313, double noundef %314, ptr noundef nonnull @.str.19)
  %903 = load i32, ptr @n_fail, align 4, !tbaa !11
  %904 = add nsw i32 %903, 1
  store i32 %904, ptr @n_fail, align 4, !tbaa !11
  br label %905

905:                                              ; preds = %899, %901
  %906 = load double, ptr %182, align 8, !tbaa !9
  %907 = load double, ptr %183, align 8, !tbaa !9
  %908 = call double @llvm.fabs.f64(double %907)
  %909 = fcmp ogt double %908, 1.000000e+00
  %910 = select i1 %909, double %908, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %906, ptr %34, align 8, !tbaa !9
  %911 = load volatile double, ptr %34, align 8, !tbaa !9
  %912 = call double @llvm.fabs.f64(double %911)
  %913 = fcmp ueq double %912, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %913, label %925, label %914

914:                                              ; preds = %905
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %907, ptr %33, align 8, !tbaa !9
  %915 = load volatile double, ptr %33, align 8, !tbaa !9
  %916 = call double @llvm.fabs.f64(double %915)
  %917 = fcmp ueq double %916, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %917, label %925, label %918

918:                                              ; preds = %914
  %919 = fsub double %906, %907
  %920 = call double @llvm.fabs.f64(double %919)
  %921 = fmul double %910, 0x3D719799812DEA11
  %922 = fcmp ugt double %920, %921
  br i1 %922, label %925, label %923

923:                                              ; preds = %918
  %924 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %906, double noundef %907, ptr noundef nonnull @.str.18)
  br label %929

925:                                              ; preds = %918, %914, %905
  %926 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %906, double noundef %907, ptr noundef nonnull @.str.19)
  %927 = load i32, ptr @n_fail, align 4, !tbaa !11
  %928 = add nsw i32 %927, 1
  store i32 %928, ptr @n_fail, align 4, !tbaa !11
  br label %929

929:                                              ; preds = %925, %923
  %930 = load double, ptr %184, align 16, !tbaa !9
  %931 = load double, ptr %185, align 16, !tbaa !9
  %932 = call double @llvm.fabs.f64(double %931)
  %933 = fcmp ogt double %932, 1.000000e+00
  %934 = select i1 %933, double %932, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %930, ptr %34, align 8, !tbaa !9
  %935 = load volatile double, ptr %34, align 8, !tbaa !9
  %936 = call double @llvm.fabs.f64(double %935)
  %937 = fcmp ueq double %936, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %937, label %949, label %938

938:                                              ; preds = %929
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %931, ptr %33, align 8, !tbaa !9
  %939 = load volatile double, ptr %33, align 8, !tbaa !9
  %940 = call double @llvm.fabs.f64(double %939)
  %941 = fcmp ueq double %940, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %941, label %949, label %942

942:                                              ; preds = %938
  %943 = fsub double %930, %931
  %944 = call double @llvm.fabs.f64(double %943)
  %945 = fmul double %934, 0x3D719799812DEA11
  %946 = fcmp ugt double %944, %945
  br i1 %946, label %949, label %947

947:                                              ; preds = %942
  %948 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %930, double noundef %931, ptr noundef nonnull @.str.18)
  br label %953

949:                                              ; preds = %942, %938, %929
  %950 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %930, double noundef %931, ptr noundef nonnull @.str.19)
  %951 = load i32, ptr @n_fail, align 4, !tbaa !11
  %952 = add nsw i32 %951, 1
  store i32 %952, ptr @n_fail, align 4, !tbaa !11
  br label %953

953:                                              ; preds = %949, %947
  %954 = load double, ptr %186, align 8, !tbaa !9
  %955 = load double, ptr %187, align 8, !tbaa !9
  %956 = call double @llvm.fabs.f64(double %955)
  %957 = fcmp ogt double %956, 1.000000e+00
  %958 = select i1 %957, double %956, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %954, ptr %34, align 8, !tbaa !9
  %959 = load volatile double, ptr %34, align 8, !tbaa !9
  %960 = call double @llvm.fabs.f64(double %959)
  %961 = fcmp ueq double %960, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %961, label %973, label %962

962:                                              ; preds = %953
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %955, ptr %33, align 8, !tbaa !9
  %963 = load volatile double, ptr %33, align 8, !tbaa !9
  %964 = call double @llvm.fabs.f64(double %963)
  %965 = fcmp ueq double %964, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %965, label %973, label %966

966:                                              ; preds = %962
  %967 = fsub double %954, %955
  %968 = call double @llvm.fabs.f64(double %967)
  %969 = fmul double %958, 0x3D719799812DEA11
  %970 = fcmp ugt double %968, %969
  br i1 %970, label %973, label %971

971:                                              ; preds = %966
  %972 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %954, double noundef %955, ptr noundef nonnull @.str.18)
  br label %977

973:                                              ; preds = %966, %962, %953
  %974 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %954, double noundef %955, ptr noundef nonnull @.str.19)
  %975 = load i32, ptr @n_fail, align 4, !tbaa !11
  %976 = add nsw i32 %975, 1
  store i32 %976, ptr @n_fail, align 4, !tbaa !11
  br label %977

977:                                              ; preds = %973, %971
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  %978 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %979 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %980 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %981 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %978, i32 noundef 2, i32 noundef %979, i64 noundef 56, ptr noundef nonnull %39, ptr noundef nonnull %41, i32 noundef %980, i64 noundef 32, ptr noundef nonnull %42, ptr noundef nonnull %43, i32 noundef %981, i32 noundef %230, i32 noundef %981, i32 noundef 4) #15
  %982 = and i64 %260, 1
  %983 = icmp eq i64 %279, 0
  %984 = and i64 %260, 4294967294
  %985 = icmp eq i64 %982, 0
  %986 = and i64 %260, 1
  %987 = icmp eq i64 %279, 0
  %988 = and i64 %260, 4294967294
  %989 = icmp eq i64 %986, 0
  %990 = and i64 %260, 1
  %991 = icmp eq i64 %279, 0
  %992 = and i64 %260, 4294967294
  %993 = icmp eq i64 %990, 0
  %994 = and i64 %260, 1
  %995 = icmp eq i64 %279, 0
  %996 = and i64 %260, 4294967294
  %997 = icmp eq i64 %994, 0
  %998 = and i64 %260, 1
  %999 = icmp eq i64 %279, 0
  %1000 = and i64 %260, 4294967294
  %1001 = icmp eq i64 %998, 0
  %1002 = and i64 %260, 1
  %1003 = icmp eq i64 %279, 0
  %1004 = and i64 %260, 4294967294
  %1005 = icmp eq i64 %1002, 0
  %1006 = and i64 %260, 1
  %1007 = icmp eq i64 %279, 0
  %1008 = and i64 %260, 4294967294
  %1009 = icmp eq i64 %1006, 0
  %1010 = and i64 %260, 1
  %1011 = icmp eq i64 %279, 0
  %1012 = and i64 %260, 4294967294
  %1013 = icmp eq i64 %1010, 0
  br label %1014

1014:                                             ; preds = %977, %1580
  %1015 = phi i1 [ true, %977 ], [ false, %1580 ]
  %1016 = phi ptr [ %41, %977 ], [ %203, %1580 ]
  %1017 = phi ptr [ %40, %977 ], [ %204, %1580 ]
  %1018 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1018, ptr nonnull readonly align 16 %39, i64 %259, i1 false)
  %1019 = load double, ptr %1017, align 16, !tbaa !9
  %1020 = getelementptr inbounds i8, ptr %1017, i64 8
  %1021 = load double, ptr %1020, align 8, !tbaa !9
  %1022 = getelementptr inbounds i8, ptr %1017, i64 16
  %1023 = load double, ptr %1022, align 16, !tbaa !9
  %1024 = getelementptr inbounds i8, ptr %1017, i64 24
  %1025 = load double, ptr %1024, align 8, !tbaa !9
  br label %1026

1026:                                             ; preds = %1014, %1577
  %1027 = phi i64 [ 0, %1014 ], [ %1578, %1577 ]
  %1028 = getelementptr inbounds double, ptr %1016, i64 %1027
  %1029 = load double, ptr %1028, align 8, !tbaa !9
  %1030 = getelementptr inbounds double, ptr %1018, i64 %1027
  %1031 = load double, ptr %1030, align 8, !tbaa !9
  %1032 = call double @llvm.fabs.f64(double %1031)
  %1033 = fcmp ogt double %1032, 1.000000e+00
  %1034 = select i1 %1033, double %1032, double 1.000000e+00
  %1035 = fmul double %1034, 0x3EB0C6F7A0B5ED8D
  %1036 = fadd double %1031, %1035
  store double %1036, ptr %1030, align 8, !tbaa !9
  %1037 = load i32, ptr @calls, align 4, !tbaa !11
  %1038 = add nsw i32 %1037, 1
  store i32 %1038, ptr @calls, align 4, !tbaa !11
  %1039 = call noalias ptr @malloc(i64 noundef %259) #16
  br label %1270

1040:                                             ; preds = %1266
  %1041 = load double, ptr %1039, align 8, !tbaa !9
  %1042 = fmul double %1267, %1041
  br label %1043

1043:                                             ; preds = %1091, %1040
  %1044 = phi i32 [ 0, %1040 ], [ %1093, %1091 ]
  %1045 = phi double [ 0.000000e+00, %1040 ], [ %1092, %1091 ]
  %1046 = uitofp nneg i32 %1044 to double
  br i1 %987, label %1075, label %1047

1047:                                             ; preds = %1043, %1047
  %1048 = phi i64 [ %1066, %1047 ], [ 0, %1043 ]
  %1049 = phi double [ %1072, %1047 ], [ %1045, %1043 ]
  %1050 = phi i64 [ %1073, %1047 ], [ 0, %1043 ]
  %1051 = getelementptr inbounds double, ptr %1039, i64 %1048
  %1052 = load double, ptr %1051, align 8, !tbaa !9
  %1053 = call double @llvm.fmuladd.f64(double %1052, double 2.000000e+00, double %1046)
  %1054 = call double @sin(double noundef %1053) #15
  %1055 = or disjoint i64 %1048, 1
  %1056 = trunc nuw nsw i64 %1055 to i32
  %1057 = urem i32 %1056, %230
  %1058 = zext nneg i32 %1057 to i64
  %1059 = getelementptr inbounds double, ptr %1018, i64 %1058
  %1060 = load double, ptr %1059, align 8, !tbaa !9
  %1061 = call double @llvm.fmuladd.f64(double %1054, double %1060, double %1049)
  %1062 = getelementptr inbounds double, ptr %1039, i64 %1055
  %1063 = load double, ptr %1062, align 8, !tbaa !9
  %1064 = call double @llvm.fmuladd.f64(double %1063, double 2.000000e+00, double %1046)
  %1065 = call double @sin(double noundef %1064) #15
  %1066 = add nuw nsw i64 %1048, 2
  %1067 = trunc nuw nsw i64 %1066 to i32
  %1068 = urem i32 %1067, %230
  %1069 = zext nneg i32 %1068 to i64
  %1070 = getelementptr inbounds double, ptr %1018, i64 %1069
  %1071 = load double, ptr %1070, align 8, !tbaa !9
  %1072 = call double @llvm.fmuladd.f64(double %1065, double %1071, double %1061)
  %1073 = add i64 %1050, 2
  %1074 = icmp eq i64 %1073, %988
  br i1 %1074, label %1075, label %1047, !llvm.loop !13

1075:                                             ; preds = %1047, %1043
  %1076 = phi double [ poison, %1043 ], [ %1072, %1047 ]
  %1077 = phi i64 [ 0, %1043 ], [ %1066, %1047 ]
  %1078 = phi double [ %1045, %1043 ], [ %1072, %1047 ]
  br i1 %989, label %1091, label %1079

1079:                                             ; preds = %1075
  %1080 = getelementptr inbounds double, ptr %1039, i64 %1077
  %1081 = load double, ptr %1080, align 8, !tbaa !9
  %1082 = call double @llvm.fmuladd.f64(double %1081, double 2.000000e+00, double %1046)
  %1083 = call double @sin(double noundef %1082) #15
  %1084 = trunc i64 %1077 to i32
  %1085 = add i32 %1084, 1
  %1086 = urem i32 %1085, %230
  %1087 = zext nneg i32 %1086 to i64
  %1088 = getelementptr inbounds double, ptr %1018, i64 %1087
  %1089 = load double, ptr %1088, align 8, !tbaa !9
  %1090 = call double @llvm.fmuladd.f64(double %1083, double %1089, double %1078)
  br label %1091

1091:                                             ; preds = %1075, %1079
  %1092 = phi double [ %1076, %1075 ], [ %1090, %1079 ]
  %1093 = add nuw i32 %1044, 1
  %1094 = icmp eq i32 %1093, %266
  br i1 %1094, label %1095, label %1043, !llvm.loop !15

1095:                                             ; preds = %1091
  %1096 = getelementptr inbounds i8, ptr %1039, i64 8
  %1097 = load double, ptr %1096, align 8, !tbaa !9
  %1098 = fmul double %1092, %1097
  br label %1099

1099:                                             ; preds = %1149, %1095
  %1100 = phi i32 [ 0, %1095 ], [ %1151, %1149 ]
  %1101 = phi double [ 0.000000e+00, %1095 ], [ %1150, %1149 ]
  %1102 = uitofp nneg i32 %1100 to double
  br i1 %991, label %1133, label %1103

1103:                                             ; preds = %1099, %1103
  %1104 = phi i64 [ %1130, %1103 ], [ 0, %1099 ]
  %1105 = phi double [ %1129, %1103 ], [ %1101, %1099 ]
  %1106 = phi i64 [ %1131, %1103 ], [ 0, %1099 ]
  %1107 = getelementptr inbounds double, ptr %1039, i64 %1104
  %1108 = load double, ptr %1107, align 8, !tbaa !9
  %1109 = call double @llvm.fmuladd.f64(double %1108, double 3.000000e+00, double %1102)
  %1110 = call double @sin(double noundef %1109) #15
  %1111 = trunc i64 %1104 to i32
  %1112 = add i32 %1111, 2
  %1113 = urem i32 %1112, %230
  %1114 = zext nneg i32 %1113 to i64
  %1115 = getelementptr inbounds double, ptr %1018, i64 %1114
  %1116 = load double, ptr %1115, align 8, !tbaa !9
  %1117 = call double @llvm.fmuladd.f64(double %1110, double %1116, double %1105)
  %1118 = or disjoint i64 %1104, 1
  %1119 = getelementptr inbounds double, ptr %1039, i64 %1118
  %1120 = load double, ptr %1119, align 8, !tbaa !9
  %1121 = call double @llvm.fmuladd.f64(double %1120, double 3.000000e+00, double %1102)
  %1122 = call double @sin(double noundef %1121) #15
  %1123 = trunc i64 %1118 to i32
  %1124 = add i32 %1123, 2
  %1125 = urem i32 %1124, %230
  %1126 = zext nneg i32 %1125 to i64
  %1127 = getelementptr inbounds double, ptr %1018, i64 %1126
  %1128 = load double, ptr %1127, align 8, !tbaa !9
  %1129 = call double @llvm.fmuladd.f64(double %1122, double %1128, double %1117)
  %1130 = add nuw nsw i64 %1104, 2
  %1131 = add i64 %1106, 2
  %1132 = icmp eq i64 %1131, %992
  br i1 %1132, label %1133, label %1103, !llvm.loop !13

1133:                                             ; preds = %1103, %1099
  %1134 = phi double [ poison, %1099 ], [ %1129, %1103 ]
  %1135 = phi i64 [ 0, %1099 ], [ %1130, %1103 ]
  %1136 = phi double [ %1101, %1099 ], [ %1129, %1103 ]
  br i1 %993, label %1149, label %1137

1137:                                             ; preds = %1133
  %1138 = getelementptr inbounds double, ptr %1039, i64 %1135
  %1139 = load double, ptr %1138, align 8, !tbaa !9
  %1140 = call double @llvm.fmuladd.f64(double %1139, double 3.000000e+00, double %1102)
  %1141 = call double @sin(double noundef %1140) #15
  %1142 = trunc i64 %1135 to i32
  %1143 = add i32 %1142, 2
  %1144 = urem i32 %1143, %230
  %1145 = zext nneg i32 %1144 to i64
  %1146 = getelementptr inbounds double, ptr %1018, i64 %1145
  %1147 = load double, ptr %1146, align 8, !tbaa !9
  %1148 = call double @llvm.fmuladd.f64(double %1141, double %1147, double %1136)
  br label %1149

1149:                                             ; preds = %1133, %1137
  %1150 = phi double [ %1134, %1133 ], [ %1148, %1137 ]
  %1151 = add nuw i32 %1100, 1
  %1152 = icmp eq i32 %1151, %270
  br i1 %1152, label %1153, label %1099, !llvm.loop !15

1153:                                             ; preds = %1149
  %1154 = getelementptr inbounds double, ptr %1039, i64 %272
  %1155 = load double, ptr %1154, align 8, !tbaa !9
  %1156 = fmul double %1150, %1155
  br label %1157

1157:                                             ; preds = %1207, %1153
  %1158 = phi i32 [ 0, %1153 ], [ %1209, %1207 ]
  %1159 = phi double [ 0.000000e+00, %1153 ], [ %1208, %1207 ]
  %1160 = uitofp nneg i32 %1158 to double
  br i1 %995, label %1191, label %1161

1161:                                             ; preds = %1157, %1161
  %1162 = phi i64 [ %1188, %1161 ], [ 0, %1157 ]
  %1163 = phi double [ %1187, %1161 ], [ %1159, %1157 ]
  %1164 = phi i64 [ %1189, %1161 ], [ 0, %1157 ]
  %1165 = getelementptr inbounds double, ptr %1039, i64 %1162
  %1166 = load double, ptr %1165, align 8, !tbaa !9
  %1167 = call double @llvm.fmuladd.f64(double %1166, double 4.000000e+00, double %1160)
  %1168 = call double @sin(double noundef %1167) #15
  %1169 = trunc i64 %1162 to i32
  %1170 = add i32 %1169, 3
  %1171 = urem i32 %1170, %230
  %1172 = zext nneg i32 %1171 to i64
  %1173 = getelementptr inbounds double, ptr %1018, i64 %1172
  %1174 = load double, ptr %1173, align 8, !tbaa !9
  %1175 = call double @llvm.fmuladd.f64(double %1168, double %1174, double %1163)
  %1176 = or disjoint i64 %1162, 1
  %1177 = getelementptr inbounds double, ptr %1039, i64 %1176
  %1178 = load double, ptr %1177, align 8, !tbaa !9
  %1179 = call double @llvm.fmuladd.f64(double %1178, double 4.000000e+00, double %1160)
  %1180 = call double @sin(double noundef %1179) #15
  %1181 = trunc i64 %1176 to i32
  %1182 = add i32 %1181, 3
  %1183 = urem i32 %1182, %230
  %1184 = zext nneg i32 %1183 to i64
  %1185 = getelementptr inbounds double, ptr %1018, i64 %1184
  %1186 = load double, ptr %1185, align 8, !tbaa !9
  %1187 = call double @llvm.fmuladd.f64(double %1180, double %1186, double %1175)
  %1188 = add nuw nsw i64 %1162, 2
  %1189 = add i64 %1164, 2
  %1190 = icmp eq i64 %1189, %996
  br i1 %1190, label %1191, label %1161, !llvm.loop !13

1191:                                             ; preds = %1161, %1157
  %1192 = phi double [ poison, %1157 ], [ %1187, %1161 ]
  %1193 = phi i64 [ 0, %1157 ], [ %1188, %1161 ]
  %1194 = phi double [ %1159, %1157 ], [ %1187, %1161 ]
  br i1 %997, label %1207, label %1195

1195:                                             ; preds = %1191
  %1196 = getelementptr inbounds double, ptr %1039, i64 %1193
  %1197 = load double, ptr %1196, align 8, !tbaa !9
  %1198 = call double @llvm.fmuladd.f64(double %1197, double 4.000000e+00, double %1160)
  %1199 = call double @sin(double noundef %1198) #15
  %1200 = trunc i64 %1193 to i32
  %1201 = add i32 %1200, 3
  %1202 = urem i32 %1201, %230
  %1203 = zext nneg i32 %1202 to i64
  %1204 = getelementptr inbounds double, ptr %1018, i64 %1203
  %1205 = load double, ptr %1204, align 8, !tbaa !9
  %1206 = call double @llvm.fmuladd.f64(double %1199, double %1205, double %1194)
  br label %1207

1207:                                             ; preds = %1191, %1195
  %1208 = phi double [ %1192, %1191 ], [ %1206, %1195 ]
  %1209 = add nuw i32 %1158, 1
  %1210 = icmp eq i32 %1209, %276
  br i1 %1210, label %1211, label %1157, !llvm.loop !15

1211:                                             ; preds = %1207
  %1212 = getelementptr inbounds double, ptr %1039, i64 %278
  %1213 = load double, ptr %1212, align 8, !tbaa !9
  %1214 = fmul double %1208, %1213
  %1215 = fsub double %1031, %1035
  call void @free(ptr noundef nonnull %1039) #15
  store double %1215, ptr %1030, align 8, !tbaa !9
  %1216 = load i32, ptr @calls, align 4, !tbaa !11
  %1217 = add nsw i32 %1216, 1
  store i32 %1217, ptr @calls, align 4, !tbaa !11
  %1218 = call noalias ptr @malloc(i64 noundef %259) #16
  br label %1533

1219:                                             ; preds = %1288, %1266
  %1220 = phi i32 [ %1268, %1266 ], [ 0, %1288 ]
  %1221 = phi double [ %1267, %1266 ], [ 0.000000e+00, %1288 ]
  %1222 = uitofp nneg i32 %1220 to double
  br i1 %983, label %1251, label %1223

1223:                                             ; preds = %1219, %1223
  %1224 = phi i64 [ %1248, %1223 ], [ 0, %1219 ]
  %1225 = phi double [ %1247, %1223 ], [ %1221, %1219 ]
  %1226 = phi i64 [ %1249, %1223 ], [ 0, %1219 ]
  %1227 = getelementptr inbounds double, ptr %1039, i64 %1224
  %1228 = load double, ptr %1227, align 8, !tbaa !9
  %1229 = fadd double %1228, %1222
  %1230 = call double @sin(double noundef %1229) #15
  %1231 = trunc nuw nsw i64 %1224 to i32
  %1232 = urem i32 %1231, %230
  %1233 = zext nneg i32 %1232 to i64
  %1234 = getelementptr inbounds double, ptr %1018, i64 %1233
  %1235 = load double, ptr %1234, align 8, !tbaa !9
  %1236 = call double @llvm.fmuladd.f64(double %1230, double %1235, double %1225)
  %1237 = or disjoint i64 %1224, 1
  %1238 = getelementptr inbounds double, ptr %1039, i64 %1237
  %1239 = load double, ptr %1238, align 8, !tbaa !9
  %1240 = fadd double %1239, %1222
  %1241 = call double @sin(double noundef %1240) #15
  %1242 = trunc nuw nsw i64 %1237 to i32
  %1243 = urem i32 %1242, %230
  %1244 = zext nneg i32 %1243 to i64
  %1245 = getelementptr inbounds double, ptr %1018, i64 %1244
  %1246 = load double, ptr %1245, align 8, !tbaa !9
  %1247 = call double @llvm.fmuladd.f64(double %1241, double %1246, double %1236)
  %1248 = add nuw nsw i64 %1224, 2
  %1249 = add i64 %1226, 2
  %1250 = icmp eq i64 %1249, %984
  br i1 %1250, label %1251, label %1223, !llvm.loop !13

1251:                                             ; preds = %1223, %1219
  %1252 = phi double [ poison, %1219 ], [ %1247, %1223 ]
  %1253 = phi i64 [ 0, %1219 ], [ %1248, %1223 ]
  %1254 = phi double [ %1221, %1219 ], [ %1247, %1223 ]
  br i1 %985, label %1266, label %1255

1255:                                             ; preds = %1251
  %1256 = getelementptr inbounds double, ptr %1039, i64 %1253
  %1257 = load double, ptr %1256, align 8, !tbaa !9
  %1258 = fadd double %1257, %1222
  %1259 = call double @sin(double noundef %1258) #15
  %1260 = trunc nuw nsw i64 %1253 to i32
  %1261 = urem i32 %1260, %230
  %1262 = zext nneg i32 %1261 to i64
  %1263 = getelementptr inbounds double, ptr %1018, i64 %1262
  %1264 = load double, ptr %1263, align 8, !tbaa !9
  %1265 = call double @llvm.fmuladd.f64(double %1259, double %1264, double %1254)
  br label %1266

1266:                                             ; preds = %1251, %1255
  %1267 = phi double [ %1252, %1251 ], [ %1265, %1255 ]
  %1268 = add nuw i32 %1220, 1
  %1269 = icmp eq i32 %1220, %262
  br i1 %1269, label %1040, label %1219, !llvm.loop !15

1270:                                             ; preds = %1288, %1026
  %1271 = phi i64 [ 0, %1026 ], [ %1289, %1288 ]
  %1272 = getelementptr inbounds double, ptr %1018, i64 %1271
  %1273 = load double, ptr %1272, align 8, !tbaa !9
  %1274 = fcmp ogt double %1273, 0.000000e+00
  br i1 %1274, label %1275, label %1279

1275:                                             ; preds = %1270
  %1276 = call double @llvm.fmuladd.f64(double %1273, double %1273, double 1.000000e+00)
  %1277 = call double @llvm.sqrt.f64(double %1276)
  %1278 = add nuw nsw i64 %1271, 1
  br label %1288

1279:                                             ; preds = %1270
  %1280 = call double @exp(double noundef %1273) #15
  %1281 = add nuw nsw i64 %1271, 1
  %1282 = icmp eq i64 %1281, %260
  %1283 = and i64 %1281, 4294967295
  %1284 = select i1 %1282, i64 0, i64 %1283
  %1285 = getelementptr inbounds double, ptr %1018, i64 %1284
  %1286 = load double, ptr %1285, align 8, !tbaa !9
  %1287 = fmul double %1280, %1286
  br label %1288

1288:                                             ; preds = %1279, %1275
  %1289 = phi i64 [ %1281, %1279 ], [ %1278, %1275 ]
  %1290 = phi double [ %1287, %1279 ], [ %1277, %1275 ]
  %1291 = getelementptr inbounds double, ptr %1039, i64 %1271
  store double %1290, ptr %1291, align 8, !tbaa !9
  %1292 = icmp eq i64 %1289, %260
  br i1 %1292, label %1219, label %1270, !llvm.loop !16

1293:                                             ; preds = %1529
  %1294 = load double, ptr %1218, align 8, !tbaa !9
  %1295 = fmul double %1530, %1294
  br label %1296

1296:                                             ; preds = %1344, %1293
  %1297 = phi i32 [ 0, %1293 ], [ %1346, %1344 ]
  %1298 = phi double [ 0.000000e+00, %1293 ], [ %1345, %1344 ]
  %1299 = uitofp nneg i32 %1297 to double
  br i1 %1003, label %1328, label %1300

1300:                                             ; preds = %1296, %1300
  %1301 = phi i64 [ %1319, %1300 ], [ 0, %1296 ]
  %1302 = phi double [ %1325, %1300 ], [ %1298, %1296 ]
  %1303 = phi i64 [ %1326, %1300 ], [ 0, %1296 ]
  %1304 = getelementptr inbounds double, ptr %1218, i64 %1301
  %1305 = load double, ptr %1304, align 8, !tbaa !9
  %1306 = call double @llvm.fmuladd.f64(double %1305, double 2.000000e+00, double %1299)
  %1307 = call double @sin(double noundef %1306) #15
  %1308 = or disjoint i64 %1301, 1
  %1309 = trunc nuw nsw i64 %1308 to i32
  %1310 = urem i32 %1309, %230
  %1311 = zext nneg i32 %1310 to i64
  %1312 = getelementptr inbounds double, ptr %1018, i64 %1311
  %1313 = load double, ptr %1312, align 8, !tbaa !9
  %1314 = call double @llvm.fmuladd.f64(double %1307, double %1313, double %1302)
  %1315 = getelementptr inbounds double, ptr %1218, i64 %1308
  %1316 = load double, ptr %1315, align 8, !tbaa !9
  %1317 = call double @llvm.fmuladd.f64(double %1316, double 2.000000e+00, double %1299)
  %1318 = call double @sin(double noundef %1317) #15
  %1319 = add nuw nsw i64 %1301, 2
  %1320 = trunc nuw nsw i64 %1319 to i32
  %1321 = urem i32 %1320, %230
  %1322 = zext nneg i32 %1321 to i64
  %1323 = getelementptr inbounds double, ptr %1018, i64 %1322
  %1324 = load double, ptr %1323, align 8, !tbaa !9
  %1325 = call double @llvm.fmuladd.f64(double %1318, double %1324, double %1314)
  %1326 = add i64 %1303, 2
  %1327 = icmp eq i64 %1326, %1004
  br i1 %1327, label %1328, label %1300, !llvm.loop !13

1328:                                             ; preds = %1300, %1296
  %1329 = phi double [ poison, %1296 ], [ %1325, %1300 ]
  %1330 = phi i64 [ 0, %1296 ], [ %1319, %1300 ]
  %1331 = phi double [ %1298, %1296 ], [ %1325, %1300 ]
  br i1 %1005, label %1344, label %1332

1332:                                             ; preds = %1328
  %1333 = getelementptr inbounds double, ptr %1218, i64 %1330
  %1334 = load double, ptr %1333, align 8, !tbaa !9
  %1335 = call double @llvm.fmuladd.f64(double %1334, double 2.000000e+00, double %1299)
  %1336 = call double @sin(double noundef %1335) #15
  %1337 = trunc i64 %1330 to i32
  %1338 = add i32 %1337, 1
  %1339 = urem i32 %1338, %230
  %1340 = zext nneg i32 %1339 to i64
  %1341 = getelementptr inbounds double, ptr %1018, i64 %1340
  %1342 = load double, ptr %1341, align 8, !tbaa !9
  %1343 = call double @llvm.fmuladd.f64(double %1336, double %1342, double %1331)
  br label %1344

1344:                                             ; preds = %1328, %1332
  %1345 = phi double [ %1329, %1328 ], [ %1343, %1332 ]
  %1346 = add nuw i32 %1297, 1
  %1347 = icmp eq i32 %1346, %266
  br i1 %1347, label %1348, label %1296, !llvm.loop !15

1348:                                             ; preds = %1344
  %1349 = getelementptr inbounds i8, ptr %1218, i64 8
  %1350 = load double, ptr %1349, align 8, !tbaa !9
  %1351 = fmul double %1345, %1350
  br label %1352

1352:                                             ; preds = %1402, %1348
  %1353 = phi i32 [ 0, %1348 ], [ %1404, %1402 ]
  %1354 = phi double [ 0.000000e+00, %1348 ], [ %1403, %1402 ]
  %1355 = uitofp nneg i32 %1353 to double
  br i1 %1007, label %1386, label %1356

1356:                                             ; preds = %1352, %1356
  %1357 = phi i64 [ %1383, %1356 ], [ 0, %1352 ]
  %1358 = phi double [ %1382, %1356 ], [ %1354, %1352 ]
  %1359 = phi i64 [ %1384, %1356 ], [ 0, %1352 ]
  %1360 = getelementptr inbounds double, ptr %1218, i64 %1357
  %1361 = load double, ptr %1360, align 8, !tbaa !9
  %1362 = call double @llvm.fmuladd.f64(double %1361, double 3.000000e+00, double %1355)
  %1363 = call double @sin(double noundef %1362) #15
  %1364 = trunc i64 %1357 to i32
  %1365 = add i32 %1364, 2
  %1366 = urem i32 %1365, %230
  %1367 = zext nneg i32 %1366 to i64
  %1368 = getelementptr inbounds double, ptr %1018, i64 %1367
  %1369 = load double, ptr %1368, align 8, !tbaa !9
  %1370 = call double @llvm.fmuladd.f64(double %1363, double %1369, double %1358)
  %1371 = or disjoint i64 %1357, 1
  %1372 = getelementptr inbounds double, ptr %1218, i64 %1371
  %1373 = load double, ptr %1372, align 8, !tbaa !9
  %1374 = call double @llvm.fmuladd.f64(double %1373, double 3.000000e+00, double %1355)
  %1375 = call double @sin(double noundef %1374) #15
  %1376 = trunc i64 %1371 to i32
  %1377 = add i32 %1376, 2
  %1378 = urem i32 %1377, %230
  %1379 = zext nneg i32 %1378 to i64
  %1380 = getelementptr inbounds double, ptr %1018, i64 %1379
  %1381 = load double, ptr %1380, align 8, !tbaa !9
  %1382 = call double @llvm.fmuladd.f64(double %1375, double %1381, double %1370)
  %1383 = add nuw nsw i64 %1357, 2
  %1384 = add i64 %1359, 2
  %1385 = icmp eq i64 %1384, %1008
  br i1 %1385, label %1386, label %1356, !llvm.loop !13

1386:                                             ; preds = %1356, %1352
  %1387 = phi double [ poison, %1352 ], [ %1382, %1356 ]
  %1388 = phi i64 [ 0, %1352 ], [ %1383, %1356 ]
  %1389 = phi double [ %1354, %1352 ], [ %1382, %1356 ]
  br i1 %1009, label %1402, label %1390

1390:                                             ; preds = %1386
  %1391 = getelementptr inbounds double, ptr %1218, i64 %1388
  %1392 = load double, ptr %1391, align 8, !tbaa !9
  %1393 = call double @llvm.fmuladd.f64(double %1392, double 3.000000e+00, double %1355)
  %1394 = call double @sin(double noundef %1393) #15
  %1395 = trunc i64 %1388 to i32
  %1396 = add i32 %1395, 2
  %1397 = urem i32 %1396, %230
  %1398 = zext nneg i32 %1397 to i64
  %1399 = getelementptr inbounds double, ptr %1018, i64 %1398
  %1400 = load double, ptr %1399, align 8, !tbaa !9
  %1401 = call double @llvm.fmuladd.f64(double %1394, double %1400, double %1389)
  br label %1402

1402:                                             ; preds = %1386, %1390
  %1403 = phi double [ %1387, %1386 ], [ %1401, %1390 ]
  %1404 = add nuw i32 %1353, 1
  %1405 = icmp eq i32 %1404, %270
  br i1 %1405, label %1406, label %1352, !llvm.loop !15

1406:                                             ; preds = %1402
  %1407 = getelementptr inbounds double, ptr %1218, i64 %272
  %1408 = load double, ptr %1407, align 8, !tbaa !9
  %1409 = fmul double %1403, %1408
  br label %1410

1410:                                             ; preds = %1460, %1406
  %1411 = phi i32 [ 0, %1406 ], [ %1462, %1460 ]
  %1412 = phi double [ 0.000000e+00, %1406 ], [ %1461, %1460 ]
  %1413 = uitofp nneg i32 %1411 to double
  br i1 %1011, label %1444, label %1414

1414:                                             ; preds = %1410, %1414
  %1415 = phi i64 [ %1441, %1414 ], [ 0, %1410 ]
  %1416 = phi double [ %1440, %1414 ], [ %1412, %1410 ]
  %1417 = phi i64 [ %1442, %1414 ], [ 0, %1410 ]
  %1418 = getelementptr inbounds double, ptr %1218, i64 %1415
  %1419 = load double, ptr %1418, align 8, !tbaa !9
  %1420 = call double @llvm.fmuladd.f64(double %1419, double 4.000000e+00, double %1413)
  %1421 = call double @sin(double noundef %1420) #15
  %1422 = trunc i64 %1415 to i32
  %1423 = add i32 %1422, 3
  %1424 = urem i32 %1423, %230
  %1425 = zext nneg i32 %1424 to i64
  %1426 = getelementptr inbounds double, ptr %1018, i64 %1425
  %1427 = load double, ptr %1426, align 8, !tbaa !9
  %1428 = call double @llvm.fmuladd.f64(double %1421, double %1427, double %1416)
  %1429 = or disjoint i64 %1415, 1
  %1430 = getelementptr inbounds double, ptr %1218, i64 %1429
  %1431 = load double, ptr %1430, align 8, !tbaa !9
  %1432 = call double @llvm.fmuladd.f64(double %1431, double 4.000000e+00, double %1413)
  %1433 = call double @sin(double noundef %1432) #15
  %1434 = trunc i64 %1429 to i32
  %1435 = add i32 %1434, 3
  %1436 = urem i32 %1435, %230
  %1437 = zext nneg i32 %1436 to i64
  %1438 = getelementptr inbounds double, ptr %1018, i64 %1437
  %1439 = load double, ptr %1438, align 8, !tbaa !9
  %1440 = call double @llvm.fmuladd.f64(double %1433, double %1439, double %1428)
  %1441 = add nuw nsw i64 %1415, 2
  %1442 = add i64 %1417, 2
  %1443 = icmp eq i64 %1442, %1012
  br i1 %1443, label %1444, label %1414, !llvm.loop !13

1444:                                             ; preds = %1414, %1410
  %1445 = phi double [ poison, %1410 ], [ %1440, %1414 ]
  %1446 = phi i64 [ 0, %1410 ], [ %1441, %1414 ]
  %1447 = phi double [ %1412, %1410 ], [ %1440, %1414 ]
  br i1 %1013, label %1460, label %1448

1448:                                             ; preds = %1444
  %1449 = getelementptr inbounds double, ptr %1218, i64 %1446
  %1450 = load double, ptr %1449, align 8, !tbaa !9
  %1451 = call double @llvm.fmuladd.f64(double %1450, double 4.000000e+00, double %1413)
  %1452 = call double @sin(double noundef %1451) #15
  %1453 = trunc i64 %1446 to i32
  %1454 = add i32 %1453, 3
  %1455 = urem i32 %1454, %230
  %1456 = zext nneg i32 %1455 to i64
  %1457 = getelementptr inbounds double, ptr %1018, i64 %1456
  %1458 = load double, ptr %1457, align 8, !tbaa !9
  %1459 = call double @llvm.fmuladd.f64(double %1452, double %1458, double %1447)
  br label %1460

1460:                                             ; preds = %1444, %1448
  %1461 = phi double [ %1445, %1444 ], [ %1459, %1448 ]
  %1462 = add nuw i32 %1411, 1
  %1463 = icmp eq i32 %1462, %276
  br i1 %1463, label %1464, label %1410, !llvm.loop !15

1464:                                             ; preds = %1460
  %1465 = getelementptr inbounds double, ptr %1218, i64 %278
  %1466 = load double, ptr %1465, align 8, !tbaa !9
  %1467 = fmul double %1461, %1466
  %1468 = call double @llvm.fmuladd.f64(double %1025, double %1214, double %1559)
  call void @free(ptr noundef nonnull %1218) #15
  %1469 = call double @llvm.fmuladd.f64(double %1019, double %1295, double 0.000000e+00)
  %1470 = call double @llvm.fmuladd.f64(double %1021, double %1351, double %1469)
  %1471 = call double @llvm.fmuladd.f64(double %1023, double %1409, double %1470)
  %1472 = call double @llvm.fmuladd.f64(double %1025, double %1467, double %1471)
  store double %1031, ptr %1030, align 8, !tbaa !9
  %1473 = fsub double %1468, %1472
  %1474 = fsub double %1036, %1215
  %1475 = fdiv double %1473, %1474
  %1476 = call double @llvm.fabs.f64(double %1475)
  %1477 = fcmp ogt double %1476, 1.000000e+00
  %1478 = select i1 %1477, double %1476, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1029, ptr %32, align 8, !tbaa !9
  %1479 = load volatile double, ptr %32, align 8, !tbaa !9
  %1480 = call double @llvm.fabs.f64(double %1479)
  %1481 = fcmp ueq double %1480, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1481, label %1572, label %1560

1482:                                             ; preds = %1529, %1556
  %1483 = phi i32 [ 0, %1556 ], [ %1531, %1529 ]
  %1484 = phi double [ 0.000000e+00, %1556 ], [ %1530, %1529 ]
  %1485 = uitofp nneg i32 %1483 to double
  br i1 %999, label %1514, label %1486

1486:                                             ; preds = %1482, %1486
  %1487 = phi i64 [ %1511, %1486 ], [ 0, %1482 ]
  %1488 = phi double [ %1510, %1486 ], [ %1484, %1482 ]
  %1489 = phi i64 [ %1512, %1486 ], [ 0, %1482 ]
  %1490 = getelementptr inbounds double, ptr %1218, i64 %1487
  %1491 = load double, ptr %1490, align 8, !tbaa !9
  %1492 = fadd double %1491, %1485
  %1493 = call double @sin(double noundef %1492) #15
  %1494 = trunc nuw nsw i64 %1487 to i32
  %1495 = urem i32 %1494, %230
  %1496 = zext nneg i32 %1495 to i64
  %1497 = getelementptr inbounds double, ptr %1018, i64 %1496
  %1498 = load double, ptr %1497, align 8, !tbaa !9
  %1499 = call double @llvm.fmuladd.f64(double %1493, double %1498, double %1488)
  %1500 = or disjoint i64 %1487, 1
  %1501 = getelementptr inbounds double, ptr %1218, i64 %1500
  %1502 = load double, ptr %1501, align 8, !tbaa !9
  %1503 = fadd double %1502, %1485
  %1504 = call double @sin(double noundef %1503) #15
  %1505 = trunc nuw nsw i64 %1500 to i32
  %1506 = urem i32 %1505, %230
  %1507 = zext nneg i32 %1506 to i64
  %1508 = getelementptr inbounds double, ptr %1018, i64 %1507
  %1509 = load double, ptr %1508, align 8, !tbaa !9
  %1510 = call double @llvm.fmuladd.f64(double %1504, double %1509, double %1499)
  %1511 = add nuw nsw i64 %1487, 2
  %1512 = add i64 %1489, 2
  %1513 = icmp eq i64 %1512, %1000
  br i1 %1513, label %1514, label %1486, !llvm.loop !13

1514:                                             ; preds = %1486, %1482
  %1515 = phi double [ poison, %1482 ], [ %1510, %1486 ]
  %1516 = phi i64 [ 0, %1482 ], [ %1511, %1486 ]
  %1517 = phi double [ %1484, %1482 ], [ %1510, %1486 ]
  br i1 %1001, label %1529, label %1518

1518:                                             ; preds = %1514
  %1519 = getelementptr inbounds double, ptr %1218, i64 %1516
  %1520 = load double, ptr %1519, align 8, !tbaa !9
  %1521 = fadd double %1520, %1485
  %1522 = call double @sin(double noundef %1521) #15
  %1523 = trunc nuw nsw i64 %1516 to i32
  %1524 = urem i32 %1523, %230
  %1525 = zext nneg i32 %1524 to i64
  %1526 = getelementptr inbounds double, ptr %1018, i64 %1525
  %1527 = load double, ptr %1526, align 8, !tbaa !9
  %1528 = call double @llvm.fmuladd.f64(double %1522, double %1527, double %1517)
  br label %1529

1529:                                             ; preds = %1514, %1518
  %1530 = phi double [ %1515, %1514 ], [ %1528, %1518 ]
  %1531 = add nuw i32 %1483, 1
  %1532 = icmp eq i32 %1483, %262
  br i1 %1532, label %1293, label %1482, !llvm.loop !15

1533:                                             ; preds = %1551, %1211
  %1534 = phi i64 [ 0, %1211 ], [ %1552, %1551 ]
  %1535 = getelementptr inbounds double, ptr %1018, i64 %1534
  %1536 = load double, ptr %1535, align 8, !tbaa !9
  %1537 = fcmp ogt double %1536, 0.000000e+00
  br i1 %1537, label %1538, label %1542

1538:                                             ; preds = %1533
  %1539 = call double @llvm.fmuladd.f64(double %1536, double %1536, double 1.000000e+00)
  %1540 = call double @llvm.sqrt.f64(double %1539)
  %1541 = add nuw nsw i64 %1534, 1
  br label %1551

1542:                                             ; preds = %1533
  %1543 = call double @exp(double noundef %1536) #15
  %1544 = add nuw nsw i64 %1534, 1
  %1545 = icmp eq i64 %1544, %260
  %1546 = and i64 %1544, 4294967295
  %1547 = select i1 %1545, i64 0, i64 %1546
  %1548 = getelementptr inbounds double, ptr %1018, i64 %1547
  %1549 = load double, ptr %1548, align 8, !tbaa !9
  %1550 = fmul double %1543, %1549
  br label %1551

1551:                                             ; preds = %1542, %1538
  %1552 = phi i64 [ %1544, %1542 ], [ %1541, %1538 ]
  %1553 = phi double [ %1550, %1542 ], [ %1540, %1538 ]
  %1554 = getelementptr inbounds double, ptr %1218, i64 %1534
  store double %1553, ptr %1554, align 8, !tbaa !9
  %1555 = icmp eq i64 %1552, %260
  br i1 %1555, label %1556, label %1533, !llvm.loop !16

1556:                                             ; preds = %1551
  %1557 = call double @llvm.fmuladd.f64(double %1019, double %1042, double 0.000000e+00)
  %1558 = call double @llvm.fmuladd.f64(double %1021, double %1098, double %1557)
  %1559 = call double @llvm.fmuladd.f64(double %1023, double %1156, double %1558)
  br label %1482

1560:                                             ; preds = %1464
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1475, ptr %31, align 8, !tbaa !9
  %1561 = load volatile double, ptr %31, align 8, !tbaa !9
  %1562 = call double @llvm.fabs.f64(double %1561)
  %1563 = fcmp ueq double %1562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1563, label %1572, label %1564

1564:                                             ; preds = %1560
  %1565 = fsub double %1029, %1475
  %1566 = call double @llvm.fabs.f64(double %1565)
  %1567 = fmul double %1478, 0x3EB0C6F7A0B5ED8D
  %1568 = fcmp ugt double %1566, %1567
  br i1 %1568, label %1572, label %1569

1569:                                             ; preds = %1564
  %1570 = trunc nuw nsw i64 %1027 to i32
  %1571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1570, double noundef %1029, double noundef %1475, ptr noundef nonnull @.str.18)
  br label %1577

1572:                                             ; preds = %1564, %1560, %1464
  %1573 = trunc nuw nsw i64 %1027 to i32
  %1574 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1573, double noundef %1029, double noundef %1475, ptr noundef nonnull @.str.19)
  %1575 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1576 = add nsw i32 %1575, 1
  store i32 %1576, ptr @n_fail, align 4, !tbaa !11
  br label %1577

1577:                                             ; preds = %1572, %1569
  %1578 = add nuw nsw i64 %1027, 1
  %1579 = icmp eq i64 %1578, %260
  br i1 %1579, label %1580, label %1026, !llvm.loop !17

1580:                                             ; preds = %1577
  call void @free(ptr noundef nonnull %1018) #15
  br i1 %1015, label %1014, label %1607, !llvm.loop !19

1581:                                             ; preds = %1628
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %1582 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1583 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1584 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %1585 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fc, i32 noundef %1582, i32 noundef 3, i32 noundef %1583, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %162, ptr noundef nonnull %163, i32 noundef %1584, ptr noundef nonnull %42, ptr noundef nonnull %43, ptr noundef nonnull %164, ptr noundef nonnull %165, i32 noundef %1585, i32 noundef %230) #15
  %1586 = load i32, ptr @calls, align 4, !tbaa !11
  %1587 = sitofp i32 %1586 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1587, ptr %30, align 8, !tbaa !9
  %1588 = load volatile double, ptr %30, align 8, !tbaa !9
  %1589 = call double @llvm.fabs.f64(double %1588)
  %1590 = fcmp ueq double %1589, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %1590, label %1601, label %1591

1591:                                             ; preds = %1581
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double 1.000000e+00, ptr %29, align 8, !tbaa !9
  %1592 = load volatile double, ptr %29, align 8, !tbaa !9
  %1593 = call double @llvm.fabs.f64(double %1592)
  %1594 = fcmp ueq double %1593, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  %1595 = fadd double %1587, -1.000000e+00
  %1596 = fcmp une double %1595, 0.000000e+00
  %1597 = select i1 %1594, i1 true, i1 %1596
  br i1 %1597, label %1601, label %1598

1598:                                             ; preds = %1591
  %1599 = trunc nuw nsw i64 %228 to i32
  %1600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1599, double noundef %1587, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1606

1601:                                             ; preds = %1591, %1581
  %1602 = trunc nuw nsw i64 %228 to i32
  %1603 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1602, double noundef %1587, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %1604 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1605 = add nsw i32 %1604, 1
  store i32 %1605, ptr @n_fail, align 4, !tbaa !11
  br label %1606

1606:                                             ; preds = %1598, %1601
  br label %1644

1607:                                             ; preds = %1580, %1628
  %1608 = phi i64 [ %1629, %1628 ], [ 0, %1580 ]
  %1609 = getelementptr inbounds [7 x double], ptr %163, i64 0, i64 %1608
  %1610 = load double, ptr %1609, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1610, ptr %28, align 8, !tbaa !9
  %1611 = load volatile double, ptr %28, align 8, !tbaa !9
  %1612 = call double @llvm.fabs.f64(double %1611)
  %1613 = fcmp ueq double %1612, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1613, label %1623, label %1614

1614:                                             ; preds = %1607
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double 0.000000e+00, ptr %27, align 8, !tbaa !9
  %1615 = load volatile double, ptr %27, align 8, !tbaa !9
  %1616 = call double @llvm.fabs.f64(double %1615)
  %1617 = fcmp ueq double %1616, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %1618 = fcmp une double %1610, 0.000000e+00
  %1619 = select i1 %1617, i1 true, i1 %1618
  br i1 %1619, label %1623, label %1620

1620:                                             ; preds = %1614
  %1621 = trunc nuw nsw i64 %1608 to i32
  %1622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1621, double noundef %1610, double noundef 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %1628

1623:                                             ; preds = %1614, %1607
  %1624 = trunc nuw nsw i64 %1608 to i32
  %1625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1624, double noundef %1610, double noundef 0.000000e+00, ptr noundef nonnull @.str.19)
  %1626 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1627 = add nsw i32 %1626, 1
  store i32 %1627, ptr @n_fail, align 4, !tbaa !11
  br label %1628

1628:                                             ; preds = %1620, %1623
  %1629 = add nuw nsw i64 %1608, 1
  %1630 = icmp eq i64 %1629, %256
  br i1 %1630, label %1581, label %1607, !llvm.loop !20

1631:                                             ; preds = %1724
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  %1632 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1633 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1634 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %1635 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fg, i32 noundef %1632, i32 noundef 3, i32 noundef %1633, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %162, ptr noundef nonnull %163, i32 noundef %1634, ptr noundef nonnull %42, ptr noundef nonnull %43, ptr noundef nonnull %164, ptr noundef nonnull %165, i32 noundef %1635, i32 noundef %230) #15
  %1636 = and i64 %260, 3
  %1637 = icmp ult i64 %279, 3
  %1638 = and i64 %260, 4294967292
  %1639 = icmp eq i64 %1636, 0
  %1640 = and i64 %260, 3
  %1641 = icmp ult i64 %279, 3
  %1642 = and i64 %260, 4294967292
  %1643 = icmp eq i64 %1640, 0
  br label %1727

1644:                                             ; preds = %1606, %1724
  %1645 = phi i64 [ %1725, %1724 ], [ 0, %1606 ]
  %1646 = getelementptr inbounds [3 x [4 x double]], ptr %40, i64 0, i64 %1645
  %1647 = getelementptr inbounds [3 x [7 x double]], ptr %41, i64 0, i64 %1645
  %1648 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1648, ptr nonnull readonly align 16 %39, i64 %259, i1 false)
  %1649 = getelementptr inbounds i8, ptr %1646, i64 8
  %1650 = getelementptr inbounds i8, ptr %1646, i64 16
  %1651 = getelementptr inbounds i8, ptr %1646, i64 24
  br label %1652

1652:                                             ; preds = %1721, %1644
  %1653 = phi i64 [ 0, %1644 ], [ %1722, %1721 ]
  %1654 = getelementptr inbounds double, ptr %1647, i64 %1653
  %1655 = load double, ptr %1654, align 8, !tbaa !9
  %1656 = getelementptr inbounds double, ptr %1648, i64 %1653
  %1657 = load double, ptr %1656, align 8, !tbaa !9
  %1658 = call double @llvm.fabs.f64(double %1657)
  %1659 = fcmp ogt double %1658, 1.000000e+00
  %1660 = select i1 %1659, double %1658, double 1.000000e+00
  %1661 = fmul double %1660, 0x3EB0C6F7A0B5ED8D
  %1662 = fadd double %1657, %1661
  %1663 = fsub double %1657, %1661
  store double %1662, ptr %1656, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @fc(ptr noundef readonly %1648, ptr noundef nonnull %9, i32 noundef %230)
  %1664 = load double, ptr %1646, align 16, !tbaa !9
  %1665 = load <2 x double>, ptr %9, align 16
  %1666 = load double, ptr %1649, align 8, !tbaa !9
  %1667 = load <2 x double>, ptr %166, align 8
  %1668 = load double, ptr %1650, align 16, !tbaa !9
  %1669 = load <2 x double>, ptr %167, align 16
  %1670 = load double, ptr %1651, align 8, !tbaa !9
  %1671 = load double, ptr %168, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  store double %1663, ptr %1656, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #15
  call void @fc(ptr noundef readonly %1648, ptr noundef nonnull %10, i32 noundef %230)
  %1672 = load double, ptr %10, align 16, !tbaa !9
  %1673 = load double, ptr %169, align 8, !tbaa !9
  %1674 = load double, ptr %170, align 16, !tbaa !9
  %1675 = load double, ptr %171, align 8, !tbaa !9
  %1676 = insertelement <2 x double> poison, double %1664, i64 0
  %1677 = shufflevector <2 x double> %1676, <2 x double> poison, <2 x i32> zeroinitializer
  %1678 = insertelement <2 x double> %1665, double %1672, i64 1
  %1679 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1677, <2 x double> %1678, <2 x double> zeroinitializer)
  %1680 = insertelement <2 x double> poison, double %1666, i64 0
  %1681 = shufflevector <2 x double> %1680, <2 x double> poison, <2 x i32> zeroinitializer
  %1682 = insertelement <2 x double> %1667, double %1673, i64 1
  %1683 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1681, <2 x double> %1682, <2 x double> %1679)
  %1684 = insertelement <2 x double> poison, double %1668, i64 0
  %1685 = shufflevector <2 x double> %1684, <2 x double> poison, <2 x i32> zeroinitializer
  %1686 = insertelement <2 x double> %1669, double %1674, i64 1
  %1687 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1685, <2 x double> %1686, <2 x double> %1683)
  %1688 = insertelement <2 x double> poison, double %1670, i64 0
  %1689 = shufflevector <2 x double> %1688, <2 x double> poison, <2 x i32> zeroinitializer
  %1690 = insertelement <2 x double> poison, double %1671, i64 0
  %1691 = insertelement <2 x double> %1690, double %1675, i64 1
  %1692 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1689, <2 x double> %1691, <2 x double> %1687)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #15
  store double %1657, ptr %1656, align 8, !tbaa !9
  %1693 = shufflevector <2 x double> %1692, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1694 = fsub <2 x double> %1692, %1693
  %1695 = extractelement <2 x double> %1694, i64 0
  %1696 = fsub double %1662, %1663
  %1697 = fdiv double %1695, %1696
  %1698 = call double @llvm.fabs.f64(double %1697)
  %1699 = fcmp ogt double %1698, 1.000000e+00
  %1700 = select i1 %1699, double %1698, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %1655, ptr %26, align 8, !tbaa !9
  %1701 = load volatile double, ptr %26, align 8, !tbaa !9
  %1702 = call double @llvm.fabs.f64(double %1701)
  %1703 = fcmp ueq double %1702, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %1703, label %1716, label %1704

1704:                                             ; preds = %1652
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %1697, ptr %25, align 8, !tbaa !9
  %1705 = load volatile double, ptr %25, align 8, !tbaa !9
  %1706 = call double @llvm.fabs.f64(double %1705)
  %1707 = fcmp ueq double %1706, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %1707, label %1716, label %1708

1708:                                             ; preds = %1704
  %1709 = fsub double %1655, %1697
  %1710 = call double @llvm.fabs.f64(double %1709)
  %1711 = fmul double %1700, 0x3EB0C6F7A0B5ED8D
  %1712 = fcmp ugt double %1710, %1711
  br i1 %1712, label %1716, label %1713

1713:                                             ; preds = %1708
  %1714 = trunc nuw nsw i64 %1653 to i32
  %1715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %1714, double noundef %1655, double noundef %1697, ptr noundef nonnull @.str.18)
  br label %1721

1716:                                             ; preds = %1708, %1704, %1652
  %1717 = trunc nuw nsw i64 %1653 to i32
  %1718 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %1717, double noundef %1655, double noundef %1697, ptr noundef nonnull @.str.19)
  %1719 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1720 = add nsw i32 %1719, 1
  store i32 %1720, ptr @n_fail, align 4, !tbaa !11
  br label %1721

1721:                                             ; preds = %1716, %1713
  %1722 = add nuw nsw i64 %1653, 1
  %1723 = icmp eq i64 %1722, %260
  br i1 %1723, label %1724, label %1652, !llvm.loop !17

1724:                                             ; preds = %1721
  call void @free(ptr noundef nonnull %1648) #15
  %1725 = add nuw nsw i64 %1645, 1
  %1726 = icmp eq i64 %1725, 3
  br i1 %1726, label %1631, label %1644, !llvm.loop !21

1727:                                             ; preds = %1631, %1945
  %1728 = phi i64 [ 0, %1631 ], [ %1946, %1945 ]
  %1729 = getelementptr inbounds [3 x [4 x double]], ptr %40, i64 0, i64 %1728
  %1730 = getelementptr inbounds [3 x [7 x double]], ptr %41, i64 0, i64 %1728
  %1731 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1731, ptr nonnull readonly align 16 %39, i64 %259, i1 false)
  %1732 = getelementptr inbounds i8, ptr %1731, i64 8
  %1733 = getelementptr inbounds i8, ptr %1731, i64 16
  %1734 = getelementptr inbounds i8, ptr %1731, i64 24
  %1735 = load double, ptr %1729, align 16, !tbaa !9
  %1736 = getelementptr inbounds i8, ptr %1729, i64 8
  %1737 = load double, ptr %1736, align 8, !tbaa !9
  %1738 = getelementptr inbounds i8, ptr %1729, i64 16
  %1739 = load double, ptr %1738, align 16, !tbaa !9
  %1740 = getelementptr inbounds i8, ptr %1729, i64 24
  %1741 = load double, ptr %1740, align 8, !tbaa !9
  %1742 = insertelement <2 x double> poison, double %1741, i64 0
  %1743 = shufflevector <2 x double> %1742, <2 x double> poison, <2 x i32> zeroinitializer
  br label %1744

1744:                                             ; preds = %1727, %1942
  %1745 = phi i64 [ 0, %1727 ], [ %1943, %1942 ]
  %1746 = getelementptr inbounds double, ptr %1730, i64 %1745
  %1747 = load double, ptr %1746, align 8, !tbaa !9
  %1748 = getelementptr inbounds double, ptr %1731, i64 %1745
  %1749 = load double, ptr %1748, align 8, !tbaa !9
  %1750 = call double @llvm.fabs.f64(double %1749)
  %1751 = fcmp ogt double %1750, 1.000000e+00
  %1752 = select i1 %1751, double %1750, double 1.000000e+00
  %1753 = fmul double %1752, 0x3EB0C6F7A0B5ED8D
  %1754 = fadd double %1749, %1753
  store double %1754, ptr %1748, align 8, !tbaa !9
  br i1 %1637, label %1785, label %1755

1755:                                             ; preds = %1744, %1755
  %1756 = phi i64 [ %1782, %1755 ], [ 0, %1744 ]
  %1757 = phi double [ %1781, %1755 ], [ 1.000000e+00, %1744 ]
  %1758 = phi i64 [ %1783, %1755 ], [ 0, %1744 ]
  %1759 = getelementptr inbounds double, ptr %1731, i64 %1756
  %1760 = load double, ptr %1759, align 8, !tbaa !9
  %1761 = fmul double %1760, 1.000000e-01
  %1762 = call double @llvm.fmuladd.f64(double %1761, double %1760, double 1.000000e+00)
  %1763 = fmul double %1757, %1762
  %1764 = or disjoint i64 %1756, 1
  %1765 = getelementptr inbounds double, ptr %1731, i64 %1764
  %1766 = load double, ptr %1765, align 8, !tbaa !9
  %1767 = fmul double %1766, 1.000000e-01
  %1768 = call double @llvm.fmuladd.f64(double %1767, double %1766, double 1.000000e+00)
  %1769 = fmul double %1763, %1768
  %1770 = or disjoint i64 %1756, 2
  %1771 = getelementptr inbounds double, ptr %1731, i64 %1770
  %1772 = load double, ptr %1771, align 8, !tbaa !9
  %1773 = fmul double %1772, 1.000000e-01
  %1774 = call double @llvm.fmuladd.f64(double %1773, double %1772, double 1.000000e+00)
  %1775 = fmul double %1769, %1774
  %1776 = or disjoint i64 %1756, 3
  %1777 = getelementptr inbounds double, ptr %1731, i64 %1776
  %1778 = load double, ptr %1777, align 8, !tbaa !9
  %1779 = fmul double %1778, 1.000000e-01
  %1780 = call double @llvm.fmuladd.f64(double %1779, double %1778, double 1.000000e+00)
  %1781 = fmul double %1775, %1780
  %1782 = add nuw nsw i64 %1756, 4
  %1783 = add i64 %1758, 4
  %1784 = icmp eq i64 %1783, %1638
  br i1 %1784, label %1785, label %1755, !llvm.loop !22

1785:                                             ; preds = %1755, %1744
  %1786 = phi double [ poison, %1744 ], [ %1781, %1755 ]
  %1787 = phi i64 [ 0, %1744 ], [ %1782, %1755 ]
  %1788 = phi double [ 1.000000e+00, %1744 ], [ %1781, %1755 ]
  br i1 %1639, label %1801, label %1789

1789:                                             ; preds = %1785, %1789
  %1790 = phi i64 [ %1798, %1789 ], [ %1787, %1785 ]
  %1791 = phi double [ %1797, %1789 ], [ %1788, %1785 ]
  %1792 = phi i64 [ %1799, %1789 ], [ 0, %1785 ]
  %1793 = getelementptr inbounds double, ptr %1731, i64 %1790
  %1794 = load double, ptr %1793, align 8, !tbaa !9
  %1795 = fmul double %1794, 1.000000e-01
  %1796 = call double @llvm.fmuladd.f64(double %1795, double %1794, double 1.000000e+00)
  %1797 = fmul double %1791, %1796
  %1798 = add nuw nsw i64 %1790, 1
  %1799 = add i64 %1792, 1
  %1800 = icmp eq i64 %1799, %1636
  br i1 %1800, label %1801, label %1789, !llvm.loop !23

1801:                                             ; preds = %1789, %1785
  %1802 = phi double [ %1786, %1785 ], [ %1797, %1789 ]
  %1803 = fsub double %1749, %1753
  store double %1802, ptr @gscale, align 8, !tbaa !9
  %1804 = load double, ptr %1731, align 8, !tbaa !9
  %1805 = fadd double %1804, 0.000000e+00
  %1806 = call double @sin(double noundef %1805) #15
  %1807 = load double, ptr @gscale, align 8, !tbaa !9
  %1808 = fmul double %1807, %1807
  %1809 = call double @llvm.fmuladd.f64(double %1802, double %1806, double %1808)
  %1810 = load double, ptr %1732, align 8, !tbaa !9
  %1811 = fadd double %1810, 1.000000e+00
  %1812 = call double @sin(double noundef %1811) #15
  %1813 = load double, ptr @gscale, align 8, !tbaa !9
  %1814 = fmul double %1813, %1813
  %1815 = call double @llvm.fmuladd.f64(double %1807, double %1812, double %1814)
  %1816 = load double, ptr %1733, align 8, !tbaa !9
  %1817 = fadd double %1816, 2.000000e+00
  %1818 = call double @sin(double noundef %1817) #15
  %1819 = load double, ptr @gscale, align 8, !tbaa !9
  %1820 = fmul double %1819, %1819
  %1821 = call double @llvm.fmuladd.f64(double %1813, double %1818, double %1820)
  %1822 = load double, ptr %1734, align 8, !tbaa !9
  %1823 = fadd double %1822, 3.000000e+00
  %1824 = call double @sin(double noundef %1823) #15
  %1825 = load double, ptr @gscale, align 8, !tbaa !9
  %1826 = fmul double %1825, %1825
  %1827 = call double @llvm.fmuladd.f64(double %1735, double %1809, double 0.000000e+00)
  %1828 = call double @llvm.fmuladd.f64(double %1737, double %1815, double %1827)
  %1829 = call double @llvm.fmuladd.f64(double %1739, double %1821, double %1828)
  store double %1803, ptr %1748, align 8, !tbaa !9
  br i1 %1641, label %1860, label %1830

1830:                                             ; preds = %1801, %1830
  %1831 = phi i64 [ %1857, %1830 ], [ 0, %1801 ]
  %1832 = phi double [ %1856, %1830 ], [ 1.000000e+00, %1801 ]
  %1833 = phi i64 [ %1858, %1830 ], [ 0, %1801 ]
  %1834 = getelementptr inbounds double, ptr %1731, i64 %1831
  %1835 = load double, ptr %1834, align 8, !tbaa !9
  %1836 = fmul double %1835, 1.000000e-01
  %1837 = call double @llvm.fmuladd.f64(double %1836, double %1835, double 1.000000e+00)
  %1838 = fmul double %1832, %1837
  %1839 = or disjoint i64 %1831, 1
  %1840 = getelementptr inbounds double, ptr %1731, i64 %1839
  %1841 = load double, ptr %1840, align 8, !tbaa !9
  %1842 = fmul double %1841, 1.000000e-01
  %1843 = call double @llvm.fmuladd.f64(double %1842, double %1841, double 1.000000e+00)
  %1844 = fmul double %1838, %1843
  %1845 = or disjoint i64 %1831, 2
  %1846 = getelementptr inbounds double, ptr %1731, i64 %1845
  %1847 = load double, ptr %1846, align 8, !tbaa !9
  %1848 = fmul double %1847, 1.000000e-01
  %1849 = call double @llvm.fmuladd.f64(double %1848, double %1847, double 1.000000e+00)
  %1850 = fmul double %1844, %1849
  %1851 = or disjoint i64 %1831, 3
  %1852 = getelementptr inbounds double, ptr %1731, i64 %1851
  %1853 = load double, ptr %1852, align 8, !tbaa !9
  %1854 = fmul double %1853, 1.000000e-01
  %1855 = call double @llvm.fmuladd.f64(double %1854, double %1853, double 1.000000e+00)
  %1856 = fmul double %1850, %1855
  %1857 = add nuw nsw i64 %1831, 4
  %1858 = add i64 %1833, 4
  %1859 = icmp eq i64 %1858, %1642
  br i1 %1859, label %1860, label %1830, !llvm.loop !22

1860:                                             ; preds = %1830, %1801
  %1861 = phi double [ poison, %1801 ], [ %1856, %1830 ]
  %1862 = phi i64 [ 0, %1801 ], [ %1857, %1830 ]
  %1863 = phi double [ 1.000000e+00, %1801 ], [ %1856, %1830 ]
  br i1 %1643, label %1876, label %1864

1864:                                             ; preds = %1860, %1864
  %1865 = phi i64 [ %1873, %1864 ], [ %1862, %1860 ]
  %1866 = phi double [ %1872, %1864 ], [ %1863, %1860 ]
  %1867 = phi i64 [ %1874, %1864 ], [ 0, %1860 ]
  %1868 = getelementptr inbounds double, ptr %1731, i64 %1865
  %1869 = load double, ptr %1868, align 8, !tbaa !9
  %1870 = fmul double %1869, 1.000000e-01
  %1871 = call double @llvm.fmuladd.f64(double %1870, double %1869, double 1.000000e+00)
  %1872 = fmul double %1866, %1871
  %1873 = add nuw nsw i64 %1865, 1
  %1874 = add i64 %1867, 1
  %1875 = icmp eq i64 %1874, %1640
  br i1 %1875, label %1876, label %1864, !llvm.loop !25

1876:                                             ; preds = %1864, %1860
  %1877 = phi double [ %1861, %1860 ], [ %1872, %1864 ]
  store double %1877, ptr @gscale, align 8, !tbaa !9
  %1878 = load double, ptr %1731, align 8, !tbaa !9
  %1879 = fadd double %1878, 0.000000e+00
  %1880 = call double @sin(double noundef %1879) #15
  %1881 = load double, ptr @gscale, align 8, !tbaa !9
  %1882 = fmul double %1881, %1881
  %1883 = call double @llvm.fmuladd.f64(double %1877, double %1880, double %1882)
  %1884 = load double, ptr %1732, align 8, !tbaa !9
  %1885 = fadd double %1884, 1.000000e+00
  %1886 = call double @sin(double noundef %1885) #15
  %1887 = load double, ptr @gscale, align 8, !tbaa !9
  %1888 = fmul double %1887, %1887
  %1889 = call double @llvm.fmuladd.f64(double %1881, double %1886, double %1888)
  %1890 = load double, ptr %1733, align 8, !tbaa !9
  %1891 = fadd double %1890, 2.000000e+00
  %1892 = call double @sin(double noundef %1891) #15
  %1893 = load double, ptr @gscale, align 8, !tbaa !9
  %1894 = fmul double %1893, %1893
  %1895 = call double @llvm.fmuladd.f64(double %1887, double %1892, double %1894)
  %1896 = load double, ptr %1734, align 8, !tbaa !9
  %1897 = fadd double %1896, 3.000000e+00
  %1898 = call double @sin(double noundef %1897) #15
  %1899 = load double, ptr @gscale, align 8, !tbaa !9
  %1900 = fmul double %1899, %1899
  %1901 = call double @llvm.fmuladd.f64(double %1735, double %1883, double 0.000000e+00)
  %1902 = call double @llvm.fmuladd.f64(double %1737, double %1889, double %1901)
  %1903 = call double @llvm.fmuladd.f64(double %1739, double %1895, double %1902)
  %1904 = insertelement <2 x double> poison, double %1819, i64 0
  %1905 = insertelement <2 x double> %1904, double %1893, i64 1
  %1906 = insertelement <2 x double> poison, double %1824, i64 0
  %1907 = insertelement <2 x double> %1906, double %1898, i64 1
  %1908 = insertelement <2 x double> poison, double %1826, i64 0
  %1909 = insertelement <2 x double> %1908, double %1900, i64 1
  %1910 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1905, <2 x double> %1907, <2 x double> %1909)
  %1911 = insertelement <2 x double> poison, double %1829, i64 0
  %1912 = insertelement <2 x double> %1911, double %1903, i64 1
  %1913 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1743, <2 x double> %1910, <2 x double> %1912)
  store double %1749, ptr %1748, align 8, !tbaa !9
  %1914 = shufflevector <2 x double> %1913, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1915 = fsub <2 x double> %1913, %1914
  %1916 = extractelement <2 x double> %1915, i64 0
  %1917 = fsub double %1754, %1803
  %1918 = fdiv double %1916, %1917
  %1919 = call double @llvm.fabs.f64(double %1918)
  %1920 = fcmp ogt double %1919, 1.000000e+00
  %1921 = select i1 %1920, double %1919, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1747, ptr %24, align 8, !tbaa !9
  %1922 = load volatile double, ptr %24, align 8, !tbaa !9
  %1923 = call double @llvm.fabs.f64(double %1922)
  %1924 = fcmp ueq double %1923, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1924, label %1937, label %1925

1925:                                             ; preds = %1876
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1918, ptr %23, align 8, !tbaa !9
  %1926 = load volatile double, ptr %23, align 8, !tbaa !9
  %1927 = call double @llvm.fabs.f64(double %1926)
  %1928 = fcmp ueq double %1927, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1928, label %1937, label %1929

1929:                                             ; preds = %1925
  %1930 = fsub double %1747, %1918
  %1931 = call double @llvm.fabs.f64(double %1930)
  %1932 = fmul double %1921, 0x3EB0C6F7A0B5ED8D
  %1933 = fcmp ugt double %1931, %1932
  br i1 %1933, label %1937, label %1934

1934:                                             ; preds = %1929
  %1935 = trunc nuw nsw i64 %1745 to i32
  %1936 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1935, double noundef %1747, double noundef %1918, ptr noundef nonnull @.str.18)
  br label %1942

1937:                                             ; preds = %1929, %1925, %1876
  %1938 = trunc nuw nsw i64 %1745 to i32
  %1939 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1938, double noundef %1747, double noundef %1918, ptr noundef nonnull @.str.19)
  %1940 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1941 = add nsw i32 %1940, 1
  store i32 %1941, ptr @n_fail, align 4, !tbaa !11
  br label %1942

1942:                                             ; preds = %1937, %1934
  %1943 = add nuw nsw i64 %1745, 1
  %1944 = icmp eq i64 %1943, %260
  br i1 %1944, label %1945, label %1744, !llvm.loop !17

1945:                                             ; preds = %1942
  call void @free(ptr noundef nonnull %1731) #15
  %1946 = add nuw nsw i64 %1728, 1
  %1947 = icmp eq i64 %1946, 3
  br i1 %1947, label %1948, label %1727, !llvm.loop !26

1948:                                             ; preds = %1945
  %1949 = add nsw i64 %260, -2
  %1950 = add nsw i64 %260, -2
  %1951 = add nsw i64 %260, -2
  %1952 = add nsw i64 %260, -2
  %1953 = and i64 %279, 1
  %1954 = icmp eq i64 %1949, 0
  %1955 = and i64 %279, -2
  %1956 = icmp eq i64 %1953, 0
  %1957 = and i64 %279, 1
  %1958 = icmp eq i64 %1949, 0
  %1959 = and i64 %279, -2
  %1960 = icmp eq i64 %1957, 0
  %1961 = and i64 %279, 1
  %1962 = icmp eq i64 %1949, 0
  %1963 = and i64 %279, -2
  %1964 = icmp eq i64 %1961, 0
  %1965 = and i64 %279, 1
  %1966 = icmp eq i64 %1949, 0
  %1967 = and i64 %279, -2
  %1968 = icmp eq i64 %1965, 0
  %1969 = and i64 %279, 1
  %1970 = icmp eq i64 %1949, 0
  %1971 = and i64 %279, -2
  %1972 = icmp eq i64 %1969, 0
  %1973 = and i64 %279, 1
  %1974 = icmp eq i64 %1949, 0
  %1975 = and i64 %279, -2
  %1976 = icmp eq i64 %1973, 0
  %1977 = and i64 %260, 3
  %1978 = icmp ult i64 %279, 3
  %1979 = and i64 %260, 4294967292
  %1980 = icmp eq i64 %1977, 0
  %1981 = and i64 %279, 1
  %1982 = icmp eq i64 %1950, 0
  %1983 = and i64 %279, -2
  %1984 = icmp eq i64 %1981, 0
  %1985 = and i64 %279, 1
  %1986 = icmp eq i64 %1950, 0
  %1987 = and i64 %279, -2
  %1988 = icmp eq i64 %1985, 0
  %1989 = and i64 %279, 1
  %1990 = icmp eq i64 %1950, 0
  %1991 = and i64 %279, -2
  %1992 = icmp eq i64 %1989, 0
  %1993 = and i64 %260, 3
  %1994 = icmp ult i64 %279, 3
  %1995 = and i64 %260, 4294967292
  %1996 = icmp eq i64 %1993, 0
  %1997 = and i64 %279, 1
  %1998 = icmp eq i64 %1951, 0
  %1999 = and i64 %279, -2
  %2000 = icmp eq i64 %1997, 0
  %2001 = and i64 %279, 1
  %2002 = icmp eq i64 %1951, 0
  %2003 = and i64 %279, -2
  %2004 = icmp eq i64 %2001, 0
  %2005 = and i64 %279, 1
  %2006 = icmp eq i64 %1951, 0
  %2007 = and i64 %279, -2
  %2008 = icmp eq i64 %2005, 0
  %2009 = and i64 %260, 3
  %2010 = icmp ult i64 %279, 3
  %2011 = and i64 %260, 4294967292
  %2012 = icmp eq i64 %2009, 0
  %2013 = and i64 %279, 1
  %2014 = icmp eq i64 %1952, 0
  %2015 = and i64 %279, -2
  %2016 = icmp eq i64 %2013, 0
  %2017 = and i64 %279, 1
  %2018 = icmp eq i64 %1952, 0
  %2019 = and i64 %279, -2
  %2020 = icmp eq i64 %2017, 0
  %2021 = and i64 %279, 1
  %2022 = icmp eq i64 %1952, 0
  %2023 = and i64 %279, -2
  %2024 = icmp eq i64 %2021, 0
  %2025 = and i64 %260, 3
  %2026 = icmp ult i64 %279, 3
  %2027 = and i64 %260, 4294967292
  %2028 = icmp eq i64 %2025, 0
  br label %2055

2029:                                             ; preds = %2379
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %52) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %52, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.ab, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %53) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %53, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %54) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %54, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #15
  %2030 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2031 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %2032 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2033 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %55, ptr noundef nonnull @fs, i32 noundef %2030, i32 noundef 2, i32 noundef %2031, double noundef 0x3FE6666666666666, i32 noundef %2031, double noundef -4.000000e-01, i32 noundef %2032, ptr noundef nonnull %39, ptr noundef nonnull %53, ptr noundef nonnull %54, i32 noundef %2033, i32 noundef %230) #15
  %2034 = load i32, ptr @calls, align 4, !tbaa !11
  %2035 = sitofp i32 %2034 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2035, ptr %22, align 8, !tbaa !9
  %2036 = load volatile double, ptr %22, align 8, !tbaa !9
  %2037 = call double @llvm.fabs.f64(double %2036)
  %2038 = fcmp ueq double %2037, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2038, label %2049, label %2039

2039:                                             ; preds = %2029
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !9
  %2040 = load volatile double, ptr %21, align 8, !tbaa !9
  %2041 = call double @llvm.fabs.f64(double %2040)
  %2042 = fcmp ueq double %2041, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %2043 = fadd double %2035, -1.000000e+00
  %2044 = fcmp une double %2043, 0.000000e+00
  %2045 = select i1 %2042, i1 true, i1 %2044
  br i1 %2045, label %2049, label %2046

2046:                                             ; preds = %2039
  %2047 = trunc nuw nsw i64 %228 to i32
  %2048 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2047, double noundef %2035, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2054

2049:                                             ; preds = %2039, %2029
  %2050 = trunc nuw nsw i64 %228 to i32
  %2051 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2050, double noundef %2035, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %2052 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2053 = add nsw i32 %2052, 1
  store i32 %2053, ptr @n_fail, align 4, !tbaa !11
  br label %2054

2054:                                             ; preds = %2046, %2049
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %56) #15
  store i32 %230, ptr %56, align 8, !tbaa !27
  store i32 0, ptr %176, align 4, !tbaa !30
  store i32 0, ptr %177, align 8, !tbaa !31
  store ptr %39, ptr %178, align 8, !tbaa !32
  store ptr %52, ptr %179, align 8, !tbaa !33
  store ptr null, ptr %180, align 8, !tbaa !34
  br label %3110

2055:                                             ; preds = %1948, %2379
  %2056 = phi i1 [ false, %2379 ], [ true, %1948 ]
  %2057 = phi i32 [ 1, %2379 ], [ 0, %1948 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %45) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %46) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %47) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %48) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %49) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %45, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %2058 = load i64, ptr @rng_state, align 8, !tbaa !5
  %2059 = mul i64 %2058, 6364136223846793005
  %2060 = add i64 %2059, 1442695040888963407
  %2061 = mul i64 %2060, 6364136223846793005
  %2062 = add i64 %2061, 1442695040888963407
  %2063 = insertelement <2 x i64> poison, i64 %2060, i64 0
  %2064 = insertelement <2 x i64> %2063, i64 %2062, i64 1
  %2065 = lshr <2 x i64> %2064, <i64 11, i64 11>
  %2066 = uitofp nneg <2 x i64> %2065 to <2 x double>
  %2067 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2066, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %2067, ptr %46, align 16, !tbaa !9
  %2068 = mul i64 %2062, 6364136223846793005
  %2069 = add i64 %2068, 1442695040888963407
  %2070 = mul i64 %2069, 6364136223846793005
  %2071 = add i64 %2070, 1442695040888963407
  %2072 = insertelement <2 x i64> poison, i64 %2069, i64 0
  %2073 = insertelement <2 x i64> %2072, i64 %2071, i64 1
  %2074 = lshr <2 x i64> %2073, <i64 11, i64 11>
  %2075 = uitofp nneg <2 x i64> %2074 to <2 x double>
  %2076 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2075, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %2076, ptr %188, align 16, !tbaa !9
  %2077 = mul i64 %2071, 6364136223846793005
  %2078 = add i64 %2077, 1442695040888963407
  %2079 = mul i64 %2078, 6364136223846793005
  %2080 = add i64 %2079, 1442695040888963407
  %2081 = insertelement <2 x i64> poison, i64 %2078, i64 0
  %2082 = insertelement <2 x i64> %2081, i64 %2080, i64 1
  %2083 = lshr <2 x i64> %2082, <i64 11, i64 11>
  %2084 = uitofp nneg <2 x i64> %2083 to <2 x double>
  %2085 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2084, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %2085, ptr %189, align 16, !tbaa !9
  %2086 = mul i64 %2080, 6364136223846793005
  %2087 = add i64 %2086, 1442695040888963407
  %2088 = lshr i64 %2087, 11
  %2089 = uitofp nneg i64 %2088 to double
  %2090 = call double @llvm.fmuladd.f64(double %2089, double 0x3CA0000000000000, double -5.000000e-01)
  store double %2090, ptr %190, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  %2091 = mul i64 %2087, 6364136223846793005
  %2092 = add i64 %2091, 1442695040888963407
  %2093 = mul i64 %2092, 6364136223846793005
  %2094 = add i64 %2093, 1442695040888963407
  %2095 = insertelement <2 x i64> poison, i64 %2092, i64 0
  %2096 = insertelement <2 x i64> %2095, i64 %2094, i64 1
  %2097 = lshr <2 x i64> %2096, <i64 10, i64 10>
  %2098 = and <2 x i64> %2097, <i64 18014398509481982, i64 18014398509481982>
  %2099 = uitofp nneg <2 x i64> %2098 to <2 x double>
  %2100 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2099, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2100, ptr %49, align 16, !tbaa !9
  %2101 = mul i64 %2094, 6364136223846793005
  %2102 = add i64 %2101, 1442695040888963407
  %2103 = mul i64 %2102, 6364136223846793005
  %2104 = add i64 %2103, 1442695040888963407
  %2105 = insertelement <2 x i64> poison, i64 %2102, i64 0
  %2106 = insertelement <2 x i64> %2105, i64 %2104, i64 1
  %2107 = lshr <2 x i64> %2106, <i64 10, i64 10>
  %2108 = and <2 x i64> %2107, <i64 18014398509481982, i64 18014398509481982>
  %2109 = uitofp nneg <2 x i64> %2108 to <2 x double>
  %2110 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2109, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2110, ptr %191, align 16, !tbaa !9
  %2111 = mul i64 %2104, 6364136223846793005
  %2112 = add i64 %2111, 1442695040888963407
  %2113 = mul i64 %2112, 6364136223846793005
  %2114 = add i64 %2113, 1442695040888963407
  %2115 = insertelement <2 x i64> poison, i64 %2112, i64 0
  %2116 = insertelement <2 x i64> %2115, i64 %2114, i64 1
  %2117 = lshr <2 x i64> %2116, <i64 10, i64 10>
  %2118 = and <2 x i64> %2117, <i64 18014398509481982, i64 18014398509481982>
  %2119 = uitofp nneg <2 x i64> %2118 to <2 x double>
  %2120 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2119, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2120, ptr %192, align 16, !tbaa !9
  %2121 = mul i64 %2114, 6364136223846793005
  %2122 = add i64 %2121, 1442695040888963407
  %2123 = lshr i64 %2122, 10
  %2124 = and i64 %2123, 18014398509481982
  %2125 = uitofp nneg i64 %2124 to double
  %2126 = call double @llvm.fmuladd.f64(double %2125, double 0x3CA0000000000000, double -1.000000e+00)
  store double %2126, ptr %193, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %47, ptr noundef nonnull align 16 dereferenceable(56) %49, i64 56, i1 false)
  %2127 = mul i64 %2122, 6364136223846793005
  %2128 = add i64 %2127, 1442695040888963407
  %2129 = mul i64 %2128, 6364136223846793005
  %2130 = add i64 %2129, 1442695040888963407
  %2131 = insertelement <2 x i64> poison, i64 %2128, i64 0
  %2132 = insertelement <2 x i64> %2131, i64 %2130, i64 1
  %2133 = lshr <2 x i64> %2132, <i64 10, i64 10>
  %2134 = and <2 x i64> %2133, <i64 18014398509481982, i64 18014398509481982>
  %2135 = uitofp nneg <2 x i64> %2134 to <2 x double>
  %2136 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2135, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2136, ptr %194, align 8, !tbaa !9
  %2137 = mul i64 %2130, 6364136223846793005
  %2138 = add i64 %2137, 1442695040888963407
  %2139 = mul i64 %2138, 6364136223846793005
  %2140 = add i64 %2139, 1442695040888963407
  %2141 = insertelement <2 x i64> poison, i64 %2138, i64 0
  %2142 = insertelement <2 x i64> %2141, i64 %2140, i64 1
  %2143 = lshr <2 x i64> %2142, <i64 10, i64 10>
  %2144 = and <2 x i64> %2143, <i64 18014398509481982, i64 18014398509481982>
  %2145 = uitofp nneg <2 x i64> %2144 to <2 x double>
  %2146 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2145, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2146, ptr %195, align 8, !tbaa !9
  %2147 = mul i64 %2140, 6364136223846793005
  %2148 = add i64 %2147, 1442695040888963407
  %2149 = mul i64 %2148, 6364136223846793005
  %2150 = add i64 %2149, 1442695040888963407
  %2151 = insertelement <2 x i64> poison, i64 %2148, i64 0
  %2152 = insertelement <2 x i64> %2151, i64 %2150, i64 1
  %2153 = lshr <2 x i64> %2152, <i64 10, i64 10>
  %2154 = and <2 x i64> %2153, <i64 18014398509481982, i64 18014398509481982>
  %2155 = uitofp nneg <2 x i64> %2154 to <2 x double>
  %2156 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2155, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2156, ptr %196, align 8, !tbaa !9
  %2157 = mul i64 %2150, 6364136223846793005
  %2158 = add i64 %2157, 1442695040888963407
  %2159 = lshr i64 %2158, 10
  %2160 = and i64 %2159, 18014398509481982
  %2161 = uitofp nneg i64 %2160 to double
  %2162 = call double @llvm.fmuladd.f64(double %2161, double 0x3CA0000000000000, double -1.000000e+00)
  store double %2162, ptr %197, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %172, ptr noundef nonnull align 8 dereferenceable(56) %194, i64 56, i1 false)
  %2163 = mul i64 %2158, 6364136223846793005
  %2164 = add i64 %2163, 1442695040888963407
  %2165 = mul i64 %2164, 6364136223846793005
  %2166 = add i64 %2165, 1442695040888963407
  %2167 = insertelement <2 x i64> poison, i64 %2164, i64 0
  %2168 = insertelement <2 x i64> %2167, i64 %2166, i64 1
  %2169 = lshr <2 x i64> %2168, <i64 10, i64 10>
  %2170 = and <2 x i64> %2169, <i64 18014398509481982, i64 18014398509481982>
  %2171 = uitofp nneg <2 x i64> %2170 to <2 x double>
  %2172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2171, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2172, ptr %198, align 16, !tbaa !9
  %2173 = mul i64 %2166, 6364136223846793005
  %2174 = add i64 %2173, 1442695040888963407
  %2175 = mul i64 %2174, 6364136223846793005
  %2176 = add i64 %2175, 1442695040888963407
  %2177 = insertelement <2 x i64> poison, i64 %2174, i64 0
  %2178 = insertelement <2 x i64> %2177, i64 %2176, i64 1
  %2179 = lshr <2 x i64> %2178, <i64 10, i64 10>
  %2180 = and <2 x i64> %2179, <i64 18014398509481982, i64 18014398509481982>
  %2181 = uitofp nneg <2 x i64> %2180 to <2 x double>
  %2182 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2181, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2182, ptr %199, align 16, !tbaa !9
  %2183 = mul i64 %2176, 6364136223846793005
  %2184 = add i64 %2183, 1442695040888963407
  %2185 = mul i64 %2184, 6364136223846793005
  %2186 = add i64 %2185, 1442695040888963407
  %2187 = insertelement <2 x i64> poison, i64 %2184, i64 0
  %2188 = insertelement <2 x i64> %2187, i64 %2186, i64 1
  %2189 = lshr <2 x i64> %2188, <i64 10, i64 10>
  %2190 = and <2 x i64> %2189, <i64 18014398509481982, i64 18014398509481982>
  %2191 = uitofp nneg <2 x i64> %2190 to <2 x double>
  %2192 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2191, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2192, ptr %200, align 16, !tbaa !9
  %2193 = mul i64 %2186, 6364136223846793005
  %2194 = add i64 %2193, 1442695040888963407
  %2195 = lshr i64 %2194, 10
  %2196 = and i64 %2195, 18014398509481982
  %2197 = uitofp nneg i64 %2196 to double
  %2198 = call double @llvm.fmuladd.f64(double %2197, double 0x3CA0000000000000, double -1.000000e+00)
  store double %2198, ptr %201, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %173, ptr noundef nonnull align 16 dereferenceable(56) %198, i64 56, i1 false)
  store i64 %2194, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2199 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2200 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2201 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fin, i32 noundef %2199, i32 noundef 3, i32 noundef %2200, ptr noundef nonnull %45, ptr noundef nonnull %47, ptr noundef nonnull %172, ptr noundef nonnull %173, i32 noundef %2200, ptr noundef nonnull %46, ptr noundef nonnull %48, ptr noundef nonnull %174, ptr noundef nonnull %175, i32 noundef %2201, i32 noundef %230, i32 noundef %2201, i32 noundef %2057) #15
  %2202 = load i32, ptr @calls, align 4, !tbaa !11
  %2203 = sitofp i32 %2202 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2203, ptr %20, align 8, !tbaa !9
  %2204 = load volatile double, ptr %20, align 8, !tbaa !9
  %2205 = call double @llvm.fabs.f64(double %2204)
  %2206 = fcmp ueq double %2205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2206, label %2216, label %2207

2207:                                             ; preds = %2055
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !9
  %2208 = load volatile double, ptr %19, align 8, !tbaa !9
  %2209 = call double @llvm.fabs.f64(double %2208)
  %2210 = fcmp ueq double %2209, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %2211 = fadd double %2203, -1.000000e+00
  %2212 = fcmp une double %2211, 0.000000e+00
  %2213 = select i1 %2210, i1 true, i1 %2212
  br i1 %2213, label %2216, label %2214

2214:                                             ; preds = %2207
  %2215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2057, double noundef %2203, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2220

2216:                                             ; preds = %2207, %2055
  %2217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2057, double noundef %2203, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %2218 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2219 = add nsw i32 %2218, 1
  store i32 %2219, ptr @n_fail, align 4, !tbaa !11
  br label %2220

2220:                                             ; preds = %2214, %2216
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %51) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %50, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %51, ptr noundef nonnull align 16 dereferenceable(56) %46, i64 56, i1 false)
  %2221 = load i32, ptr @calls, align 4, !tbaa !11
  %2222 = add nsw i32 %2221, 1
  store i32 %2222, ptr @calls, align 4, !tbaa !11
  %2223 = load double, ptr %50, align 16, !tbaa !9
  %2224 = select i1 %2056, ptr %50, ptr %51
  %2225 = getelementptr i8, ptr %2224, i64 -8
  br i1 %1954, label %2249, label %2226

2226:                                             ; preds = %2220, %2226
  %2227 = phi double [ %2245, %2226 ], [ %2223, %2220 ]
  %2228 = phi i64 [ %2246, %2226 ], [ 1, %2220 ]
  %2229 = phi i64 [ %2247, %2226 ], [ 0, %2220 ]
  %2230 = getelementptr inbounds double, ptr %50, i64 %2228
  %2231 = load double, ptr %2230, align 8, !tbaa !9
  %2232 = getelementptr double, ptr %2225, i64 %2228
  %2233 = load double, ptr %2232, align 8, !tbaa !9
  %2234 = call double @cos(double noundef %2233) #15
  %2235 = fmul double %2227, 1.000000e-01
  %2236 = fmul double %2227, %2235
  %2237 = call double @llvm.fmuladd.f64(double %2231, double %2234, double %2236)
  store double %2237, ptr %2230, align 8, !tbaa !9
  %2238 = getelementptr inbounds double, ptr %205, i64 %2228
  %2239 = load double, ptr %2238, align 8, !tbaa !9
  %2240 = getelementptr double, ptr %2224, i64 %2228
  %2241 = load double, ptr %2240, align 8, !tbaa !9
  %2242 = call double @cos(double noundef %2241) #15
  %2243 = fmul double %2237, 1.000000e-01
  %2244 = fmul double %2237, %2243
  %2245 = call double @llvm.fmuladd.f64(double %2239, double %2242, double %2244)
  store double %2245, ptr %2238, align 8, !tbaa !9
  %2246 = add nuw nsw i64 %2228, 2
  %2247 = add i64 %2229, 2
  %2248 = icmp eq i64 %2247, %1955
  br i1 %2248, label %2249, label %2226, !llvm.loop !35

2249:                                             ; preds = %2226, %2220
  %2250 = phi double [ %2223, %2220 ], [ %2245, %2226 ]
  %2251 = phi i64 [ 1, %2220 ], [ %2246, %2226 ]
  br i1 %1956, label %2261, label %2252

2252:                                             ; preds = %2249
  %2253 = getelementptr inbounds double, ptr %50, i64 %2251
  %2254 = load double, ptr %2253, align 8, !tbaa !9
  %2255 = getelementptr double, ptr %2225, i64 %2251
  %2256 = load double, ptr %2255, align 8, !tbaa !9
  %2257 = call double @cos(double noundef %2256) #15
  %2258 = fmul double %2250, 1.000000e-01
  %2259 = fmul double %2250, %2258
  %2260 = call double @llvm.fmuladd.f64(double %2254, double %2257, double %2259)
  store double %2260, ptr %2253, align 8, !tbaa !9
  br label %2261

2261:                                             ; preds = %2249, %2252
  %2262 = select i1 %2056, ptr %50, ptr %51
  %2263 = getelementptr i8, ptr %2262, i64 -8
  br i1 %1958, label %2287, label %2264

2264:                                             ; preds = %2261, %2264
  %2265 = phi double [ %2283, %2264 ], [ %2223, %2261 ]
  %2266 = phi i64 [ %2284, %2264 ], [ 1, %2261 ]
  %2267 = phi i64 [ %2285, %2264 ], [ 0, %2261 ]
  %2268 = getelementptr inbounds double, ptr %50, i64 %2266
  %2269 = load double, ptr %2268, align 8, !tbaa !9
  %2270 = getelementptr double, ptr %2263, i64 %2266
  %2271 = load double, ptr %2270, align 8, !tbaa !9
  %2272 = call double @cos(double noundef %2271) #15
  %2273 = fmul double %2265, 1.000000e-01
  %2274 = fmul double %2265, %2273
  %2275 = call double @llvm.fmuladd.f64(double %2269, double %2272, double %2274)
  store double %2275, ptr %2268, align 8, !tbaa !9
  %2276 = getelementptr inbounds double, ptr %206, i64 %2266
  %2277 = load double, ptr %2276, align 8, !tbaa !9
  %2278 = getelementptr double, ptr %2262, i64 %2266
  %2279 = load double, ptr %2278, align 8, !tbaa !9
  %2280 = call double @cos(double noundef %2279) #15
  %2281 = fmul double %2275, 1.000000e-01
  %2282 = fmul double %2275, %2281
  %2283 = call double @llvm.fmuladd.f64(double %2277, double %2280, double %2282)
  store double %2283, ptr %2276, align 8, !tbaa !9
  %2284 = add nuw nsw i64 %2266, 2
  %2285 = add i64 %2267, 2
  %2286 = icmp eq i64 %2285, %1959
  br i1 %2286, label %2287, label %2264, !llvm.loop !35

2287:                                             ; preds = %2264, %2261
  %2288 = phi double [ %2223, %2261 ], [ %2283, %2264 ]
  %2289 = phi i64 [ 1, %2261 ], [ %2284, %2264 ]
  br i1 %1960, label %2299, label %2290

2290:                                             ; preds = %2287
  %2291 = getelementptr inbounds double, ptr %50, i64 %2289
  %2292 = load double, ptr %2291, align 8, !tbaa !9
  %2293 = getelementptr double, ptr %2263, i64 %2289
  %2294 = load double, ptr %2293, align 8, !tbaa !9
  %2295 = call double @cos(double noundef %2294) #15
  %2296 = fmul double %2288, 1.000000e-01
  %2297 = fmul double %2288, %2296
  %2298 = call double @llvm.fmuladd.f64(double %2292, double %2295, double %2297)
  store double %2298, ptr %2291, align 8, !tbaa !9
  br label %2299

2299:                                             ; preds = %2287, %2290
  %2300 = select i1 %2056, ptr %50, ptr %51
  %2301 = getelementptr i8, ptr %2300, i64 -8
  br i1 %1962, label %2325, label %2302

2302:                                             ; preds = %2299, %2302
  %2303 = phi double [ %2321, %2302 ], [ %2223, %2299 ]
  %2304 = phi i64 [ %2322, %2302 ], [ 1, %2299 ]
  %2305 = phi i64 [ %2323, %2302 ], [ 0, %2299 ]
  %2306 = getelementptr inbounds double, ptr %50, i64 %2304
  %2307 = load double, ptr %2306, align 8, !tbaa !9
  %2308 = getelementptr double, ptr %2301, i64 %2304
  %2309 = load double, ptr %2308, align 8, !tbaa !9
  %2310 = call double @cos(double noundef %2309) #15
  %2311 = fmul double %2303, 1.000000e-01
  %2312 = fmul double %2303, %2311
  %2313 = call double @llvm.fmuladd.f64(double %2307, double %2310, double %2312)
  store double %2313, ptr %2306, align 8, !tbaa !9
  %2314 = getelementptr inbounds double, ptr %207, i64 %2304
  %2315 = load double, ptr %2314, align 8, !tbaa !9
  %2316 = getelementptr double, ptr %2300, i64 %2304
  %2317 = load double, ptr %2316, align 8, !tbaa !9
  %2318 = call double @cos(double noundef %2317) #15
  %2319 = fmul double %2313, 1.000000e-01
  %2320 = fmul double %2313, %2319
  %2321 = call double @llvm.fmuladd.f64(double %2315, double %2318, double %2320)
  store double %2321, ptr %2314, align 8, !tbaa !9
  %2322 = add nuw nsw i64 %2304, 2
  %2323 = add i64 %2305, 2
  %2324 = icmp eq i64 %2323, %1963
  br i1 %2324, label %2325, label %2302, !llvm.loop !35

2325:                                             ; preds = %2302, %2299
  %2326 = phi double [ %2223, %2299 ], [ %2321, %2302 ]
  %2327 = phi i64 [ 1, %2299 ], [ %2322, %2302 ]
  br i1 %1964, label %2337, label %2328

2328:                                             ; preds = %2325
  %2329 = getelementptr inbounds double, ptr %50, i64 %2327
  %2330 = load double, ptr %2329, align 8, !tbaa !9
  %2331 = getelementptr double, ptr %2301, i64 %2327
  %2332 = load double, ptr %2331, align 8, !tbaa !9
  %2333 = call double @cos(double noundef %2332) #15
  %2334 = fmul double %2326, 1.000000e-01
  %2335 = fmul double %2326, %2334
  %2336 = call double @llvm.fmuladd.f64(double %2330, double %2333, double %2335)
  store double %2336, ptr %2329, align 8, !tbaa !9
  br label %2337

2337:                                             ; preds = %2325, %2328
  br label %2347

2338:                                             ; preds = %2376
  %2339 = select i1 %2056, ptr %5, ptr %6
  %2340 = getelementptr i8, ptr %2339, i64 -8
  %2341 = select i1 %2056, ptr %7, ptr %8
  %2342 = getelementptr i8, ptr %2341, i64 -8
  %2343 = select i1 %2056, ptr %1, ptr %2
  %2344 = getelementptr i8, ptr %2343, i64 -8
  %2345 = select i1 %2056, ptr %3, ptr %4
  %2346 = getelementptr i8, ptr %2345, i64 -8
  br label %2380

2347:                                             ; preds = %2337, %2376
  %2348 = phi i64 [ %2377, %2376 ], [ 0, %2337 ]
  %2349 = getelementptr inbounds [7 x double], ptr %45, i64 0, i64 %2348
  %2350 = load double, ptr %2349, align 8, !tbaa !9
  %2351 = getelementptr inbounds [7 x double], ptr %50, i64 0, i64 %2348
  %2352 = load double, ptr %2351, align 8, !tbaa !9
  %2353 = call double @llvm.fabs.f64(double %2352)
  %2354 = fcmp ogt double %2353, 1.000000e+00
  %2355 = select i1 %2354, double %2353, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2350, ptr %18, align 8, !tbaa !9
  %2356 = load volatile double, ptr %18, align 8, !tbaa !9
  %2357 = call double @llvm.fabs.f64(double %2356)
  %2358 = fcmp ueq double %2357, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2358, label %2371, label %2359

2359:                                             ; preds = %2347
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2352, ptr %17, align 8, !tbaa !9
  %2360 = load volatile double, ptr %17, align 8, !tbaa !9
  %2361 = call double @llvm.fabs.f64(double %2360)
  %2362 = fcmp ueq double %2361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2362, label %2371, label %2363

2363:                                             ; preds = %2359
  %2364 = fsub double %2350, %2352
  %2365 = call double @llvm.fabs.f64(double %2364)
  %2366 = fmul double %2355, 0x3D719799812DEA11
  %2367 = fcmp ugt double %2365, %2366
  br i1 %2367, label %2371, label %2368

2368:                                             ; preds = %2363
  %2369 = trunc nuw nsw i64 %2348 to i32
  %2370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2369, double noundef %2350, double noundef %2352, ptr noundef nonnull @.str.18)
  br label %2376

2371:                                             ; preds = %2363, %2359, %2347
  %2372 = trunc nuw nsw i64 %2348 to i32
  %2373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2372, double noundef %2350, double noundef %2352, ptr noundef nonnull @.str.19)
  %2374 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2375 = add nsw i32 %2374, 1
  store i32 %2375, ptr @n_fail, align 4, !tbaa !11
  br label %2376

2376:                                             ; preds = %2368, %2371
  %2377 = add nuw nsw i64 %2348, 1
  %2378 = icmp eq i64 %2377, %256
  br i1 %2378, label %2338, label %2347, !llvm.loop !36

2379:                                             ; preds = %3106
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %51) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %49) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %48) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %47) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %46) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %45) #15
  br i1 %2056, label %2055, label %2029, !llvm.loop !37

2380:                                             ; preds = %2338, %3106
  %2381 = phi i64 [ 0, %2338 ], [ %3107, %3106 ]
  %2382 = getelementptr inbounds [3 x [7 x double]], ptr %49, i64 0, i64 %2381
  %2383 = getelementptr inbounds [3 x [7 x double]], ptr %47, i64 0, i64 %2381
  %2384 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2384, ptr nonnull readonly align 16 %39, i64 %259, i1 false)
  br label %2385

2385:                                             ; preds = %2741, %2380
  %2386 = phi i64 [ 0, %2380 ], [ %2742, %2741 ]
  %2387 = getelementptr inbounds double, ptr %2383, i64 %2386
  %2388 = load double, ptr %2387, align 8, !tbaa !9
  %2389 = getelementptr inbounds double, ptr %2384, i64 %2386
  %2390 = load double, ptr %2389, align 8, !tbaa !9
  %2391 = call double @llvm.fabs.f64(double %2390)
  %2392 = fcmp ogt double %2391, 1.000000e+00
  %2393 = select i1 %2392, double %2391, double 1.000000e+00
  %2394 = fmul double %2393, 0x3EB0C6F7A0B5ED8D
  %2395 = fadd double %2390, %2394
  store double %2395, ptr %2389, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %5, ptr noundef nonnull readonly align 8 dereferenceable(56) %2384, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %6, ptr noundef nonnull align 16 dereferenceable(56) %46, i64 56, i1 false)
  %2396 = load i32, ptr @calls, align 4, !tbaa !11
  %2397 = add nsw i32 %2396, 1
  store i32 %2397, ptr @calls, align 4, !tbaa !11
  %2398 = load double, ptr %5, align 16, !tbaa !9
  br i1 %1966, label %2422, label %2399

2399:                                             ; preds = %2385, %2399
  %2400 = phi double [ %2418, %2399 ], [ %2398, %2385 ]
  %2401 = phi i64 [ %2419, %2399 ], [ 1, %2385 ]
  %2402 = phi i64 [ %2420, %2399 ], [ 0, %2385 ]
  %2403 = getelementptr inbounds double, ptr %5, i64 %2401
  %2404 = load double, ptr %2403, align 8, !tbaa !9
  %2405 = getelementptr double, ptr %2340, i64 %2401
  %2406 = load double, ptr %2405, align 8, !tbaa !9
  %2407 = call double @cos(double noundef %2406) #15
  %2408 = fmul double %2400, 1.000000e-01
  %2409 = fmul double %2400, %2408
  %2410 = call double @llvm.fmuladd.f64(double %2404, double %2407, double %2409)
  store double %2410, ptr %2403, align 8, !tbaa !9
  %2411 = getelementptr inbounds double, ptr %208, i64 %2401
  %2412 = load double, ptr %2411, align 8, !tbaa !9
  %2413 = getelementptr double, ptr %2339, i64 %2401
  %2414 = load double, ptr %2413, align 8, !tbaa !9
  %2415 = call double @cos(double noundef %2414) #15
  %2416 = fmul double %2410, 1.000000e-01
  %2417 = fmul double %2410, %2416
  %2418 = call double @llvm.fmuladd.f64(double %2412, double %2415, double %2417)
  store double %2418, ptr %2411, align 8, !tbaa !9
  %2419 = add nuw nsw i64 %2401, 2
  %2420 = add i64 %2402, 2
  %2421 = icmp eq i64 %2420, %1967
  br i1 %2421, label %2422, label %2399, !llvm.loop !35

2422:                                             ; preds = %2399, %2385
  %2423 = phi double [ %2398, %2385 ], [ %2418, %2399 ]
  %2424 = phi i64 [ 1, %2385 ], [ %2419, %2399 ]
  br i1 %1968, label %2434, label %2425

2425:                                             ; preds = %2422
  %2426 = getelementptr inbounds double, ptr %5, i64 %2424
  %2427 = load double, ptr %2426, align 8, !tbaa !9
  %2428 = getelementptr double, ptr %2340, i64 %2424
  %2429 = load double, ptr %2428, align 8, !tbaa !9
  %2430 = call double @cos(double noundef %2429) #15
  %2431 = fmul double %2423, 1.000000e-01
  %2432 = fmul double %2423, %2431
  %2433 = call double @llvm.fmuladd.f64(double %2427, double %2430, double %2432)
  store double %2433, ptr %2426, align 8, !tbaa !9
  br label %2434

2434:                                             ; preds = %2422, %2425
  br i1 %1970, label %2458, label %2435

2435:                                             ; preds = %2434, %2435
  %2436 = phi double [ %2454, %2435 ], [ %2398, %2434 ]
  %2437 = phi i64 [ %2455, %2435 ], [ 1, %2434 ]
  %2438 = phi i64 [ %2456, %2435 ], [ 0, %2434 ]
  %2439 = getelementptr inbounds double, ptr %5, i64 %2437
  %2440 = load double, ptr %2439, align 8, !tbaa !9
  %2441 = getelementptr double, ptr %2340, i64 %2437
  %2442 = load double, ptr %2441, align 8, !tbaa !9
  %2443 = call double @cos(double noundef %2442) #15
  %2444 = fmul double %2436, 1.000000e-01
  %2445 = fmul double %2436, %2444
  %2446 = call double @llvm.fmuladd.f64(double %2440, double %2443, double %2445)
  store double %2446, ptr %2439, align 8, !tbaa !9
  %2447 = getelementptr inbounds double, ptr %209, i64 %2437
  %2448 = load double, ptr %2447, align 8, !tbaa !9
  %2449 = getelementptr double, ptr %2339, i64 %2437
  %2450 = load double, ptr %2449, align 8, !tbaa !9
  %2451 = call double @cos(double noundef %2450) #15
  %2452 = fmul double %2446, 1.000000e-01
  %2453 = fmul double %2446, %2452
  %2454 = call double @llvm.fmuladd.f64(double %2448, double %2451, double %2453)
  store double %2454, ptr %2447, align 8, !tbaa !9
  %2455 = add nuw nsw i64 %2437, 2
  %2456 = add i64 %2438, 2
  %2457 = icmp eq i64 %2456, %1971
  br i1 %2457, label %2458, label %2435, !llvm.loop !35

2458:                                             ; preds = %2435, %2434
  %2459 = phi double [ %2398, %2434 ], [ %2454, %2435 ]
  %2460 = phi i64 [ 1, %2434 ], [ %2455, %2435 ]
  br i1 %1972, label %2470, label %2461

2461:                                             ; preds = %2458
  %2462 = getelementptr inbounds double, ptr %5, i64 %2460
  %2463 = load double, ptr %2462, align 8, !tbaa !9
  %2464 = getelementptr double, ptr %2340, i64 %2460
  %2465 = load double, ptr %2464, align 8, !tbaa !9
  %2466 = call double @cos(double noundef %2465) #15
  %2467 = fmul double %2459, 1.000000e-01
  %2468 = fmul double %2459, %2467
  %2469 = call double @llvm.fmuladd.f64(double %2463, double %2466, double %2468)
  store double %2469, ptr %2462, align 8, !tbaa !9
  br label %2470

2470:                                             ; preds = %2458, %2461
  br i1 %1974, label %2494, label %2471

2471:                                             ; preds = %2470, %2471
  %2472 = phi double [ %2490, %2471 ], [ %2398, %2470 ]
  %2473 = phi i64 [ %2491, %2471 ], [ 1, %2470 ]
  %2474 = phi i64 [ %2492, %2471 ], [ 0, %2470 ]
  %2475 = getelementptr inbounds double, ptr %5, i64 %2473
  %2476 = load double, ptr %2475, align 8, !tbaa !9
  %2477 = getelementptr double, ptr %2340, i64 %2473
  %2478 = load double, ptr %2477, align 8, !tbaa !9
  %2479 = call double @cos(double noundef %2478) #15
  %2480 = fmul double %2472, 1.000000e-01
  %2481 = fmul double %2472, %2480
  %2482 = call double @llvm.fmuladd.f64(double %2476, double %2479, double %2481)
  store double %2482, ptr %2475, align 8, !tbaa !9
  %2483 = getelementptr inbounds double, ptr %210, i64 %2473
  %2484 = load double, ptr %2483, align 8, !tbaa !9
  %2485 = getelementptr double, ptr %2339, i64 %2473
  %2486 = load double, ptr %2485, align 8, !tbaa !9
  %2487 = call double @cos(double noundef %2486) #15
  %2488 = fmul double %2482, 1.000000e-01
  %2489 = fmul double %2482, %2488
  %2490 = call double @llvm.fmuladd.f64(double %2484, double %2487, double %2489)
  store double %2490, ptr %2483, align 8, !tbaa !9
  %2491 = add nuw nsw i64 %2473, 2
  %2492 = add i64 %2474, 2
  %2493 = icmp eq i64 %2492, %1975
  br i1 %2493, label %2494, label %2471, !llvm.loop !35

2494:                                             ; preds = %2471, %2470
  %2495 = phi double [ %2398, %2470 ], [ %2490, %2471 ]
  %2496 = phi i64 [ 1, %2470 ], [ %2491, %2471 ]
  br i1 %1976, label %2506, label %2497

2497:                                             ; preds = %2494
  %2498 = getelementptr inbounds double, ptr %5, i64 %2496
  %2499 = load double, ptr %2498, align 8, !tbaa !9
  %2500 = getelementptr double, ptr %2340, i64 %2496
  %2501 = load double, ptr %2500, align 8, !tbaa !9
  %2502 = call double @cos(double noundef %2501) #15
  %2503 = fmul double %2495, 1.000000e-01
  %2504 = fmul double %2495, %2503
  %2505 = call double @llvm.fmuladd.f64(double %2499, double %2502, double %2504)
  store double %2505, ptr %2498, align 8, !tbaa !9
  br label %2506

2506:                                             ; preds = %2494, %2497
  br i1 %1978, label %2537, label %2507

2507:                                             ; preds = %2506, %2507
  %2508 = phi i64 [ %2534, %2507 ], [ 0, %2506 ]
  %2509 = phi double [ %2533, %2507 ], [ 0.000000e+00, %2506 ]
  %2510 = phi i64 [ %2535, %2507 ], [ 0, %2506 ]
  %2511 = getelementptr inbounds double, ptr %2382, i64 %2508
  %2512 = load double, ptr %2511, align 8, !tbaa !9
  %2513 = getelementptr inbounds double, ptr %5, i64 %2508
  %2514 = load double, ptr %2513, align 16, !tbaa !9
  %2515 = call double @llvm.fmuladd.f64(double %2512, double %2514, double %2509)
  %2516 = or disjoint i64 %2508, 1
  %2517 = getelementptr inbounds double, ptr %2382, i64 %2516
  %2518 = load double, ptr %2517, align 8, !tbaa !9
  %2519 = getelementptr inbounds double, ptr %5, i64 %2516
  %2520 = load double, ptr %2519, align 8, !tbaa !9
  %2521 = call double @llvm.fmuladd.f64(double %2518, double %2520, double %2515)
  %2522 = or disjoint i64 %2508, 2
  %2523 = getelementptr inbounds double, ptr %2382, i64 %2522
  %2524 = load double, ptr %2523, align 8, !tbaa !9
  %2525 = getelementptr inbounds double, ptr %5, i64 %2522
  %2526 = load double, ptr %2525, align 16, !tbaa !9
  %2527 = call double @llvm.fmuladd.f64(double %2524, double %2526, double %2521)
  %2528 = or disjoint i64 %2508, 3
  %2529 = getelementptr inbounds double, ptr %2382, i64 %2528
  %2530 = load double, ptr %2529, align 8, !tbaa !9
  %2531 = getelementptr inbounds double, ptr %5, i64 %2528
  %2532 = load double, ptr %2531, align 8, !tbaa !9
  %2533 = call double @llvm.fmuladd.f64(double %2530, double %2532, double %2527)
  %2534 = add nuw nsw i64 %2508, 4
  %2535 = add i64 %2510, 4
  %2536 = icmp eq i64 %2535, %1979
  br i1 %2536, label %2537, label %2507, !llvm.loop !38

2537:                                             ; preds = %2507, %2506
  %2538 = phi double [ poison, %2506 ], [ %2533, %2507 ]
  %2539 = phi i64 [ 0, %2506 ], [ %2534, %2507 ]
  %2540 = phi double [ 0.000000e+00, %2506 ], [ %2533, %2507 ]
  br i1 %1980, label %2553, label %2541

2541:                                             ; preds = %2537, %2541
  %2542 = phi i64 [ %2550, %2541 ], [ %2539, %2537 ]
  %2543 = phi double [ %2549, %2541 ], [ %2540, %2537 ]
  %2544 = phi i64 [ %2551, %2541 ], [ 0, %2537 ]
  %2545 = getelementptr inbounds double, ptr %2382, i64 %2542
  %2546 = load double, ptr %2545, align 8, !tbaa !9
  %2547 = getelementptr inbounds double, ptr %5, i64 %2542
  %2548 = load double, ptr %2547, align 8, !tbaa !9
  %2549 = call double @llvm.fmuladd.f64(double %2546, double %2548, double %2543)
  %2550 = add nuw nsw i64 %2542, 1
  %2551 = add i64 %2544, 1
  %2552 = icmp eq i64 %2551, %1977
  br i1 %2552, label %2553, label %2541, !llvm.loop !39

2553:                                             ; preds = %2541, %2537
  %2554 = phi double [ %2538, %2537 ], [ %2549, %2541 ]
  %2555 = fsub double %2390, %2394
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #15
  store double %2555, ptr %2389, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %7, ptr noundef nonnull readonly align 8 dereferenceable(56) %2384, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %8, ptr noundef nonnull align 16 dereferenceable(56) %46, i64 56, i1 false)
  %2556 = load i32, ptr @calls, align 4, !tbaa !11
  %2557 = add nsw i32 %2556, 1
  store i32 %2557, ptr @calls, align 4, !tbaa !11
  %2558 = load double, ptr %7, align 16, !tbaa !9
  br i1 %1982, label %2582, label %2559

2559:                                             ; preds = %2553, %2559
  %2560 = phi double [ %2578, %2559 ], [ %2558, %2553 ]
  %2561 = phi i64 [ %2579, %2559 ], [ 1, %2553 ]
  %2562 = phi i64 [ %2580, %2559 ], [ 0, %2553 ]
  %2563 = getelementptr inbounds double, ptr %7, i64 %2561
  %2564 = load double, ptr %2563, align 8, !tbaa !9
  %2565 = getelementptr double, ptr %2342, i64 %2561
  %2566 = load double, ptr %2565, align 8, !tbaa !9
  %2567 = call double @cos(double noundef %2566) #15
  %2568 = fmul double %2560, 1.000000e-01
  %2569 = fmul double %2560, %2568
  %2570 = call double @llvm.fmuladd.f64(double %2564, double %2567, double %2569)
  store double %2570, ptr %2563, align 8, !tbaa !9
  %2571 = getelementptr inbounds double, ptr %211, i64 %2561
  %2572 = load double, ptr %2571, align 8, !tbaa !9
  %2573 = getelementptr double, ptr %2341, i64 %2561
  %2574 = load double, ptr %2573, align 8, !tbaa !9
  %2575 = call double @cos(double noundef %2574) #15
  %2576 = fmul double %2570, 1.000000e-01
  %2577 = fmul double %2570, %2576
  %2578 = call double @llvm.fmuladd.f64(double %2572, double %2575, double %2577)
  store double %2578, ptr %2571, align 8, !tbaa !9
  %2579 = add nuw nsw i64 %2561, 2
  %2580 = add i64 %2562, 2
  %2581 = icmp eq i64 %2580, %1983
  br i1 %2581, label %2582, label %2559, !llvm.loop !35

2582:                                             ; preds = %2559, %2553
  %2583 = phi double [ %2558, %2553 ], [ %2578, %2559 ]
  %2584 = phi i64 [ 1, %2553 ], [ %2579, %2559 ]
  br i1 %1984, label %2594, label %2585

2585:                                             ; preds = %2582
  %2586 = getelementptr inbounds double, ptr %7, i64 %2584
  %2587 = load double, ptr %2586, align 8, !tbaa !9
  %2588 = getelementptr double, ptr %2342, i64 %2584
  %2589 = load double, ptr %2588, align 8, !tbaa !9
  %2590 = call double @cos(double noundef %2589) #15
  %2591 = fmul double %2583, 1.000000e-01
  %2592 = fmul double %2583, %2591
  %2593 = call double @llvm.fmuladd.f64(double %2587, double %2590, double %2592)
  store double %2593, ptr %2586, align 8, !tbaa !9
  br label %2594

2594:                                             ; preds = %2582, %2585
  br i1 %1986, label %2618, label %2595

2595:                                             ; preds = %2594, %2595
  %2596 = phi double [ %2614, %2595 ], [ %2558, %2594 ]
  %2597 = phi i64 [ %2615, %2595 ], [ 1, %2594 ]
  %2598 = phi i64 [ %2616, %2595 ], [ 0, %2594 ]
  %2599 = getelementptr inbounds double, ptr %7, i64 %2597
  %2600 = load double, ptr %2599, align 8, !tbaa !9
  %2601 = getelementptr double, ptr %2342, i64 %2597
  %2602 = load double, ptr %2601, align 8, !tbaa !9
  %2603 = call double @cos(double noundef %2602) #15
  %2604 = fmul double %2596, 1.000000e-01
  %2605 = fmul double %2596, %2604
  %2606 = call double @llvm.fmuladd.f64(double %2600, double %2603, double %2605)
  store double %2606, ptr %2599, align 8, !tbaa !9
  %2607 = getelementptr inbounds double, ptr %212, i64 %2597
  %2608 = load double, ptr %2607, align 8, !tbaa !9
  %2609 = getelementptr double, ptr %2341, i64 %2597
  %2610 = load double, ptr %2609, align 8, !tbaa !9
  %2611 = call double @cos(double noundef %2610) #15
  %2612 = fmul double %2606, 1.000000e-01
  %2613 = fmul double %2606, %2612
  %2614 = call double @llvm.fmuladd.f64(double %2608, double %2611, double %2613)
  store double %2614, ptr %2607, align 8, !tbaa !9
  %2615 = add nuw nsw i64 %2597, 2
  %2616 = add i64 %2598, 2
  %2617 = icmp eq i64 %2616, %1987
  br i1 %2617, label %2618, label %2595, !llvm.loop !35

2618:                                             ; preds = %2595, %2594
  %2619 = phi double [ %2558, %2594 ], [ %2614, %2595 ]
  %2620 = phi i64 [ 1, %2594 ], [ %2615, %2595 ]
  br i1 %1988, label %2630, label %2621

2621:                                             ; preds = %2618
  %2622 = getelementptr inbounds double, ptr %7, i64 %2620
  %2623 = load double, ptr %2622, align 8, !tbaa !9
  %2624 = getelementptr double, ptr %2342, i64 %2620
  %2625 = load double, ptr %2624, align 8, !tbaa !9
  %2626 = call double @cos(double noundef %2625) #15
  %2627 = fmul double %2619, 1.000000e-01
  %2628 = fmul double %2619, %2627
  %2629 = call double @llvm.fmuladd.f64(double %2623, double %2626, double %2628)
  store double %2629, ptr %2622, align 8, !tbaa !9
  br label %2630

2630:                                             ; preds = %2618, %2621
  br i1 %1990, label %2654, label %2631

2631:                                             ; preds = %2630, %2631
  %2632 = phi double [ %2650, %2631 ], [ %2558, %2630 ]
  %2633 = phi i64 [ %2651, %2631 ], [ 1, %2630 ]
  %2634 = phi i64 [ %2652, %2631 ], [ 0, %2630 ]
  %2635 = getelementptr inbounds double, ptr %7, i64 %2633
  %2636 = load double, ptr %2635, align 8, !tbaa !9
  %2637 = getelementptr double, ptr %2342, i64 %2633
  %2638 = load double, ptr %2637, align 8, !tbaa !9
  %2639 = call double @cos(double noundef %2638) #15
  %2640 = fmul double %2632, 1.000000e-01
  %2641 = fmul double %2632, %2640
  %2642 = call double @llvm.fmuladd.f64(double %2636, double %2639, double %2641)
  store double %2642, ptr %2635, align 8, !tbaa !9
  %2643 = getelementptr inbounds double, ptr %213, i64 %2633
  %2644 = load double, ptr %2643, align 8, !tbaa !9
  %2645 = getelementptr double, ptr %2341, i64 %2633
  %2646 = load double, ptr %2645, align 8, !tbaa !9
  %2647 = call double @cos(double noundef %2646) #15
  %2648 = fmul double %2642, 1.000000e-01
  %2649 = fmul double %2642, %2648
  %2650 = call double @llvm.fmuladd.f64(double %2644, double %2647, double %2649)
  store double %2650, ptr %2643, align 8, !tbaa !9
  %2651 = add nuw nsw i64 %2633, 2
  %2652 = add i64 %2634, 2
  %2653 = icmp eq i64 %2652, %1991
  br i1 %2653, label %2654, label %2631, !llvm.loop !35

2654:                                             ; preds = %2631, %2630
  %2655 = phi double [ %2558, %2630 ], [ %2650, %2631 ]
  %2656 = phi i64 [ 1, %2630 ], [ %2651, %2631 ]
  br i1 %1992, label %2666, label %2657

2657:                                             ; preds = %2654
  %2658 = getelementptr inbounds double, ptr %7, i64 %2656
  %2659 = load double, ptr %2658, align 8, !tbaa !9
  %2660 = getelementptr double, ptr %2342, i64 %2656
  %2661 = load double, ptr %2660, align 8, !tbaa !9
  %2662 = call double @cos(double noundef %2661) #15
  %2663 = fmul double %2655, 1.000000e-01
  %2664 = fmul double %2655, %2663
  %2665 = call double @llvm.fmuladd.f64(double %2659, double %2662, double %2664)
  store double %2665, ptr %2658, align 8, !tbaa !9
  br label %2666

2666:                                             ; preds = %2654, %2657
  br i1 %1994, label %2697, label %2667

2667:                                             ; preds = %2666, %2667
  %2668 = phi i64 [ %2694, %2667 ], [ 0, %2666 ]
  %2669 = phi double [ %2693, %2667 ], [ 0.000000e+00, %2666 ]
  %2670 = phi i64 [ %2695, %2667 ], [ 0, %2666 ]
  %2671 = getelementptr inbounds double, ptr %2382, i64 %2668
  %2672 = load double, ptr %2671, align 8, !tbaa !9
  %2673 = getelementptr inbounds double, ptr %7, i64 %2668
  %2674 = load double, ptr %2673, align 16, !tbaa !9
  %2675 = call double @llvm.fmuladd.f64(double %2672, double %2674, double %2669)
  %2676 = or disjoint i64 %2668, 1
  %2677 = getelementptr inbounds double, ptr %2382, i64 %2676
  %2678 = load double, ptr %2677, align 8, !tbaa !9
  %2679 = getelementptr inbounds double, ptr %7, i64 %2676
  %2680 = load double, ptr %2679, align 8, !tbaa !9
  %2681 = call double @llvm.fmuladd.f64(double %2678, double %2680, double %2675)
  %2682 = or disjoint i64 %2668, 2
  %2683 = getelementptr inbounds double, ptr %2382, i64 %2682
  %2684 = load double, ptr %2683, align 8, !tbaa !9
  %2685 = getelementptr inbounds double, ptr %7, i64 %2682
  %2686 = load double, ptr %2685, align 16, !tbaa !9
  %2687 = call double @llvm.fmuladd.f64(double %2684, double %2686, double %2681)
  %2688 = or disjoint i64 %2668, 3
  %2689 = getelementptr inbounds double, ptr %2382, i64 %2688
  %2690 = load double, ptr %2689, align 8, !tbaa !9
  %2691 = getelementptr inbounds double, ptr %7, i64 %2688
  %2692 = load double, ptr %2691, align 8, !tbaa !9
  %2693 = call double @llvm.fmuladd.f64(double %2690, double %2692, double %2687)
  %2694 = add nuw nsw i64 %2668, 4
  %2695 = add i64 %2670, 4
  %2696 = icmp eq i64 %2695, %1995
  br i1 %2696, label %2697, label %2667, !llvm.loop !38

2697:                                             ; preds = %2667, %2666
  %2698 = phi double [ poison, %2666 ], [ %2693, %2667 ]
  %2699 = phi i64 [ 0, %2666 ], [ %2694, %2667 ]
  %2700 = phi double [ 0.000000e+00, %2666 ], [ %2693, %2667 ]
  br i1 %1996, label %2713, label %2701

2701:                                             ; preds = %2697, %2701
  %2702 = phi i64 [ %2710, %2701 ], [ %2699, %2697 ]
  %2703 = phi double [ %2709, %2701 ], [ %2700, %2697 ]
  %2704 = phi i64 [ %2711, %2701 ], [ 0, %2697 ]
  %2705 = getelementptr inbounds double, ptr %2382, i64 %2702
  %2706 = load double, ptr %2705, align 8, !tbaa !9
  %2707 = getelementptr inbounds double, ptr %7, i64 %2702
  %2708 = load double, ptr %2707, align 8, !tbaa !9
  %2709 = call double @llvm.fmuladd.f64(double %2706, double %2708, double %2703)
  %2710 = add nuw nsw i64 %2702, 1
  %2711 = add i64 %2704, 1
  %2712 = icmp eq i64 %2711, %1993
  br i1 %2712, label %2713, label %2701, !llvm.loop !40

2713:                                             ; preds = %2701, %2697
  %2714 = phi double [ %2698, %2697 ], [ %2709, %2701 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #15
  store double %2390, ptr %2389, align 8, !tbaa !9
  %2715 = fsub double %2554, %2714
  %2716 = fsub double %2395, %2555
  %2717 = fdiv double %2715, %2716
  %2718 = call double @llvm.fabs.f64(double %2717)
  %2719 = fcmp ogt double %2718, 1.000000e+00
  %2720 = select i1 %2719, double %2718, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2388, ptr %16, align 8, !tbaa !9
  %2721 = load volatile double, ptr %16, align 8, !tbaa !9
  %2722 = call double @llvm.fabs.f64(double %2721)
  %2723 = fcmp ueq double %2722, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %2723, label %2736, label %2724

2724:                                             ; preds = %2713
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %2717, ptr %15, align 8, !tbaa !9
  %2725 = load volatile double, ptr %15, align 8, !tbaa !9
  %2726 = call double @llvm.fabs.f64(double %2725)
  %2727 = fcmp ueq double %2726, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %2727, label %2736, label %2728

2728:                                             ; preds = %2724
  %2729 = fsub double %2388, %2717
  %2730 = call double @llvm.fabs.f64(double %2729)
  %2731 = fmul double %2720, 0x3EB0C6F7A0B5ED8D
  %2732 = fcmp ugt double %2730, %2731
  br i1 %2732, label %2736, label %2733

2733:                                             ; preds = %2728
  %2734 = trunc nuw nsw i64 %2386 to i32
  %2735 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %2734, double noundef %2388, double noundef %2717, ptr noundef nonnull @.str.18)
  br label %2741

2736:                                             ; preds = %2728, %2724, %2713
  %2737 = trunc nuw nsw i64 %2386 to i32
  %2738 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %2737, double noundef %2388, double noundef %2717, ptr noundef nonnull @.str.19)
  %2739 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2740 = add nsw i32 %2739, 1
  store i32 %2740, ptr @n_fail, align 4, !tbaa !11
  br label %2741

2741:                                             ; preds = %2736, %2733
  %2742 = add nuw nsw i64 %2386, 1
  %2743 = icmp eq i64 %2742, %260
  br i1 %2743, label %2744, label %2385, !llvm.loop !17

2744:                                             ; preds = %2741
  call void @free(ptr noundef nonnull %2384) #15
  %2745 = getelementptr inbounds [3 x [7 x double]], ptr %48, i64 0, i64 %2381
  %2746 = call noalias ptr @malloc(i64 noundef %257) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2746, ptr nonnull readonly align 16 %46, i64 %259, i1 false)
  br label %2747

2747:                                             ; preds = %3103, %2744
  %2748 = phi i64 [ 0, %2744 ], [ %3104, %3103 ]
  %2749 = getelementptr inbounds double, ptr %2745, i64 %2748
  %2750 = load double, ptr %2749, align 8, !tbaa !9
  %2751 = getelementptr inbounds double, ptr %2746, i64 %2748
  %2752 = load double, ptr %2751, align 8, !tbaa !9
  %2753 = call double @llvm.fabs.f64(double %2752)
  %2754 = fcmp ogt double %2753, 1.000000e+00
  %2755 = select i1 %2754, double %2753, double 1.000000e+00
  %2756 = fmul double %2755, 0x3EB0C6F7A0B5ED8D
  %2757 = fadd double %2752, %2756
  store double %2757, ptr %2751, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 8 dereferenceable(56) %2746, i64 56, i1 false)
  %2758 = load i32, ptr @calls, align 4, !tbaa !11
  %2759 = add nsw i32 %2758, 1
  store i32 %2759, ptr @calls, align 4, !tbaa !11
  %2760 = load double, ptr %1, align 16, !tbaa !9
  br i1 %1998, label %2784, label %2761

2761:                                             ; preds = %2747, %2761
  %2762 = phi double [ %2780, %2761 ], [ %2760, %2747 ]
  %2763 = phi i64 [ %2781, %2761 ], [ 1, %2747 ]
  %2764 = phi i64 [ %2782, %2761 ], [ 0, %2747 ]
  %2765 = getelementptr inbounds double, ptr %1, i64 %2763
  %2766 = load double, ptr %2765, align 8, !tbaa !9
  %2767 = getelementptr double, ptr %2344, i64 %2763
  %2768 = load double, ptr %2767, align 8, !tbaa !9
  %2769 = call double @cos(double noundef %2768) #15
  %2770 = fmul double %2762, 1.000000e-01
  %2771 = fmul double %2762, %2770
  %2772 = call double @llvm.fmuladd.f64(double %2766, double %2769, double %2771)
  store double %2772, ptr %2765, align 8, !tbaa !9
  %2773 = getelementptr inbounds double, ptr %214, i64 %2763
  %2774 = load double, ptr %2773, align 8, !tbaa !9
  %2775 = getelementptr double, ptr %2343, i64 %2763
  %2776 = load double, ptr %2775, align 8, !tbaa !9
  %2777 = call double @cos(double noundef %2776) #15
  %2778 = fmul double %2772, 1.000000e-01
  %2779 = fmul double %2772, %2778
  %2780 = call double @llvm.fmuladd.f64(double %2774, double %2777, double %2779)
  store double %2780, ptr %2773, align 8, !tbaa !9
  %2781 = add nuw nsw i64 %2763, 2
  %2782 = add i64 %2764, 2
  %2783 = icmp eq i64 %2782, %1999
  br i1 %2783, label %2784, label %2761, !llvm.loop !35

2784:                                             ; preds = %2761, %2747
  %2785 = phi double [ %2760, %2747 ], [ %2780, %2761 ]
  %2786 = phi i64 [ 1, %2747 ], [ %2781, %2761 ]
  br i1 %2000, label %2796, label %2787

2787:                                             ; preds = %2784
  %2788 = getelementptr inbounds double, ptr %1, i64 %2786
  %2789 = load double, ptr %2788, align 8, !tbaa !9
  %2790 = getelementptr double, ptr %2344, i64 %2786
  %2791 = load double, ptr %2790, align 8, !tbaa !9
  %2792 = call double @cos(double noundef %2791) #15
  %2793 = fmul double %2785, 1.000000e-01
  %2794 = fmul double %2785, %2793
  %2795 = call double @llvm.fmuladd.f64(double %2789, double %2792, double %2794)
  store double %2795, ptr %2788, align 8, !tbaa !9
  br label %2796

2796:                                             ; preds = %2784, %2787
  br i1 %2002, label %2820, label %2797

2797:                                             ; preds = %2796, %2797
  %2798 = phi double [ %2816, %2797 ], [ %2760, %2796 ]
  %2799 = phi i64 [ %2817, %2797 ], [ 1, %2796 ]
  %2800 = phi i64 [ %2818, %2797 ], [ 0, %2796 ]
  %2801 = getelementptr inbounds double, ptr %1, i64 %2799
  %2802 = load double, ptr %2801, align 8, !tbaa !9
  %2803 = getelementptr double, ptr %2344, i64 %2799
  %2804 = load double, ptr %2803, align 8, !tbaa !9
  %2805 = call double @cos(double noundef %2804) #15
  %2806 = fmul double %2798, 1.000000e-01
  %2807 = fmul double %2798, %2806
  %2808 = call double @llvm.fmuladd.f64(double %2802, double %2805, double %2807)
  store double %2808, ptr %2801, align 8, !tbaa !9
  %2809 = getelementptr inbounds double, ptr %215, i64 %2799
  %2810 = load double, ptr %2809, align 8, !tbaa !9
  %2811 = getelementptr double, ptr %2343, i64 %2799
  %2812 = load double, ptr %2811, align 8, !tbaa !9
  %2813 = call double @cos(double noundef %2812) #15
  %2814 = fmul double %2808, 1.000000e-01
  %2815 = fmul double %2808, %2814
  %2816 = call double @llvm.fmuladd.f64(double %2810, double %2813, double %2815)
  store double %2816, ptr %2809, align 8, !tbaa !9
  %2817 = add nuw nsw i64 %2799, 2
  %2818 = add i64 %2800, 2
  %2819 = icmp eq i64 %2818, %2003
  br i1 %2819, label %2820, label %2797, !llvm.loop !35

2820:                                             ; preds = %2797, %2796
  %2821 = phi double [ %2760, %2796 ], [ %2816, %2797 ]
  %2822 = phi i64 [ 1, %2796 ], [ %2817, %2797 ]
  br i1 %2004, label %2832, label %2823

2823:                                             ; preds = %2820
  %2824 = getelementptr inbounds double, ptr %1, i64 %2822
  %2825 = load double, ptr %2824, align 8, !tbaa !9
  %2826 = getelementptr double, ptr %2344, i64 %2822
  %2827 = load double, ptr %2826, align 8, !tbaa !9
  %2828 = call double @cos(double noundef %2827) #15
  %2829 = fmul double %2821, 1.000000e-01
  %2830 = fmul double %2821, %2829
  %2831 = call double @llvm.fmuladd.f64(double %2825, double %2828, double %2830)
  store double %2831, ptr %2824, align 8, !tbaa !9
  br label %2832

2832:                                             ; preds = %2820, %2823
  br i1 %2006, label %2856, label %2833

2833:                                             ; preds = %2832, %2833
  %2834 = phi double [ %2852, %2833 ], [ %2760, %2832 ]
  %2835 = phi i64 [ %2853, %2833 ], [ 1, %2832 ]
  %2836 = phi i64 [ %2854, %2833 ], [ 0, %2832 ]
  %2837 = getelementptr inbounds double, ptr %1, i64 %2835
  %2838 = load double, ptr %2837, align 8, !tbaa !9
  %2839 = getelementptr double, ptr %2344, i64 %2835
  %2840 = load double, ptr %2839, align 8, !tbaa !9
  %2841 = call double @cos(double noundef %2840) #15
  %2842 = fmul double %2834, 1.000000e-01
  %2843 = fmul double %2834, %2842
  %2844 = call double @llvm.fmuladd.f64(double %2838, double %2841, double %2843)
  store double %2844, ptr %2837, align 8, !tbaa !9
  %2845 = getelementptr inbounds double, ptr %216, i64 %2835
  %2846 = load double, ptr %2845, align 8, !tbaa !9
  %2847 = getelementptr double, ptr %2343, i64 %2835
  %2848 = load double, ptr %2847, align 8, !tbaa !9
  %2849 = call double @cos(double noundef %2848) #15
  %2850 = fmul double %2844, 1.000000e-01
  %2851 = fmul double %2844, %2850
  %2852 = call double @llvm.fmuladd.f64(double %2846, double %2849, double %2851)
  store double %2852, ptr %2845, align 8, !tbaa !9
  %2853 = add nuw nsw i64 %2835, 2
  %2854 = add i64 %2836, 2
  %2855 = icmp eq i64 %2854, %2007
  br i1 %2855, label %2856, label %2833, !llvm.loop !35

2856:                                             ; preds = %2833, %2832
  %2857 = phi double [ %2760, %2832 ], [ %2852, %2833 ]
  %2858 = phi i64 [ 1, %2832 ], [ %2853, %2833 ]
  br i1 %2008, label %2868, label %2859

2859:                                             ; preds = %2856
  %2860 = getelementptr inbounds double, ptr %1, i64 %2858
  %2861 = load double, ptr %2860, align 8, !tbaa !9
  %2862 = getelementptr double, ptr %2344, i64 %2858
  %2863 = load double, ptr %2862, align 8, !tbaa !9
  %2864 = call double @cos(double noundef %2863) #15
  %2865 = fmul double %2857, 1.000000e-01
  %2866 = fmul double %2857, %2865
  %2867 = call double @llvm.fmuladd.f64(double %2861, double %2864, double %2866)
  store double %2867, ptr %2860, align 8, !tbaa !9
  br label %2868

2868:                                             ; preds = %2856, %2859
  br i1 %2010, label %2899, label %2869

2869:                                             ; preds = %2868, %2869
  %2870 = phi i64 [ %2896, %2869 ], [ 0, %2868 ]
  %2871 = phi double [ %2895, %2869 ], [ 0.000000e+00, %2868 ]
  %2872 = phi i64 [ %2897, %2869 ], [ 0, %2868 ]
  %2873 = getelementptr inbounds double, ptr %2382, i64 %2870
  %2874 = load double, ptr %2873, align 8, !tbaa !9
  %2875 = getelementptr inbounds double, ptr %1, i64 %2870
  %2876 = load double, ptr %2875, align 16, !tbaa !9
  %2877 = call double @llvm.fmuladd.f64(double %2874, double %2876, double %2871)
  %2878 = or disjoint i64 %2870, 1
  %2879 = getelementptr inbounds double, ptr %2382, i64 %2878
  %2880 = load double, ptr %2879, align 8, !tbaa !9
  %2881 = getelementptr inbounds double, ptr %1, i64 %2878
  %2882 = load double, ptr %2881, align 8, !tbaa !9
  %2883 = call double @llvm.fmuladd.f64(double %2880, double %2882, double %2877)
  %2884 = or disjoint i64 %2870, 2
  %2885 = getelementptr inbounds double, ptr %2382, i64 %2884
  %2886 = load double, ptr %2885, align 8, !tbaa !9
  %2887 = getelementptr inbounds double, ptr %1, i64 %2884
  %2888 = load double, ptr %2887, align 16, !tbaa !9
  %2889 = call double @llvm.fmuladd.f64(double %2886, double %2888, double %2883)
  %2890 = or disjoint i64 %2870, 3
  %2891 = getelementptr inbounds double, ptr %2382, i64 %2890
  %2892 = load double, ptr %2891, align 8, !tbaa !9
  %2893 = getelementptr inbounds double, ptr %1, i64 %2890
  %2894 = load double, ptr %2893, align 8, !tbaa !9
  %2895 = call double @llvm.fmuladd.f64(double %2892, double %2894, double %2889)
  %2896 = add nuw nsw i64 %2870, 4
  %2897 = add i64 %2872, 4
  %2898 = icmp eq i64 %2897, %2011
  br i1 %2898, label %2899, label %2869, !llvm.loop !38

2899:                                             ; preds = %2869, %2868
  %2900 = phi double [ poison, %2868 ], [ %2895, %2869 ]
  %2901 = phi i64 [ 0, %2868 ], [ %2896, %2869 ]
  %2902 = phi double [ 0.000000e+00, %2868 ], [ %2895, %2869 ]
  br i1 %2012, label %2915, label %2903

2903:                                             ; preds = %2899, %2903
  %2904 = phi i64 [ %2912, %2903 ], [ %2901, %2899 ]
  %2905 = phi double [ %2911, %2903 ], [ %2902, %2899 ]
  %2906 = phi i64 [ %2913, %2903 ], [ 0, %2899 ]
  %2907 = getelementptr inbounds double, ptr %2382, i64 %2904
  %2908 = load double, ptr %2907, align 8, !tbaa !9
  %2909 = getelementptr inbounds double, ptr %1, i64 %2904
  %2910 = load double, ptr %2909, align 8, !tbaa !9
  %2911 = call double @llvm.fmuladd.f64(double %2908, double %2910, double %2905)
  %2912 = add nuw nsw i64 %2904, 1
  %2913 = add i64 %2906, 1
  %2914 = icmp eq i64 %2913, %2009
  br i1 %2914, label %2915, label %2903, !llvm.loop !41

2915:                                             ; preds = %2903, %2899
  %2916 = phi double [ %2900, %2899 ], [ %2911, %2903 ]
  %2917 = fsub double %2752, %2756
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #15
  store double %2917, ptr %2751, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 8 dereferenceable(56) %2746, i64 56, i1 false)
  %2918 = load i32, ptr @calls, align 4, !tbaa !11
  %2919 = add nsw i32 %2918, 1
  store i32 %2919, ptr @calls, align 4, !tbaa !11
  %2920 = load double, ptr %3, align 16, !tbaa !9
  br i1 %2014, label %2944, label %2921

2921:                                             ; preds = %2915, %2921
  %2922 = phi double [ %2940, %2921 ], [ %2920, %2915 ]
  %2923 = phi i64 [ %2941, %2921 ], [ 1, %2915 ]
  %2924 = phi i64 [ %2942, %2921 ], [ 0, %2915 ]
  %2925 = getelementptr inbounds double, ptr %3, i64 %2923
  %2926 = load double, ptr %2925, align 8, !tbaa !9
  %2927 = getelementptr double, ptr %2346, i64 %2923
  %2928 = load double, ptr %2927, align 8, !tbaa !9
  %2929 = call double @cos(double noundef %2928) #15
  %2930 = fmul double %2922, 1.000000e-01
  %2931 = fmul double %2922, %2930
  %2932 = call double @llvm.fmuladd.f64(double %2926, double %2929, double %2931)
  store double %2932, ptr %2925, align 8, !tbaa !9
  %2933 = getelementptr inbounds double, ptr %217, i64 %2923
  %2934 = load double, ptr %2933, align 8, !tbaa !9
  %2935 = getelementptr double, ptr %2345, i64 %2923
  %2936 = load double, ptr %2935, align 8, !tbaa !9
  %2937 = call double @cos(double noundef %2936) #15
  %2938 = fmul double %2932, 1.000000e-01
  %2939 = fmul double %2932, %2938
  %2940 = call double @llvm.fmuladd.f64(double %2934, double %2937, double %2939)
  store double %2940, ptr %2933, align 8, !tbaa !9
  %2941 = add nuw nsw i64 %2923, 2
  %2942 = add i64 %2924, 2
  %2943 = icmp eq i64 %2942, %2015
  br i1 %2943, label %2944, label %2921, !llvm.loop !35

2944:                                             ; preds = %2921, %2915
  %2945 = phi double [ %2920, %2915 ], [ %2940, %2921 ]
  %2946 = phi i64 [ 1, %2915 ], [ %2941, %2921 ]
  br i1 %2016, label %2956, label %2947

2947:                                             ; preds = %2944
  %2948 = getelementptr inbounds double, ptr %3, i64 %2946
  %2949 = load double, ptr %2948, align 8, !tbaa !9
  %2950 = getelementptr double, ptr %2346, i64 %2946
  %2951 = load double, ptr %2950, align 8, !tbaa !9
  %2952 = call double @cos(double noundef %2951) #15
  %2953 = fmul double %2945, 1.000000e-01
  %2954 = fmul double %2945, %2953
  %2955 = call double @llvm.fmuladd.f64(double %2949, double %2952, double %2954)
  store double %2955, ptr %2948, align 8, !tbaa !9
  br label %2956

2956:                                             ; preds = %2944, %2947
  br i1 %2018, label %2980, label %2957

2957:                                             ; preds = %2956, %2957
  %2958 = phi double [ %2976, %2957 ], [ %2920, %2956 ]
  %2959 = phi i64 [ %2977, %2957 ], [ 1, %2956 ]
  %2960 = phi i64 [ %2978, %2957 ], [ 0, %2956 ]
  %2961 = getelementptr inbounds double, ptr %3, i64 %2959
  %2962 = load double, ptr %2961, align 8, !tbaa !9
  %2963 = getelementptr double, ptr %2346, i64 %2959
  %2964 = load double, ptr %2963, align 8, !tbaa !9
  %2965 = call double @cos(double noundef %2964) #15
  %2966 = fmul double %2958, 1.000000e-01
  %2967 = fmul double %2958, %2966
  %2968 = call double @llvm.fmuladd.f64(double %2962, double %2965, double %2967)
  store double %2968, ptr %2961, align 8, !tbaa !9
  %2969 = getelementptr inbounds double, ptr %218, i64 %2959
  %2970 = load double, ptr %2969, align 8, !tbaa !9
  %2971 = getelementptr double, ptr %2345, i64 %2959
  %2972 = load double, ptr %2971, align 8, !tbaa !9
  %2973 = call double @cos(double noundef %2972) #15
  %2974 = fmul double %2968, 1.000000e-01
  %2975 = fmul double %2968, %2974
  %2976 = call double @llvm.fmuladd.f64(double %2970, double %2973, double %2975)
  store double %2976, ptr %2969, align 8, !tbaa !9
  %2977 = add nuw nsw i64 %2959, 2
  %2978 = add i64 %2960, 2
  %2979 = icmp eq i64 %2978, %2019
  br i1 %2979, label %2980, label %2957, !llvm.loop !35

2980:                                             ; preds = %2957, %2956
  %2981 = phi double [ %2920, %2956 ], [ %2976, %2957 ]
  %2982 = phi i64 [ 1, %2956 ], [ %2977, %2957 ]
  br i1 %2020, label %2992, label %2983

2983:                                             ; preds = %2980
  %2984 = getelementptr inbounds double, ptr %3, i64 %2982
  %2985 = load double, ptr %2984, align 8, !tbaa !9
  %2986 = getelementptr double, ptr %2346, i64 %2982
  %2987 = load double, ptr %2986, align 8, !tbaa !9
  %2988 = call double @cos(double noundef %2987) #15
  %2989 = fmul double %2981, 1.000000e-01
  %2990 = fmul double %2981, %2989
  %2991 = call double @llvm.fmuladd.f64(double %2985, double %2988, double %2990)
  store double %2991, ptr %2984, align 8, !tbaa !9
  br label %2992

2992:                                             ; preds = %2980, %2983
  br i1 %2022, label %3016, label %2993

2993:                                             ; preds = %2992, %2993
  %2994 = phi double [ %3012, %2993 ], [ %2920, %2992 ]
  %2995 = phi i64 [ %3013, %2993 ], [ 1, %2992 ]
  %2996 = phi i64 [ %3014, %2993 ], [ 0, %2992 ]
  %2997 = getelementptr inbounds double, ptr %3, i64 %2995
  %2998 = load double, ptr %2997, align 8, !tbaa !9
  %2999 = getelementptr double, ptr %2346, i64 %2995
  %3000 = load double, ptr %2999, align 8, !tbaa !9
  %3001 = call double @cos(double noundef %3000) #15
  %3002 = fmul double %2994, 1.000000e-01
  %3003 = fmul double %2994, %3002
  %3004 = call double @llvm.fmuladd.f64(double %2998, double %3001, double %3003)
  store double %3004, ptr %2997, align 8, !tbaa !9
  %3005 = getelementptr inbounds double, ptr %219, i64 %2995
  %3006 = load double, ptr %3005, align 8, !tbaa !9
  %3007 = getelementptr double, ptr %2345, i64 %2995
  %3008 = load double, ptr %3007, align 8, !tbaa !9
  %3009 = call double @cos(double noundef %3008) #15
  %3010 = fmul double %3004, 1.000000e-01
  %3011 = fmul double %3004, %3010
  %3012 = call double @llvm.fmuladd.f64(double %3006, double %3009, double %3011)
  store double %3012, ptr %3005, align 8, !tbaa !9
  %3013 = add nuw nsw i64 %2995, 2
  %3014 = add i64 %2996, 2
  %3015 = icmp eq i64 %3014, %2023
  br i1 %3015, label %3016, label %2993, !llvm.loop !35

3016:                                             ; preds = %2993, %2992
  %3017 = phi double [ %2920, %2992 ], [ %3012, %2993 ]
  %3018 = phi i64 [ 1, %2992 ], [ %3013, %2993 ]
  br i1 %2024, label %3028, label %3019

3019:                                             ; preds = %3016
  %3020 = getelementptr inbounds double, ptr %3, i64 %3018
  %3021 = load double, ptr %3020, align 8, !tbaa !9
  %3022 = getelementptr double, ptr %2346, i64 %3018
  %3023 = load double, ptr %3022, align 8, !tbaa !9
  %3024 = call double @cos(double noundef %3023) #15
  %3025 = fmul double %3017, 1.000000e-01
  %3026 = fmul double %3017, %3025
  %3027 = call double @llvm.fmuladd.f64(double %3021, double %3024, double %3026)
  store double %3027, ptr %3020, align 8, !tbaa !9
  br label %3028

3028:                                             ; preds = %3016, %3019
  br i1 %2026, label %3059, label %3029

3029:                                             ; preds = %3028, %3029
  %3030 = phi i64 [ %3056, %3029 ], [ 0, %3028 ]
  %3031 = phi double [ %3055, %3029 ], [ 0.000000e+00, %3028 ]
  %3032 = phi i64 [ %3057, %3029 ], [ 0, %3028 ]
  %3033 = getelementptr inbounds double, ptr %2382, i64 %3030
  %3034 = load double, ptr %3033, align 8, !tbaa !9
  %3035 = getelementptr inbounds double, ptr %3, i64 %3030
  %3036 = load double, ptr %3035, align 16, !tbaa !9
  %3037 = call double @llvm.fmuladd.f64(double %3034, double %3036, double %3031)
  %3038 = or disjoint i64 %3030, 1
  %3039 = getelementptr inbounds double, ptr %2382, i64 %3038
  %3040 = load double, ptr %3039, align 8, !tbaa !9
  %3041 = getelementptr inbounds double, ptr %3, i64 %3038
  %3042 = load double, ptr %3041, align 8, !tbaa !9
  %3043 = call double @llvm.fmuladd.f64(double %3040, double %3042, double %3037)
  %3044 = or disjoint i64 %3030, 2
  %3045 = getelementptr inbounds double, ptr %2382, i64 %3044
  %3046 = load double, ptr %3045, align 8, !tbaa !9
  %3047 = getelementptr inbounds double, ptr %3, i64 %3044
  %3048 = load double, ptr %3047, align 16, !tbaa !9
  %3049 = call double @llvm.fmuladd.f64(double %3046, double %3048, double %3043)
  %3050 = or disjoint i64 %3030, 3
  %3051 = getelementptr inbounds double, ptr %2382, i64 %3050
  %3052 = load double, ptr %3051, align 8, !tbaa !9
  %3053 = getelementptr inbounds double, ptr %3, i64 %3050
  %3054 = load double, ptr %3053, align 8, !tbaa !9
  %3055 = call double @llvm.fmuladd.f64(double %3052, double %3054, double %3049)
  %3056 = add nuw nsw i64 %3030, 4
  %3057 = add i64 %3032, 4
  %3058 = icmp eq i64 %3057, %2027
  br i1 %3058, label %3059, label %3029, !llvm.loop !38

3059:                                             ; preds = %3029, %3028
  %3060 = phi double [ poison, %3028 ], [ %3055, %3029 ]
  %3061 = phi i64 [ 0, %3028 ], [ %3056, %3029 ]
  %3062 = phi double [ 0.000000e+00, %3028 ], [ %3055, %3029 ]
  br i1 %2028, label %3075, label %3063

3063:                                             ; preds = %3059, %3063
  %3064 = phi i64 [ %3072, %3063 ], [ %3061, %3059 ]
  %3065 = phi double [ %3071, %3063 ], [ %3062, %3059 ]
  %3066 = phi i64 [ %3073, %3063 ], [ 0, %3059 ]
  %3067 = getelementptr inbounds double, ptr %2382, i64 %3064
  %3068 = load double, ptr %3067, align 8, !tbaa !9
  %3069 = getelementptr inbounds double, ptr %3, i64 %3064
  %3070 = load double, ptr %3069, align 8, !tbaa !9
  %3071 = call double @llvm.fmuladd.f64(double %3068, double %3070, double %3065)
  %3072 = add nuw nsw i64 %3064, 1
  %3073 = add i64 %3066, 1
  %3074 = icmp eq i64 %3073, %2025
  br i1 %3074, label %3075, label %3063, !llvm.loop !42

3075:                                             ; preds = %3063, %3059
  %3076 = phi double [ %3060, %3059 ], [ %3071, %3063 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #15
  store double %2752, ptr %2751, align 8, !tbaa !9
  %3077 = fsub double %2916, %3076
  %3078 = fsub double %2757, %2917
  %3079 = fdiv double %3077, %3078
  %3080 = call double @llvm.fabs.f64(double %3079)
  %3081 = fcmp ogt double %3080, 1.000000e+00
  %3082 = select i1 %3081, double %3080, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %2750, ptr %14, align 8, !tbaa !9
  %3083 = load volatile double, ptr %14, align 8, !tbaa !9
  %3084 = call double @llvm.fabs.f64(double %3083)
  %3085 = fcmp ueq double %3084, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %3085, label %3098, label %3086

3086:                                             ; preds = %3075
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %3079, ptr %13, align 8, !tbaa !9
  %3087 = load volatile double, ptr %13, align 8, !tbaa !9
  %3088 = call double @llvm.fabs.f64(double %3087)
  %3089 = fcmp ueq double %3088, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %3089, label %3098, label %3090

3090:                                             ; preds = %3086
  %3091 = fsub double %2750, %3079
  %3092 = call double @llvm.fabs.f64(double %3091)
  %3093 = fmul double %3082, 0x3EB0C6F7A0B5ED8D
  %3094 = fcmp ugt double %3092, %3093
  br i1 %3094, label %3098, label %3095

3095:                                             ; preds = %3090
  %3096 = trunc nuw nsw i64 %2748 to i32
  %3097 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3096, double noundef %2750, double noundef %3079, ptr noundef nonnull @.str.18)
  br label %3103

3098:                                             ; preds = %3090, %3086, %3075
  %3099 = trunc nuw nsw i64 %2748 to i32
  %3100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3099, double noundef %2750, double noundef %3079, ptr noundef nonnull @.str.19)
  %3101 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3102 = add nsw i32 %3101, 1
  store i32 %3102, ptr @n_fail, align 4, !tbaa !11
  br label %3103

3103:                                             ; preds = %3098, %3095
  %3104 = add nuw nsw i64 %2748, 1
  %3105 = icmp eq i64 %3104, %260
  br i1 %3105, label %3106, label %2747, !llvm.loop !17

3106:                                             ; preds = %3103
  call void @free(ptr noundef nonnull %2746) #15
  %3107 = add nuw nsw i64 %2381, 1
  %3108 = icmp eq i64 %3107, 3
  br i1 %3108, label %2379, label %2380, !llvm.loop !43

3109:                                             ; preds = %3302
  call fastcc void @check_grad(ptr noundef nonnull @.str.14, ptr noundef nonnull @lane_fs, ptr noundef nonnull %56, ptr noundef nonnull %39, i32 noundef %230, ptr noundef nonnull %53)
  call fastcc void @check_grad(ptr noundef nonnull @.str.15, ptr noundef nonnull @lane_fs, ptr noundef nonnull %56, ptr noundef nonnull %39, i32 noundef %230, ptr noundef nonnull %54)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %56) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %54) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %53) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %52) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #15
  br i1 %227, label %226, label %220, !llvm.loop !44

3110:                                             ; preds = %2054, %3302
  %3111 = phi i1 [ true, %2054 ], [ false, %3302 ]
  %3112 = phi ptr [ %55, %2054 ], [ %202, %3302 ]
  %3113 = phi i64 [ 0, %2054 ], [ 1, %3302 ]
  %3114 = load double, ptr %3112, align 8, !tbaa !9
  %3115 = getelementptr inbounds [2 x double], ptr %181, i64 0, i64 %3113
  %3116 = load double, ptr %3115, align 8, !tbaa !9
  %3117 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3117, ptr noundef nonnull readonly align 16 dereferenceable(16) %52, i64 16, i1 false)
  %3118 = getelementptr inbounds i8, ptr %3117, i64 8
  %3119 = load double, ptr %3117, align 8, !tbaa !9
  %3120 = call double @llvm.fabs.f64(double %3119)
  %3121 = fcmp ogt double %3120, 1.000000e+00
  %3122 = select i1 %3121, double %3120, double 1.000000e+00
  %3123 = fmul double %3122, 0x3EB0C6F7A0B5ED8D
  %3124 = fadd double %3119, %3123
  %3125 = fsub double %3119, %3123
  %3126 = load double, ptr %3118, align 8, !tbaa !9
  %3127 = load ptr, ptr %178, align 8, !tbaa !32
  %3128 = load i32, ptr %56, align 8, !tbaa !27
  %3129 = load i32, ptr @calls, align 4, !tbaa !11
  %3130 = add nsw i32 %3129, 1
  store i32 %3130, ptr @calls, align 4, !tbaa !11
  %3131 = icmp sgt i32 %3128, 0
  br i1 %3131, label %3134, label %3132

3132:                                             ; preds = %3110
  %3133 = add nsw i32 %3129, 2
  store i32 %3133, ptr @calls, align 4, !tbaa !11
  br label %3183

3134:                                             ; preds = %3110
  %3135 = fmul double %3124, %3126
  %3136 = zext nneg i32 %3128 to i64
  br label %3137

3137:                                             ; preds = %3137, %3134
  %3138 = phi i64 [ 0, %3134 ], [ %3153, %3137 ]
  %3139 = phi double [ 0.000000e+00, %3134 ], [ %3152, %3137 ]
  %3140 = getelementptr inbounds double, ptr %3127, i64 %3138
  %3141 = load double, ptr %3140, align 8, !tbaa !9
  %3142 = fmul double %3141, %3141
  %3143 = call double @llvm.fmuladd.f64(double %3142, double %3124, double 1.000000e+00)
  %3144 = call double @log(double noundef %3143) #15
  %3145 = trunc nuw nsw i64 %3138 to i32
  %3146 = uitofp nneg i32 %3145 to double
  %3147 = fmul double %3126, %3146
  %3148 = call double @cos(double noundef %3147) #15
  %3149 = load double, ptr %3140, align 8, !tbaa !9
  %3150 = fmul double %3135, %3149
  %3151 = call double @llvm.fmuladd.f64(double %3144, double %3148, double %3150)
  %3152 = fadd double %3139, %3151
  %3153 = add nuw nsw i64 %3138, 1
  %3154 = icmp eq i64 %3153, %3136
  br i1 %3154, label %3155, label %3137, !llvm.loop !45

3155:                                             ; preds = %3137
  %3156 = load i32, ptr %56, align 8, !tbaa !27
  %3157 = load ptr, ptr %178, align 8, !tbaa !32
  %3158 = load i32, ptr @calls, align 4, !tbaa !11
  %3159 = fmul double %3152, %3152
  %3160 = add nsw i32 %3158, 1
  store i32 %3160, ptr @calls, align 4, !tbaa !11
  %3161 = icmp sgt i32 %3156, 0
  br i1 %3161, label %3162, label %3183

3162:                                             ; preds = %3155
  %3163 = fmul double %3125, %3126
  %3164 = zext nneg i32 %3156 to i64
  br label %3165

3165:                                             ; preds = %3165, %3162
  %3166 = phi i64 [ 0, %3162 ], [ %3181, %3165 ]
  %3167 = phi double [ 0.000000e+00, %3162 ], [ %3180, %3165 ]
  %3168 = getelementptr inbounds double, ptr %3157, i64 %3166
  %3169 = load double, ptr %3168, align 8, !tbaa !9
  %3170 = fmul double %3169, %3169
  %3171 = call double @llvm.fmuladd.f64(double %3170, double %3125, double 1.000000e+00)
  %3172 = call double @log(double noundef %3171) #15
  %3173 = trunc nuw nsw i64 %3166 to i32
  %3174 = uitofp nneg i32 %3173 to double
  %3175 = fmul double %3126, %3174
  %3176 = call double @cos(double noundef %3175) #15
  %3177 = load double, ptr %3168, align 8, !tbaa !9
  %3178 = fmul double %3163, %3177
  %3179 = call double @llvm.fmuladd.f64(double %3172, double %3176, double %3178)
  %3180 = fadd double %3167, %3179
  %3181 = add nuw nsw i64 %3166, 1
  %3182 = icmp eq i64 %3181, %3164
  br i1 %3182, label %3183, label %3165, !llvm.loop !45

3183:                                             ; preds = %3165, %3132, %3155
  %3184 = phi double [ %3159, %3155 ], [ 0.000000e+00, %3132 ], [ %3159, %3165 ]
  %3185 = phi double [ 0.000000e+00, %3155 ], [ 0.000000e+00, %3132 ], [ %3180, %3165 ]
  %3186 = fmul double %3185, %3185
  %3187 = fsub double %3184, %3186
  %3188 = fsub double %3124, %3125
  %3189 = fdiv double %3187, %3188
  %3190 = call double @llvm.fabs.f64(double %3189)
  %3191 = fcmp ogt double %3190, 1.000000e+00
  %3192 = select i1 %3191, double %3190, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %3114, ptr %12, align 8, !tbaa !9
  %3193 = load volatile double, ptr %12, align 8, !tbaa !9
  %3194 = call double @llvm.fabs.f64(double %3193)
  %3195 = fcmp ueq double %3194, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %3195, label %3207, label %3196

3196:                                             ; preds = %3183
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %3189, ptr %11, align 8, !tbaa !9
  %3197 = load volatile double, ptr %11, align 8, !tbaa !9
  %3198 = call double @llvm.fabs.f64(double %3197)
  %3199 = fcmp ueq double %3198, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %3199, label %3207, label %3200

3200:                                             ; preds = %3196
  %3201 = fsub double %3114, %3189
  %3202 = call double @llvm.fabs.f64(double %3201)
  %3203 = fmul double %3192, 0x3EB0C6F7A0B5ED8D
  %3204 = fcmp ugt double %3202, %3203
  br i1 %3204, label %3207, label %3205

3205:                                             ; preds = %3200
  %3206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 0, double noundef %3114, double noundef %3189, ptr noundef nonnull @.str.18)
  br label %3211

3207:                                             ; preds = %3200, %3196, %3183
  %3208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 0, double noundef %3114, double noundef %3189, ptr noundef nonnull @.str.19)
  %3209 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3210 = add nsw i32 %3209, 1
  store i32 %3210, ptr @n_fail, align 4, !tbaa !11
  br label %3211

3211:                                             ; preds = %3207, %3205
  %3212 = call double @llvm.fabs.f64(double %3126)
  %3213 = fcmp ogt double %3212, 1.000000e+00
  %3214 = select i1 %3213, double %3212, double 1.000000e+00
  %3215 = fmul double %3214, 0x3EB0C6F7A0B5ED8D
  %3216 = fadd double %3126, %3215
  %3217 = fsub double %3126, %3215
  %3218 = load ptr, ptr %178, align 8, !tbaa !32
  %3219 = load i32, ptr %56, align 8, !tbaa !27
  %3220 = load i32, ptr @calls, align 4, !tbaa !11
  %3221 = add nsw i32 %3220, 1
  store i32 %3221, ptr @calls, align 4, !tbaa !11
  %3222 = icmp sgt i32 %3219, 0
  br i1 %3222, label %3225, label %3223

3223:                                             ; preds = %3211
  store double %3217, ptr %3118, align 8, !tbaa !9
  %3224 = add nsw i32 %3220, 2
  store i32 %3224, ptr @calls, align 4, !tbaa !11
  br label %3274

3225:                                             ; preds = %3211
  %3226 = fmul double %3119, %3216
  %3227 = zext nneg i32 %3219 to i64
  br label %3228

3228:                                             ; preds = %3228, %3225
  %3229 = phi i64 [ 0, %3225 ], [ %3244, %3228 ]
  %3230 = phi double [ 0.000000e+00, %3225 ], [ %3243, %3228 ]
  %3231 = getelementptr inbounds double, ptr %3218, i64 %3229
  %3232 = load double, ptr %3231, align 8, !tbaa !9
  %3233 = fmul double %3232, %3232
  %3234 = call double @llvm.fmuladd.f64(double %3233, double %3119, double 1.000000e+00)
  %3235 = call double @log(double noundef %3234) #15
  %3236 = trunc nuw nsw i64 %3229 to i32
  %3237 = uitofp nneg i32 %3236 to double
  %3238 = fmul double %3216, %3237
  %3239 = call double @cos(double noundef %3238) #15
  %3240 = load double, ptr %3231, align 8, !tbaa !9
  %3241 = fmul double %3226, %3240
  %3242 = call double @llvm.fmuladd.f64(double %3235, double %3239, double %3241)
  %3243 = fadd double %3230, %3242
  %3244 = add nuw nsw i64 %3229, 1
  %3245 = icmp eq i64 %3244, %3227
  br i1 %3245, label %3246, label %3228, !llvm.loop !45

3246:                                             ; preds = %3228
  %3247 = load i32, ptr %56, align 8, !tbaa !27
  %3248 = load ptr, ptr %178, align 8, !tbaa !32
  %3249 = load i32, ptr @calls, align 4, !tbaa !11
  %3250 = fmul double %3243, %3243
  store double %3217, ptr %3118, align 8, !tbaa !9
  %3251 = add nsw i32 %3249, 1
  store i32 %3251, ptr @calls, align 4, !tbaa !11
  %3252 = icmp sgt i32 %3247, 0
  br i1 %3252, label %3253, label %3274

3253:                                             ; preds = %3246
  %3254 = fmul double %3119, %3217
  %3255 = zext nneg i32 %3247 to i64
  br label %3256

3256:                                             ; preds = %3256, %3253
  %3257 = phi i64 [ 0, %3253 ], [ %3272, %3256 ]
  %3258 = phi double [ 0.000000e+00, %3253 ], [ %3271, %3256 ]
  %3259 = getelementptr inbounds double, ptr %3248, i64 %3257
  %3260 = load double, ptr %3259, align 8, !tbaa !9
  %3261 = fmul double %3260, %3260
  %3262 = call double @llvm.fmuladd.f64(double %3261, double %3119, double 1.000000e+00)
  %3263 = call double @log(double noundef %3262) #15
  %3264 = trunc nuw nsw i64 %3257 to i32
  %3265 = uitofp nneg i32 %3264 to double
  %3266 = fmul double %3217, %3265
  %3267 = call double @cos(double noundef %3266) #15
  %3268 = load double, ptr %3259, align 8, !tbaa !9
  %3269 = fmul double %3254, %3268
  %3270 = call double @llvm.fmuladd.f64(double %3263, double %3267, double %3269)
  %3271 = fadd double %3258, %3270
  %3272 = add nuw nsw i64 %3257, 1
  %3273 = icmp eq i64 %3272, %3255
  br i1 %3273, label %3274, label %3256, !llvm.loop !45

3274:                                             ; preds = %3256, %3223, %3246
  %3275 = phi double [ %3250, %3246 ], [ 0.000000e+00, %3223 ], [ %3250, %3256 ]
  %3276 = phi double [ 0.000000e+00, %3246 ], [ 0.000000e+00, %3223 ], [ %3271, %3256 ]
  %3277 = fmul double %3276, %3276
  %3278 = fsub double %3275, %3277
  %3279 = fsub double %3216, %3217
  %3280 = fdiv double %3278, %3279
  %3281 = call double @llvm.fabs.f64(double %3280)
  %3282 = fcmp ogt double %3281, 1.000000e+00
  %3283 = select i1 %3282, double %3281, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %3116, ptr %12, align 8, !tbaa !9
  %3284 = load volatile double, ptr %12, align 8, !tbaa !9
  %3285 = call double @llvm.fabs.f64(double %3284)
  %3286 = fcmp ueq double %3285, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %3286, label %3298, label %3287

3287:                                             ; preds = %3274
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %3280, ptr %11, align 8, !tbaa !9
  %3288 = load volatile double, ptr %11, align 8, !tbaa !9
  %3289 = call double @llvm.fabs.f64(double %3288)
  %3290 = fcmp ueq double %3289, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %3290, label %3298, label %3291

3291:                                             ; preds = %3287
  %3292 = fsub double %3116, %3280
  %3293 = call double @llvm.fabs.f64(double %3292)
  %3294 = fmul double %3283, 0x3EB0C6F7A0B5ED8D
  %3295 = fcmp ugt double %3293, %3294
  br i1 %3295, label %3298, label %3296

3296:                                             ; preds = %3291
  %3297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 1, double noundef %3116, double noundef %3280, ptr noundef nonnull @.str.18)
  br label %3302

3298:                                             ; preds = %3291, %3287, %3274
  %3299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 1, double noundef %3116, double noundef %3280, ptr noundef nonnull @.str.19)
  %3300 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3301 = add nsw i32 %3300, 1
  store i32 %3301, ptr @n_fail, align 4, !tbaa !11
  br label %3302

3302:                                             ; preds = %3298, %3296
  call void @free(ptr noundef nonnull %3117) #15
  br i1 %3111, label %3110, label %3109, !llvm.loop !46
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
  br i1 %39, label %139, label %40, !llvm.loop !47

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
  %62 = tail call double @sin(double noundef %61) #15
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
  %74 = tail call double @sin(double noundef %73) #15
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
  %93 = tail call double @sin(double noundef %92) #15
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
  %115 = tail call double @exp(double noundef %108) #15
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
  tail call void @free(ptr noundef %9) #15
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
  br i1 %160, label %128, label %140, !llvm.loop !47
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
  br i1 %61, label %18, label %19, !llvm.loop !17
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
  br i1 %41, label %42, label %32, !llvm.loop !48

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
  br i1 %56, label %57, label %47, !llvm.loop !48

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
  br i1 %72, label %73, label %63, !llvm.loop !48

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
  br i1 %88, label %89, label %79, !llvm.loop !48

89:                                               ; preds = %79
  %90 = add nsw i32 %2, -4
  %91 = call fastcc double @chain(ptr noundef nonnull %4, i32 noundef %90)
  %92 = fadd double %86, %91
  br label %93

93:                                               ; preds = %17, %89
  %94 = phi double [ %31, %17 ], [ %92, %89 ]
  %95 = getelementptr inbounds i8, ptr %1, i64 24
  store double %94, ptr %95, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #15
  ret void
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
  br i1 %27, label %28, label %16, !llvm.loop !49

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
  br i1 %91, label %11, label %62, !llvm.loop !22
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #6 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = icmp eq i32 %3, 0
  %8 = select i1 %7, ptr %0, ptr %1
  %9 = icmp sgt i32 %2, 1
  br i1 %9, label %10, label %157

10:                                               ; preds = %4
  %11 = zext nneg i32 %2 to i64
  %12 = add nsw i64 %11, -1
  %13 = add nsw i64 %11, -2
  %14 = and i64 %12, 1
  %15 = icmp eq i64 %13, 0
  br i1 %15, label %46, label %16

16:                                               ; preds = %10
  %17 = and i64 %12, -2
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i64 [ 1, %16 ], [ %43, %19 ]
  %21 = phi i64 [ 0, %16 ], [ %44, %19 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = add nsw i64 %20, -1
  %25 = getelementptr inbounds double, ptr %8, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = tail call double @cos(double noundef %26) #15
  %28 = getelementptr inbounds double, ptr %0, i64 %24
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = fmul double %29, 1.000000e-01
  %31 = fmul double %29, %30
  %32 = tail call double @llvm.fmuladd.f64(double %23, double %27, double %31)
  store double %32, ptr %22, align 8, !tbaa !9
  %33 = getelementptr inbounds double, ptr %18, i64 %20
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = getelementptr inbounds double, ptr %8, i64 %20
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = tail call double @cos(double noundef %36) #15
  %38 = getelementptr inbounds double, ptr %0, i64 %20
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = fmul double %39, 1.000000e-01
  %41 = fmul double %39, %40
  %42 = tail call double @llvm.fmuladd.f64(double %34, double %37, double %41)
  store double %42, ptr %33, align 8, !tbaa !9
  %43 = add nuw nsw i64 %20, 2
  %44 = add i64 %21, 2
  %45 = icmp eq i64 %44, %17
  br i1 %45, label %46, label %19, !llvm.loop !35

46:                                               ; preds = %19, %10
  %47 = phi i64 [ 1, %10 ], [ %43, %19 ]
  %48 = icmp eq i64 %14, 0
  br i1 %48, label %61, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds double, ptr %0, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = add nsw i64 %47, -1
  %53 = getelementptr inbounds double, ptr %8, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = tail call double @cos(double noundef %54) #15
  %56 = getelementptr inbounds double, ptr %0, i64 %52
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul double %57, 1.000000e-01
  %59 = fmul double %57, %58
  %60 = tail call double @llvm.fmuladd.f64(double %51, double %55, double %59)
  store double %60, ptr %50, align 8, !tbaa !9
  br label %61

61:                                               ; preds = %46, %49
  %62 = and i64 %12, 1
  %63 = icmp eq i64 %13, 0
  br i1 %63, label %94, label %64

64:                                               ; preds = %61
  %65 = and i64 %12, -2
  %66 = getelementptr inbounds i8, ptr %0, i64 8
  br label %67

67:                                               ; preds = %67, %64
  %68 = phi i64 [ 1, %64 ], [ %91, %67 ]
  %69 = phi i64 [ 0, %64 ], [ %92, %67 ]
  %70 = getelementptr inbounds double, ptr %0, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = add nsw i64 %68, -1
  %73 = getelementptr inbounds double, ptr %8, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = tail call double @cos(double noundef %74) #15
  %76 = getelementptr inbounds double, ptr %0, i64 %72
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fmul double %77, 1.000000e-01
  %79 = fmul double %77, %78
  %80 = tail call double @llvm.fmuladd.f64(double %71, double %75, double %79)
  store double %80, ptr %70, align 8, !tbaa !9
  %81 = getelementptr inbounds double, ptr %66, i64 %68
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = getelementptr inbounds double, ptr %8, i64 %68
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = tail call double @cos(double noundef %84) #15
  %86 = getelementptr inbounds double, ptr %0, i64 %68
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = fmul double %87, 1.000000e-01
  %89 = fmul double %87, %88
  %90 = tail call double @llvm.fmuladd.f64(double %82, double %85, double %89)
  store double %90, ptr %81, align 8, !tbaa !9
  %91 = add nuw nsw i64 %68, 2
  %92 = add i64 %69, 2
  %93 = icmp eq i64 %92, %65
  br i1 %93, label %94, label %67, !llvm.loop !35

94:                                               ; preds = %67, %61
  %95 = phi i64 [ 1, %61 ], [ %91, %67 ]
  %96 = icmp eq i64 %62, 0
  br i1 %96, label %109, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds double, ptr %0, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = add nsw i64 %95, -1
  %101 = getelementptr inbounds double, ptr %8, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = tail call double @cos(double noundef %102) #15
  %104 = getelementptr inbounds double, ptr %0, i64 %100
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = fmul double %105, 1.000000e-01
  %107 = fmul double %105, %106
  %108 = tail call double @llvm.fmuladd.f64(double %99, double %103, double %107)
  store double %108, ptr %98, align 8, !tbaa !9
  br label %109

109:                                              ; preds = %94, %97
  %110 = and i64 %12, 1
  %111 = icmp eq i64 %13, 0
  br i1 %111, label %142, label %112

112:                                              ; preds = %109
  %113 = and i64 %12, -2
  %114 = getelementptr inbounds i8, ptr %0, i64 8
  br label %115

115:                                              ; preds = %115, %112
  %116 = phi i64 [ 1, %112 ], [ %139, %115 ]
  %117 = phi i64 [ 0, %112 ], [ %140, %115 ]
  %118 = getelementptr inbounds double, ptr %0, i64 %116
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = add nsw i64 %116, -1
  %121 = getelementptr inbounds double, ptr %8, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = tail call double @cos(double noundef %122) #15
  %124 = getelementptr inbounds double, ptr %0, i64 %120
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = fmul double %125, 1.000000e-01
  %127 = fmul double %125, %126
  %128 = tail call double @llvm.fmuladd.f64(double %119, double %123, double %127)
  store double %128, ptr %118, align 8, !tbaa !9
  %129 = getelementptr inbounds double, ptr %114, i64 %116
  %130 = load double, ptr %129, align 8, !tbaa !9
  %131 = getelementptr inbounds double, ptr %8, i64 %116
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = tail call double @cos(double noundef %132) #15
  %134 = getelementptr inbounds double, ptr %0, i64 %116
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = fmul double %135, 1.000000e-01
  %137 = fmul double %135, %136
  %138 = tail call double @llvm.fmuladd.f64(double %130, double %133, double %137)
  store double %138, ptr %129, align 8, !tbaa !9
  %139 = add nuw nsw i64 %116, 2
  %140 = add i64 %117, 2
  %141 = icmp eq i64 %140, %113
  br i1 %141, label %142, label %115, !llvm.loop !35

142:                                              ; preds = %115, %109
  %143 = phi i64 [ 1, %109 ], [ %139, %115 ]
  %144 = icmp eq i64 %110, 0
  br i1 %144, label %157, label %145

145:                                              ; preds = %142
  %146 = getelementptr inbounds double, ptr %0, i64 %143
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = add nsw i64 %143, -1
  %149 = getelementptr inbounds double, ptr %8, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = tail call double @cos(double noundef %150) #15
  %152 = getelementptr inbounds double, ptr %0, i64 %148
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = fmul double %153, 1.000000e-01
  %155 = fmul double %153, %154
  %156 = tail call double @llvm.fmuladd.f64(double %147, double %151, double %155)
  store double %156, ptr %146, align 8, !tbaa !9
  br label %157

157:                                              ; preds = %145, %142, %4
  ret void
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
  br i1 %31, label %11, label %14, !llvm.loop !45
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @lane_fs(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !33
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = load i32, ptr %1, align 8, !tbaa !27
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
  br i1 %32, label %33, label %15, !llvm.loop !45

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
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !14}
!27 = !{!28, !12, i64 0}
!28 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !29, i64 16, !29, i64 24, !29, i64 32}
!29 = !{!"any pointer", !7, i64 0}
!30 = !{!28, !12, i64 4}
!31 = !{!28, !12, i64 8}
!32 = !{!28, !29, i64 16}
!33 = !{!28, !29, i64 24}
!34 = !{!28, !29, i64 32}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !24}
!40 = distinct !{!40, !24}
!41 = distinct !{!41, !24}
!42 = distinct !{!42, !24}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14}
!49 = distinct !{!49, !24}
