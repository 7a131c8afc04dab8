; ModuleID = 'weights.c'
source_filename = "weights.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, double, i32, i32 }

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
  %6 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %5) #13
  %7 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %8, %0
  %9 = phi i64 [ 0, %0 ], [ %24, %8 ]
  %10 = phi i64 [ %7, %0 ], [ %19, %8 ]
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = lshr i64 %12, 11
  %14 = uitofp nneg i64 %13 to double
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 0x3CA0000000000000, double 5.000000e-01)
  %16 = getelementptr inbounds double, ptr %1, i64 %9
  store double %15, ptr %16, align 16, !tbaa !9
  %17 = or disjoint i64 %9, 1
  %18 = mul i64 %12, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = lshr i64 %19, 11
  %21 = uitofp nneg i64 %20 to double
  %22 = tail call double @llvm.fmuladd.f64(double %21, double 0x3CA0000000000000, double 5.000000e-01)
  %23 = getelementptr inbounds double, ptr %1, i64 %17
  store double %22, ptr %23, align 8, !tbaa !9
  %24 = add nuw nsw i64 %9, 2
  %25 = icmp eq i64 %24, 40
  br i1 %25, label %26, label %8, !llvm.loop !11

26:                                               ; preds = %8, %26
  %27 = phi i64 [ %44, %26 ], [ 0, %8 ]
  %28 = phi i64 [ %38, %26 ], [ %19, %8 ]
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = lshr i64 %30, 10
  %32 = and i64 %31, 18014398509481982
  %33 = uitofp nneg i64 %32 to double
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 0x3CA0000000000000, double -1.000000e+00)
  %35 = getelementptr inbounds double, ptr %2, i64 %27
  store double %34, ptr %35, align 16, !tbaa !9
  %36 = or disjoint i64 %27, 1
  %37 = mul i64 %30, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = lshr i64 %38, 10
  %40 = and i64 %39, 18014398509481982
  %41 = uitofp nneg i64 %40 to double
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 0x3CA0000000000000, double -1.000000e+00)
  %43 = getelementptr inbounds double, ptr %2, i64 %36
  store double %42, ptr %43, align 8, !tbaa !9
  %44 = add nuw nsw i64 %27, 2
  %45 = icmp eq i64 %44, 40
  br i1 %45, label %46, label %26, !llvm.loop !11

46:                                               ; preds = %26
  store i64 %38, ptr @rng_state, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  %48 = getelementptr inbounds i8, ptr %6, i64 16
  %49 = getelementptr inbounds i8, ptr %6, i64 20
  br label %55

50:                                               ; preds = %342
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %51 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %52 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %51, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef 40) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %5, ptr noundef nonnull align 16 dereferenceable(320) %3, i64 320, i1 false)
  %53 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %53, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef 40) #13
  br label %458

55:                                               ; preds = %46, %342
  %56 = phi i64 [ 0, %46 ], [ %343, %342 ]
  %57 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13
  store ptr %1, ptr %6, align 8, !tbaa !15
  store double 0.000000e+00, ptr %47, align 8, !tbaa !18
  store i32 %58, ptr %48, align 8, !tbaa !19
  store i32 0, ptr %49, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %59 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %60 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %59, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %58) #13
  %61 = call i32 @llvm.smax.i32(i32 %58, i32 1)
  %62 = zext nneg i32 %61 to i64
  %63 = shl nuw nsw i64 %62, 3
  %64 = call noalias ptr @malloc(i64 noundef %63) #14
  %65 = sext i32 %58 to i64
  %66 = shl nsw i64 %65, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %64, ptr nonnull readonly align 16 %2, i64 %66, i1 false)
  %67 = icmp eq i64 %56, 3
  br i1 %67, label %103, label %68

68:                                               ; preds = %55
  %69 = zext nneg i32 %58 to i64
  br label %70

70:                                               ; preds = %100, %68
  %71 = phi i64 [ 0, %68 ], [ %101, %100 ]
  %72 = getelementptr inbounds double, ptr %3, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = getelementptr inbounds double, ptr %64, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fcmp ogt double %76, 1.000000e+00
  %78 = select i1 %77, double %76, double 1.000000e+00
  %79 = fmul double %78, 0x3EB0C6F7A0B5ED8D
  %80 = fadd double %75, %79
  %81 = fsub double %75, %79
  store double %80, ptr %74, align 8, !tbaa !9
  %82 = call fastcc double @obj_x(ptr noundef %64, ptr noundef nonnull %6) #13, !callees !21
  store double %81, ptr %74, align 8, !tbaa !9
  %83 = call fastcc double @obj_x(ptr noundef %64, ptr noundef nonnull %6) #13, !callees !21
  store double %75, ptr %74, align 8, !tbaa !9
  %84 = fsub double %82, %83
  %85 = fsub double %80, %81
  %86 = fdiv double %84, %85
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ogt double %87, 1.000000e+00
  %89 = select i1 %88, double %87, double 1.000000e+00
  %90 = fsub double %73, %86
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fmul double %89, 0x3EB0C6F7A0B5ED8D
  %93 = fcmp ole double %91, %92
  %94 = select i1 %93, ptr @.str.12, ptr @.str.13
  %95 = trunc nuw nsw i64 %71 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef %95, double noundef %73, double noundef %86, ptr noundef nonnull %94)
  br i1 %93, label %100, label %97

97:                                               ; preds = %70
  %98 = load i32, ptr @n_fail, align 4, !tbaa !13
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr @n_fail, align 4, !tbaa !13
  br label %100

100:                                              ; preds = %97, %70
  %101 = add nuw nsw i64 %71, 1
  %102 = icmp eq i64 %101, %69
  br i1 %102, label %103, label %70, !llvm.loop !22

103:                                              ; preds = %100, %55
  call void @free(ptr noundef %64) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %104 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %105 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %106 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %104, ptr noundef nonnull %1, i32 noundef %105, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %104, i32 noundef %58) #13
  %107 = call noalias ptr @malloc(i64 noundef %63) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %107, ptr nonnull readonly align 16 %2, i64 %66, i1 false)
  br i1 %67, label %143, label %108

108:                                              ; preds = %103
  %109 = zext nneg i32 %58 to i64
  br label %110

110:                                              ; preds = %140, %108
  %111 = phi i64 [ 0, %108 ], [ %141, %140 ]
  %112 = getelementptr inbounds double, ptr %3, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = getelementptr inbounds double, ptr %107, i64 %111
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fcmp ogt double %116, 1.000000e+00
  %118 = select i1 %117, double %116, double 1.000000e+00
  %119 = fmul double %118, 0x3EB0C6F7A0B5ED8D
  %120 = fadd double %115, %119
  %121 = fsub double %115, %119
  store double %120, ptr %114, align 8, !tbaa !9
  %122 = call fastcc double @obj_x(ptr noundef %107, ptr noundef nonnull %6) #13, !callees !21
  store double %121, ptr %114, align 8, !tbaa !9
  %123 = call fastcc double @obj_x(ptr noundef %107, ptr noundef nonnull %6) #13, !callees !21
  store double %115, ptr %114, align 8, !tbaa !9
  %124 = fsub double %122, %123
  %125 = fsub double %120, %121
  %126 = fdiv double %124, %125
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fcmp ogt double %127, 1.000000e+00
  %129 = select i1 %128, double %127, double 1.000000e+00
  %130 = fsub double %113, %126
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = fmul double %129, 0x3EB0C6F7A0B5ED8D
  %133 = fcmp ole double %131, %132
  %134 = select i1 %133, ptr @.str.12, ptr @.str.13
  %135 = trunc nuw nsw i64 %111 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef %135, double noundef %113, double noundef %126, ptr noundef nonnull %134)
  br i1 %133, label %140, label %137

137:                                              ; preds = %110
  %138 = load i32, ptr @n_fail, align 4, !tbaa !13
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr @n_fail, align 4, !tbaa !13
  br label %140

140:                                              ; preds = %137, %110
  %141 = add nuw nsw i64 %111, 1
  %142 = icmp eq i64 %141, %109
  br i1 %142, label %143, label %110, !llvm.loop !22

143:                                              ; preds = %140, %103
  call void @free(ptr noundef %107) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %4, i8 0, i64 320, i1 false)
  %144 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, ptr noundef nonnull %1, ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %58) #13
  %145 = call noalias ptr @malloc(i64 noundef %63) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %145, ptr nonnull readonly align 16 %2, i64 %66, i1 false)
  br i1 %67, label %181, label %146

146:                                              ; preds = %143
  %147 = zext nneg i32 %58 to i64
  br label %148

148:                                              ; preds = %178, %146
  %149 = phi i64 [ 0, %146 ], [ %179, %178 ]
  %150 = getelementptr inbounds double, ptr %3, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = getelementptr inbounds double, ptr %145, i64 %149
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ogt double %154, 1.000000e+00
  %156 = select i1 %155, double %154, double 1.000000e+00
  %157 = fmul double %156, 0x3EB0C6F7A0B5ED8D
  %158 = fadd double %153, %157
  %159 = fsub double %153, %157
  store double %158, ptr %152, align 8, !tbaa !9
  %160 = call fastcc double @obj_x(ptr noundef %145, ptr noundef nonnull %6) #13, !callees !21
  store double %159, ptr %152, align 8, !tbaa !9
  %161 = call fastcc double @obj_x(ptr noundef %145, ptr noundef nonnull %6) #13, !callees !21
  store double %153, ptr %152, align 8, !tbaa !9
  %162 = fsub double %160, %161
  %163 = fsub double %158, %159
  %164 = fdiv double %162, %163
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fcmp ogt double %165, 1.000000e+00
  %167 = select i1 %166, double %165, double 1.000000e+00
  %168 = fsub double %151, %164
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fmul double %167, 0x3EB0C6F7A0B5ED8D
  %171 = fcmp ole double %169, %170
  %172 = select i1 %171, ptr @.str.12, ptr @.str.13
  %173 = trunc nuw nsw i64 %149 to i32
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef %173, double noundef %151, double noundef %164, ptr noundef nonnull %172)
  br i1 %171, label %178, label %175

175:                                              ; preds = %148
  %176 = load i32, ptr @n_fail, align 4, !tbaa !13
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr @n_fail, align 4, !tbaa !13
  br label %178

178:                                              ; preds = %175, %148
  %179 = add nuw nsw i64 %149, 1
  %180 = icmp eq i64 %179, %147
  br i1 %180, label %181, label %148, !llvm.loop !22

181:                                              ; preds = %178, %143
  call void @free(ptr noundef %145) #13
  %182 = call noalias ptr @malloc(i64 noundef %63) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %182, ptr nonnull readonly align 16 %1, i64 %66, i1 false)
  br i1 %67, label %303, label %183

183:                                              ; preds = %181
  %184 = zext nneg i32 %58 to i64
  %185 = add nsw i64 %184, -1
  %186 = and i64 %184, 1
  %187 = icmp eq i64 %185, 0
  %188 = and i64 %184, 2147483646
  %189 = icmp eq i64 %186, 0
  %190 = and i64 %184, 1
  %191 = icmp eq i64 %185, 0
  %192 = and i64 %184, 2147483646
  %193 = icmp eq i64 %190, 0
  br label %194

194:                                              ; preds = %183, %300
  %195 = phi i64 [ 0, %183 ], [ %301, %300 ]
  %196 = getelementptr inbounds double, ptr %4, i64 %195
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = getelementptr inbounds double, ptr %182, i64 %195
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ogt double %200, 1.000000e+00
  %202 = select i1 %201, double %200, double 1.000000e+00
  %203 = fmul double %202, 0x3EB0C6F7A0B5ED8D
  %204 = fadd double %199, %203
  store double %204, ptr %198, align 8, !tbaa !9
  br i1 %187, label %229, label %205

205:                                              ; preds = %194, %205
  %206 = phi i64 [ %226, %205 ], [ 0, %194 ]
  %207 = phi double [ %225, %205 ], [ 0.000000e+00, %194 ]
  %208 = phi i64 [ %227, %205 ], [ 0, %194 ]
  %209 = getelementptr inbounds double, ptr %182, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = getelementptr inbounds double, ptr %2, i64 %206
  %212 = load double, ptr %211, align 16, !tbaa !9
  %213 = fmul double %210, %212
  %214 = call double @sin(double noundef %213) #13
  %215 = call double @llvm.fmuladd.f64(double %213, double %212, double %214)
  %216 = fadd double %207, %215
  %217 = or disjoint i64 %206, 1
  %218 = getelementptr inbounds double, ptr %182, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = getelementptr inbounds double, ptr %2, i64 %217
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = fmul double %219, %221
  %223 = call double @sin(double noundef %222) #13
  %224 = call double @llvm.fmuladd.f64(double %222, double %221, double %223)
  %225 = fadd double %216, %224
  %226 = add nuw nsw i64 %206, 2
  %227 = add i64 %208, 2
  %228 = icmp eq i64 %227, %188
  br i1 %228, label %229, label %205, !llvm.loop !23

229:                                              ; preds = %205, %194
  %230 = phi double [ poison, %194 ], [ %225, %205 ]
  %231 = phi i64 [ 0, %194 ], [ %226, %205 ]
  %232 = phi double [ 0.000000e+00, %194 ], [ %225, %205 ]
  br i1 %189, label %242, label %233

233:                                              ; preds = %229
  %234 = getelementptr inbounds double, ptr %182, i64 %231
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = getelementptr inbounds double, ptr %2, i64 %231
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = fmul double %235, %237
  %239 = call double @sin(double noundef %238) #13
  %240 = call double @llvm.fmuladd.f64(double %238, double %237, double %239)
  %241 = fadd double %232, %240
  br label %242

242:                                              ; preds = %229, %233
  %243 = phi double [ %230, %229 ], [ %241, %233 ]
  %244 = fsub double %199, %203
  store double %244, ptr %198, align 8, !tbaa !9
  br i1 %191, label %269, label %245

245:                                              ; preds = %242, %245
  %246 = phi i64 [ %266, %245 ], [ 0, %242 ]
  %247 = phi double [ %265, %245 ], [ 0.000000e+00, %242 ]
  %248 = phi i64 [ %267, %245 ], [ 0, %242 ]
  %249 = getelementptr inbounds double, ptr %182, i64 %246
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = getelementptr inbounds double, ptr %2, i64 %246
  %252 = load double, ptr %251, align 16, !tbaa !9
  %253 = fmul double %250, %252
  %254 = call double @sin(double noundef %253) #13
  %255 = call double @llvm.fmuladd.f64(double %253, double %252, double %254)
  %256 = fadd double %247, %255
  %257 = or disjoint i64 %246, 1
  %258 = getelementptr inbounds double, ptr %182, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = getelementptr inbounds double, ptr %2, i64 %257
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = fmul double %259, %261
  %263 = call double @sin(double noundef %262) #13
  %264 = call double @llvm.fmuladd.f64(double %262, double %261, double %263)
  %265 = fadd double %256, %264
  %266 = add nuw nsw i64 %246, 2
  %267 = add i64 %248, 2
  %268 = icmp eq i64 %267, %192
  br i1 %268, label %269, label %245, !llvm.loop !23

269:                                              ; preds = %245, %242
  %270 = phi double [ poison, %242 ], [ %265, %245 ]
  %271 = phi i64 [ 0, %242 ], [ %266, %245 ]
  %272 = phi double [ 0.000000e+00, %242 ], [ %265, %245 ]
  br i1 %193, label %282, label %273

273:                                              ; preds = %269
  %274 = getelementptr inbounds double, ptr %182, i64 %271
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = getelementptr inbounds double, ptr %2, i64 %271
  %277 = load double, ptr %276, align 8, !tbaa !9
  %278 = fmul double %275, %277
  %279 = call double @sin(double noundef %278) #13
  %280 = call double @llvm.fmuladd.f64(double %278, double %277, double %279)
  %281 = fadd double %272, %280
  br label %282

282:                                              ; preds = %269, %273
  %283 = phi double [ %270, %269 ], [ %281, %273 ]
  store double %199, ptr %198, align 8, !tbaa !9
  %284 = fsub double %243, %283
  %285 = fsub double %204, %244
  %286 = fdiv double %284, %285
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ogt double %287, 1.000000e+00
  %289 = select i1 %288, double %287, double 1.000000e+00
  %290 = fsub double %197, %286
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fmul double %289, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp ole double %291, %292
  %294 = select i1 %293, ptr @.str.12, ptr @.str.13
  %295 = trunc nuw nsw i64 %195 to i32
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %295, double noundef %197, double noundef %286, ptr noundef nonnull %294)
  br i1 %293, label %300, label %297

297:                                              ; preds = %282
  %298 = load i32, ptr @n_fail, align 4, !tbaa !13
  %299 = add nsw i32 %298, 1
  store i32 %299, ptr @n_fail, align 4, !tbaa !13
  br label %300

300:                                              ; preds = %297, %282
  %301 = add nuw nsw i64 %195, 1
  %302 = icmp eq i64 %301, %184
  br i1 %302, label %303, label %194, !llvm.loop !22

303:                                              ; preds = %300, %181
  call void @free(ptr noundef %182) #13
  store i32 1, ptr %49, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %304 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %305 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wchain, i32 noundef %304, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %58) #13
  %306 = call noalias ptr @malloc(i64 noundef %63) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %306, ptr nonnull readonly align 16 %2, i64 %66, i1 false)
  %307 = zext nneg i32 %58 to i64
  br i1 %67, label %341, label %308

308:                                              ; preds = %303, %338
  %309 = phi i64 [ %339, %338 ], [ 0, %303 ]
  %310 = getelementptr inbounds double, ptr %3, i64 %309
  %311 = load double, ptr %310, align 8, !tbaa !9
  %312 = getelementptr inbounds double, ptr %306, i64 %309
  %313 = load double, ptr %312, align 8, !tbaa !9
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fcmp ogt double %314, 1.000000e+00
  %316 = select i1 %315, double %314, double 1.000000e+00
  %317 = fmul double %316, 0x3EB0C6F7A0B5ED8D
  %318 = fadd double %313, %317
  %319 = fsub double %313, %317
  store double %318, ptr %312, align 8, !tbaa !9
  %320 = call fastcc double @obj_x(ptr noundef %306, ptr noundef nonnull %6) #13, !callees !21
  store double %319, ptr %312, align 8, !tbaa !9
  %321 = call fastcc double @obj_x(ptr noundef %306, ptr noundef nonnull %6) #13, !callees !21
  store double %313, ptr %312, align 8, !tbaa !9
  %322 = fsub double %320, %321
  %323 = fsub double %318, %319
  %324 = fdiv double %322, %323
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = fcmp ogt double %325, 1.000000e+00
  %327 = select i1 %326, double %325, double 1.000000e+00
  %328 = fsub double %311, %324
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fmul double %327, 0x3EB0C6F7A0B5ED8D
  %331 = fcmp ole double %329, %330
  %332 = select i1 %331, ptr @.str.12, ptr @.str.13
  %333 = trunc nuw nsw i64 %309 to i32
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %333, double noundef %311, double noundef %324, ptr noundef nonnull %332)
  br i1 %331, label %338, label %335

335:                                              ; preds = %308
  %336 = load i32, ptr @n_fail, align 4, !tbaa !13
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @n_fail, align 4, !tbaa !13
  br label %338

338:                                              ; preds = %335, %308
  %339 = add nuw nsw i64 %309, 1
  %340 = icmp eq i64 %339, %307
  br i1 %340, label %341, label %308, !llvm.loop !22

341:                                              ; preds = %338, %303
  call void @free(ptr noundef %306) #13
  store i32 2, ptr %49, align 4, !tbaa !20
  br label %345

342:                                              ; preds = %457
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13
  %343 = add nuw nsw i64 %56, 1
  %344 = icmp eq i64 %343, 4
  br i1 %344, label %50, label %55, !llvm.loop !24

345:                                              ; preds = %341, %457
  %346 = phi i1 [ true, %341 ], [ false, %457 ]
  %347 = phi i32 [ 0, %341 ], [ 1, %457 ]
  %348 = select i1 %346, double 0x3FE6666666666666, double -4.000000e-01
  store double %348, ptr %47, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %349 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %350 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %349, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef %348, i32 noundef %58) #13
  %351 = call noalias ptr @malloc(i64 noundef %63) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %351, ptr nonnull readonly align 16 %2, i64 %66, i1 false)
  br i1 %67, label %352, label %354

352:                                              ; preds = %345
  call void @free(ptr noundef %351) #13
  %353 = fadd double %348, 0x3EB0C6F7A0B5ED8D
  br label %389

354:                                              ; preds = %345, %384
  %355 = phi i64 [ %385, %384 ], [ 0, %345 ]
  %356 = getelementptr inbounds double, ptr %3, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = getelementptr inbounds double, ptr %351, i64 %355
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp ogt double %360, 1.000000e+00
  %362 = select i1 %361, double %360, double 1.000000e+00
  %363 = fmul double %362, 0x3EB0C6F7A0B5ED8D
  %364 = fadd double %359, %363
  %365 = fsub double %359, %363
  store double %364, ptr %358, align 8, !tbaa !9
  %366 = call fastcc double @obj_x(ptr noundef %351, ptr noundef nonnull %6) #13, !callees !21
  store double %365, ptr %358, align 8, !tbaa !9
  %367 = call fastcc double @obj_x(ptr noundef %351, ptr noundef nonnull %6) #13, !callees !21
  store double %359, ptr %358, align 8, !tbaa !9
  %368 = fsub double %366, %367
  %369 = fsub double %364, %365
  %370 = fdiv double %368, %369
  %371 = call double @llvm.fabs.f64(double %370)
  %372 = fcmp ogt double %371, 1.000000e+00
  %373 = select i1 %372, double %371, double 1.000000e+00
  %374 = fsub double %357, %370
  %375 = call double @llvm.fabs.f64(double %374)
  %376 = fmul double %373, 0x3EB0C6F7A0B5ED8D
  %377 = fcmp ole double %375, %376
  %378 = select i1 %377, ptr @.str.12, ptr @.str.13
  %379 = trunc nuw nsw i64 %355 to i32
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %379, double noundef %357, double noundef %370, ptr noundef nonnull %378)
  br i1 %377, label %384, label %381

381:                                              ; preds = %354
  %382 = load i32, ptr @n_fail, align 4, !tbaa !13
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr @n_fail, align 4, !tbaa !13
  br label %384

384:                                              ; preds = %381, %354
  %385 = add nuw nsw i64 %355, 1
  %386 = icmp eq i64 %385, %307
  br i1 %386, label %387, label %354, !llvm.loop !22

387:                                              ; preds = %384
  call void @free(ptr noundef nonnull %351) #13
  %388 = fadd double %348, 0x3EB0C6F7A0B5ED8D
  br i1 %67, label %389, label %394

389:                                              ; preds = %352, %387
  %390 = phi double [ %353, %352 ], [ %388, %387 ]
  %391 = call double @llvm.fmuladd.f64(double %390, double %390, double 1.000000e+00)
  %392 = fdiv double 0.000000e+00, %391
  %393 = fadd double %348, 0xBEB0C6F7A0B5ED8D
  br label %422

394:                                              ; preds = %387, %394
  %395 = phi i64 [ %404, %394 ], [ 0, %387 ]
  %396 = phi double [ %403, %394 ], [ 0.000000e+00, %387 ]
  %397 = getelementptr inbounds double, ptr %1, i64 %395
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = getelementptr inbounds double, ptr %2, i64 %395
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = fmul double %388, %400
  %402 = call double @exp(double noundef %401) #13
  %403 = call double @llvm.fmuladd.f64(double %398, double %402, double %396)
  %404 = add nuw nsw i64 %395, 1
  %405 = icmp eq i64 %404, %307
  br i1 %405, label %406, label %394, !llvm.loop !25

406:                                              ; preds = %394
  %407 = call double @llvm.fmuladd.f64(double %388, double %388, double 1.000000e+00)
  %408 = fdiv double %403, %407
  %409 = fadd double %348, 0xBEB0C6F7A0B5ED8D
  br label %410

410:                                              ; preds = %406, %410
  %411 = phi i64 [ %420, %410 ], [ 0, %406 ]
  %412 = phi double [ %419, %410 ], [ 0.000000e+00, %406 ]
  %413 = getelementptr inbounds double, ptr %1, i64 %411
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = getelementptr inbounds double, ptr %2, i64 %411
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = fmul double %409, %416
  %418 = call double @exp(double noundef %417) #13
  %419 = call double @llvm.fmuladd.f64(double %414, double %418, double %412)
  %420 = add nuw nsw i64 %411, 1
  %421 = icmp eq i64 %420, %307
  br i1 %421, label %422, label %410, !llvm.loop !25

422:                                              ; preds = %410, %389
  %423 = phi double [ %390, %389 ], [ %388, %410 ]
  %424 = phi double [ %393, %389 ], [ %409, %410 ]
  %425 = phi double [ %392, %389 ], [ %408, %410 ]
  %426 = phi double [ 0.000000e+00, %389 ], [ %419, %410 ]
  %427 = call double @llvm.fmuladd.f64(double %424, double %424, double 1.000000e+00)
  %428 = fdiv double %426, %427
  %429 = fsub double %425, %428
  %430 = fsub double %423, %424
  %431 = fdiv double %429, %430
  %432 = call double @llvm.fabs.f64(double %431)
  %433 = fcmp ogt double %432, 1.000000e+00
  %434 = select i1 %433, double %432, double 1.000000e+00
  %435 = fsub double %350, %431
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fmul double %434, 0x3EB0C6F7A0B5ED8D
  %438 = fcmp ole double %436, %437
  %439 = select i1 %438, ptr @.str.12, ptr @.str.13
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %347, double noundef %350, double noundef %431, ptr noundef nonnull %439)
  br i1 %438, label %444, label %441

441:                                              ; preds = %422
  %442 = load i32, ptr @n_fail, align 4, !tbaa !13
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @n_fail, align 4, !tbaa !13
  br label %444

444:                                              ; preds = %422, %441
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %445 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %446 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %447 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %448 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %445, ptr noundef nonnull %1, i32 noundef %446, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %447, double noundef %348, i32 noundef %58) #13
  %449 = fsub double %448, %431
  %450 = call double @llvm.fabs.f64(double %449)
  %451 = fcmp ole double %450, %437
  %452 = select i1 %451, ptr @.str.12, ptr @.str.13
  %453 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %347, double noundef %448, double noundef %431, ptr noundef nonnull %452)
  br i1 %451, label %457, label %454

454:                                              ; preds = %444
  %455 = load i32, ptr @n_fail, align 4, !tbaa !13
  %456 = add nsw i32 %455, 1
  store i32 %456, ptr @n_fail, align 4, !tbaa !13
  br label %457

457:                                              ; preds = %444, %454
  br i1 %346, label %345, label %342, !llvm.loop !26

458:                                              ; preds = %50, %478
  %459 = phi i64 [ 0, %50 ], [ %479, %478 ]
  %460 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 %459
  %461 = load double, ptr %460, align 8, !tbaa !9
  %462 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %459
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = fmul double %463, 2.000000e+00
  %465 = call double @llvm.fabs.f64(double %464)
  %466 = fcmp ogt double %465, 1.000000e+00
  %467 = select i1 %466, double %465, double 1.000000e+00
  %468 = fsub double %461, %464
  %469 = call double @llvm.fabs.f64(double %468)
  %470 = fmul double %467, 0x3D719799812DEA11
  %471 = fcmp ole double %469, %470
  %472 = select i1 %471, ptr @.str.12, ptr @.str.13
  %473 = trunc nuw nsw i64 %459 to i32
  %474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %473, double noundef %461, double noundef %464, ptr noundef nonnull %472)
  br i1 %471, label %478, label %475

475:                                              ; preds = %458
  %476 = load i32, ptr @n_fail, align 4, !tbaa !13
  %477 = add nsw i32 %476, 1
  store i32 %477, ptr @n_fail, align 4, !tbaa !13
  br label %478

478:                                              ; preds = %458, %475
  %479 = add nuw nsw i64 %459, 1
  %480 = icmp eq i64 %479, 40
  br i1 %480, label %481, label %458, !llvm.loop !27

481:                                              ; preds = %478
  %482 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 0.000000e+00, double 2.500000e-01>, ptr %5, align 16, !tbaa !9
  store <2 x double> <double 5.000000e-01, double 7.500000e-01>, ptr %482, align 16, !tbaa !9
  %483 = getelementptr inbounds i8, ptr %5, i64 32
  %484 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %483, align 16, !tbaa !9
  store <2 x double> <double 1.500000e+00, double 1.750000e+00>, ptr %484, align 16, !tbaa !9
  %485 = getelementptr inbounds i8, ptr %5, i64 64
  %486 = getelementptr inbounds i8, ptr %5, i64 80
  store <2 x double> <double 2.000000e+00, double 2.250000e+00>, ptr %485, align 16, !tbaa !9
  store <2 x double> <double 2.500000e+00, double 2.750000e+00>, ptr %486, align 16, !tbaa !9
  %487 = getelementptr inbounds i8, ptr %5, i64 96
  %488 = getelementptr inbounds i8, ptr %5, i64 112
  store <2 x double> <double 3.000000e+00, double 3.250000e+00>, ptr %487, align 16, !tbaa !9
  store <2 x double> <double 3.500000e+00, double 3.750000e+00>, ptr %488, align 16, !tbaa !9
  %489 = getelementptr inbounds i8, ptr %5, i64 128
  %490 = getelementptr inbounds i8, ptr %5, i64 144
  store <2 x double> <double 4.000000e+00, double 4.250000e+00>, ptr %489, align 16, !tbaa !9
  store <2 x double> <double 4.500000e+00, double 4.750000e+00>, ptr %490, align 16, !tbaa !9
  %491 = getelementptr inbounds i8, ptr %5, i64 160
  %492 = getelementptr inbounds i8, ptr %5, i64 176
  store <2 x double> <double 5.000000e+00, double 5.250000e+00>, ptr %491, align 16, !tbaa !9
  store <2 x double> <double 5.500000e+00, double 5.750000e+00>, ptr %492, align 16, !tbaa !9
  %493 = getelementptr inbounds i8, ptr %5, i64 192
  %494 = getelementptr inbounds i8, ptr %5, i64 208
  store <2 x double> <double 6.000000e+00, double 6.250000e+00>, ptr %493, align 16, !tbaa !9
  store <2 x double> <double 6.500000e+00, double 6.750000e+00>, ptr %494, align 16, !tbaa !9
  %495 = getelementptr inbounds i8, ptr %5, i64 224
  %496 = getelementptr inbounds i8, ptr %5, i64 240
  store <2 x double> <double 7.000000e+00, double 7.250000e+00>, ptr %495, align 16, !tbaa !9
  store <2 x double> <double 7.500000e+00, double 7.750000e+00>, ptr %496, align 16, !tbaa !9
  %497 = getelementptr inbounds i8, ptr %5, i64 256
  %498 = getelementptr inbounds i8, ptr %5, i64 272
  store <2 x double> <double 8.000000e+00, double 8.250000e+00>, ptr %497, align 16, !tbaa !9
  store <2 x double> <double 8.500000e+00, double 8.750000e+00>, ptr %498, align 16, !tbaa !9
  %499 = getelementptr inbounds i8, ptr %5, i64 288
  %500 = getelementptr inbounds i8, ptr %5, i64 304
  store <2 x double> <double 9.000000e+00, double 9.250000e+00>, ptr %499, align 16, !tbaa !9
  store <2 x double> <double 9.500000e+00, double 9.750000e+00>, ptr %500, align 16, !tbaa !9
  %501 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %502 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %501, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef 40) #13
  br label %509

503:                                              ; preds = %530
  %504 = load i32, ptr @n_fail, align 4, !tbaa !13
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %504)
  %506 = load i32, ptr @n_fail, align 4, !tbaa !13
  %507 = icmp ne i32 %506, 0
  %508 = zext i1 %507 to i32
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #13
  ret i32 %508

509:                                              ; preds = %481, %530
  %510 = phi i64 [ 0, %481 ], [ %531, %530 ]
  %511 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 %510
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = trunc nuw nsw i64 %510 to i32
  %514 = uitofp nneg i32 %513 to double
  %515 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %510
  %516 = load double, ptr %515, align 8, !tbaa !9
  %517 = call double @llvm.fmuladd.f64(double %514, double 2.500000e-01, double %516)
  %518 = call double @llvm.fabs.f64(double %517)
  %519 = fcmp ogt double %518, 1.000000e+00
  %520 = select i1 %519, double %518, double 1.000000e+00
  %521 = fsub double %512, %517
  %522 = call double @llvm.fabs.f64(double %521)
  %523 = fmul double %520, 0x3D719799812DEA11
  %524 = fcmp ole double %522, %523
  %525 = select i1 %524, ptr @.str.12, ptr @.str.13
  %526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %513, double noundef %512, double noundef %517, ptr noundef nonnull %525)
  br i1 %524, label %530, label %527

527:                                              ; preds = %509
  %528 = load i32, ptr @n_fail, align 4, !tbaa !13
  %529 = add nsw i32 %528, 1
  store i32 %529, ptr @n_fail, align 4, !tbaa !13
  br label %530

530:                                              ; preds = %509, %527
  %531 = add nuw nsw i64 %510, 1
  %532 = icmp eq i64 %531, 40
  br i1 %532, label %503, label %509, !llvm.loop !28
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
  %22 = tail call double @sin(double noundef %21) #13
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
  %36 = tail call double @sin(double noundef %35) #13
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %36)
  %38 = fadd double %29, %37
  %39 = or disjoint i64 %28, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %1, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %41, %43
  %45 = tail call double @sin(double noundef %44) #13
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %45)
  %47 = fadd double %38, %46
  %48 = add nuw nsw i64 %28, 2
  %49 = add i64 %30, 2
  %50 = icmp eq i64 %49, %10
  br i1 %50, label %11, label %27, !llvm.loop !23
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @obj_x(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %1, i64 20
  %4 = load i32, ptr %3, align 4, !tbaa !20
  %5 = load ptr, ptr %1, align 8, !tbaa !15
  switch i32 %4, label %75 [
    i32 0, label %6
    i32 1, label %40
  ]

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !19
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %113

10:                                               ; preds = %6
  %11 = zext nneg i32 %8 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %8, 1
  br i1 %13, label %99, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, 2147483646
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %37, %16 ]
  %18 = phi double [ 0.000000e+00, %14 ], [ %36, %16 ]
  %19 = phi i64 [ 0, %14 ], [ %38, %16 ]
  %20 = getelementptr inbounds double, ptr %5, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %0, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %21, %23
  %25 = tail call double @sin(double noundef %24) #13
  %26 = tail call double @llvm.fmuladd.f64(double %24, double %23, double %25)
  %27 = fadd double %18, %26
  %28 = or disjoint i64 %17, 1
  %29 = getelementptr inbounds double, ptr %5, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds double, ptr %0, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul double %30, %32
  %34 = tail call double @sin(double noundef %33) #13
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %32, double %34)
  %36 = fadd double %27, %35
  %37 = add nuw nsw i64 %17, 2
  %38 = add i64 %19, 2
  %39 = icmp eq i64 %38, %15
  br i1 %39, label %99, label %16, !llvm.loop !23

40:                                               ; preds = %2
  %41 = getelementptr inbounds i8, ptr %1, i64 16
  %42 = load i32, ptr %41, align 8, !tbaa !19
  %43 = icmp sgt i32 %42, 1
  br i1 %43, label %44, label %113

44:                                               ; preds = %40
  %45 = add nsw i32 %42, -1
  %46 = zext nneg i32 %45 to i64
  br label %51

47:                                               ; preds = %51
  %48 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %49 = fmul <2 x double> %48, %71
  %50 = extractelement <2 x double> %49, i64 0
  br label %113

51:                                               ; preds = %51, %44
  %52 = phi i64 [ 0, %44 ], [ %73, %51 ]
  %53 = phi i64 [ 1, %44 ], [ %72, %51 ]
  %54 = phi <2 x double> [ zeroinitializer, %44 ], [ %71, %51 ]
  %55 = getelementptr inbounds double, ptr %5, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds double, ptr %0, i64 %52
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul double %56, %58
  %60 = getelementptr inbounds double, ptr %0, i64 %53
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %5, i64 %53
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fneg double %58
  %65 = fmul double %58, %64
  %66 = tail call double @exp(double noundef %65) #13
  %67 = insertelement <2 x double> poison, double %63, i64 0
  %68 = insertelement <2 x double> %67, double %59, i64 1
  %69 = insertelement <2 x double> poison, double %66, i64 0
  %70 = insertelement <2 x double> %69, double %61, i64 1
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> %70, <2 x double> %54)
  %72 = add nuw nsw i64 %53, 1
  %73 = add nuw nsw i64 %52, 1
  %74 = icmp eq i64 %73, %46
  br i1 %74, label %47, label %51, !llvm.loop !29

75:                                               ; preds = %2
  %76 = getelementptr inbounds i8, ptr %1, i64 8
  %77 = load double, ptr %76, align 8, !tbaa !18
  %78 = getelementptr inbounds i8, ptr %1, i64 16
  %79 = load i32, ptr %78, align 8, !tbaa !19
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %95

81:                                               ; preds = %75
  %82 = zext nneg i32 %79 to i64
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i64 [ 0, %81 ], [ %93, %83 ]
  %85 = phi double [ 0.000000e+00, %81 ], [ %92, %83 ]
  %86 = getelementptr inbounds double, ptr %5, i64 %84
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = getelementptr inbounds double, ptr %0, i64 %84
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = fmul double %77, %89
  %91 = tail call double @exp(double noundef %90) #13
  %92 = tail call double @llvm.fmuladd.f64(double %87, double %91, double %85)
  %93 = add nuw nsw i64 %84, 1
  %94 = icmp eq i64 %93, %82
  br i1 %94, label %95, label %83, !llvm.loop !25

95:                                               ; preds = %83, %75
  %96 = phi double [ 0.000000e+00, %75 ], [ %92, %83 ]
  %97 = tail call double @llvm.fmuladd.f64(double %77, double %77, double 1.000000e+00)
  %98 = fdiv double %96, %97
  br label %113

99:                                               ; preds = %16, %10
  %100 = phi double [ poison, %10 ], [ %36, %16 ]
  %101 = phi i64 [ 0, %10 ], [ %37, %16 ]
  %102 = phi double [ 0.000000e+00, %10 ], [ %36, %16 ]
  %103 = icmp eq i64 %12, 0
  br i1 %103, label %113, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds double, ptr %5, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr inbounds double, ptr %0, i64 %101
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fmul double %106, %108
  %110 = tail call double @sin(double noundef %109) #13
  %111 = tail call double @llvm.fmuladd.f64(double %109, double %108, double %110)
  %112 = fadd double %102, %111
  br label %113

113:                                              ; preds = %104, %99, %47, %40, %6, %95
  %114 = phi double [ %98, %95 ], [ 0.000000e+00, %6 ], [ 0.000000e+00, %40 ], [ %50, %47 ], [ %100, %99 ], [ %112, %104 ]
  ret double %114
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
  %29 = tail call double @exp(double noundef %28) #13
  %30 = insertelement <2 x double> poison, double %26, i64 0
  %31 = insertelement <2 x double> %30, double %22, i64 1
  %32 = insertelement <2 x double> poison, double %29, i64 0
  %33 = insertelement <2 x double> %32, double %24, i64 1
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %33, <2 x double> %17)
  %35 = add nuw nsw i64 %16, 1
  %36 = add nuw nsw i64 %15, 1
  %37 = icmp eq i64 %36, %7
  br i1 %37, label %8, label %14, !llvm.loop !29
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
  %20 = tail call double @exp(double noundef %19) #13
  %21 = tail call double @llvm.fmuladd.f64(double %16, double %20, double %14)
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %8, label %12, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !10, i64 8, !14, i64 16, !14, i64 20}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !10, i64 8}
!19 = !{!16, !14, i64 16}
!20 = !{!16, !14, i64 20}
!21 = distinct !{null, ptr @obj_x}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
