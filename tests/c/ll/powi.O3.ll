; ModuleID = 'powi.c'
source_filename = "powi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [5 x double] [double -1.600000e+00, double 0xBFE6666666666666, double 4.500000e-01, double 1.300000e+00, double 2.050000e+00], align 16
@main.ns = internal unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 -3], align 16
@.str = private unnamed_addr constant [7 x i8] c"p_cube\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"p_cube.exact\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"p_sq\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"p_mul\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"p_one\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"p_frac\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"p_mix\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"p_loop\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"p_builtin\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"p_intpow\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [11 x i8] c"p_squaring\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"powi\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %186
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %186
  %8 = phi i64 [ 0, %0 ], [ %187, %186 ]
  %9 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fcmp ogt double %11, 1.000000e+00
  %13 = select i1 %12, double %11, double 1.000000e+00
  %14 = fmul double %13, 0x3EB0C6F7A0B5ED8D
  %15 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef %10) #9
  %16 = insertelement <2 x double> poison, double %10, i64 0
  %17 = insertelement <2 x double> poison, double %10, i64 0
  %18 = insertelement <2 x double> poison, double %14, i64 0
  %19 = insertelement <2 x double> poison, double %14, i64 0
  %20 = fadd <2 x double> %17, %19
  %21 = fsub <2 x double> %16, %18
  %22 = shufflevector <2 x double> %20, <2 x double> %21, <2 x i32> <i32 0, i32 2>
  %23 = extractelement <2 x double> %20, i64 0
  %24 = tail call double @pow(double noundef %23, double noundef 3.000000e+00) #9
  %25 = extractelement <2 x double> %21, i64 0
  %26 = tail call double @pow(double noundef %25, double noundef 3.000000e+00) #9
  %27 = fsub double %24, %26
  %28 = fsub double %23, %25
  %29 = fdiv double %27, %28
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ogt double %30, 1.000000e+00
  %32 = select i1 %31, double %30, double 1.000000e+00
  %33 = fsub double %15, %29
  %34 = tail call double @llvm.fabs.f64(double %33)
  %35 = fmul double %32, 0x3EB0C6F7A0B5ED8D
  %36 = fcmp ole double %34, %35
  %37 = select i1 %36, ptr @.str.14, ptr @.str.15
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %10, double noundef %15, double noundef %29, ptr noundef nonnull %37)
  br i1 %36, label %42, label %39

39:                                               ; preds = %7
  %40 = load i32, ptr @n_fail, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @n_fail, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %7, %39
  %43 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef %10) #9
  %44 = fmul double %10, 3.000000e+00
  %45 = fmul double %10, %44
  %46 = tail call double @llvm.fabs.f64(double %45)
  %47 = fcmp ogt double %46, 1.000000e+00
  %48 = select i1 %47, double %46, double 1.000000e+00
  %49 = fsub double %43, %45
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fmul double %48, 0x3EB0C6F7A0B5ED8D
  %52 = fcmp ole double %50, %51
  %53 = select i1 %52, ptr @.str.14, ptr @.str.15
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %10, double noundef %43, double noundef %45, ptr noundef nonnull %53)
  br i1 %52, label %58, label %55

55:                                               ; preds = %42
  %56 = load i32, ptr @n_fail, align 4, !tbaa !5
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %42, %55
  %59 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_sq, double noundef %10) #9
  %60 = fmul <2 x double> %22, %22
  %61 = fadd <2 x double> %22, <double 1.000000e+00, double 1.000000e+00>
  %62 = extractelement <2 x double> %61, i64 0
  %63 = tail call double @pow(double noundef %62, double noundef 4.000000e+00) #9
  %64 = extractelement <2 x double> %61, i64 1
  %65 = tail call double @pow(double noundef %64, double noundef 4.000000e+00) #9
  %66 = insertelement <2 x double> poison, double %63, i64 0
  %67 = insertelement <2 x double> %66, double %65, i64 1
  %68 = fadd <2 x double> %60, %67
  %69 = shufflevector <2 x double> %68, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %70 = fsub <2 x double> %68, %69
  %71 = extractelement <2 x double> %70, i64 0
  %72 = fdiv double %71, %28
  %73 = tail call double @llvm.fabs.f64(double %72)
  %74 = fcmp ogt double %73, 1.000000e+00
  %75 = select i1 %74, double %73, double 1.000000e+00
  %76 = fsub double %59, %72
  %77 = tail call double @llvm.fabs.f64(double %76)
  %78 = fmul double %75, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp ole double %77, %78
  %80 = select i1 %79, ptr @.str.14, ptr @.str.15
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %10, double noundef %59, double noundef %72, ptr noundef nonnull %80)
  br i1 %79, label %85, label %82

82:                                               ; preds = %58
  %83 = load i32, ptr @n_fail, align 4, !tbaa !5
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr @n_fail, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %58, %82
  %86 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mul, double noundef %10) #9
  %87 = fmul <2 x double> %22, <double 2.000000e+00, double 2.000000e+00>
  %88 = fmul <2 x double> %22, %87
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> %22, <2 x double> %88)
  %90 = shufflevector <2 x double> %89, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %91 = fsub <2 x double> %89, %90
  %92 = extractelement <2 x double> %91, i64 0
  %93 = fdiv double %92, %28
  %94 = tail call double @llvm.fabs.f64(double %93)
  %95 = fcmp ogt double %94, 1.000000e+00
  %96 = select i1 %95, double %94, double 1.000000e+00
  %97 = fsub double %86, %93
  %98 = tail call double @llvm.fabs.f64(double %97)
  %99 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ole double %98, %99
  %101 = select i1 %100, ptr @.str.14, ptr @.str.15
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %10, double noundef %86, double noundef %93, ptr noundef nonnull %101)
  br i1 %100, label %106, label %103

103:                                              ; preds = %85
  %104 = load i32, ptr @n_fail, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @n_fail, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %85, %103
  %107 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_one, double noundef %10) #9
  %108 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %22
  %109 = fadd <2 x double> %61, %108
  %110 = shufflevector <2 x double> %109, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %111 = fsub <2 x double> %109, %110
  %112 = extractelement <2 x double> %111, i64 0
  %113 = fdiv double %112, %28
  %114 = tail call double @llvm.fabs.f64(double %113)
  %115 = fcmp ogt double %114, 1.000000e+00
  %116 = select i1 %115, double %114, double 1.000000e+00
  %117 = fsub double %107, %113
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = fmul double %116, 0x3EB0C6F7A0B5ED8D
  %120 = fcmp ole double %118, %119
  %121 = select i1 %120, ptr @.str.14, ptr @.str.15
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %10, double noundef %107, double noundef %113, ptr noundef nonnull %121)
  br i1 %120, label %126, label %123

123:                                              ; preds = %106
  %124 = load i32, ptr @n_fail, align 4, !tbaa !5
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr @n_fail, align 4, !tbaa !5
  br label %126

126:                                              ; preds = %106, %123
  %127 = icmp ugt i64 %8, 1
  br i1 %127, label %128, label %183

128:                                              ; preds = %126
  %129 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_frac, double noundef %10) #9
  %130 = tail call double @pow(double noundef %23, double noundef 2.500000e+00) #9
  %131 = tail call double @pow(double noundef %25, double noundef 2.500000e+00) #9
  %132 = fsub double %130, %131
  %133 = fdiv double %132, %28
  %134 = tail call double @llvm.fabs.f64(double %133)
  %135 = fcmp ogt double %134, 1.000000e+00
  %136 = select i1 %135, double %134, double 1.000000e+00
  %137 = fsub double %129, %133
  %138 = tail call double @llvm.fabs.f64(double %137)
  %139 = fmul double %136, 0x3EB0C6F7A0B5ED8D
  %140 = fcmp ole double %138, %139
  %141 = select i1 %140, ptr @.str.14, ptr @.str.15
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %10, double noundef %129, double noundef %133, ptr noundef nonnull %141)
  br i1 %140, label %146, label %143

143:                                              ; preds = %128
  %144 = load i32, ptr @n_fail, align 4, !tbaa !5
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr @n_fail, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %128, %143
  %147 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mix, double noundef %10) #9
  %148 = tail call double @pow(double noundef %23, double noundef -2.000000e+00) #9
  %149 = tail call double @pow(double noundef %23, double noundef 5.000000e-01) #9
  %150 = tail call double @pow(double noundef %23, double noundef 0x3FD5555555555555) #9
  %151 = tail call double @pow(double noundef %23, double noundef -5.000000e-01) #9
  %152 = tail call double @pow(double noundef %25, double noundef -2.000000e+00) #9
  %153 = tail call double @pow(double noundef %25, double noundef 5.000000e-01) #9
  %154 = tail call double @pow(double noundef %25, double noundef 0x3FD5555555555555) #9
  %155 = tail call double @pow(double noundef %25, double noundef -5.000000e-01) #9
  %156 = insertelement <2 x double> poison, double %148, i64 0
  %157 = insertelement <2 x double> %156, double %152, i64 1
  %158 = insertelement <2 x double> poison, double %149, i64 0
  %159 = insertelement <2 x double> %158, double %153, i64 1
  %160 = fadd <2 x double> %157, %159
  %161 = insertelement <2 x double> poison, double %150, i64 0
  %162 = insertelement <2 x double> %161, double %154, i64 1
  %163 = fadd <2 x double> %160, %162
  %164 = insertelement <2 x double> poison, double %151, i64 0
  %165 = insertelement <2 x double> %164, double %155, i64 1
  %166 = fadd <2 x double> %163, %165
  %167 = shufflevector <2 x double> %166, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %168 = fsub <2 x double> %166, %167
  %169 = extractelement <2 x double> %168, i64 0
  %170 = fdiv double %169, %28
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ogt double %171, 1.000000e+00
  %173 = select i1 %172, double %171, double 1.000000e+00
  %174 = fsub double %147, %170
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fmul double %173, 0x3EB0C6F7A0B5ED8D
  %177 = fcmp ole double %175, %176
  %178 = select i1 %177, ptr @.str.14, ptr @.str.15
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %10, double noundef %147, double noundef %170, ptr noundef nonnull %178)
  br i1 %177, label %183, label %180

180:                                              ; preds = %146
  %181 = load i32, ptr @n_fail, align 4, !tbaa !5
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr @n_fail, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %180, %146, %126
  %184 = fmul double %14, 2.000000e+00
  %185 = tail call <2 x double> @llvm.powi.v2f64.i32(<2 x double> %22, i32 -2)
  br label %189

186:                                              ; preds = %356
  %187 = add nuw nsw i64 %8, 1
  %188 = icmp eq i64 %187, 5
  br i1 %188, label %1, label %7, !llvm.loop !11

189:                                              ; preds = %183, %356
  %190 = phi i64 [ 0, %183 ], [ %357, %356 ]
  %191 = getelementptr inbounds [7 x i32], ptr @main.ns, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = icmp eq i64 %190, 6
  br i1 %193, label %267, label %194

194:                                              ; preds = %189
  %195 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_loop, double noundef %10, i32 noundef %192) #9
  %196 = icmp eq i64 %190, 0
  br i1 %196, label %252, label %197

197:                                              ; preds = %194
  %198 = add i32 %192, -1
  %199 = and i32 %192, 7
  %200 = icmp ult i32 %198, 7
  br i1 %200, label %216, label %201

201:                                              ; preds = %197
  %202 = and i32 %192, -8
  br label %203

203:                                              ; preds = %203, %201
  %204 = phi double [ 1.000000e+00, %201 ], [ %213, %203 ]
  %205 = phi i32 [ 0, %201 ], [ %214, %203 ]
  %206 = fmul double %23, %204
  %207 = fmul double %23, %206
  %208 = fmul double %23, %207
  %209 = fmul double %23, %208
  %210 = fmul double %23, %209
  %211 = fmul double %23, %210
  %212 = fmul double %23, %211
  %213 = fmul double %23, %212
  %214 = add i32 %205, 8
  %215 = icmp eq i32 %214, %202
  br i1 %215, label %216, label %203, !llvm.loop !13

216:                                              ; preds = %197, %203
  %217 = phi double [ 1.000000e+00, %197 ], [ %213, %203 ]
  br label %218

218:                                              ; preds = %218, %216
  %219 = phi double [ %221, %218 ], [ %217, %216 ]
  %220 = phi i32 [ %222, %218 ], [ 0, %216 ]
  %221 = fmul double %23, %219
  %222 = add i32 %220, 1
  %223 = icmp eq i32 %222, %199
  br i1 %223, label %224, label %218, !llvm.loop !14

224:                                              ; preds = %218
  %225 = and i32 %192, 7
  %226 = icmp ult i32 %198, 7
  br i1 %226, label %242, label %227

227:                                              ; preds = %224
  %228 = and i32 %192, -8
  br label %229

229:                                              ; preds = %229, %227
  %230 = phi double [ 1.000000e+00, %227 ], [ %239, %229 ]
  %231 = phi i32 [ 0, %227 ], [ %240, %229 ]
  %232 = fmul double %25, %230
  %233 = fmul double %25, %232
  %234 = fmul double %25, %233
  %235 = fmul double %25, %234
  %236 = fmul double %25, %235
  %237 = fmul double %25, %236
  %238 = fmul double %25, %237
  %239 = fmul double %25, %238
  %240 = add i32 %231, 8
  %241 = icmp eq i32 %240, %228
  br i1 %241, label %242, label %229, !llvm.loop !13

242:                                              ; preds = %224, %229
  %243 = phi double [ 1.000000e+00, %224 ], [ %239, %229 ]
  br label %244

244:                                              ; preds = %244, %242
  %245 = phi double [ %247, %244 ], [ %243, %242 ]
  %246 = phi i32 [ %248, %244 ], [ 0, %242 ]
  %247 = fmul double %25, %245
  %248 = add i32 %246, 1
  %249 = icmp eq i32 %248, %225
  br i1 %249, label %250, label %244, !llvm.loop !16

250:                                              ; preds = %244
  %251 = fsub double %221, %247
  br label %252

252:                                              ; preds = %250, %194
  %253 = phi double [ 0.000000e+00, %194 ], [ %251, %250 ]
  %254 = fdiv double %253, %184
  %255 = tail call double @llvm.fabs.f64(double %254)
  %256 = fcmp ogt double %255, 1.000000e+00
  %257 = select i1 %256, double %255, double 1.000000e+00
  %258 = fsub double %195, %254
  %259 = tail call double @llvm.fabs.f64(double %258)
  %260 = fmul double %257, 0x3EB0C6F7A0B5ED8D
  %261 = fcmp ole double %259, %260
  %262 = select i1 %261, ptr @.str.14, ptr @.str.15
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %10, double noundef %195, double noundef %254, ptr noundef nonnull %262)
  br i1 %261, label %267, label %264

264:                                              ; preds = %252
  %265 = load i32, ptr @n_fail, align 4, !tbaa !5
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr @n_fail, align 4, !tbaa !5
  br label %267

267:                                              ; preds = %264, %252, %189
  %268 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_builtin, double noundef %10, i32 noundef %192) #9
  %269 = tail call <2 x double> @llvm.powi.v2f64.i32(<2 x double> %22, i32 %192)
  %270 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %269)
  %271 = shufflevector <2 x double> %270, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %272 = fsub <2 x double> %270, %271
  %273 = extractelement <2 x double> %272, i64 0
  %274 = fdiv double %273, %184
  %275 = tail call double @llvm.fabs.f64(double %274)
  %276 = fcmp ogt double %275, 1.000000e+00
  %277 = select i1 %276, double %275, double 1.000000e+00
  %278 = fsub double %268, %274
  %279 = tail call double @llvm.fabs.f64(double %278)
  %280 = fmul double %277, 0x3EB0C6F7A0B5ED8D
  %281 = fcmp ole double %279, %280
  %282 = select i1 %281, ptr @.str.14, ptr @.str.15
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %10, double noundef %268, double noundef %274, ptr noundef nonnull %282)
  br i1 %281, label %287, label %284

284:                                              ; preds = %267
  %285 = load i32, ptr @n_fail, align 4, !tbaa !5
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr @n_fail, align 4, !tbaa !5
  br label %287

287:                                              ; preds = %267, %284
  %288 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %289 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_intpow, double noundef %10, i32 noundef %288, i32 noundef %192) #9
  %290 = sitofp i32 %192 to double
  %291 = tail call double @pow(double noundef %23, double noundef %290) #9
  %292 = tail call double @pow(double noundef %25, double noundef %290) #9
  %293 = fsub double %291, %292
  %294 = fdiv double %293, %184
  %295 = tail call double @llvm.fabs.f64(double %294)
  %296 = fcmp ogt double %295, 1.000000e+00
  %297 = select i1 %296, double %295, double 1.000000e+00
  %298 = fsub double %289, %294
  %299 = tail call double @llvm.fabs.f64(double %298)
  %300 = fmul double %297, 0x3EB0C6F7A0B5ED8D
  %301 = fcmp ole double %299, %300
  %302 = select i1 %301, ptr @.str.14, ptr @.str.15
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %10, double noundef %289, double noundef %294, ptr noundef nonnull %302)
  br i1 %301, label %307, label %304

304:                                              ; preds = %287
  %305 = load i32, ptr @n_fail, align 4, !tbaa !5
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr @n_fail, align 4, !tbaa !5
  br label %307

307:                                              ; preds = %287, %304
  %308 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_squaring, double noundef %10, i32 noundef %192) #9
  %309 = icmp eq i64 %190, 0
  br i1 %309, label %339, label %310

310:                                              ; preds = %307
  %311 = tail call i32 @llvm.abs.i32(i32 %192, i1 true)
  br label %312

312:                                              ; preds = %312, %310
  %313 = phi i32 [ %321, %312 ], [ %311, %310 ]
  %314 = phi double [ %320, %312 ], [ %23, %310 ]
  %315 = phi double [ %319, %312 ], [ 1.000000e+00, %310 ]
  %316 = and i32 %313, 1
  %317 = icmp eq i32 %316, 0
  %318 = fmul double %314, %315
  %319 = select i1 %317, double %315, double %318
  %320 = fmul double %314, %314
  %321 = lshr i32 %313, 1
  %322 = icmp ult i32 %313, 2
  br i1 %322, label %323, label %312, !llvm.loop !17

323:                                              ; preds = %312
  %324 = fdiv double 1.000000e+00, %319
  br label %325

325:                                              ; preds = %325, %323
  %326 = phi i32 [ %334, %325 ], [ %311, %323 ]
  %327 = phi double [ %333, %325 ], [ %25, %323 ]
  %328 = phi double [ %332, %325 ], [ 1.000000e+00, %323 ]
  %329 = and i32 %326, 1
  %330 = icmp eq i32 %329, 0
  %331 = fmul double %327, %328
  %332 = select i1 %330, double %328, double %331
  %333 = fmul double %327, %327
  %334 = lshr i32 %326, 1
  %335 = icmp ult i32 %326, 2
  br i1 %335, label %336, label %325, !llvm.loop !17

336:                                              ; preds = %325
  br i1 %193, label %337, label %339

337:                                              ; preds = %336
  %338 = fdiv double 1.000000e+00, %332
  br label %339

339:                                              ; preds = %307, %336, %337
  %340 = phi double [ %324, %337 ], [ %319, %336 ], [ 1.000000e+00, %307 ]
  %341 = phi double [ %338, %337 ], [ %332, %336 ], [ 1.000000e+00, %307 ]
  %342 = fsub double %340, %341
  %343 = fdiv double %342, %184
  %344 = tail call double @llvm.fabs.f64(double %343)
  %345 = fcmp ogt double %344, 1.000000e+00
  %346 = select i1 %345, double %344, double 1.000000e+00
  %347 = fsub double %308, %343
  %348 = tail call double @llvm.fabs.f64(double %347)
  %349 = fmul double %346, 0x3EB0C6F7A0B5ED8D
  %350 = fcmp ole double %348, %349
  %351 = select i1 %350, ptr @.str.14, ptr @.str.15
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %10, double noundef %308, double noundef %343, ptr noundef nonnull %351)
  br i1 %350, label %356, label %353

353:                                              ; preds = %339
  %354 = load i32, ptr @n_fail, align 4, !tbaa !5
  %355 = add nsw i32 %354, 1
  store i32 %355, ptr @n_fail, align 4, !tbaa !5
  br label %356

356:                                              ; preds = %339, %353
  %357 = add nuw nsw i64 %190, 1
  %358 = icmp eq i64 %357, 7
  br i1 %358, label %186, label %189, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_cube(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_sq(double noundef %0) #3 {
  %2 = fmul double %0, %0
  %3 = fadd double %0, 1.000000e+00
  %4 = tail call double @pow(double noundef %3, double noundef 4.000000e+00) #9
  %5 = fadd double %2, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @p_mul(double noundef %0) #4 {
  %2 = fmul double %0, %0
  %3 = fmul double %0, 2.000000e+00
  %4 = fmul double %3, %0
  %5 = tail call double @llvm.fmuladd.f64(double %2, double %0, double %4)
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @p_one(double noundef %0) #4 {
  %2 = fadd double %0, 1.000000e+00
  %3 = fdiv double 1.000000e+00, %0
  %4 = fadd double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_frac(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef 2.500000e+00) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_mix(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef -2.000000e+00) #9
  %3 = tail call double @pow(double noundef %0, double noundef 5.000000e-01) #9
  %4 = fadd double %2, %3
  %5 = tail call double @pow(double noundef %0, double noundef 0x3FD5555555555555) #9
  %6 = fadd double %4, %5
  %7 = tail call double @pow(double noundef %0, double noundef -5.000000e-01) #9
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @p_loop(double noundef %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %19

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %21

9:                                                ; preds = %21, %4
  %10 = phi double [ poison, %4 ], [ %31, %21 ]
  %11 = phi double [ 1.000000e+00, %4 ], [ %31, %21 ]
  %12 = icmp eq i32 %5, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %9, %13
  %14 = phi double [ %16, %13 ], [ %11, %9 ]
  %15 = phi i32 [ %17, %13 ], [ 0, %9 ]
  %16 = fmul double %14, %0
  %17 = add i32 %15, 1
  %18 = icmp eq i32 %17, %5
  br i1 %18, label %19, label %13, !llvm.loop !19

19:                                               ; preds = %9, %13, %2
  %20 = phi double [ 1.000000e+00, %2 ], [ %10, %9 ], [ %16, %13 ]
  ret double %20

21:                                               ; preds = %21, %7
  %22 = phi double [ 1.000000e+00, %7 ], [ %31, %21 ]
  %23 = phi i32 [ 0, %7 ], [ %32, %21 ]
  %24 = fmul double %22, %0
  %25 = fmul double %24, %0
  %26 = fmul double %25, %0
  %27 = fmul double %26, %0
  %28 = fmul double %27, %0
  %29 = fmul double %28, %0
  %30 = fmul double %29, %0
  %31 = fmul double %30, %0
  %32 = add i32 %23, 8
  %33 = icmp eq i32 %32, %8
  br i1 %33, label %9, label %21, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @p_builtin(double noundef %0, i32 noundef %1) #4 {
  %3 = tail call double @llvm.powi.f64.i32(double %0, i32 %1)
  %4 = tail call double @llvm.powi.f64.i32(double %0, i32 -2)
  %5 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e-01, double %3)
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_intpow(double noundef %0, i32 noundef %1) #3 {
  %3 = sitofp i32 %1 to double
  %4 = tail call double @pow(double noundef %0, double noundef %3) #9
  ret double %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @p_squaring(double noundef %0, i32 noundef %1) #5 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.abs.i32(i32 %1, i1 true)
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %15, %6 ], [ %5, %4 ]
  %8 = phi double [ %14, %6 ], [ %0, %4 ]
  %9 = phi double [ %13, %6 ], [ 1.000000e+00, %4 ]
  %10 = and i32 %7, 1
  %11 = icmp eq i32 %10, 0
  %12 = fmul double %9, %8
  %13 = select i1 %11, double %9, double %12
  %14 = fmul double %8, %8
  %15 = lshr i32 %7, 1
  %16 = icmp ult i32 %7, 2
  br i1 %16, label %17, label %6, !llvm.loop !17

17:                                               ; preds = %6, %2
  %18 = phi double [ 1.000000e+00, %2 ], [ %13, %6 ]
  %19 = icmp slt i32 %1, 0
  %20 = fdiv double 1.000000e+00, %18
  %21 = select i1 %19, double %20, double %18
  ret double %21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.powi.v2f64.i32(<2 x double>, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !15}
