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
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [12 x double], align 16
  %14 = alloca [12 x double], align 16
  %15 = alloca [12 x double], align 16
  %16 = alloca [12 x double], align 16
  %17 = alloca [12 x double], align 16
  %18 = alloca [12 x double], align 16
  %19 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %18) #13
  %20 = load i64, ptr @rng_state, align 8, !tbaa !5
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = insertelement <2 x i64> poison, i64 %22, i64 0
  %26 = insertelement <2 x i64> %25, i64 %24, i64 1
  %27 = lshr <2 x i64> %26, <i64 10, i64 10>
  %28 = and <2 x i64> %27, <i64 18014398509481982, i64 18014398509481982>
  %29 = uitofp nneg <2 x i64> %28 to <2 x double>
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %30, ptr %13, align 16, !tbaa !9
  %31 = mul i64 %24, 6364136223846793005
  %32 = getelementptr inbounds i8, ptr %13, i64 16
  %33 = add i64 %31, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <2 x i64> poison, i64 %33, i64 0
  %37 = insertelement <2 x i64> %36, i64 %35, i64 1
  %38 = lshr <2 x i64> %37, <i64 10, i64 10>
  %39 = and <2 x i64> %38, <i64 18014398509481982, i64 18014398509481982>
  %40 = uitofp nneg <2 x i64> %39 to <2 x double>
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %41, ptr %32, align 16, !tbaa !9
  %42 = mul i64 %35, 6364136223846793005
  %43 = getelementptr inbounds i8, ptr %13, i64 32
  %44 = add i64 %42, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <2 x i64> poison, i64 %44, i64 0
  %48 = insertelement <2 x i64> %47, i64 %46, i64 1
  %49 = lshr <2 x i64> %48, <i64 10, i64 10>
  %50 = and <2 x i64> %49, <i64 18014398509481982, i64 18014398509481982>
  %51 = uitofp nneg <2 x i64> %50 to <2 x double>
  %52 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %52, ptr %43, align 16, !tbaa !9
  %53 = mul i64 %46, 6364136223846793005
  %54 = getelementptr inbounds i8, ptr %13, i64 48
  %55 = add i64 %53, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = insertelement <2 x i64> poison, i64 %55, i64 0
  %59 = insertelement <2 x i64> %58, i64 %57, i64 1
  %60 = lshr <2 x i64> %59, <i64 10, i64 10>
  %61 = and <2 x i64> %60, <i64 18014398509481982, i64 18014398509481982>
  %62 = uitofp nneg <2 x i64> %61 to <2 x double>
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %63, ptr %54, align 16, !tbaa !9
  %64 = mul i64 %57, 6364136223846793005
  %65 = getelementptr inbounds i8, ptr %13, i64 64
  %66 = add i64 %64, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = insertelement <2 x i64> poison, i64 %66, i64 0
  %70 = insertelement <2 x i64> %69, i64 %68, i64 1
  %71 = lshr <2 x i64> %70, <i64 10, i64 10>
  %72 = and <2 x i64> %71, <i64 18014398509481982, i64 18014398509481982>
  %73 = uitofp nneg <2 x i64> %72 to <2 x double>
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %74, ptr %65, align 16, !tbaa !9
  %75 = mul i64 %68, 6364136223846793005
  %76 = getelementptr inbounds i8, ptr %13, i64 80
  %77 = add i64 %75, 1442695040888963407
  %78 = mul i64 %77, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = insertelement <2 x i64> poison, i64 %77, i64 0
  %81 = insertelement <2 x i64> %80, i64 %79, i64 1
  %82 = lshr <2 x i64> %81, <i64 10, i64 10>
  %83 = and <2 x i64> %82, <i64 18014398509481982, i64 18014398509481982>
  %84 = uitofp nneg <2 x i64> %83 to <2 x double>
  %85 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %85, ptr %76, align 16, !tbaa !9
  %86 = mul i64 %79, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = mul i64 %87, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = insertelement <2 x i64> poison, i64 %87, i64 0
  %91 = insertelement <2 x i64> %90, i64 %89, i64 1
  %92 = lshr <2 x i64> %91, <i64 10, i64 10>
  %93 = and <2 x i64> %92, <i64 18014398509481982, i64 18014398509481982>
  %94 = uitofp nneg <2 x i64> %93 to <2 x double>
  %95 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %95, ptr %17, align 16, !tbaa !9
  %96 = mul i64 %89, 6364136223846793005
  %97 = getelementptr inbounds i8, ptr %17, i64 16
  %98 = add i64 %96, 1442695040888963407
  %99 = mul i64 %98, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = insertelement <2 x i64> poison, i64 %98, i64 0
  %102 = insertelement <2 x i64> %101, i64 %100, i64 1
  %103 = lshr <2 x i64> %102, <i64 10, i64 10>
  %104 = and <2 x i64> %103, <i64 18014398509481982, i64 18014398509481982>
  %105 = uitofp nneg <2 x i64> %104 to <2 x double>
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %106, ptr %97, align 16, !tbaa !9
  %107 = mul i64 %100, 6364136223846793005
  %108 = getelementptr inbounds i8, ptr %17, i64 32
  %109 = add i64 %107, 1442695040888963407
  %110 = mul i64 %109, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = insertelement <2 x i64> poison, i64 %109, i64 0
  %113 = insertelement <2 x i64> %112, i64 %111, i64 1
  %114 = lshr <2 x i64> %113, <i64 10, i64 10>
  %115 = and <2 x i64> %114, <i64 18014398509481982, i64 18014398509481982>
  %116 = uitofp nneg <2 x i64> %115 to <2 x double>
  %117 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %117, ptr %108, align 16, !tbaa !9
  %118 = mul i64 %111, 6364136223846793005
  %119 = getelementptr inbounds i8, ptr %17, i64 48
  %120 = add i64 %118, 1442695040888963407
  %121 = mul i64 %120, 6364136223846793005
  %122 = add i64 %121, 1442695040888963407
  %123 = insertelement <2 x i64> poison, i64 %120, i64 0
  %124 = insertelement <2 x i64> %123, i64 %122, i64 1
  %125 = lshr <2 x i64> %124, <i64 10, i64 10>
  %126 = and <2 x i64> %125, <i64 18014398509481982, i64 18014398509481982>
  %127 = uitofp nneg <2 x i64> %126 to <2 x double>
  %128 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %128, ptr %119, align 16, !tbaa !9
  %129 = mul i64 %122, 6364136223846793005
  %130 = getelementptr inbounds i8, ptr %17, i64 64
  %131 = add i64 %129, 1442695040888963407
  %132 = mul i64 %131, 6364136223846793005
  %133 = add i64 %132, 1442695040888963407
  %134 = insertelement <2 x i64> poison, i64 %131, i64 0
  %135 = insertelement <2 x i64> %134, i64 %133, i64 1
  %136 = lshr <2 x i64> %135, <i64 10, i64 10>
  %137 = and <2 x i64> %136, <i64 18014398509481982, i64 18014398509481982>
  %138 = uitofp nneg <2 x i64> %137 to <2 x double>
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %139, ptr %130, align 16, !tbaa !9
  %140 = mul i64 %133, 6364136223846793005
  %141 = getelementptr inbounds i8, ptr %17, i64 80
  %142 = add i64 %140, 1442695040888963407
  %143 = mul i64 %142, 6364136223846793005
  %144 = add i64 %143, 1442695040888963407
  %145 = insertelement <2 x i64> poison, i64 %142, i64 0
  %146 = insertelement <2 x i64> %145, i64 %144, i64 1
  %147 = lshr <2 x i64> %146, <i64 10, i64 10>
  %148 = and <2 x i64> %147, <i64 18014398509481982, i64 18014398509481982>
  %149 = uitofp nneg <2 x i64> %148 to <2 x double>
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %150, ptr %141, align 16, !tbaa !9
  store i64 %144, ptr @rng_state, align 8, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %19, i64 8
  %152 = getelementptr inbounds i8, ptr %15, i64 16
  %153 = getelementptr inbounds i8, ptr %15, i64 32
  %154 = getelementptr inbounds i8, ptr %15, i64 48
  %155 = getelementptr inbounds i8, ptr %15, i64 64
  %156 = getelementptr inbounds i8, ptr %15, i64 80
  br label %163

157:                                              ; preds = %530
  %158 = load i32, ptr @n_fail, align 4, !tbaa !11
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %158)
  %160 = load i32, ptr @n_fail, align 4, !tbaa !11
  %161 = icmp ne i32 %160, 0
  %162 = zext i1 %161 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13) #13
  ret i32 %162

163:                                              ; preds = %0, %530
  %164 = phi i64 [ 0, %0 ], [ %531, %530 ]
  %165 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #13
  store i32 %166, ptr %19, align 8, !tbaa !13
  store ptr %17, ptr %151, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  %167 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mcopy, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %166) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_mcopy, ptr noundef nonnull %19, ptr noundef nonnull %13, i32 noundef %166, ptr noundef nonnull %14)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %16, ptr noundef nonnull align 16 dereferenceable(96) %17, i64 96, i1 false)
  store <2 x double> <double 1.000000e+02, double 1.010000e+02>, ptr %15, align 16, !tbaa !9
  store <2 x double> <double 1.020000e+02, double 1.030000e+02>, ptr %152, align 16, !tbaa !9
  store <2 x double> <double 1.040000e+02, double 1.050000e+02>, ptr %153, align 16, !tbaa !9
  store <2 x double> <double 1.060000e+02, double 1.070000e+02>, ptr %154, align 16, !tbaa !9
  store <2 x double> <double 1.080000e+02, double 1.090000e+02>, ptr %155, align 16, !tbaa !9
  store <2 x double> <double 1.100000e+02, double 1.110000e+02>, ptr %156, align 16, !tbaa !9
  %168 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %166) #13
  %169 = call i32 @llvm.smax.i32(i32 %166, i32 1)
  %170 = zext nneg i32 %169 to i64
  %171 = shl nuw nsw i64 %170, 3
  %172 = call noalias ptr @malloc(i64 noundef %171) #14
  %173 = sext i32 %166 to i64
  %174 = shl nsw i64 %173, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %172, ptr nonnull readonly align 16 %13, i64 %174, i1 false)
  %175 = zext nneg i32 %166 to i64
  br label %176

176:                                              ; preds = %331, %163
  %177 = phi i64 [ 0, %163 ], [ %332, %331 ]
  %178 = getelementptr inbounds double, ptr %14, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = getelementptr inbounds double, ptr %172, i64 %177
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = call double @llvm.fabs.f64(double %181)
  %183 = fcmp ogt double %182, 1.000000e+00
  %184 = select i1 %183, double %182, double 1.000000e+00
  %185 = fmul double %184, 0x3EB0C6F7A0B5ED8D
  %186 = fadd double %181, %185
  %187 = fsub double %181, %185
  store double %186, ptr %180, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #13
  %188 = load i32, ptr %19, align 8, !tbaa !13
  call void @mout(ptr noundef readonly %172, ptr noundef nonnull %3, i32 noundef %188)
  %189 = load i32, ptr %19, align 8, !tbaa !13
  %190 = icmp sgt i32 %189, 0
  br i1 %190, label %191, label %245

191:                                              ; preds = %176
  %192 = load ptr, ptr %151, align 8, !tbaa !16
  %193 = zext nneg i32 %189 to i64
  %194 = and i64 %193, 3
  %195 = icmp ult i32 %189, 4
  br i1 %195, label %228, label %196

196:                                              ; preds = %191
  %197 = and i64 %193, 2147483644
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi i64 [ 0, %196 ], [ %225, %198 ]
  %200 = phi double [ 0.000000e+00, %196 ], [ %224, %198 ]
  %201 = phi i64 [ 0, %196 ], [ %226, %198 ]
  %202 = getelementptr inbounds double, ptr %192, i64 %199
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %199
  %205 = load double, ptr %204, align 16, !tbaa !9
  %206 = call double @llvm.fmuladd.f64(double %203, double %205, double %200)
  %207 = or disjoint i64 %199, 1
  %208 = getelementptr inbounds double, ptr %192, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = call double @llvm.fmuladd.f64(double %209, double %211, double %206)
  %213 = or disjoint i64 %199, 2
  %214 = getelementptr inbounds double, ptr %192, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %213
  %217 = load double, ptr %216, align 16, !tbaa !9
  %218 = call double @llvm.fmuladd.f64(double %215, double %217, double %212)
  %219 = or disjoint i64 %199, 3
  %220 = getelementptr inbounds double, ptr %192, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %219
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = call double @llvm.fmuladd.f64(double %221, double %223, double %218)
  %225 = add nuw nsw i64 %199, 4
  %226 = add i64 %201, 4
  %227 = icmp eq i64 %226, %197
  br i1 %227, label %228, label %198, !llvm.loop !17

228:                                              ; preds = %198, %191
  %229 = phi double [ poison, %191 ], [ %224, %198 ]
  %230 = phi i64 [ 0, %191 ], [ %225, %198 ]
  %231 = phi double [ 0.000000e+00, %191 ], [ %224, %198 ]
  %232 = icmp eq i64 %194, 0
  br i1 %232, label %245, label %233

233:                                              ; preds = %228, %233
  %234 = phi i64 [ %242, %233 ], [ %230, %228 ]
  %235 = phi double [ %241, %233 ], [ %231, %228 ]
  %236 = phi i64 [ %243, %233 ], [ 0, %228 ]
  %237 = getelementptr inbounds double, ptr %192, i64 %234
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %234
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = call double @llvm.fmuladd.f64(double %238, double %240, double %235)
  %242 = add nuw nsw i64 %234, 1
  %243 = add i64 %236, 1
  %244 = icmp eq i64 %243, %194
  br i1 %244, label %245, label %233, !llvm.loop !19

245:                                              ; preds = %228, %233, %176
  %246 = phi double [ 0.000000e+00, %176 ], [ %229, %228 ], [ %241, %233 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #13
  store double %187, ptr %180, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #13
  call void @mout(ptr noundef readonly %172, ptr noundef nonnull %4, i32 noundef %189)
  %247 = load i32, ptr %19, align 8, !tbaa !13
  %248 = icmp sgt i32 %247, 0
  br i1 %248, label %249, label %303

249:                                              ; preds = %245
  %250 = load ptr, ptr %151, align 8, !tbaa !16
  %251 = zext nneg i32 %247 to i64
  %252 = and i64 %251, 3
  %253 = icmp ult i32 %247, 4
  br i1 %253, label %286, label %254

254:                                              ; preds = %249
  %255 = and i64 %251, 2147483644
  br label %256

256:                                              ; preds = %256, %254
  %257 = phi i64 [ 0, %254 ], [ %283, %256 ]
  %258 = phi double [ 0.000000e+00, %254 ], [ %282, %256 ]
  %259 = phi i64 [ 0, %254 ], [ %284, %256 ]
  %260 = getelementptr inbounds double, ptr %250, i64 %257
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %257
  %263 = load double, ptr %262, align 16, !tbaa !9
  %264 = call double @llvm.fmuladd.f64(double %261, double %263, double %258)
  %265 = or disjoint i64 %257, 1
  %266 = getelementptr inbounds double, ptr %250, i64 %265
  %267 = load double, ptr %266, align 8, !tbaa !9
  %268 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %265
  %269 = load double, ptr %268, align 8, !tbaa !9
  %270 = call double @llvm.fmuladd.f64(double %267, double %269, double %264)
  %271 = or disjoint i64 %257, 2
  %272 = getelementptr inbounds double, ptr %250, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %271
  %275 = load double, ptr %274, align 16, !tbaa !9
  %276 = call double @llvm.fmuladd.f64(double %273, double %275, double %270)
  %277 = or disjoint i64 %257, 3
  %278 = getelementptr inbounds double, ptr %250, i64 %277
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %277
  %281 = load double, ptr %280, align 8, !tbaa !9
  %282 = call double @llvm.fmuladd.f64(double %279, double %281, double %276)
  %283 = add nuw nsw i64 %257, 4
  %284 = add i64 %259, 4
  %285 = icmp eq i64 %284, %255
  br i1 %285, label %286, label %256, !llvm.loop !17

286:                                              ; preds = %256, %249
  %287 = phi double [ poison, %249 ], [ %282, %256 ]
  %288 = phi i64 [ 0, %249 ], [ %283, %256 ]
  %289 = phi double [ 0.000000e+00, %249 ], [ %282, %256 ]
  %290 = icmp eq i64 %252, 0
  br i1 %290, label %303, label %291

291:                                              ; preds = %286, %291
  %292 = phi i64 [ %300, %291 ], [ %288, %286 ]
  %293 = phi double [ %299, %291 ], [ %289, %286 ]
  %294 = phi i64 [ %301, %291 ], [ 0, %286 ]
  %295 = getelementptr inbounds double, ptr %250, i64 %292
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %292
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = call double @llvm.fmuladd.f64(double %296, double %298, double %293)
  %300 = add nuw nsw i64 %292, 1
  %301 = add i64 %294, 1
  %302 = icmp eq i64 %301, %252
  br i1 %302, label %303, label %291, !llvm.loop !21

303:                                              ; preds = %286, %291, %245
  %304 = phi double [ 0.000000e+00, %245 ], [ %287, %286 ], [ %299, %291 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #13
  store double %181, ptr %180, align 8, !tbaa !9
  %305 = fsub double %246, %304
  %306 = fsub double %186, %187
  %307 = fdiv double %305, %306
  %308 = call double @llvm.fabs.f64(double %307)
  %309 = fcmp ogt double %308, 1.000000e+00
  %310 = select i1 %309, double %308, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %179, ptr %12, align 8, !tbaa !9
  %311 = load volatile double, ptr %12, align 8, !tbaa !9
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fcmp ueq double %312, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %313, label %326, label %314

314:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %307, ptr %11, align 8, !tbaa !9
  %315 = load volatile double, ptr %11, align 8, !tbaa !9
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fcmp ueq double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %317, label %326, label %318

318:                                              ; preds = %314
  %319 = fsub double %179, %307
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fmul double %310, 0x3EB0C6F7A0B5ED8D
  %322 = fcmp ugt double %320, %321
  br i1 %322, label %326, label %323

323:                                              ; preds = %318
  %324 = trunc nuw nsw i64 %177 to i32
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %324, double noundef %179, double noundef %307, ptr noundef nonnull @.str.7)
  br label %331

326:                                              ; preds = %318, %314, %303
  %327 = trunc nuw nsw i64 %177 to i32
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %327, double noundef %179, double noundef %307, ptr noundef nonnull @.str.8)
  %329 = load i32, ptr @n_fail, align 4, !tbaa !11
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr @n_fail, align 4, !tbaa !11
  br label %331

331:                                              ; preds = %326, %323
  %332 = add nuw nsw i64 %177, 1
  %333 = icmp eq i64 %332, %175
  br i1 %333, label %334, label %176, !llvm.loop !22

334:                                              ; preds = %331
  call void @free(ptr noundef nonnull %172) #13
  call void @mout(ptr noundef nonnull %13, ptr noundef nonnull %18, i32 noundef %166)
  br label %335

335:                                              ; preds = %334, %364
  %336 = phi i64 [ 0, %334 ], [ %365, %364 ]
  %337 = getelementptr inbounds [12 x double], ptr %15, i64 0, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = getelementptr inbounds [12 x double], ptr %18, i64 0, i64 %336
  %340 = load double, ptr %339, align 8, !tbaa !9
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ogt double %341, 1.000000e+00
  %343 = select i1 %342, double %341, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %338, ptr %10, align 8, !tbaa !9
  %344 = load volatile double, ptr %10, align 8, !tbaa !9
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %346, label %359, label %347

347:                                              ; preds = %335
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %340, ptr %9, align 8, !tbaa !9
  %348 = load volatile double, ptr %9, align 8, !tbaa !9
  %349 = call double @llvm.fabs.f64(double %348)
  %350 = fcmp ueq double %349, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %350, label %359, label %351

351:                                              ; preds = %347
  %352 = fsub double %338, %340
  %353 = call double @llvm.fabs.f64(double %352)
  %354 = fmul double %343, 0x3D719799812DEA11
  %355 = fcmp ugt double %353, %354
  br i1 %355, label %359, label %356

356:                                              ; preds = %351
  %357 = trunc nuw nsw i64 %336 to i32
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %357, double noundef %338, double noundef %340, ptr noundef nonnull @.str.7)
  br label %364

359:                                              ; preds = %351, %347, %335
  %360 = trunc nuw nsw i64 %336 to i32
  %361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %360, double noundef %338, double noundef %340, ptr noundef nonnull @.str.8)
  %362 = load i32, ptr @n_fail, align 4, !tbaa !11
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr @n_fail, align 4, !tbaa !11
  br label %364

364:                                              ; preds = %356, %359
  %365 = add nuw nsw i64 %336, 1
  %366 = icmp eq i64 %365, %170
  br i1 %366, label %533, label %335, !llvm.loop !23

367:                                              ; preds = %554
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %16, ptr noundef nonnull align 16 dereferenceable(96) %17, i64 96, i1 false)
  %368 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %369 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %370 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mout, i32 noundef %368, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %369, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %166) #13
  %371 = call noalias ptr @malloc(i64 noundef %171) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %371, ptr nonnull readonly align 16 %13, i64 %174, i1 false)
  br label %372

372:                                              ; preds = %527, %367
  %373 = phi i64 [ 0, %367 ], [ %528, %527 ]
  %374 = getelementptr inbounds double, ptr %14, i64 %373
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = getelementptr inbounds double, ptr %371, i64 %373
  %377 = load double, ptr %376, align 8, !tbaa !9
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ogt double %378, 1.000000e+00
  %380 = select i1 %379, double %378, double 1.000000e+00
  %381 = fmul double %380, 0x3EB0C6F7A0B5ED8D
  %382 = fadd double %377, %381
  %383 = fsub double %377, %381
  store double %382, ptr %376, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #13
  %384 = load i32, ptr %19, align 8, !tbaa !13
  call void @mout(ptr noundef readonly %371, ptr noundef nonnull %1, i32 noundef %384)
  %385 = load i32, ptr %19, align 8, !tbaa !13
  %386 = icmp sgt i32 %385, 0
  br i1 %386, label %387, label %441

387:                                              ; preds = %372
  %388 = load ptr, ptr %151, align 8, !tbaa !16
  %389 = zext nneg i32 %385 to i64
  %390 = and i64 %389, 3
  %391 = icmp ult i32 %385, 4
  br i1 %391, label %424, label %392

392:                                              ; preds = %387
  %393 = and i64 %389, 2147483644
  br label %394

394:                                              ; preds = %394, %392
  %395 = phi i64 [ 0, %392 ], [ %421, %394 ]
  %396 = phi double [ 0.000000e+00, %392 ], [ %420, %394 ]
  %397 = phi i64 [ 0, %392 ], [ %422, %394 ]
  %398 = getelementptr inbounds double, ptr %388, i64 %395
  %399 = load double, ptr %398, align 8, !tbaa !9
  %400 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %395
  %401 = load double, ptr %400, align 16, !tbaa !9
  %402 = call double @llvm.fmuladd.f64(double %399, double %401, double %396)
  %403 = or disjoint i64 %395, 1
  %404 = getelementptr inbounds double, ptr %388, i64 %403
  %405 = load double, ptr %404, align 8, !tbaa !9
  %406 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %403
  %407 = load double, ptr %406, align 8, !tbaa !9
  %408 = call double @llvm.fmuladd.f64(double %405, double %407, double %402)
  %409 = or disjoint i64 %395, 2
  %410 = getelementptr inbounds double, ptr %388, i64 %409
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %409
  %413 = load double, ptr %412, align 16, !tbaa !9
  %414 = call double @llvm.fmuladd.f64(double %411, double %413, double %408)
  %415 = or disjoint i64 %395, 3
  %416 = getelementptr inbounds double, ptr %388, i64 %415
  %417 = load double, ptr %416, align 8, !tbaa !9
  %418 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %415
  %419 = load double, ptr %418, align 8, !tbaa !9
  %420 = call double @llvm.fmuladd.f64(double %417, double %419, double %414)
  %421 = add nuw nsw i64 %395, 4
  %422 = add i64 %397, 4
  %423 = icmp eq i64 %422, %393
  br i1 %423, label %424, label %394, !llvm.loop !17

424:                                              ; preds = %394, %387
  %425 = phi double [ poison, %387 ], [ %420, %394 ]
  %426 = phi i64 [ 0, %387 ], [ %421, %394 ]
  %427 = phi double [ 0.000000e+00, %387 ], [ %420, %394 ]
  %428 = icmp eq i64 %390, 0
  br i1 %428, label %441, label %429

429:                                              ; preds = %424, %429
  %430 = phi i64 [ %438, %429 ], [ %426, %424 ]
  %431 = phi double [ %437, %429 ], [ %427, %424 ]
  %432 = phi i64 [ %439, %429 ], [ 0, %424 ]
  %433 = getelementptr inbounds double, ptr %388, i64 %430
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %430
  %436 = load double, ptr %435, align 8, !tbaa !9
  %437 = call double @llvm.fmuladd.f64(double %434, double %436, double %431)
  %438 = add nuw nsw i64 %430, 1
  %439 = add i64 %432, 1
  %440 = icmp eq i64 %439, %390
  br i1 %440, label %441, label %429, !llvm.loop !24

441:                                              ; preds = %424, %429, %372
  %442 = phi double [ 0.000000e+00, %372 ], [ %425, %424 ], [ %437, %429 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #13
  store double %383, ptr %376, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #13
  call void @mout(ptr noundef readonly %371, ptr noundef nonnull %2, i32 noundef %385)
  %443 = load i32, ptr %19, align 8, !tbaa !13
  %444 = icmp sgt i32 %443, 0
  br i1 %444, label %445, label %499

445:                                              ; preds = %441
  %446 = load ptr, ptr %151, align 8, !tbaa !16
  %447 = zext nneg i32 %443 to i64
  %448 = and i64 %447, 3
  %449 = icmp ult i32 %443, 4
  br i1 %449, label %482, label %450

450:                                              ; preds = %445
  %451 = and i64 %447, 2147483644
  br label %452

452:                                              ; preds = %452, %450
  %453 = phi i64 [ 0, %450 ], [ %479, %452 ]
  %454 = phi double [ 0.000000e+00, %450 ], [ %478, %452 ]
  %455 = phi i64 [ 0, %450 ], [ %480, %452 ]
  %456 = getelementptr inbounds double, ptr %446, i64 %453
  %457 = load double, ptr %456, align 8, !tbaa !9
  %458 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %453
  %459 = load double, ptr %458, align 16, !tbaa !9
  %460 = call double @llvm.fmuladd.f64(double %457, double %459, double %454)
  %461 = or disjoint i64 %453, 1
  %462 = getelementptr inbounds double, ptr %446, i64 %461
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %461
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = call double @llvm.fmuladd.f64(double %463, double %465, double %460)
  %467 = or disjoint i64 %453, 2
  %468 = getelementptr inbounds double, ptr %446, i64 %467
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %467
  %471 = load double, ptr %470, align 16, !tbaa !9
  %472 = call double @llvm.fmuladd.f64(double %469, double %471, double %466)
  %473 = or disjoint i64 %453, 3
  %474 = getelementptr inbounds double, ptr %446, i64 %473
  %475 = load double, ptr %474, align 8, !tbaa !9
  %476 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %473
  %477 = load double, ptr %476, align 8, !tbaa !9
  %478 = call double @llvm.fmuladd.f64(double %475, double %477, double %472)
  %479 = add nuw nsw i64 %453, 4
  %480 = add i64 %455, 4
  %481 = icmp eq i64 %480, %451
  br i1 %481, label %482, label %452, !llvm.loop !17

482:                                              ; preds = %452, %445
  %483 = phi double [ poison, %445 ], [ %478, %452 ]
  %484 = phi i64 [ 0, %445 ], [ %479, %452 ]
  %485 = phi double [ 0.000000e+00, %445 ], [ %478, %452 ]
  %486 = icmp eq i64 %448, 0
  br i1 %486, label %499, label %487

487:                                              ; preds = %482, %487
  %488 = phi i64 [ %496, %487 ], [ %484, %482 ]
  %489 = phi double [ %495, %487 ], [ %485, %482 ]
  %490 = phi i64 [ %497, %487 ], [ 0, %482 ]
  %491 = getelementptr inbounds double, ptr %446, i64 %488
  %492 = load double, ptr %491, align 8, !tbaa !9
  %493 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %488
  %494 = load double, ptr %493, align 8, !tbaa !9
  %495 = call double @llvm.fmuladd.f64(double %492, double %494, double %489)
  %496 = add nuw nsw i64 %488, 1
  %497 = add i64 %490, 1
  %498 = icmp eq i64 %497, %448
  br i1 %498, label %499, label %487, !llvm.loop !25

499:                                              ; preds = %482, %487, %441
  %500 = phi double [ 0.000000e+00, %441 ], [ %483, %482 ], [ %495, %487 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #13
  store double %377, ptr %376, align 8, !tbaa !9
  %501 = fsub double %442, %500
  %502 = fsub double %382, %383
  %503 = fdiv double %501, %502
  %504 = call double @llvm.fabs.f64(double %503)
  %505 = fcmp ogt double %504, 1.000000e+00
  %506 = select i1 %505, double %504, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %375, ptr %8, align 8, !tbaa !9
  %507 = load volatile double, ptr %8, align 8, !tbaa !9
  %508 = call double @llvm.fabs.f64(double %507)
  %509 = fcmp ueq double %508, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %509, label %522, label %510

510:                                              ; preds = %499
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %503, ptr %7, align 8, !tbaa !9
  %511 = load volatile double, ptr %7, align 8, !tbaa !9
  %512 = call double @llvm.fabs.f64(double %511)
  %513 = fcmp ueq double %512, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %513, label %522, label %514

514:                                              ; preds = %510
  %515 = fsub double %375, %503
  %516 = call double @llvm.fabs.f64(double %515)
  %517 = fmul double %506, 0x3EB0C6F7A0B5ED8D
  %518 = fcmp ugt double %516, %517
  br i1 %518, label %522, label %519

519:                                              ; preds = %514
  %520 = trunc nuw nsw i64 %373 to i32
  %521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %520, double noundef %375, double noundef %503, ptr noundef nonnull @.str.7)
  br label %527

522:                                              ; preds = %514, %510, %499
  %523 = trunc nuw nsw i64 %373 to i32
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %523, double noundef %375, double noundef %503, ptr noundef nonnull @.str.8)
  %525 = load i32, ptr @n_fail, align 4, !tbaa !11
  %526 = add nsw i32 %525, 1
  store i32 %526, ptr @n_fail, align 4, !tbaa !11
  br label %527

527:                                              ; preds = %522, %519
  %528 = add nuw nsw i64 %373, 1
  %529 = icmp eq i64 %528, %175
  br i1 %529, label %530, label %372, !llvm.loop !22

530:                                              ; preds = %527
  call void @free(ptr noundef nonnull %371) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #13
  %531 = add nuw nsw i64 %164, 1
  %532 = icmp eq i64 %531, 3
  br i1 %532, label %157, label %163, !llvm.loop !26

533:                                              ; preds = %364, %554
  %534 = phi i64 [ %555, %554 ], [ 0, %364 ]
  %535 = getelementptr inbounds [12 x double], ptr %16, i64 0, i64 %534
  %536 = load double, ptr %535, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %536, ptr %6, align 8, !tbaa !9
  %537 = load volatile double, ptr %6, align 8, !tbaa !9
  %538 = call double @llvm.fabs.f64(double %537)
  %539 = fcmp ueq double %538, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %539, label %549, label %540

540:                                              ; preds = %533
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !9
  %541 = load volatile double, ptr %5, align 8, !tbaa !9
  %542 = call double @llvm.fabs.f64(double %541)
  %543 = fcmp ueq double %542, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %544 = fcmp une double %536, 0.000000e+00
  %545 = select i1 %543, i1 true, i1 %544
  br i1 %545, label %549, label %546

546:                                              ; preds = %540
  %547 = trunc nuw nsw i64 %534 to i32
  %548 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %547, double noundef %536, double noundef 0.000000e+00, ptr noundef nonnull @.str.7)
  br label %554

549:                                              ; preds = %540, %533
  %550 = trunc nuw nsw i64 %534 to i32
  %551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %550, double noundef %536, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  %552 = load i32, ptr @n_fail, align 4, !tbaa !11
  %553 = add nsw i32 %552, 1
  store i32 %553, ptr @n_fail, align 4, !tbaa !11
  br label %554

554:                                              ; preds = %546, %549
  %555 = add nuw nsw i64 %534, 1
  %556 = icmp eq i64 %555, %170
  br i1 %556, label %367, label %533, !llvm.loop !27
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
  br i1 %25, label %26, label %16, !llvm.loop !28

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
  br i1 %39, label %28, label %33, !llvm.loop !31

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
  br i1 %95, label %40, label %80, !llvm.loop !32
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
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !33
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !33
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
  br i1 %61, label %18, label %19, !llvm.loop !22
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
  br i1 %26, label %27, label %17, !llvm.loop !34

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
  br i1 %39, label %29, label %33, !llvm.loop !35

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
  br i1 %71, label %40, label %56, !llvm.loop !32

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
  br i1 %31, label %11, label %18, !llvm.loop !36

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
  br i1 %73, label %32, label %51, !llvm.loop !37
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
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18, !29, !30}
!29 = !{!"llvm.loop.isvectorized", i32 1}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !18, !30, !29}
!32 = distinct !{!32, !18}
!33 = distinct !{ptr @obj_mcopy, null}
!34 = distinct !{!34, !18, !29, !30}
!35 = distinct !{!35, !18, !30, !29}
!36 = distinct !{!36, !18}
!37 = distinct !{!37, !18}
