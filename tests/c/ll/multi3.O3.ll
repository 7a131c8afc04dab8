; ModuleID = 'multi3.c'
source_filename = "multi3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D3 = type { double, double, double }

@main.xs = internal unnamed_addr constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.200000e+00, double 5.000000e-02], align 16
@main.ys = internal unnamed_addr constant [4 x double] [double 1.100000e+00, double 4.000000e-01, double -6.000000e-01, double 9.000000e-01], align 16
@main.zs = internal unnamed_addr constant [4 x double] [double -5.000000e-01, double 0x3FE6666666666666, double 2.000000e-01, double 1.300000e+00], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"f.dz\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g.dz\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"multi3\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.D3, align 8
  %2 = alloca %struct.D3, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13

7:                                                ; preds = %430
  %8 = load i32, ptr @n_fail, align 4, !tbaa !5
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %8)
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i32
  ret i32 %12

13:                                               ; preds = %0, %430
  %14 = phi i64 [ 0, %0 ], [ %431, %430 ]
  %15 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = getelementptr inbounds [4 x double], ptr @main.ys, i64 0, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = getelementptr inbounds [4 x double], ptr @main.zs, i64 0, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = call double @llvm.fabs.f64(double %16)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = call double @llvm.fabs.f64(double %18)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = call double @llvm.fabs.f64(double %20)
  %30 = fcmp ogt double %29, 1.000000e+00
  %31 = select i1 %30, double %29, double 1.000000e+00
  %32 = fmul double %31, 0x3EB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %1, ptr noundef nonnull @f, double noundef %16, double noundef %18, double noundef %20) #9
  %33 = load double, ptr %1, align 8, !tbaa !11
  %34 = fadd double %16, %24
  %35 = call double @llvm.fmuladd.f64(double %18, double 2.000000e+00, double %34)
  %36 = call double @sin(double noundef %35) #9
  %37 = call double @cos(double noundef %20) #9
  %38 = fmul double %18, %18
  %39 = fsub double %16, %24
  %40 = call double @llvm.fmuladd.f64(double %18, double 2.000000e+00, double %39)
  %41 = call double @sin(double noundef %40) #9
  %42 = call double @cos(double noundef %20) #9
  %43 = insertelement <2 x double> poison, double %18, i64 0
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> zeroinitializer
  %45 = insertelement <2 x double> poison, double %34, i64 0
  %46 = insertelement <2 x double> %45, double %39, i64 1
  %47 = fmul <2 x double> %44, %46
  %48 = insertelement <2 x double> poison, double %36, i64 0
  %49 = insertelement <2 x double> %48, double %41, i64 1
  %50 = insertelement <2 x double> poison, double %37, i64 0
  %51 = insertelement <2 x double> %50, double %42, i64 1
  %52 = fmul <2 x double> %49, %51
  %53 = insertelement <2 x double> poison, double %20, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> %54, <2 x double> %52)
  %56 = insertelement <2 x double> poison, double %38, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %46, <2 x double> %57)
  %59 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %54, <2 x double> %58)
  %60 = fadd <2 x double> %59, <double 1.000000e+00, double 1.000000e+00>
  %61 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %60)
  %62 = fadd <2 x double> %61, %55
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %64 = fsub <2 x double> %62, %63
  %65 = extractelement <2 x double> %64, i64 0
  %66 = fmul double %24, 2.000000e+00
  %67 = fdiv double %65, %66
  %68 = call double @llvm.fabs.f64(double %67)
  %69 = fcmp ogt double %68, 1.000000e+00
  %70 = select i1 %69, double %68, double 1.000000e+00
  %71 = fsub double %33, %67
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = fmul double %70, 0x3EB0C6F7A0B5ED8D
  %74 = fcmp ole double %72, %73
  %75 = select i1 %74, ptr @.str.9, ptr @.str.10
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %16, double noundef %33, double noundef %67, ptr noundef nonnull %75)
  br i1 %74, label %80, label %77

77:                                               ; preds = %13
  %78 = load i32, ptr @n_fail, align 4, !tbaa !5
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %13, %77
  %81 = load double, ptr %3, align 8, !tbaa !13
  %82 = fadd double %18, %28
  %83 = call double @llvm.fmuladd.f64(double %82, double 2.000000e+00, double %16)
  %84 = call double @sin(double noundef %83) #9
  %85 = call double @cos(double noundef %20) #9
  %86 = fsub double %18, %28
  %87 = call double @llvm.fmuladd.f64(double %86, double 2.000000e+00, double %16)
  %88 = call double @sin(double noundef %87) #9
  %89 = call double @cos(double noundef %20) #9
  %90 = insertelement <2 x double> poison, double %16, i64 0
  %91 = shufflevector <2 x double> %90, <2 x double> poison, <2 x i32> zeroinitializer
  %92 = insertelement <2 x double> poison, double %82, i64 0
  %93 = insertelement <2 x double> %92, double %86, i64 1
  %94 = fmul <2 x double> %91, %93
  %95 = insertelement <2 x double> poison, double %84, i64 0
  %96 = insertelement <2 x double> %95, double %88, i64 1
  %97 = insertelement <2 x double> poison, double %85, i64 0
  %98 = insertelement <2 x double> %97, double %89, i64 1
  %99 = fmul <2 x double> %96, %98
  %100 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %54, <2 x double> %99)
  %101 = fmul <2 x double> %93, %93
  %102 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> %91, <2 x double> %101)
  %103 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %54, <2 x double> %102)
  %104 = fadd <2 x double> %103, <double 1.000000e+00, double 1.000000e+00>
  %105 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %104)
  %106 = fadd <2 x double> %105, %100
  %107 = shufflevector <2 x double> %106, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %108 = fsub <2 x double> %106, %107
  %109 = extractelement <2 x double> %108, i64 0
  %110 = fmul double %28, 2.000000e+00
  %111 = fdiv double %109, %110
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = fcmp ogt double %112, 1.000000e+00
  %114 = select i1 %113, double %112, double 1.000000e+00
  %115 = fsub double %81, %111
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %118 = fcmp ole double %116, %117
  %119 = select i1 %118, ptr @.str.9, ptr @.str.10
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %18, double noundef %81, double noundef %111, ptr noundef nonnull %119)
  br i1 %118, label %124, label %121

121:                                              ; preds = %80
  %122 = load i32, ptr @n_fail, align 4, !tbaa !5
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @n_fail, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %80, %121
  %125 = load double, ptr %4, align 8, !tbaa !14
  %126 = fadd double %20, %32
  %127 = fmul double %16, %18
  %128 = call double @llvm.fmuladd.f64(double %18, double 2.000000e+00, double %16)
  %129 = call double @sin(double noundef %128) #9
  %130 = call double @cos(double noundef %126) #9
  %131 = call double @llvm.fmuladd.f64(double %16, double %16, double %38)
  %132 = fsub double %20, %32
  %133 = call double @sin(double noundef %128) #9
  %134 = call double @cos(double noundef %132) #9
  %135 = insertelement <2 x double> poison, double %129, i64 0
  %136 = insertelement <2 x double> %135, double %133, i64 1
  %137 = insertelement <2 x double> poison, double %130, i64 0
  %138 = insertelement <2 x double> %137, double %134, i64 1
  %139 = fmul <2 x double> %136, %138
  %140 = insertelement <2 x double> poison, double %127, i64 0
  %141 = shufflevector <2 x double> %140, <2 x double> poison, <2 x i32> zeroinitializer
  %142 = insertelement <2 x double> poison, double %126, i64 0
  %143 = insertelement <2 x double> %142, double %132, i64 1
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> %143, <2 x double> %139)
  %145 = insertelement <2 x double> poison, double %131, i64 0
  %146 = shufflevector <2 x double> %145, <2 x double> poison, <2 x i32> zeroinitializer
  %147 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> %143, <2 x double> %146)
  %148 = fadd <2 x double> %147, <double 1.000000e+00, double 1.000000e+00>
  %149 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %148)
  %150 = fadd <2 x double> %149, %144
  %151 = shufflevector <2 x double> %150, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %152 = fsub <2 x double> %150, %151
  %153 = extractelement <2 x double> %152, i64 0
  %154 = fmul double %32, 2.000000e+00
  %155 = fdiv double %153, %154
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ogt double %156, 1.000000e+00
  %158 = select i1 %157, double %156, double 1.000000e+00
  %159 = fsub double %125, %155
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fmul double %158, 0x3EB0C6F7A0B5ED8D
  %162 = fcmp ole double %160, %161
  %163 = select i1 %162, ptr @.str.9, ptr @.str.10
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %20, double noundef %125, double noundef %155, ptr noundef nonnull %163)
  br i1 %162, label %168, label %165

165:                                              ; preds = %124
  %166 = load i32, ptr @n_fail, align 4, !tbaa !5
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !5
  br label %168

168:                                              ; preds = %124, %165
  %169 = trunc nuw nsw i64 %14 to i32
  %170 = uitofp nneg i32 %169 to double
  %171 = fadd double %170, 1.500000e+00
  %172 = add nuw nsw i64 %14, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9
  %173 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %174 = trunc nuw nsw i64 %172 to i32
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %2, ptr noundef nonnull @g, double noundef %16, i32 noundef %173, double noundef %171, double noundef %18, i32 noundef %174, double noundef %20) #9
  %175 = load double, ptr %2, align 8, !tbaa !11
  %176 = fmul double %20, -1.000000e-01
  %177 = extractelement <2 x double> %47, i64 0
  %178 = fdiv double %177, %171
  %179 = fadd double %178, 1.000000e+00
  %180 = call double @llvm.fmuladd.f64(double %176, double 0.000000e+00, double %179)
  %181 = fadd double %171, 1.000000e+00
  %182 = fdiv double %177, %181
  %183 = fadd double %182, 1.000000e+00
  %184 = fadd double %176, %183
  %185 = fmul double %180, %184
  %186 = icmp eq i64 %14, 0
  br i1 %186, label %207, label %187, !llvm.loop !15

187:                                              ; preds = %168
  %188 = fadd double %171, 2.000000e+00
  %189 = fdiv double %177, %188
  %190 = fadd double %189, 1.000000e+00
  %191 = call double @llvm.fmuladd.f64(double %176, double 2.000000e+00, double %190)
  %192 = fmul double %185, %191
  %193 = icmp eq i64 %172, 3
  br i1 %193, label %207, label %194, !llvm.loop !15

194:                                              ; preds = %187
  %195 = fadd double %171, 3.000000e+00
  %196 = fdiv double %177, %195
  %197 = fadd double %196, 1.000000e+00
  %198 = call double @llvm.fmuladd.f64(double %176, double 3.000000e+00, double %197)
  %199 = fmul double %192, %198
  %200 = icmp eq i64 %172, 4
  br i1 %200, label %207, label %201, !llvm.loop !15

201:                                              ; preds = %194
  %202 = fadd double %171, 4.000000e+00
  %203 = fdiv double %177, %202
  %204 = fadd double %203, 1.000000e+00
  %205 = call double @llvm.fmuladd.f64(double %176, double 4.000000e+00, double %204)
  %206 = fmul double %199, %205
  br label %207

207:                                              ; preds = %201, %194, %187, %168
  %208 = phi double [ %185, %168 ], [ %192, %187 ], [ %199, %194 ], [ %206, %201 ]
  %209 = fmul double %171, %20
  %210 = call double @exp(double noundef %209) #9
  %211 = extractelement <2 x double> %47, i64 1
  %212 = fdiv double %211, %171
  %213 = fadd double %212, 1.000000e+00
  %214 = call double @llvm.fmuladd.f64(double %176, double 0.000000e+00, double %213)
  %215 = fadd double %171, 1.000000e+00
  %216 = fdiv double %211, %215
  %217 = fadd double %216, 1.000000e+00
  %218 = fadd double %176, %217
  %219 = fmul double %214, %218
  %220 = icmp eq i64 %14, 0
  br i1 %220, label %241, label %221, !llvm.loop !15

221:                                              ; preds = %207
  %222 = fadd double %171, 2.000000e+00
  %223 = fdiv double %211, %222
  %224 = fadd double %223, 1.000000e+00
  %225 = call double @llvm.fmuladd.f64(double %176, double 2.000000e+00, double %224)
  %226 = fmul double %219, %225
  %227 = icmp eq i64 %172, 3
  br i1 %227, label %241, label %228, !llvm.loop !15

228:                                              ; preds = %221
  %229 = fadd double %171, 3.000000e+00
  %230 = fdiv double %211, %229
  %231 = fadd double %230, 1.000000e+00
  %232 = call double @llvm.fmuladd.f64(double %176, double 3.000000e+00, double %231)
  %233 = fmul double %226, %232
  %234 = icmp eq i64 %172, 4
  br i1 %234, label %241, label %235, !llvm.loop !15

235:                                              ; preds = %228
  %236 = fadd double %171, 4.000000e+00
  %237 = fdiv double %211, %236
  %238 = fadd double %237, 1.000000e+00
  %239 = call double @llvm.fmuladd.f64(double %176, double 4.000000e+00, double %238)
  %240 = fmul double %233, %239
  br label %241

241:                                              ; preds = %235, %228, %221, %207
  %242 = phi double [ %219, %207 ], [ %226, %221 ], [ %233, %228 ], [ %240, %235 ]
  %243 = call double @llvm.fmuladd.f64(double %210, double %34, double %208)
  %244 = call double @exp(double noundef %209) #9
  %245 = call double @llvm.fmuladd.f64(double %244, double %39, double %242)
  %246 = fsub double %243, %245
  %247 = fdiv double %246, %66
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ogt double %248, 1.000000e+00
  %250 = select i1 %249, double %248, double 1.000000e+00
  %251 = fsub double %175, %247
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fmul double %250, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ole double %252, %253
  %255 = select i1 %254, ptr @.str.9, ptr @.str.10
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %16, double noundef %175, double noundef %247, ptr noundef nonnull %255)
  br i1 %254, label %260, label %257

257:                                              ; preds = %241
  %258 = load i32, ptr @n_fail, align 4, !tbaa !5
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !5
  br label %260

260:                                              ; preds = %241, %257
  %261 = load double, ptr %5, align 8, !tbaa !13
  %262 = extractelement <2 x double> %94, i64 0
  %263 = fdiv double %262, %171
  %264 = fadd double %263, 1.000000e+00
  %265 = call double @llvm.fmuladd.f64(double %176, double 0.000000e+00, double %264)
  %266 = fadd double %171, 1.000000e+00
  %267 = fdiv double %262, %266
  %268 = fadd double %267, 1.000000e+00
  %269 = fadd double %176, %268
  %270 = fmul double %265, %269
  %271 = icmp eq i64 %14, 0
  br i1 %271, label %292, label %272, !llvm.loop !15

272:                                              ; preds = %260
  %273 = fadd double %171, 2.000000e+00
  %274 = fdiv double %262, %273
  %275 = fadd double %274, 1.000000e+00
  %276 = call double @llvm.fmuladd.f64(double %176, double 2.000000e+00, double %275)
  %277 = fmul double %270, %276
  %278 = icmp eq i64 %172, 3
  br i1 %278, label %292, label %279, !llvm.loop !15

279:                                              ; preds = %272
  %280 = fadd double %171, 3.000000e+00
  %281 = fdiv double %262, %280
  %282 = fadd double %281, 1.000000e+00
  %283 = call double @llvm.fmuladd.f64(double %176, double 3.000000e+00, double %282)
  %284 = fmul double %277, %283
  %285 = icmp eq i64 %172, 4
  br i1 %285, label %292, label %286, !llvm.loop !15

286:                                              ; preds = %279
  %287 = fadd double %171, 4.000000e+00
  %288 = fdiv double %262, %287
  %289 = fadd double %288, 1.000000e+00
  %290 = call double @llvm.fmuladd.f64(double %176, double 4.000000e+00, double %289)
  %291 = fmul double %284, %290
  br label %292

292:                                              ; preds = %286, %279, %272, %260
  %293 = phi double [ %270, %260 ], [ %277, %272 ], [ %284, %279 ], [ %291, %286 ]
  %294 = call double @exp(double noundef %209) #9
  %295 = extractelement <2 x double> %94, i64 1
  %296 = fdiv double %295, %171
  %297 = fadd double %296, 1.000000e+00
  %298 = call double @llvm.fmuladd.f64(double %176, double 0.000000e+00, double %297)
  %299 = fadd double %171, 1.000000e+00
  %300 = fdiv double %295, %299
  %301 = fadd double %300, 1.000000e+00
  %302 = fadd double %176, %301
  %303 = fmul double %298, %302
  %304 = icmp eq i64 %14, 0
  br i1 %304, label %325, label %305, !llvm.loop !15

305:                                              ; preds = %292
  %306 = fadd double %171, 2.000000e+00
  %307 = fdiv double %295, %306
  %308 = fadd double %307, 1.000000e+00
  %309 = call double @llvm.fmuladd.f64(double %176, double 2.000000e+00, double %308)
  %310 = fmul double %303, %309
  %311 = icmp eq i64 %172, 3
  br i1 %311, label %325, label %312, !llvm.loop !15

312:                                              ; preds = %305
  %313 = fadd double %171, 3.000000e+00
  %314 = fdiv double %295, %313
  %315 = fadd double %314, 1.000000e+00
  %316 = call double @llvm.fmuladd.f64(double %176, double 3.000000e+00, double %315)
  %317 = fmul double %310, %316
  %318 = icmp eq i64 %172, 4
  br i1 %318, label %325, label %319, !llvm.loop !15

319:                                              ; preds = %312
  %320 = fadd double %171, 4.000000e+00
  %321 = fdiv double %295, %320
  %322 = fadd double %321, 1.000000e+00
  %323 = call double @llvm.fmuladd.f64(double %176, double 4.000000e+00, double %322)
  %324 = fmul double %317, %323
  br label %325

325:                                              ; preds = %319, %312, %305, %292
  %326 = phi double [ %303, %292 ], [ %310, %305 ], [ %317, %312 ], [ %324, %319 ]
  %327 = call double @llvm.fmuladd.f64(double %294, double %16, double %293)
  %328 = call double @exp(double noundef %209) #9
  %329 = call double @llvm.fmuladd.f64(double %328, double %16, double %326)
  %330 = fsub double %327, %329
  %331 = fdiv double %330, %110
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ogt double %332, 1.000000e+00
  %334 = select i1 %333, double %332, double 1.000000e+00
  %335 = fsub double %261, %331
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fmul double %334, 0x3EB0C6F7A0B5ED8D
  %338 = fcmp ole double %336, %337
  %339 = select i1 %338, ptr @.str.9, ptr @.str.10
  %340 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %18, double noundef %261, double noundef %331, ptr noundef nonnull %339)
  br i1 %338, label %344, label %341

341:                                              ; preds = %325
  %342 = load i32, ptr @n_fail, align 4, !tbaa !5
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr @n_fail, align 4, !tbaa !5
  br label %344

344:                                              ; preds = %325, %341
  %345 = load double, ptr %6, align 8, !tbaa !14
  %346 = fmul double %126, -1.000000e-01
  %347 = fdiv double %127, %171
  %348 = fadd double %347, 1.000000e+00
  %349 = call double @llvm.fmuladd.f64(double %346, double 0.000000e+00, double %348)
  %350 = fadd double %171, 1.000000e+00
  %351 = fdiv double %127, %350
  %352 = fadd double %351, 1.000000e+00
  %353 = fadd double %346, %352
  %354 = fmul double %349, %353
  %355 = icmp eq i64 %14, 0
  br i1 %355, label %376, label %356, !llvm.loop !15

356:                                              ; preds = %344
  %357 = fadd double %171, 2.000000e+00
  %358 = fdiv double %127, %357
  %359 = fadd double %358, 1.000000e+00
  %360 = call double @llvm.fmuladd.f64(double %346, double 2.000000e+00, double %359)
  %361 = fmul double %354, %360
  %362 = icmp eq i64 %172, 3
  br i1 %362, label %376, label %363, !llvm.loop !15

363:                                              ; preds = %356
  %364 = fadd double %171, 3.000000e+00
  %365 = fdiv double %127, %364
  %366 = fadd double %365, 1.000000e+00
  %367 = call double @llvm.fmuladd.f64(double %346, double 3.000000e+00, double %366)
  %368 = fmul double %361, %367
  %369 = icmp eq i64 %172, 4
  br i1 %369, label %376, label %370, !llvm.loop !15

370:                                              ; preds = %363
  %371 = fadd double %171, 4.000000e+00
  %372 = fdiv double %127, %371
  %373 = fadd double %372, 1.000000e+00
  %374 = call double @llvm.fmuladd.f64(double %346, double 4.000000e+00, double %373)
  %375 = fmul double %368, %374
  br label %376

376:                                              ; preds = %370, %363, %356, %344
  %377 = phi double [ %354, %344 ], [ %361, %356 ], [ %368, %363 ], [ %375, %370 ]
  %378 = fmul double %171, %126
  %379 = call double @exp(double noundef %378) #9
  %380 = fmul double %132, -1.000000e-01
  %381 = fdiv double %127, %171
  %382 = fadd double %381, 1.000000e+00
  %383 = call double @llvm.fmuladd.f64(double %380, double 0.000000e+00, double %382)
  %384 = fadd double %171, 1.000000e+00
  %385 = fdiv double %127, %384
  %386 = fadd double %385, 1.000000e+00
  %387 = fadd double %380, %386
  %388 = fmul double %383, %387
  %389 = icmp eq i64 %14, 0
  br i1 %389, label %410, label %390, !llvm.loop !15

390:                                              ; preds = %376
  %391 = fadd double %171, 2.000000e+00
  %392 = fdiv double %127, %391
  %393 = fadd double %392, 1.000000e+00
  %394 = call double @llvm.fmuladd.f64(double %380, double 2.000000e+00, double %393)
  %395 = fmul double %388, %394
  %396 = icmp eq i64 %172, 3
  br i1 %396, label %410, label %397, !llvm.loop !15

397:                                              ; preds = %390
  %398 = fadd double %171, 3.000000e+00
  %399 = fdiv double %127, %398
  %400 = fadd double %399, 1.000000e+00
  %401 = call double @llvm.fmuladd.f64(double %380, double 3.000000e+00, double %400)
  %402 = fmul double %395, %401
  %403 = icmp eq i64 %172, 4
  br i1 %403, label %410, label %404, !llvm.loop !15

404:                                              ; preds = %397
  %405 = fadd double %171, 4.000000e+00
  %406 = fdiv double %127, %405
  %407 = fadd double %406, 1.000000e+00
  %408 = call double @llvm.fmuladd.f64(double %380, double 4.000000e+00, double %407)
  %409 = fmul double %402, %408
  br label %410

410:                                              ; preds = %404, %397, %390, %376
  %411 = phi double [ %388, %376 ], [ %395, %390 ], [ %402, %397 ], [ %409, %404 ]
  %412 = call double @llvm.fmuladd.f64(double %379, double %16, double %377)
  %413 = fmul double %171, %132
  %414 = call double @exp(double noundef %413) #9
  %415 = call double @llvm.fmuladd.f64(double %414, double %16, double %411)
  %416 = fsub double %412, %415
  %417 = fdiv double %416, %154
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fcmp ogt double %418, 1.000000e+00
  %420 = select i1 %419, double %418, double 1.000000e+00
  %421 = fsub double %345, %417
  %422 = call double @llvm.fabs.f64(double %421)
  %423 = fmul double %420, 0x3EB0C6F7A0B5ED8D
  %424 = fcmp ole double %422, %423
  %425 = select i1 %424, ptr @.str.9, ptr @.str.10
  %426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %20, double noundef %345, double noundef %417, ptr noundef nonnull %425)
  br i1 %424, label %430, label %427

427:                                              ; preds = %410
  %428 = load i32, ptr @n_fail, align 4, !tbaa !5
  %429 = add nsw i32 %428, 1
  store i32 %429, ptr @n_fail, align 4, !tbaa !5
  br label %430

430:                                              ; preds = %410, %427
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9
  %431 = add nuw nsw i64 %14, 1
  %432 = icmp eq i64 %431, 4
  br i1 %432, label %7, label %13, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.D3) align 8, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1, double noundef %2) #3 {
  %4 = fmul double %0, %1
  %5 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %6 = tail call double @sin(double noundef %5) #9
  %7 = tail call double @cos(double noundef %2) #9
  %8 = fmul double %6, %7
  %9 = tail call double @llvm.fmuladd.f64(double %4, double %2, double %8)
  %10 = fmul double %1, %1
  %11 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %10)
  %12 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %11)
  %13 = fadd double %12, 1.000000e+00
  %14 = tail call double @llvm.sqrt.f64(double %13)
  %15 = fadd double %14, %9
  ret double %15
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, double noundef %1, double noundef %2, i32 noundef %3, double noundef %4) #4 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %5
  %8 = fmul double %0, %2
  %9 = fmul double %4, -1.000000e-01
  %10 = and i32 %3, 1
  %11 = icmp eq i32 %3, 1
  br i1 %11, label %16, label %12

12:                                               ; preds = %7
  %13 = and i32 %3, 2147483646
  br label %32

14:                                               ; preds = %32
  %15 = uitofp nneg i32 %49 to double
  br label %16

16:                                               ; preds = %14, %7
  %17 = phi double [ poison, %7 ], [ %48, %14 ]
  %18 = phi double [ 0.000000e+00, %7 ], [ %15, %14 ]
  %19 = phi double [ 1.000000e+00, %7 ], [ %48, %14 ]
  %20 = icmp eq i32 %10, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %16
  %22 = fadd double %18, %1
  %23 = fdiv double %8, %22
  %24 = fadd double %23, 1.000000e+00
  %25 = tail call double @llvm.fmuladd.f64(double %9, double %18, double %24)
  %26 = fmul double %19, %25
  br label %27

27:                                               ; preds = %21, %16, %5
  %28 = phi double [ 1.000000e+00, %5 ], [ %17, %16 ], [ %26, %21 ]
  %29 = fmul double %1, %4
  %30 = tail call double @exp(double noundef %29) #9
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %0, double %28)
  ret double %31

32:                                               ; preds = %32, %12
  %33 = phi i32 [ 0, %12 ], [ %49, %32 ]
  %34 = phi double [ 1.000000e+00, %12 ], [ %48, %32 ]
  %35 = phi i32 [ 0, %12 ], [ %50, %32 ]
  %36 = uitofp nneg i32 %33 to double
  %37 = fadd double %36, %1
  %38 = fdiv double %8, %37
  %39 = fadd double %38, 1.000000e+00
  %40 = tail call double @llvm.fmuladd.f64(double %9, double %36, double %39)
  %41 = fmul double %34, %40
  %42 = or disjoint i32 %33, 1
  %43 = uitofp nneg i32 %42 to double
  %44 = fadd double %43, %1
  %45 = fdiv double %8, %44
  %46 = fadd double %45, 1.000000e+00
  %47 = tail call double @llvm.fmuladd.f64(double %9, double %43, double %46)
  %48 = fmul double %41, %47
  %49 = add nuw nsw i32 %33, 2
  %50 = add i32 %35, 2
  %51 = icmp eq i32 %50, %13
  br i1 %51, label %14, label %32, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!12, !10, i64 16}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
