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
  %12 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %13

13:                                               ; preds = %24, %0
  %14 = phi i64 [ 0, %0 ], [ %33, %24 ]
  %15 = phi i64 [ %12, %0 ], [ %27, %24 ]
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = lshr i64 %17, 10
  %19 = and i64 %18, 18014398509481982
  %20 = uitofp nneg i64 %19 to double
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 0x3CA0000000000000, double -1.000000e+00)
  %22 = getelementptr inbounds double, ptr %7, i64 %14
  store double %21, ptr %22, align 16, !tbaa !9
  %23 = icmp eq i64 %14, 18
  br i1 %23, label %34, label %24, !llvm.loop !11

24:                                               ; preds = %13
  %25 = or disjoint i64 %14, 1
  %26 = mul i64 %17, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = lshr i64 %27, 10
  %29 = and i64 %28, 18014398509481982
  %30 = uitofp nneg i64 %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 0x3CA0000000000000, double -1.000000e+00)
  %32 = getelementptr inbounds double, ptr %7, i64 %25
  store double %31, ptr %32, align 8, !tbaa !9
  %33 = add nuw nsw i64 %14, 2
  br label %13

34:                                               ; preds = %13, %45
  %35 = phi i64 [ %54, %45 ], [ 0, %13 ]
  %36 = phi i64 [ %48, %45 ], [ %17, %13 ]
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = lshr i64 %38, 10
  %40 = and i64 %39, 18014398509481982
  %41 = uitofp nneg i64 %40 to double
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 0x3CA0000000000000, double -1.000000e+00)
  %43 = getelementptr inbounds double, ptr %11, i64 %35
  store double %42, ptr %43, align 16, !tbaa !9
  %44 = icmp eq i64 %35, 18
  br i1 %44, label %55, label %45, !llvm.loop !11

45:                                               ; preds = %34
  %46 = or disjoint i64 %35, 1
  %47 = mul i64 %38, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = lshr i64 %48, 10
  %50 = and i64 %49, 18014398509481982
  %51 = uitofp nneg i64 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 0x3CA0000000000000, double -1.000000e+00)
  %53 = getelementptr inbounds double, ptr %11, i64 %46
  store double %52, ptr %53, align 8, !tbaa !9
  %54 = add nuw nsw i64 %35, 2
  br label %34

55:                                               ; preds = %34
  store i64 %38, ptr @rng_state, align 8, !tbaa !5
  br label %62

56:                                               ; preds = %266
  %57 = load i32, ptr @n_fail, align 4, !tbaa !13
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %57)
  %59 = load i32, ptr @n_fail, align 4, !tbaa !13
  %60 = icmp ne i32 %59, 0
  %61 = zext i1 %60 to i32
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #12
  ret i32 %61

62:                                               ; preds = %55, %266
  %63 = phi i64 [ 0, %55 ], [ %267, %266 ]
  %64 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %8, i8 0, i64 152, i1 false)
  %66 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %65) #12
  %67 = call i32 @llvm.smax.i32(i32 %65, i32 1)
  %68 = zext nneg i32 %67 to i64
  %69 = shl nuw nsw i64 %68, 3
  %70 = call noalias ptr @malloc(i64 noundef %69) #13
  %71 = sext i32 %65 to i64
  %72 = shl nsw i64 %71, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %70, ptr nonnull readonly align 16 %7, i64 %72, i1 false)
  %73 = zext i32 %65 to i64
  br label %74

74:                                               ; preds = %114, %62
  %75 = phi i64 [ 0, %62 ], [ %115, %114 ]
  %76 = getelementptr inbounds double, ptr %8, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = getelementptr inbounds double, ptr %70, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = call double @llvm.fabs.f64(double %79)
  %81 = fcmp ogt double %80, 1.000000e+00
  %82 = select i1 %81, double %80, double 1.000000e+00
  %83 = fmul double %82, 0x3EB0C6F7A0B5ED8D
  %84 = fadd double %79, %83
  %85 = fsub double %79, %83
  store double %84, ptr %78, align 8, !tbaa !9
  %86 = call double @grow(ptr noundef readonly %70, i32 noundef %65)
  store double %85, ptr %78, align 8, !tbaa !9
  %87 = call double @grow(ptr noundef readonly %70, i32 noundef %65)
  store double %79, ptr %78, align 8, !tbaa !9
  %88 = fsub double %86, %87
  %89 = fsub double %84, %85
  %90 = fdiv double %88, %89
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fcmp ogt double %91, 1.000000e+00
  %93 = select i1 %92, double %91, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %77, ptr %6, align 8, !tbaa !9
  %94 = load volatile double, ptr %6, align 8, !tbaa !9
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %96, label %109, label %97

97:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %90, ptr %5, align 8, !tbaa !9
  %98 = load volatile double, ptr %5, align 8, !tbaa !9
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %100, label %109, label %101

101:                                              ; preds = %97
  %102 = fsub double %77, %90
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fmul double %93, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp ugt double %103, %104
  br i1 %105, label %109, label %106

106:                                              ; preds = %101
  %107 = trunc nuw nsw i64 %75 to i32
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %107, double noundef %77, double noundef %90, ptr noundef nonnull @.str.4)
  br label %114

109:                                              ; preds = %101, %97, %74
  %110 = trunc nuw nsw i64 %75 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %110, double noundef %77, double noundef %90, ptr noundef nonnull @.str.5)
  %112 = load i32, ptr @n_fail, align 4, !tbaa !13
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @n_fail, align 4, !tbaa !13
  br label %114

114:                                              ; preds = %109, %106
  %115 = add nuw nsw i64 %75, 1
  %116 = icmp eq i64 %115, %73
  br i1 %116, label %117, label %74, !llvm.loop !15

117:                                              ; preds = %114
  call void @free(ptr noundef nonnull %70) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %8, i8 0, i64 152, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %10, ptr noundef nonnull align 16 dereferenceable(152) %11, i64 152, i1 false)
  %118 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow_out, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %65) #12
  %119 = call noalias ptr @malloc(i64 noundef %69) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %119, ptr nonnull readonly align 16 %7, i64 %72, i1 false)
  %120 = add nsw i64 %73, -1
  %121 = and i64 %73, 3
  %122 = icmp ult i64 %120, 3
  %123 = and i64 %73, 4294967292
  %124 = icmp eq i64 %121, 0
  %125 = and i64 %73, 3
  %126 = icmp ult i64 %120, 3
  %127 = and i64 %73, 4294967292
  %128 = icmp eq i64 %125, 0
  br label %129

129:                                              ; preds = %117, %263
  %130 = phi i64 [ 0, %117 ], [ %264, %263 ]
  %131 = getelementptr inbounds double, ptr %8, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = getelementptr inbounds double, ptr %119, i64 %130
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = call double @llvm.fabs.f64(double %134)
  %136 = fcmp ogt double %135, 1.000000e+00
  %137 = select i1 %136, double %135, double 1.000000e+00
  %138 = fmul double %137, 0x3EB0C6F7A0B5ED8D
  %139 = fadd double %134, %138
  store double %139, ptr %133, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #12
  call void @grow_out(ptr noundef readonly %119, ptr noundef nonnull %1, i32 noundef %65)
  br i1 %122, label %170, label %140

140:                                              ; preds = %129, %140
  %141 = phi i64 [ %167, %140 ], [ 0, %129 ]
  %142 = phi double [ %166, %140 ], [ 0.000000e+00, %129 ]
  %143 = phi i64 [ %168, %140 ], [ 0, %129 ]
  %144 = getelementptr inbounds double, ptr %11, i64 %141
  %145 = load double, ptr %144, align 16, !tbaa !9
  %146 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %141
  %147 = load double, ptr %146, align 16, !tbaa !9
  %148 = call double @llvm.fmuladd.f64(double %145, double %147, double %142)
  %149 = or disjoint i64 %141, 1
  %150 = getelementptr inbounds double, ptr %11, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %149
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = call double @llvm.fmuladd.f64(double %151, double %153, double %148)
  %155 = or disjoint i64 %141, 2
  %156 = getelementptr inbounds double, ptr %11, i64 %155
  %157 = load double, ptr %156, align 16, !tbaa !9
  %158 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %155
  %159 = load double, ptr %158, align 16, !tbaa !9
  %160 = call double @llvm.fmuladd.f64(double %157, double %159, double %154)
  %161 = or disjoint i64 %141, 3
  %162 = getelementptr inbounds double, ptr %11, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %161
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = call double @llvm.fmuladd.f64(double %163, double %165, double %160)
  %167 = add nuw nsw i64 %141, 4
  %168 = add i64 %143, 4
  %169 = icmp eq i64 %168, %123
  br i1 %169, label %170, label %140, !llvm.loop !16

170:                                              ; preds = %140, %129
  %171 = phi double [ poison, %129 ], [ %166, %140 ]
  %172 = phi i64 [ 0, %129 ], [ %167, %140 ]
  %173 = phi double [ 0.000000e+00, %129 ], [ %166, %140 ]
  br i1 %124, label %186, label %174

174:                                              ; preds = %170, %174
  %175 = phi i64 [ %183, %174 ], [ %172, %170 ]
  %176 = phi double [ %182, %174 ], [ %173, %170 ]
  %177 = phi i64 [ %184, %174 ], [ 0, %170 ]
  %178 = getelementptr inbounds double, ptr %11, i64 %175
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %175
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = call double @llvm.fmuladd.f64(double %179, double %181, double %176)
  %183 = add nuw nsw i64 %175, 1
  %184 = add i64 %177, 1
  %185 = icmp eq i64 %184, %121
  br i1 %185, label %186, label %174, !llvm.loop !17

186:                                              ; preds = %174, %170
  %187 = phi double [ %171, %170 ], [ %182, %174 ]
  %188 = fsub double %134, %138
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #12
  store double %188, ptr %133, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #12
  call void @grow_out(ptr noundef readonly %119, ptr noundef nonnull %2, i32 noundef %65)
  br i1 %126, label %219, label %189

189:                                              ; preds = %186, %189
  %190 = phi i64 [ %216, %189 ], [ 0, %186 ]
  %191 = phi double [ %215, %189 ], [ 0.000000e+00, %186 ]
  %192 = phi i64 [ %217, %189 ], [ 0, %186 ]
  %193 = getelementptr inbounds double, ptr %11, i64 %190
  %194 = load double, ptr %193, align 16, !tbaa !9
  %195 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %190
  %196 = load double, ptr %195, align 16, !tbaa !9
  %197 = call double @llvm.fmuladd.f64(double %194, double %196, double %191)
  %198 = or disjoint i64 %190, 1
  %199 = getelementptr inbounds double, ptr %11, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %198
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = call double @llvm.fmuladd.f64(double %200, double %202, double %197)
  %204 = or disjoint i64 %190, 2
  %205 = getelementptr inbounds double, ptr %11, i64 %204
  %206 = load double, ptr %205, align 16, !tbaa !9
  %207 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %204
  %208 = load double, ptr %207, align 16, !tbaa !9
  %209 = call double @llvm.fmuladd.f64(double %206, double %208, double %203)
  %210 = or disjoint i64 %190, 3
  %211 = getelementptr inbounds double, ptr %11, i64 %210
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %210
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = call double @llvm.fmuladd.f64(double %212, double %214, double %209)
  %216 = add nuw nsw i64 %190, 4
  %217 = add i64 %192, 4
  %218 = icmp eq i64 %217, %127
  br i1 %218, label %219, label %189, !llvm.loop !16

219:                                              ; preds = %189, %186
  %220 = phi double [ poison, %186 ], [ %215, %189 ]
  %221 = phi i64 [ 0, %186 ], [ %216, %189 ]
  %222 = phi double [ 0.000000e+00, %186 ], [ %215, %189 ]
  br i1 %128, label %235, label %223

223:                                              ; preds = %219, %223
  %224 = phi i64 [ %232, %223 ], [ %221, %219 ]
  %225 = phi double [ %231, %223 ], [ %222, %219 ]
  %226 = phi i64 [ %233, %223 ], [ 0, %219 ]
  %227 = getelementptr inbounds double, ptr %11, i64 %224
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %224
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = call double @llvm.fmuladd.f64(double %228, double %230, double %225)
  %232 = add nuw nsw i64 %224, 1
  %233 = add i64 %226, 1
  %234 = icmp eq i64 %233, %125
  br i1 %234, label %235, label %223, !llvm.loop !19

235:                                              ; preds = %223, %219
  %236 = phi double [ %220, %219 ], [ %231, %223 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #12
  store double %134, ptr %133, align 8, !tbaa !9
  %237 = fsub double %187, %236
  %238 = fsub double %139, %188
  %239 = fdiv double %237, %238
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fcmp ogt double %240, 1.000000e+00
  %242 = select i1 %241, double %240, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %132, ptr %4, align 8, !tbaa !9
  %243 = load volatile double, ptr %4, align 8, !tbaa !9
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ueq double %244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %245, label %258, label %246

246:                                              ; preds = %235
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %239, ptr %3, align 8, !tbaa !9
  %247 = load volatile double, ptr %3, align 8, !tbaa !9
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %249, label %258, label %250

250:                                              ; preds = %246
  %251 = fsub double %132, %239
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fmul double %242, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ugt double %252, %253
  br i1 %254, label %258, label %255

255:                                              ; preds = %250
  %256 = trunc nuw nsw i64 %130 to i32
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %256, double noundef %132, double noundef %239, ptr noundef nonnull @.str.4)
  br label %263

258:                                              ; preds = %250, %246, %235
  %259 = trunc nuw nsw i64 %130 to i32
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %259, double noundef %132, double noundef %239, ptr noundef nonnull @.str.5)
  %261 = load i32, ptr @n_fail, align 4, !tbaa !13
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr @n_fail, align 4, !tbaa !13
  br label %263

263:                                              ; preds = %258, %255
  %264 = add nuw nsw i64 %130, 1
  %265 = icmp eq i64 %264, %73
  br i1 %265, label %266, label %129, !llvm.loop !15

266:                                              ; preds = %263
  call void @free(ptr noundef nonnull %119) #12
  %267 = add nuw nsw i64 %63, 1
  %268 = icmp eq i64 %267, 3
  br i1 %268, label %56, label %62, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %86

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %16

7:                                                ; preds = %54
  %8 = icmp sgt i64 %58, -1
  br i1 %8, label %9, label %86

9:                                                ; preds = %7
  %10 = and i64 %55, 4294967295
  %11 = and i64 %55, 4294967295
  %12 = and i64 %55, 1
  %13 = icmp eq i64 %11, 1
  br i1 %13, label %69, label %14

14:                                               ; preds = %9
  %15 = sub nsw i64 %11, %12
  br label %89

16:                                               ; preds = %5, %54
  %17 = phi i64 [ 0, %5 ], [ %24, %54 ]
  %18 = phi i32 [ 2, %5 ], [ %57, %54 ]
  %19 = phi ptr [ %3, %5 ], [ %56, %54 ]
  %20 = phi i64 [ 0, %5 ], [ %55, %54 ]
  %21 = trunc nuw nsw i64 %17 to i32
  %22 = urem i32 %21, 3
  %23 = getelementptr inbounds double, ptr %0, i64 %17
  %24 = add nuw nsw i64 %17, 1
  %25 = shl i64 %20, 32
  %26 = ashr exact i64 %25, 32
  %27 = icmp eq i64 %24, %6
  %28 = and i64 %24, 4294967295
  %29 = select i1 %27, i64 0, i64 %28
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = trunc i64 %20 to i32
  %32 = icmp eq i32 %18, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %16
  %34 = shl nsw i32 %18, 1
  %35 = sext i32 %34 to i64
  %36 = shl nsw i64 %35, 3
  %37 = tail call ptr @realloc(ptr noundef %19, i64 noundef %36) #14
  br label %38

38:                                               ; preds = %16, %33
  %39 = phi ptr [ %37, %33 ], [ %19, %16 ]
  %40 = phi i32 [ %34, %33 ], [ %18, %16 ]
  %41 = load double, ptr %23, align 8, !tbaa !9
  %42 = load double, ptr %30, align 8, !tbaa !9
  %43 = fmul double %42, 5.000000e-01
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %43)
  %45 = add nsw i64 %26, 1
  %46 = getelementptr inbounds double, ptr %39, i64 %26
  store double %44, ptr %46, align 8, !tbaa !9
  %47 = icmp eq i32 %22, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %38
  %49 = trunc nsw i64 %45 to i32
  %50 = icmp eq i32 %40, %49
  %51 = shl nsw i32 %40, 1
  %52 = sext i32 %51 to i64
  %53 = shl nsw i64 %52, 3
  br i1 %50, label %60, label %62

54:                                               ; preds = %62, %38
  %55 = phi i64 [ %45, %38 ], [ %68, %62 ]
  %56 = phi ptr [ %39, %38 ], [ %63, %62 ]
  %57 = phi i32 [ %40, %38 ], [ %64, %62 ]
  %58 = phi i64 [ %26, %38 ], [ %45, %62 ]
  %59 = icmp eq i64 %24, %6
  br i1 %59, label %7, label %16, !llvm.loop !21

60:                                               ; preds = %48
  %61 = tail call ptr @realloc(ptr noundef %39, i64 noundef %53) #14
  br label %62

62:                                               ; preds = %48, %60
  %63 = phi ptr [ %61, %60 ], [ %39, %48 ]
  %64 = phi i32 [ %51, %60 ], [ %40, %48 ]
  %65 = load double, ptr %23, align 8, !tbaa !9
  %66 = tail call double @sin(double noundef %65) #12
  %67 = getelementptr inbounds double, ptr %63, i64 %45
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nsw i64 %26, 2
  br label %54

69:                                               ; preds = %89, %9
  %70 = phi double [ poison, %9 ], [ %115, %89 ]
  %71 = phi i64 [ 0, %9 ], [ %116, %89 ]
  %72 = phi double [ 0.000000e+00, %9 ], [ %115, %89 ]
  %73 = icmp eq i64 %12, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds double, ptr %56, i64 %71
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = xor i64 %71, -1
  %78 = add nsw i64 %10, %77
  %79 = getelementptr inbounds double, ptr %56, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fmul double %76, %80
  %82 = trunc nuw nsw i64 %71 to i32
  %83 = uitofp nneg i32 %82 to double
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 1.000000e-01, double 1.000000e+00)
  %85 = tail call double @llvm.fmuladd.f64(double %81, double %84, double %72)
  br label %86

86:                                               ; preds = %74, %69, %2, %7
  %87 = phi ptr [ %56, %7 ], [ %3, %2 ], [ %56, %69 ], [ %56, %74 ]
  %88 = phi double [ 0.000000e+00, %7 ], [ 0.000000e+00, %2 ], [ %70, %69 ], [ %85, %74 ]
  tail call void @free(ptr noundef %87) #12
  ret double %88

89:                                               ; preds = %89, %14
  %90 = phi i64 [ 0, %14 ], [ %116, %89 ]
  %91 = phi double [ 0.000000e+00, %14 ], [ %115, %89 ]
  %92 = phi i64 [ 0, %14 ], [ %117, %89 ]
  %93 = getelementptr inbounds double, ptr %56, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = xor i64 %90, -1
  %96 = add nsw i64 %10, %95
  %97 = getelementptr inbounds double, ptr %56, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fmul double %94, %98
  %100 = trunc nuw nsw i64 %90 to i32
  %101 = uitofp nneg i32 %100 to double
  %102 = tail call double @llvm.fmuladd.f64(double %101, double 1.000000e-01, double 1.000000e+00)
  %103 = tail call double @llvm.fmuladd.f64(double %99, double %102, double %91)
  %104 = or disjoint i64 %90, 1
  %105 = getelementptr inbounds double, ptr %56, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = xor i64 %90, -2
  %108 = add nsw i64 %10, %107
  %109 = getelementptr inbounds double, ptr %56, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul double %106, %110
  %112 = trunc nuw nsw i64 %104 to i32
  %113 = uitofp nneg i32 %112 to double
  %114 = tail call double @llvm.fmuladd.f64(double %113, double 1.000000e-01, double 1.000000e+00)
  %115 = tail call double @llvm.fmuladd.f64(double %111, double %114, double %103)
  %116 = add nuw nsw i64 %90, 2
  %117 = add i64 %92, 2
  %118 = icmp eq i64 %117, %15
  br i1 %118, label %69, label %89, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal void @grow_out(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %96

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = load double, ptr %0, align 8, !tbaa !9
  %9 = fmul double %8, 2.000000e-01
  %10 = tail call double @exp(double noundef %9) #12
  store double %10, ptr %4, align 8, !tbaa !9
  %11 = icmp eq i32 %2, 1
  br i1 %11, label %13, label %71

12:                                               ; preds = %82
  br i1 %5, label %13, label %96

13:                                               ; preds = %6, %12
  %14 = phi ptr [ %84, %12 ], [ %4, %6 ]
  %15 = zext nneg i32 %2 to i64
  %16 = zext nneg i32 %2 to i64
  %17 = getelementptr double, ptr %0, i64 %15
  %18 = icmp ult i32 %2, 10
  br i1 %18, label %19, label %36

19:                                               ; preds = %69, %36, %13
  %20 = phi i64 [ 0, %36 ], [ 0, %13 ], [ %48, %69 ]
  %21 = and i64 %7, 1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %32, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds double, ptr %14, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = xor i64 %20, -1
  %27 = getelementptr double, ptr %17, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %25, %28
  %30 = getelementptr inbounds double, ptr %1, i64 %20
  store double %29, ptr %30, align 8, !tbaa !9
  %31 = or disjoint i64 %20, 1
  br label %32

32:                                               ; preds = %23, %19
  %33 = phi i64 [ %20, %19 ], [ %31, %23 ]
  %34 = add nsw i64 %7, -1
  %35 = icmp eq i64 %20, %34
  br i1 %35, label %96, label %98

36:                                               ; preds = %13
  %37 = shl nuw nsw i64 %7, 3
  %38 = getelementptr i8, ptr %1, i64 %37
  %39 = getelementptr i8, ptr %14, i64 %37
  %40 = icmp ugt ptr %39, %1
  %41 = icmp ult ptr %14, %38
  %42 = and i1 %40, %41
  %43 = icmp ugt ptr %17, %1
  %44 = icmp ugt ptr %38, %0
  %45 = and i1 %43, %44
  %46 = or i1 %42, %45
  br i1 %46, label %19, label %47

47:                                               ; preds = %36
  %48 = and i64 %7, 2147483644
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %67, %49 ]
  %51 = getelementptr inbounds double, ptr %14, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !9, !alias.scope !23
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !9, !alias.scope !23
  %55 = xor i64 %50, -1
  %56 = getelementptr double, ptr %17, i64 %55
  %57 = getelementptr i8, ptr %56, i64 -8
  %58 = getelementptr i8, ptr %56, i64 -24
  %59 = load <2 x double>, ptr %57, align 8, !tbaa !9, !alias.scope !26
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %61 = load <2 x double>, ptr %58, align 8, !tbaa !9, !alias.scope !26
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %63 = fmul <2 x double> %53, %60
  %64 = fmul <2 x double> %54, %62
  %65 = getelementptr inbounds double, ptr %1, i64 %50
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  store <2 x double> %63, ptr %65, align 8, !tbaa !9, !alias.scope !28, !noalias !30
  store <2 x double> %64, ptr %66, align 8, !tbaa !9, !alias.scope !28, !noalias !30
  %67 = add nuw i64 %50, 4
  %68 = icmp eq i64 %67, %48
  br i1 %68, label %69, label %49, !llvm.loop !31

69:                                               ; preds = %49
  %70 = icmp eq i64 %48, %7
  br i1 %70, label %96, label %19

71:                                               ; preds = %6, %82
  %72 = phi i64 [ %94, %82 ], [ 1, %6 ]
  %73 = phi ptr [ %84, %82 ], [ %4, %6 ]
  %74 = phi i32 [ %83, %82 ], [ 1, %6 ]
  %75 = zext i32 %74 to i64
  %76 = icmp eq i64 %72, %75
  br i1 %76, label %77, label %82

77:                                               ; preds = %71
  %78 = shl nsw i32 %74, 1
  %79 = sext i32 %78 to i64
  %80 = shl nsw i64 %79, 3
  %81 = tail call ptr @realloc(ptr noundef nonnull %73, i64 noundef %80) #14
  br label %82

82:                                               ; preds = %77, %71
  %83 = phi i32 [ %78, %77 ], [ %74, %71 ]
  %84 = phi ptr [ %81, %77 ], [ %73, %71 ]
  %85 = getelementptr inbounds double, ptr %0, i64 %72
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fmul double %86, 2.000000e-01
  %88 = tail call double @exp(double noundef %87) #12
  %89 = getelementptr inbounds double, ptr %84, i64 %72
  store double %88, ptr %89, align 8, !tbaa !9
  %90 = add nsw i64 %72, -1
  %91 = getelementptr inbounds double, ptr %84, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = fmul double %88, %92
  store double %93, ptr %91, align 8, !tbaa !9
  %94 = add nuw nsw i64 %72, 1
  %95 = icmp eq i64 %94, %7
  br i1 %95, label %12, label %71, !llvm.loop !34

96:                                               ; preds = %32, %98, %69, %3, %12
  %97 = phi ptr [ %84, %12 ], [ %4, %3 ], [ %14, %69 ], [ %14, %98 ], [ %14, %32 ]
  tail call void @free(ptr noundef %97) #12
  ret void

98:                                               ; preds = %32, %98
  %99 = phi i64 [ %115, %98 ], [ %33, %32 ]
  %100 = getelementptr inbounds double, ptr %14, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = xor i64 %99, -1
  %103 = getelementptr double, ptr %17, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fmul double %101, %104
  %106 = getelementptr inbounds double, ptr %1, i64 %99
  store double %105, ptr %106, align 8, !tbaa !9
  %107 = add nuw nsw i64 %99, 1
  %108 = getelementptr inbounds double, ptr %14, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = sub i64 -2, %99
  %111 = getelementptr double, ptr %17, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fmul double %109, %112
  %114 = getelementptr inbounds double, ptr %1, i64 %107
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = add nuw nsw i64 %99, 2
  %116 = icmp eq i64 %115, %16
  br i1 %116, label %96, label %98, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = !{!29}
!29 = distinct !{!29, !25}
!30 = !{!24, !27}
!31 = distinct !{!31, !12, !32, !33}
!32 = !{!"llvm.loop.isvectorized", i32 1}
!33 = !{!"llvm.loop.unroll.runtime.disable"}
!34 = distinct !{!34, !12, !35}
!35 = !{!"llvm.loop.peeled.count", i32 1}
!36 = distinct !{!36, !12, !32}
