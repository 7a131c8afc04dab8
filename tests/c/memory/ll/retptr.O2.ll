; ModuleID = 'retptr.c'
source_filename = "retptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, i32, i32 }
%struct.Vec = type { ptr, i32 }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 6, i32 3], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"mixed.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"mixed.fwd\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"viavec.dx\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"viavec.fwd\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"viavec.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"retptr\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
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
  %9 = alloca [6 x double], align 16
  %10 = alloca [6 x double], align 16
  %11 = alloca [6 x double], align 16
  %12 = alloca [6 x double], align 16
  %13 = alloca %struct.Ctx, align 8
  %14 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #15
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
  %49 = add i64 %48, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = insertelement <2 x i64> poison, i64 %49, i64 0
  %53 = insertelement <2 x i64> %52, i64 %51, i64 1
  %54 = lshr <2 x i64> %53, <i64 10, i64 10>
  %55 = and <2 x i64> %54, <i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <2 x i64> %55 to <2 x double>
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %57, ptr %11, align 16, !tbaa !9
  %58 = mul i64 %51, 6364136223846793005
  %59 = getelementptr inbounds i8, ptr %11, i64 16
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
  %70 = getelementptr inbounds i8, ptr %11, i64 32
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
  %86 = lshr <2 x i64> %85, <i64 11, i64 11>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = fmul <2 x double> %87, <double 1.500000e+00, double 1.500000e+00>
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  store <2 x double> %89, ptr %12, align 16, !tbaa !9
  %90 = mul i64 %83, 6364136223846793005
  %91 = getelementptr inbounds i8, ptr %12, i64 16
  %92 = add i64 %90, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = insertelement <2 x i64> poison, i64 %92, i64 0
  %96 = insertelement <2 x i64> %95, i64 %94, i64 1
  %97 = lshr <2 x i64> %96, <i64 11, i64 11>
  %98 = uitofp nneg <2 x i64> %97 to <2 x double>
  %99 = fmul <2 x double> %98, <double 1.500000e+00, double 1.500000e+00>
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  store <2 x double> %100, ptr %91, align 16, !tbaa !9
  %101 = mul i64 %94, 6364136223846793005
  %102 = getelementptr inbounds i8, ptr %12, i64 32
  %103 = add i64 %101, 1442695040888963407
  %104 = mul i64 %103, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = insertelement <2 x i64> poison, i64 %103, i64 0
  %107 = insertelement <2 x i64> %106, i64 %105, i64 1
  %108 = lshr <2 x i64> %107, <i64 11, i64 11>
  %109 = uitofp nneg <2 x i64> %108 to <2 x double>
  %110 = fmul <2 x double> %109, <double 1.500000e+00, double 1.500000e+00>
  %111 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  store <2 x double> %111, ptr %102, align 16, !tbaa !9
  store i64 %105, ptr @rng_state, align 8, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %13, i64 8
  %113 = getelementptr inbounds i8, ptr %13, i64 12
  %114 = getelementptr inbounds i8, ptr %14, i64 8
  %115 = getelementptr inbounds i8, ptr %14, i64 12
  br label %122

116:                                              ; preds = %409
  %117 = load i32, ptr @n_fail, align 4, !tbaa !11
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %117)
  %119 = load i32, ptr @n_fail, align 4, !tbaa !11
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #15
  ret i32 %121

122:                                              ; preds = %0, %409
  %123 = phi i1 [ true, %0 ], [ false, %409 ]
  %124 = phi i64 [ 0, %0 ], [ 1, %409 ]
  %125 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #15
  store ptr %12, ptr %13, align 8, !tbaa !13
  store i32 %126, ptr %112, align 8, !tbaa !16
  store i32 0, ptr %113, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  store ptr %12, ptr %14, align 8, !tbaa !13
  store i32 %126, ptr %114, align 8, !tbaa !16
  store i32 1, ptr %115, align 4, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %127 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %128 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %127, ptr noundef nonnull %12, i32 noundef %127, i32 noundef %126) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %13, ptr noundef nonnull %9, i32 noundef %126, ptr noundef nonnull %10)
  %129 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %130 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mixed, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %129, ptr noundef nonnull %12, i32 noundef %129, i32 noundef %126) #15
  %131 = call i32 @llvm.smax.i32(i32 %126, i32 1)
  %132 = zext nneg i32 %131 to i64
  %133 = shl nuw nsw i64 %132, 3
  %134 = call noalias ptr @malloc(i64 noundef %133) #16
  %135 = call noalias ptr @malloc(i64 noundef %133) #16
  %136 = zext nneg i32 %126 to i64
  %137 = and i64 %136, 2147483646
  br label %138

138:                                              ; preds = %138, %122
  %139 = phi i64 [ 0, %122 ], [ %148, %138 ]
  %140 = getelementptr inbounds double, ptr %9, i64 %139
  %141 = load <2 x double>, ptr %140, align 16, !tbaa !9
  %142 = getelementptr inbounds double, ptr %11, i64 %139
  %143 = load <2 x double>, ptr %142, align 16, !tbaa !9
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %141)
  %145 = getelementptr inbounds double, ptr %134, i64 %139
  store <2 x double> %144, ptr %145, align 8, !tbaa !9
  %146 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %141)
  %147 = getelementptr inbounds double, ptr %135, i64 %139
  store <2 x double> %146, ptr %147, align 8, !tbaa !9
  %148 = add nuw i64 %139, 2
  %149 = icmp eq i64 %148, %137
  br i1 %149, label %150, label %138, !llvm.loop !18

150:                                              ; preds = %138
  %151 = icmp eq i64 %137, %136
  br i1 %151, label %164, label %152

152:                                              ; preds = %150, %152
  %153 = phi i64 [ %162, %152 ], [ %137, %150 ]
  %154 = getelementptr inbounds double, ptr %9, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = getelementptr inbounds double, ptr %11, i64 %153
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = call double @llvm.fmuladd.f64(double %157, double 0x3EB0C6F7A0B5ED8D, double %155)
  %159 = getelementptr inbounds double, ptr %134, i64 %153
  store double %158, ptr %159, align 8, !tbaa !9
  %160 = call double @llvm.fmuladd.f64(double %157, double 0xBEB0C6F7A0B5ED8D, double %155)
  %161 = getelementptr inbounds double, ptr %135, i64 %153
  store double %160, ptr %161, align 8, !tbaa !9
  %162 = add nuw nsw i64 %153, 1
  %163 = icmp eq i64 %162, %136
  br i1 %163, label %164, label %152, !llvm.loop !22

164:                                              ; preds = %152, %150
  %165 = call fastcc double @obj(ptr noundef nonnull %134, ptr noundef nonnull readonly %13)
  %166 = call fastcc double @obj(ptr noundef nonnull %135, ptr noundef nonnull readonly %13)
  %167 = fsub double %165, %166
  %168 = fdiv double %167, 2.000000e-06
  call void @free(ptr noundef nonnull %134) #15
  call void @free(ptr noundef nonnull %135) #15
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fcmp ogt double %169, 1.000000e+00
  %171 = select i1 %170, double %169, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %130, ptr %8, align 8, !tbaa !9
  %172 = load volatile double, ptr %8, align 8, !tbaa !9
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fcmp ueq double %173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %174, label %193, label %175

175:                                              ; preds = %164
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %168, ptr %7, align 8, !tbaa !9
  %176 = load volatile double, ptr %7, align 8, !tbaa !9
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fcmp ueq double %177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %178, label %193, label %179

179:                                              ; preds = %175
  %180 = fsub double %130, %168
  %181 = call double @llvm.fabs.f64(double %180)
  %182 = fmul double %171, 0x3EB0C6F7A0B5ED8D
  %183 = fcmp ugt double %181, %182
  br i1 %183, label %193, label %184

184:                                              ; preds = %179
  %185 = trunc nuw nsw i64 %124 to i32
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %185, double noundef %130, double noundef %168, ptr noundef nonnull @.str.8)
  br label %187

187:                                              ; preds = %193, %184
  %188 = add nsw i64 %136, -1
  %189 = and i64 %136, 3
  %190 = icmp ult i64 %188, 3
  br i1 %190, label %198, label %191

191:                                              ; preds = %187
  %192 = and i64 %136, 2147483644
  br label %240

193:                                              ; preds = %179, %175, %164
  %194 = trunc nuw nsw i64 %124 to i32
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %194, double noundef %130, double noundef %168, ptr noundef nonnull @.str.9)
  %196 = load i32, ptr @n_fail, align 4, !tbaa !11
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr @n_fail, align 4, !tbaa !11
  br label %187

198:                                              ; preds = %240, %187
  %199 = phi double [ poison, %187 ], [ %266, %240 ]
  %200 = phi i64 [ 0, %187 ], [ %267, %240 ]
  %201 = phi double [ 0.000000e+00, %187 ], [ %266, %240 ]
  %202 = icmp eq i64 %189, 0
  br i1 %202, label %215, label %203

203:                                              ; preds = %198, %203
  %204 = phi i64 [ %212, %203 ], [ %200, %198 ]
  %205 = phi double [ %211, %203 ], [ %201, %198 ]
  %206 = phi i64 [ %213, %203 ], [ 0, %198 ]
  %207 = getelementptr inbounds double, ptr %10, i64 %204
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = getelementptr inbounds double, ptr %11, i64 %204
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = call double @llvm.fmuladd.f64(double %208, double %210, double %205)
  %212 = add nuw nsw i64 %204, 1
  %213 = add i64 %206, 1
  %214 = icmp eq i64 %213, %189
  br i1 %214, label %215, label %203, !llvm.loop !23

215:                                              ; preds = %203, %198
  %216 = phi double [ %199, %198 ], [ %211, %203 ]
  %217 = call double @llvm.fabs.f64(double %130)
  %218 = fcmp ogt double %217, 1.000000e+00
  %219 = select i1 %218, double %217, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %216, ptr %6, align 8, !tbaa !9
  %220 = load volatile double, ptr %6, align 8, !tbaa !9
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fcmp ueq double %221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %222, label %235, label %223

223:                                              ; preds = %215
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %130, ptr %5, align 8, !tbaa !9
  %224 = load volatile double, ptr %5, align 8, !tbaa !9
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ueq double %225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %226, label %235, label %227

227:                                              ; preds = %223
  %228 = fsub double %216, %130
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fmul double %219, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp ugt double %229, %230
  br i1 %231, label %235, label %232

232:                                              ; preds = %227
  %233 = trunc nuw nsw i64 %124 to i32
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %233, double noundef %216, double noundef %130, ptr noundef nonnull @.str.8)
  br label %270

235:                                              ; preds = %227, %223, %215
  %236 = trunc nuw nsw i64 %124 to i32
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %236, double noundef %216, double noundef %130, ptr noundef nonnull @.str.9)
  %238 = load i32, ptr @n_fail, align 4, !tbaa !11
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr @n_fail, align 4, !tbaa !11
  br label %270

240:                                              ; preds = %240, %191
  %241 = phi i64 [ 0, %191 ], [ %267, %240 ]
  %242 = phi double [ 0.000000e+00, %191 ], [ %266, %240 ]
  %243 = phi i64 [ 0, %191 ], [ %268, %240 ]
  %244 = getelementptr inbounds double, ptr %10, i64 %241
  %245 = load double, ptr %244, align 16, !tbaa !9
  %246 = getelementptr inbounds double, ptr %11, i64 %241
  %247 = load double, ptr %246, align 16, !tbaa !9
  %248 = call double @llvm.fmuladd.f64(double %245, double %247, double %242)
  %249 = or disjoint i64 %241, 1
  %250 = getelementptr inbounds double, ptr %10, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !9
  %252 = getelementptr inbounds double, ptr %11, i64 %249
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = call double @llvm.fmuladd.f64(double %251, double %253, double %248)
  %255 = or disjoint i64 %241, 2
  %256 = getelementptr inbounds double, ptr %10, i64 %255
  %257 = load double, ptr %256, align 16, !tbaa !9
  %258 = getelementptr inbounds double, ptr %11, i64 %255
  %259 = load double, ptr %258, align 16, !tbaa !9
  %260 = call double @llvm.fmuladd.f64(double %257, double %259, double %254)
  %261 = or disjoint i64 %241, 3
  %262 = getelementptr inbounds double, ptr %10, i64 %261
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = getelementptr inbounds double, ptr %11, i64 %261
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = call double @llvm.fmuladd.f64(double %263, double %265, double %260)
  %267 = add nuw nsw i64 %241, 4
  %268 = add i64 %243, 4
  %269 = icmp eq i64 %268, %192
  br i1 %269, label %198, label %240, !llvm.loop !25

270:                                              ; preds = %232, %235
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %271 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %272 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viavec, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %271, i32 noundef %126) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %14, ptr noundef nonnull %9, i32 noundef %126, ptr noundef nonnull %10)
  %273 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %274 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viavec, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %273, i32 noundef %126) #15
  %275 = call noalias ptr @malloc(i64 noundef %133) #16
  %276 = call noalias ptr @malloc(i64 noundef %133) #16
  %277 = and i64 %136, 2147483646
  br label %278

278:                                              ; preds = %278, %270
  %279 = phi i64 [ 0, %270 ], [ %288, %278 ]
  %280 = getelementptr inbounds double, ptr %9, i64 %279
  %281 = load <2 x double>, ptr %280, align 16, !tbaa !9
  %282 = getelementptr inbounds double, ptr %11, i64 %279
  %283 = load <2 x double>, ptr %282, align 16, !tbaa !9
  %284 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %283, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %281)
  %285 = getelementptr inbounds double, ptr %275, i64 %279
  store <2 x double> %284, ptr %285, align 8, !tbaa !9
  %286 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %283, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %281)
  %287 = getelementptr inbounds double, ptr %276, i64 %279
  store <2 x double> %286, ptr %287, align 8, !tbaa !9
  %288 = add nuw i64 %279, 2
  %289 = icmp eq i64 %288, %277
  br i1 %289, label %290, label %278, !llvm.loop !26

290:                                              ; preds = %278
  %291 = icmp eq i64 %277, %136
  br i1 %291, label %304, label %292

292:                                              ; preds = %290, %292
  %293 = phi i64 [ %302, %292 ], [ %277, %290 ]
  %294 = getelementptr inbounds double, ptr %9, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = getelementptr inbounds double, ptr %11, i64 %293
  %297 = load double, ptr %296, align 8, !tbaa !9
  %298 = call double @llvm.fmuladd.f64(double %297, double 0x3EB0C6F7A0B5ED8D, double %295)
  %299 = getelementptr inbounds double, ptr %275, i64 %293
  store double %298, ptr %299, align 8, !tbaa !9
  %300 = call double @llvm.fmuladd.f64(double %297, double 0xBEB0C6F7A0B5ED8D, double %295)
  %301 = getelementptr inbounds double, ptr %276, i64 %293
  store double %300, ptr %301, align 8, !tbaa !9
  %302 = add nuw nsw i64 %293, 1
  %303 = icmp eq i64 %302, %136
  br i1 %303, label %304, label %292, !llvm.loop !27

304:                                              ; preds = %292, %290
  %305 = call fastcc double @obj(ptr noundef nonnull %275, ptr noundef nonnull readonly %14)
  %306 = call fastcc double @obj(ptr noundef nonnull %276, ptr noundef nonnull readonly %14)
  %307 = fsub double %305, %306
  %308 = fdiv double %307, 2.000000e-06
  call void @free(ptr noundef nonnull %275) #15
  call void @free(ptr noundef nonnull %276) #15
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = fcmp ogt double %309, 1.000000e+00
  %311 = select i1 %310, double %309, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %274, ptr %4, align 8, !tbaa !9
  %312 = load volatile double, ptr %4, align 8, !tbaa !9
  %313 = call double @llvm.fabs.f64(double %312)
  %314 = fcmp ueq double %313, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %314, label %332, label %315

315:                                              ; preds = %304
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %308, ptr %3, align 8, !tbaa !9
  %316 = load volatile double, ptr %3, align 8, !tbaa !9
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fcmp ueq double %317, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %318, label %332, label %319

319:                                              ; preds = %315
  %320 = fsub double %274, %308
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = fmul double %311, 0x3EB0C6F7A0B5ED8D
  %323 = fcmp ugt double %321, %322
  br i1 %323, label %332, label %324

324:                                              ; preds = %319
  %325 = trunc nuw nsw i64 %124 to i32
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %325, double noundef %274, double noundef %308, ptr noundef nonnull @.str.8)
  br label %327

327:                                              ; preds = %332, %324
  %328 = and i64 %136, 3
  %329 = icmp ult i64 %188, 3
  br i1 %329, label %337, label %330

330:                                              ; preds = %327
  %331 = and i64 %136, 2147483644
  br label %379

332:                                              ; preds = %319, %315, %304
  %333 = trunc nuw nsw i64 %124 to i32
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %333, double noundef %274, double noundef %308, ptr noundef nonnull @.str.9)
  %335 = load i32, ptr @n_fail, align 4, !tbaa !11
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr @n_fail, align 4, !tbaa !11
  br label %327

337:                                              ; preds = %379, %327
  %338 = phi double [ poison, %327 ], [ %405, %379 ]
  %339 = phi i64 [ 0, %327 ], [ %406, %379 ]
  %340 = phi double [ 0.000000e+00, %327 ], [ %405, %379 ]
  %341 = icmp eq i64 %328, 0
  br i1 %341, label %354, label %342

342:                                              ; preds = %337, %342
  %343 = phi i64 [ %351, %342 ], [ %339, %337 ]
  %344 = phi double [ %350, %342 ], [ %340, %337 ]
  %345 = phi i64 [ %352, %342 ], [ 0, %337 ]
  %346 = getelementptr inbounds double, ptr %10, i64 %343
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = getelementptr inbounds double, ptr %11, i64 %343
  %349 = load double, ptr %348, align 8, !tbaa !9
  %350 = call double @llvm.fmuladd.f64(double %347, double %349, double %344)
  %351 = add nuw nsw i64 %343, 1
  %352 = add i64 %345, 1
  %353 = icmp eq i64 %352, %328
  br i1 %353, label %354, label %342, !llvm.loop !28

354:                                              ; preds = %342, %337
  %355 = phi double [ %338, %337 ], [ %350, %342 ]
  %356 = call double @llvm.fabs.f64(double %274)
  %357 = fcmp ogt double %356, 1.000000e+00
  %358 = select i1 %357, double %356, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %355, ptr %2, align 8, !tbaa !9
  %359 = load volatile double, ptr %2, align 8, !tbaa !9
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp ueq double %360, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %361, label %374, label %362

362:                                              ; preds = %354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %274, ptr %1, align 8, !tbaa !9
  %363 = load volatile double, ptr %1, align 8, !tbaa !9
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fcmp ueq double %364, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %365, label %374, label %366

366:                                              ; preds = %362
  %367 = fsub double %355, %274
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fmul double %358, 0x3EB0C6F7A0B5ED8D
  %370 = fcmp ugt double %368, %369
  br i1 %370, label %374, label %371

371:                                              ; preds = %366
  %372 = trunc nuw nsw i64 %124 to i32
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %372, double noundef %355, double noundef %274, ptr noundef nonnull @.str.8)
  br label %409

374:                                              ; preds = %366, %362, %354
  %375 = trunc nuw nsw i64 %124 to i32
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %375, double noundef %355, double noundef %274, ptr noundef nonnull @.str.9)
  %377 = load i32, ptr @n_fail, align 4, !tbaa !11
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr @n_fail, align 4, !tbaa !11
  br label %409

379:                                              ; preds = %379, %330
  %380 = phi i64 [ 0, %330 ], [ %406, %379 ]
  %381 = phi double [ 0.000000e+00, %330 ], [ %405, %379 ]
  %382 = phi i64 [ 0, %330 ], [ %407, %379 ]
  %383 = getelementptr inbounds double, ptr %10, i64 %380
  %384 = load double, ptr %383, align 16, !tbaa !9
  %385 = getelementptr inbounds double, ptr %11, i64 %380
  %386 = load double, ptr %385, align 16, !tbaa !9
  %387 = call double @llvm.fmuladd.f64(double %384, double %386, double %381)
  %388 = or disjoint i64 %380, 1
  %389 = getelementptr inbounds double, ptr %10, i64 %388
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = getelementptr inbounds double, ptr %11, i64 %388
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = call double @llvm.fmuladd.f64(double %390, double %392, double %387)
  %394 = or disjoint i64 %380, 2
  %395 = getelementptr inbounds double, ptr %10, i64 %394
  %396 = load double, ptr %395, align 16, !tbaa !9
  %397 = getelementptr inbounds double, ptr %11, i64 %394
  %398 = load double, ptr %397, align 16, !tbaa !9
  %399 = call double @llvm.fmuladd.f64(double %396, double %398, double %393)
  %400 = or disjoint i64 %380, 3
  %401 = getelementptr inbounds double, ptr %10, i64 %400
  %402 = load double, ptr %401, align 8, !tbaa !9
  %403 = getelementptr inbounds double, ptr %11, i64 %400
  %404 = load double, ptr %403, align 8, !tbaa !9
  %405 = call double @llvm.fmuladd.f64(double %402, double %404, double %399)
  %406 = add nuw nsw i64 %380, 4
  %407 = add i64 %382, 4
  %408 = icmp eq i64 %407, %331
  br i1 %408, label %337, label %379, !llvm.loop !25

409:                                              ; preds = %371, %374
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #15
  br i1 %123, label %122, label %116, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @mixed(ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %23, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %24, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %23, %9 ]
  %12 = trunc nuw nsw i64 %10 to i32
  %13 = tail call fastcc ptr @at(ptr noundef %1, i32 noundef %12)
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds double, ptr %0, i64 %10
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %14, %16
  %18 = tail call fastcc ptr @at(ptr noundef %0, i32 noundef %12)
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = tail call double @sin(double noundef %14) #15
  %21 = fmul double %19, %20
  %22 = tail call double @llvm.fmuladd.f64(double %17, double %16, double %21)
  %23 = fadd double %11, %22
  %24 = add nuw nsw i64 %10, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %7, label %9, !llvm.loop !30
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
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
  br i1 %60, label %17, label %18, !llvm.loop !31
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca %struct.Vec, align 8
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #15
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i32, ptr %5, align 8, !tbaa !16
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %0, i64 %8, i1 false)
  %9 = getelementptr inbounds i8, ptr %1, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !17
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %34

12:                                               ; preds = %2
  %13 = load ptr, ptr %1, align 8, !tbaa !13
  %14 = icmp sgt i32 %6, 0
  br i1 %14, label %15, label %51

15:                                               ; preds = %12
  %16 = zext nneg i32 %6 to i64
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %32, %17 ]
  %19 = phi double [ 0.000000e+00, %15 ], [ %31, %17 ]
  %20 = trunc nuw nsw i64 %18 to i32
  %21 = tail call fastcc ptr @at(ptr noundef readonly %13, i32 noundef %20)
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %4, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %22, %24
  %26 = call fastcc ptr @at(ptr noundef nonnull readonly %4, i32 noundef %20)
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @sin(double noundef %22) #15
  %29 = fmul double %27, %28
  %30 = tail call double @llvm.fmuladd.f64(double %25, double %24, double %29)
  %31 = fadd double %19, %30
  %32 = add nuw nsw i64 %18, 1
  %33 = icmp eq i64 %32, %16
  br i1 %33, label %51, label %17, !llvm.loop !30

34:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #15
  store ptr %4, ptr %3, align 8, !tbaa !32
  %35 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %6, ptr %35, align 8, !tbaa !34
  %36 = icmp sgt i32 %6, 1
  br i1 %36, label %37, label %49

37:                                               ; preds = %34, %37
  %38 = phi i32 [ %47, %37 ], [ 1, %34 ]
  %39 = phi i32 [ %38, %37 ], [ 0, %34 ]
  %40 = phi double [ %46, %37 ], [ 0.000000e+00, %34 ]
  %41 = call fastcc ptr @row(ptr noundef nonnull %3, i32 noundef %39)
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = call fastcc ptr @row(ptr noundef nonnull %3, i32 noundef %38)
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = call double @cos(double noundef %44) #15
  %46 = call double @llvm.fmuladd.f64(double %42, double %45, double %40)
  %47 = add nuw nsw i32 %38, 1
  %48 = icmp eq i32 %47, %6
  br i1 %48, label %49, label %37, !llvm.loop !35

49:                                               ; preds = %37, %34
  %50 = phi double [ 0.000000e+00, %34 ], [ %46, %37 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #15
  br label %51

51:                                               ; preds = %17, %12, %49
  %52 = phi double [ %50, %49 ], [ 0.000000e+00, %12 ], [ %31, %17 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #15
  ret double %52
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @viavec(ptr noundef %0, i32 noundef %1) #4 {
  %3 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #15
  store ptr %0, ptr %3, align 8, !tbaa !32
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %1, ptr %4, align 8, !tbaa !34
  %5 = icmp sgt i32 %1, 1
  br i1 %5, label %8, label %6

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %17, %8 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #15
  ret double %7

8:                                                ; preds = %2, %8
  %9 = phi i32 [ %18, %8 ], [ 1, %2 ]
  %10 = phi i32 [ %9, %8 ], [ 0, %2 ]
  %11 = phi double [ %17, %8 ], [ 0.000000e+00, %2 ]
  %12 = call fastcc ptr @row(ptr noundef nonnull %3, i32 noundef %10)
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = call fastcc ptr @row(ptr noundef nonnull %3, i32 noundef %9)
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call double @cos(double noundef %15) #15
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %11)
  %18 = add nuw nsw i32 %9, 1
  %19 = icmp eq i32 %18, %1
  br i1 %19, label %6, label %8, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @at(ptr noundef readnone %0, i32 noundef %1) unnamed_addr #7 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds double, ptr %0, i64 %3
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc ptr @row(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #13 {
  %3 = load ptr, ptr %0, align 8, !tbaa !32
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds double, ptr %3, i64 %4
  ret ptr %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!13 = !{!14, !15, i64 0}
!14 = !{!"", !15, i64 0, !12, i64 8, !12, i64 12}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !12, i64 8}
!17 = !{!14, !12, i64 12}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !19, !21, !20}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19, !20, !21}
!27 = distinct !{!27, !19, !21, !20}
!28 = distinct !{!28, !24}
!29 = distinct !{!29, !19}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !19}
!32 = !{!33, !15, i64 0}
!33 = !{!"", !15, i64 0, !12, i64 8}
!34 = !{!33, !12, i64 8}
!35 = distinct !{!35, !19}
