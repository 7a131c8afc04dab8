; ModuleID = 'weights.c'
source_filename = "weights.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [4 x i32] [i32 40, i32 7, i32 1, i32 0], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [17 x i8] c"wsum.dx(const w)\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [24 x i8] c"wsum.dx(const w, dup x)\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"wsum.dx(dup w)\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"wsum.dw(dup w)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"wchain.dx\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"wscale.dx\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"wscale.da\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [22 x i8] c"wscale.da(enzyme_out)\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"wsum.second_call_adds\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"wsum.adds_to_nonzero\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"weights\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.11 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.14 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x double], align 16
  %2 = alloca [40 x double], align 16
  %3 = alloca [40 x double], align 16
  %4 = alloca [40 x double], align 16
  %5 = alloca [40 x double], align 16
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %5) #12
  %6 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %23, %7 ]
  %9 = phi i64 [ %6, %0 ], [ %18, %7 ]
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = lshr i64 %11, 11
  %13 = uitofp nneg i64 %12 to double
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 0x3CA0000000000000, double 5.000000e-01)
  %15 = getelementptr inbounds double, ptr %1, i64 %8
  store double %14, ptr %15, align 16, !tbaa !9
  %16 = or disjoint i64 %8, 1
  %17 = mul i64 %11, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = lshr i64 %18, 11
  %20 = uitofp nneg i64 %19 to double
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 0x3CA0000000000000, double 5.000000e-01)
  %22 = getelementptr inbounds double, ptr %1, i64 %16
  store double %21, ptr %22, align 8, !tbaa !9
  %23 = add nuw nsw i64 %8, 2
  %24 = icmp eq i64 %23, 40
  br i1 %24, label %25, label %7, !llvm.loop !11

25:                                               ; preds = %7, %25
  %26 = phi i64 [ %43, %25 ], [ 0, %7 ]
  %27 = phi i64 [ %37, %25 ], [ %18, %7 ]
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = lshr i64 %29, 10
  %31 = and i64 %30, 18014398509481982
  %32 = uitofp nneg i64 %31 to double
  %33 = tail call double @llvm.fmuladd.f64(double %32, double 0x3CA0000000000000, double -1.000000e+00)
  %34 = getelementptr inbounds double, ptr %2, i64 %26
  store double %33, ptr %34, align 16, !tbaa !9
  %35 = or disjoint i64 %26, 1
  %36 = mul i64 %29, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = lshr i64 %37, 10
  %39 = and i64 %38, 18014398509481982
  %40 = uitofp nneg i64 %39 to double
  %41 = tail call double @llvm.fmuladd.f64(double %40, double 0x3CA0000000000000, double -1.000000e+00)
  %42 = getelementptr inbounds double, ptr %2, i64 %35
  store double %41, ptr %42, align 8, !tbaa !9
  %43 = add nuw nsw i64 %26, 2
  %44 = icmp eq i64 %43, 40
  br i1 %44, label %45, label %25, !llvm.loop !11

45:                                               ; preds = %25
  store i64 %37, ptr @rng_state, align 8, !tbaa !5
  br label %51

46:                                               ; preds = %652
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %47 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %48 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %47, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef 40) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %5, ptr noundef nonnull align 16 dereferenceable(320) %3, i64 320, i1 false)
  %49 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %50 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %49, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef 40) #12
  br label %801

51:                                               ; preds = %45, %652
  %52 = phi i64 [ 0, %45 ], [ %653, %652 ]
  %53 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %55 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %56 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %55, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %54) #12
  %57 = call i32 @llvm.smax.i32(i32 %54, i32 1)
  %58 = zext nneg i32 %57 to i64
  %59 = shl nuw nsw i64 %58, 3
  %60 = call noalias ptr @malloc(i64 noundef %59) #13
  %61 = sext i32 %54 to i64
  %62 = shl nsw i64 %61, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %60, ptr nonnull readonly align 16 %2, i64 %62, i1 false)
  %63 = icmp eq i64 %52, 3
  br i1 %63, label %184, label %64

64:                                               ; preds = %51
  %65 = zext nneg i32 %54 to i64
  %66 = add nsw i64 %65, -1
  %67 = and i64 %65, 1
  %68 = icmp eq i64 %66, 0
  %69 = and i64 %65, 2147483646
  %70 = icmp eq i64 %67, 0
  %71 = and i64 %65, 1
  %72 = icmp eq i64 %66, 0
  %73 = and i64 %65, 2147483646
  %74 = icmp eq i64 %71, 0
  br label %75

75:                                               ; preds = %181, %64
  %76 = phi i64 [ 0, %64 ], [ %182, %181 ]
  %77 = getelementptr inbounds double, ptr %3, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds double, ptr %60, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fcmp ogt double %81, 1.000000e+00
  %83 = select i1 %82, double %81, double 1.000000e+00
  %84 = fmul double %83, 0x3EB0C6F7A0B5ED8D
  %85 = fadd double %80, %84
  store double %85, ptr %79, align 8, !tbaa !9
  br i1 %68, label %110, label %86

86:                                               ; preds = %75, %86
  %87 = phi i64 [ %107, %86 ], [ 0, %75 ]
  %88 = phi double [ %106, %86 ], [ 0.000000e+00, %75 ]
  %89 = phi i64 [ %108, %86 ], [ 0, %75 ]
  %90 = getelementptr inbounds double, ptr %1, i64 %87
  %91 = load double, ptr %90, align 16, !tbaa !9
  %92 = getelementptr inbounds double, ptr %60, i64 %87
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = fmul double %91, %93
  %95 = call double @sin(double noundef %94) #12
  %96 = call double @llvm.fmuladd.f64(double %94, double %93, double %95)
  %97 = fadd double %88, %96
  %98 = or disjoint i64 %87, 1
  %99 = getelementptr inbounds double, ptr %1, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = getelementptr inbounds double, ptr %60, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fmul double %100, %102
  %104 = call double @sin(double noundef %103) #12
  %105 = call double @llvm.fmuladd.f64(double %103, double %102, double %104)
  %106 = fadd double %97, %105
  %107 = add nuw nsw i64 %87, 2
  %108 = add i64 %89, 2
  %109 = icmp eq i64 %108, %69
  br i1 %109, label %110, label %86, !llvm.loop !15

110:                                              ; preds = %86, %75
  %111 = phi double [ poison, %75 ], [ %106, %86 ]
  %112 = phi i64 [ 0, %75 ], [ %107, %86 ]
  %113 = phi double [ 0.000000e+00, %75 ], [ %106, %86 ]
  br i1 %70, label %123, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds double, ptr %1, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = getelementptr inbounds double, ptr %60, i64 %112
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = fmul double %116, %118
  %120 = call double @sin(double noundef %119) #12
  %121 = call double @llvm.fmuladd.f64(double %119, double %118, double %120)
  %122 = fadd double %113, %121
  br label %123

123:                                              ; preds = %110, %114
  %124 = phi double [ %111, %110 ], [ %122, %114 ]
  %125 = fsub double %80, %84
  store double %125, ptr %79, align 8, !tbaa !9
  br i1 %72, label %150, label %126

126:                                              ; preds = %123, %126
  %127 = phi i64 [ %147, %126 ], [ 0, %123 ]
  %128 = phi double [ %146, %126 ], [ 0.000000e+00, %123 ]
  %129 = phi i64 [ %148, %126 ], [ 0, %123 ]
  %130 = getelementptr inbounds double, ptr %1, i64 %127
  %131 = load double, ptr %130, align 16, !tbaa !9
  %132 = getelementptr inbounds double, ptr %60, i64 %127
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fmul double %131, %133
  %135 = call double @sin(double noundef %134) #12
  %136 = call double @llvm.fmuladd.f64(double %134, double %133, double %135)
  %137 = fadd double %128, %136
  %138 = or disjoint i64 %127, 1
  %139 = getelementptr inbounds double, ptr %1, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = getelementptr inbounds double, ptr %60, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = fmul double %140, %142
  %144 = call double @sin(double noundef %143) #12
  %145 = call double @llvm.fmuladd.f64(double %143, double %142, double %144)
  %146 = fadd double %137, %145
  %147 = add nuw nsw i64 %127, 2
  %148 = add i64 %129, 2
  %149 = icmp eq i64 %148, %73
  br i1 %149, label %150, label %126, !llvm.loop !15

150:                                              ; preds = %126, %123
  %151 = phi double [ poison, %123 ], [ %146, %126 ]
  %152 = phi i64 [ 0, %123 ], [ %147, %126 ]
  %153 = phi double [ 0.000000e+00, %123 ], [ %146, %126 ]
  br i1 %74, label %163, label %154

154:                                              ; preds = %150
  %155 = getelementptr inbounds double, ptr %1, i64 %152
  %156 = load double, ptr %155, align 8, !tbaa !9
  %157 = getelementptr inbounds double, ptr %60, i64 %152
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = fmul double %156, %158
  %160 = call double @sin(double noundef %159) #12
  %161 = call double @llvm.fmuladd.f64(double %159, double %158, double %160)
  %162 = fadd double %153, %161
  br label %163

163:                                              ; preds = %150, %154
  %164 = phi double [ %151, %150 ], [ %162, %154 ]
  store double %80, ptr %79, align 8, !tbaa !9
  %165 = fsub double %124, %164
  %166 = fsub double %85, %125
  %167 = fdiv double %165, %166
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ogt double %168, 1.000000e+00
  %170 = select i1 %169, double %168, double 1.000000e+00
  %171 = fsub double %78, %167
  %172 = call double @llvm.fabs.f64(double %171)
  %173 = fmul double %170, 0x3EB0C6F7A0B5ED8D
  %174 = fcmp ole double %172, %173
  %175 = select i1 %174, ptr @.str.12, ptr @.str.13
  %176 = trunc nuw nsw i64 %76 to i32
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef %176, double noundef %78, double noundef %167, ptr noundef nonnull %175)
  br i1 %174, label %181, label %178

178:                                              ; preds = %163
  %179 = load i32, ptr @n_fail, align 4, !tbaa !13
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @n_fail, align 4, !tbaa !13
  br label %181

181:                                              ; preds = %178, %163
  %182 = add nuw nsw i64 %76, 1
  %183 = icmp eq i64 %182, %65
  br i1 %183, label %184, label %75, !llvm.loop !16

184:                                              ; preds = %181, %51
  call void @free(ptr noundef %60) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %185 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %186 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %187 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %185, ptr noundef nonnull %1, i32 noundef %186, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %185, i32 noundef %54) #12
  %188 = call noalias ptr @malloc(i64 noundef %59) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %188, ptr nonnull readonly align 16 %2, i64 %62, i1 false)
  br i1 %63, label %309, label %189

189:                                              ; preds = %184
  %190 = zext nneg i32 %54 to i64
  %191 = add nsw i64 %190, -1
  %192 = and i64 %190, 1
  %193 = icmp eq i64 %191, 0
  %194 = and i64 %190, 2147483646
  %195 = icmp eq i64 %192, 0
  %196 = and i64 %190, 1
  %197 = icmp eq i64 %191, 0
  %198 = and i64 %190, 2147483646
  %199 = icmp eq i64 %196, 0
  br label %200

200:                                              ; preds = %306, %189
  %201 = phi i64 [ 0, %189 ], [ %307, %306 ]
  %202 = getelementptr inbounds double, ptr %3, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = getelementptr inbounds double, ptr %188, i64 %201
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = call double @llvm.fabs.f64(double %205)
  %207 = fcmp ogt double %206, 1.000000e+00
  %208 = select i1 %207, double %206, double 1.000000e+00
  %209 = fmul double %208, 0x3EB0C6F7A0B5ED8D
  %210 = fadd double %205, %209
  store double %210, ptr %204, align 8, !tbaa !9
  br i1 %193, label %235, label %211

211:                                              ; preds = %200, %211
  %212 = phi i64 [ %232, %211 ], [ 0, %200 ]
  %213 = phi double [ %231, %211 ], [ 0.000000e+00, %200 ]
  %214 = phi i64 [ %233, %211 ], [ 0, %200 ]
  %215 = getelementptr inbounds double, ptr %1, i64 %212
  %216 = load double, ptr %215, align 16, !tbaa !9
  %217 = getelementptr inbounds double, ptr %188, i64 %212
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = fmul double %216, %218
  %220 = call double @sin(double noundef %219) #12
  %221 = call double @llvm.fmuladd.f64(double %219, double %218, double %220)
  %222 = fadd double %213, %221
  %223 = or disjoint i64 %212, 1
  %224 = getelementptr inbounds double, ptr %1, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = getelementptr inbounds double, ptr %188, i64 %223
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = fmul double %225, %227
  %229 = call double @sin(double noundef %228) #12
  %230 = call double @llvm.fmuladd.f64(double %228, double %227, double %229)
  %231 = fadd double %222, %230
  %232 = add nuw nsw i64 %212, 2
  %233 = add i64 %214, 2
  %234 = icmp eq i64 %233, %194
  br i1 %234, label %235, label %211, !llvm.loop !15

235:                                              ; preds = %211, %200
  %236 = phi double [ poison, %200 ], [ %231, %211 ]
  %237 = phi i64 [ 0, %200 ], [ %232, %211 ]
  %238 = phi double [ 0.000000e+00, %200 ], [ %231, %211 ]
  br i1 %195, label %248, label %239

239:                                              ; preds = %235
  %240 = getelementptr inbounds double, ptr %1, i64 %237
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = getelementptr inbounds double, ptr %188, i64 %237
  %243 = load double, ptr %242, align 8, !tbaa !9
  %244 = fmul double %241, %243
  %245 = call double @sin(double noundef %244) #12
  %246 = call double @llvm.fmuladd.f64(double %244, double %243, double %245)
  %247 = fadd double %238, %246
  br label %248

248:                                              ; preds = %235, %239
  %249 = phi double [ %236, %235 ], [ %247, %239 ]
  %250 = fsub double %205, %209
  store double %250, ptr %204, align 8, !tbaa !9
  br i1 %197, label %275, label %251

251:                                              ; preds = %248, %251
  %252 = phi i64 [ %272, %251 ], [ 0, %248 ]
  %253 = phi double [ %271, %251 ], [ 0.000000e+00, %248 ]
  %254 = phi i64 [ %273, %251 ], [ 0, %248 ]
  %255 = getelementptr inbounds double, ptr %1, i64 %252
  %256 = load double, ptr %255, align 16, !tbaa !9
  %257 = getelementptr inbounds double, ptr %188, i64 %252
  %258 = load double, ptr %257, align 8, !tbaa !9
  %259 = fmul double %256, %258
  %260 = call double @sin(double noundef %259) #12
  %261 = call double @llvm.fmuladd.f64(double %259, double %258, double %260)
  %262 = fadd double %253, %261
  %263 = or disjoint i64 %252, 1
  %264 = getelementptr inbounds double, ptr %1, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = getelementptr inbounds double, ptr %188, i64 %263
  %267 = load double, ptr %266, align 8, !tbaa !9
  %268 = fmul double %265, %267
  %269 = call double @sin(double noundef %268) #12
  %270 = call double @llvm.fmuladd.f64(double %268, double %267, double %269)
  %271 = fadd double %262, %270
  %272 = add nuw nsw i64 %252, 2
  %273 = add i64 %254, 2
  %274 = icmp eq i64 %273, %198
  br i1 %274, label %275, label %251, !llvm.loop !15

275:                                              ; preds = %251, %248
  %276 = phi double [ poison, %248 ], [ %271, %251 ]
  %277 = phi i64 [ 0, %248 ], [ %272, %251 ]
  %278 = phi double [ 0.000000e+00, %248 ], [ %271, %251 ]
  br i1 %199, label %288, label %279

279:                                              ; preds = %275
  %280 = getelementptr inbounds double, ptr %1, i64 %277
  %281 = load double, ptr %280, align 8, !tbaa !9
  %282 = getelementptr inbounds double, ptr %188, i64 %277
  %283 = load double, ptr %282, align 8, !tbaa !9
  %284 = fmul double %281, %283
  %285 = call double @sin(double noundef %284) #12
  %286 = call double @llvm.fmuladd.f64(double %284, double %283, double %285)
  %287 = fadd double %278, %286
  br label %288

288:                                              ; preds = %275, %279
  %289 = phi double [ %276, %275 ], [ %287, %279 ]
  store double %205, ptr %204, align 8, !tbaa !9
  %290 = fsub double %249, %289
  %291 = fsub double %210, %250
  %292 = fdiv double %290, %291
  %293 = call double @llvm.fabs.f64(double %292)
  %294 = fcmp ogt double %293, 1.000000e+00
  %295 = select i1 %294, double %293, double 1.000000e+00
  %296 = fsub double %203, %292
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = fmul double %295, 0x3EB0C6F7A0B5ED8D
  %299 = fcmp ole double %297, %298
  %300 = select i1 %299, ptr @.str.12, ptr @.str.13
  %301 = trunc nuw nsw i64 %201 to i32
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef %301, double noundef %203, double noundef %292, ptr noundef nonnull %300)
  br i1 %299, label %306, label %303

303:                                              ; preds = %288
  %304 = load i32, ptr @n_fail, align 4, !tbaa !13
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr @n_fail, align 4, !tbaa !13
  br label %306

306:                                              ; preds = %303, %288
  %307 = add nuw nsw i64 %201, 1
  %308 = icmp eq i64 %307, %190
  br i1 %308, label %309, label %200, !llvm.loop !16

309:                                              ; preds = %306, %184
  call void @free(ptr noundef %188) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %4, i8 0, i64 320, i1 false)
  %310 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, ptr noundef nonnull %1, ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %54) #12
  %311 = call noalias ptr @malloc(i64 noundef %59) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %311, ptr nonnull readonly align 16 %2, i64 %62, i1 false)
  br i1 %63, label %432, label %312

312:                                              ; preds = %309
  %313 = zext nneg i32 %54 to i64
  %314 = add nsw i64 %313, -1
  %315 = and i64 %313, 1
  %316 = icmp eq i64 %314, 0
  %317 = and i64 %313, 2147483646
  %318 = icmp eq i64 %315, 0
  %319 = and i64 %313, 1
  %320 = icmp eq i64 %314, 0
  %321 = and i64 %313, 2147483646
  %322 = icmp eq i64 %319, 0
  br label %323

323:                                              ; preds = %429, %312
  %324 = phi i64 [ 0, %312 ], [ %430, %429 ]
  %325 = getelementptr inbounds double, ptr %3, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !9
  %327 = getelementptr inbounds double, ptr %311, i64 %324
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ogt double %329, 1.000000e+00
  %331 = select i1 %330, double %329, double 1.000000e+00
  %332 = fmul double %331, 0x3EB0C6F7A0B5ED8D
  %333 = fadd double %328, %332
  store double %333, ptr %327, align 8, !tbaa !9
  br i1 %316, label %358, label %334

334:                                              ; preds = %323, %334
  %335 = phi i64 [ %355, %334 ], [ 0, %323 ]
  %336 = phi double [ %354, %334 ], [ 0.000000e+00, %323 ]
  %337 = phi i64 [ %356, %334 ], [ 0, %323 ]
  %338 = getelementptr inbounds double, ptr %1, i64 %335
  %339 = load double, ptr %338, align 16, !tbaa !9
  %340 = getelementptr inbounds double, ptr %311, i64 %335
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = fmul double %339, %341
  %343 = call double @sin(double noundef %342) #12
  %344 = call double @llvm.fmuladd.f64(double %342, double %341, double %343)
  %345 = fadd double %336, %344
  %346 = or disjoint i64 %335, 1
  %347 = getelementptr inbounds double, ptr %1, i64 %346
  %348 = load double, ptr %347, align 8, !tbaa !9
  %349 = getelementptr inbounds double, ptr %311, i64 %346
  %350 = load double, ptr %349, align 8, !tbaa !9
  %351 = fmul double %348, %350
  %352 = call double @sin(double noundef %351) #12
  %353 = call double @llvm.fmuladd.f64(double %351, double %350, double %352)
  %354 = fadd double %345, %353
  %355 = add nuw nsw i64 %335, 2
  %356 = add i64 %337, 2
  %357 = icmp eq i64 %356, %317
  br i1 %357, label %358, label %334, !llvm.loop !15

358:                                              ; preds = %334, %323
  %359 = phi double [ poison, %323 ], [ %354, %334 ]
  %360 = phi i64 [ 0, %323 ], [ %355, %334 ]
  %361 = phi double [ 0.000000e+00, %323 ], [ %354, %334 ]
  br i1 %318, label %371, label %362

362:                                              ; preds = %358
  %363 = getelementptr inbounds double, ptr %1, i64 %360
  %364 = load double, ptr %363, align 8, !tbaa !9
  %365 = getelementptr inbounds double, ptr %311, i64 %360
  %366 = load double, ptr %365, align 8, !tbaa !9
  %367 = fmul double %364, %366
  %368 = call double @sin(double noundef %367) #12
  %369 = call double @llvm.fmuladd.f64(double %367, double %366, double %368)
  %370 = fadd double %361, %369
  br label %371

371:                                              ; preds = %358, %362
  %372 = phi double [ %359, %358 ], [ %370, %362 ]
  %373 = fsub double %328, %332
  store double %373, ptr %327, align 8, !tbaa !9
  br i1 %320, label %398, label %374

374:                                              ; preds = %371, %374
  %375 = phi i64 [ %395, %374 ], [ 0, %371 ]
  %376 = phi double [ %394, %374 ], [ 0.000000e+00, %371 ]
  %377 = phi i64 [ %396, %374 ], [ 0, %371 ]
  %378 = getelementptr inbounds double, ptr %1, i64 %375
  %379 = load double, ptr %378, align 16, !tbaa !9
  %380 = getelementptr inbounds double, ptr %311, i64 %375
  %381 = load double, ptr %380, align 8, !tbaa !9
  %382 = fmul double %379, %381
  %383 = call double @sin(double noundef %382) #12
  %384 = call double @llvm.fmuladd.f64(double %382, double %381, double %383)
  %385 = fadd double %376, %384
  %386 = or disjoint i64 %375, 1
  %387 = getelementptr inbounds double, ptr %1, i64 %386
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = getelementptr inbounds double, ptr %311, i64 %386
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = fmul double %388, %390
  %392 = call double @sin(double noundef %391) #12
  %393 = call double @llvm.fmuladd.f64(double %391, double %390, double %392)
  %394 = fadd double %385, %393
  %395 = add nuw nsw i64 %375, 2
  %396 = add i64 %377, 2
  %397 = icmp eq i64 %396, %321
  br i1 %397, label %398, label %374, !llvm.loop !15

398:                                              ; preds = %374, %371
  %399 = phi double [ poison, %371 ], [ %394, %374 ]
  %400 = phi i64 [ 0, %371 ], [ %395, %374 ]
  %401 = phi double [ 0.000000e+00, %371 ], [ %394, %374 ]
  br i1 %322, label %411, label %402

402:                                              ; preds = %398
  %403 = getelementptr inbounds double, ptr %1, i64 %400
  %404 = load double, ptr %403, align 8, !tbaa !9
  %405 = getelementptr inbounds double, ptr %311, i64 %400
  %406 = load double, ptr %405, align 8, !tbaa !9
  %407 = fmul double %404, %406
  %408 = call double @sin(double noundef %407) #12
  %409 = call double @llvm.fmuladd.f64(double %407, double %406, double %408)
  %410 = fadd double %401, %409
  br label %411

411:                                              ; preds = %398, %402
  %412 = phi double [ %399, %398 ], [ %410, %402 ]
  store double %328, ptr %327, align 8, !tbaa !9
  %413 = fsub double %372, %412
  %414 = fsub double %333, %373
  %415 = fdiv double %413, %414
  %416 = call double @llvm.fabs.f64(double %415)
  %417 = fcmp ogt double %416, 1.000000e+00
  %418 = select i1 %417, double %416, double 1.000000e+00
  %419 = fsub double %326, %415
  %420 = call double @llvm.fabs.f64(double %419)
  %421 = fmul double %418, 0x3EB0C6F7A0B5ED8D
  %422 = fcmp ole double %420, %421
  %423 = select i1 %422, ptr @.str.12, ptr @.str.13
  %424 = trunc nuw nsw i64 %324 to i32
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef %424, double noundef %326, double noundef %415, ptr noundef nonnull %423)
  br i1 %422, label %429, label %426

426:                                              ; preds = %411
  %427 = load i32, ptr @n_fail, align 4, !tbaa !13
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr @n_fail, align 4, !tbaa !13
  br label %429

429:                                              ; preds = %426, %411
  %430 = add nuw nsw i64 %324, 1
  %431 = icmp eq i64 %430, %313
  br i1 %431, label %432, label %323, !llvm.loop !16

432:                                              ; preds = %429, %309
  call void @free(ptr noundef %311) #12
  %433 = call noalias ptr @malloc(i64 noundef %59) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %433, ptr nonnull readonly align 16 %1, i64 %62, i1 false)
  br i1 %63, label %554, label %434

434:                                              ; preds = %432
  %435 = zext nneg i32 %54 to i64
  %436 = add nsw i64 %435, -1
  %437 = and i64 %435, 1
  %438 = icmp eq i64 %436, 0
  %439 = and i64 %435, 2147483646
  %440 = icmp eq i64 %437, 0
  %441 = and i64 %435, 1
  %442 = icmp eq i64 %436, 0
  %443 = and i64 %435, 2147483646
  %444 = icmp eq i64 %441, 0
  br label %445

445:                                              ; preds = %434, %551
  %446 = phi i64 [ 0, %434 ], [ %552, %551 ]
  %447 = getelementptr inbounds double, ptr %4, i64 %446
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = getelementptr inbounds double, ptr %433, i64 %446
  %450 = load double, ptr %449, align 8, !tbaa !9
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ogt double %451, 1.000000e+00
  %453 = select i1 %452, double %451, double 1.000000e+00
  %454 = fmul double %453, 0x3EB0C6F7A0B5ED8D
  %455 = fadd double %450, %454
  store double %455, ptr %449, align 8, !tbaa !9
  br i1 %438, label %480, label %456

456:                                              ; preds = %445, %456
  %457 = phi i64 [ %477, %456 ], [ 0, %445 ]
  %458 = phi double [ %476, %456 ], [ 0.000000e+00, %445 ]
  %459 = phi i64 [ %478, %456 ], [ 0, %445 ]
  %460 = getelementptr inbounds double, ptr %433, i64 %457
  %461 = load double, ptr %460, align 8, !tbaa !9
  %462 = getelementptr inbounds double, ptr %2, i64 %457
  %463 = load double, ptr %462, align 16, !tbaa !9
  %464 = fmul double %461, %463
  %465 = call double @sin(double noundef %464) #12
  %466 = call double @llvm.fmuladd.f64(double %464, double %463, double %465)
  %467 = fadd double %458, %466
  %468 = or disjoint i64 %457, 1
  %469 = getelementptr inbounds double, ptr %433, i64 %468
  %470 = load double, ptr %469, align 8, !tbaa !9
  %471 = getelementptr inbounds double, ptr %2, i64 %468
  %472 = load double, ptr %471, align 8, !tbaa !9
  %473 = fmul double %470, %472
  %474 = call double @sin(double noundef %473) #12
  %475 = call double @llvm.fmuladd.f64(double %473, double %472, double %474)
  %476 = fadd double %467, %475
  %477 = add nuw nsw i64 %457, 2
  %478 = add i64 %459, 2
  %479 = icmp eq i64 %478, %439
  br i1 %479, label %480, label %456, !llvm.loop !15

480:                                              ; preds = %456, %445
  %481 = phi double [ poison, %445 ], [ %476, %456 ]
  %482 = phi i64 [ 0, %445 ], [ %477, %456 ]
  %483 = phi double [ 0.000000e+00, %445 ], [ %476, %456 ]
  br i1 %440, label %493, label %484

484:                                              ; preds = %480
  %485 = getelementptr inbounds double, ptr %433, i64 %482
  %486 = load double, ptr %485, align 8, !tbaa !9
  %487 = getelementptr inbounds double, ptr %2, i64 %482
  %488 = load double, ptr %487, align 8, !tbaa !9
  %489 = fmul double %486, %488
  %490 = call double @sin(double noundef %489) #12
  %491 = call double @llvm.fmuladd.f64(double %489, double %488, double %490)
  %492 = fadd double %483, %491
  br label %493

493:                                              ; preds = %480, %484
  %494 = phi double [ %481, %480 ], [ %492, %484 ]
  %495 = fsub double %450, %454
  store double %495, ptr %449, align 8, !tbaa !9
  br i1 %442, label %520, label %496

496:                                              ; preds = %493, %496
  %497 = phi i64 [ %517, %496 ], [ 0, %493 ]
  %498 = phi double [ %516, %496 ], [ 0.000000e+00, %493 ]
  %499 = phi i64 [ %518, %496 ], [ 0, %493 ]
  %500 = getelementptr inbounds double, ptr %433, i64 %497
  %501 = load double, ptr %500, align 8, !tbaa !9
  %502 = getelementptr inbounds double, ptr %2, i64 %497
  %503 = load double, ptr %502, align 16, !tbaa !9
  %504 = fmul double %501, %503
  %505 = call double @sin(double noundef %504) #12
  %506 = call double @llvm.fmuladd.f64(double %504, double %503, double %505)
  %507 = fadd double %498, %506
  %508 = or disjoint i64 %497, 1
  %509 = getelementptr inbounds double, ptr %433, i64 %508
  %510 = load double, ptr %509, align 8, !tbaa !9
  %511 = getelementptr inbounds double, ptr %2, i64 %508
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = fmul double %510, %512
  %514 = call double @sin(double noundef %513) #12
  %515 = call double @llvm.fmuladd.f64(double %513, double %512, double %514)
  %516 = fadd double %507, %515
  %517 = add nuw nsw i64 %497, 2
  %518 = add i64 %499, 2
  %519 = icmp eq i64 %518, %443
  br i1 %519, label %520, label %496, !llvm.loop !15

520:                                              ; preds = %496, %493
  %521 = phi double [ poison, %493 ], [ %516, %496 ]
  %522 = phi i64 [ 0, %493 ], [ %517, %496 ]
  %523 = phi double [ 0.000000e+00, %493 ], [ %516, %496 ]
  br i1 %444, label %533, label %524

524:                                              ; preds = %520
  %525 = getelementptr inbounds double, ptr %433, i64 %522
  %526 = load double, ptr %525, align 8, !tbaa !9
  %527 = getelementptr inbounds double, ptr %2, i64 %522
  %528 = load double, ptr %527, align 8, !tbaa !9
  %529 = fmul double %526, %528
  %530 = call double @sin(double noundef %529) #12
  %531 = call double @llvm.fmuladd.f64(double %529, double %528, double %530)
  %532 = fadd double %523, %531
  br label %533

533:                                              ; preds = %520, %524
  %534 = phi double [ %521, %520 ], [ %532, %524 ]
  store double %450, ptr %449, align 8, !tbaa !9
  %535 = fsub double %494, %534
  %536 = fsub double %455, %495
  %537 = fdiv double %535, %536
  %538 = call double @llvm.fabs.f64(double %537)
  %539 = fcmp ogt double %538, 1.000000e+00
  %540 = select i1 %539, double %538, double 1.000000e+00
  %541 = fsub double %448, %537
  %542 = call double @llvm.fabs.f64(double %541)
  %543 = fmul double %540, 0x3EB0C6F7A0B5ED8D
  %544 = fcmp ole double %542, %543
  %545 = select i1 %544, ptr @.str.12, ptr @.str.13
  %546 = trunc nuw nsw i64 %446 to i32
  %547 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %546, double noundef %448, double noundef %537, ptr noundef nonnull %545)
  br i1 %544, label %551, label %548

548:                                              ; preds = %533
  %549 = load i32, ptr @n_fail, align 4, !tbaa !13
  %550 = add nsw i32 %549, 1
  store i32 %550, ptr @n_fail, align 4, !tbaa !13
  br label %551

551:                                              ; preds = %548, %533
  %552 = add nuw nsw i64 %446, 1
  %553 = icmp eq i64 %552, %435
  br i1 %553, label %554, label %445, !llvm.loop !16

554:                                              ; preds = %551, %432
  call void @free(ptr noundef %433) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %555 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %556 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wchain, i32 noundef %555, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %54) #12
  %557 = call noalias ptr @malloc(i64 noundef %59) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %557, ptr nonnull readonly align 16 %2, i64 %62, i1 false)
  %558 = zext nneg i32 %54 to i64
  br i1 %63, label %651, label %559

559:                                              ; preds = %554
  %560 = icmp ult i64 %52, 2
  %561 = add nsw i32 %54, -1
  %562 = zext nneg i32 %561 to i64
  br label %563

563:                                              ; preds = %559, %648
  %564 = phi i64 [ 0, %559 ], [ %649, %648 ]
  %565 = getelementptr inbounds double, ptr %3, i64 %564
  %566 = load double, ptr %565, align 8, !tbaa !9
  %567 = getelementptr inbounds double, ptr %557, i64 %564
  %568 = load double, ptr %567, align 8, !tbaa !9
  %569 = call double @llvm.fabs.f64(double %568)
  %570 = fcmp ogt double %569, 1.000000e+00
  %571 = select i1 %570, double %569, double 1.000000e+00
  %572 = fmul double %571, 0x3EB0C6F7A0B5ED8D
  %573 = fadd double %568, %572
  %574 = fsub double %568, %572
  store double %573, ptr %567, align 8, !tbaa !9
  br i1 %560, label %575, label %631

575:                                              ; preds = %563, %575
  %576 = phi i64 [ %597, %575 ], [ 0, %563 ]
  %577 = phi i64 [ %596, %575 ], [ 1, %563 ]
  %578 = phi <2 x double> [ %595, %575 ], [ zeroinitializer, %563 ]
  %579 = getelementptr inbounds double, ptr %1, i64 %576
  %580 = load double, ptr %579, align 8, !tbaa !9
  %581 = getelementptr inbounds double, ptr %557, i64 %576
  %582 = load double, ptr %581, align 8, !tbaa !9
  %583 = fmul double %580, %582
  %584 = getelementptr inbounds double, ptr %557, i64 %577
  %585 = load double, ptr %584, align 8, !tbaa !9
  %586 = getelementptr inbounds double, ptr %1, i64 %577
  %587 = load double, ptr %586, align 8, !tbaa !9
  %588 = fneg double %582
  %589 = fmul double %582, %588
  %590 = call double @exp(double noundef %589) #12
  %591 = insertelement <2 x double> poison, double %587, i64 0
  %592 = insertelement <2 x double> %591, double %583, i64 1
  %593 = insertelement <2 x double> poison, double %590, i64 0
  %594 = insertelement <2 x double> %593, double %585, i64 1
  %595 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %592, <2 x double> %594, <2 x double> %578)
  %596 = add nuw nsw i64 %577, 1
  %597 = add nuw nsw i64 %576, 1
  %598 = icmp eq i64 %597, %562
  br i1 %598, label %599, label %575, !llvm.loop !17

599:                                              ; preds = %575
  store double %574, ptr %567, align 8, !tbaa !9
  br label %607

600:                                              ; preds = %607
  %601 = shufflevector <2 x double> %595, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %602 = fmul <2 x double> %601, %595
  %603 = shufflevector <2 x double> %627, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %604 = fmul <2 x double> %603, %627
  %605 = fsub <2 x double> %602, %604
  %606 = extractelement <2 x double> %605, i64 0
  br label %631

607:                                              ; preds = %607, %599
  %608 = phi i64 [ 0, %599 ], [ %629, %607 ]
  %609 = phi i64 [ 1, %599 ], [ %628, %607 ]
  %610 = phi <2 x double> [ zeroinitializer, %599 ], [ %627, %607 ]
  %611 = getelementptr inbounds double, ptr %1, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = getelementptr inbounds double, ptr %557, i64 %608
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = fmul double %612, %614
  %616 = getelementptr inbounds double, ptr %557, i64 %609
  %617 = load double, ptr %616, align 8, !tbaa !9
  %618 = getelementptr inbounds double, ptr %1, i64 %609
  %619 = load double, ptr %618, align 8, !tbaa !9
  %620 = fneg double %614
  %621 = fmul double %614, %620
  %622 = call double @exp(double noundef %621) #12
  %623 = insertelement <2 x double> poison, double %619, i64 0
  %624 = insertelement <2 x double> %623, double %615, i64 1
  %625 = insertelement <2 x double> poison, double %622, i64 0
  %626 = insertelement <2 x double> %625, double %617, i64 1
  %627 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %624, <2 x double> %626, <2 x double> %610)
  %628 = add nuw nsw i64 %609, 1
  %629 = add nuw nsw i64 %608, 1
  %630 = icmp eq i64 %629, %562
  br i1 %630, label %600, label %607, !llvm.loop !17

631:                                              ; preds = %563, %600
  %632 = phi double [ %606, %600 ], [ 0.000000e+00, %563 ]
  store double %568, ptr %567, align 8, !tbaa !9
  %633 = fsub double %573, %574
  %634 = fdiv double %632, %633
  %635 = call double @llvm.fabs.f64(double %634)
  %636 = fcmp ogt double %635, 1.000000e+00
  %637 = select i1 %636, double %635, double 1.000000e+00
  %638 = fsub double %566, %634
  %639 = call double @llvm.fabs.f64(double %638)
  %640 = fmul double %637, 0x3EB0C6F7A0B5ED8D
  %641 = fcmp ole double %639, %640
  %642 = select i1 %641, ptr @.str.12, ptr @.str.13
  %643 = trunc nuw nsw i64 %564 to i32
  %644 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %643, double noundef %566, double noundef %634, ptr noundef nonnull %642)
  br i1 %641, label %648, label %645

645:                                              ; preds = %631
  %646 = load i32, ptr @n_fail, align 4, !tbaa !13
  %647 = add nsw i32 %646, 1
  store i32 %647, ptr @n_fail, align 4, !tbaa !13
  br label %648

648:                                              ; preds = %645, %631
  %649 = add nuw nsw i64 %564, 1
  %650 = icmp eq i64 %649, %558
  br i1 %650, label %651, label %563, !llvm.loop !16

651:                                              ; preds = %648, %554
  call void @free(ptr noundef %557) #12
  br label %655

652:                                              ; preds = %800
  %653 = add nuw nsw i64 %52, 1
  %654 = icmp eq i64 %653, 4
  br i1 %654, label %46, label %51, !llvm.loop !18

655:                                              ; preds = %651, %800
  %656 = phi i1 [ true, %651 ], [ false, %800 ]
  %657 = phi i32 [ 0, %651 ], [ 1, %800 ]
  %658 = select i1 %656, double 0x3FE6666666666666, double -4.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %659 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %660 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %659, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef %658, i32 noundef %54) #12
  %661 = call noalias ptr @malloc(i64 noundef %59) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %661, ptr nonnull readonly align 16 %2, i64 %62, i1 false)
  br i1 %63, label %662, label %664

662:                                              ; preds = %655
  call void @free(ptr noundef %661) #12
  %663 = fadd double %658, 0x3EB0C6F7A0B5ED8D
  br label %732

664:                                              ; preds = %655
  %665 = call double @llvm.fmuladd.f64(double %658, double %658, double 1.000000e+00)
  %666 = insertelement <2 x double> poison, double %665, i64 0
  %667 = shufflevector <2 x double> %666, <2 x double> poison, <2 x i32> zeroinitializer
  br label %668

668:                                              ; preds = %727, %664
  %669 = phi i64 [ 0, %664 ], [ %728, %727 ]
  %670 = getelementptr inbounds double, ptr %3, i64 %669
  %671 = load double, ptr %670, align 8, !tbaa !9
  %672 = getelementptr inbounds double, ptr %661, i64 %669
  %673 = load double, ptr %672, align 8, !tbaa !9
  %674 = call double @llvm.fabs.f64(double %673)
  %675 = fcmp ogt double %674, 1.000000e+00
  %676 = select i1 %675, double %674, double 1.000000e+00
  %677 = fmul double %676, 0x3EB0C6F7A0B5ED8D
  %678 = fadd double %673, %677
  store double %678, ptr %672, align 8, !tbaa !9
  br label %679

679:                                              ; preds = %679, %668
  %680 = phi i64 [ 0, %668 ], [ %689, %679 ]
  %681 = phi double [ 0.000000e+00, %668 ], [ %688, %679 ]
  %682 = getelementptr inbounds double, ptr %1, i64 %680
  %683 = load double, ptr %682, align 8, !tbaa !9
  %684 = getelementptr inbounds double, ptr %661, i64 %680
  %685 = load double, ptr %684, align 8, !tbaa !9
  %686 = fmul double %658, %685
  %687 = call double @exp(double noundef %686) #12
  %688 = call double @llvm.fmuladd.f64(double %683, double %687, double %681)
  %689 = add nuw nsw i64 %680, 1
  %690 = icmp eq i64 %689, %558
  br i1 %690, label %691, label %679, !llvm.loop !19

691:                                              ; preds = %679
  %692 = fsub double %673, %677
  store double %692, ptr %672, align 8, !tbaa !9
  br label %693

693:                                              ; preds = %693, %691
  %694 = phi i64 [ 0, %691 ], [ %703, %693 ]
  %695 = phi double [ 0.000000e+00, %691 ], [ %702, %693 ]
  %696 = getelementptr inbounds double, ptr %1, i64 %694
  %697 = load double, ptr %696, align 8, !tbaa !9
  %698 = getelementptr inbounds double, ptr %661, i64 %694
  %699 = load double, ptr %698, align 8, !tbaa !9
  %700 = fmul double %658, %699
  %701 = call double @exp(double noundef %700) #12
  %702 = call double @llvm.fmuladd.f64(double %697, double %701, double %695)
  %703 = add nuw nsw i64 %694, 1
  %704 = icmp eq i64 %703, %558
  br i1 %704, label %705, label %693, !llvm.loop !19

705:                                              ; preds = %693
  %706 = insertelement <2 x double> poison, double %688, i64 0
  %707 = insertelement <2 x double> %706, double %702, i64 1
  %708 = fdiv <2 x double> %707, %667
  store double %673, ptr %672, align 8, !tbaa !9
  %709 = shufflevector <2 x double> %708, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %710 = fsub <2 x double> %708, %709
  %711 = extractelement <2 x double> %710, i64 0
  %712 = fsub double %678, %692
  %713 = fdiv double %711, %712
  %714 = call double @llvm.fabs.f64(double %713)
  %715 = fcmp ogt double %714, 1.000000e+00
  %716 = select i1 %715, double %714, double 1.000000e+00
  %717 = fsub double %671, %713
  %718 = call double @llvm.fabs.f64(double %717)
  %719 = fmul double %716, 0x3EB0C6F7A0B5ED8D
  %720 = fcmp ole double %718, %719
  %721 = select i1 %720, ptr @.str.12, ptr @.str.13
  %722 = trunc nuw nsw i64 %669 to i32
  %723 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %722, double noundef %671, double noundef %713, ptr noundef nonnull %721)
  br i1 %720, label %727, label %724

724:                                              ; preds = %705
  %725 = load i32, ptr @n_fail, align 4, !tbaa !13
  %726 = add nsw i32 %725, 1
  store i32 %726, ptr @n_fail, align 4, !tbaa !13
  br label %727

727:                                              ; preds = %724, %705
  %728 = add nuw nsw i64 %669, 1
  %729 = icmp eq i64 %728, %558
  br i1 %729, label %730, label %668, !llvm.loop !16

730:                                              ; preds = %727
  call void @free(ptr noundef nonnull %661) #12
  %731 = fadd double %658, 0x3EB0C6F7A0B5ED8D
  br i1 %63, label %732, label %737

732:                                              ; preds = %662, %730
  %733 = phi double [ %663, %662 ], [ %731, %730 ]
  %734 = call double @llvm.fmuladd.f64(double %733, double %733, double 1.000000e+00)
  %735 = fdiv double 0.000000e+00, %734
  %736 = fadd double %658, 0xBEB0C6F7A0B5ED8D
  br label %765

737:                                              ; preds = %730, %737
  %738 = phi i64 [ %747, %737 ], [ 0, %730 ]
  %739 = phi double [ %746, %737 ], [ 0.000000e+00, %730 ]
  %740 = getelementptr inbounds double, ptr %1, i64 %738
  %741 = load double, ptr %740, align 8, !tbaa !9
  %742 = getelementptr inbounds double, ptr %2, i64 %738
  %743 = load double, ptr %742, align 8, !tbaa !9
  %744 = fmul double %731, %743
  %745 = call double @exp(double noundef %744) #12
  %746 = call double @llvm.fmuladd.f64(double %741, double %745, double %739)
  %747 = add nuw nsw i64 %738, 1
  %748 = icmp eq i64 %747, %558
  br i1 %748, label %749, label %737, !llvm.loop !19

749:                                              ; preds = %737
  %750 = call double @llvm.fmuladd.f64(double %731, double %731, double 1.000000e+00)
  %751 = fdiv double %746, %750
  %752 = fadd double %658, 0xBEB0C6F7A0B5ED8D
  br label %753

753:                                              ; preds = %749, %753
  %754 = phi i64 [ %763, %753 ], [ 0, %749 ]
  %755 = phi double [ %762, %753 ], [ 0.000000e+00, %749 ]
  %756 = getelementptr inbounds double, ptr %1, i64 %754
  %757 = load double, ptr %756, align 8, !tbaa !9
  %758 = getelementptr inbounds double, ptr %2, i64 %754
  %759 = load double, ptr %758, align 8, !tbaa !9
  %760 = fmul double %752, %759
  %761 = call double @exp(double noundef %760) #12
  %762 = call double @llvm.fmuladd.f64(double %757, double %761, double %755)
  %763 = add nuw nsw i64 %754, 1
  %764 = icmp eq i64 %763, %558
  br i1 %764, label %765, label %753, !llvm.loop !19

765:                                              ; preds = %753, %732
  %766 = phi double [ %733, %732 ], [ %731, %753 ]
  %767 = phi double [ %736, %732 ], [ %752, %753 ]
  %768 = phi double [ %735, %732 ], [ %751, %753 ]
  %769 = phi double [ 0.000000e+00, %732 ], [ %762, %753 ]
  %770 = call double @llvm.fmuladd.f64(double %767, double %767, double 1.000000e+00)
  %771 = fdiv double %769, %770
  %772 = fsub double %768, %771
  %773 = fsub double %766, %767
  %774 = fdiv double %772, %773
  %775 = call double @llvm.fabs.f64(double %774)
  %776 = fcmp ogt double %775, 1.000000e+00
  %777 = select i1 %776, double %775, double 1.000000e+00
  %778 = fsub double %660, %774
  %779 = call double @llvm.fabs.f64(double %778)
  %780 = fmul double %777, 0x3EB0C6F7A0B5ED8D
  %781 = fcmp ole double %779, %780
  %782 = select i1 %781, ptr @.str.12, ptr @.str.13
  %783 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %657, double noundef %660, double noundef %774, ptr noundef nonnull %782)
  br i1 %781, label %787, label %784

784:                                              ; preds = %765
  %785 = load i32, ptr @n_fail, align 4, !tbaa !13
  %786 = add nsw i32 %785, 1
  store i32 %786, ptr @n_fail, align 4, !tbaa !13
  br label %787

787:                                              ; preds = %765, %784
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %788 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %789 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %790 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %791 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %788, ptr noundef nonnull %1, i32 noundef %789, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %790, double noundef %658, i32 noundef %54) #12
  %792 = fsub double %791, %774
  %793 = call double @llvm.fabs.f64(double %792)
  %794 = fcmp ole double %793, %780
  %795 = select i1 %794, ptr @.str.12, ptr @.str.13
  %796 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %657, double noundef %791, double noundef %774, ptr noundef nonnull %795)
  br i1 %794, label %800, label %797

797:                                              ; preds = %787
  %798 = load i32, ptr @n_fail, align 4, !tbaa !13
  %799 = add nsw i32 %798, 1
  store i32 %799, ptr @n_fail, align 4, !tbaa !13
  br label %800

800:                                              ; preds = %787, %797
  br i1 %656, label %655, label %652, !llvm.loop !20

801:                                              ; preds = %46, %821
  %802 = phi i64 [ 0, %46 ], [ %822, %821 ]
  %803 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 %802
  %804 = load double, ptr %803, align 8, !tbaa !9
  %805 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %802
  %806 = load double, ptr %805, align 8, !tbaa !9
  %807 = fmul double %806, 2.000000e+00
  %808 = call double @llvm.fabs.f64(double %807)
  %809 = fcmp ogt double %808, 1.000000e+00
  %810 = select i1 %809, double %808, double 1.000000e+00
  %811 = fsub double %804, %807
  %812 = call double @llvm.fabs.f64(double %811)
  %813 = fmul double %810, 0x3D719799812DEA11
  %814 = fcmp ole double %812, %813
  %815 = select i1 %814, ptr @.str.12, ptr @.str.13
  %816 = trunc nuw nsw i64 %802 to i32
  %817 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %816, double noundef %804, double noundef %807, ptr noundef nonnull %815)
  br i1 %814, label %821, label %818

818:                                              ; preds = %801
  %819 = load i32, ptr @n_fail, align 4, !tbaa !13
  %820 = add nsw i32 %819, 1
  store i32 %820, ptr @n_fail, align 4, !tbaa !13
  br label %821

821:                                              ; preds = %801, %818
  %822 = add nuw nsw i64 %802, 1
  %823 = icmp eq i64 %822, 40
  br i1 %823, label %824, label %801, !llvm.loop !21

824:                                              ; preds = %821
  store <2 x double> <double 0.000000e+00, double 2.500000e-01>, ptr %5, align 16, !tbaa !9
  %825 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 5.000000e-01, double 7.500000e-01>, ptr %825, align 16, !tbaa !9
  %826 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %826, align 16, !tbaa !9
  %827 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 1.500000e+00, double 1.750000e+00>, ptr %827, align 16, !tbaa !9
  %828 = getelementptr inbounds i8, ptr %5, i64 64
  store <2 x double> <double 2.000000e+00, double 2.250000e+00>, ptr %828, align 16, !tbaa !9
  %829 = getelementptr inbounds i8, ptr %5, i64 80
  store <2 x double> <double 2.500000e+00, double 2.750000e+00>, ptr %829, align 16, !tbaa !9
  %830 = getelementptr inbounds i8, ptr %5, i64 96
  store <2 x double> <double 3.000000e+00, double 3.250000e+00>, ptr %830, align 16, !tbaa !9
  %831 = getelementptr inbounds i8, ptr %5, i64 112
  store <2 x double> <double 3.500000e+00, double 3.750000e+00>, ptr %831, align 16, !tbaa !9
  %832 = getelementptr inbounds i8, ptr %5, i64 128
  store <2 x double> <double 4.000000e+00, double 4.250000e+00>, ptr %832, align 16, !tbaa !9
  %833 = getelementptr inbounds i8, ptr %5, i64 144
  store <2 x double> <double 4.500000e+00, double 4.750000e+00>, ptr %833, align 16, !tbaa !9
  %834 = getelementptr inbounds i8, ptr %5, i64 160
  store <2 x double> <double 5.000000e+00, double 5.250000e+00>, ptr %834, align 16, !tbaa !9
  %835 = getelementptr inbounds i8, ptr %5, i64 176
  store <2 x double> <double 5.500000e+00, double 5.750000e+00>, ptr %835, align 16, !tbaa !9
  %836 = getelementptr inbounds i8, ptr %5, i64 192
  store <2 x double> <double 6.000000e+00, double 6.250000e+00>, ptr %836, align 16, !tbaa !9
  %837 = getelementptr inbounds i8, ptr %5, i64 208
  store <2 x double> <double 6.500000e+00, double 6.750000e+00>, ptr %837, align 16, !tbaa !9
  %838 = getelementptr inbounds i8, ptr %5, i64 224
  store <2 x double> <double 7.000000e+00, double 7.250000e+00>, ptr %838, align 16, !tbaa !9
  %839 = getelementptr inbounds i8, ptr %5, i64 240
  store <2 x double> <double 7.500000e+00, double 7.750000e+00>, ptr %839, align 16, !tbaa !9
  %840 = getelementptr inbounds i8, ptr %5, i64 256
  store <2 x double> <double 8.000000e+00, double 8.250000e+00>, ptr %840, align 16, !tbaa !9
  %841 = getelementptr inbounds i8, ptr %5, i64 272
  store <2 x double> <double 8.500000e+00, double 8.750000e+00>, ptr %841, align 16, !tbaa !9
  %842 = getelementptr inbounds i8, ptr %5, i64 288
  store <2 x double> <double 9.000000e+00, double 9.250000e+00>, ptr %842, align 16, !tbaa !9
  %843 = getelementptr inbounds i8, ptr %5, i64 304
  store <2 x double> <double 9.500000e+00, double 9.750000e+00>, ptr %843, align 16, !tbaa !9
  %844 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %845 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %844, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef 40) #12
  br label %852

846:                                              ; preds = %873
  %847 = load i32, ptr @n_fail, align 4, !tbaa !13
  %848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %847)
  %849 = load i32, ptr @n_fail, align 4, !tbaa !13
  %850 = icmp ne i32 %849, 0
  %851 = zext i1 %850 to i32
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #12
  ret i32 %851

852:                                              ; preds = %824, %873
  %853 = phi i64 [ 0, %824 ], [ %874, %873 ]
  %854 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 %853
  %855 = load double, ptr %854, align 8, !tbaa !9
  %856 = trunc nuw nsw i64 %853 to i32
  %857 = uitofp nneg i32 %856 to double
  %858 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %853
  %859 = load double, ptr %858, align 8, !tbaa !9
  %860 = call double @llvm.fmuladd.f64(double %857, double 2.500000e-01, double %859)
  %861 = call double @llvm.fabs.f64(double %860)
  %862 = fcmp ogt double %861, 1.000000e+00
  %863 = select i1 %862, double %861, double 1.000000e+00
  %864 = fsub double %855, %860
  %865 = call double @llvm.fabs.f64(double %864)
  %866 = fmul double %863, 0x3D719799812DEA11
  %867 = fcmp ole double %865, %866
  %868 = select i1 %867, ptr @.str.12, ptr @.str.13
  %869 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %856, double noundef %855, double noundef %860, ptr noundef nonnull %868)
  br i1 %867, label %873, label %870

870:                                              ; preds = %852
  %871 = load i32, ptr @n_fail, align 4, !tbaa !13
  %872 = add nsw i32 %871, 1
  store i32 %872, ptr @n_fail, align 4, !tbaa !13
  br label %873

873:                                              ; preds = %852, %870
  %874 = add nuw nsw i64 %853, 1
  %875 = icmp eq i64 %874, 40
  br i1 %875, label %846, label %852, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @wsum(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %27

11:                                               ; preds = %27, %5
  %12 = phi double [ poison, %5 ], [ %47, %27 ]
  %13 = phi i64 [ 0, %5 ], [ %48, %27 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %47, %27 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = getelementptr inbounds double, ptr %1, i64 %13
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %18, %20
  %22 = tail call double @sin(double noundef %21) #12
  %23 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %22)
  %24 = fadd double %14, %23
  br label %25

25:                                               ; preds = %16, %11, %3
  %26 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %26

27:                                               ; preds = %27, %9
  %28 = phi i64 [ 0, %9 ], [ %48, %27 ]
  %29 = phi double [ 0.000000e+00, %9 ], [ %47, %27 ]
  %30 = phi i64 [ 0, %9 ], [ %49, %27 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = getelementptr inbounds double, ptr %1, i64 %28
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %32, %34
  %36 = tail call double @sin(double noundef %35) #12
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %36)
  %38 = fadd double %29, %37
  %39 = or disjoint i64 %28, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %1, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %41, %43
  %45 = tail call double @sin(double noundef %44) #12
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %45)
  %47 = fadd double %38, %46
  %48 = add nuw nsw i64 %28, 2
  %49 = add i64 %30, 2
  %50 = icmp eq i64 %49, %10
  br i1 %50, label %11, label %27, !llvm.loop !15
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @wchain(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %12

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %6 to i64
  br label %14

8:                                                ; preds = %14
  %9 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %10 = fmul <2 x double> %9, %34
  %11 = extractelement <2 x double> %10, i64 0
  br label %12

12:                                               ; preds = %8, %3
  %13 = phi double [ 0.000000e+00, %3 ], [ %11, %8 ]
  ret double %13

14:                                               ; preds = %5, %14
  %15 = phi i64 [ 0, %5 ], [ %36, %14 ]
  %16 = phi i64 [ 1, %5 ], [ %35, %14 ]
  %17 = phi <2 x double> [ zeroinitializer, %5 ], [ %34, %14 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds double, ptr %1, i64 %15
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %19, %21
  %23 = getelementptr inbounds double, ptr %1, i64 %16
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = getelementptr inbounds double, ptr %0, i64 %16
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = fneg double %21
  %28 = fmul double %21, %27
  %29 = tail call double @exp(double noundef %28) #12
  %30 = insertelement <2 x double> poison, double %26, i64 0
  %31 = insertelement <2 x double> %30, double %22, i64 1
  %32 = insertelement <2 x double> poison, double %29, i64 0
  %33 = insertelement <2 x double> %32, double %24, i64 1
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %33, <2 x double> %17)
  %35 = add nuw nsw i64 %16, 1
  %36 = add nuw nsw i64 %15, 1
  %37 = icmp eq i64 %36, %7
  br i1 %37, label %8, label %14, !llvm.loop !17
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @wscale(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, double noundef %2, i32 noundef %3) #4 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %12

8:                                                ; preds = %12, %4
  %9 = phi double [ 0.000000e+00, %4 ], [ %21, %12 ]
  %10 = tail call double @llvm.fmuladd.f64(double %2, double %2, double 1.000000e+00)
  %11 = fdiv double %9, %10
  ret double %11

12:                                               ; preds = %6, %12
  %13 = phi i64 [ 0, %6 ], [ %22, %12 ]
  %14 = phi double [ 0.000000e+00, %6 ], [ %21, %12 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %13
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = getelementptr inbounds double, ptr %1, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %2
  %20 = tail call double @exp(double noundef %19) #12
  %21 = tail call double @llvm.fmuladd.f64(double %16, double %20, double %14)
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %8, label %12, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
