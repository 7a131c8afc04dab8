; ModuleID = 'split_ret.c'
source_filename = "split_ret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [2 x i32] [i32 10, i32 3], align 4
@.str = private unnamed_addr constant [13 x i8] c"g.aug_primal\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"g.da(split)\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"g.dx(split)\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"g.dx(split, const a)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"split_ret\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %9 = alloca [10 x double], align 16
  %10 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #11
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <4 x i64> poison, i64 %13, i64 0
  %21 = insertelement <4 x i64> %20, i64 %15, i64 1
  %22 = insertelement <4 x i64> %21, i64 %17, i64 2
  %23 = insertelement <4 x i64> %22, i64 %19, i64 3
  %24 = lshr <4 x i64> %23, <i64 10, i64 10, i64 10, i64 10>
  %25 = and <4 x i64> %24, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <4 x i64> %25 to <4 x double>
  %27 = fmul fast <4 x double> %26, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %28 = fadd fast <4 x double> %27, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %28, ptr %9, align 16, !tbaa !9
  %29 = mul i64 %19, 6364136223846793005
  %30 = getelementptr inbounds i8, ptr %9, i64 32
  %31 = add i64 %29, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = insertelement <4 x i64> poison, i64 %31, i64 0
  %39 = insertelement <4 x i64> %38, i64 %33, i64 1
  %40 = insertelement <4 x i64> %39, i64 %35, i64 2
  %41 = insertelement <4 x i64> %40, i64 %37, i64 3
  %42 = lshr <4 x i64> %41, <i64 10, i64 10, i64 10, i64 10>
  %43 = and <4 x i64> %42, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %44 = uitofp nneg <4 x i64> %43 to <4 x double>
  %45 = fmul fast <4 x double> %44, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %46 = fadd fast <4 x double> %45, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %46, ptr %30, align 16, !tbaa !9
  %47 = mul i64 %37, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %9, i64 64
  %49 = add i64 %47, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = insertelement <2 x i64> poison, i64 %49, i64 0
  %53 = insertelement <2 x i64> %52, i64 %51, i64 1
  %54 = lshr <2 x i64> %53, <i64 10, i64 10>
  %55 = and <2 x i64> %54, <i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <2 x i64> %55 to <2 x double>
  %57 = fmul fast <2 x double> %56, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %58 = fadd fast <2 x double> %57, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %58, ptr %48, align 16, !tbaa !9
  store i64 %51, ptr @rng_state, align 8, !tbaa !5
  br label %65

59:                                               ; preds = %79
  %60 = load i32, ptr @n_fail, align 4, !tbaa !11
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %60)
  %62 = load i32, ptr @n_fail, align 4, !tbaa !11
  %63 = icmp ne i32 %62, 0
  %64 = zext i1 %63 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #11
  ret i32 %64

65:                                               ; preds = %0, %79
  %66 = phi i1 [ true, %0 ], [ false, %79 ]
  %67 = phi i1 [ false, %0 ], [ true, %79 ]
  %68 = phi i64 [ 0, %0 ], [ 1, %79 ]
  %69 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !11
  %71 = zext i32 %70 to i64
  %72 = call i32 @llvm.smax.i32(i32 %70, i32 1)
  %73 = zext nneg i32 %72 to i64
  %74 = shl nuw nsw i64 %73, 3
  %75 = sext i32 %70 to i64
  %76 = shl nsw i64 %75, 3
  %77 = and i64 %73, 2147483644
  %78 = icmp eq i64 %77, %73
  br label %80

79:                                               ; preds = %335
  br i1 %66, label %65, label %59, !llvm.loop !13

80:                                               ; preds = %65, %335
  %81 = phi i1 [ true, %65 ], [ false, %335 ]
  %82 = phi i32 [ 0, %65 ], [ 1, %335 ]
  %83 = select fast i1 %81, double 8.000000e-01, double -6.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, i8 0, i64 80, i1 false)
  %84 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, double noundef nofpclass(nan inf) %83, i32 noundef %70) #11
  %85 = extractvalue { ptr, double } %84, 0
  br label %86

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %95, %86 ]
  %88 = phi double [ 0.000000e+00, %80 ], [ %94, %86 ]
  %89 = getelementptr inbounds double, ptr %9, i64 %87
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = fmul fast double %90, %83
  %92 = call fast double @llvm.sin.f64(double %91)
  %93 = fmul fast double %92, %90
  %94 = fadd fast double %93, %88
  %95 = add nuw nsw i64 %87, 1
  %96 = icmp eq i64 %95, %71
  br i1 %96, label %97, label %86, !llvm.loop !15

97:                                               ; preds = %86
  %98 = select fast i1 %81, double 2.000000e+00, double 1.000000e+00
  %99 = extractvalue { ptr, double } %84, 1
  %100 = fmul fast double %94, %83
  %101 = call fast double @llvm.fabs.f64(double %100)
  %102 = call fast double @llvm.maxnum.f64(double %101, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %99, ptr %8, align 8, !tbaa !9
  %103 = load volatile double, ptr %8, align 8, !tbaa !9
  %104 = call double @llvm.fabs.f64(double %103)
  %105 = fcmp ueq double %104, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %105, label %118, label %106

106:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %100, ptr %7, align 8, !tbaa !9
  %107 = load volatile double, ptr %7, align 8, !tbaa !9
  %108 = call double @llvm.fabs.f64(double %107)
  %109 = fcmp ueq double %108, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %109, label %118, label %110

110:                                              ; preds = %106
  %111 = fsub fast double %99, %100
  %112 = call fast double @llvm.fabs.f64(double %111)
  %113 = fmul fast double %102, 0x3D719799812DEA11
  %114 = fcmp fast ole double %112, %113
  %115 = freeze i1 %114
  br i1 %115, label %116, label %118

116:                                              ; preds = %110
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %82, double noundef nofpclass(nan inf) %99, double noundef nofpclass(nan inf) %100, ptr noundef nonnull @.str.6)
  br label %122

118:                                              ; preds = %110, %106, %97
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %82, double noundef nofpclass(nan inf) %99, double noundef nofpclass(nan inf) %100, ptr noundef nonnull @.str.7)
  %120 = load i32, ptr @n_fail, align 4, !tbaa !11
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr @n_fail, align 4, !tbaa !11
  br label %122

122:                                              ; preds = %116, %118
  %123 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, double noundef nofpclass(nan inf) %83, i32 noundef %70, double noundef nofpclass(nan inf) %98, ptr noundef %85) #11
  %124 = select fast i1 %81, double 8.000000e-01, double 6.000000e-01
  %125 = call fast double @llvm.maxnum.f64(double %124, double 1.000000e+00)
  %126 = fmul fast double %125, 0x3EB0C6F7A0B5ED8D
  %127 = fadd fast double %126, %83
  br label %128

128:                                              ; preds = %128, %122
  %129 = phi i64 [ 0, %122 ], [ %137, %128 ]
  %130 = phi double [ 0.000000e+00, %122 ], [ %136, %128 ]
  %131 = getelementptr inbounds double, ptr %9, i64 %129
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = fmul fast double %132, %127
  %134 = call fast double @llvm.sin.f64(double %133)
  %135 = fmul fast double %134, %132
  %136 = fadd fast double %135, %130
  %137 = add nuw nsw i64 %129, 1
  %138 = icmp eq i64 %137, %71
  br i1 %138, label %139, label %128, !llvm.loop !18

139:                                              ; preds = %128
  %140 = fsub fast double %83, %126
  br label %141

141:                                              ; preds = %141, %139
  %142 = phi i64 [ 0, %139 ], [ %150, %141 ]
  %143 = phi double [ 0.000000e+00, %139 ], [ %149, %141 ]
  %144 = getelementptr inbounds double, ptr %9, i64 %142
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = fmul fast double %145, %140
  %147 = call fast double @llvm.sin.f64(double %146)
  %148 = fmul fast double %147, %145
  %149 = fadd fast double %148, %143
  %150 = add nuw nsw i64 %142, 1
  %151 = icmp eq i64 %150, %71
  br i1 %151, label %152, label %141, !llvm.loop !19

152:                                              ; preds = %141
  %153 = fmul fast double %136, %127
  %154 = fmul fast double %149, %140
  %155 = fsub fast double %153, %154
  %156 = fmul fast double %155, %98
  %157 = fmul fast double %125, 2.000000e-06
  %158 = fdiv fast double %156, %157
  %159 = call fast double @llvm.fabs.f64(double %158)
  %160 = call fast double @llvm.maxnum.f64(double %159, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %123, ptr %6, align 8, !tbaa !9
  %161 = load volatile double, ptr %6, align 8, !tbaa !9
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fcmp ueq double %162, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %163, label %176, label %164

164:                                              ; preds = %152
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %158, ptr %5, align 8, !tbaa !9
  %165 = load volatile double, ptr %5, align 8, !tbaa !9
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = fcmp ueq double %166, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %167, label %176, label %168

168:                                              ; preds = %164
  %169 = fsub fast double %123, %158
  %170 = call fast double @llvm.fabs.f64(double %169)
  %171 = fmul fast double %160, 0x3EB0C6F7A0B5ED8D
  %172 = fcmp fast ole double %170, %171
  %173 = freeze i1 %172
  br i1 %173, label %174, label %176

174:                                              ; preds = %168
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %82, double noundef nofpclass(nan inf) %123, double noundef nofpclass(nan inf) %158, ptr noundef nonnull @.str.6)
  br label %180

176:                                              ; preds = %168, %164, %152
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %82, double noundef nofpclass(nan inf) %123, double noundef nofpclass(nan inf) %158, ptr noundef nonnull @.str.7)
  %178 = load i32, ptr @n_fail, align 4, !tbaa !11
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr @n_fail, align 4, !tbaa !11
  br label %180

180:                                              ; preds = %176, %174
  br i1 %67, label %181, label %184

181:                                              ; preds = %195, %180
  %182 = phi i64 [ 0, %180 ], [ %77, %195 ]
  %183 = fdiv fast double 1.000000e+00, %98
  br label %336

184:                                              ; preds = %180
  %185 = insertelement <4 x double> poison, double %98, i64 0
  %186 = shufflevector <4 x double> %185, <4 x double> poison, <4 x i32> zeroinitializer
  %187 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %186
  br label %188

188:                                              ; preds = %188, %184
  %189 = phi i64 [ 0, %184 ], [ %193, %188 ]
  %190 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %189
  %191 = load <4 x double>, ptr %190, align 16, !tbaa !9
  %192 = fmul fast <4 x double> %191, %187
  store <4 x double> %192, ptr %190, align 16, !tbaa !9
  %193 = add nuw i64 %189, 4
  %194 = icmp eq i64 %193, %77
  br i1 %194, label %195, label %188, !llvm.loop !20

195:                                              ; preds = %188
  br i1 %78, label %196, label %181

196:                                              ; preds = %336, %195
  %197 = call noalias ptr @malloc(i64 noundef %74) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %197, ptr nonnull readonly align 16 %9, i64 %76, i1 false)
  br label %198

198:                                              ; preds = %196, %260
  %199 = phi i64 [ 0, %196 ], [ %261, %260 ]
  %200 = getelementptr inbounds double, ptr %10, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = getelementptr inbounds double, ptr %197, i64 %199
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = call fast double @llvm.fabs.f64(double %203)
  %205 = call fast double @llvm.maxnum.f64(double %204, double 1.000000e+00)
  %206 = fmul fast double %205, 0x3EB0C6F7A0B5ED8D
  %207 = fadd fast double %206, %203
  store double %207, ptr %202, align 8, !tbaa !9
  br label %208

208:                                              ; preds = %208, %198
  %209 = phi i64 [ 0, %198 ], [ %217, %208 ]
  %210 = phi double [ 0.000000e+00, %198 ], [ %216, %208 ]
  %211 = getelementptr inbounds double, ptr %197, i64 %209
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = fmul fast double %212, %83
  %214 = call fast double @llvm.sin.f64(double %213)
  %215 = fmul fast double %214, %212
  %216 = fadd fast double %215, %210
  %217 = add nuw nsw i64 %209, 1
  %218 = icmp eq i64 %217, %71
  br i1 %218, label %219, label %208, !llvm.loop !21

219:                                              ; preds = %208
  %220 = fsub fast double %203, %206
  store double %220, ptr %202, align 8, !tbaa !9
  br label %221

221:                                              ; preds = %221, %219
  %222 = phi i64 [ 0, %219 ], [ %230, %221 ]
  %223 = phi double [ 0.000000e+00, %219 ], [ %229, %221 ]
  %224 = getelementptr inbounds double, ptr %197, i64 %222
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = fmul fast double %225, %83
  %227 = call fast double @llvm.sin.f64(double %226)
  %228 = fmul fast double %227, %225
  %229 = fadd fast double %228, %223
  %230 = add nuw nsw i64 %222, 1
  %231 = icmp eq i64 %230, %71
  br i1 %231, label %232, label %221, !llvm.loop !22

232:                                              ; preds = %221
  store double %203, ptr %202, align 8, !tbaa !9
  %233 = fsub fast double %216, %229
  %234 = fmul fast double %233, %83
  %235 = fmul fast double %205, 2.000000e-06
  %236 = fdiv fast double %234, %235
  %237 = call fast double @llvm.fabs.f64(double %236)
  %238 = call fast double @llvm.maxnum.f64(double %237, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %201, ptr %4, align 8, !tbaa !9
  %239 = load volatile double, ptr %4, align 8, !tbaa !9
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fcmp ueq double %240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %241, label %255, label %242

242:                                              ; preds = %232
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %236, ptr %3, align 8, !tbaa !9
  %243 = load volatile double, ptr %3, align 8, !tbaa !9
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ueq double %244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %245, label %255, label %246

246:                                              ; preds = %242
  %247 = fsub fast double %201, %236
  %248 = call fast double @llvm.fabs.f64(double %247)
  %249 = fmul fast double %238, 0x3EB0C6F7A0B5ED8D
  %250 = fcmp fast ole double %248, %249
  %251 = freeze i1 %250
  br i1 %251, label %252, label %255

252:                                              ; preds = %246
  %253 = trunc nuw nsw i64 %199 to i32
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %253, double noundef nofpclass(nan inf) %201, double noundef nofpclass(nan inf) %236, ptr noundef nonnull @.str.6)
  br label %260

255:                                              ; preds = %246, %242, %232
  %256 = trunc nuw nsw i64 %199 to i32
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %256, double noundef nofpclass(nan inf) %201, double noundef nofpclass(nan inf) %236, ptr noundef nonnull @.str.7)
  %258 = load i32, ptr @n_fail, align 4, !tbaa !11
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !11
  br label %260

260:                                              ; preds = %255, %252
  %261 = add nuw nsw i64 %199, 1
  %262 = icmp eq i64 %261, %71
  br i1 %262, label %263, label %198, !llvm.loop !23

263:                                              ; preds = %260
  call void @free(ptr noundef nonnull %197) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, i8 0, i64 80, i1 false)
  %264 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %265 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %264, double noundef nofpclass(nan inf) %83, i32 noundef %70) #11
  %266 = extractvalue { ptr, double } %265, 0
  %267 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %268 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %267, double noundef nofpclass(nan inf) %83, i32 noundef %70, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef %266) #11
  %269 = call noalias ptr @malloc(i64 noundef %74) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %269, ptr nonnull readonly align 16 %9, i64 %76, i1 false)
  br label %270

270:                                              ; preds = %263, %332
  %271 = phi i64 [ 0, %263 ], [ %333, %332 ]
  %272 = getelementptr inbounds double, ptr %10, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = getelementptr inbounds double, ptr %269, i64 %271
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = call fast double @llvm.fabs.f64(double %275)
  %277 = call fast double @llvm.maxnum.f64(double %276, double 1.000000e+00)
  %278 = fmul fast double %277, 0x3EB0C6F7A0B5ED8D
  %279 = fadd fast double %278, %275
  store double %279, ptr %274, align 8, !tbaa !9
  br label %280

280:                                              ; preds = %280, %270
  %281 = phi i64 [ 0, %270 ], [ %289, %280 ]
  %282 = phi double [ 0.000000e+00, %270 ], [ %288, %280 ]
  %283 = getelementptr inbounds double, ptr %269, i64 %281
  %284 = load double, ptr %283, align 8, !tbaa !9
  %285 = fmul fast double %284, %83
  %286 = call fast double @llvm.sin.f64(double %285)
  %287 = fmul fast double %286, %284
  %288 = fadd fast double %287, %282
  %289 = add nuw nsw i64 %281, 1
  %290 = icmp eq i64 %289, %71
  br i1 %290, label %291, label %280, !llvm.loop !24

291:                                              ; preds = %280
  %292 = fsub fast double %275, %278
  store double %292, ptr %274, align 8, !tbaa !9
  br label %293

293:                                              ; preds = %293, %291
  %294 = phi i64 [ 0, %291 ], [ %302, %293 ]
  %295 = phi double [ 0.000000e+00, %291 ], [ %301, %293 ]
  %296 = getelementptr inbounds double, ptr %269, i64 %294
  %297 = load double, ptr %296, align 8, !tbaa !9
  %298 = fmul fast double %297, %83
  %299 = call fast double @llvm.sin.f64(double %298)
  %300 = fmul fast double %299, %297
  %301 = fadd fast double %300, %295
  %302 = add nuw nsw i64 %294, 1
  %303 = icmp eq i64 %302, %71
  br i1 %303, label %304, label %293, !llvm.loop !25

304:                                              ; preds = %293
  store double %275, ptr %274, align 8, !tbaa !9
  %305 = fsub fast double %288, %301
  %306 = fmul fast double %305, %83
  %307 = fmul fast double %277, 2.000000e-06
  %308 = fdiv fast double %306, %307
  %309 = call fast double @llvm.fabs.f64(double %308)
  %310 = call fast double @llvm.maxnum.f64(double %309, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %273, ptr %2, align 8, !tbaa !9
  %311 = load volatile double, ptr %2, align 8, !tbaa !9
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fcmp ueq double %312, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %313, label %327, label %314

314:                                              ; preds = %304
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %308, ptr %1, align 8, !tbaa !9
  %315 = load volatile double, ptr %1, align 8, !tbaa !9
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fcmp ueq double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %317, label %327, label %318

318:                                              ; preds = %314
  %319 = fsub fast double %273, %308
  %320 = call fast double @llvm.fabs.f64(double %319)
  %321 = fmul fast double %310, 0x3EB0C6F7A0B5ED8D
  %322 = fcmp fast ole double %320, %321
  %323 = freeze i1 %322
  br i1 %323, label %324, label %327

324:                                              ; preds = %318
  %325 = trunc nuw nsw i64 %271 to i32
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %325, double noundef nofpclass(nan inf) %273, double noundef nofpclass(nan inf) %308, ptr noundef nonnull @.str.6)
  br label %332

327:                                              ; preds = %318, %314, %304
  %328 = trunc nuw nsw i64 %271 to i32
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %328, double noundef nofpclass(nan inf) %273, double noundef nofpclass(nan inf) %308, ptr noundef nonnull @.str.7)
  %330 = load i32, ptr @n_fail, align 4, !tbaa !11
  %331 = add nsw i32 %330, 1
  store i32 %331, ptr @n_fail, align 4, !tbaa !11
  br label %332

332:                                              ; preds = %327, %324
  %333 = add nuw nsw i64 %271, 1
  %334 = icmp eq i64 %333, %71
  br i1 %334, label %335, label %270, !llvm.loop !23

335:                                              ; preds = %332
  call void @free(ptr noundef nonnull %269) #11
  br i1 %81, label %80, label %79, !llvm.loop !26

336:                                              ; preds = %181, %336
  %337 = phi i64 [ %341, %336 ], [ %182, %181 ]
  %338 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %337
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = fmul fast double %339, %183
  store double %340, ptr %338, align 8, !tbaa !9
  %341 = add nuw nsw i64 %337, 1
  %342 = icmp eq i64 %341, %73
  br i1 %342, label %196, label %336, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare { ptr, double } @__enzyme_augmentfwd_ret(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @g(ptr nocapture noundef readonly %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %53

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %8, label %11

8:                                                ; preds = %47, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %47 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %51, %47 ]
  br label %56

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483632
  %13 = insertelement <4 x double> poison, double %1, i64 0
  %14 = shufflevector <4 x double> %13, <4 x double> poison, <4 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %45, %15 ]
  %17 = phi <4 x double> [ zeroinitializer, %11 ], [ %41, %15 ]
  %18 = phi <4 x double> [ zeroinitializer, %11 ], [ %42, %15 ]
  %19 = phi <4 x double> [ zeroinitializer, %11 ], [ %43, %15 ]
  %20 = phi <4 x double> [ zeroinitializer, %11 ], [ %44, %15 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 32
  %23 = getelementptr inbounds i8, ptr %21, i64 64
  %24 = getelementptr inbounds i8, ptr %21, i64 96
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = fmul fast <4 x double> %25, %14
  %30 = fmul fast <4 x double> %26, %14
  %31 = fmul fast <4 x double> %27, %14
  %32 = fmul fast <4 x double> %28, %14
  %33 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %29)
  %34 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %30)
  %35 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %31)
  %36 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %32)
  %37 = fmul fast <4 x double> %33, %25
  %38 = fmul fast <4 x double> %34, %26
  %39 = fmul fast <4 x double> %35, %27
  %40 = fmul fast <4 x double> %36, %28
  %41 = fadd fast <4 x double> %37, %17
  %42 = fadd fast <4 x double> %38, %18
  %43 = fadd fast <4 x double> %39, %19
  %44 = fadd fast <4 x double> %40, %20
  %45 = add nuw i64 %16, 16
  %46 = icmp eq i64 %45, %12
  br i1 %46, label %47, label %15, !llvm.loop !28

47:                                               ; preds = %15
  %48 = fadd fast <4 x double> %42, %41
  %49 = fadd fast <4 x double> %43, %48
  %50 = fadd fast <4 x double> %44, %49
  %51 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %50)
  %52 = icmp eq i64 %12, %6
  br i1 %52, label %53, label %8

53:                                               ; preds = %56, %47, %3
  %54 = phi double [ 0.000000e+00, %3 ], [ %51, %47 ], [ %64, %56 ]
  %55 = fmul fast double %54, %1
  ret double %55

56:                                               ; preds = %8, %56
  %57 = phi i64 [ %65, %56 ], [ %9, %8 ]
  %58 = phi double [ %64, %56 ], [ %10, %8 ]
  %59 = getelementptr inbounds double, ptr %0, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul fast double %60, %1
  %62 = tail call fast double @llvm.sin.f64(double %61)
  %63 = fmul fast double %62, %60
  %64 = fadd fast double %63, %58
  %65 = add nuw nsw i64 %57, 1
  %66 = icmp eq i64 %65, %6
  br i1 %66, label %53, label %56, !llvm.loop !29
}

declare nofpclass(nan inf) double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16, !17}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = distinct !{!18, !14, !16, !17}
!19 = distinct !{!19, !14, !16, !17}
!20 = distinct !{!20, !14, !17, !16}
!21 = distinct !{!21, !14, !16, !17}
!22 = distinct !{!22, !14, !16, !17}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14, !16, !17}
!25 = distinct !{!25, !14, !16, !17}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14, !16, !17}
!28 = distinct !{!28, !14, !17, !16}
!29 = distinct !{!29, !14, !16, !17}
