; ModuleID = 'fnselect.c'
source_filename = "fnselect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"f2.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"f1.dx\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"fnselect\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  %4 = mul i64 %3, 6364136223846793005
  %5 = add i64 %4, 1442695040888963407
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0
  %9 = insertelement <2 x i64> %8, i64 %7, i64 1
  %10 = lshr <2 x i64> %9, <i64 10, i64 10>
  %11 = and <2 x i64> %10, <i64 18014398509481982, i64 18014398509481982>
  %12 = uitofp nneg <2 x i64> %11 to <2 x double>
  %13 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %13, ptr %1, align 16, !tbaa !9
  %14 = mul i64 %7, 6364136223846793005
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = add i64 %14, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = insertelement <2 x i64> poison, i64 %16, i64 0
  %20 = insertelement <2 x i64> %19, i64 %18, i64 1
  %21 = lshr <2 x i64> %20, <i64 10, i64 10>
  %22 = and <2 x i64> %21, <i64 18014398509481982, i64 18014398509481982>
  %23 = uitofp nneg <2 x i64> %22 to <2 x double>
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %24, ptr %15, align 16, !tbaa !9
  %25 = mul i64 %18, 6364136223846793005
  %26 = getelementptr inbounds i8, ptr %1, i64 32
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
  %37 = getelementptr inbounds i8, ptr %1, i64 48
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
  store i64 %40, ptr @rng_state, align 8, !tbaa !5
  br label %53

47:                                               ; preds = %256
  %48 = load i32, ptr @n_fail, align 4, !tbaa !11
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %48)
  %50 = load i32, ptr @n_fail, align 4, !tbaa !11
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  ret i32 %52

53:                                               ; preds = %0, %256
  %54 = phi i1 [ true, %0 ], [ false, %256 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  br i1 %54, label %65, label %55

55:                                               ; preds = %53
  %56 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f2, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 8) #13
  %57 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %57, ptr noundef nonnull readonly align 16 dereferenceable(64) %1, i64 64, i1 false)
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = getelementptr inbounds i8, ptr %57, i64 16
  %60 = getelementptr inbounds i8, ptr %57, i64 24
  %61 = getelementptr inbounds i8, ptr %57, i64 32
  %62 = getelementptr inbounds i8, ptr %57, i64 40
  %63 = getelementptr inbounds i8, ptr %57, i64 48
  %64 = getelementptr inbounds i8, ptr %57, i64 56
  br label %150

65:                                               ; preds = %53
  %66 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f1, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 8) #13
  %67 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %67, ptr noundef nonnull readonly align 16 dereferenceable(64) %1, i64 64, i1 false)
  %68 = getelementptr inbounds i8, ptr %67, i64 8
  %69 = getelementptr inbounds i8, ptr %67, i64 16
  %70 = getelementptr inbounds i8, ptr %67, i64 24
  %71 = getelementptr inbounds i8, ptr %67, i64 32
  %72 = getelementptr inbounds i8, ptr %67, i64 40
  %73 = getelementptr inbounds i8, ptr %67, i64 48
  %74 = getelementptr inbounds i8, ptr %67, i64 56
  br label %75

75:                                               ; preds = %65, %147
  %76 = phi i64 [ %148, %147 ], [ 0, %65 ]
  %77 = getelementptr inbounds double, ptr %2, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds double, ptr %67, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fcmp ogt double %81, 1.000000e+00
  %83 = select i1 %82, double %81, double 1.000000e+00
  %84 = fmul double %83, 0x3EB0C6F7A0B5ED8D
  %85 = fadd double %80, %84
  store double %85, ptr %79, align 8, !tbaa !9
  %86 = load double, ptr %67, align 8, !tbaa !9
  %87 = load <2 x double>, ptr %68, align 8
  %88 = load <2 x double>, ptr %69, align 8
  %89 = load <2 x double>, ptr %70, align 8
  %90 = load <2 x double>, ptr %71, align 8
  %91 = load <2 x double>, ptr %72, align 8
  %92 = load <2 x double>, ptr %73, align 8
  %93 = load double, ptr %74, align 8, !tbaa !9
  %94 = fsub double %80, %84
  store double %94, ptr %79, align 8, !tbaa !9
  %95 = load double, ptr %67, align 8, !tbaa !9
  %96 = load double, ptr %68, align 8, !tbaa !9
  %97 = load double, ptr %69, align 8, !tbaa !9
  %98 = load double, ptr %70, align 8, !tbaa !9
  %99 = load double, ptr %71, align 8, !tbaa !9
  %100 = load double, ptr %72, align 8, !tbaa !9
  %101 = load double, ptr %73, align 8, !tbaa !9
  %102 = load double, ptr %74, align 8, !tbaa !9
  %103 = insertelement <2 x double> poison, double %86, i64 0
  %104 = insertelement <2 x double> %103, double %95, i64 1
  %105 = fmul <2 x double> %104, %104
  %106 = insertelement <2 x double> %87, double %96, i64 1
  %107 = fmul <2 x double> %106, %106
  %108 = insertelement <2 x double> %88, double %97, i64 1
  %109 = fmul <2 x double> %108, %108
  %110 = insertelement <2 x double> %89, double %98, i64 1
  %111 = fmul <2 x double> %110, %110
  %112 = insertelement <2 x double> %90, double %99, i64 1
  %113 = fmul <2 x double> %112, %112
  %114 = insertelement <2 x double> %91, double %100, i64 1
  %115 = fmul <2 x double> %114, %114
  %116 = insertelement <2 x double> %92, double %101, i64 1
  %117 = fmul <2 x double> %116, %116
  %118 = insertelement <2 x double> poison, double %93, i64 0
  %119 = insertelement <2 x double> %118, double %102, i64 1
  %120 = fmul <2 x double> %119, %119
  %121 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> %104, <2 x double> zeroinitializer)
  %122 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> %106, <2 x double> %121)
  %123 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %109, <2 x double> %108, <2 x double> %122)
  %124 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> %110, <2 x double> %123)
  %125 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> %112, <2 x double> %124)
  %126 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %114, <2 x double> %125)
  %127 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %117, <2 x double> %116, <2 x double> %126)
  %128 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> %119, <2 x double> %127)
  store double %80, ptr %79, align 8, !tbaa !9
  %129 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %130 = fsub <2 x double> %128, %129
  %131 = extractelement <2 x double> %130, i64 0
  %132 = fsub double %85, %94
  %133 = fdiv double %131, %132
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = fcmp ogt double %134, 1.000000e+00
  %136 = select i1 %135, double %134, double 1.000000e+00
  %137 = fsub double %78, %133
  %138 = call double @llvm.fabs.f64(double %137)
  %139 = fmul double %136, 0x3EB0C6F7A0B5ED8D
  %140 = fcmp ole double %138, %139
  %141 = select i1 %140, ptr @.str.4, ptr @.str.5
  %142 = trunc nuw nsw i64 %76 to i32
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %142, double noundef %78, double noundef %133, ptr noundef nonnull %141)
  br i1 %140, label %147, label %144

144:                                              ; preds = %75
  %145 = load i32, ptr @n_fail, align 4, !tbaa !11
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @n_fail, align 4, !tbaa !11
  br label %147

147:                                              ; preds = %144, %75
  %148 = add nuw nsw i64 %76, 1
  %149 = icmp eq i64 %148, 8
  br i1 %149, label %256, label %75, !llvm.loop !13

150:                                              ; preds = %55, %253
  %151 = phi i64 [ %254, %253 ], [ 0, %55 ]
  %152 = getelementptr inbounds double, ptr %2, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = getelementptr inbounds double, ptr %57, i64 %151
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ogt double %156, 1.000000e+00
  %158 = select i1 %157, double %156, double 1.000000e+00
  %159 = fmul double %158, 0x3EB0C6F7A0B5ED8D
  %160 = fadd double %155, %159
  store double %160, ptr %154, align 8, !tbaa !9
  %161 = load double, ptr %57, align 8, !tbaa !9
  %162 = call double @sin(double noundef %161) #13
  %163 = load double, ptr %58, align 8, !tbaa !9
  %164 = call double @sin(double noundef %163) #13
  %165 = load double, ptr %59, align 8, !tbaa !9
  %166 = call double @sin(double noundef %165) #13
  %167 = load double, ptr %60, align 8, !tbaa !9
  %168 = call double @sin(double noundef %167) #13
  %169 = load double, ptr %61, align 8, !tbaa !9
  %170 = call double @sin(double noundef %169) #13
  %171 = load double, ptr %62, align 8, !tbaa !9
  %172 = call double @sin(double noundef %171) #13
  %173 = load double, ptr %63, align 8, !tbaa !9
  %174 = call double @sin(double noundef %173) #13
  %175 = load double, ptr %64, align 8, !tbaa !9
  %176 = call double @sin(double noundef %175) #13
  %177 = load <2 x double>, ptr %57, align 8
  %178 = fsub double %155, %159
  store double %178, ptr %154, align 8, !tbaa !9
  %179 = load double, ptr %57, align 8, !tbaa !9
  %180 = call double @sin(double noundef %179) #13
  %181 = load double, ptr %58, align 8, !tbaa !9
  %182 = call double @sin(double noundef %181) #13
  %183 = load double, ptr %59, align 8, !tbaa !9
  %184 = call double @sin(double noundef %183) #13
  %185 = load double, ptr %60, align 8, !tbaa !9
  %186 = call double @sin(double noundef %185) #13
  %187 = load double, ptr %61, align 8, !tbaa !9
  %188 = call double @sin(double noundef %187) #13
  %189 = load double, ptr %62, align 8, !tbaa !9
  %190 = call double @sin(double noundef %189) #13
  %191 = load double, ptr %63, align 8, !tbaa !9
  %192 = call double @sin(double noundef %191) #13
  %193 = load double, ptr %64, align 8, !tbaa !9
  %194 = call double @sin(double noundef %193) #13
  %195 = load double, ptr %57, align 8, !tbaa !9
  %196 = insertelement <2 x double> poison, double %162, i64 0
  %197 = insertelement <2 x double> %196, double %180, i64 1
  %198 = insertelement <2 x double> poison, double %163, i64 0
  %199 = insertelement <2 x double> %198, double %181, i64 1
  %200 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %199, <2 x double> zeroinitializer)
  %201 = insertelement <2 x double> poison, double %164, i64 0
  %202 = insertelement <2 x double> %201, double %182, i64 1
  %203 = insertelement <2 x double> poison, double %165, i64 0
  %204 = insertelement <2 x double> %203, double %183, i64 1
  %205 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %202, <2 x double> %204, <2 x double> %200)
  %206 = insertelement <2 x double> poison, double %166, i64 0
  %207 = insertelement <2 x double> %206, double %184, i64 1
  %208 = insertelement <2 x double> poison, double %167, i64 0
  %209 = insertelement <2 x double> %208, double %185, i64 1
  %210 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %207, <2 x double> %209, <2 x double> %205)
  %211 = insertelement <2 x double> poison, double %168, i64 0
  %212 = insertelement <2 x double> %211, double %186, i64 1
  %213 = insertelement <2 x double> poison, double %169, i64 0
  %214 = insertelement <2 x double> %213, double %187, i64 1
  %215 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> %214, <2 x double> %210)
  %216 = insertelement <2 x double> poison, double %170, i64 0
  %217 = insertelement <2 x double> %216, double %188, i64 1
  %218 = insertelement <2 x double> poison, double %171, i64 0
  %219 = insertelement <2 x double> %218, double %189, i64 1
  %220 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %217, <2 x double> %219, <2 x double> %215)
  %221 = insertelement <2 x double> poison, double %172, i64 0
  %222 = insertelement <2 x double> %221, double %190, i64 1
  %223 = insertelement <2 x double> poison, double %173, i64 0
  %224 = insertelement <2 x double> %223, double %191, i64 1
  %225 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %222, <2 x double> %224, <2 x double> %220)
  %226 = insertelement <2 x double> poison, double %174, i64 0
  %227 = insertelement <2 x double> %226, double %192, i64 1
  %228 = insertelement <2 x double> poison, double %175, i64 0
  %229 = insertelement <2 x double> %228, double %193, i64 1
  %230 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %227, <2 x double> %229, <2 x double> %225)
  %231 = insertelement <2 x double> poison, double %176, i64 0
  %232 = insertelement <2 x double> %231, double %194, i64 1
  %233 = insertelement <2 x double> %177, double %195, i64 1
  %234 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %232, <2 x double> %233, <2 x double> %230)
  store double %155, ptr %154, align 8, !tbaa !9
  %235 = shufflevector <2 x double> %234, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %236 = fsub <2 x double> %234, %235
  %237 = extractelement <2 x double> %236, i64 0
  %238 = fsub double %160, %178
  %239 = fdiv double %237, %238
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fcmp ogt double %240, 1.000000e+00
  %242 = select i1 %241, double %240, double 1.000000e+00
  %243 = fsub double %153, %239
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fmul double %242, 0x3EB0C6F7A0B5ED8D
  %246 = fcmp ole double %244, %245
  %247 = select i1 %246, ptr @.str.4, ptr @.str.5
  %248 = trunc nuw nsw i64 %151 to i32
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %248, double noundef %153, double noundef %239, ptr noundef nonnull %247)
  br i1 %246, label %253, label %250

250:                                              ; preds = %150
  %251 = load i32, ptr @n_fail, align 4, !tbaa !11
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr @n_fail, align 4, !tbaa !11
  br label %253

253:                                              ; preds = %250, %150
  %254 = add nuw nsw i64 %151, 1
  %255 = icmp eq i64 %254, 8
  br i1 %255, label %256, label %150, !llvm.loop !13

256:                                              ; preds = %253, %147
  %257 = phi ptr [ %67, %147 ], [ %57, %253 ]
  call void @free(ptr noundef nonnull %257) #13
  br i1 %54, label %53, label %47, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f2(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %51, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %45, %28 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %51, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @sin(double noundef %17) #13
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %5
  %21 = and i64 %19, 4294967295
  %22 = select i1 %20, i64 0, i64 %21
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fmuladd.f64(double %18, double %24, double %13)
  br label %26

26:                                               ; preds = %15, %10, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %25, %15 ]
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %45, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %51, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = tail call double @sin(double noundef %33) #13
  %35 = or disjoint i64 %29, 1
  %36 = icmp eq i64 %35, %5
  %37 = and i64 %35, 4294967295
  %38 = select i1 %36, i64 0, i64 %37
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = tail call double @llvm.fmuladd.f64(double %34, double %40, double %30)
  %42 = getelementptr inbounds double, ptr %0, i64 %35
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @sin(double noundef %43) #13
  %45 = add nuw nsw i64 %29, 2
  %46 = icmp eq i64 %45, %5
  %47 = and i64 %45, 4294967294
  %48 = select i1 %46, i64 0, i64 %47
  %49 = getelementptr inbounds double, ptr %0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @llvm.fmuladd.f64(double %44, double %50, double %41)
  %52 = add i64 %31, 2
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %28, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @f1(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %50, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %51, %28 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %50, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %23, %15 ], [ %12, %10 ]
  %17 = phi double [ %22, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %24, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %20, %20
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %17)
  %23 = add nuw nsw i64 %16, 1
  %24 = add i64 %18, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %26, label %15, !llvm.loop !17

26:                                               ; preds = %10, %15, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %22, %15 ]
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %51, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %50, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %33, %33
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %33, double %30)
  %36 = or disjoint i64 %29, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %38
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %38, double %35)
  %41 = or disjoint i64 %29, 2
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %43, %43
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %40)
  %46 = or disjoint i64 %29, 3
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul double %48, %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %48, double %45)
  %51 = add nuw nsw i64 %29, 4
  %52 = add i64 %31, 4
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %28, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !14}
