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
@.str.10 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  br label %23

17:                                               ; preds = %577
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %18)
  %20 = load i32, ptr @n_fail, align 4, !tbaa !5
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i32
  ret i32 %22

23:                                               ; preds = %0, %577
  %24 = phi i64 [ 0, %0 ], [ %578, %577 ]
  %25 = mul nuw nsw i64 %24, 3
  %26 = mul nuw nsw i64 %24, 3
  %27 = mul nuw nsw i64 %24, 3
  %28 = mul nuw nsw i64 %24, 3
  %29 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %24
  %30 = load float, ptr %29, align 4, !tbaa !9
  %31 = getelementptr inbounds [4 x float], ptr @main.ys, i64 0, i64 %24
  %32 = load float, ptr %31, align 4, !tbaa !9
  %33 = tail call float @llvm.fabs.f32(float %30)
  %34 = fcmp ogt float %33, 1.000000e+00
  %35 = select i1 %34, float %33, float 1.000000e+00
  %36 = fmul float %35, 0x3F847AE140000000
  %37 = fadd float %30, %36
  %38 = fsub float %30, %36
  %39 = tail call float @llvm.fabs.f32(float %32)
  %40 = fcmp ogt float %39, 1.000000e+00
  %41 = select i1 %40, float %39, float 1.000000e+00
  %42 = fmul float %41, 0x3F847AE140000000
  %43 = fadd float %32, %42
  %44 = fsub float %32, %42
  %45 = fpext float %30 to double
  %46 = fpext float %32 to double
  %47 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %45, double noundef %46) #9
  %48 = extractelement <2 x float> %47, i64 0
  %49 = fpext float %48 to double
  %50 = tail call float @sinf(float noundef %37) #9
  %51 = fmul float %32, 5.000000e-01
  %52 = tail call float @expf(float noundef %51) #9, !tbaa !5
  %53 = tail call float @sinf(float noundef %38) #9
  %54 = tail call float @expf(float noundef %51) #9, !tbaa !5
  %55 = insertelement <2 x float> poison, float %50, i64 0
  %56 = insertelement <2 x float> %55, float %53, i64 1
  %57 = insertelement <2 x float> poison, float %52, i64 0
  %58 = insertelement <2 x float> %57, float %54, i64 1
  %59 = fmul <2 x float> %56, %58
  %60 = insertelement <2 x float> poison, float %37, i64 0
  %61 = insertelement <2 x float> %60, float %38, i64 1
  %62 = insertelement <2 x float> poison, float %32, i64 0
  %63 = shufflevector <2 x float> %62, <2 x float> poison, <2 x i32> zeroinitializer
  %64 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %61, <2 x float> %63, <2 x float> %59)
  %65 = fpext <2 x float> %64 to <2 x double>
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %67 = fsub <2 x double> %65, %66
  %68 = extractelement <2 x double> %67, i64 0
  %69 = fpext <2 x float> %61 to <2 x double>
  %70 = extractelement <2 x double> %69, i64 0
  %71 = extractelement <2 x double> %69, i64 1
  %72 = fsub double %70, %71
  %73 = fdiv double %68, %72
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ogt double %74, 1.000000e+00
  %76 = select i1 %75, double %74, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %49, ptr %16, align 8, !tbaa !11
  %77 = load volatile double, ptr %16, align 8, !tbaa !11
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %79, label %91, label %80

80:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %73, ptr %15, align 8, !tbaa !11
  %81 = load volatile double, ptr %15, align 8, !tbaa !11
  %82 = tail call double @llvm.fabs.f64(double %81)
  %83 = fcmp ueq double %82, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %83, label %91, label %84

84:                                               ; preds = %80
  %85 = fsub double %49, %73
  %86 = tail call double @llvm.fabs.f64(double %85)
  %87 = fmul double %76, 5.000000e-03
  %88 = fcmp ole double %86, %87
  %89 = select i1 %88, ptr @.str.11, ptr @.str.12
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %45, double noundef %49, double noundef %73, ptr noundef nonnull %89)
  br i1 %88, label %96, label %93

91:                                               ; preds = %80, %23
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %45, double noundef %49, double noundef %73, ptr noundef nonnull @.str.12)
  br label %93

93:                                               ; preds = %91, %84
  %94 = load i32, ptr @n_fail, align 4, !tbaa !5
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr @n_fail, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %84, %93
  %97 = extractelement <2 x float> %47, i64 1
  %98 = fpext float %97 to double
  %99 = tail call float @sinf(float noundef %30) #9
  %100 = fmul float %43, 5.000000e-01
  %101 = tail call float @expf(float noundef %100) #9, !tbaa !5
  %102 = tail call float @sinf(float noundef %30) #9
  %103 = fmul float %44, 5.000000e-01
  %104 = tail call float @expf(float noundef %103) #9, !tbaa !5
  %105 = insertelement <2 x float> poison, float %99, i64 0
  %106 = insertelement <2 x float> %105, float %102, i64 1
  %107 = insertelement <2 x float> poison, float %101, i64 0
  %108 = insertelement <2 x float> %107, float %104, i64 1
  %109 = fmul <2 x float> %106, %108
  %110 = insertelement <2 x float> poison, float %30, i64 0
  %111 = shufflevector <2 x float> %110, <2 x float> poison, <2 x i32> zeroinitializer
  %112 = insertelement <2 x float> poison, float %43, i64 0
  %113 = insertelement <2 x float> %112, float %44, i64 1
  %114 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %111, <2 x float> %113, <2 x float> %109)
  %115 = fpext <2 x float> %114 to <2 x double>
  %116 = shufflevector <2 x double> %115, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %117 = fsub <2 x double> %115, %116
  %118 = extractelement <2 x double> %117, i64 0
  %119 = fpext <2 x float> %113 to <2 x double>
  %120 = shufflevector <2 x double> %119, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %121 = fsub <2 x double> %119, %120
  %122 = extractelement <2 x double> %121, i64 0
  %123 = fdiv double %118, %122
  %124 = tail call double @llvm.fabs.f64(double %123)
  %125 = fcmp ogt double %124, 1.000000e+00
  %126 = select i1 %125, double %124, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %98, ptr %14, align 8, !tbaa !11
  %127 = load volatile double, ptr %14, align 8, !tbaa !11
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %129, label %141, label %130

130:                                              ; preds = %96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %123, ptr %13, align 8, !tbaa !11
  %131 = load volatile double, ptr %13, align 8, !tbaa !11
  %132 = tail call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %133, label %141, label %134

134:                                              ; preds = %130
  %135 = fsub double %98, %123
  %136 = tail call double @llvm.fabs.f64(double %135)
  %137 = fmul double %126, 5.000000e-03
  %138 = fcmp ole double %136, %137
  %139 = select i1 %138, ptr @.str.11, ptr @.str.12
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %46, double noundef %98, double noundef %123, ptr noundef nonnull %139)
  br i1 %138, label %146, label %143

141:                                              ; preds = %130, %96
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %46, double noundef %98, double noundef %123, ptr noundef nonnull @.str.12)
  br label %143

143:                                              ; preds = %141, %134
  %144 = load i32, ptr @n_fail, align 4, !tbaa !5
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr @n_fail, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %134, %143
  %147 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef %45, double noundef %46) #9
  %148 = extractelement <2 x float> %147, i64 0
  %149 = fpext float %148 to double
  %150 = insertelement <2 x double> poison, double %46, i64 0
  %151 = shufflevector <2 x double> %150, <2 x double> poison, <2 x i32> zeroinitializer
  %152 = fmul <2 x double> %151, %69
  %153 = fdiv <2 x float> %61, %63
  %154 = fmul double %70, 2.500000e-01
  %155 = tail call double @exp(double noundef %154) #9
  %156 = fmul double %71, 2.500000e-01
  %157 = tail call double @exp(double noundef %156) #9
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> %152, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %159 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %158)
  %160 = fptrunc <2 x double> %159 to <2 x float>
  %161 = fadd <2 x float> %153, %160
  %162 = insertelement <2 x double> poison, double %155, i64 0
  %163 = insertelement <2 x double> %162, double %157, i64 1
  %164 = fptrunc <2 x double> %163 to <2 x float>
  %165 = fadd <2 x float> %161, %164
  %166 = fpext <2 x float> %165 to <2 x double>
  %167 = shufflevector <2 x double> %166, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %168 = fsub <2 x double> %166, %167
  %169 = extractelement <2 x double> %168, i64 0
  %170 = fdiv double %169, %72
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ogt double %171, 1.000000e+00
  %173 = select i1 %172, double %171, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %149, ptr %12, align 8, !tbaa !11
  %174 = load volatile double, ptr %12, align 8, !tbaa !11
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %176, label %188, label %177

177:                                              ; preds = %146
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %170, ptr %11, align 8, !tbaa !11
  %178 = load volatile double, ptr %11, align 8, !tbaa !11
  %179 = tail call double @llvm.fabs.f64(double %178)
  %180 = fcmp ueq double %179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %180, label %188, label %181

181:                                              ; preds = %177
  %182 = fsub double %149, %170
  %183 = tail call double @llvm.fabs.f64(double %182)
  %184 = fmul double %173, 5.000000e-03
  %185 = fcmp ole double %183, %184
  %186 = select i1 %185, ptr @.str.11, ptr @.str.12
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %45, double noundef %149, double noundef %170, ptr noundef nonnull %186)
  br i1 %185, label %193, label %190

188:                                              ; preds = %177, %146
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %45, double noundef %149, double noundef %170, ptr noundef nonnull @.str.12)
  br label %190

190:                                              ; preds = %188, %181
  %191 = load i32, ptr @n_fail, align 4, !tbaa !5
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr @n_fail, align 4, !tbaa !5
  br label %193

193:                                              ; preds = %181, %190
  %194 = extractelement <2 x float> %147, i64 1
  %195 = fpext float %194 to double
  %196 = insertelement <2 x double> poison, double %45, i64 0
  %197 = shufflevector <2 x double> %196, <2 x double> poison, <2 x i32> zeroinitializer
  %198 = fmul <2 x double> %197, %119
  %199 = fdiv <2 x float> %111, %113
  %200 = fmul double %45, 2.500000e-01
  %201 = tail call double @exp(double noundef %200) #9
  %202 = tail call double @exp(double noundef %200) #9
  %203 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %198, <2 x double> %198, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %204 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %203)
  %205 = fptrunc <2 x double> %204 to <2 x float>
  %206 = fadd <2 x float> %199, %205
  %207 = insertelement <2 x double> poison, double %201, i64 0
  %208 = insertelement <2 x double> %207, double %202, i64 1
  %209 = fptrunc <2 x double> %208 to <2 x float>
  %210 = fadd <2 x float> %206, %209
  %211 = fpext <2 x float> %210 to <2 x double>
  %212 = shufflevector <2 x double> %211, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %213 = fsub <2 x double> %211, %212
  %214 = extractelement <2 x double> %213, i64 0
  %215 = fdiv double %214, %122
  %216 = tail call double @llvm.fabs.f64(double %215)
  %217 = fcmp ogt double %216, 1.000000e+00
  %218 = select i1 %217, double %216, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %195, ptr %10, align 8, !tbaa !11
  %219 = load volatile double, ptr %10, align 8, !tbaa !11
  %220 = tail call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %221, label %233, label %222

222:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %215, ptr %9, align 8, !tbaa !11
  %223 = load volatile double, ptr %9, align 8, !tbaa !11
  %224 = tail call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %225, label %233, label %226

226:                                              ; preds = %222
  %227 = fsub double %195, %215
  %228 = tail call double @llvm.fabs.f64(double %227)
  %229 = fmul double %218, 5.000000e-03
  %230 = fcmp ole double %228, %229
  %231 = select i1 %230, ptr @.str.11, ptr @.str.12
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %46, double noundef %195, double noundef %215, ptr noundef nonnull %231)
  br i1 %230, label %238, label %235

233:                                              ; preds = %222, %193
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %46, double noundef %195, double noundef %215, ptr noundef nonnull @.str.12)
  br label %235

235:                                              ; preds = %233, %226
  %236 = load i32, ptr @n_fail, align 4, !tbaa !5
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr @n_fail, align 4, !tbaa !5
  br label %238

238:                                              ; preds = %226, %235
  %239 = trunc nuw nsw i64 %24 to i32
  %240 = uitofp nneg i32 %239 to float
  %241 = tail call float @llvm.fmuladd.f32(float %240, float 2.500000e-01, float 5.000000e-01)
  %242 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %243 = fpext float %241 to double
  %244 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, double noundef %45, i32 noundef %242, double noundef %243, double noundef %46) #9
  %245 = extractelement <2 x float> %244, i64 0
  %246 = fpext float %245 to double
  %247 = fmul <2 x float> %61, %61
  %248 = fmul float %241, %32
  %249 = tail call float @tanhf(float noundef %248) #9
  %250 = tail call float @llvm.fmuladd.f32(float %37, float %37, float 1.000000e+00)
  %251 = tail call float @logf(float noundef %250) #9
  %252 = tail call float @tanhf(float noundef %248) #9
  %253 = tail call float @llvm.fmuladd.f32(float %38, float %38, float 1.000000e+00)
  %254 = tail call float @logf(float noundef %253) #9
  %255 = insertelement <2 x float> poison, float %241, i64 0
  %256 = shufflevector <2 x float> %255, <2 x float> poison, <2 x i32> zeroinitializer
  %257 = insertelement <2 x float> poison, float %249, i64 0
  %258 = insertelement <2 x float> %257, float %252, i64 1
  %259 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %247, <2 x float> %256, <2 x float> %258)
  %260 = insertelement <2 x float> poison, float %251, i64 0
  %261 = insertelement <2 x float> %260, float %254, i64 1
  %262 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %261, <2 x float> %63, <2 x float> %259)
  %263 = fpext <2 x float> %262 to <2 x double>
  %264 = shufflevector <2 x double> %263, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %265 = fsub <2 x double> %263, %264
  %266 = extractelement <2 x double> %265, i64 0
  %267 = fdiv double %266, %72
  %268 = tail call double @llvm.fabs.f64(double %267)
  %269 = fcmp ogt double %268, 1.000000e+00
  %270 = select i1 %269, double %268, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %246, ptr %8, align 8, !tbaa !11
  %271 = load volatile double, ptr %8, align 8, !tbaa !11
  %272 = tail call double @llvm.fabs.f64(double %271)
  %273 = fcmp ueq double %272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %273, label %285, label %274

274:                                              ; preds = %238
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %267, ptr %7, align 8, !tbaa !11
  %275 = load volatile double, ptr %7, align 8, !tbaa !11
  %276 = tail call double @llvm.fabs.f64(double %275)
  %277 = fcmp ueq double %276, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %277, label %285, label %278

278:                                              ; preds = %274
  %279 = fsub double %246, %267
  %280 = tail call double @llvm.fabs.f64(double %279)
  %281 = fmul double %270, 5.000000e-03
  %282 = fcmp ole double %280, %281
  %283 = select i1 %282, ptr @.str.11, ptr @.str.12
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %45, double noundef %246, double noundef %267, ptr noundef nonnull %283)
  br i1 %282, label %290, label %287

285:                                              ; preds = %274, %238
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %45, double noundef %246, double noundef %267, ptr noundef nonnull @.str.12)
  br label %287

287:                                              ; preds = %285, %278
  %288 = load i32, ptr @n_fail, align 4, !tbaa !5
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr @n_fail, align 4, !tbaa !5
  br label %290

290:                                              ; preds = %278, %287
  %291 = extractelement <2 x float> %244, i64 1
  %292 = fpext float %291 to double
  %293 = fmul float %30, %30
  %294 = fmul float %241, %43
  %295 = tail call float @tanhf(float noundef %294) #9
  %296 = tail call float @llvm.fmuladd.f32(float %30, float %30, float 1.000000e+00)
  %297 = tail call float @logf(float noundef %296) #9
  %298 = fmul float %241, %44
  %299 = tail call float @tanhf(float noundef %298) #9
  %300 = tail call float @logf(float noundef %296) #9
  %301 = insertelement <2 x float> poison, float %293, i64 0
  %302 = shufflevector <2 x float> %301, <2 x float> poison, <2 x i32> zeroinitializer
  %303 = insertelement <2 x float> poison, float %295, i64 0
  %304 = insertelement <2 x float> %303, float %299, i64 1
  %305 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %302, <2 x float> %256, <2 x float> %304)
  %306 = insertelement <2 x float> poison, float %297, i64 0
  %307 = insertelement <2 x float> %306, float %300, i64 1
  %308 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %307, <2 x float> %113, <2 x float> %305)
  %309 = fpext <2 x float> %308 to <2 x double>
  %310 = shufflevector <2 x double> %309, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %311 = fsub <2 x double> %309, %310
  %312 = extractelement <2 x double> %311, i64 0
  %313 = fdiv double %312, %122
  %314 = tail call double @llvm.fabs.f64(double %313)
  %315 = fcmp ogt double %314, 1.000000e+00
  %316 = select i1 %315, double %314, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %292, ptr %6, align 8, !tbaa !11
  %317 = load volatile double, ptr %6, align 8, !tbaa !11
  %318 = tail call double @llvm.fabs.f64(double %317)
  %319 = fcmp ueq double %318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %319, label %331, label %320

320:                                              ; preds = %290
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %313, ptr %5, align 8, !tbaa !11
  %321 = load volatile double, ptr %5, align 8, !tbaa !11
  %322 = tail call double @llvm.fabs.f64(double %321)
  %323 = fcmp ueq double %322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %323, label %331, label %324

324:                                              ; preds = %320
  %325 = fsub double %292, %313
  %326 = tail call double @llvm.fabs.f64(double %325)
  %327 = fmul double %316, 5.000000e-03
  %328 = fcmp ole double %326, %327
  %329 = select i1 %328, ptr @.str.11, ptr @.str.12
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %46, double noundef %292, double noundef %313, ptr noundef nonnull %329)
  br i1 %328, label %336, label %333

331:                                              ; preds = %320, %290
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %46, double noundef %292, double noundef %313, ptr noundef nonnull @.str.12)
  br label %333

333:                                              ; preds = %331, %324
  %334 = load i32, ptr @n_fail, align 4, !tbaa !5
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr @n_fail, align 4, !tbaa !5
  br label %336

336:                                              ; preds = %324, %333
  %337 = trunc i64 %24 to i32
  %338 = mul i32 %337, 3
  %339 = add i32 %338, 4
  %340 = tail call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loopf, double noundef %45, double noundef %46, i32 noundef %339) #9
  %341 = extractelement <2 x float> %340, i64 0
  %342 = fmul float %37, 0x3FD3333340000000
  %343 = and i64 %28, 1
  %344 = and i64 %28, 9223372036854775806
  %345 = add nuw i64 %344, 2
  br label %346

346:                                              ; preds = %346, %336
  %347 = phi i32 [ 0, %336 ], [ %361, %346 ]
  %348 = phi float [ 0.000000e+00, %336 ], [ %369, %346 ]
  %349 = phi i64 [ 0, %336 ], [ %370, %346 ]
  %350 = fmul float %37, %348
  %351 = or disjoint i32 %347, 1
  %352 = uitofp nneg i32 %351 to float
  %353 = fdiv float %32, %352
  %354 = tail call float @llvm.fmuladd.f32(float %350, float 0x3F847AE140000000, float %353)
  %355 = uitofp nneg i32 %347 to float
  %356 = fmul float %342, %355
  %357 = tail call float @cosf(float noundef %356) #9
  %358 = tail call float @llvm.fmuladd.f32(float %357, float 0x3FB99999A0000000, float %354)
  %359 = fadd float %348, %358
  %360 = fmul float %37, %359
  %361 = add nuw nsw i32 %347, 2
  %362 = uitofp nneg i32 %361 to float
  %363 = fdiv float %32, %362
  %364 = tail call float @llvm.fmuladd.f32(float %360, float 0x3F847AE140000000, float %363)
  %365 = uitofp nneg i32 %351 to float
  %366 = fmul float %342, %365
  %367 = tail call float @cosf(float noundef %366) #9
  %368 = tail call float @llvm.fmuladd.f32(float %367, float 0x3FB99999A0000000, float %364)
  %369 = fadd float %359, %368
  %370 = add i64 %349, 2
  %371 = icmp eq i64 %349, %345
  br i1 %371, label %372, label %346, !llvm.loop !13

372:                                              ; preds = %346
  %373 = icmp eq i64 %343, 0
  br i1 %373, label %385, label %374

374:                                              ; preds = %372
  %375 = fmul float %37, %369
  %376 = add nuw nsw i32 %361, 1
  %377 = uitofp nneg i32 %376 to float
  %378 = fdiv float %32, %377
  %379 = tail call float @llvm.fmuladd.f32(float %375, float 0x3F847AE140000000, float %378)
  %380 = uitofp nneg i32 %361 to float
  %381 = fmul float %342, %380
  %382 = tail call float @cosf(float noundef %381) #9
  %383 = tail call float @llvm.fmuladd.f32(float %382, float 0x3FB99999A0000000, float %379)
  %384 = fadd float %369, %383
  br label %385

385:                                              ; preds = %372, %374
  %386 = phi float [ %369, %372 ], [ %384, %374 ]
  %387 = fpext float %341 to double
  %388 = fmul float %38, 0x3FD3333340000000
  %389 = and i64 %27, 1
  %390 = and i64 %27, 9223372036854775806
  %391 = add nuw i64 %390, 2
  br label %392

392:                                              ; preds = %392, %385
  %393 = phi i32 [ 0, %385 ], [ %407, %392 ]
  %394 = phi float [ 0.000000e+00, %385 ], [ %415, %392 ]
  %395 = phi i64 [ 0, %385 ], [ %416, %392 ]
  %396 = fmul float %38, %394
  %397 = or disjoint i32 %393, 1
  %398 = uitofp nneg i32 %397 to float
  %399 = fdiv float %32, %398
  %400 = tail call float @llvm.fmuladd.f32(float %396, float 0x3F847AE140000000, float %399)
  %401 = uitofp nneg i32 %393 to float
  %402 = fmul float %388, %401
  %403 = tail call float @cosf(float noundef %402) #9
  %404 = tail call float @llvm.fmuladd.f32(float %403, float 0x3FB99999A0000000, float %400)
  %405 = fadd float %394, %404
  %406 = fmul float %38, %405
  %407 = add nuw nsw i32 %393, 2
  %408 = uitofp nneg i32 %407 to float
  %409 = fdiv float %32, %408
  %410 = tail call float @llvm.fmuladd.f32(float %406, float 0x3F847AE140000000, float %409)
  %411 = uitofp nneg i32 %397 to float
  %412 = fmul float %388, %411
  %413 = tail call float @cosf(float noundef %412) #9
  %414 = tail call float @llvm.fmuladd.f32(float %413, float 0x3FB99999A0000000, float %410)
  %415 = fadd float %405, %414
  %416 = add i64 %395, 2
  %417 = icmp eq i64 %395, %391
  br i1 %417, label %418, label %392, !llvm.loop !13

418:                                              ; preds = %392
  %419 = icmp eq i64 %389, 0
  br i1 %419, label %431, label %420

420:                                              ; preds = %418
  %421 = fmul float %38, %415
  %422 = add nuw nsw i32 %407, 1
  %423 = uitofp nneg i32 %422 to float
  %424 = fdiv float %32, %423
  %425 = tail call float @llvm.fmuladd.f32(float %421, float 0x3F847AE140000000, float %424)
  %426 = uitofp nneg i32 %407 to float
  %427 = fmul float %388, %426
  %428 = tail call float @cosf(float noundef %427) #9
  %429 = tail call float @llvm.fmuladd.f32(float %428, float 0x3FB99999A0000000, float %425)
  %430 = fadd float %415, %429
  br label %431

431:                                              ; preds = %418, %420
  %432 = phi float [ %415, %418 ], [ %430, %420 ]
  %433 = fpext float %386 to double
  %434 = fpext float %432 to double
  %435 = fsub double %433, %434
  %436 = fdiv double %435, %72
  %437 = tail call double @llvm.fabs.f64(double %436)
  %438 = fcmp ogt double %437, 1.000000e+00
  %439 = select i1 %438, double %437, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %387, ptr %4, align 8, !tbaa !11
  %440 = load volatile double, ptr %4, align 8, !tbaa !11
  %441 = tail call double @llvm.fabs.f64(double %440)
  %442 = fcmp ueq double %441, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %442, label %454, label %443

443:                                              ; preds = %431
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %436, ptr %3, align 8, !tbaa !11
  %444 = load volatile double, ptr %3, align 8, !tbaa !11
  %445 = tail call double @llvm.fabs.f64(double %444)
  %446 = fcmp ueq double %445, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %446, label %454, label %447

447:                                              ; preds = %443
  %448 = fsub double %387, %436
  %449 = tail call double @llvm.fabs.f64(double %448)
  %450 = fmul double %439, 5.000000e-03
  %451 = fcmp ole double %449, %450
  %452 = select i1 %451, ptr @.str.11, ptr @.str.12
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %45, double noundef %387, double noundef %436, ptr noundef nonnull %452)
  br i1 %451, label %459, label %456

454:                                              ; preds = %443, %431
  %455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %45, double noundef %387, double noundef %436, ptr noundef nonnull @.str.12)
  br label %456

456:                                              ; preds = %454, %447
  %457 = load i32, ptr @n_fail, align 4, !tbaa !5
  %458 = add nsw i32 %457, 1
  store i32 %458, ptr @n_fail, align 4, !tbaa !5
  br label %459

459:                                              ; preds = %447, %456
  %460 = extractelement <2 x float> %340, i64 1
  %461 = fmul float %30, 0x3FD3333340000000
  %462 = and i64 %26, 1
  %463 = and i64 %26, 9223372036854775806
  %464 = add nuw i64 %463, 2
  br label %465

465:                                              ; preds = %465, %459
  %466 = phi i32 [ 0, %459 ], [ %480, %465 ]
  %467 = phi float [ 0.000000e+00, %459 ], [ %488, %465 ]
  %468 = phi i64 [ 0, %459 ], [ %489, %465 ]
  %469 = fmul float %30, %467
  %470 = or disjoint i32 %466, 1
  %471 = uitofp nneg i32 %470 to float
  %472 = fdiv float %43, %471
  %473 = tail call float @llvm.fmuladd.f32(float %469, float 0x3F847AE140000000, float %472)
  %474 = uitofp nneg i32 %466 to float
  %475 = fmul float %461, %474
  %476 = tail call float @cosf(float noundef %475) #9
  %477 = tail call float @llvm.fmuladd.f32(float %476, float 0x3FB99999A0000000, float %473)
  %478 = fadd float %467, %477
  %479 = fmul float %30, %478
  %480 = add nuw nsw i32 %466, 2
  %481 = uitofp nneg i32 %480 to float
  %482 = fdiv float %43, %481
  %483 = tail call float @llvm.fmuladd.f32(float %479, float 0x3F847AE140000000, float %482)
  %484 = uitofp nneg i32 %470 to float
  %485 = fmul float %461, %484
  %486 = tail call float @cosf(float noundef %485) #9
  %487 = tail call float @llvm.fmuladd.f32(float %486, float 0x3FB99999A0000000, float %483)
  %488 = fadd float %478, %487
  %489 = add i64 %468, 2
  %490 = icmp eq i64 %468, %464
  br i1 %490, label %491, label %465, !llvm.loop !13

491:                                              ; preds = %465
  %492 = icmp eq i64 %462, 0
  br i1 %492, label %504, label %493

493:                                              ; preds = %491
  %494 = fmul float %30, %488
  %495 = add nuw nsw i32 %480, 1
  %496 = uitofp nneg i32 %495 to float
  %497 = fdiv float %43, %496
  %498 = tail call float @llvm.fmuladd.f32(float %494, float 0x3F847AE140000000, float %497)
  %499 = uitofp nneg i32 %480 to float
  %500 = fmul float %461, %499
  %501 = tail call float @cosf(float noundef %500) #9
  %502 = tail call float @llvm.fmuladd.f32(float %501, float 0x3FB99999A0000000, float %498)
  %503 = fadd float %488, %502
  br label %504

504:                                              ; preds = %491, %493
  %505 = phi float [ %488, %491 ], [ %503, %493 ]
  %506 = fpext float %460 to double
  %507 = and i64 %25, 1
  %508 = and i64 %25, 9223372036854775806
  %509 = add nuw i64 %508, 2
  br label %510

510:                                              ; preds = %510, %504
  %511 = phi i32 [ 0, %504 ], [ %525, %510 ]
  %512 = phi float [ 0.000000e+00, %504 ], [ %533, %510 ]
  %513 = phi i64 [ 0, %504 ], [ %534, %510 ]
  %514 = fmul float %30, %512
  %515 = or disjoint i32 %511, 1
  %516 = uitofp nneg i32 %515 to float
  %517 = fdiv float %44, %516
  %518 = tail call float @llvm.fmuladd.f32(float %514, float 0x3F847AE140000000, float %517)
  %519 = uitofp nneg i32 %511 to float
  %520 = fmul float %461, %519
  %521 = tail call float @cosf(float noundef %520) #9
  %522 = tail call float @llvm.fmuladd.f32(float %521, float 0x3FB99999A0000000, float %518)
  %523 = fadd float %512, %522
  %524 = fmul float %30, %523
  %525 = add nuw nsw i32 %511, 2
  %526 = uitofp nneg i32 %525 to float
  %527 = fdiv float %44, %526
  %528 = tail call float @llvm.fmuladd.f32(float %524, float 0x3F847AE140000000, float %527)
  %529 = uitofp nneg i32 %515 to float
  %530 = fmul float %461, %529
  %531 = tail call float @cosf(float noundef %530) #9
  %532 = tail call float @llvm.fmuladd.f32(float %531, float 0x3FB99999A0000000, float %528)
  %533 = fadd float %523, %532
  %534 = add i64 %513, 2
  %535 = icmp eq i64 %513, %509
  br i1 %535, label %536, label %510, !llvm.loop !13

536:                                              ; preds = %510
  %537 = icmp eq i64 %507, 0
  br i1 %537, label %549, label %538

538:                                              ; preds = %536
  %539 = fmul float %30, %533
  %540 = add nuw nsw i32 %525, 1
  %541 = uitofp nneg i32 %540 to float
  %542 = fdiv float %44, %541
  %543 = tail call float @llvm.fmuladd.f32(float %539, float 0x3F847AE140000000, float %542)
  %544 = uitofp nneg i32 %525 to float
  %545 = fmul float %461, %544
  %546 = tail call float @cosf(float noundef %545) #9
  %547 = tail call float @llvm.fmuladd.f32(float %546, float 0x3FB99999A0000000, float %543)
  %548 = fadd float %533, %547
  br label %549

549:                                              ; preds = %536, %538
  %550 = phi float [ %533, %536 ], [ %548, %538 ]
  %551 = fpext float %505 to double
  %552 = fpext float %550 to double
  %553 = fsub double %551, %552
  %554 = fdiv double %553, %122
  %555 = tail call double @llvm.fabs.f64(double %554)
  %556 = fcmp ogt double %555, 1.000000e+00
  %557 = select i1 %556, double %555, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %506, ptr %2, align 8, !tbaa !11
  %558 = load volatile double, ptr %2, align 8, !tbaa !11
  %559 = tail call double @llvm.fabs.f64(double %558)
  %560 = fcmp ueq double %559, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %560, label %572, label %561

561:                                              ; preds = %549
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %554, ptr %1, align 8, !tbaa !11
  %562 = load volatile double, ptr %1, align 8, !tbaa !11
  %563 = tail call double @llvm.fabs.f64(double %562)
  %564 = fcmp ueq double %563, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %564, label %572, label %565

565:                                              ; preds = %561
  %566 = fsub double %506, %554
  %567 = tail call double @llvm.fabs.f64(double %566)
  %568 = fmul double %557, 5.000000e-03
  %569 = fcmp ole double %567, %568
  %570 = select i1 %569, ptr @.str.11, ptr @.str.12
  %571 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %46, double noundef %506, double noundef %554, ptr noundef nonnull %570)
  br i1 %569, label %577, label %574

572:                                              ; preds = %561, %549
  %573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %46, double noundef %506, double noundef %554, ptr noundef nonnull @.str.12)
  br label %574

574:                                              ; preds = %572, %565
  %575 = load i32, ptr @n_fail, align 4, !tbaa !5
  %576 = add nsw i32 %575, 1
  store i32 %576, ptr @n_fail, align 4, !tbaa !5
  br label %577

577:                                              ; preds = %565, %574
  %578 = add nuw nsw i64 %24, 1
  %579 = icmp eq i64 %578, 4
  br i1 %579, label %17, label %23, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare <2 x float> @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f(float noundef %0, float noundef %1) #3 {
  %3 = tail call float @sinf(float noundef %0) #9
  %4 = fmul float %1, 5.000000e-01
  %5 = tail call float @expf(float noundef %4) #9, !tbaa !5
  %6 = fmul float %3, %5
  %7 = tail call float @llvm.fmuladd.f32(float %0, float %1, float %6)
  ret float %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @g(float noundef %0, float noundef %1) #3 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = fmul double %3, %4
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %5, double 1.000000e+00)
  %7 = tail call double @llvm.sqrt.f64(double %6)
  %8 = fptrunc double %7 to float
  %9 = fdiv float %0, %1
  %10 = fadd float %9, %8
  %11 = fmul double %3, 2.500000e-01
  %12 = tail call double @exp(double noundef %11) #9
  %13 = fptrunc double %12 to float
  %14 = fadd float %10, %13
  ret float %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @h(float noundef %0, float noundef %1, float noundef %2) #3 {
  %4 = fmul float %0, %0
  %5 = fmul float %1, %2
  %6 = tail call float @tanhf(float noundef %5) #9
  %7 = tail call float @llvm.fmuladd.f32(float %4, float %1, float %6)
  %8 = tail call float @llvm.fmuladd.f32(float %0, float %0, float 1.000000e+00)
  %9 = tail call float @logf(float noundef %8) #9
  %10 = tail call float @llvm.fmuladd.f32(float %9, float %2, float %7)
  ret float %10
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal float @loopf(float noundef %0, float noundef %1, i32 noundef %2) #5 {
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
  %24 = tail call float @cosf(float noundef %23) #9
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
  %40 = tail call float @cosf(float noundef %39) #9
  %41 = tail call float @llvm.fmuladd.f32(float %40, float 0x3FB99999A0000000, float %37)
  %42 = fadd float %31, %41
  %43 = fmul float %42, %0
  %44 = add nuw nsw i32 %30, 2
  %45 = uitofp nneg i32 %44 to float
  %46 = fdiv float %1, %45
  %47 = tail call float @llvm.fmuladd.f32(float %43, float 0x3F847AE140000000, float %46)
  %48 = uitofp nneg i32 %34 to float
  %49 = fmul float %6, %48
  %50 = tail call float @cosf(float noundef %49) #9
  %51 = tail call float @llvm.fmuladd.f32(float %50, float 0x3FB99999A0000000, float %47)
  %52 = fadd float %42, %51
  %53 = add i32 %32, 2
  %54 = icmp eq i32 %53, %10
  br i1 %54, label %11, label %29, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
