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

17:                                               ; preds = %677
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %18)
  %20 = load i32, ptr @n_fail, align 4, !tbaa !5
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i32
  ret i32 %22

23:                                               ; preds = %0, %677
  %24 = phi i64 [ 0, %0 ], [ %678, %677 ]
  %25 = mul nuw nsw i64 %24, 3
  %26 = mul nuw nsw i64 %24, 3
  %27 = mul nuw nsw i64 %24, 3
  %28 = mul nuw nsw i64 %24, 3
  %29 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %24
  %30 = load float, ptr %29, align 4, !tbaa !9
  %31 = getelementptr inbounds [4 x float], ptr @main.ys, i64 0, i64 %24
  %32 = load float, ptr %31, align 4, !tbaa !9
  %33 = tail call fast float @llvm.fabs.f32(float %30)
  %34 = tail call fast float @llvm.maxnum.f32(float %33, float 1.000000e+00)
  %35 = fmul fast float %34, 0x3F847AE140000000
  %36 = fadd fast float %35, %30
  %37 = fsub fast float %30, %35
  %38 = tail call fast float @llvm.fabs.f32(float %32)
  %39 = tail call fast float @llvm.maxnum.f32(float %38, float 1.000000e+00)
  %40 = fmul fast float %39, 0x3F847AE140000000
  %41 = fadd fast float %40, %32
  %42 = fsub fast float %32, %40
  %43 = fpext float %30 to double
  %44 = fpext float %32 to double
  %45 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %44) #8
  %46 = extractelement <2 x float> %45, i64 0
  %47 = fpext float %46 to double
  %48 = fmul fast float %36, %32
  %49 = tail call fast float @llvm.sin.f32(float %36)
  %50 = fmul fast float %32, 5.000000e-01
  %51 = tail call fast float @llvm.exp.f32(float %50)
  %52 = fmul fast float %49, %51
  %53 = fadd fast float %52, %48
  %54 = fpext float %53 to double
  %55 = fmul fast float %37, %32
  %56 = tail call fast float @llvm.sin.f32(float %37)
  %57 = fmul fast float %56, %51
  %58 = fadd fast float %57, %55
  %59 = fpext float %58 to double
  %60 = fsub fast double %54, %59
  %61 = fpext float %36 to double
  %62 = fpext float %37 to double
  %63 = fsub fast double %61, %62
  %64 = fdiv fast double %60, %63
  %65 = tail call fast double @llvm.fabs.f64(double %64)
  %66 = tail call fast double @llvm.maxnum.f64(double %65, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %47, ptr %16, align 8, !tbaa !11
  %67 = load volatile double, ptr %16, align 8, !tbaa !11
  %68 = tail call double @llvm.fabs.f64(double %67)
  %69 = fcmp ueq double %68, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %69, label %81, label %70

70:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %64, ptr %15, align 8, !tbaa !11
  %71 = load volatile double, ptr %15, align 8, !tbaa !11
  %72 = tail call double @llvm.fabs.f64(double %71)
  %73 = fcmp ueq double %72, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %73, label %81, label %74

74:                                               ; preds = %70
  %75 = fsub fast double %47, %64
  %76 = tail call fast double @llvm.fabs.f64(double %75)
  %77 = fmul fast double %66, 5.000000e-03
  %78 = fcmp fast ole double %76, %77
  %79 = select i1 %78, ptr @.str.11, ptr @.str.12
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %47, double noundef nofpclass(nan inf) %64, ptr noundef nonnull %79)
  br i1 %78, label %86, label %83

81:                                               ; preds = %70, %23
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %47, double noundef nofpclass(nan inf) %64, ptr noundef nonnull @.str.12)
  br label %83

83:                                               ; preds = %81, %74
  %84 = load i32, ptr @n_fail, align 4, !tbaa !5
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @n_fail, align 4, !tbaa !5
  br label %86

86:                                               ; preds = %74, %83
  %87 = extractelement <2 x float> %45, i64 1
  %88 = fpext float %87 to double
  %89 = fmul fast float %41, %30
  %90 = tail call fast float @llvm.sin.f32(float %30)
  %91 = fmul fast float %41, 5.000000e-01
  %92 = tail call fast float @llvm.exp.f32(float %91)
  %93 = fmul fast float %92, %90
  %94 = fadd fast float %93, %89
  %95 = fpext float %94 to double
  %96 = fmul fast float %42, %30
  %97 = fmul fast float %42, 5.000000e-01
  %98 = tail call fast float @llvm.exp.f32(float %97)
  %99 = fmul fast float %98, %90
  %100 = fadd fast float %99, %96
  %101 = fpext float %100 to double
  %102 = fsub fast double %95, %101
  %103 = fpext float %41 to double
  %104 = fpext float %42 to double
  %105 = fsub fast double %103, %104
  %106 = fdiv fast double %102, %105
  %107 = tail call fast double @llvm.fabs.f64(double %106)
  %108 = tail call fast double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %88, ptr %14, align 8, !tbaa !11
  %109 = load volatile double, ptr %14, align 8, !tbaa !11
  %110 = tail call double @llvm.fabs.f64(double %109)
  %111 = fcmp ueq double %110, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %111, label %123, label %112

112:                                              ; preds = %86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %106, ptr %13, align 8, !tbaa !11
  %113 = load volatile double, ptr %13, align 8, !tbaa !11
  %114 = tail call double @llvm.fabs.f64(double %113)
  %115 = fcmp ueq double %114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %115, label %123, label %116

116:                                              ; preds = %112
  %117 = fsub fast double %88, %106
  %118 = tail call fast double @llvm.fabs.f64(double %117)
  %119 = fmul fast double %108, 5.000000e-03
  %120 = fcmp fast ole double %118, %119
  %121 = select i1 %120, ptr @.str.11, ptr @.str.12
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %88, double noundef nofpclass(nan inf) %106, ptr noundef nonnull %121)
  br i1 %120, label %128, label %125

123:                                              ; preds = %112, %86
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %88, double noundef nofpclass(nan inf) %106, ptr noundef nonnull @.str.12)
  br label %125

125:                                              ; preds = %123, %116
  %126 = load i32, ptr @n_fail, align 4, !tbaa !5
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr @n_fail, align 4, !tbaa !5
  br label %128

128:                                              ; preds = %116, %125
  %129 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %44) #8
  %130 = extractelement <2 x float> %129, i64 0
  %131 = fpext float %130 to double
  %132 = fmul fast double %61, %44
  %133 = fmul fast double %132, %132
  %134 = fadd fast double %133, 1.000000e+00
  %135 = tail call fast double @llvm.sqrt.f64(double %134)
  %136 = fptrunc double %135 to float
  %137 = fdiv fast float %36, %32
  %138 = fmul fast double %61, 2.500000e-01
  %139 = tail call fast double @llvm.exp.f64(double %138)
  %140 = fptrunc double %139 to float
  %141 = fadd fast float %137, %140
  %142 = fadd fast float %141, %136
  %143 = fpext float %142 to double
  %144 = fmul fast double %62, %44
  %145 = fmul fast double %144, %144
  %146 = fadd fast double %145, 1.000000e+00
  %147 = tail call fast double @llvm.sqrt.f64(double %146)
  %148 = fptrunc double %147 to float
  %149 = fdiv fast float %37, %32
  %150 = fmul fast double %62, 2.500000e-01
  %151 = tail call fast double @llvm.exp.f64(double %150)
  %152 = fptrunc double %151 to float
  %153 = fadd fast float %149, %152
  %154 = fadd fast float %153, %148
  %155 = fpext float %154 to double
  %156 = fsub fast double %143, %155
  %157 = fdiv fast double %156, %63
  %158 = tail call fast double @llvm.fabs.f64(double %157)
  %159 = tail call fast double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %131, ptr %12, align 8, !tbaa !11
  %160 = load volatile double, ptr %12, align 8, !tbaa !11
  %161 = tail call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %162, label %174, label %163

163:                                              ; preds = %128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %157, ptr %11, align 8, !tbaa !11
  %164 = load volatile double, ptr %11, align 8, !tbaa !11
  %165 = tail call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %166, label %174, label %167

167:                                              ; preds = %163
  %168 = fsub fast double %131, %157
  %169 = tail call fast double @llvm.fabs.f64(double %168)
  %170 = fmul fast double %159, 5.000000e-03
  %171 = fcmp fast ole double %169, %170
  %172 = select i1 %171, ptr @.str.11, ptr @.str.12
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %131, double noundef nofpclass(nan inf) %157, ptr noundef nonnull %172)
  br i1 %171, label %179, label %176

174:                                              ; preds = %163, %128
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %131, double noundef nofpclass(nan inf) %157, ptr noundef nonnull @.str.12)
  br label %176

176:                                              ; preds = %174, %167
  %177 = load i32, ptr @n_fail, align 4, !tbaa !5
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr @n_fail, align 4, !tbaa !5
  br label %179

179:                                              ; preds = %167, %176
  %180 = extractelement <2 x float> %129, i64 1
  %181 = fpext float %180 to double
  %182 = fmul fast double %103, %43
  %183 = fmul fast double %182, %182
  %184 = fadd fast double %183, 1.000000e+00
  %185 = tail call fast double @llvm.sqrt.f64(double %184)
  %186 = fptrunc double %185 to float
  %187 = fdiv fast float %30, %41
  %188 = fmul fast double %43, 2.500000e-01
  %189 = tail call fast double @llvm.exp.f64(double %188)
  %190 = fptrunc double %189 to float
  %191 = fadd fast float %187, %190
  %192 = fadd fast float %191, %186
  %193 = fpext float %192 to double
  %194 = fmul fast double %104, %43
  %195 = fmul fast double %194, %194
  %196 = fadd fast double %195, 1.000000e+00
  %197 = tail call fast double @llvm.sqrt.f64(double %196)
  %198 = fptrunc double %197 to float
  %199 = fdiv fast float %30, %42
  %200 = fadd fast float %199, %190
  %201 = fadd fast float %200, %198
  %202 = fpext float %201 to double
  %203 = fsub fast double %193, %202
  %204 = fdiv fast double %203, %105
  %205 = tail call fast double @llvm.fabs.f64(double %204)
  %206 = tail call fast double @llvm.maxnum.f64(double %205, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %181, ptr %10, align 8, !tbaa !11
  %207 = load volatile double, ptr %10, align 8, !tbaa !11
  %208 = tail call double @llvm.fabs.f64(double %207)
  %209 = fcmp ueq double %208, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %209, label %221, label %210

210:                                              ; preds = %179
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %204, ptr %9, align 8, !tbaa !11
  %211 = load volatile double, ptr %9, align 8, !tbaa !11
  %212 = tail call double @llvm.fabs.f64(double %211)
  %213 = fcmp ueq double %212, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %213, label %221, label %214

214:                                              ; preds = %210
  %215 = fsub fast double %181, %204
  %216 = tail call fast double @llvm.fabs.f64(double %215)
  %217 = fmul fast double %206, 5.000000e-03
  %218 = fcmp fast ole double %216, %217
  %219 = select i1 %218, ptr @.str.11, ptr @.str.12
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %181, double noundef nofpclass(nan inf) %204, ptr noundef nonnull %219)
  br i1 %218, label %226, label %223

221:                                              ; preds = %210, %179
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %181, double noundef nofpclass(nan inf) %204, ptr noundef nonnull @.str.12)
  br label %223

223:                                              ; preds = %221, %214
  %224 = load i32, ptr @n_fail, align 4, !tbaa !5
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr @n_fail, align 4, !tbaa !5
  br label %226

226:                                              ; preds = %214, %223
  %227 = trunc nuw nsw i64 %24 to i32
  %228 = uitofp nneg i32 %227 to float
  %229 = fmul fast float %228, 2.500000e-01
  %230 = fadd fast float %229, 5.000000e-01
  %231 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %232 = fpext float %230 to double
  %233 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, double noundef nofpclass(nan inf) %43, i32 noundef %231, double noundef nofpclass(nan inf) %232, double noundef nofpclass(nan inf) %44) #8
  %234 = extractelement <2 x float> %233, i64 0
  %235 = fpext float %234 to double
  %236 = fmul fast float %36, %36
  %237 = fmul fast float %236, %230
  %238 = fmul fast float %32, %230
  %239 = tail call fast float @llvm.tanh.f32(float %238)
  %240 = fadd fast float %237, %239
  %241 = fadd fast float %236, 1.000000e+00
  %242 = tail call fast float @llvm.log.f32(float %241)
  %243 = fmul fast float %242, %32
  %244 = fadd fast float %240, %243
  %245 = fpext float %244 to double
  %246 = fmul fast float %37, %37
  %247 = fmul fast float %246, %230
  %248 = fadd fast float %247, %239
  %249 = fadd fast float %246, 1.000000e+00
  %250 = tail call fast float @llvm.log.f32(float %249)
  %251 = fmul fast float %250, %32
  %252 = fadd fast float %248, %251
  %253 = fpext float %252 to double
  %254 = fsub fast double %245, %253
  %255 = fdiv fast double %254, %63
  %256 = tail call fast double @llvm.fabs.f64(double %255)
  %257 = tail call fast double @llvm.maxnum.f64(double %256, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %235, ptr %8, align 8, !tbaa !11
  %258 = load volatile double, ptr %8, align 8, !tbaa !11
  %259 = tail call double @llvm.fabs.f64(double %258)
  %260 = fcmp ueq double %259, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %260, label %272, label %261

261:                                              ; preds = %226
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %255, ptr %7, align 8, !tbaa !11
  %262 = load volatile double, ptr %7, align 8, !tbaa !11
  %263 = tail call double @llvm.fabs.f64(double %262)
  %264 = fcmp ueq double %263, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %264, label %272, label %265

265:                                              ; preds = %261
  %266 = fsub fast double %235, %255
  %267 = tail call fast double @llvm.fabs.f64(double %266)
  %268 = fmul fast double %257, 5.000000e-03
  %269 = fcmp fast ole double %267, %268
  %270 = select i1 %269, ptr @.str.11, ptr @.str.12
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %235, double noundef nofpclass(nan inf) %255, ptr noundef nonnull %270)
  br i1 %269, label %277, label %274

272:                                              ; preds = %261, %226
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %235, double noundef nofpclass(nan inf) %255, ptr noundef nonnull @.str.12)
  br label %274

274:                                              ; preds = %272, %265
  %275 = load i32, ptr @n_fail, align 4, !tbaa !5
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr @n_fail, align 4, !tbaa !5
  br label %277

277:                                              ; preds = %265, %274
  %278 = extractelement <2 x float> %233, i64 1
  %279 = fpext float %278 to double
  %280 = fmul fast float %30, %30
  %281 = fmul fast float %280, %230
  %282 = fmul fast float %41, %230
  %283 = tail call fast float @llvm.tanh.f32(float %282)
  %284 = fadd fast float %280, 1.000000e+00
  %285 = tail call fast float @llvm.log.f32(float %284)
  %286 = fmul fast float %41, %285
  %287 = fadd fast float %286, %281
  %288 = fadd fast float %287, %283
  %289 = fpext float %288 to double
  %290 = fmul fast float %42, %230
  %291 = tail call fast float @llvm.tanh.f32(float %290)
  %292 = fmul fast float %42, %285
  %293 = fadd fast float %292, %281
  %294 = fadd fast float %293, %291
  %295 = fpext float %294 to double
  %296 = fsub fast double %289, %295
  %297 = fdiv fast double %296, %105
  %298 = tail call fast double @llvm.fabs.f64(double %297)
  %299 = tail call fast double @llvm.maxnum.f64(double %298, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %279, ptr %6, align 8, !tbaa !11
  %300 = load volatile double, ptr %6, align 8, !tbaa !11
  %301 = tail call double @llvm.fabs.f64(double %300)
  %302 = fcmp ueq double %301, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %302, label %314, label %303

303:                                              ; preds = %277
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %297, ptr %5, align 8, !tbaa !11
  %304 = load volatile double, ptr %5, align 8, !tbaa !11
  %305 = tail call double @llvm.fabs.f64(double %304)
  %306 = fcmp ueq double %305, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %306, label %314, label %307

307:                                              ; preds = %303
  %308 = fsub fast double %279, %297
  %309 = tail call fast double @llvm.fabs.f64(double %308)
  %310 = fmul fast double %299, 5.000000e-03
  %311 = fcmp fast ole double %309, %310
  %312 = select i1 %311, ptr @.str.11, ptr @.str.12
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %297, ptr noundef nonnull %312)
  br i1 %311, label %319, label %316

314:                                              ; preds = %303, %277
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %297, ptr noundef nonnull @.str.12)
  br label %316

316:                                              ; preds = %314, %307
  %317 = load i32, ptr @n_fail, align 4, !tbaa !5
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr @n_fail, align 4, !tbaa !5
  br label %319

319:                                              ; preds = %307, %316
  %320 = trunc i64 %24 to i32
  %321 = mul i32 %320, 3
  %322 = add i32 %321, 4
  %323 = tail call fast <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loopf, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %44, i32 noundef %322) #8
  %324 = extractelement <2 x float> %323, i64 0
  %325 = fmul fast float %36, 0x3F847AE140000000
  %326 = fmul fast float %36, 0x3FD3333340000000
  %327 = and i64 %28, 3
  %328 = and i64 %28, 9223372036854775804
  br label %329

329:                                              ; preds = %329, %319
  %330 = phi i32 [ 0, %319 ], [ %367, %329 ]
  %331 = phi float [ 0.000000e+00, %319 ], [ %376, %329 ]
  %332 = phi i64 [ 0, %319 ], [ %377, %329 ]
  %333 = fmul fast float %325, %331
  %334 = or disjoint i32 %330, 1
  %335 = uitofp nneg i32 %334 to float
  %336 = fdiv fast float %32, %335
  %337 = uitofp nneg i32 %330 to float
  %338 = fmul fast float %326, %337
  %339 = tail call fast float @llvm.cos.f32(float %338)
  %340 = fmul fast float %339, 0x3FB99999A0000000
  %341 = fadd fast float %333, %331
  %342 = fadd fast float %341, %336
  %343 = fadd fast float %342, %340
  %344 = fmul fast float %325, %343
  %345 = or disjoint i32 %330, 2
  %346 = uitofp nneg i32 %345 to float
  %347 = fdiv fast float %32, %346
  %348 = uitofp nneg i32 %334 to float
  %349 = fmul fast float %326, %348
  %350 = tail call fast float @llvm.cos.f32(float %349)
  %351 = fmul fast float %350, 0x3FB99999A0000000
  %352 = fadd fast float %344, %343
  %353 = fadd fast float %352, %347
  %354 = fadd fast float %353, %351
  %355 = fmul fast float %325, %354
  %356 = or disjoint i32 %330, 3
  %357 = uitofp nneg i32 %356 to float
  %358 = fdiv fast float %32, %357
  %359 = uitofp nneg i32 %345 to float
  %360 = fmul fast float %326, %359
  %361 = tail call fast float @llvm.cos.f32(float %360)
  %362 = fmul fast float %361, 0x3FB99999A0000000
  %363 = fadd fast float %355, %354
  %364 = fadd fast float %363, %358
  %365 = fadd fast float %364, %362
  %366 = fmul fast float %325, %365
  %367 = add nuw nsw i32 %330, 4
  %368 = uitofp nneg i32 %367 to float
  %369 = fdiv fast float %32, %368
  %370 = uitofp nneg i32 %356 to float
  %371 = fmul fast float %326, %370
  %372 = tail call fast float @llvm.cos.f32(float %371)
  %373 = fmul fast float %372, 0x3FB99999A0000000
  %374 = fadd fast float %366, %365
  %375 = fadd fast float %374, %369
  %376 = fadd fast float %375, %373
  %377 = add i64 %332, 4
  %378 = icmp eq i64 %332, %328
  br i1 %378, label %379, label %329, !llvm.loop !13

379:                                              ; preds = %329
  %380 = icmp eq i64 %327, 0
  br i1 %380, label %398, label %381

381:                                              ; preds = %379, %381
  %382 = phi i32 [ %386, %381 ], [ %367, %379 ]
  %383 = phi float [ %395, %381 ], [ %376, %379 ]
  %384 = phi i64 [ %396, %381 ], [ 0, %379 ]
  %385 = fmul fast float %325, %383
  %386 = add nuw nsw i32 %382, 1
  %387 = uitofp nneg i32 %386 to float
  %388 = fdiv fast float %32, %387
  %389 = uitofp nneg i32 %382 to float
  %390 = fmul fast float %326, %389
  %391 = tail call fast float @llvm.cos.f32(float %390)
  %392 = fmul fast float %391, 0x3FB99999A0000000
  %393 = fadd fast float %385, %383
  %394 = fadd fast float %393, %388
  %395 = fadd fast float %394, %392
  %396 = add i64 %384, 1
  %397 = icmp eq i64 %396, %327
  br i1 %397, label %398, label %381, !llvm.loop !15

398:                                              ; preds = %381, %379
  %399 = phi float [ %376, %379 ], [ %395, %381 ]
  %400 = fpext float %324 to double
  %401 = fmul fast float %37, 0x3F847AE140000000
  %402 = fmul fast float %37, 0x3FD3333340000000
  %403 = and i64 %27, 3
  %404 = and i64 %27, 9223372036854775804
  br label %405

405:                                              ; preds = %405, %398
  %406 = phi i32 [ 0, %398 ], [ %443, %405 ]
  %407 = phi float [ 0.000000e+00, %398 ], [ %452, %405 ]
  %408 = phi i64 [ 0, %398 ], [ %453, %405 ]
  %409 = fmul fast float %401, %407
  %410 = or disjoint i32 %406, 1
  %411 = uitofp nneg i32 %410 to float
  %412 = fdiv fast float %32, %411
  %413 = uitofp nneg i32 %406 to float
  %414 = fmul fast float %402, %413
  %415 = tail call fast float @llvm.cos.f32(float %414)
  %416 = fmul fast float %415, 0x3FB99999A0000000
  %417 = fadd fast float %409, %407
  %418 = fadd fast float %417, %412
  %419 = fadd fast float %418, %416
  %420 = fmul fast float %401, %419
  %421 = or disjoint i32 %406, 2
  %422 = uitofp nneg i32 %421 to float
  %423 = fdiv fast float %32, %422
  %424 = uitofp nneg i32 %410 to float
  %425 = fmul fast float %402, %424
  %426 = tail call fast float @llvm.cos.f32(float %425)
  %427 = fmul fast float %426, 0x3FB99999A0000000
  %428 = fadd fast float %420, %419
  %429 = fadd fast float %428, %423
  %430 = fadd fast float %429, %427
  %431 = fmul fast float %401, %430
  %432 = or disjoint i32 %406, 3
  %433 = uitofp nneg i32 %432 to float
  %434 = fdiv fast float %32, %433
  %435 = uitofp nneg i32 %421 to float
  %436 = fmul fast float %402, %435
  %437 = tail call fast float @llvm.cos.f32(float %436)
  %438 = fmul fast float %437, 0x3FB99999A0000000
  %439 = fadd fast float %431, %430
  %440 = fadd fast float %439, %434
  %441 = fadd fast float %440, %438
  %442 = fmul fast float %401, %441
  %443 = add nuw nsw i32 %406, 4
  %444 = uitofp nneg i32 %443 to float
  %445 = fdiv fast float %32, %444
  %446 = uitofp nneg i32 %432 to float
  %447 = fmul fast float %402, %446
  %448 = tail call fast float @llvm.cos.f32(float %447)
  %449 = fmul fast float %448, 0x3FB99999A0000000
  %450 = fadd fast float %442, %441
  %451 = fadd fast float %450, %445
  %452 = fadd fast float %451, %449
  %453 = add i64 %408, 4
  %454 = icmp eq i64 %408, %404
  br i1 %454, label %455, label %405, !llvm.loop !13

455:                                              ; preds = %405
  %456 = icmp eq i64 %403, 0
  br i1 %456, label %474, label %457

457:                                              ; preds = %455, %457
  %458 = phi i32 [ %462, %457 ], [ %443, %455 ]
  %459 = phi float [ %471, %457 ], [ %452, %455 ]
  %460 = phi i64 [ %472, %457 ], [ 0, %455 ]
  %461 = fmul fast float %401, %459
  %462 = add nuw nsw i32 %458, 1
  %463 = uitofp nneg i32 %462 to float
  %464 = fdiv fast float %32, %463
  %465 = uitofp nneg i32 %458 to float
  %466 = fmul fast float %402, %465
  %467 = tail call fast float @llvm.cos.f32(float %466)
  %468 = fmul fast float %467, 0x3FB99999A0000000
  %469 = fadd fast float %461, %459
  %470 = fadd fast float %469, %464
  %471 = fadd fast float %470, %468
  %472 = add i64 %460, 1
  %473 = icmp eq i64 %472, %403
  br i1 %473, label %474, label %457, !llvm.loop !17

474:                                              ; preds = %457, %455
  %475 = phi float [ %452, %455 ], [ %471, %457 ]
  %476 = fpext float %399 to double
  %477 = fpext float %475 to double
  %478 = fsub fast double %476, %477
  %479 = fdiv fast double %478, %63
  %480 = tail call fast double @llvm.fabs.f64(double %479)
  %481 = tail call fast double @llvm.maxnum.f64(double %480, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %400, ptr %4, align 8, !tbaa !11
  %482 = load volatile double, ptr %4, align 8, !tbaa !11
  %483 = tail call double @llvm.fabs.f64(double %482)
  %484 = fcmp ueq double %483, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %484, label %496, label %485

485:                                              ; preds = %474
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %479, ptr %3, align 8, !tbaa !11
  %486 = load volatile double, ptr %3, align 8, !tbaa !11
  %487 = tail call double @llvm.fabs.f64(double %486)
  %488 = fcmp ueq double %487, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %488, label %496, label %489

489:                                              ; preds = %485
  %490 = fsub fast double %400, %479
  %491 = tail call fast double @llvm.fabs.f64(double %490)
  %492 = fmul fast double %481, 5.000000e-03
  %493 = fcmp fast ole double %491, %492
  %494 = select i1 %493, ptr @.str.11, ptr @.str.12
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %400, double noundef nofpclass(nan inf) %479, ptr noundef nonnull %494)
  br i1 %493, label %501, label %498

496:                                              ; preds = %485, %474
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %400, double noundef nofpclass(nan inf) %479, ptr noundef nonnull @.str.12)
  br label %498

498:                                              ; preds = %496, %489
  %499 = load i32, ptr @n_fail, align 4, !tbaa !5
  %500 = add nsw i32 %499, 1
  store i32 %500, ptr @n_fail, align 4, !tbaa !5
  br label %501

501:                                              ; preds = %489, %498
  %502 = extractelement <2 x float> %323, i64 1
  %503 = fmul fast float %30, 0x3F847AE140000000
  %504 = fmul fast float %30, 0x3FD3333340000000
  %505 = and i64 %26, 3
  %506 = and i64 %26, 9223372036854775804
  br label %507

507:                                              ; preds = %507, %501
  %508 = phi i32 [ 0, %501 ], [ %545, %507 ]
  %509 = phi float [ 0.000000e+00, %501 ], [ %554, %507 ]
  %510 = phi i64 [ 0, %501 ], [ %555, %507 ]
  %511 = fmul fast float %509, %503
  %512 = or disjoint i32 %508, 1
  %513 = uitofp nneg i32 %512 to float
  %514 = fdiv fast float %41, %513
  %515 = uitofp nneg i32 %508 to float
  %516 = fmul fast float %504, %515
  %517 = tail call fast float @llvm.cos.f32(float %516)
  %518 = fmul fast float %517, 0x3FB99999A0000000
  %519 = fadd fast float %511, %509
  %520 = fadd fast float %519, %514
  %521 = fadd fast float %520, %518
  %522 = fmul fast float %521, %503
  %523 = or disjoint i32 %508, 2
  %524 = uitofp nneg i32 %523 to float
  %525 = fdiv fast float %41, %524
  %526 = uitofp nneg i32 %512 to float
  %527 = fmul fast float %504, %526
  %528 = tail call fast float @llvm.cos.f32(float %527)
  %529 = fmul fast float %528, 0x3FB99999A0000000
  %530 = fadd fast float %522, %521
  %531 = fadd fast float %530, %525
  %532 = fadd fast float %531, %529
  %533 = fmul fast float %532, %503
  %534 = or disjoint i32 %508, 3
  %535 = uitofp nneg i32 %534 to float
  %536 = fdiv fast float %41, %535
  %537 = uitofp nneg i32 %523 to float
  %538 = fmul fast float %504, %537
  %539 = tail call fast float @llvm.cos.f32(float %538)
  %540 = fmul fast float %539, 0x3FB99999A0000000
  %541 = fadd fast float %533, %532
  %542 = fadd fast float %541, %536
  %543 = fadd fast float %542, %540
  %544 = fmul fast float %543, %503
  %545 = add nuw nsw i32 %508, 4
  %546 = uitofp nneg i32 %545 to float
  %547 = fdiv fast float %41, %546
  %548 = uitofp nneg i32 %534 to float
  %549 = fmul fast float %504, %548
  %550 = tail call fast float @llvm.cos.f32(float %549)
  %551 = fmul fast float %550, 0x3FB99999A0000000
  %552 = fadd fast float %544, %543
  %553 = fadd fast float %552, %547
  %554 = fadd fast float %553, %551
  %555 = add i64 %510, 4
  %556 = icmp eq i64 %510, %506
  br i1 %556, label %557, label %507, !llvm.loop !13

557:                                              ; preds = %507
  %558 = icmp eq i64 %505, 0
  br i1 %558, label %576, label %559

559:                                              ; preds = %557, %559
  %560 = phi i32 [ %564, %559 ], [ %545, %557 ]
  %561 = phi float [ %573, %559 ], [ %554, %557 ]
  %562 = phi i64 [ %574, %559 ], [ 0, %557 ]
  %563 = fmul fast float %561, %503
  %564 = add nuw nsw i32 %560, 1
  %565 = uitofp nneg i32 %564 to float
  %566 = fdiv fast float %41, %565
  %567 = uitofp nneg i32 %560 to float
  %568 = fmul fast float %504, %567
  %569 = tail call fast float @llvm.cos.f32(float %568)
  %570 = fmul fast float %569, 0x3FB99999A0000000
  %571 = fadd fast float %563, %561
  %572 = fadd fast float %571, %566
  %573 = fadd fast float %572, %570
  %574 = add i64 %562, 1
  %575 = icmp eq i64 %574, %505
  br i1 %575, label %576, label %559, !llvm.loop !18

576:                                              ; preds = %559, %557
  %577 = phi float [ %554, %557 ], [ %573, %559 ]
  %578 = fpext float %502 to double
  %579 = and i64 %25, 3
  %580 = and i64 %25, 9223372036854775804
  br label %581

581:                                              ; preds = %581, %576
  %582 = phi i32 [ 0, %576 ], [ %619, %581 ]
  %583 = phi float [ 0.000000e+00, %576 ], [ %628, %581 ]
  %584 = phi i64 [ 0, %576 ], [ %629, %581 ]
  %585 = fmul fast float %583, %503
  %586 = or disjoint i32 %582, 1
  %587 = uitofp nneg i32 %586 to float
  %588 = fdiv fast float %42, %587
  %589 = uitofp nneg i32 %582 to float
  %590 = fmul fast float %504, %589
  %591 = tail call fast float @llvm.cos.f32(float %590)
  %592 = fmul fast float %591, 0x3FB99999A0000000
  %593 = fadd fast float %585, %583
  %594 = fadd fast float %593, %588
  %595 = fadd fast float %594, %592
  %596 = fmul fast float %595, %503
  %597 = or disjoint i32 %582, 2
  %598 = uitofp nneg i32 %597 to float
  %599 = fdiv fast float %42, %598
  %600 = uitofp nneg i32 %586 to float
  %601 = fmul fast float %504, %600
  %602 = tail call fast float @llvm.cos.f32(float %601)
  %603 = fmul fast float %602, 0x3FB99999A0000000
  %604 = fadd fast float %596, %595
  %605 = fadd fast float %604, %599
  %606 = fadd fast float %605, %603
  %607 = fmul fast float %606, %503
  %608 = or disjoint i32 %582, 3
  %609 = uitofp nneg i32 %608 to float
  %610 = fdiv fast float %42, %609
  %611 = uitofp nneg i32 %597 to float
  %612 = fmul fast float %504, %611
  %613 = tail call fast float @llvm.cos.f32(float %612)
  %614 = fmul fast float %613, 0x3FB99999A0000000
  %615 = fadd fast float %607, %606
  %616 = fadd fast float %615, %610
  %617 = fadd fast float %616, %614
  %618 = fmul fast float %617, %503
  %619 = add nuw nsw i32 %582, 4
  %620 = uitofp nneg i32 %619 to float
  %621 = fdiv fast float %42, %620
  %622 = uitofp nneg i32 %608 to float
  %623 = fmul fast float %504, %622
  %624 = tail call fast float @llvm.cos.f32(float %623)
  %625 = fmul fast float %624, 0x3FB99999A0000000
  %626 = fadd fast float %618, %617
  %627 = fadd fast float %626, %621
  %628 = fadd fast float %627, %625
  %629 = add i64 %584, 4
  %630 = icmp eq i64 %584, %580
  br i1 %630, label %631, label %581, !llvm.loop !13

631:                                              ; preds = %581
  %632 = icmp eq i64 %579, 0
  br i1 %632, label %650, label %633

633:                                              ; preds = %631, %633
  %634 = phi i32 [ %638, %633 ], [ %619, %631 ]
  %635 = phi float [ %647, %633 ], [ %628, %631 ]
  %636 = phi i64 [ %648, %633 ], [ 0, %631 ]
  %637 = fmul fast float %635, %503
  %638 = add nuw nsw i32 %634, 1
  %639 = uitofp nneg i32 %638 to float
  %640 = fdiv fast float %42, %639
  %641 = uitofp nneg i32 %634 to float
  %642 = fmul fast float %504, %641
  %643 = tail call fast float @llvm.cos.f32(float %642)
  %644 = fmul fast float %643, 0x3FB99999A0000000
  %645 = fadd fast float %637, %635
  %646 = fadd fast float %645, %640
  %647 = fadd fast float %646, %644
  %648 = add i64 %636, 1
  %649 = icmp eq i64 %648, %579
  br i1 %649, label %650, label %633, !llvm.loop !19

650:                                              ; preds = %633, %631
  %651 = phi float [ %628, %631 ], [ %647, %633 ]
  %652 = fpext float %577 to double
  %653 = fpext float %651 to double
  %654 = fsub fast double %652, %653
  %655 = fdiv fast double %654, %105
  %656 = tail call fast double @llvm.fabs.f64(double %655)
  %657 = tail call fast double @llvm.maxnum.f64(double %656, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %578, ptr %2, align 8, !tbaa !11
  %658 = load volatile double, ptr %2, align 8, !tbaa !11
  %659 = tail call double @llvm.fabs.f64(double %658)
  %660 = fcmp ueq double %659, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %660, label %672, label %661

661:                                              ; preds = %650
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %655, ptr %1, align 8, !tbaa !11
  %662 = load volatile double, ptr %1, align 8, !tbaa !11
  %663 = tail call double @llvm.fabs.f64(double %662)
  %664 = fcmp ueq double %663, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %664, label %672, label %665

665:                                              ; preds = %661
  %666 = fsub fast double %578, %655
  %667 = tail call fast double @llvm.fabs.f64(double %666)
  %668 = fmul fast double %657, 5.000000e-03
  %669 = fcmp fast ole double %667, %668
  %670 = select i1 %669, ptr @.str.11, ptr @.str.12
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %578, double noundef nofpclass(nan inf) %655, ptr noundef nonnull %670)
  br i1 %669, label %677, label %674

672:                                              ; preds = %661, %650
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %578, double noundef nofpclass(nan inf) %655, ptr noundef nonnull @.str.12)
  br label %674

674:                                              ; preds = %672, %665
  %675 = load i32, ptr @n_fail, align 4, !tbaa !5
  %676 = add nsw i32 %675, 1
  store i32 %676, ptr @n_fail, align 4, !tbaa !5
  br label %677

677:                                              ; preds = %665, %674
  %678 = add nuw nsw i64 %24, 1
  %679 = icmp eq i64 %678, 4
  br i1 %679, label %17, label %23, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare <2 x float> @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #3 {
  %3 = fmul fast float %1, %0
  %4 = tail call fast float @llvm.sin.f32(float %0)
  %5 = fmul fast float %1, 5.000000e-01
  %6 = tail call fast float @llvm.exp.f32(float %5)
  %7 = fmul fast float %6, %4
  %8 = fadd fast float %7, %3
  ret float %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @g(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #3 {
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
define internal nofpclass(nan inf) float @h(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1, float noundef nofpclass(nan inf) %2) #3 {
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
define internal nofpclass(nan inf) float @loopf(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1, i32 noundef %2) #4 {
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
  br i1 %33, label %34, label %17, !llvm.loop !21

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
  br i1 %85, label %12, label %36, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.tanh.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="64" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !16}
