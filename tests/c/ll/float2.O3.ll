; ModuleID = 'float2.c'
source_filename = "float2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x float] [float 0xBFF3333340000000, float 0x3FD6666660000000, float 0x3FE99999A0000000, float 0x3FF99999A0000000], align 16
@main.ys = internal unnamed_addr constant [4 x float] [float 0x3FECCCCCC0000000, float 0xBFE6666660000000, float 0x3FF4CCCCC0000000, float 0x4000CCCCC0000000], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"h.dx\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"h.dy\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"loopf.dx\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"loopf.dy\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"float2\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [30 x i8] c"%s x=%.9g ad=%.9g fd=%.9g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %481
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %481
  %8 = phi i64 [ 0, %0 ], [ %482, %481 ]
  %9 = mul nuw nsw i64 %8, 3
  %10 = mul nuw nsw i64 %8, 3
  %11 = mul nuw nsw i64 %8, 3
  %12 = mul nuw nsw i64 %8, 3
  %13 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %8
  %14 = load float, ptr %13, align 4, !tbaa !9
  %15 = getelementptr inbounds [4 x float], ptr @main.ys, i64 0, i64 %8
  %16 = load float, ptr %15, align 4, !tbaa !9
  %17 = tail call float @llvm.fabs.f32(float %14)
  %18 = fcmp ogt float %17, 1.000000e+00
  %19 = select i1 %18, float %17, float 1.000000e+00
  %20 = fmul float %19, 0x3F847AE140000000
  %21 = fadd float %14, %20
  %22 = fsub float %14, %20
  %23 = tail call float @llvm.fabs.f32(float %16)
  %24 = fcmp ogt float %23, 1.000000e+00
  %25 = select i1 %24, float %23, float 1.000000e+00
  %26 = fmul float %25, 0x3F847AE140000000
  %27 = fadd float %16, %26
  %28 = fsub float %16, %26
  %29 = fpext float %14 to double
  %30 = fpext float %16 to double
  %31 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %29, double noundef %30) #8
  %32 = extractelement <2 x float> %31, i64 0
  %33 = fpext float %32 to double
  %34 = tail call float @sinf(float noundef %21) #8
  %35 = fmul float %16, 5.000000e-01
  %36 = tail call float @expf(float noundef %35) #8, !tbaa !5
  %37 = tail call float @sinf(float noundef %22) #8
  %38 = tail call float @expf(float noundef %35) #8, !tbaa !5
  %39 = insertelement <2 x float> poison, float %34, i64 0
  %40 = insertelement <2 x float> %39, float %37, i64 1
  %41 = insertelement <2 x float> poison, float %36, i64 0
  %42 = insertelement <2 x float> %41, float %38, i64 1
  %43 = fmul <2 x float> %40, %42
  %44 = insertelement <2 x float> poison, float %21, i64 0
  %45 = insertelement <2 x float> %44, float %22, i64 1
  %46 = insertelement <2 x float> poison, float %16, i64 0
  %47 = shufflevector <2 x float> %46, <2 x float> poison, <2 x i32> zeroinitializer
  %48 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %45, <2 x float> %47, <2 x float> %43)
  %49 = fpext <2 x float> %48 to <2 x double>
  %50 = fpext <2 x float> %45 to <2 x double>
  %51 = shufflevector <2 x double> %49, <2 x double> %50, <2 x i32> <i32 0, i32 2>
  %52 = shufflevector <2 x double> %49, <2 x double> %50, <2 x i32> <i32 1, i32 3>
  %53 = fsub <2 x double> %51, %52
  %54 = extractelement <2 x double> %53, i64 0
  %55 = extractelement <2 x double> %53, i64 1
  %56 = fdiv double %54, %55
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fcmp ogt double %57, 1.000000e+00
  %59 = select i1 %58, double %57, double 1.000000e+00
  %60 = fsub double %33, %56
  %61 = tail call double @llvm.fabs.f64(double %60)
  %62 = fmul double %59, 5.000000e-03
  %63 = fcmp ole double %61, %62
  %64 = select i1 %63, ptr @.str.11, ptr @.str.12
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %29, double noundef %33, double noundef %56, ptr noundef nonnull %64)
  br i1 %63, label %69, label %66

66:                                               ; preds = %7
  %67 = load i32, ptr @n_fail, align 4, !tbaa !5
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr @n_fail, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %7, %66
  %70 = extractelement <2 x float> %31, i64 1
  %71 = fpext float %70 to double
  %72 = tail call float @sinf(float noundef %14) #8
  %73 = fmul float %27, 5.000000e-01
  %74 = tail call float @expf(float noundef %73) #8, !tbaa !5
  %75 = tail call float @sinf(float noundef %14) #8
  %76 = fmul float %28, 5.000000e-01
  %77 = tail call float @expf(float noundef %76) #8, !tbaa !5
  %78 = insertelement <2 x float> poison, float %72, i64 0
  %79 = insertelement <2 x float> %78, float %75, i64 1
  %80 = insertelement <2 x float> poison, float %74, i64 0
  %81 = insertelement <2 x float> %80, float %77, i64 1
  %82 = fmul <2 x float> %79, %81
  %83 = insertelement <2 x float> poison, float %14, i64 0
  %84 = shufflevector <2 x float> %83, <2 x float> poison, <2 x i32> zeroinitializer
  %85 = insertelement <2 x float> poison, float %27, i64 0
  %86 = insertelement <2 x float> %85, float %28, i64 1
  %87 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %84, <2 x float> %86, <2 x float> %82)
  %88 = fpext <2 x float> %87 to <2 x double>
  %89 = fpext <2 x float> %86 to <2 x double>
  %90 = shufflevector <2 x double> %88, <2 x double> %89, <2 x i32> <i32 0, i32 2>
  %91 = shufflevector <2 x double> %88, <2 x double> %89, <2 x i32> <i32 1, i32 3>
  %92 = fsub <2 x double> %90, %91
  %93 = extractelement <2 x double> %92, i64 0
  %94 = extractelement <2 x double> %92, i64 1
  %95 = fdiv double %93, %94
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = fcmp ogt double %96, 1.000000e+00
  %98 = select i1 %97, double %96, double 1.000000e+00
  %99 = fsub double %71, %95
  %100 = tail call double @llvm.fabs.f64(double %99)
  %101 = fmul double %98, 5.000000e-03
  %102 = fcmp ole double %100, %101
  %103 = select i1 %102, ptr @.str.11, ptr @.str.12
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %30, double noundef %71, double noundef %95, ptr noundef nonnull %103)
  br i1 %102, label %108, label %105

105:                                              ; preds = %69
  %106 = load i32, ptr @n_fail, align 4, !tbaa !5
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr @n_fail, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %69, %105
  %109 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef %29, double noundef %30) #8
  %110 = extractelement <2 x float> %109, i64 0
  %111 = fpext float %110 to double
  %112 = insertelement <2 x double> poison, double %30, i64 0
  %113 = shufflevector <2 x double> %112, <2 x double> poison, <2 x i32> zeroinitializer
  %114 = fmul <2 x double> %113, %50
  %115 = fdiv <2 x float> %45, %47
  %116 = extractelement <2 x double> %50, i64 0
  %117 = fmul double %116, 2.500000e-01
  %118 = tail call double @exp(double noundef %117) #8
  %119 = extractelement <2 x double> %50, i64 1
  %120 = fmul double %119, 2.500000e-01
  %121 = tail call double @exp(double noundef %120) #8
  %122 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> %114, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %123 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %122)
  %124 = fptrunc <2 x double> %123 to <2 x float>
  %125 = fadd <2 x float> %115, %124
  %126 = insertelement <2 x double> poison, double %118, i64 0
  %127 = insertelement <2 x double> %126, double %121, i64 1
  %128 = fptrunc <2 x double> %127 to <2 x float>
  %129 = fadd <2 x float> %125, %128
  %130 = fpext <2 x float> %129 to <2 x double>
  %131 = shufflevector <2 x double> %130, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %132 = fsub <2 x double> %130, %131
  %133 = extractelement <2 x double> %132, i64 0
  %134 = fdiv double %133, %55
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp ogt double %135, 1.000000e+00
  %137 = select i1 %136, double %135, double 1.000000e+00
  %138 = fsub double %111, %134
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fmul double %137, 5.000000e-03
  %141 = fcmp ole double %139, %140
  %142 = select i1 %141, ptr @.str.11, ptr @.str.12
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %29, double noundef %111, double noundef %134, ptr noundef nonnull %142)
  br i1 %141, label %147, label %144

144:                                              ; preds = %108
  %145 = load i32, ptr @n_fail, align 4, !tbaa !5
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @n_fail, align 4, !tbaa !5
  br label %147

147:                                              ; preds = %108, %144
  %148 = extractelement <2 x float> %109, i64 1
  %149 = fpext float %148 to double
  %150 = insertelement <2 x double> poison, double %29, i64 0
  %151 = shufflevector <2 x double> %150, <2 x double> poison, <2 x i32> zeroinitializer
  %152 = fmul <2 x double> %151, %89
  %153 = fdiv <2 x float> %84, %86
  %154 = fmul double %29, 2.500000e-01
  %155 = tail call double @exp(double noundef %154) #8
  %156 = tail call double @exp(double noundef %154) #8
  %157 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> %152, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %158 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %157)
  %159 = fptrunc <2 x double> %158 to <2 x float>
  %160 = fadd <2 x float> %153, %159
  %161 = insertelement <2 x double> poison, double %155, i64 0
  %162 = insertelement <2 x double> %161, double %156, i64 1
  %163 = fptrunc <2 x double> %162 to <2 x float>
  %164 = fadd <2 x float> %160, %163
  %165 = fpext <2 x float> %164 to <2 x double>
  %166 = shufflevector <2 x double> %165, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %167 = fsub <2 x double> %165, %166
  %168 = extractelement <2 x double> %167, i64 0
  %169 = fdiv double %168, %94
  %170 = tail call double @llvm.fabs.f64(double %169)
  %171 = fcmp ogt double %170, 1.000000e+00
  %172 = select i1 %171, double %170, double 1.000000e+00
  %173 = fsub double %149, %169
  %174 = tail call double @llvm.fabs.f64(double %173)
  %175 = fmul double %172, 5.000000e-03
  %176 = fcmp ole double %174, %175
  %177 = select i1 %176, ptr @.str.11, ptr @.str.12
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %30, double noundef %149, double noundef %169, ptr noundef nonnull %177)
  br i1 %176, label %182, label %179

179:                                              ; preds = %147
  %180 = load i32, ptr @n_fail, align 4, !tbaa !5
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr @n_fail, align 4, !tbaa !5
  br label %182

182:                                              ; preds = %147, %179
  %183 = trunc nuw nsw i64 %8 to i32
  %184 = uitofp nneg i32 %183 to float
  %185 = tail call float @llvm.fmuladd.f32(float %184, float 2.500000e-01, float 5.000000e-01)
  %186 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %187 = fpext float %185 to double
  %188 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, double noundef %29, i32 noundef %186, double noundef %187, double noundef %30) #8
  %189 = extractelement <2 x float> %188, i64 0
  %190 = fpext float %189 to double
  %191 = fmul <2 x float> %45, %45
  %192 = fmul float %185, %16
  %193 = tail call float @tanhf(float noundef %192) #8
  %194 = tail call float @llvm.fmuladd.f32(float %21, float %21, float 1.000000e+00)
  %195 = tail call float @logf(float noundef %194) #8
  %196 = tail call float @tanhf(float noundef %192) #8
  %197 = tail call float @llvm.fmuladd.f32(float %22, float %22, float 1.000000e+00)
  %198 = tail call float @logf(float noundef %197) #8
  %199 = insertelement <2 x float> poison, float %185, i64 0
  %200 = shufflevector <2 x float> %199, <2 x float> poison, <2 x i32> zeroinitializer
  %201 = insertelement <2 x float> poison, float %193, i64 0
  %202 = insertelement <2 x float> %201, float %196, i64 1
  %203 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %191, <2 x float> %200, <2 x float> %202)
  %204 = insertelement <2 x float> poison, float %195, i64 0
  %205 = insertelement <2 x float> %204, float %198, i64 1
  %206 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %205, <2 x float> %47, <2 x float> %203)
  %207 = fpext <2 x float> %206 to <2 x double>
  %208 = shufflevector <2 x double> %207, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %209 = fsub <2 x double> %207, %208
  %210 = extractelement <2 x double> %209, i64 0
  %211 = fdiv double %210, %55
  %212 = tail call double @llvm.fabs.f64(double %211)
  %213 = fcmp ogt double %212, 1.000000e+00
  %214 = select i1 %213, double %212, double 1.000000e+00
  %215 = fsub double %190, %211
  %216 = tail call double @llvm.fabs.f64(double %215)
  %217 = fmul double %214, 5.000000e-03
  %218 = fcmp ole double %216, %217
  %219 = select i1 %218, ptr @.str.11, ptr @.str.12
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %29, double noundef %190, double noundef %211, ptr noundef nonnull %219)
  br i1 %218, label %224, label %221

221:                                              ; preds = %182
  %222 = load i32, ptr @n_fail, align 4, !tbaa !5
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr @n_fail, align 4, !tbaa !5
  br label %224

224:                                              ; preds = %182, %221
  %225 = extractelement <2 x float> %188, i64 1
  %226 = fpext float %225 to double
  %227 = fmul float %14, %14
  %228 = fmul float %185, %27
  %229 = tail call float @tanhf(float noundef %228) #8
  %230 = tail call float @llvm.fmuladd.f32(float %14, float %14, float 1.000000e+00)
  %231 = tail call float @logf(float noundef %230) #8
  %232 = fmul float %185, %28
  %233 = tail call float @tanhf(float noundef %232) #8
  %234 = tail call float @logf(float noundef %230) #8
  %235 = insertelement <2 x float> poison, float %227, i64 0
  %236 = shufflevector <2 x float> %235, <2 x float> poison, <2 x i32> zeroinitializer
  %237 = insertelement <2 x float> poison, float %229, i64 0
  %238 = insertelement <2 x float> %237, float %233, i64 1
  %239 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %236, <2 x float> %200, <2 x float> %238)
  %240 = insertelement <2 x float> poison, float %231, i64 0
  %241 = insertelement <2 x float> %240, float %234, i64 1
  %242 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %241, <2 x float> %86, <2 x float> %239)
  %243 = fpext <2 x float> %242 to <2 x double>
  %244 = shufflevector <2 x double> %243, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %245 = fsub <2 x double> %243, %244
  %246 = extractelement <2 x double> %245, i64 0
  %247 = fdiv double %246, %94
  %248 = tail call double @llvm.fabs.f64(double %247)
  %249 = fcmp ogt double %248, 1.000000e+00
  %250 = select i1 %249, double %248, double 1.000000e+00
  %251 = fsub double %226, %247
  %252 = tail call double @llvm.fabs.f64(double %251)
  %253 = fmul double %250, 5.000000e-03
  %254 = fcmp ole double %252, %253
  %255 = select i1 %254, ptr @.str.11, ptr @.str.12
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %30, double noundef %226, double noundef %247, ptr noundef nonnull %255)
  br i1 %254, label %260, label %257

257:                                              ; preds = %224
  %258 = load i32, ptr @n_fail, align 4, !tbaa !5
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !5
  br label %260

260:                                              ; preds = %224, %257
  %261 = trunc i64 %8 to i32
  %262 = mul i32 %261, 3
  %263 = add i32 %262, 4
  %264 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loopf, double noundef %29, double noundef %30, i32 noundef %263) #8
  %265 = extractelement <2 x float> %264, i64 0
  %266 = fmul float %21, 0x3FD3333340000000
  %267 = and i64 %12, 1
  %268 = and i64 %12, 9223372036854775806
  %269 = add nuw i64 %268, 2
  br label %270

270:                                              ; preds = %270, %260
  %271 = phi i32 [ 0, %260 ], [ %285, %270 ]
  %272 = phi float [ 0.000000e+00, %260 ], [ %293, %270 ]
  %273 = phi i64 [ 0, %260 ], [ %294, %270 ]
  %274 = fmul float %21, %272
  %275 = or disjoint i32 %271, 1
  %276 = uitofp nneg i32 %275 to float
  %277 = fdiv float %16, %276
  %278 = tail call float @llvm.fmuladd.f32(float %274, float 0x3F847AE140000000, float %277)
  %279 = uitofp nneg i32 %271 to float
  %280 = fmul float %266, %279
  %281 = tail call float @cosf(float noundef %280) #8
  %282 = tail call float @llvm.fmuladd.f32(float %281, float 0x3FB99999A0000000, float %278)
  %283 = fadd float %272, %282
  %284 = fmul float %21, %283
  %285 = add nuw nsw i32 %271, 2
  %286 = uitofp nneg i32 %285 to float
  %287 = fdiv float %16, %286
  %288 = tail call float @llvm.fmuladd.f32(float %284, float 0x3F847AE140000000, float %287)
  %289 = uitofp nneg i32 %275 to float
  %290 = fmul float %266, %289
  %291 = tail call float @cosf(float noundef %290) #8
  %292 = tail call float @llvm.fmuladd.f32(float %291, float 0x3FB99999A0000000, float %288)
  %293 = fadd float %283, %292
  %294 = add i64 %273, 2
  %295 = icmp eq i64 %273, %269
  br i1 %295, label %296, label %270, !llvm.loop !11

296:                                              ; preds = %270
  %297 = icmp eq i64 %267, 0
  br i1 %297, label %309, label %298

298:                                              ; preds = %296
  %299 = fmul float %21, %293
  %300 = add nuw nsw i32 %285, 1
  %301 = uitofp nneg i32 %300 to float
  %302 = fdiv float %16, %301
  %303 = tail call float @llvm.fmuladd.f32(float %299, float 0x3F847AE140000000, float %302)
  %304 = uitofp nneg i32 %285 to float
  %305 = fmul float %266, %304
  %306 = tail call float @cosf(float noundef %305) #8
  %307 = tail call float @llvm.fmuladd.f32(float %306, float 0x3FB99999A0000000, float %303)
  %308 = fadd float %293, %307
  br label %309

309:                                              ; preds = %296, %298
  %310 = phi float [ %293, %296 ], [ %308, %298 ]
  %311 = fpext float %265 to double
  %312 = fmul float %22, 0x3FD3333340000000
  %313 = and i64 %11, 1
  %314 = and i64 %11, 9223372036854775806
  %315 = add nuw i64 %314, 2
  br label %316

316:                                              ; preds = %316, %309
  %317 = phi i32 [ 0, %309 ], [ %331, %316 ]
  %318 = phi float [ 0.000000e+00, %309 ], [ %339, %316 ]
  %319 = phi i64 [ 0, %309 ], [ %340, %316 ]
  %320 = fmul float %22, %318
  %321 = or disjoint i32 %317, 1
  %322 = uitofp nneg i32 %321 to float
  %323 = fdiv float %16, %322
  %324 = tail call float @llvm.fmuladd.f32(float %320, float 0x3F847AE140000000, float %323)
  %325 = uitofp nneg i32 %317 to float
  %326 = fmul float %312, %325
  %327 = tail call float @cosf(float noundef %326) #8
  %328 = tail call float @llvm.fmuladd.f32(float %327, float 0x3FB99999A0000000, float %324)
  %329 = fadd float %318, %328
  %330 = fmul float %22, %329
  %331 = add nuw nsw i32 %317, 2
  %332 = uitofp nneg i32 %331 to float
  %333 = fdiv float %16, %332
  %334 = tail call float @llvm.fmuladd.f32(float %330, float 0x3F847AE140000000, float %333)
  %335 = uitofp nneg i32 %321 to float
  %336 = fmul float %312, %335
  %337 = tail call float @cosf(float noundef %336) #8
  %338 = tail call float @llvm.fmuladd.f32(float %337, float 0x3FB99999A0000000, float %334)
  %339 = fadd float %329, %338
  %340 = add i64 %319, 2
  %341 = icmp eq i64 %319, %315
  br i1 %341, label %342, label %316, !llvm.loop !11

342:                                              ; preds = %316
  %343 = icmp eq i64 %313, 0
  br i1 %343, label %355, label %344

344:                                              ; preds = %342
  %345 = fmul float %22, %339
  %346 = add nuw nsw i32 %331, 1
  %347 = uitofp nneg i32 %346 to float
  %348 = fdiv float %16, %347
  %349 = tail call float @llvm.fmuladd.f32(float %345, float 0x3F847AE140000000, float %348)
  %350 = uitofp nneg i32 %331 to float
  %351 = fmul float %312, %350
  %352 = tail call float @cosf(float noundef %351) #8
  %353 = tail call float @llvm.fmuladd.f32(float %352, float 0x3FB99999A0000000, float %349)
  %354 = fadd float %339, %353
  br label %355

355:                                              ; preds = %342, %344
  %356 = phi float [ %339, %342 ], [ %354, %344 ]
  %357 = fpext float %310 to double
  %358 = fpext float %356 to double
  %359 = fsub double %357, %358
  %360 = fdiv double %359, %55
  %361 = tail call double @llvm.fabs.f64(double %360)
  %362 = fcmp ogt double %361, 1.000000e+00
  %363 = select i1 %362, double %361, double 1.000000e+00
  %364 = fsub double %311, %360
  %365 = tail call double @llvm.fabs.f64(double %364)
  %366 = fmul double %363, 5.000000e-03
  %367 = fcmp ole double %365, %366
  %368 = select i1 %367, ptr @.str.11, ptr @.str.12
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %29, double noundef %311, double noundef %360, ptr noundef nonnull %368)
  br i1 %367, label %373, label %370

370:                                              ; preds = %355
  %371 = load i32, ptr @n_fail, align 4, !tbaa !5
  %372 = add nsw i32 %371, 1
  store i32 %372, ptr @n_fail, align 4, !tbaa !5
  br label %373

373:                                              ; preds = %355, %370
  %374 = extractelement <2 x float> %264, i64 1
  %375 = fmul float %14, 0x3FD3333340000000
  %376 = and i64 %10, 1
  %377 = and i64 %10, 9223372036854775806
  %378 = add nuw i64 %377, 2
  br label %379

379:                                              ; preds = %379, %373
  %380 = phi i32 [ 0, %373 ], [ %394, %379 ]
  %381 = phi float [ 0.000000e+00, %373 ], [ %402, %379 ]
  %382 = phi i64 [ 0, %373 ], [ %403, %379 ]
  %383 = fmul float %14, %381
  %384 = or disjoint i32 %380, 1
  %385 = uitofp nneg i32 %384 to float
  %386 = fdiv float %27, %385
  %387 = tail call float @llvm.fmuladd.f32(float %383, float 0x3F847AE140000000, float %386)
  %388 = uitofp nneg i32 %380 to float
  %389 = fmul float %375, %388
  %390 = tail call float @cosf(float noundef %389) #8
  %391 = tail call float @llvm.fmuladd.f32(float %390, float 0x3FB99999A0000000, float %387)
  %392 = fadd float %381, %391
  %393 = fmul float %14, %392
  %394 = add nuw nsw i32 %380, 2
  %395 = uitofp nneg i32 %394 to float
  %396 = fdiv float %27, %395
  %397 = tail call float @llvm.fmuladd.f32(float %393, float 0x3F847AE140000000, float %396)
  %398 = uitofp nneg i32 %384 to float
  %399 = fmul float %375, %398
  %400 = tail call float @cosf(float noundef %399) #8
  %401 = tail call float @llvm.fmuladd.f32(float %400, float 0x3FB99999A0000000, float %397)
  %402 = fadd float %392, %401
  %403 = add i64 %382, 2
  %404 = icmp eq i64 %382, %378
  br i1 %404, label %405, label %379, !llvm.loop !11

405:                                              ; preds = %379
  %406 = icmp eq i64 %376, 0
  br i1 %406, label %418, label %407

407:                                              ; preds = %405
  %408 = fmul float %14, %402
  %409 = add nuw nsw i32 %394, 1
  %410 = uitofp nneg i32 %409 to float
  %411 = fdiv float %27, %410
  %412 = tail call float @llvm.fmuladd.f32(float %408, float 0x3F847AE140000000, float %411)
  %413 = uitofp nneg i32 %394 to float
  %414 = fmul float %375, %413
  %415 = tail call float @cosf(float noundef %414) #8
  %416 = tail call float @llvm.fmuladd.f32(float %415, float 0x3FB99999A0000000, float %412)
  %417 = fadd float %402, %416
  br label %418

418:                                              ; preds = %405, %407
  %419 = phi float [ %402, %405 ], [ %417, %407 ]
  %420 = fpext float %374 to double
  %421 = and i64 %9, 1
  %422 = and i64 %9, 9223372036854775806
  %423 = add nuw i64 %422, 2
  br label %424

424:                                              ; preds = %424, %418
  %425 = phi i32 [ 0, %418 ], [ %439, %424 ]
  %426 = phi float [ 0.000000e+00, %418 ], [ %447, %424 ]
  %427 = phi i64 [ 0, %418 ], [ %448, %424 ]
  %428 = fmul float %14, %426
  %429 = or disjoint i32 %425, 1
  %430 = uitofp nneg i32 %429 to float
  %431 = fdiv float %28, %430
  %432 = tail call float @llvm.fmuladd.f32(float %428, float 0x3F847AE140000000, float %431)
  %433 = uitofp nneg i32 %425 to float
  %434 = fmul float %375, %433
  %435 = tail call float @cosf(float noundef %434) #8
  %436 = tail call float @llvm.fmuladd.f32(float %435, float 0x3FB99999A0000000, float %432)
  %437 = fadd float %426, %436
  %438 = fmul float %14, %437
  %439 = add nuw nsw i32 %425, 2
  %440 = uitofp nneg i32 %439 to float
  %441 = fdiv float %28, %440
  %442 = tail call float @llvm.fmuladd.f32(float %438, float 0x3F847AE140000000, float %441)
  %443 = uitofp nneg i32 %429 to float
  %444 = fmul float %375, %443
  %445 = tail call float @cosf(float noundef %444) #8
  %446 = tail call float @llvm.fmuladd.f32(float %445, float 0x3FB99999A0000000, float %442)
  %447 = fadd float %437, %446
  %448 = add i64 %427, 2
  %449 = icmp eq i64 %427, %423
  br i1 %449, label %450, label %424, !llvm.loop !11

450:                                              ; preds = %424
  %451 = icmp eq i64 %421, 0
  br i1 %451, label %463, label %452

452:                                              ; preds = %450
  %453 = fmul float %14, %447
  %454 = add nuw nsw i32 %439, 1
  %455 = uitofp nneg i32 %454 to float
  %456 = fdiv float %28, %455
  %457 = tail call float @llvm.fmuladd.f32(float %453, float 0x3F847AE140000000, float %456)
  %458 = uitofp nneg i32 %439 to float
  %459 = fmul float %375, %458
  %460 = tail call float @cosf(float noundef %459) #8
  %461 = tail call float @llvm.fmuladd.f32(float %460, float 0x3FB99999A0000000, float %457)
  %462 = fadd float %447, %461
  br label %463

463:                                              ; preds = %450, %452
  %464 = phi float [ %447, %450 ], [ %462, %452 ]
  %465 = fpext float %419 to double
  %466 = fpext float %464 to double
  %467 = fsub double %465, %466
  %468 = fdiv double %467, %94
  %469 = tail call double @llvm.fabs.f64(double %468)
  %470 = fcmp ogt double %469, 1.000000e+00
  %471 = select i1 %470, double %469, double 1.000000e+00
  %472 = fsub double %420, %468
  %473 = tail call double @llvm.fabs.f64(double %472)
  %474 = fmul double %471, 5.000000e-03
  %475 = fcmp ole double %473, %474
  %476 = select i1 %475, ptr @.str.11, ptr @.str.12
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %30, double noundef %420, double noundef %468, ptr noundef nonnull %476)
  br i1 %475, label %481, label %478

478:                                              ; preds = %463
  %479 = load i32, ptr @n_fail, align 4, !tbaa !5
  %480 = add nsw i32 %479, 1
  store i32 %480, ptr @n_fail, align 4, !tbaa !5
  br label %481

481:                                              ; preds = %463, %478
  %482 = add nuw nsw i64 %8, 1
  %483 = icmp eq i64 %482, 4
  br i1 %483, label %1, label %7, !llvm.loop !13
}

declare <2 x float> @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f(float noundef %0, float noundef %1) #2 {
  %3 = tail call float @sinf(float noundef %0) #8
  %4 = fmul float %1, 5.000000e-01
  %5 = tail call float @expf(float noundef %4) #8, !tbaa !5
  %6 = fmul float %3, %5
  %7 = tail call float @llvm.fmuladd.f32(float %0, float %1, float %6)
  ret float %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @g(float noundef %0, float noundef %1) #2 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = fmul double %3, %4
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %5, double 1.000000e+00)
  %7 = tail call double @llvm.sqrt.f64(double %6)
  %8 = fptrunc double %7 to float
  %9 = fdiv float %0, %1
  %10 = fadd float %9, %8
  %11 = fmul double %3, 2.500000e-01
  %12 = tail call double @exp(double noundef %11) #8
  %13 = fptrunc double %12 to float
  %14 = fadd float %10, %13
  ret float %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @h(float noundef %0, float noundef %1, float noundef %2) #2 {
  %4 = fmul float %0, %0
  %5 = fmul float %1, %2
  %6 = tail call float @tanhf(float noundef %5) #8
  %7 = tail call float @llvm.fmuladd.f32(float %4, float %1, float %6)
  %8 = tail call float @llvm.fmuladd.f32(float %0, float %0, float 1.000000e+00)
  %9 = tail call float @logf(float noundef %8) #8
  %10 = tail call float @llvm.fmuladd.f32(float %9, float %2, float %7)
  ret float %10
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal float @loopf(float noundef %0, float noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = fmul float %0, 0x3FD3333340000000
  %7 = and i32 %2, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i32 %2, 2147483646
  br label %29

11:                                               ; preds = %29, %5
  %12 = phi float [ poison, %5 ], [ %52, %29 ]
  %13 = phi i32 [ 0, %5 ], [ %44, %29 ]
  %14 = phi float [ 0.000000e+00, %5 ], [ %52, %29 ]
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %27, label %16

16:                                               ; preds = %11
  %17 = fmul float %14, %0
  %18 = add nuw nsw i32 %13, 1
  %19 = uitofp nneg i32 %18 to float
  %20 = fdiv float %1, %19
  %21 = tail call float @llvm.fmuladd.f32(float %17, float 0x3F847AE140000000, float %20)
  %22 = uitofp nneg i32 %13 to float
  %23 = fmul float %6, %22
  %24 = tail call float @cosf(float noundef %23) #8
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 0x3FB99999A0000000, float %21)
  %26 = fadd float %14, %25
  br label %27

27:                                               ; preds = %16, %11, %3
  %28 = phi float [ 0.000000e+00, %3 ], [ %12, %11 ], [ %26, %16 ]
  ret float %28

29:                                               ; preds = %29, %9
  %30 = phi i32 [ 0, %9 ], [ %44, %29 ]
  %31 = phi float [ 0.000000e+00, %9 ], [ %52, %29 ]
  %32 = phi i32 [ 0, %9 ], [ %53, %29 ]
  %33 = fmul float %31, %0
  %34 = or disjoint i32 %30, 1
  %35 = uitofp nneg i32 %34 to float
  %36 = fdiv float %1, %35
  %37 = tail call float @llvm.fmuladd.f32(float %33, float 0x3F847AE140000000, float %36)
  %38 = uitofp nneg i32 %30 to float
  %39 = fmul float %6, %38
  %40 = tail call float @cosf(float noundef %39) #8
  %41 = tail call float @llvm.fmuladd.f32(float %40, float 0x3FB99999A0000000, float %37)
  %42 = fadd float %31, %41
  %43 = fmul float %42, %0
  %44 = add nuw nsw i32 %30, 2
  %45 = uitofp nneg i32 %44 to float
  %46 = fdiv float %1, %45
  %47 = tail call float @llvm.fmuladd.f32(float %43, float 0x3F847AE140000000, float %46)
  %48 = uitofp nneg i32 %34 to float
  %49 = fmul float %6, %48
  %50 = tail call float @cosf(float noundef %49) #8
  %51 = tail call float @llvm.fmuladd.f32(float %50, float 0x3FB99999A0000000, float %47)
  %52 = fadd float %42, %51
  %53 = add i32 %32, 2
  %54 = icmp eq i32 %53, %10
  br i1 %54, label %11, label %29, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
