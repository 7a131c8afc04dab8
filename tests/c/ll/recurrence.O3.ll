; ModuleID = 'recurrence.c'
source_filename = "recurrence.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.rs = internal unnamed_addr constant [4 x double] [double 2.300000e+00, double 2.800000e+00, double 3.100000e+00, double 3.300000e+00], align 16
@main.x0s = internal unnamed_addr constant [4 x double] [double 1.200000e-01, double 3.700000e-01, double 6.400000e-01, double 8.100000e-01], align 16
@.str = private unnamed_addr constant [12 x i8] c"logistic.dr\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"logistic.dx0\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@main.gs = internal unnamed_addr constant [5 x double] [double 3.700000e-01, double 9.000000e-01, double 1.550000e+00, double 3.300000e+00, double 7.000000e+00], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"grow\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"fib\00", align 1
@main.ds = internal unnamed_addr constant [5 x double] [double -1.600000e+00, double -3.000000e-01, double 4.500000e-01, double 1.250000e+00, double 2.200000e+00], align 16
@.str.4 = private unnamed_addr constant [7 x i8] c"damped\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"halve\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"recurrence\00", align 1
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
  br label %13

13:                                               ; preds = %0, %249
  %14 = phi i64 [ 0, %0 ], [ %250, %249 ]
  %15 = getelementptr inbounds [4 x double], ptr @main.rs, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = getelementptr inbounds [4 x double], ptr @main.x0s, i64 0, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = tail call double @llvm.fabs.f64(double %16)
  %20 = fcmp ogt double %19, 1.000000e+00
  %21 = select i1 %20, double %19, double 1.000000e+00
  %22 = fmul double %21, 0x3EB0C6F7A0B5ED8D
  %23 = tail call double @llvm.fabs.f64(double %18)
  %24 = fcmp ogt double %23, 1.000000e+00
  %25 = select i1 %24, double %23, double 1.000000e+00
  %26 = fmul double %25, 0x3EB0C6F7A0B5ED8D
  %27 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %28 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, double noundef %16, i32 noundef %27, double noundef %18) #9
  %29 = fadd double %16, %22
  %30 = fmul double %18, 1.000000e+01
  %31 = fptosi double %30 to i32
  %32 = icmp sgt i32 %31, -5
  br i1 %32, label %33, label %106

33:                                               ; preds = %13
  %34 = add i32 %31, 4
  %35 = tail call i32 @llvm.smax.i32(i32 %34, i32 0)
  %36 = add nuw i32 %35, 1
  %37 = and i32 %36, 3
  %38 = icmp slt i32 %34, 3
  br i1 %38, label %58, label %39

39:                                               ; preds = %33
  %40 = and i32 %36, -4
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi double [ %18, %39 ], [ %55, %41 ]
  %43 = phi i32 [ 0, %39 ], [ %56, %41 ]
  %44 = fmul double %29, %42
  %45 = fsub double 1.000000e+00, %42
  %46 = fmul double %44, %45
  %47 = fmul double %29, %46
  %48 = fsub double 1.000000e+00, %46
  %49 = fmul double %47, %48
  %50 = fmul double %29, %49
  %51 = fsub double 1.000000e+00, %49
  %52 = fmul double %50, %51
  %53 = fmul double %29, %52
  %54 = fsub double 1.000000e+00, %52
  %55 = fmul double %53, %54
  %56 = add i32 %43, 4
  %57 = icmp eq i32 %56, %40
  br i1 %57, label %58, label %41, !llvm.loop !11

58:                                               ; preds = %41, %33
  %59 = phi double [ poison, %33 ], [ %55, %41 ]
  %60 = phi double [ %18, %33 ], [ %55, %41 ]
  %61 = icmp eq i32 %37, 0
  br i1 %61, label %70, label %62

62:                                               ; preds = %58, %62
  %63 = phi double [ %67, %62 ], [ %60, %58 ]
  %64 = phi i32 [ %68, %62 ], [ 0, %58 ]
  %65 = fmul double %29, %63
  %66 = fsub double 1.000000e+00, %63
  %67 = fmul double %65, %66
  %68 = add i32 %64, 1
  %69 = icmp eq i32 %68, %37
  br i1 %69, label %70, label %62, !llvm.loop !13

70:                                               ; preds = %62, %58
  %71 = phi double [ %59, %58 ], [ %67, %62 ]
  %72 = fsub double %16, %22
  %73 = and i32 %36, 3
  %74 = icmp slt i32 %34, 3
  br i1 %74, label %94, label %75

75:                                               ; preds = %70
  %76 = and i32 %36, -4
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi double [ %18, %75 ], [ %91, %77 ]
  %79 = phi i32 [ 0, %75 ], [ %92, %77 ]
  %80 = fmul double %72, %78
  %81 = fsub double 1.000000e+00, %78
  %82 = fmul double %80, %81
  %83 = fmul double %72, %82
  %84 = fsub double 1.000000e+00, %82
  %85 = fmul double %83, %84
  %86 = fmul double %72, %85
  %87 = fsub double 1.000000e+00, %85
  %88 = fmul double %86, %87
  %89 = fmul double %72, %88
  %90 = fsub double 1.000000e+00, %88
  %91 = fmul double %89, %90
  %92 = add i32 %79, 4
  %93 = icmp eq i32 %92, %76
  br i1 %93, label %94, label %77, !llvm.loop !11

94:                                               ; preds = %77, %70
  %95 = phi double [ poison, %70 ], [ %91, %77 ]
  %96 = phi double [ %18, %70 ], [ %91, %77 ]
  %97 = icmp eq i32 %73, 0
  br i1 %97, label %106, label %98

98:                                               ; preds = %94, %98
  %99 = phi double [ %103, %98 ], [ %96, %94 ]
  %100 = phi i32 [ %104, %98 ], [ 0, %94 ]
  %101 = fmul double %72, %99
  %102 = fsub double 1.000000e+00, %99
  %103 = fmul double %101, %102
  %104 = add i32 %100, 1
  %105 = icmp eq i32 %104, %73
  br i1 %105, label %106, label %98, !llvm.loop !15

106:                                              ; preds = %94, %98, %13
  %107 = phi double [ %18, %13 ], [ %71, %98 ], [ %71, %94 ]
  %108 = phi double [ %18, %13 ], [ %95, %94 ], [ %103, %98 ]
  %109 = fsub double %107, %108
  %110 = fmul double %22, 2.000000e+00
  %111 = fdiv double %109, %110
  %112 = tail call double @llvm.fabs.f64(double %111)
  %113 = fcmp ogt double %112, 1.000000e+00
  %114 = select i1 %113, double %112, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %28, ptr %12, align 8, !tbaa !5
  %115 = load volatile double, ptr %12, align 8, !tbaa !5
  %116 = tail call double @llvm.fabs.f64(double %115)
  %117 = fcmp ueq double %116, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %117, label %129, label %118

118:                                              ; preds = %106
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %111, ptr %11, align 8, !tbaa !5
  %119 = load volatile double, ptr %11, align 8, !tbaa !5
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %121, label %129, label %122

122:                                              ; preds = %118
  %123 = fsub double %28, %111
  %124 = tail call double @llvm.fabs.f64(double %123)
  %125 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %126 = fcmp ole double %124, %125
  %127 = select i1 %126, ptr @.str.9, ptr @.str.10
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %16, double noundef %28, double noundef %111, ptr noundef nonnull %127)
  br i1 %126, label %134, label %131

129:                                              ; preds = %118, %106
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %16, double noundef %28, double noundef %111, ptr noundef nonnull @.str.10)
  br label %131

131:                                              ; preds = %129, %122
  %132 = load i32, ptr @n_fail, align 4, !tbaa !9
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr @n_fail, align 4, !tbaa !9
  br label %134

134:                                              ; preds = %122, %131
  %135 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %136 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %137 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, i32 noundef %135, double noundef %16, i32 noundef %136, double noundef %18) #9
  %138 = fadd double %18, %26
  %139 = fmul double %138, 1.000000e+01
  %140 = fptosi double %139 to i32
  %141 = icmp sgt i32 %140, -5
  br i1 %141, label %142, label %179

142:                                              ; preds = %134
  %143 = add i32 %140, 4
  %144 = tail call i32 @llvm.smax.i32(i32 %143, i32 0)
  %145 = add nuw i32 %144, 1
  %146 = and i32 %145, 3
  %147 = icmp slt i32 %143, 3
  br i1 %147, label %167, label %148

148:                                              ; preds = %142
  %149 = and i32 %145, -4
  br label %150

150:                                              ; preds = %150, %148
  %151 = phi double [ %138, %148 ], [ %164, %150 ]
  %152 = phi i32 [ 0, %148 ], [ %165, %150 ]
  %153 = fmul double %16, %151
  %154 = fsub double 1.000000e+00, %151
  %155 = fmul double %153, %154
  %156 = fmul double %16, %155
  %157 = fsub double 1.000000e+00, %155
  %158 = fmul double %156, %157
  %159 = fmul double %16, %158
  %160 = fsub double 1.000000e+00, %158
  %161 = fmul double %159, %160
  %162 = fmul double %16, %161
  %163 = fsub double 1.000000e+00, %161
  %164 = fmul double %162, %163
  %165 = add i32 %152, 4
  %166 = icmp eq i32 %165, %149
  br i1 %166, label %167, label %150, !llvm.loop !11

167:                                              ; preds = %150, %142
  %168 = phi double [ poison, %142 ], [ %164, %150 ]
  %169 = phi double [ %138, %142 ], [ %164, %150 ]
  %170 = icmp eq i32 %146, 0
  br i1 %170, label %179, label %171

171:                                              ; preds = %167, %171
  %172 = phi double [ %176, %171 ], [ %169, %167 ]
  %173 = phi i32 [ %177, %171 ], [ 0, %167 ]
  %174 = fmul double %16, %172
  %175 = fsub double 1.000000e+00, %172
  %176 = fmul double %174, %175
  %177 = add i32 %173, 1
  %178 = icmp eq i32 %177, %146
  br i1 %178, label %179, label %171, !llvm.loop !16

179:                                              ; preds = %167, %171, %134
  %180 = phi double [ %138, %134 ], [ %168, %167 ], [ %176, %171 ]
  %181 = fsub double %18, %26
  %182 = fmul double %181, 1.000000e+01
  %183 = fptosi double %182 to i32
  %184 = icmp sgt i32 %183, -5
  br i1 %184, label %185, label %222

185:                                              ; preds = %179
  %186 = add i32 %183, 4
  %187 = tail call i32 @llvm.smax.i32(i32 %186, i32 0)
  %188 = add nuw i32 %187, 1
  %189 = and i32 %188, 3
  %190 = icmp slt i32 %186, 3
  br i1 %190, label %210, label %191

191:                                              ; preds = %185
  %192 = and i32 %188, -4
  br label %193

193:                                              ; preds = %193, %191
  %194 = phi double [ %181, %191 ], [ %207, %193 ]
  %195 = phi i32 [ 0, %191 ], [ %208, %193 ]
  %196 = fmul double %16, %194
  %197 = fsub double 1.000000e+00, %194
  %198 = fmul double %196, %197
  %199 = fmul double %16, %198
  %200 = fsub double 1.000000e+00, %198
  %201 = fmul double %199, %200
  %202 = fmul double %16, %201
  %203 = fsub double 1.000000e+00, %201
  %204 = fmul double %202, %203
  %205 = fmul double %16, %204
  %206 = fsub double 1.000000e+00, %204
  %207 = fmul double %205, %206
  %208 = add i32 %195, 4
  %209 = icmp eq i32 %208, %192
  br i1 %209, label %210, label %193, !llvm.loop !11

210:                                              ; preds = %193, %185
  %211 = phi double [ poison, %185 ], [ %207, %193 ]
  %212 = phi double [ %181, %185 ], [ %207, %193 ]
  %213 = icmp eq i32 %189, 0
  br i1 %213, label %222, label %214

214:                                              ; preds = %210, %214
  %215 = phi double [ %219, %214 ], [ %212, %210 ]
  %216 = phi i32 [ %220, %214 ], [ 0, %210 ]
  %217 = fmul double %16, %215
  %218 = fsub double 1.000000e+00, %215
  %219 = fmul double %217, %218
  %220 = add i32 %216, 1
  %221 = icmp eq i32 %220, %189
  br i1 %221, label %222, label %214, !llvm.loop !17

222:                                              ; preds = %210, %214, %179
  %223 = phi double [ %181, %179 ], [ %211, %210 ], [ %219, %214 ]
  %224 = fsub double %180, %223
  %225 = fmul double %26, 2.000000e+00
  %226 = fdiv double %224, %225
  %227 = tail call double @llvm.fabs.f64(double %226)
  %228 = fcmp ogt double %227, 1.000000e+00
  %229 = select i1 %228, double %227, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %137, ptr %10, align 8, !tbaa !5
  %230 = load volatile double, ptr %10, align 8, !tbaa !5
  %231 = tail call double @llvm.fabs.f64(double %230)
  %232 = fcmp ueq double %231, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %232, label %244, label %233

233:                                              ; preds = %222
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %226, ptr %9, align 8, !tbaa !5
  %234 = load volatile double, ptr %9, align 8, !tbaa !5
  %235 = tail call double @llvm.fabs.f64(double %234)
  %236 = fcmp ueq double %235, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %236, label %244, label %237

237:                                              ; preds = %233
  %238 = fsub double %137, %226
  %239 = tail call double @llvm.fabs.f64(double %238)
  %240 = fmul double %229, 0x3EB0C6F7A0B5ED8D
  %241 = fcmp ole double %239, %240
  %242 = select i1 %241, ptr @.str.9, ptr @.str.10
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %18, double noundef %137, double noundef %226, ptr noundef nonnull %242)
  br i1 %241, label %249, label %246

244:                                              ; preds = %233, %222
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %18, double noundef %137, double noundef %226, ptr noundef nonnull @.str.10)
  br label %246

246:                                              ; preds = %244, %237
  %247 = load i32, ptr @n_fail, align 4, !tbaa !9
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !9
  br label %249

249:                                              ; preds = %237, %246
  %250 = add nuw nsw i64 %14, 1
  %251 = icmp eq i64 %250, 4
  br i1 %251, label %252, label %13, !llvm.loop !18

252:                                              ; preds = %249, %408
  %253 = phi i64 [ %409, %408 ], [ 0, %249 ]
  %254 = mul nuw nsw i64 %253, 3
  %255 = add nuw i64 %254, 2
  %256 = mul nuw nsw i64 %253, 3
  %257 = add nuw i64 %256, 2
  %258 = getelementptr inbounds [5 x double], ptr @main.gs, i64 0, i64 %253
  %259 = load double, ptr %258, align 8, !tbaa !5
  %260 = tail call double @llvm.fabs.f64(double %259)
  %261 = fcmp ogt double %260, 1.000000e+00
  %262 = select i1 %261, double %260, double 1.000000e+00
  %263 = fmul double %262, 0x3EB0C6F7A0B5ED8D
  %264 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %259) #9
  %265 = fadd double %259, %263
  br label %266

266:                                              ; preds = %266, %252
  %267 = phi double [ 0.000000e+00, %252 ], [ %268, %266 ]
  %268 = tail call double @llvm.fmuladd.f64(double %267, double 1.100000e+00, double %265)
  %269 = fcmp olt double %268, 1.000000e+01
  br i1 %269, label %266, label %270, !llvm.loop !19

270:                                              ; preds = %266
  %271 = fsub double %259, %263
  br label %272

272:                                              ; preds = %272, %270
  %273 = phi double [ 0.000000e+00, %270 ], [ %274, %272 ]
  %274 = tail call double @llvm.fmuladd.f64(double %273, double 1.100000e+00, double %271)
  %275 = fcmp olt double %274, 1.000000e+01
  br i1 %275, label %272, label %276, !llvm.loop !19

276:                                              ; preds = %272
  %277 = fsub double %268, %274
  %278 = fmul double %263, 2.000000e+00
  %279 = fdiv double %277, %278
  %280 = tail call double @llvm.fabs.f64(double %279)
  %281 = fcmp ogt double %280, 1.000000e+00
  %282 = select i1 %281, double %280, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %264, ptr %8, align 8, !tbaa !5
  %283 = load volatile double, ptr %8, align 8, !tbaa !5
  %284 = tail call double @llvm.fabs.f64(double %283)
  %285 = fcmp ueq double %284, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %285, label %297, label %286

286:                                              ; preds = %276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %279, ptr %7, align 8, !tbaa !5
  %287 = load volatile double, ptr %7, align 8, !tbaa !5
  %288 = tail call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %289, label %297, label %290

290:                                              ; preds = %286
  %291 = fsub double %264, %279
  %292 = tail call double @llvm.fabs.f64(double %291)
  %293 = fmul double %282, 0x3EB0C6F7A0B5ED8D
  %294 = fcmp ole double %292, %293
  %295 = select i1 %294, ptr @.str.9, ptr @.str.10
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %259, double noundef %264, double noundef %279, ptr noundef nonnull %295)
  br i1 %294, label %302, label %299

297:                                              ; preds = %286, %276
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %259, double noundef %264, double noundef %279, ptr noundef nonnull @.str.10)
  br label %299

299:                                              ; preds = %297, %290
  %300 = load i32, ptr @n_fail, align 4, !tbaa !9
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr @n_fail, align 4, !tbaa !9
  br label %302

302:                                              ; preds = %290, %299
  %303 = trunc i64 %253 to i32
  %304 = mul i32 %303, 3
  %305 = add i32 %304, 2
  %306 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fib, double noundef %259, i32 noundef %305) #9
  %307 = and i64 %257, 7
  %308 = icmp ult i64 %253, 2
  br i1 %308, label %325, label %309

309:                                              ; preds = %302
  %310 = and i64 %257, -8
  br label %311

311:                                              ; preds = %311, %309
  %312 = phi double [ 0.000000e+00, %309 ], [ %321, %311 ]
  %313 = phi double [ 1.000000e+00, %309 ], [ %322, %311 ]
  %314 = phi i64 [ 0, %309 ], [ %323, %311 ]
  %315 = tail call double @llvm.fmuladd.f64(double %265, double %313, double %312)
  %316 = tail call double @llvm.fmuladd.f64(double %265, double %315, double %313)
  %317 = tail call double @llvm.fmuladd.f64(double %265, double %316, double %315)
  %318 = tail call double @llvm.fmuladd.f64(double %265, double %317, double %316)
  %319 = tail call double @llvm.fmuladd.f64(double %265, double %318, double %317)
  %320 = tail call double @llvm.fmuladd.f64(double %265, double %319, double %318)
  %321 = tail call double @llvm.fmuladd.f64(double %265, double %320, double %319)
  %322 = tail call double @llvm.fmuladd.f64(double %265, double %321, double %320)
  %323 = add i64 %314, 8
  %324 = icmp eq i64 %323, %310
  br i1 %324, label %325, label %311, !llvm.loop !20

325:                                              ; preds = %311, %302
  %326 = phi double [ poison, %302 ], [ %321, %311 ]
  %327 = phi double [ poison, %302 ], [ %322, %311 ]
  %328 = phi double [ 0.000000e+00, %302 ], [ %321, %311 ]
  %329 = phi double [ 1.000000e+00, %302 ], [ %322, %311 ]
  %330 = icmp eq i64 %307, 0
  br i1 %330, label %338, label %331

331:                                              ; preds = %325, %331
  %332 = phi double [ %333, %331 ], [ %328, %325 ]
  %333 = phi double [ %335, %331 ], [ %329, %325 ]
  %334 = phi i64 [ %336, %331 ], [ 0, %325 ]
  %335 = tail call double @llvm.fmuladd.f64(double %265, double %333, double %332)
  %336 = add i64 %334, 1
  %337 = icmp eq i64 %336, %307
  br i1 %337, label %338, label %331, !llvm.loop !21

338:                                              ; preds = %331, %325
  %339 = phi double [ %326, %325 ], [ %333, %331 ]
  %340 = phi double [ %327, %325 ], [ %335, %331 ]
  %341 = fadd double %339, 1.000000e+00
  %342 = and i64 %255, 7
  %343 = icmp ult i64 %253, 2
  br i1 %343, label %360, label %344

344:                                              ; preds = %338
  %345 = and i64 %255, -8
  br label %346

346:                                              ; preds = %346, %344
  %347 = phi double [ 0.000000e+00, %344 ], [ %356, %346 ]
  %348 = phi double [ 1.000000e+00, %344 ], [ %357, %346 ]
  %349 = phi i64 [ 0, %344 ], [ %358, %346 ]
  %350 = tail call double @llvm.fmuladd.f64(double %271, double %348, double %347)
  %351 = tail call double @llvm.fmuladd.f64(double %271, double %350, double %348)
  %352 = tail call double @llvm.fmuladd.f64(double %271, double %351, double %350)
  %353 = tail call double @llvm.fmuladd.f64(double %271, double %352, double %351)
  %354 = tail call double @llvm.fmuladd.f64(double %271, double %353, double %352)
  %355 = tail call double @llvm.fmuladd.f64(double %271, double %354, double %353)
  %356 = tail call double @llvm.fmuladd.f64(double %271, double %355, double %354)
  %357 = tail call double @llvm.fmuladd.f64(double %271, double %356, double %355)
  %358 = add i64 %349, 8
  %359 = icmp eq i64 %358, %345
  br i1 %359, label %360, label %346, !llvm.loop !20

360:                                              ; preds = %346, %338
  %361 = phi double [ poison, %338 ], [ %356, %346 ]
  %362 = phi double [ poison, %338 ], [ %357, %346 ]
  %363 = phi double [ 0.000000e+00, %338 ], [ %356, %346 ]
  %364 = phi double [ 1.000000e+00, %338 ], [ %357, %346 ]
  %365 = icmp eq i64 %342, 0
  br i1 %365, label %373, label %366

366:                                              ; preds = %360, %366
  %367 = phi double [ %368, %366 ], [ %363, %360 ]
  %368 = phi double [ %370, %366 ], [ %364, %360 ]
  %369 = phi i64 [ %371, %366 ], [ 0, %360 ]
  %370 = tail call double @llvm.fmuladd.f64(double %271, double %368, double %367)
  %371 = add i64 %369, 1
  %372 = icmp eq i64 %371, %342
  br i1 %372, label %373, label %366, !llvm.loop !22

373:                                              ; preds = %366, %360
  %374 = phi double [ %361, %360 ], [ %368, %366 ]
  %375 = phi double [ %362, %360 ], [ %370, %366 ]
  %376 = fadd double %374, 1.000000e+00
  %377 = insertelement <2 x double> poison, double %340, i64 0
  %378 = insertelement <2 x double> %377, double %375, i64 1
  %379 = insertelement <2 x double> poison, double %341, i64 0
  %380 = insertelement <2 x double> %379, double %376, i64 1
  %381 = fdiv <2 x double> %378, %380
  %382 = shufflevector <2 x double> %381, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %383 = fsub <2 x double> %381, %382
  %384 = extractelement <2 x double> %383, i64 0
  %385 = fdiv double %384, %278
  %386 = tail call double @llvm.fabs.f64(double %385)
  %387 = fcmp ogt double %386, 1.000000e+00
  %388 = select i1 %387, double %386, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %306, ptr %6, align 8, !tbaa !5
  %389 = load volatile double, ptr %6, align 8, !tbaa !5
  %390 = tail call double @llvm.fabs.f64(double %389)
  %391 = fcmp ueq double %390, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %391, label %403, label %392

392:                                              ; preds = %373
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %385, ptr %5, align 8, !tbaa !5
  %393 = load volatile double, ptr %5, align 8, !tbaa !5
  %394 = tail call double @llvm.fabs.f64(double %393)
  %395 = fcmp ueq double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %395, label %403, label %396

396:                                              ; preds = %392
  %397 = fsub double %306, %385
  %398 = tail call double @llvm.fabs.f64(double %397)
  %399 = fmul double %388, 0x3EB0C6F7A0B5ED8D
  %400 = fcmp ole double %398, %399
  %401 = select i1 %400, ptr @.str.9, ptr @.str.10
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %259, double noundef %306, double noundef %385, ptr noundef nonnull %401)
  br i1 %400, label %408, label %405

403:                                              ; preds = %392, %373
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %259, double noundef %306, double noundef %385, ptr noundef nonnull @.str.10)
  br label %405

405:                                              ; preds = %403, %396
  %406 = load i32, ptr @n_fail, align 4, !tbaa !9
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr @n_fail, align 4, !tbaa !9
  br label %408

408:                                              ; preds = %396, %405
  %409 = add nuw nsw i64 %253, 1
  %410 = icmp eq i64 %409, 5
  br i1 %410, label %417, label %252, !llvm.loop !23

411:                                              ; preds = %571
  %412 = load i32, ptr @n_fail, align 4, !tbaa !9
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %412)
  %414 = load i32, ptr @n_fail, align 4, !tbaa !9
  %415 = icmp ne i32 %414, 0
  %416 = zext i1 %415 to i32
  ret i32 %416

417:                                              ; preds = %408, %571
  %418 = phi i64 [ %572, %571 ], [ 0, %408 ]
  %419 = getelementptr inbounds [5 x double], ptr @main.ds, i64 0, i64 %418
  %420 = load double, ptr %419, align 8, !tbaa !5
  %421 = tail call double @llvm.fabs.f64(double %420)
  %422 = fcmp ogt double %421, 1.000000e+00
  %423 = select i1 %422, double %421, double 1.000000e+00
  %424 = fmul double %423, 0x3EB0C6F7A0B5ED8D
  %425 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @damped, double noundef %420) #9
  %426 = fadd double %420, %424
  %427 = fmul double %426, %426
  %428 = fptosi double %427 to i32
  %429 = add nsw i32 %428, 2
  br label %430

430:                                              ; preds = %430, %417
  %431 = phi i32 [ 0, %417 ], [ %450, %430 ]
  %432 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %417 ], [ %444, %430 ]
  %433 = tail call double @cos(double noundef %426) #9
  %434 = tail call double @sin(double noundef %426) #9
  %435 = tail call double @cos(double noundef %426) #9
  %436 = tail call double @sin(double noundef %426) #9
  %437 = insertelement <2 x double> poison, double %436, i64 0
  %438 = insertelement <2 x double> %437, double %434, i64 1
  %439 = fmul <2 x double> %432, %438
  %440 = fmul <2 x double> %439, <double 9.000000e-01, double -9.000000e-01>
  %441 = shufflevector <2 x double> %440, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %442 = insertelement <2 x double> poison, double %433, i64 0
  %443 = insertelement <2 x double> %442, double %435, i64 1
  %444 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %432, <2 x double> %443, <2 x double> %441)
  %445 = fmul <2 x double> %444, %444
  %446 = extractelement <2 x double> %445, i64 1
  %447 = extractelement <2 x double> %444, i64 0
  %448 = tail call double @llvm.fmuladd.f64(double %447, double %447, double %446)
  %449 = fcmp uge double %448, 1.000000e-03
  %450 = add nuw nsw i32 %431, 1
  %451 = icmp slt i32 %431, %429
  %452 = select i1 %449, i1 %451, i1 false
  br i1 %452, label %430, label %453, !llvm.loop !24

453:                                              ; preds = %430
  %454 = fsub double %420, %424
  %455 = fmul double %454, %454
  %456 = fptosi double %455 to i32
  %457 = add nsw i32 %456, 2
  br label %458

458:                                              ; preds = %458, %453
  %459 = phi i32 [ 0, %453 ], [ %478, %458 ]
  %460 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %453 ], [ %472, %458 ]
  %461 = tail call double @cos(double noundef %454) #9
  %462 = tail call double @sin(double noundef %454) #9
  %463 = tail call double @cos(double noundef %454) #9
  %464 = tail call double @sin(double noundef %454) #9
  %465 = insertelement <2 x double> poison, double %464, i64 0
  %466 = insertelement <2 x double> %465, double %462, i64 1
  %467 = fmul <2 x double> %460, %466
  %468 = fmul <2 x double> %467, <double 9.000000e-01, double -9.000000e-01>
  %469 = shufflevector <2 x double> %468, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %470 = insertelement <2 x double> poison, double %461, i64 0
  %471 = insertelement <2 x double> %470, double %463, i64 1
  %472 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %460, <2 x double> %471, <2 x double> %469)
  %473 = fmul <2 x double> %472, %472
  %474 = extractelement <2 x double> %473, i64 1
  %475 = extractelement <2 x double> %472, i64 0
  %476 = tail call double @llvm.fmuladd.f64(double %475, double %475, double %474)
  %477 = fcmp uge double %476, 1.000000e-03
  %478 = add nuw nsw i32 %459, 1
  %479 = icmp slt i32 %459, %457
  %480 = select i1 %477, i1 %479, i1 false
  br i1 %480, label %458, label %481, !llvm.loop !24

481:                                              ; preds = %458
  %482 = shufflevector <2 x double> %444, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %483 = shufflevector <2 x double> %482, <2 x double> %472, <2 x i32> <i32 0, i32 3>
  %484 = shufflevector <2 x double> %444, <2 x double> %472, <2 x i32> <i32 0, i32 2>
  %485 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %483, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %484)
  %486 = shufflevector <2 x double> %485, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %487 = fsub <2 x double> %485, %486
  %488 = extractelement <2 x double> %487, i64 0
  %489 = fmul double %424, 2.000000e+00
  %490 = fdiv double %488, %489
  %491 = tail call double @llvm.fabs.f64(double %490)
  %492 = fcmp ogt double %491, 1.000000e+00
  %493 = select i1 %492, double %491, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %425, ptr %4, align 8, !tbaa !5
  %494 = load volatile double, ptr %4, align 8, !tbaa !5
  %495 = tail call double @llvm.fabs.f64(double %494)
  %496 = fcmp ueq double %495, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %496, label %508, label %497

497:                                              ; preds = %481
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %490, ptr %3, align 8, !tbaa !5
  %498 = load volatile double, ptr %3, align 8, !tbaa !5
  %499 = tail call double @llvm.fabs.f64(double %498)
  %500 = fcmp ueq double %499, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %500, label %508, label %501

501:                                              ; preds = %497
  %502 = fsub double %425, %490
  %503 = tail call double @llvm.fabs.f64(double %502)
  %504 = fmul double %493, 0x3EB0C6F7A0B5ED8D
  %505 = fcmp ole double %503, %504
  %506 = select i1 %505, ptr @.str.9, ptr @.str.10
  %507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %420, double noundef %425, double noundef %490, ptr noundef nonnull %506)
  br i1 %505, label %513, label %510

508:                                              ; preds = %497, %481
  %509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %420, double noundef %425, double noundef %490, ptr noundef nonnull @.str.10)
  br label %510

510:                                              ; preds = %508, %501
  %511 = load i32, ptr @n_fail, align 4, !tbaa !9
  %512 = add nsw i32 %511, 1
  store i32 %512, ptr @n_fail, align 4, !tbaa !9
  br label %513

513:                                              ; preds = %501, %510
  %514 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @halve, double noundef %420) #9
  %515 = tail call double @llvm.fmuladd.f64(double %426, double %426, double 5.000000e+00)
  %516 = fcmp ogt double %515, 1.000000e+00
  br i1 %516, label %517, label %527

517:                                              ; preds = %513, %517
  %518 = phi i32 [ %523, %517 ], [ 0, %513 ]
  %519 = phi double [ %522, %517 ], [ %515, %513 ]
  %520 = tail call double @sin(double noundef %519) #9
  %521 = fmul double %520, 1.000000e-01
  %522 = tail call double @llvm.fmuladd.f64(double %519, double 5.000000e-01, double %521)
  %523 = add nuw nsw i32 %518, 1
  %524 = fcmp ogt double %522, 1.000000e+00
  br i1 %524, label %517, label %525, !llvm.loop !25

525:                                              ; preds = %517
  %526 = uitofp nneg i32 %523 to double
  br label %527

527:                                              ; preds = %513, %525
  %528 = phi double [ %515, %513 ], [ %522, %525 ]
  %529 = phi double [ 0.000000e+00, %513 ], [ %526, %525 ]
  %530 = tail call double @llvm.fmuladd.f64(double %529, double 1.000000e-02, double %528)
  %531 = tail call double @llvm.fmuladd.f64(double %454, double %454, double 5.000000e+00)
  %532 = fcmp ogt double %531, 1.000000e+00
  br i1 %532, label %533, label %543

533:                                              ; preds = %527, %533
  %534 = phi i32 [ %539, %533 ], [ 0, %527 ]
  %535 = phi double [ %538, %533 ], [ %531, %527 ]
  %536 = tail call double @sin(double noundef %535) #9
  %537 = fmul double %536, 1.000000e-01
  %538 = tail call double @llvm.fmuladd.f64(double %535, double 5.000000e-01, double %537)
  %539 = add nuw nsw i32 %534, 1
  %540 = fcmp ogt double %538, 1.000000e+00
  br i1 %540, label %533, label %541, !llvm.loop !25

541:                                              ; preds = %533
  %542 = uitofp nneg i32 %539 to double
  br label %543

543:                                              ; preds = %527, %541
  %544 = phi double [ %531, %527 ], [ %538, %541 ]
  %545 = phi double [ 0.000000e+00, %527 ], [ %542, %541 ]
  %546 = tail call double @llvm.fmuladd.f64(double %545, double 1.000000e-02, double %544)
  %547 = fsub double %530, %546
  %548 = fdiv double %547, %489
  %549 = tail call double @llvm.fabs.f64(double %548)
  %550 = fcmp ogt double %549, 1.000000e+00
  %551 = select i1 %550, double %549, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %514, ptr %2, align 8, !tbaa !5
  %552 = load volatile double, ptr %2, align 8, !tbaa !5
  %553 = tail call double @llvm.fabs.f64(double %552)
  %554 = fcmp ueq double %553, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %554, label %566, label %555

555:                                              ; preds = %543
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %548, ptr %1, align 8, !tbaa !5
  %556 = load volatile double, ptr %1, align 8, !tbaa !5
  %557 = tail call double @llvm.fabs.f64(double %556)
  %558 = fcmp ueq double %557, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %558, label %566, label %559

559:                                              ; preds = %555
  %560 = fsub double %514, %548
  %561 = tail call double @llvm.fabs.f64(double %560)
  %562 = fmul double %551, 0x3EB0C6F7A0B5ED8D
  %563 = fcmp ole double %561, %562
  %564 = select i1 %563, ptr @.str.9, ptr @.str.10
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %420, double noundef %514, double noundef %548, ptr noundef nonnull %564)
  br i1 %563, label %571, label %568

566:                                              ; preds = %555, %543
  %567 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %420, double noundef %514, double noundef %548, ptr noundef nonnull @.str.10)
  br label %568

568:                                              ; preds = %566, %559
  %569 = load i32, ptr @n_fail, align 4, !tbaa !9
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr @n_fail, align 4, !tbaa !9
  br label %571

571:                                              ; preds = %559, %568
  %572 = add nuw nsw i64 %418, 1
  %573 = icmp eq i64 %572, 5
  br i1 %573, label %411, label %417, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @logistic(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %1, 1.000000e+01
  %4 = fptosi double %3 to i32
  %5 = icmp sgt i32 %4, -5
  br i1 %5, label %6, label %43

6:                                                ; preds = %2
  %7 = add i32 %4, 4
  %8 = tail call i32 @llvm.smax.i32(i32 %7, i32 0)
  %9 = add nuw i32 %8, 1
  %10 = and i32 %9, 3
  %11 = icmp slt i32 %7, 3
  br i1 %11, label %31, label %12

12:                                               ; preds = %6
  %13 = and i32 %9, -4
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi double [ %1, %12 ], [ %28, %14 ]
  %16 = phi i32 [ 0, %12 ], [ %29, %14 ]
  %17 = fmul double %15, %0
  %18 = fsub double 1.000000e+00, %15
  %19 = fmul double %17, %18
  %20 = fmul double %19, %0
  %21 = fsub double 1.000000e+00, %19
  %22 = fmul double %20, %21
  %23 = fmul double %22, %0
  %24 = fsub double 1.000000e+00, %22
  %25 = fmul double %23, %24
  %26 = fmul double %25, %0
  %27 = fsub double 1.000000e+00, %25
  %28 = fmul double %26, %27
  %29 = add i32 %16, 4
  %30 = icmp eq i32 %29, %13
  br i1 %30, label %31, label %14, !llvm.loop !11

31:                                               ; preds = %14, %6
  %32 = phi double [ poison, %6 ], [ %28, %14 ]
  %33 = phi double [ %1, %6 ], [ %28, %14 ]
  %34 = icmp eq i32 %10, 0
  br i1 %34, label %43, label %35

35:                                               ; preds = %31, %35
  %36 = phi double [ %40, %35 ], [ %33, %31 ]
  %37 = phi i32 [ %41, %35 ], [ 0, %31 ]
  %38 = fmul double %36, %0
  %39 = fsub double 1.000000e+00, %36
  %40 = fmul double %38, %39
  %41 = add i32 %37, 1
  %42 = icmp eq i32 %41, %10
  br i1 %42, label %43, label %35, !llvm.loop !27

43:                                               ; preds = %31, %35, %2
  %44 = phi double [ %1, %2 ], [ %32, %31 ], [ %40, %35 ]
  ret double %44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @grow(double noundef %0) #3 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi double [ 0.000000e+00, %1 ], [ %4, %2 ]
  %4 = tail call double @llvm.fmuladd.f64(double %3, double 1.100000e+00, double %0)
  %5 = fcmp olt double %4, 1.000000e+01
  br i1 %5, label %2, label %6, !llvm.loop !19

6:                                                ; preds = %2
  ret double %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @fib(double noundef %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %41

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %23, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi double [ 0.000000e+00, %7 ], [ %19, %9 ]
  %11 = phi double [ 1.000000e+00, %7 ], [ %20, %9 ]
  %12 = phi i32 [ 0, %7 ], [ %21, %9 ]
  %13 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %10)
  %14 = tail call double @llvm.fmuladd.f64(double %0, double %13, double %11)
  %15 = tail call double @llvm.fmuladd.f64(double %0, double %14, double %13)
  %16 = tail call double @llvm.fmuladd.f64(double %0, double %15, double %14)
  %17 = tail call double @llvm.fmuladd.f64(double %0, double %16, double %15)
  %18 = tail call double @llvm.fmuladd.f64(double %0, double %17, double %16)
  %19 = tail call double @llvm.fmuladd.f64(double %0, double %18, double %17)
  %20 = tail call double @llvm.fmuladd.f64(double %0, double %19, double %18)
  %21 = add i32 %12, 8
  %22 = icmp eq i32 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !20

23:                                               ; preds = %9, %4
  %24 = phi double [ poison, %4 ], [ %19, %9 ]
  %25 = phi double [ poison, %4 ], [ %20, %9 ]
  %26 = phi double [ 0.000000e+00, %4 ], [ %19, %9 ]
  %27 = phi double [ 1.000000e+00, %4 ], [ %20, %9 ]
  %28 = icmp eq i32 %5, 0
  br i1 %28, label %36, label %29

29:                                               ; preds = %23, %29
  %30 = phi double [ %31, %29 ], [ %26, %23 ]
  %31 = phi double [ %33, %29 ], [ %27, %23 ]
  %32 = phi i32 [ %34, %29 ], [ 0, %23 ]
  %33 = tail call double @llvm.fmuladd.f64(double %0, double %31, double %30)
  %34 = add i32 %32, 1
  %35 = icmp eq i32 %34, %5
  br i1 %35, label %36, label %29, !llvm.loop !28

36:                                               ; preds = %29, %23
  %37 = phi double [ %24, %23 ], [ %31, %29 ]
  %38 = phi double [ %25, %23 ], [ %33, %29 ]
  %39 = fadd double %37, 1.000000e+00
  %40 = fdiv double %38, %39
  br label %41

41:                                               ; preds = %36, %2
  %42 = phi double [ 1.000000e+00, %2 ], [ %40, %36 ]
  ret double %42
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @damped(double noundef %0) #4 {
  %2 = fmul double %0, %0
  %3 = fptosi double %2 to i32
  %4 = add nsw i32 %3, 2
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i32 [ 0, %1 ], [ %25, %5 ]
  %7 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %1 ], [ %19, %5 ]
  %8 = tail call double @cos(double noundef %0) #9
  %9 = tail call double @sin(double noundef %0) #9
  %10 = tail call double @cos(double noundef %0) #9
  %11 = tail call double @sin(double noundef %0) #9
  %12 = insertelement <2 x double> poison, double %11, i64 0
  %13 = insertelement <2 x double> %12, double %9, i64 1
  %14 = fmul <2 x double> %7, %13
  %15 = fmul <2 x double> %14, <double 9.000000e-01, double -9.000000e-01>
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %17 = insertelement <2 x double> poison, double %8, i64 0
  %18 = insertelement <2 x double> %17, double %10, i64 1
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> %18, <2 x double> %16)
  %20 = extractelement <2 x double> %19, i64 1
  %21 = fmul double %20, %20
  %22 = extractelement <2 x double> %19, i64 0
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %22, double %21)
  %24 = fcmp uge double %23, 1.000000e-03
  %25 = add nuw nsw i32 %6, 1
  %26 = icmp slt i32 %6, %4
  %27 = select i1 %24, i1 %26, i1 false
  br i1 %27, label %5, label %28, !llvm.loop !24

28:                                               ; preds = %5
  %29 = tail call double @llvm.fmuladd.f64(double %20, double 2.000000e+00, double %22)
  ret double %29
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @halve(double noundef %0) #4 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 5.000000e+00)
  %3 = fcmp ogt double %2, 1.000000e+00
  br i1 %3, label %4, label %14

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ 0, %1 ]
  %6 = phi double [ %9, %4 ], [ %2, %1 ]
  %7 = tail call double @sin(double noundef %6) #9
  %8 = fmul double %7, 1.000000e-01
  %9 = tail call double @llvm.fmuladd.f64(double %6, double 5.000000e-01, double %8)
  %10 = add nuw nsw i32 %5, 1
  %11 = fcmp ogt double %9, 1.000000e+00
  br i1 %11, label %4, label %12, !llvm.loop !25

12:                                               ; preds = %4
  %13 = uitofp nneg i32 %10 to double
  br label %14

14:                                               ; preds = %12, %1
  %15 = phi double [ %2, %1 ], [ %9, %12 ]
  %16 = phi double [ 0.000000e+00, %1 ], [ %13, %12 ]
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 1.000000e-02, double %15)
  ret double %17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
