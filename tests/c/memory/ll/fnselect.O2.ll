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

47:                                               ; preds = %223
  %48 = load i32, ptr @n_fail, align 4, !tbaa !11
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %48)
  %50 = load i32, ptr @n_fail, align 4, !tbaa !11
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  ret i32 %52

53:                                               ; preds = %0, %223
  %54 = phi i1 [ true, %0 ], [ false, %223 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %55 = select i1 %54, ptr @f1, ptr @f2
  %56 = select i1 %54, ptr @.str.1, ptr @.str
  %57 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull %55, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 8) #13
  %58 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %58, ptr noundef nonnull readonly align 16 dereferenceable(64) %1, i64 64, i1 false)
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = getelementptr inbounds i8, ptr %58, i64 16
  %61 = getelementptr inbounds i8, ptr %58, i64 24
  %62 = getelementptr inbounds i8, ptr %58, i64 32
  %63 = getelementptr inbounds i8, ptr %58, i64 40
  %64 = getelementptr inbounds i8, ptr %58, i64 48
  %65 = getelementptr inbounds i8, ptr %58, i64 56
  %66 = getelementptr inbounds i8, ptr %58, i64 8
  %67 = getelementptr inbounds i8, ptr %58, i64 16
  %68 = getelementptr inbounds i8, ptr %58, i64 24
  %69 = getelementptr inbounds i8, ptr %58, i64 32
  %70 = getelementptr inbounds i8, ptr %58, i64 40
  %71 = getelementptr inbounds i8, ptr %58, i64 48
  %72 = getelementptr inbounds i8, ptr %58, i64 56
  br label %73

73:                                               ; preds = %220, %53
  %74 = phi i64 [ 0, %53 ], [ %221, %220 ]
  %75 = getelementptr inbounds double, ptr %2, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = getelementptr inbounds double, ptr %58, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ogt double %79, 1.000000e+00
  %81 = select i1 %80, double %79, double 1.000000e+00
  %82 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %83 = fadd double %78, %82
  %84 = fsub double %78, %82
  store double %83, ptr %77, align 8, !tbaa !9
  %85 = load double, ptr %58, align 8, !tbaa !9
  br i1 %54, label %158, label %86

86:                                               ; preds = %73
  %87 = call double @sin(double noundef %85) #13
  %88 = load double, ptr %59, align 8, !tbaa !9
  %89 = call double @sin(double noundef %88) #13
  %90 = load double, ptr %60, align 8, !tbaa !9
  %91 = call double @sin(double noundef %90) #13
  %92 = load double, ptr %61, align 8, !tbaa !9
  %93 = call double @sin(double noundef %92) #13
  %94 = load double, ptr %62, align 8, !tbaa !9
  %95 = call double @sin(double noundef %94) #13
  %96 = load double, ptr %63, align 8, !tbaa !9
  %97 = call double @sin(double noundef %96) #13
  %98 = load double, ptr %64, align 8, !tbaa !9
  %99 = call double @sin(double noundef %98) #13
  %100 = load double, ptr %65, align 8, !tbaa !9
  %101 = call double @sin(double noundef %100) #13
  store double %84, ptr %77, align 8, !tbaa !9
  %102 = load double, ptr %58, align 8, !tbaa !9
  %103 = call double @sin(double noundef %102) #13
  %104 = load double, ptr %59, align 8, !tbaa !9
  %105 = call double @sin(double noundef %104) #13
  %106 = load double, ptr %60, align 8, !tbaa !9
  %107 = call double @sin(double noundef %106) #13
  %108 = load double, ptr %61, align 8, !tbaa !9
  %109 = call double @sin(double noundef %108) #13
  %110 = load double, ptr %62, align 8, !tbaa !9
  %111 = call double @sin(double noundef %110) #13
  %112 = load double, ptr %63, align 8, !tbaa !9
  %113 = call double @sin(double noundef %112) #13
  %114 = load double, ptr %64, align 8, !tbaa !9
  %115 = call double @sin(double noundef %114) #13
  %116 = load double, ptr %65, align 8, !tbaa !9
  %117 = call double @sin(double noundef %116) #13
  %118 = insertelement <2 x double> poison, double %87, i64 0
  %119 = insertelement <2 x double> %118, double %103, i64 1
  %120 = insertelement <2 x double> poison, double %88, i64 0
  %121 = insertelement <2 x double> %120, double %104, i64 1
  %122 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> %121, <2 x double> zeroinitializer)
  %123 = insertelement <2 x double> poison, double %89, i64 0
  %124 = insertelement <2 x double> %123, double %105, i64 1
  %125 = insertelement <2 x double> poison, double %90, i64 0
  %126 = insertelement <2 x double> %125, double %106, i64 1
  %127 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> %126, <2 x double> %122)
  %128 = insertelement <2 x double> poison, double %91, i64 0
  %129 = insertelement <2 x double> %128, double %107, i64 1
  %130 = insertelement <2 x double> poison, double %92, i64 0
  %131 = insertelement <2 x double> %130, double %108, i64 1
  %132 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %129, <2 x double> %131, <2 x double> %127)
  %133 = insertelement <2 x double> poison, double %93, i64 0
  %134 = insertelement <2 x double> %133, double %109, i64 1
  %135 = insertelement <2 x double> poison, double %94, i64 0
  %136 = insertelement <2 x double> %135, double %110, i64 1
  %137 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %136, <2 x double> %132)
  %138 = insertelement <2 x double> poison, double %95, i64 0
  %139 = insertelement <2 x double> %138, double %111, i64 1
  %140 = insertelement <2 x double> poison, double %96, i64 0
  %141 = insertelement <2 x double> %140, double %112, i64 1
  %142 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %139, <2 x double> %141, <2 x double> %137)
  %143 = insertelement <2 x double> poison, double %97, i64 0
  %144 = insertelement <2 x double> %143, double %113, i64 1
  %145 = insertelement <2 x double> poison, double %98, i64 0
  %146 = insertelement <2 x double> %145, double %114, i64 1
  %147 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> %146, <2 x double> %142)
  %148 = insertelement <2 x double> poison, double %99, i64 0
  %149 = insertelement <2 x double> %148, double %115, i64 1
  %150 = insertelement <2 x double> poison, double %100, i64 0
  %151 = insertelement <2 x double> %150, double %116, i64 1
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %151, <2 x double> %147)
  %153 = insertelement <2 x double> poison, double %101, i64 0
  %154 = insertelement <2 x double> %153, double %117, i64 1
  %155 = insertelement <2 x double> poison, double %85, i64 0
  %156 = insertelement <2 x double> %155, double %102, i64 1
  %157 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> %156, <2 x double> %152)
  br label %200

158:                                              ; preds = %73
  %159 = load <2 x double>, ptr %66, align 8
  %160 = load <2 x double>, ptr %67, align 8
  %161 = load <2 x double>, ptr %68, align 8
  %162 = load <2 x double>, ptr %69, align 8
  %163 = load <2 x double>, ptr %70, align 8
  %164 = load <2 x double>, ptr %71, align 8
  %165 = load double, ptr %72, align 8, !tbaa !9
  store double %84, ptr %77, align 8, !tbaa !9
  %166 = load double, ptr %58, align 8, !tbaa !9
  %167 = load double, ptr %66, align 8, !tbaa !9
  %168 = load double, ptr %67, align 8, !tbaa !9
  %169 = load double, ptr %68, align 8, !tbaa !9
  %170 = load double, ptr %69, align 8, !tbaa !9
  %171 = load double, ptr %70, align 8, !tbaa !9
  %172 = load double, ptr %71, align 8, !tbaa !9
  %173 = load double, ptr %72, align 8, !tbaa !9
  %174 = insertelement <2 x double> poison, double %85, i64 0
  %175 = insertelement <2 x double> %174, double %166, i64 1
  %176 = fmul <2 x double> %175, %175
  %177 = insertelement <2 x double> %159, double %167, i64 1
  %178 = fmul <2 x double> %177, %177
  %179 = insertelement <2 x double> %160, double %168, i64 1
  %180 = fmul <2 x double> %179, %179
  %181 = insertelement <2 x double> %161, double %169, i64 1
  %182 = fmul <2 x double> %181, %181
  %183 = insertelement <2 x double> %162, double %170, i64 1
  %184 = fmul <2 x double> %183, %183
  %185 = insertelement <2 x double> %163, double %171, i64 1
  %186 = fmul <2 x double> %185, %185
  %187 = insertelement <2 x double> %164, double %172, i64 1
  %188 = fmul <2 x double> %187, %187
  %189 = insertelement <2 x double> poison, double %165, i64 0
  %190 = insertelement <2 x double> %189, double %173, i64 1
  %191 = fmul <2 x double> %190, %190
  %192 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %176, <2 x double> %175, <2 x double> zeroinitializer)
  %193 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %178, <2 x double> %177, <2 x double> %192)
  %194 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %180, <2 x double> %179, <2 x double> %193)
  %195 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %182, <2 x double> %181, <2 x double> %194)
  %196 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %184, <2 x double> %183, <2 x double> %195)
  %197 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %186, <2 x double> %185, <2 x double> %196)
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> %187, <2 x double> %197)
  %199 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %190, <2 x double> %198)
  br label %200

200:                                              ; preds = %86, %158
  %201 = phi <2 x double> [ %199, %158 ], [ %157, %86 ]
  store double %78, ptr %77, align 8, !tbaa !9
  %202 = shufflevector <2 x double> %201, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %203 = fsub <2 x double> %201, %202
  %204 = extractelement <2 x double> %203, i64 0
  %205 = fsub double %83, %84
  %206 = fdiv double %204, %205
  %207 = call double @llvm.fabs.f64(double %206)
  %208 = fcmp ogt double %207, 1.000000e+00
  %209 = select i1 %208, double %207, double 1.000000e+00
  %210 = fsub double %76, %206
  %211 = call double @llvm.fabs.f64(double %210)
  %212 = fmul double %209, 0x3EB0C6F7A0B5ED8D
  %213 = fcmp ole double %211, %212
  %214 = select i1 %213, ptr @.str.4, ptr @.str.5
  %215 = trunc nuw nsw i64 %74 to i32
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %56, i32 noundef %215, double noundef %76, double noundef %206, ptr noundef nonnull %214)
  br i1 %213, label %220, label %217

217:                                              ; preds = %200
  %218 = load i32, ptr @n_fail, align 4, !tbaa !11
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr @n_fail, align 4, !tbaa !11
  br label %220

220:                                              ; preds = %217, %200
  %221 = add nuw nsw i64 %74, 1
  %222 = icmp eq i64 %221, 8
  br i1 %222, label %223, label %73, !llvm.loop !13

223:                                              ; preds = %220
  call void @free(ptr noundef nonnull %58) #13
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
