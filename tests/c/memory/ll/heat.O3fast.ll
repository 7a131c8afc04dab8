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
  %12 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %203

13:                                               ; preds = %203
  %14 = mul i64 %242, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = insertelement <4 x i64> poison, i64 %15, i64 0
  %23 = insertelement <4 x i64> %22, i64 %17, i64 1
  %24 = insertelement <4 x i64> %23, i64 %19, i64 2
  %25 = insertelement <4 x i64> %24, i64 %21, i64 3
  %26 = lshr <4 x i64> %25, <i64 10, i64 10, i64 10, i64 10>
  %27 = and <4 x i64> %26, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %28 = uitofp nneg <4 x i64> %27 to <4 x double>
  %29 = fmul fast <4 x double> %28, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %30 = fadd fast <4 x double> %29, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %30, ptr %8, align 16, !tbaa !9
  %31 = mul i64 %21, 6364136223846793005
  %32 = getelementptr inbounds i8, ptr %8, i64 32
  %33 = add i64 %31, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = insertelement <4 x i64> poison, i64 %33, i64 0
  %41 = insertelement <4 x i64> %40, i64 %35, i64 1
  %42 = insertelement <4 x i64> %41, i64 %37, i64 2
  %43 = insertelement <4 x i64> %42, i64 %39, i64 3
  %44 = lshr <4 x i64> %43, <i64 10, i64 10, i64 10, i64 10>
  %45 = and <4 x i64> %44, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %46 = uitofp nneg <4 x i64> %45 to <4 x double>
  %47 = fmul fast <4 x double> %46, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %48 = fadd fast <4 x double> %47, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %48, ptr %32, align 16, !tbaa !9
  %49 = mul i64 %39, 6364136223846793005
  %50 = getelementptr inbounds i8, ptr %8, i64 64
  %51 = add i64 %49, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = insertelement <4 x i64> poison, i64 %51, i64 0
  %59 = insertelement <4 x i64> %58, i64 %53, i64 1
  %60 = insertelement <4 x i64> %59, i64 %55, i64 2
  %61 = insertelement <4 x i64> %60, i64 %57, i64 3
  %62 = lshr <4 x i64> %61, <i64 10, i64 10, i64 10, i64 10>
  %63 = and <4 x i64> %62, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %64 = uitofp nneg <4 x i64> %63 to <4 x double>
  %65 = fmul fast <4 x double> %64, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %66 = fadd fast <4 x double> %65, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %66, ptr %50, align 16, !tbaa !9
  %67 = mul i64 %57, 6364136223846793005
  %68 = getelementptr inbounds i8, ptr %8, i64 96
  %69 = add i64 %67, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <4 x i64> poison, i64 %69, i64 0
  %77 = insertelement <4 x i64> %76, i64 %71, i64 1
  %78 = insertelement <4 x i64> %77, i64 %73, i64 2
  %79 = insertelement <4 x i64> %78, i64 %75, i64 3
  %80 = lshr <4 x i64> %79, <i64 10, i64 10, i64 10, i64 10>
  %81 = and <4 x i64> %80, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %82 = uitofp nneg <4 x i64> %81 to <4 x double>
  %83 = fmul fast <4 x double> %82, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %84 = fadd fast <4 x double> %83, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %84, ptr %68, align 16, !tbaa !9
  %85 = mul i64 %75, 6364136223846793005
  %86 = getelementptr inbounds i8, ptr %8, i64 128
  %87 = add i64 %85, 1442695040888963407
  %88 = mul i64 %87, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = mul i64 %89, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <4 x i64> poison, i64 %87, i64 0
  %95 = insertelement <4 x i64> %94, i64 %89, i64 1
  %96 = insertelement <4 x i64> %95, i64 %91, i64 2
  %97 = insertelement <4 x i64> %96, i64 %93, i64 3
  %98 = lshr <4 x i64> %97, <i64 10, i64 10, i64 10, i64 10>
  %99 = and <4 x i64> %98, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %100 = uitofp nneg <4 x i64> %99 to <4 x double>
  %101 = fmul fast <4 x double> %100, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %102 = fadd fast <4 x double> %101, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %102, ptr %86, align 16, !tbaa !9
  %103 = mul i64 %93, 6364136223846793005
  %104 = getelementptr inbounds i8, ptr %8, i64 160
  %105 = add i64 %103, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = mul i64 %107, 6364136223846793005
  %109 = add i64 %108, 1442695040888963407
  %110 = mul i64 %109, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = insertelement <4 x i64> poison, i64 %105, i64 0
  %113 = insertelement <4 x i64> %112, i64 %107, i64 1
  %114 = insertelement <4 x i64> %113, i64 %109, i64 2
  %115 = insertelement <4 x i64> %114, i64 %111, i64 3
  %116 = lshr <4 x i64> %115, <i64 10, i64 10, i64 10, i64 10>
  %117 = and <4 x i64> %116, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %118 = uitofp nneg <4 x i64> %117 to <4 x double>
  %119 = fmul fast <4 x double> %118, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %120 = fadd fast <4 x double> %119, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %120, ptr %104, align 16, !tbaa !9
  store i64 %111, ptr @rng_state, align 8, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %9, i64 4
  %122 = getelementptr inbounds i8, ptr %9, i64 8
  %123 = getelementptr inbounds i8, ptr %9, i64 16
  %124 = getelementptr inbounds i8, ptr %10, i64 8
  %125 = getelementptr inbounds i8, ptr %10, i64 16
  %126 = getelementptr inbounds i8, ptr %10, i64 24
  %127 = getelementptr inbounds i8, ptr %10, i64 32
  %128 = getelementptr inbounds i8, ptr %10, i64 40
  %129 = getelementptr inbounds i8, ptr %10, i64 48
  %130 = getelementptr inbounds i8, ptr %10, i64 56
  %131 = getelementptr inbounds i8, ptr %10, i64 64
  %132 = getelementptr inbounds i8, ptr %10, i64 72
  %133 = getelementptr inbounds i8, ptr %10, i64 80
  %134 = getelementptr inbounds i8, ptr %10, i64 88
  %135 = getelementptr inbounds i8, ptr %10, i64 96
  %136 = getelementptr inbounds i8, ptr %10, i64 104
  %137 = getelementptr inbounds i8, ptr %10, i64 112
  %138 = getelementptr inbounds i8, ptr %10, i64 120
  %139 = getelementptr inbounds i8, ptr %10, i64 128
  %140 = getelementptr inbounds i8, ptr %10, i64 136
  %141 = getelementptr inbounds i8, ptr %10, i64 144
  %142 = getelementptr inbounds i8, ptr %10, i64 152
  %143 = getelementptr inbounds i8, ptr %10, i64 160
  %144 = getelementptr inbounds i8, ptr %10, i64 168
  %145 = getelementptr inbounds i8, ptr %10, i64 176
  %146 = getelementptr inbounds i8, ptr %10, i64 184
  %147 = getelementptr inbounds i8, ptr %11, i64 8
  %148 = getelementptr inbounds i8, ptr %11, i64 16
  %149 = getelementptr inbounds i8, ptr %11, i64 24
  %150 = getelementptr inbounds i8, ptr %11, i64 32
  %151 = getelementptr inbounds i8, ptr %11, i64 40
  %152 = getelementptr inbounds i8, ptr %11, i64 48
  %153 = getelementptr inbounds i8, ptr %11, i64 56
  %154 = getelementptr inbounds i8, ptr %11, i64 64
  %155 = getelementptr inbounds i8, ptr %11, i64 72
  %156 = getelementptr inbounds i8, ptr %11, i64 80
  %157 = getelementptr inbounds i8, ptr %11, i64 88
  %158 = getelementptr inbounds i8, ptr %11, i64 96
  %159 = getelementptr inbounds i8, ptr %11, i64 104
  %160 = getelementptr inbounds i8, ptr %11, i64 112
  %161 = getelementptr inbounds i8, ptr %11, i64 120
  %162 = getelementptr inbounds i8, ptr %11, i64 128
  %163 = getelementptr inbounds i8, ptr %11, i64 136
  %164 = getelementptr inbounds i8, ptr %11, i64 144
  %165 = getelementptr inbounds i8, ptr %11, i64 152
  %166 = getelementptr inbounds i8, ptr %11, i64 160
  %167 = getelementptr inbounds i8, ptr %11, i64 168
  %168 = getelementptr inbounds i8, ptr %11, i64 176
  %169 = getelementptr inbounds i8, ptr %11, i64 184
  %170 = getelementptr inbounds i8, ptr %10, i64 8
  %171 = getelementptr inbounds i8, ptr %10, i64 32
  %172 = getelementptr inbounds i8, ptr %10, i64 40
  %173 = getelementptr inbounds i8, ptr %10, i64 64
  %174 = getelementptr inbounds i8, ptr %10, i64 72
  %175 = getelementptr inbounds i8, ptr %10, i64 96
  %176 = getelementptr inbounds i8, ptr %10, i64 104
  %177 = getelementptr inbounds i8, ptr %10, i64 128
  %178 = getelementptr inbounds i8, ptr %10, i64 136
  %179 = getelementptr inbounds i8, ptr %10, i64 160
  %180 = getelementptr inbounds i8, ptr %10, i64 168
  %181 = getelementptr inbounds i8, ptr %11, i64 8
  %182 = getelementptr inbounds i8, ptr %11, i64 32
  %183 = getelementptr inbounds i8, ptr %11, i64 40
  %184 = getelementptr inbounds i8, ptr %11, i64 64
  %185 = getelementptr inbounds i8, ptr %11, i64 72
  %186 = getelementptr inbounds i8, ptr %11, i64 96
  %187 = getelementptr inbounds i8, ptr %11, i64 104
  %188 = getelementptr inbounds i8, ptr %11, i64 128
  %189 = getelementptr inbounds i8, ptr %11, i64 136
  %190 = getelementptr inbounds i8, ptr %11, i64 160
  %191 = getelementptr inbounds i8, ptr %11, i64 168
  %192 = getelementptr inbounds i8, ptr %10, i64 8
  %193 = getelementptr inbounds i8, ptr %10, i64 32
  %194 = getelementptr inbounds i8, ptr %10, i64 40
  %195 = getelementptr inbounds i8, ptr %10, i64 64
  %196 = getelementptr inbounds i8, ptr %10, i64 72
  %197 = getelementptr inbounds i8, ptr %10, i64 96
  %198 = getelementptr inbounds i8, ptr %10, i64 104
  %199 = getelementptr inbounds i8, ptr %10, i64 128
  %200 = getelementptr inbounds i8, ptr %10, i64 136
  %201 = getelementptr inbounds i8, ptr %10, i64 160
  %202 = getelementptr inbounds i8, ptr %10, i64 168
  br label %258

203:                                              ; preds = %203, %0
  %204 = phi i64 [ 0, %0 ], [ %250, %203 ]
  %205 = phi i64 [ %12, %0 ], [ %242, %203 ]
  %206 = trunc nuw nsw i64 %204 to i32
  %207 = uitofp nneg i32 %206 to double
  %208 = fmul fast double %207, 4.000000e-01
  %209 = tail call fast double @llvm.sin.f64(double %208)
  %210 = fmul fast double %209, 8.000000e-01
  %211 = mul i64 %205, 6364136223846793005
  %212 = add i64 %211, 1442695040888963407
  %213 = lshr i64 %212, 10
  %214 = and i64 %213, 18014398509481982
  %215 = uitofp nneg i64 %214 to double
  %216 = fmul fast double %215, 0x3C6999999999999A
  %217 = fadd fast double %210, -1.000000e-01
  %218 = fadd fast double %217, %216
  %219 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %204
  store double %218, ptr %219, align 8, !tbaa !9
  %220 = add nuw nsw i64 %204, 1
  %221 = trunc nuw nsw i64 %220 to i32
  %222 = uitofp nneg i32 %221 to double
  %223 = fmul fast double %222, 4.000000e-01
  %224 = tail call fast double @llvm.sin.f64(double %223)
  %225 = fmul fast double %224, 8.000000e-01
  %226 = mul i64 %212, 6364136223846793005
  %227 = add i64 %226, 1442695040888963407
  %228 = lshr i64 %227, 10
  %229 = and i64 %228, 18014398509481982
  %230 = uitofp nneg i64 %229 to double
  %231 = fmul fast double %230, 0x3C6999999999999A
  %232 = fadd fast double %225, -1.000000e-01
  %233 = fadd fast double %232, %231
  %234 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %220
  store double %233, ptr %234, align 8, !tbaa !9
  %235 = add nuw nsw i64 %204, 2
  %236 = trunc nuw nsw i64 %235 to i32
  %237 = uitofp nneg i32 %236 to double
  %238 = fmul fast double %237, 4.000000e-01
  %239 = tail call fast double @llvm.sin.f64(double %238)
  %240 = fmul fast double %239, 8.000000e-01
  %241 = mul i64 %227, 6364136223846793005
  %242 = add i64 %241, 1442695040888963407
  %243 = lshr i64 %242, 10
  %244 = and i64 %243, 18014398509481982
  %245 = uitofp nneg i64 %244 to double
  %246 = fmul fast double %245, 0x3C6999999999999A
  %247 = fadd fast double %240, -1.000000e-01
  %248 = fadd fast double %247, %246
  %249 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %235
  store double %248, ptr %249, align 8, !tbaa !9
  %250 = add nuw nsw i64 %204, 3
  %251 = icmp eq i64 %250, 24
  br i1 %251, label %13, label %203, !llvm.loop !11

252:                                              ; preds = %709
  %253 = load i32, ptr @n_fail, align 4, !tbaa !13
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %253)
  %255 = load i32, ptr @n_fail, align 4, !tbaa !13
  %256 = icmp ne i32 %255, 0
  %257 = zext i1 %256 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #14
  ret i32 %257

258:                                              ; preds = %13, %709
  %259 = phi i64 [ 0, %13 ], [ %713, %709 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  store i32 24, ptr %9, align 8, !tbaa !15
  %260 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !13
  store i32 %261, ptr %121, align 4, !tbaa !18
  store double 2.000000e-01, ptr %122, align 8, !tbaa !19
  store ptr %8, ptr %123, align 8, !tbaa !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, i8 0, i64 192, i1 false)
  %262 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 24, i32 noundef %261, double noundef nofpclass(nan inf) 2.000000e-01) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_heat, ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %11) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %10, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %11, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  %263 = icmp eq i64 %259, 2
  br i1 %263, label %340, label %264

264:                                              ; preds = %258, %264
  %265 = phi i32 [ %338, %264 ], [ 0, %258 ]
  %266 = load <4 x double>, ptr %10, align 16, !tbaa !9
  %267 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %266, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %268 = load <4 x double>, ptr %170, align 8, !tbaa !9
  %269 = fmul fast <4 x double> %266, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %270 = fadd fast <4 x double> %269, %267
  %271 = fadd fast <4 x double> %270, %268
  %272 = fmul fast <4 x double> %271, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %273 = fadd fast <4 x double> %272, %266
  %274 = fsub fast <4 x double> %268, %267
  %275 = fmul fast <4 x double> %266, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %276 = fmul fast <4 x double> %275, %274
  %277 = fadd fast <4 x double> %273, %276
  store <4 x double> %277, ptr %10, align 16, !tbaa !9
  %278 = load <4 x double>, ptr %171, align 16, !tbaa !9
  %279 = shufflevector <4 x double> %266, <4 x double> %278, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %280 = load <4 x double>, ptr %172, align 8, !tbaa !9
  %281 = fmul fast <4 x double> %278, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %282 = fadd fast <4 x double> %281, %279
  %283 = fadd fast <4 x double> %282, %280
  %284 = fmul fast <4 x double> %283, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %285 = fadd fast <4 x double> %284, %278
  %286 = fsub fast <4 x double> %280, %279
  %287 = fmul fast <4 x double> %278, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %288 = fmul fast <4 x double> %287, %286
  %289 = fadd fast <4 x double> %285, %288
  store <4 x double> %289, ptr %171, align 16, !tbaa !9
  %290 = load <4 x double>, ptr %173, align 16, !tbaa !9
  %291 = shufflevector <4 x double> %278, <4 x double> %290, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %292 = load <4 x double>, ptr %174, align 8, !tbaa !9
  %293 = fmul fast <4 x double> %290, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %294 = fadd fast <4 x double> %293, %291
  %295 = fadd fast <4 x double> %294, %292
  %296 = fmul fast <4 x double> %295, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %297 = fadd fast <4 x double> %296, %290
  %298 = fsub fast <4 x double> %292, %291
  %299 = fmul fast <4 x double> %290, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %300 = fmul fast <4 x double> %299, %298
  %301 = fadd fast <4 x double> %297, %300
  store <4 x double> %301, ptr %173, align 16, !tbaa !9
  %302 = load <4 x double>, ptr %175, align 16, !tbaa !9
  %303 = shufflevector <4 x double> %290, <4 x double> %302, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %304 = load <4 x double>, ptr %176, align 8, !tbaa !9
  %305 = fmul fast <4 x double> %302, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %306 = fadd fast <4 x double> %305, %303
  %307 = fadd fast <4 x double> %306, %304
  %308 = fmul fast <4 x double> %307, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %309 = fadd fast <4 x double> %308, %302
  %310 = fsub fast <4 x double> %304, %303
  %311 = fmul fast <4 x double> %302, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %312 = fmul fast <4 x double> %311, %310
  %313 = fadd fast <4 x double> %309, %312
  store <4 x double> %313, ptr %175, align 16, !tbaa !9
  %314 = load <4 x double>, ptr %177, align 16, !tbaa !9
  %315 = shufflevector <4 x double> %302, <4 x double> %314, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %316 = load <4 x double>, ptr %178, align 8, !tbaa !9
  %317 = fmul fast <4 x double> %314, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %318 = fadd fast <4 x double> %317, %315
  %319 = fadd fast <4 x double> %318, %316
  %320 = fmul fast <4 x double> %319, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %321 = fadd fast <4 x double> %320, %314
  %322 = fsub fast <4 x double> %316, %315
  %323 = fmul fast <4 x double> %314, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %324 = fmul fast <4 x double> %323, %322
  %325 = fadd fast <4 x double> %321, %324
  store <4 x double> %325, ptr %177, align 16, !tbaa !9
  %326 = load <4 x double>, ptr %179, align 16, !tbaa !9
  %327 = shufflevector <4 x double> %314, <4 x double> %326, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %328 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %180, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %329 = fmul fast <4 x double> %326, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %330 = fadd fast <4 x double> %329, %327
  %331 = fadd fast <4 x double> %330, %328
  %332 = fmul fast <4 x double> %331, <double 2.000010e-01, double 2.000010e-01, double 2.000010e-01, double 2.000010e-01>
  %333 = fadd fast <4 x double> %332, %326
  %334 = fsub fast <4 x double> %328, %327
  %335 = fmul fast <4 x double> %326, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %336 = fmul fast <4 x double> %335, %334
  %337 = fadd fast <4 x double> %333, %336
  store <4 x double> %337, ptr %179, align 16, !tbaa !9
  %338 = add nuw nsw i32 %265, 1
  %339 = icmp eq i32 %338, %261
  br i1 %339, label %340, label %264, !llvm.loop !21

340:                                              ; preds = %264, %258
  %341 = load double, ptr %10, align 16, !tbaa !9
  %342 = fmul fast double %341, %341
  %343 = load double, ptr %124, align 8, !tbaa !9
  %344 = fmul fast double %343, %343
  %345 = fmul fast double %344, 1.100000e+00
  %346 = fadd fast double %345, %342
  %347 = load double, ptr %125, align 16, !tbaa !9
  %348 = fmul fast double %347, %347
  %349 = fmul fast double %348, 1.200000e+00
  %350 = fadd fast double %349, %346
  %351 = load double, ptr %126, align 8, !tbaa !9
  %352 = fmul fast double %351, %351
  %353 = fmul fast double %352, 1.300000e+00
  %354 = fadd fast double %353, %350
  %355 = load double, ptr %127, align 16, !tbaa !9
  %356 = fmul fast double %355, %355
  %357 = fmul fast double %356, 1.400000e+00
  %358 = fadd fast double %357, %354
  %359 = load double, ptr %128, align 8, !tbaa !9
  %360 = fmul fast double %359, %359
  %361 = fmul fast double %360, 1.500000e+00
  %362 = fadd fast double %361, %358
  %363 = load double, ptr %129, align 16, !tbaa !9
  %364 = fmul fast double %363, %363
  %365 = fmul fast double %364, 1.600000e+00
  %366 = fadd fast double %365, %362
  %367 = load double, ptr %130, align 8, !tbaa !9
  %368 = fmul fast double %367, %367
  %369 = fmul fast double %368, 0x3FFB333333333334
  %370 = fadd fast double %369, %366
  %371 = load double, ptr %131, align 16, !tbaa !9
  %372 = fmul fast double %371, %371
  %373 = fmul fast double %372, 1.800000e+00
  %374 = fadd fast double %373, %370
  %375 = load double, ptr %132, align 8, !tbaa !9
  %376 = fmul fast double %375, %375
  %377 = fmul fast double %376, 1.900000e+00
  %378 = fadd fast double %377, %374
  %379 = load double, ptr %133, align 16, !tbaa !9
  %380 = fmul fast double %379, %379
  %381 = fmul fast double %380, 2.000000e+00
  %382 = fadd fast double %381, %378
  %383 = load double, ptr %134, align 8, !tbaa !9
  %384 = fmul fast double %383, %383
  %385 = fmul fast double %384, 2.100000e+00
  %386 = fadd fast double %385, %382
  %387 = load double, ptr %135, align 16, !tbaa !9
  %388 = fmul fast double %387, %387
  %389 = fmul fast double %388, 2.200000e+00
  %390 = fadd fast double %389, %386
  %391 = load double, ptr %136, align 8, !tbaa !9
  %392 = fmul fast double %391, %391
  %393 = fmul fast double %392, 2.300000e+00
  %394 = fadd fast double %393, %390
  %395 = load double, ptr %137, align 16, !tbaa !9
  %396 = fmul fast double %395, %395
  %397 = fmul fast double %396, 0x4003333333333334
  %398 = fadd fast double %397, %394
  %399 = load double, ptr %138, align 8, !tbaa !9
  %400 = fmul fast double %399, %399
  %401 = fmul fast double %400, 2.500000e+00
  %402 = fadd fast double %401, %398
  %403 = load double, ptr %139, align 16, !tbaa !9
  %404 = fmul fast double %403, %403
  %405 = fmul fast double %404, 2.600000e+00
  %406 = fadd fast double %405, %402
  %407 = load double, ptr %140, align 8, !tbaa !9
  %408 = fmul fast double %407, %407
  %409 = fmul fast double %408, 2.700000e+00
  %410 = fadd fast double %409, %406
  %411 = load double, ptr %141, align 16, !tbaa !9
  %412 = fmul fast double %411, %411
  %413 = fmul fast double %412, 2.800000e+00
  %414 = fadd fast double %413, %410
  %415 = load double, ptr %142, align 8, !tbaa !9
  %416 = fmul fast double %415, %415
  %417 = fmul fast double %416, 0x4007333333333334
  %418 = fadd fast double %417, %414
  %419 = load double, ptr %143, align 16, !tbaa !9
  %420 = fmul fast double %419, %419
  %421 = fmul fast double %420, 3.000000e+00
  %422 = fadd fast double %421, %418
  %423 = load double, ptr %144, align 8, !tbaa !9
  %424 = fmul fast double %423, %423
  %425 = fmul fast double %424, 3.100000e+00
  %426 = fadd fast double %425, %422
  %427 = load double, ptr %145, align 16, !tbaa !9
  %428 = fmul fast double %427, %427
  %429 = fmul fast double %428, 3.200000e+00
  %430 = fadd fast double %429, %426
  %431 = load double, ptr %146, align 8, !tbaa !9
  %432 = fmul fast double %431, %431
  %433 = fmul fast double %432, 0x400A666666666667
  %434 = fadd fast double %433, %430
  br i1 %263, label %511, label %435

435:                                              ; preds = %340, %435
  %436 = phi i32 [ %509, %435 ], [ 0, %340 ]
  %437 = load <4 x double>, ptr %11, align 16, !tbaa !9
  %438 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %437, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %439 = load <4 x double>, ptr %181, align 8, !tbaa !9
  %440 = fmul fast <4 x double> %437, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %441 = fadd fast <4 x double> %440, %438
  %442 = fadd fast <4 x double> %441, %439
  %443 = fmul fast <4 x double> %442, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %444 = fadd fast <4 x double> %443, %437
  %445 = fsub fast <4 x double> %439, %438
  %446 = fmul fast <4 x double> %437, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %447 = fmul fast <4 x double> %446, %445
  %448 = fadd fast <4 x double> %444, %447
  store <4 x double> %448, ptr %11, align 16, !tbaa !9
  %449 = load <4 x double>, ptr %182, align 16, !tbaa !9
  %450 = shufflevector <4 x double> %437, <4 x double> %449, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %451 = load <4 x double>, ptr %183, align 8, !tbaa !9
  %452 = fmul fast <4 x double> %449, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %453 = fadd fast <4 x double> %452, %450
  %454 = fadd fast <4 x double> %453, %451
  %455 = fmul fast <4 x double> %454, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %456 = fadd fast <4 x double> %455, %449
  %457 = fsub fast <4 x double> %451, %450
  %458 = fmul fast <4 x double> %449, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %459 = fmul fast <4 x double> %458, %457
  %460 = fadd fast <4 x double> %456, %459
  store <4 x double> %460, ptr %182, align 16, !tbaa !9
  %461 = load <4 x double>, ptr %184, align 16, !tbaa !9
  %462 = shufflevector <4 x double> %449, <4 x double> %461, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %463 = load <4 x double>, ptr %185, align 8, !tbaa !9
  %464 = fmul fast <4 x double> %461, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %465 = fadd fast <4 x double> %464, %462
  %466 = fadd fast <4 x double> %465, %463
  %467 = fmul fast <4 x double> %466, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %468 = fadd fast <4 x double> %467, %461
  %469 = fsub fast <4 x double> %463, %462
  %470 = fmul fast <4 x double> %461, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %471 = fmul fast <4 x double> %470, %469
  %472 = fadd fast <4 x double> %468, %471
  store <4 x double> %472, ptr %184, align 16, !tbaa !9
  %473 = load <4 x double>, ptr %186, align 16, !tbaa !9
  %474 = shufflevector <4 x double> %461, <4 x double> %473, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %475 = load <4 x double>, ptr %187, align 8, !tbaa !9
  %476 = fmul fast <4 x double> %473, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %477 = fadd fast <4 x double> %476, %474
  %478 = fadd fast <4 x double> %477, %475
  %479 = fmul fast <4 x double> %478, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %480 = fadd fast <4 x double> %479, %473
  %481 = fsub fast <4 x double> %475, %474
  %482 = fmul fast <4 x double> %473, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %483 = fmul fast <4 x double> %482, %481
  %484 = fadd fast <4 x double> %480, %483
  store <4 x double> %484, ptr %186, align 16, !tbaa !9
  %485 = load <4 x double>, ptr %188, align 16, !tbaa !9
  %486 = shufflevector <4 x double> %473, <4 x double> %485, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %487 = load <4 x double>, ptr %189, align 8, !tbaa !9
  %488 = fmul fast <4 x double> %485, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %489 = fadd fast <4 x double> %488, %486
  %490 = fadd fast <4 x double> %489, %487
  %491 = fmul fast <4 x double> %490, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %492 = fadd fast <4 x double> %491, %485
  %493 = fsub fast <4 x double> %487, %486
  %494 = fmul fast <4 x double> %485, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %495 = fmul fast <4 x double> %494, %493
  %496 = fadd fast <4 x double> %492, %495
  store <4 x double> %496, ptr %188, align 16, !tbaa !9
  %497 = load <4 x double>, ptr %190, align 16, !tbaa !9
  %498 = shufflevector <4 x double> %485, <4 x double> %497, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %499 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %191, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %500 = fmul fast <4 x double> %497, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %501 = fadd fast <4 x double> %500, %498
  %502 = fadd fast <4 x double> %501, %499
  %503 = fmul fast <4 x double> %502, <double 1.999990e-01, double 1.999990e-01, double 1.999990e-01, double 1.999990e-01>
  %504 = fadd fast <4 x double> %503, %497
  %505 = fsub fast <4 x double> %499, %498
  %506 = fmul fast <4 x double> %497, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %507 = fmul fast <4 x double> %506, %505
  %508 = fadd fast <4 x double> %504, %507
  store <4 x double> %508, ptr %190, align 16, !tbaa !9
  %509 = add nuw nsw i32 %436, 1
  %510 = icmp eq i32 %509, %261
  br i1 %510, label %511, label %435, !llvm.loop !21

511:                                              ; preds = %435, %340
  %512 = load double, ptr %11, align 16, !tbaa !9
  %513 = fmul fast double %512, %512
  %514 = load double, ptr %147, align 8, !tbaa !9
  %515 = fmul fast double %514, %514
  %516 = fmul fast double %515, 1.100000e+00
  %517 = fadd fast double %516, %513
  %518 = load double, ptr %148, align 16, !tbaa !9
  %519 = fmul fast double %518, %518
  %520 = fmul fast double %519, 1.200000e+00
  %521 = fadd fast double %520, %517
  %522 = load double, ptr %149, align 8, !tbaa !9
  %523 = fmul fast double %522, %522
  %524 = fmul fast double %523, 1.300000e+00
  %525 = fadd fast double %524, %521
  %526 = load double, ptr %150, align 16, !tbaa !9
  %527 = fmul fast double %526, %526
  %528 = fmul fast double %527, 1.400000e+00
  %529 = fadd fast double %528, %525
  %530 = load double, ptr %151, align 8, !tbaa !9
  %531 = fmul fast double %530, %530
  %532 = fmul fast double %531, 1.500000e+00
  %533 = fadd fast double %532, %529
  %534 = load double, ptr %152, align 16, !tbaa !9
  %535 = fmul fast double %534, %534
  %536 = fmul fast double %535, 1.600000e+00
  %537 = fadd fast double %536, %533
  %538 = load double, ptr %153, align 8, !tbaa !9
  %539 = fmul fast double %538, %538
  %540 = fmul fast double %539, 0x3FFB333333333334
  %541 = fadd fast double %540, %537
  %542 = load double, ptr %154, align 16, !tbaa !9
  %543 = fmul fast double %542, %542
  %544 = fmul fast double %543, 1.800000e+00
  %545 = fadd fast double %544, %541
  %546 = load double, ptr %155, align 8, !tbaa !9
  %547 = fmul fast double %546, %546
  %548 = fmul fast double %547, 1.900000e+00
  %549 = fadd fast double %548, %545
  %550 = load double, ptr %156, align 16, !tbaa !9
  %551 = fmul fast double %550, %550
  %552 = fmul fast double %551, 2.000000e+00
  %553 = fadd fast double %552, %549
  %554 = load double, ptr %157, align 8, !tbaa !9
  %555 = fmul fast double %554, %554
  %556 = fmul fast double %555, 2.100000e+00
  %557 = fadd fast double %556, %553
  %558 = load double, ptr %158, align 16, !tbaa !9
  %559 = fmul fast double %558, %558
  %560 = fmul fast double %559, 2.200000e+00
  %561 = fadd fast double %560, %557
  %562 = load double, ptr %159, align 8, !tbaa !9
  %563 = fmul fast double %562, %562
  %564 = fmul fast double %563, 2.300000e+00
  %565 = fadd fast double %564, %561
  %566 = load double, ptr %160, align 16, !tbaa !9
  %567 = fmul fast double %566, %566
  %568 = fmul fast double %567, 0x4003333333333334
  %569 = fadd fast double %568, %565
  %570 = load double, ptr %161, align 8, !tbaa !9
  %571 = fmul fast double %570, %570
  %572 = fmul fast double %571, 2.500000e+00
  %573 = fadd fast double %572, %569
  %574 = load double, ptr %162, align 16, !tbaa !9
  %575 = fmul fast double %574, %574
  %576 = fmul fast double %575, 2.600000e+00
  %577 = fadd fast double %576, %573
  %578 = load double, ptr %163, align 8, !tbaa !9
  %579 = fmul fast double %578, %578
  %580 = fmul fast double %579, 2.700000e+00
  %581 = fadd fast double %580, %577
  %582 = load double, ptr %164, align 16, !tbaa !9
  %583 = fmul fast double %582, %582
  %584 = fmul fast double %583, 2.800000e+00
  %585 = fadd fast double %584, %581
  %586 = load double, ptr %165, align 8, !tbaa !9
  %587 = fmul fast double %586, %586
  %588 = fmul fast double %587, 0x4007333333333334
  %589 = fadd fast double %588, %585
  %590 = load double, ptr %166, align 16, !tbaa !9
  %591 = fmul fast double %590, %590
  %592 = fmul fast double %591, 3.000000e+00
  %593 = fadd fast double %592, %589
  %594 = load double, ptr %167, align 8, !tbaa !9
  %595 = fmul fast double %594, %594
  %596 = fmul fast double %595, 3.100000e+00
  %597 = fadd fast double %596, %593
  %598 = load double, ptr %168, align 16, !tbaa !9
  %599 = fmul fast double %598, %598
  %600 = fmul fast double %599, 3.200000e+00
  %601 = fadd fast double %600, %597
  %602 = load double, ptr %169, align 8, !tbaa !9
  %603 = fmul fast double %602, %602
  %604 = fmul fast double %603, 0x400A666666666667
  %605 = fadd fast double %604, %601
  %606 = fsub fast double %434, %605
  %607 = fmul fast double %606, 5.000000e+05
  %608 = call fast double @llvm.fabs.f64(double %607)
  %609 = call fast double @llvm.maxnum.f64(double %608, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %262, ptr %4, align 8, !tbaa !9
  %610 = load volatile double, ptr %4, align 8, !tbaa !9
  %611 = call double @llvm.fabs.f64(double %610)
  %612 = fcmp ueq double %611, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %612, label %626, label %613

613:                                              ; preds = %511
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %607, ptr %3, align 8, !tbaa !9
  %614 = load volatile double, ptr %3, align 8, !tbaa !9
  %615 = call double @llvm.fabs.f64(double %614)
  %616 = fcmp ueq double %615, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %616, label %626, label %617

617:                                              ; preds = %613
  %618 = fsub fast double %262, %607
  %619 = call fast double @llvm.fabs.f64(double %618)
  %620 = fmul fast double %609, 0x3EB0C6F7A0B5ED8D
  %621 = fcmp fast ole double %619, %620
  %622 = freeze i1 %621
  br i1 %622, label %623, label %626

623:                                              ; preds = %617
  %624 = trunc nuw nsw i64 %259 to i32
  %625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %624, double noundef nofpclass(nan inf) %262, double noundef nofpclass(nan inf) %607, ptr noundef nonnull @.str.6)
  br label %631

626:                                              ; preds = %617, %613, %511
  %627 = trunc nuw nsw i64 %259 to i32
  %628 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %627, double noundef nofpclass(nan inf) %262, double noundef nofpclass(nan inf) %607, ptr noundef nonnull @.str.7)
  %629 = load i32, ptr @n_fail, align 4, !tbaa !13
  %630 = add nsw i32 %629, 1
  store i32 %630, ptr @n_fail, align 4, !tbaa !13
  br label %631

631:                                              ; preds = %623, %626
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %10, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  br i1 %263, label %632, label %633

632:                                              ; preds = %633, %631
  br label %715

633:                                              ; preds = %631, %633
  %634 = phi i32 [ %707, %633 ], [ 0, %631 ]
  %635 = load <4 x double>, ptr %10, align 16, !tbaa !9
  %636 = shufflevector <4 x double> <double poison, double poison, double poison, double 0.000000e+00>, <4 x double> %635, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %637 = load <4 x double>, ptr %192, align 8, !tbaa !9
  %638 = fmul fast <4 x double> %635, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %639 = fadd fast <4 x double> %638, %636
  %640 = fadd fast <4 x double> %639, %637
  %641 = fmul fast <4 x double> %640, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %642 = fadd fast <4 x double> %641, %635
  %643 = fsub fast <4 x double> %637, %636
  %644 = fmul fast <4 x double> %635, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %645 = fmul fast <4 x double> %644, %643
  %646 = fadd fast <4 x double> %642, %645
  store <4 x double> %646, ptr %10, align 16, !tbaa !9
  %647 = load <4 x double>, ptr %193, align 16, !tbaa !9
  %648 = shufflevector <4 x double> %635, <4 x double> %647, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %649 = load <4 x double>, ptr %194, align 8, !tbaa !9
  %650 = fmul fast <4 x double> %647, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %651 = fadd fast <4 x double> %650, %648
  %652 = fadd fast <4 x double> %651, %649
  %653 = fmul fast <4 x double> %652, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %654 = fadd fast <4 x double> %653, %647
  %655 = fsub fast <4 x double> %649, %648
  %656 = fmul fast <4 x double> %647, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %657 = fmul fast <4 x double> %656, %655
  %658 = fadd fast <4 x double> %654, %657
  store <4 x double> %658, ptr %193, align 16, !tbaa !9
  %659 = load <4 x double>, ptr %195, align 16, !tbaa !9
  %660 = shufflevector <4 x double> %647, <4 x double> %659, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %661 = load <4 x double>, ptr %196, align 8, !tbaa !9
  %662 = fmul fast <4 x double> %659, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %663 = fadd fast <4 x double> %662, %660
  %664 = fadd fast <4 x double> %663, %661
  %665 = fmul fast <4 x double> %664, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %666 = fadd fast <4 x double> %665, %659
  %667 = fsub fast <4 x double> %661, %660
  %668 = fmul fast <4 x double> %659, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %669 = fmul fast <4 x double> %668, %667
  %670 = fadd fast <4 x double> %666, %669
  store <4 x double> %670, ptr %195, align 16, !tbaa !9
  %671 = load <4 x double>, ptr %197, align 16, !tbaa !9
  %672 = shufflevector <4 x double> %659, <4 x double> %671, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %673 = load <4 x double>, ptr %198, align 8, !tbaa !9
  %674 = fmul fast <4 x double> %671, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %675 = fadd fast <4 x double> %674, %672
  %676 = fadd fast <4 x double> %675, %673
  %677 = fmul fast <4 x double> %676, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %678 = fadd fast <4 x double> %677, %671
  %679 = fsub fast <4 x double> %673, %672
  %680 = fmul fast <4 x double> %671, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %681 = fmul fast <4 x double> %680, %679
  %682 = fadd fast <4 x double> %678, %681
  store <4 x double> %682, ptr %197, align 16, !tbaa !9
  %683 = load <4 x double>, ptr %199, align 16, !tbaa !9
  %684 = shufflevector <4 x double> %671, <4 x double> %683, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %685 = load <4 x double>, ptr %200, align 8, !tbaa !9
  %686 = fmul fast <4 x double> %683, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %687 = fadd fast <4 x double> %686, %684
  %688 = fadd fast <4 x double> %687, %685
  %689 = fmul fast <4 x double> %688, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %690 = fadd fast <4 x double> %689, %683
  %691 = fsub fast <4 x double> %685, %684
  %692 = fmul fast <4 x double> %683, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %693 = fmul fast <4 x double> %692, %691
  %694 = fadd fast <4 x double> %690, %693
  store <4 x double> %694, ptr %199, align 16, !tbaa !9
  %695 = load <4 x double>, ptr %201, align 16, !tbaa !9
  %696 = shufflevector <4 x double> %683, <4 x double> %695, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %697 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %202, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x double> <double poison, double poison, double poison, double 0.000000e+00>), !tbaa !9
  %698 = fmul fast <4 x double> %695, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %699 = fadd fast <4 x double> %698, %696
  %700 = fadd fast <4 x double> %699, %697
  %701 = fmul fast <4 x double> %700, <double 2.000000e-01, double 2.000000e-01, double 2.000000e-01, double 2.000000e-01>
  %702 = fadd fast <4 x double> %701, %695
  %703 = fsub fast <4 x double> %697, %696
  %704 = fmul fast <4 x double> %695, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %705 = fmul fast <4 x double> %704, %703
  %706 = fadd fast <4 x double> %702, %705
  store <4 x double> %706, ptr %201, align 16, !tbaa !9
  %707 = add nuw nsw i32 %634, 1
  %708 = icmp eq i32 %707, %261
  br i1 %708, label %632, label %633, !llvm.loop !21

709:                                              ; preds = %744
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, ptr noundef nonnull align 16 dereferenceable(192) %8, i64 192, i1 false)
  %710 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %711 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %712 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @advect, i32 noundef %710, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %711, i32 noundef 24, i32 noundef %711, i32 noundef %261) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_advect, ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  %713 = add nuw nsw i64 %259, 1
  %714 = icmp eq i64 %713, 3
  br i1 %714, label %252, label %258, !llvm.loop !22

715:                                              ; preds = %632, %744
  %716 = phi i64 [ %745, %744 ], [ 0, %632 ]
  %717 = getelementptr inbounds [24 x double], ptr %6, i64 0, i64 %716
  %718 = load double, ptr %717, align 8, !tbaa !9
  %719 = getelementptr inbounds [24 x double], ptr %10, i64 0, i64 %716
  %720 = load double, ptr %719, align 8, !tbaa !9
  %721 = call fast double @llvm.fabs.f64(double %720)
  %722 = call fast double @llvm.maxnum.f64(double %721, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %718, ptr %2, align 8, !tbaa !9
  %723 = load volatile double, ptr %2, align 8, !tbaa !9
  %724 = call double @llvm.fabs.f64(double %723)
  %725 = fcmp ueq double %724, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %725, label %739, label %726

726:                                              ; preds = %715
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %720, ptr %1, align 8, !tbaa !9
  %727 = load volatile double, ptr %1, align 8, !tbaa !9
  %728 = call double @llvm.fabs.f64(double %727)
  %729 = fcmp ueq double %728, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %729, label %739, label %730

730:                                              ; preds = %726
  %731 = fsub fast double %718, %720
  %732 = call fast double @llvm.fabs.f64(double %731)
  %733 = fmul fast double %722, 0x3D719799812DEA11
  %734 = fcmp fast ole double %732, %733
  %735 = freeze i1 %734
  br i1 %735, label %736, label %739

736:                                              ; preds = %730
  %737 = trunc nuw nsw i64 %716 to i32
  %738 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %737, double noundef nofpclass(nan inf) %718, double noundef nofpclass(nan inf) %720, ptr noundef nonnull @.str.6)
  br label %744

739:                                              ; preds = %730, %726, %715
  %740 = trunc nuw nsw i64 %716 to i32
  %741 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %740, double noundef nofpclass(nan inf) %718, double noundef nofpclass(nan inf) %720, ptr noundef nonnull @.str.7)
  %742 = load i32, ptr @n_fail, align 4, !tbaa !13
  %743 = add nsw i32 %742, 1
  store i32 %743, ptr @n_fail, align 4, !tbaa !13
  br label %744

744:                                              ; preds = %736, %739
  %745 = add nuw nsw i64 %716, 1
  %746 = icmp eq i64 %745, 24
  br i1 %746, label %709, label %715, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @heat(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef nofpclass(nan inf) %3) #6 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %73

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext i32 %1 to i64
  br i1 %7, label %9, label %134

9:                                                ; preds = %6
  %10 = icmp ult i32 %1, 4
  %11 = and i64 %8, 2147483644
  %12 = insertelement <4 x i64> poison, i64 %8, i64 0
  %13 = shufflevector <4 x i64> %12, <4 x i64> poison, <4 x i32> zeroinitializer
  %14 = insertelement <4 x double> poison, double %3, i64 0
  %15 = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  %16 = icmp eq i64 %11, %8
  br label %17

17:                                               ; preds = %9, %70
  %18 = phi i32 [ %71, %70 ], [ 0, %9 ]
  br i1 %10, label %45, label %19

19:                                               ; preds = %17, %19
  %20 = phi i64 [ %40, %19 ], [ 0, %17 ]
  %21 = phi <4 x i64> [ %41, %19 ], [ <i64 0, i64 1, i64 2, i64 3>, %17 ]
  %22 = phi <4 x double> [ %24, %19 ], [ <double poison, double poison, double poison, double 0.000000e+00>, %17 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %25 = shufflevector <4 x double> %22, <4 x double> %24, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %26 = add <4 x i64> %21, <i64 1, i64 1, i64 1, i64 1>
  %27 = icmp ult <4 x i64> %26, %13
  %28 = extractelement <4 x i64> %26, i64 0
  %29 = getelementptr double, ptr %0, i64 %28
  %30 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr %29, i32 8, <4 x i1> %27, <4 x double> zeroinitializer), !tbaa !9
  %31 = fmul fast <4 x double> %24, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %32 = fadd fast <4 x double> %31, %25
  %33 = fadd fast <4 x double> %32, %30
  %34 = fmul fast <4 x double> %33, %15
  %35 = fadd fast <4 x double> %34, %24
  %36 = fsub fast <4 x double> %30, %25
  %37 = fmul fast <4 x double> %24, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %38 = fmul fast <4 x double> %37, %36
  %39 = fadd fast <4 x double> %35, %38
  store <4 x double> %39, ptr %23, align 8, !tbaa !9
  %40 = add nuw i64 %20, 4
  %41 = add <4 x i64> %21, <i64 4, i64 4, i64 4, i64 4>
  %42 = icmp eq i64 %40, %11
  br i1 %42, label %43, label %19, !llvm.loop !24

43:                                               ; preds = %19
  %44 = extractelement <4 x double> %24, i64 3
  br i1 %16, label %70, label %45

45:                                               ; preds = %43, %17
  %46 = phi i64 [ 0, %17 ], [ %11, %43 ]
  %47 = phi double [ 0.000000e+00, %17 ], [ %44, %43 ]
  br label %48

48:                                               ; preds = %45, %58
  %49 = phi i64 [ %53, %58 ], [ %46, %45 ]
  %50 = phi double [ %52, %58 ], [ %47, %45 ]
  %51 = getelementptr inbounds double, ptr %0, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = add nuw nsw i64 %49, 1
  %54 = icmp ult i64 %53, %8
  br i1 %54, label %55, label %58

55:                                               ; preds = %48
  %56 = getelementptr inbounds double, ptr %0, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  br label %58

58:                                               ; preds = %55, %48
  %59 = phi fast double [ %57, %55 ], [ 0.000000e+00, %48 ]
  %60 = fmul fast double %52, -2.000000e+00
  %61 = fadd fast double %60, %50
  %62 = fadd fast double %61, %59
  %63 = fmul fast double %62, %3
  %64 = fadd fast double %63, %52
  %65 = fsub fast double %59, %50
  %66 = fmul fast double %52, -1.500000e-01
  %67 = fmul fast double %66, %65
  %68 = fadd fast double %64, %67
  store double %68, ptr %51, align 8, !tbaa !9
  %69 = icmp eq i64 %53, %8
  br i1 %69, label %70, label %48, !llvm.loop !27

70:                                               ; preds = %58, %43
  %71 = add nuw nsw i32 %18, 1
  %72 = icmp eq i32 %71, %2
  br i1 %72, label %73, label %17, !llvm.loop !21

73:                                               ; preds = %70, %4
  %74 = icmp sgt i32 %1, 0
  br i1 %74, label %75, label %134

75:                                               ; preds = %73
  %76 = zext nneg i32 %1 to i64
  %77 = icmp ult i32 %1, 16
  br i1 %77, label %78, label %81

78:                                               ; preds = %128, %75
  %79 = phi i64 [ 0, %75 ], [ %82, %128 ]
  %80 = phi double [ 0.000000e+00, %75 ], [ %132, %128 ]
  br label %136

81:                                               ; preds = %75
  %82 = and i64 %76, 2147483632
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i64 [ 0, %81 ], [ %125, %83 ]
  %85 = phi <4 x double> [ zeroinitializer, %81 ], [ %121, %83 ]
  %86 = phi <4 x double> [ zeroinitializer, %81 ], [ %122, %83 ]
  %87 = phi <4 x double> [ zeroinitializer, %81 ], [ %123, %83 ]
  %88 = phi <4 x double> [ zeroinitializer, %81 ], [ %124, %83 ]
  %89 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %81 ], [ %126, %83 ]
  %90 = add <4 x i32> %89, <i32 4, i32 4, i32 4, i32 4>
  %91 = add <4 x i32> %89, <i32 8, i32 8, i32 8, i32 8>
  %92 = add <4 x i32> %89, <i32 12, i32 12, i32 12, i32 12>
  %93 = getelementptr inbounds double, ptr %0, i64 %84
  %94 = getelementptr inbounds i8, ptr %93, i64 32
  %95 = getelementptr inbounds i8, ptr %93, i64 64
  %96 = getelementptr inbounds i8, ptr %93, i64 96
  %97 = load <4 x double>, ptr %93, align 8, !tbaa !9
  %98 = load <4 x double>, ptr %94, align 8, !tbaa !9
  %99 = load <4 x double>, ptr %95, align 8, !tbaa !9
  %100 = load <4 x double>, ptr %96, align 8, !tbaa !9
  %101 = uitofp <4 x i32> %89 to <4 x double>
  %102 = uitofp <4 x i32> %90 to <4 x double>
  %103 = uitofp <4 x i32> %91 to <4 x double>
  %104 = uitofp <4 x i32> %92 to <4 x double>
  %105 = fmul fast <4 x double> %101, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %106 = fmul fast <4 x double> %102, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %107 = fmul fast <4 x double> %103, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %108 = fmul fast <4 x double> %104, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %109 = fadd fast <4 x double> %105, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %110 = fadd fast <4 x double> %106, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %111 = fadd fast <4 x double> %107, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %112 = fadd fast <4 x double> %108, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %113 = fmul fast <4 x double> %97, %97
  %114 = fmul fast <4 x double> %98, %98
  %115 = fmul fast <4 x double> %99, %99
  %116 = fmul fast <4 x double> %100, %100
  %117 = fmul fast <4 x double> %113, %109
  %118 = fmul fast <4 x double> %114, %110
  %119 = fmul fast <4 x double> %115, %111
  %120 = fmul fast <4 x double> %116, %112
  %121 = fadd fast <4 x double> %117, %85
  %122 = fadd fast <4 x double> %118, %86
  %123 = fadd fast <4 x double> %119, %87
  %124 = fadd fast <4 x double> %120, %88
  %125 = add nuw i64 %84, 16
  %126 = add <4 x i32> %89, <i32 16, i32 16, i32 16, i32 16>
  %127 = icmp eq i64 %125, %82
  br i1 %127, label %128, label %83, !llvm.loop !28

128:                                              ; preds = %83
  %129 = fadd fast <4 x double> %122, %121
  %130 = fadd fast <4 x double> %123, %129
  %131 = fadd fast <4 x double> %124, %130
  %132 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %131)
  %133 = icmp eq i64 %82, %76
  br i1 %133, label %134, label %78

134:                                              ; preds = %136, %128, %6, %73
  %135 = phi double [ 0.000000e+00, %73 ], [ 0.000000e+00, %6 ], [ %132, %128 ], [ %147, %136 ]
  ret double %135

136:                                              ; preds = %78, %136
  %137 = phi i64 [ %148, %136 ], [ %79, %78 ]
  %138 = phi double [ %147, %136 ], [ %80, %78 ]
  %139 = getelementptr inbounds double, ptr %0, i64 %137
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = trunc nuw nsw i64 %137 to i32
  %142 = uitofp nneg i32 %141 to double
  %143 = fmul fast double %142, 1.000000e-01
  %144 = fadd fast double %143, 1.000000e+00
  %145 = fmul fast double %140, %140
  %146 = fmul fast double %145, %144
  %147 = fadd fast double %146, %138
  %148 = add nuw nsw i64 %137, 1
  %149 = icmp eq i64 %148, %76
  br i1 %149, label %134, label %136, !llvm.loop !29
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #7 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %8, ptr noundef nonnull align 8 dereferenceable(192) %3, i64 192, i1 false)
  br label %10

9:                                                ; preds = %49
  tail call void @free(ptr noundef nonnull %8) #14
  ret void

10:                                               ; preds = %5, %49
  %11 = phi i64 [ 0, %5 ], [ %50, %49 ]
  %12 = getelementptr inbounds double, ptr %4, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = getelementptr inbounds double, ptr %8, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call fast double @llvm.fabs.f64(double %15)
  %17 = tail call fast double @llvm.maxnum.f64(double %16, double 1.000000e+00)
  %18 = fmul fast double %17, 0x3EB0C6F7A0B5ED8D
  %19 = fadd fast double %18, %15
  %20 = fsub fast double %15, %18
  store double %19, ptr %14, align 8, !tbaa !9
  %21 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %8, ptr noundef %2) #14, !callees !30
  store double %20, ptr %14, align 8, !tbaa !9
  %22 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %8, ptr noundef %2) #14, !callees !30
  store double %15, ptr %14, align 8, !tbaa !9
  %23 = fsub fast double %21, %22
  %24 = fmul fast double %17, 2.000000e-06
  %25 = fdiv fast double %23, %24
  %26 = tail call fast double @llvm.fabs.f64(double %25)
  %27 = tail call fast double @llvm.maxnum.f64(double %26, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %13, ptr %7, align 8, !tbaa !9
  %28 = load volatile double, ptr %7, align 8, !tbaa !9
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %30, label %44, label %31

31:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %25, ptr %6, align 8, !tbaa !9
  %32 = load volatile double, ptr %6, align 8, !tbaa !9
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %34, label %44, label %35

35:                                               ; preds = %31
  %36 = fsub fast double %13, %25
  %37 = tail call fast double @llvm.fabs.f64(double %36)
  %38 = fmul fast double %27, 0x3EB0C6F7A0B5ED8D
  %39 = fcmp fast ole double %37, %38
  %40 = freeze i1 %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %35
  %42 = trunc nuw nsw i64 %11 to i32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %42, double noundef nofpclass(nan inf) %13, double noundef nofpclass(nan inf) %25, ptr noundef nonnull @.str.6)
  br label %49

44:                                               ; preds = %35, %31, %10
  %45 = trunc nuw nsw i64 %11 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %45, double noundef nofpclass(nan inf) %13, double noundef nofpclass(nan inf) %25, ptr noundef nonnull @.str.7)
  %47 = load i32, ptr @n_fail, align 4, !tbaa !13
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @n_fail, align 4, !tbaa !13
  br label %49

49:                                               ; preds = %41, %44
  %50 = add nuw nsw i64 %11, 1
  %51 = icmp eq i64 %50, 24
  br i1 %51, label %9, label %10, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @obj_heat(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !15
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !18
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !19
  %11 = icmp sgt i32 %8, 0
  br i1 %11, label %12, label %79

12:                                               ; preds = %2
  %13 = icmp sgt i32 %4, 0
  %14 = zext i32 %4 to i64
  br i1 %13, label %15, label %154

15:                                               ; preds = %12
  %16 = icmp ult i32 %4, 4
  %17 = and i64 %14, 2147483644
  %18 = insertelement <4 x i64> poison, i64 %14, i64 0
  %19 = shufflevector <4 x i64> %18, <4 x i64> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x double> poison, double %10, i64 0
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <4 x i32> zeroinitializer
  %22 = icmp eq i64 %17, %14
  br label %23

23:                                               ; preds = %15, %76
  %24 = phi i32 [ %77, %76 ], [ 0, %15 ]
  br i1 %16, label %51, label %25

25:                                               ; preds = %23, %25
  %26 = phi i64 [ %46, %25 ], [ 0, %23 ]
  %27 = phi <4 x i64> [ %47, %25 ], [ <i64 0, i64 1, i64 2, i64 3>, %23 ]
  %28 = phi <4 x double> [ %30, %25 ], [ <double poison, double poison, double poison, double 0.000000e+00>, %23 ]
  %29 = getelementptr inbounds double, ptr %3, i64 %26
  %30 = load <4 x double>, ptr %29, align 16, !tbaa !9
  %31 = shufflevector <4 x double> %28, <4 x double> %30, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %32 = add <4 x i64> %27, <i64 1, i64 1, i64 1, i64 1>
  %33 = icmp ult <4 x i64> %32, %19
  %34 = extractelement <4 x i64> %32, i64 0
  %35 = getelementptr double, ptr %3, i64 %34
  %36 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr %35, i32 8, <4 x i1> %33, <4 x double> zeroinitializer), !tbaa !9
  %37 = fmul fast <4 x double> %30, <double -2.000000e+00, double -2.000000e+00, double -2.000000e+00, double -2.000000e+00>
  %38 = fadd fast <4 x double> %37, %31
  %39 = fadd fast <4 x double> %38, %36
  %40 = fmul fast <4 x double> %39, %21
  %41 = fadd fast <4 x double> %40, %30
  %42 = fsub fast <4 x double> %36, %31
  %43 = fmul fast <4 x double> %30, <double -1.500000e-01, double -1.500000e-01, double -1.500000e-01, double -1.500000e-01>
  %44 = fmul fast <4 x double> %43, %42
  %45 = fadd fast <4 x double> %41, %44
  store <4 x double> %45, ptr %29, align 16, !tbaa !9
  %46 = add nuw i64 %26, 4
  %47 = add <4 x i64> %27, <i64 4, i64 4, i64 4, i64 4>
  %48 = icmp eq i64 %46, %17
  br i1 %48, label %49, label %25, !llvm.loop !32

49:                                               ; preds = %25
  %50 = extractelement <4 x double> %30, i64 3
  br i1 %22, label %76, label %51

51:                                               ; preds = %49, %23
  %52 = phi i64 [ 0, %23 ], [ %17, %49 ]
  %53 = phi double [ 0.000000e+00, %23 ], [ %50, %49 ]
  br label %54

54:                                               ; preds = %51, %64
  %55 = phi i64 [ %59, %64 ], [ %52, %51 ]
  %56 = phi double [ %58, %64 ], [ %53, %51 ]
  %57 = getelementptr inbounds double, ptr %3, i64 %55
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = add nuw nsw i64 %55, 1
  %60 = icmp ult i64 %59, %14
  br i1 %60, label %61, label %64

61:                                               ; preds = %54
  %62 = getelementptr inbounds double, ptr %3, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  br label %64

64:                                               ; preds = %61, %54
  %65 = phi fast double [ %63, %61 ], [ 0.000000e+00, %54 ]
  %66 = fmul fast double %58, -2.000000e+00
  %67 = fadd fast double %66, %56
  %68 = fadd fast double %67, %65
  %69 = fmul fast double %68, %10
  %70 = fadd fast double %69, %58
  %71 = fsub fast double %65, %56
  %72 = fmul fast double %58, -1.500000e-01
  %73 = fmul fast double %72, %71
  %74 = fadd fast double %70, %73
  store double %74, ptr %57, align 8, !tbaa !9
  %75 = icmp eq i64 %59, %14
  br i1 %75, label %76, label %54, !llvm.loop !33

76:                                               ; preds = %64, %49
  %77 = add nuw nsw i32 %24, 1
  %78 = icmp eq i32 %77, %8
  br i1 %78, label %79, label %23, !llvm.loop !21

79:                                               ; preds = %76, %2
  %80 = icmp sgt i32 %4, 0
  br i1 %80, label %81, label %154

81:                                               ; preds = %79
  %82 = zext nneg i32 %4 to i64
  %83 = icmp ult i32 %4, 16
  br i1 %83, label %137, label %84

84:                                               ; preds = %81
  %85 = and i64 %82, 2147483632
  br label %86

86:                                               ; preds = %86, %84
  %87 = phi i64 [ 0, %84 ], [ %128, %86 ]
  %88 = phi <4 x double> [ zeroinitializer, %84 ], [ %124, %86 ]
  %89 = phi <4 x double> [ zeroinitializer, %84 ], [ %125, %86 ]
  %90 = phi <4 x double> [ zeroinitializer, %84 ], [ %126, %86 ]
  %91 = phi <4 x double> [ zeroinitializer, %84 ], [ %127, %86 ]
  %92 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %84 ], [ %129, %86 ]
  %93 = add <4 x i32> %92, <i32 4, i32 4, i32 4, i32 4>
  %94 = add <4 x i32> %92, <i32 8, i32 8, i32 8, i32 8>
  %95 = add <4 x i32> %92, <i32 12, i32 12, i32 12, i32 12>
  %96 = getelementptr inbounds double, ptr %3, i64 %87
  %97 = getelementptr inbounds i8, ptr %96, i64 32
  %98 = getelementptr inbounds i8, ptr %96, i64 64
  %99 = getelementptr inbounds i8, ptr %96, i64 96
  %100 = load <4 x double>, ptr %96, align 16, !tbaa !9
  %101 = load <4 x double>, ptr %97, align 16, !tbaa !9
  %102 = load <4 x double>, ptr %98, align 16, !tbaa !9
  %103 = load <4 x double>, ptr %99, align 16, !tbaa !9
  %104 = uitofp <4 x i32> %92 to <4 x double>
  %105 = uitofp <4 x i32> %93 to <4 x double>
  %106 = uitofp <4 x i32> %94 to <4 x double>
  %107 = uitofp <4 x i32> %95 to <4 x double>
  %108 = fmul fast <4 x double> %104, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %109 = fmul fast <4 x double> %105, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %110 = fmul fast <4 x double> %106, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %111 = fmul fast <4 x double> %107, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %112 = fadd fast <4 x double> %108, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %113 = fadd fast <4 x double> %109, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %114 = fadd fast <4 x double> %110, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %115 = fadd fast <4 x double> %111, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %116 = fmul fast <4 x double> %100, %100
  %117 = fmul fast <4 x double> %101, %101
  %118 = fmul fast <4 x double> %102, %102
  %119 = fmul fast <4 x double> %103, %103
  %120 = fmul fast <4 x double> %116, %112
  %121 = fmul fast <4 x double> %117, %113
  %122 = fmul fast <4 x double> %118, %114
  %123 = fmul fast <4 x double> %119, %115
  %124 = fadd fast <4 x double> %120, %88
  %125 = fadd fast <4 x double> %121, %89
  %126 = fadd fast <4 x double> %122, %90
  %127 = fadd fast <4 x double> %123, %91
  %128 = add nuw i64 %87, 16
  %129 = add <4 x i32> %92, <i32 16, i32 16, i32 16, i32 16>
  %130 = icmp eq i64 %128, %85
  br i1 %130, label %131, label %86, !llvm.loop !34

131:                                              ; preds = %86
  %132 = fadd fast <4 x double> %125, %124
  %133 = fadd fast <4 x double> %126, %132
  %134 = fadd fast <4 x double> %127, %133
  %135 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %134)
  %136 = icmp eq i64 %85, %82
  br i1 %136, label %154, label %137

137:                                              ; preds = %131, %81
  %138 = phi i64 [ 0, %81 ], [ %85, %131 ]
  %139 = phi double [ 0.000000e+00, %81 ], [ %135, %131 ]
  br label %140

140:                                              ; preds = %137, %140
  %141 = phi i64 [ %152, %140 ], [ %138, %137 ]
  %142 = phi double [ %151, %140 ], [ %139, %137 ]
  %143 = getelementptr inbounds double, ptr %3, i64 %141
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = trunc nuw nsw i64 %141 to i32
  %146 = uitofp nneg i32 %145 to double
  %147 = fmul fast double %146, 1.000000e-01
  %148 = fadd fast double %147, 1.000000e+00
  %149 = fmul fast double %144, %144
  %150 = fmul fast double %149, %148
  %151 = fadd fast double %150, %142
  %152 = add nuw nsw i64 %141, 1
  %153 = icmp eq i64 %152, %82
  br i1 %153, label %154, label %140, !llvm.loop !35

154:                                              ; preds = %140, %131, %12, %79
  %155 = phi double [ 0.000000e+00, %79 ], [ 0.000000e+00, %12 ], [ %135, %131 ], [ %151, %140 ]
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #14
  ret double %155
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @advect(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %3
  %6 = getelementptr i8, ptr %0, i64 -8
  %7 = sext i32 %1 to i64
  %8 = getelementptr double, ptr %6, i64 %7
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %55

10:                                               ; preds = %5
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 4
  %13 = and i64 %11, 2147483644
  %14 = icmp eq i64 %13, %11
  br label %15

15:                                               ; preds = %10, %52
  %16 = phi i32 [ %53, %52 ], [ 0, %10 ]
  %17 = load double, ptr %8, align 8, !tbaa !9
  br i1 %12, label %36, label %18

18:                                               ; preds = %15
  %19 = insertelement <4 x double> poison, double %17, i64 3
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %32, %20 ]
  %22 = phi <4 x double> [ %19, %18 ], [ %24, %20 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %25 = shufflevector <4 x double> %22, <4 x double> %24, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %26 = fsub fast <4 x double> %24, %25
  %27 = fmul fast <4 x double> %26, <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>
  %28 = fadd fast <4 x double> %27, %24
  %29 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %24)
  %30 = fmul fast <4 x double> %29, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %31 = fadd fast <4 x double> %28, %30
  store <4 x double> %31, ptr %23, align 8, !tbaa !9
  %32 = add nuw i64 %21, 4
  %33 = icmp eq i64 %32, %13
  br i1 %33, label %34, label %20, !llvm.loop !36

34:                                               ; preds = %20
  %35 = extractelement <4 x double> %24, i64 3
  br i1 %14, label %52, label %36

36:                                               ; preds = %34, %15
  %37 = phi i64 [ 0, %15 ], [ %13, %34 ]
  %38 = phi double [ %17, %15 ], [ %35, %34 ]
  br label %39

39:                                               ; preds = %36, %39
  %40 = phi i64 [ %50, %39 ], [ %37, %36 ]
  %41 = phi double [ %43, %39 ], [ %38, %36 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %40
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fsub fast double %43, %41
  %45 = fmul fast double %44, -4.000000e-01
  %46 = fadd fast double %45, %43
  %47 = tail call fast double @llvm.sin.f64(double %43)
  %48 = fmul fast double %47, 5.000000e-02
  %49 = fadd fast double %46, %48
  store double %49, ptr %42, align 8, !tbaa !9
  %50 = add nuw nsw i64 %40, 1
  %51 = icmp eq i64 %50, %11
  br i1 %51, label %52, label %39, !llvm.loop !37

52:                                               ; preds = %39, %34
  %53 = add nuw nsw i32 %16, 1
  %54 = icmp eq i32 %53, %2
  br i1 %54, label %55, label %15, !llvm.loop !38

55:                                               ; preds = %52, %5, %3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_advect(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !15
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !18
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %59

10:                                               ; preds = %2
  %11 = getelementptr i8, ptr %3, i64 -8
  %12 = getelementptr double, ptr %11, i64 %5
  %13 = icmp sgt i32 %4, 0
  br i1 %13, label %14, label %109

14:                                               ; preds = %10
  %15 = zext nneg i32 %4 to i64
  %16 = icmp ult i32 %4, 4
  %17 = and i64 %15, 2147483644
  %18 = icmp eq i64 %17, %15
  br label %19

19:                                               ; preds = %56, %14
  %20 = phi i32 [ %57, %56 ], [ 0, %14 ]
  %21 = load double, ptr %12, align 8, !tbaa !9
  br i1 %16, label %40, label %22

22:                                               ; preds = %19
  %23 = insertelement <4 x double> poison, double %21, i64 3
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %36, %24 ]
  %26 = phi <4 x double> [ %23, %22 ], [ %28, %24 ]
  %27 = getelementptr inbounds double, ptr %3, i64 %25
  %28 = load <4 x double>, ptr %27, align 16, !tbaa !9
  %29 = shufflevector <4 x double> %26, <4 x double> %28, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %30 = fsub fast <4 x double> %28, %29
  %31 = fmul fast <4 x double> %30, <double -4.000000e-01, double -4.000000e-01, double -4.000000e-01, double -4.000000e-01>
  %32 = fadd fast <4 x double> %31, %28
  %33 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %28)
  %34 = fmul fast <4 x double> %33, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %35 = fadd fast <4 x double> %32, %34
  store <4 x double> %35, ptr %27, align 16, !tbaa !9
  %36 = add nuw i64 %25, 4
  %37 = icmp eq i64 %36, %17
  br i1 %37, label %38, label %24, !llvm.loop !39

38:                                               ; preds = %24
  %39 = extractelement <4 x double> %28, i64 3
  br i1 %18, label %56, label %40

40:                                               ; preds = %38, %19
  %41 = phi i64 [ 0, %19 ], [ %17, %38 ]
  %42 = phi double [ %21, %19 ], [ %39, %38 ]
  br label %43

43:                                               ; preds = %40, %43
  %44 = phi i64 [ %54, %43 ], [ %41, %40 ]
  %45 = phi double [ %47, %43 ], [ %42, %40 ]
  %46 = getelementptr inbounds double, ptr %3, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fsub fast double %47, %45
  %49 = fmul fast double %48, -4.000000e-01
  %50 = fadd fast double %49, %47
  %51 = tail call fast double @llvm.sin.f64(double %47)
  %52 = fmul fast double %51, 5.000000e-02
  %53 = fadd fast double %50, %52
  store double %53, ptr %46, align 8, !tbaa !9
  %54 = add nuw nsw i64 %44, 1
  %55 = icmp eq i64 %54, %15
  br i1 %55, label %56, label %43, !llvm.loop !40

56:                                               ; preds = %43, %38
  %57 = add nuw nsw i32 %20, 1
  %58 = icmp eq i32 %57, %8
  br i1 %58, label %59, label %19, !llvm.loop !38

59:                                               ; preds = %56, %2
  %60 = icmp sgt i32 %4, 0
  br i1 %60, label %61, label %109

61:                                               ; preds = %59
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !20
  %64 = zext nneg i32 %4 to i64
  %65 = icmp ult i32 %4, 16
  br i1 %65, label %66, label %69

66:                                               ; preds = %103, %61
  %67 = phi i64 [ 0, %61 ], [ %70, %103 ]
  %68 = phi double [ 0.000000e+00, %61 ], [ %107, %103 ]
  br label %111

69:                                               ; preds = %61
  %70 = and i64 %64, 2147483632
  br label %71

71:                                               ; preds = %71, %69
  %72 = phi i64 [ 0, %69 ], [ %101, %71 ]
  %73 = phi <4 x double> [ zeroinitializer, %69 ], [ %97, %71 ]
  %74 = phi <4 x double> [ zeroinitializer, %69 ], [ %98, %71 ]
  %75 = phi <4 x double> [ zeroinitializer, %69 ], [ %99, %71 ]
  %76 = phi <4 x double> [ zeroinitializer, %69 ], [ %100, %71 ]
  %77 = getelementptr inbounds double, ptr %63, i64 %72
  %78 = getelementptr inbounds i8, ptr %77, i64 32
  %79 = getelementptr inbounds i8, ptr %77, i64 64
  %80 = getelementptr inbounds i8, ptr %77, i64 96
  %81 = load <4 x double>, ptr %77, align 8, !tbaa !9
  %82 = load <4 x double>, ptr %78, align 8, !tbaa !9
  %83 = load <4 x double>, ptr %79, align 8, !tbaa !9
  %84 = load <4 x double>, ptr %80, align 8, !tbaa !9
  %85 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %72
  %86 = getelementptr inbounds i8, ptr %85, i64 32
  %87 = getelementptr inbounds i8, ptr %85, i64 64
  %88 = getelementptr inbounds i8, ptr %85, i64 96
  %89 = load <4 x double>, ptr %85, align 16, !tbaa !9
  %90 = load <4 x double>, ptr %86, align 16, !tbaa !9
  %91 = load <4 x double>, ptr %87, align 16, !tbaa !9
  %92 = load <4 x double>, ptr %88, align 16, !tbaa !9
  %93 = fmul fast <4 x double> %89, %81
  %94 = fmul fast <4 x double> %90, %82
  %95 = fmul fast <4 x double> %91, %83
  %96 = fmul fast <4 x double> %92, %84
  %97 = fadd fast <4 x double> %93, %73
  %98 = fadd fast <4 x double> %94, %74
  %99 = fadd fast <4 x double> %95, %75
  %100 = fadd fast <4 x double> %96, %76
  %101 = add nuw i64 %72, 16
  %102 = icmp eq i64 %101, %70
  br i1 %102, label %103, label %71, !llvm.loop !41

103:                                              ; preds = %71
  %104 = fadd fast <4 x double> %98, %97
  %105 = fadd fast <4 x double> %99, %104
  %106 = fadd fast <4 x double> %100, %105
  %107 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %106)
  %108 = icmp eq i64 %70, %64
  br i1 %108, label %109, label %66

109:                                              ; preds = %111, %103, %10, %59
  %110 = phi double [ 0.000000e+00, %59 ], [ 0.000000e+00, %10 ], [ %107, %103 ], [ %119, %111 ]
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #14
  ret double %110

111:                                              ; preds = %66, %111
  %112 = phi i64 [ %120, %111 ], [ %67, %66 ]
  %113 = phi double [ %119, %111 ], [ %68, %66 ]
  %114 = getelementptr inbounds double, ptr %63, i64 %112
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %112
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = fmul fast double %117, %115
  %119 = fadd fast double %118, %113
  %120 = add nuw nsw i64 %112, 1
  %121 = icmp eq i64 %120, %64
  br i1 %121, label %109, label %111, !llvm.loop !42
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
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
!16 = !{!"", !14, i64 0, !14, i64 4, !10, i64 8, !17, i64 16}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !14, i64 4}
!19 = !{!16, !10, i64 8}
!20 = !{!16, !17, i64 16}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !12, !26, !25}
!28 = distinct !{!28, !12, !25, !26}
!29 = distinct !{!29, !12, !26, !25}
!30 = !{ptr @obj_advect, ptr @obj_heat}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12, !25, !26}
!33 = distinct !{!33, !12, !26, !25}
!34 = distinct !{!34, !12, !25, !26}
!35 = distinct !{!35, !12, !26, !25}
!36 = distinct !{!36, !12, !25, !26}
!37 = distinct !{!37, !12, !26, !25}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12, !25, !26}
!40 = distinct !{!40, !12, !26, !25}
!41 = distinct !{!41, !12, !25, !26}
!42 = distinct !{!42, !12, !26, !25}
