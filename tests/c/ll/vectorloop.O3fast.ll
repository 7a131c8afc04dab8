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
  %1 = alloca [256 x double], align 16
  %2 = alloca [256 x double], align 16
  %3 = alloca [256 x double], align 16
  %4 = alloca [256 x double], align 16
  %5 = alloca [256 x double], align 16
  %6 = alloca [256 x double], align 16
  %7 = alloca [256 x double], align 16
  %8 = alloca [256 x double], align 16
  br label %15

9:                                                ; preds = %1396
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10, i32 noundef %10)
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  ret i32 %14

15:                                               ; preds = %0, %1396
  %16 = phi i64 [ 0, %0 ], [ %1397, %1396 ]
  %17 = getelementptr inbounds [5 x i32], ptr @main.ns, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = trunc nuw nsw i64 %16 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = fmul fast double %22, 3.500000e-01
  %24 = fsub fast double 6.000000e-01, %23
  %25 = tail call fast double @llvm.fabs.f64(double %20)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = tail call fast double @llvm.fabs.f64(double %24)
  %29 = tail call fast double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul fast double %29, 4.000000e+00
  %31 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %32 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef nofpclass(nan inf) %20, i32 noundef %31, double noundef nofpclass(nan inf) %24, i32 noundef %18) #7
  %33 = fadd fast double %27, %20
  %34 = icmp eq i64 %16, 3
  br i1 %34, label %97, label %35

35:                                               ; preds = %15
  %36 = icmp eq i64 %16, 2
  br i1 %36, label %37, label %40

37:                                               ; preds = %91, %35
  %38 = phi i32 [ 0, %35 ], [ %41, %91 ]
  %39 = phi double [ 0.000000e+00, %35 ], [ %95, %91 ]
  br label %99

40:                                               ; preds = %35
  %41 = and i32 %18, -16
  %42 = insertelement <4 x double> poison, double %33, i64 0
  %43 = shufflevector <4 x double> %42, <4 x double> poison, <4 x i32> zeroinitializer
  %44 = insertelement <4 x double> poison, double %24, i64 0
  %45 = shufflevector <4 x double> %44, <4 x double> poison, <4 x i32> zeroinitializer
  br label %46

46:                                               ; preds = %46, %40
  %47 = phi i32 [ 0, %40 ], [ %88, %46 ]
  %48 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %40 ], [ %89, %46 ]
  %49 = phi <4 x double> [ zeroinitializer, %40 ], [ %84, %46 ]
  %50 = phi <4 x double> [ zeroinitializer, %40 ], [ %85, %46 ]
  %51 = phi <4 x double> [ zeroinitializer, %40 ], [ %86, %46 ]
  %52 = phi <4 x double> [ zeroinitializer, %40 ], [ %87, %46 ]
  %53 = add <4 x i32> %48, <i32 4, i32 4, i32 4, i32 4>
  %54 = add <4 x i32> %48, <i32 8, i32 8, i32 8, i32 8>
  %55 = add <4 x i32> %48, <i32 12, i32 12, i32 12, i32 12>
  %56 = uitofp <4 x i32> %48 to <4 x double>
  %57 = uitofp <4 x i32> %53 to <4 x double>
  %58 = uitofp <4 x i32> %54 to <4 x double>
  %59 = uitofp <4 x i32> %55 to <4 x double>
  %60 = fmul fast <4 x double> %56, %56
  %61 = fmul fast <4 x double> %57, %57
  %62 = fmul fast <4 x double> %58, %58
  %63 = fmul fast <4 x double> %59, %59
  %64 = fmul fast <4 x double> %60, %43
  %65 = fmul fast <4 x double> %61, %43
  %66 = fmul fast <4 x double> %62, %43
  %67 = fmul fast <4 x double> %63, %43
  %68 = add nuw nsw <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>
  %69 = add <4 x i32> %48, <i32 5, i32 5, i32 5, i32 5>
  %70 = add <4 x i32> %48, <i32 9, i32 9, i32 9, i32 9>
  %71 = add <4 x i32> %48, <i32 13, i32 13, i32 13, i32 13>
  %72 = uitofp <4 x i32> %68 to <4 x double>
  %73 = uitofp <4 x i32> %69 to <4 x double>
  %74 = uitofp <4 x i32> %70 to <4 x double>
  %75 = uitofp <4 x i32> %71 to <4 x double>
  %76 = fdiv fast <4 x double> %45, %72
  %77 = fdiv fast <4 x double> %45, %73
  %78 = fdiv fast <4 x double> %45, %74
  %79 = fdiv fast <4 x double> %45, %75
  %80 = fadd fast <4 x double> %76, %49
  %81 = fadd fast <4 x double> %77, %50
  %82 = fadd fast <4 x double> %78, %51
  %83 = fadd fast <4 x double> %79, %52
  %84 = fadd fast <4 x double> %80, %64
  %85 = fadd fast <4 x double> %81, %65
  %86 = fadd fast <4 x double> %82, %66
  %87 = fadd fast <4 x double> %83, %67
  %88 = add nuw i32 %47, 16
  %89 = add <4 x i32> %48, <i32 16, i32 16, i32 16, i32 16>
  %90 = icmp eq i32 %88, %41
  br i1 %90, label %91, label %46, !llvm.loop !11

91:                                               ; preds = %46
  %92 = fadd fast <4 x double> %85, %84
  %93 = fadd fast <4 x double> %86, %92
  %94 = fadd fast <4 x double> %87, %93
  %95 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %94)
  %96 = icmp eq i32 %18, %41
  br i1 %96, label %111, label %37

97:                                               ; preds = %15
  %98 = fsub fast double %20, %27
  br label %190

99:                                               ; preds = %37, %99
  %100 = phi i32 [ %105, %99 ], [ %38, %37 ]
  %101 = phi double [ %109, %99 ], [ %39, %37 ]
  %102 = uitofp nneg i32 %100 to double
  %103 = fmul fast double %102, %102
  %104 = fmul fast double %103, %33
  %105 = add nuw nsw i32 %100, 1
  %106 = uitofp nneg i32 %105 to double
  %107 = fdiv fast double %24, %106
  %108 = fadd fast double %107, %101
  %109 = fadd fast double %108, %104
  %110 = icmp eq i32 %105, %18
  br i1 %110, label %111, label %99, !llvm.loop !15

111:                                              ; preds = %99, %91
  %112 = phi double [ %95, %91 ], [ %109, %99 ]
  %113 = fsub fast double %20, %27
  %114 = icmp eq i64 %16, 2
  br i1 %114, label %172, label %115

115:                                              ; preds = %111
  %116 = and i32 %18, -16
  %117 = insertelement <4 x double> poison, double %113, i64 0
  %118 = shufflevector <4 x double> %117, <4 x double> poison, <4 x i32> zeroinitializer
  %119 = insertelement <4 x double> poison, double %24, i64 0
  %120 = shufflevector <4 x double> %119, <4 x double> poison, <4 x i32> zeroinitializer
  br label %121

121:                                              ; preds = %121, %115
  %122 = phi i32 [ 0, %115 ], [ %163, %121 ]
  %123 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %115 ], [ %164, %121 ]
  %124 = phi <4 x double> [ zeroinitializer, %115 ], [ %159, %121 ]
  %125 = phi <4 x double> [ zeroinitializer, %115 ], [ %160, %121 ]
  %126 = phi <4 x double> [ zeroinitializer, %115 ], [ %161, %121 ]
  %127 = phi <4 x double> [ zeroinitializer, %115 ], [ %162, %121 ]
  %128 = add <4 x i32> %123, <i32 4, i32 4, i32 4, i32 4>
  %129 = add <4 x i32> %123, <i32 8, i32 8, i32 8, i32 8>
  %130 = add <4 x i32> %123, <i32 12, i32 12, i32 12, i32 12>
  %131 = uitofp <4 x i32> %123 to <4 x double>
  %132 = uitofp <4 x i32> %128 to <4 x double>
  %133 = uitofp <4 x i32> %129 to <4 x double>
  %134 = uitofp <4 x i32> %130 to <4 x double>
  %135 = fmul fast <4 x double> %131, %131
  %136 = fmul fast <4 x double> %132, %132
  %137 = fmul fast <4 x double> %133, %133
  %138 = fmul fast <4 x double> %134, %134
  %139 = fmul fast <4 x double> %135, %118
  %140 = fmul fast <4 x double> %136, %118
  %141 = fmul fast <4 x double> %137, %118
  %142 = fmul fast <4 x double> %138, %118
  %143 = add nuw nsw <4 x i32> %123, <i32 1, i32 1, i32 1, i32 1>
  %144 = add <4 x i32> %123, <i32 5, i32 5, i32 5, i32 5>
  %145 = add <4 x i32> %123, <i32 9, i32 9, i32 9, i32 9>
  %146 = add <4 x i32> %123, <i32 13, i32 13, i32 13, i32 13>
  %147 = uitofp <4 x i32> %143 to <4 x double>
  %148 = uitofp <4 x i32> %144 to <4 x double>
  %149 = uitofp <4 x i32> %145 to <4 x double>
  %150 = uitofp <4 x i32> %146 to <4 x double>
  %151 = fdiv fast <4 x double> %120, %147
  %152 = fdiv fast <4 x double> %120, %148
  %153 = fdiv fast <4 x double> %120, %149
  %154 = fdiv fast <4 x double> %120, %150
  %155 = fadd fast <4 x double> %151, %124
  %156 = fadd fast <4 x double> %152, %125
  %157 = fadd fast <4 x double> %153, %126
  %158 = fadd fast <4 x double> %154, %127
  %159 = fadd fast <4 x double> %155, %139
  %160 = fadd fast <4 x double> %156, %140
  %161 = fadd fast <4 x double> %157, %141
  %162 = fadd fast <4 x double> %158, %142
  %163 = add nuw i32 %122, 16
  %164 = add <4 x i32> %123, <i32 16, i32 16, i32 16, i32 16>
  %165 = icmp eq i32 %163, %116
  br i1 %165, label %166, label %121, !llvm.loop !16

166:                                              ; preds = %121
  %167 = fadd fast <4 x double> %160, %159
  %168 = fadd fast <4 x double> %161, %167
  %169 = fadd fast <4 x double> %162, %168
  %170 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %169)
  %171 = icmp eq i32 %18, %116
  br i1 %171, label %187, label %172

172:                                              ; preds = %166, %111
  %173 = phi i32 [ 0, %111 ], [ %116, %166 ]
  %174 = phi double [ 0.000000e+00, %111 ], [ %170, %166 ]
  br label %175

175:                                              ; preds = %172, %175
  %176 = phi i32 [ %181, %175 ], [ %173, %172 ]
  %177 = phi double [ %185, %175 ], [ %174, %172 ]
  %178 = uitofp nneg i32 %176 to double
  %179 = fmul fast double %178, %178
  %180 = fmul fast double %179, %113
  %181 = add nuw nsw i32 %176, 1
  %182 = uitofp nneg i32 %181 to double
  %183 = fdiv fast double %24, %182
  %184 = fadd fast double %183, %177
  %185 = fadd fast double %184, %180
  %186 = icmp eq i32 %181, %18
  br i1 %186, label %187, label %175, !llvm.loop !17

187:                                              ; preds = %175, %166
  %188 = phi double [ %170, %166 ], [ %185, %175 ]
  %189 = fsub fast double %112, %188
  br label %190

190:                                              ; preds = %187, %97
  %191 = phi double [ %98, %97 ], [ %113, %187 ]
  %192 = phi double [ 0.000000e+00, %97 ], [ %189, %187 ]
  %193 = fmul fast double %26, 2.000000e-06
  %194 = fdiv fast double %192, %193
  %195 = tail call fast double @llvm.fabs.f64(double %194)
  %196 = tail call fast double @llvm.maxnum.f64(double %195, double 1.000000e+00)
  %197 = fsub fast double %32, %194
  %198 = tail call fast double @llvm.fabs.f64(double %197)
  %199 = fmul fast double %196, 0x3EB0C6F7A0B5ED8D
  %200 = fcmp fast ole double %198, %199
  %201 = select i1 %200, ptr @.str.12, ptr @.str.13
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %194, ptr noundef nonnull %201)
  br i1 %200, label %206, label %203

203:                                              ; preds = %190
  %204 = load i32, ptr @n_fail, align 4, !tbaa !5
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr @n_fail, align 4, !tbaa !5
  br label %206

206:                                              ; preds = %190, %203
  %207 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %208 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %207, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %24, i32 noundef %18) #7
  %209 = fadd fast double %30, %24
  br i1 %34, label %272, label %210

210:                                              ; preds = %206
  %211 = icmp eq i64 %16, 2
  br i1 %211, label %212, label %215

212:                                              ; preds = %266, %210
  %213 = phi i32 [ 0, %210 ], [ %216, %266 ]
  %214 = phi double [ 0.000000e+00, %210 ], [ %270, %266 ]
  br label %274

215:                                              ; preds = %210
  %216 = and i32 %18, -16
  %217 = insertelement <4 x double> poison, double %20, i64 0
  %218 = shufflevector <4 x double> %217, <4 x double> poison, <4 x i32> zeroinitializer
  %219 = insertelement <4 x double> poison, double %209, i64 0
  %220 = shufflevector <4 x double> %219, <4 x double> poison, <4 x i32> zeroinitializer
  br label %221

221:                                              ; preds = %221, %215
  %222 = phi i32 [ 0, %215 ], [ %263, %221 ]
  %223 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %215 ], [ %264, %221 ]
  %224 = phi <4 x double> [ zeroinitializer, %215 ], [ %259, %221 ]
  %225 = phi <4 x double> [ zeroinitializer, %215 ], [ %260, %221 ]
  %226 = phi <4 x double> [ zeroinitializer, %215 ], [ %261, %221 ]
  %227 = phi <4 x double> [ zeroinitializer, %215 ], [ %262, %221 ]
  %228 = add <4 x i32> %223, <i32 4, i32 4, i32 4, i32 4>
  %229 = add <4 x i32> %223, <i32 8, i32 8, i32 8, i32 8>
  %230 = add <4 x i32> %223, <i32 12, i32 12, i32 12, i32 12>
  %231 = uitofp <4 x i32> %223 to <4 x double>
  %232 = uitofp <4 x i32> %228 to <4 x double>
  %233 = uitofp <4 x i32> %229 to <4 x double>
  %234 = uitofp <4 x i32> %230 to <4 x double>
  %235 = fmul fast <4 x double> %231, %231
  %236 = fmul fast <4 x double> %232, %232
  %237 = fmul fast <4 x double> %233, %233
  %238 = fmul fast <4 x double> %234, %234
  %239 = fmul fast <4 x double> %235, %218
  %240 = fmul fast <4 x double> %236, %218
  %241 = fmul fast <4 x double> %237, %218
  %242 = fmul fast <4 x double> %238, %218
  %243 = add nuw nsw <4 x i32> %223, <i32 1, i32 1, i32 1, i32 1>
  %244 = add <4 x i32> %223, <i32 5, i32 5, i32 5, i32 5>
  %245 = add <4 x i32> %223, <i32 9, i32 9, i32 9, i32 9>
  %246 = add <4 x i32> %223, <i32 13, i32 13, i32 13, i32 13>
  %247 = uitofp <4 x i32> %243 to <4 x double>
  %248 = uitofp <4 x i32> %244 to <4 x double>
  %249 = uitofp <4 x i32> %245 to <4 x double>
  %250 = uitofp <4 x i32> %246 to <4 x double>
  %251 = fdiv fast <4 x double> %220, %247
  %252 = fdiv fast <4 x double> %220, %248
  %253 = fdiv fast <4 x double> %220, %249
  %254 = fdiv fast <4 x double> %220, %250
  %255 = fadd fast <4 x double> %251, %224
  %256 = fadd fast <4 x double> %252, %225
  %257 = fadd fast <4 x double> %253, %226
  %258 = fadd fast <4 x double> %254, %227
  %259 = fadd fast <4 x double> %255, %239
  %260 = fadd fast <4 x double> %256, %240
  %261 = fadd fast <4 x double> %257, %241
  %262 = fadd fast <4 x double> %258, %242
  %263 = add nuw i32 %222, 16
  %264 = add <4 x i32> %223, <i32 16, i32 16, i32 16, i32 16>
  %265 = icmp eq i32 %263, %216
  br i1 %265, label %266, label %221, !llvm.loop !18

266:                                              ; preds = %221
  %267 = fadd fast <4 x double> %260, %259
  %268 = fadd fast <4 x double> %261, %267
  %269 = fadd fast <4 x double> %262, %268
  %270 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %269)
  %271 = icmp eq i32 %18, %216
  br i1 %271, label %286, label %212

272:                                              ; preds = %206
  %273 = fsub fast double %24, %30
  br label %365

274:                                              ; preds = %212, %274
  %275 = phi i32 [ %280, %274 ], [ %213, %212 ]
  %276 = phi double [ %284, %274 ], [ %214, %212 ]
  %277 = uitofp nneg i32 %275 to double
  %278 = fmul fast double %277, %277
  %279 = fmul fast double %278, %20
  %280 = add nuw nsw i32 %275, 1
  %281 = uitofp nneg i32 %280 to double
  %282 = fdiv fast double %209, %281
  %283 = fadd fast double %282, %276
  %284 = fadd fast double %283, %279
  %285 = icmp eq i32 %280, %18
  br i1 %285, label %286, label %274, !llvm.loop !19

286:                                              ; preds = %274, %266
  %287 = phi double [ %270, %266 ], [ %284, %274 ]
  %288 = fsub fast double %24, %30
  %289 = icmp eq i64 %16, 2
  br i1 %289, label %347, label %290

290:                                              ; preds = %286
  %291 = and i32 %18, -16
  %292 = insertelement <4 x double> poison, double %20, i64 0
  %293 = shufflevector <4 x double> %292, <4 x double> poison, <4 x i32> zeroinitializer
  %294 = insertelement <4 x double> poison, double %288, i64 0
  %295 = shufflevector <4 x double> %294, <4 x double> poison, <4 x i32> zeroinitializer
  br label %296

296:                                              ; preds = %296, %290
  %297 = phi i32 [ 0, %290 ], [ %338, %296 ]
  %298 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %290 ], [ %339, %296 ]
  %299 = phi <4 x double> [ zeroinitializer, %290 ], [ %334, %296 ]
  %300 = phi <4 x double> [ zeroinitializer, %290 ], [ %335, %296 ]
  %301 = phi <4 x double> [ zeroinitializer, %290 ], [ %336, %296 ]
  %302 = phi <4 x double> [ zeroinitializer, %290 ], [ %337, %296 ]
  %303 = add <4 x i32> %298, <i32 4, i32 4, i32 4, i32 4>
  %304 = add <4 x i32> %298, <i32 8, i32 8, i32 8, i32 8>
  %305 = add <4 x i32> %298, <i32 12, i32 12, i32 12, i32 12>
  %306 = uitofp <4 x i32> %298 to <4 x double>
  %307 = uitofp <4 x i32> %303 to <4 x double>
  %308 = uitofp <4 x i32> %304 to <4 x double>
  %309 = uitofp <4 x i32> %305 to <4 x double>
  %310 = fmul fast <4 x double> %306, %306
  %311 = fmul fast <4 x double> %307, %307
  %312 = fmul fast <4 x double> %308, %308
  %313 = fmul fast <4 x double> %309, %309
  %314 = fmul fast <4 x double> %310, %293
  %315 = fmul fast <4 x double> %311, %293
  %316 = fmul fast <4 x double> %312, %293
  %317 = fmul fast <4 x double> %313, %293
  %318 = add nuw nsw <4 x i32> %298, <i32 1, i32 1, i32 1, i32 1>
  %319 = add <4 x i32> %298, <i32 5, i32 5, i32 5, i32 5>
  %320 = add <4 x i32> %298, <i32 9, i32 9, i32 9, i32 9>
  %321 = add <4 x i32> %298, <i32 13, i32 13, i32 13, i32 13>
  %322 = uitofp <4 x i32> %318 to <4 x double>
  %323 = uitofp <4 x i32> %319 to <4 x double>
  %324 = uitofp <4 x i32> %320 to <4 x double>
  %325 = uitofp <4 x i32> %321 to <4 x double>
  %326 = fdiv fast <4 x double> %295, %322
  %327 = fdiv fast <4 x double> %295, %323
  %328 = fdiv fast <4 x double> %295, %324
  %329 = fdiv fast <4 x double> %295, %325
  %330 = fadd fast <4 x double> %326, %299
  %331 = fadd fast <4 x double> %327, %300
  %332 = fadd fast <4 x double> %328, %301
  %333 = fadd fast <4 x double> %329, %302
  %334 = fadd fast <4 x double> %330, %314
  %335 = fadd fast <4 x double> %331, %315
  %336 = fadd fast <4 x double> %332, %316
  %337 = fadd fast <4 x double> %333, %317
  %338 = add nuw i32 %297, 16
  %339 = add <4 x i32> %298, <i32 16, i32 16, i32 16, i32 16>
  %340 = icmp eq i32 %338, %291
  br i1 %340, label %341, label %296, !llvm.loop !20

341:                                              ; preds = %296
  %342 = fadd fast <4 x double> %335, %334
  %343 = fadd fast <4 x double> %336, %342
  %344 = fadd fast <4 x double> %337, %343
  %345 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %344)
  %346 = icmp eq i32 %18, %291
  br i1 %346, label %362, label %347

347:                                              ; preds = %341, %286
  %348 = phi i32 [ 0, %286 ], [ %291, %341 ]
  %349 = phi double [ 0.000000e+00, %286 ], [ %345, %341 ]
  br label %350

350:                                              ; preds = %347, %350
  %351 = phi i32 [ %356, %350 ], [ %348, %347 ]
  %352 = phi double [ %360, %350 ], [ %349, %347 ]
  %353 = uitofp nneg i32 %351 to double
  %354 = fmul fast double %353, %353
  %355 = fmul fast double %354, %20
  %356 = add nuw nsw i32 %351, 1
  %357 = uitofp nneg i32 %356 to double
  %358 = fdiv fast double %288, %357
  %359 = fadd fast double %358, %352
  %360 = fadd fast double %359, %355
  %361 = icmp eq i32 %356, %18
  br i1 %361, label %362, label %350, !llvm.loop !21

362:                                              ; preds = %350, %341
  %363 = phi double [ %345, %341 ], [ %360, %350 ]
  %364 = fsub fast double %287, %363
  br label %365

365:                                              ; preds = %362, %272
  %366 = phi double [ %273, %272 ], [ %288, %362 ]
  %367 = phi double [ 0.000000e+00, %272 ], [ %364, %362 ]
  %368 = fmul fast double %29, 8.000000e+00
  %369 = fdiv fast double %367, %368
  %370 = tail call fast double @llvm.fabs.f64(double %369)
  %371 = tail call fast double @llvm.maxnum.f64(double %370, double 1.000000e+00)
  %372 = fsub fast double %208, %369
  %373 = tail call fast double @llvm.fabs.f64(double %372)
  %374 = fmul fast double %371, 0x3EB0C6F7A0B5ED8D
  %375 = fcmp fast ole double %373, %374
  %376 = select i1 %375, ptr @.str.12, ptr @.str.13
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %208, double noundef nofpclass(nan inf) %369, ptr noundef nonnull %376)
  br i1 %375, label %381, label %378

378:                                              ; preds = %365
  %379 = load i32, ptr @n_fail, align 4, !tbaa !5
  %380 = add nsw i32 %379, 1
  store i32 %380, ptr @n_fail, align 4, !tbaa !5
  br label %381

381:                                              ; preds = %365, %378
  br i1 %34, label %422, label %382

382:                                              ; preds = %381
  %383 = tail call i32 @llvm.smax.i32(i32 %18, i32 1)
  %384 = icmp eq i64 %16, 2
  br i1 %384, label %385, label %388

385:                                              ; preds = %416, %382
  %386 = phi i32 [ 0, %382 ], [ %389, %416 ]
  %387 = phi double [ 0.000000e+00, %382 ], [ %420, %416 ]
  br label %1399

388:                                              ; preds = %382
  %389 = and i32 %383, 2147483632
  br label %390

390:                                              ; preds = %390, %388
  %391 = phi i32 [ 0, %388 ], [ %413, %390 ]
  %392 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %388 ], [ %414, %390 ]
  %393 = phi <4 x double> [ zeroinitializer, %388 ], [ %409, %390 ]
  %394 = phi <4 x double> [ zeroinitializer, %388 ], [ %410, %390 ]
  %395 = phi <4 x double> [ zeroinitializer, %388 ], [ %411, %390 ]
  %396 = phi <4 x double> [ zeroinitializer, %388 ], [ %412, %390 ]
  %397 = add nuw nsw <4 x i32> %392, <i32 1, i32 1, i32 1, i32 1>
  %398 = add <4 x i32> %392, <i32 5, i32 5, i32 5, i32 5>
  %399 = add <4 x i32> %392, <i32 9, i32 9, i32 9, i32 9>
  %400 = add <4 x i32> %392, <i32 13, i32 13, i32 13, i32 13>
  %401 = uitofp <4 x i32> %397 to <4 x double>
  %402 = uitofp <4 x i32> %398 to <4 x double>
  %403 = uitofp <4 x i32> %399 to <4 x double>
  %404 = uitofp <4 x i32> %400 to <4 x double>
  %405 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %401
  %406 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %402
  %407 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %403
  %408 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %404
  %409 = fadd fast <4 x double> %405, %393
  %410 = fadd fast <4 x double> %406, %394
  %411 = fadd fast <4 x double> %407, %395
  %412 = fadd fast <4 x double> %408, %396
  %413 = add nuw i32 %391, 16
  %414 = add <4 x i32> %392, <i32 16, i32 16, i32 16, i32 16>
  %415 = icmp eq i32 %413, %389
  br i1 %415, label %416, label %390, !llvm.loop !22

416:                                              ; preds = %390
  %417 = fadd fast <4 x double> %410, %409
  %418 = fadd fast <4 x double> %411, %417
  %419 = fadd fast <4 x double> %412, %418
  %420 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %419)
  %421 = icmp eq i32 %383, %389
  br i1 %421, label %422, label %385

422:                                              ; preds = %1399, %416, %381
  %423 = phi double [ 0.000000e+00, %381 ], [ %420, %416 ], [ %1405, %1399 ]
  %424 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %425 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef nofpclass(nan inf) %20, i32 noundef %424, double noundef nofpclass(nan inf) %24, i32 noundef %18) #7
  %426 = sitofp i32 %18 to double
  %427 = fadd fast double %426, -1.000000e+00
  %428 = fmul fast double %426, 2.000000e+00
  %429 = fadd fast double %428, -1.000000e+00
  %430 = fmul fast double %426, 0x3FC5555555555555
  %431 = fmul fast double %430, %427
  %432 = fmul fast double %431, %429
  %433 = tail call fast double @llvm.fabs.f64(double %432)
  %434 = tail call fast double @llvm.maxnum.f64(double %433, double 1.000000e+00)
  %435 = fsub fast double %425, %432
  %436 = tail call fast double @llvm.fabs.f64(double %435)
  %437 = fmul fast double %434, 0x3EB0C6F7A0B5ED8D
  %438 = fcmp fast ole double %436, %437
  %439 = select i1 %438, ptr @.str.12, ptr @.str.13
  %440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %425, double noundef nofpclass(nan inf) %432, ptr noundef nonnull %439)
  br i1 %438, label %444, label %441

441:                                              ; preds = %422
  %442 = load i32, ptr @n_fail, align 4, !tbaa !5
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @n_fail, align 4, !tbaa !5
  br label %444

444:                                              ; preds = %422, %441
  %445 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %446 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %445, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %24, i32 noundef %18) #7
  %447 = tail call fast double @llvm.fabs.f64(double %423)
  %448 = tail call fast double @llvm.maxnum.f64(double %447, double 1.000000e+00)
  %449 = fsub fast double %446, %423
  %450 = tail call fast double @llvm.fabs.f64(double %449)
  %451 = fmul fast double %448, 0x3EB0C6F7A0B5ED8D
  %452 = fcmp fast ole double %450, %451
  %453 = select i1 %452, ptr @.str.12, ptr @.str.13
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %446, double noundef nofpclass(nan inf) %423, ptr noundef nonnull %453)
  br i1 %452, label %458, label %455

455:                                              ; preds = %444
  %456 = load i32, ptr @n_fail, align 4, !tbaa !5
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr @n_fail, align 4, !tbaa !5
  br label %458

458:                                              ; preds = %444, %455
  %459 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsq, double noundef nofpclass(nan inf) %20, i32 noundef %18) #7
  br i1 %34, label %580, label %460

460:                                              ; preds = %458
  %461 = icmp eq i64 %16, 2
  br i1 %461, label %505, label %462

462:                                              ; preds = %460
  %463 = and i32 %18, -16
  %464 = insertelement <4 x double> poison, double %33, i64 0
  %465 = shufflevector <4 x double> %464, <4 x double> poison, <4 x i32> zeroinitializer
  br label %466

466:                                              ; preds = %466, %462
  %467 = phi i32 [ 0, %462 ], [ %496, %466 ]
  %468 = phi <4 x double> [ zeroinitializer, %462 ], [ %492, %466 ]
  %469 = phi <4 x double> [ zeroinitializer, %462 ], [ %493, %466 ]
  %470 = phi <4 x double> [ zeroinitializer, %462 ], [ %494, %466 ]
  %471 = phi <4 x double> [ zeroinitializer, %462 ], [ %495, %466 ]
  %472 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %462 ], [ %497, %466 ]
  %473 = add <4 x i32> %472, <i32 4, i32 4, i32 4, i32 4>
  %474 = add <4 x i32> %472, <i32 8, i32 8, i32 8, i32 8>
  %475 = add <4 x i32> %472, <i32 12, i32 12, i32 12, i32 12>
  %476 = uitofp <4 x i32> %472 to <4 x double>
  %477 = uitofp <4 x i32> %473 to <4 x double>
  %478 = uitofp <4 x i32> %474 to <4 x double>
  %479 = uitofp <4 x i32> %475 to <4 x double>
  %480 = fmul fast <4 x double> %476, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %481 = fmul fast <4 x double> %477, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %482 = fmul fast <4 x double> %478, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %483 = fmul fast <4 x double> %479, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %484 = fsub fast <4 x double> %465, %480
  %485 = fsub fast <4 x double> %465, %481
  %486 = fsub fast <4 x double> %465, %482
  %487 = fsub fast <4 x double> %465, %483
  %488 = fmul fast <4 x double> %484, %484
  %489 = fmul fast <4 x double> %485, %485
  %490 = fmul fast <4 x double> %486, %486
  %491 = fmul fast <4 x double> %487, %487
  %492 = fadd fast <4 x double> %488, %468
  %493 = fadd fast <4 x double> %489, %469
  %494 = fadd fast <4 x double> %490, %470
  %495 = fadd fast <4 x double> %491, %471
  %496 = add nuw i32 %467, 16
  %497 = add <4 x i32> %472, <i32 16, i32 16, i32 16, i32 16>
  %498 = icmp eq i32 %496, %463
  br i1 %498, label %499, label %466, !llvm.loop !23

499:                                              ; preds = %466
  %500 = fadd fast <4 x double> %493, %492
  %501 = fadd fast <4 x double> %494, %500
  %502 = fadd fast <4 x double> %495, %501
  %503 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %502)
  %504 = icmp eq i32 %18, %463
  br i1 %504, label %518, label %505

505:                                              ; preds = %499, %460
  %506 = phi double [ 0.000000e+00, %460 ], [ %503, %499 ]
  %507 = phi i32 [ 0, %460 ], [ %463, %499 ]
  br label %508

508:                                              ; preds = %505, %508
  %509 = phi double [ %515, %508 ], [ %506, %505 ]
  %510 = phi i32 [ %516, %508 ], [ %507, %505 ]
  %511 = uitofp nneg i32 %510 to double
  %512 = fmul fast double %511, 1.000000e-02
  %513 = fsub fast double %33, %512
  %514 = fmul fast double %513, %513
  %515 = fadd fast double %514, %509
  %516 = add nuw nsw i32 %510, 1
  %517 = icmp eq i32 %516, %18
  br i1 %517, label %518, label %508, !llvm.loop !24

518:                                              ; preds = %508, %499
  %519 = phi double [ %503, %499 ], [ %515, %508 ]
  %520 = icmp eq i64 %16, 2
  br i1 %520, label %564, label %521

521:                                              ; preds = %518
  %522 = and i32 %18, -16
  %523 = insertelement <4 x double> poison, double %191, i64 0
  %524 = shufflevector <4 x double> %523, <4 x double> poison, <4 x i32> zeroinitializer
  br label %525

525:                                              ; preds = %525, %521
  %526 = phi i32 [ 0, %521 ], [ %555, %525 ]
  %527 = phi <4 x double> [ zeroinitializer, %521 ], [ %551, %525 ]
  %528 = phi <4 x double> [ zeroinitializer, %521 ], [ %552, %525 ]
  %529 = phi <4 x double> [ zeroinitializer, %521 ], [ %553, %525 ]
  %530 = phi <4 x double> [ zeroinitializer, %521 ], [ %554, %525 ]
  %531 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %521 ], [ %556, %525 ]
  %532 = add <4 x i32> %531, <i32 4, i32 4, i32 4, i32 4>
  %533 = add <4 x i32> %531, <i32 8, i32 8, i32 8, i32 8>
  %534 = add <4 x i32> %531, <i32 12, i32 12, i32 12, i32 12>
  %535 = uitofp <4 x i32> %531 to <4 x double>
  %536 = uitofp <4 x i32> %532 to <4 x double>
  %537 = uitofp <4 x i32> %533 to <4 x double>
  %538 = uitofp <4 x i32> %534 to <4 x double>
  %539 = fmul fast <4 x double> %535, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %540 = fmul fast <4 x double> %536, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %541 = fmul fast <4 x double> %537, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %542 = fmul fast <4 x double> %538, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %543 = fsub fast <4 x double> %524, %539
  %544 = fsub fast <4 x double> %524, %540
  %545 = fsub fast <4 x double> %524, %541
  %546 = fsub fast <4 x double> %524, %542
  %547 = fmul fast <4 x double> %543, %543
  %548 = fmul fast <4 x double> %544, %544
  %549 = fmul fast <4 x double> %545, %545
  %550 = fmul fast <4 x double> %546, %546
  %551 = fadd fast <4 x double> %547, %527
  %552 = fadd fast <4 x double> %548, %528
  %553 = fadd fast <4 x double> %549, %529
  %554 = fadd fast <4 x double> %550, %530
  %555 = add nuw i32 %526, 16
  %556 = add <4 x i32> %531, <i32 16, i32 16, i32 16, i32 16>
  %557 = icmp eq i32 %555, %522
  br i1 %557, label %558, label %525, !llvm.loop !25

558:                                              ; preds = %525
  %559 = fadd fast <4 x double> %552, %551
  %560 = fadd fast <4 x double> %553, %559
  %561 = fadd fast <4 x double> %554, %560
  %562 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %561)
  %563 = icmp eq i32 %18, %522
  br i1 %563, label %577, label %564

564:                                              ; preds = %558, %518
  %565 = phi double [ 0.000000e+00, %518 ], [ %562, %558 ]
  %566 = phi i32 [ 0, %518 ], [ %522, %558 ]
  br label %567

567:                                              ; preds = %564, %567
  %568 = phi double [ %574, %567 ], [ %565, %564 ]
  %569 = phi i32 [ %575, %567 ], [ %566, %564 ]
  %570 = uitofp nneg i32 %569 to double
  %571 = fmul fast double %570, 1.000000e-02
  %572 = fsub fast double %191, %571
  %573 = fmul fast double %572, %572
  %574 = fadd fast double %573, %568
  %575 = add nuw nsw i32 %569, 1
  %576 = icmp eq i32 %575, %18
  br i1 %576, label %577, label %567, !llvm.loop !26

577:                                              ; preds = %567, %558
  %578 = phi double [ %562, %558 ], [ %574, %567 ]
  %579 = fsub fast double %519, %578
  br label %580

580:                                              ; preds = %577, %458
  %581 = phi double [ 0.000000e+00, %458 ], [ %579, %577 ]
  %582 = fdiv fast double %581, %193
  %583 = tail call fast double @llvm.fabs.f64(double %582)
  %584 = tail call fast double @llvm.maxnum.f64(double %583, double 1.000000e+00)
  %585 = fsub fast double %459, %582
  %586 = tail call fast double @llvm.fabs.f64(double %585)
  %587 = fmul fast double %584, 0x3EB0C6F7A0B5ED8D
  %588 = fcmp fast ole double %586, %587
  %589 = select i1 %588, ptr @.str.12, ptr @.str.13
  %590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %459, double noundef nofpclass(nan inf) %582, ptr noundef nonnull %589)
  br i1 %588, label %594, label %591

591:                                              ; preds = %580
  %592 = load i32, ptr @n_fail, align 4, !tbaa !5
  %593 = add nsw i32 %592, 1
  store i32 %593, ptr @n_fail, align 4, !tbaa !5
  br label %594

594:                                              ; preds = %580, %591
  %595 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vprod, double noundef nofpclass(nan inf) %20, i32 noundef %18) #7
  br i1 %34, label %710, label %596

596:                                              ; preds = %594
  %597 = icmp eq i64 %16, 2
  br i1 %597, label %638, label %598

598:                                              ; preds = %596
  %599 = and i32 %18, -16
  %600 = insertelement <4 x double> poison, double %33, i64 0
  %601 = shufflevector <4 x double> %600, <4 x double> poison, <4 x i32> zeroinitializer
  br label %602

602:                                              ; preds = %602, %598
  %603 = phi i32 [ 0, %598 ], [ %629, %602 ]
  %604 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %598 ], [ %630, %602 ]
  %605 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %598 ], [ %625, %602 ]
  %606 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %598 ], [ %626, %602 ]
  %607 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %598 ], [ %627, %602 ]
  %608 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %598 ], [ %628, %602 ]
  %609 = add nuw <4 x i32> %604, <i32 100, i32 100, i32 100, i32 100>
  %610 = add <4 x i32> %604, <i32 104, i32 104, i32 104, i32 104>
  %611 = add <4 x i32> %604, <i32 108, i32 108, i32 108, i32 108>
  %612 = add <4 x i32> %604, <i32 112, i32 112, i32 112, i32 112>
  %613 = uitofp <4 x i32> %609 to <4 x double>
  %614 = uitofp <4 x i32> %610 to <4 x double>
  %615 = uitofp <4 x i32> %611 to <4 x double>
  %616 = uitofp <4 x i32> %612 to <4 x double>
  %617 = fdiv fast <4 x double> %601, %613
  %618 = fdiv fast <4 x double> %601, %614
  %619 = fdiv fast <4 x double> %601, %615
  %620 = fdiv fast <4 x double> %601, %616
  %621 = fadd fast <4 x double> %617, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %622 = fadd fast <4 x double> %618, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %623 = fadd fast <4 x double> %619, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %624 = fadd fast <4 x double> %620, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %625 = fmul fast <4 x double> %621, %605
  %626 = fmul fast <4 x double> %622, %606
  %627 = fmul fast <4 x double> %623, %607
  %628 = fmul fast <4 x double> %624, %608
  %629 = add nuw i32 %603, 16
  %630 = add <4 x i32> %604, <i32 16, i32 16, i32 16, i32 16>
  %631 = icmp eq i32 %629, %599
  br i1 %631, label %632, label %602, !llvm.loop !27

632:                                              ; preds = %602
  %633 = fmul fast <4 x double> %626, %625
  %634 = fmul fast <4 x double> %627, %633
  %635 = fmul fast <4 x double> %628, %634
  %636 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %635)
  %637 = icmp eq i32 %18, %599
  br i1 %637, label %651, label %638

638:                                              ; preds = %632, %596
  %639 = phi i32 [ 0, %596 ], [ %599, %632 ]
  %640 = phi double [ 1.000000e+00, %596 ], [ %636, %632 ]
  br label %641

641:                                              ; preds = %638, %641
  %642 = phi i32 [ %649, %641 ], [ %639, %638 ]
  %643 = phi double [ %648, %641 ], [ %640, %638 ]
  %644 = add nuw i32 %642, 100
  %645 = uitofp i32 %644 to double
  %646 = fdiv fast double %33, %645
  %647 = fadd fast double %646, 1.000000e+00
  %648 = fmul fast double %647, %643
  %649 = add nuw nsw i32 %642, 1
  %650 = icmp eq i32 %649, %18
  br i1 %650, label %651, label %641, !llvm.loop !28

651:                                              ; preds = %641, %632
  %652 = phi double [ %636, %632 ], [ %648, %641 ]
  %653 = icmp eq i64 %16, 2
  br i1 %653, label %694, label %654

654:                                              ; preds = %651
  %655 = and i32 %18, -16
  %656 = insertelement <4 x double> poison, double %191, i64 0
  %657 = shufflevector <4 x double> %656, <4 x double> poison, <4 x i32> zeroinitializer
  br label %658

658:                                              ; preds = %658, %654
  %659 = phi i32 [ 0, %654 ], [ %685, %658 ]
  %660 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %654 ], [ %686, %658 ]
  %661 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %654 ], [ %681, %658 ]
  %662 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %654 ], [ %682, %658 ]
  %663 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %654 ], [ %683, %658 ]
  %664 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %654 ], [ %684, %658 ]
  %665 = add nuw <4 x i32> %660, <i32 100, i32 100, i32 100, i32 100>
  %666 = add <4 x i32> %660, <i32 104, i32 104, i32 104, i32 104>
  %667 = add <4 x i32> %660, <i32 108, i32 108, i32 108, i32 108>
  %668 = add <4 x i32> %660, <i32 112, i32 112, i32 112, i32 112>
  %669 = uitofp <4 x i32> %665 to <4 x double>
  %670 = uitofp <4 x i32> %666 to <4 x double>
  %671 = uitofp <4 x i32> %667 to <4 x double>
  %672 = uitofp <4 x i32> %668 to <4 x double>
  %673 = fdiv fast <4 x double> %657, %669
  %674 = fdiv fast <4 x double> %657, %670
  %675 = fdiv fast <4 x double> %657, %671
  %676 = fdiv fast <4 x double> %657, %672
  %677 = fadd fast <4 x double> %673, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %678 = fadd fast <4 x double> %674, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %679 = fadd fast <4 x double> %675, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %680 = fadd fast <4 x double> %676, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %681 = fmul fast <4 x double> %677, %661
  %682 = fmul fast <4 x double> %678, %662
  %683 = fmul fast <4 x double> %679, %663
  %684 = fmul fast <4 x double> %680, %664
  %685 = add nuw i32 %659, 16
  %686 = add <4 x i32> %660, <i32 16, i32 16, i32 16, i32 16>
  %687 = icmp eq i32 %685, %655
  br i1 %687, label %688, label %658, !llvm.loop !29

688:                                              ; preds = %658
  %689 = fmul fast <4 x double> %682, %681
  %690 = fmul fast <4 x double> %683, %689
  %691 = fmul fast <4 x double> %684, %690
  %692 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %691)
  %693 = icmp eq i32 %18, %655
  br i1 %693, label %707, label %694

694:                                              ; preds = %688, %651
  %695 = phi i32 [ 0, %651 ], [ %655, %688 ]
  %696 = phi double [ 1.000000e+00, %651 ], [ %692, %688 ]
  br label %697

697:                                              ; preds = %694, %697
  %698 = phi i32 [ %705, %697 ], [ %695, %694 ]
  %699 = phi double [ %704, %697 ], [ %696, %694 ]
  %700 = add nuw i32 %698, 100
  %701 = uitofp i32 %700 to double
  %702 = fdiv fast double %191, %701
  %703 = fadd fast double %702, 1.000000e+00
  %704 = fmul fast double %703, %699
  %705 = add nuw nsw i32 %698, 1
  %706 = icmp eq i32 %705, %18
  br i1 %706, label %707, label %697, !llvm.loop !30

707:                                              ; preds = %697, %688
  %708 = phi double [ %692, %688 ], [ %704, %697 ]
  %709 = fsub fast double %652, %708
  br label %710

710:                                              ; preds = %707, %594
  %711 = phi double [ 0.000000e+00, %594 ], [ %709, %707 ]
  %712 = fdiv fast double %711, %193
  %713 = tail call fast double @llvm.fabs.f64(double %712)
  %714 = tail call fast double @llvm.maxnum.f64(double %713, double 1.000000e+00)
  %715 = fsub fast double %595, %712
  %716 = tail call fast double @llvm.fabs.f64(double %715)
  %717 = fmul fast double %714, 0x3EB0C6F7A0B5ED8D
  %718 = fcmp fast ole double %716, %717
  %719 = select i1 %718, ptr @.str.12, ptr @.str.13
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %595, double noundef nofpclass(nan inf) %712, ptr noundef nonnull %719)
  br i1 %718, label %724, label %721

721:                                              ; preds = %710
  %722 = load i32, ptr @n_fail, align 4, !tbaa !5
  %723 = add nsw i32 %722, 1
  store i32 %723, ptr @n_fail, align 4, !tbaa !5
  br label %724

724:                                              ; preds = %710, %721
  %725 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vmax, double noundef nofpclass(nan inf) %20, i32 noundef %18) #7
  br i1 %34, label %856, label %726

726:                                              ; preds = %724
  %727 = icmp eq i64 %16, 2
  br i1 %727, label %775, label %728

728:                                              ; preds = %726
  %729 = and i32 %18, -16
  %730 = insertelement <4 x double> poison, double %33, i64 0
  %731 = shufflevector <4 x double> %730, <4 x double> poison, <4 x i32> zeroinitializer
  br label %732

732:                                              ; preds = %732, %728
  %733 = phi i32 [ 0, %728 ], [ %766, %732 ]
  %734 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %728 ], [ %762, %732 ]
  %735 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %728 ], [ %763, %732 ]
  %736 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %728 ], [ %764, %732 ]
  %737 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %728 ], [ %765, %732 ]
  %738 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %728 ], [ %767, %732 ]
  %739 = add <4 x i32> %738, <i32 4, i32 4, i32 4, i32 4>
  %740 = add <4 x i32> %738, <i32 8, i32 8, i32 8, i32 8>
  %741 = add <4 x i32> %738, <i32 12, i32 12, i32 12, i32 12>
  %742 = uitofp <4 x i32> %738 to <4 x double>
  %743 = uitofp <4 x i32> %739 to <4 x double>
  %744 = uitofp <4 x i32> %740 to <4 x double>
  %745 = uitofp <4 x i32> %741 to <4 x double>
  %746 = fmul fast <4 x double> %731, %742
  %747 = fmul fast <4 x double> %731, %743
  %748 = fmul fast <4 x double> %731, %744
  %749 = fmul fast <4 x double> %731, %745
  %750 = fmul fast <4 x double> %742, %742
  %751 = fmul fast <4 x double> %743, %743
  %752 = fmul fast <4 x double> %744, %744
  %753 = fmul fast <4 x double> %745, %745
  %754 = fmul fast <4 x double> %750, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %755 = fmul fast <4 x double> %751, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %756 = fmul fast <4 x double> %752, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %757 = fmul fast <4 x double> %753, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %758 = fsub fast <4 x double> %746, %754
  %759 = fsub fast <4 x double> %747, %755
  %760 = fsub fast <4 x double> %748, %756
  %761 = fsub fast <4 x double> %749, %757
  %762 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %734, <4 x double> %758)
  %763 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %735, <4 x double> %759)
  %764 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %736, <4 x double> %760)
  %765 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %737, <4 x double> %761)
  %766 = add nuw i32 %733, 16
  %767 = add <4 x i32> %738, <i32 16, i32 16, i32 16, i32 16>
  %768 = icmp eq i32 %766, %729
  br i1 %768, label %769, label %732, !llvm.loop !31

769:                                              ; preds = %732
  %770 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %762, <4 x double> %763)
  %771 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %770, <4 x double> %764)
  %772 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %771, <4 x double> %765)
  %773 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %772)
  %774 = icmp eq i32 %18, %729
  br i1 %774, label %789, label %775

775:                                              ; preds = %769, %726
  %776 = phi double [ -1.000000e+03, %726 ], [ %773, %769 ]
  %777 = phi i32 [ 0, %726 ], [ %729, %769 ]
  br label %778

778:                                              ; preds = %775, %778
  %779 = phi double [ %786, %778 ], [ %776, %775 ]
  %780 = phi i32 [ %787, %778 ], [ %777, %775 ]
  %781 = uitofp nneg i32 %780 to double
  %782 = fmul fast double %33, %781
  %783 = fmul fast double %781, %781
  %784 = fmul fast double %783, 1.000000e-02
  %785 = fsub fast double %782, %784
  %786 = tail call fast double @llvm.maxnum.f64(double %779, double %785)
  %787 = add nuw nsw i32 %780, 1
  %788 = icmp eq i32 %787, %18
  br i1 %788, label %789, label %778, !llvm.loop !32

789:                                              ; preds = %778, %769
  %790 = phi double [ %773, %769 ], [ %786, %778 ]
  %791 = icmp eq i64 %16, 2
  br i1 %791, label %839, label %792

792:                                              ; preds = %789
  %793 = and i32 %18, -16
  %794 = insertelement <4 x double> poison, double %191, i64 0
  %795 = shufflevector <4 x double> %794, <4 x double> poison, <4 x i32> zeroinitializer
  br label %796

796:                                              ; preds = %796, %792
  %797 = phi i32 [ 0, %792 ], [ %830, %796 ]
  %798 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %792 ], [ %826, %796 ]
  %799 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %792 ], [ %827, %796 ]
  %800 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %792 ], [ %828, %796 ]
  %801 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %792 ], [ %829, %796 ]
  %802 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %792 ], [ %831, %796 ]
  %803 = add <4 x i32> %802, <i32 4, i32 4, i32 4, i32 4>
  %804 = add <4 x i32> %802, <i32 8, i32 8, i32 8, i32 8>
  %805 = add <4 x i32> %802, <i32 12, i32 12, i32 12, i32 12>
  %806 = uitofp <4 x i32> %802 to <4 x double>
  %807 = uitofp <4 x i32> %803 to <4 x double>
  %808 = uitofp <4 x i32> %804 to <4 x double>
  %809 = uitofp <4 x i32> %805 to <4 x double>
  %810 = fmul fast <4 x double> %795, %806
  %811 = fmul fast <4 x double> %795, %807
  %812 = fmul fast <4 x double> %795, %808
  %813 = fmul fast <4 x double> %795, %809
  %814 = fmul fast <4 x double> %806, %806
  %815 = fmul fast <4 x double> %807, %807
  %816 = fmul fast <4 x double> %808, %808
  %817 = fmul fast <4 x double> %809, %809
  %818 = fmul fast <4 x double> %814, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %819 = fmul fast <4 x double> %815, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %820 = fmul fast <4 x double> %816, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %821 = fmul fast <4 x double> %817, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %822 = fsub fast <4 x double> %810, %818
  %823 = fsub fast <4 x double> %811, %819
  %824 = fsub fast <4 x double> %812, %820
  %825 = fsub fast <4 x double> %813, %821
  %826 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %798, <4 x double> %822)
  %827 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %799, <4 x double> %823)
  %828 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %800, <4 x double> %824)
  %829 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %801, <4 x double> %825)
  %830 = add nuw i32 %797, 16
  %831 = add <4 x i32> %802, <i32 16, i32 16, i32 16, i32 16>
  %832 = icmp eq i32 %830, %793
  br i1 %832, label %833, label %796, !llvm.loop !33

833:                                              ; preds = %796
  %834 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %826, <4 x double> %827)
  %835 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %834, <4 x double> %828)
  %836 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %835, <4 x double> %829)
  %837 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %836)
  %838 = icmp eq i32 %18, %793
  br i1 %838, label %853, label %839

839:                                              ; preds = %833, %789
  %840 = phi double [ -1.000000e+03, %789 ], [ %837, %833 ]
  %841 = phi i32 [ 0, %789 ], [ %793, %833 ]
  br label %842

842:                                              ; preds = %839, %842
  %843 = phi double [ %850, %842 ], [ %840, %839 ]
  %844 = phi i32 [ %851, %842 ], [ %841, %839 ]
  %845 = uitofp nneg i32 %844 to double
  %846 = fmul fast double %191, %845
  %847 = fmul fast double %845, %845
  %848 = fmul fast double %847, 1.000000e-02
  %849 = fsub fast double %846, %848
  %850 = tail call fast double @llvm.maxnum.f64(double %843, double %849)
  %851 = add nuw nsw i32 %844, 1
  %852 = icmp eq i32 %851, %18
  br i1 %852, label %853, label %842, !llvm.loop !34

853:                                              ; preds = %842, %833
  %854 = phi double [ %837, %833 ], [ %850, %842 ]
  %855 = fsub fast double %790, %854
  br label %856

856:                                              ; preds = %853, %724
  %857 = phi double [ 0.000000e+00, %724 ], [ %855, %853 ]
  %858 = fdiv fast double %857, %193
  %859 = tail call fast double @llvm.fabs.f64(double %858)
  %860 = tail call fast double @llvm.maxnum.f64(double %859, double 1.000000e+00)
  %861 = fsub fast double %725, %858
  %862 = tail call fast double @llvm.fabs.f64(double %861)
  %863 = fmul fast double %860, 0x3EB0C6F7A0B5ED8D
  %864 = fcmp fast ole double %862, %863
  %865 = select i1 %864, ptr @.str.12, ptr @.str.13
  %866 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %725, double noundef nofpclass(nan inf) %858, ptr noundef nonnull %865)
  br i1 %864, label %870, label %867

867:                                              ; preds = %856
  %868 = load i32, ptr @n_fail, align 4, !tbaa !5
  %869 = add nsw i32 %868, 1
  store i32 %869, ptr @n_fail, align 4, !tbaa !5
  br label %870

870:                                              ; preds = %856, %867
  %871 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %872 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, double noundef nofpclass(nan inf) %20, i32 noundef %871, double noundef nofpclass(nan inf) %24, i32 noundef %18) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %8) #7
  %873 = tail call i32 @llvm.smin.i32(i32 %18, i32 256)
  br i1 %34, label %874, label %875

874:                                              ; preds = %870
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %6) #7
  br label %1120

875:                                              ; preds = %870
  %876 = fmul fast double %33, 5.000000e-01
  %877 = zext nneg i32 %873 to i64
  %878 = icmp ult i32 %873, 16
  br i1 %878, label %926, label %879

879:                                              ; preds = %875
  %880 = and i64 %877, 2147483632
  %881 = insertelement <4 x double> poison, double %33, i64 0
  %882 = shufflevector <4 x double> %881, <4 x double> poison, <4 x i32> zeroinitializer
  %883 = insertelement <4 x double> poison, double %876, i64 0
  %884 = shufflevector <4 x double> %883, <4 x double> poison, <4 x i32> zeroinitializer
  %885 = insertelement <4 x double> poison, double %24, i64 0
  %886 = shufflevector <4 x double> %885, <4 x double> poison, <4 x i32> zeroinitializer
  br label %887

887:                                              ; preds = %887, %879
  %888 = phi i64 [ 0, %879 ], [ %921, %887 ]
  %889 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %879 ], [ %922, %887 ]
  %890 = add <4 x i32> %889, <i32 4, i32 4, i32 4, i32 4>
  %891 = add <4 x i32> %889, <i32 8, i32 8, i32 8, i32 8>
  %892 = add <4 x i32> %889, <i32 12, i32 12, i32 12, i32 12>
  %893 = uitofp <4 x i32> %889 to <4 x double>
  %894 = uitofp <4 x i32> %890 to <4 x double>
  %895 = uitofp <4 x i32> %891 to <4 x double>
  %896 = uitofp <4 x i32> %892 to <4 x double>
  %897 = fmul fast <4 x double> %882, %893
  %898 = fmul fast <4 x double> %882, %894
  %899 = fmul fast <4 x double> %882, %895
  %900 = fmul fast <4 x double> %882, %896
  %901 = fadd fast <4 x double> %897, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %902 = fadd fast <4 x double> %898, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %903 = fadd fast <4 x double> %899, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %904 = fadd fast <4 x double> %900, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %905 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %888
  %906 = getelementptr inbounds i8, ptr %905, i64 32
  %907 = getelementptr inbounds i8, ptr %905, i64 64
  %908 = getelementptr inbounds i8, ptr %905, i64 96
  store <4 x double> %901, ptr %905, align 16, !tbaa !9
  store <4 x double> %902, ptr %906, align 16, !tbaa !9
  store <4 x double> %903, ptr %907, align 16, !tbaa !9
  store <4 x double> %904, ptr %908, align 16, !tbaa !9
  %909 = fmul fast <4 x double> %884, %893
  %910 = fmul fast <4 x double> %884, %894
  %911 = fmul fast <4 x double> %884, %895
  %912 = fmul fast <4 x double> %884, %896
  %913 = fsub fast <4 x double> %886, %909
  %914 = fsub fast <4 x double> %886, %910
  %915 = fsub fast <4 x double> %886, %911
  %916 = fsub fast <4 x double> %886, %912
  %917 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %888
  %918 = getelementptr inbounds i8, ptr %917, i64 32
  %919 = getelementptr inbounds i8, ptr %917, i64 64
  %920 = getelementptr inbounds i8, ptr %917, i64 96
  store <4 x double> %913, ptr %917, align 16, !tbaa !9
  store <4 x double> %914, ptr %918, align 16, !tbaa !9
  store <4 x double> %915, ptr %919, align 16, !tbaa !9
  store <4 x double> %916, ptr %920, align 16, !tbaa !9
  %921 = add nuw i64 %888, 16
  %922 = add <4 x i32> %889, <i32 16, i32 16, i32 16, i32 16>
  %923 = icmp eq i64 %921, %880
  br i1 %923, label %924, label %887, !llvm.loop !35

924:                                              ; preds = %887
  %925 = icmp eq i64 %880, %877
  br i1 %925, label %940, label %926

926:                                              ; preds = %924, %875
  %927 = phi i64 [ 0, %875 ], [ %880, %924 ]
  br label %928

928:                                              ; preds = %926, %928
  %929 = phi i64 [ %938, %928 ], [ %927, %926 ]
  %930 = trunc nuw nsw i64 %929 to i32
  %931 = uitofp nneg i32 %930 to double
  %932 = fmul fast double %33, %931
  %933 = fadd fast double %932, 1.000000e+00
  %934 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %929
  store double %933, ptr %934, align 8, !tbaa !9
  %935 = fmul fast double %876, %931
  %936 = fsub fast double %24, %935
  %937 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %929
  store double %936, ptr %937, align 8, !tbaa !9
  %938 = add nuw nsw i64 %929, 1
  %939 = icmp eq i64 %938, %877
  br i1 %939, label %940, label %928, !llvm.loop !36

940:                                              ; preds = %928, %924
  %941 = icmp ult i32 %873, 16
  br i1 %941, label %982, label %942

942:                                              ; preds = %940
  %943 = and i64 %877, 2147483632
  br label %944

944:                                              ; preds = %944, %942
  %945 = phi i64 [ 0, %942 ], [ %974, %944 ]
  %946 = phi <4 x double> [ zeroinitializer, %942 ], [ %970, %944 ]
  %947 = phi <4 x double> [ zeroinitializer, %942 ], [ %971, %944 ]
  %948 = phi <4 x double> [ zeroinitializer, %942 ], [ %972, %944 ]
  %949 = phi <4 x double> [ zeroinitializer, %942 ], [ %973, %944 ]
  %950 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %945
  %951 = getelementptr inbounds i8, ptr %950, i64 32
  %952 = getelementptr inbounds i8, ptr %950, i64 64
  %953 = getelementptr inbounds i8, ptr %950, i64 96
  %954 = load <4 x double>, ptr %950, align 16, !tbaa !9
  %955 = load <4 x double>, ptr %951, align 16, !tbaa !9
  %956 = load <4 x double>, ptr %952, align 16, !tbaa !9
  %957 = load <4 x double>, ptr %953, align 16, !tbaa !9
  %958 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %945
  %959 = getelementptr inbounds i8, ptr %958, i64 32
  %960 = getelementptr inbounds i8, ptr %958, i64 64
  %961 = getelementptr inbounds i8, ptr %958, i64 96
  %962 = load <4 x double>, ptr %958, align 16, !tbaa !9
  %963 = load <4 x double>, ptr %959, align 16, !tbaa !9
  %964 = load <4 x double>, ptr %960, align 16, !tbaa !9
  %965 = load <4 x double>, ptr %961, align 16, !tbaa !9
  %966 = fmul fast <4 x double> %962, %954
  %967 = fmul fast <4 x double> %963, %955
  %968 = fmul fast <4 x double> %964, %956
  %969 = fmul fast <4 x double> %965, %957
  %970 = fadd fast <4 x double> %966, %946
  %971 = fadd fast <4 x double> %967, %947
  %972 = fadd fast <4 x double> %968, %948
  %973 = fadd fast <4 x double> %969, %949
  %974 = add nuw i64 %945, 16
  %975 = icmp eq i64 %974, %943
  br i1 %975, label %976, label %944, !llvm.loop !37

976:                                              ; preds = %944
  %977 = fadd fast <4 x double> %971, %970
  %978 = fadd fast <4 x double> %972, %977
  %979 = fadd fast <4 x double> %973, %978
  %980 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %979)
  %981 = icmp eq i64 %943, %877
  br i1 %981, label %996, label %982

982:                                              ; preds = %976, %940
  %983 = phi i64 [ 0, %940 ], [ %943, %976 ]
  %984 = phi double [ 0.000000e+00, %940 ], [ %980, %976 ]
  br label %985

985:                                              ; preds = %982, %985
  %986 = phi i64 [ %994, %985 ], [ %983, %982 ]
  %987 = phi double [ %993, %985 ], [ %984, %982 ]
  %988 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %986
  %989 = load double, ptr %988, align 8, !tbaa !9
  %990 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %986
  %991 = load double, ptr %990, align 8, !tbaa !9
  %992 = fmul fast double %991, %989
  %993 = fadd fast double %992, %987
  %994 = add nuw nsw i64 %986, 1
  %995 = icmp eq i64 %994, %877
  br i1 %995, label %996, label %985, !llvm.loop !38

996:                                              ; preds = %985, %976
  %997 = phi double [ %980, %976 ], [ %993, %985 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %6) #7
  %998 = fmul fast double %191, 5.000000e-01
  %999 = icmp ult i32 %873, 16
  br i1 %999, label %1047, label %1000

1000:                                             ; preds = %996
  %1001 = and i64 %877, 2147483632
  %1002 = insertelement <4 x double> poison, double %191, i64 0
  %1003 = shufflevector <4 x double> %1002, <4 x double> poison, <4 x i32> zeroinitializer
  %1004 = insertelement <4 x double> poison, double %998, i64 0
  %1005 = shufflevector <4 x double> %1004, <4 x double> poison, <4 x i32> zeroinitializer
  %1006 = insertelement <4 x double> poison, double %24, i64 0
  %1007 = shufflevector <4 x double> %1006, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1008

1008:                                             ; preds = %1008, %1000
  %1009 = phi i64 [ 0, %1000 ], [ %1042, %1008 ]
  %1010 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1000 ], [ %1043, %1008 ]
  %1011 = add <4 x i32> %1010, <i32 4, i32 4, i32 4, i32 4>
  %1012 = add <4 x i32> %1010, <i32 8, i32 8, i32 8, i32 8>
  %1013 = add <4 x i32> %1010, <i32 12, i32 12, i32 12, i32 12>
  %1014 = uitofp <4 x i32> %1010 to <4 x double>
  %1015 = uitofp <4 x i32> %1011 to <4 x double>
  %1016 = uitofp <4 x i32> %1012 to <4 x double>
  %1017 = uitofp <4 x i32> %1013 to <4 x double>
  %1018 = fmul fast <4 x double> %1003, %1014
  %1019 = fmul fast <4 x double> %1003, %1015
  %1020 = fmul fast <4 x double> %1003, %1016
  %1021 = fmul fast <4 x double> %1003, %1017
  %1022 = fadd fast <4 x double> %1018, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1023 = fadd fast <4 x double> %1019, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1024 = fadd fast <4 x double> %1020, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1025 = fadd fast <4 x double> %1021, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1026 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1009
  %1027 = getelementptr inbounds i8, ptr %1026, i64 32
  %1028 = getelementptr inbounds i8, ptr %1026, i64 64
  %1029 = getelementptr inbounds i8, ptr %1026, i64 96
  store <4 x double> %1022, ptr %1026, align 16, !tbaa !9
  store <4 x double> %1023, ptr %1027, align 16, !tbaa !9
  store <4 x double> %1024, ptr %1028, align 16, !tbaa !9
  store <4 x double> %1025, ptr %1029, align 16, !tbaa !9
  %1030 = fmul fast <4 x double> %1005, %1014
  %1031 = fmul fast <4 x double> %1005, %1015
  %1032 = fmul fast <4 x double> %1005, %1016
  %1033 = fmul fast <4 x double> %1005, %1017
  %1034 = fsub fast <4 x double> %1007, %1030
  %1035 = fsub fast <4 x double> %1007, %1031
  %1036 = fsub fast <4 x double> %1007, %1032
  %1037 = fsub fast <4 x double> %1007, %1033
  %1038 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1009
  %1039 = getelementptr inbounds i8, ptr %1038, i64 32
  %1040 = getelementptr inbounds i8, ptr %1038, i64 64
  %1041 = getelementptr inbounds i8, ptr %1038, i64 96
  store <4 x double> %1034, ptr %1038, align 16, !tbaa !9
  store <4 x double> %1035, ptr %1039, align 16, !tbaa !9
  store <4 x double> %1036, ptr %1040, align 16, !tbaa !9
  store <4 x double> %1037, ptr %1041, align 16, !tbaa !9
  %1042 = add nuw i64 %1009, 16
  %1043 = add <4 x i32> %1010, <i32 16, i32 16, i32 16, i32 16>
  %1044 = icmp eq i64 %1042, %1001
  br i1 %1044, label %1045, label %1008, !llvm.loop !39

1045:                                             ; preds = %1008
  %1046 = icmp eq i64 %1001, %877
  br i1 %1046, label %1061, label %1047

1047:                                             ; preds = %1045, %996
  %1048 = phi i64 [ 0, %996 ], [ %1001, %1045 ]
  br label %1049

1049:                                             ; preds = %1047, %1049
  %1050 = phi i64 [ %1059, %1049 ], [ %1048, %1047 ]
  %1051 = trunc nuw nsw i64 %1050 to i32
  %1052 = uitofp nneg i32 %1051 to double
  %1053 = fmul fast double %191, %1052
  %1054 = fadd fast double %1053, 1.000000e+00
  %1055 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1050
  store double %1054, ptr %1055, align 8, !tbaa !9
  %1056 = fmul fast double %998, %1052
  %1057 = fsub fast double %24, %1056
  %1058 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1050
  store double %1057, ptr %1058, align 8, !tbaa !9
  %1059 = add nuw nsw i64 %1050, 1
  %1060 = icmp eq i64 %1059, %877
  br i1 %1060, label %1061, label %1049, !llvm.loop !40

1061:                                             ; preds = %1049, %1045
  %1062 = icmp ult i32 %873, 16
  br i1 %1062, label %1103, label %1063

1063:                                             ; preds = %1061
  %1064 = and i64 %877, 2147483632
  br label %1065

1065:                                             ; preds = %1065, %1063
  %1066 = phi i64 [ 0, %1063 ], [ %1095, %1065 ]
  %1067 = phi <4 x double> [ zeroinitializer, %1063 ], [ %1091, %1065 ]
  %1068 = phi <4 x double> [ zeroinitializer, %1063 ], [ %1092, %1065 ]
  %1069 = phi <4 x double> [ zeroinitializer, %1063 ], [ %1093, %1065 ]
  %1070 = phi <4 x double> [ zeroinitializer, %1063 ], [ %1094, %1065 ]
  %1071 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1066
  %1072 = getelementptr inbounds i8, ptr %1071, i64 32
  %1073 = getelementptr inbounds i8, ptr %1071, i64 64
  %1074 = getelementptr inbounds i8, ptr %1071, i64 96
  %1075 = load <4 x double>, ptr %1071, align 16, !tbaa !9
  %1076 = load <4 x double>, ptr %1072, align 16, !tbaa !9
  %1077 = load <4 x double>, ptr %1073, align 16, !tbaa !9
  %1078 = load <4 x double>, ptr %1074, align 16, !tbaa !9
  %1079 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1066
  %1080 = getelementptr inbounds i8, ptr %1079, i64 32
  %1081 = getelementptr inbounds i8, ptr %1079, i64 64
  %1082 = getelementptr inbounds i8, ptr %1079, i64 96
  %1083 = load <4 x double>, ptr %1079, align 16, !tbaa !9
  %1084 = load <4 x double>, ptr %1080, align 16, !tbaa !9
  %1085 = load <4 x double>, ptr %1081, align 16, !tbaa !9
  %1086 = load <4 x double>, ptr %1082, align 16, !tbaa !9
  %1087 = fmul fast <4 x double> %1083, %1075
  %1088 = fmul fast <4 x double> %1084, %1076
  %1089 = fmul fast <4 x double> %1085, %1077
  %1090 = fmul fast <4 x double> %1086, %1078
  %1091 = fadd fast <4 x double> %1087, %1067
  %1092 = fadd fast <4 x double> %1088, %1068
  %1093 = fadd fast <4 x double> %1089, %1069
  %1094 = fadd fast <4 x double> %1090, %1070
  %1095 = add nuw i64 %1066, 16
  %1096 = icmp eq i64 %1095, %1064
  br i1 %1096, label %1097, label %1065, !llvm.loop !41

1097:                                             ; preds = %1065
  %1098 = fadd fast <4 x double> %1092, %1091
  %1099 = fadd fast <4 x double> %1093, %1098
  %1100 = fadd fast <4 x double> %1094, %1099
  %1101 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1100)
  %1102 = icmp eq i64 %1064, %877
  br i1 %1102, label %1117, label %1103

1103:                                             ; preds = %1097, %1061
  %1104 = phi i64 [ 0, %1061 ], [ %1064, %1097 ]
  %1105 = phi double [ 0.000000e+00, %1061 ], [ %1101, %1097 ]
  br label %1106

1106:                                             ; preds = %1103, %1106
  %1107 = phi i64 [ %1115, %1106 ], [ %1104, %1103 ]
  %1108 = phi double [ %1114, %1106 ], [ %1105, %1103 ]
  %1109 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %1107
  %1110 = load double, ptr %1109, align 8, !tbaa !9
  %1111 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %1107
  %1112 = load double, ptr %1111, align 8, !tbaa !9
  %1113 = fmul fast double %1112, %1110
  %1114 = fadd fast double %1113, %1108
  %1115 = add nuw nsw i64 %1107, 1
  %1116 = icmp eq i64 %1115, %877
  br i1 %1116, label %1117, label %1106, !llvm.loop !42

1117:                                             ; preds = %1106, %1097
  %1118 = phi double [ %1101, %1097 ], [ %1114, %1106 ]
  %1119 = fsub fast double %997, %1118
  br label %1120

1120:                                             ; preds = %1117, %874
  %1121 = phi double [ 0.000000e+00, %874 ], [ %1119, %1117 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  %1122 = fdiv fast double %1121, %193
  %1123 = tail call fast double @llvm.fabs.f64(double %1122)
  %1124 = tail call fast double @llvm.maxnum.f64(double %1123, double 1.000000e+00)
  %1125 = fsub fast double %872, %1122
  %1126 = tail call fast double @llvm.fabs.f64(double %1125)
  %1127 = fmul fast double %1124, 0x3EB0C6F7A0B5ED8D
  %1128 = fcmp fast ole double %1126, %1127
  %1129 = select i1 %1128, ptr @.str.12, ptr @.str.13
  %1130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %872, double noundef nofpclass(nan inf) %1122, ptr noundef nonnull %1129)
  br i1 %1128, label %1134, label %1131

1131:                                             ; preds = %1120
  %1132 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1133 = add nsw i32 %1132, 1
  store i32 %1133, ptr @n_fail, align 4, !tbaa !5
  br label %1134

1134:                                             ; preds = %1120, %1131
  %1135 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %1136 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, i32 noundef %1135, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %24, i32 noundef %18) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  br i1 %34, label %1137, label %1138

1137:                                             ; preds = %1134
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %2) #7
  br label %1382

1138:                                             ; preds = %1134
  %1139 = fmul fast double %20, 5.000000e-01
  %1140 = zext nneg i32 %873 to i64
  %1141 = icmp ult i32 %873, 16
  br i1 %1141, label %1189, label %1142

1142:                                             ; preds = %1138
  %1143 = and i64 %1140, 2147483632
  %1144 = insertelement <4 x double> poison, double %20, i64 0
  %1145 = shufflevector <4 x double> %1144, <4 x double> poison, <4 x i32> zeroinitializer
  %1146 = insertelement <4 x double> poison, double %1139, i64 0
  %1147 = shufflevector <4 x double> %1146, <4 x double> poison, <4 x i32> zeroinitializer
  %1148 = insertelement <4 x double> poison, double %209, i64 0
  %1149 = shufflevector <4 x double> %1148, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1150

1150:                                             ; preds = %1150, %1142
  %1151 = phi i64 [ 0, %1142 ], [ %1184, %1150 ]
  %1152 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1142 ], [ %1185, %1150 ]
  %1153 = add <4 x i32> %1152, <i32 4, i32 4, i32 4, i32 4>
  %1154 = add <4 x i32> %1152, <i32 8, i32 8, i32 8, i32 8>
  %1155 = add <4 x i32> %1152, <i32 12, i32 12, i32 12, i32 12>
  %1156 = uitofp <4 x i32> %1152 to <4 x double>
  %1157 = uitofp <4 x i32> %1153 to <4 x double>
  %1158 = uitofp <4 x i32> %1154 to <4 x double>
  %1159 = uitofp <4 x i32> %1155 to <4 x double>
  %1160 = fmul fast <4 x double> %1145, %1156
  %1161 = fmul fast <4 x double> %1145, %1157
  %1162 = fmul fast <4 x double> %1145, %1158
  %1163 = fmul fast <4 x double> %1145, %1159
  %1164 = fadd fast <4 x double> %1160, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1165 = fadd fast <4 x double> %1161, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1166 = fadd fast <4 x double> %1162, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1167 = fadd fast <4 x double> %1163, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1168 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1151
  %1169 = getelementptr inbounds i8, ptr %1168, i64 32
  %1170 = getelementptr inbounds i8, ptr %1168, i64 64
  %1171 = getelementptr inbounds i8, ptr %1168, i64 96
  store <4 x double> %1164, ptr %1168, align 16, !tbaa !9
  store <4 x double> %1165, ptr %1169, align 16, !tbaa !9
  store <4 x double> %1166, ptr %1170, align 16, !tbaa !9
  store <4 x double> %1167, ptr %1171, align 16, !tbaa !9
  %1172 = fmul fast <4 x double> %1147, %1156
  %1173 = fmul fast <4 x double> %1147, %1157
  %1174 = fmul fast <4 x double> %1147, %1158
  %1175 = fmul fast <4 x double> %1147, %1159
  %1176 = fsub fast <4 x double> %1149, %1172
  %1177 = fsub fast <4 x double> %1149, %1173
  %1178 = fsub fast <4 x double> %1149, %1174
  %1179 = fsub fast <4 x double> %1149, %1175
  %1180 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1151
  %1181 = getelementptr inbounds i8, ptr %1180, i64 32
  %1182 = getelementptr inbounds i8, ptr %1180, i64 64
  %1183 = getelementptr inbounds i8, ptr %1180, i64 96
  store <4 x double> %1176, ptr %1180, align 16, !tbaa !9
  store <4 x double> %1177, ptr %1181, align 16, !tbaa !9
  store <4 x double> %1178, ptr %1182, align 16, !tbaa !9
  store <4 x double> %1179, ptr %1183, align 16, !tbaa !9
  %1184 = add nuw i64 %1151, 16
  %1185 = add <4 x i32> %1152, <i32 16, i32 16, i32 16, i32 16>
  %1186 = icmp eq i64 %1184, %1143
  br i1 %1186, label %1187, label %1150, !llvm.loop !43

1187:                                             ; preds = %1150
  %1188 = icmp eq i64 %1143, %1140
  br i1 %1188, label %1203, label %1189

1189:                                             ; preds = %1187, %1138
  %1190 = phi i64 [ 0, %1138 ], [ %1143, %1187 ]
  br label %1191

1191:                                             ; preds = %1189, %1191
  %1192 = phi i64 [ %1201, %1191 ], [ %1190, %1189 ]
  %1193 = trunc nuw nsw i64 %1192 to i32
  %1194 = uitofp nneg i32 %1193 to double
  %1195 = fmul fast double %20, %1194
  %1196 = fadd fast double %1195, 1.000000e+00
  %1197 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1192
  store double %1196, ptr %1197, align 8, !tbaa !9
  %1198 = fmul fast double %1139, %1194
  %1199 = fsub fast double %209, %1198
  %1200 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1192
  store double %1199, ptr %1200, align 8, !tbaa !9
  %1201 = add nuw nsw i64 %1192, 1
  %1202 = icmp eq i64 %1201, %1140
  br i1 %1202, label %1203, label %1191, !llvm.loop !44

1203:                                             ; preds = %1191, %1187
  %1204 = icmp ult i32 %873, 16
  br i1 %1204, label %1245, label %1205

1205:                                             ; preds = %1203
  %1206 = and i64 %1140, 2147483632
  br label %1207

1207:                                             ; preds = %1207, %1205
  %1208 = phi i64 [ 0, %1205 ], [ %1237, %1207 ]
  %1209 = phi <4 x double> [ zeroinitializer, %1205 ], [ %1233, %1207 ]
  %1210 = phi <4 x double> [ zeroinitializer, %1205 ], [ %1234, %1207 ]
  %1211 = phi <4 x double> [ zeroinitializer, %1205 ], [ %1235, %1207 ]
  %1212 = phi <4 x double> [ zeroinitializer, %1205 ], [ %1236, %1207 ]
  %1213 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1208
  %1214 = getelementptr inbounds i8, ptr %1213, i64 32
  %1215 = getelementptr inbounds i8, ptr %1213, i64 64
  %1216 = getelementptr inbounds i8, ptr %1213, i64 96
  %1217 = load <4 x double>, ptr %1213, align 16, !tbaa !9
  %1218 = load <4 x double>, ptr %1214, align 16, !tbaa !9
  %1219 = load <4 x double>, ptr %1215, align 16, !tbaa !9
  %1220 = load <4 x double>, ptr %1216, align 16, !tbaa !9
  %1221 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1208
  %1222 = getelementptr inbounds i8, ptr %1221, i64 32
  %1223 = getelementptr inbounds i8, ptr %1221, i64 64
  %1224 = getelementptr inbounds i8, ptr %1221, i64 96
  %1225 = load <4 x double>, ptr %1221, align 16, !tbaa !9
  %1226 = load <4 x double>, ptr %1222, align 16, !tbaa !9
  %1227 = load <4 x double>, ptr %1223, align 16, !tbaa !9
  %1228 = load <4 x double>, ptr %1224, align 16, !tbaa !9
  %1229 = fmul fast <4 x double> %1225, %1217
  %1230 = fmul fast <4 x double> %1226, %1218
  %1231 = fmul fast <4 x double> %1227, %1219
  %1232 = fmul fast <4 x double> %1228, %1220
  %1233 = fadd fast <4 x double> %1229, %1209
  %1234 = fadd fast <4 x double> %1230, %1210
  %1235 = fadd fast <4 x double> %1231, %1211
  %1236 = fadd fast <4 x double> %1232, %1212
  %1237 = add nuw i64 %1208, 16
  %1238 = icmp eq i64 %1237, %1206
  br i1 %1238, label %1239, label %1207, !llvm.loop !45

1239:                                             ; preds = %1207
  %1240 = fadd fast <4 x double> %1234, %1233
  %1241 = fadd fast <4 x double> %1235, %1240
  %1242 = fadd fast <4 x double> %1236, %1241
  %1243 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1242)
  %1244 = icmp eq i64 %1206, %1140
  br i1 %1244, label %1259, label %1245

1245:                                             ; preds = %1239, %1203
  %1246 = phi i64 [ 0, %1203 ], [ %1206, %1239 ]
  %1247 = phi double [ 0.000000e+00, %1203 ], [ %1243, %1239 ]
  br label %1248

1248:                                             ; preds = %1245, %1248
  %1249 = phi i64 [ %1257, %1248 ], [ %1246, %1245 ]
  %1250 = phi double [ %1256, %1248 ], [ %1247, %1245 ]
  %1251 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %1249
  %1252 = load double, ptr %1251, align 8, !tbaa !9
  %1253 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %1249
  %1254 = load double, ptr %1253, align 8, !tbaa !9
  %1255 = fmul fast double %1254, %1252
  %1256 = fadd fast double %1255, %1250
  %1257 = add nuw nsw i64 %1249, 1
  %1258 = icmp eq i64 %1257, %1140
  br i1 %1258, label %1259, label %1248, !llvm.loop !46

1259:                                             ; preds = %1248, %1239
  %1260 = phi double [ %1243, %1239 ], [ %1256, %1248 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %2) #7
  %1261 = icmp ult i32 %873, 16
  br i1 %1261, label %1309, label %1262

1262:                                             ; preds = %1259
  %1263 = and i64 %1140, 2147483632
  %1264 = insertelement <4 x double> poison, double %20, i64 0
  %1265 = shufflevector <4 x double> %1264, <4 x double> poison, <4 x i32> zeroinitializer
  %1266 = insertelement <4 x double> poison, double %1139, i64 0
  %1267 = shufflevector <4 x double> %1266, <4 x double> poison, <4 x i32> zeroinitializer
  %1268 = insertelement <4 x double> poison, double %366, i64 0
  %1269 = shufflevector <4 x double> %1268, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1270

1270:                                             ; preds = %1270, %1262
  %1271 = phi i64 [ 0, %1262 ], [ %1304, %1270 ]
  %1272 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1262 ], [ %1305, %1270 ]
  %1273 = add <4 x i32> %1272, <i32 4, i32 4, i32 4, i32 4>
  %1274 = add <4 x i32> %1272, <i32 8, i32 8, i32 8, i32 8>
  %1275 = add <4 x i32> %1272, <i32 12, i32 12, i32 12, i32 12>
  %1276 = uitofp <4 x i32> %1272 to <4 x double>
  %1277 = uitofp <4 x i32> %1273 to <4 x double>
  %1278 = uitofp <4 x i32> %1274 to <4 x double>
  %1279 = uitofp <4 x i32> %1275 to <4 x double>
  %1280 = fmul fast <4 x double> %1265, %1276
  %1281 = fmul fast <4 x double> %1265, %1277
  %1282 = fmul fast <4 x double> %1265, %1278
  %1283 = fmul fast <4 x double> %1265, %1279
  %1284 = fadd fast <4 x double> %1280, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1285 = fadd fast <4 x double> %1281, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1286 = fadd fast <4 x double> %1282, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1287 = fadd fast <4 x double> %1283, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %1288 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %1271
  %1289 = getelementptr inbounds i8, ptr %1288, i64 32
  %1290 = getelementptr inbounds i8, ptr %1288, i64 64
  %1291 = getelementptr inbounds i8, ptr %1288, i64 96
  store <4 x double> %1284, ptr %1288, align 16, !tbaa !9
  store <4 x double> %1285, ptr %1289, align 16, !tbaa !9
  store <4 x double> %1286, ptr %1290, align 16, !tbaa !9
  store <4 x double> %1287, ptr %1291, align 16, !tbaa !9
  %1292 = fmul fast <4 x double> %1267, %1276
  %1293 = fmul fast <4 x double> %1267, %1277
  %1294 = fmul fast <4 x double> %1267, %1278
  %1295 = fmul fast <4 x double> %1267, %1279
  %1296 = fsub fast <4 x double> %1269, %1292
  %1297 = fsub fast <4 x double> %1269, %1293
  %1298 = fsub fast <4 x double> %1269, %1294
  %1299 = fsub fast <4 x double> %1269, %1295
  %1300 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %1271
  %1301 = getelementptr inbounds i8, ptr %1300, i64 32
  %1302 = getelementptr inbounds i8, ptr %1300, i64 64
  %1303 = getelementptr inbounds i8, ptr %1300, i64 96
  store <4 x double> %1296, ptr %1300, align 16, !tbaa !9
  store <4 x double> %1297, ptr %1301, align 16, !tbaa !9
  store <4 x double> %1298, ptr %1302, align 16, !tbaa !9
  store <4 x double> %1299, ptr %1303, align 16, !tbaa !9
  %1304 = add nuw i64 %1271, 16
  %1305 = add <4 x i32> %1272, <i32 16, i32 16, i32 16, i32 16>
  %1306 = icmp eq i64 %1304, %1263
  br i1 %1306, label %1307, label %1270, !llvm.loop !47

1307:                                             ; preds = %1270
  %1308 = icmp eq i64 %1263, %1140
  br i1 %1308, label %1323, label %1309

1309:                                             ; preds = %1307, %1259
  %1310 = phi i64 [ 0, %1259 ], [ %1263, %1307 ]
  br label %1311

1311:                                             ; preds = %1309, %1311
  %1312 = phi i64 [ %1321, %1311 ], [ %1310, %1309 ]
  %1313 = trunc nuw nsw i64 %1312 to i32
  %1314 = uitofp nneg i32 %1313 to double
  %1315 = fmul fast double %20, %1314
  %1316 = fadd fast double %1315, 1.000000e+00
  %1317 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %1312
  store double %1316, ptr %1317, align 8, !tbaa !9
  %1318 = fmul fast double %1139, %1314
  %1319 = fsub fast double %366, %1318
  %1320 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %1312
  store double %1319, ptr %1320, align 8, !tbaa !9
  %1321 = add nuw nsw i64 %1312, 1
  %1322 = icmp eq i64 %1321, %1140
  br i1 %1322, label %1323, label %1311, !llvm.loop !48

1323:                                             ; preds = %1311, %1307
  %1324 = icmp ult i32 %873, 16
  br i1 %1324, label %1365, label %1325

1325:                                             ; preds = %1323
  %1326 = and i64 %1140, 2147483632
  br label %1327

1327:                                             ; preds = %1327, %1325
  %1328 = phi i64 [ 0, %1325 ], [ %1357, %1327 ]
  %1329 = phi <4 x double> [ zeroinitializer, %1325 ], [ %1353, %1327 ]
  %1330 = phi <4 x double> [ zeroinitializer, %1325 ], [ %1354, %1327 ]
  %1331 = phi <4 x double> [ zeroinitializer, %1325 ], [ %1355, %1327 ]
  %1332 = phi <4 x double> [ zeroinitializer, %1325 ], [ %1356, %1327 ]
  %1333 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %1328
  %1334 = getelementptr inbounds i8, ptr %1333, i64 32
  %1335 = getelementptr inbounds i8, ptr %1333, i64 64
  %1336 = getelementptr inbounds i8, ptr %1333, i64 96
  %1337 = load <4 x double>, ptr %1333, align 16, !tbaa !9
  %1338 = load <4 x double>, ptr %1334, align 16, !tbaa !9
  %1339 = load <4 x double>, ptr %1335, align 16, !tbaa !9
  %1340 = load <4 x double>, ptr %1336, align 16, !tbaa !9
  %1341 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %1328
  %1342 = getelementptr inbounds i8, ptr %1341, i64 32
  %1343 = getelementptr inbounds i8, ptr %1341, i64 64
  %1344 = getelementptr inbounds i8, ptr %1341, i64 96
  %1345 = load <4 x double>, ptr %1341, align 16, !tbaa !9
  %1346 = load <4 x double>, ptr %1342, align 16, !tbaa !9
  %1347 = load <4 x double>, ptr %1343, align 16, !tbaa !9
  %1348 = load <4 x double>, ptr %1344, align 16, !tbaa !9
  %1349 = fmul fast <4 x double> %1345, %1337
  %1350 = fmul fast <4 x double> %1346, %1338
  %1351 = fmul fast <4 x double> %1347, %1339
  %1352 = fmul fast <4 x double> %1348, %1340
  %1353 = fadd fast <4 x double> %1349, %1329
  %1354 = fadd fast <4 x double> %1350, %1330
  %1355 = fadd fast <4 x double> %1351, %1331
  %1356 = fadd fast <4 x double> %1352, %1332
  %1357 = add nuw i64 %1328, 16
  %1358 = icmp eq i64 %1357, %1326
  br i1 %1358, label %1359, label %1327, !llvm.loop !49

1359:                                             ; preds = %1327
  %1360 = fadd fast <4 x double> %1354, %1353
  %1361 = fadd fast <4 x double> %1355, %1360
  %1362 = fadd fast <4 x double> %1356, %1361
  %1363 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1362)
  %1364 = icmp eq i64 %1326, %1140
  br i1 %1364, label %1379, label %1365

1365:                                             ; preds = %1359, %1323
  %1366 = phi i64 [ 0, %1323 ], [ %1326, %1359 ]
  %1367 = phi double [ 0.000000e+00, %1323 ], [ %1363, %1359 ]
  br label %1368

1368:                                             ; preds = %1365, %1368
  %1369 = phi i64 [ %1377, %1368 ], [ %1366, %1365 ]
  %1370 = phi double [ %1376, %1368 ], [ %1367, %1365 ]
  %1371 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %1369
  %1372 = load double, ptr %1371, align 8, !tbaa !9
  %1373 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %1369
  %1374 = load double, ptr %1373, align 8, !tbaa !9
  %1375 = fmul fast double %1374, %1372
  %1376 = fadd fast double %1375, %1370
  %1377 = add nuw nsw i64 %1369, 1
  %1378 = icmp eq i64 %1377, %1140
  br i1 %1378, label %1379, label %1368, !llvm.loop !50

1379:                                             ; preds = %1368, %1359
  %1380 = phi double [ %1363, %1359 ], [ %1376, %1368 ]
  %1381 = fsub fast double %1260, %1380
  br label %1382

1382:                                             ; preds = %1379, %1137
  %1383 = phi double [ 0.000000e+00, %1137 ], [ %1381, %1379 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #7
  %1384 = fdiv fast double %1383, %368
  %1385 = tail call fast double @llvm.fabs.f64(double %1384)
  %1386 = tail call fast double @llvm.maxnum.f64(double %1385, double 1.000000e+00)
  %1387 = fsub fast double %1136, %1384
  %1388 = tail call fast double @llvm.fabs.f64(double %1387)
  %1389 = fmul fast double %1386, 0x3EB0C6F7A0B5ED8D
  %1390 = fcmp fast ole double %1388, %1389
  %1391 = select i1 %1390, ptr @.str.12, ptr @.str.13
  %1392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %1136, double noundef nofpclass(nan inf) %1384, ptr noundef nonnull %1391)
  br i1 %1390, label %1396, label %1393

1393:                                             ; preds = %1382
  %1394 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1395 = add nsw i32 %1394, 1
  store i32 %1395, ptr @n_fail, align 4, !tbaa !5
  br label %1396

1396:                                             ; preds = %1382, %1393
  %1397 = add nuw nsw i64 %16, 1
  %1398 = icmp eq i64 %1397, 5
  br i1 %1398, label %9, label %15, !llvm.loop !51

1399:                                             ; preds = %385, %1399
  %1400 = phi i32 [ %1402, %1399 ], [ %386, %385 ]
  %1401 = phi double [ %1405, %1399 ], [ %387, %385 ]
  %1402 = add nuw nsw i32 %1400, 1
  %1403 = uitofp nneg i32 %1402 to double
  %1404 = fdiv fast double 1.000000e+00, %1403
  %1405 = fadd fast double %1404, %1401
  %1406 = icmp eq i32 %1402, %383
  br i1 %1406, label %422, label %1399, !llvm.loop !52
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
