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
  %3 = alloca [19 x double], align 16
  %4 = alloca [19 x double], align 16
  %5 = alloca [19 x double], align 16
  %6 = alloca [19 x double], align 16
  %7 = alloca [19 x double], align 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #12
  call fastcc void @fill(ptr noundef nonnull %3)
  call fastcc void @fill(ptr noundef nonnull %7)
  br label %14

8:                                                ; preds = %725
  %9 = load i32, ptr @n_fail, align 4, !tbaa !5
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %9)
  %11 = load i32, ptr @n_fail, align 4, !tbaa !5
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i32
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %3) #12
  ret i32 %13

14:                                               ; preds = %0, %725
  %15 = phi i64 [ 0, %0 ], [ %726, %725 ]
  %16 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %4, i8 0, i64 152, i1 false)
  %18 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %17) #12
  %19 = call i32 @llvm.smax.i32(i32 %17, i32 1)
  %20 = zext nneg i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 3
  %22 = call noalias ptr @malloc(i64 noundef %21) #13
  %23 = sext i32 %17 to i64
  %24 = shl nsw i64 %23, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr nonnull readonly align 16 %3, i64 %24, i1 false)
  %25 = zext i32 %17 to i64
  br label %26

26:                                               ; preds = %14, %298
  %27 = phi i64 [ 0, %14 ], [ %299, %298 ]
  %28 = getelementptr inbounds double, ptr %4, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = getelementptr inbounds double, ptr %22, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = call fast double @llvm.fabs.f64(double %31)
  %33 = call fast double @llvm.maxnum.f64(double %32, double 1.000000e+00)
  %34 = fmul fast double %33, 0x3EB0C6F7A0B5ED8D
  %35 = fadd fast double %34, %31
  store double %35, ptr %30, align 8, !tbaa !9
  %36 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  br label %87

37:                                               ; preds = %127
  %38 = fsub fast double %31, %34
  %39 = icmp sgt i64 %131, -1
  br i1 %39, label %40, label %158

40:                                               ; preds = %37
  %41 = and i64 %128, 4294967295
  %42 = icmp ult i64 %41, 8
  br i1 %42, label %43, label %46

43:                                               ; preds = %83, %40
  %44 = phi i64 [ 0, %40 ], [ %48, %83 ]
  %45 = phi double [ 0.000000e+00, %40 ], [ %85, %83 ]
  br label %140

46:                                               ; preds = %40
  %47 = and i64 %128, 7
  %48 = sub nsw i64 %41, %47
  br label %49

49:                                               ; preds = %49, %46
  %50 = phi i64 [ 0, %46 ], [ %80, %49 ]
  %51 = phi <4 x double> [ zeroinitializer, %46 ], [ %78, %49 ]
  %52 = phi <4 x double> [ zeroinitializer, %46 ], [ %79, %49 ]
  %53 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %46 ], [ %81, %49 ]
  %54 = add <4 x i32> %53, <i32 4, i32 4, i32 4, i32 4>
  %55 = getelementptr inbounds double, ptr %129, i64 %50
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = load <4 x double>, ptr %55, align 8, !tbaa !9
  %58 = load <4 x double>, ptr %56, align 8, !tbaa !9
  %59 = xor i64 %50, -1
  %60 = add nsw i64 %41, %59
  %61 = getelementptr inbounds double, ptr %129, i64 %60
  %62 = getelementptr inbounds i8, ptr %61, i64 -24
  %63 = getelementptr inbounds i8, ptr %61, i64 -56
  %64 = load <4 x double>, ptr %62, align 8, !tbaa !9
  %65 = shufflevector <4 x double> %64, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %66 = load <4 x double>, ptr %63, align 8, !tbaa !9
  %67 = shufflevector <4 x double> %66, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %68 = uitofp <4 x i32> %53 to <4 x double>
  %69 = uitofp <4 x i32> %54 to <4 x double>
  %70 = fmul fast <4 x double> %68, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %71 = fmul fast <4 x double> %69, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %72 = fadd fast <4 x double> %70, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %73 = fadd fast <4 x double> %71, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %74 = fmul fast <4 x double> %65, %57
  %75 = fmul fast <4 x double> %67, %58
  %76 = fmul fast <4 x double> %74, %72
  %77 = fmul fast <4 x double> %75, %73
  %78 = fadd fast <4 x double> %76, %51
  %79 = fadd fast <4 x double> %77, %52
  %80 = add nuw i64 %50, 8
  %81 = add <4 x i32> %53, <i32 8, i32 8, i32 8, i32 8>
  %82 = icmp eq i64 %80, %48
  br i1 %82, label %83, label %49, !llvm.loop !11

83:                                               ; preds = %49
  %84 = fadd fast <4 x double> %79, %78
  %85 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %84)
  %86 = icmp eq i64 %47, 0
  br i1 %86, label %158, label %43

87:                                               ; preds = %127, %26
  %88 = phi i64 [ 0, %26 ], [ %95, %127 ]
  %89 = phi i32 [ 2, %26 ], [ %130, %127 ]
  %90 = phi ptr [ %36, %26 ], [ %129, %127 ]
  %91 = phi i64 [ 0, %26 ], [ %128, %127 ]
  %92 = trunc nuw nsw i64 %88 to i32
  %93 = urem i32 %92, 3
  %94 = getelementptr inbounds double, ptr %22, i64 %88
  %95 = add nuw nsw i64 %88, 1
  %96 = shl i64 %91, 32
  %97 = ashr exact i64 %96, 32
  %98 = icmp eq i64 %95, %25
  %99 = and i64 %95, 4294967295
  %100 = select i1 %98, i64 0, i64 %99
  %101 = getelementptr inbounds double, ptr %22, i64 %100
  %102 = trunc i64 %91 to i32
  %103 = icmp eq i32 %89, %102
  br i1 %103, label %104, label %109

104:                                              ; preds = %87
  %105 = shl nsw i32 %89, 1
  %106 = sext i32 %105 to i64
  %107 = shl nsw i64 %106, 3
  %108 = call ptr @realloc(ptr noundef %90, i64 noundef %107) #14
  br label %109

109:                                              ; preds = %104, %87
  %110 = phi ptr [ %108, %104 ], [ %90, %87 ]
  %111 = phi i32 [ %105, %104 ], [ %89, %87 ]
  %112 = load double, ptr %101, align 8, !tbaa !9
  %113 = fmul fast double %112, 5.000000e-01
  %114 = load double, ptr %94, align 8, !tbaa !9
  %115 = fmul fast double %114, %114
  %116 = fadd fast double %113, %115
  %117 = add nsw i64 %97, 1
  %118 = getelementptr inbounds double, ptr %110, i64 %97
  store double %116, ptr %118, align 8, !tbaa !9
  %119 = icmp eq i32 %93, 0
  br i1 %119, label %132, label %127

120:                                              ; preds = %132, %135
  %121 = phi ptr [ %139, %135 ], [ %110, %132 ]
  %122 = phi i32 [ %136, %135 ], [ %111, %132 ]
  %123 = load double, ptr %94, align 8, !tbaa !9
  %124 = call fast double @llvm.sin.f64(double %123)
  %125 = getelementptr inbounds double, ptr %121, i64 %117
  store double %124, ptr %125, align 8, !tbaa !9
  %126 = add nsw i64 %97, 2
  br label %127

127:                                              ; preds = %120, %109
  %128 = phi i64 [ %117, %109 ], [ %126, %120 ]
  %129 = phi ptr [ %110, %109 ], [ %121, %120 ]
  %130 = phi i32 [ %111, %109 ], [ %122, %120 ]
  %131 = phi i64 [ %97, %109 ], [ %117, %120 ]
  br i1 %98, label %37, label %87, !llvm.loop !15

132:                                              ; preds = %109
  %133 = trunc nsw i64 %117 to i32
  %134 = icmp eq i32 %111, %133
  br i1 %134, label %135, label %120

135:                                              ; preds = %132
  %136 = shl nsw i32 %111, 1
  %137 = sext i32 %136 to i64
  %138 = shl nsw i64 %137, 3
  %139 = call ptr @realloc(ptr noundef nonnull %110, i64 noundef %138) #14
  br label %120

140:                                              ; preds = %43, %140
  %141 = phi i64 [ %156, %140 ], [ %44, %43 ]
  %142 = phi double [ %155, %140 ], [ %45, %43 ]
  %143 = getelementptr inbounds double, ptr %129, i64 %141
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = xor i64 %141, -1
  %146 = add nsw i64 %41, %145
  %147 = getelementptr inbounds double, ptr %129, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = trunc nuw nsw i64 %141 to i32
  %150 = uitofp nneg i32 %149 to double
  %151 = fmul fast double %150, 1.000000e-01
  %152 = fadd fast double %151, 1.000000e+00
  %153 = fmul fast double %148, %144
  %154 = fmul fast double %153, %152
  %155 = fadd fast double %154, %142
  %156 = add nuw nsw i64 %141, 1
  %157 = icmp eq i64 %156, %41
  br i1 %157, label %158, label %140, !llvm.loop !16

158:                                              ; preds = %140, %83, %37
  %159 = phi double [ 0.000000e+00, %37 ], [ %85, %83 ], [ %155, %140 ]
  call void @free(ptr noundef nonnull %129) #12
  store double %38, ptr %30, align 8, !tbaa !9
  %160 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  br label %210

161:                                              ; preds = %250
  %162 = icmp sgt i64 %254, -1
  br i1 %162, label %163, label %281

163:                                              ; preds = %161
  %164 = and i64 %251, 4294967295
  %165 = icmp ult i64 %164, 8
  br i1 %165, label %166, label %169

166:                                              ; preds = %206, %163
  %167 = phi i64 [ 0, %163 ], [ %171, %206 ]
  %168 = phi double [ 0.000000e+00, %163 ], [ %208, %206 ]
  br label %263

169:                                              ; preds = %163
  %170 = and i64 %251, 7
  %171 = sub nsw i64 %164, %170
  br label %172

172:                                              ; preds = %172, %169
  %173 = phi i64 [ 0, %169 ], [ %203, %172 ]
  %174 = phi <4 x double> [ zeroinitializer, %169 ], [ %201, %172 ]
  %175 = phi <4 x double> [ zeroinitializer, %169 ], [ %202, %172 ]
  %176 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %169 ], [ %204, %172 ]
  %177 = add <4 x i32> %176, <i32 4, i32 4, i32 4, i32 4>
  %178 = getelementptr inbounds double, ptr %252, i64 %173
  %179 = getelementptr inbounds i8, ptr %178, i64 32
  %180 = load <4 x double>, ptr %178, align 8, !tbaa !9
  %181 = load <4 x double>, ptr %179, align 8, !tbaa !9
  %182 = xor i64 %173, -1
  %183 = add nsw i64 %164, %182
  %184 = getelementptr inbounds double, ptr %252, i64 %183
  %185 = getelementptr inbounds i8, ptr %184, i64 -24
  %186 = getelementptr inbounds i8, ptr %184, i64 -56
  %187 = load <4 x double>, ptr %185, align 8, !tbaa !9
  %188 = shufflevector <4 x double> %187, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %189 = load <4 x double>, ptr %186, align 8, !tbaa !9
  %190 = shufflevector <4 x double> %189, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %191 = uitofp <4 x i32> %176 to <4 x double>
  %192 = uitofp <4 x i32> %177 to <4 x double>
  %193 = fmul fast <4 x double> %191, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %194 = fmul fast <4 x double> %192, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %195 = fadd fast <4 x double> %193, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %196 = fadd fast <4 x double> %194, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %197 = fmul fast <4 x double> %188, %180
  %198 = fmul fast <4 x double> %190, %181
  %199 = fmul fast <4 x double> %197, %195
  %200 = fmul fast <4 x double> %198, %196
  %201 = fadd fast <4 x double> %199, %174
  %202 = fadd fast <4 x double> %200, %175
  %203 = add nuw i64 %173, 8
  %204 = add <4 x i32> %176, <i32 8, i32 8, i32 8, i32 8>
  %205 = icmp eq i64 %203, %171
  br i1 %205, label %206, label %172, !llvm.loop !17

206:                                              ; preds = %172
  %207 = fadd fast <4 x double> %202, %201
  %208 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %207)
  %209 = icmp eq i64 %170, 0
  br i1 %209, label %281, label %166

210:                                              ; preds = %250, %158
  %211 = phi i64 [ 0, %158 ], [ %218, %250 ]
  %212 = phi i32 [ 2, %158 ], [ %253, %250 ]
  %213 = phi ptr [ %160, %158 ], [ %252, %250 ]
  %214 = phi i64 [ 0, %158 ], [ %251, %250 ]
  %215 = trunc nuw nsw i64 %211 to i32
  %216 = urem i32 %215, 3
  %217 = getelementptr inbounds double, ptr %22, i64 %211
  %218 = add nuw nsw i64 %211, 1
  %219 = shl i64 %214, 32
  %220 = ashr exact i64 %219, 32
  %221 = icmp eq i64 %218, %25
  %222 = and i64 %218, 4294967295
  %223 = select i1 %221, i64 0, i64 %222
  %224 = getelementptr inbounds double, ptr %22, i64 %223
  %225 = trunc i64 %214 to i32
  %226 = icmp eq i32 %212, %225
  br i1 %226, label %227, label %232

227:                                              ; preds = %210
  %228 = shl nsw i32 %212, 1
  %229 = sext i32 %228 to i64
  %230 = shl nsw i64 %229, 3
  %231 = call ptr @realloc(ptr noundef %213, i64 noundef %230) #14
  br label %232

232:                                              ; preds = %227, %210
  %233 = phi ptr [ %231, %227 ], [ %213, %210 ]
  %234 = phi i32 [ %228, %227 ], [ %212, %210 ]
  %235 = load double, ptr %224, align 8, !tbaa !9
  %236 = fmul fast double %235, 5.000000e-01
  %237 = load double, ptr %217, align 8, !tbaa !9
  %238 = fmul fast double %237, %237
  %239 = fadd fast double %236, %238
  %240 = add nsw i64 %220, 1
  %241 = getelementptr inbounds double, ptr %233, i64 %220
  store double %239, ptr %241, align 8, !tbaa !9
  %242 = icmp eq i32 %216, 0
  br i1 %242, label %255, label %250

243:                                              ; preds = %255, %258
  %244 = phi ptr [ %262, %258 ], [ %233, %255 ]
  %245 = phi i32 [ %259, %258 ], [ %234, %255 ]
  %246 = load double, ptr %217, align 8, !tbaa !9
  %247 = call fast double @llvm.sin.f64(double %246)
  %248 = getelementptr inbounds double, ptr %244, i64 %240
  store double %247, ptr %248, align 8, !tbaa !9
  %249 = add nsw i64 %220, 2
  br label %250

250:                                              ; preds = %243, %232
  %251 = phi i64 [ %240, %232 ], [ %249, %243 ]
  %252 = phi ptr [ %233, %232 ], [ %244, %243 ]
  %253 = phi i32 [ %234, %232 ], [ %245, %243 ]
  %254 = phi i64 [ %220, %232 ], [ %240, %243 ]
  br i1 %221, label %161, label %210, !llvm.loop !15

255:                                              ; preds = %232
  %256 = trunc nsw i64 %240 to i32
  %257 = icmp eq i32 %234, %256
  br i1 %257, label %258, label %243

258:                                              ; preds = %255
  %259 = shl nsw i32 %234, 1
  %260 = sext i32 %259 to i64
  %261 = shl nsw i64 %260, 3
  %262 = call ptr @realloc(ptr noundef nonnull %233, i64 noundef %261) #14
  br label %243

263:                                              ; preds = %166, %263
  %264 = phi i64 [ %279, %263 ], [ %167, %166 ]
  %265 = phi double [ %278, %263 ], [ %168, %166 ]
  %266 = getelementptr inbounds double, ptr %252, i64 %264
  %267 = load double, ptr %266, align 8, !tbaa !9
  %268 = xor i64 %264, -1
  %269 = add nsw i64 %164, %268
  %270 = getelementptr inbounds double, ptr %252, i64 %269
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = trunc nuw nsw i64 %264 to i32
  %273 = uitofp nneg i32 %272 to double
  %274 = fmul fast double %273, 1.000000e-01
  %275 = fadd fast double %274, 1.000000e+00
  %276 = fmul fast double %271, %267
  %277 = fmul fast double %276, %275
  %278 = fadd fast double %277, %265
  %279 = add nuw nsw i64 %264, 1
  %280 = icmp eq i64 %279, %164
  br i1 %280, label %281, label %263, !llvm.loop !18

281:                                              ; preds = %263, %206, %161
  %282 = phi double [ 0.000000e+00, %161 ], [ %208, %206 ], [ %278, %263 ]
  call void @free(ptr noundef nonnull %252) #12
  store double %31, ptr %30, align 8, !tbaa !9
  %283 = fsub fast double %159, %282
  %284 = fmul fast double %33, 2.000000e-06
  %285 = fdiv fast double %283, %284
  %286 = call fast double @llvm.fabs.f64(double %285)
  %287 = call fast double @llvm.maxnum.f64(double %286, double 1.000000e+00)
  %288 = fsub fast double %29, %285
  %289 = call fast double @llvm.fabs.f64(double %288)
  %290 = fmul fast double %287, 0x3EB0C6F7A0B5ED8D
  %291 = fcmp fast ole double %289, %290
  %292 = select i1 %291, ptr @.str.4, ptr @.str.5
  %293 = trunc nuw nsw i64 %27 to i32
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %293, double noundef nofpclass(nan inf) %29, double noundef nofpclass(nan inf) %285, ptr noundef nonnull %292)
  br i1 %291, label %298, label %295

295:                                              ; preds = %281
  %296 = load i32, ptr @n_fail, align 4, !tbaa !5
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @n_fail, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %295, %281
  %299 = add nuw nsw i64 %27, 1
  %300 = icmp eq i64 %299, %25
  br i1 %300, label %301, label %26, !llvm.loop !19

301:                                              ; preds = %298
  call void @free(ptr noundef nonnull %22) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %4, i8 0, i64 152, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %6, ptr noundef nonnull align 16 dereferenceable(152) %7, i64 152, i1 false)
  %302 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow_out, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %17) #12
  %303 = call noalias ptr @malloc(i64 noundef %21) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %303, ptr nonnull readonly align 16 %3, i64 %24, i1 false)
  %304 = icmp eq i64 %15, 2
  %305 = getelementptr double, ptr %303, i64 %25
  %306 = shl nuw nsw i64 %25, 3
  %307 = getelementptr i8, ptr %2, i64 %306
  %308 = shl nuw nsw i64 %25, 3
  %309 = getelementptr i8, ptr %1, i64 %308
  %310 = add nsw i64 %15, -1
  %311 = icmp ult i64 %310, 2
  %312 = icmp ult ptr %1, %305
  %313 = icmp ult ptr %303, %309
  %314 = and i1 %312, %313
  %315 = and i64 %25, 4294967280
  %316 = icmp eq i64 %315, %25
  %317 = and i64 %25, 3
  %318 = icmp eq i64 %317, 0
  %319 = add nsw i64 %15, -1
  %320 = icmp ult i64 %319, 2
  %321 = and i64 %25, 4294967280
  %322 = icmp eq i64 %321, %25
  %323 = add nsw i64 %15, -1
  %324 = icmp ult i64 %323, 2
  %325 = icmp ult ptr %2, %305
  %326 = icmp ult ptr %303, %307
  %327 = and i1 %325, %326
  %328 = and i64 %25, 4294967280
  %329 = icmp eq i64 %328, %25
  %330 = and i64 %25, 3
  %331 = icmp eq i64 %330, 0
  %332 = add nsw i64 %15, -1
  %333 = icmp ult i64 %332, 2
  %334 = and i64 %25, 4294967280
  %335 = icmp eq i64 %334, %25
  br label %336

336:                                              ; preds = %301, %722
  %337 = phi i64 [ 0, %301 ], [ %723, %722 ]
  %338 = getelementptr inbounds double, ptr %4, i64 %337
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = getelementptr inbounds double, ptr %303, i64 %337
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = call fast double @llvm.fabs.f64(double %341)
  %343 = call fast double @llvm.maxnum.f64(double %342, double 1.000000e+00)
  %344 = fmul fast double %343, 0x3EB0C6F7A0B5ED8D
  %345 = fadd fast double %344, %341
  %346 = fsub fast double %341, %344
  store double %345, ptr %340, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #12
  %347 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %348 = load double, ptr %303, align 8, !tbaa !9
  %349 = fmul fast double %348, 2.000000e-01
  %350 = call fast double @llvm.exp.f64(double %349)
  store double %350, ptr %347, align 8, !tbaa !9
  br i1 %304, label %351, label %413

351:                                              ; preds = %424, %336
  %352 = phi ptr [ %347, %336 ], [ %426, %424 ]
  br i1 %311, label %353, label %372

353:                                              ; preds = %412, %372, %351
  %354 = phi i64 [ 0, %372 ], [ 0, %351 ], [ %315, %412 ]
  br i1 %318, label %368, label %355

355:                                              ; preds = %353, %355
  %356 = phi i64 [ %365, %355 ], [ %354, %353 ]
  %357 = phi i64 [ %366, %355 ], [ 0, %353 ]
  %358 = getelementptr inbounds double, ptr %352, i64 %356
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = xor i64 %356, -1
  %361 = getelementptr double, ptr %305, i64 %360
  %362 = load double, ptr %361, align 8, !tbaa !9
  %363 = fmul fast double %362, %359
  %364 = getelementptr inbounds double, ptr %1, i64 %356
  store double %363, ptr %364, align 8, !tbaa !9
  %365 = add nuw nsw i64 %356, 1
  %366 = add i64 %357, 1
  %367 = icmp eq i64 %366, %317
  br i1 %367, label %368, label %355, !llvm.loop !20

368:                                              ; preds = %355, %353
  %369 = phi i64 [ %354, %353 ], [ %365, %355 ]
  %370 = sub nsw i64 %354, %25
  %371 = icmp ugt i64 %370, -4
  br i1 %371, label %473, label %438

372:                                              ; preds = %351
  %373 = getelementptr i8, ptr %352, i64 %308
  %374 = icmp ult ptr %1, %373
  %375 = icmp ult ptr %352, %309
  %376 = and i1 %374, %375
  %377 = or i1 %376, %314
  br i1 %377, label %353, label %378

378:                                              ; preds = %372, %378
  %379 = phi i64 [ %410, %378 ], [ 0, %372 ]
  %380 = getelementptr inbounds double, ptr %352, i64 %379
  %381 = getelementptr inbounds i8, ptr %380, i64 32
  %382 = getelementptr inbounds i8, ptr %380, i64 64
  %383 = getelementptr inbounds i8, ptr %380, i64 96
  %384 = load <4 x double>, ptr %380, align 8, !tbaa !9, !alias.scope !22
  %385 = load <4 x double>, ptr %381, align 8, !tbaa !9, !alias.scope !22
  %386 = load <4 x double>, ptr %382, align 8, !tbaa !9, !alias.scope !22
  %387 = load <4 x double>, ptr %383, align 8, !tbaa !9, !alias.scope !22
  %388 = xor i64 %379, -1
  %389 = getelementptr double, ptr %305, i64 %388
  %390 = getelementptr i8, ptr %389, i64 -24
  %391 = getelementptr i8, ptr %389, i64 -56
  %392 = getelementptr i8, ptr %389, i64 -88
  %393 = getelementptr i8, ptr %389, i64 -120
  %394 = load <4 x double>, ptr %390, align 8, !tbaa !9, !alias.scope !25
  %395 = shufflevector <4 x double> %394, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %396 = load <4 x double>, ptr %391, align 8, !tbaa !9, !alias.scope !25
  %397 = shufflevector <4 x double> %396, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %398 = load <4 x double>, ptr %392, align 8, !tbaa !9, !alias.scope !25
  %399 = shufflevector <4 x double> %398, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %400 = load <4 x double>, ptr %393, align 8, !tbaa !9, !alias.scope !25
  %401 = shufflevector <4 x double> %400, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %402 = fmul fast <4 x double> %395, %384
  %403 = fmul fast <4 x double> %397, %385
  %404 = fmul fast <4 x double> %399, %386
  %405 = fmul fast <4 x double> %401, %387
  %406 = getelementptr inbounds double, ptr %1, i64 %379
  %407 = getelementptr inbounds i8, ptr %406, i64 32
  %408 = getelementptr inbounds i8, ptr %406, i64 64
  %409 = getelementptr inbounds i8, ptr %406, i64 96
  store <4 x double> %402, ptr %406, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  store <4 x double> %403, ptr %407, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  store <4 x double> %404, ptr %408, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  store <4 x double> %405, ptr %409, align 16, !tbaa !9, !alias.scope !27, !noalias !29
  %410 = add nuw i64 %379, 16
  %411 = icmp eq i64 %410, %315
  br i1 %411, label %412, label %378, !llvm.loop !30

412:                                              ; preds = %378
  br i1 %316, label %473, label %353

413:                                              ; preds = %336, %424
  %414 = phi i64 [ %436, %424 ], [ 1, %336 ]
  %415 = phi ptr [ %426, %424 ], [ %347, %336 ]
  %416 = phi i32 [ %425, %424 ], [ 1, %336 ]
  %417 = zext i32 %416 to i64
  %418 = icmp eq i64 %414, %417
  br i1 %418, label %419, label %424

419:                                              ; preds = %413
  %420 = shl nsw i32 %416, 1
  %421 = sext i32 %420 to i64
  %422 = shl nsw i64 %421, 3
  %423 = call ptr @realloc(ptr noundef nonnull %415, i64 noundef %422) #14
  br label %424

424:                                              ; preds = %419, %413
  %425 = phi i32 [ %420, %419 ], [ %416, %413 ]
  %426 = phi ptr [ %423, %419 ], [ %415, %413 ]
  %427 = getelementptr inbounds double, ptr %303, i64 %414
  %428 = load double, ptr %427, align 8, !tbaa !9
  %429 = fmul fast double %428, 2.000000e-01
  %430 = call fast double @llvm.exp.f64(double %429)
  %431 = getelementptr inbounds double, ptr %426, i64 %414
  store double %430, ptr %431, align 8, !tbaa !9
  %432 = add nsw i64 %414, -1
  %433 = getelementptr inbounds double, ptr %426, i64 %432
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = fmul fast double %434, %430
  store double %435, ptr %433, align 8, !tbaa !9
  %436 = add nuw nsw i64 %414, 1
  %437 = icmp eq i64 %436, %25
  br i1 %437, label %351, label %413, !llvm.loop !31

438:                                              ; preds = %368, %438
  %439 = phi i64 [ %471, %438 ], [ %369, %368 ]
  %440 = getelementptr inbounds double, ptr %352, i64 %439
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = xor i64 %439, -1
  %443 = getelementptr double, ptr %305, i64 %442
  %444 = load double, ptr %443, align 8, !tbaa !9
  %445 = fmul fast double %444, %441
  %446 = getelementptr inbounds double, ptr %1, i64 %439
  store double %445, ptr %446, align 8, !tbaa !9
  %447 = add nuw nsw i64 %439, 1
  %448 = getelementptr inbounds double, ptr %352, i64 %447
  %449 = load double, ptr %448, align 8, !tbaa !9
  %450 = sub i64 -2, %439
  %451 = getelementptr double, ptr %305, i64 %450
  %452 = load double, ptr %451, align 8, !tbaa !9
  %453 = fmul fast double %452, %449
  %454 = getelementptr inbounds double, ptr %1, i64 %447
  store double %453, ptr %454, align 8, !tbaa !9
  %455 = add nuw nsw i64 %439, 2
  %456 = getelementptr inbounds double, ptr %352, i64 %455
  %457 = load double, ptr %456, align 8, !tbaa !9
  %458 = sub i64 -3, %439
  %459 = getelementptr double, ptr %305, i64 %458
  %460 = load double, ptr %459, align 8, !tbaa !9
  %461 = fmul fast double %460, %457
  %462 = getelementptr inbounds double, ptr %1, i64 %455
  store double %461, ptr %462, align 8, !tbaa !9
  %463 = add nuw nsw i64 %439, 3
  %464 = getelementptr inbounds double, ptr %352, i64 %463
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = sub i64 -4, %439
  %467 = getelementptr double, ptr %305, i64 %466
  %468 = load double, ptr %467, align 8, !tbaa !9
  %469 = fmul fast double %468, %465
  %470 = getelementptr inbounds double, ptr %1, i64 %463
  store double %469, ptr %470, align 8, !tbaa !9
  %471 = add nuw nsw i64 %439, 4
  %472 = icmp eq i64 %471, %25
  br i1 %472, label %473, label %438, !llvm.loop !33

473:                                              ; preds = %368, %438, %412
  call void @free(ptr noundef nonnull %352) #12
  br i1 %320, label %511, label %474

474:                                              ; preds = %473, %474
  %475 = phi i64 [ %504, %474 ], [ 0, %473 ]
  %476 = phi <4 x double> [ %500, %474 ], [ zeroinitializer, %473 ]
  %477 = phi <4 x double> [ %501, %474 ], [ zeroinitializer, %473 ]
  %478 = phi <4 x double> [ %502, %474 ], [ zeroinitializer, %473 ]
  %479 = phi <4 x double> [ %503, %474 ], [ zeroinitializer, %473 ]
  %480 = getelementptr inbounds double, ptr %7, i64 %475
  %481 = getelementptr inbounds i8, ptr %480, i64 32
  %482 = getelementptr inbounds i8, ptr %480, i64 64
  %483 = getelementptr inbounds i8, ptr %480, i64 96
  %484 = load <4 x double>, ptr %480, align 16, !tbaa !9
  %485 = load <4 x double>, ptr %481, align 16, !tbaa !9
  %486 = load <4 x double>, ptr %482, align 16, !tbaa !9
  %487 = load <4 x double>, ptr %483, align 16, !tbaa !9
  %488 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %475
  %489 = getelementptr inbounds i8, ptr %488, i64 32
  %490 = getelementptr inbounds i8, ptr %488, i64 64
  %491 = getelementptr inbounds i8, ptr %488, i64 96
  %492 = load <4 x double>, ptr %488, align 16, !tbaa !9
  %493 = load <4 x double>, ptr %489, align 16, !tbaa !9
  %494 = load <4 x double>, ptr %490, align 16, !tbaa !9
  %495 = load <4 x double>, ptr %491, align 16, !tbaa !9
  %496 = fmul fast <4 x double> %492, %484
  %497 = fmul fast <4 x double> %493, %485
  %498 = fmul fast <4 x double> %494, %486
  %499 = fmul fast <4 x double> %495, %487
  %500 = fadd fast <4 x double> %496, %476
  %501 = fadd fast <4 x double> %497, %477
  %502 = fadd fast <4 x double> %498, %478
  %503 = fadd fast <4 x double> %499, %479
  %504 = add nuw i64 %475, 16
  %505 = icmp eq i64 %504, %321
  br i1 %505, label %506, label %474, !llvm.loop !34

506:                                              ; preds = %474
  %507 = fadd fast <4 x double> %501, %500
  %508 = fadd fast <4 x double> %502, %507
  %509 = fadd fast <4 x double> %503, %508
  %510 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %509)
  br i1 %322, label %525, label %511

511:                                              ; preds = %506, %473
  %512 = phi i64 [ 0, %473 ], [ %321, %506 ]
  %513 = phi double [ 0.000000e+00, %473 ], [ %510, %506 ]
  br label %514

514:                                              ; preds = %511, %514
  %515 = phi i64 [ %523, %514 ], [ %512, %511 ]
  %516 = phi double [ %522, %514 ], [ %513, %511 ]
  %517 = getelementptr inbounds double, ptr %7, i64 %515
  %518 = load double, ptr %517, align 8, !tbaa !9
  %519 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %515
  %520 = load double, ptr %519, align 8, !tbaa !9
  %521 = fmul fast double %520, %518
  %522 = fadd fast double %521, %516
  %523 = add nuw nsw i64 %515, 1
  %524 = icmp eq i64 %523, %25
  br i1 %524, label %525, label %514, !llvm.loop !35

525:                                              ; preds = %514, %506
  %526 = phi double [ %510, %506 ], [ %522, %514 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #12
  store double %346, ptr %340, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #12
  %527 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %528 = load double, ptr %303, align 8, !tbaa !9
  %529 = fmul fast double %528, 2.000000e-01
  %530 = call fast double @llvm.exp.f64(double %529)
  store double %530, ptr %527, align 8, !tbaa !9
  br i1 %304, label %531, label %593

531:                                              ; preds = %604, %525
  %532 = phi ptr [ %527, %525 ], [ %606, %604 ]
  br i1 %324, label %533, label %552

533:                                              ; preds = %592, %552, %531
  %534 = phi i64 [ 0, %552 ], [ 0, %531 ], [ %328, %592 ]
  br i1 %331, label %548, label %535

535:                                              ; preds = %533, %535
  %536 = phi i64 [ %545, %535 ], [ %534, %533 ]
  %537 = phi i64 [ %546, %535 ], [ 0, %533 ]
  %538 = getelementptr inbounds double, ptr %532, i64 %536
  %539 = load double, ptr %538, align 8, !tbaa !9
  %540 = xor i64 %536, -1
  %541 = getelementptr double, ptr %305, i64 %540
  %542 = load double, ptr %541, align 8, !tbaa !9
  %543 = fmul fast double %542, %539
  %544 = getelementptr inbounds double, ptr %2, i64 %536
  store double %543, ptr %544, align 8, !tbaa !9
  %545 = add nuw nsw i64 %536, 1
  %546 = add i64 %537, 1
  %547 = icmp eq i64 %546, %330
  br i1 %547, label %548, label %535, !llvm.loop !36

548:                                              ; preds = %535, %533
  %549 = phi i64 [ %534, %533 ], [ %545, %535 ]
  %550 = sub nsw i64 %534, %25
  %551 = icmp ugt i64 %550, -4
  br i1 %551, label %653, label %618

552:                                              ; preds = %531
  %553 = getelementptr i8, ptr %532, i64 %306
  %554 = icmp ult ptr %2, %553
  %555 = icmp ult ptr %532, %307
  %556 = and i1 %554, %555
  %557 = or i1 %556, %327
  br i1 %557, label %533, label %558

558:                                              ; preds = %552, %558
  %559 = phi i64 [ %590, %558 ], [ 0, %552 ]
  %560 = getelementptr inbounds double, ptr %532, i64 %559
  %561 = getelementptr inbounds i8, ptr %560, i64 32
  %562 = getelementptr inbounds i8, ptr %560, i64 64
  %563 = getelementptr inbounds i8, ptr %560, i64 96
  %564 = load <4 x double>, ptr %560, align 8, !tbaa !9, !alias.scope !37
  %565 = load <4 x double>, ptr %561, align 8, !tbaa !9, !alias.scope !37
  %566 = load <4 x double>, ptr %562, align 8, !tbaa !9, !alias.scope !37
  %567 = load <4 x double>, ptr %563, align 8, !tbaa !9, !alias.scope !37
  %568 = xor i64 %559, -1
  %569 = getelementptr double, ptr %305, i64 %568
  %570 = getelementptr i8, ptr %569, i64 -24
  %571 = getelementptr i8, ptr %569, i64 -56
  %572 = getelementptr i8, ptr %569, i64 -88
  %573 = getelementptr i8, ptr %569, i64 -120
  %574 = load <4 x double>, ptr %570, align 8, !tbaa !9, !alias.scope !40
  %575 = shufflevector <4 x double> %574, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %576 = load <4 x double>, ptr %571, align 8, !tbaa !9, !alias.scope !40
  %577 = shufflevector <4 x double> %576, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %578 = load <4 x double>, ptr %572, align 8, !tbaa !9, !alias.scope !40
  %579 = shufflevector <4 x double> %578, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %580 = load <4 x double>, ptr %573, align 8, !tbaa !9, !alias.scope !40
  %581 = shufflevector <4 x double> %580, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %582 = fmul fast <4 x double> %575, %564
  %583 = fmul fast <4 x double> %577, %565
  %584 = fmul fast <4 x double> %579, %566
  %585 = fmul fast <4 x double> %581, %567
  %586 = getelementptr inbounds double, ptr %2, i64 %559
  %587 = getelementptr inbounds i8, ptr %586, i64 32
  %588 = getelementptr inbounds i8, ptr %586, i64 64
  %589 = getelementptr inbounds i8, ptr %586, i64 96
  store <4 x double> %582, ptr %586, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  store <4 x double> %583, ptr %587, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  store <4 x double> %584, ptr %588, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  store <4 x double> %585, ptr %589, align 16, !tbaa !9, !alias.scope !42, !noalias !44
  %590 = add nuw i64 %559, 16
  %591 = icmp eq i64 %590, %328
  br i1 %591, label %592, label %558, !llvm.loop !45

592:                                              ; preds = %558
  br i1 %329, label %653, label %533

593:                                              ; preds = %525, %604
  %594 = phi i64 [ %616, %604 ], [ 1, %525 ]
  %595 = phi ptr [ %606, %604 ], [ %527, %525 ]
  %596 = phi i32 [ %605, %604 ], [ 1, %525 ]
  %597 = zext i32 %596 to i64
  %598 = icmp eq i64 %594, %597
  br i1 %598, label %599, label %604

599:                                              ; preds = %593
  %600 = shl nsw i32 %596, 1
  %601 = sext i32 %600 to i64
  %602 = shl nsw i64 %601, 3
  %603 = call ptr @realloc(ptr noundef nonnull %595, i64 noundef %602) #14
  br label %604

604:                                              ; preds = %599, %593
  %605 = phi i32 [ %600, %599 ], [ %596, %593 ]
  %606 = phi ptr [ %603, %599 ], [ %595, %593 ]
  %607 = getelementptr inbounds double, ptr %303, i64 %594
  %608 = load double, ptr %607, align 8, !tbaa !9
  %609 = fmul fast double %608, 2.000000e-01
  %610 = call fast double @llvm.exp.f64(double %609)
  %611 = getelementptr inbounds double, ptr %606, i64 %594
  store double %610, ptr %611, align 8, !tbaa !9
  %612 = add nsw i64 %594, -1
  %613 = getelementptr inbounds double, ptr %606, i64 %612
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = fmul fast double %614, %610
  store double %615, ptr %613, align 8, !tbaa !9
  %616 = add nuw nsw i64 %594, 1
  %617 = icmp eq i64 %616, %25
  br i1 %617, label %531, label %593, !llvm.loop !31

618:                                              ; preds = %548, %618
  %619 = phi i64 [ %651, %618 ], [ %549, %548 ]
  %620 = getelementptr inbounds double, ptr %532, i64 %619
  %621 = load double, ptr %620, align 8, !tbaa !9
  %622 = xor i64 %619, -1
  %623 = getelementptr double, ptr %305, i64 %622
  %624 = load double, ptr %623, align 8, !tbaa !9
  %625 = fmul fast double %624, %621
  %626 = getelementptr inbounds double, ptr %2, i64 %619
  store double %625, ptr %626, align 8, !tbaa !9
  %627 = add nuw nsw i64 %619, 1
  %628 = getelementptr inbounds double, ptr %532, i64 %627
  %629 = load double, ptr %628, align 8, !tbaa !9
  %630 = sub i64 -2, %619
  %631 = getelementptr double, ptr %305, i64 %630
  %632 = load double, ptr %631, align 8, !tbaa !9
  %633 = fmul fast double %632, %629
  %634 = getelementptr inbounds double, ptr %2, i64 %627
  store double %633, ptr %634, align 8, !tbaa !9
  %635 = add nuw nsw i64 %619, 2
  %636 = getelementptr inbounds double, ptr %532, i64 %635
  %637 = load double, ptr %636, align 8, !tbaa !9
  %638 = sub i64 -3, %619
  %639 = getelementptr double, ptr %305, i64 %638
  %640 = load double, ptr %639, align 8, !tbaa !9
  %641 = fmul fast double %640, %637
  %642 = getelementptr inbounds double, ptr %2, i64 %635
  store double %641, ptr %642, align 8, !tbaa !9
  %643 = add nuw nsw i64 %619, 3
  %644 = getelementptr inbounds double, ptr %532, i64 %643
  %645 = load double, ptr %644, align 8, !tbaa !9
  %646 = sub i64 -4, %619
  %647 = getelementptr double, ptr %305, i64 %646
  %648 = load double, ptr %647, align 8, !tbaa !9
  %649 = fmul fast double %648, %645
  %650 = getelementptr inbounds double, ptr %2, i64 %643
  store double %649, ptr %650, align 8, !tbaa !9
  %651 = add nuw nsw i64 %619, 4
  %652 = icmp eq i64 %651, %25
  br i1 %652, label %653, label %618, !llvm.loop !46

653:                                              ; preds = %548, %618, %592
  call void @free(ptr noundef nonnull %532) #12
  br i1 %333, label %691, label %654

654:                                              ; preds = %653, %654
  %655 = phi i64 [ %684, %654 ], [ 0, %653 ]
  %656 = phi <4 x double> [ %680, %654 ], [ zeroinitializer, %653 ]
  %657 = phi <4 x double> [ %681, %654 ], [ zeroinitializer, %653 ]
  %658 = phi <4 x double> [ %682, %654 ], [ zeroinitializer, %653 ]
  %659 = phi <4 x double> [ %683, %654 ], [ zeroinitializer, %653 ]
  %660 = getelementptr inbounds double, ptr %7, i64 %655
  %661 = getelementptr inbounds i8, ptr %660, i64 32
  %662 = getelementptr inbounds i8, ptr %660, i64 64
  %663 = getelementptr inbounds i8, ptr %660, i64 96
  %664 = load <4 x double>, ptr %660, align 16, !tbaa !9
  %665 = load <4 x double>, ptr %661, align 16, !tbaa !9
  %666 = load <4 x double>, ptr %662, align 16, !tbaa !9
  %667 = load <4 x double>, ptr %663, align 16, !tbaa !9
  %668 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %655
  %669 = getelementptr inbounds i8, ptr %668, i64 32
  %670 = getelementptr inbounds i8, ptr %668, i64 64
  %671 = getelementptr inbounds i8, ptr %668, i64 96
  %672 = load <4 x double>, ptr %668, align 16, !tbaa !9
  %673 = load <4 x double>, ptr %669, align 16, !tbaa !9
  %674 = load <4 x double>, ptr %670, align 16, !tbaa !9
  %675 = load <4 x double>, ptr %671, align 16, !tbaa !9
  %676 = fmul fast <4 x double> %672, %664
  %677 = fmul fast <4 x double> %673, %665
  %678 = fmul fast <4 x double> %674, %666
  %679 = fmul fast <4 x double> %675, %667
  %680 = fadd fast <4 x double> %676, %656
  %681 = fadd fast <4 x double> %677, %657
  %682 = fadd fast <4 x double> %678, %658
  %683 = fadd fast <4 x double> %679, %659
  %684 = add nuw i64 %655, 16
  %685 = icmp eq i64 %684, %334
  br i1 %685, label %686, label %654, !llvm.loop !47

686:                                              ; preds = %654
  %687 = fadd fast <4 x double> %681, %680
  %688 = fadd fast <4 x double> %682, %687
  %689 = fadd fast <4 x double> %683, %688
  %690 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %689)
  br i1 %335, label %705, label %691

691:                                              ; preds = %686, %653
  %692 = phi i64 [ 0, %653 ], [ %334, %686 ]
  %693 = phi double [ 0.000000e+00, %653 ], [ %690, %686 ]
  br label %694

694:                                              ; preds = %691, %694
  %695 = phi i64 [ %703, %694 ], [ %692, %691 ]
  %696 = phi double [ %702, %694 ], [ %693, %691 ]
  %697 = getelementptr inbounds double, ptr %7, i64 %695
  %698 = load double, ptr %697, align 8, !tbaa !9
  %699 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %695
  %700 = load double, ptr %699, align 8, !tbaa !9
  %701 = fmul fast double %700, %698
  %702 = fadd fast double %701, %696
  %703 = add nuw nsw i64 %695, 1
  %704 = icmp eq i64 %703, %25
  br i1 %704, label %705, label %694, !llvm.loop !48

705:                                              ; preds = %694, %686
  %706 = phi double [ %690, %686 ], [ %702, %694 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #12
  store double %341, ptr %340, align 8, !tbaa !9
  %707 = fsub fast double %526, %706
  %708 = fmul fast double %343, 2.000000e-06
  %709 = fdiv fast double %707, %708
  %710 = call fast double @llvm.fabs.f64(double %709)
  %711 = call fast double @llvm.maxnum.f64(double %710, double 1.000000e+00)
  %712 = fsub fast double %339, %709
  %713 = call fast double @llvm.fabs.f64(double %712)
  %714 = fmul fast double %711, 0x3EB0C6F7A0B5ED8D
  %715 = fcmp fast ole double %713, %714
  %716 = select i1 %715, ptr @.str.4, ptr @.str.5
  %717 = trunc nuw nsw i64 %337 to i32
  %718 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %717, double noundef nofpclass(nan inf) %339, double noundef nofpclass(nan inf) %709, ptr noundef nonnull %716)
  br i1 %715, label %722, label %719

719:                                              ; preds = %705
  %720 = load i32, ptr @n_fail, align 4, !tbaa !5
  %721 = add nsw i32 %720, 1
  store i32 %721, ptr @n_fail, align 4, !tbaa !5
  br label %722

722:                                              ; preds = %719, %705
  %723 = add nuw nsw i64 %337, 1
  %724 = icmp eq i64 %723, %25
  br i1 %724, label %725, label %336, !llvm.loop !19

725:                                              ; preds = %722
  call void @free(ptr noundef nonnull %303) #12
  %726 = add nuw nsw i64 %15, 1
  %727 = icmp eq i64 %726, 3
  br i1 %727, label %8, label %14, !llvm.loop !49
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
