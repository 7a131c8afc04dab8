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
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca %struct.Ctx, align 8
  %6 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #15
  %7 = load i64, ptr @rng_state, align 8, !tbaa !5
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = insertelement <2 x i64> poison, i64 %9, i64 0
  %13 = insertelement <2 x i64> %12, i64 %11, i64 1
  %14 = lshr <2 x i64> %13, <i64 10, i64 10>
  %15 = and <2 x i64> %14, <i64 18014398509481982, i64 18014398509481982>
  %16 = uitofp nneg <2 x i64> %15 to <2 x double>
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %17, ptr %1, align 16, !tbaa !9
  %18 = mul i64 %11, 6364136223846793005
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = add i64 %18, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = insertelement <2 x i64> poison, i64 %20, i64 0
  %24 = insertelement <2 x i64> %23, i64 %22, i64 1
  %25 = lshr <2 x i64> %24, <i64 10, i64 10>
  %26 = and <2 x i64> %25, <i64 18014398509481982, i64 18014398509481982>
  %27 = uitofp nneg <2 x i64> %26 to <2 x double>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %28, ptr %19, align 16, !tbaa !9
  %29 = mul i64 %22, 6364136223846793005
  %30 = getelementptr inbounds i8, ptr %1, i64 32
  %31 = add i64 %29, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = insertelement <2 x i64> poison, i64 %31, i64 0
  %35 = insertelement <2 x i64> %34, i64 %33, i64 1
  %36 = lshr <2 x i64> %35, <i64 10, i64 10>
  %37 = and <2 x i64> %36, <i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <2 x i64> %37 to <2 x double>
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %39, ptr %30, align 16, !tbaa !9
  %40 = mul i64 %33, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <2 x i64> poison, i64 %41, i64 0
  %45 = insertelement <2 x i64> %44, i64 %43, i64 1
  %46 = lshr <2 x i64> %45, <i64 10, i64 10>
  %47 = and <2 x i64> %46, <i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <2 x i64> %47 to <2 x double>
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %49, ptr %3, align 16, !tbaa !9
  %50 = mul i64 %43, 6364136223846793005
  %51 = getelementptr inbounds i8, ptr %3, i64 16
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
  %62 = getelementptr inbounds i8, ptr %3, i64 32
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
  %78 = lshr <2 x i64> %77, <i64 11, i64 11>
  %79 = uitofp nneg <2 x i64> %78 to <2 x double>
  %80 = fmul <2 x double> %79, <double 1.500000e+00, double 1.500000e+00>
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  store <2 x double> %81, ptr %4, align 16, !tbaa !9
  %82 = mul i64 %75, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %4, i64 16
  %84 = add i64 %82, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 11, i64 11>
  %90 = uitofp nneg <2 x i64> %89 to <2 x double>
  %91 = fmul <2 x double> %90, <double 1.500000e+00, double 1.500000e+00>
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  store <2 x double> %92, ptr %83, align 16, !tbaa !9
  %93 = mul i64 %86, 6364136223846793005
  %94 = getelementptr inbounds i8, ptr %4, i64 32
  %95 = add i64 %93, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <2 x i64> poison, i64 %95, i64 0
  %99 = insertelement <2 x i64> %98, i64 %97, i64 1
  %100 = lshr <2 x i64> %99, <i64 11, i64 11>
  %101 = uitofp nneg <2 x i64> %100 to <2 x double>
  %102 = fmul <2 x double> %101, <double 1.500000e+00, double 1.500000e+00>
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  store <2 x double> %103, ptr %94, align 16, !tbaa !9
  store i64 %97, ptr @rng_state, align 8, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %5, i64 8
  %105 = getelementptr inbounds i8, ptr %5, i64 12
  %106 = getelementptr inbounds i8, ptr %6, i64 8
  %107 = getelementptr inbounds i8, ptr %6, i64 12
  br label %114

108:                                              ; preds = %358
  %109 = load i32, ptr @n_fail, align 4, !tbaa !11
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %109)
  %111 = load i32, ptr @n_fail, align 4, !tbaa !11
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #15
  ret i32 %113

114:                                              ; preds = %0, %358
  %115 = phi i1 [ true, %0 ], [ false, %358 ]
  %116 = phi i64 [ 0, %0 ], [ 1, %358 ]
  %117 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #15
  store ptr %4, ptr %5, align 8, !tbaa !13
  store i32 %118, ptr %104, align 8, !tbaa !16
  store i32 0, ptr %105, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #15
  store ptr %4, ptr %6, align 8, !tbaa !13
  store i32 %118, ptr %106, align 8, !tbaa !16
  store i32 1, ptr %107, align 4, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false)
  %119 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %120 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %119, ptr noundef nonnull %4, i32 noundef %119, i32 noundef %118) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef %118, ptr noundef nonnull %2)
  %121 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %122 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mixed, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %121, ptr noundef nonnull %4, i32 noundef %121, i32 noundef %118) #15
  %123 = call i32 @llvm.smax.i32(i32 %118, i32 1)
  %124 = zext nneg i32 %123 to i64
  %125 = shl nuw nsw i64 %124, 3
  %126 = call noalias ptr @malloc(i64 noundef %125) #16
  %127 = call noalias ptr @malloc(i64 noundef %125) #16
  %128 = zext nneg i32 %118 to i64
  %129 = and i64 %128, 2147483646
  br label %130

130:                                              ; preds = %130, %114
  %131 = phi i64 [ 0, %114 ], [ %140, %130 ]
  %132 = getelementptr inbounds double, ptr %1, i64 %131
  %133 = load <2 x double>, ptr %132, align 16, !tbaa !9
  %134 = getelementptr inbounds double, ptr %3, i64 %131
  %135 = load <2 x double>, ptr %134, align 16, !tbaa !9
  %136 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %133)
  %137 = getelementptr inbounds double, ptr %126, i64 %131
  store <2 x double> %136, ptr %137, align 8, !tbaa !9
  %138 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %133)
  %139 = getelementptr inbounds double, ptr %127, i64 %131
  store <2 x double> %138, ptr %139, align 8, !tbaa !9
  %140 = add nuw i64 %131, 2
  %141 = icmp eq i64 %140, %129
  br i1 %141, label %142, label %130, !llvm.loop !18

142:                                              ; preds = %130
  %143 = icmp eq i64 %129, %128
  br i1 %143, label %156, label %144

144:                                              ; preds = %142, %144
  %145 = phi i64 [ %154, %144 ], [ %129, %142 ]
  %146 = getelementptr inbounds double, ptr %1, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = getelementptr inbounds double, ptr %3, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = call double @llvm.fmuladd.f64(double %149, double 0x3EB0C6F7A0B5ED8D, double %147)
  %151 = getelementptr inbounds double, ptr %126, i64 %145
  store double %150, ptr %151, align 8, !tbaa !9
  %152 = call double @llvm.fmuladd.f64(double %149, double 0xBEB0C6F7A0B5ED8D, double %147)
  %153 = getelementptr inbounds double, ptr %127, i64 %145
  store double %152, ptr %153, align 8, !tbaa !9
  %154 = add nuw nsw i64 %145, 1
  %155 = icmp eq i64 %154, %128
  br i1 %155, label %156, label %144, !llvm.loop !22

156:                                              ; preds = %144, %142
  %157 = call fastcc double @obj(ptr noundef nonnull %126, ptr noundef nonnull readonly %5)
  %158 = call fastcc double @obj(ptr noundef nonnull %127, ptr noundef nonnull readonly %5)
  %159 = fsub double %157, %158
  %160 = fdiv double %159, 2.000000e-06
  call void @free(ptr noundef nonnull %126) #15
  call void @free(ptr noundef nonnull %127) #15
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ogt double %161, 1.000000e+00
  %163 = select i1 %162, double %161, double 1.000000e+00
  %164 = fsub double %122, %160
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fmul double %163, 0x3EB0C6F7A0B5ED8D
  %167 = fcmp ole double %165, %166
  %168 = select i1 %167, ptr @.str.8, ptr @.str.9
  %169 = trunc nuw nsw i64 %116 to i32
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %169, double noundef %122, double noundef %160, ptr noundef nonnull %168)
  br i1 %167, label %171, label %177

171:                                              ; preds = %177, %156
  %172 = add nsw i64 %128, -1
  %173 = and i64 %128, 3
  %174 = icmp ult i64 %172, 3
  br i1 %174, label %180, label %175

175:                                              ; preds = %171
  %176 = and i64 %128, 2147483644
  br label %211

177:                                              ; preds = %156
  %178 = load i32, ptr @n_fail, align 4, !tbaa !11
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr @n_fail, align 4, !tbaa !11
  br label %171

180:                                              ; preds = %211, %171
  %181 = phi double [ poison, %171 ], [ %237, %211 ]
  %182 = phi i64 [ 0, %171 ], [ %238, %211 ]
  %183 = phi double [ 0.000000e+00, %171 ], [ %237, %211 ]
  %184 = icmp eq i64 %173, 0
  br i1 %184, label %197, label %185

185:                                              ; preds = %180, %185
  %186 = phi i64 [ %194, %185 ], [ %182, %180 ]
  %187 = phi double [ %193, %185 ], [ %183, %180 ]
  %188 = phi i64 [ %195, %185 ], [ 0, %180 ]
  %189 = getelementptr inbounds double, ptr %2, i64 %186
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = getelementptr inbounds double, ptr %3, i64 %186
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = call double @llvm.fmuladd.f64(double %190, double %192, double %187)
  %194 = add nuw nsw i64 %186, 1
  %195 = add i64 %188, 1
  %196 = icmp eq i64 %195, %173
  br i1 %196, label %197, label %185, !llvm.loop !23

197:                                              ; preds = %185, %180
  %198 = phi double [ %181, %180 ], [ %193, %185 ]
  %199 = call double @llvm.fabs.f64(double %122)
  %200 = fcmp ogt double %199, 1.000000e+00
  %201 = select i1 %200, double %199, double 1.000000e+00
  %202 = fsub double %198, %122
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fmul double %201, 0x3EB0C6F7A0B5ED8D
  %205 = fcmp ole double %203, %204
  %206 = select i1 %205, ptr @.str.8, ptr @.str.9
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %169, double noundef %198, double noundef %122, ptr noundef nonnull %206)
  br i1 %205, label %241, label %208

208:                                              ; preds = %197
  %209 = load i32, ptr @n_fail, align 4, !tbaa !11
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr @n_fail, align 4, !tbaa !11
  br label %241

211:                                              ; preds = %211, %175
  %212 = phi i64 [ 0, %175 ], [ %238, %211 ]
  %213 = phi double [ 0.000000e+00, %175 ], [ %237, %211 ]
  %214 = phi i64 [ 0, %175 ], [ %239, %211 ]
  %215 = getelementptr inbounds double, ptr %2, i64 %212
  %216 = load double, ptr %215, align 16, !tbaa !9
  %217 = getelementptr inbounds double, ptr %3, i64 %212
  %218 = load double, ptr %217, align 16, !tbaa !9
  %219 = call double @llvm.fmuladd.f64(double %216, double %218, double %213)
  %220 = or disjoint i64 %212, 1
  %221 = getelementptr inbounds double, ptr %2, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = getelementptr inbounds double, ptr %3, i64 %220
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = call double @llvm.fmuladd.f64(double %222, double %224, double %219)
  %226 = or disjoint i64 %212, 2
  %227 = getelementptr inbounds double, ptr %2, i64 %226
  %228 = load double, ptr %227, align 16, !tbaa !9
  %229 = getelementptr inbounds double, ptr %3, i64 %226
  %230 = load double, ptr %229, align 16, !tbaa !9
  %231 = call double @llvm.fmuladd.f64(double %228, double %230, double %225)
  %232 = or disjoint i64 %212, 3
  %233 = getelementptr inbounds double, ptr %2, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = getelementptr inbounds double, ptr %3, i64 %232
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = call double @llvm.fmuladd.f64(double %234, double %236, double %231)
  %238 = add nuw nsw i64 %212, 4
  %239 = add i64 %214, 4
  %240 = icmp eq i64 %239, %176
  br i1 %240, label %180, label %211, !llvm.loop !25

241:                                              ; preds = %197, %208
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false)
  %242 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %243 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viavec, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %242, i32 noundef %118) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %6, ptr noundef nonnull %1, i32 noundef %118, ptr noundef nonnull %2)
  %244 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %245 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viavec, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %244, i32 noundef %118) #15
  %246 = call noalias ptr @malloc(i64 noundef %125) #16
  %247 = call noalias ptr @malloc(i64 noundef %125) #16
  %248 = and i64 %128, 2147483646
  br label %249

249:                                              ; preds = %249, %241
  %250 = phi i64 [ 0, %241 ], [ %259, %249 ]
  %251 = getelementptr inbounds double, ptr %1, i64 %250
  %252 = load <2 x double>, ptr %251, align 16, !tbaa !9
  %253 = getelementptr inbounds double, ptr %3, i64 %250
  %254 = load <2 x double>, ptr %253, align 16, !tbaa !9
  %255 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %252)
  %256 = getelementptr inbounds double, ptr %246, i64 %250
  store <2 x double> %255, ptr %256, align 8, !tbaa !9
  %257 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %252)
  %258 = getelementptr inbounds double, ptr %247, i64 %250
  store <2 x double> %257, ptr %258, align 8, !tbaa !9
  %259 = add nuw i64 %250, 2
  %260 = icmp eq i64 %259, %248
  br i1 %260, label %261, label %249, !llvm.loop !26

261:                                              ; preds = %249
  %262 = icmp eq i64 %248, %128
  br i1 %262, label %275, label %263

263:                                              ; preds = %261, %263
  %264 = phi i64 [ %273, %263 ], [ %248, %261 ]
  %265 = getelementptr inbounds double, ptr %1, i64 %264
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = getelementptr inbounds double, ptr %3, i64 %264
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = call double @llvm.fmuladd.f64(double %268, double 0x3EB0C6F7A0B5ED8D, double %266)
  %270 = getelementptr inbounds double, ptr %246, i64 %264
  store double %269, ptr %270, align 8, !tbaa !9
  %271 = call double @llvm.fmuladd.f64(double %268, double 0xBEB0C6F7A0B5ED8D, double %266)
  %272 = getelementptr inbounds double, ptr %247, i64 %264
  store double %271, ptr %272, align 8, !tbaa !9
  %273 = add nuw nsw i64 %264, 1
  %274 = icmp eq i64 %273, %128
  br i1 %274, label %275, label %263, !llvm.loop !27

275:                                              ; preds = %263, %261
  %276 = call fastcc double @obj(ptr noundef nonnull %246, ptr noundef nonnull readonly %6)
  %277 = call fastcc double @obj(ptr noundef nonnull %247, ptr noundef nonnull readonly %6)
  %278 = fsub double %276, %277
  %279 = fdiv double %278, 2.000000e-06
  call void @free(ptr noundef nonnull %246) #15
  call void @free(ptr noundef nonnull %247) #15
  %280 = call double @llvm.fabs.f64(double %279)
  %281 = fcmp ogt double %280, 1.000000e+00
  %282 = select i1 %281, double %280, double 1.000000e+00
  %283 = fsub double %245, %279
  %284 = call double @llvm.fabs.f64(double %283)
  %285 = fmul double %282, 0x3EB0C6F7A0B5ED8D
  %286 = fcmp ole double %284, %285
  %287 = select i1 %286, ptr @.str.8, ptr @.str.9
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %169, double noundef %245, double noundef %279, ptr noundef nonnull %287)
  br i1 %286, label %289, label %294

289:                                              ; preds = %294, %275
  %290 = and i64 %128, 3
  %291 = icmp ult i64 %172, 3
  br i1 %291, label %297, label %292

292:                                              ; preds = %289
  %293 = and i64 %128, 2147483644
  br label %328

294:                                              ; preds = %275
  %295 = load i32, ptr @n_fail, align 4, !tbaa !11
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr @n_fail, align 4, !tbaa !11
  br label %289

297:                                              ; preds = %328, %289
  %298 = phi double [ poison, %289 ], [ %354, %328 ]
  %299 = phi i64 [ 0, %289 ], [ %355, %328 ]
  %300 = phi double [ 0.000000e+00, %289 ], [ %354, %328 ]
  %301 = icmp eq i64 %290, 0
  br i1 %301, label %314, label %302

302:                                              ; preds = %297, %302
  %303 = phi i64 [ %311, %302 ], [ %299, %297 ]
  %304 = phi double [ %310, %302 ], [ %300, %297 ]
  %305 = phi i64 [ %312, %302 ], [ 0, %297 ]
  %306 = getelementptr inbounds double, ptr %2, i64 %303
  %307 = load double, ptr %306, align 8, !tbaa !9
  %308 = getelementptr inbounds double, ptr %3, i64 %303
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = call double @llvm.fmuladd.f64(double %307, double %309, double %304)
  %311 = add nuw nsw i64 %303, 1
  %312 = add i64 %305, 1
  %313 = icmp eq i64 %312, %290
  br i1 %313, label %314, label %302, !llvm.loop !28

314:                                              ; preds = %302, %297
  %315 = phi double [ %298, %297 ], [ %310, %302 ]
  %316 = call double @llvm.fabs.f64(double %245)
  %317 = fcmp ogt double %316, 1.000000e+00
  %318 = select i1 %317, double %316, double 1.000000e+00
  %319 = fsub double %315, %245
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fmul double %318, 0x3EB0C6F7A0B5ED8D
  %322 = fcmp ole double %320, %321
  %323 = select i1 %322, ptr @.str.8, ptr @.str.9
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %169, double noundef %315, double noundef %245, ptr noundef nonnull %323)
  br i1 %322, label %358, label %325

325:                                              ; preds = %314
  %326 = load i32, ptr @n_fail, align 4, !tbaa !11
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr @n_fail, align 4, !tbaa !11
  br label %358

328:                                              ; preds = %328, %292
  %329 = phi i64 [ 0, %292 ], [ %355, %328 ]
  %330 = phi double [ 0.000000e+00, %292 ], [ %354, %328 ]
  %331 = phi i64 [ 0, %292 ], [ %356, %328 ]
  %332 = getelementptr inbounds double, ptr %2, i64 %329
  %333 = load double, ptr %332, align 16, !tbaa !9
  %334 = getelementptr inbounds double, ptr %3, i64 %329
  %335 = load double, ptr %334, align 16, !tbaa !9
  %336 = call double @llvm.fmuladd.f64(double %333, double %335, double %330)
  %337 = or disjoint i64 %329, 1
  %338 = getelementptr inbounds double, ptr %2, i64 %337
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = getelementptr inbounds double, ptr %3, i64 %337
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = call double @llvm.fmuladd.f64(double %339, double %341, double %336)
  %343 = or disjoint i64 %329, 2
  %344 = getelementptr inbounds double, ptr %2, i64 %343
  %345 = load double, ptr %344, align 16, !tbaa !9
  %346 = getelementptr inbounds double, ptr %3, i64 %343
  %347 = load double, ptr %346, align 16, !tbaa !9
  %348 = call double @llvm.fmuladd.f64(double %345, double %347, double %342)
  %349 = or disjoint i64 %329, 3
  %350 = getelementptr inbounds double, ptr %2, i64 %349
  %351 = load double, ptr %350, align 8, !tbaa !9
  %352 = getelementptr inbounds double, ptr %3, i64 %349
  %353 = load double, ptr %352, align 8, !tbaa !9
  %354 = call double @llvm.fmuladd.f64(double %351, double %353, double %348)
  %355 = add nuw nsw i64 %329, 4
  %356 = add i64 %331, 4
  %357 = icmp eq i64 %356, %293
  br i1 %357, label %297, label %328, !llvm.loop !25

358:                                              ; preds = %314, %325
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #15
  br i1 %115, label %114, label %108, !llvm.loop !29
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
  br i1 %48, label %15, label %16, !llvm.loop !31
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
