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
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #12
  %8 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %238

9:                                                ; preds = %238
  %10 = mul i64 %277, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = insertelement <16 x i64> poison, i64 %11, i64 0
  %43 = insertelement <16 x i64> %42, i64 %13, i64 1
  %44 = insertelement <16 x i64> %43, i64 %15, i64 2
  %45 = insertelement <16 x i64> %44, i64 %17, i64 3
  %46 = insertelement <16 x i64> %45, i64 %19, i64 4
  %47 = insertelement <16 x i64> %46, i64 %21, i64 5
  %48 = insertelement <16 x i64> %47, i64 %23, i64 6
  %49 = insertelement <16 x i64> %48, i64 %25, i64 7
  %50 = insertelement <16 x i64> %49, i64 %27, i64 8
  %51 = insertelement <16 x i64> %50, i64 %29, i64 9
  %52 = insertelement <16 x i64> %51, i64 %31, i64 10
  %53 = insertelement <16 x i64> %52, i64 %33, i64 11
  %54 = insertelement <16 x i64> %53, i64 %35, i64 12
  %55 = insertelement <16 x i64> %54, i64 %37, i64 13
  %56 = insertelement <16 x i64> %55, i64 %39, i64 14
  %57 = insertelement <16 x i64> %56, i64 %41, i64 15
  %58 = lshr <16 x i64> %57, <i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10>
  %59 = and <16 x i64> %58, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <16 x i64> %59 to <16 x double>
  %61 = fmul fast <16 x double> %60, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %62 = fadd fast <16 x double> %61, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %63 = mul i64 %41, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = insertelement <8 x i64> poison, i64 %64, i64 0
  %80 = insertelement <8 x i64> %79, i64 %66, i64 1
  %81 = insertelement <8 x i64> %80, i64 %68, i64 2
  %82 = insertelement <8 x i64> %81, i64 %70, i64 3
  %83 = insertelement <8 x i64> %82, i64 %72, i64 4
  %84 = insertelement <8 x i64> %83, i64 %74, i64 5
  %85 = insertelement <8 x i64> %84, i64 %76, i64 6
  %86 = insertelement <8 x i64> %85, i64 %78, i64 7
  %87 = lshr <8 x i64> %86, <i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10>
  %88 = and <8 x i64> %87, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <8 x i64> %88 to <8 x double>
  %90 = fmul fast <8 x double> %89, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %91 = fadd fast <8 x double> %90, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store i64 %78, ptr @rng_state, align 8, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %1, i64 8
  %93 = getelementptr inbounds i8, ptr %1, i64 16
  %94 = getelementptr inbounds i8, ptr %1, i64 24
  %95 = getelementptr inbounds i8, ptr %1, i64 32
  %96 = getelementptr inbounds i8, ptr %1, i64 40
  %97 = getelementptr inbounds i8, ptr %1, i64 48
  %98 = getelementptr inbounds i8, ptr %1, i64 56
  %99 = getelementptr inbounds i8, ptr %1, i64 64
  %100 = getelementptr inbounds i8, ptr %1, i64 72
  %101 = getelementptr inbounds i8, ptr %1, i64 80
  %102 = getelementptr inbounds i8, ptr %1, i64 88
  %103 = getelementptr inbounds i8, ptr %1, i64 96
  %104 = getelementptr inbounds i8, ptr %1, i64 104
  %105 = getelementptr inbounds i8, ptr %1, i64 112
  %106 = getelementptr inbounds i8, ptr %1, i64 120
  %107 = getelementptr inbounds i8, ptr %1, i64 128
  %108 = getelementptr inbounds i8, ptr %1, i64 136
  %109 = getelementptr inbounds i8, ptr %1, i64 144
  %110 = getelementptr inbounds i8, ptr %1, i64 152
  %111 = getelementptr inbounds i8, ptr %1, i64 160
  %112 = getelementptr inbounds i8, ptr %1, i64 168
  %113 = getelementptr inbounds i8, ptr %1, i64 176
  %114 = getelementptr inbounds i8, ptr %1, i64 184
  %115 = getelementptr inbounds i8, ptr %2, i64 8
  %116 = getelementptr inbounds i8, ptr %2, i64 16
  %117 = getelementptr inbounds i8, ptr %2, i64 32
  %118 = getelementptr inbounds i8, ptr %2, i64 96
  %119 = getelementptr inbounds i8, ptr %2, i64 128
  %120 = getelementptr inbounds i8, ptr %6, i64 8
  %121 = getelementptr inbounds i8, ptr %6, i64 16
  %122 = getelementptr inbounds i8, ptr %6, i64 24
  %123 = getelementptr inbounds i8, ptr %6, i64 32
  %124 = getelementptr inbounds i8, ptr %6, i64 40
  %125 = getelementptr inbounds i8, ptr %6, i64 48
  %126 = getelementptr inbounds i8, ptr %6, i64 56
  %127 = getelementptr inbounds i8, ptr %6, i64 64
  %128 = getelementptr inbounds i8, ptr %6, i64 72
  %129 = getelementptr inbounds i8, ptr %6, i64 80
  %130 = getelementptr inbounds i8, ptr %6, i64 88
  %131 = getelementptr inbounds i8, ptr %6, i64 96
  %132 = getelementptr inbounds i8, ptr %6, i64 104
  %133 = getelementptr inbounds i8, ptr %6, i64 112
  %134 = getelementptr inbounds i8, ptr %6, i64 120
  %135 = getelementptr inbounds i8, ptr %6, i64 128
  %136 = getelementptr inbounds i8, ptr %6, i64 136
  %137 = getelementptr inbounds i8, ptr %6, i64 144
  %138 = getelementptr inbounds i8, ptr %6, i64 152
  %139 = getelementptr inbounds i8, ptr %6, i64 160
  %140 = getelementptr inbounds i8, ptr %6, i64 168
  %141 = getelementptr inbounds i8, ptr %6, i64 176
  %142 = getelementptr inbounds i8, ptr %6, i64 184
  %143 = getelementptr inbounds i8, ptr %7, i64 8
  %144 = getelementptr inbounds i8, ptr %7, i64 16
  %145 = getelementptr inbounds i8, ptr %7, i64 32
  %146 = getelementptr inbounds i8, ptr %7, i64 96
  %147 = getelementptr inbounds i8, ptr %7, i64 128
  %148 = getelementptr inbounds i8, ptr %5, i64 32
  %149 = getelementptr inbounds i8, ptr %5, i64 64
  %150 = getelementptr inbounds i8, ptr %5, i64 96
  %151 = getelementptr inbounds i8, ptr %5, i64 128
  %152 = getelementptr inbounds i8, ptr %5, i64 160
  %153 = shufflevector <16 x double> %62, <16 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %154 = shufflevector <16 x double> %62, <16 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %155 = shufflevector <16 x double> %62, <16 x double> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %156 = shufflevector <16 x double> %62, <16 x double> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %157 = shufflevector <8 x double> %91, <8 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %158 = shufflevector <8 x double> %91, <8 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %159 = getelementptr inbounds i8, ptr %1, i64 8
  %160 = getelementptr inbounds i8, ptr %1, i64 32
  %161 = getelementptr inbounds i8, ptr %1, i64 40
  %162 = getelementptr inbounds i8, ptr %1, i64 64
  %163 = getelementptr inbounds i8, ptr %1, i64 72
  %164 = getelementptr inbounds i8, ptr %1, i64 96
  %165 = getelementptr inbounds i8, ptr %1, i64 104
  %166 = getelementptr inbounds i8, ptr %1, i64 128
  %167 = getelementptr inbounds i8, ptr %1, i64 136
  %168 = getelementptr inbounds i8, ptr %1, i64 160
  %169 = getelementptr inbounds i8, ptr %1, i64 168
  %170 = getelementptr inbounds i8, ptr %2, i64 8
  %171 = getelementptr inbounds i8, ptr %2, i64 32
  %172 = getelementptr inbounds i8, ptr %2, i64 40
  %173 = getelementptr inbounds i8, ptr %2, i64 64
  %174 = getelementptr inbounds i8, ptr %2, i64 72
  %175 = getelementptr inbounds i8, ptr %2, i64 96
  %176 = getelementptr inbounds i8, ptr %2, i64 104
  %177 = getelementptr inbounds i8, ptr %2, i64 128
  %178 = getelementptr inbounds i8, ptr %2, i64 136
  %179 = getelementptr inbounds i8, ptr %2, i64 160
  %180 = getelementptr inbounds i8, ptr %2, i64 168
  %181 = getelementptr inbounds i8, ptr %6, i64 8
  %182 = getelementptr inbounds i8, ptr %6, i64 32
  %183 = getelementptr inbounds i8, ptr %6, i64 40
  %184 = getelementptr inbounds i8, ptr %6, i64 64
  %185 = getelementptr inbounds i8, ptr %6, i64 72
  %186 = getelementptr inbounds i8, ptr %6, i64 96
  %187 = getelementptr inbounds i8, ptr %6, i64 104
  %188 = getelementptr inbounds i8, ptr %6, i64 128
  %189 = getelementptr inbounds i8, ptr %6, i64 136
  %190 = getelementptr inbounds i8, ptr %6, i64 160
  %191 = getelementptr inbounds i8, ptr %6, i64 168
  %192 = getelementptr inbounds i8, ptr %7, i64 8
  %193 = getelementptr inbounds i8, ptr %7, i64 32
  %194 = getelementptr inbounds i8, ptr %7, i64 40
  %195 = getelementptr inbounds i8, ptr %7, i64 64
  %196 = getelementptr inbounds i8, ptr %7, i64 72
  %197 = getelementptr inbounds i8, ptr %7, i64 96
  %198 = getelementptr inbounds i8, ptr %7, i64 104
  %199 = getelementptr inbounds i8, ptr %7, i64 128
  %200 = getelementptr inbounds i8, ptr %7, i64 136
  %201 = getelementptr inbounds i8, ptr %7, i64 160
  %202 = getelementptr inbounds i8, ptr %7, i64 168
  %203 = getelementptr inbounds i8, ptr %6, i64 8
  %204 = getelementptr inbounds i8, ptr %6, i64 32
  %205 = getelementptr inbounds i8, ptr %6, i64 40
  %206 = getelementptr inbounds i8, ptr %6, i64 64
  %207 = getelementptr inbounds i8, ptr %6, i64 72
  %208 = getelementptr inbounds i8, ptr %6, i64 96
  %209 = getelementptr inbounds i8, ptr %6, i64 104
  %210 = getelementptr inbounds i8, ptr %6, i64 128
  %211 = getelementptr inbounds i8, ptr %6, i64 136
  %212 = getelementptr inbounds i8, ptr %6, i64 160
  %213 = getelementptr inbounds i8, ptr %6, i64 168
  %214 = extractelement <16 x double> %62, i64 0
  %215 = extractelement <16 x double> %62, i64 1
  %216 = extractelement <16 x double> %62, i64 2
  %217 = extractelement <16 x double> %62, i64 3
  %218 = extractelement <16 x double> %62, i64 4
  %219 = extractelement <16 x double> %62, i64 5
  %220 = extractelement <16 x double> %62, i64 6
  %221 = extractelement <16 x double> %62, i64 7
  %222 = extractelement <16 x double> %62, i64 8
  %223 = extractelement <16 x double> %62, i64 9
  %224 = extractelement <16 x double> %62, i64 10
  %225 = extractelement <16 x double> %62, i64 11
  %226 = extractelement <16 x double> %62, i64 12
  %227 = extractelement <16 x double> %62, i64 13
  %228 = extractelement <16 x double> %62, i64 14
  %229 = extractelement <16 x double> %62, i64 15
  %230 = extractelement <8 x double> %91, i64 0
  %231 = extractelement <8 x double> %91, i64 1
  %232 = extractelement <8 x double> %91, i64 2
  %233 = extractelement <8 x double> %91, i64 3
  %234 = extractelement <8 x double> %91, i64 4
  %235 = extractelement <8 x double> %91, i64 5
  %236 = extractelement <8 x double> %91, i64 6
  %237 = extractelement <8 x double> %91, i64 7
  br label %293

238:                                              ; preds = %238, %0
  %239 = phi i64 [ 0, %0 ], [ %285, %238 ]
  %240 = phi i64 [ %8, %0 ], [ %277, %238 ]
  %241 = trunc nuw nsw i64 %239 to i32
  %242 = uitofp nneg i32 %241 to double
  %243 = fmul fast double %242, 4.000000e-01
  %244 = tail call fast double @llvm.sin.f64(double %243)
  %245 = fmul fast double %244, 8.000000e-01
  %246 = mul i64 %240, 6364136223846793005
  %247 = add i64 %246, 1442695040888963407
  %248 = lshr i64 %247, 10
  %249 = and i64 %248, 18014398509481982
  %250 = uitofp nneg i64 %249 to double
  %251 = fmul fast double %250, 0x3C6999999999999A
  %252 = fadd fast double %245, -1.000000e-01
  %253 = fadd fast double %252, %251
  %254 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %239
  store double %253, ptr %254, align 8, !tbaa !9
  %255 = add nuw nsw i64 %239, 1
  %256 = trunc nuw nsw i64 %255 to i32
  %257 = uitofp nneg i32 %256 to double
  %258 = fmul fast double %257, 4.000000e-01
  %259 = tail call fast double @llvm.sin.f64(double %258)
  %260 = fmul fast double %259, 8.000000e-01
  %261 = mul i64 %247, 6364136223846793005
  %262 = add i64 %261, 1442695040888963407
  %263 = lshr i64 %262, 10
  %264 = and i64 %263, 18014398509481982
  %265 = uitofp nneg i64 %264 to double
  %266 = fmul fast double %265, 0x3C6999999999999A
  %267 = fadd fast double %260, -1.000000e-01
  %268 = fadd fast double %267, %266
  %269 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %255
  store double %268, ptr %269, align 8, !tbaa !9
  %270 = add nuw nsw i64 %239, 2
  %271 = trunc nuw nsw i64 %270 to i32
  %272 = uitofp nneg i32 %271 to double
  %273 = fmul fast double %272, 4.000000e-01
  %274 = tail call fast double @llvm.sin.f64(double %273)
  %275 = fmul fast double %274, 8.000000e-01
  %276 = mul i64 %262, 6364136223846793005
  %277 = add i64 %276, 1442695040888963407
  %278 = lshr i64 %277, 10
  %279 = and i64 %278, 18014398509481982
  %280 = uitofp nneg i64 %279 to double
  %281 = fmul fast double %280, 0x3C6999999999999A
  %282 = fadd fast double %275, -1.000000e-01
  %283 = fadd fast double %282, %281
  %284 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %270
  store double %283, ptr %284, align 8, !tbaa !9
  %285 = add nuw nsw i64 %239, 3
  %286 = icmp eq i64 %285, 24
  br i1 %286, label %9, label %238, !llvm.loop !11

287:                                              ; preds = %1233
  %288 = load i32, ptr @n_fail, align 4, !tbaa !13
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %288)
  %290 = load i32, ptr @n_fail, align 4, !tbaa !13
  %291 = icmp ne i32 %290, 0
  %292 = zext i1 %291 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #12
  ret i32 %292

293:                                              ; preds = %9, %1233
  %294 = phi i64 [ 0, %9 ], [ %1234, %1233 ]
  %295 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %4, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %5, i8 0, i64 192, i1 false)
  %297 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 24, i32 noundef %296, double noundef nofpclass(nan inf) 2.000000e-01) #12
  %298 = call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %298, ptr noundef nonnull readonly align 16 dereferenceable(192) %3, i64 192, i1 false)
  %299 = icmp eq i64 %294, 2
  br label %300

300:                                              ; preds = %598, %293
  %301 = phi i64 [ 0, %293 ], [ %599, %598 ]
  %302 = getelementptr inbounds double, ptr %5, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !9
  %304 = getelementptr inbounds double, ptr %298, i64 %301
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = call fast double @llvm.fabs.f64(double %305)
  %307 = call fast double @llvm.maxnum.f64(double %306, double 1.000000e+00)
  %308 = fmul fast double %307, 0x3EB0C6F7A0B5ED8D
  %309 = fadd fast double %308, %305
  %310 = fsub fast double %305, %308
  store double %309, ptr %304, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %1, ptr noundef nonnull readonly align 8 dereferenceable(192) %298, i64 192, i1 false)
  br i1 %299, label %387, label %311

311:                                              ; preds = %300, %311
  %312 = phi i32 [ %385, %311 ], [ 0, %300 ]
  %313 = load <4 x double>, ptr %1, align 16, !tbaa !9
  %314 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %313, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %315 = load <4 x double>, ptr %159, align 8, !tbaa !9
  %316 = fmul fast <4 x double> %313, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %317 = fadd fast <4 x double> %316, %314
  %318 = fadd fast <4 x double> %317, %315
  %319 = fmul fast <4 x double> %318, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %320 = fadd fast <4 x double> %319, %313
  %321 = fsub fast <4 x double> %315, %314
  %322 = fmul fast <4 x double> %313, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %323 = fmul fast <4 x double> %322, %321
  %324 = fadd fast <4 x double> %320, %323
  store <4 x double> %324, ptr %1, align 16, !tbaa !9
  %325 = load <4 x double>, ptr %160, align 16, !tbaa !9
  %326 = shufflevector <4 x double> %313, <4 x double> %325, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %327 = load <4 x double>, ptr %161, align 8, !tbaa !9
  %328 = fmul fast <4 x double> %325, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %329 = fadd fast <4 x double> %328, %326
  %330 = fadd fast <4 x double> %329, %327
  %331 = fmul fast <4 x double> %330, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %332 = fadd fast <4 x double> %331, %325
  %333 = fsub fast <4 x double> %327, %326
  %334 = fmul fast <4 x double> %325, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %335 = fmul fast <4 x double> %334, %333
  %336 = fadd fast <4 x double> %332, %335
  store <4 x double> %336, ptr %160, align 16, !tbaa !9
  %337 = load <4 x double>, ptr %162, align 16, !tbaa !9
  %338 = shufflevector <4 x double> %325, <4 x double> %337, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %339 = load <4 x double>, ptr %163, align 8, !tbaa !9
  %340 = fmul fast <4 x double> %337, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %341 = fadd fast <4 x double> %340, %338
  %342 = fadd fast <4 x double> %341, %339
  %343 = fmul fast <4 x double> %342, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %344 = fadd fast <4 x double> %343, %337
  %345 = fsub fast <4 x double> %339, %338
  %346 = fmul fast <4 x double> %337, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %347 = fmul fast <4 x double> %346, %345
  %348 = fadd fast <4 x double> %344, %347
  store <4 x double> %348, ptr %162, align 16, !tbaa !9
  %349 = load <4 x double>, ptr %164, align 16, !tbaa !9
  %350 = shufflevector <4 x double> %337, <4 x double> %349, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %351 = load <4 x double>, ptr %165, align 8, !tbaa !9
  %352 = fmul fast <4 x double> %349, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %353 = fadd fast <4 x double> %352, %350
  %354 = fadd fast <4 x double> %353, %351
  %355 = fmul fast <4 x double> %354, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %356 = fadd fast <4 x double> %355, %349
  %357 = fsub fast <4 x double> %351, %350
  %358 = fmul fast <4 x double> %349, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %359 = fmul fast <4 x double> %358, %357
  %360 = fadd fast <4 x double> %356, %359
  store <4 x double> %360, ptr %164, align 16, !tbaa !9
  %361 = load <4 x double>, ptr %166, align 16, !tbaa !9
  %362 = shufflevector <4 x double> %349, <4 x double> %361, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %363 = load <4 x double>, ptr %167, align 8, !tbaa !9
  %364 = fmul fast <4 x double> %361, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %365 = fadd fast <4 x double> %364, %362
  %366 = fadd fast <4 x double> %365, %363
  %367 = fmul fast <4 x double> %366, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %368 = fadd fast <4 x double> %367, %361
  %369 = fsub fast <4 x double> %363, %362
  %370 = fmul fast <4 x double> %361, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %371 = fmul fast <4 x double> %370, %369
  %372 = fadd fast <4 x double> %368, %371
  store <4 x double> %372, ptr %166, align 16, !tbaa !9
  %373 = load <4 x double>, ptr %168, align 16, !tbaa !9
  %374 = shufflevector <4 x double> %361, <4 x double> %373, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %375 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %169, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %376 = fmul fast <4 x double> %373, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %377 = fadd fast <4 x double> %376, %374
  %378 = fadd fast <4 x double> %377, %375
  %379 = fmul fast <4 x double> %378, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %380 = fadd fast <4 x double> %379, %373
  %381 = fsub fast <4 x double> %375, %374
  %382 = fmul fast <4 x double> %373, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %383 = fmul fast <4 x double> %382, %381
  %384 = fadd fast <4 x double> %380, %383
  store <4 x double> %384, ptr %168, align 16, !tbaa !9
  %385 = add nuw nsw i32 %312, 1
  %386 = icmp eq i32 %385, %296
  br i1 %386, label %387, label %311, !llvm.loop !15

387:                                              ; preds = %311, %300
  %388 = load double, ptr %1, align 16, !tbaa !9
  %389 = fmul fast double %388, %388
  %390 = load double, ptr %92, align 8, !tbaa !9
  %391 = fmul fast double %390, %390
  %392 = fmul fast double %391, 1.100000e+00
  %393 = fadd fast double %392, %389
  %394 = load double, ptr %93, align 16, !tbaa !9
  %395 = fmul fast double %394, %394
  %396 = fmul fast double %395, 1.200000e+00
  %397 = fadd fast double %396, %393
  %398 = load double, ptr %94, align 8, !tbaa !9
  %399 = fmul fast double %398, %398
  %400 = fmul fast double %399, 1.300000e+00
  %401 = fadd fast double %400, %397
  %402 = load double, ptr %95, align 16, !tbaa !9
  %403 = fmul fast double %402, %402
  %404 = fmul fast double %403, 1.400000e+00
  %405 = fadd fast double %404, %401
  %406 = load double, ptr %96, align 8, !tbaa !9
  %407 = fmul fast double %406, %406
  %408 = fmul fast double %407, 1.500000e+00
  %409 = fadd fast double %408, %405
  %410 = load double, ptr %97, align 16, !tbaa !9
  %411 = fmul fast double %410, %410
  %412 = fmul fast double %411, 1.600000e+00
  %413 = fadd fast double %412, %409
  %414 = load double, ptr %98, align 8, !tbaa !9
  %415 = fmul fast double %414, %414
  %416 = fmul fast double %415, 0x3FFB333333333334
  %417 = fadd fast double %416, %413
  %418 = load double, ptr %99, align 16, !tbaa !9
  %419 = fmul fast double %418, %418
  %420 = fmul fast double %419, 1.800000e+00
  %421 = fadd fast double %420, %417
  %422 = load double, ptr %100, align 8, !tbaa !9
  %423 = fmul fast double %422, %422
  %424 = fmul fast double %423, 1.900000e+00
  %425 = fadd fast double %424, %421
  %426 = load double, ptr %101, align 16, !tbaa !9
  %427 = fmul fast double %426, %426
  %428 = fmul fast double %427, 2.000000e+00
  %429 = fadd fast double %428, %425
  %430 = load double, ptr %102, align 8, !tbaa !9
  %431 = fmul fast double %430, %430
  %432 = fmul fast double %431, 2.100000e+00
  %433 = fadd fast double %432, %429
  %434 = load double, ptr %103, align 16, !tbaa !9
  %435 = fmul fast double %434, %434
  %436 = fmul fast double %435, 2.200000e+00
  %437 = fadd fast double %436, %433
  %438 = load double, ptr %104, align 8, !tbaa !9
  %439 = fmul fast double %438, %438
  %440 = fmul fast double %439, 2.300000e+00
  %441 = fadd fast double %440, %437
  %442 = load double, ptr %105, align 16, !tbaa !9
  %443 = fmul fast double %442, %442
  %444 = fmul fast double %443, 0x4003333333333334
  %445 = fadd fast double %444, %441
  %446 = load double, ptr %106, align 8, !tbaa !9
  %447 = fmul fast double %446, %446
  %448 = fmul fast double %447, 2.500000e+00
  %449 = fadd fast double %448, %445
  %450 = load double, ptr %107, align 16, !tbaa !9
  %451 = fmul fast double %450, %450
  %452 = fmul fast double %451, 2.600000e+00
  %453 = fadd fast double %452, %449
  %454 = load double, ptr %108, align 8, !tbaa !9
  %455 = fmul fast double %454, %454
  %456 = fmul fast double %455, 2.700000e+00
  %457 = fadd fast double %456, %453
  %458 = load double, ptr %109, align 16, !tbaa !9
  %459 = fmul fast double %458, %458
  %460 = fmul fast double %459, 2.800000e+00
  %461 = fadd fast double %460, %457
  %462 = load double, ptr %110, align 8, !tbaa !9
  %463 = fmul fast double %462, %462
  %464 = fmul fast double %463, 0x4007333333333334
  %465 = fadd fast double %464, %461
  %466 = load double, ptr %111, align 16, !tbaa !9
  %467 = fmul fast double %466, %466
  %468 = fmul fast double %467, 3.000000e+00
  %469 = fadd fast double %468, %465
  %470 = load double, ptr %112, align 8, !tbaa !9
  %471 = fmul fast double %470, %470
  %472 = fmul fast double %471, 3.100000e+00
  %473 = fadd fast double %472, %469
  %474 = load double, ptr %113, align 16, !tbaa !9
  %475 = fmul fast double %474, %474
  %476 = fmul fast double %475, 3.200000e+00
  %477 = fadd fast double %476, %473
  %478 = load double, ptr %114, align 8, !tbaa !9
  %479 = fmul fast double %478, %478
  %480 = fmul fast double %479, 0x400A666666666667
  %481 = fadd fast double %480, %477
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #12
  store double %310, ptr %304, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, ptr noundef nonnull readonly align 8 dereferenceable(192) %298, i64 192, i1 false)
  br i1 %299, label %558, label %482

482:                                              ; preds = %387, %482
  %483 = phi i32 [ %556, %482 ], [ 0, %387 ]
  %484 = load <4 x double>, ptr %2, align 16, !tbaa !9
  %485 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %484, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %486 = load <4 x double>, ptr %170, align 8, !tbaa !9
  %487 = fmul fast <4 x double> %484, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %488 = fadd fast <4 x double> %487, %485
  %489 = fadd fast <4 x double> %488, %486
  %490 = fmul fast <4 x double> %489, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %491 = fadd fast <4 x double> %490, %484
  %492 = fsub fast <4 x double> %486, %485
  %493 = fmul fast <4 x double> %484, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %494 = fmul fast <4 x double> %493, %492
  %495 = fadd fast <4 x double> %491, %494
  store <4 x double> %495, ptr %2, align 16, !tbaa !9
  %496 = load <4 x double>, ptr %171, align 16, !tbaa !9
  %497 = shufflevector <4 x double> %484, <4 x double> %496, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %498 = load <4 x double>, ptr %172, align 8, !tbaa !9
  %499 = fmul fast <4 x double> %496, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %500 = fadd fast <4 x double> %499, %497
  %501 = fadd fast <4 x double> %500, %498
  %502 = fmul fast <4 x double> %501, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %503 = fadd fast <4 x double> %502, %496
  %504 = fsub fast <4 x double> %498, %497
  %505 = fmul fast <4 x double> %496, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %506 = fmul fast <4 x double> %505, %504
  %507 = fadd fast <4 x double> %503, %506
  store <4 x double> %507, ptr %171, align 16, !tbaa !9
  %508 = load <4 x double>, ptr %173, align 16, !tbaa !9
  %509 = shufflevector <4 x double> %496, <4 x double> %508, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %510 = load <4 x double>, ptr %174, align 8, !tbaa !9
  %511 = fmul fast <4 x double> %508, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %512 = fadd fast <4 x double> %511, %509
  %513 = fadd fast <4 x double> %512, %510
  %514 = fmul fast <4 x double> %513, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %515 = fadd fast <4 x double> %514, %508
  %516 = fsub fast <4 x double> %510, %509
  %517 = fmul fast <4 x double> %508, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %518 = fmul fast <4 x double> %517, %516
  %519 = fadd fast <4 x double> %515, %518
  store <4 x double> %519, ptr %173, align 16, !tbaa !9
  %520 = load <4 x double>, ptr %175, align 16, !tbaa !9
  %521 = shufflevector <4 x double> %508, <4 x double> %520, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %522 = load <4 x double>, ptr %176, align 8, !tbaa !9
  %523 = fmul fast <4 x double> %520, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %524 = fadd fast <4 x double> %523, %521
  %525 = fadd fast <4 x double> %524, %522
  %526 = fmul fast <4 x double> %525, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %527 = fadd fast <4 x double> %526, %520
  %528 = fsub fast <4 x double> %522, %521
  %529 = fmul fast <4 x double> %520, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %530 = fmul fast <4 x double> %529, %528
  %531 = fadd fast <4 x double> %527, %530
  store <4 x double> %531, ptr %175, align 16, !tbaa !9
  %532 = load <4 x double>, ptr %177, align 16, !tbaa !9
  %533 = shufflevector <4 x double> %520, <4 x double> %532, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %534 = load <4 x double>, ptr %178, align 8, !tbaa !9
  %535 = fmul fast <4 x double> %532, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %536 = fadd fast <4 x double> %535, %533
  %537 = fadd fast <4 x double> %536, %534
  %538 = fmul fast <4 x double> %537, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %539 = fadd fast <4 x double> %538, %532
  %540 = fsub fast <4 x double> %534, %533
  %541 = fmul fast <4 x double> %532, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %542 = fmul fast <4 x double> %541, %540
  %543 = fadd fast <4 x double> %539, %542
  store <4 x double> %543, ptr %177, align 16, !tbaa !9
  %544 = load <4 x double>, ptr %179, align 16, !tbaa !9
  %545 = shufflevector <4 x double> %532, <4 x double> %544, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %546 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %180, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %547 = fmul fast <4 x double> %544, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %548 = fadd fast <4 x double> %547, %545
  %549 = fadd fast <4 x double> %548, %546
  %550 = fmul fast <4 x double> %549, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %551 = fadd fast <4 x double> %550, %544
  %552 = fsub fast <4 x double> %546, %545
  %553 = fmul fast <4 x double> %544, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %554 = fmul fast <4 x double> %553, %552
  %555 = fadd fast <4 x double> %551, %554
  store <4 x double> %555, ptr %179, align 16, !tbaa !9
  %556 = add nuw nsw i32 %483, 1
  %557 = icmp eq i32 %556, %296
  br i1 %557, label %558, label %482, !llvm.loop !15

558:                                              ; preds = %482, %387
  %559 = load double, ptr %2, align 16, !tbaa !9
  %560 = load double, ptr %115, align 8, !tbaa !9
  %561 = fmul fast double %560, %560
  %562 = load <2 x double>, ptr %116, align 16, !tbaa !9
  %563 = fmul fast <2 x double> %562, %562
  %564 = load <8 x double>, ptr %117, align 16, !tbaa !9
  %565 = fmul fast <8 x double> %564, %564
  %566 = load <4 x double>, ptr %118, align 16, !tbaa !9
  %567 = fmul fast <4 x double> %566, %566
  %568 = insertelement <16 x double> poison, double %561, i64 0
  %569 = insertelement <16 x double> %568, double %559, i64 1
  %570 = shufflevector <2 x double> %563, <2 x double> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %571 = shufflevector <16 x double> %569, <16 x double> %570, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %572 = shufflevector <8 x double> %565, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %573 = shufflevector <16 x double> %571, <16 x double> %572, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 poison, i32 poison, i32 poison, i32 poison>
  %574 = shufflevector <4 x double> %567, <4 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %575 = shufflevector <16 x double> %573, <16 x double> %574, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %576 = shufflevector <16 x double> <double 1.100000e+00, double poison, double 1.200000e+00, double 1.300000e+00, double 1.400000e+00, double 1.500000e+00, double 1.600000e+00, double 0x3FFB333333333334, double 1.800000e+00, double 1.900000e+00, double 2.000000e+00, double 2.100000e+00, double 2.200000e+00, double 2.300000e+00, double 0x4003333333333334, double 2.500000e+00>, <16 x double> %575, <16 x i32> <i32 0, i32 17, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %577 = fmul fast <16 x double> %575, %576
  %578 = load <8 x double>, ptr %119, align 16, !tbaa !9
  %579 = fmul fast <8 x double> %578, %578
  %580 = fmul fast <8 x double> %579, <double 2.600000e+00, double 2.700000e+00, double 2.800000e+00, double 0x4007333333333334, double 3.000000e+00, double 3.100000e+00, double 3.200000e+00, double 0x400A666666666667>
  %581 = call fast double @llvm.vector.reduce.fadd.v8f64(double -0.000000e+00, <8 x double> %580)
  %582 = call fast double @llvm.vector.reduce.fadd.v16f64(double %581, <16 x double> %577)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #12
  store double %305, ptr %304, align 8, !tbaa !9
  %583 = fsub fast double %481, %582
  %584 = fmul fast double %307, 2.000000e-06
  %585 = fdiv fast double %583, %584
  %586 = call fast double @llvm.fabs.f64(double %585)
  %587 = call fast double @llvm.maxnum.f64(double %586, double 1.000000e+00)
  %588 = fsub fast double %303, %585
  %589 = call fast double @llvm.fabs.f64(double %588)
  %590 = fmul fast double %587, 0x3EB0C6F7A0B5ED8D
  %591 = fcmp fast ole double %589, %590
  %592 = select i1 %591, ptr @.str.6, ptr @.str.7
  %593 = trunc nuw nsw i64 %301 to i32
  %594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %593, double noundef nofpclass(nan inf) %303, double noundef nofpclass(nan inf) %585, ptr noundef nonnull %592)
  br i1 %591, label %598, label %595

595:                                              ; preds = %558
  %596 = load i32, ptr @n_fail, align 4, !tbaa !13
  %597 = add nsw i32 %596, 1
  store i32 %597, ptr @n_fail, align 4, !tbaa !13
  br label %598

598:                                              ; preds = %595, %558
  %599 = add nuw nsw i64 %301, 1
  %600 = icmp eq i64 %599, 24
  br i1 %600, label %601, label %300, !llvm.loop !16

601:                                              ; preds = %598
  call void @free(ptr noundef nonnull %298) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  br i1 %299, label %678, label %602

602:                                              ; preds = %601, %602
  %603 = phi i32 [ %676, %602 ], [ 0, %601 ]
  %604 = load <4 x double>, ptr %6, align 16, !tbaa !9
  %605 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %604, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %606 = load <4 x double>, ptr %181, align 8, !tbaa !9
  %607 = fmul fast <4 x double> %604, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %608 = fadd fast <4 x double> %607, %605
  %609 = fadd fast <4 x double> %608, %606
  %610 = fmul fast <4 x double> %609, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %611 = fadd fast <4 x double> %610, %604
  %612 = fsub fast <4 x double> %606, %605
  %613 = fmul fast <4 x double> %604, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %614 = fmul fast <4 x double> %613, %612
  %615 = fadd fast <4 x double> %611, %614
  store <4 x double> %615, ptr %6, align 16, !tbaa !9
  %616 = load <4 x double>, ptr %182, align 16, !tbaa !9
  %617 = shufflevector <4 x double> %604, <4 x double> %616, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %618 = load <4 x double>, ptr %183, align 8, !tbaa !9
  %619 = fmul fast <4 x double> %616, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %620 = fadd fast <4 x double> %619, %617
  %621 = fadd fast <4 x double> %620, %618
  %622 = fmul fast <4 x double> %621, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %623 = fadd fast <4 x double> %622, %616
  %624 = fsub fast <4 x double> %618, %617
  %625 = fmul fast <4 x double> %616, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %626 = fmul fast <4 x double> %625, %624
  %627 = fadd fast <4 x double> %623, %626
  store <4 x double> %627, ptr %182, align 16, !tbaa !9
  %628 = load <4 x double>, ptr %184, align 16, !tbaa !9
  %629 = shufflevector <4 x double> %616, <4 x double> %628, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %630 = load <4 x double>, ptr %185, align 8, !tbaa !9
  %631 = fmul fast <4 x double> %628, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %632 = fadd fast <4 x double> %631, %629
  %633 = fadd fast <4 x double> %632, %630
  %634 = fmul fast <4 x double> %633, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %635 = fadd fast <4 x double> %634, %628
  %636 = fsub fast <4 x double> %630, %629
  %637 = fmul fast <4 x double> %628, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %638 = fmul fast <4 x double> %637, %636
  %639 = fadd fast <4 x double> %635, %638
  store <4 x double> %639, ptr %184, align 16, !tbaa !9
  %640 = load <4 x double>, ptr %186, align 16, !tbaa !9
  %641 = shufflevector <4 x double> %628, <4 x double> %640, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %642 = load <4 x double>, ptr %187, align 8, !tbaa !9
  %643 = fmul fast <4 x double> %640, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %644 = fadd fast <4 x double> %643, %641
  %645 = fadd fast <4 x double> %644, %642
  %646 = fmul fast <4 x double> %645, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %647 = fadd fast <4 x double> %646, %640
  %648 = fsub fast <4 x double> %642, %641
  %649 = fmul fast <4 x double> %640, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %650 = fmul fast <4 x double> %649, %648
  %651 = fadd fast <4 x double> %647, %650
  store <4 x double> %651, ptr %186, align 16, !tbaa !9
  %652 = load <4 x double>, ptr %188, align 16, !tbaa !9
  %653 = shufflevector <4 x double> %640, <4 x double> %652, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %654 = load <4 x double>, ptr %189, align 8, !tbaa !9
  %655 = fmul fast <4 x double> %652, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %656 = fadd fast <4 x double> %655, %653
  %657 = fadd fast <4 x double> %656, %654
  %658 = fmul fast <4 x double> %657, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %659 = fadd fast <4 x double> %658, %652
  %660 = fsub fast <4 x double> %654, %653
  %661 = fmul fast <4 x double> %652, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %662 = fmul fast <4 x double> %661, %660
  %663 = fadd fast <4 x double> %659, %662
  store <4 x double> %663, ptr %188, align 16, !tbaa !9
  %664 = load <4 x double>, ptr %190, align 16, !tbaa !9
  %665 = shufflevector <4 x double> %652, <4 x double> %664, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %666 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %191, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %667 = fmul fast <4 x double> %664, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %668 = fadd fast <4 x double> %667, %665
  %669 = fadd fast <4 x double> %668, %666
  %670 = fmul fast <4 x double> %669, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %671 = fadd fast <4 x double> %670, %664
  %672 = fsub fast <4 x double> %666, %665
  %673 = fmul fast <4 x double> %664, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %674 = fmul fast <4 x double> %673, %672
  %675 = fadd fast <4 x double> %671, %674
  store <4 x double> %675, ptr %190, align 16, !tbaa !9
  %676 = add nuw nsw i32 %603, 1
  %677 = icmp eq i32 %676, %296
  br i1 %677, label %678, label %602, !llvm.loop !15

678:                                              ; preds = %602, %601
  %679 = load double, ptr %6, align 16, !tbaa !9
  %680 = fmul fast double %679, %679
  %681 = load double, ptr %120, align 8, !tbaa !9
  %682 = fmul fast double %681, %681
  %683 = fmul fast double %682, 1.100000e+00
  %684 = fadd fast double %683, %680
  %685 = load double, ptr %121, align 16, !tbaa !9
  %686 = fmul fast double %685, %685
  %687 = fmul fast double %686, 1.200000e+00
  %688 = fadd fast double %687, %684
  %689 = load double, ptr %122, align 8, !tbaa !9
  %690 = fmul fast double %689, %689
  %691 = fmul fast double %690, 1.300000e+00
  %692 = fadd fast double %691, %688
  %693 = load double, ptr %123, align 16, !tbaa !9
  %694 = fmul fast double %693, %693
  %695 = fmul fast double %694, 1.400000e+00
  %696 = fadd fast double %695, %692
  %697 = load double, ptr %124, align 8, !tbaa !9
  %698 = fmul fast double %697, %697
  %699 = fmul fast double %698, 1.500000e+00
  %700 = fadd fast double %699, %696
  %701 = load double, ptr %125, align 16, !tbaa !9
  %702 = fmul fast double %701, %701
  %703 = fmul fast double %702, 1.600000e+00
  %704 = fadd fast double %703, %700
  %705 = load double, ptr %126, align 8, !tbaa !9
  %706 = fmul fast double %705, %705
  %707 = fmul fast double %706, 0x3FFB333333333334
  %708 = fadd fast double %707, %704
  %709 = load double, ptr %127, align 16, !tbaa !9
  %710 = fmul fast double %709, %709
  %711 = fmul fast double %710, 1.800000e+00
  %712 = fadd fast double %711, %708
  %713 = load double, ptr %128, align 8, !tbaa !9
  %714 = fmul fast double %713, %713
  %715 = fmul fast double %714, 1.900000e+00
  %716 = fadd fast double %715, %712
  %717 = load double, ptr %129, align 16, !tbaa !9
  %718 = fmul fast double %717, %717
  %719 = fmul fast double %718, 2.000000e+00
  %720 = fadd fast double %719, %716
  %721 = load double, ptr %130, align 8, !tbaa !9
  %722 = fmul fast double %721, %721
  %723 = fmul fast double %722, 2.100000e+00
  %724 = fadd fast double %723, %720
  %725 = load double, ptr %131, align 16, !tbaa !9
  %726 = fmul fast double %725, %725
  %727 = fmul fast double %726, 2.200000e+00
  %728 = fadd fast double %727, %724
  %729 = load double, ptr %132, align 8, !tbaa !9
  %730 = fmul fast double %729, %729
  %731 = fmul fast double %730, 2.300000e+00
  %732 = fadd fast double %731, %728
  %733 = load double, ptr %133, align 16, !tbaa !9
  %734 = fmul fast double %733, %733
  %735 = fmul fast double %734, 0x4003333333333334
  %736 = fadd fast double %735, %732
  %737 = load double, ptr %134, align 8, !tbaa !9
  %738 = fmul fast double %737, %737
  %739 = fmul fast double %738, 2.500000e+00
  %740 = fadd fast double %739, %736
  %741 = load double, ptr %135, align 16, !tbaa !9
  %742 = fmul fast double %741, %741
  %743 = fmul fast double %742, 2.600000e+00
  %744 = fadd fast double %743, %740
  %745 = load double, ptr %136, align 8, !tbaa !9
  %746 = fmul fast double %745, %745
  %747 = fmul fast double %746, 2.700000e+00
  %748 = fadd fast double %747, %744
  %749 = load double, ptr %137, align 16, !tbaa !9
  %750 = fmul fast double %749, %749
  %751 = fmul fast double %750, 2.800000e+00
  %752 = fadd fast double %751, %748
  %753 = load double, ptr %138, align 8, !tbaa !9
  %754 = fmul fast double %753, %753
  %755 = fmul fast double %754, 0x4007333333333334
  %756 = fadd fast double %755, %752
  %757 = load double, ptr %139, align 16, !tbaa !9
  %758 = fmul fast double %757, %757
  %759 = fmul fast double %758, 3.000000e+00
  %760 = fadd fast double %759, %756
  %761 = load double, ptr %140, align 8, !tbaa !9
  %762 = fmul fast double %761, %761
  %763 = fmul fast double %762, 3.100000e+00
  %764 = fadd fast double %763, %760
  %765 = load double, ptr %141, align 16, !tbaa !9
  %766 = fmul fast double %765, %765
  %767 = fmul fast double %766, 3.200000e+00
  %768 = fadd fast double %767, %764
  %769 = load double, ptr %142, align 8, !tbaa !9
  %770 = fmul fast double %769, %769
  %771 = fmul fast double %770, 0x400A666666666667
  %772 = fadd fast double %771, %768
  br i1 %299, label %849, label %773

773:                                              ; preds = %678, %773
  %774 = phi i32 [ %847, %773 ], [ 0, %678 ]
  %775 = load <4 x double>, ptr %7, align 16, !tbaa !9
  %776 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %775, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %777 = load <4 x double>, ptr %192, align 8, !tbaa !9
  %778 = fmul fast <4 x double> %775, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %779 = fadd fast <4 x double> %778, %776
  %780 = fadd fast <4 x double> %779, %777
  %781 = fmul fast <4 x double> %780, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %782 = fadd fast <4 x double> %781, %775
  %783 = fsub fast <4 x double> %777, %776
  %784 = fmul fast <4 x double> %775, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %785 = fmul fast <4 x double> %784, %783
  %786 = fadd fast <4 x double> %782, %785
  store <4 x double> %786, ptr %7, align 16, !tbaa !9
  %787 = load <4 x double>, ptr %193, align 16, !tbaa !9
  %788 = shufflevector <4 x double> %775, <4 x double> %787, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %789 = load <4 x double>, ptr %194, align 8, !tbaa !9
  %790 = fmul fast <4 x double> %787, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %791 = fadd fast <4 x double> %790, %788
  %792 = fadd fast <4 x double> %791, %789
  %793 = fmul fast <4 x double> %792, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %794 = fadd fast <4 x double> %793, %787
  %795 = fsub fast <4 x double> %789, %788
  %796 = fmul fast <4 x double> %787, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %797 = fmul fast <4 x double> %796, %795
  %798 = fadd fast <4 x double> %794, %797
  store <4 x double> %798, ptr %193, align 16, !tbaa !9
  %799 = load <4 x double>, ptr %195, align 16, !tbaa !9
  %800 = shufflevector <4 x double> %787, <4 x double> %799, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %801 = load <4 x double>, ptr %196, align 8, !tbaa !9
  %802 = fmul fast <4 x double> %799, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %803 = fadd fast <4 x double> %802, %800
  %804 = fadd fast <4 x double> %803, %801
  %805 = fmul fast <4 x double> %804, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %806 = fadd fast <4 x double> %805, %799
  %807 = fsub fast <4 x double> %801, %800
  %808 = fmul fast <4 x double> %799, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %809 = fmul fast <4 x double> %808, %807
  %810 = fadd fast <4 x double> %806, %809
  store <4 x double> %810, ptr %195, align 16, !tbaa !9
  %811 = load <4 x double>, ptr %197, align 16, !tbaa !9
  %812 = shufflevector <4 x double> %799, <4 x double> %811, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %813 = load <4 x double>, ptr %198, align 8, !tbaa !9
  %814 = fmul fast <4 x double> %811, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %815 = fadd fast <4 x double> %814, %812
  %816 = fadd fast <4 x double> %815, %813
  %817 = fmul fast <4 x double> %816, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %818 = fadd fast <4 x double> %817, %811
  %819 = fsub fast <4 x double> %813, %812
  %820 = fmul fast <4 x double> %811, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %821 = fmul fast <4 x double> %820, %819
  %822 = fadd fast <4 x double> %818, %821
  store <4 x double> %822, ptr %197, align 16, !tbaa !9
  %823 = load <4 x double>, ptr %199, align 16, !tbaa !9
  %824 = shufflevector <4 x double> %811, <4 x double> %823, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %825 = load <4 x double>, ptr %200, align 8, !tbaa !9
  %826 = fmul fast <4 x double> %823, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %827 = fadd fast <4 x double> %826, %824
  %828 = fadd fast <4 x double> %827, %825
  %829 = fmul fast <4 x double> %828, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %830 = fadd fast <4 x double> %829, %823
  %831 = fsub fast <4 x double> %825, %824
  %832 = fmul fast <4 x double> %823, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %833 = fmul fast <4 x double> %832, %831
  %834 = fadd fast <4 x double> %830, %833
  store <4 x double> %834, ptr %199, align 16, !tbaa !9
  %835 = load <4 x double>, ptr %201, align 16, !tbaa !9
  %836 = shufflevector <4 x double> %823, <4 x double> %835, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %837 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %202, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %838 = fmul fast <4 x double> %835, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %839 = fadd fast <4 x double> %838, %836
  %840 = fadd fast <4 x double> %839, %837
  %841 = fmul fast <4 x double> %840, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %842 = fadd fast <4 x double> %841, %835
  %843 = fsub fast <4 x double> %837, %836
  %844 = fmul fast <4 x double> %835, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %845 = fmul fast <4 x double> %844, %843
  %846 = fadd fast <4 x double> %842, %845
  store <4 x double> %846, ptr %201, align 16, !tbaa !9
  %847 = add nuw nsw i32 %774, 1
  %848 = icmp eq i32 %847, %296
  br i1 %848, label %849, label %773, !llvm.loop !15

849:                                              ; preds = %773, %678
  %850 = load double, ptr %7, align 16, !tbaa !9
  %851 = load double, ptr %143, align 8, !tbaa !9
  %852 = fmul fast double %851, %851
  %853 = load <2 x double>, ptr %144, align 16, !tbaa !9
  %854 = fmul fast <2 x double> %853, %853
  %855 = load <8 x double>, ptr %145, align 16, !tbaa !9
  %856 = fmul fast <8 x double> %855, %855
  %857 = load <4 x double>, ptr %146, align 16, !tbaa !9
  %858 = fmul fast <4 x double> %857, %857
  %859 = insertelement <16 x double> poison, double %852, i64 0
  %860 = insertelement <16 x double> %859, double %850, i64 1
  %861 = shufflevector <2 x double> %854, <2 x double> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %862 = shufflevector <16 x double> %860, <16 x double> %861, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %863 = shufflevector <8 x double> %856, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %864 = shufflevector <16 x double> %862, <16 x double> %863, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 poison, i32 poison, i32 poison, i32 poison>
  %865 = shufflevector <4 x double> %858, <4 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %866 = shufflevector <16 x double> %864, <16 x double> %865, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %867 = shufflevector <16 x double> <double 1.100000e+00, double poison, double 1.200000e+00, double 1.300000e+00, double 1.400000e+00, double 1.500000e+00, double 1.600000e+00, double 0x3FFB333333333334, double 1.800000e+00, double 1.900000e+00, double 2.000000e+00, double 2.100000e+00, double 2.200000e+00, double 2.300000e+00, double 0x4003333333333334, double 2.500000e+00>, <16 x double> %866, <16 x i32> <i32 0, i32 17, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %868 = fmul fast <16 x double> %866, %867
  %869 = load <8 x double>, ptr %147, align 16, !tbaa !9
  %870 = fmul fast <8 x double> %869, %869
  %871 = fmul fast <8 x double> %870, <double 2.600000e+00, double 2.700000e+00, double 2.800000e+00, double 0x4007333333333334, double 3.000000e+00, double 3.100000e+00, double 3.200000e+00, double 0x400A666666666667>
  %872 = call fast double @llvm.vector.reduce.fadd.v8f64(double -0.000000e+00, <8 x double> %871)
  %873 = call fast double @llvm.vector.reduce.fadd.v16f64(double %872, <16 x double> %868)
  %874 = fsub fast double %772, %873
  %875 = fmul fast double %874, 5.000000e+05
  %876 = call fast double @llvm.fabs.f64(double %875)
  %877 = call fast double @llvm.maxnum.f64(double %876, double 1.000000e+00)
  %878 = fsub fast double %297, %875
  %879 = call fast double @llvm.fabs.f64(double %878)
  %880 = fmul fast double %877, 0x3EB0C6F7A0B5ED8D
  %881 = fcmp fast ole double %879, %880
  %882 = select i1 %881, ptr @.str.6, ptr @.str.7
  %883 = trunc nuw nsw i64 %294 to i32
  %884 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %883, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %875, ptr noundef nonnull %882)
  br i1 %881, label %888, label %885

885:                                              ; preds = %849
  %886 = load i32, ptr @n_fail, align 4, !tbaa !13
  %887 = add nsw i32 %886, 1
  store i32 %887, ptr @n_fail, align 4, !tbaa !13
  br label %888

888:                                              ; preds = %849, %885
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  br i1 %299, label %889, label %890

889:                                              ; preds = %890, %888
  br label %1236

890:                                              ; preds = %888, %890
  %891 = phi i32 [ %964, %890 ], [ 0, %888 ]
  %892 = load <4 x double>, ptr %6, align 16, !tbaa !9
  %893 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %892, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %894 = load <4 x double>, ptr %203, align 8, !tbaa !9
  %895 = fmul fast <4 x double> %892, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %896 = fadd fast <4 x double> %895, %893
  %897 = fadd fast <4 x double> %896, %894
  %898 = fmul fast <4 x double> %897, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %899 = fadd fast <4 x double> %898, %892
  %900 = fsub fast <4 x double> %894, %893
  %901 = fmul fast <4 x double> %892, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %902 = fmul fast <4 x double> %901, %900
  %903 = fadd fast <4 x double> %899, %902
  store <4 x double> %903, ptr %6, align 16, !tbaa !9
  %904 = load <4 x double>, ptr %204, align 16, !tbaa !9
  %905 = shufflevector <4 x double> %892, <4 x double> %904, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %906 = load <4 x double>, ptr %205, align 8, !tbaa !9
  %907 = fmul fast <4 x double> %904, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %908 = fadd fast <4 x double> %907, %905
  %909 = fadd fast <4 x double> %908, %906
  %910 = fmul fast <4 x double> %909, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %911 = fadd fast <4 x double> %910, %904
  %912 = fsub fast <4 x double> %906, %905
  %913 = fmul fast <4 x double> %904, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %914 = fmul fast <4 x double> %913, %912
  %915 = fadd fast <4 x double> %911, %914
  store <4 x double> %915, ptr %204, align 16, !tbaa !9
  %916 = load <4 x double>, ptr %206, align 16, !tbaa !9
  %917 = shufflevector <4 x double> %904, <4 x double> %916, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %918 = load <4 x double>, ptr %207, align 8, !tbaa !9
  %919 = fmul fast <4 x double> %916, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %920 = fadd fast <4 x double> %919, %917
  %921 = fadd fast <4 x double> %920, %918
  %922 = fmul fast <4 x double> %921, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %923 = fadd fast <4 x double> %922, %916
  %924 = fsub fast <4 x double> %918, %917
  %925 = fmul fast <4 x double> %916, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %926 = fmul fast <4 x double> %925, %924
  %927 = fadd fast <4 x double> %923, %926
  store <4 x double> %927, ptr %206, align 16, !tbaa !9
  %928 = load <4 x double>, ptr %208, align 16, !tbaa !9
  %929 = shufflevector <4 x double> %916, <4 x double> %928, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %930 = load <4 x double>, ptr %209, align 8, !tbaa !9
  %931 = fmul fast <4 x double> %928, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %932 = fadd fast <4 x double> %931, %929
  %933 = fadd fast <4 x double> %932, %930
  %934 = fmul fast <4 x double> %933, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %935 = fadd fast <4 x double> %934, %928
  %936 = fsub fast <4 x double> %930, %929
  %937 = fmul fast <4 x double> %928, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %938 = fmul fast <4 x double> %937, %936
  %939 = fadd fast <4 x double> %935, %938
  store <4 x double> %939, ptr %208, align 16, !tbaa !9
  %940 = load <4 x double>, ptr %210, align 16, !tbaa !9
  %941 = shufflevector <4 x double> %928, <4 x double> %940, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %942 = load <4 x double>, ptr %211, align 8, !tbaa !9
  %943 = fmul fast <4 x double> %940, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %944 = fadd fast <4 x double> %943, %941
  %945 = fadd fast <4 x double> %944, %942
  %946 = fmul fast <4 x double> %945, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %947 = fadd fast <4 x double> %946, %940
  %948 = fsub fast <4 x double> %942, %941
  %949 = fmul fast <4 x double> %940, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %950 = fmul fast <4 x double> %949, %948
  %951 = fadd fast <4 x double> %947, %950
  store <4 x double> %951, ptr %210, align 16, !tbaa !9
  %952 = load <4 x double>, ptr %212, align 16, !tbaa !9
  %953 = shufflevector <4 x double> %940, <4 x double> %952, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %954 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %213, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %955 = fmul fast <4 x double> %952, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %956 = fadd fast <4 x double> %955, %953
  %957 = fadd fast <4 x double> %956, %954
  %958 = fmul fast <4 x double> %957, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %959 = fadd fast <4 x double> %958, %952
  %960 = fsub fast <4 x double> %954, %953
  %961 = fmul fast <4 x double> %952, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %962 = fmul fast <4 x double> %961, %960
  %963 = fadd fast <4 x double> %959, %962
  store <4 x double> %963, ptr %212, align 16, !tbaa !9
  %964 = add nuw nsw i32 %891, 1
  %965 = icmp eq i32 %964, %296
  br i1 %965, label %889, label %890, !llvm.loop !15

966:                                              ; preds = %1254
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %4, ptr noundef nonnull align 16 dereferenceable(192) %3, i64 192, i1 false)
  store <4 x double> %153, ptr %5, align 16
  store <4 x double> %154, ptr %148, align 16
  store <4 x double> %155, ptr %149, align 16
  store <4 x double> %156, ptr %150, align 16
  store <4 x double> %157, ptr %151, align 16
  store <4 x double> %158, ptr %152, align 16
  %967 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %968 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %969 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @advect, i32 noundef %967, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %968, i32 noundef 24, i32 noundef %968, i32 noundef %296) #12
  %970 = call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %970, ptr noundef nonnull readonly align 16 dereferenceable(192) %3, i64 192, i1 false)
  %971 = getelementptr inbounds i8, ptr %970, i64 32
  %972 = getelementptr inbounds i8, ptr %970, i64 48
  %973 = getelementptr inbounds i8, ptr %970, i64 56
  %974 = getelementptr inbounds i8, ptr %970, i64 64
  %975 = getelementptr inbounds i8, ptr %970, i64 128
  %976 = getelementptr inbounds i8, ptr %970, i64 136
  %977 = getelementptr inbounds i8, ptr %970, i64 144
  %978 = getelementptr inbounds i8, ptr %970, i64 152
  %979 = getelementptr inbounds i8, ptr %970, i64 160
  %980 = getelementptr inbounds i8, ptr %970, i64 168
  %981 = getelementptr inbounds i8, ptr %970, i64 176
  %982 = getelementptr inbounds i8, ptr %970, i64 184
  br label %983

983:                                              ; preds = %1230, %966
  %984 = phi i64 [ 0, %966 ], [ %1231, %1230 ]
  %985 = getelementptr inbounds double, ptr %5, i64 %984
  %986 = load double, ptr %985, align 8, !tbaa !9
  %987 = getelementptr inbounds double, ptr %970, i64 %984
  %988 = load double, ptr %987, align 8, !tbaa !9
  %989 = call fast double @llvm.fabs.f64(double %988)
  %990 = call fast double @llvm.maxnum.f64(double %989, double 1.000000e+00)
  %991 = fmul fast double %990, 0x3EB0C6F7A0B5ED8D
  %992 = fadd fast double %991, %988
  %993 = fsub fast double %988, %991
  store double %992, ptr %987, align 8, !tbaa !9
  %994 = load <16 x double>, ptr %970, align 8
  %995 = load double, ptr %975, align 8
  %996 = load double, ptr %976, align 8
  %997 = load double, ptr %977, align 8
  %998 = load double, ptr %978, align 8
  %999 = load double, ptr %979, align 8
  %1000 = load double, ptr %980, align 8
  %1001 = load double, ptr %981, align 8
  %1002 = load double, ptr %982, align 8
  br i1 %299, label %1073, label %1003

1003:                                             ; preds = %983, %1003
  %1004 = phi nsz double [ %1028, %1003 ], [ %995, %983 ]
  %1005 = phi nsz double [ %1034, %1003 ], [ %996, %983 ]
  %1006 = phi nsz double [ %1040, %1003 ], [ %997, %983 ]
  %1007 = phi nsz double [ %1046, %1003 ], [ %998, %983 ]
  %1008 = phi nsz double [ %1052, %1003 ], [ %999, %983 ]
  %1009 = phi nsz double [ %1058, %1003 ], [ %1000, %983 ]
  %1010 = phi nsz double [ %1064, %1003 ], [ %1001, %983 ]
  %1011 = phi nsz double [ %1070, %1003 ], [ %1002, %983 ]
  %1012 = phi i32 [ %1071, %1003 ], [ 0, %983 ]
  %1013 = phi <16 x double> [ %1021, %1003 ], [ %994, %983 ]
  %1014 = shufflevector <16 x double> %1013, <16 x double> poison, <16 x i32> <i32 poison, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %1015 = insertelement <16 x double> %1014, double %1011, i64 0
  %1016 = fsub fast <16 x double> %1013, %1015
  %1017 = call fast <16 x double> @llvm.sin.v16f64(<16 x double> %1013)
  %1018 = fmul fast <16 x double> %1016, <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>
  %1019 = fadd fast <16 x double> %1018, %1013
  %1020 = fmul fast <16 x double> %1017, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %1021 = fadd fast <16 x double> %1019, %1020
  %1022 = extractelement <16 x double> %1013, i64 15
  %1023 = fsub fast double %1004, %1022
  %1024 = fmul fast double %1023, -4.000000e-01
  %1025 = fadd fast double %1024, %1004
  %1026 = call fast double @llvm.sin.f64(double %1004)
  %1027 = fmul fast double %1026, 5.000000e-02
  %1028 = fadd fast double %1025, %1027
  %1029 = fsub fast double %1005, %1004
  %1030 = fmul fast double %1029, -4.000000e-01
  %1031 = fadd fast double %1030, %1005
  %1032 = call fast double @llvm.sin.f64(double %1005)
  %1033 = fmul fast double %1032, 5.000000e-02
  %1034 = fadd fast double %1031, %1033
  %1035 = fsub fast double %1006, %1005
  %1036 = fmul fast double %1035, -4.000000e-01
  %1037 = fadd fast double %1036, %1006
  %1038 = call fast double @llvm.sin.f64(double %1006)
  %1039 = fmul fast double %1038, 5.000000e-02
  %1040 = fadd fast double %1037, %1039
  %1041 = fsub fast double %1007, %1006
  %1042 = fmul fast double %1041, -4.000000e-01
  %1043 = fadd fast double %1042, %1007
  %1044 = call fast double @llvm.sin.f64(double %1007)
  %1045 = fmul fast double %1044, 5.000000e-02
  %1046 = fadd fast double %1043, %1045
  %1047 = fsub fast double %1008, %1007
  %1048 = fmul fast double %1047, -4.000000e-01
  %1049 = fadd fast double %1048, %1008
  %1050 = call fast double @llvm.sin.f64(double %1008)
  %1051 = fmul fast double %1050, 5.000000e-02
  %1052 = fadd fast double %1049, %1051
  %1053 = fsub fast double %1009, %1008
  %1054 = fmul fast double %1053, -4.000000e-01
  %1055 = fadd fast double %1054, %1009
  %1056 = call fast double @llvm.sin.f64(double %1009)
  %1057 = fmul fast double %1056, 5.000000e-02
  %1058 = fadd fast double %1055, %1057
  %1059 = fsub fast double %1010, %1009
  %1060 = fmul fast double %1059, -4.000000e-01
  %1061 = fadd fast double %1060, %1010
  %1062 = call fast double @llvm.sin.f64(double %1010)
  %1063 = fmul fast double %1062, 5.000000e-02
  %1064 = fadd fast double %1061, %1063
  %1065 = fsub fast double %1011, %1010
  %1066 = fmul fast double %1065, -4.000000e-01
  %1067 = fadd fast double %1066, %1011
  %1068 = call fast double @llvm.sin.f64(double %1011)
  %1069 = fmul fast double %1068, 5.000000e-02
  %1070 = fadd fast double %1067, %1069
  %1071 = add nuw nsw i32 %1012, 1
  %1072 = icmp eq i32 %1071, %296
  br i1 %1072, label %1073, label %1003, !llvm.loop !17

1073:                                             ; preds = %1003, %983
  %1074 = phi nsz double [ %995, %983 ], [ %1028, %1003 ]
  %1075 = phi nsz double [ %996, %983 ], [ %1034, %1003 ]
  %1076 = phi nsz double [ %997, %983 ], [ %1040, %1003 ]
  %1077 = phi nsz double [ %998, %983 ], [ %1046, %1003 ]
  %1078 = phi nsz double [ %999, %983 ], [ %1052, %1003 ]
  %1079 = phi nsz double [ %1000, %983 ], [ %1058, %1003 ]
  %1080 = phi nsz double [ %1001, %983 ], [ %1064, %1003 ]
  %1081 = phi nsz double [ %1002, %983 ], [ %1070, %1003 ]
  %1082 = phi <16 x double> [ %994, %983 ], [ %1021, %1003 ]
  %1083 = extractelement <16 x double> %1082, i64 0
  %1084 = fmul fast double %1083, %214
  %1085 = extractelement <16 x double> %1082, i64 1
  %1086 = fmul fast double %1085, %215
  %1087 = fadd fast double %1086, %1084
  %1088 = extractelement <16 x double> %1082, i64 2
  %1089 = fmul fast double %1088, %216
  %1090 = fadd fast double %1089, %1087
  %1091 = extractelement <16 x double> %1082, i64 3
  %1092 = fmul fast double %1091, %217
  %1093 = fadd fast double %1092, %1090
  %1094 = extractelement <16 x double> %1082, i64 4
  %1095 = fmul fast double %1094, %218
  %1096 = fadd fast double %1095, %1093
  %1097 = extractelement <16 x double> %1082, i64 5
  %1098 = fmul fast double %1097, %219
  %1099 = fadd fast double %1098, %1096
  %1100 = extractelement <16 x double> %1082, i64 6
  %1101 = fmul fast double %1100, %220
  %1102 = fadd fast double %1101, %1099
  %1103 = extractelement <16 x double> %1082, i64 7
  %1104 = fmul fast double %1103, %221
  %1105 = fadd fast double %1104, %1102
  %1106 = extractelement <16 x double> %1082, i64 8
  %1107 = fmul fast double %1106, %222
  %1108 = fadd fast double %1107, %1105
  %1109 = extractelement <16 x double> %1082, i64 9
  %1110 = fmul fast double %1109, %223
  %1111 = fadd fast double %1110, %1108
  %1112 = extractelement <16 x double> %1082, i64 10
  %1113 = fmul fast double %1112, %224
  %1114 = fadd fast double %1113, %1111
  %1115 = extractelement <16 x double> %1082, i64 11
  %1116 = fmul fast double %1115, %225
  %1117 = fadd fast double %1116, %1114
  %1118 = extractelement <16 x double> %1082, i64 12
  %1119 = fmul fast double %1118, %226
  %1120 = fadd fast double %1119, %1117
  %1121 = extractelement <16 x double> %1082, i64 13
  %1122 = fmul fast double %1121, %227
  %1123 = fadd fast double %1122, %1120
  %1124 = extractelement <16 x double> %1082, i64 14
  %1125 = fmul fast double %1124, %228
  %1126 = fadd fast double %1125, %1123
  %1127 = extractelement <16 x double> %1082, i64 15
  %1128 = fmul fast double %1127, %229
  %1129 = fadd fast double %1128, %1126
  %1130 = fmul fast double %1074, %230
  %1131 = fadd fast double %1130, %1129
  %1132 = fmul fast double %1075, %231
  %1133 = fadd fast double %1132, %1131
  %1134 = fmul fast double %1076, %232
  %1135 = fadd fast double %1134, %1133
  %1136 = fmul fast double %1077, %233
  %1137 = fadd fast double %1136, %1135
  %1138 = fmul fast double %1078, %234
  %1139 = fadd fast double %1138, %1137
  %1140 = fmul fast double %1079, %235
  %1141 = fadd fast double %1140, %1139
  %1142 = fmul fast double %1080, %236
  %1143 = fadd fast double %1142, %1141
  %1144 = fmul fast double %1081, %237
  %1145 = fadd fast double %1144, %1143
  store double %993, ptr %987, align 8, !tbaa !9
  %1146 = load <4 x double>, ptr %970, align 8
  %1147 = load <2 x double>, ptr %971, align 8
  %1148 = load double, ptr %972, align 8
  %1149 = load double, ptr %973, align 8
  %1150 = load <16 x double>, ptr %974, align 8
  br i1 %299, label %1197, label %1151

1151:                                             ; preds = %1073, %1151
  %1152 = phi nsz double [ %1186, %1151 ], [ %1149, %1073 ]
  %1153 = phi nsz double [ %1180, %1151 ], [ %1148, %1073 ]
  %1154 = phi i32 [ %1195, %1151 ], [ 0, %1073 ]
  %1155 = phi <16 x double> [ %1194, %1151 ], [ %1150, %1073 ]
  %1156 = phi <4 x double> [ %1165, %1151 ], [ %1146, %1073 ]
  %1157 = phi <2 x double> [ %1173, %1151 ], [ %1147, %1073 ]
  %1158 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %1156)
  %1159 = shufflevector <16 x double> %1155, <16 x double> poison, <4 x i32> <i32 15, i32 poison, i32 poison, i32 poison>
  %1160 = shufflevector <4 x double> %1159, <4 x double> %1156, <4 x i32> <i32 0, i32 4, i32 5, i32 6>
  %1161 = fsub fast <4 x double> %1156, %1160
  %1162 = fmul fast <4 x double> %1161, <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>
  %1163 = fadd fast <4 x double> %1162, %1156
  %1164 = fmul fast <4 x double> %1158, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %1165 = fadd fast <4 x double> %1163, %1164
  %1166 = call fast <2 x double> @llvm.sin.v2f64(<2 x double> %1157)
  %1167 = shufflevector <4 x double> %1156, <4 x double> poison, <2 x i32> <i32 3, i32 poison>
  %1168 = shufflevector <2 x double> %1167, <2 x double> %1157, <2 x i32> <i32 0, i32 2>
  %1169 = fsub fast <2 x double> %1157, %1168
  %1170 = fmul fast <2 x double> %1169, <double -4.000000e-01, double -4.000000e-01>
  %1171 = fadd fast <2 x double> %1170, %1157
  %1172 = fmul fast <2 x double> %1166, <double 5.000000e-02, double 5.000000e-02>
  %1173 = fadd fast <2 x double> %1171, %1172
  %1174 = extractelement <2 x double> %1157, i64 1
  %1175 = fsub fast double %1153, %1174
  %1176 = fmul fast double %1175, -4.000000e-01
  %1177 = fadd fast double %1176, %1153
  %1178 = call fast double @llvm.sin.f64(double %1153)
  %1179 = fmul fast double %1178, 5.000000e-02
  %1180 = fadd fast double %1177, %1179
  %1181 = fsub fast double %1152, %1153
  %1182 = fmul fast double %1181, -4.000000e-01
  %1183 = fadd fast double %1182, %1152
  %1184 = call fast double @llvm.sin.f64(double %1152)
  %1185 = fmul fast double %1184, 5.000000e-02
  %1186 = fadd fast double %1183, %1185
  %1187 = shufflevector <16 x double> %1155, <16 x double> poison, <16 x i32> <i32 poison, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %1188 = insertelement <16 x double> %1187, double %1152, i64 0
  %1189 = fsub fast <16 x double> %1155, %1188
  %1190 = call fast <16 x double> @llvm.sin.v16f64(<16 x double> %1155)
  %1191 = fmul fast <16 x double> %1189, <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>
  %1192 = fadd fast <16 x double> %1191, %1155
  %1193 = fmul fast <16 x double> %1190, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %1194 = fadd fast <16 x double> %1192, %1193
  %1195 = add nuw nsw i32 %1154, 1
  %1196 = icmp eq i32 %1195, %296
  br i1 %1196, label %1197, label %1151, !llvm.loop !17

1197:                                             ; preds = %1151, %1073
  %1198 = phi nsz double [ %1149, %1073 ], [ %1186, %1151 ]
  %1199 = phi nsz double [ %1148, %1073 ], [ %1180, %1151 ]
  %1200 = phi <16 x double> [ %1150, %1073 ], [ %1194, %1151 ]
  %1201 = phi <4 x double> [ %1146, %1073 ], [ %1165, %1151 ]
  %1202 = phi <2 x double> [ %1147, %1073 ], [ %1173, %1151 ]
  %1203 = shufflevector <16 x double> %1200, <16 x double> poison, <16 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1204 = shufflevector <4 x double> %1201, <4 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1205 = shufflevector <16 x double> %1204, <16 x double> %1203, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %1206 = shufflevector <2 x double> %1202, <2 x double> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1207 = shufflevector <16 x double> %1205, <16 x double> %1206, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1208 = insertelement <16 x double> %1207, double %1199, i64 6
  %1209 = insertelement <16 x double> %1208, double %1198, i64 7
  %1210 = fmul fast <16 x double> %1209, %62
  %1211 = shufflevector <16 x double> %1200, <16 x double> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1212 = fmul fast <8 x double> %1211, %91
  %1213 = call fast double @llvm.vector.reduce.fadd.v8f64(double -0.000000e+00, <8 x double> %1212)
  %1214 = call fast double @llvm.vector.reduce.fadd.v16f64(double %1213, <16 x double> %1210)
  store double %988, ptr %987, align 8, !tbaa !9
  %1215 = fsub fast double %1145, %1214
  %1216 = fmul fast double %990, 2.000000e-06
  %1217 = fdiv fast double %1215, %1216
  %1218 = call fast double @llvm.fabs.f64(double %1217)
  %1219 = call fast double @llvm.maxnum.f64(double %1218, double 1.000000e+00)
  %1220 = fsub fast double %986, %1217
  %1221 = call fast double @llvm.fabs.f64(double %1220)
  %1222 = fmul fast double %1219, 0x3EB0C6F7A0B5ED8D
  %1223 = fcmp fast ole double %1221, %1222
  %1224 = select i1 %1223, ptr @.str.6, ptr @.str.7
  %1225 = trunc nuw nsw i64 %984 to i32
  %1226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %1225, double noundef nofpclass(nan inf) %986, double noundef nofpclass(nan inf) %1217, ptr noundef nonnull %1224)
  br i1 %1223, label %1230, label %1227

1227:                                             ; preds = %1197
  %1228 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1229 = add nsw i32 %1228, 1
  store i32 %1229, ptr @n_fail, align 4, !tbaa !13
  br label %1230

1230:                                             ; preds = %1227, %1197
  %1231 = add nuw nsw i64 %984, 1
  %1232 = icmp eq i64 %1231, 24
  br i1 %1232, label %1233, label %983, !llvm.loop !16

1233:                                             ; preds = %1230
  call void @free(ptr noundef nonnull %970) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #12
  %1234 = add nuw nsw i64 %294, 1
  %1235 = icmp eq i64 %1234, 3
  br i1 %1235, label %287, label %293, !llvm.loop !18

1236:                                             ; preds = %889, %1254
  %1237 = phi i64 [ %1255, %1254 ], [ 0, %889 ]
  %1238 = getelementptr inbounds [24 x double], ptr %4, i64 0, i64 %1237
  %1239 = load double, ptr %1238, align 8, !tbaa !9
  %1240 = getelementptr inbounds [24 x double], ptr %6, i64 0, i64 %1237
  %1241 = load double, ptr %1240, align 8, !tbaa !9
  %1242 = call fast double @llvm.fabs.f64(double %1241)
  %1243 = call fast double @llvm.maxnum.f64(double %1242, double 1.000000e+00)
  %1244 = fsub fast double %1239, %1241
  %1245 = call fast double @llvm.fabs.f64(double %1244)
  %1246 = fmul fast double %1243, 0x3D719799812DEA11
  %1247 = fcmp fast ole double %1245, %1246
  %1248 = select i1 %1247, ptr @.str.6, ptr @.str.7
  %1249 = trunc nuw nsw i64 %1237 to i32
  %1250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %1249, double noundef nofpclass(nan inf) %1239, double noundef nofpclass(nan inf) %1241, ptr noundef nonnull %1248)
  br i1 %1247, label %1254, label %1251

1251:                                             ; preds = %1236
  %1252 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1253 = add nsw i32 %1252, 1
  store i32 %1253, ptr @n_fail, align 4, !tbaa !13
  br label %1254

1254:                                             ; preds = %1236, %1251
  %1255 = add nuw nsw i64 %1237, 1
  %1256 = icmp eq i64 %1255, 24
  br i1 %1256, label %966, label %1236, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @heat(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef nofpclass(nan inf) %3) #6 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %73

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext i32 %1 to i64
  br i1 %7, label %9, label %134

9:                                                ; preds = %6
  %10 = icmp ult i32 %1, 4
  %11 = and i64 %8, 2147483644
  %12 = insertelement <4 x i64> poison, i64 %8, i64 0
  %13 = shufflevector <4 x i64> %12, <4 x i64> poison, <4 x i32> zeroinitializer
  %14 = insertelement <4 x double> poison, double %3, i64 0
  %15 = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  %16 = icmp eq i64 %11, %8
  br label %17

17:                                               ; preds = %9, %70
  %18 = phi i32 [ %71, %70 ], [ 0, %9 ]
  br i1 %10, label %45, label %19

19:                                               ; preds = %17, %19
  %20 = phi i64 [ %40, %19 ], [ 0, %17 ]
  %21 = phi <4 x i64> [ %41, %19 ], [ <i64 0, i64 1, i64 2, i64 3>, %17 ]
  %22 = phi <4 x double> [ %24, %19 ], [ <double poison, double poison, double poison, double 0.000000e+00>, %17 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %25 = shufflevector <4 x double> %22, <4 x double> %24, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %26 = add <4 x i64> %21, <i64 1, i64 1, i64 1, i64 1>
  %27 = icmp ult <4 x i64> %26, %13
  %28 = extractelement <4 x i64> %26, i64 0
  %29 = getelementptr double, ptr %0, i64 %28
  %30 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr %29, i32 8, <4 x i1> %27, <4 x double> zeroinitializer), !tbaa !9
  %31 = fmul fast <4 x double> %24, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %32 = fadd fast <4 x double> %31, %25
  %33 = fadd fast <4 x double> %32, %30
  %34 = fmul fast <4 x double> %33, %15
  %35 = fadd fast <4 x double> %34, %24
  %36 = fsub fast <4 x double> %30, %25
  %37 = fmul fast <4 x double> %24, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %38 = fmul fast <4 x double> %37, %36
  %39 = fadd fast <4 x double> %35, %38
  store <4 x double> %39, ptr %23, align 8, !tbaa !9
  %40 = add nuw i64 %20, 4
  %41 = add <4 x i64> %21, <i64 4, i64 4, i64 4, i64 4>
  %42 = icmp eq i64 %40, %11
  br i1 %42, label %43, label %19, !llvm.loop !20

43:                                               ; preds = %19
  %44 = extractelement <4 x double> %24, i64 3
  br i1 %16, label %70, label %45

45:                                               ; preds = %43, %17
  %46 = phi i64 [ 0, %17 ], [ %11, %43 ]
  %47 = phi double [ 0.000000e+00, %17 ], [ %44, %43 ]
  br label %48

48:                                               ; preds = %45, %58
  %49 = phi i64 [ %53, %58 ], [ %46, %45 ]
  %50 = phi double [ %52, %58 ], [ %47, %45 ]
  %51 = getelementptr inbounds double, ptr %0, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = add nuw nsw i64 %49, 1
  %54 = icmp ult i64 %53, %8
  br i1 %54, label %55, label %58

55:                                               ; preds = %48
  %56 = getelementptr inbounds double, ptr %0, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  br label %58

58:                                               ; preds = %55, %48
  %59 = phi fast double [ %57, %55 ], [ 0.000000e+00, %48 ]
  %60 = fmul fast double %52, -2.000000e+00
  %61 = fadd fast double %60, %50
  %62 = fadd fast double %61, %59
  %63 = fmul fast double %62, %3
  %64 = fadd fast double %63, %52
  %65 = fsub fast double %59, %50
  %66 = fmul fast double %52, -1.500000e-01
  %67 = fmul fast double %66, %65
  %68 = fadd fast double %64, %67
  store double %68, ptr %51, align 8, !tbaa !9
  %69 = icmp eq i64 %53, %8
  br i1 %69, label %70, label %48, !llvm.loop !23

70:                                               ; preds = %58, %43
  %71 = add nuw nsw i32 %18, 1
  %72 = icmp eq i32 %71, %2
  br i1 %72, label %73, label %17, !llvm.loop !15

73:                                               ; preds = %70, %4
  %74 = icmp sgt i32 %1, 0
  br i1 %74, label %75, label %134

75:                                               ; preds = %73
  %76 = zext nneg i32 %1 to i64
  %77 = icmp ult i32 %1, 16
  br i1 %77, label %78, label %81

78:                                               ; preds = %128, %75
  %79 = phi i64 [ 0, %75 ], [ %82, %128 ]
  %80 = phi double [ 0.000000e+00, %75 ], [ %132, %128 ]
  br label %136

81:                                               ; preds = %75
  %82 = and i64 %76, 2147483632
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i64 [ 0, %81 ], [ %125, %83 ]
  %85 = phi <4 x double> [ zeroinitializer, %81 ], [ %121, %83 ]
  %86 = phi <4 x double> [ zeroinitializer, %81 ], [ %122, %83 ]
  %87 = phi <4 x double> [ zeroinitializer, %81 ], [ %123, %83 ]
  %88 = phi <4 x double> [ zeroinitializer, %81 ], [ %124, %83 ]
  %89 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %81 ], [ %126, %83 ]
  %90 = add <4 x i32> %89, <i32 4, i32 4, i32 4, i32 4>
  %91 = add <4 x i32> %89, <i32 8, i32 8, i32 8, i32 8>
  %92 = add <4 x i32> %89, <i32 12, i32 12, i32 12, i32 12>
  %93 = getelementptr inbounds double, ptr %0, i64 %84
  %94 = getelementptr inbounds i8, ptr %93, i64 32
  %95 = getelementptr inbounds i8, ptr %93, i64 64
  %96 = getelementptr inbounds i8, ptr %93, i64 96
  %97 = load <4 x double>, ptr %93, align 8, !tbaa !9
  %98 = load <4 x double>, ptr %94, align 8, !tbaa !9
  %99 = load <4 x double>, ptr %95, align 8, !tbaa !9
  %100 = load <4 x double>, ptr %96, align 8, !tbaa !9
  %101 = uitofp <4 x i32> %89 to <4 x double>
  %102 = uitofp <4 x i32> %90 to <4 x double>
  %103 = uitofp <4 x i32> %91 to <4 x double>
  %104 = uitofp <4 x i32> %92 to <4 x double>
  %105 = fmul fast <4 x double> %101, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %106 = fmul fast <4 x double> %102, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %107 = fmul fast <4 x double> %103, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %108 = fmul fast <4 x double> %104, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %109 = fadd fast <4 x double> %105, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %110 = fadd fast <4 x double> %106, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %111 = fadd fast <4 x double> %107, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %112 = fadd fast <4 x double> %108, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %113 = fmul fast <4 x double> %97, %97
  %114 = fmul fast <4 x double> %98, %98
  %115 = fmul fast <4 x double> %99, %99
  %116 = fmul fast <4 x double> %100, %100
  %117 = fmul fast <4 x double> %113, %109
  %118 = fmul fast <4 x double> %114, %110
  %119 = fmul fast <4 x double> %115, %111
  %120 = fmul fast <4 x double> %116, %112
  %121 = fadd fast <4 x double> %117, %85
  %122 = fadd fast <4 x double> %118, %86
  %123 = fadd fast <4 x double> %119, %87
  %124 = fadd fast <4 x double> %120, %88
  %125 = add nuw i64 %84, 16
  %126 = add <4 x i32> %89, <i32 16, i32 16, i32 16, i32 16>
  %127 = icmp eq i64 %125, %82
  br i1 %127, label %128, label %83, !llvm.loop !24

128:                                              ; preds = %83
  %129 = fadd fast <4 x double> %122, %121
  %130 = fadd fast <4 x double> %123, %129
  %131 = fadd fast <4 x double> %124, %130
  %132 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %131)
  %133 = icmp eq i64 %82, %76
  br i1 %133, label %134, label %78

134:                                              ; preds = %136, %128, %6, %73
  %135 = phi double [ 0.000000e+00, %73 ], [ 0.000000e+00, %6 ], [ %132, %128 ], [ %147, %136 ]
  ret double %135

136:                                              ; preds = %78, %136
  %137 = phi i64 [ %148, %136 ], [ %79, %78 ]
  %138 = phi double [ %147, %136 ], [ %80, %78 ]
  %139 = getelementptr inbounds double, ptr %0, i64 %137
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = trunc nuw nsw i64 %137 to i32
  %142 = uitofp nneg i32 %141 to double
  %143 = fmul fast double %142, 1.000000e-01
  %144 = fadd fast double %143, 1.000000e+00
  %145 = fmul fast double %140, %140
  %146 = fmul fast double %145, %144
  %147 = fadd fast double %146, %138
  %148 = add nuw nsw i64 %137, 1
  %149 = icmp eq i64 %148, %76
  br i1 %149, label %134, label %136, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @advect(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %3
  %6 = getelementptr i8, ptr %0, i64 -8
  %7 = sext i32 %1 to i64
  %8 = getelementptr double, ptr %6, i64 %7
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %55

10:                                               ; preds = %5
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 4
  %13 = and i64 %11, 2147483644
  %14 = icmp eq i64 %13, %11
  br label %15

15:                                               ; preds = %10, %52
  %16 = phi i32 [ %53, %52 ], [ 0, %10 ]
  %17 = load double, ptr %8, align 8, !tbaa !9
  br i1 %12, label %36, label %18

18:                                               ; preds = %15
  %19 = insertelement <4 x double> poison, double %17, i64 3
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %32, %20 ]
  %22 = phi <4 x double> [ %19, %18 ], [ %24, %20 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %25 = shufflevector <4 x double> %22, <4 x double> %24, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %26 = fsub fast <4 x double> %24, %25
  %27 = fmul fast <4 x double> %26, <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>
  %28 = fadd fast <4 x double> %27, %24
  %29 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %24)
  %30 = fmul fast <4 x double> %29, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %31 = fadd fast <4 x double> %28, %30
  store <4 x double> %31, ptr %23, align 8, !tbaa !9
  %32 = add nuw i64 %21, 4
  %33 = icmp eq i64 %32, %13
  br i1 %33, label %34, label %20, !llvm.loop !26

34:                                               ; preds = %20
  %35 = extractelement <4 x double> %24, i64 3
  br i1 %14, label %52, label %36

36:                                               ; preds = %34, %15
  %37 = phi i64 [ 0, %15 ], [ %13, %34 ]
  %38 = phi double [ %17, %15 ], [ %35, %34 ]
  br label %39

39:                                               ; preds = %36, %39
  %40 = phi i64 [ %50, %39 ], [ %37, %36 ]
  %41 = phi double [ %43, %39 ], [ %38, %36 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %40
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fsub fast double %43, %41
  %45 = fmul fast double %44, -4.000000e-01
  %46 = fadd fast double %45, %43
  %47 = tail call fast double @llvm.sin.f64(double %43)
  %48 = fmul fast double %47, 5.000000e-02
  %49 = fadd fast double %46, %48
  store double %49, ptr %42, align 8, !tbaa !9
  %50 = add nuw nsw i64 %40, 1
  %51 = icmp eq i64 %50, %11
  br i1 %51, label %52, label %39, !llvm.loop !27

52:                                               ; preds = %39, %34
  %53 = add nuw nsw i32 %16, 1
  %54 = icmp eq i32 %53, %2
  br i1 %54, label %55, label %15, !llvm.loop !17

55:                                               ; preds = %52, %5, %3
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x double> @llvm.sin.v16f64(<16 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v16f64(double, <16 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v8f64(double, <8 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!20 = distinct !{!20, !12, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !12, !22, !21}
!24 = distinct !{!24, !12, !21, !22}
!25 = distinct !{!25, !12, !22, !21}
!26 = distinct !{!26, !12, !21, !22}
!27 = distinct !{!27, !12, !22, !21}
