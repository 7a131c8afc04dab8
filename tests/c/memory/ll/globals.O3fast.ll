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
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #13
  %10 = load i64, ptr @rng_state, align 8, !tbaa !5
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = insertelement <4 x i64> poison, i64 %12, i64 0
  %20 = insertelement <4 x i64> %19, i64 %14, i64 1
  %21 = insertelement <4 x i64> %20, i64 %16, i64 2
  %22 = insertelement <4 x i64> %21, i64 %18, i64 3
  %23 = lshr <4 x i64> %22, <i64 10, i64 10, i64 10, i64 10>
  %24 = and <4 x i64> %23, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %25 = uitofp nneg <4 x i64> %24 to <4 x double>
  %26 = fmul fast <4 x double> %25, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %27 = fadd fast <4 x double> %26, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %27, ptr %7, align 16, !tbaa !9
  %28 = mul i64 %18, 6364136223846793005
  %29 = getelementptr inbounds i8, ptr %7, i64 32
  %30 = add i64 %28, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = insertelement <4 x i64> poison, i64 %30, i64 0
  %38 = insertelement <4 x i64> %37, i64 %32, i64 1
  %39 = insertelement <4 x i64> %38, i64 %34, i64 2
  %40 = insertelement <4 x i64> %39, i64 %36, i64 3
  %41 = lshr <4 x i64> %40, <i64 10, i64 10, i64 10, i64 10>
  %42 = and <4 x i64> %41, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %43 = uitofp nneg <4 x i64> %42 to <4 x double>
  %44 = fmul fast <4 x double> %43, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %45 = fadd fast <4 x double> %44, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %45, ptr %29, align 16, !tbaa !9
  %46 = mul i64 %36, 6364136223846793005
  %47 = getelementptr inbounds i8, ptr %7, i64 64
  %48 = add i64 %46, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <4 x i64> poison, i64 %48, i64 0
  %56 = insertelement <4 x i64> %55, i64 %50, i64 1
  %57 = insertelement <4 x i64> %56, i64 %52, i64 2
  %58 = insertelement <4 x i64> %57, i64 %54, i64 3
  %59 = lshr <4 x i64> %58, <i64 10, i64 10, i64 10, i64 10>
  %60 = and <4 x i64> %59, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %61 = uitofp nneg <4 x i64> %60 to <4 x double>
  %62 = fmul fast <4 x double> %61, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %63 = fadd fast <4 x double> %62, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %63, ptr %47, align 16, !tbaa !9
  %64 = mul i64 %54, 6364136223846793005
  %65 = getelementptr inbounds i8, ptr %7, i64 96
  %66 = add i64 %64, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <4 x i64> poison, i64 %66, i64 0
  %74 = insertelement <4 x i64> %73, i64 %68, i64 1
  %75 = insertelement <4 x i64> %74, i64 %70, i64 2
  %76 = insertelement <4 x i64> %75, i64 %72, i64 3
  %77 = lshr <4 x i64> %76, <i64 10, i64 10, i64 10, i64 10>
  %78 = and <4 x i64> %77, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %79 = uitofp nneg <4 x i64> %78 to <4 x double>
  %80 = fmul fast <4 x double> %79, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %81 = fadd fast <4 x double> %80, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %81, ptr %65, align 16, !tbaa !9
  store i64 %72, ptr @rng_state, align 8, !tbaa !5
  br label %88

82:                                               ; preds = %615
  %83 = load i32, ptr @n_fail, align 4, !tbaa !11
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %83)
  %85 = load i32, ptr @n_fail, align 4, !tbaa !11
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  ret i32 %87

88:                                               ; preds = %0, %615
  %89 = phi i64 [ 0, %0 ], [ %616, %615 ]
  %90 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #13
  store i32 %91, ptr %9, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %92 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gscratch, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %91) #13
  %93 = add nsw i32 %91, -1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fmul fast double %98, %98
  %100 = fadd fast double %99, 1.000000e+00
  %101 = call fast double @llvm.maxnum.f64(double %100, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %96, ptr %6, align 8, !tbaa !9
  %102 = load volatile double, ptr %6, align 8, !tbaa !9
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ueq double %103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %104, label %118, label %105

105:                                              ; preds = %88
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %100, ptr %5, align 8, !tbaa !9
  %106 = load volatile double, ptr %5, align 8, !tbaa !9
  %107 = call double @llvm.fabs.f64(double %106)
  %108 = fcmp ueq double %107, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %108, label %118, label %109

109:                                              ; preds = %105
  %110 = fsub fast double %96, %100
  %111 = call fast double @llvm.fabs.f64(double %110)
  %112 = fmul fast double %101, 0x3D719799812DEA11
  %113 = fcmp fast ole double %111, %112
  %114 = freeze i1 %113
  br i1 %114, label %115, label %118

115:                                              ; preds = %109
  %116 = trunc nuw nsw i64 %89 to i32
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %116, double noundef nofpclass(nan inf) %96, double noundef nofpclass(nan inf) %100, ptr noundef nonnull @.str.6)
  br label %123

118:                                              ; preds = %109, %105, %88
  %119 = trunc nuw nsw i64 %89 to i32
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %119, double noundef nofpclass(nan inf) %96, double noundef nofpclass(nan inf) %100, ptr noundef nonnull @.str.7)
  %121 = load i32, ptr @n_fail, align 4, !tbaa !11
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr @n_fail, align 4, !tbaa !11
  br label %123

123:                                              ; preds = %115, %118
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_scratch, ptr noundef nonnull %9, ptr noundef nonnull %7, i32 noundef %91, ptr noundef nonnull %8)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %124 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %91) #13
  %125 = call i32 @llvm.smax.i32(i32 %91, i32 1)
  %126 = zext nneg i32 %125 to i64
  %127 = shl nuw nsw i64 %126, 3
  %128 = call noalias ptr @malloc(i64 noundef %127) #14
  %129 = sext i32 %91 to i64
  %130 = shl nsw i64 %129, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %128, ptr nonnull readonly align 16 %7, i64 %130, i1 false)
  %131 = zext nneg i32 %91 to i64
  br label %132

132:                                              ; preds = %356, %123
  %133 = phi i64 [ 0, %123 ], [ %357, %356 ]
  %134 = getelementptr inbounds double, ptr %8, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = getelementptr inbounds double, ptr %128, i64 %133
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = call fast double @llvm.fabs.f64(double %137)
  %139 = call fast double @llvm.maxnum.f64(double %138, double 1.000000e+00)
  %140 = fmul fast double %139, 0x3EB0C6F7A0B5ED8D
  %141 = fadd fast double %140, %137
  %142 = fsub fast double %137, %140
  store double %141, ptr %136, align 8, !tbaa !9
  %143 = load i32, ptr %9, align 4, !tbaa !13
  %144 = icmp sgt i32 %143, 0
  br i1 %144, label %145, label %326

145:                                              ; preds = %132
  %146 = zext nneg i32 %143 to i64
  %147 = and i64 %146, 3
  %148 = icmp ult i32 %143, 4
  br i1 %148, label %206, label %149

149:                                              ; preds = %145
  %150 = and i64 %146, 2147483644
  br label %151

151:                                              ; preds = %151, %149
  %152 = phi i64 [ 0, %149 ], [ %197, %151 ]
  %153 = phi double [ 0.000000e+00, %149 ], [ %203, %151 ]
  %154 = phi double [ 5.000000e-01, %149 ], [ %196, %151 ]
  %155 = phi i64 [ 0, %149 ], [ %204, %151 ]
  %156 = fmul fast double %154, 9.000000e-01
  %157 = getelementptr inbounds double, ptr %128, i64 %152
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = call fast double @llvm.sin.f64(double %158)
  %160 = fadd fast double %159, %156
  %161 = or disjoint i64 %152, 1
  %162 = icmp eq i64 %161, %146
  %163 = select i1 %162, i64 0, i64 %161
  %164 = getelementptr inbounds double, ptr %128, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = fmul fast double %165, %160
  %167 = fadd fast double %166, %153
  %168 = fmul fast double %160, 9.000000e-01
  %169 = getelementptr inbounds double, ptr %128, i64 %161
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = call fast double @llvm.sin.f64(double %170)
  %172 = fadd fast double %171, %168
  %173 = or disjoint i64 %152, 2
  %174 = icmp eq i64 %173, %146
  %175 = select i1 %174, i64 0, i64 %173
  %176 = getelementptr inbounds double, ptr %128, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = fmul fast double %177, %172
  %179 = fadd fast double %178, %167
  %180 = fmul fast double %172, 9.000000e-01
  %181 = getelementptr inbounds double, ptr %128, i64 %173
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = call fast double @llvm.sin.f64(double %182)
  %184 = fadd fast double %183, %180
  %185 = or disjoint i64 %152, 3
  %186 = icmp eq i64 %185, %146
  %187 = select i1 %186, i64 0, i64 %185
  %188 = getelementptr inbounds double, ptr %128, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = fmul fast double %189, %184
  %191 = fadd fast double %190, %179
  %192 = fmul fast double %184, 9.000000e-01
  %193 = getelementptr inbounds double, ptr %128, i64 %185
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = call fast double @llvm.sin.f64(double %194)
  %196 = fadd fast double %195, %192
  %197 = add nuw nsw i64 %152, 4
  %198 = icmp eq i64 %197, %146
  %199 = select i1 %198, i64 0, i64 %197
  %200 = getelementptr inbounds double, ptr %128, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = fmul fast double %201, %196
  %203 = fadd fast double %202, %191
  %204 = add i64 %155, 4
  %205 = icmp eq i64 %204, %150
  br i1 %205, label %206, label %151, !llvm.loop !15

206:                                              ; preds = %151, %145
  %207 = phi double [ poison, %145 ], [ %196, %151 ]
  %208 = phi double [ poison, %145 ], [ %203, %151 ]
  %209 = phi i64 [ 0, %145 ], [ %197, %151 ]
  %210 = phi double [ 0.000000e+00, %145 ], [ %203, %151 ]
  %211 = phi double [ 5.000000e-01, %145 ], [ %196, %151 ]
  %212 = icmp eq i64 %147, 0
  br i1 %212, label %232, label %213

213:                                              ; preds = %206, %213
  %214 = phi i64 [ %223, %213 ], [ %209, %206 ]
  %215 = phi double [ %229, %213 ], [ %210, %206 ]
  %216 = phi double [ %222, %213 ], [ %211, %206 ]
  %217 = phi i64 [ %230, %213 ], [ 0, %206 ]
  %218 = fmul fast double %216, 9.000000e-01
  %219 = getelementptr inbounds double, ptr %128, i64 %214
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = call fast double @llvm.sin.f64(double %220)
  %222 = fadd fast double %221, %218
  %223 = add nuw nsw i64 %214, 1
  %224 = icmp eq i64 %223, %146
  %225 = select i1 %224, i64 0, i64 %223
  %226 = getelementptr inbounds double, ptr %128, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = fmul fast double %227, %222
  %229 = fadd fast double %228, %215
  %230 = add i64 %217, 1
  %231 = icmp eq i64 %230, %147
  br i1 %231, label %232, label %213, !llvm.loop !17

232:                                              ; preds = %213, %206
  %233 = phi double [ %207, %206 ], [ %222, %213 ]
  %234 = phi double [ %208, %206 ], [ %229, %213 ]
  %235 = fmul fast double %233, %233
  store double %142, ptr %136, align 8, !tbaa !9
  %236 = and i64 %146, 3
  %237 = icmp ult i32 %143, 4
  br i1 %237, label %295, label %238

238:                                              ; preds = %232
  %239 = and i64 %146, 2147483644
  br label %240

240:                                              ; preds = %240, %238
  %241 = phi i64 [ 0, %238 ], [ %286, %240 ]
  %242 = phi double [ 0.000000e+00, %238 ], [ %292, %240 ]
  %243 = phi double [ 5.000000e-01, %238 ], [ %285, %240 ]
  %244 = phi i64 [ 0, %238 ], [ %293, %240 ]
  %245 = fmul fast double %243, 9.000000e-01
  %246 = getelementptr inbounds double, ptr %128, i64 %241
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = call fast double @llvm.sin.f64(double %247)
  %249 = fadd fast double %248, %245
  %250 = or disjoint i64 %241, 1
  %251 = icmp eq i64 %250, %146
  %252 = select i1 %251, i64 0, i64 %250
  %253 = getelementptr inbounds double, ptr %128, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !9
  %255 = fmul fast double %254, %249
  %256 = fadd fast double %255, %242
  %257 = fmul fast double %249, 9.000000e-01
  %258 = getelementptr inbounds double, ptr %128, i64 %250
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = call fast double @llvm.sin.f64(double %259)
  %261 = fadd fast double %260, %257
  %262 = or disjoint i64 %241, 2
  %263 = icmp eq i64 %262, %146
  %264 = select i1 %263, i64 0, i64 %262
  %265 = getelementptr inbounds double, ptr %128, i64 %264
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = fmul fast double %266, %261
  %268 = fadd fast double %267, %256
  %269 = fmul fast double %261, 9.000000e-01
  %270 = getelementptr inbounds double, ptr %128, i64 %262
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = call fast double @llvm.sin.f64(double %271)
  %273 = fadd fast double %272, %269
  %274 = or disjoint i64 %241, 3
  %275 = icmp eq i64 %274, %146
  %276 = select i1 %275, i64 0, i64 %274
  %277 = getelementptr inbounds double, ptr %128, i64 %276
  %278 = load double, ptr %277, align 8, !tbaa !9
  %279 = fmul fast double %278, %273
  %280 = fadd fast double %279, %268
  %281 = fmul fast double %273, 9.000000e-01
  %282 = getelementptr inbounds double, ptr %128, i64 %274
  %283 = load double, ptr %282, align 8, !tbaa !9
  %284 = call fast double @llvm.sin.f64(double %283)
  %285 = fadd fast double %284, %281
  %286 = add nuw nsw i64 %241, 4
  %287 = icmp eq i64 %286, %146
  %288 = select i1 %287, i64 0, i64 %286
  %289 = getelementptr inbounds double, ptr %128, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = fmul fast double %290, %285
  %292 = fadd fast double %291, %280
  %293 = add i64 %244, 4
  %294 = icmp eq i64 %293, %239
  br i1 %294, label %295, label %240, !llvm.loop !15

295:                                              ; preds = %240, %232
  %296 = phi double [ poison, %232 ], [ %285, %240 ]
  %297 = phi double [ poison, %232 ], [ %292, %240 ]
  %298 = phi i64 [ 0, %232 ], [ %286, %240 ]
  %299 = phi double [ 0.000000e+00, %232 ], [ %292, %240 ]
  %300 = phi double [ 5.000000e-01, %232 ], [ %285, %240 ]
  %301 = icmp eq i64 %236, 0
  br i1 %301, label %321, label %302

302:                                              ; preds = %295, %302
  %303 = phi i64 [ %312, %302 ], [ %298, %295 ]
  %304 = phi double [ %318, %302 ], [ %299, %295 ]
  %305 = phi double [ %311, %302 ], [ %300, %295 ]
  %306 = phi i64 [ %319, %302 ], [ 0, %295 ]
  %307 = fmul fast double %305, 9.000000e-01
  %308 = getelementptr inbounds double, ptr %128, i64 %303
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = call fast double @llvm.sin.f64(double %309)
  %311 = fadd fast double %310, %307
  %312 = add nuw nsw i64 %303, 1
  %313 = icmp eq i64 %312, %146
  %314 = select i1 %313, i64 0, i64 %312
  %315 = getelementptr inbounds double, ptr %128, i64 %314
  %316 = load double, ptr %315, align 8, !tbaa !9
  %317 = fmul fast double %316, %311
  %318 = fadd fast double %317, %304
  %319 = add i64 %306, 1
  %320 = icmp eq i64 %319, %236
  br i1 %320, label %321, label %302, !llvm.loop !19

321:                                              ; preds = %302, %295
  %322 = phi double [ %296, %295 ], [ %311, %302 ]
  %323 = phi double [ %297, %295 ], [ %318, %302 ]
  %324 = fadd fast double %234, %235
  %325 = fsub fast double %324, %323
  br label %326

326:                                              ; preds = %132, %321
  %327 = phi double [ %322, %321 ], [ 5.000000e-01, %132 ]
  %328 = phi double [ %325, %321 ], [ 2.500000e-01, %132 ]
  store double %327, ptr @gcount, align 8, !tbaa !9
  store double %137, ptr %136, align 8, !tbaa !9
  %329 = fmul fast double %327, %327
  %330 = fsub fast double %328, %329
  %331 = fmul fast double %139, 2.000000e-06
  %332 = fdiv fast double %330, %331
  %333 = call fast double @llvm.fabs.f64(double %332)
  %334 = call fast double @llvm.maxnum.f64(double %333, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %135, ptr %4, align 8, !tbaa !9
  %335 = load volatile double, ptr %4, align 8, !tbaa !9
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fcmp ueq double %336, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %337, label %351, label %338

338:                                              ; preds = %326
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %332, ptr %3, align 8, !tbaa !9
  %339 = load volatile double, ptr %3, align 8, !tbaa !9
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fcmp ueq double %340, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %341, label %351, label %342

342:                                              ; preds = %338
  %343 = fsub fast double %135, %332
  %344 = call fast double @llvm.fabs.f64(double %343)
  %345 = fmul fast double %334, 0x3EB0C6F7A0B5ED8D
  %346 = fcmp fast ole double %344, %345
  %347 = freeze i1 %346
  br i1 %347, label %348, label %351

348:                                              ; preds = %342
  %349 = trunc nuw nsw i64 %133 to i32
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %349, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %332, ptr noundef nonnull @.str.6)
  br label %356

351:                                              ; preds = %342, %338, %326
  %352 = trunc nuw nsw i64 %133 to i32
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %352, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %332, ptr noundef nonnull @.str.7)
  %354 = load i32, ptr @n_fail, align 4, !tbaa !11
  %355 = add nsw i32 %354, 1
  store i32 %355, ptr @n_fail, align 4, !tbaa !11
  br label %356

356:                                              ; preds = %351, %348
  %357 = add nuw nsw i64 %133, 1
  %358 = icmp eq i64 %357, %131
  br i1 %358, label %359, label %132, !llvm.loop !20

359:                                              ; preds = %356
  call void @free(ptr noundef nonnull %128) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %360 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %91) #13
  %361 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %91) #13
  %362 = add nsw i64 %89, -1
  %363 = icmp ult i64 %362, 2
  br i1 %363, label %364, label %366

364:                                              ; preds = %384, %359
  %365 = phi i64 [ 0, %359 ], [ %367, %384 ]
  br label %618

366:                                              ; preds = %359
  %367 = and i64 %126, 2147483632
  br label %368

368:                                              ; preds = %368, %366
  %369 = phi i64 [ 0, %366 ], [ %382, %368 ]
  %370 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %369
  %371 = getelementptr inbounds i8, ptr %370, i64 32
  %372 = getelementptr inbounds i8, ptr %370, i64 64
  %373 = getelementptr inbounds i8, ptr %370, i64 96
  %374 = load <4 x double>, ptr %370, align 16, !tbaa !9
  %375 = load <4 x double>, ptr %371, align 16, !tbaa !9
  %376 = load <4 x double>, ptr %372, align 16, !tbaa !9
  %377 = load <4 x double>, ptr %373, align 16, !tbaa !9
  %378 = fmul fast <4 x double> %374, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %379 = fmul fast <4 x double> %375, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %380 = fmul fast <4 x double> %376, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %381 = fmul fast <4 x double> %377, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %378, ptr %370, align 16, !tbaa !9
  store <4 x double> %379, ptr %371, align 16, !tbaa !9
  store <4 x double> %380, ptr %372, align 16, !tbaa !9
  store <4 x double> %381, ptr %373, align 16, !tbaa !9
  %382 = add nuw i64 %369, 16
  %383 = icmp eq i64 %382, %367
  br i1 %383, label %384, label %368, !llvm.loop !21

384:                                              ; preds = %368
  %385 = icmp eq i64 %367, %126
  br i1 %385, label %386, label %364

386:                                              ; preds = %618, %384
  %387 = call noalias ptr @malloc(i64 noundef %127) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %387, ptr nonnull readonly align 16 %7, i64 %130, i1 false)
  br label %388

388:                                              ; preds = %612, %386
  %389 = phi i64 [ 0, %386 ], [ %613, %612 ]
  %390 = getelementptr inbounds double, ptr %8, i64 %389
  %391 = load double, ptr %390, align 8, !tbaa !9
  %392 = getelementptr inbounds double, ptr %387, i64 %389
  %393 = load double, ptr %392, align 8, !tbaa !9
  %394 = call fast double @llvm.fabs.f64(double %393)
  %395 = call fast double @llvm.maxnum.f64(double %394, double 1.000000e+00)
  %396 = fmul fast double %395, 0x3EB0C6F7A0B5ED8D
  %397 = fadd fast double %396, %393
  %398 = fsub fast double %393, %396
  store double %397, ptr %392, align 8, !tbaa !9
  %399 = load i32, ptr %9, align 4, !tbaa !13
  %400 = icmp sgt i32 %399, 0
  br i1 %400, label %401, label %582

401:                                              ; preds = %388
  %402 = zext nneg i32 %399 to i64
  %403 = and i64 %402, 3
  %404 = icmp ult i32 %399, 4
  br i1 %404, label %462, label %405

405:                                              ; preds = %401
  %406 = and i64 %402, 2147483644
  br label %407

407:                                              ; preds = %407, %405
  %408 = phi i64 [ 0, %405 ], [ %453, %407 ]
  %409 = phi double [ 0.000000e+00, %405 ], [ %459, %407 ]
  %410 = phi double [ 5.000000e-01, %405 ], [ %452, %407 ]
  %411 = phi i64 [ 0, %405 ], [ %460, %407 ]
  %412 = fmul fast double %410, 9.000000e-01
  %413 = getelementptr inbounds double, ptr %387, i64 %408
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = call fast double @llvm.sin.f64(double %414)
  %416 = fadd fast double %415, %412
  %417 = or disjoint i64 %408, 1
  %418 = icmp eq i64 %417, %402
  %419 = select i1 %418, i64 0, i64 %417
  %420 = getelementptr inbounds double, ptr %387, i64 %419
  %421 = load double, ptr %420, align 8, !tbaa !9
  %422 = fmul fast double %421, %416
  %423 = fadd fast double %422, %409
  %424 = fmul fast double %416, 9.000000e-01
  %425 = getelementptr inbounds double, ptr %387, i64 %417
  %426 = load double, ptr %425, align 8, !tbaa !9
  %427 = call fast double @llvm.sin.f64(double %426)
  %428 = fadd fast double %427, %424
  %429 = or disjoint i64 %408, 2
  %430 = icmp eq i64 %429, %402
  %431 = select i1 %430, i64 0, i64 %429
  %432 = getelementptr inbounds double, ptr %387, i64 %431
  %433 = load double, ptr %432, align 8, !tbaa !9
  %434 = fmul fast double %433, %428
  %435 = fadd fast double %434, %423
  %436 = fmul fast double %428, 9.000000e-01
  %437 = getelementptr inbounds double, ptr %387, i64 %429
  %438 = load double, ptr %437, align 8, !tbaa !9
  %439 = call fast double @llvm.sin.f64(double %438)
  %440 = fadd fast double %439, %436
  %441 = or disjoint i64 %408, 3
  %442 = icmp eq i64 %441, %402
  %443 = select i1 %442, i64 0, i64 %441
  %444 = getelementptr inbounds double, ptr %387, i64 %443
  %445 = load double, ptr %444, align 8, !tbaa !9
  %446 = fmul fast double %445, %440
  %447 = fadd fast double %446, %435
  %448 = fmul fast double %440, 9.000000e-01
  %449 = getelementptr inbounds double, ptr %387, i64 %441
  %450 = load double, ptr %449, align 8, !tbaa !9
  %451 = call fast double @llvm.sin.f64(double %450)
  %452 = fadd fast double %451, %448
  %453 = add nuw nsw i64 %408, 4
  %454 = icmp eq i64 %453, %402
  %455 = select i1 %454, i64 0, i64 %453
  %456 = getelementptr inbounds double, ptr %387, i64 %455
  %457 = load double, ptr %456, align 8, !tbaa !9
  %458 = fmul fast double %457, %452
  %459 = fadd fast double %458, %447
  %460 = add i64 %411, 4
  %461 = icmp eq i64 %460, %406
  br i1 %461, label %462, label %407, !llvm.loop !15

462:                                              ; preds = %407, %401
  %463 = phi double [ poison, %401 ], [ %452, %407 ]
  %464 = phi double [ poison, %401 ], [ %459, %407 ]
  %465 = phi i64 [ 0, %401 ], [ %453, %407 ]
  %466 = phi double [ 0.000000e+00, %401 ], [ %459, %407 ]
  %467 = phi double [ 5.000000e-01, %401 ], [ %452, %407 ]
  %468 = icmp eq i64 %403, 0
  br i1 %468, label %488, label %469

469:                                              ; preds = %462, %469
  %470 = phi i64 [ %479, %469 ], [ %465, %462 ]
  %471 = phi double [ %485, %469 ], [ %466, %462 ]
  %472 = phi double [ %478, %469 ], [ %467, %462 ]
  %473 = phi i64 [ %486, %469 ], [ 0, %462 ]
  %474 = fmul fast double %472, 9.000000e-01
  %475 = getelementptr inbounds double, ptr %387, i64 %470
  %476 = load double, ptr %475, align 8, !tbaa !9
  %477 = call fast double @llvm.sin.f64(double %476)
  %478 = fadd fast double %477, %474
  %479 = add nuw nsw i64 %470, 1
  %480 = icmp eq i64 %479, %402
  %481 = select i1 %480, i64 0, i64 %479
  %482 = getelementptr inbounds double, ptr %387, i64 %481
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = fmul fast double %483, %478
  %485 = fadd fast double %484, %471
  %486 = add i64 %473, 1
  %487 = icmp eq i64 %486, %403
  br i1 %487, label %488, label %469, !llvm.loop !24

488:                                              ; preds = %469, %462
  %489 = phi double [ %463, %462 ], [ %478, %469 ]
  %490 = phi double [ %464, %462 ], [ %485, %469 ]
  %491 = fmul fast double %489, %489
  store double %398, ptr %392, align 8, !tbaa !9
  %492 = and i64 %402, 3
  %493 = icmp ult i32 %399, 4
  br i1 %493, label %551, label %494

494:                                              ; preds = %488
  %495 = and i64 %402, 2147483644
  br label %496

496:                                              ; preds = %496, %494
  %497 = phi i64 [ 0, %494 ], [ %542, %496 ]
  %498 = phi double [ 0.000000e+00, %494 ], [ %548, %496 ]
  %499 = phi double [ 5.000000e-01, %494 ], [ %541, %496 ]
  %500 = phi i64 [ 0, %494 ], [ %549, %496 ]
  %501 = fmul fast double %499, 9.000000e-01
  %502 = getelementptr inbounds double, ptr %387, i64 %497
  %503 = load double, ptr %502, align 8, !tbaa !9
  %504 = call fast double @llvm.sin.f64(double %503)
  %505 = fadd fast double %504, %501
  %506 = or disjoint i64 %497, 1
  %507 = icmp eq i64 %506, %402
  %508 = select i1 %507, i64 0, i64 %506
  %509 = getelementptr inbounds double, ptr %387, i64 %508
  %510 = load double, ptr %509, align 8, !tbaa !9
  %511 = fmul fast double %510, %505
  %512 = fadd fast double %511, %498
  %513 = fmul fast double %505, 9.000000e-01
  %514 = getelementptr inbounds double, ptr %387, i64 %506
  %515 = load double, ptr %514, align 8, !tbaa !9
  %516 = call fast double @llvm.sin.f64(double %515)
  %517 = fadd fast double %516, %513
  %518 = or disjoint i64 %497, 2
  %519 = icmp eq i64 %518, %402
  %520 = select i1 %519, i64 0, i64 %518
  %521 = getelementptr inbounds double, ptr %387, i64 %520
  %522 = load double, ptr %521, align 8, !tbaa !9
  %523 = fmul fast double %522, %517
  %524 = fadd fast double %523, %512
  %525 = fmul fast double %517, 9.000000e-01
  %526 = getelementptr inbounds double, ptr %387, i64 %518
  %527 = load double, ptr %526, align 8, !tbaa !9
  %528 = call fast double @llvm.sin.f64(double %527)
  %529 = fadd fast double %528, %525
  %530 = or disjoint i64 %497, 3
  %531 = icmp eq i64 %530, %402
  %532 = select i1 %531, i64 0, i64 %530
  %533 = getelementptr inbounds double, ptr %387, i64 %532
  %534 = load double, ptr %533, align 8, !tbaa !9
  %535 = fmul fast double %534, %529
  %536 = fadd fast double %535, %524
  %537 = fmul fast double %529, 9.000000e-01
  %538 = getelementptr inbounds double, ptr %387, i64 %530
  %539 = load double, ptr %538, align 8, !tbaa !9
  %540 = call fast double @llvm.sin.f64(double %539)
  %541 = fadd fast double %540, %537
  %542 = add nuw nsw i64 %497, 4
  %543 = icmp eq i64 %542, %402
  %544 = select i1 %543, i64 0, i64 %542
  %545 = getelementptr inbounds double, ptr %387, i64 %544
  %546 = load double, ptr %545, align 8, !tbaa !9
  %547 = fmul fast double %546, %541
  %548 = fadd fast double %547, %536
  %549 = add i64 %500, 4
  %550 = icmp eq i64 %549, %495
  br i1 %550, label %551, label %496, !llvm.loop !15

551:                                              ; preds = %496, %488
  %552 = phi double [ poison, %488 ], [ %541, %496 ]
  %553 = phi double [ poison, %488 ], [ %548, %496 ]
  %554 = phi i64 [ 0, %488 ], [ %542, %496 ]
  %555 = phi double [ 0.000000e+00, %488 ], [ %548, %496 ]
  %556 = phi double [ 5.000000e-01, %488 ], [ %541, %496 ]
  %557 = icmp eq i64 %492, 0
  br i1 %557, label %577, label %558

558:                                              ; preds = %551, %558
  %559 = phi i64 [ %568, %558 ], [ %554, %551 ]
  %560 = phi double [ %574, %558 ], [ %555, %551 ]
  %561 = phi double [ %567, %558 ], [ %556, %551 ]
  %562 = phi i64 [ %575, %558 ], [ 0, %551 ]
  %563 = fmul fast double %561, 9.000000e-01
  %564 = getelementptr inbounds double, ptr %387, i64 %559
  %565 = load double, ptr %564, align 8, !tbaa !9
  %566 = call fast double @llvm.sin.f64(double %565)
  %567 = fadd fast double %566, %563
  %568 = add nuw nsw i64 %559, 1
  %569 = icmp eq i64 %568, %402
  %570 = select i1 %569, i64 0, i64 %568
  %571 = getelementptr inbounds double, ptr %387, i64 %570
  %572 = load double, ptr %571, align 8, !tbaa !9
  %573 = fmul fast double %572, %567
  %574 = fadd fast double %573, %560
  %575 = add i64 %562, 1
  %576 = icmp eq i64 %575, %492
  br i1 %576, label %577, label %558, !llvm.loop !25

577:                                              ; preds = %558, %551
  %578 = phi double [ %552, %551 ], [ %567, %558 ]
  %579 = phi double [ %553, %551 ], [ %574, %558 ]
  %580 = fadd fast double %490, %491
  %581 = fsub fast double %580, %579
  br label %582

582:                                              ; preds = %388, %577
  %583 = phi double [ %578, %577 ], [ 5.000000e-01, %388 ]
  %584 = phi double [ %581, %577 ], [ 2.500000e-01, %388 ]
  store double %583, ptr @gcount, align 8, !tbaa !9
  store double %393, ptr %392, align 8, !tbaa !9
  %585 = fmul fast double %583, %583
  %586 = fsub fast double %584, %585
  %587 = fmul fast double %395, 2.000000e-06
  %588 = fdiv fast double %586, %587
  %589 = call fast double @llvm.fabs.f64(double %588)
  %590 = call fast double @llvm.maxnum.f64(double %589, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %391, ptr %2, align 8, !tbaa !9
  %591 = load volatile double, ptr %2, align 8, !tbaa !9
  %592 = call double @llvm.fabs.f64(double %591)
  %593 = fcmp ueq double %592, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %593, label %607, label %594

594:                                              ; preds = %582
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %588, ptr %1, align 8, !tbaa !9
  %595 = load volatile double, ptr %1, align 8, !tbaa !9
  %596 = call double @llvm.fabs.f64(double %595)
  %597 = fcmp ueq double %596, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %597, label %607, label %598

598:                                              ; preds = %594
  %599 = fsub fast double %391, %588
  %600 = call fast double @llvm.fabs.f64(double %599)
  %601 = fmul fast double %590, 0x3EB0C6F7A0B5ED8D
  %602 = fcmp fast ole double %600, %601
  %603 = freeze i1 %602
  br i1 %603, label %604, label %607

604:                                              ; preds = %598
  %605 = trunc nuw nsw i64 %389 to i32
  %606 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %605, double noundef nofpclass(nan inf) %391, double noundef nofpclass(nan inf) %588, ptr noundef nonnull @.str.6)
  br label %612

607:                                              ; preds = %598, %594, %582
  %608 = trunc nuw nsw i64 %389 to i32
  %609 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %608, double noundef nofpclass(nan inf) %391, double noundef nofpclass(nan inf) %588, ptr noundef nonnull @.str.7)
  %610 = load i32, ptr @n_fail, align 4, !tbaa !11
  %611 = add nsw i32 %610, 1
  store i32 %611, ptr @n_fail, align 4, !tbaa !11
  br label %612

612:                                              ; preds = %607, %604
  %613 = add nuw nsw i64 %389, 1
  %614 = icmp eq i64 %613, %131
  br i1 %614, label %615, label %388, !llvm.loop !20

615:                                              ; preds = %612
  call void @free(ptr noundef nonnull %387) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #13
  %616 = add nuw nsw i64 %89, 1
  %617 = icmp eq i64 %616, 3
  br i1 %617, label %82, label %88, !llvm.loop !26

618:                                              ; preds = %364, %618
  %619 = phi i64 [ %623, %618 ], [ %365, %364 ]
  %620 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %619
  %621 = load double, ptr %620, align 8, !tbaa !9
  %622 = fmul fast double %621, 5.000000e-01
  store double %622, ptr %620, align 8, !tbaa !9
  %623 = add nuw nsw i64 %619, 1
  %624 = icmp eq i64 %623, %126
  br i1 %624, label %386, label %618, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @gscratch(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %194

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %7, label %9

7:                                                ; preds = %35, %4
  %8 = phi i64 [ 0, %4 ], [ %10, %35 ]
  br label %185

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483632
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 32
  %15 = getelementptr inbounds i8, ptr %13, i64 64
  %16 = getelementptr inbounds i8, ptr %13, i64 96
  %17 = load <4 x double>, ptr %13, align 8, !tbaa !9
  %18 = load <4 x double>, ptr %14, align 8, !tbaa !9
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !9
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !9
  %21 = fmul fast <4 x double> %17, %17
  %22 = fmul fast <4 x double> %18, %18
  %23 = fmul fast <4 x double> %19, %19
  %24 = fmul fast <4 x double> %20, %20
  %25 = fadd fast <4 x double> %21, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %26 = fadd fast <4 x double> %22, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %27 = fadd fast <4 x double> %23, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %28 = fadd fast <4 x double> %24, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %29 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %12
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = getelementptr inbounds i8, ptr %29, i64 64
  %32 = getelementptr inbounds i8, ptr %29, i64 96
  store <4 x double> %25, ptr %29, align 16, !tbaa !9
  store <4 x double> %26, ptr %30, align 16, !tbaa !9
  store <4 x double> %27, ptr %31, align 16, !tbaa !9
  store <4 x double> %28, ptr %32, align 16, !tbaa !9
  %33 = add nuw i64 %12, 16
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %11, !llvm.loop !28

35:                                               ; preds = %11
  %36 = icmp eq i64 %10, %5
  br i1 %36, label %37, label %7

37:                                               ; preds = %185, %35
  br i1 %3, label %38, label %194

38:                                               ; preds = %37
  %39 = zext nneg i32 %1 to i64
  %40 = icmp ult i32 %1, 16
  br i1 %40, label %41, label %44

41:                                               ; preds = %179, %38
  %42 = phi i64 [ 0, %38 ], [ %45, %179 ]
  %43 = phi double [ 0.000000e+00, %38 ], [ %183, %179 ]
  br label %199

44:                                               ; preds = %38
  %45 = and i64 %5, 2147483632
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %177, %46 ]
  %48 = phi <4 x double> [ zeroinitializer, %44 ], [ %173, %46 ]
  %49 = phi <4 x double> [ zeroinitializer, %44 ], [ %174, %46 ]
  %50 = phi <4 x double> [ zeroinitializer, %44 ], [ %175, %46 ]
  %51 = phi <4 x double> [ zeroinitializer, %44 ], [ %176, %46 ]
  %52 = trunc i64 %47 to i32
  %53 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %47
  %54 = getelementptr inbounds i8, ptr %53, i64 32
  %55 = getelementptr inbounds i8, ptr %53, i64 64
  %56 = getelementptr inbounds i8, ptr %53, i64 96
  %57 = load <4 x double>, ptr %53, align 16, !tbaa !9
  %58 = load <4 x double>, ptr %54, align 16, !tbaa !9
  %59 = load <4 x double>, ptr %55, align 16, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 16, !tbaa !9
  %61 = or disjoint i32 %52, 3
  %62 = or disjoint i32 %52, 4
  %63 = or disjoint i32 %52, 5
  %64 = or disjoint i32 %52, 6
  %65 = or disjoint i32 %52, 7
  %66 = or disjoint i32 %52, 8
  %67 = or disjoint i32 %52, 9
  %68 = or disjoint i32 %52, 10
  %69 = or disjoint i32 %52, 11
  %70 = or disjoint i32 %52, 12
  %71 = or disjoint i32 %52, 13
  %72 = or disjoint i32 %52, 14
  %73 = or disjoint i32 %52, 15
  %74 = add i32 %52, 16
  %75 = add i32 %52, 17
  %76 = add i32 %52, 18
  %77 = urem i32 %61, %1
  %78 = urem i32 %62, %1
  %79 = urem i32 %63, %1
  %80 = urem i32 %64, %1
  %81 = urem i32 %65, %1
  %82 = urem i32 %66, %1
  %83 = urem i32 %67, %1
  %84 = urem i32 %68, %1
  %85 = urem i32 %69, %1
  %86 = urem i32 %70, %1
  %87 = urem i32 %71, %1
  %88 = urem i32 %72, %1
  %89 = urem i32 %73, %1
  %90 = urem i32 %74, %1
  %91 = urem i32 %75, %1
  %92 = urem i32 %76, %1
  %93 = zext nneg i32 %77 to i64
  %94 = zext nneg i32 %78 to i64
  %95 = zext nneg i32 %79 to i64
  %96 = zext nneg i32 %80 to i64
  %97 = zext nneg i32 %81 to i64
  %98 = zext nneg i32 %82 to i64
  %99 = zext nneg i32 %83 to i64
  %100 = zext nneg i32 %84 to i64
  %101 = zext nneg i32 %85 to i64
  %102 = zext nneg i32 %86 to i64
  %103 = zext nneg i32 %87 to i64
  %104 = zext nneg i32 %88 to i64
  %105 = zext nneg i32 %89 to i64
  %106 = zext nneg i32 %90 to i64
  %107 = zext nneg i32 %91 to i64
  %108 = zext nneg i32 %92 to i64
  %109 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %93
  %110 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %94
  %111 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %95
  %112 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %96
  %113 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %97
  %114 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %98
  %115 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %99
  %116 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %100
  %117 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %101
  %118 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %102
  %119 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %103
  %120 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %104
  %121 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %105
  %122 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %106
  %123 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %107
  %124 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %108
  %125 = load double, ptr %109, align 8, !tbaa !9
  %126 = load double, ptr %110, align 8, !tbaa !9
  %127 = load double, ptr %111, align 8, !tbaa !9
  %128 = load double, ptr %112, align 8, !tbaa !9
  %129 = insertelement <4 x double> poison, double %125, i64 0
  %130 = insertelement <4 x double> %129, double %126, i64 1
  %131 = insertelement <4 x double> %130, double %127, i64 2
  %132 = insertelement <4 x double> %131, double %128, i64 3
  %133 = load double, ptr %113, align 8, !tbaa !9
  %134 = load double, ptr %114, align 8, !tbaa !9
  %135 = load double, ptr %115, align 8, !tbaa !9
  %136 = load double, ptr %116, align 8, !tbaa !9
  %137 = insertelement <4 x double> poison, double %133, i64 0
  %138 = insertelement <4 x double> %137, double %134, i64 1
  %139 = insertelement <4 x double> %138, double %135, i64 2
  %140 = insertelement <4 x double> %139, double %136, i64 3
  %141 = load double, ptr %117, align 8, !tbaa !9
  %142 = load double, ptr %118, align 8, !tbaa !9
  %143 = load double, ptr %119, align 8, !tbaa !9
  %144 = load double, ptr %120, align 8, !tbaa !9
  %145 = insertelement <4 x double> poison, double %141, i64 0
  %146 = insertelement <4 x double> %145, double %142, i64 1
  %147 = insertelement <4 x double> %146, double %143, i64 2
  %148 = insertelement <4 x double> %147, double %144, i64 3
  %149 = load double, ptr %121, align 8, !tbaa !9
  %150 = load double, ptr %122, align 8, !tbaa !9
  %151 = load double, ptr %123, align 8, !tbaa !9
  %152 = load double, ptr %124, align 8, !tbaa !9
  %153 = insertelement <4 x double> poison, double %149, i64 0
  %154 = insertelement <4 x double> %153, double %150, i64 1
  %155 = insertelement <4 x double> %154, double %151, i64 2
  %156 = insertelement <4 x double> %155, double %152, i64 3
  %157 = fmul fast <4 x double> %132, %57
  %158 = fmul fast <4 x double> %140, %58
  %159 = fmul fast <4 x double> %148, %59
  %160 = fmul fast <4 x double> %156, %60
  %161 = getelementptr inbounds double, ptr %0, i64 %47
  %162 = getelementptr inbounds i8, ptr %161, i64 32
  %163 = getelementptr inbounds i8, ptr %161, i64 64
  %164 = getelementptr inbounds i8, ptr %161, i64 96
  %165 = load <4 x double>, ptr %161, align 8, !tbaa !9
  %166 = load <4 x double>, ptr %162, align 8, !tbaa !9
  %167 = load <4 x double>, ptr %163, align 8, !tbaa !9
  %168 = load <4 x double>, ptr %164, align 8, !tbaa !9
  %169 = fmul fast <4 x double> %157, %165
  %170 = fmul fast <4 x double> %158, %166
  %171 = fmul fast <4 x double> %159, %167
  %172 = fmul fast <4 x double> %160, %168
  %173 = fadd fast <4 x double> %48, %169
  %174 = fadd fast <4 x double> %49, %170
  %175 = fadd fast <4 x double> %50, %171
  %176 = fadd fast <4 x double> %51, %172
  %177 = add nuw i64 %47, 16
  %178 = icmp eq i64 %177, %45
  br i1 %178, label %179, label %46, !llvm.loop !29

179:                                              ; preds = %46
  %180 = fadd fast <4 x double> %174, %173
  %181 = fadd fast <4 x double> %175, %180
  %182 = fadd fast <4 x double> %176, %181
  %183 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %182)
  %184 = icmp eq i64 %45, %5
  br i1 %184, label %194, label %41

185:                                              ; preds = %7, %185
  %186 = phi i64 [ %192, %185 ], [ %8, %7 ]
  %187 = getelementptr inbounds double, ptr %0, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = fmul fast double %188, %188
  %190 = fadd fast double %189, 1.000000e+00
  %191 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %186
  store double %190, ptr %191, align 8, !tbaa !9
  %192 = add nuw nsw i64 %186, 1
  %193 = icmp eq i64 %192, %5
  br i1 %193, label %37, label %185, !llvm.loop !30

194:                                              ; preds = %199, %2, %179, %37
  %195 = phi double [ 0.000000e+00, %37 ], [ 0.000000e+00, %2 ], [ %183, %179 ], [ %214, %199 ]
  %196 = fmul fast double %195, %195
  %197 = fadd fast double %196, 1.000000e+00
  %198 = tail call fast double @llvm.log.f64(double %197)
  ret double %198

199:                                              ; preds = %41, %199
  %200 = phi i64 [ %215, %199 ], [ %42, %41 ]
  %201 = phi double [ %214, %199 ], [ %43, %41 ]
  %202 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %200
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = trunc i64 %200 to i32
  %205 = add i32 %204, 3
  %206 = urem i32 %205, %1
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = fmul fast double %209, %203
  %211 = getelementptr inbounds double, ptr %0, i64 %200
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = fmul fast double %210, %212
  %214 = fadd fast double %201, %213
  %215 = add nuw nsw i64 %200, 1
  %216 = icmp eq i64 %215, %39
  br i1 %216, label %194, label %199, !llvm.loop !31
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #14
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #13
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !9
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !32
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !32
  store double %24, ptr %23, align 8, !tbaa !9
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %37 = load volatile double, ptr %8, align 8, !tbaa !9
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !9
  %41 = load volatile double, ptr %7, align 8, !tbaa !9
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ueq double %42, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %43, label %53, label %44

44:                                               ; preds = %40
  %45 = fsub fast double %22, %34
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = fmul fast double %36, 0x3EB0C6F7A0B5ED8D
  %48 = fcmp fast ole double %46, %47
  %49 = freeze i1 %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %44
  %51 = trunc nuw nsw i64 %20 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.6)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.7)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_scratch(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !13
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %211

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = icmp ult i32 %3, 16
  br i1 %7, label %36, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 2147483632
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %32, %10 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <4 x double>, ptr %12, align 8, !tbaa !9
  %17 = load <4 x double>, ptr %13, align 8, !tbaa !9
  %18 = load <4 x double>, ptr %14, align 8, !tbaa !9
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !9
  %20 = fmul fast <4 x double> %16, %16
  %21 = fmul fast <4 x double> %17, %17
  %22 = fmul fast <4 x double> %18, %18
  %23 = fmul fast <4 x double> %19, %19
  %24 = fadd fast <4 x double> %20, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %25 = fadd fast <4 x double> %21, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %26 = fadd fast <4 x double> %22, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %27 = fadd fast <4 x double> %23, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %28 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %11
  %29 = getelementptr inbounds i8, ptr %28, i64 32
  %30 = getelementptr inbounds i8, ptr %28, i64 64
  %31 = getelementptr inbounds i8, ptr %28, i64 96
  store <4 x double> %24, ptr %28, align 16, !tbaa !9
  store <4 x double> %25, ptr %29, align 16, !tbaa !9
  store <4 x double> %26, ptr %30, align 16, !tbaa !9
  store <4 x double> %27, ptr %31, align 16, !tbaa !9
  %32 = add nuw i64 %11, 16
  %33 = icmp eq i64 %32, %9
  br i1 %33, label %34, label %10, !llvm.loop !33

34:                                               ; preds = %10
  %35 = icmp eq i64 %9, %6
  br i1 %35, label %47, label %36

36:                                               ; preds = %34, %5
  %37 = phi i64 [ 0, %5 ], [ %9, %34 ]
  br label %38

38:                                               ; preds = %36, %38
  %39 = phi i64 [ %45, %38 ], [ %37, %36 ]
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul fast double %41, %41
  %43 = fadd fast double %42, 1.000000e+00
  %44 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %39
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = add nuw nsw i64 %39, 1
  %46 = icmp eq i64 %45, %6
  br i1 %46, label %47, label %38, !llvm.loop !34

47:                                               ; preds = %38, %34
  %48 = icmp ult i32 %3, 16
  br i1 %48, label %190, label %49

49:                                               ; preds = %47
  %50 = and i64 %6, 2147483632
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %182, %51 ]
  %53 = phi <4 x double> [ zeroinitializer, %49 ], [ %178, %51 ]
  %54 = phi <4 x double> [ zeroinitializer, %49 ], [ %179, %51 ]
  %55 = phi <4 x double> [ zeroinitializer, %49 ], [ %180, %51 ]
  %56 = phi <4 x double> [ zeroinitializer, %49 ], [ %181, %51 ]
  %57 = trunc i64 %52 to i32
  %58 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %52
  %59 = getelementptr inbounds i8, ptr %58, i64 32
  %60 = getelementptr inbounds i8, ptr %58, i64 64
  %61 = getelementptr inbounds i8, ptr %58, i64 96
  %62 = load <4 x double>, ptr %58, align 16, !tbaa !9
  %63 = load <4 x double>, ptr %59, align 16, !tbaa !9
  %64 = load <4 x double>, ptr %60, align 16, !tbaa !9
  %65 = load <4 x double>, ptr %61, align 16, !tbaa !9
  %66 = or disjoint i32 %57, 3
  %67 = or disjoint i32 %57, 4
  %68 = or disjoint i32 %57, 5
  %69 = or disjoint i32 %57, 6
  %70 = or disjoint i32 %57, 7
  %71 = or disjoint i32 %57, 8
  %72 = or disjoint i32 %57, 9
  %73 = or disjoint i32 %57, 10
  %74 = or disjoint i32 %57, 11
  %75 = or disjoint i32 %57, 12
  %76 = or disjoint i32 %57, 13
  %77 = or disjoint i32 %57, 14
  %78 = or disjoint i32 %57, 15
  %79 = add i32 %57, 16
  %80 = add i32 %57, 17
  %81 = add i32 %57, 18
  %82 = urem i32 %66, %3
  %83 = urem i32 %67, %3
  %84 = urem i32 %68, %3
  %85 = urem i32 %69, %3
  %86 = urem i32 %70, %3
  %87 = urem i32 %71, %3
  %88 = urem i32 %72, %3
  %89 = urem i32 %73, %3
  %90 = urem i32 %74, %3
  %91 = urem i32 %75, %3
  %92 = urem i32 %76, %3
  %93 = urem i32 %77, %3
  %94 = urem i32 %78, %3
  %95 = urem i32 %79, %3
  %96 = urem i32 %80, %3
  %97 = urem i32 %81, %3
  %98 = zext nneg i32 %82 to i64
  %99 = zext nneg i32 %83 to i64
  %100 = zext nneg i32 %84 to i64
  %101 = zext nneg i32 %85 to i64
  %102 = zext nneg i32 %86 to i64
  %103 = zext nneg i32 %87 to i64
  %104 = zext nneg i32 %88 to i64
  %105 = zext nneg i32 %89 to i64
  %106 = zext nneg i32 %90 to i64
  %107 = zext nneg i32 %91 to i64
  %108 = zext nneg i32 %92 to i64
  %109 = zext nneg i32 %93 to i64
  %110 = zext nneg i32 %94 to i64
  %111 = zext nneg i32 %95 to i64
  %112 = zext nneg i32 %96 to i64
  %113 = zext nneg i32 %97 to i64
  %114 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %98
  %115 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %99
  %116 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %100
  %117 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %101
  %118 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %102
  %119 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %103
  %120 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %104
  %121 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %105
  %122 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %106
  %123 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %107
  %124 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %108
  %125 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %109
  %126 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %110
  %127 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %111
  %128 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %112
  %129 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %113
  %130 = load double, ptr %114, align 8, !tbaa !9
  %131 = load double, ptr %115, align 8, !tbaa !9
  %132 = load double, ptr %116, align 8, !tbaa !9
  %133 = load double, ptr %117, align 8, !tbaa !9
  %134 = insertelement <4 x double> poison, double %130, i64 0
  %135 = insertelement <4 x double> %134, double %131, i64 1
  %136 = insertelement <4 x double> %135, double %132, i64 2
  %137 = insertelement <4 x double> %136, double %133, i64 3
  %138 = load double, ptr %118, align 8, !tbaa !9
  %139 = load double, ptr %119, align 8, !tbaa !9
  %140 = load double, ptr %120, align 8, !tbaa !9
  %141 = load double, ptr %121, align 8, !tbaa !9
  %142 = insertelement <4 x double> poison, double %138, i64 0
  %143 = insertelement <4 x double> %142, double %139, i64 1
  %144 = insertelement <4 x double> %143, double %140, i64 2
  %145 = insertelement <4 x double> %144, double %141, i64 3
  %146 = load double, ptr %122, align 8, !tbaa !9
  %147 = load double, ptr %123, align 8, !tbaa !9
  %148 = load double, ptr %124, align 8, !tbaa !9
  %149 = load double, ptr %125, align 8, !tbaa !9
  %150 = insertelement <4 x double> poison, double %146, i64 0
  %151 = insertelement <4 x double> %150, double %147, i64 1
  %152 = insertelement <4 x double> %151, double %148, i64 2
  %153 = insertelement <4 x double> %152, double %149, i64 3
  %154 = load double, ptr %126, align 8, !tbaa !9
  %155 = load double, ptr %127, align 8, !tbaa !9
  %156 = load double, ptr %128, align 8, !tbaa !9
  %157 = load double, ptr %129, align 8, !tbaa !9
  %158 = insertelement <4 x double> poison, double %154, i64 0
  %159 = insertelement <4 x double> %158, double %155, i64 1
  %160 = insertelement <4 x double> %159, double %156, i64 2
  %161 = insertelement <4 x double> %160, double %157, i64 3
  %162 = fmul fast <4 x double> %137, %62
  %163 = fmul fast <4 x double> %145, %63
  %164 = fmul fast <4 x double> %153, %64
  %165 = fmul fast <4 x double> %161, %65
  %166 = getelementptr inbounds double, ptr %0, i64 %52
  %167 = getelementptr inbounds i8, ptr %166, i64 32
  %168 = getelementptr inbounds i8, ptr %166, i64 64
  %169 = getelementptr inbounds i8, ptr %166, i64 96
  %170 = load <4 x double>, ptr %166, align 8, !tbaa !9
  %171 = load <4 x double>, ptr %167, align 8, !tbaa !9
  %172 = load <4 x double>, ptr %168, align 8, !tbaa !9
  %173 = load <4 x double>, ptr %169, align 8, !tbaa !9
  %174 = fmul fast <4 x double> %162, %170
  %175 = fmul fast <4 x double> %163, %171
  %176 = fmul fast <4 x double> %164, %172
  %177 = fmul fast <4 x double> %165, %173
  %178 = fadd fast <4 x double> %174, %53
  %179 = fadd fast <4 x double> %175, %54
  %180 = fadd fast <4 x double> %176, %55
  %181 = fadd fast <4 x double> %177, %56
  %182 = add nuw i64 %52, 16
  %183 = icmp eq i64 %182, %50
  br i1 %183, label %184, label %51, !llvm.loop !35

184:                                              ; preds = %51
  %185 = fadd fast <4 x double> %179, %178
  %186 = fadd fast <4 x double> %180, %185
  %187 = fadd fast <4 x double> %181, %186
  %188 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %187)
  %189 = icmp eq i64 %50, %6
  br i1 %189, label %211, label %190

190:                                              ; preds = %184, %47
  %191 = phi i64 [ 0, %47 ], [ %50, %184 ]
  %192 = phi double [ 0.000000e+00, %47 ], [ %188, %184 ]
  br label %193

193:                                              ; preds = %190, %193
  %194 = phi i64 [ %209, %193 ], [ %191, %190 ]
  %195 = phi double [ %208, %193 ], [ %192, %190 ]
  %196 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %194
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = trunc i64 %194 to i32
  %199 = add i32 %198, 3
  %200 = urem i32 %199, %3
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = fmul fast double %203, %197
  %205 = getelementptr inbounds double, ptr %0, i64 %194
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = fmul fast double %204, %206
  %208 = fadd fast double %207, %195
  %209 = add nuw nsw i64 %194, 1
  %210 = icmp eq i64 %209, %6
  br i1 %210, label %211, label %193, !llvm.loop !36

211:                                              ; preds = %193, %184, %2
  %212 = phi double [ 0.000000e+00, %2 ], [ %188, %184 ], [ %208, %193 ]
  %213 = fmul fast double %212, %212
  %214 = fadd fast double %213, 1.000000e+00
  %215 = tail call fast double @llvm.log.f64(double %214)
  ret double %215
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @grun(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %37

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %42

10:                                               ; preds = %42, %4
  %11 = phi double [ poison, %4 ], [ %90, %42 ]
  %12 = phi double [ poison, %4 ], [ %98, %42 ]
  %13 = phi i64 [ 0, %4 ], [ %91, %42 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %98, %42 ]
  %15 = phi double [ 5.000000e-01, %4 ], [ %90, %42 ]
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %37, label %17

17:                                               ; preds = %10, %17
  %18 = phi i64 [ %27, %17 ], [ %13, %10 ]
  %19 = phi double [ %34, %17 ], [ %14, %10 ]
  %20 = phi double [ %26, %17 ], [ %15, %10 ]
  %21 = phi i64 [ %35, %17 ], [ 0, %10 ]
  %22 = fmul fast double %20, 9.000000e-01
  %23 = getelementptr inbounds double, ptr %0, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call fast double @llvm.sin.f64(double %24)
  %26 = fadd fast double %25, %22
  store double %26, ptr @gcount, align 8, !tbaa !9
  %27 = add nuw nsw i64 %18, 1
  %28 = icmp eq i64 %27, %5
  %29 = and i64 %27, 4294967295
  %30 = select i1 %28, i64 0, i64 %29
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul fast double %32, %26
  %34 = fadd fast double %33, %19
  %35 = add i64 %21, 1
  %36 = icmp eq i64 %35, %6
  br i1 %36, label %37, label %17, !llvm.loop !37

37:                                               ; preds = %10, %17, %2
  %38 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %26, %17 ]
  %39 = phi double [ 0.000000e+00, %2 ], [ %12, %10 ], [ %34, %17 ]
  %40 = fmul fast double %38, %38
  %41 = fadd fast double %40, %39
  ret double %41

42:                                               ; preds = %42, %8
  %43 = phi i64 [ 0, %8 ], [ %91, %42 ]
  %44 = phi double [ 0.000000e+00, %8 ], [ %98, %42 ]
  %45 = phi double [ 5.000000e-01, %8 ], [ %90, %42 ]
  %46 = phi i64 [ 0, %8 ], [ %99, %42 ]
  %47 = fmul fast double %45, 9.000000e-01
  %48 = getelementptr inbounds double, ptr %0, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call fast double @llvm.sin.f64(double %49)
  %51 = fadd fast double %50, %47
  store double %51, ptr @gcount, align 8, !tbaa !9
  %52 = or disjoint i64 %43, 1
  %53 = icmp eq i64 %52, %5
  %54 = and i64 %52, 4294967293
  %55 = select i1 %53, i64 0, i64 %54
  %56 = getelementptr inbounds double, ptr %0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul fast double %57, %51
  %59 = fadd fast double %58, %44
  %60 = fmul fast double %51, 9.000000e-01
  %61 = getelementptr inbounds double, ptr %0, i64 %52
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call fast double @llvm.sin.f64(double %62)
  %64 = fadd fast double %63, %60
  store double %64, ptr @gcount, align 8, !tbaa !9
  %65 = or disjoint i64 %43, 2
  %66 = icmp eq i64 %65, %5
  %67 = and i64 %65, 4294967294
  %68 = select i1 %66, i64 0, i64 %67
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul fast double %70, %64
  %72 = fadd fast double %71, %59
  %73 = fmul fast double %64, 9.000000e-01
  %74 = getelementptr inbounds double, ptr %0, i64 %65
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = tail call fast double @llvm.sin.f64(double %75)
  %77 = fadd fast double %76, %73
  store double %77, ptr @gcount, align 8, !tbaa !9
  %78 = or disjoint i64 %43, 3
  %79 = icmp eq i64 %78, %5
  %80 = and i64 %78, 4294967295
  %81 = select i1 %79, i64 0, i64 %80
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fmul fast double %83, %77
  %85 = fadd fast double %84, %72
  %86 = fmul fast double %77, 9.000000e-01
  %87 = getelementptr inbounds double, ptr %0, i64 %78
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = tail call fast double @llvm.sin.f64(double %88)
  %90 = fadd fast double %89, %86
  store double %90, ptr @gcount, align 8, !tbaa !9
  %91 = add nuw nsw i64 %43, 4
  %92 = icmp eq i64 %91, %5
  %93 = and i64 %91, 4294967292
  %94 = select i1 %92, i64 0, i64 %93
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = fmul fast double %96, %90
  %98 = fadd fast double %97, %85
  %99 = add i64 %46, 4
  %100 = icmp eq i64 %99, %9
  br i1 %100, label %10, label %42, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"", !12, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16, !23, !22}
!28 = distinct !{!28, !16, !22, !23}
!29 = distinct !{!29, !16, !22, !23}
!30 = distinct !{!30, !16, !23, !22}
!31 = distinct !{!31, !16, !23, !22}
!32 = distinct !{null, ptr @obj_scratch}
!33 = distinct !{!33, !16, !22, !23}
!34 = distinct !{!34, !16, !23, !22}
!35 = distinct !{!35, !16, !22, !23}
!36 = distinct !{!36, !16, !23, !22}
!37 = distinct !{!37, !18}
