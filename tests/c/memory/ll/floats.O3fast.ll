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
  %1 = alloca [16 x float], align 16
  %2 = alloca [16 x float], align 16
  %3 = alloca [16 x float], align 16
  %4 = alloca [16 x float], align 16
  %5 = alloca [16 x double], align 16
  %6 = alloca %struct.Ctx, align 8
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #13
  %9 = load i64, ptr @rng_state, align 8, !tbaa !5
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
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
  %26 = insertelement <8 x i64> poison, i64 %11, i64 0
  %27 = insertelement <8 x i64> %26, i64 %13, i64 1
  %28 = insertelement <8 x i64> %27, i64 %15, i64 2
  %29 = insertelement <8 x i64> %28, i64 %17, i64 3
  %30 = insertelement <8 x i64> %29, i64 %19, i64 4
  %31 = insertelement <8 x i64> %30, i64 %21, i64 5
  %32 = insertelement <8 x i64> %31, i64 %23, i64 6
  %33 = insertelement <8 x i64> %32, i64 %25, i64 7
  %34 = lshr <8 x i64> %33, <i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10>
  %35 = and <8 x i64> %34, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %36 = uitofp nneg <8 x i64> %35 to <8 x double>
  %37 = fmul fast <8 x double> %36, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %38 = fadd fast <8 x double> %37, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %39 = fptrunc <8 x double> %38 to <8 x float>
  store <8 x float> %39, ptr %1, align 16, !tbaa !9
  %40 = mul i64 %25, 6364136223846793005
  %41 = getelementptr inbounds i8, ptr %1, i64 32
  %42 = add i64 %40, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
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
  %57 = insertelement <8 x i64> poison, i64 %42, i64 0
  %58 = insertelement <8 x i64> %57, i64 %44, i64 1
  %59 = insertelement <8 x i64> %58, i64 %46, i64 2
  %60 = insertelement <8 x i64> %59, i64 %48, i64 3
  %61 = insertelement <8 x i64> %60, i64 %50, i64 4
  %62 = insertelement <8 x i64> %61, i64 %52, i64 5
  %63 = insertelement <8 x i64> %62, i64 %54, i64 6
  %64 = insertelement <8 x i64> %63, i64 %56, i64 7
  %65 = lshr <8 x i64> %64, <i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10, i64 10>
  %66 = and <8 x i64> %65, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %67 = uitofp nneg <8 x i64> %66 to <8 x double>
  %68 = fmul fast <8 x double> %67, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %69 = fadd fast <8 x double> %68, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %70 = fptrunc <8 x double> %69 to <8 x float>
  store <8 x float> %70, ptr %41, align 16, !tbaa !9
  %71 = mul i64 %56, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = insertelement <4 x i64> poison, i64 %72, i64 0
  %80 = insertelement <4 x i64> %79, i64 %74, i64 1
  %81 = insertelement <4 x i64> %80, i64 %76, i64 2
  %82 = insertelement <4 x i64> %81, i64 %78, i64 3
  %83 = lshr <4 x i64> %82, <i64 10, i64 10, i64 10, i64 10>
  %84 = and <4 x i64> %83, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %85 = uitofp nneg <4 x i64> %84 to <4 x double>
  %86 = fmul fast <4 x double> %85, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %87 = fadd fast <4 x double> %86, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %87, ptr %5, align 16, !tbaa !11
  %88 = mul i64 %78, 6364136223846793005
  %89 = getelementptr inbounds i8, ptr %5, i64 32
  %90 = add i64 %88, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <4 x i64> poison, i64 %90, i64 0
  %98 = insertelement <4 x i64> %97, i64 %92, i64 1
  %99 = insertelement <4 x i64> %98, i64 %94, i64 2
  %100 = insertelement <4 x i64> %99, i64 %96, i64 3
  %101 = lshr <4 x i64> %100, <i64 10, i64 10, i64 10, i64 10>
  %102 = and <4 x i64> %101, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %103 = uitofp nneg <4 x i64> %102 to <4 x double>
  %104 = fmul fast <4 x double> %103, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %105 = fadd fast <4 x double> %104, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %105, ptr %89, align 16, !tbaa !11
  %106 = mul i64 %96, 6364136223846793005
  %107 = getelementptr inbounds i8, ptr %5, i64 64
  %108 = add i64 %106, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <4 x i64> poison, i64 %108, i64 0
  %116 = insertelement <4 x i64> %115, i64 %110, i64 1
  %117 = insertelement <4 x i64> %116, i64 %112, i64 2
  %118 = insertelement <4 x i64> %117, i64 %114, i64 3
  %119 = lshr <4 x i64> %118, <i64 10, i64 10, i64 10, i64 10>
  %120 = and <4 x i64> %119, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %121 = uitofp nneg <4 x i64> %120 to <4 x double>
  %122 = fmul fast <4 x double> %121, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %123 = fadd fast <4 x double> %122, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %123, ptr %107, align 16, !tbaa !11
  %124 = mul i64 %114, 6364136223846793005
  %125 = getelementptr inbounds i8, ptr %5, i64 96
  %126 = add i64 %124, 1442695040888963407
  %127 = mul i64 %126, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = mul i64 %130, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = insertelement <4 x i64> poison, i64 %126, i64 0
  %134 = insertelement <4 x i64> %133, i64 %128, i64 1
  %135 = insertelement <4 x i64> %134, i64 %130, i64 2
  %136 = insertelement <4 x i64> %135, i64 %132, i64 3
  %137 = lshr <4 x i64> %136, <i64 10, i64 10, i64 10, i64 10>
  %138 = and <4 x i64> %137, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %139 = uitofp nneg <4 x i64> %138 to <4 x double>
  %140 = fmul fast <4 x double> %139, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %141 = fadd fast <4 x double> %140, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %141, ptr %125, align 16, !tbaa !11
  store i64 %132, ptr @rng_state, align 8, !tbaa !5
  %142 = getelementptr inbounds i8, ptr %6, i64 4
  %143 = getelementptr inbounds i8, ptr %6, i64 8
  %144 = getelementptr inbounds i8, ptr %6, i64 16
  %145 = getelementptr inbounds i8, ptr %4, i64 32
  %146 = getelementptr inbounds i8, ptr %8, i64 32
  %147 = getelementptr inbounds i8, ptr %8, i64 64
  %148 = getelementptr inbounds i8, ptr %8, i64 96
  br label %155

149:                                              ; preds = %443
  %150 = load i32, ptr @n_fail, align 4, !tbaa !13
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %150)
  %152 = load i32, ptr @n_fail, align 4, !tbaa !13
  %153 = icmp ne i32 %152, 0
  %154 = zext i1 %153 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  ret i32 %154

155:                                              ; preds = %443, %0
  %156 = phi i1 [ true, %0 ], [ false, %443 ]
  %157 = phi i1 [ false, %0 ], [ true, %443 ]
  %158 = phi i64 [ 0, %0 ], [ 1, %443 ]
  %159 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13
  store i32 %160, ptr %6, align 8, !tbaa !15
  store float 0x3FE3333340000000, ptr %142, align 4, !tbaa !18
  store ptr %5, ptr %143, align 8, !tbaa !19
  store i32 0, ptr %144, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %161 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fsum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %160) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  store i32 1, ptr %144, align 8, !tbaa !20
  %162 = zext i32 %160 to i64
  %163 = call i32 @llvm.smax.i32(i32 %160, i32 1)
  store float 0x3FE3333340000000, ptr %142, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %164 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef nofpclass(nan inf) 0x3FE3333340000000, i32 noundef %160) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  %165 = zext nneg i32 %163 to i64
  br i1 %157, label %166, label %168

166:                                              ; preds = %190, %155
  %167 = phi i64 [ 0, %155 ], [ %169, %190 ]
  br label %461

168:                                              ; preds = %155
  %169 = and i64 %165, 2147483632
  br label %170

170:                                              ; preds = %170, %168
  %171 = phi i64 [ 0, %168 ], [ %188, %170 ]
  %172 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %171
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  %174 = getelementptr inbounds i8, ptr %172, i64 32
  %175 = getelementptr inbounds i8, ptr %172, i64 48
  %176 = load <4 x float>, ptr %172, align 16, !tbaa !9
  %177 = load <4 x float>, ptr %173, align 16, !tbaa !9
  %178 = load <4 x float>, ptr %174, align 16, !tbaa !9
  %179 = load <4 x float>, ptr %175, align 16, !tbaa !9
  %180 = fpext <4 x float> %176 to <4 x double>
  %181 = fpext <4 x float> %177 to <4 x double>
  %182 = fpext <4 x float> %178 to <4 x double>
  %183 = fpext <4 x float> %179 to <4 x double>
  %184 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %171
  %185 = getelementptr inbounds i8, ptr %184, i64 32
  %186 = getelementptr inbounds i8, ptr %184, i64 64
  %187 = getelementptr inbounds i8, ptr %184, i64 96
  store <4 x double> %180, ptr %184, align 16, !tbaa !11
  store <4 x double> %181, ptr %185, align 16, !tbaa !11
  store <4 x double> %182, ptr %186, align 16, !tbaa !11
  store <4 x double> %183, ptr %187, align 16, !tbaa !11
  %188 = add nuw i64 %171, 16
  %189 = icmp eq i64 %188, %169
  br i1 %189, label %190, label %170, !llvm.loop !21

190:                                              ; preds = %170
  %191 = icmp eq i64 %169, %165
  br i1 %191, label %469, label %166

192:                                              ; preds = %470, %192
  %193 = phi i64 [ %201, %192 ], [ %471, %470 ]
  %194 = phi double [ %200, %192 ], [ %472, %470 ]
  %195 = getelementptr inbounds double, ptr %7, i64 %193
  %196 = load double, ptr %195, align 8, !tbaa !11
  %197 = fmul fast double %196, 0x3FE33404F71758E2
  %198 = call fast double @llvm.exp.f64(double %197)
  %199 = fmul fast double %198, %196
  %200 = fadd fast double %199, %194
  %201 = add nuw nsw i64 %193, 1
  %202 = icmp eq i64 %201, %162
  br i1 %202, label %203, label %192, !llvm.loop !25

203:                                              ; preds = %192, %507
  %204 = phi double [ %511, %507 ], [ %200, %192 ]
  br i1 %157, label %245, label %205

205:                                              ; preds = %203
  %206 = and i64 %162, 4294967280
  br label %207

207:                                              ; preds = %207, %205
  %208 = phi i64 [ 0, %205 ], [ %237, %207 ]
  %209 = phi <4 x double> [ zeroinitializer, %205 ], [ %233, %207 ]
  %210 = phi <4 x double> [ zeroinitializer, %205 ], [ %234, %207 ]
  %211 = phi <4 x double> [ zeroinitializer, %205 ], [ %235, %207 ]
  %212 = phi <4 x double> [ zeroinitializer, %205 ], [ %236, %207 ]
  %213 = getelementptr inbounds double, ptr %7, i64 %208
  %214 = getelementptr inbounds i8, ptr %213, i64 32
  %215 = getelementptr inbounds i8, ptr %213, i64 64
  %216 = getelementptr inbounds i8, ptr %213, i64 96
  %217 = load <4 x double>, ptr %213, align 16, !tbaa !11
  %218 = load <4 x double>, ptr %214, align 16, !tbaa !11
  %219 = load <4 x double>, ptr %215, align 16, !tbaa !11
  %220 = load <4 x double>, ptr %216, align 16, !tbaa !11
  %221 = fmul fast <4 x double> %217, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %222 = fmul fast <4 x double> %218, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %223 = fmul fast <4 x double> %219, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %224 = fmul fast <4 x double> %220, <double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E, double 0x3FE3326188E8A71E>
  %225 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %221)
  %226 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %222)
  %227 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %223)
  %228 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %224)
  %229 = fmul fast <4 x double> %225, %217
  %230 = fmul fast <4 x double> %226, %218
  %231 = fmul fast <4 x double> %227, %219
  %232 = fmul fast <4 x double> %228, %220
  %233 = fadd fast <4 x double> %229, %209
  %234 = fadd fast <4 x double> %230, %210
  %235 = fadd fast <4 x double> %231, %211
  %236 = fadd fast <4 x double> %232, %212
  %237 = add nuw i64 %208, 16
  %238 = icmp eq i64 %237, %206
  br i1 %238, label %239, label %207, !llvm.loop !26

239:                                              ; preds = %207
  %240 = fadd fast <4 x double> %234, %233
  %241 = fadd fast <4 x double> %235, %240
  %242 = fadd fast <4 x double> %236, %241
  %243 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %242)
  %244 = icmp eq i64 %206, %162
  br i1 %244, label %259, label %245

245:                                              ; preds = %239, %203
  %246 = phi i64 [ 0, %203 ], [ %206, %239 ]
  %247 = phi double [ 0.000000e+00, %203 ], [ %243, %239 ]
  br label %248

248:                                              ; preds = %245, %248
  %249 = phi i64 [ %257, %248 ], [ %246, %245 ]
  %250 = phi double [ %256, %248 ], [ %247, %245 ]
  %251 = getelementptr inbounds double, ptr %7, i64 %249
  %252 = load double, ptr %251, align 8, !tbaa !11
  %253 = fmul fast double %252, 0x3FE3326188E8A71E
  %254 = call fast double @llvm.exp.f64(double %253)
  %255 = fmul fast double %254, %252
  %256 = fadd fast double %255, %250
  %257 = add nuw nsw i64 %249, 1
  %258 = icmp eq i64 %257, %162
  br i1 %258, label %259, label %248, !llvm.loop !27

259:                                              ; preds = %248, %239
  %260 = phi double [ %243, %239 ], [ %256, %248 ]
  %261 = fpext float %164 to double
  %262 = fmul fast double %204, 0x3FE786FF6FCE403E
  %263 = fmul fast double %260, 0x3FE7880F8EFC5347
  %264 = fsub fast double %262, %263
  %265 = fmul fast double %264, 5.000000e+03
  %266 = call fast double @llvm.fabs.f64(double %265)
  %267 = call fast double @llvm.maxnum.f64(double %266, double 1.000000e+00)
  %268 = fsub fast double %261, %265
  %269 = call fast double @llvm.fabs.f64(double %268)
  %270 = fmul fast double %267, 1.000000e-04
  %271 = fcmp fast ole double %269, %270
  %272 = select i1 %271, ptr @.str.7, ptr @.str.8
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %261, double noundef nofpclass(nan inf) %265, ptr noundef nonnull %272)
  br i1 %271, label %277, label %274

274:                                              ; preds = %259
  %275 = load i32, ptr @n_fail, align 4, !tbaa !13
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr @n_fail, align 4, !tbaa !13
  br label %277

277:                                              ; preds = %274, %259
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  store float 0xBFDCCCCCC0000000, ptr %142, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %278 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef nofpclass(nan inf) 0xBFDCCCCCC0000000, i32 noundef %160) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  %279 = zext nneg i32 %163 to i64
  br i1 %157, label %304, label %280

280:                                              ; preds = %277
  %281 = and i64 %165, 2147483632
  br label %282

282:                                              ; preds = %282, %280
  %283 = phi i64 [ 0, %280 ], [ %300, %282 ]
  %284 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %283
  %285 = getelementptr inbounds i8, ptr %284, i64 16
  %286 = getelementptr inbounds i8, ptr %284, i64 32
  %287 = getelementptr inbounds i8, ptr %284, i64 48
  %288 = load <4 x float>, ptr %284, align 16, !tbaa !9
  %289 = load <4 x float>, ptr %285, align 16, !tbaa !9
  %290 = load <4 x float>, ptr %286, align 16, !tbaa !9
  %291 = load <4 x float>, ptr %287, align 16, !tbaa !9
  %292 = fpext <4 x float> %288 to <4 x double>
  %293 = fpext <4 x float> %289 to <4 x double>
  %294 = fpext <4 x float> %290 to <4 x double>
  %295 = fpext <4 x float> %291 to <4 x double>
  %296 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %283
  %297 = getelementptr inbounds i8, ptr %296, i64 32
  %298 = getelementptr inbounds i8, ptr %296, i64 64
  %299 = getelementptr inbounds i8, ptr %296, i64 96
  store <4 x double> %292, ptr %296, align 16, !tbaa !11
  store <4 x double> %293, ptr %297, align 16, !tbaa !11
  store <4 x double> %294, ptr %298, align 16, !tbaa !11
  store <4 x double> %295, ptr %299, align 16, !tbaa !11
  %300 = add nuw i64 %283, 16
  %301 = icmp eq i64 %300, %281
  br i1 %301, label %302, label %282, !llvm.loop !28

302:                                              ; preds = %282
  %303 = icmp eq i64 %281, %165
  br i1 %303, label %314, label %304

304:                                              ; preds = %302, %277
  %305 = phi i64 [ 0, %277 ], [ %281, %302 ]
  br label %306

306:                                              ; preds = %304, %306
  %307 = phi i64 [ %312, %306 ], [ %305, %304 ]
  %308 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %307
  %309 = load float, ptr %308, align 4, !tbaa !9
  %310 = fpext float %309 to double
  %311 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %307
  store double %310, ptr %311, align 8, !tbaa !11
  %312 = add nuw nsw i64 %307, 1
  %313 = icmp eq i64 %312, %279
  br i1 %313, label %314, label %306, !llvm.loop !29

314:                                              ; preds = %306, %302
  br i1 %157, label %355, label %315

315:                                              ; preds = %314
  %316 = and i64 %162, 4294967280
  br label %317

317:                                              ; preds = %317, %315
  %318 = phi i64 [ 0, %315 ], [ %347, %317 ]
  %319 = phi <4 x double> [ zeroinitializer, %315 ], [ %343, %317 ]
  %320 = phi <4 x double> [ zeroinitializer, %315 ], [ %344, %317 ]
  %321 = phi <4 x double> [ zeroinitializer, %315 ], [ %345, %317 ]
  %322 = phi <4 x double> [ zeroinitializer, %315 ], [ %346, %317 ]
  %323 = getelementptr inbounds double, ptr %7, i64 %318
  %324 = getelementptr inbounds i8, ptr %323, i64 32
  %325 = getelementptr inbounds i8, ptr %323, i64 64
  %326 = getelementptr inbounds i8, ptr %323, i64 96
  %327 = load <4 x double>, ptr %323, align 16, !tbaa !11
  %328 = load <4 x double>, ptr %324, align 16, !tbaa !11
  %329 = load <4 x double>, ptr %325, align 16, !tbaa !11
  %330 = load <4 x double>, ptr %326, align 16, !tbaa !11
  %331 = fmul fast <4 x double> %327, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %332 = fmul fast <4 x double> %328, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %333 = fmul fast <4 x double> %329, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %334 = fmul fast <4 x double> %330, <double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C, double 0xBFDCCB2951D14E3C>
  %335 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %331)
  %336 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %332)
  %337 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %333)
  %338 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %334)
  %339 = fmul fast <4 x double> %335, %327
  %340 = fmul fast <4 x double> %336, %328
  %341 = fmul fast <4 x double> %337, %329
  %342 = fmul fast <4 x double> %338, %330
  %343 = fadd fast <4 x double> %339, %319
  %344 = fadd fast <4 x double> %340, %320
  %345 = fadd fast <4 x double> %341, %321
  %346 = fadd fast <4 x double> %342, %322
  %347 = add nuw i64 %318, 16
  %348 = icmp eq i64 %347, %316
  br i1 %348, label %349, label %317, !llvm.loop !30

349:                                              ; preds = %317
  %350 = fadd fast <4 x double> %344, %343
  %351 = fadd fast <4 x double> %345, %350
  %352 = fadd fast <4 x double> %346, %351
  %353 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %352)
  %354 = icmp eq i64 %316, %162
  br i1 %354, label %369, label %355

355:                                              ; preds = %349, %314
  %356 = phi i64 [ 0, %314 ], [ %316, %349 ]
  %357 = phi double [ 0.000000e+00, %314 ], [ %353, %349 ]
  br label %358

358:                                              ; preds = %355, %358
  %359 = phi i64 [ %367, %358 ], [ %356, %355 ]
  %360 = phi double [ %366, %358 ], [ %357, %355 ]
  %361 = getelementptr inbounds double, ptr %7, i64 %359
  %362 = load double, ptr %361, align 8, !tbaa !11
  %363 = fmul fast double %362, 0xBFDCCB2951D14E3C
  %364 = call fast double @llvm.exp.f64(double %363)
  %365 = fmul fast double %364, %362
  %366 = fadd fast double %365, %360
  %367 = add nuw nsw i64 %359, 1
  %368 = icmp eq i64 %367, %162
  br i1 %368, label %369, label %358, !llvm.loop !31

369:                                              ; preds = %358, %349
  %370 = phi double [ %353, %349 ], [ %366, %358 ]
  br i1 %157, label %411, label %371

371:                                              ; preds = %369
  %372 = and i64 %162, 4294967280
  br label %373

373:                                              ; preds = %373, %371
  %374 = phi i64 [ 0, %371 ], [ %403, %373 ]
  %375 = phi <4 x double> [ zeroinitializer, %371 ], [ %399, %373 ]
  %376 = phi <4 x double> [ zeroinitializer, %371 ], [ %400, %373 ]
  %377 = phi <4 x double> [ zeroinitializer, %371 ], [ %401, %373 ]
  %378 = phi <4 x double> [ zeroinitializer, %371 ], [ %402, %373 ]
  %379 = getelementptr inbounds double, ptr %7, i64 %374
  %380 = getelementptr inbounds i8, ptr %379, i64 32
  %381 = getelementptr inbounds i8, ptr %379, i64 64
  %382 = getelementptr inbounds i8, ptr %379, i64 96
  %383 = load <4 x double>, ptr %379, align 16, !tbaa !11
  %384 = load <4 x double>, ptr %380, align 16, !tbaa !11
  %385 = load <4 x double>, ptr %381, align 16, !tbaa !11
  %386 = load <4 x double>, ptr %382, align 16, !tbaa !11
  %387 = fmul fast <4 x double> %383, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %388 = fmul fast <4 x double> %384, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %389 = fmul fast <4 x double> %385, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %390 = fmul fast <4 x double> %386, <double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4, double 0xBFDCCE702E2EB1C4>
  %391 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %387)
  %392 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %388)
  %393 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %389)
  %394 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %390)
  %395 = fmul fast <4 x double> %391, %383
  %396 = fmul fast <4 x double> %392, %384
  %397 = fmul fast <4 x double> %393, %385
  %398 = fmul fast <4 x double> %394, %386
  %399 = fadd fast <4 x double> %395, %375
  %400 = fadd fast <4 x double> %396, %376
  %401 = fadd fast <4 x double> %397, %377
  %402 = fadd fast <4 x double> %398, %378
  %403 = add nuw i64 %374, 16
  %404 = icmp eq i64 %403, %372
  br i1 %404, label %405, label %373, !llvm.loop !32

405:                                              ; preds = %373
  %406 = fadd fast <4 x double> %400, %399
  %407 = fadd fast <4 x double> %401, %406
  %408 = fadd fast <4 x double> %402, %407
  %409 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %408)
  %410 = icmp eq i64 %372, %162
  br i1 %410, label %425, label %411

411:                                              ; preds = %405, %369
  %412 = phi i64 [ 0, %369 ], [ %372, %405 ]
  %413 = phi double [ 0.000000e+00, %369 ], [ %409, %405 ]
  br label %414

414:                                              ; preds = %411, %414
  %415 = phi i64 [ %423, %414 ], [ %412, %411 ]
  %416 = phi double [ %422, %414 ], [ %413, %411 ]
  %417 = getelementptr inbounds double, ptr %7, i64 %415
  %418 = load double, ptr %417, align 8, !tbaa !11
  %419 = fmul fast double %418, 0xBFDCCE702E2EB1C4
  %420 = call fast double @llvm.exp.f64(double %419)
  %421 = fmul fast double %420, %418
  %422 = fadd fast double %421, %416
  %423 = add nuw nsw i64 %415, 1
  %424 = icmp eq i64 %423, %162
  br i1 %424, label %425, label %414, !llvm.loop !33

425:                                              ; preds = %414, %405
  %426 = phi double [ %409, %405 ], [ %422, %414 ]
  %427 = fpext float %278 to double
  %428 = fmul fast double %370, 0x3FEA9CFBE2B5BD77
  %429 = fmul fast double %426, 0x3FEA9BF6D4989AC4
  %430 = fsub fast double %428, %429
  %431 = fmul fast double %430, 5.000000e+03
  %432 = call fast double @llvm.fabs.f64(double %431)
  %433 = call fast double @llvm.maxnum.f64(double %432, double 1.000000e+00)
  %434 = fsub fast double %427, %431
  %435 = call fast double @llvm.fabs.f64(double %434)
  %436 = fmul fast double %433, 1.000000e-04
  %437 = fcmp fast ole double %435, %436
  %438 = select i1 %437, ptr @.str.7, ptr @.str.8
  %439 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef nofpclass(nan inf) %427, double noundef nofpclass(nan inf) %431, ptr noundef nonnull %438)
  br i1 %437, label %443, label %440

440:                                              ; preds = %425
  %441 = load i32, ptr @n_fail, align 4, !tbaa !13
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr @n_fail, align 4, !tbaa !13
  br label %443

443:                                              ; preds = %440, %425
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  store i32 2, ptr %144, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %444 = load <8 x double>, ptr %5, align 16, !tbaa !11
  %445 = fptrunc <8 x double> %444 to <8 x float>
  store <8 x float> %445, ptr %4, align 16, !tbaa !9
  %446 = load <8 x double>, ptr %107, align 16, !tbaa !11
  %447 = fptrunc <8 x double> %446 to <8 x float>
  store <8 x float> %447, ptr %145, align 16, !tbaa !9
  %448 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmap, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %160) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #13
  %449 = load <4 x double>, ptr %5, align 16, !tbaa !11
  %450 = fptrunc <4 x double> %449 to <4 x float>
  %451 = fpext <4 x float> %450 to <4 x double>
  store <4 x double> %451, ptr %8, align 16, !tbaa !11
  %452 = load <4 x double>, ptr %89, align 16, !tbaa !11
  %453 = fptrunc <4 x double> %452 to <4 x float>
  %454 = fpext <4 x float> %453 to <4 x double>
  store <4 x double> %454, ptr %146, align 16, !tbaa !11
  %455 = load <4 x double>, ptr %107, align 16, !tbaa !11
  %456 = fptrunc <4 x double> %455 to <4 x float>
  %457 = fpext <4 x float> %456 to <4 x double>
  store <4 x double> %457, ptr %147, align 16, !tbaa !11
  %458 = load <4 x double>, ptr %125, align 16, !tbaa !11
  %459 = fptrunc <4 x double> %458 to <4 x float>
  %460 = fpext <4 x float> %459 to <4 x double>
  store <4 x double> %460, ptr %148, align 16, !tbaa !11
  store ptr %8, ptr %143, align 8, !tbaa !19
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13
  br i1 %156, label %155, label %149, !llvm.loop !34

461:                                              ; preds = %166, %461
  %462 = phi i64 [ %467, %461 ], [ %167, %166 ]
  %463 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %462
  %464 = load float, ptr %463, align 4, !tbaa !9
  %465 = fpext float %464 to double
  %466 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %462
  store double %465, ptr %466, align 8, !tbaa !11
  %467 = add nuw nsw i64 %462, 1
  %468 = icmp eq i64 %467, %165
  br i1 %468, label %469, label %461, !llvm.loop !35

469:                                              ; preds = %461, %190
  br i1 %157, label %470, label %473

470:                                              ; preds = %507, %469
  %471 = phi i64 [ 0, %469 ], [ %474, %507 ]
  %472 = phi double [ 0.000000e+00, %469 ], [ %511, %507 ]
  br label %192

473:                                              ; preds = %469
  %474 = and i64 %162, 4294967280
  br label %475

475:                                              ; preds = %475, %473
  %476 = phi i64 [ 0, %473 ], [ %505, %475 ]
  %477 = phi <4 x double> [ zeroinitializer, %473 ], [ %501, %475 ]
  %478 = phi <4 x double> [ zeroinitializer, %473 ], [ %502, %475 ]
  %479 = phi <4 x double> [ zeroinitializer, %473 ], [ %503, %475 ]
  %480 = phi <4 x double> [ zeroinitializer, %473 ], [ %504, %475 ]
  %481 = getelementptr inbounds double, ptr %7, i64 %476
  %482 = getelementptr inbounds i8, ptr %481, i64 32
  %483 = getelementptr inbounds i8, ptr %481, i64 64
  %484 = getelementptr inbounds i8, ptr %481, i64 96
  %485 = load <4 x double>, ptr %481, align 16, !tbaa !11
  %486 = load <4 x double>, ptr %482, align 16, !tbaa !11
  %487 = load <4 x double>, ptr %483, align 16, !tbaa !11
  %488 = load <4 x double>, ptr %484, align 16, !tbaa !11
  %489 = fmul fast <4 x double> %485, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %490 = fmul fast <4 x double> %486, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %491 = fmul fast <4 x double> %487, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %492 = fmul fast <4 x double> %488, <double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2, double 0x3FE33404F71758E2>
  %493 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %489)
  %494 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %490)
  %495 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %491)
  %496 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %492)
  %497 = fmul fast <4 x double> %493, %485
  %498 = fmul fast <4 x double> %494, %486
  %499 = fmul fast <4 x double> %495, %487
  %500 = fmul fast <4 x double> %496, %488
  %501 = fadd fast <4 x double> %497, %477
  %502 = fadd fast <4 x double> %498, %478
  %503 = fadd fast <4 x double> %499, %479
  %504 = fadd fast <4 x double> %500, %480
  %505 = add nuw i64 %476, 16
  %506 = icmp eq i64 %505, %474
  br i1 %506, label %507, label %475, !llvm.loop !36

507:                                              ; preds = %475
  %508 = fadd fast <4 x double> %502, %501
  %509 = fadd fast <4 x double> %503, %508
  %510 = fadd fast <4 x double> %504, %509
  %511 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %510)
  %512 = icmp eq i64 %474, %162
  br i1 %512, label %203, label %470
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
  %5 = alloca [16 x float], align 16
  %6 = alloca [16 x float], align 16
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  %9 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  %10 = load i32, ptr %1, align 8, !tbaa !15
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %41

12:                                               ; preds = %4
  %13 = zext nneg i32 %10 to i64
  %14 = icmp ult i32 %10, 8
  br i1 %14, label %15, label %17

15:                                               ; preds = %39, %12
  %16 = phi i64 [ 0, %12 ], [ %18, %39 ]
  br label %89

17:                                               ; preds = %12
  %18 = and i64 %13, 2147483640
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %37, %19 ]
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <4 x float>, ptr %21, align 4, !tbaa !9
  %24 = load <4 x float>, ptr %22, align 4, !tbaa !9
  %25 = fpext <4 x float> %23 to <4 x double>
  %26 = fpext <4 x float> %24 to <4 x double>
  %27 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %20
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  store <4 x double> %25, ptr %27, align 16, !tbaa !11
  store <4 x double> %26, ptr %28, align 16, !tbaa !11
  %29 = getelementptr inbounds float, ptr %3, i64 %20
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <4 x float>, ptr %29, align 4, !tbaa !9
  %32 = load <4 x float>, ptr %30, align 4, !tbaa !9
  %33 = fpext <4 x float> %31 to <4 x double>
  %34 = fpext <4 x float> %32 to <4 x double>
  %35 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %20
  %36 = getelementptr inbounds i8, ptr %35, i64 32
  store <4 x double> %33, ptr %35, align 16, !tbaa !11
  store <4 x double> %34, ptr %36, align 16, !tbaa !11
  %37 = add nuw i64 %20, 8
  %38 = icmp eq i64 %37, %18
  br i1 %38, label %39, label %19, !llvm.loop !39

39:                                               ; preds = %19
  %40 = icmp eq i64 %18, %13
  br i1 %40, label %41, label %15

41:                                               ; preds = %89, %39, %4
  %42 = tail call i32 @llvm.smax.i32(i32 %10, i32 1)
  %43 = zext nneg i32 %42 to i64
  %44 = shl nuw nsw i64 %43, 3
  %45 = tail call noalias ptr @malloc(i64 noundef %44) #14
  %46 = sext i32 %10 to i64
  %47 = shl nsw i64 %46, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr nonnull readonly align 16 %7, i64 %47, i1 false)
  br i1 %11, label %48, label %81

48:                                               ; preds = %41
  %49 = zext nneg i32 %10 to i64
  br label %50

50:                                               ; preds = %78, %48
  %51 = phi i64 [ 0, %48 ], [ %79, %78 ]
  %52 = getelementptr inbounds double, ptr %8, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = getelementptr inbounds double, ptr %45, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = tail call fast double @llvm.fabs.f64(double %55)
  %57 = tail call fast double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  %58 = fmul fast double %57, 0x3EB0C6F7A0B5ED8D
  %59 = fadd fast double %58, %55
  %60 = fsub fast double %55, %58
  store double %59, ptr %54, align 8, !tbaa !11
  %61 = tail call fast fastcc nofpclass(nan inf) double @obj_twin(ptr noundef %45, ptr noundef nonnull readonly %1)
  store double %60, ptr %54, align 8, !tbaa !11
  %62 = tail call fast fastcc nofpclass(nan inf) double @obj_twin(ptr noundef %45, ptr noundef nonnull readonly %1)
  store double %55, ptr %54, align 8, !tbaa !11
  %63 = fsub fast double %61, %62
  %64 = fmul fast double %57, 2.000000e-06
  %65 = fdiv fast double %63, %64
  %66 = tail call fast double @llvm.fabs.f64(double %65)
  %67 = tail call fast double @llvm.maxnum.f64(double %66, double 1.000000e+00)
  %68 = fsub fast double %53, %65
  %69 = tail call fast double @llvm.fabs.f64(double %68)
  %70 = fmul fast double %67, 1.000000e-04
  %71 = fcmp fast ole double %69, %70
  %72 = select i1 %71, ptr @.str.7, ptr @.str.8
  %73 = trunc nuw nsw i64 %51 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %73, double noundef nofpclass(nan inf) %53, double noundef nofpclass(nan inf) %65, ptr noundef nonnull %72)
  br i1 %71, label %78, label %75

75:                                               ; preds = %50
  %76 = load i32, ptr @n_fail, align 4, !tbaa !13
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @n_fail, align 4, !tbaa !13
  br label %78

78:                                               ; preds = %75, %50
  %79 = add nuw nsw i64 %51, 1
  %80 = icmp eq i64 %79, %49
  br i1 %80, label %81, label %50, !llvm.loop !40

81:                                               ; preds = %78, %41
  tail call void @free(ptr noundef %45) #13
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef %0) #13
  %83 = load i32, ptr %1, align 8, !tbaa !15
  %84 = icmp sgt i32 %83, 0
  br i1 %84, label %85, label %101

85:                                               ; preds = %81
  %86 = getelementptr inbounds i8, ptr %1, i64 16
  %87 = getelementptr inbounds i8, ptr %1, i64 8
  %88 = getelementptr inbounds i8, ptr %1, i64 4
  br label %102

89:                                               ; preds = %15, %89
  %90 = phi i64 [ %99, %89 ], [ %16, %15 ]
  %91 = getelementptr inbounds float, ptr %2, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !9
  %93 = fpext float %92 to double
  %94 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %90
  store double %93, ptr %94, align 8, !tbaa !11
  %95 = getelementptr inbounds float, ptr %3, i64 %90
  %96 = load float, ptr %95, align 4, !tbaa !9
  %97 = fpext float %96 to double
  %98 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %90
  store double %97, ptr %98, align 8, !tbaa !11
  %99 = add nuw nsw i64 %90, 1
  %100 = icmp eq i64 %99, %13
  br i1 %100, label %41, label %89, !llvm.loop !41

101:                                              ; preds = %1092, %81
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  ret void

102:                                              ; preds = %85, %1092
  %103 = phi i64 [ 0, %85 ], [ %1093, %1092 ]
  %104 = phi i32 [ %83, %85 ], [ %1094, %1092 ]
  %105 = getelementptr inbounds float, ptr %3, i64 %103
  %106 = load float, ptr %105, align 4, !tbaa !9
  %107 = fpext float %106 to double
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  %108 = sext i32 %104 to i64
  %109 = shl nsw i64 %108, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 4 %2, i64 %109, i1 false)
  %110 = getelementptr inbounds float, ptr %2, i64 %103
  %111 = load float, ptr %110, align 4, !tbaa !9
  %112 = fadd fast float %111, 0x3F847AE140000000
  %113 = fadd fast float %111, 0xBF847AE140000000
  %114 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %103
  %115 = load i32, ptr %86, align 8, !tbaa !20
  %116 = zext i32 %104 to i64
  %117 = icmp sgt i32 %104, 0
  switch i32 %115, label %776 [
    i32 0, label %118
    i32 1, label %647
  ]

118:                                              ; preds = %102
  br i1 %117, label %119, label %1071

119:                                              ; preds = %118
  store float %112, ptr %114, align 4, !tbaa !9
  %120 = icmp ult i32 %104, 32
  br i1 %120, label %361, label %121

121:                                              ; preds = %119
  %122 = and i64 %116, 2147483616
  br label %123

123:                                              ; preds = %123, %121
  %124 = phi i64 [ 0, %121 ], [ %353, %123 ]
  %125 = phi <8 x float> [ zeroinitializer, %121 ], [ %349, %123 ]
  %126 = phi <8 x float> [ zeroinitializer, %121 ], [ %350, %123 ]
  %127 = phi <8 x float> [ zeroinitializer, %121 ], [ %351, %123 ]
  %128 = phi <8 x float> [ zeroinitializer, %121 ], [ %352, %123 ]
  %129 = getelementptr inbounds float, ptr %5, i64 %124
  %130 = getelementptr inbounds i8, ptr %129, i64 32
  %131 = getelementptr inbounds i8, ptr %129, i64 64
  %132 = getelementptr inbounds i8, ptr %129, i64 96
  %133 = load <8 x float>, ptr %129, align 16, !tbaa !9
  %134 = load <8 x float>, ptr %130, align 16, !tbaa !9
  %135 = load <8 x float>, ptr %131, align 16, !tbaa !9
  %136 = load <8 x float>, ptr %132, align 16, !tbaa !9
  %137 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %133)
  %138 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %134)
  %139 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %135)
  %140 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %136)
  %141 = fmul fast <8 x float> %137, %133
  %142 = fmul fast <8 x float> %138, %134
  %143 = fmul fast <8 x float> %139, %135
  %144 = fmul fast <8 x float> %140, %136
  %145 = or disjoint i64 %124, 1
  %146 = or disjoint i64 %124, 2
  %147 = or disjoint i64 %124, 3
  %148 = or disjoint i64 %124, 4
  %149 = or disjoint i64 %124, 5
  %150 = or disjoint i64 %124, 6
  %151 = or disjoint i64 %124, 7
  %152 = or disjoint i64 %124, 8
  %153 = or disjoint i64 %124, 9
  %154 = or disjoint i64 %124, 10
  %155 = or disjoint i64 %124, 11
  %156 = or disjoint i64 %124, 12
  %157 = or disjoint i64 %124, 13
  %158 = or disjoint i64 %124, 14
  %159 = or disjoint i64 %124, 15
  %160 = or disjoint i64 %124, 16
  %161 = or disjoint i64 %124, 17
  %162 = or disjoint i64 %124, 18
  %163 = or disjoint i64 %124, 19
  %164 = or disjoint i64 %124, 20
  %165 = or disjoint i64 %124, 21
  %166 = or disjoint i64 %124, 22
  %167 = or disjoint i64 %124, 23
  %168 = or disjoint i64 %124, 24
  %169 = or disjoint i64 %124, 25
  %170 = or disjoint i64 %124, 26
  %171 = or disjoint i64 %124, 27
  %172 = or disjoint i64 %124, 28
  %173 = or disjoint i64 %124, 29
  %174 = or disjoint i64 %124, 30
  %175 = or disjoint i64 %124, 31
  %176 = add nuw nsw i64 %124, 32
  %177 = icmp eq i64 %145, %116
  %178 = icmp eq i64 %146, %116
  %179 = icmp eq i64 %147, %116
  %180 = icmp eq i64 %148, %116
  %181 = icmp eq i64 %149, %116
  %182 = icmp eq i64 %150, %116
  %183 = icmp eq i64 %151, %116
  %184 = icmp eq i64 %152, %116
  %185 = icmp eq i64 %153, %116
  %186 = icmp eq i64 %154, %116
  %187 = icmp eq i64 %155, %116
  %188 = icmp eq i64 %156, %116
  %189 = icmp eq i64 %157, %116
  %190 = icmp eq i64 %158, %116
  %191 = icmp eq i64 %159, %116
  %192 = icmp eq i64 %160, %116
  %193 = icmp eq i64 %161, %116
  %194 = icmp eq i64 %162, %116
  %195 = icmp eq i64 %163, %116
  %196 = icmp eq i64 %164, %116
  %197 = icmp eq i64 %165, %116
  %198 = icmp eq i64 %166, %116
  %199 = icmp eq i64 %167, %116
  %200 = icmp eq i64 %168, %116
  %201 = icmp eq i64 %169, %116
  %202 = icmp eq i64 %170, %116
  %203 = icmp eq i64 %171, %116
  %204 = icmp eq i64 %172, %116
  %205 = icmp eq i64 %173, %116
  %206 = icmp eq i64 %174, %116
  %207 = icmp eq i64 %175, %116
  %208 = icmp eq i64 %176, %116
  %209 = select i1 %177, i64 0, i64 %145
  %210 = select i1 %178, i64 0, i64 %146
  %211 = select i1 %179, i64 0, i64 %147
  %212 = select i1 %180, i64 0, i64 %148
  %213 = select i1 %181, i64 0, i64 %149
  %214 = select i1 %182, i64 0, i64 %150
  %215 = select i1 %183, i64 0, i64 %151
  %216 = select i1 %184, i64 0, i64 %152
  %217 = select i1 %185, i64 0, i64 %153
  %218 = select i1 %186, i64 0, i64 %154
  %219 = select i1 %187, i64 0, i64 %155
  %220 = select i1 %188, i64 0, i64 %156
  %221 = select i1 %189, i64 0, i64 %157
  %222 = select i1 %190, i64 0, i64 %158
  %223 = select i1 %191, i64 0, i64 %159
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
  %241 = getelementptr inbounds float, ptr %5, i64 %209
  %242 = getelementptr inbounds float, ptr %5, i64 %210
  %243 = getelementptr inbounds float, ptr %5, i64 %211
  %244 = getelementptr inbounds float, ptr %5, i64 %212
  %245 = getelementptr inbounds float, ptr %5, i64 %213
  %246 = getelementptr inbounds float, ptr %5, i64 %214
  %247 = getelementptr inbounds float, ptr %5, i64 %215
  %248 = getelementptr inbounds float, ptr %5, i64 %216
  %249 = getelementptr inbounds float, ptr %5, i64 %217
  %250 = getelementptr inbounds float, ptr %5, i64 %218
  %251 = getelementptr inbounds float, ptr %5, i64 %219
  %252 = getelementptr inbounds float, ptr %5, i64 %220
  %253 = getelementptr inbounds float, ptr %5, i64 %221
  %254 = getelementptr inbounds float, ptr %5, i64 %222
  %255 = getelementptr inbounds float, ptr %5, i64 %223
  %256 = getelementptr inbounds float, ptr %5, i64 %224
  %257 = getelementptr inbounds float, ptr %5, i64 %225
  %258 = getelementptr inbounds float, ptr %5, i64 %226
  %259 = getelementptr inbounds float, ptr %5, i64 %227
  %260 = getelementptr inbounds float, ptr %5, i64 %228
  %261 = getelementptr inbounds float, ptr %5, i64 %229
  %262 = getelementptr inbounds float, ptr %5, i64 %230
  %263 = getelementptr inbounds float, ptr %5, i64 %231
  %264 = getelementptr inbounds float, ptr %5, i64 %232
  %265 = getelementptr inbounds float, ptr %5, i64 %233
  %266 = getelementptr inbounds float, ptr %5, i64 %234
  %267 = getelementptr inbounds float, ptr %5, i64 %235
  %268 = getelementptr inbounds float, ptr %5, i64 %236
  %269 = getelementptr inbounds float, ptr %5, i64 %237
  %270 = getelementptr inbounds float, ptr %5, i64 %238
  %271 = getelementptr inbounds float, ptr %5, i64 %239
  %272 = getelementptr inbounds float, ptr %5, i64 %240
  %273 = load float, ptr %241, align 4, !tbaa !9
  %274 = load float, ptr %242, align 8, !tbaa !9
  %275 = load float, ptr %243, align 4, !tbaa !9
  %276 = load float, ptr %244, align 16, !tbaa !9
  %277 = load float, ptr %245, align 4, !tbaa !9
  %278 = load float, ptr %246, align 8, !tbaa !9
  %279 = load float, ptr %247, align 4, !tbaa !9
  %280 = load float, ptr %248, align 16, !tbaa !9
  %281 = insertelement <8 x float> poison, float %273, i64 0
  %282 = insertelement <8 x float> %281, float %274, i64 1
  %283 = insertelement <8 x float> %282, float %275, i64 2
  %284 = insertelement <8 x float> %283, float %276, i64 3
  %285 = insertelement <8 x float> %284, float %277, i64 4
  %286 = insertelement <8 x float> %285, float %278, i64 5
  %287 = insertelement <8 x float> %286, float %279, i64 6
  %288 = insertelement <8 x float> %287, float %280, i64 7
  %289 = load float, ptr %249, align 4, !tbaa !9
  %290 = load float, ptr %250, align 8, !tbaa !9
  %291 = load float, ptr %251, align 4, !tbaa !9
  %292 = load float, ptr %252, align 16, !tbaa !9
  %293 = load float, ptr %253, align 4, !tbaa !9
  %294 = load float, ptr %254, align 8, !tbaa !9
  %295 = load float, ptr %255, align 4, !tbaa !9
  %296 = load float, ptr %256, align 16, !tbaa !9
  %297 = insertelement <8 x float> poison, float %289, i64 0
  %298 = insertelement <8 x float> %297, float %290, i64 1
  %299 = insertelement <8 x float> %298, float %291, i64 2
  %300 = insertelement <8 x float> %299, float %292, i64 3
  %301 = insertelement <8 x float> %300, float %293, i64 4
  %302 = insertelement <8 x float> %301, float %294, i64 5
  %303 = insertelement <8 x float> %302, float %295, i64 6
  %304 = insertelement <8 x float> %303, float %296, i64 7
  %305 = load float, ptr %257, align 4, !tbaa !9
  %306 = load float, ptr %258, align 8, !tbaa !9
  %307 = load float, ptr %259, align 4, !tbaa !9
  %308 = load float, ptr %260, align 16, !tbaa !9
  %309 = load float, ptr %261, align 4, !tbaa !9
  %310 = load float, ptr %262, align 8, !tbaa !9
  %311 = load float, ptr %263, align 4, !tbaa !9
  %312 = load float, ptr %264, align 16, !tbaa !9
  %313 = insertelement <8 x float> poison, float %305, i64 0
  %314 = insertelement <8 x float> %313, float %306, i64 1
  %315 = insertelement <8 x float> %314, float %307, i64 2
  %316 = insertelement <8 x float> %315, float %308, i64 3
  %317 = insertelement <8 x float> %316, float %309, i64 4
  %318 = insertelement <8 x float> %317, float %310, i64 5
  %319 = insertelement <8 x float> %318, float %311, i64 6
  %320 = insertelement <8 x float> %319, float %312, i64 7
  %321 = load float, ptr %265, align 4, !tbaa !9
  %322 = load float, ptr %266, align 8, !tbaa !9
  %323 = load float, ptr %267, align 4, !tbaa !9
  %324 = load float, ptr %268, align 16, !tbaa !9
  %325 = load float, ptr %269, align 4, !tbaa !9
  %326 = load float, ptr %270, align 8, !tbaa !9
  %327 = load float, ptr %271, align 4, !tbaa !9
  %328 = load float, ptr %272, align 16, !tbaa !9
  %329 = insertelement <8 x float> poison, float %321, i64 0
  %330 = insertelement <8 x float> %329, float %322, i64 1
  %331 = insertelement <8 x float> %330, float %323, i64 2
  %332 = insertelement <8 x float> %331, float %324, i64 3
  %333 = insertelement <8 x float> %332, float %325, i64 4
  %334 = insertelement <8 x float> %333, float %326, i64 5
  %335 = insertelement <8 x float> %334, float %327, i64 6
  %336 = insertelement <8 x float> %335, float %328, i64 7
  %337 = fmul fast <8 x float> %288, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %338 = fmul fast <8 x float> %304, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %339 = fmul fast <8 x float> %320, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %340 = fmul fast <8 x float> %336, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %341 = fadd fast <8 x float> %337, %141
  %342 = fadd fast <8 x float> %338, %142
  %343 = fadd fast <8 x float> %339, %143
  %344 = fadd fast <8 x float> %340, %144
  %345 = fmul fast <8 x float> %341, %133
  %346 = fmul fast <8 x float> %342, %134
  %347 = fmul fast <8 x float> %343, %135
  %348 = fmul fast <8 x float> %344, %136
  %349 = fadd fast <8 x float> %345, %125
  %350 = fadd fast <8 x float> %346, %126
  %351 = fadd fast <8 x float> %347, %127
  %352 = fadd fast <8 x float> %348, %128
  %353 = add nuw i64 %124, 32
  %354 = icmp eq i64 %353, %122
  br i1 %354, label %355, label %123, !llvm.loop !42

355:                                              ; preds = %123
  %356 = fadd fast <8 x float> %350, %349
  %357 = fadd fast <8 x float> %351, %356
  %358 = fadd fast <8 x float> %352, %357
  %359 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %358)
  %360 = icmp eq i64 %122, %116
  br i1 %360, label %380, label %361

361:                                              ; preds = %355, %119
  %362 = phi i64 [ 0, %119 ], [ %122, %355 ]
  %363 = phi float [ 0.000000e+00, %119 ], [ %359, %355 ]
  br label %364

364:                                              ; preds = %361, %364
  %365 = phi i64 [ %371, %364 ], [ %362, %361 ]
  %366 = phi float [ %379, %364 ], [ %363, %361 ]
  %367 = getelementptr inbounds float, ptr %5, i64 %365
  %368 = load float, ptr %367, align 4, !tbaa !9
  %369 = call fast float @llvm.sin.f32(float %368)
  %370 = fmul fast float %369, %368
  %371 = add nuw nsw i64 %365, 1
  %372 = icmp eq i64 %371, %116
  %373 = select i1 %372, i64 0, i64 %371
  %374 = getelementptr inbounds float, ptr %5, i64 %373
  %375 = load float, ptr %374, align 4, !tbaa !9
  %376 = fmul fast float %375, 5.000000e-01
  %377 = fadd fast float %376, %370
  %378 = fmul fast float %377, %368
  %379 = fadd fast float %378, %366
  br i1 %372, label %380, label %364, !llvm.loop !43

380:                                              ; preds = %364, %355
  %381 = phi float [ %359, %355 ], [ %379, %364 ]
  store float %113, ptr %114, align 4, !tbaa !9
  %382 = icmp ult i32 %104, 32
  br i1 %382, label %623, label %383

383:                                              ; preds = %380
  %384 = and i64 %116, 2147483616
  br label %385

385:                                              ; preds = %385, %383
  %386 = phi i64 [ 0, %383 ], [ %615, %385 ]
  %387 = phi <8 x float> [ zeroinitializer, %383 ], [ %611, %385 ]
  %388 = phi <8 x float> [ zeroinitializer, %383 ], [ %612, %385 ]
  %389 = phi <8 x float> [ zeroinitializer, %383 ], [ %613, %385 ]
  %390 = phi <8 x float> [ zeroinitializer, %383 ], [ %614, %385 ]
  %391 = getelementptr inbounds float, ptr %5, i64 %386
  %392 = getelementptr inbounds i8, ptr %391, i64 32
  %393 = getelementptr inbounds i8, ptr %391, i64 64
  %394 = getelementptr inbounds i8, ptr %391, i64 96
  %395 = load <8 x float>, ptr %391, align 16, !tbaa !9
  %396 = load <8 x float>, ptr %392, align 16, !tbaa !9
  %397 = load <8 x float>, ptr %393, align 16, !tbaa !9
  %398 = load <8 x float>, ptr %394, align 16, !tbaa !9
  %399 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %395)
  %400 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %396)
  %401 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %397)
  %402 = call fast <8 x float> @llvm.sin.v8f32(<8 x float> %398)
  %403 = fmul fast <8 x float> %399, %395
  %404 = fmul fast <8 x float> %400, %396
  %405 = fmul fast <8 x float> %401, %397
  %406 = fmul fast <8 x float> %402, %398
  %407 = or disjoint i64 %386, 1
  %408 = or disjoint i64 %386, 2
  %409 = or disjoint i64 %386, 3
  %410 = or disjoint i64 %386, 4
  %411 = or disjoint i64 %386, 5
  %412 = or disjoint i64 %386, 6
  %413 = or disjoint i64 %386, 7
  %414 = or disjoint i64 %386, 8
  %415 = or disjoint i64 %386, 9
  %416 = or disjoint i64 %386, 10
  %417 = or disjoint i64 %386, 11
  %418 = or disjoint i64 %386, 12
  %419 = or disjoint i64 %386, 13
  %420 = or disjoint i64 %386, 14
  %421 = or disjoint i64 %386, 15
  %422 = or disjoint i64 %386, 16
  %423 = or disjoint i64 %386, 17
  %424 = or disjoint i64 %386, 18
  %425 = or disjoint i64 %386, 19
  %426 = or disjoint i64 %386, 20
  %427 = or disjoint i64 %386, 21
  %428 = or disjoint i64 %386, 22
  %429 = or disjoint i64 %386, 23
  %430 = or disjoint i64 %386, 24
  %431 = or disjoint i64 %386, 25
  %432 = or disjoint i64 %386, 26
  %433 = or disjoint i64 %386, 27
  %434 = or disjoint i64 %386, 28
  %435 = or disjoint i64 %386, 29
  %436 = or disjoint i64 %386, 30
  %437 = or disjoint i64 %386, 31
  %438 = add nuw nsw i64 %386, 32
  %439 = icmp eq i64 %407, %116
  %440 = icmp eq i64 %408, %116
  %441 = icmp eq i64 %409, %116
  %442 = icmp eq i64 %410, %116
  %443 = icmp eq i64 %411, %116
  %444 = icmp eq i64 %412, %116
  %445 = icmp eq i64 %413, %116
  %446 = icmp eq i64 %414, %116
  %447 = icmp eq i64 %415, %116
  %448 = icmp eq i64 %416, %116
  %449 = icmp eq i64 %417, %116
  %450 = icmp eq i64 %418, %116
  %451 = icmp eq i64 %419, %116
  %452 = icmp eq i64 %420, %116
  %453 = icmp eq i64 %421, %116
  %454 = icmp eq i64 %422, %116
  %455 = icmp eq i64 %423, %116
  %456 = icmp eq i64 %424, %116
  %457 = icmp eq i64 %425, %116
  %458 = icmp eq i64 %426, %116
  %459 = icmp eq i64 %427, %116
  %460 = icmp eq i64 %428, %116
  %461 = icmp eq i64 %429, %116
  %462 = icmp eq i64 %430, %116
  %463 = icmp eq i64 %431, %116
  %464 = icmp eq i64 %432, %116
  %465 = icmp eq i64 %433, %116
  %466 = icmp eq i64 %434, %116
  %467 = icmp eq i64 %435, %116
  %468 = icmp eq i64 %436, %116
  %469 = icmp eq i64 %437, %116
  %470 = icmp eq i64 %438, %116
  %471 = select i1 %439, i64 0, i64 %407
  %472 = select i1 %440, i64 0, i64 %408
  %473 = select i1 %441, i64 0, i64 %409
  %474 = select i1 %442, i64 0, i64 %410
  %475 = select i1 %443, i64 0, i64 %411
  %476 = select i1 %444, i64 0, i64 %412
  %477 = select i1 %445, i64 0, i64 %413
  %478 = select i1 %446, i64 0, i64 %414
  %479 = select i1 %447, i64 0, i64 %415
  %480 = select i1 %448, i64 0, i64 %416
  %481 = select i1 %449, i64 0, i64 %417
  %482 = select i1 %450, i64 0, i64 %418
  %483 = select i1 %451, i64 0, i64 %419
  %484 = select i1 %452, i64 0, i64 %420
  %485 = select i1 %453, i64 0, i64 %421
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
  %503 = getelementptr inbounds float, ptr %5, i64 %471
  %504 = getelementptr inbounds float, ptr %5, i64 %472
  %505 = getelementptr inbounds float, ptr %5, i64 %473
  %506 = getelementptr inbounds float, ptr %5, i64 %474
  %507 = getelementptr inbounds float, ptr %5, i64 %475
  %508 = getelementptr inbounds float, ptr %5, i64 %476
  %509 = getelementptr inbounds float, ptr %5, i64 %477
  %510 = getelementptr inbounds float, ptr %5, i64 %478
  %511 = getelementptr inbounds float, ptr %5, i64 %479
  %512 = getelementptr inbounds float, ptr %5, i64 %480
  %513 = getelementptr inbounds float, ptr %5, i64 %481
  %514 = getelementptr inbounds float, ptr %5, i64 %482
  %515 = getelementptr inbounds float, ptr %5, i64 %483
  %516 = getelementptr inbounds float, ptr %5, i64 %484
  %517 = getelementptr inbounds float, ptr %5, i64 %485
  %518 = getelementptr inbounds float, ptr %5, i64 %486
  %519 = getelementptr inbounds float, ptr %5, i64 %487
  %520 = getelementptr inbounds float, ptr %5, i64 %488
  %521 = getelementptr inbounds float, ptr %5, i64 %489
  %522 = getelementptr inbounds float, ptr %5, i64 %490
  %523 = getelementptr inbounds float, ptr %5, i64 %491
  %524 = getelementptr inbounds float, ptr %5, i64 %492
  %525 = getelementptr inbounds float, ptr %5, i64 %493
  %526 = getelementptr inbounds float, ptr %5, i64 %494
  %527 = getelementptr inbounds float, ptr %5, i64 %495
  %528 = getelementptr inbounds float, ptr %5, i64 %496
  %529 = getelementptr inbounds float, ptr %5, i64 %497
  %530 = getelementptr inbounds float, ptr %5, i64 %498
  %531 = getelementptr inbounds float, ptr %5, i64 %499
  %532 = getelementptr inbounds float, ptr %5, i64 %500
  %533 = getelementptr inbounds float, ptr %5, i64 %501
  %534 = getelementptr inbounds float, ptr %5, i64 %502
  %535 = load float, ptr %503, align 4, !tbaa !9
  %536 = load float, ptr %504, align 8, !tbaa !9
  %537 = load float, ptr %505, align 4, !tbaa !9
  %538 = load float, ptr %506, align 16, !tbaa !9
  %539 = load float, ptr %507, align 4, !tbaa !9
  %540 = load float, ptr %508, align 8, !tbaa !9
  %541 = load float, ptr %509, align 4, !tbaa !9
  %542 = load float, ptr %510, align 16, !tbaa !9
  %543 = insertelement <8 x float> poison, float %535, i64 0
  %544 = insertelement <8 x float> %543, float %536, i64 1
  %545 = insertelement <8 x float> %544, float %537, i64 2
  %546 = insertelement <8 x float> %545, float %538, i64 3
  %547 = insertelement <8 x float> %546, float %539, i64 4
  %548 = insertelement <8 x float> %547, float %540, i64 5
  %549 = insertelement <8 x float> %548, float %541, i64 6
  %550 = insertelement <8 x float> %549, float %542, i64 7
  %551 = load float, ptr %511, align 4, !tbaa !9
  %552 = load float, ptr %512, align 8, !tbaa !9
  %553 = load float, ptr %513, align 4, !tbaa !9
  %554 = load float, ptr %514, align 16, !tbaa !9
  %555 = load float, ptr %515, align 4, !tbaa !9
  %556 = load float, ptr %516, align 8, !tbaa !9
  %557 = load float, ptr %517, align 4, !tbaa !9
  %558 = load float, ptr %518, align 16, !tbaa !9
  %559 = insertelement <8 x float> poison, float %551, i64 0
  %560 = insertelement <8 x float> %559, float %552, i64 1
  %561 = insertelement <8 x float> %560, float %553, i64 2
  %562 = insertelement <8 x float> %561, float %554, i64 3
  %563 = insertelement <8 x float> %562, float %555, i64 4
  %564 = insertelement <8 x float> %563, float %556, i64 5
  %565 = insertelement <8 x float> %564, float %557, i64 6
  %566 = insertelement <8 x float> %565, float %558, i64 7
  %567 = load float, ptr %519, align 4, !tbaa !9
  %568 = load float, ptr %520, align 8, !tbaa !9
  %569 = load float, ptr %521, align 4, !tbaa !9
  %570 = load float, ptr %522, align 16, !tbaa !9
  %571 = load float, ptr %523, align 4, !tbaa !9
  %572 = load float, ptr %524, align 8, !tbaa !9
  %573 = load float, ptr %525, align 4, !tbaa !9
  %574 = load float, ptr %526, align 16, !tbaa !9
  %575 = insertelement <8 x float> poison, float %567, i64 0
  %576 = insertelement <8 x float> %575, float %568, i64 1
  %577 = insertelement <8 x float> %576, float %569, i64 2
  %578 = insertelement <8 x float> %577, float %570, i64 3
  %579 = insertelement <8 x float> %578, float %571, i64 4
  %580 = insertelement <8 x float> %579, float %572, i64 5
  %581 = insertelement <8 x float> %580, float %573, i64 6
  %582 = insertelement <8 x float> %581, float %574, i64 7
  %583 = load float, ptr %527, align 4, !tbaa !9
  %584 = load float, ptr %528, align 8, !tbaa !9
  %585 = load float, ptr %529, align 4, !tbaa !9
  %586 = load float, ptr %530, align 16, !tbaa !9
  %587 = load float, ptr %531, align 4, !tbaa !9
  %588 = load float, ptr %532, align 8, !tbaa !9
  %589 = load float, ptr %533, align 4, !tbaa !9
  %590 = load float, ptr %534, align 16, !tbaa !9
  %591 = insertelement <8 x float> poison, float %583, i64 0
  %592 = insertelement <8 x float> %591, float %584, i64 1
  %593 = insertelement <8 x float> %592, float %585, i64 2
  %594 = insertelement <8 x float> %593, float %586, i64 3
  %595 = insertelement <8 x float> %594, float %587, i64 4
  %596 = insertelement <8 x float> %595, float %588, i64 5
  %597 = insertelement <8 x float> %596, float %589, i64 6
  %598 = insertelement <8 x float> %597, float %590, i64 7
  %599 = fmul fast <8 x float> %550, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %600 = fmul fast <8 x float> %566, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %601 = fmul fast <8 x float> %582, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %602 = fmul fast <8 x float> %598, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %603 = fadd fast <8 x float> %599, %403
  %604 = fadd fast <8 x float> %600, %404
  %605 = fadd fast <8 x float> %601, %405
  %606 = fadd fast <8 x float> %602, %406
  %607 = fmul fast <8 x float> %603, %395
  %608 = fmul fast <8 x float> %604, %396
  %609 = fmul fast <8 x float> %605, %397
  %610 = fmul fast <8 x float> %606, %398
  %611 = fadd fast <8 x float> %607, %387
  %612 = fadd fast <8 x float> %608, %388
  %613 = fadd fast <8 x float> %609, %389
  %614 = fadd fast <8 x float> %610, %390
  %615 = add nuw i64 %386, 32
  %616 = icmp eq i64 %615, %384
  br i1 %616, label %617, label %385, !llvm.loop !44

617:                                              ; preds = %385
  %618 = fadd fast <8 x float> %612, %611
  %619 = fadd fast <8 x float> %613, %618
  %620 = fadd fast <8 x float> %614, %619
  %621 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %620)
  %622 = icmp eq i64 %384, %116
  br i1 %622, label %642, label %623

623:                                              ; preds = %617, %380
  %624 = phi i64 [ 0, %380 ], [ %384, %617 ]
  %625 = phi float [ 0.000000e+00, %380 ], [ %621, %617 ]
  br label %626

626:                                              ; preds = %623, %626
  %627 = phi i64 [ %633, %626 ], [ %624, %623 ]
  %628 = phi float [ %641, %626 ], [ %625, %623 ]
  %629 = getelementptr inbounds float, ptr %5, i64 %627
  %630 = load float, ptr %629, align 4, !tbaa !9
  %631 = call fast float @llvm.sin.f32(float %630)
  %632 = fmul fast float %631, %630
  %633 = add nuw nsw i64 %627, 1
  %634 = icmp eq i64 %633, %116
  %635 = select i1 %634, i64 0, i64 %633
  %636 = getelementptr inbounds float, ptr %5, i64 %635
  %637 = load float, ptr %636, align 4, !tbaa !9
  %638 = fmul fast float %637, 5.000000e-01
  %639 = fadd fast float %638, %632
  %640 = fmul fast float %639, %630
  %641 = fadd fast float %640, %628
  br i1 %634, label %642, label %626, !llvm.loop !45

642:                                              ; preds = %626, %617
  %643 = phi float [ %621, %617 ], [ %641, %626 ]
  %644 = insertelement <2 x float> poison, float %643, i64 0
  %645 = insertelement <2 x float> %644, float %381, i64 1
  %646 = fpext <2 x float> %645 to <2 x double>
  br label %1071

647:                                              ; preds = %102
  %648 = load float, ptr %88, align 4, !tbaa !18
  %649 = fmul fast float %648, %648
  %650 = fadd fast float %649, 1.000000e+00
  br i1 %117, label %651, label %1071

651:                                              ; preds = %647
  store float %112, ptr %114, align 4, !tbaa !9
  %652 = icmp ult i32 %104, 32
  br i1 %652, label %695, label %653

653:                                              ; preds = %651
  %654 = and i64 %116, 2147483616
  %655 = insertelement <8 x float> poison, float %648, i64 0
  %656 = shufflevector <8 x float> %655, <8 x float> poison, <8 x i32> zeroinitializer
  br label %657

657:                                              ; preds = %657, %653
  %658 = phi i64 [ 0, %653 ], [ %687, %657 ]
  %659 = phi <8 x float> [ zeroinitializer, %653 ], [ %683, %657 ]
  %660 = phi <8 x float> [ zeroinitializer, %653 ], [ %684, %657 ]
  %661 = phi <8 x float> [ zeroinitializer, %653 ], [ %685, %657 ]
  %662 = phi <8 x float> [ zeroinitializer, %653 ], [ %686, %657 ]
  %663 = getelementptr inbounds float, ptr %5, i64 %658
  %664 = getelementptr inbounds i8, ptr %663, i64 32
  %665 = getelementptr inbounds i8, ptr %663, i64 64
  %666 = getelementptr inbounds i8, ptr %663, i64 96
  %667 = load <8 x float>, ptr %663, align 16, !tbaa !9
  %668 = load <8 x float>, ptr %664, align 16, !tbaa !9
  %669 = load <8 x float>, ptr %665, align 16, !tbaa !9
  %670 = load <8 x float>, ptr %666, align 16, !tbaa !9
  %671 = fmul fast <8 x float> %667, %656
  %672 = fmul fast <8 x float> %668, %656
  %673 = fmul fast <8 x float> %669, %656
  %674 = fmul fast <8 x float> %670, %656
  %675 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %671)
  %676 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %672)
  %677 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %673)
  %678 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %674)
  %679 = fmul fast <8 x float> %675, %667
  %680 = fmul fast <8 x float> %676, %668
  %681 = fmul fast <8 x float> %677, %669
  %682 = fmul fast <8 x float> %678, %670
  %683 = fadd fast <8 x float> %679, %659
  %684 = fadd fast <8 x float> %680, %660
  %685 = fadd fast <8 x float> %681, %661
  %686 = fadd fast <8 x float> %682, %662
  %687 = add nuw i64 %658, 32
  %688 = icmp eq i64 %687, %654
  br i1 %688, label %689, label %657, !llvm.loop !46

689:                                              ; preds = %657
  %690 = fadd fast <8 x float> %684, %683
  %691 = fadd fast <8 x float> %685, %690
  %692 = fadd fast <8 x float> %686, %691
  %693 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %692)
  %694 = icmp eq i64 %654, %116
  br i1 %694, label %709, label %695

695:                                              ; preds = %689, %651
  %696 = phi i64 [ 0, %651 ], [ %654, %689 ]
  %697 = phi float [ 0.000000e+00, %651 ], [ %693, %689 ]
  br label %698

698:                                              ; preds = %695, %698
  %699 = phi i64 [ %707, %698 ], [ %696, %695 ]
  %700 = phi float [ %706, %698 ], [ %697, %695 ]
  %701 = getelementptr inbounds float, ptr %5, i64 %699
  %702 = load float, ptr %701, align 4, !tbaa !9
  %703 = fmul fast float %702, %648
  %704 = call fast float @llvm.exp.f32(float %703)
  %705 = fmul fast float %704, %702
  %706 = fadd fast float %705, %700
  %707 = add nuw nsw i64 %699, 1
  %708 = icmp eq i64 %707, %116
  br i1 %708, label %709, label %698, !llvm.loop !47

709:                                              ; preds = %698, %689
  %710 = phi float [ %693, %689 ], [ %706, %698 ]
  store float %113, ptr %114, align 4, !tbaa !9
  %711 = icmp ult i32 %104, 32
  br i1 %711, label %754, label %712

712:                                              ; preds = %709
  %713 = and i64 %116, 2147483616
  %714 = insertelement <8 x float> poison, float %648, i64 0
  %715 = shufflevector <8 x float> %714, <8 x float> poison, <8 x i32> zeroinitializer
  br label %716

716:                                              ; preds = %716, %712
  %717 = phi i64 [ 0, %712 ], [ %746, %716 ]
  %718 = phi <8 x float> [ zeroinitializer, %712 ], [ %742, %716 ]
  %719 = phi <8 x float> [ zeroinitializer, %712 ], [ %743, %716 ]
  %720 = phi <8 x float> [ zeroinitializer, %712 ], [ %744, %716 ]
  %721 = phi <8 x float> [ zeroinitializer, %712 ], [ %745, %716 ]
  %722 = getelementptr inbounds float, ptr %5, i64 %717
  %723 = getelementptr inbounds i8, ptr %722, i64 32
  %724 = getelementptr inbounds i8, ptr %722, i64 64
  %725 = getelementptr inbounds i8, ptr %722, i64 96
  %726 = load <8 x float>, ptr %722, align 16, !tbaa !9
  %727 = load <8 x float>, ptr %723, align 16, !tbaa !9
  %728 = load <8 x float>, ptr %724, align 16, !tbaa !9
  %729 = load <8 x float>, ptr %725, align 16, !tbaa !9
  %730 = fmul fast <8 x float> %726, %715
  %731 = fmul fast <8 x float> %727, %715
  %732 = fmul fast <8 x float> %728, %715
  %733 = fmul fast <8 x float> %729, %715
  %734 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %730)
  %735 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %731)
  %736 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %732)
  %737 = call fast <8 x float> @llvm.exp.v8f32(<8 x float> %733)
  %738 = fmul fast <8 x float> %734, %726
  %739 = fmul fast <8 x float> %735, %727
  %740 = fmul fast <8 x float> %736, %728
  %741 = fmul fast <8 x float> %737, %729
  %742 = fadd fast <8 x float> %738, %718
  %743 = fadd fast <8 x float> %739, %719
  %744 = fadd fast <8 x float> %740, %720
  %745 = fadd fast <8 x float> %741, %721
  %746 = add nuw i64 %717, 32
  %747 = icmp eq i64 %746, %713
  br i1 %747, label %748, label %716, !llvm.loop !48

748:                                              ; preds = %716
  %749 = fadd fast <8 x float> %743, %742
  %750 = fadd fast <8 x float> %744, %749
  %751 = fadd fast <8 x float> %745, %750
  %752 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %751)
  %753 = icmp eq i64 %713, %116
  br i1 %753, label %768, label %754

754:                                              ; preds = %748, %709
  %755 = phi i64 [ 0, %709 ], [ %713, %748 ]
  %756 = phi float [ 0.000000e+00, %709 ], [ %752, %748 ]
  br label %757

757:                                              ; preds = %754, %757
  %758 = phi i64 [ %766, %757 ], [ %755, %754 ]
  %759 = phi float [ %765, %757 ], [ %756, %754 ]
  %760 = getelementptr inbounds float, ptr %5, i64 %758
  %761 = load float, ptr %760, align 4, !tbaa !9
  %762 = fmul fast float %761, %648
  %763 = call fast float @llvm.exp.f32(float %762)
  %764 = fmul fast float %763, %761
  %765 = fadd fast float %764, %759
  %766 = add nuw nsw i64 %758, 1
  %767 = icmp eq i64 %766, %116
  br i1 %767, label %768, label %757, !llvm.loop !49

768:                                              ; preds = %757, %748
  %769 = phi float [ %752, %748 ], [ %765, %757 ]
  %770 = insertelement <2 x float> poison, float %769, i64 0
  %771 = insertelement <2 x float> %770, float %710, i64 1
  %772 = insertelement <2 x float> poison, float %650, i64 0
  %773 = shufflevector <2 x float> %772, <2 x float> poison, <2 x i32> zeroinitializer
  %774 = fdiv fast <2 x float> %771, %773
  %775 = fpext <2 x float> %774 to <2 x double>
  br label %1071

776:                                              ; preds = %102
  br i1 %117, label %777, label %1071

777:                                              ; preds = %776
  store float %112, ptr %114, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  %778 = icmp ult i32 %104, 8
  br i1 %778, label %843, label %779

779:                                              ; preds = %777
  %780 = and i64 %116, 2147483640
  br label %781

781:                                              ; preds = %781, %779
  %782 = phi i64 [ 0, %779 ], [ %839, %781 ]
  %783 = getelementptr inbounds float, ptr %5, i64 %782
  %784 = load <8 x float>, ptr %783, align 16, !tbaa !9
  %785 = call fast <8 x float> @llvm.cos.v8f32(<8 x float> %784)
  %786 = or disjoint i64 %782, 1
  %787 = or disjoint i64 %782, 2
  %788 = or disjoint i64 %782, 3
  %789 = or disjoint i64 %782, 4
  %790 = or disjoint i64 %782, 5
  %791 = or disjoint i64 %782, 6
  %792 = or disjoint i64 %782, 7
  %793 = add nuw nsw i64 %782, 8
  %794 = icmp eq i64 %786, %116
  %795 = icmp eq i64 %787, %116
  %796 = icmp eq i64 %788, %116
  %797 = icmp eq i64 %789, %116
  %798 = icmp eq i64 %790, %116
  %799 = icmp eq i64 %791, %116
  %800 = icmp eq i64 %792, %116
  %801 = icmp eq i64 %793, %116
  %802 = select i1 %794, i64 0, i64 %786
  %803 = select i1 %795, i64 0, i64 %787
  %804 = select i1 %796, i64 0, i64 %788
  %805 = select i1 %797, i64 0, i64 %789
  %806 = select i1 %798, i64 0, i64 %790
  %807 = select i1 %799, i64 0, i64 %791
  %808 = select i1 %800, i64 0, i64 %792
  %809 = select i1 %801, i64 0, i64 %793
  %810 = getelementptr inbounds float, ptr %5, i64 %802
  %811 = getelementptr inbounds float, ptr %5, i64 %803
  %812 = getelementptr inbounds float, ptr %5, i64 %804
  %813 = getelementptr inbounds float, ptr %5, i64 %805
  %814 = getelementptr inbounds float, ptr %5, i64 %806
  %815 = getelementptr inbounds float, ptr %5, i64 %807
  %816 = getelementptr inbounds float, ptr %5, i64 %808
  %817 = getelementptr inbounds float, ptr %5, i64 %809
  %818 = load float, ptr %810, align 4, !tbaa !9
  %819 = load float, ptr %811, align 8, !tbaa !9
  %820 = load float, ptr %812, align 4, !tbaa !9
  %821 = load float, ptr %813, align 16, !tbaa !9
  %822 = load float, ptr %814, align 4, !tbaa !9
  %823 = load float, ptr %815, align 8, !tbaa !9
  %824 = load float, ptr %816, align 4, !tbaa !9
  %825 = load float, ptr %817, align 16, !tbaa !9
  %826 = insertelement <8 x float> poison, float %818, i64 0
  %827 = insertelement <8 x float> %826, float %819, i64 1
  %828 = insertelement <8 x float> %827, float %820, i64 2
  %829 = insertelement <8 x float> %828, float %821, i64 3
  %830 = insertelement <8 x float> %829, float %822, i64 4
  %831 = insertelement <8 x float> %830, float %823, i64 5
  %832 = insertelement <8 x float> %831, float %824, i64 6
  %833 = insertelement <8 x float> %832, float %825, i64 7
  %834 = fmul fast <8 x float> %833, %785
  %835 = fmul fast <8 x float> %784, %784
  %836 = fmul fast <8 x float> %835, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %837 = fadd fast <8 x float> %834, %836
  %838 = getelementptr inbounds float, ptr %6, i64 %782
  store <8 x float> %837, ptr %838, align 16, !tbaa !9
  %839 = add nuw i64 %782, 8
  %840 = icmp eq i64 %839, %780
  br i1 %840, label %841, label %781, !llvm.loop !50

841:                                              ; preds = %781
  %842 = icmp eq i64 %780, %116
  br i1 %842, label %1021, label %843

843:                                              ; preds = %841, %777
  %844 = phi i64 [ 0, %777 ], [ %780, %841 ]
  br label %845

845:                                              ; preds = %843, %845
  %846 = phi i64 [ %850, %845 ], [ %844, %843 ]
  %847 = getelementptr inbounds float, ptr %5, i64 %846
  %848 = load float, ptr %847, align 4, !tbaa !9
  %849 = call fast float @llvm.cos.f32(float %848)
  %850 = add nuw nsw i64 %846, 1
  %851 = icmp eq i64 %850, %116
  %852 = select i1 %851, i64 0, i64 %850
  %853 = getelementptr inbounds float, ptr %5, i64 %852
  %854 = load float, ptr %853, align 4, !tbaa !9
  %855 = fmul fast float %854, %849
  %856 = fmul fast float %848, %848
  %857 = fmul fast float %856, 2.500000e-01
  %858 = fadd fast float %855, %857
  %859 = getelementptr inbounds float, ptr %6, i64 %846
  store float %858, ptr %859, align 4, !tbaa !9
  br i1 %851, label %1021, label %845, !llvm.loop !51

860:                                              ; preds = %1009, %1065
  %861 = phi double [ %1069, %1065 ], [ %1018, %1009 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  store float %113, ptr %114, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  %862 = icmp ult i32 %104, 8
  br i1 %862, label %927, label %863

863:                                              ; preds = %860
  %864 = and i64 %116, 2147483640
  br label %865

865:                                              ; preds = %865, %863
  %866 = phi i64 [ 0, %863 ], [ %923, %865 ]
  %867 = getelementptr inbounds float, ptr %5, i64 %866
  %868 = load <8 x float>, ptr %867, align 16, !tbaa !9
  %869 = call fast <8 x float> @llvm.cos.v8f32(<8 x float> %868)
  %870 = or disjoint i64 %866, 1
  %871 = or disjoint i64 %866, 2
  %872 = or disjoint i64 %866, 3
  %873 = or disjoint i64 %866, 4
  %874 = or disjoint i64 %866, 5
  %875 = or disjoint i64 %866, 6
  %876 = or disjoint i64 %866, 7
  %877 = add nuw nsw i64 %866, 8
  %878 = icmp eq i64 %870, %116
  %879 = icmp eq i64 %871, %116
  %880 = icmp eq i64 %872, %116
  %881 = icmp eq i64 %873, %116
  %882 = icmp eq i64 %874, %116
  %883 = icmp eq i64 %875, %116
  %884 = icmp eq i64 %876, %116
  %885 = icmp eq i64 %877, %116
  %886 = select i1 %878, i64 0, i64 %870
  %887 = select i1 %879, i64 0, i64 %871
  %888 = select i1 %880, i64 0, i64 %872
  %889 = select i1 %881, i64 0, i64 %873
  %890 = select i1 %882, i64 0, i64 %874
  %891 = select i1 %883, i64 0, i64 %875
  %892 = select i1 %884, i64 0, i64 %876
  %893 = select i1 %885, i64 0, i64 %877
  %894 = getelementptr inbounds float, ptr %5, i64 %886
  %895 = getelementptr inbounds float, ptr %5, i64 %887
  %896 = getelementptr inbounds float, ptr %5, i64 %888
  %897 = getelementptr inbounds float, ptr %5, i64 %889
  %898 = getelementptr inbounds float, ptr %5, i64 %890
  %899 = getelementptr inbounds float, ptr %5, i64 %891
  %900 = getelementptr inbounds float, ptr %5, i64 %892
  %901 = getelementptr inbounds float, ptr %5, i64 %893
  %902 = load float, ptr %894, align 4, !tbaa !9
  %903 = load float, ptr %895, align 8, !tbaa !9
  %904 = load float, ptr %896, align 4, !tbaa !9
  %905 = load float, ptr %897, align 16, !tbaa !9
  %906 = load float, ptr %898, align 4, !tbaa !9
  %907 = load float, ptr %899, align 8, !tbaa !9
  %908 = load float, ptr %900, align 4, !tbaa !9
  %909 = load float, ptr %901, align 16, !tbaa !9
  %910 = insertelement <8 x float> poison, float %902, i64 0
  %911 = insertelement <8 x float> %910, float %903, i64 1
  %912 = insertelement <8 x float> %911, float %904, i64 2
  %913 = insertelement <8 x float> %912, float %905, i64 3
  %914 = insertelement <8 x float> %913, float %906, i64 4
  %915 = insertelement <8 x float> %914, float %907, i64 5
  %916 = insertelement <8 x float> %915, float %908, i64 6
  %917 = insertelement <8 x float> %916, float %909, i64 7
  %918 = fmul fast <8 x float> %917, %869
  %919 = fmul fast <8 x float> %868, %868
  %920 = fmul fast <8 x float> %919, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %921 = fadd fast <8 x float> %918, %920
  %922 = getelementptr inbounds float, ptr %6, i64 %866
  store <8 x float> %921, ptr %922, align 16, !tbaa !9
  %923 = add nuw i64 %866, 8
  %924 = icmp eq i64 %923, %864
  br i1 %924, label %925, label %865, !llvm.loop !52

925:                                              ; preds = %865
  %926 = icmp eq i64 %864, %116
  br i1 %926, label %944, label %927

927:                                              ; preds = %925, %860
  %928 = phi i64 [ 0, %860 ], [ %864, %925 ]
  br label %929

929:                                              ; preds = %927, %929
  %930 = phi i64 [ %934, %929 ], [ %928, %927 ]
  %931 = getelementptr inbounds float, ptr %5, i64 %930
  %932 = load float, ptr %931, align 4, !tbaa !9
  %933 = call fast float @llvm.cos.f32(float %932)
  %934 = add nuw nsw i64 %930, 1
  %935 = icmp eq i64 %934, %116
  %936 = select i1 %935, i64 0, i64 %934
  %937 = getelementptr inbounds float, ptr %5, i64 %936
  %938 = load float, ptr %937, align 4, !tbaa !9
  %939 = fmul fast float %938, %933
  %940 = fmul fast float %932, %932
  %941 = fmul fast float %940, 2.500000e-01
  %942 = fadd fast float %939, %941
  %943 = getelementptr inbounds float, ptr %6, i64 %930
  store float %942, ptr %943, align 4, !tbaa !9
  br i1 %935, label %944, label %929, !llvm.loop !53

944:                                              ; preds = %929, %925
  %945 = icmp ult i32 %104, 16
  br i1 %945, label %990, label %946

946:                                              ; preds = %944
  %947 = and i64 %116, 2147483632
  br label %948

948:                                              ; preds = %948, %946
  %949 = phi i64 [ 0, %946 ], [ %982, %948 ]
  %950 = phi <4 x double> [ zeroinitializer, %946 ], [ %978, %948 ]
  %951 = phi <4 x double> [ zeroinitializer, %946 ], [ %979, %948 ]
  %952 = phi <4 x double> [ zeroinitializer, %946 ], [ %980, %948 ]
  %953 = phi <4 x double> [ zeroinitializer, %946 ], [ %981, %948 ]
  %954 = getelementptr inbounds double, ptr %1022, i64 %949
  %955 = getelementptr inbounds i8, ptr %954, i64 32
  %956 = getelementptr inbounds i8, ptr %954, i64 64
  %957 = getelementptr inbounds i8, ptr %954, i64 96
  %958 = load <4 x double>, ptr %954, align 8, !tbaa !11
  %959 = load <4 x double>, ptr %955, align 8, !tbaa !11
  %960 = load <4 x double>, ptr %956, align 8, !tbaa !11
  %961 = load <4 x double>, ptr %957, align 8, !tbaa !11
  %962 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %949
  %963 = getelementptr inbounds i8, ptr %962, i64 16
  %964 = getelementptr inbounds i8, ptr %962, i64 32
  %965 = getelementptr inbounds i8, ptr %962, i64 48
  %966 = load <4 x float>, ptr %962, align 16, !tbaa !9
  %967 = load <4 x float>, ptr %963, align 16, !tbaa !9
  %968 = load <4 x float>, ptr %964, align 16, !tbaa !9
  %969 = load <4 x float>, ptr %965, align 16, !tbaa !9
  %970 = fpext <4 x float> %966 to <4 x double>
  %971 = fpext <4 x float> %967 to <4 x double>
  %972 = fpext <4 x float> %968 to <4 x double>
  %973 = fpext <4 x float> %969 to <4 x double>
  %974 = fmul fast <4 x double> %958, %970
  %975 = fmul fast <4 x double> %959, %971
  %976 = fmul fast <4 x double> %960, %972
  %977 = fmul fast <4 x double> %961, %973
  %978 = fadd fast <4 x double> %974, %950
  %979 = fadd fast <4 x double> %975, %951
  %980 = fadd fast <4 x double> %976, %952
  %981 = fadd fast <4 x double> %977, %953
  %982 = add nuw i64 %949, 16
  %983 = icmp eq i64 %982, %947
  br i1 %983, label %984, label %948, !llvm.loop !54

984:                                              ; preds = %948
  %985 = fadd fast <4 x double> %979, %978
  %986 = fadd fast <4 x double> %980, %985
  %987 = fadd fast <4 x double> %981, %986
  %988 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %987)
  %989 = icmp eq i64 %947, %116
  br i1 %989, label %1005, label %990

990:                                              ; preds = %984, %944
  %991 = phi i64 [ 0, %944 ], [ %947, %984 ]
  %992 = phi double [ 0.000000e+00, %944 ], [ %988, %984 ]
  br label %993

993:                                              ; preds = %990, %993
  %994 = phi i64 [ %1003, %993 ], [ %991, %990 ]
  %995 = phi double [ %1002, %993 ], [ %992, %990 ]
  %996 = getelementptr inbounds double, ptr %1022, i64 %994
  %997 = load double, ptr %996, align 8, !tbaa !11
  %998 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %994
  %999 = load float, ptr %998, align 4, !tbaa !9
  %1000 = fpext float %999 to double
  %1001 = fmul fast double %997, %1000
  %1002 = fadd fast double %1001, %995
  %1003 = add nuw nsw i64 %994, 1
  %1004 = icmp eq i64 %1003, %116
  br i1 %1004, label %1005, label %993, !llvm.loop !55

1005:                                             ; preds = %993, %984
  %1006 = phi double [ %988, %984 ], [ %1002, %993 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  %1007 = insertelement <2 x double> poison, double %1006, i64 0
  %1008 = insertelement <2 x double> %1007, double %861, i64 1
  br label %1071

1009:                                             ; preds = %1024, %1009
  %1010 = phi i64 [ %1019, %1009 ], [ %1025, %1024 ]
  %1011 = phi double [ %1018, %1009 ], [ %1026, %1024 ]
  %1012 = getelementptr inbounds double, ptr %1022, i64 %1010
  %1013 = load double, ptr %1012, align 8, !tbaa !11
  %1014 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %1010
  %1015 = load float, ptr %1014, align 4, !tbaa !9
  %1016 = fpext float %1015 to double
  %1017 = fmul fast double %1013, %1016
  %1018 = fadd fast double %1017, %1011
  %1019 = add nuw nsw i64 %1010, 1
  %1020 = icmp eq i64 %1019, %116
  br i1 %1020, label %860, label %1009, !llvm.loop !56

1021:                                             ; preds = %845, %841
  %1022 = load ptr, ptr %87, align 8, !tbaa !19
  %1023 = icmp ult i32 %104, 16
  br i1 %1023, label %1024, label %1027

1024:                                             ; preds = %1065, %1021
  %1025 = phi i64 [ 0, %1021 ], [ %1028, %1065 ]
  %1026 = phi double [ 0.000000e+00, %1021 ], [ %1069, %1065 ]
  br label %1009

1027:                                             ; preds = %1021
  %1028 = and i64 %116, 2147483632
  br label %1029

1029:                                             ; preds = %1029, %1027
  %1030 = phi i64 [ 0, %1027 ], [ %1063, %1029 ]
  %1031 = phi <4 x double> [ zeroinitializer, %1027 ], [ %1059, %1029 ]
  %1032 = phi <4 x double> [ zeroinitializer, %1027 ], [ %1060, %1029 ]
  %1033 = phi <4 x double> [ zeroinitializer, %1027 ], [ %1061, %1029 ]
  %1034 = phi <4 x double> [ zeroinitializer, %1027 ], [ %1062, %1029 ]
  %1035 = getelementptr inbounds double, ptr %1022, i64 %1030
  %1036 = getelementptr inbounds i8, ptr %1035, i64 32
  %1037 = getelementptr inbounds i8, ptr %1035, i64 64
  %1038 = getelementptr inbounds i8, ptr %1035, i64 96
  %1039 = load <4 x double>, ptr %1035, align 8, !tbaa !11
  %1040 = load <4 x double>, ptr %1036, align 8, !tbaa !11
  %1041 = load <4 x double>, ptr %1037, align 8, !tbaa !11
  %1042 = load <4 x double>, ptr %1038, align 8, !tbaa !11
  %1043 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %1030
  %1044 = getelementptr inbounds i8, ptr %1043, i64 16
  %1045 = getelementptr inbounds i8, ptr %1043, i64 32
  %1046 = getelementptr inbounds i8, ptr %1043, i64 48
  %1047 = load <4 x float>, ptr %1043, align 16, !tbaa !9
  %1048 = load <4 x float>, ptr %1044, align 16, !tbaa !9
  %1049 = load <4 x float>, ptr %1045, align 16, !tbaa !9
  %1050 = load <4 x float>, ptr %1046, align 16, !tbaa !9
  %1051 = fpext <4 x float> %1047 to <4 x double>
  %1052 = fpext <4 x float> %1048 to <4 x double>
  %1053 = fpext <4 x float> %1049 to <4 x double>
  %1054 = fpext <4 x float> %1050 to <4 x double>
  %1055 = fmul fast <4 x double> %1039, %1051
  %1056 = fmul fast <4 x double> %1040, %1052
  %1057 = fmul fast <4 x double> %1041, %1053
  %1058 = fmul fast <4 x double> %1042, %1054
  %1059 = fadd fast <4 x double> %1055, %1031
  %1060 = fadd fast <4 x double> %1056, %1032
  %1061 = fadd fast <4 x double> %1057, %1033
  %1062 = fadd fast <4 x double> %1058, %1034
  %1063 = add nuw i64 %1030, 16
  %1064 = icmp eq i64 %1063, %1028
  br i1 %1064, label %1065, label %1029, !llvm.loop !57

1065:                                             ; preds = %1029
  %1066 = fadd fast <4 x double> %1060, %1059
  %1067 = fadd fast <4 x double> %1061, %1066
  %1068 = fadd fast <4 x double> %1062, %1067
  %1069 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1068)
  %1070 = icmp eq i64 %1028, %116
  br i1 %1070, label %860, label %1024

1071:                                             ; preds = %118, %642, %647, %768, %776, %1005
  %1072 = phi <2 x double> [ %1008, %1005 ], [ %646, %642 ], [ %775, %768 ], [ zeroinitializer, %118 ], [ zeroinitializer, %647 ], [ zeroinitializer, %776 ]
  %1073 = shufflevector <2 x double> %1072, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1074 = fsub fast <2 x double> %1073, %1072
  %1075 = extractelement <2 x double> %1074, i64 0
  %1076 = fpext float %112 to double
  %1077 = fpext float %113 to double
  %1078 = fsub fast double %1076, %1077
  %1079 = fdiv fast double %1075, %1078
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  %1080 = call fast double @llvm.fabs.f64(double %1079)
  %1081 = call fast double @llvm.maxnum.f64(double %1080, double 1.000000e+00)
  %1082 = fsub fast double %107, %1079
  %1083 = call fast double @llvm.fabs.f64(double %1082)
  %1084 = fmul fast double %1081, 2.000000e-02
  %1085 = fcmp fast ole double %1083, %1084
  %1086 = select i1 %1085, ptr @.str.7, ptr @.str.8
  %1087 = trunc nuw nsw i64 %103 to i32
  %1088 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, i32 noundef %1087, double noundef nofpclass(nan inf) %107, double noundef nofpclass(nan inf) %1079, ptr noundef nonnull %1086)
  br i1 %1085, label %1092, label %1089

1089:                                             ; preds = %1071
  %1090 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1091 = add nsw i32 %1090, 1
  store i32 %1091, ptr @n_fail, align 4, !tbaa !13
  br label %1092

1092:                                             ; preds = %1071, %1089
  %1093 = add nuw nsw i64 %103, 1
  %1094 = load i32, ptr %1, align 8, !tbaa !15
  %1095 = sext i32 %1094 to i64
  %1096 = icmp slt i64 %1093, %1095
  br i1 %1096, label %102, label %101, !llvm.loop !58
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
