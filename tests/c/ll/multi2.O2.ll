; ModuleID = 'multi2.c'
source_filename = "multi2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [5 x double] [double -1.300000e+00, double -2.000000e-01, double 4.000000e-01, double 1.100000e+00, double 2.500000e+00], align 16
@main.ys = internal unnamed_addr constant [5 x double] [double 0x3FE6666666666666, double -1.900000e+00, double 1.600000e+00, double -4.000000e-01, double 9.000000e-01], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"h.dx\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"h.dy\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"k3.dx\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"k3.dy\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"multi2\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  br label %23

17:                                               ; preds = %592
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %18)
  %20 = load i32, ptr @n_fail, align 4, !tbaa !5
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i32
  ret i32 %22

23:                                               ; preds = %0, %592
  %24 = phi i64 [ 0, %0 ], [ %593, %592 ]
  %25 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = getelementptr inbounds [5 x double], ptr @main.ys, i64 0, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = tail call double @llvm.fabs.f64(double %26)
  %30 = fcmp ogt double %29, 1.000000e+00
  %31 = select i1 %30, double %29, double 1.000000e+00
  %32 = fmul double %31, 0x3EB0C6F7A0B5ED8D
  %33 = tail call double @llvm.fabs.f64(double %28)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  %36 = fmul double %35, 0x3EB0C6F7A0B5ED8D
  %37 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %26, double noundef %28) #10
  %38 = extractvalue { double, double } %37, 0
  %39 = extractvalue { double, double } %37, 1
  %40 = fadd double %26, %32
  %41 = fmul double %28, %40
  %42 = tail call double @sin(double noundef %41) #10
  %43 = fmul double %28, 3.000000e-01
  %44 = tail call double @exp(double noundef %43) #10
  %45 = fsub double %26, %32
  %46 = fmul double %28, %45
  %47 = tail call double @sin(double noundef %46) #10
  %48 = tail call double @exp(double noundef %43) #10
  %49 = insertelement <2 x double> poison, double %40, i64 0
  %50 = insertelement <2 x double> %49, double %45, i64 1
  %51 = fmul <2 x double> %50, %50
  %52 = insertelement <2 x double> poison, double %28, i64 0
  %53 = shufflevector <2 x double> %52, <2 x double> poison, <2 x i32> zeroinitializer
  %54 = insertelement <2 x double> poison, double %42, i64 0
  %55 = insertelement <2 x double> %54, double %47, i64 1
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %53, <2 x double> %55)
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %50, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %58 = insertelement <2 x double> poison, double %44, i64 0
  %59 = insertelement <2 x double> %58, double %48, i64 1
  %60 = fdiv <2 x double> %59, %57
  %61 = fadd <2 x double> %56, %60
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %63 = fsub <2 x double> %61, %62
  %64 = extractelement <2 x double> %63, i64 0
  %65 = fmul double %32, 2.000000e+00
  %66 = fdiv double %64, %65
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ogt double %67, 1.000000e+00
  %69 = select i1 %68, double %67, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %38, ptr %16, align 8, !tbaa !9
  %70 = load volatile double, ptr %16, align 8, !tbaa !9
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %72, label %84, label %73

73:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %66, ptr %15, align 8, !tbaa !9
  %74 = load volatile double, ptr %15, align 8, !tbaa !9
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %76, label %84, label %77

77:                                               ; preds = %73
  %78 = fsub double %38, %66
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fmul double %69, 0x3EB0C6F7A0B5ED8D
  %81 = fcmp ole double %79, %80
  %82 = select i1 %81, ptr @.str.11, ptr @.str.12
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %26, double noundef %38, double noundef %66, ptr noundef nonnull %82)
  br i1 %81, label %89, label %86

84:                                               ; preds = %73, %23
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %26, double noundef %38, double noundef %66, ptr noundef nonnull @.str.12)
  br label %86

86:                                               ; preds = %84, %77
  %87 = load i32, ptr @n_fail, align 4, !tbaa !5
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr @n_fail, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %77, %86
  %90 = fadd double %28, %36
  %91 = fmul double %26, %26
  %92 = fmul double %26, %90
  %93 = tail call double @sin(double noundef %92) #10
  %94 = fmul double %90, 3.000000e-01
  %95 = tail call double @exp(double noundef %94) #10
  %96 = tail call double @llvm.fmuladd.f64(double %26, double %26, double 1.000000e+00)
  %97 = fsub double %28, %36
  %98 = fmul double %26, %97
  %99 = tail call double @sin(double noundef %98) #10
  %100 = fmul double %97, 3.000000e-01
  %101 = tail call double @exp(double noundef %100) #10
  %102 = insertelement <2 x double> poison, double %91, i64 0
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> zeroinitializer
  %104 = insertelement <2 x double> poison, double %90, i64 0
  %105 = insertelement <2 x double> %104, double %97, i64 1
  %106 = insertelement <2 x double> poison, double %93, i64 0
  %107 = insertelement <2 x double> %106, double %99, i64 1
  %108 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %103, <2 x double> %105, <2 x double> %107)
  %109 = insertelement <2 x double> poison, double %95, i64 0
  %110 = insertelement <2 x double> %109, double %101, i64 1
  %111 = insertelement <2 x double> poison, double %96, i64 0
  %112 = shufflevector <2 x double> %111, <2 x double> poison, <2 x i32> zeroinitializer
  %113 = fdiv <2 x double> %110, %112
  %114 = fadd <2 x double> %108, %113
  %115 = shufflevector <2 x double> %114, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %116 = fsub <2 x double> %114, %115
  %117 = extractelement <2 x double> %116, i64 0
  %118 = fmul double %36, 2.000000e+00
  %119 = fdiv double %117, %118
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = fcmp ogt double %120, 1.000000e+00
  %122 = select i1 %121, double %120, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %39, ptr %14, align 8, !tbaa !9
  %123 = load volatile double, ptr %14, align 8, !tbaa !9
  %124 = tail call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %125, label %137, label %126

126:                                              ; preds = %89
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %119, ptr %13, align 8, !tbaa !9
  %127 = load volatile double, ptr %13, align 8, !tbaa !9
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %129, label %137, label %130

130:                                              ; preds = %126
  %131 = fsub double %39, %119
  %132 = tail call double @llvm.fabs.f64(double %131)
  %133 = fmul double %122, 0x3EB0C6F7A0B5ED8D
  %134 = fcmp ole double %132, %133
  %135 = select i1 %134, ptr @.str.11, ptr @.str.12
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %28, double noundef %39, double noundef %119, ptr noundef nonnull %135)
  br i1 %134, label %142, label %139

137:                                              ; preds = %126, %89
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %28, double noundef %39, double noundef %119, ptr noundef nonnull @.str.12)
  br label %139

139:                                              ; preds = %137, %130
  %140 = load i32, ptr @n_fail, align 4, !tbaa !5
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @n_fail, align 4, !tbaa !5
  br label %142

142:                                              ; preds = %130, %139
  %143 = add nuw nsw i64 %24, 3
  %144 = trunc nuw nsw i64 %143 to i32
  %145 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef %26, i32 noundef %144, double noundef %28) #10
  %146 = extractvalue { double, double } %145, 0
  %147 = tail call double @sin(double noundef %40) #10
  %148 = tail call double @cos(double noundef %28) #10
  %149 = fmul double %40, 2.000000e+00
  %150 = tail call double @sin(double noundef %149) #10
  %151 = fmul double %28, 5.000000e-01
  %152 = tail call double @cos(double noundef %151) #10
  %153 = fmul double %147, %148
  %154 = fadd double %153, 0.000000e+00
  %155 = fmul double %150, %152
  %156 = fmul double %155, 5.000000e-01
  %157 = fadd double %154, %156
  %158 = fmul double %40, 3.000000e+00
  %159 = tail call double @sin(double noundef %158) #10
  %160 = fdiv double %28, 3.000000e+00
  %161 = tail call double @cos(double noundef %160) #10
  %162 = fmul double %159, %161
  %163 = fdiv double %162, 3.000000e+00
  %164 = fadd double %157, %163
  %165 = icmp eq i64 %24, 0
  br i1 %165, label %201, label %166, !llvm.loop !11

166:                                              ; preds = %142
  %167 = fmul double %40, 4.000000e+00
  %168 = tail call double @sin(double noundef %167) #10
  %169 = fmul double %28, 2.500000e-01
  %170 = tail call double @cos(double noundef %169) #10
  %171 = fmul double %168, %170
  %172 = fmul double %171, 2.500000e-01
  %173 = fadd double %164, %172
  %174 = icmp eq i64 %143, 4
  br i1 %174, label %201, label %175, !llvm.loop !11

175:                                              ; preds = %166
  %176 = fmul double %40, 5.000000e+00
  %177 = tail call double @sin(double noundef %176) #10
  %178 = fdiv double %28, 5.000000e+00
  %179 = tail call double @cos(double noundef %178) #10
  %180 = fmul double %177, %179
  %181 = fdiv double %180, 5.000000e+00
  %182 = fadd double %173, %181
  %183 = icmp eq i64 %143, 5
  br i1 %183, label %201, label %184, !llvm.loop !11

184:                                              ; preds = %175
  %185 = fmul double %40, 6.000000e+00
  %186 = tail call double @sin(double noundef %185) #10
  %187 = fdiv double %28, 6.000000e+00
  %188 = tail call double @cos(double noundef %187) #10
  %189 = fmul double %186, %188
  %190 = fdiv double %189, 6.000000e+00
  %191 = fadd double %182, %190
  %192 = icmp eq i64 %143, 6
  br i1 %192, label %201, label %193, !llvm.loop !11

193:                                              ; preds = %184
  %194 = fmul double %40, 7.000000e+00
  %195 = tail call double @sin(double noundef %194) #10
  %196 = fdiv double %28, 7.000000e+00
  %197 = tail call double @cos(double noundef %196) #10
  %198 = fmul double %195, %197
  %199 = fdiv double %198, 7.000000e+00
  %200 = fadd double %191, %199
  br label %201

201:                                              ; preds = %193, %184, %175, %166, %142
  %202 = phi double [ %164, %142 ], [ %173, %166 ], [ %182, %175 ], [ %191, %184 ], [ %200, %193 ]
  %203 = extractvalue { double, double } %145, 1
  %204 = tail call double @sin(double noundef %45) #10
  %205 = tail call double @cos(double noundef %28) #10
  %206 = fmul double %45, 2.000000e+00
  %207 = tail call double @sin(double noundef %206) #10
  %208 = fmul double %28, 5.000000e-01
  %209 = tail call double @cos(double noundef %208) #10
  %210 = fmul double %204, %205
  %211 = fadd double %210, 0.000000e+00
  %212 = fmul double %207, %209
  %213 = fmul double %212, 5.000000e-01
  %214 = fadd double %211, %213
  %215 = fmul double %45, 3.000000e+00
  %216 = tail call double @sin(double noundef %215) #10
  %217 = fdiv double %28, 3.000000e+00
  %218 = tail call double @cos(double noundef %217) #10
  %219 = fmul double %216, %218
  %220 = fdiv double %219, 3.000000e+00
  %221 = fadd double %214, %220
  %222 = icmp eq i64 %24, 0
  br i1 %222, label %258, label %223, !llvm.loop !11

223:                                              ; preds = %201
  %224 = fmul double %45, 4.000000e+00
  %225 = tail call double @sin(double noundef %224) #10
  %226 = fmul double %28, 2.500000e-01
  %227 = tail call double @cos(double noundef %226) #10
  %228 = fmul double %225, %227
  %229 = fmul double %228, 2.500000e-01
  %230 = fadd double %221, %229
  %231 = icmp eq i64 %143, 4
  br i1 %231, label %258, label %232, !llvm.loop !11

232:                                              ; preds = %223
  %233 = fmul double %45, 5.000000e+00
  %234 = tail call double @sin(double noundef %233) #10
  %235 = fdiv double %28, 5.000000e+00
  %236 = tail call double @cos(double noundef %235) #10
  %237 = fmul double %234, %236
  %238 = fdiv double %237, 5.000000e+00
  %239 = fadd double %230, %238
  %240 = icmp eq i64 %143, 5
  br i1 %240, label %258, label %241, !llvm.loop !11

241:                                              ; preds = %232
  %242 = fmul double %45, 6.000000e+00
  %243 = tail call double @sin(double noundef %242) #10
  %244 = fdiv double %28, 6.000000e+00
  %245 = tail call double @cos(double noundef %244) #10
  %246 = fmul double %243, %245
  %247 = fdiv double %246, 6.000000e+00
  %248 = fadd double %239, %247
  %249 = icmp eq i64 %143, 6
  br i1 %249, label %258, label %250, !llvm.loop !11

250:                                              ; preds = %241
  %251 = fmul double %45, 7.000000e+00
  %252 = tail call double @sin(double noundef %251) #10
  %253 = fdiv double %28, 7.000000e+00
  %254 = tail call double @cos(double noundef %253) #10
  %255 = fmul double %252, %254
  %256 = fdiv double %255, 7.000000e+00
  %257 = fadd double %248, %256
  br label %258

258:                                              ; preds = %250, %241, %232, %223, %201
  %259 = phi double [ %221, %201 ], [ %230, %223 ], [ %239, %232 ], [ %248, %241 ], [ %257, %250 ]
  %260 = tail call double @llvm.fmuladd.f64(double %40, double %28, double %202)
  %261 = tail call double @llvm.fmuladd.f64(double %45, double %28, double %259)
  %262 = fsub double %260, %261
  %263 = fdiv double %262, %65
  %264 = tail call double @llvm.fabs.f64(double %263)
  %265 = fcmp ogt double %264, 1.000000e+00
  %266 = select i1 %265, double %264, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %146, ptr %12, align 8, !tbaa !9
  %267 = load volatile double, ptr %12, align 8, !tbaa !9
  %268 = tail call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %269, label %281, label %270

270:                                              ; preds = %258
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %263, ptr %11, align 8, !tbaa !9
  %271 = load volatile double, ptr %11, align 8, !tbaa !9
  %272 = tail call double @llvm.fabs.f64(double %271)
  %273 = fcmp ueq double %272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %273, label %281, label %274

274:                                              ; preds = %270
  %275 = fsub double %146, %263
  %276 = tail call double @llvm.fabs.f64(double %275)
  %277 = fmul double %266, 0x3EB0C6F7A0B5ED8D
  %278 = fcmp ole double %276, %277
  %279 = select i1 %278, ptr @.str.11, ptr @.str.12
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %26, double noundef %146, double noundef %263, ptr noundef nonnull %279)
  br i1 %278, label %286, label %283

281:                                              ; preds = %270, %258
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %26, double noundef %146, double noundef %263, ptr noundef nonnull @.str.12)
  br label %283

283:                                              ; preds = %281, %274
  %284 = load i32, ptr @n_fail, align 4, !tbaa !5
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr @n_fail, align 4, !tbaa !5
  br label %286

286:                                              ; preds = %283, %274
  %287 = tail call double @sin(double noundef %26) #10
  %288 = tail call double @cos(double noundef %90) #10
  %289 = fmul double %26, 2.000000e+00
  %290 = tail call double @sin(double noundef %289) #10
  %291 = fmul double %90, 5.000000e-01
  %292 = tail call double @cos(double noundef %291) #10
  %293 = fmul double %287, %288
  %294 = fadd double %293, 0.000000e+00
  %295 = fmul double %290, %292
  %296 = fmul double %295, 5.000000e-01
  %297 = fadd double %294, %296
  %298 = fmul double %26, 3.000000e+00
  %299 = tail call double @sin(double noundef %298) #10
  %300 = fdiv double %90, 3.000000e+00
  %301 = tail call double @cos(double noundef %300) #10
  %302 = fmul double %299, %301
  %303 = fdiv double %302, 3.000000e+00
  %304 = fadd double %297, %303
  %305 = icmp eq i64 %24, 0
  br i1 %305, label %341, label %306, !llvm.loop !11

306:                                              ; preds = %286
  %307 = fmul double %26, 4.000000e+00
  %308 = tail call double @sin(double noundef %307) #10
  %309 = fmul double %90, 2.500000e-01
  %310 = tail call double @cos(double noundef %309) #10
  %311 = fmul double %308, %310
  %312 = fmul double %311, 2.500000e-01
  %313 = fadd double %304, %312
  %314 = icmp eq i64 %143, 4
  br i1 %314, label %341, label %315, !llvm.loop !11

315:                                              ; preds = %306
  %316 = fmul double %26, 5.000000e+00
  %317 = tail call double @sin(double noundef %316) #10
  %318 = fdiv double %90, 5.000000e+00
  %319 = tail call double @cos(double noundef %318) #10
  %320 = fmul double %317, %319
  %321 = fdiv double %320, 5.000000e+00
  %322 = fadd double %313, %321
  %323 = icmp eq i64 %143, 5
  br i1 %323, label %341, label %324, !llvm.loop !11

324:                                              ; preds = %315
  %325 = fmul double %26, 6.000000e+00
  %326 = tail call double @sin(double noundef %325) #10
  %327 = fdiv double %90, 6.000000e+00
  %328 = tail call double @cos(double noundef %327) #10
  %329 = fmul double %326, %328
  %330 = fdiv double %329, 6.000000e+00
  %331 = fadd double %322, %330
  %332 = icmp eq i64 %143, 6
  br i1 %332, label %341, label %333, !llvm.loop !11

333:                                              ; preds = %324
  %334 = fmul double %26, 7.000000e+00
  %335 = tail call double @sin(double noundef %334) #10
  %336 = fdiv double %90, 7.000000e+00
  %337 = tail call double @cos(double noundef %336) #10
  %338 = fmul double %335, %337
  %339 = fdiv double %338, 7.000000e+00
  %340 = fadd double %331, %339
  br label %341

341:                                              ; preds = %286, %306, %315, %324, %333
  %342 = phi double [ %304, %286 ], [ %313, %306 ], [ %322, %315 ], [ %331, %324 ], [ %340, %333 ]
  %343 = tail call double @sin(double noundef %26) #10
  %344 = tail call double @cos(double noundef %97) #10
  %345 = fmul double %26, 2.000000e+00
  %346 = tail call double @sin(double noundef %345) #10
  %347 = fmul double %97, 5.000000e-01
  %348 = tail call double @cos(double noundef %347) #10
  %349 = fmul double %343, %344
  %350 = fadd double %349, 0.000000e+00
  %351 = fmul double %346, %348
  %352 = fmul double %351, 5.000000e-01
  %353 = fadd double %350, %352
  %354 = fmul double %26, 3.000000e+00
  %355 = tail call double @sin(double noundef %354) #10
  %356 = fdiv double %97, 3.000000e+00
  %357 = tail call double @cos(double noundef %356) #10
  %358 = fmul double %355, %357
  %359 = fdiv double %358, 3.000000e+00
  %360 = fadd double %353, %359
  %361 = icmp eq i64 %24, 0
  br i1 %361, label %397, label %362, !llvm.loop !11

362:                                              ; preds = %341
  %363 = fmul double %26, 4.000000e+00
  %364 = tail call double @sin(double noundef %363) #10
  %365 = fmul double %97, 2.500000e-01
  %366 = tail call double @cos(double noundef %365) #10
  %367 = fmul double %364, %366
  %368 = fmul double %367, 2.500000e-01
  %369 = fadd double %360, %368
  %370 = icmp eq i64 %143, 4
  br i1 %370, label %397, label %371, !llvm.loop !11

371:                                              ; preds = %362
  %372 = fmul double %26, 5.000000e+00
  %373 = tail call double @sin(double noundef %372) #10
  %374 = fdiv double %97, 5.000000e+00
  %375 = tail call double @cos(double noundef %374) #10
  %376 = fmul double %373, %375
  %377 = fdiv double %376, 5.000000e+00
  %378 = fadd double %369, %377
  %379 = icmp eq i64 %143, 5
  br i1 %379, label %397, label %380, !llvm.loop !11

380:                                              ; preds = %371
  %381 = fmul double %26, 6.000000e+00
  %382 = tail call double @sin(double noundef %381) #10
  %383 = fdiv double %97, 6.000000e+00
  %384 = tail call double @cos(double noundef %383) #10
  %385 = fmul double %382, %384
  %386 = fdiv double %385, 6.000000e+00
  %387 = fadd double %378, %386
  %388 = icmp eq i64 %143, 6
  br i1 %388, label %397, label %389, !llvm.loop !11

389:                                              ; preds = %380
  %390 = fmul double %26, 7.000000e+00
  %391 = tail call double @sin(double noundef %390) #10
  %392 = fdiv double %97, 7.000000e+00
  %393 = tail call double @cos(double noundef %392) #10
  %394 = fmul double %391, %393
  %395 = fdiv double %394, 7.000000e+00
  %396 = fadd double %387, %395
  br label %397

397:                                              ; preds = %389, %380, %371, %362, %341
  %398 = phi double [ %360, %341 ], [ %369, %362 ], [ %378, %371 ], [ %387, %380 ], [ %396, %389 ]
  %399 = tail call double @llvm.fmuladd.f64(double %26, double %90, double %342)
  %400 = tail call double @llvm.fmuladd.f64(double %26, double %97, double %398)
  %401 = fsub double %399, %400
  %402 = fdiv double %401, %118
  %403 = tail call double @llvm.fabs.f64(double %402)
  %404 = fcmp ogt double %403, 1.000000e+00
  %405 = select i1 %404, double %403, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %203, ptr %10, align 8, !tbaa !9
  %406 = load volatile double, ptr %10, align 8, !tbaa !9
  %407 = tail call double @llvm.fabs.f64(double %406)
  %408 = fcmp ueq double %407, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %408, label %420, label %409

409:                                              ; preds = %397
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %402, ptr %9, align 8, !tbaa !9
  %410 = load volatile double, ptr %9, align 8, !tbaa !9
  %411 = tail call double @llvm.fabs.f64(double %410)
  %412 = fcmp ueq double %411, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %412, label %420, label %413

413:                                              ; preds = %409
  %414 = fsub double %203, %402
  %415 = tail call double @llvm.fabs.f64(double %414)
  %416 = fmul double %405, 0x3EB0C6F7A0B5ED8D
  %417 = fcmp ole double %415, %416
  %418 = select i1 %417, ptr @.str.11, ptr @.str.12
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %28, double noundef %203, double noundef %402, ptr noundef nonnull %418)
  br i1 %417, label %425, label %422

420:                                              ; preds = %409, %397
  %421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %28, double noundef %203, double noundef %402, ptr noundef nonnull @.str.12)
  br label %422

422:                                              ; preds = %420, %413
  %423 = load i32, ptr @n_fail, align 4, !tbaa !5
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr @n_fail, align 4, !tbaa !5
  br label %425

425:                                              ; preds = %413, %422
  %426 = trunc nuw nsw i64 %24 to i32
  %427 = uitofp nneg i32 %426 to double
  %428 = tail call double @llvm.fmuladd.f64(double %427, double 2.500000e-01, double 1.500000e+00)
  %429 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %430 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, i32 noundef %429, double noundef %428, double noundef %26, double noundef %28) #10
  %431 = extractvalue { double, double } %430, 0
  %432 = extractvalue { double, double } %430, 1
  %433 = tail call double @llvm.fmuladd.f64(double %28, double %28, double 1.000000e+00)
  %434 = tail call double @log(double noundef %433) #10
  %435 = tail call double @log(double noundef %433) #10
  %436 = insertelement <2 x double> poison, double %428, i64 0
  %437 = shufflevector <2 x double> %436, <2 x double> poison, <2 x i32> zeroinitializer
  %438 = fmul <2 x double> %437, %50
  %439 = insertelement <2 x double> poison, double %434, i64 0
  %440 = insertelement <2 x double> %439, double %435, i64 1
  %441 = fmul <2 x double> %50, %440
  %442 = fdiv <2 x double> %441, %437
  %443 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %438, <2 x double> %50, <2 x double> %442)
  %444 = shufflevector <2 x double> %443, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %445 = fsub <2 x double> %443, %444
  %446 = extractelement <2 x double> %445, i64 0
  %447 = fdiv double %446, %65
  %448 = tail call double @llvm.fabs.f64(double %447)
  %449 = fcmp ogt double %448, 1.000000e+00
  %450 = select i1 %449, double %448, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %431, ptr %8, align 8, !tbaa !9
  %451 = load volatile double, ptr %8, align 8, !tbaa !9
  %452 = tail call double @llvm.fabs.f64(double %451)
  %453 = fcmp ueq double %452, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %453, label %465, label %454

454:                                              ; preds = %425
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %447, ptr %7, align 8, !tbaa !9
  %455 = load volatile double, ptr %7, align 8, !tbaa !9
  %456 = tail call double @llvm.fabs.f64(double %455)
  %457 = fcmp ueq double %456, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %457, label %465, label %458

458:                                              ; preds = %454
  %459 = fsub double %431, %447
  %460 = tail call double @llvm.fabs.f64(double %459)
  %461 = fmul double %450, 0x3EB0C6F7A0B5ED8D
  %462 = fcmp ole double %460, %461
  %463 = select i1 %462, ptr @.str.11, ptr @.str.12
  %464 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %26, double noundef %431, double noundef %447, ptr noundef nonnull %463)
  br i1 %462, label %470, label %467

465:                                              ; preds = %454, %425
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %26, double noundef %431, double noundef %447, ptr noundef nonnull @.str.12)
  br label %467

467:                                              ; preds = %465, %458
  %468 = load i32, ptr @n_fail, align 4, !tbaa !5
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr @n_fail, align 4, !tbaa !5
  br label %470

470:                                              ; preds = %458, %467
  %471 = fmul double %428, %26
  %472 = tail call double @llvm.fmuladd.f64(double %90, double %90, double 1.000000e+00)
  %473 = tail call double @log(double noundef %472) #10
  %474 = tail call double @llvm.fmuladd.f64(double %97, double %97, double 1.000000e+00)
  %475 = tail call double @log(double noundef %474) #10
  %476 = insertelement <2 x double> poison, double %26, i64 0
  %477 = shufflevector <2 x double> %476, <2 x double> poison, <2 x i32> zeroinitializer
  %478 = insertelement <2 x double> poison, double %473, i64 0
  %479 = insertelement <2 x double> %478, double %475, i64 1
  %480 = fmul <2 x double> %477, %479
  %481 = fdiv <2 x double> %480, %437
  %482 = insertelement <2 x double> poison, double %471, i64 0
  %483 = shufflevector <2 x double> %482, <2 x double> poison, <2 x i32> zeroinitializer
  %484 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %483, <2 x double> %477, <2 x double> %481)
  %485 = shufflevector <2 x double> %484, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %486 = fsub <2 x double> %484, %485
  %487 = extractelement <2 x double> %486, i64 0
  %488 = fdiv double %487, %118
  %489 = tail call double @llvm.fabs.f64(double %488)
  %490 = fcmp ogt double %489, 1.000000e+00
  %491 = select i1 %490, double %489, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %432, ptr %6, align 8, !tbaa !9
  %492 = load volatile double, ptr %6, align 8, !tbaa !9
  %493 = tail call double @llvm.fabs.f64(double %492)
  %494 = fcmp ueq double %493, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %494, label %506, label %495

495:                                              ; preds = %470
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %488, ptr %5, align 8, !tbaa !9
  %496 = load volatile double, ptr %5, align 8, !tbaa !9
  %497 = tail call double @llvm.fabs.f64(double %496)
  %498 = fcmp ueq double %497, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %498, label %506, label %499

499:                                              ; preds = %495
  %500 = fsub double %432, %488
  %501 = tail call double @llvm.fabs.f64(double %500)
  %502 = fmul double %491, 0x3EB0C6F7A0B5ED8D
  %503 = fcmp ole double %501, %502
  %504 = select i1 %503, ptr @.str.11, ptr @.str.12
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %28, double noundef %432, double noundef %488, ptr noundef nonnull %504)
  br i1 %503, label %511, label %508

506:                                              ; preds = %495, %470
  %507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %28, double noundef %432, double noundef %488, ptr noundef nonnull @.str.12)
  br label %508

508:                                              ; preds = %506, %499
  %509 = load i32, ptr @n_fail, align 4, !tbaa !5
  %510 = add nsw i32 %509, 1
  store i32 %510, ptr @n_fail, align 4, !tbaa !5
  br label %511

511:                                              ; preds = %499, %508
  %512 = tail call double @llvm.fmuladd.f64(double %427, double 1.000000e-01, double 5.000000e-01)
  %513 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %514 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %515 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @k3, i32 noundef %513, double noundef %26, i32 noundef %514, double noundef %512, i32 noundef %513, double noundef %28) #10
  %516 = extractvalue { double, double } %515, 0
  %517 = extractvalue { double, double } %515, 1
  %518 = tail call double @hypot(double noundef %40, double noundef %512) #10
  %519 = fsub double %28, %40
  %520 = tail call double @atan(double noundef %519) #10
  %521 = fmul double %512, %28
  %522 = tail call double @llvm.fmuladd.f64(double %518, double %520, double %521)
  %523 = tail call double @hypot(double noundef %45, double noundef %512) #10
  %524 = fsub double %28, %45
  %525 = tail call double @atan(double noundef %524) #10
  %526 = tail call double @llvm.fmuladd.f64(double %523, double %525, double %521)
  %527 = fsub double %522, %526
  %528 = fdiv double %527, %65
  %529 = tail call double @llvm.fabs.f64(double %528)
  %530 = fcmp ogt double %529, 1.000000e+00
  %531 = select i1 %530, double %529, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %516, ptr %4, align 8, !tbaa !9
  %532 = load volatile double, ptr %4, align 8, !tbaa !9
  %533 = tail call double @llvm.fabs.f64(double %532)
  %534 = fcmp ueq double %533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %534, label %546, label %535

535:                                              ; preds = %511
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %528, ptr %3, align 8, !tbaa !9
  %536 = load volatile double, ptr %3, align 8, !tbaa !9
  %537 = tail call double @llvm.fabs.f64(double %536)
  %538 = fcmp ueq double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %538, label %546, label %539

539:                                              ; preds = %535
  %540 = fsub double %516, %528
  %541 = tail call double @llvm.fabs.f64(double %540)
  %542 = fmul double %531, 0x3EB0C6F7A0B5ED8D
  %543 = fcmp ole double %541, %542
  %544 = select i1 %543, ptr @.str.11, ptr @.str.12
  %545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %26, double noundef %516, double noundef %528, ptr noundef nonnull %544)
  br i1 %543, label %551, label %548

546:                                              ; preds = %535, %511
  %547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %26, double noundef %516, double noundef %528, ptr noundef nonnull @.str.12)
  br label %548

548:                                              ; preds = %546, %539
  %549 = load i32, ptr @n_fail, align 4, !tbaa !5
  %550 = add nsw i32 %549, 1
  store i32 %550, ptr @n_fail, align 4, !tbaa !5
  br label %551

551:                                              ; preds = %539, %548
  %552 = tail call double @hypot(double noundef %26, double noundef %512) #10
  %553 = fsub double %90, %26
  %554 = tail call double @atan(double noundef %553) #10
  %555 = insertelement <2 x double> poison, double %512, i64 0
  %556 = shufflevector <2 x double> %555, <2 x double> poison, <2 x i32> zeroinitializer
  %557 = fmul <2 x double> %556, %105
  %558 = tail call double @hypot(double noundef %26, double noundef %512) #10
  %559 = fsub double %97, %26
  %560 = tail call double @atan(double noundef %559) #10
  %561 = insertelement <2 x double> poison, double %552, i64 0
  %562 = insertelement <2 x double> %561, double %558, i64 1
  %563 = insertelement <2 x double> poison, double %554, i64 0
  %564 = insertelement <2 x double> %563, double %560, i64 1
  %565 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %562, <2 x double> %564, <2 x double> %557)
  %566 = shufflevector <2 x double> %565, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %567 = fsub <2 x double> %565, %566
  %568 = extractelement <2 x double> %567, i64 0
  %569 = fdiv double %568, %118
  %570 = tail call double @llvm.fabs.f64(double %569)
  %571 = fcmp ogt double %570, 1.000000e+00
  %572 = select i1 %571, double %570, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %517, ptr %2, align 8, !tbaa !9
  %573 = load volatile double, ptr %2, align 8, !tbaa !9
  %574 = tail call double @llvm.fabs.f64(double %573)
  %575 = fcmp ueq double %574, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %575, label %587, label %576

576:                                              ; preds = %551
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %569, ptr %1, align 8, !tbaa !9
  %577 = load volatile double, ptr %1, align 8, !tbaa !9
  %578 = tail call double @llvm.fabs.f64(double %577)
  %579 = fcmp ueq double %578, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %579, label %587, label %580

580:                                              ; preds = %576
  %581 = fsub double %517, %569
  %582 = tail call double @llvm.fabs.f64(double %581)
  %583 = fmul double %572, 0x3EB0C6F7A0B5ED8D
  %584 = fcmp ole double %582, %583
  %585 = select i1 %584, ptr @.str.11, ptr @.str.12
  %586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %28, double noundef %517, double noundef %569, ptr noundef nonnull %585)
  br i1 %584, label %592, label %589

587:                                              ; preds = %576, %551
  %588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %28, double noundef %517, double noundef %569, ptr noundef nonnull @.str.12)
  br label %589

589:                                              ; preds = %587, %580
  %590 = load i32, ptr @n_fail, align 4, !tbaa !5
  %591 = add nsw i32 %590, 1
  store i32 %591, ptr @n_fail, align 4, !tbaa !5
  br label %592

592:                                              ; preds = %580, %589
  %593 = add nuw nsw i64 %24, 1
  %594 = icmp eq i64 %593, 5
  br i1 %594, label %17, label %23, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %0
  %4 = fmul double %0, %1
  %5 = tail call double @sin(double noundef %4) #10
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  %7 = fmul double %1, 3.000000e-01
  %8 = tail call double @exp(double noundef %7) #10
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %10 = fdiv double %8, %9
  %11 = fadd double %6, %10
  ret double %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, i32 noundef %1, double noundef %2) #4 {
  %4 = icmp slt i32 %1, 1
  br i1 %4, label %25, label %5

5:                                                ; preds = %3
  %6 = and i32 %1, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483646
  br label %28

10:                                               ; preds = %28
  %11 = uitofp nneg i32 %49 to double
  br label %12

12:                                               ; preds = %10, %5
  %13 = phi double [ poison, %5 ], [ %48, %10 ]
  %14 = phi double [ 1.000000e+00, %5 ], [ %11, %10 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %48, %10 ]
  %16 = icmp eq i32 %6, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %12
  %18 = fmul double %14, %0
  %19 = tail call double @sin(double noundef %18) #10
  %20 = fdiv double %2, %14
  %21 = tail call double @cos(double noundef %20) #10
  %22 = fmul double %19, %21
  %23 = fdiv double %22, %14
  %24 = fadd double %15, %23
  br label %25

25:                                               ; preds = %17, %12, %3
  %26 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %24, %17 ]
  %27 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %26)
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i32 [ 1, %8 ], [ %49, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %48, %28 ]
  %31 = phi i32 [ 0, %8 ], [ %50, %28 ]
  %32 = uitofp nneg i32 %29 to double
  %33 = fmul double %32, %0
  %34 = tail call double @sin(double noundef %33) #10
  %35 = fdiv double %2, %32
  %36 = tail call double @cos(double noundef %35) #10
  %37 = fmul double %34, %36
  %38 = fdiv double %37, %32
  %39 = fadd double %30, %38
  %40 = add nuw i32 %29, 1
  %41 = uitofp nneg i32 %40 to double
  %42 = fmul double %41, %0
  %43 = tail call double @sin(double noundef %42) #10
  %44 = fdiv double %2, %41
  %45 = tail call double @cos(double noundef %44) #10
  %46 = fmul double %43, %45
  %47 = fdiv double %46, %41
  %48 = fadd double %39, %47
  %49 = add nuw i32 %29, 2
  %50 = add i32 %31, 2
  %51 = icmp eq i32 %50, %9
  br i1 %51, label %10, label %28, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @h(double noundef %0, double noundef %1, double noundef %2) #3 {
  %4 = fmul double %0, %1
  %5 = tail call double @llvm.fmuladd.f64(double %2, double %2, double 1.000000e+00)
  %6 = tail call double @log(double noundef %5) #10
  %7 = fmul double %6, %1
  %8 = fdiv double %7, %0
  %9 = tail call double @llvm.fmuladd.f64(double %4, double %1, double %8)
  ret double %9
}

; Function Attrs: nounwind uwtable
define internal double @k3(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = tail call double @hypot(double noundef %0, double noundef %1) #10
  %5 = fsub double %2, %0
  %6 = tail call double @atan(double noundef %5) #10
  %7 = fmul double %1, %2
  %8 = tail call double @llvm.fmuladd.f64(double %4, double %6, double %7)
  ret double %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
