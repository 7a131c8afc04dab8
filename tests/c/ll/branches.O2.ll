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
  br label %19

13:                                               ; preds = %475
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %14)
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i32
  ret i32 %18

19:                                               ; preds = %0, %475
  %20 = phi i64 [ 0, %0 ], [ %476, %475 ]
  %21 = getelementptr inbounds [10 x double], ptr @main.xs, i64 0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, double noundef %22) #8
  %24 = tail call double @llvm.fabs.f64(double %22)
  %25 = fcmp ogt double %24, 1.000000e+00
  %26 = select i1 %25, double %24, double 1.000000e+00
  %27 = fmul double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd double %22, %27
  %29 = fsub double %22, %27
  %30 = fcmp olt double %28, -1.000000e+00
  br i1 %30, label %31, label %34

31:                                               ; preds = %19
  %32 = fneg double %28
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %28, double 3.000000e+00)
  br label %53

34:                                               ; preds = %19
  %35 = fcmp olt double %28, 5.000000e-01
  br i1 %35, label %36, label %39

36:                                               ; preds = %34
  %37 = fmul double %28, 3.000000e+00
  %38 = tail call double @sin(double noundef %37) #8
  br label %50

39:                                               ; preds = %34
  %40 = fcmp olt double %28, 2.000000e+00
  br i1 %40, label %41, label %47

41:                                               ; preds = %39
  %42 = fmul double %28, %28
  %43 = fneg double %28
  %44 = tail call double @exp(double noundef %43) #8
  %45 = fneg double %44
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %28, double %45)
  br label %50

47:                                               ; preds = %39
  %48 = tail call double @log(double noundef %28) #8
  %49 = fmul double %48, 5.000000e+00
  br label %50

50:                                               ; preds = %47, %41, %36
  %51 = phi double [ %38, %36 ], [ %46, %41 ], [ %49, %47 ]
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 2.000000e+00, double %28)
  br label %53

53:                                               ; preds = %31, %50
  %54 = phi double [ %33, %31 ], [ %52, %50 ]
  %55 = fcmp olt double %29, -1.000000e+00
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = fneg double %29
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %29, double 3.000000e+00)
  br label %78

59:                                               ; preds = %53
  %60 = fcmp olt double %29, 5.000000e-01
  br i1 %60, label %61, label %64

61:                                               ; preds = %59
  %62 = fmul double %29, 3.000000e+00
  %63 = tail call double @sin(double noundef %62) #8
  br label %75

64:                                               ; preds = %59
  %65 = fcmp olt double %29, 2.000000e+00
  br i1 %65, label %66, label %72

66:                                               ; preds = %64
  %67 = fmul double %29, %29
  %68 = fneg double %29
  %69 = tail call double @exp(double noundef %68) #8
  %70 = fneg double %69
  %71 = tail call double @llvm.fmuladd.f64(double %67, double %29, double %70)
  br label %75

72:                                               ; preds = %64
  %73 = tail call double @log(double noundef %29) #8
  %74 = fmul double %73, 5.000000e+00
  br label %75

75:                                               ; preds = %72, %66, %61
  %76 = phi double [ %63, %61 ], [ %71, %66 ], [ %74, %72 ]
  %77 = tail call double @llvm.fmuladd.f64(double %76, double 2.000000e+00, double %29)
  br label %78

78:                                               ; preds = %56, %75
  %79 = phi double [ %58, %56 ], [ %77, %75 ]
  %80 = fsub double %54, %79
  %81 = fsub double %28, %29
  %82 = fdiv double %80, %81
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ogt double %83, 1.000000e+00
  %85 = select i1 %84, double %83, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %23, ptr %12, align 8, !tbaa !9
  %86 = load volatile double, ptr %12, align 8, !tbaa !9
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %88, label %100, label %89

89:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %82, ptr %11, align 8, !tbaa !9
  %90 = load volatile double, ptr %11, align 8, !tbaa !9
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fcmp ueq double %91, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %92, label %100, label %93

93:                                               ; preds = %89
  %94 = fsub double %23, %82
  %95 = tail call double @llvm.fabs.f64(double %94)
  %96 = fmul double %85, 0x3EB0C6F7A0B5ED8D
  %97 = fcmp ole double %95, %96
  %98 = select i1 %97, ptr @.str.9, ptr @.str.10
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %22, double noundef %23, double noundef %82, ptr noundef nonnull %98)
  br i1 %97, label %105, label %102

100:                                              ; preds = %89, %78
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %22, double noundef %23, double noundef %82, ptr noundef nonnull @.str.10)
  br label %102

102:                                              ; preds = %100, %93
  %103 = load i32, ptr @n_fail, align 4, !tbaa !5
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @n_fail, align 4, !tbaa !5
  br label %105

105:                                              ; preds = %93, %102
  %106 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sw, double noundef %22) #8
  %107 = tail call double @llvm.floor.f64(double %28)
  %108 = fptosi double %107 to i32
  %109 = and i32 %108, 3
  switch i32 %109, label %118 [
    i32 0, label %110
    i32 1, label %112
    i32 2, label %115
    i32 3, label %119
  ]

110:                                              ; preds = %105
  %111 = fmul double %28, %28
  br label %121

112:                                              ; preds = %105
  %113 = tail call double @sin(double noundef %28) #8
  %114 = fmul double %28, %113
  br label %121

115:                                              ; preds = %105
  %116 = fmul double %28, -5.000000e-01
  %117 = tail call double @exp(double noundef %116) #8
  br label %124

118:                                              ; preds = %124, %105
  unreachable

119:                                              ; preds = %105
  %120 = fdiv double 1.000000e+00, %28
  br label %121

121:                                              ; preds = %119, %112, %110
  %122 = phi double [ %120, %119 ], [ %114, %112 ], [ %111, %110 ]
  %123 = tail call double @llvm.fmuladd.f64(double %28, double 5.000000e-01, double %122)
  br label %124

124:                                              ; preds = %115, %121
  %125 = phi double [ %123, %121 ], [ %117, %115 ]
  %126 = tail call double @llvm.floor.f64(double %29)
  %127 = fptosi double %126 to i32
  %128 = and i32 %127, 3
  switch i32 %128, label %118 [
    i32 0, label %129
    i32 1, label %131
    i32 2, label %134
    i32 3, label %137
  ]

129:                                              ; preds = %124
  %130 = fmul double %29, %29
  br label %139

131:                                              ; preds = %124
  %132 = tail call double @sin(double noundef %29) #8
  %133 = fmul double %29, %132
  br label %139

134:                                              ; preds = %124
  %135 = fmul double %29, -5.000000e-01
  %136 = tail call double @exp(double noundef %135) #8
  br label %142

137:                                              ; preds = %124
  %138 = fdiv double 1.000000e+00, %29
  br label %139

139:                                              ; preds = %137, %131, %129
  %140 = phi double [ %138, %137 ], [ %133, %131 ], [ %130, %129 ]
  %141 = tail call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double %140)
  br label %142

142:                                              ; preds = %134, %139
  %143 = phi double [ %141, %139 ], [ %136, %134 ]
  %144 = fsub double %125, %143
  %145 = fdiv double %144, %81
  %146 = tail call double @llvm.fabs.f64(double %145)
  %147 = fcmp ogt double %146, 1.000000e+00
  %148 = select i1 %147, double %146, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %106, ptr %10, align 8, !tbaa !9
  %149 = load volatile double, ptr %10, align 8, !tbaa !9
  %150 = tail call double @llvm.fabs.f64(double %149)
  %151 = fcmp ueq double %150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %151, label %163, label %152

152:                                              ; preds = %142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %145, ptr %9, align 8, !tbaa !9
  %153 = load volatile double, ptr %9, align 8, !tbaa !9
  %154 = tail call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %155, label %163, label %156

156:                                              ; preds = %152
  %157 = fsub double %106, %145
  %158 = tail call double @llvm.fabs.f64(double %157)
  %159 = fmul double %148, 0x3EB0C6F7A0B5ED8D
  %160 = fcmp ole double %158, %159
  %161 = select i1 %160, ptr @.str.9, ptr @.str.10
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %22, double noundef %106, double noundef %145, ptr noundef nonnull %161)
  br i1 %160, label %168, label %165

163:                                              ; preds = %152, %142
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %22, double noundef %106, double noundef %145, ptr noundef nonnull @.str.10)
  br label %165

165:                                              ; preds = %163, %156
  %166 = load i32, ptr @n_fail, align 4, !tbaa !5
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !5
  br label %168

168:                                              ; preds = %156, %165
  %169 = trunc nuw nsw i64 %20 to i32
  %170 = uitofp nneg i32 %169 to double
  %171 = tail call double @llvm.fmuladd.f64(double %170, double -2.000000e-01, double 3.000000e-01)
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %173 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel, double noundef %22, i32 noundef %172, double noundef %171) #8
  %174 = fmul double %28, %28
  %175 = fcmp ogt double %174, 2.000000e+00
  br i1 %175, label %176, label %178

176:                                              ; preds = %168
  %177 = tail call double @cos(double noundef %28) #8
  br label %180

178:                                              ; preds = %168
  %179 = tail call double @sin(double noundef %28) #8
  br label %180

180:                                              ; preds = %176, %178
  %181 = phi double [ %177, %176 ], [ %179, %178 ]
  %182 = fcmp ogt double %28, %171
  %183 = fmul double %171, %28
  %184 = fadd double %171, %28
  %185 = select i1 %182, double %183, double %184
  %186 = fcmp ogt double %185, 0.000000e+00
  %187 = fneg double %185
  %188 = select i1 %186, double %185, double %187
  %189 = fcmp olt double %28, 0.000000e+00
  %190 = select i1 %189, double 2.000000e+00, double 3.000000e+00
  %191 = fmul double %190, %188
  %192 = tail call double @llvm.fmuladd.f64(double %185, double %181, double %191)
  %193 = fmul double %29, %29
  %194 = fcmp ogt double %193, 2.000000e+00
  br i1 %194, label %195, label %197

195:                                              ; preds = %180
  %196 = tail call double @cos(double noundef %29) #8
  br label %199

197:                                              ; preds = %180
  %198 = tail call double @sin(double noundef %29) #8
  br label %199

199:                                              ; preds = %195, %197
  %200 = phi double [ %196, %195 ], [ %198, %197 ]
  %201 = fcmp ogt double %29, %171
  %202 = fmul double %171, %29
  %203 = fadd double %171, %29
  %204 = select i1 %201, double %202, double %203
  %205 = fcmp ogt double %204, 0.000000e+00
  %206 = fneg double %204
  %207 = select i1 %205, double %204, double %206
  %208 = fcmp olt double %29, 0.000000e+00
  %209 = select i1 %208, double 2.000000e+00, double 3.000000e+00
  %210 = fmul double %209, %207
  %211 = tail call double @llvm.fmuladd.f64(double %204, double %200, double %210)
  %212 = fsub double %192, %211
  %213 = fmul double %27, 2.000000e+00
  %214 = fdiv double %212, %213
  %215 = tail call double @llvm.fabs.f64(double %214)
  %216 = fcmp ogt double %215, 1.000000e+00
  %217 = select i1 %216, double %215, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %173, ptr %8, align 8, !tbaa !9
  %218 = load volatile double, ptr %8, align 8, !tbaa !9
  %219 = tail call double @llvm.fabs.f64(double %218)
  %220 = fcmp ueq double %219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %220, label %232, label %221

221:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %214, ptr %7, align 8, !tbaa !9
  %222 = load volatile double, ptr %7, align 8, !tbaa !9
  %223 = tail call double @llvm.fabs.f64(double %222)
  %224 = fcmp ueq double %223, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %224, label %232, label %225

225:                                              ; preds = %221
  %226 = fsub double %173, %214
  %227 = tail call double @llvm.fabs.f64(double %226)
  %228 = fmul double %217, 0x3EB0C6F7A0B5ED8D
  %229 = fcmp ole double %227, %228
  %230 = select i1 %229, ptr @.str.9, ptr @.str.10
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %22, double noundef %173, double noundef %214, ptr noundef nonnull %230)
  br i1 %229, label %237, label %234

232:                                              ; preds = %221, %199
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %22, double noundef %173, double noundef %214, ptr noundef nonnull @.str.10)
  br label %234

234:                                              ; preds = %232, %225
  %235 = load i32, ptr @n_fail, align 4, !tbaa !5
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr @n_fail, align 4, !tbaa !5
  br label %237

237:                                              ; preds = %225, %234
  %238 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @multi_ret, double noundef %22) #8
  %239 = fcmp ogt double %28, 3.000000e+00
  br i1 %239, label %240, label %242

240:                                              ; preds = %237
  %241 = tail call double @sqrt(double noundef %28) #8
  br label %255

242:                                              ; preds = %237
  %243 = fcmp ogt double %174, 4.000000e+00
  br i1 %243, label %244, label %246

244:                                              ; preds = %242
  %245 = fmul double %28, %174
  br label %255

246:                                              ; preds = %242
  br i1 %189, label %247, label %253

247:                                              ; preds = %246
  %248 = fcmp ogt double %174, 1.000000e+00
  br i1 %248, label %249, label %251

249:                                              ; preds = %247
  %250 = tail call double @exp(double noundef %28) #8
  br label %255

251:                                              ; preds = %247
  %252 = fsub double %174, %28
  br label %255

253:                                              ; preds = %246
  %254 = tail call double @sin(double noundef %174) #8
  br label %255

255:                                              ; preds = %240, %244, %249, %251, %253
  %256 = phi double [ %241, %240 ], [ %245, %244 ], [ %250, %249 ], [ %252, %251 ], [ %254, %253 ]
  %257 = fcmp ogt double %29, 3.000000e+00
  br i1 %257, label %258, label %260

258:                                              ; preds = %255
  %259 = tail call double @sqrt(double noundef %29) #8
  br label %273

260:                                              ; preds = %255
  %261 = fcmp ogt double %193, 4.000000e+00
  br i1 %261, label %262, label %264

262:                                              ; preds = %260
  %263 = fmul double %29, %193
  br label %273

264:                                              ; preds = %260
  br i1 %208, label %265, label %271

265:                                              ; preds = %264
  %266 = fcmp ogt double %193, 1.000000e+00
  br i1 %266, label %267, label %269

267:                                              ; preds = %265
  %268 = tail call double @exp(double noundef %29) #8
  br label %273

269:                                              ; preds = %265
  %270 = fsub double %193, %29
  br label %273

271:                                              ; preds = %264
  %272 = tail call double @sin(double noundef %193) #8
  br label %273

273:                                              ; preds = %258, %262, %267, %269, %271
  %274 = phi double [ %259, %258 ], [ %263, %262 ], [ %268, %267 ], [ %270, %269 ], [ %272, %271 ]
  %275 = fsub double %256, %274
  %276 = fdiv double %275, %81
  %277 = tail call double @llvm.fabs.f64(double %276)
  %278 = fcmp ogt double %277, 1.000000e+00
  %279 = select i1 %278, double %277, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %238, ptr %6, align 8, !tbaa !9
  %280 = load volatile double, ptr %6, align 8, !tbaa !9
  %281 = tail call double @llvm.fabs.f64(double %280)
  %282 = fcmp ueq double %281, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %282, label %294, label %283

283:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %276, ptr %5, align 8, !tbaa !9
  %284 = load volatile double, ptr %5, align 8, !tbaa !9
  %285 = tail call double @llvm.fabs.f64(double %284)
  %286 = fcmp ueq double %285, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %286, label %294, label %287

287:                                              ; preds = %283
  %288 = fsub double %238, %276
  %289 = tail call double @llvm.fabs.f64(double %288)
  %290 = fmul double %279, 0x3EB0C6F7A0B5ED8D
  %291 = fcmp ole double %289, %290
  %292 = select i1 %291, ptr @.str.9, ptr @.str.10
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %22, double noundef %238, double noundef %276, ptr noundef nonnull %292)
  br i1 %291, label %299, label %296

294:                                              ; preds = %283, %273
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %22, double noundef %238, double noundef %276, ptr noundef nonnull @.str.10)
  br label %296

296:                                              ; preds = %294, %287
  %297 = load i32, ptr @n_fail, align 4, !tbaa !5
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr @n_fail, align 4, !tbaa !5
  br label %299

299:                                              ; preds = %287, %296
  %300 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_bc, double noundef %22) #8
  %301 = fmul double %28, 1.000000e-02
  br label %302

302:                                              ; preds = %322, %299
  %303 = phi double [ 0.000000e+00, %299 ], [ %324, %322 ]
  %304 = phi i32 [ 0, %299 ], [ %323, %322 ]
  %305 = trunc nuw i32 %304 to i8
  %306 = urem i8 %305, 3
  %307 = icmp eq i8 %306, 1
  br i1 %307, label %308, label %310

308:                                              ; preds = %302
  %309 = add nuw nsw i32 %304, 1
  br label %322

310:                                              ; preds = %302
  %311 = uitofp nneg i32 %304 to double
  %312 = fmul double %28, %311
  %313 = tail call double @sin(double noundef %312) #8
  %314 = add nuw nsw i32 %304, 1
  %315 = uitofp nneg i32 %314 to double
  %316 = fdiv double %313, %315
  %317 = fcmp olt double %316, -3.000000e-01
  br i1 %317, label %322, label %318

318:                                              ; preds = %310
  %319 = tail call double @llvm.fmuladd.f64(double %301, double %311, double %316)
  %320 = fadd double %303, %319
  %321 = fcmp ogt double %320, 2.000000e+00
  br i1 %321, label %326, label %322

322:                                              ; preds = %318, %310, %308
  %323 = phi i32 [ %309, %308 ], [ %314, %318 ], [ %314, %310 ]
  %324 = phi double [ %303, %308 ], [ %320, %318 ], [ %303, %310 ]
  %325 = icmp eq i32 %323, 40
  br i1 %325, label %326, label %302, !llvm.loop !11

326:                                              ; preds = %318, %322
  %327 = phi double [ %324, %322 ], [ %320, %318 ]
  %328 = fmul double %29, 1.000000e-02
  br label %329

329:                                              ; preds = %349, %326
  %330 = phi double [ 0.000000e+00, %326 ], [ %351, %349 ]
  %331 = phi i32 [ 0, %326 ], [ %350, %349 ]
  %332 = trunc nuw i32 %331 to i8
  %333 = urem i8 %332, 3
  %334 = icmp eq i8 %333, 1
  br i1 %334, label %335, label %337

335:                                              ; preds = %329
  %336 = add nuw nsw i32 %331, 1
  br label %349

337:                                              ; preds = %329
  %338 = uitofp nneg i32 %331 to double
  %339 = fmul double %29, %338
  %340 = tail call double @sin(double noundef %339) #8
  %341 = add nuw nsw i32 %331, 1
  %342 = uitofp nneg i32 %341 to double
  %343 = fdiv double %340, %342
  %344 = fcmp olt double %343, -3.000000e-01
  br i1 %344, label %349, label %345

345:                                              ; preds = %337
  %346 = tail call double @llvm.fmuladd.f64(double %328, double %338, double %343)
  %347 = fadd double %330, %346
  %348 = fcmp ogt double %347, 2.000000e+00
  br i1 %348, label %353, label %349

349:                                              ; preds = %345, %337, %335
  %350 = phi i32 [ %336, %335 ], [ %341, %345 ], [ %341, %337 ]
  %351 = phi double [ %330, %335 ], [ %347, %345 ], [ %330, %337 ]
  %352 = icmp eq i32 %350, 40
  br i1 %352, label %353, label %329, !llvm.loop !11

353:                                              ; preds = %345, %349
  %354 = phi double [ %351, %349 ], [ %347, %345 ]
  %355 = fsub double %327, %354
  %356 = fdiv double %355, %81
  %357 = tail call double @llvm.fabs.f64(double %356)
  %358 = fcmp ogt double %357, 1.000000e+00
  %359 = select i1 %358, double %357, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %300, ptr %4, align 8, !tbaa !9
  %360 = load volatile double, ptr %4, align 8, !tbaa !9
  %361 = tail call double @llvm.fabs.f64(double %360)
  %362 = fcmp ueq double %361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %362, label %374, label %363

363:                                              ; preds = %353
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %356, ptr %3, align 8, !tbaa !9
  %364 = load volatile double, ptr %3, align 8, !tbaa !9
  %365 = tail call double @llvm.fabs.f64(double %364)
  %366 = fcmp ueq double %365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %366, label %374, label %367

367:                                              ; preds = %363
  %368 = fsub double %300, %356
  %369 = tail call double @llvm.fabs.f64(double %368)
  %370 = fmul double %359, 0x3EB0C6F7A0B5ED8D
  %371 = fcmp ole double %369, %370
  %372 = select i1 %371, ptr @.str.9, ptr @.str.10
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %22, double noundef %300, double noundef %356, ptr noundef nonnull %372)
  br i1 %371, label %379, label %376

374:                                              ; preds = %363, %353
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %22, double noundef %300, double noundef %356, ptr noundef nonnull @.str.10)
  br label %376

376:                                              ; preds = %374, %367
  %377 = load i32, ptr @n_fail, align 4, !tbaa !5
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr @n_fail, align 4, !tbaa !5
  br label %379

379:                                              ; preds = %367, %376
  %380 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @search, double noundef %22) #8
  br label %392

381:                                              ; preds = %404
  %382 = tail call double @sin(double noundef %398) #8
  %383 = fmul double %382, 1.000000e-01
  %384 = tail call double @llvm.fmuladd.f64(double %398, double 1.050000e+00, double %383)
  %385 = fcmp ogt double %384, 4.000000e+00
  br i1 %385, label %400, label %386

386:                                              ; preds = %381
  %387 = fcmp olt double %384, -4.000000e+00
  br i1 %387, label %406, label %388

388:                                              ; preds = %386
  %389 = add nuw nsw i32 %394, 2
  %390 = icmp ugt i32 %394, 47
  %391 = icmp eq i32 %389, 50
  br i1 %391, label %410, label %392, !llvm.loop !13

392:                                              ; preds = %388, %379
  %393 = phi i1 [ false, %379 ], [ %390, %388 ]
  %394 = phi i32 [ 0, %379 ], [ %389, %388 ]
  %395 = phi double [ %28, %379 ], [ %384, %388 ]
  %396 = tail call double @sin(double noundef %395) #8
  %397 = fmul double %396, 1.000000e-01
  %398 = tail call double @llvm.fmuladd.f64(double %395, double 1.050000e+00, double %397)
  %399 = fcmp ogt double %398, 4.000000e+00
  br i1 %399, label %400, label %404

400:                                              ; preds = %381, %392
  %401 = phi i1 [ %393, %392 ], [ false, %381 ]
  %402 = phi double [ %398, %392 ], [ %384, %381 ]
  %403 = fmul double %28, %402
  br label %410

404:                                              ; preds = %392
  %405 = fcmp olt double %398, -4.000000e+00
  br i1 %405, label %406, label %381

406:                                              ; preds = %386, %404
  %407 = phi i1 [ %393, %404 ], [ false, %386 ]
  %408 = phi double [ %398, %404 ], [ %384, %386 ]
  %409 = fneg double %408
  br label %410

410:                                              ; preds = %388, %400, %406
  %411 = phi double [ %402, %400 ], [ %408, %406 ], [ %384, %388 ]
  %412 = phi i1 [ %401, %400 ], [ %407, %406 ], [ %390, %388 ]
  %413 = phi double [ %403, %400 ], [ %409, %406 ], [ undef, %388 ]
  %414 = fadd double %411, 1.000000e+00
  %415 = select i1 %412, double %414, double %413
  br label %427

416:                                              ; preds = %439
  %417 = tail call double @sin(double noundef %433) #8
  %418 = fmul double %417, 1.000000e-01
  %419 = tail call double @llvm.fmuladd.f64(double %433, double 1.050000e+00, double %418)
  %420 = fcmp ogt double %419, 4.000000e+00
  br i1 %420, label %435, label %421

421:                                              ; preds = %416
  %422 = fcmp olt double %419, -4.000000e+00
  br i1 %422, label %441, label %423

423:                                              ; preds = %421
  %424 = add nuw nsw i32 %429, 2
  %425 = icmp ugt i32 %429, 47
  %426 = icmp eq i32 %424, 50
  br i1 %426, label %445, label %427, !llvm.loop !13

427:                                              ; preds = %423, %410
  %428 = phi i1 [ false, %410 ], [ %425, %423 ]
  %429 = phi i32 [ 0, %410 ], [ %424, %423 ]
  %430 = phi double [ %29, %410 ], [ %419, %423 ]
  %431 = tail call double @sin(double noundef %430) #8
  %432 = fmul double %431, 1.000000e-01
  %433 = tail call double @llvm.fmuladd.f64(double %430, double 1.050000e+00, double %432)
  %434 = fcmp ogt double %433, 4.000000e+00
  br i1 %434, label %435, label %439

435:                                              ; preds = %416, %427
  %436 = phi i1 [ %428, %427 ], [ false, %416 ]
  %437 = phi double [ %433, %427 ], [ %419, %416 ]
  %438 = fmul double %29, %437
  br label %445

439:                                              ; preds = %427
  %440 = fcmp olt double %433, -4.000000e+00
  br i1 %440, label %441, label %416

441:                                              ; preds = %421, %439
  %442 = phi i1 [ %428, %439 ], [ false, %421 ]
  %443 = phi double [ %433, %439 ], [ %419, %421 ]
  %444 = fneg double %443
  br label %445

445:                                              ; preds = %423, %435, %441
  %446 = phi double [ %437, %435 ], [ %443, %441 ], [ %419, %423 ]
  %447 = phi i1 [ %436, %435 ], [ %442, %441 ], [ %425, %423 ]
  %448 = phi double [ %438, %435 ], [ %444, %441 ], [ undef, %423 ]
  %449 = fadd double %446, 1.000000e+00
  %450 = select i1 %447, double %449, double %448
  %451 = fsub double %415, %450
  %452 = fdiv double %451, %81
  %453 = tail call double @llvm.fabs.f64(double %452)
  %454 = fcmp ogt double %453, 1.000000e+00
  %455 = select i1 %454, double %453, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %380, ptr %2, align 8, !tbaa !9
  %456 = load volatile double, ptr %2, align 8, !tbaa !9
  %457 = tail call double @llvm.fabs.f64(double %456)
  %458 = fcmp ueq double %457, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %458, label %470, label %459

459:                                              ; preds = %445
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %452, ptr %1, align 8, !tbaa !9
  %460 = load volatile double, ptr %1, align 8, !tbaa !9
  %461 = tail call double @llvm.fabs.f64(double %460)
  %462 = fcmp ueq double %461, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %462, label %470, label %463

463:                                              ; preds = %459
  %464 = fsub double %380, %452
  %465 = tail call double @llvm.fabs.f64(double %464)
  %466 = fmul double %455, 0x3EB0C6F7A0B5ED8D
  %467 = fcmp ole double %465, %466
  %468 = select i1 %467, ptr @.str.9, ptr @.str.10
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %22, double noundef %380, double noundef %452, ptr noundef nonnull %468)
  br i1 %467, label %475, label %472

470:                                              ; preds = %459, %445
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %22, double noundef %380, double noundef %452, ptr noundef nonnull @.str.10)
  br label %472

472:                                              ; preds = %470, %463
  %473 = load i32, ptr @n_fail, align 4, !tbaa !5
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr @n_fail, align 4, !tbaa !5
  br label %475

475:                                              ; preds = %463, %472
  %476 = add nuw nsw i64 %20, 1
  %477 = icmp eq i64 %476, 10
  br i1 %477, label %13, label %19, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @chain(double noundef %0) #3 {
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
  %10 = tail call double @sin(double noundef %9) #8
  br label %22

11:                                               ; preds = %6
  %12 = fcmp olt double %0, 2.000000e+00
  br i1 %12, label %13, label %19

13:                                               ; preds = %11
  %14 = fmul double %0, %0
  %15 = fneg double %0
  %16 = tail call double @exp(double noundef %15) #8
  %17 = fneg double %16
  %18 = tail call double @llvm.fmuladd.f64(double %14, double %0, double %17)
  br label %22

19:                                               ; preds = %11
  %20 = tail call double @log(double noundef %0) #8
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
define internal double @sw(double noundef %0) #3 {
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
  %8 = tail call double @sin(double noundef %0) #8
  %9 = fmul double %8, %0
  br label %16

10:                                               ; preds = %1
  %11 = fmul double %0, -5.000000e-01
  %12 = tail call double @exp(double noundef %11) #8
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
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %0
  %4 = fcmp ogt double %3, 2.000000e+00
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = tail call double @cos(double noundef %0) #8
  br label %9

7:                                                ; preds = %2
  %8 = tail call double @sin(double noundef %0) #8
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
define internal double @multi_ret(double noundef %0) #3 {
  %2 = fcmp ogt double %0, 3.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @sqrt(double noundef %0) #8
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
  %15 = tail call double @exp(double noundef %0) #8
  br label %20

16:                                               ; preds = %12
  %17 = fsub double %6, %0
  br label %20

18:                                               ; preds = %10
  %19 = tail call double @sin(double noundef %6) #8
  br label %20

20:                                               ; preds = %8, %14, %16, %18, %3
  %21 = phi double [ %4, %3 ], [ %9, %8 ], [ %15, %14 ], [ %17, %16 ], [ %19, %18 ]
  ret double %21
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @loop_bc(double noundef %0) #5 {
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
  %14 = tail call double @sin(double noundef %13) #8
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
define internal double @search(double noundef %0) #5 {
  br label %13

2:                                                ; preds = %25
  %3 = tail call double @sin(double noundef %19) #8
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
  %17 = tail call double @sin(double noundef %16) #8
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = distinct !{!14, !12}
