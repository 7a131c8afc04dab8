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
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  br label %15

15:                                               ; preds = %0, %77
  %16 = phi i64 [ 0, %0 ], [ %78, %77 ]
  %17 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = fpext float %18 to double
  %20 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef nofpclass(nan inf) %19) #10
  %21 = fpext float %20 to double
  %22 = tail call fast float @llvm.fabs.f32(float %18)
  %23 = tail call fast float @llvm.maxnum.f32(float %22, float 1.000000e+00)
  %24 = fmul fast float %23, 0x3F847AE140000000
  %25 = fadd fast float %24, %18
  %26 = fsub fast float %18, %24
  %27 = tail call fast float @llvm.sqrt.f32(float %25)
  %28 = fadd fast float %25, 1.000000e+00
  %29 = tail call fast float @llvm.log.f32(float %28)
  %30 = fadd fast float %29, %25
  %31 = fmul fast float %30, %27
  %32 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) %25) #11
  %33 = tail call fast float @llvm.atan.f32(float %25)
  %34 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) %25) #11
  %35 = fmul fast float %33, %34
  %36 = fadd fast float %35, %32
  %37 = fadd fast float %36, %31
  %38 = fpext float %37 to double
  %39 = tail call fast float @llvm.sqrt.f32(float %26)
  %40 = fadd fast float %26, 1.000000e+00
  %41 = tail call fast float @llvm.log.f32(float %40)
  %42 = fadd fast float %41, %26
  %43 = fmul fast float %42, %39
  %44 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) %26) #11
  %45 = tail call fast float @llvm.atan.f32(float %26)
  %46 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) %26) #11
  %47 = fmul fast float %46, %45
  %48 = fadd fast float %47, %44
  %49 = fadd fast float %48, %43
  %50 = fpext float %49 to double
  %51 = fsub fast double %38, %50
  %52 = fpext float %25 to double
  %53 = fpext float %26 to double
  %54 = fsub fast double %52, %53
  %55 = fdiv fast double %51, %54
  %56 = tail call fast double @llvm.fabs.f64(double %55)
  %57 = tail call fast double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %21, ptr %14, align 8, !tbaa !9
  %58 = load volatile double, ptr %14, align 8, !tbaa !9
  %59 = tail call double @llvm.fabs.f64(double %58)
  %60 = fcmp ueq double %59, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %60, label %72, label %61

61:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %55, ptr %13, align 8, !tbaa !9
  %62 = load volatile double, ptr %13, align 8, !tbaa !9
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %64, label %72, label %65

65:                                               ; preds = %61
  %66 = fsub fast double %21, %55
  %67 = tail call fast double @llvm.fabs.f64(double %66)
  %68 = fmul fast double %57, 5.000000e-03
  %69 = fcmp fast ole double %67, %68
  %70 = select i1 %69, ptr @.str.10, ptr @.str.11
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %19, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %55, ptr noundef nonnull %70)
  br i1 %69, label %77, label %74

72:                                               ; preds = %61, %15
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %19, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %55, ptr noundef nonnull @.str.11)
  br label %74

74:                                               ; preds = %72, %65
  %75 = load i32, ptr @n_fail, align 4, !tbaa !11
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr @n_fail, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %65, %74
  %78 = add nuw nsw i64 %16, 1
  %79 = icmp eq i64 %78, 4
  br i1 %79, label %86, label %15, !llvm.loop !13

80:                                               ; preds = %661
  %81 = load i32, ptr @n_fail, align 4, !tbaa !11
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %81)
  %83 = load i32, ptr @n_fail, align 4, !tbaa !11
  %84 = icmp ne i32 %83, 0
  %85 = zext i1 %84 to i32
  ret i32 %85

86:                                               ; preds = %77, %661
  %87 = phi i64 [ %662, %661 ], [ 0, %77 ]
  %88 = shl nuw nsw i64 %87, 1
  %89 = add nuw i64 %88, 3
  %90 = shl nuw nsw i64 %87, 1
  %91 = add nuw i64 %90, 3
  %92 = getelementptr inbounds [6 x float], ptr @main.ss, i64 0, i64 %87
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = fpext float %93 to double
  %95 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_mixed, double noundef nofpclass(nan inf) %94) #10
  %96 = fpext float %95 to double
  %97 = tail call fast float @llvm.fabs.f32(float %93)
  %98 = tail call fast float @llvm.maxnum.f32(float %97, float 1.000000e+00)
  %99 = fmul fast float %98, 0x3F847AE140000000
  %100 = fadd fast float %99, %93
  %101 = fsub fast float %93, %99
  %102 = fpext float %100 to double
  %103 = tail call fast double @llvm.sin.f64(double %102)
  %104 = fmul fast double %102, 3.000000e-01
  %105 = tail call fast double @llvm.exp.f64(double %104)
  %106 = fmul fast double %105, %103
  %107 = fptrunc double %106 to float
  %108 = fmul fast float %100, %100
  %109 = tail call fast nofpclass(nan inf) float @log1pf(float noundef nofpclass(nan inf) %108) #8
  %110 = fmul fast float %100, %109
  %111 = fadd fast float %110, %107
  %112 = fpext float %111 to double
  %113 = fpext float %101 to double
  %114 = tail call fast double @llvm.sin.f64(double %113)
  %115 = fmul fast double %113, 3.000000e-01
  %116 = tail call fast double @llvm.exp.f64(double %115)
  %117 = fmul fast double %116, %114
  %118 = fptrunc double %117 to float
  %119 = fmul fast float %101, %101
  %120 = tail call fast nofpclass(nan inf) float @log1pf(float noundef nofpclass(nan inf) %119) #8
  %121 = fmul fast float %101, %120
  %122 = fadd fast float %121, %118
  %123 = fpext float %122 to double
  %124 = fsub fast double %112, %123
  %125 = fsub fast double %102, %113
  %126 = fdiv fast double %124, %125
  %127 = tail call fast double @llvm.fabs.f64(double %126)
  %128 = tail call fast double @llvm.maxnum.f64(double %127, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %96, ptr %12, align 8, !tbaa !9
  %129 = load volatile double, ptr %12, align 8, !tbaa !9
  %130 = tail call double @llvm.fabs.f64(double %129)
  %131 = fcmp ueq double %130, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %131, label %143, label %132

132:                                              ; preds = %86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %126, ptr %11, align 8, !tbaa !9
  %133 = load volatile double, ptr %11, align 8, !tbaa !9
  %134 = tail call double @llvm.fabs.f64(double %133)
  %135 = fcmp ueq double %134, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %135, label %143, label %136

136:                                              ; preds = %132
  %137 = fsub fast double %96, %126
  %138 = tail call fast double @llvm.fabs.f64(double %137)
  %139 = fmul fast double %128, 5.000000e-03
  %140 = fcmp fast ole double %138, %139
  %141 = select i1 %140, ptr @.str.10, ptr @.str.11
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %96, double noundef nofpclass(nan inf) %126, ptr noundef nonnull %141)
  br i1 %140, label %148, label %145

143:                                              ; preds = %132, %86
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %96, double noundef nofpclass(nan inf) %126, ptr noundef nonnull @.str.11)
  br label %145

145:                                              ; preds = %143, %136
  %146 = load i32, ptr @n_fail, align 4, !tbaa !11
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr @n_fail, align 4, !tbaa !11
  br label %148

148:                                              ; preds = %136, %145
  %149 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_acc, double noundef nofpclass(nan inf) %94) #10
  %150 = fpext float %149 to double
  %151 = fmul fast double %102, 2.000000e+00
  %152 = fmul fast double %102, %102
  %153 = fadd fast double %152, 1.000000e+00
  %154 = fdiv fast double %151, %153
  %155 = fadd fast double %154, %102
  %156 = fmul fast double %102, 3.000000e+00
  %157 = fmul fast double %155, %155
  %158 = fadd fast double %157, 1.000000e+00
  %159 = fdiv fast double %156, %158
  %160 = fadd fast double %159, %155
  %161 = fmul fast double %102, 4.000000e+00
  %162 = fmul fast double %160, %160
  %163 = fadd fast double %162, 1.000000e+00
  %164 = fdiv fast double %161, %163
  %165 = fadd fast double %164, %160
  %166 = fmul fast double %102, 5.000000e+00
  %167 = fmul fast double %165, %165
  %168 = fadd fast double %167, 1.000000e+00
  %169 = fdiv fast double %166, %168
  %170 = fadd fast double %169, %165
  %171 = fmul fast double %102, 6.000000e+00
  %172 = fmul fast double %170, %170
  %173 = fadd fast double %172, 1.000000e+00
  %174 = fdiv fast double %171, %173
  %175 = fadd fast double %174, %170
  %176 = fmul fast double %102, 7.000000e+00
  %177 = fmul fast double %175, %175
  %178 = fadd fast double %177, 1.000000e+00
  %179 = fdiv fast double %176, %178
  %180 = fadd fast double %179, %175
  %181 = fmul fast double %102, 8.000000e+00
  %182 = fmul fast double %180, %180
  %183 = fadd fast double %182, 1.000000e+00
  %184 = fdiv fast double %181, %183
  %185 = fadd fast double %184, %180
  %186 = fmul fast double %102, 9.000000e+00
  %187 = fmul fast double %185, %185
  %188 = fadd fast double %187, 1.000000e+00
  %189 = fdiv fast double %186, %188
  %190 = fadd fast double %189, %185
  %191 = fmul fast double %102, 1.000000e+01
  %192 = fmul fast double %190, %190
  %193 = fadd fast double %192, 1.000000e+00
  %194 = fdiv fast double %191, %193
  %195 = fadd fast double %194, %190
  %196 = fptrunc double %195 to float
  %197 = fpext float %196 to double
  %198 = fmul fast double %113, 2.000000e+00
  %199 = fmul fast double %113, %113
  %200 = fadd fast double %199, 1.000000e+00
  %201 = fdiv fast double %198, %200
  %202 = fadd fast double %201, %113
  %203 = fmul fast double %113, 3.000000e+00
  %204 = fmul fast double %202, %202
  %205 = fadd fast double %204, 1.000000e+00
  %206 = fdiv fast double %203, %205
  %207 = fadd fast double %206, %202
  %208 = fmul fast double %113, 4.000000e+00
  %209 = fmul fast double %207, %207
  %210 = fadd fast double %209, 1.000000e+00
  %211 = fdiv fast double %208, %210
  %212 = fadd fast double %211, %207
  %213 = fmul fast double %113, 5.000000e+00
  %214 = fmul fast double %212, %212
  %215 = fadd fast double %214, 1.000000e+00
  %216 = fdiv fast double %213, %215
  %217 = fadd fast double %216, %212
  %218 = fmul fast double %113, 6.000000e+00
  %219 = fmul fast double %217, %217
  %220 = fadd fast double %219, 1.000000e+00
  %221 = fdiv fast double %218, %220
  %222 = fadd fast double %221, %217
  %223 = fmul fast double %113, 7.000000e+00
  %224 = fmul fast double %222, %222
  %225 = fadd fast double %224, 1.000000e+00
  %226 = fdiv fast double %223, %225
  %227 = fadd fast double %226, %222
  %228 = fmul fast double %113, 8.000000e+00
  %229 = fmul fast double %227, %227
  %230 = fadd fast double %229, 1.000000e+00
  %231 = fdiv fast double %228, %230
  %232 = fadd fast double %231, %227
  %233 = fmul fast double %113, 9.000000e+00
  %234 = fmul fast double %232, %232
  %235 = fadd fast double %234, 1.000000e+00
  %236 = fdiv fast double %233, %235
  %237 = fadd fast double %236, %232
  %238 = fmul fast double %113, 1.000000e+01
  %239 = fmul fast double %237, %237
  %240 = fadd fast double %239, 1.000000e+00
  %241 = fdiv fast double %238, %240
  %242 = fadd fast double %241, %237
  %243 = fptrunc double %242 to float
  %244 = fpext float %243 to double
  %245 = fsub fast double %197, %244
  %246 = fdiv fast double %245, %125
  %247 = tail call fast double @llvm.fabs.f64(double %246)
  %248 = tail call fast double @llvm.maxnum.f64(double %247, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %150, ptr %10, align 8, !tbaa !9
  %249 = load volatile double, ptr %10, align 8, !tbaa !9
  %250 = tail call double @llvm.fabs.f64(double %249)
  %251 = fcmp ueq double %250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %251, label %263, label %252

252:                                              ; preds = %148
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %246, ptr %9, align 8, !tbaa !9
  %253 = load volatile double, ptr %9, align 8, !tbaa !9
  %254 = tail call double @llvm.fabs.f64(double %253)
  %255 = fcmp ueq double %254, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %255, label %263, label %256

256:                                              ; preds = %252
  %257 = fsub fast double %150, %246
  %258 = tail call fast double @llvm.fabs.f64(double %257)
  %259 = fmul fast double %248, 5.000000e-03
  %260 = fcmp fast ole double %258, %259
  %261 = select i1 %260, ptr @.str.10, ptr @.str.11
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %246, ptr noundef nonnull %261)
  br i1 %260, label %268, label %265

263:                                              ; preds = %252, %148
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %246, ptr noundef nonnull @.str.11)
  br label %265

265:                                              ; preds = %263, %256
  %266 = load i32, ptr @n_fail, align 4, !tbaa !11
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr @n_fail, align 4, !tbaa !11
  br label %268

268:                                              ; preds = %256, %265
  %269 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef nofpclass(nan inf) %94) #10
  %270 = fpext float %269 to double
  %271 = tail call fast float @llvm.fabs.f32(float %100)
  %272 = tail call fast float @llvm.minnum.f32(float %271, float 2.000000e+00)
  %273 = tail call fast float @llvm.maxnum.f32(float %108, float 5.000000e-01)
  %274 = fadd fast float %272, %273
  %275 = tail call fast float @llvm.floor.f32(float %100)
  %276 = fmul fast float %275, %100
  %277 = fadd fast float %274, %276
  %278 = tail call fast float @llvm.copysign.f32(float %108, float %100)
  %279 = fadd fast float %277, %278
  %280 = fpext float %279 to double
  %281 = tail call fast float @llvm.fabs.f32(float %101)
  %282 = tail call fast float @llvm.minnum.f32(float %281, float 2.000000e+00)
  %283 = tail call fast float @llvm.maxnum.f32(float %119, float 5.000000e-01)
  %284 = fadd fast float %282, %283
  %285 = tail call fast float @llvm.floor.f32(float %101)
  %286 = fmul fast float %285, %101
  %287 = fadd fast float %284, %286
  %288 = tail call fast float @llvm.copysign.f32(float %119, float %101)
  %289 = fadd fast float %287, %288
  %290 = fpext float %289 to double
  %291 = fsub fast double %280, %290
  %292 = fdiv fast double %291, %125
  %293 = tail call fast double @llvm.fabs.f64(double %292)
  %294 = tail call fast double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %270, ptr %8, align 8, !tbaa !9
  %295 = load volatile double, ptr %8, align 8, !tbaa !9
  %296 = tail call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %297, label %309, label %298

298:                                              ; preds = %268
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %292, ptr %7, align 8, !tbaa !9
  %299 = load volatile double, ptr %7, align 8, !tbaa !9
  %300 = tail call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %301, label %309, label %302

302:                                              ; preds = %298
  %303 = fsub fast double %270, %292
  %304 = tail call fast double @llvm.fabs.f64(double %303)
  %305 = fmul fast double %294, 5.000000e-03
  %306 = fcmp fast ole double %304, %305
  %307 = select i1 %306, ptr @.str.10, ptr @.str.11
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %270, double noundef nofpclass(nan inf) %292, ptr noundef nonnull %307)
  br i1 %306, label %314, label %311

309:                                              ; preds = %298, %268
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %270, double noundef nofpclass(nan inf) %292, ptr noundef nonnull @.str.11)
  br label %311

311:                                              ; preds = %309, %302
  %312 = load i32, ptr @n_fail, align 4, !tbaa !11
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr @n_fail, align 4, !tbaa !11
  br label %314

314:                                              ; preds = %302, %311
  %315 = trunc nuw nsw i64 %87 to i32
  %316 = uitofp nneg i32 %315 to double
  %317 = fmul fast double %316, 4.000000e-01
  %318 = fadd fast double %317, 0x3FE6666666666666
  %319 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %320 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_dconst, double noundef nofpclass(nan inf) %94, i32 noundef %319, double noundef nofpclass(nan inf) %318) #10
  %321 = fpext float %320 to double
  %322 = fmul fast double %318, %102
  %323 = fptrunc double %322 to float
  %324 = tail call fast float @llvm.sin.f32(float %100)
  %325 = fptrunc double %318 to float
  %326 = fmul fast float %324, %325
  %327 = fadd fast float %326, %323
  %328 = fpext float %327 to double
  %329 = fmul fast double %318, %113
  %330 = fptrunc double %329 to float
  %331 = tail call fast float @llvm.sin.f32(float %101)
  %332 = fmul fast float %331, %325
  %333 = fadd fast float %332, %330
  %334 = fpext float %333 to double
  %335 = fsub fast double %328, %334
  %336 = fdiv fast double %335, %125
  %337 = tail call fast double @llvm.fabs.f64(double %336)
  %338 = tail call fast double @llvm.maxnum.f64(double %337, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %321, ptr %6, align 8, !tbaa !9
  %339 = load volatile double, ptr %6, align 8, !tbaa !9
  %340 = tail call double @llvm.fabs.f64(double %339)
  %341 = fcmp ueq double %340, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %341, label %353, label %342

342:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %336, ptr %5, align 8, !tbaa !9
  %343 = load volatile double, ptr %5, align 8, !tbaa !9
  %344 = tail call double @llvm.fabs.f64(double %343)
  %345 = fcmp ueq double %344, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %345, label %353, label %346

346:                                              ; preds = %342
  %347 = fsub fast double %321, %336
  %348 = tail call fast double @llvm.fabs.f64(double %347)
  %349 = fmul fast double %338, 5.000000e-03
  %350 = fcmp fast ole double %348, %349
  %351 = select i1 %350, ptr @.str.10, ptr @.str.11
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %321, double noundef nofpclass(nan inf) %336, ptr noundef nonnull %351)
  br i1 %350, label %358, label %355

353:                                              ; preds = %342, %314
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %321, double noundef nofpclass(nan inf) %336, ptr noundef nonnull @.str.11)
  br label %355

355:                                              ; preds = %353, %346
  %356 = load i32, ptr @n_fail, align 4, !tbaa !11
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr @n_fail, align 4, !tbaa !11
  br label %358

358:                                              ; preds = %346, %355
  %359 = shl nuw nsw i64 %87, 1
  %360 = add nuw nsw i64 %359, 3
  %361 = trunc nuw nsw i64 %360 to i32
  %362 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, double noundef nofpclass(nan inf) %94, i32 noundef %361) #10
  %363 = fmul fast float %100, 0x3FA99999A0000000
  %364 = fadd fast float %363, 0x3FECCCCCC0000000
  %365 = and i64 %91, 7
  %366 = icmp ult i64 %87, 3
  br i1 %366, label %423, label %367

367:                                              ; preds = %358
  %368 = and i64 %91, -8
  br label %369

369:                                              ; preds = %369, %367
  %370 = phi i32 [ 0, %367 ], [ %420, %369 ]
  %371 = phi float [ 0.000000e+00, %367 ], [ %419, %369 ]
  %372 = phi i64 [ 0, %367 ], [ %421, %369 ]
  %373 = uitofp nneg i32 %370 to float
  %374 = fadd fast float %373, 1.000000e+00
  %375 = fdiv fast float %100, %374
  %376 = fmul fast float %371, %364
  %377 = fadd fast float %375, %376
  %378 = or disjoint i32 %370, 1
  %379 = uitofp nneg i32 %378 to float
  %380 = fadd fast float %379, 1.000000e+00
  %381 = fdiv fast float %100, %380
  %382 = fmul fast float %377, %364
  %383 = fadd fast float %381, %382
  %384 = or disjoint i32 %370, 2
  %385 = uitofp nneg i32 %384 to float
  %386 = fadd fast float %385, 1.000000e+00
  %387 = fdiv fast float %100, %386
  %388 = fmul fast float %383, %364
  %389 = fadd fast float %387, %388
  %390 = or disjoint i32 %370, 3
  %391 = uitofp nneg i32 %390 to float
  %392 = fadd fast float %391, 1.000000e+00
  %393 = fdiv fast float %100, %392
  %394 = fmul fast float %389, %364
  %395 = fadd fast float %393, %394
  %396 = or disjoint i32 %370, 4
  %397 = uitofp nneg i32 %396 to float
  %398 = fadd fast float %397, 1.000000e+00
  %399 = fdiv fast float %100, %398
  %400 = fmul fast float %395, %364
  %401 = fadd fast float %399, %400
  %402 = or disjoint i32 %370, 5
  %403 = uitofp nneg i32 %402 to float
  %404 = fadd fast float %403, 1.000000e+00
  %405 = fdiv fast float %100, %404
  %406 = fmul fast float %401, %364
  %407 = fadd fast float %405, %406
  %408 = or disjoint i32 %370, 6
  %409 = uitofp nneg i32 %408 to float
  %410 = fadd fast float %409, 1.000000e+00
  %411 = fdiv fast float %100, %410
  %412 = fmul fast float %407, %364
  %413 = fadd fast float %411, %412
  %414 = or disjoint i32 %370, 7
  %415 = uitofp nneg i32 %414 to float
  %416 = fadd fast float %415, 1.000000e+00
  %417 = fdiv fast float %100, %416
  %418 = fmul fast float %413, %364
  %419 = fadd fast float %417, %418
  %420 = add nuw nsw i32 %370, 8
  %421 = add i64 %372, 8
  %422 = icmp eq i64 %421, %368
  br i1 %422, label %423, label %369, !llvm.loop !15

423:                                              ; preds = %358, %369
  %424 = phi i32 [ 0, %358 ], [ %420, %369 ]
  %425 = phi float [ 0.000000e+00, %358 ], [ %419, %369 ]
  br label %426

426:                                              ; preds = %426, %423
  %427 = phi i32 [ %424, %423 ], [ %435, %426 ]
  %428 = phi float [ %425, %423 ], [ %434, %426 ]
  %429 = phi i64 [ 0, %423 ], [ %436, %426 ]
  %430 = uitofp nneg i32 %427 to float
  %431 = fadd fast float %430, 1.000000e+00
  %432 = fdiv fast float %100, %431
  %433 = fmul fast float %428, %364
  %434 = fadd fast float %432, %433
  %435 = add nuw nsw i32 %427, 1
  %436 = add i64 %429, 1
  %437 = icmp eq i64 %436, %365
  br i1 %437, label %438, label %426, !llvm.loop !16

438:                                              ; preds = %426
  %439 = fpext float %362 to double
  %440 = fmul fast float %101, 0x3FA99999A0000000
  %441 = fadd fast float %440, 0x3FECCCCCC0000000
  %442 = and i64 %89, 7
  %443 = icmp ult i64 %87, 3
  br i1 %443, label %500, label %444

444:                                              ; preds = %438
  %445 = and i64 %89, -8
  br label %446

446:                                              ; preds = %446, %444
  %447 = phi i32 [ 0, %444 ], [ %497, %446 ]
  %448 = phi float [ 0.000000e+00, %444 ], [ %496, %446 ]
  %449 = phi i64 [ 0, %444 ], [ %498, %446 ]
  %450 = uitofp nneg i32 %447 to float
  %451 = fadd fast float %450, 1.000000e+00
  %452 = fdiv fast float %101, %451
  %453 = fmul fast float %448, %441
  %454 = fadd fast float %452, %453
  %455 = or disjoint i32 %447, 1
  %456 = uitofp nneg i32 %455 to float
  %457 = fadd fast float %456, 1.000000e+00
  %458 = fdiv fast float %101, %457
  %459 = fmul fast float %454, %441
  %460 = fadd fast float %458, %459
  %461 = or disjoint i32 %447, 2
  %462 = uitofp nneg i32 %461 to float
  %463 = fadd fast float %462, 1.000000e+00
  %464 = fdiv fast float %101, %463
  %465 = fmul fast float %460, %441
  %466 = fadd fast float %464, %465
  %467 = or disjoint i32 %447, 3
  %468 = uitofp nneg i32 %467 to float
  %469 = fadd fast float %468, 1.000000e+00
  %470 = fdiv fast float %101, %469
  %471 = fmul fast float %466, %441
  %472 = fadd fast float %470, %471
  %473 = or disjoint i32 %447, 4
  %474 = uitofp nneg i32 %473 to float
  %475 = fadd fast float %474, 1.000000e+00
  %476 = fdiv fast float %101, %475
  %477 = fmul fast float %472, %441
  %478 = fadd fast float %476, %477
  %479 = or disjoint i32 %447, 5
  %480 = uitofp nneg i32 %479 to float
  %481 = fadd fast float %480, 1.000000e+00
  %482 = fdiv fast float %101, %481
  %483 = fmul fast float %478, %441
  %484 = fadd fast float %482, %483
  %485 = or disjoint i32 %447, 6
  %486 = uitofp nneg i32 %485 to float
  %487 = fadd fast float %486, 1.000000e+00
  %488 = fdiv fast float %101, %487
  %489 = fmul fast float %484, %441
  %490 = fadd fast float %488, %489
  %491 = or disjoint i32 %447, 7
  %492 = uitofp nneg i32 %491 to float
  %493 = fadd fast float %492, 1.000000e+00
  %494 = fdiv fast float %101, %493
  %495 = fmul fast float %490, %441
  %496 = fadd fast float %494, %495
  %497 = add nuw nsw i32 %447, 8
  %498 = add i64 %449, 8
  %499 = icmp eq i64 %498, %445
  br i1 %499, label %500, label %446, !llvm.loop !15

500:                                              ; preds = %438, %446
  %501 = phi i32 [ 0, %438 ], [ %497, %446 ]
  %502 = phi float [ 0.000000e+00, %438 ], [ %496, %446 ]
  br label %503

503:                                              ; preds = %503, %500
  %504 = phi i32 [ %501, %500 ], [ %512, %503 ]
  %505 = phi float [ %502, %500 ], [ %511, %503 ]
  %506 = phi i64 [ 0, %500 ], [ %513, %503 ]
  %507 = uitofp nneg i32 %504 to float
  %508 = fadd fast float %507, 1.000000e+00
  %509 = fdiv fast float %101, %508
  %510 = fmul fast float %505, %441
  %511 = fadd fast float %509, %510
  %512 = add nuw nsw i32 %504, 1
  %513 = add i64 %506, 1
  %514 = icmp eq i64 %513, %442
  br i1 %514, label %515, label %503, !llvm.loop !18

515:                                              ; preds = %503
  %516 = fpext float %434 to double
  %517 = fpext float %511 to double
  %518 = fsub fast double %516, %517
  %519 = fdiv fast double %518, %125
  %520 = tail call fast double @llvm.fabs.f64(double %519)
  %521 = tail call fast double @llvm.maxnum.f64(double %520, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %439, ptr %4, align 8, !tbaa !9
  %522 = load volatile double, ptr %4, align 8, !tbaa !9
  %523 = tail call double @llvm.fabs.f64(double %522)
  %524 = fcmp ueq double %523, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %524, label %536, label %525

525:                                              ; preds = %515
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %519, ptr %3, align 8, !tbaa !9
  %526 = load volatile double, ptr %3, align 8, !tbaa !9
  %527 = tail call double @llvm.fabs.f64(double %526)
  %528 = fcmp ueq double %527, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %528, label %536, label %529

529:                                              ; preds = %525
  %530 = fsub fast double %439, %519
  %531 = tail call fast double @llvm.fabs.f64(double %530)
  %532 = fmul fast double %521, 5.000000e-03
  %533 = fcmp fast ole double %531, %532
  %534 = select i1 %533, ptr @.str.10, ptr @.str.11
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %519, ptr noundef nonnull %534)
  br i1 %533, label %541, label %538

536:                                              ; preds = %525, %515
  %537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %519, ptr noundef nonnull @.str.11)
  br label %538

538:                                              ; preds = %536, %529
  %539 = load i32, ptr @n_fail, align 4, !tbaa !11
  %540 = add nsw i32 %539, 1
  store i32 %540, ptr @n_fail, align 4, !tbaa !11
  br label %541

541:                                              ; preds = %529, %538
  %542 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_nest, double noundef nofpclass(nan inf) %94, i32 noundef %361) #10
  %543 = fmul fast float %100, 5.000000e-01
  %544 = insertelement <8 x float> poison, float %100, i64 0
  %545 = shufflevector <8 x float> %544, <8 x float> poison, <8 x i32> zeroinitializer
  %546 = insertelement <8 x float> poison, float %543, i64 0
  %547 = shufflevector <8 x float> %546, <8 x float> poison, <8 x i32> zeroinitializer
  %548 = fmul fast <8 x float> %545, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>
  %549 = fmul fast <8 x float> %547, <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>
  %550 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %549)
  %551 = fmul fast <8 x float> %550, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %552 = fmul fast <8 x float> %545, <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>
  %553 = fmul fast <8 x float> %547, <float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01>
  %554 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %553)
  %555 = fmul fast <8 x float> %554, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  br label %556

556:                                              ; preds = %578, %541
  %557 = phi i32 [ 1, %541 ], [ %585, %578 ]
  %558 = phi i32 [ 0, %541 ], [ %560, %578 ]
  %559 = phi float [ 0.000000e+00, %541 ], [ %584, %578 ]
  %560 = add nuw nsw i32 %558, 1
  %561 = uitofp nneg i32 %560 to float
  %562 = add nsw i32 %557, -1
  %563 = insertelement <8 x i32> poison, i32 %562, i64 0
  %564 = shufflevector <8 x i32> %563, <8 x i32> poison, <8 x i32> zeroinitializer
  %565 = insertelement <8 x float> poison, float %561, i64 0
  %566 = shufflevector <8 x float> %565, <8 x float> poison, <8 x i32> zeroinitializer
  %567 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %559, i64 0
  %568 = add nuw i32 %557, 7
  %569 = and i32 %568, -8
  %570 = fdiv fast <8 x float> %548, %566
  %571 = fadd fast <8 x float> %551, %567
  %572 = fadd fast <8 x float> %571, %570
  %573 = icmp eq i32 %569, 8
  br i1 %573, label %578, label %574, !llvm.loop !19

574:                                              ; preds = %556
  %575 = fdiv fast <8 x float> %552, %566
  %576 = fadd fast <8 x float> %555, %572
  %577 = fadd fast <8 x float> %576, %575
  br label %578

578:                                              ; preds = %574, %556
  %579 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %556 ], [ <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %574 ]
  %580 = phi <8 x float> [ %567, %556 ], [ %572, %574 ]
  %581 = phi <8 x float> [ %572, %556 ], [ %577, %574 ]
  %582 = icmp ugt <8 x i32> %579, %564
  %583 = select fast <8 x i1> %582, <8 x float> %580, <8 x float> %581
  %584 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %583)
  %585 = add nuw nsw i32 %557, 1
  %586 = zext nneg i32 %560 to i64
  %587 = icmp eq i64 %360, %586
  br i1 %587, label %588, label %556, !llvm.loop !22

588:                                              ; preds = %578
  %589 = fpext float %542 to double
  %590 = fmul fast float %101, 5.000000e-01
  %591 = insertelement <8 x float> poison, float %101, i64 0
  %592 = shufflevector <8 x float> %591, <8 x float> poison, <8 x i32> zeroinitializer
  %593 = insertelement <8 x float> poison, float %590, i64 0
  %594 = shufflevector <8 x float> %593, <8 x float> poison, <8 x i32> zeroinitializer
  %595 = fmul fast <8 x float> %592, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>
  %596 = fmul fast <8 x float> %594, <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>
  %597 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %596)
  %598 = fmul fast <8 x float> %597, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %599 = fmul fast <8 x float> %592, <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>
  %600 = fmul fast <8 x float> %594, <float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01>
  %601 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %600)
  %602 = fmul fast <8 x float> %601, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  br label %603

603:                                              ; preds = %625, %588
  %604 = phi i32 [ 1, %588 ], [ %632, %625 ]
  %605 = phi i32 [ 0, %588 ], [ %607, %625 ]
  %606 = phi float [ 0.000000e+00, %588 ], [ %631, %625 ]
  %607 = add nuw nsw i32 %605, 1
  %608 = uitofp nneg i32 %607 to float
  %609 = add nsw i32 %604, -1
  %610 = insertelement <8 x i32> poison, i32 %609, i64 0
  %611 = shufflevector <8 x i32> %610, <8 x i32> poison, <8 x i32> zeroinitializer
  %612 = insertelement <8 x float> poison, float %608, i64 0
  %613 = shufflevector <8 x float> %612, <8 x float> poison, <8 x i32> zeroinitializer
  %614 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %606, i64 0
  %615 = add nuw i32 %604, 7
  %616 = and i32 %615, -8
  %617 = fdiv fast <8 x float> %595, %613
  %618 = fadd fast <8 x float> %598, %614
  %619 = fadd fast <8 x float> %618, %617
  %620 = icmp eq i32 %616, 8
  br i1 %620, label %625, label %621, !llvm.loop !23

621:                                              ; preds = %603
  %622 = fdiv fast <8 x float> %599, %613
  %623 = fadd fast <8 x float> %602, %619
  %624 = fadd fast <8 x float> %623, %622
  br label %625

625:                                              ; preds = %621, %603
  %626 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %603 ], [ <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %621 ]
  %627 = phi <8 x float> [ %614, %603 ], [ %619, %621 ]
  %628 = phi <8 x float> [ %619, %603 ], [ %624, %621 ]
  %629 = icmp ugt <8 x i32> %626, %611
  %630 = select fast <8 x i1> %629, <8 x float> %627, <8 x float> %628
  %631 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %630)
  %632 = add nuw nsw i32 %604, 1
  %633 = zext nneg i32 %607 to i64
  %634 = icmp eq i64 %360, %633
  br i1 %634, label %635, label %603, !llvm.loop !22

635:                                              ; preds = %625
  %636 = fpext float %584 to double
  %637 = fpext float %631 to double
  %638 = fsub fast double %636, %637
  %639 = fdiv fast double %638, %125
  %640 = tail call fast double @llvm.fabs.f64(double %639)
  %641 = tail call fast double @llvm.maxnum.f64(double %640, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %589, ptr %2, align 8, !tbaa !9
  %642 = load volatile double, ptr %2, align 8, !tbaa !9
  %643 = tail call double @llvm.fabs.f64(double %642)
  %644 = fcmp ueq double %643, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %644, label %656, label %645

645:                                              ; preds = %635
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %639, ptr %1, align 8, !tbaa !9
  %646 = load volatile double, ptr %1, align 8, !tbaa !9
  %647 = tail call double @llvm.fabs.f64(double %646)
  %648 = fcmp ueq double %647, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %648, label %656, label %649

649:                                              ; preds = %645
  %650 = fsub fast double %589, %639
  %651 = tail call fast double @llvm.fabs.f64(double %650)
  %652 = fmul fast double %641, 5.000000e-03
  %653 = fcmp fast ole double %651, %652
  %654 = select i1 %653, ptr @.str.10, ptr @.str.11
  %655 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %589, double noundef nofpclass(nan inf) %639, ptr noundef nonnull %654)
  br i1 %653, label %661, label %658

656:                                              ; preds = %645, %635
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %589, double noundef nofpclass(nan inf) %639, ptr noundef nonnull @.str.11)
  br label %658

658:                                              ; preds = %656, %649
  %659 = load i32, ptr @n_fail, align 4, !tbaa !11
  %660 = add nsw i32 %659, 1
  store i32 %660, ptr @n_fail, align 4, !tbaa !11
  br label %661

661:                                              ; preds = %649, %658
  %662 = add nuw nsw i64 %87, 1
  %663 = icmp eq i64 %662, 6
  br i1 %663, label %80, label %86, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) float @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_libm(float noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast float @llvm.sqrt.f32(float %0)
  %3 = fadd fast float %0, 1.000000e+00
  %4 = tail call fast float @llvm.log.f32(float %3)
  %5 = fadd fast float %4, %0
  %6 = fmul fast float %5, %2
  %7 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) %0) #11
  %8 = fadd fast float %7, %6
  %9 = tail call fast float @llvm.atan.f32(float %0)
  %10 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) %0) #11
  %11 = fmul fast float %10, %9
  %12 = fadd fast float %8, %11
  ret float %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_mixed(float noundef nofpclass(nan inf) %0) #3 {
  %2 = fpext float %0 to double
  %3 = tail call fast double @llvm.sin.f64(double %2)
  %4 = fmul fast double %2, 3.000000e-01
  %5 = tail call fast double @llvm.exp.f64(double %4)
  %6 = fmul fast double %5, %3
  %7 = fptrunc double %6 to float
  %8 = fmul fast float %0, %0
  %9 = tail call fast nofpclass(nan inf) float @log1pf(float noundef nofpclass(nan inf) %8) #8
  %10 = fmul fast float %9, %0
  %11 = fadd fast float %10, %7
  ret float %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_acc(float noundef nofpclass(nan inf) %0) #4 {
  %2 = fpext float %0 to double
  %3 = fmul fast double %2, 2.000000e+00
  %4 = fmul fast double %2, %2
  %5 = fadd fast double %4, 1.000000e+00
  %6 = fdiv fast double %3, %5
  %7 = fadd fast double %6, %2
  %8 = fmul fast double %2, 3.000000e+00
  %9 = fmul fast double %7, %7
  %10 = fadd fast double %9, 1.000000e+00
  %11 = fdiv fast double %8, %10
  %12 = fadd fast double %11, %7
  %13 = fmul fast double %2, 4.000000e+00
  %14 = fmul fast double %12, %12
  %15 = fadd fast double %14, 1.000000e+00
  %16 = fdiv fast double %13, %15
  %17 = fadd fast double %16, %12
  %18 = fmul fast double %2, 5.000000e+00
  %19 = fmul fast double %17, %17
  %20 = fadd fast double %19, 1.000000e+00
  %21 = fdiv fast double %18, %20
  %22 = fadd fast double %21, %17
  %23 = fmul fast double %2, 6.000000e+00
  %24 = fmul fast double %22, %22
  %25 = fadd fast double %24, 1.000000e+00
  %26 = fdiv fast double %23, %25
  %27 = fadd fast double %26, %22
  %28 = fmul fast double %2, 7.000000e+00
  %29 = fmul fast double %27, %27
  %30 = fadd fast double %29, 1.000000e+00
  %31 = fdiv fast double %28, %30
  %32 = fadd fast double %31, %27
  %33 = fmul fast double %2, 8.000000e+00
  %34 = fmul fast double %32, %32
  %35 = fadd fast double %34, 1.000000e+00
  %36 = fdiv fast double %33, %35
  %37 = fadd fast double %36, %32
  %38 = fmul fast double %2, 9.000000e+00
  %39 = fmul fast double %37, %37
  %40 = fadd fast double %39, 1.000000e+00
  %41 = fdiv fast double %38, %40
  %42 = fadd fast double %41, %37
  %43 = fmul fast double %2, 1.000000e+01
  %44 = fmul fast double %42, %42
  %45 = fadd fast double %44, 1.000000e+00
  %46 = fdiv fast double %43, %45
  %47 = fadd fast double %46, %42
  %48 = fptrunc double %47 to float
  ret float %48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_minmax(float noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast float @llvm.fabs.f32(float %0)
  %3 = tail call fast float @llvm.minnum.f32(float %2, float 2.000000e+00)
  %4 = fmul fast float %0, %0
  %5 = tail call fast float @llvm.maxnum.f32(float %4, float 5.000000e-01)
  %6 = fadd fast float %3, %5
  %7 = tail call fast float @llvm.floor.f32(float %0)
  %8 = fmul fast float %7, %0
  %9 = fadd fast float %6, %8
  %10 = tail call fast float @llvm.copysign.f32(float %4, float %0)
  %11 = fadd fast float %9, %10
  ret float %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_dconst(float noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #4 {
  %3 = fpext float %0 to double
  %4 = fmul fast double %3, %1
  %5 = fptrunc double %4 to float
  %6 = tail call fast float @llvm.sin.f32(float %0)
  %7 = fptrunc double %1 to float
  %8 = fmul fast float %6, %7
  %9 = fadd fast float %8, %5
  ret float %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) float @f_loop(float noundef nofpclass(nan inf) %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = fmul fast float %0, 0x3FA99999A0000000
  %6 = fadd fast float %5, 0x3FECCCCCC0000000
  %7 = and i32 %1, 7
  %8 = icmp ult i32 %1, 8
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483640
  br label %30

11:                                               ; preds = %30, %4
  %12 = phi float [ poison, %4 ], [ %80, %30 ]
  %13 = phi i32 [ 0, %4 ], [ %81, %30 ]
  %14 = phi float [ 0.000000e+00, %4 ], [ %80, %30 ]
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i32 [ %25, %16 ], [ %13, %11 ]
  %18 = phi float [ %24, %16 ], [ %14, %11 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %11 ]
  %20 = uitofp nneg i32 %17 to float
  %21 = fadd fast float %20, 1.000000e+00
  %22 = fdiv fast float %0, %21
  %23 = fmul fast float %6, %18
  %24 = fadd fast float %22, %23
  %25 = add nuw nsw i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !25

28:                                               ; preds = %11, %16, %2
  %29 = phi float [ 0.000000e+00, %2 ], [ %12, %11 ], [ %24, %16 ]
  ret float %29

30:                                               ; preds = %30, %9
  %31 = phi i32 [ 0, %9 ], [ %81, %30 ]
  %32 = phi float [ 0.000000e+00, %9 ], [ %80, %30 ]
  %33 = phi i32 [ 0, %9 ], [ %82, %30 ]
  %34 = uitofp nneg i32 %31 to float
  %35 = fadd fast float %34, 1.000000e+00
  %36 = fdiv fast float %0, %35
  %37 = fmul fast float %6, %32
  %38 = fadd fast float %36, %37
  %39 = or disjoint i32 %31, 1
  %40 = uitofp nneg i32 %39 to float
  %41 = fadd fast float %40, 1.000000e+00
  %42 = fdiv fast float %0, %41
  %43 = fmul fast float %6, %38
  %44 = fadd fast float %42, %43
  %45 = or disjoint i32 %31, 2
  %46 = uitofp nneg i32 %45 to float
  %47 = fadd fast float %46, 1.000000e+00
  %48 = fdiv fast float %0, %47
  %49 = fmul fast float %6, %44
  %50 = fadd fast float %48, %49
  %51 = or disjoint i32 %31, 3
  %52 = uitofp nneg i32 %51 to float
  %53 = fadd fast float %52, 1.000000e+00
  %54 = fdiv fast float %0, %53
  %55 = fmul fast float %6, %50
  %56 = fadd fast float %54, %55
  %57 = or disjoint i32 %31, 4
  %58 = uitofp nneg i32 %57 to float
  %59 = fadd fast float %58, 1.000000e+00
  %60 = fdiv fast float %0, %59
  %61 = fmul fast float %6, %56
  %62 = fadd fast float %60, %61
  %63 = or disjoint i32 %31, 5
  %64 = uitofp nneg i32 %63 to float
  %65 = fadd fast float %64, 1.000000e+00
  %66 = fdiv fast float %0, %65
  %67 = fmul fast float %6, %62
  %68 = fadd fast float %66, %67
  %69 = or disjoint i32 %31, 6
  %70 = uitofp nneg i32 %69 to float
  %71 = fadd fast float %70, 1.000000e+00
  %72 = fdiv fast float %0, %71
  %73 = fmul fast float %6, %68
  %74 = fadd fast float %72, %73
  %75 = or disjoint i32 %31, 7
  %76 = uitofp nneg i32 %75 to float
  %77 = fadd fast float %76, 1.000000e+00
  %78 = fdiv fast float %0, %77
  %79 = fmul fast float %6, %74
  %80 = fadd fast float %78, %79
  %81 = add nuw nsw i32 %31, 8
  %82 = add i32 %33, 8
  %83 = icmp eq i32 %82, %10
  br i1 %83, label %11, label %30, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) float @f_nest(float noundef nofpclass(nan inf) %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %89

4:                                                ; preds = %2
  %5 = fmul fast float %0, 5.000000e-01
  %6 = insertelement <8 x float> poison, float %0, i64 0
  %7 = shufflevector <8 x float> %6, <8 x float> poison, <8 x i32> zeroinitializer
  %8 = insertelement <8 x float> poison, float %5, i64 0
  %9 = shufflevector <8 x float> %8, <8 x float> poison, <8 x i32> zeroinitializer
  br label %10

10:                                               ; preds = %4, %91
  %11 = phi i32 [ 1, %4 ], [ %93, %91 ]
  %12 = phi i32 [ 0, %4 ], [ %14, %91 ]
  %13 = phi float [ 0.000000e+00, %4 ], [ %92, %91 ]
  %14 = add nuw nsw i32 %12, 1
  %15 = uitofp nneg i32 %14 to float
  %16 = icmp ult i32 %11, 32
  br i1 %16, label %17, label %21

17:                                               ; preds = %83, %10
  %18 = phi i32 [ 0, %10 ], [ %22, %83 ]
  %19 = phi float [ %13, %10 ], [ %87, %83 ]
  %20 = fdiv fast float 1.000000e+00, %15
  br label %95

21:                                               ; preds = %10
  %22 = and i32 %11, -32
  %23 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %13, i64 0
  %24 = insertelement <8 x float> poison, float %15, i64 0
  %25 = shufflevector <8 x float> %24, <8 x float> poison, <8 x i32> zeroinitializer
  %26 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  %27 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  %28 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  %29 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  br label %30

30:                                               ; preds = %30, %21
  %31 = phi i32 [ 0, %21 ], [ %80, %30 ]
  %32 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %21 ], [ %81, %30 ]
  %33 = phi <8 x float> [ %23, %21 ], [ %76, %30 ]
  %34 = phi <8 x float> [ zeroinitializer, %21 ], [ %77, %30 ]
  %35 = phi <8 x float> [ zeroinitializer, %21 ], [ %78, %30 ]
  %36 = phi <8 x float> [ zeroinitializer, %21 ], [ %79, %30 ]
  %37 = add <8 x i32> %32, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %38 = add <8 x i32> %32, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %39 = add <8 x i32> %32, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %40 = add nuw nsw <8 x i32> %32, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %41 = add <8 x i32> %32, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %42 = add <8 x i32> %32, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %43 = add <8 x i32> %32, <i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25>
  %44 = uitofp <8 x i32> %40 to <8 x float>
  %45 = uitofp <8 x i32> %41 to <8 x float>
  %46 = uitofp <8 x i32> %42 to <8 x float>
  %47 = uitofp <8 x i32> %43 to <8 x float>
  %48 = fmul fast <8 x float> %7, %44
  %49 = fmul fast <8 x float> %7, %45
  %50 = fmul fast <8 x float> %7, %46
  %51 = fmul fast <8 x float> %7, %47
  %52 = fmul fast <8 x float> %48, %26
  %53 = fmul fast <8 x float> %49, %27
  %54 = fmul fast <8 x float> %50, %28
  %55 = fmul fast <8 x float> %51, %29
  %56 = uitofp <8 x i32> %32 to <8 x float>
  %57 = uitofp <8 x i32> %37 to <8 x float>
  %58 = uitofp <8 x i32> %38 to <8 x float>
  %59 = uitofp <8 x i32> %39 to <8 x float>
  %60 = fmul fast <8 x float> %9, %56
  %61 = fmul fast <8 x float> %9, %57
  %62 = fmul fast <8 x float> %9, %58
  %63 = fmul fast <8 x float> %9, %59
  %64 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %60)
  %65 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %61)
  %66 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %62)
  %67 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %63)
  %68 = fmul fast <8 x float> %64, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %69 = fmul fast <8 x float> %65, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %70 = fmul fast <8 x float> %66, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %71 = fmul fast <8 x float> %67, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %72 = fadd fast <8 x float> %68, %33
  %73 = fadd fast <8 x float> %69, %34
  %74 = fadd fast <8 x float> %70, %35
  %75 = fadd fast <8 x float> %71, %36
  %76 = fadd fast <8 x float> %72, %52
  %77 = fadd fast <8 x float> %73, %53
  %78 = fadd fast <8 x float> %74, %54
  %79 = fadd fast <8 x float> %75, %55
  %80 = add nuw i32 %31, 32
  %81 = add <8 x i32> %32, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %82 = icmp eq i32 %80, %22
  br i1 %82, label %83, label %30, !llvm.loop !26

83:                                               ; preds = %30
  %84 = fadd fast <8 x float> %77, %76
  %85 = fadd fast <8 x float> %78, %84
  %86 = fadd fast <8 x float> %79, %85
  %87 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %86)
  %88 = icmp eq i32 %11, %22
  br i1 %88, label %91, label %17

89:                                               ; preds = %91, %2
  %90 = phi float [ 0.000000e+00, %2 ], [ %92, %91 ]
  ret float %90

91:                                               ; preds = %95, %83
  %92 = phi float [ %87, %83 ], [ %107, %95 ]
  %93 = add nuw i32 %11, 1
  %94 = icmp eq i32 %14, %1
  br i1 %94, label %89, label %10, !llvm.loop !22

95:                                               ; preds = %17, %95
  %96 = phi i32 [ %98, %95 ], [ %18, %17 ]
  %97 = phi float [ %107, %95 ], [ %19, %17 ]
  %98 = add nuw nsw i32 %96, 1
  %99 = uitofp nneg i32 %98 to float
  %100 = fmul fast float %99, %0
  %101 = fmul fast float %100, %20
  %102 = uitofp nneg i32 %96 to float
  %103 = fmul fast float %5, %102
  %104 = tail call fast float @llvm.sin.f32(float %103)
  %105 = fmul fast float %104, 0x3FB99999A0000000
  %106 = fadd fast float %105, %97
  %107 = fadd fast float %106, %101
  %108 = icmp eq i32 %98, %11
  br i1 %108, label %91, label %95, !llvm.loop !27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.atan.f32(float) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

declare float @log1pf(float) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sin.v8f32(<8 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #9

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

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
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !14, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !20, !21}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !14, !20, !21}
!27 = distinct !{!27, !14, !21, !20}
