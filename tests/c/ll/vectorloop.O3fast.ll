; ModuleID = 'vectorloop.c'
source_filename = "vectorloop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [5 x i32] [i32 1000, i32 37, i32 3, i32 0, i32 256], align 16
@main.xs = internal unnamed_addr constant [5 x double] [double 7.370000e-01, double -1.270000e+00, double 1.105000e+00, double 2.300000e+00, double -4.100000e-01], align 16
@.str = private unnamed_addr constant [8 x i8] c"vsum.dx\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"vsum.dy\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"vsum.dx.exact\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"vsum.dy.exact\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"vsq\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"vprod\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"vmax\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"vdot.dx\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"vdot.dy\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"vectorloop\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [256 x double], align 16
  %4 = alloca [256 x double], align 16
  %5 = alloca [256 x double], align 16
  %6 = alloca [256 x double], align 16
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [256 x double], align 16
  %10 = alloca [256 x double], align 16
  %11 = alloca [256 x double], align 16
  %12 = alloca [256 x double], align 16
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
  br label %33

27:                                               ; preds = %1504
  %28 = load i32, ptr @n_fail, align 4, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10, i32 noundef %28)
  %30 = load i32, ptr @n_fail, align 4, !tbaa !5
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i32
  ret i32 %32

33:                                               ; preds = %0, %1504
  %34 = phi i64 [ 0, %0 ], [ %1505, %1504 ]
  %35 = getelementptr inbounds [5 x i32], ptr @main.ns, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = trunc nuw nsw i64 %34 to i32
  %40 = uitofp nneg i32 %39 to double
  %41 = fmul fast double %40, 3.500000e-01
  %42 = fsub fast double 6.000000e-01, %41
  %43 = tail call fast double @llvm.fabs.f64(double %38)
  %44 = tail call fast double @llvm.maxnum.f64(double %43, double 1.000000e+00)
  %45 = fmul fast double %44, 0x3EB0C6F7A0B5ED8D
  %46 = tail call fast double @llvm.fabs.f64(double %42)
  %47 = tail call fast double @llvm.maxnum.f64(double %46, double 1.000000e+00)
  %48 = fmul fast double %47, 4.000000e+00
  %49 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %50 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef nofpclass(nan inf) %38, i32 noundef %49, double noundef nofpclass(nan inf) %42, i32 noundef %36) #7
  %51 = fadd fast double %45, %38
  %52 = icmp eq i64 %34, 3
  br i1 %52, label %115, label %53

53:                                               ; preds = %33
  %54 = icmp eq i64 %34, 2
  br i1 %54, label %55, label %58

55:                                               ; preds = %109, %53
  %56 = phi i32 [ 0, %53 ], [ %59, %109 ]
  %57 = phi double [ 0.000000e+00, %53 ], [ %113, %109 ]
  br label %117

58:                                               ; preds = %53
  %59 = and i32 %36, -16
  %60 = insertelement <4 x double> poison, double %51, i64 0
  %61 = shufflevector <4 x double> %60, <4 x double> poison, <4 x i32> zeroinitializer
  %62 = insertelement <4 x double> poison, double %42, i64 0
  %63 = shufflevector <4 x double> %62, <4 x double> poison, <4 x i32> zeroinitializer
  br label %64

64:                                               ; preds = %64, %58
  %65 = phi i32 [ 0, %58 ], [ %106, %64 ]
  %66 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %58 ], [ %107, %64 ]
  %67 = phi <4 x double> [ zeroinitializer, %58 ], [ %102, %64 ]
  %68 = phi <4 x double> [ zeroinitializer, %58 ], [ %103, %64 ]
  %69 = phi <4 x double> [ zeroinitializer, %58 ], [ %104, %64 ]
  %70 = phi <4 x double> [ zeroinitializer, %58 ], [ %105, %64 ]
  %71 = add <4 x i32> %66, <i32 4, i32 4, i32 4, i32 4>
  %72 = add <4 x i32> %66, <i32 8, i32 8, i32 8, i32 8>
  %73 = add <4 x i32> %66, <i32 12, i32 12, i32 12, i32 12>
  %74 = uitofp <4 x i32> %66 to <4 x double>
  %75 = uitofp <4 x i32> %71 to <4 x double>
  %76 = uitofp <4 x i32> %72 to <4 x double>
  %77 = uitofp <4 x i32> %73 to <4 x double>
  %78 = fmul fast <4 x double> %74, %74
  %79 = fmul fast <4 x double> %75, %75
  %80 = fmul fast <4 x double> %76, %76
  %81 = fmul fast <4 x double> %77, %77
  %82 = fmul fast <4 x double> %78, %61
  %83 = fmul fast <4 x double> %79, %61
  %84 = fmul fast <4 x double> %80, %61
  %85 = fmul fast <4 x double> %81, %61
  %86 = add nuw nsw <4 x i32> %66, <i32 1, i32 1, i32 1, i32 1>
  %87 = add <4 x i32> %66, <i32 5, i32 5, i32 5, i32 5>
  %88 = add <4 x i32> %66, <i32 9, i32 9, i32 9, i32 9>
  %89 = add <4 x i32> %66, <i32 13, i32 13, i32 13, i32 13>
  %90 = uitofp <4 x i32> %86 to <4 x double>
  %91 = uitofp <4 x i32> %87 to <4 x double>
  %92 = uitofp <4 x i32> %88 to <4 x double>
  %93 = uitofp <4 x i32> %89 to <4 x double>
  %94 = fdiv fast <4 x double> %63, %90
  %95 = fdiv fast <4 x double> %63, %91
  %96 = fdiv fast <4 x double> %63, %92
  %97 = fdiv fast <4 x double> %63, %93
  %98 = fadd fast <4 x double> %94, %67
  %99 = fadd fast <4 x double> %95, %68
  %100 = fadd fast <4 x double> %96, %69
  %101 = fadd fast <4 x double> %97, %70
  %102 = fadd fast <4 x double> %98, %82
  %103 = fadd fast <4 x double> %99, %83
  %104 = fadd fast <4 x double> %100, %84
  %105 = fadd fast <4 x double> %101, %85
  %106 = add nuw i32 %65, 16
  %107 = add <4 x i32> %66, <i32 16, i32 16, i32 16, i32 16>
  %108 = icmp eq i32 %106, %59
  br i1 %108, label %109, label %64, !llvm.loop !11

109:                                              ; preds = %64
  %110 = fadd fast <4 x double> %103, %102
  %111 = fadd fast <4 x double> %104, %110
  %112 = fadd fast <4 x double> %105, %111
  %113 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %112)
  %114 = icmp eq i32 %36, %59
  br i1 %114, label %129, label %55

115:                                              ; preds = %33
  %116 = fsub fast double %38, %45
  br label %208

117:                                              ; preds = %55, %117
  %118 = phi i32 [ %123, %117 ], [ %56, %55 ]
  %119 = phi double [ %127, %117 ], [ %57, %55 ]
  %120 = uitofp nneg i32 %118 to double
  %121 = fmul fast double %120, %120
  %122 = fmul fast double %121, %51
  %123 = add nuw nsw i32 %118, 1
  %124 = uitofp nneg i32 %123 to double
  %125 = fdiv fast double %42, %124
  %126 = fadd fast double %125, %119
  %127 = fadd fast double %126, %122
  %128 = icmp eq i32 %123, %36
  br i1 %128, label %129, label %117, !llvm.loop !15

129:                                              ; preds = %117, %109
  %130 = phi double [ %113, %109 ], [ %127, %117 ]
  %131 = fsub fast double %38, %45
  %132 = icmp eq i64 %34, 2
  br i1 %132, label %190, label %133

133:                                              ; preds = %129
  %134 = and i32 %36, -16
  %135 = insertelement <4 x double> poison, double %131, i64 0
  %136 = shufflevector <4 x double> %135, <4 x double> poison, <4 x i32> zeroinitializer
  %137 = insertelement <4 x double> poison, double %42, i64 0
  %138 = shufflevector <4 x double> %137, <4 x double> poison, <4 x i32> zeroinitializer
  br label %139

139:                                              ; preds = %139, %133
  %140 = phi i32 [ 0, %133 ], [ %181, %139 ]
  %141 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %133 ], [ %182, %139 ]
  %142 = phi <4 x double> [ zeroinitializer, %133 ], [ %177, %139 ]
  %143 = phi <4 x double> [ zeroinitializer, %133 ], [ %178, %139 ]
  %144 = phi <4 x double> [ zeroinitializer, %133 ], [ %179, %139 ]
  %145 = phi <4 x double> [ zeroinitializer, %133 ], [ %180, %139 ]
  %146 = add <4 x i32> %141, <i32 4, i32 4, i32 4, i32 4>
  %147 = add <4 x i32> %141, <i32 8, i32 8, i32 8, i32 8>
  %148 = add <4 x i32> %141, <i32 12, i32 12, i32 12, i32 12>
  %149 = uitofp <4 x i32> %141 to <4 x double>
  %150 = uitofp <4 x i32> %146 to <4 x double>
  %151 = uitofp <4 x i32> %147 to <4 x double>
  %152 = uitofp <4 x i32> %148 to <4 x double>
  %153 = fmul fast <4 x double> %149, %149
  %154 = fmul fast <4 x double> %150, %150
  %155 = fmul fast <4 x double> %151, %151
  %156 = fmul fast <4 x double> %152, %152
  %157 = fmul fast <4 x double> %153, %136
  %158 = fmul fast <4 x double> %154, %136
  %159 = fmul fast <4 x double> %155, %136
  %160 = fmul fast <4 x double> %156, %136
  %161 = add nuw nsw <4 x i32> %141, <i32 1, i32 1, i32 1, i32 1>
  %162 = add <4 x i32> %141, <i32 5, i32 5, i32 5, i32 5>
  %163 = add <4 x i32> %141, <i32 9, i32 9, i32 9, i32 9>
  %164 = add <4 x i32> %141, <i32 13, i32 13, i32 13, i32 13>
  %165 = uitofp <4 x i32> %161 to <4 x double>
  %166 = uitofp <4 x i32> %162 to <4 x double>
  %167 = uitofp <4 x i32> %163 to <4 x double>
  %168 = uitofp <4 x i32> %164 to <4 x double>
  %169 = fdiv fast <4 x double> %138, %165
  %170 = fdiv fast <4 x double> %138, %166
  %171 = fdiv fast <4 x double> %138, %167
  %172 = fdiv fast <4 x double> %138, %168
  %173 = fadd fast <4 x double> %169, %142
  %174 = fadd fast <4 x double> %170, %143
  %175 = fadd fast <4 x double> %171, %144
  %176 = fadd fast <4 x double> %172, %145
  %177 = fadd fast <4 x double> %173, %157
  %178 = fadd fast <4 x double> %174, %158
  %179 = fadd fast <4 x double> %175, %159
  %180 = fadd fast <4 x double> %176, %160
  %181 = add nuw i32 %140, 16
  %182 = add <4 x i32> %141, <i32 16, i32 16, i32 16, i32 16>
  %183 = icmp eq i32 %181, %134
  br i1 %183, label %184, label %139, !llvm.loop !16

184:                                              ; preds = %139
  %185 = fadd fast <4 x double> %178, %177
  %186 = fadd fast <4 x double> %179, %185
  %187 = fadd fast <4 x double> %180, %186
  %188 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %187)
  %189 = icmp eq i32 %36, %134
  br i1 %189, label %205, label %190

190:                                              ; preds = %184, %129
  %191 = phi i32 [ 0, %129 ], [ %134, %184 ]
  %192 = phi double [ 0.000000e+00, %129 ], [ %188, %184 ]
  br label %193

193:                                              ; preds = %190, %193
  %194 = phi i32 [ %199, %193 ], [ %191, %190 ]
  %195 = phi double [ %203, %193 ], [ %192, %190 ]
  %196 = uitofp nneg i32 %194 to double
  %197 = fmul fast double %196, %196
  %198 = fmul fast double %197, %131
  %199 = add nuw nsw i32 %194, 1
  %200 = uitofp nneg i32 %199 to double
  %201 = fdiv fast double %42, %200
  %202 = fadd fast double %201, %195
  %203 = fadd fast double %202, %198
  %204 = icmp eq i32 %199, %36
  br i1 %204, label %205, label %193, !llvm.loop !17

205:                                              ; preds = %193, %184
  %206 = phi double [ %188, %184 ], [ %203, %193 ]
  %207 = fsub fast double %130, %206
  br label %208

208:                                              ; preds = %205, %115
  %209 = phi double [ %116, %115 ], [ %131, %205 ]
  %210 = phi double [ 0.000000e+00, %115 ], [ %207, %205 ]
  %211 = fmul fast double %44, 2.000000e-06
  %212 = fdiv fast double %210, %211
  %213 = tail call fast double @llvm.fabs.f64(double %212)
  %214 = tail call fast double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %50, ptr %26, align 8, !tbaa !9
  %215 = load volatile double, ptr %26, align 8, !tbaa !9
  %216 = tail call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %217, label %229, label %218

218:                                              ; preds = %208
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %212, ptr %25, align 8, !tbaa !9
  %219 = load volatile double, ptr %25, align 8, !tbaa !9
  %220 = tail call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %221, label %229, label %222

222:                                              ; preds = %218
  %223 = fsub fast double %50, %212
  %224 = tail call fast double @llvm.fabs.f64(double %223)
  %225 = fmul fast double %214, 0x3EB0C6F7A0B5ED8D
  %226 = fcmp fast ole double %224, %225
  %227 = select i1 %226, ptr @.str.12, ptr @.str.13
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %50, double noundef nofpclass(nan inf) %212, ptr noundef nonnull %227)
  br i1 %226, label %234, label %231

229:                                              ; preds = %218, %208
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %50, double noundef nofpclass(nan inf) %212, ptr noundef nonnull @.str.13)
  br label %231

231:                                              ; preds = %229, %222
  %232 = load i32, ptr @n_fail, align 4, !tbaa !5
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr @n_fail, align 4, !tbaa !5
  br label %234

234:                                              ; preds = %222, %231
  %235 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %236 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %235, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %42, i32 noundef %36) #7
  %237 = fadd fast double %48, %42
  br i1 %52, label %300, label %238

238:                                              ; preds = %234
  %239 = icmp eq i64 %34, 2
  br i1 %239, label %240, label %243

240:                                              ; preds = %294, %238
  %241 = phi i32 [ 0, %238 ], [ %244, %294 ]
  %242 = phi double [ 0.000000e+00, %238 ], [ %298, %294 ]
  br label %302

243:                                              ; preds = %238
  %244 = and i32 %36, -16
  %245 = insertelement <4 x double> poison, double %38, i64 0
  %246 = shufflevector <4 x double> %245, <4 x double> poison, <4 x i32> zeroinitializer
  %247 = insertelement <4 x double> poison, double %237, i64 0
  %248 = shufflevector <4 x double> %247, <4 x double> poison, <4 x i32> zeroinitializer
  br label %249

249:                                              ; preds = %249, %243
  %250 = phi i32 [ 0, %243 ], [ %291, %249 ]
  %251 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %243 ], [ %292, %249 ]
  %252 = phi <4 x double> [ zeroinitializer, %243 ], [ %287, %249 ]
  %253 = phi <4 x double> [ zeroinitializer, %243 ], [ %288, %249 ]
  %254 = phi <4 x double> [ zeroinitializer, %243 ], [ %289, %249 ]
  %255 = phi <4 x double> [ zeroinitializer, %243 ], [ %290, %249 ]
  %256 = add <4 x i32> %251, <i32 4, i32 4, i32 4, i32 4>
  %257 = add <4 x i32> %251, <i32 8, i32 8, i32 8, i32 8>
  %258 = add <4 x i32> %251, <i32 12, i32 12, i32 12, i32 12>
  %259 = uitofp <4 x i32> %251 to <4 x double>
  %260 = uitofp <4 x i32> %256 to <4 x double>
  %261 = uitofp <4 x i32> %257 to <4 x double>
  %262 = uitofp <4 x i32> %258 to <4 x double>
  %263 = fmul fast <4 x double> %259, %259
  %264 = fmul fast <4 x double> %260, %260
  %265 = fmul fast <4 x double> %261, %261
  %266 = fmul fast <4 x double> %262, %262
  %267 = fmul fast <4 x double> %263, %246
  %268 = fmul fast <4 x double> %264, %246
  %269 = fmul fast <4 x double> %265, %246
  %270 = fmul fast <4 x double> %266, %246
  %271 = add nuw nsw <4 x i32> %251, <i32 1, i32 1, i32 1, i32 1>
  %272 = add <4 x i32> %251, <i32 5, i32 5, i32 5, i32 5>
  %273 = add <4 x i32> %251, <i32 9, i32 9, i32 9, i32 9>
  %274 = add <4 x i32> %251, <i32 13, i32 13, i32 13, i32 13>
  %275 = uitofp <4 x i32> %271 to <4 x double>
  %276 = uitofp <4 x i32> %272 to <4 x double>
  %277 = uitofp <4 x i32> %273 to <4 x double>
  %278 = uitofp <4 x i32> %274 to <4 x double>
  %279 = fdiv fast <4 x double> %248, %275
  %280 = fdiv fast <4 x double> %248, %276
  %281 = fdiv fast <4 x double> %248, %277
  %282 = fdiv fast <4 x double> %248, %278
  %283 = fadd fast <4 x double> %279, %252
  %284 = fadd fast <4 x double> %280, %253
  %285 = fadd fast <4 x double> %281, %254
  %286 = fadd fast <4 x double> %282, %255
  %287 = fadd fast <4 x double> %283, %267
  %288 = fadd fast <4 x double> %284, %268
  %289 = fadd fast <4 x double> %285, %269
  %290 = fadd fast <4 x double> %286, %270
  %291 = add nuw i32 %250, 16
  %292 = add <4 x i32> %251, <i32 16, i32 16, i32 16, i32 16>
  %293 = icmp eq i32 %291, %244
  br i1 %293, label %294, label %249, !llvm.loop !18

294:                                              ; preds = %249
  %295 = fadd fast <4 x double> %288, %287
  %296 = fadd fast <4 x double> %289, %295
  %297 = fadd fast <4 x double> %290, %296
  %298 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %297)
  %299 = icmp eq i32 %36, %244
  br i1 %299, label %314, label %240

300:                                              ; preds = %234
  %301 = fsub fast double %42, %48
  br label %393

302:                                              ; preds = %240, %302
  %303 = phi i32 [ %308, %302 ], [ %241, %240 ]
  %304 = phi double [ %312, %302 ], [ %242, %240 ]
  %305 = uitofp nneg i32 %303 to double
  %306 = fmul fast double %305, %305
  %307 = fmul fast double %306, %38
  %308 = add nuw nsw i32 %303, 1
  %309 = uitofp nneg i32 %308 to double
  %310 = fdiv fast double %237, %309
  %311 = fadd fast double %310, %304
  %312 = fadd fast double %311, %307
  %313 = icmp eq i32 %308, %36
  br i1 %313, label %314, label %302, !llvm.loop !19

314:                                              ; preds = %302, %294
  %315 = phi double [ %298, %294 ], [ %312, %302 ]
  %316 = fsub fast double %42, %48
  %317 = icmp eq i64 %34, 2
  br i1 %317, label %375, label %318

318:                                              ; preds = %314
  %319 = and i32 %36, -16
  %320 = insertelement <4 x double> poison, double %38, i64 0
  %321 = shufflevector <4 x double> %320, <4 x double> poison, <4 x i32> zeroinitializer
  %322 = insertelement <4 x double> poison, double %316, i64 0
  %323 = shufflevector <4 x double> %322, <4 x double> poison, <4 x i32> zeroinitializer
  br label %324

324:                                              ; preds = %324, %318
  %325 = phi i32 [ 0, %318 ], [ %366, %324 ]
  %326 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %318 ], [ %367, %324 ]
  %327 = phi <4 x double> [ zeroinitializer, %318 ], [ %362, %324 ]
  %328 = phi <4 x double> [ zeroinitializer, %318 ], [ %363, %324 ]
  %329 = phi <4 x double> [ zeroinitializer, %318 ], [ %364, %324 ]
  %330 = phi <4 x double> [ zeroinitializer, %318 ], [ %365, %324 ]
  %331 = add <4 x i32> %326, <i32 4, i32 4, i32 4, i32 4>
  %332 = add <4 x i32> %326, <i32 8, i32 8, i32 8, i32 8>
  %333 = add <4 x i32> %326, <i32 12, i32 12, i32 12, i32 12>
  %334 = uitofp <4 x i32> %326 to <4 x double>
  %335 = uitofp <4 x i32> %331 to <4 x double>
  %336 = uitofp <4 x i32> %332 to <4 x double>
  %337 = uitofp <4 x i32> %333 to <4 x double>
  %338 = fmul fast <4 x double> %334, %334
  %339 = fmul fast <4 x double> %335, %335
  %340 = fmul fast <4 x double> %336, %336
  %341 = fmul fast <4 x double> %337, %337
  %342 = fmul fast <4 x double> %338, %321
  %343 = fmul fast <4 x double> %339, %321
  %344 = fmul fast <4 x double> %340, %321
  %345 = fmul fast <4 x double> %341, %321
  %346 = add nuw nsw <4 x i32> %326, <i32 1, i32 1, i32 1, i32 1>
  %347 = add <4 x i32> %326, <i32 5, i32 5, i32 5, i32 5>
  %348 = add <4 x i32> %326, <i32 9, i32 9, i32 9, i32 9>
  %349 = add <4 x i32> %326, <i32 13, i32 13, i32 13, i32 13>
  %350 = uitofp <4 x i32> %346 to <4 x double>
  %351 = uitofp <4 x i32> %347 to <4 x double>
  %352 = uitofp <4 x i32> %348 to <4 x double>
  %353 = uitofp <4 x i32> %349 to <4 x double>
  %354 = fdiv fast <4 x double> %323, %350
  %355 = fdiv fast <4 x double> %323, %351
  %356 = fdiv fast <4 x double> %323, %352
  %357 = fdiv fast <4 x double> %323, %353
  %358 = fadd fast <4 x double> %354, %327
  %359 = fadd fast <4 x double> %355, %328
  %360 = fadd fast <4 x double> %356, %329
  %361 = fadd fast <4 x double> %357, %330
  %362 = fadd fast <4 x double> %358, %342
  %363 = fadd fast <4 x double> %359, %343
  %364 = fadd fast <4 x double> %360, %344
  %365 = fadd fast <4 x double> %361, %345
  %366 = add nuw i32 %325, 16
  %367 = add <4 x i32> %326, <i32 16, i32 16, i32 16, i32 16>
  %368 = icmp eq i32 %366, %319
  br i1 %368, label %369, label %324, !llvm.loop !20

369:                                              ; preds = %324
  %370 = fadd fast <4 x double> %363, %362
  %371 = fadd fast <4 x double> %364, %370
  %372 = fadd fast <4 x double> %365, %371
  %373 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %372)
  %374 = icmp eq i32 %36, %319
  br i1 %374, label %390, label %375

375:                                              ; preds = %369, %314
  %376 = phi i32 [ 0, %314 ], [ %319, %369 ]
  %377 = phi double [ 0.000000e+00, %314 ], [ %373, %369 ]
  br label %378

378:                                              ; preds = %375, %378
  %379 = phi i32 [ %384, %378 ], [ %376, %375 ]
  %380 = phi double [ %388, %378 ], [ %377, %375 ]
  %381 = uitofp nneg i32 %379 to double
  %382 = fmul fast double %381, %381
  %383 = fmul fast double %382, %38
  %384 = add nuw nsw i32 %379, 1
  %385 = uitofp nneg i32 %384 to double
  %386 = fdiv fast double %316, %385
  %387 = fadd fast double %386, %380
  %388 = fadd fast double %387, %383
  %389 = icmp eq i32 %384, %36
  br i1 %389, label %390, label %378, !llvm.loop !21

390:                                              ; preds = %378, %369
  %391 = phi double [ %373, %369 ], [ %388, %378 ]
  %392 = fsub fast double %315, %391
  br label %393

393:                                              ; preds = %390, %300
  %394 = phi double [ %301, %300 ], [ %316, %390 ]
  %395 = phi double [ 0.000000e+00, %300 ], [ %392, %390 ]
  %396 = fmul fast double %47, 8.000000e+00
  %397 = fdiv fast double %395, %396
  %398 = tail call fast double @llvm.fabs.f64(double %397)
  %399 = tail call fast double @llvm.maxnum.f64(double %398, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %236, ptr %24, align 8, !tbaa !9
  %400 = load volatile double, ptr %24, align 8, !tbaa !9
  %401 = tail call double @llvm.fabs.f64(double %400)
  %402 = fcmp ueq double %401, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %402, label %414, label %403

403:                                              ; preds = %393
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %397, ptr %23, align 8, !tbaa !9
  %404 = load volatile double, ptr %23, align 8, !tbaa !9
  %405 = tail call double @llvm.fabs.f64(double %404)
  %406 = fcmp ueq double %405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %406, label %414, label %407

407:                                              ; preds = %403
  %408 = fsub fast double %236, %397
  %409 = tail call fast double @llvm.fabs.f64(double %408)
  %410 = fmul fast double %399, 0x3EB0C6F7A0B5ED8D
  %411 = fcmp fast ole double %409, %410
  %412 = select i1 %411, ptr @.str.12, ptr @.str.13
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %236, double noundef nofpclass(nan inf) %397, ptr noundef nonnull %412)
  br i1 %411, label %419, label %416

414:                                              ; preds = %403, %393
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %236, double noundef nofpclass(nan inf) %397, ptr noundef nonnull @.str.13)
  br label %416

416:                                              ; preds = %414, %407
  %417 = load i32, ptr @n_fail, align 4, !tbaa !5
  %418 = add nsw i32 %417, 1
  store i32 %418, ptr @n_fail, align 4, !tbaa !5
  br label %419

419:                                              ; preds = %407, %416
  br i1 %52, label %460, label %420

420:                                              ; preds = %419
  %421 = tail call i32 @llvm.smax.i32(i32 %36, i32 1)
  %422 = icmp eq i64 %34, 2
  br i1 %422, label %423, label %426

423:                                              ; preds = %454, %420
  %424 = phi i32 [ 0, %420 ], [ %427, %454 ]
  %425 = phi double [ 0.000000e+00, %420 ], [ %458, %454 ]
  br label %1507

426:                                              ; preds = %420
  %427 = and i32 %421, 2147483632
  br label %428

428:                                              ; preds = %428, %426
  %429 = phi i32 [ 0, %426 ], [ %451, %428 ]
  %430 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %426 ], [ %452, %428 ]
  %431 = phi <4 x double> [ zeroinitializer, %426 ], [ %447, %428 ]
  %432 = phi <4 x double> [ zeroinitializer, %426 ], [ %448, %428 ]
  %433 = phi <4 x double> [ zeroinitializer, %426 ], [ %449, %428 ]
  %434 = phi <4 x double> [ zeroinitializer, %426 ], [ %450, %428 ]
  %435 = add nuw nsw <4 x i32> %430, <i32 1, i32 1, i32 1, i32 1>
  %436 = add <4 x i32> %430, <i32 5, i32 5, i32 5, i32 5>
  %437 = add <4 x i32> %430, <i32 9, i32 9, i32 9, i32 9>
  %438 = add <4 x i32> %430, <i32 13, i32 13, i32 13, i32 13>
  %439 = uitofp <4 x i32> %435 to <4 x double>
  %440 = uitofp <4 x i32> %436 to <4 x double>
  %441 = uitofp <4 x i32> %437 to <4 x double>
  %442 = uitofp <4 x i32> %438 to <4 x double>
  %443 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %439
  %444 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %440
  %445 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %441
  %446 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %442
  %447 = fadd fast <4 x double> %443, %431
  %448 = fadd fast <4 x double> %444, %432
  %449 = fadd fast <4 x double> %445, %433
  %450 = fadd fast <4 x double> %446, %434
  %451 = add nuw i32 %429, 16
  %452 = add <4 x i32> %430, <i32 16, i32 16, i32 16, i32 16>
  %453 = icmp eq i32 %451, %427
  br i1 %453, label %454, label %428, !llvm.loop !22

454:                                              ; preds = %428
  %455 = fadd fast <4 x double> %448, %447
  %456 = fadd fast <4 x double> %449, %455
  %457 = fadd fast <4 x double> %450, %456
  %458 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %457)
  %459 = icmp eq i32 %421, %427
  br i1 %459, label %460, label %423

460:                                              ; preds = %1507, %454, %419
  %461 = phi double [ 0.000000e+00, %419 ], [ %458, %454 ], [ %1513, %1507 ]
  %462 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %463 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef nofpclass(nan inf) %38, i32 noundef %462, double noundef nofpclass(nan inf) %42, i32 noundef %36) #7
  %464 = sitofp i32 %36 to double
  %465 = fadd fast double %464, -1.000000e+00
  %466 = fmul fast double %464, 2.000000e+00
  %467 = fadd fast double %466, -1.000000e+00
  %468 = fmul fast double %464, 0x3FC5555555555555
  %469 = fmul fast double %468, %465
  %470 = fmul fast double %469, %467
  %471 = tail call fast double @llvm.fabs.f64(double %470)
  %472 = tail call fast double @llvm.maxnum.f64(double %471, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %463, ptr %22, align 8, !tbaa !9
  %473 = load volatile double, ptr %22, align 8, !tbaa !9
  %474 = tail call double @llvm.fabs.f64(double %473)
  %475 = fcmp ueq double %474, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %475, label %487, label %476

476:                                              ; preds = %460
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %470, ptr %21, align 8, !tbaa !9
  %477 = load volatile double, ptr %21, align 8, !tbaa !9
  %478 = tail call double @llvm.fabs.f64(double %477)
  %479 = fcmp ueq double %478, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %479, label %487, label %480

480:                                              ; preds = %476
  %481 = fsub fast double %463, %470
  %482 = tail call fast double @llvm.fabs.f64(double %481)
  %483 = fmul fast double %472, 0x3EB0C6F7A0B5ED8D
  %484 = fcmp fast ole double %482, %483
  %485 = select i1 %484, ptr @.str.12, ptr @.str.13
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %463, double noundef nofpclass(nan inf) %470, ptr noundef nonnull %485)
  br i1 %484, label %492, label %489

487:                                              ; preds = %476, %460
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %463, double noundef nofpclass(nan inf) %470, ptr noundef nonnull @.str.13)
  br label %489

489:                                              ; preds = %487, %480
  %490 = load i32, ptr @n_fail, align 4, !tbaa !5
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr @n_fail, align 4, !tbaa !5
  br label %492

492:                                              ; preds = %480, %489
  %493 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %494 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %493, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %42, i32 noundef %36) #7
  %495 = tail call fast double @llvm.fabs.f64(double %461)
  %496 = tail call fast double @llvm.maxnum.f64(double %495, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %494, ptr %20, align 8, !tbaa !9
  %497 = load volatile double, ptr %20, align 8, !tbaa !9
  %498 = tail call double @llvm.fabs.f64(double %497)
  %499 = fcmp ueq double %498, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %499, label %511, label %500

500:                                              ; preds = %492
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %461, ptr %19, align 8, !tbaa !9
  %501 = load volatile double, ptr %19, align 8, !tbaa !9
  %502 = tail call double @llvm.fabs.f64(double %501)
  %503 = fcmp ueq double %502, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %503, label %511, label %504

504:                                              ; preds = %500
  %505 = fsub fast double %494, %461
  %506 = tail call fast double @llvm.fabs.f64(double %505)
  %507 = fmul fast double %496, 0x3EB0C6F7A0B5ED8D
  %508 = fcmp fast ole double %506, %507
  %509 = select i1 %508, ptr @.str.12, ptr @.str.13
  %510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %494, double noundef nofpclass(nan inf) %461, ptr noundef nonnull %509)
  br i1 %508, label %516, label %513

511:                                              ; preds = %500, %492
  %512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %494, double noundef nofpclass(nan inf) %461, ptr noundef nonnull @.str.13)
  br label %513

513:                                              ; preds = %511, %504
  %514 = load i32, ptr @n_fail, align 4, !tbaa !5
  %515 = add nsw i32 %514, 1
  store i32 %515, ptr @n_fail, align 4, !tbaa !5
  br label %516

516:                                              ; preds = %504, %513
  %517 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsq, double noundef nofpclass(nan inf) %38, i32 noundef %36) #7
  br i1 %52, label %638, label %518

518:                                              ; preds = %516
  %519 = icmp eq i64 %34, 2
  br i1 %519, label %563, label %520

520:                                              ; preds = %518
  %521 = and i32 %36, -16
  %522 = insertelement <4 x double> poison, double %51, i64 0
  %523 = shufflevector <4 x double> %522, <4 x double> poison, <4 x i32> zeroinitializer
  br label %524

524:                                              ; preds = %524, %520
  %525 = phi i32 [ 0, %520 ], [ %554, %524 ]
  %526 = phi <4 x double> [ zeroinitializer, %520 ], [ %550, %524 ]
  %527 = phi <4 x double> [ zeroinitializer, %520 ], [ %551, %524 ]
  %528 = phi <4 x double> [ zeroinitializer, %520 ], [ %552, %524 ]
  %529 = phi <4 x double> [ zeroinitializer, %520 ], [ %553, %524 ]
  %530 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %520 ], [ %555, %524 ]
  %531 = add <4 x i32> %530, <i32 4, i32 4, i32 4, i32 4>
  %532 = add <4 x i32> %530, <i32 8, i32 8, i32 8, i32 8>
  %533 = add <4 x i32> %530, <i32 12, i32 12, i32 12, i32 12>
  %534 = uitofp <4 x i32> %530 to <4 x double>
  %535 = uitofp <4 x i32> %531 to <4 x double>
  %536 = uitofp <4 x i32> %532 to <4 x double>
  %537 = uitofp <4 x i32> %533 to <4 x double>
  %538 = fmul fast <4 x double> %534, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %539 = fmul fast <4 x double> %535, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %540 = fmul fast <4 x double> %536, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %541 = fmul fast <4 x double> %537, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %542 = fsub fast <4 x double> %523, %538
  %543 = fsub fast <4 x double> %523, %539
  %544 = fsub fast <4 x double> %523, %540
  %545 = fsub fast <4 x double> %523, %541
  %546 = fmul fast <4 x double> %542, %542
  %547 = fmul fast <4 x double> %543, %543
  %548 = fmul fast <4 x double> %544, %544
  %549 = fmul fast <4 x double> %545, %545
  %550 = fadd fast <4 x double> %546, %526
  %551 = fadd fast <4 x double> %547, %527
  %552 = fadd fast <4 x double> %548, %528
  %553 = fadd fast <4 x double> %549, %529
  %554 = add nuw i32 %525, 16
  %555 = add <4 x i32> %530, <i32 16, i32 16, i32 16, i32 16>
  %556 = icmp eq i32 %554, %521
  br i1 %556, label %557, label %524, !llvm.loop !23

557:                                              ; preds = %524
  %558 = fadd fast <4 x double> %551, %550
  %559 = fadd fast <4 x double> %552, %558
  %560 = fadd fast <4 x double> %553, %559
  %561 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %560)
  %562 = icmp eq i32 %36, %521
  br i1 %562, label %576, label %563

563:                                              ; preds = %557, %518
  %564 = phi double [ 0.000000e+00, %518 ], [ %561, %557 ]
  %565 = phi i32 [ 0, %518 ], [ %521, %557 ]
  br label %566

566:                                              ; preds = %563, %566
  %567 = phi double [ %573, %566 ], [ %564, %563 ]
  %568 = phi i32 [ %574, %566 ], [ %565, %563 ]
  %569 = uitofp nneg i32 %568 to double
  %570 = fmul fast double %569, 1.000000e-02
  %571 = fsub fast double %51, %570
  %572 = fmul fast double %571, %571
  %573 = fadd fast double %572, %567
  %574 = add nuw nsw i32 %568, 1
  %575 = icmp eq i32 %574, %36
  br i1 %575, label %576, label %566, !llvm.loop !24

576:                                              ; preds = %566, %557
  %577 = phi double [ %561, %557 ], [ %573, %566 ]
  %578 = icmp eq i64 %34, 2
  br i1 %578, label %622, label %579

579:                                              ; preds = %576
  %580 = and i32 %36, -16
  %581 = insertelement <4 x double> poison, double %209, i64 0
  %582 = shufflevector <4 x double> %581, <4 x double> poison, <4 x i32> zeroinitializer
  br label %583

583:                                              ; preds = %583, %579
  %584 = phi i32 [ 0, %579 ], [ %613, %583 ]
  %585 = phi <4 x double> [ zeroinitializer, %579 ], [ %609, %583 ]
  %586 = phi <4 x double> [ zeroinitializer, %579 ], [ %610, %583 ]
  %587 = phi <4 x double> [ zeroinitializer, %579 ], [ %611, %583 ]
  %588 = phi <4 x double> [ zeroinitializer, %579 ], [ %612, %583 ]
  %589 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %579 ], [ %614, %583 ]
  %590 = add <4 x i32> %589, <i32 4, i32 4, i32 4, i32 4>
  %591 = add <4 x i32> %589, <i32 8, i32 8, i32 8, i32 8>
  %592 = add <4 x i32> %589, <i32 12, i32 12, i32 12, i32 12>
  %593 = uitofp <4 x i32> %589 to <4 x double>
  %594 = uitofp <4 x i32> %590 to <4 x double>
  %595 = uitofp <4 x i32> %591 to <4 x double>
  %596 = uitofp <4 x i32> %592 to <4 x double>
  %597 = fmul fast <4 x double> %593, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %598 = fmul fast <4 x double> %594, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %599 = fmul fast <4 x double> %595, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %600 = fmul fast <4 x double> %596, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %601 = fsub fast <4 x double> %582, %597
  %602 = fsub fast <4 x double> %582, %598
  %603 = fsub fast <4 x double> %582, %599
  %604 = fsub fast <4 x double> %582, %600
  %605 = fmul fast <4 x double> %601, %601
  %606 = fmul fast <4 x double> %602, %602
  %607 = fmul fast <4 x double> %603, %603
  %608 = fmul fast <4 x double> %604, %604
  %609 = fadd fast <4 x double> %605, %585
  %610 = fadd fast <4 x double> %606, %586
  %611 = fadd fast <4 x double> %607, %587
  %612 = fadd fast <4 x double> %608, %588
  %613 = add nuw i32 %584, 16
  %614 = add <4 x i32> %589, <i32 16, i32 16, i32 16, i32 16>
  %615 = icmp eq i32 %613, %580
  br i1 %615, label %616, label %583, !llvm.loop !25

616:                                              ; preds = %583
  %617 = fadd fast <4 x double> %610, %609
  %618 = fadd fast <4 x double> %611, %617
  %619 = fadd fast <4 x double> %612, %618
  %620 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %619)
  %621 = icmp eq i32 %36, %580
  br i1 %621, label %635, label %622

622:                                              ; preds = %616, %576
  %623 = phi double [ 0.000000e+00, %576 ], [ %620, %616 ]
  %624 = phi i32 [ 0, %576 ], [ %580, %616 ]
  br label %625

625:                                              ; preds = %622, %625
  %626 = phi double [ %632, %625 ], [ %623, %622 ]
  %627 = phi i32 [ %633, %625 ], [ %624, %622 ]
  %628 = uitofp nneg i32 %627 to double
  %629 = fmul fast double %628, 1.000000e-02
  %630 = fsub fast double %209, %629
  %631 = fmul fast double %630, %630
  %632 = fadd fast double %631, %626
  %633 = add nuw nsw i32 %627, 1
  %634 = icmp eq i32 %633, %36
  br i1 %634, label %635, label %625, !llvm.loop !26

635:                                              ; preds = %625, %616
  %636 = phi double [ %620, %616 ], [ %632, %625 ]
  %637 = fsub fast double %577, %636
  br label %638

638:                                              ; preds = %635, %516
  %639 = phi double [ 0.000000e+00, %516 ], [ %637, %635 ]
  %640 = fdiv fast double %639, %211
  %641 = tail call fast double @llvm.fabs.f64(double %640)
  %642 = tail call fast double @llvm.maxnum.f64(double %641, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %517, ptr %18, align 8, !tbaa !9
  %643 = load volatile double, ptr %18, align 8, !tbaa !9
  %644 = tail call double @llvm.fabs.f64(double %643)
  %645 = fcmp ueq double %644, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %645, label %657, label %646

646:                                              ; preds = %638
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %640, ptr %17, align 8, !tbaa !9
  %647 = load volatile double, ptr %17, align 8, !tbaa !9
  %648 = tail call double @llvm.fabs.f64(double %647)
  %649 = fcmp ueq double %648, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %649, label %657, label %650

650:                                              ; preds = %646
  %651 = fsub fast double %517, %640
  %652 = tail call fast double @llvm.fabs.f64(double %651)
  %653 = fmul fast double %642, 0x3EB0C6F7A0B5ED8D
  %654 = fcmp fast ole double %652, %653
  %655 = select i1 %654, ptr @.str.12, ptr @.str.13
  %656 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %517, double noundef nofpclass(nan inf) %640, ptr noundef nonnull %655)
  br i1 %654, label %662, label %659

657:                                              ; preds = %646, %638
  %658 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %517, double noundef nofpclass(nan inf) %640, ptr noundef nonnull @.str.13)
  br label %659

659:                                              ; preds = %657, %650
  %660 = load i32, ptr @n_fail, align 4, !tbaa !5
  %661 = add nsw i32 %660, 1
  store i32 %661, ptr @n_fail, align 4, !tbaa !5
  br label %662

662:                                              ; preds = %650, %659
  %663 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vprod, double noundef nofpclass(nan inf) %38, i32 noundef %36) #7
  br i1 %52, label %778, label %664

664:                                              ; preds = %662
  %665 = icmp eq i64 %34, 2
  br i1 %665, label %706, label %666

666:                                              ; preds = %664
  %667 = and i32 %36, -16
  %668 = insertelement <4 x double> poison, double %51, i64 0
  %669 = shufflevector <4 x double> %668, <4 x double> poison, <4 x i32> zeroinitializer
  br label %670

670:                                              ; preds = %670, %666
  %671 = phi i32 [ 0, %666 ], [ %697, %670 ]
  %672 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %666 ], [ %698, %670 ]
  %673 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %666 ], [ %693, %670 ]
  %674 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %666 ], [ %694, %670 ]
  %675 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %666 ], [ %695, %670 ]
  %676 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %666 ], [ %696, %670 ]
  %677 = add nuw <4 x i32> %672, <i32 100, i32 100, i32 100, i32 100>
  %678 = add <4 x i32> %672, <i32 104, i32 104, i32 104, i32 104>
  %679 = add <4 x i32> %672, <i32 108, i32 108, i32 108, i32 108>
  %680 = add <4 x i32> %672, <i32 112, i32 112, i32 112, i32 112>
  %681 = uitofp <4 x i32> %677 to <4 x double>
  %682 = uitofp <4 x i32> %678 to <4 x double>
  %683 = uitofp <4 x i32> %679 to <4 x double>
  %684 = uitofp <4 x i32> %680 to <4 x double>
  %685 = fdiv fast <4 x double> %669, %681
  %686 = fdiv fast <4 x double> %669, %682
  %687 = fdiv fast <4 x double> %669, %683
  %688 = fdiv fast <4 x double> %669, %684
  %689 = fadd fast <4 x double> %685, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %690 = fadd fast <4 x double> %686, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %691 = fadd fast <4 x double> %687, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %692 = fadd fast <4 x double> %688, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %693 = fmul fast <4 x double> %689, %673
  %694 = fmul fast <4 x double> %690, %674
  %695 = fmul fast <4 x double> %691, %675
  %696 = fmul fast <4 x double> %692, %676
  %697 = add nuw i32 %671, 16
  %698 = add <4 x i32> %672, <i32 16, i32 16, i32 16, i32 16>
  %699 = icmp eq i32 %697, %667
  br i1 %699, label %700, label %670, !llvm.loop !27

700:                                              ; preds = %670
  %701 = fmul fast <4 x double> %694, %693
  %702 = fmul fast <4 x double> %695, %701
  %703 = fmul fast <4 x double> %696, %702
  %704 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %703)
  %705 = icmp eq i32 %36, %667
  br i1 %705, label %719, label %706

706:                                              ; preds = %700, %664
  %707 = phi i32 [ 0, %664 ], [ %667, %700 ]
  %708 = phi double [ 1.000000e+00, %664 ], [ %704, %700 ]
  br label %709

709:                                              ; preds = %706, %709
  %710 = phi i32 [ %717, %709 ], [ %707, %706 ]
  %711 = phi double [ %716, %709 ], [ %708, %706 ]
  %712 = add nuw i32 %710, 100
  %713 = uitofp i32 %712 to double
  %714 = fdiv fast double %51, %713
  %715 = fadd fast double %714, 1.000000e+00
  %716 = fmul fast double %715, %711
  %717 = add nuw nsw i32 %710, 1
  %718 = icmp eq i32 %717, %36
  br i1 %718, label %719, label %709, !llvm.loop !28

719:                                              ; preds = %709, %700
  %720 = phi double [ %704, %700 ], [ %716, %709 ]
  %721 = icmp eq i64 %34, 2
  br i1 %721, label %762, label %722

722:                                              ; preds = %719
  %723 = and i32 %36, -16
  %724 = insertelement <4 x double> poison, double %209, i64 0
  %725 = shufflevector <4 x double> %724, <4 x double> poison, <4 x i32> zeroinitializer
  br label %726

726:                                              ; preds = %726, %722
  %727 = phi i32 [ 0, %722 ], [ %753, %726 ]
  %728 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %722 ], [ %754, %726 ]
  %729 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %722 ], [ %749, %726 ]
  %730 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %722 ], [ %750, %726 ]
  %731 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %722 ], [ %751, %726 ]
  %732 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %722 ], [ %752, %726 ]
  %733 = add nuw <4 x i32> %728, <i32 100, i32 100, i32 100, i32 100>
  %734 = add <4 x i32> %728, <i32 104, i32 104, i32 104, i32 104>
  %735 = add <4 x i32> %728, <i32 108, i32 108, i32 108, i32 108>
  %736 = add <4 x i32> %728, <i32 112, i32 112, i32 112, i32 112>
  %737 = uitofp <4 x i32> %733 to <4 x double>
  %738 = uitofp <4 x i32> %734 to <4 x double>
  %739 = uitofp <4 x i32> %735 to <4 x double>
  %740 = uitofp <4 x i32> %736 to <4 x double>
  %741 = fdiv fast <4 x double> %725, %737
  %742 = fdiv fast <4 x double> %725, %738
  %743 = fdiv fast <4 x double> %725, %739
  %744 = fdiv fast <4 x double> %725, %740
  %745 = fadd fast <4 x double> %741, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %746 = fadd fast <4 x double> %742, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %747 = fadd fast <4 x double> %743, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %748 = fadd fast <4 x double> %744, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %749 = fmul fast <4 x double> %745, %729
  %750 = fmul fast <4 x double> %746, %730
  %751 = fmul fast <4 x double> %747, %731
  %752 = fmul fast <4 x double> %748, %732
  %753 = add nuw i32 %727, 16
  %754 = add <4 x i32> %728, <i32 16, i32 16, i32 16, i32 16>
  %755 = icmp eq i32 %753, %723
  br i1 %755, label %756, label %726, !llvm.loop !29

756:                                              ; preds = %726
  %757 = fmul fast <4 x double> %750, %749
  %758 = fmul fast <4 x double> %751, %757
  %759 = fmul fast <4 x double> %752, %758
  %760 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %759)
  %761 = icmp eq i32 %36, %723
  br i1 %761, label %775, label %762

762:                                              ; preds = %756, %719
  %763 = phi i32 [ 0, %719 ], [ %723, %756 ]
  %764 = phi double [ 1.000000e+00, %719 ], [ %760, %756 ]
  br label %765

765:                                              ; preds = %762, %765
  %766 = phi i32 [ %773, %765 ], [ %763, %762 ]
  %767 = phi double [ %772, %765 ], [ %764, %762 ]
  %768 = add nuw i32 %766, 100
  %769 = uitofp i32 %768 to double
  %770 = fdiv fast double %209, %769
  %771 = fadd fast double %770, 1.000000e+00
  %772 = fmul fast double %771, %767
  %773 = add nuw nsw i32 %766, 1
  %774 = icmp eq i32 %773, %36
  br i1 %774, label %775, label %765, !llvm.loop !30

775:                                              ; preds = %765, %756
  %776 = phi double [ %760, %756 ], [ %772, %765 ]
  %777 = fsub fast double %720, %776
  br label %778

778:                                              ; preds = %775, %662
  %779 = phi double [ 0.000000e+00, %662 ], [ %777, %775 ]
  %780 = fdiv fast double %779, %211
  %781 = tail call fast double @llvm.fabs.f64(double %780)
  %782 = tail call fast double @llvm.maxnum.f64(double %781, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %663, ptr %16, align 8, !tbaa !9
  %783 = load volatile double, ptr %16, align 8, !tbaa !9
  %784 = tail call double @llvm.fabs.f64(double %783)
  %785 = fcmp ueq double %784, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %785, label %797, label %786

786:                                              ; preds = %778
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %780, ptr %15, align 8, !tbaa !9
  %787 = load volatile double, ptr %15, align 8, !tbaa !9
  %788 = tail call double @llvm.fabs.f64(double %787)
  %789 = fcmp ueq double %788, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %789, label %797, label %790

790:                                              ; preds = %786
  %791 = fsub fast double %663, %780
  %792 = tail call fast double @llvm.fabs.f64(double %791)
  %793 = fmul fast double %782, 0x3EB0C6F7A0B5ED8D
  %794 = fcmp fast ole double %792, %793
  %795 = select i1 %794, ptr @.str.12, ptr @.str.13
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %663, double noundef nofpclass(nan inf) %780, ptr noundef nonnull %795)
  br i1 %794, label %802, label %799

797:                                              ; preds = %786, %778
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %663, double noundef nofpclass(nan inf) %780, ptr noundef nonnull @.str.13)
  br label %799

799:                                              ; preds = %797, %790
  %800 = load i32, ptr @n_fail, align 4, !tbaa !5
  %801 = add nsw i32 %800, 1
  store i32 %801, ptr @n_fail, align 4, !tbaa !5
  br label %802

802:                                              ; preds = %790, %799
  %803 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vmax, double noundef nofpclass(nan inf) %38, i32 noundef %36) #7
  br i1 %52, label %934, label %804

804:                                              ; preds = %802
  %805 = icmp eq i64 %34, 2
  br i1 %805, label %853, label %806

806:                                              ; preds = %804
  %807 = and i32 %36, -16
  %808 = insertelement <4 x double> poison, double %51, i64 0
  %809 = shufflevector <4 x double> %808, <4 x double> poison, <4 x i32> zeroinitializer
  br label %810

810:                                              ; preds = %810, %806
  %811 = phi i32 [ 0, %806 ], [ %844, %810 ]
  %812 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %806 ], [ %840, %810 ]
  %813 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %806 ], [ %841, %810 ]
  %814 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %806 ], [ %842, %810 ]
  %815 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %806 ], [ %843, %810 ]
  %816 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %806 ], [ %845, %810 ]
  %817 = add <4 x i32> %816, <i32 4, i32 4, i32 4, i32 4>
  %818 = add <4 x i32> %816, <i32 8, i32 8, i32 8, i32 8>
  %819 = add <4 x i32> %816, <i32 12, i32 12, i32 12, i32 12>
  %820 = uitofp <4 x i32> %816 to <4 x double>
  %821 = uitofp <4 x i32> %817 to <4 x double>
  %822 = uitofp <4 x i32> %818 to <4 x double>
  %823 = uitofp <4 x i32> %819 to <4 x double>
  %824 = fmul fast <4 x double> %809, %820
  %825 = fmul fast <4 x double> %809, %821
  %826 = fmul fast <4 x double> %809, %822
  %827 = fmul fast <4 x double> %809, %823
  %828 = fmul fast <4 x double> %820, %820
  %829 = fmul fast <4 x double> %821, %821
  %830 = fmul fast <4 x double> %822, %822
  %831 = fmul fast <4 x double> %823, %823
  %832 = fmul fast <4 x double> %828, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %833 = fmul fast <4 x double> %829, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %834 = fmul fast <4 x double> %830, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %835 = fmul fast <4 x double> %831, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %836 = fsub fast <4 x double> %824, %832
  %837 = fsub fast <4 x double> %825, %833
  %838 = fsub fast <4 x double> %826, %834
  %839 = fsub fast <4 x double> %827, %835
  %840 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %812, <4 x double> %836)
  %841 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %813, <4 x double> %837)
  %842 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %814, <4 x double> %838)
  %843 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %815, <4 x double> %839)
  %844 = add nuw i32 %811, 16
  %845 = add <4 x i32> %816, <i32 16, i32 16, i32 16, i32 16>
  %846 = icmp eq i32 %844, %807
  br i1 %846, label %847, label %810, !llvm.loop !31

847:                                              ; preds = %810
  %848 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %840, <4 x double> %841)
  %849 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %848, <4 x double> %842)
  %850 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %849, <4 x double> %843)
  %851 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %850)
  %852 = icmp eq i32 %36, %807
  br i1 %852, label %867, label %853

853:                                              ; preds = %847, %804
  %854 = phi double [ -1.000000e+03, %804 ], [ %851, %847 ]
  %855 = phi i32 [ 0, %804 ], [ %807, %847 ]
  br label %856

856:                                              ; preds = %853, %856
  %857 = phi double [ %864, %856 ], [ %854, %853 ]
  %858 = phi i32 [ %865, %856 ], [ %855, %853 ]
  %859 = uitofp nneg i32 %858 to double
  %860 = fmul fast double %51, %859
  %861 = fmul fast double %859, %859
  %862 = fmul fast double %861, 1.000000e-02
  %863 = fsub fast double %860, %862
  %864 = tail call fast double @llvm.maxnum.f64(double %857, double %863)
  %865 = add nuw nsw i32 %858, 1
  %866 = icmp eq i32 %865, %36
  br i1 %866, label %867, label %856, !llvm.loop !32

867:                                              ; preds = %856, %847
  %868 = phi double [ %851, %847 ], [ %864, %856 ]
  %869 = icmp eq i64 %34, 2
  br i1 %869, label %917, label %870

870:                                              ; preds = %867
  %871 = and i32 %36, -16
  %872 = insertelement <4 x double> poison, double %209, i64 0
  %873 = shufflevector <4 x double> %872, <4 x double> poison, <4 x i32> zeroinitializer
  br label %874

874:                                              ; preds = %874, %870
  %875 = phi i32 [ 0, %870 ], [ %908, %874 ]
  %876 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %870 ], [ %904, %874 ]
  %877 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %870 ], [ %905, %874 ]
  %878 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %870 ], [ %906, %874 ]
  %879 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %870 ], [ %907, %874 ]
  %880 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %870 ], [ %909, %874 ]
  %881 = add <4 x i32> %880, <i32 4, i32 4, i32 4, i32 4>
  %882 = add <4 x i32> %880, <i32 8, i32 8, i32 8, i32 8>
  %883 = add <4 x i32> %880, <i32 12, i32 12, i32 12, i32 12>
  %884 = uitofp <4 x i32> %880 to <4 x double>
  %885 = uitofp <4 x i32> %881 to <4 x double>
  %886 = uitofp <4 x i32> %882 to <4 x double>
  %887 = uitofp <4 x i32> %883 to <4 x double>
  %888 = fmul fast <4 x double> %873, %884
  %889 = fmul fast <4 x double> %873, %885
  %890 = fmul fast <4 x double> %873, %886
  %891 = fmul fast <4 x double> %873, %887
  %892 = fmul fast <4 x double> %884, %884
  %893 = fmul fast <4 x double> %885, %885
  %894 = fmul fast <4 x double> %886, %886
  %895 = fmul fast <4 x double> %887, %887
  %896 = fmul fast <4 x double> %892, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %897 = fmul fast <4 x double> %893, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %898 = fmul fast <4 x double> %894, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %899 = fmul fast <4 x double> %895, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %900 = fsub fast <4 x double> %888, %896
  %901 = fsub fast <4 x double> %889, %897
  %902 = fsub fast <4 x double> %890, %898
  %903 = fsub fast <4 x double> %891, %899
  %904 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %876, <4 x double> %900)
  %905 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %877, <4 x double> %901)
  %906 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %878, <4 x double> %902)
  %907 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %879, <4 x double> %903)
  %908 = add nuw i32 %875, 16
  %909 = add <4 x i32> %880, <i32 16, i32 16, i32 16, i32 16>
  %910 = icmp eq i32 %908, %871
  br i1 %910, label %911, label %874, !llvm.loop !33

911:                                              ; preds = %874
  %912 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %904, <4 x double> %905)
  %913 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %912, <4 x double> %906)
  %914 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %913, <4 x double> %907)
  %915 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %914)
  %916 = icmp eq i32 %36, %871
  br i1 %916, label %931, label %917

917:                                              ; preds = %911, %867
  %918 = phi double [ -1.000000e+03, %867 ], [ %915, %911 ]
  %919 = phi i32 [ 0, %867 ], [ %871, %911 ]
  br label %920

920:                                              ; preds = %917, %920
  %921 = phi double [ %928, %920 ], [ %918, %917 ]
  %922 = phi i32 [ %929, %920 ], [ %919, %917 ]
  %923 = uitofp nneg i32 %922 to double
  %924 = fmul fast double %209, %923
  %925 = fmul fast double %923, %923
  %926 = fmul fast double %925, 1.000000e-02
  %927 = fsub fast double %924, %926
  %928 = tail call fast double @llvm.maxnum.f64(double %921, double %927)
  %929 = add nuw nsw i32 %922, 1
  %930 = icmp eq i32 %929, %36
  br i1 %930, label %931, label %920, !llvm.loop !34

931:                                              ; preds = %920, %911
  %932 = phi double [ %915, %911 ], [ %928, %920 ]
  %933 = fsub fast double %868, %932
  br label %934

934:                                              ; preds = %931, %802
  %935 = phi double [ 0.000000e+00, %802 ], [ %933, %931 ]
  %936 = fdiv fast double %935, %211
  %937 = tail call fast double @llvm.fabs.f64(double %936)
  %938 = tail call fast double @llvm.maxnum.f64(double %937, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %803, ptr %14, align 8, !tbaa !9
  %939 = load volatile double, ptr %14, align 8, !tbaa !9
  %940 = tail call double @llvm.fabs.f64(double %939)
  %941 = fcmp ueq double %940, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %941, label %953, label %942

942:                                              ; preds = %934
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %936, ptr %13, align 8, !tbaa !9
  %943 = load volatile double, ptr %13, align 8, !tbaa !9
  %944 = tail call double @llvm.fabs.f64(double %943)
  %945 = fcmp ueq double %944, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %945, label %953, label %946

946:                                              ; preds = %942
  %947 = fsub fast double %803, %936
  %948 = tail call fast double @llvm.fabs.f64(double %947)
  %949 = fmul fast double %938, 0x3EB0C6F7A0B5ED8D
  %950 = fcmp fast ole double %948, %949
  %951 = select i1 %950, ptr @.str.12, ptr @.str.13
  %952 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %803, double noundef nofpclass(nan inf) %936, ptr noundef nonnull %951)
  br i1 %950, label %958, label %955

953:                                              ; preds = %942, %934
  %954 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %803, double noundef nofpclass(nan inf) %936, ptr noundef nonnull @.str.13)
  br label %955

955:                                              ; preds = %953, %946
  %956 = load i32, ptr @n_fail, align 4, !tbaa !5
  %957 = add nsw i32 %956, 1
  store i32 %957, ptr @n_fail, align 4, !tbaa !5
  br label %958

958:                                              ; preds = %946, %955
  %959 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %960 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, double noundef nofpclass(nan inf) %38, i32 noundef %959, double noundef nofpclass(nan inf) %42, i32 noundef %36) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %12) #7
  %961 = tail call i32 @llvm.smin.i32(i32 %36, i32 256)
  br i1 %52, label %962, label %963

962:                                              ; preds = %958
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %10) #7
  br label %1208

963:                                              ; preds = %958
  %964 = fmul fast double %51, 5.000000e-01
  %965 = zext nneg i32 %961 to i64
  %966 = icmp ult i32 %961, 16
  br i1 %966, label %1014, label %967

967:                                              ; preds = %963
  %968 = and i64 %965, 2147483632
  %969 = insertelement <4 x double> poison, double %51, i64 0
  %970 = shufflevector <4 x double> %969, <4 x double> poison, <4 x i32> zeroinitializer
  %971 = insertelement <4 x double> poison, double %964, i64 0
  %972 = shufflevector <4 x double> %971, <4 x double> poison, <4 x i32> zeroinitializer
  %973 = insertelement <4 x double> poison, double %42, i64 0
  %974 = shufflevector <4 x double> %973, <4 x double> poison, <4 x i32> zeroinitializer
  br label %975

975:                                              ; preds = %975, %967
  %976 = phi i64 [ 0, %967 ], [ %1009, %975 ]
  %977 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %967 ], [ %1010, %975 ]
  %978 = add <4 x i32> %977, <i32 4, i32 4, i32 4, i32 4>
  %979 = add <4 x i32> %977, <i32 8, i32 8, i32 8, i32 8>
  %980 = add <4 x i32> %977, <i32 12, i32 12, i32 12, i32 12>
  %981 = uitofp <4 x i32> %977 to <4 x double>
  %982 = uitofp <4 x i32> %978 to <4 x double>
  %983 = uitofp <4 x i32> %979 to <4 x double>
  %984 = uitofp <4 x i32> %980 to <4 x double>
  %985 = fmul fast <4 x double> %970, %981
  %986 = fmul fast <4 x double> %970, %982
  %987 = fmul fast <4 x double> %970, %983
  %988 = fmul fast <4 x double> %970, %984
  %989 = fadd fast <4 x double> %985, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %990 = fadd fast <4 x double> %986, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %991 = fadd fast <4 x double> %987, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %992 = fadd fast <4 x double> %988, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %993 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %976
  %994 = getelementptr inbounds i8, ptr %993, i64 32
  %995 = getelementptr inbounds i8, ptr %993, i64 64
  %996 = getelementptr inbounds i8, ptr %993, i64 96
  store <4 x double> %989, ptr %993, align 16, !tbaa !9
  store <4 x double> %990, ptr %994, align 16, !tbaa !9
  store <4 x double> %991, ptr %995, align 16, !tbaa !9
  store <4 x double> %992, ptr %996, align 16, !tbaa !9
  %997 = fmul fast <4 x double> %972, %981
  %998 = fmul fast <4 x double> %972, %982
  %999 = fmul fast <4 x double> %972, %983
  %1000 = fmul fast <4 x double> %972, %984
  %1001 = fsub fast <4 x double> %974, %997
  %1002 = fsub fast <4 x double> %974, %998
  %1003 = fsub fast <4 x double> %974, %999
  %1004 = fsub fast <4 x double> %974, %1000
  %1005 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %976
  %1006 = getelementptr inbounds i8, ptr %1005, i64 32
  %1007 = getelementptr inbounds i8, ptr %1005, i64 64
  %1008 = getelementptr inbounds i8, ptr %1005, i64 96
  store <4 x double> %1001, ptr %1005, align 16, !tbaa !9
  store <4 x double> %1002, ptr %1006, align 16, !tbaa !9
  store <4 x double> %1003, ptr %1007, align 16, !tbaa !9
  store <4 x double> %1004, ptr %1008, align 16, !tbaa !9
  %1009 = add nuw i64 %976, 16
  %1010 = add <4 x i32> %977, <i32 16, i32 16, i32 16, i32 16>
  %1011 = icmp eq i64 %1009, %968
  br i1 %1011, label %1012, label %975, !llvm.loop !35

1012:                                             ; preds = %975
  %1013 = icmp eq i64 %968, %965
  br i1 %1013, label %1028, label %1014

1014:                                             ; preds = %1012, %963
  %1015 = phi i64 [ 0, %963 ], [ %968, %1012 ]
  br label %1016

1016:                                             ; preds = %1014, %1016
  %1017 = phi i64 [ %1026, %1016 ], [ %1015, %1014 ]
  %1018 = trunc nuw nsw i64 %1017 to i32
  %1019 = uitofp nneg i32 %1018 to double
  %1020 = fmul fast double %51, %1019
  %1021 = fadd fast double %1020, 1.000000e+00
  %1022 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %1017
  store double %1021, ptr %1022, align 8, !tbaa !9
  %1023 = fmul fast double %964, %1019
  %1024 = fsub fast double %42, %1023
  %1025 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %1017
  store double %1024, ptr %1025, align 8, !tbaa !9
  %1026 = add nuw nsw i64 %1017, 1
  %1027 = icmp eq i64 %1026, %965
  br i1 %1027, label %1028, label %1016, !llvm.loop !36

1028:                                             ; preds = %1016, %1012
  %1029 = icmp ult i32 %961, 16
  br i1 %1029, label %1070, label %1030

1030:                                             ; preds = %1028
  %1031 = and i64 %965, 2147483632
  br label %1032

1032:                                             ; preds = %1032, %1030
  %1033 = phi i64 [ 0, %1030 ], [ %1062, %1032 ]
  %1034 = phi <4 x double> [ zeroinitializer, %1030 ], [ %1058, %1032 ]
  %1035 = phi <4 x double> [ zeroinitializer, %1030 ], [ %1059, %1032 ]
  %1036 = phi <4 x double> [ zeroinitializer, %1030 ], [ %1060, %1032 ]
  %1037 = phi <4 x double> [ zeroinitializer, %1030 ], [ %1061, %1032 ]
  %1038 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %1033
  %1039 = getelementptr inbounds i8, ptr %1038, i64 32
  %1040 = getelementptr inbounds i8, ptr %1038, i64 64
  %1041 = getelementptr inbounds i8, ptr %1038, i64 96
  %1042 = load <4 x double>, ptr %1038, align 16, !tbaa !9
  %1043 = load <4 x double>, ptr %1039, align 16, !tbaa !9
  %1044 = load <4 x double>, ptr %1040, align 16, !tbaa !9
  %1045 = load <4 x double>, ptr %1041, align 16, !tbaa !9
  %1046 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %1033
  %1047 = getelementptr inbounds i8, ptr %1046, i64 32
  %1048 = getelementptr inbounds i8, ptr %1046, i64 64
  %1049 = getelementptr inbounds i8, ptr %1046, i64 96
  %1050 = load <4 x double>, ptr %1046, align 16, !tbaa !9
  %1051 = load <4 x double>, ptr %1047, align 16, !tbaa !9
  %1052 = load <4 x double>, ptr %1048, align 16, !tbaa !9
  %1053 = load <4 x double>, ptr %1049, align 16, !tbaa !9
  %1054 = fmul fast <4 x double> %1050, %1042
  %1055 = fmul fast <4 x double> %1051, %1043
  %1056 = fmul fast <4 x double> %1052, %1044
  %1057 = fmul fast <4 x double> %1053, %1045
  %1058 = fadd fast <4 x double> %1054, %1034
  %1059 = fadd fast <4 x double> %1055, %1035
  %1060 = fadd fast <4 x double> %1056, %1036
  %1061 = fadd fast <4 x double> %1057, %1037
  %1062 = add nuw i64 %1033, 16
  %1063 = icmp eq i64 %1062, %1031
  br i1 %1063, label %1064, label %1032, !llvm.loop !37

1064:                                             ; preds = %1032
  %1065 = fadd fast <4 x double> %1059, %1058
  %1066 = fadd fast <4 x double> %1060, %1065
  %1067 = fadd fast <4 x double> %1061, %1066
  %1068 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1067)
  %1069 = icmp eq i64 %1031, %965
  br i1 %1069, label %1084, label %1070

1070:                                             ; preds = %1064, %1028
  %1071 = phi i64 [ 0, %1028 ], [ %1031, %1064 ]
  %1072 = phi double [ 0.000000e+00, %1028 ], [ %1068, %1064 ]
  br label %1073

1073:                                             ; preds = %1070, %1073
  %1074 = phi i64 [ %1082, %1073 ], [ %1071, %1070 ]
  %1075 = phi double [ %1081, %1073 ], [ %1072, %1070 ]
  %1076 = getelementptr inbounds [256 x double], ptr %11, i64 0, i64 %1074
  %1077 = load double, ptr %1076, align 8, !tbaa !9
  %1078 = getelementptr inbounds [256 x double], ptr %12, i64 0, i64 %1074
  %1079 = load double, ptr %1078, align 8, !tbaa !9
  %1080 = fmul fast double %1079, %1077
  %1081 = fadd fast double %1080, %1075
  %1082 = add nuw nsw i64 %1074, 1
  %1083 = icmp eq i64 %1082, %965
  br i1 %1083, label %1084, label %1073, !llvm.loop !38

1084:                                             ; preds = %1073, %1064
  %1085 = phi double [ %1068, %1064 ], [ %1081, %1073 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %11) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %10) #7
  %1086 = fmul fast double %209, 5.000000e-01
  %1087 = icmp ult i32 %961, 16
  br i1 %1087, label %1135, label %1088

1088:                                             ; preds = %1084
  %1089 = and i64 %965, 2147483632
  %1090 = insertelement <4 x double> poison, double %209, i64 0
  %1091 = shufflevector <4 x double> %1090, <4 x double> poison, <4 x i32> zeroinitializer
  %1092 = insertelement <4 x double> poison, double %1086, i64 0
  %1093 = shufflevector <4 x double> %1092, <4 x double> poison, <4 x i32> zeroinitializer
  %1094 = insertelement <4 x double> poison, double %42, i64 0
  %1095 = shufflevector <4 x double> %1094, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1096

1096:                                             ; preds = %1096, %1088
  %1097 = phi i64 [ 0, %1088 ], [ %1130, %1096 ]
  %1098 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1088 ], [ %1131, %1096 ]
  %1099 = add <4 x i32> %1098, <i32 4, i32 4, i32 4, i32 4>
  %1100 = add <4 x i32> %1098, <i32 8, i32 8, i32 8, i32 8>
  %1101 = add <4 x i32> %1098, <i32 12, i32 12, i32 12, i32 12>
  %1102 = uitofp <4 x i32> %1098 to <4 x double>
  %1103 = uitofp <4 x i32> %1099 to <4 x double>
  %1104 = uitofp <4 x i32> %1100 to <4 x double>
  %1105 = uitofp <4 x i32> %1101 to <4 x double>
  %1106 = fmul fast <4 x double> %1091, %1102
  %1107 = fmul fast <4 x double> %1091, %1103
  %1108 = fmul fast <4 x double> %1091, %1104
  %1109 = fmul fast <4 x double> %1091, %1105
  %1110 = fadd fast <4 x double> %1106, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1111 = fadd fast <4 x double> %1107, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1112 = fadd fast <4 x double> %1108, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1113 = fadd fast <4 x double> %1109, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1114 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %1097
  %1115 = getelementptr inbounds i8, ptr %1114, i64 32
  %1116 = getelementptr inbounds i8, ptr %1114, i64 64
  %1117 = getelementptr inbounds i8, ptr %1114, i64 96
  store <4 x double> %1110, ptr %1114, align 16, !tbaa !9
  store <4 x double> %1111, ptr %1115, align 16, !tbaa !9
  store <4 x double> %1112, ptr %1116, align 16, !tbaa !9
  store <4 x double> %1113, ptr %1117, align 16, !tbaa !9
  %1118 = fmul fast <4 x double> %1093, %1102
  %1119 = fmul fast <4 x double> %1093, %1103
  %1120 = fmul fast <4 x double> %1093, %1104
  %1121 = fmul fast <4 x double> %1093, %1105
  %1122 = fsub fast <4 x double> %1095, %1118
  %1123 = fsub fast <4 x double> %1095, %1119
  %1124 = fsub fast <4 x double> %1095, %1120
  %1125 = fsub fast <4 x double> %1095, %1121
  %1126 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %1097
  %1127 = getelementptr inbounds i8, ptr %1126, i64 32
  %1128 = getelementptr inbounds i8, ptr %1126, i64 64
  %1129 = getelementptr inbounds i8, ptr %1126, i64 96
  store <4 x double> %1122, ptr %1126, align 16, !tbaa !9
  store <4 x double> %1123, ptr %1127, align 16, !tbaa !9
  store <4 x double> %1124, ptr %1128, align 16, !tbaa !9
  store <4 x double> %1125, ptr %1129, align 16, !tbaa !9
  %1130 = add nuw i64 %1097, 16
  %1131 = add <4 x i32> %1098, <i32 16, i32 16, i32 16, i32 16>
  %1132 = icmp eq i64 %1130, %1089
  br i1 %1132, label %1133, label %1096, !llvm.loop !39

1133:                                             ; preds = %1096
  %1134 = icmp eq i64 %1089, %965
  br i1 %1134, label %1149, label %1135

1135:                                             ; preds = %1133, %1084
  %1136 = phi i64 [ 0, %1084 ], [ %1089, %1133 ]
  br label %1137

1137:                                             ; preds = %1135, %1137
  %1138 = phi i64 [ %1147, %1137 ], [ %1136, %1135 ]
  %1139 = trunc nuw nsw i64 %1138 to i32
  %1140 = uitofp nneg i32 %1139 to double
  %1141 = fmul fast double %209, %1140
  %1142 = fadd fast double %1141, 1.000000e+00
  %1143 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %1138
  store double %1142, ptr %1143, align 8, !tbaa !9
  %1144 = fmul fast double %1086, %1140
  %1145 = fsub fast double %42, %1144
  %1146 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %1138
  store double %1145, ptr %1146, align 8, !tbaa !9
  %1147 = add nuw nsw i64 %1138, 1
  %1148 = icmp eq i64 %1147, %965
  br i1 %1148, label %1149, label %1137, !llvm.loop !40

1149:                                             ; preds = %1137, %1133
  %1150 = icmp ult i32 %961, 16
  br i1 %1150, label %1191, label %1151

1151:                                             ; preds = %1149
  %1152 = and i64 %965, 2147483632
  br label %1153

1153:                                             ; preds = %1153, %1151
  %1154 = phi i64 [ 0, %1151 ], [ %1183, %1153 ]
  %1155 = phi <4 x double> [ zeroinitializer, %1151 ], [ %1179, %1153 ]
  %1156 = phi <4 x double> [ zeroinitializer, %1151 ], [ %1180, %1153 ]
  %1157 = phi <4 x double> [ zeroinitializer, %1151 ], [ %1181, %1153 ]
  %1158 = phi <4 x double> [ zeroinitializer, %1151 ], [ %1182, %1153 ]
  %1159 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %1154
  %1160 = getelementptr inbounds i8, ptr %1159, i64 32
  %1161 = getelementptr inbounds i8, ptr %1159, i64 64
  %1162 = getelementptr inbounds i8, ptr %1159, i64 96
  %1163 = load <4 x double>, ptr %1159, align 16, !tbaa !9
  %1164 = load <4 x double>, ptr %1160, align 16, !tbaa !9
  %1165 = load <4 x double>, ptr %1161, align 16, !tbaa !9
  %1166 = load <4 x double>, ptr %1162, align 16, !tbaa !9
  %1167 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %1154
  %1168 = getelementptr inbounds i8, ptr %1167, i64 32
  %1169 = getelementptr inbounds i8, ptr %1167, i64 64
  %1170 = getelementptr inbounds i8, ptr %1167, i64 96
  %1171 = load <4 x double>, ptr %1167, align 16, !tbaa !9
  %1172 = load <4 x double>, ptr %1168, align 16, !tbaa !9
  %1173 = load <4 x double>, ptr %1169, align 16, !tbaa !9
  %1174 = load <4 x double>, ptr %1170, align 16, !tbaa !9
  %1175 = fmul fast <4 x double> %1171, %1163
  %1176 = fmul fast <4 x double> %1172, %1164
  %1177 = fmul fast <4 x double> %1173, %1165
  %1178 = fmul fast <4 x double> %1174, %1166
  %1179 = fadd fast <4 x double> %1175, %1155
  %1180 = fadd fast <4 x double> %1176, %1156
  %1181 = fadd fast <4 x double> %1177, %1157
  %1182 = fadd fast <4 x double> %1178, %1158
  %1183 = add nuw i64 %1154, 16
  %1184 = icmp eq i64 %1183, %1152
  br i1 %1184, label %1185, label %1153, !llvm.loop !41

1185:                                             ; preds = %1153
  %1186 = fadd fast <4 x double> %1180, %1179
  %1187 = fadd fast <4 x double> %1181, %1186
  %1188 = fadd fast <4 x double> %1182, %1187
  %1189 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1188)
  %1190 = icmp eq i64 %1152, %965
  br i1 %1190, label %1205, label %1191

1191:                                             ; preds = %1185, %1149
  %1192 = phi i64 [ 0, %1149 ], [ %1152, %1185 ]
  %1193 = phi double [ 0.000000e+00, %1149 ], [ %1189, %1185 ]
  br label %1194

1194:                                             ; preds = %1191, %1194
  %1195 = phi i64 [ %1203, %1194 ], [ %1192, %1191 ]
  %1196 = phi double [ %1202, %1194 ], [ %1193, %1191 ]
  %1197 = getelementptr inbounds [256 x double], ptr %9, i64 0, i64 %1195
  %1198 = load double, ptr %1197, align 8, !tbaa !9
  %1199 = getelementptr inbounds [256 x double], ptr %10, i64 0, i64 %1195
  %1200 = load double, ptr %1199, align 8, !tbaa !9
  %1201 = fmul fast double %1200, %1198
  %1202 = fadd fast double %1201, %1196
  %1203 = add nuw nsw i64 %1195, 1
  %1204 = icmp eq i64 %1203, %965
  br i1 %1204, label %1205, label %1194, !llvm.loop !42

1205:                                             ; preds = %1194, %1185
  %1206 = phi double [ %1189, %1185 ], [ %1202, %1194 ]
  %1207 = fsub fast double %1085, %1206
  br label %1208

1208:                                             ; preds = %1205, %962
  %1209 = phi double [ 0.000000e+00, %962 ], [ %1207, %1205 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %9) #7
  %1210 = fdiv fast double %1209, %211
  %1211 = tail call fast double @llvm.fabs.f64(double %1210)
  %1212 = tail call fast double @llvm.maxnum.f64(double %1211, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %960, ptr %8, align 8, !tbaa !9
  %1213 = load volatile double, ptr %8, align 8, !tbaa !9
  %1214 = tail call double @llvm.fabs.f64(double %1213)
  %1215 = fcmp ueq double %1214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1215, label %1227, label %1216

1216:                                             ; preds = %1208
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1210, ptr %7, align 8, !tbaa !9
  %1217 = load volatile double, ptr %7, align 8, !tbaa !9
  %1218 = tail call double @llvm.fabs.f64(double %1217)
  %1219 = fcmp ueq double %1218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1219, label %1227, label %1220

1220:                                             ; preds = %1216
  %1221 = fsub fast double %960, %1210
  %1222 = tail call fast double @llvm.fabs.f64(double %1221)
  %1223 = fmul fast double %1212, 0x3EB0C6F7A0B5ED8D
  %1224 = fcmp fast ole double %1222, %1223
  %1225 = select i1 %1224, ptr @.str.12, ptr @.str.13
  %1226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %960, double noundef nofpclass(nan inf) %1210, ptr noundef nonnull %1225)
  br i1 %1224, label %1232, label %1229

1227:                                             ; preds = %1216, %1208
  %1228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %960, double noundef nofpclass(nan inf) %1210, ptr noundef nonnull @.str.13)
  br label %1229

1229:                                             ; preds = %1227, %1220
  %1230 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1231 = add nsw i32 %1230, 1
  store i32 %1231, ptr @n_fail, align 4, !tbaa !5
  br label %1232

1232:                                             ; preds = %1220, %1229
  %1233 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %1234 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, i32 noundef %1233, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %42, i32 noundef %36) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %6) #7
  br i1 %52, label %1235, label %1236

1235:                                             ; preds = %1232
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  br label %1480

1236:                                             ; preds = %1232
  %1237 = fmul fast double %38, 5.000000e-01
  %1238 = zext nneg i32 %961 to i64
  %1239 = icmp ult i32 %961, 16
  br i1 %1239, label %1287, label %1240

1240:                                             ; preds = %1236
  %1241 = and i64 %1238, 2147483632
  %1242 = insertelement <4 x double> poison, double %38, i64 0
  %1243 = shufflevector <4 x double> %1242, <4 x double> poison, <4 x i32> zeroinitializer
  %1244 = insertelement <4 x double> poison, double %1237, i64 0
  %1245 = shufflevector <4 x double> %1244, <4 x double> poison, <4 x i32> zeroinitializer
  %1246 = insertelement <4 x double> poison, double %237, i64 0
  %1247 = shufflevector <4 x double> %1246, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1248

1248:                                             ; preds = %1248, %1240
  %1249 = phi i64 [ 0, %1240 ], [ %1282, %1248 ]
  %1250 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1240 ], [ %1283, %1248 ]
  %1251 = add <4 x i32> %1250, <i32 4, i32 4, i32 4, i32 4>
  %1252 = add <4 x i32> %1250, <i32 8, i32 8, i32 8, i32 8>
  %1253 = add <4 x i32> %1250, <i32 12, i32 12, i32 12, i32 12>
  %1254 = uitofp <4 x i32> %1250 to <4 x double>
  %1255 = uitofp <4 x i32> %1251 to <4 x double>
  %1256 = uitofp <4 x i32> %1252 to <4 x double>
  %1257 = uitofp <4 x i32> %1253 to <4 x double>
  %1258 = fmul fast <4 x double> %1243, %1254
  %1259 = fmul fast <4 x double> %1243, %1255
  %1260 = fmul fast <4 x double> %1243, %1256
  %1261 = fmul fast <4 x double> %1243, %1257
  %1262 = fadd fast <4 x double> %1258, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1263 = fadd fast <4 x double> %1259, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1264 = fadd fast <4 x double> %1260, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1265 = fadd fast <4 x double> %1261, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1266 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1249
  %1267 = getelementptr inbounds i8, ptr %1266, i64 32
  %1268 = getelementptr inbounds i8, ptr %1266, i64 64
  %1269 = getelementptr inbounds i8, ptr %1266, i64 96
  store <4 x double> %1262, ptr %1266, align 16, !tbaa !9
  store <4 x double> %1263, ptr %1267, align 16, !tbaa !9
  store <4 x double> %1264, ptr %1268, align 16, !tbaa !9
  store <4 x double> %1265, ptr %1269, align 16, !tbaa !9
  %1270 = fmul fast <4 x double> %1245, %1254
  %1271 = fmul fast <4 x double> %1245, %1255
  %1272 = fmul fast <4 x double> %1245, %1256
  %1273 = fmul fast <4 x double> %1245, %1257
  %1274 = fsub fast <4 x double> %1247, %1270
  %1275 = fsub fast <4 x double> %1247, %1271
  %1276 = fsub fast <4 x double> %1247, %1272
  %1277 = fsub fast <4 x double> %1247, %1273
  %1278 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1249
  %1279 = getelementptr inbounds i8, ptr %1278, i64 32
  %1280 = getelementptr inbounds i8, ptr %1278, i64 64
  %1281 = getelementptr inbounds i8, ptr %1278, i64 96
  store <4 x double> %1274, ptr %1278, align 16, !tbaa !9
  store <4 x double> %1275, ptr %1279, align 16, !tbaa !9
  store <4 x double> %1276, ptr %1280, align 16, !tbaa !9
  store <4 x double> %1277, ptr %1281, align 16, !tbaa !9
  %1282 = add nuw i64 %1249, 16
  %1283 = add <4 x i32> %1250, <i32 16, i32 16, i32 16, i32 16>
  %1284 = icmp eq i64 %1282, %1241
  br i1 %1284, label %1285, label %1248, !llvm.loop !43

1285:                                             ; preds = %1248
  %1286 = icmp eq i64 %1241, %1238
  br i1 %1286, label %1301, label %1287

1287:                                             ; preds = %1285, %1236
  %1288 = phi i64 [ 0, %1236 ], [ %1241, %1285 ]
  br label %1289

1289:                                             ; preds = %1287, %1289
  %1290 = phi i64 [ %1299, %1289 ], [ %1288, %1287 ]
  %1291 = trunc nuw nsw i64 %1290 to i32
  %1292 = uitofp nneg i32 %1291 to double
  %1293 = fmul fast double %38, %1292
  %1294 = fadd fast double %1293, 1.000000e+00
  %1295 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1290
  store double %1294, ptr %1295, align 8, !tbaa !9
  %1296 = fmul fast double %1237, %1292
  %1297 = fsub fast double %237, %1296
  %1298 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1290
  store double %1297, ptr %1298, align 8, !tbaa !9
  %1299 = add nuw nsw i64 %1290, 1
  %1300 = icmp eq i64 %1299, %1238
  br i1 %1300, label %1301, label %1289, !llvm.loop !44

1301:                                             ; preds = %1289, %1285
  %1302 = icmp ult i32 %961, 16
  br i1 %1302, label %1343, label %1303

1303:                                             ; preds = %1301
  %1304 = and i64 %1238, 2147483632
  br label %1305

1305:                                             ; preds = %1305, %1303
  %1306 = phi i64 [ 0, %1303 ], [ %1335, %1305 ]
  %1307 = phi <4 x double> [ zeroinitializer, %1303 ], [ %1331, %1305 ]
  %1308 = phi <4 x double> [ zeroinitializer, %1303 ], [ %1332, %1305 ]
  %1309 = phi <4 x double> [ zeroinitializer, %1303 ], [ %1333, %1305 ]
  %1310 = phi <4 x double> [ zeroinitializer, %1303 ], [ %1334, %1305 ]
  %1311 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1306
  %1312 = getelementptr inbounds i8, ptr %1311, i64 32
  %1313 = getelementptr inbounds i8, ptr %1311, i64 64
  %1314 = getelementptr inbounds i8, ptr %1311, i64 96
  %1315 = load <4 x double>, ptr %1311, align 16, !tbaa !9
  %1316 = load <4 x double>, ptr %1312, align 16, !tbaa !9
  %1317 = load <4 x double>, ptr %1313, align 16, !tbaa !9
  %1318 = load <4 x double>, ptr %1314, align 16, !tbaa !9
  %1319 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1306
  %1320 = getelementptr inbounds i8, ptr %1319, i64 32
  %1321 = getelementptr inbounds i8, ptr %1319, i64 64
  %1322 = getelementptr inbounds i8, ptr %1319, i64 96
  %1323 = load <4 x double>, ptr %1319, align 16, !tbaa !9
  %1324 = load <4 x double>, ptr %1320, align 16, !tbaa !9
  %1325 = load <4 x double>, ptr %1321, align 16, !tbaa !9
  %1326 = load <4 x double>, ptr %1322, align 16, !tbaa !9
  %1327 = fmul fast <4 x double> %1323, %1315
  %1328 = fmul fast <4 x double> %1324, %1316
  %1329 = fmul fast <4 x double> %1325, %1317
  %1330 = fmul fast <4 x double> %1326, %1318
  %1331 = fadd fast <4 x double> %1327, %1307
  %1332 = fadd fast <4 x double> %1328, %1308
  %1333 = fadd fast <4 x double> %1329, %1309
  %1334 = fadd fast <4 x double> %1330, %1310
  %1335 = add nuw i64 %1306, 16
  %1336 = icmp eq i64 %1335, %1304
  br i1 %1336, label %1337, label %1305, !llvm.loop !45

1337:                                             ; preds = %1305
  %1338 = fadd fast <4 x double> %1332, %1331
  %1339 = fadd fast <4 x double> %1333, %1338
  %1340 = fadd fast <4 x double> %1334, %1339
  %1341 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1340)
  %1342 = icmp eq i64 %1304, %1238
  br i1 %1342, label %1357, label %1343

1343:                                             ; preds = %1337, %1301
  %1344 = phi i64 [ 0, %1301 ], [ %1304, %1337 ]
  %1345 = phi double [ 0.000000e+00, %1301 ], [ %1341, %1337 ]
  br label %1346

1346:                                             ; preds = %1343, %1346
  %1347 = phi i64 [ %1355, %1346 ], [ %1344, %1343 ]
  %1348 = phi double [ %1354, %1346 ], [ %1345, %1343 ]
  %1349 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1347
  %1350 = load double, ptr %1349, align 8, !tbaa !9
  %1351 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1347
  %1352 = load double, ptr %1351, align 8, !tbaa !9
  %1353 = fmul fast double %1352, %1350
  %1354 = fadd fast double %1353, %1348
  %1355 = add nuw nsw i64 %1347, 1
  %1356 = icmp eq i64 %1355, %1238
  br i1 %1356, label %1357, label %1346, !llvm.loop !46

1357:                                             ; preds = %1346, %1337
  %1358 = phi double [ %1341, %1337 ], [ %1354, %1346 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  %1359 = icmp ult i32 %961, 16
  br i1 %1359, label %1407, label %1360

1360:                                             ; preds = %1357
  %1361 = and i64 %1238, 2147483632
  %1362 = insertelement <4 x double> poison, double %38, i64 0
  %1363 = shufflevector <4 x double> %1362, <4 x double> poison, <4 x i32> zeroinitializer
  %1364 = insertelement <4 x double> poison, double %1237, i64 0
  %1365 = shufflevector <4 x double> %1364, <4 x double> poison, <4 x i32> zeroinitializer
  %1366 = insertelement <4 x double> poison, double %394, i64 0
  %1367 = shufflevector <4 x double> %1366, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1368

1368:                                             ; preds = %1368, %1360
  %1369 = phi i64 [ 0, %1360 ], [ %1402, %1368 ]
  %1370 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1360 ], [ %1403, %1368 ]
  %1371 = add <4 x i32> %1370, <i32 4, i32 4, i32 4, i32 4>
  %1372 = add <4 x i32> %1370, <i32 8, i32 8, i32 8, i32 8>
  %1373 = add <4 x i32> %1370, <i32 12, i32 12, i32 12, i32 12>
  %1374 = uitofp <4 x i32> %1370 to <4 x double>
  %1375 = uitofp <4 x i32> %1371 to <4 x double>
  %1376 = uitofp <4 x i32> %1372 to <4 x double>
  %1377 = uitofp <4 x i32> %1373 to <4 x double>
  %1378 = fmul fast <4 x double> %1363, %1374
  %1379 = fmul fast <4 x double> %1363, %1375
  %1380 = fmul fast <4 x double> %1363, %1376
  %1381 = fmul fast <4 x double> %1363, %1377
  %1382 = fadd fast <4 x double> %1378, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1383 = fadd fast <4 x double> %1379, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1384 = fadd fast <4 x double> %1380, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1385 = fadd fast <4 x double> %1381, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1386 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1369
  %1387 = getelementptr inbounds i8, ptr %1386, i64 32
  %1388 = getelementptr inbounds i8, ptr %1386, i64 64
  %1389 = getelementptr inbounds i8, ptr %1386, i64 96
  store <4 x double> %1382, ptr %1386, align 16, !tbaa !9
  store <4 x double> %1383, ptr %1387, align 16, !tbaa !9
  store <4 x double> %1384, ptr %1388, align 16, !tbaa !9
  store <4 x double> %1385, ptr %1389, align 16, !tbaa !9
  %1390 = fmul fast <4 x double> %1365, %1374
  %1391 = fmul fast <4 x double> %1365, %1375
  %1392 = fmul fast <4 x double> %1365, %1376
  %1393 = fmul fast <4 x double> %1365, %1377
  %1394 = fsub fast <4 x double> %1367, %1390
  %1395 = fsub fast <4 x double> %1367, %1391
  %1396 = fsub fast <4 x double> %1367, %1392
  %1397 = fsub fast <4 x double> %1367, %1393
  %1398 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1369
  %1399 = getelementptr inbounds i8, ptr %1398, i64 32
  %1400 = getelementptr inbounds i8, ptr %1398, i64 64
  %1401 = getelementptr inbounds i8, ptr %1398, i64 96
  store <4 x double> %1394, ptr %1398, align 16, !tbaa !9
  store <4 x double> %1395, ptr %1399, align 16, !tbaa !9
  store <4 x double> %1396, ptr %1400, align 16, !tbaa !9
  store <4 x double> %1397, ptr %1401, align 16, !tbaa !9
  %1402 = add nuw i64 %1369, 16
  %1403 = add <4 x i32> %1370, <i32 16, i32 16, i32 16, i32 16>
  %1404 = icmp eq i64 %1402, %1361
  br i1 %1404, label %1405, label %1368, !llvm.loop !47

1405:                                             ; preds = %1368
  %1406 = icmp eq i64 %1361, %1238
  br i1 %1406, label %1421, label %1407

1407:                                             ; preds = %1405, %1357
  %1408 = phi i64 [ 0, %1357 ], [ %1361, %1405 ]
  br label %1409

1409:                                             ; preds = %1407, %1409
  %1410 = phi i64 [ %1419, %1409 ], [ %1408, %1407 ]
  %1411 = trunc nuw nsw i64 %1410 to i32
  %1412 = uitofp nneg i32 %1411 to double
  %1413 = fmul fast double %38, %1412
  %1414 = fadd fast double %1413, 1.000000e+00
  %1415 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1410
  store double %1414, ptr %1415, align 8, !tbaa !9
  %1416 = fmul fast double %1237, %1412
  %1417 = fsub fast double %394, %1416
  %1418 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1410
  store double %1417, ptr %1418, align 8, !tbaa !9
  %1419 = add nuw nsw i64 %1410, 1
  %1420 = icmp eq i64 %1419, %1238
  br i1 %1420, label %1421, label %1409, !llvm.loop !48

1421:                                             ; preds = %1409, %1405
  %1422 = icmp ult i32 %961, 16
  br i1 %1422, label %1463, label %1423

1423:                                             ; preds = %1421
  %1424 = and i64 %1238, 2147483632
  br label %1425

1425:                                             ; preds = %1425, %1423
  %1426 = phi i64 [ 0, %1423 ], [ %1455, %1425 ]
  %1427 = phi <4 x double> [ zeroinitializer, %1423 ], [ %1451, %1425 ]
  %1428 = phi <4 x double> [ zeroinitializer, %1423 ], [ %1452, %1425 ]
  %1429 = phi <4 x double> [ zeroinitializer, %1423 ], [ %1453, %1425 ]
  %1430 = phi <4 x double> [ zeroinitializer, %1423 ], [ %1454, %1425 ]
  %1431 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1426
  %1432 = getelementptr inbounds i8, ptr %1431, i64 32
  %1433 = getelementptr inbounds i8, ptr %1431, i64 64
  %1434 = getelementptr inbounds i8, ptr %1431, i64 96
  %1435 = load <4 x double>, ptr %1431, align 16, !tbaa !9
  %1436 = load <4 x double>, ptr %1432, align 16, !tbaa !9
  %1437 = load <4 x double>, ptr %1433, align 16, !tbaa !9
  %1438 = load <4 x double>, ptr %1434, align 16, !tbaa !9
  %1439 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1426
  %1440 = getelementptr inbounds i8, ptr %1439, i64 32
  %1441 = getelementptr inbounds i8, ptr %1439, i64 64
  %1442 = getelementptr inbounds i8, ptr %1439, i64 96
  %1443 = load <4 x double>, ptr %1439, align 16, !tbaa !9
  %1444 = load <4 x double>, ptr %1440, align 16, !tbaa !9
  %1445 = load <4 x double>, ptr %1441, align 16, !tbaa !9
  %1446 = load <4 x double>, ptr %1442, align 16, !tbaa !9
  %1447 = fmul fast <4 x double> %1443, %1435
  %1448 = fmul fast <4 x double> %1444, %1436
  %1449 = fmul fast <4 x double> %1445, %1437
  %1450 = fmul fast <4 x double> %1446, %1438
  %1451 = fadd fast <4 x double> %1447, %1427
  %1452 = fadd fast <4 x double> %1448, %1428
  %1453 = fadd fast <4 x double> %1449, %1429
  %1454 = fadd fast <4 x double> %1450, %1430
  %1455 = add nuw i64 %1426, 16
  %1456 = icmp eq i64 %1455, %1424
  br i1 %1456, label %1457, label %1425, !llvm.loop !49

1457:                                             ; preds = %1425
  %1458 = fadd fast <4 x double> %1452, %1451
  %1459 = fadd fast <4 x double> %1453, %1458
  %1460 = fadd fast <4 x double> %1454, %1459
  %1461 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1460)
  %1462 = icmp eq i64 %1424, %1238
  br i1 %1462, label %1477, label %1463

1463:                                             ; preds = %1457, %1421
  %1464 = phi i64 [ 0, %1421 ], [ %1424, %1457 ]
  %1465 = phi double [ 0.000000e+00, %1421 ], [ %1461, %1457 ]
  br label %1466

1466:                                             ; preds = %1463, %1466
  %1467 = phi i64 [ %1475, %1466 ], [ %1464, %1463 ]
  %1468 = phi double [ %1474, %1466 ], [ %1465, %1463 ]
  %1469 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1467
  %1470 = load double, ptr %1469, align 8, !tbaa !9
  %1471 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1467
  %1472 = load double, ptr %1471, align 8, !tbaa !9
  %1473 = fmul fast double %1472, %1470
  %1474 = fadd fast double %1473, %1468
  %1475 = add nuw nsw i64 %1467, 1
  %1476 = icmp eq i64 %1475, %1238
  br i1 %1476, label %1477, label %1466, !llvm.loop !50

1477:                                             ; preds = %1466, %1457
  %1478 = phi double [ %1461, %1457 ], [ %1474, %1466 ]
  %1479 = fsub fast double %1358, %1478
  br label %1480

1480:                                             ; preds = %1477, %1235
  %1481 = phi double [ 0.000000e+00, %1235 ], [ %1479, %1477 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %3) #7
  %1482 = fdiv fast double %1481, %396
  %1483 = tail call fast double @llvm.fabs.f64(double %1482)
  %1484 = tail call fast double @llvm.maxnum.f64(double %1483, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1234, ptr %2, align 8, !tbaa !9
  %1485 = load volatile double, ptr %2, align 8, !tbaa !9
  %1486 = tail call double @llvm.fabs.f64(double %1485)
  %1487 = fcmp ueq double %1486, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1487, label %1499, label %1488

1488:                                             ; preds = %1480
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %1482, ptr %1, align 8, !tbaa !9
  %1489 = load volatile double, ptr %1, align 8, !tbaa !9
  %1490 = tail call double @llvm.fabs.f64(double %1489)
  %1491 = fcmp ueq double %1490, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %1491, label %1499, label %1492

1492:                                             ; preds = %1488
  %1493 = fsub fast double %1234, %1482
  %1494 = tail call fast double @llvm.fabs.f64(double %1493)
  %1495 = fmul fast double %1484, 0x3EB0C6F7A0B5ED8D
  %1496 = fcmp fast ole double %1494, %1495
  %1497 = select i1 %1496, ptr @.str.12, ptr @.str.13
  %1498 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %1234, double noundef nofpclass(nan inf) %1482, ptr noundef nonnull %1497)
  br i1 %1496, label %1504, label %1501

1499:                                             ; preds = %1488, %1480
  %1500 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %1234, double noundef nofpclass(nan inf) %1482, ptr noundef nonnull @.str.13)
  br label %1501

1501:                                             ; preds = %1499, %1492
  %1502 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1503 = add nsw i32 %1502, 1
  store i32 %1503, ptr @n_fail, align 4, !tbaa !5
  br label %1504

1504:                                             ; preds = %1492, %1501
  %1505 = add nuw nsw i64 %34, 1
  %1506 = icmp eq i64 %1505, 5
  br i1 %1506, label %27, label %33, !llvm.loop !51

1507:                                             ; preds = %423, %1507
  %1508 = phi i32 [ %1510, %1507 ], [ %424, %423 ]
  %1509 = phi double [ %1513, %1507 ], [ %425, %423 ]
  %1510 = add nuw nsw i32 %1508, 1
  %1511 = uitofp nneg i32 %1510 to double
  %1512 = fdiv fast double 1.000000e+00, %1511
  %1513 = fadd fast double %1512, %1509
  %1514 = icmp eq i32 %1510, %421
  br i1 %1514, label %460, label %1507, !llvm.loop !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @vsum(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %67

5:                                                ; preds = %3
  %6 = icmp ult i32 %2, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %61, %5
  %8 = phi i32 [ 0, %5 ], [ %11, %61 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %65, %61 ]
  br label %69

10:                                               ; preds = %5
  %11 = and i32 %2, 2147483632
  %12 = insertelement <4 x double> poison, double %0, i64 0
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = insertelement <4 x double> poison, double %1, i64 0
  %15 = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %10
  %17 = phi i32 [ 0, %10 ], [ %58, %16 ]
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %59, %16 ]
  %19 = phi <4 x double> [ zeroinitializer, %10 ], [ %54, %16 ]
  %20 = phi <4 x double> [ zeroinitializer, %10 ], [ %55, %16 ]
  %21 = phi <4 x double> [ zeroinitializer, %10 ], [ %56, %16 ]
  %22 = phi <4 x double> [ zeroinitializer, %10 ], [ %57, %16 ]
  %23 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>
  %24 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>
  %25 = add <4 x i32> %18, <i32 12, i32 12, i32 12, i32 12>
  %26 = uitofp <4 x i32> %18 to <4 x double>
  %27 = uitofp <4 x i32> %23 to <4 x double>
  %28 = uitofp <4 x i32> %24 to <4 x double>
  %29 = uitofp <4 x i32> %25 to <4 x double>
  %30 = fmul fast <4 x double> %26, %26
  %31 = fmul fast <4 x double> %27, %27
  %32 = fmul fast <4 x double> %28, %28
  %33 = fmul fast <4 x double> %29, %29
  %34 = fmul fast <4 x double> %30, %13
  %35 = fmul fast <4 x double> %31, %13
  %36 = fmul fast <4 x double> %32, %13
  %37 = fmul fast <4 x double> %33, %13
  %38 = add nuw nsw <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %39 = add <4 x i32> %18, <i32 5, i32 5, i32 5, i32 5>
  %40 = add <4 x i32> %18, <i32 9, i32 9, i32 9, i32 9>
  %41 = add <4 x i32> %18, <i32 13, i32 13, i32 13, i32 13>
  %42 = uitofp <4 x i32> %38 to <4 x double>
  %43 = uitofp <4 x i32> %39 to <4 x double>
  %44 = uitofp <4 x i32> %40 to <4 x double>
  %45 = uitofp <4 x i32> %41 to <4 x double>
  %46 = fdiv fast <4 x double> %15, %42
  %47 = fdiv fast <4 x double> %15, %43
  %48 = fdiv fast <4 x double> %15, %44
  %49 = fdiv fast <4 x double> %15, %45
  %50 = fadd fast <4 x double> %46, %19
  %51 = fadd fast <4 x double> %47, %20
  %52 = fadd fast <4 x double> %48, %21
  %53 = fadd fast <4 x double> %49, %22
  %54 = fadd fast <4 x double> %50, %34
  %55 = fadd fast <4 x double> %51, %35
  %56 = fadd fast <4 x double> %52, %36
  %57 = fadd fast <4 x double> %53, %37
  %58 = add nuw i32 %17, 16
  %59 = add <4 x i32> %18, <i32 16, i32 16, i32 16, i32 16>
  %60 = icmp eq i32 %58, %11
  br i1 %60, label %61, label %16, !llvm.loop !53

61:                                               ; preds = %16
  %62 = fadd fast <4 x double> %55, %54
  %63 = fadd fast <4 x double> %56, %62
  %64 = fadd fast <4 x double> %57, %63
  %65 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %64)
  %66 = icmp eq i32 %11, %2
  br i1 %66, label %67, label %7

67:                                               ; preds = %69, %61, %3
  %68 = phi double [ 0.000000e+00, %3 ], [ %65, %61 ], [ %79, %69 ]
  ret double %68

69:                                               ; preds = %7, %69
  %70 = phi i32 [ %75, %69 ], [ %8, %7 ]
  %71 = phi double [ %79, %69 ], [ %9, %7 ]
  %72 = uitofp nneg i32 %70 to double
  %73 = fmul fast double %72, %72
  %74 = fmul fast double %73, %0
  %75 = add nuw nsw i32 %70, 1
  %76 = uitofp nneg i32 %75 to double
  %77 = fdiv fast double %1, %76
  %78 = fadd fast double %77, %71
  %79 = fadd fast double %78, %74
  %80 = icmp eq i32 %75, %2
  br i1 %80, label %67, label %69, !llvm.loop !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @vsq(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %52

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %46, %4
  %7 = phi double [ 0.000000e+00, %4 ], [ %50, %46 ]
  %8 = phi i32 [ 0, %4 ], [ %10, %46 ]
  br label %54

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483632
  %11 = insertelement <4 x double> poison, double %0, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ 0, %9 ], [ %43, %13 ]
  %15 = phi <4 x double> [ zeroinitializer, %9 ], [ %39, %13 ]
  %16 = phi <4 x double> [ zeroinitializer, %9 ], [ %40, %13 ]
  %17 = phi <4 x double> [ zeroinitializer, %9 ], [ %41, %13 ]
  %18 = phi <4 x double> [ zeroinitializer, %9 ], [ %42, %13 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %44, %13 ]
  %20 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %21 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %22 = add <4 x i32> %19, <i32 12, i32 12, i32 12, i32 12>
  %23 = uitofp <4 x i32> %19 to <4 x double>
  %24 = uitofp <4 x i32> %20 to <4 x double>
  %25 = uitofp <4 x i32> %21 to <4 x double>
  %26 = uitofp <4 x i32> %22 to <4 x double>
  %27 = fmul fast <4 x double> %23, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %28 = fmul fast <4 x double> %24, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %29 = fmul fast <4 x double> %25, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %30 = fmul fast <4 x double> %26, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %31 = fsub fast <4 x double> %12, %27
  %32 = fsub fast <4 x double> %12, %28
  %33 = fsub fast <4 x double> %12, %29
  %34 = fsub fast <4 x double> %12, %30
  %35 = fmul fast <4 x double> %31, %31
  %36 = fmul fast <4 x double> %32, %32
  %37 = fmul fast <4 x double> %33, %33
  %38 = fmul fast <4 x double> %34, %34
  %39 = fadd fast <4 x double> %35, %15
  %40 = fadd fast <4 x double> %36, %16
  %41 = fadd fast <4 x double> %37, %17
  %42 = fadd fast <4 x double> %38, %18
  %43 = add nuw i32 %14, 16
  %44 = add <4 x i32> %19, <i32 16, i32 16, i32 16, i32 16>
  %45 = icmp eq i32 %43, %10
  br i1 %45, label %46, label %13, !llvm.loop !55

46:                                               ; preds = %13
  %47 = fadd fast <4 x double> %40, %39
  %48 = fadd fast <4 x double> %41, %47
  %49 = fadd fast <4 x double> %42, %48
  %50 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %49)
  %51 = icmp eq i32 %10, %1
  br i1 %51, label %52, label %6

52:                                               ; preds = %54, %46, %2
  %53 = phi double [ 0.000000e+00, %2 ], [ %50, %46 ], [ %61, %54 ]
  ret double %53

54:                                               ; preds = %6, %54
  %55 = phi double [ %61, %54 ], [ %7, %6 ]
  %56 = phi i32 [ %62, %54 ], [ %8, %6 ]
  %57 = uitofp nneg i32 %56 to double
  %58 = fmul fast double %57, 1.000000e-02
  %59 = fsub fast double %0, %58
  %60 = fmul fast double %59, %59
  %61 = fadd fast double %60, %55
  %62 = add nuw nsw i32 %56, 1
  %63 = icmp eq i32 %62, %1
  br i1 %63, label %52, label %54, !llvm.loop !56
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @vprod(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %49

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %43, %4
  %7 = phi i32 [ 0, %4 ], [ %10, %43 ]
  %8 = phi double [ 1.000000e+00, %4 ], [ %47, %43 ]
  br label %51

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483632
  %11 = insertelement <4 x double> poison, double %0, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ 0, %9 ], [ %40, %13 ]
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %41, %13 ]
  %16 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %36, %13 ]
  %17 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %37, %13 ]
  %18 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %38, %13 ]
  %19 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %39, %13 ]
  %20 = add nuw <4 x i32> %15, <i32 100, i32 100, i32 100, i32 100>
  %21 = add <4 x i32> %15, <i32 104, i32 104, i32 104, i32 104>
  %22 = add <4 x i32> %15, <i32 108, i32 108, i32 108, i32 108>
  %23 = add <4 x i32> %15, <i32 112, i32 112, i32 112, i32 112>
  %24 = uitofp <4 x i32> %20 to <4 x double>
  %25 = uitofp <4 x i32> %21 to <4 x double>
  %26 = uitofp <4 x i32> %22 to <4 x double>
  %27 = uitofp <4 x i32> %23 to <4 x double>
  %28 = fdiv fast <4 x double> %12, %24
  %29 = fdiv fast <4 x double> %12, %25
  %30 = fdiv fast <4 x double> %12, %26
  %31 = fdiv fast <4 x double> %12, %27
  %32 = fadd fast <4 x double> %28, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %33 = fadd fast <4 x double> %29, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %34 = fadd fast <4 x double> %30, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %35 = fadd fast <4 x double> %31, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %36 = fmul fast <4 x double> %32, %16
  %37 = fmul fast <4 x double> %33, %17
  %38 = fmul fast <4 x double> %34, %18
  %39 = fmul fast <4 x double> %35, %19
  %40 = add nuw i32 %14, 16
  %41 = add <4 x i32> %15, <i32 16, i32 16, i32 16, i32 16>
  %42 = icmp eq i32 %40, %10
  br i1 %42, label %43, label %13, !llvm.loop !57

43:                                               ; preds = %13
  %44 = fmul fast <4 x double> %37, %36
  %45 = fmul fast <4 x double> %38, %44
  %46 = fmul fast <4 x double> %39, %45
  %47 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %46)
  %48 = icmp eq i32 %10, %1
  br i1 %48, label %49, label %6

49:                                               ; preds = %51, %43, %2
  %50 = phi double [ 1.000000e+00, %2 ], [ %47, %43 ], [ %58, %51 ]
  ret double %50

51:                                               ; preds = %6, %51
  %52 = phi i32 [ %59, %51 ], [ %7, %6 ]
  %53 = phi double [ %58, %51 ], [ %8, %6 ]
  %54 = add nuw i32 %52, 100
  %55 = uitofp i32 %54 to double
  %56 = fdiv fast double %0, %55
  %57 = fadd fast double %56, 1.000000e+00
  %58 = fmul fast double %57, %53
  %59 = add nuw nsw i32 %52, 1
  %60 = icmp eq i32 %59, %1
  br i1 %60, label %49, label %51, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @vmax(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %56

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %50, %4
  %7 = phi double [ -1.000000e+03, %4 ], [ %54, %50 ]
  %8 = phi i32 [ 0, %4 ], [ %10, %50 ]
  br label %58

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483632
  %11 = insertelement <4 x double> poison, double %0, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ 0, %9 ], [ %47, %13 ]
  %15 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %43, %13 ]
  %16 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %44, %13 ]
  %17 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %45, %13 ]
  %18 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %46, %13 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %48, %13 ]
  %20 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %21 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %22 = add <4 x i32> %19, <i32 12, i32 12, i32 12, i32 12>
  %23 = uitofp <4 x i32> %19 to <4 x double>
  %24 = uitofp <4 x i32> %20 to <4 x double>
  %25 = uitofp <4 x i32> %21 to <4 x double>
  %26 = uitofp <4 x i32> %22 to <4 x double>
  %27 = fmul fast <4 x double> %12, %23
  %28 = fmul fast <4 x double> %12, %24
  %29 = fmul fast <4 x double> %12, %25
  %30 = fmul fast <4 x double> %12, %26
  %31 = fmul fast <4 x double> %23, %23
  %32 = fmul fast <4 x double> %24, %24
  %33 = fmul fast <4 x double> %25, %25
  %34 = fmul fast <4 x double> %26, %26
  %35 = fmul fast <4 x double> %31, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %36 = fmul fast <4 x double> %32, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %37 = fmul fast <4 x double> %33, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %38 = fmul fast <4 x double> %34, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %39 = fsub fast <4 x double> %27, %35
  %40 = fsub fast <4 x double> %28, %36
  %41 = fsub fast <4 x double> %29, %37
  %42 = fsub fast <4 x double> %30, %38
  %43 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %15, <4 x double> %39)
  %44 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %16, <4 x double> %40)
  %45 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %17, <4 x double> %41)
  %46 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %18, <4 x double> %42)
  %47 = add nuw i32 %14, 16
  %48 = add <4 x i32> %19, <i32 16, i32 16, i32 16, i32 16>
  %49 = icmp eq i32 %47, %10
  br i1 %49, label %50, label %13, !llvm.loop !59

50:                                               ; preds = %13
  %51 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %43, <4 x double> %44)
  %52 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %51, <4 x double> %45)
  %53 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %52, <4 x double> %46)
  %54 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %53)
  %55 = icmp eq i32 %10, %1
  br i1 %55, label %56, label %6

56:                                               ; preds = %58, %50, %2
  %57 = phi double [ -1.000000e+03, %2 ], [ %54, %50 ], [ %66, %58 ]
  ret double %57

58:                                               ; preds = %6, %58
  %59 = phi double [ %66, %58 ], [ %7, %6 ]
  %60 = phi i32 [ %67, %58 ], [ %8, %6 ]
  %61 = uitofp nneg i32 %60 to double
  %62 = fmul fast double %61, %0
  %63 = fmul fast double %61, %61
  %64 = fmul fast double %63, 1.000000e-02
  %65 = fsub fast double %62, %64
  %66 = tail call fast double @llvm.maxnum.f64(double %59, double %65)
  %67 = add nuw nsw i32 %60, 1
  %68 = icmp eq i32 %67, %1
  br i1 %68, label %56, label %58, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @vdot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #4 {
  %4 = alloca [256 x double], align 16
  %5 = alloca [256 x double], align 16
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  %6 = tail call i32 @llvm.smin.i32(i32 %2, i32 256)
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %120

8:                                                ; preds = %3
  %9 = fmul fast double %0, 5.000000e-01
  %10 = zext nneg i32 %6 to i64
  %11 = icmp slt i32 %2, 16
  br i1 %11, label %12, label %14

12:                                               ; preds = %59, %8
  %13 = phi i64 [ 0, %8 ], [ %15, %59 ]
  br label %108

14:                                               ; preds = %8
  %15 = and i64 %10, 496
  %16 = insertelement <4 x double> poison, double %0, i64 0
  %17 = shufflevector <4 x double> %16, <4 x double> poison, <4 x i32> zeroinitializer
  %18 = insertelement <4 x double> poison, double %9, i64 0
  %19 = shufflevector <4 x double> %18, <4 x double> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x double> poison, double %1, i64 0
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <4 x i32> zeroinitializer
  br label %22

22:                                               ; preds = %22, %14
  %23 = phi i64 [ 0, %14 ], [ %56, %22 ]
  %24 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %57, %22 ]
  %25 = add <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>
  %26 = add <4 x i32> %24, <i32 8, i32 8, i32 8, i32 8>
  %27 = add <4 x i32> %24, <i32 12, i32 12, i32 12, i32 12>
  %28 = uitofp <4 x i32> %24 to <4 x double>
  %29 = uitofp <4 x i32> %25 to <4 x double>
  %30 = uitofp <4 x i32> %26 to <4 x double>
  %31 = uitofp <4 x i32> %27 to <4 x double>
  %32 = fmul fast <4 x double> %17, %28
  %33 = fmul fast <4 x double> %17, %29
  %34 = fmul fast <4 x double> %17, %30
  %35 = fmul fast <4 x double> %17, %31
  %36 = fadd fast <4 x double> %32, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %37 = fadd fast <4 x double> %33, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %38 = fadd fast <4 x double> %34, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %39 = fadd fast <4 x double> %35, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %40 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %23
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = getelementptr inbounds i8, ptr %40, i64 64
  %43 = getelementptr inbounds i8, ptr %40, i64 96
  store <4 x double> %36, ptr %40, align 16, !tbaa !9
  store <4 x double> %37, ptr %41, align 16, !tbaa !9
  store <4 x double> %38, ptr %42, align 16, !tbaa !9
  store <4 x double> %39, ptr %43, align 16, !tbaa !9
  %44 = fmul fast <4 x double> %19, %28
  %45 = fmul fast <4 x double> %19, %29
  %46 = fmul fast <4 x double> %19, %30
  %47 = fmul fast <4 x double> %19, %31
  %48 = fsub fast <4 x double> %21, %44
  %49 = fsub fast <4 x double> %21, %45
  %50 = fsub fast <4 x double> %21, %46
  %51 = fsub fast <4 x double> %21, %47
  %52 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %23
  %53 = getelementptr inbounds i8, ptr %52, i64 32
  %54 = getelementptr inbounds i8, ptr %52, i64 64
  %55 = getelementptr inbounds i8, ptr %52, i64 96
  store <4 x double> %48, ptr %52, align 16, !tbaa !9
  store <4 x double> %49, ptr %53, align 16, !tbaa !9
  store <4 x double> %50, ptr %54, align 16, !tbaa !9
  store <4 x double> %51, ptr %55, align 16, !tbaa !9
  %56 = add nuw i64 %23, 16
  %57 = add <4 x i32> %24, <i32 16, i32 16, i32 16, i32 16>
  %58 = icmp eq i64 %56, %15
  br i1 %58, label %59, label %22, !llvm.loop !61

59:                                               ; preds = %22
  %60 = icmp eq i64 %15, %10
  br i1 %60, label %61, label %12

61:                                               ; preds = %108, %59
  br i1 %7, label %62, label %120

62:                                               ; preds = %61
  %63 = zext nneg i32 %6 to i64
  %64 = icmp slt i32 %2, 16
  br i1 %64, label %65, label %68

65:                                               ; preds = %102, %62
  %66 = phi i64 [ 0, %62 ], [ %69, %102 ]
  %67 = phi double [ 0.000000e+00, %62 ], [ %106, %102 ]
  br label %122

68:                                               ; preds = %62
  %69 = and i64 %10, 496
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi i64 [ 0, %68 ], [ %100, %70 ]
  %72 = phi <4 x double> [ zeroinitializer, %68 ], [ %96, %70 ]
  %73 = phi <4 x double> [ zeroinitializer, %68 ], [ %97, %70 ]
  %74 = phi <4 x double> [ zeroinitializer, %68 ], [ %98, %70 ]
  %75 = phi <4 x double> [ zeroinitializer, %68 ], [ %99, %70 ]
  %76 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %71
  %77 = getelementptr inbounds i8, ptr %76, i64 32
  %78 = getelementptr inbounds i8, ptr %76, i64 64
  %79 = getelementptr inbounds i8, ptr %76, i64 96
  %80 = load <4 x double>, ptr %76, align 16, !tbaa !9
  %81 = load <4 x double>, ptr %77, align 16, !tbaa !9
  %82 = load <4 x double>, ptr %78, align 16, !tbaa !9
  %83 = load <4 x double>, ptr %79, align 16, !tbaa !9
  %84 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %71
  %85 = getelementptr inbounds i8, ptr %84, i64 32
  %86 = getelementptr inbounds i8, ptr %84, i64 64
  %87 = getelementptr inbounds i8, ptr %84, i64 96
  %88 = load <4 x double>, ptr %84, align 16, !tbaa !9
  %89 = load <4 x double>, ptr %85, align 16, !tbaa !9
  %90 = load <4 x double>, ptr %86, align 16, !tbaa !9
  %91 = load <4 x double>, ptr %87, align 16, !tbaa !9
  %92 = fmul fast <4 x double> %88, %80
  %93 = fmul fast <4 x double> %89, %81
  %94 = fmul fast <4 x double> %90, %82
  %95 = fmul fast <4 x double> %91, %83
  %96 = fadd fast <4 x double> %92, %72
  %97 = fadd fast <4 x double> %93, %73
  %98 = fadd fast <4 x double> %94, %74
  %99 = fadd fast <4 x double> %95, %75
  %100 = add nuw i64 %71, 16
  %101 = icmp eq i64 %100, %69
  br i1 %101, label %102, label %70, !llvm.loop !62

102:                                              ; preds = %70
  %103 = fadd fast <4 x double> %97, %96
  %104 = fadd fast <4 x double> %98, %103
  %105 = fadd fast <4 x double> %99, %104
  %106 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %105)
  %107 = icmp eq i64 %69, %10
  br i1 %107, label %120, label %65

108:                                              ; preds = %12, %108
  %109 = phi i64 [ %118, %108 ], [ %13, %12 ]
  %110 = trunc nuw nsw i64 %109 to i32
  %111 = uitofp nneg i32 %110 to double
  %112 = fmul fast double %111, %0
  %113 = fadd fast double %112, 1.000000e+00
  %114 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %109
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = fmul fast double %9, %111
  %116 = fsub fast double %1, %115
  %117 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %109
  store double %116, ptr %117, align 8, !tbaa !9
  %118 = add nuw nsw i64 %109, 1
  %119 = icmp eq i64 %118, %10
  br i1 %119, label %61, label %108, !llvm.loop !63

120:                                              ; preds = %122, %102, %3, %61
  %121 = phi double [ 0.000000e+00, %61 ], [ 0.000000e+00, %3 ], [ %106, %102 ], [ %130, %122 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  ret double %121

122:                                              ; preds = %65, %122
  %123 = phi i64 [ %131, %122 ], [ %66, %65 ]
  %124 = phi double [ %130, %122 ], [ %67, %65 ]
  %125 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %123
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %123
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = fmul fast double %128, %126
  %130 = fadd fast double %129, %124
  %131 = add nuw nsw i64 %123, 1
  %132 = icmp eq i64 %131, %63
  br i1 %132, label %120, label %122, !llvm.loop !64
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v4f64(<4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !14, !13}
!16 = distinct !{!16, !12, !13, !14}
!17 = distinct !{!17, !12, !14, !13}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12, !14, !13}
!20 = distinct !{!20, !12, !13, !14}
!21 = distinct !{!21, !12, !14, !13}
!22 = distinct !{!22, !12, !13, !14}
!23 = distinct !{!23, !12, !13, !14}
!24 = distinct !{!24, !12, !14, !13}
!25 = distinct !{!25, !12, !13, !14}
!26 = distinct !{!26, !12, !14, !13}
!27 = distinct !{!27, !12, !13, !14}
!28 = distinct !{!28, !12, !14, !13}
!29 = distinct !{!29, !12, !13, !14}
!30 = distinct !{!30, !12, !14, !13}
!31 = distinct !{!31, !12, !13, !14}
!32 = distinct !{!32, !12, !14, !13}
!33 = distinct !{!33, !12, !13, !14}
!34 = distinct !{!34, !12, !14, !13}
!35 = distinct !{!35, !12, !13, !14}
!36 = distinct !{!36, !12, !14, !13}
!37 = distinct !{!37, !12, !13, !14}
!38 = distinct !{!38, !12, !14, !13}
!39 = distinct !{!39, !12, !13, !14}
!40 = distinct !{!40, !12, !14, !13}
!41 = distinct !{!41, !12, !13, !14}
!42 = distinct !{!42, !12, !14, !13}
!43 = distinct !{!43, !12, !13, !14}
!44 = distinct !{!44, !12, !14, !13}
!45 = distinct !{!45, !12, !13, !14}
!46 = distinct !{!46, !12, !14, !13}
!47 = distinct !{!47, !12, !13, !14}
!48 = distinct !{!48, !12, !14, !13}
!49 = distinct !{!49, !12, !13, !14}
!50 = distinct !{!50, !12, !14, !13}
!51 = distinct !{!51, !12}
!52 = distinct !{!52, !12, !14, !13}
!53 = distinct !{!53, !12, !13, !14}
!54 = distinct !{!54, !12, !14, !13}
!55 = distinct !{!55, !12, !13, !14}
!56 = distinct !{!56, !12, !14, !13}
!57 = distinct !{!57, !12, !13, !14}
!58 = distinct !{!58, !12, !14, !13}
!59 = distinct !{!59, !12, !13, !14}
!60 = distinct !{!60, !12, !14, !13}
!61 = distinct !{!61, !12, !13, !14}
!62 = distinct !{!62, !12, !13, !14}
!63 = distinct !{!63, !12, !14, !13}
!64 = distinct !{!64, !12, !14, !13}
