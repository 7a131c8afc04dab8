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
  br label %17

11:                                               ; preds = %461
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  ret i32 %16

17:                                               ; preds = %0, %461
  %18 = phi i64 [ 0, %0 ], [ %462, %461 ]
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_nest, double noundef %20) #11
  %26 = insertelement <2 x double> poison, double %20, i64 0
  %27 = insertelement <2 x double> poison, double %20, i64 0
  %28 = insertelement <2 x double> poison, double %24, i64 0
  %29 = insertelement <2 x double> poison, double %24, i64 0
  %30 = fadd <2 x double> %27, %29
  %31 = fsub <2 x double> %26, %28
  %32 = shufflevector <2 x double> %30, <2 x double> %31, <2 x i32> <i32 0, i32 2>
  %33 = extractelement <2 x double> %30, i64 0
  %34 = tail call double @fixed_nest(double noundef %33) #11, !callees !11
  %35 = extractelement <2 x double> %31, i64 0
  %36 = tail call double @fixed_nest(double noundef %35) #11, !callees !11
  %37 = fsub double %34, %36
  %38 = fsub double %33, %35
  %39 = fdiv double %37, %38
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ogt double %40, 1.000000e+00
  %42 = select i1 %41, double %40, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %25, ptr %10, align 8, !tbaa !9
  %43 = load volatile double, ptr %10, align 8, !tbaa !9
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %45, label %57, label %46

46:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %39, ptr %9, align 8, !tbaa !9
  %47 = load volatile double, ptr %9, align 8, !tbaa !9
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ueq double %48, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %49, label %57, label %50

50:                                               ; preds = %46
  %51 = fsub double %25, %39
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = fmul double %42, 0x3EB0C6F7A0B5ED8D
  %54 = fcmp ole double %52, %53
  %55 = select i1 %54, ptr @.str.8, ptr @.str.9
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %20, double noundef %25, double noundef %39, ptr noundef nonnull %55)
  br i1 %54, label %62, label %59

57:                                               ; preds = %46, %17
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %20, double noundef %25, double noundef %39, ptr noundef nonnull @.str.9)
  br label %59

59:                                               ; preds = %57, %50
  %60 = load i32, ptr @n_fail, align 4, !tbaa !5
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr @n_fail, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %50, %59
  %63 = shl nuw nsw i64 %18, 2
  %64 = or disjoint i64 %63, 3
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triangle, double noundef %20, i32 noundef %65) #11
  %67 = fmul double %33, 1.000000e-02
  %68 = fneg double %33
  br label %69

69:                                               ; preds = %75, %62
  %70 = phi i32 [ 1, %62 ], [ %76, %75 ]
  %71 = phi i32 [ 0, %62 ], [ %73, %75 ]
  %72 = phi double [ 0.000000e+00, %62 ], [ %87, %75 ]
  %73 = add nuw nsw i32 %71, 1
  %74 = uitofp nneg i32 %73 to double
  br label %79

75:                                               ; preds = %79
  %76 = add nuw nsw i32 %70, 1
  %77 = zext nneg i32 %73 to i64
  %78 = icmp eq i64 %64, %77
  br i1 %78, label %90, label %69, !llvm.loop !12

79:                                               ; preds = %79, %69
  %80 = phi i32 [ 0, %69 ], [ %88, %79 ]
  %81 = phi double [ %72, %69 ], [ %87, %79 ]
  %82 = uitofp nneg i32 %80 to double
  %83 = fmul double %68, %82
  %84 = tail call double @exp(double noundef %83) #11
  %85 = fdiv double %84, %74
  %86 = tail call double @llvm.fmuladd.f64(double %67, double %81, double %85)
  %87 = fadd double %81, %86
  %88 = add nuw nsw i32 %80, 1
  %89 = icmp eq i32 %88, %70
  br i1 %89, label %75, label %79, !llvm.loop !14

90:                                               ; preds = %75
  %91 = fmul double %35, 1.000000e-02
  %92 = fneg double %35
  br label %93

93:                                               ; preds = %99, %90
  %94 = phi i32 [ 1, %90 ], [ %100, %99 ]
  %95 = phi i32 [ 0, %90 ], [ %97, %99 ]
  %96 = phi double [ 0.000000e+00, %90 ], [ %111, %99 ]
  %97 = add nuw nsw i32 %95, 1
  %98 = uitofp nneg i32 %97 to double
  br label %103

99:                                               ; preds = %103
  %100 = add nuw nsw i32 %94, 1
  %101 = zext nneg i32 %97 to i64
  %102 = icmp eq i64 %64, %101
  br i1 %102, label %114, label %93, !llvm.loop !12

103:                                              ; preds = %103, %93
  %104 = phi i32 [ 0, %93 ], [ %112, %103 ]
  %105 = phi double [ %96, %93 ], [ %111, %103 ]
  %106 = uitofp nneg i32 %104 to double
  %107 = fmul double %92, %106
  %108 = tail call double @exp(double noundef %107) #11
  %109 = fdiv double %108, %98
  %110 = tail call double @llvm.fmuladd.f64(double %91, double %105, double %109)
  %111 = fadd double %105, %110
  %112 = add nuw nsw i32 %104, 1
  %113 = icmp eq i32 %112, %94
  br i1 %113, label %99, label %103, !llvm.loop !14

114:                                              ; preds = %99
  %115 = fsub double %87, %111
  %116 = fmul double %24, 2.000000e+00
  %117 = fdiv double %115, %116
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = fcmp ogt double %118, 1.000000e+00
  %120 = select i1 %119, double %118, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %66, ptr %8, align 8, !tbaa !9
  %121 = load volatile double, ptr %8, align 8, !tbaa !9
  %122 = tail call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %123, label %135, label %124

124:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %117, ptr %7, align 8, !tbaa !9
  %125 = load volatile double, ptr %7, align 8, !tbaa !9
  %126 = tail call double @llvm.fabs.f64(double %125)
  %127 = fcmp ueq double %126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %127, label %135, label %128

128:                                              ; preds = %124
  %129 = fsub double %66, %117
  %130 = tail call double @llvm.fabs.f64(double %129)
  %131 = fmul double %120, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp ole double %130, %131
  %133 = select i1 %132, ptr @.str.8, ptr @.str.9
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %20, double noundef %66, double noundef %117, ptr noundef nonnull %133)
  br i1 %132, label %140, label %137

135:                                              ; preds = %124, %114
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %20, double noundef %66, double noundef %117, ptr noundef nonnull @.str.9)
  br label %137

137:                                              ; preds = %135, %128
  %138 = load i32, ptr @n_fail, align 4, !tbaa !5
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr @n_fail, align 4, !tbaa !5
  br label %140

140:                                              ; preds = %128, %137
  %141 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %142 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @three_level, double noundef %20, i32 noundef %141, i32 noundef %65) #11
  br label %143

143:                                              ; preds = %140, %155
  %144 = phi i2 [ %157, %155 ], [ 0, %140 ]
  %145 = phi double [ %156, %155 ], [ 1.000000e+00, %140 ]
  %146 = phi i32 [ %147, %155 ], [ 0, %140 ]
  %147 = add nuw nsw i32 %146, 1
  %148 = uitofp nneg i32 %147 to double
  %149 = fdiv double %33, %148
  %150 = fadd double %149, 0.000000e+00
  %151 = tail call double @sin(double noundef %150) #11
  %152 = tail call double @llvm.fmuladd.f64(double %151, double 1.000000e-01, double 1.000000e+00)
  %153 = fmul double %145, %152
  %154 = icmp eq i2 %144, 0
  br i1 %154, label %155, label %160, !llvm.loop !15

155:                                              ; preds = %190, %173, %160, %143
  %156 = phi double [ %153, %143 ], [ %171, %160 ], [ %188, %173 ], [ %209, %190 ]
  %157 = add i2 %144, -1
  %158 = zext nneg i32 %147 to i64
  %159 = icmp eq i64 %64, %158
  br i1 %159, label %210, label %143, !llvm.loop !16

160:                                              ; preds = %143
  %161 = add nuw nsw i32 %146, 2
  %162 = uitofp nneg i32 %161 to double
  %163 = fdiv double %33, %162
  %164 = fadd double %163, 0.000000e+00
  %165 = add nuw i32 %146, 3
  %166 = uitofp i32 %165 to double
  %167 = fdiv double %33, %166
  %168 = fadd double %164, %167
  %169 = tail call double @sin(double noundef %168) #11
  %170 = tail call double @llvm.fmuladd.f64(double %169, double 1.000000e-01, double 1.000000e+00)
  %171 = fmul double %153, %170
  %172 = icmp eq i2 %144, 1
  br i1 %172, label %155, label %173, !llvm.loop !15

173:                                              ; preds = %160
  %174 = add nuw nsw i32 %146, 3
  %175 = uitofp nneg i32 %174 to double
  %176 = fdiv double %33, %175
  %177 = fadd double %176, 0.000000e+00
  %178 = add nuw i32 %146, 4
  %179 = uitofp i32 %178 to double
  %180 = fdiv double %33, %179
  %181 = fadd double %177, %180
  %182 = add nuw i32 %146, 5
  %183 = uitofp i32 %182 to double
  %184 = fdiv double %33, %183
  %185 = fadd double %181, %184
  %186 = tail call double @sin(double noundef %185) #11
  %187 = tail call double @llvm.fmuladd.f64(double %186, double 1.000000e-01, double 1.000000e+00)
  %188 = fmul double %171, %187
  %189 = icmp eq i2 %144, -2
  br i1 %189, label %155, label %190, !llvm.loop !15

190:                                              ; preds = %173
  %191 = add nuw nsw i32 %146, 4
  %192 = uitofp nneg i32 %191 to double
  %193 = fdiv double %33, %192
  %194 = fadd double %193, 0.000000e+00
  %195 = add nuw i32 %146, 5
  %196 = uitofp i32 %195 to double
  %197 = fdiv double %33, %196
  %198 = fadd double %194, %197
  %199 = add nuw i32 %146, 6
  %200 = uitofp i32 %199 to double
  %201 = fdiv double %33, %200
  %202 = fadd double %198, %201
  %203 = add nuw i32 %146, 7
  %204 = uitofp i32 %203 to double
  %205 = fdiv double %33, %204
  %206 = fadd double %202, %205
  %207 = tail call double @sin(double noundef %206) #11
  %208 = tail call double @llvm.fmuladd.f64(double %207, double 1.000000e-01, double 1.000000e+00)
  %209 = fmul double %188, %208
  br label %155

210:                                              ; preds = %155, %222
  %211 = phi i2 [ %224, %222 ], [ 0, %155 ]
  %212 = phi double [ %223, %222 ], [ 1.000000e+00, %155 ]
  %213 = phi i32 [ %214, %222 ], [ 0, %155 ]
  %214 = add nuw nsw i32 %213, 1
  %215 = uitofp nneg i32 %214 to double
  %216 = fdiv double %35, %215
  %217 = fadd double %216, 0.000000e+00
  %218 = tail call double @sin(double noundef %217) #11
  %219 = tail call double @llvm.fmuladd.f64(double %218, double 1.000000e-01, double 1.000000e+00)
  %220 = fmul double %212, %219
  %221 = icmp eq i2 %211, 0
  br i1 %221, label %222, label %227, !llvm.loop !15

222:                                              ; preds = %257, %240, %227, %210
  %223 = phi double [ %220, %210 ], [ %238, %227 ], [ %255, %240 ], [ %276, %257 ]
  %224 = add i2 %211, -1
  %225 = zext nneg i32 %214 to i64
  %226 = icmp eq i64 %64, %225
  br i1 %226, label %277, label %210, !llvm.loop !16

227:                                              ; preds = %210
  %228 = add nuw nsw i32 %213, 2
  %229 = uitofp nneg i32 %228 to double
  %230 = fdiv double %35, %229
  %231 = fadd double %230, 0.000000e+00
  %232 = add nuw i32 %213, 3
  %233 = uitofp i32 %232 to double
  %234 = fdiv double %35, %233
  %235 = fadd double %231, %234
  %236 = tail call double @sin(double noundef %235) #11
  %237 = tail call double @llvm.fmuladd.f64(double %236, double 1.000000e-01, double 1.000000e+00)
  %238 = fmul double %220, %237
  %239 = icmp eq i2 %211, 1
  br i1 %239, label %222, label %240, !llvm.loop !15

240:                                              ; preds = %227
  %241 = add nuw nsw i32 %213, 3
  %242 = uitofp nneg i32 %241 to double
  %243 = fdiv double %35, %242
  %244 = fadd double %243, 0.000000e+00
  %245 = add nuw i32 %213, 4
  %246 = uitofp i32 %245 to double
  %247 = fdiv double %35, %246
  %248 = fadd double %244, %247
  %249 = add nuw i32 %213, 5
  %250 = uitofp i32 %249 to double
  %251 = fdiv double %35, %250
  %252 = fadd double %248, %251
  %253 = tail call double @sin(double noundef %252) #11
  %254 = tail call double @llvm.fmuladd.f64(double %253, double 1.000000e-01, double 1.000000e+00)
  %255 = fmul double %238, %254
  %256 = icmp eq i2 %211, -2
  br i1 %256, label %222, label %257, !llvm.loop !15

257:                                              ; preds = %240
  %258 = add nuw nsw i32 %213, 4
  %259 = uitofp nneg i32 %258 to double
  %260 = fdiv double %35, %259
  %261 = fadd double %260, 0.000000e+00
  %262 = add nuw i32 %213, 5
  %263 = uitofp i32 %262 to double
  %264 = fdiv double %35, %263
  %265 = fadd double %261, %264
  %266 = add nuw i32 %213, 6
  %267 = uitofp i32 %266 to double
  %268 = fdiv double %35, %267
  %269 = fadd double %265, %268
  %270 = add nuw i32 %213, 7
  %271 = uitofp i32 %270 to double
  %272 = fdiv double %35, %271
  %273 = fadd double %269, %272
  %274 = tail call double @sin(double noundef %273) #11
  %275 = tail call double @llvm.fmuladd.f64(double %274, double 1.000000e-01, double 1.000000e+00)
  %276 = fmul double %255, %275
  br label %222

277:                                              ; preds = %222
  %278 = fsub double %156, %223
  %279 = fdiv double %278, %116
  %280 = tail call double @llvm.fabs.f64(double %279)
  %281 = fcmp ogt double %280, 1.000000e+00
  %282 = select i1 %281, double %280, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %142, ptr %6, align 8, !tbaa !9
  %283 = load volatile double, ptr %6, align 8, !tbaa !9
  %284 = tail call double @llvm.fabs.f64(double %283)
  %285 = fcmp ueq double %284, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %285, label %297, label %286

286:                                              ; preds = %277
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %279, ptr %5, align 8, !tbaa !9
  %287 = load volatile double, ptr %5, align 8, !tbaa !9
  %288 = tail call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %289, label %297, label %290

290:                                              ; preds = %286
  %291 = fsub double %142, %279
  %292 = tail call double @llvm.fabs.f64(double %291)
  %293 = fmul double %282, 0x3EB0C6F7A0B5ED8D
  %294 = fcmp ole double %292, %293
  %295 = select i1 %294, ptr @.str.8, ptr @.str.9
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %20, double noundef %142, double noundef %279, ptr noundef nonnull %295)
  br i1 %294, label %302, label %299

297:                                              ; preds = %286, %277
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %20, double noundef %142, double noundef %279, ptr noundef nonnull @.str.9)
  br label %299

299:                                              ; preds = %297, %290
  %300 = load i32, ptr @n_fail, align 4, !tbaa !5
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr @n_fail, align 4, !tbaa !5
  br label %302

302:                                              ; preds = %290, %299
  %303 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @data_nest, double noundef %20) #11
  %304 = tail call double @llvm.fabs.f64(double %33)
  %305 = fmul double %304, 3.000000e+00
  %306 = fptosi double %305 to i32
  %307 = icmp slt i32 %306, -1
  br i1 %307, label %335, label %308

308:                                              ; preds = %302
  %309 = add i32 %306, 2
  %310 = fmul <2 x double> %32, %32
  %311 = extractelement <2 x double> %310, i64 0
  %312 = mul nsw i32 %309, %309
  %313 = uitofp nneg i32 %312 to double
  %314 = tail call i32 @llvm.smax.i32(i32 %309, i32 1)
  br label %315

315:                                              ; preds = %320, %308
  %316 = phi i32 [ 1, %308 ], [ %324, %320 ]
  %317 = phi double [ 0.000000e+00, %308 ], [ %323, %320 ]
  %318 = shl nuw nsw i32 %316, 1
  %319 = uitofp nneg i32 %316 to double
  br label %326

320:                                              ; preds = %326
  %321 = fmul double %332, %332
  %322 = fdiv double %321, %313
  %323 = fadd double %317, %322
  %324 = add nuw i32 %316, 1
  %325 = icmp eq i32 %316, %314
  br i1 %325, label %335, label %315, !llvm.loop !17

326:                                              ; preds = %326, %315
  %327 = phi i32 [ %316, %315 ], [ %333, %326 ]
  %328 = phi double [ 0.000000e+00, %315 ], [ %332, %326 ]
  %329 = uitofp nneg i32 %327 to double
  %330 = fdiv double %311, %329
  %331 = tail call double @llvm.fmuladd.f64(double %68, double %319, double %330)
  %332 = fadd double %328, %331
  %333 = add nuw nsw i32 %327, 1
  %334 = icmp ult i32 %333, %318
  br i1 %334, label %326, label %320, !llvm.loop !18

335:                                              ; preds = %320, %302
  %336 = phi double [ 0.000000e+00, %302 ], [ %323, %320 ]
  %337 = tail call double @llvm.fabs.f64(double %35)
  %338 = fmul double %337, 3.000000e+00
  %339 = fptosi double %338 to i32
  %340 = icmp slt i32 %339, -1
  br i1 %340, label %367, label %341

341:                                              ; preds = %335
  %342 = add i32 %339, 2
  %343 = fmul double %35, %35
  %344 = mul nsw i32 %342, %342
  %345 = uitofp nneg i32 %344 to double
  %346 = tail call i32 @llvm.smax.i32(i32 %342, i32 1)
  br label %347

347:                                              ; preds = %352, %341
  %348 = phi i32 [ 1, %341 ], [ %356, %352 ]
  %349 = phi double [ 0.000000e+00, %341 ], [ %355, %352 ]
  %350 = shl nuw nsw i32 %348, 1
  %351 = uitofp nneg i32 %348 to double
  br label %358

352:                                              ; preds = %358
  %353 = fmul double %364, %364
  %354 = fdiv double %353, %345
  %355 = fadd double %349, %354
  %356 = add nuw i32 %348, 1
  %357 = icmp eq i32 %348, %346
  br i1 %357, label %367, label %347, !llvm.loop !17

358:                                              ; preds = %358, %347
  %359 = phi i32 [ %348, %347 ], [ %365, %358 ]
  %360 = phi double [ 0.000000e+00, %347 ], [ %364, %358 ]
  %361 = uitofp nneg i32 %359 to double
  %362 = fdiv double %343, %361
  %363 = tail call double @llvm.fmuladd.f64(double %92, double %351, double %362)
  %364 = fadd double %360, %363
  %365 = add nuw nsw i32 %359, 1
  %366 = icmp ult i32 %365, %350
  br i1 %366, label %358, label %352, !llvm.loop !18

367:                                              ; preds = %352, %335
  %368 = phi double [ 0.000000e+00, %335 ], [ %355, %352 ]
  %369 = fsub double %336, %368
  %370 = fdiv double %369, %38
  %371 = tail call double @llvm.fabs.f64(double %370)
  %372 = fcmp ogt double %371, 1.000000e+00
  %373 = select i1 %372, double %371, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %303, ptr %4, align 8, !tbaa !9
  %374 = load volatile double, ptr %4, align 8, !tbaa !9
  %375 = tail call double @llvm.fabs.f64(double %374)
  %376 = fcmp ueq double %375, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %376, label %388, label %377

377:                                              ; preds = %367
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %370, ptr %3, align 8, !tbaa !9
  %378 = load volatile double, ptr %3, align 8, !tbaa !9
  %379 = tail call double @llvm.fabs.f64(double %378)
  %380 = fcmp ueq double %379, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %380, label %388, label %381

381:                                              ; preds = %377
  %382 = fsub double %303, %370
  %383 = tail call double @llvm.fabs.f64(double %382)
  %384 = fmul double %373, 0x3EB0C6F7A0B5ED8D
  %385 = fcmp ole double %383, %384
  %386 = select i1 %385, ptr @.str.8, ptr @.str.9
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %20, double noundef %303, double noundef %370, ptr noundef nonnull %386)
  br i1 %385, label %393, label %390

388:                                              ; preds = %377, %367
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %20, double noundef %303, double noundef %370, ptr noundef nonnull @.str.9)
  br label %390

390:                                              ; preds = %388, %381
  %391 = load i32, ptr @n_fail, align 4, !tbaa !5
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr @n_fail, align 4, !tbaa !5
  br label %393

393:                                              ; preds = %381, %390
  %394 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_array, double noundef %20) #11
  %395 = fadd <2 x double> %32, <double 2.000000e+00, double 2.000000e+00>
  %396 = fmul <2 x double> %32, <double 5.000000e-01, double 5.000000e-01>
  %397 = fdiv <2 x double> %32, <double 3.000000e+00, double 3.000000e+00>
  %398 = fmul <2 x double> %32, <double 2.500000e-01, double 2.500000e-01>
  %399 = fdiv <2 x double> %32, <double 5.000000e+00, double 5.000000e+00>
  %400 = fdiv <2 x double> %32, <double 6.000000e+00, double 6.000000e+00>
  %401 = fdiv <2 x double> %32, <double 7.000000e+00, double 7.000000e+00>
  %402 = fmul <2 x double> %32, <double 1.250000e-01, double 1.250000e-01>
  %403 = fdiv <2 x double> %32, <double 9.000000e+00, double 9.000000e+00>
  %404 = fdiv <2 x double> %32, <double 1.000000e+01, double 1.000000e+01>
  %405 = fmul <2 x double> %395, %395
  %406 = fmul <2 x double> %399, %399
  %407 = fmul <2 x double> %400, %400
  %408 = fmul <2 x double> %396, %396
  %409 = fmul <2 x double> %397, %397
  %410 = fmul <2 x double> %398, %398
  %411 = fadd <2 x double> %408, %405
  %412 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %411)
  %413 = fadd <2 x double> %409, %412
  %414 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %413)
  %415 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %414)
  %416 = fadd <2 x double> %410, %415
  %417 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %406, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %416)
  %418 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %407, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %417)
  %419 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %418)
  %420 = fadd <2 x double> %406, %419
  %421 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %407, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %420)
  %422 = fmul <2 x double> %401, %401
  %423 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %422, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %421)
  %424 = fmul <2 x double> %402, %402
  %425 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %424, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %423)
  %426 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %425)
  %427 = fadd <2 x double> %407, %426
  %428 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %422, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %427)
  %429 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %424, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %428)
  %430 = fmul <2 x double> %403, %403
  %431 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %430, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %429)
  %432 = fmul <2 x double> %404, %404
  %433 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %432, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %431)
  %434 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> <double 6.000000e+00, double 6.000000e+00>, <2 x double> %433)
  %435 = shufflevector <2 x double> %434, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %436 = fsub <2 x double> %434, %435
  %437 = extractelement <2 x double> %436, i64 0
  %438 = fdiv double %437, %38
  %439 = tail call double @llvm.fabs.f64(double %438)
  %440 = fcmp ogt double %439, 1.000000e+00
  %441 = select i1 %440, double %439, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %394, ptr %2, align 8, !tbaa !9
  %442 = load volatile double, ptr %2, align 8, !tbaa !9
  %443 = tail call double @llvm.fabs.f64(double %442)
  %444 = fcmp ueq double %443, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %444, label %456, label %445

445:                                              ; preds = %393
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %438, ptr %1, align 8, !tbaa !9
  %446 = load volatile double, ptr %1, align 8, !tbaa !9
  %447 = tail call double @llvm.fabs.f64(double %446)
  %448 = fcmp ueq double %447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %448, label %456, label %449

449:                                              ; preds = %445
  %450 = fsub double %394, %438
  %451 = tail call double @llvm.fabs.f64(double %450)
  %452 = fmul double %441, 0x3EB0C6F7A0B5ED8D
  %453 = fcmp ole double %451, %452
  %454 = select i1 %453, ptr @.str.8, ptr @.str.9
  %455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %20, double noundef %394, double noundef %438, ptr noundef nonnull %454)
  br i1 %453, label %461, label %458

456:                                              ; preds = %445, %393
  %457 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %20, double noundef %394, double noundef %438, ptr noundef nonnull @.str.9)
  br label %458

458:                                              ; preds = %456, %449
  %459 = load i32, ptr @n_fail, align 4, !tbaa !5
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr @n_fail, align 4, !tbaa !5
  br label %461

461:                                              ; preds = %449, %458
  %462 = add nuw nsw i64 %18, 1
  %463 = icmp eq i64 %462, 4
  br i1 %463, label %11, label %17, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fixed_nest(double noundef %0) #4 {
  %2 = tail call double @sin(double noundef %0) #11
  %3 = fmul double %0, 0.000000e+00
  %4 = tail call double @cos(double noundef %3) #11
  %5 = fmul double %2, %4
  %6 = fadd double %5, 0.000000e+00
  %7 = tail call double @sin(double noundef %0) #11
  %8 = tail call double @cos(double noundef %0) #11
  %9 = fmul double %7, %8
  %10 = fmul double %9, 5.000000e-01
  %11 = fadd double %6, %10
  %12 = tail call double @sin(double noundef %0) #11
  %13 = fmul double %0, 2.000000e+00
  %14 = tail call double @cos(double noundef %13) #11
  %15 = fmul double %12, %14
  %16 = fdiv double %15, 3.000000e+00
  %17 = fadd double %11, %16
  %18 = tail call double @sin(double noundef %0) #11
  %19 = fmul double %0, 3.000000e+00
  %20 = tail call double @cos(double noundef %19) #11
  %21 = fmul double %18, %20
  %22 = fmul double %21, 2.500000e-01
  %23 = fadd double %17, %22
  %24 = tail call double @sin(double noundef %0) #11
  %25 = fmul double %0, 4.000000e+00
  %26 = tail call double @cos(double noundef %25) #11
  %27 = fmul double %24, %26
  %28 = fdiv double %27, 5.000000e+00
  %29 = fadd double %23, %28
  %30 = tail call double @sin(double noundef %13) #11
  %31 = tail call double @cos(double noundef %3) #11
  %32 = fmul double %30, %31
  %33 = fmul double %32, 5.000000e-01
  %34 = fadd double %29, %33
  %35 = tail call double @sin(double noundef %13) #11
  %36 = tail call double @cos(double noundef %0) #11
  %37 = fmul double %35, %36
  %38 = fdiv double %37, 3.000000e+00
  %39 = fadd double %34, %38
  %40 = tail call double @sin(double noundef %13) #11
  %41 = tail call double @cos(double noundef %13) #11
  %42 = fmul double %40, %41
  %43 = fmul double %42, 2.500000e-01
  %44 = fadd double %39, %43
  %45 = tail call double @sin(double noundef %13) #11
  %46 = tail call double @cos(double noundef %19) #11
  %47 = fmul double %45, %46
  %48 = fdiv double %47, 5.000000e+00
  %49 = fadd double %44, %48
  %50 = tail call double @sin(double noundef %13) #11
  %51 = tail call double @cos(double noundef %25) #11
  %52 = fmul double %50, %51
  %53 = fdiv double %52, 6.000000e+00
  %54 = fadd double %49, %53
  %55 = tail call double @sin(double noundef %19) #11
  %56 = tail call double @cos(double noundef %3) #11
  %57 = fmul double %55, %56
  %58 = fdiv double %57, 3.000000e+00
  %59 = fadd double %54, %58
  %60 = tail call double @sin(double noundef %19) #11
  %61 = tail call double @cos(double noundef %0) #11
  %62 = fmul double %60, %61
  %63 = fmul double %62, 2.500000e-01
  %64 = fadd double %59, %63
  %65 = tail call double @sin(double noundef %19) #11
  %66 = tail call double @cos(double noundef %13) #11
  %67 = fmul double %65, %66
  %68 = fdiv double %67, 5.000000e+00
  %69 = fadd double %64, %68
  %70 = tail call double @sin(double noundef %19) #11
  %71 = tail call double @cos(double noundef %19) #11
  %72 = fmul double %70, %71
  %73 = fdiv double %72, 6.000000e+00
  %74 = fadd double %69, %73
  %75 = tail call double @sin(double noundef %19) #11
  %76 = tail call double @cos(double noundef %25) #11
  %77 = fmul double %75, %76
  %78 = fdiv double %77, 7.000000e+00
  %79 = fadd double %74, %78
  %80 = tail call double @sin(double noundef %25) #11
  %81 = tail call double @cos(double noundef %3) #11
  %82 = fmul double %80, %81
  %83 = fmul double %82, 2.500000e-01
  %84 = fadd double %79, %83
  %85 = tail call double @sin(double noundef %25) #11
  %86 = tail call double @cos(double noundef %0) #11
  %87 = fmul double %85, %86
  %88 = fdiv double %87, 5.000000e+00
  %89 = fadd double %84, %88
  %90 = tail call double @sin(double noundef %25) #11
  %91 = tail call double @cos(double noundef %13) #11
  %92 = fmul double %90, %91
  %93 = fdiv double %92, 6.000000e+00
  %94 = fadd double %89, %93
  %95 = tail call double @sin(double noundef %25) #11
  %96 = tail call double @cos(double noundef %19) #11
  %97 = fmul double %95, %96
  %98 = fdiv double %97, 7.000000e+00
  %99 = fadd double %94, %98
  %100 = tail call double @sin(double noundef %25) #11
  %101 = tail call double @cos(double noundef %25) #11
  %102 = fmul double %100, %101
  %103 = fmul double %102, 1.250000e-01
  %104 = fadd double %99, %103
  %105 = fmul double %0, 5.000000e+00
  %106 = tail call double @sin(double noundef %105) #11
  %107 = tail call double @cos(double noundef %3) #11
  %108 = fmul double %106, %107
  %109 = fdiv double %108, 5.000000e+00
  %110 = fadd double %104, %109
  %111 = tail call double @sin(double noundef %105) #11
  %112 = tail call double @cos(double noundef %0) #11
  %113 = fmul double %111, %112
  %114 = fdiv double %113, 6.000000e+00
  %115 = fadd double %110, %114
  %116 = tail call double @sin(double noundef %105) #11
  %117 = tail call double @cos(double noundef %13) #11
  %118 = fmul double %116, %117
  %119 = fdiv double %118, 7.000000e+00
  %120 = fadd double %115, %119
  %121 = tail call double @sin(double noundef %105) #11
  %122 = tail call double @cos(double noundef %19) #11
  %123 = fmul double %121, %122
  %124 = fmul double %123, 1.250000e-01
  %125 = fadd double %120, %124
  %126 = tail call double @sin(double noundef %105) #11
  %127 = tail call double @cos(double noundef %25) #11
  %128 = fmul double %126, %127
  %129 = fdiv double %128, 9.000000e+00
  %130 = fadd double %125, %129
  %131 = fmul double %0, 6.000000e+00
  %132 = tail call double @sin(double noundef %131) #11
  %133 = tail call double @cos(double noundef %3) #11
  %134 = fmul double %132, %133
  %135 = fdiv double %134, 6.000000e+00
  %136 = fadd double %130, %135
  %137 = tail call double @sin(double noundef %131) #11
  %138 = tail call double @cos(double noundef %0) #11
  %139 = fmul double %137, %138
  %140 = fdiv double %139, 7.000000e+00
  %141 = fadd double %136, %140
  %142 = tail call double @sin(double noundef %131) #11
  %143 = tail call double @cos(double noundef %13) #11
  %144 = fmul double %142, %143
  %145 = fmul double %144, 1.250000e-01
  %146 = fadd double %141, %145
  %147 = tail call double @sin(double noundef %131) #11
  %148 = tail call double @cos(double noundef %19) #11
  %149 = fmul double %147, %148
  %150 = fdiv double %149, 9.000000e+00
  %151 = fadd double %146, %150
  %152 = tail call double @sin(double noundef %131) #11
  %153 = tail call double @cos(double noundef %25) #11
  %154 = fmul double %0, 7.000000e+00
  %155 = tail call double @sin(double noundef %154) #11
  %156 = tail call double @cos(double noundef %3) #11
  %157 = insertelement <2 x double> poison, double %152, i64 0
  %158 = insertelement <2 x double> %157, double %155, i64 1
  %159 = insertelement <2 x double> poison, double %153, i64 0
  %160 = insertelement <2 x double> %159, double %156, i64 1
  %161 = fmul <2 x double> %158, %160
  %162 = fdiv <2 x double> %161, <double 1.000000e+01, double 7.000000e+00>
  %163 = extractelement <2 x double> %162, i64 0
  %164 = fadd double %151, %163
  %165 = extractelement <2 x double> %162, i64 1
  %166 = fadd double %164, %165
  %167 = tail call double @sin(double noundef %154) #11
  %168 = tail call double @cos(double noundef %0) #11
  %169 = fmul double %167, %168
  %170 = fmul double %169, 1.250000e-01
  %171 = fadd double %166, %170
  %172 = tail call double @sin(double noundef %154) #11
  %173 = tail call double @cos(double noundef %13) #11
  %174 = fmul double %172, %173
  %175 = fdiv double %174, 9.000000e+00
  %176 = fadd double %171, %175
  %177 = tail call double @sin(double noundef %154) #11
  %178 = tail call double @cos(double noundef %19) #11
  %179 = tail call double @sin(double noundef %154) #11
  %180 = tail call double @cos(double noundef %25) #11
  %181 = insertelement <2 x double> poison, double %177, i64 0
  %182 = insertelement <2 x double> %181, double %179, i64 1
  %183 = insertelement <2 x double> poison, double %178, i64 0
  %184 = insertelement <2 x double> %183, double %180, i64 1
  %185 = fmul <2 x double> %182, %184
  %186 = fdiv <2 x double> %185, <double 1.000000e+01, double 1.100000e+01>
  %187 = extractelement <2 x double> %186, i64 0
  %188 = fadd double %176, %187
  %189 = extractelement <2 x double> %186, i64 1
  %190 = fadd double %188, %189
  %191 = fmul double %0, 8.000000e+00
  %192 = tail call double @sin(double noundef %191) #11
  %193 = tail call double @cos(double noundef %3) #11
  %194 = fmul double %192, %193
  %195 = fmul double %194, 1.250000e-01
  %196 = fadd double %190, %195
  %197 = tail call double @sin(double noundef %191) #11
  %198 = tail call double @cos(double noundef %0) #11
  %199 = tail call double @sin(double noundef %191) #11
  %200 = tail call double @cos(double noundef %13) #11
  %201 = insertelement <2 x double> poison, double %197, i64 0
  %202 = insertelement <2 x double> %201, double %199, i64 1
  %203 = insertelement <2 x double> poison, double %198, i64 0
  %204 = insertelement <2 x double> %203, double %200, i64 1
  %205 = fmul <2 x double> %202, %204
  %206 = fdiv <2 x double> %205, <double 9.000000e+00, double 1.000000e+01>
  %207 = extractelement <2 x double> %206, i64 0
  %208 = fadd double %196, %207
  %209 = extractelement <2 x double> %206, i64 1
  %210 = fadd double %208, %209
  %211 = tail call double @sin(double noundef %191) #11
  %212 = tail call double @cos(double noundef %19) #11
  %213 = tail call double @sin(double noundef %191) #11
  %214 = tail call double @cos(double noundef %25) #11
  %215 = insertelement <2 x double> poison, double %211, i64 0
  %216 = insertelement <2 x double> %215, double %213, i64 1
  %217 = insertelement <2 x double> poison, double %212, i64 0
  %218 = insertelement <2 x double> %217, double %214, i64 1
  %219 = fmul <2 x double> %216, %218
  %220 = fdiv <2 x double> %219, <double 1.100000e+01, double 1.200000e+01>
  %221 = extractelement <2 x double> %220, i64 0
  %222 = fadd double %210, %221
  %223 = extractelement <2 x double> %220, i64 1
  %224 = fadd double %222, %223
  ret double %224
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @triangle(double noundef %0, i32 noundef %1) #5 {
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
  br i1 %17, label %13, label %7, !llvm.loop !12

18:                                               ; preds = %7, %18
  %19 = phi i32 [ 0, %7 ], [ %27, %18 ]
  %20 = phi double [ %10, %7 ], [ %26, %18 ]
  %21 = uitofp nneg i32 %19 to double
  %22 = fmul double %6, %21
  %23 = tail call double @exp(double noundef %22) #11
  %24 = fdiv double %23, %12
  %25 = tail call double @llvm.fmuladd.f64(double %5, double %20, double %24)
  %26 = fadd double %20, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = icmp eq i32 %27, %8
  br i1 %28, label %15, label %18, !llvm.loop !14
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @three_level(double noundef %0, i32 noundef %1) #5 {
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
  %14 = tail call double @sin(double noundef %13) #11
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 1.000000e-01, double 1.000000e+00)
  %16 = fmul double %8, %15
  %17 = icmp eq i2 %7, 0
  br i1 %17, label %18, label %22, !llvm.loop !15

18:                                               ; preds = %49, %34, %22, %6
  %19 = phi double [ %16, %6 ], [ %32, %22 ], [ %47, %34 ], [ %65, %49 ]
  %20 = add i2 %7, -1
  %21 = icmp eq i32 %10, %1
  br i1 %21, label %4, label %6, !llvm.loop !16

22:                                               ; preds = %6
  %23 = add nuw i32 %9, 2
  %24 = uitofp i32 %23 to double
  %25 = fdiv double %0, %24
  %26 = fadd double %25, 0.000000e+00
  %27 = fadd double %24, 1.000000e+00
  %28 = fdiv double %0, %27
  %29 = fadd double %26, %28
  %30 = tail call double @sin(double noundef %29) #11
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 1.000000e-01, double 1.000000e+00)
  %32 = fmul double %16, %31
  %33 = icmp eq i2 %7, 1
  br i1 %33, label %18, label %34, !llvm.loop !15

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
  %45 = tail call double @sin(double noundef %44) #11
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double 1.000000e+00)
  %47 = fmul double %32, %46
  %48 = icmp eq i2 %7, -2
  br i1 %48, label %18, label %49, !llvm.loop !15

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
  %63 = tail call double @sin(double noundef %62) #11
  %64 = tail call double @llvm.fmuladd.f64(double %63, double 1.000000e-01, double 1.000000e+00)
  %65 = fmul double %47, %64
  br label %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @data_nest(double noundef %0) #6 {
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
  br i1 %25, label %18, label %13, !llvm.loop !17

26:                                               ; preds = %13, %26
  %27 = phi i32 [ %14, %13 ], [ %33, %26 ]
  %28 = phi double [ 0.000000e+00, %13 ], [ %32, %26 ]
  %29 = uitofp nneg i32 %27 to double
  %30 = fdiv double %8, %29
  %31 = tail call double @llvm.fmuladd.f64(double %9, double %17, double %30)
  %32 = fadd double %28, %31
  %33 = add nuw nsw i32 %27, 1
  %34 = icmp ult i32 %33, %16
  br i1 %34, label %26, label %20, !llvm.loop !18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @local_array(double noundef %0) #7 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!11 = !{ptr @data_nest, ptr @fixed_nest, ptr @local_array}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
