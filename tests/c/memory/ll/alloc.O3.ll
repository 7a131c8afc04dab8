; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 20, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [9 x i8] c"temps.dx\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"smooth.JTw\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"smooth.dy_consumed\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"loop_alloc.dx\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"alloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x double], align 16
  %2 = alloca [20 x double], align 16
  %3 = alloca [20 x double], align 16
  %4 = alloca [20 x double], align 16
  %5 = alloca [20 x double], align 16
  %6 = alloca [20 x double], align 16
  %7 = alloca [20 x double], align 16
  %8 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #13
  call fastcc void @fill(ptr noundef nonnull %3)
  call fastcc void @fill(ptr noundef nonnull %7)
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  br label %16

10:                                               ; preds = %571
  %11 = load i32, ptr @n_fail, align 4, !tbaa !5
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %11)
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i32
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #13
  ret i32 %15

16:                                               ; preds = %0, %571
  %17 = phi i64 [ 0, %0 ], [ %572, %571 ]
  %18 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  store i32 %19, ptr %8, align 8, !tbaa !9
  store ptr %7, ptr %9, align 8, !tbaa !12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temps, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %19) #13
  %21 = call i32 @llvm.smax.i32(i32 %19, i32 1)
  %22 = zext nneg i32 %21 to i64
  %23 = shl nuw nsw i64 %22, 3
  %24 = call noalias ptr @malloc(i64 noundef %23) #14
  %25 = sext i32 %19 to i64
  %26 = shl nsw i64 %25, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr nonnull readonly align 16 %3, i64 %26, i1 false)
  %27 = zext nneg i32 %19 to i64
  %28 = and i64 %27, 3
  %29 = icmp eq i64 %17, 2
  %30 = and i64 %27, 2147483644
  %31 = icmp eq i64 %28, 0
  %32 = and i64 %27, 3
  %33 = icmp eq i64 %17, 2
  %34 = and i64 %27, 2147483644
  %35 = icmp eq i64 %32, 0
  br label %36

36:                                               ; preds = %16, %206
  %37 = phi i64 [ 0, %16 ], [ %207, %206 ]
  %38 = getelementptr inbounds double, ptr %4, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds double, ptr %24, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !13
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = fcmp ogt double %42, 1.000000e+00
  %44 = select i1 %43, double %42, double 1.000000e+00
  %45 = fmul double %44, 0x3EB0C6F7A0B5ED8D
  %46 = fadd double %41, %45
  store double %46, ptr %40, align 8, !tbaa !13
  %47 = call noalias ptr @malloc(i64 noundef %26) #14
  %48 = call noalias ptr @calloc(i64 noundef %25, i64 noundef 8) #15
  br label %49

49:                                               ; preds = %49, %36
  %50 = phi i64 [ 0, %36 ], [ %57, %49 ]
  %51 = getelementptr inbounds double, ptr %24, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !13
  %53 = fmul double %52, 3.000000e-01
  %54 = call double @exp(double noundef %53) #13
  %55 = fsub double %54, %52
  %56 = getelementptr inbounds double, ptr %47, i64 %50
  store double %55, ptr %56, align 8, !tbaa !13
  %57 = add nuw nsw i64 %50, 1
  %58 = icmp eq i64 %57, %27
  br i1 %58, label %59, label %49, !llvm.loop !15

59:                                               ; preds = %49, %59
  %60 = phi i64 [ %63, %59 ], [ 0, %49 ]
  %61 = getelementptr inbounds double, ptr %47, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !13
  %63 = add nuw nsw i64 %60, 1
  %64 = icmp eq i64 %63, %27
  %65 = and i64 %63, 4294967295
  %66 = select i1 %64, i64 0, i64 %65
  %67 = getelementptr inbounds double, ptr %47, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = getelementptr inbounds double, ptr %48, i64 %60
  %70 = load double, ptr %69, align 8, !tbaa !13
  %71 = call double @llvm.fmuladd.f64(double %62, double %68, double %70)
  store double %71, ptr %69, align 8, !tbaa !13
  %72 = trunc i64 %60 to i32
  %73 = add i32 %72, 2
  %74 = urem i32 %73, %19
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %48, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !13
  %78 = call double @llvm.fmuladd.f64(double %62, double 5.000000e-01, double %77)
  store double %78, ptr %76, align 8, !tbaa !13
  br i1 %64, label %79, label %59, !llvm.loop !17

79:                                               ; preds = %59
  br i1 %29, label %102, label %80

80:                                               ; preds = %79, %80
  %81 = phi i64 [ %99, %80 ], [ 0, %79 ]
  %82 = phi double [ %98, %80 ], [ 0.000000e+00, %79 ]
  %83 = phi i64 [ %100, %80 ], [ 0, %79 ]
  %84 = getelementptr inbounds double, ptr %48, i64 %81
  %85 = load double, ptr %84, align 8, !tbaa !13
  %86 = call double @llvm.fmuladd.f64(double %85, double %85, double %82)
  %87 = or disjoint i64 %81, 1
  %88 = getelementptr inbounds double, ptr %48, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !13
  %90 = call double @llvm.fmuladd.f64(double %89, double %89, double %86)
  %91 = or disjoint i64 %81, 2
  %92 = getelementptr inbounds double, ptr %48, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !13
  %94 = call double @llvm.fmuladd.f64(double %93, double %93, double %90)
  %95 = or disjoint i64 %81, 3
  %96 = getelementptr inbounds double, ptr %48, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !13
  %98 = call double @llvm.fmuladd.f64(double %97, double %97, double %94)
  %99 = add nuw nsw i64 %81, 4
  %100 = add i64 %83, 4
  %101 = icmp eq i64 %100, %30
  br i1 %101, label %102, label %80, !llvm.loop !18

102:                                              ; preds = %80, %79
  %103 = phi double [ poison, %79 ], [ %98, %80 ]
  %104 = phi i64 [ 0, %79 ], [ %99, %80 ]
  %105 = phi double [ 0.000000e+00, %79 ], [ %98, %80 ]
  br i1 %31, label %116, label %106

106:                                              ; preds = %102, %106
  %107 = phi i64 [ %113, %106 ], [ %104, %102 ]
  %108 = phi double [ %112, %106 ], [ %105, %102 ]
  %109 = phi i64 [ %114, %106 ], [ 0, %102 ]
  %110 = getelementptr inbounds double, ptr %48, i64 %107
  %111 = load double, ptr %110, align 8, !tbaa !13
  %112 = call double @llvm.fmuladd.f64(double %111, double %111, double %108)
  %113 = add nuw nsw i64 %107, 1
  %114 = add i64 %109, 1
  %115 = icmp eq i64 %114, %28
  br i1 %115, label %116, label %106, !llvm.loop !19

116:                                              ; preds = %106, %102
  %117 = phi double [ %103, %102 ], [ %112, %106 ]
  %118 = fsub double %41, %45
  call void @free(ptr noundef %47) #13
  call void @free(ptr noundef nonnull %48) #13
  store double %118, ptr %40, align 8, !tbaa !13
  %119 = call noalias ptr @malloc(i64 noundef %26) #14
  %120 = call noalias ptr @calloc(i64 noundef %25, i64 noundef 8) #15
  br label %121

121:                                              ; preds = %121, %116
  %122 = phi i64 [ 0, %116 ], [ %129, %121 ]
  %123 = getelementptr inbounds double, ptr %24, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !13
  %125 = fmul double %124, 3.000000e-01
  %126 = call double @exp(double noundef %125) #13
  %127 = fsub double %126, %124
  %128 = getelementptr inbounds double, ptr %119, i64 %122
  store double %127, ptr %128, align 8, !tbaa !13
  %129 = add nuw nsw i64 %122, 1
  %130 = icmp eq i64 %129, %27
  br i1 %130, label %131, label %121, !llvm.loop !15

131:                                              ; preds = %121, %131
  %132 = phi i64 [ %135, %131 ], [ 0, %121 ]
  %133 = getelementptr inbounds double, ptr %119, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !13
  %135 = add nuw nsw i64 %132, 1
  %136 = icmp eq i64 %135, %27
  %137 = and i64 %135, 4294967295
  %138 = select i1 %136, i64 0, i64 %137
  %139 = getelementptr inbounds double, ptr %119, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !13
  %141 = getelementptr inbounds double, ptr %120, i64 %132
  %142 = load double, ptr %141, align 8, !tbaa !13
  %143 = call double @llvm.fmuladd.f64(double %134, double %140, double %142)
  store double %143, ptr %141, align 8, !tbaa !13
  %144 = trunc i64 %132 to i32
  %145 = add i32 %144, 2
  %146 = urem i32 %145, %19
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds double, ptr %120, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !13
  %150 = call double @llvm.fmuladd.f64(double %134, double 5.000000e-01, double %149)
  store double %150, ptr %148, align 8, !tbaa !13
  br i1 %136, label %151, label %131, !llvm.loop !17

151:                                              ; preds = %131
  br i1 %33, label %174, label %152

152:                                              ; preds = %151, %152
  %153 = phi i64 [ %171, %152 ], [ 0, %151 ]
  %154 = phi double [ %170, %152 ], [ 0.000000e+00, %151 ]
  %155 = phi i64 [ %172, %152 ], [ 0, %151 ]
  %156 = getelementptr inbounds double, ptr %120, i64 %153
  %157 = load double, ptr %156, align 8, !tbaa !13
  %158 = call double @llvm.fmuladd.f64(double %157, double %157, double %154)
  %159 = or disjoint i64 %153, 1
  %160 = getelementptr inbounds double, ptr %120, i64 %159
  %161 = load double, ptr %160, align 8, !tbaa !13
  %162 = call double @llvm.fmuladd.f64(double %161, double %161, double %158)
  %163 = or disjoint i64 %153, 2
  %164 = getelementptr inbounds double, ptr %120, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !13
  %166 = call double @llvm.fmuladd.f64(double %165, double %165, double %162)
  %167 = or disjoint i64 %153, 3
  %168 = getelementptr inbounds double, ptr %120, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !13
  %170 = call double @llvm.fmuladd.f64(double %169, double %169, double %166)
  %171 = add nuw nsw i64 %153, 4
  %172 = add i64 %155, 4
  %173 = icmp eq i64 %172, %34
  br i1 %173, label %174, label %152, !llvm.loop !18

174:                                              ; preds = %152, %151
  %175 = phi double [ poison, %151 ], [ %170, %152 ]
  %176 = phi i64 [ 0, %151 ], [ %171, %152 ]
  %177 = phi double [ 0.000000e+00, %151 ], [ %170, %152 ]
  br i1 %35, label %188, label %178

178:                                              ; preds = %174, %178
  %179 = phi i64 [ %185, %178 ], [ %176, %174 ]
  %180 = phi double [ %184, %178 ], [ %177, %174 ]
  %181 = phi i64 [ %186, %178 ], [ 0, %174 ]
  %182 = getelementptr inbounds double, ptr %120, i64 %179
  %183 = load double, ptr %182, align 8, !tbaa !13
  %184 = call double @llvm.fmuladd.f64(double %183, double %183, double %180)
  %185 = add nuw nsw i64 %179, 1
  %186 = add i64 %181, 1
  %187 = icmp eq i64 %186, %32
  br i1 %187, label %188, label %178, !llvm.loop !21

188:                                              ; preds = %178, %174
  %189 = phi double [ %175, %174 ], [ %184, %178 ]
  call void @free(ptr noundef %119) #13
  call void @free(ptr noundef nonnull %120) #13
  store double %41, ptr %40, align 8, !tbaa !13
  %190 = fsub double %117, %189
  %191 = fsub double %46, %118
  %192 = fdiv double %190, %191
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ogt double %193, 1.000000e+00
  %195 = select i1 %194, double %193, double 1.000000e+00
  %196 = fsub double %39, %192
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = fmul double %195, 0x3EB0C6F7A0B5ED8D
  %199 = fcmp ole double %197, %198
  %200 = select i1 %199, ptr @.str.6, ptr @.str.7
  %201 = trunc nuw nsw i64 %37 to i32
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %201, double noundef %39, double noundef %192, ptr noundef nonnull %200)
  br i1 %199, label %206, label %203

203:                                              ; preds = %188
  %204 = load i32, ptr @n_fail, align 4, !tbaa !5
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr @n_fail, align 4, !tbaa !5
  br label %206

206:                                              ; preds = %203, %188
  %207 = add nuw nsw i64 %37, 1
  %208 = icmp eq i64 %207, %27
  br i1 %208, label %209, label %36, !llvm.loop !22

209:                                              ; preds = %206
  call void @free(ptr noundef nonnull %24) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, ptr noundef nonnull align 16 dereferenceable(160) %7, i64 160, i1 false)
  %210 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %19) #13
  %211 = call noalias ptr @malloc(i64 noundef %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %211, ptr nonnull readonly align 16 %3, i64 %26, i1 false)
  %212 = add nsw i32 %19, 2
  %213 = sext i32 %212 to i64
  %214 = shl nsw i64 %213, 3
  %215 = icmp eq i64 %17, 2
  %216 = and i64 %27, 2147483644
  %217 = icmp eq i64 %216, %27
  %218 = icmp eq i64 %17, 2
  %219 = and i64 %27, 2147483644
  %220 = icmp eq i64 %219, %27
  %221 = and i64 %27, 3
  %222 = icmp eq i64 %17, 2
  %223 = and i64 %27, 2147483644
  %224 = icmp eq i64 %221, 0
  %225 = icmp eq i64 %17, 2
  %226 = and i64 %27, 2147483644
  %227 = icmp eq i64 %226, %27
  %228 = icmp eq i64 %17, 2
  %229 = and i64 %27, 2147483644
  %230 = icmp eq i64 %229, %27
  %231 = and i64 %27, 3
  %232 = icmp eq i64 %17, 2
  %233 = and i64 %27, 2147483644
  %234 = icmp eq i64 %231, 0
  br label %235

235:                                              ; preds = %209, %531
  %236 = phi i64 [ 0, %209 ], [ %532, %531 ]
  %237 = getelementptr inbounds double, ptr %4, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !13
  %239 = getelementptr inbounds double, ptr %211, i64 %236
  %240 = load double, ptr %239, align 8, !tbaa !13
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ogt double %241, 1.000000e+00
  %243 = select i1 %242, double %241, double 1.000000e+00
  %244 = fmul double %243, 0x3EB0C6F7A0B5ED8D
  %245 = fadd double %240, %244
  store double %245, ptr %239, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #13
  %246 = call noalias ptr @malloc(i64 noundef %214) #14
  br i1 %215, label %247, label %249

247:                                              ; preds = %262, %235
  %248 = phi i64 [ 0, %235 ], [ %216, %262 ]
  br label %307

249:                                              ; preds = %235, %249
  %250 = phi i64 [ %260, %249 ], [ 0, %235 ]
  %251 = getelementptr inbounds double, ptr %211, i64 %250
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load <2 x double>, ptr %251, align 8, !tbaa !13
  %254 = load <2 x double>, ptr %252, align 8, !tbaa !13
  %255 = fmul <2 x double> %253, %253
  %256 = fmul <2 x double> %254, %254
  %257 = or disjoint i64 %250, 1
  %258 = getelementptr inbounds double, ptr %246, i64 %257
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  store <2 x double> %255, ptr %258, align 8, !tbaa !13
  store <2 x double> %256, ptr %259, align 8, !tbaa !13
  %260 = add nuw i64 %250, 4
  %261 = icmp eq i64 %260, %216
  br i1 %261, label %262, label %249, !llvm.loop !23

262:                                              ; preds = %249
  br i1 %217, label %263, label %247

263:                                              ; preds = %307, %262
  %264 = getelementptr inbounds double, ptr %246, i64 %27
  %265 = load double, ptr %264, align 8, !tbaa !13
  %266 = getelementptr inbounds i8, ptr %246, i64 8
  %267 = load double, ptr %266, align 8, !tbaa !13
  store double %265, ptr %246, align 8, !tbaa !13
  %268 = getelementptr i8, ptr %264, i64 8
  store double %267, ptr %268, align 8, !tbaa !13
  %269 = getelementptr inbounds i8, ptr %246, i64 16
  br i1 %218, label %270, label %273

270:                                              ; preds = %305, %263
  %271 = phi double [ %265, %263 ], [ %306, %305 ]
  %272 = phi i64 [ 0, %263 ], [ %219, %305 ]
  br label %315

273:                                              ; preds = %263
  %274 = insertelement <2 x double> poison, double %265, i64 1
  br label %275

275:                                              ; preds = %275, %273
  %276 = phi i64 [ 0, %273 ], [ %303, %275 ]
  %277 = phi <2 x double> [ %274, %273 ], [ %282, %275 ]
  %278 = or disjoint i64 %276, 1
  %279 = getelementptr inbounds double, ptr %246, i64 %278
  %280 = getelementptr inbounds i8, ptr %279, i64 16
  %281 = load <2 x double>, ptr %279, align 8, !tbaa !13
  %282 = load <2 x double>, ptr %280, align 8, !tbaa !13
  %283 = shufflevector <2 x double> %277, <2 x double> %281, <2 x i32> <i32 1, i32 2>
  %284 = shufflevector <2 x double> %281, <2 x double> %282, <2 x i32> <i32 1, i32 2>
  %285 = fmul <2 x double> %281, <double 5.000000e-01, double 5.000000e-01>
  %286 = fmul <2 x double> %282, <double 5.000000e-01, double 5.000000e-01>
  %287 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %283, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %285)
  %288 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %284, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %286)
  %289 = getelementptr inbounds double, ptr %269, i64 %276
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load <2 x double>, ptr %289, align 8, !tbaa !13
  %292 = load <2 x double>, ptr %290, align 8, !tbaa !13
  %293 = fmul <2 x double> %291, <double 2.500000e-01, double 2.500000e-01>
  %294 = fmul <2 x double> %292, <double 2.500000e-01, double 2.500000e-01>
  %295 = getelementptr inbounds double, ptr %211, i64 %276
  %296 = getelementptr inbounds i8, ptr %295, i64 16
  %297 = load <2 x double>, ptr %295, align 8, !tbaa !13
  %298 = load <2 x double>, ptr %296, align 8, !tbaa !13
  %299 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %293, <2 x double> %297, <2 x double> %287)
  %300 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %294, <2 x double> %298, <2 x double> %288)
  %301 = getelementptr inbounds double, ptr %1, i64 %276
  %302 = getelementptr inbounds i8, ptr %301, i64 16
  store <2 x double> %299, ptr %301, align 16, !tbaa !13
  store <2 x double> %300, ptr %302, align 16, !tbaa !13
  %303 = add nuw i64 %276, 4
  %304 = icmp eq i64 %303, %219
  br i1 %304, label %305, label %275, !llvm.loop !26

305:                                              ; preds = %275
  %306 = extractelement <2 x double> %282, i64 1
  br i1 %220, label %331, label %270

307:                                              ; preds = %247, %307
  %308 = phi i64 [ %312, %307 ], [ %248, %247 ]
  %309 = getelementptr inbounds double, ptr %211, i64 %308
  %310 = load double, ptr %309, align 8, !tbaa !13
  %311 = fmul double %310, %310
  %312 = add nuw nsw i64 %308, 1
  %313 = getelementptr inbounds double, ptr %246, i64 %312
  store double %311, ptr %313, align 8, !tbaa !13
  %314 = icmp eq i64 %312, %27
  br i1 %314, label %263, label %307, !llvm.loop !27

315:                                              ; preds = %270, %315
  %316 = phi double [ %320, %315 ], [ %271, %270 ]
  %317 = phi i64 [ %318, %315 ], [ %272, %270 ]
  %318 = add nuw nsw i64 %317, 1
  %319 = getelementptr inbounds double, ptr %246, i64 %318
  %320 = load double, ptr %319, align 8, !tbaa !13
  %321 = fmul double %320, 5.000000e-01
  %322 = call double @llvm.fmuladd.f64(double %316, double 2.500000e-01, double %321)
  %323 = getelementptr inbounds double, ptr %269, i64 %317
  %324 = load double, ptr %323, align 8, !tbaa !13
  %325 = fmul double %324, 2.500000e-01
  %326 = getelementptr inbounds double, ptr %211, i64 %317
  %327 = load double, ptr %326, align 8, !tbaa !13
  %328 = call double @llvm.fmuladd.f64(double %325, double %327, double %322)
  %329 = getelementptr inbounds double, ptr %1, i64 %317
  store double %328, ptr %329, align 8, !tbaa !13
  %330 = icmp eq i64 %318, %27
  br i1 %330, label %331, label %315, !llvm.loop !28

331:                                              ; preds = %315, %305
  call void @free(ptr noundef nonnull %246) #13
  br i1 %222, label %362, label %332

332:                                              ; preds = %331, %332
  %333 = phi i64 [ %359, %332 ], [ 0, %331 ]
  %334 = phi double [ %358, %332 ], [ 0.000000e+00, %331 ]
  %335 = phi i64 [ %360, %332 ], [ 0, %331 ]
  %336 = getelementptr inbounds double, ptr %7, i64 %333
  %337 = load double, ptr %336, align 16, !tbaa !13
  %338 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %333
  %339 = load double, ptr %338, align 16, !tbaa !13
  %340 = call double @llvm.fmuladd.f64(double %337, double %339, double %334)
  %341 = or disjoint i64 %333, 1
  %342 = getelementptr inbounds double, ptr %7, i64 %341
  %343 = load double, ptr %342, align 8, !tbaa !13
  %344 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %341
  %345 = load double, ptr %344, align 8, !tbaa !13
  %346 = call double @llvm.fmuladd.f64(double %343, double %345, double %340)
  %347 = or disjoint i64 %333, 2
  %348 = getelementptr inbounds double, ptr %7, i64 %347
  %349 = load double, ptr %348, align 16, !tbaa !13
  %350 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %347
  %351 = load double, ptr %350, align 16, !tbaa !13
  %352 = call double @llvm.fmuladd.f64(double %349, double %351, double %346)
  %353 = or disjoint i64 %333, 3
  %354 = getelementptr inbounds double, ptr %7, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !13
  %356 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %353
  %357 = load double, ptr %356, align 8, !tbaa !13
  %358 = call double @llvm.fmuladd.f64(double %355, double %357, double %352)
  %359 = add nuw nsw i64 %333, 4
  %360 = add i64 %335, 4
  %361 = icmp eq i64 %360, %223
  br i1 %361, label %362, label %332, !llvm.loop !29

362:                                              ; preds = %332, %331
  %363 = phi double [ poison, %331 ], [ %358, %332 ]
  %364 = phi i64 [ 0, %331 ], [ %359, %332 ]
  %365 = phi double [ 0.000000e+00, %331 ], [ %358, %332 ]
  br i1 %224, label %378, label %366

366:                                              ; preds = %362, %366
  %367 = phi i64 [ %375, %366 ], [ %364, %362 ]
  %368 = phi double [ %374, %366 ], [ %365, %362 ]
  %369 = phi i64 [ %376, %366 ], [ 0, %362 ]
  %370 = getelementptr inbounds double, ptr %7, i64 %367
  %371 = load double, ptr %370, align 8, !tbaa !13
  %372 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %367
  %373 = load double, ptr %372, align 8, !tbaa !13
  %374 = call double @llvm.fmuladd.f64(double %371, double %373, double %368)
  %375 = add nuw nsw i64 %367, 1
  %376 = add i64 %369, 1
  %377 = icmp eq i64 %376, %221
  br i1 %377, label %378, label %366, !llvm.loop !30

378:                                              ; preds = %366, %362
  %379 = phi double [ %363, %362 ], [ %374, %366 ]
  %380 = fsub double %240, %244
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #13
  store double %380, ptr %239, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #13
  %381 = call noalias ptr @malloc(i64 noundef %214) #14
  br i1 %225, label %382, label %384

382:                                              ; preds = %397, %378
  %383 = phi i64 [ 0, %378 ], [ %226, %397 ]
  br label %442

384:                                              ; preds = %378, %384
  %385 = phi i64 [ %395, %384 ], [ 0, %378 ]
  %386 = getelementptr inbounds double, ptr %211, i64 %385
  %387 = getelementptr inbounds i8, ptr %386, i64 16
  %388 = load <2 x double>, ptr %386, align 8, !tbaa !13
  %389 = load <2 x double>, ptr %387, align 8, !tbaa !13
  %390 = fmul <2 x double> %388, %388
  %391 = fmul <2 x double> %389, %389
  %392 = or disjoint i64 %385, 1
  %393 = getelementptr inbounds double, ptr %381, i64 %392
  %394 = getelementptr inbounds i8, ptr %393, i64 16
  store <2 x double> %390, ptr %393, align 8, !tbaa !13
  store <2 x double> %391, ptr %394, align 8, !tbaa !13
  %395 = add nuw i64 %385, 4
  %396 = icmp eq i64 %395, %226
  br i1 %396, label %397, label %384, !llvm.loop !31

397:                                              ; preds = %384
  br i1 %227, label %398, label %382

398:                                              ; preds = %442, %397
  %399 = getelementptr inbounds double, ptr %381, i64 %27
  %400 = load double, ptr %399, align 8, !tbaa !13
  %401 = getelementptr inbounds i8, ptr %381, i64 8
  %402 = load double, ptr %401, align 8, !tbaa !13
  store double %400, ptr %381, align 8, !tbaa !13
  %403 = getelementptr i8, ptr %399, i64 8
  store double %402, ptr %403, align 8, !tbaa !13
  %404 = getelementptr inbounds i8, ptr %381, i64 16
  br i1 %228, label %405, label %408

405:                                              ; preds = %440, %398
  %406 = phi double [ %400, %398 ], [ %441, %440 ]
  %407 = phi i64 [ 0, %398 ], [ %229, %440 ]
  br label %450

408:                                              ; preds = %398
  %409 = insertelement <2 x double> poison, double %400, i64 1
  br label %410

410:                                              ; preds = %410, %408
  %411 = phi i64 [ 0, %408 ], [ %438, %410 ]
  %412 = phi <2 x double> [ %409, %408 ], [ %417, %410 ]
  %413 = or disjoint i64 %411, 1
  %414 = getelementptr inbounds double, ptr %381, i64 %413
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  %416 = load <2 x double>, ptr %414, align 8, !tbaa !13
  %417 = load <2 x double>, ptr %415, align 8, !tbaa !13
  %418 = shufflevector <2 x double> %412, <2 x double> %416, <2 x i32> <i32 1, i32 2>
  %419 = shufflevector <2 x double> %416, <2 x double> %417, <2 x i32> <i32 1, i32 2>
  %420 = fmul <2 x double> %416, <double 5.000000e-01, double 5.000000e-01>
  %421 = fmul <2 x double> %417, <double 5.000000e-01, double 5.000000e-01>
  %422 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %418, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %420)
  %423 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %419, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %421)
  %424 = getelementptr inbounds double, ptr %404, i64 %411
  %425 = getelementptr inbounds i8, ptr %424, i64 16
  %426 = load <2 x double>, ptr %424, align 8, !tbaa !13
  %427 = load <2 x double>, ptr %425, align 8, !tbaa !13
  %428 = fmul <2 x double> %426, <double 2.500000e-01, double 2.500000e-01>
  %429 = fmul <2 x double> %427, <double 2.500000e-01, double 2.500000e-01>
  %430 = getelementptr inbounds double, ptr %211, i64 %411
  %431 = getelementptr inbounds i8, ptr %430, i64 16
  %432 = load <2 x double>, ptr %430, align 8, !tbaa !13
  %433 = load <2 x double>, ptr %431, align 8, !tbaa !13
  %434 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %428, <2 x double> %432, <2 x double> %422)
  %435 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %429, <2 x double> %433, <2 x double> %423)
  %436 = getelementptr inbounds double, ptr %2, i64 %411
  %437 = getelementptr inbounds i8, ptr %436, i64 16
  store <2 x double> %434, ptr %436, align 16, !tbaa !13
  store <2 x double> %435, ptr %437, align 16, !tbaa !13
  %438 = add nuw i64 %411, 4
  %439 = icmp eq i64 %438, %229
  br i1 %439, label %440, label %410, !llvm.loop !32

440:                                              ; preds = %410
  %441 = extractelement <2 x double> %417, i64 1
  br i1 %230, label %466, label %405

442:                                              ; preds = %382, %442
  %443 = phi i64 [ %447, %442 ], [ %383, %382 ]
  %444 = getelementptr inbounds double, ptr %211, i64 %443
  %445 = load double, ptr %444, align 8, !tbaa !13
  %446 = fmul double %445, %445
  %447 = add nuw nsw i64 %443, 1
  %448 = getelementptr inbounds double, ptr %381, i64 %447
  store double %446, ptr %448, align 8, !tbaa !13
  %449 = icmp eq i64 %447, %27
  br i1 %449, label %398, label %442, !llvm.loop !33

450:                                              ; preds = %405, %450
  %451 = phi double [ %455, %450 ], [ %406, %405 ]
  %452 = phi i64 [ %453, %450 ], [ %407, %405 ]
  %453 = add nuw nsw i64 %452, 1
  %454 = getelementptr inbounds double, ptr %381, i64 %453
  %455 = load double, ptr %454, align 8, !tbaa !13
  %456 = fmul double %455, 5.000000e-01
  %457 = call double @llvm.fmuladd.f64(double %451, double 2.500000e-01, double %456)
  %458 = getelementptr inbounds double, ptr %404, i64 %452
  %459 = load double, ptr %458, align 8, !tbaa !13
  %460 = fmul double %459, 2.500000e-01
  %461 = getelementptr inbounds double, ptr %211, i64 %452
  %462 = load double, ptr %461, align 8, !tbaa !13
  %463 = call double @llvm.fmuladd.f64(double %460, double %462, double %457)
  %464 = getelementptr inbounds double, ptr %2, i64 %452
  store double %463, ptr %464, align 8, !tbaa !13
  %465 = icmp eq i64 %453, %27
  br i1 %465, label %466, label %450, !llvm.loop !34

466:                                              ; preds = %450, %440
  call void @free(ptr noundef nonnull %381) #13
  br i1 %232, label %497, label %467

467:                                              ; preds = %466, %467
  %468 = phi i64 [ %494, %467 ], [ 0, %466 ]
  %469 = phi double [ %493, %467 ], [ 0.000000e+00, %466 ]
  %470 = phi i64 [ %495, %467 ], [ 0, %466 ]
  %471 = getelementptr inbounds double, ptr %7, i64 %468
  %472 = load double, ptr %471, align 16, !tbaa !13
  %473 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %468
  %474 = load double, ptr %473, align 16, !tbaa !13
  %475 = call double @llvm.fmuladd.f64(double %472, double %474, double %469)
  %476 = or disjoint i64 %468, 1
  %477 = getelementptr inbounds double, ptr %7, i64 %476
  %478 = load double, ptr %477, align 8, !tbaa !13
  %479 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %476
  %480 = load double, ptr %479, align 8, !tbaa !13
  %481 = call double @llvm.fmuladd.f64(double %478, double %480, double %475)
  %482 = or disjoint i64 %468, 2
  %483 = getelementptr inbounds double, ptr %7, i64 %482
  %484 = load double, ptr %483, align 16, !tbaa !13
  %485 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %482
  %486 = load double, ptr %485, align 16, !tbaa !13
  %487 = call double @llvm.fmuladd.f64(double %484, double %486, double %481)
  %488 = or disjoint i64 %468, 3
  %489 = getelementptr inbounds double, ptr %7, i64 %488
  %490 = load double, ptr %489, align 8, !tbaa !13
  %491 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %488
  %492 = load double, ptr %491, align 8, !tbaa !13
  %493 = call double @llvm.fmuladd.f64(double %490, double %492, double %487)
  %494 = add nuw nsw i64 %468, 4
  %495 = add i64 %470, 4
  %496 = icmp eq i64 %495, %233
  br i1 %496, label %497, label %467, !llvm.loop !29

497:                                              ; preds = %467, %466
  %498 = phi double [ poison, %466 ], [ %493, %467 ]
  %499 = phi i64 [ 0, %466 ], [ %494, %467 ]
  %500 = phi double [ 0.000000e+00, %466 ], [ %493, %467 ]
  br i1 %234, label %513, label %501

501:                                              ; preds = %497, %501
  %502 = phi i64 [ %510, %501 ], [ %499, %497 ]
  %503 = phi double [ %509, %501 ], [ %500, %497 ]
  %504 = phi i64 [ %511, %501 ], [ 0, %497 ]
  %505 = getelementptr inbounds double, ptr %7, i64 %502
  %506 = load double, ptr %505, align 8, !tbaa !13
  %507 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %502
  %508 = load double, ptr %507, align 8, !tbaa !13
  %509 = call double @llvm.fmuladd.f64(double %506, double %508, double %503)
  %510 = add nuw nsw i64 %502, 1
  %511 = add i64 %504, 1
  %512 = icmp eq i64 %511, %231
  br i1 %512, label %513, label %501, !llvm.loop !35

513:                                              ; preds = %501, %497
  %514 = phi double [ %498, %497 ], [ %509, %501 ]
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #13
  store double %240, ptr %239, align 8, !tbaa !13
  %515 = fsub double %379, %514
  %516 = fsub double %245, %380
  %517 = fdiv double %515, %516
  %518 = call double @llvm.fabs.f64(double %517)
  %519 = fcmp ogt double %518, 1.000000e+00
  %520 = select i1 %519, double %518, double 1.000000e+00
  %521 = fsub double %238, %517
  %522 = call double @llvm.fabs.f64(double %521)
  %523 = fmul double %520, 0x3EB0C6F7A0B5ED8D
  %524 = fcmp ole double %522, %523
  %525 = select i1 %524, ptr @.str.6, ptr @.str.7
  %526 = trunc nuw nsw i64 %236 to i32
  %527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %526, double noundef %238, double noundef %517, ptr noundef nonnull %525)
  br i1 %524, label %531, label %528

528:                                              ; preds = %513
  %529 = load i32, ptr @n_fail, align 4, !tbaa !5
  %530 = add nsw i32 %529, 1
  store i32 %530, ptr @n_fail, align 4, !tbaa !5
  br label %531

531:                                              ; preds = %528, %513
  %532 = add nuw nsw i64 %236, 1
  %533 = icmp eq i64 %532, %27
  br i1 %533, label %534, label %235, !llvm.loop !22

534:                                              ; preds = %531
  call void @free(ptr noundef nonnull %211) #13
  br label %574

535:                                              ; preds = %585
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  %536 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_alloc, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %19, i32 noundef 4) #13
  %537 = call noalias ptr @malloc(i64 noundef %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %537, ptr nonnull readonly align 16 %3, i64 %26, i1 false)
  br label %538

538:                                              ; preds = %568, %535
  %539 = phi i64 [ 0, %535 ], [ %569, %568 ]
  %540 = getelementptr inbounds double, ptr %4, i64 %539
  %541 = load double, ptr %540, align 8, !tbaa !13
  %542 = getelementptr inbounds double, ptr %537, i64 %539
  %543 = load double, ptr %542, align 8, !tbaa !13
  %544 = call double @llvm.fabs.f64(double %543)
  %545 = fcmp ogt double %544, 1.000000e+00
  %546 = select i1 %545, double %544, double 1.000000e+00
  %547 = fmul double %546, 0x3EB0C6F7A0B5ED8D
  %548 = fadd double %543, %547
  %549 = fsub double %543, %547
  store double %548, ptr %542, align 8, !tbaa !13
  %550 = call fastcc double @obj_loop(ptr noundef %537, ptr noundef nonnull %8) #13, !callees !36
  store double %549, ptr %542, align 8, !tbaa !13
  %551 = call fastcc double @obj_loop(ptr noundef %537, ptr noundef nonnull %8) #13, !callees !36
  store double %543, ptr %542, align 8, !tbaa !13
  %552 = fsub double %550, %551
  %553 = fsub double %548, %549
  %554 = fdiv double %552, %553
  %555 = call double @llvm.fabs.f64(double %554)
  %556 = fcmp ogt double %555, 1.000000e+00
  %557 = select i1 %556, double %555, double 1.000000e+00
  %558 = fsub double %541, %554
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = fmul double %557, 0x3EB0C6F7A0B5ED8D
  %561 = fcmp ole double %559, %560
  %562 = select i1 %561, ptr @.str.6, ptr @.str.7
  %563 = trunc nuw nsw i64 %539 to i32
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %563, double noundef %541, double noundef %554, ptr noundef nonnull %562)
  br i1 %561, label %568, label %565

565:                                              ; preds = %538
  %566 = load i32, ptr @n_fail, align 4, !tbaa !5
  %567 = add nsw i32 %566, 1
  store i32 %567, ptr @n_fail, align 4, !tbaa !5
  br label %568

568:                                              ; preds = %565, %538
  %569 = add nuw nsw i64 %539, 1
  %570 = icmp eq i64 %569, %27
  br i1 %570, label %571, label %538, !llvm.loop !22

571:                                              ; preds = %568
  call void @free(ptr noundef nonnull %537) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  %572 = add nuw nsw i64 %17, 1
  %573 = icmp eq i64 %572, 3
  br i1 %573, label %10, label %16, !llvm.loop !37

574:                                              ; preds = %534, %585
  %575 = phi i64 [ 0, %534 ], [ %586, %585 ]
  %576 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !13
  %578 = fcmp oeq double %577, 0.000000e+00
  %579 = select i1 %578, ptr @.str.6, ptr @.str.7
  %580 = trunc nuw nsw i64 %575 to i32
  %581 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %580, double noundef %577, double noundef 0.000000e+00, ptr noundef nonnull %579)
  br i1 %578, label %585, label %582

582:                                              ; preds = %574
  %583 = load i32, ptr @n_fail, align 4, !tbaa !5
  %584 = add nsw i32 %583, 1
  store i32 %584, ptr @n_fail, align 4, !tbaa !5
  br label %585

585:                                              ; preds = %574, %582
  %586 = add nuw nsw i64 %575, 1
  %587 = icmp eq i64 %586, %22
  br i1 %587, label %535, label %574, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #2 {
  %2 = load i64, ptr @rng_state, align 8, !tbaa !39
  %3 = mul i64 %2, 6364136223846793005
  %4 = add i64 %3, 1442695040888963407
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = insertelement <2 x i64> poison, i64 %4, i64 0
  %8 = insertelement <2 x i64> %7, i64 %6, i64 1
  %9 = lshr <2 x i64> %8, <i64 10, i64 10>
  %10 = and <2 x i64> %9, <i64 18014398509481982, i64 18014398509481982>
  %11 = uitofp nneg <2 x i64> %10 to <2 x double>
  %12 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %11, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %12, ptr %0, align 8, !tbaa !13
  %13 = mul i64 %6, 6364136223846793005
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = add i64 %13, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = insertelement <2 x i64> poison, i64 %15, i64 0
  %19 = insertelement <2 x i64> %18, i64 %17, i64 1
  %20 = lshr <2 x i64> %19, <i64 10, i64 10>
  %21 = and <2 x i64> %20, <i64 18014398509481982, i64 18014398509481982>
  %22 = uitofp nneg <2 x i64> %21 to <2 x double>
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %23, ptr %14, align 8, !tbaa !13
  %24 = mul i64 %17, 6364136223846793005
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  %26 = add i64 %24, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = insertelement <2 x i64> poison, i64 %26, i64 0
  %30 = insertelement <2 x i64> %29, i64 %28, i64 1
  %31 = lshr <2 x i64> %30, <i64 10, i64 10>
  %32 = and <2 x i64> %31, <i64 18014398509481982, i64 18014398509481982>
  %33 = uitofp nneg <2 x i64> %32 to <2 x double>
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %34, ptr %25, align 8, !tbaa !13
  %35 = mul i64 %28, 6364136223846793005
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  %37 = add i64 %35, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = insertelement <2 x i64> poison, i64 %37, i64 0
  %41 = insertelement <2 x i64> %40, i64 %39, i64 1
  %42 = lshr <2 x i64> %41, <i64 10, i64 10>
  %43 = and <2 x i64> %42, <i64 18014398509481982, i64 18014398509481982>
  %44 = uitofp nneg <2 x i64> %43 to <2 x double>
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %45, ptr %36, align 8, !tbaa !13
  %46 = mul i64 %39, 6364136223846793005
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = add i64 %46, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = insertelement <2 x i64> poison, i64 %48, i64 0
  %52 = insertelement <2 x i64> %51, i64 %50, i64 1
  %53 = lshr <2 x i64> %52, <i64 10, i64 10>
  %54 = and <2 x i64> %53, <i64 18014398509481982, i64 18014398509481982>
  %55 = uitofp nneg <2 x i64> %54 to <2 x double>
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %56, ptr %47, align 8, !tbaa !13
  %57 = mul i64 %50, 6364136223846793005
  %58 = getelementptr inbounds i8, ptr %0, i64 80
  %59 = add i64 %57, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <2 x i64> poison, i64 %59, i64 0
  %63 = insertelement <2 x i64> %62, i64 %61, i64 1
  %64 = lshr <2 x i64> %63, <i64 10, i64 10>
  %65 = and <2 x i64> %64, <i64 18014398509481982, i64 18014398509481982>
  %66 = uitofp nneg <2 x i64> %65 to <2 x double>
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %67, ptr %58, align 8, !tbaa !13
  %68 = mul i64 %61, 6364136223846793005
  %69 = getelementptr inbounds i8, ptr %0, i64 96
  %70 = add i64 %68, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <2 x i64> poison, i64 %70, i64 0
  %74 = insertelement <2 x i64> %73, i64 %72, i64 1
  %75 = lshr <2 x i64> %74, <i64 10, i64 10>
  %76 = and <2 x i64> %75, <i64 18014398509481982, i64 18014398509481982>
  %77 = uitofp nneg <2 x i64> %76 to <2 x double>
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %78, ptr %69, align 8, !tbaa !13
  %79 = mul i64 %72, 6364136223846793005
  %80 = getelementptr inbounds i8, ptr %0, i64 112
  %81 = add i64 %79, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = insertelement <2 x i64> poison, i64 %81, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = lshr <2 x i64> %85, <i64 10, i64 10>
  %87 = and <2 x i64> %86, <i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <2 x i64> %87 to <2 x double>
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %89, ptr %80, align 8, !tbaa !13
  %90 = mul i64 %83, 6364136223846793005
  %91 = getelementptr inbounds i8, ptr %0, i64 128
  %92 = add i64 %90, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = insertelement <2 x i64> poison, i64 %92, i64 0
  %96 = insertelement <2 x i64> %95, i64 %94, i64 1
  %97 = lshr <2 x i64> %96, <i64 10, i64 10>
  %98 = and <2 x i64> %97, <i64 18014398509481982, i64 18014398509481982>
  %99 = uitofp nneg <2 x i64> %98 to <2 x double>
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %100, ptr %91, align 8, !tbaa !13
  %101 = mul i64 %94, 6364136223846793005
  %102 = getelementptr inbounds i8, ptr %0, i64 144
  %103 = add i64 %101, 1442695040888963407
  %104 = mul i64 %103, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = insertelement <2 x i64> poison, i64 %103, i64 0
  %107 = insertelement <2 x i64> %106, i64 %105, i64 1
  %108 = lshr <2 x i64> %107, <i64 10, i64 10>
  %109 = and <2 x i64> %108, <i64 18014398509481982, i64 18014398509481982>
  %110 = uitofp nneg <2 x i64> %109 to <2 x double>
  %111 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %111, ptr %102, align 8, !tbaa !13
  store i64 %105, ptr @rng_state, align 8, !tbaa !39
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @temps(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #14
  %6 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #15
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %66

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  br label %13

10:                                               ; preds = %13
  br i1 %7, label %11, label %66

11:                                               ; preds = %10
  %12 = zext nneg i32 %1 to i64
  br label %30

13:                                               ; preds = %8, %13
  %14 = phi i64 [ 0, %8 ], [ %22, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !13
  %17 = fmul double %16, 3.000000e-01
  %18 = tail call double @exp(double noundef %17) #13
  %19 = load double, ptr %15, align 8, !tbaa !13
  %20 = fsub double %18, %19
  %21 = getelementptr inbounds double, ptr %5, i64 %14
  store double %20, ptr %21, align 8, !tbaa !13
  %22 = add nuw nsw i64 %14, 1
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %10, label %13, !llvm.loop !15

24:                                               ; preds = %30
  br i1 %7, label %25, label %66

25:                                               ; preds = %24
  %26 = and i64 %12, 3
  %27 = icmp ult i32 %1, 4
  br i1 %27, label %51, label %28

28:                                               ; preds = %25
  %29 = and i64 %12, 2147483644
  br label %68

30:                                               ; preds = %11, %30
  %31 = phi i64 [ 0, %11 ], [ %34, %30 ]
  %32 = getelementptr inbounds double, ptr %5, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !13
  %34 = add nuw nsw i64 %31, 1
  %35 = icmp eq i64 %34, %12
  %36 = and i64 %34, 4294967295
  %37 = select i1 %35, i64 0, i64 %36
  %38 = getelementptr inbounds double, ptr %5, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds double, ptr %6, i64 %31
  %41 = load double, ptr %40, align 8, !tbaa !13
  %42 = tail call double @llvm.fmuladd.f64(double %33, double %39, double %41)
  store double %42, ptr %40, align 8, !tbaa !13
  %43 = trunc i64 %31 to i32
  %44 = add i32 %43, 2
  %45 = urem i32 %44, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %6, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !13
  %49 = tail call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %48)
  store double %49, ptr %47, align 8, !tbaa !13
  %50 = icmp eq i64 %34, %12
  br i1 %50, label %24, label %30, !llvm.loop !17

51:                                               ; preds = %68, %25
  %52 = phi double [ poison, %25 ], [ %86, %68 ]
  %53 = phi i64 [ 0, %25 ], [ %87, %68 ]
  %54 = phi double [ 0.000000e+00, %25 ], [ %86, %68 ]
  %55 = icmp eq i64 %26, 0
  br i1 %55, label %66, label %56

56:                                               ; preds = %51, %56
  %57 = phi i64 [ %63, %56 ], [ %53, %51 ]
  %58 = phi double [ %62, %56 ], [ %54, %51 ]
  %59 = phi i64 [ %64, %56 ], [ 0, %51 ]
  %60 = getelementptr inbounds double, ptr %6, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !13
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %61, double %58)
  %63 = add nuw nsw i64 %57, 1
  %64 = add i64 %59, 1
  %65 = icmp eq i64 %64, %26
  br i1 %65, label %66, label %56, !llvm.loop !41

66:                                               ; preds = %51, %56, %2, %10, %24
  %67 = phi double [ 0.000000e+00, %24 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %52, %51 ], [ %62, %56 ]
  tail call void @free(ptr noundef %5) #13
  tail call void @free(ptr noundef %6) #13
  ret double %67

68:                                               ; preds = %68, %28
  %69 = phi i64 [ 0, %28 ], [ %87, %68 ]
  %70 = phi double [ 0.000000e+00, %28 ], [ %86, %68 ]
  %71 = phi i64 [ 0, %28 ], [ %88, %68 ]
  %72 = getelementptr inbounds double, ptr %6, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !13
  %74 = tail call double @llvm.fmuladd.f64(double %73, double %73, double %70)
  %75 = or disjoint i64 %69, 1
  %76 = getelementptr inbounds double, ptr %6, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !13
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %77, double %74)
  %79 = or disjoint i64 %69, 2
  %80 = getelementptr inbounds double, ptr %6, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !13
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %81, double %78)
  %83 = or disjoint i64 %69, 3
  %84 = getelementptr inbounds double, ptr %6, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !13
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %82)
  %87 = add nuw nsw i64 %69, 4
  %88 = add i64 %71, 4
  %89 = icmp eq i64 %88, %29
  br i1 %89, label %51, label %68, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = add nsw i32 %2, 2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #14
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %116

11:                                               ; preds = %3
  %12 = zext nneg i32 %2 to i64
  %13 = icmp ult i32 %2, 4
  br i1 %13, label %14, label %16

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %108

16:                                               ; preds = %11
  %17 = and i64 %12, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %29, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !13
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !13
  %24 = fmul <2 x double> %22, %22
  %25 = fmul <2 x double> %23, %23
  %26 = or disjoint i64 %19, 1
  %27 = getelementptr inbounds double, ptr %9, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %24, ptr %27, align 8, !tbaa !13
  store <2 x double> %25, ptr %28, align 8, !tbaa !13
  %29 = add nuw i64 %19, 4
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %18, !llvm.loop !42

31:                                               ; preds = %18
  %32 = icmp eq i64 %17, %12
  br i1 %32, label %33, label %14

33:                                               ; preds = %108, %31
  %34 = zext nneg i32 %2 to i64
  %35 = getelementptr inbounds double, ptr %9, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !13
  %37 = getelementptr inbounds i8, ptr %9, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !13
  %39 = getelementptr inbounds double, ptr %9, i64 %34
  store double %36, ptr %9, align 8, !tbaa !13
  %40 = getelementptr i8, ptr %39, i64 8
  store double %38, ptr %40, align 8, !tbaa !13
  br i1 %10, label %41, label %116

41:                                               ; preds = %33
  %42 = zext nneg i32 %2 to i64
  %43 = load double, ptr %9, align 8, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %9, i64 16
  %45 = icmp ult i32 %2, 4
  %46 = sub i64 %5, %4
  %47 = icmp ult i64 %46, 32
  %48 = or i1 %45, %47
  br i1 %48, label %49, label %72

49:                                               ; preds = %105, %41
  %50 = phi double [ %43, %41 ], [ %106, %105 ]
  %51 = phi i64 [ 0, %41 ], [ %73, %105 ]
  %52 = and i64 %34, 1
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %67, label %54

54:                                               ; preds = %49
  %55 = or disjoint i64 %51, 1
  %56 = getelementptr inbounds double, ptr %9, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !13
  %58 = fmul double %57, 5.000000e-01
  %59 = tail call double @llvm.fmuladd.f64(double %50, double 2.500000e-01, double %58)
  %60 = getelementptr inbounds double, ptr %44, i64 %51
  %61 = load double, ptr %60, align 8, !tbaa !13
  %62 = fmul double %61, 2.500000e-01
  %63 = getelementptr inbounds double, ptr %0, i64 %51
  %64 = load double, ptr %63, align 8, !tbaa !13
  %65 = tail call double @llvm.fmuladd.f64(double %62, double %64, double %59)
  %66 = getelementptr inbounds double, ptr %1, i64 %51
  store double %65, ptr %66, align 8, !tbaa !13
  br label %67

67:                                               ; preds = %54, %49
  %68 = phi double [ %50, %49 ], [ %57, %54 ]
  %69 = phi i64 [ %51, %49 ], [ %55, %54 ]
  %70 = add nsw i64 %34, -1
  %71 = icmp eq i64 %51, %70
  br i1 %71, label %116, label %117

72:                                               ; preds = %41
  %73 = and i64 %12, 2147483644
  %74 = insertelement <2 x double> poison, double %43, i64 1
  br label %75

75:                                               ; preds = %75, %72
  %76 = phi i64 [ 0, %72 ], [ %103, %75 ]
  %77 = phi <2 x double> [ %74, %72 ], [ %82, %75 ]
  %78 = or disjoint i64 %76, 1
  %79 = getelementptr inbounds double, ptr %9, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !13
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !13
  %83 = shufflevector <2 x double> %77, <2 x double> %81, <2 x i32> <i32 1, i32 2>
  %84 = shufflevector <2 x double> %81, <2 x double> %82, <2 x i32> <i32 1, i32 2>
  %85 = fmul <2 x double> %81, <double 5.000000e-01, double 5.000000e-01>
  %86 = fmul <2 x double> %82, <double 5.000000e-01, double 5.000000e-01>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %85)
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %86)
  %89 = getelementptr inbounds double, ptr %44, i64 %76
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load <2 x double>, ptr %89, align 8, !tbaa !13
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !13
  %93 = fmul <2 x double> %91, <double 2.500000e-01, double 2.500000e-01>
  %94 = fmul <2 x double> %92, <double 2.500000e-01, double 2.500000e-01>
  %95 = getelementptr inbounds double, ptr %0, i64 %76
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !13
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !13
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %97, <2 x double> %87)
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %98, <2 x double> %88)
  %101 = getelementptr inbounds double, ptr %1, i64 %76
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  store <2 x double> %99, ptr %101, align 8, !tbaa !13
  store <2 x double> %100, ptr %102, align 8, !tbaa !13
  %103 = add nuw i64 %76, 4
  %104 = icmp eq i64 %103, %73
  br i1 %104, label %105, label %75, !llvm.loop !43

105:                                              ; preds = %75
  %106 = extractelement <2 x double> %82, i64 1
  %107 = icmp eq i64 %73, %12
  br i1 %107, label %116, label %49

108:                                              ; preds = %14, %108
  %109 = phi i64 [ %113, %108 ], [ %15, %14 ]
  %110 = getelementptr inbounds double, ptr %0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !13
  %112 = fmul double %111, %111
  %113 = add nuw nsw i64 %109, 1
  %114 = getelementptr inbounds double, ptr %9, i64 %113
  store double %112, ptr %114, align 8, !tbaa !13
  %115 = icmp eq i64 %113, %12
  br i1 %115, label %33, label %108, !llvm.loop !44

116:                                              ; preds = %67, %117, %105, %3, %33
  tail call void @free(ptr noundef nonnull %9) #13
  ret void

117:                                              ; preds = %67, %117
  %118 = phi double [ %126, %117 ], [ %68, %67 ]
  %119 = phi i64 [ %132, %117 ], [ %69, %67 ]
  %120 = add nuw nsw i64 %119, 1
  %121 = getelementptr inbounds double, ptr %9, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !13
  %123 = fmul double %122, 5.000000e-01
  %124 = tail call double @llvm.fmuladd.f64(double %118, double 2.500000e-01, double %123)
  %125 = getelementptr inbounds double, ptr %44, i64 %119
  %126 = load double, ptr %125, align 8, !tbaa !13
  %127 = fmul double %126, 2.500000e-01
  %128 = getelementptr inbounds double, ptr %0, i64 %119
  %129 = load double, ptr %128, align 8, !tbaa !13
  %130 = tail call double @llvm.fmuladd.f64(double %127, double %129, double %124)
  %131 = getelementptr inbounds double, ptr %1, i64 %119
  store double %130, ptr %131, align 8, !tbaa !13
  %132 = add nuw nsw i64 %119, 2
  %133 = fmul double %126, 5.000000e-01
  %134 = tail call double @llvm.fmuladd.f64(double %122, double 2.500000e-01, double %133)
  %135 = getelementptr inbounds double, ptr %44, i64 %120
  %136 = load double, ptr %135, align 8, !tbaa !13
  %137 = fmul double %136, 2.500000e-01
  %138 = getelementptr inbounds double, ptr %0, i64 %120
  %139 = load double, ptr %138, align 8, !tbaa !13
  %140 = tail call double @llvm.fmuladd.f64(double %137, double %139, double %134)
  %141 = getelementptr inbounds double, ptr %1, i64 %120
  store double %140, ptr %141, align 8, !tbaa !13
  %142 = icmp eq i64 %132, %42
  br i1 %142, label %116, label %117, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @loop_alloc(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %113

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %113

9:                                                ; preds = %5
  %10 = zext nneg i32 %2 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = add nsw i64 %11, -1
  %13 = and i64 %11, 1
  %14 = icmp eq i64 %12, 0
  %15 = and i64 %11, 2147483646
  %16 = icmp eq i64 %13, 0
  %17 = and i64 %11, 1
  %18 = icmp eq i64 %12, 0
  %19 = and i64 %11, 2147483646
  %20 = icmp eq i64 %17, 0
  br label %21

21:                                               ; preds = %9, %110
  %22 = phi i64 [ 0, %9 ], [ %25, %110 ]
  %23 = phi double [ 0.000000e+00, %9 ], [ %111, %110 ]
  %24 = tail call noalias ptr @malloc(i64 noundef %7) #14
  %25 = add nuw nsw i64 %22, 1
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = uitofp i32 %26 to double
  br i1 %14, label %81, label %52

28:                                               ; preds = %95, %28
  %29 = phi i64 [ %49, %28 ], [ 0, %95 ]
  %30 = phi double [ %48, %28 ], [ %23, %95 ]
  %31 = phi i64 [ %50, %28 ], [ 0, %95 ]
  %32 = getelementptr inbounds double, ptr %24, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !13
  %34 = xor i64 %29, -1
  %35 = getelementptr double, ptr %96, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !13
  %37 = fmul double %33, %36
  %38 = fdiv double %37, %27
  %39 = fadd double %30, %38
  %40 = or disjoint i64 %29, 1
  %41 = getelementptr inbounds double, ptr %24, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !13
  %43 = xor i64 %29, -2
  %44 = getelementptr double, ptr %96, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !13
  %46 = fmul double %42, %45
  %47 = fdiv double %46, %27
  %48 = fadd double %39, %47
  %49 = add nuw nsw i64 %29, 2
  %50 = add i64 %31, 2
  %51 = icmp eq i64 %50, %19
  br i1 %51, label %97, label %28, !llvm.loop !46

52:                                               ; preds = %21, %52
  %53 = phi i64 [ %78, %52 ], [ 0, %21 ]
  %54 = phi i64 [ %79, %52 ], [ 0, %21 ]
  %55 = getelementptr inbounds double, ptr %0, i64 %53
  %56 = load double, ptr %55, align 8, !tbaa !13
  %57 = add nuw nsw i64 %53, %22
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = urem i32 %58, %1
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !13
  %63 = tail call double @sin(double noundef %62) #13
  %64 = tail call double @llvm.fmuladd.f64(double %56, double %27, double %63)
  %65 = getelementptr inbounds double, ptr %24, i64 %53
  store double %64, ptr %65, align 8, !tbaa !13
  %66 = or disjoint i64 %53, 1
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = add nuw nsw i64 %66, %22
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = urem i32 %70, %1
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !13
  %75 = tail call double @sin(double noundef %74) #13
  %76 = tail call double @llvm.fmuladd.f64(double %68, double %27, double %75)
  %77 = getelementptr inbounds double, ptr %24, i64 %66
  store double %76, ptr %77, align 8, !tbaa !13
  %78 = add nuw nsw i64 %53, 2
  %79 = add i64 %54, 2
  %80 = icmp eq i64 %79, %15
  br i1 %80, label %81, label %52, !llvm.loop !47

81:                                               ; preds = %52, %21
  %82 = phi i64 [ 0, %21 ], [ %78, %52 ]
  br i1 %16, label %95, label %83

83:                                               ; preds = %81
  %84 = getelementptr inbounds double, ptr %0, i64 %82
  %85 = load double, ptr %84, align 8, !tbaa !13
  %86 = add nuw nsw i64 %82, %22
  %87 = trunc nuw nsw i64 %86 to i32
  %88 = urem i32 %87, %1
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !13
  %92 = tail call double @sin(double noundef %91) #13
  %93 = tail call double @llvm.fmuladd.f64(double %85, double %27, double %92)
  %94 = getelementptr inbounds double, ptr %24, i64 %82
  store double %93, ptr %94, align 8, !tbaa !13
  br label %95

95:                                               ; preds = %81, %83
  %96 = getelementptr double, ptr %24, i64 %6
  br i1 %18, label %97, label %28

97:                                               ; preds = %28, %95
  %98 = phi double [ poison, %95 ], [ %48, %28 ]
  %99 = phi i64 [ 0, %95 ], [ %49, %28 ]
  %100 = phi double [ %23, %95 ], [ %48, %28 ]
  br i1 %20, label %110, label %101

101:                                              ; preds = %97
  %102 = getelementptr inbounds double, ptr %24, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !13
  %104 = xor i64 %99, -1
  %105 = getelementptr double, ptr %96, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !13
  %107 = fmul double %103, %106
  %108 = fdiv double %107, %27
  %109 = fadd double %100, %108
  br label %110

110:                                              ; preds = %97, %101
  %111 = phi double [ %98, %97 ], [ %109, %101 ]
  tail call void @free(ptr noundef nonnull %24) #13
  %112 = icmp eq i64 %25, %10
  br i1 %112, label %113, label %21, !llvm.loop !48

113:                                              ; preds = %110, %5, %3
  %114 = phi double [ 0.000000e+00, %3 ], [ 0.000000e+00, %5 ], [ %111, %110 ]
  ret double %114
}

; Function Attrs: nounwind uwtable
define internal fastcc double @obj_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = load i32, ptr %1, align 8, !tbaa !9
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %404

7:                                                ; preds = %2
  %8 = zext nneg i32 %3 to i64
  %9 = tail call noalias ptr @malloc(i64 noundef %5) #14
  %10 = add nsw i64 %8, -1
  %11 = and i64 %8, 1
  %12 = icmp eq i64 %10, 0
  br i1 %12, label %80, label %13

13:                                               ; preds = %7
  %14 = and i64 %8, 2147483646
  br label %53

15:                                               ; preds = %15, %98
  %16 = phi i64 [ 0, %98 ], [ %50, %15 ]
  %17 = phi double [ 0.000000e+00, %98 ], [ %49, %15 ]
  %18 = phi i64 [ 0, %98 ], [ %51, %15 ]
  %19 = getelementptr inbounds double, ptr %9, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !13
  %21 = xor i64 %16, -1
  %22 = getelementptr double, ptr %95, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !13
  %24 = fmul double %20, %23
  %25 = fadd double %17, %24
  %26 = or disjoint i64 %16, 1
  %27 = getelementptr inbounds double, ptr %9, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !13
  %29 = xor i64 %16, -2
  %30 = getelementptr double, ptr %95, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !13
  %32 = fmul double %28, %31
  %33 = fadd double %25, %32
  %34 = or disjoint i64 %16, 2
  %35 = getelementptr inbounds double, ptr %9, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !13
  %37 = xor i64 %16, -3
  %38 = getelementptr double, ptr %95, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = fmul double %36, %39
  %41 = fadd double %33, %40
  %42 = or disjoint i64 %16, 3
  %43 = getelementptr inbounds double, ptr %9, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !13
  %45 = xor i64 %16, -4
  %46 = getelementptr double, ptr %95, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !13
  %48 = fmul double %44, %47
  %49 = fadd double %41, %48
  %50 = add nuw nsw i64 %16, 4
  %51 = add i64 %18, 4
  %52 = icmp eq i64 %51, %99
  br i1 %52, label %100, label %15, !llvm.loop !46

53:                                               ; preds = %53, %13
  %54 = phi i64 [ 0, %13 ], [ %77, %53 ]
  %55 = phi i64 [ 0, %13 ], [ %78, %53 ]
  %56 = getelementptr inbounds double, ptr %0, i64 %54
  %57 = load double, ptr %56, align 8, !tbaa !13
  %58 = trunc nuw nsw i64 %54 to i32
  %59 = urem i32 %58, %3
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !13
  %63 = tail call double @sin(double noundef %62) #13
  %64 = fadd double %57, %63
  %65 = getelementptr inbounds double, ptr %9, i64 %54
  store double %64, ptr %65, align 8, !tbaa !13
  %66 = or disjoint i64 %54, 1
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = trunc nuw nsw i64 %66 to i32
  %70 = urem i32 %69, %3
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !13
  %74 = tail call double @sin(double noundef %73) #13
  %75 = fadd double %68, %74
  %76 = getelementptr inbounds double, ptr %9, i64 %66
  store double %75, ptr %76, align 8, !tbaa !13
  %77 = add nuw nsw i64 %54, 2
  %78 = add i64 %55, 2
  %79 = icmp eq i64 %78, %14
  br i1 %79, label %80, label %53, !llvm.loop !47

80:                                               ; preds = %53, %7
  %81 = phi i64 [ 0, %7 ], [ %77, %53 ]
  %82 = icmp eq i64 %11, 0
  br i1 %82, label %94, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds double, ptr %0, i64 %81
  %85 = load double, ptr %84, align 8, !tbaa !13
  %86 = trunc nuw nsw i64 %81 to i32
  %87 = urem i32 %86, %3
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds double, ptr %0, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !13
  %91 = tail call double @sin(double noundef %90) #13
  %92 = fadd double %85, %91
  %93 = getelementptr inbounds double, ptr %9, i64 %81
  store double %92, ptr %93, align 8, !tbaa !13
  br label %94

94:                                               ; preds = %80, %83
  %95 = getelementptr double, ptr %9, i64 %4
  %96 = and i64 %8, 3
  %97 = icmp ult i32 %3, 4
  br i1 %97, label %100, label %98

98:                                               ; preds = %94
  %99 = and i64 %8, 2147483644
  br label %15

100:                                              ; preds = %15, %94
  %101 = phi double [ poison, %94 ], [ %49, %15 ]
  %102 = phi i64 [ 0, %94 ], [ %50, %15 ]
  %103 = phi double [ 0.000000e+00, %94 ], [ %49, %15 ]
  %104 = icmp eq i64 %96, 0
  br i1 %104, label %119, label %105

105:                                              ; preds = %100, %105
  %106 = phi i64 [ %116, %105 ], [ %102, %100 ]
  %107 = phi double [ %115, %105 ], [ %103, %100 ]
  %108 = phi i64 [ %117, %105 ], [ 0, %100 ]
  %109 = getelementptr inbounds double, ptr %9, i64 %106
  %110 = load double, ptr %109, align 8, !tbaa !13
  %111 = xor i64 %106, -1
  %112 = getelementptr double, ptr %95, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !13
  %114 = fmul double %110, %113
  %115 = fadd double %107, %114
  %116 = add nuw nsw i64 %106, 1
  %117 = add i64 %108, 1
  %118 = icmp eq i64 %117, %96
  br i1 %118, label %119, label %105, !llvm.loop !49

119:                                              ; preds = %105, %100
  %120 = phi double [ %101, %100 ], [ %115, %105 ]
  tail call void @free(ptr noundef nonnull %9) #13
  %121 = tail call noalias ptr @malloc(i64 noundef %5) #14
  %122 = and i64 %8, 1
  %123 = icmp eq i64 %10, 0
  br i1 %123, label %153, label %124

124:                                              ; preds = %119
  %125 = and i64 %8, 2147483646
  br label %126

126:                                              ; preds = %126, %124
  %127 = phi i64 [ 0, %124 ], [ %142, %126 ]
  %128 = phi i64 [ 0, %124 ], [ %151, %126 ]
  %129 = getelementptr inbounds double, ptr %0, i64 %127
  %130 = load double, ptr %129, align 8, !tbaa !13
  %131 = or disjoint i64 %127, 1
  %132 = trunc nuw nsw i64 %131 to i32
  %133 = urem i32 %132, %3
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %0, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !13
  %137 = tail call double @sin(double noundef %136) #13
  %138 = tail call double @llvm.fmuladd.f64(double %130, double 2.000000e+00, double %137)
  %139 = getelementptr inbounds double, ptr %121, i64 %127
  store double %138, ptr %139, align 8, !tbaa !13
  %140 = getelementptr inbounds double, ptr %0, i64 %131
  %141 = load double, ptr %140, align 8, !tbaa !13
  %142 = add nuw nsw i64 %127, 2
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = urem i32 %143, %3
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %0, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !13
  %148 = tail call double @sin(double noundef %147) #13
  %149 = tail call double @llvm.fmuladd.f64(double %141, double 2.000000e+00, double %148)
  %150 = getelementptr inbounds double, ptr %121, i64 %131
  store double %149, ptr %150, align 8, !tbaa !13
  %151 = add i64 %128, 2
  %152 = icmp eq i64 %151, %125
  br i1 %152, label %153, label %126, !llvm.loop !47

153:                                              ; preds = %126, %119
  %154 = phi i64 [ 0, %119 ], [ %142, %126 ]
  %155 = icmp eq i64 %122, 0
  br i1 %155, label %168, label %156

156:                                              ; preds = %153
  %157 = getelementptr inbounds double, ptr %0, i64 %154
  %158 = load double, ptr %157, align 8, !tbaa !13
  %159 = trunc i64 %154 to i32
  %160 = add i32 %159, 1
  %161 = urem i32 %160, %3
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds double, ptr %0, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !13
  %165 = tail call double @sin(double noundef %164) #13
  %166 = tail call double @llvm.fmuladd.f64(double %158, double 2.000000e+00, double %165)
  %167 = getelementptr inbounds double, ptr %121, i64 %154
  store double %166, ptr %167, align 8, !tbaa !13
  br label %168

168:                                              ; preds = %153, %156
  %169 = getelementptr double, ptr %121, i64 %4
  %170 = and i64 %8, 1
  %171 = icmp eq i64 %10, 0
  br i1 %171, label %198, label %172

172:                                              ; preds = %168
  %173 = and i64 %8, 2147483646
  br label %174

174:                                              ; preds = %174, %172
  %175 = phi i64 [ 0, %172 ], [ %195, %174 ]
  %176 = phi double [ %120, %172 ], [ %194, %174 ]
  %177 = phi i64 [ 0, %172 ], [ %196, %174 ]
  %178 = getelementptr inbounds double, ptr %121, i64 %175
  %179 = load double, ptr %178, align 8, !tbaa !13
  %180 = xor i64 %175, -1
  %181 = getelementptr double, ptr %169, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !13
  %183 = fmul double %179, %182
  %184 = fmul double %183, 5.000000e-01
  %185 = fadd double %176, %184
  %186 = or disjoint i64 %175, 1
  %187 = getelementptr inbounds double, ptr %121, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !13
  %189 = xor i64 %175, -2
  %190 = getelementptr double, ptr %169, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !13
  %192 = fmul double %188, %191
  %193 = fmul double %192, 5.000000e-01
  %194 = fadd double %185, %193
  %195 = add nuw nsw i64 %175, 2
  %196 = add i64 %177, 2
  %197 = icmp eq i64 %196, %173
  br i1 %197, label %198, label %174, !llvm.loop !46

198:                                              ; preds = %174, %168
  %199 = phi double [ poison, %168 ], [ %194, %174 ]
  %200 = phi i64 [ 0, %168 ], [ %195, %174 ]
  %201 = phi double [ %120, %168 ], [ %194, %174 ]
  %202 = icmp eq i64 %170, 0
  br i1 %202, label %212, label %203

203:                                              ; preds = %198
  %204 = getelementptr inbounds double, ptr %121, i64 %200
  %205 = load double, ptr %204, align 8, !tbaa !13
  %206 = xor i64 %200, -1
  %207 = getelementptr double, ptr %169, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !13
  %209 = fmul double %205, %208
  %210 = fmul double %209, 5.000000e-01
  %211 = fadd double %201, %210
  br label %212

212:                                              ; preds = %198, %203
  %213 = phi double [ %199, %198 ], [ %211, %203 ]
  tail call void @free(ptr noundef nonnull %121) #13
  %214 = tail call noalias ptr @malloc(i64 noundef %5) #14
  %215 = and i64 %8, 1
  %216 = icmp eq i64 %10, 0
  br i1 %216, label %248, label %217

217:                                              ; preds = %212
  %218 = and i64 %8, 2147483646
  br label %219

219:                                              ; preds = %219, %217
  %220 = phi i64 [ 0, %217 ], [ %245, %219 ]
  %221 = phi i64 [ 0, %217 ], [ %246, %219 ]
  %222 = getelementptr inbounds double, ptr %0, i64 %220
  %223 = load double, ptr %222, align 8, !tbaa !13
  %224 = trunc i64 %220 to i32
  %225 = add i32 %224, 2
  %226 = urem i32 %225, %3
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr inbounds double, ptr %0, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !13
  %230 = tail call double @sin(double noundef %229) #13
  %231 = tail call double @llvm.fmuladd.f64(double %223, double 3.000000e+00, double %230)
  %232 = getelementptr inbounds double, ptr %214, i64 %220
  store double %231, ptr %232, align 8, !tbaa !13
  %233 = or disjoint i64 %220, 1
  %234 = getelementptr inbounds double, ptr %0, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !13
  %236 = trunc i64 %233 to i32
  %237 = add i32 %236, 2
  %238 = urem i32 %237, %3
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds double, ptr %0, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !13
  %242 = tail call double @sin(double noundef %241) #13
  %243 = tail call double @llvm.fmuladd.f64(double %235, double 3.000000e+00, double %242)
  %244 = getelementptr inbounds double, ptr %214, i64 %233
  store double %243, ptr %244, align 8, !tbaa !13
  %245 = add nuw nsw i64 %220, 2
  %246 = add i64 %221, 2
  %247 = icmp eq i64 %246, %218
  br i1 %247, label %248, label %219, !llvm.loop !47

248:                                              ; preds = %219, %212
  %249 = phi i64 [ 0, %212 ], [ %245, %219 ]
  %250 = icmp eq i64 %215, 0
  br i1 %250, label %263, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds double, ptr %0, i64 %249
  %253 = load double, ptr %252, align 8, !tbaa !13
  %254 = trunc i64 %249 to i32
  %255 = add i32 %254, 2
  %256 = urem i32 %255, %3
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr inbounds double, ptr %0, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !13
  %260 = tail call double @sin(double noundef %259) #13
  %261 = tail call double @llvm.fmuladd.f64(double %253, double 3.000000e+00, double %260)
  %262 = getelementptr inbounds double, ptr %214, i64 %249
  store double %261, ptr %262, align 8, !tbaa !13
  br label %263

263:                                              ; preds = %248, %251
  %264 = getelementptr double, ptr %214, i64 %4
  %265 = and i64 %8, 1
  %266 = icmp eq i64 %10, 0
  br i1 %266, label %293, label %267

267:                                              ; preds = %263
  %268 = and i64 %8, 2147483646
  br label %269

269:                                              ; preds = %269, %267
  %270 = phi i64 [ 0, %267 ], [ %290, %269 ]
  %271 = phi double [ %213, %267 ], [ %289, %269 ]
  %272 = phi i64 [ 0, %267 ], [ %291, %269 ]
  %273 = getelementptr inbounds double, ptr %214, i64 %270
  %274 = load double, ptr %273, align 8, !tbaa !13
  %275 = xor i64 %270, -1
  %276 = getelementptr double, ptr %264, i64 %275
  %277 = load double, ptr %276, align 8, !tbaa !13
  %278 = fmul double %274, %277
  %279 = fdiv double %278, 3.000000e+00
  %280 = fadd double %271, %279
  %281 = or disjoint i64 %270, 1
  %282 = getelementptr inbounds double, ptr %214, i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !13
  %284 = xor i64 %270, -2
  %285 = getelementptr double, ptr %264, i64 %284
  %286 = load double, ptr %285, align 8, !tbaa !13
  %287 = fmul double %283, %286
  %288 = fdiv double %287, 3.000000e+00
  %289 = fadd double %280, %288
  %290 = add nuw nsw i64 %270, 2
  %291 = add i64 %272, 2
  %292 = icmp eq i64 %291, %268
  br i1 %292, label %293, label %269, !llvm.loop !46

293:                                              ; preds = %269, %263
  %294 = phi double [ poison, %263 ], [ %289, %269 ]
  %295 = phi i64 [ 0, %263 ], [ %290, %269 ]
  %296 = phi double [ %213, %263 ], [ %289, %269 ]
  %297 = icmp eq i64 %265, 0
  br i1 %297, label %307, label %298

298:                                              ; preds = %293
  %299 = getelementptr inbounds double, ptr %214, i64 %295
  %300 = load double, ptr %299, align 8, !tbaa !13
  %301 = xor i64 %295, -1
  %302 = getelementptr double, ptr %264, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !13
  %304 = fmul double %300, %303
  %305 = fdiv double %304, 3.000000e+00
  %306 = fadd double %296, %305
  br label %307

307:                                              ; preds = %293, %298
  %308 = phi double [ %294, %293 ], [ %306, %298 ]
  tail call void @free(ptr noundef nonnull %214) #13
  %309 = tail call noalias ptr @malloc(i64 noundef %5) #14
  %310 = and i64 %8, 1
  %311 = icmp eq i64 %10, 0
  br i1 %311, label %343, label %312

312:                                              ; preds = %307
  %313 = and i64 %8, 2147483646
  br label %314

314:                                              ; preds = %314, %312
  %315 = phi i64 [ 0, %312 ], [ %340, %314 ]
  %316 = phi i64 [ 0, %312 ], [ %341, %314 ]
  %317 = getelementptr inbounds double, ptr %0, i64 %315
  %318 = load double, ptr %317, align 8, !tbaa !13
  %319 = trunc i64 %315 to i32
  %320 = add i32 %319, 3
  %321 = urem i32 %320, %3
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr inbounds double, ptr %0, i64 %322
  %324 = load double, ptr %323, align 8, !tbaa !13
  %325 = tail call double @sin(double noundef %324) #13
  %326 = tail call double @llvm.fmuladd.f64(double %318, double 4.000000e+00, double %325)
  %327 = getelementptr inbounds double, ptr %309, i64 %315
  store double %326, ptr %327, align 8, !tbaa !13
  %328 = or disjoint i64 %315, 1
  %329 = getelementptr inbounds double, ptr %0, i64 %328
  %330 = load double, ptr %329, align 8, !tbaa !13
  %331 = trunc i64 %328 to i32
  %332 = add i32 %331, 3
  %333 = urem i32 %332, %3
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds double, ptr %0, i64 %334
  %336 = load double, ptr %335, align 8, !tbaa !13
  %337 = tail call double @sin(double noundef %336) #13
  %338 = tail call double @llvm.fmuladd.f64(double %330, double 4.000000e+00, double %337)
  %339 = getelementptr inbounds double, ptr %309, i64 %328
  store double %338, ptr %339, align 8, !tbaa !13
  %340 = add nuw nsw i64 %315, 2
  %341 = add i64 %316, 2
  %342 = icmp eq i64 %341, %313
  br i1 %342, label %343, label %314, !llvm.loop !47

343:                                              ; preds = %314, %307
  %344 = phi i64 [ 0, %307 ], [ %340, %314 ]
  %345 = icmp eq i64 %310, 0
  br i1 %345, label %358, label %346

346:                                              ; preds = %343
  %347 = getelementptr inbounds double, ptr %0, i64 %344
  %348 = load double, ptr %347, align 8, !tbaa !13
  %349 = trunc i64 %344 to i32
  %350 = add i32 %349, 3
  %351 = urem i32 %350, %3
  %352 = zext nneg i32 %351 to i64
  %353 = getelementptr inbounds double, ptr %0, i64 %352
  %354 = load double, ptr %353, align 8, !tbaa !13
  %355 = tail call double @sin(double noundef %354) #13
  %356 = tail call double @llvm.fmuladd.f64(double %348, double 4.000000e+00, double %355)
  %357 = getelementptr inbounds double, ptr %309, i64 %344
  store double %356, ptr %357, align 8, !tbaa !13
  br label %358

358:                                              ; preds = %343, %346
  %359 = getelementptr double, ptr %309, i64 %4
  %360 = and i64 %8, 1
  %361 = icmp eq i64 %10, 0
  br i1 %361, label %388, label %362

362:                                              ; preds = %358
  %363 = and i64 %8, 2147483646
  br label %364

364:                                              ; preds = %364, %362
  %365 = phi i64 [ 0, %362 ], [ %385, %364 ]
  %366 = phi double [ %308, %362 ], [ %384, %364 ]
  %367 = phi i64 [ 0, %362 ], [ %386, %364 ]
  %368 = getelementptr inbounds double, ptr %309, i64 %365
  %369 = load double, ptr %368, align 8, !tbaa !13
  %370 = xor i64 %365, -1
  %371 = getelementptr double, ptr %359, i64 %370
  %372 = load double, ptr %371, align 8, !tbaa !13
  %373 = fmul double %369, %372
  %374 = fmul double %373, 2.500000e-01
  %375 = fadd double %366, %374
  %376 = or disjoint i64 %365, 1
  %377 = getelementptr inbounds double, ptr %309, i64 %376
  %378 = load double, ptr %377, align 8, !tbaa !13
  %379 = xor i64 %365, -2
  %380 = getelementptr double, ptr %359, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !13
  %382 = fmul double %378, %381
  %383 = fmul double %382, 2.500000e-01
  %384 = fadd double %375, %383
  %385 = add nuw nsw i64 %365, 2
  %386 = add i64 %367, 2
  %387 = icmp eq i64 %386, %363
  br i1 %387, label %388, label %364, !llvm.loop !46

388:                                              ; preds = %364, %358
  %389 = phi double [ poison, %358 ], [ %384, %364 ]
  %390 = phi i64 [ 0, %358 ], [ %385, %364 ]
  %391 = phi double [ %308, %358 ], [ %384, %364 ]
  %392 = icmp eq i64 %360, 0
  br i1 %392, label %402, label %393

393:                                              ; preds = %388
  %394 = getelementptr inbounds double, ptr %309, i64 %390
  %395 = load double, ptr %394, align 8, !tbaa !13
  %396 = xor i64 %390, -1
  %397 = getelementptr double, ptr %359, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !13
  %399 = fmul double %395, %398
  %400 = fmul double %399, 2.500000e-01
  %401 = fadd double %391, %400
  br label %402

402:                                              ; preds = %388, %393
  %403 = phi double [ %389, %388 ], [ %401, %393 ]
  tail call void @free(ptr noundef nonnull %309) #13
  br label %404

404:                                              ; preds = %402, %2
  %405 = phi double [ 0.000000e+00, %2 ], [ %403, %402 ]
  ret double %405
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind allocsize(0,1) }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"", !6, i64 0, !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !16, !24, !25}
!27 = distinct !{!27, !16, !25, !24}
!28 = distinct !{!28, !16, !25, !24}
!29 = distinct !{!29, !16}
!30 = distinct !{!30, !20}
!31 = distinct !{!31, !16, !24, !25}
!32 = distinct !{!32, !16, !24, !25}
!33 = distinct !{!33, !16, !25, !24}
!34 = distinct !{!34, !16, !25, !24}
!35 = distinct !{!35, !20}
!36 = distinct !{ptr @obj_loop, null, null}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !16}
!39 = !{!40, !40, i64 0}
!40 = !{!"long long", !7, i64 0}
!41 = distinct !{!41, !20}
!42 = distinct !{!42, !16, !24, !25}
!43 = distinct !{!43, !16, !24, !25}
!44 = distinct !{!44, !16, !25, !24}
!45 = distinct !{!45, !16, !24}
!46 = distinct !{!46, !16}
!47 = distinct !{!47, !16}
!48 = distinct !{!48, !16}
!49 = distinct !{!49, !20}
