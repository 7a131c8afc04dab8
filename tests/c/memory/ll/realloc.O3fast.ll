; ModuleID = 'realloc.c'
source_filename = "realloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 19, i32 4, i32 1], align 4
@.str = private unnamed_addr constant [8 x i8] c"grow.dx\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"grow_out.JTw\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"realloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [19 x double], align 16
  %2 = alloca [19 x double], align 16
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [19 x double], align 16
  %8 = alloca [19 x double], align 16
  %9 = alloca [19 x double], align 16
  %10 = alloca [19 x double], align 16
  %11 = alloca [19 x double], align 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %11) #12
  call fastcc void @fill(ptr noundef nonnull %7)
  call fastcc void @fill(ptr noundef nonnull %11)
  br label %18

12:                                               ; preds = %751
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %13)
  %15 = load i32, ptr @n_fail, align 4, !tbaa !5
  %16 = icmp ne i32 %15, 0
  %17 = zext i1 %16 to i32
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #12
  ret i32 %17

18:                                               ; preds = %0, %751
  %19 = phi i64 [ 0, %0 ], [ %752, %751 ]
  %20 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %8, i8 0, i64 152, i1 false)
  %22 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %21) #12
  %23 = call i32 @llvm.smax.i32(i32 %21, i32 1)
  %24 = zext nneg i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 3
  %26 = call noalias ptr @malloc(i64 noundef %25) #13
  %27 = sext i32 %21 to i64
  %28 = shl nsw i64 %27, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr nonnull readonly align 16 %7, i64 %28, i1 false)
  %29 = zext i32 %21 to i64
  br label %30

30:                                               ; preds = %18, %313
  %31 = phi i64 [ 0, %18 ], [ %314, %313 ]
  %32 = getelementptr inbounds double, ptr %8, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = getelementptr inbounds double, ptr %26, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = call fast double @llvm.fabs.f64(double %35)
  %37 = call fast double @llvm.maxnum.f64(double %36, double 1.000000e+00)
  %38 = fmul fast double %37, 0x3EB0C6F7A0B5ED8D
  %39 = fadd fast double %38, %35
  store double %39, ptr %34, align 8, !tbaa !9
  %40 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  br label %91

41:                                               ; preds = %131
  %42 = fsub fast double %35, %38
  %43 = icmp sgt i64 %135, -1
  br i1 %43, label %44, label %162

44:                                               ; preds = %41
  %45 = and i64 %132, 4294967295
  %46 = icmp ult i64 %45, 8
  br i1 %46, label %47, label %50

47:                                               ; preds = %87, %44
  %48 = phi i64 [ 0, %44 ], [ %52, %87 ]
  %49 = phi double [ 0.000000e+00, %44 ], [ %89, %87 ]
  br label %144

50:                                               ; preds = %44
  %51 = and i64 %132, 7
  %52 = sub nsw i64 %45, %51
  br label %53

53:                                               ; preds = %53, %50
  %54 = phi i64 [ 0, %50 ], [ %84, %53 ]
  %55 = phi <4 x double> [ zeroinitializer, %50 ], [ %82, %53 ]
  %56 = phi <4 x double> [ zeroinitializer, %50 ], [ %83, %53 ]
  %57 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %50 ], [ %85, %53 ]
  %58 = add <4 x i32> %57, <i32 4, i32 4, i32 4, i32 4>
  %59 = getelementptr inbounds double, ptr %133, i64 %54
  %60 = getelementptr inbounds i8, ptr %59, i64 32
  %61 = load <4 x double>, ptr %59, align 8, !tbaa !9
  %62 = load <4 x double>, ptr %60, align 8, !tbaa !9
  %63 = xor i64 %54, -1
  %64 = add nsw i64 %45, %63
  %65 = getelementptr inbounds double, ptr %133, i64 %64
  %66 = getelementptr inbounds i8, ptr %65, i64 -24
  %67 = getelementptr inbounds i8, ptr %65, i64 -56
  %68 = load <4 x double>, ptr %66, align 8, !tbaa !9
  %69 = shufflevector <4 x double> %68, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %70 = load <4 x double>, ptr %67, align 8, !tbaa !9
  %71 = shufflevector <4 x double> %70, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %72 = uitofp <4 x i32> %57 to <4 x double>
  %73 = uitofp <4 x i32> %58 to <4 x double>
  %74 = fmul fast <4 x double> %72, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %75 = fmul fast <4 x double> %73, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %76 = fadd fast <4 x double> %74, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %77 = fadd fast <4 x double> %75, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %78 = fmul fast <4 x double> %69, %61
  %79 = fmul fast <4 x double> %71, %62
  %80 = fmul fast <4 x double> %78, %76
  %81 = fmul fast <4 x double> %79, %77
  %82 = fadd fast <4 x double> %80, %55
  %83 = fadd fast <4 x double> %81, %56
  %84 = add nuw i64 %54, 8
  %85 = add <4 x i32> %57, <i32 8, i32 8, i32 8, i32 8>
  %86 = icmp eq i64 %84, %52
  br i1 %86, label %87, label %53, !llvm.loop !11

87:                                               ; preds = %53
  %88 = fadd fast <4 x double> %83, %82
  %89 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %88)
  %90 = icmp eq i64 %51, 0
  br i1 %90, label %162, label %47

91:                                               ; preds = %131, %30
  %92 = phi i64 [ 0, %30 ], [ %99, %131 ]
  %93 = phi i32 [ 2, %30 ], [ %134, %131 ]
  %94 = phi ptr [ %40, %30 ], [ %133, %131 ]
  %95 = phi i64 [ 0, %30 ], [ %132, %131 ]
  %96 = trunc nuw nsw i64 %92 to i32
  %97 = urem i32 %96, 3
  %98 = getelementptr inbounds double, ptr %26, i64 %92
  %99 = add nuw nsw i64 %92, 1
  %100 = shl i64 %95, 32
  %101 = ashr exact i64 %100, 32
  %102 = icmp eq i64 %99, %29
  %103 = and i64 %99, 4294967295
  %104 = select i1 %102, i64 0, i64 %103
  %105 = getelementptr inbounds double, ptr %26, i64 %104
  %106 = trunc i64 %95 to i32
  %107 = icmp eq i32 %93, %106
  br i1 %107, label %108, label %113

108:                                              ; preds = %91
  %109 = shl nsw i32 %93, 1
  %110 = sext i32 %109 to i64
  %111 = shl nsw i64 %110, 3
  %112 = call ptr @realloc(ptr noundef %94, i64 noundef %111) #14
  br label %113

113:                                              ; preds = %108, %91
  %114 = phi ptr [ %112, %108 ], [ %94, %91 ]
  %115 = phi i32 [ %109, %108 ], [ %93, %91 ]
  %116 = load double, ptr %105, align 8, !tbaa !9
  %117 = fmul fast double %116, 5.000000e-01
  %118 = load double, ptr %98, align 8, !tbaa !9
  %119 = fmul fast double %118, %118
  %120 = fadd fast double %117, %119
  %121 = add nsw i64 %101, 1
  %122 = getelementptr inbounds double, ptr %114, i64 %101
  store double %120, ptr %122, align 8, !tbaa !9
  %123 = icmp eq i32 %97, 0
  br i1 %123, label %136, label %131

124:                                              ; preds = %136, %139
  %125 = phi ptr [ %143, %139 ], [ %114, %136 ]
  %126 = phi i32 [ %140, %139 ], [ %115, %136 ]
  %127 = load double, ptr %98, align 8, !tbaa !9
  %128 = call fast double @llvm.sin.f64(double %127)
  %129 = getelementptr inbounds double, ptr %125, i64 %121
  store double %128, ptr %129, align 8, !tbaa !9
  %130 = add nsw i64 %101, 2
  br label %131

131:                                              ; preds = %124, %113
  %132 = phi i64 [ %121, %113 ], [ %130, %124 ]
  %133 = phi ptr [ %114, %113 ], [ %125, %124 ]
  %134 = phi i32 [ %115, %113 ], [ %126, %124 ]
  %135 = phi i64 [ %101, %113 ], [ %121, %124 ]
  br i1 %102, label %41, label %91, !llvm.loop !15

136:                                              ; preds = %113
  %137 = trunc nsw i64 %121 to i32
  %138 = icmp eq i32 %115, %137
  br i1 %138, label %139, label %124

139:                                              ; preds = %136
  %140 = shl nsw i32 %115, 1
  %141 = sext i32 %140 to i64
  %142 = shl nsw i64 %141, 3
  %143 = call ptr @realloc(ptr noundef nonnull %114, i64 noundef %142) #14
  br label %124

144:                                              ; preds = %47, %144
  %145 = phi i64 [ %160, %144 ], [ %48, %47 ]
  %146 = phi double [ %159, %144 ], [ %49, %47 ]
  %147 = getelementptr inbounds double, ptr %133, i64 %145
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = xor i64 %145, -1
  %150 = add nsw i64 %45, %149
  %151 = getelementptr inbounds double, ptr %133, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = trunc nuw nsw i64 %145 to i32
  %154 = uitofp nneg i32 %153 to double
  %155 = fmul fast double %154, 1.000000e-01
  %156 = fadd fast double %155, 1.000000e+00
  %157 = fmul fast double %152, %148
  %158 = fmul fast double %157, %156
  %159 = fadd fast double %158, %146
  %160 = add nuw nsw i64 %145, 1
  %161 = icmp eq i64 %160, %45
  br i1 %161, label %162, label %144, !llvm.loop !16

162:                                              ; preds = %144, %87, %41
  %163 = phi double [ 0.000000e+00, %41 ], [ %89, %87 ], [ %159, %144 ]
  call void @free(ptr noundef nonnull %133) #12
  store double %42, ptr %34, align 8, !tbaa !9
  %164 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  br label %214

165:                                              ; preds = %254
  %166 = icmp sgt i64 %258, -1
  br i1 %166, label %167, label %285

167:                                              ; preds = %165
  %168 = and i64 %255, 4294967295
  %169 = icmp ult i64 %168, 8
  br i1 %169, label %170, label %173

170:                                              ; preds = %210, %167
  %171 = phi i64 [ 0, %167 ], [ %175, %210 ]
  %172 = phi double [ 0.000000e+00, %167 ], [ %212, %210 ]
  br label %267

173:                                              ; preds = %167
  %174 = and i64 %255, 7
  %175 = sub nsw i64 %168, %174
  br label %176

176:                                              ; preds = %176, %173
  %177 = phi i64 [ 0, %173 ], [ %207, %176 ]
  %178 = phi <4 x double> [ zeroinitializer, %173 ], [ %205, %176 ]
  %179 = phi <4 x double> [ zeroinitializer, %173 ], [ %206, %176 ]
  %180 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %173 ], [ %208, %176 ]
  %181 = add <4 x i32> %180, <i32 4, i32 4, i32 4, i32 4>
  %182 = getelementptr inbounds double, ptr %256, i64 %177
  %183 = getelementptr inbounds i8, ptr %182, i64 32
  %184 = load <4 x double>, ptr %182, align 8, !tbaa !9
  %185 = load <4 x double>, ptr %183, align 8, !tbaa !9
  %186 = xor i64 %177, -1
  %187 = add nsw i64 %168, %186
  %188 = getelementptr inbounds double, ptr %256, i64 %187
  %189 = getelementptr inbounds i8, ptr %188, i64 -24
  %190 = getelementptr inbounds i8, ptr %188, i64 -56
  %191 = load <4 x double>, ptr %189, align 8, !tbaa !9
  %192 = shufflevector <4 x double> %191, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %193 = load <4 x double>, ptr %190, align 8, !tbaa !9
  %194 = shufflevector <4 x double> %193, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %195 = uitofp <4 x i32> %180 to <4 x double>
  %196 = uitofp <4 x i32> %181 to <4 x double>
  %197 = fmul fast <4 x double> %195, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %198 = fmul fast <4 x double> %196, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %199 = fadd fast <4 x double> %197, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %200 = fadd fast <4 x double> %198, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %201 = fmul fast <4 x double> %192, %184
  %202 = fmul fast <4 x double> %194, %185
  %203 = fmul fast <4 x double> %201, %199
  %204 = fmul fast <4 x double> %202, %200
  %205 = fadd fast <4 x double> %203, %178
  %206 = fadd fast <4 x double> %204, %179
  %207 = add nuw i64 %177, 8
  %208 = add <4 x i32> %180, <i32 8, i32 8, i32 8, i32 8>
  %209 = icmp eq i64 %207, %175
  br i1 %209, label %210, label %176, !llvm.loop !17

210:                                              ; preds = %176
  %211 = fadd fast <4 x double> %206, %205
  %212 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %211)
  %213 = icmp eq i64 %174, 0
  br i1 %213, label %285, label %170

214:                                              ; preds = %254, %162
  %215 = phi i64 [ 0, %162 ], [ %222, %254 ]
  %216 = phi i32 [ 2, %162 ], [ %257, %254 ]
  %217 = phi ptr [ %164, %162 ], [ %256, %254 ]
  %218 = phi i64 [ 0, %162 ], [ %255, %254 ]
  %219 = trunc nuw nsw i64 %215 to i32
  %220 = urem i32 %219, 3
  %221 = getelementptr inbounds double, ptr %26, i64 %215
  %222 = add nuw nsw i64 %215, 1
  %223 = shl i64 %218, 32
  %224 = ashr exact i64 %223, 32
  %225 = icmp eq i64 %222, %29
  %226 = and i64 %222, 4294967295
  %227 = select i1 %225, i64 0, i64 %226
  %228 = getelementptr inbounds double, ptr %26, i64 %227
  %229 = trunc i64 %218 to i32
  %230 = icmp eq i32 %216, %229
  br i1 %230, label %231, label %236

231:                                              ; preds = %214
  %232 = shl nsw i32 %216, 1
  %233 = sext i32 %232 to i64
  %234 = shl nsw i64 %233, 3
  %235 = call ptr @realloc(ptr noundef %217, i64 noundef %234) #14
  br label %236

236:                                              ; preds = %231, %214
  %237 = phi ptr [ %235, %231 ], [ %217, %214 ]
  %238 = phi i32 [ %232, %231 ], [ %216, %214 ]
  %239 = load double, ptr %228, align 8, !tbaa !9
  %240 = fmul fast double %239, 5.000000e-01
  %241 = load double, ptr %221, align 8, !tbaa !9
  %242 = fmul fast double %241, %241
  %243 = fadd fast double %240, %242
  %244 = add nsw i64 %224, 1
  %245 = getelementptr inbounds double, ptr %237, i64 %224
  store double %243, ptr %245, align 8, !tbaa !9
  %246 = icmp eq i32 %220, 0
  br i1 %246, label %259, label %254

247:                                              ; preds = %259, %262
  %248 = phi ptr [ %266, %262 ], [ %237, %259 ]
  %249 = phi i32 [ %263, %262 ], [ %238, %259 ]
  %250 = load double, ptr %221, align 8, !tbaa !9
  %251 = call fast double @llvm.sin.f64(double %250)
  %252 = getelementptr inbounds double, ptr %248, i64 %244
  store double %251, ptr %252, align 8, !tbaa !9
  %253 = add nsw i64 %224, 2
  br label %254

254:                                              ; preds = %247, %236
  %255 = phi i64 [ %244, %236 ], [ %253, %247 ]
  %256 = phi ptr [ %237, %236 ], [ %248, %247 ]
  %257 = phi i32 [ %238, %236 ], [ %249, %247 ]
  %258 = phi i64 [ %224, %236 ], [ %244, %247 ]
  br i1 %225, label %165, label %214, !llvm.loop !15

259:                                              ; preds = %236
  %260 = trunc nsw i64 %244 to i32
  %261 = icmp eq i32 %238, %260
  br i1 %261, label %262, label %247

262:                                              ; preds = %259
  %263 = shl nsw i32 %238, 1
  %264 = sext i32 %263 to i64
  %265 = shl nsw i64 %264, 3
  %266 = call ptr @realloc(ptr noundef nonnull %237, i64 noundef %265) #14
  br label %247

267:                                              ; preds = %170, %267
  %268 = phi i64 [ %283, %267 ], [ %171, %170 ]
  %269 = phi double [ %282, %267 ], [ %172, %170 ]
  %270 = getelementptr inbounds double, ptr %256, i64 %268
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = xor i64 %268, -1
  %273 = add nsw i64 %168, %272
  %274 = getelementptr inbounds double, ptr %256, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = trunc nuw nsw i64 %268 to i32
  %277 = uitofp nneg i32 %276 to double
  %278 = fmul fast double %277, 1.000000e-01
  %279 = fadd fast double %278, 1.000000e+00
  %280 = fmul fast double %275, %271
  %281 = fmul fast double %280, %279
  %282 = fadd fast double %281, %269
  %283 = add nuw nsw i64 %268, 1
  %284 = icmp eq i64 %283, %168
  br i1 %284, label %285, label %267, !llvm.loop !18

285:                                              ; preds = %267, %210, %165
  %286 = phi double [ 0.000000e+00, %165 ], [ %212, %210 ], [ %282, %267 ]
  call void @free(ptr noundef nonnull %256) #12
  store double %35, ptr %34, align 8, !tbaa !9
  %287 = fsub fast double %163, %286
  %288 = fmul fast double %37, 2.000000e-06
  %289 = fdiv fast double %287, %288
  %290 = call fast double @llvm.fabs.f64(double %289)
  %291 = call fast double @llvm.maxnum.f64(double %290, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %33, ptr %6, align 8, !tbaa !9
  %292 = load volatile double, ptr %6, align 8, !tbaa !9
  %293 = call double @llvm.fabs.f64(double %292)
  %294 = fcmp ueq double %293, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %294, label %308, label %295

295:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %289, ptr %5, align 8, !tbaa !9
  %296 = load volatile double, ptr %5, align 8, !tbaa !9
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = fcmp ueq double %297, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %298, label %308, label %299

299:                                              ; preds = %295
  %300 = fsub fast double %33, %289
  %301 = call fast double @llvm.fabs.f64(double %300)
  %302 = fmul fast double %291, 0x3EB0C6F7A0B5ED8D
  %303 = fcmp fast ole double %301, %302
  %304 = freeze i1 %303
  br i1 %304, label %305, label %308

305:                                              ; preds = %299
  %306 = trunc nuw nsw i64 %31 to i32
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %306, double noundef nofpclass(nan inf) %33, double noundef nofpclass(nan inf) %289, ptr noundef nonnull @.str.4)
  br label %313

308:                                              ; preds = %299, %295, %285
  %309 = trunc nuw nsw i64 %31 to i32
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %309, double noundef nofpclass(nan inf) %33, double noundef nofpclass(nan inf) %289, ptr noundef nonnull @.str.5)
  %311 = load i32, ptr @n_fail, align 4, !tbaa !5
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr @n_fail, align 4, !tbaa !5
  br label %313

313:                                              ; preds = %308, %305
  %314 = add nuw nsw i64 %31, 1
  %315 = icmp eq i64 %314, %29
  br i1 %315, label %316, label %30, !llvm.loop !19

316:                                              ; preds = %313
  call void @free(ptr noundef nonnull %26) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %8, i8 0, i64 152, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %10, ptr noundef nonnull align 16 dereferenceable(152) %11, i64 152, i1 false)
  %317 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow_out, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %21) #12
  %318 = call noalias ptr @malloc(i64 noundef %25) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %318, ptr nonnull readonly align 16 %7, i64 %28, i1 false)
  %319 = icmp eq i64 %19, 2
  %320 = getelementptr double, ptr %318, i64 %29
  %321 = shl nuw nsw i64 %29, 3
  %322 = getelementptr i8, ptr %2, i64 %321
  %323 = shl nuw nsw i64 %29, 3
  %324 = getelementptr i8, ptr %1, i64 %323
  %325 = add nsw i64 %19, -1
  %326 = icmp ult i64 %325, 2
  %327 = icmp ult ptr %1, %320
  %328 = icmp ult ptr %318, %324
  %329 = and i1 %327, %328
  %330 = and i64 %29, 4294967280
  %331 = icmp eq i64 %330, %29
  %332 = and i64 %29, 3
  %333 = icmp eq i64 %332, 0
  %334 = add nsw i64 %19, -1
  %335 = icmp ult i64 %334, 2
  %336 = and i64 %29, 4294967280
  %337 = icmp eq i64 %336, %29
  %338 = add nsw i64 %19, -1
  %339 = icmp ult i64 %338, 2
  %340 = icmp ult ptr %2, %320
  %341 = icmp ult ptr %318, %322
  %342 = and i1 %340, %341
  %343 = and i64 %29, 4294967280
  %344 = icmp eq i64 %343, %29
  %345 = and i64 %29, 3
  %346 = icmp eq i64 %345, 0
  %347 = add nsw i64 %19, -1
  %348 = icmp ult i64 %347, 2
  %349 = and i64 %29, 4294967280
  %350 = icmp eq i64 %349, %29
  br label %351

351:                                              ; preds = %316, %748
  %352 = phi i64 [ 0, %316 ], [ %749, %748 ]
  %353 = getelementptr inbounds double, ptr %8, i64 %352
  %354 = load double, ptr %353, align 8, !tbaa !9
  %355 = getelementptr inbounds double, ptr %318, i64 %352
  %356 = load double, ptr %355, align 8, !tbaa !9
  %357 = call fast double @llvm.fabs.f64(double %356)
  %358 = call fast double @llvm.maxnum.f64(double %357, double 1.000000e+00)
  %359 = fmul fast double %358, 0x3EB0C6F7A0B5ED8D
  %360 = fadd fast double %359, %356
  %361 = fsub fast double %356, %359
  store double %360, ptr %355, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #12
  %362 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %363 = load double, ptr %318, align 8, !tbaa !9
  %364 = fmul fast double %363, 2.000000e-01
  %365 = call fast double @llvm.exp.f64(double %364)
  store double %365, ptr %362, align 8, !tbaa !9
  br i1 %319, label %366, label %428

366:                                              ; preds = %439, %351
  %367 = phi ptr [ %362, %351 ], [ %441, %439 ]
  br i1 %326, label %368, label %387

368:                                              ; preds = %427, %387, %366
  %369 = phi i64 [ 0, %387 ], [ 0, %366 ], [ %330, %427 ]
  br i1 %333, label %383, label %370

370:                                              ; preds = %368, %370
  %371 = phi i64 [ %380, %370 ], [ %369, %368 ]
  %372 = phi i64 [ %381, %370 ], [ 0, %368 ]
  %373 = getelementptr inbounds double, ptr %367, i64 %371
  %374 = load double, ptr %373, align 8, !tbaa !9
  %375 = xor i64 %371, -1
  %376 = getelementptr double, ptr %320, i64 %375
  %377 = load double, ptr %376, align 8, !tbaa !9
  %378 = fmul fast double %377, %374
  %379 = getelementptr inbounds double, ptr %1, i64 %371
  store double %378, ptr %379, align 8, !tbaa !9
  %380 = add nuw nsw i64 %371, 1
  %381 = add i64 %372, 1
  %382 = icmp eq i64 %381, %332
  br i1 %382, label %383, label %370, !llvm.loop !20

383:                                              ; preds = %370, %368
  %384 = phi i64 [ %369, %368 ], [ %380, %370 ]
  %385 = sub nsw i64 %369, %29
  %386 = icmp ugt i64 %385, -4
  br i1 %386, label %488, label %453

387:                                              ; preds = %366
  %388 = getelementptr i8, ptr %367, i64 %323
  %389 = icmp ult ptr %1, %388
  %390 = icmp ult ptr %367, %324
  %391 = and i1 %389, %390
  %392 = or i1 %391, %329
  br i1 %392, label %368, label %393

393:                                              ; preds = %387, %393
  %394 = phi i64 [ %425, %393 ], [ 0, %387 ]
  %395 = getelementptr inbounds double, ptr %367, i64 %394
  %396 = getelementptr inbounds i8, ptr %395, i64 32
  %397 = getelementptr inbounds i8, ptr %395, i64 64
  %398 = getelementptr inbounds i8, ptr %395, i64 96
  %399 = load <4 x double>, ptr %395, align 8, !tbaa !9, !alias.scope !22
  %400 = load <4 x double>, ptr %396, align 8, !tbaa !9, !alias.scope !22
  %401 = load <4 x double>, ptr %397, align 8, !tbaa !9, !alias.scope !22
  %402 = load <4 x double>, ptr %398, align 8, !tbaa !9, !alias.scope !22
  %403 = xor i64 %394, -1
  %404 = getelementptr double, ptr %320, i64 %403
  %405 = getelementptr i8, ptr %404, i64 -24
  %406 = getelementptr i8, ptr %404, i64 -56
  %407 = getelementptr i8, ptr %404, i64 -88
  %408 = getelementptr i8, ptr %404, i64 -120
  %409 = load <4 x double>, ptr %405, align 8, !tbaa !9, !alias.scope !25
  %410 = shufflevector <4 x double> %409, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %411 = load <4 x double>, ptr %406, align 8, !tbaa !9, !alias.scope !25
  %412 = shufflevector <4 x double> %411, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %413 = load <4 x double>, ptr %407, align 8, !tbaa !9, !alias.scope !25
  %414 = shufflevector <4 x double> %413, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %415 = load <4 x double>, ptr %408, align 8, !tbaa !9, !alias.scope !25
  %416 = shufflevector <4 x double> %415, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %417 = fmul fast <4 x double> %410, %399
  %418 = fmul fast <4 x double> %412, %400
  %419 = fmul fast <4 x double> %414, %401
  %420 = fmul fast <4 x double> %416, %402
  %421 = getelementptr inbounds double, ptr %1, i64 %394
  %422 = getelementptr inbounds i8, ptr %421, i64 32
  %423 = getelementptr inbounds i8, ptr %421, i64 64
  %424 = getelementptr inbounds i8, ptr %421, i64 96
  store <4 x double> %417, ptr %421, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  store <4 x double> %418, ptr %422, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  store <4 x double> %419, ptr %423, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  store <4 x double> %420, ptr %424, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  %425 = add nuw i64 %394, 16
  %426 = icmp eq i64 %425, %330
  br i1 %426, label %427, label %393, !llvm.loop !30

427:                                              ; preds = %393
  br i1 %331, label %488, label %368

428:                                              ; preds = %351, %439
  %429 = phi i64 [ %451, %439 ], [ 1, %351 ]
  %430 = phi ptr [ %441, %439 ], [ %362, %351 ]
  %431 = phi i32 [ %440, %439 ], [ 1, %351 ]
  %432 = zext i32 %431 to i64
  %433 = icmp eq i64 %429, %432
  br i1 %433, label %434, label %439

434:                                              ; preds = %428
  %435 = shl nsw i32 %431, 1
  %436 = sext i32 %435 to i64
  %437 = shl nsw i64 %436, 3
  %438 = call ptr @realloc(ptr noundef nonnull %430, i64 noundef %437) #14
  br label %439

439:                                              ; preds = %434, %428
  %440 = phi i32 [ %435, %434 ], [ %431, %428 ]
  %441 = phi ptr [ %438, %434 ], [ %430, %428 ]
  %442 = getelementptr inbounds double, ptr %318, i64 %429
  %443 = load double, ptr %442, align 8, !tbaa !9
  %444 = fmul fast double %443, 2.000000e-01
  %445 = call fast double @llvm.exp.f64(double %444)
  %446 = getelementptr inbounds double, ptr %441, i64 %429
  store double %445, ptr %446, align 8, !tbaa !9
  %447 = add nsw i64 %429, -1
  %448 = getelementptr inbounds double, ptr %441, i64 %447
  %449 = load double, ptr %448, align 8, !tbaa !9
  %450 = fmul fast double %449, %445
  store double %450, ptr %448, align 8, !tbaa !9
  %451 = add nuw nsw i64 %429, 1
  %452 = icmp eq i64 %451, %29
  br i1 %452, label %366, label %428, !llvm.loop !31

453:                                              ; preds = %383, %453
  %454 = phi i64 [ %486, %453 ], [ %384, %383 ]
  %455 = getelementptr inbounds double, ptr %367, i64 %454
  %456 = load double, ptr %455, align 8, !tbaa !9
  %457 = xor i64 %454, -1
  %458 = getelementptr double, ptr %320, i64 %457
  %459 = load double, ptr %458, align 8, !tbaa !9
  %460 = fmul fast double %459, %456
  %461 = getelementptr inbounds double, ptr %1, i64 %454
  store double %460, ptr %461, align 8, !tbaa !9
  %462 = add nuw nsw i64 %454, 1
  %463 = getelementptr inbounds double, ptr %367, i64 %462
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = sub i64 -2, %454
  %466 = getelementptr double, ptr %320, i64 %465
  %467 = load double, ptr %466, align 8, !tbaa !9
  %468 = fmul fast double %467, %464
  %469 = getelementptr inbounds double, ptr %1, i64 %462
  store double %468, ptr %469, align 8, !tbaa !9
  %470 = add nuw nsw i64 %454, 2
  %471 = getelementptr inbounds double, ptr %367, i64 %470
  %472 = load double, ptr %471, align 8, !tbaa !9
  %473 = sub i64 -3, %454
  %474 = getelementptr double, ptr %320, i64 %473
  %475 = load double, ptr %474, align 8, !tbaa !9
  %476 = fmul fast double %475, %472
  %477 = getelementptr inbounds double, ptr %1, i64 %470
  store double %476, ptr %477, align 8, !tbaa !9
  %478 = add nuw nsw i64 %454, 3
  %479 = getelementptr inbounds double, ptr %367, i64 %478
  %480 = load double, ptr %479, align 8, !tbaa !9
  %481 = sub i64 -4, %454
  %482 = getelementptr double, ptr %320, i64 %481
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = fmul fast double %483, %480
  %485 = getelementptr inbounds double, ptr %1, i64 %478
  store double %484, ptr %485, align 8, !tbaa !9
  %486 = add nuw nsw i64 %454, 4
  %487 = icmp eq i64 %486, %29
  br i1 %487, label %488, label %453, !llvm.loop !33

488:                                              ; preds = %383, %453, %427
  call void @free(ptr noundef nonnull %367) #12
  br i1 %335, label %526, label %489

489:                                              ; preds = %488, %489
  %490 = phi i64 [ %519, %489 ], [ 0, %488 ]
  %491 = phi <4 x double> [ %515, %489 ], [ zeroinitializer, %488 ]
  %492 = phi <4 x double> [ %516, %489 ], [ zeroinitializer, %488 ]
  %493 = phi <4 x double> [ %517, %489 ], [ zeroinitializer, %488 ]
  %494 = phi <4 x double> [ %518, %489 ], [ zeroinitializer, %488 ]
  %495 = getelementptr inbounds double, ptr %11, i64 %490
  %496 = getelementptr inbounds i8, ptr %495, i64 32
  %497 = getelementptr inbounds i8, ptr %495, i64 64
  %498 = getelementptr inbounds i8, ptr %495, i64 96
  %499 = load <4 x double>, ptr %495, align 16, !tbaa !9
  %500 = load <4 x double>, ptr %496, align 16, !tbaa !9
  %501 = load <4 x double>, ptr %497, align 16, !tbaa !9
  %502 = load <4 x double>, ptr %498, align 16, !tbaa !9
  %503 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %490
  %504 = getelementptr inbounds i8, ptr %503, i64 32
  %505 = getelementptr inbounds i8, ptr %503, i64 64
  %506 = getelementptr inbounds i8, ptr %503, i64 96
  %507 = load <4 x double>, ptr %503, align 16, !tbaa !9
  %508 = load <4 x double>, ptr %504, align 16, !tbaa !9
  %509 = load <4 x double>, ptr %505, align 16, !tbaa !9
  %510 = load <4 x double>, ptr %506, align 16, !tbaa !9
  %511 = fmul fast <4 x double> %507, %499
  %512 = fmul fast <4 x double> %508, %500
  %513 = fmul fast <4 x double> %509, %501
  %514 = fmul fast <4 x double> %510, %502
  %515 = fadd fast <4 x double> %511, %491
  %516 = fadd fast <4 x double> %512, %492
  %517 = fadd fast <4 x double> %513, %493
  %518 = fadd fast <4 x double> %514, %494
  %519 = add nuw i64 %490, 16
  %520 = icmp eq i64 %519, %336
  br i1 %520, label %521, label %489, !llvm.loop !34

521:                                              ; preds = %489
  %522 = fadd fast <4 x double> %516, %515
  %523 = fadd fast <4 x double> %517, %522
  %524 = fadd fast <4 x double> %518, %523
  %525 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %524)
  br i1 %337, label %540, label %526

526:                                              ; preds = %521, %488
  %527 = phi i64 [ 0, %488 ], [ %336, %521 ]
  %528 = phi double [ 0.000000e+00, %488 ], [ %525, %521 ]
  br label %529

529:                                              ; preds = %526, %529
  %530 = phi i64 [ %538, %529 ], [ %527, %526 ]
  %531 = phi double [ %537, %529 ], [ %528, %526 ]
  %532 = getelementptr inbounds double, ptr %11, i64 %530
  %533 = load double, ptr %532, align 8, !tbaa !9
  %534 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %530
  %535 = load double, ptr %534, align 8, !tbaa !9
  %536 = fmul fast double %535, %533
  %537 = fadd fast double %536, %531
  %538 = add nuw nsw i64 %530, 1
  %539 = icmp eq i64 %538, %29
  br i1 %539, label %540, label %529, !llvm.loop !35

540:                                              ; preds = %529, %521
  %541 = phi double [ %525, %521 ], [ %537, %529 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #12
  store double %361, ptr %355, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #12
  %542 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %543 = load double, ptr %318, align 8, !tbaa !9
  %544 = fmul fast double %543, 2.000000e-01
  %545 = call fast double @llvm.exp.f64(double %544)
  store double %545, ptr %542, align 8, !tbaa !9
  br i1 %319, label %546, label %608

546:                                              ; preds = %619, %540
  %547 = phi ptr [ %542, %540 ], [ %621, %619 ]
  br i1 %339, label %548, label %567

548:                                              ; preds = %607, %567, %546
  %549 = phi i64 [ 0, %567 ], [ 0, %546 ], [ %343, %607 ]
  br i1 %346, label %563, label %550

550:                                              ; preds = %548, %550
  %551 = phi i64 [ %560, %550 ], [ %549, %548 ]
  %552 = phi i64 [ %561, %550 ], [ 0, %548 ]
  %553 = getelementptr inbounds double, ptr %547, i64 %551
  %554 = load double, ptr %553, align 8, !tbaa !9
  %555 = xor i64 %551, -1
  %556 = getelementptr double, ptr %320, i64 %555
  %557 = load double, ptr %556, align 8, !tbaa !9
  %558 = fmul fast double %557, %554
  %559 = getelementptr inbounds double, ptr %2, i64 %551
  store double %558, ptr %559, align 8, !tbaa !9
  %560 = add nuw nsw i64 %551, 1
  %561 = add i64 %552, 1
  %562 = icmp eq i64 %561, %345
  br i1 %562, label %563, label %550, !llvm.loop !36

563:                                              ; preds = %550, %548
  %564 = phi i64 [ %549, %548 ], [ %560, %550 ]
  %565 = sub nsw i64 %549, %29
  %566 = icmp ugt i64 %565, -4
  br i1 %566, label %668, label %633

567:                                              ; preds = %546
  %568 = getelementptr i8, ptr %547, i64 %321
  %569 = icmp ult ptr %2, %568
  %570 = icmp ult ptr %547, %322
  %571 = and i1 %569, %570
  %572 = or i1 %571, %342
  br i1 %572, label %548, label %573

573:                                              ; preds = %567, %573
  %574 = phi i64 [ %605, %573 ], [ 0, %567 ]
  %575 = getelementptr inbounds double, ptr %547, i64 %574
  %576 = getelementptr inbounds i8, ptr %575, i64 32
  %577 = getelementptr inbounds i8, ptr %575, i64 64
  %578 = getelementptr inbounds i8, ptr %575, i64 96
  %579 = load <4 x double>, ptr %575, align 8, !tbaa !9, !alias.scope !37
  %580 = load <4 x double>, ptr %576, align 8, !tbaa !9, !alias.scope !37
  %581 = load <4 x double>, ptr %577, align 8, !tbaa !9, !alias.scope !37
  %582 = load <4 x double>, ptr %578, align 8, !tbaa !9, !alias.scope !37
  %583 = xor i64 %574, -1
  %584 = getelementptr double, ptr %320, i64 %583
  %585 = getelementptr i8, ptr %584, i64 -24
  %586 = getelementptr i8, ptr %584, i64 -56
  %587 = getelementptr i8, ptr %584, i64 -88
  %588 = getelementptr i8, ptr %584, i64 -120
  %589 = load <4 x double>, ptr %585, align 8, !tbaa !9, !alias.scope !40
  %590 = shufflevector <4 x double> %589, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %591 = load <4 x double>, ptr %586, align 8, !tbaa !9, !alias.scope !40
  %592 = shufflevector <4 x double> %591, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %593 = load <4 x double>, ptr %587, align 8, !tbaa !9, !alias.scope !40
  %594 = shufflevector <4 x double> %593, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %595 = load <4 x double>, ptr %588, align 8, !tbaa !9, !alias.scope !40
  %596 = shufflevector <4 x double> %595, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %597 = fmul fast <4 x double> %590, %579
  %598 = fmul fast <4 x double> %592, %580
  %599 = fmul fast <4 x double> %594, %581
  %600 = fmul fast <4 x double> %596, %582
  %601 = getelementptr inbounds double, ptr %2, i64 %574
  %602 = getelementptr inbounds i8, ptr %601, i64 32
  %603 = getelementptr inbounds i8, ptr %601, i64 64
  %604 = getelementptr inbounds i8, ptr %601, i64 96
  store <4 x double> %597, ptr %601, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  store <4 x double> %598, ptr %602, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  store <4 x double> %599, ptr %603, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  store <4 x double> %600, ptr %604, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  %605 = add nuw i64 %574, 16
  %606 = icmp eq i64 %605, %343
  br i1 %606, label %607, label %573, !llvm.loop !45

607:                                              ; preds = %573
  br i1 %344, label %668, label %548

608:                                              ; preds = %540, %619
  %609 = phi i64 [ %631, %619 ], [ 1, %540 ]
  %610 = phi ptr [ %621, %619 ], [ %542, %540 ]
  %611 = phi i32 [ %620, %619 ], [ 1, %540 ]
  %612 = zext i32 %611 to i64
  %613 = icmp eq i64 %609, %612
  br i1 %613, label %614, label %619

614:                                              ; preds = %608
  %615 = shl nsw i32 %611, 1
  %616 = sext i32 %615 to i64
  %617 = shl nsw i64 %616, 3
  %618 = call ptr @realloc(ptr noundef nonnull %610, i64 noundef %617) #14
  br label %619

619:                                              ; preds = %614, %608
  %620 = phi i32 [ %615, %614 ], [ %611, %608 ]
  %621 = phi ptr [ %618, %614 ], [ %610, %608 ]
  %622 = getelementptr inbounds double, ptr %318, i64 %609
  %623 = load double, ptr %622, align 8, !tbaa !9
  %624 = fmul fast double %623, 2.000000e-01
  %625 = call fast double @llvm.exp.f64(double %624)
  %626 = getelementptr inbounds double, ptr %621, i64 %609
  store double %625, ptr %626, align 8, !tbaa !9
  %627 = add nsw i64 %609, -1
  %628 = getelementptr inbounds double, ptr %621, i64 %627
  %629 = load double, ptr %628, align 8, !tbaa !9
  %630 = fmul fast double %629, %625
  store double %630, ptr %628, align 8, !tbaa !9
  %631 = add nuw nsw i64 %609, 1
  %632 = icmp eq i64 %631, %29
  br i1 %632, label %546, label %608, !llvm.loop !31

633:                                              ; preds = %563, %633
  %634 = phi i64 [ %666, %633 ], [ %564, %563 ]
  %635 = getelementptr inbounds double, ptr %547, i64 %634
  %636 = load double, ptr %635, align 8, !tbaa !9
  %637 = xor i64 %634, -1
  %638 = getelementptr double, ptr %320, i64 %637
  %639 = load double, ptr %638, align 8, !tbaa !9
  %640 = fmul fast double %639, %636
  %641 = getelementptr inbounds double, ptr %2, i64 %634
  store double %640, ptr %641, align 8, !tbaa !9
  %642 = add nuw nsw i64 %634, 1
  %643 = getelementptr inbounds double, ptr %547, i64 %642
  %644 = load double, ptr %643, align 8, !tbaa !9
  %645 = sub i64 -2, %634
  %646 = getelementptr double, ptr %320, i64 %645
  %647 = load double, ptr %646, align 8, !tbaa !9
  %648 = fmul fast double %647, %644
  %649 = getelementptr inbounds double, ptr %2, i64 %642
  store double %648, ptr %649, align 8, !tbaa !9
  %650 = add nuw nsw i64 %634, 2
  %651 = getelementptr inbounds double, ptr %547, i64 %650
  %652 = load double, ptr %651, align 8, !tbaa !9
  %653 = sub i64 -3, %634
  %654 = getelementptr double, ptr %320, i64 %653
  %655 = load double, ptr %654, align 8, !tbaa !9
  %656 = fmul fast double %655, %652
  %657 = getelementptr inbounds double, ptr %2, i64 %650
  store double %656, ptr %657, align 8, !tbaa !9
  %658 = add nuw nsw i64 %634, 3
  %659 = getelementptr inbounds double, ptr %547, i64 %658
  %660 = load double, ptr %659, align 8, !tbaa !9
  %661 = sub i64 -4, %634
  %662 = getelementptr double, ptr %320, i64 %661
  %663 = load double, ptr %662, align 8, !tbaa !9
  %664 = fmul fast double %663, %660
  %665 = getelementptr inbounds double, ptr %2, i64 %658
  store double %664, ptr %665, align 8, !tbaa !9
  %666 = add nuw nsw i64 %634, 4
  %667 = icmp eq i64 %666, %29
  br i1 %667, label %668, label %633, !llvm.loop !46

668:                                              ; preds = %563, %633, %607
  call void @free(ptr noundef nonnull %547) #12
  br i1 %348, label %706, label %669

669:                                              ; preds = %668, %669
  %670 = phi i64 [ %699, %669 ], [ 0, %668 ]
  %671 = phi <4 x double> [ %695, %669 ], [ zeroinitializer, %668 ]
  %672 = phi <4 x double> [ %696, %669 ], [ zeroinitializer, %668 ]
  %673 = phi <4 x double> [ %697, %669 ], [ zeroinitializer, %668 ]
  %674 = phi <4 x double> [ %698, %669 ], [ zeroinitializer, %668 ]
  %675 = getelementptr inbounds double, ptr %11, i64 %670
  %676 = getelementptr inbounds i8, ptr %675, i64 32
  %677 = getelementptr inbounds i8, ptr %675, i64 64
  %678 = getelementptr inbounds i8, ptr %675, i64 96
  %679 = load <4 x double>, ptr %675, align 16, !tbaa !9
  %680 = load <4 x double>, ptr %676, align 16, !tbaa !9
  %681 = load <4 x double>, ptr %677, align 16, !tbaa !9
  %682 = load <4 x double>, ptr %678, align 16, !tbaa !9
  %683 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %670
  %684 = getelementptr inbounds i8, ptr %683, i64 32
  %685 = getelementptr inbounds i8, ptr %683, i64 64
  %686 = getelementptr inbounds i8, ptr %683, i64 96
  %687 = load <4 x double>, ptr %683, align 16, !tbaa !9
  %688 = load <4 x double>, ptr %684, align 16, !tbaa !9
  %689 = load <4 x double>, ptr %685, align 16, !tbaa !9
  %690 = load <4 x double>, ptr %686, align 16, !tbaa !9
  %691 = fmul fast <4 x double> %687, %679
  %692 = fmul fast <4 x double> %688, %680
  %693 = fmul fast <4 x double> %689, %681
  %694 = fmul fast <4 x double> %690, %682
  %695 = fadd fast <4 x double> %691, %671
  %696 = fadd fast <4 x double> %692, %672
  %697 = fadd fast <4 x double> %693, %673
  %698 = fadd fast <4 x double> %694, %674
  %699 = add nuw i64 %670, 16
  %700 = icmp eq i64 %699, %349
  br i1 %700, label %701, label %669, !llvm.loop !47

701:                                              ; preds = %669
  %702 = fadd fast <4 x double> %696, %695
  %703 = fadd fast <4 x double> %697, %702
  %704 = fadd fast <4 x double> %698, %703
  %705 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %704)
  br i1 %350, label %720, label %706

706:                                              ; preds = %701, %668
  %707 = phi i64 [ 0, %668 ], [ %349, %701 ]
  %708 = phi double [ 0.000000e+00, %668 ], [ %705, %701 ]
  br label %709

709:                                              ; preds = %706, %709
  %710 = phi i64 [ %718, %709 ], [ %707, %706 ]
  %711 = phi double [ %717, %709 ], [ %708, %706 ]
  %712 = getelementptr inbounds double, ptr %11, i64 %710
  %713 = load double, ptr %712, align 8, !tbaa !9
  %714 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %710
  %715 = load double, ptr %714, align 8, !tbaa !9
  %716 = fmul fast double %715, %713
  %717 = fadd fast double %716, %711
  %718 = add nuw nsw i64 %710, 1
  %719 = icmp eq i64 %718, %29
  br i1 %719, label %720, label %709, !llvm.loop !48

720:                                              ; preds = %709, %701
  %721 = phi double [ %705, %701 ], [ %717, %709 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #12
  store double %356, ptr %355, align 8, !tbaa !9
  %722 = fsub fast double %541, %721
  %723 = fmul fast double %358, 2.000000e-06
  %724 = fdiv fast double %722, %723
  %725 = call fast double @llvm.fabs.f64(double %724)
  %726 = call fast double @llvm.maxnum.f64(double %725, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %354, ptr %4, align 8, !tbaa !9
  %727 = load volatile double, ptr %4, align 8, !tbaa !9
  %728 = call double @llvm.fabs.f64(double %727)
  %729 = fcmp ueq double %728, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %729, label %743, label %730

730:                                              ; preds = %720
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %724, ptr %3, align 8, !tbaa !9
  %731 = load volatile double, ptr %3, align 8, !tbaa !9
  %732 = call double @llvm.fabs.f64(double %731)
  %733 = fcmp ueq double %732, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %733, label %743, label %734

734:                                              ; preds = %730
  %735 = fsub fast double %354, %724
  %736 = call fast double @llvm.fabs.f64(double %735)
  %737 = fmul fast double %726, 0x3EB0C6F7A0B5ED8D
  %738 = fcmp fast ole double %736, %737
  %739 = freeze i1 %738
  br i1 %739, label %740, label %743

740:                                              ; preds = %734
  %741 = trunc nuw nsw i64 %352 to i32
  %742 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %741, double noundef nofpclass(nan inf) %354, double noundef nofpclass(nan inf) %724, ptr noundef nonnull @.str.4)
  br label %748

743:                                              ; preds = %734, %730, %720
  %744 = trunc nuw nsw i64 %352 to i32
  %745 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %744, double noundef nofpclass(nan inf) %354, double noundef nofpclass(nan inf) %724, ptr noundef nonnull @.str.5)
  %746 = load i32, ptr @n_fail, align 4, !tbaa !5
  %747 = add nsw i32 %746, 1
  store i32 %747, ptr @n_fail, align 4, !tbaa !5
  br label %748

748:                                              ; preds = %743, %740
  %749 = add nuw nsw i64 %352, 1
  %750 = icmp eq i64 %749, %29
  br i1 %750, label %751, label %351, !llvm.loop !19

751:                                              ; preds = %748
  call void @free(ptr noundef nonnull %318) #12
  %752 = add nuw nsw i64 %19, 1
  %753 = icmp eq i64 %752, 3
  br i1 %753, label %12, label %18, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #2 {
  %2 = load i64, ptr @rng_state, align 8, !tbaa !50
  %3 = mul i64 %2, 6364136223846793005
  %4 = add i64 %3, 1442695040888963407
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = insertelement <4 x i64> poison, i64 %4, i64 0
  %12 = insertelement <4 x i64> %11, i64 %6, i64 1
  %13 = insertelement <4 x i64> %12, i64 %8, i64 2
  %14 = insertelement <4 x i64> %13, i64 %10, i64 3
  %15 = lshr <4 x i64> %14, <i64 10, i64 10, i64 10, i64 10>
  %16 = and <4 x i64> %15, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %17 = uitofp nneg <4 x i64> %16 to <4 x double>
  %18 = fmul fast <4 x double> %17, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %19 = fadd fast <4 x double> %18, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %19, ptr %0, align 8, !tbaa !9
  %20 = mul i64 %10, 6364136223846793005
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = add i64 %20, 1442695040888963407
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = insertelement <4 x i64> poison, i64 %22, i64 0
  %30 = insertelement <4 x i64> %29, i64 %24, i64 1
  %31 = insertelement <4 x i64> %30, i64 %26, i64 2
  %32 = insertelement <4 x i64> %31, i64 %28, i64 3
  %33 = lshr <4 x i64> %32, <i64 10, i64 10, i64 10, i64 10>
  %34 = and <4 x i64> %33, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %35 = uitofp nneg <4 x i64> %34 to <4 x double>
  %36 = fmul fast <4 x double> %35, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %37 = fadd fast <4 x double> %36, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %37, ptr %21, align 8, !tbaa !9
  %38 = mul i64 %28, 6364136223846793005
  %39 = getelementptr inbounds i8, ptr %0, i64 64
  %40 = add i64 %38, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <4 x i64> poison, i64 %40, i64 0
  %48 = insertelement <4 x i64> %47, i64 %42, i64 1
  %49 = insertelement <4 x i64> %48, i64 %44, i64 2
  %50 = insertelement <4 x i64> %49, i64 %46, i64 3
  %51 = lshr <4 x i64> %50, <i64 10, i64 10, i64 10, i64 10>
  %52 = and <4 x i64> %51, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %53 = uitofp nneg <4 x i64> %52 to <4 x double>
  %54 = fmul fast <4 x double> %53, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %55 = fadd fast <4 x double> %54, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %55, ptr %39, align 8, !tbaa !9
  %56 = mul i64 %46, 6364136223846793005
  %57 = getelementptr inbounds i8, ptr %0, i64 96
  %58 = add i64 %56, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <4 x i64> poison, i64 %58, i64 0
  %66 = insertelement <4 x i64> %65, i64 %60, i64 1
  %67 = insertelement <4 x i64> %66, i64 %62, i64 2
  %68 = insertelement <4 x i64> %67, i64 %64, i64 3
  %69 = lshr <4 x i64> %68, <i64 10, i64 10, i64 10, i64 10>
  %70 = and <4 x i64> %69, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %71 = uitofp nneg <4 x i64> %70 to <4 x double>
  %72 = fmul fast <4 x double> %71, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %73 = fadd fast <4 x double> %72, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %73, ptr %57, align 8, !tbaa !9
  %74 = mul i64 %64, 6364136223846793005
  %75 = getelementptr inbounds i8, ptr %0, i64 128
  %76 = add i64 %74, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = insertelement <2 x i64> poison, i64 %76, i64 0
  %80 = insertelement <2 x i64> %79, i64 %78, i64 1
  %81 = lshr <2 x i64> %80, <i64 10, i64 10>
  %82 = and <2 x i64> %81, <i64 18014398509481982, i64 18014398509481982>
  %83 = uitofp nneg <2 x i64> %82 to <2 x double>
  %84 = fmul fast <2 x double> %83, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %85 = fadd fast <2 x double> %84, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %85, ptr %75, align 8, !tbaa !9
  %86 = mul i64 %78, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = lshr i64 %87, 10
  %89 = and i64 %88, 18014398509481982
  %90 = uitofp nneg i64 %89 to double
  %91 = fmul fast double %90, 0x3CA0000000000000
  %92 = fadd fast double %91, -1.000000e+00
  %93 = getelementptr inbounds i8, ptr %0, i64 144
  store double %92, ptr %93, align 8, !tbaa !9
  store i64 %87, ptr @rng_state, align 8, !tbaa !50
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %111

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %57

7:                                                ; preds = %96
  %8 = icmp sgt i64 %100, -1
  br i1 %8, label %9, label %111

9:                                                ; preds = %7
  %10 = and i64 %97, 4294967295
  %11 = and i64 %97, 4294967295
  %12 = icmp ult i64 %11, 8
  br i1 %12, label %13, label %16

13:                                               ; preds = %53, %9
  %14 = phi i64 [ 0, %9 ], [ %18, %53 ]
  %15 = phi double [ 0.000000e+00, %9 ], [ %55, %53 ]
  br label %114

16:                                               ; preds = %9
  %17 = and i64 %97, 7
  %18 = sub nsw i64 %11, %17
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i64 [ 0, %16 ], [ %50, %19 ]
  %21 = phi <4 x double> [ zeroinitializer, %16 ], [ %48, %19 ]
  %22 = phi <4 x double> [ zeroinitializer, %16 ], [ %49, %19 ]
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %51, %19 ]
  %24 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %25 = getelementptr inbounds double, ptr %98, i64 %20
  %26 = getelementptr inbounds i8, ptr %25, i64 32
  %27 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %29 = xor i64 %20, -1
  %30 = add nsw i64 %10, %29
  %31 = getelementptr inbounds double, ptr %98, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 -24
  %33 = getelementptr inbounds i8, ptr %31, i64 -56
  %34 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %35 = shufflevector <4 x double> %34, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %36 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %37 = shufflevector <4 x double> %36, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %38 = uitofp <4 x i32> %23 to <4 x double>
  %39 = uitofp <4 x i32> %24 to <4 x double>
  %40 = fmul fast <4 x double> %38, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %41 = fmul fast <4 x double> %39, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %42 = fadd fast <4 x double> %40, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %43 = fadd fast <4 x double> %41, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %44 = fmul fast <4 x double> %27, %42
  %45 = fmul fast <4 x double> %28, %43
  %46 = fmul fast <4 x double> %44, %35
  %47 = fmul fast <4 x double> %45, %37
  %48 = fadd fast <4 x double> %46, %21
  %49 = fadd fast <4 x double> %47, %22
  %50 = add nuw i64 %20, 8
  %51 = add <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>
  %52 = icmp eq i64 %50, %18
  br i1 %52, label %53, label %19, !llvm.loop !52

53:                                               ; preds = %19
  %54 = fadd fast <4 x double> %49, %48
  %55 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %54)
  %56 = icmp eq i64 %17, 0
  br i1 %56, label %111, label %13

57:                                               ; preds = %5, %96
  %58 = phi i64 [ 0, %5 ], [ %65, %96 ]
  %59 = phi i32 [ 2, %5 ], [ %99, %96 ]
  %60 = phi ptr [ %3, %5 ], [ %98, %96 ]
  %61 = phi i64 [ 0, %5 ], [ %97, %96 ]
  %62 = trunc nuw nsw i64 %58 to i32
  %63 = urem i32 %62, 3
  %64 = getelementptr inbounds double, ptr %0, i64 %58
  %65 = add nuw nsw i64 %58, 1
  %66 = shl i64 %61, 32
  %67 = ashr exact i64 %66, 32
  %68 = icmp eq i64 %65, %6
  %69 = and i64 %65, 4294967295
  %70 = select i1 %68, i64 0, i64 %69
  %71 = getelementptr inbounds double, ptr %0, i64 %70
  %72 = trunc i64 %61 to i32
  %73 = icmp eq i32 %59, %72
  br i1 %73, label %74, label %79

74:                                               ; preds = %57
  %75 = shl nsw i32 %59, 1
  %76 = sext i32 %75 to i64
  %77 = shl nsw i64 %76, 3
  %78 = tail call ptr @realloc(ptr noundef %60, i64 noundef %77) #14
  br label %79

79:                                               ; preds = %57, %74
  %80 = phi ptr [ %78, %74 ], [ %60, %57 ]
  %81 = phi i32 [ %75, %74 ], [ %59, %57 ]
  %82 = load double, ptr %64, align 8, !tbaa !9
  %83 = fmul fast double %82, %82
  %84 = load double, ptr %71, align 8, !tbaa !9
  %85 = fmul fast double %84, 5.000000e-01
  %86 = fadd fast double %85, %83
  %87 = add nsw i64 %67, 1
  %88 = getelementptr inbounds double, ptr %80, i64 %67
  store double %86, ptr %88, align 8, !tbaa !9
  %89 = icmp eq i32 %63, 0
  br i1 %89, label %90, label %96

90:                                               ; preds = %79
  %91 = trunc nsw i64 %87 to i32
  %92 = icmp eq i32 %81, %91
  %93 = shl nsw i32 %81, 1
  %94 = sext i32 %93 to i64
  %95 = shl nsw i64 %94, 3
  br i1 %92, label %102, label %104

96:                                               ; preds = %104, %79
  %97 = phi i64 [ %87, %79 ], [ %110, %104 ]
  %98 = phi ptr [ %80, %79 ], [ %105, %104 ]
  %99 = phi i32 [ %81, %79 ], [ %106, %104 ]
  %100 = phi i64 [ %67, %79 ], [ %87, %104 ]
  %101 = icmp eq i64 %65, %6
  br i1 %101, label %7, label %57, !llvm.loop !15

102:                                              ; preds = %90
  %103 = tail call ptr @realloc(ptr noundef %80, i64 noundef %95) #14
  br label %104

104:                                              ; preds = %90, %102
  %105 = phi ptr [ %103, %102 ], [ %80, %90 ]
  %106 = phi i32 [ %93, %102 ], [ %81, %90 ]
  %107 = load double, ptr %64, align 8, !tbaa !9
  %108 = tail call fast double @llvm.sin.f64(double %107)
  %109 = getelementptr inbounds double, ptr %105, i64 %87
  store double %108, ptr %109, align 8, !tbaa !9
  %110 = add nsw i64 %67, 2
  br label %96

111:                                              ; preds = %114, %53, %2, %7
  %112 = phi ptr [ %98, %7 ], [ %3, %2 ], [ %98, %53 ], [ %98, %114 ]
  %113 = phi double [ 0.000000e+00, %7 ], [ 0.000000e+00, %2 ], [ %55, %53 ], [ %129, %114 ]
  tail call void @free(ptr noundef %112) #12
  ret double %113

114:                                              ; preds = %13, %114
  %115 = phi i64 [ %130, %114 ], [ %14, %13 ]
  %116 = phi double [ %129, %114 ], [ %15, %13 ]
  %117 = getelementptr inbounds double, ptr %98, i64 %115
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = xor i64 %115, -1
  %120 = add nsw i64 %10, %119
  %121 = getelementptr inbounds double, ptr %98, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = trunc nuw nsw i64 %115 to i32
  %124 = uitofp nneg i32 %123 to double
  %125 = fmul fast double %124, 1.000000e-01
  %126 = fadd fast double %125, 1.000000e+00
  %127 = fmul fast double %118, %126
  %128 = fmul fast double %127, %122
  %129 = fadd fast double %128, %116
  %130 = add nuw nsw i64 %115, 1
  %131 = icmp eq i64 %130, %11
  br i1 %131, label %111, label %114, !llvm.loop !53
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal void @grow_out(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %114

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = load double, ptr %0, align 8, !tbaa !9
  %9 = fmul fast double %8, 2.000000e-01
  %10 = tail call fast double @llvm.exp.f64(double %9)
  store double %10, ptr %4, align 8, !tbaa !9
  %11 = icmp eq i32 %2, 1
  br i1 %11, label %13, label %89

12:                                               ; preds = %100
  br i1 %5, label %13, label %114

13:                                               ; preds = %6, %12
  %14 = phi ptr [ %102, %12 ], [ %4, %6 ]
  %15 = zext nneg i32 %2 to i64
  %16 = zext nneg i32 %2 to i64
  %17 = getelementptr double, ptr %0, i64 %15
  %18 = icmp ult i32 %2, 16
  br i1 %18, label %19, label %40

19:                                               ; preds = %87, %40, %13
  %20 = phi i64 [ 0, %40 ], [ 0, %13 ], [ %52, %87 ]
  %21 = and i64 %7, 3
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %19, %23
  %24 = phi i64 [ %33, %23 ], [ %20, %19 ]
  %25 = phi i64 [ %34, %23 ], [ 0, %19 ]
  %26 = getelementptr inbounds double, ptr %14, i64 %24
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = xor i64 %24, -1
  %29 = getelementptr double, ptr %17, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = fmul fast double %30, %27
  %32 = getelementptr inbounds double, ptr %1, i64 %24
  store double %31, ptr %32, align 8, !tbaa !9
  %33 = add nuw nsw i64 %24, 1
  %34 = add i64 %25, 1
  %35 = icmp eq i64 %34, %21
  br i1 %35, label %36, label %23, !llvm.loop !54

36:                                               ; preds = %23, %19
  %37 = phi i64 [ %20, %19 ], [ %33, %23 ]
  %38 = sub nsw i64 %20, %7
  %39 = icmp ugt i64 %38, -4
  br i1 %39, label %114, label %116

40:                                               ; preds = %13
  %41 = shl nuw nsw i64 %7, 3
  %42 = getelementptr i8, ptr %1, i64 %41
  %43 = getelementptr i8, ptr %14, i64 %41
  %44 = icmp ugt ptr %43, %1
  %45 = icmp ult ptr %14, %42
  %46 = and i1 %44, %45
  %47 = icmp ugt ptr %17, %1
  %48 = icmp ugt ptr %42, %0
  %49 = and i1 %47, %48
  %50 = or i1 %46, %49
  br i1 %50, label %19, label %51

51:                                               ; preds = %40
  %52 = and i64 %7, 2147483632
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i64 [ 0, %51 ], [ %85, %53 ]
  %55 = getelementptr inbounds double, ptr %14, i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = getelementptr inbounds i8, ptr %55, i64 64
  %58 = getelementptr inbounds i8, ptr %55, i64 96
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9, !alias.scope !55
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !9, !alias.scope !55
  %61 = load <4 x double>, ptr %57, align 8, !tbaa !9, !alias.scope !55
  %62 = load <4 x double>, ptr %58, align 8, !tbaa !9, !alias.scope !55
  %63 = xor i64 %54, -1
  %64 = getelementptr double, ptr %17, i64 %63
  %65 = getelementptr i8, ptr %64, i64 -24
  %66 = getelementptr i8, ptr %64, i64 -56
  %67 = getelementptr i8, ptr %64, i64 -88
  %68 = getelementptr i8, ptr %64, i64 -120
  %69 = load <4 x double>, ptr %65, align 8, !tbaa !9, !alias.scope !58
  %70 = shufflevector <4 x double> %69, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %71 = load <4 x double>, ptr %66, align 8, !tbaa !9, !alias.scope !58
  %72 = shufflevector <4 x double> %71, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %73 = load <4 x double>, ptr %67, align 8, !tbaa !9, !alias.scope !58
  %74 = shufflevector <4 x double> %73, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %75 = load <4 x double>, ptr %68, align 8, !tbaa !9, !alias.scope !58
  %76 = shufflevector <4 x double> %75, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %77 = fmul fast <4 x double> %70, %59
  %78 = fmul fast <4 x double> %72, %60
  %79 = fmul fast <4 x double> %74, %61
  %80 = fmul fast <4 x double> %76, %62
  %81 = getelementptr inbounds double, ptr %1, i64 %54
  %82 = getelementptr inbounds i8, ptr %81, i64 32
  %83 = getelementptr inbounds i8, ptr %81, i64 64
  %84 = getelementptr inbounds i8, ptr %81, i64 96
  store <4 x double> %77, ptr %81, align 8, !tbaa !9, !alias.scope !60, !noalias !62
  store <4 x double> %78, ptr %82, align 8, !tbaa !9, !alias.scope !60, !noalias !62
  store <4 x double> %79, ptr %83, align 8, !tbaa !9, !alias.scope !60, !noalias !62
  store <4 x double> %80, ptr %84, align 8, !tbaa !9, !alias.scope !60, !noalias !62
  %85 = add nuw i64 %54, 16
  %86 = icmp eq i64 %85, %52
  br i1 %86, label %87, label %53, !llvm.loop !63

87:                                               ; preds = %53
  %88 = icmp eq i64 %52, %7
  br i1 %88, label %114, label %19

89:                                               ; preds = %6, %100
  %90 = phi i64 [ %112, %100 ], [ 1, %6 ]
  %91 = phi ptr [ %102, %100 ], [ %4, %6 ]
  %92 = phi i32 [ %101, %100 ], [ 1, %6 ]
  %93 = zext i32 %92 to i64
  %94 = icmp eq i64 %90, %93
  br i1 %94, label %95, label %100

95:                                               ; preds = %89
  %96 = shl nsw i32 %92, 1
  %97 = sext i32 %96 to i64
  %98 = shl nsw i64 %97, 3
  %99 = tail call ptr @realloc(ptr noundef nonnull %91, i64 noundef %98) #14
  br label %100

100:                                              ; preds = %95, %89
  %101 = phi i32 [ %96, %95 ], [ %92, %89 ]
  %102 = phi ptr [ %99, %95 ], [ %91, %89 ]
  %103 = getelementptr inbounds double, ptr %0, i64 %90
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fmul fast double %104, 2.000000e-01
  %106 = tail call fast double @llvm.exp.f64(double %105)
  %107 = getelementptr inbounds double, ptr %102, i64 %90
  store double %106, ptr %107, align 8, !tbaa !9
  %108 = add nsw i64 %90, -1
  %109 = getelementptr inbounds double, ptr %102, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul fast double %110, %106
  store double %111, ptr %109, align 8, !tbaa !9
  %112 = add nuw nsw i64 %90, 1
  %113 = icmp eq i64 %112, %7
  br i1 %113, label %12, label %89, !llvm.loop !31

114:                                              ; preds = %36, %116, %87, %3, %12
  %115 = phi ptr [ %102, %12 ], [ %4, %3 ], [ %14, %87 ], [ %14, %116 ], [ %14, %36 ]
  tail call void @free(ptr noundef %115) #12
  ret void

116:                                              ; preds = %36, %116
  %117 = phi i64 [ %149, %116 ], [ %37, %36 ]
  %118 = getelementptr inbounds double, ptr %14, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = xor i64 %117, -1
  %121 = getelementptr double, ptr %17, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul fast double %122, %119
  %124 = getelementptr inbounds double, ptr %1, i64 %117
  store double %123, ptr %124, align 8, !tbaa !9
  %125 = add nuw nsw i64 %117, 1
  %126 = getelementptr inbounds double, ptr %14, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = sub i64 -2, %117
  %129 = getelementptr double, ptr %17, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !9
  %131 = fmul fast double %130, %127
  %132 = getelementptr inbounds double, ptr %1, i64 %125
  store double %131, ptr %132, align 8, !tbaa !9
  %133 = add nuw nsw i64 %117, 2
  %134 = getelementptr inbounds double, ptr %14, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = sub i64 -3, %117
  %137 = getelementptr double, ptr %17, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul fast double %138, %135
  %140 = getelementptr inbounds double, ptr %1, i64 %133
  store double %139, ptr %140, align 8, !tbaa !9
  %141 = add nuw nsw i64 %117, 3
  %142 = getelementptr inbounds double, ptr %14, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = sub i64 -4, %117
  %145 = getelementptr double, ptr %17, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = fmul fast double %146, %143
  %148 = getelementptr inbounds double, ptr %1, i64 %141
  store double %147, ptr %148, align 8, !tbaa !9
  %149 = add nuw nsw i64 %117, 4
  %150 = icmp eq i64 %149, %16
  br i1 %150, label %114, label %116, !llvm.loop !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind allocsize(1) }

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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12, !14, !13}
!17 = distinct !{!17, !12, !13, !14}
!18 = distinct !{!18, !12, !14, !13}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = !{!28}
!28 = distinct !{!28, !24}
!29 = !{!23, !26}
!30 = distinct !{!30, !12, !13, !14}
!31 = distinct !{!31, !12, !32}
!32 = !{!"llvm.loop.peeled.count", i32 1}
!33 = distinct !{!33, !12, !13}
!34 = distinct !{!34, !12, !13, !14}
!35 = distinct !{!35, !12, !14, !13}
!36 = distinct !{!36, !21}
!37 = !{!38}
!38 = distinct !{!38, !39}
!39 = distinct !{!39, !"LVerDomain"}
!40 = !{!41}
!41 = distinct !{!41, !39}
!42 = !{!43}
!43 = distinct !{!43, !39}
!44 = !{!38, !41}
!45 = distinct !{!45, !12, !13, !14}
!46 = distinct !{!46, !12, !13}
!47 = distinct !{!47, !12, !13, !14}
!48 = distinct !{!48, !12, !14, !13}
!49 = distinct !{!49, !12}
!50 = !{!51, !51, i64 0}
!51 = !{!"long long", !7, i64 0}
!52 = distinct !{!52, !12, !13, !14}
!53 = distinct !{!53, !12, !14, !13}
!54 = distinct !{!54, !21}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57, !"LVerDomain"}
!58 = !{!59}
!59 = distinct !{!59, !57}
!60 = !{!61}
!61 = distinct !{!61, !57}
!62 = !{!56, !59}
!63 = distinct !{!63, !12, !13, !14}
!64 = distinct !{!64, !12, !13}
