; ModuleID = 'nestedloops.c'
source_filename = "nestedloops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -5.500000e-01, double 1.500000e-01, double 8.000000e-01, double 1.450000e+00], align 16
@.str = private unnamed_addr constant [11 x i8] c"fixed_nest\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"three_level\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"data_nest\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"local_array\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"nestedloops\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %624
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %624
  %8 = phi i64 [ 0, %0 ], [ %625, %624 ]
  %9 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = tail call fast double @llvm.fabs.f64(double %10)
  %12 = tail call fast double @llvm.maxnum.f64(double %11, double 1.000000e+00)
  %13 = fmul fast double %12, 0x3EB0C6F7A0B5ED8D
  %14 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_nest, double noundef nofpclass(nan inf) %10) #7
  %15 = fadd fast double %13, %10
  %16 = fsub fast double %10, %13
  %17 = tail call fast nofpclass(nan inf) double @fixed_nest(double noundef nofpclass(nan inf) %15) #7, !callees !11
  %18 = tail call fast nofpclass(nan inf) double @fixed_nest(double noundef nofpclass(nan inf) %16) #7, !callees !11
  %19 = fsub fast double %17, %18
  %20 = fmul fast double %12, 2.000000e-06
  %21 = fdiv fast double %19, %20
  %22 = tail call fast double @llvm.fabs.f64(double %21)
  %23 = tail call fast double @llvm.maxnum.f64(double %22, double 1.000000e+00)
  %24 = fsub fast double %14, %21
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = fmul fast double %23, 0x3EB0C6F7A0B5ED8D
  %27 = fcmp fast ole double %25, %26
  %28 = select i1 %27, ptr @.str.8, ptr @.str.9
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %21, ptr noundef nonnull %28)
  br i1 %27, label %33, label %30

30:                                               ; preds = %7
  %31 = load i32, ptr @n_fail, align 4, !tbaa !5
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @n_fail, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %7, %30
  %34 = shl nuw nsw i64 %8, 2
  %35 = or disjoint i64 %34, 3
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triangle, double noundef nofpclass(nan inf) %10, i32 noundef %36) #7
  %38 = fmul fast double %15, 1.000000e-02
  %39 = fneg fast double %15
  br label %40

40:                                               ; preds = %75, %33
  %41 = phi i32 [ 1, %33 ], [ %77, %75 ]
  %42 = phi i32 [ 0, %33 ], [ %44, %75 ]
  %43 = phi double [ 0.000000e+00, %33 ], [ %76, %75 ]
  %44 = add nuw nsw i32 %42, 1
  %45 = uitofp nneg i32 %44 to double
  %46 = and i32 %41, 3
  %47 = icmp ult i32 %42, 3
  br i1 %47, label %54, label %48

48:                                               ; preds = %40
  %49 = and i32 %41, 2147483644
  %50 = fdiv fast double 1.000000e+00, %45
  %51 = fdiv fast double 1.000000e+00, %45
  %52 = fdiv fast double 1.000000e+00, %45
  %53 = fdiv fast double 1.000000e+00, %45
  br label %80

54:                                               ; preds = %80, %40
  %55 = phi double [ poison, %40 ], [ %114, %80 ]
  %56 = phi i32 [ 0, %40 ], [ %115, %80 ]
  %57 = phi double [ %43, %40 ], [ %114, %80 ]
  %58 = icmp eq i32 %46, 0
  br i1 %58, label %75, label %59

59:                                               ; preds = %54
  %60 = fdiv fast double 1.000000e+00, %45
  br label %61

61:                                               ; preds = %61, %59
  %62 = phi i32 [ %56, %59 ], [ %72, %61 ]
  %63 = phi double [ %57, %59 ], [ %71, %61 ]
  %64 = phi i32 [ 0, %59 ], [ %73, %61 ]
  %65 = fmul fast double %38, %63
  %66 = uitofp nneg i32 %62 to double
  %67 = fmul fast double %39, %66
  %68 = tail call fast double @llvm.exp.f64(double %67)
  %69 = fmul fast double %68, %60
  %70 = fadd fast double %65, %63
  %71 = fadd fast double %70, %69
  %72 = add nuw nsw i32 %62, 1
  %73 = add i32 %64, 1
  %74 = icmp eq i32 %73, %46
  br i1 %74, label %75, label %61, !llvm.loop !12

75:                                               ; preds = %61, %54
  %76 = phi double [ %55, %54 ], [ %71, %61 ]
  %77 = add nuw nsw i32 %41, 1
  %78 = zext nneg i32 %44 to i64
  %79 = icmp eq i64 %35, %78
  br i1 %79, label %118, label %40, !llvm.loop !14

80:                                               ; preds = %80, %48
  %81 = phi i32 [ 0, %48 ], [ %115, %80 ]
  %82 = phi double [ %43, %48 ], [ %114, %80 ]
  %83 = phi i32 [ 0, %48 ], [ %116, %80 ]
  %84 = fmul fast double %38, %82
  %85 = uitofp nneg i32 %81 to double
  %86 = fmul fast double %39, %85
  %87 = tail call fast double @llvm.exp.f64(double %86)
  %88 = fmul fast double %87, %50
  %89 = fadd fast double %84, %82
  %90 = fadd fast double %89, %88
  %91 = or disjoint i32 %81, 1
  %92 = fmul fast double %38, %90
  %93 = uitofp nneg i32 %91 to double
  %94 = fmul fast double %39, %93
  %95 = tail call fast double @llvm.exp.f64(double %94)
  %96 = fmul fast double %95, %51
  %97 = fadd fast double %92, %90
  %98 = fadd fast double %97, %96
  %99 = or disjoint i32 %81, 2
  %100 = fmul fast double %38, %98
  %101 = uitofp nneg i32 %99 to double
  %102 = fmul fast double %39, %101
  %103 = tail call fast double @llvm.exp.f64(double %102)
  %104 = fmul fast double %103, %52
  %105 = fadd fast double %100, %98
  %106 = fadd fast double %105, %104
  %107 = or disjoint i32 %81, 3
  %108 = fmul fast double %38, %106
  %109 = uitofp nneg i32 %107 to double
  %110 = fmul fast double %39, %109
  %111 = tail call fast double @llvm.exp.f64(double %110)
  %112 = fmul fast double %111, %53
  %113 = fadd fast double %108, %106
  %114 = fadd fast double %113, %112
  %115 = add nuw nsw i32 %81, 4
  %116 = add i32 %83, 4
  %117 = icmp eq i32 %116, %49
  br i1 %117, label %54, label %80, !llvm.loop !16

118:                                              ; preds = %75
  %119 = fmul fast double %16, 1.000000e-02
  %120 = fneg fast double %16
  br label %121

121:                                              ; preds = %156, %118
  %122 = phi i32 [ 1, %118 ], [ %158, %156 ]
  %123 = phi i32 [ 0, %118 ], [ %125, %156 ]
  %124 = phi double [ 0.000000e+00, %118 ], [ %157, %156 ]
  %125 = add nuw nsw i32 %123, 1
  %126 = uitofp nneg i32 %125 to double
  %127 = and i32 %122, 3
  %128 = icmp ult i32 %123, 3
  br i1 %128, label %135, label %129

129:                                              ; preds = %121
  %130 = and i32 %122, 2147483644
  %131 = fdiv fast double 1.000000e+00, %126
  %132 = fdiv fast double 1.000000e+00, %126
  %133 = fdiv fast double 1.000000e+00, %126
  %134 = fdiv fast double 1.000000e+00, %126
  br label %161

135:                                              ; preds = %161, %121
  %136 = phi double [ poison, %121 ], [ %195, %161 ]
  %137 = phi i32 [ 0, %121 ], [ %196, %161 ]
  %138 = phi double [ %124, %121 ], [ %195, %161 ]
  %139 = icmp eq i32 %127, 0
  br i1 %139, label %156, label %140

140:                                              ; preds = %135
  %141 = fdiv fast double 1.000000e+00, %126
  br label %142

142:                                              ; preds = %142, %140
  %143 = phi i32 [ %137, %140 ], [ %153, %142 ]
  %144 = phi double [ %138, %140 ], [ %152, %142 ]
  %145 = phi i32 [ 0, %140 ], [ %154, %142 ]
  %146 = fmul fast double %119, %144
  %147 = uitofp nneg i32 %143 to double
  %148 = fmul fast double %120, %147
  %149 = tail call fast double @llvm.exp.f64(double %148)
  %150 = fmul fast double %149, %141
  %151 = fadd fast double %146, %144
  %152 = fadd fast double %151, %150
  %153 = add nuw nsw i32 %143, 1
  %154 = add i32 %145, 1
  %155 = icmp eq i32 %154, %127
  br i1 %155, label %156, label %142, !llvm.loop !17

156:                                              ; preds = %142, %135
  %157 = phi double [ %136, %135 ], [ %152, %142 ]
  %158 = add nuw nsw i32 %122, 1
  %159 = zext nneg i32 %125 to i64
  %160 = icmp eq i64 %35, %159
  br i1 %160, label %199, label %121, !llvm.loop !14

161:                                              ; preds = %161, %129
  %162 = phi i32 [ 0, %129 ], [ %196, %161 ]
  %163 = phi double [ %124, %129 ], [ %195, %161 ]
  %164 = phi i32 [ 0, %129 ], [ %197, %161 ]
  %165 = fmul fast double %119, %163
  %166 = uitofp nneg i32 %162 to double
  %167 = fmul fast double %120, %166
  %168 = tail call fast double @llvm.exp.f64(double %167)
  %169 = fmul fast double %168, %131
  %170 = fadd fast double %165, %163
  %171 = fadd fast double %170, %169
  %172 = or disjoint i32 %162, 1
  %173 = fmul fast double %119, %171
  %174 = uitofp nneg i32 %172 to double
  %175 = fmul fast double %120, %174
  %176 = tail call fast double @llvm.exp.f64(double %175)
  %177 = fmul fast double %176, %132
  %178 = fadd fast double %173, %171
  %179 = fadd fast double %178, %177
  %180 = or disjoint i32 %162, 2
  %181 = fmul fast double %119, %179
  %182 = uitofp nneg i32 %180 to double
  %183 = fmul fast double %120, %182
  %184 = tail call fast double @llvm.exp.f64(double %183)
  %185 = fmul fast double %184, %133
  %186 = fadd fast double %181, %179
  %187 = fadd fast double %186, %185
  %188 = or disjoint i32 %162, 3
  %189 = fmul fast double %119, %187
  %190 = uitofp nneg i32 %188 to double
  %191 = fmul fast double %120, %190
  %192 = tail call fast double @llvm.exp.f64(double %191)
  %193 = fmul fast double %192, %134
  %194 = fadd fast double %189, %187
  %195 = fadd fast double %194, %193
  %196 = add nuw nsw i32 %162, 4
  %197 = add i32 %164, 4
  %198 = icmp eq i32 %197, %130
  br i1 %198, label %135, label %161, !llvm.loop !16

199:                                              ; preds = %156
  %200 = fsub fast double %76, %157
  %201 = fdiv fast double %200, %20
  %202 = tail call fast double @llvm.fabs.f64(double %201)
  %203 = tail call fast double @llvm.maxnum.f64(double %202, double 1.000000e+00)
  %204 = fsub fast double %37, %201
  %205 = tail call fast double @llvm.fabs.f64(double %204)
  %206 = fmul fast double %203, 0x3EB0C6F7A0B5ED8D
  %207 = fcmp fast ole double %205, %206
  %208 = select i1 %207, ptr @.str.8, ptr @.str.9
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %201, ptr noundef nonnull %208)
  br i1 %207, label %213, label %210

210:                                              ; preds = %199
  %211 = load i32, ptr @n_fail, align 4, !tbaa !5
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr @n_fail, align 4, !tbaa !5
  br label %213

213:                                              ; preds = %199, %210
  %214 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %215 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @three_level, double noundef nofpclass(nan inf) %10, i32 noundef %214, i32 noundef %36) #7
  %216 = insertelement <4 x double> poison, double %15, i64 0
  %217 = insertelement <4 x double> poison, double %15, i64 0
  %218 = shufflevector <4 x double> %217, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>
  %219 = insertelement <4 x double> poison, double %15, i64 0
  %220 = shufflevector <4 x double> %219, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %221 = insertelement <4 x double> poison, double %15, i64 0
  %222 = shufflevector <4 x double> %221, <4 x double> poison, <4 x i32> zeroinitializer
  br label %223

223:                                              ; preds = %213, %280
  %224 = phi i2 [ %282, %280 ], [ 0, %213 ]
  %225 = phi double [ %281, %280 ], [ 1.000000e+00, %213 ]
  %226 = phi i32 [ %227, %280 ], [ 0, %213 ]
  %227 = add nuw nsw i32 %226, 1
  %228 = insertelement <4 x i32> poison, i32 %227, i64 0
  %229 = shufflevector <4 x i32> %228, <4 x i32> poison, <4 x i32> zeroinitializer
  %230 = add nuw <4 x i32> %229, <i32 0, i32 1, i32 2, i32 3>
  %231 = uitofp <4 x i32> %230 to <4 x double>
  %232 = fdiv fast <4 x double> %216, %231
  %233 = shufflevector <4 x double> %232, <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  %234 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %233)
  %235 = tail call fast double @llvm.sin.f64(double %234)
  %236 = fmul fast double %235, 1.000000e-01
  %237 = fadd fast double %236, 1.000000e+00
  %238 = fmul fast double %237, %225
  %239 = icmp eq i2 %224, 0
  br i1 %239, label %280, label %240, !llvm.loop !18

240:                                              ; preds = %223
  %241 = add nuw nsw i32 %226, 2
  %242 = insertelement <4 x i32> poison, i32 %241, i64 0
  %243 = shufflevector <4 x i32> %242, <4 x i32> poison, <4 x i32> zeroinitializer
  %244 = add nuw <4 x i32> %243, <i32 0, i32 1, i32 2, i32 3>
  %245 = uitofp <4 x i32> %244 to <4 x double>
  %246 = fdiv fast <4 x double> %218, %245
  %247 = shufflevector <4 x double> %246, <4 x double> <double poison, double poison, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %248 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %247)
  %249 = tail call fast double @llvm.sin.f64(double %248)
  %250 = fmul fast double %249, 1.000000e-01
  %251 = fadd fast double %250, 1.000000e+00
  %252 = fmul fast double %251, %238
  %253 = icmp eq i2 %224, 1
  br i1 %253, label %280, label %254, !llvm.loop !18

254:                                              ; preds = %240
  %255 = add nuw nsw i32 %226, 3
  %256 = insertelement <4 x i32> poison, i32 %255, i64 0
  %257 = shufflevector <4 x i32> %256, <4 x i32> poison, <4 x i32> zeroinitializer
  %258 = add nuw <4 x i32> %257, <i32 0, i32 1, i32 2, i32 3>
  %259 = uitofp <4 x i32> %258 to <4 x double>
  %260 = fdiv fast <4 x double> %220, %259
  %261 = insertelement <4 x double> %260, double 0.000000e+00, i64 3
  %262 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %261)
  %263 = tail call fast double @llvm.sin.f64(double %262)
  %264 = fmul fast double %263, 1.000000e-01
  %265 = fadd fast double %264, 1.000000e+00
  %266 = fmul fast double %265, %252
  %267 = icmp eq i2 %224, -2
  br i1 %267, label %280, label %268, !llvm.loop !18

268:                                              ; preds = %254
  %269 = add nuw nsw i32 %226, 4
  %270 = insertelement <4 x i32> poison, i32 %269, i64 0
  %271 = shufflevector <4 x i32> %270, <4 x i32> poison, <4 x i32> zeroinitializer
  %272 = add nuw <4 x i32> %271, <i32 0, i32 1, i32 2, i32 3>
  %273 = uitofp <4 x i32> %272 to <4 x double>
  %274 = fdiv fast <4 x double> %222, %273
  %275 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %274)
  %276 = tail call fast double @llvm.sin.f64(double %275)
  %277 = fmul fast double %276, 1.000000e-01
  %278 = fadd fast double %277, 1.000000e+00
  %279 = fmul fast double %278, %266
  br label %280

280:                                              ; preds = %268, %254, %240, %223
  %281 = phi double [ %238, %223 ], [ %252, %240 ], [ %266, %254 ], [ %279, %268 ]
  %282 = add i2 %224, -1
  %283 = zext nneg i32 %227 to i64
  %284 = icmp eq i64 %35, %283
  br i1 %284, label %285, label %223, !llvm.loop !19

285:                                              ; preds = %280
  %286 = insertelement <4 x double> poison, double %16, i64 0
  %287 = insertelement <4 x double> poison, double %16, i64 0
  %288 = shufflevector <4 x double> %287, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>
  %289 = insertelement <4 x double> poison, double %16, i64 0
  %290 = shufflevector <4 x double> %289, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %291 = insertelement <4 x double> poison, double %16, i64 0
  %292 = shufflevector <4 x double> %291, <4 x double> poison, <4 x i32> zeroinitializer
  br label %293

293:                                              ; preds = %285, %350
  %294 = phi i2 [ %352, %350 ], [ 0, %285 ]
  %295 = phi double [ %351, %350 ], [ 1.000000e+00, %285 ]
  %296 = phi i32 [ %297, %350 ], [ 0, %285 ]
  %297 = add nuw nsw i32 %296, 1
  %298 = insertelement <4 x i32> poison, i32 %297, i64 0
  %299 = shufflevector <4 x i32> %298, <4 x i32> poison, <4 x i32> zeroinitializer
  %300 = add nuw <4 x i32> %299, <i32 0, i32 1, i32 2, i32 3>
  %301 = uitofp <4 x i32> %300 to <4 x double>
  %302 = fdiv fast <4 x double> %286, %301
  %303 = shufflevector <4 x double> %302, <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  %304 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %303)
  %305 = tail call fast double @llvm.sin.f64(double %304)
  %306 = fmul fast double %305, 1.000000e-01
  %307 = fadd fast double %306, 1.000000e+00
  %308 = fmul fast double %307, %295
  %309 = icmp eq i2 %294, 0
  br i1 %309, label %350, label %310, !llvm.loop !18

310:                                              ; preds = %293
  %311 = add nuw nsw i32 %296, 2
  %312 = insertelement <4 x i32> poison, i32 %311, i64 0
  %313 = shufflevector <4 x i32> %312, <4 x i32> poison, <4 x i32> zeroinitializer
  %314 = add nuw <4 x i32> %313, <i32 0, i32 1, i32 2, i32 3>
  %315 = uitofp <4 x i32> %314 to <4 x double>
  %316 = fdiv fast <4 x double> %288, %315
  %317 = shufflevector <4 x double> %316, <4 x double> <double poison, double poison, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %318 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %317)
  %319 = tail call fast double @llvm.sin.f64(double %318)
  %320 = fmul fast double %319, 1.000000e-01
  %321 = fadd fast double %320, 1.000000e+00
  %322 = fmul fast double %321, %308
  %323 = icmp eq i2 %294, 1
  br i1 %323, label %350, label %324, !llvm.loop !18

324:                                              ; preds = %310
  %325 = add nuw nsw i32 %296, 3
  %326 = insertelement <4 x i32> poison, i32 %325, i64 0
  %327 = shufflevector <4 x i32> %326, <4 x i32> poison, <4 x i32> zeroinitializer
  %328 = add nuw <4 x i32> %327, <i32 0, i32 1, i32 2, i32 3>
  %329 = uitofp <4 x i32> %328 to <4 x double>
  %330 = fdiv fast <4 x double> %290, %329
  %331 = insertelement <4 x double> %330, double 0.000000e+00, i64 3
  %332 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %331)
  %333 = tail call fast double @llvm.sin.f64(double %332)
  %334 = fmul fast double %333, 1.000000e-01
  %335 = fadd fast double %334, 1.000000e+00
  %336 = fmul fast double %335, %322
  %337 = icmp eq i2 %294, -2
  br i1 %337, label %350, label %338, !llvm.loop !18

338:                                              ; preds = %324
  %339 = add nuw nsw i32 %296, 4
  %340 = insertelement <4 x i32> poison, i32 %339, i64 0
  %341 = shufflevector <4 x i32> %340, <4 x i32> poison, <4 x i32> zeroinitializer
  %342 = add nuw <4 x i32> %341, <i32 0, i32 1, i32 2, i32 3>
  %343 = uitofp <4 x i32> %342 to <4 x double>
  %344 = fdiv fast <4 x double> %292, %343
  %345 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %344)
  %346 = tail call fast double @llvm.sin.f64(double %345)
  %347 = fmul fast double %346, 1.000000e-01
  %348 = fadd fast double %347, 1.000000e+00
  %349 = fmul fast double %348, %336
  br label %350

350:                                              ; preds = %338, %324, %310, %293
  %351 = phi double [ %308, %293 ], [ %322, %310 ], [ %336, %324 ], [ %349, %338 ]
  %352 = add i2 %294, -1
  %353 = zext nneg i32 %297 to i64
  %354 = icmp eq i64 %35, %353
  br i1 %354, label %355, label %293, !llvm.loop !19

355:                                              ; preds = %350
  %356 = fsub fast double %281, %351
  %357 = fdiv fast double %356, %20
  %358 = tail call fast double @llvm.fabs.f64(double %357)
  %359 = tail call fast double @llvm.maxnum.f64(double %358, double 1.000000e+00)
  %360 = fsub fast double %215, %357
  %361 = tail call fast double @llvm.fabs.f64(double %360)
  %362 = fmul fast double %359, 0x3EB0C6F7A0B5ED8D
  %363 = fcmp fast ole double %361, %362
  %364 = select i1 %363, ptr @.str.8, ptr @.str.9
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %215, double noundef nofpclass(nan inf) %357, ptr noundef nonnull %364)
  br i1 %363, label %369, label %366

366:                                              ; preds = %355
  %367 = load i32, ptr @n_fail, align 4, !tbaa !5
  %368 = add nsw i32 %367, 1
  store i32 %368, ptr @n_fail, align 4, !tbaa !5
  br label %369

369:                                              ; preds = %355, %366
  %370 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @data_nest, double noundef nofpclass(nan inf) %10) #7
  %371 = tail call fast double @llvm.fabs.f64(double %15)
  %372 = fmul fast double %371, 3.000000e+00
  %373 = fptosi double %372 to i32
  %374 = icmp slt i32 %373, -1
  br i1 %374, label %461, label %375

375:                                              ; preds = %369
  %376 = add i32 %373, 2
  %377 = fmul fast double %15, %15
  %378 = mul nsw i32 %376, %376
  %379 = uitofp nneg i32 %378 to double
  %380 = tail call i32 @llvm.smax.i32(i32 %376, i32 1)
  %381 = insertelement <4 x double> poison, double %377, i64 0
  %382 = shufflevector <4 x double> %381, <4 x double> poison, <4 x i32> zeroinitializer
  %383 = fdiv fast double 1.000000e+00, %379
  br label %384

384:                                              ; preds = %444, %375
  %385 = phi i32 [ %451, %444 ], [ 0, %375 ]
  %386 = phi i32 [ %449, %444 ], [ 1, %375 ]
  %387 = phi double [ %448, %444 ], [ 0.000000e+00, %375 ]
  %388 = shl nuw i32 %385, 1
  %389 = add i32 %388, 2
  %390 = add i32 %385, 2
  %391 = tail call i32 @llvm.umax.i32(i32 %389, i32 %390)
  %392 = xor i32 %385, -1
  %393 = add i32 %391, %392
  %394 = shl nuw nsw i32 %386, 1
  %395 = uitofp nneg i32 %386 to double
  %396 = fmul fast double %15, %395
  %397 = icmp ult i32 %393, 16
  br i1 %397, label %398, label %401

398:                                              ; preds = %438, %384
  %399 = phi i32 [ %386, %384 ], [ %403, %438 ]
  %400 = phi double [ 0.000000e+00, %384 ], [ %442, %438 ]
  br label %452

401:                                              ; preds = %384
  %402 = and i32 %393, -16
  %403 = add i32 %386, %402
  %404 = insertelement <4 x i32> poison, i32 %386, i64 0
  %405 = shufflevector <4 x i32> %404, <4 x i32> poison, <4 x i32> zeroinitializer
  %406 = add <4 x i32> %405, <i32 0, i32 1, i32 2, i32 3>
  %407 = insertelement <4 x double> poison, double %396, i64 0
  %408 = shufflevector <4 x double> %407, <4 x double> poison, <4 x i32> zeroinitializer
  br label %409

409:                                              ; preds = %409, %401
  %410 = phi i32 [ 0, %401 ], [ %435, %409 ]
  %411 = phi <4 x i32> [ %406, %401 ], [ %436, %409 ]
  %412 = phi <4 x double> [ zeroinitializer, %401 ], [ %431, %409 ]
  %413 = phi <4 x double> [ zeroinitializer, %401 ], [ %432, %409 ]
  %414 = phi <4 x double> [ zeroinitializer, %401 ], [ %433, %409 ]
  %415 = phi <4 x double> [ zeroinitializer, %401 ], [ %434, %409 ]
  %416 = add <4 x i32> %411, <i32 4, i32 4, i32 4, i32 4>
  %417 = add <4 x i32> %411, <i32 8, i32 8, i32 8, i32 8>
  %418 = add <4 x i32> %411, <i32 12, i32 12, i32 12, i32 12>
  %419 = uitofp <4 x i32> %411 to <4 x double>
  %420 = uitofp <4 x i32> %416 to <4 x double>
  %421 = uitofp <4 x i32> %417 to <4 x double>
  %422 = uitofp <4 x i32> %418 to <4 x double>
  %423 = fdiv fast <4 x double> %382, %419
  %424 = fdiv fast <4 x double> %382, %420
  %425 = fdiv fast <4 x double> %382, %421
  %426 = fdiv fast <4 x double> %382, %422
  %427 = fsub fast <4 x double> %412, %408
  %428 = fsub fast <4 x double> %413, %408
  %429 = fsub fast <4 x double> %414, %408
  %430 = fsub fast <4 x double> %415, %408
  %431 = fadd fast <4 x double> %427, %423
  %432 = fadd fast <4 x double> %428, %424
  %433 = fadd fast <4 x double> %429, %425
  %434 = fadd fast <4 x double> %430, %426
  %435 = add nuw i32 %410, 16
  %436 = add <4 x i32> %411, <i32 16, i32 16, i32 16, i32 16>
  %437 = icmp eq i32 %435, %402
  br i1 %437, label %438, label %409, !llvm.loop !20

438:                                              ; preds = %409
  %439 = fadd fast <4 x double> %432, %431
  %440 = fadd fast <4 x double> %433, %439
  %441 = fadd fast <4 x double> %434, %440
  %442 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %441)
  %443 = icmp eq i32 %393, %402
  br i1 %443, label %444, label %398

444:                                              ; preds = %452, %438
  %445 = phi double [ %442, %438 ], [ %458, %452 ]
  %446 = fmul fast double %445, %445
  %447 = fmul fast double %446, %383
  %448 = fadd fast double %447, %387
  %449 = add nuw i32 %386, 1
  %450 = icmp eq i32 %386, %380
  %451 = add i32 %385, 1
  br i1 %450, label %461, label %384, !llvm.loop !23

452:                                              ; preds = %398, %452
  %453 = phi i32 [ %459, %452 ], [ %399, %398 ]
  %454 = phi double [ %458, %452 ], [ %400, %398 ]
  %455 = uitofp nneg i32 %453 to double
  %456 = fdiv fast double %377, %455
  %457 = fsub fast double %454, %396
  %458 = fadd fast double %457, %456
  %459 = add nuw nsw i32 %453, 1
  %460 = icmp ult i32 %459, %394
  br i1 %460, label %452, label %444, !llvm.loop !24

461:                                              ; preds = %444, %369
  %462 = phi double [ 0.000000e+00, %369 ], [ %448, %444 ]
  %463 = tail call fast double @llvm.fabs.f64(double %16)
  %464 = fmul fast double %463, 3.000000e+00
  %465 = fptosi double %464 to i32
  %466 = icmp slt i32 %465, -1
  br i1 %466, label %553, label %467

467:                                              ; preds = %461
  %468 = add i32 %465, 2
  %469 = fmul fast double %16, %16
  %470 = mul nsw i32 %468, %468
  %471 = uitofp nneg i32 %470 to double
  %472 = tail call i32 @llvm.smax.i32(i32 %468, i32 1)
  %473 = insertelement <4 x double> poison, double %469, i64 0
  %474 = shufflevector <4 x double> %473, <4 x double> poison, <4 x i32> zeroinitializer
  %475 = fdiv fast double 1.000000e+00, %471
  br label %476

476:                                              ; preds = %536, %467
  %477 = phi i32 [ %543, %536 ], [ 0, %467 ]
  %478 = phi i32 [ %541, %536 ], [ 1, %467 ]
  %479 = phi double [ %540, %536 ], [ 0.000000e+00, %467 ]
  %480 = shl nuw i32 %477, 1
  %481 = add i32 %480, 2
  %482 = add i32 %477, 2
  %483 = tail call i32 @llvm.umax.i32(i32 %481, i32 %482)
  %484 = xor i32 %477, -1
  %485 = add i32 %483, %484
  %486 = shl nuw nsw i32 %478, 1
  %487 = uitofp nneg i32 %478 to double
  %488 = fmul fast double %16, %487
  %489 = icmp ult i32 %485, 16
  br i1 %489, label %490, label %493

490:                                              ; preds = %530, %476
  %491 = phi i32 [ %478, %476 ], [ %495, %530 ]
  %492 = phi double [ 0.000000e+00, %476 ], [ %534, %530 ]
  br label %544

493:                                              ; preds = %476
  %494 = and i32 %485, -16
  %495 = add i32 %478, %494
  %496 = insertelement <4 x i32> poison, i32 %478, i64 0
  %497 = shufflevector <4 x i32> %496, <4 x i32> poison, <4 x i32> zeroinitializer
  %498 = add <4 x i32> %497, <i32 0, i32 1, i32 2, i32 3>
  %499 = insertelement <4 x double> poison, double %488, i64 0
  %500 = shufflevector <4 x double> %499, <4 x double> poison, <4 x i32> zeroinitializer
  br label %501

501:                                              ; preds = %501, %493
  %502 = phi i32 [ 0, %493 ], [ %527, %501 ]
  %503 = phi <4 x i32> [ %498, %493 ], [ %528, %501 ]
  %504 = phi <4 x double> [ zeroinitializer, %493 ], [ %523, %501 ]
  %505 = phi <4 x double> [ zeroinitializer, %493 ], [ %524, %501 ]
  %506 = phi <4 x double> [ zeroinitializer, %493 ], [ %525, %501 ]
  %507 = phi <4 x double> [ zeroinitializer, %493 ], [ %526, %501 ]
  %508 = add <4 x i32> %503, <i32 4, i32 4, i32 4, i32 4>
  %509 = add <4 x i32> %503, <i32 8, i32 8, i32 8, i32 8>
  %510 = add <4 x i32> %503, <i32 12, i32 12, i32 12, i32 12>
  %511 = uitofp <4 x i32> %503 to <4 x double>
  %512 = uitofp <4 x i32> %508 to <4 x double>
  %513 = uitofp <4 x i32> %509 to <4 x double>
  %514 = uitofp <4 x i32> %510 to <4 x double>
  %515 = fdiv fast <4 x double> %474, %511
  %516 = fdiv fast <4 x double> %474, %512
  %517 = fdiv fast <4 x double> %474, %513
  %518 = fdiv fast <4 x double> %474, %514
  %519 = fsub fast <4 x double> %504, %500
  %520 = fsub fast <4 x double> %505, %500
  %521 = fsub fast <4 x double> %506, %500
  %522 = fsub fast <4 x double> %507, %500
  %523 = fadd fast <4 x double> %519, %515
  %524 = fadd fast <4 x double> %520, %516
  %525 = fadd fast <4 x double> %521, %517
  %526 = fadd fast <4 x double> %522, %518
  %527 = add nuw i32 %502, 16
  %528 = add <4 x i32> %503, <i32 16, i32 16, i32 16, i32 16>
  %529 = icmp eq i32 %527, %494
  br i1 %529, label %530, label %501, !llvm.loop !25

530:                                              ; preds = %501
  %531 = fadd fast <4 x double> %524, %523
  %532 = fadd fast <4 x double> %525, %531
  %533 = fadd fast <4 x double> %526, %532
  %534 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %533)
  %535 = icmp eq i32 %485, %494
  br i1 %535, label %536, label %490

536:                                              ; preds = %544, %530
  %537 = phi double [ %534, %530 ], [ %550, %544 ]
  %538 = fmul fast double %537, %537
  %539 = fmul fast double %538, %475
  %540 = fadd fast double %539, %479
  %541 = add nuw i32 %478, 1
  %542 = icmp eq i32 %478, %472
  %543 = add i32 %477, 1
  br i1 %542, label %553, label %476, !llvm.loop !23

544:                                              ; preds = %490, %544
  %545 = phi i32 [ %551, %544 ], [ %491, %490 ]
  %546 = phi double [ %550, %544 ], [ %492, %490 ]
  %547 = uitofp nneg i32 %545 to double
  %548 = fdiv fast double %469, %547
  %549 = fsub fast double %546, %488
  %550 = fadd fast double %549, %548
  %551 = add nuw nsw i32 %545, 1
  %552 = icmp ult i32 %551, %486
  br i1 %552, label %544, label %536, !llvm.loop !26

553:                                              ; preds = %536, %461
  %554 = phi double [ 0.000000e+00, %461 ], [ %540, %536 ]
  %555 = fsub fast double %462, %554
  %556 = fdiv fast double %555, %20
  %557 = tail call fast double @llvm.fabs.f64(double %556)
  %558 = tail call fast double @llvm.maxnum.f64(double %557, double 1.000000e+00)
  %559 = fsub fast double %370, %556
  %560 = tail call fast double @llvm.fabs.f64(double %559)
  %561 = fmul fast double %558, 0x3EB0C6F7A0B5ED8D
  %562 = fcmp fast ole double %560, %561
  %563 = select i1 %562, ptr @.str.8, ptr @.str.9
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %370, double noundef nofpclass(nan inf) %556, ptr noundef nonnull %563)
  br i1 %562, label %568, label %565

565:                                              ; preds = %553
  %566 = load i32, ptr @n_fail, align 4, !tbaa !5
  %567 = add nsw i32 %566, 1
  store i32 %567, ptr @n_fail, align 4, !tbaa !5
  br label %568

568:                                              ; preds = %553, %565
  %569 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_array, double noundef nofpclass(nan inf) %10) #7
  %570 = fadd fast double %15, 2.000000e+00
  %571 = fmul fast double %15, 0x3FD5555555555555
  %572 = fmul fast double %15, 2.500000e-01
  %573 = fmul fast double %15, 2.000000e-01
  %574 = fmul fast double %571, %571
  %575 = fmul fast double %572, %572
  %576 = fmul fast double %573, %573
  %577 = fadd fast double %16, 2.000000e+00
  %578 = fmul fast double %16, 5.000000e-01
  %579 = fmul fast double %16, 0x3FD5555555555555
  %580 = insertelement <4 x double> poison, double %16, i64 0
  %581 = shufflevector <4 x double> %580, <4 x double> poison, <4 x i32> zeroinitializer
  %582 = fmul fast <4 x double> %581, <double 0x3FC5555555555555, double 2.000000e-01, double 1.250000e-01, double 2.500000e-01>
  %583 = insertelement <4 x double> %582, double %578, i64 0
  %584 = shufflevector <4 x double> %583, <4 x double> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 3>
  %585 = fmul fast <4 x double> %582, %584
  %586 = extractelement <4 x double> %582, i64 3
  %587 = fmul fast double %578, %586
  %588 = fmul fast double %579, %579
  %589 = fmul fast double %578, %578
  %590 = fmul fast double %570, %570
  %591 = fmul fast double %15, %15
  %592 = fmul fast double %591, 0x3FE0AAAAAAAAAAAA
  %593 = fmul fast double %591, 0x3FB5555555555555
  %594 = fmul fast <4 x double> %585, <double 2.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %595 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double %587, <4 x double> %594)
  %596 = fadd fast double %588, %589
  %597 = fadd fast double %595, %596
  %598 = fmul fast double %591, 0x3FD502D7D8F84730
  %599 = fmul fast double %577, %577
  %600 = fsub fast double %590, %599
  %601 = fmul fast double %600, 2.100000e+01
  %602 = fmul fast double %16, %16
  %603 = fmul fast double %602, 0xBFD502D7D8F84730
  %604 = fadd fast double %575, %574
  %605 = fadd fast double %604, %576
  %606 = fadd fast double %605, %593
  %607 = fadd fast double %606, %592
  %608 = fadd fast double %607, %601
  %609 = fadd fast double %608, %598
  %610 = fadd fast double %609, %603
  %611 = fsub fast double %610, %597
  %612 = fdiv fast double %611, %20
  %613 = tail call fast double @llvm.fabs.f64(double %612)
  %614 = tail call fast double @llvm.maxnum.f64(double %613, double 1.000000e+00)
  %615 = fsub fast double %569, %612
  %616 = tail call fast double @llvm.fabs.f64(double %615)
  %617 = fmul fast double %614, 0x3EB0C6F7A0B5ED8D
  %618 = fcmp fast ole double %616, %617
  %619 = select i1 %618, ptr @.str.8, ptr @.str.9
  %620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %612, ptr noundef nonnull %619)
  br i1 %618, label %624, label %621

621:                                              ; preds = %568
  %622 = load i32, ptr @n_fail, align 4, !tbaa !5
  %623 = add nsw i32 %622, 1
  store i32 %623, ptr @n_fail, align 4, !tbaa !5
  br label %624

624:                                              ; preds = %568, %621
  %625 = add nuw nsw i64 %8, 1
  %626 = icmp eq i64 %625, 4
  br i1 %626, label %1, label %7, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fixed_nest(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, 4.000000e+00
  %3 = tail call fast double @llvm.sin.f64(double %0)
  %4 = insertelement <2 x double> poison, double %0, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = fmul fast <2 x double> %5, <double 2.000000e+00, double 3.000000e+00>
  %7 = tail call fast <2 x double> @llvm.cos.v2f64(<2 x double> %6)
  %8 = extractelement <2 x double> %6, i64 0
  %9 = tail call fast double @llvm.sin.f64(double %8)
  %10 = extractelement <2 x double> %6, i64 1
  %11 = tail call fast double @llvm.sin.f64(double %10)
  %12 = tail call fast double @llvm.sin.f64(double %2)
  %13 = fmul fast double %0, 5.000000e+00
  %14 = tail call fast double @llvm.sin.f64(double %13)
  %15 = fmul fast double %0, 6.000000e+00
  %16 = tail call fast double @llvm.sin.f64(double %15)
  %17 = fmul fast <2 x double> %5, <double 7.000000e+00, double 8.000000e+00>
  %18 = insertelement <2 x double> %5, double %2, i64 0
  %19 = tail call fast <2 x double> @llvm.cos.v2f64(<2 x double> %18)
  %20 = shufflevector <2 x double> %19, <2 x double> %7, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  %21 = insertelement <4 x double> poison, double %3, i64 0
  %22 = shufflevector <4 x double> %21, <4 x double> poison, <4 x i32> zeroinitializer
  %23 = fmul fast <4 x double> %20, %22
  %24 = insertelement <4 x double> poison, double %9, i64 0
  %25 = shufflevector <4 x double> %24, <4 x double> poison, <4 x i32> zeroinitializer
  %26 = fmul fast <4 x double> %20, %25
  %27 = insertelement <4 x double> poison, double %11, i64 0
  %28 = shufflevector <4 x double> %27, <4 x double> poison, <4 x i32> zeroinitializer
  %29 = fmul fast <4 x double> %20, %28
  %30 = insertelement <4 x double> poison, double %12, i64 0
  %31 = shufflevector <4 x double> %30, <4 x double> poison, <4 x i32> zeroinitializer
  %32 = fmul fast <4 x double> %20, %31
  %33 = insertelement <4 x double> poison, double %14, i64 0
  %34 = shufflevector <4 x double> %33, <4 x double> poison, <4 x i32> zeroinitializer
  %35 = fmul fast <4 x double> %20, %34
  %36 = insertelement <4 x double> poison, double %16, i64 0
  %37 = shufflevector <4 x double> %36, <4 x double> poison, <4 x i32> zeroinitializer
  %38 = fmul fast <4 x double> %20, %37
  %39 = tail call fast <2 x double> @llvm.sin.v2f64(<2 x double> %17)
  %40 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %41 = shufflevector <2 x double> %40, <2 x double> %7, <2 x i32> <i32 0, i32 2>
  %42 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> zeroinitializer
  %43 = fmul fast <2 x double> %41, %42
  %44 = shufflevector <4 x double> %23, <4 x double> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %45 = insertelement <32 x double> %44, double %9, i64 4
  %46 = shufflevector <4 x double> %26, <4 x double> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %47 = shufflevector <32 x double> %45, <32 x double> %46, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %48 = insertelement <32 x double> %47, double %11, i64 9
  %49 = shufflevector <4 x double> %29, <4 x double> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %50 = shufflevector <32 x double> %48, <32 x double> %49, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %51 = insertelement <32 x double> %50, double %12, i64 14
  %52 = shufflevector <4 x double> %32, <4 x double> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %53 = shufflevector <32 x double> %51, <32 x double> %52, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %54 = insertelement <32 x double> %53, double %14, i64 19
  %55 = shufflevector <4 x double> %35, <4 x double> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %56 = shufflevector <32 x double> %54, <32 x double> %55, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %57 = insertelement <32 x double> %56, double %16, i64 24
  %58 = shufflevector <4 x double> %38, <4 x double> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %59 = shufflevector <32 x double> %57, <32 x double> %58, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 32, i32 33, i32 34, i32 35, i32 poison, i32 poison, i32 poison>
  %60 = shufflevector <2 x double> %39, <2 x double> poison, <32 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %61 = shufflevector <32 x double> %59, <32 x double> %60, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 32, i32 poison, i32 poison>
  %62 = shufflevector <2 x double> %43, <2 x double> poison, <32 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %63 = shufflevector <32 x double> %61, <32 x double> %62, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 32, i32 33>
  %64 = fmul fast <32 x double> %63, <double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01, double 2.000000e-01, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01, double 2.000000e-01, double 0x3FC5555555555555, double 0x3FD5555555555555, double 2.500000e-01, double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 2.500000e-01, double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01, double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01, double 0x3FBC71C71C71C71C, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01, double 0x3FBC71C71C71C71C, double 1.000000e-01, double 0x3FC2492492492492, double 1.250000e-01, double 0x3FBC71C71C71C71C>
  %65 = fmul fast <2 x double> %19, %39
  %66 = fmul fast <2 x double> %65, <double 0x3FB745D1745D1746, double 0x3FBC71C71C71C71C>
  %67 = extractelement <2 x double> %39, i64 1
  %68 = extractelement <2 x double> %7, i64 0
  %69 = fmul fast double %68, %67
  %70 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %71 = insertelement <2 x double> %70, double %69, i64 1
  %72 = fmul fast <2 x double> %71, <double 1.250000e-01, double 1.000000e-01>
  %73 = fmul fast <2 x double> %7, %39
  %74 = extractelement <2 x double> %73, i64 1
  %75 = fmul fast double %74, 0x3FB745D1745D1746
  %76 = shufflevector <2 x double> %40, <2 x double> %7, <2 x i32> <i32 3, i32 1>
  %77 = fmul fast <2 x double> %76, %39
  %78 = fmul fast <2 x double> %77, <double 1.000000e-01, double 0x3FB5555555555555>
  %79 = tail call fast double @llvm.vector.reduce.fadd.v32f64(double -0.000000e+00, <32 x double> %64)
  %80 = fadd fast <2 x double> %66, %72
  %81 = insertelement <2 x double> poison, double %79, i64 0
  %82 = insertelement <2 x double> %81, double %75, i64 1
  %83 = fadd fast <2 x double> %82, %78
  %84 = fadd fast <2 x double> %80, %83
  %85 = shufflevector <2 x double> %84, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %86 = fadd fast <2 x double> %84, %85
  %87 = extractelement <2 x double> %86, i64 0
  %88 = fadd fast double %87, %3
  ret double %88
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @triangle(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %21

4:                                                ; preds = %2
  %5 = fmul fast double %0, 1.000000e-02
  %6 = fneg fast double %0
  br label %7

7:                                                ; preds = %4, %44
  %8 = phi i32 [ 1, %4 ], [ %46, %44 ]
  %9 = phi i32 [ 0, %4 ], [ %11, %44 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %45, %44 ]
  %11 = add nuw nsw i32 %9, 1
  %12 = uitofp nneg i32 %11 to double
  %13 = and i32 %8, 3
  %14 = icmp ult i32 %9, 3
  br i1 %14, label %23, label %15

15:                                               ; preds = %7
  %16 = and i32 %8, -4
  %17 = fdiv fast double 1.000000e+00, %12
  %18 = fdiv fast double 1.000000e+00, %12
  %19 = fdiv fast double 1.000000e+00, %12
  %20 = fdiv fast double 1.000000e+00, %12
  br label %48

21:                                               ; preds = %44, %2
  %22 = phi double [ 0.000000e+00, %2 ], [ %45, %44 ]
  ret double %22

23:                                               ; preds = %48, %7
  %24 = phi double [ poison, %7 ], [ %82, %48 ]
  %25 = phi i32 [ 0, %7 ], [ %83, %48 ]
  %26 = phi double [ %10, %7 ], [ %82, %48 ]
  %27 = icmp eq i32 %13, 0
  br i1 %27, label %44, label %28

28:                                               ; preds = %23
  %29 = fdiv fast double 1.000000e+00, %12
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i32 [ %25, %28 ], [ %41, %30 ]
  %32 = phi double [ %26, %28 ], [ %40, %30 ]
  %33 = phi i32 [ 0, %28 ], [ %42, %30 ]
  %34 = fmul fast double %5, %32
  %35 = uitofp nneg i32 %31 to double
  %36 = fmul fast double %6, %35
  %37 = tail call fast double @llvm.exp.f64(double %36)
  %38 = fmul fast double %37, %29
  %39 = fadd fast double %34, %32
  %40 = fadd fast double %39, %38
  %41 = add nuw nsw i32 %31, 1
  %42 = add i32 %33, 1
  %43 = icmp eq i32 %42, %13
  br i1 %43, label %44, label %30, !llvm.loop !28

44:                                               ; preds = %30, %23
  %45 = phi double [ %24, %23 ], [ %40, %30 ]
  %46 = add nuw i32 %8, 1
  %47 = icmp eq i32 %11, %1
  br i1 %47, label %21, label %7, !llvm.loop !14

48:                                               ; preds = %48, %15
  %49 = phi i32 [ 0, %15 ], [ %83, %48 ]
  %50 = phi double [ %10, %15 ], [ %82, %48 ]
  %51 = phi i32 [ 0, %15 ], [ %84, %48 ]
  %52 = fmul fast double %5, %50
  %53 = uitofp nneg i32 %49 to double
  %54 = fmul fast double %6, %53
  %55 = tail call fast double @llvm.exp.f64(double %54)
  %56 = fmul fast double %55, %17
  %57 = fadd fast double %52, %50
  %58 = fadd fast double %57, %56
  %59 = or disjoint i32 %49, 1
  %60 = fmul fast double %5, %58
  %61 = uitofp nneg i32 %59 to double
  %62 = fmul fast double %6, %61
  %63 = tail call fast double @llvm.exp.f64(double %62)
  %64 = fmul fast double %63, %18
  %65 = fadd fast double %60, %58
  %66 = fadd fast double %65, %64
  %67 = or disjoint i32 %49, 2
  %68 = fmul fast double %5, %66
  %69 = uitofp nneg i32 %67 to double
  %70 = fmul fast double %6, %69
  %71 = tail call fast double @llvm.exp.f64(double %70)
  %72 = fmul fast double %71, %19
  %73 = fadd fast double %68, %66
  %74 = fadd fast double %73, %72
  %75 = or disjoint i32 %49, 3
  %76 = fmul fast double %5, %74
  %77 = uitofp nneg i32 %75 to double
  %78 = fmul fast double %6, %77
  %79 = tail call fast double @llvm.exp.f64(double %78)
  %80 = fmul fast double %79, %20
  %81 = fadd fast double %76, %74
  %82 = fadd fast double %81, %80
  %83 = add nuw nsw i32 %49, 4
  %84 = add i32 %51, 4
  %85 = icmp eq i32 %84, %16
  br i1 %85, label %23, label %48, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @three_level(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = insertelement <4 x double> poison, double %0, i64 0
  %6 = insertelement <4 x double> poison, double %0, i64 0
  %7 = shufflevector <4 x double> %6, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>
  %8 = insertelement <4 x double> poison, double %0, i64 0
  %9 = shufflevector <4 x double> %8, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %10 = insertelement <4 x double> poison, double %0, i64 0
  %11 = shufflevector <4 x double> %10, <4 x double> poison, <4 x i32> zeroinitializer
  br label %14

12:                                               ; preds = %69, %2
  %13 = phi double [ 1.000000e+00, %2 ], [ %70, %69 ]
  ret double %13

14:                                               ; preds = %4, %69
  %15 = phi i2 [ %71, %69 ], [ 0, %4 ]
  %16 = phi double [ %70, %69 ], [ 1.000000e+00, %4 ]
  %17 = phi i32 [ %18, %69 ], [ 0, %4 ]
  %18 = add nuw nsw i32 %17, 1
  %19 = uitofp nneg i32 %18 to double
  %20 = insertelement <4 x double> poison, double %19, i64 0
  %21 = fdiv fast <4 x double> %5, %20
  %22 = shufflevector <4 x double> %21, <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  %23 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %22)
  %24 = tail call fast double @llvm.sin.f64(double %23)
  %25 = fmul fast double %24, 1.000000e-01
  %26 = fadd fast double %25, 1.000000e+00
  %27 = fmul fast double %26, %16
  %28 = icmp eq i2 %15, 0
  br i1 %28, label %69, label %29, !llvm.loop !18

29:                                               ; preds = %14
  %30 = add nuw i32 %17, 2
  %31 = uitofp i32 %30 to double
  %32 = insertelement <4 x double> poison, double %31, i64 0
  %33 = shufflevector <4 x double> %32, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>
  %34 = fadd fast <4 x double> %33, <double 0.000000e+00, double 1.000000e+00, double poison, double poison>
  %35 = fdiv fast <4 x double> %7, %34
  %36 = shufflevector <4 x double> %35, <4 x double> <double poison, double poison, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %37 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %36)
  %38 = tail call fast double @llvm.sin.f64(double %37)
  %39 = fmul fast double %38, 1.000000e-01
  %40 = fadd fast double %39, 1.000000e+00
  %41 = fmul fast double %40, %27
  %42 = icmp eq i2 %15, 1
  br i1 %42, label %69, label %43, !llvm.loop !18

43:                                               ; preds = %29
  %44 = add nuw i32 %17, 3
  %45 = uitofp i32 %44 to double
  %46 = insertelement <4 x double> poison, double %45, i64 0
  %47 = shufflevector <4 x double> %46, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %48 = fadd fast <4 x double> %47, <double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, double poison>
  %49 = fdiv fast <4 x double> %9, %48
  %50 = insertelement <4 x double> %49, double 0.000000e+00, i64 3
  %51 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %50)
  %52 = tail call fast double @llvm.sin.f64(double %51)
  %53 = fmul fast double %52, 1.000000e-01
  %54 = fadd fast double %53, 1.000000e+00
  %55 = fmul fast double %54, %41
  %56 = icmp eq i2 %15, -2
  br i1 %56, label %69, label %57, !llvm.loop !18

57:                                               ; preds = %43
  %58 = add nuw i32 %17, 4
  %59 = uitofp i32 %58 to double
  %60 = insertelement <4 x double> poison, double %59, i64 0
  %61 = shufflevector <4 x double> %60, <4 x double> poison, <4 x i32> zeroinitializer
  %62 = fadd fast <4 x double> %61, <double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, double 3.000000e+00>
  %63 = fdiv fast <4 x double> %11, %62
  %64 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %63)
  %65 = tail call fast double @llvm.sin.f64(double %64)
  %66 = fmul fast double %65, 1.000000e-01
  %67 = fadd fast double %66, 1.000000e+00
  %68 = fmul fast double %67, %55
  br label %69

69:                                               ; preds = %57, %43, %29, %14
  %70 = phi double [ %27, %14 ], [ %41, %29 ], [ %55, %43 ], [ %68, %57 ]
  %71 = add i2 %15, -1
  %72 = icmp eq i32 %18, %1
  br i1 %72, label %12, label %14, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @data_nest(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast double @llvm.fabs.f64(double %0)
  %3 = fmul fast double %2, 3.000000e+00
  %4 = fptosi double %3 to i32
  %5 = icmp slt i32 %4, -1
  br i1 %5, label %75, label %6

6:                                                ; preds = %1
  %7 = add i32 %4, 2
  %8 = fmul fast double %0, %0
  %9 = mul nsw i32 %7, %7
  %10 = uitofp nneg i32 %9 to double
  %11 = tail call i32 @llvm.smax.i32(i32 %7, i32 1)
  %12 = insertelement <4 x double> poison, double %8, i64 0
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = fdiv fast double 1.000000e+00, %10
  br label %15

15:                                               ; preds = %77, %6
  %16 = phi i32 [ %84, %77 ], [ 0, %6 ]
  %17 = phi i32 [ %82, %77 ], [ 1, %6 ]
  %18 = phi double [ %81, %77 ], [ 0.000000e+00, %6 ]
  %19 = shl nuw i32 %16, 1
  %20 = add i32 %19, 2
  %21 = add i32 %16, 2
  %22 = tail call i32 @llvm.umax.i32(i32 %20, i32 %21)
  %23 = xor i32 %16, -1
  %24 = add i32 %22, %23
  %25 = shl nuw nsw i32 %17, 1
  %26 = uitofp nneg i32 %17 to double
  %27 = fmul fast double %26, %0
  %28 = icmp ult i32 %24, 16
  br i1 %28, label %29, label %32

29:                                               ; preds = %69, %15
  %30 = phi i32 [ %17, %15 ], [ %34, %69 ]
  %31 = phi double [ 0.000000e+00, %15 ], [ %73, %69 ]
  br label %85

32:                                               ; preds = %15
  %33 = and i32 %24, -16
  %34 = add i32 %17, %33
  %35 = insertelement <4 x i32> poison, i32 %17, i64 0
  %36 = shufflevector <4 x i32> %35, <4 x i32> poison, <4 x i32> zeroinitializer
  %37 = add <4 x i32> %36, <i32 0, i32 1, i32 2, i32 3>
  %38 = insertelement <4 x double> poison, double %27, i64 0
  %39 = shufflevector <4 x double> %38, <4 x double> poison, <4 x i32> zeroinitializer
  br label %40

40:                                               ; preds = %40, %32
  %41 = phi i32 [ 0, %32 ], [ %66, %40 ]
  %42 = phi <4 x i32> [ %37, %32 ], [ %67, %40 ]
  %43 = phi <4 x double> [ zeroinitializer, %32 ], [ %62, %40 ]
  %44 = phi <4 x double> [ zeroinitializer, %32 ], [ %63, %40 ]
  %45 = phi <4 x double> [ zeroinitializer, %32 ], [ %64, %40 ]
  %46 = phi <4 x double> [ zeroinitializer, %32 ], [ %65, %40 ]
  %47 = add <4 x i32> %42, <i32 4, i32 4, i32 4, i32 4>
  %48 = add <4 x i32> %42, <i32 8, i32 8, i32 8, i32 8>
  %49 = add <4 x i32> %42, <i32 12, i32 12, i32 12, i32 12>
  %50 = uitofp <4 x i32> %42 to <4 x double>
  %51 = uitofp <4 x i32> %47 to <4 x double>
  %52 = uitofp <4 x i32> %48 to <4 x double>
  %53 = uitofp <4 x i32> %49 to <4 x double>
  %54 = fdiv fast <4 x double> %13, %50
  %55 = fdiv fast <4 x double> %13, %51
  %56 = fdiv fast <4 x double> %13, %52
  %57 = fdiv fast <4 x double> %13, %53
  %58 = fsub fast <4 x double> %43, %39
  %59 = fsub fast <4 x double> %44, %39
  %60 = fsub fast <4 x double> %45, %39
  %61 = fsub fast <4 x double> %46, %39
  %62 = fadd fast <4 x double> %58, %54
  %63 = fadd fast <4 x double> %59, %55
  %64 = fadd fast <4 x double> %60, %56
  %65 = fadd fast <4 x double> %61, %57
  %66 = add nuw i32 %41, 16
  %67 = add <4 x i32> %42, <i32 16, i32 16, i32 16, i32 16>
  %68 = icmp eq i32 %66, %33
  br i1 %68, label %69, label %40, !llvm.loop !29

69:                                               ; preds = %40
  %70 = fadd fast <4 x double> %63, %62
  %71 = fadd fast <4 x double> %64, %70
  %72 = fadd fast <4 x double> %65, %71
  %73 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %72)
  %74 = icmp eq i32 %24, %33
  br i1 %74, label %77, label %29

75:                                               ; preds = %77, %1
  %76 = phi double [ 0.000000e+00, %1 ], [ %81, %77 ]
  ret double %76

77:                                               ; preds = %85, %69
  %78 = phi double [ %73, %69 ], [ %91, %85 ]
  %79 = fmul fast double %78, %78
  %80 = fmul fast double %79, %14
  %81 = fadd fast double %80, %18
  %82 = add nuw i32 %17, 1
  %83 = icmp eq i32 %17, %11
  %84 = add i32 %16, 1
  br i1 %83, label %75, label %15, !llvm.loop !23

85:                                               ; preds = %29, %85
  %86 = phi i32 [ %92, %85 ], [ %30, %29 ]
  %87 = phi double [ %91, %85 ], [ %31, %29 ]
  %88 = uitofp nneg i32 %86 to double
  %89 = fdiv fast double %8, %88
  %90 = fsub fast double %87, %27
  %91 = fadd fast double %90, %89
  %92 = add nuw nsw i32 %86, 1
  %93 = icmp ult i32 %92, %25
  br i1 %93, label %85, label %77, !llvm.loop !30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @local_array(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fadd fast double %0, 2.000000e+00
  %3 = fmul fast double %0, 5.000000e-01
  %4 = fmul fast double %0, 0x3FD5555555555555
  %5 = fmul fast double %0, 2.500000e-01
  %6 = fmul fast double %0, 2.000000e-01
  %7 = fmul fast double %0, 0x3FC5555555555555
  %8 = fmul fast double %0, 0x3FC2492492492492
  %9 = fmul fast double %0, 1.250000e-01
  %10 = fmul fast double %2, %2
  %11 = fmul fast double %3, %3
  %12 = fadd fast double %11, %10
  %13 = fmul fast double %2, %2
  %14 = fmul fast double %13, 2.000000e+00
  %15 = fadd fast double %14, %12
  %16 = fmul fast double %4, %4
  %17 = fadd fast double %16, %15
  %18 = fmul fast double %0, 5.000000e-01
  %19 = fmul fast double %18, %5
  %20 = fadd fast double %19, %17
  %21 = fmul fast double %2, %2
  %22 = fmul fast double %21, 3.000000e+00
  %23 = fadd fast double %22, %20
  %24 = fmul fast double %5, %5
  %25 = fadd fast double %24, %23
  %26 = fmul fast double %0, 4.000000e-01
  %27 = fmul fast double %26, %6
  %28 = fadd fast double %27, %25
  %29 = fmul fast double %0, 5.000000e-01
  %30 = fmul fast double %29, %7
  %31 = fadd fast double %30, %28
  %32 = fmul fast double %2, %2
  %33 = fmul fast double %32, 4.000000e+00
  %34 = fadd fast double %33, %31
  %35 = fmul fast double %6, %6
  %36 = fadd fast double %35, %34
  %37 = fmul fast double %0, 0x3FD5555555555555
  %38 = fmul fast double %37, %7
  %39 = fadd fast double %38, %36
  %40 = fmul fast double %0, 0x3FDB6DB6DB6DB6DB
  %41 = fmul fast double %40, %8
  %42 = fadd fast double %41, %39
  %43 = fmul fast double %0, 5.000000e-01
  %44 = fmul fast double %43, %9
  %45 = fadd fast double %44, %42
  %46 = fmul fast double %2, %2
  %47 = fmul fast double %46, 5.000000e+00
  %48 = fadd fast double %47, %45
  %49 = fmul fast double %7, %7
  %50 = fadd fast double %49, %48
  %51 = fmul fast double %0, 0x3FD2492492492492
  %52 = fmul fast double %51, %8
  %53 = fadd fast double %52, %50
  %54 = fmul fast double %0, 3.750000e-01
  %55 = fmul fast double %54, %9
  %56 = fadd fast double %55, %53
  %57 = fmul fast double %0, %0
  %58 = fmul fast double %57, 0x3FA948B0FCD6E9E0
  %59 = fadd fast double %58, %56
  %60 = fmul fast double %0, %0
  %61 = fmul fast double %60, 5.000000e-02
  %62 = fadd fast double %61, %59
  %63 = fmul fast double %2, %2
  %64 = fmul fast double %63, 6.000000e+00
  %65 = fadd fast double %64, %62
  ret double %65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v32f64(double, <32 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.cos.v2f64(<2 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = !{ptr @data_nest, ptr @fixed_nest, ptr @local_array}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15, !22, !21}
!25 = distinct !{!25, !15, !21, !22}
!26 = distinct !{!26, !15, !22, !21}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !15, !21, !22}
!30 = distinct !{!30, !15, !22, !21}
