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
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca [24 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [24 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca [12 x double], align 16
  %10 = alloca [12 x double], align 16
  %11 = alloca [12 x double], align 16
  %12 = alloca [12 x double], align 16
  %13 = alloca [12 x double], align 16
  %14 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %12) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #12
  %15 = load i64, ptr @rng_state, align 8, !tbaa !5
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <2 x i64> poison, i64 %17, i64 0
  %21 = insertelement <2 x i64> %20, i64 %19, i64 1
  %22 = lshr <2 x i64> %21, <i64 10, i64 10>
  %23 = and <2 x i64> %22, <i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <2 x i64> %23 to <2 x double>
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %25, ptr %9, align 16, !tbaa !9
  %26 = mul i64 %19, 6364136223846793005
  %27 = getelementptr inbounds i8, ptr %9, i64 16
  %28 = add i64 %26, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = insertelement <2 x i64> poison, i64 %28, i64 0
  %32 = insertelement <2 x i64> %31, i64 %30, i64 1
  %33 = lshr <2 x i64> %32, <i64 10, i64 10>
  %34 = and <2 x i64> %33, <i64 18014398509481982, i64 18014398509481982>
  %35 = uitofp nneg <2 x i64> %34 to <2 x double>
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %36, ptr %27, align 16, !tbaa !9
  %37 = mul i64 %30, 6364136223846793005
  %38 = getelementptr inbounds i8, ptr %9, i64 32
  %39 = add i64 %37, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = insertelement <2 x i64> poison, i64 %39, i64 0
  %43 = insertelement <2 x i64> %42, i64 %41, i64 1
  %44 = lshr <2 x i64> %43, <i64 10, i64 10>
  %45 = and <2 x i64> %44, <i64 18014398509481982, i64 18014398509481982>
  %46 = uitofp nneg <2 x i64> %45 to <2 x double>
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %47, ptr %38, align 16, !tbaa !9
  %48 = mul i64 %41, 6364136223846793005
  %49 = getelementptr inbounds i8, ptr %9, i64 48
  %50 = add i64 %48, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = insertelement <2 x i64> poison, i64 %50, i64 0
  %54 = insertelement <2 x i64> %53, i64 %52, i64 1
  %55 = lshr <2 x i64> %54, <i64 10, i64 10>
  %56 = and <2 x i64> %55, <i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <2 x i64> %56 to <2 x double>
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %58, ptr %49, align 16, !tbaa !9
  %59 = mul i64 %52, 6364136223846793005
  %60 = getelementptr inbounds i8, ptr %9, i64 64
  %61 = add i64 %59, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = insertelement <2 x i64> poison, i64 %61, i64 0
  %65 = insertelement <2 x i64> %64, i64 %63, i64 1
  %66 = lshr <2 x i64> %65, <i64 10, i64 10>
  %67 = and <2 x i64> %66, <i64 18014398509481982, i64 18014398509481982>
  %68 = uitofp nneg <2 x i64> %67 to <2 x double>
  %69 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %69, ptr %60, align 16, !tbaa !9
  %70 = mul i64 %63, 6364136223846793005
  %71 = getelementptr inbounds i8, ptr %9, i64 80
  %72 = add i64 %70, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = insertelement <2 x i64> poison, i64 %72, i64 0
  %76 = insertelement <2 x i64> %75, i64 %74, i64 1
  %77 = lshr <2 x i64> %76, <i64 10, i64 10>
  %78 = and <2 x i64> %77, <i64 18014398509481982, i64 18014398509481982>
  %79 = uitofp nneg <2 x i64> %78 to <2 x double>
  %80 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %80, ptr %71, align 16, !tbaa !9
  %81 = mul i64 %74, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = insertelement <2 x i64> poison, i64 %82, i64 0
  %86 = insertelement <2 x i64> %85, i64 %84, i64 1
  %87 = lshr <2 x i64> %86, <i64 10, i64 10>
  %88 = and <2 x i64> %87, <i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <2 x i64> %88 to <2 x double>
  %90 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %90, ptr %13, align 16, !tbaa !9
  %91 = mul i64 %84, 6364136223846793005
  %92 = getelementptr inbounds i8, ptr %13, i64 16
  %93 = add i64 %91, 1442695040888963407
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = insertelement <2 x i64> poison, i64 %93, i64 0
  %97 = insertelement <2 x i64> %96, i64 %95, i64 1
  %98 = lshr <2 x i64> %97, <i64 10, i64 10>
  %99 = and <2 x i64> %98, <i64 18014398509481982, i64 18014398509481982>
  %100 = uitofp nneg <2 x i64> %99 to <2 x double>
  %101 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %101, ptr %92, align 16, !tbaa !9
  %102 = mul i64 %95, 6364136223846793005
  %103 = getelementptr inbounds i8, ptr %13, i64 32
  %104 = add i64 %102, 1442695040888963407
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = insertelement <2 x i64> poison, i64 %104, i64 0
  %108 = insertelement <2 x i64> %107, i64 %106, i64 1
  %109 = lshr <2 x i64> %108, <i64 10, i64 10>
  %110 = and <2 x i64> %109, <i64 18014398509481982, i64 18014398509481982>
  %111 = uitofp nneg <2 x i64> %110 to <2 x double>
  %112 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %112, ptr %103, align 16, !tbaa !9
  %113 = mul i64 %106, 6364136223846793005
  %114 = getelementptr inbounds i8, ptr %13, i64 48
  %115 = add i64 %113, 1442695040888963407
  %116 = mul i64 %115, 6364136223846793005
  %117 = add i64 %116, 1442695040888963407
  %118 = insertelement <2 x i64> poison, i64 %115, i64 0
  %119 = insertelement <2 x i64> %118, i64 %117, i64 1
  %120 = lshr <2 x i64> %119, <i64 10, i64 10>
  %121 = and <2 x i64> %120, <i64 18014398509481982, i64 18014398509481982>
  %122 = uitofp nneg <2 x i64> %121 to <2 x double>
  %123 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %123, ptr %114, align 16, !tbaa !9
  %124 = mul i64 %117, 6364136223846793005
  %125 = getelementptr inbounds i8, ptr %13, i64 64
  %126 = add i64 %124, 1442695040888963407
  %127 = mul i64 %126, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = insertelement <2 x i64> poison, i64 %126, i64 0
  %130 = insertelement <2 x i64> %129, i64 %128, i64 1
  %131 = lshr <2 x i64> %130, <i64 10, i64 10>
  %132 = and <2 x i64> %131, <i64 18014398509481982, i64 18014398509481982>
  %133 = uitofp nneg <2 x i64> %132 to <2 x double>
  %134 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %134, ptr %125, align 16, !tbaa !9
  %135 = mul i64 %128, 6364136223846793005
  %136 = getelementptr inbounds i8, ptr %13, i64 80
  %137 = add i64 %135, 1442695040888963407
  %138 = mul i64 %137, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = insertelement <2 x i64> poison, i64 %137, i64 0
  %141 = insertelement <2 x i64> %140, i64 %139, i64 1
  %142 = lshr <2 x i64> %141, <i64 10, i64 10>
  %143 = and <2 x i64> %142, <i64 18014398509481982, i64 18014398509481982>
  %144 = uitofp nneg <2 x i64> %143 to <2 x double>
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %145, ptr %136, align 16, !tbaa !9
  store i64 %139, ptr @rng_state, align 8, !tbaa !5
  %146 = getelementptr i8, ptr %3, i64 -8
  %147 = getelementptr i8, ptr %4, i64 -8
  %148 = getelementptr i8, ptr %14, i64 -8
  %149 = getelementptr i8, ptr %1, i64 -8
  %150 = getelementptr i8, ptr %2, i64 -8
  %151 = getelementptr inbounds i8, ptr %6, i64 8
  %152 = getelementptr inbounds i8, ptr %6, i64 16
  %153 = getelementptr inbounds i8, ptr %6, i64 24
  %154 = getelementptr inbounds i8, ptr %6, i64 32
  %155 = getelementptr inbounds i8, ptr %6, i64 40
  %156 = getelementptr inbounds i8, ptr %6, i64 48
  %157 = getelementptr inbounds i8, ptr %6, i64 56
  %158 = getelementptr inbounds i8, ptr %8, i64 8
  %159 = getelementptr inbounds i8, ptr %8, i64 16
  %160 = getelementptr inbounds i8, ptr %8, i64 24
  %161 = getelementptr inbounds i8, ptr %8, i64 32
  %162 = getelementptr inbounds i8, ptr %8, i64 40
  %163 = getelementptr inbounds i8, ptr %8, i64 48
  %164 = getelementptr inbounds i8, ptr %8, i64 56
  %165 = getelementptr inbounds i8, ptr %11, i64 16
  %166 = getelementptr inbounds i8, ptr %11, i64 32
  %167 = getelementptr inbounds i8, ptr %11, i64 48
  %168 = getelementptr inbounds i8, ptr %11, i64 64
  %169 = getelementptr inbounds i8, ptr %11, i64 80
  br label %176

170:                                              ; preds = %927
  %171 = load i32, ptr @n_fail, align 4, !tbaa !11
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %171)
  %173 = load i32, ptr @n_fail, align 4, !tbaa !11
  %174 = icmp ne i32 %173, 0
  %175 = zext i1 %174 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #12
  ret i32 %175

176:                                              ; preds = %0, %927
  %177 = phi i64 [ 0, %0 ], [ %928, %927 ]
  %178 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  %180 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mcopy, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %179) #12
  %181 = call i32 @llvm.smax.i32(i32 %179, i32 1)
  %182 = zext nneg i32 %181 to i64
  %183 = shl nuw nsw i64 %182, 3
  %184 = call noalias ptr @malloc(i64 noundef %183) #13
  %185 = sext i32 %179 to i64
  %186 = shl nsw i64 %185, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %184, ptr nonnull readonly align 16 %9, i64 %186, i1 false)
  %187 = zext i32 %179 to i64
  %188 = getelementptr inbounds double, ptr %5, i64 %185
  %189 = shl nuw i32 %179, 1
  %190 = call i32 @llvm.smax.i32(i32 %189, i32 1)
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds double, ptr %7, i64 %185
  %193 = icmp eq i64 %177, 2
  %194 = and i64 %187, 2147483644
  %195 = icmp eq i64 %194, %187
  %196 = icmp eq i64 %177, 2
  %197 = and i64 %187, 2147483644
  %198 = icmp eq i64 %197, %187
  br label %199

199:                                              ; preds = %176, %354
  %200 = phi i64 [ 0, %176 ], [ %355, %354 ]
  %201 = getelementptr inbounds double, ptr %10, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = getelementptr inbounds double, ptr %184, i64 %200
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = call double @llvm.fabs.f64(double %204)
  %206 = fcmp ogt double %205, 1.000000e+00
  %207 = select i1 %206, double %205, double 1.000000e+00
  %208 = fmul double %207, 0x3EB0C6F7A0B5ED8D
  %209 = fadd double %204, %208
  store double %209, ptr %203, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 8 %184, i64 %186, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %188, ptr readonly align 8 %184, i64 %186, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  br i1 %193, label %221, label %210

210:                                              ; preds = %199, %210
  %211 = phi i64 [ %218, %210 ], [ 0, %199 ]
  %212 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %211
  %213 = getelementptr inbounds i8, ptr %212, i64 16
  %214 = load <2 x double>, ptr %212, align 16, !tbaa !9
  %215 = load <2 x double>, ptr %213, align 16, !tbaa !9
  %216 = fmul <2 x double> %214, %214
  %217 = fmul <2 x double> %215, %215
  store <2 x double> %216, ptr %212, align 16, !tbaa !9
  store <2 x double> %217, ptr %213, align 16, !tbaa !9
  %218 = add nuw i64 %211, 4
  %219 = icmp eq i64 %218, %194
  br i1 %219, label %220, label %210, !llvm.loop !13

220:                                              ; preds = %210
  br i1 %195, label %230, label %221

221:                                              ; preds = %220, %199
  %222 = phi i64 [ 0, %199 ], [ %194, %220 ]
  br label %223

223:                                              ; preds = %221, %223
  %224 = phi i64 [ %228, %223 ], [ %222, %221 ]
  %225 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !9
  %227 = fmul double %226, %226
  store double %227, ptr %225, align 8, !tbaa !9
  %228 = add nuw nsw i64 %224, 1
  %229 = icmp eq i64 %228, %187
  br i1 %229, label %230, label %223, !llvm.loop !17

230:                                              ; preds = %223, %220
  br label %231

231:                                              ; preds = %230, %231
  %232 = phi i64 [ %235, %231 ], [ 0, %230 ]
  %233 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = add nuw nsw i64 %232, 1
  %236 = trunc nuw nsw i64 %235 to i32
  %237 = urem i32 %236, %189
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = call double @sin(double noundef %240) #12
  %242 = and i64 %232, 7
  %243 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !9
  %245 = call double @llvm.fmuladd.f64(double %234, double %241, double %244)
  store double %245, ptr %243, align 8, !tbaa !9
  %246 = icmp eq i64 %235, %191
  br i1 %246, label %247, label %231, !llvm.loop !18

247:                                              ; preds = %231
  %248 = fsub double %204, %208
  %249 = load double, ptr %6, align 16, !tbaa !9
  %250 = load double, ptr %151, align 8, !tbaa !9
  %251 = load double, ptr %152, align 16, !tbaa !9
  %252 = load double, ptr %153, align 8, !tbaa !9
  %253 = load double, ptr %154, align 16, !tbaa !9
  %254 = load double, ptr %155, align 8, !tbaa !9
  %255 = load double, ptr %156, align 16, !tbaa !9
  %256 = load double, ptr %157, align 8, !tbaa !9
  %257 = fmul double %250, %250
  %258 = fmul double %251, %251
  %259 = fmul double %252, %252
  %260 = fmul double %253, %253
  %261 = fmul double %254, %254
  %262 = fmul double %255, %255
  %263 = fmul double %256, %256
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #12
  store double %248, ptr %203, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 8 %184, i64 %186, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %192, ptr readonly align 8 %184, i64 %186, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  br i1 %196, label %275, label %264

264:                                              ; preds = %247, %264
  %265 = phi i64 [ %272, %264 ], [ 0, %247 ]
  %266 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %265
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load <2 x double>, ptr %266, align 16, !tbaa !9
  %269 = load <2 x double>, ptr %267, align 16, !tbaa !9
  %270 = fmul <2 x double> %268, %268
  %271 = fmul <2 x double> %269, %269
  store <2 x double> %270, ptr %266, align 16, !tbaa !9
  store <2 x double> %271, ptr %267, align 16, !tbaa !9
  %272 = add nuw i64 %265, 4
  %273 = icmp eq i64 %272, %197
  br i1 %273, label %274, label %264, !llvm.loop !19

274:                                              ; preds = %264
  br i1 %198, label %284, label %275

275:                                              ; preds = %274, %247
  %276 = phi i64 [ 0, %247 ], [ %197, %274 ]
  br label %277

277:                                              ; preds = %275, %277
  %278 = phi i64 [ %282, %277 ], [ %276, %275 ]
  %279 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !9
  %281 = fmul double %280, %280
  store double %281, ptr %279, align 8, !tbaa !9
  %282 = add nuw nsw i64 %278, 1
  %283 = icmp eq i64 %282, %187
  br i1 %283, label %284, label %277, !llvm.loop !20

284:                                              ; preds = %277, %274
  %285 = fmul double %249, %249
  %286 = call double @llvm.fmuladd.f64(double %257, double 2.000000e+00, double %285)
  %287 = call double @llvm.fmuladd.f64(double %258, double 3.000000e+00, double %286)
  %288 = call double @llvm.fmuladd.f64(double %259, double 4.000000e+00, double %287)
  %289 = call double @llvm.fmuladd.f64(double %260, double 5.000000e+00, double %288)
  %290 = call double @llvm.fmuladd.f64(double %261, double 6.000000e+00, double %289)
  %291 = call double @llvm.fmuladd.f64(double %262, double 7.000000e+00, double %290)
  br label %292

292:                                              ; preds = %284, %292
  %293 = phi i64 [ %296, %292 ], [ 0, %284 ]
  %294 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = add nuw nsw i64 %293, 1
  %297 = trunc nuw nsw i64 %296 to i32
  %298 = urem i32 %297, %189
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %299
  %301 = load double, ptr %300, align 8, !tbaa !9
  %302 = call double @sin(double noundef %301) #12
  %303 = and i64 %293, 7
  %304 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %303
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = call double @llvm.fmuladd.f64(double %295, double %302, double %305)
  store double %306, ptr %304, align 8, !tbaa !9
  %307 = icmp eq i64 %296, %191
  br i1 %307, label %308, label %292, !llvm.loop !18

308:                                              ; preds = %292
  %309 = load double, ptr %8, align 16, !tbaa !9
  %310 = load double, ptr %158, align 8, !tbaa !9
  %311 = load double, ptr %159, align 16, !tbaa !9
  %312 = load double, ptr %160, align 8, !tbaa !9
  %313 = load double, ptr %161, align 16, !tbaa !9
  %314 = load double, ptr %162, align 8, !tbaa !9
  %315 = load double, ptr %163, align 16, !tbaa !9
  %316 = load double, ptr %164, align 8, !tbaa !9
  %317 = fmul double %309, %309
  %318 = fmul double %310, %310
  %319 = call double @llvm.fmuladd.f64(double %318, double 2.000000e+00, double %317)
  %320 = fmul double %311, %311
  %321 = call double @llvm.fmuladd.f64(double %320, double 3.000000e+00, double %319)
  %322 = fmul double %312, %312
  %323 = call double @llvm.fmuladd.f64(double %322, double 4.000000e+00, double %321)
  %324 = fmul double %313, %313
  %325 = call double @llvm.fmuladd.f64(double %324, double 5.000000e+00, double %323)
  %326 = fmul double %314, %314
  %327 = call double @llvm.fmuladd.f64(double %326, double 6.000000e+00, double %325)
  %328 = fmul double %315, %315
  %329 = call double @llvm.fmuladd.f64(double %328, double 7.000000e+00, double %327)
  %330 = fmul double %316, %316
  %331 = insertelement <2 x double> poison, double %263, i64 0
  %332 = insertelement <2 x double> %331, double %330, i64 1
  %333 = insertelement <2 x double> poison, double %291, i64 0
  %334 = insertelement <2 x double> %333, double %329, i64 1
  %335 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %332, <2 x double> <double 8.000000e+00, double 8.000000e+00>, <2 x double> %334)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #12
  store double %204, ptr %203, align 8, !tbaa !9
  %336 = shufflevector <2 x double> %335, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %337 = fsub <2 x double> %335, %336
  %338 = extractelement <2 x double> %337, i64 0
  %339 = fsub double %209, %248
  %340 = fdiv double %338, %339
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ogt double %341, 1.000000e+00
  %343 = select i1 %342, double %341, double 1.000000e+00
  %344 = fsub double %202, %340
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fmul double %343, 0x3EB0C6F7A0B5ED8D
  %347 = fcmp ole double %345, %346
  %348 = select i1 %347, ptr @.str.7, ptr @.str.8
  %349 = trunc nuw nsw i64 %200 to i32
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %349, double noundef %202, double noundef %340, ptr noundef nonnull %348)
  br i1 %347, label %354, label %351

351:                                              ; preds = %308
  %352 = load i32, ptr @n_fail, align 4, !tbaa !11
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr @n_fail, align 4, !tbaa !11
  br label %354

354:                                              ; preds = %351, %308
  %355 = add nuw nsw i64 %200, 1
  %356 = icmp eq i64 %355, %187
  br i1 %356, label %357, label %199, !llvm.loop !21

357:                                              ; preds = %354
  call void @free(ptr noundef nonnull %184) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  store <2 x double> <double 1.000000e+02, double 1.010000e+02>, ptr %11, align 16, !tbaa !9
  store <2 x double> <double 1.020000e+02, double 1.030000e+02>, ptr %165, align 16, !tbaa !9
  store <2 x double> <double 1.040000e+02, double 1.050000e+02>, ptr %166, align 16, !tbaa !9
  store <2 x double> <double 1.060000e+02, double 1.070000e+02>, ptr %167, align 16, !tbaa !9
  store <2 x double> <double 1.080000e+02, double 1.090000e+02>, ptr %168, align 16, !tbaa !9
  store <2 x double> <double 1.100000e+02, double 1.110000e+02>, ptr %169, align 16, !tbaa !9
  %358 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %179) #12
  %359 = call noalias ptr @malloc(i64 noundef %183) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %359, ptr nonnull readonly align 16 %9, i64 %186, i1 false)
  %360 = sdiv i32 %179, 2
  %361 = sext i32 %360 to i64
  %362 = shl nsw i64 %361, 3
  %363 = getelementptr double, ptr %146, i64 %185
  %364 = getelementptr double, ptr %147, i64 %185
  %365 = add nsw i64 %187, -1
  %366 = and i64 %187, 1
  %367 = icmp eq i64 %365, 0
  %368 = and i64 %187, 4294967294
  %369 = icmp eq i64 %366, 0
  %370 = and i64 %187, 3
  %371 = icmp ult i64 %365, 3
  %372 = and i64 %187, 4294967292
  %373 = icmp eq i64 %370, 0
  %374 = and i64 %187, 1
  %375 = icmp eq i64 %365, 0
  %376 = and i64 %187, 4294967294
  %377 = icmp eq i64 %374, 0
  %378 = and i64 %187, 3
  %379 = icmp ult i64 %365, 3
  %380 = and i64 %187, 4294967292
  %381 = icmp eq i64 %378, 0
  br label %382

382:                                              ; preds = %357, %600
  %383 = phi i64 [ 0, %357 ], [ %601, %600 ]
  %384 = getelementptr inbounds double, ptr %10, i64 %383
  %385 = load double, ptr %384, align 8, !tbaa !9
  %386 = getelementptr inbounds double, ptr %359, i64 %383
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = call double @llvm.fabs.f64(double %387)
  %389 = fcmp ogt double %388, 1.000000e+00
  %390 = select i1 %389, double %388, double 1.000000e+00
  %391 = fmul double %390, 0x3EB0C6F7A0B5ED8D
  %392 = fadd double %387, %391
  store double %392, ptr %386, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  %393 = call noalias ptr @malloc(i64 noundef %186) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %393, ptr readonly align 8 %359, i64 %186, i1 false)
  br label %395

394:                                              ; preds = %395
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %186, i1 false)
  br i1 %367, label %428, label %407

395:                                              ; preds = %395, %382
  %396 = phi i64 [ 0, %382 ], [ %399, %395 ]
  %397 = getelementptr inbounds double, ptr %393, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = add nuw nsw i64 %396, 1
  %400 = icmp eq i64 %399, %187
  %401 = select i1 %400, i64 0, i64 %399
  %402 = getelementptr inbounds double, ptr %393, i64 %401
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = fmul double %403, 5.000000e-01
  %405 = call double @exp(double noundef %404) #12
  %406 = fmul double %398, %405
  store double %406, ptr %397, align 8, !tbaa !9
  br i1 %400, label %394, label %395, !llvm.loop !22

407:                                              ; preds = %394, %407
  %408 = phi i64 [ %420, %407 ], [ 0, %394 ]
  %409 = phi i64 [ %426, %407 ], [ 0, %394 ]
  %410 = getelementptr inbounds double, ptr %393, i64 %408
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = or disjoint i64 %408, 1
  %413 = icmp eq i64 %412, %187
  %414 = select i1 %413, i64 0, i64 %412
  %415 = getelementptr inbounds double, ptr %3, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = fadd double %411, %416
  store double %417, ptr %415, align 8, !tbaa !9
  %418 = getelementptr inbounds double, ptr %393, i64 %412
  %419 = load double, ptr %418, align 8, !tbaa !9
  %420 = add nuw nsw i64 %408, 2
  %421 = icmp eq i64 %420, %187
  %422 = select i1 %421, i64 0, i64 %420
  %423 = getelementptr inbounds double, ptr %3, i64 %422
  %424 = load double, ptr %423, align 16, !tbaa !9
  %425 = fadd double %419, %424
  store double %425, ptr %423, align 16, !tbaa !9
  %426 = add i64 %409, 2
  %427 = icmp eq i64 %426, %368
  br i1 %427, label %428, label %407, !llvm.loop !23

428:                                              ; preds = %407, %394
  %429 = phi i64 [ 0, %394 ], [ %420, %407 ]
  br i1 %369, label %439, label %430

430:                                              ; preds = %428
  %431 = getelementptr inbounds double, ptr %393, i64 %429
  %432 = load double, ptr %431, align 8, !tbaa !9
  %433 = add nuw nsw i64 %429, 1
  %434 = icmp eq i64 %433, %187
  %435 = select i1 %434, i64 0, i64 %433
  %436 = getelementptr inbounds double, ptr %3, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = fadd double %432, %437
  store double %438, ptr %436, align 8, !tbaa !9
  br label %439

439:                                              ; preds = %428, %430
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %393, i64 %362, i1 false)
  store i64 0, ptr %363, align 8
  call void @free(ptr noundef nonnull %393) #12
  br i1 %371, label %470, label %440

440:                                              ; preds = %439, %440
  %441 = phi i64 [ %467, %440 ], [ 0, %439 ]
  %442 = phi double [ %466, %440 ], [ 0.000000e+00, %439 ]
  %443 = phi i64 [ %468, %440 ], [ 0, %439 ]
  %444 = getelementptr inbounds double, ptr %13, i64 %441
  %445 = load double, ptr %444, align 16, !tbaa !9
  %446 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %441
  %447 = load double, ptr %446, align 16, !tbaa !9
  %448 = call double @llvm.fmuladd.f64(double %445, double %447, double %442)
  %449 = or disjoint i64 %441, 1
  %450 = getelementptr inbounds double, ptr %13, i64 %449
  %451 = load double, ptr %450, align 8, !tbaa !9
  %452 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %449
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = call double @llvm.fmuladd.f64(double %451, double %453, double %448)
  %455 = or disjoint i64 %441, 2
  %456 = getelementptr inbounds double, ptr %13, i64 %455
  %457 = load double, ptr %456, align 16, !tbaa !9
  %458 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %455
  %459 = load double, ptr %458, align 16, !tbaa !9
  %460 = call double @llvm.fmuladd.f64(double %457, double %459, double %454)
  %461 = or disjoint i64 %441, 3
  %462 = getelementptr inbounds double, ptr %13, i64 %461
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %461
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = call double @llvm.fmuladd.f64(double %463, double %465, double %460)
  %467 = add nuw nsw i64 %441, 4
  %468 = add i64 %443, 4
  %469 = icmp eq i64 %468, %372
  br i1 %469, label %470, label %440, !llvm.loop !24

470:                                              ; preds = %440, %439
  %471 = phi double [ poison, %439 ], [ %466, %440 ]
  %472 = phi i64 [ 0, %439 ], [ %467, %440 ]
  %473 = phi double [ 0.000000e+00, %439 ], [ %466, %440 ]
  br i1 %373, label %486, label %474

474:                                              ; preds = %470, %474
  %475 = phi i64 [ %483, %474 ], [ %472, %470 ]
  %476 = phi double [ %482, %474 ], [ %473, %470 ]
  %477 = phi i64 [ %484, %474 ], [ 0, %470 ]
  %478 = getelementptr inbounds double, ptr %13, i64 %475
  %479 = load double, ptr %478, align 8, !tbaa !9
  %480 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %475
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = call double @llvm.fmuladd.f64(double %479, double %481, double %476)
  %483 = add nuw nsw i64 %475, 1
  %484 = add i64 %477, 1
  %485 = icmp eq i64 %484, %370
  br i1 %485, label %486, label %474, !llvm.loop !25

486:                                              ; preds = %474, %470
  %487 = phi double [ %471, %470 ], [ %482, %474 ]
  %488 = fsub double %387, %391
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  store double %488, ptr %386, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #12
  %489 = call noalias ptr @malloc(i64 noundef %186) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %489, ptr readonly align 8 %359, i64 %186, i1 false)
  br label %491

490:                                              ; preds = %491
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %4, i8 0, i64 %186, i1 false)
  br i1 %375, label %524, label %503

491:                                              ; preds = %491, %486
  %492 = phi i64 [ 0, %486 ], [ %495, %491 ]
  %493 = getelementptr inbounds double, ptr %489, i64 %492
  %494 = load double, ptr %493, align 8, !tbaa !9
  %495 = add nuw nsw i64 %492, 1
  %496 = icmp eq i64 %495, %187
  %497 = select i1 %496, i64 0, i64 %495
  %498 = getelementptr inbounds double, ptr %489, i64 %497
  %499 = load double, ptr %498, align 8, !tbaa !9
  %500 = fmul double %499, 5.000000e-01
  %501 = call double @exp(double noundef %500) #12
  %502 = fmul double %494, %501
  store double %502, ptr %493, align 8, !tbaa !9
  br i1 %496, label %490, label %491, !llvm.loop !22

503:                                              ; preds = %490, %503
  %504 = phi i64 [ %516, %503 ], [ 0, %490 ]
  %505 = phi i64 [ %522, %503 ], [ 0, %490 ]
  %506 = getelementptr inbounds double, ptr %489, i64 %504
  %507 = load double, ptr %506, align 8, !tbaa !9
  %508 = or disjoint i64 %504, 1
  %509 = icmp eq i64 %508, %187
  %510 = select i1 %509, i64 0, i64 %508
  %511 = getelementptr inbounds double, ptr %4, i64 %510
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = fadd double %507, %512
  store double %513, ptr %511, align 8, !tbaa !9
  %514 = getelementptr inbounds double, ptr %489, i64 %508
  %515 = load double, ptr %514, align 8, !tbaa !9
  %516 = add nuw nsw i64 %504, 2
  %517 = icmp eq i64 %516, %187
  %518 = select i1 %517, i64 0, i64 %516
  %519 = getelementptr inbounds double, ptr %4, i64 %518
  %520 = load double, ptr %519, align 16, !tbaa !9
  %521 = fadd double %515, %520
  store double %521, ptr %519, align 16, !tbaa !9
  %522 = add i64 %505, 2
  %523 = icmp eq i64 %522, %376
  br i1 %523, label %524, label %503, !llvm.loop !23

524:                                              ; preds = %503, %490
  %525 = phi i64 [ 0, %490 ], [ %516, %503 ]
  br i1 %377, label %535, label %526

526:                                              ; preds = %524
  %527 = getelementptr inbounds double, ptr %489, i64 %525
  %528 = load double, ptr %527, align 8, !tbaa !9
  %529 = add nuw nsw i64 %525, 1
  %530 = icmp eq i64 %529, %187
  %531 = select i1 %530, i64 0, i64 %529
  %532 = getelementptr inbounds double, ptr %4, i64 %531
  %533 = load double, ptr %532, align 8, !tbaa !9
  %534 = fadd double %528, %533
  store double %534, ptr %532, align 8, !tbaa !9
  br label %535

535:                                              ; preds = %524, %526
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull align 8 %489, i64 %362, i1 false)
  store i64 0, ptr %364, align 8
  call void @free(ptr noundef nonnull %489) #12
  br i1 %379, label %566, label %536

536:                                              ; preds = %535, %536
  %537 = phi i64 [ %563, %536 ], [ 0, %535 ]
  %538 = phi double [ %562, %536 ], [ 0.000000e+00, %535 ]
  %539 = phi i64 [ %564, %536 ], [ 0, %535 ]
  %540 = getelementptr inbounds double, ptr %13, i64 %537
  %541 = load double, ptr %540, align 16, !tbaa !9
  %542 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %537
  %543 = load double, ptr %542, align 16, !tbaa !9
  %544 = call double @llvm.fmuladd.f64(double %541, double %543, double %538)
  %545 = or disjoint i64 %537, 1
  %546 = getelementptr inbounds double, ptr %13, i64 %545
  %547 = load double, ptr %546, align 8, !tbaa !9
  %548 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %545
  %549 = load double, ptr %548, align 8, !tbaa !9
  %550 = call double @llvm.fmuladd.f64(double %547, double %549, double %544)
  %551 = or disjoint i64 %537, 2
  %552 = getelementptr inbounds double, ptr %13, i64 %551
  %553 = load double, ptr %552, align 16, !tbaa !9
  %554 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %551
  %555 = load double, ptr %554, align 16, !tbaa !9
  %556 = call double @llvm.fmuladd.f64(double %553, double %555, double %550)
  %557 = or disjoint i64 %537, 3
  %558 = getelementptr inbounds double, ptr %13, i64 %557
  %559 = load double, ptr %558, align 8, !tbaa !9
  %560 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %557
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = call double @llvm.fmuladd.f64(double %559, double %561, double %556)
  %563 = add nuw nsw i64 %537, 4
  %564 = add i64 %539, 4
  %565 = icmp eq i64 %564, %380
  br i1 %565, label %566, label %536, !llvm.loop !24

566:                                              ; preds = %536, %535
  %567 = phi double [ poison, %535 ], [ %562, %536 ]
  %568 = phi i64 [ 0, %535 ], [ %563, %536 ]
  %569 = phi double [ 0.000000e+00, %535 ], [ %562, %536 ]
  br i1 %381, label %582, label %570

570:                                              ; preds = %566, %570
  %571 = phi i64 [ %579, %570 ], [ %568, %566 ]
  %572 = phi double [ %578, %570 ], [ %569, %566 ]
  %573 = phi i64 [ %580, %570 ], [ 0, %566 ]
  %574 = getelementptr inbounds double, ptr %13, i64 %571
  %575 = load double, ptr %574, align 8, !tbaa !9
  %576 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %571
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = call double @llvm.fmuladd.f64(double %575, double %577, double %572)
  %579 = add nuw nsw i64 %571, 1
  %580 = add i64 %573, 1
  %581 = icmp eq i64 %580, %378
  br i1 %581, label %582, label %570, !llvm.loop !27

582:                                              ; preds = %570, %566
  %583 = phi double [ %567, %566 ], [ %578, %570 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #12
  store double %387, ptr %386, align 8, !tbaa !9
  %584 = fsub double %487, %583
  %585 = fsub double %392, %488
  %586 = fdiv double %584, %585
  %587 = call double @llvm.fabs.f64(double %586)
  %588 = fcmp ogt double %587, 1.000000e+00
  %589 = select i1 %588, double %587, double 1.000000e+00
  %590 = fsub double %385, %586
  %591 = call double @llvm.fabs.f64(double %590)
  %592 = fmul double %589, 0x3EB0C6F7A0B5ED8D
  %593 = fcmp ole double %591, %592
  %594 = select i1 %593, ptr @.str.7, ptr @.str.8
  %595 = trunc nuw nsw i64 %383 to i32
  %596 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %595, double noundef %385, double noundef %586, ptr noundef nonnull %594)
  br i1 %593, label %600, label %597

597:                                              ; preds = %582
  %598 = load i32, ptr @n_fail, align 4, !tbaa !11
  %599 = add nsw i32 %598, 1
  store i32 %599, ptr @n_fail, align 4, !tbaa !11
  br label %600

600:                                              ; preds = %597, %582
  %601 = add nuw nsw i64 %383, 1
  %602 = icmp eq i64 %601, %187
  br i1 %602, label %603, label %382, !llvm.loop !21

603:                                              ; preds = %600
  call void @free(ptr noundef nonnull %359) #12
  %604 = call noalias ptr @malloc(i64 noundef %186) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %604, ptr nonnull readonly align 16 %9, i64 %186, i1 false)
  br label %610

605:                                              ; preds = %610
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %14, i8 0, i64 %186, i1 false)
  %606 = and i64 %187, 1
  %607 = icmp eq i64 %365, 0
  br i1 %607, label %646, label %608

608:                                              ; preds = %605
  %609 = and i64 %187, 4294967294
  br label %623

610:                                              ; preds = %610, %603
  %611 = phi i64 [ 0, %603 ], [ %614, %610 ]
  %612 = getelementptr inbounds double, ptr %604, i64 %611
  %613 = load double, ptr %612, align 8, !tbaa !9
  %614 = add nuw nsw i64 %611, 1
  %615 = icmp eq i64 %614, %187
  %616 = and i64 %614, 4294967295
  %617 = select i1 %615, i64 0, i64 %616
  %618 = getelementptr inbounds double, ptr %604, i64 %617
  %619 = load double, ptr %618, align 8, !tbaa !9
  %620 = fmul double %619, 5.000000e-01
  %621 = call double @exp(double noundef %620) #12
  %622 = fmul double %613, %621
  store double %622, ptr %612, align 8, !tbaa !9
  br i1 %615, label %605, label %610, !llvm.loop !22

623:                                              ; preds = %623, %608
  %624 = phi i64 [ 0, %608 ], [ %637, %623 ]
  %625 = phi i64 [ 0, %608 ], [ %644, %623 ]
  %626 = getelementptr inbounds double, ptr %604, i64 %624
  %627 = load double, ptr %626, align 8, !tbaa !9
  %628 = or disjoint i64 %624, 1
  %629 = icmp eq i64 %628, %187
  %630 = and i64 %628, 4294967295
  %631 = select i1 %629, i64 0, i64 %630
  %632 = getelementptr inbounds double, ptr %14, i64 %631
  %633 = load double, ptr %632, align 8, !tbaa !9
  %634 = fadd double %627, %633
  store double %634, ptr %632, align 8, !tbaa !9
  %635 = getelementptr inbounds double, ptr %604, i64 %628
  %636 = load double, ptr %635, align 8, !tbaa !9
  %637 = add nuw nsw i64 %624, 2
  %638 = icmp eq i64 %637, %187
  %639 = and i64 %637, 4294967294
  %640 = select i1 %638, i64 0, i64 %639
  %641 = getelementptr inbounds double, ptr %14, i64 %640
  %642 = load double, ptr %641, align 16, !tbaa !9
  %643 = fadd double %636, %642
  store double %643, ptr %641, align 16, !tbaa !9
  %644 = add i64 %625, 2
  %645 = icmp eq i64 %644, %609
  br i1 %645, label %646, label %623, !llvm.loop !23

646:                                              ; preds = %623, %605
  %647 = phi i64 [ 0, %605 ], [ %637, %623 ]
  %648 = icmp eq i64 %606, 0
  br i1 %648, label %659, label %649

649:                                              ; preds = %646
  %650 = getelementptr inbounds double, ptr %604, i64 %647
  %651 = load double, ptr %650, align 8, !tbaa !9
  %652 = add nuw nsw i64 %647, 1
  %653 = icmp eq i64 %652, %187
  %654 = and i64 %652, 4294967295
  %655 = select i1 %653, i64 0, i64 %654
  %656 = getelementptr inbounds double, ptr %14, i64 %655
  %657 = load double, ptr %656, align 8, !tbaa !9
  %658 = fadd double %651, %657
  store double %658, ptr %656, align 8, !tbaa !9
  br label %659

659:                                              ; preds = %646, %649
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %14, ptr nonnull align 8 %604, i64 %362, i1 false)
  %660 = getelementptr double, ptr %148, i64 %185
  store i64 0, ptr %660, align 8
  call void @free(ptr noundef nonnull %604) #12
  br label %661

661:                                              ; preds = %659, %680
  %662 = phi i64 [ 0, %659 ], [ %681, %680 ]
  %663 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %662
  %664 = load double, ptr %663, align 8, !tbaa !9
  %665 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 %662
  %666 = load double, ptr %665, align 8, !tbaa !9
  %667 = call double @llvm.fabs.f64(double %666)
  %668 = fcmp ogt double %667, 1.000000e+00
  %669 = select i1 %668, double %667, double 1.000000e+00
  %670 = fsub double %664, %666
  %671 = call double @llvm.fabs.f64(double %670)
  %672 = fmul double %669, 0x3D719799812DEA11
  %673 = fcmp ole double %671, %672
  %674 = select i1 %673, ptr @.str.7, ptr @.str.8
  %675 = trunc nuw nsw i64 %662 to i32
  %676 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %675, double noundef %664, double noundef %666, ptr noundef nonnull %674)
  br i1 %673, label %680, label %677

677:                                              ; preds = %661
  %678 = load i32, ptr @n_fail, align 4, !tbaa !11
  %679 = add nsw i32 %678, 1
  store i32 %679, ptr @n_fail, align 4, !tbaa !11
  br label %680

680:                                              ; preds = %661, %677
  %681 = add nuw nsw i64 %662, 1
  %682 = icmp eq i64 %681, %182
  br i1 %682, label %930, label %661, !llvm.loop !28

683:                                              ; preds = %941
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  %684 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %685 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %686 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, i32 noundef %684, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %685, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %179) #12
  %687 = call noalias ptr @malloc(i64 noundef %183) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %687, ptr nonnull readonly align 16 %9, i64 %186, i1 false)
  %688 = getelementptr double, ptr %149, i64 %185
  %689 = getelementptr double, ptr %150, i64 %185
  %690 = and i64 %187, 1
  %691 = icmp eq i64 %365, 0
  %692 = and i64 %187, 4294967294
  %693 = icmp eq i64 %690, 0
  %694 = and i64 %187, 3
  %695 = icmp ult i64 %365, 3
  %696 = and i64 %187, 4294967292
  %697 = icmp eq i64 %694, 0
  %698 = and i64 %187, 1
  %699 = icmp eq i64 %365, 0
  %700 = and i64 %187, 4294967294
  %701 = icmp eq i64 %698, 0
  %702 = and i64 %187, 3
  %703 = icmp ult i64 %365, 3
  %704 = and i64 %187, 4294967292
  %705 = icmp eq i64 %702, 0
  br label %706

706:                                              ; preds = %683, %924
  %707 = phi i64 [ 0, %683 ], [ %925, %924 ]
  %708 = getelementptr inbounds double, ptr %10, i64 %707
  %709 = load double, ptr %708, align 8, !tbaa !9
  %710 = getelementptr inbounds double, ptr %687, i64 %707
  %711 = load double, ptr %710, align 8, !tbaa !9
  %712 = call double @llvm.fabs.f64(double %711)
  %713 = fcmp ogt double %712, 1.000000e+00
  %714 = select i1 %713, double %712, double 1.000000e+00
  %715 = fmul double %714, 0x3EB0C6F7A0B5ED8D
  %716 = fadd double %711, %715
  store double %716, ptr %710, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #12
  %717 = call noalias ptr @malloc(i64 noundef %186) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %717, ptr readonly align 8 %687, i64 %186, i1 false)
  br label %719

718:                                              ; preds = %719
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1, i8 0, i64 %186, i1 false)
  br i1 %691, label %752, label %731

719:                                              ; preds = %719, %706
  %720 = phi i64 [ 0, %706 ], [ %723, %719 ]
  %721 = getelementptr inbounds double, ptr %717, i64 %720
  %722 = load double, ptr %721, align 8, !tbaa !9
  %723 = add nuw nsw i64 %720, 1
  %724 = icmp eq i64 %723, %187
  %725 = select i1 %724, i64 0, i64 %723
  %726 = getelementptr inbounds double, ptr %717, i64 %725
  %727 = load double, ptr %726, align 8, !tbaa !9
  %728 = fmul double %727, 5.000000e-01
  %729 = call double @exp(double noundef %728) #12
  %730 = fmul double %722, %729
  store double %730, ptr %721, align 8, !tbaa !9
  br i1 %724, label %718, label %719, !llvm.loop !22

731:                                              ; preds = %718, %731
  %732 = phi i64 [ %744, %731 ], [ 0, %718 ]
  %733 = phi i64 [ %750, %731 ], [ 0, %718 ]
  %734 = getelementptr inbounds double, ptr %717, i64 %732
  %735 = load double, ptr %734, align 8, !tbaa !9
  %736 = or disjoint i64 %732, 1
  %737 = icmp eq i64 %736, %187
  %738 = select i1 %737, i64 0, i64 %736
  %739 = getelementptr inbounds double, ptr %1, i64 %738
  %740 = load double, ptr %739, align 8, !tbaa !9
  %741 = fadd double %735, %740
  store double %741, ptr %739, align 8, !tbaa !9
  %742 = getelementptr inbounds double, ptr %717, i64 %736
  %743 = load double, ptr %742, align 8, !tbaa !9
  %744 = add nuw nsw i64 %732, 2
  %745 = icmp eq i64 %744, %187
  %746 = select i1 %745, i64 0, i64 %744
  %747 = getelementptr inbounds double, ptr %1, i64 %746
  %748 = load double, ptr %747, align 16, !tbaa !9
  %749 = fadd double %743, %748
  store double %749, ptr %747, align 16, !tbaa !9
  %750 = add i64 %733, 2
  %751 = icmp eq i64 %750, %692
  br i1 %751, label %752, label %731, !llvm.loop !23

752:                                              ; preds = %731, %718
  %753 = phi i64 [ 0, %718 ], [ %744, %731 ]
  br i1 %693, label %763, label %754

754:                                              ; preds = %752
  %755 = getelementptr inbounds double, ptr %717, i64 %753
  %756 = load double, ptr %755, align 8, !tbaa !9
  %757 = add nuw nsw i64 %753, 1
  %758 = icmp eq i64 %757, %187
  %759 = select i1 %758, i64 0, i64 %757
  %760 = getelementptr inbounds double, ptr %1, i64 %759
  %761 = load double, ptr %760, align 8, !tbaa !9
  %762 = fadd double %756, %761
  store double %762, ptr %760, align 8, !tbaa !9
  br label %763

763:                                              ; preds = %752, %754
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr nonnull align 8 %717, i64 %362, i1 false)
  store i64 0, ptr %688, align 8
  call void @free(ptr noundef nonnull %717) #12
  br i1 %695, label %794, label %764

764:                                              ; preds = %763, %764
  %765 = phi i64 [ %791, %764 ], [ 0, %763 ]
  %766 = phi double [ %790, %764 ], [ 0.000000e+00, %763 ]
  %767 = phi i64 [ %792, %764 ], [ 0, %763 ]
  %768 = getelementptr inbounds double, ptr %13, i64 %765
  %769 = load double, ptr %768, align 16, !tbaa !9
  %770 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %765
  %771 = load double, ptr %770, align 16, !tbaa !9
  %772 = call double @llvm.fmuladd.f64(double %769, double %771, double %766)
  %773 = or disjoint i64 %765, 1
  %774 = getelementptr inbounds double, ptr %13, i64 %773
  %775 = load double, ptr %774, align 8, !tbaa !9
  %776 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %773
  %777 = load double, ptr %776, align 8, !tbaa !9
  %778 = call double @llvm.fmuladd.f64(double %775, double %777, double %772)
  %779 = or disjoint i64 %765, 2
  %780 = getelementptr inbounds double, ptr %13, i64 %779
  %781 = load double, ptr %780, align 16, !tbaa !9
  %782 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %779
  %783 = load double, ptr %782, align 16, !tbaa !9
  %784 = call double @llvm.fmuladd.f64(double %781, double %783, double %778)
  %785 = or disjoint i64 %765, 3
  %786 = getelementptr inbounds double, ptr %13, i64 %785
  %787 = load double, ptr %786, align 8, !tbaa !9
  %788 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %785
  %789 = load double, ptr %788, align 8, !tbaa !9
  %790 = call double @llvm.fmuladd.f64(double %787, double %789, double %784)
  %791 = add nuw nsw i64 %765, 4
  %792 = add i64 %767, 4
  %793 = icmp eq i64 %792, %696
  br i1 %793, label %794, label %764, !llvm.loop !24

794:                                              ; preds = %764, %763
  %795 = phi double [ poison, %763 ], [ %790, %764 ]
  %796 = phi i64 [ 0, %763 ], [ %791, %764 ]
  %797 = phi double [ 0.000000e+00, %763 ], [ %790, %764 ]
  br i1 %697, label %810, label %798

798:                                              ; preds = %794, %798
  %799 = phi i64 [ %807, %798 ], [ %796, %794 ]
  %800 = phi double [ %806, %798 ], [ %797, %794 ]
  %801 = phi i64 [ %808, %798 ], [ 0, %794 ]
  %802 = getelementptr inbounds double, ptr %13, i64 %799
  %803 = load double, ptr %802, align 8, !tbaa !9
  %804 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %799
  %805 = load double, ptr %804, align 8, !tbaa !9
  %806 = call double @llvm.fmuladd.f64(double %803, double %805, double %800)
  %807 = add nuw nsw i64 %799, 1
  %808 = add i64 %801, 1
  %809 = icmp eq i64 %808, %694
  br i1 %809, label %810, label %798, !llvm.loop !29

810:                                              ; preds = %798, %794
  %811 = phi double [ %795, %794 ], [ %806, %798 ]
  %812 = fsub double %711, %715
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #12
  store double %812, ptr %710, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #12
  %813 = call noalias ptr @malloc(i64 noundef %186) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %813, ptr readonly align 8 %687, i64 %186, i1 false)
  br label %815

814:                                              ; preds = %815
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %2, i8 0, i64 %186, i1 false)
  br i1 %699, label %848, label %827

815:                                              ; preds = %815, %810
  %816 = phi i64 [ 0, %810 ], [ %819, %815 ]
  %817 = getelementptr inbounds double, ptr %813, i64 %816
  %818 = load double, ptr %817, align 8, !tbaa !9
  %819 = add nuw nsw i64 %816, 1
  %820 = icmp eq i64 %819, %187
  %821 = select i1 %820, i64 0, i64 %819
  %822 = getelementptr inbounds double, ptr %813, i64 %821
  %823 = load double, ptr %822, align 8, !tbaa !9
  %824 = fmul double %823, 5.000000e-01
  %825 = call double @exp(double noundef %824) #12
  %826 = fmul double %818, %825
  store double %826, ptr %817, align 8, !tbaa !9
  br i1 %820, label %814, label %815, !llvm.loop !22

827:                                              ; preds = %814, %827
  %828 = phi i64 [ %840, %827 ], [ 0, %814 ]
  %829 = phi i64 [ %846, %827 ], [ 0, %814 ]
  %830 = getelementptr inbounds double, ptr %813, i64 %828
  %831 = load double, ptr %830, align 8, !tbaa !9
  %832 = or disjoint i64 %828, 1
  %833 = icmp eq i64 %832, %187
  %834 = select i1 %833, i64 0, i64 %832
  %835 = getelementptr inbounds double, ptr %2, i64 %834
  %836 = load double, ptr %835, align 8, !tbaa !9
  %837 = fadd double %831, %836
  store double %837, ptr %835, align 8, !tbaa !9
  %838 = getelementptr inbounds double, ptr %813, i64 %832
  %839 = load double, ptr %838, align 8, !tbaa !9
  %840 = add nuw nsw i64 %828, 2
  %841 = icmp eq i64 %840, %187
  %842 = select i1 %841, i64 0, i64 %840
  %843 = getelementptr inbounds double, ptr %2, i64 %842
  %844 = load double, ptr %843, align 16, !tbaa !9
  %845 = fadd double %839, %844
  store double %845, ptr %843, align 16, !tbaa !9
  %846 = add i64 %829, 2
  %847 = icmp eq i64 %846, %700
  br i1 %847, label %848, label %827, !llvm.loop !23

848:                                              ; preds = %827, %814
  %849 = phi i64 [ 0, %814 ], [ %840, %827 ]
  br i1 %701, label %859, label %850

850:                                              ; preds = %848
  %851 = getelementptr inbounds double, ptr %813, i64 %849
  %852 = load double, ptr %851, align 8, !tbaa !9
  %853 = add nuw nsw i64 %849, 1
  %854 = icmp eq i64 %853, %187
  %855 = select i1 %854, i64 0, i64 %853
  %856 = getelementptr inbounds double, ptr %2, i64 %855
  %857 = load double, ptr %856, align 8, !tbaa !9
  %858 = fadd double %852, %857
  store double %858, ptr %856, align 8, !tbaa !9
  br label %859

859:                                              ; preds = %848, %850
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 8 %813, i64 %362, i1 false)
  store i64 0, ptr %689, align 8
  call void @free(ptr noundef nonnull %813) #12
  br i1 %703, label %890, label %860

860:                                              ; preds = %859, %860
  %861 = phi i64 [ %887, %860 ], [ 0, %859 ]
  %862 = phi double [ %886, %860 ], [ 0.000000e+00, %859 ]
  %863 = phi i64 [ %888, %860 ], [ 0, %859 ]
  %864 = getelementptr inbounds double, ptr %13, i64 %861
  %865 = load double, ptr %864, align 16, !tbaa !9
  %866 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %861
  %867 = load double, ptr %866, align 16, !tbaa !9
  %868 = call double @llvm.fmuladd.f64(double %865, double %867, double %862)
  %869 = or disjoint i64 %861, 1
  %870 = getelementptr inbounds double, ptr %13, i64 %869
  %871 = load double, ptr %870, align 8, !tbaa !9
  %872 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %869
  %873 = load double, ptr %872, align 8, !tbaa !9
  %874 = call double @llvm.fmuladd.f64(double %871, double %873, double %868)
  %875 = or disjoint i64 %861, 2
  %876 = getelementptr inbounds double, ptr %13, i64 %875
  %877 = load double, ptr %876, align 16, !tbaa !9
  %878 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %875
  %879 = load double, ptr %878, align 16, !tbaa !9
  %880 = call double @llvm.fmuladd.f64(double %877, double %879, double %874)
  %881 = or disjoint i64 %861, 3
  %882 = getelementptr inbounds double, ptr %13, i64 %881
  %883 = load double, ptr %882, align 8, !tbaa !9
  %884 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %881
  %885 = load double, ptr %884, align 8, !tbaa !9
  %886 = call double @llvm.fmuladd.f64(double %883, double %885, double %880)
  %887 = add nuw nsw i64 %861, 4
  %888 = add i64 %863, 4
  %889 = icmp eq i64 %888, %704
  br i1 %889, label %890, label %860, !llvm.loop !24

890:                                              ; preds = %860, %859
  %891 = phi double [ poison, %859 ], [ %886, %860 ]
  %892 = phi i64 [ 0, %859 ], [ %887, %860 ]
  %893 = phi double [ 0.000000e+00, %859 ], [ %886, %860 ]
  br i1 %705, label %906, label %894

894:                                              ; preds = %890, %894
  %895 = phi i64 [ %903, %894 ], [ %892, %890 ]
  %896 = phi double [ %902, %894 ], [ %893, %890 ]
  %897 = phi i64 [ %904, %894 ], [ 0, %890 ]
  %898 = getelementptr inbounds double, ptr %13, i64 %895
  %899 = load double, ptr %898, align 8, !tbaa !9
  %900 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %895
  %901 = load double, ptr %900, align 8, !tbaa !9
  %902 = call double @llvm.fmuladd.f64(double %899, double %901, double %896)
  %903 = add nuw nsw i64 %895, 1
  %904 = add i64 %897, 1
  %905 = icmp eq i64 %904, %702
  br i1 %905, label %906, label %894, !llvm.loop !30

906:                                              ; preds = %894, %890
  %907 = phi double [ %891, %890 ], [ %902, %894 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #12
  store double %711, ptr %710, align 8, !tbaa !9
  %908 = fsub double %811, %907
  %909 = fsub double %716, %812
  %910 = fdiv double %908, %909
  %911 = call double @llvm.fabs.f64(double %910)
  %912 = fcmp ogt double %911, 1.000000e+00
  %913 = select i1 %912, double %911, double 1.000000e+00
  %914 = fsub double %709, %910
  %915 = call double @llvm.fabs.f64(double %914)
  %916 = fmul double %913, 0x3EB0C6F7A0B5ED8D
  %917 = fcmp ole double %915, %916
  %918 = select i1 %917, ptr @.str.7, ptr @.str.8
  %919 = trunc nuw nsw i64 %707 to i32
  %920 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %919, double noundef %709, double noundef %910, ptr noundef nonnull %918)
  br i1 %917, label %924, label %921

921:                                              ; preds = %906
  %922 = load i32, ptr @n_fail, align 4, !tbaa !11
  %923 = add nsw i32 %922, 1
  store i32 %923, ptr @n_fail, align 4, !tbaa !11
  br label %924

924:                                              ; preds = %921, %906
  %925 = add nuw nsw i64 %707, 1
  %926 = icmp eq i64 %925, %187
  br i1 %926, label %927, label %706, !llvm.loop !21

927:                                              ; preds = %924
  call void @free(ptr noundef nonnull %687) #12
  %928 = add nuw nsw i64 %177, 1
  %929 = icmp eq i64 %928, 3
  br i1 %929, label %170, label %176, !llvm.loop !31

930:                                              ; preds = %680, %941
  %931 = phi i64 [ %942, %941 ], [ 0, %680 ]
  %932 = getelementptr inbounds [12 x double], ptr %12, i64 0, i64 %931
  %933 = load double, ptr %932, align 8, !tbaa !9
  %934 = fcmp oeq double %933, 0.000000e+00
  %935 = select i1 %934, ptr @.str.7, ptr @.str.8
  %936 = trunc nuw nsw i64 %931 to i32
  %937 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %936, double noundef %933, double noundef 0.000000e+00, ptr noundef nonnull %935)
  br i1 %934, label %941, label %938

938:                                              ; preds = %930
  %939 = load i32, ptr @n_fail, align 4, !tbaa !11
  %940 = add nsw i32 %939, 1
  store i32 %940, ptr @n_fail, align 4, !tbaa !11
  br label %941

941:                                              ; preds = %930, %938
  %942 = add nuw nsw i64 %931, 1
  %943 = icmp eq i64 %942, %182
  br i1 %943, label %683, label %930, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @mcopy(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
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
  br i1 %8, label %9, label %56

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 4
  br i1 %11, label %12, label %14

12:                                               ; preds = %26, %9
  %13 = phi i64 [ 0, %9 ], [ %15, %26 ]
  br label %33

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483644
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %24, %16 ]
  %18 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %21 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %22 = fmul <2 x double> %20, %20
  %23 = fmul <2 x double> %21, %21
  store <2 x double> %22, ptr %18, align 16, !tbaa !9
  store <2 x double> %23, ptr %19, align 16, !tbaa !9
  %24 = add nuw i64 %17, 4
  %25 = icmp eq i64 %24, %15
  br i1 %25, label %26, label %16, !llvm.loop !33

26:                                               ; preds = %16
  %27 = icmp eq i64 %15, %10
  br i1 %27, label %28, label %12

28:                                               ; preds = %33, %26
  %29 = shl nuw i32 %1, 1
  br i1 %8, label %30, label %56

30:                                               ; preds = %28
  %31 = tail call i32 @llvm.smax.i32(i32 %29, i32 1)
  %32 = zext nneg i32 %31 to i64
  br label %80

33:                                               ; preds = %12, %33
  %34 = phi i64 [ %38, %33 ], [ %13, %12 ]
  %35 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fmul double %36, %36
  store double %37, ptr %35, align 8, !tbaa !9
  %38 = add nuw nsw i64 %34, 1
  %39 = icmp eq i64 %38, %10
  br i1 %39, label %28, label %33, !llvm.loop !34

40:                                               ; preds = %80
  %41 = load double, ptr %4, align 16, !tbaa !9
  %42 = getelementptr inbounds i8, ptr %4, i64 8
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %4, i64 16
  %45 = load double, ptr %44, align 16, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %4, i64 24
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = getelementptr inbounds i8, ptr %4, i64 32
  %49 = load double, ptr %48, align 16, !tbaa !9
  %50 = getelementptr inbounds i8, ptr %4, i64 40
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = getelementptr inbounds i8, ptr %4, i64 48
  %53 = load double, ptr %52, align 16, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %4, i64 56
  %55 = load double, ptr %54, align 8, !tbaa !9
  br label %56

56:                                               ; preds = %2, %40, %28
  %57 = phi double [ %55, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %58 = phi double [ %53, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %59 = phi double [ %51, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %60 = phi double [ %49, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %61 = phi double [ %47, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %62 = phi double [ %45, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %63 = phi double [ %43, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %64 = phi double [ %41, %40 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ]
  %65 = fmul double %64, %64
  %66 = fmul double %63, %63
  %67 = tail call double @llvm.fmuladd.f64(double %66, double 2.000000e+00, double %65)
  %68 = fmul double %62, %62
  %69 = tail call double @llvm.fmuladd.f64(double %68, double 3.000000e+00, double %67)
  %70 = fmul double %61, %61
  %71 = tail call double @llvm.fmuladd.f64(double %70, double 4.000000e+00, double %69)
  %72 = fmul double %60, %60
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 5.000000e+00, double %71)
  %74 = fmul double %59, %59
  %75 = tail call double @llvm.fmuladd.f64(double %74, double 6.000000e+00, double %73)
  %76 = fmul double %58, %58
  %77 = tail call double @llvm.fmuladd.f64(double %76, double 7.000000e+00, double %75)
  %78 = fmul double %57, %57
  %79 = tail call double @llvm.fmuladd.f64(double %78, double 8.000000e+00, double %77)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #12
  ret double %79

80:                                               ; preds = %30, %80
  %81 = phi i64 [ 0, %30 ], [ %84, %80 ]
  %82 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = add nuw nsw i64 %81, 1
  %85 = trunc nuw nsw i64 %84 to i32
  %86 = urem i32 %85, %29
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = tail call double @sin(double noundef %89) #12
  %91 = and i64 %81, 7
  %92 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = tail call double @llvm.fmuladd.f64(double %83, double %90, double %93)
  store double %94, ptr %92, align 8, !tbaa !9
  %95 = icmp eq i64 %84, %32
  br i1 %95, label %40, label %80, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

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
  br label %45

9:                                                ; preds = %3
  %10 = zext nneg i32 %2 to i64
  br label %18

11:                                               ; preds = %18
  tail call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 %5, i1 false)
  br i1 %7, label %12, label %45

12:                                               ; preds = %11
  %13 = zext nneg i32 %2 to i64
  %14 = and i64 %13, 1
  %15 = icmp eq i32 %2, 1
  br i1 %15, label %32, label %16

16:                                               ; preds = %12
  %17 = and i64 %13, 2147483646
  br label %51

18:                                               ; preds = %9, %18
  %19 = phi i64 [ 0, %9 ], [ %22, %18 ]
  %20 = getelementptr inbounds double, ptr %6, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = add nuw nsw i64 %19, 1
  %23 = icmp eq i64 %22, %10
  %24 = and i64 %22, 4294967295
  %25 = select i1 %23, i64 0, i64 %24
  %26 = getelementptr inbounds double, ptr %6, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = fmul double %27, 5.000000e-01
  %29 = tail call double @exp(double noundef %28) #12
  %30 = fmul double %21, %29
  store double %30, ptr %20, align 8, !tbaa !9
  %31 = icmp eq i64 %22, %10
  br i1 %31, label %11, label %18, !llvm.loop !22

32:                                               ; preds = %51, %12
  %33 = phi i64 [ 0, %12 ], [ %65, %51 ]
  %34 = icmp eq i64 %14, 0
  br i1 %34, label %45, label %35

35:                                               ; preds = %32
  %36 = getelementptr inbounds double, ptr %6, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = add nuw nsw i64 %33, 1
  %39 = icmp eq i64 %38, %13
  %40 = and i64 %38, 4294967295
  %41 = select i1 %39, i64 0, i64 %40
  %42 = getelementptr inbounds double, ptr %1, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fadd double %37, %43
  store double %44, ptr %42, align 8, !tbaa !9
  br label %45

45:                                               ; preds = %35, %32, %8, %11
  %46 = sdiv i32 %2, 2
  %47 = sext i32 %46 to i64
  %48 = shl nsw i64 %47, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %6, i64 %48, i1 false)
  %49 = getelementptr inbounds double, ptr %1, i64 %4
  %50 = getelementptr inbounds i8, ptr %49, i64 -8
  store i64 0, ptr %50, align 8
  tail call void @free(ptr noundef %6) #12
  ret void

51:                                               ; preds = %51, %16
  %52 = phi i64 [ 0, %16 ], [ %65, %51 ]
  %53 = phi i64 [ 0, %16 ], [ %72, %51 ]
  %54 = getelementptr inbounds double, ptr %6, i64 %52
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = or disjoint i64 %52, 1
  %57 = icmp eq i64 %56, %13
  %58 = and i64 %56, 4294967295
  %59 = select i1 %57, i64 0, i64 %58
  %60 = getelementptr inbounds double, ptr %1, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fadd double %55, %61
  store double %62, ptr %60, align 8, !tbaa !9
  %63 = getelementptr inbounds double, ptr %6, i64 %56
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = add nuw nsw i64 %52, 2
  %66 = icmp eq i64 %65, %13
  %67 = and i64 %65, 4294967294
  %68 = select i1 %66, i64 0, i64 %67
  %69 = getelementptr inbounds double, ptr %1, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fadd double %64, %70
  store double %71, ptr %69, align 8, !tbaa !9
  %72 = add i64 %53, 2
  %73 = icmp eq i64 %72, %17
  br i1 %73, label %32, label %51, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !15, !16}
!20 = distinct !{!20, !14, !16, !15}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !26}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !26}
!30 = distinct !{!30, !26}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14, !15, !16}
!34 = distinct !{!34, !14, !16, !15}
