; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 12, i32 5, i32 2], align 4
@.str = private unnamed_addr constant [9 x i8] c"mcopy.dx\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"mout.JTw\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mout.primal_y\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"mout.dy_consumed\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [22 x i8] c"mout.JTw(dupnoneed y)\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"memops\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [24 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [12 x double], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca [12 x double], align 16
  %8 = alloca [12 x double], align 16
  %9 = alloca [12 x double], align 16
  %10 = alloca [12 x double], align 16
  %11 = alloca [12 x double], align 16
  %12 = alloca [12 x double], align 16
  %13 = alloca [12 x double], align 16
  %14 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #11
  %15 = load i64, ptr @rng_state, align 8, !tbaa !5
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = insertelement <4 x i64> poison, i64 %17, i64 0
  %25 = insertelement <4 x i64> %24, i64 %19, i64 1
  %26 = insertelement <4 x i64> %25, i64 %21, i64 2
  %27 = insertelement <4 x i64> %26, i64 %23, i64 3
  %28 = lshr <4 x i64> %27, <i64 10, i64 10, i64 10, i64 10>
  %29 = and <4 x i64> %28, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %30 = uitofp nneg <4 x i64> %29 to <4 x double>
  %31 = fmul fast <4 x double> %30, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %32 = fadd fast <4 x double> %31, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %32, ptr %9, align 16, !tbaa !9
  %33 = mul i64 %23, 6364136223846793005
  %34 = getelementptr inbounds i8, ptr %9, i64 32
  %35 = add i64 %33, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = insertelement <4 x i64> poison, i64 %35, i64 0
  %43 = insertelement <4 x i64> %42, i64 %37, i64 1
  %44 = insertelement <4 x i64> %43, i64 %39, i64 2
  %45 = insertelement <4 x i64> %44, i64 %41, i64 3
  %46 = lshr <4 x i64> %45, <i64 10, i64 10, i64 10, i64 10>
  %47 = and <4 x i64> %46, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <4 x i64> %47 to <4 x double>
  %49 = fmul fast <4 x double> %48, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %50 = fadd fast <4 x double> %49, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %50, ptr %34, align 16, !tbaa !9
  %51 = mul i64 %41, 6364136223846793005
  %52 = getelementptr inbounds i8, ptr %9, i64 64
  %53 = add i64 %51, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = insertelement <4 x i64> poison, i64 %53, i64 0
  %61 = insertelement <4 x i64> %60, i64 %55, i64 1
  %62 = insertelement <4 x i64> %61, i64 %57, i64 2
  %63 = insertelement <4 x i64> %62, i64 %59, i64 3
  %64 = lshr <4 x i64> %63, <i64 10, i64 10, i64 10, i64 10>
  %65 = and <4 x i64> %64, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %66 = uitofp nneg <4 x i64> %65 to <4 x double>
  %67 = fmul fast <4 x double> %66, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %68 = fadd fast <4 x double> %67, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %68, ptr %52, align 16, !tbaa !9
  %69 = mul i64 %59, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = insertelement <4 x i64> poison, i64 %70, i64 0
  %78 = insertelement <4 x i64> %77, i64 %72, i64 1
  %79 = insertelement <4 x i64> %78, i64 %74, i64 2
  %80 = insertelement <4 x i64> %79, i64 %76, i64 3
  %81 = lshr <4 x i64> %80, <i64 10, i64 10, i64 10, i64 10>
  %82 = and <4 x i64> %81, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %83 = uitofp nneg <4 x i64> %82 to <4 x double>
  %84 = fmul fast <4 x double> %83, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %85 = fadd fast <4 x double> %84, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %85, ptr %13, align 16, !tbaa !9
  %86 = mul i64 %76, 6364136223846793005
  %87 = getelementptr inbounds i8, ptr %13, i64 32
  %88 = add i64 %86, 1442695040888963407
  %89 = mul i64 %88, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = insertelement <4 x i64> poison, i64 %88, i64 0
  %96 = insertelement <4 x i64> %95, i64 %90, i64 1
  %97 = insertelement <4 x i64> %96, i64 %92, i64 2
  %98 = insertelement <4 x i64> %97, i64 %94, i64 3
  %99 = lshr <4 x i64> %98, <i64 10, i64 10, i64 10, i64 10>
  %100 = and <4 x i64> %99, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %101 = uitofp nneg <4 x i64> %100 to <4 x double>
  %102 = fmul fast <4 x double> %101, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %103 = fadd fast <4 x double> %102, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %103, ptr %87, align 16, !tbaa !9
  %104 = mul i64 %94, 6364136223846793005
  %105 = getelementptr inbounds i8, ptr %13, i64 64
  %106 = add i64 %104, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = insertelement <4 x i64> poison, i64 %106, i64 0
  %114 = insertelement <4 x i64> %113, i64 %108, i64 1
  %115 = insertelement <4 x i64> %114, i64 %110, i64 2
  %116 = insertelement <4 x i64> %115, i64 %112, i64 3
  %117 = lshr <4 x i64> %116, <i64 10, i64 10, i64 10, i64 10>
  %118 = and <4 x i64> %117, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %119 = uitofp nneg <4 x i64> %118 to <4 x double>
  %120 = fmul fast <4 x double> %119, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %121 = fadd fast <4 x double> %120, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %121, ptr %105, align 16, !tbaa !9
  store i64 %112, ptr @rng_state, align 8, !tbaa !5
  %122 = getelementptr i8, ptr %7, i64 -8
  %123 = getelementptr i8, ptr %8, i64 -8
  %124 = getelementptr i8, ptr %14, i64 -8
  %125 = getelementptr i8, ptr %5, i64 -8
  %126 = getelementptr i8, ptr %6, i64 -8
  %127 = getelementptr inbounds i8, ptr %2, i64 8
  %128 = getelementptr inbounds i8, ptr %2, i64 16
  %129 = getelementptr inbounds i8, ptr %2, i64 24
  %130 = getelementptr inbounds i8, ptr %2, i64 32
  %131 = getelementptr inbounds i8, ptr %2, i64 40
  %132 = getelementptr inbounds i8, ptr %2, i64 48
  %133 = getelementptr inbounds i8, ptr %2, i64 56
  %134 = getelementptr inbounds i8, ptr %4, i64 8
  %135 = getelementptr inbounds i8, ptr %4, i64 40
  %136 = getelementptr inbounds i8, ptr %4, i64 48
  %137 = getelementptr inbounds i8, ptr %11, i64 32
  %138 = getelementptr inbounds i8, ptr %11, i64 64
  br label %145

139:                                              ; preds = %1235
  %140 = load i32, ptr @n_fail, align 4, !tbaa !11
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %140)
  %142 = load i32, ptr @n_fail, align 4, !tbaa !11
  %143 = icmp ne i32 %142, 0
  %144 = zext i1 %143 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #11
  ret i32 %144

145:                                              ; preds = %0, %1235
  %146 = phi i64 [ 0, %0 ], [ %1236, %1235 ]
  %147 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  %149 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mcopy, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %148) #11
  %150 = call i32 @llvm.smax.i32(i32 %148, i32 1)
  %151 = zext nneg i32 %150 to i64
  %152 = shl nuw nsw i64 %151, 3
  %153 = call noalias ptr @malloc(i64 noundef %152) #12
  %154 = sext i32 %148 to i64
  %155 = shl nsw i64 %154, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %153, ptr nonnull readonly align 16 %9, i64 %155, i1 false)
  %156 = zext nneg i32 %148 to i64
  %157 = getelementptr inbounds double, ptr %1, i64 %154
  %158 = shl i32 %148, 1
  %159 = call i32 @llvm.smax.i32(i32 %158, i32 1)
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds double, ptr %3, i64 %154
  %162 = icmp slt i32 %158, 4
  %163 = add nsw i64 %160, -9
  %164 = icmp ult i64 %163, -8
  %165 = select i1 %162, i1 true, i1 %164
  %166 = and i64 %160, 12
  %167 = icmp eq i64 %166, %160
  %168 = and i64 %160, 1
  %169 = icmp eq i64 %168, 0
  %170 = add nsw i64 %160, -1
  %171 = icmp slt i32 %158, 4
  %172 = add nsw i64 %160, -9
  %173 = icmp ult i64 %172, -8
  %174 = select i1 %171, i1 true, i1 %173
  %175 = and i64 %160, 12
  %176 = icmp eq i64 %175, %160
  %177 = and i64 %160, 1
  %178 = icmp eq i64 %177, 0
  %179 = add nsw i64 %160, -1
  br label %180

180:                                              ; preds = %145, %450
  %181 = phi i64 [ 0, %145 ], [ %451, %450 ]
  %182 = getelementptr inbounds double, ptr %10, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = getelementptr inbounds double, ptr %153, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = call fast double @llvm.fabs.f64(double %185)
  %187 = call fast double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  %188 = fmul fast double %187, 0x3EB0C6F7A0B5ED8D
  %189 = fadd fast double %188, %185
  store double %189, ptr %184, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %153, i64 %155, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %157, ptr readonly align 8 %153, i64 %155, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  br label %190

190:                                              ; preds = %190, %180
  %191 = phi i64 [ 0, %180 ], [ %195, %190 ]
  %192 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = fmul fast double %193, %193
  store double %194, ptr %192, align 8, !tbaa !9
  %195 = add nuw nsw i64 %191, 1
  %196 = icmp eq i64 %195, %156
  br i1 %196, label %197, label %190, !llvm.loop !13

197:                                              ; preds = %190
  br i1 %165, label %239, label %198

198:                                              ; preds = %197, %198
  %199 = phi i64 [ %236, %198 ], [ 0, %197 ]
  %200 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %199
  %201 = load <4 x double>, ptr %200, align 16, !tbaa !9
  %202 = trunc i64 %199 to i32
  %203 = or disjoint i32 %202, 1
  %204 = trunc i64 %199 to i32
  %205 = or disjoint i32 %204, 2
  %206 = trunc i64 %199 to i32
  %207 = or disjoint i32 %206, 3
  %208 = trunc i64 %199 to i32
  %209 = add i32 %208, 4
  %210 = urem i32 %203, %158
  %211 = urem i32 %205, %158
  %212 = urem i32 %207, %158
  %213 = urem i32 %209, %158
  %214 = zext nneg i32 %210 to i64
  %215 = zext nneg i32 %211 to i64
  %216 = zext nneg i32 %212 to i64
  %217 = zext nneg i32 %213 to i64
  %218 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %214
  %219 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %215
  %220 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %216
  %221 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %217
  %222 = load double, ptr %218, align 8, !tbaa !9
  %223 = load double, ptr %219, align 16, !tbaa !9
  %224 = load double, ptr %220, align 8, !tbaa !9
  %225 = load double, ptr %221, align 16, !tbaa !9
  %226 = insertelement <4 x double> poison, double %222, i64 0
  %227 = insertelement <4 x double> %226, double %223, i64 1
  %228 = insertelement <4 x double> %227, double %224, i64 2
  %229 = insertelement <4 x double> %228, double %225, i64 3
  %230 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %229)
  %231 = fmul fast <4 x double> %230, %201
  %232 = and i64 %199, 4
  %233 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %232
  %234 = load <4 x double>, ptr %233, align 16, !tbaa !9
  %235 = fadd fast <4 x double> %231, %234
  store <4 x double> %235, ptr %233, align 16, !tbaa !9
  %236 = add nuw i64 %199, 4
  %237 = icmp eq i64 %236, %166
  br i1 %237, label %238, label %198, !llvm.loop !17

238:                                              ; preds = %198
  br i1 %167, label %290, label %239

239:                                              ; preds = %238, %197
  %240 = phi i64 [ 0, %197 ], [ %166, %238 ]
  br i1 %169, label %256, label %241

241:                                              ; preds = %239
  %242 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %240
  %243 = load double, ptr %242, align 16, !tbaa !9
  %244 = or disjoint i64 %240, 1
  %245 = trunc nuw nsw i64 %244 to i32
  %246 = urem i32 %245, %158
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %247
  %249 = load double, ptr %248, align 8, !tbaa !9
  %250 = call fast double @llvm.sin.f64(double %249)
  %251 = fmul fast double %250, %243
  %252 = and i64 %240, 4
  %253 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %252
  %254 = load double, ptr %253, align 16, !tbaa !9
  %255 = fadd fast double %251, %254
  store double %255, ptr %253, align 16, !tbaa !9
  br label %256

256:                                              ; preds = %241, %239
  %257 = phi i64 [ %240, %239 ], [ %244, %241 ]
  %258 = icmp eq i64 %240, %170
  br i1 %258, label %290, label %259

259:                                              ; preds = %256, %259
  %260 = phi i64 [ %277, %259 ], [ %257, %256 ]
  %261 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %260
  %262 = load double, ptr %261, align 8, !tbaa !9
  %263 = add nuw nsw i64 %260, 1
  %264 = trunc nuw nsw i64 %263 to i32
  %265 = urem i32 %264, %158
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = call fast double @llvm.sin.f64(double %268)
  %270 = fmul fast double %269, %262
  %271 = and i64 %260, 7
  %272 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = fadd fast double %270, %273
  store double %274, ptr %272, align 8, !tbaa !9
  %275 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %263
  %276 = load double, ptr %275, align 8, !tbaa !9
  %277 = add nuw nsw i64 %260, 2
  %278 = trunc nuw nsw i64 %277 to i32
  %279 = urem i32 %278, %158
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = call fast double @llvm.sin.f64(double %282)
  %284 = fmul fast double %283, %276
  %285 = and i64 %263, 7
  %286 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %285
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = fadd fast double %284, %287
  store double %288, ptr %286, align 8, !tbaa !9
  %289 = icmp eq i64 %277, %160
  br i1 %289, label %290, label %259, !llvm.loop !18

290:                                              ; preds = %256, %259, %238
  %291 = fsub fast double %185, %188
  %292 = load double, ptr %2, align 16, !tbaa !9
  %293 = load double, ptr %127, align 8, !tbaa !9
  %294 = load double, ptr %128, align 16, !tbaa !9
  %295 = load double, ptr %129, align 8, !tbaa !9
  %296 = load double, ptr %130, align 16, !tbaa !9
  %297 = load double, ptr %131, align 8, !tbaa !9
  %298 = load double, ptr %132, align 16, !tbaa !9
  %299 = load double, ptr %133, align 8, !tbaa !9
  %300 = fmul fast double %292, %292
  %301 = fmul fast double %294, %294
  %302 = fmul fast double %296, %296
  %303 = fmul fast double %298, %298
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #11
  store double %291, ptr %184, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %153, i64 %155, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %161, ptr readonly align 8 %153, i64 %155, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  br label %304

304:                                              ; preds = %304, %290
  %305 = phi i64 [ 0, %290 ], [ %309, %304 ]
  %306 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %305
  %307 = load double, ptr %306, align 8, !tbaa !9
  %308 = fmul fast double %307, %307
  store double %308, ptr %306, align 8, !tbaa !9
  %309 = add nuw nsw i64 %305, 1
  %310 = icmp eq i64 %309, %156
  br i1 %310, label %311, label %304, !llvm.loop !19

311:                                              ; preds = %304
  %312 = fmul fast double %293, %293
  %313 = fmul fast double %297, %297
  br i1 %174, label %355, label %314

314:                                              ; preds = %311, %314
  %315 = phi i64 [ %352, %314 ], [ 0, %311 ]
  %316 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %315
  %317 = load <4 x double>, ptr %316, align 16, !tbaa !9
  %318 = trunc i64 %315 to i32
  %319 = or disjoint i32 %318, 1
  %320 = trunc i64 %315 to i32
  %321 = or disjoint i32 %320, 2
  %322 = trunc i64 %315 to i32
  %323 = or disjoint i32 %322, 3
  %324 = trunc i64 %315 to i32
  %325 = add i32 %324, 4
  %326 = urem i32 %319, %158
  %327 = urem i32 %321, %158
  %328 = urem i32 %323, %158
  %329 = urem i32 %325, %158
  %330 = zext nneg i32 %326 to i64
  %331 = zext nneg i32 %327 to i64
  %332 = zext nneg i32 %328 to i64
  %333 = zext nneg i32 %329 to i64
  %334 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %330
  %335 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %331
  %336 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %332
  %337 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %333
  %338 = load double, ptr %334, align 8, !tbaa !9
  %339 = load double, ptr %335, align 16, !tbaa !9
  %340 = load double, ptr %336, align 8, !tbaa !9
  %341 = load double, ptr %337, align 16, !tbaa !9
  %342 = insertelement <4 x double> poison, double %338, i64 0
  %343 = insertelement <4 x double> %342, double %339, i64 1
  %344 = insertelement <4 x double> %343, double %340, i64 2
  %345 = insertelement <4 x double> %344, double %341, i64 3
  %346 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %345)
  %347 = fmul fast <4 x double> %346, %317
  %348 = and i64 %315, 4
  %349 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %348
  %350 = load <4 x double>, ptr %349, align 16, !tbaa !9
  %351 = fadd fast <4 x double> %347, %350
  store <4 x double> %351, ptr %349, align 16, !tbaa !9
  %352 = add nuw i64 %315, 4
  %353 = icmp eq i64 %352, %175
  br i1 %353, label %354, label %314, !llvm.loop !20

354:                                              ; preds = %314
  br i1 %176, label %406, label %355

355:                                              ; preds = %354, %311
  %356 = phi i64 [ 0, %311 ], [ %175, %354 ]
  br i1 %178, label %372, label %357

357:                                              ; preds = %355
  %358 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %356
  %359 = load double, ptr %358, align 16, !tbaa !9
  %360 = or disjoint i64 %356, 1
  %361 = trunc nuw nsw i64 %360 to i32
  %362 = urem i32 %361, %158
  %363 = zext nneg i32 %362 to i64
  %364 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %363
  %365 = load double, ptr %364, align 8, !tbaa !9
  %366 = call fast double @llvm.sin.f64(double %365)
  %367 = fmul fast double %366, %359
  %368 = and i64 %356, 4
  %369 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %368
  %370 = load double, ptr %369, align 16, !tbaa !9
  %371 = fadd fast double %367, %370
  store double %371, ptr %369, align 16, !tbaa !9
  br label %372

372:                                              ; preds = %357, %355
  %373 = phi i64 [ %356, %355 ], [ %360, %357 ]
  %374 = icmp eq i64 %356, %179
  br i1 %374, label %406, label %375

375:                                              ; preds = %372, %375
  %376 = phi i64 [ %393, %375 ], [ %373, %372 ]
  %377 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %376
  %378 = load double, ptr %377, align 8, !tbaa !9
  %379 = add nuw nsw i64 %376, 1
  %380 = trunc nuw nsw i64 %379 to i32
  %381 = urem i32 %380, %158
  %382 = zext nneg i32 %381 to i64
  %383 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %382
  %384 = load double, ptr %383, align 8, !tbaa !9
  %385 = call fast double @llvm.sin.f64(double %384)
  %386 = fmul fast double %385, %378
  %387 = and i64 %376, 7
  %388 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %387
  %389 = load double, ptr %388, align 8, !tbaa !9
  %390 = fadd fast double %386, %389
  store double %390, ptr %388, align 8, !tbaa !9
  %391 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %379
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = add nuw nsw i64 %376, 2
  %394 = trunc nuw nsw i64 %393 to i32
  %395 = urem i32 %394, %158
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = call fast double @llvm.sin.f64(double %398)
  %400 = fmul fast double %399, %392
  %401 = and i64 %379, 7
  %402 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %401
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = fadd fast double %400, %403
  store double %404, ptr %402, align 8, !tbaa !9
  %405 = icmp eq i64 %393, %160
  br i1 %405, label %406, label %375, !llvm.loop !21

406:                                              ; preds = %372, %375, %354
  %407 = fmul fast double %295, %295
  %408 = fmul fast double %299, %299
  %409 = load double, ptr %4, align 16, !tbaa !9
  %410 = load double, ptr %135, align 8, !tbaa !9
  %411 = load <2 x double>, ptr %136, align 16, !tbaa !9
  %412 = fmul fast <2 x double> %411, %411
  %413 = insertelement <2 x double> poison, double %303, i64 0
  %414 = insertelement <2 x double> %413, double %408, i64 1
  %415 = fsub fast <2 x double> %414, %412
  %416 = fmul fast <2 x double> %415, <double 7.000000e+00, double 8.000000e+00>
  %417 = fmul fast double %410, %410
  %418 = fsub fast double %313, %417
  %419 = fmul fast double %418, 6.000000e+00
  %420 = load <4 x double>, ptr %134, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #11
  store double %185, ptr %184, align 8, !tbaa !9
  %421 = fmul fast <4 x double> %420, %420
  %422 = insertelement <4 x double> poison, double %312, i64 0
  %423 = insertelement <4 x double> %422, double %301, i64 1
  %424 = insertelement <4 x double> %423, double %407, i64 2
  %425 = insertelement <4 x double> %424, double %302, i64 3
  %426 = fsub fast <4 x double> %425, %421
  %427 = fmul fast <4 x double> %426, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  %428 = fmul fast double %409, %409
  %429 = fsub fast double %300, %428
  %430 = call fast double @llvm.vector.reduce.fadd.v4f64(double %419, <4 x double> %427)
  %431 = shufflevector <2 x double> %416, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %432 = fadd fast <2 x double> %416, %431
  %433 = extractelement <2 x double> %432, i64 0
  %434 = fadd fast double %430, %433
  %435 = fadd fast double %434, %429
  %436 = fmul fast double %187, 2.000000e-06
  %437 = fdiv fast double %435, %436
  %438 = call fast double @llvm.fabs.f64(double %437)
  %439 = call fast double @llvm.maxnum.f64(double %438, double 1.000000e+00)
  %440 = fsub fast double %183, %437
  %441 = call fast double @llvm.fabs.f64(double %440)
  %442 = fmul fast double %439, 0x3EB0C6F7A0B5ED8D
  %443 = fcmp fast ole double %441, %442
  %444 = select i1 %443, ptr @.str.7, ptr @.str.8
  %445 = trunc nuw nsw i64 %181 to i32
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %445, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %437, ptr noundef nonnull %444)
  br i1 %443, label %450, label %447

447:                                              ; preds = %406
  %448 = load i32, ptr @n_fail, align 4, !tbaa !11
  %449 = add nsw i32 %448, 1
  store i32 %449, ptr @n_fail, align 4, !tbaa !11
  br label %450

450:                                              ; preds = %447, %406
  %451 = add nuw nsw i64 %181, 1
  %452 = icmp eq i64 %451, %156
  br i1 %452, label %453, label %180, !llvm.loop !22

453:                                              ; preds = %450
  call void @free(ptr noundef nonnull %153) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  store <4 x double> <double 1.000000e+02, double 1.010000e+02, double 1.020000e+02, double 1.030000e+02>, ptr %11, align 16, !tbaa !9
  store <4 x double> <double 1.040000e+02, double 1.050000e+02, double 1.060000e+02, double 1.070000e+02>, ptr %137, align 16, !tbaa !9
  store <4 x double> <double 1.080000e+02, double 1.090000e+02, double 1.100000e+02, double 1.110000e+02>, ptr %138, align 16, !tbaa !9
  %454 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %148) #11
  %455 = call noalias ptr @malloc(i64 noundef %152) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %455, ptr nonnull readonly align 16 %9, i64 %155, i1 false)
  %456 = sdiv i32 %148, 2
  %457 = sext i32 %456 to i64
  %458 = shl nsw i64 %457, 3
  %459 = getelementptr double, ptr %122, i64 %154
  %460 = getelementptr double, ptr %123, i64 %154
  %461 = add nsw i64 %156, -1
  %462 = and i64 %156, 3
  %463 = icmp ult i64 %461, 3
  %464 = and i64 %156, 2147483644
  %465 = icmp eq i64 %462, 0
  %466 = and i64 %156, 3
  %467 = icmp ult i64 %461, 3
  %468 = and i64 %156, 2147483644
  %469 = icmp eq i64 %466, 0
  %470 = and i64 %156, 3
  %471 = icmp ult i64 %461, 3
  %472 = and i64 %156, 2147483644
  %473 = icmp eq i64 %470, 0
  %474 = and i64 %156, 3
  %475 = icmp ult i64 %461, 3
  %476 = and i64 %156, 2147483644
  %477 = icmp eq i64 %474, 0
  br label %478

478:                                              ; preds = %453, %762
  %479 = phi i64 [ 0, %453 ], [ %763, %762 ]
  %480 = getelementptr inbounds double, ptr %10, i64 %479
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = getelementptr inbounds double, ptr %455, i64 %479
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = call fast double @llvm.fabs.f64(double %483)
  %485 = call fast double @llvm.maxnum.f64(double %484, double 1.000000e+00)
  %486 = fmul fast double %485, 0x3EB0C6F7A0B5ED8D
  %487 = fadd fast double %486, %483
  store double %487, ptr %482, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7) #11
  %488 = call noalias ptr @malloc(i64 noundef %155) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %488, ptr readonly align 8 %455, i64 %155, i1 false)
  br i1 %463, label %489, label %507

489:                                              ; preds = %507, %478
  %490 = phi i64 [ 0, %478 ], [ %542, %507 ]
  br i1 %465, label %506, label %491

491:                                              ; preds = %489, %491
  %492 = phi i64 [ %496, %491 ], [ %490, %489 ]
  %493 = phi i64 [ %504, %491 ], [ 0, %489 ]
  %494 = getelementptr inbounds double, ptr %488, i64 %492
  %495 = load double, ptr %494, align 8, !tbaa !9
  %496 = add nuw nsw i64 %492, 1
  %497 = icmp eq i64 %496, %156
  %498 = select i1 %497, i64 0, i64 %496
  %499 = getelementptr inbounds double, ptr %488, i64 %498
  %500 = load double, ptr %499, align 8, !tbaa !9
  %501 = fmul fast double %500, 5.000000e-01
  %502 = call fast double @llvm.exp.f64(double %501)
  %503 = fmul fast double %502, %495
  store double %503, ptr %494, align 8, !tbaa !9
  %504 = add i64 %493, 1
  %505 = icmp eq i64 %504, %462
  br i1 %505, label %506, label %491, !llvm.loop !23

506:                                              ; preds = %491, %489
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %7, i8 0, i64 %155, i1 false)
  br i1 %467, label %589, label %552

507:                                              ; preds = %478, %507
  %508 = phi i64 [ %542, %507 ], [ 0, %478 ]
  %509 = phi i64 [ %550, %507 ], [ 0, %478 ]
  %510 = getelementptr inbounds double, ptr %488, i64 %508
  %511 = load double, ptr %510, align 8, !tbaa !9
  %512 = or disjoint i64 %508, 1
  %513 = icmp eq i64 %512, %156
  %514 = select i1 %513, i64 0, i64 %512
  %515 = getelementptr inbounds double, ptr %488, i64 %514
  %516 = load double, ptr %515, align 8, !tbaa !9
  %517 = fmul fast double %516, 5.000000e-01
  %518 = call fast double @llvm.exp.f64(double %517)
  %519 = fmul fast double %518, %511
  store double %519, ptr %510, align 8, !tbaa !9
  %520 = getelementptr inbounds double, ptr %488, i64 %512
  %521 = load double, ptr %520, align 8, !tbaa !9
  %522 = or disjoint i64 %508, 2
  %523 = icmp eq i64 %522, %156
  %524 = select i1 %523, i64 0, i64 %522
  %525 = getelementptr inbounds double, ptr %488, i64 %524
  %526 = load double, ptr %525, align 8, !tbaa !9
  %527 = fmul fast double %526, 5.000000e-01
  %528 = call fast double @llvm.exp.f64(double %527)
  %529 = fmul fast double %528, %521
  store double %529, ptr %520, align 8, !tbaa !9
  %530 = getelementptr inbounds double, ptr %488, i64 %522
  %531 = load double, ptr %530, align 8, !tbaa !9
  %532 = or disjoint i64 %508, 3
  %533 = icmp eq i64 %532, %156
  %534 = select i1 %533, i64 0, i64 %532
  %535 = getelementptr inbounds double, ptr %488, i64 %534
  %536 = load double, ptr %535, align 8, !tbaa !9
  %537 = fmul fast double %536, 5.000000e-01
  %538 = call fast double @llvm.exp.f64(double %537)
  %539 = fmul fast double %538, %531
  store double %539, ptr %530, align 8, !tbaa !9
  %540 = getelementptr inbounds double, ptr %488, i64 %532
  %541 = load double, ptr %540, align 8, !tbaa !9
  %542 = add nuw nsw i64 %508, 4
  %543 = icmp eq i64 %542, %156
  %544 = select i1 %543, i64 0, i64 %542
  %545 = getelementptr inbounds double, ptr %488, i64 %544
  %546 = load double, ptr %545, align 8, !tbaa !9
  %547 = fmul fast double %546, 5.000000e-01
  %548 = call fast double @llvm.exp.f64(double %547)
  %549 = fmul fast double %548, %541
  store double %549, ptr %540, align 8, !tbaa !9
  %550 = add i64 %509, 4
  %551 = icmp eq i64 %550, %464
  br i1 %551, label %489, label %507, !llvm.loop !25

552:                                              ; preds = %506, %552
  %553 = phi i64 [ %581, %552 ], [ 0, %506 ]
  %554 = phi i64 [ %587, %552 ], [ 0, %506 ]
  %555 = getelementptr inbounds double, ptr %488, i64 %553
  %556 = load double, ptr %555, align 8, !tbaa !9
  %557 = or disjoint i64 %553, 1
  %558 = icmp eq i64 %557, %156
  %559 = select i1 %558, i64 0, i64 %557
  %560 = getelementptr inbounds double, ptr %7, i64 %559
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = fadd fast double %561, %556
  store double %562, ptr %560, align 8, !tbaa !9
  %563 = getelementptr inbounds double, ptr %488, i64 %557
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = or disjoint i64 %553, 2
  %566 = icmp eq i64 %565, %156
  %567 = select i1 %566, i64 0, i64 %565
  %568 = getelementptr inbounds double, ptr %7, i64 %567
  %569 = load double, ptr %568, align 16, !tbaa !9
  %570 = fadd fast double %569, %564
  store double %570, ptr %568, align 16, !tbaa !9
  %571 = getelementptr inbounds double, ptr %488, i64 %565
  %572 = load double, ptr %571, align 8, !tbaa !9
  %573 = or disjoint i64 %553, 3
  %574 = icmp eq i64 %573, %156
  %575 = select i1 %574, i64 0, i64 %573
  %576 = getelementptr inbounds double, ptr %7, i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = fadd fast double %577, %572
  store double %578, ptr %576, align 8, !tbaa !9
  %579 = getelementptr inbounds double, ptr %488, i64 %573
  %580 = load double, ptr %579, align 8, !tbaa !9
  %581 = add nuw nsw i64 %553, 4
  %582 = icmp eq i64 %581, %156
  %583 = select i1 %582, i64 0, i64 %581
  %584 = getelementptr inbounds double, ptr %7, i64 %583
  %585 = load double, ptr %584, align 16, !tbaa !9
  %586 = fadd fast double %585, %580
  store double %586, ptr %584, align 16, !tbaa !9
  %587 = add i64 %554, 4
  %588 = icmp eq i64 %587, %468
  br i1 %588, label %589, label %552, !llvm.loop !26

589:                                              ; preds = %552, %506
  %590 = phi i64 [ 0, %506 ], [ %581, %552 ]
  br i1 %469, label %604, label %591

591:                                              ; preds = %589, %591
  %592 = phi i64 [ %596, %591 ], [ %590, %589 ]
  %593 = phi i64 [ %602, %591 ], [ 0, %589 ]
  %594 = getelementptr inbounds double, ptr %488, i64 %592
  %595 = load double, ptr %594, align 8, !tbaa !9
  %596 = add nuw nsw i64 %592, 1
  %597 = icmp eq i64 %596, %156
  %598 = select i1 %597, i64 0, i64 %596
  %599 = getelementptr inbounds double, ptr %7, i64 %598
  %600 = load double, ptr %599, align 8, !tbaa !9
  %601 = fadd fast double %600, %595
  store double %601, ptr %599, align 8, !tbaa !9
  %602 = add i64 %593, 1
  %603 = icmp eq i64 %602, %466
  br i1 %603, label %604, label %591, !llvm.loop !27

604:                                              ; preds = %591, %589
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr nonnull align 8 %488, i64 %458, i1 false)
  store i64 0, ptr %459, align 8
  call void @free(ptr noundef nonnull %488) #11
  br label %605

605:                                              ; preds = %605, %604
  %606 = phi i64 [ 0, %604 ], [ %614, %605 ]
  %607 = phi double [ 0.000000e+00, %604 ], [ %613, %605 ]
  %608 = getelementptr inbounds double, ptr %13, i64 %606
  %609 = load double, ptr %608, align 8, !tbaa !9
  %610 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %606
  %611 = load double, ptr %610, align 8, !tbaa !9
  %612 = fmul fast double %611, %609
  %613 = fadd fast double %612, %607
  %614 = add nuw nsw i64 %606, 1
  %615 = icmp eq i64 %614, %156
  br i1 %615, label %616, label %605, !llvm.loop !28

616:                                              ; preds = %605
  %617 = fsub fast double %483, %486
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #11
  store double %617, ptr %482, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #11
  %618 = call noalias ptr @malloc(i64 noundef %155) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %618, ptr readonly align 8 %455, i64 %155, i1 false)
  br i1 %471, label %619, label %637

619:                                              ; preds = %637, %616
  %620 = phi i64 [ 0, %616 ], [ %672, %637 ]
  br i1 %473, label %636, label %621

621:                                              ; preds = %619, %621
  %622 = phi i64 [ %626, %621 ], [ %620, %619 ]
  %623 = phi i64 [ %634, %621 ], [ 0, %619 ]
  %624 = getelementptr inbounds double, ptr %618, i64 %622
  %625 = load double, ptr %624, align 8, !tbaa !9
  %626 = add nuw nsw i64 %622, 1
  %627 = icmp eq i64 %626, %156
  %628 = select i1 %627, i64 0, i64 %626
  %629 = getelementptr inbounds double, ptr %618, i64 %628
  %630 = load double, ptr %629, align 8, !tbaa !9
  %631 = fmul fast double %630, 5.000000e-01
  %632 = call fast double @llvm.exp.f64(double %631)
  %633 = fmul fast double %632, %625
  store double %633, ptr %624, align 8, !tbaa !9
  %634 = add i64 %623, 1
  %635 = icmp eq i64 %634, %470
  br i1 %635, label %636, label %621, !llvm.loop !29

636:                                              ; preds = %621, %619
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %8, i8 0, i64 %155, i1 false)
  br i1 %475, label %719, label %682

637:                                              ; preds = %616, %637
  %638 = phi i64 [ %672, %637 ], [ 0, %616 ]
  %639 = phi i64 [ %680, %637 ], [ 0, %616 ]
  %640 = getelementptr inbounds double, ptr %618, i64 %638
  %641 = load double, ptr %640, align 8, !tbaa !9
  %642 = or disjoint i64 %638, 1
  %643 = icmp eq i64 %642, %156
  %644 = select i1 %643, i64 0, i64 %642
  %645 = getelementptr inbounds double, ptr %618, i64 %644
  %646 = load double, ptr %645, align 8, !tbaa !9
  %647 = fmul fast double %646, 5.000000e-01
  %648 = call fast double @llvm.exp.f64(double %647)
  %649 = fmul fast double %648, %641
  store double %649, ptr %640, align 8, !tbaa !9
  %650 = getelementptr inbounds double, ptr %618, i64 %642
  %651 = load double, ptr %650, align 8, !tbaa !9
  %652 = or disjoint i64 %638, 2
  %653 = icmp eq i64 %652, %156
  %654 = select i1 %653, i64 0, i64 %652
  %655 = getelementptr inbounds double, ptr %618, i64 %654
  %656 = load double, ptr %655, align 8, !tbaa !9
  %657 = fmul fast double %656, 5.000000e-01
  %658 = call fast double @llvm.exp.f64(double %657)
  %659 = fmul fast double %658, %651
  store double %659, ptr %650, align 8, !tbaa !9
  %660 = getelementptr inbounds double, ptr %618, i64 %652
  %661 = load double, ptr %660, align 8, !tbaa !9
  %662 = or disjoint i64 %638, 3
  %663 = icmp eq i64 %662, %156
  %664 = select i1 %663, i64 0, i64 %662
  %665 = getelementptr inbounds double, ptr %618, i64 %664
  %666 = load double, ptr %665, align 8, !tbaa !9
  %667 = fmul fast double %666, 5.000000e-01
  %668 = call fast double @llvm.exp.f64(double %667)
  %669 = fmul fast double %668, %661
  store double %669, ptr %660, align 8, !tbaa !9
  %670 = getelementptr inbounds double, ptr %618, i64 %662
  %671 = load double, ptr %670, align 8, !tbaa !9
  %672 = add nuw nsw i64 %638, 4
  %673 = icmp eq i64 %672, %156
  %674 = select i1 %673, i64 0, i64 %672
  %675 = getelementptr inbounds double, ptr %618, i64 %674
  %676 = load double, ptr %675, align 8, !tbaa !9
  %677 = fmul fast double %676, 5.000000e-01
  %678 = call fast double @llvm.exp.f64(double %677)
  %679 = fmul fast double %678, %671
  store double %679, ptr %670, align 8, !tbaa !9
  %680 = add i64 %639, 4
  %681 = icmp eq i64 %680, %472
  br i1 %681, label %619, label %637, !llvm.loop !25

682:                                              ; preds = %636, %682
  %683 = phi i64 [ %711, %682 ], [ 0, %636 ]
  %684 = phi i64 [ %717, %682 ], [ 0, %636 ]
  %685 = getelementptr inbounds double, ptr %618, i64 %683
  %686 = load double, ptr %685, align 8, !tbaa !9
  %687 = or disjoint i64 %683, 1
  %688 = icmp eq i64 %687, %156
  %689 = select i1 %688, i64 0, i64 %687
  %690 = getelementptr inbounds double, ptr %8, i64 %689
  %691 = load double, ptr %690, align 8, !tbaa !9
  %692 = fadd fast double %691, %686
  store double %692, ptr %690, align 8, !tbaa !9
  %693 = getelementptr inbounds double, ptr %618, i64 %687
  %694 = load double, ptr %693, align 8, !tbaa !9
  %695 = or disjoint i64 %683, 2
  %696 = icmp eq i64 %695, %156
  %697 = select i1 %696, i64 0, i64 %695
  %698 = getelementptr inbounds double, ptr %8, i64 %697
  %699 = load double, ptr %698, align 16, !tbaa !9
  %700 = fadd fast double %699, %694
  store double %700, ptr %698, align 16, !tbaa !9
  %701 = getelementptr inbounds double, ptr %618, i64 %695
  %702 = load double, ptr %701, align 8, !tbaa !9
  %703 = or disjoint i64 %683, 3
  %704 = icmp eq i64 %703, %156
  %705 = select i1 %704, i64 0, i64 %703
  %706 = getelementptr inbounds double, ptr %8, i64 %705
  %707 = load double, ptr %706, align 8, !tbaa !9
  %708 = fadd fast double %707, %702
  store double %708, ptr %706, align 8, !tbaa !9
  %709 = getelementptr inbounds double, ptr %618, i64 %703
  %710 = load double, ptr %709, align 8, !tbaa !9
  %711 = add nuw nsw i64 %683, 4
  %712 = icmp eq i64 %711, %156
  %713 = select i1 %712, i64 0, i64 %711
  %714 = getelementptr inbounds double, ptr %8, i64 %713
  %715 = load double, ptr %714, align 16, !tbaa !9
  %716 = fadd fast double %715, %710
  store double %716, ptr %714, align 16, !tbaa !9
  %717 = add i64 %684, 4
  %718 = icmp eq i64 %717, %476
  br i1 %718, label %719, label %682, !llvm.loop !26

719:                                              ; preds = %682, %636
  %720 = phi i64 [ 0, %636 ], [ %711, %682 ]
  br i1 %477, label %734, label %721

721:                                              ; preds = %719, %721
  %722 = phi i64 [ %726, %721 ], [ %720, %719 ]
  %723 = phi i64 [ %732, %721 ], [ 0, %719 ]
  %724 = getelementptr inbounds double, ptr %618, i64 %722
  %725 = load double, ptr %724, align 8, !tbaa !9
  %726 = add nuw nsw i64 %722, 1
  %727 = icmp eq i64 %726, %156
  %728 = select i1 %727, i64 0, i64 %726
  %729 = getelementptr inbounds double, ptr %8, i64 %728
  %730 = load double, ptr %729, align 8, !tbaa !9
  %731 = fadd fast double %730, %725
  store double %731, ptr %729, align 8, !tbaa !9
  %732 = add i64 %723, 1
  %733 = icmp eq i64 %732, %474
  br i1 %733, label %734, label %721, !llvm.loop !30

734:                                              ; preds = %721, %719
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull align 8 %618, i64 %458, i1 false)
  store i64 0, ptr %460, align 8
  call void @free(ptr noundef nonnull %618) #11
  br label %735

735:                                              ; preds = %735, %734
  %736 = phi i64 [ 0, %734 ], [ %744, %735 ]
  %737 = phi double [ 0.000000e+00, %734 ], [ %743, %735 ]
  %738 = getelementptr inbounds double, ptr %13, i64 %736
  %739 = load double, ptr %738, align 8, !tbaa !9
  %740 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %736
  %741 = load double, ptr %740, align 8, !tbaa !9
  %742 = fmul fast double %741, %739
  %743 = fadd fast double %742, %737
  %744 = add nuw nsw i64 %736, 1
  %745 = icmp eq i64 %744, %156
  br i1 %745, label %746, label %735, !llvm.loop !31

746:                                              ; preds = %735
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #11
  store double %483, ptr %482, align 8, !tbaa !9
  %747 = fsub fast double %613, %743
  %748 = fmul fast double %485, 2.000000e-06
  %749 = fdiv fast double %747, %748
  %750 = call fast double @llvm.fabs.f64(double %749)
  %751 = call fast double @llvm.maxnum.f64(double %750, double 1.000000e+00)
  %752 = fsub fast double %481, %749
  %753 = call fast double @llvm.fabs.f64(double %752)
  %754 = fmul fast double %751, 0x3EB0C6F7A0B5ED8D
  %755 = fcmp fast ole double %753, %754
  %756 = select i1 %755, ptr @.str.7, ptr @.str.8
  %757 = trunc nuw nsw i64 %479 to i32
  %758 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %757, double noundef nofpclass(nan inf) %481, double noundef nofpclass(nan inf) %749, ptr noundef nonnull %756)
  br i1 %755, label %762, label %759

759:                                              ; preds = %746
  %760 = load i32, ptr @n_fail, align 4, !tbaa !11
  %761 = add nsw i32 %760, 1
  store i32 %761, ptr @n_fail, align 4, !tbaa !11
  br label %762

762:                                              ; preds = %759, %746
  %763 = add nuw nsw i64 %479, 1
  %764 = icmp eq i64 %763, %156
  br i1 %764, label %765, label %478, !llvm.loop !22

765:                                              ; preds = %762
  call void @free(ptr noundef nonnull %455) #11
  %766 = call noalias ptr @malloc(i64 noundef %155) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %766, ptr nonnull readonly align 16 %9, i64 %155, i1 false)
  %767 = and i64 %156, 3
  %768 = icmp ult i64 %461, 3
  br i1 %768, label %771, label %769

769:                                              ; preds = %765
  %770 = and i64 %156, 2147483644
  br label %795

771:                                              ; preds = %795, %765
  %772 = phi i64 [ 0, %765 ], [ %833, %795 ]
  %773 = icmp eq i64 %767, 0
  br i1 %773, label %790, label %774

774:                                              ; preds = %771, %774
  %775 = phi i64 [ %779, %774 ], [ %772, %771 ]
  %776 = phi i64 [ %788, %774 ], [ 0, %771 ]
  %777 = getelementptr inbounds double, ptr %766, i64 %775
  %778 = load double, ptr %777, align 8, !tbaa !9
  %779 = add nuw nsw i64 %775, 1
  %780 = icmp eq i64 %779, %156
  %781 = and i64 %779, 4294967295
  %782 = select i1 %780, i64 0, i64 %781
  %783 = getelementptr inbounds double, ptr %766, i64 %782
  %784 = load double, ptr %783, align 8, !tbaa !9
  %785 = fmul fast double %784, 5.000000e-01
  %786 = call fast double @llvm.exp.f64(double %785)
  %787 = fmul fast double %786, %778
  store double %787, ptr %777, align 8, !tbaa !9
  %788 = add i64 %776, 1
  %789 = icmp eq i64 %788, %767
  br i1 %789, label %790, label %774, !llvm.loop !32

790:                                              ; preds = %774, %771
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %14, i8 0, i64 %155, i1 false)
  %791 = and i64 %156, 3
  %792 = icmp ult i64 %461, 3
  br i1 %792, label %885, label %793

793:                                              ; preds = %790
  %794 = and i64 %156, 2147483644
  br label %844

795:                                              ; preds = %795, %769
  %796 = phi i64 [ 0, %769 ], [ %833, %795 ]
  %797 = phi i64 [ 0, %769 ], [ %842, %795 ]
  %798 = getelementptr inbounds double, ptr %766, i64 %796
  %799 = load double, ptr %798, align 8, !tbaa !9
  %800 = or disjoint i64 %796, 1
  %801 = icmp eq i64 %800, %156
  %802 = and i64 %800, 4294967293
  %803 = select i1 %801, i64 0, i64 %802
  %804 = getelementptr inbounds double, ptr %766, i64 %803
  %805 = load double, ptr %804, align 8, !tbaa !9
  %806 = fmul fast double %805, 5.000000e-01
  %807 = call fast double @llvm.exp.f64(double %806)
  %808 = fmul fast double %807, %799
  store double %808, ptr %798, align 8, !tbaa !9
  %809 = getelementptr inbounds double, ptr %766, i64 %800
  %810 = load double, ptr %809, align 8, !tbaa !9
  %811 = or disjoint i64 %796, 2
  %812 = icmp eq i64 %811, %156
  %813 = and i64 %811, 4294967294
  %814 = select i1 %812, i64 0, i64 %813
  %815 = getelementptr inbounds double, ptr %766, i64 %814
  %816 = load double, ptr %815, align 8, !tbaa !9
  %817 = fmul fast double %816, 5.000000e-01
  %818 = call fast double @llvm.exp.f64(double %817)
  %819 = fmul fast double %818, %810
  store double %819, ptr %809, align 8, !tbaa !9
  %820 = getelementptr inbounds double, ptr %766, i64 %811
  %821 = load double, ptr %820, align 8, !tbaa !9
  %822 = or disjoint i64 %796, 3
  %823 = icmp eq i64 %822, %156
  %824 = and i64 %822, 4294967295
  %825 = select i1 %823, i64 0, i64 %824
  %826 = getelementptr inbounds double, ptr %766, i64 %825
  %827 = load double, ptr %826, align 8, !tbaa !9
  %828 = fmul fast double %827, 5.000000e-01
  %829 = call fast double @llvm.exp.f64(double %828)
  %830 = fmul fast double %829, %821
  store double %830, ptr %820, align 8, !tbaa !9
  %831 = getelementptr inbounds double, ptr %766, i64 %822
  %832 = load double, ptr %831, align 8, !tbaa !9
  %833 = add nuw nsw i64 %796, 4
  %834 = icmp eq i64 %833, %156
  %835 = and i64 %833, 4294967292
  %836 = select i1 %834, i64 0, i64 %835
  %837 = getelementptr inbounds double, ptr %766, i64 %836
  %838 = load double, ptr %837, align 8, !tbaa !9
  %839 = fmul fast double %838, 5.000000e-01
  %840 = call fast double @llvm.exp.f64(double %839)
  %841 = fmul fast double %840, %832
  store double %841, ptr %831, align 8, !tbaa !9
  %842 = add i64 %797, 4
  %843 = icmp eq i64 %842, %770
  br i1 %843, label %771, label %795, !llvm.loop !25

844:                                              ; preds = %844, %793
  %845 = phi i64 [ 0, %793 ], [ %876, %844 ]
  %846 = phi i64 [ 0, %793 ], [ %883, %844 ]
  %847 = getelementptr inbounds double, ptr %766, i64 %845
  %848 = load double, ptr %847, align 8, !tbaa !9
  %849 = or disjoint i64 %845, 1
  %850 = icmp eq i64 %849, %156
  %851 = and i64 %849, 4294967293
  %852 = select i1 %850, i64 0, i64 %851
  %853 = getelementptr inbounds double, ptr %14, i64 %852
  %854 = load double, ptr %853, align 8, !tbaa !9
  %855 = fadd fast double %854, %848
  store double %855, ptr %853, align 8, !tbaa !9
  %856 = getelementptr inbounds double, ptr %766, i64 %849
  %857 = load double, ptr %856, align 8, !tbaa !9
  %858 = or disjoint i64 %845, 2
  %859 = icmp eq i64 %858, %156
  %860 = and i64 %858, 4294967294
  %861 = select i1 %859, i64 0, i64 %860
  %862 = getelementptr inbounds double, ptr %14, i64 %861
  %863 = load double, ptr %862, align 16, !tbaa !9
  %864 = fadd fast double %863, %857
  store double %864, ptr %862, align 16, !tbaa !9
  %865 = getelementptr inbounds double, ptr %766, i64 %858
  %866 = load double, ptr %865, align 8, !tbaa !9
  %867 = or disjoint i64 %845, 3
  %868 = icmp eq i64 %867, %156
  %869 = and i64 %867, 4294967295
  %870 = select i1 %868, i64 0, i64 %869
  %871 = getelementptr inbounds double, ptr %14, i64 %870
  %872 = load double, ptr %871, align 8, !tbaa !9
  %873 = fadd fast double %872, %866
  store double %873, ptr %871, align 8, !tbaa !9
  %874 = getelementptr inbounds double, ptr %766, i64 %867
  %875 = load double, ptr %874, align 8, !tbaa !9
  %876 = add nuw nsw i64 %845, 4
  %877 = icmp eq i64 %876, %156
  %878 = and i64 %876, 4294967292
  %879 = select i1 %877, i64 0, i64 %878
  %880 = getelementptr inbounds double, ptr %14, i64 %879
  %881 = load double, ptr %880, align 16, !tbaa !9
  %882 = fadd fast double %881, %875
  store double %882, ptr %880, align 16, !tbaa !9
  %883 = add i64 %846, 4
  %884 = icmp eq i64 %883, %794
  br i1 %884, label %885, label %844, !llvm.loop !26

885:                                              ; preds = %844, %790
  %886 = phi i64 [ 0, %790 ], [ %876, %844 ]
  %887 = icmp eq i64 %791, 0
  br i1 %887, label %902, label %888

888:                                              ; preds = %885, %888
  %889 = phi i64 [ %893, %888 ], [ %886, %885 ]
  %890 = phi i64 [ %900, %888 ], [ 0, %885 ]
  %891 = getelementptr inbounds double, ptr %766, i64 %889
  %892 = load double, ptr %891, align 8, !tbaa !9
  %893 = add nuw nsw i64 %889, 1
  %894 = icmp eq i64 %893, %156
  %895 = and i64 %893, 4294967295
  %896 = select i1 %894, i64 0, i64 %895
  %897 = getelementptr inbounds double, ptr %14, i64 %896
  %898 = load double, ptr %897, align 8, !tbaa !9
  %899 = fadd fast double %898, %892
  store double %899, ptr %897, align 8, !tbaa !9
  %900 = add i64 %890, 1
  %901 = icmp eq i64 %900, %791
  br i1 %901, label %902, label %888, !llvm.loop !33

902:                                              ; preds = %888, %885
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %14, ptr nonnull align 8 %766, i64 %458, i1 false)
  %903 = getelementptr double, ptr %124, i64 %154
  store i64 0, ptr %903, align 8
  call void @free(ptr noundef nonnull %766) #11
  br label %904

904:                                              ; preds = %902, %922
  %905 = phi i64 [ 0, %902 ], [ %923, %922 ]
  %906 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %905
  %907 = load double, ptr %906, align 8, !tbaa !9
  %908 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 %905
  %909 = load double, ptr %908, align 8, !tbaa !9
  %910 = call fast double @llvm.fabs.f64(double %909)
  %911 = call fast double @llvm.maxnum.f64(double %910, double 1.000000e+00)
  %912 = fsub fast double %907, %909
  %913 = call fast double @llvm.fabs.f64(double %912)
  %914 = fmul fast double %911, 0x3D719799812DEA11
  %915 = fcmp fast ole double %913, %914
  %916 = select i1 %915, ptr @.str.7, ptr @.str.8
  %917 = trunc nuw nsw i64 %905 to i32
  %918 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %917, double noundef nofpclass(nan inf) %907, double noundef nofpclass(nan inf) %909, ptr noundef nonnull %916)
  br i1 %915, label %922, label %919

919:                                              ; preds = %904
  %920 = load i32, ptr @n_fail, align 4, !tbaa !11
  %921 = add nsw i32 %920, 1
  store i32 %921, ptr @n_fail, align 4, !tbaa !11
  br label %922

922:                                              ; preds = %904, %919
  %923 = add nuw nsw i64 %905, 1
  %924 = icmp eq i64 %923, %151
  br i1 %924, label %1238, label %904, !llvm.loop !34

925:                                              ; preds = %1249
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  %926 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %927 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %928 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, i32 noundef %926, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %927, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %148) #11
  %929 = call noalias ptr @malloc(i64 noundef %152) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %929, ptr nonnull readonly align 16 %9, i64 %155, i1 false)
  %930 = getelementptr double, ptr %125, i64 %154
  %931 = getelementptr double, ptr %126, i64 %154
  %932 = and i64 %156, 3
  %933 = icmp ult i64 %461, 3
  %934 = and i64 %156, 2147483644
  %935 = icmp eq i64 %932, 0
  %936 = and i64 %156, 3
  %937 = icmp ult i64 %461, 3
  %938 = and i64 %156, 2147483644
  %939 = icmp eq i64 %936, 0
  %940 = and i64 %156, 3
  %941 = icmp ult i64 %461, 3
  %942 = and i64 %156, 2147483644
  %943 = icmp eq i64 %940, 0
  %944 = and i64 %156, 3
  %945 = icmp ult i64 %461, 3
  %946 = and i64 %156, 2147483644
  %947 = icmp eq i64 %944, 0
  br label %948

948:                                              ; preds = %925, %1232
  %949 = phi i64 [ 0, %925 ], [ %1233, %1232 ]
  %950 = getelementptr inbounds double, ptr %10, i64 %949
  %951 = load double, ptr %950, align 8, !tbaa !9
  %952 = getelementptr inbounds double, ptr %929, i64 %949
  %953 = load double, ptr %952, align 8, !tbaa !9
  %954 = call fast double @llvm.fabs.f64(double %953)
  %955 = call fast double @llvm.maxnum.f64(double %954, double 1.000000e+00)
  %956 = fmul fast double %955, 0x3EB0C6F7A0B5ED8D
  %957 = fadd fast double %956, %953
  store double %957, ptr %952, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #11
  %958 = call noalias ptr @malloc(i64 noundef %155) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %958, ptr readonly align 8 %929, i64 %155, i1 false)
  br i1 %933, label %959, label %977

959:                                              ; preds = %977, %948
  %960 = phi i64 [ 0, %948 ], [ %1012, %977 ]
  br i1 %935, label %976, label %961

961:                                              ; preds = %959, %961
  %962 = phi i64 [ %966, %961 ], [ %960, %959 ]
  %963 = phi i64 [ %974, %961 ], [ 0, %959 ]
  %964 = getelementptr inbounds double, ptr %958, i64 %962
  %965 = load double, ptr %964, align 8, !tbaa !9
  %966 = add nuw nsw i64 %962, 1
  %967 = icmp eq i64 %966, %156
  %968 = select i1 %967, i64 0, i64 %966
  %969 = getelementptr inbounds double, ptr %958, i64 %968
  %970 = load double, ptr %969, align 8, !tbaa !9
  %971 = fmul fast double %970, 5.000000e-01
  %972 = call fast double @llvm.exp.f64(double %971)
  %973 = fmul fast double %972, %965
  store double %973, ptr %964, align 8, !tbaa !9
  %974 = add i64 %963, 1
  %975 = icmp eq i64 %974, %932
  br i1 %975, label %976, label %961, !llvm.loop !35

976:                                              ; preds = %961, %959
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %5, i8 0, i64 %155, i1 false)
  br i1 %937, label %1059, label %1022

977:                                              ; preds = %948, %977
  %978 = phi i64 [ %1012, %977 ], [ 0, %948 ]
  %979 = phi i64 [ %1020, %977 ], [ 0, %948 ]
  %980 = getelementptr inbounds double, ptr %958, i64 %978
  %981 = load double, ptr %980, align 8, !tbaa !9
  %982 = or disjoint i64 %978, 1
  %983 = icmp eq i64 %982, %156
  %984 = select i1 %983, i64 0, i64 %982
  %985 = getelementptr inbounds double, ptr %958, i64 %984
  %986 = load double, ptr %985, align 8, !tbaa !9
  %987 = fmul fast double %986, 5.000000e-01
  %988 = call fast double @llvm.exp.f64(double %987)
  %989 = fmul fast double %988, %981
  store double %989, ptr %980, align 8, !tbaa !9
  %990 = getelementptr inbounds double, ptr %958, i64 %982
  %991 = load double, ptr %990, align 8, !tbaa !9
  %992 = or disjoint i64 %978, 2
  %993 = icmp eq i64 %992, %156
  %994 = select i1 %993, i64 0, i64 %992
  %995 = getelementptr inbounds double, ptr %958, i64 %994
  %996 = load double, ptr %995, align 8, !tbaa !9
  %997 = fmul fast double %996, 5.000000e-01
  %998 = call fast double @llvm.exp.f64(double %997)
  %999 = fmul fast double %998, %991
  store double %999, ptr %990, align 8, !tbaa !9
  %1000 = getelementptr inbounds double, ptr %958, i64 %992
  %1001 = load double, ptr %1000, align 8, !tbaa !9
  %1002 = or disjoint i64 %978, 3
  %1003 = icmp eq i64 %1002, %156
  %1004 = select i1 %1003, i64 0, i64 %1002
  %1005 = getelementptr inbounds double, ptr %958, i64 %1004
  %1006 = load double, ptr %1005, align 8, !tbaa !9
  %1007 = fmul fast double %1006, 5.000000e-01
  %1008 = call fast double @llvm.exp.f64(double %1007)
  %1009 = fmul fast double %1008, %1001
  store double %1009, ptr %1000, align 8, !tbaa !9
  %1010 = getelementptr inbounds double, ptr %958, i64 %1002
  %1011 = load double, ptr %1010, align 8, !tbaa !9
  %1012 = add nuw nsw i64 %978, 4
  %1013 = icmp eq i64 %1012, %156
  %1014 = select i1 %1013, i64 0, i64 %1012
  %1015 = getelementptr inbounds double, ptr %958, i64 %1014
  %1016 = load double, ptr %1015, align 8, !tbaa !9
  %1017 = fmul fast double %1016, 5.000000e-01
  %1018 = call fast double @llvm.exp.f64(double %1017)
  %1019 = fmul fast double %1018, %1011
  store double %1019, ptr %1010, align 8, !tbaa !9
  %1020 = add i64 %979, 4
  %1021 = icmp eq i64 %1020, %934
  br i1 %1021, label %959, label %977, !llvm.loop !25

1022:                                             ; preds = %976, %1022
  %1023 = phi i64 [ %1051, %1022 ], [ 0, %976 ]
  %1024 = phi i64 [ %1057, %1022 ], [ 0, %976 ]
  %1025 = getelementptr inbounds double, ptr %958, i64 %1023
  %1026 = load double, ptr %1025, align 8, !tbaa !9
  %1027 = or disjoint i64 %1023, 1
  %1028 = icmp eq i64 %1027, %156
  %1029 = select i1 %1028, i64 0, i64 %1027
  %1030 = getelementptr inbounds double, ptr %5, i64 %1029
  %1031 = load double, ptr %1030, align 8, !tbaa !9
  %1032 = fadd fast double %1031, %1026
  store double %1032, ptr %1030, align 8, !tbaa !9
  %1033 = getelementptr inbounds double, ptr %958, i64 %1027
  %1034 = load double, ptr %1033, align 8, !tbaa !9
  %1035 = or disjoint i64 %1023, 2
  %1036 = icmp eq i64 %1035, %156
  %1037 = select i1 %1036, i64 0, i64 %1035
  %1038 = getelementptr inbounds double, ptr %5, i64 %1037
  %1039 = load double, ptr %1038, align 16, !tbaa !9
  %1040 = fadd fast double %1039, %1034
  store double %1040, ptr %1038, align 16, !tbaa !9
  %1041 = getelementptr inbounds double, ptr %958, i64 %1035
  %1042 = load double, ptr %1041, align 8, !tbaa !9
  %1043 = or disjoint i64 %1023, 3
  %1044 = icmp eq i64 %1043, %156
  %1045 = select i1 %1044, i64 0, i64 %1043
  %1046 = getelementptr inbounds double, ptr %5, i64 %1045
  %1047 = load double, ptr %1046, align 8, !tbaa !9
  %1048 = fadd fast double %1047, %1042
  store double %1048, ptr %1046, align 8, !tbaa !9
  %1049 = getelementptr inbounds double, ptr %958, i64 %1043
  %1050 = load double, ptr %1049, align 8, !tbaa !9
  %1051 = add nuw nsw i64 %1023, 4
  %1052 = icmp eq i64 %1051, %156
  %1053 = select i1 %1052, i64 0, i64 %1051
  %1054 = getelementptr inbounds double, ptr %5, i64 %1053
  %1055 = load double, ptr %1054, align 16, !tbaa !9
  %1056 = fadd fast double %1055, %1050
  store double %1056, ptr %1054, align 16, !tbaa !9
  %1057 = add i64 %1024, 4
  %1058 = icmp eq i64 %1057, %938
  br i1 %1058, label %1059, label %1022, !llvm.loop !26

1059:                                             ; preds = %1022, %976
  %1060 = phi i64 [ 0, %976 ], [ %1051, %1022 ]
  br i1 %939, label %1074, label %1061

1061:                                             ; preds = %1059, %1061
  %1062 = phi i64 [ %1066, %1061 ], [ %1060, %1059 ]
  %1063 = phi i64 [ %1072, %1061 ], [ 0, %1059 ]
  %1064 = getelementptr inbounds double, ptr %958, i64 %1062
  %1065 = load double, ptr %1064, align 8, !tbaa !9
  %1066 = add nuw nsw i64 %1062, 1
  %1067 = icmp eq i64 %1066, %156
  %1068 = select i1 %1067, i64 0, i64 %1066
  %1069 = getelementptr inbounds double, ptr %5, i64 %1068
  %1070 = load double, ptr %1069, align 8, !tbaa !9
  %1071 = fadd fast double %1070, %1065
  store double %1071, ptr %1069, align 8, !tbaa !9
  %1072 = add i64 %1063, 1
  %1073 = icmp eq i64 %1072, %936
  br i1 %1073, label %1074, label %1061, !llvm.loop !36

1074:                                             ; preds = %1061, %1059
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 8 %958, i64 %458, i1 false)
  store i64 0, ptr %930, align 8
  call void @free(ptr noundef nonnull %958) #11
  br label %1075

1075:                                             ; preds = %1075, %1074
  %1076 = phi i64 [ 0, %1074 ], [ %1084, %1075 ]
  %1077 = phi double [ 0.000000e+00, %1074 ], [ %1083, %1075 ]
  %1078 = getelementptr inbounds double, ptr %13, i64 %1076
  %1079 = load double, ptr %1078, align 8, !tbaa !9
  %1080 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %1076
  %1081 = load double, ptr %1080, align 8, !tbaa !9
  %1082 = fmul fast double %1081, %1079
  %1083 = fadd fast double %1082, %1077
  %1084 = add nuw nsw i64 %1076, 1
  %1085 = icmp eq i64 %1084, %156
  br i1 %1085, label %1086, label %1075, !llvm.loop !37

1086:                                             ; preds = %1075
  %1087 = fsub fast double %953, %956
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #11
  store double %1087, ptr %952, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #11
  %1088 = call noalias ptr @malloc(i64 noundef %155) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1088, ptr readonly align 8 %929, i64 %155, i1 false)
  br i1 %941, label %1089, label %1107

1089:                                             ; preds = %1107, %1086
  %1090 = phi i64 [ 0, %1086 ], [ %1142, %1107 ]
  br i1 %943, label %1106, label %1091

1091:                                             ; preds = %1089, %1091
  %1092 = phi i64 [ %1096, %1091 ], [ %1090, %1089 ]
  %1093 = phi i64 [ %1104, %1091 ], [ 0, %1089 ]
  %1094 = getelementptr inbounds double, ptr %1088, i64 %1092
  %1095 = load double, ptr %1094, align 8, !tbaa !9
  %1096 = add nuw nsw i64 %1092, 1
  %1097 = icmp eq i64 %1096, %156
  %1098 = select i1 %1097, i64 0, i64 %1096
  %1099 = getelementptr inbounds double, ptr %1088, i64 %1098
  %1100 = load double, ptr %1099, align 8, !tbaa !9
  %1101 = fmul fast double %1100, 5.000000e-01
  %1102 = call fast double @llvm.exp.f64(double %1101)
  %1103 = fmul fast double %1102, %1095
  store double %1103, ptr %1094, align 8, !tbaa !9
  %1104 = add i64 %1093, 1
  %1105 = icmp eq i64 %1104, %940
  br i1 %1105, label %1106, label %1091, !llvm.loop !38

1106:                                             ; preds = %1091, %1089
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %6, i8 0, i64 %155, i1 false)
  br i1 %945, label %1189, label %1152

1107:                                             ; preds = %1086, %1107
  %1108 = phi i64 [ %1142, %1107 ], [ 0, %1086 ]
  %1109 = phi i64 [ %1150, %1107 ], [ 0, %1086 ]
  %1110 = getelementptr inbounds double, ptr %1088, i64 %1108
  %1111 = load double, ptr %1110, align 8, !tbaa !9
  %1112 = or disjoint i64 %1108, 1
  %1113 = icmp eq i64 %1112, %156
  %1114 = select i1 %1113, i64 0, i64 %1112
  %1115 = getelementptr inbounds double, ptr %1088, i64 %1114
  %1116 = load double, ptr %1115, align 8, !tbaa !9
  %1117 = fmul fast double %1116, 5.000000e-01
  %1118 = call fast double @llvm.exp.f64(double %1117)
  %1119 = fmul fast double %1118, %1111
  store double %1119, ptr %1110, align 8, !tbaa !9
  %1120 = getelementptr inbounds double, ptr %1088, i64 %1112
  %1121 = load double, ptr %1120, align 8, !tbaa !9
  %1122 = or disjoint i64 %1108, 2
  %1123 = icmp eq i64 %1122, %156
  %1124 = select i1 %1123, i64 0, i64 %1122
  %1125 = getelementptr inbounds double, ptr %1088, i64 %1124
  %1126 = load double, ptr %1125, align 8, !tbaa !9
  %1127 = fmul fast double %1126, 5.000000e-01
  %1128 = call fast double @llvm.exp.f64(double %1127)
  %1129 = fmul fast double %1128, %1121
  store double %1129, ptr %1120, align 8, !tbaa !9
  %1130 = getelementptr inbounds double, ptr %1088, i64 %1122
  %1131 = load double, ptr %1130, align 8, !tbaa !9
  %1132 = or disjoint i64 %1108, 3
  %1133 = icmp eq i64 %1132, %156
  %1134 = select i1 %1133, i64 0, i64 %1132
  %1135 = getelementptr inbounds double, ptr %1088, i64 %1134
  %1136 = load double, ptr %1135, align 8, !tbaa !9
  %1137 = fmul fast double %1136, 5.000000e-01
  %1138 = call fast double @llvm.exp.f64(double %1137)
  %1139 = fmul fast double %1138, %1131
  store double %1139, ptr %1130, align 8, !tbaa !9
  %1140 = getelementptr inbounds double, ptr %1088, i64 %1132
  %1141 = load double, ptr %1140, align 8, !tbaa !9
  %1142 = add nuw nsw i64 %1108, 4
  %1143 = icmp eq i64 %1142, %156
  %1144 = select i1 %1143, i64 0, i64 %1142
  %1145 = getelementptr inbounds double, ptr %1088, i64 %1144
  %1146 = load double, ptr %1145, align 8, !tbaa !9
  %1147 = fmul fast double %1146, 5.000000e-01
  %1148 = call fast double @llvm.exp.f64(double %1147)
  %1149 = fmul fast double %1148, %1141
  store double %1149, ptr %1140, align 8, !tbaa !9
  %1150 = add i64 %1109, 4
  %1151 = icmp eq i64 %1150, %942
  br i1 %1151, label %1089, label %1107, !llvm.loop !25

1152:                                             ; preds = %1106, %1152
  %1153 = phi i64 [ %1181, %1152 ], [ 0, %1106 ]
  %1154 = phi i64 [ %1187, %1152 ], [ 0, %1106 ]
  %1155 = getelementptr inbounds double, ptr %1088, i64 %1153
  %1156 = load double, ptr %1155, align 8, !tbaa !9
  %1157 = or disjoint i64 %1153, 1
  %1158 = icmp eq i64 %1157, %156
  %1159 = select i1 %1158, i64 0, i64 %1157
  %1160 = getelementptr inbounds double, ptr %6, i64 %1159
  %1161 = load double, ptr %1160, align 8, !tbaa !9
  %1162 = fadd fast double %1161, %1156
  store double %1162, ptr %1160, align 8, !tbaa !9
  %1163 = getelementptr inbounds double, ptr %1088, i64 %1157
  %1164 = load double, ptr %1163, align 8, !tbaa !9
  %1165 = or disjoint i64 %1153, 2
  %1166 = icmp eq i64 %1165, %156
  %1167 = select i1 %1166, i64 0, i64 %1165
  %1168 = getelementptr inbounds double, ptr %6, i64 %1167
  %1169 = load double, ptr %1168, align 16, !tbaa !9
  %1170 = fadd fast double %1169, %1164
  store double %1170, ptr %1168, align 16, !tbaa !9
  %1171 = getelementptr inbounds double, ptr %1088, i64 %1165
  %1172 = load double, ptr %1171, align 8, !tbaa !9
  %1173 = or disjoint i64 %1153, 3
  %1174 = icmp eq i64 %1173, %156
  %1175 = select i1 %1174, i64 0, i64 %1173
  %1176 = getelementptr inbounds double, ptr %6, i64 %1175
  %1177 = load double, ptr %1176, align 8, !tbaa !9
  %1178 = fadd fast double %1177, %1172
  store double %1178, ptr %1176, align 8, !tbaa !9
  %1179 = getelementptr inbounds double, ptr %1088, i64 %1173
  %1180 = load double, ptr %1179, align 8, !tbaa !9
  %1181 = add nuw nsw i64 %1153, 4
  %1182 = icmp eq i64 %1181, %156
  %1183 = select i1 %1182, i64 0, i64 %1181
  %1184 = getelementptr inbounds double, ptr %6, i64 %1183
  %1185 = load double, ptr %1184, align 16, !tbaa !9
  %1186 = fadd fast double %1185, %1180
  store double %1186, ptr %1184, align 16, !tbaa !9
  %1187 = add i64 %1154, 4
  %1188 = icmp eq i64 %1187, %946
  br i1 %1188, label %1189, label %1152, !llvm.loop !26

1189:                                             ; preds = %1152, %1106
  %1190 = phi i64 [ 0, %1106 ], [ %1181, %1152 ]
  br i1 %947, label %1204, label %1191

1191:                                             ; preds = %1189, %1191
  %1192 = phi i64 [ %1196, %1191 ], [ %1190, %1189 ]
  %1193 = phi i64 [ %1202, %1191 ], [ 0, %1189 ]
  %1194 = getelementptr inbounds double, ptr %1088, i64 %1192
  %1195 = load double, ptr %1194, align 8, !tbaa !9
  %1196 = add nuw nsw i64 %1192, 1
  %1197 = icmp eq i64 %1196, %156
  %1198 = select i1 %1197, i64 0, i64 %1196
  %1199 = getelementptr inbounds double, ptr %6, i64 %1198
  %1200 = load double, ptr %1199, align 8, !tbaa !9
  %1201 = fadd fast double %1200, %1195
  store double %1201, ptr %1199, align 8, !tbaa !9
  %1202 = add i64 %1193, 1
  %1203 = icmp eq i64 %1202, %944
  br i1 %1203, label %1204, label %1191, !llvm.loop !39

1204:                                             ; preds = %1191, %1189
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull align 8 %1088, i64 %458, i1 false)
  store i64 0, ptr %931, align 8
  call void @free(ptr noundef nonnull %1088) #11
  br label %1205

1205:                                             ; preds = %1205, %1204
  %1206 = phi i64 [ 0, %1204 ], [ %1214, %1205 ]
  %1207 = phi double [ 0.000000e+00, %1204 ], [ %1213, %1205 ]
  %1208 = getelementptr inbounds double, ptr %13, i64 %1206
  %1209 = load double, ptr %1208, align 8, !tbaa !9
  %1210 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %1206
  %1211 = load double, ptr %1210, align 8, !tbaa !9
  %1212 = fmul fast double %1211, %1209
  %1213 = fadd fast double %1212, %1207
  %1214 = add nuw nsw i64 %1206, 1
  %1215 = icmp eq i64 %1214, %156
  br i1 %1215, label %1216, label %1205, !llvm.loop !40

1216:                                             ; preds = %1205
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #11
  store double %953, ptr %952, align 8, !tbaa !9
  %1217 = fsub fast double %1083, %1213
  %1218 = fmul fast double %955, 2.000000e-06
  %1219 = fdiv fast double %1217, %1218
  %1220 = call fast double @llvm.fabs.f64(double %1219)
  %1221 = call fast double @llvm.maxnum.f64(double %1220, double 1.000000e+00)
  %1222 = fsub fast double %951, %1219
  %1223 = call fast double @llvm.fabs.f64(double %1222)
  %1224 = fmul fast double %1221, 0x3EB0C6F7A0B5ED8D
  %1225 = fcmp fast ole double %1223, %1224
  %1226 = select i1 %1225, ptr @.str.7, ptr @.str.8
  %1227 = trunc nuw nsw i64 %949 to i32
  %1228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %1227, double noundef nofpclass(nan inf) %951, double noundef nofpclass(nan inf) %1219, ptr noundef nonnull %1226)
  br i1 %1225, label %1232, label %1229

1229:                                             ; preds = %1216
  %1230 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1231 = add nsw i32 %1230, 1
  store i32 %1231, ptr @n_fail, align 4, !tbaa !11
  br label %1232

1232:                                             ; preds = %1229, %1216
  %1233 = add nuw nsw i64 %949, 1
  %1234 = icmp eq i64 %1233, %156
  br i1 %1234, label %1235, label %948, !llvm.loop !22

1235:                                             ; preds = %1232
  call void @free(ptr noundef nonnull %929) #11
  %1236 = add nuw nsw i64 %146, 1
  %1237 = icmp eq i64 %1236, 3
  br i1 %1237, label %139, label %145, !llvm.loop !41

1238:                                             ; preds = %922, %1249
  %1239 = phi i64 [ %1250, %1249 ], [ 0, %922 ]
  %1240 = getelementptr inbounds [12 x double], ptr %12, i64 0, i64 %1239
  %1241 = load double, ptr %1240, align 8, !tbaa !9
  %1242 = fcmp fast oeq double %1241, 0.000000e+00
  %1243 = select i1 %1242, ptr @.str.7, ptr @.str.8
  %1244 = trunc nuw nsw i64 %1239 to i32
  %1245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %1244, double noundef nofpclass(nan inf) %1241, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1243)
  br i1 %1242, label %1249, label %1246

1246:                                             ; preds = %1238
  %1247 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1248 = add nsw i32 %1247, 1
  store i32 %1248, ptr @n_fail, align 4, !tbaa !11
  br label %1249

1249:                                             ; preds = %1238, %1246
  %1250 = add nuw nsw i64 %1239, 1
  %1251 = icmp eq i64 %1250, %151
  br i1 %1251, label %925, label %1238, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @mcopy(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = alloca [24 x double], align 16
  %4 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %5 = sext i32 %1 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds double, ptr %3, i64 %5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %7, ptr align 8 %0, i64 %6, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %125

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 16
  br i1 %11, label %12, label %14

12:                                               ; preds = %32, %9
  %13 = phi i64 [ 0, %9 ], [ %15, %32 ]
  br label %110

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483632
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %30, %16 ]
  %18 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = getelementptr inbounds i8, ptr %18, i64 64
  %21 = getelementptr inbounds i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 16, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 16, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 16, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 16, !tbaa !9
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  store <4 x double> %26, ptr %18, align 16, !tbaa !9
  store <4 x double> %27, ptr %19, align 16, !tbaa !9
  store <4 x double> %28, ptr %20, align 16, !tbaa !9
  store <4 x double> %29, ptr %21, align 16, !tbaa !9
  %30 = add nuw i64 %17, 16
  %31 = icmp eq i64 %30, %15
  br i1 %31, label %32, label %16, !llvm.loop !43

32:                                               ; preds = %16
  %33 = icmp eq i64 %15, %10
  br i1 %33, label %34, label %12

34:                                               ; preds = %110, %32
  %35 = shl nuw i32 %1, 1
  br i1 %8, label %36, label %125

36:                                               ; preds = %34
  %37 = tail call i32 @llvm.smax.i32(i32 %35, i32 1)
  %38 = zext nneg i32 %37 to i64
  %39 = icmp slt i32 %35, 4
  %40 = add nsw i64 %38, -9
  %41 = icmp ult i64 %40, -8
  %42 = select i1 %39, i1 true, i1 %41
  br i1 %42, label %43, label %66

43:                                               ; preds = %108, %36
  %44 = phi i64 [ 0, %36 ], [ %67, %108 ]
  %45 = and i64 %38, 1
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %62, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %44
  %49 = load double, ptr %48, align 16, !tbaa !9
  %50 = or disjoint i64 %44, 1
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = urem i32 %51, %35
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call fast double @llvm.sin.f64(double %55)
  %57 = fmul fast double %56, %49
  %58 = and i64 %44, 4
  %59 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %58
  %60 = load double, ptr %59, align 16, !tbaa !9
  %61 = fadd fast double %57, %60
  store double %61, ptr %59, align 16, !tbaa !9
  br label %62

62:                                               ; preds = %47, %43
  %63 = phi i64 [ %44, %43 ], [ %50, %47 ]
  %64 = add nsw i64 %38, -1
  %65 = icmp eq i64 %44, %64
  br i1 %65, label %117, label %142

66:                                               ; preds = %36
  %67 = and i64 %38, 12
  br label %68

68:                                               ; preds = %68, %66
  %69 = phi i64 [ 0, %66 ], [ %106, %68 ]
  %70 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %69
  %71 = load <4 x double>, ptr %70, align 16, !tbaa !9
  %72 = trunc i64 %69 to i32
  %73 = or disjoint i32 %72, 1
  %74 = trunc i64 %69 to i32
  %75 = or disjoint i32 %74, 2
  %76 = trunc i64 %69 to i32
  %77 = or disjoint i32 %76, 3
  %78 = trunc i64 %69 to i32
  %79 = add i32 %78, 4
  %80 = urem i32 %73, %35
  %81 = urem i32 %75, %35
  %82 = urem i32 %77, %35
  %83 = urem i32 %79, %35
  %84 = zext nneg i32 %80 to i64
  %85 = zext nneg i32 %81 to i64
  %86 = zext nneg i32 %82 to i64
  %87 = zext nneg i32 %83 to i64
  %88 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %84
  %89 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %85
  %90 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %86
  %91 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %87
  %92 = load double, ptr %88, align 8, !tbaa !9
  %93 = load double, ptr %89, align 16, !tbaa !9
  %94 = load double, ptr %90, align 8, !tbaa !9
  %95 = load double, ptr %91, align 16, !tbaa !9
  %96 = insertelement <4 x double> poison, double %92, i64 0
  %97 = insertelement <4 x double> %96, double %93, i64 1
  %98 = insertelement <4 x double> %97, double %94, i64 2
  %99 = insertelement <4 x double> %98, double %95, i64 3
  %100 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %99)
  %101 = fmul fast <4 x double> %100, %71
  %102 = and i64 %69, 4
  %103 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %102
  %104 = load <4 x double>, ptr %103, align 16, !tbaa !9
  %105 = fadd fast <4 x double> %101, %104
  store <4 x double> %105, ptr %103, align 16, !tbaa !9
  %106 = add nuw i64 %69, 4
  %107 = icmp eq i64 %106, %67
  br i1 %107, label %108, label %68, !llvm.loop !44

108:                                              ; preds = %68
  %109 = icmp eq i64 %67, %38
  br i1 %109, label %117, label %43

110:                                              ; preds = %12, %110
  %111 = phi i64 [ %115, %110 ], [ %13, %12 ]
  %112 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = fmul fast double %113, %113
  store double %114, ptr %112, align 8, !tbaa !9
  %115 = add nuw nsw i64 %111, 1
  %116 = icmp eq i64 %115, %10
  br i1 %116, label %34, label %110, !llvm.loop !45

117:                                              ; preds = %62, %142, %108
  %118 = load double, ptr %4, align 16, !tbaa !9
  %119 = getelementptr inbounds i8, ptr %4, i64 8
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = getelementptr inbounds i8, ptr %4, i64 16
  %122 = load <2 x double>, ptr %121, align 16, !tbaa !9
  %123 = getelementptr inbounds i8, ptr %4, i64 32
  %124 = load <4 x double>, ptr %123, align 16, !tbaa !9
  br label %125

125:                                              ; preds = %2, %117, %34
  %126 = phi double [ %120, %117 ], [ 0.000000e+00, %34 ], [ 0.000000e+00, %2 ]
  %127 = phi double [ %118, %117 ], [ 0.000000e+00, %34 ], [ 0.000000e+00, %2 ]
  %128 = phi <4 x double> [ %124, %117 ], [ zeroinitializer, %34 ], [ zeroinitializer, %2 ]
  %129 = phi <2 x double> [ %122, %117 ], [ zeroinitializer, %34 ], [ zeroinitializer, %2 ]
  %130 = fmul fast double %126, %126
  %131 = fmul fast <2 x double> %129, %129
  %132 = fmul fast <4 x double> %128, %128
  %133 = insertelement <8 x double> poison, double %130, i64 0
  %134 = insertelement <8 x double> %133, double %127, i64 1
  %135 = shufflevector <2 x double> %131, <2 x double> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %136 = shufflevector <8 x double> %134, <8 x double> %135, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>
  %137 = shufflevector <4 x double> %132, <4 x double> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %138 = shufflevector <8 x double> %136, <8 x double> %137, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %139 = shufflevector <8 x double> <double 2.000000e+00, double poison, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>, <8 x double> %138, <8 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %140 = fmul fast <8 x double> %138, %139
  %141 = tail call fast double @llvm.vector.reduce.fadd.v8f64(double -0.000000e+00, <8 x double> %140)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #11
  ret double %141

142:                                              ; preds = %62, %142
  %143 = phi i64 [ %160, %142 ], [ %63, %62 ]
  %144 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = add nuw nsw i64 %143, 1
  %147 = trunc nuw nsw i64 %146 to i32
  %148 = urem i32 %147, %35
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = tail call fast double @llvm.sin.f64(double %151)
  %153 = fmul fast double %152, %145
  %154 = and i64 %143, 7
  %155 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !9
  %157 = fadd fast double %153, %156
  store double %157, ptr %155, align 8, !tbaa !9
  %158 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %146
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = add nuw nsw i64 %143, 2
  %161 = trunc nuw nsw i64 %160 to i32
  %162 = urem i32 %161, %35
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = tail call fast double @llvm.sin.f64(double %165)
  %167 = fmul fast double %166, %159
  %168 = and i64 %146, 7
  %169 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = fadd fast double %167, %170
  store double %171, ptr %169, align 8, !tbaa !9
  %172 = icmp eq i64 %160, %38
  br i1 %172, label %117, label %142, !llvm.loop !46
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal void @mout(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) #0 {
  %4 = sext i32 %2 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #12
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %0, i64 %5, i1 false)
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  tail call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 %5, i1 false)
  br label %107

9:                                                ; preds = %3
  %10 = zext nneg i32 %2 to i64
  %11 = and i64 %10, 3
  %12 = icmp ult i32 %2, 4
  br i1 %12, label %15, label %13

13:                                               ; preds = %9
  %14 = and i64 %10, 2147483644
  br label %41

15:                                               ; preds = %41, %9
  %16 = phi i64 [ 0, %9 ], [ %79, %41 ]
  %17 = icmp eq i64 %11, 0
  br i1 %17, label %34, label %18

18:                                               ; preds = %15, %18
  %19 = phi i64 [ %23, %18 ], [ %16, %15 ]
  %20 = phi i64 [ %32, %18 ], [ 0, %15 ]
  %21 = getelementptr inbounds double, ptr %6, i64 %19
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = add nuw nsw i64 %19, 1
  %24 = icmp eq i64 %23, %10
  %25 = and i64 %23, 4294967295
  %26 = select i1 %24, i64 0, i64 %25
  %27 = getelementptr inbounds double, ptr %6, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul fast double %28, 5.000000e-01
  %30 = tail call fast double @llvm.exp.f64(double %29)
  %31 = fmul fast double %30, %22
  store double %31, ptr %21, align 8, !tbaa !9
  %32 = add i64 %20, 1
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %18, !llvm.loop !47

34:                                               ; preds = %18, %15
  tail call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 %5, i1 false)
  br i1 %7, label %35, label %107

35:                                               ; preds = %34
  %36 = zext nneg i32 %2 to i64
  %37 = and i64 %36, 3
  %38 = icmp ult i32 %2, 4
  br i1 %38, label %90, label %39

39:                                               ; preds = %35
  %40 = and i64 %36, 2147483644
  br label %113

41:                                               ; preds = %41, %13
  %42 = phi i64 [ 0, %13 ], [ %79, %41 ]
  %43 = phi i64 [ 0, %13 ], [ %88, %41 ]
  %44 = getelementptr inbounds double, ptr %6, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = or disjoint i64 %42, 1
  %47 = icmp eq i64 %46, %10
  %48 = and i64 %46, 4294967293
  %49 = select i1 %47, i64 0, i64 %48
  %50 = getelementptr inbounds double, ptr %6, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fmul fast double %51, 5.000000e-01
  %53 = tail call fast double @llvm.exp.f64(double %52)
  %54 = fmul fast double %53, %45
  store double %54, ptr %44, align 8, !tbaa !9
  %55 = getelementptr inbounds double, ptr %6, i64 %46
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = or disjoint i64 %42, 2
  %58 = icmp eq i64 %57, %10
  %59 = and i64 %57, 4294967294
  %60 = select i1 %58, i64 0, i64 %59
  %61 = getelementptr inbounds double, ptr %6, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = fmul fast double %62, 5.000000e-01
  %64 = tail call fast double @llvm.exp.f64(double %63)
  %65 = fmul fast double %64, %56
  store double %65, ptr %55, align 8, !tbaa !9
  %66 = getelementptr inbounds double, ptr %6, i64 %57
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = or disjoint i64 %42, 3
  %69 = icmp eq i64 %68, %10
  %70 = and i64 %68, 4294967295
  %71 = select i1 %69, i64 0, i64 %70
  %72 = getelementptr inbounds double, ptr %6, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = fmul fast double %73, 5.000000e-01
  %75 = tail call fast double @llvm.exp.f64(double %74)
  %76 = fmul fast double %75, %67
  store double %76, ptr %66, align 8, !tbaa !9
  %77 = getelementptr inbounds double, ptr %6, i64 %68
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = add nuw nsw i64 %42, 4
  %80 = icmp eq i64 %79, %10
  %81 = and i64 %79, 4294967292
  %82 = select i1 %80, i64 0, i64 %81
  %83 = getelementptr inbounds double, ptr %6, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul fast double %84, 5.000000e-01
  %86 = tail call fast double @llvm.exp.f64(double %85)
  %87 = fmul fast double %86, %78
  store double %87, ptr %77, align 8, !tbaa !9
  %88 = add i64 %43, 4
  %89 = icmp eq i64 %88, %14
  br i1 %89, label %15, label %41, !llvm.loop !25

90:                                               ; preds = %113, %35
  %91 = phi i64 [ 0, %35 ], [ %145, %113 ]
  %92 = icmp eq i64 %37, 0
  br i1 %92, label %107, label %93

93:                                               ; preds = %90, %93
  %94 = phi i64 [ %98, %93 ], [ %91, %90 ]
  %95 = phi i64 [ %105, %93 ], [ 0, %90 ]
  %96 = getelementptr inbounds double, ptr %6, i64 %94
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = add nuw nsw i64 %94, 1
  %99 = icmp eq i64 %98, %36
  %100 = and i64 %98, 4294967295
  %101 = select i1 %99, i64 0, i64 %100
  %102 = getelementptr inbounds double, ptr %1, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = fadd fast double %103, %97
  store double %104, ptr %102, align 8, !tbaa !9
  %105 = add i64 %95, 1
  %106 = icmp eq i64 %105, %37
  br i1 %106, label %107, label %93, !llvm.loop !48

107:                                              ; preds = %90, %93, %8, %34
  %108 = sdiv i32 %2, 2
  %109 = sext i32 %108 to i64
  %110 = shl nsw i64 %109, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %6, i64 %110, i1 false)
  %111 = getelementptr inbounds double, ptr %1, i64 %4
  %112 = getelementptr inbounds i8, ptr %111, i64 -8
  store i64 0, ptr %112, align 8
  tail call void @free(ptr noundef %6) #11
  ret void

113:                                              ; preds = %113, %39
  %114 = phi i64 [ 0, %39 ], [ %145, %113 ]
  %115 = phi i64 [ 0, %39 ], [ %152, %113 ]
  %116 = getelementptr inbounds double, ptr %6, i64 %114
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = or disjoint i64 %114, 1
  %119 = icmp eq i64 %118, %36
  %120 = and i64 %118, 4294967293
  %121 = select i1 %119, i64 0, i64 %120
  %122 = getelementptr inbounds double, ptr %1, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = fadd fast double %123, %117
  store double %124, ptr %122, align 8, !tbaa !9
  %125 = getelementptr inbounds double, ptr %6, i64 %118
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = or disjoint i64 %114, 2
  %128 = icmp eq i64 %127, %36
  %129 = and i64 %127, 4294967294
  %130 = select i1 %128, i64 0, i64 %129
  %131 = getelementptr inbounds double, ptr %1, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = fadd fast double %132, %126
  store double %133, ptr %131, align 8, !tbaa !9
  %134 = getelementptr inbounds double, ptr %6, i64 %127
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = or disjoint i64 %114, 3
  %137 = icmp eq i64 %136, %36
  %138 = and i64 %136, 4294967295
  %139 = select i1 %137, i64 0, i64 %138
  %140 = getelementptr inbounds double, ptr %1, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = fadd fast double %141, %135
  store double %142, ptr %140, align 8, !tbaa !9
  %143 = getelementptr inbounds double, ptr %6, i64 %136
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = add nuw nsw i64 %114, 4
  %146 = icmp eq i64 %145, %36
  %147 = and i64 %145, 4294967292
  %148 = select i1 %146, i64 0, i64 %147
  %149 = getelementptr inbounds double, ptr %1, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = fadd fast double %150, %144
  store double %151, ptr %149, align 8, !tbaa !9
  %152 = add i64 %115, 4
  %153 = icmp eq i64 %152, %40
  br i1 %153, label %90, label %113, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v8f64(double, <8 x double>) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14, !16}
!19 = distinct !{!19, !14, !15, !16}
!20 = distinct !{!20, !14, !16, !15}
!21 = distinct !{!21, !14, !16}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !14, !15, !16}
!29 = distinct !{!29, !24}
!30 = distinct !{!30, !24}
!31 = distinct !{!31, !14, !15, !16}
!32 = distinct !{!32, !24}
!33 = distinct !{!33, !24}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !24}
!36 = distinct !{!36, !24}
!37 = distinct !{!37, !14, !15, !16}
!38 = distinct !{!38, !24}
!39 = distinct !{!39, !24}
!40 = distinct !{!40, !14, !15, !16}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14, !16, !15}
!44 = distinct !{!44, !14, !16, !15}
!45 = distinct !{!45, !14, !15, !16}
!46 = distinct !{!46, !14, !16}
!47 = distinct !{!47, !24}
!48 = distinct !{!48, !24}
