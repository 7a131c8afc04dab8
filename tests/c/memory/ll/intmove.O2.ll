; ModuleID = 'intmove.c'
source_filename = "intmove.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [11 x i8] c"ranked.rev\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ranked.fwd\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"intmove\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @ranked(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [7 x i32], align 16
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 2
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #12
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #13
  tail call void @free(ptr noundef %6) #13
  br label %45

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  br label %11

11:                                               ; preds = %9, %34
  %12 = phi i64 [ 0, %9 ], [ %43, %34 ]
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %34, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = trunc nuw nsw i64 %12 to i32
  br label %21

18:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 4 %6, i64 %5, i1 false)
  tail call void @free(ptr noundef nonnull %6) #13
  br i1 %7, label %19, label %45

19:                                               ; preds = %18
  %20 = zext nneg i32 %1 to i64
  br label %47

21:                                               ; preds = %14, %29
  %22 = phi i64 [ 0, %14 ], [ %30, %29 ]
  %23 = getelementptr inbounds i32, ptr %6, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = fcmp olt double %27, %16
  br i1 %28, label %29, label %32

29:                                               ; preds = %21
  %30 = add nuw nsw i64 %22, 1
  %31 = icmp eq i64 %30, %12
  br i1 %31, label %34, label %21, !llvm.loop !11

32:                                               ; preds = %21
  %33 = trunc nuw nsw i64 %22 to i32
  br label %34

34:                                               ; preds = %29, %32, %11
  %35 = phi i32 [ 0, %11 ], [ %17, %32 ], [ %17, %29 ]
  %36 = phi i32 [ 0, %11 ], [ %33, %32 ], [ %17, %29 ]
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %6, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 4
  %40 = sub nsw i32 %35, %36
  %41 = sext i32 %40 to i64
  %42 = shl nsw i64 %41, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %39, ptr align 4 %38, i64 %42, i1 false)
  store i32 %35, ptr %38, align 4, !tbaa !9
  %43 = add nuw nsw i64 %12, 1
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %18, label %11, !llvm.loop !13

45:                                               ; preds = %47, %8, %18
  %46 = phi double [ 0.000000e+00, %18 ], [ 0.000000e+00, %8 ], [ %69, %47 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #13
  ret double %46

47:                                               ; preds = %19, %47
  %48 = phi i64 [ 0, %19 ], [ %50, %47 ]
  %49 = phi double [ 0.000000e+00, %19 ], [ %69, %47 ]
  %50 = add nuw nsw i64 %48, 1
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = uitofp nneg i32 %51 to double
  %53 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %48
  %54 = load i32, ptr %53, align 4, !tbaa !9
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = fmul double %57, %52
  %59 = icmp eq i64 %50, %20
  %60 = and i64 %50, 4294967295
  %61 = select i1 %59, i64 0, i64 %60
  %62 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = tail call double @sin(double noundef %57) #13
  %68 = tail call double @llvm.fmuladd.f64(double %58, double %66, double %67)
  %69 = fadd double %49, %68
  %70 = icmp eq i64 %50, %20
  br i1 %70, label %45, label %47, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [7 x double], align 16
  %6 = alloca [7 x double], align 16
  %7 = alloca [7 x double], align 16
  %8 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #13
  %9 = load i64, ptr @rng_state, align 8, !tbaa !15
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = insertelement <2 x i64> poison, i64 %11, i64 0
  %15 = insertelement <2 x i64> %14, i64 %13, i64 1
  %16 = lshr <2 x i64> %15, <i64 10, i64 10>
  %17 = and <2 x i64> %16, <i64 18014398509481982, i64 18014398509481982>
  %18 = uitofp nneg <2 x i64> %17 to <2 x double>
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %19, ptr %5, align 16, !tbaa !5
  %20 = mul i64 %13, 6364136223846793005
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = add i64 %20, 1442695040888963407
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = insertelement <2 x i64> poison, i64 %22, i64 0
  %26 = insertelement <2 x i64> %25, i64 %24, i64 1
  %27 = lshr <2 x i64> %26, <i64 10, i64 10>
  %28 = and <2 x i64> %27, <i64 18014398509481982, i64 18014398509481982>
  %29 = uitofp nneg <2 x i64> %28 to <2 x double>
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %30, ptr %21, align 16, !tbaa !5
  %31 = mul i64 %24, 6364136223846793005
  %32 = getelementptr inbounds i8, ptr %5, i64 32
  %33 = add i64 %31, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <2 x i64> poison, i64 %33, i64 0
  %37 = insertelement <2 x i64> %36, i64 %35, i64 1
  %38 = lshr <2 x i64> %37, <i64 10, i64 10>
  %39 = and <2 x i64> %38, <i64 18014398509481982, i64 18014398509481982>
  %40 = uitofp nneg <2 x i64> %39 to <2 x double>
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %41, ptr %32, align 16, !tbaa !5
  %42 = mul i64 %35, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = lshr i64 %43, 10
  %45 = and i64 %44, 18014398509481982
  %46 = uitofp nneg i64 %45 to double
  %47 = tail call double @llvm.fmuladd.f64(double %46, double 0x3CA0000000000000, double -1.000000e+00)
  %48 = getelementptr inbounds i8, ptr %5, i64 48
  store double %47, ptr %48, align 16, !tbaa !5
  store i64 %43, ptr @rng_state, align 8, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %50 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ranked, i32 noundef %49, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %50, i32 noundef 7) #13
  %52 = call noalias dereferenceable_or_null(56) ptr @malloc(i64 noundef 56) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %52, ptr noundef nonnull readonly align 16 dereferenceable(56) %5, i64 56, i1 false)
  br label %53

53:                                               ; preds = %93, %0
  %54 = phi i64 [ 0, %0 ], [ %94, %93 ]
  %55 = getelementptr inbounds double, ptr %6, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = getelementptr inbounds double, ptr %52, i64 %54
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = fcmp ogt double %59, 1.000000e+00
  %61 = select i1 %60, double %59, double 1.000000e+00
  %62 = fmul double %61, 0x3EB0C6F7A0B5ED8D
  %63 = fadd double %58, %62
  %64 = fsub double %58, %62
  store double %63, ptr %57, align 8, !tbaa !5
  %65 = call fastcc double @obj(ptr noundef nonnull %52)
  store double %64, ptr %57, align 8, !tbaa !5
  %66 = call fastcc double @obj(ptr noundef nonnull %52)
  store double %58, ptr %57, align 8, !tbaa !5
  %67 = fsub double %65, %66
  %68 = fsub double %63, %64
  %69 = fdiv double %67, %68
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fcmp ogt double %70, 1.000000e+00
  %72 = select i1 %71, double %70, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %56, ptr %4, align 8, !tbaa !5
  %73 = load volatile double, ptr %4, align 8, !tbaa !5
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %75, label %88, label %76

76:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %69, ptr %3, align 8, !tbaa !5
  %77 = load volatile double, ptr %3, align 8, !tbaa !5
  %78 = call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %79, label %88, label %80

80:                                               ; preds = %76
  %81 = fsub double %56, %69
  %82 = call double @llvm.fabs.f64(double %81)
  %83 = fmul double %72, 0x3EB0C6F7A0B5ED8D
  %84 = fcmp ugt double %82, %83
  br i1 %84, label %88, label %85

85:                                               ; preds = %80
  %86 = trunc nuw nsw i64 %54 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %86, double noundef %56, double noundef %69, ptr noundef nonnull @.str.4)
  br label %93

88:                                               ; preds = %80, %76, %53
  %89 = trunc nuw nsw i64 %54 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %89, double noundef %56, double noundef %69, ptr noundef nonnull @.str.5)
  %91 = load i32, ptr @n_fail, align 4, !tbaa !9
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @n_fail, align 4, !tbaa !9
  br label %93

93:                                               ; preds = %88, %85
  %94 = add nuw nsw i64 %54, 1
  %95 = icmp eq i64 %94, 7
  br i1 %95, label %96, label %53, !llvm.loop !17

96:                                               ; preds = %93
  call void @free(ptr noundef nonnull %52) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %8, ptr noundef nonnull align 16 dereferenceable(56) %5, i64 56, i1 false)
  br label %103

97:                                               ; preds = %145
  %98 = load i32, ptr @n_fail, align 4, !tbaa !9
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %98)
  %100 = load i32, ptr @n_fail, align 4, !tbaa !9
  %101 = icmp ne i32 %100, 0
  %102 = zext i1 %101 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #13
  ret i32 %102

103:                                              ; preds = %96, %145
  %104 = phi i64 [ 0, %96 ], [ %146, %145 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %7, i8 0, i64 56, i1 false)
  %105 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 %104
  store double 1.000000e+00, ptr %105, align 8, !tbaa !5
  %106 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %107 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %108 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @ranked, i32 noundef %106, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %107, i32 noundef 7) #13
  %109 = getelementptr inbounds double, ptr %8, i64 %104
  %110 = load double, ptr %109, align 8, !tbaa !5
  %111 = call double @llvm.fabs.f64(double %110)
  %112 = fcmp ogt double %111, 1.000000e+00
  %113 = select i1 %112, double %111, double 1.000000e+00
  %114 = fmul double %113, 0x3EB0C6F7A0B5ED8D
  %115 = fadd double %110, %114
  %116 = fsub double %110, %114
  store double %115, ptr %109, align 8, !tbaa !5
  %117 = call fastcc double @obj(ptr noundef nonnull %8)
  store double %116, ptr %109, align 8, !tbaa !5
  %118 = call fastcc double @obj(ptr noundef nonnull %8)
  store double %110, ptr %109, align 8, !tbaa !5
  %119 = fsub double %117, %118
  %120 = fsub double %115, %116
  %121 = fdiv double %119, %120
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = fcmp ogt double %122, 1.000000e+00
  %124 = select i1 %123, double %122, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %108, ptr %2, align 8, !tbaa !5
  %125 = load volatile double, ptr %2, align 8, !tbaa !5
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fcmp ueq double %126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %127, label %140, label %128

128:                                              ; preds = %103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %121, ptr %1, align 8, !tbaa !5
  %129 = load volatile double, ptr %1, align 8, !tbaa !5
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = fcmp ueq double %130, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %131, label %140, label %132

132:                                              ; preds = %128
  %133 = fsub double %108, %121
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = fmul double %124, 0x3EB0C6F7A0B5ED8D
  %136 = fcmp ugt double %134, %135
  br i1 %136, label %140, label %137

137:                                              ; preds = %132
  %138 = trunc nuw nsw i64 %104 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %138, double noundef %108, double noundef %121, ptr noundef nonnull @.str.4)
  br label %145

140:                                              ; preds = %132, %128, %103
  %141 = trunc nuw nsw i64 %104 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %141, double noundef %108, double noundef %121, ptr noundef nonnull @.str.5)
  %143 = load i32, ptr @n_fail, align 4, !tbaa !9
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr @n_fail, align 4, !tbaa !9
  br label %145

145:                                              ; preds = %137, %140
  %146 = add nuw nsw i64 %104, 1
  %147 = icmp eq i64 %146, 7
  br i1 %147, label %97, label %103, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0) unnamed_addr #9 {
  %2 = tail call noalias dereferenceable_or_null(28) ptr @malloc(i64 noundef 28) #12
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 0, ptr %2, align 4, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = load double, ptr %0, align 8, !tbaa !5
  %7 = fcmp olt double %6, %5
  %8 = zext i1 %7 to i64
  %9 = getelementptr inbounds i32, ptr %2, i64 %8
  %10 = getelementptr inbounds i8, ptr %9, i64 4
  %11 = select i1 %7, i64 0, i64 4
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %10, ptr nonnull align 4 %9, i64 %11, i1 false)
  store i32 1, ptr %9, align 4, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = load i32, ptr %2, align 4, !tbaa !9
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = fcmp olt double %17, %13
  br i1 %18, label %19, label %26

19:                                               ; preds = %1
  %20 = load i32, ptr %3, align 4, !tbaa !9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fcmp olt double %23, %13
  br i1 %24, label %25, label %26

25:                                               ; preds = %19
  br label %26

26:                                               ; preds = %25, %19, %1
  %27 = phi i32 [ 2, %25 ], [ 0, %1 ], [ 1, %19 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %2, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 4
  %31 = shl nuw nsw i32 %27, 2
  %32 = sub nuw nsw i32 8, %31
  %33 = zext nneg i32 %32 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %30, ptr nonnull align 4 %29, i64 %33, i1 false)
  store i32 2, ptr %29, align 4, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = load i32, ptr %2, align 4, !tbaa !9
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = fcmp olt double %39, %35
  br i1 %40, label %41, label %55

41:                                               ; preds = %26
  %42 = load i32, ptr %3, align 4, !tbaa !9
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fcmp olt double %45, %35
  br i1 %46, label %47, label %55

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !9
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = fcmp olt double %52, %35
  br i1 %53, label %54, label %55

54:                                               ; preds = %47
  br label %55

55:                                               ; preds = %54, %47, %41, %26
  %56 = phi i32 [ 3, %54 ], [ 0, %26 ], [ 1, %41 ], [ 2, %47 ]
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %2, i64 %57
  %59 = getelementptr inbounds i8, ptr %58, i64 4
  %60 = shl nuw nsw i32 %56, 2
  %61 = sub nuw nsw i32 12, %60
  %62 = zext nneg i32 %61 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %59, ptr nonnull align 4 %58, i64 %62, i1 false)
  store i32 3, ptr %58, align 4, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %0, i64 32
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = load i32, ptr %2, align 4, !tbaa !9
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = fcmp olt double %68, %64
  br i1 %69, label %70, label %91

70:                                               ; preds = %55
  %71 = load i32, ptr %3, align 4, !tbaa !9
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !5
  %75 = fcmp olt double %74, %64
  br i1 %75, label %76, label %91

76:                                               ; preds = %70
  %77 = getelementptr inbounds i8, ptr %2, i64 8
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = fcmp olt double %81, %64
  br i1 %82, label %83, label %91

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %2, i64 12
  %85 = load i32, ptr %84, align 4, !tbaa !9
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fcmp olt double %88, %64
  br i1 %89, label %90, label %91

90:                                               ; preds = %83
  br label %91

91:                                               ; preds = %90, %83, %76, %70, %55
  %92 = phi i32 [ 4, %90 ], [ 0, %55 ], [ 1, %70 ], [ 2, %76 ], [ 3, %83 ]
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr %2, i64 %93
  %95 = getelementptr inbounds i8, ptr %94, i64 4
  %96 = shl nuw nsw i32 %92, 2
  %97 = sub nuw nsw i32 16, %96
  %98 = zext nneg i32 %97 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %95, ptr nonnull align 4 %94, i64 %98, i1 false)
  store i32 4, ptr %94, align 4, !tbaa !9
  %99 = getelementptr inbounds i8, ptr %0, i64 40
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = load i32, ptr %2, align 4, !tbaa !9
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fcmp olt double %104, %100
  br i1 %105, label %106, label %134

106:                                              ; preds = %91
  %107 = load i32, ptr %3, align 4, !tbaa !9
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds double, ptr %0, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !5
  %111 = fcmp olt double %110, %100
  br i1 %111, label %112, label %134

112:                                              ; preds = %106
  %113 = getelementptr inbounds i8, ptr %2, i64 8
  %114 = load i32, ptr %113, align 4, !tbaa !9
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds double, ptr %0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = fcmp olt double %117, %100
  br i1 %118, label %119, label %134

119:                                              ; preds = %112
  %120 = getelementptr inbounds i8, ptr %2, i64 12
  %121 = load i32, ptr %120, align 4, !tbaa !9
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds double, ptr %0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = fcmp olt double %124, %100
  br i1 %125, label %126, label %134

126:                                              ; preds = %119
  %127 = getelementptr inbounds i8, ptr %2, i64 16
  %128 = load i32, ptr %127, align 4, !tbaa !9
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = fcmp olt double %131, %100
  br i1 %132, label %133, label %134

133:                                              ; preds = %126
  br label %134

134:                                              ; preds = %133, %126, %119, %112, %106, %91
  %135 = phi i32 [ 5, %133 ], [ 0, %91 ], [ 1, %106 ], [ 2, %112 ], [ 3, %119 ], [ 4, %126 ]
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %2, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 4
  %139 = shl nuw nsw i32 %135, 2
  %140 = sub nuw nsw i32 20, %139
  %141 = zext nneg i32 %140 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %138, ptr nonnull align 4 %137, i64 %141, i1 false)
  store i32 5, ptr %137, align 4, !tbaa !9
  %142 = getelementptr inbounds i8, ptr %0, i64 48
  %143 = load double, ptr %142, align 8, !tbaa !5
  %144 = load i32, ptr %2, align 4, !tbaa !9
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %0, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !5
  %148 = fcmp olt double %147, %143
  br i1 %148, label %149, label %184

149:                                              ; preds = %134
  %150 = load i32, ptr %3, align 4, !tbaa !9
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds double, ptr %0, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !5
  %154 = fcmp olt double %153, %143
  br i1 %154, label %155, label %184

155:                                              ; preds = %149
  %156 = getelementptr inbounds i8, ptr %2, i64 8
  %157 = load i32, ptr %156, align 4, !tbaa !9
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds double, ptr %0, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !5
  %161 = fcmp olt double %160, %143
  br i1 %161, label %162, label %184

162:                                              ; preds = %155
  %163 = getelementptr inbounds i8, ptr %2, i64 12
  %164 = load i32, ptr %163, align 4, !tbaa !9
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr %0, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = fcmp olt double %167, %143
  br i1 %168, label %169, label %184

169:                                              ; preds = %162
  %170 = getelementptr inbounds i8, ptr %2, i64 16
  %171 = load i32, ptr %170, align 4, !tbaa !9
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds double, ptr %0, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !5
  %175 = fcmp olt double %174, %143
  br i1 %175, label %176, label %184

176:                                              ; preds = %169
  %177 = getelementptr inbounds i8, ptr %2, i64 20
  %178 = load i32, ptr %177, align 4, !tbaa !9
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds double, ptr %0, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !5
  %182 = fcmp olt double %181, %143
  br i1 %182, label %183, label %184

183:                                              ; preds = %176
  br label %184

184:                                              ; preds = %134, %149, %155, %162, %169, %176, %183
  %185 = phi i32 [ 6, %183 ], [ 0, %134 ], [ 1, %149 ], [ 2, %155 ], [ 3, %162 ], [ 4, %169 ], [ 5, %176 ]
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %2, i64 %186
  %188 = getelementptr inbounds i8, ptr %187, i64 4
  %189 = shl nuw nsw i32 %185, 2
  %190 = sub nuw nsw i32 24, %189
  %191 = zext nneg i32 %190 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %188, ptr nonnull align 4 %187, i64 %191, i1 false)
  store i32 6, ptr %187, align 4, !tbaa !9
  %192 = load i32, ptr %2, align 4
  %193 = load i32, ptr %3, align 4
  %194 = getelementptr inbounds i8, ptr %2, i64 8
  %195 = load i32, ptr %194, align 4
  %196 = getelementptr inbounds i8, ptr %2, i64 12
  %197 = load i32, ptr %196, align 4
  %198 = getelementptr inbounds i8, ptr %2, i64 16
  %199 = load i32, ptr %198, align 4
  %200 = getelementptr inbounds i8, ptr %2, i64 20
  %201 = load i32, ptr %200, align 4
  %202 = getelementptr inbounds i8, ptr %2, i64 24
  %203 = load i32, ptr %202, align 4
  tail call void @free(ptr noundef nonnull %2) #13
  %204 = sext i32 %192 to i64
  %205 = getelementptr inbounds double, ptr %0, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = sext i32 %193 to i64
  %208 = getelementptr inbounds double, ptr %0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !5
  %210 = tail call double @sin(double noundef %206) #13
  %211 = tail call double @llvm.fmuladd.f64(double %206, double %209, double %210)
  %212 = fadd double %211, 0.000000e+00
  %213 = load double, ptr %208, align 8, !tbaa !5
  %214 = fmul double %213, 2.000000e+00
  %215 = sext i32 %195 to i64
  %216 = getelementptr inbounds double, ptr %0, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !5
  %218 = tail call double @sin(double noundef %213) #13
  %219 = tail call double @llvm.fmuladd.f64(double %214, double %217, double %218)
  %220 = fadd double %212, %219
  %221 = load double, ptr %216, align 8, !tbaa !5
  %222 = fmul double %221, 3.000000e+00
  %223 = sext i32 %197 to i64
  %224 = getelementptr inbounds double, ptr %0, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !5
  %226 = tail call double @sin(double noundef %221) #13
  %227 = tail call double @llvm.fmuladd.f64(double %222, double %225, double %226)
  %228 = fadd double %220, %227
  %229 = load double, ptr %224, align 8, !tbaa !5
  %230 = fmul double %229, 4.000000e+00
  %231 = sext i32 %199 to i64
  %232 = getelementptr inbounds double, ptr %0, i64 %231
  %233 = load double, ptr %232, align 8, !tbaa !5
  %234 = tail call double @sin(double noundef %229) #13
  %235 = tail call double @llvm.fmuladd.f64(double %230, double %233, double %234)
  %236 = fadd double %228, %235
  %237 = load double, ptr %232, align 8, !tbaa !5
  %238 = fmul double %237, 5.000000e+00
  %239 = sext i32 %201 to i64
  %240 = getelementptr inbounds double, ptr %0, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = tail call double @sin(double noundef %237) #13
  %243 = tail call double @llvm.fmuladd.f64(double %238, double %241, double %242)
  %244 = fadd double %236, %243
  %245 = load double, ptr %240, align 8, !tbaa !5
  %246 = fmul double %245, 6.000000e+00
  %247 = sext i32 %203 to i64
  %248 = getelementptr inbounds double, ptr %0, i64 %247
  %249 = load double, ptr %248, align 8, !tbaa !5
  %250 = tail call double @sin(double noundef %245) #13
  %251 = tail call double @llvm.fmuladd.f64(double %246, double %249, double %250)
  %252 = fadd double %244, %251
  %253 = load double, ptr %248, align 8, !tbaa !5
  %254 = fmul double %253, 7.000000e+00
  %255 = load double, ptr %205, align 8, !tbaa !5
  %256 = tail call double @sin(double noundef %253) #13
  %257 = tail call double @llvm.fmuladd.f64(double %254, double %255, double %256)
  %258 = fadd double %252, %257
  ret double %258
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
