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
  br label %7

1:                                                ; preds = %856
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %856
  %8 = phi i64 [ 0, %0 ], [ %857, %856 ]
  %9 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fcmp ogt double %11, 1.000000e+00
  %13 = select i1 %12, double %11, double 1.000000e+00
  %14 = fmul double %13, 0x3EB0C6F7A0B5ED8D
  %15 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_nest, double noundef %10) #9
  %16 = insertelement <2 x double> poison, double %10, i64 0
  %17 = insertelement <2 x double> poison, double %10, i64 0
  %18 = insertelement <2 x double> poison, double %14, i64 0
  %19 = insertelement <2 x double> poison, double %14, i64 0
  %20 = fadd <2 x double> %17, %19
  %21 = fsub <2 x double> %16, %18
  %22 = shufflevector <2 x double> %20, <2 x double> %21, <2 x i32> <i32 0, i32 2>
  %23 = extractelement <2 x double> %20, i64 0
  %24 = fmul double %23, 0.000000e+00
  %25 = fmul double %23, 2.000000e+00
  %26 = fmul double %23, 3.000000e+00
  %27 = fmul double %23, 4.000000e+00
  %28 = tail call double @sin(double noundef %23) #9
  %29 = tail call double @cos(double noundef %24) #9
  %30 = tail call double @sin(double noundef %23) #9
  %31 = tail call double @cos(double noundef %23) #9
  %32 = tail call double @sin(double noundef %23) #9
  %33 = tail call double @cos(double noundef %25) #9
  %34 = tail call double @sin(double noundef %23) #9
  %35 = tail call double @cos(double noundef %26) #9
  %36 = tail call double @sin(double noundef %23) #9
  %37 = tail call double @cos(double noundef %27) #9
  %38 = tail call double @sin(double noundef %25) #9
  %39 = tail call double @cos(double noundef %24) #9
  %40 = tail call double @sin(double noundef %25) #9
  %41 = tail call double @cos(double noundef %23) #9
  %42 = tail call double @sin(double noundef %25) #9
  %43 = tail call double @cos(double noundef %25) #9
  %44 = tail call double @sin(double noundef %25) #9
  %45 = tail call double @cos(double noundef %26) #9
  %46 = tail call double @sin(double noundef %25) #9
  %47 = tail call double @cos(double noundef %27) #9
  %48 = tail call double @sin(double noundef %26) #9
  %49 = tail call double @cos(double noundef %24) #9
  %50 = tail call double @sin(double noundef %26) #9
  %51 = tail call double @cos(double noundef %23) #9
  %52 = tail call double @sin(double noundef %26) #9
  %53 = tail call double @cos(double noundef %25) #9
  %54 = tail call double @sin(double noundef %26) #9
  %55 = tail call double @cos(double noundef %26) #9
  %56 = tail call double @sin(double noundef %26) #9
  %57 = tail call double @cos(double noundef %27) #9
  %58 = tail call double @sin(double noundef %27) #9
  %59 = tail call double @cos(double noundef %24) #9
  %60 = tail call double @sin(double noundef %27) #9
  %61 = tail call double @cos(double noundef %23) #9
  %62 = tail call double @sin(double noundef %27) #9
  %63 = tail call double @cos(double noundef %25) #9
  %64 = tail call double @sin(double noundef %27) #9
  %65 = tail call double @cos(double noundef %26) #9
  %66 = tail call double @sin(double noundef %27) #9
  %67 = tail call double @cos(double noundef %27) #9
  %68 = fmul double %23, 5.000000e+00
  %69 = tail call double @sin(double noundef %68) #9
  %70 = tail call double @cos(double noundef %24) #9
  %71 = tail call double @sin(double noundef %68) #9
  %72 = tail call double @cos(double noundef %23) #9
  %73 = tail call double @sin(double noundef %68) #9
  %74 = tail call double @cos(double noundef %25) #9
  %75 = tail call double @sin(double noundef %68) #9
  %76 = tail call double @cos(double noundef %26) #9
  %77 = tail call double @sin(double noundef %68) #9
  %78 = tail call double @cos(double noundef %27) #9
  %79 = fmul double %23, 6.000000e+00
  %80 = tail call double @sin(double noundef %79) #9
  %81 = tail call double @cos(double noundef %24) #9
  %82 = tail call double @sin(double noundef %79) #9
  %83 = tail call double @cos(double noundef %23) #9
  %84 = tail call double @sin(double noundef %79) #9
  %85 = tail call double @cos(double noundef %25) #9
  %86 = tail call double @sin(double noundef %79) #9
  %87 = tail call double @cos(double noundef %26) #9
  %88 = tail call double @sin(double noundef %79) #9
  %89 = tail call double @cos(double noundef %27) #9
  %90 = fmul double %23, 7.000000e+00
  %91 = tail call double @sin(double noundef %90) #9
  %92 = tail call double @cos(double noundef %24) #9
  %93 = tail call double @sin(double noundef %90) #9
  %94 = tail call double @cos(double noundef %23) #9
  %95 = tail call double @sin(double noundef %90) #9
  %96 = tail call double @cos(double noundef %25) #9
  %97 = tail call double @sin(double noundef %90) #9
  %98 = tail call double @cos(double noundef %26) #9
  %99 = tail call double @sin(double noundef %90) #9
  %100 = tail call double @cos(double noundef %27) #9
  %101 = fmul double %23, 8.000000e+00
  %102 = tail call double @sin(double noundef %101) #9
  %103 = tail call double @cos(double noundef %24) #9
  %104 = tail call double @sin(double noundef %101) #9
  %105 = tail call double @cos(double noundef %23) #9
  %106 = tail call double @sin(double noundef %101) #9
  %107 = tail call double @cos(double noundef %25) #9
  %108 = tail call double @sin(double noundef %101) #9
  %109 = tail call double @cos(double noundef %26) #9
  %110 = tail call double @sin(double noundef %101) #9
  %111 = tail call double @cos(double noundef %27) #9
  %112 = extractelement <2 x double> %21, i64 0
  %113 = fmul double %112, 0.000000e+00
  %114 = fmul double %112, 2.000000e+00
  %115 = fmul double %112, 3.000000e+00
  %116 = fmul double %112, 4.000000e+00
  %117 = tail call double @sin(double noundef %112) #9
  %118 = tail call double @cos(double noundef %113) #9
  %119 = tail call double @sin(double noundef %112) #9
  %120 = tail call double @cos(double noundef %112) #9
  %121 = tail call double @sin(double noundef %112) #9
  %122 = tail call double @cos(double noundef %114) #9
  %123 = tail call double @sin(double noundef %112) #9
  %124 = tail call double @cos(double noundef %115) #9
  %125 = tail call double @sin(double noundef %112) #9
  %126 = tail call double @cos(double noundef %116) #9
  %127 = tail call double @sin(double noundef %114) #9
  %128 = tail call double @cos(double noundef %113) #9
  %129 = tail call double @sin(double noundef %114) #9
  %130 = tail call double @cos(double noundef %112) #9
  %131 = insertelement <2 x double> poison, double %40, i64 0
  %132 = insertelement <2 x double> %131, double %129, i64 1
  %133 = insertelement <2 x double> poison, double %41, i64 0
  %134 = insertelement <2 x double> %133, double %130, i64 1
  %135 = fmul <2 x double> %132, %134
  %136 = fdiv <2 x double> %135, <double 3.000000e+00, double 3.000000e+00>
  %137 = tail call double @sin(double noundef %114) #9
  %138 = tail call double @cos(double noundef %114) #9
  %139 = insertelement <2 x double> poison, double %42, i64 0
  %140 = insertelement <2 x double> %139, double %137, i64 1
  %141 = insertelement <2 x double> poison, double %43, i64 0
  %142 = insertelement <2 x double> %141, double %138, i64 1
  %143 = fmul <2 x double> %140, %142
  %144 = tail call double @sin(double noundef %114) #9
  %145 = tail call double @cos(double noundef %115) #9
  %146 = tail call double @sin(double noundef %114) #9
  %147 = tail call double @cos(double noundef %116) #9
  %148 = tail call double @sin(double noundef %115) #9
  %149 = tail call double @cos(double noundef %113) #9
  %150 = tail call double @sin(double noundef %115) #9
  %151 = tail call double @cos(double noundef %112) #9
  %152 = tail call double @sin(double noundef %115) #9
  %153 = tail call double @cos(double noundef %114) #9
  %154 = tail call double @sin(double noundef %115) #9
  %155 = tail call double @cos(double noundef %115) #9
  %156 = tail call double @sin(double noundef %115) #9
  %157 = tail call double @cos(double noundef %116) #9
  %158 = tail call double @sin(double noundef %116) #9
  %159 = tail call double @cos(double noundef %113) #9
  %160 = tail call double @sin(double noundef %116) #9
  %161 = tail call double @cos(double noundef %112) #9
  %162 = tail call double @sin(double noundef %116) #9
  %163 = tail call double @cos(double noundef %114) #9
  %164 = insertelement <2 x double> poison, double %62, i64 0
  %165 = insertelement <2 x double> %164, double %162, i64 1
  %166 = insertelement <2 x double> poison, double %63, i64 0
  %167 = insertelement <2 x double> %166, double %163, i64 1
  %168 = fmul <2 x double> %165, %167
  %169 = fdiv <2 x double> %168, <double 6.000000e+00, double 6.000000e+00>
  %170 = tail call double @sin(double noundef %116) #9
  %171 = tail call double @cos(double noundef %115) #9
  %172 = insertelement <2 x double> poison, double %64, i64 0
  %173 = insertelement <2 x double> %172, double %170, i64 1
  %174 = insertelement <2 x double> poison, double %65, i64 0
  %175 = insertelement <2 x double> %174, double %171, i64 1
  %176 = fmul <2 x double> %173, %175
  %177 = tail call double @sin(double noundef %116) #9
  %178 = tail call double @cos(double noundef %116) #9
  %179 = fmul double %112, 5.000000e+00
  %180 = tail call double @sin(double noundef %179) #9
  %181 = tail call double @cos(double noundef %113) #9
  %182 = tail call double @sin(double noundef %179) #9
  %183 = tail call double @cos(double noundef %112) #9
  %184 = tail call double @sin(double noundef %179) #9
  %185 = tail call double @cos(double noundef %114) #9
  %186 = tail call double @sin(double noundef %179) #9
  %187 = tail call double @cos(double noundef %115) #9
  %188 = tail call double @sin(double noundef %179) #9
  %189 = tail call double @cos(double noundef %116) #9
  %190 = fmul double %112, 6.000000e+00
  %191 = tail call double @sin(double noundef %190) #9
  %192 = tail call double @cos(double noundef %113) #9
  %193 = tail call double @sin(double noundef %190) #9
  %194 = tail call double @cos(double noundef %112) #9
  %195 = tail call double @sin(double noundef %190) #9
  %196 = tail call double @cos(double noundef %114) #9
  %197 = tail call double @sin(double noundef %190) #9
  %198 = tail call double @cos(double noundef %115) #9
  %199 = insertelement <2 x double> poison, double %86, i64 0
  %200 = insertelement <2 x double> %199, double %197, i64 1
  %201 = insertelement <2 x double> poison, double %87, i64 0
  %202 = insertelement <2 x double> %201, double %198, i64 1
  %203 = fmul <2 x double> %200, %202
  %204 = fdiv <2 x double> %203, <double 9.000000e+00, double 9.000000e+00>
  %205 = tail call double @sin(double noundef %190) #9
  %206 = tail call double @cos(double noundef %116) #9
  %207 = insertelement <2 x double> poison, double %88, i64 0
  %208 = insertelement <2 x double> %207, double %205, i64 1
  %209 = insertelement <2 x double> poison, double %89, i64 0
  %210 = insertelement <2 x double> %209, double %206, i64 1
  %211 = fmul <2 x double> %208, %210
  %212 = fmul double %112, 7.000000e+00
  %213 = tail call double @sin(double noundef %212) #9
  %214 = tail call double @cos(double noundef %113) #9
  %215 = tail call double @sin(double noundef %212) #9
  %216 = tail call double @cos(double noundef %112) #9
  %217 = tail call double @sin(double noundef %212) #9
  %218 = tail call double @cos(double noundef %114) #9
  %219 = tail call double @sin(double noundef %212) #9
  %220 = tail call double @cos(double noundef %115) #9
  %221 = tail call double @sin(double noundef %212) #9
  %222 = tail call double @cos(double noundef %116) #9
  %223 = fmul double %112, 8.000000e+00
  %224 = tail call double @sin(double noundef %223) #9
  %225 = tail call double @cos(double noundef %113) #9
  %226 = tail call double @sin(double noundef %223) #9
  %227 = tail call double @cos(double noundef %112) #9
  %228 = tail call double @sin(double noundef %223) #9
  %229 = tail call double @cos(double noundef %114) #9
  %230 = tail call double @sin(double noundef %223) #9
  %231 = tail call double @cos(double noundef %115) #9
  %232 = tail call double @sin(double noundef %223) #9
  %233 = tail call double @cos(double noundef %116) #9
  %234 = insertelement <2 x double> poison, double %28, i64 0
  %235 = insertelement <2 x double> %234, double %117, i64 1
  %236 = insertelement <2 x double> poison, double %29, i64 0
  %237 = insertelement <2 x double> %236, double %118, i64 1
  %238 = fmul <2 x double> %235, %237
  %239 = insertelement <2 x double> poison, double %30, i64 0
  %240 = insertelement <2 x double> %239, double %119, i64 1
  %241 = insertelement <2 x double> poison, double %31, i64 0
  %242 = insertelement <2 x double> %241, double %120, i64 1
  %243 = fmul <2 x double> %240, %242
  %244 = fmul <2 x double> %243, <double 5.000000e-01, double 5.000000e-01>
  %245 = insertelement <2 x double> poison, double %32, i64 0
  %246 = insertelement <2 x double> %245, double %121, i64 1
  %247 = insertelement <2 x double> poison, double %33, i64 0
  %248 = insertelement <2 x double> %247, double %122, i64 1
  %249 = fmul <2 x double> %246, %248
  %250 = fdiv <2 x double> %249, <double 3.000000e+00, double 3.000000e+00>
  %251 = insertelement <2 x double> poison, double %34, i64 0
  %252 = insertelement <2 x double> %251, double %123, i64 1
  %253 = insertelement <2 x double> poison, double %35, i64 0
  %254 = insertelement <2 x double> %253, double %124, i64 1
  %255 = fmul <2 x double> %252, %254
  %256 = fmul <2 x double> %255, <double 2.500000e-01, double 2.500000e-01>
  %257 = insertelement <2 x double> poison, double %36, i64 0
  %258 = insertelement <2 x double> %257, double %125, i64 1
  %259 = insertelement <2 x double> poison, double %37, i64 0
  %260 = insertelement <2 x double> %259, double %126, i64 1
  %261 = fmul <2 x double> %258, %260
  %262 = fdiv <2 x double> %261, <double 5.000000e+00, double 5.000000e+00>
  %263 = insertelement <2 x double> poison, double %38, i64 0
  %264 = insertelement <2 x double> %263, double %127, i64 1
  %265 = insertelement <2 x double> poison, double %39, i64 0
  %266 = insertelement <2 x double> %265, double %128, i64 1
  %267 = fmul <2 x double> %264, %266
  %268 = fmul <2 x double> %267, <double 5.000000e-01, double 5.000000e-01>
  %269 = fadd <2 x double> %238, zeroinitializer
  %270 = fadd <2 x double> %269, %244
  %271 = fadd <2 x double> %270, %250
  %272 = fadd <2 x double> %271, %256
  %273 = fadd <2 x double> %272, %262
  %274 = fadd <2 x double> %273, %268
  %275 = fmul <2 x double> %143, <double 2.500000e-01, double 2.500000e-01>
  %276 = insertelement <2 x double> poison, double %44, i64 0
  %277 = insertelement <2 x double> %276, double %144, i64 1
  %278 = insertelement <2 x double> poison, double %45, i64 0
  %279 = insertelement <2 x double> %278, double %145, i64 1
  %280 = fmul <2 x double> %277, %279
  %281 = fdiv <2 x double> %280, <double 5.000000e+00, double 5.000000e+00>
  %282 = insertelement <2 x double> poison, double %46, i64 0
  %283 = insertelement <2 x double> %282, double %146, i64 1
  %284 = insertelement <2 x double> poison, double %47, i64 0
  %285 = insertelement <2 x double> %284, double %147, i64 1
  %286 = fmul <2 x double> %283, %285
  %287 = fdiv <2 x double> %286, <double 6.000000e+00, double 6.000000e+00>
  %288 = insertelement <2 x double> poison, double %48, i64 0
  %289 = insertelement <2 x double> %288, double %148, i64 1
  %290 = insertelement <2 x double> poison, double %49, i64 0
  %291 = insertelement <2 x double> %290, double %149, i64 1
  %292 = fmul <2 x double> %289, %291
  %293 = fdiv <2 x double> %292, <double 3.000000e+00, double 3.000000e+00>
  %294 = insertelement <2 x double> poison, double %50, i64 0
  %295 = insertelement <2 x double> %294, double %150, i64 1
  %296 = insertelement <2 x double> poison, double %51, i64 0
  %297 = insertelement <2 x double> %296, double %151, i64 1
  %298 = fmul <2 x double> %295, %297
  %299 = fmul <2 x double> %298, <double 2.500000e-01, double 2.500000e-01>
  %300 = insertelement <2 x double> poison, double %52, i64 0
  %301 = insertelement <2 x double> %300, double %152, i64 1
  %302 = insertelement <2 x double> poison, double %53, i64 0
  %303 = insertelement <2 x double> %302, double %153, i64 1
  %304 = fmul <2 x double> %301, %303
  %305 = fdiv <2 x double> %304, <double 5.000000e+00, double 5.000000e+00>
  %306 = insertelement <2 x double> poison, double %54, i64 0
  %307 = insertelement <2 x double> %306, double %154, i64 1
  %308 = insertelement <2 x double> poison, double %55, i64 0
  %309 = insertelement <2 x double> %308, double %155, i64 1
  %310 = fmul <2 x double> %307, %309
  %311 = fdiv <2 x double> %310, <double 6.000000e+00, double 6.000000e+00>
  %312 = insertelement <2 x double> poison, double %56, i64 0
  %313 = insertelement <2 x double> %312, double %156, i64 1
  %314 = insertelement <2 x double> poison, double %57, i64 0
  %315 = insertelement <2 x double> %314, double %157, i64 1
  %316 = fmul <2 x double> %313, %315
  %317 = fdiv <2 x double> %316, <double 7.000000e+00, double 7.000000e+00>
  %318 = insertelement <2 x double> poison, double %58, i64 0
  %319 = insertelement <2 x double> %318, double %158, i64 1
  %320 = insertelement <2 x double> poison, double %59, i64 0
  %321 = insertelement <2 x double> %320, double %159, i64 1
  %322 = fmul <2 x double> %319, %321
  %323 = fmul <2 x double> %322, <double 2.500000e-01, double 2.500000e-01>
  %324 = insertelement <2 x double> poison, double %60, i64 0
  %325 = insertelement <2 x double> %324, double %160, i64 1
  %326 = insertelement <2 x double> poison, double %61, i64 0
  %327 = insertelement <2 x double> %326, double %161, i64 1
  %328 = fmul <2 x double> %325, %327
  %329 = fdiv <2 x double> %328, <double 5.000000e+00, double 5.000000e+00>
  %330 = fadd <2 x double> %274, %136
  %331 = fadd <2 x double> %330, %275
  %332 = fadd <2 x double> %331, %281
  %333 = fadd <2 x double> %332, %287
  %334 = fadd <2 x double> %333, %293
  %335 = fadd <2 x double> %334, %299
  %336 = fadd <2 x double> %335, %305
  %337 = fadd <2 x double> %336, %311
  %338 = fadd <2 x double> %337, %317
  %339 = fadd <2 x double> %338, %323
  %340 = fadd <2 x double> %339, %329
  %341 = fdiv <2 x double> %176, <double 7.000000e+00, double 7.000000e+00>
  %342 = insertelement <2 x double> poison, double %66, i64 0
  %343 = insertelement <2 x double> %342, double %177, i64 1
  %344 = insertelement <2 x double> poison, double %67, i64 0
  %345 = insertelement <2 x double> %344, double %178, i64 1
  %346 = fmul <2 x double> %343, %345
  %347 = fmul <2 x double> %346, <double 1.250000e-01, double 1.250000e-01>
  %348 = insertelement <2 x double> poison, double %69, i64 0
  %349 = insertelement <2 x double> %348, double %180, i64 1
  %350 = insertelement <2 x double> poison, double %70, i64 0
  %351 = insertelement <2 x double> %350, double %181, i64 1
  %352 = fmul <2 x double> %349, %351
  %353 = fdiv <2 x double> %352, <double 5.000000e+00, double 5.000000e+00>
  %354 = insertelement <2 x double> poison, double %71, i64 0
  %355 = insertelement <2 x double> %354, double %182, i64 1
  %356 = insertelement <2 x double> poison, double %72, i64 0
  %357 = insertelement <2 x double> %356, double %183, i64 1
  %358 = fmul <2 x double> %355, %357
  %359 = fdiv <2 x double> %358, <double 6.000000e+00, double 6.000000e+00>
  %360 = insertelement <2 x double> poison, double %73, i64 0
  %361 = insertelement <2 x double> %360, double %184, i64 1
  %362 = insertelement <2 x double> poison, double %74, i64 0
  %363 = insertelement <2 x double> %362, double %185, i64 1
  %364 = fmul <2 x double> %361, %363
  %365 = fdiv <2 x double> %364, <double 7.000000e+00, double 7.000000e+00>
  %366 = insertelement <2 x double> poison, double %75, i64 0
  %367 = insertelement <2 x double> %366, double %186, i64 1
  %368 = insertelement <2 x double> poison, double %76, i64 0
  %369 = insertelement <2 x double> %368, double %187, i64 1
  %370 = fmul <2 x double> %367, %369
  %371 = fmul <2 x double> %370, <double 1.250000e-01, double 1.250000e-01>
  %372 = insertelement <2 x double> poison, double %77, i64 0
  %373 = insertelement <2 x double> %372, double %188, i64 1
  %374 = insertelement <2 x double> poison, double %78, i64 0
  %375 = insertelement <2 x double> %374, double %189, i64 1
  %376 = fmul <2 x double> %373, %375
  %377 = fdiv <2 x double> %376, <double 9.000000e+00, double 9.000000e+00>
  %378 = insertelement <2 x double> poison, double %80, i64 0
  %379 = insertelement <2 x double> %378, double %191, i64 1
  %380 = insertelement <2 x double> poison, double %81, i64 0
  %381 = insertelement <2 x double> %380, double %192, i64 1
  %382 = fmul <2 x double> %379, %381
  %383 = fdiv <2 x double> %382, <double 6.000000e+00, double 6.000000e+00>
  %384 = insertelement <2 x double> poison, double %82, i64 0
  %385 = insertelement <2 x double> %384, double %193, i64 1
  %386 = insertelement <2 x double> poison, double %83, i64 0
  %387 = insertelement <2 x double> %386, double %194, i64 1
  %388 = fmul <2 x double> %385, %387
  %389 = fdiv <2 x double> %388, <double 7.000000e+00, double 7.000000e+00>
  %390 = insertelement <2 x double> poison, double %84, i64 0
  %391 = insertelement <2 x double> %390, double %195, i64 1
  %392 = insertelement <2 x double> poison, double %85, i64 0
  %393 = insertelement <2 x double> %392, double %196, i64 1
  %394 = fmul <2 x double> %391, %393
  %395 = fmul <2 x double> %394, <double 1.250000e-01, double 1.250000e-01>
  %396 = fadd <2 x double> %340, %169
  %397 = fadd <2 x double> %396, %341
  %398 = fadd <2 x double> %397, %347
  %399 = fadd <2 x double> %398, %353
  %400 = fadd <2 x double> %399, %359
  %401 = fadd <2 x double> %400, %365
  %402 = fadd <2 x double> %401, %371
  %403 = fadd <2 x double> %402, %377
  %404 = fadd <2 x double> %403, %383
  %405 = fadd <2 x double> %404, %389
  %406 = fadd <2 x double> %405, %395
  %407 = fdiv <2 x double> %211, <double 1.000000e+01, double 1.000000e+01>
  %408 = insertelement <2 x double> poison, double %91, i64 0
  %409 = insertelement <2 x double> %408, double %213, i64 1
  %410 = insertelement <2 x double> poison, double %92, i64 0
  %411 = insertelement <2 x double> %410, double %214, i64 1
  %412 = fmul <2 x double> %409, %411
  %413 = fdiv <2 x double> %412, <double 7.000000e+00, double 7.000000e+00>
  %414 = insertelement <2 x double> poison, double %93, i64 0
  %415 = insertelement <2 x double> %414, double %215, i64 1
  %416 = insertelement <2 x double> poison, double %94, i64 0
  %417 = insertelement <2 x double> %416, double %216, i64 1
  %418 = fmul <2 x double> %415, %417
  %419 = fmul <2 x double> %418, <double 1.250000e-01, double 1.250000e-01>
  %420 = insertelement <2 x double> poison, double %95, i64 0
  %421 = insertelement <2 x double> %420, double %217, i64 1
  %422 = insertelement <2 x double> poison, double %96, i64 0
  %423 = insertelement <2 x double> %422, double %218, i64 1
  %424 = fmul <2 x double> %421, %423
  %425 = fdiv <2 x double> %424, <double 9.000000e+00, double 9.000000e+00>
  %426 = insertelement <2 x double> poison, double %97, i64 0
  %427 = insertelement <2 x double> %426, double %219, i64 1
  %428 = insertelement <2 x double> poison, double %98, i64 0
  %429 = insertelement <2 x double> %428, double %220, i64 1
  %430 = fmul <2 x double> %427, %429
  %431 = fdiv <2 x double> %430, <double 1.000000e+01, double 1.000000e+01>
  %432 = insertelement <2 x double> poison, double %99, i64 0
  %433 = insertelement <2 x double> %432, double %221, i64 1
  %434 = insertelement <2 x double> poison, double %100, i64 0
  %435 = insertelement <2 x double> %434, double %222, i64 1
  %436 = fmul <2 x double> %433, %435
  %437 = fdiv <2 x double> %436, <double 1.100000e+01, double 1.100000e+01>
  %438 = insertelement <2 x double> poison, double %102, i64 0
  %439 = insertelement <2 x double> %438, double %224, i64 1
  %440 = insertelement <2 x double> poison, double %103, i64 0
  %441 = insertelement <2 x double> %440, double %225, i64 1
  %442 = fmul <2 x double> %439, %441
  %443 = fmul <2 x double> %442, <double 1.250000e-01, double 1.250000e-01>
  %444 = insertelement <2 x double> poison, double %104, i64 0
  %445 = insertelement <2 x double> %444, double %226, i64 1
  %446 = insertelement <2 x double> poison, double %105, i64 0
  %447 = insertelement <2 x double> %446, double %227, i64 1
  %448 = fmul <2 x double> %445, %447
  %449 = fdiv <2 x double> %448, <double 9.000000e+00, double 9.000000e+00>
  %450 = insertelement <2 x double> poison, double %106, i64 0
  %451 = insertelement <2 x double> %450, double %228, i64 1
  %452 = insertelement <2 x double> poison, double %107, i64 0
  %453 = insertelement <2 x double> %452, double %229, i64 1
  %454 = fmul <2 x double> %451, %453
  %455 = fdiv <2 x double> %454, <double 1.000000e+01, double 1.000000e+01>
  %456 = insertelement <2 x double> poison, double %108, i64 0
  %457 = insertelement <2 x double> %456, double %230, i64 1
  %458 = insertelement <2 x double> poison, double %109, i64 0
  %459 = insertelement <2 x double> %458, double %231, i64 1
  %460 = fmul <2 x double> %457, %459
  %461 = fdiv <2 x double> %460, <double 1.100000e+01, double 1.100000e+01>
  %462 = insertelement <2 x double> poison, double %110, i64 0
  %463 = insertelement <2 x double> %462, double %232, i64 1
  %464 = insertelement <2 x double> poison, double %111, i64 0
  %465 = insertelement <2 x double> %464, double %233, i64 1
  %466 = fmul <2 x double> %463, %465
  %467 = fdiv <2 x double> %466, <double 1.200000e+01, double 1.200000e+01>
  %468 = fadd <2 x double> %406, %204
  %469 = fadd <2 x double> %468, %407
  %470 = fadd <2 x double> %469, %413
  %471 = fadd <2 x double> %470, %419
  %472 = fadd <2 x double> %471, %425
  %473 = fadd <2 x double> %472, %431
  %474 = fadd <2 x double> %473, %437
  %475 = fadd <2 x double> %474, %443
  %476 = fadd <2 x double> %475, %449
  %477 = fadd <2 x double> %476, %455
  %478 = fadd <2 x double> %477, %461
  %479 = fadd <2 x double> %478, %467
  %480 = shufflevector <2 x double> %479, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %481 = fsub <2 x double> %479, %480
  %482 = extractelement <2 x double> %481, i64 0
  %483 = fsub double %23, %112
  %484 = fdiv double %482, %483
  %485 = tail call double @llvm.fabs.f64(double %484)
  %486 = fcmp ogt double %485, 1.000000e+00
  %487 = select i1 %486, double %485, double 1.000000e+00
  %488 = fsub double %15, %484
  %489 = tail call double @llvm.fabs.f64(double %488)
  %490 = fmul double %487, 0x3EB0C6F7A0B5ED8D
  %491 = fcmp ole double %489, %490
  %492 = select i1 %491, ptr @.str.8, ptr @.str.9
  %493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %10, double noundef %15, double noundef %484, ptr noundef nonnull %492)
  br i1 %491, label %497, label %494

494:                                              ; preds = %7
  %495 = load i32, ptr @n_fail, align 4, !tbaa !5
  %496 = add nsw i32 %495, 1
  store i32 %496, ptr @n_fail, align 4, !tbaa !5
  br label %497

497:                                              ; preds = %7, %494
  %498 = shl nuw nsw i64 %8, 2
  %499 = or disjoint i64 %498, 3
  %500 = trunc nuw nsw i64 %499 to i32
  %501 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triangle, double noundef %10, i32 noundef %500) #9
  %502 = fmul double %23, 1.000000e-02
  %503 = fneg double %23
  br label %504

504:                                              ; preds = %510, %497
  %505 = phi i32 [ 1, %497 ], [ %511, %510 ]
  %506 = phi i32 [ 0, %497 ], [ %508, %510 ]
  %507 = phi double [ 0.000000e+00, %497 ], [ %522, %510 ]
  %508 = add nuw nsw i32 %506, 1
  %509 = uitofp nneg i32 %508 to double
  br label %514

510:                                              ; preds = %514
  %511 = add nuw nsw i32 %505, 1
  %512 = zext nneg i32 %508 to i64
  %513 = icmp eq i64 %499, %512
  br i1 %513, label %525, label %504, !llvm.loop !11

514:                                              ; preds = %514, %504
  %515 = phi i32 [ 0, %504 ], [ %523, %514 ]
  %516 = phi double [ %507, %504 ], [ %522, %514 ]
  %517 = uitofp nneg i32 %515 to double
  %518 = fmul double %503, %517
  %519 = tail call double @exp(double noundef %518) #9
  %520 = fdiv double %519, %509
  %521 = tail call double @llvm.fmuladd.f64(double %502, double %516, double %520)
  %522 = fadd double %516, %521
  %523 = add nuw nsw i32 %515, 1
  %524 = icmp eq i32 %523, %505
  br i1 %524, label %510, label %514, !llvm.loop !13

525:                                              ; preds = %510
  %526 = fmul double %112, 1.000000e-02
  %527 = fneg double %112
  br label %528

528:                                              ; preds = %534, %525
  %529 = phi i32 [ 1, %525 ], [ %535, %534 ]
  %530 = phi i32 [ 0, %525 ], [ %532, %534 ]
  %531 = phi double [ 0.000000e+00, %525 ], [ %546, %534 ]
  %532 = add nuw nsw i32 %530, 1
  %533 = uitofp nneg i32 %532 to double
  br label %538

534:                                              ; preds = %538
  %535 = add nuw nsw i32 %529, 1
  %536 = zext nneg i32 %532 to i64
  %537 = icmp eq i64 %499, %536
  br i1 %537, label %549, label %528, !llvm.loop !11

538:                                              ; preds = %538, %528
  %539 = phi i32 [ 0, %528 ], [ %547, %538 ]
  %540 = phi double [ %531, %528 ], [ %546, %538 ]
  %541 = uitofp nneg i32 %539 to double
  %542 = fmul double %527, %541
  %543 = tail call double @exp(double noundef %542) #9
  %544 = fdiv double %543, %533
  %545 = tail call double @llvm.fmuladd.f64(double %526, double %540, double %544)
  %546 = fadd double %540, %545
  %547 = add nuw nsw i32 %539, 1
  %548 = icmp eq i32 %547, %529
  br i1 %548, label %534, label %538, !llvm.loop !13

549:                                              ; preds = %534
  %550 = fsub double %522, %546
  %551 = fmul double %14, 2.000000e+00
  %552 = fdiv double %550, %551
  %553 = tail call double @llvm.fabs.f64(double %552)
  %554 = fcmp ogt double %553, 1.000000e+00
  %555 = select i1 %554, double %553, double 1.000000e+00
  %556 = fsub double %501, %552
  %557 = tail call double @llvm.fabs.f64(double %556)
  %558 = fmul double %555, 0x3EB0C6F7A0B5ED8D
  %559 = fcmp ole double %557, %558
  %560 = select i1 %559, ptr @.str.8, ptr @.str.9
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %10, double noundef %501, double noundef %552, ptr noundef nonnull %560)
  br i1 %559, label %565, label %562

562:                                              ; preds = %549
  %563 = load i32, ptr @n_fail, align 4, !tbaa !5
  %564 = add nsw i32 %563, 1
  store i32 %564, ptr @n_fail, align 4, !tbaa !5
  br label %565

565:                                              ; preds = %549, %562
  %566 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %567 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @three_level, double noundef %10, i32 noundef %566, i32 noundef %500) #9
  br label %568

568:                                              ; preds = %565, %580
  %569 = phi i2 [ %582, %580 ], [ 0, %565 ]
  %570 = phi double [ %581, %580 ], [ 1.000000e+00, %565 ]
  %571 = phi i32 [ %572, %580 ], [ 0, %565 ]
  %572 = add nuw nsw i32 %571, 1
  %573 = uitofp nneg i32 %572 to double
  %574 = fdiv double %23, %573
  %575 = fadd double %574, 0.000000e+00
  %576 = tail call double @sin(double noundef %575) #9
  %577 = tail call double @llvm.fmuladd.f64(double %576, double 1.000000e-01, double 1.000000e+00)
  %578 = fmul double %570, %577
  %579 = icmp eq i2 %569, 0
  br i1 %579, label %580, label %585, !llvm.loop !14

580:                                              ; preds = %615, %598, %585, %568
  %581 = phi double [ %578, %568 ], [ %596, %585 ], [ %613, %598 ], [ %634, %615 ]
  %582 = add i2 %569, -1
  %583 = zext nneg i32 %572 to i64
  %584 = icmp eq i64 %499, %583
  br i1 %584, label %635, label %568, !llvm.loop !15

585:                                              ; preds = %568
  %586 = add nuw nsw i32 %571, 2
  %587 = uitofp nneg i32 %586 to double
  %588 = fdiv double %23, %587
  %589 = fadd double %588, 0.000000e+00
  %590 = add nuw i32 %571, 3
  %591 = uitofp i32 %590 to double
  %592 = fdiv double %23, %591
  %593 = fadd double %589, %592
  %594 = tail call double @sin(double noundef %593) #9
  %595 = tail call double @llvm.fmuladd.f64(double %594, double 1.000000e-01, double 1.000000e+00)
  %596 = fmul double %578, %595
  %597 = icmp eq i2 %569, 1
  br i1 %597, label %580, label %598, !llvm.loop !14

598:                                              ; preds = %585
  %599 = add nuw nsw i32 %571, 3
  %600 = uitofp nneg i32 %599 to double
  %601 = fdiv double %23, %600
  %602 = fadd double %601, 0.000000e+00
  %603 = add nuw i32 %571, 4
  %604 = uitofp i32 %603 to double
  %605 = fdiv double %23, %604
  %606 = fadd double %602, %605
  %607 = add nuw i32 %571, 5
  %608 = uitofp i32 %607 to double
  %609 = fdiv double %23, %608
  %610 = fadd double %606, %609
  %611 = tail call double @sin(double noundef %610) #9
  %612 = tail call double @llvm.fmuladd.f64(double %611, double 1.000000e-01, double 1.000000e+00)
  %613 = fmul double %596, %612
  %614 = icmp eq i2 %569, -2
  br i1 %614, label %580, label %615, !llvm.loop !14

615:                                              ; preds = %598
  %616 = add nuw nsw i32 %571, 4
  %617 = uitofp nneg i32 %616 to double
  %618 = fdiv double %23, %617
  %619 = fadd double %618, 0.000000e+00
  %620 = add nuw i32 %571, 5
  %621 = uitofp i32 %620 to double
  %622 = fdiv double %23, %621
  %623 = fadd double %619, %622
  %624 = add nuw i32 %571, 6
  %625 = uitofp i32 %624 to double
  %626 = fdiv double %23, %625
  %627 = fadd double %623, %626
  %628 = add nuw i32 %571, 7
  %629 = uitofp i32 %628 to double
  %630 = fdiv double %23, %629
  %631 = fadd double %627, %630
  %632 = tail call double @sin(double noundef %631) #9
  %633 = tail call double @llvm.fmuladd.f64(double %632, double 1.000000e-01, double 1.000000e+00)
  %634 = fmul double %613, %633
  br label %580

635:                                              ; preds = %580, %647
  %636 = phi i2 [ %649, %647 ], [ 0, %580 ]
  %637 = phi double [ %648, %647 ], [ 1.000000e+00, %580 ]
  %638 = phi i32 [ %639, %647 ], [ 0, %580 ]
  %639 = add nuw nsw i32 %638, 1
  %640 = uitofp nneg i32 %639 to double
  %641 = fdiv double %112, %640
  %642 = fadd double %641, 0.000000e+00
  %643 = tail call double @sin(double noundef %642) #9
  %644 = tail call double @llvm.fmuladd.f64(double %643, double 1.000000e-01, double 1.000000e+00)
  %645 = fmul double %637, %644
  %646 = icmp eq i2 %636, 0
  br i1 %646, label %647, label %652, !llvm.loop !14

647:                                              ; preds = %682, %665, %652, %635
  %648 = phi double [ %645, %635 ], [ %663, %652 ], [ %680, %665 ], [ %701, %682 ]
  %649 = add i2 %636, -1
  %650 = zext nneg i32 %639 to i64
  %651 = icmp eq i64 %499, %650
  br i1 %651, label %702, label %635, !llvm.loop !15

652:                                              ; preds = %635
  %653 = add nuw nsw i32 %638, 2
  %654 = uitofp nneg i32 %653 to double
  %655 = fdiv double %112, %654
  %656 = fadd double %655, 0.000000e+00
  %657 = add nuw i32 %638, 3
  %658 = uitofp i32 %657 to double
  %659 = fdiv double %112, %658
  %660 = fadd double %656, %659
  %661 = tail call double @sin(double noundef %660) #9
  %662 = tail call double @llvm.fmuladd.f64(double %661, double 1.000000e-01, double 1.000000e+00)
  %663 = fmul double %645, %662
  %664 = icmp eq i2 %636, 1
  br i1 %664, label %647, label %665, !llvm.loop !14

665:                                              ; preds = %652
  %666 = add nuw nsw i32 %638, 3
  %667 = uitofp nneg i32 %666 to double
  %668 = fdiv double %112, %667
  %669 = fadd double %668, 0.000000e+00
  %670 = add nuw i32 %638, 4
  %671 = uitofp i32 %670 to double
  %672 = fdiv double %112, %671
  %673 = fadd double %669, %672
  %674 = add nuw i32 %638, 5
  %675 = uitofp i32 %674 to double
  %676 = fdiv double %112, %675
  %677 = fadd double %673, %676
  %678 = tail call double @sin(double noundef %677) #9
  %679 = tail call double @llvm.fmuladd.f64(double %678, double 1.000000e-01, double 1.000000e+00)
  %680 = fmul double %663, %679
  %681 = icmp eq i2 %636, -2
  br i1 %681, label %647, label %682, !llvm.loop !14

682:                                              ; preds = %665
  %683 = add nuw nsw i32 %638, 4
  %684 = uitofp nneg i32 %683 to double
  %685 = fdiv double %112, %684
  %686 = fadd double %685, 0.000000e+00
  %687 = add nuw i32 %638, 5
  %688 = uitofp i32 %687 to double
  %689 = fdiv double %112, %688
  %690 = fadd double %686, %689
  %691 = add nuw i32 %638, 6
  %692 = uitofp i32 %691 to double
  %693 = fdiv double %112, %692
  %694 = fadd double %690, %693
  %695 = add nuw i32 %638, 7
  %696 = uitofp i32 %695 to double
  %697 = fdiv double %112, %696
  %698 = fadd double %694, %697
  %699 = tail call double @sin(double noundef %698) #9
  %700 = tail call double @llvm.fmuladd.f64(double %699, double 1.000000e-01, double 1.000000e+00)
  %701 = fmul double %680, %700
  br label %647

702:                                              ; preds = %647
  %703 = fsub double %581, %648
  %704 = fdiv double %703, %551
  %705 = tail call double @llvm.fabs.f64(double %704)
  %706 = fcmp ogt double %705, 1.000000e+00
  %707 = select i1 %706, double %705, double 1.000000e+00
  %708 = fsub double %567, %704
  %709 = tail call double @llvm.fabs.f64(double %708)
  %710 = fmul double %707, 0x3EB0C6F7A0B5ED8D
  %711 = fcmp ole double %709, %710
  %712 = select i1 %711, ptr @.str.8, ptr @.str.9
  %713 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %10, double noundef %567, double noundef %704, ptr noundef nonnull %712)
  br i1 %711, label %717, label %714

714:                                              ; preds = %702
  %715 = load i32, ptr @n_fail, align 4, !tbaa !5
  %716 = add nsw i32 %715, 1
  store i32 %716, ptr @n_fail, align 4, !tbaa !5
  br label %717

717:                                              ; preds = %702, %714
  %718 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @data_nest, double noundef %10) #9
  %719 = tail call double @llvm.fabs.f64(double %23)
  %720 = fmul double %719, 3.000000e+00
  %721 = fptosi double %720 to i32
  %722 = icmp slt i32 %721, -1
  br i1 %722, label %750, label %723

723:                                              ; preds = %717
  %724 = add i32 %721, 2
  %725 = fmul <2 x double> %22, %22
  %726 = extractelement <2 x double> %725, i64 0
  %727 = mul nsw i32 %724, %724
  %728 = uitofp nneg i32 %727 to double
  %729 = tail call i32 @llvm.smax.i32(i32 %724, i32 1)
  br label %730

730:                                              ; preds = %735, %723
  %731 = phi i32 [ 1, %723 ], [ %739, %735 ]
  %732 = phi double [ 0.000000e+00, %723 ], [ %738, %735 ]
  %733 = shl nuw nsw i32 %731, 1
  %734 = uitofp nneg i32 %731 to double
  br label %741

735:                                              ; preds = %741
  %736 = fmul double %747, %747
  %737 = fdiv double %736, %728
  %738 = fadd double %732, %737
  %739 = add nuw i32 %731, 1
  %740 = icmp eq i32 %731, %729
  br i1 %740, label %750, label %730, !llvm.loop !16

741:                                              ; preds = %741, %730
  %742 = phi i32 [ %731, %730 ], [ %748, %741 ]
  %743 = phi double [ 0.000000e+00, %730 ], [ %747, %741 ]
  %744 = uitofp nneg i32 %742 to double
  %745 = fdiv double %726, %744
  %746 = tail call double @llvm.fmuladd.f64(double %503, double %734, double %745)
  %747 = fadd double %743, %746
  %748 = add nuw nsw i32 %742, 1
  %749 = icmp ult i32 %748, %733
  br i1 %749, label %741, label %735, !llvm.loop !17

750:                                              ; preds = %735, %717
  %751 = phi double [ 0.000000e+00, %717 ], [ %738, %735 ]
  %752 = tail call double @llvm.fabs.f64(double %112)
  %753 = fmul double %752, 3.000000e+00
  %754 = fptosi double %753 to i32
  %755 = icmp slt i32 %754, -1
  br i1 %755, label %782, label %756

756:                                              ; preds = %750
  %757 = add i32 %754, 2
  %758 = fmul double %112, %112
  %759 = mul nsw i32 %757, %757
  %760 = uitofp nneg i32 %759 to double
  %761 = tail call i32 @llvm.smax.i32(i32 %757, i32 1)
  br label %762

762:                                              ; preds = %767, %756
  %763 = phi i32 [ 1, %756 ], [ %771, %767 ]
  %764 = phi double [ 0.000000e+00, %756 ], [ %770, %767 ]
  %765 = shl nuw nsw i32 %763, 1
  %766 = uitofp nneg i32 %763 to double
  br label %773

767:                                              ; preds = %773
  %768 = fmul double %779, %779
  %769 = fdiv double %768, %760
  %770 = fadd double %764, %769
  %771 = add nuw i32 %763, 1
  %772 = icmp eq i32 %763, %761
  br i1 %772, label %782, label %762, !llvm.loop !16

773:                                              ; preds = %773, %762
  %774 = phi i32 [ %763, %762 ], [ %780, %773 ]
  %775 = phi double [ 0.000000e+00, %762 ], [ %779, %773 ]
  %776 = uitofp nneg i32 %774 to double
  %777 = fdiv double %758, %776
  %778 = tail call double @llvm.fmuladd.f64(double %527, double %766, double %777)
  %779 = fadd double %775, %778
  %780 = add nuw nsw i32 %774, 1
  %781 = icmp ult i32 %780, %765
  br i1 %781, label %773, label %767, !llvm.loop !17

782:                                              ; preds = %767, %750
  %783 = phi double [ 0.000000e+00, %750 ], [ %770, %767 ]
  %784 = fsub double %751, %783
  %785 = fdiv double %784, %483
  %786 = tail call double @llvm.fabs.f64(double %785)
  %787 = fcmp ogt double %786, 1.000000e+00
  %788 = select i1 %787, double %786, double 1.000000e+00
  %789 = fsub double %718, %785
  %790 = tail call double @llvm.fabs.f64(double %789)
  %791 = fmul double %788, 0x3EB0C6F7A0B5ED8D
  %792 = fcmp ole double %790, %791
  %793 = select i1 %792, ptr @.str.8, ptr @.str.9
  %794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %10, double noundef %718, double noundef %785, ptr noundef nonnull %793)
  br i1 %792, label %798, label %795

795:                                              ; preds = %782
  %796 = load i32, ptr @n_fail, align 4, !tbaa !5
  %797 = add nsw i32 %796, 1
  store i32 %797, ptr @n_fail, align 4, !tbaa !5
  br label %798

798:                                              ; preds = %782, %795
  %799 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_array, double noundef %10) #9
  %800 = fadd <2 x double> %22, <double 2.000000e+00, double 2.000000e+00>
  %801 = fmul <2 x double> %22, <double 5.000000e-01, double 5.000000e-01>
  %802 = fdiv <2 x double> %22, <double 3.000000e+00, double 3.000000e+00>
  %803 = fmul <2 x double> %22, <double 2.500000e-01, double 2.500000e-01>
  %804 = fdiv <2 x double> %22, <double 5.000000e+00, double 5.000000e+00>
  %805 = fdiv <2 x double> %22, <double 6.000000e+00, double 6.000000e+00>
  %806 = fdiv <2 x double> %22, <double 7.000000e+00, double 7.000000e+00>
  %807 = fmul <2 x double> %22, <double 1.250000e-01, double 1.250000e-01>
  %808 = fdiv <2 x double> %22, <double 9.000000e+00, double 9.000000e+00>
  %809 = fdiv <2 x double> %22, <double 1.000000e+01, double 1.000000e+01>
  %810 = fmul <2 x double> %800, %800
  %811 = fmul <2 x double> %804, %804
  %812 = fmul <2 x double> %805, %805
  %813 = fmul <2 x double> %801, %801
  %814 = fmul <2 x double> %802, %802
  %815 = fmul <2 x double> %803, %803
  %816 = fadd <2 x double> %813, %810
  %817 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %810, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %816)
  %818 = fadd <2 x double> %814, %817
  %819 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %815, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %818)
  %820 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %810, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %819)
  %821 = fadd <2 x double> %815, %820
  %822 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %811, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %821)
  %823 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %812, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %822)
  %824 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %810, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %823)
  %825 = fadd <2 x double> %811, %824
  %826 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %812, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %825)
  %827 = fmul <2 x double> %806, %806
  %828 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %827, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %826)
  %829 = fmul <2 x double> %807, %807
  %830 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %829, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %828)
  %831 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %810, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %830)
  %832 = fadd <2 x double> %812, %831
  %833 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %827, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %832)
  %834 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %829, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %833)
  %835 = fmul <2 x double> %808, %808
  %836 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %835, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %834)
  %837 = fmul <2 x double> %809, %809
  %838 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %837, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %836)
  %839 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %810, <2 x double> <double 6.000000e+00, double 6.000000e+00>, <2 x double> %838)
  %840 = shufflevector <2 x double> %839, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %841 = fsub <2 x double> %839, %840
  %842 = extractelement <2 x double> %841, i64 0
  %843 = fdiv double %842, %483
  %844 = tail call double @llvm.fabs.f64(double %843)
  %845 = fcmp ogt double %844, 1.000000e+00
  %846 = select i1 %845, double %844, double 1.000000e+00
  %847 = fsub double %799, %843
  %848 = tail call double @llvm.fabs.f64(double %847)
  %849 = fmul double %846, 0x3EB0C6F7A0B5ED8D
  %850 = fcmp ole double %848, %849
  %851 = select i1 %850, ptr @.str.8, ptr @.str.9
  %852 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %10, double noundef %799, double noundef %843, ptr noundef nonnull %851)
  br i1 %850, label %856, label %853

853:                                              ; preds = %798
  %854 = load i32, ptr @n_fail, align 4, !tbaa !5
  %855 = add nsw i32 %854, 1
  store i32 %855, ptr @n_fail, align 4, !tbaa !5
  br label %856

856:                                              ; preds = %798, %853
  %857 = add nuw nsw i64 %8, 1
  %858 = icmp eq i64 %857, 4
  br i1 %858, label %1, label %7, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @fixed_nest(double noundef %0) #3 {
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
  %15 = tail call double @sin(double noundef %14) #9
  %16 = tail call double @cos(double noundef %2) #9
  %17 = tail call double @sin(double noundef %14) #9
  %18 = tail call double @cos(double noundef %0) #9
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
  %29 = tail call double @sin(double noundef %14) #9
  %30 = tail call double @cos(double noundef %3) #9
  %31 = add nuw nsw <2 x i32> %10, <i32 3, i32 4>
  %32 = tail call double @sin(double noundef %14) #9
  %33 = tail call double @cos(double noundef %4) #9
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
  %45 = tail call double @sin(double noundef %14) #9
  %46 = tail call double @cos(double noundef %5) #9
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
define internal double @triangle(double noundef %0, i32 noundef %1) #3 {
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
  %23 = tail call double @exp(double noundef %22) #9
  %24 = fdiv double %23, %12
  %25 = tail call double @llvm.fmuladd.f64(double %5, double %20, double %24)
  %26 = fadd double %20, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = icmp eq i32 %27, %8
  br i1 %28, label %15, label %18, !llvm.loop !13
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @three_level(double noundef %0, i32 noundef %1) #3 {
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
  %14 = tail call double @sin(double noundef %13) #9
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
  %30 = tail call double @sin(double noundef %29) #9
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
  %45 = tail call double @sin(double noundef %44) #9
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
  %63 = tail call double @sin(double noundef %62) #9
  %64 = tail call double @llvm.fmuladd.f64(double %63, double 1.000000e-01, double 1.000000e+00)
  %65 = fmul double %47, %64
  br label %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @data_nest(double noundef %0) #4 {
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
define internal double @local_array(double noundef %0) #5 {
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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
