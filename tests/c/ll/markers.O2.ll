; ModuleID = 'markers.c'
source_filename = "markers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -9.000000e-01, double 2.500000e-01, double 8.000000e-01, double 1.700000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"f.dx(x, const y)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [21 x i8] c"f.dx(out x, const y)\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"f.dy(const x, y)\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"f.dy(const x, out y)\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"g.dx(const n, const m)\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"p.dx\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"markers\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  br label %21

15:                                               ; preds = %358
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %16)
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  ret i32 %20

21:                                               ; preds = %0, %358
  %22 = phi i64 [ 0, %0 ], [ %359, %358 ]
  %23 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = trunc nuw nsw i64 %22 to i32
  %26 = uitofp nneg i32 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 3.000000e-01, double -5.000000e-01)
  %28 = tail call double @llvm.fabs.f64(double %24)
  %29 = fcmp ogt double %28, 1.000000e+00
  %30 = select i1 %29, double %28, double 1.000000e+00
  %31 = fmul double %30, 0x3EB0C6F7A0B5ED8D
  %32 = tail call double @llvm.fabs.f64(double %27)
  %33 = fcmp ogt double %32, 1.000000e+00
  %34 = select i1 %33, double %32, double 1.000000e+00
  %35 = fmul double %34, 0x3EB0C6F7A0B5ED8D
  %36 = fneg double %27
  %37 = insertelement <2 x double> poison, double %24, i64 0
  %38 = insertelement <2 x double> poison, double %24, i64 0
  %39 = insertelement <2 x double> poison, double %31, i64 0
  %40 = insertelement <2 x double> poison, double %31, i64 0
  %41 = fadd <2 x double> %38, %40
  %42 = fsub <2 x double> %37, %39
  %43 = shufflevector <2 x double> %41, <2 x double> %42, <2 x i32> <i32 0, i32 2>
  %44 = extractelement <2 x double> %41, i64 0
  %45 = tail call double @sin(double noundef %44) #9
  %46 = tail call double @exp(double noundef %27) #9
  %47 = fmul <2 x double> %43, %43
  %48 = extractelement <2 x double> %42, i64 0
  %49 = tail call double @sin(double noundef %48) #9
  %50 = tail call double @exp(double noundef %27) #9
  %51 = fmul <2 x double> %43, %47
  %52 = insertelement <2 x double> poison, double %27, i64 0
  %53 = shufflevector <2 x double> %52, <2 x double> poison, <2 x i32> zeroinitializer
  %54 = fmul <2 x double> %53, %51
  %55 = insertelement <2 x double> poison, double %45, i64 0
  %56 = insertelement <2 x double> %55, double %49, i64 1
  %57 = insertelement <2 x double> poison, double %46, i64 0
  %58 = insertelement <2 x double> %57, double %50, i64 1
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %58, <2 x double> %54)
  %60 = insertelement <2 x double> poison, double %36, i64 0
  %61 = shufflevector <2 x double> %60, <2 x double> poison, <2 x i32> zeroinitializer
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> %53, <2 x double> %59)
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %64 = fsub <2 x double> %62, %63
  %65 = extractelement <2 x double> %64, i64 0
  %66 = fmul double %31, 2.000000e+00
  %67 = fdiv double %65, %66
  %68 = fadd double %27, %35
  %69 = tail call double @sin(double noundef %24) #9
  %70 = tail call double @exp(double noundef %68) #9
  %71 = fmul double %24, %24
  %72 = fmul double %24, %71
  %73 = fmul double %68, %72
  %74 = tail call double @llvm.fmuladd.f64(double %69, double %70, double %73)
  %75 = fneg double %68
  %76 = tail call double @llvm.fmuladd.f64(double %75, double %68, double %74)
  %77 = fsub double %27, %35
  %78 = tail call double @sin(double noundef %24) #9
  %79 = tail call double @exp(double noundef %77) #9
  %80 = fmul double %77, %72
  %81 = tail call double @llvm.fmuladd.f64(double %78, double %79, double %80)
  %82 = fneg double %77
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %77, double %81)
  %84 = fsub double %76, %83
  %85 = fmul double %35, 2.000000e+00
  %86 = fdiv double %84, %85
  %87 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %88 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %24, i32 noundef %87, double noundef %27) #9
  %89 = tail call double @llvm.fabs.f64(double %67)
  %90 = fcmp ogt double %89, 1.000000e+00
  %91 = select i1 %90, double %89, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %88, ptr %14, align 8, !tbaa !9
  %92 = load volatile double, ptr %14, align 8, !tbaa !9
  %93 = tail call double @llvm.fabs.f64(double %92)
  %94 = fcmp ueq double %93, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %94, label %106, label %95

95:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %67, ptr %13, align 8, !tbaa !9
  %96 = load volatile double, ptr %13, align 8, !tbaa !9
  %97 = tail call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %98, label %106, label %99

99:                                               ; preds = %95
  %100 = fsub double %88, %67
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fmul double %91, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ole double %101, %102
  %104 = select i1 %103, ptr @.str.10, ptr @.str.11
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %88, double noundef %67, ptr noundef nonnull %104)
  br i1 %103, label %111, label %108

106:                                              ; preds = %95, %21
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %88, double noundef %67, ptr noundef nonnull @.str.11)
  br label %108

108:                                              ; preds = %106, %99
  %109 = load i32, ptr @n_fail, align 4, !tbaa !5
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr @n_fail, align 4, !tbaa !5
  br label %111

111:                                              ; preds = %99, %108
  %112 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %113 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %114 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %112, double noundef %24, i32 noundef %113, double noundef %27) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %114, ptr %12, align 8, !tbaa !9
  %115 = load volatile double, ptr %12, align 8, !tbaa !9
  %116 = tail call double @llvm.fabs.f64(double %115)
  %117 = fcmp ueq double %116, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %117, label %129, label %118

118:                                              ; preds = %111
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %67, ptr %11, align 8, !tbaa !9
  %119 = load volatile double, ptr %11, align 8, !tbaa !9
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %121, label %129, label %122

122:                                              ; preds = %118
  %123 = fsub double %114, %67
  %124 = tail call double @llvm.fabs.f64(double %123)
  %125 = fmul double %91, 0x3EB0C6F7A0B5ED8D
  %126 = fcmp ole double %124, %125
  %127 = select i1 %126, ptr @.str.10, ptr @.str.11
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %114, double noundef %67, ptr noundef nonnull %127)
  br i1 %126, label %134, label %131

129:                                              ; preds = %118, %111
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %114, double noundef %67, ptr noundef nonnull @.str.11)
  br label %131

131:                                              ; preds = %129, %122
  %132 = load i32, ptr @n_fail, align 4, !tbaa !5
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr @n_fail, align 4, !tbaa !5
  br label %134

134:                                              ; preds = %122, %131
  %135 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %136 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %135, double noundef %24, double noundef %27) #9
  %137 = tail call double @llvm.fabs.f64(double %86)
  %138 = fcmp ogt double %137, 1.000000e+00
  %139 = select i1 %138, double %137, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %136, ptr %10, align 8, !tbaa !9
  %140 = load volatile double, ptr %10, align 8, !tbaa !9
  %141 = tail call double @llvm.fabs.f64(double %140)
  %142 = fcmp ueq double %141, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %142, label %154, label %143

143:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %86, ptr %9, align 8, !tbaa !9
  %144 = load volatile double, ptr %9, align 8, !tbaa !9
  %145 = tail call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %146, label %154, label %147

147:                                              ; preds = %143
  %148 = fsub double %136, %86
  %149 = tail call double @llvm.fabs.f64(double %148)
  %150 = fmul double %139, 0x3EB0C6F7A0B5ED8D
  %151 = fcmp ole double %149, %150
  %152 = select i1 %151, ptr @.str.10, ptr @.str.11
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %27, double noundef %136, double noundef %86, ptr noundef nonnull %152)
  br i1 %151, label %159, label %156

154:                                              ; preds = %143, %134
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %27, double noundef %136, double noundef %86, ptr noundef nonnull @.str.11)
  br label %156

156:                                              ; preds = %154, %147
  %157 = load i32, ptr @n_fail, align 4, !tbaa !5
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr @n_fail, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %147, %156
  %160 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %161 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %162 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %160, double noundef %24, i32 noundef %161, double noundef %27) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %162, ptr %8, align 8, !tbaa !9
  %163 = load volatile double, ptr %8, align 8, !tbaa !9
  %164 = tail call double @llvm.fabs.f64(double %163)
  %165 = fcmp ueq double %164, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %165, label %177, label %166

166:                                              ; preds = %159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %86, ptr %7, align 8, !tbaa !9
  %167 = load volatile double, ptr %7, align 8, !tbaa !9
  %168 = tail call double @llvm.fabs.f64(double %167)
  %169 = fcmp ueq double %168, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %169, label %177, label %170

170:                                              ; preds = %166
  %171 = fsub double %162, %86
  %172 = tail call double @llvm.fabs.f64(double %171)
  %173 = fmul double %139, 0x3EB0C6F7A0B5ED8D
  %174 = fcmp ole double %172, %173
  %175 = select i1 %174, ptr @.str.10, ptr @.str.11
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %27, double noundef %162, double noundef %86, ptr noundef nonnull %175)
  br i1 %174, label %182, label %179

177:                                              ; preds = %166, %159
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %27, double noundef %162, double noundef %86, ptr noundef nonnull @.str.11)
  br label %179

179:                                              ; preds = %177, %170
  %180 = load i32, ptr @n_fail, align 4, !tbaa !5
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr @n_fail, align 4, !tbaa !5
  br label %182

182:                                              ; preds = %170, %179
  %183 = add nuw nsw i64 %22, 2
  %184 = fmul double %26, 5.000000e-01
  %185 = sub nuw nsw i64 3, %22
  %186 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %187 = trunc nuw nsw i64 %183 to i32
  %188 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %187, double noundef %24, i32 noundef %186, double noundef %184, i64 noundef %185) #9
  %189 = trunc nuw nsw i64 %185 to i32
  %190 = uitofp nneg i32 %189 to double
  %191 = fmul double %44, %190
  %192 = tail call double @cos(double noundef %191) #9
  %193 = fmul double %44, %184
  %194 = fadd double %192, %193
  %195 = fmul double %44, %194
  %196 = fmul double %195, 5.000000e-01
  %197 = tail call double @cos(double noundef %191) #9
  %198 = fadd double %197, %196
  %199 = icmp eq i64 %22, 0
  br i1 %199, label %217, label %200, !llvm.loop !11

200:                                              ; preds = %182
  %201 = fmul double %44, %198
  %202 = fdiv double %201, 3.000000e+00
  %203 = tail call double @cos(double noundef %191) #9
  %204 = fadd double %203, %202
  %205 = icmp eq i64 %183, 3
  br i1 %205, label %217, label %206, !llvm.loop !11

206:                                              ; preds = %200
  %207 = fmul double %44, %204
  %208 = fmul double %207, 2.500000e-01
  %209 = tail call double @cos(double noundef %191) #9
  %210 = fadd double %209, %208
  %211 = icmp eq i64 %183, 4
  br i1 %211, label %217, label %212, !llvm.loop !11

212:                                              ; preds = %206
  %213 = fmul double %44, %210
  %214 = fdiv double %213, 5.000000e+00
  %215 = tail call double @cos(double noundef %191) #9
  %216 = fadd double %215, %214
  br label %217

217:                                              ; preds = %212, %206, %200, %182
  %218 = phi double [ %198, %182 ], [ %204, %200 ], [ %210, %206 ], [ %216, %212 ]
  %219 = fmul double %48, %190
  %220 = tail call double @cos(double noundef %219) #9
  %221 = fmul double %48, %184
  %222 = fadd double %220, %221
  %223 = fmul double %48, %222
  %224 = fmul double %223, 5.000000e-01
  %225 = tail call double @cos(double noundef %219) #9
  %226 = fadd double %225, %224
  %227 = icmp eq i64 %22, 0
  br i1 %227, label %245, label %228, !llvm.loop !11

228:                                              ; preds = %217
  %229 = fmul double %48, %226
  %230 = fdiv double %229, 3.000000e+00
  %231 = tail call double @cos(double noundef %219) #9
  %232 = fadd double %231, %230
  %233 = icmp eq i64 %183, 3
  br i1 %233, label %245, label %234, !llvm.loop !11

234:                                              ; preds = %228
  %235 = fmul double %48, %232
  %236 = fmul double %235, 2.500000e-01
  %237 = tail call double @cos(double noundef %219) #9
  %238 = fadd double %237, %236
  %239 = icmp eq i64 %183, 4
  br i1 %239, label %245, label %240, !llvm.loop !11

240:                                              ; preds = %234
  %241 = fmul double %48, %238
  %242 = fdiv double %241, 5.000000e+00
  %243 = tail call double @cos(double noundef %219) #9
  %244 = fadd double %243, %242
  br label %245

245:                                              ; preds = %240, %234, %228, %217
  %246 = phi double [ %226, %217 ], [ %232, %228 ], [ %238, %234 ], [ %244, %240 ]
  %247 = fsub double %218, %246
  %248 = fdiv double %247, %66
  %249 = tail call double @llvm.fabs.f64(double %248)
  %250 = fcmp ogt double %249, 1.000000e+00
  %251 = select i1 %250, double %249, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %188, ptr %6, align 8, !tbaa !9
  %252 = load volatile double, ptr %6, align 8, !tbaa !9
  %253 = tail call double @llvm.fabs.f64(double %252)
  %254 = fcmp ueq double %253, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %254, label %266, label %255

255:                                              ; preds = %245
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %248, ptr %5, align 8, !tbaa !9
  %256 = load volatile double, ptr %5, align 8, !tbaa !9
  %257 = tail call double @llvm.fabs.f64(double %256)
  %258 = fcmp ueq double %257, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %258, label %266, label %259

259:                                              ; preds = %255
  %260 = fsub double %188, %248
  %261 = tail call double @llvm.fabs.f64(double %260)
  %262 = fmul double %251, 0x3EB0C6F7A0B5ED8D
  %263 = fcmp ole double %261, %262
  %264 = select i1 %263, ptr @.str.10, ptr @.str.11
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %188, double noundef %248, ptr noundef nonnull %264)
  br i1 %263, label %271, label %268

266:                                              ; preds = %255, %245
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %188, double noundef %248, ptr noundef nonnull @.str.11)
  br label %268

268:                                              ; preds = %266, %259
  %269 = load i32, ptr @n_fail, align 4, !tbaa !5
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr @n_fail, align 4, !tbaa !5
  br label %271

271:                                              ; preds = %259, %268
  %272 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %273 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %274 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %272, i32 noundef %187, i32 noundef %273, double noundef %24, i32 noundef %272, double noundef %184, i32 noundef %272, i64 noundef %185) #9
  %275 = tail call double @cos(double noundef %191) #9
  %276 = fmul double %44, %184
  %277 = fadd double %275, %276
  %278 = fmul double %44, %277
  %279 = fmul double %278, 5.000000e-01
  %280 = tail call double @cos(double noundef %191) #9
  %281 = fadd double %280, %279
  %282 = icmp eq i64 %22, 0
  br i1 %282, label %300, label %283, !llvm.loop !11

283:                                              ; preds = %271
  %284 = fmul double %44, %281
  %285 = fdiv double %284, 3.000000e+00
  %286 = tail call double @cos(double noundef %191) #9
  %287 = fadd double %286, %285
  %288 = icmp eq i64 %183, 3
  br i1 %288, label %300, label %289, !llvm.loop !11

289:                                              ; preds = %283
  %290 = fmul double %44, %287
  %291 = fmul double %290, 2.500000e-01
  %292 = tail call double @cos(double noundef %191) #9
  %293 = fadd double %292, %291
  %294 = icmp eq i64 %183, 4
  br i1 %294, label %300, label %295, !llvm.loop !11

295:                                              ; preds = %289
  %296 = fmul double %44, %293
  %297 = fdiv double %296, 5.000000e+00
  %298 = tail call double @cos(double noundef %191) #9
  %299 = fadd double %298, %297
  br label %300

300:                                              ; preds = %271, %283, %289, %295
  %301 = phi double [ %281, %271 ], [ %287, %283 ], [ %293, %289 ], [ %299, %295 ]
  %302 = tail call double @cos(double noundef %219) #9
  %303 = fmul double %48, %184
  %304 = fadd double %302, %303
  %305 = fmul double %48, %304
  %306 = fmul double %305, 5.000000e-01
  %307 = tail call double @cos(double noundef %219) #9
  %308 = fadd double %307, %306
  %309 = icmp eq i64 %22, 0
  br i1 %309, label %327, label %310, !llvm.loop !11

310:                                              ; preds = %300
  %311 = fmul double %48, %308
  %312 = fdiv double %311, 3.000000e+00
  %313 = tail call double @cos(double noundef %219) #9
  %314 = fadd double %313, %312
  %315 = icmp eq i64 %183, 3
  br i1 %315, label %327, label %316, !llvm.loop !11

316:                                              ; preds = %310
  %317 = fmul double %48, %314
  %318 = fmul double %317, 2.500000e-01
  %319 = tail call double @cos(double noundef %219) #9
  %320 = fadd double %319, %318
  %321 = icmp eq i64 %183, 4
  br i1 %321, label %327, label %322, !llvm.loop !11

322:                                              ; preds = %316
  %323 = fmul double %48, %320
  %324 = fdiv double %323, 5.000000e+00
  %325 = tail call double @cos(double noundef %219) #9
  %326 = fadd double %325, %324
  br label %327

327:                                              ; preds = %322, %316, %310, %300
  %328 = phi double [ %308, %300 ], [ %314, %310 ], [ %320, %316 ], [ %326, %322 ]
  %329 = fsub double %301, %328
  %330 = fdiv double %329, %66
  %331 = tail call double @llvm.fabs.f64(double %330)
  %332 = fcmp ogt double %331, 1.000000e+00
  %333 = select i1 %332, double %331, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %274, ptr %4, align 8, !tbaa !9
  %334 = load volatile double, ptr %4, align 8, !tbaa !9
  %335 = tail call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %336, label %348, label %337

337:                                              ; preds = %327
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %330, ptr %3, align 8, !tbaa !9
  %338 = load volatile double, ptr %3, align 8, !tbaa !9
  %339 = tail call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %340, label %348, label %341

341:                                              ; preds = %337
  %342 = fsub double %274, %330
  %343 = tail call double @llvm.fabs.f64(double %342)
  %344 = fmul double %333, 0x3EB0C6F7A0B5ED8D
  %345 = fcmp ole double %343, %344
  %346 = select i1 %345, ptr @.str.10, ptr @.str.11
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %274, double noundef %330, ptr noundef nonnull %346)
  br i1 %345, label %353, label %350

348:                                              ; preds = %337, %327
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %274, double noundef %330, ptr noundef nonnull @.str.11)
  br label %350

350:                                              ; preds = %348, %341
  %351 = load i32, ptr @n_fail, align 4, !tbaa !5
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr @n_fail, align 4, !tbaa !5
  br label %353

353:                                              ; preds = %341, %350
  %354 = fneg double %44
  %355 = fneg double %48
  %356 = tail call double @llvm.fmuladd.f64(double %44, double %44, double 1.000000e+00)
  %357 = tail call double @llvm.fmuladd.f64(double %48, double %48, double 1.000000e+00)
  br label %361

358:                                              ; preds = %408
  %359 = add nuw nsw i64 %22, 1
  %360 = icmp eq i64 %359, 4
  br i1 %360, label %15, label %21, !llvm.loop !13

361:                                              ; preds = %353, %408
  %362 = phi i32 [ 0, %353 ], [ %409, %408 ]
  %363 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef %24, i32 noundef %362) #9
  switch i32 %362, label %370 [
    i32 0, label %380
    i32 1, label %364
  ]

364:                                              ; preds = %361
  %365 = tail call double @exp(double noundef %354) #9
  %366 = tail call double @exp(double noundef %355) #9
  %367 = insertelement <2 x double> poison, double %365, i64 0
  %368 = insertelement <2 x double> %367, double %366, i64 1
  %369 = fmul <2 x double> %43, %368
  br label %380

370:                                              ; preds = %361
  %371 = tail call double @log(double noundef %356) #9
  %372 = add nuw nsw i32 %362, 1
  %373 = uitofp nneg i32 %372 to double
  %374 = tail call double @log(double noundef %357) #9
  %375 = insertelement <2 x double> poison, double %371, i64 0
  %376 = insertelement <2 x double> %375, double %374, i64 1
  %377 = insertelement <2 x double> poison, double %373, i64 0
  %378 = shufflevector <2 x double> %377, <2 x double> poison, <2 x i32> zeroinitializer
  %379 = fdiv <2 x double> %376, %378
  br label %380

380:                                              ; preds = %361, %364, %370
  %381 = phi <2 x double> [ %369, %364 ], [ %379, %370 ], [ %47, %361 ]
  %382 = shufflevector <2 x double> %381, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %383 = fsub <2 x double> %381, %382
  %384 = extractelement <2 x double> %383, i64 0
  %385 = fdiv double %384, %66
  %386 = tail call double @llvm.fabs.f64(double %385)
  %387 = fcmp ogt double %386, 1.000000e+00
  %388 = select i1 %387, double %386, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %363, ptr %2, align 8, !tbaa !9
  %389 = load volatile double, ptr %2, align 8, !tbaa !9
  %390 = tail call double @llvm.fabs.f64(double %389)
  %391 = fcmp ueq double %390, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %391, label %403, label %392

392:                                              ; preds = %380
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %385, ptr %1, align 8, !tbaa !9
  %393 = load volatile double, ptr %1, align 8, !tbaa !9
  %394 = tail call double @llvm.fabs.f64(double %393)
  %395 = fcmp ueq double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %395, label %403, label %396

396:                                              ; preds = %392
  %397 = fsub double %363, %385
  %398 = tail call double @llvm.fabs.f64(double %397)
  %399 = fmul double %388, 0x3EB0C6F7A0B5ED8D
  %400 = fcmp ole double %398, %399
  %401 = select i1 %400, ptr @.str.10, ptr @.str.11
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %363, double noundef %385, ptr noundef nonnull %401)
  br i1 %400, label %408, label %405

403:                                              ; preds = %392, %380
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %363, double noundef %385, ptr noundef nonnull @.str.11)
  br label %405

405:                                              ; preds = %403, %396
  %406 = load i32, ptr @n_fail, align 4, !tbaa !5
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr @n_fail, align 4, !tbaa !5
  br label %408

408:                                              ; preds = %396, %405
  %409 = add nuw nsw i32 %362, 1
  %410 = icmp eq i32 %409, 3
  br i1 %410, label %358, label %361, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @sin(double noundef %0) #9
  %4 = tail call double @exp(double noundef %1) #9
  %5 = fmul double %0, %0
  %6 = fmul double %5, %0
  %7 = fmul double %6, %1
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %7)
  %9 = fneg double %1
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %1, double %8)
  ret double %10
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(i32 noundef %0, double noundef %1, double noundef %2, i64 noundef %3) #5 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %4
  %7 = sitofp i64 %3 to double
  %8 = fmul double %7, %1
  %9 = and i32 %0, 3
  %10 = icmp ult i32 %0, 4
  br i1 %10, label %13, label %11

11:                                               ; preds = %6
  %12 = and i32 %0, 2147483644
  br label %32

13:                                               ; preds = %32, %6
  %14 = phi double [ poison, %6 ], [ %59, %32 ]
  %15 = phi i32 [ 0, %6 ], [ %55, %32 ]
  %16 = phi double [ %2, %6 ], [ %59, %32 ]
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %23, %18 ], [ %15, %13 ]
  %20 = phi double [ %27, %18 ], [ %16, %13 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %13 ]
  %22 = fmul double %20, %1
  %23 = add nuw nsw i32 %19, 1
  %24 = uitofp nneg i32 %23 to double
  %25 = fdiv double %22, %24
  %26 = tail call double @cos(double noundef %8) #9
  %27 = fadd double %25, %26
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %9
  br i1 %29, label %30, label %18, !llvm.loop !15

30:                                               ; preds = %13, %18, %4
  %31 = phi double [ %2, %4 ], [ %14, %13 ], [ %27, %18 ]
  ret double %31

32:                                               ; preds = %32, %11
  %33 = phi i32 [ 0, %11 ], [ %55, %32 ]
  %34 = phi double [ %2, %11 ], [ %59, %32 ]
  %35 = phi i32 [ 0, %11 ], [ %60, %32 ]
  %36 = fmul double %34, %1
  %37 = or disjoint i32 %33, 1
  %38 = uitofp nneg i32 %37 to double
  %39 = fdiv double %36, %38
  %40 = tail call double @cos(double noundef %8) #9
  %41 = fadd double %39, %40
  %42 = fmul double %41, %1
  %43 = or disjoint i32 %33, 2
  %44 = uitofp nneg i32 %43 to double
  %45 = fdiv double %42, %44
  %46 = tail call double @cos(double noundef %8) #9
  %47 = fadd double %45, %46
  %48 = fmul double %47, %1
  %49 = or disjoint i32 %33, 3
  %50 = uitofp nneg i32 %49 to double
  %51 = fdiv double %48, %50
  %52 = tail call double @cos(double noundef %8) #9
  %53 = fadd double %51, %52
  %54 = fmul double %53, %1
  %55 = add nuw nsw i32 %33, 4
  %56 = uitofp nneg i32 %55 to double
  %57 = fdiv double %54, %56
  %58 = tail call double @cos(double noundef %8) #9
  %59 = fadd double %57, %58
  %60 = add i32 %35, 4
  %61 = icmp eq i32 %60, %12
  br i1 %61, label %13, label %32, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p(double noundef %0, i32 noundef %1) #3 {
  switch i32 %1, label %9 [
    i32 0, label %3
    i32 1, label %5
  ]

3:                                                ; preds = %2
  %4 = fmul double %0, %0
  br label %15

5:                                                ; preds = %2
  %6 = fneg double %0
  %7 = tail call double @exp(double noundef %6) #9
  %8 = fmul double %7, %0
  br label %15

9:                                                ; preds = %2
  %10 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %11 = tail call double @log(double noundef %10) #9
  %12 = sitofp i32 %1 to double
  %13 = fadd double %12, 1.000000e+00
  %14 = fdiv double %11, %13
  br label %15

15:                                               ; preds = %9, %5, %3
  %16 = phi double [ %4, %3 ], [ %8, %5 ], [ %14, %9 ]
  ret double %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
