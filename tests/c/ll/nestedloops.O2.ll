; ModuleID = 'nestedloops.c'
source_filename = "nestedloops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -5.500000e-01, double 1.500000e-01, double 8.000000e-01, double 1.450000e+00], align 16
@.str = private unnamed_addr constant [11 x i8] c"fixed_nest\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"three_level\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"data_nest\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"local_array\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"nestedloops\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  br label %17

11:                                               ; preds = %916
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  ret i32 %16

17:                                               ; preds = %0, %916
  %18 = phi i64 [ 0, %0 ], [ %917, %916 ]
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_nest, double noundef %20) #10
  %26 = insertelement <2 x double> poison, double %20, i64 0
  %27 = insertelement <2 x double> poison, double %20, i64 0
  %28 = insertelement <2 x double> poison, double %24, i64 0
  %29 = insertelement <2 x double> poison, double %24, i64 0
  %30 = fadd <2 x double> %27, %29
  %31 = fsub <2 x double> %26, %28
  %32 = shufflevector <2 x double> %30, <2 x double> %31, <2 x i32> <i32 0, i32 2>
  %33 = extractelement <2 x double> %30, i64 0
  %34 = fmul double %33, 0.000000e+00
  %35 = fmul double %33, 2.000000e+00
  %36 = fmul double %33, 3.000000e+00
  %37 = fmul double %33, 4.000000e+00
  %38 = tail call double @sin(double noundef %33) #10
  %39 = tail call double @cos(double noundef %34) #10
  %40 = tail call double @sin(double noundef %33) #10
  %41 = tail call double @cos(double noundef %33) #10
  %42 = tail call double @sin(double noundef %33) #10
  %43 = tail call double @cos(double noundef %35) #10
  %44 = tail call double @sin(double noundef %33) #10
  %45 = tail call double @cos(double noundef %36) #10
  %46 = tail call double @sin(double noundef %33) #10
  %47 = tail call double @cos(double noundef %37) #10
  %48 = tail call double @sin(double noundef %35) #10
  %49 = tail call double @cos(double noundef %34) #10
  %50 = tail call double @sin(double noundef %35) #10
  %51 = tail call double @cos(double noundef %33) #10
  %52 = tail call double @sin(double noundef %35) #10
  %53 = tail call double @cos(double noundef %35) #10
  %54 = tail call double @sin(double noundef %35) #10
  %55 = tail call double @cos(double noundef %36) #10
  %56 = tail call double @sin(double noundef %35) #10
  %57 = tail call double @cos(double noundef %37) #10
  %58 = tail call double @sin(double noundef %36) #10
  %59 = tail call double @cos(double noundef %34) #10
  %60 = tail call double @sin(double noundef %36) #10
  %61 = tail call double @cos(double noundef %33) #10
  %62 = tail call double @sin(double noundef %36) #10
  %63 = tail call double @cos(double noundef %35) #10
  %64 = tail call double @sin(double noundef %36) #10
  %65 = tail call double @cos(double noundef %36) #10
  %66 = tail call double @sin(double noundef %36) #10
  %67 = tail call double @cos(double noundef %37) #10
  %68 = tail call double @sin(double noundef %37) #10
  %69 = tail call double @cos(double noundef %34) #10
  %70 = tail call double @sin(double noundef %37) #10
  %71 = tail call double @cos(double noundef %33) #10
  %72 = tail call double @sin(double noundef %37) #10
  %73 = tail call double @cos(double noundef %35) #10
  %74 = tail call double @sin(double noundef %37) #10
  %75 = tail call double @cos(double noundef %36) #10
  %76 = tail call double @sin(double noundef %37) #10
  %77 = tail call double @cos(double noundef %37) #10
  %78 = fmul double %33, 5.000000e+00
  %79 = tail call double @sin(double noundef %78) #10
  %80 = tail call double @cos(double noundef %34) #10
  %81 = tail call double @sin(double noundef %78) #10
  %82 = tail call double @cos(double noundef %33) #10
  %83 = tail call double @sin(double noundef %78) #10
  %84 = tail call double @cos(double noundef %35) #10
  %85 = tail call double @sin(double noundef %78) #10
  %86 = tail call double @cos(double noundef %36) #10
  %87 = tail call double @sin(double noundef %78) #10
  %88 = tail call double @cos(double noundef %37) #10
  %89 = fmul double %33, 6.000000e+00
  %90 = tail call double @sin(double noundef %89) #10
  %91 = tail call double @cos(double noundef %34) #10
  %92 = tail call double @sin(double noundef %89) #10
  %93 = tail call double @cos(double noundef %33) #10
  %94 = tail call double @sin(double noundef %89) #10
  %95 = tail call double @cos(double noundef %35) #10
  %96 = tail call double @sin(double noundef %89) #10
  %97 = tail call double @cos(double noundef %36) #10
  %98 = tail call double @sin(double noundef %89) #10
  %99 = tail call double @cos(double noundef %37) #10
  %100 = fmul double %33, 7.000000e+00
  %101 = tail call double @sin(double noundef %100) #10
  %102 = tail call double @cos(double noundef %34) #10
  %103 = tail call double @sin(double noundef %100) #10
  %104 = tail call double @cos(double noundef %33) #10
  %105 = tail call double @sin(double noundef %100) #10
  %106 = tail call double @cos(double noundef %35) #10
  %107 = tail call double @sin(double noundef %100) #10
  %108 = tail call double @cos(double noundef %36) #10
  %109 = tail call double @sin(double noundef %100) #10
  %110 = tail call double @cos(double noundef %37) #10
  %111 = fmul double %33, 8.000000e+00
  %112 = tail call double @sin(double noundef %111) #10
  %113 = tail call double @cos(double noundef %34) #10
  %114 = tail call double @sin(double noundef %111) #10
  %115 = tail call double @cos(double noundef %33) #10
  %116 = tail call double @sin(double noundef %111) #10
  %117 = tail call double @cos(double noundef %35) #10
  %118 = tail call double @sin(double noundef %111) #10
  %119 = tail call double @cos(double noundef %36) #10
  %120 = tail call double @sin(double noundef %111) #10
  %121 = tail call double @cos(double noundef %37) #10
  %122 = extractelement <2 x double> %31, i64 0
  %123 = fmul double %122, 0.000000e+00
  %124 = fmul double %122, 2.000000e+00
  %125 = fmul double %122, 3.000000e+00
  %126 = fmul double %122, 4.000000e+00
  %127 = tail call double @sin(double noundef %122) #10
  %128 = tail call double @cos(double noundef %123) #10
  %129 = tail call double @sin(double noundef %122) #10
  %130 = tail call double @cos(double noundef %122) #10
  %131 = tail call double @sin(double noundef %122) #10
  %132 = tail call double @cos(double noundef %124) #10
  %133 = tail call double @sin(double noundef %122) #10
  %134 = tail call double @cos(double noundef %125) #10
  %135 = tail call double @sin(double noundef %122) #10
  %136 = tail call double @cos(double noundef %126) #10
  %137 = tail call double @sin(double noundef %124) #10
  %138 = tail call double @cos(double noundef %123) #10
  %139 = tail call double @sin(double noundef %124) #10
  %140 = tail call double @cos(double noundef %122) #10
  %141 = insertelement <2 x double> poison, double %50, i64 0
  %142 = insertelement <2 x double> %141, double %139, i64 1
  %143 = insertelement <2 x double> poison, double %51, i64 0
  %144 = insertelement <2 x double> %143, double %140, i64 1
  %145 = fmul <2 x double> %142, %144
  %146 = fdiv <2 x double> %145, <double 3.000000e+00, double 3.000000e+00>
  %147 = tail call double @sin(double noundef %124) #10
  %148 = tail call double @cos(double noundef %124) #10
  %149 = insertelement <2 x double> poison, double %52, i64 0
  %150 = insertelement <2 x double> %149, double %147, i64 1
  %151 = insertelement <2 x double> poison, double %53, i64 0
  %152 = insertelement <2 x double> %151, double %148, i64 1
  %153 = fmul <2 x double> %150, %152
  %154 = tail call double @sin(double noundef %124) #10
  %155 = tail call double @cos(double noundef %125) #10
  %156 = tail call double @sin(double noundef %124) #10
  %157 = tail call double @cos(double noundef %126) #10
  %158 = tail call double @sin(double noundef %125) #10
  %159 = tail call double @cos(double noundef %123) #10
  %160 = tail call double @sin(double noundef %125) #10
  %161 = tail call double @cos(double noundef %122) #10
  %162 = tail call double @sin(double noundef %125) #10
  %163 = tail call double @cos(double noundef %124) #10
  %164 = tail call double @sin(double noundef %125) #10
  %165 = tail call double @cos(double noundef %125) #10
  %166 = tail call double @sin(double noundef %125) #10
  %167 = tail call double @cos(double noundef %126) #10
  %168 = tail call double @sin(double noundef %126) #10
  %169 = tail call double @cos(double noundef %123) #10
  %170 = tail call double @sin(double noundef %126) #10
  %171 = tail call double @cos(double noundef %122) #10
  %172 = tail call double @sin(double noundef %126) #10
  %173 = tail call double @cos(double noundef %124) #10
  %174 = insertelement <2 x double> poison, double %72, i64 0
  %175 = insertelement <2 x double> %174, double %172, i64 1
  %176 = insertelement <2 x double> poison, double %73, i64 0
  %177 = insertelement <2 x double> %176, double %173, i64 1
  %178 = fmul <2 x double> %175, %177
  %179 = fdiv <2 x double> %178, <double 6.000000e+00, double 6.000000e+00>
  %180 = tail call double @sin(double noundef %126) #10
  %181 = tail call double @cos(double noundef %125) #10
  %182 = insertelement <2 x double> poison, double %74, i64 0
  %183 = insertelement <2 x double> %182, double %180, i64 1
  %184 = insertelement <2 x double> poison, double %75, i64 0
  %185 = insertelement <2 x double> %184, double %181, i64 1
  %186 = fmul <2 x double> %183, %185
  %187 = tail call double @sin(double noundef %126) #10
  %188 = tail call double @cos(double noundef %126) #10
  %189 = fmul double %122, 5.000000e+00
  %190 = tail call double @sin(double noundef %189) #10
  %191 = tail call double @cos(double noundef %123) #10
  %192 = tail call double @sin(double noundef %189) #10
  %193 = tail call double @cos(double noundef %122) #10
  %194 = tail call double @sin(double noundef %189) #10
  %195 = tail call double @cos(double noundef %124) #10
  %196 = tail call double @sin(double noundef %189) #10
  %197 = tail call double @cos(double noundef %125) #10
  %198 = tail call double @sin(double noundef %189) #10
  %199 = tail call double @cos(double noundef %126) #10
  %200 = fmul double %122, 6.000000e+00
  %201 = tail call double @sin(double noundef %200) #10
  %202 = tail call double @cos(double noundef %123) #10
  %203 = tail call double @sin(double noundef %200) #10
  %204 = tail call double @cos(double noundef %122) #10
  %205 = tail call double @sin(double noundef %200) #10
  %206 = tail call double @cos(double noundef %124) #10
  %207 = tail call double @sin(double noundef %200) #10
  %208 = tail call double @cos(double noundef %125) #10
  %209 = insertelement <2 x double> poison, double %96, i64 0
  %210 = insertelement <2 x double> %209, double %207, i64 1
  %211 = insertelement <2 x double> poison, double %97, i64 0
  %212 = insertelement <2 x double> %211, double %208, i64 1
  %213 = fmul <2 x double> %210, %212
  %214 = fdiv <2 x double> %213, <double 9.000000e+00, double 9.000000e+00>
  %215 = tail call double @sin(double noundef %200) #10
  %216 = tail call double @cos(double noundef %126) #10
  %217 = insertelement <2 x double> poison, double %98, i64 0
  %218 = insertelement <2 x double> %217, double %215, i64 1
  %219 = insertelement <2 x double> poison, double %99, i64 0
  %220 = insertelement <2 x double> %219, double %216, i64 1
  %221 = fmul <2 x double> %218, %220
  %222 = fmul double %122, 7.000000e+00
  %223 = tail call double @sin(double noundef %222) #10
  %224 = tail call double @cos(double noundef %123) #10
  %225 = tail call double @sin(double noundef %222) #10
  %226 = tail call double @cos(double noundef %122) #10
  %227 = tail call double @sin(double noundef %222) #10
  %228 = tail call double @cos(double noundef %124) #10
  %229 = tail call double @sin(double noundef %222) #10
  %230 = tail call double @cos(double noundef %125) #10
  %231 = tail call double @sin(double noundef %222) #10
  %232 = tail call double @cos(double noundef %126) #10
  %233 = fmul double %122, 8.000000e+00
  %234 = tail call double @sin(double noundef %233) #10
  %235 = tail call double @cos(double noundef %123) #10
  %236 = tail call double @sin(double noundef %233) #10
  %237 = tail call double @cos(double noundef %122) #10
  %238 = tail call double @sin(double noundef %233) #10
  %239 = tail call double @cos(double noundef %124) #10
  %240 = tail call double @sin(double noundef %233) #10
  %241 = tail call double @cos(double noundef %125) #10
  %242 = tail call double @sin(double noundef %233) #10
  %243 = tail call double @cos(double noundef %126) #10
  %244 = insertelement <2 x double> poison, double %38, i64 0
  %245 = insertelement <2 x double> %244, double %127, i64 1
  %246 = insertelement <2 x double> poison, double %39, i64 0
  %247 = insertelement <2 x double> %246, double %128, i64 1
  %248 = fmul <2 x double> %245, %247
  %249 = insertelement <2 x double> poison, double %40, i64 0
  %250 = insertelement <2 x double> %249, double %129, i64 1
  %251 = insertelement <2 x double> poison, double %41, i64 0
  %252 = insertelement <2 x double> %251, double %130, i64 1
  %253 = fmul <2 x double> %250, %252
  %254 = fmul <2 x double> %253, <double 5.000000e-01, double 5.000000e-01>
  %255 = insertelement <2 x double> poison, double %42, i64 0
  %256 = insertelement <2 x double> %255, double %131, i64 1
  %257 = insertelement <2 x double> poison, double %43, i64 0
  %258 = insertelement <2 x double> %257, double %132, i64 1
  %259 = fmul <2 x double> %256, %258
  %260 = fdiv <2 x double> %259, <double 3.000000e+00, double 3.000000e+00>
  %261 = insertelement <2 x double> poison, double %44, i64 0
  %262 = insertelement <2 x double> %261, double %133, i64 1
  %263 = insertelement <2 x double> poison, double %45, i64 0
  %264 = insertelement <2 x double> %263, double %134, i64 1
  %265 = fmul <2 x double> %262, %264
  %266 = fmul <2 x double> %265, <double 2.500000e-01, double 2.500000e-01>
  %267 = insertelement <2 x double> poison, double %46, i64 0
  %268 = insertelement <2 x double> %267, double %135, i64 1
  %269 = insertelement <2 x double> poison, double %47, i64 0
  %270 = insertelement <2 x double> %269, double %136, i64 1
  %271 = fmul <2 x double> %268, %270
  %272 = fdiv <2 x double> %271, <double 5.000000e+00, double 5.000000e+00>
  %273 = insertelement <2 x double> poison, double %48, i64 0
  %274 = insertelement <2 x double> %273, double %137, i64 1
  %275 = insertelement <2 x double> poison, double %49, i64 0
  %276 = insertelement <2 x double> %275, double %138, i64 1
  %277 = fmul <2 x double> %274, %276
  %278 = fmul <2 x double> %277, <double 5.000000e-01, double 5.000000e-01>
  %279 = fadd <2 x double> %248, zeroinitializer
  %280 = fadd <2 x double> %279, %254
  %281 = fadd <2 x double> %280, %260
  %282 = fadd <2 x double> %281, %266
  %283 = fadd <2 x double> %282, %272
  %284 = fadd <2 x double> %283, %278
  %285 = fmul <2 x double> %153, <double 2.500000e-01, double 2.500000e-01>
  %286 = insertelement <2 x double> poison, double %54, i64 0
  %287 = insertelement <2 x double> %286, double %154, i64 1
  %288 = insertelement <2 x double> poison, double %55, i64 0
  %289 = insertelement <2 x double> %288, double %155, i64 1
  %290 = fmul <2 x double> %287, %289
  %291 = fdiv <2 x double> %290, <double 5.000000e+00, double 5.000000e+00>
  %292 = insertelement <2 x double> poison, double %56, i64 0
  %293 = insertelement <2 x double> %292, double %156, i64 1
  %294 = insertelement <2 x double> poison, double %57, i64 0
  %295 = insertelement <2 x double> %294, double %157, i64 1
  %296 = fmul <2 x double> %293, %295
  %297 = fdiv <2 x double> %296, <double 6.000000e+00, double 6.000000e+00>
  %298 = insertelement <2 x double> poison, double %58, i64 0
  %299 = insertelement <2 x double> %298, double %158, i64 1
  %300 = insertelement <2 x double> poison, double %59, i64 0
  %301 = insertelement <2 x double> %300, double %159, i64 1
  %302 = fmul <2 x double> %299, %301
  %303 = fdiv <2 x double> %302, <double 3.000000e+00, double 3.000000e+00>
  %304 = insertelement <2 x double> poison, double %60, i64 0
  %305 = insertelement <2 x double> %304, double %160, i64 1
  %306 = insertelement <2 x double> poison, double %61, i64 0
  %307 = insertelement <2 x double> %306, double %161, i64 1
  %308 = fmul <2 x double> %305, %307
  %309 = fmul <2 x double> %308, <double 2.500000e-01, double 2.500000e-01>
  %310 = insertelement <2 x double> poison, double %62, i64 0
  %311 = insertelement <2 x double> %310, double %162, i64 1
  %312 = insertelement <2 x double> poison, double %63, i64 0
  %313 = insertelement <2 x double> %312, double %163, i64 1
  %314 = fmul <2 x double> %311, %313
  %315 = fdiv <2 x double> %314, <double 5.000000e+00, double 5.000000e+00>
  %316 = insertelement <2 x double> poison, double %64, i64 0
  %317 = insertelement <2 x double> %316, double %164, i64 1
  %318 = insertelement <2 x double> poison, double %65, i64 0
  %319 = insertelement <2 x double> %318, double %165, i64 1
  %320 = fmul <2 x double> %317, %319
  %321 = fdiv <2 x double> %320, <double 6.000000e+00, double 6.000000e+00>
  %322 = insertelement <2 x double> poison, double %66, i64 0
  %323 = insertelement <2 x double> %322, double %166, i64 1
  %324 = insertelement <2 x double> poison, double %67, i64 0
  %325 = insertelement <2 x double> %324, double %167, i64 1
  %326 = fmul <2 x double> %323, %325
  %327 = fdiv <2 x double> %326, <double 7.000000e+00, double 7.000000e+00>
  %328 = insertelement <2 x double> poison, double %68, i64 0
  %329 = insertelement <2 x double> %328, double %168, i64 1
  %330 = insertelement <2 x double> poison, double %69, i64 0
  %331 = insertelement <2 x double> %330, double %169, i64 1
  %332 = fmul <2 x double> %329, %331
  %333 = fmul <2 x double> %332, <double 2.500000e-01, double 2.500000e-01>
  %334 = insertelement <2 x double> poison, double %70, i64 0
  %335 = insertelement <2 x double> %334, double %170, i64 1
  %336 = insertelement <2 x double> poison, double %71, i64 0
  %337 = insertelement <2 x double> %336, double %171, i64 1
  %338 = fmul <2 x double> %335, %337
  %339 = fdiv <2 x double> %338, <double 5.000000e+00, double 5.000000e+00>
  %340 = fadd <2 x double> %284, %146
  %341 = fadd <2 x double> %340, %285
  %342 = fadd <2 x double> %341, %291
  %343 = fadd <2 x double> %342, %297
  %344 = fadd <2 x double> %343, %303
  %345 = fadd <2 x double> %344, %309
  %346 = fadd <2 x double> %345, %315
  %347 = fadd <2 x double> %346, %321
  %348 = fadd <2 x double> %347, %327
  %349 = fadd <2 x double> %348, %333
  %350 = fadd <2 x double> %349, %339
  %351 = fdiv <2 x double> %186, <double 7.000000e+00, double 7.000000e+00>
  %352 = insertelement <2 x double> poison, double %76, i64 0
  %353 = insertelement <2 x double> %352, double %187, i64 1
  %354 = insertelement <2 x double> poison, double %77, i64 0
  %355 = insertelement <2 x double> %354, double %188, i64 1
  %356 = fmul <2 x double> %353, %355
  %357 = fmul <2 x double> %356, <double 1.250000e-01, double 1.250000e-01>
  %358 = insertelement <2 x double> poison, double %79, i64 0
  %359 = insertelement <2 x double> %358, double %190, i64 1
  %360 = insertelement <2 x double> poison, double %80, i64 0
  %361 = insertelement <2 x double> %360, double %191, i64 1
  %362 = fmul <2 x double> %359, %361
  %363 = fdiv <2 x double> %362, <double 5.000000e+00, double 5.000000e+00>
  %364 = insertelement <2 x double> poison, double %81, i64 0
  %365 = insertelement <2 x double> %364, double %192, i64 1
  %366 = insertelement <2 x double> poison, double %82, i64 0
  %367 = insertelement <2 x double> %366, double %193, i64 1
  %368 = fmul <2 x double> %365, %367
  %369 = fdiv <2 x double> %368, <double 6.000000e+00, double 6.000000e+00>
  %370 = insertelement <2 x double> poison, double %83, i64 0
  %371 = insertelement <2 x double> %370, double %194, i64 1
  %372 = insertelement <2 x double> poison, double %84, i64 0
  %373 = insertelement <2 x double> %372, double %195, i64 1
  %374 = fmul <2 x double> %371, %373
  %375 = fdiv <2 x double> %374, <double 7.000000e+00, double 7.000000e+00>
  %376 = insertelement <2 x double> poison, double %85, i64 0
  %377 = insertelement <2 x double> %376, double %196, i64 1
  %378 = insertelement <2 x double> poison, double %86, i64 0
  %379 = insertelement <2 x double> %378, double %197, i64 1
  %380 = fmul <2 x double> %377, %379
  %381 = fmul <2 x double> %380, <double 1.250000e-01, double 1.250000e-01>
  %382 = insertelement <2 x double> poison, double %87, i64 0
  %383 = insertelement <2 x double> %382, double %198, i64 1
  %384 = insertelement <2 x double> poison, double %88, i64 0
  %385 = insertelement <2 x double> %384, double %199, i64 1
  %386 = fmul <2 x double> %383, %385
  %387 = fdiv <2 x double> %386, <double 9.000000e+00, double 9.000000e+00>
  %388 = insertelement <2 x double> poison, double %90, i64 0
  %389 = insertelement <2 x double> %388, double %201, i64 1
  %390 = insertelement <2 x double> poison, double %91, i64 0
  %391 = insertelement <2 x double> %390, double %202, i64 1
  %392 = fmul <2 x double> %389, %391
  %393 = fdiv <2 x double> %392, <double 6.000000e+00, double 6.000000e+00>
  %394 = insertelement <2 x double> poison, double %92, i64 0
  %395 = insertelement <2 x double> %394, double %203, i64 1
  %396 = insertelement <2 x double> poison, double %93, i64 0
  %397 = insertelement <2 x double> %396, double %204, i64 1
  %398 = fmul <2 x double> %395, %397
  %399 = fdiv <2 x double> %398, <double 7.000000e+00, double 7.000000e+00>
  %400 = insertelement <2 x double> poison, double %94, i64 0
  %401 = insertelement <2 x double> %400, double %205, i64 1
  %402 = insertelement <2 x double> poison, double %95, i64 0
  %403 = insertelement <2 x double> %402, double %206, i64 1
  %404 = fmul <2 x double> %401, %403
  %405 = fmul <2 x double> %404, <double 1.250000e-01, double 1.250000e-01>
  %406 = fadd <2 x double> %350, %179
  %407 = fadd <2 x double> %406, %351
  %408 = fadd <2 x double> %407, %357
  %409 = fadd <2 x double> %408, %363
  %410 = fadd <2 x double> %409, %369
  %411 = fadd <2 x double> %410, %375
  %412 = fadd <2 x double> %411, %381
  %413 = fadd <2 x double> %412, %387
  %414 = fadd <2 x double> %413, %393
  %415 = fadd <2 x double> %414, %399
  %416 = fadd <2 x double> %415, %405
  %417 = fdiv <2 x double> %221, <double 1.000000e+01, double 1.000000e+01>
  %418 = insertelement <2 x double> poison, double %101, i64 0
  %419 = insertelement <2 x double> %418, double %223, i64 1
  %420 = insertelement <2 x double> poison, double %102, i64 0
  %421 = insertelement <2 x double> %420, double %224, i64 1
  %422 = fmul <2 x double> %419, %421
  %423 = fdiv <2 x double> %422, <double 7.000000e+00, double 7.000000e+00>
  %424 = insertelement <2 x double> poison, double %103, i64 0
  %425 = insertelement <2 x double> %424, double %225, i64 1
  %426 = insertelement <2 x double> poison, double %104, i64 0
  %427 = insertelement <2 x double> %426, double %226, i64 1
  %428 = fmul <2 x double> %425, %427
  %429 = fmul <2 x double> %428, <double 1.250000e-01, double 1.250000e-01>
  %430 = insertelement <2 x double> poison, double %105, i64 0
  %431 = insertelement <2 x double> %430, double %227, i64 1
  %432 = insertelement <2 x double> poison, double %106, i64 0
  %433 = insertelement <2 x double> %432, double %228, i64 1
  %434 = fmul <2 x double> %431, %433
  %435 = fdiv <2 x double> %434, <double 9.000000e+00, double 9.000000e+00>
  %436 = insertelement <2 x double> poison, double %107, i64 0
  %437 = insertelement <2 x double> %436, double %229, i64 1
  %438 = insertelement <2 x double> poison, double %108, i64 0
  %439 = insertelement <2 x double> %438, double %230, i64 1
  %440 = fmul <2 x double> %437, %439
  %441 = fdiv <2 x double> %440, <double 1.000000e+01, double 1.000000e+01>
  %442 = insertelement <2 x double> poison, double %109, i64 0
  %443 = insertelement <2 x double> %442, double %231, i64 1
  %444 = insertelement <2 x double> poison, double %110, i64 0
  %445 = insertelement <2 x double> %444, double %232, i64 1
  %446 = fmul <2 x double> %443, %445
  %447 = fdiv <2 x double> %446, <double 1.100000e+01, double 1.100000e+01>
  %448 = insertelement <2 x double> poison, double %112, i64 0
  %449 = insertelement <2 x double> %448, double %234, i64 1
  %450 = insertelement <2 x double> poison, double %113, i64 0
  %451 = insertelement <2 x double> %450, double %235, i64 1
  %452 = fmul <2 x double> %449, %451
  %453 = fmul <2 x double> %452, <double 1.250000e-01, double 1.250000e-01>
  %454 = insertelement <2 x double> poison, double %114, i64 0
  %455 = insertelement <2 x double> %454, double %236, i64 1
  %456 = insertelement <2 x double> poison, double %115, i64 0
  %457 = insertelement <2 x double> %456, double %237, i64 1
  %458 = fmul <2 x double> %455, %457
  %459 = fdiv <2 x double> %458, <double 9.000000e+00, double 9.000000e+00>
  %460 = insertelement <2 x double> poison, double %116, i64 0
  %461 = insertelement <2 x double> %460, double %238, i64 1
  %462 = insertelement <2 x double> poison, double %117, i64 0
  %463 = insertelement <2 x double> %462, double %239, i64 1
  %464 = fmul <2 x double> %461, %463
  %465 = fdiv <2 x double> %464, <double 1.000000e+01, double 1.000000e+01>
  %466 = insertelement <2 x double> poison, double %118, i64 0
  %467 = insertelement <2 x double> %466, double %240, i64 1
  %468 = insertelement <2 x double> poison, double %119, i64 0
  %469 = insertelement <2 x double> %468, double %241, i64 1
  %470 = fmul <2 x double> %467, %469
  %471 = fdiv <2 x double> %470, <double 1.100000e+01, double 1.100000e+01>
  %472 = insertelement <2 x double> poison, double %120, i64 0
  %473 = insertelement <2 x double> %472, double %242, i64 1
  %474 = insertelement <2 x double> poison, double %121, i64 0
  %475 = insertelement <2 x double> %474, double %243, i64 1
  %476 = fmul <2 x double> %473, %475
  %477 = fdiv <2 x double> %476, <double 1.200000e+01, double 1.200000e+01>
  %478 = fadd <2 x double> %416, %214
  %479 = fadd <2 x double> %478, %417
  %480 = fadd <2 x double> %479, %423
  %481 = fadd <2 x double> %480, %429
  %482 = fadd <2 x double> %481, %435
  %483 = fadd <2 x double> %482, %441
  %484 = fadd <2 x double> %483, %447
  %485 = fadd <2 x double> %484, %453
  %486 = fadd <2 x double> %485, %459
  %487 = fadd <2 x double> %486, %465
  %488 = fadd <2 x double> %487, %471
  %489 = fadd <2 x double> %488, %477
  %490 = shufflevector <2 x double> %489, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %491 = fsub <2 x double> %489, %490
  %492 = extractelement <2 x double> %491, i64 0
  %493 = fsub double %33, %122
  %494 = fdiv double %492, %493
  %495 = tail call double @llvm.fabs.f64(double %494)
  %496 = fcmp ogt double %495, 1.000000e+00
  %497 = select i1 %496, double %495, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %25, ptr %10, align 8, !tbaa !9
  %498 = load volatile double, ptr %10, align 8, !tbaa !9
  %499 = tail call double @llvm.fabs.f64(double %498)
  %500 = fcmp ueq double %499, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %500, label %512, label %501

501:                                              ; preds = %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %494, ptr %9, align 8, !tbaa !9
  %502 = load volatile double, ptr %9, align 8, !tbaa !9
  %503 = tail call double @llvm.fabs.f64(double %502)
  %504 = fcmp ueq double %503, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %504, label %512, label %505

505:                                              ; preds = %501
  %506 = fsub double %25, %494
  %507 = tail call double @llvm.fabs.f64(double %506)
  %508 = fmul double %497, 0x3EB0C6F7A0B5ED8D
  %509 = fcmp ole double %507, %508
  %510 = select i1 %509, ptr @.str.8, ptr @.str.9
  %511 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %20, double noundef %25, double noundef %494, ptr noundef nonnull %510)
  br i1 %509, label %517, label %514

512:                                              ; preds = %501, %17
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %20, double noundef %25, double noundef %494, ptr noundef nonnull @.str.9)
  br label %514

514:                                              ; preds = %512, %505
  %515 = load i32, ptr @n_fail, align 4, !tbaa !5
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr @n_fail, align 4, !tbaa !5
  br label %517

517:                                              ; preds = %505, %514
  %518 = shl nuw nsw i64 %18, 2
  %519 = or disjoint i64 %518, 3
  %520 = trunc nuw nsw i64 %519 to i32
  %521 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triangle, double noundef %20, i32 noundef %520) #10
  %522 = fmul double %33, 1.000000e-02
  %523 = fneg double %33
  br label %524

524:                                              ; preds = %530, %517
  %525 = phi i32 [ 1, %517 ], [ %531, %530 ]
  %526 = phi i32 [ 0, %517 ], [ %528, %530 ]
  %527 = phi double [ 0.000000e+00, %517 ], [ %542, %530 ]
  %528 = add nuw nsw i32 %526, 1
  %529 = uitofp nneg i32 %528 to double
  br label %534

530:                                              ; preds = %534
  %531 = add nuw nsw i32 %525, 1
  %532 = zext nneg i32 %528 to i64
  %533 = icmp eq i64 %519, %532
  br i1 %533, label %545, label %524, !llvm.loop !11

534:                                              ; preds = %534, %524
  %535 = phi i32 [ 0, %524 ], [ %543, %534 ]
  %536 = phi double [ %527, %524 ], [ %542, %534 ]
  %537 = uitofp nneg i32 %535 to double
  %538 = fmul double %523, %537
  %539 = tail call double @exp(double noundef %538) #10
  %540 = fdiv double %539, %529
  %541 = tail call double @llvm.fmuladd.f64(double %522, double %536, double %540)
  %542 = fadd double %536, %541
  %543 = add nuw nsw i32 %535, 1
  %544 = icmp eq i32 %543, %525
  br i1 %544, label %530, label %534, !llvm.loop !13

545:                                              ; preds = %530
  %546 = fmul double %122, 1.000000e-02
  %547 = fneg double %122
  br label %548

548:                                              ; preds = %554, %545
  %549 = phi i32 [ 1, %545 ], [ %555, %554 ]
  %550 = phi i32 [ 0, %545 ], [ %552, %554 ]
  %551 = phi double [ 0.000000e+00, %545 ], [ %566, %554 ]
  %552 = add nuw nsw i32 %550, 1
  %553 = uitofp nneg i32 %552 to double
  br label %558

554:                                              ; preds = %558
  %555 = add nuw nsw i32 %549, 1
  %556 = zext nneg i32 %552 to i64
  %557 = icmp eq i64 %519, %556
  br i1 %557, label %569, label %548, !llvm.loop !11

558:                                              ; preds = %558, %548
  %559 = phi i32 [ 0, %548 ], [ %567, %558 ]
  %560 = phi double [ %551, %548 ], [ %566, %558 ]
  %561 = uitofp nneg i32 %559 to double
  %562 = fmul double %547, %561
  %563 = tail call double @exp(double noundef %562) #10
  %564 = fdiv double %563, %553
  %565 = tail call double @llvm.fmuladd.f64(double %546, double %560, double %564)
  %566 = fadd double %560, %565
  %567 = add nuw nsw i32 %559, 1
  %568 = icmp eq i32 %567, %549
  br i1 %568, label %554, label %558, !llvm.loop !13

569:                                              ; preds = %554
  %570 = fsub double %542, %566
  %571 = fmul double %24, 2.000000e+00
  %572 = fdiv double %570, %571
  %573 = tail call double @llvm.fabs.f64(double %572)
  %574 = fcmp ogt double %573, 1.000000e+00
  %575 = select i1 %574, double %573, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %521, ptr %8, align 8, !tbaa !9
  %576 = load volatile double, ptr %8, align 8, !tbaa !9
  %577 = tail call double @llvm.fabs.f64(double %576)
  %578 = fcmp ueq double %577, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %578, label %590, label %579

579:                                              ; preds = %569
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %572, ptr %7, align 8, !tbaa !9
  %580 = load volatile double, ptr %7, align 8, !tbaa !9
  %581 = tail call double @llvm.fabs.f64(double %580)
  %582 = fcmp ueq double %581, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %582, label %590, label %583

583:                                              ; preds = %579
  %584 = fsub double %521, %572
  %585 = tail call double @llvm.fabs.f64(double %584)
  %586 = fmul double %575, 0x3EB0C6F7A0B5ED8D
  %587 = fcmp ole double %585, %586
  %588 = select i1 %587, ptr @.str.8, ptr @.str.9
  %589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %20, double noundef %521, double noundef %572, ptr noundef nonnull %588)
  br i1 %587, label %595, label %592

590:                                              ; preds = %579, %569
  %591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %20, double noundef %521, double noundef %572, ptr noundef nonnull @.str.9)
  br label %592

592:                                              ; preds = %590, %583
  %593 = load i32, ptr @n_fail, align 4, !tbaa !5
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr @n_fail, align 4, !tbaa !5
  br label %595

595:                                              ; preds = %583, %592
  %596 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %597 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @three_level, double noundef %20, i32 noundef %596, i32 noundef %520) #10
  br label %598

598:                                              ; preds = %595, %610
  %599 = phi i2 [ %612, %610 ], [ 0, %595 ]
  %600 = phi double [ %611, %610 ], [ 1.000000e+00, %595 ]
  %601 = phi i32 [ %602, %610 ], [ 0, %595 ]
  %602 = add nuw nsw i32 %601, 1
  %603 = uitofp nneg i32 %602 to double
  %604 = fdiv double %33, %603
  %605 = fadd double %604, 0.000000e+00
  %606 = tail call double @sin(double noundef %605) #10
  %607 = tail call double @llvm.fmuladd.f64(double %606, double 1.000000e-01, double 1.000000e+00)
  %608 = fmul double %600, %607
  %609 = icmp eq i2 %599, 0
  br i1 %609, label %610, label %615, !llvm.loop !14

610:                                              ; preds = %645, %628, %615, %598
  %611 = phi double [ %608, %598 ], [ %626, %615 ], [ %643, %628 ], [ %664, %645 ]
  %612 = add i2 %599, -1
  %613 = zext nneg i32 %602 to i64
  %614 = icmp eq i64 %519, %613
  br i1 %614, label %665, label %598, !llvm.loop !15

615:                                              ; preds = %598
  %616 = add nuw nsw i32 %601, 2
  %617 = uitofp nneg i32 %616 to double
  %618 = fdiv double %33, %617
  %619 = fadd double %618, 0.000000e+00
  %620 = add nuw i32 %601, 3
  %621 = uitofp i32 %620 to double
  %622 = fdiv double %33, %621
  %623 = fadd double %619, %622
  %624 = tail call double @sin(double noundef %623) #10
  %625 = tail call double @llvm.fmuladd.f64(double %624, double 1.000000e-01, double 1.000000e+00)
  %626 = fmul double %608, %625
  %627 = icmp eq i2 %599, 1
  br i1 %627, label %610, label %628, !llvm.loop !14

628:                                              ; preds = %615
  %629 = add nuw nsw i32 %601, 3
  %630 = uitofp nneg i32 %629 to double
  %631 = fdiv double %33, %630
  %632 = fadd double %631, 0.000000e+00
  %633 = add nuw i32 %601, 4
  %634 = uitofp i32 %633 to double
  %635 = fdiv double %33, %634
  %636 = fadd double %632, %635
  %637 = add nuw i32 %601, 5
  %638 = uitofp i32 %637 to double
  %639 = fdiv double %33, %638
  %640 = fadd double %636, %639
  %641 = tail call double @sin(double noundef %640) #10
  %642 = tail call double @llvm.fmuladd.f64(double %641, double 1.000000e-01, double 1.000000e+00)
  %643 = fmul double %626, %642
  %644 = icmp eq i2 %599, -2
  br i1 %644, label %610, label %645, !llvm.loop !14

645:                                              ; preds = %628
  %646 = add nuw nsw i32 %601, 4
  %647 = uitofp nneg i32 %646 to double
  %648 = fdiv double %33, %647
  %649 = fadd double %648, 0.000000e+00
  %650 = add nuw i32 %601, 5
  %651 = uitofp i32 %650 to double
  %652 = fdiv double %33, %651
  %653 = fadd double %649, %652
  %654 = add nuw i32 %601, 6
  %655 = uitofp i32 %654 to double
  %656 = fdiv double %33, %655
  %657 = fadd double %653, %656
  %658 = add nuw i32 %601, 7
  %659 = uitofp i32 %658 to double
  %660 = fdiv double %33, %659
  %661 = fadd double %657, %660
  %662 = tail call double @sin(double noundef %661) #10
  %663 = tail call double @llvm.fmuladd.f64(double %662, double 1.000000e-01, double 1.000000e+00)
  %664 = fmul double %643, %663
  br label %610

665:                                              ; preds = %610, %677
  %666 = phi i2 [ %679, %677 ], [ 0, %610 ]
  %667 = phi double [ %678, %677 ], [ 1.000000e+00, %610 ]
  %668 = phi i32 [ %669, %677 ], [ 0, %610 ]
  %669 = add nuw nsw i32 %668, 1
  %670 = uitofp nneg i32 %669 to double
  %671 = fdiv double %122, %670
  %672 = fadd double %671, 0.000000e+00
  %673 = tail call double @sin(double noundef %672) #10
  %674 = tail call double @llvm.fmuladd.f64(double %673, double 1.000000e-01, double 1.000000e+00)
  %675 = fmul double %667, %674
  %676 = icmp eq i2 %666, 0
  br i1 %676, label %677, label %682, !llvm.loop !14

677:                                              ; preds = %712, %695, %682, %665
  %678 = phi double [ %675, %665 ], [ %693, %682 ], [ %710, %695 ], [ %731, %712 ]
  %679 = add i2 %666, -1
  %680 = zext nneg i32 %669 to i64
  %681 = icmp eq i64 %519, %680
  br i1 %681, label %732, label %665, !llvm.loop !15

682:                                              ; preds = %665
  %683 = add nuw nsw i32 %668, 2
  %684 = uitofp nneg i32 %683 to double
  %685 = fdiv double %122, %684
  %686 = fadd double %685, 0.000000e+00
  %687 = add nuw i32 %668, 3
  %688 = uitofp i32 %687 to double
  %689 = fdiv double %122, %688
  %690 = fadd double %686, %689
  %691 = tail call double @sin(double noundef %690) #10
  %692 = tail call double @llvm.fmuladd.f64(double %691, double 1.000000e-01, double 1.000000e+00)
  %693 = fmul double %675, %692
  %694 = icmp eq i2 %666, 1
  br i1 %694, label %677, label %695, !llvm.loop !14

695:                                              ; preds = %682
  %696 = add nuw nsw i32 %668, 3
  %697 = uitofp nneg i32 %696 to double
  %698 = fdiv double %122, %697
  %699 = fadd double %698, 0.000000e+00
  %700 = add nuw i32 %668, 4
  %701 = uitofp i32 %700 to double
  %702 = fdiv double %122, %701
  %703 = fadd double %699, %702
  %704 = add nuw i32 %668, 5
  %705 = uitofp i32 %704 to double
  %706 = fdiv double %122, %705
  %707 = fadd double %703, %706
  %708 = tail call double @sin(double noundef %707) #10
  %709 = tail call double @llvm.fmuladd.f64(double %708, double 1.000000e-01, double 1.000000e+00)
  %710 = fmul double %693, %709
  %711 = icmp eq i2 %666, -2
  br i1 %711, label %677, label %712, !llvm.loop !14

712:                                              ; preds = %695
  %713 = add nuw nsw i32 %668, 4
  %714 = uitofp nneg i32 %713 to double
  %715 = fdiv double %122, %714
  %716 = fadd double %715, 0.000000e+00
  %717 = add nuw i32 %668, 5
  %718 = uitofp i32 %717 to double
  %719 = fdiv double %122, %718
  %720 = fadd double %716, %719
  %721 = add nuw i32 %668, 6
  %722 = uitofp i32 %721 to double
  %723 = fdiv double %122, %722
  %724 = fadd double %720, %723
  %725 = add nuw i32 %668, 7
  %726 = uitofp i32 %725 to double
  %727 = fdiv double %122, %726
  %728 = fadd double %724, %727
  %729 = tail call double @sin(double noundef %728) #10
  %730 = tail call double @llvm.fmuladd.f64(double %729, double 1.000000e-01, double 1.000000e+00)
  %731 = fmul double %710, %730
  br label %677

732:                                              ; preds = %677
  %733 = fsub double %611, %678
  %734 = fdiv double %733, %571
  %735 = tail call double @llvm.fabs.f64(double %734)
  %736 = fcmp ogt double %735, 1.000000e+00
  %737 = select i1 %736, double %735, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %597, ptr %6, align 8, !tbaa !9
  %738 = load volatile double, ptr %6, align 8, !tbaa !9
  %739 = tail call double @llvm.fabs.f64(double %738)
  %740 = fcmp ueq double %739, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %740, label %752, label %741

741:                                              ; preds = %732
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %734, ptr %5, align 8, !tbaa !9
  %742 = load volatile double, ptr %5, align 8, !tbaa !9
  %743 = tail call double @llvm.fabs.f64(double %742)
  %744 = fcmp ueq double %743, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %744, label %752, label %745

745:                                              ; preds = %741
  %746 = fsub double %597, %734
  %747 = tail call double @llvm.fabs.f64(double %746)
  %748 = fmul double %737, 0x3EB0C6F7A0B5ED8D
  %749 = fcmp ole double %747, %748
  %750 = select i1 %749, ptr @.str.8, ptr @.str.9
  %751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %20, double noundef %597, double noundef %734, ptr noundef nonnull %750)
  br i1 %749, label %757, label %754

752:                                              ; preds = %741, %732
  %753 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %20, double noundef %597, double noundef %734, ptr noundef nonnull @.str.9)
  br label %754

754:                                              ; preds = %752, %745
  %755 = load i32, ptr @n_fail, align 4, !tbaa !5
  %756 = add nsw i32 %755, 1
  store i32 %756, ptr @n_fail, align 4, !tbaa !5
  br label %757

757:                                              ; preds = %745, %754
  %758 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @data_nest, double noundef %20) #10
  %759 = tail call double @llvm.fabs.f64(double %33)
  %760 = fmul double %759, 3.000000e+00
  %761 = fptosi double %760 to i32
  %762 = icmp slt i32 %761, -1
  br i1 %762, label %790, label %763

763:                                              ; preds = %757
  %764 = add i32 %761, 2
  %765 = fmul <2 x double> %32, %32
  %766 = extractelement <2 x double> %765, i64 0
  %767 = mul nsw i32 %764, %764
  %768 = uitofp nneg i32 %767 to double
  %769 = tail call i32 @llvm.smax.i32(i32 %764, i32 1)
  br label %770

770:                                              ; preds = %775, %763
  %771 = phi i32 [ 1, %763 ], [ %779, %775 ]
  %772 = phi double [ 0.000000e+00, %763 ], [ %778, %775 ]
  %773 = shl nuw nsw i32 %771, 1
  %774 = uitofp nneg i32 %771 to double
  br label %781

775:                                              ; preds = %781
  %776 = fmul double %787, %787
  %777 = fdiv double %776, %768
  %778 = fadd double %772, %777
  %779 = add nuw i32 %771, 1
  %780 = icmp eq i32 %771, %769
  br i1 %780, label %790, label %770, !llvm.loop !16

781:                                              ; preds = %781, %770
  %782 = phi i32 [ %771, %770 ], [ %788, %781 ]
  %783 = phi double [ 0.000000e+00, %770 ], [ %787, %781 ]
  %784 = uitofp nneg i32 %782 to double
  %785 = fdiv double %766, %784
  %786 = tail call double @llvm.fmuladd.f64(double %523, double %774, double %785)
  %787 = fadd double %783, %786
  %788 = add nuw nsw i32 %782, 1
  %789 = icmp ult i32 %788, %773
  br i1 %789, label %781, label %775, !llvm.loop !17

790:                                              ; preds = %775, %757
  %791 = phi double [ 0.000000e+00, %757 ], [ %778, %775 ]
  %792 = tail call double @llvm.fabs.f64(double %122)
  %793 = fmul double %792, 3.000000e+00
  %794 = fptosi double %793 to i32
  %795 = icmp slt i32 %794, -1
  br i1 %795, label %822, label %796

796:                                              ; preds = %790
  %797 = add i32 %794, 2
  %798 = fmul double %122, %122
  %799 = mul nsw i32 %797, %797
  %800 = uitofp nneg i32 %799 to double
  %801 = tail call i32 @llvm.smax.i32(i32 %797, i32 1)
  br label %802

802:                                              ; preds = %807, %796
  %803 = phi i32 [ 1, %796 ], [ %811, %807 ]
  %804 = phi double [ 0.000000e+00, %796 ], [ %810, %807 ]
  %805 = shl nuw nsw i32 %803, 1
  %806 = uitofp nneg i32 %803 to double
  br label %813

807:                                              ; preds = %813
  %808 = fmul double %819, %819
  %809 = fdiv double %808, %800
  %810 = fadd double %804, %809
  %811 = add nuw i32 %803, 1
  %812 = icmp eq i32 %803, %801
  br i1 %812, label %822, label %802, !llvm.loop !16

813:                                              ; preds = %813, %802
  %814 = phi i32 [ %803, %802 ], [ %820, %813 ]
  %815 = phi double [ 0.000000e+00, %802 ], [ %819, %813 ]
  %816 = uitofp nneg i32 %814 to double
  %817 = fdiv double %798, %816
  %818 = tail call double @llvm.fmuladd.f64(double %547, double %806, double %817)
  %819 = fadd double %815, %818
  %820 = add nuw nsw i32 %814, 1
  %821 = icmp ult i32 %820, %805
  br i1 %821, label %813, label %807, !llvm.loop !17

822:                                              ; preds = %807, %790
  %823 = phi double [ 0.000000e+00, %790 ], [ %810, %807 ]
  %824 = fsub double %791, %823
  %825 = fdiv double %824, %493
  %826 = tail call double @llvm.fabs.f64(double %825)
  %827 = fcmp ogt double %826, 1.000000e+00
  %828 = select i1 %827, double %826, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %758, ptr %4, align 8, !tbaa !9
  %829 = load volatile double, ptr %4, align 8, !tbaa !9
  %830 = tail call double @llvm.fabs.f64(double %829)
  %831 = fcmp ueq double %830, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %831, label %843, label %832

832:                                              ; preds = %822
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %825, ptr %3, align 8, !tbaa !9
  %833 = load volatile double, ptr %3, align 8, !tbaa !9
  %834 = tail call double @llvm.fabs.f64(double %833)
  %835 = fcmp ueq double %834, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %835, label %843, label %836

836:                                              ; preds = %832
  %837 = fsub double %758, %825
  %838 = tail call double @llvm.fabs.f64(double %837)
  %839 = fmul double %828, 0x3EB0C6F7A0B5ED8D
  %840 = fcmp ole double %838, %839
  %841 = select i1 %840, ptr @.str.8, ptr @.str.9
  %842 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %20, double noundef %758, double noundef %825, ptr noundef nonnull %841)
  br i1 %840, label %848, label %845

843:                                              ; preds = %832, %822
  %844 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %20, double noundef %758, double noundef %825, ptr noundef nonnull @.str.9)
  br label %845

845:                                              ; preds = %843, %836
  %846 = load i32, ptr @n_fail, align 4, !tbaa !5
  %847 = add nsw i32 %846, 1
  store i32 %847, ptr @n_fail, align 4, !tbaa !5
  br label %848

848:                                              ; preds = %836, %845
  %849 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_array, double noundef %20) #10
  %850 = fadd <2 x double> %32, <double 2.000000e+00, double 2.000000e+00>
  %851 = fmul <2 x double> %32, <double 5.000000e-01, double 5.000000e-01>
  %852 = fdiv <2 x double> %32, <double 3.000000e+00, double 3.000000e+00>
  %853 = fmul <2 x double> %32, <double 2.500000e-01, double 2.500000e-01>
  %854 = fdiv <2 x double> %32, <double 5.000000e+00, double 5.000000e+00>
  %855 = fdiv <2 x double> %32, <double 6.000000e+00, double 6.000000e+00>
  %856 = fdiv <2 x double> %32, <double 7.000000e+00, double 7.000000e+00>
  %857 = fmul <2 x double> %32, <double 1.250000e-01, double 1.250000e-01>
  %858 = fdiv <2 x double> %32, <double 9.000000e+00, double 9.000000e+00>
  %859 = fdiv <2 x double> %32, <double 1.000000e+01, double 1.000000e+01>
  %860 = fmul <2 x double> %850, %850
  %861 = fmul <2 x double> %854, %854
  %862 = fmul <2 x double> %855, %855
  %863 = fmul <2 x double> %851, %851
  %864 = fmul <2 x double> %852, %852
  %865 = fmul <2 x double> %853, %853
  %866 = fadd <2 x double> %863, %860
  %867 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %860, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %866)
  %868 = fadd <2 x double> %864, %867
  %869 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %865, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %868)
  %870 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %860, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %869)
  %871 = fadd <2 x double> %865, %870
  %872 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %861, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %871)
  %873 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %862, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %872)
  %874 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %860, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %873)
  %875 = fadd <2 x double> %861, %874
  %876 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %862, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %875)
  %877 = fmul <2 x double> %856, %856
  %878 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %877, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %876)
  %879 = fmul <2 x double> %857, %857
  %880 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %879, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %878)
  %881 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %860, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %880)
  %882 = fadd <2 x double> %862, %881
  %883 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %877, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %882)
  %884 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %879, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %883)
  %885 = fmul <2 x double> %858, %858
  %886 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %885, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %884)
  %887 = fmul <2 x double> %859, %859
  %888 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %887, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %886)
  %889 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %860, <2 x double> <double 6.000000e+00, double 6.000000e+00>, <2 x double> %888)
  %890 = shufflevector <2 x double> %889, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %891 = fsub <2 x double> %889, %890
  %892 = extractelement <2 x double> %891, i64 0
  %893 = fdiv double %892, %493
  %894 = tail call double @llvm.fabs.f64(double %893)
  %895 = fcmp ogt double %894, 1.000000e+00
  %896 = select i1 %895, double %894, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %849, ptr %2, align 8, !tbaa !9
  %897 = load volatile double, ptr %2, align 8, !tbaa !9
  %898 = tail call double @llvm.fabs.f64(double %897)
  %899 = fcmp ueq double %898, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %899, label %911, label %900

900:                                              ; preds = %848
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %893, ptr %1, align 8, !tbaa !9
  %901 = load volatile double, ptr %1, align 8, !tbaa !9
  %902 = tail call double @llvm.fabs.f64(double %901)
  %903 = fcmp ueq double %902, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %903, label %911, label %904

904:                                              ; preds = %900
  %905 = fsub double %849, %893
  %906 = tail call double @llvm.fabs.f64(double %905)
  %907 = fmul double %896, 0x3EB0C6F7A0B5ED8D
  %908 = fcmp ole double %906, %907
  %909 = select i1 %908, ptr @.str.8, ptr @.str.9
  %910 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %20, double noundef %849, double noundef %893, ptr noundef nonnull %909)
  br i1 %908, label %916, label %913

911:                                              ; preds = %900, %848
  %912 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %20, double noundef %849, double noundef %893, ptr noundef nonnull @.str.9)
  br label %913

913:                                              ; preds = %911, %904
  %914 = load i32, ptr @n_fail, align 4, !tbaa !5
  %915 = add nsw i32 %914, 1
  store i32 %915, ptr @n_fail, align 4, !tbaa !5
  br label %916

916:                                              ; preds = %904, %913
  %917 = add nuw nsw i64 %18, 1
  %918 = icmp eq i64 %917, 4
  br i1 %918, label %11, label %17, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @fixed_nest(double noundef %0) #4 {
  %2 = fmul double %0, 0.000000e+00
  %3 = fmul double %0, 2.000000e+00
  %4 = fmul double %0, 3.000000e+00
  %5 = fmul double %0, 4.000000e+00
  br label %6

6:                                                ; preds = %1, %6
  %7 = phi i32 [ 0, %1 ], [ %52, %6 ]
  %8 = phi double [ 0.000000e+00, %1 ], [ %51, %6 ]
  %9 = insertelement <2 x i32> poison, i32 %7, i64 0
  %10 = shufflevector <2 x i32> %9, <2 x i32> poison, <2 x i32> zeroinitializer
  %11 = add nuw nsw <2 x i32> %10, <i32 1, i32 2>
  %12 = uitofp <2 x i32> %11 to <2 x double>
  %13 = extractelement <2 x double> %12, i64 0
  %14 = fmul double %13, %0
  %15 = tail call double @sin(double noundef %14) #10
  %16 = tail call double @cos(double noundef %2) #10
  %17 = tail call double @sin(double noundef %14) #10
  %18 = tail call double @cos(double noundef %0) #10
  %19 = insertelement <2 x double> poison, double %15, i64 0
  %20 = insertelement <2 x double> %19, double %17, i64 1
  %21 = insertelement <2 x double> poison, double %16, i64 0
  %22 = insertelement <2 x double> %21, double %18, i64 1
  %23 = fmul <2 x double> %20, %22
  %24 = fdiv <2 x double> %23, %12
  %25 = extractelement <2 x double> %24, i64 0
  %26 = fadd double %8, %25
  %27 = extractelement <2 x double> %24, i64 1
  %28 = fadd double %26, %27
  %29 = tail call double @sin(double noundef %14) #10
  %30 = tail call double @cos(double noundef %3) #10
  %31 = add nuw nsw <2 x i32> %10, <i32 3, i32 4>
  %32 = tail call double @sin(double noundef %14) #10
  %33 = tail call double @cos(double noundef %4) #10
  %34 = insertelement <2 x double> poison, double %29, i64 0
  %35 = insertelement <2 x double> %34, double %32, i64 1
  %36 = insertelement <2 x double> poison, double %30, i64 0
  %37 = insertelement <2 x double> %36, double %33, i64 1
  %38 = fmul <2 x double> %35, %37
  %39 = uitofp <2 x i32> %31 to <2 x double>
  %40 = fdiv <2 x double> %38, %39
  %41 = extractelement <2 x double> %40, i64 0
  %42 = fadd double %28, %41
  %43 = extractelement <2 x double> %40, i64 1
  %44 = fadd double %42, %43
  %45 = tail call double @sin(double noundef %14) #10
  %46 = tail call double @cos(double noundef %5) #10
  %47 = fmul double %45, %46
  %48 = add nuw nsw i32 %7, 5
  %49 = uitofp nneg i32 %48 to double
  %50 = fdiv double %47, %49
  %51 = fadd double %44, %50
  %52 = extractelement <2 x i32> %11, i64 0
  %53 = icmp eq i32 %52, 8
  br i1 %53, label %54, label %6, !llvm.loop !19

54:                                               ; preds = %6
  ret double %51
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @triangle(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %13

4:                                                ; preds = %2
  %5 = fmul double %0, 1.000000e-02
  %6 = fneg double %0
  br label %7

7:                                                ; preds = %4, %15
  %8 = phi i32 [ 1, %4 ], [ %16, %15 ]
  %9 = phi i32 [ 0, %4 ], [ %11, %15 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %26, %15 ]
  %11 = add nuw nsw i32 %9, 1
  %12 = uitofp nneg i32 %11 to double
  br label %18

13:                                               ; preds = %15, %2
  %14 = phi double [ 0.000000e+00, %2 ], [ %26, %15 ]
  ret double %14

15:                                               ; preds = %18
  %16 = add nuw i32 %8, 1
  %17 = icmp eq i32 %11, %1
  br i1 %17, label %13, label %7, !llvm.loop !11

18:                                               ; preds = %7, %18
  %19 = phi i32 [ 0, %7 ], [ %27, %18 ]
  %20 = phi double [ %10, %7 ], [ %26, %18 ]
  %21 = uitofp nneg i32 %19 to double
  %22 = fmul double %6, %21
  %23 = tail call double @exp(double noundef %22) #10
  %24 = fdiv double %23, %12
  %25 = tail call double @llvm.fmuladd.f64(double %5, double %20, double %24)
  %26 = fadd double %20, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = icmp eq i32 %27, %8
  br i1 %28, label %15, label %18, !llvm.loop !13
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @three_level(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %18, %2
  %5 = phi double [ 1.000000e+00, %2 ], [ %19, %18 ]
  ret double %5

6:                                                ; preds = %2, %18
  %7 = phi i2 [ %20, %18 ], [ 0, %2 ]
  %8 = phi double [ %19, %18 ], [ 1.000000e+00, %2 ]
  %9 = phi i32 [ %10, %18 ], [ 0, %2 ]
  %10 = add nuw nsw i32 %9, 1
  %11 = uitofp nneg i32 %10 to double
  %12 = fdiv double %0, %11
  %13 = fadd double %12, 0.000000e+00
  %14 = tail call double @sin(double noundef %13) #10
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 1.000000e-01, double 1.000000e+00)
  %16 = fmul double %8, %15
  %17 = icmp eq i2 %7, 0
  br i1 %17, label %18, label %22, !llvm.loop !14

18:                                               ; preds = %49, %34, %22, %6
  %19 = phi double [ %16, %6 ], [ %32, %22 ], [ %47, %34 ], [ %65, %49 ]
  %20 = add i2 %7, -1
  %21 = icmp eq i32 %10, %1
  br i1 %21, label %4, label %6, !llvm.loop !15

22:                                               ; preds = %6
  %23 = add nuw i32 %9, 2
  %24 = uitofp i32 %23 to double
  %25 = fdiv double %0, %24
  %26 = fadd double %25, 0.000000e+00
  %27 = fadd double %24, 1.000000e+00
  %28 = fdiv double %0, %27
  %29 = fadd double %26, %28
  %30 = tail call double @sin(double noundef %29) #10
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 1.000000e-01, double 1.000000e+00)
  %32 = fmul double %16, %31
  %33 = icmp eq i2 %7, 1
  br i1 %33, label %18, label %34, !llvm.loop !14

34:                                               ; preds = %22
  %35 = add nuw i32 %9, 3
  %36 = uitofp i32 %35 to double
  %37 = fdiv double %0, %36
  %38 = fadd double %37, 0.000000e+00
  %39 = fadd double %36, 1.000000e+00
  %40 = fdiv double %0, %39
  %41 = fadd double %38, %40
  %42 = fadd double %36, 2.000000e+00
  %43 = fdiv double %0, %42
  %44 = fadd double %41, %43
  %45 = tail call double @sin(double noundef %44) #10
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double 1.000000e+00)
  %47 = fmul double %32, %46
  %48 = icmp eq i2 %7, -2
  br i1 %48, label %18, label %49, !llvm.loop !14

49:                                               ; preds = %34
  %50 = add nuw i32 %9, 4
  %51 = uitofp i32 %50 to double
  %52 = fdiv double %0, %51
  %53 = fadd double %52, 0.000000e+00
  %54 = fadd double %51, 1.000000e+00
  %55 = fdiv double %0, %54
  %56 = fadd double %53, %55
  %57 = fadd double %51, 2.000000e+00
  %58 = fdiv double %0, %57
  %59 = fadd double %56, %58
  %60 = fadd double %51, 3.000000e+00
  %61 = fdiv double %0, %60
  %62 = fadd double %59, %61
  %63 = tail call double @sin(double noundef %62) #10
  %64 = tail call double @llvm.fmuladd.f64(double %63, double 1.000000e-01, double 1.000000e+00)
  %65 = fmul double %47, %64
  br label %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @data_nest(double noundef %0) #5 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fmul double %2, 3.000000e+00
  %4 = fptosi double %3 to i32
  %5 = icmp slt i32 %4, -1
  br i1 %5, label %18, label %6

6:                                                ; preds = %1
  %7 = add i32 %4, 2
  %8 = fmul double %0, %0
  %9 = fneg double %0
  %10 = mul nsw i32 %7, %7
  %11 = uitofp nneg i32 %10 to double
  %12 = tail call i32 @llvm.smax.i32(i32 %7, i32 1)
  br label %13

13:                                               ; preds = %20, %6
  %14 = phi i32 [ 1, %6 ], [ %24, %20 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %23, %20 ]
  %16 = shl nuw nsw i32 %14, 1
  %17 = uitofp nneg i32 %14 to double
  br label %26

18:                                               ; preds = %20, %1
  %19 = phi double [ 0.000000e+00, %1 ], [ %23, %20 ]
  ret double %19

20:                                               ; preds = %26
  %21 = fmul double %32, %32
  %22 = fdiv double %21, %11
  %23 = fadd double %15, %22
  %24 = add nuw i32 %14, 1
  %25 = icmp eq i32 %14, %12
  br i1 %25, label %18, label %13, !llvm.loop !16

26:                                               ; preds = %13, %26
  %27 = phi i32 [ %14, %13 ], [ %33, %26 ]
  %28 = phi double [ 0.000000e+00, %13 ], [ %32, %26 ]
  %29 = uitofp nneg i32 %27 to double
  %30 = fdiv double %8, %29
  %31 = tail call double @llvm.fmuladd.f64(double %9, double %17, double %30)
  %32 = fadd double %28, %31
  %33 = add nuw nsw i32 %27, 1
  %34 = icmp ult i32 %33, %16
  br i1 %34, label %26, label %20, !llvm.loop !17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @local_array(double noundef %0) #6 {
  %2 = fadd double %0, 2.000000e+00
  %3 = fmul double %0, 5.000000e-01
  %4 = fdiv double %0, 3.000000e+00
  %5 = fmul double %0, 2.500000e-01
  %6 = fdiv double %0, 5.000000e+00
  %7 = fdiv double %0, 6.000000e+00
  %8 = fdiv double %0, 7.000000e+00
  %9 = fmul double %0, 1.250000e-01
  %10 = fdiv double %0, 9.000000e+00
  %11 = fdiv double %0, 1.000000e+01
  %12 = fmul double %2, %2
  %13 = fmul double %3, %3
  %14 = fadd double %13, %12
  %15 = tail call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %14)
  %16 = fmul double %4, %4
  %17 = fadd double %16, %15
  %18 = fmul double %5, %5
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 2.000000e+00, double %17)
  %20 = tail call double @llvm.fmuladd.f64(double %12, double 3.000000e+00, double %19)
  %21 = fadd double %18, %20
  %22 = fmul double %6, %6
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 2.000000e+00, double %21)
  %24 = fmul double %7, %7
  %25 = tail call double @llvm.fmuladd.f64(double %24, double 3.000000e+00, double %23)
  %26 = tail call double @llvm.fmuladd.f64(double %12, double 4.000000e+00, double %25)
  %27 = fadd double %22, %26
  %28 = tail call double @llvm.fmuladd.f64(double %24, double 2.000000e+00, double %27)
  %29 = fmul double %8, %8
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 3.000000e+00, double %28)
  %31 = fmul double %9, %9
  %32 = tail call double @llvm.fmuladd.f64(double %31, double 4.000000e+00, double %30)
  %33 = tail call double @llvm.fmuladd.f64(double %12, double 5.000000e+00, double %32)
  %34 = fadd double %24, %33
  %35 = tail call double @llvm.fmuladd.f64(double %29, double 2.000000e+00, double %34)
  %36 = tail call double @llvm.fmuladd.f64(double %31, double 3.000000e+00, double %35)
  %37 = fmul double %10, %10
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 4.000000e+00, double %36)
  %39 = fmul double %11, %11
  %40 = tail call double @llvm.fmuladd.f64(double %39, double 5.000000e+00, double %38)
  %41 = tail call double @llvm.fmuladd.f64(double %12, double 6.000000e+00, double %40)
  ret double %41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
