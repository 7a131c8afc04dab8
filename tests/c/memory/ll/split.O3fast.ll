; ModuleID = 'split.c'
source_filename = "split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %1 = alloca [10 x double], align 16
  %2 = alloca [10 x double], align 16
  %3 = alloca [10 x double], align 16
  %4 = alloca [10 x double], align 16
  %5 = alloca [10 x double], align 16
  %6 = alloca [10 x double], align 16
  %7 = alloca [10 x double], align 16
  %8 = alloca [10 x double], align 16
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
  %20 = alloca [10 x double], align 16
  %21 = alloca [10 x double], align 16
  %22 = alloca [10 x double], align 16
  %23 = alloca [10 x double], align 16
  %24 = alloca [10 x double], align 16
  %25 = alloca [10 x double], align 16
  %26 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %16) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %17) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %18) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %19) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %20) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %21) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %22) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %23) #12
  %27 = load i64, ptr @rng_state, align 8, !tbaa !5
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <4 x i64> poison, i64 %29, i64 0
  %37 = insertelement <4 x i64> %36, i64 %31, i64 1
  %38 = insertelement <4 x i64> %37, i64 %33, i64 2
  %39 = insertelement <4 x i64> %38, i64 %35, i64 3
  %40 = lshr <4 x i64> %39, <i64 10, i64 10, i64 10, i64 10>
  %41 = and <4 x i64> %40, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %42 = uitofp nneg <4 x i64> %41 to <4 x double>
  %43 = fmul fast <4 x double> %42, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %44 = fadd fast <4 x double> %43, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %44, ptr %13, align 16, !tbaa !9
  %45 = mul i64 %35, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %13, i64 32
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = insertelement <4 x i64> poison, i64 %47, i64 0
  %55 = insertelement <4 x i64> %54, i64 %49, i64 1
  %56 = insertelement <4 x i64> %55, i64 %51, i64 2
  %57 = insertelement <4 x i64> %56, i64 %53, i64 3
  %58 = lshr <4 x i64> %57, <i64 10, i64 10, i64 10, i64 10>
  %59 = and <4 x i64> %58, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <4 x i64> %59 to <4 x double>
  %61 = fmul fast <4 x double> %60, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %62 = fadd fast <4 x double> %61, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %62, ptr %46, align 16, !tbaa !9
  %63 = mul i64 %53, 6364136223846793005
  %64 = getelementptr inbounds i8, ptr %13, i64 64
  %65 = add i64 %63, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = insertelement <2 x i64> poison, i64 %65, i64 0
  %69 = insertelement <2 x i64> %68, i64 %67, i64 1
  %70 = lshr <2 x i64> %69, <i64 10, i64 10>
  %71 = and <2 x i64> %70, <i64 18014398509481982, i64 18014398509481982>
  %72 = uitofp nneg <2 x i64> %71 to <2 x double>
  %73 = fmul fast <2 x double> %72, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %74 = fadd fast <2 x double> %73, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %74, ptr %64, align 16, !tbaa !9
  %75 = mul i64 %67, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <4 x i64> poison, i64 %76, i64 0
  %84 = insertelement <4 x i64> %83, i64 %78, i64 1
  %85 = insertelement <4 x i64> %84, i64 %80, i64 2
  %86 = insertelement <4 x i64> %85, i64 %82, i64 3
  %87 = lshr <4 x i64> %86, <i64 10, i64 10, i64 10, i64 10>
  %88 = and <4 x i64> %87, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <4 x i64> %88 to <4 x double>
  %90 = fmul fast <4 x double> %89, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %91 = fadd fast <4 x double> %90, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %91, ptr %18, align 16, !tbaa !9
  %92 = mul i64 %82, 6364136223846793005
  %93 = getelementptr inbounds i8, ptr %18, i64 32
  %94 = add i64 %92, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = mul i64 %98, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = insertelement <4 x i64> poison, i64 %94, i64 0
  %102 = insertelement <4 x i64> %101, i64 %96, i64 1
  %103 = insertelement <4 x i64> %102, i64 %98, i64 2
  %104 = insertelement <4 x i64> %103, i64 %100, i64 3
  %105 = lshr <4 x i64> %104, <i64 10, i64 10, i64 10, i64 10>
  %106 = and <4 x i64> %105, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %107 = uitofp nneg <4 x i64> %106 to <4 x double>
  %108 = fmul fast <4 x double> %107, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %109 = fadd fast <4 x double> %108, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %109, ptr %93, align 16, !tbaa !9
  %110 = mul i64 %100, 6364136223846793005
  %111 = getelementptr inbounds i8, ptr %18, i64 64
  %112 = add i64 %110, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <2 x i64> poison, i64 %112, i64 0
  %116 = insertelement <2 x i64> %115, i64 %114, i64 1
  %117 = lshr <2 x i64> %116, <i64 10, i64 10>
  %118 = and <2 x i64> %117, <i64 18014398509481982, i64 18014398509481982>
  %119 = uitofp nneg <2 x i64> %118 to <2 x double>
  %120 = fmul fast <2 x double> %119, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %121 = fadd fast <2 x double> %120, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %121, ptr %111, align 16, !tbaa !9
  %122 = mul i64 %114, 6364136223846793005
  %123 = add i64 %122, 1442695040888963407
  %124 = mul i64 %123, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = mul i64 %125, 6364136223846793005
  %127 = add i64 %126, 1442695040888963407
  %128 = mul i64 %127, 6364136223846793005
  %129 = add i64 %128, 1442695040888963407
  %130 = insertelement <4 x i64> poison, i64 %123, i64 0
  %131 = insertelement <4 x i64> %130, i64 %125, i64 1
  %132 = insertelement <4 x i64> %131, i64 %127, i64 2
  %133 = insertelement <4 x i64> %132, i64 %129, i64 3
  %134 = lshr <4 x i64> %133, <i64 10, i64 10, i64 10, i64 10>
  %135 = and <4 x i64> %134, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %136 = uitofp nneg <4 x i64> %135 to <4 x double>
  %137 = fmul fast <4 x double> %136, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %138 = fadd fast <4 x double> %137, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %138, ptr %19, align 16, !tbaa !9
  %139 = mul i64 %129, 6364136223846793005
  %140 = getelementptr inbounds i8, ptr %19, i64 32
  %141 = add i64 %139, 1442695040888963407
  %142 = mul i64 %141, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = mul i64 %143, 6364136223846793005
  %145 = add i64 %144, 1442695040888963407
  %146 = mul i64 %145, 6364136223846793005
  %147 = add i64 %146, 1442695040888963407
  %148 = insertelement <4 x i64> poison, i64 %141, i64 0
  %149 = insertelement <4 x i64> %148, i64 %143, i64 1
  %150 = insertelement <4 x i64> %149, i64 %145, i64 2
  %151 = insertelement <4 x i64> %150, i64 %147, i64 3
  %152 = lshr <4 x i64> %151, <i64 10, i64 10, i64 10, i64 10>
  %153 = and <4 x i64> %152, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %154 = uitofp nneg <4 x i64> %153 to <4 x double>
  %155 = fmul fast <4 x double> %154, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %156 = fadd fast <4 x double> %155, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %156, ptr %140, align 16, !tbaa !9
  %157 = mul i64 %147, 6364136223846793005
  %158 = getelementptr inbounds i8, ptr %19, i64 64
  %159 = add i64 %157, 1442695040888963407
  %160 = mul i64 %159, 6364136223846793005
  %161 = add i64 %160, 1442695040888963407
  %162 = insertelement <2 x i64> poison, i64 %159, i64 0
  %163 = insertelement <2 x i64> %162, i64 %161, i64 1
  %164 = lshr <2 x i64> %163, <i64 10, i64 10>
  %165 = and <2 x i64> %164, <i64 18014398509481982, i64 18014398509481982>
  %166 = uitofp nneg <2 x i64> %165 to <2 x double>
  %167 = fmul fast <2 x double> %166, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %168 = fadd fast <2 x double> %167, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %168, ptr %158, align 16, !tbaa !9
  store i64 %161, ptr @rng_state, align 8, !tbaa !5
  %169 = getelementptr inbounds i8, ptr %24, i64 32
  %170 = getelementptr inbounds i8, ptr %24, i64 64
  br label %177

171:                                              ; preds = %1142
  %172 = load i32, ptr @n_fail, align 4, !tbaa !11
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %172)
  %174 = load i32, ptr @n_fail, align 4, !tbaa !11
  %175 = icmp ne i32 %174, 0
  %176 = zext i1 %175 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %23) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %22) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %21) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %19) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %18) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #12
  ret i32 %176

177:                                              ; preds = %0, %1142
  %178 = phi i1 [ true, %0 ], [ false, %1142 ]
  %179 = phi i1 [ false, %0 ], [ true, %1142 ]
  %180 = phi i64 [ 0, %0 ], [ 1, %1142 ]
  %181 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, ptr noundef nonnull align 16 dereferenceable(80) %13, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, i8 0, i64 80, i1 false)
  %183 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %182) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %21, ptr noundef nonnull align 16 dereferenceable(80) %13, i64 80, i1 false)
  %184 = zext nneg i32 %182 to i64
  br i1 %179, label %231, label %185

185:                                              ; preds = %177
  %186 = and i64 %184, 2147483644
  br label %187

187:                                              ; preds = %187, %185
  %188 = phi i64 [ 0, %185 ], [ %227, %187 ]
  %189 = getelementptr inbounds double, ptr %21, i64 %188
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
  %210 = getelementptr inbounds double, ptr %21, i64 %206
  %211 = getelementptr inbounds double, ptr %21, i64 %207
  %212 = getelementptr inbounds double, ptr %21, i64 %208
  %213 = getelementptr inbounds double, ptr %21, i64 %209
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
  %226 = getelementptr inbounds double, ptr %20, i64 %188
  store <4 x double> %225, ptr %226, align 16, !tbaa !9
  %227 = add nuw i64 %188, 4
  %228 = icmp eq i64 %227, %186
  br i1 %228, label %229, label %187, !llvm.loop !13

229:                                              ; preds = %187
  %230 = icmp eq i64 %186, %184
  br i1 %230, label %251, label %231

231:                                              ; preds = %229, %177
  %232 = phi i64 [ 0, %177 ], [ %186, %229 ]
  br label %233

233:                                              ; preds = %231, %233
  %234 = phi i64 [ %240, %233 ], [ %232, %231 ]
  %235 = getelementptr inbounds double, ptr %21, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fmul fast double %236, %236
  %238 = call fast double @llvm.sin.f64(double %236)
  %239 = fmul fast double %237, %238
  %240 = add nuw nsw i64 %234, 1
  %241 = icmp eq i64 %240, %184
  %242 = and i64 %240, 4294967295
  %243 = select i1 %241, i64 0, i64 %242
  %244 = getelementptr inbounds double, ptr %21, i64 %243
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = fneg fast double %236
  %247 = call fast double @llvm.exp.f64(double %246)
  %248 = fmul fast double %245, %247
  %249 = fadd fast double %248, %239
  %250 = getelementptr inbounds double, ptr %20, i64 %234
  store double %249, ptr %250, align 8, !tbaa !9
  br i1 %241, label %251, label %233, !llvm.loop !17

251:                                              ; preds = %233, %229
  br label %252

252:                                              ; preds = %251, %252
  %253 = phi i64 [ %258, %252 ], [ 0, %251 ]
  %254 = getelementptr inbounds double, ptr %21, i64 %253
  %255 = load double, ptr %254, align 8, !tbaa !9
  %256 = fmul fast double %255, %255
  %257 = fmul fast double %256, 5.000000e-01
  store double %257, ptr %254, align 8, !tbaa !9
  %258 = add nuw nsw i64 %253, 1
  %259 = icmp eq i64 %258, %184
  br i1 %259, label %260, label %252, !llvm.loop !18

260:                                              ; preds = %252
  %261 = call i32 @llvm.smax.i32(i32 %182, i32 1)
  %262 = zext nneg i32 %261 to i64
  br label %266

263:                                              ; preds = %284
  %264 = call i32 @llvm.smax.i32(i32 %182, i32 1)
  %265 = zext nneg i32 %264 to i64
  br label %499

266:                                              ; preds = %260, %284
  %267 = phi i64 [ 0, %260 ], [ %285, %284 ]
  %268 = getelementptr inbounds [10 x double], ptr %16, i64 0, i64 %267
  %269 = load double, ptr %268, align 8, !tbaa !9
  %270 = getelementptr inbounds [10 x double], ptr %20, i64 0, i64 %267
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = call fast double @llvm.fabs.f64(double %271)
  %273 = call fast double @llvm.maxnum.f64(double %272, double 1.000000e+00)
  %274 = fsub fast double %269, %271
  %275 = call fast double @llvm.fabs.f64(double %274)
  %276 = fmul fast double %273, 0x3D719799812DEA11
  %277 = fcmp fast ole double %275, %276
  %278 = select i1 %277, ptr @.str.9, ptr @.str.10
  %279 = trunc nuw nsw i64 %267 to i32
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %279, double noundef nofpclass(nan inf) %269, double noundef nofpclass(nan inf) %271, ptr noundef nonnull %278)
  br i1 %277, label %284, label %281

281:                                              ; preds = %266
  %282 = load i32, ptr @n_fail, align 4, !tbaa !11
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr @n_fail, align 4, !tbaa !11
  br label %284

284:                                              ; preds = %266, %281
  %285 = add nuw nsw i64 %267, 1
  %286 = icmp eq i64 %285, %262
  br i1 %286, label %263, label %266, !llvm.loop !19

287:                                              ; preds = %517
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %288 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %182, ptr noundef %183) #12
  %289 = shl nuw nsw i64 %265, 3
  %290 = call noalias ptr @malloc(i64 noundef %289) #13
  %291 = sext i32 %182 to i64
  %292 = shl nsw i64 %291, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %290, ptr nonnull readonly align 16 %13, i64 %292, i1 false)
  %293 = and i64 %184, 2147483644
  %294 = icmp eq i64 %293, %184
  %295 = and i64 %184, 2147483644
  %296 = icmp eq i64 %295, %184
  br label %297

297:                                              ; preds = %287, %493
  %298 = phi i64 [ 0, %287 ], [ %494, %493 ]
  %299 = getelementptr inbounds double, ptr %15, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = getelementptr inbounds double, ptr %290, i64 %298
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = call fast double @llvm.fabs.f64(double %302)
  %304 = call fast double @llvm.maxnum.f64(double %303, double 1.000000e+00)
  %305 = fmul fast double %304, 0x3EB0C6F7A0B5ED8D
  %306 = fadd fast double %305, %302
  store double %306, ptr %301, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr readonly align 8 %290, i64 %292, i1 false)
  br i1 %179, label %346, label %307

307:                                              ; preds = %297, %307
  %308 = phi i64 [ %343, %307 ], [ 0, %297 ]
  %309 = getelementptr inbounds double, ptr %9, i64 %308
  %310 = load <4 x double>, ptr %309, align 16, !tbaa !9
  %311 = fmul fast <4 x double> %310, %310
  %312 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %310)
  %313 = fmul fast <4 x double> %311, %312
  %314 = or disjoint i64 %308, 1
  %315 = or disjoint i64 %308, 2
  %316 = or disjoint i64 %308, 3
  %317 = add nuw nsw i64 %308, 4
  %318 = icmp eq i64 %314, %184
  %319 = icmp eq i64 %315, %184
  %320 = icmp eq i64 %316, %184
  %321 = icmp eq i64 %317, %184
  %322 = select i1 %318, i64 0, i64 %314
  %323 = select i1 %319, i64 0, i64 %315
  %324 = select i1 %320, i64 0, i64 %316
  %325 = select i1 %321, i64 0, i64 %317
  %326 = getelementptr inbounds double, ptr %9, i64 %322
  %327 = getelementptr inbounds double, ptr %9, i64 %323
  %328 = getelementptr inbounds double, ptr %9, i64 %324
  %329 = getelementptr inbounds double, ptr %9, i64 %325
  %330 = load double, ptr %326, align 8, !tbaa !9
  %331 = load double, ptr %327, align 16, !tbaa !9
  %332 = load double, ptr %328, align 8, !tbaa !9
  %333 = load double, ptr %329, align 16, !tbaa !9
  %334 = insertelement <4 x double> poison, double %330, i64 0
  %335 = insertelement <4 x double> %334, double %331, i64 1
  %336 = insertelement <4 x double> %335, double %332, i64 2
  %337 = insertelement <4 x double> %336, double %333, i64 3
  %338 = fneg fast <4 x double> %310
  %339 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %338)
  %340 = fmul fast <4 x double> %337, %339
  %341 = fadd fast <4 x double> %340, %313
  %342 = getelementptr inbounds double, ptr %10, i64 %308
  store <4 x double> %341, ptr %342, align 16, !tbaa !9
  %343 = add nuw i64 %308, 4
  %344 = icmp eq i64 %343, %293
  br i1 %344, label %345, label %307, !llvm.loop !20

345:                                              ; preds = %307
  br i1 %294, label %365, label %346

346:                                              ; preds = %345, %297
  %347 = phi i64 [ 0, %297 ], [ %293, %345 ]
  br label %348

348:                                              ; preds = %346, %348
  %349 = phi i64 [ %355, %348 ], [ %347, %346 ]
  %350 = getelementptr inbounds double, ptr %9, i64 %349
  %351 = load double, ptr %350, align 8, !tbaa !9
  %352 = fmul fast double %351, %351
  %353 = call fast double @llvm.sin.f64(double %351)
  %354 = fmul fast double %352, %353
  %355 = add nuw nsw i64 %349, 1
  %356 = icmp eq i64 %355, %184
  %357 = select i1 %356, i64 0, i64 %355
  %358 = getelementptr inbounds double, ptr %9, i64 %357
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = fneg fast double %351
  %361 = call fast double @llvm.exp.f64(double %360)
  %362 = fmul fast double %359, %361
  %363 = fadd fast double %362, %354
  %364 = getelementptr inbounds double, ptr %10, i64 %349
  store double %363, ptr %364, align 8, !tbaa !9
  br i1 %356, label %365, label %348, !llvm.loop !21

365:                                              ; preds = %348, %345
  br label %366

366:                                              ; preds = %365, %366
  %367 = phi i64 [ %372, %366 ], [ 0, %365 ]
  %368 = getelementptr inbounds double, ptr %9, i64 %367
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = fmul fast double %369, %369
  %371 = fmul fast double %370, 5.000000e-01
  store double %371, ptr %368, align 8, !tbaa !9
  %372 = add nuw nsw i64 %367, 1
  %373 = icmp eq i64 %372, %184
  br i1 %373, label %374, label %366, !llvm.loop !22

374:                                              ; preds = %366, %374
  %375 = phi i64 [ %389, %374 ], [ 0, %366 ]
  %376 = phi double [ %388, %374 ], [ 0.000000e+00, %366 ]
  %377 = getelementptr inbounds double, ptr %18, i64 %375
  %378 = load double, ptr %377, align 8, !tbaa !9
  %379 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %375
  %380 = load double, ptr %379, align 8, !tbaa !9
  %381 = fmul fast double %380, %378
  %382 = getelementptr inbounds double, ptr %19, i64 %375
  %383 = load double, ptr %382, align 8, !tbaa !9
  %384 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 %375
  %385 = load double, ptr %384, align 8, !tbaa !9
  %386 = fmul fast double %385, %383
  %387 = fadd fast double %381, %376
  %388 = fadd fast double %387, %386
  %389 = add nuw nsw i64 %375, 1
  %390 = icmp eq i64 %389, %184
  br i1 %390, label %391, label %374, !llvm.loop !23

391:                                              ; preds = %374
  %392 = fsub fast double %302, %305
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #12
  store double %392, ptr %301, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %11, ptr readonly align 8 %290, i64 %292, i1 false)
  br i1 %179, label %432, label %393

393:                                              ; preds = %391, %393
  %394 = phi i64 [ %429, %393 ], [ 0, %391 ]
  %395 = getelementptr inbounds double, ptr %11, i64 %394
  %396 = load <4 x double>, ptr %395, align 16, !tbaa !9
  %397 = fmul fast <4 x double> %396, %396
  %398 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %396)
  %399 = fmul fast <4 x double> %397, %398
  %400 = or disjoint i64 %394, 1
  %401 = or disjoint i64 %394, 2
  %402 = or disjoint i64 %394, 3
  %403 = add nuw nsw i64 %394, 4
  %404 = icmp eq i64 %400, %184
  %405 = icmp eq i64 %401, %184
  %406 = icmp eq i64 %402, %184
  %407 = icmp eq i64 %403, %184
  %408 = select i1 %404, i64 0, i64 %400
  %409 = select i1 %405, i64 0, i64 %401
  %410 = select i1 %406, i64 0, i64 %402
  %411 = select i1 %407, i64 0, i64 %403
  %412 = getelementptr inbounds double, ptr %11, i64 %408
  %413 = getelementptr inbounds double, ptr %11, i64 %409
  %414 = getelementptr inbounds double, ptr %11, i64 %410
  %415 = getelementptr inbounds double, ptr %11, i64 %411
  %416 = load double, ptr %412, align 8, !tbaa !9
  %417 = load double, ptr %413, align 16, !tbaa !9
  %418 = load double, ptr %414, align 8, !tbaa !9
  %419 = load double, ptr %415, align 16, !tbaa !9
  %420 = insertelement <4 x double> poison, double %416, i64 0
  %421 = insertelement <4 x double> %420, double %417, i64 1
  %422 = insertelement <4 x double> %421, double %418, i64 2
  %423 = insertelement <4 x double> %422, double %419, i64 3
  %424 = fneg fast <4 x double> %396
  %425 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %424)
  %426 = fmul fast <4 x double> %423, %425
  %427 = fadd fast <4 x double> %426, %399
  %428 = getelementptr inbounds double, ptr %12, i64 %394
  store <4 x double> %427, ptr %428, align 16, !tbaa !9
  %429 = add nuw i64 %394, 4
  %430 = icmp eq i64 %429, %295
  br i1 %430, label %431, label %393, !llvm.loop !24

431:                                              ; preds = %393
  br i1 %296, label %451, label %432

432:                                              ; preds = %431, %391
  %433 = phi i64 [ 0, %391 ], [ %295, %431 ]
  br label %434

434:                                              ; preds = %432, %434
  %435 = phi i64 [ %441, %434 ], [ %433, %432 ]
  %436 = getelementptr inbounds double, ptr %11, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = fmul fast double %437, %437
  %439 = call fast double @llvm.sin.f64(double %437)
  %440 = fmul fast double %438, %439
  %441 = add nuw nsw i64 %435, 1
  %442 = icmp eq i64 %441, %184
  %443 = select i1 %442, i64 0, i64 %441
  %444 = getelementptr inbounds double, ptr %11, i64 %443
  %445 = load double, ptr %444, align 8, !tbaa !9
  %446 = fneg fast double %437
  %447 = call fast double @llvm.exp.f64(double %446)
  %448 = fmul fast double %445, %447
  %449 = fadd fast double %448, %440
  %450 = getelementptr inbounds double, ptr %12, i64 %435
  store double %449, ptr %450, align 8, !tbaa !9
  br i1 %442, label %451, label %434, !llvm.loop !25

451:                                              ; preds = %434, %431
  br label %452

452:                                              ; preds = %451, %452
  %453 = phi i64 [ %458, %452 ], [ 0, %451 ]
  %454 = getelementptr inbounds double, ptr %11, i64 %453
  %455 = load double, ptr %454, align 8, !tbaa !9
  %456 = fmul fast double %455, %455
  %457 = fmul fast double %456, 5.000000e-01
  store double %457, ptr %454, align 8, !tbaa !9
  %458 = add nuw nsw i64 %453, 1
  %459 = icmp eq i64 %458, %184
  br i1 %459, label %460, label %452, !llvm.loop !26

460:                                              ; preds = %452, %460
  %461 = phi i64 [ %475, %460 ], [ 0, %452 ]
  %462 = phi double [ %474, %460 ], [ 0.000000e+00, %452 ]
  %463 = getelementptr inbounds double, ptr %18, i64 %461
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 %461
  %466 = load double, ptr %465, align 8, !tbaa !9
  %467 = fmul fast double %466, %464
  %468 = getelementptr inbounds double, ptr %19, i64 %461
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 %461
  %471 = load double, ptr %470, align 8, !tbaa !9
  %472 = fmul fast double %471, %469
  %473 = fadd fast double %467, %462
  %474 = fadd fast double %473, %472
  %475 = add nuw nsw i64 %461, 1
  %476 = icmp eq i64 %475, %184
  br i1 %476, label %477, label %460, !llvm.loop !27

477:                                              ; preds = %460
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #12
  store double %302, ptr %301, align 8, !tbaa !9
  %478 = fsub fast double %388, %474
  %479 = fmul fast double %304, 2.000000e-06
  %480 = fdiv fast double %478, %479
  %481 = call fast double @llvm.fabs.f64(double %480)
  %482 = call fast double @llvm.maxnum.f64(double %481, double 1.000000e+00)
  %483 = fsub fast double %300, %480
  %484 = call fast double @llvm.fabs.f64(double %483)
  %485 = fmul fast double %482, 0x3EB0C6F7A0B5ED8D
  %486 = fcmp fast ole double %484, %485
  %487 = select i1 %486, ptr @.str.9, ptr @.str.10
  %488 = trunc nuw nsw i64 %298 to i32
  %489 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %488, double noundef nofpclass(nan inf) %300, double noundef nofpclass(nan inf) %480, ptr noundef nonnull %487)
  br i1 %486, label %493, label %490

490:                                              ; preds = %477
  %491 = load i32, ptr @n_fail, align 4, !tbaa !11
  %492 = add nsw i32 %491, 1
  store i32 %492, ptr @n_fail, align 4, !tbaa !11
  br label %493

493:                                              ; preds = %490, %477
  %494 = add nuw nsw i64 %298, 1
  %495 = icmp eq i64 %494, %184
  br i1 %495, label %496, label %297, !llvm.loop !28

496:                                              ; preds = %493
  call void @free(ptr noundef nonnull %290) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  %497 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef nofpclass(nan inf) 8.000000e-01, i32 noundef %182) #12
  %498 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef nofpclass(nan inf) 8.000000e-01, i32 noundef %182, double noundef nofpclass(nan inf) 2.000000e+00, ptr noundef %497) #12
  br label %520

499:                                              ; preds = %263, %517
  %500 = phi i64 [ 0, %263 ], [ %518, %517 ]
  %501 = getelementptr inbounds [10 x double], ptr %14, i64 0, i64 %500
  %502 = load double, ptr %501, align 8, !tbaa !9
  %503 = getelementptr inbounds [10 x double], ptr %21, i64 0, i64 %500
  %504 = load double, ptr %503, align 8, !tbaa !9
  %505 = call fast double @llvm.fabs.f64(double %504)
  %506 = call fast double @llvm.maxnum.f64(double %505, double 1.000000e+00)
  %507 = fsub fast double %502, %504
  %508 = call fast double @llvm.fabs.f64(double %507)
  %509 = fmul fast double %506, 0x3D719799812DEA11
  %510 = fcmp fast ole double %508, %509
  %511 = select i1 %510, ptr @.str.9, ptr @.str.10
  %512 = trunc nuw nsw i64 %500 to i32
  %513 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %512, double noundef nofpclass(nan inf) %502, double noundef nofpclass(nan inf) %504, ptr noundef nonnull %511)
  br i1 %510, label %517, label %514

514:                                              ; preds = %499
  %515 = load i32, ptr @n_fail, align 4, !tbaa !11
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr @n_fail, align 4, !tbaa !11
  br label %517

517:                                              ; preds = %499, %514
  %518 = add nuw nsw i64 %500, 1
  %519 = icmp eq i64 %518, %265
  br i1 %519, label %287, label %499, !llvm.loop !29

520:                                              ; preds = %520, %496
  %521 = phi i64 [ 0, %496 ], [ %529, %520 ]
  %522 = phi double [ 0.000000e+00, %496 ], [ %528, %520 ]
  %523 = getelementptr inbounds double, ptr %13, i64 %521
  %524 = load double, ptr %523, align 8, !tbaa !9
  %525 = fmul fast double %524, 0x3FE9999BB2788DB1
  %526 = call fast double @llvm.sin.f64(double %525)
  %527 = fmul fast double %526, %524
  %528 = fadd fast double %527, %522
  %529 = add nuw nsw i64 %521, 1
  %530 = icmp eq i64 %529, %184
  br i1 %530, label %531, label %520, !llvm.loop !30

531:                                              ; preds = %520, %531
  %532 = phi i64 [ %540, %531 ], [ 0, %520 ]
  %533 = phi double [ %539, %531 ], [ 0.000000e+00, %520 ]
  %534 = getelementptr inbounds double, ptr %13, i64 %532
  %535 = load double, ptr %534, align 8, !tbaa !9
  %536 = fmul fast double %535, 7.999990e-01
  %537 = call fast double @llvm.sin.f64(double %536)
  %538 = fmul fast double %537, %535
  %539 = fadd fast double %538, %533
  %540 = add nuw nsw i64 %532, 1
  %541 = icmp eq i64 %540, %184
  br i1 %541, label %542, label %531, !llvm.loop !31

542:                                              ; preds = %531
  %543 = fmul fast double %528, 0x3FE9999BB2788DB1
  %544 = fmul fast double %539, 7.999990e-01
  %545 = fsub fast double %543, %544
  %546 = fmul fast double %545, 1.000000e+06
  %547 = call fast double @llvm.fabs.f64(double %546)
  %548 = call fast double @llvm.maxnum.f64(double %547, double 1.000000e+00)
  %549 = fsub fast double %498, %546
  %550 = call fast double @llvm.fabs.f64(double %549)
  %551 = fmul fast double %548, 0x3EB0C6F7A0B5ED8D
  %552 = fcmp fast ole double %550, %551
  %553 = select i1 %552, ptr @.str.9, ptr @.str.10
  %554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %498, double noundef nofpclass(nan inf) %546, ptr noundef nonnull %553)
  br i1 %552, label %558, label %555

555:                                              ; preds = %542
  %556 = load i32, ptr @n_fail, align 4, !tbaa !11
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr @n_fail, align 4, !tbaa !11
  br label %558

558:                                              ; preds = %542, %555
  br label %731

559:                                              ; preds = %731
  %560 = call noalias ptr @malloc(i64 noundef %289) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %560, ptr nonnull readonly align 16 %13, i64 %292, i1 false)
  br label %561

561:                                              ; preds = %559, %612
  %562 = phi i64 [ 0, %559 ], [ %613, %612 ]
  %563 = getelementptr inbounds double, ptr %15, i64 %562
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = getelementptr inbounds double, ptr %560, i64 %562
  %566 = load double, ptr %565, align 8, !tbaa !9
  %567 = call fast double @llvm.fabs.f64(double %566)
  %568 = call fast double @llvm.maxnum.f64(double %567, double 1.000000e+00)
  %569 = fmul fast double %568, 0x3EB0C6F7A0B5ED8D
  %570 = fadd fast double %569, %566
  store double %570, ptr %565, align 8, !tbaa !9
  br label %571

571:                                              ; preds = %571, %561
  %572 = phi i64 [ 0, %561 ], [ %580, %571 ]
  %573 = phi double [ 0.000000e+00, %561 ], [ %579, %571 ]
  %574 = getelementptr inbounds double, ptr %560, i64 %572
  %575 = load double, ptr %574, align 8, !tbaa !9
  %576 = fmul fast double %575, 8.000000e-01
  %577 = call fast double @llvm.sin.f64(double %576)
  %578 = fmul fast double %577, %575
  %579 = fadd fast double %578, %573
  %580 = add nuw nsw i64 %572, 1
  %581 = icmp eq i64 %580, %184
  br i1 %581, label %582, label %571, !llvm.loop !32

582:                                              ; preds = %571
  %583 = fsub fast double %566, %569
  store double %583, ptr %565, align 8, !tbaa !9
  br label %584

584:                                              ; preds = %584, %582
  %585 = phi i64 [ 0, %582 ], [ %593, %584 ]
  %586 = phi double [ 0.000000e+00, %582 ], [ %592, %584 ]
  %587 = getelementptr inbounds double, ptr %560, i64 %585
  %588 = load double, ptr %587, align 8, !tbaa !9
  %589 = fmul fast double %588, 8.000000e-01
  %590 = call fast double @llvm.sin.f64(double %589)
  %591 = fmul fast double %590, %588
  %592 = fadd fast double %591, %586
  %593 = add nuw nsw i64 %585, 1
  %594 = icmp eq i64 %593, %184
  br i1 %594, label %595, label %584, !llvm.loop !33

595:                                              ; preds = %584
  store double %566, ptr %565, align 8, !tbaa !9
  %596 = fsub fast double %579, %592
  %597 = fmul fast double %596, 8.000000e-01
  %598 = fmul fast double %568, 2.000000e-06
  %599 = fdiv fast double %597, %598
  %600 = call fast double @llvm.fabs.f64(double %599)
  %601 = call fast double @llvm.maxnum.f64(double %600, double 1.000000e+00)
  %602 = fsub fast double %564, %599
  %603 = call fast double @llvm.fabs.f64(double %602)
  %604 = fmul fast double %601, 0x3EB0C6F7A0B5ED8D
  %605 = fcmp fast ole double %603, %604
  %606 = select i1 %605, ptr @.str.9, ptr @.str.10
  %607 = trunc nuw nsw i64 %562 to i32
  %608 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %607, double noundef nofpclass(nan inf) %564, double noundef nofpclass(nan inf) %599, ptr noundef nonnull %606)
  br i1 %605, label %612, label %609

609:                                              ; preds = %595
  %610 = load i32, ptr @n_fail, align 4, !tbaa !11
  %611 = add nsw i32 %610, 1
  store i32 %611, ptr @n_fail, align 4, !tbaa !11
  br label %612

612:                                              ; preds = %609, %595
  %613 = add nuw nsw i64 %562, 1
  %614 = icmp eq i64 %613, %184
  br i1 %614, label %615, label %561, !llvm.loop !28

615:                                              ; preds = %612
  call void @free(ptr noundef nonnull %560) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  %616 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef nofpclass(nan inf) -6.000000e-01, i32 noundef %182) #12
  %617 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef nofpclass(nan inf) -6.000000e-01, i32 noundef %182, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef %616) #12
  br label %618

618:                                              ; preds = %618, %615
  %619 = phi i64 [ 0, %615 ], [ %627, %618 ]
  %620 = phi double [ 0.000000e+00, %615 ], [ %626, %618 ]
  %621 = getelementptr inbounds double, ptr %13, i64 %619
  %622 = load double, ptr %621, align 8, !tbaa !9
  %623 = fmul fast double %622, -5.999990e-01
  %624 = call fast double @llvm.sin.f64(double %623)
  %625 = fmul fast double %624, %622
  %626 = fadd fast double %625, %620
  %627 = add nuw nsw i64 %619, 1
  %628 = icmp eq i64 %627, %184
  br i1 %628, label %629, label %618, !llvm.loop !34

629:                                              ; preds = %618, %629
  %630 = phi i64 [ %638, %629 ], [ 0, %618 ]
  %631 = phi double [ %637, %629 ], [ 0.000000e+00, %618 ]
  %632 = getelementptr inbounds double, ptr %13, i64 %630
  %633 = load double, ptr %632, align 8, !tbaa !9
  %634 = fmul fast double %633, -6.000010e-01
  %635 = call fast double @llvm.sin.f64(double %634)
  %636 = fmul fast double %635, %633
  %637 = fadd fast double %636, %631
  %638 = add nuw nsw i64 %630, 1
  %639 = icmp eq i64 %638, %184
  br i1 %639, label %640, label %629, !llvm.loop !35

640:                                              ; preds = %629
  %641 = fmul fast double %626, -5.999990e-01
  %642 = fmul fast double %637, -6.000010e-01
  %643 = fsub fast double %641, %642
  %644 = fmul fast double %643, 5.000000e+05
  %645 = call fast double @llvm.fabs.f64(double %644)
  %646 = call fast double @llvm.maxnum.f64(double %645, double 1.000000e+00)
  %647 = fsub fast double %617, %644
  %648 = call fast double @llvm.fabs.f64(double %647)
  %649 = fmul fast double %646, 0x3EB0C6F7A0B5ED8D
  %650 = fcmp fast ole double %648, %649
  %651 = select i1 %650, ptr @.str.9, ptr @.str.10
  %652 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %617, double noundef nofpclass(nan inf) %644, ptr noundef nonnull %651)
  br i1 %650, label %656, label %653

653:                                              ; preds = %640
  %654 = load i32, ptr @n_fail, align 4, !tbaa !11
  %655 = add nsw i32 %654, 1
  store i32 %655, ptr @n_fail, align 4, !tbaa !11
  br label %656

656:                                              ; preds = %653, %640
  %657 = call noalias ptr @malloc(i64 noundef %289) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %657, ptr nonnull readonly align 16 %13, i64 %292, i1 false)
  br label %658

658:                                              ; preds = %709, %656
  %659 = phi i64 [ 0, %656 ], [ %710, %709 ]
  %660 = getelementptr inbounds double, ptr %15, i64 %659
  %661 = load double, ptr %660, align 8, !tbaa !9
  %662 = getelementptr inbounds double, ptr %657, i64 %659
  %663 = load double, ptr %662, align 8, !tbaa !9
  %664 = call fast double @llvm.fabs.f64(double %663)
  %665 = call fast double @llvm.maxnum.f64(double %664, double 1.000000e+00)
  %666 = fmul fast double %665, 0x3EB0C6F7A0B5ED8D
  %667 = fadd fast double %666, %663
  store double %667, ptr %662, align 8, !tbaa !9
  br label %668

668:                                              ; preds = %668, %658
  %669 = phi i64 [ 0, %658 ], [ %677, %668 ]
  %670 = phi double [ 0.000000e+00, %658 ], [ %676, %668 ]
  %671 = getelementptr inbounds double, ptr %657, i64 %669
  %672 = load double, ptr %671, align 8, !tbaa !9
  %673 = fmul fast double %672, -6.000000e-01
  %674 = call fast double @llvm.sin.f64(double %673)
  %675 = fmul fast double %674, %672
  %676 = fadd fast double %675, %670
  %677 = add nuw nsw i64 %669, 1
  %678 = icmp eq i64 %677, %184
  br i1 %678, label %679, label %668, !llvm.loop !36

679:                                              ; preds = %668
  %680 = fsub fast double %663, %666
  store double %680, ptr %662, align 8, !tbaa !9
  br label %681

681:                                              ; preds = %681, %679
  %682 = phi i64 [ 0, %679 ], [ %690, %681 ]
  %683 = phi double [ 0.000000e+00, %679 ], [ %689, %681 ]
  %684 = getelementptr inbounds double, ptr %657, i64 %682
  %685 = load double, ptr %684, align 8, !tbaa !9
  %686 = fmul fast double %685, -6.000000e-01
  %687 = call fast double @llvm.sin.f64(double %686)
  %688 = fmul fast double %687, %685
  %689 = fadd fast double %688, %683
  %690 = add nuw nsw i64 %682, 1
  %691 = icmp eq i64 %690, %184
  br i1 %691, label %692, label %681, !llvm.loop !37

692:                                              ; preds = %681
  store double %663, ptr %662, align 8, !tbaa !9
  %693 = fsub fast double %676, %689
  %694 = fmul fast double %693, -6.000000e-01
  %695 = fmul fast double %665, 2.000000e-06
  %696 = fdiv fast double %694, %695
  %697 = call fast double @llvm.fabs.f64(double %696)
  %698 = call fast double @llvm.maxnum.f64(double %697, double 1.000000e+00)
  %699 = fsub fast double %661, %696
  %700 = call fast double @llvm.fabs.f64(double %699)
  %701 = fmul fast double %698, 0x3EB0C6F7A0B5ED8D
  %702 = fcmp fast ole double %700, %701
  %703 = select i1 %702, ptr @.str.9, ptr @.str.10
  %704 = trunc nuw nsw i64 %659 to i32
  %705 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %704, double noundef nofpclass(nan inf) %661, double noundef nofpclass(nan inf) %696, ptr noundef nonnull %703)
  br i1 %702, label %709, label %706

706:                                              ; preds = %692
  %707 = load i32, ptr @n_fail, align 4, !tbaa !11
  %708 = add nsw i32 %707, 1
  store i32 %708, ptr @n_fail, align 4, !tbaa !11
  br label %709

709:                                              ; preds = %706, %692
  %710 = add nuw nsw i64 %659, 1
  %711 = icmp eq i64 %710, %184
  br i1 %711, label %712, label %658, !llvm.loop !28

712:                                              ; preds = %709
  call void @free(ptr noundef nonnull %657) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %25) #12
  %713 = load <4 x double>, ptr %13, align 16, !tbaa !9
  %714 = fmul fast <4 x double> %713, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %715 = fsub fast <4 x double> <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>, %714
  store <4 x double> %715, ptr %24, align 16, !tbaa !9
  %716 = load <4 x double>, ptr %46, align 16, !tbaa !9
  %717 = fmul fast <4 x double> %716, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %718 = fsub fast <4 x double> <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>, %717
  store <4 x double> %718, ptr %169, align 16, !tbaa !9
  %719 = load <2 x double>, ptr %64, align 16, !tbaa !9
  %720 = fmul fast <2 x double> %719, <double 5.000000e-01, double 5.000000e-01>
  %721 = fsub fast <2 x double> <double 1.000000e-01, double 1.000000e-01>, %720
  store <2 x double> %721, ptr %170, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, ptr noundef nonnull align 16 dereferenceable(80) %13, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %25, i8 0, i64 80, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, i8 0, i64 80, i1 false)
  %722 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %182) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %26) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %26, ptr noundef nonnull align 16 dereferenceable(80) %24, i64 80, i1 false)
  %723 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, ptr noundef nonnull %26, ptr noundef nonnull %25, ptr noundef nonnull %22, ptr noundef nonnull %23, i32 noundef %182) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %23, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %25, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %724 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %26, ptr noundef nonnull %25, ptr noundef nonnull %22, ptr noundef nonnull %23, i32 noundef %182, ptr noundef %723) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %17, ptr noundef nonnull align 16 dereferenceable(80) %18, i64 80, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %15, ptr noundef nonnull align 16 dereferenceable(80) %19, i64 80, i1 false)
  %725 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %182, ptr noundef %722) #12
  %726 = call noalias ptr @malloc(i64 noundef %289) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %726, ptr nonnull readonly align 16 %13, i64 %292, i1 false)
  %727 = and i64 %184, 2147483644
  %728 = icmp eq i64 %727, %184
  %729 = and i64 %184, 2147483644
  %730 = icmp eq i64 %729, %184
  br label %738

731:                                              ; preds = %558, %731
  %732 = phi i64 [ %736, %731 ], [ 0, %558 ]
  %733 = getelementptr inbounds [10 x double], ptr %15, i64 0, i64 %732
  %734 = load double, ptr %733, align 8, !tbaa !9
  %735 = fmul fast double %734, 5.000000e-01
  store double %735, ptr %733, align 8, !tbaa !9
  %736 = add nuw nsw i64 %732, 1
  %737 = icmp eq i64 %736, %265
  br i1 %737, label %559, label %731, !llvm.loop !38

738:                                              ; preds = %712, %934
  %739 = phi i64 [ 0, %712 ], [ %935, %934 ]
  %740 = getelementptr inbounds double, ptr %15, i64 %739
  %741 = load double, ptr %740, align 8, !tbaa !9
  %742 = getelementptr inbounds double, ptr %726, i64 %739
  %743 = load double, ptr %742, align 8, !tbaa !9
  %744 = call fast double @llvm.fabs.f64(double %743)
  %745 = call fast double @llvm.maxnum.f64(double %744, double 1.000000e+00)
  %746 = fmul fast double %745, 0x3EB0C6F7A0B5ED8D
  %747 = fadd fast double %746, %743
  store double %747, ptr %742, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 8 %726, i64 %292, i1 false)
  br i1 %179, label %787, label %748

748:                                              ; preds = %738, %748
  %749 = phi i64 [ %784, %748 ], [ 0, %738 ]
  %750 = getelementptr inbounds double, ptr %5, i64 %749
  %751 = load <4 x double>, ptr %750, align 16, !tbaa !9
  %752 = fmul fast <4 x double> %751, %751
  %753 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %751)
  %754 = fmul fast <4 x double> %752, %753
  %755 = or disjoint i64 %749, 1
  %756 = or disjoint i64 %749, 2
  %757 = or disjoint i64 %749, 3
  %758 = add nuw nsw i64 %749, 4
  %759 = icmp eq i64 %755, %184
  %760 = icmp eq i64 %756, %184
  %761 = icmp eq i64 %757, %184
  %762 = icmp eq i64 %758, %184
  %763 = select i1 %759, i64 0, i64 %755
  %764 = select i1 %760, i64 0, i64 %756
  %765 = select i1 %761, i64 0, i64 %757
  %766 = select i1 %762, i64 0, i64 %758
  %767 = getelementptr inbounds double, ptr %5, i64 %763
  %768 = getelementptr inbounds double, ptr %5, i64 %764
  %769 = getelementptr inbounds double, ptr %5, i64 %765
  %770 = getelementptr inbounds double, ptr %5, i64 %766
  %771 = load double, ptr %767, align 8, !tbaa !9
  %772 = load double, ptr %768, align 16, !tbaa !9
  %773 = load double, ptr %769, align 8, !tbaa !9
  %774 = load double, ptr %770, align 16, !tbaa !9
  %775 = insertelement <4 x double> poison, double %771, i64 0
  %776 = insertelement <4 x double> %775, double %772, i64 1
  %777 = insertelement <4 x double> %776, double %773, i64 2
  %778 = insertelement <4 x double> %777, double %774, i64 3
  %779 = fneg fast <4 x double> %751
  %780 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %779)
  %781 = fmul fast <4 x double> %778, %780
  %782 = fadd fast <4 x double> %781, %754
  %783 = getelementptr inbounds double, ptr %6, i64 %749
  store <4 x double> %782, ptr %783, align 16, !tbaa !9
  %784 = add nuw i64 %749, 4
  %785 = icmp eq i64 %784, %727
  br i1 %785, label %786, label %748, !llvm.loop !39

786:                                              ; preds = %748
  br i1 %728, label %806, label %787

787:                                              ; preds = %786, %738
  %788 = phi i64 [ 0, %738 ], [ %727, %786 ]
  br label %789

789:                                              ; preds = %787, %789
  %790 = phi i64 [ %796, %789 ], [ %788, %787 ]
  %791 = getelementptr inbounds double, ptr %5, i64 %790
  %792 = load double, ptr %791, align 8, !tbaa !9
  %793 = fmul fast double %792, %792
  %794 = call fast double @llvm.sin.f64(double %792)
  %795 = fmul fast double %793, %794
  %796 = add nuw nsw i64 %790, 1
  %797 = icmp eq i64 %796, %184
  %798 = select i1 %797, i64 0, i64 %796
  %799 = getelementptr inbounds double, ptr %5, i64 %798
  %800 = load double, ptr %799, align 8, !tbaa !9
  %801 = fneg fast double %792
  %802 = call fast double @llvm.exp.f64(double %801)
  %803 = fmul fast double %800, %802
  %804 = fadd fast double %803, %795
  %805 = getelementptr inbounds double, ptr %6, i64 %790
  store double %804, ptr %805, align 8, !tbaa !9
  br i1 %797, label %806, label %789, !llvm.loop !40

806:                                              ; preds = %789, %786
  br label %807

807:                                              ; preds = %806, %807
  %808 = phi i64 [ %813, %807 ], [ 0, %806 ]
  %809 = getelementptr inbounds double, ptr %5, i64 %808
  %810 = load double, ptr %809, align 8, !tbaa !9
  %811 = fmul fast double %810, %810
  %812 = fmul fast double %811, 5.000000e-01
  store double %812, ptr %809, align 8, !tbaa !9
  %813 = add nuw nsw i64 %808, 1
  %814 = icmp eq i64 %813, %184
  br i1 %814, label %815, label %807, !llvm.loop !41

815:                                              ; preds = %807, %815
  %816 = phi i64 [ %830, %815 ], [ 0, %807 ]
  %817 = phi double [ %829, %815 ], [ 0.000000e+00, %807 ]
  %818 = getelementptr inbounds double, ptr %18, i64 %816
  %819 = load double, ptr %818, align 8, !tbaa !9
  %820 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %816
  %821 = load double, ptr %820, align 8, !tbaa !9
  %822 = fmul fast double %821, %819
  %823 = getelementptr inbounds double, ptr %19, i64 %816
  %824 = load double, ptr %823, align 8, !tbaa !9
  %825 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %816
  %826 = load double, ptr %825, align 8, !tbaa !9
  %827 = fmul fast double %826, %824
  %828 = fadd fast double %822, %817
  %829 = fadd fast double %828, %827
  %830 = add nuw nsw i64 %816, 1
  %831 = icmp eq i64 %830, %184
  br i1 %831, label %832, label %815, !llvm.loop !42

832:                                              ; preds = %815
  %833 = fsub fast double %743, %746
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #12
  store double %833, ptr %742, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 8 %726, i64 %292, i1 false)
  br i1 %179, label %873, label %834

834:                                              ; preds = %832, %834
  %835 = phi i64 [ %870, %834 ], [ 0, %832 ]
  %836 = getelementptr inbounds double, ptr %7, i64 %835
  %837 = load <4 x double>, ptr %836, align 16, !tbaa !9
  %838 = fmul fast <4 x double> %837, %837
  %839 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %837)
  %840 = fmul fast <4 x double> %838, %839
  %841 = or disjoint i64 %835, 1
  %842 = or disjoint i64 %835, 2
  %843 = or disjoint i64 %835, 3
  %844 = add nuw nsw i64 %835, 4
  %845 = icmp eq i64 %841, %184
  %846 = icmp eq i64 %842, %184
  %847 = icmp eq i64 %843, %184
  %848 = icmp eq i64 %844, %184
  %849 = select i1 %845, i64 0, i64 %841
  %850 = select i1 %846, i64 0, i64 %842
  %851 = select i1 %847, i64 0, i64 %843
  %852 = select i1 %848, i64 0, i64 %844
  %853 = getelementptr inbounds double, ptr %7, i64 %849
  %854 = getelementptr inbounds double, ptr %7, i64 %850
  %855 = getelementptr inbounds double, ptr %7, i64 %851
  %856 = getelementptr inbounds double, ptr %7, i64 %852
  %857 = load double, ptr %853, align 8, !tbaa !9
  %858 = load double, ptr %854, align 16, !tbaa !9
  %859 = load double, ptr %855, align 8, !tbaa !9
  %860 = load double, ptr %856, align 16, !tbaa !9
  %861 = insertelement <4 x double> poison, double %857, i64 0
  %862 = insertelement <4 x double> %861, double %858, i64 1
  %863 = insertelement <4 x double> %862, double %859, i64 2
  %864 = insertelement <4 x double> %863, double %860, i64 3
  %865 = fneg fast <4 x double> %837
  %866 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %865)
  %867 = fmul fast <4 x double> %864, %866
  %868 = fadd fast <4 x double> %867, %840
  %869 = getelementptr inbounds double, ptr %8, i64 %835
  store <4 x double> %868, ptr %869, align 16, !tbaa !9
  %870 = add nuw i64 %835, 4
  %871 = icmp eq i64 %870, %729
  br i1 %871, label %872, label %834, !llvm.loop !43

872:                                              ; preds = %834
  br i1 %730, label %892, label %873

873:                                              ; preds = %872, %832
  %874 = phi i64 [ 0, %832 ], [ %729, %872 ]
  br label %875

875:                                              ; preds = %873, %875
  %876 = phi i64 [ %882, %875 ], [ %874, %873 ]
  %877 = getelementptr inbounds double, ptr %7, i64 %876
  %878 = load double, ptr %877, align 8, !tbaa !9
  %879 = fmul fast double %878, %878
  %880 = call fast double @llvm.sin.f64(double %878)
  %881 = fmul fast double %879, %880
  %882 = add nuw nsw i64 %876, 1
  %883 = icmp eq i64 %882, %184
  %884 = select i1 %883, i64 0, i64 %882
  %885 = getelementptr inbounds double, ptr %7, i64 %884
  %886 = load double, ptr %885, align 8, !tbaa !9
  %887 = fneg fast double %878
  %888 = call fast double @llvm.exp.f64(double %887)
  %889 = fmul fast double %886, %888
  %890 = fadd fast double %889, %881
  %891 = getelementptr inbounds double, ptr %8, i64 %876
  store double %890, ptr %891, align 8, !tbaa !9
  br i1 %883, label %892, label %875, !llvm.loop !44

892:                                              ; preds = %875, %872
  br label %893

893:                                              ; preds = %892, %893
  %894 = phi i64 [ %899, %893 ], [ 0, %892 ]
  %895 = getelementptr inbounds double, ptr %7, i64 %894
  %896 = load double, ptr %895, align 8, !tbaa !9
  %897 = fmul fast double %896, %896
  %898 = fmul fast double %897, 5.000000e-01
  store double %898, ptr %895, align 8, !tbaa !9
  %899 = add nuw nsw i64 %894, 1
  %900 = icmp eq i64 %899, %184
  br i1 %900, label %901, label %893, !llvm.loop !45

901:                                              ; preds = %893, %901
  %902 = phi i64 [ %916, %901 ], [ 0, %893 ]
  %903 = phi double [ %915, %901 ], [ 0.000000e+00, %893 ]
  %904 = getelementptr inbounds double, ptr %18, i64 %902
  %905 = load double, ptr %904, align 8, !tbaa !9
  %906 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 %902
  %907 = load double, ptr %906, align 8, !tbaa !9
  %908 = fmul fast double %907, %905
  %909 = getelementptr inbounds double, ptr %19, i64 %902
  %910 = load double, ptr %909, align 8, !tbaa !9
  %911 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %902
  %912 = load double, ptr %911, align 8, !tbaa !9
  %913 = fmul fast double %912, %910
  %914 = fadd fast double %908, %903
  %915 = fadd fast double %914, %913
  %916 = add nuw nsw i64 %902, 1
  %917 = icmp eq i64 %916, %184
  br i1 %917, label %918, label %901, !llvm.loop !46

918:                                              ; preds = %901
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #12
  store double %743, ptr %742, align 8, !tbaa !9
  %919 = fsub fast double %829, %915
  %920 = fmul fast double %745, 2.000000e-06
  %921 = fdiv fast double %919, %920
  %922 = call fast double @llvm.fabs.f64(double %921)
  %923 = call fast double @llvm.maxnum.f64(double %922, double 1.000000e+00)
  %924 = fsub fast double %741, %921
  %925 = call fast double @llvm.fabs.f64(double %924)
  %926 = fmul fast double %923, 0x3EB0C6F7A0B5ED8D
  %927 = fcmp fast ole double %925, %926
  %928 = select i1 %927, ptr @.str.9, ptr @.str.10
  %929 = trunc nuw nsw i64 %739 to i32
  %930 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %929, double noundef nofpclass(nan inf) %741, double noundef nofpclass(nan inf) %921, ptr noundef nonnull %928)
  br i1 %927, label %934, label %931

931:                                              ; preds = %918
  %932 = load i32, ptr @n_fail, align 4, !tbaa !11
  %933 = add nsw i32 %932, 1
  store i32 %933, ptr @n_fail, align 4, !tbaa !11
  br label %934

934:                                              ; preds = %931, %918
  %935 = add nuw nsw i64 %739, 1
  %936 = icmp eq i64 %935, %184
  br i1 %936, label %937, label %738, !llvm.loop !28

937:                                              ; preds = %934
  call void @free(ptr noundef nonnull %726) #12
  %938 = call noalias ptr @malloc(i64 noundef %289) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %938, ptr nonnull readonly align 16 %24, i64 %292, i1 false)
  %939 = and i64 %184, 2147483644
  %940 = icmp eq i64 %939, %184
  %941 = and i64 %184, 2147483644
  %942 = icmp eq i64 %941, %184
  br label %943

943:                                              ; preds = %937, %1139
  %944 = phi i64 [ 0, %937 ], [ %1140, %1139 ]
  %945 = getelementptr inbounds double, ptr %25, i64 %944
  %946 = load double, ptr %945, align 8, !tbaa !9
  %947 = getelementptr inbounds double, ptr %938, i64 %944
  %948 = load double, ptr %947, align 8, !tbaa !9
  %949 = call fast double @llvm.fabs.f64(double %948)
  %950 = call fast double @llvm.maxnum.f64(double %949, double 1.000000e+00)
  %951 = fmul fast double %950, 0x3EB0C6F7A0B5ED8D
  %952 = fadd fast double %951, %948
  store double %952, ptr %947, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %938, i64 %292, i1 false)
  br i1 %179, label %992, label %953

953:                                              ; preds = %943, %953
  %954 = phi i64 [ %989, %953 ], [ 0, %943 ]
  %955 = getelementptr inbounds double, ptr %1, i64 %954
  %956 = load <4 x double>, ptr %955, align 16, !tbaa !9
  %957 = fmul fast <4 x double> %956, %956
  %958 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %956)
  %959 = fmul fast <4 x double> %957, %958
  %960 = or disjoint i64 %954, 1
  %961 = or disjoint i64 %954, 2
  %962 = or disjoint i64 %954, 3
  %963 = add nuw nsw i64 %954, 4
  %964 = icmp eq i64 %960, %184
  %965 = icmp eq i64 %961, %184
  %966 = icmp eq i64 %962, %184
  %967 = icmp eq i64 %963, %184
  %968 = select i1 %964, i64 0, i64 %960
  %969 = select i1 %965, i64 0, i64 %961
  %970 = select i1 %966, i64 0, i64 %962
  %971 = select i1 %967, i64 0, i64 %963
  %972 = getelementptr inbounds double, ptr %1, i64 %968
  %973 = getelementptr inbounds double, ptr %1, i64 %969
  %974 = getelementptr inbounds double, ptr %1, i64 %970
  %975 = getelementptr inbounds double, ptr %1, i64 %971
  %976 = load double, ptr %972, align 8, !tbaa !9
  %977 = load double, ptr %973, align 16, !tbaa !9
  %978 = load double, ptr %974, align 8, !tbaa !9
  %979 = load double, ptr %975, align 16, !tbaa !9
  %980 = insertelement <4 x double> poison, double %976, i64 0
  %981 = insertelement <4 x double> %980, double %977, i64 1
  %982 = insertelement <4 x double> %981, double %978, i64 2
  %983 = insertelement <4 x double> %982, double %979, i64 3
  %984 = fneg fast <4 x double> %956
  %985 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %984)
  %986 = fmul fast <4 x double> %983, %985
  %987 = fadd fast <4 x double> %986, %959
  %988 = getelementptr inbounds double, ptr %2, i64 %954
  store <4 x double> %987, ptr %988, align 16, !tbaa !9
  %989 = add nuw i64 %954, 4
  %990 = icmp eq i64 %989, %939
  br i1 %990, label %991, label %953, !llvm.loop !47

991:                                              ; preds = %953
  br i1 %940, label %1011, label %992

992:                                              ; preds = %991, %943
  %993 = phi i64 [ 0, %943 ], [ %939, %991 ]
  br label %994

994:                                              ; preds = %992, %994
  %995 = phi i64 [ %1001, %994 ], [ %993, %992 ]
  %996 = getelementptr inbounds double, ptr %1, i64 %995
  %997 = load double, ptr %996, align 8, !tbaa !9
  %998 = fmul fast double %997, %997
  %999 = call fast double @llvm.sin.f64(double %997)
  %1000 = fmul fast double %998, %999
  %1001 = add nuw nsw i64 %995, 1
  %1002 = icmp eq i64 %1001, %184
  %1003 = select i1 %1002, i64 0, i64 %1001
  %1004 = getelementptr inbounds double, ptr %1, i64 %1003
  %1005 = load double, ptr %1004, align 8, !tbaa !9
  %1006 = fneg fast double %997
  %1007 = call fast double @llvm.exp.f64(double %1006)
  %1008 = fmul fast double %1005, %1007
  %1009 = fadd fast double %1008, %1000
  %1010 = getelementptr inbounds double, ptr %2, i64 %995
  store double %1009, ptr %1010, align 8, !tbaa !9
  br i1 %1002, label %1011, label %994, !llvm.loop !48

1011:                                             ; preds = %994, %991
  br label %1012

1012:                                             ; preds = %1011, %1012
  %1013 = phi i64 [ %1018, %1012 ], [ 0, %1011 ]
  %1014 = getelementptr inbounds double, ptr %1, i64 %1013
  %1015 = load double, ptr %1014, align 8, !tbaa !9
  %1016 = fmul fast double %1015, %1015
  %1017 = fmul fast double %1016, 5.000000e-01
  store double %1017, ptr %1014, align 8, !tbaa !9
  %1018 = add nuw nsw i64 %1013, 1
  %1019 = icmp eq i64 %1018, %184
  br i1 %1019, label %1020, label %1012, !llvm.loop !49

1020:                                             ; preds = %1012, %1020
  %1021 = phi i64 [ %1035, %1020 ], [ 0, %1012 ]
  %1022 = phi double [ %1034, %1020 ], [ 0.000000e+00, %1012 ]
  %1023 = getelementptr inbounds double, ptr %18, i64 %1021
  %1024 = load double, ptr %1023, align 8, !tbaa !9
  %1025 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %1021
  %1026 = load double, ptr %1025, align 8, !tbaa !9
  %1027 = fmul fast double %1026, %1024
  %1028 = getelementptr inbounds double, ptr %19, i64 %1021
  %1029 = load double, ptr %1028, align 8, !tbaa !9
  %1030 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %1021
  %1031 = load double, ptr %1030, align 8, !tbaa !9
  %1032 = fmul fast double %1031, %1029
  %1033 = fadd fast double %1027, %1022
  %1034 = fadd fast double %1033, %1032
  %1035 = add nuw nsw i64 %1021, 1
  %1036 = icmp eq i64 %1035, %184
  br i1 %1036, label %1037, label %1020, !llvm.loop !50

1037:                                             ; preds = %1020
  %1038 = fsub fast double %948, %951
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #12
  store double %1038, ptr %947, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %938, i64 %292, i1 false)
  br i1 %179, label %1078, label %1039

1039:                                             ; preds = %1037, %1039
  %1040 = phi i64 [ %1075, %1039 ], [ 0, %1037 ]
  %1041 = getelementptr inbounds double, ptr %3, i64 %1040
  %1042 = load <4 x double>, ptr %1041, align 16, !tbaa !9
  %1043 = fmul fast <4 x double> %1042, %1042
  %1044 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %1042)
  %1045 = fmul fast <4 x double> %1043, %1044
  %1046 = or disjoint i64 %1040, 1
  %1047 = or disjoint i64 %1040, 2
  %1048 = or disjoint i64 %1040, 3
  %1049 = add nuw nsw i64 %1040, 4
  %1050 = icmp eq i64 %1046, %184
  %1051 = icmp eq i64 %1047, %184
  %1052 = icmp eq i64 %1048, %184
  %1053 = icmp eq i64 %1049, %184
  %1054 = select i1 %1050, i64 0, i64 %1046
  %1055 = select i1 %1051, i64 0, i64 %1047
  %1056 = select i1 %1052, i64 0, i64 %1048
  %1057 = select i1 %1053, i64 0, i64 %1049
  %1058 = getelementptr inbounds double, ptr %3, i64 %1054
  %1059 = getelementptr inbounds double, ptr %3, i64 %1055
  %1060 = getelementptr inbounds double, ptr %3, i64 %1056
  %1061 = getelementptr inbounds double, ptr %3, i64 %1057
  %1062 = load double, ptr %1058, align 8, !tbaa !9
  %1063 = load double, ptr %1059, align 16, !tbaa !9
  %1064 = load double, ptr %1060, align 8, !tbaa !9
  %1065 = load double, ptr %1061, align 16, !tbaa !9
  %1066 = insertelement <4 x double> poison, double %1062, i64 0
  %1067 = insertelement <4 x double> %1066, double %1063, i64 1
  %1068 = insertelement <4 x double> %1067, double %1064, i64 2
  %1069 = insertelement <4 x double> %1068, double %1065, i64 3
  %1070 = fneg fast <4 x double> %1042
  %1071 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1070)
  %1072 = fmul fast <4 x double> %1069, %1071
  %1073 = fadd fast <4 x double> %1072, %1045
  %1074 = getelementptr inbounds double, ptr %4, i64 %1040
  store <4 x double> %1073, ptr %1074, align 16, !tbaa !9
  %1075 = add nuw i64 %1040, 4
  %1076 = icmp eq i64 %1075, %941
  br i1 %1076, label %1077, label %1039, !llvm.loop !51

1077:                                             ; preds = %1039
  br i1 %942, label %1097, label %1078

1078:                                             ; preds = %1077, %1037
  %1079 = phi i64 [ 0, %1037 ], [ %941, %1077 ]
  br label %1080

1080:                                             ; preds = %1078, %1080
  %1081 = phi i64 [ %1087, %1080 ], [ %1079, %1078 ]
  %1082 = getelementptr inbounds double, ptr %3, i64 %1081
  %1083 = load double, ptr %1082, align 8, !tbaa !9
  %1084 = fmul fast double %1083, %1083
  %1085 = call fast double @llvm.sin.f64(double %1083)
  %1086 = fmul fast double %1084, %1085
  %1087 = add nuw nsw i64 %1081, 1
  %1088 = icmp eq i64 %1087, %184
  %1089 = select i1 %1088, i64 0, i64 %1087
  %1090 = getelementptr inbounds double, ptr %3, i64 %1089
  %1091 = load double, ptr %1090, align 8, !tbaa !9
  %1092 = fneg fast double %1083
  %1093 = call fast double @llvm.exp.f64(double %1092)
  %1094 = fmul fast double %1091, %1093
  %1095 = fadd fast double %1094, %1086
  %1096 = getelementptr inbounds double, ptr %4, i64 %1081
  store double %1095, ptr %1096, align 8, !tbaa !9
  br i1 %1088, label %1097, label %1080, !llvm.loop !52

1097:                                             ; preds = %1080, %1077
  br label %1098

1098:                                             ; preds = %1097, %1098
  %1099 = phi i64 [ %1104, %1098 ], [ 0, %1097 ]
  %1100 = getelementptr inbounds double, ptr %3, i64 %1099
  %1101 = load double, ptr %1100, align 8, !tbaa !9
  %1102 = fmul fast double %1101, %1101
  %1103 = fmul fast double %1102, 5.000000e-01
  store double %1103, ptr %1100, align 8, !tbaa !9
  %1104 = add nuw nsw i64 %1099, 1
  %1105 = icmp eq i64 %1104, %184
  br i1 %1105, label %1106, label %1098, !llvm.loop !53

1106:                                             ; preds = %1098, %1106
  %1107 = phi i64 [ %1121, %1106 ], [ 0, %1098 ]
  %1108 = phi double [ %1120, %1106 ], [ 0.000000e+00, %1098 ]
  %1109 = getelementptr inbounds double, ptr %18, i64 %1107
  %1110 = load double, ptr %1109, align 8, !tbaa !9
  %1111 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %1107
  %1112 = load double, ptr %1111, align 8, !tbaa !9
  %1113 = fmul fast double %1112, %1110
  %1114 = getelementptr inbounds double, ptr %19, i64 %1107
  %1115 = load double, ptr %1114, align 8, !tbaa !9
  %1116 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %1107
  %1117 = load double, ptr %1116, align 8, !tbaa !9
  %1118 = fmul fast double %1117, %1115
  %1119 = fadd fast double %1113, %1108
  %1120 = fadd fast double %1119, %1118
  %1121 = add nuw nsw i64 %1107, 1
  %1122 = icmp eq i64 %1121, %184
  br i1 %1122, label %1123, label %1106, !llvm.loop !54

1123:                                             ; preds = %1106
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #12
  store double %948, ptr %947, align 8, !tbaa !9
  %1124 = fsub fast double %1034, %1120
  %1125 = fmul fast double %950, 2.000000e-06
  %1126 = fdiv fast double %1124, %1125
  %1127 = call fast double @llvm.fabs.f64(double %1126)
  %1128 = call fast double @llvm.maxnum.f64(double %1127, double 1.000000e+00)
  %1129 = fsub fast double %946, %1126
  %1130 = call fast double @llvm.fabs.f64(double %1129)
  %1131 = fmul fast double %1128, 0x3EB0C6F7A0B5ED8D
  %1132 = fcmp fast ole double %1130, %1131
  %1133 = select i1 %1132, ptr @.str.9, ptr @.str.10
  %1134 = trunc nuw nsw i64 %944 to i32
  %1135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %1134, double noundef nofpclass(nan inf) %946, double noundef nofpclass(nan inf) %1126, ptr noundef nonnull %1133)
  br i1 %1132, label %1139, label %1136

1136:                                             ; preds = %1123
  %1137 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1138 = add nsw i32 %1137, 1
  store i32 %1138, ptr @n_fail, align 4, !tbaa !11
  br label %1139

1139:                                             ; preds = %1136, %1123
  %1140 = add nuw nsw i64 %944, 1
  %1141 = icmp eq i64 %1140, %184
  br i1 %1141, label %1142, label %943, !llvm.loop !28

1142:                                             ; preds = %1139
  call void @free(ptr noundef nonnull %938) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %25) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %24)
  br i1 %178, label %177, label %171, !llvm.loop !55
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
  %50 = load <4 x double>, ptr %49, align 8, !tbaa !9, !alias.scope !56
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
  %74 = load double, ptr %70, align 8, !tbaa !9, !alias.scope !56
  %75 = load double, ptr %71, align 8, !tbaa !9, !alias.scope !56
  %76 = load double, ptr %72, align 8, !tbaa !9, !alias.scope !56
  %77 = load double, ptr %73, align 8, !tbaa !9, !alias.scope !56
  %78 = insertelement <4 x double> poison, double %74, i64 0
  %79 = insertelement <4 x double> %78, double %75, i64 1
  %80 = insertelement <4 x double> %79, double %76, i64 2
  %81 = insertelement <4 x double> %80, double %77, i64 3
  %82 = fneg fast <4 x double> %50
  %83 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %82)
  %84 = fmul fast <4 x double> %81, %83
  %85 = fadd fast <4 x double> %84, %53
  %86 = getelementptr inbounds double, ptr %1, i64 %48
  store <4 x double> %85, ptr %86, align 8, !tbaa !9, !alias.scope !59, !noalias !61
  %87 = add nuw i64 %48, 4
  %88 = icmp eq i64 %87, %46
  br i1 %88, label %89, label %47, !llvm.loop !63

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
  br i1 %118, label %119, label %99, !llvm.loop !64

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
  br i1 %155, label %91, label %121, !llvm.loop !65

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
  br i1 %164, label %156, label %157, !llvm.loop !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @g(ptr nocapture noundef readonly %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #6 {
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
  br i1 %46, label %47, label %15, !llvm.loop !67

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
  br i1 %66, label %53, label %56, !llvm.loop !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14, !16, !15}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14, !15, !16}
!21 = distinct !{!21, !14, !16, !15}
!22 = distinct !{!22, !14, !16, !15}
!23 = distinct !{!23, !14, !16, !15}
!24 = distinct !{!24, !14, !15, !16}
!25 = distinct !{!25, !14, !16, !15}
!26 = distinct !{!26, !14, !16, !15}
!27 = distinct !{!27, !14, !16, !15}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14, !16, !15}
!31 = distinct !{!31, !14, !16, !15}
!32 = distinct !{!32, !14, !16, !15}
!33 = distinct !{!33, !14, !16, !15}
!34 = distinct !{!34, !14, !16, !15}
!35 = distinct !{!35, !14, !16, !15}
!36 = distinct !{!36, !14, !16, !15}
!37 = distinct !{!37, !14, !16, !15}
!38 = distinct !{!38, !14, !16, !15}
!39 = distinct !{!39, !14, !15, !16}
!40 = distinct !{!40, !14, !16, !15}
!41 = distinct !{!41, !14, !16, !15}
!42 = distinct !{!42, !14, !16, !15}
!43 = distinct !{!43, !14, !15, !16}
!44 = distinct !{!44, !14, !16, !15}
!45 = distinct !{!45, !14, !16, !15}
!46 = distinct !{!46, !14, !16, !15}
!47 = distinct !{!47, !14, !15, !16}
!48 = distinct !{!48, !14, !16, !15}
!49 = distinct !{!49, !14, !16, !15}
!50 = distinct !{!50, !14, !16, !15}
!51 = distinct !{!51, !14, !15, !16}
!52 = distinct !{!52, !14, !16, !15}
!53 = distinct !{!53, !14, !16, !15}
!54 = distinct !{!54, !14, !16, !15}
!55 = distinct !{!55, !14}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !{!60}
!60 = distinct !{!60, !58}
!61 = !{!62, !57}
!62 = distinct !{!62, !58}
!63 = distinct !{!63, !14, !15, !16}
!64 = distinct !{!64, !14, !15, !16}
!65 = distinct !{!65, !14, !15}
!66 = distinct !{!66, !14, !16, !15}
!67 = distinct !{!67, !14, !15, !16}
!68 = distinct !{!68, !14, !16, !15}
