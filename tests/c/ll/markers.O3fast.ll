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
  br label %7

1:                                                ; preds = %295
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %295
  %8 = phi i64 [ 0, %0 ], [ %296, %295 ]
  %9 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = trunc nuw nsw i64 %8 to i32
  %12 = uitofp nneg i32 %11 to double
  %13 = fmul fast double %12, 3.000000e-01
  %14 = fadd fast double %13, -5.000000e-01
  %15 = tail call fast double @llvm.fabs.f64(double %10)
  %16 = tail call fast double @llvm.maxnum.f64(double %15, double 1.000000e+00)
  %17 = fmul fast double %16, 0x3EB0C6F7A0B5ED8D
  %18 = tail call fast double @llvm.fabs.f64(double %14)
  %19 = tail call fast double @llvm.maxnum.f64(double %18, double 1.000000e+00)
  %20 = fmul fast double %19, 0x3EB0C6F7A0B5ED8D
  %21 = fadd fast double %17, %10
  %22 = tail call fast double @llvm.sin.f64(double %21)
  %23 = tail call fast double @llvm.exp.f64(double %14)
  %24 = fmul fast double %21, %21
  %25 = fmul fast double %24, %21
  %26 = fsub fast double %10, %17
  %27 = tail call fast double @llvm.sin.f64(double %26)
  %28 = fmul fast double %26, %26
  %29 = fmul fast double %28, %26
  %30 = fsub fast double %25, %29
  %31 = fmul fast double %30, %14
  %32 = fsub fast double %22, %27
  %33 = fmul fast double %32, %23
  %34 = fadd fast double %33, %31
  %35 = fmul fast double %16, 2.000000e-06
  %36 = fdiv fast double %34, %35
  %37 = fadd fast double %20, %14
  %38 = tail call fast double @llvm.sin.f64(double %10)
  %39 = tail call fast double @llvm.exp.f64(double %37)
  %40 = fmul fast double %38, %39
  %41 = fmul fast double %10, %10
  %42 = fmul fast double %41, %10
  %43 = fsub fast double %42, %37
  %44 = fmul fast double %43, %37
  %45 = fsub fast double %14, %20
  %46 = tail call fast double @llvm.exp.f64(double %45)
  %47 = fsub fast double %42, %45
  %48 = fmul fast double %38, %46
  %49 = fmul fast double %47, %45
  %50 = fadd fast double %49, %48
  %51 = fadd fast double %44, %40
  %52 = fsub fast double %51, %50
  %53 = fmul fast double %19, 2.000000e-06
  %54 = fdiv fast double %52, %53
  %55 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %56 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef nofpclass(nan inf) %10, i32 noundef %55, double noundef nofpclass(nan inf) %14) #7
  %57 = tail call fast double @llvm.fabs.f64(double %36)
  %58 = tail call fast double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  %59 = fsub fast double %56, %36
  %60 = tail call fast double @llvm.fabs.f64(double %59)
  %61 = fmul fast double %58, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp fast ole double %60, %61
  %63 = select i1 %62, ptr @.str.10, ptr @.str.11
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %56, double noundef nofpclass(nan inf) %36, ptr noundef nonnull %63)
  br i1 %62, label %68, label %65

65:                                               ; preds = %7
  %66 = load i32, ptr @n_fail, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @n_fail, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %7, %65
  %69 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %70 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %71 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %69, double noundef nofpclass(nan inf) %10, i32 noundef %70, double noundef nofpclass(nan inf) %14) #7
  %72 = fsub fast double %71, %36
  %73 = tail call fast double @llvm.fabs.f64(double %72)
  %74 = fcmp fast ole double %73, %61
  %75 = select i1 %74, ptr @.str.10, ptr @.str.11
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %71, double noundef nofpclass(nan inf) %36, ptr noundef nonnull %75)
  br i1 %74, label %80, label %77

77:                                               ; preds = %68
  %78 = load i32, ptr @n_fail, align 4, !tbaa !5
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %68, %77
  %81 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %82 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %81, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %14) #7
  %83 = tail call fast double @llvm.fabs.f64(double %54)
  %84 = tail call fast double @llvm.maxnum.f64(double %83, double 1.000000e+00)
  %85 = fsub fast double %82, %54
  %86 = tail call fast double @llvm.fabs.f64(double %85)
  %87 = fmul fast double %84, 0x3EB0C6F7A0B5ED8D
  %88 = fcmp fast ole double %86, %87
  %89 = select i1 %88, ptr @.str.10, ptr @.str.11
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %54, ptr noundef nonnull %89)
  br i1 %88, label %94, label %91

91:                                               ; preds = %80
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %80, %91
  %95 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %96 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %97 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %95, double noundef nofpclass(nan inf) %10, i32 noundef %96, double noundef nofpclass(nan inf) %14) #7
  %98 = fsub fast double %97, %54
  %99 = tail call fast double @llvm.fabs.f64(double %98)
  %100 = fcmp fast ole double %99, %87
  %101 = select i1 %100, ptr @.str.10, ptr @.str.11
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %97, double noundef nofpclass(nan inf) %54, ptr noundef nonnull %101)
  br i1 %100, label %106, label %103

103:                                              ; preds = %94
  %104 = load i32, ptr @n_fail, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @n_fail, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %94, %103
  %107 = add nuw nsw i64 %8, 2
  %108 = fmul fast double %12, 5.000000e-01
  %109 = sub nuw nsw i64 3, %8
  %110 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %111 = trunc nuw nsw i64 %107 to i32
  %112 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %111, double noundef nofpclass(nan inf) %10, i32 noundef %110, double noundef nofpclass(nan inf) %108, i64 noundef %109) #7
  %113 = trunc nuw nsw i64 %109 to i32
  %114 = uitofp nneg i32 %113 to double
  %115 = fmul fast double %21, %114
  %116 = tail call fast double @llvm.cos.f64(double %115)
  %117 = fmul fast double %108, %21
  %118 = fadd fast double %117, %116
  %119 = fmul fast double %118, %21
  %120 = fmul fast double %119, 5.000000e-01
  %121 = fadd fast double %120, %116
  %122 = icmp eq i64 %8, 0
  br i1 %122, label %137, label %123, !llvm.loop !11

123:                                              ; preds = %106
  %124 = fmul fast double %121, %21
  %125 = fmul fast double %124, 0x3FD5555555555555
  %126 = fadd fast double %125, %116
  %127 = icmp eq i64 %107, 3
  br i1 %127, label %137, label %128, !llvm.loop !11

128:                                              ; preds = %123
  %129 = fmul fast double %126, %21
  %130 = fmul fast double %129, 2.500000e-01
  %131 = fadd fast double %130, %116
  %132 = icmp eq i64 %107, 4
  br i1 %132, label %137, label %133, !llvm.loop !11

133:                                              ; preds = %128
  %134 = fmul fast double %131, %21
  %135 = fmul fast double %134, 2.000000e-01
  %136 = fadd fast double %135, %116
  br label %137

137:                                              ; preds = %133, %128, %123, %106
  %138 = phi double [ %121, %106 ], [ %126, %123 ], [ %131, %128 ], [ %136, %133 ]
  %139 = fmul fast double %26, %114
  %140 = tail call fast double @llvm.cos.f64(double %139)
  %141 = fmul fast double %108, %26
  %142 = fadd fast double %141, %140
  %143 = fmul fast double %142, %26
  %144 = fmul fast double %143, 5.000000e-01
  %145 = fadd fast double %144, %140
  %146 = icmp eq i64 %8, 0
  br i1 %146, label %161, label %147, !llvm.loop !11

147:                                              ; preds = %137
  %148 = fmul fast double %145, %26
  %149 = fmul fast double %148, 0x3FD5555555555555
  %150 = fadd fast double %149, %140
  %151 = icmp eq i64 %107, 3
  br i1 %151, label %161, label %152, !llvm.loop !11

152:                                              ; preds = %147
  %153 = fmul fast double %150, %26
  %154 = fmul fast double %153, 2.500000e-01
  %155 = fadd fast double %154, %140
  %156 = icmp eq i64 %107, 4
  br i1 %156, label %161, label %157, !llvm.loop !11

157:                                              ; preds = %152
  %158 = fmul fast double %155, %26
  %159 = fmul fast double %158, 2.000000e-01
  %160 = fadd fast double %159, %140
  br label %161

161:                                              ; preds = %157, %152, %147, %137
  %162 = phi double [ %145, %137 ], [ %150, %147 ], [ %155, %152 ], [ %160, %157 ]
  %163 = fsub fast double %138, %162
  %164 = fdiv fast double %163, %35
  %165 = tail call fast double @llvm.fabs.f64(double %164)
  %166 = tail call fast double @llvm.maxnum.f64(double %165, double 1.000000e+00)
  %167 = fsub fast double %112, %164
  %168 = tail call fast double @llvm.fabs.f64(double %167)
  %169 = fmul fast double %166, 0x3EB0C6F7A0B5ED8D
  %170 = fcmp fast ole double %168, %169
  %171 = select i1 %170, ptr @.str.10, ptr @.str.11
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %112, double noundef nofpclass(nan inf) %164, ptr noundef nonnull %171)
  br i1 %170, label %176, label %173

173:                                              ; preds = %161
  %174 = load i32, ptr @n_fail, align 4, !tbaa !5
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr @n_fail, align 4, !tbaa !5
  br label %176

176:                                              ; preds = %161, %173
  %177 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %178 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %179 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %177, i32 noundef %111, i32 noundef %178, double noundef nofpclass(nan inf) %10, i32 noundef %177, double noundef nofpclass(nan inf) %108, i32 noundef %177, i64 noundef %109) #7
  %180 = fmul fast double %108, %21
  %181 = fadd fast double %180, %116
  %182 = fmul fast double %181, %21
  %183 = fmul fast double %182, 5.000000e-01
  %184 = fadd fast double %183, %116
  %185 = icmp eq i64 %8, 0
  br i1 %185, label %200, label %186, !llvm.loop !11

186:                                              ; preds = %176
  %187 = fmul fast double %184, %21
  %188 = fmul fast double %187, 0x3FD5555555555555
  %189 = fadd fast double %188, %116
  %190 = icmp eq i64 %107, 3
  br i1 %190, label %200, label %191, !llvm.loop !11

191:                                              ; preds = %186
  %192 = fmul fast double %189, %21
  %193 = fmul fast double %192, 2.500000e-01
  %194 = fadd fast double %193, %116
  %195 = icmp eq i64 %107, 4
  br i1 %195, label %200, label %196, !llvm.loop !11

196:                                              ; preds = %191
  %197 = fmul fast double %194, %21
  %198 = fmul fast double %197, 2.000000e-01
  %199 = fadd fast double %198, %116
  br label %200

200:                                              ; preds = %176, %186, %191, %196
  %201 = phi double [ %184, %176 ], [ %189, %186 ], [ %194, %191 ], [ %199, %196 ]
  %202 = fmul fast double %108, %26
  %203 = fadd fast double %202, %140
  %204 = fmul fast double %203, %26
  %205 = fmul fast double %204, 5.000000e-01
  %206 = fadd fast double %205, %140
  %207 = icmp eq i64 %8, 0
  br i1 %207, label %222, label %208, !llvm.loop !11

208:                                              ; preds = %200
  %209 = fmul fast double %206, %26
  %210 = fmul fast double %209, 0x3FD5555555555555
  %211 = fadd fast double %210, %140
  %212 = icmp eq i64 %107, 3
  br i1 %212, label %222, label %213, !llvm.loop !11

213:                                              ; preds = %208
  %214 = fmul fast double %211, %26
  %215 = fmul fast double %214, 2.500000e-01
  %216 = fadd fast double %215, %140
  %217 = icmp eq i64 %107, 4
  br i1 %217, label %222, label %218, !llvm.loop !11

218:                                              ; preds = %213
  %219 = fmul fast double %216, %26
  %220 = fmul fast double %219, 2.000000e-01
  %221 = fadd fast double %220, %140
  br label %222

222:                                              ; preds = %218, %213, %208, %200
  %223 = phi double [ %206, %200 ], [ %211, %208 ], [ %216, %213 ], [ %221, %218 ]
  %224 = fsub fast double %201, %223
  %225 = fdiv fast double %224, %35
  %226 = tail call fast double @llvm.fabs.f64(double %225)
  %227 = tail call fast double @llvm.maxnum.f64(double %226, double 1.000000e+00)
  %228 = fsub fast double %179, %225
  %229 = tail call fast double @llvm.fabs.f64(double %228)
  %230 = fmul fast double %227, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp fast ole double %229, %230
  %232 = select i1 %231, ptr @.str.10, ptr @.str.11
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) %225, ptr noundef nonnull %232)
  br i1 %231, label %237, label %234

234:                                              ; preds = %222
  %235 = load i32, ptr @n_fail, align 4, !tbaa !5
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr @n_fail, align 4, !tbaa !5
  br label %237

237:                                              ; preds = %234, %222
  %238 = fneg fast double %21
  %239 = tail call fast double @llvm.exp.f64(double %238)
  %240 = fmul fast double %239, %21
  %241 = fneg fast double %26
  %242 = tail call fast double @llvm.exp.f64(double %241)
  %243 = fmul fast double %242, %26
  %244 = fadd fast double %24, 1.000000e+00
  %245 = tail call fast double @llvm.log.f64(double %244)
  %246 = fadd fast double %28, 1.000000e+00
  %247 = tail call fast double @llvm.log.f64(double %246)
  %248 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef nofpclass(nan inf) %10, i32 noundef 0) #7
  %249 = fsub fast double %24, %28
  %250 = fmul fast double %249, 5.000000e+05
  %251 = fdiv fast double %250, %16
  %252 = tail call fast double @llvm.fabs.f64(double %251)
  %253 = tail call fast double @llvm.maxnum.f64(double %252, double 1.000000e+00)
  %254 = fsub fast double %248, %251
  %255 = tail call fast double @llvm.fabs.f64(double %254)
  %256 = fmul fast double %253, 0x3EB0C6F7A0B5ED8D
  %257 = fcmp fast ole double %255, %256
  %258 = select i1 %257, ptr @.str.10, ptr @.str.11
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %248, double noundef nofpclass(nan inf) %251, ptr noundef nonnull %258)
  br i1 %257, label %263, label %260

260:                                              ; preds = %237
  %261 = load i32, ptr @n_fail, align 4, !tbaa !5
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr @n_fail, align 4, !tbaa !5
  br label %263

263:                                              ; preds = %237, %260
  %264 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef nofpclass(nan inf) %10, i32 noundef 1) #7
  %265 = fsub fast double %240, %243
  %266 = fmul fast double %265, 5.000000e+05
  %267 = fdiv fast double %266, %16
  %268 = tail call fast double @llvm.fabs.f64(double %267)
  %269 = tail call fast double @llvm.maxnum.f64(double %268, double 1.000000e+00)
  %270 = fsub fast double %264, %267
  %271 = tail call fast double @llvm.fabs.f64(double %270)
  %272 = fmul fast double %269, 0x3EB0C6F7A0B5ED8D
  %273 = fcmp fast ole double %271, %272
  %274 = select i1 %273, ptr @.str.10, ptr @.str.11
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %264, double noundef nofpclass(nan inf) %267, ptr noundef nonnull %274)
  br i1 %273, label %279, label %276

276:                                              ; preds = %263
  %277 = load i32, ptr @n_fail, align 4, !tbaa !5
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr @n_fail, align 4, !tbaa !5
  br label %279

279:                                              ; preds = %276, %263
  %280 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef nofpclass(nan inf) %10, i32 noundef 2) #7
  %281 = fsub fast double %245, %247
  %282 = fmul fast double %281, 0x4104585555555555
  %283 = fdiv fast double %282, %16
  %284 = tail call fast double @llvm.fabs.f64(double %283)
  %285 = tail call fast double @llvm.maxnum.f64(double %284, double 1.000000e+00)
  %286 = fsub fast double %280, %283
  %287 = tail call fast double @llvm.fabs.f64(double %286)
  %288 = fmul fast double %285, 0x3EB0C6F7A0B5ED8D
  %289 = fcmp fast ole double %287, %288
  %290 = select i1 %289, ptr @.str.10, ptr @.str.11
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %280, double noundef nofpclass(nan inf) %283, ptr noundef nonnull %290)
  br i1 %289, label %295, label %292

292:                                              ; preds = %279
  %293 = load i32, ptr @n_fail, align 4, !tbaa !5
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr @n_fail, align 4, !tbaa !5
  br label %295

295:                                              ; preds = %292, %279
  %296 = add nuw nsw i64 %8, 1
  %297 = icmp eq i64 %296, 4
  br i1 %297, label %1, label %7, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #1 {
  %3 = tail call fast double @llvm.sin.f64(double %0)
  %4 = tail call fast double @llvm.exp.f64(double %1)
  %5 = fmul fast double %4, %3
  %6 = fmul fast double %0, %0
  %7 = fmul fast double %6, %0
  %8 = fsub fast double %7, %1
  %9 = fmul fast double %8, %1
  %10 = fadd fast double %9, %5
  ret double %10
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @g(i32 noundef %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, i64 noundef %3) #3 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %4
  %7 = sitofp i64 %3 to double
  %8 = fmul fast double %7, %1
  %9 = tail call fast double @llvm.cos.f64(double %8)
  %10 = and i32 %0, 7
  %11 = icmp ult i32 %0, 8
  br i1 %11, label %14, label %12

12:                                               ; preds = %6
  %13 = and i32 %0, 2147483640
  br label %32

14:                                               ; preds = %32, %6
  %15 = phi double [ poison, %6 ], [ %75, %32 ]
  %16 = phi i32 [ 0, %6 ], [ %72, %32 ]
  %17 = phi double [ %2, %6 ], [ %75, %32 ]
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %30, label %19

19:                                               ; preds = %14, %19
  %20 = phi i32 [ %24, %19 ], [ %16, %14 ]
  %21 = phi double [ %27, %19 ], [ %17, %14 ]
  %22 = phi i32 [ %28, %19 ], [ 0, %14 ]
  %23 = fmul fast double %21, %1
  %24 = add nuw nsw i32 %20, 1
  %25 = uitofp nneg i32 %24 to double
  %26 = fdiv fast double %23, %25
  %27 = fadd fast double %26, %9
  %28 = add i32 %22, 1
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %19, !llvm.loop !14

30:                                               ; preds = %14, %19, %4
  %31 = phi double [ %2, %4 ], [ %15, %14 ], [ %27, %19 ]
  ret double %31

32:                                               ; preds = %32, %12
  %33 = phi i32 [ 0, %12 ], [ %72, %32 ]
  %34 = phi double [ %2, %12 ], [ %75, %32 ]
  %35 = phi i32 [ 0, %12 ], [ %76, %32 ]
  %36 = fmul fast double %34, %1
  %37 = or disjoint i32 %33, 1
  %38 = uitofp nneg i32 %37 to double
  %39 = fdiv fast double %36, %38
  %40 = fadd fast double %39, %9
  %41 = fmul fast double %40, %1
  %42 = or disjoint i32 %33, 2
  %43 = uitofp nneg i32 %42 to double
  %44 = fdiv fast double %41, %43
  %45 = fadd fast double %44, %9
  %46 = fmul fast double %45, %1
  %47 = or disjoint i32 %33, 3
  %48 = uitofp nneg i32 %47 to double
  %49 = fdiv fast double %46, %48
  %50 = fadd fast double %49, %9
  %51 = fmul fast double %50, %1
  %52 = or disjoint i32 %33, 4
  %53 = uitofp nneg i32 %52 to double
  %54 = fdiv fast double %51, %53
  %55 = fadd fast double %54, %9
  %56 = fmul fast double %55, %1
  %57 = or disjoint i32 %33, 5
  %58 = uitofp nneg i32 %57 to double
  %59 = fdiv fast double %56, %58
  %60 = fadd fast double %59, %9
  %61 = fmul fast double %60, %1
  %62 = or disjoint i32 %33, 6
  %63 = uitofp nneg i32 %62 to double
  %64 = fdiv fast double %61, %63
  %65 = fadd fast double %64, %9
  %66 = fmul fast double %65, %1
  %67 = or disjoint i32 %33, 7
  %68 = uitofp nneg i32 %67 to double
  %69 = fdiv fast double %66, %68
  %70 = fadd fast double %69, %9
  %71 = fmul fast double %70, %1
  %72 = add nuw nsw i32 %33, 8
  %73 = uitofp nneg i32 %72 to double
  %74 = fdiv fast double %71, %73
  %75 = fadd fast double %74, %9
  %76 = add i32 %35, 8
  %77 = icmp eq i32 %76, %13
  br i1 %77, label %14, label %32, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p(double noundef nofpclass(nan inf) %0, i32 noundef %1) #1 {
  switch i32 %1, label %9 [
    i32 0, label %3
    i32 1, label %5
  ]

3:                                                ; preds = %2
  %4 = fmul fast double %0, %0
  br label %16

5:                                                ; preds = %2
  %6 = fneg fast double %0
  %7 = tail call fast double @llvm.exp.f64(double %6)
  %8 = fmul fast double %7, %0
  br label %16

9:                                                ; preds = %2
  %10 = fmul fast double %0, %0
  %11 = fadd fast double %10, 1.000000e+00
  %12 = tail call fast double @llvm.log.f64(double %11)
  %13 = sitofp i32 %1 to double
  %14 = fadd fast double %13, 1.000000e+00
  %15 = fdiv fast double %12, %14
  br label %16

16:                                               ; preds = %9, %5, %3
  %17 = phi nsz double [ %4, %3 ], [ %8, %5 ], [ %15, %9 ]
  ret double %17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
