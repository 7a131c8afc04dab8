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

1:                                                ; preds = %580
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %580
  %8 = phi i64 [ 0, %0 ], [ %581, %580 ]
  %9 = mul nuw nsw i64 %8, 3
  %10 = mul nuw nsw i64 %8, 3
  %11 = mul nuw nsw i64 %8, 3
  %12 = mul nuw nsw i64 %8, 3
  %13 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %8
  %14 = load float, ptr %13, align 4, !tbaa !9
  %15 = getelementptr inbounds [4 x float], ptr @main.ys, i64 0, i64 %8
  %16 = load float, ptr %15, align 4, !tbaa !9
  %17 = tail call fast float @llvm.fabs.f32(float %14)
  %18 = tail call fast float @llvm.maxnum.f32(float %17, float 1.000000e+00)
  %19 = fmul fast float %18, 0x3F847AE140000000
  %20 = fadd fast float %19, %14
  %21 = fsub fast float %14, %19
  %22 = tail call fast float @llvm.fabs.f32(float %16)
  %23 = tail call fast float @llvm.maxnum.f32(float %22, float 1.000000e+00)
  %24 = fmul fast float %23, 0x3F847AE140000000
  %25 = fadd fast float %24, %16
  %26 = fsub fast float %16, %24
  %27 = fpext float %14 to double
  %28 = fpext float %16 to double
  %29 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %28) #7
  %30 = extractelement <2 x float> %29, i64 0
  %31 = fpext float %30 to double
  %32 = fmul fast float %20, %16
  %33 = tail call fast float @llvm.sin.f32(float %20)
  %34 = fmul fast float %16, 5.000000e-01
  %35 = tail call fast float @llvm.exp.f32(float %34)
  %36 = fmul fast float %33, %35
  %37 = fadd fast float %36, %32
  %38 = fpext float %37 to double
  %39 = fmul fast float %21, %16
  %40 = tail call fast float @llvm.sin.f32(float %21)
  %41 = fmul fast float %40, %35
  %42 = fadd fast float %41, %39
  %43 = fpext float %42 to double
  %44 = fsub fast double %38, %43
  %45 = insertelement <2 x float> poison, float %20, i64 0
  %46 = insertelement <2 x float> %45, float %21, i64 1
  %47 = fpext <2 x float> %46 to <2 x double>
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %49 = fsub fast <2 x double> %47, %48
  %50 = extractelement <2 x double> %49, i64 0
  %51 = fdiv fast double %44, %50
  %52 = tail call fast double @llvm.fabs.f64(double %51)
  %53 = tail call fast double @llvm.maxnum.f64(double %52, double 1.000000e+00)
  %54 = fsub fast double %31, %51
  %55 = tail call fast double @llvm.fabs.f64(double %54)
  %56 = fmul fast double %53, 5.000000e-03
  %57 = fcmp fast ole double %55, %56
  %58 = select i1 %57, ptr @.str.11, ptr @.str.12
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %51, ptr noundef nonnull %58)
  br i1 %57, label %63, label %60

60:                                               ; preds = %7
  %61 = load i32, ptr @n_fail, align 4, !tbaa !5
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @n_fail, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %7, %60
  %64 = extractelement <2 x float> %29, i64 1
  %65 = fpext float %64 to double
  %66 = fmul fast float %25, %14
  %67 = tail call fast float @llvm.sin.f32(float %14)
  %68 = fmul fast float %25, 5.000000e-01
  %69 = tail call fast float @llvm.exp.f32(float %68)
  %70 = fmul fast float %69, %67
  %71 = fadd fast float %70, %66
  %72 = fpext float %71 to double
  %73 = fmul fast float %26, %14
  %74 = fmul fast float %26, 5.000000e-01
  %75 = tail call fast float @llvm.exp.f32(float %74)
  %76 = fmul fast float %75, %67
  %77 = fadd fast float %76, %73
  %78 = fpext float %77 to double
  %79 = fsub fast double %72, %78
  %80 = insertelement <2 x float> poison, float %25, i64 0
  %81 = insertelement <2 x float> %80, float %26, i64 1
  %82 = fpext <2 x float> %81 to <2 x double>
  %83 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %84 = fsub fast <2 x double> %82, %83
  %85 = extractelement <2 x double> %84, i64 0
  %86 = fdiv fast double %79, %85
  %87 = tail call fast double @llvm.fabs.f64(double %86)
  %88 = tail call fast double @llvm.maxnum.f64(double %87, double 1.000000e+00)
  %89 = fsub fast double %65, %86
  %90 = tail call fast double @llvm.fabs.f64(double %89)
  %91 = fmul fast double %88, 5.000000e-03
  %92 = fcmp fast ole double %90, %91
  %93 = select i1 %92, ptr @.str.11, ptr @.str.12
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %65, double noundef nofpclass(nan inf) %86, ptr noundef nonnull %93)
  br i1 %92, label %98, label %95

95:                                               ; preds = %63
  %96 = load i32, ptr @n_fail, align 4, !tbaa !5
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr @n_fail, align 4, !tbaa !5
  br label %98

98:                                               ; preds = %63, %95
  %99 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %28) #7
  %100 = extractelement <2 x float> %99, i64 0
  %101 = fpext float %100 to double
  %102 = insertelement <2 x double> poison, double %28, i64 0
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> zeroinitializer
  %104 = fmul fast <2 x double> %103, %47
  %105 = insertelement <2 x float> poison, float %16, i64 0
  %106 = shufflevector <2 x float> %105, <2 x float> poison, <2 x i32> zeroinitializer
  %107 = fdiv fast <2 x float> %46, %106
  %108 = fmul fast <2 x double> %47, <double 2.500000e-01, double 2.500000e-01>
  %109 = fmul fast <2 x double> %104, %104
  %110 = fadd fast <2 x double> %109, <double 1.000000e+00, double 1.000000e+00>
  %111 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %110)
  %112 = fptrunc <2 x double> %111 to <2 x float>
  %113 = tail call fast <2 x double> @llvm.exp.v2f64(<2 x double> %108)
  %114 = fptrunc <2 x double> %113 to <2 x float>
  %115 = fadd fast <2 x float> %107, %114
  %116 = fadd fast <2 x float> %115, %112
  %117 = fpext <2 x float> %116 to <2 x double>
  %118 = shufflevector <2 x double> %117, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %119 = fsub fast <2 x double> %117, %118
  %120 = fdiv fast <2 x double> %119, %49
  %121 = extractelement <2 x double> %120, i64 0
  %122 = tail call fast double @llvm.fabs.f64(double %121)
  %123 = tail call fast double @llvm.maxnum.f64(double %122, double 1.000000e+00)
  %124 = fsub fast double %101, %121
  %125 = tail call fast double @llvm.fabs.f64(double %124)
  %126 = fmul fast double %123, 5.000000e-03
  %127 = fcmp fast ole double %125, %126
  %128 = select i1 %127, ptr @.str.11, ptr @.str.12
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %101, double noundef nofpclass(nan inf) %121, ptr noundef nonnull %128)
  br i1 %127, label %133, label %130

130:                                              ; preds = %98
  %131 = load i32, ptr @n_fail, align 4, !tbaa !5
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr @n_fail, align 4, !tbaa !5
  br label %133

133:                                              ; preds = %98, %130
  %134 = extractelement <2 x float> %99, i64 1
  %135 = fpext float %134 to double
  %136 = insertelement <2 x double> poison, double %27, i64 0
  %137 = shufflevector <2 x double> %136, <2 x double> poison, <2 x i32> zeroinitializer
  %138 = fmul fast <2 x double> %137, %82
  %139 = insertelement <2 x float> poison, float %14, i64 0
  %140 = shufflevector <2 x float> %139, <2 x float> poison, <2 x i32> zeroinitializer
  %141 = fdiv fast <2 x float> %140, %81
  %142 = fmul fast double %27, 2.500000e-01
  %143 = tail call fast double @llvm.exp.f64(double %142)
  %144 = fptrunc double %143 to float
  %145 = fmul fast <2 x double> %138, %138
  %146 = fadd fast <2 x double> %145, <double 1.000000e+00, double 1.000000e+00>
  %147 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %146)
  %148 = fptrunc <2 x double> %147 to <2 x float>
  %149 = insertelement <2 x float> poison, float %144, i64 0
  %150 = shufflevector <2 x float> %149, <2 x float> poison, <2 x i32> zeroinitializer
  %151 = fadd fast <2 x float> %141, %150
  %152 = fadd fast <2 x float> %151, %148
  %153 = fpext <2 x float> %152 to <2 x double>
  %154 = shufflevector <2 x double> %153, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %155 = fsub fast <2 x double> %153, %154
  %156 = fdiv fast <2 x double> %155, %84
  %157 = extractelement <2 x double> %156, i64 0
  %158 = tail call fast double @llvm.fabs.f64(double %157)
  %159 = tail call fast double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fsub fast double %135, %157
  %161 = tail call fast double @llvm.fabs.f64(double %160)
  %162 = fmul fast double %159, 5.000000e-03
  %163 = fcmp fast ole double %161, %162
  %164 = select i1 %163, ptr @.str.11, ptr @.str.12
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %157, ptr noundef nonnull %164)
  br i1 %163, label %169, label %166

166:                                              ; preds = %133
  %167 = load i32, ptr @n_fail, align 4, !tbaa !5
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr @n_fail, align 4, !tbaa !5
  br label %169

169:                                              ; preds = %133, %166
  %170 = trunc nuw nsw i64 %8 to i32
  %171 = uitofp nneg i32 %170 to float
  %172 = fmul fast float %171, 2.500000e-01
  %173 = fadd fast float %172, 5.000000e-01
  %174 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %175 = fpext float %173 to double
  %176 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, double noundef nofpclass(nan inf) %27, i32 noundef %174, double noundef nofpclass(nan inf) %175, double noundef nofpclass(nan inf) %28) #7
  %177 = extractelement <2 x float> %176, i64 0
  %178 = fpext float %177 to double
  %179 = fmul fast float %20, %20
  %180 = fmul fast float %179, %173
  %181 = fmul fast float %16, %173
  %182 = tail call fast float @llvm.tanh.f32(float %181)
  %183 = fadd fast float %180, %182
  %184 = fadd fast float %179, 1.000000e+00
  %185 = tail call fast float @llvm.log.f32(float %184)
  %186 = fmul fast float %185, %16
  %187 = fadd fast float %183, %186
  %188 = fpext float %187 to double
  %189 = fmul fast float %21, %21
  %190 = fmul fast float %189, %173
  %191 = fadd fast float %190, %182
  %192 = fadd fast float %189, 1.000000e+00
  %193 = tail call fast float @llvm.log.f32(float %192)
  %194 = fmul fast float %193, %16
  %195 = fadd fast float %191, %194
  %196 = fpext float %195 to double
  %197 = fsub fast double %188, %196
  %198 = fdiv fast double %197, %50
  %199 = tail call fast double @llvm.fabs.f64(double %198)
  %200 = tail call fast double @llvm.maxnum.f64(double %199, double 1.000000e+00)
  %201 = fsub fast double %178, %198
  %202 = tail call fast double @llvm.fabs.f64(double %201)
  %203 = fmul fast double %200, 5.000000e-03
  %204 = fcmp fast ole double %202, %203
  %205 = select i1 %204, ptr @.str.11, ptr @.str.12
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %178, double noundef nofpclass(nan inf) %198, ptr noundef nonnull %205)
  br i1 %204, label %210, label %207

207:                                              ; preds = %169
  %208 = load i32, ptr @n_fail, align 4, !tbaa !5
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %169, %207
  %211 = extractelement <2 x float> %176, i64 1
  %212 = fpext float %211 to double
  %213 = fmul fast float %14, %14
  %214 = fmul fast float %213, %173
  %215 = fmul fast float %25, %173
  %216 = tail call fast float @llvm.tanh.f32(float %215)
  %217 = fadd fast float %213, 1.000000e+00
  %218 = tail call fast float @llvm.log.f32(float %217)
  %219 = fmul fast float %25, %218
  %220 = fadd fast float %219, %214
  %221 = fadd fast float %220, %216
  %222 = fpext float %221 to double
  %223 = fmul fast float %26, %173
  %224 = tail call fast float @llvm.tanh.f32(float %223)
  %225 = fmul fast float %26, %218
  %226 = fadd fast float %225, %214
  %227 = fadd fast float %226, %224
  %228 = fpext float %227 to double
  %229 = fsub fast double %222, %228
  %230 = fdiv fast double %229, %85
  %231 = tail call fast double @llvm.fabs.f64(double %230)
  %232 = tail call fast double @llvm.maxnum.f64(double %231, double 1.000000e+00)
  %233 = fsub fast double %212, %230
  %234 = tail call fast double @llvm.fabs.f64(double %233)
  %235 = fmul fast double %232, 5.000000e-03
  %236 = fcmp fast ole double %234, %235
  %237 = select i1 %236, ptr @.str.11, ptr @.str.12
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %212, double noundef nofpclass(nan inf) %230, ptr noundef nonnull %237)
  br i1 %236, label %242, label %239

239:                                              ; preds = %210
  %240 = load i32, ptr @n_fail, align 4, !tbaa !5
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr @n_fail, align 4, !tbaa !5
  br label %242

242:                                              ; preds = %210, %239
  %243 = trunc i64 %8 to i32
  %244 = mul i32 %243, 3
  %245 = add i32 %244, 4
  %246 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loopf, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %28, i32 noundef %245) #7
  %247 = extractelement <2 x float> %246, i64 0
  %248 = fmul fast float %20, 0x3F847AE140000000
  %249 = fmul fast float %20, 0x3FD3333340000000
  %250 = and i64 %12, 3
  %251 = and i64 %12, 9223372036854775804
  br label %252

252:                                              ; preds = %252, %242
  %253 = phi i32 [ 0, %242 ], [ %290, %252 ]
  %254 = phi float [ 0.000000e+00, %242 ], [ %299, %252 ]
  %255 = phi i64 [ 0, %242 ], [ %300, %252 ]
  %256 = fmul fast float %248, %254
  %257 = or disjoint i32 %253, 1
  %258 = uitofp nneg i32 %257 to float
  %259 = fdiv fast float %16, %258
  %260 = uitofp nneg i32 %253 to float
  %261 = fmul fast float %249, %260
  %262 = tail call fast float @llvm.cos.f32(float %261)
  %263 = fmul fast float %262, 0x3FB99999A0000000
  %264 = fadd fast float %256, %254
  %265 = fadd fast float %264, %259
  %266 = fadd fast float %265, %263
  %267 = fmul fast float %248, %266
  %268 = or disjoint i32 %253, 2
  %269 = uitofp nneg i32 %268 to float
  %270 = fdiv fast float %16, %269
  %271 = uitofp nneg i32 %257 to float
  %272 = fmul fast float %249, %271
  %273 = tail call fast float @llvm.cos.f32(float %272)
  %274 = fmul fast float %273, 0x3FB99999A0000000
  %275 = fadd fast float %267, %266
  %276 = fadd fast float %275, %270
  %277 = fadd fast float %276, %274
  %278 = fmul fast float %248, %277
  %279 = or disjoint i32 %253, 3
  %280 = uitofp nneg i32 %279 to float
  %281 = fdiv fast float %16, %280
  %282 = uitofp nneg i32 %268 to float
  %283 = fmul fast float %249, %282
  %284 = tail call fast float @llvm.cos.f32(float %283)
  %285 = fmul fast float %284, 0x3FB99999A0000000
  %286 = fadd fast float %278, %277
  %287 = fadd fast float %286, %281
  %288 = fadd fast float %287, %285
  %289 = fmul fast float %248, %288
  %290 = add nuw nsw i32 %253, 4
  %291 = uitofp nneg i32 %290 to float
  %292 = fdiv fast float %16, %291
  %293 = uitofp nneg i32 %279 to float
  %294 = fmul fast float %249, %293
  %295 = tail call fast float @llvm.cos.f32(float %294)
  %296 = fmul fast float %295, 0x3FB99999A0000000
  %297 = fadd fast float %289, %288
  %298 = fadd fast float %297, %292
  %299 = fadd fast float %298, %296
  %300 = add i64 %255, 4
  %301 = icmp eq i64 %255, %251
  br i1 %301, label %302, label %252, !llvm.loop !11

302:                                              ; preds = %252
  %303 = icmp eq i64 %250, 0
  br i1 %303, label %321, label %304

304:                                              ; preds = %302, %304
  %305 = phi i32 [ %309, %304 ], [ %290, %302 ]
  %306 = phi float [ %318, %304 ], [ %299, %302 ]
  %307 = phi i64 [ %319, %304 ], [ 0, %302 ]
  %308 = fmul fast float %248, %306
  %309 = add nuw nsw i32 %305, 1
  %310 = uitofp nneg i32 %309 to float
  %311 = fdiv fast float %16, %310
  %312 = uitofp nneg i32 %305 to float
  %313 = fmul fast float %249, %312
  %314 = tail call fast float @llvm.cos.f32(float %313)
  %315 = fmul fast float %314, 0x3FB99999A0000000
  %316 = fadd fast float %308, %306
  %317 = fadd fast float %316, %311
  %318 = fadd fast float %317, %315
  %319 = add i64 %307, 1
  %320 = icmp eq i64 %319, %250
  br i1 %320, label %321, label %304, !llvm.loop !13

321:                                              ; preds = %304, %302
  %322 = phi float [ %299, %302 ], [ %318, %304 ]
  %323 = fpext float %247 to double
  %324 = fmul fast float %21, 0x3F847AE140000000
  %325 = fmul fast float %21, 0x3FD3333340000000
  %326 = and i64 %11, 3
  %327 = and i64 %11, 9223372036854775804
  br label %328

328:                                              ; preds = %328, %321
  %329 = phi i32 [ 0, %321 ], [ %366, %328 ]
  %330 = phi float [ 0.000000e+00, %321 ], [ %375, %328 ]
  %331 = phi i64 [ 0, %321 ], [ %376, %328 ]
  %332 = fmul fast float %324, %330
  %333 = or disjoint i32 %329, 1
  %334 = uitofp nneg i32 %333 to float
  %335 = fdiv fast float %16, %334
  %336 = uitofp nneg i32 %329 to float
  %337 = fmul fast float %325, %336
  %338 = tail call fast float @llvm.cos.f32(float %337)
  %339 = fmul fast float %338, 0x3FB99999A0000000
  %340 = fadd fast float %332, %330
  %341 = fadd fast float %340, %335
  %342 = fadd fast float %341, %339
  %343 = fmul fast float %324, %342
  %344 = or disjoint i32 %329, 2
  %345 = uitofp nneg i32 %344 to float
  %346 = fdiv fast float %16, %345
  %347 = uitofp nneg i32 %333 to float
  %348 = fmul fast float %325, %347
  %349 = tail call fast float @llvm.cos.f32(float %348)
  %350 = fmul fast float %349, 0x3FB99999A0000000
  %351 = fadd fast float %343, %342
  %352 = fadd fast float %351, %346
  %353 = fadd fast float %352, %350
  %354 = fmul fast float %324, %353
  %355 = or disjoint i32 %329, 3
  %356 = uitofp nneg i32 %355 to float
  %357 = fdiv fast float %16, %356
  %358 = uitofp nneg i32 %344 to float
  %359 = fmul fast float %325, %358
  %360 = tail call fast float @llvm.cos.f32(float %359)
  %361 = fmul fast float %360, 0x3FB99999A0000000
  %362 = fadd fast float %354, %353
  %363 = fadd fast float %362, %357
  %364 = fadd fast float %363, %361
  %365 = fmul fast float %324, %364
  %366 = add nuw nsw i32 %329, 4
  %367 = uitofp nneg i32 %366 to float
  %368 = fdiv fast float %16, %367
  %369 = uitofp nneg i32 %355 to float
  %370 = fmul fast float %325, %369
  %371 = tail call fast float @llvm.cos.f32(float %370)
  %372 = fmul fast float %371, 0x3FB99999A0000000
  %373 = fadd fast float %365, %364
  %374 = fadd fast float %373, %368
  %375 = fadd fast float %374, %372
  %376 = add i64 %331, 4
  %377 = icmp eq i64 %331, %327
  br i1 %377, label %378, label %328, !llvm.loop !11

378:                                              ; preds = %328
  %379 = icmp eq i64 %326, 0
  br i1 %379, label %397, label %380

380:                                              ; preds = %378, %380
  %381 = phi i32 [ %385, %380 ], [ %366, %378 ]
  %382 = phi float [ %394, %380 ], [ %375, %378 ]
  %383 = phi i64 [ %395, %380 ], [ 0, %378 ]
  %384 = fmul fast float %324, %382
  %385 = add nuw nsw i32 %381, 1
  %386 = uitofp nneg i32 %385 to float
  %387 = fdiv fast float %16, %386
  %388 = uitofp nneg i32 %381 to float
  %389 = fmul fast float %325, %388
  %390 = tail call fast float @llvm.cos.f32(float %389)
  %391 = fmul fast float %390, 0x3FB99999A0000000
  %392 = fadd fast float %384, %382
  %393 = fadd fast float %392, %387
  %394 = fadd fast float %393, %391
  %395 = add i64 %383, 1
  %396 = icmp eq i64 %395, %326
  br i1 %396, label %397, label %380, !llvm.loop !15

397:                                              ; preds = %380, %378
  %398 = phi float [ %375, %378 ], [ %394, %380 ]
  %399 = fpext float %322 to double
  %400 = fpext float %398 to double
  %401 = fsub fast double %399, %400
  %402 = fdiv fast double %401, %50
  %403 = tail call fast double @llvm.fabs.f64(double %402)
  %404 = tail call fast double @llvm.maxnum.f64(double %403, double 1.000000e+00)
  %405 = fsub fast double %323, %402
  %406 = tail call fast double @llvm.fabs.f64(double %405)
  %407 = fmul fast double %404, 5.000000e-03
  %408 = fcmp fast ole double %406, %407
  %409 = select i1 %408, ptr @.str.11, ptr @.str.12
  %410 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %323, double noundef nofpclass(nan inf) %402, ptr noundef nonnull %409)
  br i1 %408, label %414, label %411

411:                                              ; preds = %397
  %412 = load i32, ptr @n_fail, align 4, !tbaa !5
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr @n_fail, align 4, !tbaa !5
  br label %414

414:                                              ; preds = %397, %411
  %415 = extractelement <2 x float> %246, i64 1
  %416 = fmul fast float %14, 0x3F847AE140000000
  %417 = fmul fast float %14, 0x3FD3333340000000
  %418 = and i64 %10, 3
  %419 = and i64 %10, 9223372036854775804
  br label %420

420:                                              ; preds = %420, %414
  %421 = phi i32 [ 0, %414 ], [ %458, %420 ]
  %422 = phi float [ 0.000000e+00, %414 ], [ %467, %420 ]
  %423 = phi i64 [ 0, %414 ], [ %468, %420 ]
  %424 = fmul fast float %422, %416
  %425 = or disjoint i32 %421, 1
  %426 = uitofp nneg i32 %425 to float
  %427 = fdiv fast float %25, %426
  %428 = uitofp nneg i32 %421 to float
  %429 = fmul fast float %417, %428
  %430 = tail call fast float @llvm.cos.f32(float %429)
  %431 = fmul fast float %430, 0x3FB99999A0000000
  %432 = fadd fast float %424, %422
  %433 = fadd fast float %432, %427
  %434 = fadd fast float %433, %431
  %435 = fmul fast float %434, %416
  %436 = or disjoint i32 %421, 2
  %437 = uitofp nneg i32 %436 to float
  %438 = fdiv fast float %25, %437
  %439 = uitofp nneg i32 %425 to float
  %440 = fmul fast float %417, %439
  %441 = tail call fast float @llvm.cos.f32(float %440)
  %442 = fmul fast float %441, 0x3FB99999A0000000
  %443 = fadd fast float %435, %434
  %444 = fadd fast float %443, %438
  %445 = fadd fast float %444, %442
  %446 = fmul fast float %445, %416
  %447 = or disjoint i32 %421, 3
  %448 = uitofp nneg i32 %447 to float
  %449 = fdiv fast float %25, %448
  %450 = uitofp nneg i32 %436 to float
  %451 = fmul fast float %417, %450
  %452 = tail call fast float @llvm.cos.f32(float %451)
  %453 = fmul fast float %452, 0x3FB99999A0000000
  %454 = fadd fast float %446, %445
  %455 = fadd fast float %454, %449
  %456 = fadd fast float %455, %453
  %457 = fmul fast float %456, %416
  %458 = add nuw nsw i32 %421, 4
  %459 = uitofp nneg i32 %458 to float
  %460 = fdiv fast float %25, %459
  %461 = uitofp nneg i32 %447 to float
  %462 = fmul fast float %417, %461
  %463 = tail call fast float @llvm.cos.f32(float %462)
  %464 = fmul fast float %463, 0x3FB99999A0000000
  %465 = fadd fast float %457, %456
  %466 = fadd fast float %465, %460
  %467 = fadd fast float %466, %464
  %468 = add i64 %423, 4
  %469 = icmp eq i64 %423, %419
  br i1 %469, label %470, label %420, !llvm.loop !11

470:                                              ; preds = %420
  %471 = icmp eq i64 %418, 0
  br i1 %471, label %489, label %472

472:                                              ; preds = %470, %472
  %473 = phi i32 [ %477, %472 ], [ %458, %470 ]
  %474 = phi float [ %486, %472 ], [ %467, %470 ]
  %475 = phi i64 [ %487, %472 ], [ 0, %470 ]
  %476 = fmul fast float %474, %416
  %477 = add nuw nsw i32 %473, 1
  %478 = uitofp nneg i32 %477 to float
  %479 = fdiv fast float %25, %478
  %480 = uitofp nneg i32 %473 to float
  %481 = fmul fast float %417, %480
  %482 = tail call fast float @llvm.cos.f32(float %481)
  %483 = fmul fast float %482, 0x3FB99999A0000000
  %484 = fadd fast float %476, %474
  %485 = fadd fast float %484, %479
  %486 = fadd fast float %485, %483
  %487 = add i64 %475, 1
  %488 = icmp eq i64 %487, %418
  br i1 %488, label %489, label %472, !llvm.loop !16

489:                                              ; preds = %472, %470
  %490 = phi float [ %467, %470 ], [ %486, %472 ]
  %491 = fpext float %415 to double
  %492 = and i64 %9, 3
  %493 = and i64 %9, 9223372036854775804
  br label %494

494:                                              ; preds = %494, %489
  %495 = phi i32 [ 0, %489 ], [ %532, %494 ]
  %496 = phi float [ 0.000000e+00, %489 ], [ %541, %494 ]
  %497 = phi i64 [ 0, %489 ], [ %542, %494 ]
  %498 = fmul fast float %496, %416
  %499 = or disjoint i32 %495, 1
  %500 = uitofp nneg i32 %499 to float
  %501 = fdiv fast float %26, %500
  %502 = uitofp nneg i32 %495 to float
  %503 = fmul fast float %417, %502
  %504 = tail call fast float @llvm.cos.f32(float %503)
  %505 = fmul fast float %504, 0x3FB99999A0000000
  %506 = fadd fast float %498, %496
  %507 = fadd fast float %506, %501
  %508 = fadd fast float %507, %505
  %509 = fmul fast float %508, %416
  %510 = or disjoint i32 %495, 2
  %511 = uitofp nneg i32 %510 to float
  %512 = fdiv fast float %26, %511
  %513 = uitofp nneg i32 %499 to float
  %514 = fmul fast float %417, %513
  %515 = tail call fast float @llvm.cos.f32(float %514)
  %516 = fmul fast float %515, 0x3FB99999A0000000
  %517 = fadd fast float %509, %508
  %518 = fadd fast float %517, %512
  %519 = fadd fast float %518, %516
  %520 = fmul fast float %519, %416
  %521 = or disjoint i32 %495, 3
  %522 = uitofp nneg i32 %521 to float
  %523 = fdiv fast float %26, %522
  %524 = uitofp nneg i32 %510 to float
  %525 = fmul fast float %417, %524
  %526 = tail call fast float @llvm.cos.f32(float %525)
  %527 = fmul fast float %526, 0x3FB99999A0000000
  %528 = fadd fast float %520, %519
  %529 = fadd fast float %528, %523
  %530 = fadd fast float %529, %527
  %531 = fmul fast float %530, %416
  %532 = add nuw nsw i32 %495, 4
  %533 = uitofp nneg i32 %532 to float
  %534 = fdiv fast float %26, %533
  %535 = uitofp nneg i32 %521 to float
  %536 = fmul fast float %417, %535
  %537 = tail call fast float @llvm.cos.f32(float %536)
  %538 = fmul fast float %537, 0x3FB99999A0000000
  %539 = fadd fast float %531, %530
  %540 = fadd fast float %539, %534
  %541 = fadd fast float %540, %538
  %542 = add i64 %497, 4
  %543 = icmp eq i64 %497, %493
  br i1 %543, label %544, label %494, !llvm.loop !11

544:                                              ; preds = %494
  %545 = icmp eq i64 %492, 0
  br i1 %545, label %563, label %546

546:                                              ; preds = %544, %546
  %547 = phi i32 [ %551, %546 ], [ %532, %544 ]
  %548 = phi float [ %560, %546 ], [ %541, %544 ]
  %549 = phi i64 [ %561, %546 ], [ 0, %544 ]
  %550 = fmul fast float %548, %416
  %551 = add nuw nsw i32 %547, 1
  %552 = uitofp nneg i32 %551 to float
  %553 = fdiv fast float %26, %552
  %554 = uitofp nneg i32 %547 to float
  %555 = fmul fast float %417, %554
  %556 = tail call fast float @llvm.cos.f32(float %555)
  %557 = fmul fast float %556, 0x3FB99999A0000000
  %558 = fadd fast float %550, %548
  %559 = fadd fast float %558, %553
  %560 = fadd fast float %559, %557
  %561 = add i64 %549, 1
  %562 = icmp eq i64 %561, %492
  br i1 %562, label %563, label %546, !llvm.loop !17

563:                                              ; preds = %546, %544
  %564 = phi float [ %541, %544 ], [ %560, %546 ]
  %565 = fpext float %490 to double
  %566 = fpext float %564 to double
  %567 = fsub fast double %565, %566
  %568 = fdiv fast double %567, %85
  %569 = tail call fast double @llvm.fabs.f64(double %568)
  %570 = tail call fast double @llvm.maxnum.f64(double %569, double 1.000000e+00)
  %571 = fsub fast double %491, %568
  %572 = tail call fast double @llvm.fabs.f64(double %571)
  %573 = fmul fast double %570, 5.000000e-03
  %574 = fcmp fast ole double %572, %573
  %575 = select i1 %574, ptr @.str.11, ptr @.str.12
  %576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %491, double noundef nofpclass(nan inf) %568, ptr noundef nonnull %575)
  br i1 %574, label %580, label %577

577:                                              ; preds = %563
  %578 = load i32, ptr @n_fail, align 4, !tbaa !5
  %579 = add nsw i32 %578, 1
  store i32 %579, ptr @n_fail, align 4, !tbaa !5
  br label %580

580:                                              ; preds = %563, %577
  %581 = add nuw nsw i64 %8, 1
  %582 = icmp eq i64 %581, 4
  br i1 %582, label %1, label %7, !llvm.loop !18
}

declare <2 x float> @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast float %1, %0
  %4 = tail call fast float @llvm.sin.f32(float %0)
  %5 = fmul fast float %1, 5.000000e-01
  %6 = tail call fast float @llvm.exp.f32(float %5)
  %7 = fmul fast float %6, %4
  %8 = fadd fast float %7, %3
  ret float %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @g(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #2 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = fmul fast double %4, %3
  %6 = fmul fast double %5, %5
  %7 = fadd fast double %6, 1.000000e+00
  %8 = tail call fast double @llvm.sqrt.f64(double %7)
  %9 = fptrunc double %8 to float
  %10 = fdiv fast float %0, %1
  %11 = fmul fast double %3, 2.500000e-01
  %12 = tail call fast double @llvm.exp.f64(double %11)
  %13 = fptrunc double %12 to float
  %14 = fadd fast float %10, %13
  %15 = fadd fast float %14, %9
  ret float %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @h(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1, float noundef nofpclass(nan inf) %2) #2 {
  %4 = fmul fast float %0, %0
  %5 = fmul fast float %4, %1
  %6 = fmul fast float %2, %1
  %7 = tail call fast float @llvm.tanh.f32(float %6)
  %8 = fadd fast float %7, %5
  %9 = fadd fast float %4, 1.000000e+00
  %10 = tail call fast float @llvm.log.f32(float %9)
  %11 = fmul fast float %10, %2
  %12 = fadd fast float %8, %11
  ret float %12
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) float @loopf(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1, i32 noundef %2) #3 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %3
  %6 = fmul fast float %0, 0x3F847AE140000000
  %7 = fmul fast float %0, 0x3FD3333340000000
  %8 = and i32 %2, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i32 %2, 2147483644
  br label %36

12:                                               ; preds = %36, %5
  %13 = phi float [ poison, %5 ], [ %83, %36 ]
  %14 = phi i32 [ 0, %5 ], [ %74, %36 ]
  %15 = phi float [ 0.000000e+00, %5 ], [ %83, %36 ]
  %16 = icmp eq i32 %8, 0
  br i1 %16, label %34, label %17

17:                                               ; preds = %12, %17
  %18 = phi i32 [ %22, %17 ], [ %14, %12 ]
  %19 = phi float [ %31, %17 ], [ %15, %12 ]
  %20 = phi i32 [ %32, %17 ], [ 0, %12 ]
  %21 = fmul fast float %6, %19
  %22 = add nuw nsw i32 %18, 1
  %23 = uitofp nneg i32 %22 to float
  %24 = fdiv fast float %1, %23
  %25 = uitofp nneg i32 %18 to float
  %26 = fmul fast float %7, %25
  %27 = tail call fast float @llvm.cos.f32(float %26)
  %28 = fmul fast float %27, 0x3FB99999A0000000
  %29 = fadd fast float %21, %19
  %30 = fadd fast float %29, %24
  %31 = fadd fast float %30, %28
  %32 = add i32 %20, 1
  %33 = icmp eq i32 %32, %8
  br i1 %33, label %34, label %17, !llvm.loop !19

34:                                               ; preds = %12, %17, %3
  %35 = phi float [ 0.000000e+00, %3 ], [ %13, %12 ], [ %31, %17 ]
  ret float %35

36:                                               ; preds = %36, %10
  %37 = phi i32 [ 0, %10 ], [ %74, %36 ]
  %38 = phi float [ 0.000000e+00, %10 ], [ %83, %36 ]
  %39 = phi i32 [ 0, %10 ], [ %84, %36 ]
  %40 = fmul fast float %6, %38
  %41 = or disjoint i32 %37, 1
  %42 = uitofp nneg i32 %41 to float
  %43 = fdiv fast float %1, %42
  %44 = uitofp nneg i32 %37 to float
  %45 = fmul fast float %7, %44
  %46 = tail call fast float @llvm.cos.f32(float %45)
  %47 = fmul fast float %46, 0x3FB99999A0000000
  %48 = fadd fast float %40, %38
  %49 = fadd fast float %48, %43
  %50 = fadd fast float %49, %47
  %51 = fmul fast float %6, %50
  %52 = or disjoint i32 %37, 2
  %53 = uitofp nneg i32 %52 to float
  %54 = fdiv fast float %1, %53
  %55 = uitofp nneg i32 %41 to float
  %56 = fmul fast float %7, %55
  %57 = tail call fast float @llvm.cos.f32(float %56)
  %58 = fmul fast float %57, 0x3FB99999A0000000
  %59 = fadd fast float %51, %50
  %60 = fadd fast float %59, %54
  %61 = fadd fast float %60, %58
  %62 = fmul fast float %6, %61
  %63 = or disjoint i32 %37, 3
  %64 = uitofp nneg i32 %63 to float
  %65 = fdiv fast float %1, %64
  %66 = uitofp nneg i32 %52 to float
  %67 = fmul fast float %7, %66
  %68 = tail call fast float @llvm.cos.f32(float %67)
  %69 = fmul fast float %68, 0x3FB99999A0000000
  %70 = fadd fast float %62, %61
  %71 = fadd fast float %70, %65
  %72 = fadd fast float %71, %69
  %73 = fmul fast float %6, %72
  %74 = add nuw nsw i32 %37, 4
  %75 = uitofp nneg i32 %74 to float
  %76 = fdiv fast float %1, %75
  %77 = uitofp nneg i32 %63 to float
  %78 = fmul fast float %7, %77
  %79 = tail call fast float @llvm.cos.f32(float %78)
  %80 = fmul fast float %79, 0x3FB99999A0000000
  %81 = fadd fast float %73, %72
  %82 = fadd fast float %81, %76
  %83 = fadd fast float %82, %80
  %84 = add i32 %39, 4
  %85 = icmp eq i32 %84, %11
  br i1 %85, label %12, label %36, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.tanh.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.exp.v2f64(<2 x double>) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="64" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !14}
