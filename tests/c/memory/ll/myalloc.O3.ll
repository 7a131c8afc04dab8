; ModuleID = 'myalloc.c'
source_filename = "myalloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 12, i32 5, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"temp.dx\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"temp.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"temp.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"accum.dx\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"accum.fwd\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"accum.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"myalloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %9 = alloca [12 x double], align 16
  %10 = alloca [12 x double], align 16
  %11 = alloca [12 x double], align 16
  %12 = alloca %struct.Ctx, align 4
  %13 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #15
  %14 = load i64, ptr @rng_state, align 8, !tbaa !5
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = insertelement <2 x i64> poison, i64 %16, i64 0
  %20 = insertelement <2 x i64> %19, i64 %18, i64 1
  %21 = lshr <2 x i64> %20, <i64 10, i64 10>
  %22 = and <2 x i64> %21, <i64 18014398509481982, i64 18014398509481982>
  %23 = uitofp nneg <2 x i64> %22 to <2 x double>
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %24, ptr %9, align 16, !tbaa !9
  %25 = mul i64 %18, 6364136223846793005
  %26 = getelementptr inbounds i8, ptr %9, i64 16
  %27 = add i64 %25, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = insertelement <2 x i64> poison, i64 %27, i64 0
  %31 = insertelement <2 x i64> %30, i64 %29, i64 1
  %32 = lshr <2 x i64> %31, <i64 10, i64 10>
  %33 = and <2 x i64> %32, <i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <2 x i64> %33 to <2 x double>
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %35, ptr %26, align 16, !tbaa !9
  %36 = mul i64 %29, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %9, i64 32
  %38 = add i64 %36, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = insertelement <2 x i64> poison, i64 %38, i64 0
  %42 = insertelement <2 x i64> %41, i64 %40, i64 1
  %43 = lshr <2 x i64> %42, <i64 10, i64 10>
  %44 = and <2 x i64> %43, <i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <2 x i64> %44 to <2 x double>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %46, ptr %37, align 16, !tbaa !9
  %47 = mul i64 %40, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %9, i64 48
  %49 = add i64 %47, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = insertelement <2 x i64> poison, i64 %49, i64 0
  %53 = insertelement <2 x i64> %52, i64 %51, i64 1
  %54 = lshr <2 x i64> %53, <i64 10, i64 10>
  %55 = and <2 x i64> %54, <i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <2 x i64> %55 to <2 x double>
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %57, ptr %48, align 16, !tbaa !9
  %58 = mul i64 %51, 6364136223846793005
  %59 = getelementptr inbounds i8, ptr %9, i64 64
  %60 = add i64 %58, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = insertelement <2 x i64> poison, i64 %60, i64 0
  %64 = insertelement <2 x i64> %63, i64 %62, i64 1
  %65 = lshr <2 x i64> %64, <i64 10, i64 10>
  %66 = and <2 x i64> %65, <i64 18014398509481982, i64 18014398509481982>
  %67 = uitofp nneg <2 x i64> %66 to <2 x double>
  %68 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %68, ptr %59, align 16, !tbaa !9
  %69 = mul i64 %62, 6364136223846793005
  %70 = getelementptr inbounds i8, ptr %9, i64 80
  %71 = add i64 %69, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <2 x i64> poison, i64 %71, i64 0
  %75 = insertelement <2 x i64> %74, i64 %73, i64 1
  %76 = lshr <2 x i64> %75, <i64 10, i64 10>
  %77 = and <2 x i64> %76, <i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <2 x i64> %77 to <2 x double>
  %79 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %79, ptr %70, align 16, !tbaa !9
  %80 = mul i64 %73, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = insertelement <2 x i64> poison, i64 %81, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = lshr <2 x i64> %85, <i64 10, i64 10>
  %87 = and <2 x i64> %86, <i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <2 x i64> %87 to <2 x double>
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %89, ptr %11, align 16, !tbaa !9
  %90 = mul i64 %83, 6364136223846793005
  %91 = getelementptr inbounds i8, ptr %11, i64 16
  %92 = add i64 %90, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = insertelement <2 x i64> poison, i64 %92, i64 0
  %96 = insertelement <2 x i64> %95, i64 %94, i64 1
  %97 = lshr <2 x i64> %96, <i64 10, i64 10>
  %98 = and <2 x i64> %97, <i64 18014398509481982, i64 18014398509481982>
  %99 = uitofp nneg <2 x i64> %98 to <2 x double>
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %100, ptr %91, align 16, !tbaa !9
  %101 = mul i64 %94, 6364136223846793005
  %102 = getelementptr inbounds i8, ptr %11, i64 32
  %103 = add i64 %101, 1442695040888963407
  %104 = mul i64 %103, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = insertelement <2 x i64> poison, i64 %103, i64 0
  %107 = insertelement <2 x i64> %106, i64 %105, i64 1
  %108 = lshr <2 x i64> %107, <i64 10, i64 10>
  %109 = and <2 x i64> %108, <i64 18014398509481982, i64 18014398509481982>
  %110 = uitofp nneg <2 x i64> %109 to <2 x double>
  %111 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %111, ptr %102, align 16, !tbaa !9
  %112 = mul i64 %105, 6364136223846793005
  %113 = getelementptr inbounds i8, ptr %11, i64 48
  %114 = add i64 %112, 1442695040888963407
  %115 = mul i64 %114, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = insertelement <2 x i64> poison, i64 %114, i64 0
  %118 = insertelement <2 x i64> %117, i64 %116, i64 1
  %119 = lshr <2 x i64> %118, <i64 10, i64 10>
  %120 = and <2 x i64> %119, <i64 18014398509481982, i64 18014398509481982>
  %121 = uitofp nneg <2 x i64> %120 to <2 x double>
  %122 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %121, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %122, ptr %113, align 16, !tbaa !9
  %123 = mul i64 %116, 6364136223846793005
  %124 = getelementptr inbounds i8, ptr %11, i64 64
  %125 = add i64 %123, 1442695040888963407
  %126 = mul i64 %125, 6364136223846793005
  %127 = add i64 %126, 1442695040888963407
  %128 = insertelement <2 x i64> poison, i64 %125, i64 0
  %129 = insertelement <2 x i64> %128, i64 %127, i64 1
  %130 = lshr <2 x i64> %129, <i64 10, i64 10>
  %131 = and <2 x i64> %130, <i64 18014398509481982, i64 18014398509481982>
  %132 = uitofp nneg <2 x i64> %131 to <2 x double>
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %133, ptr %124, align 16, !tbaa !9
  %134 = mul i64 %127, 6364136223846793005
  %135 = getelementptr inbounds i8, ptr %11, i64 80
  %136 = add i64 %134, 1442695040888963407
  %137 = mul i64 %136, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  %139 = insertelement <2 x i64> poison, i64 %136, i64 0
  %140 = insertelement <2 x i64> %139, i64 %138, i64 1
  %141 = lshr <2 x i64> %140, <i64 10, i64 10>
  %142 = and <2 x i64> %141, <i64 18014398509481982, i64 18014398509481982>
  %143 = uitofp nneg <2 x i64> %142 to <2 x double>
  %144 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %144, ptr %135, align 16, !tbaa !9
  store i64 %138, ptr @rng_state, align 8, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %12, i64 4
  br label %148

146:                                              ; preds = %299
  %147 = getelementptr inbounds i8, ptr %13, i64 4
  br label %308

148:                                              ; preds = %0, %299
  %149 = phi i64 [ 0, %0 ], [ %300, %299 ]
  %150 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #15
  store i32 %151, ptr %12, align 4, !tbaa !13
  store i32 0, ptr %145, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  %152 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %153 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temp, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %152, i32 noundef %151) #15
  %154 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %155 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @temp, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %154, i32 noundef %151) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %12, ptr noundef nonnull %9, i32 noundef %151, ptr noundef nonnull %10)
  %156 = call i32 @llvm.smax.i32(i32 %151, i32 1)
  %157 = zext nneg i32 %156 to i64
  %158 = shl nuw nsw i64 %157, 3
  %159 = call noalias ptr @malloc(i64 noundef %158) #16
  %160 = call noalias ptr @malloc(i64 noundef %158) #16
  %161 = zext i32 %151 to i64
  %162 = icmp eq i64 %149, 2
  br i1 %162, label %179, label %163

163:                                              ; preds = %148
  %164 = and i64 %161, 2147483646
  br label %165

165:                                              ; preds = %165, %163
  %166 = phi i64 [ 0, %163 ], [ %175, %165 ]
  %167 = getelementptr inbounds double, ptr %9, i64 %166
  %168 = load <2 x double>, ptr %167, align 16, !tbaa !9
  %169 = getelementptr inbounds double, ptr %11, i64 %166
  %170 = load <2 x double>, ptr %169, align 16, !tbaa !9
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %168)
  %172 = getelementptr inbounds double, ptr %159, i64 %166
  store <2 x double> %171, ptr %172, align 8, !tbaa !9
  %173 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %168)
  %174 = getelementptr inbounds double, ptr %160, i64 %166
  store <2 x double> %173, ptr %174, align 8, !tbaa !9
  %175 = add nuw i64 %166, 2
  %176 = icmp eq i64 %175, %164
  br i1 %176, label %177, label %165, !llvm.loop !16

177:                                              ; preds = %165
  %178 = icmp eq i64 %164, %161
  br i1 %178, label %193, label %179

179:                                              ; preds = %177, %148
  %180 = phi i64 [ 0, %148 ], [ %164, %177 ]
  br label %181

181:                                              ; preds = %179, %181
  %182 = phi i64 [ %191, %181 ], [ %180, %179 ]
  %183 = getelementptr inbounds double, ptr %9, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = getelementptr inbounds double, ptr %11, i64 %182
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = call double @llvm.fmuladd.f64(double %186, double 0x3EB0C6F7A0B5ED8D, double %184)
  %188 = getelementptr inbounds double, ptr %159, i64 %182
  store double %187, ptr %188, align 8, !tbaa !9
  %189 = call double @llvm.fmuladd.f64(double %186, double 0xBEB0C6F7A0B5ED8D, double %184)
  %190 = getelementptr inbounds double, ptr %160, i64 %182
  store double %189, ptr %190, align 8, !tbaa !9
  %191 = add nuw nsw i64 %182, 1
  %192 = icmp eq i64 %191, %161
  br i1 %192, label %193, label %181, !llvm.loop !20

193:                                              ; preds = %181, %177
  %194 = call fastcc double @obj(ptr noundef nonnull %159, ptr noundef nonnull readonly %12)
  %195 = call fastcc double @obj(ptr noundef nonnull %160, ptr noundef nonnull readonly %12)
  %196 = fsub double %194, %195
  %197 = fdiv double %196, 2.000000e-06
  call void @free(ptr noundef nonnull %159) #15
  call void @free(ptr noundef nonnull %160) #15
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = fcmp ogt double %198, 1.000000e+00
  %200 = select i1 %199, double %198, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %155, ptr %8, align 8, !tbaa !9
  %201 = load volatile double, ptr %8, align 8, !tbaa !9
  %202 = call double @llvm.fabs.f64(double %201)
  %203 = fcmp ueq double %202, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %203, label %222, label %204

204:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %197, ptr %7, align 8, !tbaa !9
  %205 = load volatile double, ptr %7, align 8, !tbaa !9
  %206 = call double @llvm.fabs.f64(double %205)
  %207 = fcmp ueq double %206, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %207, label %222, label %208

208:                                              ; preds = %204
  %209 = fsub double %155, %197
  %210 = call double @llvm.fabs.f64(double %209)
  %211 = fmul double %200, 0x3EB0C6F7A0B5ED8D
  %212 = fcmp ugt double %210, %211
  br i1 %212, label %222, label %213

213:                                              ; preds = %208
  %214 = trunc nuw nsw i64 %149 to i32
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %214, double noundef %155, double noundef %197, ptr noundef nonnull @.str.8)
  br label %216

216:                                              ; preds = %222, %213
  %217 = add nsw i64 %161, -1
  %218 = and i64 %161, 3
  %219 = icmp ult i64 %217, 3
  br i1 %219, label %227, label %220

220:                                              ; preds = %216
  %221 = and i64 %161, 4294967292
  br label %269

222:                                              ; preds = %208, %204, %193
  %223 = trunc nuw nsw i64 %149 to i32
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %223, double noundef %155, double noundef %197, ptr noundef nonnull @.str.9)
  %225 = load i32, ptr @n_fail, align 4, !tbaa !11
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr @n_fail, align 4, !tbaa !11
  br label %216

227:                                              ; preds = %269, %216
  %228 = phi double [ poison, %216 ], [ %295, %269 ]
  %229 = phi i64 [ 0, %216 ], [ %296, %269 ]
  %230 = phi double [ 0.000000e+00, %216 ], [ %295, %269 ]
  %231 = icmp eq i64 %218, 0
  br i1 %231, label %244, label %232

232:                                              ; preds = %227, %232
  %233 = phi i64 [ %241, %232 ], [ %229, %227 ]
  %234 = phi double [ %240, %232 ], [ %230, %227 ]
  %235 = phi i64 [ %242, %232 ], [ 0, %227 ]
  %236 = getelementptr inbounds double, ptr %10, i64 %233
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = getelementptr inbounds double, ptr %11, i64 %233
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = call double @llvm.fmuladd.f64(double %237, double %239, double %234)
  %241 = add nuw nsw i64 %233, 1
  %242 = add i64 %235, 1
  %243 = icmp eq i64 %242, %218
  br i1 %243, label %244, label %232, !llvm.loop !21

244:                                              ; preds = %232, %227
  %245 = phi double [ %228, %227 ], [ %240, %232 ]
  %246 = call double @llvm.fabs.f64(double %155)
  %247 = fcmp ogt double %246, 1.000000e+00
  %248 = select i1 %247, double %246, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %245, ptr %6, align 8, !tbaa !9
  %249 = load volatile double, ptr %6, align 8, !tbaa !9
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = fcmp ueq double %250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %251, label %264, label %252

252:                                              ; preds = %244
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %155, ptr %5, align 8, !tbaa !9
  %253 = load volatile double, ptr %5, align 8, !tbaa !9
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fcmp ueq double %254, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %255, label %264, label %256

256:                                              ; preds = %252
  %257 = fsub double %245, %155
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fmul double %248, 0x3EB0C6F7A0B5ED8D
  %260 = fcmp ugt double %258, %259
  br i1 %260, label %264, label %261

261:                                              ; preds = %256
  %262 = trunc nuw nsw i64 %149 to i32
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %262, double noundef %245, double noundef %155, ptr noundef nonnull @.str.8)
  br label %299

264:                                              ; preds = %256, %252, %244
  %265 = trunc nuw nsw i64 %149 to i32
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %265, double noundef %245, double noundef %155, ptr noundef nonnull @.str.9)
  %267 = load i32, ptr @n_fail, align 4, !tbaa !11
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr @n_fail, align 4, !tbaa !11
  br label %299

269:                                              ; preds = %269, %220
  %270 = phi i64 [ 0, %220 ], [ %296, %269 ]
  %271 = phi double [ 0.000000e+00, %220 ], [ %295, %269 ]
  %272 = phi i64 [ 0, %220 ], [ %297, %269 ]
  %273 = getelementptr inbounds double, ptr %10, i64 %270
  %274 = load double, ptr %273, align 16, !tbaa !9
  %275 = getelementptr inbounds double, ptr %11, i64 %270
  %276 = load double, ptr %275, align 16, !tbaa !9
  %277 = call double @llvm.fmuladd.f64(double %274, double %276, double %271)
  %278 = or disjoint i64 %270, 1
  %279 = getelementptr inbounds double, ptr %10, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !9
  %281 = getelementptr inbounds double, ptr %11, i64 %278
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = call double @llvm.fmuladd.f64(double %280, double %282, double %277)
  %284 = or disjoint i64 %270, 2
  %285 = getelementptr inbounds double, ptr %10, i64 %284
  %286 = load double, ptr %285, align 16, !tbaa !9
  %287 = getelementptr inbounds double, ptr %11, i64 %284
  %288 = load double, ptr %287, align 16, !tbaa !9
  %289 = call double @llvm.fmuladd.f64(double %286, double %288, double %283)
  %290 = or disjoint i64 %270, 3
  %291 = getelementptr inbounds double, ptr %10, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !9
  %293 = getelementptr inbounds double, ptr %11, i64 %290
  %294 = load double, ptr %293, align 8, !tbaa !9
  %295 = call double @llvm.fmuladd.f64(double %292, double %294, double %289)
  %296 = add nuw nsw i64 %270, 4
  %297 = add i64 %272, 4
  %298 = icmp eq i64 %297, %221
  br i1 %298, label %227, label %269, !llvm.loop !23

299:                                              ; preds = %261, %264
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #15
  %300 = add nuw nsw i64 %149, 1
  %301 = icmp eq i64 %300, 3
  br i1 %301, label %146, label %148, !llvm.loop !24

302:                                              ; preds = %459
  %303 = load i32, ptr @n_fail, align 4, !tbaa !11
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %303)
  %305 = load i32, ptr @n_fail, align 4, !tbaa !11
  %306 = icmp ne i32 %305, 0
  %307 = zext i1 %306 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #15
  ret i32 %307

308:                                              ; preds = %146, %459
  %309 = phi i64 [ 0, %146 ], [ %460, %459 ]
  %310 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #15
  store i32 %311, ptr %13, align 4, !tbaa !13
  store i32 1, ptr %147, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  %312 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %313 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @accum, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %312, i32 noundef %311) #15
  %314 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %315 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @accum, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %314, i32 noundef %311) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %13, ptr noundef nonnull %9, i32 noundef %311, ptr noundef nonnull %10)
  %316 = call i32 @llvm.smax.i32(i32 %311, i32 1)
  %317 = zext nneg i32 %316 to i64
  %318 = shl nuw nsw i64 %317, 3
  %319 = call noalias ptr @malloc(i64 noundef %318) #16
  %320 = call noalias ptr @malloc(i64 noundef %318) #16
  %321 = zext i32 %311 to i64
  %322 = icmp eq i64 %309, 2
  br i1 %322, label %339, label %323

323:                                              ; preds = %308
  %324 = and i64 %321, 2147483646
  br label %325

325:                                              ; preds = %325, %323
  %326 = phi i64 [ 0, %323 ], [ %335, %325 ]
  %327 = getelementptr inbounds double, ptr %9, i64 %326
  %328 = load <2 x double>, ptr %327, align 16, !tbaa !9
  %329 = getelementptr inbounds double, ptr %11, i64 %326
  %330 = load <2 x double>, ptr %329, align 16, !tbaa !9
  %331 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %330, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %328)
  %332 = getelementptr inbounds double, ptr %319, i64 %326
  store <2 x double> %331, ptr %332, align 8, !tbaa !9
  %333 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %330, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %328)
  %334 = getelementptr inbounds double, ptr %320, i64 %326
  store <2 x double> %333, ptr %334, align 8, !tbaa !9
  %335 = add nuw i64 %326, 2
  %336 = icmp eq i64 %335, %324
  br i1 %336, label %337, label %325, !llvm.loop !25

337:                                              ; preds = %325
  %338 = icmp eq i64 %324, %321
  br i1 %338, label %353, label %339

339:                                              ; preds = %337, %308
  %340 = phi i64 [ 0, %308 ], [ %324, %337 ]
  br label %341

341:                                              ; preds = %339, %341
  %342 = phi i64 [ %351, %341 ], [ %340, %339 ]
  %343 = getelementptr inbounds double, ptr %9, i64 %342
  %344 = load double, ptr %343, align 8, !tbaa !9
  %345 = getelementptr inbounds double, ptr %11, i64 %342
  %346 = load double, ptr %345, align 8, !tbaa !9
  %347 = call double @llvm.fmuladd.f64(double %346, double 0x3EB0C6F7A0B5ED8D, double %344)
  %348 = getelementptr inbounds double, ptr %319, i64 %342
  store double %347, ptr %348, align 8, !tbaa !9
  %349 = call double @llvm.fmuladd.f64(double %346, double 0xBEB0C6F7A0B5ED8D, double %344)
  %350 = getelementptr inbounds double, ptr %320, i64 %342
  store double %349, ptr %350, align 8, !tbaa !9
  %351 = add nuw nsw i64 %342, 1
  %352 = icmp eq i64 %351, %321
  br i1 %352, label %353, label %341, !llvm.loop !26

353:                                              ; preds = %341, %337
  %354 = call fastcc double @obj(ptr noundef nonnull %319, ptr noundef nonnull readonly %13)
  %355 = call fastcc double @obj(ptr noundef nonnull %320, ptr noundef nonnull readonly %13)
  %356 = fsub double %354, %355
  %357 = fdiv double %356, 2.000000e-06
  call void @free(ptr noundef nonnull %319) #15
  call void @free(ptr noundef nonnull %320) #15
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ogt double %358, 1.000000e+00
  %360 = select i1 %359, double %358, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %315, ptr %4, align 8, !tbaa !9
  %361 = load volatile double, ptr %4, align 8, !tbaa !9
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ueq double %362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %363, label %382, label %364

364:                                              ; preds = %353
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %357, ptr %3, align 8, !tbaa !9
  %365 = load volatile double, ptr %3, align 8, !tbaa !9
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fcmp ueq double %366, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %367, label %382, label %368

368:                                              ; preds = %364
  %369 = fsub double %315, %357
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fmul double %360, 0x3EB0C6F7A0B5ED8D
  %372 = fcmp ugt double %370, %371
  br i1 %372, label %382, label %373

373:                                              ; preds = %368
  %374 = trunc nuw nsw i64 %309 to i32
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %374, double noundef %315, double noundef %357, ptr noundef nonnull @.str.8)
  br label %376

376:                                              ; preds = %382, %373
  %377 = add nsw i64 %321, -1
  %378 = and i64 %321, 3
  %379 = icmp ult i64 %377, 3
  br i1 %379, label %387, label %380

380:                                              ; preds = %376
  %381 = and i64 %321, 4294967292
  br label %429

382:                                              ; preds = %368, %364, %353
  %383 = trunc nuw nsw i64 %309 to i32
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %383, double noundef %315, double noundef %357, ptr noundef nonnull @.str.9)
  %385 = load i32, ptr @n_fail, align 4, !tbaa !11
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr @n_fail, align 4, !tbaa !11
  br label %376

387:                                              ; preds = %429, %376
  %388 = phi double [ poison, %376 ], [ %455, %429 ]
  %389 = phi i64 [ 0, %376 ], [ %456, %429 ]
  %390 = phi double [ 0.000000e+00, %376 ], [ %455, %429 ]
  %391 = icmp eq i64 %378, 0
  br i1 %391, label %404, label %392

392:                                              ; preds = %387, %392
  %393 = phi i64 [ %401, %392 ], [ %389, %387 ]
  %394 = phi double [ %400, %392 ], [ %390, %387 ]
  %395 = phi i64 [ %402, %392 ], [ 0, %387 ]
  %396 = getelementptr inbounds double, ptr %10, i64 %393
  %397 = load double, ptr %396, align 8, !tbaa !9
  %398 = getelementptr inbounds double, ptr %11, i64 %393
  %399 = load double, ptr %398, align 8, !tbaa !9
  %400 = call double @llvm.fmuladd.f64(double %397, double %399, double %394)
  %401 = add nuw nsw i64 %393, 1
  %402 = add i64 %395, 1
  %403 = icmp eq i64 %402, %378
  br i1 %403, label %404, label %392, !llvm.loop !27

404:                                              ; preds = %392, %387
  %405 = phi double [ %388, %387 ], [ %400, %392 ]
  %406 = call double @llvm.fabs.f64(double %315)
  %407 = fcmp ogt double %406, 1.000000e+00
  %408 = select i1 %407, double %406, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %405, ptr %2, align 8, !tbaa !9
  %409 = load volatile double, ptr %2, align 8, !tbaa !9
  %410 = call double @llvm.fabs.f64(double %409)
  %411 = fcmp ueq double %410, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %411, label %424, label %412

412:                                              ; preds = %404
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %315, ptr %1, align 8, !tbaa !9
  %413 = load volatile double, ptr %1, align 8, !tbaa !9
  %414 = call double @llvm.fabs.f64(double %413)
  %415 = fcmp ueq double %414, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %415, label %424, label %416

416:                                              ; preds = %412
  %417 = fsub double %405, %315
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fmul double %408, 0x3EB0C6F7A0B5ED8D
  %420 = fcmp ugt double %418, %419
  br i1 %420, label %424, label %421

421:                                              ; preds = %416
  %422 = trunc nuw nsw i64 %309 to i32
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %422, double noundef %405, double noundef %315, ptr noundef nonnull @.str.8)
  br label %459

424:                                              ; preds = %416, %412, %404
  %425 = trunc nuw nsw i64 %309 to i32
  %426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %425, double noundef %405, double noundef %315, ptr noundef nonnull @.str.9)
  %427 = load i32, ptr @n_fail, align 4, !tbaa !11
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr @n_fail, align 4, !tbaa !11
  br label %459

429:                                              ; preds = %429, %380
  %430 = phi i64 [ 0, %380 ], [ %456, %429 ]
  %431 = phi double [ 0.000000e+00, %380 ], [ %455, %429 ]
  %432 = phi i64 [ 0, %380 ], [ %457, %429 ]
  %433 = getelementptr inbounds double, ptr %10, i64 %430
  %434 = load double, ptr %433, align 16, !tbaa !9
  %435 = getelementptr inbounds double, ptr %11, i64 %430
  %436 = load double, ptr %435, align 16, !tbaa !9
  %437 = call double @llvm.fmuladd.f64(double %434, double %436, double %431)
  %438 = or disjoint i64 %430, 1
  %439 = getelementptr inbounds double, ptr %10, i64 %438
  %440 = load double, ptr %439, align 8, !tbaa !9
  %441 = getelementptr inbounds double, ptr %11, i64 %438
  %442 = load double, ptr %441, align 8, !tbaa !9
  %443 = call double @llvm.fmuladd.f64(double %440, double %442, double %437)
  %444 = or disjoint i64 %430, 2
  %445 = getelementptr inbounds double, ptr %10, i64 %444
  %446 = load double, ptr %445, align 16, !tbaa !9
  %447 = getelementptr inbounds double, ptr %11, i64 %444
  %448 = load double, ptr %447, align 16, !tbaa !9
  %449 = call double @llvm.fmuladd.f64(double %446, double %448, double %443)
  %450 = or disjoint i64 %430, 3
  %451 = getelementptr inbounds double, ptr %10, i64 %450
  %452 = load double, ptr %451, align 8, !tbaa !9
  %453 = getelementptr inbounds double, ptr %11, i64 %450
  %454 = load double, ptr %453, align 8, !tbaa !9
  %455 = call double @llvm.fmuladd.f64(double %452, double %454, double %449)
  %456 = add nuw nsw i64 %430, 4
  %457 = add i64 %432, 4
  %458 = icmp eq i64 %457, %381
  br i1 %458, label %387, label %429, !llvm.loop !23

459:                                              ; preds = %421, %424
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #15
  %460 = add nuw nsw i64 %309, 1
  %461 = icmp eq i64 %460, 3
  br i1 %461, label %302, label %308, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @temp(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = tail call fastcc ptr @myalloc(i64 noundef %3)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %59

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %9, label %11

9:                                                ; preds = %25, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %25 ]
  br label %34

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %23, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <2 x double>, ptr %15, align 8, !tbaa !9
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !9
  %19 = fmul <2 x double> %17, %17
  %20 = fmul <2 x double> %18, %18
  %21 = getelementptr inbounds double, ptr %4, i64 %14
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x double> %19, ptr %21, align 8, !tbaa !9
  store <2 x double> %20, ptr %22, align 8, !tbaa !9
  %23 = add nuw i64 %14, 4
  %24 = icmp eq i64 %23, %12
  br i1 %24, label %25, label %13, !llvm.loop !29

25:                                               ; preds = %13
  %26 = icmp eq i64 %12, %7
  br i1 %26, label %27, label %9

27:                                               ; preds = %34, %25
  br i1 %5, label %28, label %59

28:                                               ; preds = %27
  %29 = zext nneg i32 %1 to i64
  %30 = and i64 %29, 1
  %31 = icmp eq i32 %1, 1
  br i1 %31, label %42, label %32

32:                                               ; preds = %28
  %33 = and i64 %29, 2147483646
  br label %61

34:                                               ; preds = %9, %34
  %35 = phi i64 [ %40, %34 ], [ %10, %9 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul double %37, %37
  %39 = getelementptr inbounds double, ptr %4, i64 %35
  store double %38, ptr %39, align 8, !tbaa !9
  %40 = add nuw nsw i64 %35, 1
  %41 = icmp eq i64 %40, %7
  br i1 %41, label %27, label %34, !llvm.loop !30

42:                                               ; preds = %61, %28
  %43 = phi double [ poison, %28 ], [ %86, %61 ]
  %44 = phi i64 [ 0, %28 ], [ %78, %61 ]
  %45 = phi double [ 0.000000e+00, %28 ], [ %86, %61 ]
  %46 = icmp eq i64 %30, 0
  br i1 %46, label %59, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds double, ptr %4, i64 %44
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %29
  %52 = and i64 %50, 4294967295
  %53 = select i1 %51, i64 0, i64 %52
  %54 = getelementptr inbounds double, ptr %4, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @sin(double noundef %49) #15
  %57 = tail call double @llvm.fmuladd.f64(double %49, double %55, double %56)
  %58 = fadd double %45, %57
  br label %59

59:                                               ; preds = %47, %42, %2, %27
  %60 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %43, %42 ], [ %58, %47 ]
  tail call fastcc void @myfree(ptr noundef %4)
  ret double %60

61:                                               ; preds = %61, %32
  %62 = phi i64 [ 0, %32 ], [ %78, %61 ]
  %63 = phi double [ 0.000000e+00, %32 ], [ %86, %61 ]
  %64 = phi i64 [ 0, %32 ], [ %87, %61 ]
  %65 = getelementptr inbounds double, ptr %4, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = or disjoint i64 %62, 1
  %68 = icmp eq i64 %67, %29
  %69 = and i64 %67, 4294967295
  %70 = select i1 %68, i64 0, i64 %69
  %71 = getelementptr inbounds double, ptr %4, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @sin(double noundef %66) #15
  %74 = tail call double @llvm.fmuladd.f64(double %66, double %72, double %73)
  %75 = fadd double %63, %74
  %76 = getelementptr inbounds double, ptr %4, i64 %67
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = add nuw nsw i64 %62, 2
  %79 = icmp eq i64 %78, %29
  %80 = and i64 %78, 4294967294
  %81 = select i1 %79, i64 0, i64 %80
  %82 = getelementptr inbounds double, ptr %4, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = tail call double @sin(double noundef %77) #15
  %85 = tail call double @llvm.fmuladd.f64(double %77, double %83, double %84)
  %86 = fadd double %75, %85
  %87 = add i64 %64, 2
  %88 = icmp eq i64 %87, %33
  br i1 %88, label %42, label %61, !llvm.loop !31
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #16
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %58, %5
  tail call void @free(ptr noundef %11) #15
  ret void

18:                                               ; preds = %15, %58
  %19 = phi i64 [ 0, %15 ], [ %59, %58 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fabs.f64(double %23)
  %25 = fcmp ogt double %24, 1.000000e+00
  %26 = select i1 %25, double %24, double 1.000000e+00
  %27 = fmul double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd double %23, %27
  %29 = fsub double %23, %27
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %29, ptr %22, align 8, !tbaa !9
  %31 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %32 = fsub double %30, %31
  %33 = fsub double %28, %29
  %34 = fdiv double %32, %33
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ogt double %35, 1.000000e+00
  %37 = select i1 %36, double %35, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %38 = load volatile double, ptr %7, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %40, label %53, label %41

41:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %34, ptr %6, align 8, !tbaa !9
  %42 = load volatile double, ptr %6, align 8, !tbaa !9
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %44, label %53, label %45

45:                                               ; preds = %41
  %46 = fsub double %21, %34
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fmul double %37, 0x3EB0C6F7A0B5ED8D
  %49 = fcmp ugt double %47, %48
  br i1 %49, label %53, label %50

50:                                               ; preds = %45
  %51 = trunc nuw nsw i64 %19 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %51, double noundef %21, double noundef %34, ptr noundef nonnull @.str.8)
  br label %58

53:                                               ; preds = %45, %41, %18
  %54 = trunc nuw nsw i64 %19 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %54, double noundef %21, double noundef %34, ptr noundef nonnull @.str.9)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %19, 1
  %60 = icmp eq i64 %59, %16
  br i1 %60, label %17, label %18, !llvm.loop !32
}

; Function Attrs: nounwind uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !15
  %5 = icmp eq i32 %4, 0
  %6 = load i32, ptr %1, align 4, !tbaa !13
  br i1 %5, label %7, label %71

7:                                                ; preds = %2
  %8 = sext i32 %6 to i64
  %9 = tail call fastcc ptr @myalloc(i64 noundef %8)
  %10 = icmp sgt i32 %6, 0
  br i1 %10, label %11, label %115

11:                                               ; preds = %7
  %12 = zext nneg i32 %6 to i64
  %13 = icmp ult i32 %6, 4
  br i1 %13, label %30, label %14

14:                                               ; preds = %11
  %15 = and i64 %12, 2147483644
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %26, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load <2 x double>, ptr %18, align 8, !tbaa !9
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !9
  %22 = fmul <2 x double> %20, %20
  %23 = fmul <2 x double> %21, %21
  %24 = getelementptr inbounds double, ptr %9, i64 %17
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <2 x double> %22, ptr %24, align 8, !tbaa !9
  store <2 x double> %23, ptr %25, align 8, !tbaa !9
  %26 = add nuw i64 %17, 4
  %27 = icmp eq i64 %26, %15
  br i1 %27, label %28, label %16, !llvm.loop !33

28:                                               ; preds = %16
  %29 = icmp eq i64 %15, %12
  br i1 %29, label %40, label %30

30:                                               ; preds = %28, %11
  %31 = phi i64 [ 0, %11 ], [ %15, %28 ]
  br label %32

32:                                               ; preds = %30, %32
  %33 = phi i64 [ %38, %32 ], [ %31, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fmul double %35, %35
  %37 = getelementptr inbounds double, ptr %9, i64 %33
  store double %36, ptr %37, align 8, !tbaa !9
  %38 = add nuw nsw i64 %33, 1
  %39 = icmp eq i64 %38, %12
  br i1 %39, label %40, label %32, !llvm.loop !34

40:                                               ; preds = %32, %28
  %41 = and i64 %12, 1
  %42 = icmp eq i32 %6, 1
  br i1 %42, label %99, label %43

43:                                               ; preds = %40
  %44 = and i64 %12, 2147483646
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %61, %45 ]
  %47 = phi double [ 0.000000e+00, %43 ], [ %68, %45 ]
  %48 = phi i64 [ 0, %43 ], [ %69, %45 ]
  %49 = getelementptr inbounds double, ptr %9, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = or disjoint i64 %46, 1
  %52 = icmp eq i64 %51, %12
  %53 = select i1 %52, i64 0, i64 %51
  %54 = getelementptr inbounds double, ptr %9, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @sin(double noundef %50) #15
  %57 = tail call double @llvm.fmuladd.f64(double %50, double %55, double %56)
  %58 = fadd double %47, %57
  %59 = getelementptr inbounds double, ptr %9, i64 %51
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = add nuw nsw i64 %46, 2
  %62 = icmp eq i64 %61, %12
  %63 = select i1 %62, i64 0, i64 %61
  %64 = getelementptr inbounds double, ptr %9, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = tail call double @sin(double noundef %60) #15
  %67 = tail call double @llvm.fmuladd.f64(double %60, double %65, double %66)
  %68 = fadd double %58, %67
  %69 = add i64 %48, 2
  %70 = icmp eq i64 %69, %44
  br i1 %70, label %99, label %45, !llvm.loop !31

71:                                               ; preds = %2
  %72 = add nsw i32 %6, 1
  %73 = sext i32 %72 to i64
  %74 = tail call fastcc ptr @myzalloc(i64 noundef %73)
  %75 = icmp sgt i32 %6, 0
  br i1 %75, label %76, label %94

76:                                               ; preds = %71
  %77 = zext nneg i32 %6 to i64
  %78 = load double, ptr %74, align 8, !tbaa !9
  br label %79

79:                                               ; preds = %79, %76
  %80 = phi double [ %78, %76 ], [ %92, %79 ]
  %81 = phi i64 [ 0, %76 ], [ %89, %79 ]
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fmul double %83, 3.000000e-01
  %85 = tail call double @exp(double noundef %84) #15
  %86 = getelementptr inbounds double, ptr %74, i64 %81
  %87 = fadd double %80, %85
  store double %87, ptr %86, align 8, !tbaa !9
  %88 = load double, ptr %82, align 8, !tbaa !9
  %89 = add nuw nsw i64 %81, 1
  %90 = getelementptr inbounds double, ptr %74, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %88, double %87, double %91)
  store double %92, ptr %90, align 8, !tbaa !9
  %93 = icmp eq i64 %89, %77
  br i1 %93, label %94, label %79, !llvm.loop !35

94:                                               ; preds = %79, %71
  %95 = sext i32 %6 to i64
  %96 = getelementptr inbounds double, ptr %74, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = fmul double %97, %97
  br label %115

99:                                               ; preds = %45, %40
  %100 = phi double [ poison, %40 ], [ %68, %45 ]
  %101 = phi i64 [ 0, %40 ], [ %61, %45 ]
  %102 = phi double [ 0.000000e+00, %40 ], [ %68, %45 ]
  %103 = icmp eq i64 %41, 0
  br i1 %103, label %115, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds double, ptr %9, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %12
  %109 = select i1 %108, i64 0, i64 %107
  %110 = getelementptr inbounds double, ptr %9, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = tail call double @sin(double noundef %106) #15
  %113 = tail call double @llvm.fmuladd.f64(double %106, double %111, double %112)
  %114 = fadd double %102, %113
  br label %115

115:                                              ; preds = %104, %99, %7, %94
  %116 = phi ptr [ %74, %94 ], [ %9, %7 ], [ %9, %99 ], [ %9, %104 ]
  %117 = phi double [ %98, %94 ], [ 0.000000e+00, %7 ], [ %100, %99 ], [ %114, %104 ]
  tail call fastcc void @myfree(ptr noundef %116)
  ret double %117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @accum(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, 1
  %4 = sext i32 %3 to i64
  %5 = tail call fastcc ptr @myzalloc(i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = load double, ptr %5, align 8, !tbaa !9
  br label %15

10:                                               ; preds = %15, %2
  %11 = sext i32 %1 to i64
  %12 = getelementptr inbounds double, ptr %5, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fmul double %13, %13
  tail call fastcc void @myfree(ptr noundef %5)
  ret double %14

15:                                               ; preds = %7, %15
  %16 = phi double [ %9, %7 ], [ %28, %15 ]
  %17 = phi i64 [ 0, %7 ], [ %25, %15 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %19, 3.000000e-01
  %21 = tail call double @exp(double noundef %20) #15
  %22 = getelementptr inbounds double, ptr %5, i64 %17
  %23 = fadd double %21, %16
  store double %23, ptr %22, align 8, !tbaa !9
  %24 = load double, ptr %18, align 8, !tbaa !9
  %25 = add nuw nsw i64 %17, 1
  %26 = getelementptr inbounds double, ptr %5, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @llvm.fmuladd.f64(double %24, double %23, double %27)
  store double %28, ptr %26, align 8, !tbaa !9
  %29 = icmp eq i64 %25, %8
  br i1 %29, label %10, label %15, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myalloc(i64 noundef %0) unnamed_addr #6 {
  %2 = shl nsw i64 %0, 3
  %3 = tail call noalias ptr @malloc(i64 noundef %2) #16
  ret ptr %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @myfree(ptr nocapture noundef %0) unnamed_addr #8 {
  tail call void @free(ptr noundef %0) #15
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myzalloc(i64 noundef %0) unnamed_addr #6 {
  %2 = tail call noalias ptr @calloc(i64 noundef %0, i64 noundef 8) #17
  ret ptr %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind allocsize(0,1) }

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
!14 = !{!"", !12, i64 0, !12, i64 4}
!15 = !{!14, !12, i64 4}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !19, !18}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17, !18, !19}
!26 = distinct !{!26, !17, !19, !18}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17, !18, !19}
!30 = distinct !{!30, !17, !19, !18}
!31 = distinct !{!31, !17}
!32 = distinct !{!32, !17}
!33 = distinct !{!33, !17, !18, !19}
!34 = distinct !{!34, !17, !19, !18}
!35 = distinct !{!35, !17}
