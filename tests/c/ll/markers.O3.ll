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

15:                                               ; preds = %443
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %16)
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  ret i32 %20

21:                                               ; preds = %0, %443
  %22 = phi i64 [ 0, %0 ], [ %444, %443 ]
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
  %36 = fadd double %24, %31
  %37 = tail call double @sin(double noundef %36) #9
  %38 = tail call double @exp(double noundef %27) #9
  %39 = fneg double %27
  %40 = fsub double %24, %31
  %41 = tail call double @sin(double noundef %40) #9
  %42 = tail call double @exp(double noundef %27) #9
  %43 = insertelement <2 x double> poison, double %36, i64 0
  %44 = insertelement <2 x double> %43, double %40, i64 1
  %45 = fmul <2 x double> %44, %44
  %46 = fmul <2 x double> %44, %45
  %47 = insertelement <2 x double> poison, double %27, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  %49 = fmul <2 x double> %48, %46
  %50 = insertelement <2 x double> poison, double %37, i64 0
  %51 = insertelement <2 x double> %50, double %41, i64 1
  %52 = insertelement <2 x double> poison, double %38, i64 0
  %53 = insertelement <2 x double> %52, double %42, i64 1
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %53, <2 x double> %49)
  %55 = insertelement <2 x double> poison, double %39, i64 0
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %48, <2 x double> %54)
  %58 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %59 = fsub <2 x double> %57, %58
  %60 = extractelement <2 x double> %59, i64 0
  %61 = fmul double %31, 2.000000e+00
  %62 = fdiv double %60, %61
  %63 = fadd double %27, %35
  %64 = tail call double @sin(double noundef %24) #9
  %65 = tail call double @exp(double noundef %63) #9
  %66 = fmul double %24, %24
  %67 = fmul double %24, %66
  %68 = fmul double %63, %67
  %69 = tail call double @llvm.fmuladd.f64(double %64, double %65, double %68)
  %70 = fneg double %63
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %63, double %69)
  %72 = fsub double %27, %35
  %73 = tail call double @sin(double noundef %24) #9
  %74 = tail call double @exp(double noundef %72) #9
  %75 = fmul double %72, %67
  %76 = tail call double @llvm.fmuladd.f64(double %73, double %74, double %75)
  %77 = fneg double %72
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %72, double %76)
  %79 = fsub double %71, %78
  %80 = fmul double %35, 2.000000e+00
  %81 = fdiv double %79, %80
  %82 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %83 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %24, i32 noundef %82, double noundef %27) #9
  %84 = tail call double @llvm.fabs.f64(double %62)
  %85 = fcmp ogt double %84, 1.000000e+00
  %86 = select i1 %85, double %84, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %83, ptr %14, align 8, !tbaa !9
  %87 = load volatile double, ptr %14, align 8, !tbaa !9
  %88 = tail call double @llvm.fabs.f64(double %87)
  %89 = fcmp ueq double %88, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %89, label %101, label %90

90:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %62, ptr %13, align 8, !tbaa !9
  %91 = load volatile double, ptr %13, align 8, !tbaa !9
  %92 = tail call double @llvm.fabs.f64(double %91)
  %93 = fcmp ueq double %92, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %93, label %101, label %94

94:                                               ; preds = %90
  %95 = fsub double %83, %62
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = fmul double %86, 0x3EB0C6F7A0B5ED8D
  %98 = fcmp ole double %96, %97
  %99 = select i1 %98, ptr @.str.10, ptr @.str.11
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %83, double noundef %62, ptr noundef nonnull %99)
  br i1 %98, label %106, label %103

101:                                              ; preds = %90, %21
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %83, double noundef %62, ptr noundef nonnull @.str.11)
  br label %103

103:                                              ; preds = %101, %94
  %104 = load i32, ptr @n_fail, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @n_fail, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %94, %103
  %107 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %108 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %109 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %107, double noundef %24, i32 noundef %108, double noundef %27) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %109, ptr %12, align 8, !tbaa !9
  %110 = load volatile double, ptr %12, align 8, !tbaa !9
  %111 = tail call double @llvm.fabs.f64(double %110)
  %112 = fcmp ueq double %111, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %112, label %124, label %113

113:                                              ; preds = %106
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %62, ptr %11, align 8, !tbaa !9
  %114 = load volatile double, ptr %11, align 8, !tbaa !9
  %115 = tail call double @llvm.fabs.f64(double %114)
  %116 = fcmp ueq double %115, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %116, label %124, label %117

117:                                              ; preds = %113
  %118 = fsub double %109, %62
  %119 = tail call double @llvm.fabs.f64(double %118)
  %120 = fmul double %86, 0x3EB0C6F7A0B5ED8D
  %121 = fcmp ole double %119, %120
  %122 = select i1 %121, ptr @.str.10, ptr @.str.11
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %109, double noundef %62, ptr noundef nonnull %122)
  br i1 %121, label %129, label %126

124:                                              ; preds = %113, %106
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %109, double noundef %62, ptr noundef nonnull @.str.11)
  br label %126

126:                                              ; preds = %124, %117
  %127 = load i32, ptr @n_fail, align 4, !tbaa !5
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr @n_fail, align 4, !tbaa !5
  br label %129

129:                                              ; preds = %117, %126
  %130 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %131 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %130, double noundef %24, double noundef %27) #9
  %132 = tail call double @llvm.fabs.f64(double %81)
  %133 = fcmp ogt double %132, 1.000000e+00
  %134 = select i1 %133, double %132, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %131, ptr %10, align 8, !tbaa !9
  %135 = load volatile double, ptr %10, align 8, !tbaa !9
  %136 = tail call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %137, label %149, label %138

138:                                              ; preds = %129
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %81, ptr %9, align 8, !tbaa !9
  %139 = load volatile double, ptr %9, align 8, !tbaa !9
  %140 = tail call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %141, label %149, label %142

142:                                              ; preds = %138
  %143 = fsub double %131, %81
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fmul double %134, 0x3EB0C6F7A0B5ED8D
  %146 = fcmp ole double %144, %145
  %147 = select i1 %146, ptr @.str.10, ptr @.str.11
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %27, double noundef %131, double noundef %81, ptr noundef nonnull %147)
  br i1 %146, label %154, label %151

149:                                              ; preds = %138, %129
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %27, double noundef %131, double noundef %81, ptr noundef nonnull @.str.11)
  br label %151

151:                                              ; preds = %149, %142
  %152 = load i32, ptr @n_fail, align 4, !tbaa !5
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @n_fail, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %142, %151
  %155 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %156 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %157 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %155, double noundef %24, i32 noundef %156, double noundef %27) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %157, ptr %8, align 8, !tbaa !9
  %158 = load volatile double, ptr %8, align 8, !tbaa !9
  %159 = tail call double @llvm.fabs.f64(double %158)
  %160 = fcmp ueq double %159, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %160, label %172, label %161

161:                                              ; preds = %154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %81, ptr %7, align 8, !tbaa !9
  %162 = load volatile double, ptr %7, align 8, !tbaa !9
  %163 = tail call double @llvm.fabs.f64(double %162)
  %164 = fcmp ueq double %163, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %164, label %172, label %165

165:                                              ; preds = %161
  %166 = fsub double %157, %81
  %167 = tail call double @llvm.fabs.f64(double %166)
  %168 = fmul double %134, 0x3EB0C6F7A0B5ED8D
  %169 = fcmp ole double %167, %168
  %170 = select i1 %169, ptr @.str.10, ptr @.str.11
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %27, double noundef %157, double noundef %81, ptr noundef nonnull %170)
  br i1 %169, label %177, label %174

172:                                              ; preds = %161, %154
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %27, double noundef %157, double noundef %81, ptr noundef nonnull @.str.11)
  br label %174

174:                                              ; preds = %172, %165
  %175 = load i32, ptr @n_fail, align 4, !tbaa !5
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr @n_fail, align 4, !tbaa !5
  br label %177

177:                                              ; preds = %165, %174
  %178 = add nuw nsw i64 %22, 2
  %179 = fmul double %26, 5.000000e-01
  %180 = sub nuw nsw i64 3, %22
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %182 = trunc nuw nsw i64 %178 to i32
  %183 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %182, double noundef %24, i32 noundef %181, double noundef %179, i64 noundef %180) #9
  %184 = trunc nuw nsw i64 %180 to i32
  %185 = uitofp nneg i32 %184 to double
  %186 = fmul double %36, %185
  %187 = tail call double @cos(double noundef %186) #9
  %188 = fmul double %36, %179
  %189 = fadd double %187, %188
  %190 = fmul double %36, %189
  %191 = fmul double %190, 5.000000e-01
  %192 = tail call double @cos(double noundef %186) #9
  %193 = fadd double %192, %191
  %194 = icmp eq i64 %22, 0
  br i1 %194, label %212, label %195, !llvm.loop !11

195:                                              ; preds = %177
  %196 = fmul double %36, %193
  %197 = fdiv double %196, 3.000000e+00
  %198 = tail call double @cos(double noundef %186) #9
  %199 = fadd double %198, %197
  %200 = icmp eq i64 %178, 3
  br i1 %200, label %212, label %201, !llvm.loop !11

201:                                              ; preds = %195
  %202 = fmul double %36, %199
  %203 = fmul double %202, 2.500000e-01
  %204 = tail call double @cos(double noundef %186) #9
  %205 = fadd double %204, %203
  %206 = icmp eq i64 %178, 4
  br i1 %206, label %212, label %207, !llvm.loop !11

207:                                              ; preds = %201
  %208 = fmul double %36, %205
  %209 = fdiv double %208, 5.000000e+00
  %210 = tail call double @cos(double noundef %186) #9
  %211 = fadd double %210, %209
  br label %212

212:                                              ; preds = %207, %201, %195, %177
  %213 = phi double [ %193, %177 ], [ %199, %195 ], [ %205, %201 ], [ %211, %207 ]
  %214 = fmul double %40, %185
  %215 = tail call double @cos(double noundef %214) #9
  %216 = fmul double %40, %179
  %217 = fadd double %215, %216
  %218 = fmul double %40, %217
  %219 = fmul double %218, 5.000000e-01
  %220 = tail call double @cos(double noundef %214) #9
  %221 = fadd double %220, %219
  %222 = icmp eq i64 %22, 0
  br i1 %222, label %240, label %223, !llvm.loop !11

223:                                              ; preds = %212
  %224 = fmul double %40, %221
  %225 = fdiv double %224, 3.000000e+00
  %226 = tail call double @cos(double noundef %214) #9
  %227 = fadd double %226, %225
  %228 = icmp eq i64 %178, 3
  br i1 %228, label %240, label %229, !llvm.loop !11

229:                                              ; preds = %223
  %230 = fmul double %40, %227
  %231 = fmul double %230, 2.500000e-01
  %232 = tail call double @cos(double noundef %214) #9
  %233 = fadd double %232, %231
  %234 = icmp eq i64 %178, 4
  br i1 %234, label %240, label %235, !llvm.loop !11

235:                                              ; preds = %229
  %236 = fmul double %40, %233
  %237 = fdiv double %236, 5.000000e+00
  %238 = tail call double @cos(double noundef %214) #9
  %239 = fadd double %238, %237
  br label %240

240:                                              ; preds = %235, %229, %223, %212
  %241 = phi double [ %221, %212 ], [ %227, %223 ], [ %233, %229 ], [ %239, %235 ]
  %242 = fsub double %213, %241
  %243 = fdiv double %242, %61
  %244 = tail call double @llvm.fabs.f64(double %243)
  %245 = fcmp ogt double %244, 1.000000e+00
  %246 = select i1 %245, double %244, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %183, ptr %6, align 8, !tbaa !9
  %247 = load volatile double, ptr %6, align 8, !tbaa !9
  %248 = tail call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %249, label %261, label %250

250:                                              ; preds = %240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %243, ptr %5, align 8, !tbaa !9
  %251 = load volatile double, ptr %5, align 8, !tbaa !9
  %252 = tail call double @llvm.fabs.f64(double %251)
  %253 = fcmp ueq double %252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %253, label %261, label %254

254:                                              ; preds = %250
  %255 = fsub double %183, %243
  %256 = tail call double @llvm.fabs.f64(double %255)
  %257 = fmul double %246, 0x3EB0C6F7A0B5ED8D
  %258 = fcmp ole double %256, %257
  %259 = select i1 %258, ptr @.str.10, ptr @.str.11
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %183, double noundef %243, ptr noundef nonnull %259)
  br i1 %258, label %266, label %263

261:                                              ; preds = %250, %240
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %183, double noundef %243, ptr noundef nonnull @.str.11)
  br label %263

263:                                              ; preds = %261, %254
  %264 = load i32, ptr @n_fail, align 4, !tbaa !5
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr @n_fail, align 4, !tbaa !5
  br label %266

266:                                              ; preds = %254, %263
  %267 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %268 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %269 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %267, i32 noundef %182, i32 noundef %268, double noundef %24, i32 noundef %267, double noundef %179, i32 noundef %267, i64 noundef %180) #9
  %270 = tail call double @cos(double noundef %186) #9
  %271 = fmul double %36, %179
  %272 = fadd double %270, %271
  %273 = fmul double %36, %272
  %274 = fmul double %273, 5.000000e-01
  %275 = tail call double @cos(double noundef %186) #9
  %276 = fadd double %275, %274
  %277 = icmp eq i64 %22, 0
  br i1 %277, label %295, label %278, !llvm.loop !11

278:                                              ; preds = %266
  %279 = fmul double %36, %276
  %280 = fdiv double %279, 3.000000e+00
  %281 = tail call double @cos(double noundef %186) #9
  %282 = fadd double %281, %280
  %283 = icmp eq i64 %178, 3
  br i1 %283, label %295, label %284, !llvm.loop !11

284:                                              ; preds = %278
  %285 = fmul double %36, %282
  %286 = fmul double %285, 2.500000e-01
  %287 = tail call double @cos(double noundef %186) #9
  %288 = fadd double %287, %286
  %289 = icmp eq i64 %178, 4
  br i1 %289, label %295, label %290, !llvm.loop !11

290:                                              ; preds = %284
  %291 = fmul double %36, %288
  %292 = fdiv double %291, 5.000000e+00
  %293 = tail call double @cos(double noundef %186) #9
  %294 = fadd double %293, %292
  br label %295

295:                                              ; preds = %266, %278, %284, %290
  %296 = phi double [ %276, %266 ], [ %282, %278 ], [ %288, %284 ], [ %294, %290 ]
  %297 = tail call double @cos(double noundef %214) #9
  %298 = fmul double %40, %179
  %299 = fadd double %297, %298
  %300 = fmul double %40, %299
  %301 = fmul double %300, 5.000000e-01
  %302 = tail call double @cos(double noundef %214) #9
  %303 = fadd double %302, %301
  %304 = icmp eq i64 %22, 0
  br i1 %304, label %322, label %305, !llvm.loop !11

305:                                              ; preds = %295
  %306 = fmul double %40, %303
  %307 = fdiv double %306, 3.000000e+00
  %308 = tail call double @cos(double noundef %214) #9
  %309 = fadd double %308, %307
  %310 = icmp eq i64 %178, 3
  br i1 %310, label %322, label %311, !llvm.loop !11

311:                                              ; preds = %305
  %312 = fmul double %40, %309
  %313 = fmul double %312, 2.500000e-01
  %314 = tail call double @cos(double noundef %214) #9
  %315 = fadd double %314, %313
  %316 = icmp eq i64 %178, 4
  br i1 %316, label %322, label %317, !llvm.loop !11

317:                                              ; preds = %311
  %318 = fmul double %40, %315
  %319 = fdiv double %318, 5.000000e+00
  %320 = tail call double @cos(double noundef %214) #9
  %321 = fadd double %320, %319
  br label %322

322:                                              ; preds = %317, %311, %305, %295
  %323 = phi double [ %303, %295 ], [ %309, %305 ], [ %315, %311 ], [ %321, %317 ]
  %324 = fsub double %296, %323
  %325 = fdiv double %324, %61
  %326 = tail call double @llvm.fabs.f64(double %325)
  %327 = fcmp ogt double %326, 1.000000e+00
  %328 = select i1 %327, double %326, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %269, ptr %4, align 8, !tbaa !9
  %329 = load volatile double, ptr %4, align 8, !tbaa !9
  %330 = tail call double @llvm.fabs.f64(double %329)
  %331 = fcmp ueq double %330, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %331, label %343, label %332

332:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %325, ptr %3, align 8, !tbaa !9
  %333 = load volatile double, ptr %3, align 8, !tbaa !9
  %334 = tail call double @llvm.fabs.f64(double %333)
  %335 = fcmp ueq double %334, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %335, label %343, label %336

336:                                              ; preds = %332
  %337 = fsub double %269, %325
  %338 = tail call double @llvm.fabs.f64(double %337)
  %339 = fmul double %328, 0x3EB0C6F7A0B5ED8D
  %340 = fcmp ole double %338, %339
  %341 = select i1 %340, ptr @.str.10, ptr @.str.11
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %269, double noundef %325, ptr noundef nonnull %341)
  br i1 %340, label %348, label %345

343:                                              ; preds = %332, %322
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %269, double noundef %325, ptr noundef nonnull @.str.11)
  br label %345

345:                                              ; preds = %343, %336
  %346 = load i32, ptr @n_fail, align 4, !tbaa !5
  %347 = add nsw i32 %346, 1
  store i32 %347, ptr @n_fail, align 4, !tbaa !5
  br label %348

348:                                              ; preds = %345, %336
  %349 = fneg double %36
  %350 = fneg double %40
  %351 = tail call double @llvm.fmuladd.f64(double %36, double %36, double 1.000000e+00)
  %352 = tail call double @llvm.fmuladd.f64(double %40, double %40, double 1.000000e+00)
  %353 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef %24, i32 noundef 0) #9
  %354 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %355 = fsub <2 x double> %45, %354
  %356 = extractelement <2 x double> %355, i64 0
  %357 = fdiv double %356, %61
  %358 = tail call double @llvm.fabs.f64(double %357)
  %359 = fcmp ogt double %358, 1.000000e+00
  %360 = select i1 %359, double %358, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %353, ptr %2, align 8, !tbaa !9
  %361 = load volatile double, ptr %2, align 8, !tbaa !9
  %362 = tail call double @llvm.fabs.f64(double %361)
  %363 = fcmp ueq double %362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %363, label %375, label %364

364:                                              ; preds = %348
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %357, ptr %1, align 8, !tbaa !9
  %365 = load volatile double, ptr %1, align 8, !tbaa !9
  %366 = tail call double @llvm.fabs.f64(double %365)
  %367 = fcmp ueq double %366, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %367, label %375, label %368

368:                                              ; preds = %364
  %369 = fsub double %353, %357
  %370 = tail call double @llvm.fabs.f64(double %369)
  %371 = fmul double %360, 0x3EB0C6F7A0B5ED8D
  %372 = fcmp ole double %370, %371
  %373 = select i1 %372, ptr @.str.10, ptr @.str.11
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %353, double noundef %357, ptr noundef nonnull %373)
  br i1 %372, label %380, label %377

375:                                              ; preds = %364, %348
  %376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %353, double noundef %357, ptr noundef nonnull @.str.11)
  br label %377

377:                                              ; preds = %375, %368
  %378 = load i32, ptr @n_fail, align 4, !tbaa !5
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr @n_fail, align 4, !tbaa !5
  br label %380

380:                                              ; preds = %368, %377
  %381 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef %24, i32 noundef 1) #9
  %382 = tail call double @exp(double noundef %349) #9
  %383 = tail call double @exp(double noundef %350) #9
  %384 = fmul double %40, %383
  %385 = fmul double %36, %382
  %386 = fsub double %385, %384
  %387 = fdiv double %386, %61
  %388 = tail call double @llvm.fabs.f64(double %387)
  %389 = fcmp ogt double %388, 1.000000e+00
  %390 = select i1 %389, double %388, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %381, ptr %2, align 8, !tbaa !9
  %391 = load volatile double, ptr %2, align 8, !tbaa !9
  %392 = tail call double @llvm.fabs.f64(double %391)
  %393 = fcmp ueq double %392, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %393, label %405, label %394

394:                                              ; preds = %380
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %387, ptr %1, align 8, !tbaa !9
  %395 = load volatile double, ptr %1, align 8, !tbaa !9
  %396 = tail call double @llvm.fabs.f64(double %395)
  %397 = fcmp ueq double %396, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %397, label %405, label %398

398:                                              ; preds = %394
  %399 = fsub double %381, %387
  %400 = tail call double @llvm.fabs.f64(double %399)
  %401 = fmul double %390, 0x3EB0C6F7A0B5ED8D
  %402 = fcmp ole double %400, %401
  %403 = select i1 %402, ptr @.str.10, ptr @.str.11
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %381, double noundef %387, ptr noundef nonnull %403)
  br i1 %402, label %410, label %407

405:                                              ; preds = %394, %380
  %406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %381, double noundef %387, ptr noundef nonnull @.str.11)
  br label %407

407:                                              ; preds = %405, %398
  %408 = load i32, ptr @n_fail, align 4, !tbaa !5
  %409 = add nsw i32 %408, 1
  store i32 %409, ptr @n_fail, align 4, !tbaa !5
  br label %410

410:                                              ; preds = %407, %398
  %411 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef %24, i32 noundef 2) #9
  %412 = tail call double @log(double noundef %351) #9
  %413 = tail call double @log(double noundef %352) #9
  %414 = insertelement <2 x double> poison, double %412, i64 0
  %415 = insertelement <2 x double> %414, double %413, i64 1
  %416 = fdiv <2 x double> %415, <double 3.000000e+00, double 3.000000e+00>
  %417 = shufflevector <2 x double> %416, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %418 = fsub <2 x double> %416, %417
  %419 = extractelement <2 x double> %418, i64 0
  %420 = fdiv double %419, %61
  %421 = tail call double @llvm.fabs.f64(double %420)
  %422 = fcmp ogt double %421, 1.000000e+00
  %423 = select i1 %422, double %421, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %411, ptr %2, align 8, !tbaa !9
  %424 = load volatile double, ptr %2, align 8, !tbaa !9
  %425 = tail call double @llvm.fabs.f64(double %424)
  %426 = fcmp ueq double %425, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %426, label %438, label %427

427:                                              ; preds = %410
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %420, ptr %1, align 8, !tbaa !9
  %428 = load volatile double, ptr %1, align 8, !tbaa !9
  %429 = tail call double @llvm.fabs.f64(double %428)
  %430 = fcmp ueq double %429, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %430, label %438, label %431

431:                                              ; preds = %427
  %432 = fsub double %411, %420
  %433 = tail call double @llvm.fabs.f64(double %432)
  %434 = fmul double %423, 0x3EB0C6F7A0B5ED8D
  %435 = fcmp ole double %433, %434
  %436 = select i1 %435, ptr @.str.10, ptr @.str.11
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %411, double noundef %420, ptr noundef nonnull %436)
  br i1 %435, label %443, label %440

438:                                              ; preds = %427, %410
  %439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %411, double noundef %420, ptr noundef nonnull @.str.11)
  br label %440

440:                                              ; preds = %438, %431
  %441 = load i32, ptr @n_fail, align 4, !tbaa !5
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr @n_fail, align 4, !tbaa !5
  br label %443

443:                                              ; preds = %440, %431
  %444 = add nuw nsw i64 %22, 1
  %445 = icmp eq i64 %444, 4
  br i1 %445, label %15, label %21, !llvm.loop !13
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
  br i1 %29, label %30, label %18, !llvm.loop !14

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
