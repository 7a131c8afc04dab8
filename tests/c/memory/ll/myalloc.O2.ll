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
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca %struct.Ctx, align 4
  %5 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #15
  %6 = load i64, ptr @rng_state, align 8, !tbaa !5
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = insertelement <2 x i64> poison, i64 %8, i64 0
  %12 = insertelement <2 x i64> %11, i64 %10, i64 1
  %13 = lshr <2 x i64> %12, <i64 10, i64 10>
  %14 = and <2 x i64> %13, <i64 18014398509481982, i64 18014398509481982>
  %15 = uitofp nneg <2 x i64> %14 to <2 x double>
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %16, ptr %1, align 16, !tbaa !9
  %17 = mul i64 %10, 6364136223846793005
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = add i64 %17, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = insertelement <2 x i64> poison, i64 %19, i64 0
  %23 = insertelement <2 x i64> %22, i64 %21, i64 1
  %24 = lshr <2 x i64> %23, <i64 10, i64 10>
  %25 = and <2 x i64> %24, <i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <2 x i64> %25 to <2 x double>
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %27, ptr %18, align 16, !tbaa !9
  %28 = mul i64 %21, 6364136223846793005
  %29 = getelementptr inbounds i8, ptr %1, i64 32
  %30 = add i64 %28, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <2 x i64> poison, i64 %30, i64 0
  %34 = insertelement <2 x i64> %33, i64 %32, i64 1
  %35 = lshr <2 x i64> %34, <i64 10, i64 10>
  %36 = and <2 x i64> %35, <i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <2 x i64> %36 to <2 x double>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %38, ptr %29, align 16, !tbaa !9
  %39 = mul i64 %32, 6364136223846793005
  %40 = getelementptr inbounds i8, ptr %1, i64 48
  %41 = add i64 %39, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <2 x i64> poison, i64 %41, i64 0
  %45 = insertelement <2 x i64> %44, i64 %43, i64 1
  %46 = lshr <2 x i64> %45, <i64 10, i64 10>
  %47 = and <2 x i64> %46, <i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <2 x i64> %47 to <2 x double>
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %49, ptr %40, align 16, !tbaa !9
  %50 = mul i64 %43, 6364136223846793005
  %51 = getelementptr inbounds i8, ptr %1, i64 64
  %52 = add i64 %50, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <2 x i64> poison, i64 %52, i64 0
  %56 = insertelement <2 x i64> %55, i64 %54, i64 1
  %57 = lshr <2 x i64> %56, <i64 10, i64 10>
  %58 = and <2 x i64> %57, <i64 18014398509481982, i64 18014398509481982>
  %59 = uitofp nneg <2 x i64> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %60, ptr %51, align 16, !tbaa !9
  %61 = mul i64 %54, 6364136223846793005
  %62 = getelementptr inbounds i8, ptr %1, i64 80
  %63 = add i64 %61, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <2 x i64> poison, i64 %63, i64 0
  %67 = insertelement <2 x i64> %66, i64 %65, i64 1
  %68 = lshr <2 x i64> %67, <i64 10, i64 10>
  %69 = and <2 x i64> %68, <i64 18014398509481982, i64 18014398509481982>
  %70 = uitofp nneg <2 x i64> %69 to <2 x double>
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %71, ptr %62, align 16, !tbaa !9
  %72 = mul i64 %65, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <2 x i64> poison, i64 %73, i64 0
  %77 = insertelement <2 x i64> %76, i64 %75, i64 1
  %78 = lshr <2 x i64> %77, <i64 10, i64 10>
  %79 = and <2 x i64> %78, <i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <2 x i64> %79 to <2 x double>
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %81, ptr %3, align 16, !tbaa !9
  %82 = mul i64 %75, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %3, i64 16
  %84 = add i64 %82, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 10, i64 10>
  %90 = and <2 x i64> %89, <i64 18014398509481982, i64 18014398509481982>
  %91 = uitofp nneg <2 x i64> %90 to <2 x double>
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %92, ptr %83, align 16, !tbaa !9
  %93 = mul i64 %86, 6364136223846793005
  %94 = getelementptr inbounds i8, ptr %3, i64 32
  %95 = add i64 %93, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <2 x i64> poison, i64 %95, i64 0
  %99 = insertelement <2 x i64> %98, i64 %97, i64 1
  %100 = lshr <2 x i64> %99, <i64 10, i64 10>
  %101 = and <2 x i64> %100, <i64 18014398509481982, i64 18014398509481982>
  %102 = uitofp nneg <2 x i64> %101 to <2 x double>
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %103, ptr %94, align 16, !tbaa !9
  %104 = mul i64 %97, 6364136223846793005
  %105 = getelementptr inbounds i8, ptr %3, i64 48
  %106 = add i64 %104, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = insertelement <2 x i64> poison, i64 %106, i64 0
  %110 = insertelement <2 x i64> %109, i64 %108, i64 1
  %111 = lshr <2 x i64> %110, <i64 10, i64 10>
  %112 = and <2 x i64> %111, <i64 18014398509481982, i64 18014398509481982>
  %113 = uitofp nneg <2 x i64> %112 to <2 x double>
  %114 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %114, ptr %105, align 16, !tbaa !9
  %115 = mul i64 %108, 6364136223846793005
  %116 = getelementptr inbounds i8, ptr %3, i64 64
  %117 = add i64 %115, 1442695040888963407
  %118 = mul i64 %117, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = insertelement <2 x i64> poison, i64 %117, i64 0
  %121 = insertelement <2 x i64> %120, i64 %119, i64 1
  %122 = lshr <2 x i64> %121, <i64 10, i64 10>
  %123 = and <2 x i64> %122, <i64 18014398509481982, i64 18014398509481982>
  %124 = uitofp nneg <2 x i64> %123 to <2 x double>
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %125, ptr %116, align 16, !tbaa !9
  %126 = mul i64 %119, 6364136223846793005
  %127 = getelementptr inbounds i8, ptr %3, i64 80
  %128 = add i64 %126, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = insertelement <2 x i64> poison, i64 %128, i64 0
  %132 = insertelement <2 x i64> %131, i64 %130, i64 1
  %133 = lshr <2 x i64> %132, <i64 10, i64 10>
  %134 = and <2 x i64> %133, <i64 18014398509481982, i64 18014398509481982>
  %135 = uitofp nneg <2 x i64> %134 to <2 x double>
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %136, ptr %127, align 16, !tbaa !9
  store i64 %130, ptr @rng_state, align 8, !tbaa !5
  %137 = getelementptr inbounds i8, ptr %4, i64 4
  br label %140

138:                                              ; preds = %270
  %139 = getelementptr inbounds i8, ptr %5, i64 4
  br label %279

140:                                              ; preds = %0, %270
  %141 = phi i64 [ 0, %0 ], [ %271, %270 ]
  %142 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store i32 %143, ptr %4, align 4, !tbaa !13
  store i32 0, ptr %137, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %144 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %145 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %144, i32 noundef %143) #15
  %146 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %147 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %146, i32 noundef %143) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef %143, ptr noundef nonnull %2)
  %148 = call i32 @llvm.smax.i32(i32 %143, i32 1)
  %149 = zext nneg i32 %148 to i64
  %150 = shl nuw nsw i64 %149, 3
  %151 = call noalias ptr @malloc(i64 noundef %150) #16
  %152 = call noalias ptr @malloc(i64 noundef %150) #16
  %153 = zext i32 %143 to i64
  %154 = icmp eq i64 %141, 2
  br i1 %154, label %171, label %155

155:                                              ; preds = %140
  %156 = and i64 %153, 2147483646
  br label %157

157:                                              ; preds = %157, %155
  %158 = phi i64 [ 0, %155 ], [ %167, %157 ]
  %159 = getelementptr inbounds double, ptr %1, i64 %158
  %160 = load <2 x double>, ptr %159, align 16, !tbaa !9
  %161 = getelementptr inbounds double, ptr %3, i64 %158
  %162 = load <2 x double>, ptr %161, align 16, !tbaa !9
  %163 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %160)
  %164 = getelementptr inbounds double, ptr %151, i64 %158
  store <2 x double> %163, ptr %164, align 8, !tbaa !9
  %165 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %160)
  %166 = getelementptr inbounds double, ptr %152, i64 %158
  store <2 x double> %165, ptr %166, align 8, !tbaa !9
  %167 = add nuw i64 %158, 2
  %168 = icmp eq i64 %167, %156
  br i1 %168, label %169, label %157, !llvm.loop !16

169:                                              ; preds = %157
  %170 = icmp eq i64 %156, %153
  br i1 %170, label %185, label %171

171:                                              ; preds = %169, %140
  %172 = phi i64 [ 0, %140 ], [ %156, %169 ]
  br label %173

173:                                              ; preds = %171, %173
  %174 = phi i64 [ %183, %173 ], [ %172, %171 ]
  %175 = getelementptr inbounds double, ptr %1, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = getelementptr inbounds double, ptr %3, i64 %174
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = call double @llvm.fmuladd.f64(double %178, double 0x3EB0C6F7A0B5ED8D, double %176)
  %180 = getelementptr inbounds double, ptr %151, i64 %174
  store double %179, ptr %180, align 8, !tbaa !9
  %181 = call double @llvm.fmuladd.f64(double %178, double 0xBEB0C6F7A0B5ED8D, double %176)
  %182 = getelementptr inbounds double, ptr %152, i64 %174
  store double %181, ptr %182, align 8, !tbaa !9
  %183 = add nuw nsw i64 %174, 1
  %184 = icmp eq i64 %183, %153
  br i1 %184, label %185, label %173, !llvm.loop !20

185:                                              ; preds = %173, %169
  %186 = call fastcc double @obj(ptr noundef nonnull %151, ptr noundef nonnull readonly %4)
  %187 = call fastcc double @obj(ptr noundef nonnull %152, ptr noundef nonnull readonly %4)
  %188 = fsub double %186, %187
  %189 = fdiv double %188, 2.000000e-06
  call void @free(ptr noundef nonnull %151) #15
  call void @free(ptr noundef nonnull %152) #15
  %190 = call double @llvm.fabs.f64(double %189)
  %191 = fcmp ogt double %190, 1.000000e+00
  %192 = select i1 %191, double %190, double 1.000000e+00
  %193 = fsub double %147, %189
  %194 = call double @llvm.fabs.f64(double %193)
  %195 = fmul double %192, 0x3EB0C6F7A0B5ED8D
  %196 = fcmp ole double %194, %195
  %197 = select i1 %196, ptr @.str.8, ptr @.str.9
  %198 = trunc nuw nsw i64 %141 to i32
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %198, double noundef %147, double noundef %189, ptr noundef nonnull %197)
  br i1 %196, label %200, label %206

200:                                              ; preds = %206, %185
  %201 = add nsw i64 %153, -1
  %202 = and i64 %153, 3
  %203 = icmp ult i64 %201, 3
  br i1 %203, label %209, label %204

204:                                              ; preds = %200
  %205 = and i64 %153, 4294967292
  br label %240

206:                                              ; preds = %185
  %207 = load i32, ptr @n_fail, align 4, !tbaa !11
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @n_fail, align 4, !tbaa !11
  br label %200

209:                                              ; preds = %240, %200
  %210 = phi double [ poison, %200 ], [ %266, %240 ]
  %211 = phi i64 [ 0, %200 ], [ %267, %240 ]
  %212 = phi double [ 0.000000e+00, %200 ], [ %266, %240 ]
  %213 = icmp eq i64 %202, 0
  br i1 %213, label %226, label %214

214:                                              ; preds = %209, %214
  %215 = phi i64 [ %223, %214 ], [ %211, %209 ]
  %216 = phi double [ %222, %214 ], [ %212, %209 ]
  %217 = phi i64 [ %224, %214 ], [ 0, %209 ]
  %218 = getelementptr inbounds double, ptr %2, i64 %215
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = getelementptr inbounds double, ptr %3, i64 %215
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = call double @llvm.fmuladd.f64(double %219, double %221, double %216)
  %223 = add nuw nsw i64 %215, 1
  %224 = add i64 %217, 1
  %225 = icmp eq i64 %224, %202
  br i1 %225, label %226, label %214, !llvm.loop !21

226:                                              ; preds = %214, %209
  %227 = phi double [ %210, %209 ], [ %222, %214 ]
  %228 = call double @llvm.fabs.f64(double %147)
  %229 = fcmp ogt double %228, 1.000000e+00
  %230 = select i1 %229, double %228, double 1.000000e+00
  %231 = fsub double %227, %147
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fmul double %230, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp ole double %232, %233
  %235 = select i1 %234, ptr @.str.8, ptr @.str.9
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %198, double noundef %227, double noundef %147, ptr noundef nonnull %235)
  br i1 %234, label %270, label %237

237:                                              ; preds = %226
  %238 = load i32, ptr @n_fail, align 4, !tbaa !11
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr @n_fail, align 4, !tbaa !11
  br label %270

240:                                              ; preds = %240, %204
  %241 = phi i64 [ 0, %204 ], [ %267, %240 ]
  %242 = phi double [ 0.000000e+00, %204 ], [ %266, %240 ]
  %243 = phi i64 [ 0, %204 ], [ %268, %240 ]
  %244 = getelementptr inbounds double, ptr %2, i64 %241
  %245 = load double, ptr %244, align 16, !tbaa !9
  %246 = getelementptr inbounds double, ptr %3, i64 %241
  %247 = load double, ptr %246, align 16, !tbaa !9
  %248 = call double @llvm.fmuladd.f64(double %245, double %247, double %242)
  %249 = or disjoint i64 %241, 1
  %250 = getelementptr inbounds double, ptr %2, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !9
  %252 = getelementptr inbounds double, ptr %3, i64 %249
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = call double @llvm.fmuladd.f64(double %251, double %253, double %248)
  %255 = or disjoint i64 %241, 2
  %256 = getelementptr inbounds double, ptr %2, i64 %255
  %257 = load double, ptr %256, align 16, !tbaa !9
  %258 = getelementptr inbounds double, ptr %3, i64 %255
  %259 = load double, ptr %258, align 16, !tbaa !9
  %260 = call double @llvm.fmuladd.f64(double %257, double %259, double %254)
  %261 = or disjoint i64 %241, 3
  %262 = getelementptr inbounds double, ptr %2, i64 %261
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = getelementptr inbounds double, ptr %3, i64 %261
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = call double @llvm.fmuladd.f64(double %263, double %265, double %260)
  %267 = add nuw nsw i64 %241, 4
  %268 = add i64 %243, 4
  %269 = icmp eq i64 %268, %205
  br i1 %269, label %209, label %240, !llvm.loop !23

270:                                              ; preds = %226, %237
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  %271 = add nuw nsw i64 %141, 1
  %272 = icmp eq i64 %271, 3
  br i1 %272, label %138, label %140, !llvm.loop !24

273:                                              ; preds = %409
  %274 = load i32, ptr @n_fail, align 4, !tbaa !11
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %274)
  %276 = load i32, ptr @n_fail, align 4, !tbaa !11
  %277 = icmp ne i32 %276, 0
  %278 = zext i1 %277 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #15
  ret i32 %278

279:                                              ; preds = %138, %409
  %280 = phi i64 [ 0, %138 ], [ %410, %409 ]
  %281 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  store i32 %282, ptr %5, align 4, !tbaa !13
  store i32 1, ptr %139, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %283 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %284 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %283, i32 noundef %282) #15
  %285 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %286 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %285, i32 noundef %282) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef %282, ptr noundef nonnull %2)
  %287 = call i32 @llvm.smax.i32(i32 %282, i32 1)
  %288 = zext nneg i32 %287 to i64
  %289 = shl nuw nsw i64 %288, 3
  %290 = call noalias ptr @malloc(i64 noundef %289) #16
  %291 = call noalias ptr @malloc(i64 noundef %289) #16
  %292 = zext i32 %282 to i64
  %293 = icmp eq i64 %280, 2
  br i1 %293, label %310, label %294

294:                                              ; preds = %279
  %295 = and i64 %292, 2147483646
  br label %296

296:                                              ; preds = %296, %294
  %297 = phi i64 [ 0, %294 ], [ %306, %296 ]
  %298 = getelementptr inbounds double, ptr %1, i64 %297
  %299 = load <2 x double>, ptr %298, align 16, !tbaa !9
  %300 = getelementptr inbounds double, ptr %3, i64 %297
  %301 = load <2 x double>, ptr %300, align 16, !tbaa !9
  %302 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %301, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %299)
  %303 = getelementptr inbounds double, ptr %290, i64 %297
  store <2 x double> %302, ptr %303, align 8, !tbaa !9
  %304 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %301, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %299)
  %305 = getelementptr inbounds double, ptr %291, i64 %297
  store <2 x double> %304, ptr %305, align 8, !tbaa !9
  %306 = add nuw i64 %297, 2
  %307 = icmp eq i64 %306, %295
  br i1 %307, label %308, label %296, !llvm.loop !25

308:                                              ; preds = %296
  %309 = icmp eq i64 %295, %292
  br i1 %309, label %324, label %310

310:                                              ; preds = %308, %279
  %311 = phi i64 [ 0, %279 ], [ %295, %308 ]
  br label %312

312:                                              ; preds = %310, %312
  %313 = phi i64 [ %322, %312 ], [ %311, %310 ]
  %314 = getelementptr inbounds double, ptr %1, i64 %313
  %315 = load double, ptr %314, align 8, !tbaa !9
  %316 = getelementptr inbounds double, ptr %3, i64 %313
  %317 = load double, ptr %316, align 8, !tbaa !9
  %318 = call double @llvm.fmuladd.f64(double %317, double 0x3EB0C6F7A0B5ED8D, double %315)
  %319 = getelementptr inbounds double, ptr %290, i64 %313
  store double %318, ptr %319, align 8, !tbaa !9
  %320 = call double @llvm.fmuladd.f64(double %317, double 0xBEB0C6F7A0B5ED8D, double %315)
  %321 = getelementptr inbounds double, ptr %291, i64 %313
  store double %320, ptr %321, align 8, !tbaa !9
  %322 = add nuw nsw i64 %313, 1
  %323 = icmp eq i64 %322, %292
  br i1 %323, label %324, label %312, !llvm.loop !26

324:                                              ; preds = %312, %308
  %325 = call fastcc double @obj(ptr noundef nonnull %290, ptr noundef nonnull readonly %5)
  %326 = call fastcc double @obj(ptr noundef nonnull %291, ptr noundef nonnull readonly %5)
  %327 = fsub double %325, %326
  %328 = fdiv double %327, 2.000000e-06
  call void @free(ptr noundef nonnull %290) #15
  call void @free(ptr noundef nonnull %291) #15
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ogt double %329, 1.000000e+00
  %331 = select i1 %330, double %329, double 1.000000e+00
  %332 = fsub double %286, %328
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fmul double %331, 0x3EB0C6F7A0B5ED8D
  %335 = fcmp ole double %333, %334
  %336 = select i1 %335, ptr @.str.8, ptr @.str.9
  %337 = trunc nuw nsw i64 %280 to i32
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %337, double noundef %286, double noundef %328, ptr noundef nonnull %336)
  br i1 %335, label %339, label %345

339:                                              ; preds = %345, %324
  %340 = add nsw i64 %292, -1
  %341 = and i64 %292, 3
  %342 = icmp ult i64 %340, 3
  br i1 %342, label %348, label %343

343:                                              ; preds = %339
  %344 = and i64 %292, 4294967292
  br label %379

345:                                              ; preds = %324
  %346 = load i32, ptr @n_fail, align 4, !tbaa !11
  %347 = add nsw i32 %346, 1
  store i32 %347, ptr @n_fail, align 4, !tbaa !11
  br label %339

348:                                              ; preds = %379, %339
  %349 = phi double [ poison, %339 ], [ %405, %379 ]
  %350 = phi i64 [ 0, %339 ], [ %406, %379 ]
  %351 = phi double [ 0.000000e+00, %339 ], [ %405, %379 ]
  %352 = icmp eq i64 %341, 0
  br i1 %352, label %365, label %353

353:                                              ; preds = %348, %353
  %354 = phi i64 [ %362, %353 ], [ %350, %348 ]
  %355 = phi double [ %361, %353 ], [ %351, %348 ]
  %356 = phi i64 [ %363, %353 ], [ 0, %348 ]
  %357 = getelementptr inbounds double, ptr %2, i64 %354
  %358 = load double, ptr %357, align 8, !tbaa !9
  %359 = getelementptr inbounds double, ptr %3, i64 %354
  %360 = load double, ptr %359, align 8, !tbaa !9
  %361 = call double @llvm.fmuladd.f64(double %358, double %360, double %355)
  %362 = add nuw nsw i64 %354, 1
  %363 = add i64 %356, 1
  %364 = icmp eq i64 %363, %341
  br i1 %364, label %365, label %353, !llvm.loop !27

365:                                              ; preds = %353, %348
  %366 = phi double [ %349, %348 ], [ %361, %353 ]
  %367 = call double @llvm.fabs.f64(double %286)
  %368 = fcmp ogt double %367, 1.000000e+00
  %369 = select i1 %368, double %367, double 1.000000e+00
  %370 = fsub double %366, %286
  %371 = call double @llvm.fabs.f64(double %370)
  %372 = fmul double %369, 0x3EB0C6F7A0B5ED8D
  %373 = fcmp ole double %371, %372
  %374 = select i1 %373, ptr @.str.8, ptr @.str.9
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %337, double noundef %366, double noundef %286, ptr noundef nonnull %374)
  br i1 %373, label %409, label %376

376:                                              ; preds = %365
  %377 = load i32, ptr @n_fail, align 4, !tbaa !11
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr @n_fail, align 4, !tbaa !11
  br label %409

379:                                              ; preds = %379, %343
  %380 = phi i64 [ 0, %343 ], [ %406, %379 ]
  %381 = phi double [ 0.000000e+00, %343 ], [ %405, %379 ]
  %382 = phi i64 [ 0, %343 ], [ %407, %379 ]
  %383 = getelementptr inbounds double, ptr %2, i64 %380
  %384 = load double, ptr %383, align 16, !tbaa !9
  %385 = getelementptr inbounds double, ptr %3, i64 %380
  %386 = load double, ptr %385, align 16, !tbaa !9
  %387 = call double @llvm.fmuladd.f64(double %384, double %386, double %381)
  %388 = or disjoint i64 %380, 1
  %389 = getelementptr inbounds double, ptr %2, i64 %388
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = getelementptr inbounds double, ptr %3, i64 %388
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = call double @llvm.fmuladd.f64(double %390, double %392, double %387)
  %394 = or disjoint i64 %380, 2
  %395 = getelementptr inbounds double, ptr %2, i64 %394
  %396 = load double, ptr %395, align 16, !tbaa !9
  %397 = getelementptr inbounds double, ptr %3, i64 %394
  %398 = load double, ptr %397, align 16, !tbaa !9
  %399 = call double @llvm.fmuladd.f64(double %396, double %398, double %393)
  %400 = or disjoint i64 %380, 3
  %401 = getelementptr inbounds double, ptr %2, i64 %400
  %402 = load double, ptr %401, align 8, !tbaa !9
  %403 = getelementptr inbounds double, ptr %3, i64 %400
  %404 = load double, ptr %403, align 8, !tbaa !9
  %405 = call double @llvm.fmuladd.f64(double %402, double %404, double %399)
  %406 = add nuw nsw i64 %380, 4
  %407 = add i64 %382, 4
  %408 = icmp eq i64 %407, %344
  br i1 %408, label %348, label %379, !llvm.loop !23

409:                                              ; preds = %365, %376
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %410 = add nuw nsw i64 %280, 1
  %411 = icmp eq i64 %410, 3
  br i1 %411, label %273, label %279, !llvm.loop !28
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
  %6 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #16
  %10 = sext i32 %3 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 %11, i1 false)
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %5
  %14 = zext nneg i32 %3 to i64
  br label %16

15:                                               ; preds = %46, %5
  tail call void @free(ptr noundef %9) #15
  ret void

16:                                               ; preds = %13, %46
  %17 = phi i64 [ 0, %13 ], [ %47, %46 ]
  %18 = getelementptr inbounds double, ptr %4, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds double, ptr %9, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e+00
  %24 = select i1 %23, double %22, double 1.000000e+00
  %25 = fmul double %24, 0x3EB0C6F7A0B5ED8D
  %26 = fadd double %21, %25
  %27 = fsub double %21, %25
  store double %26, ptr %20, align 8, !tbaa !9
  %28 = tail call fastcc double @obj(ptr noundef %9, ptr noundef readonly %1)
  store double %27, ptr %20, align 8, !tbaa !9
  %29 = tail call fastcc double @obj(ptr noundef %9, ptr noundef readonly %1)
  store double %21, ptr %20, align 8, !tbaa !9
  %30 = fsub double %28, %29
  %31 = fsub double %26, %27
  %32 = fdiv double %30, %31
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  %36 = fsub double %19, %32
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fmul double %35, 0x3EB0C6F7A0B5ED8D
  %39 = fcmp ole double %37, %38
  %40 = select i1 %39, ptr @.str.8, ptr @.str.9
  %41 = trunc nuw nsw i64 %17 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %41, double noundef %19, double noundef %32, ptr noundef nonnull %40)
  br i1 %39, label %46, label %43

43:                                               ; preds = %16
  %44 = load i32, ptr @n_fail, align 4, !tbaa !11
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @n_fail, align 4, !tbaa !11
  br label %46

46:                                               ; preds = %16, %43
  %47 = add nuw nsw i64 %17, 1
  %48 = icmp eq i64 %47, %14
  br i1 %48, label %15, label %16, !llvm.loop !32
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
