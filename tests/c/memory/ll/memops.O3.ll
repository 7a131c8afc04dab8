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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca [12 x double], align 16
  %8 = alloca [12 x double], align 16
  %9 = alloca [12 x double], align 16
  %10 = alloca [12 x double], align 16
  %11 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %10) #13
  %12 = load i64, ptr @rng_state, align 8, !tbaa !5
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = insertelement <2 x i64> poison, i64 %14, i64 0
  %18 = insertelement <2 x i64> %17, i64 %16, i64 1
  %19 = lshr <2 x i64> %18, <i64 10, i64 10>
  %20 = and <2 x i64> %19, <i64 18014398509481982, i64 18014398509481982>
  %21 = uitofp nneg <2 x i64> %20 to <2 x double>
  %22 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %22, ptr %5, align 16, !tbaa !9
  %23 = mul i64 %16, 6364136223846793005
  %24 = getelementptr inbounds i8, ptr %5, i64 16
  %25 = add i64 %23, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <2 x i64> poison, i64 %25, i64 0
  %29 = insertelement <2 x i64> %28, i64 %27, i64 1
  %30 = lshr <2 x i64> %29, <i64 10, i64 10>
  %31 = and <2 x i64> %30, <i64 18014398509481982, i64 18014398509481982>
  %32 = uitofp nneg <2 x i64> %31 to <2 x double>
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %33, ptr %24, align 16, !tbaa !9
  %34 = mul i64 %27, 6364136223846793005
  %35 = getelementptr inbounds i8, ptr %5, i64 32
  %36 = add i64 %34, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = insertelement <2 x i64> poison, i64 %36, i64 0
  %40 = insertelement <2 x i64> %39, i64 %38, i64 1
  %41 = lshr <2 x i64> %40, <i64 10, i64 10>
  %42 = and <2 x i64> %41, <i64 18014398509481982, i64 18014398509481982>
  %43 = uitofp nneg <2 x i64> %42 to <2 x double>
  %44 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %44, ptr %35, align 16, !tbaa !9
  %45 = mul i64 %38, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %5, i64 48
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <2 x i64> poison, i64 %47, i64 0
  %51 = insertelement <2 x i64> %50, i64 %49, i64 1
  %52 = lshr <2 x i64> %51, <i64 10, i64 10>
  %53 = and <2 x i64> %52, <i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <2 x i64> %53 to <2 x double>
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %55, ptr %46, align 16, !tbaa !9
  %56 = mul i64 %49, 6364136223846793005
  %57 = getelementptr inbounds i8, ptr %5, i64 64
  %58 = add i64 %56, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = insertelement <2 x i64> poison, i64 %58, i64 0
  %62 = insertelement <2 x i64> %61, i64 %60, i64 1
  %63 = lshr <2 x i64> %62, <i64 10, i64 10>
  %64 = and <2 x i64> %63, <i64 18014398509481982, i64 18014398509481982>
  %65 = uitofp nneg <2 x i64> %64 to <2 x double>
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %66, ptr %57, align 16, !tbaa !9
  %67 = mul i64 %60, 6364136223846793005
  %68 = getelementptr inbounds i8, ptr %5, i64 80
  %69 = add i64 %67, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <2 x i64> poison, i64 %69, i64 0
  %73 = insertelement <2 x i64> %72, i64 %71, i64 1
  %74 = lshr <2 x i64> %73, <i64 10, i64 10>
  %75 = and <2 x i64> %74, <i64 18014398509481982, i64 18014398509481982>
  %76 = uitofp nneg <2 x i64> %75 to <2 x double>
  %77 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %77, ptr %68, align 16, !tbaa !9
  %78 = mul i64 %71, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = insertelement <2 x i64> poison, i64 %79, i64 0
  %83 = insertelement <2 x i64> %82, i64 %81, i64 1
  %84 = lshr <2 x i64> %83, <i64 10, i64 10>
  %85 = and <2 x i64> %84, <i64 18014398509481982, i64 18014398509481982>
  %86 = uitofp nneg <2 x i64> %85 to <2 x double>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %87, ptr %9, align 16, !tbaa !9
  %88 = mul i64 %81, 6364136223846793005
  %89 = getelementptr inbounds i8, ptr %9, i64 16
  %90 = add i64 %88, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = insertelement <2 x i64> poison, i64 %90, i64 0
  %94 = insertelement <2 x i64> %93, i64 %92, i64 1
  %95 = lshr <2 x i64> %94, <i64 10, i64 10>
  %96 = and <2 x i64> %95, <i64 18014398509481982, i64 18014398509481982>
  %97 = uitofp nneg <2 x i64> %96 to <2 x double>
  %98 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %98, ptr %89, align 16, !tbaa !9
  %99 = mul i64 %92, 6364136223846793005
  %100 = getelementptr inbounds i8, ptr %9, i64 32
  %101 = add i64 %99, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = insertelement <2 x i64> poison, i64 %101, i64 0
  %105 = insertelement <2 x i64> %104, i64 %103, i64 1
  %106 = lshr <2 x i64> %105, <i64 10, i64 10>
  %107 = and <2 x i64> %106, <i64 18014398509481982, i64 18014398509481982>
  %108 = uitofp nneg <2 x i64> %107 to <2 x double>
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %109, ptr %100, align 16, !tbaa !9
  %110 = mul i64 %103, 6364136223846793005
  %111 = getelementptr inbounds i8, ptr %9, i64 48
  %112 = add i64 %110, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <2 x i64> poison, i64 %112, i64 0
  %116 = insertelement <2 x i64> %115, i64 %114, i64 1
  %117 = lshr <2 x i64> %116, <i64 10, i64 10>
  %118 = and <2 x i64> %117, <i64 18014398509481982, i64 18014398509481982>
  %119 = uitofp nneg <2 x i64> %118 to <2 x double>
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %120, ptr %111, align 16, !tbaa !9
  %121 = mul i64 %114, 6364136223846793005
  %122 = getelementptr inbounds i8, ptr %9, i64 64
  %123 = add i64 %121, 1442695040888963407
  %124 = mul i64 %123, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = insertelement <2 x i64> poison, i64 %123, i64 0
  %127 = insertelement <2 x i64> %126, i64 %125, i64 1
  %128 = lshr <2 x i64> %127, <i64 10, i64 10>
  %129 = and <2 x i64> %128, <i64 18014398509481982, i64 18014398509481982>
  %130 = uitofp nneg <2 x i64> %129 to <2 x double>
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %131, ptr %122, align 16, !tbaa !9
  %132 = mul i64 %125, 6364136223846793005
  %133 = getelementptr inbounds i8, ptr %9, i64 80
  %134 = add i64 %132, 1442695040888963407
  %135 = mul i64 %134, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = insertelement <2 x i64> poison, i64 %134, i64 0
  %138 = insertelement <2 x i64> %137, i64 %136, i64 1
  %139 = lshr <2 x i64> %138, <i64 10, i64 10>
  %140 = and <2 x i64> %139, <i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <2 x i64> %140 to <2 x double>
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %142, ptr %133, align 16, !tbaa !9
  store i64 %136, ptr @rng_state, align 8, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %11, i64 8
  %144 = getelementptr i8, ptr %10, i64 -8
  %145 = getelementptr inbounds i8, ptr %7, i64 16
  %146 = getelementptr inbounds i8, ptr %7, i64 32
  %147 = getelementptr inbounds i8, ptr %7, i64 48
  %148 = getelementptr inbounds i8, ptr %7, i64 64
  %149 = getelementptr inbounds i8, ptr %7, i64 80
  br label %156

150:                                              ; preds = %259
  %151 = load i32, ptr @n_fail, align 4, !tbaa !11
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %151)
  %153 = load i32, ptr @n_fail, align 4, !tbaa !11
  %154 = icmp ne i32 %153, 0
  %155 = zext i1 %154 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #13
  ret i32 %155

156:                                              ; preds = %0, %259
  %157 = phi i64 [ 0, %0 ], [ %263, %259 ]
  %158 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13
  store i32 %159, ptr %11, align 8, !tbaa !13
  store ptr %9, ptr %143, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %6, i8 0, i64 96, i1 false)
  %160 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mcopy, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %159) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_mcopy, ptr noundef nonnull %11, ptr noundef nonnull %5, i32 noundef %159, ptr noundef nonnull %6)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %6, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %8, ptr noundef nonnull align 16 dereferenceable(96) %9, i64 96, i1 false)
  store <2 x double> <double 1.000000e+02, double 1.010000e+02>, ptr %7, align 16, !tbaa !9
  store <2 x double> <double 1.020000e+02, double 1.030000e+02>, ptr %145, align 16, !tbaa !9
  store <2 x double> <double 1.040000e+02, double 1.050000e+02>, ptr %146, align 16, !tbaa !9
  store <2 x double> <double 1.060000e+02, double 1.070000e+02>, ptr %147, align 16, !tbaa !9
  store <2 x double> <double 1.080000e+02, double 1.090000e+02>, ptr %148, align 16, !tbaa !9
  store <2 x double> <double 1.100000e+02, double 1.110000e+02>, ptr %149, align 16, !tbaa !9
  %161 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %159) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_mout, ptr noundef nonnull %11, ptr noundef nonnull %5, i32 noundef %159, ptr noundef nonnull %6)
  %162 = sext i32 %159 to i64
  %163 = shl nsw i64 %162, 3
  %164 = call noalias ptr @malloc(i64 noundef %163) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %164, ptr nonnull readonly align 16 %5, i64 %163, i1 false)
  %165 = zext nneg i32 %159 to i64
  br label %169

166:                                              ; preds = %169
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %10, i8 0, i64 %163, i1 false)
  %167 = and i64 %165, 1
  %168 = and i64 %165, 2147483646
  br label %182

169:                                              ; preds = %169, %156
  %170 = phi i64 [ 0, %156 ], [ %173, %169 ]
  %171 = getelementptr inbounds double, ptr %164, i64 %170
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = add nuw nsw i64 %170, 1
  %174 = icmp eq i64 %173, %165
  %175 = and i64 %173, 4294967295
  %176 = select i1 %174, i64 0, i64 %175
  %177 = getelementptr inbounds double, ptr %164, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = fmul double %178, 5.000000e-01
  %180 = call double @exp(double noundef %179) #13
  %181 = fmul double %172, %180
  store double %181, ptr %171, align 8, !tbaa !9
  br i1 %174, label %166, label %169, !llvm.loop !17

182:                                              ; preds = %182, %166
  %183 = phi i64 [ 0, %166 ], [ %196, %182 ]
  %184 = phi i64 [ 0, %166 ], [ %203, %182 ]
  %185 = getelementptr inbounds double, ptr %164, i64 %183
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = or disjoint i64 %183, 1
  %188 = icmp eq i64 %187, %165
  %189 = and i64 %187, 4294967295
  %190 = select i1 %188, i64 0, i64 %189
  %191 = getelementptr inbounds double, ptr %10, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = fadd double %186, %192
  store double %193, ptr %191, align 8, !tbaa !9
  %194 = getelementptr inbounds double, ptr %164, i64 %187
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = add nuw nsw i64 %183, 2
  %197 = icmp eq i64 %196, %165
  %198 = and i64 %196, 4294967294
  %199 = select i1 %197, i64 0, i64 %198
  %200 = getelementptr inbounds double, ptr %10, i64 %199
  %201 = load double, ptr %200, align 16, !tbaa !9
  %202 = fadd double %195, %201
  store double %202, ptr %200, align 16, !tbaa !9
  %203 = add i64 %184, 2
  %204 = icmp eq i64 %203, %168
  br i1 %204, label %205, label %182, !llvm.loop !19

205:                                              ; preds = %182
  %206 = icmp eq i64 %167, 0
  br i1 %206, label %217, label %207

207:                                              ; preds = %205
  %208 = getelementptr inbounds double, ptr %164, i64 %196
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = add nuw nsw i64 %196, 1
  %211 = icmp eq i64 %210, %165
  %212 = and i64 %210, 4294967295
  %213 = select i1 %211, i64 0, i64 %212
  %214 = getelementptr inbounds double, ptr %10, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = fadd double %209, %215
  store double %216, ptr %214, align 8, !tbaa !9
  br label %217

217:                                              ; preds = %205, %207
  %218 = sdiv i32 %159, 2
  %219 = sext i32 %218 to i64
  %220 = shl nsw i64 %219, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull align 8 %164, i64 %220, i1 false)
  %221 = getelementptr double, ptr %144, i64 %162
  store i64 0, ptr %221, align 8
  call void @free(ptr noundef nonnull %164) #13
  %222 = call i32 @llvm.smax.i32(i32 %159, i32 1)
  %223 = zext nneg i32 %222 to i64
  br label %227

224:                                              ; preds = %256
  %225 = call i32 @llvm.smax.i32(i32 %159, i32 1)
  %226 = zext nneg i32 %225 to i64
  br label %265

227:                                              ; preds = %217, %256
  %228 = phi i64 [ 0, %217 ], [ %257, %256 ]
  %229 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = getelementptr inbounds [12 x double], ptr %10, i64 0, i64 %228
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ogt double %233, 1.000000e+00
  %235 = select i1 %234, double %233, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %230, ptr %4, align 8, !tbaa !9
  %236 = load volatile double, ptr %4, align 8, !tbaa !9
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %238, label %251, label %239

239:                                              ; preds = %227
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %232, ptr %3, align 8, !tbaa !9
  %240 = load volatile double, ptr %3, align 8, !tbaa !9
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %242, label %251, label %243

243:                                              ; preds = %239
  %244 = fsub double %230, %232
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = fmul double %235, 0x3D719799812DEA11
  %247 = fcmp ugt double %245, %246
  br i1 %247, label %251, label %248

248:                                              ; preds = %243
  %249 = trunc nuw nsw i64 %228 to i32
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %249, double noundef %230, double noundef %232, ptr noundef nonnull @.str.7)
  br label %256

251:                                              ; preds = %243, %239, %227
  %252 = trunc nuw nsw i64 %228 to i32
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %252, double noundef %230, double noundef %232, ptr noundef nonnull @.str.8)
  %254 = load i32, ptr @n_fail, align 4, !tbaa !11
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr @n_fail, align 4, !tbaa !11
  br label %256

256:                                              ; preds = %248, %251
  %257 = add nuw nsw i64 %228, 1
  %258 = icmp eq i64 %257, %223
  br i1 %258, label %224, label %227, !llvm.loop !20

259:                                              ; preds = %286
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %6, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %8, ptr noundef nonnull align 16 dereferenceable(96) %9, i64 96, i1 false)
  %260 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %261 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %262 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, i32 noundef %260, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %261, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %159) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.4, ptr noundef nonnull @obj_mout, ptr noundef nonnull %11, ptr noundef nonnull %5, i32 noundef %159, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13
  %263 = add nuw nsw i64 %157, 1
  %264 = icmp eq i64 %263, 3
  br i1 %264, label %150, label %156, !llvm.loop !21

265:                                              ; preds = %224, %286
  %266 = phi i64 [ 0, %224 ], [ %287, %286 ]
  %267 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %268, ptr %2, align 8, !tbaa !9
  %269 = load volatile double, ptr %2, align 8, !tbaa !9
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %271, label %281, label %272

272:                                              ; preds = %265
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !9
  %273 = load volatile double, ptr %1, align 8, !tbaa !9
  %274 = call double @llvm.fabs.f64(double %273)
  %275 = fcmp ueq double %274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %276 = fcmp une double %268, 0.000000e+00
  %277 = select i1 %275, i1 true, i1 %276
  br i1 %277, label %281, label %278

278:                                              ; preds = %272
  %279 = trunc nuw nsw i64 %266 to i32
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %279, double noundef %268, double noundef 0.000000e+00, ptr noundef nonnull @.str.7)
  br label %286

281:                                              ; preds = %272, %265
  %282 = trunc nuw nsw i64 %266 to i32
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %282, double noundef %268, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  %284 = load i32, ptr @n_fail, align 4, !tbaa !11
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr @n_fail, align 4, !tbaa !11
  br label %286

286:                                              ; preds = %278, %281
  %287 = add nuw nsw i64 %266, 1
  %288 = icmp eq i64 %287, %226
  br i1 %288, label %259, label %265, !llvm.loop !22
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
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
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
  br i1 %25, label %26, label %16, !llvm.loop !23

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
  br i1 %39, label %28, label %33, !llvm.loop !26

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
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #13
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
  %90 = tail call double @sin(double noundef %89) #13
  %91 = and i64 %81, 7
  %92 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = tail call double @llvm.fmuladd.f64(double %83, double %90, double %93)
  store double %94, ptr %92, align 8, !tbaa !9
  %95 = icmp eq i64 %84, %32
  br i1 %95, label %40, label %80, !llvm.loop !27
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

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #13
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !28
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !28
  store double %24, ptr %23, align 8, !tbaa !9
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %39 = load volatile double, ptr %8, align 8, !tbaa !9
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !9
  %43 = load volatile double, ptr %7, align 8, !tbaa !9
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.7)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.8)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !11
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !29
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @obj_mcopy(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca [24 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = load i32, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %0, i64 %7, i1 false)
  %8 = getelementptr inbounds double, ptr %3, i64 %6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %8, ptr readonly align 8 %0, i64 %7, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %9 = icmp sgt i32 %5, 0
  br i1 %9, label %10, label %72

10:                                               ; preds = %2
  %11 = zext nneg i32 %5 to i64
  %12 = icmp ult i32 %5, 4
  br i1 %12, label %13, label %15

13:                                               ; preds = %27, %10
  %14 = phi i64 [ 0, %10 ], [ %16, %27 ]
  br label %33

15:                                               ; preds = %10
  %16 = and i64 %11, 2147483644
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %25, %17 ]
  %19 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %22 = load <2 x double>, ptr %20, align 16, !tbaa !9
  %23 = fmul <2 x double> %21, %21
  %24 = fmul <2 x double> %22, %22
  store <2 x double> %23, ptr %19, align 16, !tbaa !9
  store <2 x double> %24, ptr %20, align 16, !tbaa !9
  %25 = add nuw i64 %18, 4
  %26 = icmp eq i64 %25, %16
  br i1 %26, label %27, label %17, !llvm.loop !30

27:                                               ; preds = %17
  %28 = icmp eq i64 %16, %11
  br i1 %28, label %29, label %13

29:                                               ; preds = %33, %27
  %30 = shl nuw i32 %5, 1
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 1)
  %32 = zext nneg i32 %31 to i64
  br label %56

33:                                               ; preds = %13, %33
  %34 = phi i64 [ %38, %33 ], [ %14, %13 ]
  %35 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fmul double %36, %36
  store double %37, ptr %35, align 8, !tbaa !9
  %38 = add nuw nsw i64 %34, 1
  %39 = icmp eq i64 %38, %11
  br i1 %39, label %29, label %33, !llvm.loop !31

40:                                               ; preds = %56
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
  br label %72

56:                                               ; preds = %56, %29
  %57 = phi i64 [ 0, %29 ], [ %60, %56 ]
  %58 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = add nuw nsw i64 %57, 1
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = urem i32 %61, %30
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = tail call double @sin(double noundef %65) #13
  %67 = and i64 %57, 7
  %68 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = tail call double @llvm.fmuladd.f64(double %59, double %66, double %69)
  store double %70, ptr %68, align 8, !tbaa !9
  %71 = icmp eq i64 %60, %32
  br i1 %71, label %40, label %56, !llvm.loop !27

72:                                               ; preds = %2, %40
  %73 = phi double [ %55, %40 ], [ 0.000000e+00, %2 ]
  %74 = phi double [ %53, %40 ], [ 0.000000e+00, %2 ]
  %75 = phi double [ %51, %40 ], [ 0.000000e+00, %2 ]
  %76 = phi double [ %49, %40 ], [ 0.000000e+00, %2 ]
  %77 = phi double [ %47, %40 ], [ 0.000000e+00, %2 ]
  %78 = phi double [ %45, %40 ], [ 0.000000e+00, %2 ]
  %79 = phi double [ %43, %40 ], [ 0.000000e+00, %2 ]
  %80 = phi double [ %41, %40 ], [ 0.000000e+00, %2 ]
  %81 = fmul double %80, %80
  %82 = fmul double %79, %79
  %83 = tail call double @llvm.fmuladd.f64(double %82, double 2.000000e+00, double %81)
  %84 = fmul double %78, %78
  %85 = tail call double @llvm.fmuladd.f64(double %84, double 3.000000e+00, double %83)
  %86 = fmul double %77, %77
  %87 = tail call double @llvm.fmuladd.f64(double %86, double 4.000000e+00, double %85)
  %88 = fmul double %76, %76
  %89 = tail call double @llvm.fmuladd.f64(double %88, double 5.000000e+00, double %87)
  %90 = fmul double %75, %75
  %91 = tail call double @llvm.fmuladd.f64(double %90, double 6.000000e+00, double %89)
  %92 = fmul double %74, %74
  %93 = tail call double @llvm.fmuladd.f64(double %92, double 7.000000e+00, double %91)
  %94 = fmul double %73, %73
  %95 = tail call double @llvm.fmuladd.f64(double %94, double 8.000000e+00, double %93)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #13
  ret double %95
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal void @mout(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) #0 {
  %4 = sext i32 %2 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #14
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
  %29 = tail call double @exp(double noundef %28) #13
  %30 = fmul double %21, %29
  store double %30, ptr %20, align 8, !tbaa !9
  %31 = icmp eq i64 %22, %10
  br i1 %31, label %11, label %18, !llvm.loop !17

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
  tail call void @free(ptr noundef %6) #13
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
  br i1 %73, label %32, label %51, !llvm.loop !19
}

; Function Attrs: nounwind uwtable
define internal double @obj_mout(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #13
  %4 = load i32, ptr %1, align 8, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr readonly align 8 %0, i64 %6, i1 false)
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %6, i1 false)
  br label %64

10:                                               ; preds = %2
  %11 = zext nneg i32 %4 to i64
  br label %17

12:                                               ; preds = %17
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %6, i1 false)
  %13 = and i64 %11, 1
  %14 = icmp eq i32 %4, 1
  br i1 %14, label %50, label %15

15:                                               ; preds = %12
  %16 = and i64 %11, 2147483646
  br label %29

17:                                               ; preds = %17, %10
  %18 = phi i64 [ 0, %10 ], [ %21, %17 ]
  %19 = getelementptr inbounds double, ptr %7, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = add nuw nsw i64 %18, 1
  %22 = icmp eq i64 %21, %11
  %23 = select i1 %22, i64 0, i64 %21
  %24 = getelementptr inbounds double, ptr %7, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = fmul double %25, 5.000000e-01
  %27 = tail call double @exp(double noundef %26) #13
  %28 = fmul double %20, %27
  store double %28, ptr %19, align 8, !tbaa !9
  br i1 %22, label %12, label %17, !llvm.loop !17

29:                                               ; preds = %29, %15
  %30 = phi i64 [ 0, %15 ], [ %42, %29 ]
  %31 = phi i64 [ 0, %15 ], [ %48, %29 ]
  %32 = getelementptr inbounds double, ptr %7, i64 %30
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = or disjoint i64 %30, 1
  %35 = icmp eq i64 %34, %11
  %36 = select i1 %35, i64 0, i64 %34
  %37 = getelementptr inbounds double, ptr %3, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fadd double %33, %38
  store double %39, ptr %37, align 8, !tbaa !9
  %40 = getelementptr inbounds double, ptr %7, i64 %34
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = add nuw nsw i64 %30, 2
  %43 = icmp eq i64 %42, %11
  %44 = select i1 %43, i64 0, i64 %42
  %45 = getelementptr inbounds double, ptr %3, i64 %44
  %46 = load double, ptr %45, align 16, !tbaa !9
  %47 = fadd double %41, %46
  store double %47, ptr %45, align 16, !tbaa !9
  %48 = add i64 %31, 2
  %49 = icmp eq i64 %48, %16
  br i1 %49, label %50, label %29, !llvm.loop !19

50:                                               ; preds = %29, %12
  %51 = phi i64 [ 0, %12 ], [ %42, %29 ]
  %52 = icmp eq i64 %13, 0
  br i1 %52, label %62, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds double, ptr %7, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = add nuw nsw i64 %51, 1
  %57 = icmp eq i64 %56, %11
  %58 = select i1 %57, i64 0, i64 %56
  %59 = getelementptr inbounds double, ptr %3, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fadd double %55, %60
  store double %61, ptr %59, align 8, !tbaa !9
  br label %62

62:                                               ; preds = %50, %53
  %63 = load i32, ptr %1, align 8, !tbaa !13
  br label %64

64:                                               ; preds = %62, %9
  %65 = phi i32 [ %63, %62 ], [ %4, %9 ]
  %66 = sdiv i32 %4, 2
  %67 = sext i32 %66 to i64
  %68 = shl nsw i64 %67, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %7, i64 %68, i1 false)
  %69 = getelementptr inbounds double, ptr %3, i64 %5
  %70 = getelementptr inbounds i8, ptr %69, i64 -8
  store i64 0, ptr %70, align 8
  tail call void @free(ptr noundef %7) #13
  %71 = icmp sgt i32 %65, 0
  br i1 %71, label %72, label %97

72:                                               ; preds = %64
  %73 = getelementptr inbounds i8, ptr %1, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !16
  %75 = zext nneg i32 %65 to i64
  %76 = and i64 %75, 3
  %77 = icmp ult i32 %65, 4
  br i1 %77, label %80, label %78

78:                                               ; preds = %72
  %79 = and i64 %75, 2147483644
  br label %99

80:                                               ; preds = %99, %72
  %81 = phi double [ poison, %72 ], [ %125, %99 ]
  %82 = phi i64 [ 0, %72 ], [ %126, %99 ]
  %83 = phi double [ 0.000000e+00, %72 ], [ %125, %99 ]
  %84 = icmp eq i64 %76, 0
  br i1 %84, label %97, label %85

85:                                               ; preds = %80, %85
  %86 = phi i64 [ %94, %85 ], [ %82, %80 ]
  %87 = phi double [ %93, %85 ], [ %83, %80 ]
  %88 = phi i64 [ %95, %85 ], [ 0, %80 ]
  %89 = getelementptr inbounds double, ptr %74, i64 %86
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %86
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = tail call double @llvm.fmuladd.f64(double %90, double %92, double %87)
  %94 = add nuw nsw i64 %86, 1
  %95 = add i64 %88, 1
  %96 = icmp eq i64 %95, %76
  br i1 %96, label %97, label %85, !llvm.loop !32

97:                                               ; preds = %80, %85, %64
  %98 = phi double [ 0.000000e+00, %64 ], [ %81, %80 ], [ %93, %85 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #13
  ret double %98

99:                                               ; preds = %99, %78
  %100 = phi i64 [ 0, %78 ], [ %126, %99 ]
  %101 = phi double [ 0.000000e+00, %78 ], [ %125, %99 ]
  %102 = phi i64 [ 0, %78 ], [ %127, %99 ]
  %103 = getelementptr inbounds double, ptr %74, i64 %100
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %100
  %106 = load double, ptr %105, align 16, !tbaa !9
  %107 = tail call double @llvm.fmuladd.f64(double %104, double %106, double %101)
  %108 = or disjoint i64 %100, 1
  %109 = getelementptr inbounds double, ptr %74, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = tail call double @llvm.fmuladd.f64(double %110, double %112, double %107)
  %114 = or disjoint i64 %100, 2
  %115 = getelementptr inbounds double, ptr %74, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %114
  %118 = load double, ptr %117, align 16, !tbaa !9
  %119 = tail call double @llvm.fmuladd.f64(double %116, double %118, double %113)
  %120 = or disjoint i64 %100, 3
  %121 = getelementptr inbounds double, ptr %74, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = tail call double @llvm.fmuladd.f64(double %122, double %124, double %119)
  %126 = add nuw nsw i64 %100, 4
  %127 = add i64 %102, 4
  %128 = icmp eq i64 %127, %79
  br i1 %128, label %80, label %99, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = !{!"", !12, i64 0, !15, i64 8}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !15, i64 8}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !18, !25, !24}
!27 = distinct !{!27, !18}
!28 = !{ptr @obj_mcopy, ptr @obj_mout}
!29 = distinct !{!29, !18}
!30 = distinct !{!30, !18, !24, !25}
!31 = distinct !{!31, !18, !25, !24}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !18}
