; ModuleID = 'newton.c'
source_filename = "newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.as = internal unnamed_addr constant [5 x double] [double 2.500000e-01, double 9.000000e-01, double 2.000000e+00, double 7.500000e+00, double 1.230000e+02], align 16
@.str = private unnamed_addr constant [12 x i8] c"newton_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"newton_sqrt.exact\00", align 1
@main.bs = internal unnamed_addr constant [4 x double] [double 2.000000e-01, double 5.000000e-01, double 8.000000e-01, double 0x3FEE666666666666], align 16
@.str.2 = private unnamed_addr constant [10 x i8] c"fixed_cos\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"fixed_cos.exact\00", align 1
@main.ps = internal unnamed_addr constant [4 x double] [double 1.000000e-01, double 1.000000e+00, double 3.000000e+00, double 1.000000e+01], align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"cubic_root\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"cubic_root.exact\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"newton_cos\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"newton\00", align 1
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
  br label %15

15:                                               ; preds = %0, %105
  %16 = phi i64 [ 0, %0 ], [ %106, %105 ]
  %17 = getelementptr inbounds [5 x double], ptr @main.as, i64 0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef nofpclass(nan inf) %18) #7
  %20 = tail call fast double @llvm.fabs.f64(double %18)
  %21 = tail call fast double @llvm.maxnum.f64(double %20, double 1.000000e+00)
  %22 = fmul fast double %21, 0x3EB0C6F7A0B5ED8D
  %23 = fadd fast double %22, %18
  %24 = tail call fast double @llvm.maxnum.f64(double %23, double 1.000000e+00)
  br label %25

25:                                               ; preds = %25, %15
  %26 = phi nsz double [ %24, %15 ], [ %32, %25 ]
  %27 = phi i32 [ 0, %15 ], [ %33, %25 ]
  %28 = fmul fast double %26, %26
  %29 = fsub fast double %28, %23
  %30 = fmul fast double %26, 2.000000e+00
  %31 = fdiv fast double %29, %30
  %32 = fsub fast double %26, %31
  %33 = add nuw nsw i32 %27, 1
  %34 = tail call fast double @llvm.fabs.f64(double %31)
  %35 = fmul fast double %32, 1.000000e-15
  %36 = fcmp fast ogt double %34, %35
  %37 = icmp ult i32 %27, 99
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %25, label %39, !llvm.loop !9

39:                                               ; preds = %25
  %40 = fsub fast double %18, %22
  %41 = tail call fast double @llvm.maxnum.f64(double %40, double 1.000000e+00)
  br label %42

42:                                               ; preds = %42, %39
  %43 = phi nsz double [ %41, %39 ], [ %49, %42 ]
  %44 = phi i32 [ 0, %39 ], [ %50, %42 ]
  %45 = fmul fast double %43, %43
  %46 = fsub fast double %45, %40
  %47 = fmul fast double %43, 2.000000e+00
  %48 = fdiv fast double %46, %47
  %49 = fsub fast double %43, %48
  %50 = add nuw nsw i32 %44, 1
  %51 = tail call fast double @llvm.fabs.f64(double %48)
  %52 = fmul fast double %49, 1.000000e-15
  %53 = fcmp fast ogt double %51, %52
  %54 = icmp ult i32 %44, 99
  %55 = select i1 %53, i1 %54, i1 false
  br i1 %55, label %42, label %56, !llvm.loop !9

56:                                               ; preds = %42
  %57 = fsub fast double %32, %49
  %58 = fmul fast double %21, 2.000000e-06
  %59 = fdiv fast double %57, %58
  %60 = tail call fast double @llvm.fabs.f64(double %59)
  %61 = tail call fast double @llvm.maxnum.f64(double %60, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %19, ptr %14, align 8, !tbaa !5
  %62 = load volatile double, ptr %14, align 8, !tbaa !5
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %64, label %76, label %65

65:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %59, ptr %13, align 8, !tbaa !5
  %66 = load volatile double, ptr %13, align 8, !tbaa !5
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %68, label %76, label %69

69:                                               ; preds = %65
  %70 = fsub fast double %19, %59
  %71 = tail call fast double @llvm.fabs.f64(double %70)
  %72 = fmul fast double %61, 0x3EB0C6F7A0B5ED8D
  %73 = fcmp fast ole double %71, %72
  %74 = select i1 %73, ptr @.str.10, ptr @.str.11
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %19, double noundef nofpclass(nan inf) %59, ptr noundef nonnull %74)
  br i1 %73, label %81, label %78

76:                                               ; preds = %65, %56
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %19, double noundef nofpclass(nan inf) %59, ptr noundef nonnull @.str.11)
  br label %78

78:                                               ; preds = %76, %69
  %79 = load i32, ptr @n_fail, align 4, !tbaa !11
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr @n_fail, align 4, !tbaa !11
  br label %81

81:                                               ; preds = %69, %78
  %82 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef nofpclass(nan inf) %18) #7
  %83 = tail call fast double @llvm.sqrt.f64(double %18)
  %84 = fdiv fast double 5.000000e-01, %83
  %85 = tail call fast double @llvm.maxnum.f64(double %84, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %82, ptr %12, align 8, !tbaa !5
  %86 = load volatile double, ptr %12, align 8, !tbaa !5
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %88, label %100, label %89

89:                                               ; preds = %81
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %84, ptr %11, align 8, !tbaa !5
  %90 = load volatile double, ptr %11, align 8, !tbaa !5
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fcmp ueq double %91, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %92, label %100, label %93

93:                                               ; preds = %89
  %94 = fsub fast double %82, %84
  %95 = tail call fast double @llvm.fabs.f64(double %94)
  %96 = fmul fast double %85, 0x3EB0C6F7A0B5ED8D
  %97 = fcmp fast ole double %95, %96
  %98 = select i1 %97, ptr @.str.10, ptr @.str.11
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %84, ptr noundef nonnull %98)
  br i1 %97, label %105, label %102

100:                                              ; preds = %89, %81
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %84, ptr noundef nonnull @.str.11)
  br label %102

102:                                              ; preds = %100, %93
  %103 = load i32, ptr @n_fail, align 4, !tbaa !11
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @n_fail, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %93, %102
  %106 = add nuw nsw i64 %16, 1
  %107 = icmp eq i64 %106, 5
  br i1 %107, label %108, label %15, !llvm.loop !13

108:                                              ; preds = %105, %208
  %109 = phi i64 [ %209, %208 ], [ 0, %105 ]
  %110 = getelementptr inbounds [4 x double], ptr @main.bs, i64 0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !5
  br label %112

112:                                              ; preds = %112, %108
  %113 = phi double [ 1.000000e+00, %108 ], [ %116, %112 ]
  %114 = phi i32 [ 0, %108 ], [ %118, %112 ]
  %115 = fmul fast double %113, %111
  %116 = tail call fast double @llvm.cos.f64(double %115)
  %117 = fsub fast double %116, %113
  %118 = add nuw nsw i32 %114, 1
  %119 = tail call fast double @llvm.fabs.f64(double %117)
  %120 = fcmp fast ogt double %119, 1.000000e-15
  %121 = icmp ult i32 %114, 499
  %122 = select i1 %120, i1 %121, i1 false
  br i1 %122, label %112, label %123, !llvm.loop !14

123:                                              ; preds = %112
  %124 = fmul fast double %116, %111
  %125 = tail call fast double @llvm.sin.f64(double %124)
  %126 = fmul fast double %125, %111
  %127 = fadd fast double %126, 1.000000e+00
  %128 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef nofpclass(nan inf) %111) #7
  %129 = tail call fast double @llvm.fabs.f64(double %111)
  %130 = tail call fast double @llvm.maxnum.f64(double %129, double 1.000000e+00)
  %131 = fmul fast double %130, 0x3EB0C6F7A0B5ED8D
  %132 = fadd fast double %131, %111
  br label %133

133:                                              ; preds = %133, %123
  %134 = phi double [ 1.000000e+00, %123 ], [ %137, %133 ]
  %135 = phi i32 [ 0, %123 ], [ %139, %133 ]
  %136 = fmul fast double %134, %132
  %137 = tail call fast double @llvm.cos.f64(double %136)
  %138 = fsub fast double %137, %134
  %139 = add nuw nsw i32 %135, 1
  %140 = tail call fast double @llvm.fabs.f64(double %138)
  %141 = fcmp fast ogt double %140, 1.000000e-15
  %142 = icmp ult i32 %135, 499
  %143 = select i1 %141, i1 %142, i1 false
  br i1 %143, label %133, label %144, !llvm.loop !14

144:                                              ; preds = %133
  %145 = fneg fast double %116
  %146 = fmul fast double %125, %145
  %147 = fsub fast double %111, %131
  br label %148

148:                                              ; preds = %144, %148
  %149 = phi double [ %152, %148 ], [ 1.000000e+00, %144 ]
  %150 = phi i32 [ %154, %148 ], [ 0, %144 ]
  %151 = fmul fast double %149, %147
  %152 = tail call fast double @llvm.cos.f64(double %151)
  %153 = fsub fast double %152, %149
  %154 = add nuw nsw i32 %150, 1
  %155 = tail call fast double @llvm.fabs.f64(double %153)
  %156 = fcmp fast ogt double %155, 1.000000e-15
  %157 = icmp ult i32 %150, 499
  %158 = select i1 %156, i1 %157, i1 false
  br i1 %158, label %148, label %159, !llvm.loop !14

159:                                              ; preds = %148
  %160 = fdiv fast double %146, %127
  %161 = fsub fast double %137, %152
  %162 = fmul fast double %130, 2.000000e-06
  %163 = fdiv fast double %161, %162
  %164 = tail call fast double @llvm.fabs.f64(double %163)
  %165 = tail call fast double @llvm.maxnum.f64(double %164, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %128, ptr %10, align 8, !tbaa !5
  %166 = load volatile double, ptr %10, align 8, !tbaa !5
  %167 = tail call double @llvm.fabs.f64(double %166)
  %168 = fcmp ueq double %167, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %168, label %180, label %169

169:                                              ; preds = %159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %163, ptr %9, align 8, !tbaa !5
  %170 = load volatile double, ptr %9, align 8, !tbaa !5
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ueq double %171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %172, label %180, label %173

173:                                              ; preds = %169
  %174 = fsub fast double %128, %163
  %175 = tail call fast double @llvm.fabs.f64(double %174)
  %176 = fmul fast double %165, 0x3EB0C6F7A0B5ED8D
  %177 = fcmp fast ole double %175, %176
  %178 = select i1 %177, ptr @.str.10, ptr @.str.11
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %111, double noundef nofpclass(nan inf) %128, double noundef nofpclass(nan inf) %163, ptr noundef nonnull %178)
  br i1 %177, label %185, label %182

180:                                              ; preds = %169, %159
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %111, double noundef nofpclass(nan inf) %128, double noundef nofpclass(nan inf) %163, ptr noundef nonnull @.str.11)
  br label %182

182:                                              ; preds = %180, %173
  %183 = load i32, ptr @n_fail, align 4, !tbaa !11
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr @n_fail, align 4, !tbaa !11
  br label %185

185:                                              ; preds = %173, %182
  %186 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef nofpclass(nan inf) %111) #7
  %187 = tail call fast double @llvm.fabs.f64(double %160)
  %188 = tail call fast double @llvm.maxnum.f64(double %187, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %186, ptr %8, align 8, !tbaa !5
  %189 = load volatile double, ptr %8, align 8, !tbaa !5
  %190 = tail call double @llvm.fabs.f64(double %189)
  %191 = fcmp ueq double %190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %191, label %203, label %192

192:                                              ; preds = %185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %160, ptr %7, align 8, !tbaa !5
  %193 = load volatile double, ptr %7, align 8, !tbaa !5
  %194 = tail call double @llvm.fabs.f64(double %193)
  %195 = fcmp ueq double %194, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %195, label %203, label %196

196:                                              ; preds = %192
  %197 = fsub fast double %186, %160
  %198 = tail call fast double @llvm.fabs.f64(double %197)
  %199 = fmul fast double %188, 0x3EB0C6F7A0B5ED8D
  %200 = fcmp fast ole double %198, %199
  %201 = select i1 %200, ptr @.str.10, ptr @.str.11
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %111, double noundef nofpclass(nan inf) %186, double noundef nofpclass(nan inf) %160, ptr noundef nonnull %201)
  br i1 %200, label %208, label %205

203:                                              ; preds = %192, %185
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %111, double noundef nofpclass(nan inf) %186, double noundef nofpclass(nan inf) %160, ptr noundef nonnull @.str.11)
  br label %205

205:                                              ; preds = %203, %196
  %206 = load i32, ptr @n_fail, align 4, !tbaa !11
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr @n_fail, align 4, !tbaa !11
  br label %208

208:                                              ; preds = %196, %205
  %209 = add nuw nsw i64 %109, 1
  %210 = icmp eq i64 %209, 4
  br i1 %210, label %211, label %108, !llvm.loop !15

211:                                              ; preds = %208, %324
  %212 = phi i64 [ %325, %324 ], [ 0, %208 ]
  %213 = getelementptr inbounds [4 x double], ptr @main.ps, i64 0, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !5
  br label %215

215:                                              ; preds = %215, %211
  %216 = phi double [ 1.000000e+00, %211 ], [ %225, %215 ]
  %217 = phi i32 [ 0, %211 ], [ %228, %215 ]
  %218 = fmul fast double %216, %216
  %219 = fadd fast double %218, %214
  %220 = fmul fast double %219, %216
  %221 = fadd fast double %220, -1.000000e+00
  %222 = fmul fast double %218, 3.000000e+00
  %223 = fadd fast double %222, %214
  %224 = fdiv fast double %221, %223
  %225 = fsub fast double %216, %224
  %226 = tail call fast double @llvm.fabs.f64(double %224)
  %227 = fcmp fast olt double %226, 1.000000e-15
  %228 = add nuw nsw i32 %217, 1
  %229 = icmp eq i32 %228, 100
  %230 = select i1 %227, i1 true, i1 %229
  br i1 %230, label %231, label %215, !llvm.loop !16

231:                                              ; preds = %215
  %232 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef nofpclass(nan inf) %214) #7
  %233 = tail call fast double @llvm.fabs.f64(double %214)
  %234 = tail call fast double @llvm.maxnum.f64(double %233, double 1.000000e+00)
  %235 = fmul fast double %234, 0x3EB0C6F7A0B5ED8D
  %236 = fadd fast double %235, %214
  br label %237

237:                                              ; preds = %237, %231
  %238 = phi double [ 1.000000e+00, %231 ], [ %247, %237 ]
  %239 = phi i32 [ 0, %231 ], [ %250, %237 ]
  %240 = fmul fast double %238, %238
  %241 = fadd fast double %240, %236
  %242 = fmul fast double %241, %238
  %243 = fadd fast double %242, -1.000000e+00
  %244 = fmul fast double %240, 3.000000e+00
  %245 = fadd fast double %244, %236
  %246 = fdiv fast double %243, %245
  %247 = fsub fast double %238, %246
  %248 = tail call fast double @llvm.fabs.f64(double %246)
  %249 = fcmp fast olt double %248, 1.000000e-15
  %250 = add nuw nsw i32 %239, 1
  %251 = icmp eq i32 %250, 100
  %252 = select i1 %249, i1 true, i1 %251
  br i1 %252, label %253, label %237, !llvm.loop !16

253:                                              ; preds = %237
  %254 = fsub fast double %214, %235
  br label %255

255:                                              ; preds = %253, %255
  %256 = phi double [ %265, %255 ], [ 1.000000e+00, %253 ]
  %257 = phi i32 [ %268, %255 ], [ 0, %253 ]
  %258 = fmul fast double %256, %256
  %259 = fadd fast double %258, %254
  %260 = fmul fast double %259, %256
  %261 = fadd fast double %260, -1.000000e+00
  %262 = fmul fast double %258, 3.000000e+00
  %263 = fadd fast double %262, %254
  %264 = fdiv fast double %261, %263
  %265 = fsub fast double %256, %264
  %266 = tail call fast double @llvm.fabs.f64(double %264)
  %267 = fcmp fast olt double %266, 1.000000e-15
  %268 = add nuw nsw i32 %257, 1
  %269 = icmp eq i32 %268, 100
  %270 = select i1 %267, i1 true, i1 %269
  br i1 %270, label %271, label %255, !llvm.loop !16

271:                                              ; preds = %255
  %272 = fsub fast double %247, %265
  %273 = fmul fast double %234, 2.000000e-06
  %274 = fdiv fast double %272, %273
  %275 = tail call fast double @llvm.fabs.f64(double %274)
  %276 = tail call fast double @llvm.maxnum.f64(double %275, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %232, ptr %6, align 8, !tbaa !5
  %277 = load volatile double, ptr %6, align 8, !tbaa !5
  %278 = tail call double @llvm.fabs.f64(double %277)
  %279 = fcmp ueq double %278, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %279, label %291, label %280

280:                                              ; preds = %271
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %274, ptr %5, align 8, !tbaa !5
  %281 = load volatile double, ptr %5, align 8, !tbaa !5
  %282 = tail call double @llvm.fabs.f64(double %281)
  %283 = fcmp ueq double %282, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %283, label %291, label %284

284:                                              ; preds = %280
  %285 = fsub fast double %232, %274
  %286 = tail call fast double @llvm.fabs.f64(double %285)
  %287 = fmul fast double %276, 0x3EB0C6F7A0B5ED8D
  %288 = fcmp fast ole double %286, %287
  %289 = select i1 %288, ptr @.str.10, ptr @.str.11
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %214, double noundef nofpclass(nan inf) %232, double noundef nofpclass(nan inf) %274, ptr noundef nonnull %289)
  br i1 %288, label %296, label %293

291:                                              ; preds = %280, %271
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %214, double noundef nofpclass(nan inf) %232, double noundef nofpclass(nan inf) %274, ptr noundef nonnull @.str.11)
  br label %293

293:                                              ; preds = %291, %284
  %294 = load i32, ptr @n_fail, align 4, !tbaa !11
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr @n_fail, align 4, !tbaa !11
  br label %296

296:                                              ; preds = %284, %293
  %297 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef nofpclass(nan inf) %214) #7
  %298 = fneg fast double %225
  %299 = fmul fast double %225, %225
  %300 = fmul fast double %299, 3.000000e+00
  %301 = fadd fast double %300, %214
  %302 = fdiv fast double %298, %301
  %303 = tail call fast double @llvm.fabs.f64(double %302)
  %304 = tail call fast double @llvm.maxnum.f64(double %303, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %297, ptr %4, align 8, !tbaa !5
  %305 = load volatile double, ptr %4, align 8, !tbaa !5
  %306 = tail call double @llvm.fabs.f64(double %305)
  %307 = fcmp ueq double %306, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %307, label %319, label %308

308:                                              ; preds = %296
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %302, ptr %3, align 8, !tbaa !5
  %309 = load volatile double, ptr %3, align 8, !tbaa !5
  %310 = tail call double @llvm.fabs.f64(double %309)
  %311 = fcmp ueq double %310, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %311, label %319, label %312

312:                                              ; preds = %308
  %313 = fsub fast double %297, %302
  %314 = tail call fast double @llvm.fabs.f64(double %313)
  %315 = fmul fast double %304, 0x3EB0C6F7A0B5ED8D
  %316 = fcmp fast ole double %314, %315
  %317 = select i1 %316, ptr @.str.10, ptr @.str.11
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %214, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %302, ptr noundef nonnull %317)
  br i1 %316, label %324, label %321

319:                                              ; preds = %308, %296
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %214, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %302, ptr noundef nonnull @.str.11)
  br label %321

321:                                              ; preds = %319, %312
  %322 = load i32, ptr @n_fail, align 4, !tbaa !11
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr @n_fail, align 4, !tbaa !11
  br label %324

324:                                              ; preds = %312, %321
  %325 = add nuw nsw i64 %212, 1
  %326 = icmp eq i64 %325, 4
  br i1 %326, label %327, label %211, !llvm.loop !17

327:                                              ; preds = %324, %327
  %328 = phi double [ %336, %327 ], [ 5.000000e-01, %324 ]
  %329 = fmul fast double %328, 0x3FD3333764F11B60
  %330 = tail call fast double @llvm.cos.f64(double %329)
  %331 = fsub fast double %328, %330
  %332 = tail call fast double @llvm.sin.f64(double %329)
  %333 = fmul fast double %332, 0x3FD3333764F11B60
  %334 = fadd fast double %333, 1.000000e+00
  %335 = fdiv fast double %331, %334
  %336 = fsub fast double %328, %335
  %337 = tail call fast double @llvm.fabs.f64(double %335)
  %338 = fcmp fast ogt double %337, 0x3D06849B86A12B9B
  br i1 %338, label %327, label %339, !llvm.loop !18

339:                                              ; preds = %327, %339
  %340 = phi double [ %348, %339 ], [ 5.000000e-01, %327 ]
  %341 = fmul fast double %340, 2.999990e-01
  %342 = tail call fast double @llvm.cos.f64(double %341)
  %343 = fsub fast double %340, %342
  %344 = tail call fast double @llvm.sin.f64(double %341)
  %345 = fmul fast double %344, 2.999990e-01
  %346 = fadd fast double %345, 1.000000e+00
  %347 = fdiv fast double %343, %346
  %348 = fsub fast double %340, %347
  %349 = tail call fast double @llvm.fabs.f64(double %347)
  %350 = fcmp fast ogt double %349, 0x3D06849B86A12B9B
  br i1 %350, label %339, label %351, !llvm.loop !18

351:                                              ; preds = %339
  %352 = fmul fast double %336, %336
  %353 = tail call fast double @llvm.sin.f64(double %336)
  %354 = tail call fast double @llvm.sin.f64(double %348)
  %355 = fadd fast double %352, %353
  %356 = fmul fast double %348, %348
  %357 = fadd fast double %354, %356
  %358 = fsub fast double %355, %357
  %359 = fmul fast double %358, 5.000000e+05
  %360 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %361 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef nofpclass(nan inf) 3.000000e-01, i32 noundef %360, double noundef nofpclass(nan inf) 1.000000e+00) #7
  %362 = tail call fast double @llvm.fabs.f64(double %359)
  %363 = tail call fast double @llvm.maxnum.f64(double %362, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %361, ptr %2, align 8, !tbaa !5
  %364 = load volatile double, ptr %2, align 8, !tbaa !5
  %365 = tail call double @llvm.fabs.f64(double %364)
  %366 = fcmp ueq double %365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %366, label %378, label %367

367:                                              ; preds = %351
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %359, ptr %1, align 8, !tbaa !5
  %368 = load volatile double, ptr %1, align 8, !tbaa !5
  %369 = tail call double @llvm.fabs.f64(double %368)
  %370 = fcmp ueq double %369, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %370, label %378, label %371

371:                                              ; preds = %367
  %372 = fsub fast double %361, %359
  %373 = tail call fast double @llvm.fabs.f64(double %372)
  %374 = fmul fast double %363, 0x3EB0C6F7A0B5ED8D
  %375 = fcmp fast ole double %373, %374
  %376 = select i1 %375, ptr @.str.10, ptr @.str.11
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 3.000000e-01, double noundef nofpclass(nan inf) %361, double noundef nofpclass(nan inf) %359, ptr noundef nonnull %376)
  br i1 %375, label %383, label %380

378:                                              ; preds = %367, %351
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 3.000000e-01, double noundef nofpclass(nan inf) %361, double noundef nofpclass(nan inf) %359, ptr noundef nonnull @.str.11)
  br label %380

380:                                              ; preds = %378, %371
  %381 = load i32, ptr @n_fail, align 4, !tbaa !11
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr @n_fail, align 4, !tbaa !11
  br label %383

383:                                              ; preds = %371, %380
  br label %384

384:                                              ; preds = %383, %384
  %385 = phi double [ %394, %384 ], [ 5.000000e-01, %383 ]
  %386 = fmul fast double %385, 0x3FF000010C6F7A0B
  %387 = tail call fast double @llvm.cos.f64(double %386)
  %388 = fsub fast double %385, %387
  %389 = tail call fast double @llvm.sin.f64(double %386)
  %390 = fmul fast double %389, 0x3FF000010C6F7A0B
  %391 = fadd fast double %390, 1.000000e+00
  %392 = fmul fast double %388, 9.000000e-01
  %393 = fdiv fast double %392, %391
  %394 = fsub fast double %385, %393
  %395 = tail call fast double @llvm.fabs.f64(double %393)
  %396 = fcmp fast ogt double %395, 0x3D06849B86A12B9B
  br i1 %396, label %384, label %397, !llvm.loop !18

397:                                              ; preds = %384, %397
  %398 = phi double [ %407, %397 ], [ 5.000000e-01, %384 ]
  %399 = fmul fast double %398, 0x3FEFFFFDE7210BE9
  %400 = tail call fast double @llvm.cos.f64(double %399)
  %401 = fsub fast double %398, %400
  %402 = tail call fast double @llvm.sin.f64(double %399)
  %403 = fmul fast double %402, 0x3FEFFFFDE7210BE9
  %404 = fadd fast double %403, 1.000000e+00
  %405 = fmul fast double %401, 9.000000e-01
  %406 = fdiv fast double %405, %404
  %407 = fsub fast double %398, %406
  %408 = tail call fast double @llvm.fabs.f64(double %406)
  %409 = fcmp fast ogt double %408, 0x3D06849B86A12B9B
  br i1 %409, label %397, label %410, !llvm.loop !18

410:                                              ; preds = %397
  %411 = fmul fast double %394, %394
  %412 = tail call fast double @llvm.sin.f64(double %394)
  %413 = tail call fast double @llvm.sin.f64(double %407)
  %414 = fadd fast double %411, %412
  %415 = fmul fast double %407, %407
  %416 = fadd fast double %413, %415
  %417 = fsub fast double %414, %416
  %418 = fmul fast double %417, 5.000000e+05
  %419 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %420 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %419, double noundef nofpclass(nan inf) 9.000000e-01) #7
  %421 = tail call fast double @llvm.fabs.f64(double %418)
  %422 = tail call fast double @llvm.maxnum.f64(double %421, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %420, ptr %2, align 8, !tbaa !5
  %423 = load volatile double, ptr %2, align 8, !tbaa !5
  %424 = tail call double @llvm.fabs.f64(double %423)
  %425 = fcmp ueq double %424, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %425, label %437, label %426

426:                                              ; preds = %410
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %418, ptr %1, align 8, !tbaa !5
  %427 = load volatile double, ptr %1, align 8, !tbaa !5
  %428 = tail call double @llvm.fabs.f64(double %427)
  %429 = fcmp ueq double %428, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %429, label %437, label %430

430:                                              ; preds = %426
  %431 = fsub fast double %420, %418
  %432 = tail call fast double @llvm.fabs.f64(double %431)
  %433 = fmul fast double %422, 0x3EB0C6F7A0B5ED8D
  %434 = fcmp fast ole double %432, %433
  %435 = select i1 %434, ptr @.str.10, ptr @.str.11
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %420, double noundef nofpclass(nan inf) %418, ptr noundef nonnull %435)
  br i1 %434, label %442, label %439

437:                                              ; preds = %426, %410
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %420, double noundef nofpclass(nan inf) %418, ptr noundef nonnull @.str.11)
  br label %439

439:                                              ; preds = %437, %430
  %440 = load i32, ptr @n_fail, align 4, !tbaa !11
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr @n_fail, align 4, !tbaa !11
  br label %442

442:                                              ; preds = %439, %430
  br label %443

443:                                              ; preds = %442, %443
  %444 = phi double [ %453, %443 ], [ 5.000000e-01, %442 ]
  %445 = fmul fast double %444, 0x3FF66667DE35AADC
  %446 = tail call fast double @llvm.cos.f64(double %445)
  %447 = fsub fast double %444, %446
  %448 = tail call fast double @llvm.sin.f64(double %445)
  %449 = fmul fast double %448, 0x3FF66667DE35AADC
  %450 = fadd fast double %449, 1.000000e+00
  %451 = fmul fast double %447, 8.000000e-01
  %452 = fdiv fast double %451, %450
  %453 = fsub fast double %444, %452
  %454 = tail call fast double @llvm.fabs.f64(double %452)
  %455 = fcmp fast ogt double %454, 0x3D06849B86A12B9B
  br i1 %455, label %443, label %456, !llvm.loop !18

456:                                              ; preds = %443, %456
  %457 = phi double [ %466, %456 ], [ 5.000000e-01, %443 ]
  %458 = fmul fast double %457, 0x3FF66664EE9721F0
  %459 = tail call fast double @llvm.cos.f64(double %458)
  %460 = fsub fast double %457, %459
  %461 = tail call fast double @llvm.sin.f64(double %458)
  %462 = fmul fast double %461, 0x3FF66664EE9721F0
  %463 = fadd fast double %462, 1.000000e+00
  %464 = fmul fast double %460, 8.000000e-01
  %465 = fdiv fast double %464, %463
  %466 = fsub fast double %457, %465
  %467 = tail call fast double @llvm.fabs.f64(double %465)
  %468 = fcmp fast ogt double %467, 0x3D06849B86A12B9B
  br i1 %468, label %456, label %469, !llvm.loop !18

469:                                              ; preds = %456
  %470 = fmul fast double %453, %453
  %471 = tail call fast double @llvm.sin.f64(double %453)
  %472 = tail call fast double @llvm.sin.f64(double %466)
  %473 = fadd fast double %470, %471
  %474 = fmul fast double %466, %466
  %475 = fadd fast double %472, %474
  %476 = fsub fast double %473, %475
  %477 = fmul fast double %476, 0x4115CC5B6DB6DB6E
  %478 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %479 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef nofpclass(nan inf) 1.400000e+00, i32 noundef %478, double noundef nofpclass(nan inf) 8.000000e-01) #7
  %480 = tail call fast double @llvm.fabs.f64(double %477)
  %481 = tail call fast double @llvm.maxnum.f64(double %480, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %479, ptr %2, align 8, !tbaa !5
  %482 = load volatile double, ptr %2, align 8, !tbaa !5
  %483 = tail call double @llvm.fabs.f64(double %482)
  %484 = fcmp ueq double %483, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %484, label %498, label %485

485:                                              ; preds = %469
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %477, ptr %1, align 8, !tbaa !5
  %486 = load volatile double, ptr %1, align 8, !tbaa !5
  %487 = tail call double @llvm.fabs.f64(double %486)
  %488 = fcmp ueq double %487, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %488, label %498, label %489

489:                                              ; preds = %485
  %490 = fsub fast double %479, %477
  %491 = tail call fast double @llvm.fabs.f64(double %490)
  %492 = fmul fast double %481, 0x3EB0C6F7A0B5ED8D
  %493 = fcmp fast ole double %491, %492
  %494 = select i1 %493, ptr @.str.10, ptr @.str.11
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 1.400000e+00, double noundef nofpclass(nan inf) %479, double noundef nofpclass(nan inf) %477, ptr noundef nonnull %494)
  br i1 %493, label %496, label %500

496:                                              ; preds = %489
  %497 = load i32, ptr @n_fail, align 4, !tbaa !11
  br label %503

498:                                              ; preds = %485, %469
  %499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 1.400000e+00, double noundef nofpclass(nan inf) %479, double noundef nofpclass(nan inf) %477, ptr noundef nonnull @.str.11)
  br label %500

500:                                              ; preds = %498, %489
  %501 = load i32, ptr @n_fail, align 4, !tbaa !11
  %502 = add nsw i32 %501, 1
  store i32 %502, ptr @n_fail, align 4, !tbaa !11
  br label %503

503:                                              ; preds = %496, %500
  %504 = phi i32 [ %497, %496 ], [ %502, %500 ]
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %504)
  %506 = load i32, ptr @n_fail, align 4, !tbaa !11
  %507 = icmp ne i32 %506, 0
  %508 = zext i1 %507 to i32
  ret i32 %508
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @newton_sqrt(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.maxnum.f64(double %0, double 1.000000e+00)
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi nsz double [ %2, %1 ], [ %10, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %6 = fmul fast double %4, %4
  %7 = fsub fast double %6, %0
  %8 = fmul fast double %4, 2.000000e+00
  %9 = fdiv fast double %7, %8
  %10 = fsub fast double %4, %9
  %11 = add nuw nsw i32 %5, 1
  %12 = tail call fast double @llvm.fabs.f64(double %9)
  %13 = fmul fast double %10, 1.000000e-15
  %14 = fcmp fast ogt double %12, %13
  %15 = icmp ult i32 %5, 99
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %3, label %17, !llvm.loop !9

17:                                               ; preds = %3
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @fixed_cos(double noundef nofpclass(nan inf) %0) #3 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi double [ 1.000000e+00, %1 ], [ %6, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %8, %2 ]
  %5 = fmul fast double %3, %0
  %6 = tail call fast double @llvm.cos.f64(double %5)
  %7 = fsub fast double %6, %3
  %8 = add nuw nsw i32 %4, 1
  %9 = tail call fast double @llvm.fabs.f64(double %7)
  %10 = fcmp fast ogt double %9, 1.000000e-15
  %11 = icmp ult i32 %4, 499
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %2, label %13, !llvm.loop !14

13:                                               ; preds = %2
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @cubic_root(double noundef nofpclass(nan inf) %0) #3 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi double [ 1.000000e+00, %1 ], [ %12, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %15, %2 ]
  %5 = fmul fast double %3, %3
  %6 = fadd fast double %5, %0
  %7 = fmul fast double %6, %3
  %8 = fadd fast double %7, -1.000000e+00
  %9 = fmul fast double %5, 3.000000e+00
  %10 = fadd fast double %9, %0
  %11 = fdiv fast double %8, %10
  %12 = fsub fast double %3, %11
  %13 = tail call fast double @llvm.fabs.f64(double %11)
  %14 = fcmp fast olt double %13, 1.000000e-15
  %15 = add nuw nsw i32 %4, 1
  %16 = icmp eq i32 %15, 100
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %18, label %2, !llvm.loop !16

18:                                               ; preds = %2
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @newton_cos(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi double [ 5.000000e-01, %2 ], [ %13, %3 ]
  %5 = fmul fast double %4, %0
  %6 = tail call fast double @llvm.cos.f64(double %5)
  %7 = fsub fast double %4, %6
  %8 = tail call fast double @llvm.sin.f64(double %5)
  %9 = fmul fast double %8, %0
  %10 = fadd fast double %9, 1.000000e+00
  %11 = fmul fast double %7, %1
  %12 = fdiv fast double %11, %10
  %13 = fsub fast double %4, %12
  %14 = tail call fast double @llvm.fabs.f64(double %12)
  %15 = fcmp fast ogt double %14, 0x3D06849B86A12B9B
  br i1 %15, label %3, label %16, !llvm.loop !18

16:                                               ; preds = %3
  %17 = fmul fast double %13, %13
  %18 = tail call fast double @llvm.sin.f64(double %13)
  %19 = fadd fast double %17, %18
  ret double %19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
