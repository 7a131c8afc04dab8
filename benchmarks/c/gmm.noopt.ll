; ModuleID = 'gmm.c'
source_filename = "gmm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local double @gmm_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, ptr noalias noundef %6, double noundef %7, i32 noundef %8, ptr noalias noundef %9, ptr noalias noundef %10, ptr noalias noundef %11, ptr noalias noundef %12, ptr noalias noundef %13) #0 {
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca double, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca double, align 8
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca double, align 8
  %47 = alloca i32, align 4
  %48 = alloca double, align 8
  %49 = alloca i32, align 4
  %50 = alloca double, align 8
  %51 = alloca i32, align 4
  %52 = alloca double, align 8
  %53 = alloca double, align 8
  store i32 %0, ptr %15, align 4, !tbaa !5
  store i32 %1, ptr %16, align 4, !tbaa !5
  store i32 %2, ptr %17, align 4, !tbaa !5
  store ptr %3, ptr %18, align 8, !tbaa !9
  store ptr %4, ptr %19, align 8, !tbaa !9
  store ptr %5, ptr %20, align 8, !tbaa !9
  store ptr %6, ptr %21, align 8, !tbaa !9
  store double %7, ptr %22, align 8, !tbaa !11
  store i32 %8, ptr %23, align 4, !tbaa !5
  store ptr %9, ptr %24, align 8, !tbaa !9
  store ptr %10, ptr %25, align 8, !tbaa !9
  store ptr %11, ptr %26, align 8, !tbaa !9
  store ptr %12, ptr %27, align 8, !tbaa !9
  store ptr %13, ptr %28, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr %29) #4
  %54 = load i32, ptr %17, align 4, !tbaa !5
  %55 = sub nsw i32 0, %54
  %56 = load i32, ptr %15, align 4, !tbaa !5
  %57 = mul nsw i32 %55, %56
  %58 = sitofp i32 %57 to double
  %59 = fmul double %58, 5.000000e-01
  %60 = fmul double %59, 0x3FFD67F1C864BEB4
  store double %60, ptr %29, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %30) #4
  %61 = load i32, ptr %15, align 4, !tbaa !5
  %62 = load i32, ptr %15, align 4, !tbaa !5
  %63 = add nsw i32 %62, 1
  %64 = mul nsw i32 %61, %63
  %65 = sdiv i32 %64, 2
  store i32 %65, ptr %30, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr %31) #4
  store i32 0, ptr %31, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %109, %14
  %67 = load i32, ptr %31, align 4, !tbaa !5
  %68 = load i32, ptr %16, align 4, !tbaa !5
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %71, label %70

70:                                               ; preds = %66
  store i32 2, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %31) #4
  br label %112

71:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 8, ptr %33) #4
  store double 0.000000e+00, ptr %33, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %34) #4
  store i32 0, ptr %34, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %100, %71
  %73 = load i32, ptr %34, align 4, !tbaa !5
  %74 = load i32, ptr %15, align 4, !tbaa !5
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %77, label %76

76:                                               ; preds = %72
  store i32 5, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %34) #4
  br label %103

77:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 8, ptr %35) #4
  %78 = load ptr, ptr %20, align 8, !tbaa !9
  %79 = load i32, ptr %31, align 4, !tbaa !5
  %80 = load i32, ptr %30, align 4, !tbaa !5
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %34, align 4, !tbaa !5
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, ptr %78, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !11
  store double %86, ptr %35, align 8, !tbaa !11
  %87 = load double, ptr %35, align 8, !tbaa !11
  %88 = load double, ptr %33, align 8, !tbaa !11
  %89 = fadd double %88, %87
  store double %89, ptr %33, align 8, !tbaa !11
  %90 = load double, ptr %35, align 8, !tbaa !11
  %91 = call double @exp(double noundef %90) #4
  %92 = load ptr, ptr %24, align 8, !tbaa !9
  %93 = load i32, ptr %31, align 4, !tbaa !5
  %94 = load i32, ptr %15, align 4, !tbaa !5
  %95 = mul nsw i32 %93, %94
  %96 = load i32, ptr %34, align 4, !tbaa !5
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds double, ptr %92, i64 %98
  store double %91, ptr %99, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %35) #4
  br label %100

100:                                              ; preds = %77
  %101 = load i32, ptr %34, align 4, !tbaa !5
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %34, align 4, !tbaa !5
  br label %72, !llvm.loop !13

103:                                              ; preds = %76
  %104 = load double, ptr %33, align 8, !tbaa !11
  %105 = load ptr, ptr %25, align 8, !tbaa !9
  %106 = load i32, ptr %31, align 4, !tbaa !5
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds double, ptr %105, i64 %107
  store double %104, ptr %108, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %33) #4
  br label %109

109:                                              ; preds = %103
  %110 = load i32, ptr %31, align 4, !tbaa !5
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %31, align 4, !tbaa !5
  br label %66, !llvm.loop !15

112:                                              ; preds = %70
  call void @llvm.lifetime.start.p0(i64 8, ptr %36) #4
  store double 0.000000e+00, ptr %36, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %37) #4
  store i32 0, ptr %37, align 4, !tbaa !5
  br label %113

113:                                              ; preds = %266, %112
  %114 = load i32, ptr %37, align 4, !tbaa !5
  %115 = load i32, ptr %17, align 4, !tbaa !5
  %116 = icmp slt i32 %114, %115
  br i1 %116, label %118, label %117

117:                                              ; preds = %113
  store i32 8, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %37) #4
  br label %269

118:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 4, ptr %38) #4
  store i32 0, ptr %38, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %257, %118
  %120 = load i32, ptr %38, align 4, !tbaa !5
  %121 = load i32, ptr %16, align 4, !tbaa !5
  %122 = icmp slt i32 %120, %121
  br i1 %122, label %124, label %123

123:                                              ; preds = %119
  store i32 11, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %38) #4
  br label %260

124:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 4, ptr %39) #4
  store i32 0, ptr %39, align 4, !tbaa !5
  br label %125

125:                                              ; preds = %154, %124
  %126 = load i32, ptr %39, align 4, !tbaa !5
  %127 = load i32, ptr %15, align 4, !tbaa !5
  %128 = icmp slt i32 %126, %127
  br i1 %128, label %130, label %129

129:                                              ; preds = %125
  store i32 14, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %39) #4
  br label %157

130:                                              ; preds = %125
  %131 = load ptr, ptr %21, align 8, !tbaa !9
  %132 = load i32, ptr %37, align 4, !tbaa !5
  %133 = load i32, ptr %15, align 4, !tbaa !5
  %134 = mul nsw i32 %132, %133
  %135 = load i32, ptr %39, align 4, !tbaa !5
  %136 = add nsw i32 %134, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds double, ptr %131, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = load ptr, ptr %19, align 8, !tbaa !9
  %141 = load i32, ptr %38, align 4, !tbaa !5
  %142 = load i32, ptr %15, align 4, !tbaa !5
  %143 = mul nsw i32 %141, %142
  %144 = load i32, ptr %39, align 4, !tbaa !5
  %145 = add nsw i32 %143, %144
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds double, ptr %140, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !11
  %149 = fsub double %139, %148
  %150 = load ptr, ptr %26, align 8, !tbaa !9
  %151 = load i32, ptr %39, align 4, !tbaa !5
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds double, ptr %150, i64 %152
  store double %149, ptr %153, align 8, !tbaa !11
  br label %154

154:                                              ; preds = %130
  %155 = load i32, ptr %39, align 4, !tbaa !5
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %39, align 4, !tbaa !5
  br label %125, !llvm.loop !16

157:                                              ; preds = %129
  call void @llvm.lifetime.start.p0(i64 8, ptr %40) #4
  %158 = load ptr, ptr %24, align 8, !tbaa !9
  %159 = load i32, ptr %38, align 4, !tbaa !5
  %160 = load i32, ptr %15, align 4, !tbaa !5
  %161 = mul nsw i32 %159, %160
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds double, ptr %158, i64 %162
  store ptr %163, ptr %40, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr %41) #4
  %164 = load ptr, ptr %20, align 8, !tbaa !9
  %165 = load i32, ptr %38, align 4, !tbaa !5
  %166 = load i32, ptr %30, align 4, !tbaa !5
  %167 = mul nsw i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds double, ptr %164, i64 %168
  %170 = load i32, ptr %15, align 4, !tbaa !5
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds double, ptr %169, i64 %171
  store ptr %172, ptr %41, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr %42) #4
  store i32 0, ptr %42, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %194, %157
  %174 = load i32, ptr %42, align 4, !tbaa !5
  %175 = load i32, ptr %15, align 4, !tbaa !5
  %176 = icmp slt i32 %174, %175
  br i1 %176, label %178, label %177

177:                                              ; preds = %173
  store i32 17, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %42) #4
  br label %197

178:                                              ; preds = %173
  %179 = load ptr, ptr %40, align 8, !tbaa !9
  %180 = load i32, ptr %42, align 4, !tbaa !5
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds double, ptr %179, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !11
  %184 = load ptr, ptr %26, align 8, !tbaa !9
  %185 = load i32, ptr %42, align 4, !tbaa !5
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds double, ptr %184, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !11
  %189 = fmul double %183, %188
  %190 = load ptr, ptr %27, align 8, !tbaa !9
  %191 = load i32, ptr %42, align 4, !tbaa !5
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds double, ptr %190, i64 %192
  store double %189, ptr %193, align 8, !tbaa !11
  br label %194

194:                                              ; preds = %178
  %195 = load i32, ptr %42, align 4, !tbaa !5
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %42, align 4, !tbaa !5
  br label %173, !llvm.loop !17

197:                                              ; preds = %177
  call void @llvm.lifetime.start.p0(i64 4, ptr %43) #4
  store i32 0, ptr %43, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr %44) #4
  store i32 0, ptr %44, align 4, !tbaa !5
  br label %198

198:                                              ; preds = %234, %197
  %199 = load i32, ptr %44, align 4, !tbaa !5
  %200 = load i32, ptr %15, align 4, !tbaa !5
  %201 = icmp slt i32 %199, %200
  br i1 %201, label %203, label %202

202:                                              ; preds = %198
  store i32 20, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %44) #4
  br label %237

203:                                              ; preds = %198
  call void @llvm.lifetime.start.p0(i64 4, ptr %45) #4
  %204 = load i32, ptr %44, align 4, !tbaa !5
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %45, align 4, !tbaa !5
  br label %206

206:                                              ; preds = %230, %203
  %207 = load i32, ptr %45, align 4, !tbaa !5
  %208 = load i32, ptr %15, align 4, !tbaa !5
  %209 = icmp slt i32 %207, %208
  br i1 %209, label %211, label %210

210:                                              ; preds = %206
  store i32 23, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %45) #4
  br label %233

211:                                              ; preds = %206
  %212 = load ptr, ptr %41, align 8, !tbaa !9
  %213 = load i32, ptr %43, align 4, !tbaa !5
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds double, ptr %212, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !11
  %217 = load ptr, ptr %26, align 8, !tbaa !9
  %218 = load i32, ptr %44, align 4, !tbaa !5
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds double, ptr %217, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = load ptr, ptr %27, align 8, !tbaa !9
  %223 = load i32, ptr %45, align 4, !tbaa !5
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds double, ptr %222, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !11
  %227 = call double @llvm.fmuladd.f64(double %216, double %221, double %226)
  store double %227, ptr %225, align 8, !tbaa !11
  %228 = load i32, ptr %43, align 4, !tbaa !5
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %43, align 4, !tbaa !5
  br label %230

230:                                              ; preds = %211
  %231 = load i32, ptr %45, align 4, !tbaa !5
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %45, align 4, !tbaa !5
  br label %206, !llvm.loop !18

233:                                              ; preds = %210
  br label %234

234:                                              ; preds = %233
  %235 = load i32, ptr %44, align 4, !tbaa !5
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %44, align 4, !tbaa !5
  br label %198, !llvm.loop !19

237:                                              ; preds = %202
  %238 = load ptr, ptr %18, align 8, !tbaa !9
  %239 = load i32, ptr %38, align 4, !tbaa !5
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds double, ptr %238, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !11
  %243 = load ptr, ptr %25, align 8, !tbaa !9
  %244 = load i32, ptr %38, align 4, !tbaa !5
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds double, ptr %243, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !11
  %248 = fadd double %242, %247
  %249 = load i32, ptr %15, align 4, !tbaa !5
  %250 = load ptr, ptr %27, align 8, !tbaa !9
  %251 = call double @sqnorm(i32 noundef %249, ptr noundef %250)
  %252 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %251, double %248)
  %253 = load ptr, ptr %28, align 8, !tbaa !9
  %254 = load i32, ptr %38, align 4, !tbaa !5
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds double, ptr %253, i64 %255
  store double %252, ptr %256, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr %43) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %41) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %40) #4
  br label %257

257:                                              ; preds = %237
  %258 = load i32, ptr %38, align 4, !tbaa !5
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %38, align 4, !tbaa !5
  br label %119, !llvm.loop !20

260:                                              ; preds = %123
  %261 = load i32, ptr %16, align 4, !tbaa !5
  %262 = load ptr, ptr %28, align 8, !tbaa !9
  %263 = call double @logsumexp(i32 noundef %261, ptr noundef %262)
  %264 = load double, ptr %36, align 8, !tbaa !11
  %265 = fadd double %264, %263
  store double %265, ptr %36, align 8, !tbaa !11
  br label %266

266:                                              ; preds = %260
  %267 = load i32, ptr %37, align 4, !tbaa !5
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %37, align 4, !tbaa !5
  br label %113, !llvm.loop !21

269:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(i64 8, ptr %46) #4
  %270 = load i32, ptr %16, align 4, !tbaa !5
  %271 = load ptr, ptr %18, align 8, !tbaa !9
  %272 = call double @logsumexp(i32 noundef %270, ptr noundef %271)
  store double %272, ptr %46, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %47) #4
  %273 = load i32, ptr %23, align 4, !tbaa !5
  store i32 %273, ptr %47, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr %48) #4
  store double 0.000000e+00, ptr %48, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %49) #4
  store i32 0, ptr %49, align 4, !tbaa !5
  br label %274

274:                                              ; preds = %319, %269
  %275 = load i32, ptr %49, align 4, !tbaa !5
  %276 = load i32, ptr %16, align 4, !tbaa !5
  %277 = icmp slt i32 %275, %276
  br i1 %277, label %279, label %278

278:                                              ; preds = %274
  store i32 26, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %49) #4
  br label %322

279:                                              ; preds = %274
  call void @llvm.lifetime.start.p0(i64 8, ptr %50) #4
  %280 = load i32, ptr %15, align 4, !tbaa !5
  %281 = load ptr, ptr %24, align 8, !tbaa !9
  %282 = load i32, ptr %49, align 4, !tbaa !5
  %283 = load i32, ptr %15, align 4, !tbaa !5
  %284 = mul nsw i32 %282, %283
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds double, ptr %281, i64 %285
  %287 = call double @sqnorm(i32 noundef %280, ptr noundef %286)
  %288 = load i32, ptr %30, align 4, !tbaa !5
  %289 = load i32, ptr %15, align 4, !tbaa !5
  %290 = sub nsw i32 %288, %289
  %291 = load ptr, ptr %20, align 8, !tbaa !9
  %292 = load i32, ptr %49, align 4, !tbaa !5
  %293 = load i32, ptr %30, align 4, !tbaa !5
  %294 = mul nsw i32 %292, %293
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds double, ptr %291, i64 %295
  %297 = load i32, ptr %15, align 4, !tbaa !5
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds double, ptr %296, i64 %298
  %300 = call double @sqnorm(i32 noundef %290, ptr noundef %299)
  %301 = fadd double %287, %300
  store double %301, ptr %50, align 8, !tbaa !11
  %302 = load double, ptr %22, align 8, !tbaa !11
  %303 = fmul double 5.000000e-01, %302
  %304 = load double, ptr %22, align 8, !tbaa !11
  %305 = fmul double %303, %304
  %306 = load double, ptr %50, align 8, !tbaa !11
  %307 = load i32, ptr %47, align 4, !tbaa !5
  %308 = sitofp i32 %307 to double
  %309 = load ptr, ptr %25, align 8, !tbaa !9
  %310 = load i32, ptr %49, align 4, !tbaa !5
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds double, ptr %309, i64 %311
  %313 = load double, ptr %312, align 8, !tbaa !11
  %314 = fmul double %308, %313
  %315 = fneg double %314
  %316 = call double @llvm.fmuladd.f64(double %305, double %306, double %315)
  %317 = load double, ptr %48, align 8, !tbaa !11
  %318 = fadd double %317, %316
  store double %318, ptr %48, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %50) #4
  br label %319

319:                                              ; preds = %279
  %320 = load i32, ptr %49, align 4, !tbaa !5
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr %49, align 4, !tbaa !5
  br label %274, !llvm.loop !22

322:                                              ; preds = %278
  call void @llvm.lifetime.start.p0(i64 4, ptr %51) #4
  %323 = load i32, ptr %15, align 4, !tbaa !5
  %324 = load i32, ptr %47, align 4, !tbaa !5
  %325 = add nsw i32 %323, %324
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr %51, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr %52) #4
  %327 = load i32, ptr %51, align 4, !tbaa !5
  %328 = load i32, ptr %15, align 4, !tbaa !5
  %329 = mul nsw i32 %327, %328
  %330 = sitofp i32 %329 to double
  %331 = load double, ptr %22, align 8, !tbaa !11
  %332 = call double @log(double noundef %331) #4
  %333 = fsub double %332, 0x3FD62E42FEFA39EF
  %334 = load i32, ptr %51, align 4, !tbaa !5
  %335 = sitofp i32 %334 to double
  %336 = fmul double 5.000000e-01, %335
  %337 = load i32, ptr %15, align 4, !tbaa !5
  %338 = call double @log_gamma_distrib(double noundef %336, i32 noundef %337)
  %339 = fneg double %338
  %340 = call double @llvm.fmuladd.f64(double %330, double %333, double %339)
  store double %340, ptr %52, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %53) #4
  %341 = load double, ptr %48, align 8, !tbaa !11
  %342 = load i32, ptr %16, align 4, !tbaa !5
  %343 = sitofp i32 %342 to double
  %344 = load double, ptr %52, align 8, !tbaa !11
  %345 = fneg double %343
  %346 = call double @llvm.fmuladd.f64(double %345, double %344, double %341)
  store double %346, ptr %53, align 8, !tbaa !11
  %347 = load double, ptr %29, align 8, !tbaa !11
  %348 = load double, ptr %36, align 8, !tbaa !11
  %349 = fadd double %347, %348
  %350 = load i32, ptr %17, align 4, !tbaa !5
  %351 = sitofp i32 %350 to double
  %352 = load double, ptr %46, align 8, !tbaa !11
  %353 = fneg double %351
  %354 = call double @llvm.fmuladd.f64(double %353, double %352, double %349)
  %355 = load double, ptr %53, align 8, !tbaa !11
  %356 = fadd double %354, %355
  store i32 1, ptr %32, align 4
  call void @llvm.lifetime.end.p0(i64 8, ptr %53) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %52) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %51) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %48) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %47) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %46) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %36) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %30) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %29) #4
  ret double %356
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind uwtable
define internal double @sqnorm(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !5
  store ptr %1, ptr %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #4
  %7 = load ptr, ptr %4, align 8, !tbaa !9
  %8 = getelementptr inbounds double, ptr %7, i64 0
  %9 = load double, ptr %8, align 8, !tbaa !11
  %10 = load ptr, ptr %4, align 8, !tbaa !9
  %11 = getelementptr inbounds double, ptr %10, i64 0
  %12 = load double, ptr %11, align 8, !tbaa !11
  %13 = fmul double %9, %12
  store double %13, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  store i32 1, ptr %6, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %32, %2
  %15 = load i32, ptr %6, align 4, !tbaa !5
  %16 = load i32, ptr %3, align 4, !tbaa !5
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  br label %35

19:                                               ; preds = %14
  %20 = load ptr, ptr %4, align 8, !tbaa !9
  %21 = load i32, ptr %6, align 4, !tbaa !5
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = load ptr, ptr %4, align 8, !tbaa !9
  %26 = load i32, ptr %6, align 4, !tbaa !5
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = load double, ptr %5, align 8, !tbaa !11
  %31 = call double @llvm.fmuladd.f64(double %24, double %29, double %30)
  store double %31, ptr %5, align 8, !tbaa !11
  br label %32

32:                                               ; preds = %19
  %33 = load i32, ptr %6, align 4, !tbaa !5
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %6, align 4, !tbaa !5
  br label %14, !llvm.loop !23

35:                                               ; preds = %18
  %36 = load double, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #4
  ret double %36
}

; Function Attrs: nounwind uwtable
define internal double @logsumexp(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !5
  store ptr %1, ptr %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #4
  %8 = load i32, ptr %3, align 4, !tbaa !5
  %9 = load ptr, ptr %4, align 8, !tbaa !9
  %10 = call double @arr_max(i32 noundef %8, ptr noundef %9)
  store double %10, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %6) #4
  store double 0.000000e+00, ptr %6, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store i32 0, ptr %7, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %27, %2
  %12 = load i32, ptr %7, align 4, !tbaa !5
  %13 = load i32, ptr %3, align 4, !tbaa !5
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  br label %30

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8, !tbaa !9
  %18 = load i32, ptr %7, align 4, !tbaa !5
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !11
  %22 = load double, ptr %5, align 8, !tbaa !11
  %23 = fsub double %21, %22
  %24 = call double @exp(double noundef %23) #4
  %25 = load double, ptr %6, align 8, !tbaa !11
  %26 = fadd double %25, %24
  store double %26, ptr %6, align 8, !tbaa !11
  br label %27

27:                                               ; preds = %16
  %28 = load i32, ptr %7, align 4, !tbaa !5
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4, !tbaa !5
  br label %11, !llvm.loop !24

30:                                               ; preds = %15
  %31 = load double, ptr %6, align 8, !tbaa !11
  %32 = call double @log(double noundef %31) #4
  %33 = load double, ptr %5, align 8, !tbaa !11
  %34 = fadd double %32, %33
  call void @llvm.lifetime.end.p0(i64 8, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #4
  ret double %34
}

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nounwind uwtable
define internal double @log_gamma_distrib(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #4
  %7 = load i32, ptr %4, align 4, !tbaa !5
  %8 = sitofp i32 %7 to double
  %9 = fmul double 2.500000e-01, %8
  %10 = load i32, ptr %4, align 4, !tbaa !5
  %11 = sub nsw i32 %10, 1
  %12 = sitofp i32 %11 to double
  %13 = fmul double %9, %12
  %14 = fmul double %13, 0x3FF250D048E7A1BD
  store double %14, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  store i32 1, ptr %6, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %29, %2
  %16 = load i32, ptr %6, align 4, !tbaa !5
  %17 = load i32, ptr %4, align 4, !tbaa !5
  %18 = icmp sle i32 %16, %17
  br i1 %18, label %20, label %19

19:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  br label %32

20:                                               ; preds = %15
  %21 = load double, ptr %3, align 8, !tbaa !11
  %22 = load i32, ptr %6, align 4, !tbaa !5
  %23 = sub nsw i32 1, %22
  %24 = sitofp i32 %23 to double
  %25 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %24, double %21)
  %26 = call double @lgamma(double noundef %25) #4
  %27 = load double, ptr %5, align 8, !tbaa !11
  %28 = fadd double %27, %26
  store double %28, ptr %5, align 8, !tbaa !11
  br label %29

29:                                               ; preds = %20
  %30 = load i32, ptr %6, align 4, !tbaa !5
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4, !tbaa !5
  br label %15, !llvm.loop !25

32:                                               ; preds = %19
  %33 = load double, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #4
  ret double %33
}

; Function Attrs: nounwind uwtable
define internal double @arr_max(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !5
  store ptr %1, ptr %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #4
  %7 = load ptr, ptr %4, align 8, !tbaa !9
  %8 = getelementptr inbounds double, ptr %7, i64 0
  %9 = load double, ptr %8, align 8, !tbaa !11
  store double %9, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  store i32 1, ptr %6, align 4, !tbaa !5
  br label %10

10:                                               ; preds = %30, %2
  %11 = load i32, ptr %6, align 4, !tbaa !5
  %12 = load i32, ptr %3, align 4, !tbaa !5
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %15, label %14

14:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  br label %33

15:                                               ; preds = %10
  %16 = load double, ptr %5, align 8, !tbaa !11
  %17 = load ptr, ptr %4, align 8, !tbaa !9
  %18 = load i32, ptr %6, align 4, !tbaa !5
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !11
  %22 = fcmp olt double %16, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %15
  %24 = load ptr, ptr %4, align 8, !tbaa !9
  %25 = load i32, ptr %6, align 4, !tbaa !5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !11
  store double %28, ptr %5, align 8, !tbaa !11
  br label %29

29:                                               ; preds = %23, %15
  br label %30

30:                                               ; preds = %29
  %31 = load i32, ptr %6, align 4, !tbaa !5
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4, !tbaa !5
  br label %10, !llvm.loop !26

33:                                               ; preds = %14
  %34 = load double, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #4
  ret double %34
}

; Function Attrs: nounwind
declare double @lgamma(double noundef) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
