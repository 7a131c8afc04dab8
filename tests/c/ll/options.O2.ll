; ModuleID = 'options.c'
source_filename = "options.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.VD2 = type { double, double, double }

@main.xs = internal unnamed_addr constant [3 x double] [double 0xBFE6666666666666, double 4.000000e-01, double 1.900000e+00], align 16
@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [29 x i8] c"autodiff primal_return value\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"autodiff primal_return dx\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"autodiff primal_return value (2)\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"autodiff primal_return dx (2)\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"autodiff primal_return dy (2)\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"fwddiff primal_return value\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"fwddiff primal_return dx\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"fwddiff noret\00", align 1
@enzyme_noret = external local_unnamed_addr global i32, align 4
@.str.8 = private unnamed_addr constant [15 x i8] c"autodiff noret\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"options: %d failures\0A\00", align 1
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
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca %struct.VD2, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = getelementptr inbounds i8, ptr %19, i64 16
  br label %28

22:                                               ; preds = %301
  %23 = load i32, ptr @n_fail, align 4, !tbaa !5
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %23)
  %25 = load i32, ptr @n_fail, align 4, !tbaa !5
  %26 = icmp ne i32 %25, 0
  %27 = zext i1 %26 to i32
  ret i32 %27

28:                                               ; preds = %0, %301
  %29 = phi i64 [ 0, %0 ], [ %302, %301 ]
  %30 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = trunc nuw nsw i64 %29 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = call double @llvm.fmuladd.f64(double %33, double 3.000000e-01, double 5.000000e-01)
  %35 = call double @llvm.fabs.f64(double %31)
  %36 = fcmp ogt double %35, 1.000000e+00
  %37 = select i1 %36, double %35, double 1.000000e+00
  %38 = fmul double %37, 0x3EB0C6F7A0B5ED8D
  %39 = call double @llvm.fabs.f64(double %34)
  %40 = fcmp ogt double %39, 1.000000e+00
  %41 = select i1 %40, double %39, double 1.000000e+00
  %42 = fmul double %41, 0x3EB0C6F7A0B5ED8D
  %43 = fadd double %31, %38
  %44 = call double @sin(double noundef %43) #7
  %45 = fmul double %43, %43
  %46 = fneg double %34
  %47 = call double @exp(double noundef %46) #7
  %48 = fmul double %47, %45
  %49 = call double @llvm.fmuladd.f64(double %44, double %34, double %48)
  %50 = fsub double %31, %38
  %51 = call double @sin(double noundef %50) #7
  %52 = fmul double %50, %50
  %53 = call double @exp(double noundef %46) #7
  %54 = fmul double %53, %52
  %55 = call double @llvm.fmuladd.f64(double %51, double %34, double %54)
  %56 = fsub double %49, %55
  %57 = fmul double %38, 2.000000e+00
  %58 = fdiv double %56, %57
  %59 = fadd double %34, %42
  %60 = call double @sin(double noundef %31) #7
  %61 = fmul double %31, %31
  %62 = fneg double %59
  %63 = call double @exp(double noundef %62) #7
  %64 = fmul double %61, %63
  %65 = call double @llvm.fmuladd.f64(double %60, double %59, double %64)
  %66 = fsub double %34, %42
  %67 = call double @sin(double noundef %31) #7
  %68 = fneg double %66
  %69 = call double @exp(double noundef %68) #7
  %70 = fmul double %61, %69
  %71 = call double @llvm.fmuladd.f64(double %67, double %66, double %70)
  %72 = fsub double %65, %71
  %73 = fmul double %42, 2.000000e+00
  %74 = fdiv double %72, %73
  %75 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %76 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %77 = call { double, double } (ptr, ...) @__enzyme_autodiff_vd(ptr noundef nonnull @f, i32 noundef %75, double noundef %31, i32 noundef %76, double noundef %34) #7
  %78 = extractvalue { double, double } %77, 0
  %79 = extractvalue { double, double } %77, 1
  %80 = call double @sin(double noundef %31) #7
  %81 = call double @exp(double noundef %46) #7
  %82 = fmul double %61, %81
  %83 = call double @llvm.fmuladd.f64(double %80, double %34, double %82)
  %84 = call double @llvm.fabs.f64(double %83)
  %85 = fcmp ogt double %84, 1.000000e+00
  %86 = select i1 %85, double %84, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %78, ptr %18, align 8, !tbaa !9
  %87 = load volatile double, ptr %18, align 8, !tbaa !9
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = fcmp ueq double %88, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %89, label %101, label %90

90:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %83, ptr %17, align 8, !tbaa !9
  %91 = load volatile double, ptr %17, align 8, !tbaa !9
  %92 = call double @llvm.fabs.f64(double %91)
  %93 = fcmp ueq double %92, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %93, label %101, label %94

94:                                               ; preds = %90
  %95 = fsub double %78, %83
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = fmul double %86, 1.000000e-15
  %98 = fcmp ole double %96, %97
  %99 = select i1 %98, ptr @.str.11, ptr @.str.12
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %31, double noundef %78, double noundef %83, ptr noundef nonnull %99)
  br i1 %98, label %106, label %103

101:                                              ; preds = %90, %28
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %31, double noundef %78, double noundef %83, ptr noundef nonnull @.str.12)
  br label %103

103:                                              ; preds = %101, %94
  %104 = load i32, ptr @n_fail, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @n_fail, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %94, %103
  %107 = call double @llvm.fabs.f64(double %58)
  %108 = fcmp ogt double %107, 1.000000e+00
  %109 = select i1 %108, double %107, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %79, ptr %16, align 8, !tbaa !9
  %110 = load volatile double, ptr %16, align 8, !tbaa !9
  %111 = call double @llvm.fabs.f64(double %110)
  %112 = fcmp ueq double %111, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %112, label %124, label %113

113:                                              ; preds = %106
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %58, ptr %15, align 8, !tbaa !9
  %114 = load volatile double, ptr %15, align 8, !tbaa !9
  %115 = call double @llvm.fabs.f64(double %114)
  %116 = fcmp ueq double %115, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %116, label %124, label %117

117:                                              ; preds = %113
  %118 = fsub double %79, %58
  %119 = call double @llvm.fabs.f64(double %118)
  %120 = fmul double %109, 0x3EB0C6F7A0B5ED8D
  %121 = fcmp ole double %119, %120
  %122 = select i1 %121, ptr @.str.11, ptr @.str.12
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %31, double noundef %79, double noundef %58, ptr noundef nonnull %122)
  br i1 %121, label %129, label %126

124:                                              ; preds = %113, %106
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %31, double noundef %79, double noundef %58, ptr noundef nonnull @.str.12)
  br label %126

126:                                              ; preds = %124, %117
  %127 = load i32, ptr @n_fail, align 4, !tbaa !5
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr @n_fail, align 4, !tbaa !5
  br label %129

129:                                              ; preds = %117, %126
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #7
  %130 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_autodiff_vd2(ptr dead_on_unwind nonnull writable sret(%struct.VD2) align 8 %19, ptr noundef nonnull @f, i32 noundef %130, double noundef %31, double noundef %34) #7
  %131 = load double, ptr %19, align 8, !tbaa !11
  %132 = call double @sin(double noundef %31) #7
  %133 = call double @exp(double noundef %46) #7
  %134 = fmul double %61, %133
  %135 = call double @llvm.fmuladd.f64(double %132, double %34, double %134)
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ogt double %136, 1.000000e+00
  %138 = select i1 %137, double %136, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %131, ptr %14, align 8, !tbaa !9
  %139 = load volatile double, ptr %14, align 8, !tbaa !9
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %141, label %153, label %142

142:                                              ; preds = %129
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %135, ptr %13, align 8, !tbaa !9
  %143 = load volatile double, ptr %13, align 8, !tbaa !9
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %145, label %153, label %146

146:                                              ; preds = %142
  %147 = fsub double %131, %135
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fmul double %138, 1.000000e-15
  %150 = fcmp ole double %148, %149
  %151 = select i1 %150, ptr @.str.11, ptr @.str.12
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %31, double noundef %131, double noundef %135, ptr noundef nonnull %151)
  br i1 %150, label %158, label %155

153:                                              ; preds = %142, %129
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %31, double noundef %131, double noundef %135, ptr noundef nonnull @.str.12)
  br label %155

155:                                              ; preds = %153, %146
  %156 = load i32, ptr @n_fail, align 4, !tbaa !5
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr @n_fail, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %146, %155
  %159 = load double, ptr %20, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %159, ptr %12, align 8, !tbaa !9
  %160 = load volatile double, ptr %12, align 8, !tbaa !9
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %162, label %174, label %163

163:                                              ; preds = %158
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %58, ptr %11, align 8, !tbaa !9
  %164 = load volatile double, ptr %11, align 8, !tbaa !9
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %166, label %174, label %167

167:                                              ; preds = %163
  %168 = fsub double %159, %58
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fmul double %109, 0x3EB0C6F7A0B5ED8D
  %171 = fcmp ole double %169, %170
  %172 = select i1 %171, ptr @.str.11, ptr @.str.12
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %31, double noundef %159, double noundef %58, ptr noundef nonnull %172)
  br i1 %171, label %179, label %176

174:                                              ; preds = %163, %158
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %31, double noundef %159, double noundef %58, ptr noundef nonnull @.str.12)
  br label %176

176:                                              ; preds = %174, %167
  %177 = load i32, ptr @n_fail, align 4, !tbaa !5
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr @n_fail, align 4, !tbaa !5
  br label %179

179:                                              ; preds = %167, %176
  %180 = load double, ptr %21, align 8, !tbaa !14
  %181 = call double @llvm.fabs.f64(double %74)
  %182 = fcmp ogt double %181, 1.000000e+00
  %183 = select i1 %182, double %181, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %180, ptr %10, align 8, !tbaa !9
  %184 = load volatile double, ptr %10, align 8, !tbaa !9
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %186, label %198, label %187

187:                                              ; preds = %179
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %74, ptr %9, align 8, !tbaa !9
  %188 = load volatile double, ptr %9, align 8, !tbaa !9
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %190, label %198, label %191

191:                                              ; preds = %187
  %192 = fsub double %180, %74
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fmul double %183, 0x3EB0C6F7A0B5ED8D
  %195 = fcmp ole double %193, %194
  %196 = select i1 %195, ptr @.str.11, ptr @.str.12
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %34, double noundef %180, double noundef %74, ptr noundef nonnull %196)
  br i1 %195, label %203, label %200

198:                                              ; preds = %187, %179
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %34, double noundef %180, double noundef %74, ptr noundef nonnull @.str.12)
  br label %200

200:                                              ; preds = %198, %191
  %201 = load i32, ptr @n_fail, align 4, !tbaa !5
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr @n_fail, align 4, !tbaa !5
  br label %203

203:                                              ; preds = %191, %200
  %204 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %205 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %206 = call { double, double } (ptr, ...) @__enzyme_fwddiff_vd(ptr noundef nonnull @f, i32 noundef %204, double noundef %31, double noundef 1.000000e+00, i32 noundef %205, double noundef %34) #7
  %207 = extractvalue { double, double } %206, 0
  %208 = extractvalue { double, double } %206, 1
  %209 = call double @sin(double noundef %31) #7
  %210 = call double @exp(double noundef %46) #7
  %211 = fmul double %61, %210
  %212 = call double @llvm.fmuladd.f64(double %209, double %34, double %211)
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ogt double %213, 1.000000e+00
  %215 = select i1 %214, double %213, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %207, ptr %8, align 8, !tbaa !9
  %216 = load volatile double, ptr %8, align 8, !tbaa !9
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %218, label %230, label %219

219:                                              ; preds = %203
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %212, ptr %7, align 8, !tbaa !9
  %220 = load volatile double, ptr %7, align 8, !tbaa !9
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fcmp ueq double %221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %222, label %230, label %223

223:                                              ; preds = %219
  %224 = fsub double %207, %212
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fmul double %215, 1.000000e-15
  %227 = fcmp ole double %225, %226
  %228 = select i1 %227, ptr @.str.11, ptr @.str.12
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %31, double noundef %207, double noundef %212, ptr noundef nonnull %228)
  br i1 %227, label %235, label %232

230:                                              ; preds = %219, %203
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %31, double noundef %207, double noundef %212, ptr noundef nonnull @.str.12)
  br label %232

232:                                              ; preds = %230, %223
  %233 = load i32, ptr @n_fail, align 4, !tbaa !5
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr @n_fail, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %223, %232
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %208, ptr %6, align 8, !tbaa !9
  %236 = load volatile double, ptr %6, align 8, !tbaa !9
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %238, label %250, label %239

239:                                              ; preds = %235
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %58, ptr %5, align 8, !tbaa !9
  %240 = load volatile double, ptr %5, align 8, !tbaa !9
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %242, label %250, label %243

243:                                              ; preds = %239
  %244 = fsub double %208, %58
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = fmul double %109, 0x3EB0C6F7A0B5ED8D
  %247 = fcmp ole double %245, %246
  %248 = select i1 %247, ptr @.str.11, ptr @.str.12
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %31, double noundef %208, double noundef %58, ptr noundef nonnull %248)
  br i1 %247, label %255, label %252

250:                                              ; preds = %239, %235
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %31, double noundef %208, double noundef %58, ptr noundef nonnull @.str.12)
  br label %252

252:                                              ; preds = %250, %243
  %253 = load i32, ptr @n_fail, align 4, !tbaa !5
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr @n_fail, align 4, !tbaa !5
  br label %255

255:                                              ; preds = %243, %252
  %256 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %257 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %258 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %256, i32 noundef %257, double noundef %31, double noundef %34, double noundef 1.000000e+00) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %258, ptr %4, align 8, !tbaa !9
  %259 = load volatile double, ptr %4, align 8, !tbaa !9
  %260 = call double @llvm.fabs.f64(double %259)
  %261 = fcmp ueq double %260, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %261, label %273, label %262

262:                                              ; preds = %255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %74, ptr %3, align 8, !tbaa !9
  %263 = load volatile double, ptr %3, align 8, !tbaa !9
  %264 = call double @llvm.fabs.f64(double %263)
  %265 = fcmp ueq double %264, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %265, label %273, label %266

266:                                              ; preds = %262
  %267 = fsub double %258, %74
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = fmul double %183, 0x3EB0C6F7A0B5ED8D
  %270 = fcmp ole double %268, %269
  %271 = select i1 %270, ptr @.str.11, ptr @.str.12
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %34, double noundef %258, double noundef %74, ptr noundef nonnull %271)
  br i1 %270, label %278, label %275

273:                                              ; preds = %262, %255
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %34, double noundef %258, double noundef %74, ptr noundef nonnull @.str.12)
  br label %275

275:                                              ; preds = %273, %266
  %276 = load i32, ptr @n_fail, align 4, !tbaa !5
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr @n_fail, align 4, !tbaa !5
  br label %278

278:                                              ; preds = %266, %275
  %279 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %280 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %281 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %279, i32 noundef %280, double noundef %31, double noundef %34) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %281, ptr %2, align 8, !tbaa !9
  %282 = load volatile double, ptr %2, align 8, !tbaa !9
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %284, label %296, label %285

285:                                              ; preds = %278
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %74, ptr %1, align 8, !tbaa !9
  %286 = load volatile double, ptr %1, align 8, !tbaa !9
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %288, label %296, label %289

289:                                              ; preds = %285
  %290 = fsub double %281, %74
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fmul double %183, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp ole double %291, %292
  %294 = select i1 %293, ptr @.str.11, ptr @.str.12
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, double noundef %34, double noundef %281, double noundef %74, ptr noundef nonnull %294)
  br i1 %293, label %301, label %298

296:                                              ; preds = %285, %278
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, double noundef %34, double noundef %281, double noundef %74, ptr noundef nonnull @.str.12)
  br label %298

298:                                              ; preds = %296, %289
  %299 = load i32, ptr @n_fail, align 4, !tbaa !5
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr @n_fail, align 4, !tbaa !5
  br label %301

301:                                              ; preds = %289, %298
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #7
  %302 = add nuw nsw i64 %29, 1
  %303 = icmp eq i64 %302, 3
  br i1 %303, label %22, label %28, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @sin(double noundef %0) #7
  %4 = fmul double %0, %0
  %5 = fneg double %1
  %6 = tail call double @exp(double noundef %5) #7
  %7 = fmul double %4, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  ret double %8
}

declare { double, double } @__enzyme_autodiff_vd(ptr noundef, ...) local_unnamed_addr #4

declare void @__enzyme_autodiff_vd2(ptr dead_on_unwind writable sret(%struct.VD2) align 8, ptr noundef, ...) local_unnamed_addr #4

declare { double, double } @__enzyme_fwddiff_vd(ptr noundef, ...) local_unnamed_addr #4

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = !{!12, !10, i64 0}
!12 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!12, !10, i64 16}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
