; ModuleID = 'branches.c'
source_filename = "branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [10 x double] [double -2.300000e+00, double -1.400000e+00, double 0xBFE6666666666666, double 2.000000e-01, double 9.000000e-01, double 1.700000e+00, double 2.600000e+00, double 3.400000e+00, double 5.300000e+00, double 6.600000e+00], align 16
@.str = private unnamed_addr constant [6 x i8] c"chain\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"sw\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sel\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"multi_ret\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"loop_bc\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"search\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"branches\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %403
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %403
  %8 = phi i64 [ 0, %0 ], [ %404, %403 ]
  %9 = getelementptr inbounds [10 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, double noundef %10) #7
  %12 = tail call double @llvm.fabs.f64(double %10)
  %13 = fcmp ogt double %12, 1.000000e+00
  %14 = select i1 %13, double %12, double 1.000000e+00
  %15 = fmul double %14, 0x3EB0C6F7A0B5ED8D
  %16 = fadd double %10, %15
  %17 = fsub double %10, %15
  %18 = fcmp olt double %16, -1.000000e+00
  br i1 %18, label %19, label %22

19:                                               ; preds = %7
  %20 = fneg double %16
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %16, double 3.000000e+00)
  br label %41

22:                                               ; preds = %7
  %23 = fcmp olt double %16, 5.000000e-01
  br i1 %23, label %24, label %27

24:                                               ; preds = %22
  %25 = fmul double %16, 3.000000e+00
  %26 = tail call double @sin(double noundef %25) #7
  br label %38

27:                                               ; preds = %22
  %28 = fcmp olt double %16, 2.000000e+00
  br i1 %28, label %29, label %35

29:                                               ; preds = %27
  %30 = fmul double %16, %16
  %31 = fneg double %16
  %32 = tail call double @exp(double noundef %31) #7
  %33 = fneg double %32
  %34 = tail call double @llvm.fmuladd.f64(double %30, double %16, double %33)
  br label %38

35:                                               ; preds = %27
  %36 = tail call double @log(double noundef %16) #7
  %37 = fmul double %36, 5.000000e+00
  br label %38

38:                                               ; preds = %35, %29, %24
  %39 = phi double [ %26, %24 ], [ %34, %29 ], [ %37, %35 ]
  %40 = tail call double @llvm.fmuladd.f64(double %39, double 2.000000e+00, double %16)
  br label %41

41:                                               ; preds = %19, %38
  %42 = phi double [ %21, %19 ], [ %40, %38 ]
  %43 = fcmp olt double %17, -1.000000e+00
  br i1 %43, label %44, label %47

44:                                               ; preds = %41
  %45 = fneg double %17
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %17, double 3.000000e+00)
  br label %66

47:                                               ; preds = %41
  %48 = fcmp olt double %17, 5.000000e-01
  br i1 %48, label %49, label %52

49:                                               ; preds = %47
  %50 = fmul double %17, 3.000000e+00
  %51 = tail call double @sin(double noundef %50) #7
  br label %63

52:                                               ; preds = %47
  %53 = fcmp olt double %17, 2.000000e+00
  br i1 %53, label %54, label %60

54:                                               ; preds = %52
  %55 = fmul double %17, %17
  %56 = fneg double %17
  %57 = tail call double @exp(double noundef %56) #7
  %58 = fneg double %57
  %59 = tail call double @llvm.fmuladd.f64(double %55, double %17, double %58)
  br label %63

60:                                               ; preds = %52
  %61 = tail call double @log(double noundef %17) #7
  %62 = fmul double %61, 5.000000e+00
  br label %63

63:                                               ; preds = %60, %54, %49
  %64 = phi double [ %51, %49 ], [ %59, %54 ], [ %62, %60 ]
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 2.000000e+00, double %17)
  br label %66

66:                                               ; preds = %44, %63
  %67 = phi double [ %46, %44 ], [ %65, %63 ]
  %68 = fsub double %42, %67
  %69 = fsub double %16, %17
  %70 = fdiv double %68, %69
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ogt double %71, 1.000000e+00
  %73 = select i1 %72, double %71, double 1.000000e+00
  %74 = fsub double %11, %70
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fmul double %73, 0x3EB0C6F7A0B5ED8D
  %77 = fcmp ole double %75, %76
  %78 = select i1 %77, ptr @.str.9, ptr @.str.10
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %10, double noundef %11, double noundef %70, ptr noundef nonnull %78)
  br i1 %77, label %83, label %80

80:                                               ; preds = %66
  %81 = load i32, ptr @n_fail, align 4, !tbaa !5
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr @n_fail, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %66, %80
  %84 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sw, double noundef %10) #7
  %85 = tail call double @llvm.floor.f64(double %16)
  %86 = fptosi double %85 to i32
  %87 = and i32 %86, 3
  switch i32 %87, label %96 [
    i32 0, label %88
    i32 1, label %90
    i32 2, label %93
    i32 3, label %97
  ]

88:                                               ; preds = %83
  %89 = fmul double %16, %16
  br label %99

90:                                               ; preds = %83
  %91 = tail call double @sin(double noundef %16) #7
  %92 = fmul double %16, %91
  br label %99

93:                                               ; preds = %83
  %94 = fmul double %16, -5.000000e-01
  %95 = tail call double @exp(double noundef %94) #7
  br label %102

96:                                               ; preds = %102, %83
  unreachable

97:                                               ; preds = %83
  %98 = fdiv double 1.000000e+00, %16
  br label %99

99:                                               ; preds = %97, %90, %88
  %100 = phi double [ %98, %97 ], [ %92, %90 ], [ %89, %88 ]
  %101 = tail call double @llvm.fmuladd.f64(double %16, double 5.000000e-01, double %100)
  br label %102

102:                                              ; preds = %93, %99
  %103 = phi double [ %101, %99 ], [ %95, %93 ]
  %104 = tail call double @llvm.floor.f64(double %17)
  %105 = fptosi double %104 to i32
  %106 = and i32 %105, 3
  switch i32 %106, label %96 [
    i32 0, label %107
    i32 1, label %109
    i32 2, label %112
    i32 3, label %115
  ]

107:                                              ; preds = %102
  %108 = fmul double %17, %17
  br label %117

109:                                              ; preds = %102
  %110 = tail call double @sin(double noundef %17) #7
  %111 = fmul double %17, %110
  br label %117

112:                                              ; preds = %102
  %113 = fmul double %17, -5.000000e-01
  %114 = tail call double @exp(double noundef %113) #7
  br label %120

115:                                              ; preds = %102
  %116 = fdiv double 1.000000e+00, %17
  br label %117

117:                                              ; preds = %115, %109, %107
  %118 = phi double [ %116, %115 ], [ %111, %109 ], [ %108, %107 ]
  %119 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-01, double %118)
  br label %120

120:                                              ; preds = %112, %117
  %121 = phi double [ %119, %117 ], [ %114, %112 ]
  %122 = fsub double %103, %121
  %123 = fdiv double %122, %69
  %124 = tail call double @llvm.fabs.f64(double %123)
  %125 = fcmp ogt double %124, 1.000000e+00
  %126 = select i1 %125, double %124, double 1.000000e+00
  %127 = fsub double %84, %123
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = fmul double %126, 0x3EB0C6F7A0B5ED8D
  %130 = fcmp ole double %128, %129
  %131 = select i1 %130, ptr @.str.9, ptr @.str.10
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %10, double noundef %84, double noundef %123, ptr noundef nonnull %131)
  br i1 %130, label %136, label %133

133:                                              ; preds = %120
  %134 = load i32, ptr @n_fail, align 4, !tbaa !5
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @n_fail, align 4, !tbaa !5
  br label %136

136:                                              ; preds = %120, %133
  %137 = trunc nuw nsw i64 %8 to i32
  %138 = uitofp nneg i32 %137 to double
  %139 = tail call double @llvm.fmuladd.f64(double %138, double -2.000000e-01, double 3.000000e-01)
  %140 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %141 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel, double noundef %10, i32 noundef %140, double noundef %139) #7
  %142 = fmul double %16, %16
  %143 = fcmp ogt double %142, 2.000000e+00
  br i1 %143, label %144, label %146

144:                                              ; preds = %136
  %145 = tail call double @cos(double noundef %16) #7
  br label %148

146:                                              ; preds = %136
  %147 = tail call double @sin(double noundef %16) #7
  br label %148

148:                                              ; preds = %144, %146
  %149 = phi double [ %145, %144 ], [ %147, %146 ]
  %150 = fcmp ogt double %16, %139
  %151 = fmul double %139, %16
  %152 = fadd double %139, %16
  %153 = select i1 %150, double %151, double %152
  %154 = fcmp ogt double %153, 0.000000e+00
  %155 = fneg double %153
  %156 = select i1 %154, double %153, double %155
  %157 = fcmp olt double %16, 0.000000e+00
  %158 = select i1 %157, double 2.000000e+00, double 3.000000e+00
  %159 = fmul double %158, %156
  %160 = tail call double @llvm.fmuladd.f64(double %153, double %149, double %159)
  %161 = fmul double %17, %17
  %162 = fcmp ogt double %161, 2.000000e+00
  br i1 %162, label %163, label %165

163:                                              ; preds = %148
  %164 = tail call double @cos(double noundef %17) #7
  br label %167

165:                                              ; preds = %148
  %166 = tail call double @sin(double noundef %17) #7
  br label %167

167:                                              ; preds = %163, %165
  %168 = phi double [ %164, %163 ], [ %166, %165 ]
  %169 = fcmp ogt double %17, %139
  %170 = fmul double %139, %17
  %171 = fadd double %139, %17
  %172 = select i1 %169, double %170, double %171
  %173 = fcmp ogt double %172, 0.000000e+00
  %174 = fneg double %172
  %175 = select i1 %173, double %172, double %174
  %176 = fcmp olt double %17, 0.000000e+00
  %177 = select i1 %176, double 2.000000e+00, double 3.000000e+00
  %178 = fmul double %177, %175
  %179 = tail call double @llvm.fmuladd.f64(double %172, double %168, double %178)
  %180 = fsub double %160, %179
  %181 = fmul double %15, 2.000000e+00
  %182 = fdiv double %180, %181
  %183 = tail call double @llvm.fabs.f64(double %182)
  %184 = fcmp ogt double %183, 1.000000e+00
  %185 = select i1 %184, double %183, double 1.000000e+00
  %186 = fsub double %141, %182
  %187 = tail call double @llvm.fabs.f64(double %186)
  %188 = fmul double %185, 0x3EB0C6F7A0B5ED8D
  %189 = fcmp ole double %187, %188
  %190 = select i1 %189, ptr @.str.9, ptr @.str.10
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %10, double noundef %141, double noundef %182, ptr noundef nonnull %190)
  br i1 %189, label %195, label %192

192:                                              ; preds = %167
  %193 = load i32, ptr @n_fail, align 4, !tbaa !5
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr @n_fail, align 4, !tbaa !5
  br label %195

195:                                              ; preds = %167, %192
  %196 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @multi_ret, double noundef %10) #7
  %197 = fcmp ogt double %16, 3.000000e+00
  br i1 %197, label %198, label %200

198:                                              ; preds = %195
  %199 = tail call double @sqrt(double noundef %16) #7
  br label %213

200:                                              ; preds = %195
  %201 = fcmp ogt double %142, 4.000000e+00
  br i1 %201, label %202, label %204

202:                                              ; preds = %200
  %203 = fmul double %16, %142
  br label %213

204:                                              ; preds = %200
  br i1 %157, label %205, label %211

205:                                              ; preds = %204
  %206 = fcmp ogt double %142, 1.000000e+00
  br i1 %206, label %207, label %209

207:                                              ; preds = %205
  %208 = tail call double @exp(double noundef %16) #7
  br label %213

209:                                              ; preds = %205
  %210 = fsub double %142, %16
  br label %213

211:                                              ; preds = %204
  %212 = tail call double @sin(double noundef %142) #7
  br label %213

213:                                              ; preds = %198, %202, %207, %209, %211
  %214 = phi double [ %199, %198 ], [ %203, %202 ], [ %208, %207 ], [ %210, %209 ], [ %212, %211 ]
  %215 = fcmp ogt double %17, 3.000000e+00
  br i1 %215, label %216, label %218

216:                                              ; preds = %213
  %217 = tail call double @sqrt(double noundef %17) #7
  br label %231

218:                                              ; preds = %213
  %219 = fcmp ogt double %161, 4.000000e+00
  br i1 %219, label %220, label %222

220:                                              ; preds = %218
  %221 = fmul double %17, %161
  br label %231

222:                                              ; preds = %218
  br i1 %176, label %223, label %229

223:                                              ; preds = %222
  %224 = fcmp ogt double %161, 1.000000e+00
  br i1 %224, label %225, label %227

225:                                              ; preds = %223
  %226 = tail call double @exp(double noundef %17) #7
  br label %231

227:                                              ; preds = %223
  %228 = fsub double %161, %17
  br label %231

229:                                              ; preds = %222
  %230 = tail call double @sin(double noundef %161) #7
  br label %231

231:                                              ; preds = %216, %220, %225, %227, %229
  %232 = phi double [ %217, %216 ], [ %221, %220 ], [ %226, %225 ], [ %228, %227 ], [ %230, %229 ]
  %233 = fsub double %214, %232
  %234 = fdiv double %233, %69
  %235 = tail call double @llvm.fabs.f64(double %234)
  %236 = fcmp ogt double %235, 1.000000e+00
  %237 = select i1 %236, double %235, double 1.000000e+00
  %238 = fsub double %196, %234
  %239 = tail call double @llvm.fabs.f64(double %238)
  %240 = fmul double %237, 0x3EB0C6F7A0B5ED8D
  %241 = fcmp ole double %239, %240
  %242 = select i1 %241, ptr @.str.9, ptr @.str.10
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %10, double noundef %196, double noundef %234, ptr noundef nonnull %242)
  br i1 %241, label %247, label %244

244:                                              ; preds = %231
  %245 = load i32, ptr @n_fail, align 4, !tbaa !5
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr @n_fail, align 4, !tbaa !5
  br label %247

247:                                              ; preds = %231, %244
  %248 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_bc, double noundef %10) #7
  %249 = fmul double %16, 1.000000e-02
  br label %250

250:                                              ; preds = %270, %247
  %251 = phi double [ 0.000000e+00, %247 ], [ %272, %270 ]
  %252 = phi i32 [ 0, %247 ], [ %271, %270 ]
  %253 = trunc nuw i32 %252 to i8
  %254 = urem i8 %253, 3
  %255 = icmp eq i8 %254, 1
  br i1 %255, label %256, label %258

256:                                              ; preds = %250
  %257 = add nuw nsw i32 %252, 1
  br label %270

258:                                              ; preds = %250
  %259 = uitofp nneg i32 %252 to double
  %260 = fmul double %16, %259
  %261 = tail call double @sin(double noundef %260) #7
  %262 = add nuw nsw i32 %252, 1
  %263 = uitofp nneg i32 %262 to double
  %264 = fdiv double %261, %263
  %265 = fcmp olt double %264, -3.000000e-01
  br i1 %265, label %270, label %266

266:                                              ; preds = %258
  %267 = tail call double @llvm.fmuladd.f64(double %249, double %259, double %264)
  %268 = fadd double %251, %267
  %269 = fcmp ogt double %268, 2.000000e+00
  br i1 %269, label %274, label %270

270:                                              ; preds = %266, %258, %256
  %271 = phi i32 [ %257, %256 ], [ %262, %266 ], [ %262, %258 ]
  %272 = phi double [ %251, %256 ], [ %268, %266 ], [ %251, %258 ]
  %273 = icmp eq i32 %271, 40
  br i1 %273, label %274, label %250, !llvm.loop !11

274:                                              ; preds = %266, %270
  %275 = phi double [ %272, %270 ], [ %268, %266 ]
  %276 = fmul double %17, 1.000000e-02
  br label %277

277:                                              ; preds = %297, %274
  %278 = phi double [ 0.000000e+00, %274 ], [ %299, %297 ]
  %279 = phi i32 [ 0, %274 ], [ %298, %297 ]
  %280 = trunc nuw i32 %279 to i8
  %281 = urem i8 %280, 3
  %282 = icmp eq i8 %281, 1
  br i1 %282, label %283, label %285

283:                                              ; preds = %277
  %284 = add nuw nsw i32 %279, 1
  br label %297

285:                                              ; preds = %277
  %286 = uitofp nneg i32 %279 to double
  %287 = fmul double %17, %286
  %288 = tail call double @sin(double noundef %287) #7
  %289 = add nuw nsw i32 %279, 1
  %290 = uitofp nneg i32 %289 to double
  %291 = fdiv double %288, %290
  %292 = fcmp olt double %291, -3.000000e-01
  br i1 %292, label %297, label %293

293:                                              ; preds = %285
  %294 = tail call double @llvm.fmuladd.f64(double %276, double %286, double %291)
  %295 = fadd double %278, %294
  %296 = fcmp ogt double %295, 2.000000e+00
  br i1 %296, label %301, label %297

297:                                              ; preds = %293, %285, %283
  %298 = phi i32 [ %284, %283 ], [ %289, %293 ], [ %289, %285 ]
  %299 = phi double [ %278, %283 ], [ %295, %293 ], [ %278, %285 ]
  %300 = icmp eq i32 %298, 40
  br i1 %300, label %301, label %277, !llvm.loop !11

301:                                              ; preds = %293, %297
  %302 = phi double [ %299, %297 ], [ %295, %293 ]
  %303 = fsub double %275, %302
  %304 = fdiv double %303, %69
  %305 = tail call double @llvm.fabs.f64(double %304)
  %306 = fcmp ogt double %305, 1.000000e+00
  %307 = select i1 %306, double %305, double 1.000000e+00
  %308 = fsub double %248, %304
  %309 = tail call double @llvm.fabs.f64(double %308)
  %310 = fmul double %307, 0x3EB0C6F7A0B5ED8D
  %311 = fcmp ole double %309, %310
  %312 = select i1 %311, ptr @.str.9, ptr @.str.10
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %10, double noundef %248, double noundef %304, ptr noundef nonnull %312)
  br i1 %311, label %317, label %314

314:                                              ; preds = %301
  %315 = load i32, ptr @n_fail, align 4, !tbaa !5
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr @n_fail, align 4, !tbaa !5
  br label %317

317:                                              ; preds = %301, %314
  %318 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @search, double noundef %10) #7
  br label %330

319:                                              ; preds = %342
  %320 = tail call double @sin(double noundef %336) #7
  %321 = fmul double %320, 1.000000e-01
  %322 = tail call double @llvm.fmuladd.f64(double %336, double 1.050000e+00, double %321)
  %323 = fcmp ogt double %322, 4.000000e+00
  br i1 %323, label %338, label %324

324:                                              ; preds = %319
  %325 = fcmp olt double %322, -4.000000e+00
  br i1 %325, label %344, label %326

326:                                              ; preds = %324
  %327 = add nuw nsw i32 %332, 2
  %328 = icmp ugt i32 %332, 47
  %329 = icmp eq i32 %327, 50
  br i1 %329, label %348, label %330, !llvm.loop !13

330:                                              ; preds = %326, %317
  %331 = phi i1 [ false, %317 ], [ %328, %326 ]
  %332 = phi i32 [ 0, %317 ], [ %327, %326 ]
  %333 = phi double [ %16, %317 ], [ %322, %326 ]
  %334 = tail call double @sin(double noundef %333) #7
  %335 = fmul double %334, 1.000000e-01
  %336 = tail call double @llvm.fmuladd.f64(double %333, double 1.050000e+00, double %335)
  %337 = fcmp ogt double %336, 4.000000e+00
  br i1 %337, label %338, label %342

338:                                              ; preds = %319, %330
  %339 = phi i1 [ %331, %330 ], [ false, %319 ]
  %340 = phi double [ %336, %330 ], [ %322, %319 ]
  %341 = fmul double %16, %340
  br label %348

342:                                              ; preds = %330
  %343 = fcmp olt double %336, -4.000000e+00
  br i1 %343, label %344, label %319

344:                                              ; preds = %324, %342
  %345 = phi i1 [ %331, %342 ], [ false, %324 ]
  %346 = phi double [ %336, %342 ], [ %322, %324 ]
  %347 = fneg double %346
  br label %348

348:                                              ; preds = %326, %338, %344
  %349 = phi double [ %340, %338 ], [ %346, %344 ], [ %322, %326 ]
  %350 = phi i1 [ %339, %338 ], [ %345, %344 ], [ %328, %326 ]
  %351 = phi double [ %341, %338 ], [ %347, %344 ], [ undef, %326 ]
  %352 = fadd double %349, 1.000000e+00
  %353 = select i1 %350, double %352, double %351
  br label %365

354:                                              ; preds = %377
  %355 = tail call double @sin(double noundef %371) #7
  %356 = fmul double %355, 1.000000e-01
  %357 = tail call double @llvm.fmuladd.f64(double %371, double 1.050000e+00, double %356)
  %358 = fcmp ogt double %357, 4.000000e+00
  br i1 %358, label %373, label %359

359:                                              ; preds = %354
  %360 = fcmp olt double %357, -4.000000e+00
  br i1 %360, label %379, label %361

361:                                              ; preds = %359
  %362 = add nuw nsw i32 %367, 2
  %363 = icmp ugt i32 %367, 47
  %364 = icmp eq i32 %362, 50
  br i1 %364, label %383, label %365, !llvm.loop !13

365:                                              ; preds = %361, %348
  %366 = phi i1 [ false, %348 ], [ %363, %361 ]
  %367 = phi i32 [ 0, %348 ], [ %362, %361 ]
  %368 = phi double [ %17, %348 ], [ %357, %361 ]
  %369 = tail call double @sin(double noundef %368) #7
  %370 = fmul double %369, 1.000000e-01
  %371 = tail call double @llvm.fmuladd.f64(double %368, double 1.050000e+00, double %370)
  %372 = fcmp ogt double %371, 4.000000e+00
  br i1 %372, label %373, label %377

373:                                              ; preds = %354, %365
  %374 = phi i1 [ %366, %365 ], [ false, %354 ]
  %375 = phi double [ %371, %365 ], [ %357, %354 ]
  %376 = fmul double %17, %375
  br label %383

377:                                              ; preds = %365
  %378 = fcmp olt double %371, -4.000000e+00
  br i1 %378, label %379, label %354

379:                                              ; preds = %359, %377
  %380 = phi i1 [ %366, %377 ], [ false, %359 ]
  %381 = phi double [ %371, %377 ], [ %357, %359 ]
  %382 = fneg double %381
  br label %383

383:                                              ; preds = %361, %373, %379
  %384 = phi double [ %375, %373 ], [ %381, %379 ], [ %357, %361 ]
  %385 = phi i1 [ %374, %373 ], [ %380, %379 ], [ %363, %361 ]
  %386 = phi double [ %376, %373 ], [ %382, %379 ], [ undef, %361 ]
  %387 = fadd double %384, 1.000000e+00
  %388 = select i1 %385, double %387, double %386
  %389 = fsub double %353, %388
  %390 = fdiv double %389, %69
  %391 = tail call double @llvm.fabs.f64(double %390)
  %392 = fcmp ogt double %391, 1.000000e+00
  %393 = select i1 %392, double %391, double 1.000000e+00
  %394 = fsub double %318, %390
  %395 = tail call double @llvm.fabs.f64(double %394)
  %396 = fmul double %393, 0x3EB0C6F7A0B5ED8D
  %397 = fcmp ole double %395, %396
  %398 = select i1 %397, ptr @.str.9, ptr @.str.10
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %10, double noundef %318, double noundef %390, ptr noundef nonnull %398)
  br i1 %397, label %403, label %400

400:                                              ; preds = %383
  %401 = load i32, ptr @n_fail, align 4, !tbaa !5
  %402 = add nsw i32 %401, 1
  store i32 %402, ptr @n_fail, align 4, !tbaa !5
  br label %403

403:                                              ; preds = %383, %400
  %404 = add nuw nsw i64 %8, 1
  %405 = icmp eq i64 %404, 10
  br i1 %405, label %1, label %7, !llvm.loop !14
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @chain(double noundef %0) #2 {
  %2 = fcmp olt double %0, -1.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = fneg double %0
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %0, double 3.000000e+00)
  br label %25

6:                                                ; preds = %1
  %7 = fcmp olt double %0, 5.000000e-01
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = fmul double %0, 3.000000e+00
  %10 = tail call double @sin(double noundef %9) #7
  br label %22

11:                                               ; preds = %6
  %12 = fcmp olt double %0, 2.000000e+00
  br i1 %12, label %13, label %19

13:                                               ; preds = %11
  %14 = fmul double %0, %0
  %15 = fneg double %0
  %16 = tail call double @exp(double noundef %15) #7
  %17 = fneg double %16
  %18 = tail call double @llvm.fmuladd.f64(double %14, double %0, double %17)
  br label %22

19:                                               ; preds = %11
  %20 = tail call double @log(double noundef %0) #7
  %21 = fmul double %20, 5.000000e+00
  br label %22

22:                                               ; preds = %8, %19, %13
  %23 = phi double [ %10, %8 ], [ %18, %13 ], [ %21, %19 ]
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 2.000000e+00, double %0)
  br label %25

25:                                               ; preds = %22, %3
  %26 = phi double [ %5, %3 ], [ %24, %22 ]
  ret double %26
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sw(double noundef %0) #2 {
  %2 = tail call double @llvm.floor.f64(double %0)
  %3 = fptosi double %2 to i32
  %4 = and i32 %3, 3
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %7
    i32 2, label %10
    i32 3, label %14
  ]

5:                                                ; preds = %1
  %6 = fmul double %0, %0
  br label %16

7:                                                ; preds = %1
  %8 = tail call double @sin(double noundef %0) #7
  %9 = fmul double %8, %0
  br label %16

10:                                               ; preds = %1
  %11 = fmul double %0, -5.000000e-01
  %12 = tail call double @exp(double noundef %11) #7
  br label %19

13:                                               ; preds = %1
  unreachable

14:                                               ; preds = %1
  %15 = fdiv double 1.000000e+00, %0
  br label %16

16:                                               ; preds = %14, %7, %5
  %17 = phi double [ %15, %14 ], [ %9, %7 ], [ %6, %5 ]
  %18 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e-01, double %17)
  br label %19

19:                                               ; preds = %16, %10
  %20 = phi double [ %18, %16 ], [ %12, %10 ]
  ret double %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %0, %0
  %4 = fcmp ogt double %3, 2.000000e+00
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = tail call double @cos(double noundef %0) #7
  br label %9

7:                                                ; preds = %2
  %8 = tail call double @sin(double noundef %0) #7
  br label %9

9:                                                ; preds = %7, %5
  %10 = phi double [ %6, %5 ], [ %8, %7 ]
  %11 = fcmp ogt double %0, %1
  %12 = fmul double %0, %1
  %13 = fadd double %0, %1
  %14 = select i1 %11, double %12, double %13
  %15 = fcmp ogt double %14, 0.000000e+00
  %16 = fneg double %14
  %17 = select i1 %15, double %14, double %16
  %18 = fcmp olt double %0, 0.000000e+00
  %19 = select i1 %18, double 2.000000e+00, double 3.000000e+00
  %20 = fmul double %19, %17
  %21 = tail call double @llvm.fmuladd.f64(double %14, double %10, double %20)
  ret double %21
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @multi_ret(double noundef %0) #2 {
  %2 = fcmp ogt double %0, 3.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @sqrt(double noundef %0) #7
  br label %20

5:                                                ; preds = %1
  %6 = fmul double %0, %0
  %7 = fcmp ogt double %6, 4.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %5
  %9 = fmul double %6, %0
  br label %20

10:                                               ; preds = %5
  %11 = fcmp olt double %0, 0.000000e+00
  br i1 %11, label %12, label %18

12:                                               ; preds = %10
  %13 = fcmp ogt double %6, 1.000000e+00
  br i1 %13, label %14, label %16

14:                                               ; preds = %12
  %15 = tail call double @exp(double noundef %0) #7
  br label %20

16:                                               ; preds = %12
  %17 = fsub double %6, %0
  br label %20

18:                                               ; preds = %10
  %19 = tail call double @sin(double noundef %6) #7
  br label %20

20:                                               ; preds = %8, %14, %16, %18, %3
  %21 = phi double [ %4, %3 ], [ %9, %8 ], [ %15, %14 ], [ %17, %16 ], [ %19, %18 ]
  ret double %21
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @loop_bc(double noundef %0) #4 {
  %2 = fmul double %0, 1.000000e-02
  br label %3

3:                                                ; preds = %1, %23
  %4 = phi double [ 0.000000e+00, %1 ], [ %25, %23 ]
  %5 = phi i32 [ 0, %1 ], [ %24, %23 ]
  %6 = trunc nuw i32 %5 to i8
  %7 = urem i8 %6, 3
  %8 = icmp eq i8 %7, 1
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %5, 1
  br label %23

11:                                               ; preds = %3
  %12 = uitofp nneg i32 %5 to double
  %13 = fmul double %12, %0
  %14 = tail call double @sin(double noundef %13) #7
  %15 = add nuw nsw i32 %5, 1
  %16 = uitofp nneg i32 %15 to double
  %17 = fdiv double %14, %16
  %18 = fcmp olt double %17, -3.000000e-01
  br i1 %18, label %23, label %19

19:                                               ; preds = %11
  %20 = tail call double @llvm.fmuladd.f64(double %2, double %12, double %17)
  %21 = fadd double %4, %20
  %22 = fcmp ogt double %21, 2.000000e+00
  br i1 %22, label %27, label %23

23:                                               ; preds = %9, %19, %11
  %24 = phi i32 [ %10, %9 ], [ %15, %19 ], [ %15, %11 ]
  %25 = phi double [ %4, %9 ], [ %21, %19 ], [ %4, %11 ]
  %26 = icmp eq i32 %24, 40
  br i1 %26, label %27, label %3, !llvm.loop !11

27:                                               ; preds = %19, %23
  %28 = phi double [ %25, %23 ], [ %21, %19 ]
  ret double %28
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @search(double noundef %0) #4 {
  br label %13

2:                                                ; preds = %25
  %3 = tail call double @sin(double noundef %19) #7
  %4 = fmul double %3, 1.000000e-01
  %5 = tail call double @llvm.fmuladd.f64(double %19, double 1.050000e+00, double %4)
  %6 = fcmp ogt double %5, 4.000000e+00
  br i1 %6, label %21, label %7

7:                                                ; preds = %2
  %8 = fcmp olt double %5, -4.000000e+00
  br i1 %8, label %27, label %9

9:                                                ; preds = %7
  %10 = add nuw nsw i32 %15, 2
  %11 = icmp ugt i32 %15, 47
  %12 = icmp eq i32 %10, 50
  br i1 %12, label %31, label %13, !llvm.loop !13

13:                                               ; preds = %9, %1
  %14 = phi i1 [ false, %1 ], [ %11, %9 ]
  %15 = phi i32 [ 0, %1 ], [ %10, %9 ]
  %16 = phi double [ %0, %1 ], [ %5, %9 ]
  %17 = tail call double @sin(double noundef %16) #7
  %18 = fmul double %17, 1.000000e-01
  %19 = tail call double @llvm.fmuladd.f64(double %16, double 1.050000e+00, double %18)
  %20 = fcmp ogt double %19, 4.000000e+00
  br i1 %20, label %21, label %25

21:                                               ; preds = %2, %13
  %22 = phi i1 [ %14, %13 ], [ false, %2 ]
  %23 = phi double [ %19, %13 ], [ %5, %2 ]
  %24 = fmul double %23, %0
  br label %31

25:                                               ; preds = %13
  %26 = fcmp olt double %19, -4.000000e+00
  br i1 %26, label %27, label %2

27:                                               ; preds = %7, %25
  %28 = phi i1 [ %14, %25 ], [ false, %7 ]
  %29 = phi double [ %19, %25 ], [ %5, %7 ]
  %30 = fneg double %29
  br label %31

31:                                               ; preds = %9, %27, %21
  %32 = phi double [ %23, %21 ], [ %29, %27 ], [ %5, %9 ]
  %33 = phi i1 [ %22, %21 ], [ %28, %27 ], [ %11, %9 ]
  %34 = phi double [ %24, %21 ], [ %30, %27 ], [ undef, %9 ]
  %35 = fadd double %32, 1.000000e+00
  %36 = select i1 %33, double %35, double %34
  ret double %36
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
