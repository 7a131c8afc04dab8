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
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca [7 x double], align 16
  %44 = alloca [3 x [4 x double]], align 16
  %45 = alloca [3 x [7 x double]], align 16
  %46 = alloca [4 x double], align 16
  %47 = alloca [3 x [4 x double]], align 16
  %48 = alloca [4 x double], align 16
  %49 = alloca [7 x double], align 16
  %50 = alloca [7 x double], align 16
  %51 = alloca [7 x double], align 16
  %52 = alloca [7 x double], align 16
  %53 = alloca [3 x [7 x double]], align 16
  %54 = alloca [3 x [7 x double]], align 16
  %55 = alloca [3 x [7 x double]], align 16
  %56 = alloca [7 x double], align 16
  %57 = alloca [7 x double], align 16
  %58 = alloca [7 x double], align 16
  %59 = alloca [7 x double], align 16
  %60 = alloca [7 x double], align 16
  %61 = alloca [7 x double], align 16
  %62 = alloca [7 x double], align 16
  %63 = alloca [7 x double], align 16
  %64 = alloca %struct.A2, align 8
  %65 = alloca [7 x double], align 16
  %66 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %43) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %44) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %45) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %47) #14
  %67 = load i64, ptr @rng_state, align 8, !tbaa !5
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <2 x i64> poison, i64 %69, i64 0
  %73 = insertelement <2 x i64> %72, i64 %71, i64 1
  %74 = lshr <2 x i64> %73, <i64 10, i64 10>
  %75 = and <2 x i64> %74, <i64 18014398509481982, i64 18014398509481982>
  %76 = uitofp nneg <2 x i64> %75 to <2 x double>
  %77 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %77, ptr %43, align 16, !tbaa !9
  %78 = mul i64 %71, 6364136223846793005
  %79 = getelementptr inbounds i8, ptr %43, i64 16
  %80 = add i64 %78, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <2 x i64> poison, i64 %80, i64 0
  %84 = insertelement <2 x i64> %83, i64 %82, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %88, ptr %79, align 16, !tbaa !9
  %89 = mul i64 %82, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %43, i64 32
  %91 = add i64 %89, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <2 x i64> poison, i64 %91, i64 0
  %95 = insertelement <2 x i64> %94, i64 %93, i64 1
  %96 = lshr <2 x i64> %95, <i64 10, i64 10>
  %97 = and <2 x i64> %96, <i64 18014398509481982, i64 18014398509481982>
  %98 = uitofp nneg <2 x i64> %97 to <2 x double>
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %99, ptr %90, align 16, !tbaa !9
  %100 = mul i64 %93, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = lshr i64 %101, 10
  %103 = and i64 %102, 18014398509481982
  %104 = uitofp nneg i64 %103 to double
  %105 = tail call double @llvm.fmuladd.f64(double %104, double 0x3CA0000000000000, double -1.000000e+00)
  %106 = getelementptr inbounds i8, ptr %43, i64 48
  store double %105, ptr %106, align 16, !tbaa !9
  %107 = mul i64 %101, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = insertelement <2 x i64> poison, i64 %108, i64 0
  %112 = insertelement <2 x i64> %111, i64 %110, i64 1
  %113 = lshr <2 x i64> %112, <i64 10, i64 10>
  %114 = and <2 x i64> %113, <i64 18014398509481982, i64 18014398509481982>
  %115 = uitofp nneg <2 x i64> %114 to <2 x double>
  %116 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %116, ptr %44, align 16, !tbaa !9
  %117 = mul i64 %110, 6364136223846793005
  %118 = getelementptr inbounds i8, ptr %44, i64 16
  %119 = add i64 %117, 1442695040888963407
  %120 = mul i64 %119, 6364136223846793005
  %121 = add i64 %120, 1442695040888963407
  %122 = insertelement <2 x i64> poison, i64 %119, i64 0
  %123 = insertelement <2 x i64> %122, i64 %121, i64 1
  %124 = lshr <2 x i64> %123, <i64 10, i64 10>
  %125 = and <2 x i64> %124, <i64 18014398509481982, i64 18014398509481982>
  %126 = uitofp nneg <2 x i64> %125 to <2 x double>
  %127 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %127, ptr %118, align 16, !tbaa !9
  %128 = getelementptr inbounds i8, ptr %44, i64 32
  %129 = mul i64 %121, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = mul i64 %130, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = insertelement <2 x i64> poison, i64 %130, i64 0
  %134 = insertelement <2 x i64> %133, i64 %132, i64 1
  %135 = lshr <2 x i64> %134, <i64 10, i64 10>
  %136 = and <2 x i64> %135, <i64 18014398509481982, i64 18014398509481982>
  %137 = uitofp nneg <2 x i64> %136 to <2 x double>
  %138 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %138, ptr %128, align 16, !tbaa !9
  %139 = mul i64 %132, 6364136223846793005
  %140 = getelementptr inbounds i8, ptr %44, i64 48
  %141 = add i64 %139, 1442695040888963407
  %142 = mul i64 %141, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = insertelement <2 x i64> poison, i64 %141, i64 0
  %145 = insertelement <2 x i64> %144, i64 %143, i64 1
  %146 = lshr <2 x i64> %145, <i64 10, i64 10>
  %147 = and <2 x i64> %146, <i64 18014398509481982, i64 18014398509481982>
  %148 = uitofp nneg <2 x i64> %147 to <2 x double>
  %149 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %148, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %149, ptr %140, align 16, !tbaa !9
  %150 = getelementptr inbounds i8, ptr %44, i64 64
  %151 = mul i64 %143, 6364136223846793005
  %152 = add i64 %151, 1442695040888963407
  %153 = mul i64 %152, 6364136223846793005
  %154 = add i64 %153, 1442695040888963407
  %155 = insertelement <2 x i64> poison, i64 %152, i64 0
  %156 = insertelement <2 x i64> %155, i64 %154, i64 1
  %157 = lshr <2 x i64> %156, <i64 10, i64 10>
  %158 = and <2 x i64> %157, <i64 18014398509481982, i64 18014398509481982>
  %159 = uitofp nneg <2 x i64> %158 to <2 x double>
  %160 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %159, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %160, ptr %150, align 16, !tbaa !9
  %161 = mul i64 %154, 6364136223846793005
  %162 = getelementptr inbounds i8, ptr %44, i64 80
  %163 = add i64 %161, 1442695040888963407
  %164 = mul i64 %163, 6364136223846793005
  %165 = add i64 %164, 1442695040888963407
  %166 = insertelement <2 x i64> poison, i64 %163, i64 0
  %167 = insertelement <2 x i64> %166, i64 %165, i64 1
  %168 = lshr <2 x i64> %167, <i64 10, i64 10>
  %169 = and <2 x i64> %168, <i64 18014398509481982, i64 18014398509481982>
  %170 = uitofp nneg <2 x i64> %169 to <2 x double>
  %171 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %171, ptr %162, align 16, !tbaa !9
  store i64 %165, ptr @rng_state, align 8, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %45, i64 56
  %173 = getelementptr inbounds i8, ptr %45, i64 112
  %174 = getelementptr inbounds i8, ptr %47, i64 32
  %175 = getelementptr inbounds i8, ptr %47, i64 64
  %176 = getelementptr inbounds i8, ptr %30, i64 8
  %177 = getelementptr inbounds i8, ptr %30, i64 16
  %178 = getelementptr inbounds i8, ptr %30, i64 24
  %179 = getelementptr inbounds i8, ptr %29, i64 8
  %180 = getelementptr inbounds i8, ptr %29, i64 16
  %181 = getelementptr inbounds i8, ptr %29, i64 24
  %182 = getelementptr inbounds i8, ptr %53, i64 56
  %183 = getelementptr inbounds i8, ptr %53, i64 112
  %184 = getelementptr inbounds i8, ptr %54, i64 56
  %185 = getelementptr inbounds i8, ptr %54, i64 112
  %186 = getelementptr inbounds i8, ptr %64, i64 16
  %187 = getelementptr inbounds i8, ptr %46, i64 8
  %188 = getelementptr inbounds i8, ptr %48, i64 8
  %189 = getelementptr inbounds i8, ptr %46, i64 16
  %190 = getelementptr inbounds i8, ptr %48, i64 16
  %191 = getelementptr inbounds i8, ptr %46, i64 24
  %192 = getelementptr inbounds i8, ptr %48, i64 24
  %193 = getelementptr inbounds i8, ptr %52, i64 16
  %194 = getelementptr inbounds i8, ptr %52, i64 32
  %195 = getelementptr inbounds i8, ptr %52, i64 48
  %196 = getelementptr inbounds i8, ptr %55, i64 16
  %197 = getelementptr inbounds i8, ptr %55, i64 32
  %198 = getelementptr inbounds i8, ptr %55, i64 48
  %199 = getelementptr inbounds i8, ptr %55, i64 56
  %200 = getelementptr inbounds i8, ptr %55, i64 72
  %201 = getelementptr inbounds i8, ptr %55, i64 88
  %202 = getelementptr inbounds i8, ptr %55, i64 104
  %203 = getelementptr inbounds i8, ptr %55, i64 112
  %204 = getelementptr inbounds i8, ptr %55, i64 128
  %205 = getelementptr inbounds i8, ptr %55, i64 144
  %206 = getelementptr inbounds i8, ptr %55, i64 160
  %207 = getelementptr inbounds i8, ptr %64, i64 8
  %208 = getelementptr inbounds i8, ptr %64, i64 24
  %209 = getelementptr inbounds i8, ptr %44, i64 32
  %210 = getelementptr inbounds i8, ptr %56, i64 8
  %211 = getelementptr inbounds i8, ptr %56, i64 8
  %212 = getelementptr inbounds i8, ptr %56, i64 8
  %213 = getelementptr inbounds i8, ptr %19, i64 8
  %214 = getelementptr inbounds i8, ptr %19, i64 8
  %215 = getelementptr inbounds i8, ptr %19, i64 8
  %216 = getelementptr inbounds i8, ptr %17, i64 8
  %217 = getelementptr inbounds i8, ptr %17, i64 8
  %218 = getelementptr inbounds i8, ptr %17, i64 8
  %219 = getelementptr inbounds i8, ptr %13, i64 8
  %220 = getelementptr inbounds i8, ptr %13, i64 8
  %221 = getelementptr inbounds i8, ptr %13, i64 8
  %222 = getelementptr inbounds i8, ptr %11, i64 8
  %223 = getelementptr inbounds i8, ptr %11, i64 8
  %224 = getelementptr inbounds i8, ptr %11, i64 8
  br label %231

225:                                              ; preds = %3105
  %226 = load i32, ptr @n_fail, align 4, !tbaa !11
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %226)
  %228 = load i32, ptr @n_fail, align 4, !tbaa !11
  %229 = icmp ne i32 %228, 0
  %230 = zext i1 %229 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %47) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %45) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %44) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %43) #14
  ret i32 %230

231:                                              ; preds = %0, %3105
  %232 = phi i1 [ true, %0 ], [ false, %3105 ]
  %233 = phi i64 [ 0, %0 ], [ 1, %3105 ]
  %234 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %44, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %236 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %237 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %238 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %236, i32 noundef 3, i32 noundef %237, ptr noundef nonnull %43, ptr noundef nonnull %45, ptr noundef nonnull %172, ptr noundef nonnull %173, i32 noundef %237, ptr noundef nonnull %46, ptr noundef nonnull %47, ptr noundef nonnull %174, ptr noundef nonnull %175, i32 noundef %238, i32 noundef %235, i32 noundef %238, i32 noundef 4) #14
  %239 = load i32, ptr @calls, align 4, !tbaa !11
  %240 = sitofp i32 %239 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %240, ptr %42, align 8, !tbaa !9
  %241 = load volatile double, ptr %42, align 8, !tbaa !9
  %242 = call double @llvm.fabs.f64(double %241)
  %243 = fcmp ueq double %242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %243, label %254, label %244

244:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double 1.000000e+00, ptr %41, align 8, !tbaa !9
  %245 = load volatile double, ptr %41, align 8, !tbaa !9
  %246 = call double @llvm.fabs.f64(double %245)
  %247 = fcmp ueq double %246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  %248 = fadd double %240, -1.000000e+00
  %249 = fcmp une double %248, 0.000000e+00
  %250 = select i1 %247, i1 true, i1 %249
  br i1 %250, label %254, label %251

251:                                              ; preds = %244
  %252 = trunc nuw nsw i64 %233 to i32
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %252, double noundef %240, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %259

254:                                              ; preds = %244, %231
  %255 = trunc nuw nsw i64 %233 to i32
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %255, double noundef %240, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %257 = load i32, ptr @n_fail, align 4, !tbaa !11
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr @n_fail, align 4, !tbaa !11
  br label %259

259:                                              ; preds = %254, %251
  %260 = mul nuw nsw i64 %233, 100
  %261 = sext i32 %235 to i64
  %262 = shl nsw i64 %261, 3
  %263 = zext i32 %235 to i64
  %264 = call i32 @llvm.smax.i32(i32 %235, i32 1)
  %265 = zext nneg i32 %264 to i64
  %266 = add i32 %235, 1
  %267 = urem i32 %235, 3
  %268 = add i32 %235, 2
  %269 = urem i32 %266, 3
  %270 = sub i32 %269, %266
  %271 = add i32 %270, %268
  %272 = add i32 %235, 3
  %273 = urem i32 %268, 3
  %274 = sub i32 %273, %268
  %275 = add i32 %274, %272
  %276 = urem i32 2, %235
  %277 = zext nneg i32 %276 to i64
  %278 = add i32 %235, 4
  %279 = urem i32 %272, 3
  %280 = sub i32 %279, %272
  %281 = add i32 %280, %278
  %282 = urem i32 3, %235
  %283 = zext nneg i32 %282 to i64
  %284 = add nsw i64 %263, -1
  %285 = and i64 %263, 1
  %286 = icmp eq i64 %284, 0
  %287 = and i64 %263, 4294967294
  %288 = icmp eq i64 %285, 0
  %289 = and i64 %263, 1
  %290 = icmp eq i64 %284, 0
  %291 = and i64 %263, 4294967294
  %292 = icmp eq i64 %289, 0
  %293 = and i64 %263, 1
  %294 = icmp eq i64 %284, 0
  %295 = and i64 %263, 4294967294
  %296 = icmp eq i64 %293, 0
  %297 = and i64 %263, 1
  %298 = icmp eq i64 %284, 0
  %299 = and i64 %263, 4294967294
  %300 = icmp eq i64 %297, 0
  %301 = and i64 %263, 1
  %302 = icmp eq i64 %284, 0
  %303 = and i64 %263, 4294967294
  %304 = icmp eq i64 %301, 0
  %305 = and i64 %263, 1
  %306 = icmp eq i64 %284, 0
  %307 = and i64 %263, 4294967294
  %308 = icmp eq i64 %305, 0
  %309 = and i64 %263, 1
  %310 = icmp eq i64 %284, 0
  %311 = and i64 %263, 4294967294
  %312 = icmp eq i64 %309, 0
  %313 = and i64 %263, 1
  %314 = icmp eq i64 %284, 0
  %315 = and i64 %263, 4294967294
  %316 = icmp eq i64 %313, 0
  br label %317

317:                                              ; preds = %259, %884
  %318 = phi i64 [ 0, %259 ], [ %885, %884 ]
  %319 = mul nuw nsw i64 %318, 10
  %320 = add nuw nsw i64 %319, %260
  %321 = getelementptr inbounds [3 x [4 x double]], ptr %44, i64 0, i64 %318
  %322 = load double, ptr %321, align 16, !tbaa !9
  %323 = getelementptr inbounds i8, ptr %321, i64 8
  %324 = load double, ptr %323, align 8, !tbaa !9
  %325 = getelementptr inbounds i8, ptr %321, i64 16
  %326 = load double, ptr %325, align 16, !tbaa !9
  %327 = getelementptr inbounds i8, ptr %321, i64 24
  %328 = load double, ptr %327, align 8, !tbaa !9
  br label %329

329:                                              ; preds = %317, %881
  %330 = phi i64 [ 0, %317 ], [ %882, %881 ]
  %331 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 %318, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = getelementptr inbounds double, ptr %43, i64 %330
  %334 = load double, ptr %333, align 8, !tbaa !9
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ogt double %335, 1.000000e+00
  %337 = select i1 %336, double %335, double 1.000000e+00
  %338 = fmul double %337, 0x3EB0C6F7A0B5ED8D
  %339 = fadd double %334, %338
  store double %339, ptr %333, align 8, !tbaa !9
  %340 = load i32, ptr @calls, align 4, !tbaa !11
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr @calls, align 4, !tbaa !11
  %342 = call noalias ptr @malloc(i64 noundef %262) #15
  br label %343

343:                                              ; preds = %361, %329
  %344 = phi i64 [ 0, %329 ], [ %362, %361 ]
  %345 = getelementptr inbounds double, ptr %43, i64 %344
  %346 = load double, ptr %345, align 8, !tbaa !9
  %347 = fcmp ogt double %346, 0.000000e+00
  br i1 %347, label %357, label %348

348:                                              ; preds = %343
  %349 = call double @exp(double noundef %346) #14
  %350 = add nuw nsw i64 %344, 1
  %351 = icmp eq i64 %350, %263
  %352 = and i64 %350, 4294967295
  %353 = select i1 %351, i64 0, i64 %352
  %354 = getelementptr inbounds double, ptr %43, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = fmul double %349, %355
  br label %361

357:                                              ; preds = %343
  %358 = call double @llvm.fmuladd.f64(double %346, double %346, double 1.000000e+00)
  %359 = call double @llvm.sqrt.f64(double %358)
  %360 = add nuw nsw i64 %344, 1
  br label %361

361:                                              ; preds = %357, %348
  %362 = phi i64 [ %350, %348 ], [ %360, %357 ]
  %363 = phi double [ %356, %348 ], [ %359, %357 ]
  %364 = getelementptr inbounds double, ptr %342, i64 %344
  store double %363, ptr %364, align 8, !tbaa !9
  %365 = icmp eq i64 %362, %263
  br i1 %365, label %366, label %343, !llvm.loop !13

366:                                              ; preds = %361, %413
  %367 = phi i32 [ %415, %413 ], [ 0, %361 ]
  %368 = phi double [ %414, %413 ], [ 0.000000e+00, %361 ]
  %369 = uitofp nneg i32 %367 to double
  br i1 %286, label %398, label %370

370:                                              ; preds = %366, %370
  %371 = phi i64 [ %395, %370 ], [ 0, %366 ]
  %372 = phi double [ %394, %370 ], [ %368, %366 ]
  %373 = phi i64 [ %396, %370 ], [ 0, %366 ]
  %374 = getelementptr inbounds double, ptr %342, i64 %371
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = fadd double %375, %369
  %377 = call double @sin(double noundef %376) #14
  %378 = trunc nuw nsw i64 %371 to i32
  %379 = urem i32 %378, %235
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr inbounds double, ptr %43, i64 %380
  %382 = load double, ptr %381, align 8, !tbaa !9
  %383 = call double @llvm.fmuladd.f64(double %377, double %382, double %372)
  %384 = or disjoint i64 %371, 1
  %385 = getelementptr inbounds double, ptr %342, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !9
  %387 = fadd double %386, %369
  %388 = call double @sin(double noundef %387) #14
  %389 = trunc nuw nsw i64 %384 to i32
  %390 = urem i32 %389, %235
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr inbounds double, ptr %43, i64 %391
  %393 = load double, ptr %392, align 8, !tbaa !9
  %394 = call double @llvm.fmuladd.f64(double %388, double %393, double %383)
  %395 = add nuw nsw i64 %371, 2
  %396 = add i64 %373, 2
  %397 = icmp eq i64 %396, %287
  br i1 %397, label %398, label %370, !llvm.loop !15

398:                                              ; preds = %370, %366
  %399 = phi double [ poison, %366 ], [ %394, %370 ]
  %400 = phi i64 [ 0, %366 ], [ %395, %370 ]
  %401 = phi double [ %368, %366 ], [ %394, %370 ]
  br i1 %288, label %413, label %402

402:                                              ; preds = %398
  %403 = getelementptr inbounds double, ptr %342, i64 %400
  %404 = load double, ptr %403, align 8, !tbaa !9
  %405 = fadd double %404, %369
  %406 = call double @sin(double noundef %405) #14
  %407 = trunc nuw nsw i64 %400 to i32
  %408 = urem i32 %407, %235
  %409 = zext nneg i32 %408 to i64
  %410 = getelementptr inbounds double, ptr %43, i64 %409
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = call double @llvm.fmuladd.f64(double %406, double %411, double %401)
  br label %413

413:                                              ; preds = %398, %402
  %414 = phi double [ %399, %398 ], [ %412, %402 ]
  %415 = add nuw i32 %367, 1
  %416 = icmp eq i32 %367, %267
  br i1 %416, label %417, label %366, !llvm.loop !16

417:                                              ; preds = %413
  %418 = load double, ptr %342, align 8, !tbaa !9
  %419 = fmul double %414, %418
  br label %420

420:                                              ; preds = %468, %417
  %421 = phi i32 [ 0, %417 ], [ %470, %468 ]
  %422 = phi double [ 0.000000e+00, %417 ], [ %469, %468 ]
  %423 = uitofp nneg i32 %421 to double
  br i1 %290, label %452, label %424

424:                                              ; preds = %420, %424
  %425 = phi i64 [ %443, %424 ], [ 0, %420 ]
  %426 = phi double [ %449, %424 ], [ %422, %420 ]
  %427 = phi i64 [ %450, %424 ], [ 0, %420 ]
  %428 = getelementptr inbounds double, ptr %342, i64 %425
  %429 = load double, ptr %428, align 8, !tbaa !9
  %430 = call double @llvm.fmuladd.f64(double %429, double 2.000000e+00, double %423)
  %431 = call double @sin(double noundef %430) #14
  %432 = or disjoint i64 %425, 1
  %433 = trunc nuw nsw i64 %432 to i32
  %434 = urem i32 %433, %235
  %435 = zext nneg i32 %434 to i64
  %436 = getelementptr inbounds double, ptr %43, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = call double @llvm.fmuladd.f64(double %431, double %437, double %426)
  %439 = getelementptr inbounds double, ptr %342, i64 %432
  %440 = load double, ptr %439, align 8, !tbaa !9
  %441 = call double @llvm.fmuladd.f64(double %440, double 2.000000e+00, double %423)
  %442 = call double @sin(double noundef %441) #14
  %443 = add nuw nsw i64 %425, 2
  %444 = trunc nuw nsw i64 %443 to i32
  %445 = urem i32 %444, %235
  %446 = zext nneg i32 %445 to i64
  %447 = getelementptr inbounds double, ptr %43, i64 %446
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = call double @llvm.fmuladd.f64(double %442, double %448, double %438)
  %450 = add i64 %427, 2
  %451 = icmp eq i64 %450, %291
  br i1 %451, label %452, label %424, !llvm.loop !15

452:                                              ; preds = %424, %420
  %453 = phi double [ poison, %420 ], [ %449, %424 ]
  %454 = phi i64 [ 0, %420 ], [ %443, %424 ]
  %455 = phi double [ %422, %420 ], [ %449, %424 ]
  br i1 %292, label %468, label %456

456:                                              ; preds = %452
  %457 = getelementptr inbounds double, ptr %342, i64 %454
  %458 = load double, ptr %457, align 8, !tbaa !9
  %459 = call double @llvm.fmuladd.f64(double %458, double 2.000000e+00, double %423)
  %460 = call double @sin(double noundef %459) #14
  %461 = trunc i64 %454 to i32
  %462 = add i32 %461, 1
  %463 = urem i32 %462, %235
  %464 = zext nneg i32 %463 to i64
  %465 = getelementptr inbounds double, ptr %43, i64 %464
  %466 = load double, ptr %465, align 8, !tbaa !9
  %467 = call double @llvm.fmuladd.f64(double %460, double %466, double %455)
  br label %468

468:                                              ; preds = %452, %456
  %469 = phi double [ %453, %452 ], [ %467, %456 ]
  %470 = add nuw i32 %421, 1
  %471 = icmp eq i32 %470, %271
  br i1 %471, label %472, label %420, !llvm.loop !16

472:                                              ; preds = %468
  %473 = getelementptr inbounds i8, ptr %342, i64 8
  %474 = load double, ptr %473, align 8, !tbaa !9
  %475 = fmul double %469, %474
  br label %476

476:                                              ; preds = %526, %472
  %477 = phi i32 [ 0, %472 ], [ %528, %526 ]
  %478 = phi double [ 0.000000e+00, %472 ], [ %527, %526 ]
  %479 = uitofp nneg i32 %477 to double
  br i1 %294, label %510, label %480

480:                                              ; preds = %476, %480
  %481 = phi i64 [ %507, %480 ], [ 0, %476 ]
  %482 = phi double [ %506, %480 ], [ %478, %476 ]
  %483 = phi i64 [ %508, %480 ], [ 0, %476 ]
  %484 = getelementptr inbounds double, ptr %342, i64 %481
  %485 = load double, ptr %484, align 8, !tbaa !9
  %486 = call double @llvm.fmuladd.f64(double %485, double 3.000000e+00, double %479)
  %487 = call double @sin(double noundef %486) #14
  %488 = trunc i64 %481 to i32
  %489 = add i32 %488, 2
  %490 = urem i32 %489, %235
  %491 = zext nneg i32 %490 to i64
  %492 = getelementptr inbounds double, ptr %43, i64 %491
  %493 = load double, ptr %492, align 8, !tbaa !9
  %494 = call double @llvm.fmuladd.f64(double %487, double %493, double %482)
  %495 = or disjoint i64 %481, 1
  %496 = getelementptr inbounds double, ptr %342, i64 %495
  %497 = load double, ptr %496, align 8, !tbaa !9
  %498 = call double @llvm.fmuladd.f64(double %497, double 3.000000e+00, double %479)
  %499 = call double @sin(double noundef %498) #14
  %500 = trunc i64 %495 to i32
  %501 = add i32 %500, 2
  %502 = urem i32 %501, %235
  %503 = zext nneg i32 %502 to i64
  %504 = getelementptr inbounds double, ptr %43, i64 %503
  %505 = load double, ptr %504, align 8, !tbaa !9
  %506 = call double @llvm.fmuladd.f64(double %499, double %505, double %494)
  %507 = add nuw nsw i64 %481, 2
  %508 = add i64 %483, 2
  %509 = icmp eq i64 %508, %295
  br i1 %509, label %510, label %480, !llvm.loop !15

510:                                              ; preds = %480, %476
  %511 = phi double [ poison, %476 ], [ %506, %480 ]
  %512 = phi i64 [ 0, %476 ], [ %507, %480 ]
  %513 = phi double [ %478, %476 ], [ %506, %480 ]
  br i1 %296, label %526, label %514

514:                                              ; preds = %510
  %515 = getelementptr inbounds double, ptr %342, i64 %512
  %516 = load double, ptr %515, align 8, !tbaa !9
  %517 = call double @llvm.fmuladd.f64(double %516, double 3.000000e+00, double %479)
  %518 = call double @sin(double noundef %517) #14
  %519 = trunc i64 %512 to i32
  %520 = add i32 %519, 2
  %521 = urem i32 %520, %235
  %522 = zext nneg i32 %521 to i64
  %523 = getelementptr inbounds double, ptr %43, i64 %522
  %524 = load double, ptr %523, align 8, !tbaa !9
  %525 = call double @llvm.fmuladd.f64(double %518, double %524, double %513)
  br label %526

526:                                              ; preds = %510, %514
  %527 = phi double [ %511, %510 ], [ %525, %514 ]
  %528 = add nuw i32 %477, 1
  %529 = icmp eq i32 %528, %275
  br i1 %529, label %530, label %476, !llvm.loop !16

530:                                              ; preds = %526
  %531 = getelementptr inbounds double, ptr %342, i64 %277
  %532 = load double, ptr %531, align 8, !tbaa !9
  %533 = fmul double %527, %532
  br label %534

534:                                              ; preds = %584, %530
  %535 = phi i32 [ 0, %530 ], [ %586, %584 ]
  %536 = phi double [ 0.000000e+00, %530 ], [ %585, %584 ]
  %537 = uitofp nneg i32 %535 to double
  br i1 %298, label %568, label %538

538:                                              ; preds = %534, %538
  %539 = phi i64 [ %565, %538 ], [ 0, %534 ]
  %540 = phi double [ %564, %538 ], [ %536, %534 ]
  %541 = phi i64 [ %566, %538 ], [ 0, %534 ]
  %542 = getelementptr inbounds double, ptr %342, i64 %539
  %543 = load double, ptr %542, align 8, !tbaa !9
  %544 = call double @llvm.fmuladd.f64(double %543, double 4.000000e+00, double %537)
  %545 = call double @sin(double noundef %544) #14
  %546 = trunc i64 %539 to i32
  %547 = add i32 %546, 3
  %548 = urem i32 %547, %235
  %549 = zext nneg i32 %548 to i64
  %550 = getelementptr inbounds double, ptr %43, i64 %549
  %551 = load double, ptr %550, align 8, !tbaa !9
  %552 = call double @llvm.fmuladd.f64(double %545, double %551, double %540)
  %553 = or disjoint i64 %539, 1
  %554 = getelementptr inbounds double, ptr %342, i64 %553
  %555 = load double, ptr %554, align 8, !tbaa !9
  %556 = call double @llvm.fmuladd.f64(double %555, double 4.000000e+00, double %537)
  %557 = call double @sin(double noundef %556) #14
  %558 = trunc i64 %553 to i32
  %559 = add i32 %558, 3
  %560 = urem i32 %559, %235
  %561 = zext nneg i32 %560 to i64
  %562 = getelementptr inbounds double, ptr %43, i64 %561
  %563 = load double, ptr %562, align 8, !tbaa !9
  %564 = call double @llvm.fmuladd.f64(double %557, double %563, double %552)
  %565 = add nuw nsw i64 %539, 2
  %566 = add i64 %541, 2
  %567 = icmp eq i64 %566, %299
  br i1 %567, label %568, label %538, !llvm.loop !15

568:                                              ; preds = %538, %534
  %569 = phi double [ poison, %534 ], [ %564, %538 ]
  %570 = phi i64 [ 0, %534 ], [ %565, %538 ]
  %571 = phi double [ %536, %534 ], [ %564, %538 ]
  br i1 %300, label %584, label %572

572:                                              ; preds = %568
  %573 = getelementptr inbounds double, ptr %342, i64 %570
  %574 = load double, ptr %573, align 8, !tbaa !9
  %575 = call double @llvm.fmuladd.f64(double %574, double 4.000000e+00, double %537)
  %576 = call double @sin(double noundef %575) #14
  %577 = trunc i64 %570 to i32
  %578 = add i32 %577, 3
  %579 = urem i32 %578, %235
  %580 = zext nneg i32 %579 to i64
  %581 = getelementptr inbounds double, ptr %43, i64 %580
  %582 = load double, ptr %581, align 8, !tbaa !9
  %583 = call double @llvm.fmuladd.f64(double %576, double %582, double %571)
  br label %584

584:                                              ; preds = %568, %572
  %585 = phi double [ %569, %568 ], [ %583, %572 ]
  %586 = add nuw i32 %535, 1
  %587 = icmp eq i32 %586, %281
  br i1 %587, label %588, label %534, !llvm.loop !16

588:                                              ; preds = %584
  %589 = getelementptr inbounds double, ptr %342, i64 %283
  %590 = load double, ptr %589, align 8, !tbaa !9
  %591 = fmul double %585, %590
  call void @free(ptr noundef nonnull %342) #14
  %592 = fsub double %334, %338
  store double %592, ptr %333, align 8, !tbaa !9
  %593 = load i32, ptr @calls, align 4, !tbaa !11
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr @calls, align 4, !tbaa !11
  %595 = call noalias ptr @malloc(i64 noundef %262) #15
  br label %596

596:                                              ; preds = %614, %588
  %597 = phi i64 [ 0, %588 ], [ %615, %614 ]
  %598 = getelementptr inbounds double, ptr %43, i64 %597
  %599 = load double, ptr %598, align 8, !tbaa !9
  %600 = fcmp ogt double %599, 0.000000e+00
  br i1 %600, label %610, label %601

601:                                              ; preds = %596
  %602 = call double @exp(double noundef %599) #14
  %603 = add nuw nsw i64 %597, 1
  %604 = icmp eq i64 %603, %263
  %605 = and i64 %603, 4294967295
  %606 = select i1 %604, i64 0, i64 %605
  %607 = getelementptr inbounds double, ptr %43, i64 %606
  %608 = load double, ptr %607, align 8, !tbaa !9
  %609 = fmul double %602, %608
  br label %614

610:                                              ; preds = %596
  %611 = call double @llvm.fmuladd.f64(double %599, double %599, double 1.000000e+00)
  %612 = call double @llvm.sqrt.f64(double %611)
  %613 = add nuw nsw i64 %597, 1
  br label %614

614:                                              ; preds = %610, %601
  %615 = phi i64 [ %603, %601 ], [ %613, %610 ]
  %616 = phi double [ %609, %601 ], [ %612, %610 ]
  %617 = getelementptr inbounds double, ptr %595, i64 %597
  store double %616, ptr %617, align 8, !tbaa !9
  %618 = icmp eq i64 %615, %263
  br i1 %618, label %619, label %596, !llvm.loop !13

619:                                              ; preds = %614
  %620 = call double @llvm.fmuladd.f64(double %322, double %419, double 0.000000e+00)
  %621 = call double @llvm.fmuladd.f64(double %324, double %475, double %620)
  %622 = call double @llvm.fmuladd.f64(double %326, double %533, double %621)
  br label %623

623:                                              ; preds = %670, %619
  %624 = phi i32 [ 0, %619 ], [ %672, %670 ]
  %625 = phi double [ 0.000000e+00, %619 ], [ %671, %670 ]
  %626 = uitofp nneg i32 %624 to double
  br i1 %302, label %655, label %627

627:                                              ; preds = %623, %627
  %628 = phi i64 [ %652, %627 ], [ 0, %623 ]
  %629 = phi double [ %651, %627 ], [ %625, %623 ]
  %630 = phi i64 [ %653, %627 ], [ 0, %623 ]
  %631 = getelementptr inbounds double, ptr %595, i64 %628
  %632 = load double, ptr %631, align 8, !tbaa !9
  %633 = fadd double %632, %626
  %634 = call double @sin(double noundef %633) #14
  %635 = trunc nuw nsw i64 %628 to i32
  %636 = urem i32 %635, %235
  %637 = zext nneg i32 %636 to i64
  %638 = getelementptr inbounds double, ptr %43, i64 %637
  %639 = load double, ptr %638, align 8, !tbaa !9
  %640 = call double @llvm.fmuladd.f64(double %634, double %639, double %629)
  %641 = or disjoint i64 %628, 1
  %642 = getelementptr inbounds double, ptr %595, i64 %641
  %643 = load double, ptr %642, align 8, !tbaa !9
  %644 = fadd double %643, %626
  %645 = call double @sin(double noundef %644) #14
  %646 = trunc nuw nsw i64 %641 to i32
  %647 = urem i32 %646, %235
  %648 = zext nneg i32 %647 to i64
  %649 = getelementptr inbounds double, ptr %43, i64 %648
  %650 = load double, ptr %649, align 8, !tbaa !9
  %651 = call double @llvm.fmuladd.f64(double %645, double %650, double %640)
  %652 = add nuw nsw i64 %628, 2
  %653 = add i64 %630, 2
  %654 = icmp eq i64 %653, %303
  br i1 %654, label %655, label %627, !llvm.loop !15

655:                                              ; preds = %627, %623
  %656 = phi double [ poison, %623 ], [ %651, %627 ]
  %657 = phi i64 [ 0, %623 ], [ %652, %627 ]
  %658 = phi double [ %625, %623 ], [ %651, %627 ]
  br i1 %304, label %670, label %659

659:                                              ; preds = %655
  %660 = getelementptr inbounds double, ptr %595, i64 %657
  %661 = load double, ptr %660, align 8, !tbaa !9
  %662 = fadd double %661, %626
  %663 = call double @sin(double noundef %662) #14
  %664 = trunc nuw nsw i64 %657 to i32
  %665 = urem i32 %664, %235
  %666 = zext nneg i32 %665 to i64
  %667 = getelementptr inbounds double, ptr %43, i64 %666
  %668 = load double, ptr %667, align 8, !tbaa !9
  %669 = call double @llvm.fmuladd.f64(double %663, double %668, double %658)
  br label %670

670:                                              ; preds = %655, %659
  %671 = phi double [ %656, %655 ], [ %669, %659 ]
  %672 = add nuw i32 %624, 1
  %673 = icmp eq i32 %624, %267
  br i1 %673, label %674, label %623, !llvm.loop !16

674:                                              ; preds = %670
  %675 = load double, ptr %595, align 8, !tbaa !9
  %676 = fmul double %671, %675
  br label %677

677:                                              ; preds = %725, %674
  %678 = phi i32 [ 0, %674 ], [ %727, %725 ]
  %679 = phi double [ 0.000000e+00, %674 ], [ %726, %725 ]
  %680 = uitofp nneg i32 %678 to double
  br i1 %306, label %709, label %681

681:                                              ; preds = %677, %681
  %682 = phi i64 [ %700, %681 ], [ 0, %677 ]
  %683 = phi double [ %706, %681 ], [ %679, %677 ]
  %684 = phi i64 [ %707, %681 ], [ 0, %677 ]
  %685 = getelementptr inbounds double, ptr %595, i64 %682
  %686 = load double, ptr %685, align 8, !tbaa !9
  %687 = call double @llvm.fmuladd.f64(double %686, double 2.000000e+00, double %680)
  %688 = call double @sin(double noundef %687) #14
  %689 = or disjoint i64 %682, 1
  %690 = trunc nuw nsw i64 %689 to i32
  %691 = urem i32 %690, %235
  %692 = zext nneg i32 %691 to i64
  %693 = getelementptr inbounds double, ptr %43, i64 %692
  %694 = load double, ptr %693, align 8, !tbaa !9
  %695 = call double @llvm.fmuladd.f64(double %688, double %694, double %683)
  %696 = getelementptr inbounds double, ptr %595, i64 %689
  %697 = load double, ptr %696, align 8, !tbaa !9
  %698 = call double @llvm.fmuladd.f64(double %697, double 2.000000e+00, double %680)
  %699 = call double @sin(double noundef %698) #14
  %700 = add nuw nsw i64 %682, 2
  %701 = trunc nuw nsw i64 %700 to i32
  %702 = urem i32 %701, %235
  %703 = zext nneg i32 %702 to i64
  %704 = getelementptr inbounds double, ptr %43, i64 %703
  %705 = load double, ptr %704, align 8, !tbaa !9
  %706 = call double @llvm.fmuladd.f64(double %699, double %705, double %695)
  %707 = add i64 %684, 2
  %708 = icmp eq i64 %707, %307
  br i1 %708, label %709, label %681, !llvm.loop !15

709:                                              ; preds = %681, %677
  %710 = phi double [ poison, %677 ], [ %706, %681 ]
  %711 = phi i64 [ 0, %677 ], [ %700, %681 ]
  %712 = phi double [ %679, %677 ], [ %706, %681 ]
  br i1 %308, label %725, label %713

713:                                              ; preds = %709
  %714 = getelementptr inbounds double, ptr %595, i64 %711
  %715 = load double, ptr %714, align 8, !tbaa !9
  %716 = call double @llvm.fmuladd.f64(double %715, double 2.000000e+00, double %680)
  %717 = call double @sin(double noundef %716) #14
  %718 = trunc i64 %711 to i32
  %719 = add i32 %718, 1
  %720 = urem i32 %719, %235
  %721 = zext nneg i32 %720 to i64
  %722 = getelementptr inbounds double, ptr %43, i64 %721
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = call double @llvm.fmuladd.f64(double %717, double %723, double %712)
  br label %725

725:                                              ; preds = %709, %713
  %726 = phi double [ %710, %709 ], [ %724, %713 ]
  %727 = add nuw i32 %678, 1
  %728 = icmp eq i32 %727, %271
  br i1 %728, label %729, label %677, !llvm.loop !16

729:                                              ; preds = %725
  %730 = getelementptr inbounds i8, ptr %595, i64 8
  %731 = load double, ptr %730, align 8, !tbaa !9
  %732 = fmul double %726, %731
  br label %733

733:                                              ; preds = %783, %729
  %734 = phi i32 [ 0, %729 ], [ %785, %783 ]
  %735 = phi double [ 0.000000e+00, %729 ], [ %784, %783 ]
  %736 = uitofp nneg i32 %734 to double
  br i1 %310, label %767, label %737

737:                                              ; preds = %733, %737
  %738 = phi i64 [ %764, %737 ], [ 0, %733 ]
  %739 = phi double [ %763, %737 ], [ %735, %733 ]
  %740 = phi i64 [ %765, %737 ], [ 0, %733 ]
  %741 = getelementptr inbounds double, ptr %595, i64 %738
  %742 = load double, ptr %741, align 8, !tbaa !9
  %743 = call double @llvm.fmuladd.f64(double %742, double 3.000000e+00, double %736)
  %744 = call double @sin(double noundef %743) #14
  %745 = trunc i64 %738 to i32
  %746 = add i32 %745, 2
  %747 = urem i32 %746, %235
  %748 = zext nneg i32 %747 to i64
  %749 = getelementptr inbounds double, ptr %43, i64 %748
  %750 = load double, ptr %749, align 8, !tbaa !9
  %751 = call double @llvm.fmuladd.f64(double %744, double %750, double %739)
  %752 = or disjoint i64 %738, 1
  %753 = getelementptr inbounds double, ptr %595, i64 %752
  %754 = load double, ptr %753, align 8, !tbaa !9
  %755 = call double @llvm.fmuladd.f64(double %754, double 3.000000e+00, double %736)
  %756 = call double @sin(double noundef %755) #14
  %757 = trunc i64 %752 to i32
  %758 = add i32 %757, 2
  %759 = urem i32 %758, %235
  %760 = zext nneg i32 %759 to i64
  %761 = getelementptr inbounds double, ptr %43, i64 %760
  %762 = load double, ptr %761, align 8, !tbaa !9
  %763 = call double @llvm.fmuladd.f64(double %756, double %762, double %751)
  %764 = add nuw nsw i64 %738, 2
  %765 = add i64 %740, 2
  %766 = icmp eq i64 %765, %311
  br i1 %766, label %767, label %737, !llvm.loop !15

767:                                              ; preds = %737, %733
  %768 = phi double [ poison, %733 ], [ %763, %737 ]
  %769 = phi i64 [ 0, %733 ], [ %764, %737 ]
  %770 = phi double [ %735, %733 ], [ %763, %737 ]
  br i1 %312, label %783, label %771

771:                                              ; preds = %767
  %772 = getelementptr inbounds double, ptr %595, i64 %769
  %773 = load double, ptr %772, align 8, !tbaa !9
  %774 = call double @llvm.fmuladd.f64(double %773, double 3.000000e+00, double %736)
  %775 = call double @sin(double noundef %774) #14
  %776 = trunc i64 %769 to i32
  %777 = add i32 %776, 2
  %778 = urem i32 %777, %235
  %779 = zext nneg i32 %778 to i64
  %780 = getelementptr inbounds double, ptr %43, i64 %779
  %781 = load double, ptr %780, align 8, !tbaa !9
  %782 = call double @llvm.fmuladd.f64(double %775, double %781, double %770)
  br label %783

783:                                              ; preds = %767, %771
  %784 = phi double [ %768, %767 ], [ %782, %771 ]
  %785 = add nuw i32 %734, 1
  %786 = icmp eq i32 %785, %275
  br i1 %786, label %787, label %733, !llvm.loop !16

787:                                              ; preds = %783
  %788 = getelementptr inbounds double, ptr %595, i64 %277
  %789 = load double, ptr %788, align 8, !tbaa !9
  %790 = fmul double %784, %789
  br label %791

791:                                              ; preds = %841, %787
  %792 = phi i32 [ 0, %787 ], [ %843, %841 ]
  %793 = phi double [ 0.000000e+00, %787 ], [ %842, %841 ]
  %794 = uitofp nneg i32 %792 to double
  br i1 %314, label %825, label %795

795:                                              ; preds = %791, %795
  %796 = phi i64 [ %822, %795 ], [ 0, %791 ]
  %797 = phi double [ %821, %795 ], [ %793, %791 ]
  %798 = phi i64 [ %823, %795 ], [ 0, %791 ]
  %799 = getelementptr inbounds double, ptr %595, i64 %796
  %800 = load double, ptr %799, align 8, !tbaa !9
  %801 = call double @llvm.fmuladd.f64(double %800, double 4.000000e+00, double %794)
  %802 = call double @sin(double noundef %801) #14
  %803 = trunc i64 %796 to i32
  %804 = add i32 %803, 3
  %805 = urem i32 %804, %235
  %806 = zext nneg i32 %805 to i64
  %807 = getelementptr inbounds double, ptr %43, i64 %806
  %808 = load double, ptr %807, align 8, !tbaa !9
  %809 = call double @llvm.fmuladd.f64(double %802, double %808, double %797)
  %810 = or disjoint i64 %796, 1
  %811 = getelementptr inbounds double, ptr %595, i64 %810
  %812 = load double, ptr %811, align 8, !tbaa !9
  %813 = call double @llvm.fmuladd.f64(double %812, double 4.000000e+00, double %794)
  %814 = call double @sin(double noundef %813) #14
  %815 = trunc i64 %810 to i32
  %816 = add i32 %815, 3
  %817 = urem i32 %816, %235
  %818 = zext nneg i32 %817 to i64
  %819 = getelementptr inbounds double, ptr %43, i64 %818
  %820 = load double, ptr %819, align 8, !tbaa !9
  %821 = call double @llvm.fmuladd.f64(double %814, double %820, double %809)
  %822 = add nuw nsw i64 %796, 2
  %823 = add i64 %798, 2
  %824 = icmp eq i64 %823, %315
  br i1 %824, label %825, label %795, !llvm.loop !15

825:                                              ; preds = %795, %791
  %826 = phi double [ poison, %791 ], [ %821, %795 ]
  %827 = phi i64 [ 0, %791 ], [ %822, %795 ]
  %828 = phi double [ %793, %791 ], [ %821, %795 ]
  br i1 %316, label %841, label %829

829:                                              ; preds = %825
  %830 = getelementptr inbounds double, ptr %595, i64 %827
  %831 = load double, ptr %830, align 8, !tbaa !9
  %832 = call double @llvm.fmuladd.f64(double %831, double 4.000000e+00, double %794)
  %833 = call double @sin(double noundef %832) #14
  %834 = trunc i64 %827 to i32
  %835 = add i32 %834, 3
  %836 = urem i32 %835, %235
  %837 = zext nneg i32 %836 to i64
  %838 = getelementptr inbounds double, ptr %43, i64 %837
  %839 = load double, ptr %838, align 8, !tbaa !9
  %840 = call double @llvm.fmuladd.f64(double %833, double %839, double %828)
  br label %841

841:                                              ; preds = %825, %829
  %842 = phi double [ %826, %825 ], [ %840, %829 ]
  %843 = add nuw i32 %792, 1
  %844 = icmp eq i32 %843, %281
  br i1 %844, label %845, label %791, !llvm.loop !16

845:                                              ; preds = %841
  %846 = getelementptr inbounds double, ptr %595, i64 %283
  %847 = load double, ptr %846, align 8, !tbaa !9
  %848 = fmul double %842, %847
  %849 = add nuw nsw i64 %320, %330
  %850 = call double @llvm.fmuladd.f64(double %328, double %591, double %622)
  call void @free(ptr noundef nonnull %595) #14
  %851 = call double @llvm.fmuladd.f64(double %322, double %676, double 0.000000e+00)
  %852 = call double @llvm.fmuladd.f64(double %324, double %732, double %851)
  %853 = call double @llvm.fmuladd.f64(double %326, double %790, double %852)
  %854 = call double @llvm.fmuladd.f64(double %328, double %848, double %853)
  store double %334, ptr %333, align 8, !tbaa !9
  %855 = fsub double %850, %854
  %856 = fmul double %338, 2.000000e+00
  %857 = fdiv double %855, %856
  %858 = call double @llvm.fabs.f64(double %857)
  %859 = fcmp ogt double %858, 1.000000e+00
  %860 = select i1 %859, double %858, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %332, ptr %40, align 8, !tbaa !9
  %861 = load volatile double, ptr %40, align 8, !tbaa !9
  %862 = call double @llvm.fabs.f64(double %861)
  %863 = fcmp ueq double %862, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %863, label %876, label %864

864:                                              ; preds = %845
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %857, ptr %39, align 8, !tbaa !9
  %865 = load volatile double, ptr %39, align 8, !tbaa !9
  %866 = call double @llvm.fabs.f64(double %865)
  %867 = fcmp ueq double %866, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %867, label %876, label %868

868:                                              ; preds = %864
  %869 = fsub double %332, %857
  %870 = call double @llvm.fabs.f64(double %869)
  %871 = fmul double %860, 0x3EB0C6F7A0B5ED8D
  %872 = fcmp ugt double %870, %871
  br i1 %872, label %876, label %873

873:                                              ; preds = %868
  %874 = trunc nuw i64 %849 to i32
  %875 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %874, double noundef %332, double noundef %857, ptr noundef nonnull @.str.18)
  br label %881

876:                                              ; preds = %868, %864, %845
  %877 = trunc nuw i64 %849 to i32
  %878 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %877, double noundef %332, double noundef %857, ptr noundef nonnull @.str.19)
  %879 = load i32, ptr @n_fail, align 4, !tbaa !11
  %880 = add nsw i32 %879, 1
  store i32 %880, ptr @n_fail, align 4, !tbaa !11
  br label %881

881:                                              ; preds = %876, %873
  %882 = add nuw nsw i64 %330, 1
  %883 = icmp eq i64 %882, %265
  br i1 %883, label %884, label %329, !llvm.loop !17

884:                                              ; preds = %881
  %885 = add nuw nsw i64 %318, 1
  %886 = icmp eq i64 %885, 3
  br i1 %886, label %887, label %317, !llvm.loop !18

887:                                              ; preds = %884
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #14
  call void @fv(ptr noundef nonnull %43, ptr noundef nonnull %48, i32 noundef %235, i32 noundef 4)
  %888 = load double, ptr %46, align 16, !tbaa !9
  %889 = load double, ptr %48, align 16, !tbaa !9
  %890 = call double @llvm.fabs.f64(double %889)
  %891 = fcmp ogt double %890, 1.000000e+00
  %892 = select i1 %891, double %890, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %888, ptr %38, align 8, !tbaa !9
  %893 = load volatile double, ptr %38, align 8, !tbaa !9
  %894 = call double @llvm.fabs.f64(double %893)
  %895 = fcmp ueq double %894, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %895, label %907, label %896

896:                                              ; preds = %887
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %889, ptr %37, align 8, !tbaa !9
  %897 = load volatile double, ptr %37, align 8, !tbaa !9
  %898 = call double @llvm.fabs.f64(double %897)
  %899 = fcmp ueq double %898, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %899, label %907, label %900

900:                                              ; preds = %896
  %901 = fsub double %888, %889
  %902 = call double @llvm.fabs.f64(double %901)
  %903 = fmul double %892, 0x3D719799812DEA11
  %904 = fcmp ugt double %902, %903
  br i1 %904, label %907, label %905

905:                                              ; preds = %900
  %906 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %888, double noundef %889, ptr noundef nonnull @.str.18)
  br label %911

907:                                              ; preds = %900, %896, %887
  %908 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %888, double noundef %889, ptr noundef nonnull @.str.19)
  %909 = load i32, ptr @n_fail, align 4, !tbaa !11
  %910 = add nsw i32 %909, 1
  store i32 %910, ptr @n_fail, align 4, !tbaa !11
  br label %911

911:                                              ; preds = %905, %907
  %912 = load double, ptr %187, align 8, !tbaa !9
  %913 = load double, ptr %188, align 8, !tbaa !9
  %914 = call double @llvm.fabs.f64(double %913)
  %915 = fcmp ogt double %914, 1.000000e+00
  %916 = select i1 %915, double %914, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %912, ptr %38, align 8, !tbaa !9
  %917 = load volatile double, ptr %38, align 8, !tbaa !9
  %918 = call double @llvm.fabs.f64(double %917)
  %919 = fcmp ueq double %918, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %919, label %931, label %920

920:                                              ; preds = %911
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %913, ptr %37, align 8, !tbaa !9
  %921 = load volatile double, ptr %37, align 8, !tbaa !9
  %922 = call double @llvm.fabs.f64(double %921)
  %923 = fcmp ueq double %922, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %923, label %931, label %924

924:                                              ; preds = %920
  %925 = fsub double %912, %913
  %926 = call double @llvm.fabs.f64(double %925)
  %927 = fmul double %916, 0x3D719799812DEA11
  %928 = fcmp ugt double %926, %927
  br i1 %928, label %931, label %929

929:                                              ; preds = %924
  %930 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %912, double noundef %913, ptr noundef nonnull @.str.18)
  br label %935

931:                                              ; preds = %924, %920, %911
  %932 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %912, double noundef %913, ptr noundef nonnull @.str.19)
  %933 = load i32, ptr @n_fail, align 4, !tbaa !11
  %934 = add nsw i32 %933, 1
  store i32 %934, ptr @n_fail, align 4, !tbaa !11
  br label %935

935:                                              ; preds = %931, %929
  %936 = load double, ptr %189, align 16, !tbaa !9
  %937 = load double, ptr %190, align 16, !tbaa !9
  %938 = call double @llvm.fabs.f64(double %937)
  %939 = fcmp ogt double %938, 1.000000e+00
  %940 = select i1 %939, double %938, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %936, ptr %38, align 8, !tbaa !9
  %941 = load volatile double, ptr %38, align 8, !tbaa !9
  %942 = call double @llvm.fabs.f64(double %941)
  %943 = fcmp ueq double %942, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %943, label %955, label %944

944:                                              ; preds = %935
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %937, ptr %37, align 8, !tbaa !9
  %945 = load volatile double, ptr %37, align 8, !tbaa !9
  %946 = call double @llvm.fabs.f64(double %945)
  %947 = fcmp ueq double %946, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %947, label %955, label %948

948:                                              ; preds = %944
  %949 = fsub double %936, %937
  %950 = call double @llvm.fabs.f64(double %949)
  %951 = fmul double %940, 0x3D719799812DEA11
  %952 = fcmp ugt double %950, %951
  br i1 %952, label %955, label %953

953:                                              ; preds = %948
  %954 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %936, double noundef %937, ptr noundef nonnull @.str.18)
  br label %959

955:                                              ; preds = %948, %944, %935
  %956 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef %936, double noundef %937, ptr noundef nonnull @.str.19)
  %957 = load i32, ptr @n_fail, align 4, !tbaa !11
  %958 = add nsw i32 %957, 1
  store i32 %958, ptr @n_fail, align 4, !tbaa !11
  br label %959

959:                                              ; preds = %955, %953
  %960 = load double, ptr %191, align 8, !tbaa !9
  %961 = load double, ptr %192, align 8, !tbaa !9
  %962 = call double @llvm.fabs.f64(double %961)
  %963 = fcmp ogt double %962, 1.000000e+00
  %964 = select i1 %963, double %962, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %960, ptr %38, align 8, !tbaa !9
  %965 = load volatile double, ptr %38, align 8, !tbaa !9
  %966 = call double @llvm.fabs.f64(double %965)
  %967 = fcmp ueq double %966, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %967, label %979, label %968

968:                                              ; preds = %959
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %961, ptr %37, align 8, !tbaa !9
  %969 = load volatile double, ptr %37, align 8, !tbaa !9
  %970 = call double @llvm.fabs.f64(double %969)
  %971 = fcmp ueq double %970, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %971, label %979, label %972

972:                                              ; preds = %968
  %973 = fsub double %960, %961
  %974 = call double @llvm.fabs.f64(double %973)
  %975 = fmul double %964, 0x3D719799812DEA11
  %976 = fcmp ugt double %974, %975
  br i1 %976, label %979, label %977

977:                                              ; preds = %972
  %978 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %960, double noundef %961, ptr noundef nonnull @.str.18)
  br label %983

979:                                              ; preds = %972, %968, %959
  %980 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef %960, double noundef %961, ptr noundef nonnull @.str.19)
  %981 = load i32, ptr @n_fail, align 4, !tbaa !11
  %982 = add nsw i32 %981, 1
  store i32 %982, ptr @n_fail, align 4, !tbaa !11
  br label %983

983:                                              ; preds = %979, %977
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %44, i64 96, i1 false)
  %984 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %985 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %986 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %987 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %984, i32 noundef 2, i32 noundef %985, i64 noundef 56, ptr noundef nonnull %43, ptr noundef nonnull %45, i32 noundef %986, i64 noundef 32, ptr noundef nonnull %46, ptr noundef nonnull %47, i32 noundef %987, i32 noundef %235, i32 noundef %987, i32 noundef 4) #14
  %988 = call i32 @llvm.smax.i32(i32 %235, i32 1)
  %989 = zext nneg i32 %988 to i64
  %990 = add i32 %235, 1
  %991 = urem i32 %235, 3
  %992 = add i32 %235, 2
  %993 = urem i32 %990, 3
  %994 = sub i32 %993, %990
  %995 = add i32 %994, %992
  %996 = add i32 %235, 3
  %997 = urem i32 %992, 3
  %998 = sub i32 %997, %992
  %999 = add i32 %998, %996
  %1000 = urem i32 2, %235
  %1001 = zext nneg i32 %1000 to i64
  %1002 = add i32 %235, 4
  %1003 = urem i32 %996, 3
  %1004 = sub i32 %1003, %996
  %1005 = add i32 %1004, %1002
  %1006 = urem i32 3, %235
  %1007 = zext nneg i32 %1006 to i64
  %1008 = and i64 %263, 1
  %1009 = icmp eq i64 %284, 0
  %1010 = and i64 %263, 4294967294
  %1011 = icmp eq i64 %1008, 0
  %1012 = and i64 %263, 1
  %1013 = icmp eq i64 %284, 0
  %1014 = and i64 %263, 4294967294
  %1015 = icmp eq i64 %1012, 0
  %1016 = and i64 %263, 1
  %1017 = icmp eq i64 %284, 0
  %1018 = and i64 %263, 4294967294
  %1019 = icmp eq i64 %1016, 0
  %1020 = and i64 %263, 1
  %1021 = icmp eq i64 %284, 0
  %1022 = and i64 %263, 4294967294
  %1023 = icmp eq i64 %1020, 0
  %1024 = and i64 %263, 1
  %1025 = icmp eq i64 %284, 0
  %1026 = and i64 %263, 4294967294
  %1027 = icmp eq i64 %1024, 0
  %1028 = and i64 %263, 1
  %1029 = icmp eq i64 %284, 0
  %1030 = and i64 %263, 4294967294
  %1031 = icmp eq i64 %1028, 0
  %1032 = and i64 %263, 1
  %1033 = icmp eq i64 %284, 0
  %1034 = and i64 %263, 4294967294
  %1035 = icmp eq i64 %1032, 0
  %1036 = and i64 %263, 1
  %1037 = icmp eq i64 %284, 0
  %1038 = and i64 %263, 4294967294
  %1039 = icmp eq i64 %1036, 0
  br label %1042

1040:                                             ; preds = %1055
  %1041 = zext nneg i32 %988 to i64
  br label %1638

1042:                                             ; preds = %1055, %983
  %1043 = phi i1 [ true, %983 ], [ false, %1055 ]
  %1044 = phi ptr [ %44, %983 ], [ %209, %1055 ]
  %1045 = phi i64 [ 0, %983 ], [ 1, %1055 ]
  %1046 = mul nuw nsw i64 %1045, 10
  %1047 = add nuw nsw i64 %1046, %260
  %1048 = load double, ptr %1044, align 16, !tbaa !9
  %1049 = getelementptr inbounds i8, ptr %1044, i64 8
  %1050 = load double, ptr %1049, align 8, !tbaa !9
  %1051 = getelementptr inbounds i8, ptr %1044, i64 16
  %1052 = load double, ptr %1051, align 16, !tbaa !9
  %1053 = getelementptr inbounds i8, ptr %1044, i64 24
  %1054 = load double, ptr %1053, align 8, !tbaa !9
  br label %1056

1055:                                             ; preds = %1608
  br i1 %1043, label %1042, label %1040, !llvm.loop !19

1056:                                             ; preds = %1042, %1608
  %1057 = phi i64 [ 0, %1042 ], [ %1609, %1608 ]
  %1058 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 %1045, i64 %1057
  %1059 = load double, ptr %1058, align 8, !tbaa !9
  %1060 = getelementptr inbounds double, ptr %43, i64 %1057
  %1061 = load double, ptr %1060, align 8, !tbaa !9
  %1062 = call double @llvm.fabs.f64(double %1061)
  %1063 = fcmp ogt double %1062, 1.000000e+00
  %1064 = select i1 %1063, double %1062, double 1.000000e+00
  %1065 = fmul double %1064, 0x3EB0C6F7A0B5ED8D
  %1066 = fadd double %1061, %1065
  store double %1066, ptr %1060, align 8, !tbaa !9
  %1067 = load i32, ptr @calls, align 4, !tbaa !11
  %1068 = add nsw i32 %1067, 1
  store i32 %1068, ptr @calls, align 4, !tbaa !11
  %1069 = call noalias ptr @malloc(i64 noundef %262) #15
  br label %1300

1070:                                             ; preds = %1296
  %1071 = load double, ptr %1069, align 8, !tbaa !9
  %1072 = fmul double %1297, %1071
  br label %1073

1073:                                             ; preds = %1121, %1070
  %1074 = phi i32 [ 0, %1070 ], [ %1123, %1121 ]
  %1075 = phi double [ 0.000000e+00, %1070 ], [ %1122, %1121 ]
  %1076 = uitofp nneg i32 %1074 to double
  br i1 %1013, label %1105, label %1077

1077:                                             ; preds = %1073, %1077
  %1078 = phi i64 [ %1096, %1077 ], [ 0, %1073 ]
  %1079 = phi double [ %1102, %1077 ], [ %1075, %1073 ]
  %1080 = phi i64 [ %1103, %1077 ], [ 0, %1073 ]
  %1081 = getelementptr inbounds double, ptr %1069, i64 %1078
  %1082 = load double, ptr %1081, align 8, !tbaa !9
  %1083 = call double @llvm.fmuladd.f64(double %1082, double 2.000000e+00, double %1076)
  %1084 = call double @sin(double noundef %1083) #14
  %1085 = or disjoint i64 %1078, 1
  %1086 = trunc nuw nsw i64 %1085 to i32
  %1087 = urem i32 %1086, %235
  %1088 = zext nneg i32 %1087 to i64
  %1089 = getelementptr inbounds double, ptr %43, i64 %1088
  %1090 = load double, ptr %1089, align 8, !tbaa !9
  %1091 = call double @llvm.fmuladd.f64(double %1084, double %1090, double %1079)
  %1092 = getelementptr inbounds double, ptr %1069, i64 %1085
  %1093 = load double, ptr %1092, align 8, !tbaa !9
  %1094 = call double @llvm.fmuladd.f64(double %1093, double 2.000000e+00, double %1076)
  %1095 = call double @sin(double noundef %1094) #14
  %1096 = add nuw nsw i64 %1078, 2
  %1097 = trunc nuw nsw i64 %1096 to i32
  %1098 = urem i32 %1097, %235
  %1099 = zext nneg i32 %1098 to i64
  %1100 = getelementptr inbounds double, ptr %43, i64 %1099
  %1101 = load double, ptr %1100, align 8, !tbaa !9
  %1102 = call double @llvm.fmuladd.f64(double %1095, double %1101, double %1091)
  %1103 = add i64 %1080, 2
  %1104 = icmp eq i64 %1103, %1014
  br i1 %1104, label %1105, label %1077, !llvm.loop !15

1105:                                             ; preds = %1077, %1073
  %1106 = phi double [ poison, %1073 ], [ %1102, %1077 ]
  %1107 = phi i64 [ 0, %1073 ], [ %1096, %1077 ]
  %1108 = phi double [ %1075, %1073 ], [ %1102, %1077 ]
  br i1 %1015, label %1121, label %1109

1109:                                             ; preds = %1105
  %1110 = getelementptr inbounds double, ptr %1069, i64 %1107
  %1111 = load double, ptr %1110, align 8, !tbaa !9
  %1112 = call double @llvm.fmuladd.f64(double %1111, double 2.000000e+00, double %1076)
  %1113 = call double @sin(double noundef %1112) #14
  %1114 = trunc i64 %1107 to i32
  %1115 = add i32 %1114, 1
  %1116 = urem i32 %1115, %235
  %1117 = zext nneg i32 %1116 to i64
  %1118 = getelementptr inbounds double, ptr %43, i64 %1117
  %1119 = load double, ptr %1118, align 8, !tbaa !9
  %1120 = call double @llvm.fmuladd.f64(double %1113, double %1119, double %1108)
  br label %1121

1121:                                             ; preds = %1105, %1109
  %1122 = phi double [ %1106, %1105 ], [ %1120, %1109 ]
  %1123 = add nuw i32 %1074, 1
  %1124 = icmp eq i32 %1123, %995
  br i1 %1124, label %1125, label %1073, !llvm.loop !16

1125:                                             ; preds = %1121
  %1126 = getelementptr inbounds i8, ptr %1069, i64 8
  %1127 = load double, ptr %1126, align 8, !tbaa !9
  %1128 = fmul double %1122, %1127
  br label %1129

1129:                                             ; preds = %1179, %1125
  %1130 = phi i32 [ 0, %1125 ], [ %1181, %1179 ]
  %1131 = phi double [ 0.000000e+00, %1125 ], [ %1180, %1179 ]
  %1132 = uitofp nneg i32 %1130 to double
  br i1 %1017, label %1163, label %1133

1133:                                             ; preds = %1129, %1133
  %1134 = phi i64 [ %1160, %1133 ], [ 0, %1129 ]
  %1135 = phi double [ %1159, %1133 ], [ %1131, %1129 ]
  %1136 = phi i64 [ %1161, %1133 ], [ 0, %1129 ]
  %1137 = getelementptr inbounds double, ptr %1069, i64 %1134
  %1138 = load double, ptr %1137, align 8, !tbaa !9
  %1139 = call double @llvm.fmuladd.f64(double %1138, double 3.000000e+00, double %1132)
  %1140 = call double @sin(double noundef %1139) #14
  %1141 = trunc i64 %1134 to i32
  %1142 = add i32 %1141, 2
  %1143 = urem i32 %1142, %235
  %1144 = zext nneg i32 %1143 to i64
  %1145 = getelementptr inbounds double, ptr %43, i64 %1144
  %1146 = load double, ptr %1145, align 8, !tbaa !9
  %1147 = call double @llvm.fmuladd.f64(double %1140, double %1146, double %1135)
  %1148 = or disjoint i64 %1134, 1
  %1149 = getelementptr inbounds double, ptr %1069, i64 %1148
  %1150 = load double, ptr %1149, align 8, !tbaa !9
  %1151 = call double @llvm.fmuladd.f64(double %1150, double 3.000000e+00, double %1132)
  %1152 = call double @sin(double noundef %1151) #14
  %1153 = trunc i64 %1148 to i32
  %1154 = add i32 %1153, 2
  %1155 = urem i32 %1154, %235
  %1156 = zext nneg i32 %1155 to i64
  %1157 = getelementptr inbounds double, ptr %43, i64 %1156
  %1158 = load double, ptr %1157, align 8, !tbaa !9
  %1159 = call double @llvm.fmuladd.f64(double %1152, double %1158, double %1147)
  %1160 = add nuw nsw i64 %1134, 2
  %1161 = add i64 %1136, 2
  %1162 = icmp eq i64 %1161, %1018
  br i1 %1162, label %1163, label %1133, !llvm.loop !15

1163:                                             ; preds = %1133, %1129
  %1164 = phi double [ poison, %1129 ], [ %1159, %1133 ]
  %1165 = phi i64 [ 0, %1129 ], [ %1160, %1133 ]
  %1166 = phi double [ %1131, %1129 ], [ %1159, %1133 ]
  br i1 %1019, label %1179, label %1167

1167:                                             ; preds = %1163
  %1168 = getelementptr inbounds double, ptr %1069, i64 %1165
  %1169 = load double, ptr %1168, align 8, !tbaa !9
  %1170 = call double @llvm.fmuladd.f64(double %1169, double 3.000000e+00, double %1132)
  %1171 = call double @sin(double noundef %1170) #14
  %1172 = trunc i64 %1165 to i32
  %1173 = add i32 %1172, 2
  %1174 = urem i32 %1173, %235
  %1175 = zext nneg i32 %1174 to i64
  %1176 = getelementptr inbounds double, ptr %43, i64 %1175
  %1177 = load double, ptr %1176, align 8, !tbaa !9
  %1178 = call double @llvm.fmuladd.f64(double %1171, double %1177, double %1166)
  br label %1179

1179:                                             ; preds = %1163, %1167
  %1180 = phi double [ %1164, %1163 ], [ %1178, %1167 ]
  %1181 = add nuw i32 %1130, 1
  %1182 = icmp eq i32 %1181, %999
  br i1 %1182, label %1183, label %1129, !llvm.loop !16

1183:                                             ; preds = %1179
  %1184 = getelementptr inbounds double, ptr %1069, i64 %1001
  %1185 = load double, ptr %1184, align 8, !tbaa !9
  %1186 = fmul double %1180, %1185
  br label %1187

1187:                                             ; preds = %1237, %1183
  %1188 = phi i32 [ 0, %1183 ], [ %1239, %1237 ]
  %1189 = phi double [ 0.000000e+00, %1183 ], [ %1238, %1237 ]
  %1190 = uitofp nneg i32 %1188 to double
  br i1 %1021, label %1221, label %1191

1191:                                             ; preds = %1187, %1191
  %1192 = phi i64 [ %1218, %1191 ], [ 0, %1187 ]
  %1193 = phi double [ %1217, %1191 ], [ %1189, %1187 ]
  %1194 = phi i64 [ %1219, %1191 ], [ 0, %1187 ]
  %1195 = getelementptr inbounds double, ptr %1069, i64 %1192
  %1196 = load double, ptr %1195, align 8, !tbaa !9
  %1197 = call double @llvm.fmuladd.f64(double %1196, double 4.000000e+00, double %1190)
  %1198 = call double @sin(double noundef %1197) #14
  %1199 = trunc i64 %1192 to i32
  %1200 = add i32 %1199, 3
  %1201 = urem i32 %1200, %235
  %1202 = zext nneg i32 %1201 to i64
  %1203 = getelementptr inbounds double, ptr %43, i64 %1202
  %1204 = load double, ptr %1203, align 8, !tbaa !9
  %1205 = call double @llvm.fmuladd.f64(double %1198, double %1204, double %1193)
  %1206 = or disjoint i64 %1192, 1
  %1207 = getelementptr inbounds double, ptr %1069, i64 %1206
  %1208 = load double, ptr %1207, align 8, !tbaa !9
  %1209 = call double @llvm.fmuladd.f64(double %1208, double 4.000000e+00, double %1190)
  %1210 = call double @sin(double noundef %1209) #14
  %1211 = trunc i64 %1206 to i32
  %1212 = add i32 %1211, 3
  %1213 = urem i32 %1212, %235
  %1214 = zext nneg i32 %1213 to i64
  %1215 = getelementptr inbounds double, ptr %43, i64 %1214
  %1216 = load double, ptr %1215, align 8, !tbaa !9
  %1217 = call double @llvm.fmuladd.f64(double %1210, double %1216, double %1205)
  %1218 = add nuw nsw i64 %1192, 2
  %1219 = add i64 %1194, 2
  %1220 = icmp eq i64 %1219, %1022
  br i1 %1220, label %1221, label %1191, !llvm.loop !15

1221:                                             ; preds = %1191, %1187
  %1222 = phi double [ poison, %1187 ], [ %1217, %1191 ]
  %1223 = phi i64 [ 0, %1187 ], [ %1218, %1191 ]
  %1224 = phi double [ %1189, %1187 ], [ %1217, %1191 ]
  br i1 %1023, label %1237, label %1225

1225:                                             ; preds = %1221
  %1226 = getelementptr inbounds double, ptr %1069, i64 %1223
  %1227 = load double, ptr %1226, align 8, !tbaa !9
  %1228 = call double @llvm.fmuladd.f64(double %1227, double 4.000000e+00, double %1190)
  %1229 = call double @sin(double noundef %1228) #14
  %1230 = trunc i64 %1223 to i32
  %1231 = add i32 %1230, 3
  %1232 = urem i32 %1231, %235
  %1233 = zext nneg i32 %1232 to i64
  %1234 = getelementptr inbounds double, ptr %43, i64 %1233
  %1235 = load double, ptr %1234, align 8, !tbaa !9
  %1236 = call double @llvm.fmuladd.f64(double %1229, double %1235, double %1224)
  br label %1237

1237:                                             ; preds = %1221, %1225
  %1238 = phi double [ %1222, %1221 ], [ %1236, %1225 ]
  %1239 = add nuw i32 %1188, 1
  %1240 = icmp eq i32 %1239, %1005
  br i1 %1240, label %1241, label %1187, !llvm.loop !16

1241:                                             ; preds = %1237
  %1242 = getelementptr inbounds double, ptr %1069, i64 %1007
  %1243 = load double, ptr %1242, align 8, !tbaa !9
  %1244 = fmul double %1238, %1243
  call void @free(ptr noundef nonnull %1069) #14
  %1245 = fsub double %1061, %1065
  store double %1245, ptr %1060, align 8, !tbaa !9
  %1246 = load i32, ptr @calls, align 4, !tbaa !11
  %1247 = add nsw i32 %1246, 1
  store i32 %1247, ptr @calls, align 4, !tbaa !11
  %1248 = call noalias ptr @malloc(i64 noundef %262) #15
  br label %1564

1249:                                             ; preds = %1318, %1296
  %1250 = phi i32 [ %1298, %1296 ], [ 0, %1318 ]
  %1251 = phi double [ %1297, %1296 ], [ 0.000000e+00, %1318 ]
  %1252 = uitofp nneg i32 %1250 to double
  br i1 %1009, label %1281, label %1253

1253:                                             ; preds = %1249, %1253
  %1254 = phi i64 [ %1278, %1253 ], [ 0, %1249 ]
  %1255 = phi double [ %1277, %1253 ], [ %1251, %1249 ]
  %1256 = phi i64 [ %1279, %1253 ], [ 0, %1249 ]
  %1257 = getelementptr inbounds double, ptr %1069, i64 %1254
  %1258 = load double, ptr %1257, align 8, !tbaa !9
  %1259 = fadd double %1258, %1252
  %1260 = call double @sin(double noundef %1259) #14
  %1261 = trunc nuw nsw i64 %1254 to i32
  %1262 = urem i32 %1261, %235
  %1263 = zext nneg i32 %1262 to i64
  %1264 = getelementptr inbounds double, ptr %43, i64 %1263
  %1265 = load double, ptr %1264, align 8, !tbaa !9
  %1266 = call double @llvm.fmuladd.f64(double %1260, double %1265, double %1255)
  %1267 = or disjoint i64 %1254, 1
  %1268 = getelementptr inbounds double, ptr %1069, i64 %1267
  %1269 = load double, ptr %1268, align 8, !tbaa !9
  %1270 = fadd double %1269, %1252
  %1271 = call double @sin(double noundef %1270) #14
  %1272 = trunc nuw nsw i64 %1267 to i32
  %1273 = urem i32 %1272, %235
  %1274 = zext nneg i32 %1273 to i64
  %1275 = getelementptr inbounds double, ptr %43, i64 %1274
  %1276 = load double, ptr %1275, align 8, !tbaa !9
  %1277 = call double @llvm.fmuladd.f64(double %1271, double %1276, double %1266)
  %1278 = add nuw nsw i64 %1254, 2
  %1279 = add i64 %1256, 2
  %1280 = icmp eq i64 %1279, %1010
  br i1 %1280, label %1281, label %1253, !llvm.loop !15

1281:                                             ; preds = %1253, %1249
  %1282 = phi double [ poison, %1249 ], [ %1277, %1253 ]
  %1283 = phi i64 [ 0, %1249 ], [ %1278, %1253 ]
  %1284 = phi double [ %1251, %1249 ], [ %1277, %1253 ]
  br i1 %1011, label %1296, label %1285

1285:                                             ; preds = %1281
  %1286 = getelementptr inbounds double, ptr %1069, i64 %1283
  %1287 = load double, ptr %1286, align 8, !tbaa !9
  %1288 = fadd double %1287, %1252
  %1289 = call double @sin(double noundef %1288) #14
  %1290 = trunc nuw nsw i64 %1283 to i32
  %1291 = urem i32 %1290, %235
  %1292 = zext nneg i32 %1291 to i64
  %1293 = getelementptr inbounds double, ptr %43, i64 %1292
  %1294 = load double, ptr %1293, align 8, !tbaa !9
  %1295 = call double @llvm.fmuladd.f64(double %1289, double %1294, double %1284)
  br label %1296

1296:                                             ; preds = %1281, %1285
  %1297 = phi double [ %1282, %1281 ], [ %1295, %1285 ]
  %1298 = add nuw i32 %1250, 1
  %1299 = icmp eq i32 %1250, %991
  br i1 %1299, label %1070, label %1249, !llvm.loop !16

1300:                                             ; preds = %1318, %1056
  %1301 = phi i64 [ 0, %1056 ], [ %1319, %1318 ]
  %1302 = getelementptr inbounds double, ptr %43, i64 %1301
  %1303 = load double, ptr %1302, align 8, !tbaa !9
  %1304 = fcmp ogt double %1303, 0.000000e+00
  br i1 %1304, label %1305, label %1309

1305:                                             ; preds = %1300
  %1306 = call double @llvm.fmuladd.f64(double %1303, double %1303, double 1.000000e+00)
  %1307 = call double @llvm.sqrt.f64(double %1306)
  %1308 = add nuw nsw i64 %1301, 1
  br label %1318

1309:                                             ; preds = %1300
  %1310 = call double @exp(double noundef %1303) #14
  %1311 = add nuw nsw i64 %1301, 1
  %1312 = icmp eq i64 %1311, %263
  %1313 = and i64 %1311, 4294967295
  %1314 = select i1 %1312, i64 0, i64 %1313
  %1315 = getelementptr inbounds double, ptr %43, i64 %1314
  %1316 = load double, ptr %1315, align 8, !tbaa !9
  %1317 = fmul double %1310, %1316
  br label %1318

1318:                                             ; preds = %1309, %1305
  %1319 = phi i64 [ %1311, %1309 ], [ %1308, %1305 ]
  %1320 = phi double [ %1317, %1309 ], [ %1307, %1305 ]
  %1321 = getelementptr inbounds double, ptr %1069, i64 %1301
  store double %1320, ptr %1321, align 8, !tbaa !9
  %1322 = icmp eq i64 %1319, %263
  br i1 %1322, label %1249, label %1300, !llvm.loop !13

1323:                                             ; preds = %1560
  %1324 = load double, ptr %1248, align 8, !tbaa !9
  %1325 = fmul double %1561, %1324
  br label %1326

1326:                                             ; preds = %1374, %1323
  %1327 = phi i32 [ 0, %1323 ], [ %1376, %1374 ]
  %1328 = phi double [ 0.000000e+00, %1323 ], [ %1375, %1374 ]
  %1329 = uitofp nneg i32 %1327 to double
  br i1 %1029, label %1358, label %1330

1330:                                             ; preds = %1326, %1330
  %1331 = phi i64 [ %1349, %1330 ], [ 0, %1326 ]
  %1332 = phi double [ %1355, %1330 ], [ %1328, %1326 ]
  %1333 = phi i64 [ %1356, %1330 ], [ 0, %1326 ]
  %1334 = getelementptr inbounds double, ptr %1248, i64 %1331
  %1335 = load double, ptr %1334, align 8, !tbaa !9
  %1336 = call double @llvm.fmuladd.f64(double %1335, double 2.000000e+00, double %1329)
  %1337 = call double @sin(double noundef %1336) #14
  %1338 = or disjoint i64 %1331, 1
  %1339 = trunc nuw nsw i64 %1338 to i32
  %1340 = urem i32 %1339, %235
  %1341 = zext nneg i32 %1340 to i64
  %1342 = getelementptr inbounds double, ptr %43, i64 %1341
  %1343 = load double, ptr %1342, align 8, !tbaa !9
  %1344 = call double @llvm.fmuladd.f64(double %1337, double %1343, double %1332)
  %1345 = getelementptr inbounds double, ptr %1248, i64 %1338
  %1346 = load double, ptr %1345, align 8, !tbaa !9
  %1347 = call double @llvm.fmuladd.f64(double %1346, double 2.000000e+00, double %1329)
  %1348 = call double @sin(double noundef %1347) #14
  %1349 = add nuw nsw i64 %1331, 2
  %1350 = trunc nuw nsw i64 %1349 to i32
  %1351 = urem i32 %1350, %235
  %1352 = zext nneg i32 %1351 to i64
  %1353 = getelementptr inbounds double, ptr %43, i64 %1352
  %1354 = load double, ptr %1353, align 8, !tbaa !9
  %1355 = call double @llvm.fmuladd.f64(double %1348, double %1354, double %1344)
  %1356 = add i64 %1333, 2
  %1357 = icmp eq i64 %1356, %1030
  br i1 %1357, label %1358, label %1330, !llvm.loop !15

1358:                                             ; preds = %1330, %1326
  %1359 = phi double [ poison, %1326 ], [ %1355, %1330 ]
  %1360 = phi i64 [ 0, %1326 ], [ %1349, %1330 ]
  %1361 = phi double [ %1328, %1326 ], [ %1355, %1330 ]
  br i1 %1031, label %1374, label %1362

1362:                                             ; preds = %1358
  %1363 = getelementptr inbounds double, ptr %1248, i64 %1360
  %1364 = load double, ptr %1363, align 8, !tbaa !9
  %1365 = call double @llvm.fmuladd.f64(double %1364, double 2.000000e+00, double %1329)
  %1366 = call double @sin(double noundef %1365) #14
  %1367 = trunc i64 %1360 to i32
  %1368 = add i32 %1367, 1
  %1369 = urem i32 %1368, %235
  %1370 = zext nneg i32 %1369 to i64
  %1371 = getelementptr inbounds double, ptr %43, i64 %1370
  %1372 = load double, ptr %1371, align 8, !tbaa !9
  %1373 = call double @llvm.fmuladd.f64(double %1366, double %1372, double %1361)
  br label %1374

1374:                                             ; preds = %1358, %1362
  %1375 = phi double [ %1359, %1358 ], [ %1373, %1362 ]
  %1376 = add nuw i32 %1327, 1
  %1377 = icmp eq i32 %1376, %995
  br i1 %1377, label %1378, label %1326, !llvm.loop !16

1378:                                             ; preds = %1374
  %1379 = getelementptr inbounds i8, ptr %1248, i64 8
  %1380 = load double, ptr %1379, align 8, !tbaa !9
  %1381 = fmul double %1375, %1380
  br label %1382

1382:                                             ; preds = %1432, %1378
  %1383 = phi i32 [ 0, %1378 ], [ %1434, %1432 ]
  %1384 = phi double [ 0.000000e+00, %1378 ], [ %1433, %1432 ]
  %1385 = uitofp nneg i32 %1383 to double
  br i1 %1033, label %1416, label %1386

1386:                                             ; preds = %1382, %1386
  %1387 = phi i64 [ %1413, %1386 ], [ 0, %1382 ]
  %1388 = phi double [ %1412, %1386 ], [ %1384, %1382 ]
  %1389 = phi i64 [ %1414, %1386 ], [ 0, %1382 ]
  %1390 = getelementptr inbounds double, ptr %1248, i64 %1387
  %1391 = load double, ptr %1390, align 8, !tbaa !9
  %1392 = call double @llvm.fmuladd.f64(double %1391, double 3.000000e+00, double %1385)
  %1393 = call double @sin(double noundef %1392) #14
  %1394 = trunc i64 %1387 to i32
  %1395 = add i32 %1394, 2
  %1396 = urem i32 %1395, %235
  %1397 = zext nneg i32 %1396 to i64
  %1398 = getelementptr inbounds double, ptr %43, i64 %1397
  %1399 = load double, ptr %1398, align 8, !tbaa !9
  %1400 = call double @llvm.fmuladd.f64(double %1393, double %1399, double %1388)
  %1401 = or disjoint i64 %1387, 1
  %1402 = getelementptr inbounds double, ptr %1248, i64 %1401
  %1403 = load double, ptr %1402, align 8, !tbaa !9
  %1404 = call double @llvm.fmuladd.f64(double %1403, double 3.000000e+00, double %1385)
  %1405 = call double @sin(double noundef %1404) #14
  %1406 = trunc i64 %1401 to i32
  %1407 = add i32 %1406, 2
  %1408 = urem i32 %1407, %235
  %1409 = zext nneg i32 %1408 to i64
  %1410 = getelementptr inbounds double, ptr %43, i64 %1409
  %1411 = load double, ptr %1410, align 8, !tbaa !9
  %1412 = call double @llvm.fmuladd.f64(double %1405, double %1411, double %1400)
  %1413 = add nuw nsw i64 %1387, 2
  %1414 = add i64 %1389, 2
  %1415 = icmp eq i64 %1414, %1034
  br i1 %1415, label %1416, label %1386, !llvm.loop !15

1416:                                             ; preds = %1386, %1382
  %1417 = phi double [ poison, %1382 ], [ %1412, %1386 ]
  %1418 = phi i64 [ 0, %1382 ], [ %1413, %1386 ]
  %1419 = phi double [ %1384, %1382 ], [ %1412, %1386 ]
  br i1 %1035, label %1432, label %1420

1420:                                             ; preds = %1416
  %1421 = getelementptr inbounds double, ptr %1248, i64 %1418
  %1422 = load double, ptr %1421, align 8, !tbaa !9
  %1423 = call double @llvm.fmuladd.f64(double %1422, double 3.000000e+00, double %1385)
  %1424 = call double @sin(double noundef %1423) #14
  %1425 = trunc i64 %1418 to i32
  %1426 = add i32 %1425, 2
  %1427 = urem i32 %1426, %235
  %1428 = zext nneg i32 %1427 to i64
  %1429 = getelementptr inbounds double, ptr %43, i64 %1428
  %1430 = load double, ptr %1429, align 8, !tbaa !9
  %1431 = call double @llvm.fmuladd.f64(double %1424, double %1430, double %1419)
  br label %1432

1432:                                             ; preds = %1416, %1420
  %1433 = phi double [ %1417, %1416 ], [ %1431, %1420 ]
  %1434 = add nuw i32 %1383, 1
  %1435 = icmp eq i32 %1434, %999
  br i1 %1435, label %1436, label %1382, !llvm.loop !16

1436:                                             ; preds = %1432
  %1437 = getelementptr inbounds double, ptr %1248, i64 %1001
  %1438 = load double, ptr %1437, align 8, !tbaa !9
  %1439 = fmul double %1433, %1438
  br label %1440

1440:                                             ; preds = %1490, %1436
  %1441 = phi i32 [ 0, %1436 ], [ %1492, %1490 ]
  %1442 = phi double [ 0.000000e+00, %1436 ], [ %1491, %1490 ]
  %1443 = uitofp nneg i32 %1441 to double
  br i1 %1037, label %1474, label %1444

1444:                                             ; preds = %1440, %1444
  %1445 = phi i64 [ %1471, %1444 ], [ 0, %1440 ]
  %1446 = phi double [ %1470, %1444 ], [ %1442, %1440 ]
  %1447 = phi i64 [ %1472, %1444 ], [ 0, %1440 ]
  %1448 = getelementptr inbounds double, ptr %1248, i64 %1445
  %1449 = load double, ptr %1448, align 8, !tbaa !9
  %1450 = call double @llvm.fmuladd.f64(double %1449, double 4.000000e+00, double %1443)
  %1451 = call double @sin(double noundef %1450) #14
  %1452 = trunc i64 %1445 to i32
  %1453 = add i32 %1452, 3
  %1454 = urem i32 %1453, %235
  %1455 = zext nneg i32 %1454 to i64
  %1456 = getelementptr inbounds double, ptr %43, i64 %1455
  %1457 = load double, ptr %1456, align 8, !tbaa !9
  %1458 = call double @llvm.fmuladd.f64(double %1451, double %1457, double %1446)
  %1459 = or disjoint i64 %1445, 1
  %1460 = getelementptr inbounds double, ptr %1248, i64 %1459
  %1461 = load double, ptr %1460, align 8, !tbaa !9
  %1462 = call double @llvm.fmuladd.f64(double %1461, double 4.000000e+00, double %1443)
  %1463 = call double @sin(double noundef %1462) #14
  %1464 = trunc i64 %1459 to i32
  %1465 = add i32 %1464, 3
  %1466 = urem i32 %1465, %235
  %1467 = zext nneg i32 %1466 to i64
  %1468 = getelementptr inbounds double, ptr %43, i64 %1467
  %1469 = load double, ptr %1468, align 8, !tbaa !9
  %1470 = call double @llvm.fmuladd.f64(double %1463, double %1469, double %1458)
  %1471 = add nuw nsw i64 %1445, 2
  %1472 = add i64 %1447, 2
  %1473 = icmp eq i64 %1472, %1038
  br i1 %1473, label %1474, label %1444, !llvm.loop !15

1474:                                             ; preds = %1444, %1440
  %1475 = phi double [ poison, %1440 ], [ %1470, %1444 ]
  %1476 = phi i64 [ 0, %1440 ], [ %1471, %1444 ]
  %1477 = phi double [ %1442, %1440 ], [ %1470, %1444 ]
  br i1 %1039, label %1490, label %1478

1478:                                             ; preds = %1474
  %1479 = getelementptr inbounds double, ptr %1248, i64 %1476
  %1480 = load double, ptr %1479, align 8, !tbaa !9
  %1481 = call double @llvm.fmuladd.f64(double %1480, double 4.000000e+00, double %1443)
  %1482 = call double @sin(double noundef %1481) #14
  %1483 = trunc i64 %1476 to i32
  %1484 = add i32 %1483, 3
  %1485 = urem i32 %1484, %235
  %1486 = zext nneg i32 %1485 to i64
  %1487 = getelementptr inbounds double, ptr %43, i64 %1486
  %1488 = load double, ptr %1487, align 8, !tbaa !9
  %1489 = call double @llvm.fmuladd.f64(double %1482, double %1488, double %1477)
  br label %1490

1490:                                             ; preds = %1474, %1478
  %1491 = phi double [ %1475, %1474 ], [ %1489, %1478 ]
  %1492 = add nuw i32 %1441, 1
  %1493 = icmp eq i32 %1492, %1005
  br i1 %1493, label %1494, label %1440, !llvm.loop !16

1494:                                             ; preds = %1490
  %1495 = getelementptr inbounds double, ptr %1248, i64 %1007
  %1496 = load double, ptr %1495, align 8, !tbaa !9
  %1497 = fmul double %1491, %1496
  %1498 = add nuw nsw i64 %1047, %1057
  %1499 = call double @llvm.fmuladd.f64(double %1054, double %1244, double %1590)
  call void @free(ptr noundef nonnull %1248) #14
  %1500 = call double @llvm.fmuladd.f64(double %1048, double %1325, double 0.000000e+00)
  %1501 = call double @llvm.fmuladd.f64(double %1050, double %1381, double %1500)
  %1502 = call double @llvm.fmuladd.f64(double %1052, double %1439, double %1501)
  %1503 = call double @llvm.fmuladd.f64(double %1054, double %1497, double %1502)
  store double %1061, ptr %1060, align 8, !tbaa !9
  %1504 = fsub double %1499, %1503
  %1505 = fmul double %1065, 2.000000e+00
  %1506 = fdiv double %1504, %1505
  %1507 = call double @llvm.fabs.f64(double %1506)
  %1508 = fcmp ogt double %1507, 1.000000e+00
  %1509 = select i1 %1508, double %1507, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1059, ptr %36, align 8, !tbaa !9
  %1510 = load volatile double, ptr %36, align 8, !tbaa !9
  %1511 = call double @llvm.fabs.f64(double %1510)
  %1512 = fcmp ueq double %1511, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1512, label %1603, label %1591

1513:                                             ; preds = %1560, %1587
  %1514 = phi i32 [ 0, %1587 ], [ %1562, %1560 ]
  %1515 = phi double [ 0.000000e+00, %1587 ], [ %1561, %1560 ]
  %1516 = uitofp nneg i32 %1514 to double
  br i1 %1025, label %1545, label %1517

1517:                                             ; preds = %1513, %1517
  %1518 = phi i64 [ %1542, %1517 ], [ 0, %1513 ]
  %1519 = phi double [ %1541, %1517 ], [ %1515, %1513 ]
  %1520 = phi i64 [ %1543, %1517 ], [ 0, %1513 ]
  %1521 = getelementptr inbounds double, ptr %1248, i64 %1518
  %1522 = load double, ptr %1521, align 8, !tbaa !9
  %1523 = fadd double %1522, %1516
  %1524 = call double @sin(double noundef %1523) #14
  %1525 = trunc nuw nsw i64 %1518 to i32
  %1526 = urem i32 %1525, %235
  %1527 = zext nneg i32 %1526 to i64
  %1528 = getelementptr inbounds double, ptr %43, i64 %1527
  %1529 = load double, ptr %1528, align 8, !tbaa !9
  %1530 = call double @llvm.fmuladd.f64(double %1524, double %1529, double %1519)
  %1531 = or disjoint i64 %1518, 1
  %1532 = getelementptr inbounds double, ptr %1248, i64 %1531
  %1533 = load double, ptr %1532, align 8, !tbaa !9
  %1534 = fadd double %1533, %1516
  %1535 = call double @sin(double noundef %1534) #14
  %1536 = trunc nuw nsw i64 %1531 to i32
  %1537 = urem i32 %1536, %235
  %1538 = zext nneg i32 %1537 to i64
  %1539 = getelementptr inbounds double, ptr %43, i64 %1538
  %1540 = load double, ptr %1539, align 8, !tbaa !9
  %1541 = call double @llvm.fmuladd.f64(double %1535, double %1540, double %1530)
  %1542 = add nuw nsw i64 %1518, 2
  %1543 = add i64 %1520, 2
  %1544 = icmp eq i64 %1543, %1026
  br i1 %1544, label %1545, label %1517, !llvm.loop !15

1545:                                             ; preds = %1517, %1513
  %1546 = phi double [ poison, %1513 ], [ %1541, %1517 ]
  %1547 = phi i64 [ 0, %1513 ], [ %1542, %1517 ]
  %1548 = phi double [ %1515, %1513 ], [ %1541, %1517 ]
  br i1 %1027, label %1560, label %1549

1549:                                             ; preds = %1545
  %1550 = getelementptr inbounds double, ptr %1248, i64 %1547
  %1551 = load double, ptr %1550, align 8, !tbaa !9
  %1552 = fadd double %1551, %1516
  %1553 = call double @sin(double noundef %1552) #14
  %1554 = trunc nuw nsw i64 %1547 to i32
  %1555 = urem i32 %1554, %235
  %1556 = zext nneg i32 %1555 to i64
  %1557 = getelementptr inbounds double, ptr %43, i64 %1556
  %1558 = load double, ptr %1557, align 8, !tbaa !9
  %1559 = call double @llvm.fmuladd.f64(double %1553, double %1558, double %1548)
  br label %1560

1560:                                             ; preds = %1545, %1549
  %1561 = phi double [ %1546, %1545 ], [ %1559, %1549 ]
  %1562 = add nuw i32 %1514, 1
  %1563 = icmp eq i32 %1514, %991
  br i1 %1563, label %1323, label %1513, !llvm.loop !16

1564:                                             ; preds = %1582, %1241
  %1565 = phi i64 [ 0, %1241 ], [ %1583, %1582 ]
  %1566 = getelementptr inbounds double, ptr %43, i64 %1565
  %1567 = load double, ptr %1566, align 8, !tbaa !9
  %1568 = fcmp ogt double %1567, 0.000000e+00
  br i1 %1568, label %1569, label %1573

1569:                                             ; preds = %1564
  %1570 = call double @llvm.fmuladd.f64(double %1567, double %1567, double 1.000000e+00)
  %1571 = call double @llvm.sqrt.f64(double %1570)
  %1572 = add nuw nsw i64 %1565, 1
  br label %1582

1573:                                             ; preds = %1564
  %1574 = call double @exp(double noundef %1567) #14
  %1575 = add nuw nsw i64 %1565, 1
  %1576 = icmp eq i64 %1575, %263
  %1577 = and i64 %1575, 4294967295
  %1578 = select i1 %1576, i64 0, i64 %1577
  %1579 = getelementptr inbounds double, ptr %43, i64 %1578
  %1580 = load double, ptr %1579, align 8, !tbaa !9
  %1581 = fmul double %1574, %1580
  br label %1582

1582:                                             ; preds = %1573, %1569
  %1583 = phi i64 [ %1575, %1573 ], [ %1572, %1569 ]
  %1584 = phi double [ %1581, %1573 ], [ %1571, %1569 ]
  %1585 = getelementptr inbounds double, ptr %1248, i64 %1565
  store double %1584, ptr %1585, align 8, !tbaa !9
  %1586 = icmp eq i64 %1583, %263
  br i1 %1586, label %1587, label %1564, !llvm.loop !13

1587:                                             ; preds = %1582
  %1588 = call double @llvm.fmuladd.f64(double %1048, double %1072, double 0.000000e+00)
  %1589 = call double @llvm.fmuladd.f64(double %1050, double %1128, double %1588)
  %1590 = call double @llvm.fmuladd.f64(double %1052, double %1186, double %1589)
  br label %1513

1591:                                             ; preds = %1494
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1506, ptr %35, align 8, !tbaa !9
  %1592 = load volatile double, ptr %35, align 8, !tbaa !9
  %1593 = call double @llvm.fabs.f64(double %1592)
  %1594 = fcmp ueq double %1593, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1594, label %1603, label %1595

1595:                                             ; preds = %1591
  %1596 = fsub double %1059, %1506
  %1597 = call double @llvm.fabs.f64(double %1596)
  %1598 = fmul double %1509, 0x3EB0C6F7A0B5ED8D
  %1599 = fcmp ugt double %1597, %1598
  br i1 %1599, label %1603, label %1600

1600:                                             ; preds = %1595
  %1601 = trunc nuw i64 %1498 to i32
  %1602 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1601, double noundef %1059, double noundef %1506, ptr noundef nonnull @.str.18)
  br label %1608

1603:                                             ; preds = %1595, %1591, %1494
  %1604 = trunc nuw i64 %1498 to i32
  %1605 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1604, double noundef %1059, double noundef %1506, ptr noundef nonnull @.str.19)
  %1606 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1607 = add nsw i32 %1606, 1
  store i32 %1607, ptr @n_fail, align 4, !tbaa !11
  br label %1608

1608:                                             ; preds = %1600, %1603
  %1609 = add nuw nsw i64 %1057, 1
  %1610 = icmp eq i64 %1609, %989
  br i1 %1610, label %1055, label %1056, !llvm.loop !20

1611:                                             ; preds = %1659
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %44, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %1612 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1613 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1614 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %1615 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fc, i32 noundef %1612, i32 noundef 3, i32 noundef %1613, ptr noundef nonnull %43, ptr noundef nonnull %45, ptr noundef nonnull %172, ptr noundef nonnull %173, i32 noundef %1614, ptr noundef nonnull %46, ptr noundef nonnull %47, ptr noundef nonnull %174, ptr noundef nonnull %175, i32 noundef %1615, i32 noundef %235) #14
  %1616 = load i32, ptr @calls, align 4, !tbaa !11
  %1617 = sitofp i32 %1616 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1617, ptr %34, align 8, !tbaa !9
  %1618 = load volatile double, ptr %34, align 8, !tbaa !9
  %1619 = call double @llvm.fabs.f64(double %1618)
  %1620 = fcmp ueq double %1619, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1620, label %1631, label %1621

1621:                                             ; preds = %1611
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !9
  %1622 = load volatile double, ptr %33, align 8, !tbaa !9
  %1623 = call double @llvm.fabs.f64(double %1622)
  %1624 = fcmp ueq double %1623, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %1625 = fadd double %1617, -1.000000e+00
  %1626 = fcmp une double %1625, 0.000000e+00
  %1627 = select i1 %1624, i1 true, i1 %1626
  br i1 %1627, label %1631, label %1628

1628:                                             ; preds = %1621
  %1629 = trunc nuw nsw i64 %233 to i32
  %1630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1629, double noundef %1617, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1636

1631:                                             ; preds = %1621, %1611
  %1632 = trunc nuw nsw i64 %233 to i32
  %1633 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1632, double noundef %1617, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %1634 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1635 = add nsw i32 %1634, 1
  store i32 %1635, ptr @n_fail, align 4, !tbaa !11
  br label %1636

1636:                                             ; preds = %1628, %1631
  %1637 = zext nneg i32 %988 to i64
  br label %1745

1638:                                             ; preds = %1040, %1659
  %1639 = phi i64 [ 0, %1040 ], [ %1660, %1659 ]
  %1640 = getelementptr inbounds [7 x double], ptr %173, i64 0, i64 %1639
  %1641 = load double, ptr %1640, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1641, ptr %32, align 8, !tbaa !9
  %1642 = load volatile double, ptr %32, align 8, !tbaa !9
  %1643 = call double @llvm.fabs.f64(double %1642)
  %1644 = fcmp ueq double %1643, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1644, label %1654, label %1645

1645:                                             ; preds = %1638
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double 0.000000e+00, ptr %31, align 8, !tbaa !9
  %1646 = load volatile double, ptr %31, align 8, !tbaa !9
  %1647 = call double @llvm.fabs.f64(double %1646)
  %1648 = fcmp ueq double %1647, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  %1649 = fcmp une double %1641, 0.000000e+00
  %1650 = select i1 %1648, i1 true, i1 %1649
  br i1 %1650, label %1654, label %1651

1651:                                             ; preds = %1645
  %1652 = trunc nuw nsw i64 %1639 to i32
  %1653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1652, double noundef %1641, double noundef 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %1659

1654:                                             ; preds = %1645, %1638
  %1655 = trunc nuw nsw i64 %1639 to i32
  %1656 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1655, double noundef %1641, double noundef 0.000000e+00, ptr noundef nonnull @.str.19)
  %1657 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1658 = add nsw i32 %1657, 1
  store i32 %1658, ptr @n_fail, align 4, !tbaa !11
  br label %1659

1659:                                             ; preds = %1651, %1654
  %1660 = add nuw nsw i64 %1639, 1
  %1661 = icmp eq i64 %1660, %1041
  br i1 %1661, label %1611, label %1638, !llvm.loop !21

1662:                                             ; preds = %1753
  %1663 = zext nneg i32 %988 to i64
  %1664 = zext nneg i32 %988 to i64
  %1665 = add nsw i64 %263, -2
  %1666 = add nsw i64 %263, -2
  %1667 = add nsw i64 %263, -2
  %1668 = add nsw i64 %263, -2
  %1669 = and i64 %284, 1
  %1670 = icmp eq i64 %1665, 0
  %1671 = and i64 %284, -2
  %1672 = icmp eq i64 %1669, 0
  %1673 = and i64 %284, 1
  %1674 = icmp eq i64 %1665, 0
  %1675 = and i64 %284, -2
  %1676 = icmp eq i64 %1673, 0
  %1677 = and i64 %284, 1
  %1678 = icmp eq i64 %1665, 0
  %1679 = and i64 %284, -2
  %1680 = icmp eq i64 %1677, 0
  %1681 = and i64 %284, 1
  %1682 = icmp eq i64 %1665, 0
  %1683 = and i64 %284, -2
  %1684 = icmp eq i64 %1681, 0
  %1685 = and i64 %284, 1
  %1686 = icmp eq i64 %1665, 0
  %1687 = and i64 %284, -2
  %1688 = icmp eq i64 %1685, 0
  %1689 = and i64 %284, 1
  %1690 = icmp eq i64 %1665, 0
  %1691 = and i64 %284, -2
  %1692 = icmp eq i64 %1689, 0
  %1693 = and i64 %263, 3
  %1694 = icmp ult i64 %284, 3
  %1695 = and i64 %263, 4294967292
  %1696 = icmp eq i64 %1693, 0
  %1697 = and i64 %284, 1
  %1698 = icmp eq i64 %1666, 0
  %1699 = and i64 %284, -2
  %1700 = icmp eq i64 %1697, 0
  %1701 = and i64 %284, 1
  %1702 = icmp eq i64 %1666, 0
  %1703 = and i64 %284, -2
  %1704 = icmp eq i64 %1701, 0
  %1705 = and i64 %284, 1
  %1706 = icmp eq i64 %1666, 0
  %1707 = and i64 %284, -2
  %1708 = icmp eq i64 %1705, 0
  %1709 = and i64 %263, 3
  %1710 = icmp ult i64 %284, 3
  %1711 = and i64 %263, 4294967292
  %1712 = icmp eq i64 %1709, 0
  %1713 = and i64 %284, 1
  %1714 = icmp eq i64 %1667, 0
  %1715 = and i64 %284, -2
  %1716 = icmp eq i64 %1713, 0
  %1717 = and i64 %284, 1
  %1718 = icmp eq i64 %1667, 0
  %1719 = and i64 %284, -2
  %1720 = icmp eq i64 %1717, 0
  %1721 = and i64 %284, 1
  %1722 = icmp eq i64 %1667, 0
  %1723 = and i64 %284, -2
  %1724 = icmp eq i64 %1721, 0
  %1725 = and i64 %263, 3
  %1726 = icmp ult i64 %284, 3
  %1727 = and i64 %263, 4294967292
  %1728 = icmp eq i64 %1725, 0
  %1729 = and i64 %284, 1
  %1730 = icmp eq i64 %1668, 0
  %1731 = and i64 %284, -2
  %1732 = icmp eq i64 %1729, 0
  %1733 = and i64 %284, 1
  %1734 = icmp eq i64 %1668, 0
  %1735 = and i64 %284, -2
  %1736 = icmp eq i64 %1733, 0
  %1737 = and i64 %284, 1
  %1738 = icmp eq i64 %1668, 0
  %1739 = and i64 %284, -2
  %1740 = icmp eq i64 %1737, 0
  %1741 = and i64 %263, 3
  %1742 = icmp ult i64 %284, 3
  %1743 = and i64 %263, 4294967292
  %1744 = icmp eq i64 %1741, 0
  br label %1964

1745:                                             ; preds = %1753, %1636
  %1746 = phi i64 [ 0, %1636 ], [ %1754, %1753 ]
  %1747 = mul nuw nsw i64 %1746, 10
  %1748 = add nuw nsw i64 %1747, %260
  %1749 = getelementptr inbounds [3 x [4 x double]], ptr %44, i64 0, i64 %1746
  %1750 = getelementptr inbounds i8, ptr %1749, i64 8
  %1751 = getelementptr inbounds i8, ptr %1749, i64 16
  %1752 = getelementptr inbounds i8, ptr %1749, i64 24
  br label %1756

1753:                                             ; preds = %1830
  %1754 = add nuw nsw i64 %1746, 1
  %1755 = icmp eq i64 %1754, 3
  br i1 %1755, label %1662, label %1745, !llvm.loop !22

1756:                                             ; preds = %1745, %1830
  %1757 = phi i64 [ 0, %1745 ], [ %1831, %1830 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #14
  %1758 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %1757
  %1759 = load double, ptr %1758, align 8, !tbaa !9
  %1760 = call double @llvm.fabs.f64(double %1759)
  %1761 = fcmp ogt double %1760, 1.000000e+00
  %1762 = select i1 %1761, double %1760, double 1.000000e+00
  %1763 = fmul double %1762, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %49, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %50, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %1764 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %1757
  %1765 = load double, ptr %1764, align 8, !tbaa !9
  %1766 = fadd double %1765, %1763
  store double %1766, ptr %1764, align 8, !tbaa !9
  %1767 = getelementptr inbounds [7 x double], ptr %50, i64 0, i64 %1757
  %1768 = load double, ptr %1767, align 8, !tbaa !9
  %1769 = fsub double %1768, %1763
  store double %1769, ptr %1767, align 8, !tbaa !9
  %1770 = add nuw nsw i64 %1748, %1757
  %1771 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 %1746, i64 %1757
  %1772 = load double, ptr %1771, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #14
  call void @fc(ptr noundef nonnull readonly %49, ptr noundef nonnull %30, i32 noundef %235)
  %1773 = load double, ptr %1749, align 16, !tbaa !9
  %1774 = load <2 x double>, ptr %30, align 16
  %1775 = load double, ptr %1750, align 8, !tbaa !9
  %1776 = load <2 x double>, ptr %176, align 8
  %1777 = load double, ptr %1751, align 16, !tbaa !9
  %1778 = load <2 x double>, ptr %177, align 16
  %1779 = load double, ptr %1752, align 8, !tbaa !9
  %1780 = load double, ptr %178, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #14
  call void @fc(ptr noundef nonnull readonly %50, ptr noundef nonnull %29, i32 noundef %235)
  %1781 = load double, ptr %29, align 16, !tbaa !9
  %1782 = load double, ptr %179, align 8, !tbaa !9
  %1783 = load double, ptr %180, align 16, !tbaa !9
  %1784 = load double, ptr %181, align 8, !tbaa !9
  %1785 = insertelement <2 x double> poison, double %1773, i64 0
  %1786 = shufflevector <2 x double> %1785, <2 x double> poison, <2 x i32> zeroinitializer
  %1787 = insertelement <2 x double> %1774, double %1781, i64 1
  %1788 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1786, <2 x double> %1787, <2 x double> zeroinitializer)
  %1789 = insertelement <2 x double> poison, double %1775, i64 0
  %1790 = shufflevector <2 x double> %1789, <2 x double> poison, <2 x i32> zeroinitializer
  %1791 = insertelement <2 x double> %1776, double %1782, i64 1
  %1792 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1790, <2 x double> %1791, <2 x double> %1788)
  %1793 = insertelement <2 x double> poison, double %1777, i64 0
  %1794 = shufflevector <2 x double> %1793, <2 x double> poison, <2 x i32> zeroinitializer
  %1795 = insertelement <2 x double> %1778, double %1783, i64 1
  %1796 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1794, <2 x double> %1795, <2 x double> %1792)
  %1797 = insertelement <2 x double> poison, double %1779, i64 0
  %1798 = shufflevector <2 x double> %1797, <2 x double> poison, <2 x i32> zeroinitializer
  %1799 = insertelement <2 x double> poison, double %1780, i64 0
  %1800 = insertelement <2 x double> %1799, double %1784, i64 1
  %1801 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1798, <2 x double> %1800, <2 x double> %1796)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #14
  %1802 = shufflevector <2 x double> %1801, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1803 = fsub <2 x double> %1801, %1802
  %1804 = extractelement <2 x double> %1803, i64 0
  %1805 = fmul double %1763, 2.000000e+00
  %1806 = fdiv double %1804, %1805
  %1807 = call double @llvm.fabs.f64(double %1806)
  %1808 = fcmp ogt double %1807, 1.000000e+00
  %1809 = select i1 %1808, double %1807, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1772, ptr %28, align 8, !tbaa !9
  %1810 = load volatile double, ptr %28, align 8, !tbaa !9
  %1811 = call double @llvm.fabs.f64(double %1810)
  %1812 = fcmp ueq double %1811, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1812, label %1825, label %1813

1813:                                             ; preds = %1756
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1806, ptr %27, align 8, !tbaa !9
  %1814 = load volatile double, ptr %27, align 8, !tbaa !9
  %1815 = call double @llvm.fabs.f64(double %1814)
  %1816 = fcmp ueq double %1815, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1816, label %1825, label %1817

1817:                                             ; preds = %1813
  %1818 = fsub double %1772, %1806
  %1819 = call double @llvm.fabs.f64(double %1818)
  %1820 = fmul double %1809, 0x3EB0C6F7A0B5ED8D
  %1821 = fcmp ugt double %1819, %1820
  br i1 %1821, label %1825, label %1822

1822:                                             ; preds = %1817
  %1823 = trunc nuw i64 %1770 to i32
  %1824 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %1823, double noundef %1772, double noundef %1806, ptr noundef nonnull @.str.18)
  br label %1830

1825:                                             ; preds = %1817, %1813, %1756
  %1826 = trunc nuw i64 %1770 to i32
  %1827 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %1826, double noundef %1772, double noundef %1806, ptr noundef nonnull @.str.19)
  %1828 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1829 = add nsw i32 %1828, 1
  store i32 %1829, ptr @n_fail, align 4, !tbaa !11
  br label %1830

1830:                                             ; preds = %1822, %1825
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %49) #14
  %1831 = add nuw nsw i64 %1757, 1
  %1832 = icmp eq i64 %1831, %1637
  br i1 %1832, label %1753, label %1756, !llvm.loop !23

1833:                                             ; preds = %3022
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %62) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %62, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %63) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %63, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #14
  %1834 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1835 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %1836 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1837 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %64, ptr noundef nonnull @fs, i32 noundef %1834, i32 noundef 2, i32 noundef %1835, double noundef 0x3FE6666666666666, i32 noundef %1835, double noundef -4.000000e-01, i32 noundef %1836, ptr noundef nonnull %43, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %1837, i32 noundef %235) #14
  %1838 = load i32, ptr @calls, align 4, !tbaa !11
  %1839 = sitofp i32 %1838 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %1839, ptr %26, align 8, !tbaa !9
  %1840 = load volatile double, ptr %26, align 8, !tbaa !9
  %1841 = call double @llvm.fabs.f64(double %1840)
  %1842 = fcmp ueq double %1841, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %1842, label %1853, label %1843

1843:                                             ; preds = %1833
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !9
  %1844 = load volatile double, ptr %25, align 8, !tbaa !9
  %1845 = call double @llvm.fabs.f64(double %1844)
  %1846 = fcmp ueq double %1845, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %1847 = fadd double %1839, -1.000000e+00
  %1848 = fcmp une double %1847, 0.000000e+00
  %1849 = select i1 %1846, i1 true, i1 %1848
  br i1 %1849, label %1853, label %1850

1850:                                             ; preds = %1843
  %1851 = trunc nuw nsw i64 %233 to i32
  %1852 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %1851, double noundef %1839, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1858

1853:                                             ; preds = %1843, %1833
  %1854 = trunc nuw nsw i64 %233 to i32
  %1855 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %1854, double noundef %1839, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %1856 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1857 = add nsw i32 %1856, 1
  store i32 %1857, ptr @n_fail, align 4, !tbaa !11
  br label %1858

1858:                                             ; preds = %1850, %1853
  %1859 = load i32, ptr @calls, align 4, !tbaa !11
  %1860 = add nsw i32 %1859, 1
  store i32 %1860, ptr @calls, align 4, !tbaa !11
  br label %1861

1861:                                             ; preds = %1861, %1858
  %1862 = phi i64 [ 0, %1858 ], [ %1877, %1861 ]
  %1863 = phi double [ 0.000000e+00, %1858 ], [ %1876, %1861 ]
  %1864 = getelementptr inbounds double, ptr %43, i64 %1862
  %1865 = load double, ptr %1864, align 8, !tbaa !9
  %1866 = fmul double %1865, %1865
  %1867 = call double @llvm.fmuladd.f64(double %1866, double 7.000010e-01, double 1.000000e+00)
  %1868 = call double @log(double noundef %1867) #14
  %1869 = trunc nuw nsw i64 %1862 to i32
  %1870 = uitofp nneg i32 %1869 to double
  %1871 = fmul double %1870, -4.000000e-01
  %1872 = call double @cos(double noundef %1871) #14
  %1873 = load double, ptr %1864, align 8, !tbaa !9
  %1874 = fmul double %1873, 0xBFD1EB86CC377B97
  %1875 = call double @llvm.fmuladd.f64(double %1868, double %1872, double %1874)
  %1876 = fadd double %1863, %1875
  %1877 = add nuw nsw i64 %1862, 1
  %1878 = icmp eq i64 %1877, %263
  br i1 %1878, label %1879, label %1861, !llvm.loop !24

1879:                                             ; preds = %1861
  %1880 = load i32, ptr @calls, align 4, !tbaa !11
  %1881 = add nsw i32 %1880, 1
  store i32 %1881, ptr @calls, align 4, !tbaa !11
  br label %1882

1882:                                             ; preds = %1882, %1879
  %1883 = phi i64 [ 0, %1879 ], [ %1898, %1882 ]
  %1884 = phi double [ 0.000000e+00, %1879 ], [ %1897, %1882 ]
  %1885 = getelementptr inbounds double, ptr %43, i64 %1883
  %1886 = load double, ptr %1885, align 8, !tbaa !9
  %1887 = fmul double %1886, %1886
  %1888 = call double @llvm.fmuladd.f64(double %1887, double 0x3FE666644D87724F, double 1.000000e+00)
  %1889 = call double @log(double noundef %1888) #14
  %1890 = trunc nuw nsw i64 %1883 to i32
  %1891 = uitofp nneg i32 %1890 to double
  %1892 = fmul double %1891, -4.000000e-01
  %1893 = call double @cos(double noundef %1892) #14
  %1894 = load double, ptr %1885, align 8, !tbaa !9
  %1895 = fmul double %1894, 0xBFD1EB837139283F
  %1896 = call double @llvm.fmuladd.f64(double %1889, double %1893, double %1895)
  %1897 = fadd double %1884, %1896
  %1898 = add nuw nsw i64 %1883, 1
  %1899 = icmp eq i64 %1898, %263
  br i1 %1899, label %1900, label %1882, !llvm.loop !24

1900:                                             ; preds = %1882
  %1901 = fmul double %1876, %1876
  %1902 = fmul double %1897, %1897
  %1903 = fsub double %1901, %1902
  %1904 = load i32, ptr @calls, align 4, !tbaa !11
  %1905 = add nsw i32 %1904, 1
  store i32 %1905, ptr @calls, align 4, !tbaa !11
  br label %1906

1906:                                             ; preds = %1906, %1900
  %1907 = phi i64 [ 0, %1900 ], [ %1922, %1906 ]
  %1908 = phi double [ 0.000000e+00, %1900 ], [ %1921, %1906 ]
  %1909 = getelementptr inbounds double, ptr %43, i64 %1907
  %1910 = load double, ptr %1909, align 8, !tbaa !9
  %1911 = fmul double %1910, %1910
  %1912 = call double @llvm.fmuladd.f64(double %1911, double 0x3FE6666666666666, double 1.000000e+00)
  %1913 = call double @log(double noundef %1912) #14
  %1914 = trunc nuw nsw i64 %1907 to i32
  %1915 = uitofp nneg i32 %1914 to double
  %1916 = fmul double %1915, 0xBFD9999567DBB16D
  %1917 = call double @cos(double noundef %1916) #14
  %1918 = load double, ptr %1909, align 8, !tbaa !9
  %1919 = fmul double %1918, 0xBFD1EB822F19C8FF
  %1920 = call double @llvm.fmuladd.f64(double %1913, double %1917, double %1919)
  %1921 = fadd double %1908, %1920
  %1922 = add nuw nsw i64 %1907, 1
  %1923 = icmp eq i64 %1922, %263
  br i1 %1923, label %1924, label %1906, !llvm.loop !24

1924:                                             ; preds = %1906
  %1925 = fdiv double %1903, 2.000000e-06
  %1926 = load i32, ptr @calls, align 4, !tbaa !11
  %1927 = add nsw i32 %1926, 1
  store i32 %1927, ptr @calls, align 4, !tbaa !11
  br label %1928

1928:                                             ; preds = %1928, %1924
  %1929 = phi i64 [ 0, %1924 ], [ %1944, %1928 ]
  %1930 = phi double [ 0.000000e+00, %1924 ], [ %1943, %1928 ]
  %1931 = getelementptr inbounds double, ptr %43, i64 %1929
  %1932 = load double, ptr %1931, align 8, !tbaa !9
  %1933 = fmul double %1932, %1932
  %1934 = call double @llvm.fmuladd.f64(double %1933, double 0x3FE6666666666666, double 1.000000e+00)
  %1935 = call double @log(double noundef %1934) #14
  %1936 = trunc nuw nsw i64 %1929 to i32
  %1937 = uitofp nneg i32 %1936 to double
  %1938 = fmul double %1937, -4.000010e-01
  %1939 = call double @cos(double noundef %1938) #14
  %1940 = load double, ptr %1931, align 8, !tbaa !9
  %1941 = fmul double %1940, 0xBFD1EB880E56DAD8
  %1942 = call double @llvm.fmuladd.f64(double %1935, double %1939, double %1941)
  %1943 = fadd double %1930, %1942
  %1944 = add nuw nsw i64 %1929, 1
  %1945 = icmp eq i64 %1944, %263
  br i1 %1945, label %1946, label %1928, !llvm.loop !24

1946:                                             ; preds = %1928
  %1947 = fmul double %1921, %1921
  %1948 = fmul double %1943, %1943
  %1949 = fsub double %1947, %1948
  %1950 = fdiv double %1949, 2.000000e-06
  %1951 = mul nuw nsw i64 %233, 10
  %1952 = call double @llvm.fabs.f64(double %1925)
  %1953 = fcmp ogt double %1952, 1.000000e+00
  %1954 = select i1 %1953, double %1952, double 1.000000e+00
  %1955 = fmul double %1954, 0x3EB0C6F7A0B5ED8D
  %1956 = call double @llvm.fabs.f64(double %1950)
  %1957 = fcmp ogt double %1956, 1.000000e+00
  %1958 = select i1 %1957, double %1956, double 1.000000e+00
  %1959 = fmul double %1958, 0x3EB0C6F7A0B5ED8D
  %1960 = load double, ptr %64, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1960, ptr %8, align 8, !tbaa !9
  %1961 = load volatile double, ptr %8, align 8, !tbaa !9
  %1962 = call double @llvm.fabs.f64(double %1961)
  %1963 = fcmp ueq double %1962, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1963, label %3036, label %3025

1964:                                             ; preds = %1662, %3022
  %1965 = phi i1 [ true, %1662 ], [ false, %3022 ]
  %1966 = phi i64 [ 0, %1662 ], [ 1, %3022 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %51) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %52) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %54) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %55) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %51, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %1967 = load i64, ptr @rng_state, align 8, !tbaa !5
  %1968 = mul i64 %1967, 6364136223846793005
  %1969 = add i64 %1968, 1442695040888963407
  %1970 = mul i64 %1969, 6364136223846793005
  %1971 = add i64 %1970, 1442695040888963407
  %1972 = insertelement <2 x i64> poison, i64 %1969, i64 0
  %1973 = insertelement <2 x i64> %1972, i64 %1971, i64 1
  %1974 = lshr <2 x i64> %1973, <i64 11, i64 11>
  %1975 = uitofp nneg <2 x i64> %1974 to <2 x double>
  %1976 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1975, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %1976, ptr %52, align 16, !tbaa !9
  %1977 = mul i64 %1971, 6364136223846793005
  %1978 = add i64 %1977, 1442695040888963407
  %1979 = mul i64 %1978, 6364136223846793005
  %1980 = add i64 %1979, 1442695040888963407
  %1981 = insertelement <2 x i64> poison, i64 %1978, i64 0
  %1982 = insertelement <2 x i64> %1981, i64 %1980, i64 1
  %1983 = lshr <2 x i64> %1982, <i64 11, i64 11>
  %1984 = uitofp nneg <2 x i64> %1983 to <2 x double>
  %1985 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1984, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %1985, ptr %193, align 16, !tbaa !9
  %1986 = mul i64 %1980, 6364136223846793005
  %1987 = add i64 %1986, 1442695040888963407
  %1988 = mul i64 %1987, 6364136223846793005
  %1989 = add i64 %1988, 1442695040888963407
  %1990 = insertelement <2 x i64> poison, i64 %1987, i64 0
  %1991 = insertelement <2 x i64> %1990, i64 %1989, i64 1
  %1992 = lshr <2 x i64> %1991, <i64 11, i64 11>
  %1993 = uitofp nneg <2 x i64> %1992 to <2 x double>
  %1994 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1993, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  store <2 x double> %1994, ptr %194, align 16, !tbaa !9
  %1995 = mul i64 %1989, 6364136223846793005
  %1996 = add i64 %1995, 1442695040888963407
  %1997 = lshr i64 %1996, 11
  %1998 = uitofp nneg i64 %1997 to double
  %1999 = call double @llvm.fmuladd.f64(double %1998, double 0x3CA0000000000000, double -5.000000e-01)
  store double %1999, ptr %195, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %54, i8 0, i64 168, i1 false)
  %2000 = mul i64 %1996, 6364136223846793005
  %2001 = add i64 %2000, 1442695040888963407
  %2002 = mul i64 %2001, 6364136223846793005
  %2003 = add i64 %2002, 1442695040888963407
  %2004 = insertelement <2 x i64> poison, i64 %2001, i64 0
  %2005 = insertelement <2 x i64> %2004, i64 %2003, i64 1
  %2006 = lshr <2 x i64> %2005, <i64 10, i64 10>
  %2007 = and <2 x i64> %2006, <i64 18014398509481982, i64 18014398509481982>
  %2008 = uitofp nneg <2 x i64> %2007 to <2 x double>
  %2009 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2008, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2009, ptr %55, align 16, !tbaa !9
  %2010 = mul i64 %2003, 6364136223846793005
  %2011 = add i64 %2010, 1442695040888963407
  %2012 = mul i64 %2011, 6364136223846793005
  %2013 = add i64 %2012, 1442695040888963407
  %2014 = insertelement <2 x i64> poison, i64 %2011, i64 0
  %2015 = insertelement <2 x i64> %2014, i64 %2013, i64 1
  %2016 = lshr <2 x i64> %2015, <i64 10, i64 10>
  %2017 = and <2 x i64> %2016, <i64 18014398509481982, i64 18014398509481982>
  %2018 = uitofp nneg <2 x i64> %2017 to <2 x double>
  %2019 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2018, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2019, ptr %196, align 16, !tbaa !9
  %2020 = mul i64 %2013, 6364136223846793005
  %2021 = add i64 %2020, 1442695040888963407
  %2022 = mul i64 %2021, 6364136223846793005
  %2023 = add i64 %2022, 1442695040888963407
  %2024 = insertelement <2 x i64> poison, i64 %2021, i64 0
  %2025 = insertelement <2 x i64> %2024, i64 %2023, i64 1
  %2026 = lshr <2 x i64> %2025, <i64 10, i64 10>
  %2027 = and <2 x i64> %2026, <i64 18014398509481982, i64 18014398509481982>
  %2028 = uitofp nneg <2 x i64> %2027 to <2 x double>
  %2029 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2028, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2029, ptr %197, align 16, !tbaa !9
  %2030 = mul i64 %2023, 6364136223846793005
  %2031 = add i64 %2030, 1442695040888963407
  %2032 = lshr i64 %2031, 10
  %2033 = and i64 %2032, 18014398509481982
  %2034 = uitofp nneg i64 %2033 to double
  %2035 = call double @llvm.fmuladd.f64(double %2034, double 0x3CA0000000000000, double -1.000000e+00)
  store double %2035, ptr %198, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %53, ptr noundef nonnull align 16 dereferenceable(56) %55, i64 56, i1 false)
  %2036 = mul i64 %2031, 6364136223846793005
  %2037 = add i64 %2036, 1442695040888963407
  %2038 = mul i64 %2037, 6364136223846793005
  %2039 = add i64 %2038, 1442695040888963407
  %2040 = insertelement <2 x i64> poison, i64 %2037, i64 0
  %2041 = insertelement <2 x i64> %2040, i64 %2039, i64 1
  %2042 = lshr <2 x i64> %2041, <i64 10, i64 10>
  %2043 = and <2 x i64> %2042, <i64 18014398509481982, i64 18014398509481982>
  %2044 = uitofp nneg <2 x i64> %2043 to <2 x double>
  %2045 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2044, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2045, ptr %199, align 8, !tbaa !9
  %2046 = mul i64 %2039, 6364136223846793005
  %2047 = add i64 %2046, 1442695040888963407
  %2048 = mul i64 %2047, 6364136223846793005
  %2049 = add i64 %2048, 1442695040888963407
  %2050 = insertelement <2 x i64> poison, i64 %2047, i64 0
  %2051 = insertelement <2 x i64> %2050, i64 %2049, i64 1
  %2052 = lshr <2 x i64> %2051, <i64 10, i64 10>
  %2053 = and <2 x i64> %2052, <i64 18014398509481982, i64 18014398509481982>
  %2054 = uitofp nneg <2 x i64> %2053 to <2 x double>
  %2055 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2054, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2055, ptr %200, align 8, !tbaa !9
  %2056 = mul i64 %2049, 6364136223846793005
  %2057 = add i64 %2056, 1442695040888963407
  %2058 = mul i64 %2057, 6364136223846793005
  %2059 = add i64 %2058, 1442695040888963407
  %2060 = insertelement <2 x i64> poison, i64 %2057, i64 0
  %2061 = insertelement <2 x i64> %2060, i64 %2059, i64 1
  %2062 = lshr <2 x i64> %2061, <i64 10, i64 10>
  %2063 = and <2 x i64> %2062, <i64 18014398509481982, i64 18014398509481982>
  %2064 = uitofp nneg <2 x i64> %2063 to <2 x double>
  %2065 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2064, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2065, ptr %201, align 8, !tbaa !9
  %2066 = mul i64 %2059, 6364136223846793005
  %2067 = add i64 %2066, 1442695040888963407
  %2068 = lshr i64 %2067, 10
  %2069 = and i64 %2068, 18014398509481982
  %2070 = uitofp nneg i64 %2069 to double
  %2071 = call double @llvm.fmuladd.f64(double %2070, double 0x3CA0000000000000, double -1.000000e+00)
  store double %2071, ptr %202, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %182, ptr noundef nonnull align 8 dereferenceable(56) %199, i64 56, i1 false)
  %2072 = mul i64 %2067, 6364136223846793005
  %2073 = add i64 %2072, 1442695040888963407
  %2074 = mul i64 %2073, 6364136223846793005
  %2075 = add i64 %2074, 1442695040888963407
  %2076 = insertelement <2 x i64> poison, i64 %2073, i64 0
  %2077 = insertelement <2 x i64> %2076, i64 %2075, i64 1
  %2078 = lshr <2 x i64> %2077, <i64 10, i64 10>
  %2079 = and <2 x i64> %2078, <i64 18014398509481982, i64 18014398509481982>
  %2080 = uitofp nneg <2 x i64> %2079 to <2 x double>
  %2081 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2080, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2081, ptr %203, align 16, !tbaa !9
  %2082 = mul i64 %2075, 6364136223846793005
  %2083 = add i64 %2082, 1442695040888963407
  %2084 = mul i64 %2083, 6364136223846793005
  %2085 = add i64 %2084, 1442695040888963407
  %2086 = insertelement <2 x i64> poison, i64 %2083, i64 0
  %2087 = insertelement <2 x i64> %2086, i64 %2085, i64 1
  %2088 = lshr <2 x i64> %2087, <i64 10, i64 10>
  %2089 = and <2 x i64> %2088, <i64 18014398509481982, i64 18014398509481982>
  %2090 = uitofp nneg <2 x i64> %2089 to <2 x double>
  %2091 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2090, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2091, ptr %204, align 16, !tbaa !9
  %2092 = mul i64 %2085, 6364136223846793005
  %2093 = add i64 %2092, 1442695040888963407
  %2094 = mul i64 %2093, 6364136223846793005
  %2095 = add i64 %2094, 1442695040888963407
  %2096 = insertelement <2 x i64> poison, i64 %2093, i64 0
  %2097 = insertelement <2 x i64> %2096, i64 %2095, i64 1
  %2098 = lshr <2 x i64> %2097, <i64 10, i64 10>
  %2099 = and <2 x i64> %2098, <i64 18014398509481982, i64 18014398509481982>
  %2100 = uitofp nneg <2 x i64> %2099 to <2 x double>
  %2101 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %2100, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %2101, ptr %205, align 16, !tbaa !9
  %2102 = mul i64 %2095, 6364136223846793005
  %2103 = add i64 %2102, 1442695040888963407
  %2104 = lshr i64 %2103, 10
  %2105 = and i64 %2104, 18014398509481982
  %2106 = uitofp nneg i64 %2105 to double
  %2107 = call double @llvm.fmuladd.f64(double %2106, double 0x3CA0000000000000, double -1.000000e+00)
  store double %2107, ptr %206, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %183, ptr noundef nonnull align 16 dereferenceable(56) %203, i64 56, i1 false)
  store i64 %2103, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2108 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2109 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2110 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2111 = trunc nuw nsw i64 %1966 to i32
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fin, i32 noundef %2108, i32 noundef 3, i32 noundef %2109, ptr noundef nonnull %51, ptr noundef nonnull %53, ptr noundef nonnull %182, ptr noundef nonnull %183, i32 noundef %2109, ptr noundef nonnull %52, ptr noundef nonnull %54, ptr noundef nonnull %184, ptr noundef nonnull %185, i32 noundef %2110, i32 noundef %235, i32 noundef %2110, i32 noundef %2111) #14
  %2112 = load i32, ptr @calls, align 4, !tbaa !11
  %2113 = sitofp i32 %2112 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2113, ptr %24, align 8, !tbaa !9
  %2114 = load volatile double, ptr %24, align 8, !tbaa !9
  %2115 = call double @llvm.fabs.f64(double %2114)
  %2116 = fcmp ueq double %2115, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2116, label %2126, label %2117

2117:                                             ; preds = %1964
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double 1.000000e+00, ptr %23, align 8, !tbaa !9
  %2118 = load volatile double, ptr %23, align 8, !tbaa !9
  %2119 = call double @llvm.fabs.f64(double %2118)
  %2120 = fcmp ueq double %2119, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  %2121 = fadd double %2113, -1.000000e+00
  %2122 = fcmp une double %2121, 0.000000e+00
  %2123 = select i1 %2120, i1 true, i1 %2122
  br i1 %2123, label %2126, label %2124

2124:                                             ; preds = %2117
  %2125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2111, double noundef %2113, double noundef 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2130

2126:                                             ; preds = %2117, %1964
  %2127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2111, double noundef %2113, double noundef 1.000000e+00, ptr noundef nonnull @.str.19)
  %2128 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2129 = add nsw i32 %2128, 1
  store i32 %2129, ptr @n_fail, align 4, !tbaa !11
  br label %2130

2130:                                             ; preds = %2124, %2126
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %57) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %56, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %57, ptr noundef nonnull align 16 dereferenceable(56) %52, i64 56, i1 false)
  %2131 = load i32, ptr @calls, align 4, !tbaa !11
  %2132 = add nsw i32 %2131, 1
  store i32 %2132, ptr @calls, align 4, !tbaa !11
  %2133 = load double, ptr %56, align 16, !tbaa !9
  %2134 = select i1 %1965, ptr %56, ptr %57
  %2135 = getelementptr i8, ptr %2134, i64 -8
  br i1 %1670, label %2159, label %2136

2136:                                             ; preds = %2130, %2136
  %2137 = phi double [ %2155, %2136 ], [ %2133, %2130 ]
  %2138 = phi i64 [ %2156, %2136 ], [ 1, %2130 ]
  %2139 = phi i64 [ %2157, %2136 ], [ 0, %2130 ]
  %2140 = getelementptr inbounds double, ptr %56, i64 %2138
  %2141 = load double, ptr %2140, align 8, !tbaa !9
  %2142 = getelementptr double, ptr %2135, i64 %2138
  %2143 = load double, ptr %2142, align 8, !tbaa !9
  %2144 = call double @cos(double noundef %2143) #14
  %2145 = fmul double %2137, 1.000000e-01
  %2146 = fmul double %2137, %2145
  %2147 = call double @llvm.fmuladd.f64(double %2141, double %2144, double %2146)
  store double %2147, ptr %2140, align 8, !tbaa !9
  %2148 = getelementptr inbounds double, ptr %210, i64 %2138
  %2149 = load double, ptr %2148, align 8, !tbaa !9
  %2150 = getelementptr double, ptr %2134, i64 %2138
  %2151 = load double, ptr %2150, align 8, !tbaa !9
  %2152 = call double @cos(double noundef %2151) #14
  %2153 = fmul double %2147, 1.000000e-01
  %2154 = fmul double %2147, %2153
  %2155 = call double @llvm.fmuladd.f64(double %2149, double %2152, double %2154)
  store double %2155, ptr %2148, align 8, !tbaa !9
  %2156 = add nuw nsw i64 %2138, 2
  %2157 = add i64 %2139, 2
  %2158 = icmp eq i64 %2157, %1671
  br i1 %2158, label %2159, label %2136, !llvm.loop !25

2159:                                             ; preds = %2136, %2130
  %2160 = phi double [ %2133, %2130 ], [ %2155, %2136 ]
  %2161 = phi i64 [ 1, %2130 ], [ %2156, %2136 ]
  br i1 %1672, label %2171, label %2162

2162:                                             ; preds = %2159
  %2163 = getelementptr inbounds double, ptr %56, i64 %2161
  %2164 = load double, ptr %2163, align 8, !tbaa !9
  %2165 = getelementptr double, ptr %2135, i64 %2161
  %2166 = load double, ptr %2165, align 8, !tbaa !9
  %2167 = call double @cos(double noundef %2166) #14
  %2168 = fmul double %2160, 1.000000e-01
  %2169 = fmul double %2160, %2168
  %2170 = call double @llvm.fmuladd.f64(double %2164, double %2167, double %2169)
  store double %2170, ptr %2163, align 8, !tbaa !9
  br label %2171

2171:                                             ; preds = %2159, %2162
  %2172 = select i1 %1965, ptr %56, ptr %57
  %2173 = getelementptr i8, ptr %2172, i64 -8
  br i1 %1674, label %2197, label %2174

2174:                                             ; preds = %2171, %2174
  %2175 = phi double [ %2193, %2174 ], [ %2133, %2171 ]
  %2176 = phi i64 [ %2194, %2174 ], [ 1, %2171 ]
  %2177 = phi i64 [ %2195, %2174 ], [ 0, %2171 ]
  %2178 = getelementptr inbounds double, ptr %56, i64 %2176
  %2179 = load double, ptr %2178, align 8, !tbaa !9
  %2180 = getelementptr double, ptr %2173, i64 %2176
  %2181 = load double, ptr %2180, align 8, !tbaa !9
  %2182 = call double @cos(double noundef %2181) #14
  %2183 = fmul double %2175, 1.000000e-01
  %2184 = fmul double %2175, %2183
  %2185 = call double @llvm.fmuladd.f64(double %2179, double %2182, double %2184)
  store double %2185, ptr %2178, align 8, !tbaa !9
  %2186 = getelementptr inbounds double, ptr %211, i64 %2176
  %2187 = load double, ptr %2186, align 8, !tbaa !9
  %2188 = getelementptr double, ptr %2172, i64 %2176
  %2189 = load double, ptr %2188, align 8, !tbaa !9
  %2190 = call double @cos(double noundef %2189) #14
  %2191 = fmul double %2185, 1.000000e-01
  %2192 = fmul double %2185, %2191
  %2193 = call double @llvm.fmuladd.f64(double %2187, double %2190, double %2192)
  store double %2193, ptr %2186, align 8, !tbaa !9
  %2194 = add nuw nsw i64 %2176, 2
  %2195 = add i64 %2177, 2
  %2196 = icmp eq i64 %2195, %1675
  br i1 %2196, label %2197, label %2174, !llvm.loop !25

2197:                                             ; preds = %2174, %2171
  %2198 = phi double [ %2133, %2171 ], [ %2193, %2174 ]
  %2199 = phi i64 [ 1, %2171 ], [ %2194, %2174 ]
  br i1 %1676, label %2209, label %2200

2200:                                             ; preds = %2197
  %2201 = getelementptr inbounds double, ptr %56, i64 %2199
  %2202 = load double, ptr %2201, align 8, !tbaa !9
  %2203 = getelementptr double, ptr %2173, i64 %2199
  %2204 = load double, ptr %2203, align 8, !tbaa !9
  %2205 = call double @cos(double noundef %2204) #14
  %2206 = fmul double %2198, 1.000000e-01
  %2207 = fmul double %2198, %2206
  %2208 = call double @llvm.fmuladd.f64(double %2202, double %2205, double %2207)
  store double %2208, ptr %2201, align 8, !tbaa !9
  br label %2209

2209:                                             ; preds = %2197, %2200
  %2210 = select i1 %1965, ptr %56, ptr %57
  %2211 = getelementptr i8, ptr %2210, i64 -8
  br i1 %1678, label %2235, label %2212

2212:                                             ; preds = %2209, %2212
  %2213 = phi double [ %2231, %2212 ], [ %2133, %2209 ]
  %2214 = phi i64 [ %2232, %2212 ], [ 1, %2209 ]
  %2215 = phi i64 [ %2233, %2212 ], [ 0, %2209 ]
  %2216 = getelementptr inbounds double, ptr %56, i64 %2214
  %2217 = load double, ptr %2216, align 8, !tbaa !9
  %2218 = getelementptr double, ptr %2211, i64 %2214
  %2219 = load double, ptr %2218, align 8, !tbaa !9
  %2220 = call double @cos(double noundef %2219) #14
  %2221 = fmul double %2213, 1.000000e-01
  %2222 = fmul double %2213, %2221
  %2223 = call double @llvm.fmuladd.f64(double %2217, double %2220, double %2222)
  store double %2223, ptr %2216, align 8, !tbaa !9
  %2224 = getelementptr inbounds double, ptr %212, i64 %2214
  %2225 = load double, ptr %2224, align 8, !tbaa !9
  %2226 = getelementptr double, ptr %2210, i64 %2214
  %2227 = load double, ptr %2226, align 8, !tbaa !9
  %2228 = call double @cos(double noundef %2227) #14
  %2229 = fmul double %2223, 1.000000e-01
  %2230 = fmul double %2223, %2229
  %2231 = call double @llvm.fmuladd.f64(double %2225, double %2228, double %2230)
  store double %2231, ptr %2224, align 8, !tbaa !9
  %2232 = add nuw nsw i64 %2214, 2
  %2233 = add i64 %2215, 2
  %2234 = icmp eq i64 %2233, %1679
  br i1 %2234, label %2235, label %2212, !llvm.loop !25

2235:                                             ; preds = %2212, %2209
  %2236 = phi double [ %2133, %2209 ], [ %2231, %2212 ]
  %2237 = phi i64 [ 1, %2209 ], [ %2232, %2212 ]
  br i1 %1680, label %2247, label %2238

2238:                                             ; preds = %2235
  %2239 = getelementptr inbounds double, ptr %56, i64 %2237
  %2240 = load double, ptr %2239, align 8, !tbaa !9
  %2241 = getelementptr double, ptr %2211, i64 %2237
  %2242 = load double, ptr %2241, align 8, !tbaa !9
  %2243 = call double @cos(double noundef %2242) #14
  %2244 = fmul double %2236, 1.000000e-01
  %2245 = fmul double %2236, %2244
  %2246 = call double @llvm.fmuladd.f64(double %2240, double %2243, double %2245)
  store double %2246, ptr %2239, align 8, !tbaa !9
  br label %2247

2247:                                             ; preds = %2235, %2238
  br label %2990

2248:                                             ; preds = %3019
  %2249 = select i1 %1965, ptr %19, ptr %20
  %2250 = getelementptr i8, ptr %2249, i64 -8
  %2251 = select i1 %1965, ptr %17, ptr %18
  %2252 = getelementptr i8, ptr %2251, i64 -8
  %2253 = mul nuw nsw i64 %1966, 1000
  %2254 = add nuw nsw i64 %2253, %260
  %2255 = select i1 %1965, ptr %13, ptr %14
  %2256 = getelementptr i8, ptr %2255, i64 -8
  %2257 = select i1 %1965, ptr %11, ptr %12
  %2258 = getelementptr i8, ptr %2257, i64 -8
  br label %2259

2259:                                             ; preds = %2248, %2987
  %2260 = phi i64 [ 0, %2248 ], [ %2988, %2987 ]
  %2261 = getelementptr inbounds [3 x [7 x double]], ptr %55, i64 0, i64 %2260
  %2262 = mul nuw nsw i64 %2260, 10
  %2263 = add nuw nsw i64 %2254, %2262
  br label %2264

2264:                                             ; preds = %2259, %2984
  %2265 = phi i64 [ 0, %2259 ], [ %2985, %2984 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %58) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %59) #14
  %2266 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %2265
  %2267 = load double, ptr %2266, align 8, !tbaa !9
  %2268 = call double @llvm.fabs.f64(double %2267)
  %2269 = fcmp ogt double %2268, 1.000000e+00
  %2270 = select i1 %2269, double %2268, double 1.000000e+00
  %2271 = fmul double %2270, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %58, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %59, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %2272 = getelementptr inbounds [7 x double], ptr %58, i64 0, i64 %2265
  %2273 = load double, ptr %2272, align 8, !tbaa !9
  %2274 = fadd double %2273, %2271
  store double %2274, ptr %2272, align 8, !tbaa !9
  %2275 = getelementptr inbounds [7 x double], ptr %59, i64 0, i64 %2265
  %2276 = load double, ptr %2275, align 8, !tbaa !9
  %2277 = fsub double %2276, %2271
  store double %2277, ptr %2275, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %19) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %20) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %19, ptr noundef nonnull readonly align 16 dereferenceable(56) %58, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %20, ptr noundef nonnull readonly align 16 dereferenceable(56) %52, i64 56, i1 false)
  %2278 = load i32, ptr @calls, align 4, !tbaa !11
  %2279 = add nsw i32 %2278, 1
  store i32 %2279, ptr @calls, align 4, !tbaa !11
  %2280 = load double, ptr %19, align 16, !tbaa !9
  br i1 %1682, label %2304, label %2281

2281:                                             ; preds = %2264, %2281
  %2282 = phi double [ %2300, %2281 ], [ %2280, %2264 ]
  %2283 = phi i64 [ %2301, %2281 ], [ 1, %2264 ]
  %2284 = phi i64 [ %2302, %2281 ], [ 0, %2264 ]
  %2285 = getelementptr inbounds double, ptr %19, i64 %2283
  %2286 = load double, ptr %2285, align 8, !tbaa !9
  %2287 = getelementptr double, ptr %2250, i64 %2283
  %2288 = load double, ptr %2287, align 8, !tbaa !9
  %2289 = call double @cos(double noundef %2288) #14
  %2290 = fmul double %2282, 1.000000e-01
  %2291 = fmul double %2282, %2290
  %2292 = call double @llvm.fmuladd.f64(double %2286, double %2289, double %2291)
  store double %2292, ptr %2285, align 8, !tbaa !9
  %2293 = getelementptr inbounds double, ptr %213, i64 %2283
  %2294 = load double, ptr %2293, align 8, !tbaa !9
  %2295 = getelementptr double, ptr %2249, i64 %2283
  %2296 = load double, ptr %2295, align 8, !tbaa !9
  %2297 = call double @cos(double noundef %2296) #14
  %2298 = fmul double %2292, 1.000000e-01
  %2299 = fmul double %2292, %2298
  %2300 = call double @llvm.fmuladd.f64(double %2294, double %2297, double %2299)
  store double %2300, ptr %2293, align 8, !tbaa !9
  %2301 = add nuw nsw i64 %2283, 2
  %2302 = add i64 %2284, 2
  %2303 = icmp eq i64 %2302, %1683
  br i1 %2303, label %2304, label %2281, !llvm.loop !25

2304:                                             ; preds = %2281, %2264
  %2305 = phi double [ %2280, %2264 ], [ %2300, %2281 ]
  %2306 = phi i64 [ 1, %2264 ], [ %2301, %2281 ]
  br i1 %1684, label %2316, label %2307

2307:                                             ; preds = %2304
  %2308 = getelementptr inbounds double, ptr %19, i64 %2306
  %2309 = load double, ptr %2308, align 8, !tbaa !9
  %2310 = getelementptr double, ptr %2250, i64 %2306
  %2311 = load double, ptr %2310, align 8, !tbaa !9
  %2312 = call double @cos(double noundef %2311) #14
  %2313 = fmul double %2305, 1.000000e-01
  %2314 = fmul double %2305, %2313
  %2315 = call double @llvm.fmuladd.f64(double %2309, double %2312, double %2314)
  store double %2315, ptr %2308, align 8, !tbaa !9
  br label %2316

2316:                                             ; preds = %2304, %2307
  br i1 %1686, label %2340, label %2317

2317:                                             ; preds = %2316, %2317
  %2318 = phi double [ %2336, %2317 ], [ %2280, %2316 ]
  %2319 = phi i64 [ %2337, %2317 ], [ 1, %2316 ]
  %2320 = phi i64 [ %2338, %2317 ], [ 0, %2316 ]
  %2321 = getelementptr inbounds double, ptr %19, i64 %2319
  %2322 = load double, ptr %2321, align 8, !tbaa !9
  %2323 = getelementptr double, ptr %2250, i64 %2319
  %2324 = load double, ptr %2323, align 8, !tbaa !9
  %2325 = call double @cos(double noundef %2324) #14
  %2326 = fmul double %2318, 1.000000e-01
  %2327 = fmul double %2318, %2326
  %2328 = call double @llvm.fmuladd.f64(double %2322, double %2325, double %2327)
  store double %2328, ptr %2321, align 8, !tbaa !9
  %2329 = getelementptr inbounds double, ptr %214, i64 %2319
  %2330 = load double, ptr %2329, align 8, !tbaa !9
  %2331 = getelementptr double, ptr %2249, i64 %2319
  %2332 = load double, ptr %2331, align 8, !tbaa !9
  %2333 = call double @cos(double noundef %2332) #14
  %2334 = fmul double %2328, 1.000000e-01
  %2335 = fmul double %2328, %2334
  %2336 = call double @llvm.fmuladd.f64(double %2330, double %2333, double %2335)
  store double %2336, ptr %2329, align 8, !tbaa !9
  %2337 = add nuw nsw i64 %2319, 2
  %2338 = add i64 %2320, 2
  %2339 = icmp eq i64 %2338, %1687
  br i1 %2339, label %2340, label %2317, !llvm.loop !25

2340:                                             ; preds = %2317, %2316
  %2341 = phi double [ %2280, %2316 ], [ %2336, %2317 ]
  %2342 = phi i64 [ 1, %2316 ], [ %2337, %2317 ]
  br i1 %1688, label %2352, label %2343

2343:                                             ; preds = %2340
  %2344 = getelementptr inbounds double, ptr %19, i64 %2342
  %2345 = load double, ptr %2344, align 8, !tbaa !9
  %2346 = getelementptr double, ptr %2250, i64 %2342
  %2347 = load double, ptr %2346, align 8, !tbaa !9
  %2348 = call double @cos(double noundef %2347) #14
  %2349 = fmul double %2341, 1.000000e-01
  %2350 = fmul double %2341, %2349
  %2351 = call double @llvm.fmuladd.f64(double %2345, double %2348, double %2350)
  store double %2351, ptr %2344, align 8, !tbaa !9
  br label %2352

2352:                                             ; preds = %2340, %2343
  br i1 %1690, label %2376, label %2353

2353:                                             ; preds = %2352, %2353
  %2354 = phi double [ %2372, %2353 ], [ %2280, %2352 ]
  %2355 = phi i64 [ %2373, %2353 ], [ 1, %2352 ]
  %2356 = phi i64 [ %2374, %2353 ], [ 0, %2352 ]
  %2357 = getelementptr inbounds double, ptr %19, i64 %2355
  %2358 = load double, ptr %2357, align 8, !tbaa !9
  %2359 = getelementptr double, ptr %2250, i64 %2355
  %2360 = load double, ptr %2359, align 8, !tbaa !9
  %2361 = call double @cos(double noundef %2360) #14
  %2362 = fmul double %2354, 1.000000e-01
  %2363 = fmul double %2354, %2362
  %2364 = call double @llvm.fmuladd.f64(double %2358, double %2361, double %2363)
  store double %2364, ptr %2357, align 8, !tbaa !9
  %2365 = getelementptr inbounds double, ptr %215, i64 %2355
  %2366 = load double, ptr %2365, align 8, !tbaa !9
  %2367 = getelementptr double, ptr %2249, i64 %2355
  %2368 = load double, ptr %2367, align 8, !tbaa !9
  %2369 = call double @cos(double noundef %2368) #14
  %2370 = fmul double %2364, 1.000000e-01
  %2371 = fmul double %2364, %2370
  %2372 = call double @llvm.fmuladd.f64(double %2366, double %2369, double %2371)
  store double %2372, ptr %2365, align 8, !tbaa !9
  %2373 = add nuw nsw i64 %2355, 2
  %2374 = add i64 %2356, 2
  %2375 = icmp eq i64 %2374, %1691
  br i1 %2375, label %2376, label %2353, !llvm.loop !25

2376:                                             ; preds = %2353, %2352
  %2377 = phi double [ %2280, %2352 ], [ %2372, %2353 ]
  %2378 = phi i64 [ 1, %2352 ], [ %2373, %2353 ]
  br i1 %1692, label %2388, label %2379

2379:                                             ; preds = %2376
  %2380 = getelementptr inbounds double, ptr %19, i64 %2378
  %2381 = load double, ptr %2380, align 8, !tbaa !9
  %2382 = getelementptr double, ptr %2250, i64 %2378
  %2383 = load double, ptr %2382, align 8, !tbaa !9
  %2384 = call double @cos(double noundef %2383) #14
  %2385 = fmul double %2377, 1.000000e-01
  %2386 = fmul double %2377, %2385
  %2387 = call double @llvm.fmuladd.f64(double %2381, double %2384, double %2386)
  store double %2387, ptr %2380, align 8, !tbaa !9
  br label %2388

2388:                                             ; preds = %2376, %2379
  br i1 %1694, label %2419, label %2389

2389:                                             ; preds = %2388, %2389
  %2390 = phi i64 [ %2416, %2389 ], [ 0, %2388 ]
  %2391 = phi double [ %2415, %2389 ], [ 0.000000e+00, %2388 ]
  %2392 = phi i64 [ %2417, %2389 ], [ 0, %2388 ]
  %2393 = getelementptr inbounds double, ptr %2261, i64 %2390
  %2394 = load double, ptr %2393, align 8, !tbaa !9
  %2395 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %2390
  %2396 = load double, ptr %2395, align 16, !tbaa !9
  %2397 = call double @llvm.fmuladd.f64(double %2394, double %2396, double %2391)
  %2398 = or disjoint i64 %2390, 1
  %2399 = getelementptr inbounds double, ptr %2261, i64 %2398
  %2400 = load double, ptr %2399, align 8, !tbaa !9
  %2401 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %2398
  %2402 = load double, ptr %2401, align 8, !tbaa !9
  %2403 = call double @llvm.fmuladd.f64(double %2400, double %2402, double %2397)
  %2404 = or disjoint i64 %2390, 2
  %2405 = getelementptr inbounds double, ptr %2261, i64 %2404
  %2406 = load double, ptr %2405, align 8, !tbaa !9
  %2407 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %2404
  %2408 = load double, ptr %2407, align 16, !tbaa !9
  %2409 = call double @llvm.fmuladd.f64(double %2406, double %2408, double %2403)
  %2410 = or disjoint i64 %2390, 3
  %2411 = getelementptr inbounds double, ptr %2261, i64 %2410
  %2412 = load double, ptr %2411, align 8, !tbaa !9
  %2413 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %2410
  %2414 = load double, ptr %2413, align 8, !tbaa !9
  %2415 = call double @llvm.fmuladd.f64(double %2412, double %2414, double %2409)
  %2416 = add nuw nsw i64 %2390, 4
  %2417 = add i64 %2392, 4
  %2418 = icmp eq i64 %2417, %1695
  br i1 %2418, label %2419, label %2389, !llvm.loop !26

2419:                                             ; preds = %2389, %2388
  %2420 = phi double [ poison, %2388 ], [ %2415, %2389 ]
  %2421 = phi i64 [ 0, %2388 ], [ %2416, %2389 ]
  %2422 = phi double [ 0.000000e+00, %2388 ], [ %2415, %2389 ]
  br i1 %1696, label %2435, label %2423

2423:                                             ; preds = %2419, %2423
  %2424 = phi i64 [ %2432, %2423 ], [ %2421, %2419 ]
  %2425 = phi double [ %2431, %2423 ], [ %2422, %2419 ]
  %2426 = phi i64 [ %2433, %2423 ], [ 0, %2419 ]
  %2427 = getelementptr inbounds double, ptr %2261, i64 %2424
  %2428 = load double, ptr %2427, align 8, !tbaa !9
  %2429 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %2424
  %2430 = load double, ptr %2429, align 8, !tbaa !9
  %2431 = call double @llvm.fmuladd.f64(double %2428, double %2430, double %2425)
  %2432 = add nuw nsw i64 %2424, 1
  %2433 = add i64 %2426, 1
  %2434 = icmp eq i64 %2433, %1693
  br i1 %2434, label %2435, label %2423, !llvm.loop !27

2435:                                             ; preds = %2423, %2419
  %2436 = phi double [ %2420, %2419 ], [ %2431, %2423 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %20) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %18) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %17, ptr noundef nonnull readonly align 16 dereferenceable(56) %59, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %18, ptr noundef nonnull readonly align 16 dereferenceable(56) %52, i64 56, i1 false)
  %2437 = load i32, ptr @calls, align 4, !tbaa !11
  %2438 = add nsw i32 %2437, 1
  store i32 %2438, ptr @calls, align 4, !tbaa !11
  %2439 = load double, ptr %17, align 16, !tbaa !9
  br i1 %1698, label %2463, label %2440

2440:                                             ; preds = %2435, %2440
  %2441 = phi double [ %2459, %2440 ], [ %2439, %2435 ]
  %2442 = phi i64 [ %2460, %2440 ], [ 1, %2435 ]
  %2443 = phi i64 [ %2461, %2440 ], [ 0, %2435 ]
  %2444 = getelementptr inbounds double, ptr %17, i64 %2442
  %2445 = load double, ptr %2444, align 8, !tbaa !9
  %2446 = getelementptr double, ptr %2252, i64 %2442
  %2447 = load double, ptr %2446, align 8, !tbaa !9
  %2448 = call double @cos(double noundef %2447) #14
  %2449 = fmul double %2441, 1.000000e-01
  %2450 = fmul double %2441, %2449
  %2451 = call double @llvm.fmuladd.f64(double %2445, double %2448, double %2450)
  store double %2451, ptr %2444, align 8, !tbaa !9
  %2452 = getelementptr inbounds double, ptr %216, i64 %2442
  %2453 = load double, ptr %2452, align 8, !tbaa !9
  %2454 = getelementptr double, ptr %2251, i64 %2442
  %2455 = load double, ptr %2454, align 8, !tbaa !9
  %2456 = call double @cos(double noundef %2455) #14
  %2457 = fmul double %2451, 1.000000e-01
  %2458 = fmul double %2451, %2457
  %2459 = call double @llvm.fmuladd.f64(double %2453, double %2456, double %2458)
  store double %2459, ptr %2452, align 8, !tbaa !9
  %2460 = add nuw nsw i64 %2442, 2
  %2461 = add i64 %2443, 2
  %2462 = icmp eq i64 %2461, %1699
  br i1 %2462, label %2463, label %2440, !llvm.loop !25

2463:                                             ; preds = %2440, %2435
  %2464 = phi double [ %2439, %2435 ], [ %2459, %2440 ]
  %2465 = phi i64 [ 1, %2435 ], [ %2460, %2440 ]
  br i1 %1700, label %2475, label %2466

2466:                                             ; preds = %2463
  %2467 = getelementptr inbounds double, ptr %17, i64 %2465
  %2468 = load double, ptr %2467, align 8, !tbaa !9
  %2469 = getelementptr double, ptr %2252, i64 %2465
  %2470 = load double, ptr %2469, align 8, !tbaa !9
  %2471 = call double @cos(double noundef %2470) #14
  %2472 = fmul double %2464, 1.000000e-01
  %2473 = fmul double %2464, %2472
  %2474 = call double @llvm.fmuladd.f64(double %2468, double %2471, double %2473)
  store double %2474, ptr %2467, align 8, !tbaa !9
  br label %2475

2475:                                             ; preds = %2463, %2466
  br i1 %1702, label %2499, label %2476

2476:                                             ; preds = %2475, %2476
  %2477 = phi double [ %2495, %2476 ], [ %2439, %2475 ]
  %2478 = phi i64 [ %2496, %2476 ], [ 1, %2475 ]
  %2479 = phi i64 [ %2497, %2476 ], [ 0, %2475 ]
  %2480 = getelementptr inbounds double, ptr %17, i64 %2478
  %2481 = load double, ptr %2480, align 8, !tbaa !9
  %2482 = getelementptr double, ptr %2252, i64 %2478
  %2483 = load double, ptr %2482, align 8, !tbaa !9
  %2484 = call double @cos(double noundef %2483) #14
  %2485 = fmul double %2477, 1.000000e-01
  %2486 = fmul double %2477, %2485
  %2487 = call double @llvm.fmuladd.f64(double %2481, double %2484, double %2486)
  store double %2487, ptr %2480, align 8, !tbaa !9
  %2488 = getelementptr inbounds double, ptr %217, i64 %2478
  %2489 = load double, ptr %2488, align 8, !tbaa !9
  %2490 = getelementptr double, ptr %2251, i64 %2478
  %2491 = load double, ptr %2490, align 8, !tbaa !9
  %2492 = call double @cos(double noundef %2491) #14
  %2493 = fmul double %2487, 1.000000e-01
  %2494 = fmul double %2487, %2493
  %2495 = call double @llvm.fmuladd.f64(double %2489, double %2492, double %2494)
  store double %2495, ptr %2488, align 8, !tbaa !9
  %2496 = add nuw nsw i64 %2478, 2
  %2497 = add i64 %2479, 2
  %2498 = icmp eq i64 %2497, %1703
  br i1 %2498, label %2499, label %2476, !llvm.loop !25

2499:                                             ; preds = %2476, %2475
  %2500 = phi double [ %2439, %2475 ], [ %2495, %2476 ]
  %2501 = phi i64 [ 1, %2475 ], [ %2496, %2476 ]
  br i1 %1704, label %2511, label %2502

2502:                                             ; preds = %2499
  %2503 = getelementptr inbounds double, ptr %17, i64 %2501
  %2504 = load double, ptr %2503, align 8, !tbaa !9
  %2505 = getelementptr double, ptr %2252, i64 %2501
  %2506 = load double, ptr %2505, align 8, !tbaa !9
  %2507 = call double @cos(double noundef %2506) #14
  %2508 = fmul double %2500, 1.000000e-01
  %2509 = fmul double %2500, %2508
  %2510 = call double @llvm.fmuladd.f64(double %2504, double %2507, double %2509)
  store double %2510, ptr %2503, align 8, !tbaa !9
  br label %2511

2511:                                             ; preds = %2499, %2502
  br i1 %1706, label %2535, label %2512

2512:                                             ; preds = %2511, %2512
  %2513 = phi double [ %2531, %2512 ], [ %2439, %2511 ]
  %2514 = phi i64 [ %2532, %2512 ], [ 1, %2511 ]
  %2515 = phi i64 [ %2533, %2512 ], [ 0, %2511 ]
  %2516 = getelementptr inbounds double, ptr %17, i64 %2514
  %2517 = load double, ptr %2516, align 8, !tbaa !9
  %2518 = getelementptr double, ptr %2252, i64 %2514
  %2519 = load double, ptr %2518, align 8, !tbaa !9
  %2520 = call double @cos(double noundef %2519) #14
  %2521 = fmul double %2513, 1.000000e-01
  %2522 = fmul double %2513, %2521
  %2523 = call double @llvm.fmuladd.f64(double %2517, double %2520, double %2522)
  store double %2523, ptr %2516, align 8, !tbaa !9
  %2524 = getelementptr inbounds double, ptr %218, i64 %2514
  %2525 = load double, ptr %2524, align 8, !tbaa !9
  %2526 = getelementptr double, ptr %2251, i64 %2514
  %2527 = load double, ptr %2526, align 8, !tbaa !9
  %2528 = call double @cos(double noundef %2527) #14
  %2529 = fmul double %2523, 1.000000e-01
  %2530 = fmul double %2523, %2529
  %2531 = call double @llvm.fmuladd.f64(double %2525, double %2528, double %2530)
  store double %2531, ptr %2524, align 8, !tbaa !9
  %2532 = add nuw nsw i64 %2514, 2
  %2533 = add i64 %2515, 2
  %2534 = icmp eq i64 %2533, %1707
  br i1 %2534, label %2535, label %2512, !llvm.loop !25

2535:                                             ; preds = %2512, %2511
  %2536 = phi double [ %2439, %2511 ], [ %2531, %2512 ]
  %2537 = phi i64 [ 1, %2511 ], [ %2532, %2512 ]
  br i1 %1708, label %2547, label %2538

2538:                                             ; preds = %2535
  %2539 = getelementptr inbounds double, ptr %17, i64 %2537
  %2540 = load double, ptr %2539, align 8, !tbaa !9
  %2541 = getelementptr double, ptr %2252, i64 %2537
  %2542 = load double, ptr %2541, align 8, !tbaa !9
  %2543 = call double @cos(double noundef %2542) #14
  %2544 = fmul double %2536, 1.000000e-01
  %2545 = fmul double %2536, %2544
  %2546 = call double @llvm.fmuladd.f64(double %2540, double %2543, double %2545)
  store double %2546, ptr %2539, align 8, !tbaa !9
  br label %2547

2547:                                             ; preds = %2535, %2538
  br i1 %1710, label %2578, label %2548

2548:                                             ; preds = %2547, %2548
  %2549 = phi i64 [ %2575, %2548 ], [ 0, %2547 ]
  %2550 = phi double [ %2574, %2548 ], [ 0.000000e+00, %2547 ]
  %2551 = phi i64 [ %2576, %2548 ], [ 0, %2547 ]
  %2552 = getelementptr inbounds double, ptr %2261, i64 %2549
  %2553 = load double, ptr %2552, align 8, !tbaa !9
  %2554 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %2549
  %2555 = load double, ptr %2554, align 16, !tbaa !9
  %2556 = call double @llvm.fmuladd.f64(double %2553, double %2555, double %2550)
  %2557 = or disjoint i64 %2549, 1
  %2558 = getelementptr inbounds double, ptr %2261, i64 %2557
  %2559 = load double, ptr %2558, align 8, !tbaa !9
  %2560 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %2557
  %2561 = load double, ptr %2560, align 8, !tbaa !9
  %2562 = call double @llvm.fmuladd.f64(double %2559, double %2561, double %2556)
  %2563 = or disjoint i64 %2549, 2
  %2564 = getelementptr inbounds double, ptr %2261, i64 %2563
  %2565 = load double, ptr %2564, align 8, !tbaa !9
  %2566 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %2563
  %2567 = load double, ptr %2566, align 16, !tbaa !9
  %2568 = call double @llvm.fmuladd.f64(double %2565, double %2567, double %2562)
  %2569 = or disjoint i64 %2549, 3
  %2570 = getelementptr inbounds double, ptr %2261, i64 %2569
  %2571 = load double, ptr %2570, align 8, !tbaa !9
  %2572 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %2569
  %2573 = load double, ptr %2572, align 8, !tbaa !9
  %2574 = call double @llvm.fmuladd.f64(double %2571, double %2573, double %2568)
  %2575 = add nuw nsw i64 %2549, 4
  %2576 = add i64 %2551, 4
  %2577 = icmp eq i64 %2576, %1711
  br i1 %2577, label %2578, label %2548, !llvm.loop !26

2578:                                             ; preds = %2548, %2547
  %2579 = phi double [ poison, %2547 ], [ %2574, %2548 ]
  %2580 = phi i64 [ 0, %2547 ], [ %2575, %2548 ]
  %2581 = phi double [ 0.000000e+00, %2547 ], [ %2574, %2548 ]
  br i1 %1712, label %2594, label %2582

2582:                                             ; preds = %2578, %2582
  %2583 = phi i64 [ %2591, %2582 ], [ %2580, %2578 ]
  %2584 = phi double [ %2590, %2582 ], [ %2581, %2578 ]
  %2585 = phi i64 [ %2592, %2582 ], [ 0, %2578 ]
  %2586 = getelementptr inbounds double, ptr %2261, i64 %2583
  %2587 = load double, ptr %2586, align 8, !tbaa !9
  %2588 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %2583
  %2589 = load double, ptr %2588, align 8, !tbaa !9
  %2590 = call double @llvm.fmuladd.f64(double %2587, double %2589, double %2584)
  %2591 = add nuw nsw i64 %2583, 1
  %2592 = add i64 %2585, 1
  %2593 = icmp eq i64 %2592, %1709
  br i1 %2593, label %2594, label %2582, !llvm.loop !29

2594:                                             ; preds = %2582, %2578
  %2595 = phi double [ %2579, %2578 ], [ %2590, %2582 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %17) #14
  %2596 = fsub double %2436, %2595
  %2597 = fmul double %2271, 2.000000e+00
  %2598 = fdiv double %2596, %2597
  %2599 = add nuw nsw i64 %2263, %2265
  %2600 = getelementptr inbounds [3 x [7 x double]], ptr %53, i64 0, i64 %2260, i64 %2265
  %2601 = load double, ptr %2600, align 8, !tbaa !9
  %2602 = call double @llvm.fabs.f64(double %2598)
  %2603 = fcmp ogt double %2602, 1.000000e+00
  %2604 = select i1 %2603, double %2602, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2601, ptr %16, align 8, !tbaa !9
  %2605 = load volatile double, ptr %16, align 8, !tbaa !9
  %2606 = call double @llvm.fabs.f64(double %2605)
  %2607 = fcmp ueq double %2606, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %2607, label %2620, label %2608

2608:                                             ; preds = %2594
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %2598, ptr %15, align 8, !tbaa !9
  %2609 = load volatile double, ptr %15, align 8, !tbaa !9
  %2610 = call double @llvm.fabs.f64(double %2609)
  %2611 = fcmp ueq double %2610, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %2611, label %2620, label %2612

2612:                                             ; preds = %2608
  %2613 = fsub double %2601, %2598
  %2614 = call double @llvm.fabs.f64(double %2613)
  %2615 = fmul double %2604, 0x3EB0C6F7A0B5ED8D
  %2616 = fcmp ugt double %2614, %2615
  br i1 %2616, label %2620, label %2617

2617:                                             ; preds = %2612
  %2618 = trunc nuw i64 %2599 to i32
  %2619 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2618, double noundef %2601, double noundef %2598, ptr noundef nonnull @.str.18)
  br label %2625

2620:                                             ; preds = %2612, %2608, %2594
  %2621 = trunc nuw i64 %2599 to i32
  %2622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2621, double noundef %2601, double noundef %2598, ptr noundef nonnull @.str.19)
  %2623 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2624 = add nsw i32 %2623, 1
  store i32 %2624, ptr @n_fail, align 4, !tbaa !11
  br label %2625

2625:                                             ; preds = %2620, %2617
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %60) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %61) #14
  %2626 = getelementptr inbounds [7 x double], ptr %52, i64 0, i64 %2265
  %2627 = load double, ptr %2626, align 8, !tbaa !9
  %2628 = call double @llvm.fabs.f64(double %2627)
  %2629 = fcmp ogt double %2628, 1.000000e+00
  %2630 = select i1 %2629, double %2628, double 1.000000e+00
  %2631 = fmul double %2630, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %60, ptr noundef nonnull align 16 dereferenceable(56) %52, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %61, ptr noundef nonnull align 16 dereferenceable(56) %52, i64 56, i1 false)
  %2632 = getelementptr inbounds [7 x double], ptr %60, i64 0, i64 %2265
  %2633 = load double, ptr %2632, align 8, !tbaa !9
  %2634 = fadd double %2633, %2631
  store double %2634, ptr %2632, align 8, !tbaa !9
  %2635 = getelementptr inbounds [7 x double], ptr %61, i64 0, i64 %2265
  %2636 = load double, ptr %2635, align 8, !tbaa !9
  %2637 = fsub double %2636, %2631
  store double %2637, ptr %2635, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %13, ptr noundef nonnull readonly align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %14, ptr noundef nonnull readonly align 16 dereferenceable(56) %60, i64 56, i1 false)
  %2638 = load i32, ptr @calls, align 4, !tbaa !11
  %2639 = add nsw i32 %2638, 1
  store i32 %2639, ptr @calls, align 4, !tbaa !11
  %2640 = load double, ptr %13, align 16, !tbaa !9
  br i1 %1714, label %2664, label %2641

2641:                                             ; preds = %2625, %2641
  %2642 = phi double [ %2660, %2641 ], [ %2640, %2625 ]
  %2643 = phi i64 [ %2661, %2641 ], [ 1, %2625 ]
  %2644 = phi i64 [ %2662, %2641 ], [ 0, %2625 ]
  %2645 = getelementptr inbounds double, ptr %13, i64 %2643
  %2646 = load double, ptr %2645, align 8, !tbaa !9
  %2647 = getelementptr double, ptr %2256, i64 %2643
  %2648 = load double, ptr %2647, align 8, !tbaa !9
  %2649 = call double @cos(double noundef %2648) #14
  %2650 = fmul double %2642, 1.000000e-01
  %2651 = fmul double %2642, %2650
  %2652 = call double @llvm.fmuladd.f64(double %2646, double %2649, double %2651)
  store double %2652, ptr %2645, align 8, !tbaa !9
  %2653 = getelementptr inbounds double, ptr %219, i64 %2643
  %2654 = load double, ptr %2653, align 8, !tbaa !9
  %2655 = getelementptr double, ptr %2255, i64 %2643
  %2656 = load double, ptr %2655, align 8, !tbaa !9
  %2657 = call double @cos(double noundef %2656) #14
  %2658 = fmul double %2652, 1.000000e-01
  %2659 = fmul double %2652, %2658
  %2660 = call double @llvm.fmuladd.f64(double %2654, double %2657, double %2659)
  store double %2660, ptr %2653, align 8, !tbaa !9
  %2661 = add nuw nsw i64 %2643, 2
  %2662 = add i64 %2644, 2
  %2663 = icmp eq i64 %2662, %1715
  br i1 %2663, label %2664, label %2641, !llvm.loop !25

2664:                                             ; preds = %2641, %2625
  %2665 = phi double [ %2640, %2625 ], [ %2660, %2641 ]
  %2666 = phi i64 [ 1, %2625 ], [ %2661, %2641 ]
  br i1 %1716, label %2676, label %2667

2667:                                             ; preds = %2664
  %2668 = getelementptr inbounds double, ptr %13, i64 %2666
  %2669 = load double, ptr %2668, align 8, !tbaa !9
  %2670 = getelementptr double, ptr %2256, i64 %2666
  %2671 = load double, ptr %2670, align 8, !tbaa !9
  %2672 = call double @cos(double noundef %2671) #14
  %2673 = fmul double %2665, 1.000000e-01
  %2674 = fmul double %2665, %2673
  %2675 = call double @llvm.fmuladd.f64(double %2669, double %2672, double %2674)
  store double %2675, ptr %2668, align 8, !tbaa !9
  br label %2676

2676:                                             ; preds = %2664, %2667
  br i1 %1718, label %2700, label %2677

2677:                                             ; preds = %2676, %2677
  %2678 = phi double [ %2696, %2677 ], [ %2640, %2676 ]
  %2679 = phi i64 [ %2697, %2677 ], [ 1, %2676 ]
  %2680 = phi i64 [ %2698, %2677 ], [ 0, %2676 ]
  %2681 = getelementptr inbounds double, ptr %13, i64 %2679
  %2682 = load double, ptr %2681, align 8, !tbaa !9
  %2683 = getelementptr double, ptr %2256, i64 %2679
  %2684 = load double, ptr %2683, align 8, !tbaa !9
  %2685 = call double @cos(double noundef %2684) #14
  %2686 = fmul double %2678, 1.000000e-01
  %2687 = fmul double %2678, %2686
  %2688 = call double @llvm.fmuladd.f64(double %2682, double %2685, double %2687)
  store double %2688, ptr %2681, align 8, !tbaa !9
  %2689 = getelementptr inbounds double, ptr %220, i64 %2679
  %2690 = load double, ptr %2689, align 8, !tbaa !9
  %2691 = getelementptr double, ptr %2255, i64 %2679
  %2692 = load double, ptr %2691, align 8, !tbaa !9
  %2693 = call double @cos(double noundef %2692) #14
  %2694 = fmul double %2688, 1.000000e-01
  %2695 = fmul double %2688, %2694
  %2696 = call double @llvm.fmuladd.f64(double %2690, double %2693, double %2695)
  store double %2696, ptr %2689, align 8, !tbaa !9
  %2697 = add nuw nsw i64 %2679, 2
  %2698 = add i64 %2680, 2
  %2699 = icmp eq i64 %2698, %1719
  br i1 %2699, label %2700, label %2677, !llvm.loop !25

2700:                                             ; preds = %2677, %2676
  %2701 = phi double [ %2640, %2676 ], [ %2696, %2677 ]
  %2702 = phi i64 [ 1, %2676 ], [ %2697, %2677 ]
  br i1 %1720, label %2712, label %2703

2703:                                             ; preds = %2700
  %2704 = getelementptr inbounds double, ptr %13, i64 %2702
  %2705 = load double, ptr %2704, align 8, !tbaa !9
  %2706 = getelementptr double, ptr %2256, i64 %2702
  %2707 = load double, ptr %2706, align 8, !tbaa !9
  %2708 = call double @cos(double noundef %2707) #14
  %2709 = fmul double %2701, 1.000000e-01
  %2710 = fmul double %2701, %2709
  %2711 = call double @llvm.fmuladd.f64(double %2705, double %2708, double %2710)
  store double %2711, ptr %2704, align 8, !tbaa !9
  br label %2712

2712:                                             ; preds = %2700, %2703
  br i1 %1722, label %2736, label %2713

2713:                                             ; preds = %2712, %2713
  %2714 = phi double [ %2732, %2713 ], [ %2640, %2712 ]
  %2715 = phi i64 [ %2733, %2713 ], [ 1, %2712 ]
  %2716 = phi i64 [ %2734, %2713 ], [ 0, %2712 ]
  %2717 = getelementptr inbounds double, ptr %13, i64 %2715
  %2718 = load double, ptr %2717, align 8, !tbaa !9
  %2719 = getelementptr double, ptr %2256, i64 %2715
  %2720 = load double, ptr %2719, align 8, !tbaa !9
  %2721 = call double @cos(double noundef %2720) #14
  %2722 = fmul double %2714, 1.000000e-01
  %2723 = fmul double %2714, %2722
  %2724 = call double @llvm.fmuladd.f64(double %2718, double %2721, double %2723)
  store double %2724, ptr %2717, align 8, !tbaa !9
  %2725 = getelementptr inbounds double, ptr %221, i64 %2715
  %2726 = load double, ptr %2725, align 8, !tbaa !9
  %2727 = getelementptr double, ptr %2255, i64 %2715
  %2728 = load double, ptr %2727, align 8, !tbaa !9
  %2729 = call double @cos(double noundef %2728) #14
  %2730 = fmul double %2724, 1.000000e-01
  %2731 = fmul double %2724, %2730
  %2732 = call double @llvm.fmuladd.f64(double %2726, double %2729, double %2731)
  store double %2732, ptr %2725, align 8, !tbaa !9
  %2733 = add nuw nsw i64 %2715, 2
  %2734 = add i64 %2716, 2
  %2735 = icmp eq i64 %2734, %1723
  br i1 %2735, label %2736, label %2713, !llvm.loop !25

2736:                                             ; preds = %2713, %2712
  %2737 = phi double [ %2640, %2712 ], [ %2732, %2713 ]
  %2738 = phi i64 [ 1, %2712 ], [ %2733, %2713 ]
  br i1 %1724, label %2748, label %2739

2739:                                             ; preds = %2736
  %2740 = getelementptr inbounds double, ptr %13, i64 %2738
  %2741 = load double, ptr %2740, align 8, !tbaa !9
  %2742 = getelementptr double, ptr %2256, i64 %2738
  %2743 = load double, ptr %2742, align 8, !tbaa !9
  %2744 = call double @cos(double noundef %2743) #14
  %2745 = fmul double %2737, 1.000000e-01
  %2746 = fmul double %2737, %2745
  %2747 = call double @llvm.fmuladd.f64(double %2741, double %2744, double %2746)
  store double %2747, ptr %2740, align 8, !tbaa !9
  br label %2748

2748:                                             ; preds = %2736, %2739
  br i1 %1726, label %2779, label %2749

2749:                                             ; preds = %2748, %2749
  %2750 = phi i64 [ %2776, %2749 ], [ 0, %2748 ]
  %2751 = phi double [ %2775, %2749 ], [ 0.000000e+00, %2748 ]
  %2752 = phi i64 [ %2777, %2749 ], [ 0, %2748 ]
  %2753 = getelementptr inbounds double, ptr %2261, i64 %2750
  %2754 = load double, ptr %2753, align 8, !tbaa !9
  %2755 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %2750
  %2756 = load double, ptr %2755, align 16, !tbaa !9
  %2757 = call double @llvm.fmuladd.f64(double %2754, double %2756, double %2751)
  %2758 = or disjoint i64 %2750, 1
  %2759 = getelementptr inbounds double, ptr %2261, i64 %2758
  %2760 = load double, ptr %2759, align 8, !tbaa !9
  %2761 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %2758
  %2762 = load double, ptr %2761, align 8, !tbaa !9
  %2763 = call double @llvm.fmuladd.f64(double %2760, double %2762, double %2757)
  %2764 = or disjoint i64 %2750, 2
  %2765 = getelementptr inbounds double, ptr %2261, i64 %2764
  %2766 = load double, ptr %2765, align 8, !tbaa !9
  %2767 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %2764
  %2768 = load double, ptr %2767, align 16, !tbaa !9
  %2769 = call double @llvm.fmuladd.f64(double %2766, double %2768, double %2763)
  %2770 = or disjoint i64 %2750, 3
  %2771 = getelementptr inbounds double, ptr %2261, i64 %2770
  %2772 = load double, ptr %2771, align 8, !tbaa !9
  %2773 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %2770
  %2774 = load double, ptr %2773, align 8, !tbaa !9
  %2775 = call double @llvm.fmuladd.f64(double %2772, double %2774, double %2769)
  %2776 = add nuw nsw i64 %2750, 4
  %2777 = add i64 %2752, 4
  %2778 = icmp eq i64 %2777, %1727
  br i1 %2778, label %2779, label %2749, !llvm.loop !26

2779:                                             ; preds = %2749, %2748
  %2780 = phi double [ poison, %2748 ], [ %2775, %2749 ]
  %2781 = phi i64 [ 0, %2748 ], [ %2776, %2749 ]
  %2782 = phi double [ 0.000000e+00, %2748 ], [ %2775, %2749 ]
  br i1 %1728, label %2795, label %2783

2783:                                             ; preds = %2779, %2783
  %2784 = phi i64 [ %2792, %2783 ], [ %2781, %2779 ]
  %2785 = phi double [ %2791, %2783 ], [ %2782, %2779 ]
  %2786 = phi i64 [ %2793, %2783 ], [ 0, %2779 ]
  %2787 = getelementptr inbounds double, ptr %2261, i64 %2784
  %2788 = load double, ptr %2787, align 8, !tbaa !9
  %2789 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %2784
  %2790 = load double, ptr %2789, align 8, !tbaa !9
  %2791 = call double @llvm.fmuladd.f64(double %2788, double %2790, double %2785)
  %2792 = add nuw nsw i64 %2784, 1
  %2793 = add i64 %2786, 1
  %2794 = icmp eq i64 %2793, %1725
  br i1 %2794, label %2795, label %2783, !llvm.loop !30

2795:                                             ; preds = %2783, %2779
  %2796 = phi double [ %2780, %2779 ], [ %2791, %2783 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %12) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %11, ptr noundef nonnull readonly align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %12, ptr noundef nonnull readonly align 16 dereferenceable(56) %61, i64 56, i1 false)
  %2797 = load i32, ptr @calls, align 4, !tbaa !11
  %2798 = add nsw i32 %2797, 1
  store i32 %2798, ptr @calls, align 4, !tbaa !11
  %2799 = load double, ptr %11, align 16, !tbaa !9
  br i1 %1730, label %2823, label %2800

2800:                                             ; preds = %2795, %2800
  %2801 = phi double [ %2819, %2800 ], [ %2799, %2795 ]
  %2802 = phi i64 [ %2820, %2800 ], [ 1, %2795 ]
  %2803 = phi i64 [ %2821, %2800 ], [ 0, %2795 ]
  %2804 = getelementptr inbounds double, ptr %11, i64 %2802
  %2805 = load double, ptr %2804, align 8, !tbaa !9
  %2806 = getelementptr double, ptr %2258, i64 %2802
  %2807 = load double, ptr %2806, align 8, !tbaa !9
  %2808 = call double @cos(double noundef %2807) #14
  %2809 = fmul double %2801, 1.000000e-01
  %2810 = fmul double %2801, %2809
  %2811 = call double @llvm.fmuladd.f64(double %2805, double %2808, double %2810)
  store double %2811, ptr %2804, align 8, !tbaa !9
  %2812 = getelementptr inbounds double, ptr %222, i64 %2802
  %2813 = load double, ptr %2812, align 8, !tbaa !9
  %2814 = getelementptr double, ptr %2257, i64 %2802
  %2815 = load double, ptr %2814, align 8, !tbaa !9
  %2816 = call double @cos(double noundef %2815) #14
  %2817 = fmul double %2811, 1.000000e-01
  %2818 = fmul double %2811, %2817
  %2819 = call double @llvm.fmuladd.f64(double %2813, double %2816, double %2818)
  store double %2819, ptr %2812, align 8, !tbaa !9
  %2820 = add nuw nsw i64 %2802, 2
  %2821 = add i64 %2803, 2
  %2822 = icmp eq i64 %2821, %1731
  br i1 %2822, label %2823, label %2800, !llvm.loop !25

2823:                                             ; preds = %2800, %2795
  %2824 = phi double [ %2799, %2795 ], [ %2819, %2800 ]
  %2825 = phi i64 [ 1, %2795 ], [ %2820, %2800 ]
  br i1 %1732, label %2835, label %2826

2826:                                             ; preds = %2823
  %2827 = getelementptr inbounds double, ptr %11, i64 %2825
  %2828 = load double, ptr %2827, align 8, !tbaa !9
  %2829 = getelementptr double, ptr %2258, i64 %2825
  %2830 = load double, ptr %2829, align 8, !tbaa !9
  %2831 = call double @cos(double noundef %2830) #14
  %2832 = fmul double %2824, 1.000000e-01
  %2833 = fmul double %2824, %2832
  %2834 = call double @llvm.fmuladd.f64(double %2828, double %2831, double %2833)
  store double %2834, ptr %2827, align 8, !tbaa !9
  br label %2835

2835:                                             ; preds = %2823, %2826
  br i1 %1734, label %2859, label %2836

2836:                                             ; preds = %2835, %2836
  %2837 = phi double [ %2855, %2836 ], [ %2799, %2835 ]
  %2838 = phi i64 [ %2856, %2836 ], [ 1, %2835 ]
  %2839 = phi i64 [ %2857, %2836 ], [ 0, %2835 ]
  %2840 = getelementptr inbounds double, ptr %11, i64 %2838
  %2841 = load double, ptr %2840, align 8, !tbaa !9
  %2842 = getelementptr double, ptr %2258, i64 %2838
  %2843 = load double, ptr %2842, align 8, !tbaa !9
  %2844 = call double @cos(double noundef %2843) #14
  %2845 = fmul double %2837, 1.000000e-01
  %2846 = fmul double %2837, %2845
  %2847 = call double @llvm.fmuladd.f64(double %2841, double %2844, double %2846)
  store double %2847, ptr %2840, align 8, !tbaa !9
  %2848 = getelementptr inbounds double, ptr %223, i64 %2838
  %2849 = load double, ptr %2848, align 8, !tbaa !9
  %2850 = getelementptr double, ptr %2257, i64 %2838
  %2851 = load double, ptr %2850, align 8, !tbaa !9
  %2852 = call double @cos(double noundef %2851) #14
  %2853 = fmul double %2847, 1.000000e-01
  %2854 = fmul double %2847, %2853
  %2855 = call double @llvm.fmuladd.f64(double %2849, double %2852, double %2854)
  store double %2855, ptr %2848, align 8, !tbaa !9
  %2856 = add nuw nsw i64 %2838, 2
  %2857 = add i64 %2839, 2
  %2858 = icmp eq i64 %2857, %1735
  br i1 %2858, label %2859, label %2836, !llvm.loop !25

2859:                                             ; preds = %2836, %2835
  %2860 = phi double [ %2799, %2835 ], [ %2855, %2836 ]
  %2861 = phi i64 [ 1, %2835 ], [ %2856, %2836 ]
  br i1 %1736, label %2871, label %2862

2862:                                             ; preds = %2859
  %2863 = getelementptr inbounds double, ptr %11, i64 %2861
  %2864 = load double, ptr %2863, align 8, !tbaa !9
  %2865 = getelementptr double, ptr %2258, i64 %2861
  %2866 = load double, ptr %2865, align 8, !tbaa !9
  %2867 = call double @cos(double noundef %2866) #14
  %2868 = fmul double %2860, 1.000000e-01
  %2869 = fmul double %2860, %2868
  %2870 = call double @llvm.fmuladd.f64(double %2864, double %2867, double %2869)
  store double %2870, ptr %2863, align 8, !tbaa !9
  br label %2871

2871:                                             ; preds = %2859, %2862
  br i1 %1738, label %2895, label %2872

2872:                                             ; preds = %2871, %2872
  %2873 = phi double [ %2891, %2872 ], [ %2799, %2871 ]
  %2874 = phi i64 [ %2892, %2872 ], [ 1, %2871 ]
  %2875 = phi i64 [ %2893, %2872 ], [ 0, %2871 ]
  %2876 = getelementptr inbounds double, ptr %11, i64 %2874
  %2877 = load double, ptr %2876, align 8, !tbaa !9
  %2878 = getelementptr double, ptr %2258, i64 %2874
  %2879 = load double, ptr %2878, align 8, !tbaa !9
  %2880 = call double @cos(double noundef %2879) #14
  %2881 = fmul double %2873, 1.000000e-01
  %2882 = fmul double %2873, %2881
  %2883 = call double @llvm.fmuladd.f64(double %2877, double %2880, double %2882)
  store double %2883, ptr %2876, align 8, !tbaa !9
  %2884 = getelementptr inbounds double, ptr %224, i64 %2874
  %2885 = load double, ptr %2884, align 8, !tbaa !9
  %2886 = getelementptr double, ptr %2257, i64 %2874
  %2887 = load double, ptr %2886, align 8, !tbaa !9
  %2888 = call double @cos(double noundef %2887) #14
  %2889 = fmul double %2883, 1.000000e-01
  %2890 = fmul double %2883, %2889
  %2891 = call double @llvm.fmuladd.f64(double %2885, double %2888, double %2890)
  store double %2891, ptr %2884, align 8, !tbaa !9
  %2892 = add nuw nsw i64 %2874, 2
  %2893 = add i64 %2875, 2
  %2894 = icmp eq i64 %2893, %1739
  br i1 %2894, label %2895, label %2872, !llvm.loop !25

2895:                                             ; preds = %2872, %2871
  %2896 = phi double [ %2799, %2871 ], [ %2891, %2872 ]
  %2897 = phi i64 [ 1, %2871 ], [ %2892, %2872 ]
  br i1 %1740, label %2907, label %2898

2898:                                             ; preds = %2895
  %2899 = getelementptr inbounds double, ptr %11, i64 %2897
  %2900 = load double, ptr %2899, align 8, !tbaa !9
  %2901 = getelementptr double, ptr %2258, i64 %2897
  %2902 = load double, ptr %2901, align 8, !tbaa !9
  %2903 = call double @cos(double noundef %2902) #14
  %2904 = fmul double %2896, 1.000000e-01
  %2905 = fmul double %2896, %2904
  %2906 = call double @llvm.fmuladd.f64(double %2900, double %2903, double %2905)
  store double %2906, ptr %2899, align 8, !tbaa !9
  br label %2907

2907:                                             ; preds = %2895, %2898
  br i1 %1742, label %2938, label %2908

2908:                                             ; preds = %2907, %2908
  %2909 = phi i64 [ %2935, %2908 ], [ 0, %2907 ]
  %2910 = phi double [ %2934, %2908 ], [ 0.000000e+00, %2907 ]
  %2911 = phi i64 [ %2936, %2908 ], [ 0, %2907 ]
  %2912 = getelementptr inbounds double, ptr %2261, i64 %2909
  %2913 = load double, ptr %2912, align 8, !tbaa !9
  %2914 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %2909
  %2915 = load double, ptr %2914, align 16, !tbaa !9
  %2916 = call double @llvm.fmuladd.f64(double %2913, double %2915, double %2910)
  %2917 = or disjoint i64 %2909, 1
  %2918 = getelementptr inbounds double, ptr %2261, i64 %2917
  %2919 = load double, ptr %2918, align 8, !tbaa !9
  %2920 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %2917
  %2921 = load double, ptr %2920, align 8, !tbaa !9
  %2922 = call double @llvm.fmuladd.f64(double %2919, double %2921, double %2916)
  %2923 = or disjoint i64 %2909, 2
  %2924 = getelementptr inbounds double, ptr %2261, i64 %2923
  %2925 = load double, ptr %2924, align 8, !tbaa !9
  %2926 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %2923
  %2927 = load double, ptr %2926, align 16, !tbaa !9
  %2928 = call double @llvm.fmuladd.f64(double %2925, double %2927, double %2922)
  %2929 = or disjoint i64 %2909, 3
  %2930 = getelementptr inbounds double, ptr %2261, i64 %2929
  %2931 = load double, ptr %2930, align 8, !tbaa !9
  %2932 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %2929
  %2933 = load double, ptr %2932, align 8, !tbaa !9
  %2934 = call double @llvm.fmuladd.f64(double %2931, double %2933, double %2928)
  %2935 = add nuw nsw i64 %2909, 4
  %2936 = add i64 %2911, 4
  %2937 = icmp eq i64 %2936, %1743
  br i1 %2937, label %2938, label %2908, !llvm.loop !26

2938:                                             ; preds = %2908, %2907
  %2939 = phi double [ poison, %2907 ], [ %2934, %2908 ]
  %2940 = phi i64 [ 0, %2907 ], [ %2935, %2908 ]
  %2941 = phi double [ 0.000000e+00, %2907 ], [ %2934, %2908 ]
  br i1 %1744, label %2954, label %2942

2942:                                             ; preds = %2938, %2942
  %2943 = phi i64 [ %2951, %2942 ], [ %2940, %2938 ]
  %2944 = phi double [ %2950, %2942 ], [ %2941, %2938 ]
  %2945 = phi i64 [ %2952, %2942 ], [ 0, %2938 ]
  %2946 = getelementptr inbounds double, ptr %2261, i64 %2943
  %2947 = load double, ptr %2946, align 8, !tbaa !9
  %2948 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %2943
  %2949 = load double, ptr %2948, align 8, !tbaa !9
  %2950 = call double @llvm.fmuladd.f64(double %2947, double %2949, double %2944)
  %2951 = add nuw nsw i64 %2943, 1
  %2952 = add i64 %2945, 1
  %2953 = icmp eq i64 %2952, %1741
  br i1 %2953, label %2954, label %2942, !llvm.loop !31

2954:                                             ; preds = %2942, %2938
  %2955 = phi double [ %2939, %2938 ], [ %2950, %2942 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #14
  %2956 = fsub double %2796, %2955
  %2957 = fmul double %2631, 2.000000e+00
  %2958 = fdiv double %2956, %2957
  %2959 = getelementptr inbounds [3 x [7 x double]], ptr %54, i64 0, i64 %2260, i64 %2265
  %2960 = load double, ptr %2959, align 8, !tbaa !9
  %2961 = call double @llvm.fabs.f64(double %2958)
  %2962 = fcmp ogt double %2961, 1.000000e+00
  %2963 = select i1 %2962, double %2961, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %2960, ptr %10, align 8, !tbaa !9
  %2964 = load volatile double, ptr %10, align 8, !tbaa !9
  %2965 = call double @llvm.fabs.f64(double %2964)
  %2966 = fcmp ueq double %2965, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %2966, label %2979, label %2967

2967:                                             ; preds = %2954
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %2958, ptr %9, align 8, !tbaa !9
  %2968 = load volatile double, ptr %9, align 8, !tbaa !9
  %2969 = call double @llvm.fabs.f64(double %2968)
  %2970 = fcmp ueq double %2969, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %2970, label %2979, label %2971

2971:                                             ; preds = %2967
  %2972 = fsub double %2960, %2958
  %2973 = call double @llvm.fabs.f64(double %2972)
  %2974 = fmul double %2963, 0x3EB0C6F7A0B5ED8D
  %2975 = fcmp ugt double %2973, %2974
  br i1 %2975, label %2979, label %2976

2976:                                             ; preds = %2971
  %2977 = trunc nuw i64 %2599 to i32
  %2978 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %2977, double noundef %2960, double noundef %2958, ptr noundef nonnull @.str.18)
  br label %2984

2979:                                             ; preds = %2971, %2967, %2954
  %2980 = trunc nuw i64 %2599 to i32
  %2981 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %2980, double noundef %2960, double noundef %2958, ptr noundef nonnull @.str.19)
  %2982 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2983 = add nsw i32 %2982, 1
  store i32 %2983, ptr @n_fail, align 4, !tbaa !11
  br label %2984

2984:                                             ; preds = %2979, %2976
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %61) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %60) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %59) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %58) #14
  %2985 = add nuw nsw i64 %2265, 1
  %2986 = icmp eq i64 %2985, %1664
  br i1 %2986, label %2987, label %2264, !llvm.loop !32

2987:                                             ; preds = %2984
  %2988 = add nuw nsw i64 %2260, 1
  %2989 = icmp eq i64 %2988, 3
  br i1 %2989, label %3022, label %2259, !llvm.loop !33

2990:                                             ; preds = %2247, %3019
  %2991 = phi i64 [ %3020, %3019 ], [ 0, %2247 ]
  %2992 = getelementptr inbounds [7 x double], ptr %51, i64 0, i64 %2991
  %2993 = load double, ptr %2992, align 8, !tbaa !9
  %2994 = getelementptr inbounds [7 x double], ptr %56, i64 0, i64 %2991
  %2995 = load double, ptr %2994, align 8, !tbaa !9
  %2996 = call double @llvm.fabs.f64(double %2995)
  %2997 = fcmp ogt double %2996, 1.000000e+00
  %2998 = select i1 %2997, double %2996, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2993, ptr %22, align 8, !tbaa !9
  %2999 = load volatile double, ptr %22, align 8, !tbaa !9
  %3000 = call double @llvm.fabs.f64(double %2999)
  %3001 = fcmp ueq double %3000, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %3001, label %3014, label %3002

3002:                                             ; preds = %2990
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2995, ptr %21, align 8, !tbaa !9
  %3003 = load volatile double, ptr %21, align 8, !tbaa !9
  %3004 = call double @llvm.fabs.f64(double %3003)
  %3005 = fcmp ueq double %3004, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %3005, label %3014, label %3006

3006:                                             ; preds = %3002
  %3007 = fsub double %2993, %2995
  %3008 = call double @llvm.fabs.f64(double %3007)
  %3009 = fmul double %2998, 0x3D719799812DEA11
  %3010 = fcmp ugt double %3008, %3009
  br i1 %3010, label %3014, label %3011

3011:                                             ; preds = %3006
  %3012 = trunc nuw nsw i64 %2991 to i32
  %3013 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %3012, double noundef %2993, double noundef %2995, ptr noundef nonnull @.str.18)
  br label %3019

3014:                                             ; preds = %3006, %3002, %2990
  %3015 = trunc nuw nsw i64 %2991 to i32
  %3016 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %3015, double noundef %2993, double noundef %2995, ptr noundef nonnull @.str.19)
  %3017 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3018 = add nsw i32 %3017, 1
  store i32 %3018, ptr @n_fail, align 4, !tbaa !11
  br label %3019

3019:                                             ; preds = %3011, %3014
  %3020 = add nuw nsw i64 %2991, 1
  %3021 = icmp eq i64 %3020, %1663
  br i1 %3021, label %2248, label %2990, !llvm.loop !34

3022:                                             ; preds = %2987
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %55) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %54) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %53) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %51) #14
  br i1 %1965, label %1964, label %1833, !llvm.loop !35

3023:                                             ; preds = %3097, %3100
  %3024 = zext nneg i32 %988 to i64
  br label %3106

3025:                                             ; preds = %1946
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1925, ptr %7, align 8, !tbaa !9
  %3026 = load volatile double, ptr %7, align 8, !tbaa !9
  %3027 = call double @llvm.fabs.f64(double %3026)
  %3028 = fcmp ueq double %3027, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %3028, label %3036, label %3029

3029:                                             ; preds = %3025
  %3030 = fsub double %1960, %1925
  %3031 = call double @llvm.fabs.f64(double %3030)
  %3032 = fcmp ugt double %3031, %1955
  br i1 %3032, label %3036, label %3033

3033:                                             ; preds = %3029
  %3034 = trunc nuw nsw i64 %1951 to i32
  %3035 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3034, double noundef %1960, double noundef %1925, ptr noundef nonnull @.str.18)
  br label %3041

3036:                                             ; preds = %3029, %3025, %1946
  %3037 = trunc nuw nsw i64 %1951 to i32
  %3038 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3037, double noundef %1960, double noundef %1925, ptr noundef nonnull @.str.19)
  %3039 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3040 = add nsw i32 %3039, 1
  store i32 %3040, ptr @n_fail, align 4, !tbaa !11
  br label %3041

3041:                                             ; preds = %3033, %3036
  %3042 = load double, ptr %186, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3042, ptr %6, align 8, !tbaa !9
  %3043 = load volatile double, ptr %6, align 8, !tbaa !9
  %3044 = call double @llvm.fabs.f64(double %3043)
  %3045 = fcmp ueq double %3044, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %3045, label %3057, label %3046

3046:                                             ; preds = %3041
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1950, ptr %5, align 8, !tbaa !9
  %3047 = load volatile double, ptr %5, align 8, !tbaa !9
  %3048 = call double @llvm.fabs.f64(double %3047)
  %3049 = fcmp ueq double %3048, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %3049, label %3057, label %3050

3050:                                             ; preds = %3046
  %3051 = fsub double %3042, %1950
  %3052 = call double @llvm.fabs.f64(double %3051)
  %3053 = fcmp ugt double %3052, %1959
  br i1 %3053, label %3057, label %3054

3054:                                             ; preds = %3050
  %3055 = trunc nuw nsw i64 %1951 to i32
  %3056 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3055, double noundef %3042, double noundef %1950, ptr noundef nonnull @.str.18)
  br label %3062

3057:                                             ; preds = %3050, %3046, %3041
  %3058 = trunc nuw nsw i64 %1951 to i32
  %3059 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3058, double noundef %3042, double noundef %1950, ptr noundef nonnull @.str.19)
  %3060 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3061 = add nsw i32 %3060, 1
  store i32 %3061, ptr @n_fail, align 4, !tbaa !11
  br label %3062

3062:                                             ; preds = %3054, %3057
  %3063 = or disjoint i64 %1951, 1
  %3064 = load double, ptr %207, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %3064, ptr %8, align 8, !tbaa !9
  %3065 = load volatile double, ptr %8, align 8, !tbaa !9
  %3066 = call double @llvm.fabs.f64(double %3065)
  %3067 = fcmp ueq double %3066, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %3067, label %3079, label %3068

3068:                                             ; preds = %3062
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1925, ptr %7, align 8, !tbaa !9
  %3069 = load volatile double, ptr %7, align 8, !tbaa !9
  %3070 = call double @llvm.fabs.f64(double %3069)
  %3071 = fcmp ueq double %3070, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %3071, label %3079, label %3072

3072:                                             ; preds = %3068
  %3073 = fsub double %3064, %1925
  %3074 = call double @llvm.fabs.f64(double %3073)
  %3075 = fcmp ugt double %3074, %1955
  br i1 %3075, label %3079, label %3076

3076:                                             ; preds = %3072
  %3077 = trunc nuw nsw i64 %3063 to i32
  %3078 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3077, double noundef %3064, double noundef %1925, ptr noundef nonnull @.str.18)
  br label %3084

3079:                                             ; preds = %3072, %3068, %3062
  %3080 = trunc nuw nsw i64 %3063 to i32
  %3081 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3080, double noundef %3064, double noundef %1925, ptr noundef nonnull @.str.19)
  %3082 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3083 = add nsw i32 %3082, 1
  store i32 %3083, ptr @n_fail, align 4, !tbaa !11
  br label %3084

3084:                                             ; preds = %3079, %3076
  %3085 = load double, ptr %208, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3085, ptr %6, align 8, !tbaa !9
  %3086 = load volatile double, ptr %6, align 8, !tbaa !9
  %3087 = call double @llvm.fabs.f64(double %3086)
  %3088 = fcmp ueq double %3087, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %3088, label %3100, label %3089

3089:                                             ; preds = %3084
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1950, ptr %5, align 8, !tbaa !9
  %3090 = load volatile double, ptr %5, align 8, !tbaa !9
  %3091 = call double @llvm.fabs.f64(double %3090)
  %3092 = fcmp ueq double %3091, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %3092, label %3100, label %3093

3093:                                             ; preds = %3089
  %3094 = fsub double %3085, %1950
  %3095 = call double @llvm.fabs.f64(double %3094)
  %3096 = fcmp ugt double %3095, %1959
  br i1 %3096, label %3100, label %3097

3097:                                             ; preds = %3093
  %3098 = trunc nuw nsw i64 %3063 to i32
  %3099 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3098, double noundef %3085, double noundef %1950, ptr noundef nonnull @.str.18)
  br label %3023

3100:                                             ; preds = %3093, %3089, %3084
  %3101 = trunc nuw nsw i64 %3063 to i32
  %3102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3101, double noundef %3085, double noundef %1950, ptr noundef nonnull @.str.19)
  %3103 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3104 = add nsw i32 %3103, 1
  store i32 %3104, ptr @n_fail, align 4, !tbaa !11
  br label %3023

3105:                                             ; preds = %3214
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %63) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %62) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #14
  br i1 %232, label %231, label %225, !llvm.loop !36

3106:                                             ; preds = %3023, %3214
  %3107 = phi i64 [ 0, %3023 ], [ %3215, %3214 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %65) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %66) #14
  %3108 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %3107
  %3109 = load double, ptr %3108, align 8, !tbaa !9
  %3110 = call double @llvm.fabs.f64(double %3109)
  %3111 = fcmp ogt double %3110, 1.000000e+00
  %3112 = select i1 %3111, double %3110, double 1.000000e+00
  %3113 = fmul double %3112, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %65, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %66, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %3114 = getelementptr inbounds [7 x double], ptr %65, i64 0, i64 %3107
  %3115 = load double, ptr %3114, align 8, !tbaa !9
  %3116 = fadd double %3115, %3113
  store double %3116, ptr %3114, align 8, !tbaa !9
  %3117 = getelementptr inbounds [7 x double], ptr %66, i64 0, i64 %3107
  %3118 = load double, ptr %3117, align 8, !tbaa !9
  %3119 = fsub double %3118, %3113
  store double %3119, ptr %3117, align 8, !tbaa !9
  %3120 = load i32, ptr @calls, align 4, !tbaa !11
  %3121 = add nsw i32 %3120, 1
  store i32 %3121, ptr @calls, align 4, !tbaa !11
  br label %3122

3122:                                             ; preds = %3122, %3106
  %3123 = phi i64 [ 0, %3106 ], [ %3137, %3122 ]
  %3124 = phi double [ 0.000000e+00, %3106 ], [ %3136, %3122 ]
  %3125 = getelementptr inbounds double, ptr %65, i64 %3123
  %3126 = load double, ptr %3125, align 8, !tbaa !9
  %3127 = fmul double %3126, %3126
  %3128 = call double @llvm.fmuladd.f64(double %3127, double 0x3FE6666666666666, double 1.000000e+00)
  %3129 = call double @log(double noundef %3128) #14
  %3130 = trunc nuw nsw i64 %3123 to i32
  %3131 = uitofp nneg i32 %3130 to double
  %3132 = fmul double %3131, -4.000000e-01
  %3133 = call double @cos(double noundef %3132) #14
  %3134 = fmul double %3126, 0xBFD1EB851EB851EB
  %3135 = call double @llvm.fmuladd.f64(double %3129, double %3133, double %3134)
  %3136 = fadd double %3124, %3135
  %3137 = add nuw nsw i64 %3123, 1
  %3138 = icmp eq i64 %3137, %263
  br i1 %3138, label %3139, label %3122, !llvm.loop !24

3139:                                             ; preds = %3122
  %3140 = load i32, ptr @calls, align 4, !tbaa !11
  %3141 = add nsw i32 %3140, 1
  store i32 %3141, ptr @calls, align 4, !tbaa !11
  br label %3142

3142:                                             ; preds = %3142, %3139
  %3143 = phi i64 [ 0, %3139 ], [ %3157, %3142 ]
  %3144 = phi double [ 0.000000e+00, %3139 ], [ %3156, %3142 ]
  %3145 = getelementptr inbounds double, ptr %66, i64 %3143
  %3146 = load double, ptr %3145, align 8, !tbaa !9
  %3147 = fmul double %3146, %3146
  %3148 = call double @llvm.fmuladd.f64(double %3147, double 0x3FE6666666666666, double 1.000000e+00)
  %3149 = call double @log(double noundef %3148) #14
  %3150 = trunc nuw nsw i64 %3143 to i32
  %3151 = uitofp nneg i32 %3150 to double
  %3152 = fmul double %3151, -4.000000e-01
  %3153 = call double @cos(double noundef %3152) #14
  %3154 = fmul double %3146, 0xBFD1EB851EB851EB
  %3155 = call double @llvm.fmuladd.f64(double %3149, double %3153, double %3154)
  %3156 = fadd double %3144, %3155
  %3157 = add nuw nsw i64 %3143, 1
  %3158 = icmp eq i64 %3157, %263
  br i1 %3158, label %3159, label %3142, !llvm.loop !24

3159:                                             ; preds = %3142
  %3160 = fmul double %3136, %3136
  %3161 = fmul double %3156, %3156
  %3162 = fsub double %3160, %3161
  %3163 = fmul double %3113, 2.000000e+00
  %3164 = fdiv double %3162, %3163
  %3165 = add nuw nsw i64 %3107, %1951
  %3166 = getelementptr inbounds [7 x double], ptr %62, i64 0, i64 %3107
  %3167 = load double, ptr %3166, align 8, !tbaa !9
  %3168 = call double @llvm.fabs.f64(double %3164)
  %3169 = fcmp ogt double %3168, 1.000000e+00
  %3170 = select i1 %3169, double %3168, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %3167, ptr %4, align 8, !tbaa !9
  %3171 = load volatile double, ptr %4, align 8, !tbaa !9
  %3172 = call double @llvm.fabs.f64(double %3171)
  %3173 = fcmp ueq double %3172, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %3173, label %3186, label %3174

3174:                                             ; preds = %3159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %3164, ptr %3, align 8, !tbaa !9
  %3175 = load volatile double, ptr %3, align 8, !tbaa !9
  %3176 = call double @llvm.fabs.f64(double %3175)
  %3177 = fcmp ueq double %3176, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %3177, label %3186, label %3178

3178:                                             ; preds = %3174
  %3179 = fsub double %3167, %3164
  %3180 = call double @llvm.fabs.f64(double %3179)
  %3181 = fmul double %3170, 0x3EB0C6F7A0B5ED8D
  %3182 = fcmp ugt double %3180, %3181
  br i1 %3182, label %3186, label %3183

3183:                                             ; preds = %3178
  %3184 = trunc nuw i64 %3165 to i32
  %3185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %3184, double noundef %3167, double noundef %3164, ptr noundef nonnull @.str.18)
  br label %3191

3186:                                             ; preds = %3178, %3174, %3159
  %3187 = trunc nuw i64 %3165 to i32
  %3188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %3187, double noundef %3167, double noundef %3164, ptr noundef nonnull @.str.19)
  %3189 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3190 = add nsw i32 %3189, 1
  store i32 %3190, ptr @n_fail, align 4, !tbaa !11
  br label %3191

3191:                                             ; preds = %3183, %3186
  %3192 = getelementptr inbounds [7 x double], ptr %63, i64 0, i64 %3107
  %3193 = load double, ptr %3192, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %3193, ptr %2, align 8, !tbaa !9
  %3194 = load volatile double, ptr %2, align 8, !tbaa !9
  %3195 = call double @llvm.fabs.f64(double %3194)
  %3196 = fcmp ueq double %3195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %3196, label %3209, label %3197

3197:                                             ; preds = %3191
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %3164, ptr %1, align 8, !tbaa !9
  %3198 = load volatile double, ptr %1, align 8, !tbaa !9
  %3199 = call double @llvm.fabs.f64(double %3198)
  %3200 = fcmp ueq double %3199, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %3200, label %3209, label %3201

3201:                                             ; preds = %3197
  %3202 = fsub double %3193, %3164
  %3203 = call double @llvm.fabs.f64(double %3202)
  %3204 = fmul double %3170, 0x3EB0C6F7A0B5ED8D
  %3205 = fcmp ugt double %3203, %3204
  br i1 %3205, label %3209, label %3206

3206:                                             ; preds = %3201
  %3207 = trunc nuw i64 %3165 to i32
  %3208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %3207, double noundef %3193, double noundef %3164, ptr noundef nonnull @.str.18)
  br label %3214

3209:                                             ; preds = %3201, %3197, %3191
  %3210 = trunc nuw i64 %3165 to i32
  %3211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %3210, double noundef %3193, double noundef %3164, ptr noundef nonnull @.str.19)
  %3212 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3213 = add nsw i32 %3212, 1
  store i32 %3213, ptr @n_fail, align 4, !tbaa !11
  br label %3214

3214:                                             ; preds = %3206, %3209
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %66) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %65) #14
  %3215 = add nuw nsw i64 %3107, 1
  %3216 = icmp eq i64 %3215, %3024
  br i1 %3216, label %3105, label %3106, !llvm.loop !37
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
  br i1 %84, label %85, label %55, !llvm.loop !15

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
  br i1 %104, label %30, label %51, !llvm.loop !16

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
  br i1 %127, label %13, label %105, !llvm.loop !13

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

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #5 {
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
  %27 = tail call double @cos(double noundef %26) #14
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
  %37 = tail call double @cos(double noundef %36) #14
  %38 = getelementptr inbounds double, ptr %0, i64 %20
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = fmul double %39, 1.000000e-01
  %41 = fmul double %39, %40
  %42 = tail call double @llvm.fmuladd.f64(double %34, double %37, double %41)
  store double %42, ptr %33, align 8, !tbaa !9
  %43 = add nuw nsw i64 %20, 2
  %44 = add i64 %21, 2
  %45 = icmp eq i64 %44, %17
  br i1 %45, label %46, label %19, !llvm.loop !25

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
  %55 = tail call double @cos(double noundef %54) #14
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
  %75 = tail call double @cos(double noundef %74) #14
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
  %85 = tail call double @cos(double noundef %84) #14
  %86 = getelementptr inbounds double, ptr %0, i64 %68
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = fmul double %87, 1.000000e-01
  %89 = fmul double %87, %88
  %90 = tail call double @llvm.fmuladd.f64(double %82, double %85, double %89)
  store double %90, ptr %81, align 8, !tbaa !9
  %91 = add nuw nsw i64 %68, 2
  %92 = add i64 %69, 2
  %93 = icmp eq i64 %92, %65
  br i1 %93, label %94, label %67, !llvm.loop !25

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
  %103 = tail call double @cos(double noundef %102) #14
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
  %123 = tail call double @cos(double noundef %122) #14
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
  %133 = tail call double @cos(double noundef %132) #14
  %134 = getelementptr inbounds double, ptr %0, i64 %116
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = fmul double %135, 1.000000e-01
  %137 = fmul double %135, %136
  %138 = tail call double @llvm.fmuladd.f64(double %130, double %133, double %137)
  store double %138, ptr %129, align 8, !tbaa !9
  %139 = add nuw nsw i64 %116, 2
  %140 = add i64 %117, 2
  %141 = icmp eq i64 %140, %113
  br i1 %141, label %142, label %115, !llvm.loop !25

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
  %151 = tail call double @cos(double noundef %150) #14
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
  br i1 %31, label %11, label %14, !llvm.loop !24
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
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !28}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !28}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
