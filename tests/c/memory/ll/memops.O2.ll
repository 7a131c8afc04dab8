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
  %146 = getelementptr inbounds i8, ptr %6, i64 8
  %147 = getelementptr inbounds i8, ptr %6, i64 16
  %148 = getelementptr inbounds i8, ptr %6, i64 24
  %149 = getelementptr inbounds i8, ptr %6, i64 32
  %150 = getelementptr inbounds i8, ptr %6, i64 40
  %151 = getelementptr inbounds i8, ptr %6, i64 48
  %152 = getelementptr inbounds i8, ptr %6, i64 56
  %153 = getelementptr inbounds i8, ptr %8, i64 8
  %154 = getelementptr inbounds i8, ptr %8, i64 16
  %155 = getelementptr inbounds i8, ptr %8, i64 24
  %156 = getelementptr inbounds i8, ptr %8, i64 32
  %157 = getelementptr inbounds i8, ptr %8, i64 40
  %158 = getelementptr inbounds i8, ptr %8, i64 48
  %159 = getelementptr inbounds i8, ptr %8, i64 56
  %160 = getelementptr inbounds i8, ptr %11, i64 16
  %161 = getelementptr inbounds i8, ptr %11, i64 32
  %162 = getelementptr inbounds i8, ptr %11, i64 48
  %163 = getelementptr inbounds i8, ptr %11, i64 64
  %164 = getelementptr inbounds i8, ptr %11, i64 80
  br label %171

165:                                              ; preds = %654
  %166 = load i32, ptr @n_fail, align 4, !tbaa !11
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %166)
  %168 = load i32, ptr @n_fail, align 4, !tbaa !11
  %169 = icmp ne i32 %168, 0
  %170 = zext i1 %169 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #12
  ret i32 %170

171:                                              ; preds = %0, %654
  %172 = phi i64 [ 0, %0 ], [ %655, %654 ]
  %173 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  %175 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mcopy, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %174) #12
  %176 = call i32 @llvm.smax.i32(i32 %174, i32 1)
  %177 = zext nneg i32 %176 to i64
  %178 = shl nuw nsw i64 %177, 3
  %179 = call noalias ptr @malloc(i64 noundef %178) #13
  %180 = sext i32 %174 to i64
  %181 = shl nsw i64 %180, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %179, ptr nonnull readonly align 16 %9, i64 %181, i1 false)
  %182 = zext i32 %174 to i64
  %183 = getelementptr inbounds double, ptr %5, i64 %180
  %184 = shl nuw i32 %174, 1
  %185 = call i32 @llvm.smax.i32(i32 %184, i32 1)
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds double, ptr %7, i64 %180
  %188 = icmp eq i64 %172, 2
  %189 = and i64 %182, 2147483644
  %190 = icmp eq i64 %189, %182
  %191 = icmp eq i64 %172, 2
  %192 = and i64 %182, 2147483644
  %193 = icmp eq i64 %192, %182
  br label %194

194:                                              ; preds = %171, %349
  %195 = phi i64 [ 0, %171 ], [ %350, %349 ]
  %196 = getelementptr inbounds double, ptr %10, i64 %195
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = getelementptr inbounds double, ptr %179, i64 %195
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ogt double %200, 1.000000e+00
  %202 = select i1 %201, double %200, double 1.000000e+00
  %203 = fmul double %202, 0x3EB0C6F7A0B5ED8D
  %204 = fadd double %199, %203
  store double %204, ptr %198, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 8 %179, i64 %181, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %183, ptr readonly align 8 %179, i64 %181, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  br i1 %188, label %216, label %205

205:                                              ; preds = %194, %205
  %206 = phi i64 [ %213, %205 ], [ 0, %194 ]
  %207 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %206
  %208 = getelementptr inbounds i8, ptr %207, i64 16
  %209 = load <2 x double>, ptr %207, align 16, !tbaa !9
  %210 = load <2 x double>, ptr %208, align 16, !tbaa !9
  %211 = fmul <2 x double> %209, %209
  %212 = fmul <2 x double> %210, %210
  store <2 x double> %211, ptr %207, align 16, !tbaa !9
  store <2 x double> %212, ptr %208, align 16, !tbaa !9
  %213 = add nuw i64 %206, 4
  %214 = icmp eq i64 %213, %189
  br i1 %214, label %215, label %205, !llvm.loop !13

215:                                              ; preds = %205
  br i1 %190, label %225, label %216

216:                                              ; preds = %215, %194
  %217 = phi i64 [ 0, %194 ], [ %189, %215 ]
  br label %218

218:                                              ; preds = %216, %218
  %219 = phi i64 [ %223, %218 ], [ %217, %216 ]
  %220 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = fmul double %221, %221
  store double %222, ptr %220, align 8, !tbaa !9
  %223 = add nuw nsw i64 %219, 1
  %224 = icmp eq i64 %223, %182
  br i1 %224, label %225, label %218, !llvm.loop !17

225:                                              ; preds = %218, %215
  br label %226

226:                                              ; preds = %225, %226
  %227 = phi i64 [ %230, %226 ], [ 0, %225 ]
  %228 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = add nuw nsw i64 %227, 1
  %231 = trunc nuw nsw i64 %230 to i32
  %232 = urem i32 %231, %184
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = call double @sin(double noundef %235) #12
  %237 = and i64 %227, 7
  %238 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = call double @llvm.fmuladd.f64(double %229, double %236, double %239)
  store double %240, ptr %238, align 8, !tbaa !9
  %241 = icmp eq i64 %230, %186
  br i1 %241, label %242, label %226, !llvm.loop !18

242:                                              ; preds = %226
  %243 = fsub double %199, %203
  %244 = load double, ptr %6, align 16, !tbaa !9
  %245 = load double, ptr %146, align 8, !tbaa !9
  %246 = load double, ptr %147, align 16, !tbaa !9
  %247 = load double, ptr %148, align 8, !tbaa !9
  %248 = load double, ptr %149, align 16, !tbaa !9
  %249 = load double, ptr %150, align 8, !tbaa !9
  %250 = load double, ptr %151, align 16, !tbaa !9
  %251 = load double, ptr %152, align 8, !tbaa !9
  %252 = fmul double %245, %245
  %253 = fmul double %246, %246
  %254 = fmul double %247, %247
  %255 = fmul double %248, %248
  %256 = fmul double %249, %249
  %257 = fmul double %250, %250
  %258 = fmul double %251, %251
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #12
  store double %243, ptr %198, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 8 %179, i64 %181, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %187, ptr readonly align 8 %179, i64 %181, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  br i1 %191, label %270, label %259

259:                                              ; preds = %242, %259
  %260 = phi i64 [ %267, %259 ], [ 0, %242 ]
  %261 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %260
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  %263 = load <2 x double>, ptr %261, align 16, !tbaa !9
  %264 = load <2 x double>, ptr %262, align 16, !tbaa !9
  %265 = fmul <2 x double> %263, %263
  %266 = fmul <2 x double> %264, %264
  store <2 x double> %265, ptr %261, align 16, !tbaa !9
  store <2 x double> %266, ptr %262, align 16, !tbaa !9
  %267 = add nuw i64 %260, 4
  %268 = icmp eq i64 %267, %192
  br i1 %268, label %269, label %259, !llvm.loop !19

269:                                              ; preds = %259
  br i1 %193, label %279, label %270

270:                                              ; preds = %269, %242
  %271 = phi i64 [ 0, %242 ], [ %192, %269 ]
  br label %272

272:                                              ; preds = %270, %272
  %273 = phi i64 [ %277, %272 ], [ %271, %270 ]
  %274 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = fmul double %275, %275
  store double %276, ptr %274, align 8, !tbaa !9
  %277 = add nuw nsw i64 %273, 1
  %278 = icmp eq i64 %277, %182
  br i1 %278, label %279, label %272, !llvm.loop !20

279:                                              ; preds = %272, %269
  %280 = fmul double %244, %244
  %281 = call double @llvm.fmuladd.f64(double %252, double 2.000000e+00, double %280)
  %282 = call double @llvm.fmuladd.f64(double %253, double 3.000000e+00, double %281)
  %283 = call double @llvm.fmuladd.f64(double %254, double 4.000000e+00, double %282)
  %284 = call double @llvm.fmuladd.f64(double %255, double 5.000000e+00, double %283)
  %285 = call double @llvm.fmuladd.f64(double %256, double 6.000000e+00, double %284)
  %286 = call double @llvm.fmuladd.f64(double %257, double 7.000000e+00, double %285)
  br label %287

287:                                              ; preds = %279, %287
  %288 = phi i64 [ %291, %287 ], [ 0, %279 ]
  %289 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = add nuw nsw i64 %288, 1
  %292 = trunc nuw nsw i64 %291 to i32
  %293 = urem i32 %292, %184
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds [24 x double], ptr %7, i64 0, i64 %294
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = call double @sin(double noundef %296) #12
  %298 = and i64 %288, 7
  %299 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = call double @llvm.fmuladd.f64(double %290, double %297, double %300)
  store double %301, ptr %299, align 8, !tbaa !9
  %302 = icmp eq i64 %291, %186
  br i1 %302, label %303, label %287, !llvm.loop !18

303:                                              ; preds = %287
  %304 = load double, ptr %8, align 16, !tbaa !9
  %305 = load double, ptr %153, align 8, !tbaa !9
  %306 = load double, ptr %154, align 16, !tbaa !9
  %307 = load double, ptr %155, align 8, !tbaa !9
  %308 = load double, ptr %156, align 16, !tbaa !9
  %309 = load double, ptr %157, align 8, !tbaa !9
  %310 = load double, ptr %158, align 16, !tbaa !9
  %311 = load double, ptr %159, align 8, !tbaa !9
  %312 = fmul double %304, %304
  %313 = fmul double %305, %305
  %314 = call double @llvm.fmuladd.f64(double %313, double 2.000000e+00, double %312)
  %315 = fmul double %306, %306
  %316 = call double @llvm.fmuladd.f64(double %315, double 3.000000e+00, double %314)
  %317 = fmul double %307, %307
  %318 = call double @llvm.fmuladd.f64(double %317, double 4.000000e+00, double %316)
  %319 = fmul double %308, %308
  %320 = call double @llvm.fmuladd.f64(double %319, double 5.000000e+00, double %318)
  %321 = fmul double %309, %309
  %322 = call double @llvm.fmuladd.f64(double %321, double 6.000000e+00, double %320)
  %323 = fmul double %310, %310
  %324 = call double @llvm.fmuladd.f64(double %323, double 7.000000e+00, double %322)
  %325 = fmul double %311, %311
  %326 = insertelement <2 x double> poison, double %258, i64 0
  %327 = insertelement <2 x double> %326, double %325, i64 1
  %328 = insertelement <2 x double> poison, double %286, i64 0
  %329 = insertelement <2 x double> %328, double %324, i64 1
  %330 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> <double 8.000000e+00, double 8.000000e+00>, <2 x double> %329)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #12
  store double %199, ptr %198, align 8, !tbaa !9
  %331 = shufflevector <2 x double> %330, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %332 = fsub <2 x double> %330, %331
  %333 = extractelement <2 x double> %332, i64 0
  %334 = fsub double %204, %243
  %335 = fdiv double %333, %334
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fcmp ogt double %336, 1.000000e+00
  %338 = select i1 %337, double %336, double 1.000000e+00
  %339 = fsub double %197, %335
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fmul double %338, 0x3EB0C6F7A0B5ED8D
  %342 = fcmp ole double %340, %341
  %343 = select i1 %342, ptr @.str.7, ptr @.str.8
  %344 = trunc nuw nsw i64 %195 to i32
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %344, double noundef %197, double noundef %335, ptr noundef nonnull %343)
  br i1 %342, label %349, label %346

346:                                              ; preds = %303
  %347 = load i32, ptr @n_fail, align 4, !tbaa !11
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @n_fail, align 4, !tbaa !11
  br label %349

349:                                              ; preds = %346, %303
  %350 = add nuw nsw i64 %195, 1
  %351 = icmp eq i64 %350, %182
  br i1 %351, label %352, label %194, !llvm.loop !21

352:                                              ; preds = %349
  call void @free(ptr noundef nonnull %179) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  store <2 x double> <double 1.000000e+02, double 1.010000e+02>, ptr %11, align 16, !tbaa !9
  store <2 x double> <double 1.020000e+02, double 1.030000e+02>, ptr %160, align 16, !tbaa !9
  store <2 x double> <double 1.040000e+02, double 1.050000e+02>, ptr %161, align 16, !tbaa !9
  store <2 x double> <double 1.060000e+02, double 1.070000e+02>, ptr %162, align 16, !tbaa !9
  store <2 x double> <double 1.080000e+02, double 1.090000e+02>, ptr %163, align 16, !tbaa !9
  store <2 x double> <double 1.100000e+02, double 1.110000e+02>, ptr %164, align 16, !tbaa !9
  %353 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %174) #12
  %354 = call noalias ptr @malloc(i64 noundef %178) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %354, ptr nonnull readonly align 16 %9, i64 %181, i1 false)
  %355 = add nsw i64 %182, -1
  %356 = and i64 %182, 3
  %357 = icmp ult i64 %355, 3
  %358 = and i64 %182, 4294967292
  %359 = icmp eq i64 %356, 0
  %360 = and i64 %182, 3
  %361 = icmp ult i64 %355, 3
  %362 = and i64 %182, 4294967292
  %363 = icmp eq i64 %360, 0
  br label %364

364:                                              ; preds = %352, %488
  %365 = phi i64 [ 0, %352 ], [ %489, %488 ]
  %366 = getelementptr inbounds double, ptr %10, i64 %365
  %367 = load double, ptr %366, align 8, !tbaa !9
  %368 = getelementptr inbounds double, ptr %354, i64 %365
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fcmp ogt double %370, 1.000000e+00
  %372 = select i1 %371, double %370, double 1.000000e+00
  %373 = fmul double %372, 0x3EB0C6F7A0B5ED8D
  %374 = fadd double %369, %373
  store double %374, ptr %368, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  call void @mout(ptr noundef readonly %354, ptr noundef nonnull %3, i32 noundef %174)
  br i1 %357, label %405, label %375

375:                                              ; preds = %364, %375
  %376 = phi i64 [ %402, %375 ], [ 0, %364 ]
  %377 = phi double [ %401, %375 ], [ 0.000000e+00, %364 ]
  %378 = phi i64 [ %403, %375 ], [ 0, %364 ]
  %379 = getelementptr inbounds double, ptr %13, i64 %376
  %380 = load double, ptr %379, align 16, !tbaa !9
  %381 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %376
  %382 = load double, ptr %381, align 16, !tbaa !9
  %383 = call double @llvm.fmuladd.f64(double %380, double %382, double %377)
  %384 = or disjoint i64 %376, 1
  %385 = getelementptr inbounds double, ptr %13, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !9
  %387 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %384
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = call double @llvm.fmuladd.f64(double %386, double %388, double %383)
  %390 = or disjoint i64 %376, 2
  %391 = getelementptr inbounds double, ptr %13, i64 %390
  %392 = load double, ptr %391, align 16, !tbaa !9
  %393 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %390
  %394 = load double, ptr %393, align 16, !tbaa !9
  %395 = call double @llvm.fmuladd.f64(double %392, double %394, double %389)
  %396 = or disjoint i64 %376, 3
  %397 = getelementptr inbounds double, ptr %13, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %396
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = call double @llvm.fmuladd.f64(double %398, double %400, double %395)
  %402 = add nuw nsw i64 %376, 4
  %403 = add i64 %378, 4
  %404 = icmp eq i64 %403, %358
  br i1 %404, label %405, label %375, !llvm.loop !22

405:                                              ; preds = %375, %364
  %406 = phi double [ poison, %364 ], [ %401, %375 ]
  %407 = phi i64 [ 0, %364 ], [ %402, %375 ]
  %408 = phi double [ 0.000000e+00, %364 ], [ %401, %375 ]
  br i1 %359, label %421, label %409

409:                                              ; preds = %405, %409
  %410 = phi i64 [ %418, %409 ], [ %407, %405 ]
  %411 = phi double [ %417, %409 ], [ %408, %405 ]
  %412 = phi i64 [ %419, %409 ], [ 0, %405 ]
  %413 = getelementptr inbounds double, ptr %13, i64 %410
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %410
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = call double @llvm.fmuladd.f64(double %414, double %416, double %411)
  %418 = add nuw nsw i64 %410, 1
  %419 = add i64 %412, 1
  %420 = icmp eq i64 %419, %356
  br i1 %420, label %421, label %409, !llvm.loop !23

421:                                              ; preds = %409, %405
  %422 = phi double [ %406, %405 ], [ %417, %409 ]
  %423 = fsub double %369, %373
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  store double %423, ptr %368, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #12
  call void @mout(ptr noundef readonly %354, ptr noundef nonnull %4, i32 noundef %174)
  br i1 %361, label %454, label %424

424:                                              ; preds = %421, %424
  %425 = phi i64 [ %451, %424 ], [ 0, %421 ]
  %426 = phi double [ %450, %424 ], [ 0.000000e+00, %421 ]
  %427 = phi i64 [ %452, %424 ], [ 0, %421 ]
  %428 = getelementptr inbounds double, ptr %13, i64 %425
  %429 = load double, ptr %428, align 16, !tbaa !9
  %430 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %425
  %431 = load double, ptr %430, align 16, !tbaa !9
  %432 = call double @llvm.fmuladd.f64(double %429, double %431, double %426)
  %433 = or disjoint i64 %425, 1
  %434 = getelementptr inbounds double, ptr %13, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %433
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = call double @llvm.fmuladd.f64(double %435, double %437, double %432)
  %439 = or disjoint i64 %425, 2
  %440 = getelementptr inbounds double, ptr %13, i64 %439
  %441 = load double, ptr %440, align 16, !tbaa !9
  %442 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %439
  %443 = load double, ptr %442, align 16, !tbaa !9
  %444 = call double @llvm.fmuladd.f64(double %441, double %443, double %438)
  %445 = or disjoint i64 %425, 3
  %446 = getelementptr inbounds double, ptr %13, i64 %445
  %447 = load double, ptr %446, align 8, !tbaa !9
  %448 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %445
  %449 = load double, ptr %448, align 8, !tbaa !9
  %450 = call double @llvm.fmuladd.f64(double %447, double %449, double %444)
  %451 = add nuw nsw i64 %425, 4
  %452 = add i64 %427, 4
  %453 = icmp eq i64 %452, %362
  br i1 %453, label %454, label %424, !llvm.loop !22

454:                                              ; preds = %424, %421
  %455 = phi double [ poison, %421 ], [ %450, %424 ]
  %456 = phi i64 [ 0, %421 ], [ %451, %424 ]
  %457 = phi double [ 0.000000e+00, %421 ], [ %450, %424 ]
  br i1 %363, label %470, label %458

458:                                              ; preds = %454, %458
  %459 = phi i64 [ %467, %458 ], [ %456, %454 ]
  %460 = phi double [ %466, %458 ], [ %457, %454 ]
  %461 = phi i64 [ %468, %458 ], [ 0, %454 ]
  %462 = getelementptr inbounds double, ptr %13, i64 %459
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %459
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = call double @llvm.fmuladd.f64(double %463, double %465, double %460)
  %467 = add nuw nsw i64 %459, 1
  %468 = add i64 %461, 1
  %469 = icmp eq i64 %468, %360
  br i1 %469, label %470, label %458, !llvm.loop !25

470:                                              ; preds = %458, %454
  %471 = phi double [ %455, %454 ], [ %466, %458 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #12
  store double %369, ptr %368, align 8, !tbaa !9
  %472 = fsub double %422, %471
  %473 = fsub double %374, %423
  %474 = fdiv double %472, %473
  %475 = call double @llvm.fabs.f64(double %474)
  %476 = fcmp ogt double %475, 1.000000e+00
  %477 = select i1 %476, double %475, double 1.000000e+00
  %478 = fsub double %367, %474
  %479 = call double @llvm.fabs.f64(double %478)
  %480 = fmul double %477, 0x3EB0C6F7A0B5ED8D
  %481 = fcmp ole double %479, %480
  %482 = select i1 %481, ptr @.str.7, ptr @.str.8
  %483 = trunc nuw nsw i64 %365 to i32
  %484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %483, double noundef %367, double noundef %474, ptr noundef nonnull %482)
  br i1 %481, label %488, label %485

485:                                              ; preds = %470
  %486 = load i32, ptr @n_fail, align 4, !tbaa !11
  %487 = add nsw i32 %486, 1
  store i32 %487, ptr @n_fail, align 4, !tbaa !11
  br label %488

488:                                              ; preds = %485, %470
  %489 = add nuw nsw i64 %365, 1
  %490 = icmp eq i64 %489, %182
  br i1 %490, label %491, label %364, !llvm.loop !21

491:                                              ; preds = %488
  call void @free(ptr noundef nonnull %354) #12
  call void @mout(ptr noundef nonnull %9, ptr noundef nonnull %14, i32 noundef %174)
  br label %492

492:                                              ; preds = %491, %511
  %493 = phi i64 [ 0, %491 ], [ %512, %511 ]
  %494 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %493
  %495 = load double, ptr %494, align 8, !tbaa !9
  %496 = getelementptr inbounds [12 x double], ptr %14, i64 0, i64 %493
  %497 = load double, ptr %496, align 8, !tbaa !9
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fcmp ogt double %498, 1.000000e+00
  %500 = select i1 %499, double %498, double 1.000000e+00
  %501 = fsub double %495, %497
  %502 = call double @llvm.fabs.f64(double %501)
  %503 = fmul double %500, 0x3D719799812DEA11
  %504 = fcmp ole double %502, %503
  %505 = select i1 %504, ptr @.str.7, ptr @.str.8
  %506 = trunc nuw nsw i64 %493 to i32
  %507 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %506, double noundef %495, double noundef %497, ptr noundef nonnull %505)
  br i1 %504, label %511, label %508

508:                                              ; preds = %492
  %509 = load i32, ptr @n_fail, align 4, !tbaa !11
  %510 = add nsw i32 %509, 1
  store i32 %510, ptr @n_fail, align 4, !tbaa !11
  br label %511

511:                                              ; preds = %492, %508
  %512 = add nuw nsw i64 %493, 1
  %513 = icmp eq i64 %512, %177
  br i1 %513, label %657, label %492, !llvm.loop !26

514:                                              ; preds = %668
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %12, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  %515 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %516 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %517 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, i32 noundef %515, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %516, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %174) #12
  %518 = call noalias ptr @malloc(i64 noundef %178) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %518, ptr nonnull readonly align 16 %9, i64 %181, i1 false)
  %519 = and i64 %182, 3
  %520 = icmp ult i64 %355, 3
  %521 = and i64 %182, 4294967292
  %522 = icmp eq i64 %519, 0
  %523 = and i64 %182, 3
  %524 = icmp ult i64 %355, 3
  %525 = and i64 %182, 4294967292
  %526 = icmp eq i64 %523, 0
  br label %527

527:                                              ; preds = %514, %651
  %528 = phi i64 [ 0, %514 ], [ %652, %651 ]
  %529 = getelementptr inbounds double, ptr %10, i64 %528
  %530 = load double, ptr %529, align 8, !tbaa !9
  %531 = getelementptr inbounds double, ptr %518, i64 %528
  %532 = load double, ptr %531, align 8, !tbaa !9
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ogt double %533, 1.000000e+00
  %535 = select i1 %534, double %533, double 1.000000e+00
  %536 = fmul double %535, 0x3EB0C6F7A0B5ED8D
  %537 = fadd double %532, %536
  store double %537, ptr %531, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #12
  call void @mout(ptr noundef readonly %518, ptr noundef nonnull %1, i32 noundef %174)
  br i1 %520, label %568, label %538

538:                                              ; preds = %527, %538
  %539 = phi i64 [ %565, %538 ], [ 0, %527 ]
  %540 = phi double [ %564, %538 ], [ 0.000000e+00, %527 ]
  %541 = phi i64 [ %566, %538 ], [ 0, %527 ]
  %542 = getelementptr inbounds double, ptr %13, i64 %539
  %543 = load double, ptr %542, align 16, !tbaa !9
  %544 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %539
  %545 = load double, ptr %544, align 16, !tbaa !9
  %546 = call double @llvm.fmuladd.f64(double %543, double %545, double %540)
  %547 = or disjoint i64 %539, 1
  %548 = getelementptr inbounds double, ptr %13, i64 %547
  %549 = load double, ptr %548, align 8, !tbaa !9
  %550 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %547
  %551 = load double, ptr %550, align 8, !tbaa !9
  %552 = call double @llvm.fmuladd.f64(double %549, double %551, double %546)
  %553 = or disjoint i64 %539, 2
  %554 = getelementptr inbounds double, ptr %13, i64 %553
  %555 = load double, ptr %554, align 16, !tbaa !9
  %556 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %553
  %557 = load double, ptr %556, align 16, !tbaa !9
  %558 = call double @llvm.fmuladd.f64(double %555, double %557, double %552)
  %559 = or disjoint i64 %539, 3
  %560 = getelementptr inbounds double, ptr %13, i64 %559
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %559
  %563 = load double, ptr %562, align 8, !tbaa !9
  %564 = call double @llvm.fmuladd.f64(double %561, double %563, double %558)
  %565 = add nuw nsw i64 %539, 4
  %566 = add i64 %541, 4
  %567 = icmp eq i64 %566, %521
  br i1 %567, label %568, label %538, !llvm.loop !22

568:                                              ; preds = %538, %527
  %569 = phi double [ poison, %527 ], [ %564, %538 ]
  %570 = phi i64 [ 0, %527 ], [ %565, %538 ]
  %571 = phi double [ 0.000000e+00, %527 ], [ %564, %538 ]
  br i1 %522, label %584, label %572

572:                                              ; preds = %568, %572
  %573 = phi i64 [ %581, %572 ], [ %570, %568 ]
  %574 = phi double [ %580, %572 ], [ %571, %568 ]
  %575 = phi i64 [ %582, %572 ], [ 0, %568 ]
  %576 = getelementptr inbounds double, ptr %13, i64 %573
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %573
  %579 = load double, ptr %578, align 8, !tbaa !9
  %580 = call double @llvm.fmuladd.f64(double %577, double %579, double %574)
  %581 = add nuw nsw i64 %573, 1
  %582 = add i64 %575, 1
  %583 = icmp eq i64 %582, %519
  br i1 %583, label %584, label %572, !llvm.loop !27

584:                                              ; preds = %572, %568
  %585 = phi double [ %569, %568 ], [ %580, %572 ]
  %586 = fsub double %532, %536
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #12
  store double %586, ptr %531, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #12
  call void @mout(ptr noundef readonly %518, ptr noundef nonnull %2, i32 noundef %174)
  br i1 %524, label %617, label %587

587:                                              ; preds = %584, %587
  %588 = phi i64 [ %614, %587 ], [ 0, %584 ]
  %589 = phi double [ %613, %587 ], [ 0.000000e+00, %584 ]
  %590 = phi i64 [ %615, %587 ], [ 0, %584 ]
  %591 = getelementptr inbounds double, ptr %13, i64 %588
  %592 = load double, ptr %591, align 16, !tbaa !9
  %593 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %588
  %594 = load double, ptr %593, align 16, !tbaa !9
  %595 = call double @llvm.fmuladd.f64(double %592, double %594, double %589)
  %596 = or disjoint i64 %588, 1
  %597 = getelementptr inbounds double, ptr %13, i64 %596
  %598 = load double, ptr %597, align 8, !tbaa !9
  %599 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %596
  %600 = load double, ptr %599, align 8, !tbaa !9
  %601 = call double @llvm.fmuladd.f64(double %598, double %600, double %595)
  %602 = or disjoint i64 %588, 2
  %603 = getelementptr inbounds double, ptr %13, i64 %602
  %604 = load double, ptr %603, align 16, !tbaa !9
  %605 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %602
  %606 = load double, ptr %605, align 16, !tbaa !9
  %607 = call double @llvm.fmuladd.f64(double %604, double %606, double %601)
  %608 = or disjoint i64 %588, 3
  %609 = getelementptr inbounds double, ptr %13, i64 %608
  %610 = load double, ptr %609, align 8, !tbaa !9
  %611 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = call double @llvm.fmuladd.f64(double %610, double %612, double %607)
  %614 = add nuw nsw i64 %588, 4
  %615 = add i64 %590, 4
  %616 = icmp eq i64 %615, %525
  br i1 %616, label %617, label %587, !llvm.loop !22

617:                                              ; preds = %587, %584
  %618 = phi double [ poison, %584 ], [ %613, %587 ]
  %619 = phi i64 [ 0, %584 ], [ %614, %587 ]
  %620 = phi double [ 0.000000e+00, %584 ], [ %613, %587 ]
  br i1 %526, label %633, label %621

621:                                              ; preds = %617, %621
  %622 = phi i64 [ %630, %621 ], [ %619, %617 ]
  %623 = phi double [ %629, %621 ], [ %620, %617 ]
  %624 = phi i64 [ %631, %621 ], [ 0, %617 ]
  %625 = getelementptr inbounds double, ptr %13, i64 %622
  %626 = load double, ptr %625, align 8, !tbaa !9
  %627 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %622
  %628 = load double, ptr %627, align 8, !tbaa !9
  %629 = call double @llvm.fmuladd.f64(double %626, double %628, double %623)
  %630 = add nuw nsw i64 %622, 1
  %631 = add i64 %624, 1
  %632 = icmp eq i64 %631, %523
  br i1 %632, label %633, label %621, !llvm.loop !28

633:                                              ; preds = %621, %617
  %634 = phi double [ %618, %617 ], [ %629, %621 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #12
  store double %532, ptr %531, align 8, !tbaa !9
  %635 = fsub double %585, %634
  %636 = fsub double %537, %586
  %637 = fdiv double %635, %636
  %638 = call double @llvm.fabs.f64(double %637)
  %639 = fcmp ogt double %638, 1.000000e+00
  %640 = select i1 %639, double %638, double 1.000000e+00
  %641 = fsub double %530, %637
  %642 = call double @llvm.fabs.f64(double %641)
  %643 = fmul double %640, 0x3EB0C6F7A0B5ED8D
  %644 = fcmp ole double %642, %643
  %645 = select i1 %644, ptr @.str.7, ptr @.str.8
  %646 = trunc nuw nsw i64 %528 to i32
  %647 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %646, double noundef %530, double noundef %637, ptr noundef nonnull %645)
  br i1 %644, label %651, label %648

648:                                              ; preds = %633
  %649 = load i32, ptr @n_fail, align 4, !tbaa !11
  %650 = add nsw i32 %649, 1
  store i32 %650, ptr @n_fail, align 4, !tbaa !11
  br label %651

651:                                              ; preds = %648, %633
  %652 = add nuw nsw i64 %528, 1
  %653 = icmp eq i64 %652, %182
  br i1 %653, label %654, label %527, !llvm.loop !21

654:                                              ; preds = %651
  call void @free(ptr noundef nonnull %518) #12
  %655 = add nuw nsw i64 %172, 1
  %656 = icmp eq i64 %655, 3
  br i1 %656, label %165, label %171, !llvm.loop !29

657:                                              ; preds = %511, %668
  %658 = phi i64 [ %669, %668 ], [ 0, %511 ]
  %659 = getelementptr inbounds [12 x double], ptr %12, i64 0, i64 %658
  %660 = load double, ptr %659, align 8, !tbaa !9
  %661 = fcmp oeq double %660, 0.000000e+00
  %662 = select i1 %661, ptr @.str.7, ptr @.str.8
  %663 = trunc nuw nsw i64 %658 to i32
  %664 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %663, double noundef %660, double noundef 0.000000e+00, ptr noundef nonnull %662)
  br i1 %661, label %668, label %665

665:                                              ; preds = %657
  %666 = load i32, ptr @n_fail, align 4, !tbaa !11
  %667 = add nsw i32 %666, 1
  store i32 %667, ptr @n_fail, align 4, !tbaa !11
  br label %668

668:                                              ; preds = %657, %665
  %669 = add nuw nsw i64 %658, 1
  %670 = icmp eq i64 %669, %177
  br i1 %670, label %514, label %657, !llvm.loop !30
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
  br i1 %25, label %26, label %16, !llvm.loop !31

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
  br i1 %39, label %28, label %33, !llvm.loop !32

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
  br i1 %31, label %11, label %18, !llvm.loop !33

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
  br i1 %73, label %32, label %51, !llvm.loop !34
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
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !24}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14, !15, !16}
!32 = distinct !{!32, !14, !16, !15}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
