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
  %1 = alloca [10 x double], align 16
  %2 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #11
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  %4 = mul i64 %3, 6364136223846793005
  %5 = add i64 %4, 1442695040888963407
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = insertelement <4 x i64> poison, i64 %5, i64 0
  %13 = insertelement <4 x i64> %12, i64 %7, i64 1
  %14 = insertelement <4 x i64> %13, i64 %9, i64 2
  %15 = insertelement <4 x i64> %14, i64 %11, i64 3
  %16 = lshr <4 x i64> %15, <i64 10, i64 10, i64 10, i64 10>
  %17 = and <4 x i64> %16, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %18 = uitofp nneg <4 x i64> %17 to <4 x double>
  %19 = fmul fast <4 x double> %18, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %20 = fadd fast <4 x double> %19, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %20, ptr %1, align 16, !tbaa !9
  %21 = mul i64 %11, 6364136223846793005
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  %23 = add i64 %21, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = insertelement <4 x i64> poison, i64 %23, i64 0
  %31 = insertelement <4 x i64> %30, i64 %25, i64 1
  %32 = insertelement <4 x i64> %31, i64 %27, i64 2
  %33 = insertelement <4 x i64> %32, i64 %29, i64 3
  %34 = lshr <4 x i64> %33, <i64 10, i64 10, i64 10, i64 10>
  %35 = and <4 x i64> %34, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %36 = uitofp nneg <4 x i64> %35 to <4 x double>
  %37 = fmul fast <4 x double> %36, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %38 = fadd fast <4 x double> %37, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %38, ptr %22, align 16, !tbaa !9
  %39 = mul i64 %29, 6364136223846793005
  %40 = getelementptr inbounds i8, ptr %1, i64 64
  %41 = add i64 %39, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <2 x i64> poison, i64 %41, i64 0
  %45 = insertelement <2 x i64> %44, i64 %43, i64 1
  %46 = lshr <2 x i64> %45, <i64 10, i64 10>
  %47 = and <2 x i64> %46, <i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <2 x i64> %47 to <2 x double>
  %49 = fmul fast <2 x double> %48, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %50 = fadd fast <2 x double> %49, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %50, ptr %40, align 16, !tbaa !9
  store i64 %43, ptr @rng_state, align 8, !tbaa !5
  br label %57

51:                                               ; preds = %71
  %52 = load i32, ptr @n_fail, align 4, !tbaa !11
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %52)
  %54 = load i32, ptr @n_fail, align 4, !tbaa !11
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #11
  ret i32 %56

57:                                               ; preds = %0, %71
  %58 = phi i1 [ true, %0 ], [ false, %71 ]
  %59 = phi i1 [ false, %0 ], [ true, %71 ]
  %60 = phi i64 [ 0, %0 ], [ 1, %71 ]
  %61 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !11
  %63 = zext i32 %62 to i64
  %64 = call i32 @llvm.smax.i32(i32 %62, i32 1)
  %65 = zext nneg i32 %64 to i64
  %66 = shl nuw nsw i64 %65, 3
  %67 = sext i32 %62 to i64
  %68 = shl nsw i64 %67, 3
  %69 = and i64 %65, 2147483644
  %70 = icmp eq i64 %69, %65
  br label %72

71:                                               ; preds = %285
  br i1 %58, label %57, label %51, !llvm.loop !13

72:                                               ; preds = %57, %285
  %73 = phi i1 [ true, %57 ], [ false, %285 ]
  %74 = phi i32 [ 0, %57 ], [ 1, %285 ]
  %75 = select fast i1 %73, double 8.000000e-01, double -6.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  %76 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef nofpclass(nan inf) %75, i32 noundef %62) #11
  %77 = extractvalue { ptr, double } %76, 0
  br label %78

78:                                               ; preds = %78, %72
  %79 = phi i64 [ 0, %72 ], [ %87, %78 ]
  %80 = phi double [ 0.000000e+00, %72 ], [ %86, %78 ]
  %81 = getelementptr inbounds double, ptr %1, i64 %79
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul fast double %82, %75
  %84 = call fast double @llvm.sin.f64(double %83)
  %85 = fmul fast double %84, %82
  %86 = fadd fast double %85, %80
  %87 = add nuw nsw i64 %79, 1
  %88 = icmp eq i64 %87, %63
  br i1 %88, label %89, label %78, !llvm.loop !15

89:                                               ; preds = %78
  %90 = select fast i1 %73, double 2.000000e+00, double 1.000000e+00
  %91 = extractvalue { ptr, double } %76, 1
  %92 = fmul fast double %86, %75
  %93 = call fast double @llvm.fabs.f64(double %92)
  %94 = call fast double @llvm.maxnum.f64(double %93, double 1.000000e+00)
  %95 = fsub fast double %91, %92
  %96 = call fast double @llvm.fabs.f64(double %95)
  %97 = fmul fast double %94, 0x3D719799812DEA11
  %98 = fcmp fast ole double %96, %97
  %99 = select i1 %98, ptr @.str.6, ptr @.str.7
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %74, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %92, ptr noundef nonnull %99)
  br i1 %98, label %104, label %101

101:                                              ; preds = %89
  %102 = load i32, ptr @n_fail, align 4, !tbaa !11
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr @n_fail, align 4, !tbaa !11
  br label %104

104:                                              ; preds = %89, %101
  %105 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef nofpclass(nan inf) %75, i32 noundef %62, double noundef nofpclass(nan inf) %90, ptr noundef %77) #11
  %106 = select fast i1 %73, double 8.000000e-01, double 6.000000e-01
  %107 = call fast double @llvm.maxnum.f64(double %106, double 1.000000e+00)
  %108 = fmul fast double %107, 0x3EB0C6F7A0B5ED8D
  %109 = fadd fast double %108, %75
  br label %110

110:                                              ; preds = %110, %104
  %111 = phi i64 [ 0, %104 ], [ %119, %110 ]
  %112 = phi double [ 0.000000e+00, %104 ], [ %118, %110 ]
  %113 = getelementptr inbounds double, ptr %1, i64 %111
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = fmul fast double %114, %109
  %116 = call fast double @llvm.sin.f64(double %115)
  %117 = fmul fast double %116, %114
  %118 = fadd fast double %117, %112
  %119 = add nuw nsw i64 %111, 1
  %120 = icmp eq i64 %119, %63
  br i1 %120, label %121, label %110, !llvm.loop !18

121:                                              ; preds = %110
  %122 = fsub fast double %75, %108
  br label %123

123:                                              ; preds = %123, %121
  %124 = phi i64 [ 0, %121 ], [ %132, %123 ]
  %125 = phi double [ 0.000000e+00, %121 ], [ %131, %123 ]
  %126 = getelementptr inbounds double, ptr %1, i64 %124
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = fmul fast double %127, %122
  %129 = call fast double @llvm.sin.f64(double %128)
  %130 = fmul fast double %129, %127
  %131 = fadd fast double %130, %125
  %132 = add nuw nsw i64 %124, 1
  %133 = icmp eq i64 %132, %63
  br i1 %133, label %134, label %123, !llvm.loop !19

134:                                              ; preds = %123
  %135 = fmul fast double %118, %109
  %136 = fmul fast double %131, %122
  %137 = fsub fast double %135, %136
  %138 = fmul fast double %137, %90
  %139 = fmul fast double %107, 2.000000e-06
  %140 = fdiv fast double %138, %139
  %141 = call fast double @llvm.fabs.f64(double %140)
  %142 = call fast double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fsub fast double %105, %140
  %144 = call fast double @llvm.fabs.f64(double %143)
  %145 = fmul fast double %142, 0x3EB0C6F7A0B5ED8D
  %146 = fcmp fast ole double %144, %145
  %147 = select i1 %146, ptr @.str.6, ptr @.str.7
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %74, double noundef nofpclass(nan inf) %105, double noundef nofpclass(nan inf) %140, ptr noundef nonnull %147)
  br i1 %146, label %152, label %149

149:                                              ; preds = %134
  %150 = load i32, ptr @n_fail, align 4, !tbaa !11
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr @n_fail, align 4, !tbaa !11
  br label %152

152:                                              ; preds = %149, %134
  br i1 %59, label %153, label %156

153:                                              ; preds = %167, %152
  %154 = phi i64 [ 0, %152 ], [ %69, %167 ]
  %155 = fdiv fast double 1.000000e+00, %90
  br label %286

156:                                              ; preds = %152
  %157 = insertelement <4 x double> poison, double %90, i64 0
  %158 = shufflevector <4 x double> %157, <4 x double> poison, <4 x i32> zeroinitializer
  %159 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %158
  br label %160

160:                                              ; preds = %160, %156
  %161 = phi i64 [ 0, %156 ], [ %165, %160 ]
  %162 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %161
  %163 = load <4 x double>, ptr %162, align 16, !tbaa !9
  %164 = fmul fast <4 x double> %163, %159
  store <4 x double> %164, ptr %162, align 16, !tbaa !9
  %165 = add nuw i64 %161, 4
  %166 = icmp eq i64 %165, %69
  br i1 %166, label %167, label %160, !llvm.loop !20

167:                                              ; preds = %160
  br i1 %70, label %168, label %153

168:                                              ; preds = %286, %167
  %169 = call noalias ptr @malloc(i64 noundef %66) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %169, ptr nonnull readonly align 16 %1, i64 %68, i1 false)
  br label %170

170:                                              ; preds = %168, %221
  %171 = phi i64 [ 0, %168 ], [ %222, %221 ]
  %172 = getelementptr inbounds double, ptr %2, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = getelementptr inbounds double, ptr %169, i64 %171
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = call fast double @llvm.fabs.f64(double %175)
  %177 = call fast double @llvm.maxnum.f64(double %176, double 1.000000e+00)
  %178 = fmul fast double %177, 0x3EB0C6F7A0B5ED8D
  %179 = fadd fast double %178, %175
  store double %179, ptr %174, align 8, !tbaa !9
  br label %180

180:                                              ; preds = %180, %170
  %181 = phi i64 [ 0, %170 ], [ %189, %180 ]
  %182 = phi double [ 0.000000e+00, %170 ], [ %188, %180 ]
  %183 = getelementptr inbounds double, ptr %169, i64 %181
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = fmul fast double %184, %75
  %186 = call fast double @llvm.sin.f64(double %185)
  %187 = fmul fast double %186, %184
  %188 = fadd fast double %187, %182
  %189 = add nuw nsw i64 %181, 1
  %190 = icmp eq i64 %189, %63
  br i1 %190, label %191, label %180, !llvm.loop !21

191:                                              ; preds = %180
  %192 = fsub fast double %175, %178
  store double %192, ptr %174, align 8, !tbaa !9
  br label %193

193:                                              ; preds = %193, %191
  %194 = phi i64 [ 0, %191 ], [ %202, %193 ]
  %195 = phi double [ 0.000000e+00, %191 ], [ %201, %193 ]
  %196 = getelementptr inbounds double, ptr %169, i64 %194
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = fmul fast double %197, %75
  %199 = call fast double @llvm.sin.f64(double %198)
  %200 = fmul fast double %199, %197
  %201 = fadd fast double %200, %195
  %202 = add nuw nsw i64 %194, 1
  %203 = icmp eq i64 %202, %63
  br i1 %203, label %204, label %193, !llvm.loop !22

204:                                              ; preds = %193
  store double %175, ptr %174, align 8, !tbaa !9
  %205 = fsub fast double %188, %201
  %206 = fmul fast double %205, %75
  %207 = fmul fast double %177, 2.000000e-06
  %208 = fdiv fast double %206, %207
  %209 = call fast double @llvm.fabs.f64(double %208)
  %210 = call fast double @llvm.maxnum.f64(double %209, double 1.000000e+00)
  %211 = fsub fast double %173, %208
  %212 = call fast double @llvm.fabs.f64(double %211)
  %213 = fmul fast double %210, 0x3EB0C6F7A0B5ED8D
  %214 = fcmp fast ole double %212, %213
  %215 = select i1 %214, ptr @.str.6, ptr @.str.7
  %216 = trunc nuw nsw i64 %171 to i32
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %216, double noundef nofpclass(nan inf) %173, double noundef nofpclass(nan inf) %208, ptr noundef nonnull %215)
  br i1 %214, label %221, label %218

218:                                              ; preds = %204
  %219 = load i32, ptr @n_fail, align 4, !tbaa !11
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr @n_fail, align 4, !tbaa !11
  br label %221

221:                                              ; preds = %218, %204
  %222 = add nuw nsw i64 %171, 1
  %223 = icmp eq i64 %222, %63
  br i1 %223, label %224, label %170, !llvm.loop !23

224:                                              ; preds = %221
  call void @free(ptr noundef nonnull %169) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  %225 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %226 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %225, double noundef nofpclass(nan inf) %75, i32 noundef %62) #11
  %227 = extractvalue { ptr, double } %226, 0
  %228 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %229 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %228, double noundef nofpclass(nan inf) %75, i32 noundef %62, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef %227) #11
  %230 = call noalias ptr @malloc(i64 noundef %66) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %230, ptr nonnull readonly align 16 %1, i64 %68, i1 false)
  br label %231

231:                                              ; preds = %224, %282
  %232 = phi i64 [ 0, %224 ], [ %283, %282 ]
  %233 = getelementptr inbounds double, ptr %2, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = getelementptr inbounds double, ptr %230, i64 %232
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = call fast double @llvm.fabs.f64(double %236)
  %238 = call fast double @llvm.maxnum.f64(double %237, double 1.000000e+00)
  %239 = fmul fast double %238, 0x3EB0C6F7A0B5ED8D
  %240 = fadd fast double %239, %236
  store double %240, ptr %235, align 8, !tbaa !9
  br label %241

241:                                              ; preds = %241, %231
  %242 = phi i64 [ 0, %231 ], [ %250, %241 ]
  %243 = phi double [ 0.000000e+00, %231 ], [ %249, %241 ]
  %244 = getelementptr inbounds double, ptr %230, i64 %242
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = fmul fast double %245, %75
  %247 = call fast double @llvm.sin.f64(double %246)
  %248 = fmul fast double %247, %245
  %249 = fadd fast double %248, %243
  %250 = add nuw nsw i64 %242, 1
  %251 = icmp eq i64 %250, %63
  br i1 %251, label %252, label %241, !llvm.loop !24

252:                                              ; preds = %241
  %253 = fsub fast double %236, %239
  store double %253, ptr %235, align 8, !tbaa !9
  br label %254

254:                                              ; preds = %254, %252
  %255 = phi i64 [ 0, %252 ], [ %263, %254 ]
  %256 = phi double [ 0.000000e+00, %252 ], [ %262, %254 ]
  %257 = getelementptr inbounds double, ptr %230, i64 %255
  %258 = load double, ptr %257, align 8, !tbaa !9
  %259 = fmul fast double %258, %75
  %260 = call fast double @llvm.sin.f64(double %259)
  %261 = fmul fast double %260, %258
  %262 = fadd fast double %261, %256
  %263 = add nuw nsw i64 %255, 1
  %264 = icmp eq i64 %263, %63
  br i1 %264, label %265, label %254, !llvm.loop !25

265:                                              ; preds = %254
  store double %236, ptr %235, align 8, !tbaa !9
  %266 = fsub fast double %249, %262
  %267 = fmul fast double %266, %75
  %268 = fmul fast double %238, 2.000000e-06
  %269 = fdiv fast double %267, %268
  %270 = call fast double @llvm.fabs.f64(double %269)
  %271 = call fast double @llvm.maxnum.f64(double %270, double 1.000000e+00)
  %272 = fsub fast double %234, %269
  %273 = call fast double @llvm.fabs.f64(double %272)
  %274 = fmul fast double %271, 0x3EB0C6F7A0B5ED8D
  %275 = fcmp fast ole double %273, %274
  %276 = select i1 %275, ptr @.str.6, ptr @.str.7
  %277 = trunc nuw nsw i64 %232 to i32
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %277, double noundef nofpclass(nan inf) %234, double noundef nofpclass(nan inf) %269, ptr noundef nonnull %276)
  br i1 %275, label %282, label %279

279:                                              ; preds = %265
  %280 = load i32, ptr @n_fail, align 4, !tbaa !11
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr @n_fail, align 4, !tbaa !11
  br label %282

282:                                              ; preds = %279, %265
  %283 = add nuw nsw i64 %232, 1
  %284 = icmp eq i64 %283, %63
  br i1 %284, label %285, label %231, !llvm.loop !23

285:                                              ; preds = %282
  call void @free(ptr noundef nonnull %230) #11
  br i1 %73, label %72, label %71, !llvm.loop !26

286:                                              ; preds = %153, %286
  %287 = phi i64 [ %291, %286 ], [ %154, %153 ]
  %288 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = fmul fast double %289, %155
  store double %290, ptr %288, align 8, !tbaa !9
  %291 = add nuw nsw i64 %287, 1
  %292 = icmp eq i64 %291, %65
  br i1 %292, label %168, label %286, !llvm.loop !27
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
