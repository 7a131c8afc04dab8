; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, float, ptr, i32 }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 16, i32 3], align 4
@.str = private unnamed_addr constant [8 x i8] c"fsum.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fscale.dx\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fscale.da\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"fmap.JTw\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"floats\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [12 x i8] c"%s(self fd)\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [16 x float], align 16
  %4 = alloca [16 x float], align 16
  %5 = alloca [16 x float], align 16
  %6 = alloca [16 x float], align 16
  %7 = alloca [16 x double], align 16
  %8 = alloca %struct.Ctx, align 8
  %9 = alloca [16 x double], align 16
  %10 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <8 x i64> poison, i64 %13, i64 0
  %29 = insertelement <8 x i64> %28, i64 %15, i64 1
  %30 = insertelement <8 x i64> %29, i64 %17, i64 2
  %31 = insertelement <8 x i64> %30, i64 %19, i64 3
  %32 = insertelement <8 x i64> %31, i64 %21, i64 4
  %33 = insertelement <8 x i64> %32, i64 %23, i64 5
  %34 = insertelement <8 x i64> %33, i64 %25, i64 6
  %35 = insertelement <8 x i64> %34, i64 %27, i64 7
  %36 = lshr <8 x i64> %35, <i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10>
  %37 = and <8 x i64> %36, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <8 x i64> %37 to <8 x double>
  %39 = fmul fast <8 x double> %38, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %40 = fadd fast <8 x double> %39, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %41 = fptrunc <8 x double> %40 to <8 x float>
  store <8 x float> %41, ptr %3, align 16, !tbaa !9
  %42 = mul i64 %27, 6364136223846793005
  %43 = getelementptr inbounds i8, ptr %3, i64 32
  %44 = add i64 %42, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = mul i64 %54, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = mul i64 %56, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = insertelement <8 x i64> poison, i64 %44, i64 0
  %60 = insertelement <8 x i64> %59, i64 %46, i64 1
  %61 = insertelement <8 x i64> %60, i64 %48, i64 2
  %62 = insertelement <8 x i64> %61, i64 %50, i64 3
  %63 = insertelement <8 x i64> %62, i64 %52, i64 4
  %64 = insertelement <8 x i64> %63, i64 %54, i64 5
  %65 = insertelement <8 x i64> %64, i64 %56, i64 6
  %66 = insertelement <8 x i64> %65, i64 %58, i64 7
  %67 = lshr <8 x i64> %66, <i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10>
  %68 = and <8 x i64> %67, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <8 x i64> %68 to <8 x double>
  %70 = fmul fast <8 x double> %69, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %71 = fadd fast <8 x double> %70, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %72 = fptrunc <8 x double> %71 to <8 x float>
  store <8 x float> %72, ptr %43, align 16, !tbaa !9
  %73 = mul i64 %58, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = insertelement <4 x i64> poison, i64 %74, i64 0
  %82 = insertelement <4 x i64> %81, i64 %76, i64 1
  %83 = insertelement <4 x i64> %82, i64 %78, i64 2
  %84 = insertelement <4 x i64> %83, i64 %80, i64 3
  %85 = lshr <4 x i64> %84, <i64 10, i64 10, i64 10, i64 10>
  %86 = and <4 x i64> %85, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <4 x i64> %86 to <4 x double>
  %88 = fmul fast <4 x double> %87, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %89 = fadd fast <4 x double> %88, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %89, ptr %7, align 16, !tbaa !11
  %90 = mul i64 %80, 6364136223846793005
  %91 = getelementptr inbounds i8, ptr %7, i64 32
  %92 = add i64 %90, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = insertelement <4 x i64> poison, i64 %92, i64 0
  %100 = insertelement <4 x i64> %99, i64 %94, i64 1
  %101 = insertelement <4 x i64> %100, i64 %96, i64 2
  %102 = insertelement <4 x i64> %101, i64 %98, i64 3
  %103 = lshr <4 x i64> %102, <i64 10, i64 10, i64 10, i64 10>
  %104 = and <4 x i64> %103, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %105 = uitofp nneg <4 x i64> %104 to <4 x double>
  %106 = fmul fast <4 x double> %105, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %107 = fadd fast <4 x double> %106, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %107, ptr %91, align 16, !tbaa !11
  %108 = mul i64 %98, 6364136223846793005
  %109 = getelementptr inbounds i8, ptr %7, i64 64
  %110 = add i64 %108, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = mul i64 %114, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = insertelement <4 x i64> poison, i64 %110, i64 0
  %118 = insertelement <4 x i64> %117, i64 %112, i64 1
  %119 = insertelement <4 x i64> %118, i64 %114, i64 2
  %120 = insertelement <4 x i64> %119, i64 %116, i64 3
  %121 = lshr <4 x i64> %120, <i64 10, i64 10, i64 10, i64 10>
  %122 = and <4 x i64> %121, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %123 = uitofp nneg <4 x i64> %122 to <4 x double>
  %124 = fmul fast <4 x double> %123, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %125 = fadd fast <4 x double> %124, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %125, ptr %109, align 16, !tbaa !11
  %126 = mul i64 %116, 6364136223846793005
  %127 = getelementptr inbounds i8, ptr %7, i64 96
  %128 = add i64 %126, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = mul i64 %130, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = mul i64 %132, 6364136223846793005
  %134 = add i64 %133, 1442695040888963407
  %135 = insertelement <4 x i64> poison, i64 %128, i64 0
  %136 = insertelement <4 x i64> %135, i64 %130, i64 1
  %137 = insertelement <4 x i64> %136, i64 %132, i64 2
  %138 = insertelement <4 x i64> %137, i64 %134, i64 3
  %139 = lshr <4 x i64> %138, <i64 10, i64 10, i64 10, i64 10>
  %140 = and <4 x i64> %139, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <4 x i64> %140 to <4 x double>
  %142 = fmul fast <4 x double> %141, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %143 = fadd fast <4 x double> %142, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %143, ptr %127, align 16, !tbaa !11
  store i64 %134, ptr @rng_state, align 8, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %8, i64 4
  %145 = getelementptr inbounds i8, ptr %8, i64 8
  %146 = getelementptr inbounds i8, ptr %8, i64 16
  %147 = getelementptr inbounds i8, ptr %6, i64 32
  %148 = getelementptr inbounds i8, ptr %10, i64 32
  %149 = getelementptr inbounds i8, ptr %10, i64 64
  %150 = getelementptr inbounds i8, ptr %10, i64 96
  br label %157

151:                                              ; preds = %465
  %152 = load i32, ptr @n_fail, align 4, !tbaa !13
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %152)
  %154 = load i32, ptr @n_fail, align 4, !tbaa !13
  %155 = icmp ne i32 %154, 0
  %156 = zext i1 %155 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  ret i32 %156

157:                                              ; preds = %465, %0
  %158 = phi i1 [ true, %0 ], [ false, %465 ]
  %159 = phi i1 [ false, %0 ], [ true, %465 ]
  %160 = phi i64 [ 0, %0 ], [ 1, %465 ]
  %161 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #13
  store i32 %162, ptr %8, align 8, !tbaa !15
  store float 0x3FE3333340000000, ptr %144, align 4, !tbaa !18
  store ptr %7, ptr %145, align 8, !tbaa !19
  store i32 0, ptr %146, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %163 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fsum, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %162) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  store i32 1, ptr %146, align 8, !tbaa !20
  %164 = zext i32 %162 to i64
  %165 = call i32 @llvm.smax.i32(i32 %162, i32 1)
  store float 0x3FE3333340000000, ptr %144, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %166 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %3, ptr noundef nonnull %4, double noundef nofpclass(nan inf) 0x3FE3333340000000, i32 noundef %162) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #13
  %167 = zext nneg i32 %165 to i64
  br i1 %159, label %168, label %170

168:                                              ; preds = %192, %157
  %169 = phi i64 [ 0, %157 ], [ %171, %192 ]
  br label %483

170:                                              ; preds = %157
  %171 = and i64 %167, 2147483632
  br label %172

172:                                              ; preds = %172, %170
  %173 = phi i64 [ 0, %170 ], [ %190, %172 ]
  %174 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %173
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = getelementptr inbounds i8, ptr %174, i64 32
  %177 = getelementptr inbounds i8, ptr %174, i64 48
  %178 = load <4 x float>, ptr %174, align 16, !tbaa !9
  %179 = load <4 x float>, ptr %175, align 16, !tbaa !9
  %180 = load <4 x float>, ptr %176, align 16, !tbaa !9
  %181 = load <4 x float>, ptr %177, align 16, !tbaa !9
  %182 = fpext <4 x float> %178 to <4 x double>
  %183 = fpext <4 x float> %179 to <4 x double>
  %184 = fpext <4 x float> %180 to <4 x double>
  %185 = fpext <4 x float> %181 to <4 x double>
  %186 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %173
  %187 = getelementptr inbounds i8, ptr %186, i64 32
  %188 = getelementptr inbounds i8, ptr %186, i64 64
  %189 = getelementptr inbounds i8, ptr %186, i64 96
  store <4 x double> %182, ptr %186, align 16, !tbaa !11
  store <4 x double> %183, ptr %187, align 16, !tbaa !11
  store <4 x double> %184, ptr %188, align 16, !tbaa !11
  store <4 x double> %185, ptr %189, align 16, !tbaa !11
  %190 = add nuw i64 %173, 16
  %191 = icmp eq i64 %190, %171
  br i1 %191, label %192, label %172, !llvm.loop !21

192:                                              ; preds = %172
  %193 = icmp eq i64 %171, %167
  br i1 %193, label %491, label %168

194:                                              ; preds = %492, %194
  %195 = phi i64 [ %203, %194 ], [ %493, %492 ]
  %196 = phi double [ %202, %194 ], [ %494, %492 ]
  %197 = getelementptr inbounds double, ptr %9, i64 %195
  %198 = load double, ptr %197, align 8, !tbaa !11
  %199 = fmul fast double %198, 0x3FE33404F71758E2
  %200 = call fast double @llvm.exp.f64(double %199)
  %201 = fmul fast double %200, %198
  %202 = fadd fast double %201, %196
  %203 = add nuw nsw i64 %195, 1
  %204 = icmp eq i64 %203, %164
  br i1 %204, label %205, label %194, !llvm.loop !25

205:                                              ; preds = %194, %529
  %206 = phi double [ %533, %529 ], [ %202, %194 ]
  br i1 %159, label %247, label %207

207:                                              ; preds = %205
  %208 = and i64 %164, 4294967280
  br label %209

209:                                              ; preds = %209, %207
  %210 = phi i64 [ 0, %207 ], [ %239, %209 ]
  %211 = phi <4 x double> [ zeroinitializer, %207 ], [ %235, %209 ]
  %212 = phi <4 x double> [ zeroinitializer, %207 ], [ %236, %209 ]
  %213 = phi <4 x double> [ zeroinitializer, %207 ], [ %237, %209 ]
  %214 = phi <4 x double> [ zeroinitializer, %207 ], [ %238, %209 ]
  %215 = getelementptr inbounds double, ptr %9, i64 %210
  %216 = getelementptr inbounds i8, ptr %215, i64 32
  %217 = getelementptr inbounds i8, ptr %215, i64 64
  %218 = getelementptr inbounds i8, ptr %215, i64 96
  %219 = load <4 x double>, ptr %215, align 16, !tbaa !11
  %220 = load <4 x double>, ptr %216, align 16, !tbaa !11
  %221 = load <4 x double>, ptr %217, align 16, !tbaa !11
  %222 = load <4 x double>, ptr %218, align 16, !tbaa !11
  %223 = fmul fast <4 x double> %219, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %224 = fmul fast <4 x double> %220, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %225 = fmul fast <4 x double> %221, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %226 = fmul fast <4 x double> %222, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %227 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %223)
  %228 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %224)
  %229 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %225)
  %230 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %226)
  %231 = fmul fast <4 x double> %227, %219
  %232 = fmul fast <4 x double> %228, %220
  %233 = fmul fast <4 x double> %229, %221
  %234 = fmul fast <4 x double> %230, %222
  %235 = fadd fast <4 x double> %231, %211
  %236 = fadd fast <4 x double> %232, %212
  %237 = fadd fast <4 x double> %233, %213
  %238 = fadd fast <4 x double> %234, %214
  %239 = add nuw i64 %210, 16
  %240 = icmp eq i64 %239, %208
  br i1 %240, label %241, label %209, !llvm.loop !26

241:                                              ; preds = %209
  %242 = fadd fast <4 x double> %236, %235
  %243 = fadd fast <4 x double> %237, %242
  %244 = fadd fast <4 x double> %238, %243
  %245 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %244)
  %246 = icmp eq i64 %208, %164
  br i1 %246, label %261, label %247

247:                                              ; preds = %241, %205
  %248 = phi i64 [ 0, %205 ], [ %208, %241 ]
  %249 = phi double [ 0.000000e+00, %205 ], [ %245, %241 ]
  br label %250

250:                                              ; preds = %247, %250
  %251 = phi i64 [ %259, %250 ], [ %248, %247 ]
  %252 = phi double [ %258, %250 ], [ %249, %247 ]
  %253 = getelementptr inbounds double, ptr %9, i64 %251
  %254 = load double, ptr %253, align 8, !tbaa !11
  %255 = fmul fast double %254, 0x3FE3326188E8A71E
  %256 = call fast double @llvm.exp.f64(double %255)
  %257 = fmul fast double %256, %254
  %258 = fadd fast double %257, %252
  %259 = add nuw nsw i64 %251, 1
  %260 = icmp eq i64 %259, %164
  br i1 %260, label %261, label %250, !llvm.loop !27

261:                                              ; preds = %250, %241
  %262 = phi double [ %245, %241 ], [ %258, %250 ]
  %263 = fpext float %166 to double
  %264 = fmul fast double %206, 0x3FE786FF6FCE403E
  %265 = fmul fast double %262, 0x3FE7880F8EFC5347
  %266 = fsub fast double %264, %265
  %267 = fmul fast double %266, 5.000000e+03
  %268 = call fast double @llvm.fabs.f64(double %267)
  %269 = call fast double @llvm.maxnum.f64(double %268, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %263, ptr %2, align 8, !tbaa !11
  %270 = load volatile double, ptr %2, align 8, !tbaa !11
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = fcmp ueq double %271, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %272, label %285, label %273

273:                                              ; preds = %261
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %267, ptr %1, align 8, !tbaa !11
  %274 = load volatile double, ptr %1, align 8, !tbaa !11
  %275 = call double @llvm.fabs.f64(double %274)
  %276 = fcmp ueq double %275, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %276, label %285, label %277

277:                                              ; preds = %273
  %278 = fsub fast double %263, %267
  %279 = call fast double @llvm.fabs.f64(double %278)
  %280 = fmul fast double %269, 1.000000e-04
  %281 = fcmp fast ole double %279, %280
  %282 = freeze i1 %281
  br i1 %282, label %283, label %285

283:                                              ; preds = %277
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %263, double noundef nofpclass(nan inf) %267, ptr noundef nonnull @.str.7)
  br label %289

285:                                              ; preds = %277, %273, %261
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %263, double noundef nofpclass(nan inf) %267, ptr noundef nonnull @.str.8)
  %287 = load i32, ptr @n_fail, align 4, !tbaa !13
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr @n_fail, align 4, !tbaa !13
  br label %289

289:                                              ; preds = %285, %283
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #13
  store float 0xBFDCCCCCC0000000, ptr %144, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %290 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %3, ptr noundef nonnull %4, double noundef nofpclass(nan inf) 0xBFDCCCCCC0000000, i32 noundef %162) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #13
  %291 = zext nneg i32 %165 to i64
  br i1 %159, label %316, label %292

292:                                              ; preds = %289
  %293 = and i64 %167, 2147483632
  br label %294

294:                                              ; preds = %294, %292
  %295 = phi i64 [ 0, %292 ], [ %312, %294 ]
  %296 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %295
  %297 = getelementptr inbounds i8, ptr %296, i64 16
  %298 = getelementptr inbounds i8, ptr %296, i64 32
  %299 = getelementptr inbounds i8, ptr %296, i64 48
  %300 = load <4 x float>, ptr %296, align 16, !tbaa !9
  %301 = load <4 x float>, ptr %297, align 16, !tbaa !9
  %302 = load <4 x float>, ptr %298, align 16, !tbaa !9
  %303 = load <4 x float>, ptr %299, align 16, !tbaa !9
  %304 = fpext <4 x float> %300 to <4 x double>
  %305 = fpext <4 x float> %301 to <4 x double>
  %306 = fpext <4 x float> %302 to <4 x double>
  %307 = fpext <4 x float> %303 to <4 x double>
  %308 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %295
  %309 = getelementptr inbounds i8, ptr %308, i64 32
  %310 = getelementptr inbounds i8, ptr %308, i64 64
  %311 = getelementptr inbounds i8, ptr %308, i64 96
  store <4 x double> %304, ptr %308, align 16, !tbaa !11
  store <4 x double> %305, ptr %309, align 16, !tbaa !11
  store <4 x double> %306, ptr %310, align 16, !tbaa !11
  store <4 x double> %307, ptr %311, align 16, !tbaa !11
  %312 = add nuw i64 %295, 16
  %313 = icmp eq i64 %312, %293
  br i1 %313, label %314, label %294, !llvm.loop !28

314:                                              ; preds = %294
  %315 = icmp eq i64 %293, %167
  br i1 %315, label %326, label %316

316:                                              ; preds = %314, %289
  %317 = phi i64 [ 0, %289 ], [ %293, %314 ]
  br label %318

318:                                              ; preds = %316, %318
  %319 = phi i64 [ %324, %318 ], [ %317, %316 ]
  %320 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %319
  %321 = load float, ptr %320, align 4, !tbaa !9
  %322 = fpext float %321 to double
  %323 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %319
  store double %322, ptr %323, align 8, !tbaa !11
  %324 = add nuw nsw i64 %319, 1
  %325 = icmp eq i64 %324, %291
  br i1 %325, label %326, label %318, !llvm.loop !29

326:                                              ; preds = %318, %314
  br i1 %159, label %367, label %327

327:                                              ; preds = %326
  %328 = and i64 %164, 4294967280
  br label %329

329:                                              ; preds = %329, %327
  %330 = phi i64 [ 0, %327 ], [ %359, %329 ]
  %331 = phi <4 x double> [ zeroinitializer, %327 ], [ %355, %329 ]
  %332 = phi <4 x double> [ zeroinitializer, %327 ], [ %356, %329 ]
  %333 = phi <4 x double> [ zeroinitializer, %327 ], [ %357, %329 ]
  %334 = phi <4 x double> [ zeroinitializer, %327 ], [ %358, %329 ]
  %335 = getelementptr inbounds double, ptr %9, i64 %330
  %336 = getelementptr inbounds i8, ptr %335, i64 32
  %337 = getelementptr inbounds i8, ptr %335, i64 64
  %338 = getelementptr inbounds i8, ptr %335, i64 96
  %339 = load <4 x double>, ptr %335, align 16, !tbaa !11
  %340 = load <4 x double>, ptr %336, align 16, !tbaa !11
  %341 = load <4 x double>, ptr %337, align 16, !tbaa !11
  %342 = load <4 x double>, ptr %338, align 16, !tbaa !11
  %343 = fmul fast <4 x double> %339, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %344 = fmul fast <4 x double> %340, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %345 = fmul fast <4 x double> %341, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %346 = fmul fast <4 x double> %342, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %347 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %343)
  %348 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %344)
  %349 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %345)
  %350 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %346)
  %351 = fmul fast <4 x double> %347, %339
  %352 = fmul fast <4 x double> %348, %340
  %353 = fmul fast <4 x double> %349, %341
  %354 = fmul fast <4 x double> %350, %342
  %355 = fadd fast <4 x double> %351, %331
  %356 = fadd fast <4 x double> %352, %332
  %357 = fadd fast <4 x double> %353, %333
  %358 = fadd fast <4 x double> %354, %334
  %359 = add nuw i64 %330, 16
  %360 = icmp eq i64 %359, %328
  br i1 %360, label %361, label %329, !llvm.loop !30

361:                                              ; preds = %329
  %362 = fadd fast <4 x double> %356, %355
  %363 = fadd fast <4 x double> %357, %362
  %364 = fadd fast <4 x double> %358, %363
  %365 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %364)
  %366 = icmp eq i64 %328, %164
  br i1 %366, label %381, label %367

367:                                              ; preds = %361, %326
  %368 = phi i64 [ 0, %326 ], [ %328, %361 ]
  %369 = phi double [ 0.000000e+00, %326 ], [ %365, %361 ]
  br label %370

370:                                              ; preds = %367, %370
  %371 = phi i64 [ %379, %370 ], [ %368, %367 ]
  %372 = phi double [ %378, %370 ], [ %369, %367 ]
  %373 = getelementptr inbounds double, ptr %9, i64 %371
  %374 = load double, ptr %373, align 8, !tbaa !11
  %375 = fmul fast double %374, 0xBFDCCB2951D14E3C
  %376 = call fast double @llvm.exp.f64(double %375)
  %377 = fmul fast double %376, %374
  %378 = fadd fast double %377, %372
  %379 = add nuw nsw i64 %371, 1
  %380 = icmp eq i64 %379, %164
  br i1 %380, label %381, label %370, !llvm.loop !31

381:                                              ; preds = %370, %361
  %382 = phi double [ %365, %361 ], [ %378, %370 ]
  br i1 %159, label %423, label %383

383:                                              ; preds = %381
  %384 = and i64 %164, 4294967280
  br label %385

385:                                              ; preds = %385, %383
  %386 = phi i64 [ 0, %383 ], [ %415, %385 ]
  %387 = phi <4 x double> [ zeroinitializer, %383 ], [ %411, %385 ]
  %388 = phi <4 x double> [ zeroinitializer, %383 ], [ %412, %385 ]
  %389 = phi <4 x double> [ zeroinitializer, %383 ], [ %413, %385 ]
  %390 = phi <4 x double> [ zeroinitializer, %383 ], [ %414, %385 ]
  %391 = getelementptr inbounds double, ptr %9, i64 %386
  %392 = getelementptr inbounds i8, ptr %391, i64 32
  %393 = getelementptr inbounds i8, ptr %391, i64 64
  %394 = getelementptr inbounds i8, ptr %391, i64 96
  %395 = load <4 x double>, ptr %391, align 16, !tbaa !11
  %396 = load <4 x double>, ptr %392, align 16, !tbaa !11
  %397 = load <4 x double>, ptr %393, align 16, !tbaa !11
  %398 = load <4 x double>, ptr %394, align 16, !tbaa !11
  %399 = fmul fast <4 x double> %395, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %400 = fmul fast <4 x double> %396, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %401 = fmul fast <4 x double> %397, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %402 = fmul fast <4 x double> %398, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %403 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %399)
  %404 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %400)
  %405 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %401)
  %406 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %402)
  %407 = fmul fast <4 x double> %403, %395
  %408 = fmul fast <4 x double> %404, %396
  %409 = fmul fast <4 x double> %405, %397
  %410 = fmul fast <4 x double> %406, %398
  %411 = fadd fast <4 x double> %407, %387
  %412 = fadd fast <4 x double> %408, %388
  %413 = fadd fast <4 x double> %409, %389
  %414 = fadd fast <4 x double> %410, %390
  %415 = add nuw i64 %386, 16
  %416 = icmp eq i64 %415, %384
  br i1 %416, label %417, label %385, !llvm.loop !32

417:                                              ; preds = %385
  %418 = fadd fast <4 x double> %412, %411
  %419 = fadd fast <4 x double> %413, %418
  %420 = fadd fast <4 x double> %414, %419
  %421 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %420)
  %422 = icmp eq i64 %384, %164
  br i1 %422, label %437, label %423

423:                                              ; preds = %417, %381
  %424 = phi i64 [ 0, %381 ], [ %384, %417 ]
  %425 = phi double [ 0.000000e+00, %381 ], [ %421, %417 ]
  br label %426

426:                                              ; preds = %423, %426
  %427 = phi i64 [ %435, %426 ], [ %424, %423 ]
  %428 = phi double [ %434, %426 ], [ %425, %423 ]
  %429 = getelementptr inbounds double, ptr %9, i64 %427
  %430 = load double, ptr %429, align 8, !tbaa !11
  %431 = fmul fast double %430, 0xBFDCCE702E2EB1C4
  %432 = call fast double @llvm.exp.f64(double %431)
  %433 = fmul fast double %432, %430
  %434 = fadd fast double %433, %428
  %435 = add nuw nsw i64 %427, 1
  %436 = icmp eq i64 %435, %164
  br i1 %436, label %437, label %426, !llvm.loop !33

437:                                              ; preds = %426, %417
  %438 = phi double [ %421, %417 ], [ %434, %426 ]
  %439 = fpext float %290 to double
  %440 = fmul fast double %382, 0x3FEA9CFBE2B5BD77
  %441 = fmul fast double %438, 0x3FEA9BF6D4989AC4
  %442 = fsub fast double %440, %441
  %443 = fmul fast double %442, 5.000000e+03
  %444 = call fast double @llvm.fabs.f64(double %443)
  %445 = call fast double @llvm.maxnum.f64(double %444, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %439, ptr %2, align 8, !tbaa !11
  %446 = load volatile double, ptr %2, align 8, !tbaa !11
  %447 = call double @llvm.fabs.f64(double %446)
  %448 = fcmp ueq double %447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %448, label %461, label %449

449:                                              ; preds = %437
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %443, ptr %1, align 8, !tbaa !11
  %450 = load volatile double, ptr %1, align 8, !tbaa !11
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ueq double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %452, label %461, label %453

453:                                              ; preds = %449
  %454 = fsub fast double %439, %443
  %455 = call fast double @llvm.fabs.f64(double %454)
  %456 = fmul fast double %445, 1.000000e-04
  %457 = fcmp fast ole double %455, %456
  %458 = freeze i1 %457
  br i1 %458, label %459, label %461

459:                                              ; preds = %453
  %460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %443, ptr noundef nonnull @.str.7)
  br label %465

461:                                              ; preds = %453, %449, %437
  %462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %443, ptr noundef nonnull @.str.8)
  %463 = load i32, ptr @n_fail, align 4, !tbaa !13
  %464 = add nsw i32 %463, 1
  store i32 %464, ptr @n_fail, align 4, !tbaa !13
  br label %465

465:                                              ; preds = %461, %459
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #13
  store i32 2, ptr %146, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %466 = load <8 x double>, ptr %7, align 16, !tbaa !11
  %467 = fptrunc <8 x double> %466 to <8 x float>
  store <8 x float> %467, ptr %6, align 16, !tbaa !9
  %468 = load <8 x double>, ptr %109, align 16, !tbaa !11
  %469 = fptrunc <8 x double> %468 to <8 x float>
  store <8 x float> %469, ptr %147, align 16, !tbaa !9
  %470 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmap, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %162) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #13
  %471 = load <4 x double>, ptr %7, align 16, !tbaa !11
  %472 = fptrunc <4 x double> %471 to <4 x float>
  %473 = fpext <4 x float> %472 to <4 x double>
  store <4 x double> %473, ptr %10, align 16, !tbaa !11
  %474 = load <4 x double>, ptr %91, align 16, !tbaa !11
  %475 = fptrunc <4 x double> %474 to <4 x float>
  %476 = fpext <4 x float> %475 to <4 x double>
  store <4 x double> %476, ptr %148, align 16, !tbaa !11
  %477 = load <4 x double>, ptr %109, align 16, !tbaa !11
  %478 = fptrunc <4 x double> %477 to <4 x float>
  %479 = fpext <4 x float> %478 to <4 x double>
  store <4 x double> %479, ptr %149, align 16, !tbaa !11
  %480 = load <4 x double>, ptr %127, align 16, !tbaa !11
  %481 = fptrunc <4 x double> %480 to <4 x float>
  %482 = fpext <4 x float> %481 to <4 x double>
  store <4 x double> %482, ptr %150, align 16, !tbaa !11
  store ptr %10, ptr %145, align 8, !tbaa !19
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #13
  br i1 %158, label %157, label %151, !llvm.loop !34

483:                                              ; preds = %168, %483
  %484 = phi i64 [ %489, %483 ], [ %169, %168 ]
  %485 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %484
  %486 = load float, ptr %485, align 4, !tbaa !9
  %487 = fpext float %486 to double
  %488 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %484
  store double %487, ptr %488, align 8, !tbaa !11
  %489 = add nuw nsw i64 %484, 1
  %490 = icmp eq i64 %489, %167
  br i1 %490, label %491, label %483, !llvm.loop !35

491:                                              ; preds = %483, %192
  br i1 %159, label %492, label %495

492:                                              ; preds = %529, %491
  %493 = phi i64 [ 0, %491 ], [ %496, %529 ]
  %494 = phi double [ 0.000000e+00, %491 ], [ %533, %529 ]
  br label %194

495:                                              ; preds = %491
  %496 = and i64 %164, 4294967280
  br label %497

497:                                              ; preds = %497, %495
  %498 = phi i64 [ 0, %495 ], [ %527, %497 ]
  %499 = phi <4 x double> [ zeroinitializer, %495 ], [ %523, %497 ]
  %500 = phi <4 x double> [ zeroinitializer, %495 ], [ %524, %497 ]
  %501 = phi <4 x double> [ zeroinitializer, %495 ], [ %525, %497 ]
  %502 = phi <4 x double> [ zeroinitializer, %495 ], [ %526, %497 ]
  %503 = getelementptr inbounds double, ptr %9, i64 %498
  %504 = getelementptr inbounds i8, ptr %503, i64 32
  %505 = getelementptr inbounds i8, ptr %503, i64 64
  %506 = getelementptr inbounds i8, ptr %503, i64 96
  %507 = load <4 x double>, ptr %503, align 16, !tbaa !11
  %508 = load <4 x double>, ptr %504, align 16, !tbaa !11
  %509 = load <4 x double>, ptr %505, align 16, !tbaa !11
  %510 = load <4 x double>, ptr %506, align 16, !tbaa !11
  %511 = fmul fast <4 x double> %507, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %512 = fmul fast <4 x double> %508, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %513 = fmul fast <4 x double> %509, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %514 = fmul fast <4 x double> %510, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %515 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %511)
  %516 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %512)
  %517 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %513)
  %518 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %514)
  %519 = fmul fast <4 x double> %515, %507
  %520 = fmul fast <4 x double> %516, %508
  %521 = fmul fast <4 x double> %517, %509
  %522 = fmul fast <4 x double> %518, %510
  %523 = fadd fast <4 x double> %519, %499
  %524 = fadd fast <4 x double> %520, %500
  %525 = fadd fast <4 x double> %521, %501
  %526 = fadd fast <4 x double> %522, %502
  %527 = add nuw i64 %498, 16
  %528 = icmp eq i64 %527, %496
  br i1 %528, label %529, label %497, !llvm.loop !36

529:                                              ; preds = %497
  %530 = fadd fast <4 x double> %524, %523
  %531 = fadd fast <4 x double> %525, %530
  %532 = fadd fast <4 x double> %526, %531
  %533 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %532)
  %534 = icmp eq i64 %496, %164
  br i1 %534, label %205, label %492
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) float @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) float @fsum(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %237

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %231, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %231 ]
  %9 = phi float [ 0.000000e+00, %4 ], [ %235, %231 ]
  br label %239

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483616
  %12 = insertelement <4 x i32> poison, i32 %1, i64 0
  %13 = shufflevector <4 x i32> %12, <4 x i32> poison, <4 x i32> zeroinitializer
  %14 = zext nneg <4 x i32> %13 to <4 x i64>
  %15 = zext nneg <4 x i32> %13 to <4 x i64>
  %16 = zext nneg <4 x i32> %13 to <4 x i64>
  %17 = zext nneg <4 x i32> %13 to <4 x i64>
  %18 = zext nneg <4 x i32> %13 to <4 x i64>
  %19 = zext nneg <4 x i32> %13 to <4 x i64>
  %20 = zext nneg <4 x i32> %13 to <4 x i64>
  br label %21

21:                                               ; preds = %21, %10
  %22 = phi i64 [ 0, %10 ], [ %229, %21 ]
  %23 = phi <8 x float> [ zeroinitializer, %10 ], [ %225, %21 ]
  %24 = phi <8 x float> [ zeroinitializer, %10 ], [ %226, %21 ]
  %25 = phi <8 x float> [ zeroinitializer, %10 ], [ %227, %21 ]
  %26 = phi <8 x float> [ zeroinitializer, %10 ], [ %228, %21 ]
  %27 = getelementptr inbounds float, ptr %0, i64 %22
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  %29 = getelementptr inbounds i8, ptr %27, i64 64
  %30 = getelementptr inbounds i8, ptr %27, i64 96
  %31 = load <8 x float>, ptr %27, align 4, !tbaa !9
  %32 = load <8 x float>, ptr %28, align 4, !tbaa !9
  %33 = load <8 x float>, ptr %29, align 4, !tbaa !9
  %34 = load <8 x float>, ptr %30, align 4, !tbaa !9
  %35 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %31)
  %36 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %32)
  %37 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %33)
  %38 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %34)
  %39 = fmul fast <8 x float> %35, %31
  %40 = fmul fast <8 x float> %36, %32
  %41 = fmul fast <8 x float> %37, %33
  %42 = fmul fast <8 x float> %38, %34
  %43 = or disjoint i64 %22, 1
  %44 = or disjoint i64 %22, 2
  %45 = or disjoint i64 %22, 3
  %46 = insertelement <4 x i64> poison, i64 %22, i64 0
  %47 = shufflevector <4 x i64> %46, <4 x i64> poison, <4 x i32> zeroinitializer
  %48 = or disjoint <4 x i64> %47, <i64 4, i64 5, i64 6, i64 7>
  %49 = or disjoint <4 x i64> %47, <i64 8, i64 9, i64 10, i64 11>
  %50 = or disjoint <4 x i64> %47, <i64 12, i64 13, i64 14, i64 15>
  %51 = or disjoint <4 x i64> %47, <i64 16, i64 17, i64 18, i64 19>
  %52 = or disjoint <4 x i64> %47, <i64 20, i64 21, i64 22, i64 23>
  %53 = or disjoint <4 x i64> %47, <i64 24, i64 25, i64 26, i64 27>
  %54 = or disjoint <4 x i64> %47, <i64 28, i64 29, i64 30, i64 31>
  %55 = add nuw nsw i64 %22, 32
  %56 = icmp eq i64 %43, %5
  %57 = icmp eq i64 %44, %5
  %58 = icmp eq i64 %45, %5
  %59 = icmp eq i64 %55, %5
  %60 = and i64 %43, 4294967265
  %61 = and i64 %44, 4294967266
  %62 = and i64 %45, 4294967267
  %63 = and i64 %55, 4294967264
  %64 = select i1 %56, i64 0, i64 %60
  %65 = select i1 %57, i64 0, i64 %61
  %66 = select i1 %58, i64 0, i64 %62
  %67 = icmp eq <4 x i64> %48, %14
  %68 = and <4 x i64> %48, <i64 4294967268, i64 4294967269, i64 4294967270, i64 4294967271>
  %69 = select <4 x i1> %67, <4 x i64> zeroinitializer, <4 x i64> %68
  %70 = icmp eq <4 x i64> %49, %15
  %71 = and <4 x i64> %49, <i64 4294967272, i64 4294967273, i64 4294967274, i64 4294967275>
  %72 = select <4 x i1> %70, <4 x i64> zeroinitializer, <4 x i64> %71
  %73 = icmp eq <4 x i64> %50, %16
  %74 = and <4 x i64> %50, <i64 4294967276, i64 4294967277, i64 4294967278, i64 4294967279>
  %75 = select <4 x i1> %73, <4 x i64> zeroinitializer, <4 x i64> %74
  %76 = icmp eq <4 x i64> %51, %17
  %77 = and <4 x i64> %51, <i64 4294967280, i64 4294967281, i64 4294967282, i64 4294967283>
  %78 = select <4 x i1> %76, <4 x i64> zeroinitializer, <4 x i64> %77
  %79 = icmp eq <4 x i64> %52, %18
  %80 = and <4 x i64> %52, <i64 4294967284, i64 4294967285, i64 4294967286, i64 4294967287>
  %81 = select <4 x i1> %79, <4 x i64> zeroinitializer, <4 x i64> %80
  %82 = icmp eq <4 x i64> %53, %19
  %83 = and <4 x i64> %53, <i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291>
  %84 = select <4 x i1> %82, <4 x i64> zeroinitializer, <4 x i64> %83
  %85 = icmp eq <4 x i64> %54, %20
  %86 = and <4 x i64> %54, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %87 = select <4 x i1> %85, <4 x i64> zeroinitializer, <4 x i64> %86
  %88 = select i1 %59, i64 0, i64 %63
  %89 = getelementptr inbounds float, ptr %0, i64 %64
  %90 = getelementptr inbounds float, ptr %0, i64 %65
  %91 = getelementptr inbounds float, ptr %0, i64 %66
  %92 = extractelement <4 x i64> %69, i64 0
  %93 = getelementptr inbounds float, ptr %0, i64 %92
  %94 = extractelement <4 x i64> %69, i64 1
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = extractelement <4 x i64> %69, i64 2
  %97 = getelementptr inbounds float, ptr %0, i64 %96
  %98 = extractelement <4 x i64> %69, i64 3
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = extractelement <4 x i64> %72, i64 0
  %101 = getelementptr inbounds float, ptr %0, i64 %100
  %102 = extractelement <4 x i64> %72, i64 1
  %103 = getelementptr inbounds float, ptr %0, i64 %102
  %104 = extractelement <4 x i64> %72, i64 2
  %105 = getelementptr inbounds float, ptr %0, i64 %104
  %106 = extractelement <4 x i64> %72, i64 3
  %107 = getelementptr inbounds float, ptr %0, i64 %106
  %108 = extractelement <4 x i64> %75, i64 0
  %109 = getelementptr inbounds float, ptr %0, i64 %108
  %110 = extractelement <4 x i64> %75, i64 1
  %111 = getelementptr inbounds float, ptr %0, i64 %110
  %112 = extractelement <4 x i64> %75, i64 2
  %113 = getelementptr inbounds float, ptr %0, i64 %112
  %114 = extractelement <4 x i64> %75, i64 3
  %115 = getelementptr inbounds float, ptr %0, i64 %114
  %116 = extractelement <4 x i64> %78, i64 0
  %117 = getelementptr inbounds float, ptr %0, i64 %116
  %118 = extractelement <4 x i64> %78, i64 1
  %119 = getelementptr inbounds float, ptr %0, i64 %118
  %120 = extractelement <4 x i64> %78, i64 2
  %121 = getelementptr inbounds float, ptr %0, i64 %120
  %122 = extractelement <4 x i64> %78, i64 3
  %123 = getelementptr inbounds float, ptr %0, i64 %122
  %124 = extractelement <4 x i64> %81, i64 0
  %125 = getelementptr inbounds float, ptr %0, i64 %124
  %126 = extractelement <4 x i64> %81, i64 1
  %127 = getelementptr inbounds float, ptr %0, i64 %126
  %128 = extractelement <4 x i64> %81, i64 2
  %129 = getelementptr inbounds float, ptr %0, i64 %128
  %130 = extractelement <4 x i64> %81, i64 3
  %131 = getelementptr inbounds float, ptr %0, i64 %130
  %132 = extractelement <4 x i64> %84, i64 0
  %133 = getelementptr inbounds float, ptr %0, i64 %132
  %134 = extractelement <4 x i64> %84, i64 1
  %135 = getelementptr inbounds float, ptr %0, i64 %134
  %136 = extractelement <4 x i64> %84, i64 2
  %137 = getelementptr inbounds float, ptr %0, i64 %136
  %138 = extractelement <4 x i64> %84, i64 3
  %139 = getelementptr inbounds float, ptr %0, i64 %138
  %140 = extractelement <4 x i64> %87, i64 0
  %141 = getelementptr inbounds float, ptr %0, i64 %140
  %142 = extractelement <4 x i64> %87, i64 1
  %143 = getelementptr inbounds float, ptr %0, i64 %142
  %144 = extractelement <4 x i64> %87, i64 2
  %145 = getelementptr inbounds float, ptr %0, i64 %144
  %146 = extractelement <4 x i64> %87, i64 3
  %147 = getelementptr inbounds float, ptr %0, i64 %146
  %148 = getelementptr inbounds float, ptr %0, i64 %88
  %149 = load float, ptr %89, align 4, !tbaa !9
  %150 = load float, ptr %90, align 4, !tbaa !9
  %151 = load float, ptr %91, align 4, !tbaa !9
  %152 = load float, ptr %93, align 4, !tbaa !9
  %153 = load float, ptr %95, align 4, !tbaa !9
  %154 = load float, ptr %97, align 4, !tbaa !9
  %155 = load float, ptr %99, align 4, !tbaa !9
  %156 = load float, ptr %101, align 4, !tbaa !9
  %157 = insertelement <8 x float> poison, float %149, i64 0
  %158 = insertelement <8 x float> %157, float %150, i64 1
  %159 = insertelement <8 x float> %158, float %151, i64 2
  %160 = insertelement <8 x float> %159, float %152, i64 3
  %161 = insertelement <8 x float> %160, float %153, i64 4
  %162 = insertelement <8 x float> %161, float %154, i64 5
  %163 = insertelement <8 x float> %162, float %155, i64 6
  %164 = insertelement <8 x float> %163, float %156, i64 7
  %165 = load float, ptr %103, align 4, !tbaa !9
  %166 = load float, ptr %105, align 4, !tbaa !9
  %167 = load float, ptr %107, align 4, !tbaa !9
  %168 = load float, ptr %109, align 4, !tbaa !9
  %169 = load float, ptr %111, align 4, !tbaa !9
  %170 = load float, ptr %113, align 4, !tbaa !9
  %171 = load float, ptr %115, align 4, !tbaa !9
  %172 = load float, ptr %117, align 4, !tbaa !9
  %173 = insertelement <8 x float> poison, float %165, i64 0
  %174 = insertelement <8 x float> %173, float %166, i64 1
  %175 = insertelement <8 x float> %174, float %167, i64 2
  %176 = insertelement <8 x float> %175, float %168, i64 3
  %177 = insertelement <8 x float> %176, float %169, i64 4
  %178 = insertelement <8 x float> %177, float %170, i64 5
  %179 = insertelement <8 x float> %178, float %171, i64 6
  %180 = insertelement <8 x float> %179, float %172, i64 7
  %181 = load float, ptr %119, align 4, !tbaa !9
  %182 = load float, ptr %121, align 4, !tbaa !9
  %183 = load float, ptr %123, align 4, !tbaa !9
  %184 = load float, ptr %125, align 4, !tbaa !9
  %185 = load float, ptr %127, align 4, !tbaa !9
  %186 = load float, ptr %129, align 4, !tbaa !9
  %187 = load float, ptr %131, align 4, !tbaa !9
  %188 = load float, ptr %133, align 4, !tbaa !9
  %189 = insertelement <8 x float> poison, float %181, i64 0
  %190 = insertelement <8 x float> %189, float %182, i64 1
  %191 = insertelement <8 x float> %190, float %183, i64 2
  %192 = insertelement <8 x float> %191, float %184, i64 3
  %193 = insertelement <8 x float> %192, float %185, i64 4
  %194 = insertelement <8 x float> %193, float %186, i64 5
  %195 = insertelement <8 x float> %194, float %187, i64 6
  %196 = insertelement <8 x float> %195, float %188, i64 7
  %197 = load float, ptr %135, align 4, !tbaa !9
  %198 = load float, ptr %137, align 4, !tbaa !9
  %199 = load float, ptr %139, align 4, !tbaa !9
  %200 = load float, ptr %141, align 4, !tbaa !9
  %201 = load float, ptr %143, align 4, !tbaa !9
  %202 = load float, ptr %145, align 4, !tbaa !9
  %203 = load float, ptr %147, align 4, !tbaa !9
  %204 = load float, ptr %148, align 4, !tbaa !9
  %205 = insertelement <8 x float> poison, float %197, i64 0
  %206 = insertelement <8 x float> %205, float %198, i64 1
  %207 = insertelement <8 x float> %206, float %199, i64 2
  %208 = insertelement <8 x float> %207, float %200, i64 3
  %209 = insertelement <8 x float> %208, float %201, i64 4
  %210 = insertelement <8 x float> %209, float %202, i64 5
  %211 = insertelement <8 x float> %210, float %203, i64 6
  %212 = insertelement <8 x float> %211, float %204, i64 7
  %213 = fmul fast <8 x float> %164, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %214 = fmul fast <8 x float> %180, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %215 = fmul fast <8 x float> %196, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %216 = fmul fast <8 x float> %212, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %217 = fadd fast <8 x float> %213, %39
  %218 = fadd fast <8 x float> %214, %40
  %219 = fadd fast <8 x float> %215, %41
  %220 = fadd fast <8 x float> %216, %42
  %221 = fmul fast <8 x float> %217, %31
  %222 = fmul fast <8 x float> %218, %32
  %223 = fmul fast <8 x float> %219, %33
  %224 = fmul fast <8 x float> %220, %34
  %225 = fadd fast <8 x float> %221, %23
  %226 = fadd fast <8 x float> %222, %24
  %227 = fadd fast <8 x float> %223, %25
  %228 = fadd fast <8 x float> %224, %26
  %229 = add nuw i64 %22, 32
  %230 = icmp eq i64 %229, %11
  br i1 %230, label %231, label %21, !llvm.loop !37

231:                                              ; preds = %21
  %232 = fadd fast <8 x float> %226, %225
  %233 = fadd fast <8 x float> %227, %232
  %234 = fadd fast <8 x float> %228, %233
  %235 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %234)
  %236 = icmp eq i64 %11, %5
  br i1 %236, label %237, label %7

237:                                              ; preds = %239, %231, %2
  %238 = phi float [ 0.000000e+00, %2 ], [ %235, %231 ], [ %255, %239 ]
  ret float %238

239:                                              ; preds = %7, %239
  %240 = phi i64 [ %246, %239 ], [ %8, %7 ]
  %241 = phi float [ %255, %239 ], [ %9, %7 ]
  %242 = getelementptr inbounds float, ptr %0, i64 %240
  %243 = load float, ptr %242, align 4, !tbaa !9
  %244 = tail call fast float @llvm.sin.f32(float %243)
  %245 = fmul fast float %244, %243
  %246 = add nuw nsw i64 %240, 1
  %247 = icmp eq i64 %246, %5
  %248 = and i64 %246, 4294967295
  %249 = select i1 %247, i64 0, i64 %248
  %250 = getelementptr inbounds float, ptr %0, i64 %249
  %251 = load float, ptr %250, align 4, !tbaa !9
  %252 = fmul fast float %251, 5.000000e-01
  %253 = fadd fast float %252, %245
  %254 = fmul fast float %253, %243
  %255 = fadd fast float %254, %241
  %256 = icmp eq i64 %246, %5
  br i1 %256, label %237, label %239, !llvm.loop !38
}

; Function Attrs: nounwind uwtable
define internal fastcc void @check_float_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [16 x float], align 16
  %8 = alloca [16 x float], align 16
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [16 x double], align 16
  %12 = alloca [16 x double], align 16
  %13 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #13
  %14 = load i32, ptr %1, align 8, !tbaa !15
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %45

16:                                               ; preds = %4
  %17 = zext nneg i32 %14 to i64
  %18 = icmp ult i32 %14, 8
  br i1 %18, label %19, label %21

19:                                               ; preds = %43, %16
  %20 = phi i64 [ 0, %16 ], [ %22, %43 ]
  br label %104

21:                                               ; preds = %16
  %22 = and i64 %17, 2147483640
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %41, %23 ]
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load <4 x float>, ptr %25, align 4, !tbaa !9
  %28 = load <4 x float>, ptr %26, align 4, !tbaa !9
  %29 = fpext <4 x float> %27 to <4 x double>
  %30 = fpext <4 x float> %28 to <4 x double>
  %31 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %24
  %32 = getelementptr inbounds i8, ptr %31, i64 32
  store <4 x double> %29, ptr %31, align 16, !tbaa !11
  store <4 x double> %30, ptr %32, align 16, !tbaa !11
  %33 = getelementptr inbounds float, ptr %3, i64 %24
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <4 x float>, ptr %33, align 4, !tbaa !9
  %36 = load <4 x float>, ptr %34, align 4, !tbaa !9
  %37 = fpext <4 x float> %35 to <4 x double>
  %38 = fpext <4 x float> %36 to <4 x double>
  %39 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %24
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  store <4 x double> %37, ptr %39, align 16, !tbaa !11
  store <4 x double> %38, ptr %40, align 16, !tbaa !11
  %41 = add nuw i64 %24, 8
  %42 = icmp eq i64 %41, %22
  br i1 %42, label %43, label %23, !llvm.loop !39

43:                                               ; preds = %23
  %44 = icmp eq i64 %22, %17
  br i1 %44, label %45, label %19

45:                                               ; preds = %104, %43, %4
  %46 = tail call i32 @llvm.smax.i32(i32 %14, i32 1)
  %47 = zext nneg i32 %46 to i64
  %48 = shl nuw nsw i64 %47, 3
  %49 = tail call noalias ptr @malloc(i64 noundef %48) #14
  %50 = sext i32 %14 to i64
  %51 = shl nsw i64 %50, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %49, ptr nonnull readonly align 16 %11, i64 %51, i1 false)
  br i1 %15, label %52, label %96

52:                                               ; preds = %45
  %53 = zext nneg i32 %14 to i64
  br label %54

54:                                               ; preds = %93, %52
  %55 = phi i64 [ 0, %52 ], [ %94, %93 ]
  %56 = getelementptr inbounds double, ptr %12, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !11
  %58 = getelementptr inbounds double, ptr %49, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = tail call fast double @llvm.fabs.f64(double %59)
  %61 = tail call fast double @llvm.maxnum.f64(double %60, double 1.000000e+00)
  %62 = fmul fast double %61, 0x3EB0C6F7A0B5ED8D
  %63 = fadd fast double %62, %59
  %64 = fsub fast double %59, %62
  store double %63, ptr %58, align 8, !tbaa !11
  %65 = tail call fast fastcc nofpclass(nan inf) double @obj_twin(ptr noundef %49, ptr noundef nonnull readonly %1)
  store double %64, ptr %58, align 8, !tbaa !11
  %66 = tail call fast fastcc nofpclass(nan inf) double @obj_twin(ptr noundef %49, ptr noundef nonnull readonly %1)
  store double %59, ptr %58, align 8, !tbaa !11
  %67 = fsub fast double %65, %66
  %68 = fmul fast double %61, 2.000000e-06
  %69 = fdiv fast double %67, %68
  %70 = tail call fast double @llvm.fabs.f64(double %69)
  %71 = tail call fast double @llvm.maxnum.f64(double %70, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %57, ptr %10, align 8, !tbaa !11
  %72 = load volatile double, ptr %10, align 8, !tbaa !11
  %73 = tail call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %74, label %88, label %75

75:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %69, ptr %9, align 8, !tbaa !11
  %76 = load volatile double, ptr %9, align 8, !tbaa !11
  %77 = tail call double @llvm.fabs.f64(double %76)
  %78 = fcmp ueq double %77, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %78, label %88, label %79

79:                                               ; preds = %75
  %80 = fsub fast double %57, %69
  %81 = tail call fast double @llvm.fabs.f64(double %80)
  %82 = fmul fast double %71, 1.000000e-04
  %83 = fcmp fast ole double %81, %82
  %84 = freeze i1 %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %79
  %86 = trunc nuw nsw i64 %55 to i32
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %86, double noundef nofpclass(nan inf) %57, double noundef nofpclass(nan inf) %69, ptr noundef nonnull @.str.7)
  br label %93

88:                                               ; preds = %79, %75, %54
  %89 = trunc nuw nsw i64 %55 to i32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %89, double noundef nofpclass(nan inf) %57, double noundef nofpclass(nan inf) %69, ptr noundef nonnull @.str.8)
  %91 = load i32, ptr @n_fail, align 4, !tbaa !13
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @n_fail, align 4, !tbaa !13
  br label %93

93:                                               ; preds = %88, %85
  %94 = add nuw nsw i64 %55, 1
  %95 = icmp eq i64 %94, %53
  br i1 %95, label %96, label %54, !llvm.loop !40

96:                                               ; preds = %93, %45
  tail call void @free(ptr noundef %49) #13
  %97 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef %0) #13
  %98 = load i32, ptr %1, align 8, !tbaa !15
  %99 = icmp sgt i32 %98, 0
  br i1 %99, label %100, label %116

100:                                              ; preds = %96
  %101 = getelementptr inbounds i8, ptr %1, i64 16
  %102 = getelementptr inbounds i8, ptr %1, i64 8
  %103 = getelementptr inbounds i8, ptr %1, i64 4
  br label %117

104:                                              ; preds = %19, %104
  %105 = phi i64 [ %114, %104 ], [ %20, %19 ]
  %106 = getelementptr inbounds float, ptr %2, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !9
  %108 = fpext float %107 to double
  %109 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %105
  store double %108, ptr %109, align 8, !tbaa !11
  %110 = getelementptr inbounds float, ptr %3, i64 %105
  %111 = load float, ptr %110, align 4, !tbaa !9
  %112 = fpext float %111 to double
  %113 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %105
  store double %112, ptr %113, align 8, !tbaa !11
  %114 = add nuw nsw i64 %105, 1
  %115 = icmp eq i64 %114, %17
  br i1 %115, label %45, label %104, !llvm.loop !41

116:                                              ; preds = %1118, %96
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #13
  ret void

117:                                              ; preds = %100, %1118
  %118 = phi i64 [ 0, %100 ], [ %1119, %1118 ]
  %119 = phi i32 [ %98, %100 ], [ %1120, %1118 ]
  %120 = getelementptr inbounds float, ptr %3, i64 %118
  %121 = load float, ptr %120, align 4, !tbaa !9
  %122 = fpext float %121 to double
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #13
  %123 = sext i32 %119 to i64
  %124 = shl nsw i64 %123, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 4 %2, i64 %124, i1 false)
  %125 = getelementptr inbounds float, ptr %2, i64 %118
  %126 = load float, ptr %125, align 4, !tbaa !9
  %127 = fadd fast float %126, 0x3F847AE140000000
  %128 = fadd fast float %126, 0xBF847AE140000000
  %129 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 %118
  %130 = load i32, ptr %101, align 8, !tbaa !20
  %131 = zext i32 %119 to i64
  %132 = icmp sgt i32 %119, 0
  switch i32 %130, label %791 [
    i32 0, label %133
    i32 1, label %662
  ]

133:                                              ; preds = %117
  br i1 %132, label %134, label %1086

134:                                              ; preds = %133
  store float %127, ptr %129, align 4, !tbaa !9
  %135 = icmp ult i32 %119, 32
  br i1 %135, label %376, label %136

136:                                              ; preds = %134
  %137 = and i64 %131, 2147483616
  br label %138

138:                                              ; preds = %138, %136
  %139 = phi i64 [ 0, %136 ], [ %368, %138 ]
  %140 = phi <8 x float> [ zeroinitializer, %136 ], [ %364, %138 ]
  %141 = phi <8 x float> [ zeroinitializer, %136 ], [ %365, %138 ]
  %142 = phi <8 x float> [ zeroinitializer, %136 ], [ %366, %138 ]
  %143 = phi <8 x float> [ zeroinitializer, %136 ], [ %367, %138 ]
  %144 = getelementptr inbounds float, ptr %7, i64 %139
  %145 = getelementptr inbounds i8, ptr %144, i64 32
  %146 = getelementptr inbounds i8, ptr %144, i64 64
  %147 = getelementptr inbounds i8, ptr %144, i64 96
  %148 = load <8 x float>, ptr %144, align 16, !tbaa !9
  %149 = load <8 x float>, ptr %145, align 16, !tbaa !9
  %150 = load <8 x float>, ptr %146, align 16, !tbaa !9
  %151 = load <8 x float>, ptr %147, align 16, !tbaa !9
  %152 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %148)
  %153 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %149)
  %154 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %150)
  %155 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %151)
  %156 = fmul fast <8 x float> %152, %148
  %157 = fmul fast <8 x float> %153, %149
  %158 = fmul fast <8 x float> %154, %150
  %159 = fmul fast <8 x float> %155, %151
  %160 = or disjoint i64 %139, 1
  %161 = or disjoint i64 %139, 2
  %162 = or disjoint i64 %139, 3
  %163 = or disjoint i64 %139, 4
  %164 = or disjoint i64 %139, 5
  %165 = or disjoint i64 %139, 6
  %166 = or disjoint i64 %139, 7
  %167 = or disjoint i64 %139, 8
  %168 = or disjoint i64 %139, 9
  %169 = or disjoint i64 %139, 10
  %170 = or disjoint i64 %139, 11
  %171 = or disjoint i64 %139, 12
  %172 = or disjoint i64 %139, 13
  %173 = or disjoint i64 %139, 14
  %174 = or disjoint i64 %139, 15
  %175 = or disjoint i64 %139, 16
  %176 = or disjoint i64 %139, 17
  %177 = or disjoint i64 %139, 18
  %178 = or disjoint i64 %139, 19
  %179 = or disjoint i64 %139, 20
  %180 = or disjoint i64 %139, 21
  %181 = or disjoint i64 %139, 22
  %182 = or disjoint i64 %139, 23
  %183 = or disjoint i64 %139, 24
  %184 = or disjoint i64 %139, 25
  %185 = or disjoint i64 %139, 26
  %186 = or disjoint i64 %139, 27
  %187 = or disjoint i64 %139, 28
  %188 = or disjoint i64 %139, 29
  %189 = or disjoint i64 %139, 30
  %190 = or disjoint i64 %139, 31
  %191 = add nuw nsw i64 %139, 32
  %192 = icmp eq i64 %160, %131
  %193 = icmp eq i64 %161, %131
  %194 = icmp eq i64 %162, %131
  %195 = icmp eq i64 %163, %131
  %196 = icmp eq i64 %164, %131
  %197 = icmp eq i64 %165, %131
  %198 = icmp eq i64 %166, %131
  %199 = icmp eq i64 %167, %131
  %200 = icmp eq i64 %168, %131
  %201 = icmp eq i64 %169, %131
  %202 = icmp eq i64 %170, %131
  %203 = icmp eq i64 %171, %131
  %204 = icmp eq i64 %172, %131
  %205 = icmp eq i64 %173, %131
  %206 = icmp eq i64 %174, %131
  %207 = icmp eq i64 %175, %131
  %208 = icmp eq i64 %176, %131
  %209 = icmp eq i64 %177, %131
  %210 = icmp eq i64 %178, %131
  %211 = icmp eq i64 %179, %131
  %212 = icmp eq i64 %180, %131
  %213 = icmp eq i64 %181, %131
  %214 = icmp eq i64 %182, %131
  %215 = icmp eq i64 %183, %131
  %216 = icmp eq i64 %184, %131
  %217 = icmp eq i64 %185, %131
  %218 = icmp eq i64 %186, %131
  %219 = icmp eq i64 %187, %131
  %220 = icmp eq i64 %188, %131
  %221 = icmp eq i64 %189, %131
  %222 = icmp eq i64 %190, %131
  %223 = icmp eq i64 %191, %131
  %224 = select i1 %192, i64 0, i64 %160
  %225 = select i1 %193, i64 0, i64 %161
  %226 = select i1 %194, i64 0, i64 %162
  %227 = select i1 %195, i64 0, i64 %163
  %228 = select i1 %196, i64 0, i64 %164
  %229 = select i1 %197, i64 0, i64 %165
  %230 = select i1 %198, i64 0, i64 %166
  %231 = select i1 %199, i64 0, i64 %167
  %232 = select i1 %200, i64 0, i64 %168
  %233 = select i1 %201, i64 0, i64 %169
  %234 = select i1 %202, i64 0, i64 %170
  %235 = select i1 %203, i64 0, i64 %171
  %236 = select i1 %204, i64 0, i64 %172
  %237 = select i1 %205, i64 0, i64 %173
  %238 = select i1 %206, i64 0, i64 %174
  %239 = select i1 %207, i64 0, i64 %175
  %240 = select i1 %208, i64 0, i64 %176
  %241 = select i1 %209, i64 0, i64 %177
  %242 = select i1 %210, i64 0, i64 %178
  %243 = select i1 %211, i64 0, i64 %179
  %244 = select i1 %212, i64 0, i64 %180
  %245 = select i1 %213, i64 0, i64 %181
  %246 = select i1 %214, i64 0, i64 %182
  %247 = select i1 %215, i64 0, i64 %183
  %248 = select i1 %216, i64 0, i64 %184
  %249 = select i1 %217, i64 0, i64 %185
  %250 = select i1 %218, i64 0, i64 %186
  %251 = select i1 %219, i64 0, i64 %187
  %252 = select i1 %220, i64 0, i64 %188
  %253 = select i1 %221, i64 0, i64 %189
  %254 = select i1 %222, i64 0, i64 %190
  %255 = select i1 %223, i64 0, i64 %191
  %256 = getelementptr inbounds float, ptr %7, i64 %224
  %257 = getelementptr inbounds float, ptr %7, i64 %225
  %258 = getelementptr inbounds float, ptr %7, i64 %226
  %259 = getelementptr inbounds float, ptr %7, i64 %227
  %260 = getelementptr inbounds float, ptr %7, i64 %228
  %261 = getelementptr inbounds float, ptr %7, i64 %229
  %262 = getelementptr inbounds float, ptr %7, i64 %230
  %263 = getelementptr inbounds float, ptr %7, i64 %231
  %264 = getelementptr inbounds float, ptr %7, i64 %232
  %265 = getelementptr inbounds float, ptr %7, i64 %233
  %266 = getelementptr inbounds float, ptr %7, i64 %234
  %267 = getelementptr inbounds float, ptr %7, i64 %235
  %268 = getelementptr inbounds float, ptr %7, i64 %236
  %269 = getelementptr inbounds float, ptr %7, i64 %237
  %270 = getelementptr inbounds float, ptr %7, i64 %238
  %271 = getelementptr inbounds float, ptr %7, i64 %239
  %272 = getelementptr inbounds float, ptr %7, i64 %240
  %273 = getelementptr inbounds float, ptr %7, i64 %241
  %274 = getelementptr inbounds float, ptr %7, i64 %242
  %275 = getelementptr inbounds float, ptr %7, i64 %243
  %276 = getelementptr inbounds float, ptr %7, i64 %244
  %277 = getelementptr inbounds float, ptr %7, i64 %245
  %278 = getelementptr inbounds float, ptr %7, i64 %246
  %279 = getelementptr inbounds float, ptr %7, i64 %247
  %280 = getelementptr inbounds float, ptr %7, i64 %248
  %281 = getelementptr inbounds float, ptr %7, i64 %249
  %282 = getelementptr inbounds float, ptr %7, i64 %250
  %283 = getelementptr inbounds float, ptr %7, i64 %251
  %284 = getelementptr inbounds float, ptr %7, i64 %252
  %285 = getelementptr inbounds float, ptr %7, i64 %253
  %286 = getelementptr inbounds float, ptr %7, i64 %254
  %287 = getelementptr inbounds float, ptr %7, i64 %255
  %288 = load float, ptr %256, align 4, !tbaa !9
  %289 = load float, ptr %257, align 8, !tbaa !9
  %290 = load float, ptr %258, align 4, !tbaa !9
  %291 = load float, ptr %259, align 16, !tbaa !9
  %292 = load float, ptr %260, align 4, !tbaa !9
  %293 = load float, ptr %261, align 8, !tbaa !9
  %294 = load float, ptr %262, align 4, !tbaa !9
  %295 = load float, ptr %263, align 16, !tbaa !9
  %296 = insertelement <8 x float> poison, float %288, i64 0
  %297 = insertelement <8 x float> %296, float %289, i64 1
  %298 = insertelement <8 x float> %297, float %290, i64 2
  %299 = insertelement <8 x float> %298, float %291, i64 3
  %300 = insertelement <8 x float> %299, float %292, i64 4
  %301 = insertelement <8 x float> %300, float %293, i64 5
  %302 = insertelement <8 x float> %301, float %294, i64 6
  %303 = insertelement <8 x float> %302, float %295, i64 7
  %304 = load float, ptr %264, align 4, !tbaa !9
  %305 = load float, ptr %265, align 8, !tbaa !9
  %306 = load float, ptr %266, align 4, !tbaa !9
  %307 = load float, ptr %267, align 16, !tbaa !9
  %308 = load float, ptr %268, align 4, !tbaa !9
  %309 = load float, ptr %269, align 8, !tbaa !9
  %310 = load float, ptr %270, align 4, !tbaa !9
  %311 = load float, ptr %271, align 16, !tbaa !9
  %312 = insertelement <8 x float> poison, float %304, i64 0
  %313 = insertelement <8 x float> %312, float %305, i64 1
  %314 = insertelement <8 x float> %313, float %306, i64 2
  %315 = insertelement <8 x float> %314, float %307, i64 3
  %316 = insertelement <8 x float> %315, float %308, i64 4
  %317 = insertelement <8 x float> %316, float %309, i64 5
  %318 = insertelement <8 x float> %317, float %310, i64 6
  %319 = insertelement <8 x float> %318, float %311, i64 7
  %320 = load float, ptr %272, align 4, !tbaa !9
  %321 = load float, ptr %273, align 8, !tbaa !9
  %322 = load float, ptr %274, align 4, !tbaa !9
  %323 = load float, ptr %275, align 16, !tbaa !9
  %324 = load float, ptr %276, align 4, !tbaa !9
  %325 = load float, ptr %277, align 8, !tbaa !9
  %326 = load float, ptr %278, align 4, !tbaa !9
  %327 = load float, ptr %279, align 16, !tbaa !9
  %328 = insertelement <8 x float> poison, float %320, i64 0
  %329 = insertelement <8 x float> %328, float %321, i64 1
  %330 = insertelement <8 x float> %329, float %322, i64 2
  %331 = insertelement <8 x float> %330, float %323, i64 3
  %332 = insertelement <8 x float> %331, float %324, i64 4
  %333 = insertelement <8 x float> %332, float %325, i64 5
  %334 = insertelement <8 x float> %333, float %326, i64 6
  %335 = insertelement <8 x float> %334, float %327, i64 7
  %336 = load float, ptr %280, align 4, !tbaa !9
  %337 = load float, ptr %281, align 8, !tbaa !9
  %338 = load float, ptr %282, align 4, !tbaa !9
  %339 = load float, ptr %283, align 16, !tbaa !9
  %340 = load float, ptr %284, align 4, !tbaa !9
  %341 = load float, ptr %285, align 8, !tbaa !9
  %342 = load float, ptr %286, align 4, !tbaa !9
  %343 = load float, ptr %287, align 16, !tbaa !9
  %344 = insertelement <8 x float> poison, float %336, i64 0
  %345 = insertelement <8 x float> %344, float %337, i64 1
  %346 = insertelement <8 x float> %345, float %338, i64 2
  %347 = insertelement <8 x float> %346, float %339, i64 3
  %348 = insertelement <8 x float> %347, float %340, i64 4
  %349 = insertelement <8 x float> %348, float %341, i64 5
  %350 = insertelement <8 x float> %349, float %342, i64 6
  %351 = insertelement <8 x float> %350, float %343, i64 7
  %352 = fmul fast <8 x float> %303, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %353 = fmul fast <8 x float> %319, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %354 = fmul fast <8 x float> %335, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %355 = fmul fast <8 x float> %351, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %356 = fadd fast <8 x float> %352, %156
  %357 = fadd fast <8 x float> %353, %157
  %358 = fadd fast <8 x float> %354, %158
  %359 = fadd fast <8 x float> %355, %159
  %360 = fmul fast <8 x float> %356, %148
  %361 = fmul fast <8 x float> %357, %149
  %362 = fmul fast <8 x float> %358, %150
  %363 = fmul fast <8 x float> %359, %151
  %364 = fadd fast <8 x float> %360, %140
  %365 = fadd fast <8 x float> %361, %141
  %366 = fadd fast <8 x float> %362, %142
  %367 = fadd fast <8 x float> %363, %143
  %368 = add nuw i64 %139, 32
  %369 = icmp eq i64 %368, %137
  br i1 %369, label %370, label %138, !llvm.loop !42

370:                                              ; preds = %138
  %371 = fadd fast <8 x float> %365, %364
  %372 = fadd fast <8 x float> %366, %371
  %373 = fadd fast <8 x float> %367, %372
  %374 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %373)
  %375 = icmp eq i64 %137, %131
  br i1 %375, label %395, label %376

376:                                              ; preds = %370, %134
  %377 = phi i64 [ 0, %134 ], [ %137, %370 ]
  %378 = phi float [ 0.000000e+00, %134 ], [ %374, %370 ]
  br label %379

379:                                              ; preds = %376, %379
  %380 = phi i64 [ %386, %379 ], [ %377, %376 ]
  %381 = phi float [ %394, %379 ], [ %378, %376 ]
  %382 = getelementptr inbounds float, ptr %7, i64 %380
  %383 = load float, ptr %382, align 4, !tbaa !9
  %384 = call fast float @llvm.sin.f32(float %383)
  %385 = fmul fast float %384, %383
  %386 = add nuw nsw i64 %380, 1
  %387 = icmp eq i64 %386, %131
  %388 = select i1 %387, i64 0, i64 %386
  %389 = getelementptr inbounds float, ptr %7, i64 %388
  %390 = load float, ptr %389, align 4, !tbaa !9
  %391 = fmul fast float %390, 5.000000e-01
  %392 = fadd fast float %391, %385
  %393 = fmul fast float %392, %383
  %394 = fadd fast float %393, %381
  br i1 %387, label %395, label %379, !llvm.loop !43

395:                                              ; preds = %379, %370
  %396 = phi float [ %374, %370 ], [ %394, %379 ]
  store float %128, ptr %129, align 4, !tbaa !9
  %397 = icmp ult i32 %119, 32
  br i1 %397, label %638, label %398

398:                                              ; preds = %395
  %399 = and i64 %131, 2147483616
  br label %400

400:                                              ; preds = %400, %398
  %401 = phi i64 [ 0, %398 ], [ %630, %400 ]
  %402 = phi <8 x float> [ zeroinitializer, %398 ], [ %626, %400 ]
  %403 = phi <8 x float> [ zeroinitializer, %398 ], [ %627, %400 ]
  %404 = phi <8 x float> [ zeroinitializer, %398 ], [ %628, %400 ]
  %405 = phi <8 x float> [ zeroinitializer, %398 ], [ %629, %400 ]
  %406 = getelementptr inbounds float, ptr %7, i64 %401
  %407 = getelementptr inbounds i8, ptr %406, i64 32
  %408 = getelementptr inbounds i8, ptr %406, i64 64
  %409 = getelementptr inbounds i8, ptr %406, i64 96
  %410 = load <8 x float>, ptr %406, align 16, !tbaa !9
  %411 = load <8 x float>, ptr %407, align 16, !tbaa !9
  %412 = load <8 x float>, ptr %408, align 16, !tbaa !9
  %413 = load <8 x float>, ptr %409, align 16, !tbaa !9
  %414 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %410)
  %415 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %411)
  %416 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %412)
  %417 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %413)
  %418 = fmul fast <8 x float> %414, %410
  %419 = fmul fast <8 x float> %415, %411
  %420 = fmul fast <8 x float> %416, %412
  %421 = fmul fast <8 x float> %417, %413
  %422 = or disjoint i64 %401, 1
  %423 = or disjoint i64 %401, 2
  %424 = or disjoint i64 %401, 3
  %425 = or disjoint i64 %401, 4
  %426 = or disjoint i64 %401, 5
  %427 = or disjoint i64 %401, 6
  %428 = or disjoint i64 %401, 7
  %429 = or disjoint i64 %401, 8
  %430 = or disjoint i64 %401, 9
  %431 = or disjoint i64 %401, 10
  %432 = or disjoint i64 %401, 11
  %433 = or disjoint i64 %401, 12
  %434 = or disjoint i64 %401, 13
  %435 = or disjoint i64 %401, 14
  %436 = or disjoint i64 %401, 15
  %437 = or disjoint i64 %401, 16
  %438 = or disjoint i64 %401, 17
  %439 = or disjoint i64 %401, 18
  %440 = or disjoint i64 %401, 19
  %441 = or disjoint i64 %401, 20
  %442 = or disjoint i64 %401, 21
  %443 = or disjoint i64 %401, 22
  %444 = or disjoint i64 %401, 23
  %445 = or disjoint i64 %401, 24
  %446 = or disjoint i64 %401, 25
  %447 = or disjoint i64 %401, 26
  %448 = or disjoint i64 %401, 27
  %449 = or disjoint i64 %401, 28
  %450 = or disjoint i64 %401, 29
  %451 = or disjoint i64 %401, 30
  %452 = or disjoint i64 %401, 31
  %453 = add nuw nsw i64 %401, 32
  %454 = icmp eq i64 %422, %131
  %455 = icmp eq i64 %423, %131
  %456 = icmp eq i64 %424, %131
  %457 = icmp eq i64 %425, %131
  %458 = icmp eq i64 %426, %131
  %459 = icmp eq i64 %427, %131
  %460 = icmp eq i64 %428, %131
  %461 = icmp eq i64 %429, %131
  %462 = icmp eq i64 %430, %131
  %463 = icmp eq i64 %431, %131
  %464 = icmp eq i64 %432, %131
  %465 = icmp eq i64 %433, %131
  %466 = icmp eq i64 %434, %131
  %467 = icmp eq i64 %435, %131
  %468 = icmp eq i64 %436, %131
  %469 = icmp eq i64 %437, %131
  %470 = icmp eq i64 %438, %131
  %471 = icmp eq i64 %439, %131
  %472 = icmp eq i64 %440, %131
  %473 = icmp eq i64 %441, %131
  %474 = icmp eq i64 %442, %131
  %475 = icmp eq i64 %443, %131
  %476 = icmp eq i64 %444, %131
  %477 = icmp eq i64 %445, %131
  %478 = icmp eq i64 %446, %131
  %479 = icmp eq i64 %447, %131
  %480 = icmp eq i64 %448, %131
  %481 = icmp eq i64 %449, %131
  %482 = icmp eq i64 %450, %131
  %483 = icmp eq i64 %451, %131
  %484 = icmp eq i64 %452, %131
  %485 = icmp eq i64 %453, %131
  %486 = select i1 %454, i64 0, i64 %422
  %487 = select i1 %455, i64 0, i64 %423
  %488 = select i1 %456, i64 0, i64 %424
  %489 = select i1 %457, i64 0, i64 %425
  %490 = select i1 %458, i64 0, i64 %426
  %491 = select i1 %459, i64 0, i64 %427
  %492 = select i1 %460, i64 0, i64 %428
  %493 = select i1 %461, i64 0, i64 %429
  %494 = select i1 %462, i64 0, i64 %430
  %495 = select i1 %463, i64 0, i64 %431
  %496 = select i1 %464, i64 0, i64 %432
  %497 = select i1 %465, i64 0, i64 %433
  %498 = select i1 %466, i64 0, i64 %434
  %499 = select i1 %467, i64 0, i64 %435
  %500 = select i1 %468, i64 0, i64 %436
  %501 = select i1 %469, i64 0, i64 %437
  %502 = select i1 %470, i64 0, i64 %438
  %503 = select i1 %471, i64 0, i64 %439
  %504 = select i1 %472, i64 0, i64 %440
  %505 = select i1 %473, i64 0, i64 %441
  %506 = select i1 %474, i64 0, i64 %442
  %507 = select i1 %475, i64 0, i64 %443
  %508 = select i1 %476, i64 0, i64 %444
  %509 = select i1 %477, i64 0, i64 %445
  %510 = select i1 %478, i64 0, i64 %446
  %511 = select i1 %479, i64 0, i64 %447
  %512 = select i1 %480, i64 0, i64 %448
  %513 = select i1 %481, i64 0, i64 %449
  %514 = select i1 %482, i64 0, i64 %450
  %515 = select i1 %483, i64 0, i64 %451
  %516 = select i1 %484, i64 0, i64 %452
  %517 = select i1 %485, i64 0, i64 %453
  %518 = getelementptr inbounds float, ptr %7, i64 %486
  %519 = getelementptr inbounds float, ptr %7, i64 %487
  %520 = getelementptr inbounds float, ptr %7, i64 %488
  %521 = getelementptr inbounds float, ptr %7, i64 %489
  %522 = getelementptr inbounds float, ptr %7, i64 %490
  %523 = getelementptr inbounds float, ptr %7, i64 %491
  %524 = getelementptr inbounds float, ptr %7, i64 %492
  %525 = getelementptr inbounds float, ptr %7, i64 %493
  %526 = getelementptr inbounds float, ptr %7, i64 %494
  %527 = getelementptr inbounds float, ptr %7, i64 %495
  %528 = getelementptr inbounds float, ptr %7, i64 %496
  %529 = getelementptr inbounds float, ptr %7, i64 %497
  %530 = getelementptr inbounds float, ptr %7, i64 %498
  %531 = getelementptr inbounds float, ptr %7, i64 %499
  %532 = getelementptr inbounds float, ptr %7, i64 %500
  %533 = getelementptr inbounds float, ptr %7, i64 %501
  %534 = getelementptr inbounds float, ptr %7, i64 %502
  %535 = getelementptr inbounds float, ptr %7, i64 %503
  %536 = getelementptr inbounds float, ptr %7, i64 %504
  %537 = getelementptr inbounds float, ptr %7, i64 %505
  %538 = getelementptr inbounds float, ptr %7, i64 %506
  %539 = getelementptr inbounds float, ptr %7, i64 %507
  %540 = getelementptr inbounds float, ptr %7, i64 %508
  %541 = getelementptr inbounds float, ptr %7, i64 %509
  %542 = getelementptr inbounds float, ptr %7, i64 %510
  %543 = getelementptr inbounds float, ptr %7, i64 %511
  %544 = getelementptr inbounds float, ptr %7, i64 %512
  %545 = getelementptr inbounds float, ptr %7, i64 %513
  %546 = getelementptr inbounds float, ptr %7, i64 %514
  %547 = getelementptr inbounds float, ptr %7, i64 %515
  %548 = getelementptr inbounds float, ptr %7, i64 %516
  %549 = getelementptr inbounds float, ptr %7, i64 %517
  %550 = load float, ptr %518, align 4, !tbaa !9
  %551 = load float, ptr %519, align 8, !tbaa !9
  %552 = load float, ptr %520, align 4, !tbaa !9
  %553 = load float, ptr %521, align 16, !tbaa !9
  %554 = load float, ptr %522, align 4, !tbaa !9
  %555 = load float, ptr %523, align 8, !tbaa !9
  %556 = load float, ptr %524, align 4, !tbaa !9
  %557 = load float, ptr %525, align 16, !tbaa !9
  %558 = insertelement <8 x float> poison, float %550, i64 0
  %559 = insertelement <8 x float> %558, float %551, i64 1
  %560 = insertelement <8 x float> %559, float %552, i64 2
  %561 = insertelement <8 x float> %560, float %553, i64 3
  %562 = insertelement <8 x float> %561, float %554, i64 4
  %563 = insertelement <8 x float> %562, float %555, i64 5
  %564 = insertelement <8 x float> %563, float %556, i64 6
  %565 = insertelement <8 x float> %564, float %557, i64 7
  %566 = load float, ptr %526, align 4, !tbaa !9
  %567 = load float, ptr %527, align 8, !tbaa !9
  %568 = load float, ptr %528, align 4, !tbaa !9
  %569 = load float, ptr %529, align 16, !tbaa !9
  %570 = load float, ptr %530, align 4, !tbaa !9
  %571 = load float, ptr %531, align 8, !tbaa !9
  %572 = load float, ptr %532, align 4, !tbaa !9
  %573 = load float, ptr %533, align 16, !tbaa !9
  %574 = insertelement <8 x float> poison, float %566, i64 0
  %575 = insertelement <8 x float> %574, float %567, i64 1
  %576 = insertelement <8 x float> %575, float %568, i64 2
  %577 = insertelement <8 x float> %576, float %569, i64 3
  %578 = insertelement <8 x float> %577, float %570, i64 4
  %579 = insertelement <8 x float> %578, float %571, i64 5
  %580 = insertelement <8 x float> %579, float %572, i64 6
  %581 = insertelement <8 x float> %580, float %573, i64 7
  %582 = load float, ptr %534, align 4, !tbaa !9
  %583 = load float, ptr %535, align 8, !tbaa !9
  %584 = load float, ptr %536, align 4, !tbaa !9
  %585 = load float, ptr %537, align 16, !tbaa !9
  %586 = load float, ptr %538, align 4, !tbaa !9
  %587 = load float, ptr %539, align 8, !tbaa !9
  %588 = load float, ptr %540, align 4, !tbaa !9
  %589 = load float, ptr %541, align 16, !tbaa !9
  %590 = insertelement <8 x float> poison, float %582, i64 0
  %591 = insertelement <8 x float> %590, float %583, i64 1
  %592 = insertelement <8 x float> %591, float %584, i64 2
  %593 = insertelement <8 x float> %592, float %585, i64 3
  %594 = insertelement <8 x float> %593, float %586, i64 4
  %595 = insertelement <8 x float> %594, float %587, i64 5
  %596 = insertelement <8 x float> %595, float %588, i64 6
  %597 = insertelement <8 x float> %596, float %589, i64 7
  %598 = load float, ptr %542, align 4, !tbaa !9
  %599 = load float, ptr %543, align 8, !tbaa !9
  %600 = load float, ptr %544, align 4, !tbaa !9
  %601 = load float, ptr %545, align 16, !tbaa !9
  %602 = load float, ptr %546, align 4, !tbaa !9
  %603 = load float, ptr %547, align 8, !tbaa !9
  %604 = load float, ptr %548, align 4, !tbaa !9
  %605 = load float, ptr %549, align 16, !tbaa !9
  %606 = insertelement <8 x float> poison, float %598, i64 0
  %607 = insertelement <8 x float> %606, float %599, i64 1
  %608 = insertelement <8 x float> %607, float %600, i64 2
  %609 = insertelement <8 x float> %608, float %601, i64 3
  %610 = insertelement <8 x float> %609, float %602, i64 4
  %611 = insertelement <8 x float> %610, float %603, i64 5
  %612 = insertelement <8 x float> %611, float %604, i64 6
  %613 = insertelement <8 x float> %612, float %605, i64 7
  %614 = fmul fast <8 x float> %565, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %615 = fmul fast <8 x float> %581, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %616 = fmul fast <8 x float> %597, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %617 = fmul fast <8 x float> %613, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %618 = fadd fast <8 x float> %614, %418
  %619 = fadd fast <8 x float> %615, %419
  %620 = fadd fast <8 x float> %616, %420
  %621 = fadd fast <8 x float> %617, %421
  %622 = fmul fast <8 x float> %618, %410
  %623 = fmul fast <8 x float> %619, %411
  %624 = fmul fast <8 x float> %620, %412
  %625 = fmul fast <8 x float> %621, %413
  %626 = fadd fast <8 x float> %622, %402
  %627 = fadd fast <8 x float> %623, %403
  %628 = fadd fast <8 x float> %624, %404
  %629 = fadd fast <8 x float> %625, %405
  %630 = add nuw i64 %401, 32
  %631 = icmp eq i64 %630, %399
  br i1 %631, label %632, label %400, !llvm.loop !44

632:                                              ; preds = %400
  %633 = fadd fast <8 x float> %627, %626
  %634 = fadd fast <8 x float> %628, %633
  %635 = fadd fast <8 x float> %629, %634
  %636 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %635)
  %637 = icmp eq i64 %399, %131
  br i1 %637, label %657, label %638

638:                                              ; preds = %632, %395
  %639 = phi i64 [ 0, %395 ], [ %399, %632 ]
  %640 = phi float [ 0.000000e+00, %395 ], [ %636, %632 ]
  br label %641

641:                                              ; preds = %638, %641
  %642 = phi i64 [ %648, %641 ], [ %639, %638 ]
  %643 = phi float [ %656, %641 ], [ %640, %638 ]
  %644 = getelementptr inbounds float, ptr %7, i64 %642
  %645 = load float, ptr %644, align 4, !tbaa !9
  %646 = call fast float @llvm.sin.f32(float %645)
  %647 = fmul fast float %646, %645
  %648 = add nuw nsw i64 %642, 1
  %649 = icmp eq i64 %648, %131
  %650 = select i1 %649, i64 0, i64 %648
  %651 = getelementptr inbounds float, ptr %7, i64 %650
  %652 = load float, ptr %651, align 4, !tbaa !9
  %653 = fmul fast float %652, 5.000000e-01
  %654 = fadd fast float %653, %647
  %655 = fmul fast float %654, %645
  %656 = fadd fast float %655, %643
  br i1 %649, label %657, label %641, !llvm.loop !45

657:                                              ; preds = %641, %632
  %658 = phi float [ %636, %632 ], [ %656, %641 ]
  %659 = insertelement <2 x float> poison, float %658, i64 0
  %660 = insertelement <2 x float> %659, float %396, i64 1
  %661 = fpext <2 x float> %660 to <2 x double>
  br label %1086

662:                                              ; preds = %117
  %663 = load float, ptr %103, align 4, !tbaa !18
  %664 = fmul fast float %663, %663
  %665 = fadd fast float %664, 1.000000e+00
  br i1 %132, label %666, label %1086

666:                                              ; preds = %662
  store float %127, ptr %129, align 4, !tbaa !9
  %667 = icmp ult i32 %119, 32
  br i1 %667, label %710, label %668

668:                                              ; preds = %666
  %669 = and i64 %131, 2147483616
  %670 = insertelement <8 x float> poison, float %663, i64 0
  %671 = shufflevector <8 x float> %670, <8 x float> poison, <8 x i32> zeroinitializer
  br label %672

672:                                              ; preds = %672, %668
  %673 = phi i64 [ 0, %668 ], [ %702, %672 ]
  %674 = phi <8 x float> [ zeroinitializer, %668 ], [ %698, %672 ]
  %675 = phi <8 x float> [ zeroinitializer, %668 ], [ %699, %672 ]
  %676 = phi <8 x float> [ zeroinitializer, %668 ], [ %700, %672 ]
  %677 = phi <8 x float> [ zeroinitializer, %668 ], [ %701, %672 ]
  %678 = getelementptr inbounds float, ptr %7, i64 %673
  %679 = getelementptr inbounds i8, ptr %678, i64 32
  %680 = getelementptr inbounds i8, ptr %678, i64 64
  %681 = getelementptr inbounds i8, ptr %678, i64 96
  %682 = load <8 x float>, ptr %678, align 16, !tbaa !9
  %683 = load <8 x float>, ptr %679, align 16, !tbaa !9
  %684 = load <8 x float>, ptr %680, align 16, !tbaa !9
  %685 = load <8 x float>, ptr %681, align 16, !tbaa !9
  %686 = fmul fast <8 x float> %682, %671
  %687 = fmul fast <8 x float> %683, %671
  %688 = fmul fast <8 x float> %684, %671
  %689 = fmul fast <8 x float> %685, %671
  %690 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %686)
  %691 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %687)
  %692 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %688)
  %693 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %689)
  %694 = fmul fast <8 x float> %690, %682
  %695 = fmul fast <8 x float> %691, %683
  %696 = fmul fast <8 x float> %692, %684
  %697 = fmul fast <8 x float> %693, %685
  %698 = fadd fast <8 x float> %694, %674
  %699 = fadd fast <8 x float> %695, %675
  %700 = fadd fast <8 x float> %696, %676
  %701 = fadd fast <8 x float> %697, %677
  %702 = add nuw i64 %673, 32
  %703 = icmp eq i64 %702, %669
  br i1 %703, label %704, label %672, !llvm.loop !46

704:                                              ; preds = %672
  %705 = fadd fast <8 x float> %699, %698
  %706 = fadd fast <8 x float> %700, %705
  %707 = fadd fast <8 x float> %701, %706
  %708 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %707)
  %709 = icmp eq i64 %669, %131
  br i1 %709, label %724, label %710

710:                                              ; preds = %704, %666
  %711 = phi i64 [ 0, %666 ], [ %669, %704 ]
  %712 = phi float [ 0.000000e+00, %666 ], [ %708, %704 ]
  br label %713

713:                                              ; preds = %710, %713
  %714 = phi i64 [ %722, %713 ], [ %711, %710 ]
  %715 = phi float [ %721, %713 ], [ %712, %710 ]
  %716 = getelementptr inbounds float, ptr %7, i64 %714
  %717 = load float, ptr %716, align 4, !tbaa !9
  %718 = fmul fast float %717, %663
  %719 = call fast float @llvm.exp.f32(float %718)
  %720 = fmul fast float %719, %717
  %721 = fadd fast float %720, %715
  %722 = add nuw nsw i64 %714, 1
  %723 = icmp eq i64 %722, %131
  br i1 %723, label %724, label %713, !llvm.loop !47

724:                                              ; preds = %713, %704
  %725 = phi float [ %708, %704 ], [ %721, %713 ]
  store float %128, ptr %129, align 4, !tbaa !9
  %726 = icmp ult i32 %119, 32
  br i1 %726, label %769, label %727

727:                                              ; preds = %724
  %728 = and i64 %131, 2147483616
  %729 = insertelement <8 x float> poison, float %663, i64 0
  %730 = shufflevector <8 x float> %729, <8 x float> poison, <8 x i32> zeroinitializer
  br label %731

731:                                              ; preds = %731, %727
  %732 = phi i64 [ 0, %727 ], [ %761, %731 ]
  %733 = phi <8 x float> [ zeroinitializer, %727 ], [ %757, %731 ]
  %734 = phi <8 x float> [ zeroinitializer, %727 ], [ %758, %731 ]
  %735 = phi <8 x float> [ zeroinitializer, %727 ], [ %759, %731 ]
  %736 = phi <8 x float> [ zeroinitializer, %727 ], [ %760, %731 ]
  %737 = getelementptr inbounds float, ptr %7, i64 %732
  %738 = getelementptr inbounds i8, ptr %737, i64 32
  %739 = getelementptr inbounds i8, ptr %737, i64 64
  %740 = getelementptr inbounds i8, ptr %737, i64 96
  %741 = load <8 x float>, ptr %737, align 16, !tbaa !9
  %742 = load <8 x float>, ptr %738, align 16, !tbaa !9
  %743 = load <8 x float>, ptr %739, align 16, !tbaa !9
  %744 = load <8 x float>, ptr %740, align 16, !tbaa !9
  %745 = fmul fast <8 x float> %741, %730
  %746 = fmul fast <8 x float> %742, %730
  %747 = fmul fast <8 x float> %743, %730
  %748 = fmul fast <8 x float> %744, %730
  %749 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %745)
  %750 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %746)
  %751 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %747)
  %752 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %748)
  %753 = fmul fast <8 x float> %749, %741
  %754 = fmul fast <8 x float> %750, %742
  %755 = fmul fast <8 x float> %751, %743
  %756 = fmul fast <8 x float> %752, %744
  %757 = fadd fast <8 x float> %753, %733
  %758 = fadd fast <8 x float> %754, %734
  %759 = fadd fast <8 x float> %755, %735
  %760 = fadd fast <8 x float> %756, %736
  %761 = add nuw i64 %732, 32
  %762 = icmp eq i64 %761, %728
  br i1 %762, label %763, label %731, !llvm.loop !48

763:                                              ; preds = %731
  %764 = fadd fast <8 x float> %758, %757
  %765 = fadd fast <8 x float> %759, %764
  %766 = fadd fast <8 x float> %760, %765
  %767 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %766)
  %768 = icmp eq i64 %728, %131
  br i1 %768, label %783, label %769

769:                                              ; preds = %763, %724
  %770 = phi i64 [ 0, %724 ], [ %728, %763 ]
  %771 = phi float [ 0.000000e+00, %724 ], [ %767, %763 ]
  br label %772

772:                                              ; preds = %769, %772
  %773 = phi i64 [ %781, %772 ], [ %770, %769 ]
  %774 = phi float [ %780, %772 ], [ %771, %769 ]
  %775 = getelementptr inbounds float, ptr %7, i64 %773
  %776 = load float, ptr %775, align 4, !tbaa !9
  %777 = fmul fast float %776, %663
  %778 = call fast float @llvm.exp.f32(float %777)
  %779 = fmul fast float %778, %776
  %780 = fadd fast float %779, %774
  %781 = add nuw nsw i64 %773, 1
  %782 = icmp eq i64 %781, %131
  br i1 %782, label %783, label %772, !llvm.loop !49

783:                                              ; preds = %772, %763
  %784 = phi float [ %767, %763 ], [ %780, %772 ]
  %785 = insertelement <2 x float> poison, float %784, i64 0
  %786 = insertelement <2 x float> %785, float %725, i64 1
  %787 = insertelement <2 x float> poison, float %665, i64 0
  %788 = shufflevector <2 x float> %787, <2 x float> poison, <2 x i32> zeroinitializer
  %789 = fdiv fast <2 x float> %786, %788
  %790 = fpext <2 x float> %789 to <2 x double>
  br label %1086

791:                                              ; preds = %117
  br i1 %132, label %792, label %1086

792:                                              ; preds = %791
  store float %127, ptr %129, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  %793 = icmp ult i32 %119, 8
  br i1 %793, label %858, label %794

794:                                              ; preds = %792
  %795 = and i64 %131, 2147483640
  br label %796

796:                                              ; preds = %796, %794
  %797 = phi i64 [ 0, %794 ], [ %854, %796 ]
  %798 = getelementptr inbounds float, ptr %7, i64 %797
  %799 = load <8 x float>, ptr %798, align 16, !tbaa !9
  %800 = call fast <8 x float> @llvm.cos.v8f32(<8 x float> %799)
  %801 = or disjoint i64 %797, 1
  %802 = or disjoint i64 %797, 2
  %803 = or disjoint i64 %797, 3
  %804 = or disjoint i64 %797, 4
  %805 = or disjoint i64 %797, 5
  %806 = or disjoint i64 %797, 6
  %807 = or disjoint i64 %797, 7
  %808 = add nuw nsw i64 %797, 8
  %809 = icmp eq i64 %801, %131
  %810 = icmp eq i64 %802, %131
  %811 = icmp eq i64 %803, %131
  %812 = icmp eq i64 %804, %131
  %813 = icmp eq i64 %805, %131
  %814 = icmp eq i64 %806, %131
  %815 = icmp eq i64 %807, %131
  %816 = icmp eq i64 %808, %131
  %817 = select i1 %809, i64 0, i64 %801
  %818 = select i1 %810, i64 0, i64 %802
  %819 = select i1 %811, i64 0, i64 %803
  %820 = select i1 %812, i64 0, i64 %804
  %821 = select i1 %813, i64 0, i64 %805
  %822 = select i1 %814, i64 0, i64 %806
  %823 = select i1 %815, i64 0, i64 %807
  %824 = select i1 %816, i64 0, i64 %808
  %825 = getelementptr inbounds float, ptr %7, i64 %817
  %826 = getelementptr inbounds float, ptr %7, i64 %818
  %827 = getelementptr inbounds float, ptr %7, i64 %819
  %828 = getelementptr inbounds float, ptr %7, i64 %820
  %829 = getelementptr inbounds float, ptr %7, i64 %821
  %830 = getelementptr inbounds float, ptr %7, i64 %822
  %831 = getelementptr inbounds float, ptr %7, i64 %823
  %832 = getelementptr inbounds float, ptr %7, i64 %824
  %833 = load float, ptr %825, align 4, !tbaa !9
  %834 = load float, ptr %826, align 8, !tbaa !9
  %835 = load float, ptr %827, align 4, !tbaa !9
  %836 = load float, ptr %828, align 16, !tbaa !9
  %837 = load float, ptr %829, align 4, !tbaa !9
  %838 = load float, ptr %830, align 8, !tbaa !9
  %839 = load float, ptr %831, align 4, !tbaa !9
  %840 = load float, ptr %832, align 16, !tbaa !9
  %841 = insertelement <8 x float> poison, float %833, i64 0
  %842 = insertelement <8 x float> %841, float %834, i64 1
  %843 = insertelement <8 x float> %842, float %835, i64 2
  %844 = insertelement <8 x float> %843, float %836, i64 3
  %845 = insertelement <8 x float> %844, float %837, i64 4
  %846 = insertelement <8 x float> %845, float %838, i64 5
  %847 = insertelement <8 x float> %846, float %839, i64 6
  %848 = insertelement <8 x float> %847, float %840, i64 7
  %849 = fmul fast <8 x float> %848, %800
  %850 = fmul fast <8 x float> %799, %799
  %851 = fmul fast <8 x float> %850, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %852 = fadd fast <8 x float> %849, %851
  %853 = getelementptr inbounds float, ptr %8, i64 %797
  store <8 x float> %852, ptr %853, align 16, !tbaa !9
  %854 = add nuw i64 %797, 8
  %855 = icmp eq i64 %854, %795
  br i1 %855, label %856, label %796, !llvm.loop !50

856:                                              ; preds = %796
  %857 = icmp eq i64 %795, %131
  br i1 %857, label %1036, label %858

858:                                              ; preds = %856, %792
  %859 = phi i64 [ 0, %792 ], [ %795, %856 ]
  br label %860

860:                                              ; preds = %858, %860
  %861 = phi i64 [ %865, %860 ], [ %859, %858 ]
  %862 = getelementptr inbounds float, ptr %7, i64 %861
  %863 = load float, ptr %862, align 4, !tbaa !9
  %864 = call fast float @llvm.cos.f32(float %863)
  %865 = add nuw nsw i64 %861, 1
  %866 = icmp eq i64 %865, %131
  %867 = select i1 %866, i64 0, i64 %865
  %868 = getelementptr inbounds float, ptr %7, i64 %867
  %869 = load float, ptr %868, align 4, !tbaa !9
  %870 = fmul fast float %869, %864
  %871 = fmul fast float %863, %863
  %872 = fmul fast float %871, 2.500000e-01
  %873 = fadd fast float %870, %872
  %874 = getelementptr inbounds float, ptr %8, i64 %861
  store float %873, ptr %874, align 4, !tbaa !9
  br i1 %866, label %1036, label %860, !llvm.loop !51

875:                                              ; preds = %1024, %1080
  %876 = phi double [ %1084, %1080 ], [ %1033, %1024 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  store float %128, ptr %129, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  %877 = icmp ult i32 %119, 8
  br i1 %877, label %942, label %878

878:                                              ; preds = %875
  %879 = and i64 %131, 2147483640
  br label %880

880:                                              ; preds = %880, %878
  %881 = phi i64 [ 0, %878 ], [ %938, %880 ]
  %882 = getelementptr inbounds float, ptr %7, i64 %881
  %883 = load <8 x float>, ptr %882, align 16, !tbaa !9
  %884 = call fast <8 x float> @llvm.cos.v8f32(<8 x float> %883)
  %885 = or disjoint i64 %881, 1
  %886 = or disjoint i64 %881, 2
  %887 = or disjoint i64 %881, 3
  %888 = or disjoint i64 %881, 4
  %889 = or disjoint i64 %881, 5
  %890 = or disjoint i64 %881, 6
  %891 = or disjoint i64 %881, 7
  %892 = add nuw nsw i64 %881, 8
  %893 = icmp eq i64 %885, %131
  %894 = icmp eq i64 %886, %131
  %895 = icmp eq i64 %887, %131
  %896 = icmp eq i64 %888, %131
  %897 = icmp eq i64 %889, %131
  %898 = icmp eq i64 %890, %131
  %899 = icmp eq i64 %891, %131
  %900 = icmp eq i64 %892, %131
  %901 = select i1 %893, i64 0, i64 %885
  %902 = select i1 %894, i64 0, i64 %886
  %903 = select i1 %895, i64 0, i64 %887
  %904 = select i1 %896, i64 0, i64 %888
  %905 = select i1 %897, i64 0, i64 %889
  %906 = select i1 %898, i64 0, i64 %890
  %907 = select i1 %899, i64 0, i64 %891
  %908 = select i1 %900, i64 0, i64 %892
  %909 = getelementptr inbounds float, ptr %7, i64 %901
  %910 = getelementptr inbounds float, ptr %7, i64 %902
  %911 = getelementptr inbounds float, ptr %7, i64 %903
  %912 = getelementptr inbounds float, ptr %7, i64 %904
  %913 = getelementptr inbounds float, ptr %7, i64 %905
  %914 = getelementptr inbounds float, ptr %7, i64 %906
  %915 = getelementptr inbounds float, ptr %7, i64 %907
  %916 = getelementptr inbounds float, ptr %7, i64 %908
  %917 = load float, ptr %909, align 4, !tbaa !9
  %918 = load float, ptr %910, align 8, !tbaa !9
  %919 = load float, ptr %911, align 4, !tbaa !9
  %920 = load float, ptr %912, align 16, !tbaa !9
  %921 = load float, ptr %913, align 4, !tbaa !9
  %922 = load float, ptr %914, align 8, !tbaa !9
  %923 = load float, ptr %915, align 4, !tbaa !9
  %924 = load float, ptr %916, align 16, !tbaa !9
  %925 = insertelement <8 x float> poison, float %917, i64 0
  %926 = insertelement <8 x float> %925, float %918, i64 1
  %927 = insertelement <8 x float> %926, float %919, i64 2
  %928 = insertelement <8 x float> %927, float %920, i64 3
  %929 = insertelement <8 x float> %928, float %921, i64 4
  %930 = insertelement <8 x float> %929, float %922, i64 5
  %931 = insertelement <8 x float> %930, float %923, i64 6
  %932 = insertelement <8 x float> %931, float %924, i64 7
  %933 = fmul fast <8 x float> %932, %884
  %934 = fmul fast <8 x float> %883, %883
  %935 = fmul fast <8 x float> %934, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %936 = fadd fast <8 x float> %933, %935
  %937 = getelementptr inbounds float, ptr %8, i64 %881
  store <8 x float> %936, ptr %937, align 16, !tbaa !9
  %938 = add nuw i64 %881, 8
  %939 = icmp eq i64 %938, %879
  br i1 %939, label %940, label %880, !llvm.loop !52

940:                                              ; preds = %880
  %941 = icmp eq i64 %879, %131
  br i1 %941, label %959, label %942

942:                                              ; preds = %940, %875
  %943 = phi i64 [ 0, %875 ], [ %879, %940 ]
  br label %944

944:                                              ; preds = %942, %944
  %945 = phi i64 [ %949, %944 ], [ %943, %942 ]
  %946 = getelementptr inbounds float, ptr %7, i64 %945
  %947 = load float, ptr %946, align 4, !tbaa !9
  %948 = call fast float @llvm.cos.f32(float %947)
  %949 = add nuw nsw i64 %945, 1
  %950 = icmp eq i64 %949, %131
  %951 = select i1 %950, i64 0, i64 %949
  %952 = getelementptr inbounds float, ptr %7, i64 %951
  %953 = load float, ptr %952, align 4, !tbaa !9
  %954 = fmul fast float %953, %948
  %955 = fmul fast float %947, %947
  %956 = fmul fast float %955, 2.500000e-01
  %957 = fadd fast float %954, %956
  %958 = getelementptr inbounds float, ptr %8, i64 %945
  store float %957, ptr %958, align 4, !tbaa !9
  br i1 %950, label %959, label %944, !llvm.loop !53

959:                                              ; preds = %944, %940
  %960 = icmp ult i32 %119, 16
  br i1 %960, label %1005, label %961

961:                                              ; preds = %959
  %962 = and i64 %131, 2147483632
  br label %963

963:                                              ; preds = %963, %961
  %964 = phi i64 [ 0, %961 ], [ %997, %963 ]
  %965 = phi <4 x double> [ zeroinitializer, %961 ], [ %993, %963 ]
  %966 = phi <4 x double> [ zeroinitializer, %961 ], [ %994, %963 ]
  %967 = phi <4 x double> [ zeroinitializer, %961 ], [ %995, %963 ]
  %968 = phi <4 x double> [ zeroinitializer, %961 ], [ %996, %963 ]
  %969 = getelementptr inbounds double, ptr %1037, i64 %964
  %970 = getelementptr inbounds i8, ptr %969, i64 32
  %971 = getelementptr inbounds i8, ptr %969, i64 64
  %972 = getelementptr inbounds i8, ptr %969, i64 96
  %973 = load <4 x double>, ptr %969, align 8, !tbaa !11
  %974 = load <4 x double>, ptr %970, align 8, !tbaa !11
  %975 = load <4 x double>, ptr %971, align 8, !tbaa !11
  %976 = load <4 x double>, ptr %972, align 8, !tbaa !11
  %977 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %964
  %978 = getelementptr inbounds i8, ptr %977, i64 16
  %979 = getelementptr inbounds i8, ptr %977, i64 32
  %980 = getelementptr inbounds i8, ptr %977, i64 48
  %981 = load <4 x float>, ptr %977, align 16, !tbaa !9
  %982 = load <4 x float>, ptr %978, align 16, !tbaa !9
  %983 = load <4 x float>, ptr %979, align 16, !tbaa !9
  %984 = load <4 x float>, ptr %980, align 16, !tbaa !9
  %985 = fpext <4 x float> %981 to <4 x double>
  %986 = fpext <4 x float> %982 to <4 x double>
  %987 = fpext <4 x float> %983 to <4 x double>
  %988 = fpext <4 x float> %984 to <4 x double>
  %989 = fmul fast <4 x double> %973, %985
  %990 = fmul fast <4 x double> %974, %986
  %991 = fmul fast <4 x double> %975, %987
  %992 = fmul fast <4 x double> %976, %988
  %993 = fadd fast <4 x double> %989, %965
  %994 = fadd fast <4 x double> %990, %966
  %995 = fadd fast <4 x double> %991, %967
  %996 = fadd fast <4 x double> %992, %968
  %997 = add nuw i64 %964, 16
  %998 = icmp eq i64 %997, %962
  br i1 %998, label %999, label %963, !llvm.loop !54

999:                                              ; preds = %963
  %1000 = fadd fast <4 x double> %994, %993
  %1001 = fadd fast <4 x double> %995, %1000
  %1002 = fadd fast <4 x double> %996, %1001
  %1003 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1002)
  %1004 = icmp eq i64 %962, %131
  br i1 %1004, label %1020, label %1005

1005:                                             ; preds = %999, %959
  %1006 = phi i64 [ 0, %959 ], [ %962, %999 ]
  %1007 = phi double [ 0.000000e+00, %959 ], [ %1003, %999 ]
  br label %1008

1008:                                             ; preds = %1005, %1008
  %1009 = phi i64 [ %1018, %1008 ], [ %1006, %1005 ]
  %1010 = phi double [ %1017, %1008 ], [ %1007, %1005 ]
  %1011 = getelementptr inbounds double, ptr %1037, i64 %1009
  %1012 = load double, ptr %1011, align 8, !tbaa !11
  %1013 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %1009
  %1014 = load float, ptr %1013, align 4, !tbaa !9
  %1015 = fpext float %1014 to double
  %1016 = fmul fast double %1012, %1015
  %1017 = fadd fast double %1016, %1010
  %1018 = add nuw nsw i64 %1009, 1
  %1019 = icmp eq i64 %1018, %131
  br i1 %1019, label %1020, label %1008, !llvm.loop !55

1020:                                             ; preds = %1008, %999
  %1021 = phi double [ %1003, %999 ], [ %1017, %1008 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  %1022 = insertelement <2 x double> poison, double %1021, i64 0
  %1023 = insertelement <2 x double> %1022, double %876, i64 1
  br label %1086

1024:                                             ; preds = %1039, %1024
  %1025 = phi i64 [ %1034, %1024 ], [ %1040, %1039 ]
  %1026 = phi double [ %1033, %1024 ], [ %1041, %1039 ]
  %1027 = getelementptr inbounds double, ptr %1037, i64 %1025
  %1028 = load double, ptr %1027, align 8, !tbaa !11
  %1029 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %1025
  %1030 = load float, ptr %1029, align 4, !tbaa !9
  %1031 = fpext float %1030 to double
  %1032 = fmul fast double %1028, %1031
  %1033 = fadd fast double %1032, %1026
  %1034 = add nuw nsw i64 %1025, 1
  %1035 = icmp eq i64 %1034, %131
  br i1 %1035, label %875, label %1024, !llvm.loop !56

1036:                                             ; preds = %860, %856
  %1037 = load ptr, ptr %102, align 8, !tbaa !19
  %1038 = icmp ult i32 %119, 16
  br i1 %1038, label %1039, label %1042

1039:                                             ; preds = %1080, %1036
  %1040 = phi i64 [ 0, %1036 ], [ %1043, %1080 ]
  %1041 = phi double [ 0.000000e+00, %1036 ], [ %1084, %1080 ]
  br label %1024

1042:                                             ; preds = %1036
  %1043 = and i64 %131, 2147483632
  br label %1044

1044:                                             ; preds = %1044, %1042
  %1045 = phi i64 [ 0, %1042 ], [ %1078, %1044 ]
  %1046 = phi <4 x double> [ zeroinitializer, %1042 ], [ %1074, %1044 ]
  %1047 = phi <4 x double> [ zeroinitializer, %1042 ], [ %1075, %1044 ]
  %1048 = phi <4 x double> [ zeroinitializer, %1042 ], [ %1076, %1044 ]
  %1049 = phi <4 x double> [ zeroinitializer, %1042 ], [ %1077, %1044 ]
  %1050 = getelementptr inbounds double, ptr %1037, i64 %1045
  %1051 = getelementptr inbounds i8, ptr %1050, i64 32
  %1052 = getelementptr inbounds i8, ptr %1050, i64 64
  %1053 = getelementptr inbounds i8, ptr %1050, i64 96
  %1054 = load <4 x double>, ptr %1050, align 8, !tbaa !11
  %1055 = load <4 x double>, ptr %1051, align 8, !tbaa !11
  %1056 = load <4 x double>, ptr %1052, align 8, !tbaa !11
  %1057 = load <4 x double>, ptr %1053, align 8, !tbaa !11
  %1058 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %1045
  %1059 = getelementptr inbounds i8, ptr %1058, i64 16
  %1060 = getelementptr inbounds i8, ptr %1058, i64 32
  %1061 = getelementptr inbounds i8, ptr %1058, i64 48
  %1062 = load <4 x float>, ptr %1058, align 16, !tbaa !9
  %1063 = load <4 x float>, ptr %1059, align 16, !tbaa !9
  %1064 = load <4 x float>, ptr %1060, align 16, !tbaa !9
  %1065 = load <4 x float>, ptr %1061, align 16, !tbaa !9
  %1066 = fpext <4 x float> %1062 to <4 x double>
  %1067 = fpext <4 x float> %1063 to <4 x double>
  %1068 = fpext <4 x float> %1064 to <4 x double>
  %1069 = fpext <4 x float> %1065 to <4 x double>
  %1070 = fmul fast <4 x double> %1054, %1066
  %1071 = fmul fast <4 x double> %1055, %1067
  %1072 = fmul fast <4 x double> %1056, %1068
  %1073 = fmul fast <4 x double> %1057, %1069
  %1074 = fadd fast <4 x double> %1070, %1046
  %1075 = fadd fast <4 x double> %1071, %1047
  %1076 = fadd fast <4 x double> %1072, %1048
  %1077 = fadd fast <4 x double> %1073, %1049
  %1078 = add nuw i64 %1045, 16
  %1079 = icmp eq i64 %1078, %1043
  br i1 %1079, label %1080, label %1044, !llvm.loop !57

1080:                                             ; preds = %1044
  %1081 = fadd fast <4 x double> %1075, %1074
  %1082 = fadd fast <4 x double> %1076, %1081
  %1083 = fadd fast <4 x double> %1077, %1082
  %1084 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1083)
  %1085 = icmp eq i64 %1043, %131
  br i1 %1085, label %875, label %1039

1086:                                             ; preds = %133, %657, %662, %783, %791, %1020
  %1087 = phi <2 x double> [ %1023, %1020 ], [ %661, %657 ], [ %790, %783 ], [ zeroinitializer, %133 ], [ zeroinitializer, %662 ], [ zeroinitializer, %791 ]
  %1088 = shufflevector <2 x double> %1087, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1089 = fsub fast <2 x double> %1088, %1087
  %1090 = extractelement <2 x double> %1089, i64 0
  %1091 = fpext float %127 to double
  %1092 = fpext float %128 to double
  %1093 = fsub fast double %1091, %1092
  %1094 = fdiv fast double %1090, %1093
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #13
  %1095 = call fast double @llvm.fabs.f64(double %1094)
  %1096 = call fast double @llvm.maxnum.f64(double %1095, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %122, ptr %6, align 8, !tbaa !11
  %1097 = load volatile double, ptr %6, align 8, !tbaa !11
  %1098 = call double @llvm.fabs.f64(double %1097)
  %1099 = fcmp ueq double %1098, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1099, label %1113, label %1100

1100:                                             ; preds = %1086
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1094, ptr %5, align 8, !tbaa !11
  %1101 = load volatile double, ptr %5, align 8, !tbaa !11
  %1102 = call double @llvm.fabs.f64(double %1101)
  %1103 = fcmp ueq double %1102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1103, label %1113, label %1104

1104:                                             ; preds = %1100
  %1105 = fsub fast double %122, %1094
  %1106 = call fast double @llvm.fabs.f64(double %1105)
  %1107 = fmul fast double %1096, 2.000000e-02
  %1108 = fcmp fast ole double %1106, %1107
  %1109 = freeze i1 %1108
  br i1 %1109, label %1110, label %1113

1110:                                             ; preds = %1104
  %1111 = trunc nuw nsw i64 %118 to i32
  %1112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %13, i32 noundef %1111, double noundef nofpclass(nan inf) %122, double noundef nofpclass(nan inf) %1094, ptr noundef nonnull @.str.7)
  br label %1118

1113:                                             ; preds = %1104, %1100, %1086
  %1114 = trunc nuw nsw i64 %118 to i32
  %1115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %13, i32 noundef %1114, double noundef nofpclass(nan inf) %122, double noundef nofpclass(nan inf) %1094, ptr noundef nonnull @.str.8)
  %1116 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1117 = add nsw i32 %1116, 1
  store i32 %1117, ptr @n_fail, align 4, !tbaa !13
  br label %1118

1118:                                             ; preds = %1110, %1113
  %1119 = add nuw nsw i64 %118, 1
  %1120 = load i32, ptr %1, align 8, !tbaa !15
  %1121 = sext i32 %1120 to i64
  %1122 = icmp slt i64 %1119, %1121
  br i1 %1122, label %117, label %116, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) float @fscale(ptr nocapture noundef readonly %0, float noundef nofpclass(nan inf) %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %53

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 32
  br i1 %7, label %8, label %11

8:                                                ; preds = %47, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %47 ]
  %10 = phi float [ 0.000000e+00, %5 ], [ %51, %47 ]
  br label %58

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483616
  %13 = insertelement <8 x float> poison, float %1, i64 0
  %14 = shufflevector <8 x float> %13, <8 x float> poison, <8 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %45, %15 ]
  %17 = phi <8 x float> [ zeroinitializer, %11 ], [ %41, %15 ]
  %18 = phi <8 x float> [ zeroinitializer, %11 ], [ %42, %15 ]
  %19 = phi <8 x float> [ zeroinitializer, %11 ], [ %43, %15 ]
  %20 = phi <8 x float> [ zeroinitializer, %11 ], [ %44, %15 ]
  %21 = getelementptr inbounds float, ptr %0, i64 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 32
  %23 = getelementptr inbounds i8, ptr %21, i64 64
  %24 = getelementptr inbounds i8, ptr %21, i64 96
  %25 = load <8 x float>, ptr %21, align 4, !tbaa !9
  %26 = load <8 x float>, ptr %22, align 4, !tbaa !9
  %27 = load <8 x float>, ptr %23, align 4, !tbaa !9
  %28 = load <8 x float>, ptr %24, align 4, !tbaa !9
  %29 = fmul fast <8 x float> %25, %14
  %30 = fmul fast <8 x float> %26, %14
  %31 = fmul fast <8 x float> %27, %14
  %32 = fmul fast <8 x float> %28, %14
  %33 = tail call fast <8 x float> @llvm.exp.v8f32(<8 x float> %29)
  %34 = tail call fast <8 x float> @llvm.exp.v8f32(<8 x float> %30)
  %35 = tail call fast <8 x float> @llvm.exp.v8f32(<8 x float> %31)
  %36 = tail call fast <8 x float> @llvm.exp.v8f32(<8 x float> %32)
  %37 = fmul fast <8 x float> %33, %25
  %38 = fmul fast <8 x float> %34, %26
  %39 = fmul fast <8 x float> %35, %27
  %40 = fmul fast <8 x float> %36, %28
  %41 = fadd fast <8 x float> %37, %17
  %42 = fadd fast <8 x float> %38, %18
  %43 = fadd fast <8 x float> %39, %19
  %44 = fadd fast <8 x float> %40, %20
  %45 = add nuw i64 %16, 32
  %46 = icmp eq i64 %45, %12
  br i1 %46, label %47, label %15, !llvm.loop !59

47:                                               ; preds = %15
  %48 = fadd fast <8 x float> %42, %41
  %49 = fadd fast <8 x float> %43, %48
  %50 = fadd fast <8 x float> %44, %49
  %51 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %50)
  %52 = icmp eq i64 %12, %6
  br i1 %52, label %53, label %8

53:                                               ; preds = %58, %47, %3
  %54 = phi float [ 0.000000e+00, %3 ], [ %51, %47 ], [ %66, %58 ]
  %55 = fmul fast float %1, %1
  %56 = fadd fast float %55, 1.000000e+00
  %57 = fdiv fast float %54, %56
  ret float %57

58:                                               ; preds = %8, %58
  %59 = phi i64 [ %67, %58 ], [ %9, %8 ]
  %60 = phi float [ %66, %58 ], [ %10, %8 ]
  %61 = getelementptr inbounds float, ptr %0, i64 %59
  %62 = load float, ptr %61, align 4, !tbaa !9
  %63 = fmul fast float %62, %1
  %64 = tail call fast float @llvm.exp.f32(float %63)
  %65 = fmul fast float %64, %62
  %66 = fadd fast float %65, %60
  %67 = add nuw nsw i64 %59, 1
  %68 = icmp eq i64 %67, %6
  br i1 %68, label %53, label %58, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @fmap(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %112

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %8, label %30

8:                                                ; preds = %110, %30, %5
  %9 = phi i64 [ 0, %30 ], [ 0, %5 ], [ %44, %110 ]
  %10 = and i64 %6, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %26, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds float, ptr %0, i64 %9
  %14 = load float, ptr %13, align 4, !tbaa !9
  %15 = tail call fast float @llvm.cos.f32(float %14)
  %16 = or disjoint i64 %9, 1
  %17 = icmp eq i64 %16, %6
  %18 = select i1 %17, i64 0, i64 %16
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !9
  %21 = fmul fast float %20, %15
  %22 = fmul fast float %14, %14
  %23 = fmul fast float %22, 2.500000e-01
  %24 = fadd fast float %21, %23
  %25 = getelementptr inbounds float, ptr %1, i64 %9
  store float %24, ptr %25, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %12, %8
  %27 = phi i64 [ %9, %8 ], [ %16, %12 ]
  %28 = add nsw i64 %6, -1
  %29 = icmp eq i64 %9, %28
  br i1 %29, label %112, label %113

30:                                               ; preds = %5
  %31 = shl nuw nsw i64 %6, 2
  %32 = getelementptr i8, ptr %1, i64 %31
  %33 = getelementptr i8, ptr %0, i64 4
  %34 = getelementptr i8, ptr %0, i64 %31
  %35 = getelementptr i8, ptr %34, i64 4
  %36 = icmp ugt ptr %33, %1
  %37 = icmp ugt ptr %32, %0
  %38 = and i1 %36, %37
  %39 = icmp ugt ptr %35, %1
  %40 = icmp ugt ptr %32, %0
  %41 = and i1 %39, %40
  %42 = or i1 %38, %41
  br i1 %42, label %8, label %43

43:                                               ; preds = %30
  %44 = and i64 %6, 2147483640
  %45 = insertelement <4 x i32> poison, i32 %2, i64 0
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer
  %47 = zext nneg <4 x i32> %46 to <4 x i64>
  br label %48

48:                                               ; preds = %48, %43
  %49 = phi i64 [ 0, %43 ], [ %108, %48 ]
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load <8 x float>, ptr %50, align 4, !tbaa !9, !alias.scope !61
  %52 = tail call fast <8 x float> @llvm.cos.v8f32(<8 x float> %51)
  %53 = or disjoint i64 %49, 1
  %54 = or disjoint i64 %49, 2
  %55 = or disjoint i64 %49, 3
  %56 = insertelement <4 x i64> poison, i64 %49, i64 0
  %57 = shufflevector <4 x i64> %56, <4 x i64> poison, <4 x i32> zeroinitializer
  %58 = or disjoint <4 x i64> %57, <i64 4, i64 5, i64 6, i64 7>
  %59 = add nuw nsw i64 %49, 8
  %60 = icmp eq i64 %53, %6
  %61 = icmp eq i64 %54, %6
  %62 = icmp eq i64 %55, %6
  %63 = icmp eq i64 %59, %6
  %64 = and i64 %53, 4294967289
  %65 = and i64 %54, 4294967290
  %66 = and i64 %55, 4294967291
  %67 = and i64 %59, 4294967288
  %68 = select i1 %60, i64 0, i64 %64
  %69 = select i1 %61, i64 0, i64 %65
  %70 = select i1 %62, i64 0, i64 %66
  %71 = icmp eq <4 x i64> %58, %47
  %72 = and <4 x i64> %58, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %73 = select <4 x i1> %71, <4 x i64> zeroinitializer, <4 x i64> %72
  %74 = select i1 %63, i64 0, i64 %67
  %75 = getelementptr inbounds float, ptr %0, i64 %68
  %76 = getelementptr inbounds float, ptr %0, i64 %69
  %77 = getelementptr inbounds float, ptr %0, i64 %70
  %78 = extractelement <4 x i64> %73, i64 0
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  %80 = extractelement <4 x i64> %73, i64 1
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = extractelement <4 x i64> %73, i64 2
  %83 = getelementptr inbounds float, ptr %0, i64 %82
  %84 = extractelement <4 x i64> %73, i64 3
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = getelementptr inbounds float, ptr %0, i64 %74
  %87 = load float, ptr %75, align 4, !tbaa !9, !alias.scope !61
  %88 = load float, ptr %76, align 4, !tbaa !9, !alias.scope !61
  %89 = load float, ptr %77, align 4, !tbaa !9, !alias.scope !61
  %90 = load float, ptr %79, align 4, !tbaa !9, !alias.scope !61
  %91 = load float, ptr %81, align 4, !tbaa !9, !alias.scope !61
  %92 = load float, ptr %83, align 4, !tbaa !9, !alias.scope !61
  %93 = load float, ptr %85, align 4, !tbaa !9, !alias.scope !61
  %94 = load float, ptr %86, align 4, !tbaa !9, !alias.scope !61
  %95 = insertelement <8 x float> poison, float %87, i64 0
  %96 = insertelement <8 x float> %95, float %88, i64 1
  %97 = insertelement <8 x float> %96, float %89, i64 2
  %98 = insertelement <8 x float> %97, float %90, i64 3
  %99 = insertelement <8 x float> %98, float %91, i64 4
  %100 = insertelement <8 x float> %99, float %92, i64 5
  %101 = insertelement <8 x float> %100, float %93, i64 6
  %102 = insertelement <8 x float> %101, float %94, i64 7
  %103 = fmul fast <8 x float> %102, %52
  %104 = fmul fast <8 x float> %51, %51
  %105 = fmul fast <8 x float> %104, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %106 = fadd fast <8 x float> %103, %105
  %107 = getelementptr inbounds float, ptr %1, i64 %49
  store <8 x float> %106, ptr %107, align 4, !tbaa !9, !alias.scope !64, !noalias !66
  %108 = add nuw i64 %49, 8
  %109 = icmp eq i64 %108, %44
  br i1 %109, label %110, label %48, !llvm.loop !68

110:                                              ; preds = %48
  %111 = icmp eq i64 %44, %6
  br i1 %111, label %112, label %8

112:                                              ; preds = %26, %113, %110, %3
  ret void

113:                                              ; preds = %26, %113
  %114 = phi i64 [ %132, %113 ], [ %27, %26 ]
  %115 = getelementptr inbounds float, ptr %0, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !9
  %117 = tail call fast float @llvm.cos.f32(float %116)
  %118 = add nuw nsw i64 %114, 1
  %119 = icmp eq i64 %118, %6
  %120 = and i64 %118, 4294967295
  %121 = select i1 %119, i64 0, i64 %120
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !9
  %124 = fmul fast float %123, %117
  %125 = fmul fast float %116, %116
  %126 = fmul fast float %125, 2.500000e-01
  %127 = fadd fast float %124, %126
  %128 = getelementptr inbounds float, ptr %1, i64 %114
  store float %127, ptr %128, align 4, !tbaa !9
  %129 = getelementptr inbounds float, ptr %0, i64 %118
  %130 = load float, ptr %129, align 4, !tbaa !9
  %131 = tail call fast float @llvm.cos.f32(float %130)
  %132 = add nuw nsw i64 %114, 2
  %133 = icmp eq i64 %132, %6
  %134 = and i64 %132, 4294967295
  %135 = select i1 %133, i64 0, i64 %134
  %136 = getelementptr inbounds float, ptr %0, i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !9
  %138 = fmul fast float %137, %131
  %139 = fmul fast float %130, %130
  %140 = fmul fast float %139, 2.500000e-01
  %141 = fadd fast float %138, %140
  %142 = getelementptr inbounds float, ptr %1, i64 %118
  store float %141, ptr %142, align 4, !tbaa !9
  %143 = icmp eq i64 %132, %6
  br i1 %143, label %112, label %113, !llvm.loop !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #6

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @obj_twin(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = alloca [16 x double], align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !20
  switch i32 %5, label %245 [
    i32 0, label %6
    i32 1, label %175
  ]

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 8, !tbaa !15
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %370

9:                                                ; preds = %6
  %10 = zext nneg i32 %7 to i64
  %11 = icmp ult i32 %7, 16
  br i1 %11, label %156, label %12

12:                                               ; preds = %9
  %13 = and i64 %10, 2147483632
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %148, %14 ]
  %16 = phi <4 x double> [ zeroinitializer, %12 ], [ %144, %14 ]
  %17 = phi <4 x double> [ zeroinitializer, %12 ], [ %145, %14 ]
  %18 = phi <4 x double> [ zeroinitializer, %12 ], [ %146, %14 ]
  %19 = phi <4 x double> [ zeroinitializer, %12 ], [ %147, %14 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %15
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !11
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !11
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !11
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !11
  %28 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %24)
  %29 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %25)
  %30 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %26)
  %31 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %27)
  %32 = fmul fast <4 x double> %28, %24
  %33 = fmul fast <4 x double> %29, %25
  %34 = fmul fast <4 x double> %30, %26
  %35 = fmul fast <4 x double> %31, %27
  %36 = or disjoint i64 %15, 1
  %37 = or disjoint i64 %15, 2
  %38 = or disjoint i64 %15, 3
  %39 = or disjoint i64 %15, 4
  %40 = or disjoint i64 %15, 5
  %41 = or disjoint i64 %15, 6
  %42 = or disjoint i64 %15, 7
  %43 = or disjoint i64 %15, 8
  %44 = or disjoint i64 %15, 9
  %45 = or disjoint i64 %15, 10
  %46 = or disjoint i64 %15, 11
  %47 = or disjoint i64 %15, 12
  %48 = or disjoint i64 %15, 13
  %49 = or disjoint i64 %15, 14
  %50 = or disjoint i64 %15, 15
  %51 = add nuw nsw i64 %15, 16
  %52 = icmp eq i64 %36, %10
  %53 = icmp eq i64 %37, %10
  %54 = icmp eq i64 %38, %10
  %55 = icmp eq i64 %39, %10
  %56 = icmp eq i64 %40, %10
  %57 = icmp eq i64 %41, %10
  %58 = icmp eq i64 %42, %10
  %59 = icmp eq i64 %43, %10
  %60 = icmp eq i64 %44, %10
  %61 = icmp eq i64 %45, %10
  %62 = icmp eq i64 %46, %10
  %63 = icmp eq i64 %47, %10
  %64 = icmp eq i64 %48, %10
  %65 = icmp eq i64 %49, %10
  %66 = icmp eq i64 %50, %10
  %67 = icmp eq i64 %51, %10
  %68 = select i1 %52, i64 0, i64 %36
  %69 = select i1 %53, i64 0, i64 %37
  %70 = select i1 %54, i64 0, i64 %38
  %71 = select i1 %55, i64 0, i64 %39
  %72 = select i1 %56, i64 0, i64 %40
  %73 = select i1 %57, i64 0, i64 %41
  %74 = select i1 %58, i64 0, i64 %42
  %75 = select i1 %59, i64 0, i64 %43
  %76 = select i1 %60, i64 0, i64 %44
  %77 = select i1 %61, i64 0, i64 %45
  %78 = select i1 %62, i64 0, i64 %46
  %79 = select i1 %63, i64 0, i64 %47
  %80 = select i1 %64, i64 0, i64 %48
  %81 = select i1 %65, i64 0, i64 %49
  %82 = select i1 %66, i64 0, i64 %50
  %83 = select i1 %67, i64 0, i64 %51
  %84 = getelementptr inbounds double, ptr %0, i64 %68
  %85 = getelementptr inbounds double, ptr %0, i64 %69
  %86 = getelementptr inbounds double, ptr %0, i64 %70
  %87 = getelementptr inbounds double, ptr %0, i64 %71
  %88 = getelementptr inbounds double, ptr %0, i64 %72
  %89 = getelementptr inbounds double, ptr %0, i64 %73
  %90 = getelementptr inbounds double, ptr %0, i64 %74
  %91 = getelementptr inbounds double, ptr %0, i64 %75
  %92 = getelementptr inbounds double, ptr %0, i64 %76
  %93 = getelementptr inbounds double, ptr %0, i64 %77
  %94 = getelementptr inbounds double, ptr %0, i64 %78
  %95 = getelementptr inbounds double, ptr %0, i64 %79
  %96 = getelementptr inbounds double, ptr %0, i64 %80
  %97 = getelementptr inbounds double, ptr %0, i64 %81
  %98 = getelementptr inbounds double, ptr %0, i64 %82
  %99 = getelementptr inbounds double, ptr %0, i64 %83
  %100 = load double, ptr %84, align 8, !tbaa !11
  %101 = load double, ptr %85, align 8, !tbaa !11
  %102 = load double, ptr %86, align 8, !tbaa !11
  %103 = load double, ptr %87, align 8, !tbaa !11
  %104 = insertelement <4 x double> poison, double %100, i64 0
  %105 = insertelement <4 x double> %104, double %101, i64 1
  %106 = insertelement <4 x double> %105, double %102, i64 2
  %107 = insertelement <4 x double> %106, double %103, i64 3
  %108 = load double, ptr %88, align 8, !tbaa !11
  %109 = load double, ptr %89, align 8, !tbaa !11
  %110 = load double, ptr %90, align 8, !tbaa !11
  %111 = load double, ptr %91, align 8, !tbaa !11
  %112 = insertelement <4 x double> poison, double %108, i64 0
  %113 = insertelement <4 x double> %112, double %109, i64 1
  %114 = insertelement <4 x double> %113, double %110, i64 2
  %115 = insertelement <4 x double> %114, double %111, i64 3
  %116 = load double, ptr %92, align 8, !tbaa !11
  %117 = load double, ptr %93, align 8, !tbaa !11
  %118 = load double, ptr %94, align 8, !tbaa !11
  %119 = load double, ptr %95, align 8, !tbaa !11
  %120 = insertelement <4 x double> poison, double %116, i64 0
  %121 = insertelement <4 x double> %120, double %117, i64 1
  %122 = insertelement <4 x double> %121, double %118, i64 2
  %123 = insertelement <4 x double> %122, double %119, i64 3
  %124 = load double, ptr %96, align 8, !tbaa !11
  %125 = load double, ptr %97, align 8, !tbaa !11
  %126 = load double, ptr %98, align 8, !tbaa !11
  %127 = load double, ptr %99, align 8, !tbaa !11
  %128 = insertelement <4 x double> poison, double %124, i64 0
  %129 = insertelement <4 x double> %128, double %125, i64 1
  %130 = insertelement <4 x double> %129, double %126, i64 2
  %131 = insertelement <4 x double> %130, double %127, i64 3
  %132 = fmul fast <4 x double> %107, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %133 = fmul fast <4 x double> %115, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %134 = fmul fast <4 x double> %123, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %135 = fmul fast <4 x double> %131, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %136 = fadd fast <4 x double> %132, %32
  %137 = fadd fast <4 x double> %133, %33
  %138 = fadd fast <4 x double> %134, %34
  %139 = fadd fast <4 x double> %135, %35
  %140 = fmul fast <4 x double> %136, %24
  %141 = fmul fast <4 x double> %137, %25
  %142 = fmul fast <4 x double> %138, %26
  %143 = fmul fast <4 x double> %139, %27
  %144 = fadd fast <4 x double> %140, %16
  %145 = fadd fast <4 x double> %141, %17
  %146 = fadd fast <4 x double> %142, %18
  %147 = fadd fast <4 x double> %143, %19
  %148 = add nuw i64 %15, 16
  %149 = icmp eq i64 %148, %13
  br i1 %149, label %150, label %14, !llvm.loop !70

150:                                              ; preds = %14
  %151 = fadd fast <4 x double> %145, %144
  %152 = fadd fast <4 x double> %146, %151
  %153 = fadd fast <4 x double> %147, %152
  %154 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %153)
  %155 = icmp eq i64 %13, %10
  br i1 %155, label %370, label %156

156:                                              ; preds = %150, %9
  %157 = phi i64 [ 0, %9 ], [ %13, %150 ]
  %158 = phi double [ 0.000000e+00, %9 ], [ %154, %150 ]
  br label %159

159:                                              ; preds = %156, %159
  %160 = phi i64 [ %166, %159 ], [ %157, %156 ]
  %161 = phi double [ %174, %159 ], [ %158, %156 ]
  %162 = getelementptr inbounds double, ptr %0, i64 %160
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = tail call fast double @llvm.sin.f64(double %163)
  %165 = fmul fast double %164, %163
  %166 = add nuw nsw i64 %160, 1
  %167 = icmp eq i64 %166, %10
  %168 = select i1 %167, i64 0, i64 %166
  %169 = getelementptr inbounds double, ptr %0, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !11
  %171 = fmul fast double %170, 5.000000e-01
  %172 = fadd fast double %171, %165
  %173 = fmul fast double %172, %163
  %174 = fadd fast double %173, %161
  br i1 %167, label %370, label %159, !llvm.loop !71

175:                                              ; preds = %2
  %176 = getelementptr inbounds i8, ptr %1, i64 4
  %177 = load float, ptr %176, align 4, !tbaa !18
  %178 = fpext float %177 to double
  %179 = load i32, ptr %1, align 8, !tbaa !15
  %180 = icmp sgt i32 %179, 0
  br i1 %180, label %181, label %240

181:                                              ; preds = %175
  %182 = zext nneg i32 %179 to i64
  %183 = icmp ult i32 %179, 16
  br i1 %183, label %226, label %184

184:                                              ; preds = %181
  %185 = and i64 %182, 2147483632
  %186 = insertelement <4 x double> poison, double %178, i64 0
  %187 = shufflevector <4 x double> %186, <4 x double> poison, <4 x i32> zeroinitializer
  br label %188

188:                                              ; preds = %188, %184
  %189 = phi i64 [ 0, %184 ], [ %218, %188 ]
  %190 = phi <4 x double> [ zeroinitializer, %184 ], [ %214, %188 ]
  %191 = phi <4 x double> [ zeroinitializer, %184 ], [ %215, %188 ]
  %192 = phi <4 x double> [ zeroinitializer, %184 ], [ %216, %188 ]
  %193 = phi <4 x double> [ zeroinitializer, %184 ], [ %217, %188 ]
  %194 = getelementptr inbounds double, ptr %0, i64 %189
  %195 = getelementptr inbounds i8, ptr %194, i64 32
  %196 = getelementptr inbounds i8, ptr %194, i64 64
  %197 = getelementptr inbounds i8, ptr %194, i64 96
  %198 = load <4 x double>, ptr %194, align 8, !tbaa !11
  %199 = load <4 x double>, ptr %195, align 8, !tbaa !11
  %200 = load <4 x double>, ptr %196, align 8, !tbaa !11
  %201 = load <4 x double>, ptr %197, align 8, !tbaa !11
  %202 = fmul fast <4 x double> %198, %187
  %203 = fmul fast <4 x double> %199, %187
  %204 = fmul fast <4 x double> %200, %187
  %205 = fmul fast <4 x double> %201, %187
  %206 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %202)
  %207 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %203)
  %208 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %204)
  %209 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %205)
  %210 = fmul fast <4 x double> %206, %198
  %211 = fmul fast <4 x double> %207, %199
  %212 = fmul fast <4 x double> %208, %200
  %213 = fmul fast <4 x double> %209, %201
  %214 = fadd fast <4 x double> %210, %190
  %215 = fadd fast <4 x double> %211, %191
  %216 = fadd fast <4 x double> %212, %192
  %217 = fadd fast <4 x double> %213, %193
  %218 = add nuw i64 %189, 16
  %219 = icmp eq i64 %218, %185
  br i1 %219, label %220, label %188, !llvm.loop !72

220:                                              ; preds = %188
  %221 = fadd fast <4 x double> %215, %214
  %222 = fadd fast <4 x double> %216, %221
  %223 = fadd fast <4 x double> %217, %222
  %224 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %223)
  %225 = icmp eq i64 %185, %182
  br i1 %225, label %240, label %226

226:                                              ; preds = %220, %181
  %227 = phi i64 [ 0, %181 ], [ %185, %220 ]
  %228 = phi double [ 0.000000e+00, %181 ], [ %224, %220 ]
  br label %229

229:                                              ; preds = %226, %229
  %230 = phi i64 [ %238, %229 ], [ %227, %226 ]
  %231 = phi double [ %237, %229 ], [ %228, %226 ]
  %232 = getelementptr inbounds double, ptr %0, i64 %230
  %233 = load double, ptr %232, align 8, !tbaa !11
  %234 = fmul fast double %233, %178
  %235 = tail call fast double @llvm.exp.f64(double %234)
  %236 = fmul fast double %235, %233
  %237 = fadd fast double %236, %231
  %238 = add nuw nsw i64 %230, 1
  %239 = icmp eq i64 %238, %182
  br i1 %239, label %240, label %229, !llvm.loop !73

240:                                              ; preds = %229, %220, %175
  %241 = phi double [ 0.000000e+00, %175 ], [ %224, %220 ], [ %237, %229 ]
  %242 = fmul fast double %178, %178
  %243 = fadd fast double %242, 1.000000e+00
  %244 = fdiv fast double %241, %243
  br label %370

245:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #13
  %246 = load i32, ptr %1, align 8, !tbaa !15
  %247 = icmp sgt i32 %246, 0
  br i1 %247, label %248, label %357

248:                                              ; preds = %245
  %249 = zext nneg i32 %246 to i64
  %250 = icmp ult i32 %246, 4
  br i1 %250, label %291, label %251

251:                                              ; preds = %248
  %252 = and i64 %249, 2147483644
  br label %253

253:                                              ; preds = %253, %251
  %254 = phi i64 [ 0, %251 ], [ %287, %253 ]
  %255 = getelementptr inbounds double, ptr %0, i64 %254
  %256 = load <4 x double>, ptr %255, align 8, !tbaa !11
  %257 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %256)
  %258 = or disjoint i64 %254, 1
  %259 = or disjoint i64 %254, 2
  %260 = or disjoint i64 %254, 3
  %261 = add nuw nsw i64 %254, 4
  %262 = icmp eq i64 %258, %249
  %263 = icmp eq i64 %259, %249
  %264 = icmp eq i64 %260, %249
  %265 = icmp eq i64 %261, %249
  %266 = select i1 %262, i64 0, i64 %258
  %267 = select i1 %263, i64 0, i64 %259
  %268 = select i1 %264, i64 0, i64 %260
  %269 = select i1 %265, i64 0, i64 %261
  %270 = getelementptr inbounds double, ptr %0, i64 %266
  %271 = getelementptr inbounds double, ptr %0, i64 %267
  %272 = getelementptr inbounds double, ptr %0, i64 %268
  %273 = getelementptr inbounds double, ptr %0, i64 %269
  %274 = load double, ptr %270, align 8, !tbaa !11
  %275 = load double, ptr %271, align 8, !tbaa !11
  %276 = load double, ptr %272, align 8, !tbaa !11
  %277 = load double, ptr %273, align 8, !tbaa !11
  %278 = insertelement <4 x double> poison, double %274, i64 0
  %279 = insertelement <4 x double> %278, double %275, i64 1
  %280 = insertelement <4 x double> %279, double %276, i64 2
  %281 = insertelement <4 x double> %280, double %277, i64 3
  %282 = fmul fast <4 x double> %281, %257
  %283 = fmul fast <4 x double> %256, %256
  %284 = fmul fast <4 x double> %283, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %285 = fadd fast <4 x double> %282, %284
  %286 = getelementptr inbounds double, ptr %3, i64 %254
  store <4 x double> %285, ptr %286, align 16, !tbaa !11
  %287 = add nuw i64 %254, 4
  %288 = icmp eq i64 %287, %252
  br i1 %288, label %289, label %253, !llvm.loop !74

289:                                              ; preds = %253
  %290 = icmp eq i64 %252, %249
  br i1 %290, label %308, label %291

291:                                              ; preds = %289, %248
  %292 = phi i64 [ 0, %248 ], [ %252, %289 ]
  br label %293

293:                                              ; preds = %291, %293
  %294 = phi i64 [ %298, %293 ], [ %292, %291 ]
  %295 = getelementptr inbounds double, ptr %0, i64 %294
  %296 = load double, ptr %295, align 8, !tbaa !11
  %297 = tail call fast double @llvm.cos.f64(double %296)
  %298 = add nuw nsw i64 %294, 1
  %299 = icmp eq i64 %298, %249
  %300 = select i1 %299, i64 0, i64 %298
  %301 = getelementptr inbounds double, ptr %0, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !11
  %303 = fmul fast double %302, %297
  %304 = fmul fast double %296, %296
  %305 = fmul fast double %304, 2.500000e-01
  %306 = fadd fast double %303, %305
  %307 = getelementptr inbounds double, ptr %3, i64 %294
  store double %306, ptr %307, align 8, !tbaa !11
  br i1 %299, label %308, label %293, !llvm.loop !75

308:                                              ; preds = %293, %289
  br i1 %247, label %309, label %357

309:                                              ; preds = %308
  %310 = getelementptr inbounds i8, ptr %1, i64 8
  %311 = load ptr, ptr %310, align 8, !tbaa !19
  %312 = zext nneg i32 %246 to i64
  %313 = icmp ult i32 %246, 16
  br i1 %313, label %314, label %317

314:                                              ; preds = %351, %309
  %315 = phi i64 [ 0, %309 ], [ %318, %351 ]
  %316 = phi double [ 0.000000e+00, %309 ], [ %355, %351 ]
  br label %359

317:                                              ; preds = %309
  %318 = and i64 %249, 2147483632
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi i64 [ 0, %317 ], [ %349, %319 ]
  %321 = phi <4 x double> [ zeroinitializer, %317 ], [ %345, %319 ]
  %322 = phi <4 x double> [ zeroinitializer, %317 ], [ %346, %319 ]
  %323 = phi <4 x double> [ zeroinitializer, %317 ], [ %347, %319 ]
  %324 = phi <4 x double> [ zeroinitializer, %317 ], [ %348, %319 ]
  %325 = getelementptr inbounds double, ptr %311, i64 %320
  %326 = getelementptr inbounds i8, ptr %325, i64 32
  %327 = getelementptr inbounds i8, ptr %325, i64 64
  %328 = getelementptr inbounds i8, ptr %325, i64 96
  %329 = load <4 x double>, ptr %325, align 8, !tbaa !11
  %330 = load <4 x double>, ptr %326, align 8, !tbaa !11
  %331 = load <4 x double>, ptr %327, align 8, !tbaa !11
  %332 = load <4 x double>, ptr %328, align 8, !tbaa !11
  %333 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %320
  %334 = getelementptr inbounds i8, ptr %333, i64 32
  %335 = getelementptr inbounds i8, ptr %333, i64 64
  %336 = getelementptr inbounds i8, ptr %333, i64 96
  %337 = load <4 x double>, ptr %333, align 16, !tbaa !11
  %338 = load <4 x double>, ptr %334, align 16, !tbaa !11
  %339 = load <4 x double>, ptr %335, align 16, !tbaa !11
  %340 = load <4 x double>, ptr %336, align 16, !tbaa !11
  %341 = fmul fast <4 x double> %337, %329
  %342 = fmul fast <4 x double> %338, %330
  %343 = fmul fast <4 x double> %339, %331
  %344 = fmul fast <4 x double> %340, %332
  %345 = fadd fast <4 x double> %341, %321
  %346 = fadd fast <4 x double> %342, %322
  %347 = fadd fast <4 x double> %343, %323
  %348 = fadd fast <4 x double> %344, %324
  %349 = add nuw i64 %320, 16
  %350 = icmp eq i64 %349, %318
  br i1 %350, label %351, label %319, !llvm.loop !76

351:                                              ; preds = %319
  %352 = fadd fast <4 x double> %346, %345
  %353 = fadd fast <4 x double> %347, %352
  %354 = fadd fast <4 x double> %348, %353
  %355 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %354)
  %356 = icmp eq i64 %318, %249
  br i1 %356, label %357, label %314

357:                                              ; preds = %359, %351, %245, %308
  %358 = phi double [ 0.000000e+00, %308 ], [ 0.000000e+00, %245 ], [ %355, %351 ], [ %367, %359 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #13
  br label %370

359:                                              ; preds = %314, %359
  %360 = phi i64 [ %368, %359 ], [ %315, %314 ]
  %361 = phi double [ %367, %359 ], [ %316, %314 ]
  %362 = getelementptr inbounds double, ptr %311, i64 %360
  %363 = load double, ptr %362, align 8, !tbaa !11
  %364 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %360
  %365 = load double, ptr %364, align 8, !tbaa !11
  %366 = fmul fast double %365, %363
  %367 = fadd fast double %366, %361
  %368 = add nuw nsw i64 %360, 1
  %369 = icmp eq i64 %368, %312
  br i1 %369, label %357, label %359, !llvm.loop !77

370:                                              ; preds = %159, %150, %6, %357, %240
  %371 = phi nsz double [ %244, %240 ], [ %358, %357 ], [ 0.000000e+00, %6 ], [ %154, %150 ], [ %174, %159 ]
  ret double %371
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sin.v8f32(<8 x float>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.cos.v8f32(<8 x float>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.exp.v8f32(<8 x float>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !10, i64 4, !17, i64 8, !14, i64 16}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !10, i64 4}
!19 = !{!16, !17, i64 8}
!20 = !{!16, !14, i64 16}
!21 = distinct !{!21, !22, !23, !24}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !22, !24, !23}
!26 = distinct !{!26, !22, !23, !24}
!27 = distinct !{!27, !22, !24, !23}
!28 = distinct !{!28, !22, !23, !24}
!29 = distinct !{!29, !22, !24, !23}
!30 = distinct !{!30, !22, !23, !24}
!31 = distinct !{!31, !22, !24, !23}
!32 = distinct !{!32, !22, !23, !24}
!33 = distinct !{!33, !22, !24, !23}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !22, !24, !23}
!36 = distinct !{!36, !22, !23, !24}
!37 = distinct !{!37, !22, !23, !24}
!38 = distinct !{!38, !22, !24, !23}
!39 = distinct !{!39, !22, !23, !24}
!40 = distinct !{!40, !22}
!41 = distinct !{!41, !22, !24, !23}
!42 = distinct !{!42, !22, !23, !24}
!43 = distinct !{!43, !22, !24, !23}
!44 = distinct !{!44, !22, !23, !24}
!45 = distinct !{!45, !22, !24, !23}
!46 = distinct !{!46, !22, !23, !24}
!47 = distinct !{!47, !22, !24, !23}
!48 = distinct !{!48, !22, !23, !24}
!49 = distinct !{!49, !22, !24, !23}
!50 = distinct !{!50, !22, !23, !24}
!51 = distinct !{!51, !22, !24, !23}
!52 = distinct !{!52, !22, !23, !24}
!53 = distinct !{!53, !22, !24, !23}
!54 = distinct !{!54, !22, !23, !24}
!55 = distinct !{!55, !22, !24, !23}
!56 = distinct !{!56, !22, !24, !23}
!57 = distinct !{!57, !22, !23, !24}
!58 = distinct !{!58, !22}
!59 = distinct !{!59, !22, !23, !24}
!60 = distinct !{!60, !22, !24, !23}
!61 = !{!62}
!62 = distinct !{!62, !63}
!63 = distinct !{!63, !"LVerDomain"}
!64 = !{!65}
!65 = distinct !{!65, !63}
!66 = !{!67, !62}
!67 = distinct !{!67, !63}
!68 = distinct !{!68, !22, !23, !24}
!69 = distinct !{!69, !22, !23}
!70 = distinct !{!70, !22, !23, !24}
!71 = distinct !{!71, !22, !24, !23}
!72 = distinct !{!72, !22, !23, !24}
!73 = distinct !{!73, !22, !24, !23}
!74 = distinct !{!74, !22, !23, !24}
!75 = distinct !{!75, !22, !24, !23}
!76 = distinct !{!76, !22, !23, !24}
!77 = distinct !{!77, !22, !24, !23}
