; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 16, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [24 x i8] c"gscratch.primal_scratch\00", align 1
@scratch = internal unnamed_addr global [16 x double] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"gscratch.dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"grun.dx\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"grun.dx(second and third call)\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"globals\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@gcount = dso_local local_unnamed_addr global double 0.000000e+00, align 8
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
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  %9 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #14
  %10 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %11

11:                                               ; preds = %11, %0
  %12 = phi i64 [ 0, %0 ], [ %29, %11 ]
  %13 = phi i64 [ %10, %0 ], [ %23, %11 ]
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = lshr i64 %15, 10
  %17 = and i64 %16, 18014398509481982
  %18 = uitofp nneg i64 %17 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 0x3CA0000000000000, double -1.000000e+00)
  %20 = getelementptr inbounds double, ptr %7, i64 %12
  store double %19, ptr %20, align 16, !tbaa !9
  %21 = or disjoint i64 %12, 1
  %22 = mul i64 %15, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = lshr i64 %23, 10
  %25 = and i64 %24, 18014398509481982
  %26 = uitofp nneg i64 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 0x3CA0000000000000, double -1.000000e+00)
  %28 = getelementptr inbounds double, ptr %7, i64 %21
  store double %27, ptr %28, align 8, !tbaa !9
  %29 = add nuw nsw i64 %12, 2
  %30 = icmp eq i64 %29, 16
  br i1 %30, label %31, label %11, !llvm.loop !11

31:                                               ; preds = %11
  store i64 %23, ptr @rng_state, align 8, !tbaa !5
  br label %38

32:                                               ; preds = %418
  %33 = load i32, ptr @n_fail, align 4, !tbaa !13
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %33)
  %35 = load i32, ptr @n_fail, align 4, !tbaa !13
  %36 = icmp ne i32 %35, 0
  %37 = zext i1 %36 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #14
  ret i32 %37

38:                                               ; preds = %31, %418
  %39 = phi i64 [ 0, %31 ], [ %419, %418 ]
  %40 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #14
  store i32 %41, ptr %9, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %42 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gscratch, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %41) #14
  %43 = add nsw i32 %41, -1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %44
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = call double @llvm.fmuladd.f64(double %48, double %48, double 1.000000e+00)
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = fcmp ogt double %50, 1.000000e+00
  %52 = select i1 %51, double %50, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %46, ptr %6, align 8, !tbaa !9
  %53 = load volatile double, ptr %6, align 8, !tbaa !9
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %55, label %68, label %56

56:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %49, ptr %5, align 8, !tbaa !9
  %57 = load volatile double, ptr %5, align 8, !tbaa !9
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %59, label %68, label %60

60:                                               ; preds = %56
  %61 = fsub double %46, %49
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fmul double %52, 0x3D719799812DEA11
  %64 = fcmp ugt double %62, %63
  br i1 %64, label %68, label %65

65:                                               ; preds = %60
  %66 = trunc nuw nsw i64 %39 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %66, double noundef %46, double noundef %49, ptr noundef nonnull @.str.6)
  br label %73

68:                                               ; preds = %60, %56, %38
  %69 = trunc nuw nsw i64 %39 to i32
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %69, double noundef %46, double noundef %49, ptr noundef nonnull @.str.7)
  %71 = load i32, ptr @n_fail, align 4, !tbaa !13
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr @n_fail, align 4, !tbaa !13
  br label %73

73:                                               ; preds = %65, %68
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_scratch, ptr noundef nonnull %9, ptr noundef nonnull %7, i32 noundef %41, ptr noundef nonnull %8)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %74 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %41) #14
  %75 = call i32 @llvm.smax.i32(i32 %41, i32 1)
  %76 = zext nneg i32 %75 to i64
  %77 = shl nuw nsw i64 %76, 3
  %78 = call noalias ptr @malloc(i64 noundef %77) #15
  %79 = sext i32 %41 to i64
  %80 = shl nsw i64 %79, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %78, ptr nonnull readonly align 16 %7, i64 %80, i1 false)
  %81 = zext nneg i32 %41 to i64
  br label %82

82:                                               ; preds = %236, %73
  %83 = phi i64 [ 0, %73 ], [ %237, %236 ]
  %84 = getelementptr inbounds double, ptr %8, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = getelementptr inbounds double, ptr %78, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = fcmp ogt double %88, 1.000000e+00
  %90 = select i1 %89, double %88, double 1.000000e+00
  %91 = fmul double %90, 0x3EB0C6F7A0B5ED8D
  %92 = fadd double %87, %91
  %93 = fsub double %87, %91
  store double %92, ptr %86, align 8, !tbaa !9
  %94 = load i32, ptr %9, align 4, !tbaa !15
  %95 = icmp sgt i32 %94, 0
  br i1 %95, label %97, label %96

96:                                               ; preds = %82
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  br label %205

97:                                               ; preds = %82
  %98 = zext nneg i32 %94 to i64
  %99 = and i64 %98, 1
  %100 = icmp eq i32 %94, 1
  br i1 %100, label %130, label %101

101:                                              ; preds = %97
  %102 = and i64 %98, 2147483646
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi double [ 5.000000e-01, %101 ], [ %121, %103 ]
  %105 = phi i64 [ 0, %101 ], [ %122, %103 ]
  %106 = phi double [ 0.000000e+00, %101 ], [ %127, %103 ]
  %107 = phi i64 [ 0, %101 ], [ %128, %103 ]
  %108 = getelementptr inbounds double, ptr %78, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = call double @sin(double noundef %109) #14
  %111 = call double @llvm.fmuladd.f64(double %104, double 9.000000e-01, double %110)
  %112 = or disjoint i64 %105, 1
  %113 = icmp eq i64 %112, %98
  %114 = select i1 %113, i64 0, i64 %112
  %115 = getelementptr inbounds double, ptr %78, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = call double @llvm.fmuladd.f64(double %111, double %116, double %106)
  %118 = getelementptr inbounds double, ptr %78, i64 %112
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = call double @sin(double noundef %119) #14
  %121 = call double @llvm.fmuladd.f64(double %111, double 9.000000e-01, double %120)
  %122 = add nuw nsw i64 %105, 2
  %123 = icmp eq i64 %122, %98
  %124 = select i1 %123, i64 0, i64 %122
  %125 = getelementptr inbounds double, ptr %78, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = call double @llvm.fmuladd.f64(double %121, double %126, double %117)
  %128 = add i64 %107, 2
  %129 = icmp eq i64 %128, %102
  br i1 %129, label %130, label %103, !llvm.loop !17

130:                                              ; preds = %103, %97
  %131 = phi double [ poison, %97 ], [ %121, %103 ]
  %132 = phi double [ poison, %97 ], [ %127, %103 ]
  %133 = phi double [ 5.000000e-01, %97 ], [ %121, %103 ]
  %134 = phi i64 [ 0, %97 ], [ %122, %103 ]
  %135 = phi double [ 0.000000e+00, %97 ], [ %127, %103 ]
  %136 = icmp eq i64 %99, 0
  br i1 %136, label %148, label %137

137:                                              ; preds = %130
  %138 = getelementptr inbounds double, ptr %78, i64 %134
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = call double @sin(double noundef %139) #14
  %141 = call double @llvm.fmuladd.f64(double %133, double 9.000000e-01, double %140)
  %142 = add nuw nsw i64 %134, 1
  %143 = icmp eq i64 %142, %98
  %144 = select i1 %143, i64 0, i64 %142
  %145 = getelementptr inbounds double, ptr %78, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = call double @llvm.fmuladd.f64(double %141, double %146, double %135)
  br label %148

148:                                              ; preds = %130, %137
  %149 = phi double [ %131, %130 ], [ %141, %137 ]
  %150 = phi double [ %132, %130 ], [ %147, %137 ]
  %151 = load i32, ptr %9, align 4, !tbaa !15
  %152 = call double @llvm.fmuladd.f64(double %149, double %149, double %150)
  store double %93, ptr %86, align 8, !tbaa !9
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %153 = icmp sgt i32 %151, 0
  br i1 %153, label %154, label %205

154:                                              ; preds = %148
  %155 = zext nneg i32 %151 to i64
  %156 = and i64 %155, 1
  %157 = icmp eq i32 %151, 1
  br i1 %157, label %187, label %158

158:                                              ; preds = %154
  %159 = and i64 %155, 2147483646
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi double [ 5.000000e-01, %158 ], [ %178, %160 ]
  %162 = phi i64 [ 0, %158 ], [ %179, %160 ]
  %163 = phi double [ 0.000000e+00, %158 ], [ %184, %160 ]
  %164 = phi i64 [ 0, %158 ], [ %185, %160 ]
  %165 = getelementptr inbounds double, ptr %78, i64 %162
  %166 = load double, ptr %165, align 8, !tbaa !9
  %167 = call double @sin(double noundef %166) #14
  %168 = call double @llvm.fmuladd.f64(double %161, double 9.000000e-01, double %167)
  store double %168, ptr @gcount, align 8, !tbaa !9
  %169 = or disjoint i64 %162, 1
  %170 = icmp eq i64 %169, %155
  %171 = select i1 %170, i64 0, i64 %169
  %172 = getelementptr inbounds double, ptr %78, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = call double @llvm.fmuladd.f64(double %168, double %173, double %163)
  %175 = getelementptr inbounds double, ptr %78, i64 %169
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = call double @sin(double noundef %176) #14
  %178 = call double @llvm.fmuladd.f64(double %168, double 9.000000e-01, double %177)
  store double %178, ptr @gcount, align 8, !tbaa !9
  %179 = add nuw nsw i64 %162, 2
  %180 = icmp eq i64 %179, %155
  %181 = select i1 %180, i64 0, i64 %179
  %182 = getelementptr inbounds double, ptr %78, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = call double @llvm.fmuladd.f64(double %178, double %183, double %174)
  %185 = add i64 %164, 2
  %186 = icmp eq i64 %185, %159
  br i1 %186, label %187, label %160, !llvm.loop !17

187:                                              ; preds = %160, %154
  %188 = phi double [ poison, %154 ], [ %178, %160 ]
  %189 = phi double [ poison, %154 ], [ %184, %160 ]
  %190 = phi double [ 5.000000e-01, %154 ], [ %178, %160 ]
  %191 = phi i64 [ 0, %154 ], [ %179, %160 ]
  %192 = phi double [ 0.000000e+00, %154 ], [ %184, %160 ]
  %193 = icmp eq i64 %156, 0
  br i1 %193, label %205, label %194

194:                                              ; preds = %187
  %195 = getelementptr inbounds double, ptr %78, i64 %191
  %196 = load double, ptr %195, align 8, !tbaa !9
  %197 = call double @sin(double noundef %196) #14
  %198 = call double @llvm.fmuladd.f64(double %190, double 9.000000e-01, double %197)
  store double %198, ptr @gcount, align 8, !tbaa !9
  %199 = add nuw nsw i64 %191, 1
  %200 = icmp eq i64 %199, %155
  %201 = select i1 %200, i64 0, i64 %199
  %202 = getelementptr inbounds double, ptr %78, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = call double @llvm.fmuladd.f64(double %198, double %203, double %192)
  br label %205

205:                                              ; preds = %194, %187, %96, %148
  %206 = phi double [ %152, %148 ], [ 2.500000e-01, %96 ], [ %152, %187 ], [ %152, %194 ]
  %207 = phi double [ 5.000000e-01, %148 ], [ 5.000000e-01, %96 ], [ %188, %187 ], [ %198, %194 ]
  %208 = phi double [ 0.000000e+00, %148 ], [ 0.000000e+00, %96 ], [ %189, %187 ], [ %204, %194 ]
  %209 = call double @llvm.fmuladd.f64(double %207, double %207, double %208)
  store double %87, ptr %86, align 8, !tbaa !9
  %210 = fsub double %206, %209
  %211 = fsub double %92, %93
  %212 = fdiv double %210, %211
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ogt double %213, 1.000000e+00
  %215 = select i1 %214, double %213, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %85, ptr %4, align 8, !tbaa !9
  %216 = load volatile double, ptr %4, align 8, !tbaa !9
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %218, label %231, label %219

219:                                              ; preds = %205
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %212, ptr %3, align 8, !tbaa !9
  %220 = load volatile double, ptr %3, align 8, !tbaa !9
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fcmp ueq double %221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %222, label %231, label %223

223:                                              ; preds = %219
  %224 = fsub double %85, %212
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fmul double %215, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp ugt double %225, %226
  br i1 %227, label %231, label %228

228:                                              ; preds = %223
  %229 = trunc nuw nsw i64 %83 to i32
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %229, double noundef %85, double noundef %212, ptr noundef nonnull @.str.6)
  br label %236

231:                                              ; preds = %223, %219, %205
  %232 = trunc nuw nsw i64 %83 to i32
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %232, double noundef %85, double noundef %212, ptr noundef nonnull @.str.7)
  %234 = load i32, ptr @n_fail, align 4, !tbaa !13
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr @n_fail, align 4, !tbaa !13
  br label %236

236:                                              ; preds = %231, %228
  %237 = add nuw nsw i64 %83, 1
  %238 = icmp eq i64 %237, %81
  br i1 %238, label %239, label %82, !llvm.loop !18

239:                                              ; preds = %236
  call void @free(ptr noundef nonnull %78) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %240 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %41) #14
  %241 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %41) #14
  %242 = icmp eq i64 %39, 2
  br i1 %242, label %243, label %245

243:                                              ; preds = %257, %239
  %244 = phi i64 [ 0, %239 ], [ %246, %257 ]
  br label %421

245:                                              ; preds = %239
  %246 = and i64 %76, 2147483644
  br label %247

247:                                              ; preds = %247, %245
  %248 = phi i64 [ 0, %245 ], [ %255, %247 ]
  %249 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %248
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  %251 = load <2 x double>, ptr %249, align 16, !tbaa !9
  %252 = load <2 x double>, ptr %250, align 16, !tbaa !9
  %253 = fmul <2 x double> %251, <double 5.000000e-01, double 5.000000e-01>
  %254 = fmul <2 x double> %252, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %253, ptr %249, align 16, !tbaa !9
  store <2 x double> %254, ptr %250, align 16, !tbaa !9
  %255 = add nuw i64 %248, 4
  %256 = icmp eq i64 %255, %246
  br i1 %256, label %257, label %247, !llvm.loop !19

257:                                              ; preds = %247
  %258 = icmp eq i64 %246, %76
  br i1 %258, label %259, label %243

259:                                              ; preds = %421, %257
  %260 = call noalias ptr @malloc(i64 noundef %77) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %260, ptr nonnull readonly align 16 %7, i64 %80, i1 false)
  br label %261

261:                                              ; preds = %415, %259
  %262 = phi i64 [ 0, %259 ], [ %416, %415 ]
  %263 = getelementptr inbounds double, ptr %8, i64 %262
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = getelementptr inbounds double, ptr %260, i64 %262
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = fcmp ogt double %267, 1.000000e+00
  %269 = select i1 %268, double %267, double 1.000000e+00
  %270 = fmul double %269, 0x3EB0C6F7A0B5ED8D
  %271 = fadd double %266, %270
  %272 = fsub double %266, %270
  store double %271, ptr %265, align 8, !tbaa !9
  %273 = load i32, ptr %9, align 4, !tbaa !15
  %274 = icmp sgt i32 %273, 0
  br i1 %274, label %276, label %275

275:                                              ; preds = %261
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  br label %384

276:                                              ; preds = %261
  %277 = zext nneg i32 %273 to i64
  %278 = and i64 %277, 1
  %279 = icmp eq i32 %273, 1
  br i1 %279, label %309, label %280

280:                                              ; preds = %276
  %281 = and i64 %277, 2147483646
  br label %282

282:                                              ; preds = %282, %280
  %283 = phi double [ 5.000000e-01, %280 ], [ %300, %282 ]
  %284 = phi i64 [ 0, %280 ], [ %301, %282 ]
  %285 = phi double [ 0.000000e+00, %280 ], [ %306, %282 ]
  %286 = phi i64 [ 0, %280 ], [ %307, %282 ]
  %287 = getelementptr inbounds double, ptr %260, i64 %284
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = call double @sin(double noundef %288) #14
  %290 = call double @llvm.fmuladd.f64(double %283, double 9.000000e-01, double %289)
  %291 = or disjoint i64 %284, 1
  %292 = icmp eq i64 %291, %277
  %293 = select i1 %292, i64 0, i64 %291
  %294 = getelementptr inbounds double, ptr %260, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = call double @llvm.fmuladd.f64(double %290, double %295, double %285)
  %297 = getelementptr inbounds double, ptr %260, i64 %291
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = call double @sin(double noundef %298) #14
  %300 = call double @llvm.fmuladd.f64(double %290, double 9.000000e-01, double %299)
  %301 = add nuw nsw i64 %284, 2
  %302 = icmp eq i64 %301, %277
  %303 = select i1 %302, i64 0, i64 %301
  %304 = getelementptr inbounds double, ptr %260, i64 %303
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = call double @llvm.fmuladd.f64(double %300, double %305, double %296)
  %307 = add i64 %286, 2
  %308 = icmp eq i64 %307, %281
  br i1 %308, label %309, label %282, !llvm.loop !17

309:                                              ; preds = %282, %276
  %310 = phi double [ poison, %276 ], [ %300, %282 ]
  %311 = phi double [ poison, %276 ], [ %306, %282 ]
  %312 = phi double [ 5.000000e-01, %276 ], [ %300, %282 ]
  %313 = phi i64 [ 0, %276 ], [ %301, %282 ]
  %314 = phi double [ 0.000000e+00, %276 ], [ %306, %282 ]
  %315 = icmp eq i64 %278, 0
  br i1 %315, label %327, label %316

316:                                              ; preds = %309
  %317 = getelementptr inbounds double, ptr %260, i64 %313
  %318 = load double, ptr %317, align 8, !tbaa !9
  %319 = call double @sin(double noundef %318) #14
  %320 = call double @llvm.fmuladd.f64(double %312, double 9.000000e-01, double %319)
  %321 = add nuw nsw i64 %313, 1
  %322 = icmp eq i64 %321, %277
  %323 = select i1 %322, i64 0, i64 %321
  %324 = getelementptr inbounds double, ptr %260, i64 %323
  %325 = load double, ptr %324, align 8, !tbaa !9
  %326 = call double @llvm.fmuladd.f64(double %320, double %325, double %314)
  br label %327

327:                                              ; preds = %309, %316
  %328 = phi double [ %310, %309 ], [ %320, %316 ]
  %329 = phi double [ %311, %309 ], [ %326, %316 ]
  %330 = load i32, ptr %9, align 4, !tbaa !15
  %331 = call double @llvm.fmuladd.f64(double %328, double %328, double %329)
  store double %272, ptr %265, align 8, !tbaa !9
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %332 = icmp sgt i32 %330, 0
  br i1 %332, label %333, label %384

333:                                              ; preds = %327
  %334 = zext nneg i32 %330 to i64
  %335 = and i64 %334, 1
  %336 = icmp eq i32 %330, 1
  br i1 %336, label %366, label %337

337:                                              ; preds = %333
  %338 = and i64 %334, 2147483646
  br label %339

339:                                              ; preds = %339, %337
  %340 = phi double [ 5.000000e-01, %337 ], [ %357, %339 ]
  %341 = phi i64 [ 0, %337 ], [ %358, %339 ]
  %342 = phi double [ 0.000000e+00, %337 ], [ %363, %339 ]
  %343 = phi i64 [ 0, %337 ], [ %364, %339 ]
  %344 = getelementptr inbounds double, ptr %260, i64 %341
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = call double @sin(double noundef %345) #14
  %347 = call double @llvm.fmuladd.f64(double %340, double 9.000000e-01, double %346)
  store double %347, ptr @gcount, align 8, !tbaa !9
  %348 = or disjoint i64 %341, 1
  %349 = icmp eq i64 %348, %334
  %350 = select i1 %349, i64 0, i64 %348
  %351 = getelementptr inbounds double, ptr %260, i64 %350
  %352 = load double, ptr %351, align 8, !tbaa !9
  %353 = call double @llvm.fmuladd.f64(double %347, double %352, double %342)
  %354 = getelementptr inbounds double, ptr %260, i64 %348
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = call double @sin(double noundef %355) #14
  %357 = call double @llvm.fmuladd.f64(double %347, double 9.000000e-01, double %356)
  store double %357, ptr @gcount, align 8, !tbaa !9
  %358 = add nuw nsw i64 %341, 2
  %359 = icmp eq i64 %358, %334
  %360 = select i1 %359, i64 0, i64 %358
  %361 = getelementptr inbounds double, ptr %260, i64 %360
  %362 = load double, ptr %361, align 8, !tbaa !9
  %363 = call double @llvm.fmuladd.f64(double %357, double %362, double %353)
  %364 = add i64 %343, 2
  %365 = icmp eq i64 %364, %338
  br i1 %365, label %366, label %339, !llvm.loop !17

366:                                              ; preds = %339, %333
  %367 = phi double [ poison, %333 ], [ %357, %339 ]
  %368 = phi double [ poison, %333 ], [ %363, %339 ]
  %369 = phi double [ 5.000000e-01, %333 ], [ %357, %339 ]
  %370 = phi i64 [ 0, %333 ], [ %358, %339 ]
  %371 = phi double [ 0.000000e+00, %333 ], [ %363, %339 ]
  %372 = icmp eq i64 %335, 0
  br i1 %372, label %384, label %373

373:                                              ; preds = %366
  %374 = getelementptr inbounds double, ptr %260, i64 %370
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = call double @sin(double noundef %375) #14
  %377 = call double @llvm.fmuladd.f64(double %369, double 9.000000e-01, double %376)
  store double %377, ptr @gcount, align 8, !tbaa !9
  %378 = add nuw nsw i64 %370, 1
  %379 = icmp eq i64 %378, %334
  %380 = select i1 %379, i64 0, i64 %378
  %381 = getelementptr inbounds double, ptr %260, i64 %380
  %382 = load double, ptr %381, align 8, !tbaa !9
  %383 = call double @llvm.fmuladd.f64(double %377, double %382, double %371)
  br label %384

384:                                              ; preds = %373, %366, %275, %327
  %385 = phi double [ %331, %327 ], [ 2.500000e-01, %275 ], [ %331, %366 ], [ %331, %373 ]
  %386 = phi double [ 5.000000e-01, %327 ], [ 5.000000e-01, %275 ], [ %367, %366 ], [ %377, %373 ]
  %387 = phi double [ 0.000000e+00, %327 ], [ 0.000000e+00, %275 ], [ %368, %366 ], [ %383, %373 ]
  %388 = call double @llvm.fmuladd.f64(double %386, double %386, double %387)
  store double %266, ptr %265, align 8, !tbaa !9
  %389 = fsub double %385, %388
  %390 = fsub double %271, %272
  %391 = fdiv double %389, %390
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = fcmp ogt double %392, 1.000000e+00
  %394 = select i1 %393, double %392, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %264, ptr %2, align 8, !tbaa !9
  %395 = load volatile double, ptr %2, align 8, !tbaa !9
  %396 = call double @llvm.fabs.f64(double %395)
  %397 = fcmp ueq double %396, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %397, label %410, label %398

398:                                              ; preds = %384
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %391, ptr %1, align 8, !tbaa !9
  %399 = load volatile double, ptr %1, align 8, !tbaa !9
  %400 = call double @llvm.fabs.f64(double %399)
  %401 = fcmp ueq double %400, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %401, label %410, label %402

402:                                              ; preds = %398
  %403 = fsub double %264, %391
  %404 = call double @llvm.fabs.f64(double %403)
  %405 = fmul double %394, 0x3EB0C6F7A0B5ED8D
  %406 = fcmp ugt double %404, %405
  br i1 %406, label %410, label %407

407:                                              ; preds = %402
  %408 = trunc nuw nsw i64 %262 to i32
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %408, double noundef %264, double noundef %391, ptr noundef nonnull @.str.6)
  br label %415

410:                                              ; preds = %402, %398, %384
  %411 = trunc nuw nsw i64 %262 to i32
  %412 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %411, double noundef %264, double noundef %391, ptr noundef nonnull @.str.7)
  %413 = load i32, ptr @n_fail, align 4, !tbaa !13
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr @n_fail, align 4, !tbaa !13
  br label %415

415:                                              ; preds = %410, %407
  %416 = add nuw nsw i64 %262, 1
  %417 = icmp eq i64 %416, %81
  br i1 %417, label %418, label %261, !llvm.loop !18

418:                                              ; preds = %415
  call void @free(ptr noundef nonnull %260) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #14
  %419 = add nuw nsw i64 %39, 1
  %420 = icmp eq i64 %419, 3
  br i1 %420, label %32, label %38, !llvm.loop !22

421:                                              ; preds = %243, %421
  %422 = phi i64 [ %426, %421 ], [ %244, %243 ]
  %423 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %422
  %424 = load double, ptr %423, align 8, !tbaa !9
  %425 = fmul double %424, 5.000000e-01
  store double %425, ptr %423, align 8, !tbaa !9
  %426 = add nuw nsw i64 %422, 1
  %427 = icmp eq i64 %426, %76
  br i1 %427, label %259, label %421, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @gscratch(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %36

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %7, label %9

7:                                                ; preds = %23, %4
  %8 = phi i64 [ 0, %4 ], [ %10, %23 ]
  br label %28

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483644
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !9
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %15, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> %16, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %19 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %12
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <2 x double> %17, ptr %19, align 16, !tbaa !9
  store <2 x double> %18, ptr %20, align 16, !tbaa !9
  %21 = add nuw i64 %12, 4
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %11, !llvm.loop !24

23:                                               ; preds = %11
  %24 = icmp eq i64 %10, %5
  br i1 %24, label %25, label %7

25:                                               ; preds = %28, %23
  br i1 %3, label %26, label %36

26:                                               ; preds = %25
  %27 = zext nneg i32 %1 to i64
  br label %40

28:                                               ; preds = %7, %28
  %29 = phi i64 [ %34, %28 ], [ %8, %7 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double 1.000000e+00)
  %33 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %29
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %29, 1
  %35 = icmp eq i64 %34, %5
  br i1 %35, label %25, label %28, !llvm.loop !25

36:                                               ; preds = %40, %2, %25
  %37 = phi double [ 0.000000e+00, %25 ], [ 0.000000e+00, %2 ], [ %54, %40 ]
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double 1.000000e+00)
  %39 = tail call double @log(double noundef %38) #14
  ret double %39

40:                                               ; preds = %26, %40
  %41 = phi i64 [ 0, %26 ], [ %55, %40 ]
  %42 = phi double [ 0.000000e+00, %26 ], [ %54, %40 ]
  %43 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %41
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = trunc i64 %41 to i32
  %46 = add i32 %45, 3
  %47 = urem i32 %46, %1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fmul double %44, %50
  %52 = getelementptr inbounds double, ptr %0, i64 %41
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %42)
  %55 = add nuw nsw i64 %41, 1
  %56 = icmp eq i64 %55, %27
  br i1 %56, label %36, label %40, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #15
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !27
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !27
  store double %24, ptr %23, align 8, !tbaa !9
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %39 = load volatile double, ptr %8, align 8, !tbaa !9
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !9
  %43 = load volatile double, ptr %7, align 8, !tbaa !9
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.6)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.7)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !13
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !18
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_scratch(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !15
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = icmp ult i32 %3, 4
  br i1 %7, label %24, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %20, %10 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <2 x double>, ptr %12, align 8, !tbaa !9
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !9
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %14, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %15, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %18 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %11
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  store <2 x double> %16, ptr %18, align 16, !tbaa !9
  store <2 x double> %17, ptr %19, align 16, !tbaa !9
  %20 = add nuw i64 %11, 4
  %21 = icmp eq i64 %20, %9
  br i1 %21, label %22, label %10, !llvm.loop !28

22:                                               ; preds = %10
  %23 = icmp eq i64 %9, %6
  br i1 %23, label %34, label %24

24:                                               ; preds = %22, %5
  %25 = phi i64 [ 0, %5 ], [ %9, %22 ]
  br label %26

26:                                               ; preds = %24, %26
  %27 = phi i64 [ %32, %26 ], [ %25, %24 ]
  %28 = getelementptr inbounds double, ptr %0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double 1.000000e+00)
  %31 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %27
  store double %30, ptr %31, align 8, !tbaa !9
  %32 = add nuw nsw i64 %27, 1
  %33 = icmp eq i64 %32, %6
  br i1 %33, label %34, label %26, !llvm.loop !29

34:                                               ; preds = %26, %22
  br label %35

35:                                               ; preds = %34, %35
  %36 = phi i64 [ %50, %35 ], [ 0, %34 ]
  %37 = phi double [ %49, %35 ], [ 0.000000e+00, %34 ]
  %38 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %36
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = trunc i64 %36 to i32
  %41 = add i32 %40, 3
  %42 = urem i32 %41, %3
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul double %39, %45
  %47 = getelementptr inbounds double, ptr %0, i64 %36
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @llvm.fmuladd.f64(double %46, double %48, double %37)
  %50 = add nuw nsw i64 %36, 1
  %51 = icmp eq i64 %50, %6
  br i1 %51, label %52, label %35, !llvm.loop !26

52:                                               ; preds = %35, %2
  %53 = phi double [ 0.000000e+00, %2 ], [ %49, %35 ]
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double 1.000000e+00)
  %55 = tail call double @log(double noundef %54) #14
  ret double %55
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @grun(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %29

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %33

10:                                               ; preds = %33, %4
  %11 = phi double [ poison, %4 ], [ %52, %33 ]
  %12 = phi double [ poison, %4 ], [ %59, %33 ]
  %13 = phi double [ 5.000000e-01, %4 ], [ %52, %33 ]
  %14 = phi i64 [ 0, %4 ], [ %53, %33 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %59, %33 ]
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds double, ptr %0, i64 %14
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = tail call double @sin(double noundef %19) #14
  %21 = tail call double @llvm.fmuladd.f64(double %13, double 9.000000e-01, double %20)
  store double %21, ptr @gcount, align 8, !tbaa !9
  %22 = add nuw nsw i64 %14, 1
  %23 = icmp eq i64 %22, %5
  %24 = and i64 %22, 4294967295
  %25 = select i1 %23, i64 0, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @llvm.fmuladd.f64(double %21, double %27, double %15)
  br label %29

29:                                               ; preds = %17, %10, %2
  %30 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %21, %17 ]
  %31 = phi double [ 0.000000e+00, %2 ], [ %12, %10 ], [ %28, %17 ]
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %30, double %31)
  ret double %32

33:                                               ; preds = %33, %8
  %34 = phi double [ 5.000000e-01, %8 ], [ %52, %33 ]
  %35 = phi i64 [ 0, %8 ], [ %53, %33 ]
  %36 = phi double [ 0.000000e+00, %8 ], [ %59, %33 ]
  %37 = phi i64 [ 0, %8 ], [ %60, %33 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %35
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @sin(double noundef %39) #14
  %41 = tail call double @llvm.fmuladd.f64(double %34, double 9.000000e-01, double %40)
  store double %41, ptr @gcount, align 8, !tbaa !9
  %42 = or disjoint i64 %35, 1
  %43 = icmp eq i64 %42, %5
  %44 = and i64 %42, 4294967295
  %45 = select i1 %43, i64 0, i64 %44
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @llvm.fmuladd.f64(double %41, double %47, double %36)
  %49 = getelementptr inbounds double, ptr %0, i64 %42
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @sin(double noundef %50) #14
  %52 = tail call double @llvm.fmuladd.f64(double %41, double 9.000000e-01, double %51)
  store double %52, ptr @gcount, align 8, !tbaa !9
  %53 = add nuw nsw i64 %35, 2
  %54 = icmp eq i64 %53, %5
  %55 = and i64 %53, 4294967294
  %56 = select i1 %54, i64 0, i64 %55
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = tail call double @llvm.fmuladd.f64(double %52, double %58, double %48)
  %60 = add i64 %37, 2
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %10, label %33, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12, !21, !20}
!24 = distinct !{!24, !12, !20, !21}
!25 = distinct !{!25, !12, !21, !20}
!26 = distinct !{!26, !12}
!27 = distinct !{null, ptr @obj_scratch}
!28 = distinct !{!28, !12, !20, !21}
!29 = distinct !{!29, !12, !21, !20}
