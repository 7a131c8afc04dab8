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
  br label %1

1:                                                ; preds = %0, %71
  %2 = phi i64 [ 0, %0 ], [ %72, %71 ]
  %3 = getelementptr inbounds [5 x double], ptr @main.as, i64 0, i64 %2
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef nofpclass(nan inf) %4) #6
  %6 = tail call fast double @llvm.fabs.f64(double %4)
  %7 = tail call fast double @llvm.maxnum.f64(double %6, double 1.000000e+00)
  %8 = fmul fast double %7, 0x3EB0C6F7A0B5ED8D
  %9 = fadd fast double %8, %4
  %10 = tail call fast double @llvm.maxnum.f64(double %9, double 1.000000e+00)
  br label %11

11:                                               ; preds = %11, %1
  %12 = phi nsz double [ %10, %1 ], [ %18, %11 ]
  %13 = phi i32 [ 0, %1 ], [ %19, %11 ]
  %14 = fmul fast double %12, %12
  %15 = fsub fast double %14, %9
  %16 = fmul fast double %12, 2.000000e+00
  %17 = fdiv fast double %15, %16
  %18 = fsub fast double %12, %17
  %19 = add nuw nsw i32 %13, 1
  %20 = tail call fast double @llvm.fabs.f64(double %17)
  %21 = fmul fast double %18, 1.000000e-15
  %22 = fcmp fast ogt double %20, %21
  %23 = icmp ult i32 %13, 99
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %11, label %25, !llvm.loop !9

25:                                               ; preds = %11
  %26 = fsub fast double %4, %8
  %27 = tail call fast double @llvm.maxnum.f64(double %26, double 1.000000e+00)
  br label %28

28:                                               ; preds = %28, %25
  %29 = phi nsz double [ %27, %25 ], [ %35, %28 ]
  %30 = phi i32 [ 0, %25 ], [ %36, %28 ]
  %31 = fmul fast double %29, %29
  %32 = fsub fast double %31, %26
  %33 = fmul fast double %29, 2.000000e+00
  %34 = fdiv fast double %32, %33
  %35 = fsub fast double %29, %34
  %36 = add nuw nsw i32 %30, 1
  %37 = tail call fast double @llvm.fabs.f64(double %34)
  %38 = fmul fast double %35, 1.000000e-15
  %39 = fcmp fast ogt double %37, %38
  %40 = icmp ult i32 %30, 99
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %28, label %42, !llvm.loop !9

42:                                               ; preds = %28
  %43 = fsub fast double %18, %35
  %44 = fmul fast double %7, 2.000000e-06
  %45 = fdiv fast double %43, %44
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = tail call fast double @llvm.maxnum.f64(double %46, double 1.000000e+00)
  %48 = fsub fast double %5, %45
  %49 = tail call fast double @llvm.fabs.f64(double %48)
  %50 = fmul fast double %47, 0x3EB0C6F7A0B5ED8D
  %51 = fcmp fast ole double %49, %50
  %52 = select i1 %51, ptr @.str.10, ptr @.str.11
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %5, double noundef nofpclass(nan inf) %45, ptr noundef nonnull %52)
  br i1 %51, label %57, label %54

54:                                               ; preds = %42
  %55 = load i32, ptr @n_fail, align 4, !tbaa !11
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @n_fail, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %42, %54
  %58 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef nofpclass(nan inf) %4) #6
  %59 = tail call fast double @llvm.sqrt.f64(double %4)
  %60 = fdiv fast double 5.000000e-01, %59
  %61 = tail call fast double @llvm.maxnum.f64(double %60, double 1.000000e+00)
  %62 = fsub fast double %58, %60
  %63 = tail call fast double @llvm.fabs.f64(double %62)
  %64 = fmul fast double %61, 0x3EB0C6F7A0B5ED8D
  %65 = fcmp fast ole double %63, %64
  %66 = select i1 %65, ptr @.str.10, ptr @.str.11
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %60, ptr noundef nonnull %66)
  br i1 %65, label %71, label %68

68:                                               ; preds = %57
  %69 = load i32, ptr @n_fail, align 4, !tbaa !11
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr @n_fail, align 4, !tbaa !11
  br label %71

71:                                               ; preds = %57, %68
  %72 = add nuw nsw i64 %2, 1
  %73 = icmp eq i64 %72, 5
  br i1 %73, label %74, label %1, !llvm.loop !13

74:                                               ; preds = %71, %154
  %75 = phi i64 [ %155, %154 ], [ 0, %71 ]
  %76 = getelementptr inbounds [4 x double], ptr @main.bs, i64 0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !5
  br label %78

78:                                               ; preds = %78, %74
  %79 = phi double [ 1.000000e+00, %74 ], [ %82, %78 ]
  %80 = phi i32 [ 0, %74 ], [ %84, %78 ]
  %81 = fmul fast double %79, %77
  %82 = tail call fast double @llvm.cos.f64(double %81)
  %83 = fsub fast double %82, %79
  %84 = add nuw nsw i32 %80, 1
  %85 = tail call fast double @llvm.fabs.f64(double %83)
  %86 = fcmp fast ogt double %85, 1.000000e-15
  %87 = icmp ult i32 %80, 499
  %88 = select i1 %86, i1 %87, i1 false
  br i1 %88, label %78, label %89, !llvm.loop !14

89:                                               ; preds = %78
  %90 = fmul fast double %82, %77
  %91 = tail call fast double @llvm.sin.f64(double %90)
  %92 = fmul fast double %91, %77
  %93 = fadd fast double %92, 1.000000e+00
  %94 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef nofpclass(nan inf) %77) #6
  %95 = tail call fast double @llvm.fabs.f64(double %77)
  %96 = tail call fast double @llvm.maxnum.f64(double %95, double 1.000000e+00)
  %97 = fmul fast double %96, 0x3EB0C6F7A0B5ED8D
  %98 = fadd fast double %97, %77
  br label %99

99:                                               ; preds = %99, %89
  %100 = phi double [ 1.000000e+00, %89 ], [ %103, %99 ]
  %101 = phi i32 [ 0, %89 ], [ %105, %99 ]
  %102 = fmul fast double %100, %98
  %103 = tail call fast double @llvm.cos.f64(double %102)
  %104 = fsub fast double %103, %100
  %105 = add nuw nsw i32 %101, 1
  %106 = tail call fast double @llvm.fabs.f64(double %104)
  %107 = fcmp fast ogt double %106, 1.000000e-15
  %108 = icmp ult i32 %101, 499
  %109 = select i1 %107, i1 %108, i1 false
  br i1 %109, label %99, label %110, !llvm.loop !14

110:                                              ; preds = %99
  %111 = fneg fast double %82
  %112 = fmul fast double %91, %111
  %113 = fsub fast double %77, %97
  br label %114

114:                                              ; preds = %110, %114
  %115 = phi double [ %118, %114 ], [ 1.000000e+00, %110 ]
  %116 = phi i32 [ %120, %114 ], [ 0, %110 ]
  %117 = fmul fast double %115, %113
  %118 = tail call fast double @llvm.cos.f64(double %117)
  %119 = fsub fast double %118, %115
  %120 = add nuw nsw i32 %116, 1
  %121 = tail call fast double @llvm.fabs.f64(double %119)
  %122 = fcmp fast ogt double %121, 1.000000e-15
  %123 = icmp ult i32 %116, 499
  %124 = select i1 %122, i1 %123, i1 false
  br i1 %124, label %114, label %125, !llvm.loop !14

125:                                              ; preds = %114
  %126 = fdiv fast double %112, %93
  %127 = fsub fast double %103, %118
  %128 = fmul fast double %96, 2.000000e-06
  %129 = fdiv fast double %127, %128
  %130 = tail call fast double @llvm.fabs.f64(double %129)
  %131 = tail call fast double @llvm.maxnum.f64(double %130, double 1.000000e+00)
  %132 = fsub fast double %94, %129
  %133 = tail call fast double @llvm.fabs.f64(double %132)
  %134 = fmul fast double %131, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp fast ole double %133, %134
  %136 = select i1 %135, ptr @.str.10, ptr @.str.11
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %77, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %129, ptr noundef nonnull %136)
  br i1 %135, label %141, label %138

138:                                              ; preds = %125
  %139 = load i32, ptr @n_fail, align 4, !tbaa !11
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @n_fail, align 4, !tbaa !11
  br label %141

141:                                              ; preds = %125, %138
  %142 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef nofpclass(nan inf) %77) #6
  %143 = tail call fast double @llvm.fabs.f64(double %126)
  %144 = tail call fast double @llvm.maxnum.f64(double %143, double 1.000000e+00)
  %145 = fsub fast double %142, %126
  %146 = tail call fast double @llvm.fabs.f64(double %145)
  %147 = fmul fast double %144, 0x3EB0C6F7A0B5ED8D
  %148 = fcmp fast ole double %146, %147
  %149 = select i1 %148, ptr @.str.10, ptr @.str.11
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %77, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %126, ptr noundef nonnull %149)
  br i1 %148, label %154, label %151

151:                                              ; preds = %141
  %152 = load i32, ptr @n_fail, align 4, !tbaa !11
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @n_fail, align 4, !tbaa !11
  br label %154

154:                                              ; preds = %141, %151
  %155 = add nuw nsw i64 %75, 1
  %156 = icmp eq i64 %155, 4
  br i1 %156, label %157, label %74, !llvm.loop !15

157:                                              ; preds = %154, %250
  %158 = phi i64 [ %251, %250 ], [ 0, %154 ]
  %159 = getelementptr inbounds [4 x double], ptr @main.ps, i64 0, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !5
  br label %161

161:                                              ; preds = %161, %157
  %162 = phi double [ 1.000000e+00, %157 ], [ %171, %161 ]
  %163 = phi i32 [ 0, %157 ], [ %174, %161 ]
  %164 = fmul fast double %162, %162
  %165 = fadd fast double %164, %160
  %166 = fmul fast double %165, %162
  %167 = fadd fast double %166, -1.000000e+00
  %168 = fmul fast double %164, 3.000000e+00
  %169 = fadd fast double %168, %160
  %170 = fdiv fast double %167, %169
  %171 = fsub fast double %162, %170
  %172 = tail call fast double @llvm.fabs.f64(double %170)
  %173 = fcmp fast olt double %172, 1.000000e-15
  %174 = add nuw nsw i32 %163, 1
  %175 = icmp eq i32 %174, 100
  %176 = select i1 %173, i1 true, i1 %175
  br i1 %176, label %177, label %161, !llvm.loop !16

177:                                              ; preds = %161
  %178 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef nofpclass(nan inf) %160) #6
  %179 = tail call fast double @llvm.fabs.f64(double %160)
  %180 = tail call fast double @llvm.maxnum.f64(double %179, double 1.000000e+00)
  %181 = fmul fast double %180, 0x3EB0C6F7A0B5ED8D
  %182 = fadd fast double %181, %160
  br label %183

183:                                              ; preds = %183, %177
  %184 = phi double [ 1.000000e+00, %177 ], [ %193, %183 ]
  %185 = phi i32 [ 0, %177 ], [ %196, %183 ]
  %186 = fmul fast double %184, %184
  %187 = fadd fast double %186, %182
  %188 = fmul fast double %187, %184
  %189 = fadd fast double %188, -1.000000e+00
  %190 = fmul fast double %186, 3.000000e+00
  %191 = fadd fast double %190, %182
  %192 = fdiv fast double %189, %191
  %193 = fsub fast double %184, %192
  %194 = tail call fast double @llvm.fabs.f64(double %192)
  %195 = fcmp fast olt double %194, 1.000000e-15
  %196 = add nuw nsw i32 %185, 1
  %197 = icmp eq i32 %196, 100
  %198 = select i1 %195, i1 true, i1 %197
  br i1 %198, label %199, label %183, !llvm.loop !16

199:                                              ; preds = %183
  %200 = fsub fast double %160, %181
  br label %201

201:                                              ; preds = %199, %201
  %202 = phi double [ %211, %201 ], [ 1.000000e+00, %199 ]
  %203 = phi i32 [ %214, %201 ], [ 0, %199 ]
  %204 = fmul fast double %202, %202
  %205 = fadd fast double %204, %200
  %206 = fmul fast double %205, %202
  %207 = fadd fast double %206, -1.000000e+00
  %208 = fmul fast double %204, 3.000000e+00
  %209 = fadd fast double %208, %200
  %210 = fdiv fast double %207, %209
  %211 = fsub fast double %202, %210
  %212 = tail call fast double @llvm.fabs.f64(double %210)
  %213 = fcmp fast olt double %212, 1.000000e-15
  %214 = add nuw nsw i32 %203, 1
  %215 = icmp eq i32 %214, 100
  %216 = select i1 %213, i1 true, i1 %215
  br i1 %216, label %217, label %201, !llvm.loop !16

217:                                              ; preds = %201
  %218 = fsub fast double %193, %211
  %219 = fmul fast double %180, 2.000000e-06
  %220 = fdiv fast double %218, %219
  %221 = tail call fast double @llvm.fabs.f64(double %220)
  %222 = tail call fast double @llvm.maxnum.f64(double %221, double 1.000000e+00)
  %223 = fsub fast double %178, %220
  %224 = tail call fast double @llvm.fabs.f64(double %223)
  %225 = fmul fast double %222, 0x3EB0C6F7A0B5ED8D
  %226 = fcmp fast ole double %224, %225
  %227 = select i1 %226, ptr @.str.10, ptr @.str.11
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %160, double noundef nofpclass(nan inf) %178, double noundef nofpclass(nan inf) %220, ptr noundef nonnull %227)
  br i1 %226, label %232, label %229

229:                                              ; preds = %217
  %230 = load i32, ptr @n_fail, align 4, !tbaa !11
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !11
  br label %232

232:                                              ; preds = %217, %229
  %233 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef nofpclass(nan inf) %160) #6
  %234 = fneg fast double %171
  %235 = fmul fast double %171, %171
  %236 = fmul fast double %235, 3.000000e+00
  %237 = fadd fast double %236, %160
  %238 = fdiv fast double %234, %237
  %239 = tail call fast double @llvm.fabs.f64(double %238)
  %240 = tail call fast double @llvm.maxnum.f64(double %239, double 1.000000e+00)
  %241 = fsub fast double %233, %238
  %242 = tail call fast double @llvm.fabs.f64(double %241)
  %243 = fmul fast double %240, 0x3EB0C6F7A0B5ED8D
  %244 = fcmp fast ole double %242, %243
  %245 = select i1 %244, ptr @.str.10, ptr @.str.11
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %160, double noundef nofpclass(nan inf) %233, double noundef nofpclass(nan inf) %238, ptr noundef nonnull %245)
  br i1 %244, label %250, label %247

247:                                              ; preds = %232
  %248 = load i32, ptr @n_fail, align 4, !tbaa !11
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr @n_fail, align 4, !tbaa !11
  br label %250

250:                                              ; preds = %232, %247
  %251 = add nuw nsw i64 %158, 1
  %252 = icmp eq i64 %251, 4
  br i1 %252, label %253, label %157, !llvm.loop !17

253:                                              ; preds = %250, %253
  %254 = phi double [ %262, %253 ], [ 5.000000e-01, %250 ]
  %255 = fmul fast double %254, 0x3FD3333764F11B60
  %256 = tail call fast double @llvm.cos.f64(double %255)
  %257 = fsub fast double %254, %256
  %258 = tail call fast double @llvm.sin.f64(double %255)
  %259 = fmul fast double %258, 0x3FD3333764F11B60
  %260 = fadd fast double %259, 1.000000e+00
  %261 = fdiv fast double %257, %260
  %262 = fsub fast double %254, %261
  %263 = tail call fast double @llvm.fabs.f64(double %261)
  %264 = fcmp fast ogt double %263, 0x3D06849B86A12B9B
  br i1 %264, label %253, label %265, !llvm.loop !18

265:                                              ; preds = %253, %265
  %266 = phi double [ %274, %265 ], [ 5.000000e-01, %253 ]
  %267 = fmul fast double %266, 2.999990e-01
  %268 = tail call fast double @llvm.cos.f64(double %267)
  %269 = fsub fast double %266, %268
  %270 = tail call fast double @llvm.sin.f64(double %267)
  %271 = fmul fast double %270, 2.999990e-01
  %272 = fadd fast double %271, 1.000000e+00
  %273 = fdiv fast double %269, %272
  %274 = fsub fast double %266, %273
  %275 = tail call fast double @llvm.fabs.f64(double %273)
  %276 = fcmp fast ogt double %275, 0x3D06849B86A12B9B
  br i1 %276, label %265, label %277, !llvm.loop !18

277:                                              ; preds = %265
  %278 = fmul fast double %262, %262
  %279 = tail call fast double @llvm.sin.f64(double %262)
  %280 = tail call fast double @llvm.sin.f64(double %274)
  %281 = fadd fast double %278, %279
  %282 = fmul fast double %274, %274
  %283 = fadd fast double %280, %282
  %284 = fsub fast double %281, %283
  %285 = fmul fast double %284, 5.000000e+05
  %286 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %287 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef nofpclass(nan inf) 3.000000e-01, i32 noundef %286, double noundef nofpclass(nan inf) 1.000000e+00) #6
  %288 = tail call fast double @llvm.fabs.f64(double %285)
  %289 = tail call fast double @llvm.maxnum.f64(double %288, double 1.000000e+00)
  %290 = fsub fast double %287, %285
  %291 = tail call fast double @llvm.fabs.f64(double %290)
  %292 = fmul fast double %289, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp fast ole double %291, %292
  %294 = select i1 %293, ptr @.str.10, ptr @.str.11
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 3.000000e-01, double noundef nofpclass(nan inf) %287, double noundef nofpclass(nan inf) %285, ptr noundef nonnull %294)
  br i1 %293, label %299, label %296

296:                                              ; preds = %277
  %297 = load i32, ptr @n_fail, align 4, !tbaa !11
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr @n_fail, align 4, !tbaa !11
  br label %299

299:                                              ; preds = %277, %296
  br label %300

300:                                              ; preds = %299, %300
  %301 = phi double [ %310, %300 ], [ 5.000000e-01, %299 ]
  %302 = fmul fast double %301, 0x3FF000010C6F7A0B
  %303 = tail call fast double @llvm.cos.f64(double %302)
  %304 = fsub fast double %301, %303
  %305 = tail call fast double @llvm.sin.f64(double %302)
  %306 = fmul fast double %305, 0x3FF000010C6F7A0B
  %307 = fadd fast double %306, 1.000000e+00
  %308 = fmul fast double %304, 9.000000e-01
  %309 = fdiv fast double %308, %307
  %310 = fsub fast double %301, %309
  %311 = tail call fast double @llvm.fabs.f64(double %309)
  %312 = fcmp fast ogt double %311, 0x3D06849B86A12B9B
  br i1 %312, label %300, label %313, !llvm.loop !18

313:                                              ; preds = %300, %313
  %314 = phi double [ %323, %313 ], [ 5.000000e-01, %300 ]
  %315 = fmul fast double %314, 0x3FEFFFFDE7210BE9
  %316 = tail call fast double @llvm.cos.f64(double %315)
  %317 = fsub fast double %314, %316
  %318 = tail call fast double @llvm.sin.f64(double %315)
  %319 = fmul fast double %318, 0x3FEFFFFDE7210BE9
  %320 = fadd fast double %319, 1.000000e+00
  %321 = fmul fast double %317, 9.000000e-01
  %322 = fdiv fast double %321, %320
  %323 = fsub fast double %314, %322
  %324 = tail call fast double @llvm.fabs.f64(double %322)
  %325 = fcmp fast ogt double %324, 0x3D06849B86A12B9B
  br i1 %325, label %313, label %326, !llvm.loop !18

326:                                              ; preds = %313
  %327 = fmul fast double %310, %310
  %328 = tail call fast double @llvm.sin.f64(double %310)
  %329 = tail call fast double @llvm.sin.f64(double %323)
  %330 = fadd fast double %327, %328
  %331 = fmul fast double %323, %323
  %332 = fadd fast double %329, %331
  %333 = fsub fast double %330, %332
  %334 = fmul fast double %333, 5.000000e+05
  %335 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %336 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %335, double noundef nofpclass(nan inf) 9.000000e-01) #6
  %337 = tail call fast double @llvm.fabs.f64(double %334)
  %338 = tail call fast double @llvm.maxnum.f64(double %337, double 1.000000e+00)
  %339 = fsub fast double %336, %334
  %340 = tail call fast double @llvm.fabs.f64(double %339)
  %341 = fmul fast double %338, 0x3EB0C6F7A0B5ED8D
  %342 = fcmp fast ole double %340, %341
  %343 = select i1 %342, ptr @.str.10, ptr @.str.11
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %336, double noundef nofpclass(nan inf) %334, ptr noundef nonnull %343)
  br i1 %342, label %348, label %345

345:                                              ; preds = %326
  %346 = load i32, ptr @n_fail, align 4, !tbaa !11
  %347 = add nsw i32 %346, 1
  store i32 %347, ptr @n_fail, align 4, !tbaa !11
  br label %348

348:                                              ; preds = %345, %326
  br label %349

349:                                              ; preds = %348, %349
  %350 = phi double [ %359, %349 ], [ 5.000000e-01, %348 ]
  %351 = fmul fast double %350, 0x3FF66667DE35AADC
  %352 = tail call fast double @llvm.cos.f64(double %351)
  %353 = fsub fast double %350, %352
  %354 = tail call fast double @llvm.sin.f64(double %351)
  %355 = fmul fast double %354, 0x3FF66667DE35AADC
  %356 = fadd fast double %355, 1.000000e+00
  %357 = fmul fast double %353, 8.000000e-01
  %358 = fdiv fast double %357, %356
  %359 = fsub fast double %350, %358
  %360 = tail call fast double @llvm.fabs.f64(double %358)
  %361 = fcmp fast ogt double %360, 0x3D06849B86A12B9B
  br i1 %361, label %349, label %362, !llvm.loop !18

362:                                              ; preds = %349, %362
  %363 = phi double [ %372, %362 ], [ 5.000000e-01, %349 ]
  %364 = fmul fast double %363, 0x3FF66664EE9721F0
  %365 = tail call fast double @llvm.cos.f64(double %364)
  %366 = fsub fast double %363, %365
  %367 = tail call fast double @llvm.sin.f64(double %364)
  %368 = fmul fast double %367, 0x3FF66664EE9721F0
  %369 = fadd fast double %368, 1.000000e+00
  %370 = fmul fast double %366, 8.000000e-01
  %371 = fdiv fast double %370, %369
  %372 = fsub fast double %363, %371
  %373 = tail call fast double @llvm.fabs.f64(double %371)
  %374 = fcmp fast ogt double %373, 0x3D06849B86A12B9B
  br i1 %374, label %362, label %375, !llvm.loop !18

375:                                              ; preds = %362
  %376 = fmul fast double %359, %359
  %377 = tail call fast double @llvm.sin.f64(double %359)
  %378 = tail call fast double @llvm.sin.f64(double %372)
  %379 = fadd fast double %376, %377
  %380 = fmul fast double %372, %372
  %381 = fadd fast double %378, %380
  %382 = fsub fast double %379, %381
  %383 = fmul fast double %382, 0x4115CC5B6DB6DB6E
  %384 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %385 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef nofpclass(nan inf) 1.400000e+00, i32 noundef %384, double noundef nofpclass(nan inf) 8.000000e-01) #6
  %386 = tail call fast double @llvm.fabs.f64(double %383)
  %387 = tail call fast double @llvm.maxnum.f64(double %386, double 1.000000e+00)
  %388 = fsub fast double %385, %383
  %389 = tail call fast double @llvm.fabs.f64(double %388)
  %390 = fmul fast double %387, 0x3EB0C6F7A0B5ED8D
  %391 = fcmp fast ole double %389, %390
  %392 = select i1 %391, ptr @.str.10, ptr @.str.11
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 1.400000e+00, double noundef nofpclass(nan inf) %385, double noundef nofpclass(nan inf) %383, ptr noundef nonnull %392)
  %394 = load i32, ptr @n_fail, align 4, !tbaa !11
  br i1 %391, label %397, label %395

395:                                              ; preds = %375
  %396 = add nsw i32 %394, 1
  store i32 %396, ptr @n_fail, align 4, !tbaa !11
  br label %397

397:                                              ; preds = %395, %375
  %398 = phi i32 [ %396, %395 ], [ %394, %375 ]
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %398)
  %400 = load i32, ptr @n_fail, align 4, !tbaa !11
  %401 = icmp ne i32 %400, 0
  %402 = zext i1 %401 to i32
  ret i32 %402
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @newton_sqrt(double noundef nofpclass(nan inf) %0) #2 {
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
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @fixed_cos(double noundef nofpclass(nan inf) %0) #2 {
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
declare double @llvm.sin.f64(double) #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @cubic_root(double noundef nofpclass(nan inf) %0) #2 {
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
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @newton_cos(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
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
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
