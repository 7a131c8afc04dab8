; ModuleID = 'fortify.c'
source_filename = "fortify.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"fortify.rev\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"fortify.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"fortify\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local double @loss(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [16 x double], align 16
  %4 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 noundef 0, i64 noundef 128, i1 noundef false) #12
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = call ptr @__memcpy_chk(ptr noundef nonnull %5, ptr noundef nonnull %0, i64 noundef %7, i64 noundef 120) #12, !alias.scope !5
  %9 = add nsw i32 %1, 1
  %10 = sext i32 %9 to i64
  %11 = shl nsw i64 %10, 3
  %12 = call ptr @__memcpy_chk(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef %11, i64 noundef 128) #12, !alias.scope !9
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = getelementptr inbounds i8, ptr %4, i64 8
  %15 = call ptr @__memmove_chk(ptr noundef nonnull %13, ptr noundef nonnull %14, i64 noundef %7, i64 noundef 112) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, i8 noundef 0, i64 noundef 16, i1 noundef false) #12
  %16 = icmp sgt i32 %1, -2
  br i1 %16, label %17, label %45

17:                                               ; preds = %2
  %18 = load double, ptr %0, align 8, !tbaa !13
  %19 = add i32 %1, 2
  %20 = zext i32 %19 to i64
  %21 = and i64 %20, 1
  %22 = icmp eq i32 %19, 1
  br i1 %22, label %25, label %23

23:                                               ; preds = %17
  %24 = and i64 %20, 4294967294
  br label %47

25:                                               ; preds = %47, %17
  %26 = phi double [ poison, %17 ], [ %78, %47 ]
  %27 = phi i64 [ 0, %17 ], [ %65, %47 ]
  %28 = phi double [ 0.000000e+00, %17 ], [ %78, %47 ]
  %29 = icmp eq i64 %21, 0
  br i1 %29, label %45, label %30

30:                                               ; preds = %25
  %31 = trunc i64 %27 to i32
  %32 = add i32 %31, 1
  %33 = uitofp nneg i32 %32 to double
  %34 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %27
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = fmul double %35, %33
  %37 = icmp slt i64 %27, %6
  %38 = and i64 %27, 4294967295
  %39 = select i1 %37, i64 %38, i64 0
  %40 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !13
  %42 = fmul double %41, %18
  %43 = call double @llvm.fmuladd.f64(double %36, double %35, double %42)
  %44 = fadd double %28, %43
  br label %45

45:                                               ; preds = %30, %25, %2
  %46 = phi double [ 0.000000e+00, %2 ], [ %26, %25 ], [ %44, %30 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  ret double %46

47:                                               ; preds = %47, %23
  %48 = phi i64 [ 0, %23 ], [ %65, %47 ]
  %49 = phi double [ 0.000000e+00, %23 ], [ %78, %47 ]
  %50 = phi i64 [ 0, %23 ], [ %79, %47 ]
  %51 = or disjoint i64 %48, 1
  %52 = trunc nuw i64 %51 to i32
  %53 = uitofp nneg i32 %52 to double
  %54 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %48
  %55 = load double, ptr %54, align 16, !tbaa !13
  %56 = fmul double %55, %53
  %57 = icmp slt i64 %48, %6
  %58 = and i64 %48, 4294967294
  %59 = select i1 %57, i64 %58, i64 0
  %60 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %59
  %61 = load double, ptr %60, align 16, !tbaa !13
  %62 = fmul double %61, %18
  %63 = call double @llvm.fmuladd.f64(double %56, double %55, double %62)
  %64 = fadd double %49, %63
  %65 = add nuw nsw i64 %48, 2
  %66 = trunc nuw i64 %65 to i32
  %67 = uitofp nneg i32 %66 to double
  %68 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %51
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fmul double %69, %67
  %71 = icmp slt i64 %51, %6
  %72 = and i64 %51, 4294967295
  %73 = select i1 %71, i64 %72, i64 0
  %74 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !13
  %76 = fmul double %75, %18
  %77 = call double @llvm.fmuladd.f64(double %70, double %69, double %76)
  %78 = fadd double %64, %77
  %79 = add i64 %50, 2
  %80 = icmp eq i64 %79, %24
  br i1 %80, label %25, label %47, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #12
  %8 = load i64, ptr @rng_state, align 8, !tbaa !19
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = insertelement <2 x i64> poison, i64 %10, i64 0
  %14 = insertelement <2 x i64> %13, i64 %12, i64 1
  %15 = lshr <2 x i64> %14, <i64 10, i64 10>
  %16 = and <2 x i64> %15, <i64 18014398509481982, i64 18014398509481982>
  %17 = uitofp nneg <2 x i64> %16 to <2 x double>
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %18, ptr %5, align 16, !tbaa !13
  %19 = mul i64 %12, 6364136223846793005
  %20 = getelementptr inbounds i8, ptr %5, i64 16
  %21 = add i64 %19, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = insertelement <2 x i64> poison, i64 %21, i64 0
  %25 = insertelement <2 x i64> %24, i64 %23, i64 1
  %26 = lshr <2 x i64> %25, <i64 10, i64 10>
  %27 = and <2 x i64> %26, <i64 18014398509481982, i64 18014398509481982>
  %28 = uitofp nneg <2 x i64> %27 to <2 x double>
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %29, ptr %20, align 16, !tbaa !13
  %30 = mul i64 %23, 6364136223846793005
  %31 = getelementptr inbounds i8, ptr %5, i64 32
  %32 = add i64 %30, 1442695040888963407
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = insertelement <2 x i64> poison, i64 %32, i64 0
  %36 = insertelement <2 x i64> %35, i64 %34, i64 1
  %37 = lshr <2 x i64> %36, <i64 10, i64 10>
  %38 = and <2 x i64> %37, <i64 18014398509481982, i64 18014398509481982>
  %39 = uitofp nneg <2 x i64> %38 to <2 x double>
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %40, ptr %31, align 16, !tbaa !13
  %41 = mul i64 %34, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = insertelement <2 x i64> poison, i64 %42, i64 0
  %46 = insertelement <2 x i64> %45, i64 %44, i64 1
  %47 = lshr <2 x i64> %46, <i64 10, i64 10>
  %48 = and <2 x i64> %47, <i64 18014398509481982, i64 18014398509481982>
  %49 = uitofp nneg <2 x i64> %48 to <2 x double>
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %50, ptr %7, align 16, !tbaa !13
  %51 = mul i64 %44, 6364136223846793005
  %52 = getelementptr inbounds i8, ptr %7, i64 16
  %53 = add i64 %51, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = insertelement <2 x i64> poison, i64 %53, i64 0
  %57 = insertelement <2 x i64> %56, i64 %55, i64 1
  %58 = lshr <2 x i64> %57, <i64 10, i64 10>
  %59 = and <2 x i64> %58, <i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <2 x i64> %59 to <2 x double>
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %61, ptr %52, align 16, !tbaa !13
  %62 = mul i64 %55, 6364136223846793005
  %63 = getelementptr inbounds i8, ptr %7, i64 32
  %64 = add i64 %62, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = insertelement <2 x i64> poison, i64 %64, i64 0
  %68 = insertelement <2 x i64> %67, i64 %66, i64 1
  %69 = lshr <2 x i64> %68, <i64 10, i64 10>
  %70 = and <2 x i64> %69, <i64 18014398509481982, i64 18014398509481982>
  %71 = uitofp nneg <2 x i64> %70 to <2 x double>
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %72, ptr %63, align 16, !tbaa !13
  store i64 %66, ptr @rng_state, align 8, !tbaa !19
  %73 = load i32, ptr @enzyme_dup, align 4, !tbaa !21
  %74 = load i32, ptr @enzyme_const, align 4, !tbaa !21
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loss, i32 noundef %73, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %74, i32 noundef 6) #12
  %75 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %75, ptr noundef nonnull readonly align 16 dereferenceable(48) %5, i64 noundef 48, i1 noundef false) #12
  br label %76

76:                                               ; preds = %116, %0
  %77 = phi i64 [ 0, %0 ], [ %117, %116 ]
  %78 = getelementptr inbounds double, ptr %6, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !13
  %80 = getelementptr inbounds double, ptr %75, i64 %77
  %81 = load double, ptr %80, align 8, !tbaa !13
  %82 = call double @llvm.fabs.f64(double %81)
  %83 = fcmp ogt double %82, 1.000000e+00
  %84 = select i1 %83, double %82, double 1.000000e+00
  %85 = fmul double %84, 0x3EB0C6F7A0B5ED8D
  %86 = fadd double %81, %85
  %87 = fsub double %81, %85
  store double %86, ptr %80, align 8, !tbaa !13
  %88 = call double @loss(ptr noundef nonnull readonly %75, i32 noundef 6)
  store double %87, ptr %80, align 8, !tbaa !13
  %89 = call double @loss(ptr noundef nonnull readonly %75, i32 noundef 6)
  store double %81, ptr %80, align 8, !tbaa !13
  %90 = fsub double %88, %89
  %91 = fsub double %86, %87
  %92 = fdiv double %90, %91
  %93 = call double @llvm.fabs.f64(double %92)
  %94 = fcmp ogt double %93, 1.000000e+00
  %95 = select i1 %94, double %93, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %79, ptr %4, align 8, !tbaa !13
  %96 = load volatile double, ptr %4, align 8, !tbaa !13
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %98, label %111, label %99

99:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %92, ptr %3, align 8, !tbaa !13
  %100 = load volatile double, ptr %3, align 8, !tbaa !13
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ueq double %101, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %102, label %111, label %103

103:                                              ; preds = %99
  %104 = fsub double %79, %92
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fmul double %95, 0x3EB0C6F7A0B5ED8D
  %107 = fcmp ugt double %105, %106
  br i1 %107, label %111, label %108

108:                                              ; preds = %103
  %109 = trunc nuw nsw i64 %77 to i32
  %110 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str, i32 noundef %109, double noundef %79, double noundef %92, ptr noundef nonnull @.str.4) #12
  br label %116

111:                                              ; preds = %103, %99, %76
  %112 = trunc nuw nsw i64 %77 to i32
  %113 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str, i32 noundef %112, double noundef %79, double noundef %92, ptr noundef nonnull @.str.5) #12
  %114 = load i32, ptr @n_fail, align 4, !tbaa !21
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr @n_fail, align 4, !tbaa !21
  br label %116

116:                                              ; preds = %111, %108
  %117 = add nuw nsw i64 %77, 1
  %118 = icmp eq i64 %117, 6
  br i1 %118, label %119, label %76, !llvm.loop !23

119:                                              ; preds = %116
  call void @free(ptr noundef nonnull %75) #12
  %120 = load double, ptr %6, align 16, !tbaa !13
  %121 = extractelement <2 x double> %50, i64 0
  %122 = call double @llvm.fmuladd.f64(double %121, double %120, double 0.000000e+00)
  %123 = getelementptr inbounds i8, ptr %6, i64 8
  %124 = load double, ptr %123, align 8, !tbaa !13
  %125 = extractelement <2 x double> %50, i64 1
  %126 = call double @llvm.fmuladd.f64(double %125, double %124, double %122)
  %127 = getelementptr inbounds i8, ptr %6, i64 16
  %128 = load double, ptr %127, align 16, !tbaa !13
  %129 = extractelement <2 x double> %61, i64 0
  %130 = call double @llvm.fmuladd.f64(double %129, double %128, double %126)
  %131 = getelementptr inbounds i8, ptr %6, i64 24
  %132 = load double, ptr %131, align 8, !tbaa !13
  %133 = extractelement <2 x double> %61, i64 1
  %134 = call double @llvm.fmuladd.f64(double %133, double %132, double %130)
  %135 = getelementptr inbounds i8, ptr %6, i64 32
  %136 = load double, ptr %135, align 16, !tbaa !13
  %137 = extractelement <2 x double> %72, i64 0
  %138 = call double @llvm.fmuladd.f64(double %137, double %136, double %134)
  %139 = getelementptr inbounds i8, ptr %6, i64 40
  %140 = load double, ptr %139, align 8, !tbaa !13
  %141 = extractelement <2 x double> %72, i64 1
  %142 = call double @llvm.fmuladd.f64(double %141, double %140, double %138)
  %143 = load i32, ptr @enzyme_dup, align 4, !tbaa !21
  %144 = load i32, ptr @enzyme_const, align 4, !tbaa !21
  %145 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loss, i32 noundef %143, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %144, i32 noundef 6) #12
  %146 = call double @llvm.fabs.f64(double %142)
  %147 = fcmp ogt double %146, 1.000000e+00
  %148 = select i1 %147, double %146, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %145, ptr %2, align 8, !tbaa !13
  %149 = load volatile double, ptr %2, align 8, !tbaa !13
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ueq double %150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %151, label %164, label %152

152:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %142, ptr %1, align 8, !tbaa !13
  %153 = load volatile double, ptr %1, align 8, !tbaa !13
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %155, label %164, label %156

156:                                              ; preds = %152
  %157 = fsub double %145, %142
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = fmul double %148, 1.000000e-09
  %160 = fcmp ugt double %158, %159
  br i1 %160, label %164, label %161

161:                                              ; preds = %156
  %162 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %145, double noundef %142, ptr noundef nonnull @.str.4) #12
  %163 = load i32, ptr @n_fail, align 4, !tbaa !21
  br label %168

164:                                              ; preds = %156, %152, %119
  %165 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %145, double noundef %142, ptr noundef nonnull @.str.5) #12
  %166 = load i32, ptr @n_fail, align 4, !tbaa !21
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !21
  br label %168

168:                                              ; preds = %161, %164
  %169 = phi i32 [ %163, %161 ], [ %167, %164 ]
  %170 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.2, i32 noundef %169) #12
  %171 = load i32, ptr @n_fail, align 4, !tbaa !21
  %172 = icmp ne i32 %171, 0
  %173 = zext i1 %172 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #12
  ret i32 %173
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(argmem: readwrite)
declare ptr @__memcpy_chk(ptr noalias noundef writeonly, ptr noalias nocapture noundef readonly, i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare ptr @__memmove_chk(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!5 = !{!6, !8}
!6 = distinct !{!6, !7, !"memcpy.inline: argument 0"}
!7 = distinct !{!7, !"memcpy.inline"}
!8 = distinct !{!8, !7, !"memcpy.inline: argument 1"}
!9 = !{!10, !12}
!10 = distinct !{!10, !11, !"memcpy.inline: argument 0"}
!11 = distinct !{!11, !"memcpy.inline"}
!12 = distinct !{!12, !11, !"memcpy.inline: argument 1"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !15, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !15, i64 0}
!23 = distinct !{!23, !18}
