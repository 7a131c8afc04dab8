; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr }

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
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [12 x double], align 16
  %12 = alloca [12 x double], align 16
  %13 = alloca [12 x double], align 16
  %14 = alloca [12 x double], align 16
  %15 = alloca [12 x double], align 16
  %16 = alloca [12 x double], align 16
  %17 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %12) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %16) #12
  %18 = load i64, ptr @rng_state, align 8, !tbaa !5
  %19 = mul i64 %18, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = insertelement <4 x i64> poison, i64 %20, i64 0
  %28 = insertelement <4 x i64> %27, i64 %22, i64 1
  %29 = insertelement <4 x i64> %28, i64 %24, i64 2
  %30 = insertelement <4 x i64> %29, i64 %26, i64 3
  %31 = lshr <4 x i64> %30, <i64 10, i64 10, i64 10, i64 10>
  %32 = and <4 x i64> %31, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %33 = uitofp nneg <4 x i64> %32 to <4 x double>
  %34 = fmul fast <4 x double> %33, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %35 = fadd fast <4 x double> %34, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %35, ptr %11, align 16, !tbaa !9
  %36 = mul i64 %26, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %11, i64 32
  %38 = add i64 %36, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = insertelement <4 x i64> poison, i64 %38, i64 0
  %46 = insertelement <4 x i64> %45, i64 %40, i64 1
  %47 = insertelement <4 x i64> %46, i64 %42, i64 2
  %48 = insertelement <4 x i64> %47, i64 %44, i64 3
  %49 = lshr <4 x i64> %48, <i64 10, i64 10, i64 10, i64 10>
  %50 = and <4 x i64> %49, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %51 = uitofp nneg <4 x i64> %50 to <4 x double>
  %52 = fmul fast <4 x double> %51, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %53 = fadd fast <4 x double> %52, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %53, ptr %37, align 16, !tbaa !9
  %54 = mul i64 %44, 6364136223846793005
  %55 = getelementptr inbounds i8, ptr %11, i64 64
  %56 = add i64 %54, 1442695040888963407
  %57 = mul i64 %56, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = insertelement <4 x i64> poison, i64 %56, i64 0
  %64 = insertelement <4 x i64> %63, i64 %58, i64 1
  %65 = insertelement <4 x i64> %64, i64 %60, i64 2
  %66 = insertelement <4 x i64> %65, i64 %62, i64 3
  %67 = lshr <4 x i64> %66, <i64 10, i64 10, i64 10, i64 10>
  %68 = and <4 x i64> %67, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <4 x i64> %68 to <4 x double>
  %70 = fmul fast <4 x double> %69, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %71 = fadd fast <4 x double> %70, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %71, ptr %55, align 16, !tbaa !9
  %72 = mul i64 %62, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = mul i64 %77, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = insertelement <4 x i64> poison, i64 %73, i64 0
  %81 = insertelement <4 x i64> %80, i64 %75, i64 1
  %82 = insertelement <4 x i64> %81, i64 %77, i64 2
  %83 = insertelement <4 x i64> %82, i64 %79, i64 3
  %84 = lshr <4 x i64> %83, <i64 10, i64 10, i64 10, i64 10>
  %85 = and <4 x i64> %84, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %86 = uitofp nneg <4 x i64> %85 to <4 x double>
  %87 = fmul fast <4 x double> %86, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %88 = fadd fast <4 x double> %87, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %88, ptr %15, align 16, !tbaa !9
  %89 = mul i64 %79, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %15, i64 32
  %91 = add i64 %89, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <4 x i64> poison, i64 %91, i64 0
  %99 = insertelement <4 x i64> %98, i64 %93, i64 1
  %100 = insertelement <4 x i64> %99, i64 %95, i64 2
  %101 = insertelement <4 x i64> %100, i64 %97, i64 3
  %102 = lshr <4 x i64> %101, <i64 10, i64 10, i64 10, i64 10>
  %103 = and <4 x i64> %102, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %104 = uitofp nneg <4 x i64> %103 to <4 x double>
  %105 = fmul fast <4 x double> %104, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %106 = fadd fast <4 x double> %105, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %106, ptr %90, align 16, !tbaa !9
  %107 = mul i64 %97, 6364136223846793005
  %108 = getelementptr inbounds i8, ptr %15, i64 64
  %109 = add i64 %107, 1442695040888963407
  %110 = mul i64 %109, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = mul i64 %111, 6364136223846793005
  %113 = add i64 %112, 1442695040888963407
  %114 = mul i64 %113, 6364136223846793005
  %115 = add i64 %114, 1442695040888963407
  %116 = insertelement <4 x i64> poison, i64 %109, i64 0
  %117 = insertelement <4 x i64> %116, i64 %111, i64 1
  %118 = insertelement <4 x i64> %117, i64 %113, i64 2
  %119 = insertelement <4 x i64> %118, i64 %115, i64 3
  %120 = lshr <4 x i64> %119, <i64 10, i64 10, i64 10, i64 10>
  %121 = and <4 x i64> %120, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %122 = uitofp nneg <4 x i64> %121 to <4 x double>
  %123 = fmul fast <4 x double> %122, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %124 = fadd fast <4 x double> %123, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %124, ptr %108, align 16, !tbaa !9
  store i64 %115, ptr @rng_state, align 8, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %17, i64 8
  %126 = getelementptr i8, ptr %16, i64 -8
  %127 = getelementptr inbounds i8, ptr %2, i64 8
  %128 = getelementptr inbounds i8, ptr %2, i64 16
  %129 = getelementptr inbounds i8, ptr %2, i64 24
  %130 = getelementptr inbounds i8, ptr %2, i64 32
  %131 = getelementptr inbounds i8, ptr %2, i64 40
  %132 = getelementptr inbounds i8, ptr %2, i64 48
  %133 = getelementptr inbounds i8, ptr %2, i64 56
  %134 = getelementptr inbounds i8, ptr %4, i64 8
  %135 = getelementptr inbounds i8, ptr %4, i64 16
  %136 = getelementptr inbounds i8, ptr %4, i64 24
  %137 = getelementptr inbounds i8, ptr %4, i64 32
  %138 = getelementptr inbounds i8, ptr %4, i64 40
  %139 = getelementptr inbounds i8, ptr %4, i64 48
  %140 = getelementptr inbounds i8, ptr %4, i64 56
  %141 = getelementptr inbounds i8, ptr %13, i64 32
  %142 = getelementptr inbounds i8, ptr %13, i64 64
  br label %149

143:                                              ; preds = %732
  %144 = load i32, ptr @n_fail, align 4, !tbaa !11
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %144)
  %146 = load i32, ptr @n_fail, align 4, !tbaa !11
  %147 = icmp ne i32 %146, 0
  %148 = zext i1 %147 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #12
  ret i32 %148

149:                                              ; preds = %0, %732
  %150 = phi i64 [ 0, %0 ], [ %736, %732 ]
  %151 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #12
  store i32 %152, ptr %17, align 8, !tbaa !13
  store ptr %15, ptr %125, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, i8 0, i64 96, i1 false)
  %153 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mcopy, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %152) #12
  %154 = call i32 @llvm.smax.i32(i32 %152, i32 1)
  %155 = zext nneg i32 %154 to i64
  %156 = shl nuw nsw i64 %155, 3
  %157 = call noalias ptr @malloc(i64 noundef %156) #13
  %158 = sext i32 %152 to i64
  %159 = shl nsw i64 %158, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %157, ptr nonnull readonly align 16 %11, i64 %159, i1 false)
  %160 = zext i32 %152 to i64
  br label %161

161:                                              ; preds = %553, %149
  %162 = phi i64 [ 0, %149 ], [ %554, %553 ]
  %163 = getelementptr inbounds double, ptr %12, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = getelementptr inbounds double, ptr %157, i64 %162
  %166 = load double, ptr %165, align 8, !tbaa !9
  %167 = call fast double @llvm.fabs.f64(double %166)
  %168 = call fast double @llvm.maxnum.f64(double %167, double 1.000000e+00)
  %169 = fmul fast double %168, 0x3EB0C6F7A0B5ED8D
  %170 = fadd fast double %169, %166
  %171 = fsub fast double %166, %169
  store double %170, ptr %165, align 8, !tbaa !9
  %172 = load i32, ptr %17, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #12
  %173 = sext i32 %172 to i64
  %174 = shl nsw i64 %173, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %157, i64 %174, i1 false)
  %175 = getelementptr inbounds double, ptr %1, i64 %173
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %175, ptr readonly align 8 %157, i64 %174, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %176 = icmp sgt i32 %172, 0
  br i1 %176, label %177, label %324

177:                                              ; preds = %161
  %178 = zext nneg i32 %172 to i64
  %179 = icmp ult i32 %172, 16
  br i1 %179, label %180, label %182

180:                                              ; preds = %200, %177
  %181 = phi i64 [ 0, %177 ], [ %183, %200 ]
  br label %277

182:                                              ; preds = %177
  %183 = and i64 %178, 2147483632
  br label %184

184:                                              ; preds = %184, %182
  %185 = phi i64 [ 0, %182 ], [ %198, %184 ]
  %186 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %185
  %187 = getelementptr inbounds i8, ptr %186, i64 32
  %188 = getelementptr inbounds i8, ptr %186, i64 64
  %189 = getelementptr inbounds i8, ptr %186, i64 96
  %190 = load <4 x double>, ptr %186, align 16, !tbaa !9
  %191 = load <4 x double>, ptr %187, align 16, !tbaa !9
  %192 = load <4 x double>, ptr %188, align 16, !tbaa !9
  %193 = load <4 x double>, ptr %189, align 16, !tbaa !9
  %194 = fmul fast <4 x double> %190, %190
  %195 = fmul fast <4 x double> %191, %191
  %196 = fmul fast <4 x double> %192, %192
  %197 = fmul fast <4 x double> %193, %193
  store <4 x double> %194, ptr %186, align 16, !tbaa !9
  store <4 x double> %195, ptr %187, align 16, !tbaa !9
  store <4 x double> %196, ptr %188, align 16, !tbaa !9
  store <4 x double> %197, ptr %189, align 16, !tbaa !9
  %198 = add nuw i64 %185, 16
  %199 = icmp eq i64 %198, %183
  br i1 %199, label %200, label %184, !llvm.loop !17

200:                                              ; preds = %184
  %201 = icmp eq i64 %183, %178
  br i1 %201, label %202, label %180

202:                                              ; preds = %277, %200
  %203 = shl nuw i32 %172, 1
  %204 = call i32 @llvm.smax.i32(i32 %203, i32 1)
  %205 = zext nneg i32 %204 to i64
  %206 = icmp slt i32 %203, 4
  %207 = add nsw i64 %205, -9
  %208 = icmp ult i64 %207, -8
  %209 = select i1 %206, i1 true, i1 %208
  br i1 %209, label %210, label %233

210:                                              ; preds = %275, %202
  %211 = phi i64 [ 0, %202 ], [ %234, %275 ]
  %212 = and i64 %205, 1
  %213 = icmp eq i64 %212, 0
  br i1 %213, label %229, label %214

214:                                              ; preds = %210
  %215 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %211
  %216 = load double, ptr %215, align 16, !tbaa !9
  %217 = or disjoint i64 %211, 1
  %218 = trunc nuw nsw i64 %217 to i32
  %219 = urem i32 %218, %203
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = call fast double @llvm.sin.f64(double %222)
  %224 = fmul fast double %223, %216
  %225 = and i64 %211, 4
  %226 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %225
  %227 = load double, ptr %226, align 16, !tbaa !9
  %228 = fadd fast double %224, %227
  store double %228, ptr %226, align 16, !tbaa !9
  br label %229

229:                                              ; preds = %214, %210
  %230 = phi i64 [ %211, %210 ], [ %217, %214 ]
  %231 = add nsw i64 %205, -1
  %232 = icmp eq i64 %211, %231
  br i1 %232, label %284, label %293

233:                                              ; preds = %202
  %234 = and i64 %205, 12
  br label %235

235:                                              ; preds = %235, %233
  %236 = phi i64 [ 0, %233 ], [ %273, %235 ]
  %237 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %236
  %238 = load <4 x double>, ptr %237, align 16, !tbaa !9
  %239 = trunc i64 %236 to i32
  %240 = or disjoint i32 %239, 1
  %241 = trunc i64 %236 to i32
  %242 = or disjoint i32 %241, 2
  %243 = trunc i64 %236 to i32
  %244 = or disjoint i32 %243, 3
  %245 = trunc i64 %236 to i32
  %246 = add i32 %245, 4
  %247 = urem i32 %240, %203
  %248 = urem i32 %242, %203
  %249 = urem i32 %244, %203
  %250 = urem i32 %246, %203
  %251 = zext nneg i32 %247 to i64
  %252 = zext nneg i32 %248 to i64
  %253 = zext nneg i32 %249 to i64
  %254 = zext nneg i32 %250 to i64
  %255 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %251
  %256 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %252
  %257 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %253
  %258 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %254
  %259 = load double, ptr %255, align 8, !tbaa !9
  %260 = load double, ptr %256, align 16, !tbaa !9
  %261 = load double, ptr %257, align 8, !tbaa !9
  %262 = load double, ptr %258, align 16, !tbaa !9
  %263 = insertelement <4 x double> poison, double %259, i64 0
  %264 = insertelement <4 x double> %263, double %260, i64 1
  %265 = insertelement <4 x double> %264, double %261, i64 2
  %266 = insertelement <4 x double> %265, double %262, i64 3
  %267 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %266)
  %268 = fmul fast <4 x double> %267, %238
  %269 = and i64 %236, 4
  %270 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %269
  %271 = load <4 x double>, ptr %270, align 16, !tbaa !9
  %272 = fadd fast <4 x double> %268, %271
  store <4 x double> %272, ptr %270, align 16, !tbaa !9
  %273 = add nuw i64 %236, 4
  %274 = icmp eq i64 %273, %234
  br i1 %274, label %275, label %235, !llvm.loop !21

275:                                              ; preds = %235
  %276 = icmp eq i64 %234, %205
  br i1 %276, label %284, label %210

277:                                              ; preds = %180, %277
  %278 = phi i64 [ %282, %277 ], [ %181, %180 ]
  %279 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !9
  %281 = fmul fast double %280, %280
  store double %281, ptr %279, align 8, !tbaa !9
  %282 = add nuw nsw i64 %278, 1
  %283 = icmp eq i64 %282, %178
  br i1 %283, label %202, label %277, !llvm.loop !22

284:                                              ; preds = %229, %293, %275
  %285 = load double, ptr %2, align 16, !tbaa !9
  %286 = load double, ptr %127, align 8, !tbaa !9
  %287 = load double, ptr %128, align 16, !tbaa !9
  %288 = load double, ptr %129, align 8, !tbaa !9
  %289 = load double, ptr %130, align 16, !tbaa !9
  %290 = load double, ptr %131, align 8, !tbaa !9
  %291 = load double, ptr %132, align 16, !tbaa !9
  %292 = load double, ptr %133, align 8, !tbaa !9
  br label %324

293:                                              ; preds = %229, %293
  %294 = phi i64 [ %311, %293 ], [ %230, %229 ]
  %295 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %294
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = add nuw nsw i64 %294, 1
  %298 = trunc nuw nsw i64 %297 to i32
  %299 = urem i32 %298, %203
  %300 = zext nneg i32 %299 to i64
  %301 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = call fast double @llvm.sin.f64(double %302)
  %304 = fmul fast double %303, %296
  %305 = and i64 %294, 7
  %306 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %305
  %307 = load double, ptr %306, align 8, !tbaa !9
  %308 = fadd fast double %304, %307
  store double %308, ptr %306, align 8, !tbaa !9
  %309 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %297
  %310 = load double, ptr %309, align 8, !tbaa !9
  %311 = add nuw nsw i64 %294, 2
  %312 = trunc nuw nsw i64 %311 to i32
  %313 = urem i32 %312, %203
  %314 = zext nneg i32 %313 to i64
  %315 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %314
  %316 = load double, ptr %315, align 8, !tbaa !9
  %317 = call fast double @llvm.sin.f64(double %316)
  %318 = fmul fast double %317, %310
  %319 = and i64 %297, 7
  %320 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %319
  %321 = load double, ptr %320, align 8, !tbaa !9
  %322 = fadd fast double %318, %321
  store double %322, ptr %320, align 8, !tbaa !9
  %323 = icmp eq i64 %311, %205
  br i1 %323, label %284, label %293, !llvm.loop !23

324:                                              ; preds = %161, %284
  %325 = phi double [ %292, %284 ], [ 0.000000e+00, %161 ]
  %326 = phi double [ %291, %284 ], [ 0.000000e+00, %161 ]
  %327 = phi double [ %290, %284 ], [ 0.000000e+00, %161 ]
  %328 = phi double [ %289, %284 ], [ 0.000000e+00, %161 ]
  %329 = phi double [ %288, %284 ], [ 0.000000e+00, %161 ]
  %330 = phi double [ %287, %284 ], [ 0.000000e+00, %161 ]
  %331 = phi double [ %286, %284 ], [ 0.000000e+00, %161 ]
  %332 = phi double [ %285, %284 ], [ 0.000000e+00, %161 ]
  %333 = fmul fast double %332, %332
  %334 = fmul fast double %331, %331
  %335 = fmul fast double %330, %330
  %336 = fmul fast double %329, %329
  %337 = fmul fast double %328, %328
  %338 = fmul fast double %327, %327
  %339 = fmul fast double %326, %326
  %340 = fmul fast double %325, %325
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #12
  store double %171, ptr %165, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %157, i64 %174, i1 false)
  %341 = getelementptr inbounds double, ptr %3, i64 %173
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %341, ptr readonly align 8 %157, i64 %174, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  br i1 %176, label %342, label %489

342:                                              ; preds = %324
  %343 = zext nneg i32 %172 to i64
  %344 = icmp ult i32 %172, 16
  br i1 %344, label %345, label %347

345:                                              ; preds = %365, %342
  %346 = phi i64 [ 0, %342 ], [ %348, %365 ]
  br label %442

347:                                              ; preds = %342
  %348 = and i64 %343, 2147483632
  br label %349

349:                                              ; preds = %349, %347
  %350 = phi i64 [ 0, %347 ], [ %363, %349 ]
  %351 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %350
  %352 = getelementptr inbounds i8, ptr %351, i64 32
  %353 = getelementptr inbounds i8, ptr %351, i64 64
  %354 = getelementptr inbounds i8, ptr %351, i64 96
  %355 = load <4 x double>, ptr %351, align 16, !tbaa !9
  %356 = load <4 x double>, ptr %352, align 16, !tbaa !9
  %357 = load <4 x double>, ptr %353, align 16, !tbaa !9
  %358 = load <4 x double>, ptr %354, align 16, !tbaa !9
  %359 = fmul fast <4 x double> %355, %355
  %360 = fmul fast <4 x double> %356, %356
  %361 = fmul fast <4 x double> %357, %357
  %362 = fmul fast <4 x double> %358, %358
  store <4 x double> %359, ptr %351, align 16, !tbaa !9
  store <4 x double> %360, ptr %352, align 16, !tbaa !9
  store <4 x double> %361, ptr %353, align 16, !tbaa !9
  store <4 x double> %362, ptr %354, align 16, !tbaa !9
  %363 = add nuw i64 %350, 16
  %364 = icmp eq i64 %363, %348
  br i1 %364, label %365, label %349, !llvm.loop !24

365:                                              ; preds = %349
  %366 = icmp eq i64 %348, %343
  br i1 %366, label %367, label %345

367:                                              ; preds = %442, %365
  %368 = shl nuw i32 %172, 1
  %369 = call i32 @llvm.smax.i32(i32 %368, i32 1)
  %370 = zext nneg i32 %369 to i64
  %371 = icmp slt i32 %368, 4
  %372 = add nsw i64 %370, -9
  %373 = icmp ult i64 %372, -8
  %374 = select i1 %371, i1 true, i1 %373
  br i1 %374, label %375, label %398

375:                                              ; preds = %440, %367
  %376 = phi i64 [ 0, %367 ], [ %399, %440 ]
  %377 = and i64 %370, 1
  %378 = icmp eq i64 %377, 0
  br i1 %378, label %394, label %379

379:                                              ; preds = %375
  %380 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %376
  %381 = load double, ptr %380, align 16, !tbaa !9
  %382 = or disjoint i64 %376, 1
  %383 = trunc nuw nsw i64 %382 to i32
  %384 = urem i32 %383, %368
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %385
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = call fast double @llvm.sin.f64(double %387)
  %389 = fmul fast double %388, %381
  %390 = and i64 %376, 4
  %391 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %390
  %392 = load double, ptr %391, align 16, !tbaa !9
  %393 = fadd fast double %389, %392
  store double %393, ptr %391, align 16, !tbaa !9
  br label %394

394:                                              ; preds = %379, %375
  %395 = phi i64 [ %376, %375 ], [ %382, %379 ]
  %396 = add nsw i64 %370, -1
  %397 = icmp eq i64 %376, %396
  br i1 %397, label %449, label %458

398:                                              ; preds = %367
  %399 = and i64 %370, 12
  br label %400

400:                                              ; preds = %400, %398
  %401 = phi i64 [ 0, %398 ], [ %438, %400 ]
  %402 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %401
  %403 = load <4 x double>, ptr %402, align 16, !tbaa !9
  %404 = trunc i64 %401 to i32
  %405 = or disjoint i32 %404, 1
  %406 = trunc i64 %401 to i32
  %407 = or disjoint i32 %406, 2
  %408 = trunc i64 %401 to i32
  %409 = or disjoint i32 %408, 3
  %410 = trunc i64 %401 to i32
  %411 = add i32 %410, 4
  %412 = urem i32 %405, %368
  %413 = urem i32 %407, %368
  %414 = urem i32 %409, %368
  %415 = urem i32 %411, %368
  %416 = zext nneg i32 %412 to i64
  %417 = zext nneg i32 %413 to i64
  %418 = zext nneg i32 %414 to i64
  %419 = zext nneg i32 %415 to i64
  %420 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %416
  %421 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %417
  %422 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %418
  %423 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %419
  %424 = load double, ptr %420, align 8, !tbaa !9
  %425 = load double, ptr %421, align 16, !tbaa !9
  %426 = load double, ptr %422, align 8, !tbaa !9
  %427 = load double, ptr %423, align 16, !tbaa !9
  %428 = insertelement <4 x double> poison, double %424, i64 0
  %429 = insertelement <4 x double> %428, double %425, i64 1
  %430 = insertelement <4 x double> %429, double %426, i64 2
  %431 = insertelement <4 x double> %430, double %427, i64 3
  %432 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %431)
  %433 = fmul fast <4 x double> %432, %403
  %434 = and i64 %401, 4
  %435 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %434
  %436 = load <4 x double>, ptr %435, align 16, !tbaa !9
  %437 = fadd fast <4 x double> %433, %436
  store <4 x double> %437, ptr %435, align 16, !tbaa !9
  %438 = add nuw i64 %401, 4
  %439 = icmp eq i64 %438, %399
  br i1 %439, label %440, label %400, !llvm.loop !25

440:                                              ; preds = %400
  %441 = icmp eq i64 %399, %370
  br i1 %441, label %449, label %375

442:                                              ; preds = %345, %442
  %443 = phi i64 [ %447, %442 ], [ %346, %345 ]
  %444 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %443
  %445 = load double, ptr %444, align 8, !tbaa !9
  %446 = fmul fast double %445, %445
  store double %446, ptr %444, align 8, !tbaa !9
  %447 = add nuw nsw i64 %443, 1
  %448 = icmp eq i64 %447, %343
  br i1 %448, label %367, label %442, !llvm.loop !26

449:                                              ; preds = %394, %458, %440
  %450 = load double, ptr %4, align 16, !tbaa !9
  %451 = load double, ptr %134, align 8, !tbaa !9
  %452 = load double, ptr %135, align 16, !tbaa !9
  %453 = load double, ptr %136, align 8, !tbaa !9
  %454 = load double, ptr %137, align 16, !tbaa !9
  %455 = load double, ptr %138, align 8, !tbaa !9
  %456 = load double, ptr %139, align 16, !tbaa !9
  %457 = load double, ptr %140, align 8, !tbaa !9
  br label %489

458:                                              ; preds = %394, %458
  %459 = phi i64 [ %476, %458 ], [ %395, %394 ]
  %460 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %459
  %461 = load double, ptr %460, align 8, !tbaa !9
  %462 = add nuw nsw i64 %459, 1
  %463 = trunc nuw nsw i64 %462 to i32
  %464 = urem i32 %463, %368
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %465
  %467 = load double, ptr %466, align 8, !tbaa !9
  %468 = call fast double @llvm.sin.f64(double %467)
  %469 = fmul fast double %468, %461
  %470 = and i64 %459, 7
  %471 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %470
  %472 = load double, ptr %471, align 8, !tbaa !9
  %473 = fadd fast double %469, %472
  store double %473, ptr %471, align 8, !tbaa !9
  %474 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %462
  %475 = load double, ptr %474, align 8, !tbaa !9
  %476 = add nuw nsw i64 %459, 2
  %477 = trunc nuw nsw i64 %476 to i32
  %478 = urem i32 %477, %368
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %479
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = call fast double @llvm.sin.f64(double %481)
  %483 = fmul fast double %482, %475
  %484 = and i64 %462, 7
  %485 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %484
  %486 = load double, ptr %485, align 8, !tbaa !9
  %487 = fadd fast double %483, %486
  store double %487, ptr %485, align 8, !tbaa !9
  %488 = icmp eq i64 %476, %370
  br i1 %488, label %449, label %458, !llvm.loop !27

489:                                              ; preds = %324, %449
  %490 = phi double [ %457, %449 ], [ 0.000000e+00, %324 ]
  %491 = phi double [ %456, %449 ], [ 0.000000e+00, %324 ]
  %492 = phi double [ %455, %449 ], [ 0.000000e+00, %324 ]
  %493 = phi double [ %454, %449 ], [ 0.000000e+00, %324 ]
  %494 = phi double [ %453, %449 ], [ 0.000000e+00, %324 ]
  %495 = phi double [ %452, %449 ], [ 0.000000e+00, %324 ]
  %496 = phi double [ %451, %449 ], [ 0.000000e+00, %324 ]
  %497 = phi double [ %450, %449 ], [ 0.000000e+00, %324 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #12
  store double %166, ptr %165, align 8, !tbaa !9
  %498 = fmul fast double %496, %496
  %499 = fsub fast double %334, %498
  %500 = fmul fast double %499, 2.000000e+00
  %501 = fmul fast double %495, %495
  %502 = fsub fast double %335, %501
  %503 = fmul fast double %502, 3.000000e+00
  %504 = fmul fast double %494, %494
  %505 = fsub fast double %336, %504
  %506 = fmul fast double %505, 4.000000e+00
  %507 = fmul fast double %493, %493
  %508 = fsub fast double %337, %507
  %509 = fmul fast double %508, 5.000000e+00
  %510 = fmul fast double %492, %492
  %511 = fsub fast double %338, %510
  %512 = fmul fast double %511, 6.000000e+00
  %513 = fmul fast double %491, %491
  %514 = fsub fast double %339, %513
  %515 = fmul fast double %514, 7.000000e+00
  %516 = fmul fast double %490, %490
  %517 = fsub fast double %340, %516
  %518 = fmul fast double %517, 8.000000e+00
  %519 = fadd fast double %518, %333
  %520 = fadd fast double %519, %515
  %521 = fadd fast double %520, %512
  %522 = fadd fast double %521, %509
  %523 = fmul fast double %497, %497
  %524 = fsub fast double %522, %523
  %525 = fadd fast double %524, %506
  %526 = fadd fast double %525, %503
  %527 = fadd fast double %526, %500
  %528 = fmul fast double %168, 2.000000e-06
  %529 = fdiv fast double %527, %528
  %530 = call fast double @llvm.fabs.f64(double %529)
  %531 = call fast double @llvm.maxnum.f64(double %530, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %164, ptr %10, align 8, !tbaa !9
  %532 = load volatile double, ptr %10, align 8, !tbaa !9
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ueq double %533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %534, label %548, label %535

535:                                              ; preds = %489
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %529, ptr %9, align 8, !tbaa !9
  %536 = load volatile double, ptr %9, align 8, !tbaa !9
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp ueq double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %538, label %548, label %539

539:                                              ; preds = %535
  %540 = fsub fast double %164, %529
  %541 = call fast double @llvm.fabs.f64(double %540)
  %542 = fmul fast double %531, 0x3EB0C6F7A0B5ED8D
  %543 = fcmp fast ole double %541, %542
  %544 = freeze i1 %543
  br i1 %544, label %545, label %548

545:                                              ; preds = %539
  %546 = trunc nuw nsw i64 %162 to i32
  %547 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %546, double noundef nofpclass(nan inf) %164, double noundef nofpclass(nan inf) %529, ptr noundef nonnull @.str.7)
  br label %553

548:                                              ; preds = %539, %535, %489
  %549 = trunc nuw nsw i64 %162 to i32
  %550 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %549, double noundef nofpclass(nan inf) %164, double noundef nofpclass(nan inf) %529, ptr noundef nonnull @.str.8)
  %551 = load i32, ptr @n_fail, align 4, !tbaa !11
  %552 = add nsw i32 %551, 1
  store i32 %552, ptr @n_fail, align 4, !tbaa !11
  br label %553

553:                                              ; preds = %548, %545
  %554 = add nuw nsw i64 %162, 1
  %555 = icmp eq i64 %554, %160
  br i1 %555, label %556, label %161, !llvm.loop !28

556:                                              ; preds = %553
  call void @free(ptr noundef nonnull %157) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, ptr noundef nonnull align 16 dereferenceable(96) %15, i64 96, i1 false)
  store <4 x double> <double 1.000000e+02, double 1.010000e+02, double 1.020000e+02, double 1.030000e+02>, ptr %13, align 16, !tbaa !9
  store <4 x double> <double 1.040000e+02, double 1.050000e+02, double 1.060000e+02, double 1.070000e+02>, ptr %141, align 16, !tbaa !9
  store <4 x double> <double 1.080000e+02, double 1.090000e+02, double 1.100000e+02, double 1.110000e+02>, ptr %142, align 16, !tbaa !9
  %557 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %152) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_mout, ptr noundef nonnull %17, ptr noundef nonnull %11, i32 noundef %152, ptr noundef nonnull %12)
  %558 = call noalias ptr @malloc(i64 noundef %159) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %558, ptr nonnull readonly align 16 %11, i64 %159, i1 false)
  %559 = add nsw i64 %160, -1
  %560 = and i64 %160, 3
  %561 = icmp ult i64 %559, 3
  br i1 %561, label %564, label %562

562:                                              ; preds = %556
  %563 = and i64 %160, 4294967292
  br label %588

564:                                              ; preds = %588, %556
  %565 = phi i64 [ 0, %556 ], [ %626, %588 ]
  %566 = icmp eq i64 %560, 0
  br i1 %566, label %583, label %567

567:                                              ; preds = %564, %567
  %568 = phi i64 [ %572, %567 ], [ %565, %564 ]
  %569 = phi i64 [ %581, %567 ], [ 0, %564 ]
  %570 = getelementptr inbounds double, ptr %558, i64 %568
  %571 = load double, ptr %570, align 8, !tbaa !9
  %572 = add nuw nsw i64 %568, 1
  %573 = icmp eq i64 %572, %160
  %574 = and i64 %572, 4294967295
  %575 = select i1 %573, i64 0, i64 %574
  %576 = getelementptr inbounds double, ptr %558, i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = fmul fast double %577, 5.000000e-01
  %579 = call fast double @llvm.exp.f64(double %578)
  %580 = fmul fast double %579, %571
  store double %580, ptr %570, align 8, !tbaa !9
  %581 = add i64 %569, 1
  %582 = icmp eq i64 %581, %560
  br i1 %582, label %583, label %567, !llvm.loop !29

583:                                              ; preds = %567, %564
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %16, i8 0, i64 %159, i1 false)
  %584 = and i64 %160, 3
  %585 = icmp ult i64 %559, 3
  br i1 %585, label %678, label %586

586:                                              ; preds = %583
  %587 = and i64 %160, 4294967292
  br label %637

588:                                              ; preds = %588, %562
  %589 = phi i64 [ 0, %562 ], [ %626, %588 ]
  %590 = phi i64 [ 0, %562 ], [ %635, %588 ]
  %591 = getelementptr inbounds double, ptr %558, i64 %589
  %592 = load double, ptr %591, align 8, !tbaa !9
  %593 = or disjoint i64 %589, 1
  %594 = icmp eq i64 %593, %160
  %595 = and i64 %593, 4294967293
  %596 = select i1 %594, i64 0, i64 %595
  %597 = getelementptr inbounds double, ptr %558, i64 %596
  %598 = load double, ptr %597, align 8, !tbaa !9
  %599 = fmul fast double %598, 5.000000e-01
  %600 = call fast double @llvm.exp.f64(double %599)
  %601 = fmul fast double %600, %592
  store double %601, ptr %591, align 8, !tbaa !9
  %602 = getelementptr inbounds double, ptr %558, i64 %593
  %603 = load double, ptr %602, align 8, !tbaa !9
  %604 = or disjoint i64 %589, 2
  %605 = icmp eq i64 %604, %160
  %606 = and i64 %604, 4294967294
  %607 = select i1 %605, i64 0, i64 %606
  %608 = getelementptr inbounds double, ptr %558, i64 %607
  %609 = load double, ptr %608, align 8, !tbaa !9
  %610 = fmul fast double %609, 5.000000e-01
  %611 = call fast double @llvm.exp.f64(double %610)
  %612 = fmul fast double %611, %603
  store double %612, ptr %602, align 8, !tbaa !9
  %613 = getelementptr inbounds double, ptr %558, i64 %604
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = or disjoint i64 %589, 3
  %616 = icmp eq i64 %615, %160
  %617 = and i64 %615, 4294967295
  %618 = select i1 %616, i64 0, i64 %617
  %619 = getelementptr inbounds double, ptr %558, i64 %618
  %620 = load double, ptr %619, align 8, !tbaa !9
  %621 = fmul fast double %620, 5.000000e-01
  %622 = call fast double @llvm.exp.f64(double %621)
  %623 = fmul fast double %622, %614
  store double %623, ptr %613, align 8, !tbaa !9
  %624 = getelementptr inbounds double, ptr %558, i64 %615
  %625 = load double, ptr %624, align 8, !tbaa !9
  %626 = add nuw nsw i64 %589, 4
  %627 = icmp eq i64 %626, %160
  %628 = and i64 %626, 4294967292
  %629 = select i1 %627, i64 0, i64 %628
  %630 = getelementptr inbounds double, ptr %558, i64 %629
  %631 = load double, ptr %630, align 8, !tbaa !9
  %632 = fmul fast double %631, 5.000000e-01
  %633 = call fast double @llvm.exp.f64(double %632)
  %634 = fmul fast double %633, %625
  store double %634, ptr %624, align 8, !tbaa !9
  %635 = add i64 %590, 4
  %636 = icmp eq i64 %635, %563
  br i1 %636, label %564, label %588, !llvm.loop !31

637:                                              ; preds = %637, %586
  %638 = phi i64 [ 0, %586 ], [ %669, %637 ]
  %639 = phi i64 [ 0, %586 ], [ %676, %637 ]
  %640 = getelementptr inbounds double, ptr %558, i64 %638
  %641 = load double, ptr %640, align 8, !tbaa !9
  %642 = or disjoint i64 %638, 1
  %643 = icmp eq i64 %642, %160
  %644 = and i64 %642, 4294967293
  %645 = select i1 %643, i64 0, i64 %644
  %646 = getelementptr inbounds double, ptr %16, i64 %645
  %647 = load double, ptr %646, align 8, !tbaa !9
  %648 = fadd fast double %647, %641
  store double %648, ptr %646, align 8, !tbaa !9
  %649 = getelementptr inbounds double, ptr %558, i64 %642
  %650 = load double, ptr %649, align 8, !tbaa !9
  %651 = or disjoint i64 %638, 2
  %652 = icmp eq i64 %651, %160
  %653 = and i64 %651, 4294967294
  %654 = select i1 %652, i64 0, i64 %653
  %655 = getelementptr inbounds double, ptr %16, i64 %654
  %656 = load double, ptr %655, align 16, !tbaa !9
  %657 = fadd fast double %656, %650
  store double %657, ptr %655, align 16, !tbaa !9
  %658 = getelementptr inbounds double, ptr %558, i64 %651
  %659 = load double, ptr %658, align 8, !tbaa !9
  %660 = or disjoint i64 %638, 3
  %661 = icmp eq i64 %660, %160
  %662 = and i64 %660, 4294967295
  %663 = select i1 %661, i64 0, i64 %662
  %664 = getelementptr inbounds double, ptr %16, i64 %663
  %665 = load double, ptr %664, align 8, !tbaa !9
  %666 = fadd fast double %665, %659
  store double %666, ptr %664, align 8, !tbaa !9
  %667 = getelementptr inbounds double, ptr %558, i64 %660
  %668 = load double, ptr %667, align 8, !tbaa !9
  %669 = add nuw nsw i64 %638, 4
  %670 = icmp eq i64 %669, %160
  %671 = and i64 %669, 4294967292
  %672 = select i1 %670, i64 0, i64 %671
  %673 = getelementptr inbounds double, ptr %16, i64 %672
  %674 = load double, ptr %673, align 16, !tbaa !9
  %675 = fadd fast double %674, %668
  store double %675, ptr %673, align 16, !tbaa !9
  %676 = add i64 %639, 4
  %677 = icmp eq i64 %676, %587
  br i1 %677, label %678, label %637, !llvm.loop !32

678:                                              ; preds = %637, %583
  %679 = phi i64 [ 0, %583 ], [ %669, %637 ]
  %680 = icmp eq i64 %584, 0
  br i1 %680, label %695, label %681

681:                                              ; preds = %678, %681
  %682 = phi i64 [ %686, %681 ], [ %679, %678 ]
  %683 = phi i64 [ %693, %681 ], [ 0, %678 ]
  %684 = getelementptr inbounds double, ptr %558, i64 %682
  %685 = load double, ptr %684, align 8, !tbaa !9
  %686 = add nuw nsw i64 %682, 1
  %687 = icmp eq i64 %686, %160
  %688 = and i64 %686, 4294967295
  %689 = select i1 %687, i64 0, i64 %688
  %690 = getelementptr inbounds double, ptr %16, i64 %689
  %691 = load double, ptr %690, align 8, !tbaa !9
  %692 = fadd fast double %691, %685
  store double %692, ptr %690, align 8, !tbaa !9
  %693 = add i64 %683, 1
  %694 = icmp eq i64 %693, %584
  br i1 %694, label %695, label %681, !llvm.loop !33

695:                                              ; preds = %681, %678
  %696 = sdiv i32 %152, 2
  %697 = sext i32 %696 to i64
  %698 = shl nsw i64 %697, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %16, ptr nonnull align 8 %558, i64 %698, i1 false)
  %699 = getelementptr double, ptr %126, i64 %158
  store i64 0, ptr %699, align 8
  call void @free(ptr noundef nonnull %558) #12
  br label %700

700:                                              ; preds = %695, %729
  %701 = phi i64 [ 0, %695 ], [ %730, %729 ]
  %702 = getelementptr inbounds [12 x double], ptr %13, i64 0, i64 %701
  %703 = load double, ptr %702, align 8, !tbaa !9
  %704 = getelementptr inbounds [12 x double], ptr %16, i64 0, i64 %701
  %705 = load double, ptr %704, align 8, !tbaa !9
  %706 = call fast double @llvm.fabs.f64(double %705)
  %707 = call fast double @llvm.maxnum.f64(double %706, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %703, ptr %8, align 8, !tbaa !9
  %708 = load volatile double, ptr %8, align 8, !tbaa !9
  %709 = call double @llvm.fabs.f64(double %708)
  %710 = fcmp ueq double %709, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %710, label %724, label %711

711:                                              ; preds = %700
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %705, ptr %7, align 8, !tbaa !9
  %712 = load volatile double, ptr %7, align 8, !tbaa !9
  %713 = call double @llvm.fabs.f64(double %712)
  %714 = fcmp ueq double %713, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %714, label %724, label %715

715:                                              ; preds = %711
  %716 = fsub fast double %703, %705
  %717 = call fast double @llvm.fabs.f64(double %716)
  %718 = fmul fast double %707, 0x3D719799812DEA11
  %719 = fcmp fast ole double %717, %718
  %720 = freeze i1 %719
  br i1 %720, label %721, label %724

721:                                              ; preds = %715
  %722 = trunc nuw nsw i64 %701 to i32
  %723 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %722, double noundef nofpclass(nan inf) %703, double noundef nofpclass(nan inf) %705, ptr noundef nonnull @.str.7)
  br label %729

724:                                              ; preds = %715, %711, %700
  %725 = trunc nuw nsw i64 %701 to i32
  %726 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %725, double noundef nofpclass(nan inf) %703, double noundef nofpclass(nan inf) %705, ptr noundef nonnull @.str.8)
  %727 = load i32, ptr @n_fail, align 4, !tbaa !11
  %728 = add nsw i32 %727, 1
  store i32 %728, ptr @n_fail, align 4, !tbaa !11
  br label %729

729:                                              ; preds = %721, %724
  %730 = add nuw nsw i64 %701, 1
  %731 = icmp eq i64 %730, %155
  br i1 %731, label %738, label %700, !llvm.loop !34

732:                                              ; preds = %760
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, ptr noundef nonnull align 16 dereferenceable(96) %15, i64 96, i1 false)
  %733 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %734 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %735 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, i32 noundef %733, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %734, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %152) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str.4, ptr noundef nonnull @obj_mout, ptr noundef nonnull %17, ptr noundef nonnull %11, i32 noundef %152, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #12
  %736 = add nuw nsw i64 %150, 1
  %737 = icmp eq i64 %736, 3
  br i1 %737, label %143, label %149, !llvm.loop !35

738:                                              ; preds = %729, %760
  %739 = phi i64 [ %761, %760 ], [ 0, %729 ]
  %740 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 %739
  %741 = load double, ptr %740, align 8, !tbaa !9
  %742 = freeze double %741
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %742, ptr %6, align 8, !tbaa !9
  %743 = load volatile double, ptr %6, align 8, !tbaa !9
  %744 = call double @llvm.fabs.f64(double %743)
  %745 = fcmp ueq double %744, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %745, label %755, label %746

746:                                              ; preds = %738
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !9
  %747 = load volatile double, ptr %5, align 8, !tbaa !9
  %748 = call double @llvm.fabs.f64(double %747)
  %749 = fcmp one double %748, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %750 = fcmp reassoc nsz arcp contract afn oeq double %742, 0.000000e+00
  %751 = and i1 %750, %749
  br i1 %751, label %752, label %755

752:                                              ; preds = %746
  %753 = trunc nuw nsw i64 %739 to i32
  %754 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %753, double noundef nofpclass(nan inf) %742, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.7)
  br label %760

755:                                              ; preds = %746, %738
  %756 = trunc nuw nsw i64 %739 to i32
  %757 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %756, double noundef nofpclass(nan inf) %742, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.8)
  %758 = load i32, ptr @n_fail, align 4, !tbaa !11
  %759 = add nsw i32 %758, 1
  store i32 %759, ptr @n_fail, align 4, !tbaa !11
  br label %760

760:                                              ; preds = %752, %755
  %761 = add nuw nsw i64 %739, 1
  %762 = icmp eq i64 %761, %155
  br i1 %762, label %732, label %738, !llvm.loop !36
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
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
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
  br i1 %31, label %32, label %16, !llvm.loop !37

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
  br i1 %107, label %108, label %68, !llvm.loop !38

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
  br i1 %116, label %34, label %110, !llvm.loop !39

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
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #12
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
  br i1 %172, label %117, label %142, !llvm.loop !40
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #13
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #12
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
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #12, !callees !41
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #12, !callees !41
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
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.7)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.8)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal void @mout(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) #0 {
  %4 = sext i32 %2 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #13
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
  br i1 %33, label %34, label %18, !llvm.loop !42

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
  br i1 %89, label %15, label %41, !llvm.loop !31

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
  br i1 %106, label %107, label %93, !llvm.loop !43

107:                                              ; preds = %90, %93, %8, %34
  %108 = sdiv i32 %2, 2
  %109 = sext i32 %108 to i64
  %110 = shl nsw i64 %109, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %6, i64 %110, i1 false)
  %111 = getelementptr inbounds double, ptr %1, i64 %4
  %112 = getelementptr inbounds i8, ptr %111, i64 -8
  store i64 0, ptr %112, align 8
  tail call void @free(ptr noundef %6) #12
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
  br i1 %153, label %90, label %113, !llvm.loop !32
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @obj_mout(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  %4 = load i32, ptr %1, align 8, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #13
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr readonly align 8 %0, i64 %6, i1 false)
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %6, i1 false)
  br label %137

10:                                               ; preds = %2
  %11 = zext nneg i32 %4 to i64
  %12 = and i64 %11, 3
  %13 = icmp ult i32 %4, 4
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, 2147483644
  br label %39

16:                                               ; preds = %39, %10
  %17 = phi i64 [ 0, %10 ], [ %74, %39 ]
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %34, label %19

19:                                               ; preds = %16, %19
  %20 = phi i64 [ %24, %19 ], [ %17, %16 ]
  %21 = phi i64 [ %32, %19 ], [ 0, %16 ]
  %22 = getelementptr inbounds double, ptr %7, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = add nuw nsw i64 %20, 1
  %25 = icmp eq i64 %24, %11
  %26 = select i1 %25, i64 0, i64 %24
  %27 = getelementptr inbounds double, ptr %7, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul fast double %28, 5.000000e-01
  %30 = tail call fast double @llvm.exp.f64(double %29)
  %31 = fmul fast double %30, %23
  store double %31, ptr %22, align 8, !tbaa !9
  %32 = add i64 %21, 1
  %33 = icmp eq i64 %32, %12
  br i1 %33, label %34, label %19, !llvm.loop !44

34:                                               ; preds = %19, %16
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %6, i1 false)
  %35 = and i64 %11, 3
  %36 = icmp ult i32 %4, 4
  br i1 %36, label %121, label %37

37:                                               ; preds = %34
  %38 = and i64 %11, 2147483644
  br label %84

39:                                               ; preds = %39, %14
  %40 = phi i64 [ 0, %14 ], [ %74, %39 ]
  %41 = phi i64 [ 0, %14 ], [ %82, %39 ]
  %42 = getelementptr inbounds double, ptr %7, i64 %40
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = or disjoint i64 %40, 1
  %45 = icmp eq i64 %44, %11
  %46 = select i1 %45, i64 0, i64 %44
  %47 = getelementptr inbounds double, ptr %7, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul fast double %48, 5.000000e-01
  %50 = tail call fast double @llvm.exp.f64(double %49)
  %51 = fmul fast double %50, %43
  store double %51, ptr %42, align 8, !tbaa !9
  %52 = getelementptr inbounds double, ptr %7, i64 %44
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = or disjoint i64 %40, 2
  %55 = icmp eq i64 %54, %11
  %56 = select i1 %55, i64 0, i64 %54
  %57 = getelementptr inbounds double, ptr %7, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul fast double %58, 5.000000e-01
  %60 = tail call fast double @llvm.exp.f64(double %59)
  %61 = fmul fast double %60, %53
  store double %61, ptr %52, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %7, i64 %54
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = or disjoint i64 %40, 3
  %65 = icmp eq i64 %64, %11
  %66 = select i1 %65, i64 0, i64 %64
  %67 = getelementptr inbounds double, ptr %7, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fmul fast double %68, 5.000000e-01
  %70 = tail call fast double @llvm.exp.f64(double %69)
  %71 = fmul fast double %70, %63
  store double %71, ptr %62, align 8, !tbaa !9
  %72 = getelementptr inbounds double, ptr %7, i64 %64
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = add nuw nsw i64 %40, 4
  %75 = icmp eq i64 %74, %11
  %76 = select i1 %75, i64 0, i64 %74
  %77 = getelementptr inbounds double, ptr %7, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul fast double %78, 5.000000e-01
  %80 = tail call fast double @llvm.exp.f64(double %79)
  %81 = fmul fast double %80, %73
  store double %81, ptr %72, align 8, !tbaa !9
  %82 = add i64 %41, 4
  %83 = icmp eq i64 %82, %15
  br i1 %83, label %16, label %39, !llvm.loop !31

84:                                               ; preds = %84, %37
  %85 = phi i64 [ 0, %37 ], [ %113, %84 ]
  %86 = phi i64 [ 0, %37 ], [ %119, %84 ]
  %87 = getelementptr inbounds double, ptr %7, i64 %85
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = or disjoint i64 %85, 1
  %90 = icmp eq i64 %89, %11
  %91 = select i1 %90, i64 0, i64 %89
  %92 = getelementptr inbounds double, ptr %3, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = fadd fast double %93, %88
  store double %94, ptr %92, align 8, !tbaa !9
  %95 = getelementptr inbounds double, ptr %7, i64 %89
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = or disjoint i64 %85, 2
  %98 = icmp eq i64 %97, %11
  %99 = select i1 %98, i64 0, i64 %97
  %100 = getelementptr inbounds double, ptr %3, i64 %99
  %101 = load double, ptr %100, align 16, !tbaa !9
  %102 = fadd fast double %101, %96
  store double %102, ptr %100, align 16, !tbaa !9
  %103 = getelementptr inbounds double, ptr %7, i64 %97
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = or disjoint i64 %85, 3
  %106 = icmp eq i64 %105, %11
  %107 = select i1 %106, i64 0, i64 %105
  %108 = getelementptr inbounds double, ptr %3, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = fadd fast double %109, %104
  store double %110, ptr %108, align 8, !tbaa !9
  %111 = getelementptr inbounds double, ptr %7, i64 %105
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = add nuw nsw i64 %85, 4
  %114 = icmp eq i64 %113, %11
  %115 = select i1 %114, i64 0, i64 %113
  %116 = getelementptr inbounds double, ptr %3, i64 %115
  %117 = load double, ptr %116, align 16, !tbaa !9
  %118 = fadd fast double %117, %112
  store double %118, ptr %116, align 16, !tbaa !9
  %119 = add i64 %86, 4
  %120 = icmp eq i64 %119, %38
  br i1 %120, label %121, label %84, !llvm.loop !32

121:                                              ; preds = %84, %34
  %122 = phi i64 [ 0, %34 ], [ %113, %84 ]
  %123 = icmp eq i64 %35, 0
  br i1 %123, label %137, label %124

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %129, %124 ], [ %122, %121 ]
  %126 = phi i64 [ %135, %124 ], [ 0, %121 ]
  %127 = getelementptr inbounds double, ptr %7, i64 %125
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = add nuw nsw i64 %125, 1
  %130 = icmp eq i64 %129, %11
  %131 = select i1 %130, i64 0, i64 %129
  %132 = getelementptr inbounds double, ptr %3, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fadd fast double %133, %128
  store double %134, ptr %132, align 8, !tbaa !9
  %135 = add i64 %126, 1
  %136 = icmp eq i64 %135, %35
  br i1 %136, label %137, label %124, !llvm.loop !45

137:                                              ; preds = %121, %124, %9
  %138 = sdiv i32 %4, 2
  %139 = sext i32 %138 to i64
  %140 = shl nsw i64 %139, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %7, i64 %140, i1 false)
  %141 = getelementptr inbounds double, ptr %3, i64 %5
  %142 = getelementptr inbounds i8, ptr %141, i64 -8
  store i64 0, ptr %142, align 8
  tail call void @free(ptr noundef %7) #12
  br i1 %8, label %143, label %191

143:                                              ; preds = %137
  %144 = getelementptr inbounds i8, ptr %1, i64 8
  %145 = load ptr, ptr %144, align 8, !tbaa !16
  %146 = zext nneg i32 %4 to i64
  %147 = icmp ult i32 %4, 16
  br i1 %147, label %148, label %151

148:                                              ; preds = %185, %143
  %149 = phi i64 [ 0, %143 ], [ %152, %185 ]
  %150 = phi double [ 0.000000e+00, %143 ], [ %189, %185 ]
  br label %193

151:                                              ; preds = %143
  %152 = and i64 %146, 2147483632
  br label %153

153:                                              ; preds = %153, %151
  %154 = phi i64 [ 0, %151 ], [ %183, %153 ]
  %155 = phi <4 x double> [ zeroinitializer, %151 ], [ %179, %153 ]
  %156 = phi <4 x double> [ zeroinitializer, %151 ], [ %180, %153 ]
  %157 = phi <4 x double> [ zeroinitializer, %151 ], [ %181, %153 ]
  %158 = phi <4 x double> [ zeroinitializer, %151 ], [ %182, %153 ]
  %159 = getelementptr inbounds double, ptr %145, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 32
  %161 = getelementptr inbounds i8, ptr %159, i64 64
  %162 = getelementptr inbounds i8, ptr %159, i64 96
  %163 = load <4 x double>, ptr %159, align 8, !tbaa !9
  %164 = load <4 x double>, ptr %160, align 8, !tbaa !9
  %165 = load <4 x double>, ptr %161, align 8, !tbaa !9
  %166 = load <4 x double>, ptr %162, align 8, !tbaa !9
  %167 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %154
  %168 = getelementptr inbounds i8, ptr %167, i64 32
  %169 = getelementptr inbounds i8, ptr %167, i64 64
  %170 = getelementptr inbounds i8, ptr %167, i64 96
  %171 = load <4 x double>, ptr %167, align 16, !tbaa !9
  %172 = load <4 x double>, ptr %168, align 16, !tbaa !9
  %173 = load <4 x double>, ptr %169, align 16, !tbaa !9
  %174 = load <4 x double>, ptr %170, align 16, !tbaa !9
  %175 = fmul fast <4 x double> %171, %163
  %176 = fmul fast <4 x double> %172, %164
  %177 = fmul fast <4 x double> %173, %165
  %178 = fmul fast <4 x double> %174, %166
  %179 = fadd fast <4 x double> %175, %155
  %180 = fadd fast <4 x double> %176, %156
  %181 = fadd fast <4 x double> %177, %157
  %182 = fadd fast <4 x double> %178, %158
  %183 = add nuw i64 %154, 16
  %184 = icmp eq i64 %183, %152
  br i1 %184, label %185, label %153, !llvm.loop !46

185:                                              ; preds = %153
  %186 = fadd fast <4 x double> %180, %179
  %187 = fadd fast <4 x double> %181, %186
  %188 = fadd fast <4 x double> %182, %187
  %189 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %188)
  %190 = icmp eq i64 %152, %146
  br i1 %190, label %191, label %148

191:                                              ; preds = %193, %185, %137
  %192 = phi double [ 0.000000e+00, %137 ], [ %189, %185 ], [ %201, %193 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  ret double %192

193:                                              ; preds = %148, %193
  %194 = phi i64 [ %202, %193 ], [ %149, %148 ]
  %195 = phi double [ %201, %193 ], [ %150, %148 ]
  %196 = getelementptr inbounds double, ptr %145, i64 %194
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %194
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = fmul fast double %199, %197
  %201 = fadd fast double %200, %195
  %202 = add nuw nsw i64 %194, 1
  %203 = icmp eq i64 %202, %146
  br i1 %203, label %191, label %193, !llvm.loop !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v8f64(double, <8 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"", !12, i64 0, !15, i64 8}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !15, i64 8}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !19, !20}
!22 = distinct !{!22, !18, !20, !19}
!23 = distinct !{!23, !18, !19}
!24 = distinct !{!24, !18, !19, !20}
!25 = distinct !{!25, !18, !19, !20}
!26 = distinct !{!26, !18, !20, !19}
!27 = distinct !{!27, !18, !19}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !18}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !30}
!34 = distinct !{!34, !18}
!35 = distinct !{!35, !18}
!36 = distinct !{!36, !18}
!37 = distinct !{!37, !18, !19, !20}
!38 = distinct !{!38, !18, !19, !20}
!39 = distinct !{!39, !18, !20, !19}
!40 = distinct !{!40, !18, !19}
!41 = distinct !{null, ptr @obj_mout}
!42 = distinct !{!42, !30}
!43 = distinct !{!43, !30}
!44 = distinct !{!44, !30}
!45 = distinct !{!45, !30}
!46 = distinct !{!46, !18, !19, !20}
!47 = distinct !{!47, !18, !20, !19}
