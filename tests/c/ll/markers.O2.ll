; ModuleID = 'markers.c'
source_filename = "markers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -9.000000e-01, double 2.500000e-01, double 8.000000e-01, double 1.700000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"f.dx(x, const y)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [21 x i8] c"f.dx(out x, const y)\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"f.dy(const x, y)\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"f.dy(const x, out y)\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"g.dx(const n, const m)\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"p.dx\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"markers\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %337
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %337
  %8 = phi i64 [ 0, %0 ], [ %338, %337 ]
  %9 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = trunc nuw nsw i64 %8 to i32
  %12 = uitofp nneg i32 %11 to double
  %13 = tail call double @llvm.fmuladd.f64(double %12, double 3.000000e-01, double -5.000000e-01)
  %14 = tail call double @llvm.fabs.f64(double %10)
  %15 = fcmp ogt double %14, 1.000000e+00
  %16 = select i1 %15, double %14, double 1.000000e+00
  %17 = fmul double %16, 0x3EB0C6F7A0B5ED8D
  %18 = tail call double @llvm.fabs.f64(double %13)
  %19 = fcmp ogt double %18, 1.000000e+00
  %20 = select i1 %19, double %18, double 1.000000e+00
  %21 = fmul double %20, 0x3EB0C6F7A0B5ED8D
  %22 = fadd double %10, %17
  %23 = tail call double @sin(double noundef %22) #8
  %24 = tail call double @exp(double noundef %13) #8
  %25 = fneg double %13
  %26 = fsub double %10, %17
  %27 = tail call double @sin(double noundef %26) #8
  %28 = tail call double @exp(double noundef %13) #8
  %29 = insertelement <2 x double> poison, double %22, i64 0
  %30 = insertelement <2 x double> %29, double %26, i64 1
  %31 = fmul <2 x double> %30, %30
  %32 = fmul <2 x double> %30, %31
  %33 = insertelement <2 x double> poison, double %13, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  %35 = fmul <2 x double> %34, %32
  %36 = insertelement <2 x double> poison, double %23, i64 0
  %37 = insertelement <2 x double> %36, double %27, i64 1
  %38 = insertelement <2 x double> poison, double %24, i64 0
  %39 = insertelement <2 x double> %38, double %28, i64 1
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> %39, <2 x double> %35)
  %41 = insertelement <2 x double> poison, double %25, i64 0
  %42 = shufflevector <2 x double> %41, <2 x double> poison, <2 x i32> zeroinitializer
  %43 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %42, <2 x double> %34, <2 x double> %40)
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %45 = fsub <2 x double> %43, %44
  %46 = extractelement <2 x double> %45, i64 0
  %47 = fmul double %17, 2.000000e+00
  %48 = fdiv double %46, %47
  %49 = fadd double %13, %21
  %50 = tail call double @sin(double noundef %10) #8
  %51 = tail call double @exp(double noundef %49) #8
  %52 = fmul double %10, %10
  %53 = fmul double %10, %52
  %54 = fmul double %49, %53
  %55 = tail call double @llvm.fmuladd.f64(double %50, double %51, double %54)
  %56 = fneg double %49
  %57 = tail call double @llvm.fmuladd.f64(double %56, double %49, double %55)
  %58 = fsub double %13, %21
  %59 = tail call double @sin(double noundef %10) #8
  %60 = tail call double @exp(double noundef %58) #8
  %61 = fmul double %58, %53
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %60, double %61)
  %63 = fneg double %58
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %58, double %62)
  %65 = fsub double %57, %64
  %66 = fmul double %21, 2.000000e+00
  %67 = fdiv double %65, %66
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %69 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %10, i32 noundef %68, double noundef %13) #8
  %70 = tail call double @llvm.fabs.f64(double %48)
  %71 = fcmp ogt double %70, 1.000000e+00
  %72 = select i1 %71, double %70, double 1.000000e+00
  %73 = fsub double %69, %48
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fmul double %72, 0x3EB0C6F7A0B5ED8D
  %76 = fcmp ole double %74, %75
  %77 = select i1 %76, ptr @.str.10, ptr @.str.11
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %10, double noundef %69, double noundef %48, ptr noundef nonnull %77)
  br i1 %76, label %82, label %79

79:                                               ; preds = %7
  %80 = load i32, ptr @n_fail, align 4, !tbaa !5
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr @n_fail, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %7, %79
  %83 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %84 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %85 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %83, double noundef %10, i32 noundef %84, double noundef %13) #8
  %86 = fsub double %85, %48
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = fcmp ole double %87, %75
  %89 = select i1 %88, ptr @.str.10, ptr @.str.11
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %10, double noundef %85, double noundef %48, ptr noundef nonnull %89)
  br i1 %88, label %94, label %91

91:                                               ; preds = %82
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %82, %91
  %95 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %96 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %95, double noundef %10, double noundef %13) #8
  %97 = tail call double @llvm.fabs.f64(double %67)
  %98 = fcmp ogt double %97, 1.000000e+00
  %99 = select i1 %98, double %97, double 1.000000e+00
  %100 = fsub double %96, %67
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fmul double %99, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ole double %101, %102
  %104 = select i1 %103, ptr @.str.10, ptr @.str.11
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %13, double noundef %96, double noundef %67, ptr noundef nonnull %104)
  br i1 %103, label %109, label %106

106:                                              ; preds = %94
  %107 = load i32, ptr @n_fail, align 4, !tbaa !5
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr @n_fail, align 4, !tbaa !5
  br label %109

109:                                              ; preds = %94, %106
  %110 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %111 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %112 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %110, double noundef %10, i32 noundef %111, double noundef %13) #8
  %113 = fsub double %112, %67
  %114 = tail call double @llvm.fabs.f64(double %113)
  %115 = fcmp ole double %114, %102
  %116 = select i1 %115, ptr @.str.10, ptr @.str.11
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %13, double noundef %112, double noundef %67, ptr noundef nonnull %116)
  br i1 %115, label %121, label %118

118:                                              ; preds = %109
  %119 = load i32, ptr @n_fail, align 4, !tbaa !5
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr @n_fail, align 4, !tbaa !5
  br label %121

121:                                              ; preds = %109, %118
  %122 = add nuw nsw i64 %8, 2
  %123 = fmul double %12, 5.000000e-01
  %124 = sub nuw nsw i64 3, %8
  %125 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %126 = trunc nuw nsw i64 %122 to i32
  %127 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %126, double noundef %10, i32 noundef %125, double noundef %123, i64 noundef %124) #8
  %128 = trunc nuw nsw i64 %124 to i32
  %129 = uitofp nneg i32 %128 to double
  %130 = fmul double %22, %129
  %131 = tail call double @cos(double noundef %130) #8
  %132 = fmul double %22, %123
  %133 = fadd double %131, %132
  %134 = fmul double %22, %133
  %135 = fmul double %134, 5.000000e-01
  %136 = tail call double @cos(double noundef %130) #8
  %137 = fadd double %136, %135
  %138 = icmp eq i64 %8, 0
  br i1 %138, label %156, label %139, !llvm.loop !11

139:                                              ; preds = %121
  %140 = fmul double %22, %137
  %141 = fdiv double %140, 3.000000e+00
  %142 = tail call double @cos(double noundef %130) #8
  %143 = fadd double %142, %141
  %144 = icmp eq i64 %122, 3
  br i1 %144, label %156, label %145, !llvm.loop !11

145:                                              ; preds = %139
  %146 = fmul double %22, %143
  %147 = fmul double %146, 2.500000e-01
  %148 = tail call double @cos(double noundef %130) #8
  %149 = fadd double %148, %147
  %150 = icmp eq i64 %122, 4
  br i1 %150, label %156, label %151, !llvm.loop !11

151:                                              ; preds = %145
  %152 = fmul double %22, %149
  %153 = fdiv double %152, 5.000000e+00
  %154 = tail call double @cos(double noundef %130) #8
  %155 = fadd double %154, %153
  br label %156

156:                                              ; preds = %151, %145, %139, %121
  %157 = phi double [ %137, %121 ], [ %143, %139 ], [ %149, %145 ], [ %155, %151 ]
  %158 = fmul double %26, %129
  %159 = tail call double @cos(double noundef %158) #8
  %160 = fmul double %26, %123
  %161 = fadd double %159, %160
  %162 = fmul double %26, %161
  %163 = fmul double %162, 5.000000e-01
  %164 = tail call double @cos(double noundef %158) #8
  %165 = fadd double %164, %163
  %166 = icmp eq i64 %8, 0
  br i1 %166, label %184, label %167, !llvm.loop !11

167:                                              ; preds = %156
  %168 = fmul double %26, %165
  %169 = fdiv double %168, 3.000000e+00
  %170 = tail call double @cos(double noundef %158) #8
  %171 = fadd double %170, %169
  %172 = icmp eq i64 %122, 3
  br i1 %172, label %184, label %173, !llvm.loop !11

173:                                              ; preds = %167
  %174 = fmul double %26, %171
  %175 = fmul double %174, 2.500000e-01
  %176 = tail call double @cos(double noundef %158) #8
  %177 = fadd double %176, %175
  %178 = icmp eq i64 %122, 4
  br i1 %178, label %184, label %179, !llvm.loop !11

179:                                              ; preds = %173
  %180 = fmul double %26, %177
  %181 = fdiv double %180, 5.000000e+00
  %182 = tail call double @cos(double noundef %158) #8
  %183 = fadd double %182, %181
  br label %184

184:                                              ; preds = %179, %173, %167, %156
  %185 = phi double [ %165, %156 ], [ %171, %167 ], [ %177, %173 ], [ %183, %179 ]
  %186 = fsub double %157, %185
  %187 = fdiv double %186, %47
  %188 = tail call double @llvm.fabs.f64(double %187)
  %189 = fcmp ogt double %188, 1.000000e+00
  %190 = select i1 %189, double %188, double 1.000000e+00
  %191 = fsub double %127, %187
  %192 = tail call double @llvm.fabs.f64(double %191)
  %193 = fmul double %190, 0x3EB0C6F7A0B5ED8D
  %194 = fcmp ole double %192, %193
  %195 = select i1 %194, ptr @.str.10, ptr @.str.11
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %10, double noundef %127, double noundef %187, ptr noundef nonnull %195)
  br i1 %194, label %200, label %197

197:                                              ; preds = %184
  %198 = load i32, ptr @n_fail, align 4, !tbaa !5
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr @n_fail, align 4, !tbaa !5
  br label %200

200:                                              ; preds = %184, %197
  %201 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %202 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %203 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %201, i32 noundef %126, i32 noundef %202, double noundef %10, i32 noundef %201, double noundef %123, i32 noundef %201, i64 noundef %124) #8
  %204 = tail call double @cos(double noundef %130) #8
  %205 = fmul double %22, %123
  %206 = fadd double %204, %205
  %207 = fmul double %22, %206
  %208 = fmul double %207, 5.000000e-01
  %209 = tail call double @cos(double noundef %130) #8
  %210 = fadd double %209, %208
  %211 = icmp eq i64 %8, 0
  br i1 %211, label %229, label %212, !llvm.loop !11

212:                                              ; preds = %200
  %213 = fmul double %22, %210
  %214 = fdiv double %213, 3.000000e+00
  %215 = tail call double @cos(double noundef %130) #8
  %216 = fadd double %215, %214
  %217 = icmp eq i64 %122, 3
  br i1 %217, label %229, label %218, !llvm.loop !11

218:                                              ; preds = %212
  %219 = fmul double %22, %216
  %220 = fmul double %219, 2.500000e-01
  %221 = tail call double @cos(double noundef %130) #8
  %222 = fadd double %221, %220
  %223 = icmp eq i64 %122, 4
  br i1 %223, label %229, label %224, !llvm.loop !11

224:                                              ; preds = %218
  %225 = fmul double %22, %222
  %226 = fdiv double %225, 5.000000e+00
  %227 = tail call double @cos(double noundef %130) #8
  %228 = fadd double %227, %226
  br label %229

229:                                              ; preds = %200, %212, %218, %224
  %230 = phi double [ %210, %200 ], [ %216, %212 ], [ %222, %218 ], [ %228, %224 ]
  %231 = tail call double @cos(double noundef %158) #8
  %232 = fmul double %26, %123
  %233 = fadd double %231, %232
  %234 = fmul double %26, %233
  %235 = fmul double %234, 5.000000e-01
  %236 = tail call double @cos(double noundef %158) #8
  %237 = fadd double %236, %235
  %238 = icmp eq i64 %8, 0
  br i1 %238, label %256, label %239, !llvm.loop !11

239:                                              ; preds = %229
  %240 = fmul double %26, %237
  %241 = fdiv double %240, 3.000000e+00
  %242 = tail call double @cos(double noundef %158) #8
  %243 = fadd double %242, %241
  %244 = icmp eq i64 %122, 3
  br i1 %244, label %256, label %245, !llvm.loop !11

245:                                              ; preds = %239
  %246 = fmul double %26, %243
  %247 = fmul double %246, 2.500000e-01
  %248 = tail call double @cos(double noundef %158) #8
  %249 = fadd double %248, %247
  %250 = icmp eq i64 %122, 4
  br i1 %250, label %256, label %251, !llvm.loop !11

251:                                              ; preds = %245
  %252 = fmul double %26, %249
  %253 = fdiv double %252, 5.000000e+00
  %254 = tail call double @cos(double noundef %158) #8
  %255 = fadd double %254, %253
  br label %256

256:                                              ; preds = %251, %245, %239, %229
  %257 = phi double [ %237, %229 ], [ %243, %239 ], [ %249, %245 ], [ %255, %251 ]
  %258 = fsub double %230, %257
  %259 = fdiv double %258, %47
  %260 = tail call double @llvm.fabs.f64(double %259)
  %261 = fcmp ogt double %260, 1.000000e+00
  %262 = select i1 %261, double %260, double 1.000000e+00
  %263 = fsub double %203, %259
  %264 = tail call double @llvm.fabs.f64(double %263)
  %265 = fmul double %262, 0x3EB0C6F7A0B5ED8D
  %266 = fcmp ole double %264, %265
  %267 = select i1 %266, ptr @.str.10, ptr @.str.11
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %10, double noundef %203, double noundef %259, ptr noundef nonnull %267)
  br i1 %266, label %272, label %269

269:                                              ; preds = %256
  %270 = load i32, ptr @n_fail, align 4, !tbaa !5
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr @n_fail, align 4, !tbaa !5
  br label %272

272:                                              ; preds = %269, %256
  %273 = fneg double %22
  %274 = fneg double %26
  %275 = tail call double @llvm.fmuladd.f64(double %22, double %22, double 1.000000e+00)
  %276 = tail call double @llvm.fmuladd.f64(double %26, double %26, double 1.000000e+00)
  %277 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef %10, i32 noundef 0) #8
  %278 = shufflevector <2 x double> %31, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %279 = fsub <2 x double> %31, %278
  %280 = extractelement <2 x double> %279, i64 0
  %281 = fdiv double %280, %47
  %282 = tail call double @llvm.fabs.f64(double %281)
  %283 = fcmp ogt double %282, 1.000000e+00
  %284 = select i1 %283, double %282, double 1.000000e+00
  %285 = fsub double %277, %281
  %286 = tail call double @llvm.fabs.f64(double %285)
  %287 = fmul double %284, 0x3EB0C6F7A0B5ED8D
  %288 = fcmp ole double %286, %287
  %289 = select i1 %288, ptr @.str.10, ptr @.str.11
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %10, double noundef %277, double noundef %281, ptr noundef nonnull %289)
  br i1 %288, label %294, label %291

291:                                              ; preds = %272
  %292 = load i32, ptr @n_fail, align 4, !tbaa !5
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr @n_fail, align 4, !tbaa !5
  br label %294

294:                                              ; preds = %272, %291
  %295 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef %10, i32 noundef 1) #8
  %296 = tail call double @exp(double noundef %273) #8
  %297 = tail call double @exp(double noundef %274) #8
  %298 = fmul double %26, %297
  %299 = fmul double %22, %296
  %300 = fsub double %299, %298
  %301 = fdiv double %300, %47
  %302 = tail call double @llvm.fabs.f64(double %301)
  %303 = fcmp ogt double %302, 1.000000e+00
  %304 = select i1 %303, double %302, double 1.000000e+00
  %305 = fsub double %295, %301
  %306 = tail call double @llvm.fabs.f64(double %305)
  %307 = fmul double %304, 0x3EB0C6F7A0B5ED8D
  %308 = fcmp ole double %306, %307
  %309 = select i1 %308, ptr @.str.10, ptr @.str.11
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %10, double noundef %295, double noundef %301, ptr noundef nonnull %309)
  br i1 %308, label %314, label %311

311:                                              ; preds = %294
  %312 = load i32, ptr @n_fail, align 4, !tbaa !5
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr @n_fail, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %311, %294
  %315 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef %10, i32 noundef 2) #8
  %316 = tail call double @log(double noundef %275) #8
  %317 = tail call double @log(double noundef %276) #8
  %318 = insertelement <2 x double> poison, double %316, i64 0
  %319 = insertelement <2 x double> %318, double %317, i64 1
  %320 = fdiv <2 x double> %319, <double 3.000000e+00, double 3.000000e+00>
  %321 = shufflevector <2 x double> %320, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %322 = fsub <2 x double> %320, %321
  %323 = extractelement <2 x double> %322, i64 0
  %324 = fdiv double %323, %47
  %325 = tail call double @llvm.fabs.f64(double %324)
  %326 = fcmp ogt double %325, 1.000000e+00
  %327 = select i1 %326, double %325, double 1.000000e+00
  %328 = fsub double %315, %324
  %329 = tail call double @llvm.fabs.f64(double %328)
  %330 = fmul double %327, 0x3EB0C6F7A0B5ED8D
  %331 = fcmp ole double %329, %330
  %332 = select i1 %331, ptr @.str.10, ptr @.str.11
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %10, double noundef %315, double noundef %324, ptr noundef nonnull %332)
  br i1 %331, label %337, label %334

334:                                              ; preds = %314
  %335 = load i32, ptr @n_fail, align 4, !tbaa !5
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr @n_fail, align 4, !tbaa !5
  br label %337

337:                                              ; preds = %334, %314
  %338 = add nuw nsw i64 %8, 1
  %339 = icmp eq i64 %338, 4
  br i1 %339, label %1, label %7, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #2 {
  %3 = tail call double @sin(double noundef %0) #8
  %4 = tail call double @exp(double noundef %1) #8
  %5 = fmul double %0, %0
  %6 = fmul double %5, %0
  %7 = fmul double %6, %1
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %7)
  %9 = fneg double %1
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %1, double %8)
  ret double %10
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(i32 noundef %0, double noundef %1, double noundef %2, i64 noundef %3) #4 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %4
  %7 = sitofp i64 %3 to double
  %8 = fmul double %7, %1
  %9 = and i32 %0, 3
  %10 = icmp ult i32 %0, 4
  br i1 %10, label %13, label %11

11:                                               ; preds = %6
  %12 = and i32 %0, 2147483644
  br label %32

13:                                               ; preds = %32, %6
  %14 = phi double [ poison, %6 ], [ %59, %32 ]
  %15 = phi i32 [ 0, %6 ], [ %55, %32 ]
  %16 = phi double [ %2, %6 ], [ %59, %32 ]
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %23, %18 ], [ %15, %13 ]
  %20 = phi double [ %27, %18 ], [ %16, %13 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %13 ]
  %22 = fmul double %20, %1
  %23 = add nuw nsw i32 %19, 1
  %24 = uitofp nneg i32 %23 to double
  %25 = fdiv double %22, %24
  %26 = tail call double @cos(double noundef %8) #8
  %27 = fadd double %25, %26
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %9
  br i1 %29, label %30, label %18, !llvm.loop !14

30:                                               ; preds = %13, %18, %4
  %31 = phi double [ %2, %4 ], [ %14, %13 ], [ %27, %18 ]
  ret double %31

32:                                               ; preds = %32, %11
  %33 = phi i32 [ 0, %11 ], [ %55, %32 ]
  %34 = phi double [ %2, %11 ], [ %59, %32 ]
  %35 = phi i32 [ 0, %11 ], [ %60, %32 ]
  %36 = fmul double %34, %1
  %37 = or disjoint i32 %33, 1
  %38 = uitofp nneg i32 %37 to double
  %39 = fdiv double %36, %38
  %40 = tail call double @cos(double noundef %8) #8
  %41 = fadd double %39, %40
  %42 = fmul double %41, %1
  %43 = or disjoint i32 %33, 2
  %44 = uitofp nneg i32 %43 to double
  %45 = fdiv double %42, %44
  %46 = tail call double @cos(double noundef %8) #8
  %47 = fadd double %45, %46
  %48 = fmul double %47, %1
  %49 = or disjoint i32 %33, 3
  %50 = uitofp nneg i32 %49 to double
  %51 = fdiv double %48, %50
  %52 = tail call double @cos(double noundef %8) #8
  %53 = fadd double %51, %52
  %54 = fmul double %53, %1
  %55 = add nuw nsw i32 %33, 4
  %56 = uitofp nneg i32 %55 to double
  %57 = fdiv double %54, %56
  %58 = tail call double @cos(double noundef %8) #8
  %59 = fadd double %57, %58
  %60 = add i32 %35, 4
  %61 = icmp eq i32 %60, %12
  br i1 %61, label %13, label %32, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p(double noundef %0, i32 noundef %1) #2 {
  switch i32 %1, label %9 [
    i32 0, label %3
    i32 1, label %5
  ]

3:                                                ; preds = %2
  %4 = fmul double %0, %0
  br label %15

5:                                                ; preds = %2
  %6 = fneg double %0
  %7 = tail call double @exp(double noundef %6) #8
  %8 = fmul double %7, %0
  br label %15

9:                                                ; preds = %2
  %10 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %11 = tail call double @log(double noundef %10) #8
  %12 = sitofp i32 %1 to double
  %13 = fadd double %12, 1.000000e+00
  %14 = fdiv double %11, %13
  br label %15

15:                                               ; preds = %9, %5, %3
  %16 = phi double [ %4, %3 ], [ %8, %5 ], [ %14, %9 ]
  ret double %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
