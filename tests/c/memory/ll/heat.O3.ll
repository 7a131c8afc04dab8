; ModuleID = 'heat.c'
source_filename = "heat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.steps = internal unnamed_addr constant [3 x i32] [i32 12, i32 1, i32 0], align 4
@.str = private unnamed_addr constant [9 x i8] c"heat.du0\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"heat.dnu\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"heat.primal_state\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"advect.JTw\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"heat\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x double], align 16
  %2 = alloca [24 x double], align 16
  %3 = alloca [24 x double], align 16
  %4 = alloca [24 x double], align 16
  %5 = alloca [24 x double], align 16
  %6 = alloca [24 x double], align 16
  %7 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #13
  br label %256

8:                                                ; preds = %256
  %9 = mul i64 %264, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = insertelement <2 x i64> poison, i64 %10, i64 0
  %14 = insertelement <2 x i64> %13, i64 %12, i64 1
  %15 = lshr <2 x i64> %14, <i64 10, i64 10>
  %16 = and <2 x i64> %15, <i64 18014398509481982, i64 18014398509481982>
  %17 = uitofp nneg <2 x i64> %16 to <2 x double>
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %19 = mul i64 %12, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = insertelement <2 x i64> poison, i64 %20, i64 0
  %24 = insertelement <2 x i64> %23, i64 %22, i64 1
  %25 = lshr <2 x i64> %24, <i64 10, i64 10>
  %26 = and <2 x i64> %25, <i64 18014398509481982, i64 18014398509481982>
  %27 = uitofp nneg <2 x i64> %26 to <2 x double>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %29 = mul i64 %22, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <2 x i64> poison, i64 %30, i64 0
  %34 = insertelement <2 x i64> %33, i64 %32, i64 1
  %35 = lshr <2 x i64> %34, <i64 10, i64 10>
  %36 = and <2 x i64> %35, <i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <2 x i64> %36 to <2 x double>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %39 = mul i64 %32, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = insertelement <2 x i64> poison, i64 %40, i64 0
  %44 = insertelement <2 x i64> %43, i64 %42, i64 1
  %45 = lshr <2 x i64> %44, <i64 10, i64 10>
  %46 = and <2 x i64> %45, <i64 18014398509481982, i64 18014398509481982>
  %47 = uitofp nneg <2 x i64> %46 to <2 x double>
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %49 = mul i64 %42, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = insertelement <2 x i64> poison, i64 %50, i64 0
  %54 = insertelement <2 x i64> %53, i64 %52, i64 1
  %55 = lshr <2 x i64> %54, <i64 10, i64 10>
  %56 = and <2 x i64> %55, <i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <2 x i64> %56 to <2 x double>
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %59 = mul i64 %52, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = insertelement <2 x i64> poison, i64 %60, i64 0
  %64 = insertelement <2 x i64> %63, i64 %62, i64 1
  %65 = lshr <2 x i64> %64, <i64 10, i64 10>
  %66 = and <2 x i64> %65, <i64 18014398509481982, i64 18014398509481982>
  %67 = uitofp nneg <2 x i64> %66 to <2 x double>
  %68 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %69 = mul i64 %62, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <2 x i64> poison, i64 %70, i64 0
  %74 = insertelement <2 x i64> %73, i64 %72, i64 1
  %75 = lshr <2 x i64> %74, <i64 10, i64 10>
  %76 = and <2 x i64> %75, <i64 18014398509481982, i64 18014398509481982>
  %77 = uitofp nneg <2 x i64> %76 to <2 x double>
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %79 = mul i64 %72, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <2 x i64> poison, i64 %80, i64 0
  %84 = insertelement <2 x i64> %83, i64 %82, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %89 = mul i64 %82, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = insertelement <2 x i64> poison, i64 %90, i64 0
  %94 = insertelement <2 x i64> %93, i64 %92, i64 1
  %95 = lshr <2 x i64> %94, <i64 10, i64 10>
  %96 = and <2 x i64> %95, <i64 18014398509481982, i64 18014398509481982>
  %97 = uitofp nneg <2 x i64> %96 to <2 x double>
  %98 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %99 = mul i64 %92, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = mul i64 %100, 6364136223846793005
  %102 = add i64 %101, 1442695040888963407
  %103 = insertelement <2 x i64> poison, i64 %100, i64 0
  %104 = insertelement <2 x i64> %103, i64 %102, i64 1
  %105 = lshr <2 x i64> %104, <i64 10, i64 10>
  %106 = and <2 x i64> %105, <i64 18014398509481982, i64 18014398509481982>
  %107 = uitofp nneg <2 x i64> %106 to <2 x double>
  %108 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %109 = mul i64 %102, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = insertelement <2 x i64> poison, i64 %110, i64 0
  %114 = insertelement <2 x i64> %113, i64 %112, i64 1
  %115 = lshr <2 x i64> %114, <i64 10, i64 10>
  %116 = and <2 x i64> %115, <i64 18014398509481982, i64 18014398509481982>
  %117 = uitofp nneg <2 x i64> %116 to <2 x double>
  %118 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %117, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %119 = mul i64 %112, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = mul i64 %120, 6364136223846793005
  %122 = add i64 %121, 1442695040888963407
  %123 = insertelement <2 x i64> poison, i64 %120, i64 0
  %124 = insertelement <2 x i64> %123, i64 %122, i64 1
  %125 = lshr <2 x i64> %124, <i64 10, i64 10>
  %126 = and <2 x i64> %125, <i64 18014398509481982, i64 18014398509481982>
  %127 = uitofp nneg <2 x i64> %126 to <2 x double>
  %128 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store i64 %122, ptr @rng_state, align 8, !tbaa !5
  %129 = getelementptr inbounds i8, ptr %1, i64 8
  %130 = getelementptr inbounds i8, ptr %1, i64 16
  %131 = getelementptr inbounds i8, ptr %1, i64 24
  %132 = getelementptr inbounds i8, ptr %1, i64 32
  %133 = getelementptr inbounds i8, ptr %1, i64 40
  %134 = getelementptr inbounds i8, ptr %1, i64 48
  %135 = getelementptr inbounds i8, ptr %1, i64 56
  %136 = getelementptr inbounds i8, ptr %1, i64 64
  %137 = getelementptr inbounds i8, ptr %1, i64 72
  %138 = getelementptr inbounds i8, ptr %1, i64 80
  %139 = getelementptr inbounds i8, ptr %1, i64 88
  %140 = getelementptr inbounds i8, ptr %1, i64 96
  %141 = getelementptr inbounds i8, ptr %1, i64 104
  %142 = getelementptr inbounds i8, ptr %1, i64 112
  %143 = getelementptr inbounds i8, ptr %1, i64 120
  %144 = getelementptr inbounds i8, ptr %1, i64 128
  %145 = getelementptr inbounds i8, ptr %1, i64 136
  %146 = getelementptr inbounds i8, ptr %1, i64 144
  %147 = getelementptr inbounds i8, ptr %1, i64 152
  %148 = getelementptr inbounds i8, ptr %1, i64 160
  %149 = getelementptr inbounds i8, ptr %1, i64 168
  %150 = getelementptr inbounds i8, ptr %1, i64 176
  %151 = getelementptr inbounds i8, ptr %1, i64 184
  %152 = getelementptr inbounds i8, ptr %2, i64 8
  %153 = getelementptr inbounds i8, ptr %2, i64 16
  %154 = getelementptr inbounds i8, ptr %2, i64 24
  %155 = getelementptr inbounds i8, ptr %2, i64 32
  %156 = getelementptr inbounds i8, ptr %2, i64 40
  %157 = getelementptr inbounds i8, ptr %2, i64 48
  %158 = getelementptr inbounds i8, ptr %2, i64 56
  %159 = getelementptr inbounds i8, ptr %2, i64 64
  %160 = getelementptr inbounds i8, ptr %2, i64 72
  %161 = getelementptr inbounds i8, ptr %2, i64 80
  %162 = getelementptr inbounds i8, ptr %2, i64 88
  %163 = getelementptr inbounds i8, ptr %2, i64 96
  %164 = getelementptr inbounds i8, ptr %2, i64 104
  %165 = getelementptr inbounds i8, ptr %2, i64 112
  %166 = getelementptr inbounds i8, ptr %2, i64 120
  %167 = getelementptr inbounds i8, ptr %2, i64 128
  %168 = getelementptr inbounds i8, ptr %2, i64 136
  %169 = getelementptr inbounds i8, ptr %2, i64 144
  %170 = getelementptr inbounds i8, ptr %2, i64 152
  %171 = getelementptr inbounds i8, ptr %2, i64 160
  %172 = getelementptr inbounds i8, ptr %2, i64 168
  %173 = getelementptr inbounds i8, ptr %2, i64 176
  %174 = getelementptr inbounds i8, ptr %2, i64 184
  %175 = getelementptr inbounds i8, ptr %6, i64 8
  %176 = getelementptr inbounds i8, ptr %6, i64 16
  %177 = getelementptr inbounds i8, ptr %6, i64 24
  %178 = getelementptr inbounds i8, ptr %6, i64 32
  %179 = getelementptr inbounds i8, ptr %6, i64 40
  %180 = getelementptr inbounds i8, ptr %6, i64 48
  %181 = getelementptr inbounds i8, ptr %6, i64 56
  %182 = getelementptr inbounds i8, ptr %6, i64 64
  %183 = getelementptr inbounds i8, ptr %6, i64 72
  %184 = getelementptr inbounds i8, ptr %6, i64 80
  %185 = getelementptr inbounds i8, ptr %6, i64 88
  %186 = getelementptr inbounds i8, ptr %6, i64 96
  %187 = getelementptr inbounds i8, ptr %6, i64 104
  %188 = getelementptr inbounds i8, ptr %6, i64 112
  %189 = getelementptr inbounds i8, ptr %6, i64 120
  %190 = getelementptr inbounds i8, ptr %6, i64 128
  %191 = getelementptr inbounds i8, ptr %6, i64 136
  %192 = getelementptr inbounds i8, ptr %6, i64 144
  %193 = getelementptr inbounds i8, ptr %6, i64 152
  %194 = getelementptr inbounds i8, ptr %6, i64 160
  %195 = getelementptr inbounds i8, ptr %6, i64 168
  %196 = getelementptr inbounds i8, ptr %6, i64 176
  %197 = getelementptr inbounds i8, ptr %6, i64 184
  %198 = getelementptr inbounds i8, ptr %7, i64 8
  %199 = getelementptr inbounds i8, ptr %7, i64 16
  %200 = getelementptr inbounds i8, ptr %7, i64 24
  %201 = getelementptr inbounds i8, ptr %7, i64 32
  %202 = getelementptr inbounds i8, ptr %7, i64 40
  %203 = getelementptr inbounds i8, ptr %7, i64 48
  %204 = getelementptr inbounds i8, ptr %7, i64 56
  %205 = getelementptr inbounds i8, ptr %7, i64 64
  %206 = getelementptr inbounds i8, ptr %7, i64 72
  %207 = getelementptr inbounds i8, ptr %7, i64 80
  %208 = getelementptr inbounds i8, ptr %7, i64 88
  %209 = getelementptr inbounds i8, ptr %7, i64 96
  %210 = getelementptr inbounds i8, ptr %7, i64 104
  %211 = getelementptr inbounds i8, ptr %7, i64 112
  %212 = getelementptr inbounds i8, ptr %7, i64 120
  %213 = getelementptr inbounds i8, ptr %7, i64 128
  %214 = getelementptr inbounds i8, ptr %7, i64 136
  %215 = getelementptr inbounds i8, ptr %7, i64 144
  %216 = getelementptr inbounds i8, ptr %7, i64 152
  %217 = getelementptr inbounds i8, ptr %7, i64 160
  %218 = getelementptr inbounds i8, ptr %7, i64 168
  %219 = getelementptr inbounds i8, ptr %7, i64 176
  %220 = getelementptr inbounds i8, ptr %7, i64 184
  %221 = getelementptr inbounds i8, ptr %5, i64 16
  %222 = getelementptr inbounds i8, ptr %5, i64 32
  %223 = getelementptr inbounds i8, ptr %5, i64 48
  %224 = getelementptr inbounds i8, ptr %5, i64 64
  %225 = getelementptr inbounds i8, ptr %5, i64 80
  %226 = getelementptr inbounds i8, ptr %5, i64 96
  %227 = getelementptr inbounds i8, ptr %5, i64 112
  %228 = getelementptr inbounds i8, ptr %5, i64 128
  %229 = getelementptr inbounds i8, ptr %5, i64 144
  %230 = getelementptr inbounds i8, ptr %5, i64 160
  %231 = getelementptr inbounds i8, ptr %5, i64 176
  %232 = extractelement <2 x double> %18, i64 0
  %233 = extractelement <2 x double> %18, i64 1
  %234 = extractelement <2 x double> %28, i64 0
  %235 = extractelement <2 x double> %28, i64 1
  %236 = extractelement <2 x double> %38, i64 0
  %237 = extractelement <2 x double> %38, i64 1
  %238 = extractelement <2 x double> %48, i64 0
  %239 = extractelement <2 x double> %48, i64 1
  %240 = extractelement <2 x double> %58, i64 0
  %241 = extractelement <2 x double> %58, i64 1
  %242 = extractelement <2 x double> %68, i64 0
  %243 = extractelement <2 x double> %68, i64 1
  %244 = extractelement <2 x double> %78, i64 0
  %245 = extractelement <2 x double> %78, i64 1
  %246 = extractelement <2 x double> %88, i64 0
  %247 = extractelement <2 x double> %88, i64 1
  %248 = extractelement <2 x double> %98, i64 0
  %249 = extractelement <2 x double> %98, i64 1
  %250 = extractelement <2 x double> %108, i64 0
  %251 = extractelement <2 x double> %108, i64 1
  %252 = extractelement <2 x double> %118, i64 0
  %253 = extractelement <2 x double> %118, i64 1
  %254 = extractelement <2 x double> %128, i64 0
  %255 = extractelement <2 x double> %128, i64 1
  br label %280

256:                                              ; preds = %0, %256
  %257 = phi i64 [ 0, %0 ], [ %272, %256 ]
  %258 = trunc nuw nsw i64 %257 to i32
  %259 = uitofp nneg i32 %258 to double
  %260 = fmul double %259, 4.000000e-01
  %261 = tail call double @sin(double noundef %260) #13
  %262 = load i64, ptr @rng_state, align 8, !tbaa !5
  %263 = mul i64 %262, 6364136223846793005
  %264 = add i64 %263, 1442695040888963407
  store i64 %264, ptr @rng_state, align 8, !tbaa !5
  %265 = lshr i64 %264, 10
  %266 = and i64 %265, 18014398509481982
  %267 = uitofp nneg i64 %266 to double
  %268 = tail call double @llvm.fmuladd.f64(double %267, double 0x3CA0000000000000, double -1.000000e+00)
  %269 = fmul double %268, 1.000000e-01
  %270 = tail call double @llvm.fmuladd.f64(double %261, double 8.000000e-01, double %269)
  %271 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %257
  store double %270, ptr %271, align 8, !tbaa !9
  %272 = add nuw nsw i64 %257, 1
  %273 = icmp eq i64 %272, 24
  br i1 %273, label %8, label %256, !llvm.loop !11

274:                                              ; preds = %1136
  %275 = load i32, ptr @n_fail, align 4, !tbaa !13
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %275)
  %277 = load i32, ptr @n_fail, align 4, !tbaa !13
  %278 = icmp ne i32 %277, 0
  %279 = zext i1 %278 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #13
  ret i32 %279

280:                                              ; preds = %8, %1136
  %281 = phi i64 [ 0, %8 ], [ %1137, %1136 ]
  %282 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %281
  %283 = load i32, ptr %282, align 4, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %4, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %5, i8 0, i64 192, i1 false)
  %284 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 24, i32 noundef %283, double noundef 2.000000e-01) #13
  %285 = call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %285, ptr noundef nonnull readonly align 16 dereferenceable(192) %3, i64 192, i1 false)
  %286 = icmp eq i64 %281, 2
  br label %287

287:                                              ; preds = %507, %280
  %288 = phi i64 [ 0, %280 ], [ %508, %507 ]
  %289 = getelementptr inbounds double, ptr %5, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = getelementptr inbounds double, ptr %285, i64 %288
  %292 = load double, ptr %291, align 8, !tbaa !9
  %293 = call double @llvm.fabs.f64(double %292)
  %294 = fcmp ogt double %293, 1.000000e+00
  %295 = select i1 %294, double %293, double 1.000000e+00
  %296 = fmul double %295, 0x3EB0C6F7A0B5ED8D
  %297 = fadd double %292, %296
  %298 = fsub double %292, %296
  store double %297, ptr %291, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %1, ptr noundef nonnull readonly align 8 dereferenceable(192) %285, i64 192, i1 false)
  br i1 %286, label %323, label %299

299:                                              ; preds = %287, %320
  %300 = phi i32 [ %321, %320 ], [ 0, %287 ]
  br label %301

301:                                              ; preds = %311, %299
  %302 = phi i64 [ 0, %299 ], [ %306, %311 ]
  %303 = phi double [ 0.000000e+00, %299 ], [ %305, %311 ]
  %304 = getelementptr inbounds double, ptr %1, i64 %302
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = add nuw nsw i64 %302, 1
  %307 = icmp ult i64 %302, 23
  br i1 %307, label %308, label %311

308:                                              ; preds = %301
  %309 = getelementptr inbounds double, ptr %1, i64 %306
  %310 = load double, ptr %309, align 8, !tbaa !9
  br label %311

311:                                              ; preds = %308, %301
  %312 = phi double [ %310, %308 ], [ 0.000000e+00, %301 ]
  %313 = call double @llvm.fmuladd.f64(double %305, double -2.000000e+00, double %303)
  %314 = fadd double %313, %312
  %315 = call double @llvm.fmuladd.f64(double %314, double 2.000000e-01, double %305)
  %316 = fsub double %312, %303
  %317 = fmul double %305, -1.500000e-01
  %318 = call double @llvm.fmuladd.f64(double %317, double %316, double %315)
  store double %318, ptr %304, align 8, !tbaa !9
  %319 = icmp eq i64 %306, 24
  br i1 %319, label %320, label %301, !llvm.loop !15

320:                                              ; preds = %311
  %321 = add nuw nsw i32 %300, 1
  %322 = icmp eq i32 %321, %283
  br i1 %322, label %323, label %299, !llvm.loop !16

323:                                              ; preds = %320, %287
  %324 = load double, ptr %1, align 16, !tbaa !9
  %325 = fmul double %324, %324
  %326 = load double, ptr %129, align 8, !tbaa !9
  %327 = fmul double %326, %326
  %328 = call double @llvm.fmuladd.f64(double %327, double 1.100000e+00, double %325)
  %329 = load double, ptr %130, align 16, !tbaa !9
  %330 = fmul double %329, %329
  %331 = call double @llvm.fmuladd.f64(double %330, double 1.200000e+00, double %328)
  %332 = load double, ptr %131, align 8, !tbaa !9
  %333 = fmul double %332, %332
  %334 = call double @llvm.fmuladd.f64(double %333, double 1.300000e+00, double %331)
  %335 = load double, ptr %132, align 16, !tbaa !9
  %336 = fmul double %335, %335
  %337 = call double @llvm.fmuladd.f64(double %336, double 1.400000e+00, double %334)
  %338 = load double, ptr %133, align 8, !tbaa !9
  %339 = fmul double %338, %338
  %340 = call double @llvm.fmuladd.f64(double %339, double 1.500000e+00, double %337)
  %341 = load double, ptr %134, align 16, !tbaa !9
  %342 = fmul double %341, %341
  %343 = call double @llvm.fmuladd.f64(double %342, double 1.600000e+00, double %340)
  %344 = load double, ptr %135, align 8, !tbaa !9
  %345 = fmul double %344, %344
  %346 = call double @llvm.fmuladd.f64(double %345, double 1.700000e+00, double %343)
  %347 = load double, ptr %136, align 16, !tbaa !9
  %348 = fmul double %347, %347
  %349 = call double @llvm.fmuladd.f64(double %348, double 1.800000e+00, double %346)
  %350 = load double, ptr %137, align 8, !tbaa !9
  %351 = fmul double %350, %350
  %352 = call double @llvm.fmuladd.f64(double %351, double 0x3FFE666666666667, double %349)
  %353 = load double, ptr %138, align 16, !tbaa !9
  %354 = fmul double %353, %353
  %355 = call double @llvm.fmuladd.f64(double %354, double 2.000000e+00, double %352)
  %356 = load double, ptr %139, align 8, !tbaa !9
  %357 = fmul double %356, %356
  %358 = call double @llvm.fmuladd.f64(double %357, double 2.100000e+00, double %355)
  %359 = load double, ptr %140, align 16, !tbaa !9
  %360 = fmul double %359, %359
  %361 = call double @llvm.fmuladd.f64(double %360, double 2.200000e+00, double %358)
  %362 = load double, ptr %141, align 8, !tbaa !9
  %363 = fmul double %362, %362
  %364 = call double @llvm.fmuladd.f64(double %363, double 0x4002666666666667, double %361)
  %365 = load double, ptr %142, align 16, !tbaa !9
  %366 = fmul double %365, %365
  %367 = call double @llvm.fmuladd.f64(double %366, double 2.400000e+00, double %364)
  %368 = load double, ptr %143, align 8, !tbaa !9
  %369 = fmul double %368, %368
  %370 = call double @llvm.fmuladd.f64(double %369, double 2.500000e+00, double %367)
  %371 = load double, ptr %144, align 16, !tbaa !9
  %372 = fmul double %371, %371
  %373 = call double @llvm.fmuladd.f64(double %372, double 2.600000e+00, double %370)
  %374 = load double, ptr %145, align 8, !tbaa !9
  %375 = fmul double %374, %374
  %376 = call double @llvm.fmuladd.f64(double %375, double 2.700000e+00, double %373)
  %377 = load double, ptr %146, align 16, !tbaa !9
  %378 = fmul double %377, %377
  %379 = call double @llvm.fmuladd.f64(double %378, double 0x4006666666666667, double %376)
  %380 = load double, ptr %147, align 8, !tbaa !9
  %381 = fmul double %380, %380
  %382 = call double @llvm.fmuladd.f64(double %381, double 2.900000e+00, double %379)
  %383 = load double, ptr %148, align 16, !tbaa !9
  %384 = fmul double %383, %383
  %385 = call double @llvm.fmuladd.f64(double %384, double 3.000000e+00, double %382)
  %386 = load double, ptr %149, align 8, !tbaa !9
  %387 = fmul double %386, %386
  %388 = call double @llvm.fmuladd.f64(double %387, double 3.100000e+00, double %385)
  %389 = load double, ptr %150, align 16, !tbaa !9
  %390 = fmul double %389, %389
  %391 = call double @llvm.fmuladd.f64(double %390, double 3.200000e+00, double %388)
  %392 = load double, ptr %151, align 8, !tbaa !9
  %393 = fmul double %392, %392
  %394 = call double @llvm.fmuladd.f64(double %393, double 0x400A666666666667, double %391)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #13
  store double %298, ptr %291, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, ptr noundef nonnull readonly align 8 dereferenceable(192) %285, i64 192, i1 false)
  br i1 %286, label %419, label %395

395:                                              ; preds = %323, %416
  %396 = phi i32 [ %417, %416 ], [ 0, %323 ]
  br label %397

397:                                              ; preds = %407, %395
  %398 = phi i64 [ 0, %395 ], [ %402, %407 ]
  %399 = phi double [ 0.000000e+00, %395 ], [ %401, %407 ]
  %400 = getelementptr inbounds double, ptr %2, i64 %398
  %401 = load double, ptr %400, align 8, !tbaa !9
  %402 = add nuw nsw i64 %398, 1
  %403 = icmp ult i64 %398, 23
  br i1 %403, label %404, label %407

404:                                              ; preds = %397
  %405 = getelementptr inbounds double, ptr %2, i64 %402
  %406 = load double, ptr %405, align 8, !tbaa !9
  br label %407

407:                                              ; preds = %404, %397
  %408 = phi double [ %406, %404 ], [ 0.000000e+00, %397 ]
  %409 = call double @llvm.fmuladd.f64(double %401, double -2.000000e+00, double %399)
  %410 = fadd double %409, %408
  %411 = call double @llvm.fmuladd.f64(double %410, double 2.000000e-01, double %401)
  %412 = fsub double %408, %399
  %413 = fmul double %401, -1.500000e-01
  %414 = call double @llvm.fmuladd.f64(double %413, double %412, double %411)
  store double %414, ptr %400, align 8, !tbaa !9
  %415 = icmp eq i64 %402, 24
  br i1 %415, label %416, label %397, !llvm.loop !15

416:                                              ; preds = %407
  %417 = add nuw nsw i32 %396, 1
  %418 = icmp eq i32 %417, %283
  br i1 %418, label %419, label %395, !llvm.loop !16

419:                                              ; preds = %416, %323
  %420 = load double, ptr %2, align 16, !tbaa !9
  %421 = fmul double %420, %420
  %422 = load double, ptr %152, align 8, !tbaa !9
  %423 = fmul double %422, %422
  %424 = call double @llvm.fmuladd.f64(double %423, double 1.100000e+00, double %421)
  %425 = load double, ptr %153, align 16, !tbaa !9
  %426 = fmul double %425, %425
  %427 = call double @llvm.fmuladd.f64(double %426, double 1.200000e+00, double %424)
  %428 = load double, ptr %154, align 8, !tbaa !9
  %429 = fmul double %428, %428
  %430 = call double @llvm.fmuladd.f64(double %429, double 1.300000e+00, double %427)
  %431 = load double, ptr %155, align 16, !tbaa !9
  %432 = fmul double %431, %431
  %433 = call double @llvm.fmuladd.f64(double %432, double 1.400000e+00, double %430)
  %434 = load double, ptr %156, align 8, !tbaa !9
  %435 = fmul double %434, %434
  %436 = call double @llvm.fmuladd.f64(double %435, double 1.500000e+00, double %433)
  %437 = load double, ptr %157, align 16, !tbaa !9
  %438 = fmul double %437, %437
  %439 = call double @llvm.fmuladd.f64(double %438, double 1.600000e+00, double %436)
  %440 = load double, ptr %158, align 8, !tbaa !9
  %441 = fmul double %440, %440
  %442 = call double @llvm.fmuladd.f64(double %441, double 1.700000e+00, double %439)
  %443 = load double, ptr %159, align 16, !tbaa !9
  %444 = fmul double %443, %443
  %445 = call double @llvm.fmuladd.f64(double %444, double 1.800000e+00, double %442)
  %446 = load double, ptr %160, align 8, !tbaa !9
  %447 = fmul double %446, %446
  %448 = call double @llvm.fmuladd.f64(double %447, double 0x3FFE666666666667, double %445)
  %449 = load double, ptr %161, align 16, !tbaa !9
  %450 = fmul double %449, %449
  %451 = call double @llvm.fmuladd.f64(double %450, double 2.000000e+00, double %448)
  %452 = load double, ptr %162, align 8, !tbaa !9
  %453 = fmul double %452, %452
  %454 = call double @llvm.fmuladd.f64(double %453, double 2.100000e+00, double %451)
  %455 = load double, ptr %163, align 16, !tbaa !9
  %456 = fmul double %455, %455
  %457 = call double @llvm.fmuladd.f64(double %456, double 2.200000e+00, double %454)
  %458 = load double, ptr %164, align 8, !tbaa !9
  %459 = fmul double %458, %458
  %460 = call double @llvm.fmuladd.f64(double %459, double 0x4002666666666667, double %457)
  %461 = load double, ptr %165, align 16, !tbaa !9
  %462 = fmul double %461, %461
  %463 = call double @llvm.fmuladd.f64(double %462, double 2.400000e+00, double %460)
  %464 = load double, ptr %166, align 8, !tbaa !9
  %465 = fmul double %464, %464
  %466 = call double @llvm.fmuladd.f64(double %465, double 2.500000e+00, double %463)
  %467 = load double, ptr %167, align 16, !tbaa !9
  %468 = fmul double %467, %467
  %469 = call double @llvm.fmuladd.f64(double %468, double 2.600000e+00, double %466)
  %470 = load double, ptr %168, align 8, !tbaa !9
  %471 = fmul double %470, %470
  %472 = call double @llvm.fmuladd.f64(double %471, double 2.700000e+00, double %469)
  %473 = load double, ptr %169, align 16, !tbaa !9
  %474 = fmul double %473, %473
  %475 = call double @llvm.fmuladd.f64(double %474, double 0x4006666666666667, double %472)
  %476 = load double, ptr %170, align 8, !tbaa !9
  %477 = fmul double %476, %476
  %478 = call double @llvm.fmuladd.f64(double %477, double 2.900000e+00, double %475)
  %479 = load double, ptr %171, align 16, !tbaa !9
  %480 = fmul double %479, %479
  %481 = call double @llvm.fmuladd.f64(double %480, double 3.000000e+00, double %478)
  %482 = load double, ptr %172, align 8, !tbaa !9
  %483 = fmul double %482, %482
  %484 = call double @llvm.fmuladd.f64(double %483, double 3.100000e+00, double %481)
  %485 = load double, ptr %173, align 16, !tbaa !9
  %486 = fmul double %485, %485
  %487 = call double @llvm.fmuladd.f64(double %486, double 3.200000e+00, double %484)
  %488 = load double, ptr %174, align 8, !tbaa !9
  %489 = fmul double %488, %488
  %490 = call double @llvm.fmuladd.f64(double %489, double 0x400A666666666667, double %487)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #13
  store double %292, ptr %291, align 8, !tbaa !9
  %491 = fsub double %394, %490
  %492 = fsub double %297, %298
  %493 = fdiv double %491, %492
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = fcmp ogt double %494, 1.000000e+00
  %496 = select i1 %495, double %494, double 1.000000e+00
  %497 = fsub double %290, %493
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fmul double %496, 0x3EB0C6F7A0B5ED8D
  %500 = fcmp ole double %498, %499
  %501 = select i1 %500, ptr @.str.6, ptr @.str.7
  %502 = trunc nuw nsw i64 %288 to i32
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %502, double noundef %290, double noundef %493, ptr noundef nonnull %501)
  br i1 %500, label %507, label %504

504:                                              ; preds = %419
  %505 = load i32, ptr @n_fail, align 4, !tbaa !13
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @n_fail, align 4, !tbaa !13
  br label %507

507:                                              ; preds = %504, %419
  %508 = add nuw nsw i64 %288, 1
  %509 = icmp eq i64 %508, 24
  br i1 %509, label %510, label %287, !llvm.loop !17

510:                                              ; preds = %507
  call void @free(ptr noundef nonnull %285) #13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  br i1 %286, label %535, label %511

511:                                              ; preds = %510, %532
  %512 = phi i32 [ %533, %532 ], [ 0, %510 ]
  br label %513

513:                                              ; preds = %523, %511
  %514 = phi i64 [ 0, %511 ], [ %518, %523 ]
  %515 = phi double [ 0.000000e+00, %511 ], [ %517, %523 ]
  %516 = getelementptr inbounds double, ptr %6, i64 %514
  %517 = load double, ptr %516, align 8, !tbaa !9
  %518 = add nuw nsw i64 %514, 1
  %519 = icmp ult i64 %514, 23
  br i1 %519, label %520, label %523

520:                                              ; preds = %513
  %521 = getelementptr inbounds double, ptr %6, i64 %518
  %522 = load double, ptr %521, align 8, !tbaa !9
  br label %523

523:                                              ; preds = %520, %513
  %524 = phi double [ %522, %520 ], [ 0.000000e+00, %513 ]
  %525 = call double @llvm.fmuladd.f64(double %517, double -2.000000e+00, double %515)
  %526 = fadd double %525, %524
  %527 = call double @llvm.fmuladd.f64(double %526, double 2.000010e-01, double %517)
  %528 = fsub double %524, %515
  %529 = fmul double %517, -1.500000e-01
  %530 = call double @llvm.fmuladd.f64(double %529, double %528, double %527)
  store double %530, ptr %516, align 8, !tbaa !9
  %531 = icmp eq i64 %518, 24
  br i1 %531, label %532, label %513, !llvm.loop !15

532:                                              ; preds = %523
  %533 = add nuw nsw i32 %512, 1
  %534 = icmp eq i32 %533, %283
  br i1 %534, label %535, label %511, !llvm.loop !16

535:                                              ; preds = %532, %510
  %536 = load double, ptr %6, align 16, !tbaa !9
  %537 = fmul double %536, %536
  %538 = load double, ptr %175, align 8, !tbaa !9
  %539 = fmul double %538, %538
  %540 = call double @llvm.fmuladd.f64(double %539, double 1.100000e+00, double %537)
  %541 = load double, ptr %176, align 16, !tbaa !9
  %542 = fmul double %541, %541
  %543 = call double @llvm.fmuladd.f64(double %542, double 1.200000e+00, double %540)
  %544 = load double, ptr %177, align 8, !tbaa !9
  %545 = fmul double %544, %544
  %546 = call double @llvm.fmuladd.f64(double %545, double 1.300000e+00, double %543)
  %547 = load double, ptr %178, align 16, !tbaa !9
  %548 = fmul double %547, %547
  %549 = call double @llvm.fmuladd.f64(double %548, double 1.400000e+00, double %546)
  %550 = load double, ptr %179, align 8, !tbaa !9
  %551 = fmul double %550, %550
  %552 = call double @llvm.fmuladd.f64(double %551, double 1.500000e+00, double %549)
  %553 = load double, ptr %180, align 16, !tbaa !9
  %554 = fmul double %553, %553
  %555 = call double @llvm.fmuladd.f64(double %554, double 1.600000e+00, double %552)
  %556 = load double, ptr %181, align 8, !tbaa !9
  %557 = fmul double %556, %556
  %558 = call double @llvm.fmuladd.f64(double %557, double 1.700000e+00, double %555)
  %559 = load double, ptr %182, align 16, !tbaa !9
  %560 = fmul double %559, %559
  %561 = call double @llvm.fmuladd.f64(double %560, double 1.800000e+00, double %558)
  %562 = load double, ptr %183, align 8, !tbaa !9
  %563 = fmul double %562, %562
  %564 = call double @llvm.fmuladd.f64(double %563, double 0x3FFE666666666667, double %561)
  %565 = load double, ptr %184, align 16, !tbaa !9
  %566 = fmul double %565, %565
  %567 = call double @llvm.fmuladd.f64(double %566, double 2.000000e+00, double %564)
  %568 = load double, ptr %185, align 8, !tbaa !9
  %569 = fmul double %568, %568
  %570 = call double @llvm.fmuladd.f64(double %569, double 2.100000e+00, double %567)
  %571 = load double, ptr %186, align 16, !tbaa !9
  %572 = fmul double %571, %571
  %573 = call double @llvm.fmuladd.f64(double %572, double 2.200000e+00, double %570)
  %574 = load double, ptr %187, align 8, !tbaa !9
  %575 = fmul double %574, %574
  %576 = call double @llvm.fmuladd.f64(double %575, double 0x4002666666666667, double %573)
  %577 = load double, ptr %188, align 16, !tbaa !9
  %578 = fmul double %577, %577
  %579 = call double @llvm.fmuladd.f64(double %578, double 2.400000e+00, double %576)
  %580 = load double, ptr %189, align 8, !tbaa !9
  %581 = fmul double %580, %580
  %582 = call double @llvm.fmuladd.f64(double %581, double 2.500000e+00, double %579)
  %583 = load double, ptr %190, align 16, !tbaa !9
  %584 = fmul double %583, %583
  %585 = call double @llvm.fmuladd.f64(double %584, double 2.600000e+00, double %582)
  %586 = load double, ptr %191, align 8, !tbaa !9
  %587 = fmul double %586, %586
  %588 = call double @llvm.fmuladd.f64(double %587, double 2.700000e+00, double %585)
  %589 = load double, ptr %192, align 16, !tbaa !9
  %590 = fmul double %589, %589
  %591 = call double @llvm.fmuladd.f64(double %590, double 0x4006666666666667, double %588)
  %592 = load double, ptr %193, align 8, !tbaa !9
  %593 = fmul double %592, %592
  %594 = call double @llvm.fmuladd.f64(double %593, double 2.900000e+00, double %591)
  %595 = load double, ptr %194, align 16, !tbaa !9
  %596 = fmul double %595, %595
  %597 = call double @llvm.fmuladd.f64(double %596, double 3.000000e+00, double %594)
  %598 = load double, ptr %195, align 8, !tbaa !9
  %599 = fmul double %598, %598
  %600 = call double @llvm.fmuladd.f64(double %599, double 3.100000e+00, double %597)
  %601 = load double, ptr %196, align 16, !tbaa !9
  %602 = fmul double %601, %601
  %603 = call double @llvm.fmuladd.f64(double %602, double 3.200000e+00, double %600)
  %604 = load double, ptr %197, align 8, !tbaa !9
  %605 = fmul double %604, %604
  %606 = call double @llvm.fmuladd.f64(double %605, double 0x400A666666666667, double %603)
  br i1 %286, label %631, label %607

607:                                              ; preds = %535, %628
  %608 = phi i32 [ %629, %628 ], [ 0, %535 ]
  br label %609

609:                                              ; preds = %619, %607
  %610 = phi i64 [ 0, %607 ], [ %614, %619 ]
  %611 = phi double [ 0.000000e+00, %607 ], [ %613, %619 ]
  %612 = getelementptr inbounds double, ptr %7, i64 %610
  %613 = load double, ptr %612, align 8, !tbaa !9
  %614 = add nuw nsw i64 %610, 1
  %615 = icmp ult i64 %610, 23
  br i1 %615, label %616, label %619

616:                                              ; preds = %609
  %617 = getelementptr inbounds double, ptr %7, i64 %614
  %618 = load double, ptr %617, align 8, !tbaa !9
  br label %619

619:                                              ; preds = %616, %609
  %620 = phi double [ %618, %616 ], [ 0.000000e+00, %609 ]
  %621 = call double @llvm.fmuladd.f64(double %613, double -2.000000e+00, double %611)
  %622 = fadd double %621, %620
  %623 = call double @llvm.fmuladd.f64(double %622, double 1.999990e-01, double %613)
  %624 = fsub double %620, %611
  %625 = fmul double %613, -1.500000e-01
  %626 = call double @llvm.fmuladd.f64(double %625, double %624, double %623)
  store double %626, ptr %612, align 8, !tbaa !9
  %627 = icmp eq i64 %614, 24
  br i1 %627, label %628, label %609, !llvm.loop !15

628:                                              ; preds = %619
  %629 = add nuw nsw i32 %608, 1
  %630 = icmp eq i32 %629, %283
  br i1 %630, label %631, label %607, !llvm.loop !16

631:                                              ; preds = %628, %535
  %632 = load double, ptr %7, align 16, !tbaa !9
  %633 = fmul double %632, %632
  %634 = load double, ptr %198, align 8, !tbaa !9
  %635 = fmul double %634, %634
  %636 = call double @llvm.fmuladd.f64(double %635, double 1.100000e+00, double %633)
  %637 = load double, ptr %199, align 16, !tbaa !9
  %638 = fmul double %637, %637
  %639 = call double @llvm.fmuladd.f64(double %638, double 1.200000e+00, double %636)
  %640 = load double, ptr %200, align 8, !tbaa !9
  %641 = fmul double %640, %640
  %642 = call double @llvm.fmuladd.f64(double %641, double 1.300000e+00, double %639)
  %643 = load double, ptr %201, align 16, !tbaa !9
  %644 = fmul double %643, %643
  %645 = call double @llvm.fmuladd.f64(double %644, double 1.400000e+00, double %642)
  %646 = load double, ptr %202, align 8, !tbaa !9
  %647 = fmul double %646, %646
  %648 = call double @llvm.fmuladd.f64(double %647, double 1.500000e+00, double %645)
  %649 = load double, ptr %203, align 16, !tbaa !9
  %650 = fmul double %649, %649
  %651 = call double @llvm.fmuladd.f64(double %650, double 1.600000e+00, double %648)
  %652 = load double, ptr %204, align 8, !tbaa !9
  %653 = fmul double %652, %652
  %654 = call double @llvm.fmuladd.f64(double %653, double 1.700000e+00, double %651)
  %655 = load double, ptr %205, align 16, !tbaa !9
  %656 = fmul double %655, %655
  %657 = call double @llvm.fmuladd.f64(double %656, double 1.800000e+00, double %654)
  %658 = load double, ptr %206, align 8, !tbaa !9
  %659 = fmul double %658, %658
  %660 = call double @llvm.fmuladd.f64(double %659, double 0x3FFE666666666667, double %657)
  %661 = load double, ptr %207, align 16, !tbaa !9
  %662 = fmul double %661, %661
  %663 = call double @llvm.fmuladd.f64(double %662, double 2.000000e+00, double %660)
  %664 = load double, ptr %208, align 8, !tbaa !9
  %665 = fmul double %664, %664
  %666 = call double @llvm.fmuladd.f64(double %665, double 2.100000e+00, double %663)
  %667 = load double, ptr %209, align 16, !tbaa !9
  %668 = fmul double %667, %667
  %669 = call double @llvm.fmuladd.f64(double %668, double 2.200000e+00, double %666)
  %670 = load double, ptr %210, align 8, !tbaa !9
  %671 = fmul double %670, %670
  %672 = call double @llvm.fmuladd.f64(double %671, double 0x4002666666666667, double %669)
  %673 = load double, ptr %211, align 16, !tbaa !9
  %674 = fmul double %673, %673
  %675 = call double @llvm.fmuladd.f64(double %674, double 2.400000e+00, double %672)
  %676 = load double, ptr %212, align 8, !tbaa !9
  %677 = fmul double %676, %676
  %678 = call double @llvm.fmuladd.f64(double %677, double 2.500000e+00, double %675)
  %679 = load double, ptr %213, align 16, !tbaa !9
  %680 = fmul double %679, %679
  %681 = call double @llvm.fmuladd.f64(double %680, double 2.600000e+00, double %678)
  %682 = load double, ptr %214, align 8, !tbaa !9
  %683 = fmul double %682, %682
  %684 = call double @llvm.fmuladd.f64(double %683, double 2.700000e+00, double %681)
  %685 = load double, ptr %215, align 16, !tbaa !9
  %686 = fmul double %685, %685
  %687 = call double @llvm.fmuladd.f64(double %686, double 0x4006666666666667, double %684)
  %688 = load double, ptr %216, align 8, !tbaa !9
  %689 = fmul double %688, %688
  %690 = call double @llvm.fmuladd.f64(double %689, double 2.900000e+00, double %687)
  %691 = load double, ptr %217, align 16, !tbaa !9
  %692 = fmul double %691, %691
  %693 = call double @llvm.fmuladd.f64(double %692, double 3.000000e+00, double %690)
  %694 = load double, ptr %218, align 8, !tbaa !9
  %695 = fmul double %694, %694
  %696 = call double @llvm.fmuladd.f64(double %695, double 3.100000e+00, double %693)
  %697 = load double, ptr %219, align 16, !tbaa !9
  %698 = fmul double %697, %697
  %699 = call double @llvm.fmuladd.f64(double %698, double 3.200000e+00, double %696)
  %700 = load double, ptr %220, align 8, !tbaa !9
  %701 = fmul double %700, %700
  %702 = call double @llvm.fmuladd.f64(double %701, double 0x400A666666666667, double %699)
  %703 = fsub double %606, %702
  %704 = fdiv double %703, 0x3EC0C6F7A0B60000
  %705 = call double @llvm.fabs.f64(double %704)
  %706 = fcmp ogt double %705, 1.000000e+00
  %707 = select i1 %706, double %705, double 1.000000e+00
  %708 = fsub double %284, %704
  %709 = call double @llvm.fabs.f64(double %708)
  %710 = fmul double %707, 0x3EB0C6F7A0B5ED8D
  %711 = fcmp ole double %709, %710
  %712 = select i1 %711, ptr @.str.6, ptr @.str.7
  %713 = trunc nuw nsw i64 %281 to i32
  %714 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %713, double noundef %284, double noundef %704, ptr noundef nonnull %712)
  br i1 %711, label %718, label %715

715:                                              ; preds = %631
  %716 = load i32, ptr @n_fail, align 4, !tbaa !13
  %717 = add nsw i32 %716, 1
  store i32 %717, ptr @n_fail, align 4, !tbaa !13
  br label %718

718:                                              ; preds = %631, %715
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  br i1 %286, label %719, label %720

719:                                              ; preds = %741, %718
  br label %1139

720:                                              ; preds = %718, %741
  %721 = phi i32 [ %742, %741 ], [ 0, %718 ]
  br label %722

722:                                              ; preds = %732, %720
  %723 = phi i64 [ 0, %720 ], [ %727, %732 ]
  %724 = phi double [ 0.000000e+00, %720 ], [ %726, %732 ]
  %725 = getelementptr inbounds double, ptr %6, i64 %723
  %726 = load double, ptr %725, align 8, !tbaa !9
  %727 = add nuw nsw i64 %723, 1
  %728 = icmp ult i64 %723, 23
  br i1 %728, label %729, label %732

729:                                              ; preds = %722
  %730 = getelementptr inbounds double, ptr %6, i64 %727
  %731 = load double, ptr %730, align 8, !tbaa !9
  br label %732

732:                                              ; preds = %729, %722
  %733 = phi double [ %731, %729 ], [ 0.000000e+00, %722 ]
  %734 = call double @llvm.fmuladd.f64(double %726, double -2.000000e+00, double %724)
  %735 = fadd double %734, %733
  %736 = call double @llvm.fmuladd.f64(double %735, double 2.000000e-01, double %726)
  %737 = fsub double %733, %724
  %738 = fmul double %726, -1.500000e-01
  %739 = call double @llvm.fmuladd.f64(double %738, double %737, double %736)
  store double %739, ptr %725, align 8, !tbaa !9
  %740 = icmp eq i64 %727, 24
  br i1 %740, label %741, label %722, !llvm.loop !15

741:                                              ; preds = %732
  %742 = add nuw nsw i32 %721, 1
  %743 = icmp eq i32 %742, %283
  br i1 %743, label %719, label %720, !llvm.loop !16

744:                                              ; preds = %1158
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %4, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  store <2 x double> %18, ptr %5, align 16
  store <2 x double> %28, ptr %221, align 16
  store <2 x double> %38, ptr %222, align 16
  store <2 x double> %48, ptr %223, align 16
  store <2 x double> %58, ptr %224, align 16
  store <2 x double> %68, ptr %225, align 16
  store <2 x double> %78, ptr %226, align 16
  store <2 x double> %88, ptr %227, align 16
  store <2 x double> %98, ptr %228, align 16
  store <2 x double> %108, ptr %229, align 16
  store <2 x double> %118, ptr %230, align 16
  store <2 x double> %128, ptr %231, align 16
  %745 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %746 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %747 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @advect, i32 noundef %745, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %746, i32 noundef 24, i32 noundef %746, i32 noundef %283) #13
  %748 = call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %748, ptr noundef nonnull readonly align 16 dereferenceable(192) %3, i64 192, i1 false)
  %749 = getelementptr inbounds i8, ptr %748, i64 8
  %750 = getelementptr inbounds i8, ptr %748, i64 24
  %751 = getelementptr inbounds i8, ptr %748, i64 40
  %752 = getelementptr inbounds i8, ptr %748, i64 56
  %753 = getelementptr inbounds i8, ptr %748, i64 64
  %754 = getelementptr inbounds i8, ptr %748, i64 128
  %755 = getelementptr inbounds i8, ptr %748, i64 144
  %756 = getelementptr inbounds i8, ptr %748, i64 160
  %757 = getelementptr inbounds i8, ptr %748, i64 176
  %758 = getelementptr inbounds i8, ptr %748, i64 184
  br label %759

759:                                              ; preds = %1133, %744
  %760 = phi i64 [ 0, %744 ], [ %1134, %1133 ]
  %761 = getelementptr inbounds double, ptr %5, i64 %760
  %762 = load double, ptr %761, align 8, !tbaa !9
  %763 = getelementptr inbounds double, ptr %748, i64 %760
  %764 = load double, ptr %763, align 8, !tbaa !9
  %765 = call double @llvm.fabs.f64(double %764)
  %766 = fcmp ogt double %765, 1.000000e+00
  %767 = select i1 %766, double %765, double 1.000000e+00
  %768 = fmul double %767, 0x3EB0C6F7A0B5ED8D
  %769 = fadd double %764, %768
  %770 = fsub double %764, %768
  store double %769, ptr %763, align 8, !tbaa !9
  %771 = load <16 x double>, ptr %748, align 8
  %772 = load <2 x double>, ptr %754, align 8
  %773 = load <2 x double>, ptr %755, align 8
  %774 = load <2 x double>, ptr %756, align 8
  %775 = load double, ptr %757, align 8
  %776 = load double, ptr %758, align 8
  %777 = extractelement <2 x double> %772, i64 0
  %778 = extractelement <2 x double> %772, i64 1
  %779 = extractelement <2 x double> %773, i64 0
  %780 = extractelement <2 x double> %773, i64 1
  %781 = extractelement <2 x double> %774, i64 0
  %782 = extractelement <2 x double> %774, i64 1
  br i1 %286, label %894, label %783

783:                                              ; preds = %759, %783
  %784 = phi double [ %880, %783 ], [ %775, %759 ]
  %785 = phi double [ %884, %783 ], [ %776, %759 ]
  %786 = phi i32 [ %885, %783 ], [ 0, %759 ]
  %787 = phi <16 x double> [ %843, %783 ], [ %771, %759 ]
  %788 = phi <2 x double> [ %854, %783 ], [ %772, %759 ]
  %789 = phi <2 x double> [ %865, %783 ], [ %773, %759 ]
  %790 = phi <2 x double> [ %876, %783 ], [ %774, %759 ]
  %791 = shufflevector <16 x double> %787, <16 x double> poison, <16 x i32> <i32 poison, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %792 = insertelement <16 x double> %791, double %785, i64 0
  %793 = fsub <16 x double> %787, %792
  %794 = extractelement <16 x double> %787, i64 0
  %795 = call double @sin(double noundef %794) #13
  %796 = extractelement <16 x double> %787, i64 1
  %797 = call double @sin(double noundef %796) #13
  %798 = extractelement <16 x double> %787, i64 2
  %799 = call double @sin(double noundef %798) #13
  %800 = extractelement <16 x double> %787, i64 3
  %801 = call double @sin(double noundef %800) #13
  %802 = extractelement <16 x double> %787, i64 4
  %803 = call double @sin(double noundef %802) #13
  %804 = extractelement <16 x double> %787, i64 5
  %805 = call double @sin(double noundef %804) #13
  %806 = extractelement <16 x double> %787, i64 6
  %807 = call double @sin(double noundef %806) #13
  %808 = extractelement <16 x double> %787, i64 7
  %809 = call double @sin(double noundef %808) #13
  %810 = extractelement <16 x double> %787, i64 8
  %811 = call double @sin(double noundef %810) #13
  %812 = extractelement <16 x double> %787, i64 9
  %813 = call double @sin(double noundef %812) #13
  %814 = extractelement <16 x double> %787, i64 10
  %815 = call double @sin(double noundef %814) #13
  %816 = extractelement <16 x double> %787, i64 11
  %817 = call double @sin(double noundef %816) #13
  %818 = extractelement <16 x double> %787, i64 12
  %819 = call double @sin(double noundef %818) #13
  %820 = extractelement <16 x double> %787, i64 13
  %821 = call double @sin(double noundef %820) #13
  %822 = extractelement <16 x double> %787, i64 14
  %823 = call double @sin(double noundef %822) #13
  %824 = call <16 x double> @llvm.fmuladd.v16f64(<16 x double> %793, <16 x double> <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>, <16 x double> %787)
  %825 = extractelement <16 x double> %787, i64 15
  %826 = call double @sin(double noundef %825) #13
  %827 = insertelement <16 x double> poison, double %795, i64 0
  %828 = insertelement <16 x double> %827, double %797, i64 1
  %829 = insertelement <16 x double> %828, double %799, i64 2
  %830 = insertelement <16 x double> %829, double %801, i64 3
  %831 = insertelement <16 x double> %830, double %803, i64 4
  %832 = insertelement <16 x double> %831, double %805, i64 5
  %833 = insertelement <16 x double> %832, double %807, i64 6
  %834 = insertelement <16 x double> %833, double %809, i64 7
  %835 = insertelement <16 x double> %834, double %811, i64 8
  %836 = insertelement <16 x double> %835, double %813, i64 9
  %837 = insertelement <16 x double> %836, double %815, i64 10
  %838 = insertelement <16 x double> %837, double %817, i64 11
  %839 = insertelement <16 x double> %838, double %819, i64 12
  %840 = insertelement <16 x double> %839, double %821, i64 13
  %841 = insertelement <16 x double> %840, double %823, i64 14
  %842 = insertelement <16 x double> %841, double %826, i64 15
  %843 = call <16 x double> @llvm.fmuladd.v16f64(<16 x double> %842, <16 x double> <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>, <16 x double> %824)
  %844 = extractelement <2 x double> %788, i64 0
  %845 = call double @sin(double noundef %844) #13
  %846 = shufflevector <16 x double> %787, <16 x double> poison, <2 x i32> <i32 15, i32 poison>
  %847 = shufflevector <2 x double> %846, <2 x double> %788, <2 x i32> <i32 0, i32 2>
  %848 = fsub <2 x double> %788, %847
  %849 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %848, <2 x double> <double -4.000000e-01, double -4.000000e-01>, <2 x double> %788)
  %850 = extractelement <2 x double> %788, i64 1
  %851 = call double @sin(double noundef %850) #13
  %852 = insertelement <2 x double> poison, double %845, i64 0
  %853 = insertelement <2 x double> %852, double %851, i64 1
  %854 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %853, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %849)
  %855 = extractelement <2 x double> %789, i64 0
  %856 = call double @sin(double noundef %855) #13
  %857 = shufflevector <2 x double> %788, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %858 = shufflevector <2 x double> %857, <2 x double> %789, <2 x i32> <i32 0, i32 2>
  %859 = fsub <2 x double> %789, %858
  %860 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %859, <2 x double> <double -4.000000e-01, double -4.000000e-01>, <2 x double> %789)
  %861 = extractelement <2 x double> %789, i64 1
  %862 = call double @sin(double noundef %861) #13
  %863 = insertelement <2 x double> poison, double %856, i64 0
  %864 = insertelement <2 x double> %863, double %862, i64 1
  %865 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %864, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %860)
  %866 = extractelement <2 x double> %790, i64 0
  %867 = call double @sin(double noundef %866) #13
  %868 = shufflevector <2 x double> %789, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %869 = shufflevector <2 x double> %868, <2 x double> %790, <2 x i32> <i32 0, i32 2>
  %870 = fsub <2 x double> %790, %869
  %871 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %870, <2 x double> <double -4.000000e-01, double -4.000000e-01>, <2 x double> %790)
  %872 = extractelement <2 x double> %790, i64 1
  %873 = call double @sin(double noundef %872) #13
  %874 = insertelement <2 x double> poison, double %867, i64 0
  %875 = insertelement <2 x double> %874, double %873, i64 1
  %876 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %875, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %871)
  %877 = fsub double %784, %872
  %878 = call double @llvm.fmuladd.f64(double %877, double -4.000000e-01, double %784)
  %879 = call double @sin(double noundef %784) #13
  %880 = call double @llvm.fmuladd.f64(double %879, double 5.000000e-02, double %878)
  %881 = fsub double %785, %784
  %882 = call double @llvm.fmuladd.f64(double %881, double -4.000000e-01, double %785)
  %883 = call double @sin(double noundef %785) #13
  %884 = call double @llvm.fmuladd.f64(double %883, double 5.000000e-02, double %882)
  %885 = add nuw nsw i32 %786, 1
  %886 = icmp eq i32 %885, %283
  br i1 %886, label %887, label %783, !llvm.loop !18

887:                                              ; preds = %783
  %888 = extractelement <2 x double> %876, i64 1
  %889 = extractelement <2 x double> %876, i64 0
  %890 = extractelement <2 x double> %865, i64 1
  %891 = extractelement <2 x double> %865, i64 0
  %892 = extractelement <2 x double> %854, i64 1
  %893 = extractelement <2 x double> %854, i64 0
  br label %894

894:                                              ; preds = %887, %759
  %895 = phi double [ %777, %759 ], [ %893, %887 ]
  %896 = phi double [ %778, %759 ], [ %892, %887 ]
  %897 = phi double [ %779, %759 ], [ %891, %887 ]
  %898 = phi double [ %780, %759 ], [ %890, %887 ]
  %899 = phi double [ %781, %759 ], [ %889, %887 ]
  %900 = phi double [ %782, %759 ], [ %888, %887 ]
  %901 = phi double [ %775, %759 ], [ %880, %887 ]
  %902 = phi double [ %776, %759 ], [ %884, %887 ]
  %903 = phi <16 x double> [ %771, %759 ], [ %843, %887 ]
  %904 = extractelement <16 x double> %903, i64 0
  %905 = call double @llvm.fmuladd.f64(double %232, double %904, double 0.000000e+00)
  %906 = extractelement <16 x double> %903, i64 1
  %907 = call double @llvm.fmuladd.f64(double %233, double %906, double %905)
  %908 = extractelement <16 x double> %903, i64 2
  %909 = call double @llvm.fmuladd.f64(double %234, double %908, double %907)
  %910 = extractelement <16 x double> %903, i64 3
  %911 = call double @llvm.fmuladd.f64(double %235, double %910, double %909)
  %912 = extractelement <16 x double> %903, i64 4
  %913 = call double @llvm.fmuladd.f64(double %236, double %912, double %911)
  %914 = extractelement <16 x double> %903, i64 5
  %915 = call double @llvm.fmuladd.f64(double %237, double %914, double %913)
  %916 = extractelement <16 x double> %903, i64 6
  %917 = call double @llvm.fmuladd.f64(double %238, double %916, double %915)
  %918 = extractelement <16 x double> %903, i64 7
  %919 = call double @llvm.fmuladd.f64(double %239, double %918, double %917)
  %920 = extractelement <16 x double> %903, i64 8
  %921 = call double @llvm.fmuladd.f64(double %240, double %920, double %919)
  %922 = extractelement <16 x double> %903, i64 9
  %923 = call double @llvm.fmuladd.f64(double %241, double %922, double %921)
  %924 = extractelement <16 x double> %903, i64 10
  %925 = call double @llvm.fmuladd.f64(double %242, double %924, double %923)
  %926 = extractelement <16 x double> %903, i64 11
  %927 = call double @llvm.fmuladd.f64(double %243, double %926, double %925)
  %928 = extractelement <16 x double> %903, i64 12
  %929 = call double @llvm.fmuladd.f64(double %244, double %928, double %927)
  %930 = extractelement <16 x double> %903, i64 13
  %931 = call double @llvm.fmuladd.f64(double %245, double %930, double %929)
  %932 = extractelement <16 x double> %903, i64 14
  %933 = call double @llvm.fmuladd.f64(double %246, double %932, double %931)
  %934 = extractelement <16 x double> %903, i64 15
  %935 = call double @llvm.fmuladd.f64(double %247, double %934, double %933)
  %936 = call double @llvm.fmuladd.f64(double %248, double %895, double %935)
  %937 = call double @llvm.fmuladd.f64(double %249, double %896, double %936)
  %938 = call double @llvm.fmuladd.f64(double %250, double %897, double %937)
  %939 = call double @llvm.fmuladd.f64(double %251, double %898, double %938)
  %940 = call double @llvm.fmuladd.f64(double %252, double %899, double %939)
  %941 = call double @llvm.fmuladd.f64(double %253, double %900, double %940)
  %942 = call double @llvm.fmuladd.f64(double %254, double %901, double %941)
  %943 = call double @llvm.fmuladd.f64(double %255, double %902, double %942)
  store double %770, ptr %763, align 8, !tbaa !9
  %944 = load double, ptr %748, align 8
  %945 = load <2 x double>, ptr %749, align 8
  %946 = load <2 x double>, ptr %750, align 8
  %947 = load <2 x double>, ptr %751, align 8
  %948 = load double, ptr %752, align 8
  %949 = load <16 x double>, ptr %753, align 8
  %950 = extractelement <2 x double> %947, i64 0
  %951 = extractelement <2 x double> %947, i64 1
  %952 = extractelement <2 x double> %946, i64 0
  %953 = extractelement <2 x double> %946, i64 1
  %954 = extractelement <2 x double> %945, i64 0
  %955 = extractelement <2 x double> %945, i64 1
  br i1 %286, label %1067, label %956

956:                                              ; preds = %894, %956
  %957 = phi double [ %1005, %956 ], [ %948, %894 ]
  %958 = phi double [ %968, %956 ], [ %944, %894 ]
  %959 = phi i32 [ %1058, %956 ], [ 0, %894 ]
  %960 = phi <16 x double> [ %1057, %956 ], [ %949, %894 ]
  %961 = phi <2 x double> [ %1001, %956 ], [ %947, %894 ]
  %962 = phi <2 x double> [ %990, %956 ], [ %946, %894 ]
  %963 = phi <2 x double> [ %979, %956 ], [ %945, %894 ]
  %964 = extractelement <16 x double> %960, i64 15
  %965 = fsub double %958, %964
  %966 = call double @llvm.fmuladd.f64(double %965, double -4.000000e-01, double %958)
  %967 = call double @sin(double noundef %958) #13
  %968 = call double @llvm.fmuladd.f64(double %967, double 5.000000e-02, double %966)
  %969 = shufflevector <2 x double> %963, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %970 = insertelement <2 x double> %969, double %958, i64 0
  %971 = fsub <2 x double> %963, %970
  %972 = extractelement <2 x double> %963, i64 0
  %973 = call double @sin(double noundef %972) #13
  %974 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %971, <2 x double> <double -4.000000e-01, double -4.000000e-01>, <2 x double> %963)
  %975 = extractelement <2 x double> %963, i64 1
  %976 = call double @sin(double noundef %975) #13
  %977 = insertelement <2 x double> poison, double %973, i64 0
  %978 = insertelement <2 x double> %977, double %976, i64 1
  %979 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %978, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %974)
  %980 = shufflevector <2 x double> %962, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %981 = shufflevector <2 x double> %980, <2 x double> %963, <2 x i32> <i32 3, i32 1>
  %982 = fsub <2 x double> %962, %981
  %983 = extractelement <2 x double> %962, i64 0
  %984 = call double @sin(double noundef %983) #13
  %985 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %982, <2 x double> <double -4.000000e-01, double -4.000000e-01>, <2 x double> %962)
  %986 = extractelement <2 x double> %962, i64 1
  %987 = call double @sin(double noundef %986) #13
  %988 = insertelement <2 x double> poison, double %984, i64 0
  %989 = insertelement <2 x double> %988, double %987, i64 1
  %990 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %989, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %985)
  %991 = shufflevector <2 x double> %961, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %992 = shufflevector <2 x double> %991, <2 x double> %962, <2 x i32> <i32 3, i32 1>
  %993 = fsub <2 x double> %961, %992
  %994 = extractelement <2 x double> %961, i64 0
  %995 = call double @sin(double noundef %994) #13
  %996 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %993, <2 x double> <double -4.000000e-01, double -4.000000e-01>, <2 x double> %961)
  %997 = extractelement <2 x double> %961, i64 1
  %998 = call double @sin(double noundef %997) #13
  %999 = insertelement <2 x double> poison, double %995, i64 0
  %1000 = insertelement <2 x double> %999, double %998, i64 1
  %1001 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1000, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %996)
  %1002 = fsub double %957, %997
  %1003 = call double @llvm.fmuladd.f64(double %1002, double -4.000000e-01, double %957)
  %1004 = call double @sin(double noundef %957) #13
  %1005 = call double @llvm.fmuladd.f64(double %1004, double 5.000000e-02, double %1003)
  %1006 = shufflevector <16 x double> %960, <16 x double> poison, <16 x i32> <i32 poison, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %1007 = insertelement <16 x double> %1006, double %957, i64 0
  %1008 = fsub <16 x double> %960, %1007
  %1009 = extractelement <16 x double> %960, i64 0
  %1010 = call double @sin(double noundef %1009) #13
  %1011 = extractelement <16 x double> %960, i64 1
  %1012 = call double @sin(double noundef %1011) #13
  %1013 = extractelement <16 x double> %960, i64 2
  %1014 = call double @sin(double noundef %1013) #13
  %1015 = extractelement <16 x double> %960, i64 3
  %1016 = call double @sin(double noundef %1015) #13
  %1017 = extractelement <16 x double> %960, i64 4
  %1018 = call double @sin(double noundef %1017) #13
  %1019 = extractelement <16 x double> %960, i64 5
  %1020 = call double @sin(double noundef %1019) #13
  %1021 = extractelement <16 x double> %960, i64 6
  %1022 = call double @sin(double noundef %1021) #13
  %1023 = extractelement <16 x double> %960, i64 7
  %1024 = call double @sin(double noundef %1023) #13
  %1025 = extractelement <16 x double> %960, i64 8
  %1026 = call double @sin(double noundef %1025) #13
  %1027 = extractelement <16 x double> %960, i64 9
  %1028 = call double @sin(double noundef %1027) #13
  %1029 = extractelement <16 x double> %960, i64 10
  %1030 = call double @sin(double noundef %1029) #13
  %1031 = extractelement <16 x double> %960, i64 11
  %1032 = call double @sin(double noundef %1031) #13
  %1033 = extractelement <16 x double> %960, i64 12
  %1034 = call double @sin(double noundef %1033) #13
  %1035 = extractelement <16 x double> %960, i64 13
  %1036 = call double @sin(double noundef %1035) #13
  %1037 = extractelement <16 x double> %960, i64 14
  %1038 = call double @sin(double noundef %1037) #13
  %1039 = call <16 x double> @llvm.fmuladd.v16f64(<16 x double> %1008, <16 x double> <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>, <16 x double> %960)
  %1040 = call double @sin(double noundef %964) #13
  %1041 = insertelement <16 x double> poison, double %1010, i64 0
  %1042 = insertelement <16 x double> %1041, double %1012, i64 1
  %1043 = insertelement <16 x double> %1042, double %1014, i64 2
  %1044 = insertelement <16 x double> %1043, double %1016, i64 3
  %1045 = insertelement <16 x double> %1044, double %1018, i64 4
  %1046 = insertelement <16 x double> %1045, double %1020, i64 5
  %1047 = insertelement <16 x double> %1046, double %1022, i64 6
  %1048 = insertelement <16 x double> %1047, double %1024, i64 7
  %1049 = insertelement <16 x double> %1048, double %1026, i64 8
  %1050 = insertelement <16 x double> %1049, double %1028, i64 9
  %1051 = insertelement <16 x double> %1050, double %1030, i64 10
  %1052 = insertelement <16 x double> %1051, double %1032, i64 11
  %1053 = insertelement <16 x double> %1052, double %1034, i64 12
  %1054 = insertelement <16 x double> %1053, double %1036, i64 13
  %1055 = insertelement <16 x double> %1054, double %1038, i64 14
  %1056 = insertelement <16 x double> %1055, double %1040, i64 15
  %1057 = call <16 x double> @llvm.fmuladd.v16f64(<16 x double> %1056, <16 x double> <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>, <16 x double> %1039)
  %1058 = add nuw nsw i32 %959, 1
  %1059 = icmp eq i32 %1058, %283
  br i1 %1059, label %1060, label %956, !llvm.loop !18

1060:                                             ; preds = %956
  %1061 = extractelement <2 x double> %979, i64 1
  %1062 = extractelement <2 x double> %979, i64 0
  %1063 = extractelement <2 x double> %990, i64 1
  %1064 = extractelement <2 x double> %990, i64 0
  %1065 = extractelement <2 x double> %1001, i64 1
  %1066 = extractelement <2 x double> %1001, i64 0
  br label %1067

1067:                                             ; preds = %1060, %894
  %1068 = phi double [ %948, %894 ], [ %1005, %1060 ]
  %1069 = phi double [ %951, %894 ], [ %1065, %1060 ]
  %1070 = phi double [ %950, %894 ], [ %1066, %1060 ]
  %1071 = phi double [ %953, %894 ], [ %1063, %1060 ]
  %1072 = phi double [ %952, %894 ], [ %1064, %1060 ]
  %1073 = phi double [ %955, %894 ], [ %1061, %1060 ]
  %1074 = phi double [ %954, %894 ], [ %1062, %1060 ]
  %1075 = phi double [ %944, %894 ], [ %968, %1060 ]
  %1076 = phi <16 x double> [ %949, %894 ], [ %1057, %1060 ]
  %1077 = call double @llvm.fmuladd.f64(double %232, double %1075, double 0.000000e+00)
  %1078 = call double @llvm.fmuladd.f64(double %233, double %1074, double %1077)
  %1079 = call double @llvm.fmuladd.f64(double %234, double %1073, double %1078)
  %1080 = call double @llvm.fmuladd.f64(double %235, double %1072, double %1079)
  %1081 = call double @llvm.fmuladd.f64(double %236, double %1071, double %1080)
  %1082 = call double @llvm.fmuladd.f64(double %237, double %1070, double %1081)
  %1083 = call double @llvm.fmuladd.f64(double %238, double %1069, double %1082)
  %1084 = call double @llvm.fmuladd.f64(double %239, double %1068, double %1083)
  %1085 = extractelement <16 x double> %1076, i64 0
  %1086 = call double @llvm.fmuladd.f64(double %240, double %1085, double %1084)
  %1087 = extractelement <16 x double> %1076, i64 1
  %1088 = call double @llvm.fmuladd.f64(double %241, double %1087, double %1086)
  %1089 = extractelement <16 x double> %1076, i64 2
  %1090 = call double @llvm.fmuladd.f64(double %242, double %1089, double %1088)
  %1091 = extractelement <16 x double> %1076, i64 3
  %1092 = call double @llvm.fmuladd.f64(double %243, double %1091, double %1090)
  %1093 = extractelement <16 x double> %1076, i64 4
  %1094 = call double @llvm.fmuladd.f64(double %244, double %1093, double %1092)
  %1095 = extractelement <16 x double> %1076, i64 5
  %1096 = call double @llvm.fmuladd.f64(double %245, double %1095, double %1094)
  %1097 = extractelement <16 x double> %1076, i64 6
  %1098 = call double @llvm.fmuladd.f64(double %246, double %1097, double %1096)
  %1099 = extractelement <16 x double> %1076, i64 7
  %1100 = call double @llvm.fmuladd.f64(double %247, double %1099, double %1098)
  %1101 = extractelement <16 x double> %1076, i64 8
  %1102 = call double @llvm.fmuladd.f64(double %248, double %1101, double %1100)
  %1103 = extractelement <16 x double> %1076, i64 9
  %1104 = call double @llvm.fmuladd.f64(double %249, double %1103, double %1102)
  %1105 = extractelement <16 x double> %1076, i64 10
  %1106 = call double @llvm.fmuladd.f64(double %250, double %1105, double %1104)
  %1107 = extractelement <16 x double> %1076, i64 11
  %1108 = call double @llvm.fmuladd.f64(double %251, double %1107, double %1106)
  %1109 = extractelement <16 x double> %1076, i64 12
  %1110 = call double @llvm.fmuladd.f64(double %252, double %1109, double %1108)
  %1111 = extractelement <16 x double> %1076, i64 13
  %1112 = call double @llvm.fmuladd.f64(double %253, double %1111, double %1110)
  %1113 = extractelement <16 x double> %1076, i64 14
  %1114 = call double @llvm.fmuladd.f64(double %254, double %1113, double %1112)
  %1115 = extractelement <16 x double> %1076, i64 15
  %1116 = call double @llvm.fmuladd.f64(double %255, double %1115, double %1114)
  store double %764, ptr %763, align 8, !tbaa !9
  %1117 = fsub double %943, %1116
  %1118 = fsub double %769, %770
  %1119 = fdiv double %1117, %1118
  %1120 = call double @llvm.fabs.f64(double %1119)
  %1121 = fcmp ogt double %1120, 1.000000e+00
  %1122 = select i1 %1121, double %1120, double 1.000000e+00
  %1123 = fsub double %762, %1119
  %1124 = call double @llvm.fabs.f64(double %1123)
  %1125 = fmul double %1122, 0x3EB0C6F7A0B5ED8D
  %1126 = fcmp ole double %1124, %1125
  %1127 = select i1 %1126, ptr @.str.6, ptr @.str.7
  %1128 = trunc nuw nsw i64 %760 to i32
  %1129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %1128, double noundef %762, double noundef %1119, ptr noundef nonnull %1127)
  br i1 %1126, label %1133, label %1130

1130:                                             ; preds = %1067
  %1131 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1132 = add nsw i32 %1131, 1
  store i32 %1132, ptr @n_fail, align 4, !tbaa !13
  br label %1133

1133:                                             ; preds = %1130, %1067
  %1134 = add nuw nsw i64 %760, 1
  %1135 = icmp eq i64 %1134, 24
  br i1 %1135, label %1136, label %759, !llvm.loop !17

1136:                                             ; preds = %1133
  call void @free(ptr noundef nonnull %748) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #13
  %1137 = add nuw nsw i64 %281, 1
  %1138 = icmp eq i64 %1137, 3
  br i1 %1138, label %274, label %280, !llvm.loop !19

1139:                                             ; preds = %719, %1158
  %1140 = phi i64 [ %1159, %1158 ], [ 0, %719 ]
  %1141 = getelementptr inbounds [24 x double], ptr %4, i64 0, i64 %1140
  %1142 = load double, ptr %1141, align 8, !tbaa !9
  %1143 = getelementptr inbounds [24 x double], ptr %6, i64 0, i64 %1140
  %1144 = load double, ptr %1143, align 8, !tbaa !9
  %1145 = call double @llvm.fabs.f64(double %1144)
  %1146 = fcmp ogt double %1145, 1.000000e+00
  %1147 = select i1 %1146, double %1145, double 1.000000e+00
  %1148 = fsub double %1142, %1144
  %1149 = call double @llvm.fabs.f64(double %1148)
  %1150 = fmul double %1147, 0x3D719799812DEA11
  %1151 = fcmp ole double %1149, %1150
  %1152 = select i1 %1151, ptr @.str.6, ptr @.str.7
  %1153 = trunc nuw nsw i64 %1140 to i32
  %1154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %1153, double noundef %1142, double noundef %1144, ptr noundef nonnull %1152)
  br i1 %1151, label %1158, label %1155

1155:                                             ; preds = %1139
  %1156 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1157 = add nsw i32 %1156, 1
  store i32 %1157, ptr @n_fail, align 4, !tbaa !13
  br label %1158

1158:                                             ; preds = %1139, %1155
  %1159 = add nuw nsw i64 %1140, 1
  %1160 = icmp eq i64 %1159, 24
  br i1 %1160, label %744, label %1139, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @heat(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #7 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %33

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext nneg i32 %1 to i64
  br i1 %7, label %9, label %54

9:                                                ; preds = %6, %30
  %10 = phi i32 [ %31, %30 ], [ 0, %6 ]
  br label %11

11:                                               ; preds = %21, %9
  %12 = phi i64 [ 0, %9 ], [ %16, %21 ]
  %13 = phi double [ 0.000000e+00, %9 ], [ %15, %21 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = add nuw nsw i64 %12, 1
  %17 = icmp ult i64 %16, %8
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  br label %21

21:                                               ; preds = %18, %11
  %22 = phi double [ %20, %18 ], [ 0.000000e+00, %11 ]
  %23 = tail call double @llvm.fmuladd.f64(double %15, double -2.000000e+00, double %13)
  %24 = fadd double %23, %22
  %25 = tail call double @llvm.fmuladd.f64(double %3, double %24, double %15)
  %26 = fsub double %22, %13
  %27 = fmul double %15, -1.500000e-01
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %26, double %25)
  store double %28, ptr %14, align 8, !tbaa !9
  %29 = icmp eq i64 %16, %8
  br i1 %29, label %30, label %11, !llvm.loop !15

30:                                               ; preds = %21
  %31 = add nuw nsw i32 %10, 1
  %32 = icmp eq i32 %31, %2
  br i1 %32, label %33, label %9, !llvm.loop !16

33:                                               ; preds = %30, %4
  %34 = icmp sgt i32 %1, 0
  br i1 %34, label %35, label %54

35:                                               ; preds = %33
  %36 = zext nneg i32 %1 to i64
  %37 = and i64 %36, 1
  %38 = icmp eq i32 %1, 1
  br i1 %38, label %41, label %39

39:                                               ; preds = %35
  %40 = and i64 %36, 2147483646
  br label %56

41:                                               ; preds = %56, %35
  %42 = phi double [ poison, %35 ], [ %74, %56 ]
  %43 = phi i64 [ 0, %35 ], [ %75, %56 ]
  %44 = phi double [ 0.000000e+00, %35 ], [ %74, %56 ]
  %45 = icmp eq i64 %37, 0
  br i1 %45, label %54, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds double, ptr %0, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul double %48, %48
  %50 = trunc nuw nsw i64 %43 to i32
  %51 = uitofp nneg i32 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 1.000000e-01, double 1.000000e+00)
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %52, double %44)
  br label %54

54:                                               ; preds = %46, %41, %6, %33
  %55 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %6 ], [ %42, %41 ], [ %53, %46 ]
  ret double %55

56:                                               ; preds = %56, %39
  %57 = phi i64 [ 0, %39 ], [ %75, %56 ]
  %58 = phi double [ 0.000000e+00, %39 ], [ %74, %56 ]
  %59 = phi i64 [ 0, %39 ], [ %76, %56 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, %61
  %63 = trunc nuw nsw i64 %57 to i32
  %64 = uitofp nneg i32 %63 to double
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 1.000000e-01, double 1.000000e+00)
  %66 = tail call double @llvm.fmuladd.f64(double %62, double %65, double %58)
  %67 = or disjoint i64 %57, 1
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fmul double %69, %69
  %71 = trunc nuw nsw i64 %67 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 1.000000e-01, double 1.000000e+00)
  %74 = tail call double @llvm.fmuladd.f64(double %70, double %73, double %66)
  %75 = add nuw nsw i64 %57, 2
  %76 = add i64 %59, 2
  %77 = icmp eq i64 %76, %40
  br i1 %77, label %41, label %56, !llvm.loop !21
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @advect(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #8 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %3
  %6 = getelementptr i8, ptr %0, i64 -8
  %7 = sext i32 %1 to i64
  %8 = getelementptr double, ptr %6, i64 %7
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %52

10:                                               ; preds = %5
  %11 = zext nneg i32 %1 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 1
  %14 = and i64 %11, 2147483646
  %15 = icmp eq i64 %12, 0
  br label %16

16:                                               ; preds = %10, %49
  %17 = phi i32 [ %50, %49 ], [ 0, %10 ]
  %18 = load double, ptr %8, align 8, !tbaa !9
  br i1 %13, label %39, label %19

19:                                               ; preds = %16, %19
  %20 = phi i64 [ %36, %19 ], [ 0, %16 ]
  %21 = phi double [ %31, %19 ], [ %18, %16 ]
  %22 = phi i64 [ %37, %19 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fsub double %24, %21
  %26 = tail call double @llvm.fmuladd.f64(double %25, double -4.000000e-01, double %24)
  %27 = tail call double @sin(double noundef %24) #13
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-02, double %26)
  store double %28, ptr %23, align 8, !tbaa !9
  %29 = or disjoint i64 %20, 1
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fsub double %31, %24
  %33 = tail call double @llvm.fmuladd.f64(double %32, double -4.000000e-01, double %31)
  %34 = tail call double @sin(double noundef %31) #13
  %35 = tail call double @llvm.fmuladd.f64(double %34, double 5.000000e-02, double %33)
  store double %35, ptr %30, align 8, !tbaa !9
  %36 = add nuw nsw i64 %20, 2
  %37 = add i64 %22, 2
  %38 = icmp eq i64 %37, %14
  br i1 %38, label %39, label %19, !llvm.loop !22

39:                                               ; preds = %19, %16
  %40 = phi i64 [ 0, %16 ], [ %36, %19 ]
  %41 = phi double [ %18, %16 ], [ %31, %19 ]
  br i1 %15, label %49, label %42

42:                                               ; preds = %39
  %43 = getelementptr inbounds double, ptr %0, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = fsub double %44, %41
  %46 = tail call double @llvm.fmuladd.f64(double %45, double -4.000000e-01, double %44)
  %47 = tail call double @sin(double noundef %44) #13
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 5.000000e-02, double %46)
  store double %48, ptr %43, align 8, !tbaa !9
  br label %49

49:                                               ; preds = %39, %42
  %50 = add nuw nsw i32 %17, 1
  %51 = icmp eq i32 %50, %2
  br i1 %51, label %52, label %16, !llvm.loop !18

52:                                               ; preds = %49, %5, %3
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x double> @llvm.fmuladd.v16f64(<16 x double>, <16 x double>, <16 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
