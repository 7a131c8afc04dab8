; ModuleID = 'vectorloop.c'
source_filename = "vectorloop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [5 x i32] [i32 1000, i32 37, i32 3, i32 0, i32 256], align 16
@main.xs = internal unnamed_addr constant [5 x double] [double 7.370000e-01, double -1.270000e+00, double 1.105000e+00, double 2.300000e+00, double -4.100000e-01], align 16
@.str = private unnamed_addr constant [8 x i8] c"vsum.dx\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"vsum.dy\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"vsum.dx.exact\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"vsum.dy.exact\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"vsq\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"vprod\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"vmax\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"vdot.dx\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"vdot.dy\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"vectorloop\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [256 x double], align 16
  %4 = alloca [256 x double], align 16
  %5 = alloca [256 x double], align 16
  %6 = alloca [256 x double], align 16
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [256 x double], align 16
  %10 = alloca [256 x double], align 16
  %11 = alloca [256 x double], align 16
  %12 = alloca [256 x double], align 16
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  br label %33

27:                                               ; preds = %1134
  %28 = load i32, ptr @n_fail, align 4, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10, i32 noundef %28)
  %30 = load i32, ptr @n_fail, align 4, !tbaa !5
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i32
  ret i32 %32

33:                                               ; preds = %0, %1134
  %34 = phi i64 [ 0, %0 ], [ %1135, %1134 ]
  %35 = getelementptr inbounds [5 x i32], ptr @main.ns, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = trunc nuw nsw i64 %34 to i32
  %40 = uitofp nneg i32 %39 to double
  %41 = tail call double @llvm.fmuladd.f64(double %40, double -3.500000e-01, double 6.000000e-01)
  %42 = tail call double @llvm.fabs.f64(double %38)
  %43 = fcmp ogt double %42, 1.000000e+00
  %44 = select i1 %43, double %42, double 1.000000e+00
  %45 = fmul double %44, 0x3EB0C6F7A0B5ED8D
  %46 = tail call double @llvm.fabs.f64(double %41)
  %47 = fcmp ogt double %46, 1.000000e+00
  %48 = select i1 %47, double %46, double 1.000000e+00
  %49 = fmul double %48, 4.000000e+00
  %50 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %51 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef %38, i32 noundef %50, double noundef %41, i32 noundef %36) #7
  %52 = fadd double %38, %45
  %53 = icmp eq i64 %34, 3
  br i1 %53, label %59, label %54

54:                                               ; preds = %33
  %55 = add i32 %36, -1
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %81, label %57

57:                                               ; preds = %54
  %58 = and i32 %36, -2
  br label %61

59:                                               ; preds = %33
  %60 = fsub double %38, %45
  br label %138

61:                                               ; preds = %61, %57
  %62 = phi i32 [ 0, %57 ], [ %74, %61 ]
  %63 = phi double [ 0.000000e+00, %57 ], [ %78, %61 ]
  %64 = phi i32 [ 0, %57 ], [ %79, %61 ]
  %65 = uitofp nneg i32 %62 to double
  %66 = fmul double %52, %65
  %67 = or disjoint i32 %62, 1
  %68 = uitofp nneg i32 %67 to double
  %69 = fdiv double %41, %68
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %65, double %69)
  %71 = fadd double %63, %70
  %72 = uitofp nneg i32 %67 to double
  %73 = fmul double %52, %72
  %74 = add nuw nsw i32 %62, 2
  %75 = uitofp nneg i32 %74 to double
  %76 = fdiv double %41, %75
  %77 = tail call double @llvm.fmuladd.f64(double %73, double %72, double %76)
  %78 = fadd double %71, %77
  %79 = add i32 %64, 2
  %80 = icmp eq i32 %79, %58
  br i1 %80, label %81, label %61, !llvm.loop !11

81:                                               ; preds = %61, %54
  %82 = phi double [ poison, %54 ], [ %78, %61 ]
  %83 = phi i32 [ 0, %54 ], [ %74, %61 ]
  %84 = phi double [ 0.000000e+00, %54 ], [ %78, %61 ]
  %85 = add nsw i64 %34, -3
  %86 = icmp ult i64 %85, -2
  br i1 %86, label %95, label %87

87:                                               ; preds = %81
  %88 = uitofp nneg i32 %83 to double
  %89 = fmul double %52, %88
  %90 = add nuw nsw i32 %83, 1
  %91 = uitofp nneg i32 %90 to double
  %92 = fdiv double %41, %91
  %93 = tail call double @llvm.fmuladd.f64(double %89, double %88, double %92)
  %94 = fadd double %84, %93
  br label %95

95:                                               ; preds = %81, %87
  %96 = phi double [ %82, %81 ], [ %94, %87 ]
  %97 = fsub double %38, %45
  %98 = icmp eq i32 %55, 0
  br i1 %98, label %121, label %99

99:                                               ; preds = %95
  %100 = and i32 %36, -2
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i32 [ 0, %99 ], [ %114, %101 ]
  %103 = phi double [ 0.000000e+00, %99 ], [ %118, %101 ]
  %104 = phi i32 [ 0, %99 ], [ %119, %101 ]
  %105 = uitofp nneg i32 %102 to double
  %106 = fmul double %97, %105
  %107 = or disjoint i32 %102, 1
  %108 = uitofp nneg i32 %107 to double
  %109 = fdiv double %41, %108
  %110 = tail call double @llvm.fmuladd.f64(double %106, double %105, double %109)
  %111 = fadd double %103, %110
  %112 = uitofp nneg i32 %107 to double
  %113 = fmul double %97, %112
  %114 = add nuw nsw i32 %102, 2
  %115 = uitofp nneg i32 %114 to double
  %116 = fdiv double %41, %115
  %117 = tail call double @llvm.fmuladd.f64(double %113, double %112, double %116)
  %118 = fadd double %111, %117
  %119 = add i32 %104, 2
  %120 = icmp eq i32 %119, %100
  br i1 %120, label %121, label %101, !llvm.loop !11

121:                                              ; preds = %101, %95
  %122 = phi double [ poison, %95 ], [ %118, %101 ]
  %123 = phi i32 [ 0, %95 ], [ %114, %101 ]
  %124 = phi double [ 0.000000e+00, %95 ], [ %118, %101 ]
  %125 = add nsw i64 %34, -3
  %126 = icmp ult i64 %125, -2
  br i1 %126, label %135, label %127

127:                                              ; preds = %121
  %128 = uitofp nneg i32 %123 to double
  %129 = fmul double %97, %128
  %130 = add nuw nsw i32 %123, 1
  %131 = uitofp nneg i32 %130 to double
  %132 = fdiv double %41, %131
  %133 = tail call double @llvm.fmuladd.f64(double %129, double %128, double %132)
  %134 = fadd double %124, %133
  br label %135

135:                                              ; preds = %121, %127
  %136 = phi double [ %122, %121 ], [ %134, %127 ]
  %137 = fsub double %96, %136
  br label %138

138:                                              ; preds = %135, %59
  %139 = phi double [ %60, %59 ], [ %97, %135 ]
  %140 = phi double [ 0.000000e+00, %59 ], [ %137, %135 ]
  %141 = fmul double %45, 2.000000e+00
  %142 = fdiv double %140, %141
  %143 = tail call double @llvm.fabs.f64(double %142)
  %144 = fcmp ogt double %143, 1.000000e+00
  %145 = select i1 %144, double %143, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %51, ptr %26, align 8, !tbaa !9
  %146 = load volatile double, ptr %26, align 8, !tbaa !9
  %147 = tail call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %148, label %160, label %149

149:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %142, ptr %25, align 8, !tbaa !9
  %150 = load volatile double, ptr %25, align 8, !tbaa !9
  %151 = tail call double @llvm.fabs.f64(double %150)
  %152 = fcmp ueq double %151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %152, label %160, label %153

153:                                              ; preds = %149
  %154 = fsub double %51, %142
  %155 = tail call double @llvm.fabs.f64(double %154)
  %156 = fmul double %145, 0x3EB0C6F7A0B5ED8D
  %157 = fcmp ole double %155, %156
  %158 = select i1 %157, ptr @.str.12, ptr @.str.13
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef %38, double noundef %51, double noundef %142, ptr noundef nonnull %158)
  br i1 %157, label %165, label %162

160:                                              ; preds = %149, %138
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef %38, double noundef %51, double noundef %142, ptr noundef nonnull @.str.13)
  br label %162

162:                                              ; preds = %160, %153
  %163 = load i32, ptr @n_fail, align 4, !tbaa !5
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @n_fail, align 4, !tbaa !5
  br label %165

165:                                              ; preds = %153, %162
  %166 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %167 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %166, double noundef %38, double noundef %41, i32 noundef %36) #7
  %168 = fadd double %41, %49
  br i1 %53, label %174, label %169

169:                                              ; preds = %165
  %170 = add i32 %36, -1
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %196, label %172

172:                                              ; preds = %169
  %173 = and i32 %36, -2
  br label %176

174:                                              ; preds = %165
  %175 = fsub double %41, %49
  br label %253

176:                                              ; preds = %176, %172
  %177 = phi i32 [ 0, %172 ], [ %189, %176 ]
  %178 = phi double [ 0.000000e+00, %172 ], [ %193, %176 ]
  %179 = phi i32 [ 0, %172 ], [ %194, %176 ]
  %180 = uitofp nneg i32 %177 to double
  %181 = fmul double %38, %180
  %182 = or disjoint i32 %177, 1
  %183 = uitofp nneg i32 %182 to double
  %184 = fdiv double %168, %183
  %185 = tail call double @llvm.fmuladd.f64(double %181, double %180, double %184)
  %186 = fadd double %178, %185
  %187 = uitofp nneg i32 %182 to double
  %188 = fmul double %38, %187
  %189 = add nuw nsw i32 %177, 2
  %190 = uitofp nneg i32 %189 to double
  %191 = fdiv double %168, %190
  %192 = tail call double @llvm.fmuladd.f64(double %188, double %187, double %191)
  %193 = fadd double %186, %192
  %194 = add i32 %179, 2
  %195 = icmp eq i32 %194, %173
  br i1 %195, label %196, label %176, !llvm.loop !11

196:                                              ; preds = %176, %169
  %197 = phi double [ poison, %169 ], [ %193, %176 ]
  %198 = phi i32 [ 0, %169 ], [ %189, %176 ]
  %199 = phi double [ 0.000000e+00, %169 ], [ %193, %176 ]
  %200 = add nsw i64 %34, -3
  %201 = icmp ult i64 %200, -2
  br i1 %201, label %210, label %202

202:                                              ; preds = %196
  %203 = uitofp nneg i32 %198 to double
  %204 = fmul double %38, %203
  %205 = add nuw nsw i32 %198, 1
  %206 = uitofp nneg i32 %205 to double
  %207 = fdiv double %168, %206
  %208 = tail call double @llvm.fmuladd.f64(double %204, double %203, double %207)
  %209 = fadd double %199, %208
  br label %210

210:                                              ; preds = %196, %202
  %211 = phi double [ %197, %196 ], [ %209, %202 ]
  %212 = fsub double %41, %49
  %213 = icmp eq i32 %170, 0
  br i1 %213, label %236, label %214

214:                                              ; preds = %210
  %215 = and i32 %36, -2
  br label %216

216:                                              ; preds = %216, %214
  %217 = phi i32 [ 0, %214 ], [ %229, %216 ]
  %218 = phi double [ 0.000000e+00, %214 ], [ %233, %216 ]
  %219 = phi i32 [ 0, %214 ], [ %234, %216 ]
  %220 = uitofp nneg i32 %217 to double
  %221 = fmul double %38, %220
  %222 = or disjoint i32 %217, 1
  %223 = uitofp nneg i32 %222 to double
  %224 = fdiv double %212, %223
  %225 = tail call double @llvm.fmuladd.f64(double %221, double %220, double %224)
  %226 = fadd double %218, %225
  %227 = uitofp nneg i32 %222 to double
  %228 = fmul double %38, %227
  %229 = add nuw nsw i32 %217, 2
  %230 = uitofp nneg i32 %229 to double
  %231 = fdiv double %212, %230
  %232 = tail call double @llvm.fmuladd.f64(double %228, double %227, double %231)
  %233 = fadd double %226, %232
  %234 = add i32 %219, 2
  %235 = icmp eq i32 %234, %215
  br i1 %235, label %236, label %216, !llvm.loop !11

236:                                              ; preds = %216, %210
  %237 = phi double [ poison, %210 ], [ %233, %216 ]
  %238 = phi i32 [ 0, %210 ], [ %229, %216 ]
  %239 = phi double [ 0.000000e+00, %210 ], [ %233, %216 ]
  %240 = add nsw i64 %34, -3
  %241 = icmp ult i64 %240, -2
  br i1 %241, label %250, label %242

242:                                              ; preds = %236
  %243 = uitofp nneg i32 %238 to double
  %244 = fmul double %38, %243
  %245 = add nuw nsw i32 %238, 1
  %246 = uitofp nneg i32 %245 to double
  %247 = fdiv double %212, %246
  %248 = tail call double @llvm.fmuladd.f64(double %244, double %243, double %247)
  %249 = fadd double %239, %248
  br label %250

250:                                              ; preds = %236, %242
  %251 = phi double [ %237, %236 ], [ %249, %242 ]
  %252 = fsub double %211, %251
  br label %253

253:                                              ; preds = %250, %174
  %254 = phi double [ %175, %174 ], [ %212, %250 ]
  %255 = phi double [ 0.000000e+00, %174 ], [ %252, %250 ]
  %256 = fmul double %49, 2.000000e+00
  %257 = fdiv double %255, %256
  %258 = tail call double @llvm.fabs.f64(double %257)
  %259 = fcmp ogt double %258, 1.000000e+00
  %260 = select i1 %259, double %258, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %167, ptr %24, align 8, !tbaa !9
  %261 = load volatile double, ptr %24, align 8, !tbaa !9
  %262 = tail call double @llvm.fabs.f64(double %261)
  %263 = fcmp ueq double %262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %263, label %275, label %264

264:                                              ; preds = %253
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %257, ptr %23, align 8, !tbaa !9
  %265 = load volatile double, ptr %23, align 8, !tbaa !9
  %266 = tail call double @llvm.fabs.f64(double %265)
  %267 = fcmp ueq double %266, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %267, label %275, label %268

268:                                              ; preds = %264
  %269 = fsub double %167, %257
  %270 = tail call double @llvm.fabs.f64(double %269)
  %271 = fmul double %260, 0x3EB0C6F7A0B5ED8D
  %272 = fcmp ole double %270, %271
  %273 = select i1 %272, ptr @.str.12, ptr @.str.13
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef %41, double noundef %167, double noundef %257, ptr noundef nonnull %273)
  br i1 %272, label %280, label %277

275:                                              ; preds = %264, %253
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef %41, double noundef %167, double noundef %257, ptr noundef nonnull @.str.13)
  br label %277

277:                                              ; preds = %275, %268
  %278 = load i32, ptr @n_fail, align 4, !tbaa !5
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr @n_fail, align 4, !tbaa !5
  br label %280

280:                                              ; preds = %268, %277
  br i1 %53, label %302, label %281

281:                                              ; preds = %280
  %282 = tail call i32 @llvm.smax.i32(i32 %36, i32 1)
  %283 = and i32 %282, 3
  %284 = icmp eq i64 %34, 2
  br i1 %284, label %287, label %285

285:                                              ; preds = %281
  %286 = and i32 %282, 2147483644
  br label %1137

287:                                              ; preds = %1137, %281
  %288 = phi double [ poison, %281 ], [ %1156, %1137 ]
  %289 = phi i32 [ 0, %281 ], [ %1153, %1137 ]
  %290 = phi double [ 0.000000e+00, %281 ], [ %1156, %1137 ]
  %291 = icmp eq i32 %283, 0
  br i1 %291, label %302, label %292

292:                                              ; preds = %287, %292
  %293 = phi i32 [ %296, %292 ], [ %289, %287 ]
  %294 = phi double [ %299, %292 ], [ %290, %287 ]
  %295 = phi i32 [ %300, %292 ], [ 0, %287 ]
  %296 = add nuw nsw i32 %293, 1
  %297 = uitofp nneg i32 %296 to double
  %298 = fdiv double 1.000000e+00, %297
  %299 = fadd double %294, %298
  %300 = add i32 %295, 1
  %301 = icmp eq i32 %300, %283
  br i1 %301, label %302, label %292, !llvm.loop !13

302:                                              ; preds = %287, %292, %280
  %303 = phi double [ 0.000000e+00, %280 ], [ %288, %287 ], [ %299, %292 ]
  %304 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %305 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef %38, i32 noundef %304, double noundef %41, i32 noundef %36) #7
  %306 = sitofp i32 %36 to double
  %307 = fadd double %306, -1.000000e+00
  %308 = fmul double %307, %306
  %309 = tail call double @llvm.fmuladd.f64(double %306, double 2.000000e+00, double -1.000000e+00)
  %310 = fmul double %309, %308
  %311 = fdiv double %310, 6.000000e+00
  %312 = tail call double @llvm.fabs.f64(double %311)
  %313 = fcmp ogt double %312, 1.000000e+00
  %314 = select i1 %313, double %312, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %305, ptr %22, align 8, !tbaa !9
  %315 = load volatile double, ptr %22, align 8, !tbaa !9
  %316 = tail call double @llvm.fabs.f64(double %315)
  %317 = fcmp ueq double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %317, label %329, label %318

318:                                              ; preds = %302
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %311, ptr %21, align 8, !tbaa !9
  %319 = load volatile double, ptr %21, align 8, !tbaa !9
  %320 = tail call double @llvm.fabs.f64(double %319)
  %321 = fcmp ueq double %320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %321, label %329, label %322

322:                                              ; preds = %318
  %323 = fsub double %305, %311
  %324 = tail call double @llvm.fabs.f64(double %323)
  %325 = fmul double %314, 0x3EB0C6F7A0B5ED8D
  %326 = fcmp ole double %324, %325
  %327 = select i1 %326, ptr @.str.12, ptr @.str.13
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef %38, double noundef %305, double noundef %311, ptr noundef nonnull %327)
  br i1 %326, label %334, label %331

329:                                              ; preds = %318, %302
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef %38, double noundef %305, double noundef %311, ptr noundef nonnull @.str.13)
  br label %331

331:                                              ; preds = %329, %322
  %332 = load i32, ptr @n_fail, align 4, !tbaa !5
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr @n_fail, align 4, !tbaa !5
  br label %334

334:                                              ; preds = %322, %331
  %335 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %336 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %335, double noundef %38, double noundef %41, i32 noundef %36) #7
  %337 = tail call double @llvm.fabs.f64(double %303)
  %338 = fcmp ogt double %337, 1.000000e+00
  %339 = select i1 %338, double %337, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %336, ptr %20, align 8, !tbaa !9
  %340 = load volatile double, ptr %20, align 8, !tbaa !9
  %341 = tail call double @llvm.fabs.f64(double %340)
  %342 = fcmp ueq double %341, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %342, label %354, label %343

343:                                              ; preds = %334
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %303, ptr %19, align 8, !tbaa !9
  %344 = load volatile double, ptr %19, align 8, !tbaa !9
  %345 = tail call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %346, label %354, label %347

347:                                              ; preds = %343
  %348 = fsub double %336, %303
  %349 = tail call double @llvm.fabs.f64(double %348)
  %350 = fmul double %339, 0x3EB0C6F7A0B5ED8D
  %351 = fcmp ole double %349, %350
  %352 = select i1 %351, ptr @.str.12, ptr @.str.13
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef %41, double noundef %336, double noundef %303, ptr noundef nonnull %352)
  br i1 %351, label %359, label %356

354:                                              ; preds = %343, %334
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef %41, double noundef %336, double noundef %303, ptr noundef nonnull @.str.13)
  br label %356

356:                                              ; preds = %354, %347
  %357 = load i32, ptr @n_fail, align 4, !tbaa !5
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr @n_fail, align 4, !tbaa !5
  br label %359

359:                                              ; preds = %347, %356
  %360 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsq, double noundef %38, i32 noundef %36) #7
  br i1 %53, label %452, label %361

361:                                              ; preds = %359
  %362 = add i32 %36, -1
  %363 = and i32 %36, 3
  %364 = icmp ult i32 %362, 3
  br i1 %364, label %389, label %365

365:                                              ; preds = %361
  %366 = and i32 %36, -4
  br label %367

367:                                              ; preds = %367, %365
  %368 = phi double [ 0.000000e+00, %365 ], [ %385, %367 ]
  %369 = phi i32 [ 0, %365 ], [ %386, %367 ]
  %370 = phi i32 [ 0, %365 ], [ %387, %367 ]
  %371 = uitofp nneg i32 %369 to double
  %372 = tail call double @llvm.fmuladd.f64(double %371, double -1.000000e-02, double %52)
  %373 = tail call double @llvm.fmuladd.f64(double %372, double %372, double %368)
  %374 = or disjoint i32 %369, 1
  %375 = uitofp nneg i32 %374 to double
  %376 = tail call double @llvm.fmuladd.f64(double %375, double -1.000000e-02, double %52)
  %377 = tail call double @llvm.fmuladd.f64(double %376, double %376, double %373)
  %378 = or disjoint i32 %369, 2
  %379 = uitofp nneg i32 %378 to double
  %380 = tail call double @llvm.fmuladd.f64(double %379, double -1.000000e-02, double %52)
  %381 = tail call double @llvm.fmuladd.f64(double %380, double %380, double %377)
  %382 = or disjoint i32 %369, 3
  %383 = uitofp nneg i32 %382 to double
  %384 = tail call double @llvm.fmuladd.f64(double %383, double -1.000000e-02, double %52)
  %385 = tail call double @llvm.fmuladd.f64(double %384, double %384, double %381)
  %386 = add nuw nsw i32 %369, 4
  %387 = add i32 %370, 4
  %388 = icmp eq i32 %387, %366
  br i1 %388, label %389, label %367, !llvm.loop !15

389:                                              ; preds = %367, %361
  %390 = phi double [ poison, %361 ], [ %385, %367 ]
  %391 = phi double [ 0.000000e+00, %361 ], [ %385, %367 ]
  %392 = phi i32 [ 0, %361 ], [ %386, %367 ]
  %393 = add nsw i64 %34, -3
  %394 = icmp ult i64 %393, -2
  br i1 %394, label %405, label %395

395:                                              ; preds = %389, %395
  %396 = phi double [ %401, %395 ], [ %391, %389 ]
  %397 = phi i32 [ %402, %395 ], [ %392, %389 ]
  %398 = phi i32 [ %403, %395 ], [ 0, %389 ]
  %399 = uitofp nneg i32 %397 to double
  %400 = tail call double @llvm.fmuladd.f64(double %399, double -1.000000e-02, double %52)
  %401 = tail call double @llvm.fmuladd.f64(double %400, double %400, double %396)
  %402 = add nuw nsw i32 %397, 1
  %403 = add i32 %398, 1
  %404 = icmp eq i32 %403, %363
  br i1 %404, label %405, label %395, !llvm.loop !16

405:                                              ; preds = %395, %389
  %406 = phi double [ %390, %389 ], [ %401, %395 ]
  %407 = and i32 %36, 3
  %408 = icmp ult i32 %362, 3
  br i1 %408, label %433, label %409

409:                                              ; preds = %405
  %410 = and i32 %36, -4
  br label %411

411:                                              ; preds = %411, %409
  %412 = phi double [ 0.000000e+00, %409 ], [ %429, %411 ]
  %413 = phi i32 [ 0, %409 ], [ %430, %411 ]
  %414 = phi i32 [ 0, %409 ], [ %431, %411 ]
  %415 = uitofp nneg i32 %413 to double
  %416 = tail call double @llvm.fmuladd.f64(double %415, double -1.000000e-02, double %139)
  %417 = tail call double @llvm.fmuladd.f64(double %416, double %416, double %412)
  %418 = or disjoint i32 %413, 1
  %419 = uitofp nneg i32 %418 to double
  %420 = tail call double @llvm.fmuladd.f64(double %419, double -1.000000e-02, double %139)
  %421 = tail call double @llvm.fmuladd.f64(double %420, double %420, double %417)
  %422 = or disjoint i32 %413, 2
  %423 = uitofp nneg i32 %422 to double
  %424 = tail call double @llvm.fmuladd.f64(double %423, double -1.000000e-02, double %139)
  %425 = tail call double @llvm.fmuladd.f64(double %424, double %424, double %421)
  %426 = or disjoint i32 %413, 3
  %427 = uitofp nneg i32 %426 to double
  %428 = tail call double @llvm.fmuladd.f64(double %427, double -1.000000e-02, double %139)
  %429 = tail call double @llvm.fmuladd.f64(double %428, double %428, double %425)
  %430 = add nuw nsw i32 %413, 4
  %431 = add i32 %414, 4
  %432 = icmp eq i32 %431, %410
  br i1 %432, label %433, label %411, !llvm.loop !15

433:                                              ; preds = %411, %405
  %434 = phi double [ poison, %405 ], [ %429, %411 ]
  %435 = phi double [ 0.000000e+00, %405 ], [ %429, %411 ]
  %436 = phi i32 [ 0, %405 ], [ %430, %411 ]
  %437 = add nsw i64 %34, -3
  %438 = icmp ult i64 %437, -2
  br i1 %438, label %449, label %439

439:                                              ; preds = %433, %439
  %440 = phi double [ %445, %439 ], [ %435, %433 ]
  %441 = phi i32 [ %446, %439 ], [ %436, %433 ]
  %442 = phi i32 [ %447, %439 ], [ 0, %433 ]
  %443 = uitofp nneg i32 %441 to double
  %444 = tail call double @llvm.fmuladd.f64(double %443, double -1.000000e-02, double %139)
  %445 = tail call double @llvm.fmuladd.f64(double %444, double %444, double %440)
  %446 = add nuw nsw i32 %441, 1
  %447 = add i32 %442, 1
  %448 = icmp eq i32 %447, %407
  br i1 %448, label %449, label %439, !llvm.loop !17

449:                                              ; preds = %439, %433
  %450 = phi double [ %434, %433 ], [ %445, %439 ]
  %451 = fsub double %406, %450
  br label %452

452:                                              ; preds = %449, %359
  %453 = phi double [ 0.000000e+00, %359 ], [ %451, %449 ]
  %454 = fdiv double %453, %141
  %455 = tail call double @llvm.fabs.f64(double %454)
  %456 = fcmp ogt double %455, 1.000000e+00
  %457 = select i1 %456, double %455, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %360, ptr %18, align 8, !tbaa !9
  %458 = load volatile double, ptr %18, align 8, !tbaa !9
  %459 = tail call double @llvm.fabs.f64(double %458)
  %460 = fcmp ueq double %459, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %460, label %472, label %461

461:                                              ; preds = %452
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %454, ptr %17, align 8, !tbaa !9
  %462 = load volatile double, ptr %17, align 8, !tbaa !9
  %463 = tail call double @llvm.fabs.f64(double %462)
  %464 = fcmp ueq double %463, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %464, label %472, label %465

465:                                              ; preds = %461
  %466 = fsub double %360, %454
  %467 = tail call double @llvm.fabs.f64(double %466)
  %468 = fmul double %457, 0x3EB0C6F7A0B5ED8D
  %469 = fcmp ole double %467, %468
  %470 = select i1 %469, ptr @.str.12, ptr @.str.13
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef %38, double noundef %360, double noundef %454, ptr noundef nonnull %470)
  br i1 %469, label %477, label %474

472:                                              ; preds = %461, %452
  %473 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef %38, double noundef %360, double noundef %454, ptr noundef nonnull @.str.13)
  br label %474

474:                                              ; preds = %472, %465
  %475 = load i32, ptr @n_fail, align 4, !tbaa !5
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr @n_fail, align 4, !tbaa !5
  br label %477

477:                                              ; preds = %465, %474
  %478 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vprod, double noundef %38, i32 noundef %36) #7
  br i1 %53, label %584, label %479

479:                                              ; preds = %477
  %480 = add i32 %36, -1
  %481 = and i32 %36, 3
  %482 = icmp ult i32 %480, 3
  br i1 %482, label %512, label %483

483:                                              ; preds = %479
  %484 = and i32 %36, -4
  br label %485

485:                                              ; preds = %485, %483
  %486 = phi i32 [ 0, %483 ], [ %509, %485 ]
  %487 = phi double [ 1.000000e+00, %483 ], [ %508, %485 ]
  %488 = phi i32 [ 0, %483 ], [ %510, %485 ]
  %489 = add nuw i32 %486, 100
  %490 = uitofp i32 %489 to double
  %491 = fdiv double %52, %490
  %492 = fadd double %491, 1.000000e+00
  %493 = fmul double %487, %492
  %494 = add nuw i32 %486, 101
  %495 = uitofp i32 %494 to double
  %496 = fdiv double %52, %495
  %497 = fadd double %496, 1.000000e+00
  %498 = fmul double %493, %497
  %499 = add nuw i32 %486, 102
  %500 = uitofp i32 %499 to double
  %501 = fdiv double %52, %500
  %502 = fadd double %501, 1.000000e+00
  %503 = fmul double %498, %502
  %504 = add nuw i32 %486, 103
  %505 = uitofp i32 %504 to double
  %506 = fdiv double %52, %505
  %507 = fadd double %506, 1.000000e+00
  %508 = fmul double %503, %507
  %509 = add nuw nsw i32 %486, 4
  %510 = add i32 %488, 4
  %511 = icmp eq i32 %510, %484
  br i1 %511, label %512, label %485, !llvm.loop !18

512:                                              ; preds = %485, %479
  %513 = phi double [ poison, %479 ], [ %508, %485 ]
  %514 = phi i32 [ 0, %479 ], [ %509, %485 ]
  %515 = phi double [ 1.000000e+00, %479 ], [ %508, %485 ]
  %516 = add nsw i64 %34, -3
  %517 = icmp ult i64 %516, -2
  br i1 %517, label %530, label %518

518:                                              ; preds = %512, %518
  %519 = phi i32 [ %527, %518 ], [ %514, %512 ]
  %520 = phi double [ %526, %518 ], [ %515, %512 ]
  %521 = phi i32 [ %528, %518 ], [ 0, %512 ]
  %522 = add nuw i32 %519, 100
  %523 = uitofp i32 %522 to double
  %524 = fdiv double %52, %523
  %525 = fadd double %524, 1.000000e+00
  %526 = fmul double %520, %525
  %527 = add nuw nsw i32 %519, 1
  %528 = add i32 %521, 1
  %529 = icmp eq i32 %528, %481
  br i1 %529, label %530, label %518, !llvm.loop !19

530:                                              ; preds = %518, %512
  %531 = phi double [ %513, %512 ], [ %526, %518 ]
  %532 = and i32 %36, 3
  %533 = icmp ult i32 %480, 3
  br i1 %533, label %563, label %534

534:                                              ; preds = %530
  %535 = and i32 %36, -4
  br label %536

536:                                              ; preds = %536, %534
  %537 = phi i32 [ 0, %534 ], [ %560, %536 ]
  %538 = phi double [ 1.000000e+00, %534 ], [ %559, %536 ]
  %539 = phi i32 [ 0, %534 ], [ %561, %536 ]
  %540 = add nuw i32 %537, 100
  %541 = uitofp i32 %540 to double
  %542 = fdiv double %139, %541
  %543 = fadd double %542, 1.000000e+00
  %544 = fmul double %538, %543
  %545 = add nuw i32 %537, 101
  %546 = uitofp i32 %545 to double
  %547 = fdiv double %139, %546
  %548 = fadd double %547, 1.000000e+00
  %549 = fmul double %544, %548
  %550 = add nuw i32 %537, 102
  %551 = uitofp i32 %550 to double
  %552 = fdiv double %139, %551
  %553 = fadd double %552, 1.000000e+00
  %554 = fmul double %549, %553
  %555 = add nuw i32 %537, 103
  %556 = uitofp i32 %555 to double
  %557 = fdiv double %139, %556
  %558 = fadd double %557, 1.000000e+00
  %559 = fmul double %554, %558
  %560 = add nuw nsw i32 %537, 4
  %561 = add i32 %539, 4
  %562 = icmp eq i32 %561, %535
  br i1 %562, label %563, label %536, !llvm.loop !18

563:                                              ; preds = %536, %530
  %564 = phi double [ poison, %530 ], [ %559, %536 ]
  %565 = phi i32 [ 0, %530 ], [ %560, %536 ]
  %566 = phi double [ 1.000000e+00, %530 ], [ %559, %536 ]
  %567 = add nsw i64 %34, -3
  %568 = icmp ult i64 %567, -2
  br i1 %568, label %581, label %569

569:                                              ; preds = %563, %569
  %570 = phi i32 [ %578, %569 ], [ %565, %563 ]
  %571 = phi double [ %577, %569 ], [ %566, %563 ]
  %572 = phi i32 [ %579, %569 ], [ 0, %563 ]
  %573 = add nuw i32 %570, 100
  %574 = uitofp i32 %573 to double
  %575 = fdiv double %139, %574
  %576 = fadd double %575, 1.000000e+00
  %577 = fmul double %571, %576
  %578 = add nuw nsw i32 %570, 1
  %579 = add i32 %572, 1
  %580 = icmp eq i32 %579, %532
  br i1 %580, label %581, label %569, !llvm.loop !20

581:                                              ; preds = %569, %563
  %582 = phi double [ %564, %563 ], [ %577, %569 ]
  %583 = fsub double %531, %582
  br label %584

584:                                              ; preds = %581, %477
  %585 = phi double [ 0.000000e+00, %477 ], [ %583, %581 ]
  %586 = fdiv double %585, %141
  %587 = tail call double @llvm.fabs.f64(double %586)
  %588 = fcmp ogt double %587, 1.000000e+00
  %589 = select i1 %588, double %587, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %478, ptr %16, align 8, !tbaa !9
  %590 = load volatile double, ptr %16, align 8, !tbaa !9
  %591 = tail call double @llvm.fabs.f64(double %590)
  %592 = fcmp ueq double %591, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %592, label %604, label %593

593:                                              ; preds = %584
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %586, ptr %15, align 8, !tbaa !9
  %594 = load volatile double, ptr %15, align 8, !tbaa !9
  %595 = tail call double @llvm.fabs.f64(double %594)
  %596 = fcmp ueq double %595, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %596, label %604, label %597

597:                                              ; preds = %593
  %598 = fsub double %478, %586
  %599 = tail call double @llvm.fabs.f64(double %598)
  %600 = fmul double %589, 0x3EB0C6F7A0B5ED8D
  %601 = fcmp ole double %599, %600
  %602 = select i1 %601, ptr @.str.12, ptr @.str.13
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef %38, double noundef %478, double noundef %586, ptr noundef nonnull %602)
  br i1 %601, label %609, label %606

604:                                              ; preds = %593, %584
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef %38, double noundef %478, double noundef %586, ptr noundef nonnull @.str.13)
  br label %606

606:                                              ; preds = %604, %597
  %607 = load i32, ptr @n_fail, align 4, !tbaa !5
  %608 = add nsw i32 %607, 1
  store i32 %608, ptr @n_fail, align 4, !tbaa !5
  br label %609

609:                                              ; preds = %597, %606
  %610 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vmax, double noundef %38, i32 noundef %36) #7
  br i1 %53, label %690, label %611

611:                                              ; preds = %609
  %612 = add i32 %36, -1
  %613 = icmp eq i32 %612, 0
  br i1 %613, label %636, label %614

614:                                              ; preds = %611
  %615 = and i32 %36, -2
  br label %616

616:                                              ; preds = %616, %614
  %617 = phi double [ -1.000000e+03, %614 ], [ %632, %616 ]
  %618 = phi i32 [ 0, %614 ], [ %633, %616 ]
  %619 = phi i32 [ 0, %614 ], [ %634, %616 ]
  %620 = uitofp nneg i32 %618 to double
  %621 = fmul double %620, -1.000000e-02
  %622 = fmul double %621, %620
  %623 = tail call double @llvm.fmuladd.f64(double %52, double %620, double %622)
  %624 = fcmp ogt double %617, %623
  %625 = select i1 %624, double %617, double %623
  %626 = or disjoint i32 %618, 1
  %627 = uitofp nneg i32 %626 to double
  %628 = fmul double %627, -1.000000e-02
  %629 = fmul double %628, %627
  %630 = tail call double @llvm.fmuladd.f64(double %52, double %627, double %629)
  %631 = fcmp ogt double %625, %630
  %632 = select i1 %631, double %625, double %630
  %633 = add nuw nsw i32 %618, 2
  %634 = add i32 %619, 2
  %635 = icmp eq i32 %634, %615
  br i1 %635, label %636, label %616, !llvm.loop !21

636:                                              ; preds = %616, %611
  %637 = phi double [ poison, %611 ], [ %632, %616 ]
  %638 = phi double [ -1.000000e+03, %611 ], [ %632, %616 ]
  %639 = phi i32 [ 0, %611 ], [ %633, %616 ]
  %640 = add nsw i64 %34, -3
  %641 = icmp ult i64 %640, -2
  br i1 %641, label %649, label %642

642:                                              ; preds = %636
  %643 = uitofp nneg i32 %639 to double
  %644 = fmul double %643, -1.000000e-02
  %645 = fmul double %644, %643
  %646 = tail call double @llvm.fmuladd.f64(double %52, double %643, double %645)
  %647 = fcmp ogt double %638, %646
  %648 = select i1 %647, double %638, double %646
  br label %649

649:                                              ; preds = %636, %642
  %650 = phi double [ %637, %636 ], [ %648, %642 ]
  %651 = icmp eq i32 %612, 0
  br i1 %651, label %674, label %652

652:                                              ; preds = %649
  %653 = and i32 %36, -2
  br label %654

654:                                              ; preds = %654, %652
  %655 = phi double [ -1.000000e+03, %652 ], [ %670, %654 ]
  %656 = phi i32 [ 0, %652 ], [ %671, %654 ]
  %657 = phi i32 [ 0, %652 ], [ %672, %654 ]
  %658 = uitofp nneg i32 %656 to double
  %659 = fmul double %658, -1.000000e-02
  %660 = fmul double %659, %658
  %661 = tail call double @llvm.fmuladd.f64(double %139, double %658, double %660)
  %662 = fcmp ogt double %655, %661
  %663 = select i1 %662, double %655, double %661
  %664 = or disjoint i32 %656, 1
  %665 = uitofp nneg i32 %664 to double
  %666 = fmul double %665, -1.000000e-02
  %667 = fmul double %666, %665
  %668 = tail call double @llvm.fmuladd.f64(double %139, double %665, double %667)
  %669 = fcmp ogt double %663, %668
  %670 = select i1 %669, double %663, double %668
  %671 = add nuw nsw i32 %656, 2
  %672 = add i32 %657, 2
  %673 = icmp eq i32 %672, %653
  br i1 %673, label %674, label %654, !llvm.loop !21

674:                                              ; preds = %654, %649
  %675 = phi double [ poison, %649 ], [ %670, %654 ]
  %676 = phi double [ -1.000000e+03, %649 ], [ %670, %654 ]
  %677 = phi i32 [ 0, %649 ], [ %671, %654 ]
  %678 = add nsw i64 %34, -3
  %679 = icmp ult i64 %678, -2
  br i1 %679, label %687, label %680

680:                                              ; preds = %674
  %681 = uitofp nneg i32 %677 to double
  %682 = fmul double %681, -1.000000e-02
  %683 = fmul double %682, %681
  %684 = tail call double @llvm.fmuladd.f64(double %139, double %681, double %683)
  %685 = fcmp ogt double %676, %684
  %686 = select i1 %685, double %676, double %684
  br label %687

687:                                              ; preds = %674, %680
  %688 = phi double [ %675, %674 ], [ %686, %680 ]
  %689 = fsub double %650, %688
  br label %690

690:                                              ; preds = %687, %609
  %691 = phi double [ 0.000000e+00, %609 ], [ %689, %687 ]
  %692 = fdiv double %691, %141
  %693 = tail call double @llvm.fabs.f64(double %692)
  %694 = fcmp ogt double %693, 1.000000e+00
  %695 = select i1 %694, double %693, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %610, ptr %14, align 8, !tbaa !9
  %696 = load volatile double, ptr %14, align 8, !tbaa !9
  %697 = tail call double @llvm.fabs.f64(double %696)
  %698 = fcmp ueq double %697, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %698, label %710, label %699

699:                                              ; preds = %690
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %692, ptr %13, align 8, !tbaa !9
  %700 = load volatile double, ptr %13, align 8, !tbaa !9
  %701 = tail call double @llvm.fabs.f64(double %700)
  %702 = fcmp ueq double %701, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %702, label %710, label %703

703:                                              ; preds = %699
  %704 = fsub double %610, %692
  %705 = tail call double @llvm.fabs.f64(double %704)
  %706 = fmul double %695, 0x3EB0C6F7A0B5ED8D
  %707 = fcmp ole double %705, %706
  %708 = select i1 %707, ptr @.str.12, ptr @.str.13
  %709 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef %38, double noundef %610, double noundef %692, ptr noundef nonnull %708)
  br i1 %707, label %715, label %712

710:                                              ; preds = %699, %690
  %711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef %38, double noundef %610, double noundef %692, ptr noundef nonnull @.str.13)
  br label %712

712:                                              ; preds = %710, %703
  %713 = load i32, ptr @n_fail, align 4, !tbaa !5
  %714 = add nsw i32 %713, 1
  store i32 %714, ptr @n_fail, align 4, !tbaa !5
  br label %715

715:                                              ; preds = %703, %712
  %716 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %717 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, double noundef %38, i32 noundef %716, double noundef %41, i32 noundef %36) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %12) #7
  %718 = tail call i32 @llvm.smin.i32(i32 %36, i32 256)
  br i1 %53, label %719, label %720

719:                                              ; preds = %715
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %10) #7
  br label %900

720:                                              ; preds = %715
  %721 = zext i32 %718 to i64
  %722 = icmp ult i32 %718, 2
  br i1 %722, label %743, label %723

723:                                              ; preds = %720
  %724 = and i64 %721, 2147483646
  %725 = insertelement <2 x double> poison, double %52, i64 0
  %726 = shufflevector <2 x double> %725, <2 x double> poison, <2 x i32> zeroinitializer
  %727 = insertelement <2 x double> poison, double %41, i64 0
  %728 = shufflevector <2 x double> %727, <2 x double> poison, <2 x i32> zeroinitializer
  br label %729

729:                                              ; preds = %729, %723
  %730 = phi i64 [ 0, %723 ], [ %738, %729 ]
  %731 = phi <2 x i32> [ <i32 0, i32 1>, %723 ], [ %739, %729 ]
  %732 = uitofp <2 x i32> %731 to <2 x double>
  %733 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %726, <2 x double> %732, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %734 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %730
  store <2 x double> %733, ptr %734, align 16, !tbaa !9
  %735 = fmul <2 x double> %732, <double -5.000000e-01, double -5.000000e-01>
  %736 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %735, <2 x double> %726, <2 x double> %728)
  %737 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %730
  store <2 x double> %736, ptr %737, align 16, !tbaa !9
  %738 = add nuw i64 %730, 2
  %739 = add <2 x i32> %731, <i32 2, i32 2>
  %740 = icmp eq i64 %738, %724
  br i1 %740, label %741, label %729, !llvm.loop !22

741:                                              ; preds = %729
  %742 = icmp eq i64 %724, %721
  br i1 %742, label %756, label %743

743:                                              ; preds = %741, %720
  %744 = phi i64 [ 0, %720 ], [ %724, %741 ]
  br label %745

745:                                              ; preds = %743, %745
  %746 = phi i64 [ %754, %745 ], [ %744, %743 ]
  %747 = trunc nuw nsw i64 %746 to i32
  %748 = uitofp nneg i32 %747 to double
  %749 = tail call double @llvm.fmuladd.f64(double %52, double %748, double 1.000000e+00)
  %750 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %746
  store double %749, ptr %750, align 8, !tbaa !9
  %751 = fmul double %748, -5.000000e-01
  %752 = tail call double @llvm.fmuladd.f64(double %751, double %52, double %41)
  %753 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %746
  store double %752, ptr %753, align 8, !tbaa !9
  %754 = add nuw nsw i64 %746, 1
  %755 = icmp eq i64 %754, %721
  br i1 %755, label %756, label %745, !llvm.loop !25

756:                                              ; preds = %745, %741
  %757 = add nsw i64 %721, -1
  %758 = and i64 %721, 3
  %759 = icmp ult i64 %757, 3
  br i1 %759, label %792, label %760

760:                                              ; preds = %756
  %761 = and i64 %721, 4294967292
  br label %762

762:                                              ; preds = %762, %760
  %763 = phi i64 [ 0, %760 ], [ %789, %762 ]
  %764 = phi double [ 0.000000e+00, %760 ], [ %788, %762 ]
  %765 = phi i64 [ 0, %760 ], [ %790, %762 ]
  %766 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %763
  %767 = load double, ptr %766, align 16, !tbaa !9
  %768 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %763
  %769 = load double, ptr %768, align 16, !tbaa !9
  %770 = tail call double @llvm.fmuladd.f64(double %767, double %769, double %764)
  %771 = or disjoint i64 %763, 1
  %772 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %771
  %773 = load double, ptr %772, align 8, !tbaa !9
  %774 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %771
  %775 = load double, ptr %774, align 8, !tbaa !9
  %776 = tail call double @llvm.fmuladd.f64(double %773, double %775, double %770)
  %777 = or disjoint i64 %763, 2
  %778 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %777
  %779 = load double, ptr %778, align 16, !tbaa !9
  %780 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %777
  %781 = load double, ptr %780, align 16, !tbaa !9
  %782 = tail call double @llvm.fmuladd.f64(double %779, double %781, double %776)
  %783 = or disjoint i64 %763, 3
  %784 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %783
  %785 = load double, ptr %784, align 8, !tbaa !9
  %786 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %783
  %787 = load double, ptr %786, align 8, !tbaa !9
  %788 = tail call double @llvm.fmuladd.f64(double %785, double %787, double %782)
  %789 = add nuw nsw i64 %763, 4
  %790 = add i64 %765, 4
  %791 = icmp eq i64 %790, %761
  br i1 %791, label %792, label %762, !llvm.loop !26

792:                                              ; preds = %762, %756
  %793 = phi double [ poison, %756 ], [ %788, %762 ]
  %794 = phi i64 [ 0, %756 ], [ %789, %762 ]
  %795 = phi double [ 0.000000e+00, %756 ], [ %788, %762 ]
  %796 = icmp eq i64 %758, 0
  br i1 %796, label %809, label %797

797:                                              ; preds = %792, %797
  %798 = phi i64 [ %806, %797 ], [ %794, %792 ]
  %799 = phi double [ %805, %797 ], [ %795, %792 ]
  %800 = phi i64 [ %807, %797 ], [ 0, %792 ]
  %801 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %798
  %802 = load double, ptr %801, align 8, !tbaa !9
  %803 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %798
  %804 = load double, ptr %803, align 8, !tbaa !9
  %805 = tail call double @llvm.fmuladd.f64(double %802, double %804, double %799)
  %806 = add nuw nsw i64 %798, 1
  %807 = add i64 %800, 1
  %808 = icmp eq i64 %807, %758
  br i1 %808, label %809, label %797, !llvm.loop !27

809:                                              ; preds = %797, %792
  %810 = phi double [ %793, %792 ], [ %805, %797 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %10) #7
  %811 = icmp ult i32 %718, 2
  br i1 %811, label %832, label %812

812:                                              ; preds = %809
  %813 = and i64 %721, 2147483646
  %814 = insertelement <2 x double> poison, double %139, i64 0
  %815 = shufflevector <2 x double> %814, <2 x double> poison, <2 x i32> zeroinitializer
  %816 = insertelement <2 x double> poison, double %41, i64 0
  %817 = shufflevector <2 x double> %816, <2 x double> poison, <2 x i32> zeroinitializer
  br label %818

818:                                              ; preds = %818, %812
  %819 = phi i64 [ 0, %812 ], [ %827, %818 ]
  %820 = phi <2 x i32> [ <i32 0, i32 1>, %812 ], [ %828, %818 ]
  %821 = uitofp <2 x i32> %820 to <2 x double>
  %822 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %815, <2 x double> %821, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %823 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %819
  store <2 x double> %822, ptr %823, align 16, !tbaa !9
  %824 = fmul <2 x double> %821, <double -5.000000e-01, double -5.000000e-01>
  %825 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %824, <2 x double> %815, <2 x double> %817)
  %826 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %819
  store <2 x double> %825, ptr %826, align 16, !tbaa !9
  %827 = add nuw i64 %819, 2
  %828 = add <2 x i32> %820, <i32 2, i32 2>
  %829 = icmp eq i64 %827, %813
  br i1 %829, label %830, label %818, !llvm.loop !28

830:                                              ; preds = %818
  %831 = icmp eq i64 %813, %721
  br i1 %831, label %845, label %832

832:                                              ; preds = %830, %809
  %833 = phi i64 [ 0, %809 ], [ %813, %830 ]
  br label %834

834:                                              ; preds = %832, %834
  %835 = phi i64 [ %843, %834 ], [ %833, %832 ]
  %836 = trunc nuw nsw i64 %835 to i32
  %837 = uitofp nneg i32 %836 to double
  %838 = tail call double @llvm.fmuladd.f64(double %139, double %837, double 1.000000e+00)
  %839 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %835
  store double %838, ptr %839, align 8, !tbaa !9
  %840 = fmul double %837, -5.000000e-01
  %841 = tail call double @llvm.fmuladd.f64(double %840, double %139, double %41)
  %842 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %835
  store double %841, ptr %842, align 8, !tbaa !9
  %843 = add nuw nsw i64 %835, 1
  %844 = icmp eq i64 %843, %721
  br i1 %844, label %845, label %834, !llvm.loop !29

845:                                              ; preds = %834, %830
  %846 = and i64 %721, 3
  %847 = icmp ult i64 %757, 3
  br i1 %847, label %880, label %848

848:                                              ; preds = %845
  %849 = and i64 %721, 4294967292
  br label %850

850:                                              ; preds = %850, %848
  %851 = phi i64 [ 0, %848 ], [ %877, %850 ]
  %852 = phi double [ 0.000000e+00, %848 ], [ %876, %850 ]
  %853 = phi i64 [ 0, %848 ], [ %878, %850 ]
  %854 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %851
  %855 = load double, ptr %854, align 16, !tbaa !9
  %856 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %851
  %857 = load double, ptr %856, align 16, !tbaa !9
  %858 = tail call double @llvm.fmuladd.f64(double %855, double %857, double %852)
  %859 = or disjoint i64 %851, 1
  %860 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %859
  %861 = load double, ptr %860, align 8, !tbaa !9
  %862 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %859
  %863 = load double, ptr %862, align 8, !tbaa !9
  %864 = tail call double @llvm.fmuladd.f64(double %861, double %863, double %858)
  %865 = or disjoint i64 %851, 2
  %866 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %865
  %867 = load double, ptr %866, align 16, !tbaa !9
  %868 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %865
  %869 = load double, ptr %868, align 16, !tbaa !9
  %870 = tail call double @llvm.fmuladd.f64(double %867, double %869, double %864)
  %871 = or disjoint i64 %851, 3
  %872 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %871
  %873 = load double, ptr %872, align 8, !tbaa !9
  %874 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %871
  %875 = load double, ptr %874, align 8, !tbaa !9
  %876 = tail call double @llvm.fmuladd.f64(double %873, double %875, double %870)
  %877 = add nuw nsw i64 %851, 4
  %878 = add i64 %853, 4
  %879 = icmp eq i64 %878, %849
  br i1 %879, label %880, label %850, !llvm.loop !26

880:                                              ; preds = %850, %845
  %881 = phi double [ poison, %845 ], [ %876, %850 ]
  %882 = phi i64 [ 0, %845 ], [ %877, %850 ]
  %883 = phi double [ 0.000000e+00, %845 ], [ %876, %850 ]
  %884 = icmp eq i64 %846, 0
  br i1 %884, label %897, label %885

885:                                              ; preds = %880, %885
  %886 = phi i64 [ %894, %885 ], [ %882, %880 ]
  %887 = phi double [ %893, %885 ], [ %883, %880 ]
  %888 = phi i64 [ %895, %885 ], [ 0, %880 ]
  %889 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %886
  %890 = load double, ptr %889, align 8, !tbaa !9
  %891 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %886
  %892 = load double, ptr %891, align 8, !tbaa !9
  %893 = tail call double @llvm.fmuladd.f64(double %890, double %892, double %887)
  %894 = add nuw nsw i64 %886, 1
  %895 = add i64 %888, 1
  %896 = icmp eq i64 %895, %846
  br i1 %896, label %897, label %885, !llvm.loop !30

897:                                              ; preds = %885, %880
  %898 = phi double [ %881, %880 ], [ %893, %885 ]
  %899 = fsub double %810, %898
  br label %900

900:                                              ; preds = %897, %719
  %901 = phi double [ 0.000000e+00, %719 ], [ %899, %897 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %9) #7
  %902 = fdiv double %901, %141
  %903 = tail call double @llvm.fabs.f64(double %902)
  %904 = fcmp ogt double %903, 1.000000e+00
  %905 = select i1 %904, double %903, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %717, ptr %8, align 8, !tbaa !9
  %906 = load volatile double, ptr %8, align 8, !tbaa !9
  %907 = tail call double @llvm.fabs.f64(double %906)
  %908 = fcmp ueq double %907, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %908, label %920, label %909

909:                                              ; preds = %900
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %902, ptr %7, align 8, !tbaa !9
  %910 = load volatile double, ptr %7, align 8, !tbaa !9
  %911 = tail call double @llvm.fabs.f64(double %910)
  %912 = fcmp ueq double %911, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %912, label %920, label %913

913:                                              ; preds = %909
  %914 = fsub double %717, %902
  %915 = tail call double @llvm.fabs.f64(double %914)
  %916 = fmul double %905, 0x3EB0C6F7A0B5ED8D
  %917 = fcmp ole double %915, %916
  %918 = select i1 %917, ptr @.str.12, ptr @.str.13
  %919 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef %38, double noundef %717, double noundef %902, ptr noundef nonnull %918)
  br i1 %917, label %925, label %922

920:                                              ; preds = %909, %900
  %921 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef %38, double noundef %717, double noundef %902, ptr noundef nonnull @.str.13)
  br label %922

922:                                              ; preds = %920, %913
  %923 = load i32, ptr @n_fail, align 4, !tbaa !5
  %924 = add nsw i32 %923, 1
  store i32 %924, ptr @n_fail, align 4, !tbaa !5
  br label %925

925:                                              ; preds = %913, %922
  %926 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %927 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, i32 noundef %926, double noundef %38, double noundef %41, i32 noundef %36) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %6) #7
  br i1 %53, label %928, label %929

928:                                              ; preds = %925
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  br label %1109

929:                                              ; preds = %925
  %930 = zext i32 %718 to i64
  %931 = icmp ult i32 %718, 2
  br i1 %931, label %952, label %932

932:                                              ; preds = %929
  %933 = and i64 %930, 2147483646
  %934 = insertelement <2 x double> poison, double %38, i64 0
  %935 = shufflevector <2 x double> %934, <2 x double> poison, <2 x i32> zeroinitializer
  %936 = insertelement <2 x double> poison, double %168, i64 0
  %937 = shufflevector <2 x double> %936, <2 x double> poison, <2 x i32> zeroinitializer
  br label %938

938:                                              ; preds = %938, %932
  %939 = phi i64 [ 0, %932 ], [ %947, %938 ]
  %940 = phi <2 x i32> [ <i32 0, i32 1>, %932 ], [ %948, %938 ]
  %941 = uitofp <2 x i32> %940 to <2 x double>
  %942 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %935, <2 x double> %941, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %943 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %939
  store <2 x double> %942, ptr %943, align 16, !tbaa !9
  %944 = fmul <2 x double> %941, <double -5.000000e-01, double -5.000000e-01>
  %945 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %944, <2 x double> %935, <2 x double> %937)
  %946 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %939
  store <2 x double> %945, ptr %946, align 16, !tbaa !9
  %947 = add nuw i64 %939, 2
  %948 = add <2 x i32> %940, <i32 2, i32 2>
  %949 = icmp eq i64 %947, %933
  br i1 %949, label %950, label %938, !llvm.loop !31

950:                                              ; preds = %938
  %951 = icmp eq i64 %933, %930
  br i1 %951, label %965, label %952

952:                                              ; preds = %950, %929
  %953 = phi i64 [ 0, %929 ], [ %933, %950 ]
  br label %954

954:                                              ; preds = %952, %954
  %955 = phi i64 [ %963, %954 ], [ %953, %952 ]
  %956 = trunc nuw nsw i64 %955 to i32
  %957 = uitofp nneg i32 %956 to double
  %958 = tail call double @llvm.fmuladd.f64(double %38, double %957, double 1.000000e+00)
  %959 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %955
  store double %958, ptr %959, align 8, !tbaa !9
  %960 = fmul double %957, -5.000000e-01
  %961 = tail call double @llvm.fmuladd.f64(double %960, double %38, double %168)
  %962 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %955
  store double %961, ptr %962, align 8, !tbaa !9
  %963 = add nuw nsw i64 %955, 1
  %964 = icmp eq i64 %963, %930
  br i1 %964, label %965, label %954, !llvm.loop !32

965:                                              ; preds = %954, %950
  %966 = add nsw i64 %930, -1
  %967 = and i64 %930, 3
  %968 = icmp ult i64 %966, 3
  br i1 %968, label %1001, label %969

969:                                              ; preds = %965
  %970 = and i64 %930, 4294967292
  br label %971

971:                                              ; preds = %971, %969
  %972 = phi i64 [ 0, %969 ], [ %998, %971 ]
  %973 = phi double [ 0.000000e+00, %969 ], [ %997, %971 ]
  %974 = phi i64 [ 0, %969 ], [ %999, %971 ]
  %975 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %972
  %976 = load double, ptr %975, align 16, !tbaa !9
  %977 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %972
  %978 = load double, ptr %977, align 16, !tbaa !9
  %979 = tail call double @llvm.fmuladd.f64(double %976, double %978, double %973)
  %980 = or disjoint i64 %972, 1
  %981 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %980
  %982 = load double, ptr %981, align 8, !tbaa !9
  %983 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %980
  %984 = load double, ptr %983, align 8, !tbaa !9
  %985 = tail call double @llvm.fmuladd.f64(double %982, double %984, double %979)
  %986 = or disjoint i64 %972, 2
  %987 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %986
  %988 = load double, ptr %987, align 16, !tbaa !9
  %989 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %986
  %990 = load double, ptr %989, align 16, !tbaa !9
  %991 = tail call double @llvm.fmuladd.f64(double %988, double %990, double %985)
  %992 = or disjoint i64 %972, 3
  %993 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %992
  %994 = load double, ptr %993, align 8, !tbaa !9
  %995 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %992
  %996 = load double, ptr %995, align 8, !tbaa !9
  %997 = tail call double @llvm.fmuladd.f64(double %994, double %996, double %991)
  %998 = add nuw nsw i64 %972, 4
  %999 = add i64 %974, 4
  %1000 = icmp eq i64 %999, %970
  br i1 %1000, label %1001, label %971, !llvm.loop !26

1001:                                             ; preds = %971, %965
  %1002 = phi double [ poison, %965 ], [ %997, %971 ]
  %1003 = phi i64 [ 0, %965 ], [ %998, %971 ]
  %1004 = phi double [ 0.000000e+00, %965 ], [ %997, %971 ]
  %1005 = icmp eq i64 %967, 0
  br i1 %1005, label %1018, label %1006

1006:                                             ; preds = %1001, %1006
  %1007 = phi i64 [ %1015, %1006 ], [ %1003, %1001 ]
  %1008 = phi double [ %1014, %1006 ], [ %1004, %1001 ]
  %1009 = phi i64 [ %1016, %1006 ], [ 0, %1001 ]
  %1010 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1007
  %1011 = load double, ptr %1010, align 8, !tbaa !9
  %1012 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1007
  %1013 = load double, ptr %1012, align 8, !tbaa !9
  %1014 = tail call double @llvm.fmuladd.f64(double %1011, double %1013, double %1008)
  %1015 = add nuw nsw i64 %1007, 1
  %1016 = add i64 %1009, 1
  %1017 = icmp eq i64 %1016, %967
  br i1 %1017, label %1018, label %1006, !llvm.loop !33

1018:                                             ; preds = %1006, %1001
  %1019 = phi double [ %1002, %1001 ], [ %1014, %1006 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  %1020 = icmp ult i32 %718, 2
  br i1 %1020, label %1041, label %1021

1021:                                             ; preds = %1018
  %1022 = and i64 %930, 2147483646
  %1023 = insertelement <2 x double> poison, double %38, i64 0
  %1024 = shufflevector <2 x double> %1023, <2 x double> poison, <2 x i32> zeroinitializer
  %1025 = insertelement <2 x double> poison, double %254, i64 0
  %1026 = shufflevector <2 x double> %1025, <2 x double> poison, <2 x i32> zeroinitializer
  br label %1027

1027:                                             ; preds = %1027, %1021
  %1028 = phi i64 [ 0, %1021 ], [ %1036, %1027 ]
  %1029 = phi <2 x i32> [ <i32 0, i32 1>, %1021 ], [ %1037, %1027 ]
  %1030 = uitofp <2 x i32> %1029 to <2 x double>
  %1031 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1024, <2 x double> %1030, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %1032 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1028
  store <2 x double> %1031, ptr %1032, align 16, !tbaa !9
  %1033 = fmul <2 x double> %1030, <double -5.000000e-01, double -5.000000e-01>
  %1034 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1033, <2 x double> %1024, <2 x double> %1026)
  %1035 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1028
  store <2 x double> %1034, ptr %1035, align 16, !tbaa !9
  %1036 = add nuw i64 %1028, 2
  %1037 = add <2 x i32> %1029, <i32 2, i32 2>
  %1038 = icmp eq i64 %1036, %1022
  br i1 %1038, label %1039, label %1027, !llvm.loop !34

1039:                                             ; preds = %1027
  %1040 = icmp eq i64 %1022, %930
  br i1 %1040, label %1054, label %1041

1041:                                             ; preds = %1039, %1018
  %1042 = phi i64 [ 0, %1018 ], [ %1022, %1039 ]
  br label %1043

1043:                                             ; preds = %1041, %1043
  %1044 = phi i64 [ %1052, %1043 ], [ %1042, %1041 ]
  %1045 = trunc nuw nsw i64 %1044 to i32
  %1046 = uitofp nneg i32 %1045 to double
  %1047 = tail call double @llvm.fmuladd.f64(double %38, double %1046, double 1.000000e+00)
  %1048 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1044
  store double %1047, ptr %1048, align 8, !tbaa !9
  %1049 = fmul double %1046, -5.000000e-01
  %1050 = tail call double @llvm.fmuladd.f64(double %1049, double %38, double %254)
  %1051 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1044
  store double %1050, ptr %1051, align 8, !tbaa !9
  %1052 = add nuw nsw i64 %1044, 1
  %1053 = icmp eq i64 %1052, %930
  br i1 %1053, label %1054, label %1043, !llvm.loop !35

1054:                                             ; preds = %1043, %1039
  %1055 = and i64 %930, 3
  %1056 = icmp ult i64 %966, 3
  br i1 %1056, label %1089, label %1057

1057:                                             ; preds = %1054
  %1058 = and i64 %930, 4294967292
  br label %1059

1059:                                             ; preds = %1059, %1057
  %1060 = phi i64 [ 0, %1057 ], [ %1086, %1059 ]
  %1061 = phi double [ 0.000000e+00, %1057 ], [ %1085, %1059 ]
  %1062 = phi i64 [ 0, %1057 ], [ %1087, %1059 ]
  %1063 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1060
  %1064 = load double, ptr %1063, align 16, !tbaa !9
  %1065 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1060
  %1066 = load double, ptr %1065, align 16, !tbaa !9
  %1067 = tail call double @llvm.fmuladd.f64(double %1064, double %1066, double %1061)
  %1068 = or disjoint i64 %1060, 1
  %1069 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1068
  %1070 = load double, ptr %1069, align 8, !tbaa !9
  %1071 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1068
  %1072 = load double, ptr %1071, align 8, !tbaa !9
  %1073 = tail call double @llvm.fmuladd.f64(double %1070, double %1072, double %1067)
  %1074 = or disjoint i64 %1060, 2
  %1075 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1074
  %1076 = load double, ptr %1075, align 16, !tbaa !9
  %1077 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1074
  %1078 = load double, ptr %1077, align 16, !tbaa !9
  %1079 = tail call double @llvm.fmuladd.f64(double %1076, double %1078, double %1073)
  %1080 = or disjoint i64 %1060, 3
  %1081 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1080
  %1082 = load double, ptr %1081, align 8, !tbaa !9
  %1083 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1080
  %1084 = load double, ptr %1083, align 8, !tbaa !9
  %1085 = tail call double @llvm.fmuladd.f64(double %1082, double %1084, double %1079)
  %1086 = add nuw nsw i64 %1060, 4
  %1087 = add i64 %1062, 4
  %1088 = icmp eq i64 %1087, %1058
  br i1 %1088, label %1089, label %1059, !llvm.loop !26

1089:                                             ; preds = %1059, %1054
  %1090 = phi double [ poison, %1054 ], [ %1085, %1059 ]
  %1091 = phi i64 [ 0, %1054 ], [ %1086, %1059 ]
  %1092 = phi double [ 0.000000e+00, %1054 ], [ %1085, %1059 ]
  %1093 = icmp eq i64 %1055, 0
  br i1 %1093, label %1106, label %1094

1094:                                             ; preds = %1089, %1094
  %1095 = phi i64 [ %1103, %1094 ], [ %1091, %1089 ]
  %1096 = phi double [ %1102, %1094 ], [ %1092, %1089 ]
  %1097 = phi i64 [ %1104, %1094 ], [ 0, %1089 ]
  %1098 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1095
  %1099 = load double, ptr %1098, align 8, !tbaa !9
  %1100 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1095
  %1101 = load double, ptr %1100, align 8, !tbaa !9
  %1102 = tail call double @llvm.fmuladd.f64(double %1099, double %1101, double %1096)
  %1103 = add nuw nsw i64 %1095, 1
  %1104 = add i64 %1097, 1
  %1105 = icmp eq i64 %1104, %1055
  br i1 %1105, label %1106, label %1094, !llvm.loop !36

1106:                                             ; preds = %1094, %1089
  %1107 = phi double [ %1090, %1089 ], [ %1102, %1094 ]
  %1108 = fsub double %1019, %1107
  br label %1109

1109:                                             ; preds = %1106, %928
  %1110 = phi double [ 0.000000e+00, %928 ], [ %1108, %1106 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %3) #7
  %1111 = fdiv double %1110, %256
  %1112 = tail call double @llvm.fabs.f64(double %1111)
  %1113 = fcmp ogt double %1112, 1.000000e+00
  %1114 = select i1 %1113, double %1112, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %927, ptr %2, align 8, !tbaa !9
  %1115 = load volatile double, ptr %2, align 8, !tbaa !9
  %1116 = tail call double @llvm.fabs.f64(double %1115)
  %1117 = fcmp ueq double %1116, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1117, label %1129, label %1118

1118:                                             ; preds = %1109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %1111, ptr %1, align 8, !tbaa !9
  %1119 = load volatile double, ptr %1, align 8, !tbaa !9
  %1120 = tail call double @llvm.fabs.f64(double %1119)
  %1121 = fcmp ueq double %1120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %1121, label %1129, label %1122

1122:                                             ; preds = %1118
  %1123 = fsub double %927, %1111
  %1124 = tail call double @llvm.fabs.f64(double %1123)
  %1125 = fmul double %1114, 0x3EB0C6F7A0B5ED8D
  %1126 = fcmp ole double %1124, %1125
  %1127 = select i1 %1126, ptr @.str.12, ptr @.str.13
  %1128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, double noundef %41, double noundef %927, double noundef %1111, ptr noundef nonnull %1127)
  br i1 %1126, label %1134, label %1131

1129:                                             ; preds = %1118, %1109
  %1130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, double noundef %41, double noundef %927, double noundef %1111, ptr noundef nonnull @.str.13)
  br label %1131

1131:                                             ; preds = %1129, %1122
  %1132 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1133 = add nsw i32 %1132, 1
  store i32 %1133, ptr @n_fail, align 4, !tbaa !5
  br label %1134

1134:                                             ; preds = %1122, %1131
  %1135 = add nuw nsw i64 %34, 1
  %1136 = icmp eq i64 %1135, 5
  br i1 %1136, label %27, label %33, !llvm.loop !37

1137:                                             ; preds = %1137, %285
  %1138 = phi i32 [ 0, %285 ], [ %1153, %1137 ]
  %1139 = phi double [ 0.000000e+00, %285 ], [ %1156, %1137 ]
  %1140 = phi i32 [ 0, %285 ], [ %1157, %1137 ]
  %1141 = or disjoint i32 %1138, 1
  %1142 = uitofp nneg i32 %1141 to double
  %1143 = fdiv double 1.000000e+00, %1142
  %1144 = fadd double %1139, %1143
  %1145 = or disjoint i32 %1138, 2
  %1146 = uitofp nneg i32 %1145 to double
  %1147 = fdiv double 1.000000e+00, %1146
  %1148 = fadd double %1144, %1147
  %1149 = or disjoint i32 %1138, 3
  %1150 = uitofp nneg i32 %1149 to double
  %1151 = fdiv double 1.000000e+00, %1150
  %1152 = fadd double %1148, %1151
  %1153 = add nuw nsw i32 %1138, 4
  %1154 = uitofp nneg i32 %1153 to double
  %1155 = fdiv double 1.000000e+00, %1154
  %1156 = fadd double %1152, %1155
  %1157 = add i32 %1140, 4
  %1158 = icmp eq i32 %1157, %286
  br i1 %1158, label %287, label %1137, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vsum(double noundef %0, double noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = and i32 %2, 1
  %7 = icmp eq i32 %2, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483646
  br label %25

10:                                               ; preds = %25, %5
  %11 = phi double [ poison, %5 ], [ %42, %25 ]
  %12 = phi i32 [ 0, %5 ], [ %38, %25 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %42, %25 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %10
  %16 = uitofp nneg i32 %12 to double
  %17 = fmul double %16, %0
  %18 = add nuw nsw i32 %12, 1
  %19 = uitofp nneg i32 %18 to double
  %20 = fdiv double %1, %19
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %16, double %20)
  %22 = fadd double %13, %21
  br label %23

23:                                               ; preds = %15, %10, %3
  %24 = phi double [ 0.000000e+00, %3 ], [ %11, %10 ], [ %22, %15 ]
  ret double %24

25:                                               ; preds = %25, %8
  %26 = phi i32 [ 0, %8 ], [ %38, %25 ]
  %27 = phi double [ 0.000000e+00, %8 ], [ %42, %25 ]
  %28 = phi i32 [ 0, %8 ], [ %43, %25 ]
  %29 = uitofp nneg i32 %26 to double
  %30 = fmul double %29, %0
  %31 = or disjoint i32 %26, 1
  %32 = uitofp nneg i32 %31 to double
  %33 = fdiv double %1, %32
  %34 = tail call double @llvm.fmuladd.f64(double %30, double %29, double %33)
  %35 = fadd double %27, %34
  %36 = uitofp nneg i32 %31 to double
  %37 = fmul double %36, %0
  %38 = add nuw nsw i32 %26, 2
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double %1, %39
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %36, double %40)
  %42 = fadd double %35, %41
  %43 = add i32 %28, 2
  %44 = icmp eq i32 %43, %9
  br i1 %44, label %10, label %25, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vsq(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %24

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %26

9:                                                ; preds = %26, %4
  %10 = phi double [ poison, %4 ], [ %44, %26 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %44, %26 ]
  %12 = phi i32 [ 0, %4 ], [ %45, %26 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %14
  %15 = phi double [ %20, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %22, %14 ], [ 0, %9 ]
  %18 = uitofp nneg i32 %16 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double -1.000000e-02, double %0)
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %15)
  %21 = add nuw nsw i32 %16, 1
  %22 = add i32 %17, 1
  %23 = icmp eq i32 %22, %5
  br i1 %23, label %24, label %14, !llvm.loop !39

24:                                               ; preds = %9, %14, %2
  %25 = phi double [ 0.000000e+00, %2 ], [ %10, %9 ], [ %20, %14 ]
  ret double %25

26:                                               ; preds = %26, %7
  %27 = phi double [ 0.000000e+00, %7 ], [ %44, %26 ]
  %28 = phi i32 [ 0, %7 ], [ %45, %26 ]
  %29 = phi i32 [ 0, %7 ], [ %46, %26 ]
  %30 = uitofp nneg i32 %28 to double
  %31 = tail call double @llvm.fmuladd.f64(double %30, double -1.000000e-02, double %0)
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double %27)
  %33 = or disjoint i32 %28, 1
  %34 = uitofp nneg i32 %33 to double
  %35 = tail call double @llvm.fmuladd.f64(double %34, double -1.000000e-02, double %0)
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %32)
  %37 = or disjoint i32 %28, 2
  %38 = uitofp nneg i32 %37 to double
  %39 = tail call double @llvm.fmuladd.f64(double %38, double -1.000000e-02, double %0)
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %36)
  %41 = or disjoint i32 %28, 3
  %42 = uitofp nneg i32 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %42, double -1.000000e-02, double %0)
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %40)
  %45 = add nuw nsw i32 %28, 4
  %46 = add i32 %29, 4
  %47 = icmp eq i32 %46, %8
  br i1 %47, label %9, label %26, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vprod(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi double [ poison, %4 ], [ %51, %28 ]
  %11 = phi i32 [ 0, %4 ], [ %52, %28 ]
  %12 = phi double [ 1.000000e+00, %4 ], [ %51, %28 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %23, %14 ], [ %11, %9 ]
  %16 = phi double [ %22, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %9 ]
  %18 = add nuw i32 %15, 100
  %19 = uitofp i32 %18 to double
  %20 = fdiv double %0, %19
  %21 = fadd double %20, 1.000000e+00
  %22 = fmul double %16, %21
  %23 = add nuw nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !40

26:                                               ; preds = %9, %14, %2
  %27 = phi double [ 1.000000e+00, %2 ], [ %10, %9 ], [ %22, %14 ]
  ret double %27

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %52, %28 ]
  %30 = phi double [ 1.000000e+00, %7 ], [ %51, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %53, %28 ]
  %32 = add nuw i32 %29, 100
  %33 = uitofp i32 %32 to double
  %34 = fdiv double %0, %33
  %35 = fadd double %34, 1.000000e+00
  %36 = fmul double %30, %35
  %37 = add nuw i32 %29, 101
  %38 = uitofp i32 %37 to double
  %39 = fdiv double %0, %38
  %40 = fadd double %39, 1.000000e+00
  %41 = fmul double %36, %40
  %42 = add nuw i32 %29, 102
  %43 = uitofp i32 %42 to double
  %44 = fdiv double %0, %43
  %45 = fadd double %44, 1.000000e+00
  %46 = fmul double %41, %45
  %47 = add nuw i32 %29, 103
  %48 = uitofp i32 %47 to double
  %49 = fdiv double %0, %48
  %50 = fadd double %49, 1.000000e+00
  %51 = fmul double %46, %50
  %52 = add nuw nsw i32 %29, 4
  %53 = add i32 %31, 4
  %54 = icmp eq i32 %53, %8
  br i1 %54, label %9, label %28, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vmax(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483646
  br label %24

9:                                                ; preds = %24
  %10 = uitofp nneg i32 %41 to double
  br label %11

11:                                               ; preds = %9, %4
  %12 = phi double [ poison, %4 ], [ %40, %9 ]
  %13 = phi double [ -1.000000e+03, %4 ], [ %40, %9 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %10, %9 ]
  %15 = icmp eq i32 %5, 0
  br i1 %15, label %22, label %16

16:                                               ; preds = %11
  %17 = fmul double %14, -1.000000e-02
  %18 = fmul double %17, %14
  %19 = tail call double @llvm.fmuladd.f64(double %0, double %14, double %18)
  %20 = fcmp ogt double %13, %19
  %21 = select i1 %20, double %13, double %19
  br label %22

22:                                               ; preds = %16, %11, %2
  %23 = phi double [ -1.000000e+03, %2 ], [ %12, %11 ], [ %21, %16 ]
  ret double %23

24:                                               ; preds = %24, %7
  %25 = phi double [ -1.000000e+03, %7 ], [ %40, %24 ]
  %26 = phi i32 [ 0, %7 ], [ %41, %24 ]
  %27 = phi i32 [ 0, %7 ], [ %42, %24 ]
  %28 = uitofp nneg i32 %26 to double
  %29 = fmul double %28, -1.000000e-02
  %30 = fmul double %29, %28
  %31 = tail call double @llvm.fmuladd.f64(double %0, double %28, double %30)
  %32 = fcmp ogt double %25, %31
  %33 = select i1 %32, double %25, double %31
  %34 = or disjoint i32 %26, 1
  %35 = uitofp nneg i32 %34 to double
  %36 = fmul double %35, -1.000000e-02
  %37 = fmul double %36, %35
  %38 = tail call double @llvm.fmuladd.f64(double %0, double %35, double %37)
  %39 = fcmp ogt double %33, %38
  %40 = select i1 %39, double %33, double %38
  %41 = add nuw nsw i32 %26, 2
  %42 = add i32 %27, 2
  %43 = icmp eq i32 %42, %8
  br i1 %43, label %9, label %24, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vdot(double noundef %0, double noundef %1, i32 noundef %2) #4 {
  %4 = alloca [256 x double], align 16
  %5 = alloca [256 x double], align 16
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %67

7:                                                ; preds = %3
  %8 = tail call i32 @llvm.smin.i32(i32 %2, i32 256)
  %9 = zext nneg i32 %8 to i64
  %10 = icmp eq i32 %2, 1
  br i1 %10, label %11, label %13

11:                                               ; preds = %31, %7
  %12 = phi i64 [ 0, %7 ], [ %14, %31 ]
  br label %39

13:                                               ; preds = %7
  %14 = and i64 %9, 510
  %15 = insertelement <2 x double> poison, double %0, i64 0
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  %17 = insertelement <2 x double> poison, double %1, i64 0
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %19, %13
  %20 = phi i64 [ 0, %13 ], [ %28, %19 ]
  %21 = phi <2 x i32> [ <i32 0, i32 1>, %13 ], [ %29, %19 ]
  %22 = uitofp <2 x i32> %21 to <2 x double>
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> %22, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %24 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %20
  store <2 x double> %23, ptr %24, align 16, !tbaa !9
  %25 = fmul <2 x double> %22, <double -5.000000e-01, double -5.000000e-01>
  %26 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> %16, <2 x double> %18)
  %27 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %20
  store <2 x double> %26, ptr %27, align 16, !tbaa !9
  %28 = add nuw i64 %20, 2
  %29 = add <2 x i32> %21, <i32 2, i32 2>
  %30 = icmp eq i64 %28, %14
  br i1 %30, label %31, label %19, !llvm.loop !41

31:                                               ; preds = %19
  %32 = icmp eq i64 %14, %9
  br i1 %32, label %33, label %11

33:                                               ; preds = %39, %31
  br i1 %6, label %34, label %67

34:                                               ; preds = %33
  %35 = and i64 %9, 3
  %36 = icmp slt i32 %2, 4
  br i1 %36, label %50, label %37

37:                                               ; preds = %34
  %38 = and i64 %9, 508
  br label %69

39:                                               ; preds = %11, %39
  %40 = phi i64 [ %48, %39 ], [ %12, %11 ]
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = uitofp nneg i32 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %0, double %42, double 1.000000e+00)
  %44 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %40
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = fmul double %42, -5.000000e-01
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %0, double %1)
  %47 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %40
  store double %46, ptr %47, align 8, !tbaa !9
  %48 = add nuw nsw i64 %40, 1
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %33, label %39, !llvm.loop !42

50:                                               ; preds = %69, %34
  %51 = phi double [ poison, %34 ], [ %95, %69 ]
  %52 = phi i64 [ 0, %34 ], [ %96, %69 ]
  %53 = phi double [ 0.000000e+00, %34 ], [ %95, %69 ]
  %54 = icmp eq i64 %35, 0
  br i1 %54, label %67, label %55

55:                                               ; preds = %50, %55
  %56 = phi i64 [ %64, %55 ], [ %52, %50 ]
  %57 = phi double [ %63, %55 ], [ %53, %50 ]
  %58 = phi i64 [ %65, %55 ], [ 0, %50 ]
  %59 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %56
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = add nuw nsw i64 %56, 1
  %65 = add i64 %58, 1
  %66 = icmp eq i64 %65, %35
  br i1 %66, label %67, label %55, !llvm.loop !43

67:                                               ; preds = %50, %55, %3, %33
  %68 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %3 ], [ %51, %50 ], [ %63, %55 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  ret double %68

69:                                               ; preds = %69, %37
  %70 = phi i64 [ 0, %37 ], [ %96, %69 ]
  %71 = phi double [ 0.000000e+00, %37 ], [ %95, %69 ]
  %72 = phi i64 [ 0, %37 ], [ %97, %69 ]
  %73 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %70
  %74 = load double, ptr %73, align 16, !tbaa !9
  %75 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %70
  %76 = load double, ptr %75, align 16, !tbaa !9
  %77 = tail call double @llvm.fmuladd.f64(double %74, double %76, double %71)
  %78 = or disjoint i64 %70, 1
  %79 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %78
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = tail call double @llvm.fmuladd.f64(double %80, double %82, double %77)
  %84 = or disjoint i64 %70, 2
  %85 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %84
  %86 = load double, ptr %85, align 16, !tbaa !9
  %87 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %84
  %88 = load double, ptr %87, align 16, !tbaa !9
  %89 = tail call double @llvm.fmuladd.f64(double %86, double %88, double %83)
  %90 = or disjoint i64 %70, 3
  %91 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = tail call double @llvm.fmuladd.f64(double %92, double %94, double %89)
  %96 = add nuw nsw i64 %70, 4
  %97 = add i64 %72, 4
  %98 = icmp eq i64 %97, %38
  br i1 %98, label %50, label %69, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !12, !24, !23}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !12, !23, !24}
!29 = distinct !{!29, !12, !24, !23}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !12, !23, !24}
!32 = distinct !{!32, !12, !24, !23}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !12, !23, !24}
!35 = distinct !{!35, !12, !24, !23}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !12, !23, !24}
!42 = distinct !{!42, !12, !24, !23}
!43 = distinct !{!43, !14}
