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
  br label %17

11:                                               ; preds = %688
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  ret i32 %16

17:                                               ; preds = %0, %688
  %18 = phi i64 [ 0, %0 ], [ %689, %688 ]
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call fast double @llvm.fabs.f64(double %20)
  %22 = tail call fast double @llvm.maxnum.f64(double %21, double 1.000000e+00)
  %23 = fmul fast double %22, 0x3EB0C6F7A0B5ED8D
  %24 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_nest, double noundef nofpclass(nan inf) %20) #8
  %25 = fadd fast double %23, %20
  %26 = fsub fast double %20, %23
  %27 = tail call fast nofpclass(nan inf) double @fixed_nest(double noundef nofpclass(nan inf) %25) #8, !callees !11
  %28 = tail call fast nofpclass(nan inf) double @fixed_nest(double noundef nofpclass(nan inf) %26) #8, !callees !11
  %29 = fsub fast double %27, %28
  %30 = fmul fast double %22, 2.000000e-06
  %31 = fdiv fast double %29, %30
  %32 = tail call fast double @llvm.fabs.f64(double %31)
  %33 = tail call fast double @llvm.maxnum.f64(double %32, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %24, ptr %10, align 8, !tbaa !9
  %34 = load volatile double, ptr %10, align 8, !tbaa !9
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %36, label %48, label %37

37:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %31, ptr %9, align 8, !tbaa !9
  %38 = load volatile double, ptr %9, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %40, label %48, label %41

41:                                               ; preds = %37
  %42 = fsub fast double %24, %31
  %43 = tail call fast double @llvm.fabs.f64(double %42)
  %44 = fmul fast double %33, 0x3EB0C6F7A0B5ED8D
  %45 = fcmp fast ole double %43, %44
  %46 = select i1 %45, ptr @.str.8, ptr @.str.9
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %31, ptr noundef nonnull %46)
  br i1 %45, label %53, label %50

48:                                               ; preds = %37, %17
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %31, ptr noundef nonnull @.str.9)
  br label %50

50:                                               ; preds = %48, %41
  %51 = load i32, ptr @n_fail, align 4, !tbaa !5
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @n_fail, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %41, %50
  %54 = shl nuw nsw i64 %18, 2
  %55 = or disjoint i64 %54, 3
  %56 = trunc nuw nsw i64 %55 to i32
  %57 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triangle, double noundef nofpclass(nan inf) %20, i32 noundef %56) #8
  %58 = fmul fast double %25, 1.000000e-02
  %59 = fneg fast double %25
  br label %60

60:                                               ; preds = %95, %53
  %61 = phi i32 [ 1, %53 ], [ %97, %95 ]
  %62 = phi i32 [ 0, %53 ], [ %64, %95 ]
  %63 = phi double [ 0.000000e+00, %53 ], [ %96, %95 ]
  %64 = add nuw nsw i32 %62, 1
  %65 = uitofp nneg i32 %64 to double
  %66 = and i32 %61, 3
  %67 = icmp ult i32 %62, 3
  br i1 %67, label %74, label %68

68:                                               ; preds = %60
  %69 = and i32 %61, 2147483644
  %70 = fdiv fast double 1.000000e+00, %65
  %71 = fdiv fast double 1.000000e+00, %65
  %72 = fdiv fast double 1.000000e+00, %65
  %73 = fdiv fast double 1.000000e+00, %65
  br label %100

74:                                               ; preds = %100, %60
  %75 = phi double [ poison, %60 ], [ %134, %100 ]
  %76 = phi i32 [ 0, %60 ], [ %135, %100 ]
  %77 = phi double [ %63, %60 ], [ %134, %100 ]
  %78 = icmp eq i32 %66, 0
  br i1 %78, label %95, label %79

79:                                               ; preds = %74
  %80 = fdiv fast double 1.000000e+00, %65
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %76, %79 ], [ %92, %81 ]
  %83 = phi double [ %77, %79 ], [ %91, %81 ]
  %84 = phi i32 [ 0, %79 ], [ %93, %81 ]
  %85 = fmul fast double %58, %83
  %86 = uitofp nneg i32 %82 to double
  %87 = fmul fast double %59, %86
  %88 = tail call fast double @llvm.exp.f64(double %87)
  %89 = fmul fast double %88, %80
  %90 = fadd fast double %85, %83
  %91 = fadd fast double %90, %89
  %92 = add nuw nsw i32 %82, 1
  %93 = add i32 %84, 1
  %94 = icmp eq i32 %93, %66
  br i1 %94, label %95, label %81, !llvm.loop !12

95:                                               ; preds = %81, %74
  %96 = phi double [ %75, %74 ], [ %91, %81 ]
  %97 = add nuw nsw i32 %61, 1
  %98 = zext nneg i32 %64 to i64
  %99 = icmp eq i64 %55, %98
  br i1 %99, label %138, label %60, !llvm.loop !14

100:                                              ; preds = %100, %68
  %101 = phi i32 [ 0, %68 ], [ %135, %100 ]
  %102 = phi double [ %63, %68 ], [ %134, %100 ]
  %103 = phi i32 [ 0, %68 ], [ %136, %100 ]
  %104 = fmul fast double %58, %102
  %105 = uitofp nneg i32 %101 to double
  %106 = fmul fast double %59, %105
  %107 = tail call fast double @llvm.exp.f64(double %106)
  %108 = fmul fast double %107, %70
  %109 = fadd fast double %104, %102
  %110 = fadd fast double %109, %108
  %111 = or disjoint i32 %101, 1
  %112 = fmul fast double %58, %110
  %113 = uitofp nneg i32 %111 to double
  %114 = fmul fast double %59, %113
  %115 = tail call fast double @llvm.exp.f64(double %114)
  %116 = fmul fast double %115, %71
  %117 = fadd fast double %112, %110
  %118 = fadd fast double %117, %116
  %119 = or disjoint i32 %101, 2
  %120 = fmul fast double %58, %118
  %121 = uitofp nneg i32 %119 to double
  %122 = fmul fast double %59, %121
  %123 = tail call fast double @llvm.exp.f64(double %122)
  %124 = fmul fast double %123, %72
  %125 = fadd fast double %120, %118
  %126 = fadd fast double %125, %124
  %127 = or disjoint i32 %101, 3
  %128 = fmul fast double %58, %126
  %129 = uitofp nneg i32 %127 to double
  %130 = fmul fast double %59, %129
  %131 = tail call fast double @llvm.exp.f64(double %130)
  %132 = fmul fast double %131, %73
  %133 = fadd fast double %128, %126
  %134 = fadd fast double %133, %132
  %135 = add nuw nsw i32 %101, 4
  %136 = add i32 %103, 4
  %137 = icmp eq i32 %136, %69
  br i1 %137, label %74, label %100, !llvm.loop !16

138:                                              ; preds = %95
  %139 = fmul fast double %26, 1.000000e-02
  %140 = fneg fast double %26
  br label %141

141:                                              ; preds = %176, %138
  %142 = phi i32 [ 1, %138 ], [ %178, %176 ]
  %143 = phi i32 [ 0, %138 ], [ %145, %176 ]
  %144 = phi double [ 0.000000e+00, %138 ], [ %177, %176 ]
  %145 = add nuw nsw i32 %143, 1
  %146 = uitofp nneg i32 %145 to double
  %147 = and i32 %142, 3
  %148 = icmp ult i32 %143, 3
  br i1 %148, label %155, label %149

149:                                              ; preds = %141
  %150 = and i32 %142, 2147483644
  %151 = fdiv fast double 1.000000e+00, %146
  %152 = fdiv fast double 1.000000e+00, %146
  %153 = fdiv fast double 1.000000e+00, %146
  %154 = fdiv fast double 1.000000e+00, %146
  br label %181

155:                                              ; preds = %181, %141
  %156 = phi double [ poison, %141 ], [ %215, %181 ]
  %157 = phi i32 [ 0, %141 ], [ %216, %181 ]
  %158 = phi double [ %144, %141 ], [ %215, %181 ]
  %159 = icmp eq i32 %147, 0
  br i1 %159, label %176, label %160

160:                                              ; preds = %155
  %161 = fdiv fast double 1.000000e+00, %146
  br label %162

162:                                              ; preds = %162, %160
  %163 = phi i32 [ %157, %160 ], [ %173, %162 ]
  %164 = phi double [ %158, %160 ], [ %172, %162 ]
  %165 = phi i32 [ 0, %160 ], [ %174, %162 ]
  %166 = fmul fast double %139, %164
  %167 = uitofp nneg i32 %163 to double
  %168 = fmul fast double %140, %167
  %169 = tail call fast double @llvm.exp.f64(double %168)
  %170 = fmul fast double %169, %161
  %171 = fadd fast double %166, %164
  %172 = fadd fast double %171, %170
  %173 = add nuw nsw i32 %163, 1
  %174 = add i32 %165, 1
  %175 = icmp eq i32 %174, %147
  br i1 %175, label %176, label %162, !llvm.loop !17

176:                                              ; preds = %162, %155
  %177 = phi double [ %156, %155 ], [ %172, %162 ]
  %178 = add nuw nsw i32 %142, 1
  %179 = zext nneg i32 %145 to i64
  %180 = icmp eq i64 %55, %179
  br i1 %180, label %219, label %141, !llvm.loop !14

181:                                              ; preds = %181, %149
  %182 = phi i32 [ 0, %149 ], [ %216, %181 ]
  %183 = phi double [ %144, %149 ], [ %215, %181 ]
  %184 = phi i32 [ 0, %149 ], [ %217, %181 ]
  %185 = fmul fast double %139, %183
  %186 = uitofp nneg i32 %182 to double
  %187 = fmul fast double %140, %186
  %188 = tail call fast double @llvm.exp.f64(double %187)
  %189 = fmul fast double %188, %151
  %190 = fadd fast double %185, %183
  %191 = fadd fast double %190, %189
  %192 = or disjoint i32 %182, 1
  %193 = fmul fast double %139, %191
  %194 = uitofp nneg i32 %192 to double
  %195 = fmul fast double %140, %194
  %196 = tail call fast double @llvm.exp.f64(double %195)
  %197 = fmul fast double %196, %152
  %198 = fadd fast double %193, %191
  %199 = fadd fast double %198, %197
  %200 = or disjoint i32 %182, 2
  %201 = fmul fast double %139, %199
  %202 = uitofp nneg i32 %200 to double
  %203 = fmul fast double %140, %202
  %204 = tail call fast double @llvm.exp.f64(double %203)
  %205 = fmul fast double %204, %153
  %206 = fadd fast double %201, %199
  %207 = fadd fast double %206, %205
  %208 = or disjoint i32 %182, 3
  %209 = fmul fast double %139, %207
  %210 = uitofp nneg i32 %208 to double
  %211 = fmul fast double %140, %210
  %212 = tail call fast double @llvm.exp.f64(double %211)
  %213 = fmul fast double %212, %154
  %214 = fadd fast double %209, %207
  %215 = fadd fast double %214, %213
  %216 = add nuw nsw i32 %182, 4
  %217 = add i32 %184, 4
  %218 = icmp eq i32 %217, %150
  br i1 %218, label %155, label %181, !llvm.loop !16

219:                                              ; preds = %176
  %220 = fsub fast double %96, %177
  %221 = fdiv fast double %220, %30
  %222 = tail call fast double @llvm.fabs.f64(double %221)
  %223 = tail call fast double @llvm.maxnum.f64(double %222, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %57, ptr %8, align 8, !tbaa !9
  %224 = load volatile double, ptr %8, align 8, !tbaa !9
  %225 = tail call double @llvm.fabs.f64(double %224)
  %226 = fcmp ueq double %225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %226, label %238, label %227

227:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %221, ptr %7, align 8, !tbaa !9
  %228 = load volatile double, ptr %7, align 8, !tbaa !9
  %229 = tail call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %230, label %238, label %231

231:                                              ; preds = %227
  %232 = fsub fast double %57, %221
  %233 = tail call fast double @llvm.fabs.f64(double %232)
  %234 = fmul fast double %223, 0x3EB0C6F7A0B5ED8D
  %235 = fcmp fast ole double %233, %234
  %236 = select i1 %235, ptr @.str.8, ptr @.str.9
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %57, double noundef nofpclass(nan inf) %221, ptr noundef nonnull %236)
  br i1 %235, label %243, label %240

238:                                              ; preds = %227, %219
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %57, double noundef nofpclass(nan inf) %221, ptr noundef nonnull @.str.9)
  br label %240

240:                                              ; preds = %238, %231
  %241 = load i32, ptr @n_fail, align 4, !tbaa !5
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr @n_fail, align 4, !tbaa !5
  br label %243

243:                                              ; preds = %231, %240
  %244 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %245 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @three_level, double noundef nofpclass(nan inf) %20, i32 noundef %244, i32 noundef %56) #8
  %246 = insertelement <4 x double> poison, double %25, i64 0
  %247 = insertelement <4 x double> poison, double %25, i64 0
  %248 = shufflevector <4 x double> %247, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>
  %249 = insertelement <4 x double> poison, double %25, i64 0
  %250 = shufflevector <4 x double> %249, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %251 = insertelement <4 x double> poison, double %25, i64 0
  %252 = shufflevector <4 x double> %251, <4 x double> poison, <4 x i32> zeroinitializer
  br label %253

253:                                              ; preds = %243, %310
  %254 = phi i2 [ %312, %310 ], [ 0, %243 ]
  %255 = phi double [ %311, %310 ], [ 1.000000e+00, %243 ]
  %256 = phi i32 [ %257, %310 ], [ 0, %243 ]
  %257 = add nuw nsw i32 %256, 1
  %258 = insertelement <4 x i32> poison, i32 %257, i64 0
  %259 = shufflevector <4 x i32> %258, <4 x i32> poison, <4 x i32> zeroinitializer
  %260 = add nuw <4 x i32> %259, <i32 0, i32 1, i32 2, i32 3>
  %261 = uitofp <4 x i32> %260 to <4 x double>
  %262 = fdiv fast <4 x double> %246, %261
  %263 = shufflevector <4 x double> %262, <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  %264 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %263)
  %265 = tail call fast double @llvm.sin.f64(double %264)
  %266 = fmul fast double %265, 1.000000e-01
  %267 = fadd fast double %266, 1.000000e+00
  %268 = fmul fast double %267, %255
  %269 = icmp eq i2 %254, 0
  br i1 %269, label %310, label %270, !llvm.loop !18

270:                                              ; preds = %253
  %271 = add nuw nsw i32 %256, 2
  %272 = insertelement <4 x i32> poison, i32 %271, i64 0
  %273 = shufflevector <4 x i32> %272, <4 x i32> poison, <4 x i32> zeroinitializer
  %274 = add nuw <4 x i32> %273, <i32 0, i32 1, i32 2, i32 3>
  %275 = uitofp <4 x i32> %274 to <4 x double>
  %276 = fdiv fast <4 x double> %248, %275
  %277 = shufflevector <4 x double> %276, <4 x double> <double poison, double poison, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %278 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %277)
  %279 = tail call fast double @llvm.sin.f64(double %278)
  %280 = fmul fast double %279, 1.000000e-01
  %281 = fadd fast double %280, 1.000000e+00
  %282 = fmul fast double %281, %268
  %283 = icmp eq i2 %254, 1
  br i1 %283, label %310, label %284, !llvm.loop !18

284:                                              ; preds = %270
  %285 = add nuw nsw i32 %256, 3
  %286 = insertelement <4 x i32> poison, i32 %285, i64 0
  %287 = shufflevector <4 x i32> %286, <4 x i32> poison, <4 x i32> zeroinitializer
  %288 = add nuw <4 x i32> %287, <i32 0, i32 1, i32 2, i32 3>
  %289 = uitofp <4 x i32> %288 to <4 x double>
  %290 = fdiv fast <4 x double> %250, %289
  %291 = insertelement <4 x double> %290, double 0.000000e+00, i64 3
  %292 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %291)
  %293 = tail call fast double @llvm.sin.f64(double %292)
  %294 = fmul fast double %293, 1.000000e-01
  %295 = fadd fast double %294, 1.000000e+00
  %296 = fmul fast double %295, %282
  %297 = icmp eq i2 %254, -2
  br i1 %297, label %310, label %298, !llvm.loop !18

298:                                              ; preds = %284
  %299 = add nuw nsw i32 %256, 4
  %300 = insertelement <4 x i32> poison, i32 %299, i64 0
  %301 = shufflevector <4 x i32> %300, <4 x i32> poison, <4 x i32> zeroinitializer
  %302 = add nuw <4 x i32> %301, <i32 0, i32 1, i32 2, i32 3>
  %303 = uitofp <4 x i32> %302 to <4 x double>
  %304 = fdiv fast <4 x double> %252, %303
  %305 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %304)
  %306 = tail call fast double @llvm.sin.f64(double %305)
  %307 = fmul fast double %306, 1.000000e-01
  %308 = fadd fast double %307, 1.000000e+00
  %309 = fmul fast double %308, %296
  br label %310

310:                                              ; preds = %298, %284, %270, %253
  %311 = phi double [ %268, %253 ], [ %282, %270 ], [ %296, %284 ], [ %309, %298 ]
  %312 = add i2 %254, -1
  %313 = zext nneg i32 %257 to i64
  %314 = icmp eq i64 %55, %313
  br i1 %314, label %315, label %253, !llvm.loop !19

315:                                              ; preds = %310
  %316 = insertelement <4 x double> poison, double %26, i64 0
  %317 = insertelement <4 x double> poison, double %26, i64 0
  %318 = shufflevector <4 x double> %317, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>
  %319 = insertelement <4 x double> poison, double %26, i64 0
  %320 = shufflevector <4 x double> %319, <4 x double> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>
  %321 = insertelement <4 x double> poison, double %26, i64 0
  %322 = shufflevector <4 x double> %321, <4 x double> poison, <4 x i32> zeroinitializer
  br label %323

323:                                              ; preds = %315, %380
  %324 = phi i2 [ %382, %380 ], [ 0, %315 ]
  %325 = phi double [ %381, %380 ], [ 1.000000e+00, %315 ]
  %326 = phi i32 [ %327, %380 ], [ 0, %315 ]
  %327 = add nuw nsw i32 %326, 1
  %328 = insertelement <4 x i32> poison, i32 %327, i64 0
  %329 = shufflevector <4 x i32> %328, <4 x i32> poison, <4 x i32> zeroinitializer
  %330 = add nuw <4 x i32> %329, <i32 0, i32 1, i32 2, i32 3>
  %331 = uitofp <4 x i32> %330 to <4 x double>
  %332 = fdiv fast <4 x double> %316, %331
  %333 = shufflevector <4 x double> %332, <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  %334 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %333)
  %335 = tail call fast double @llvm.sin.f64(double %334)
  %336 = fmul fast double %335, 1.000000e-01
  %337 = fadd fast double %336, 1.000000e+00
  %338 = fmul fast double %337, %325
  %339 = icmp eq i2 %324, 0
  br i1 %339, label %380, label %340, !llvm.loop !18

340:                                              ; preds = %323
  %341 = add nuw nsw i32 %326, 2
  %342 = insertelement <4 x i32> poison, i32 %341, i64 0
  %343 = shufflevector <4 x i32> %342, <4 x i32> poison, <4 x i32> zeroinitializer
  %344 = add nuw <4 x i32> %343, <i32 0, i32 1, i32 2, i32 3>
  %345 = uitofp <4 x i32> %344 to <4 x double>
  %346 = fdiv fast <4 x double> %318, %345
  %347 = shufflevector <4 x double> %346, <4 x double> <double poison, double poison, double 0.000000e+00, double 0.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %348 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %347)
  %349 = tail call fast double @llvm.sin.f64(double %348)
  %350 = fmul fast double %349, 1.000000e-01
  %351 = fadd fast double %350, 1.000000e+00
  %352 = fmul fast double %351, %338
  %353 = icmp eq i2 %324, 1
  br i1 %353, label %380, label %354, !llvm.loop !18

354:                                              ; preds = %340
  %355 = add nuw nsw i32 %326, 3
  %356 = insertelement <4 x i32> poison, i32 %355, i64 0
  %357 = shufflevector <4 x i32> %356, <4 x i32> poison, <4 x i32> zeroinitializer
  %358 = add nuw <4 x i32> %357, <i32 0, i32 1, i32 2, i32 3>
  %359 = uitofp <4 x i32> %358 to <4 x double>
  %360 = fdiv fast <4 x double> %320, %359
  %361 = insertelement <4 x double> %360, double 0.000000e+00, i64 3
  %362 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %361)
  %363 = tail call fast double @llvm.sin.f64(double %362)
  %364 = fmul fast double %363, 1.000000e-01
  %365 = fadd fast double %364, 1.000000e+00
  %366 = fmul fast double %365, %352
  %367 = icmp eq i2 %324, -2
  br i1 %367, label %380, label %368, !llvm.loop !18

368:                                              ; preds = %354
  %369 = add nuw nsw i32 %326, 4
  %370 = insertelement <4 x i32> poison, i32 %369, i64 0
  %371 = shufflevector <4 x i32> %370, <4 x i32> poison, <4 x i32> zeroinitializer
  %372 = add nuw <4 x i32> %371, <i32 0, i32 1, i32 2, i32 3>
  %373 = uitofp <4 x i32> %372 to <4 x double>
  %374 = fdiv fast <4 x double> %322, %373
  %375 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %374)
  %376 = tail call fast double @llvm.sin.f64(double %375)
  %377 = fmul fast double %376, 1.000000e-01
  %378 = fadd fast double %377, 1.000000e+00
  %379 = fmul fast double %378, %366
  br label %380

380:                                              ; preds = %368, %354, %340, %323
  %381 = phi double [ %338, %323 ], [ %352, %340 ], [ %366, %354 ], [ %379, %368 ]
  %382 = add i2 %324, -1
  %383 = zext nneg i32 %327 to i64
  %384 = icmp eq i64 %55, %383
  br i1 %384, label %385, label %323, !llvm.loop !19

385:                                              ; preds = %380
  %386 = fsub fast double %311, %381
  %387 = fdiv fast double %386, %30
  %388 = tail call fast double @llvm.fabs.f64(double %387)
  %389 = tail call fast double @llvm.maxnum.f64(double %388, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %245, ptr %6, align 8, !tbaa !9
  %390 = load volatile double, ptr %6, align 8, !tbaa !9
  %391 = tail call double @llvm.fabs.f64(double %390)
  %392 = fcmp ueq double %391, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %392, label %404, label %393

393:                                              ; preds = %385
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %387, ptr %5, align 8, !tbaa !9
  %394 = load volatile double, ptr %5, align 8, !tbaa !9
  %395 = tail call double @llvm.fabs.f64(double %394)
  %396 = fcmp ueq double %395, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %396, label %404, label %397

397:                                              ; preds = %393
  %398 = fsub fast double %245, %387
  %399 = tail call fast double @llvm.fabs.f64(double %398)
  %400 = fmul fast double %389, 0x3EB0C6F7A0B5ED8D
  %401 = fcmp fast ole double %399, %400
  %402 = select i1 %401, ptr @.str.8, ptr @.str.9
  %403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %245, double noundef nofpclass(nan inf) %387, ptr noundef nonnull %402)
  br i1 %401, label %409, label %406

404:                                              ; preds = %393, %385
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %245, double noundef nofpclass(nan inf) %387, ptr noundef nonnull @.str.9)
  br label %406

406:                                              ; preds = %404, %397
  %407 = load i32, ptr @n_fail, align 4, !tbaa !5
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr @n_fail, align 4, !tbaa !5
  br label %409

409:                                              ; preds = %397, %406
  %410 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @data_nest, double noundef nofpclass(nan inf) %20) #8
  %411 = tail call fast double @llvm.fabs.f64(double %25)
  %412 = fmul fast double %411, 3.000000e+00
  %413 = fptosi double %412 to i32
  %414 = icmp slt i32 %413, -1
  br i1 %414, label %501, label %415

415:                                              ; preds = %409
  %416 = add i32 %413, 2
  %417 = fmul fast double %25, %25
  %418 = mul nsw i32 %416, %416
  %419 = uitofp nneg i32 %418 to double
  %420 = tail call i32 @llvm.smax.i32(i32 %416, i32 1)
  %421 = insertelement <4 x double> poison, double %417, i64 0
  %422 = shufflevector <4 x double> %421, <4 x double> poison, <4 x i32> zeroinitializer
  %423 = fdiv fast double 1.000000e+00, %419
  br label %424

424:                                              ; preds = %484, %415
  %425 = phi i32 [ %491, %484 ], [ 0, %415 ]
  %426 = phi i32 [ %489, %484 ], [ 1, %415 ]
  %427 = phi double [ %488, %484 ], [ 0.000000e+00, %415 ]
  %428 = shl nuw i32 %425, 1
  %429 = add i32 %428, 2
  %430 = add i32 %425, 2
  %431 = tail call i32 @llvm.umax.i32(i32 %429, i32 %430)
  %432 = xor i32 %425, -1
  %433 = add i32 %431, %432
  %434 = shl nuw nsw i32 %426, 1
  %435 = uitofp nneg i32 %426 to double
  %436 = fmul fast double %25, %435
  %437 = icmp ult i32 %433, 16
  br i1 %437, label %438, label %441

438:                                              ; preds = %478, %424
  %439 = phi i32 [ %426, %424 ], [ %443, %478 ]
  %440 = phi double [ 0.000000e+00, %424 ], [ %482, %478 ]
  br label %492

441:                                              ; preds = %424
  %442 = and i32 %433, -16
  %443 = add i32 %426, %442
  %444 = insertelement <4 x i32> poison, i32 %426, i64 0
  %445 = shufflevector <4 x i32> %444, <4 x i32> poison, <4 x i32> zeroinitializer
  %446 = add <4 x i32> %445, <i32 0, i32 1, i32 2, i32 3>
  %447 = insertelement <4 x double> poison, double %436, i64 0
  %448 = shufflevector <4 x double> %447, <4 x double> poison, <4 x i32> zeroinitializer
  br label %449

449:                                              ; preds = %449, %441
  %450 = phi i32 [ 0, %441 ], [ %475, %449 ]
  %451 = phi <4 x i32> [ %446, %441 ], [ %476, %449 ]
  %452 = phi <4 x double> [ zeroinitializer, %441 ], [ %471, %449 ]
  %453 = phi <4 x double> [ zeroinitializer, %441 ], [ %472, %449 ]
  %454 = phi <4 x double> [ zeroinitializer, %441 ], [ %473, %449 ]
  %455 = phi <4 x double> [ zeroinitializer, %441 ], [ %474, %449 ]
  %456 = add <4 x i32> %451, <i32 4, i32 4, i32 4, i32 4>
  %457 = add <4 x i32> %451, <i32 8, i32 8, i32 8, i32 8>
  %458 = add <4 x i32> %451, <i32 12, i32 12, i32 12, i32 12>
  %459 = uitofp <4 x i32> %451 to <4 x double>
  %460 = uitofp <4 x i32> %456 to <4 x double>
  %461 = uitofp <4 x i32> %457 to <4 x double>
  %462 = uitofp <4 x i32> %458 to <4 x double>
  %463 = fdiv fast <4 x double> %422, %459
  %464 = fdiv fast <4 x double> %422, %460
  %465 = fdiv fast <4 x double> %422, %461
  %466 = fdiv fast <4 x double> %422, %462
  %467 = fsub fast <4 x double> %452, %448
  %468 = fsub fast <4 x double> %453, %448
  %469 = fsub fast <4 x double> %454, %448
  %470 = fsub fast <4 x double> %455, %448
  %471 = fadd fast <4 x double> %467, %463
  %472 = fadd fast <4 x double> %468, %464
  %473 = fadd fast <4 x double> %469, %465
  %474 = fadd fast <4 x double> %470, %466
  %475 = add nuw i32 %450, 16
  %476 = add <4 x i32> %451, <i32 16, i32 16, i32 16, i32 16>
  %477 = icmp eq i32 %475, %442
  br i1 %477, label %478, label %449, !llvm.loop !20

478:                                              ; preds = %449
  %479 = fadd fast <4 x double> %472, %471
  %480 = fadd fast <4 x double> %473, %479
  %481 = fadd fast <4 x double> %474, %480
  %482 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %481)
  %483 = icmp eq i32 %433, %442
  br i1 %483, label %484, label %438

484:                                              ; preds = %492, %478
  %485 = phi double [ %482, %478 ], [ %498, %492 ]
  %486 = fmul fast double %485, %485
  %487 = fmul fast double %486, %423
  %488 = fadd fast double %487, %427
  %489 = add nuw i32 %426, 1
  %490 = icmp eq i32 %426, %420
  %491 = add i32 %425, 1
  br i1 %490, label %501, label %424, !llvm.loop !23

492:                                              ; preds = %438, %492
  %493 = phi i32 [ %499, %492 ], [ %439, %438 ]
  %494 = phi double [ %498, %492 ], [ %440, %438 ]
  %495 = uitofp nneg i32 %493 to double
  %496 = fdiv fast double %417, %495
  %497 = fsub fast double %494, %436
  %498 = fadd fast double %497, %496
  %499 = add nuw nsw i32 %493, 1
  %500 = icmp ult i32 %499, %434
  br i1 %500, label %492, label %484, !llvm.loop !24

501:                                              ; preds = %484, %409
  %502 = phi double [ 0.000000e+00, %409 ], [ %488, %484 ]
  %503 = tail call fast double @llvm.fabs.f64(double %26)
  %504 = fmul fast double %503, 3.000000e+00
  %505 = fptosi double %504 to i32
  %506 = icmp slt i32 %505, -1
  br i1 %506, label %593, label %507

507:                                              ; preds = %501
  %508 = add i32 %505, 2
  %509 = fmul fast double %26, %26
  %510 = mul nsw i32 %508, %508
  %511 = uitofp nneg i32 %510 to double
  %512 = tail call i32 @llvm.smax.i32(i32 %508, i32 1)
  %513 = insertelement <4 x double> poison, double %509, i64 0
  %514 = shufflevector <4 x double> %513, <4 x double> poison, <4 x i32> zeroinitializer
  %515 = fdiv fast double 1.000000e+00, %511
  br label %516

516:                                              ; preds = %576, %507
  %517 = phi i32 [ %583, %576 ], [ 0, %507 ]
  %518 = phi i32 [ %581, %576 ], [ 1, %507 ]
  %519 = phi double [ %580, %576 ], [ 0.000000e+00, %507 ]
  %520 = shl nuw i32 %517, 1
  %521 = add i32 %520, 2
  %522 = add i32 %517, 2
  %523 = tail call i32 @llvm.umax.i32(i32 %521, i32 %522)
  %524 = xor i32 %517, -1
  %525 = add i32 %523, %524
  %526 = shl nuw nsw i32 %518, 1
  %527 = uitofp nneg i32 %518 to double
  %528 = fmul fast double %26, %527
  %529 = icmp ult i32 %525, 16
  br i1 %529, label %530, label %533

530:                                              ; preds = %570, %516
  %531 = phi i32 [ %518, %516 ], [ %535, %570 ]
  %532 = phi double [ 0.000000e+00, %516 ], [ %574, %570 ]
  br label %584

533:                                              ; preds = %516
  %534 = and i32 %525, -16
  %535 = add i32 %518, %534
  %536 = insertelement <4 x i32> poison, i32 %518, i64 0
  %537 = shufflevector <4 x i32> %536, <4 x i32> poison, <4 x i32> zeroinitializer
  %538 = add <4 x i32> %537, <i32 0, i32 1, i32 2, i32 3>
  %539 = insertelement <4 x double> poison, double %528, i64 0
  %540 = shufflevector <4 x double> %539, <4 x double> poison, <4 x i32> zeroinitializer
  br label %541

541:                                              ; preds = %541, %533
  %542 = phi i32 [ 0, %533 ], [ %567, %541 ]
  %543 = phi <4 x i32> [ %538, %533 ], [ %568, %541 ]
  %544 = phi <4 x double> [ zeroinitializer, %533 ], [ %563, %541 ]
  %545 = phi <4 x double> [ zeroinitializer, %533 ], [ %564, %541 ]
  %546 = phi <4 x double> [ zeroinitializer, %533 ], [ %565, %541 ]
  %547 = phi <4 x double> [ zeroinitializer, %533 ], [ %566, %541 ]
  %548 = add <4 x i32> %543, <i32 4, i32 4, i32 4, i32 4>
  %549 = add <4 x i32> %543, <i32 8, i32 8, i32 8, i32 8>
  %550 = add <4 x i32> %543, <i32 12, i32 12, i32 12, i32 12>
  %551 = uitofp <4 x i32> %543 to <4 x double>
  %552 = uitofp <4 x i32> %548 to <4 x double>
  %553 = uitofp <4 x i32> %549 to <4 x double>
  %554 = uitofp <4 x i32> %550 to <4 x double>
  %555 = fdiv fast <4 x double> %514, %551
  %556 = fdiv fast <4 x double> %514, %552
  %557 = fdiv fast <4 x double> %514, %553
  %558 = fdiv fast <4 x double> %514, %554
  %559 = fsub fast <4 x double> %544, %540
  %560 = fsub fast <4 x double> %545, %540
  %561 = fsub fast <4 x double> %546, %540
  %562 = fsub fast <4 x double> %547, %540
  %563 = fadd fast <4 x double> %559, %555
  %564 = fadd fast <4 x double> %560, %556
  %565 = fadd fast <4 x double> %561, %557
  %566 = fadd fast <4 x double> %562, %558
  %567 = add nuw i32 %542, 16
  %568 = add <4 x i32> %543, <i32 16, i32 16, i32 16, i32 16>
  %569 = icmp eq i32 %567, %534
  br i1 %569, label %570, label %541, !llvm.loop !25

570:                                              ; preds = %541
  %571 = fadd fast <4 x double> %564, %563
  %572 = fadd fast <4 x double> %565, %571
  %573 = fadd fast <4 x double> %566, %572
  %574 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %573)
  %575 = icmp eq i32 %525, %534
  br i1 %575, label %576, label %530

576:                                              ; preds = %584, %570
  %577 = phi double [ %574, %570 ], [ %590, %584 ]
  %578 = fmul fast double %577, %577
  %579 = fmul fast double %578, %515
  %580 = fadd fast double %579, %519
  %581 = add nuw i32 %518, 1
  %582 = icmp eq i32 %518, %512
  %583 = add i32 %517, 1
  br i1 %582, label %593, label %516, !llvm.loop !23

584:                                              ; preds = %530, %584
  %585 = phi i32 [ %591, %584 ], [ %531, %530 ]
  %586 = phi double [ %590, %584 ], [ %532, %530 ]
  %587 = uitofp nneg i32 %585 to double
  %588 = fdiv fast double %509, %587
  %589 = fsub fast double %586, %528
  %590 = fadd fast double %589, %588
  %591 = add nuw nsw i32 %585, 1
  %592 = icmp ult i32 %591, %526
  br i1 %592, label %584, label %576, !llvm.loop !26

593:                                              ; preds = %576, %501
  %594 = phi double [ 0.000000e+00, %501 ], [ %580, %576 ]
  %595 = fsub fast double %502, %594
  %596 = fdiv fast double %595, %30
  %597 = tail call fast double @llvm.fabs.f64(double %596)
  %598 = tail call fast double @llvm.maxnum.f64(double %597, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %410, ptr %4, align 8, !tbaa !9
  %599 = load volatile double, ptr %4, align 8, !tbaa !9
  %600 = tail call double @llvm.fabs.f64(double %599)
  %601 = fcmp ueq double %600, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %601, label %613, label %602

602:                                              ; preds = %593
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %596, ptr %3, align 8, !tbaa !9
  %603 = load volatile double, ptr %3, align 8, !tbaa !9
  %604 = tail call double @llvm.fabs.f64(double %603)
  %605 = fcmp ueq double %604, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %605, label %613, label %606

606:                                              ; preds = %602
  %607 = fsub fast double %410, %596
  %608 = tail call fast double @llvm.fabs.f64(double %607)
  %609 = fmul fast double %598, 0x3EB0C6F7A0B5ED8D
  %610 = fcmp fast ole double %608, %609
  %611 = select i1 %610, ptr @.str.8, ptr @.str.9
  %612 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %410, double noundef nofpclass(nan inf) %596, ptr noundef nonnull %611)
  br i1 %610, label %618, label %615

613:                                              ; preds = %602, %593
  %614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %410, double noundef nofpclass(nan inf) %596, ptr noundef nonnull @.str.9)
  br label %615

615:                                              ; preds = %613, %606
  %616 = load i32, ptr @n_fail, align 4, !tbaa !5
  %617 = add nsw i32 %616, 1
  store i32 %617, ptr @n_fail, align 4, !tbaa !5
  br label %618

618:                                              ; preds = %606, %615
  %619 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_array, double noundef nofpclass(nan inf) %20) #8
  %620 = fadd fast double %25, 2.000000e+00
  %621 = fmul fast double %25, 0x3FD5555555555555
  %622 = fmul fast double %25, 2.500000e-01
  %623 = fmul fast double %25, 2.000000e-01
  %624 = fmul fast double %621, %621
  %625 = fmul fast double %622, %622
  %626 = fmul fast double %623, %623
  %627 = fadd fast double %26, 2.000000e+00
  %628 = fmul fast double %26, 5.000000e-01
  %629 = fmul fast double %26, 0x3FD5555555555555
  %630 = fmul fast double %26, 2.500000e-01
  %631 = fmul fast double %26, 2.000000e-01
  %632 = fmul fast double %26, 0x3FC5555555555555
  %633 = fmul fast double %26, 1.250000e-01
  %634 = fmul fast double %628, %633
  %635 = fmul fast double %631, %631
  %636 = fmul fast double %628, %632
  %637 = fmul fast double %630, %630
  %638 = fmul fast double %628, %630
  %639 = fmul fast double %629, %629
  %640 = fmul fast double %628, %628
  %641 = fmul fast double %620, %620
  %642 = fmul fast double %25, %25
  %643 = fmul fast double %642, 0x3FE0AAAAAAAAAAAA
  %644 = fmul fast double %642, 0x3FB5555555555555
  %645 = fadd fast double %635, %634
  %646 = fadd fast double %645, %636
  %647 = fadd fast double %646, %637
  %648 = fadd fast double %647, %638
  %649 = fadd fast double %648, %639
  %650 = fadd fast double %649, %640
  %651 = fadd fast double %650, %636
  %652 = fmul fast double %642, 0x3FD502D7D8F84730
  %653 = fmul fast double %627, %627
  %654 = fsub fast double %641, %653
  %655 = fmul fast double %654, 2.100000e+01
  %656 = fmul fast double %26, %26
  %657 = fmul fast double %656, 0xBFD502D7D8F84730
  %658 = fadd fast double %625, %624
  %659 = fadd fast double %658, %626
  %660 = fadd fast double %659, %644
  %661 = fadd fast double %660, %643
  %662 = fadd fast double %661, %655
  %663 = fadd fast double %662, %652
  %664 = fadd fast double %663, %657
  %665 = fsub fast double %664, %651
  %666 = fdiv fast double %665, %30
  %667 = tail call fast double @llvm.fabs.f64(double %666)
  %668 = tail call fast double @llvm.maxnum.f64(double %667, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %619, ptr %2, align 8, !tbaa !9
  %669 = load volatile double, ptr %2, align 8, !tbaa !9
  %670 = tail call double @llvm.fabs.f64(double %669)
  %671 = fcmp ueq double %670, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %671, label %683, label %672

672:                                              ; preds = %618
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %666, ptr %1, align 8, !tbaa !9
  %673 = load volatile double, ptr %1, align 8, !tbaa !9
  %674 = tail call double @llvm.fabs.f64(double %673)
  %675 = fcmp ueq double %674, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %675, label %683, label %676

676:                                              ; preds = %672
  %677 = fsub fast double %619, %666
  %678 = tail call fast double @llvm.fabs.f64(double %677)
  %679 = fmul fast double %668, 0x3EB0C6F7A0B5ED8D
  %680 = fcmp fast ole double %678, %679
  %681 = select i1 %680, ptr @.str.8, ptr @.str.9
  %682 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %619, double noundef nofpclass(nan inf) %666, ptr noundef nonnull %681)
  br i1 %680, label %688, label %685

683:                                              ; preds = %672, %618
  %684 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %619, double noundef nofpclass(nan inf) %666, ptr noundef nonnull @.str.9)
  br label %685

685:                                              ; preds = %683, %676
  %686 = load i32, ptr @n_fail, align 4, !tbaa !5
  %687 = add nsw i32 %686, 1
  store i32 %687, ptr @n_fail, align 4, !tbaa !5
  br label %688

688:                                              ; preds = %676, %685
  %689 = add nuw nsw i64 %18, 1
  %690 = icmp eq i64 %689, 4
  br i1 %690, label %11, label %17, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fixed_nest(double noundef nofpclass(nan inf) %0) #4 {
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
define internal nofpclass(nan inf) double @triangle(double noundef nofpclass(nan inf) %0, i32 noundef %1) #5 {
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
define internal nofpclass(nan inf) double @three_level(double noundef nofpclass(nan inf) %0, i32 noundef %1) #5 {
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
define internal nofpclass(nan inf) double @data_nest(double noundef nofpclass(nan inf) %0) #5 {
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
define internal nofpclass(nan inf) double @local_array(double noundef nofpclass(nan inf) %0) #4 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v32f64(double, <32 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.cos.v2f64(<2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
