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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [20 x double], align 16
  %6 = alloca [20 x double], align 16
  %7 = alloca [20 x double], align 16
  %8 = alloca [20 x double], align 16
  %9 = alloca [20 x double], align 16
  %10 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #15
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #15
  call fastcc void @fill(ptr noundef nonnull %5)
  call fastcc void @fill(ptr noundef nonnull %9)
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  br label %18

12:                                               ; preds = %240
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %13)
  %15 = load i32, ptr @n_fail, align 4, !tbaa !5
  %16 = icmp ne i32 %15, 0
  %17 = zext i1 %16 to i32
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #15
  ret i32 %17

18:                                               ; preds = %0, %240
  %19 = phi i64 [ 0, %0 ], [ %242, %240 ]
  %20 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #15
  store i32 %21, ptr %10, align 8, !tbaa !9
  store ptr %9, ptr %11, align 8, !tbaa !12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temps, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %21) #15
  %23 = call i32 @llvm.smax.i32(i32 %21, i32 1)
  %24 = zext nneg i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 3
  %26 = call noalias ptr @malloc(i64 noundef %25) #16
  %27 = sext i32 %21 to i64
  %28 = shl nsw i64 %27, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr nonnull readonly align 16 %5, i64 %28, i1 false)
  %29 = zext nneg i32 %21 to i64
  br label %30

30:                                               ; preds = %235, %18
  %31 = phi i64 [ 0, %18 ], [ %236, %235 ]
  %32 = getelementptr inbounds double, ptr %6, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !13
  %34 = getelementptr inbounds double, ptr %26, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  %39 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %40 = fadd double %35, %39
  %41 = fsub double %35, %39
  store double %40, ptr %34, align 8, !tbaa !13
  %42 = load i32, ptr %10, align 8, !tbaa !9
  %43 = sext i32 %42 to i64
  %44 = shl nsw i64 %43, 3
  %45 = call noalias ptr @malloc(i64 noundef %44) #16
  %46 = call noalias ptr @calloc(i64 noundef %43, i64 noundef 8) #17
  %47 = icmp sgt i32 %42, 0
  br i1 %47, label %48, label %126

48:                                               ; preds = %30
  %49 = zext nneg i32 %42 to i64
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %58, %50 ]
  %52 = getelementptr inbounds double, ptr %26, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !13
  %54 = fmul double %53, 3.000000e-01
  %55 = call double @exp(double noundef %54) #15
  %56 = fsub double %55, %53
  %57 = getelementptr inbounds double, ptr %45, i64 %51
  store double %56, ptr %57, align 8, !tbaa !13
  %58 = add nuw nsw i64 %51, 1
  %59 = icmp eq i64 %58, %49
  br i1 %59, label %60, label %50, !llvm.loop !15

60:                                               ; preds = %50, %60
  %61 = phi i64 [ %64, %60 ], [ 0, %50 ]
  %62 = getelementptr inbounds double, ptr %45, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !13
  %64 = add nuw nsw i64 %61, 1
  %65 = icmp eq i64 %64, %49
  %66 = select i1 %65, i64 0, i64 %64
  %67 = getelementptr inbounds double, ptr %45, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = getelementptr inbounds double, ptr %46, i64 %61
  %70 = load double, ptr %69, align 8, !tbaa !13
  %71 = call double @llvm.fmuladd.f64(double %63, double %68, double %70)
  store double %71, ptr %69, align 8, !tbaa !13
  %72 = trunc i64 %61 to i32
  %73 = add i32 %72, 2
  %74 = urem i32 %73, %42
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %46, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !13
  %78 = call double @llvm.fmuladd.f64(double %63, double 5.000000e-01, double %77)
  store double %78, ptr %76, align 8, !tbaa !13
  br i1 %65, label %79, label %60, !llvm.loop !17

79:                                               ; preds = %60
  %80 = and i64 %49, 3
  %81 = icmp ult i32 %42, 4
  br i1 %81, label %106, label %82

82:                                               ; preds = %79
  %83 = and i64 %49, 2147483644
  br label %84

84:                                               ; preds = %84, %82
  %85 = phi i64 [ 0, %82 ], [ %103, %84 ]
  %86 = phi double [ 0.000000e+00, %82 ], [ %102, %84 ]
  %87 = phi i64 [ 0, %82 ], [ %104, %84 ]
  %88 = getelementptr inbounds double, ptr %46, i64 %85
  %89 = load double, ptr %88, align 8, !tbaa !13
  %90 = call double @llvm.fmuladd.f64(double %89, double %89, double %86)
  %91 = or disjoint i64 %85, 1
  %92 = getelementptr inbounds double, ptr %46, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !13
  %94 = call double @llvm.fmuladd.f64(double %93, double %93, double %90)
  %95 = or disjoint i64 %85, 2
  %96 = getelementptr inbounds double, ptr %46, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !13
  %98 = call double @llvm.fmuladd.f64(double %97, double %97, double %94)
  %99 = or disjoint i64 %85, 3
  %100 = getelementptr inbounds double, ptr %46, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !13
  %102 = call double @llvm.fmuladd.f64(double %101, double %101, double %98)
  %103 = add nuw nsw i64 %85, 4
  %104 = add i64 %87, 4
  %105 = icmp eq i64 %104, %83
  br i1 %105, label %106, label %84, !llvm.loop !18

106:                                              ; preds = %84, %79
  %107 = phi double [ poison, %79 ], [ %102, %84 ]
  %108 = phi i64 [ 0, %79 ], [ %103, %84 ]
  %109 = phi double [ 0.000000e+00, %79 ], [ %102, %84 ]
  %110 = icmp eq i64 %80, 0
  br i1 %110, label %121, label %111

111:                                              ; preds = %106, %111
  %112 = phi i64 [ %118, %111 ], [ %108, %106 ]
  %113 = phi double [ %117, %111 ], [ %109, %106 ]
  %114 = phi i64 [ %119, %111 ], [ 0, %106 ]
  %115 = getelementptr inbounds double, ptr %46, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !13
  %117 = call double @llvm.fmuladd.f64(double %116, double %116, double %113)
  %118 = add nuw nsw i64 %112, 1
  %119 = add i64 %114, 1
  %120 = icmp eq i64 %119, %80
  br i1 %120, label %121, label %111, !llvm.loop !19

121:                                              ; preds = %111, %106
  %122 = phi double [ %107, %106 ], [ %117, %111 ]
  %123 = load i32, ptr %10, align 8, !tbaa !9
  %124 = sext i32 %123 to i64
  %125 = shl nsw i64 %124, 3
  br label %126

126:                                              ; preds = %121, %30
  %127 = phi i64 [ %125, %121 ], [ %44, %30 ]
  %128 = phi i64 [ %124, %121 ], [ %43, %30 ]
  %129 = phi i32 [ %123, %121 ], [ %42, %30 ]
  %130 = phi double [ %122, %121 ], [ 0.000000e+00, %30 ]
  call void @free(ptr noundef %45) #15
  call void @free(ptr noundef %46) #15
  store double %41, ptr %34, align 8, !tbaa !13
  %131 = call noalias ptr @malloc(i64 noundef %127) #16
  %132 = call noalias ptr @calloc(i64 noundef %128, i64 noundef 8) #17
  %133 = icmp sgt i32 %129, 0
  br i1 %133, label %134, label %207

134:                                              ; preds = %126
  %135 = zext nneg i32 %129 to i64
  br label %136

136:                                              ; preds = %136, %134
  %137 = phi i64 [ 0, %134 ], [ %144, %136 ]
  %138 = getelementptr inbounds double, ptr %26, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !13
  %140 = fmul double %139, 3.000000e-01
  %141 = call double @exp(double noundef %140) #15
  %142 = fsub double %141, %139
  %143 = getelementptr inbounds double, ptr %131, i64 %137
  store double %142, ptr %143, align 8, !tbaa !13
  %144 = add nuw nsw i64 %137, 1
  %145 = icmp eq i64 %144, %135
  br i1 %145, label %146, label %136, !llvm.loop !15

146:                                              ; preds = %136, %146
  %147 = phi i64 [ %150, %146 ], [ 0, %136 ]
  %148 = getelementptr inbounds double, ptr %131, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !13
  %150 = add nuw nsw i64 %147, 1
  %151 = icmp eq i64 %150, %135
  %152 = select i1 %151, i64 0, i64 %150
  %153 = getelementptr inbounds double, ptr %131, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !13
  %155 = getelementptr inbounds double, ptr %132, i64 %147
  %156 = load double, ptr %155, align 8, !tbaa !13
  %157 = call double @llvm.fmuladd.f64(double %149, double %154, double %156)
  store double %157, ptr %155, align 8, !tbaa !13
  %158 = trunc i64 %147 to i32
  %159 = add i32 %158, 2
  %160 = urem i32 %159, %129
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds double, ptr %132, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !13
  %164 = call double @llvm.fmuladd.f64(double %149, double 5.000000e-01, double %163)
  store double %164, ptr %162, align 8, !tbaa !13
  br i1 %151, label %165, label %146, !llvm.loop !17

165:                                              ; preds = %146
  %166 = and i64 %135, 3
  %167 = icmp ult i32 %129, 4
  br i1 %167, label %192, label %168

168:                                              ; preds = %165
  %169 = and i64 %135, 2147483644
  br label %170

170:                                              ; preds = %170, %168
  %171 = phi i64 [ 0, %168 ], [ %189, %170 ]
  %172 = phi double [ 0.000000e+00, %168 ], [ %188, %170 ]
  %173 = phi i64 [ 0, %168 ], [ %190, %170 ]
  %174 = getelementptr inbounds double, ptr %132, i64 %171
  %175 = load double, ptr %174, align 8, !tbaa !13
  %176 = call double @llvm.fmuladd.f64(double %175, double %175, double %172)
  %177 = or disjoint i64 %171, 1
  %178 = getelementptr inbounds double, ptr %132, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !13
  %180 = call double @llvm.fmuladd.f64(double %179, double %179, double %176)
  %181 = or disjoint i64 %171, 2
  %182 = getelementptr inbounds double, ptr %132, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !13
  %184 = call double @llvm.fmuladd.f64(double %183, double %183, double %180)
  %185 = or disjoint i64 %171, 3
  %186 = getelementptr inbounds double, ptr %132, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !13
  %188 = call double @llvm.fmuladd.f64(double %187, double %187, double %184)
  %189 = add nuw nsw i64 %171, 4
  %190 = add i64 %173, 4
  %191 = icmp eq i64 %190, %169
  br i1 %191, label %192, label %170, !llvm.loop !18

192:                                              ; preds = %170, %165
  %193 = phi double [ poison, %165 ], [ %188, %170 ]
  %194 = phi i64 [ 0, %165 ], [ %189, %170 ]
  %195 = phi double [ 0.000000e+00, %165 ], [ %188, %170 ]
  %196 = icmp eq i64 %166, 0
  br i1 %196, label %207, label %197

197:                                              ; preds = %192, %197
  %198 = phi i64 [ %204, %197 ], [ %194, %192 ]
  %199 = phi double [ %203, %197 ], [ %195, %192 ]
  %200 = phi i64 [ %205, %197 ], [ 0, %192 ]
  %201 = getelementptr inbounds double, ptr %132, i64 %198
  %202 = load double, ptr %201, align 8, !tbaa !13
  %203 = call double @llvm.fmuladd.f64(double %202, double %202, double %199)
  %204 = add nuw nsw i64 %198, 1
  %205 = add i64 %200, 1
  %206 = icmp eq i64 %205, %166
  br i1 %206, label %207, label %197, !llvm.loop !21

207:                                              ; preds = %192, %197, %126
  %208 = phi double [ 0.000000e+00, %126 ], [ %193, %192 ], [ %203, %197 ]
  call void @free(ptr noundef %131) #15
  call void @free(ptr noundef %132) #15
  store double %35, ptr %34, align 8, !tbaa !13
  %209 = fsub double %130, %208
  %210 = fsub double %40, %41
  %211 = fdiv double %209, %210
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = fcmp ogt double %212, 1.000000e+00
  %214 = select i1 %213, double %212, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %33, ptr %4, align 8, !tbaa !13
  %215 = load volatile double, ptr %4, align 8, !tbaa !13
  %216 = call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %217, label %230, label %218

218:                                              ; preds = %207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %211, ptr %3, align 8, !tbaa !13
  %219 = load volatile double, ptr %3, align 8, !tbaa !13
  %220 = call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %221, label %230, label %222

222:                                              ; preds = %218
  %223 = fsub double %33, %211
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fmul double %214, 0x3EB0C6F7A0B5ED8D
  %226 = fcmp ugt double %224, %225
  br i1 %226, label %230, label %227

227:                                              ; preds = %222
  %228 = trunc nuw nsw i64 %31 to i32
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %228, double noundef %33, double noundef %211, ptr noundef nonnull @.str.6)
  br label %235

230:                                              ; preds = %222, %218, %207
  %231 = trunc nuw nsw i64 %31 to i32
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %231, double noundef %33, double noundef %211, ptr noundef nonnull @.str.7)
  %233 = load i32, ptr @n_fail, align 4, !tbaa !5
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr @n_fail, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %230, %227
  %236 = add nuw nsw i64 %31, 1
  %237 = icmp eq i64 %236, %29
  br i1 %237, label %238, label %30, !llvm.loop !22

238:                                              ; preds = %235
  call void @free(ptr noundef nonnull %26) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %8, ptr noundef nonnull align 16 dereferenceable(160) %9, i64 160, i1 false)
  %239 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %21) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_smooth, ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef %21, ptr noundef nonnull %6)
  br label %244

240:                                              ; preds = %265
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  %241 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_alloc, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %21, i32 noundef 4) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_loop, ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef %21, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #15
  %242 = add nuw nsw i64 %19, 1
  %243 = icmp eq i64 %242, 3
  br i1 %243, label %12, label %18, !llvm.loop !23

244:                                              ; preds = %238, %265
  %245 = phi i64 [ 0, %238 ], [ %266, %265 ]
  %246 = getelementptr inbounds [20 x double], ptr %8, i64 0, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %247, ptr %2, align 8, !tbaa !13
  %248 = load volatile double, ptr %2, align 8, !tbaa !13
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = fcmp ueq double %249, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %250, label %260, label %251

251:                                              ; preds = %244
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !13
  %252 = load volatile double, ptr %1, align 8, !tbaa !13
  %253 = call double @llvm.fabs.f64(double %252)
  %254 = fcmp ueq double %253, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %255 = fcmp une double %247, 0.000000e+00
  %256 = select i1 %254, i1 true, i1 %255
  br i1 %256, label %260, label %257

257:                                              ; preds = %251
  %258 = trunc nuw nsw i64 %245 to i32
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %258, double noundef %247, double noundef 0.000000e+00, ptr noundef nonnull @.str.6)
  br label %265

260:                                              ; preds = %251, %244
  %261 = trunc nuw nsw i64 %245 to i32
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %261, double noundef %247, double noundef 0.000000e+00, ptr noundef nonnull @.str.7)
  %263 = load i32, ptr @n_fail, align 4, !tbaa !5
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr @n_fail, align 4, !tbaa !5
  br label %265

265:                                              ; preds = %257, %260
  %266 = add nuw nsw i64 %245, 1
  %267 = icmp eq i64 %266, %24
  br i1 %267, label %240, label %244, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #2 {
  %2 = load i64, ptr @rng_state, align 8, !tbaa !25
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
  store i64 %105, ptr @rng_state, align 8, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @temps(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #16
  %6 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #17
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
  %18 = tail call double @exp(double noundef %17) #15
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
  br i1 %65, label %66, label %56, !llvm.loop !27

66:                                               ; preds = %51, %56, %2, %10, %24
  %67 = phi double [ 0.000000e+00, %24 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %52, %51 ], [ %62, %56 ]
  tail call void @free(ptr noundef %5) #15
  tail call void @free(ptr noundef %6) #15
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

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #16
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #15
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !13
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !13
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #15, !callees !28
  store double %30, ptr %23, align 8, !tbaa !13
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #15, !callees !28
  store double %24, ptr %23, align 8, !tbaa !13
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !13
  %39 = load volatile double, ptr %8, align 8, !tbaa !13
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !13
  %43 = load volatile double, ptr %7, align 8, !tbaa !13
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
  %57 = load i32, ptr @n_fail, align 4, !tbaa !5
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = add nsw i32 %2, 2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #16
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
  br i1 %30, label %31, label %18, !llvm.loop !29

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
  br i1 %104, label %105, label %75, !llvm.loop !32

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
  br i1 %115, label %33, label %108, !llvm.loop !33

116:                                              ; preds = %67, %117, %105, %3, %33
  tail call void @free(ptr noundef nonnull %9) #15
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
  br i1 %142, label %116, label %117, !llvm.loop !34
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @obj_smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [20 x double], align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #15
  %4 = load i32, ptr %1, align 8, !tbaa !9
  %5 = add nsw i32 %4, 2
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #16
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @free(ptr noundef nonnull %8) #15
  br label %129

11:                                               ; preds = %2
  %12 = zext nneg i32 %4 to i64
  %13 = icmp ult i32 %4, 4
  br i1 %13, label %14, label %16

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %80

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
  %27 = getelementptr inbounds double, ptr %8, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %24, ptr %27, align 8, !tbaa !13
  store <2 x double> %25, ptr %28, align 8, !tbaa !13
  %29 = add nuw i64 %19, 4
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %18, !llvm.loop !35

31:                                               ; preds = %18
  %32 = icmp eq i64 %17, %12
  br i1 %32, label %33, label %14

33:                                               ; preds = %80, %31
  %34 = getelementptr inbounds double, ptr %8, i64 %12
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %8, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !13
  store double %35, ptr %8, align 8, !tbaa !13
  %38 = getelementptr i8, ptr %34, i64 8
  store double %37, ptr %38, align 8, !tbaa !13
  %39 = getelementptr inbounds i8, ptr %8, i64 16
  %40 = icmp ult i32 %4, 4
  br i1 %40, label %41, label %44

41:                                               ; preds = %77, %33
  %42 = phi double [ %35, %33 ], [ %78, %77 ]
  %43 = phi i64 [ 0, %33 ], [ %45, %77 ]
  br label %88

44:                                               ; preds = %33
  %45 = and i64 %12, 2147483644
  %46 = insertelement <2 x double> poison, double %35, i64 1
  br label %47

47:                                               ; preds = %47, %44
  %48 = phi i64 [ 0, %44 ], [ %75, %47 ]
  %49 = phi <2 x double> [ %46, %44 ], [ %54, %47 ]
  %50 = or disjoint i64 %48, 1
  %51 = getelementptr inbounds double, ptr %8, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !13
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !13
  %55 = shufflevector <2 x double> %49, <2 x double> %53, <2 x i32> <i32 1, i32 2>
  %56 = shufflevector <2 x double> %53, <2 x double> %54, <2 x i32> <i32 1, i32 2>
  %57 = fmul <2 x double> %53, <double 5.000000e-01, double 5.000000e-01>
  %58 = fmul <2 x double> %54, <double 5.000000e-01, double 5.000000e-01>
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %57)
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %58)
  %61 = getelementptr inbounds double, ptr %39, i64 %48
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !13
  %64 = load <2 x double>, ptr %62, align 8, !tbaa !13
  %65 = fmul <2 x double> %63, <double 2.500000e-01, double 2.500000e-01>
  %66 = fmul <2 x double> %64, <double 2.500000e-01, double 2.500000e-01>
  %67 = getelementptr inbounds double, ptr %0, i64 %48
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !13
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !13
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %69, <2 x double> %59)
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %70, <2 x double> %60)
  %73 = getelementptr inbounds double, ptr %3, i64 %48
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  store <2 x double> %71, ptr %73, align 16, !tbaa !13
  store <2 x double> %72, ptr %74, align 16, !tbaa !13
  %75 = add nuw i64 %48, 4
  %76 = icmp eq i64 %75, %45
  br i1 %76, label %77, label %47, !llvm.loop !36

77:                                               ; preds = %47
  %78 = extractelement <2 x double> %54, i64 1
  %79 = icmp eq i64 %45, %12
  br i1 %79, label %104, label %41

80:                                               ; preds = %14, %80
  %81 = phi i64 [ %85, %80 ], [ %15, %14 ]
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !13
  %84 = fmul double %83, %83
  %85 = add nuw nsw i64 %81, 1
  %86 = getelementptr inbounds double, ptr %8, i64 %85
  store double %84, ptr %86, align 8, !tbaa !13
  %87 = icmp eq i64 %85, %12
  br i1 %87, label %33, label %80, !llvm.loop !37

88:                                               ; preds = %41, %88
  %89 = phi double [ %93, %88 ], [ %42, %41 ]
  %90 = phi i64 [ %91, %88 ], [ %43, %41 ]
  %91 = add nuw nsw i64 %90, 1
  %92 = getelementptr inbounds double, ptr %8, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !13
  %94 = fmul double %93, 5.000000e-01
  %95 = tail call double @llvm.fmuladd.f64(double %89, double 2.500000e-01, double %94)
  %96 = getelementptr inbounds double, ptr %39, i64 %90
  %97 = load double, ptr %96, align 8, !tbaa !13
  %98 = fmul double %97, 2.500000e-01
  %99 = getelementptr inbounds double, ptr %0, i64 %90
  %100 = load double, ptr %99, align 8, !tbaa !13
  %101 = tail call double @llvm.fmuladd.f64(double %98, double %100, double %95)
  %102 = getelementptr inbounds double, ptr %3, i64 %90
  store double %101, ptr %102, align 8, !tbaa !13
  %103 = icmp eq i64 %91, %12
  br i1 %103, label %104, label %88, !llvm.loop !38

104:                                              ; preds = %88, %77
  tail call void @free(ptr noundef nonnull %8) #15
  br i1 %9, label %105, label %129

105:                                              ; preds = %104
  %106 = getelementptr inbounds i8, ptr %1, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !12
  %108 = and i64 %12, 3
  %109 = icmp ult i32 %4, 4
  br i1 %109, label %112, label %110

110:                                              ; preds = %105
  %111 = and i64 %12, 2147483644
  br label %131

112:                                              ; preds = %131, %105
  %113 = phi double [ poison, %105 ], [ %157, %131 ]
  %114 = phi i64 [ 0, %105 ], [ %158, %131 ]
  %115 = phi double [ 0.000000e+00, %105 ], [ %157, %131 ]
  %116 = icmp eq i64 %108, 0
  br i1 %116, label %129, label %117

117:                                              ; preds = %112, %117
  %118 = phi i64 [ %126, %117 ], [ %114, %112 ]
  %119 = phi double [ %125, %117 ], [ %115, %112 ]
  %120 = phi i64 [ %127, %117 ], [ 0, %112 ]
  %121 = getelementptr inbounds double, ptr %107, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !13
  %123 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %118
  %124 = load double, ptr %123, align 8, !tbaa !13
  %125 = tail call double @llvm.fmuladd.f64(double %122, double %124, double %119)
  %126 = add nuw nsw i64 %118, 1
  %127 = add i64 %120, 1
  %128 = icmp eq i64 %127, %108
  br i1 %128, label %129, label %117, !llvm.loop !39

129:                                              ; preds = %112, %117, %10, %104
  %130 = phi double [ 0.000000e+00, %104 ], [ 0.000000e+00, %10 ], [ %113, %112 ], [ %125, %117 ]
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #15
  ret double %130

131:                                              ; preds = %131, %110
  %132 = phi i64 [ 0, %110 ], [ %158, %131 ]
  %133 = phi double [ 0.000000e+00, %110 ], [ %157, %131 ]
  %134 = phi i64 [ 0, %110 ], [ %159, %131 ]
  %135 = getelementptr inbounds double, ptr %107, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !13
  %137 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %132
  %138 = load double, ptr %137, align 16, !tbaa !13
  %139 = tail call double @llvm.fmuladd.f64(double %136, double %138, double %133)
  %140 = or disjoint i64 %132, 1
  %141 = getelementptr inbounds double, ptr %107, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !13
  %143 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !13
  %145 = tail call double @llvm.fmuladd.f64(double %142, double %144, double %139)
  %146 = or disjoint i64 %132, 2
  %147 = getelementptr inbounds double, ptr %107, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !13
  %149 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %146
  %150 = load double, ptr %149, align 16, !tbaa !13
  %151 = tail call double @llvm.fmuladd.f64(double %148, double %150, double %145)
  %152 = or disjoint i64 %132, 3
  %153 = getelementptr inbounds double, ptr %107, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !13
  %155 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %152
  %156 = load double, ptr %155, align 8, !tbaa !13
  %157 = tail call double @llvm.fmuladd.f64(double %154, double %156, double %151)
  %158 = add nuw nsw i64 %132, 4
  %159 = add i64 %134, 4
  %160 = icmp eq i64 %159, %111
  br i1 %160, label %112, label %131, !llvm.loop !40
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
  %24 = tail call noalias ptr @malloc(i64 noundef %7) #16
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
  br i1 %51, label %97, label %28, !llvm.loop !41

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
  %63 = tail call double @sin(double noundef %62) #15
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
  %75 = tail call double @sin(double noundef %74) #15
  %76 = tail call double @llvm.fmuladd.f64(double %68, double %27, double %75)
  %77 = getelementptr inbounds double, ptr %24, i64 %66
  store double %76, ptr %77, align 8, !tbaa !13
  %78 = add nuw nsw i64 %53, 2
  %79 = add i64 %54, 2
  %80 = icmp eq i64 %79, %15
  br i1 %80, label %81, label %52, !llvm.loop !42

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
  %92 = tail call double @sin(double noundef %91) #15
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
  tail call void @free(ptr noundef nonnull %24) #15
  %112 = icmp eq i64 %25, %10
  br i1 %112, label %113, label %21, !llvm.loop !43

113:                                              ; preds = %110, %5, %3
  %114 = phi double [ 0.000000e+00, %3 ], [ 0.000000e+00, %5 ], [ %111, %110 ]
  ret double %114
}

; Function Attrs: nounwind uwtable
define internal double @obj_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load i32, ptr %1, align 8, !tbaa !9
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %404

7:                                                ; preds = %2
  %8 = zext nneg i32 %3 to i64
  %9 = tail call noalias ptr @malloc(i64 noundef %5) #16
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
  br i1 %52, label %100, label %15, !llvm.loop !41

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
  %63 = tail call double @sin(double noundef %62) #15
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
  %74 = tail call double @sin(double noundef %73) #15
  %75 = fadd double %68, %74
  %76 = getelementptr inbounds double, ptr %9, i64 %66
  store double %75, ptr %76, align 8, !tbaa !13
  %77 = add nuw nsw i64 %54, 2
  %78 = add i64 %55, 2
  %79 = icmp eq i64 %78, %14
  br i1 %79, label %80, label %53, !llvm.loop !42

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
  %91 = tail call double @sin(double noundef %90) #15
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
  br i1 %118, label %119, label %105, !llvm.loop !44

119:                                              ; preds = %105, %100
  %120 = phi double [ %101, %100 ], [ %115, %105 ]
  tail call void @free(ptr noundef nonnull %9) #15
  %121 = tail call noalias ptr @malloc(i64 noundef %5) #16
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
  %137 = tail call double @sin(double noundef %136) #15
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
  %148 = tail call double @sin(double noundef %147) #15
  %149 = tail call double @llvm.fmuladd.f64(double %141, double 2.000000e+00, double %148)
  %150 = getelementptr inbounds double, ptr %121, i64 %131
  store double %149, ptr %150, align 8, !tbaa !13
  %151 = add i64 %128, 2
  %152 = icmp eq i64 %151, %125
  br i1 %152, label %153, label %126, !llvm.loop !42

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
  %165 = tail call double @sin(double noundef %164) #15
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
  br i1 %197, label %198, label %174, !llvm.loop !41

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
  tail call void @free(ptr noundef nonnull %121) #15
  %214 = tail call noalias ptr @malloc(i64 noundef %5) #16
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
  %230 = tail call double @sin(double noundef %229) #15
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
  %242 = tail call double @sin(double noundef %241) #15
  %243 = tail call double @llvm.fmuladd.f64(double %235, double 3.000000e+00, double %242)
  %244 = getelementptr inbounds double, ptr %214, i64 %233
  store double %243, ptr %244, align 8, !tbaa !13
  %245 = add nuw nsw i64 %220, 2
  %246 = add i64 %221, 2
  %247 = icmp eq i64 %246, %218
  br i1 %247, label %248, label %219, !llvm.loop !42

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
  %260 = tail call double @sin(double noundef %259) #15
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
  br i1 %292, label %293, label %269, !llvm.loop !41

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
  tail call void @free(ptr noundef nonnull %214) #15
  %309 = tail call noalias ptr @malloc(i64 noundef %5) #16
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
  %325 = tail call double @sin(double noundef %324) #15
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
  %337 = tail call double @sin(double noundef %336) #15
  %338 = tail call double @llvm.fmuladd.f64(double %330, double 4.000000e+00, double %337)
  %339 = getelementptr inbounds double, ptr %309, i64 %328
  store double %338, ptr %339, align 8, !tbaa !13
  %340 = add nuw nsw i64 %315, 2
  %341 = add i64 %316, 2
  %342 = icmp eq i64 %341, %313
  br i1 %342, label %343, label %314, !llvm.loop !42

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
  %355 = tail call double @sin(double noundef %354) #15
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
  br i1 %387, label %388, label %364, !llvm.loop !41

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
  tail call void @free(ptr noundef nonnull %309) #15
  br label %404

404:                                              ; preds = %402, %2
  %405 = phi double [ 0.000000e+00, %2 ], [ %403, %402 ]
  ret double %405
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind allocsize(0,1) }

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
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = !{!26, !26, i64 0}
!26 = !{!"long long", !7, i64 0}
!27 = distinct !{!27, !20}
!28 = distinct !{ptr @obj_loop, ptr @obj_smooth, null}
!29 = distinct !{!29, !16, !30, !31}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = !{!"llvm.loop.unroll.runtime.disable"}
!32 = distinct !{!32, !16, !30, !31}
!33 = distinct !{!33, !16, !31, !30}
!34 = distinct !{!34, !16, !30}
!35 = distinct !{!35, !16, !30, !31}
!36 = distinct !{!36, !16, !30, !31}
!37 = distinct !{!37, !16, !31, !30}
!38 = distinct !{!38, !16, !31, !30}
!39 = distinct !{!39, !20}
!40 = distinct !{!40, !16}
!41 = distinct !{!41, !16}
!42 = distinct !{!42, !16}
!43 = distinct !{!43, !16}
!44 = distinct !{!44, !20}
