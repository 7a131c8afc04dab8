; ModuleID = 'heat.c'
source_filename = "heat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32, double, ptr }

@main.steps = internal unnamed_addr constant [3 x i32] [i32 12, i32 1, i32 0], align 4
@.str = private unnamed_addr constant [9 x i8] c"heat.du0\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"heat.dnu\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"heat.primal_state\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"advect.JTw\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"heat\00", align 1
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
  %5 = alloca [24 x double], align 16
  %6 = alloca [24 x double], align 16
  %7 = alloca [24 x double], align 16
  %8 = alloca [24 x double], align 16
  %9 = alloca %struct.Ctx, align 8
  %10 = alloca [24 x double], align 16
  %11 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %8) #14
  br label %36

12:                                               ; preds = %36, %12
  %13 = phi i64 [ %30, %12 ], [ 0, %36 ]
  %14 = phi i64 [ %24, %12 ], [ %44, %36 ]
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 10
  %18 = and i64 %17, 18014398509481982
  %19 = uitofp nneg i64 %18 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3CA0000000000000, double -1.000000e+00)
  %21 = getelementptr inbounds double, ptr %8, i64 %13
  store double %20, ptr %21, align 16, !tbaa !5
  %22 = or disjoint i64 %13, 1
  %23 = mul i64 %16, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 10
  %26 = and i64 %25, 18014398509481982
  %27 = uitofp nneg i64 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3CA0000000000000, double -1.000000e+00)
  %29 = getelementptr inbounds double, ptr %8, i64 %22
  store double %28, ptr %29, align 8, !tbaa !5
  %30 = add nuw nsw i64 %13, 2
  %31 = icmp eq i64 %30, 24
  br i1 %31, label %32, label %12, !llvm.loop !9

32:                                               ; preds = %12
  store i64 %24, ptr @rng_state, align 8, !tbaa !11
  %33 = getelementptr inbounds i8, ptr %9, i64 4
  %34 = getelementptr inbounds i8, ptr %9, i64 8
  %35 = getelementptr inbounds i8, ptr %9, i64 16
  br label %60

36:                                               ; preds = %0, %36
  %37 = phi i64 [ 0, %0 ], [ %52, %36 ]
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = uitofp nneg i32 %38 to double
  %40 = fmul double %39, 4.000000e-01
  %41 = tail call double @sin(double noundef %40) #14
  %42 = load i64, ptr @rng_state, align 8, !tbaa !11
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  store i64 %44, ptr @rng_state, align 8, !tbaa !11
  %45 = lshr i64 %44, 10
  %46 = and i64 %45, 18014398509481982
  %47 = uitofp nneg i64 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 0x3CA0000000000000, double -1.000000e+00)
  %49 = fmul double %48, 1.000000e-01
  %50 = tail call double @llvm.fmuladd.f64(double %41, double 8.000000e-01, double %49)
  %51 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %37
  store double %50, ptr %51, align 8, !tbaa !5
  %52 = add nuw nsw i64 %37, 1
  %53 = icmp eq i64 %52, 24
  br i1 %53, label %12, label %36, !llvm.loop !13

54:                                               ; preds = %225
  %55 = load i32, ptr @n_fail, align 4, !tbaa !14
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %55)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !14
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #14
  ret i32 %59

60:                                               ; preds = %32, %225
  %61 = phi i64 [ 0, %32 ], [ %229, %225 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  store i32 24, ptr %9, align 8, !tbaa !16
  %62 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !14
  store i32 %63, ptr %33, align 4, !tbaa !19
  store double 2.000000e-01, ptr %34, align 8, !tbaa !20
  store ptr %8, ptr %35, align 8, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, i8 0, i64 192, i1 false)
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 24, i32 noundef %63, double noundef 2.000000e-01) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_heat, ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %11) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %10, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %11, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  %65 = icmp eq i64 %61, 2
  br i1 %65, label %90, label %66

66:                                               ; preds = %60, %87
  %67 = phi i32 [ %88, %87 ], [ 0, %60 ]
  br label %68

68:                                               ; preds = %78, %66
  %69 = phi i64 [ %73, %78 ], [ 0, %66 ]
  %70 = phi double [ %72, %78 ], [ 0.000000e+00, %66 ]
  %71 = getelementptr inbounds double, ptr %10, i64 %69
  %72 = load double, ptr %71, align 8, !tbaa !5
  %73 = add nuw nsw i64 %69, 1
  %74 = icmp ult i64 %69, 23
  br i1 %74, label %75, label %78

75:                                               ; preds = %68
  %76 = getelementptr inbounds double, ptr %10, i64 %73
  %77 = load double, ptr %76, align 8, !tbaa !5
  br label %78

78:                                               ; preds = %75, %68
  %79 = phi double [ %77, %75 ], [ 0.000000e+00, %68 ]
  %80 = call double @llvm.fmuladd.f64(double %72, double -2.000000e+00, double %70)
  %81 = fadd double %80, %79
  %82 = call double @llvm.fmuladd.f64(double %81, double 2.000010e-01, double %72)
  %83 = fsub double %79, %70
  %84 = fmul double %72, -1.500000e-01
  %85 = call double @llvm.fmuladd.f64(double %84, double %83, double %82)
  store double %85, ptr %71, align 8, !tbaa !5
  %86 = icmp eq i64 %73, 24
  br i1 %86, label %87, label %68, !llvm.loop !22

87:                                               ; preds = %78
  %88 = add nuw nsw i32 %67, 1
  %89 = icmp eq i32 %88, %63
  br i1 %89, label %90, label %66, !llvm.loop !23

90:                                               ; preds = %87, %60
  br label %91

91:                                               ; preds = %91, %90
  %92 = phi i64 [ 0, %90 ], [ %117, %91 ]
  %93 = phi double [ 0.000000e+00, %90 ], [ %116, %91 ]
  %94 = getelementptr inbounds double, ptr %10, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !5
  %96 = fmul double %95, %95
  %97 = trunc nuw nsw i64 %92 to i32
  %98 = uitofp nneg i32 %97 to double
  %99 = call double @llvm.fmuladd.f64(double %98, double 1.000000e-01, double 1.000000e+00)
  %100 = call double @llvm.fmuladd.f64(double %96, double %99, double %93)
  %101 = add nuw nsw i64 %92, 1
  %102 = getelementptr inbounds double, ptr %10, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = fmul double %103, %103
  %105 = trunc nuw nsw i64 %101 to i32
  %106 = uitofp nneg i32 %105 to double
  %107 = call double @llvm.fmuladd.f64(double %106, double 1.000000e-01, double 1.000000e+00)
  %108 = call double @llvm.fmuladd.f64(double %104, double %107, double %100)
  %109 = add nuw nsw i64 %92, 2
  %110 = getelementptr inbounds double, ptr %10, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = fmul double %111, %111
  %113 = trunc nuw nsw i64 %109 to i32
  %114 = uitofp nneg i32 %113 to double
  %115 = call double @llvm.fmuladd.f64(double %114, double 1.000000e-01, double 1.000000e+00)
  %116 = call double @llvm.fmuladd.f64(double %112, double %115, double %108)
  %117 = add nuw nsw i64 %92, 3
  %118 = icmp eq i64 %117, 24
  br i1 %118, label %119, label %91, !llvm.loop !24

119:                                              ; preds = %91
  br i1 %65, label %144, label %120

120:                                              ; preds = %119, %141
  %121 = phi i32 [ %142, %141 ], [ 0, %119 ]
  br label %122

122:                                              ; preds = %132, %120
  %123 = phi i64 [ %127, %132 ], [ 0, %120 ]
  %124 = phi double [ %126, %132 ], [ 0.000000e+00, %120 ]
  %125 = getelementptr inbounds double, ptr %11, i64 %123
  %126 = load double, ptr %125, align 8, !tbaa !5
  %127 = add nuw nsw i64 %123, 1
  %128 = icmp ult i64 %123, 23
  br i1 %128, label %129, label %132

129:                                              ; preds = %122
  %130 = getelementptr inbounds double, ptr %11, i64 %127
  %131 = load double, ptr %130, align 8, !tbaa !5
  br label %132

132:                                              ; preds = %129, %122
  %133 = phi double [ %131, %129 ], [ 0.000000e+00, %122 ]
  %134 = call double @llvm.fmuladd.f64(double %126, double -2.000000e+00, double %124)
  %135 = fadd double %134, %133
  %136 = call double @llvm.fmuladd.f64(double %135, double 1.999990e-01, double %126)
  %137 = fsub double %133, %124
  %138 = fmul double %126, -1.500000e-01
  %139 = call double @llvm.fmuladd.f64(double %138, double %137, double %136)
  store double %139, ptr %125, align 8, !tbaa !5
  %140 = icmp eq i64 %127, 24
  br i1 %140, label %141, label %122, !llvm.loop !22

141:                                              ; preds = %132
  %142 = add nuw nsw i32 %121, 1
  %143 = icmp eq i32 %142, %63
  br i1 %143, label %144, label %120, !llvm.loop !23

144:                                              ; preds = %141, %119
  br label %145

145:                                              ; preds = %145, %144
  %146 = phi i64 [ 0, %144 ], [ %171, %145 ]
  %147 = phi double [ 0.000000e+00, %144 ], [ %170, %145 ]
  %148 = getelementptr inbounds double, ptr %11, i64 %146
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = fmul double %149, %149
  %151 = trunc nuw nsw i64 %146 to i32
  %152 = uitofp nneg i32 %151 to double
  %153 = call double @llvm.fmuladd.f64(double %152, double 1.000000e-01, double 1.000000e+00)
  %154 = call double @llvm.fmuladd.f64(double %150, double %153, double %147)
  %155 = add nuw nsw i64 %146, 1
  %156 = getelementptr inbounds double, ptr %11, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !5
  %158 = fmul double %157, %157
  %159 = trunc nuw nsw i64 %155 to i32
  %160 = uitofp nneg i32 %159 to double
  %161 = call double @llvm.fmuladd.f64(double %160, double 1.000000e-01, double 1.000000e+00)
  %162 = call double @llvm.fmuladd.f64(double %158, double %161, double %154)
  %163 = add nuw nsw i64 %146, 2
  %164 = getelementptr inbounds double, ptr %11, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !5
  %166 = fmul double %165, %165
  %167 = trunc nuw nsw i64 %163 to i32
  %168 = uitofp nneg i32 %167 to double
  %169 = call double @llvm.fmuladd.f64(double %168, double 1.000000e-01, double 1.000000e+00)
  %170 = call double @llvm.fmuladd.f64(double %166, double %169, double %162)
  %171 = add nuw nsw i64 %146, 3
  %172 = icmp eq i64 %171, 24
  br i1 %172, label %173, label %145, !llvm.loop !24

173:                                              ; preds = %145
  %174 = fsub double %116, %170
  %175 = fdiv double %174, 0x3EC0C6F7A0B60000
  %176 = call double @llvm.fabs.f64(double %175)
  %177 = fcmp ogt double %176, 1.000000e+00
  %178 = select i1 %177, double %176, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %64, ptr %4, align 8, !tbaa !5
  %179 = load volatile double, ptr %4, align 8, !tbaa !5
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %181, label %194, label %182

182:                                              ; preds = %173
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %175, ptr %3, align 8, !tbaa !5
  %183 = load volatile double, ptr %3, align 8, !tbaa !5
  %184 = call double @llvm.fabs.f64(double %183)
  %185 = fcmp ueq double %184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %185, label %194, label %186

186:                                              ; preds = %182
  %187 = fsub double %64, %175
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = fmul double %178, 0x3EB0C6F7A0B5ED8D
  %190 = fcmp ugt double %188, %189
  br i1 %190, label %194, label %191

191:                                              ; preds = %186
  %192 = trunc nuw nsw i64 %61 to i32
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %192, double noundef %64, double noundef %175, ptr noundef nonnull @.str.6)
  br label %199

194:                                              ; preds = %186, %182, %173
  %195 = trunc nuw nsw i64 %61 to i32
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %195, double noundef %64, double noundef %175, ptr noundef nonnull @.str.7)
  %197 = load i32, ptr @n_fail, align 4, !tbaa !14
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !14
  br label %199

199:                                              ; preds = %191, %194
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %10, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  br i1 %65, label %200, label %201

200:                                              ; preds = %222, %199
  br label %231

201:                                              ; preds = %199, %222
  %202 = phi i32 [ %223, %222 ], [ 0, %199 ]
  br label %203

203:                                              ; preds = %213, %201
  %204 = phi i64 [ %208, %213 ], [ 0, %201 ]
  %205 = phi double [ %207, %213 ], [ 0.000000e+00, %201 ]
  %206 = getelementptr inbounds double, ptr %10, i64 %204
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = add nuw nsw i64 %204, 1
  %209 = icmp ult i64 %204, 23
  br i1 %209, label %210, label %213

210:                                              ; preds = %203
  %211 = getelementptr inbounds double, ptr %10, i64 %208
  %212 = load double, ptr %211, align 8, !tbaa !5
  br label %213

213:                                              ; preds = %210, %203
  %214 = phi double [ %212, %210 ], [ 0.000000e+00, %203 ]
  %215 = call double @llvm.fmuladd.f64(double %207, double -2.000000e+00, double %205)
  %216 = fadd double %215, %214
  %217 = call double @llvm.fmuladd.f64(double %216, double 2.000000e-01, double %207)
  %218 = fsub double %214, %205
  %219 = fmul double %207, -1.500000e-01
  %220 = call double @llvm.fmuladd.f64(double %219, double %218, double %217)
  store double %220, ptr %206, align 8, !tbaa !5
  %221 = icmp eq i64 %208, 24
  br i1 %221, label %222, label %203, !llvm.loop !22

222:                                              ; preds = %213
  %223 = add nuw nsw i32 %202, 1
  %224 = icmp eq i32 %223, %63
  br i1 %224, label %200, label %201, !llvm.loop !23

225:                                              ; preds = %260
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, ptr noundef nonnull align 16 dereferenceable(192) %8, i64 192, i1 false)
  %226 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %227 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %228 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @advect, i32 noundef %226, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %227, i32 noundef 24, i32 noundef %227, i32 noundef %63) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_advect, ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  %229 = add nuw nsw i64 %61, 1
  %230 = icmp eq i64 %229, 3
  br i1 %230, label %54, label %60, !llvm.loop !25

231:                                              ; preds = %200, %260
  %232 = phi i64 [ %261, %260 ], [ 0, %200 ]
  %233 = getelementptr inbounds [24 x double], ptr %6, i64 0, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !5
  %235 = getelementptr inbounds [24 x double], ptr %10, i64 0, i64 %232
  %236 = load double, ptr %235, align 8, !tbaa !5
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ogt double %237, 1.000000e+00
  %239 = select i1 %238, double %237, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %234, ptr %2, align 8, !tbaa !5
  %240 = load volatile double, ptr %2, align 8, !tbaa !5
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %242, label %255, label %243

243:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %236, ptr %1, align 8, !tbaa !5
  %244 = load volatile double, ptr %1, align 8, !tbaa !5
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = fcmp ueq double %245, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %246, label %255, label %247

247:                                              ; preds = %243
  %248 = fsub double %234, %236
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = fmul double %239, 0x3D719799812DEA11
  %251 = fcmp ugt double %249, %250
  br i1 %251, label %255, label %252

252:                                              ; preds = %247
  %253 = trunc nuw nsw i64 %232 to i32
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %253, double noundef %234, double noundef %236, ptr noundef nonnull @.str.6)
  br label %260

255:                                              ; preds = %247, %243, %231
  %256 = trunc nuw nsw i64 %232 to i32
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %256, double noundef %234, double noundef %236, ptr noundef nonnull @.str.7)
  %258 = load i32, ptr @n_fail, align 4, !tbaa !14
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !14
  br label %260

260:                                              ; preds = %252, %255
  %261 = add nuw nsw i64 %232, 1
  %262 = icmp eq i64 %261, 24
  br i1 %262, label %225, label %231, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @heat(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #7 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext nneg i32 %1 to i64
  br label %17

9:                                                ; preds = %38, %4
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %54

11:                                               ; preds = %9
  %12 = zext nneg i32 %1 to i64
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 1
  br i1 %14, label %41, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483646
  br label %56

17:                                               ; preds = %6, %38
  %18 = phi i32 [ 0, %6 ], [ %39, %38 ]
  br i1 %7, label %19, label %38

19:                                               ; preds = %17, %29
  %20 = phi i64 [ %24, %29 ], [ 0, %17 ]
  %21 = phi double [ %23, %29 ], [ 0.000000e+00, %17 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = add nuw nsw i64 %20, 1
  %25 = icmp ult i64 %24, %8
  br i1 %25, label %26, label %29

26:                                               ; preds = %19
  %27 = getelementptr inbounds double, ptr %0, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !5
  br label %29

29:                                               ; preds = %26, %19
  %30 = phi double [ %28, %26 ], [ 0.000000e+00, %19 ]
  %31 = tail call double @llvm.fmuladd.f64(double %23, double -2.000000e+00, double %21)
  %32 = fadd double %31, %30
  %33 = tail call double @llvm.fmuladd.f64(double %3, double %32, double %23)
  %34 = fsub double %30, %21
  %35 = fmul double %23, -1.500000e-01
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %33)
  store double %36, ptr %22, align 8, !tbaa !5
  %37 = icmp eq i64 %24, %8
  br i1 %37, label %38, label %19, !llvm.loop !22

38:                                               ; preds = %29, %17
  %39 = add nuw nsw i32 %18, 1
  %40 = icmp eq i32 %39, %2
  br i1 %40, label %9, label %17, !llvm.loop !23

41:                                               ; preds = %56, %11
  %42 = phi double [ poison, %11 ], [ %74, %56 ]
  %43 = phi i64 [ 0, %11 ], [ %75, %56 ]
  %44 = phi double [ 0.000000e+00, %11 ], [ %74, %56 ]
  %45 = icmp eq i64 %13, 0
  br i1 %45, label %54, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds double, ptr %0, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul double %48, %48
  %50 = trunc nuw nsw i64 %43 to i32
  %51 = uitofp nneg i32 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 1.000000e-01, double 1.000000e+00)
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %52, double %44)
  br label %54

54:                                               ; preds = %46, %41, %9
  %55 = phi double [ 0.000000e+00, %9 ], [ %42, %41 ], [ %53, %46 ]
  ret double %55

56:                                               ; preds = %56, %15
  %57 = phi i64 [ 0, %15 ], [ %75, %56 ]
  %58 = phi double [ 0.000000e+00, %15 ], [ %74, %56 ]
  %59 = phi i64 [ 0, %15 ], [ %76, %56 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fmul double %61, %61
  %63 = trunc nuw nsw i64 %57 to i32
  %64 = uitofp nneg i32 %63 to double
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 1.000000e-01, double 1.000000e+00)
  %66 = tail call double @llvm.fmuladd.f64(double %62, double %65, double %58)
  %67 = or disjoint i64 %57, 1
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fmul double %69, %69
  %71 = trunc nuw nsw i64 %67 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 1.000000e-01, double 1.000000e+00)
  %74 = tail call double @llvm.fmuladd.f64(double %70, double %73, double %66)
  %75 = add nuw nsw i64 %57, 2
  %76 = add i64 %59, 2
  %77 = icmp eq i64 %76, %16
  br i1 %77, label %41, label %56, !llvm.loop !24
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #8 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %8, ptr noundef nonnull align 8 dereferenceable(192) %3, i64 192, i1 false)
  br label %10

9:                                                ; preds = %50
  tail call void @free(ptr noundef nonnull %8) #14
  ret void

10:                                               ; preds = %5, %50
  %11 = phi i64 [ 0, %5 ], [ %51, %50 ]
  %12 = getelementptr inbounds double, ptr %4, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = getelementptr inbounds double, ptr %8, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fcmp ogt double %16, 1.000000e+00
  %18 = select i1 %17, double %16, double 1.000000e+00
  %19 = fmul double %18, 0x3EB0C6F7A0B5ED8D
  %20 = fadd double %15, %19
  %21 = fsub double %15, %19
  store double %20, ptr %14, align 8, !tbaa !5
  %22 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #14, !callees !27
  store double %21, ptr %14, align 8, !tbaa !5
  %23 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #14, !callees !27
  store double %15, ptr %14, align 8, !tbaa !5
  %24 = fsub double %22, %23
  %25 = fsub double %20, %21
  %26 = fdiv double %24, %25
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ogt double %27, 1.000000e+00
  %29 = select i1 %28, double %27, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %13, ptr %7, align 8, !tbaa !5
  %30 = load volatile double, ptr %7, align 8, !tbaa !5
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp ueq double %31, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %32, label %45, label %33

33:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %26, ptr %6, align 8, !tbaa !5
  %34 = load volatile double, ptr %6, align 8, !tbaa !5
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %36, label %45, label %37

37:                                               ; preds = %33
  %38 = fsub double %13, %26
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %41 = fcmp ugt double %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %37
  %43 = trunc nuw nsw i64 %11 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %43, double noundef %13, double noundef %26, ptr noundef nonnull @.str.6)
  br label %50

45:                                               ; preds = %37, %33, %10
  %46 = trunc nuw nsw i64 %11 to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %46, double noundef %13, double noundef %26, ptr noundef nonnull @.str.7)
  %48 = load i32, ptr @n_fail, align 4, !tbaa !14
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr @n_fail, align 4, !tbaa !14
  br label %50

50:                                               ; preds = %42, %45
  %51 = add nuw nsw i64 %11, 1
  %52 = icmp eq i64 %51, 24
  br i1 %52, label %9, label %10, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @obj_heat(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !16
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !19
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !20
  %11 = icmp sgt i32 %8, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = icmp sgt i32 %4, 0
  %14 = zext nneg i32 %4 to i64
  br label %23

15:                                               ; preds = %44, %2
  %16 = icmp sgt i32 %4, 0
  br i1 %16, label %17, label %82

17:                                               ; preds = %15
  %18 = zext nneg i32 %4 to i64
  %19 = and i64 %18, 1
  %20 = icmp eq i32 %4, 1
  br i1 %20, label %69, label %21

21:                                               ; preds = %17
  %22 = and i64 %18, 2147483646
  br label %47

23:                                               ; preds = %44, %12
  %24 = phi i32 [ 0, %12 ], [ %45, %44 ]
  br i1 %13, label %25, label %44

25:                                               ; preds = %23, %35
  %26 = phi i64 [ %30, %35 ], [ 0, %23 ]
  %27 = phi double [ %29, %35 ], [ 0.000000e+00, %23 ]
  %28 = getelementptr inbounds double, ptr %3, i64 %26
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = add nuw nsw i64 %26, 1
  %31 = icmp ult i64 %30, %14
  br i1 %31, label %32, label %35

32:                                               ; preds = %25
  %33 = getelementptr inbounds double, ptr %3, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !5
  br label %35

35:                                               ; preds = %32, %25
  %36 = phi double [ %34, %32 ], [ 0.000000e+00, %25 ]
  %37 = tail call double @llvm.fmuladd.f64(double %29, double -2.000000e+00, double %27)
  %38 = fadd double %37, %36
  %39 = tail call double @llvm.fmuladd.f64(double %10, double %38, double %29)
  %40 = fsub double %36, %27
  %41 = fmul double %29, -1.500000e-01
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %40, double %39)
  store double %42, ptr %28, align 8, !tbaa !5
  %43 = icmp eq i64 %30, %14
  br i1 %43, label %44, label %25, !llvm.loop !22

44:                                               ; preds = %35, %23
  %45 = add nuw nsw i32 %24, 1
  %46 = icmp eq i32 %45, %8
  br i1 %46, label %15, label %23, !llvm.loop !23

47:                                               ; preds = %47, %21
  %48 = phi i64 [ 0, %21 ], [ %66, %47 ]
  %49 = phi double [ 0.000000e+00, %21 ], [ %65, %47 ]
  %50 = phi i64 [ 0, %21 ], [ %67, %47 ]
  %51 = getelementptr inbounds double, ptr %3, i64 %48
  %52 = load double, ptr %51, align 16, !tbaa !5
  %53 = fmul double %52, %52
  %54 = trunc nuw nsw i64 %48 to i32
  %55 = uitofp nneg i32 %54 to double
  %56 = tail call double @llvm.fmuladd.f64(double %55, double 1.000000e-01, double 1.000000e+00)
  %57 = tail call double @llvm.fmuladd.f64(double %53, double %56, double %49)
  %58 = or disjoint i64 %48, 1
  %59 = getelementptr inbounds double, ptr %3, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = fmul double %60, %60
  %62 = trunc nuw nsw i64 %58 to i32
  %63 = uitofp nneg i32 %62 to double
  %64 = tail call double @llvm.fmuladd.f64(double %63, double 1.000000e-01, double 1.000000e+00)
  %65 = tail call double @llvm.fmuladd.f64(double %61, double %64, double %57)
  %66 = add nuw nsw i64 %48, 2
  %67 = add i64 %50, 2
  %68 = icmp eq i64 %67, %22
  br i1 %68, label %69, label %47, !llvm.loop !24

69:                                               ; preds = %47, %17
  %70 = phi double [ poison, %17 ], [ %65, %47 ]
  %71 = phi i64 [ 0, %17 ], [ %66, %47 ]
  %72 = phi double [ 0.000000e+00, %17 ], [ %65, %47 ]
  %73 = icmp eq i64 %19, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds double, ptr %3, i64 %71
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fmul double %76, %76
  %78 = trunc nuw nsw i64 %71 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = tail call double @llvm.fmuladd.f64(double %79, double 1.000000e-01, double 1.000000e+00)
  %81 = tail call double @llvm.fmuladd.f64(double %77, double %80, double %72)
  br label %82

82:                                               ; preds = %74, %69, %15
  %83 = phi double [ 0.000000e+00, %15 ], [ %70, %69 ], [ %81, %74 ]
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #14
  ret double %83
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @advect(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #9 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = getelementptr i8, ptr %0, i64 -8
  %7 = sext i32 %1 to i64
  %8 = getelementptr double, ptr %6, i64 %7
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %1 to i64
  %11 = and i64 %10, 1
  %12 = icmp eq i32 %1, 1
  %13 = and i64 %10, 2147483646
  %14 = icmp eq i64 %11, 0
  br label %16

15:                                               ; preds = %30, %3
  ret void

16:                                               ; preds = %5, %30
  %17 = phi i32 [ 0, %5 ], [ %31, %30 ]
  br i1 %9, label %18, label %30

18:                                               ; preds = %16
  %19 = load double, ptr %8, align 8, !tbaa !5
  br i1 %12, label %20, label %33

20:                                               ; preds = %33, %18
  %21 = phi i64 [ 0, %18 ], [ %50, %33 ]
  %22 = phi double [ %19, %18 ], [ %45, %33 ]
  br i1 %14, label %30, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds double, ptr %0, i64 %21
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = fsub double %25, %22
  %27 = tail call double @llvm.fmuladd.f64(double %26, double -4.000000e-01, double %25)
  %28 = tail call double @sin(double noundef %25) #14
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 5.000000e-02, double %27)
  store double %29, ptr %24, align 8, !tbaa !5
  br label %30

30:                                               ; preds = %23, %20, %16
  %31 = add nuw nsw i32 %17, 1
  %32 = icmp eq i32 %31, %2
  br i1 %32, label %15, label %16, !llvm.loop !29

33:                                               ; preds = %18, %33
  %34 = phi i64 [ %50, %33 ], [ 0, %18 ]
  %35 = phi double [ %45, %33 ], [ %19, %18 ]
  %36 = phi i64 [ %51, %33 ], [ 0, %18 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = fsub double %38, %35
  %40 = tail call double @llvm.fmuladd.f64(double %39, double -4.000000e-01, double %38)
  %41 = tail call double @sin(double noundef %38) #14
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 5.000000e-02, double %40)
  store double %42, ptr %37, align 8, !tbaa !5
  %43 = or disjoint i64 %34, 1
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fsub double %45, %38
  %47 = tail call double @llvm.fmuladd.f64(double %46, double -4.000000e-01, double %45)
  %48 = tail call double @sin(double noundef %45) #14
  %49 = tail call double @llvm.fmuladd.f64(double %48, double 5.000000e-02, double %47)
  store double %49, ptr %44, align 8, !tbaa !5
  %50 = add nuw nsw i64 %34, 2
  %51 = add i64 %36, 2
  %52 = icmp eq i64 %51, %13
  br i1 %52, label %20, label %33, !llvm.loop !30
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_advect(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #10 {
  %3 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !16
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !19
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %58

10:                                               ; preds = %2
  %11 = getelementptr i8, ptr %3, i64 -8
  %12 = getelementptr double, ptr %11, i64 %5
  %13 = icmp sgt i32 %4, 0
  %14 = zext i32 %4 to i64
  %15 = and i64 %14, 1
  %16 = icmp eq i32 %4, 1
  %17 = and i64 %14, 2147483646
  %18 = icmp eq i64 %15, 0
  br label %19

19:                                               ; preds = %33, %10
  %20 = phi i32 [ 0, %10 ], [ %34, %33 ]
  br i1 %13, label %21, label %33

21:                                               ; preds = %19
  %22 = load double, ptr %12, align 8, !tbaa !5
  br i1 %16, label %23, label %36

23:                                               ; preds = %36, %21
  %24 = phi i64 [ 0, %21 ], [ %53, %36 ]
  %25 = phi double [ %22, %21 ], [ %48, %36 ]
  br i1 %18, label %33, label %26

26:                                               ; preds = %23
  %27 = getelementptr inbounds double, ptr %3, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = fsub double %28, %25
  %30 = tail call double @llvm.fmuladd.f64(double %29, double -4.000000e-01, double %28)
  %31 = tail call double @sin(double noundef %28) #14
  %32 = tail call double @llvm.fmuladd.f64(double %31, double 5.000000e-02, double %30)
  store double %32, ptr %27, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %26, %23, %19
  %34 = add nuw nsw i32 %20, 1
  %35 = icmp eq i32 %34, %8
  br i1 %35, label %56, label %19, !llvm.loop !29

36:                                               ; preds = %21, %36
  %37 = phi i64 [ %53, %36 ], [ 0, %21 ]
  %38 = phi double [ %48, %36 ], [ %22, %21 ]
  %39 = phi i64 [ %54, %36 ], [ 0, %21 ]
  %40 = getelementptr inbounds double, ptr %3, i64 %37
  %41 = load double, ptr %40, align 16, !tbaa !5
  %42 = fsub double %41, %38
  %43 = tail call double @llvm.fmuladd.f64(double %42, double -4.000000e-01, double %41)
  %44 = tail call double @sin(double noundef %41) #14
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 5.000000e-02, double %43)
  store double %45, ptr %40, align 16, !tbaa !5
  %46 = or disjoint i64 %37, 1
  %47 = getelementptr inbounds double, ptr %3, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fsub double %48, %41
  %50 = tail call double @llvm.fmuladd.f64(double %49, double -4.000000e-01, double %48)
  %51 = tail call double @sin(double noundef %48) #14
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 5.000000e-02, double %50)
  store double %52, ptr %47, align 8, !tbaa !5
  %53 = add nuw nsw i64 %37, 2
  %54 = add i64 %39, 2
  %55 = icmp eq i64 %54, %17
  br i1 %55, label %23, label %36, !llvm.loop !30

56:                                               ; preds = %33
  %57 = load i32, ptr %1, align 8, !tbaa !16
  br label %58

58:                                               ; preds = %56, %2
  %59 = phi i32 [ %57, %56 ], [ %4, %2 ]
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %86

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !21
  %64 = zext nneg i32 %59 to i64
  %65 = and i64 %64, 3
  %66 = icmp ult i32 %59, 4
  br i1 %66, label %69, label %67

67:                                               ; preds = %61
  %68 = and i64 %64, 2147483644
  br label %88

69:                                               ; preds = %88, %61
  %70 = phi double [ poison, %61 ], [ %114, %88 ]
  %71 = phi i64 [ 0, %61 ], [ %115, %88 ]
  %72 = phi double [ 0.000000e+00, %61 ], [ %114, %88 ]
  %73 = icmp eq i64 %65, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %69, %74
  %75 = phi i64 [ %83, %74 ], [ %71, %69 ]
  %76 = phi double [ %82, %74 ], [ %72, %69 ]
  %77 = phi i64 [ %84, %74 ], [ 0, %69 ]
  %78 = getelementptr inbounds double, ptr %63, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %75
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = tail call double @llvm.fmuladd.f64(double %79, double %81, double %76)
  %83 = add nuw nsw i64 %75, 1
  %84 = add i64 %77, 1
  %85 = icmp eq i64 %84, %65
  br i1 %85, label %86, label %74, !llvm.loop !31

86:                                               ; preds = %69, %74, %58
  %87 = phi double [ 0.000000e+00, %58 ], [ %70, %69 ], [ %82, %74 ]
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #14
  ret double %87

88:                                               ; preds = %88, %67
  %89 = phi i64 [ 0, %67 ], [ %115, %88 ]
  %90 = phi double [ 0.000000e+00, %67 ], [ %114, %88 ]
  %91 = phi i64 [ 0, %67 ], [ %116, %88 ]
  %92 = getelementptr inbounds double, ptr %63, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %89
  %95 = load double, ptr %94, align 16, !tbaa !5
  %96 = tail call double @llvm.fmuladd.f64(double %93, double %95, double %90)
  %97 = or disjoint i64 %89, 1
  %98 = getelementptr inbounds double, ptr %63, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %97
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = tail call double @llvm.fmuladd.f64(double %99, double %101, double %96)
  %103 = or disjoint i64 %89, 2
  %104 = getelementptr inbounds double, ptr %63, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %103
  %107 = load double, ptr %106, align 16, !tbaa !5
  %108 = tail call double @llvm.fmuladd.f64(double %105, double %107, double %102)
  %109 = or disjoint i64 %89, 3
  %110 = getelementptr inbounds double, ptr %63, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = tail call double @llvm.fmuladd.f64(double %111, double %113, double %108)
  %115 = add nuw nsw i64 %89, 4
  %116 = add i64 %91, 4
  %117 = icmp eq i64 %116, %68
  br i1 %117, label %69, label %88, !llvm.loop !33
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = !{!17, !15, i64 0}
!17 = !{!"", !15, i64 0, !15, i64 4, !6, i64 8, !18, i64 16}
!18 = !{!"any pointer", !7, i64 0}
!19 = !{!17, !15, i64 4}
!20 = !{!17, !6, i64 8}
!21 = !{!17, !18, i64 16}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{ptr @obj_advect, ptr @obj_heat}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = distinct !{!33, !10}
