; ModuleID = 'float1.c'
source_filename = "float1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x float] [float 0x3FD3333340000000, float 7.500000e-01, float 0x3FF6666660000000, float 0x4004CCCCC0000000], align 16
@main.ss = internal unnamed_addr constant [6 x float] [float 0xBFF4CCCCC0000000, float 0xBFDCCCCCC0000000, float 0x3FD3333340000000, float 7.500000e-01, float 0x3FF6666660000000, float 0x4004CCCCC0000000], align 16
@.str = private unnamed_addr constant [7 x i8] c"f_libm\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f_mixed\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"f_acc\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"f_minmax\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"f_dconst\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.5 = private unnamed_addr constant [7 x i8] c"f_loop\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"f_nest\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"float1\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [30 x i8] c"%s x=%.9g ad=%.9g fd=%.9g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %56
  %2 = phi i64 [ 0, %0 ], [ %57, %56 ]
  %3 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %2
  %4 = load float, ptr %3, align 4, !tbaa !5
  %5 = fpext float %4 to double
  %6 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef %5) #11
  %7 = fpext float %6 to double
  %8 = tail call float @llvm.fabs.f32(float %4)
  %9 = fcmp ogt float %8, 1.000000e+00
  %10 = select i1 %9, float %8, float 1.000000e+00
  %11 = fmul float %10, 0x3F847AE140000000
  %12 = fadd float %4, %11
  %13 = fsub float %4, %11
  %14 = tail call float @sqrtf(float noundef %12) #11
  %15 = fadd float %12, 1.000000e+00
  %16 = tail call float @logf(float noundef %15) #11
  %17 = tail call float @powf(float noundef %12, float noundef 1.500000e+00) #11
  %18 = tail call float @llvm.fmuladd.f32(float %14, float %16, float %17)
  %19 = tail call float @cbrtf(float noundef %12) #12
  %20 = fadd float %18, %19
  %21 = tail call float @atanf(float noundef %12) #11
  %22 = tail call float @erff(float noundef %12) #11
  %23 = tail call float @llvm.fmuladd.f32(float %21, float %22, float %20)
  %24 = tail call float @sqrtf(float noundef %13) #11
  %25 = fadd float %13, 1.000000e+00
  %26 = tail call float @logf(float noundef %25) #11
  %27 = tail call float @powf(float noundef %13, float noundef 1.500000e+00) #11
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %26, float %27)
  %29 = tail call float @cbrtf(float noundef %13) #12
  %30 = fadd float %28, %29
  %31 = tail call float @atanf(float noundef %13) #11
  %32 = tail call float @erff(float noundef %13) #11
  %33 = tail call float @llvm.fmuladd.f32(float %31, float %32, float %30)
  %34 = insertelement <2 x float> poison, float %23, i64 0
  %35 = insertelement <2 x float> %34, float %12, i64 1
  %36 = fpext <2 x float> %35 to <2 x double>
  %37 = insertelement <2 x float> poison, float %33, i64 0
  %38 = insertelement <2 x float> %37, float %13, i64 1
  %39 = fpext <2 x float> %38 to <2 x double>
  %40 = fsub <2 x double> %36, %39
  %41 = extractelement <2 x double> %40, i64 0
  %42 = extractelement <2 x double> %40, i64 1
  %43 = fdiv double %41, %42
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ogt double %44, 1.000000e+00
  %46 = select i1 %45, double %44, double 1.000000e+00
  %47 = fsub double %7, %43
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %46, 5.000000e-03
  %50 = fcmp ole double %48, %49
  %51 = select i1 %50, ptr @.str.10, ptr @.str.11
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %5, double noundef %7, double noundef %43, ptr noundef nonnull %51)
  br i1 %50, label %56, label %53

53:                                               ; preds = %1
  %54 = load i32, ptr @n_fail, align 4, !tbaa !9
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr @n_fail, align 4, !tbaa !9
  br label %56

56:                                               ; preds = %1, %53
  %57 = add nuw nsw i64 %2, 1
  %58 = icmp eq i64 %57, 4
  br i1 %58, label %65, label %1, !llvm.loop !11

59:                                               ; preds = %455
  %60 = load i32, ptr @n_fail, align 4, !tbaa !9
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %60)
  %62 = load i32, ptr @n_fail, align 4, !tbaa !9
  %63 = icmp ne i32 %62, 0
  %64 = zext i1 %63 to i32
  ret i32 %64

65:                                               ; preds = %56, %455
  %66 = phi i64 [ %456, %455 ], [ 0, %56 ]
  %67 = shl nuw nsw i64 %66, 1
  %68 = shl nuw nsw i64 %66, 1
  %69 = getelementptr inbounds [6 x float], ptr @main.ss, i64 0, i64 %66
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fpext float %70 to double
  %72 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_mixed, double noundef %71) #11
  %73 = fpext float %72 to double
  %74 = tail call float @llvm.fabs.f32(float %70)
  %75 = fcmp ogt float %74, 1.000000e+00
  %76 = select i1 %75, float %74, float 1.000000e+00
  %77 = fmul float %76, 0x3F847AE140000000
  %78 = fadd float %70, %77
  %79 = fsub float %70, %77
  %80 = insertelement <2 x float> poison, float %78, i64 0
  %81 = insertelement <2 x float> %80, float %79, i64 1
  %82 = fpext <2 x float> %81 to <2 x double>
  %83 = extractelement <2 x double> %82, i64 0
  %84 = tail call double @sin(double noundef %83) #11
  %85 = fmul double %83, 3.000000e-01
  %86 = tail call double @exp(double noundef %85) #11
  %87 = extractelement <2 x double> %82, i64 1
  %88 = fmul double %87, 3.000000e-01
  %89 = fmul <2 x float> %81, %81
  %90 = extractelement <2 x float> %89, i64 0
  %91 = fpext float %90 to double
  %92 = tail call double @log1p(double noundef %91) #11
  %93 = tail call double @sin(double noundef %87) #11
  %94 = tail call double @exp(double noundef %88) #11
  %95 = extractelement <2 x float> %89, i64 1
  %96 = fpext float %95 to double
  %97 = tail call double @log1p(double noundef %96) #11
  %98 = insertelement <2 x double> poison, double %84, i64 0
  %99 = insertelement <2 x double> %98, double %93, i64 1
  %100 = insertelement <2 x double> poison, double %86, i64 0
  %101 = insertelement <2 x double> %100, double %94, i64 1
  %102 = fmul <2 x double> %99, %101
  %103 = fptrunc <2 x double> %102 to <2 x float>
  %104 = insertelement <2 x double> poison, double %92, i64 0
  %105 = insertelement <2 x double> %104, double %97, i64 1
  %106 = fptrunc <2 x double> %105 to <2 x float>
  %107 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %106, <2 x float> %81, <2 x float> %103)
  %108 = fpext <2 x float> %107 to <2 x double>
  %109 = shufflevector <2 x double> %108, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %110 = fsub <2 x double> %108, %109
  %111 = extractelement <2 x double> %110, i64 0
  %112 = fsub double %83, %87
  %113 = fdiv double %111, %112
  %114 = tail call double @llvm.fabs.f64(double %113)
  %115 = fcmp ogt double %114, 1.000000e+00
  %116 = select i1 %115, double %114, double 1.000000e+00
  %117 = fsub double %73, %113
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = fmul double %116, 5.000000e-03
  %120 = fcmp ole double %118, %119
  %121 = select i1 %120, ptr @.str.10, ptr @.str.11
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %71, double noundef %73, double noundef %113, ptr noundef nonnull %121)
  br i1 %120, label %126, label %123

123:                                              ; preds = %65
  %124 = load i32, ptr @n_fail, align 4, !tbaa !9
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr @n_fail, align 4, !tbaa !9
  br label %126

126:                                              ; preds = %65, %123
  %127 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_acc, double noundef %71) #11
  %128 = fpext float %127 to double
  %129 = fmul <2 x double> %82, <double 2.000000e+00, double 2.000000e+00>
  %130 = fadd <2 x double> %82, zeroinitializer
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> %130, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %132 = fdiv <2 x double> %129, %131
  %133 = fadd <2 x double> %130, %132
  %134 = fmul <2 x double> %82, <double 3.000000e+00, double 3.000000e+00>
  %135 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> %133, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %136 = fdiv <2 x double> %134, %135
  %137 = fadd <2 x double> %133, %136
  %138 = fmul <2 x double> %82, <double 4.000000e+00, double 4.000000e+00>
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> %137, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %140 = fdiv <2 x double> %138, %139
  %141 = fadd <2 x double> %137, %140
  %142 = fmul <2 x double> %82, <double 5.000000e+00, double 5.000000e+00>
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> %141, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %144 = fdiv <2 x double> %142, %143
  %145 = fadd <2 x double> %141, %144
  %146 = fmul <2 x double> %82, <double 6.000000e+00, double 6.000000e+00>
  %147 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> %145, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %148 = fdiv <2 x double> %146, %147
  %149 = fadd <2 x double> %145, %148
  %150 = fmul <2 x double> %82, <double 7.000000e+00, double 7.000000e+00>
  %151 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %149, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %152 = fdiv <2 x double> %150, %151
  %153 = fadd <2 x double> %149, %152
  %154 = fmul <2 x double> %82, <double 8.000000e+00, double 8.000000e+00>
  %155 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %153, <2 x double> %153, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %156 = fdiv <2 x double> %154, %155
  %157 = fadd <2 x double> %153, %156
  %158 = fmul <2 x double> %82, <double 9.000000e+00, double 9.000000e+00>
  %159 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> %157, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %160 = fdiv <2 x double> %158, %159
  %161 = fadd <2 x double> %157, %160
  %162 = fmul <2 x double> %82, <double 1.000000e+01, double 1.000000e+01>
  %163 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %161, <2 x double> %161, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %164 = fdiv <2 x double> %162, %163
  %165 = fadd <2 x double> %161, %164
  %166 = fptrunc <2 x double> %165 to <2 x float>
  %167 = fpext <2 x float> %166 to <2 x double>
  %168 = shufflevector <2 x double> %167, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %169 = fsub <2 x double> %167, %168
  %170 = extractelement <2 x double> %169, i64 0
  %171 = fdiv double %170, %112
  %172 = tail call double @llvm.fabs.f64(double %171)
  %173 = fcmp ogt double %172, 1.000000e+00
  %174 = select i1 %173, double %172, double 1.000000e+00
  %175 = fsub double %128, %171
  %176 = tail call double @llvm.fabs.f64(double %175)
  %177 = fmul double %174, 5.000000e-03
  %178 = fcmp ole double %176, %177
  %179 = select i1 %178, ptr @.str.10, ptr @.str.11
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %71, double noundef %128, double noundef %171, ptr noundef nonnull %179)
  br i1 %178, label %184, label %181

181:                                              ; preds = %126
  %182 = load i32, ptr @n_fail, align 4, !tbaa !9
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr @n_fail, align 4, !tbaa !9
  br label %184

184:                                              ; preds = %126, %181
  %185 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef %71) #11
  %186 = fpext float %185 to double
  %187 = tail call <2 x float> @llvm.fabs.v2f32(<2 x float> %81)
  %188 = tail call <2 x float> @llvm.maxnum.v2f32(<2 x float> %89, <2 x float> <float 5.000000e-01, float 5.000000e-01>)
  %189 = tail call <2 x float> @llvm.floor.v2f32(<2 x float> %81)
  %190 = tail call <2 x float> @llvm.copysign.v2f32(<2 x float> %89, <2 x float> %81)
  %191 = tail call <2 x float> @llvm.minnum.v2f32(<2 x float> %187, <2 x float> <float 2.000000e+00, float 2.000000e+00>)
  %192 = fadd <2 x float> %191, %188
  %193 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %189, <2 x float> %81, <2 x float> %192)
  %194 = fadd <2 x float> %190, %193
  %195 = fpext <2 x float> %194 to <2 x double>
  %196 = shufflevector <2 x double> %195, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %197 = fsub <2 x double> %195, %196
  %198 = extractelement <2 x double> %197, i64 0
  %199 = fdiv double %198, %112
  %200 = tail call double @llvm.fabs.f64(double %199)
  %201 = fcmp ogt double %200, 1.000000e+00
  %202 = select i1 %201, double %200, double 1.000000e+00
  %203 = fsub double %186, %199
  %204 = tail call double @llvm.fabs.f64(double %203)
  %205 = fmul double %202, 5.000000e-03
  %206 = fcmp ole double %204, %205
  %207 = select i1 %206, ptr @.str.10, ptr @.str.11
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %71, double noundef %186, double noundef %199, ptr noundef nonnull %207)
  br i1 %206, label %212, label %209

209:                                              ; preds = %184
  %210 = load i32, ptr @n_fail, align 4, !tbaa !9
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr @n_fail, align 4, !tbaa !9
  br label %212

212:                                              ; preds = %184, %209
  %213 = trunc nuw nsw i64 %66 to i32
  %214 = uitofp nneg i32 %213 to double
  %215 = tail call double @llvm.fmuladd.f64(double %214, double 4.000000e-01, double 0x3FE6666666666666)
  %216 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %217 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_dconst, double noundef %71, i32 noundef %216, double noundef %215) #11
  %218 = fpext float %217 to double
  %219 = tail call float @sinf(float noundef %78) #11
  %220 = fptrunc double %215 to float
  %221 = tail call float @sinf(float noundef %79) #11
  %222 = insertelement <2 x double> poison, double %215, i64 0
  %223 = shufflevector <2 x double> %222, <2 x double> poison, <2 x i32> zeroinitializer
  %224 = fmul <2 x double> %223, %82
  %225 = fptrunc <2 x double> %224 to <2 x float>
  %226 = insertelement <2 x float> poison, float %219, i64 0
  %227 = insertelement <2 x float> %226, float %221, i64 1
  %228 = insertelement <2 x float> poison, float %220, i64 0
  %229 = shufflevector <2 x float> %228, <2 x float> poison, <2 x i32> zeroinitializer
  %230 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %227, <2 x float> %229, <2 x float> %225)
  %231 = fpext <2 x float> %230 to <2 x double>
  %232 = shufflevector <2 x double> %231, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %233 = fsub <2 x double> %231, %232
  %234 = extractelement <2 x double> %233, i64 0
  %235 = fdiv double %234, %112
  %236 = tail call double @llvm.fabs.f64(double %235)
  %237 = fcmp ogt double %236, 1.000000e+00
  %238 = select i1 %237, double %236, double 1.000000e+00
  %239 = fsub double %218, %235
  %240 = tail call double @llvm.fabs.f64(double %239)
  %241 = fmul double %238, 5.000000e-03
  %242 = fcmp ole double %240, %241
  %243 = select i1 %242, ptr @.str.10, ptr @.str.11
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %71, double noundef %218, double noundef %235, ptr noundef nonnull %243)
  br i1 %242, label %248, label %245

245:                                              ; preds = %212
  %246 = load i32, ptr @n_fail, align 4, !tbaa !9
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr @n_fail, align 4, !tbaa !9
  br label %248

248:                                              ; preds = %212, %245
  %249 = shl nuw nsw i64 %66, 1
  %250 = add nuw nsw i64 %249, 3
  %251 = trunc nuw nsw i64 %250 to i32
  %252 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, double noundef %71, i32 noundef %251) #11
  br label %253

253:                                              ; preds = %253, %248
  %254 = phi i32 [ 0, %248 ], [ %270, %253 ]
  %255 = phi float [ 0.000000e+00, %248 ], [ %269, %253 ]
  %256 = phi i64 [ 0, %248 ], [ %271, %253 ]
  %257 = uitofp nneg i32 %254 to float
  %258 = fadd float %257, 1.000000e+00
  %259 = fdiv float %78, %258
  %260 = tail call float @llvm.fmuladd.f32(float %255, float 0x3FECCCCCC0000000, float %259)
  %261 = fmul float %78, %255
  %262 = tail call float @llvm.fmuladd.f32(float %261, float 0x3FA99999A0000000, float %260)
  %263 = or disjoint i32 %254, 1
  %264 = uitofp nneg i32 %263 to float
  %265 = fadd float %264, 1.000000e+00
  %266 = fdiv float %78, %265
  %267 = tail call float @llvm.fmuladd.f32(float %262, float 0x3FECCCCCC0000000, float %266)
  %268 = fmul float %78, %262
  %269 = tail call float @llvm.fmuladd.f32(float %268, float 0x3FA99999A0000000, float %267)
  %270 = add nuw nsw i32 %254, 2
  %271 = add nuw nsw i64 %256, 2
  %272 = icmp eq i64 %256, %68
  br i1 %272, label %273, label %253, !llvm.loop !13

273:                                              ; preds = %253
  %274 = uitofp nneg i32 %270 to float
  %275 = fadd float %274, 1.000000e+00
  %276 = fdiv float %78, %275
  %277 = tail call float @llvm.fmuladd.f32(float %269, float 0x3FECCCCCC0000000, float %276)
  %278 = fmul float %78, %269
  %279 = tail call float @llvm.fmuladd.f32(float %278, float 0x3FA99999A0000000, float %277)
  %280 = fpext float %252 to double
  br label %281

281:                                              ; preds = %281, %273
  %282 = phi i32 [ 0, %273 ], [ %298, %281 ]
  %283 = phi float [ 0.000000e+00, %273 ], [ %297, %281 ]
  %284 = phi i64 [ 0, %273 ], [ %299, %281 ]
  %285 = uitofp nneg i32 %282 to float
  %286 = fadd float %285, 1.000000e+00
  %287 = fdiv float %79, %286
  %288 = tail call float @llvm.fmuladd.f32(float %283, float 0x3FECCCCCC0000000, float %287)
  %289 = fmul float %79, %283
  %290 = tail call float @llvm.fmuladd.f32(float %289, float 0x3FA99999A0000000, float %288)
  %291 = or disjoint i32 %282, 1
  %292 = uitofp nneg i32 %291 to float
  %293 = fadd float %292, 1.000000e+00
  %294 = fdiv float %79, %293
  %295 = tail call float @llvm.fmuladd.f32(float %290, float 0x3FECCCCCC0000000, float %294)
  %296 = fmul float %79, %290
  %297 = tail call float @llvm.fmuladd.f32(float %296, float 0x3FA99999A0000000, float %295)
  %298 = add nuw nsw i32 %282, 2
  %299 = add nuw nsw i64 %284, 2
  %300 = icmp eq i64 %284, %67
  br i1 %300, label %301, label %281, !llvm.loop !13

301:                                              ; preds = %281
  %302 = uitofp nneg i32 %298 to float
  %303 = fadd float %302, 1.000000e+00
  %304 = fdiv float %79, %303
  %305 = tail call float @llvm.fmuladd.f32(float %297, float 0x3FECCCCCC0000000, float %304)
  %306 = fmul float %79, %297
  %307 = tail call float @llvm.fmuladd.f32(float %306, float 0x3FA99999A0000000, float %305)
  %308 = fpext float %279 to double
  %309 = fpext float %307 to double
  %310 = fsub double %308, %309
  %311 = fdiv double %310, %112
  %312 = tail call double @llvm.fabs.f64(double %311)
  %313 = fcmp ogt double %312, 1.000000e+00
  %314 = select i1 %313, double %312, double 1.000000e+00
  %315 = fsub double %280, %311
  %316 = tail call double @llvm.fabs.f64(double %315)
  %317 = fmul double %314, 5.000000e-03
  %318 = fcmp ole double %316, %317
  %319 = select i1 %318, ptr @.str.10, ptr @.str.11
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %71, double noundef %280, double noundef %311, ptr noundef nonnull %319)
  br i1 %318, label %324, label %321

321:                                              ; preds = %301
  %322 = load i32, ptr @n_fail, align 4, !tbaa !9
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr @n_fail, align 4, !tbaa !9
  br label %324

324:                                              ; preds = %301, %321
  %325 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_nest, double noundef %71, i32 noundef %251) #11
  %326 = fmul float %78, 5.000000e-01
  br label %327

327:                                              ; preds = %352, %324
  %328 = phi i32 [ 1, %324 ], [ %354, %352 ]
  %329 = phi i32 [ 0, %324 ], [ %331, %352 ]
  %330 = phi float [ 0.000000e+00, %324 ], [ %353, %352 ]
  %331 = add nuw nsw i32 %329, 1
  %332 = uitofp nneg i32 %331 to float
  %333 = and i32 %328, 1
  %334 = icmp eq i32 %329, 0
  br i1 %334, label %337, label %335

335:                                              ; preds = %327
  %336 = and i32 %328, 2147483646
  br label %357

337:                                              ; preds = %357, %327
  %338 = phi float [ poison, %327 ], [ %378, %357 ]
  %339 = phi i32 [ 0, %327 ], [ %370, %357 ]
  %340 = phi float [ %330, %327 ], [ %378, %357 ]
  %341 = icmp eq i32 %333, 0
  br i1 %341, label %352, label %342

342:                                              ; preds = %337
  %343 = add nuw nsw i32 %339, 1
  %344 = uitofp nneg i32 %343 to float
  %345 = fmul float %78, %344
  %346 = fdiv float %345, %332
  %347 = uitofp nneg i32 %339 to float
  %348 = fmul float %326, %347
  %349 = tail call float @sinf(float noundef %348) #11
  %350 = tail call float @llvm.fmuladd.f32(float %349, float 0x3FB99999A0000000, float %346)
  %351 = fadd float %340, %350
  br label %352

352:                                              ; preds = %337, %342
  %353 = phi float [ %338, %337 ], [ %351, %342 ]
  %354 = add nuw nsw i32 %328, 1
  %355 = zext nneg i32 %331 to i64
  %356 = icmp eq i64 %250, %355
  br i1 %356, label %381, label %327, !llvm.loop !14

357:                                              ; preds = %357, %335
  %358 = phi i32 [ 0, %335 ], [ %370, %357 ]
  %359 = phi float [ %330, %335 ], [ %378, %357 ]
  %360 = phi i32 [ 0, %335 ], [ %379, %357 ]
  %361 = or disjoint i32 %358, 1
  %362 = uitofp nneg i32 %361 to float
  %363 = fmul float %78, %362
  %364 = fdiv float %363, %332
  %365 = uitofp nneg i32 %358 to float
  %366 = fmul float %326, %365
  %367 = tail call float @sinf(float noundef %366) #11
  %368 = tail call float @llvm.fmuladd.f32(float %367, float 0x3FB99999A0000000, float %364)
  %369 = fadd float %359, %368
  %370 = add nuw nsw i32 %358, 2
  %371 = uitofp nneg i32 %370 to float
  %372 = fmul float %78, %371
  %373 = fdiv float %372, %332
  %374 = uitofp nneg i32 %361 to float
  %375 = fmul float %326, %374
  %376 = tail call float @sinf(float noundef %375) #11
  %377 = tail call float @llvm.fmuladd.f32(float %376, float 0x3FB99999A0000000, float %373)
  %378 = fadd float %369, %377
  %379 = add i32 %360, 2
  %380 = icmp eq i32 %379, %336
  br i1 %380, label %337, label %357, !llvm.loop !15

381:                                              ; preds = %352
  %382 = fpext float %325 to double
  %383 = fmul float %79, 5.000000e-01
  br label %384

384:                                              ; preds = %409, %381
  %385 = phi i32 [ 1, %381 ], [ %411, %409 ]
  %386 = phi i32 [ 0, %381 ], [ %388, %409 ]
  %387 = phi float [ 0.000000e+00, %381 ], [ %410, %409 ]
  %388 = add nuw nsw i32 %386, 1
  %389 = uitofp nneg i32 %388 to float
  %390 = and i32 %385, 1
  %391 = icmp eq i32 %386, 0
  br i1 %391, label %394, label %392

392:                                              ; preds = %384
  %393 = and i32 %385, 2147483646
  br label %414

394:                                              ; preds = %414, %384
  %395 = phi float [ poison, %384 ], [ %435, %414 ]
  %396 = phi i32 [ 0, %384 ], [ %427, %414 ]
  %397 = phi float [ %387, %384 ], [ %435, %414 ]
  %398 = icmp eq i32 %390, 0
  br i1 %398, label %409, label %399

399:                                              ; preds = %394
  %400 = add nuw nsw i32 %396, 1
  %401 = uitofp nneg i32 %400 to float
  %402 = fmul float %79, %401
  %403 = fdiv float %402, %389
  %404 = uitofp nneg i32 %396 to float
  %405 = fmul float %383, %404
  %406 = tail call float @sinf(float noundef %405) #11
  %407 = tail call float @llvm.fmuladd.f32(float %406, float 0x3FB99999A0000000, float %403)
  %408 = fadd float %397, %407
  br label %409

409:                                              ; preds = %394, %399
  %410 = phi float [ %395, %394 ], [ %408, %399 ]
  %411 = add nuw nsw i32 %385, 1
  %412 = zext nneg i32 %388 to i64
  %413 = icmp eq i64 %250, %412
  br i1 %413, label %438, label %384, !llvm.loop !14

414:                                              ; preds = %414, %392
  %415 = phi i32 [ 0, %392 ], [ %427, %414 ]
  %416 = phi float [ %387, %392 ], [ %435, %414 ]
  %417 = phi i32 [ 0, %392 ], [ %436, %414 ]
  %418 = or disjoint i32 %415, 1
  %419 = uitofp nneg i32 %418 to float
  %420 = fmul float %79, %419
  %421 = fdiv float %420, %389
  %422 = uitofp nneg i32 %415 to float
  %423 = fmul float %383, %422
  %424 = tail call float @sinf(float noundef %423) #11
  %425 = tail call float @llvm.fmuladd.f32(float %424, float 0x3FB99999A0000000, float %421)
  %426 = fadd float %416, %425
  %427 = add nuw nsw i32 %415, 2
  %428 = uitofp nneg i32 %427 to float
  %429 = fmul float %79, %428
  %430 = fdiv float %429, %389
  %431 = uitofp nneg i32 %418 to float
  %432 = fmul float %383, %431
  %433 = tail call float @sinf(float noundef %432) #11
  %434 = tail call float @llvm.fmuladd.f32(float %433, float 0x3FB99999A0000000, float %430)
  %435 = fadd float %426, %434
  %436 = add i32 %417, 2
  %437 = icmp eq i32 %436, %393
  br i1 %437, label %394, label %414, !llvm.loop !15

438:                                              ; preds = %409
  %439 = fpext float %353 to double
  %440 = fpext float %410 to double
  %441 = fsub double %439, %440
  %442 = fdiv double %441, %112
  %443 = tail call double @llvm.fabs.f64(double %442)
  %444 = fcmp ogt double %443, 1.000000e+00
  %445 = select i1 %444, double %443, double 1.000000e+00
  %446 = fsub double %382, %442
  %447 = tail call double @llvm.fabs.f64(double %446)
  %448 = fmul double %445, 5.000000e-03
  %449 = fcmp ole double %447, %448
  %450 = select i1 %449, ptr @.str.10, ptr @.str.11
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %71, double noundef %382, double noundef %442, ptr noundef nonnull %450)
  br i1 %449, label %455, label %452

452:                                              ; preds = %438
  %453 = load i32, ptr @n_fail, align 4, !tbaa !9
  %454 = add nsw i32 %453, 1
  store i32 %454, ptr @n_fail, align 4, !tbaa !9
  br label %455

455:                                              ; preds = %438, %452
  %456 = add nuw nsw i64 %66, 1
  %457 = icmp eq i64 %456, 6
  br i1 %457, label %59, label %65, !llvm.loop !16
}

declare float @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_libm(float noundef %0) #2 {
  %2 = tail call float @sqrtf(float noundef %0) #11
  %3 = fadd float %0, 1.000000e+00
  %4 = tail call float @logf(float noundef %3) #11
  %5 = tail call float @powf(float noundef %0, float noundef 1.500000e+00) #11
  %6 = tail call float @llvm.fmuladd.f32(float %2, float %4, float %5)
  %7 = tail call float @cbrtf(float noundef %0) #12
  %8 = fadd float %6, %7
  %9 = tail call float @atanf(float noundef %0) #11
  %10 = tail call float @erff(float noundef %0) #11
  %11 = tail call float @llvm.fmuladd.f32(float %9, float %10, float %8)
  ret float %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_mixed(float noundef %0) #2 {
  %2 = fpext float %0 to double
  %3 = tail call double @sin(double noundef %2) #11
  %4 = fmul double %2, 3.000000e-01
  %5 = tail call double @exp(double noundef %4) #11
  %6 = fmul double %3, %5
  %7 = fptrunc double %6 to float
  %8 = fmul float %0, %0
  %9 = fpext float %8 to double
  %10 = tail call double @log1p(double noundef %9) #11
  %11 = fptrunc double %10 to float
  %12 = tail call float @llvm.fmuladd.f32(float %11, float %0, float %7)
  ret float %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal float @f_acc(float noundef %0) #3 {
  %2 = fpext float %0 to double
  %3 = fadd double %2, 0.000000e+00
  %4 = fmul double %2, 2.000000e+00
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %3, double 1.000000e+00)
  %6 = fdiv double %4, %5
  %7 = fadd double %3, %6
  %8 = fmul double %2, 3.000000e+00
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %7, double 1.000000e+00)
  %10 = fdiv double %8, %9
  %11 = fadd double %7, %10
  %12 = fmul double %2, 4.000000e+00
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %11, double 1.000000e+00)
  %14 = fdiv double %12, %13
  %15 = fadd double %11, %14
  %16 = fmul double %2, 5.000000e+00
  %17 = tail call double @llvm.fmuladd.f64(double %15, double %15, double 1.000000e+00)
  %18 = fdiv double %16, %17
  %19 = fadd double %15, %18
  %20 = fmul double %2, 6.000000e+00
  %21 = tail call double @llvm.fmuladd.f64(double %19, double %19, double 1.000000e+00)
  %22 = fdiv double %20, %21
  %23 = fadd double %19, %22
  %24 = fmul double %2, 7.000000e+00
  %25 = tail call double @llvm.fmuladd.f64(double %23, double %23, double 1.000000e+00)
  %26 = fdiv double %24, %25
  %27 = fadd double %23, %26
  %28 = fmul double %2, 8.000000e+00
  %29 = tail call double @llvm.fmuladd.f64(double %27, double %27, double 1.000000e+00)
  %30 = fdiv double %28, %29
  %31 = fadd double %27, %30
  %32 = fmul double %2, 9.000000e+00
  %33 = tail call double @llvm.fmuladd.f64(double %31, double %31, double 1.000000e+00)
  %34 = fdiv double %32, %33
  %35 = fadd double %31, %34
  %36 = fmul double %2, 1.000000e+01
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %35, double 1.000000e+00)
  %38 = fdiv double %36, %37
  %39 = fadd double %35, %38
  %40 = fptrunc double %39 to float
  ret float %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef float @f_minmax(float noundef %0) #3 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = tail call float @llvm.minnum.f32(float %2, float 2.000000e+00)
  %4 = fmul float %0, %0
  %5 = tail call float @llvm.maxnum.f32(float %4, float 5.000000e-01)
  %6 = fadd float %3, %5
  %7 = tail call float @llvm.floor.f32(float %0)
  %8 = tail call float @llvm.fmuladd.f32(float %7, float %0, float %6)
  %9 = tail call float @llvm.copysign.f32(float %4, float %0)
  %10 = fadd float %9, %8
  ret float %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_dconst(float noundef %0, double noundef %1) #2 {
  %3 = fpext float %0 to double
  %4 = fmul double %3, %1
  %5 = fptrunc double %4 to float
  %6 = tail call float @sinf(float noundef %0) #11
  %7 = fptrunc double %1 to float
  %8 = tail call float @llvm.fmuladd.f32(float %6, float %7, float %5)
  ret float %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal float @f_loop(float noundef %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %12, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483646
  br label %24

9:                                                ; preds = %24
  %10 = uitofp nneg i32 %41 to float
  %11 = fadd float %10, 1.000000e+00
  br label %12

12:                                               ; preds = %9, %4
  %13 = phi float [ poison, %4 ], [ %40, %9 ]
  %14 = phi float [ 1.000000e+00, %4 ], [ %11, %9 ]
  %15 = phi float [ 0.000000e+00, %4 ], [ %40, %9 ]
  %16 = icmp eq i32 %5, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %12
  %18 = fdiv float %0, %14
  %19 = tail call float @llvm.fmuladd.f32(float %15, float 0x3FECCCCCC0000000, float %18)
  %20 = fmul float %15, %0
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 0x3FA99999A0000000, float %19)
  br label %22

22:                                               ; preds = %17, %12, %2
  %23 = phi float [ 0.000000e+00, %2 ], [ %13, %12 ], [ %21, %17 ]
  ret float %23

24:                                               ; preds = %24, %7
  %25 = phi i32 [ 0, %7 ], [ %41, %24 ]
  %26 = phi float [ 0.000000e+00, %7 ], [ %40, %24 ]
  %27 = phi i32 [ 0, %7 ], [ %42, %24 ]
  %28 = uitofp nneg i32 %25 to float
  %29 = fadd float %28, 1.000000e+00
  %30 = fdiv float %0, %29
  %31 = tail call float @llvm.fmuladd.f32(float %26, float 0x3FECCCCCC0000000, float %30)
  %32 = fmul float %26, %0
  %33 = tail call float @llvm.fmuladd.f32(float %32, float 0x3FA99999A0000000, float %31)
  %34 = or disjoint i32 %25, 1
  %35 = uitofp nneg i32 %34 to float
  %36 = fadd float %35, 1.000000e+00
  %37 = fdiv float %0, %36
  %38 = tail call float @llvm.fmuladd.f32(float %33, float 0x3FECCCCCC0000000, float %37)
  %39 = fmul float %33, %0
  %40 = tail call float @llvm.fmuladd.f32(float %39, float 0x3FA99999A0000000, float %38)
  %41 = add nuw nsw i32 %25, 2
  %42 = add i32 %27, 2
  %43 = icmp eq i32 %42, %8
  br i1 %43, label %9, label %24, !llvm.loop !13
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal float @f_nest(float noundef %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %16

4:                                                ; preds = %2
  %5 = fmul float %0, 5.000000e-01
  br label %6

6:                                                ; preds = %4, %33
  %7 = phi i32 [ 1, %4 ], [ %35, %33 ]
  %8 = phi i32 [ 0, %4 ], [ %10, %33 ]
  %9 = phi float [ 0.000000e+00, %4 ], [ %34, %33 ]
  %10 = add nuw nsw i32 %8, 1
  %11 = uitofp nneg i32 %10 to float
  %12 = and i32 %7, 1
  %13 = icmp eq i32 %8, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %6
  %15 = and i32 %7, -2
  br label %37

16:                                               ; preds = %33, %2
  %17 = phi float [ 0.000000e+00, %2 ], [ %34, %33 ]
  ret float %17

18:                                               ; preds = %37, %6
  %19 = phi float [ poison, %6 ], [ %58, %37 ]
  %20 = phi i32 [ 0, %6 ], [ %50, %37 ]
  %21 = phi float [ %9, %6 ], [ %58, %37 ]
  %22 = icmp eq i32 %12, 0
  br i1 %22, label %33, label %23

23:                                               ; preds = %18
  %24 = add nuw nsw i32 %20, 1
  %25 = uitofp nneg i32 %24 to float
  %26 = fmul float %25, %0
  %27 = fdiv float %26, %11
  %28 = uitofp nneg i32 %20 to float
  %29 = fmul float %5, %28
  %30 = tail call float @sinf(float noundef %29) #11
  %31 = tail call float @llvm.fmuladd.f32(float %30, float 0x3FB99999A0000000, float %27)
  %32 = fadd float %21, %31
  br label %33

33:                                               ; preds = %18, %23
  %34 = phi float [ %19, %18 ], [ %32, %23 ]
  %35 = add nuw i32 %7, 1
  %36 = icmp eq i32 %10, %1
  br i1 %36, label %16, label %6, !llvm.loop !14

37:                                               ; preds = %37, %14
  %38 = phi i32 [ 0, %14 ], [ %50, %37 ]
  %39 = phi float [ %9, %14 ], [ %58, %37 ]
  %40 = phi i32 [ 0, %14 ], [ %59, %37 ]
  %41 = or disjoint i32 %38, 1
  %42 = uitofp nneg i32 %41 to float
  %43 = fmul float %42, %0
  %44 = fdiv float %43, %11
  %45 = uitofp nneg i32 %38 to float
  %46 = fmul float %5, %45
  %47 = tail call float @sinf(float noundef %46) #11
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 0x3FB99999A0000000, float %44)
  %49 = fadd float %39, %48
  %50 = add nuw nsw i32 %38, 2
  %51 = uitofp nneg i32 %50 to float
  %52 = fmul float %51, %0
  %53 = fdiv float %52, %11
  %54 = uitofp nneg i32 %41 to float
  %55 = fmul float %5, %54
  %56 = tail call float @sinf(float noundef %55) #11
  %57 = tail call float @llvm.fmuladd.f32(float %56, float 0x3FB99999A0000000, float %53)
  %58 = fadd float %49, %57
  %59 = add i32 %40, 2
  %60 = icmp eq i32 %59, %15
  br i1 %60, label %18, label %37, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @cbrtf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @erff(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.copysign.v2f32(<2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.floor.v2f32(<2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.minnum.v2f32(<2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
