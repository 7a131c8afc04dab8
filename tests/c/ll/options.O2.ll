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
@.str.9 = private unnamed_addr constant [13 x i8] c"const_return\00", align 1
@enzyme_const_return = external local_unnamed_addr global i32, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"active_return\00", align 1
@enzyme_active_return = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [19 x i8] c"fwddiff dup_return\00", align 1
@enzyme_dup_return = external local_unnamed_addr global i32, align 4
@.str.12 = private unnamed_addr constant [22 x i8] c"options: %d failures\0A\00", align 1
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
  %25 = alloca %struct.VD2, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = getelementptr inbounds i8, ptr %25, i64 16
  br label %36

30:                                               ; preds = %386
  %31 = load i32, ptr @n_fail, align 4, !tbaa !5
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %31)
  %33 = load i32, ptr @n_fail, align 4, !tbaa !5
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i32
  ret i32 %35

36:                                               ; preds = %0, %386
  %37 = phi i64 [ 0, %0 ], [ %387, %386 ]
  %38 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = trunc nuw nsw i64 %37 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = call double @llvm.fmuladd.f64(double %41, double 3.000000e-01, double 5.000000e-01)
  %43 = call double @llvm.fabs.f64(double %39)
  %44 = fcmp ogt double %43, 1.000000e+00
  %45 = select i1 %44, double %43, double 1.000000e+00
  %46 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %47 = call double @llvm.fabs.f64(double %42)
  %48 = fcmp ogt double %47, 1.000000e+00
  %49 = select i1 %48, double %47, double 1.000000e+00
  %50 = fmul double %49, 0x3EB0C6F7A0B5ED8D
  %51 = fadd double %39, %46
  %52 = call double @sin(double noundef %51) #7
  %53 = fmul double %51, %51
  %54 = fneg double %42
  %55 = call double @exp(double noundef %54) #7
  %56 = fmul double %55, %53
  %57 = call double @llvm.fmuladd.f64(double %52, double %42, double %56)
  %58 = fsub double %39, %46
  %59 = call double @sin(double noundef %58) #7
  %60 = fmul double %58, %58
  %61 = call double @exp(double noundef %54) #7
  %62 = fmul double %61, %60
  %63 = call double @llvm.fmuladd.f64(double %59, double %42, double %62)
  %64 = fsub double %57, %63
  %65 = fmul double %46, 2.000000e+00
  %66 = fdiv double %64, %65
  %67 = fadd double %42, %50
  %68 = call double @sin(double noundef %39) #7
  %69 = fmul double %39, %39
  %70 = fneg double %67
  %71 = call double @exp(double noundef %70) #7
  %72 = fmul double %69, %71
  %73 = call double @llvm.fmuladd.f64(double %68, double %67, double %72)
  %74 = fsub double %42, %50
  %75 = call double @sin(double noundef %39) #7
  %76 = fneg double %74
  %77 = call double @exp(double noundef %76) #7
  %78 = fmul double %69, %77
  %79 = call double @llvm.fmuladd.f64(double %75, double %74, double %78)
  %80 = fsub double %73, %79
  %81 = fmul double %50, 2.000000e+00
  %82 = fdiv double %80, %81
  %83 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %84 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %85 = call { double, double } (ptr, ...) @__enzyme_autodiff_vd(ptr noundef nonnull @f, i32 noundef %83, double noundef %39, i32 noundef %84, double noundef %42) #7
  %86 = extractvalue { double, double } %85, 0
  %87 = extractvalue { double, double } %85, 1
  %88 = call double @sin(double noundef %39) #7
  %89 = call double @exp(double noundef %54) #7
  %90 = fmul double %69, %89
  %91 = call double @llvm.fmuladd.f64(double %88, double %42, double %90)
  %92 = call double @llvm.fabs.f64(double %91)
  %93 = fcmp ogt double %92, 1.000000e+00
  %94 = select i1 %93, double %92, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %86, ptr %24, align 8, !tbaa !9
  %95 = load volatile double, ptr %24, align 8, !tbaa !9
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = fcmp ueq double %96, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %97, label %109, label %98

98:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %91, ptr %23, align 8, !tbaa !9
  %99 = load volatile double, ptr %23, align 8, !tbaa !9
  %100 = call double @llvm.fabs.f64(double %99)
  %101 = fcmp ueq double %100, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %101, label %109, label %102

102:                                              ; preds = %98
  %103 = fsub double %86, %91
  %104 = call double @llvm.fabs.f64(double %103)
  %105 = fmul double %94, 1.000000e-15
  %106 = fcmp ole double %104, %105
  %107 = select i1 %106, ptr @.str.14, ptr @.str.15
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %39, double noundef %86, double noundef %91, ptr noundef nonnull %107)
  br i1 %106, label %114, label %111

109:                                              ; preds = %98, %36
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %39, double noundef %86, double noundef %91, ptr noundef nonnull @.str.15)
  br label %111

111:                                              ; preds = %109, %102
  %112 = load i32, ptr @n_fail, align 4, !tbaa !5
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @n_fail, align 4, !tbaa !5
  br label %114

114:                                              ; preds = %102, %111
  %115 = call double @llvm.fabs.f64(double %66)
  %116 = fcmp ogt double %115, 1.000000e+00
  %117 = select i1 %116, double %115, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %87, ptr %22, align 8, !tbaa !9
  %118 = load volatile double, ptr %22, align 8, !tbaa !9
  %119 = call double @llvm.fabs.f64(double %118)
  %120 = fcmp ueq double %119, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %120, label %132, label %121

121:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %66, ptr %21, align 8, !tbaa !9
  %122 = load volatile double, ptr %21, align 8, !tbaa !9
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = fcmp ueq double %123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %124, label %132, label %125

125:                                              ; preds = %121
  %126 = fsub double %87, %66
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fmul double %117, 0x3EB0C6F7A0B5ED8D
  %129 = fcmp ole double %127, %128
  %130 = select i1 %129, ptr @.str.14, ptr @.str.15
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %39, double noundef %87, double noundef %66, ptr noundef nonnull %130)
  br i1 %129, label %137, label %134

132:                                              ; preds = %121, %114
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %39, double noundef %87, double noundef %66, ptr noundef nonnull @.str.15)
  br label %134

134:                                              ; preds = %132, %125
  %135 = load i32, ptr @n_fail, align 4, !tbaa !5
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @n_fail, align 4, !tbaa !5
  br label %137

137:                                              ; preds = %125, %134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #7
  %138 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_autodiff_vd2(ptr dead_on_unwind nonnull writable sret(%struct.VD2) align 8 %25, ptr noundef nonnull @f, i32 noundef %138, double noundef %39, double noundef %42) #7
  %139 = load double, ptr %25, align 8, !tbaa !11
  %140 = call double @sin(double noundef %39) #7
  %141 = call double @exp(double noundef %54) #7
  %142 = fmul double %69, %141
  %143 = call double @llvm.fmuladd.f64(double %140, double %42, double %142)
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ogt double %144, 1.000000e+00
  %146 = select i1 %145, double %144, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %139, ptr %20, align 8, !tbaa !9
  %147 = load volatile double, ptr %20, align 8, !tbaa !9
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %149, label %161, label %150

150:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %143, ptr %19, align 8, !tbaa !9
  %151 = load volatile double, ptr %19, align 8, !tbaa !9
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %153, label %161, label %154

154:                                              ; preds = %150
  %155 = fsub double %139, %143
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fmul double %146, 1.000000e-15
  %158 = fcmp ole double %156, %157
  %159 = select i1 %158, ptr @.str.14, ptr @.str.15
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %39, double noundef %139, double noundef %143, ptr noundef nonnull %159)
  br i1 %158, label %166, label %163

161:                                              ; preds = %150, %137
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %39, double noundef %139, double noundef %143, ptr noundef nonnull @.str.15)
  br label %163

163:                                              ; preds = %161, %154
  %164 = load i32, ptr @n_fail, align 4, !tbaa !5
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr @n_fail, align 4, !tbaa !5
  br label %166

166:                                              ; preds = %154, %163
  %167 = load double, ptr %28, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %167, ptr %18, align 8, !tbaa !9
  %168 = load volatile double, ptr %18, align 8, !tbaa !9
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fcmp ueq double %169, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %170, label %182, label %171

171:                                              ; preds = %166
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %66, ptr %17, align 8, !tbaa !9
  %172 = load volatile double, ptr %17, align 8, !tbaa !9
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fcmp ueq double %173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %174, label %182, label %175

175:                                              ; preds = %171
  %176 = fsub double %167, %66
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fmul double %117, 0x3EB0C6F7A0B5ED8D
  %179 = fcmp ole double %177, %178
  %180 = select i1 %179, ptr @.str.14, ptr @.str.15
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %39, double noundef %167, double noundef %66, ptr noundef nonnull %180)
  br i1 %179, label %187, label %184

182:                                              ; preds = %171, %166
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %39, double noundef %167, double noundef %66, ptr noundef nonnull @.str.15)
  br label %184

184:                                              ; preds = %182, %175
  %185 = load i32, ptr @n_fail, align 4, !tbaa !5
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr @n_fail, align 4, !tbaa !5
  br label %187

187:                                              ; preds = %175, %184
  %188 = load double, ptr %29, align 8, !tbaa !14
  %189 = call double @llvm.fabs.f64(double %82)
  %190 = fcmp ogt double %189, 1.000000e+00
  %191 = select i1 %190, double %189, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %188, ptr %16, align 8, !tbaa !9
  %192 = load volatile double, ptr %16, align 8, !tbaa !9
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %194, label %206, label %195

195:                                              ; preds = %187
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %82, ptr %15, align 8, !tbaa !9
  %196 = load volatile double, ptr %15, align 8, !tbaa !9
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = fcmp ueq double %197, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %198, label %206, label %199

199:                                              ; preds = %195
  %200 = fsub double %188, %82
  %201 = call double @llvm.fabs.f64(double %200)
  %202 = fmul double %191, 0x3EB0C6F7A0B5ED8D
  %203 = fcmp ole double %201, %202
  %204 = select i1 %203, ptr @.str.14, ptr @.str.15
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %42, double noundef %188, double noundef %82, ptr noundef nonnull %204)
  br i1 %203, label %211, label %208

206:                                              ; preds = %195, %187
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %42, double noundef %188, double noundef %82, ptr noundef nonnull @.str.15)
  br label %208

208:                                              ; preds = %206, %199
  %209 = load i32, ptr @n_fail, align 4, !tbaa !5
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr @n_fail, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %199, %208
  %212 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %213 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %214 = call { double, double } (ptr, ...) @__enzyme_fwddiff_vd(ptr noundef nonnull @f, i32 noundef %212, double noundef %39, double noundef 1.000000e+00, i32 noundef %213, double noundef %42) #7
  %215 = extractvalue { double, double } %214, 0
  %216 = extractvalue { double, double } %214, 1
  %217 = call double @sin(double noundef %39) #7
  %218 = call double @exp(double noundef %54) #7
  %219 = fmul double %69, %218
  %220 = call double @llvm.fmuladd.f64(double %217, double %42, double %219)
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fcmp ogt double %221, 1.000000e+00
  %223 = select i1 %222, double %221, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %215, ptr %14, align 8, !tbaa !9
  %224 = load volatile double, ptr %14, align 8, !tbaa !9
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ueq double %225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %226, label %238, label %227

227:                                              ; preds = %211
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %220, ptr %13, align 8, !tbaa !9
  %228 = load volatile double, ptr %13, align 8, !tbaa !9
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %230, label %238, label %231

231:                                              ; preds = %227
  %232 = fsub double %215, %220
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fmul double %223, 1.000000e-15
  %235 = fcmp ole double %233, %234
  %236 = select i1 %235, ptr @.str.14, ptr @.str.15
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %39, double noundef %215, double noundef %220, ptr noundef nonnull %236)
  br i1 %235, label %243, label %240

238:                                              ; preds = %227, %211
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %39, double noundef %215, double noundef %220, ptr noundef nonnull @.str.15)
  br label %240

240:                                              ; preds = %238, %231
  %241 = load i32, ptr @n_fail, align 4, !tbaa !5
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr @n_fail, align 4, !tbaa !5
  br label %243

243:                                              ; preds = %231, %240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %216, ptr %12, align 8, !tbaa !9
  %244 = load volatile double, ptr %12, align 8, !tbaa !9
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = fcmp ueq double %245, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %246, label %258, label %247

247:                                              ; preds = %243
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %66, ptr %11, align 8, !tbaa !9
  %248 = load volatile double, ptr %11, align 8, !tbaa !9
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = fcmp ueq double %249, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %250, label %258, label %251

251:                                              ; preds = %247
  %252 = fsub double %216, %66
  %253 = call double @llvm.fabs.f64(double %252)
  %254 = fmul double %117, 0x3EB0C6F7A0B5ED8D
  %255 = fcmp ole double %253, %254
  %256 = select i1 %255, ptr @.str.14, ptr @.str.15
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %39, double noundef %216, double noundef %66, ptr noundef nonnull %256)
  br i1 %255, label %263, label %260

258:                                              ; preds = %247, %243
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %39, double noundef %216, double noundef %66, ptr noundef nonnull @.str.15)
  br label %260

260:                                              ; preds = %258, %251
  %261 = load i32, ptr @n_fail, align 4, !tbaa !5
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr @n_fail, align 4, !tbaa !5
  br label %263

263:                                              ; preds = %251, %260
  %264 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %265 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %266 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %264, i32 noundef %265, double noundef %39, double noundef %42, double noundef 1.000000e+00) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %266, ptr %10, align 8, !tbaa !9
  %267 = load volatile double, ptr %10, align 8, !tbaa !9
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %269, label %281, label %270

270:                                              ; preds = %263
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %82, ptr %9, align 8, !tbaa !9
  %271 = load volatile double, ptr %9, align 8, !tbaa !9
  %272 = call double @llvm.fabs.f64(double %271)
  %273 = fcmp ueq double %272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %273, label %281, label %274

274:                                              ; preds = %270
  %275 = fsub double %266, %82
  %276 = call double @llvm.fabs.f64(double %275)
  %277 = fmul double %191, 0x3EB0C6F7A0B5ED8D
  %278 = fcmp ole double %276, %277
  %279 = select i1 %278, ptr @.str.14, ptr @.str.15
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %42, double noundef %266, double noundef %82, ptr noundef nonnull %279)
  br i1 %278, label %286, label %283

281:                                              ; preds = %270, %263
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %42, double noundef %266, double noundef %82, ptr noundef nonnull @.str.15)
  br label %283

283:                                              ; preds = %281, %274
  %284 = load i32, ptr @n_fail, align 4, !tbaa !5
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr @n_fail, align 4, !tbaa !5
  br label %286

286:                                              ; preds = %274, %283
  %287 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %288 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %289 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %287, i32 noundef %288, double noundef %39, double noundef %42) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %289, ptr %8, align 8, !tbaa !9
  %290 = load volatile double, ptr %8, align 8, !tbaa !9
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fcmp ueq double %291, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %292, label %304, label %293

293:                                              ; preds = %286
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %82, ptr %7, align 8, !tbaa !9
  %294 = load volatile double, ptr %7, align 8, !tbaa !9
  %295 = call double @llvm.fabs.f64(double %294)
  %296 = fcmp ueq double %295, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %296, label %304, label %297

297:                                              ; preds = %293
  %298 = fsub double %289, %82
  %299 = call double @llvm.fabs.f64(double %298)
  %300 = fmul double %191, 0x3EB0C6F7A0B5ED8D
  %301 = fcmp ole double %299, %300
  %302 = select i1 %301, ptr @.str.14, ptr @.str.15
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %42, double noundef %289, double noundef %82, ptr noundef nonnull %302)
  br i1 %301, label %309, label %306

304:                                              ; preds = %293, %286
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %42, double noundef %289, double noundef %82, ptr noundef nonnull @.str.15)
  br label %306

306:                                              ; preds = %304, %297
  %307 = load i32, ptr @n_fail, align 4, !tbaa !5
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr @n_fail, align 4, !tbaa !5
  br label %309

309:                                              ; preds = %297, %306
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #7
  store double 1.000000e+00, ptr %27, align 8, !tbaa !9
  %310 = load i32, ptr @enzyme_const_return, align 4, !tbaa !5
  %311 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %310, double noundef %39, ptr noundef nonnull %26, ptr noundef nonnull %27) #7
  %312 = fmul double %39, 3.000000e+00
  %313 = fmul double %39, %312
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fcmp ogt double %314, 1.000000e+00
  %316 = select i1 %315, double %314, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %311, ptr %6, align 8, !tbaa !9
  %317 = load volatile double, ptr %6, align 8, !tbaa !9
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fcmp ueq double %318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %319, label %331, label %320

320:                                              ; preds = %309
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %313, ptr %5, align 8, !tbaa !9
  %321 = load volatile double, ptr %5, align 8, !tbaa !9
  %322 = call double @llvm.fabs.f64(double %321)
  %323 = fcmp ueq double %322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %323, label %331, label %324

324:                                              ; preds = %320
  %325 = fsub double %311, %313
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fmul double %316, 0x3D719799812DEA11
  %328 = fcmp ole double %326, %327
  %329 = select i1 %328, ptr @.str.14, ptr @.str.15
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %39, double noundef %311, double noundef %313, ptr noundef nonnull %329)
  br i1 %328, label %336, label %333

331:                                              ; preds = %320, %309
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %39, double noundef %311, double noundef %313, ptr noundef nonnull @.str.15)
  br label %333

333:                                              ; preds = %331, %324
  %334 = load i32, ptr @n_fail, align 4, !tbaa !5
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr @n_fail, align 4, !tbaa !5
  br label %336

336:                                              ; preds = %324, %333
  store double 1.000000e+00, ptr %27, align 8, !tbaa !9
  %337 = load i32, ptr @enzyme_active_return, align 4, !tbaa !5
  %338 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %337, double noundef %39, ptr noundef nonnull %26, ptr noundef nonnull %27) #7
  %339 = call double @cos(double noundef %39) #7
  %340 = call double @llvm.fmuladd.f64(double %312, double %39, double %339)
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ogt double %341, 1.000000e+00
  %343 = select i1 %342, double %341, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %338, ptr %4, align 8, !tbaa !9
  %344 = load volatile double, ptr %4, align 8, !tbaa !9
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %346, label %358, label %347

347:                                              ; preds = %336
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %340, ptr %3, align 8, !tbaa !9
  %348 = load volatile double, ptr %3, align 8, !tbaa !9
  %349 = call double @llvm.fabs.f64(double %348)
  %350 = fcmp ueq double %349, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %350, label %358, label %351

351:                                              ; preds = %347
  %352 = fsub double %338, %340
  %353 = call double @llvm.fabs.f64(double %352)
  %354 = fmul double %343, 0x3D719799812DEA11
  %355 = fcmp ole double %353, %354
  %356 = select i1 %355, ptr @.str.14, ptr @.str.15
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %39, double noundef %338, double noundef %340, ptr noundef nonnull %356)
  br i1 %355, label %363, label %360

358:                                              ; preds = %347, %336
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %39, double noundef %338, double noundef %340, ptr noundef nonnull @.str.15)
  br label %360

360:                                              ; preds = %358, %351
  %361 = load i32, ptr @n_fail, align 4, !tbaa !5
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr @n_fail, align 4, !tbaa !5
  br label %363

363:                                              ; preds = %351, %360
  %364 = load i32, ptr @enzyme_dup_return, align 4, !tbaa !5
  %365 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %366 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %364, double noundef %39, double noundef 1.000000e+00, i32 noundef %365, double noundef %42) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %366, ptr %2, align 8, !tbaa !9
  %367 = load volatile double, ptr %2, align 8, !tbaa !9
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fcmp ueq double %368, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %369, label %381, label %370

370:                                              ; preds = %363
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %66, ptr %1, align 8, !tbaa !9
  %371 = load volatile double, ptr %1, align 8, !tbaa !9
  %372 = call double @llvm.fabs.f64(double %371)
  %373 = fcmp ueq double %372, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %373, label %381, label %374

374:                                              ; preds = %370
  %375 = fsub double %366, %66
  %376 = call double @llvm.fabs.f64(double %375)
  %377 = fmul double %117, 0x3EB0C6F7A0B5ED8D
  %378 = fcmp ole double %376, %377
  %379 = select i1 %378, ptr @.str.14, ptr @.str.15
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %39, double noundef %366, double noundef %66, ptr noundef nonnull %379)
  br i1 %378, label %386, label %383

381:                                              ; preds = %370, %363
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %39, double noundef %366, double noundef %66, ptr noundef nonnull @.str.15)
  br label %383

383:                                              ; preds = %381, %374
  %384 = load i32, ptr @n_fail, align 4, !tbaa !5
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr @n_fail, align 4, !tbaa !5
  br label %386

386:                                              ; preds = %374, %383
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #7
  %387 = add nuw nsw i64 %37, 1
  %388 = icmp eq i64 %387, 3
  br i1 %388, label %30, label %36, !llvm.loop !15
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @g(double noundef %0, ptr nocapture noundef writeonly %1) #3 {
  %3 = fmul double %0, %0
  %4 = fmul double %3, %0
  store double %4, ptr %1, align 8, !tbaa !9
  %5 = tail call double @sin(double noundef %0) #7
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
