; ModuleID = 'split.c'
source_filename = "split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr, ptr, double }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 10, i32 3], align 4
@.str = private unnamed_addr constant [19 x i8] c"stage.aug_primal_y\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"stage.aug_primal_x\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"stage.JTw(split)\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"g.da(split)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"g.dx(split)\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"stage.JTw(tape 1 of 2)\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"stage.JTw(tape 2 of 2)\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"split\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [10 x double], align 16
  %10 = alloca [10 x double], align 16
  %11 = alloca [10 x double], align 16
  %12 = alloca [10 x double], align 16
  %13 = alloca [10 x double], align 16
  %14 = alloca [10 x double], align 16
  %15 = alloca [10 x double], align 16
  %16 = alloca [10 x double], align 16
  %17 = alloca [10 x double], align 16
  %18 = alloca [10 x double], align 16
  %19 = alloca [10 x double], align 16
  %20 = alloca %struct.Ctx, align 8
  %21 = alloca [10 x double], align 16
  %22 = alloca [10 x double], align 16
  %23 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %18) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %19) #14
  %24 = load i64, ptr @rng_state, align 8, !tbaa !5
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <4 x i64> poison, i64 %26, i64 0
  %34 = insertelement <4 x i64> %33, i64 %28, i64 1
  %35 = insertelement <4 x i64> %34, i64 %30, i64 2
  %36 = insertelement <4 x i64> %35, i64 %32, i64 3
  %37 = lshr <4 x i64> %36, <i64 10, i64 10, i64 10, i64 10>
  %38 = and <4 x i64> %37, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %39 = uitofp nneg <4 x i64> %38 to <4 x double>
  %40 = fmul fast <4 x double> %39, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %41 = fadd fast <4 x double> %40, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %41, ptr %9, align 16, !tbaa !9
  %42 = mul i64 %32, 6364136223846793005
  %43 = getelementptr inbounds i8, ptr %9, i64 32
  %44 = add i64 %42, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = insertelement <4 x i64> poison, i64 %44, i64 0
  %52 = insertelement <4 x i64> %51, i64 %46, i64 1
  %53 = insertelement <4 x i64> %52, i64 %48, i64 2
  %54 = insertelement <4 x i64> %53, i64 %50, i64 3
  %55 = lshr <4 x i64> %54, <i64 10, i64 10, i64 10, i64 10>
  %56 = and <4 x i64> %55, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <4 x i64> %56 to <4 x double>
  %58 = fmul fast <4 x double> %57, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %59 = fadd fast <4 x double> %58, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %59, ptr %43, align 16, !tbaa !9
  %60 = mul i64 %50, 6364136223846793005
  %61 = getelementptr inbounds i8, ptr %9, i64 64
  %62 = add i64 %60, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <2 x i64> poison, i64 %62, i64 0
  %66 = insertelement <2 x i64> %65, i64 %64, i64 1
  %67 = lshr <2 x i64> %66, <i64 10, i64 10>
  %68 = and <2 x i64> %67, <i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <2 x i64> %68 to <2 x double>
  %70 = fmul fast <2 x double> %69, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %71 = fadd fast <2 x double> %70, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %71, ptr %61, align 16, !tbaa !9
  %72 = mul i64 %64, 6364136223846793005
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
  store <4 x double> %88, ptr %14, align 16, !tbaa !9
  %89 = mul i64 %79, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %14, i64 32
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
  %108 = getelementptr inbounds i8, ptr %14, i64 64
  %109 = add i64 %107, 1442695040888963407
  %110 = mul i64 %109, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = insertelement <2 x i64> poison, i64 %109, i64 0
  %113 = insertelement <2 x i64> %112, i64 %111, i64 1
  %114 = lshr <2 x i64> %113, <i64 10, i64 10>
  %115 = and <2 x i64> %114, <i64 18014398509481982, i64 18014398509481982>
  %116 = uitofp nneg <2 x i64> %115 to <2 x double>
  %117 = fmul fast <2 x double> %116, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %118 = fadd fast <2 x double> %117, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %118, ptr %108, align 16, !tbaa !9
  %119 = mul i64 %111, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = mul i64 %120, 6364136223846793005
  %122 = add i64 %121, 1442695040888963407
  %123 = mul i64 %122, 6364136223846793005
  %124 = add i64 %123, 1442695040888963407
  %125 = mul i64 %124, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = insertelement <4 x i64> poison, i64 %120, i64 0
  %128 = insertelement <4 x i64> %127, i64 %122, i64 1
  %129 = insertelement <4 x i64> %128, i64 %124, i64 2
  %130 = insertelement <4 x i64> %129, i64 %126, i64 3
  %131 = lshr <4 x i64> %130, <i64 10, i64 10, i64 10, i64 10>
  %132 = and <4 x i64> %131, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %133 = uitofp nneg <4 x i64> %132 to <4 x double>
  %134 = fmul fast <4 x double> %133, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %135 = fadd fast <4 x double> %134, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %135, ptr %15, align 16, !tbaa !9
  %136 = mul i64 %126, 6364136223846793005
  %137 = getelementptr inbounds i8, ptr %15, i64 32
  %138 = add i64 %136, 1442695040888963407
  %139 = mul i64 %138, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = mul i64 %140, 6364136223846793005
  %142 = add i64 %141, 1442695040888963407
  %143 = mul i64 %142, 6364136223846793005
  %144 = add i64 %143, 1442695040888963407
  %145 = insertelement <4 x i64> poison, i64 %138, i64 0
  %146 = insertelement <4 x i64> %145, i64 %140, i64 1
  %147 = insertelement <4 x i64> %146, i64 %142, i64 2
  %148 = insertelement <4 x i64> %147, i64 %144, i64 3
  %149 = lshr <4 x i64> %148, <i64 10, i64 10, i64 10, i64 10>
  %150 = and <4 x i64> %149, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %151 = uitofp nneg <4 x i64> %150 to <4 x double>
  %152 = fmul fast <4 x double> %151, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %153 = fadd fast <4 x double> %152, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %153, ptr %137, align 16, !tbaa !9
  %154 = mul i64 %144, 6364136223846793005
  %155 = getelementptr inbounds i8, ptr %15, i64 64
  %156 = add i64 %154, 1442695040888963407
  %157 = mul i64 %156, 6364136223846793005
  %158 = add i64 %157, 1442695040888963407
  %159 = insertelement <2 x i64> poison, i64 %156, i64 0
  %160 = insertelement <2 x i64> %159, i64 %158, i64 1
  %161 = lshr <2 x i64> %160, <i64 10, i64 10>
  %162 = and <2 x i64> %161, <i64 18014398509481982, i64 18014398509481982>
  %163 = uitofp nneg <2 x i64> %162 to <2 x double>
  %164 = fmul fast <2 x double> %163, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %165 = fadd fast <2 x double> %164, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %165, ptr %155, align 16, !tbaa !9
  store i64 %158, ptr @rng_state, align 8, !tbaa !5
  %166 = getelementptr inbounds i8, ptr %20, i64 8
  %167 = getelementptr inbounds i8, ptr %20, i64 16
  %168 = getelementptr inbounds i8, ptr %20, i64 24
  %169 = getelementptr inbounds i8, ptr %21, i64 32
  %170 = getelementptr inbounds i8, ptr %21, i64 64
  br label %177

171:                                              ; preds = %337
  %172 = load i32, ptr @n_fail, align 4, !tbaa !11
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %172)
  %174 = load i32, ptr @n_fail, align 4, !tbaa !11
  %175 = icmp ne i32 %174, 0
  %176 = zext i1 %175 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %19) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %18) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #14
  ret i32 %176

177:                                              ; preds = %0, %337
  %178 = phi i1 [ true, %0 ], [ false, %337 ]
  %179 = phi i1 [ false, %0 ], [ true, %337 ]
  %180 = phi i64 [ 0, %0 ], [ 1, %337 ]
  %181 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #14
  store i32 %182, ptr %20, align 8, !tbaa !13
  store ptr %14, ptr %166, align 8, !tbaa !16
  store ptr %15, ptr %167, align 8, !tbaa !17
  store double 8.000000e-01, ptr %168, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, ptr noundef nonnull align 16 dereferenceable(80) %9, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, i8 0, i64 80, i1 false)
  %183 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %182) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, ptr noundef nonnull align 16 dereferenceable(80) %9, i64 80, i1 false)
  %184 = zext nneg i32 %182 to i64
  br i1 %179, label %231, label %185

185:                                              ; preds = %177
  %186 = and i64 %184, 2147483644
  br label %187

187:                                              ; preds = %187, %185
  %188 = phi i64 [ 0, %185 ], [ %227, %187 ]
  %189 = getelementptr inbounds double, ptr %17, i64 %188
  %190 = load <4 x double>, ptr %189, align 16, !tbaa !9
  %191 = fmul fast <4 x double> %190, %190
  %192 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %190)
  %193 = fmul fast <4 x double> %191, %192
  %194 = or disjoint i64 %188, 1
  %195 = or disjoint i64 %188, 2
  %196 = or disjoint i64 %188, 3
  %197 = add nuw nsw i64 %188, 4
  %198 = icmp eq i64 %194, %184
  %199 = icmp eq i64 %195, %184
  %200 = icmp eq i64 %196, %184
  %201 = icmp eq i64 %197, %184
  %202 = and i64 %194, 4294967293
  %203 = and i64 %195, 4294967294
  %204 = and i64 %196, 4294967295
  %205 = and i64 %197, 4294967292
  %206 = select i1 %198, i64 0, i64 %202
  %207 = select i1 %199, i64 0, i64 %203
  %208 = select i1 %200, i64 0, i64 %204
  %209 = select i1 %201, i64 0, i64 %205
  %210 = getelementptr inbounds double, ptr %17, i64 %206
  %211 = getelementptr inbounds double, ptr %17, i64 %207
  %212 = getelementptr inbounds double, ptr %17, i64 %208
  %213 = getelementptr inbounds double, ptr %17, i64 %209
  %214 = load double, ptr %210, align 8, !tbaa !9
  %215 = load double, ptr %211, align 16, !tbaa !9
  %216 = load double, ptr %212, align 8, !tbaa !9
  %217 = load double, ptr %213, align 16, !tbaa !9
  %218 = insertelement <4 x double> poison, double %214, i64 0
  %219 = insertelement <4 x double> %218, double %215, i64 1
  %220 = insertelement <4 x double> %219, double %216, i64 2
  %221 = insertelement <4 x double> %220, double %217, i64 3
  %222 = fneg fast <4 x double> %190
  %223 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %222)
  %224 = fmul fast <4 x double> %221, %223
  %225 = fadd fast <4 x double> %224, %193
  %226 = getelementptr inbounds double, ptr %16, i64 %188
  store <4 x double> %225, ptr %226, align 16, !tbaa !9
  %227 = add nuw i64 %188, 4
  %228 = icmp eq i64 %227, %186
  br i1 %228, label %229, label %187, !llvm.loop !19

229:                                              ; preds = %187
  %230 = icmp eq i64 %186, %184
  br i1 %230, label %251, label %231

231:                                              ; preds = %229, %177
  %232 = phi i64 [ 0, %177 ], [ %186, %229 ]
  br label %233

233:                                              ; preds = %231, %233
  %234 = phi i64 [ %240, %233 ], [ %232, %231 ]
  %235 = getelementptr inbounds double, ptr %17, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fmul fast double %236, %236
  %238 = call fast double @llvm.sin.f64(double %236)
  %239 = fmul fast double %237, %238
  %240 = add nuw nsw i64 %234, 1
  %241 = icmp eq i64 %240, %184
  %242 = and i64 %240, 4294967295
  %243 = select i1 %241, i64 0, i64 %242
  %244 = getelementptr inbounds double, ptr %17, i64 %243
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = fneg fast double %236
  %247 = call fast double @llvm.exp.f64(double %246)
  %248 = fmul fast double %245, %247
  %249 = fadd fast double %248, %239
  %250 = getelementptr inbounds double, ptr %16, i64 %234
  store double %249, ptr %250, align 8, !tbaa !9
  br i1 %241, label %251, label %233, !llvm.loop !23

251:                                              ; preds = %233, %229
  br label %252

252:                                              ; preds = %251, %252
  %253 = phi i64 [ %258, %252 ], [ 0, %251 ]
  %254 = getelementptr inbounds double, ptr %17, i64 %253
  %255 = load double, ptr %254, align 8, !tbaa !9
  %256 = fmul fast double %255, %255
  %257 = fmul fast double %256, 5.000000e-01
  store double %257, ptr %254, align 8, !tbaa !9
  %258 = add nuw nsw i64 %253, 1
  %259 = icmp eq i64 %258, %184
  br i1 %259, label %260, label %252, !llvm.loop !24

260:                                              ; preds = %252
  %261 = call i32 @llvm.smax.i32(i32 %182, i32 1)
  %262 = zext nneg i32 %261 to i64
  br label %266

263:                                              ; preds = %295
  %264 = call i32 @llvm.smax.i32(i32 %182, i32 1)
  %265 = zext nneg i32 %264 to i64
  br label %305

266:                                              ; preds = %260, %295
  %267 = phi i64 [ 0, %260 ], [ %296, %295 ]
  %268 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 %267
  %269 = load double, ptr %268, align 8, !tbaa !9
  %270 = getelementptr inbounds [10 x double], ptr %16, i64 0, i64 %267
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = call fast double @llvm.fabs.f64(double %271)
  %273 = call fast double @llvm.maxnum.f64(double %272, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %269, ptr %8, align 8, !tbaa !9
  %274 = load volatile double, ptr %8, align 8, !tbaa !9
  %275 = call double @llvm.fabs.f64(double %274)
  %276 = fcmp ueq double %275, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %276, label %290, label %277

277:                                              ; preds = %266
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %271, ptr %7, align 8, !tbaa !9
  %278 = load volatile double, ptr %7, align 8, !tbaa !9
  %279 = call double @llvm.fabs.f64(double %278)
  %280 = fcmp ueq double %279, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %280, label %290, label %281

281:                                              ; preds = %277
  %282 = fsub fast double %269, %271
  %283 = call fast double @llvm.fabs.f64(double %282)
  %284 = fmul fast double %273, 0x3D719799812DEA11
  %285 = fcmp fast ole double %283, %284
  %286 = freeze i1 %285
  br i1 %286, label %287, label %290

287:                                              ; preds = %281
  %288 = trunc nuw nsw i64 %267 to i32
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %288, double noundef nofpclass(nan inf) %269, double noundef nofpclass(nan inf) %271, ptr noundef nonnull @.str.9)
  br label %295

290:                                              ; preds = %281, %277, %266
  %291 = trunc nuw nsw i64 %267 to i32
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %291, double noundef nofpclass(nan inf) %269, double noundef nofpclass(nan inf) %271, ptr noundef nonnull @.str.10)
  %293 = load i32, ptr @n_fail, align 4, !tbaa !11
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr @n_fail, align 4, !tbaa !11
  br label %295

295:                                              ; preds = %287, %290
  %296 = add nuw nsw i64 %267, 1
  %297 = icmp eq i64 %296, %262
  br i1 %297, label %263, label %266, !llvm.loop !25

298:                                              ; preds = %334
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, ptr noundef nonnull align 16 dereferenceable(80) %14, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, ptr noundef nonnull align 16 dereferenceable(80) %15, i64 80, i1 false)
  %299 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %182, ptr noundef %183) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_stage, ptr noundef nonnull %20, ptr noundef nonnull %9, i32 noundef %182, ptr noundef nonnull %11)
  %300 = shl nuw nsw i64 %265, 3
  %301 = sext i32 %182 to i64
  %302 = shl nsw i64 %301, 3
  %303 = and i64 %262, 2147483644
  %304 = icmp eq i64 %303, %262
  br label %351

305:                                              ; preds = %263, %334
  %306 = phi i64 [ 0, %263 ], [ %335, %334 ]
  %307 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %306
  %308 = load double, ptr %307, align 8, !tbaa !9
  %309 = getelementptr inbounds [10 x double], ptr %17, i64 0, i64 %306
  %310 = load double, ptr %309, align 8, !tbaa !9
  %311 = call fast double @llvm.fabs.f64(double %310)
  %312 = call fast double @llvm.maxnum.f64(double %311, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %308, ptr %6, align 8, !tbaa !9
  %313 = load volatile double, ptr %6, align 8, !tbaa !9
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fcmp ueq double %314, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %315, label %329, label %316

316:                                              ; preds = %305
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %310, ptr %5, align 8, !tbaa !9
  %317 = load volatile double, ptr %5, align 8, !tbaa !9
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fcmp ueq double %318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %319, label %329, label %320

320:                                              ; preds = %316
  %321 = fsub fast double %308, %310
  %322 = call fast double @llvm.fabs.f64(double %321)
  %323 = fmul fast double %312, 0x3D719799812DEA11
  %324 = fcmp fast ole double %322, %323
  %325 = freeze i1 %324
  br i1 %325, label %326, label %329

326:                                              ; preds = %320
  %327 = trunc nuw nsw i64 %306 to i32
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %327, double noundef nofpclass(nan inf) %308, double noundef nofpclass(nan inf) %310, ptr noundef nonnull @.str.9)
  br label %334

329:                                              ; preds = %320, %316, %305
  %330 = trunc nuw nsw i64 %306 to i32
  %331 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %330, double noundef nofpclass(nan inf) %308, double noundef nofpclass(nan inf) %310, ptr noundef nonnull @.str.10)
  %332 = load i32, ptr @n_fail, align 4, !tbaa !11
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr @n_fail, align 4, !tbaa !11
  br label %334

334:                                              ; preds = %326, %329
  %335 = add nuw nsw i64 %306, 1
  %336 = icmp eq i64 %335, %265
  br i1 %336, label %298, label %305, !llvm.loop !26

337:                                              ; preds = %600
  store double 8.000000e-01, ptr %168, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %21) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %22) #14
  %338 = load <4 x double>, ptr %9, align 16, !tbaa !9
  %339 = fmul fast <4 x double> %338, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %340 = fsub fast <4 x double> <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>, %339
  store <4 x double> %340, ptr %21, align 16, !tbaa !9
  %341 = load <4 x double>, ptr %43, align 16, !tbaa !9
  %342 = fmul fast <4 x double> %341, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %343 = fsub fast <4 x double> <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>, %342
  store <4 x double> %343, ptr %169, align 16, !tbaa !9
  %344 = load <2 x double>, ptr %61, align 16, !tbaa !9
  %345 = fmul fast <2 x double> %344, <double 5.000000e-01, double 5.000000e-01>
  %346 = fsub fast <2 x double> <double 1.000000e-01, double 1.000000e-01>, %345
  store <2 x double> %346, ptr %170, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, ptr noundef nonnull align 16 dereferenceable(80) %9, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %22, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %19, i8 0, i64 80, i1 false)
  %347 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %182) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, ptr noundef nonnull align 16 dereferenceable(80) %21, i64 80, i1 false)
  %348 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %23, ptr noundef nonnull %22, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %182) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %19, ptr noundef nonnull align 16 dereferenceable(80) %14, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %22, ptr noundef nonnull align 16 dereferenceable(80) %15, i64 80, i1 false)
  %349 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %23, ptr noundef nonnull %22, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %182, ptr noundef %348) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %13, ptr noundef nonnull align 16 dereferenceable(80) %14, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, ptr noundef nonnull align 16 dereferenceable(80) %15, i64 80, i1 false)
  %350 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %182, ptr noundef %347) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.5, ptr noundef nonnull @obj_stage, ptr noundef nonnull %20, ptr noundef nonnull %9, i32 noundef %182, ptr noundef nonnull %11)
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull @obj_stage, ptr noundef nonnull %20, ptr noundef nonnull %21, i32 noundef %182, ptr noundef nonnull %22)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %23) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %22) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %21) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #14
  br i1 %178, label %177, label %171, !llvm.loop !27

351:                                              ; preds = %298, %600
  %352 = phi i1 [ true, %298 ], [ false, %600 ]
  %353 = phi i32 [ 0, %298 ], [ 1, %600 ]
  %354 = select fast i1 %352, double 8.000000e-01, double -6.000000e-01
  %355 = select fast i1 %352, double 2.000000e+00, double 1.000000e+00
  store double %354, ptr %168, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %11, i8 0, i64 80, i1 false)
  %356 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef nofpclass(nan inf) %354, i32 noundef %182) #14
  %357 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef nofpclass(nan inf) %354, i32 noundef %182, double noundef nofpclass(nan inf) %355, ptr noundef %356) #14
  %358 = select fast i1 %352, double 8.000000e-01, double 6.000000e-01
  %359 = call fast double @llvm.maxnum.f64(double %358, double 1.000000e+00)
  %360 = fmul fast double %359, 0x3EB0C6F7A0B5ED8D
  %361 = fadd fast double %360, %354
  br label %362

362:                                              ; preds = %362, %351
  %363 = phi i64 [ 0, %351 ], [ %371, %362 ]
  %364 = phi double [ 0.000000e+00, %351 ], [ %370, %362 ]
  %365 = getelementptr inbounds double, ptr %9, i64 %363
  %366 = load double, ptr %365, align 8, !tbaa !9
  %367 = fmul fast double %366, %361
  %368 = call fast double @llvm.sin.f64(double %367)
  %369 = fmul fast double %368, %366
  %370 = fadd fast double %369, %364
  %371 = add nuw nsw i64 %363, 1
  %372 = icmp eq i64 %371, %184
  br i1 %372, label %373, label %362, !llvm.loop !28

373:                                              ; preds = %362
  %374 = fsub fast double %354, %360
  br label %375

375:                                              ; preds = %375, %373
  %376 = phi i64 [ 0, %373 ], [ %384, %375 ]
  %377 = phi double [ 0.000000e+00, %373 ], [ %383, %375 ]
  %378 = getelementptr inbounds double, ptr %9, i64 %376
  %379 = load double, ptr %378, align 8, !tbaa !9
  %380 = fmul fast double %379, %374
  %381 = call fast double @llvm.sin.f64(double %380)
  %382 = fmul fast double %381, %379
  %383 = fadd fast double %382, %377
  %384 = add nuw nsw i64 %376, 1
  %385 = icmp eq i64 %384, %184
  br i1 %385, label %386, label %375, !llvm.loop !29

386:                                              ; preds = %375
  %387 = fmul fast double %370, %361
  %388 = fmul fast double %383, %374
  %389 = fsub fast double %387, %388
  %390 = fmul fast double %389, %355
  %391 = fmul fast double %359, 2.000000e-06
  %392 = fdiv fast double %390, %391
  %393 = call fast double @llvm.fabs.f64(double %392)
  %394 = call fast double @llvm.maxnum.f64(double %393, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %357, ptr %4, align 8, !tbaa !9
  %395 = load volatile double, ptr %4, align 8, !tbaa !9
  %396 = call double @llvm.fabs.f64(double %395)
  %397 = fcmp ueq double %396, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %397, label %410, label %398

398:                                              ; preds = %386
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %392, ptr %3, align 8, !tbaa !9
  %399 = load volatile double, ptr %3, align 8, !tbaa !9
  %400 = call double @llvm.fabs.f64(double %399)
  %401 = fcmp ueq double %400, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %401, label %410, label %402

402:                                              ; preds = %398
  %403 = fsub fast double %357, %392
  %404 = call fast double @llvm.fabs.f64(double %403)
  %405 = fmul fast double %394, 0x3EB0C6F7A0B5ED8D
  %406 = fcmp fast ole double %404, %405
  %407 = freeze i1 %406
  br i1 %407, label %408, label %410

408:                                              ; preds = %402
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %353, double noundef nofpclass(nan inf) %357, double noundef nofpclass(nan inf) %392, ptr noundef nonnull @.str.9)
  br label %414

410:                                              ; preds = %402, %398, %386
  %411 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %353, double noundef nofpclass(nan inf) %357, double noundef nofpclass(nan inf) %392, ptr noundef nonnull @.str.10)
  %412 = load i32, ptr @n_fail, align 4, !tbaa !11
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr @n_fail, align 4, !tbaa !11
  br label %414

414:                                              ; preds = %410, %408
  br i1 %179, label %415, label %418

415:                                              ; preds = %429, %414
  %416 = phi i64 [ 0, %414 ], [ %303, %429 ]
  %417 = fdiv fast double 1.000000e+00, %355
  br label %601

418:                                              ; preds = %414
  %419 = insertelement <4 x double> poison, double %355, i64 0
  %420 = shufflevector <4 x double> %419, <4 x double> poison, <4 x i32> zeroinitializer
  %421 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %420
  br label %422

422:                                              ; preds = %422, %418
  %423 = phi i64 [ 0, %418 ], [ %427, %422 ]
  %424 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %423
  %425 = load <4 x double>, ptr %424, align 16, !tbaa !9
  %426 = fmul fast <4 x double> %425, %421
  store <4 x double> %426, ptr %424, align 16, !tbaa !9
  %427 = add nuw i64 %423, 4
  %428 = icmp eq i64 %427, %303
  br i1 %428, label %429, label %422, !llvm.loop !30

429:                                              ; preds = %422
  br i1 %304, label %430, label %415

430:                                              ; preds = %601, %429
  %431 = call noalias ptr @malloc(i64 noundef %300) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %431, ptr nonnull readonly align 16 %9, i64 %302, i1 false)
  br label %432

432:                                              ; preds = %597, %430
  %433 = phi i64 [ 0, %430 ], [ %598, %597 ]
  %434 = getelementptr inbounds double, ptr %11, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = getelementptr inbounds double, ptr %431, i64 %433
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = call fast double @llvm.fabs.f64(double %437)
  %439 = call fast double @llvm.maxnum.f64(double %438, double 1.000000e+00)
  %440 = fmul fast double %439, 0x3EB0C6F7A0B5ED8D
  %441 = fadd fast double %440, %437
  %442 = fsub fast double %437, %440
  store double %441, ptr %436, align 8, !tbaa !9
  %443 = load double, ptr %168, align 8, !tbaa !18
  %444 = load i32, ptr %20, align 8, !tbaa !13
  %445 = icmp sgt i32 %444, 0
  br i1 %445, label %446, label %567

446:                                              ; preds = %432
  %447 = zext nneg i32 %444 to i64
  %448 = icmp ult i32 %444, 16
  br i1 %448, label %491, label %449

449:                                              ; preds = %446
  %450 = and i64 %447, 2147483632
  %451 = insertelement <4 x double> poison, double %443, i64 0
  %452 = shufflevector <4 x double> %451, <4 x double> poison, <4 x i32> zeroinitializer
  br label %453

453:                                              ; preds = %453, %449
  %454 = phi i64 [ 0, %449 ], [ %483, %453 ]
  %455 = phi <4 x double> [ zeroinitializer, %449 ], [ %479, %453 ]
  %456 = phi <4 x double> [ zeroinitializer, %449 ], [ %480, %453 ]
  %457 = phi <4 x double> [ zeroinitializer, %449 ], [ %481, %453 ]
  %458 = phi <4 x double> [ zeroinitializer, %449 ], [ %482, %453 ]
  %459 = getelementptr inbounds double, ptr %431, i64 %454
  %460 = getelementptr inbounds i8, ptr %459, i64 32
  %461 = getelementptr inbounds i8, ptr %459, i64 64
  %462 = getelementptr inbounds i8, ptr %459, i64 96
  %463 = load <4 x double>, ptr %459, align 8, !tbaa !9
  %464 = load <4 x double>, ptr %460, align 8, !tbaa !9
  %465 = load <4 x double>, ptr %461, align 8, !tbaa !9
  %466 = load <4 x double>, ptr %462, align 8, !tbaa !9
  %467 = fmul fast <4 x double> %463, %452
  %468 = fmul fast <4 x double> %464, %452
  %469 = fmul fast <4 x double> %465, %452
  %470 = fmul fast <4 x double> %466, %452
  %471 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %467)
  %472 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %468)
  %473 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %469)
  %474 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %470)
  %475 = fmul fast <4 x double> %471, %463
  %476 = fmul fast <4 x double> %472, %464
  %477 = fmul fast <4 x double> %473, %465
  %478 = fmul fast <4 x double> %474, %466
  %479 = fadd fast <4 x double> %475, %455
  %480 = fadd fast <4 x double> %476, %456
  %481 = fadd fast <4 x double> %477, %457
  %482 = fadd fast <4 x double> %478, %458
  %483 = add nuw i64 %454, 16
  %484 = icmp eq i64 %483, %450
  br i1 %484, label %485, label %453, !llvm.loop !31

485:                                              ; preds = %453
  %486 = fadd fast <4 x double> %480, %479
  %487 = fadd fast <4 x double> %481, %486
  %488 = fadd fast <4 x double> %482, %487
  %489 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %488)
  %490 = icmp eq i64 %450, %447
  br i1 %490, label %505, label %491

491:                                              ; preds = %485, %446
  %492 = phi i64 [ 0, %446 ], [ %450, %485 ]
  %493 = phi double [ 0.000000e+00, %446 ], [ %489, %485 ]
  br label %494

494:                                              ; preds = %491, %494
  %495 = phi i64 [ %503, %494 ], [ %492, %491 ]
  %496 = phi double [ %502, %494 ], [ %493, %491 ]
  %497 = getelementptr inbounds double, ptr %431, i64 %495
  %498 = load double, ptr %497, align 8, !tbaa !9
  %499 = fmul fast double %498, %443
  %500 = call fast double @llvm.sin.f64(double %499)
  %501 = fmul fast double %500, %498
  %502 = fadd fast double %501, %496
  %503 = add nuw nsw i64 %495, 1
  %504 = icmp eq i64 %503, %447
  br i1 %504, label %505, label %494, !llvm.loop !32

505:                                              ; preds = %494, %485
  %506 = phi double [ %489, %485 ], [ %502, %494 ]
  store double %442, ptr %436, align 8, !tbaa !9
  %507 = icmp ult i32 %444, 16
  br i1 %507, label %550, label %508

508:                                              ; preds = %505
  %509 = and i64 %447, 2147483632
  %510 = insertelement <4 x double> poison, double %443, i64 0
  %511 = shufflevector <4 x double> %510, <4 x double> poison, <4 x i32> zeroinitializer
  br label %512

512:                                              ; preds = %512, %508
  %513 = phi i64 [ 0, %508 ], [ %542, %512 ]
  %514 = phi <4 x double> [ zeroinitializer, %508 ], [ %538, %512 ]
  %515 = phi <4 x double> [ zeroinitializer, %508 ], [ %539, %512 ]
  %516 = phi <4 x double> [ zeroinitializer, %508 ], [ %540, %512 ]
  %517 = phi <4 x double> [ zeroinitializer, %508 ], [ %541, %512 ]
  %518 = getelementptr inbounds double, ptr %431, i64 %513
  %519 = getelementptr inbounds i8, ptr %518, i64 32
  %520 = getelementptr inbounds i8, ptr %518, i64 64
  %521 = getelementptr inbounds i8, ptr %518, i64 96
  %522 = load <4 x double>, ptr %518, align 8, !tbaa !9
  %523 = load <4 x double>, ptr %519, align 8, !tbaa !9
  %524 = load <4 x double>, ptr %520, align 8, !tbaa !9
  %525 = load <4 x double>, ptr %521, align 8, !tbaa !9
  %526 = fmul fast <4 x double> %522, %511
  %527 = fmul fast <4 x double> %523, %511
  %528 = fmul fast <4 x double> %524, %511
  %529 = fmul fast <4 x double> %525, %511
  %530 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %526)
  %531 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %527)
  %532 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %528)
  %533 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %529)
  %534 = fmul fast <4 x double> %530, %522
  %535 = fmul fast <4 x double> %531, %523
  %536 = fmul fast <4 x double> %532, %524
  %537 = fmul fast <4 x double> %533, %525
  %538 = fadd fast <4 x double> %534, %514
  %539 = fadd fast <4 x double> %535, %515
  %540 = fadd fast <4 x double> %536, %516
  %541 = fadd fast <4 x double> %537, %517
  %542 = add nuw i64 %513, 16
  %543 = icmp eq i64 %542, %509
  br i1 %543, label %544, label %512, !llvm.loop !33

544:                                              ; preds = %512
  %545 = fadd fast <4 x double> %539, %538
  %546 = fadd fast <4 x double> %540, %545
  %547 = fadd fast <4 x double> %541, %546
  %548 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %547)
  %549 = icmp eq i64 %509, %447
  br i1 %549, label %564, label %550

550:                                              ; preds = %544, %505
  %551 = phi i64 [ 0, %505 ], [ %509, %544 ]
  %552 = phi double [ 0.000000e+00, %505 ], [ %548, %544 ]
  br label %553

553:                                              ; preds = %550, %553
  %554 = phi i64 [ %562, %553 ], [ %551, %550 ]
  %555 = phi double [ %561, %553 ], [ %552, %550 ]
  %556 = getelementptr inbounds double, ptr %431, i64 %554
  %557 = load double, ptr %556, align 8, !tbaa !9
  %558 = fmul fast double %557, %443
  %559 = call fast double @llvm.sin.f64(double %558)
  %560 = fmul fast double %559, %557
  %561 = fadd fast double %560, %555
  %562 = add nuw nsw i64 %554, 1
  %563 = icmp eq i64 %562, %447
  br i1 %563, label %564, label %553, !llvm.loop !34

564:                                              ; preds = %553, %544
  %565 = phi double [ %548, %544 ], [ %561, %553 ]
  %566 = fmul fast double %506, %443
  br label %567

567:                                              ; preds = %432, %564
  %568 = phi double [ %566, %564 ], [ 0.000000e+00, %432 ]
  %569 = phi double [ %565, %564 ], [ 0.000000e+00, %432 ]
  %570 = fmul fast double %569, %443
  store double %437, ptr %436, align 8, !tbaa !9
  %571 = fsub fast double %568, %570
  %572 = fmul fast double %439, 2.000000e-06
  %573 = fdiv fast double %571, %572
  %574 = call fast double @llvm.fabs.f64(double %573)
  %575 = call fast double @llvm.maxnum.f64(double %574, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %435, ptr %2, align 8, !tbaa !9
  %576 = load volatile double, ptr %2, align 8, !tbaa !9
  %577 = call double @llvm.fabs.f64(double %576)
  %578 = fcmp ueq double %577, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %578, label %592, label %579

579:                                              ; preds = %567
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %573, ptr %1, align 8, !tbaa !9
  %580 = load volatile double, ptr %1, align 8, !tbaa !9
  %581 = call double @llvm.fabs.f64(double %580)
  %582 = fcmp ueq double %581, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %582, label %592, label %583

583:                                              ; preds = %579
  %584 = fsub fast double %435, %573
  %585 = call fast double @llvm.fabs.f64(double %584)
  %586 = fmul fast double %575, 0x3EB0C6F7A0B5ED8D
  %587 = fcmp fast ole double %585, %586
  %588 = freeze i1 %587
  br i1 %588, label %589, label %592

589:                                              ; preds = %583
  %590 = trunc nuw nsw i64 %433 to i32
  %591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %590, double noundef nofpclass(nan inf) %435, double noundef nofpclass(nan inf) %573, ptr noundef nonnull @.str.9)
  br label %597

592:                                              ; preds = %583, %579, %567
  %593 = trunc nuw nsw i64 %433 to i32
  %594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %593, double noundef nofpclass(nan inf) %435, double noundef nofpclass(nan inf) %573, ptr noundef nonnull @.str.10)
  %595 = load i32, ptr @n_fail, align 4, !tbaa !11
  %596 = add nsw i32 %595, 1
  store i32 %596, ptr @n_fail, align 4, !tbaa !11
  br label %597

597:                                              ; preds = %592, %589
  %598 = add nuw nsw i64 %433, 1
  %599 = icmp eq i64 %598, %184
  br i1 %599, label %600, label %432, !llvm.loop !35

600:                                              ; preds = %597
  call void @free(ptr noundef nonnull %431) #14
  br i1 %352, label %351, label %337, !llvm.loop !36

601:                                              ; preds = %415, %601
  %602 = phi i64 [ %606, %601 ], [ %416, %415 ]
  %603 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %602
  %604 = load double, ptr %603, align 8, !tbaa !9
  %605 = fmul fast double %604, %417
  store double %605, ptr %603, align 8, !tbaa !9
  %606 = add nuw nsw i64 %602, 1
  %607 = icmp eq i64 %606, %265
  br i1 %607, label %430, label %601, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @stage(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %156

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %32

8:                                                ; preds = %89, %32, %5
  %9 = phi i64 [ 0, %32 ], [ 0, %5 ], [ %46, %89 ]
  %10 = and i64 %6, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %28, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds double, ptr %0, i64 %9
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fmul fast double %14, %14
  %16 = tail call fast double @llvm.sin.f64(double %14)
  %17 = fmul fast double %15, %16
  %18 = or disjoint i64 %9, 1
  %19 = icmp eq i64 %18, %6
  %20 = select i1 %19, i64 0, i64 %18
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fneg fast double %14
  %24 = tail call fast double @llvm.exp.f64(double %23)
  %25 = fmul fast double %22, %24
  %26 = fadd fast double %25, %17
  %27 = getelementptr inbounds double, ptr %1, i64 %9
  store double %26, ptr %27, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %12, %8
  %29 = phi i64 [ %9, %8 ], [ %18, %12 ]
  %30 = add nsw i64 %6, -1
  %31 = icmp eq i64 %9, %30
  br i1 %31, label %91, label %121

32:                                               ; preds = %5
  %33 = shl nuw nsw i64 %6, 3
  %34 = getelementptr i8, ptr %1, i64 %33
  %35 = getelementptr i8, ptr %0, i64 8
  %36 = getelementptr i8, ptr %0, i64 %33
  %37 = getelementptr i8, ptr %36, i64 8
  %38 = icmp ugt ptr %35, %1
  %39 = icmp ugt ptr %34, %0
  %40 = and i1 %38, %39
  %41 = icmp ugt ptr %37, %1
  %42 = icmp ugt ptr %34, %0
  %43 = and i1 %41, %42
  %44 = or i1 %40, %43
  br i1 %44, label %8, label %45

45:                                               ; preds = %32
  %46 = and i64 %6, 2147483644
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %87, %47 ]
  %49 = getelementptr inbounds double, ptr %0, i64 %48
  %50 = load <4 x double>, ptr %49, align 8, !tbaa !9, !alias.scope !38
  %51 = fmul fast <4 x double> %50, %50
  %52 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %50)
  %53 = fmul fast <4 x double> %51, %52
  %54 = or disjoint i64 %48, 1
  %55 = or disjoint i64 %48, 2
  %56 = or disjoint i64 %48, 3
  %57 = add nuw nsw i64 %48, 4
  %58 = icmp eq i64 %54, %6
  %59 = icmp eq i64 %55, %6
  %60 = icmp eq i64 %56, %6
  %61 = icmp eq i64 %57, %6
  %62 = and i64 %54, 4294967293
  %63 = and i64 %55, 4294967294
  %64 = and i64 %56, 4294967295
  %65 = and i64 %57, 4294967292
  %66 = select i1 %58, i64 0, i64 %62
  %67 = select i1 %59, i64 0, i64 %63
  %68 = select i1 %60, i64 0, i64 %64
  %69 = select i1 %61, i64 0, i64 %65
  %70 = getelementptr inbounds double, ptr %0, i64 %66
  %71 = getelementptr inbounds double, ptr %0, i64 %67
  %72 = getelementptr inbounds double, ptr %0, i64 %68
  %73 = getelementptr inbounds double, ptr %0, i64 %69
  %74 = load double, ptr %70, align 8, !tbaa !9, !alias.scope !38
  %75 = load double, ptr %71, align 8, !tbaa !9, !alias.scope !38
  %76 = load double, ptr %72, align 8, !tbaa !9, !alias.scope !38
  %77 = load double, ptr %73, align 8, !tbaa !9, !alias.scope !38
  %78 = insertelement <4 x double> poison, double %74, i64 0
  %79 = insertelement <4 x double> %78, double %75, i64 1
  %80 = insertelement <4 x double> %79, double %76, i64 2
  %81 = insertelement <4 x double> %80, double %77, i64 3
  %82 = fneg fast <4 x double> %50
  %83 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %82)
  %84 = fmul fast <4 x double> %81, %83
  %85 = fadd fast <4 x double> %84, %53
  %86 = getelementptr inbounds double, ptr %1, i64 %48
  store <4 x double> %85, ptr %86, align 8, !tbaa !9, !alias.scope !41, !noalias !43
  %87 = add nuw i64 %48, 4
  %88 = icmp eq i64 %87, %46
  br i1 %88, label %89, label %47, !llvm.loop !45

89:                                               ; preds = %47
  %90 = icmp eq i64 %46, %6
  br i1 %90, label %91, label %8

91:                                               ; preds = %28, %121, %89
  br i1 %4, label %92, label %156

92:                                               ; preds = %91
  %93 = zext nneg i32 %2 to i64
  %94 = icmp ult i32 %2, 16
  br i1 %94, label %95, label %97

95:                                               ; preds = %119, %92
  %96 = phi i64 [ 0, %92 ], [ %98, %119 ]
  br label %157

97:                                               ; preds = %92
  %98 = and i64 %6, 2147483632
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %117, %99 ]
  %101 = getelementptr inbounds double, ptr %0, i64 %100
  %102 = getelementptr inbounds i8, ptr %101, i64 32
  %103 = getelementptr inbounds i8, ptr %101, i64 64
  %104 = getelementptr inbounds i8, ptr %101, i64 96
  %105 = load <4 x double>, ptr %101, align 8, !tbaa !9
  %106 = load <4 x double>, ptr %102, align 8, !tbaa !9
  %107 = load <4 x double>, ptr %103, align 8, !tbaa !9
  %108 = load <4 x double>, ptr %104, align 8, !tbaa !9
  %109 = fmul fast <4 x double> %105, %105
  %110 = fmul fast <4 x double> %106, %106
  %111 = fmul fast <4 x double> %107, %107
  %112 = fmul fast <4 x double> %108, %108
  %113 = fmul fast <4 x double> %109, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %114 = fmul fast <4 x double> %110, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %115 = fmul fast <4 x double> %111, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %116 = fmul fast <4 x double> %112, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %113, ptr %101, align 8, !tbaa !9
  store <4 x double> %114, ptr %102, align 8, !tbaa !9
  store <4 x double> %115, ptr %103, align 8, !tbaa !9
  store <4 x double> %116, ptr %104, align 8, !tbaa !9
  %117 = add nuw i64 %100, 16
  %118 = icmp eq i64 %117, %98
  br i1 %118, label %119, label %99, !llvm.loop !46

119:                                              ; preds = %99
  %120 = icmp eq i64 %98, %6
  br i1 %120, label %156, label %95

121:                                              ; preds = %28, %121
  %122 = phi i64 [ %144, %121 ], [ %29, %28 ]
  %123 = getelementptr inbounds double, ptr %0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = fmul fast double %124, %124
  %126 = tail call fast double @llvm.sin.f64(double %124)
  %127 = fmul fast double %125, %126
  %128 = add nuw nsw i64 %122, 1
  %129 = icmp eq i64 %128, %6
  %130 = and i64 %128, 4294967295
  %131 = select i1 %129, i64 0, i64 %130
  %132 = getelementptr inbounds double, ptr %0, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fneg fast double %124
  %135 = tail call fast double @llvm.exp.f64(double %134)
  %136 = fmul fast double %133, %135
  %137 = fadd fast double %136, %127
  %138 = getelementptr inbounds double, ptr %1, i64 %122
  store double %137, ptr %138, align 8, !tbaa !9
  %139 = getelementptr inbounds double, ptr %0, i64 %128
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = fmul fast double %140, %140
  %142 = tail call fast double @llvm.sin.f64(double %140)
  %143 = fmul fast double %141, %142
  %144 = add nuw nsw i64 %122, 2
  %145 = icmp eq i64 %144, %6
  %146 = and i64 %144, 4294967295
  %147 = select i1 %145, i64 0, i64 %146
  %148 = getelementptr inbounds double, ptr %0, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = fneg fast double %140
  %151 = tail call fast double @llvm.exp.f64(double %150)
  %152 = fmul fast double %149, %151
  %153 = fadd fast double %152, %143
  %154 = getelementptr inbounds double, ptr %1, i64 %128
  store double %153, ptr %154, align 8, !tbaa !9
  %155 = icmp eq i64 %144, %6
  br i1 %155, label %91, label %121, !llvm.loop !47

156:                                              ; preds = %157, %119, %3, %91
  ret void

157:                                              ; preds = %95, %157
  %158 = phi i64 [ %163, %157 ], [ %96, %95 ]
  %159 = getelementptr inbounds double, ptr %0, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = fmul fast double %160, %160
  %162 = fmul fast double %161, 5.000000e-01
  store double %162, ptr %159, align 8, !tbaa !9
  %163 = add nuw nsw i64 %158, 1
  %164 = icmp eq i64 %163, %93
  br i1 %164, label %156, label %157, !llvm.loop !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #4

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

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #14
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
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #14, !callees !49
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #14, !callees !49
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
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.9)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.10)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_stage(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [10 x double], align 16
  %4 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #14
  %5 = load i32, ptr %1, align 8, !tbaa !13
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false)
  %8 = icmp sgt i32 %5, 0
  br i1 %8, label %9, label %184

9:                                                ; preds = %2
  %10 = zext nneg i32 %5 to i64
  %11 = icmp ult i32 %5, 4
  br i1 %11, label %54, label %12

12:                                               ; preds = %9
  %13 = and i64 %10, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %50, %14 ]
  %16 = getelementptr inbounds double, ptr %3, i64 %15
  %17 = load <4 x double>, ptr %16, align 16, !tbaa !9
  %18 = fmul fast <4 x double> %17, %17
  %19 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %17)
  %20 = fmul fast <4 x double> %18, %19
  %21 = or disjoint i64 %15, 1
  %22 = or disjoint i64 %15, 2
  %23 = or disjoint i64 %15, 3
  %24 = add nuw nsw i64 %15, 4
  %25 = icmp eq i64 %21, %10
  %26 = icmp eq i64 %22, %10
  %27 = icmp eq i64 %23, %10
  %28 = icmp eq i64 %24, %10
  %29 = select i1 %25, i64 0, i64 %21
  %30 = select i1 %26, i64 0, i64 %22
  %31 = select i1 %27, i64 0, i64 %23
  %32 = select i1 %28, i64 0, i64 %24
  %33 = getelementptr inbounds double, ptr %3, i64 %29
  %34 = getelementptr inbounds double, ptr %3, i64 %30
  %35 = getelementptr inbounds double, ptr %3, i64 %31
  %36 = getelementptr inbounds double, ptr %3, i64 %32
  %37 = load double, ptr %33, align 8, !tbaa !9
  %38 = load double, ptr %34, align 16, !tbaa !9
  %39 = load double, ptr %35, align 8, !tbaa !9
  %40 = load double, ptr %36, align 16, !tbaa !9
  %41 = insertelement <4 x double> poison, double %37, i64 0
  %42 = insertelement <4 x double> %41, double %38, i64 1
  %43 = insertelement <4 x double> %42, double %39, i64 2
  %44 = insertelement <4 x double> %43, double %40, i64 3
  %45 = fneg fast <4 x double> %17
  %46 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %45)
  %47 = fmul fast <4 x double> %44, %46
  %48 = fadd fast <4 x double> %47, %20
  %49 = getelementptr inbounds double, ptr %4, i64 %15
  store <4 x double> %48, ptr %49, align 16, !tbaa !9
  %50 = add nuw i64 %15, 4
  %51 = icmp eq i64 %50, %13
  br i1 %51, label %52, label %14, !llvm.loop !50

52:                                               ; preds = %14
  %53 = icmp eq i64 %13, %10
  br i1 %53, label %73, label %54

54:                                               ; preds = %52, %9
  %55 = phi i64 [ 0, %9 ], [ %13, %52 ]
  br label %56

56:                                               ; preds = %54, %56
  %57 = phi i64 [ %63, %56 ], [ %55, %54 ]
  %58 = getelementptr inbounds double, ptr %3, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fmul fast double %59, %59
  %61 = tail call fast double @llvm.sin.f64(double %59)
  %62 = fmul fast double %60, %61
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, %10
  %65 = select i1 %64, i64 0, i64 %63
  %66 = getelementptr inbounds double, ptr %3, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = fneg fast double %59
  %69 = tail call fast double @llvm.exp.f64(double %68)
  %70 = fmul fast double %67, %69
  %71 = fadd fast double %70, %62
  %72 = getelementptr inbounds double, ptr %4, i64 %57
  store double %71, ptr %72, align 8, !tbaa !9
  br i1 %64, label %73, label %56, !llvm.loop !51

73:                                               ; preds = %56, %52
  %74 = icmp ult i32 %5, 16
  br i1 %74, label %99, label %75

75:                                               ; preds = %73
  %76 = and i64 %10, 2147483632
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %95, %77 ]
  %79 = getelementptr inbounds double, ptr %3, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 32
  %81 = getelementptr inbounds i8, ptr %79, i64 64
  %82 = getelementptr inbounds i8, ptr %79, i64 96
  %83 = load <4 x double>, ptr %79, align 16, !tbaa !9
  %84 = load <4 x double>, ptr %80, align 16, !tbaa !9
  %85 = load <4 x double>, ptr %81, align 16, !tbaa !9
  %86 = load <4 x double>, ptr %82, align 16, !tbaa !9
  %87 = fmul fast <4 x double> %83, %83
  %88 = fmul fast <4 x double> %84, %84
  %89 = fmul fast <4 x double> %85, %85
  %90 = fmul fast <4 x double> %86, %86
  %91 = fmul fast <4 x double> %87, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %92 = fmul fast <4 x double> %88, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %93 = fmul fast <4 x double> %89, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %94 = fmul fast <4 x double> %90, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %91, ptr %79, align 16, !tbaa !9
  store <4 x double> %92, ptr %80, align 16, !tbaa !9
  store <4 x double> %93, ptr %81, align 16, !tbaa !9
  store <4 x double> %94, ptr %82, align 16, !tbaa !9
  %95 = add nuw i64 %78, 16
  %96 = icmp eq i64 %95, %76
  br i1 %96, label %97, label %77, !llvm.loop !52

97:                                               ; preds = %77
  %98 = icmp eq i64 %76, %10
  br i1 %98, label %109, label %99

99:                                               ; preds = %97, %73
  %100 = phi i64 [ 0, %73 ], [ %76, %97 ]
  br label %101

101:                                              ; preds = %99, %101
  %102 = phi i64 [ %107, %101 ], [ %100, %99 ]
  %103 = getelementptr inbounds double, ptr %3, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fmul fast double %104, %104
  %106 = fmul fast double %105, 5.000000e-01
  store double %106, ptr %103, align 8, !tbaa !9
  %107 = add nuw nsw i64 %102, 1
  %108 = icmp eq i64 %107, %10
  br i1 %108, label %109, label %101, !llvm.loop !53

109:                                              ; preds = %101, %97
  br i1 %8, label %110, label %184

110:                                              ; preds = %109
  %111 = getelementptr inbounds i8, ptr %1, i64 8
  %112 = load ptr, ptr %111, align 8, !tbaa !16
  %113 = getelementptr inbounds i8, ptr %1, i64 16
  %114 = load ptr, ptr %113, align 8, !tbaa !17
  %115 = zext nneg i32 %5 to i64
  %116 = icmp ult i32 %5, 16
  br i1 %116, label %117, label %120

117:                                              ; preds = %178, %110
  %118 = phi i64 [ 0, %110 ], [ %121, %178 ]
  %119 = phi double [ 0.000000e+00, %110 ], [ %182, %178 ]
  br label %186

120:                                              ; preds = %110
  %121 = and i64 %10, 2147483632
  br label %122

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %176, %122 ]
  %124 = phi <4 x double> [ zeroinitializer, %120 ], [ %172, %122 ]
  %125 = phi <4 x double> [ zeroinitializer, %120 ], [ %173, %122 ]
  %126 = phi <4 x double> [ zeroinitializer, %120 ], [ %174, %122 ]
  %127 = phi <4 x double> [ zeroinitializer, %120 ], [ %175, %122 ]
  %128 = getelementptr inbounds double, ptr %112, i64 %123
  %129 = getelementptr inbounds i8, ptr %128, i64 32
  %130 = getelementptr inbounds i8, ptr %128, i64 64
  %131 = getelementptr inbounds i8, ptr %128, i64 96
  %132 = load <4 x double>, ptr %128, align 8, !tbaa !9
  %133 = load <4 x double>, ptr %129, align 8, !tbaa !9
  %134 = load <4 x double>, ptr %130, align 8, !tbaa !9
  %135 = load <4 x double>, ptr %131, align 8, !tbaa !9
  %136 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %123
  %137 = getelementptr inbounds i8, ptr %136, i64 32
  %138 = getelementptr inbounds i8, ptr %136, i64 64
  %139 = getelementptr inbounds i8, ptr %136, i64 96
  %140 = load <4 x double>, ptr %136, align 16, !tbaa !9
  %141 = load <4 x double>, ptr %137, align 16, !tbaa !9
  %142 = load <4 x double>, ptr %138, align 16, !tbaa !9
  %143 = load <4 x double>, ptr %139, align 16, !tbaa !9
  %144 = fmul fast <4 x double> %140, %132
  %145 = fmul fast <4 x double> %141, %133
  %146 = fmul fast <4 x double> %142, %134
  %147 = fmul fast <4 x double> %143, %135
  %148 = getelementptr inbounds double, ptr %114, i64 %123
  %149 = getelementptr inbounds i8, ptr %148, i64 32
  %150 = getelementptr inbounds i8, ptr %148, i64 64
  %151 = getelementptr inbounds i8, ptr %148, i64 96
  %152 = load <4 x double>, ptr %148, align 8, !tbaa !9
  %153 = load <4 x double>, ptr %149, align 8, !tbaa !9
  %154 = load <4 x double>, ptr %150, align 8, !tbaa !9
  %155 = load <4 x double>, ptr %151, align 8, !tbaa !9
  %156 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %123
  %157 = getelementptr inbounds i8, ptr %156, i64 32
  %158 = getelementptr inbounds i8, ptr %156, i64 64
  %159 = getelementptr inbounds i8, ptr %156, i64 96
  %160 = load <4 x double>, ptr %156, align 16, !tbaa !9
  %161 = load <4 x double>, ptr %157, align 16, !tbaa !9
  %162 = load <4 x double>, ptr %158, align 16, !tbaa !9
  %163 = load <4 x double>, ptr %159, align 16, !tbaa !9
  %164 = fmul fast <4 x double> %160, %152
  %165 = fmul fast <4 x double> %161, %153
  %166 = fmul fast <4 x double> %162, %154
  %167 = fmul fast <4 x double> %163, %155
  %168 = fadd fast <4 x double> %144, %124
  %169 = fadd fast <4 x double> %145, %125
  %170 = fadd fast <4 x double> %146, %126
  %171 = fadd fast <4 x double> %147, %127
  %172 = fadd fast <4 x double> %168, %164
  %173 = fadd fast <4 x double> %169, %165
  %174 = fadd fast <4 x double> %170, %166
  %175 = fadd fast <4 x double> %171, %167
  %176 = add nuw i64 %123, 16
  %177 = icmp eq i64 %176, %121
  br i1 %177, label %178, label %122, !llvm.loop !54

178:                                              ; preds = %122
  %179 = fadd fast <4 x double> %173, %172
  %180 = fadd fast <4 x double> %174, %179
  %181 = fadd fast <4 x double> %175, %180
  %182 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %181)
  %183 = icmp eq i64 %121, %10
  br i1 %183, label %184, label %117

184:                                              ; preds = %186, %178, %2, %109
  %185 = phi double [ 0.000000e+00, %109 ], [ 0.000000e+00, %2 ], [ %182, %178 ], [ %200, %186 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #14
  ret double %185

186:                                              ; preds = %117, %186
  %187 = phi i64 [ %201, %186 ], [ %118, %117 ]
  %188 = phi double [ %200, %186 ], [ %119, %117 ]
  %189 = getelementptr inbounds double, ptr %112, i64 %187
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %187
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = fmul fast double %192, %190
  %194 = getelementptr inbounds double, ptr %114, i64 %187
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %187
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = fmul fast double %197, %195
  %199 = fadd fast double %193, %188
  %200 = fadd fast double %199, %198
  %201 = add nuw nsw i64 %187, 1
  %202 = icmp eq i64 %201, %115
  br i1 %202, label %184, label %186, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @g(ptr nocapture noundef readonly %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #8 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %53

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %8, label %11

8:                                                ; preds = %47, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %47 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %51, %47 ]
  br label %56

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483632
  %13 = insertelement <4 x double> poison, double %1, i64 0
  %14 = shufflevector <4 x double> %13, <4 x double> poison, <4 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %45, %15 ]
  %17 = phi <4 x double> [ zeroinitializer, %11 ], [ %41, %15 ]
  %18 = phi <4 x double> [ zeroinitializer, %11 ], [ %42, %15 ]
  %19 = phi <4 x double> [ zeroinitializer, %11 ], [ %43, %15 ]
  %20 = phi <4 x double> [ zeroinitializer, %11 ], [ %44, %15 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 32
  %23 = getelementptr inbounds i8, ptr %21, i64 64
  %24 = getelementptr inbounds i8, ptr %21, i64 96
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = fmul fast <4 x double> %25, %14
  %30 = fmul fast <4 x double> %26, %14
  %31 = fmul fast <4 x double> %27, %14
  %32 = fmul fast <4 x double> %28, %14
  %33 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %29)
  %34 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %30)
  %35 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %31)
  %36 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %32)
  %37 = fmul fast <4 x double> %33, %25
  %38 = fmul fast <4 x double> %34, %26
  %39 = fmul fast <4 x double> %35, %27
  %40 = fmul fast <4 x double> %36, %28
  %41 = fadd fast <4 x double> %37, %17
  %42 = fadd fast <4 x double> %38, %18
  %43 = fadd fast <4 x double> %39, %19
  %44 = fadd fast <4 x double> %40, %20
  %45 = add nuw i64 %16, 16
  %46 = icmp eq i64 %45, %12
  br i1 %46, label %47, label %15, !llvm.loop !56

47:                                               ; preds = %15
  %48 = fadd fast <4 x double> %42, %41
  %49 = fadd fast <4 x double> %43, %48
  %50 = fadd fast <4 x double> %44, %49
  %51 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %50)
  %52 = icmp eq i64 %12, %6
  br i1 %52, label %53, label %8

53:                                               ; preds = %56, %47, %3
  %54 = phi double [ 0.000000e+00, %3 ], [ %51, %47 ], [ %64, %56 ]
  %55 = fmul fast double %54, %1
  ret double %55

56:                                               ; preds = %8, %56
  %57 = phi i64 [ %65, %56 ], [ %9, %8 ]
  %58 = phi double [ %64, %56 ], [ %10, %8 ]
  %59 = getelementptr inbounds double, ptr %0, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul fast double %60, %1
  %62 = tail call fast double @llvm.sin.f64(double %61)
  %63 = fmul fast double %62, %60
  %64 = fadd fast double %63, %58
  %65 = add nuw nsw i64 %57, 1
  %66 = icmp eq i64 %65, %6
  br i1 %66, label %53, label %56, !llvm.loop !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"", !12, i64 0, !15, i64 8, !15, i64 16, !10, i64 24}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !15, i64 8}
!17 = !{!14, !15, i64 16}
!18 = !{!14, !10, i64 24}
!19 = distinct !{!19, !20, !21, !22}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !20, !22, !21}
!24 = distinct !{!24, !20, !22, !21}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20, !22, !21}
!29 = distinct !{!29, !20, !22, !21}
!30 = distinct !{!30, !20, !21, !22}
!31 = distinct !{!31, !20, !21, !22}
!32 = distinct !{!32, !20, !22, !21}
!33 = distinct !{!33, !20, !21, !22}
!34 = distinct !{!34, !20, !22, !21}
!35 = distinct !{!35, !20}
!36 = distinct !{!36, !20}
!37 = distinct !{!37, !20, !22, !21}
!38 = !{!39}
!39 = distinct !{!39, !40}
!40 = distinct !{!40, !"LVerDomain"}
!41 = !{!42}
!42 = distinct !{!42, !40}
!43 = !{!44, !39}
!44 = distinct !{!44, !40}
!45 = distinct !{!45, !20, !21, !22}
!46 = distinct !{!46, !20, !21, !22}
!47 = distinct !{!47, !20, !21}
!48 = distinct !{!48, !20, !22, !21}
!49 = distinct !{null, ptr @obj_stage}
!50 = distinct !{!50, !20, !21, !22}
!51 = distinct !{!51, !20, !22, !21}
!52 = distinct !{!52, !20, !21, !22}
!53 = distinct !{!53, !20, !22, !21}
!54 = distinct !{!54, !20, !21, !22}
!55 = distinct !{!55, !20, !22, !21}
!56 = distinct !{!56, !20, !21, !22}
!57 = distinct !{!57, !20, !22, !21}
