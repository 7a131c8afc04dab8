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

1:                                                ; preds = %404
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %404
  %8 = phi i64 [ 0, %0 ], [ %405, %404 ]
  %9 = getelementptr inbounds [10 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, double noundef nofpclass(nan inf) %10) #7
  %12 = tail call fast double @llvm.fabs.f64(double %10)
  %13 = tail call fast double @llvm.maxnum.f64(double %12, double 1.000000e+00)
  %14 = fmul fast double %13, 0x3EB0C6F7A0B5ED8D
  %15 = fadd fast double %14, %10
  %16 = fsub fast double %10, %14
  %17 = fcmp fast olt double %15, -1.000000e+00
  br i1 %17, label %18, label %21

18:                                               ; preds = %7
  %19 = fmul fast double %15, %15
  %20 = fsub fast double 3.000000e+00, %19
  br label %41

21:                                               ; preds = %7
  %22 = fcmp fast olt double %15, 5.000000e-01
  br i1 %22, label %23, label %26

23:                                               ; preds = %21
  %24 = fmul fast double %15, 3.000000e+00
  %25 = tail call fast double @llvm.sin.f64(double %24)
  br label %37

26:                                               ; preds = %21
  %27 = fcmp fast olt double %15, 2.000000e+00
  br i1 %27, label %28, label %34

28:                                               ; preds = %26
  %29 = fmul fast double %15, %15
  %30 = fmul fast double %29, %15
  %31 = fneg fast double %15
  %32 = tail call fast double @llvm.exp.f64(double %31)
  %33 = fsub fast double %30, %32
  br label %37

34:                                               ; preds = %26
  %35 = tail call fast double @llvm.log.f64(double %15)
  %36 = fmul fast double %35, 5.000000e+00
  br label %37

37:                                               ; preds = %34, %28, %23
  %38 = phi nsz double [ %25, %23 ], [ %33, %28 ], [ %36, %34 ]
  %39 = fmul fast double %38, 2.000000e+00
  %40 = fadd fast double %39, %15
  br label %41

41:                                               ; preds = %18, %37
  %42 = phi nsz double [ %20, %18 ], [ %40, %37 ]
  %43 = fcmp fast olt double %16, -1.000000e+00
  br i1 %43, label %44, label %47

44:                                               ; preds = %41
  %45 = fmul fast double %16, %16
  %46 = fsub fast double 3.000000e+00, %45
  br label %67

47:                                               ; preds = %41
  %48 = fcmp fast olt double %16, 5.000000e-01
  br i1 %48, label %49, label %52

49:                                               ; preds = %47
  %50 = fmul fast double %16, 3.000000e+00
  %51 = tail call fast double @llvm.sin.f64(double %50)
  br label %63

52:                                               ; preds = %47
  %53 = fcmp fast olt double %16, 2.000000e+00
  br i1 %53, label %54, label %60

54:                                               ; preds = %52
  %55 = fmul fast double %16, %16
  %56 = fmul fast double %55, %16
  %57 = fneg fast double %16
  %58 = tail call fast double @llvm.exp.f64(double %57)
  %59 = fsub fast double %56, %58
  br label %63

60:                                               ; preds = %52
  %61 = tail call fast double @llvm.log.f64(double %16)
  %62 = fmul fast double %61, 5.000000e+00
  br label %63

63:                                               ; preds = %60, %54, %49
  %64 = phi nsz double [ %51, %49 ], [ %59, %54 ], [ %62, %60 ]
  %65 = fmul fast double %64, 2.000000e+00
  %66 = fadd fast double %65, %16
  br label %67

67:                                               ; preds = %44, %63
  %68 = phi nsz double [ %46, %44 ], [ %66, %63 ]
  %69 = fsub fast double %42, %68
  %70 = fmul fast double %13, 2.000000e-06
  %71 = fdiv fast double %69, %70
  %72 = tail call fast double @llvm.fabs.f64(double %71)
  %73 = tail call fast double @llvm.maxnum.f64(double %72, double 1.000000e+00)
  %74 = fsub fast double %11, %71
  %75 = tail call fast double @llvm.fabs.f64(double %74)
  %76 = fmul fast double %73, 0x3EB0C6F7A0B5ED8D
  %77 = fcmp fast ole double %75, %76
  %78 = select i1 %77, ptr @.str.9, ptr @.str.10
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %11, double noundef nofpclass(nan inf) %71, ptr noundef nonnull %78)
  br i1 %77, label %83, label %80

80:                                               ; preds = %67
  %81 = load i32, ptr @n_fail, align 4, !tbaa !5
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr @n_fail, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %67, %80
  %84 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sw, double noundef nofpclass(nan inf) %10) #7
  %85 = tail call fast double @llvm.floor.f64(double %15)
  %86 = fptosi double %85 to i32
  %87 = and i32 %86, 3
  switch i32 %87, label %96 [
    i32 0, label %88
    i32 1, label %90
    i32 2, label %93
    i32 3, label %97
  ]

88:                                               ; preds = %83
  %89 = fmul fast double %15, %15
  br label %99

90:                                               ; preds = %83
  %91 = tail call fast double @llvm.sin.f64(double %15)
  %92 = fmul fast double %91, %15
  br label %99

93:                                               ; preds = %83
  %94 = fmul fast double %15, -5.000000e-01
  %95 = tail call fast double @llvm.exp.f64(double %94)
  br label %103

96:                                               ; preds = %103, %83
  unreachable

97:                                               ; preds = %83
  %98 = fdiv fast double 1.000000e+00, %15
  br label %99

99:                                               ; preds = %97, %90, %88
  %100 = phi nsz double [ %98, %97 ], [ %92, %90 ], [ %89, %88 ]
  %101 = fmul fast double %15, 5.000000e-01
  %102 = fadd fast double %100, %101
  br label %103

103:                                              ; preds = %93, %99
  %104 = phi nsz double [ %102, %99 ], [ %95, %93 ]
  %105 = tail call fast double @llvm.floor.f64(double %16)
  %106 = fptosi double %105 to i32
  %107 = and i32 %106, 3
  switch i32 %107, label %96 [
    i32 0, label %108
    i32 1, label %110
    i32 2, label %113
    i32 3, label %116
  ]

108:                                              ; preds = %103
  %109 = fmul fast double %16, %16
  br label %118

110:                                              ; preds = %103
  %111 = tail call fast double @llvm.sin.f64(double %16)
  %112 = fmul fast double %111, %16
  br label %118

113:                                              ; preds = %103
  %114 = fmul fast double %16, -5.000000e-01
  %115 = tail call fast double @llvm.exp.f64(double %114)
  br label %122

116:                                              ; preds = %103
  %117 = fdiv fast double 1.000000e+00, %16
  br label %118

118:                                              ; preds = %116, %110, %108
  %119 = phi nsz double [ %117, %116 ], [ %112, %110 ], [ %109, %108 ]
  %120 = fmul fast double %16, 5.000000e-01
  %121 = fadd fast double %119, %120
  br label %122

122:                                              ; preds = %113, %118
  %123 = phi nsz double [ %121, %118 ], [ %115, %113 ]
  %124 = fsub fast double %104, %123
  %125 = fdiv fast double %124, %70
  %126 = tail call fast double @llvm.fabs.f64(double %125)
  %127 = tail call fast double @llvm.maxnum.f64(double %126, double 1.000000e+00)
  %128 = fsub fast double %84, %125
  %129 = tail call fast double @llvm.fabs.f64(double %128)
  %130 = fmul fast double %127, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp fast ole double %129, %130
  %132 = select i1 %131, ptr @.str.9, ptr @.str.10
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %84, double noundef nofpclass(nan inf) %125, ptr noundef nonnull %132)
  br i1 %131, label %137, label %134

134:                                              ; preds = %122
  %135 = load i32, ptr @n_fail, align 4, !tbaa !5
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @n_fail, align 4, !tbaa !5
  br label %137

137:                                              ; preds = %122, %134
  %138 = trunc nuw nsw i64 %8 to i32
  %139 = uitofp nneg i32 %138 to double
  %140 = fmul fast double %139, 2.000000e-01
  %141 = fsub fast double 3.000000e-01, %140
  %142 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %143 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel, double noundef nofpclass(nan inf) %10, i32 noundef %142, double noundef nofpclass(nan inf) %141) #7
  %144 = fmul fast double %15, %15
  %145 = fcmp fast ogt double %144, 2.000000e+00
  br i1 %145, label %146, label %148

146:                                              ; preds = %137
  %147 = tail call fast double @llvm.cos.f64(double %15)
  br label %150

148:                                              ; preds = %137
  %149 = tail call fast double @llvm.sin.f64(double %15)
  br label %150

150:                                              ; preds = %146, %148
  %151 = phi fast double [ %147, %146 ], [ %149, %148 ]
  %152 = fcmp fast ogt double %15, %141
  %153 = fmul fast double %15, %141
  %154 = fadd fast double %15, %141
  %155 = select fast i1 %152, double %153, double %154
  %156 = tail call fast double @llvm.fabs.f64(double %155)
  %157 = fmul fast double %151, %155
  %158 = fcmp fast olt double %15, 0.000000e+00
  %159 = select fast i1 %158, double 2.000000e+00, double 3.000000e+00
  %160 = fmul fast double %156, %159
  %161 = fmul fast double %16, %16
  %162 = fcmp fast ogt double %161, 2.000000e+00
  br i1 %162, label %163, label %165

163:                                              ; preds = %150
  %164 = tail call fast double @llvm.cos.f64(double %16)
  br label %167

165:                                              ; preds = %150
  %166 = tail call fast double @llvm.sin.f64(double %16)
  br label %167

167:                                              ; preds = %163, %165
  %168 = phi fast double [ %164, %163 ], [ %166, %165 ]
  %169 = fcmp fast ogt double %16, %141
  %170 = fmul fast double %16, %141
  %171 = fadd fast double %16, %141
  %172 = select fast i1 %169, double %170, double %171
  %173 = tail call fast double @llvm.fabs.f64(double %172)
  %174 = fcmp fast olt double %16, 0.000000e+00
  %175 = select fast i1 %174, double 2.000000e+00, double 3.000000e+00
  %176 = fmul fast double %173, %175
  %177 = fmul fast double %168, %172
  %178 = fadd fast double %177, %176
  %179 = fadd fast double %157, %160
  %180 = fsub fast double %179, %178
  %181 = fdiv fast double %180, %70
  %182 = tail call fast double @llvm.fabs.f64(double %181)
  %183 = tail call fast double @llvm.maxnum.f64(double %182, double 1.000000e+00)
  %184 = fsub fast double %143, %181
  %185 = tail call fast double @llvm.fabs.f64(double %184)
  %186 = fmul fast double %183, 0x3EB0C6F7A0B5ED8D
  %187 = fcmp fast ole double %185, %186
  %188 = select i1 %187, ptr @.str.9, ptr @.str.10
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %181, ptr noundef nonnull %188)
  br i1 %187, label %193, label %190

190:                                              ; preds = %167
  %191 = load i32, ptr @n_fail, align 4, !tbaa !5
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr @n_fail, align 4, !tbaa !5
  br label %193

193:                                              ; preds = %167, %190
  %194 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @multi_ret, double noundef nofpclass(nan inf) %10) #7
  %195 = fcmp fast ogt double %15, 3.000000e+00
  br i1 %195, label %196, label %198

196:                                              ; preds = %193
  %197 = tail call fast double @llvm.sqrt.f64(double %15)
  br label %211

198:                                              ; preds = %193
  %199 = fcmp fast ogt double %144, 4.000000e+00
  br i1 %199, label %200, label %202

200:                                              ; preds = %198
  %201 = fmul fast double %144, %15
  br label %211

202:                                              ; preds = %198
  br i1 %158, label %203, label %209

203:                                              ; preds = %202
  %204 = fcmp fast ogt double %144, 1.000000e+00
  br i1 %204, label %205, label %207

205:                                              ; preds = %203
  %206 = tail call fast double @llvm.exp.f64(double %15)
  br label %211

207:                                              ; preds = %203
  %208 = fsub fast double %144, %15
  br label %211

209:                                              ; preds = %202
  %210 = tail call fast double @llvm.sin.f64(double %144)
  br label %211

211:                                              ; preds = %196, %200, %205, %207, %209
  %212 = phi nsz double [ %197, %196 ], [ %201, %200 ], [ %206, %205 ], [ %208, %207 ], [ %210, %209 ]
  %213 = fcmp fast ogt double %16, 3.000000e+00
  br i1 %213, label %214, label %216

214:                                              ; preds = %211
  %215 = tail call fast double @llvm.sqrt.f64(double %16)
  br label %229

216:                                              ; preds = %211
  %217 = fcmp fast ogt double %161, 4.000000e+00
  br i1 %217, label %218, label %220

218:                                              ; preds = %216
  %219 = fmul fast double %161, %16
  br label %229

220:                                              ; preds = %216
  br i1 %174, label %221, label %227

221:                                              ; preds = %220
  %222 = fcmp fast ogt double %161, 1.000000e+00
  br i1 %222, label %223, label %225

223:                                              ; preds = %221
  %224 = tail call fast double @llvm.exp.f64(double %16)
  br label %229

225:                                              ; preds = %221
  %226 = fsub fast double %161, %16
  br label %229

227:                                              ; preds = %220
  %228 = tail call fast double @llvm.sin.f64(double %161)
  br label %229

229:                                              ; preds = %214, %218, %223, %225, %227
  %230 = phi nsz double [ %215, %214 ], [ %219, %218 ], [ %224, %223 ], [ %226, %225 ], [ %228, %227 ]
  %231 = fsub fast double %212, %230
  %232 = fdiv fast double %231, %70
  %233 = tail call fast double @llvm.fabs.f64(double %232)
  %234 = tail call fast double @llvm.maxnum.f64(double %233, double 1.000000e+00)
  %235 = fsub fast double %194, %232
  %236 = tail call fast double @llvm.fabs.f64(double %235)
  %237 = fmul fast double %234, 0x3EB0C6F7A0B5ED8D
  %238 = fcmp fast ole double %236, %237
  %239 = select i1 %238, ptr @.str.9, ptr @.str.10
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %194, double noundef nofpclass(nan inf) %232, ptr noundef nonnull %239)
  br i1 %238, label %244, label %241

241:                                              ; preds = %229
  %242 = load i32, ptr @n_fail, align 4, !tbaa !5
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr @n_fail, align 4, !tbaa !5
  br label %244

244:                                              ; preds = %229, %241
  %245 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_bc, double noundef nofpclass(nan inf) %10) #7
  %246 = fmul fast double %15, 1.000000e-02
  br label %247

247:                                              ; preds = %268, %244
  %248 = phi double [ 0.000000e+00, %244 ], [ %270, %268 ]
  %249 = phi i32 [ 0, %244 ], [ %269, %268 ]
  %250 = trunc nuw i32 %249 to i8
  %251 = urem i8 %250, 3
  %252 = icmp eq i8 %251, 1
  br i1 %252, label %253, label %255

253:                                              ; preds = %247
  %254 = add nuw nsw i32 %249, 1
  br label %268

255:                                              ; preds = %247
  %256 = uitofp nneg i32 %249 to double
  %257 = fmul fast double %15, %256
  %258 = tail call fast double @llvm.sin.f64(double %257)
  %259 = add nuw nsw i32 %249, 1
  %260 = uitofp nneg i32 %259 to double
  %261 = fdiv fast double %258, %260
  %262 = fcmp fast olt double %261, -3.000000e-01
  br i1 %262, label %268, label %263

263:                                              ; preds = %255
  %264 = fmul fast double %246, %256
  %265 = fadd fast double %264, %248
  %266 = fadd fast double %265, %261
  %267 = fcmp fast ogt double %266, 2.000000e+00
  br i1 %267, label %272, label %268

268:                                              ; preds = %263, %255, %253
  %269 = phi i32 [ %254, %253 ], [ %259, %263 ], [ %259, %255 ]
  %270 = phi nsz double [ %248, %253 ], [ %266, %263 ], [ %248, %255 ]
  %271 = icmp eq i32 %269, 40
  br i1 %271, label %272, label %247, !llvm.loop !11

272:                                              ; preds = %263, %268
  %273 = phi nsz double [ %270, %268 ], [ %266, %263 ]
  %274 = fmul fast double %16, 1.000000e-02
  br label %275

275:                                              ; preds = %296, %272
  %276 = phi double [ 0.000000e+00, %272 ], [ %298, %296 ]
  %277 = phi i32 [ 0, %272 ], [ %297, %296 ]
  %278 = trunc nuw i32 %277 to i8
  %279 = urem i8 %278, 3
  %280 = icmp eq i8 %279, 1
  br i1 %280, label %281, label %283

281:                                              ; preds = %275
  %282 = add nuw nsw i32 %277, 1
  br label %296

283:                                              ; preds = %275
  %284 = uitofp nneg i32 %277 to double
  %285 = fmul fast double %16, %284
  %286 = tail call fast double @llvm.sin.f64(double %285)
  %287 = add nuw nsw i32 %277, 1
  %288 = uitofp nneg i32 %287 to double
  %289 = fdiv fast double %286, %288
  %290 = fcmp fast olt double %289, -3.000000e-01
  br i1 %290, label %296, label %291

291:                                              ; preds = %283
  %292 = fmul fast double %274, %284
  %293 = fadd fast double %292, %276
  %294 = fadd fast double %293, %289
  %295 = fcmp fast ogt double %294, 2.000000e+00
  br i1 %295, label %300, label %296

296:                                              ; preds = %291, %283, %281
  %297 = phi i32 [ %282, %281 ], [ %287, %291 ], [ %287, %283 ]
  %298 = phi nsz double [ %276, %281 ], [ %294, %291 ], [ %276, %283 ]
  %299 = icmp eq i32 %297, 40
  br i1 %299, label %300, label %275, !llvm.loop !11

300:                                              ; preds = %291, %296
  %301 = phi nsz double [ %298, %296 ], [ %294, %291 ]
  %302 = fsub fast double %273, %301
  %303 = fdiv fast double %302, %70
  %304 = tail call fast double @llvm.fabs.f64(double %303)
  %305 = tail call fast double @llvm.maxnum.f64(double %304, double 1.000000e+00)
  %306 = fsub fast double %245, %303
  %307 = tail call fast double @llvm.fabs.f64(double %306)
  %308 = fmul fast double %305, 0x3EB0C6F7A0B5ED8D
  %309 = fcmp fast ole double %307, %308
  %310 = select i1 %309, ptr @.str.9, ptr @.str.10
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %245, double noundef nofpclass(nan inf) %303, ptr noundef nonnull %310)
  br i1 %309, label %315, label %312

312:                                              ; preds = %300
  %313 = load i32, ptr @n_fail, align 4, !tbaa !5
  %314 = add nsw i32 %313, 1
  store i32 %314, ptr @n_fail, align 4, !tbaa !5
  br label %315

315:                                              ; preds = %300, %312
  %316 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @search, double noundef nofpclass(nan inf) %10) #7
  br label %329

317:                                              ; preds = %342
  %318 = fmul fast double %336, 1.050000e+00
  %319 = tail call fast double @llvm.sin.f64(double %336)
  %320 = fmul fast double %319, 1.000000e-01
  %321 = fadd fast double %320, %318
  %322 = fcmp fast ogt double %321, 4.000000e+00
  br i1 %322, label %338, label %323

323:                                              ; preds = %317
  %324 = fcmp fast olt double %321, -4.000000e+00
  br i1 %324, label %344, label %325

325:                                              ; preds = %323
  %326 = add nuw nsw i32 %331, 2
  %327 = icmp ugt i32 %331, 47
  %328 = icmp eq i32 %326, 50
  br i1 %328, label %348, label %329, !llvm.loop !13

329:                                              ; preds = %325, %315
  %330 = phi i1 [ false, %315 ], [ %327, %325 ]
  %331 = phi i32 [ 0, %315 ], [ %326, %325 ]
  %332 = phi double [ %15, %315 ], [ %321, %325 ]
  %333 = fmul fast double %332, 1.050000e+00
  %334 = tail call fast double @llvm.sin.f64(double %332)
  %335 = fmul fast double %334, 1.000000e-01
  %336 = fadd fast double %335, %333
  %337 = fcmp fast ogt double %336, 4.000000e+00
  br i1 %337, label %338, label %342

338:                                              ; preds = %317, %329
  %339 = phi i1 [ %330, %329 ], [ false, %317 ]
  %340 = phi double [ %336, %329 ], [ %321, %317 ]
  %341 = fmul fast double %340, %15
  br label %348

342:                                              ; preds = %329
  %343 = fcmp fast olt double %336, -4.000000e+00
  br i1 %343, label %344, label %317

344:                                              ; preds = %323, %342
  %345 = phi i1 [ %330, %342 ], [ false, %323 ]
  %346 = phi double [ %336, %342 ], [ %321, %323 ]
  %347 = fneg fast double %346
  br label %348

348:                                              ; preds = %325, %338, %344
  %349 = phi double [ %340, %338 ], [ %346, %344 ], [ %321, %325 ]
  %350 = phi i1 [ %339, %338 ], [ %345, %344 ], [ %327, %325 ]
  %351 = phi nsz double [ %341, %338 ], [ %347, %344 ], [ undef, %325 ]
  %352 = fadd fast double %349, 1.000000e+00
  %353 = select nsz i1 %350, double %352, double %351
  br label %366

354:                                              ; preds = %379
  %355 = fmul fast double %373, 1.050000e+00
  %356 = tail call fast double @llvm.sin.f64(double %373)
  %357 = fmul fast double %356, 1.000000e-01
  %358 = fadd fast double %357, %355
  %359 = fcmp fast ogt double %358, 4.000000e+00
  br i1 %359, label %375, label %360

360:                                              ; preds = %354
  %361 = fcmp fast olt double %358, -4.000000e+00
  br i1 %361, label %381, label %362

362:                                              ; preds = %360
  %363 = add nuw nsw i32 %368, 2
  %364 = icmp ugt i32 %368, 47
  %365 = icmp eq i32 %363, 50
  br i1 %365, label %385, label %366, !llvm.loop !13

366:                                              ; preds = %362, %348
  %367 = phi i1 [ false, %348 ], [ %364, %362 ]
  %368 = phi i32 [ 0, %348 ], [ %363, %362 ]
  %369 = phi double [ %16, %348 ], [ %358, %362 ]
  %370 = fmul fast double %369, 1.050000e+00
  %371 = tail call fast double @llvm.sin.f64(double %369)
  %372 = fmul fast double %371, 1.000000e-01
  %373 = fadd fast double %372, %370
  %374 = fcmp fast ogt double %373, 4.000000e+00
  br i1 %374, label %375, label %379

375:                                              ; preds = %354, %366
  %376 = phi i1 [ %367, %366 ], [ false, %354 ]
  %377 = phi double [ %373, %366 ], [ %358, %354 ]
  %378 = fmul fast double %377, %16
  br label %385

379:                                              ; preds = %366
  %380 = fcmp fast olt double %373, -4.000000e+00
  br i1 %380, label %381, label %354

381:                                              ; preds = %360, %379
  %382 = phi i1 [ %367, %379 ], [ false, %360 ]
  %383 = phi double [ %373, %379 ], [ %358, %360 ]
  %384 = fneg fast double %383
  br label %385

385:                                              ; preds = %362, %375, %381
  %386 = phi double [ %377, %375 ], [ %383, %381 ], [ %358, %362 ]
  %387 = phi i1 [ %376, %375 ], [ %382, %381 ], [ %364, %362 ]
  %388 = phi nsz double [ %378, %375 ], [ %384, %381 ], [ undef, %362 ]
  %389 = fadd fast double %386, 1.000000e+00
  %390 = select nsz i1 %387, double %389, double %388
  %391 = fsub fast double %353, %390
  %392 = fdiv fast double %391, %70
  %393 = tail call fast double @llvm.fabs.f64(double %392)
  %394 = tail call fast double @llvm.maxnum.f64(double %393, double 1.000000e+00)
  %395 = fsub fast double %316, %392
  %396 = tail call fast double @llvm.fabs.f64(double %395)
  %397 = fmul fast double %394, 0x3EB0C6F7A0B5ED8D
  %398 = fcmp fast ole double %396, %397
  %399 = select i1 %398, ptr @.str.9, ptr @.str.10
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %316, double noundef nofpclass(nan inf) %392, ptr noundef nonnull %399)
  br i1 %398, label %404, label %401

401:                                              ; preds = %385
  %402 = load i32, ptr @n_fail, align 4, !tbaa !5
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr @n_fail, align 4, !tbaa !5
  br label %404

404:                                              ; preds = %385, %401
  %405 = add nuw nsw i64 %8, 1
  %406 = icmp eq i64 %405, 10
  br i1 %406, label %1, label %7, !llvm.loop !14
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @chain(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fcmp fast olt double %0, -1.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = fmul fast double %0, %0
  %5 = fsub fast double 3.000000e+00, %4
  br label %26

6:                                                ; preds = %1
  %7 = fcmp fast olt double %0, 5.000000e-01
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = fmul fast double %0, 3.000000e+00
  %10 = tail call fast double @llvm.sin.f64(double %9)
  br label %22

11:                                               ; preds = %6
  %12 = fcmp fast olt double %0, 2.000000e+00
  br i1 %12, label %13, label %19

13:                                               ; preds = %11
  %14 = fmul fast double %0, %0
  %15 = fmul fast double %14, %0
  %16 = fneg fast double %0
  %17 = tail call fast double @llvm.exp.f64(double %16)
  %18 = fsub fast double %15, %17
  br label %22

19:                                               ; preds = %11
  %20 = tail call fast double @llvm.log.f64(double %0)
  %21 = fmul fast double %20, 5.000000e+00
  br label %22

22:                                               ; preds = %8, %19, %13
  %23 = phi nsz double [ %10, %8 ], [ %18, %13 ], [ %21, %19 ]
  %24 = fmul fast double %23, 2.000000e+00
  %25 = fadd fast double %24, %0
  br label %26

26:                                               ; preds = %22, %3
  %27 = phi nsz double [ %5, %3 ], [ %25, %22 ]
  ret double %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sw(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.floor.f64(double %0)
  %3 = fptosi double %2 to i32
  %4 = and i32 %3, 3
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %7
    i32 2, label %10
    i32 3, label %14
  ]

5:                                                ; preds = %1
  %6 = fmul fast double %0, %0
  br label %16

7:                                                ; preds = %1
  %8 = tail call fast double @llvm.sin.f64(double %0)
  %9 = fmul fast double %8, %0
  br label %16

10:                                               ; preds = %1
  %11 = fmul fast double %0, -5.000000e-01
  %12 = tail call fast double @llvm.exp.f64(double %11)
  br label %20

13:                                               ; preds = %1
  unreachable

14:                                               ; preds = %1
  %15 = fdiv fast double 1.000000e+00, %0
  br label %16

16:                                               ; preds = %14, %7, %5
  %17 = phi nsz double [ %15, %14 ], [ %9, %7 ], [ %6, %5 ]
  %18 = fmul fast double %0, 5.000000e-01
  %19 = fadd fast double %17, %18
  br label %20

20:                                               ; preds = %16, %10
  %21 = phi nsz double [ %19, %16 ], [ %12, %10 ]
  ret double %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast double %0, %0
  %4 = fcmp fast ogt double %3, 2.000000e+00
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = tail call fast double @llvm.cos.f64(double %0)
  br label %9

7:                                                ; preds = %2
  %8 = tail call fast double @llvm.sin.f64(double %0)
  br label %9

9:                                                ; preds = %7, %5
  %10 = phi fast double [ %6, %5 ], [ %8, %7 ]
  %11 = fcmp fast ogt double %0, %1
  %12 = fmul fast double %1, %0
  %13 = fadd fast double %1, %0
  %14 = select fast i1 %11, double %12, double %13
  %15 = tail call fast double @llvm.fabs.f64(double %14)
  %16 = fmul fast double %10, %14
  %17 = fcmp fast olt double %0, 0.000000e+00
  %18 = select fast i1 %17, double 2.000000e+00, double 3.000000e+00
  %19 = fmul fast double %15, %18
  %20 = fadd fast double %16, %19
  ret double %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @multi_ret(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fcmp fast ogt double %0, 3.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fast double @llvm.sqrt.f64(double %0)
  br label %20

5:                                                ; preds = %1
  %6 = fmul fast double %0, %0
  %7 = fcmp fast ogt double %6, 4.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %5
  %9 = fmul fast double %6, %0
  br label %20

10:                                               ; preds = %5
  %11 = fcmp fast olt double %0, 0.000000e+00
  br i1 %11, label %12, label %18

12:                                               ; preds = %10
  %13 = fcmp fast ogt double %6, 1.000000e+00
  br i1 %13, label %14, label %16

14:                                               ; preds = %12
  %15 = tail call fast double @llvm.exp.f64(double %0)
  br label %20

16:                                               ; preds = %12
  %17 = fsub fast double %6, %0
  br label %20

18:                                               ; preds = %10
  %19 = tail call fast double @llvm.sin.f64(double %6)
  br label %20

20:                                               ; preds = %8, %14, %16, %18, %3
  %21 = phi nsz double [ %4, %3 ], [ %9, %8 ], [ %15, %14 ], [ %17, %16 ], [ %19, %18 ]
  ret double %21
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @loop_bc(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, 1.000000e-02
  br label %3

3:                                                ; preds = %1, %24
  %4 = phi double [ 0.000000e+00, %1 ], [ %26, %24 ]
  %5 = phi i32 [ 0, %1 ], [ %25, %24 ]
  %6 = trunc nuw i32 %5 to i8
  %7 = urem i8 %6, 3
  %8 = icmp eq i8 %7, 1
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %5, 1
  br label %24

11:                                               ; preds = %3
  %12 = uitofp nneg i32 %5 to double
  %13 = fmul fast double %12, %0
  %14 = tail call fast double @llvm.sin.f64(double %13)
  %15 = add nuw nsw i32 %5, 1
  %16 = uitofp nneg i32 %15 to double
  %17 = fdiv fast double %14, %16
  %18 = fcmp fast olt double %17, -3.000000e-01
  br i1 %18, label %24, label %19

19:                                               ; preds = %11
  %20 = fmul fast double %2, %12
  %21 = fadd fast double %20, %4
  %22 = fadd fast double %21, %17
  %23 = fcmp fast ogt double %22, 2.000000e+00
  br i1 %23, label %28, label %24

24:                                               ; preds = %9, %19, %11
  %25 = phi i32 [ %10, %9 ], [ %15, %19 ], [ %15, %11 ]
  %26 = phi nsz double [ %4, %9 ], [ %22, %19 ], [ %4, %11 ]
  %27 = icmp eq i32 %25, 40
  br i1 %27, label %28, label %3, !llvm.loop !11

28:                                               ; preds = %19, %24
  %29 = phi nsz double [ %26, %24 ], [ %22, %19 ]
  ret double %29
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @search(double noundef nofpclass(nan inf) %0) #4 {
  br label %14

2:                                                ; preds = %27
  %3 = fmul fast double %21, 1.050000e+00
  %4 = tail call fast double @llvm.sin.f64(double %21)
  %5 = fmul fast double %4, 1.000000e-01
  %6 = fadd fast double %5, %3
  %7 = fcmp fast ogt double %6, 4.000000e+00
  br i1 %7, label %23, label %8

8:                                                ; preds = %2
  %9 = fcmp fast olt double %6, -4.000000e+00
  br i1 %9, label %29, label %10

10:                                               ; preds = %8
  %11 = add nuw nsw i32 %16, 2
  %12 = icmp ugt i32 %16, 47
  %13 = icmp eq i32 %11, 50
  br i1 %13, label %33, label %14, !llvm.loop !13

14:                                               ; preds = %10, %1
  %15 = phi i1 [ false, %1 ], [ %12, %10 ]
  %16 = phi i32 [ 0, %1 ], [ %11, %10 ]
  %17 = phi double [ %0, %1 ], [ %6, %10 ]
  %18 = fmul fast double %17, 1.050000e+00
  %19 = tail call fast double @llvm.sin.f64(double %17)
  %20 = fmul fast double %19, 1.000000e-01
  %21 = fadd fast double %20, %18
  %22 = fcmp fast ogt double %21, 4.000000e+00
  br i1 %22, label %23, label %27

23:                                               ; preds = %2, %14
  %24 = phi i1 [ %15, %14 ], [ false, %2 ]
  %25 = phi double [ %21, %14 ], [ %6, %2 ]
  %26 = fmul fast double %25, %0
  br label %33

27:                                               ; preds = %14
  %28 = fcmp fast olt double %21, -4.000000e+00
  br i1 %28, label %29, label %2

29:                                               ; preds = %8, %27
  %30 = phi i1 [ %15, %27 ], [ false, %8 ]
  %31 = phi double [ %21, %27 ], [ %6, %8 ]
  %32 = fneg fast double %31
  br label %33

33:                                               ; preds = %10, %29, %23
  %34 = phi double [ %25, %23 ], [ %31, %29 ], [ %6, %10 ]
  %35 = phi i1 [ %24, %23 ], [ %30, %29 ], [ %12, %10 ]
  %36 = phi nsz double [ %26, %23 ], [ %32, %29 ], [ undef, %10 ]
  %37 = fadd fast double %34, 1.000000e+00
  %38 = select nsz i1 %35, double %37, double %36
  ret double %38
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
