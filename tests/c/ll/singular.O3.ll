; ModuleID = 'singular.c'
source_filename = "singular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [3 x [3 x double]] [[3 x double] [double 0.000000e+00, double 2.500000e-01, double 4.000000e+00], [3 x double] [double 0.000000e+00, double 5.000000e-01, double -2.000000e+00], [3 x double] [double 1.000000e+00, double 5.000000e-01, double -5.000000e-01]], align 16
@.str = private unnamed_addr constant [10 x i8] c"fmax_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"inv_clamped\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fmin_sqrt\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"max_log\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"max_pow\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"max_cbrt\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"max_hypot\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"min_asin\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"sinc\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"tern_sqrt\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"tern_max\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"pow_zero\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"singular: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  br label %47

41:                                               ; preds = %665
  %42 = load i32, ptr @n_fail, align 4, !tbaa !5
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %42)
  %44 = load i32, ptr @n_fail, align 4, !tbaa !5
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  ret i32 %46

47:                                               ; preds = %0, %665
  %48 = phi i64 [ 0, %0 ], [ %666, %665 ]
  %49 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 24), i64 0, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmax_sqrt, double noundef %50) #12
  %54 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmax_sqrt, double noundef %50, double noundef 1.000000e+00) #12
  %55 = tail call double @llvm.fabs.f64(double %50)
  %56 = fcmp ogt double %55, 1.000000e+00
  %57 = select i1 %56, double %55, double 1.000000e+00
  %58 = fmul double %57, 0x3EB0C6F7A0B5ED8D
  %59 = insertelement <2 x double> poison, double %50, i64 0
  %60 = insertelement <2 x double> poison, double %50, i64 0
  %61 = insertelement <2 x double> poison, double %58, i64 0
  %62 = insertelement <2 x double> poison, double %58, i64 0
  %63 = fadd <2 x double> %60, %62
  %64 = fsub <2 x double> %59, %61
  %65 = shufflevector <2 x double> %63, <2 x double> %64, <2 x i32> <i32 0, i32 2>
  %66 = extractelement <2 x double> %63, i64 0
  %67 = tail call double @sqrt(double noundef %66) #12
  %68 = extractelement <2 x double> %64, i64 0
  %69 = tail call double @sqrt(double noundef %68) #12
  %70 = insertelement <2 x double> poison, double %67, i64 0
  %71 = insertelement <2 x double> %70, double %69, i64 1
  %72 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %71, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %73 = fmul <2 x double> %72, <double 2.000000e+00, double 2.000000e+00>
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %75 = fsub <2 x double> %73, %74
  %76 = extractelement <2 x double> %75, i64 0
  %77 = fmul double %58, 2.000000e+00
  %78 = fdiv double %76, %77
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ogt double %79, 1.000000e+00
  %81 = select i1 %80, double %79, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %53, ptr %40, align 8, !tbaa !9
  %82 = load volatile double, ptr %40, align 8, !tbaa !9
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %84, label %96, label %85

85:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %78, ptr %39, align 8, !tbaa !9
  %86 = load volatile double, ptr %39, align 8, !tbaa !9
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %88, label %96, label %89

89:                                               ; preds = %85
  %90 = fsub double %53, %78
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %93 = fcmp ole double %91, %92
  %94 = select i1 %93, ptr @.str.14, ptr @.str.15
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %50, double noundef %53, double noundef %78, ptr noundef nonnull %94)
  br i1 %93, label %101, label %98

96:                                               ; preds = %85, %47
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %50, double noundef %53, double noundef %78, ptr noundef nonnull @.str.15)
  br label %98

98:                                               ; preds = %96, %89
  %99 = load i32, ptr @n_fail, align 4, !tbaa !5
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @n_fail, align 4, !tbaa !5
  br label %101

101:                                              ; preds = %98, %89
  %102 = tail call double @llvm.fabs.f64(double %53)
  %103 = fcmp ogt double %102, 1.000000e+00
  %104 = select i1 %103, double %102, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %54, ptr %38, align 8, !tbaa !9
  %105 = load volatile double, ptr %38, align 8, !tbaa !9
  %106 = tail call double @llvm.fabs.f64(double %105)
  %107 = fcmp ueq double %106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %107, label %119, label %108

108:                                              ; preds = %101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %53, ptr %37, align 8, !tbaa !9
  %109 = load volatile double, ptr %37, align 8, !tbaa !9
  %110 = tail call double @llvm.fabs.f64(double %109)
  %111 = fcmp ueq double %110, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %111, label %119, label %112

112:                                              ; preds = %108
  %113 = fsub double %54, %53
  %114 = tail call double @llvm.fabs.f64(double %113)
  %115 = fmul double %104, 0x3D719799812DEA11
  %116 = fcmp ole double %114, %115
  %117 = select i1 %116, ptr @.str.14, ptr @.str.15
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %50, double noundef %54, double noundef %53, ptr noundef nonnull %117)
  br i1 %116, label %124, label %121

119:                                              ; preds = %108, %101
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %50, double noundef %54, double noundef %53, ptr noundef nonnull @.str.15)
  br label %121

121:                                              ; preds = %119, %112
  %122 = load i32, ptr @n_fail, align 4, !tbaa !5
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @n_fail, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %112, %121
  %125 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @inv_clamped, double noundef %52) #12
  %126 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @inv_clamped, double noundef %52, double noundef 1.000000e+00) #12
  %127 = tail call double @llvm.fabs.f64(double %52)
  %128 = fcmp ogt double %127, 1.000000e+00
  %129 = select i1 %128, double %127, double 1.000000e+00
  %130 = fmul double %129, 0x3EB0C6F7A0B5ED8D
  %131 = fadd double %52, %130
  %132 = fsub double %52, %130
  %133 = insertelement <2 x double> poison, double %131, i64 0
  %134 = insertelement <2 x double> %133, double %132, i64 1
  %135 = fmul <2 x double> %134, %134
  %136 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %135)
  %137 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %136, <2 x double> <double 0x3D719799812DEA11, double 0x3D719799812DEA11>)
  %138 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %137
  %139 = shufflevector <2 x double> %138, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %140 = fsub <2 x double> %138, %139
  %141 = extractelement <2 x double> %140, i64 0
  %142 = fmul double %130, 2.000000e+00
  %143 = fdiv double %141, %142
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fcmp ogt double %144, 1.000000e+00
  %146 = select i1 %145, double %144, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %125, ptr %36, align 8, !tbaa !9
  %147 = load volatile double, ptr %36, align 8, !tbaa !9
  %148 = tail call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %149, label %161, label %150

150:                                              ; preds = %124
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %143, ptr %35, align 8, !tbaa !9
  %151 = load volatile double, ptr %35, align 8, !tbaa !9
  %152 = tail call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %153, label %161, label %154

154:                                              ; preds = %150
  %155 = fsub double %125, %143
  %156 = tail call double @llvm.fabs.f64(double %155)
  %157 = fmul double %146, 0x3EB0C6F7A0B5ED8D
  %158 = fcmp ole double %156, %157
  %159 = select i1 %158, ptr @.str.14, ptr @.str.15
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %52, double noundef %125, double noundef %143, ptr noundef nonnull %159)
  br i1 %158, label %166, label %163

161:                                              ; preds = %150, %124
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %52, double noundef %125, double noundef %143, ptr noundef nonnull @.str.15)
  br label %163

163:                                              ; preds = %161, %154
  %164 = load i32, ptr @n_fail, align 4, !tbaa !5
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr @n_fail, align 4, !tbaa !5
  br label %166

166:                                              ; preds = %163, %154
  %167 = tail call double @llvm.fabs.f64(double %125)
  %168 = fcmp ogt double %167, 1.000000e+00
  %169 = select i1 %168, double %167, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %126, ptr %34, align 8, !tbaa !9
  %170 = load volatile double, ptr %34, align 8, !tbaa !9
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ueq double %171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %172, label %184, label %173

173:                                              ; preds = %166
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %125, ptr %33, align 8, !tbaa !9
  %174 = load volatile double, ptr %33, align 8, !tbaa !9
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %176, label %184, label %177

177:                                              ; preds = %173
  %178 = fsub double %126, %125
  %179 = tail call double @llvm.fabs.f64(double %178)
  %180 = fmul double %169, 0x3D719799812DEA11
  %181 = fcmp ole double %179, %180
  %182 = select i1 %181, ptr @.str.14, ptr @.str.15
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %52, double noundef %126, double noundef %125, ptr noundef nonnull %182)
  br i1 %181, label %189, label %186

184:                                              ; preds = %173, %166
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %52, double noundef %126, double noundef %125, ptr noundef nonnull @.str.15)
  br label %186

186:                                              ; preds = %184, %177
  %187 = load i32, ptr @n_fail, align 4, !tbaa !5
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr @n_fail, align 4, !tbaa !5
  br label %189

189:                                              ; preds = %177, %186
  %190 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmin_sqrt, double noundef %50) #12
  %191 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmin_sqrt, double noundef %50, double noundef 1.000000e+00) #12
  %192 = tail call double @sqrt(double noundef %66) #12
  %193 = fneg double %192
  %194 = tail call double @llvm.minnum.f64(double %193, double -1.000000e+00)
  %195 = fsub double %66, %194
  %196 = tail call double @sqrt(double noundef %68) #12
  %197 = fneg double %196
  %198 = tail call double @llvm.minnum.f64(double %197, double -1.000000e+00)
  %199 = fsub double %198, %68
  %200 = fadd double %195, %199
  %201 = fdiv double %200, %77
  %202 = tail call double @llvm.fabs.f64(double %201)
  %203 = fcmp ogt double %202, 1.000000e+00
  %204 = select i1 %203, double %202, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %190, ptr %32, align 8, !tbaa !9
  %205 = load volatile double, ptr %32, align 8, !tbaa !9
  %206 = tail call double @llvm.fabs.f64(double %205)
  %207 = fcmp ueq double %206, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %207, label %219, label %208

208:                                              ; preds = %189
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %201, ptr %31, align 8, !tbaa !9
  %209 = load volatile double, ptr %31, align 8, !tbaa !9
  %210 = tail call double @llvm.fabs.f64(double %209)
  %211 = fcmp ueq double %210, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %211, label %219, label %212

212:                                              ; preds = %208
  %213 = fsub double %190, %201
  %214 = tail call double @llvm.fabs.f64(double %213)
  %215 = fmul double %204, 0x3EB0C6F7A0B5ED8D
  %216 = fcmp ole double %214, %215
  %217 = select i1 %216, ptr @.str.14, ptr @.str.15
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %50, double noundef %190, double noundef %201, ptr noundef nonnull %217)
  br i1 %216, label %224, label %221

219:                                              ; preds = %208, %189
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %50, double noundef %190, double noundef %201, ptr noundef nonnull @.str.15)
  br label %221

221:                                              ; preds = %219, %212
  %222 = load i32, ptr @n_fail, align 4, !tbaa !5
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr @n_fail, align 4, !tbaa !5
  br label %224

224:                                              ; preds = %221, %212
  %225 = tail call double @llvm.fabs.f64(double %190)
  %226 = fcmp ogt double %225, 1.000000e+00
  %227 = select i1 %226, double %225, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %191, ptr %30, align 8, !tbaa !9
  %228 = load volatile double, ptr %30, align 8, !tbaa !9
  %229 = tail call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %230, label %242, label %231

231:                                              ; preds = %224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %190, ptr %29, align 8, !tbaa !9
  %232 = load volatile double, ptr %29, align 8, !tbaa !9
  %233 = tail call double @llvm.fabs.f64(double %232)
  %234 = fcmp ueq double %233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %234, label %242, label %235

235:                                              ; preds = %231
  %236 = fsub double %191, %190
  %237 = tail call double @llvm.fabs.f64(double %236)
  %238 = fmul double %227, 0x3D719799812DEA11
  %239 = fcmp ole double %237, %238
  %240 = select i1 %239, ptr @.str.14, ptr @.str.15
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %50, double noundef %191, double noundef %190, ptr noundef nonnull %240)
  br i1 %239, label %247, label %244

242:                                              ; preds = %231, %224
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %50, double noundef %191, double noundef %190, ptr noundef nonnull @.str.15)
  br label %244

244:                                              ; preds = %242, %235
  %245 = load i32, ptr @n_fail, align 4, !tbaa !5
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr @n_fail, align 4, !tbaa !5
  br label %247

247:                                              ; preds = %235, %244
  %248 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_log, double noundef %52) #12
  %249 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_log, double noundef %52, double noundef 1.000000e+00) #12
  %250 = extractelement <2 x double> %135, i64 0
  %251 = tail call double @log(double noundef %250) #12
  %252 = extractelement <2 x double> %135, i64 1
  %253 = tail call double @log(double noundef %252) #12
  %254 = insertelement <2 x double> poison, double %251, i64 0
  %255 = insertelement <2 x double> %254, double %253, i64 1
  %256 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %255, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %257 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %258 = fsub <2 x double> %256, %257
  %259 = extractelement <2 x double> %258, i64 0
  %260 = fdiv double %259, %142
  %261 = tail call double @llvm.fabs.f64(double %260)
  %262 = fcmp ogt double %261, 1.000000e+00
  %263 = select i1 %262, double %261, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %248, ptr %28, align 8, !tbaa !9
  %264 = load volatile double, ptr %28, align 8, !tbaa !9
  %265 = tail call double @llvm.fabs.f64(double %264)
  %266 = fcmp ueq double %265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %266, label %278, label %267

267:                                              ; preds = %247
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %260, ptr %27, align 8, !tbaa !9
  %268 = load volatile double, ptr %27, align 8, !tbaa !9
  %269 = tail call double @llvm.fabs.f64(double %268)
  %270 = fcmp ueq double %269, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %270, label %278, label %271

271:                                              ; preds = %267
  %272 = fsub double %248, %260
  %273 = tail call double @llvm.fabs.f64(double %272)
  %274 = fmul double %263, 0x3EB0C6F7A0B5ED8D
  %275 = fcmp ole double %273, %274
  %276 = select i1 %275, ptr @.str.14, ptr @.str.15
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %52, double noundef %248, double noundef %260, ptr noundef nonnull %276)
  br i1 %275, label %283, label %280

278:                                              ; preds = %267, %247
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %52, double noundef %248, double noundef %260, ptr noundef nonnull @.str.15)
  br label %280

280:                                              ; preds = %278, %271
  %281 = load i32, ptr @n_fail, align 4, !tbaa !5
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr @n_fail, align 4, !tbaa !5
  br label %283

283:                                              ; preds = %280, %271
  %284 = tail call double @llvm.fabs.f64(double %248)
  %285 = fcmp ogt double %284, 1.000000e+00
  %286 = select i1 %285, double %284, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %249, ptr %26, align 8, !tbaa !9
  %287 = load volatile double, ptr %26, align 8, !tbaa !9
  %288 = tail call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %289, label %301, label %290

290:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %248, ptr %25, align 8, !tbaa !9
  %291 = load volatile double, ptr %25, align 8, !tbaa !9
  %292 = tail call double @llvm.fabs.f64(double %291)
  %293 = fcmp ueq double %292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %293, label %301, label %294

294:                                              ; preds = %290
  %295 = fsub double %249, %248
  %296 = tail call double @llvm.fabs.f64(double %295)
  %297 = fmul double %286, 0x3D719799812DEA11
  %298 = fcmp ole double %296, %297
  %299 = select i1 %298, ptr @.str.14, ptr @.str.15
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %52, double noundef %249, double noundef %248, ptr noundef nonnull %299)
  br i1 %298, label %306, label %303

301:                                              ; preds = %290, %283
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %52, double noundef %249, double noundef %248, ptr noundef nonnull @.str.15)
  br label %303

303:                                              ; preds = %301, %294
  %304 = load i32, ptr @n_fail, align 4, !tbaa !5
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr @n_fail, align 4, !tbaa !5
  br label %306

306:                                              ; preds = %294, %303
  %307 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_pow, double noundef %52) #12
  %308 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_pow, double noundef %52, double noundef 1.000000e+00) #12
  %309 = tail call double @pow(double noundef %250, double noundef 2.500000e-01) #12
  %310 = tail call double @pow(double noundef %252, double noundef 2.500000e-01) #12
  %311 = insertelement <2 x double> poison, double %309, i64 0
  %312 = insertelement <2 x double> %311, double %310, i64 1
  %313 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %312, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %314 = shufflevector <2 x double> %313, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %315 = fsub <2 x double> %313, %314
  %316 = extractelement <2 x double> %315, i64 0
  %317 = fdiv double %316, %142
  %318 = tail call double @llvm.fabs.f64(double %317)
  %319 = fcmp ogt double %318, 1.000000e+00
  %320 = select i1 %319, double %318, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %307, ptr %24, align 8, !tbaa !9
  %321 = load volatile double, ptr %24, align 8, !tbaa !9
  %322 = tail call double @llvm.fabs.f64(double %321)
  %323 = fcmp ueq double %322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %323, label %335, label %324

324:                                              ; preds = %306
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %317, ptr %23, align 8, !tbaa !9
  %325 = load volatile double, ptr %23, align 8, !tbaa !9
  %326 = tail call double @llvm.fabs.f64(double %325)
  %327 = fcmp ueq double %326, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %327, label %335, label %328

328:                                              ; preds = %324
  %329 = fsub double %307, %317
  %330 = tail call double @llvm.fabs.f64(double %329)
  %331 = fmul double %320, 0x3EB0C6F7A0B5ED8D
  %332 = fcmp ole double %330, %331
  %333 = select i1 %332, ptr @.str.14, ptr @.str.15
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %52, double noundef %307, double noundef %317, ptr noundef nonnull %333)
  br i1 %332, label %340, label %337

335:                                              ; preds = %324, %306
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %52, double noundef %307, double noundef %317, ptr noundef nonnull @.str.15)
  br label %337

337:                                              ; preds = %335, %328
  %338 = load i32, ptr @n_fail, align 4, !tbaa !5
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr @n_fail, align 4, !tbaa !5
  br label %340

340:                                              ; preds = %337, %328
  %341 = tail call double @llvm.fabs.f64(double %307)
  %342 = fcmp ogt double %341, 1.000000e+00
  %343 = select i1 %342, double %341, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %308, ptr %22, align 8, !tbaa !9
  %344 = load volatile double, ptr %22, align 8, !tbaa !9
  %345 = tail call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %346, label %358, label %347

347:                                              ; preds = %340
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %307, ptr %21, align 8, !tbaa !9
  %348 = load volatile double, ptr %21, align 8, !tbaa !9
  %349 = tail call double @llvm.fabs.f64(double %348)
  %350 = fcmp ueq double %349, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %350, label %358, label %351

351:                                              ; preds = %347
  %352 = fsub double %308, %307
  %353 = tail call double @llvm.fabs.f64(double %352)
  %354 = fmul double %343, 0x3D719799812DEA11
  %355 = fcmp ole double %353, %354
  %356 = select i1 %355, ptr @.str.14, ptr @.str.15
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %52, double noundef %308, double noundef %307, ptr noundef nonnull %356)
  br i1 %355, label %363, label %360

358:                                              ; preds = %347, %340
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %52, double noundef %308, double noundef %307, ptr noundef nonnull @.str.15)
  br label %360

360:                                              ; preds = %358, %351
  %361 = load i32, ptr @n_fail, align 4, !tbaa !5
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr @n_fail, align 4, !tbaa !5
  br label %363

363:                                              ; preds = %351, %360
  %364 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_cbrt, double noundef %50) #12
  %365 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_cbrt, double noundef %50, double noundef 1.000000e+00) #12
  %366 = tail call double @cbrt(double noundef %66) #13
  %367 = tail call double @cbrt(double noundef %68) #13
  %368 = insertelement <2 x double> poison, double %366, i64 0
  %369 = insertelement <2 x double> %368, double %367, i64 1
  %370 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %369, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %371 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %370)
  %372 = shufflevector <2 x double> %371, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %373 = fsub <2 x double> %371, %372
  %374 = extractelement <2 x double> %373, i64 0
  %375 = fdiv double %374, %77
  %376 = tail call double @llvm.fabs.f64(double %375)
  %377 = fcmp ogt double %376, 1.000000e+00
  %378 = select i1 %377, double %376, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %364, ptr %20, align 8, !tbaa !9
  %379 = load volatile double, ptr %20, align 8, !tbaa !9
  %380 = tail call double @llvm.fabs.f64(double %379)
  %381 = fcmp ueq double %380, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %381, label %393, label %382

382:                                              ; preds = %363
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %375, ptr %19, align 8, !tbaa !9
  %383 = load volatile double, ptr %19, align 8, !tbaa !9
  %384 = tail call double @llvm.fabs.f64(double %383)
  %385 = fcmp ueq double %384, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %385, label %393, label %386

386:                                              ; preds = %382
  %387 = fsub double %364, %375
  %388 = tail call double @llvm.fabs.f64(double %387)
  %389 = fmul double %378, 0x3EB0C6F7A0B5ED8D
  %390 = fcmp ole double %388, %389
  %391 = select i1 %390, ptr @.str.14, ptr @.str.15
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %50, double noundef %364, double noundef %375, ptr noundef nonnull %391)
  br i1 %390, label %398, label %395

393:                                              ; preds = %382, %363
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %50, double noundef %364, double noundef %375, ptr noundef nonnull @.str.15)
  br label %395

395:                                              ; preds = %393, %386
  %396 = load i32, ptr @n_fail, align 4, !tbaa !5
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr @n_fail, align 4, !tbaa !5
  br label %398

398:                                              ; preds = %395, %386
  %399 = tail call double @llvm.fabs.f64(double %364)
  %400 = fcmp ogt double %399, 1.000000e+00
  %401 = select i1 %400, double %399, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %365, ptr %18, align 8, !tbaa !9
  %402 = load volatile double, ptr %18, align 8, !tbaa !9
  %403 = tail call double @llvm.fabs.f64(double %402)
  %404 = fcmp ueq double %403, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %404, label %416, label %405

405:                                              ; preds = %398
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %364, ptr %17, align 8, !tbaa !9
  %406 = load volatile double, ptr %17, align 8, !tbaa !9
  %407 = tail call double @llvm.fabs.f64(double %406)
  %408 = fcmp ueq double %407, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %408, label %416, label %409

409:                                              ; preds = %405
  %410 = fsub double %365, %364
  %411 = tail call double @llvm.fabs.f64(double %410)
  %412 = fmul double %401, 0x3D719799812DEA11
  %413 = fcmp ole double %411, %412
  %414 = select i1 %413, ptr @.str.14, ptr @.str.15
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %50, double noundef %365, double noundef %364, ptr noundef nonnull %414)
  br i1 %413, label %421, label %418

416:                                              ; preds = %405, %398
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %50, double noundef %365, double noundef %364, ptr noundef nonnull @.str.15)
  br label %418

418:                                              ; preds = %416, %409
  %419 = load i32, ptr @n_fail, align 4, !tbaa !5
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr @n_fail, align 4, !tbaa !5
  br label %421

421:                                              ; preds = %409, %418
  %422 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_hypot, double noundef %52) #12
  %423 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_hypot, double noundef %52, double noundef 1.000000e+00) #12
  %424 = fmul double %131, 5.000000e-01
  %425 = tail call double @hypot(double noundef %131, double noundef %424) #12
  %426 = fmul double %132, 5.000000e-01
  %427 = tail call double @hypot(double noundef %132, double noundef %426) #12
  %428 = insertelement <2 x double> poison, double %425, i64 0
  %429 = insertelement <2 x double> %428, double %427, i64 1
  %430 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %429, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %431 = shufflevector <2 x double> %430, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %432 = fsub <2 x double> %430, %431
  %433 = extractelement <2 x double> %432, i64 0
  %434 = fdiv double %433, %142
  %435 = tail call double @llvm.fabs.f64(double %434)
  %436 = fcmp ogt double %435, 1.000000e+00
  %437 = select i1 %436, double %435, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %422, ptr %16, align 8, !tbaa !9
  %438 = load volatile double, ptr %16, align 8, !tbaa !9
  %439 = tail call double @llvm.fabs.f64(double %438)
  %440 = fcmp ueq double %439, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %440, label %452, label %441

441:                                              ; preds = %421
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %434, ptr %15, align 8, !tbaa !9
  %442 = load volatile double, ptr %15, align 8, !tbaa !9
  %443 = tail call double @llvm.fabs.f64(double %442)
  %444 = fcmp ueq double %443, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %444, label %452, label %445

445:                                              ; preds = %441
  %446 = fsub double %422, %434
  %447 = tail call double @llvm.fabs.f64(double %446)
  %448 = fmul double %437, 0x3EB0C6F7A0B5ED8D
  %449 = fcmp ole double %447, %448
  %450 = select i1 %449, ptr @.str.14, ptr @.str.15
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %52, double noundef %422, double noundef %434, ptr noundef nonnull %450)
  br i1 %449, label %457, label %454

452:                                              ; preds = %441, %421
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %52, double noundef %422, double noundef %434, ptr noundef nonnull @.str.15)
  br label %454

454:                                              ; preds = %452, %445
  %455 = load i32, ptr @n_fail, align 4, !tbaa !5
  %456 = add nsw i32 %455, 1
  store i32 %456, ptr @n_fail, align 4, !tbaa !5
  br label %457

457:                                              ; preds = %454, %445
  %458 = tail call double @llvm.fabs.f64(double %422)
  %459 = fcmp ogt double %458, 1.000000e+00
  %460 = select i1 %459, double %458, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %423, ptr %14, align 8, !tbaa !9
  %461 = load volatile double, ptr %14, align 8, !tbaa !9
  %462 = tail call double @llvm.fabs.f64(double %461)
  %463 = fcmp ueq double %462, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %463, label %475, label %464

464:                                              ; preds = %457
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %422, ptr %13, align 8, !tbaa !9
  %465 = load volatile double, ptr %13, align 8, !tbaa !9
  %466 = tail call double @llvm.fabs.f64(double %465)
  %467 = fcmp ueq double %466, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %467, label %475, label %468

468:                                              ; preds = %464
  %469 = fsub double %423, %422
  %470 = tail call double @llvm.fabs.f64(double %469)
  %471 = fmul double %460, 0x3D719799812DEA11
  %472 = fcmp ole double %470, %471
  %473 = select i1 %472, ptr @.str.14, ptr @.str.15
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %52, double noundef %423, double noundef %422, ptr noundef nonnull %473)
  br i1 %472, label %480, label %477

475:                                              ; preds = %464, %457
  %476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %52, double noundef %423, double noundef %422, ptr noundef nonnull @.str.15)
  br label %477

477:                                              ; preds = %475, %468
  %478 = load i32, ptr @n_fail, align 4, !tbaa !5
  %479 = add nsw i32 %478, 1
  store i32 %479, ptr @n_fail, align 4, !tbaa !5
  br label %480

480:                                              ; preds = %468, %477
  %481 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 48), i64 0, i64 %48
  %482 = load double, ptr %481, align 8, !tbaa !9
  %483 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @min_asin, double noundef %482) #12
  %484 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @min_asin, double noundef %482, double noundef 1.000000e+00) #12
  %485 = tail call double @llvm.fabs.f64(double %482)
  %486 = fcmp ogt double %485, 1.000000e+00
  %487 = select i1 %486, double %485, double 1.000000e+00
  %488 = fmul double %487, 0x3EB0C6F7A0B5ED8D
  %489 = fadd double %482, %488
  %490 = tail call double @asin(double noundef %489) #12
  %491 = fsub double %482, %488
  %492 = tail call double @asin(double noundef %491) #12
  %493 = insertelement <2 x double> poison, double %490, i64 0
  %494 = insertelement <2 x double> %493, double %492, i64 1
  %495 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %494, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %496 = insertelement <2 x double> poison, double %489, i64 0
  %497 = insertelement <2 x double> %496, double %491, i64 1
  %498 = fmul <2 x double> %495, %497
  %499 = shufflevector <2 x double> %498, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %500 = fsub <2 x double> %498, %499
  %501 = extractelement <2 x double> %500, i64 0
  %502 = fmul double %488, 2.000000e+00
  %503 = fdiv double %501, %502
  %504 = tail call double @llvm.fabs.f64(double %503)
  %505 = fcmp ogt double %504, 1.000000e+00
  %506 = select i1 %505, double %504, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %483, ptr %12, align 8, !tbaa !9
  %507 = load volatile double, ptr %12, align 8, !tbaa !9
  %508 = tail call double @llvm.fabs.f64(double %507)
  %509 = fcmp ueq double %508, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %509, label %521, label %510

510:                                              ; preds = %480
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %503, ptr %11, align 8, !tbaa !9
  %511 = load volatile double, ptr %11, align 8, !tbaa !9
  %512 = tail call double @llvm.fabs.f64(double %511)
  %513 = fcmp ueq double %512, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %513, label %521, label %514

514:                                              ; preds = %510
  %515 = fsub double %483, %503
  %516 = tail call double @llvm.fabs.f64(double %515)
  %517 = fmul double %506, 0x3EB0C6F7A0B5ED8D
  %518 = fcmp ole double %516, %517
  %519 = select i1 %518, ptr @.str.14, ptr @.str.15
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %482, double noundef %483, double noundef %503, ptr noundef nonnull %519)
  br i1 %518, label %526, label %523

521:                                              ; preds = %510, %480
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %482, double noundef %483, double noundef %503, ptr noundef nonnull @.str.15)
  br label %523

523:                                              ; preds = %521, %514
  %524 = load i32, ptr @n_fail, align 4, !tbaa !5
  %525 = add nsw i32 %524, 1
  store i32 %525, ptr @n_fail, align 4, !tbaa !5
  br label %526

526:                                              ; preds = %523, %514
  %527 = tail call double @llvm.fabs.f64(double %483)
  %528 = fcmp ogt double %527, 1.000000e+00
  %529 = select i1 %528, double %527, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %484, ptr %10, align 8, !tbaa !9
  %530 = load volatile double, ptr %10, align 8, !tbaa !9
  %531 = tail call double @llvm.fabs.f64(double %530)
  %532 = fcmp ueq double %531, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %532, label %544, label %533

533:                                              ; preds = %526
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %483, ptr %9, align 8, !tbaa !9
  %534 = load volatile double, ptr %9, align 8, !tbaa !9
  %535 = tail call double @llvm.fabs.f64(double %534)
  %536 = fcmp ueq double %535, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %536, label %544, label %537

537:                                              ; preds = %533
  %538 = fsub double %484, %483
  %539 = tail call double @llvm.fabs.f64(double %538)
  %540 = fmul double %529, 0x3D719799812DEA11
  %541 = fcmp ole double %539, %540
  %542 = select i1 %541, ptr @.str.14, ptr @.str.15
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %482, double noundef %484, double noundef %483, ptr noundef nonnull %542)
  br i1 %541, label %549, label %546

544:                                              ; preds = %533, %526
  %545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %482, double noundef %484, double noundef %483, ptr noundef nonnull @.str.15)
  br label %546

546:                                              ; preds = %544, %537
  %547 = load i32, ptr @n_fail, align 4, !tbaa !5
  %548 = add nsw i32 %547, 1
  store i32 %548, ptr @n_fail, align 4, !tbaa !5
  br label %549

549:                                              ; preds = %537, %546
  %550 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sinc, double noundef %52) #12
  %551 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sinc, double noundef %52, double noundef 1.000000e+00) #12
  tail call fastcc void @run(ptr noundef nonnull @.str.8, ptr noundef nonnull @sinc, double noundef %52, double noundef %550, double noundef %551)
  %552 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_sqrt, double noundef %52) #12
  %553 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_sqrt, double noundef %52, double noundef 1.000000e+00) #12
  tail call fastcc void @run(ptr noundef nonnull @.str.9, ptr noundef nonnull @tern_sqrt, double noundef %52, double noundef %552, double noundef %553)
  %554 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_max, double noundef %50) #12
  %555 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_max, double noundef %50, double noundef 1.000000e+00) #12
  %556 = tail call double @sqrt(double noundef %66) #12
  %557 = fcmp ogt double %556, 1.000000e+00
  %558 = select i1 %557, double %556, double 1.000000e+00
  %559 = tail call double @sqrt(double noundef %68) #12
  %560 = fcmp ogt double %559, 1.000000e+00
  %561 = select i1 %560, double %559, double 1.000000e+00
  %562 = fsub double %558, %561
  %563 = fdiv double %562, %77
  %564 = tail call double @llvm.fabs.f64(double %563)
  %565 = fcmp ogt double %564, 1.000000e+00
  %566 = select i1 %565, double %564, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %554, ptr %8, align 8, !tbaa !9
  %567 = load volatile double, ptr %8, align 8, !tbaa !9
  %568 = tail call double @llvm.fabs.f64(double %567)
  %569 = fcmp ueq double %568, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %569, label %581, label %570

570:                                              ; preds = %549
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %563, ptr %7, align 8, !tbaa !9
  %571 = load volatile double, ptr %7, align 8, !tbaa !9
  %572 = tail call double @llvm.fabs.f64(double %571)
  %573 = fcmp ueq double %572, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %573, label %581, label %574

574:                                              ; preds = %570
  %575 = fsub double %554, %563
  %576 = tail call double @llvm.fabs.f64(double %575)
  %577 = fmul double %566, 0x3EB0C6F7A0B5ED8D
  %578 = fcmp ole double %576, %577
  %579 = select i1 %578, ptr @.str.14, ptr @.str.15
  %580 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %50, double noundef %554, double noundef %563, ptr noundef nonnull %579)
  br i1 %578, label %586, label %583

581:                                              ; preds = %570, %549
  %582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %50, double noundef %554, double noundef %563, ptr noundef nonnull @.str.15)
  br label %583

583:                                              ; preds = %581, %574
  %584 = load i32, ptr @n_fail, align 4, !tbaa !5
  %585 = add nsw i32 %584, 1
  store i32 %585, ptr @n_fail, align 4, !tbaa !5
  br label %586

586:                                              ; preds = %583, %574
  %587 = tail call double @llvm.fabs.f64(double %554)
  %588 = fcmp ogt double %587, 1.000000e+00
  %589 = select i1 %588, double %587, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %555, ptr %6, align 8, !tbaa !9
  %590 = load volatile double, ptr %6, align 8, !tbaa !9
  %591 = tail call double @llvm.fabs.f64(double %590)
  %592 = fcmp ueq double %591, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %592, label %604, label %593

593:                                              ; preds = %586
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %554, ptr %5, align 8, !tbaa !9
  %594 = load volatile double, ptr %5, align 8, !tbaa !9
  %595 = tail call double @llvm.fabs.f64(double %594)
  %596 = fcmp ueq double %595, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %596, label %604, label %597

597:                                              ; preds = %593
  %598 = fsub double %555, %554
  %599 = tail call double @llvm.fabs.f64(double %598)
  %600 = fmul double %589, 0x3D719799812DEA11
  %601 = fcmp ole double %599, %600
  %602 = select i1 %601, ptr @.str.14, ptr @.str.15
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %50, double noundef %555, double noundef %554, ptr noundef nonnull %602)
  br i1 %601, label %609, label %606

604:                                              ; preds = %593, %586
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %50, double noundef %555, double noundef %554, ptr noundef nonnull @.str.15)
  br label %606

606:                                              ; preds = %604, %597
  %607 = load i32, ptr @n_fail, align 4, !tbaa !5
  %608 = add nsw i32 %607, 1
  store i32 %608, ptr @n_fail, align 4, !tbaa !5
  br label %609

609:                                              ; preds = %597, %606
  %610 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pow_zero, double noundef %50) #12
  %611 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pow_zero, double noundef %50, double noundef 1.000000e+00) #12
  %612 = tail call double @llvm.fmuladd.f64(double %66, double %66, double 1.000000e+00)
  %613 = tail call double @pow(double noundef 0.000000e+00, double noundef %612) #12
  %614 = fadd double %613, 1.000000e+00
  %615 = tail call double @llvm.fmuladd.f64(double %68, double %68, double 1.000000e+00)
  %616 = tail call double @pow(double noundef 0.000000e+00, double noundef %615) #12
  %617 = fadd double %616, 1.000000e+00
  %618 = fsub double %614, %617
  %619 = fdiv double %618, %77
  %620 = tail call double @llvm.fabs.f64(double %619)
  %621 = fcmp ogt double %620, 1.000000e+00
  %622 = select i1 %621, double %620, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %610, ptr %4, align 8, !tbaa !9
  %623 = load volatile double, ptr %4, align 8, !tbaa !9
  %624 = tail call double @llvm.fabs.f64(double %623)
  %625 = fcmp ueq double %624, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %625, label %637, label %626

626:                                              ; preds = %609
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %619, ptr %3, align 8, !tbaa !9
  %627 = load volatile double, ptr %3, align 8, !tbaa !9
  %628 = tail call double @llvm.fabs.f64(double %627)
  %629 = fcmp ueq double %628, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %629, label %637, label %630

630:                                              ; preds = %626
  %631 = fsub double %610, %619
  %632 = tail call double @llvm.fabs.f64(double %631)
  %633 = fmul double %622, 0x3EB0C6F7A0B5ED8D
  %634 = fcmp ole double %632, %633
  %635 = select i1 %634, ptr @.str.14, ptr @.str.15
  %636 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %50, double noundef %610, double noundef %619, ptr noundef nonnull %635)
  br i1 %634, label %642, label %639

637:                                              ; preds = %626, %609
  %638 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %50, double noundef %610, double noundef %619, ptr noundef nonnull @.str.15)
  br label %639

639:                                              ; preds = %637, %630
  %640 = load i32, ptr @n_fail, align 4, !tbaa !5
  %641 = add nsw i32 %640, 1
  store i32 %641, ptr @n_fail, align 4, !tbaa !5
  br label %642

642:                                              ; preds = %639, %630
  %643 = tail call double @llvm.fabs.f64(double %610)
  %644 = fcmp ogt double %643, 1.000000e+00
  %645 = select i1 %644, double %643, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %611, ptr %2, align 8, !tbaa !9
  %646 = load volatile double, ptr %2, align 8, !tbaa !9
  %647 = tail call double @llvm.fabs.f64(double %646)
  %648 = fcmp ueq double %647, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %648, label %660, label %649

649:                                              ; preds = %642
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %610, ptr %1, align 8, !tbaa !9
  %650 = load volatile double, ptr %1, align 8, !tbaa !9
  %651 = tail call double @llvm.fabs.f64(double %650)
  %652 = fcmp ueq double %651, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %652, label %660, label %653

653:                                              ; preds = %649
  %654 = fsub double %611, %610
  %655 = tail call double @llvm.fabs.f64(double %654)
  %656 = fmul double %645, 0x3D719799812DEA11
  %657 = fcmp ole double %655, %656
  %658 = select i1 %657, ptr @.str.14, ptr @.str.15
  %659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %50, double noundef %611, double noundef %610, ptr noundef nonnull %658)
  br i1 %657, label %665, label %662

660:                                              ; preds = %649, %642
  %661 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %50, double noundef %611, double noundef %610, ptr noundef nonnull @.str.15)
  br label %662

662:                                              ; preds = %660, %653
  %663 = load i32, ptr @n_fail, align 4, !tbaa !5
  %664 = add nsw i32 %663, 1
  store i32 %664, ptr @n_fail, align 4, !tbaa !5
  br label %665

665:                                              ; preds = %653, %662
  %666 = add nuw nsw i64 %48, 1
  %667 = icmp eq i64 %666, 3
  br i1 %667, label %41, label %47, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, double noundef %2, double noundef %3, double noundef %4) unnamed_addr #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = tail call double @llvm.fabs.f64(double %2)
  %11 = fcmp ogt double %10, 1.000000e+00
  %12 = select i1 %11, double %10, double 1.000000e+00
  %13 = fmul double %12, 0x3EB0C6F7A0B5ED8D
  %14 = fadd double %13, %2
  %15 = tail call double %1(double noundef %14) #12
  %16 = fsub double %2, %13
  %17 = tail call double %1(double noundef %16) #12
  %18 = fsub double %15, %17
  %19 = fmul double %13, 2.000000e+00
  %20 = fdiv double %18, %19
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %3, ptr %9, align 8, !tbaa !9
  %24 = load volatile double, ptr %9, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ueq double %25, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %26, label %38, label %27

27:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %20, ptr %8, align 8, !tbaa !9
  %28 = load volatile double, ptr %8, align 8, !tbaa !9
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %30, label %38, label %31

31:                                               ; preds = %27
  %32 = fsub double %3, %20
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %35 = fcmp ole double %33, %34
  %36 = select i1 %35, ptr @.str.14, ptr @.str.15
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %0, double noundef %2, double noundef %3, double noundef %20, ptr noundef nonnull %36)
  br i1 %35, label %43, label %40

38:                                               ; preds = %27, %5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %0, double noundef %2, double noundef %3, double noundef %20, ptr noundef nonnull @.str.15)
  br label %40

40:                                               ; preds = %38, %31
  %41 = load i32, ptr @n_fail, align 4, !tbaa !5
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr @n_fail, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %31, %40
  %44 = tail call double @llvm.fabs.f64(double %3)
  %45 = fcmp ogt double %44, 1.000000e+00
  %46 = select i1 %45, double %44, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %4, ptr %7, align 8, !tbaa !9
  %47 = load volatile double, ptr %7, align 8, !tbaa !9
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ueq double %48, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %49, label %61, label %50

50:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3, ptr %6, align 8, !tbaa !9
  %51 = load volatile double, ptr %6, align 8, !tbaa !9
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = fcmp ueq double %52, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %53, label %61, label %54

54:                                               ; preds = %50
  %55 = fsub double %4, %3
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fmul double %46, 0x3D719799812DEA11
  %58 = fcmp ole double %56, %57
  %59 = select i1 %58, ptr @.str.14, ptr @.str.15
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %0, double noundef %2, double noundef %4, double noundef %3, ptr noundef nonnull %59)
  br i1 %58, label %66, label %63

61:                                               ; preds = %50, %43
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %0, double noundef %2, double noundef %4, double noundef %3, ptr noundef nonnull @.str.15)
  br label %63

63:                                               ; preds = %61, %54
  %64 = load i32, ptr @n_fail, align 4, !tbaa !5
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr @n_fail, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %54, %63
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fmax_sqrt(double noundef %0) #2 {
  %2 = tail call double @sqrt(double noundef %0) #12
  %3 = tail call double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = fmul double %3, 2.000000e+00
  ret double %4
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @inv_clamped(double noundef %0) #4 {
  %2 = fmul double %0, %0
  %3 = tail call double @llvm.sqrt.f64(double %2)
  %4 = tail call double @llvm.maxnum.f64(double %3, double 0x3D719799812DEA11)
  %5 = fdiv double 1.000000e+00, %4
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fmin_sqrt(double noundef %0) #2 {
  %2 = tail call double @sqrt(double noundef %0) #12
  %3 = fneg double %2
  %4 = tail call double @llvm.minnum.f64(double %3, double -1.000000e+00)
  %5 = fsub double %0, %4
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @max_log(double noundef %0) #2 {
  %2 = fmul double %0, %0
  %3 = tail call double @log(double noundef %2) #12
  %4 = tail call double @llvm.maxnum.f64(double %3, double -3.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @max_pow(double noundef %0) #2 {
  %2 = fmul double %0, %0
  %3 = tail call double @pow(double noundef %2, double noundef 2.500000e-01) #12
  %4 = tail call double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal double @max_cbrt(double noundef %0) #5 {
  %2 = tail call double @cbrt(double noundef %0) #13
  %3 = tail call double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e-01, double %3)
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @max_hypot(double noundef %0) #0 {
  %2 = fmul double %0, 5.000000e-01
  %3 = tail call double @hypot(double noundef %0, double noundef %2) #12
  %4 = tail call double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @min_asin(double noundef %0) #2 {
  %2 = tail call double @asin(double noundef %0) #12
  %3 = tail call double @llvm.minnum.f64(double %2, double 1.000000e+00)
  %4 = fmul double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sinc(double noundef %0) #2 {
  %2 = fcmp une double %0, 0.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call double @sin(double noundef %0) #12
  %5 = fdiv double %4, %0
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi double [ %5, %3 ], [ 1.000000e+00, %1 ]
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @tern_sqrt(double noundef %0) #2 {
  %2 = fcmp ogt double %0, 0.000000e+00
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = tail call double @sqrt(double noundef %0) #12
  %5 = fmul double %4, %0
  %6 = fmul double %5, %0
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi double [ %6, %3 ], [ 0.000000e+00, %1 ]
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @tern_max(double noundef %0) #2 {
  %2 = tail call double @sqrt(double noundef %0) #12
  %3 = fcmp ogt double %2, 1.000000e+00
  %4 = select i1 %3, double %2, double 1.000000e+00
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @pow_zero(double noundef %0) #2 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %3 = tail call double @pow(double noundef 0.000000e+00, double noundef %2) #12
  %4 = fadd double %3, 1.000000e+00
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }

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
