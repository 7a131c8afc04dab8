; ModuleID = 'unrolled.c'
source_filename = "unrolled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"prod\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"runmax\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"unrolled\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [5 x double], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #11
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %5, align 16
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 2.500000e-01, double 3.000000e+00>, ptr %9, align 16
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  store double 5.000000e-01, ptr %10, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 5) #11
  %11 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %11, ptr noundef nonnull readonly align 16 dereferenceable(40) %5, i64 40, i1 false)
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = getelementptr inbounds i8, ptr %11, i64 16
  %14 = getelementptr inbounds i8, ptr %11, i64 24
  %15 = getelementptr inbounds i8, ptr %11, i64 32
  br label %16

16:                                               ; preds = %82, %0
  %17 = phi i64 [ 0, %0 ], [ %83, %82 ]
  %18 = getelementptr inbounds double, ptr %6, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = getelementptr inbounds double, ptr %11, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e+00
  %24 = select i1 %23, double %22, double 1.000000e+00
  %25 = fmul double %24, 0x3EB0C6F7A0B5ED8D
  %26 = fadd double %21, %25
  %27 = fsub double %21, %25
  store double %26, ptr %20, align 8, !tbaa !5
  %28 = load double, ptr %11, align 8, !tbaa !5
  %29 = load <2 x double>, ptr %12, align 8
  %30 = load <2 x double>, ptr %13, align 8
  %31 = load <2 x double>, ptr %14, align 8
  %32 = load double, ptr %15, align 8, !tbaa !5
  store double %27, ptr %20, align 8, !tbaa !5
  %33 = load double, ptr %11, align 8, !tbaa !5
  %34 = load double, ptr %12, align 8, !tbaa !5
  %35 = load double, ptr %13, align 8, !tbaa !5
  %36 = load double, ptr %14, align 8, !tbaa !5
  %37 = load double, ptr %15, align 8, !tbaa !5
  %38 = insertelement <2 x double> poison, double %28, i64 0
  %39 = insertelement <2 x double> %38, double %33, i64 1
  %40 = fadd <2 x double> %39, <double 5.000000e-01, double 5.000000e-01>
  %41 = fmul <2 x double> %40, <double 5.000000e-01, double 5.000000e-01>
  %42 = insertelement <2 x double> %29, double %34, i64 1
  %43 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> %42, <2 x double> %41)
  %44 = fmul <2 x double> %43, <double 5.000000e-01, double 5.000000e-01>
  %45 = insertelement <2 x double> %30, double %35, i64 1
  %46 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> %45, <2 x double> %44)
  %47 = fmul <2 x double> %46, <double 5.000000e-01, double 5.000000e-01>
  %48 = insertelement <2 x double> %31, double %36, i64 1
  %49 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %48, <2 x double> %47)
  %50 = fmul <2 x double> %49, <double 5.000000e-01, double 5.000000e-01>
  %51 = insertelement <2 x double> poison, double %32, i64 0
  %52 = insertelement <2 x double> %51, double %37, i64 1
  %53 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> %52, <2 x double> %50)
  store double %21, ptr %20, align 8, !tbaa !5
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %55 = fsub <2 x double> %53, %54
  %56 = extractelement <2 x double> %55, i64 0
  %57 = fsub double %26, %27
  %58 = fdiv double %56, %57
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = fcmp ogt double %59, 1.000000e+00
  %61 = select i1 %60, double %59, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %19, ptr %4, align 8, !tbaa !5
  %62 = load volatile double, ptr %4, align 8, !tbaa !5
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %64, label %77, label %65

65:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %58, ptr %3, align 8, !tbaa !5
  %66 = load volatile double, ptr %3, align 8, !tbaa !5
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %68, label %77, label %69

69:                                               ; preds = %65
  %70 = fsub double %19, %58
  %71 = call double @llvm.fabs.f64(double %70)
  %72 = fmul double %61, 0x3EB0C6F7A0B5ED8D
  %73 = fcmp ugt double %71, %72
  br i1 %73, label %77, label %74

74:                                               ; preds = %69
  %75 = trunc nuw nsw i64 %17 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %75, double noundef %19, double noundef %58, ptr noundef nonnull @.str.4)
  br label %82

77:                                               ; preds = %69, %65, %16
  %78 = trunc nuw nsw i64 %17 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %78, double noundef %19, double noundef %58, ptr noundef nonnull @.str.5)
  %80 = load i32, ptr @n_fail, align 4, !tbaa !9
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr @n_fail, align 4, !tbaa !9
  br label %82

82:                                               ; preds = %77, %74
  %83 = add nuw nsw i64 %17, 1
  %84 = icmp eq i64 %83, 5
  br i1 %84, label %85, label %16, !llvm.loop !11

85:                                               ; preds = %82
  call void @free(ptr noundef nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #11
  store <2 x double> <double -1.000000e+00, double 2.000000e+00>, ptr %7, align 16
  %86 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double -2.000000e-01, double 3.000000e+00>, ptr %86, align 16
  %87 = getelementptr inbounds i8, ptr %7, i64 32
  store double 1.000000e+00, ptr %87, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %8, i8 0, i64 40, i1 false)
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @runmax, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef 5) #11
  %88 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %88, ptr noundef nonnull readonly align 16 dereferenceable(40) %7, i64 40, i1 false)
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  %90 = getelementptr inbounds i8, ptr %88, i64 16
  %91 = getelementptr inbounds i8, ptr %88, i64 24
  %92 = getelementptr inbounds i8, ptr %88, i64 32
  br label %93

93:                                               ; preds = %159, %85
  %94 = phi i64 [ 0, %85 ], [ %160, %159 ]
  %95 = getelementptr inbounds double, ptr %8, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = getelementptr inbounds double, ptr %88, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ogt double %99, 1.000000e+00
  %101 = select i1 %100, double %99, double 1.000000e+00
  %102 = fmul double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fadd double %98, %102
  %104 = fsub double %98, %102
  store double %103, ptr %97, align 8, !tbaa !5
  %105 = load double, ptr %88, align 8, !tbaa !5
  %106 = load double, ptr %89, align 8, !tbaa !5
  %107 = fcmp ogt double %105, %106
  %108 = select i1 %107, double %105, double %106
  %109 = load double, ptr %90, align 8, !tbaa !5
  %110 = fcmp ogt double %108, %109
  %111 = select i1 %110, double %108, double %109
  %112 = load double, ptr %91, align 8, !tbaa !5
  %113 = fcmp ogt double %111, %112
  %114 = select i1 %113, double %111, double %112
  %115 = load double, ptr %92, align 8, !tbaa !5
  %116 = fcmp ogt double %114, %115
  %117 = select i1 %116, double %114, double %115
  %118 = fmul double %117, %117
  store double %104, ptr %97, align 8, !tbaa !5
  %119 = load double, ptr %88, align 8, !tbaa !5
  %120 = load double, ptr %89, align 8, !tbaa !5
  %121 = fcmp ogt double %119, %120
  %122 = select i1 %121, double %119, double %120
  %123 = load double, ptr %90, align 8, !tbaa !5
  %124 = fcmp ogt double %122, %123
  %125 = select i1 %124, double %122, double %123
  %126 = load double, ptr %91, align 8, !tbaa !5
  %127 = fcmp ogt double %125, %126
  %128 = select i1 %127, double %125, double %126
  %129 = load double, ptr %92, align 8, !tbaa !5
  %130 = fcmp ogt double %128, %129
  %131 = select i1 %130, double %128, double %129
  %132 = fmul double %131, %131
  store double %98, ptr %97, align 8, !tbaa !5
  %133 = fsub double %118, %132
  %134 = fsub double %103, %104
  %135 = fdiv double %133, %134
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ogt double %136, 1.000000e+00
  %138 = select i1 %137, double %136, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %96, ptr %2, align 8, !tbaa !5
  %139 = load volatile double, ptr %2, align 8, !tbaa !5
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %141, label %154, label %142

142:                                              ; preds = %93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %135, ptr %1, align 8, !tbaa !5
  %143 = load volatile double, ptr %1, align 8, !tbaa !5
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %145, label %154, label %146

146:                                              ; preds = %142
  %147 = fsub double %96, %135
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fmul double %138, 0x3EB0C6F7A0B5ED8D
  %150 = fcmp ugt double %148, %149
  br i1 %150, label %154, label %151

151:                                              ; preds = %146
  %152 = trunc nuw nsw i64 %94 to i32
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %152, double noundef %96, double noundef %135, ptr noundef nonnull @.str.4)
  br label %159

154:                                              ; preds = %146, %142, %93
  %155 = trunc nuw nsw i64 %94 to i32
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %155, double noundef %96, double noundef %135, ptr noundef nonnull @.str.5)
  %157 = load i32, ptr @n_fail, align 4, !tbaa !9
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr @n_fail, align 4, !tbaa !9
  br label %159

159:                                              ; preds = %154, %151
  %160 = add nuw nsw i64 %94, 1
  %161 = icmp eq i64 %160, 5
  br i1 %161, label %162, label %93, !llvm.loop !11

162:                                              ; preds = %159
  call void @free(ptr noundef nonnull %88) #11
  %163 = load i32, ptr @n_fail, align 4, !tbaa !9
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %163)
  %165 = load i32, ptr @n_fail, align 4, !tbaa !9
  %166 = icmp ne i32 %165, 0
  %167 = zext i1 %166 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #11
  ret i32 %167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @prod(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
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
  %13 = phi double [ 1.000000e+00, %4 ], [ %50, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %23, %15 ], [ %12, %10 ]
  %17 = phi double [ %22, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %24, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = fmul double %17, 5.000000e-01
  %22 = tail call double @llvm.fmuladd.f64(double %17, double %20, double %21)
  %23 = add nuw nsw i64 %16, 1
  %24 = add i64 %18, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %26, label %15, !llvm.loop !13

26:                                               ; preds = %10, %15, %2
  %27 = phi double [ 1.000000e+00, %2 ], [ %11, %10 ], [ %22, %15 ]
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %51, %28 ]
  %30 = phi double [ 1.000000e+00, %8 ], [ %50, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = fmul double %30, 5.000000e-01
  %35 = tail call double @llvm.fmuladd.f64(double %30, double %33, double %34)
  %36 = or disjoint i64 %29, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = fmul double %35, 5.000000e-01
  %40 = tail call double @llvm.fmuladd.f64(double %35, double %38, double %39)
  %41 = or disjoint i64 %29, 2
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = fmul double %40, 5.000000e-01
  %45 = tail call double @llvm.fmuladd.f64(double %40, double %43, double %44)
  %46 = or disjoint i64 %29, 3
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul double %45, 5.000000e-01
  %50 = tail call double @llvm.fmuladd.f64(double %45, double %48, double %49)
  %51 = add nuw nsw i64 %29, 4
  %52 = add i64 %31, 4
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %28, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @runmax(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %32

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = add nsw i64 %6, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, -4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  br label %35

16:                                               ; preds = %35, %5
  %17 = phi double [ poison, %5 ], [ %54, %35 ]
  %18 = phi i64 [ 1, %5 ], [ %55, %35 ]
  %19 = phi double [ %3, %5 ], [ %54, %35 ]
  %20 = icmp eq i64 %9, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %16, %21
  %22 = phi i64 [ %29, %21 ], [ %18, %16 ]
  %23 = phi double [ %28, %21 ], [ %19, %16 ]
  %24 = phi i64 [ %30, %21 ], [ 0, %16 ]
  %25 = getelementptr inbounds double, ptr %0, i64 %22
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fcmp ogt double %23, %26
  %28 = select i1 %27, double %23, double %26
  %29 = add nuw nsw i64 %22, 1
  %30 = add i64 %24, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %21, !llvm.loop !16

32:                                               ; preds = %16, %21, %2
  %33 = phi double [ %3, %2 ], [ %17, %16 ], [ %28, %21 ]
  %34 = fmul double %33, %33
  ret double %34

35:                                               ; preds = %35, %11
  %36 = phi i64 [ 1, %11 ], [ %55, %35 ]
  %37 = phi double [ %3, %11 ], [ %54, %35 ]
  %38 = phi i64 [ 0, %11 ], [ %56, %35 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %36
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = fcmp ogt double %37, %40
  %42 = select i1 %41, double %37, double %40
  %43 = getelementptr inbounds double, ptr %13, i64 %36
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = fcmp ogt double %42, %44
  %46 = select i1 %45, double %42, double %44
  %47 = getelementptr inbounds double, ptr %14, i64 %36
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fcmp ogt double %46, %48
  %50 = select i1 %49, double %46, double %48
  %51 = getelementptr inbounds double, ptr %15, i64 %36
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = fcmp ogt double %50, %52
  %54 = select i1 %53, double %50, double %52
  %55 = add nuw nsw i64 %36, 4
  %56 = add i64 %38, 4
  %57 = icmp eq i64 %56, %12
  br i1 %57, label %16, label %35, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12}
