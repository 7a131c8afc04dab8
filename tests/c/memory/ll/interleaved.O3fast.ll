; ModuleID = 'interleaved.c'
source_filename = "interleaved.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { double, double, i32, float, ptr }

@ext = internal global [37 x double] zeroinitializer, align 16
@pts = internal global [37 x %struct.P] zeroinitializer, align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"interleaved.rev\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"interleaved.shadow_id_kept\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"interleaved.fwd_vs_rev\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"interleaved\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local nofpclass(nan inf) double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = zext nneg i32 %1 to i64
  %7 = getelementptr i8, ptr %0, i64 52
  %8 = getelementptr i8, ptr %0, i64 84
  %9 = getelementptr i8, ptr %0, i64 116
  %10 = getelementptr i8, ptr %0, i64 180
  %11 = getelementptr i8, ptr %0, i64 212
  %12 = getelementptr i8, ptr %0, i64 244
  br label %19

13:                                               ; preds = %125, %19
  %14 = phi double [ %22, %19 ], [ %143, %125 ]
  %15 = add nuw nsw i64 %21, 1
  %16 = icmp eq i64 %25, %6
  br i1 %16, label %17, label %19, !llvm.loop !5

17:                                               ; preds = %13, %2
  %18 = phi double [ 0.000000e+00, %2 ], [ %14, %13 ]
  ret double %18

19:                                               ; preds = %4, %13
  %20 = phi i64 [ 0, %4 ], [ %25, %13 ]
  %21 = phi i64 [ 1, %4 ], [ %15, %13 ]
  %22 = phi double [ 0.000000e+00, %4 ], [ %14, %13 ]
  %23 = xor i64 %20, -1
  %24 = add nsw i64 %23, %6
  %25 = add nuw nsw i64 %20, 1
  %26 = icmp ult i64 %25, %5
  br i1 %26, label %27, label %13

27:                                               ; preds = %19
  %28 = getelementptr inbounds %struct.P, ptr %0, i64 %20
  %29 = load <2 x double>, ptr %28, align 8, !tbaa !7
  %30 = getelementptr inbounds i8, ptr %28, i64 20
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %28, i64 24
  %33 = load ptr, ptr %32, align 8, !tbaa !16
  %34 = load double, ptr %33, align 8, !tbaa !7
  %35 = getelementptr inbounds i8, ptr %28, i64 16
  %36 = load i32, ptr %35, align 8, !tbaa !17
  %37 = srem i32 %36, 3
  %38 = add nsw i32 %37, 1
  %39 = sitofp i32 %38 to double
  %40 = fmul fast double %34, %39
  %41 = icmp ult i64 %24, 9
  br i1 %41, label %122, label %42

42:                                               ; preds = %27
  %43 = and i64 %24, 7
  %44 = icmp eq i64 %43, 0
  %45 = select i1 %44, i64 8, i64 %43
  %46 = sub i64 %24, %45
  %47 = add i64 %21, %46
  %48 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %22, i64 0
  %49 = shufflevector <2 x double> %29, <2 x double> poison, <4 x i32> zeroinitializer
  %50 = shufflevector <2 x double> %29, <2 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %51 = insertelement <4 x float> poison, float %31, i64 0
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> zeroinitializer
  %53 = insertelement <4 x double> poison, double %40, i64 0
  %54 = shufflevector <4 x double> %53, <4 x double> poison, <4 x i32> zeroinitializer
  br label %55

55:                                               ; preds = %55, %42
  %56 = phi i64 [ 0, %42 ], [ %117, %55 ]
  %57 = phi <4 x double> [ %48, %42 ], [ %115, %55 ]
  %58 = phi <4 x double> [ zeroinitializer, %42 ], [ %116, %55 ]
  %59 = add i64 %21, %56
  %60 = getelementptr inbounds %struct.P, ptr %0, i64 %59
  %61 = getelementptr %struct.P, ptr %0, i64 %59
  %62 = getelementptr i8, ptr %61, i64 128
  %63 = load <16 x double>, ptr %60, align 8, !tbaa !7
  %64 = load <16 x double>, ptr %62, align 8, !tbaa !7
  %65 = shufflevector <16 x double> %63, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %66 = shufflevector <16 x double> %64, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %67 = shufflevector <16 x double> %63, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %68 = shufflevector <16 x double> %64, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %69 = fsub fast <4 x double> %49, %65
  %70 = fsub fast <4 x double> %49, %66
  %71 = fsub fast <4 x double> %50, %67
  %72 = fsub fast <4 x double> %50, %68
  %73 = getelementptr inbounds i8, ptr %60, i64 20
  %74 = getelementptr %struct.P, ptr %7, i64 %59
  %75 = getelementptr %struct.P, ptr %8, i64 %59
  %76 = getelementptr %struct.P, ptr %9, i64 %59
  %77 = getelementptr i8, ptr %61, i64 148
  %78 = getelementptr %struct.P, ptr %10, i64 %59
  %79 = getelementptr %struct.P, ptr %11, i64 %59
  %80 = getelementptr %struct.P, ptr %12, i64 %59
  %81 = load float, ptr %73, align 4, !tbaa !11
  %82 = load float, ptr %74, align 4, !tbaa !11
  %83 = load float, ptr %75, align 4, !tbaa !11
  %84 = load float, ptr %76, align 4, !tbaa !11
  %85 = insertelement <4 x float> poison, float %81, i64 0
  %86 = insertelement <4 x float> %85, float %82, i64 1
  %87 = insertelement <4 x float> %86, float %83, i64 2
  %88 = insertelement <4 x float> %87, float %84, i64 3
  %89 = load float, ptr %77, align 4, !tbaa !11
  %90 = load float, ptr %78, align 4, !tbaa !11
  %91 = load float, ptr %79, align 4, !tbaa !11
  %92 = load float, ptr %80, align 4, !tbaa !11
  %93 = insertelement <4 x float> poison, float %89, i64 0
  %94 = insertelement <4 x float> %93, float %90, i64 1
  %95 = insertelement <4 x float> %94, float %91, i64 2
  %96 = insertelement <4 x float> %95, float %92, i64 3
  %97 = fmul fast <4 x float> %88, %52
  %98 = fmul fast <4 x float> %96, %52
  %99 = fpext <4 x float> %97 to <4 x double>
  %100 = fpext <4 x float> %98 to <4 x double>
  %101 = fmul fast <4 x double> %69, %69
  %102 = fmul fast <4 x double> %70, %70
  %103 = fmul fast <4 x double> %71, %71
  %104 = fmul fast <4 x double> %72, %72
  %105 = fadd fast <4 x double> %101, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %106 = fadd fast <4 x double> %102, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %107 = fadd fast <4 x double> %105, %103
  %108 = fadd fast <4 x double> %106, %104
  %109 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %107)
  %110 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %108)
  %111 = fdiv fast <4 x double> %99, %109
  %112 = fdiv fast <4 x double> %100, %110
  %113 = fadd fast <4 x double> %111, %57
  %114 = fadd fast <4 x double> %112, %58
  %115 = fadd fast <4 x double> %113, %54
  %116 = fadd fast <4 x double> %114, %54
  %117 = add nuw i64 %56, 8
  %118 = icmp eq i64 %117, %46
  br i1 %118, label %119, label %55, !llvm.loop !18

119:                                              ; preds = %55
  %120 = fadd fast <4 x double> %116, %115
  %121 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %120)
  br label %122

122:                                              ; preds = %119, %27
  %123 = phi i64 [ %21, %27 ], [ %47, %119 ]
  %124 = phi double [ %22, %27 ], [ %121, %119 ]
  br label %125

125:                                              ; preds = %122, %125
  %126 = phi i64 [ %144, %125 ], [ %123, %122 ]
  %127 = phi double [ %143, %125 ], [ %124, %122 ]
  %128 = getelementptr inbounds %struct.P, ptr %0, i64 %126
  %129 = getelementptr inbounds i8, ptr %128, i64 20
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = fmul fast float %130, %31
  %132 = fpext float %131 to double
  %133 = load <2 x double>, ptr %128, align 8, !tbaa !7
  %134 = fsub fast <2 x double> %29, %133
  %135 = fmul fast <2 x double> %134, %134
  %136 = extractelement <2 x double> %135, i64 0
  %137 = fadd fast double %136, 1.000000e-01
  %138 = extractelement <2 x double> %135, i64 1
  %139 = fadd fast double %137, %138
  %140 = tail call fast double @llvm.sqrt.f64(double %139)
  %141 = fdiv fast double %132, %140
  %142 = fadd fast double %141, %127
  %143 = fadd fast double %142, %40
  %144 = add nuw nsw i64 %126, 1
  %145 = icmp eq i64 %144, %6
  br i1 %145, label %13, label %125, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca %struct.P, align 8
  %2 = alloca %struct.P, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.P, align 8
  %6 = alloca %struct.P, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [37 x %struct.P], align 16
  %12 = alloca [37 x %struct.P], align 16
  %13 = alloca [37 x double], align 16
  %14 = alloca [37 x double], align 16
  %15 = alloca [4 x double], align 16
  %16 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 1184, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 1184, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %13) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(296) %13, i8 0, i64 296, i1 false)
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %14) #9
  %17 = load i64, ptr @rng_state, align 8, !tbaa !22
  br label %25

18:                                               ; preds = %25
  store i64 %47, ptr @rng_state, align 8, !tbaa !22
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !24
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %19, ptr noundef nonnull @pts, ptr noundef nonnull %11, i32 noundef %20, i32 noundef 37) #9
  %21 = getelementptr inbounds i8, ptr %15, i64 16
  %22 = getelementptr inbounds i8, ptr %15, i64 24
  %23 = getelementptr inbounds i8, ptr %16, i64 16
  %24 = getelementptr inbounds i8, ptr %16, i64 24
  br label %98

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %64, %25 ]
  %27 = phi i64 [ %17, %0 ], [ %47, %25 ]
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = lshr i64 %29, 11
  %31 = uitofp nneg i64 %30 to double
  %32 = fmul fast double %31, 0x3CA0000000000000
  %33 = fadd fast double %32, 5.000000e-01
  %34 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %26
  store double %33, ptr %34, align 8, !tbaa !7
  %35 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %26
  %36 = mul i64 %29, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = insertelement <2 x i64> poison, i64 %37, i64 0
  %41 = insertelement <2 x i64> %40, i64 %39, i64 1
  %42 = lshr <2 x i64> %41, <i64 11, i64 11>
  %43 = uitofp nneg <2 x i64> %42 to <2 x double>
  %44 = fmul fast <2 x double> %43, <double 0x3CC0000000000000, double 0x3CC0000000000000>
  %45 = fadd fast <2 x double> %44, <double -2.000000e+00, double -2.000000e+00>
  %46 = mul i64 %39, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = lshr i64 %47, 11
  %49 = uitofp nneg i64 %48 to double
  %50 = fmul fast double %49, 0x3CA0000000000000
  %51 = fadd fast double %50, 5.000000e-01
  %52 = fptrunc double %51 to float
  store <2 x double> %45, ptr %35, align 16, !tbaa !7
  %53 = getelementptr inbounds i8, ptr %35, i64 16
  %54 = trunc nuw nsw i64 %26 to i32
  store i32 %54, ptr %53, align 16, !tbaa !24
  %55 = getelementptr inbounds i8, ptr %35, i64 20
  store float %52, ptr %55, align 4, !tbaa !25
  %56 = getelementptr inbounds i8, ptr %35, i64 24
  store ptr %34, ptr %56, align 8, !tbaa !26
  %57 = getelementptr inbounds [37 x %struct.P], ptr %11, i64 0, i64 %26
  %58 = getelementptr inbounds [37 x double], ptr %13, i64 0, i64 %26
  %59 = getelementptr inbounds i8, ptr %57, i64 16
  %60 = trunc i64 %26 to i32
  %61 = add i32 %60, 1000
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %57, i8 0, i64 16, i1 false)
  store i32 %61, ptr %59, align 16, !tbaa !24
  %62 = getelementptr inbounds i8, ptr %57, i64 20
  store float 0.000000e+00, ptr %62, align 4, !tbaa !25
  %63 = getelementptr inbounds i8, ptr %57, i64 24
  store ptr %58, ptr %63, align 8, !tbaa !26
  %64 = add nuw nsw i64 %26, 1
  %65 = icmp eq i64 %64, 37
  br i1 %65, label %18, label %25, !llvm.loop !27

66:                                               ; preds = %142
  %67 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !24
  %69 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, i32 noundef %67, ptr noundef nonnull @pts, ptr noundef nonnull %12, i32 noundef %68, i32 noundef 37) #9
  %70 = call fast double @llvm.fabs.f64(double %184)
  %71 = call fast double @llvm.maxnum.f64(double %70, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %69, ptr %10, align 8, !tbaa !7
  %72 = load volatile double, ptr %10, align 8, !tbaa !7
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %74, label %88, label %75

75:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %184, ptr %9, align 8, !tbaa !7
  %76 = load volatile double, ptr %9, align 8, !tbaa !7
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = fcmp ueq double %77, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %78, label %88, label %79

79:                                               ; preds = %75
  %80 = fsub fast double %69, %184
  %81 = call fast double @llvm.fabs.f64(double %80)
  %82 = fmul fast double %71, 0x3EB0C6F7A0B5ED8D
  %83 = fcmp fast ole double %81, %82
  %84 = freeze i1 %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %79
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %69, double noundef nofpclass(nan inf) %184, ptr noundef nonnull @.str.5)
  %87 = load i32, ptr @n_fail, align 4, !tbaa !24
  br label %92

88:                                               ; preds = %79, %75, %66
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %69, double noundef nofpclass(nan inf) %184, ptr noundef nonnull @.str.6)
  %90 = load i32, ptr @n_fail, align 4, !tbaa !24
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @n_fail, align 4, !tbaa !24
  br label %92

92:                                               ; preds = %85, %88
  %93 = phi i32 [ %87, %85 ], [ %91, %88 ]
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %93)
  %95 = load i32, ptr @n_fail, align 4, !tbaa !24
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 1184, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 1184, ptr nonnull %11) #9
  ret i32 %97

98:                                               ; preds = %18, %142
  %99 = phi i64 [ 0, %18 ], [ %185, %142 ]
  %100 = phi double [ 0.000000e+00, %18 ], [ %184, %142 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #9
  %101 = getelementptr inbounds [37 x %struct.P], ptr %11, i64 0, i64 %99
  %102 = load <2 x double>, ptr %101, align 16, !tbaa !7
  store <2 x double> %102, ptr %15, align 16, !tbaa !7
  %103 = getelementptr inbounds i8, ptr %101, i64 20
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fpext float %104 to double
  store double %105, ptr %21, align 16, !tbaa !7
  %106 = getelementptr inbounds [37 x double], ptr %13, i64 0, i64 %99
  %107 = load double, ptr %106, align 8, !tbaa !7
  store double %107, ptr %22, align 8, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #9
  %108 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %99
  %109 = getelementptr inbounds i8, ptr %108, i64 8
  %110 = load <2 x double>, ptr %108, align 16, !tbaa !7
  store <2 x double> %110, ptr %16, align 16, !tbaa !7
  %111 = getelementptr inbounds i8, ptr %108, i64 20
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = fpext float %112 to double
  store double %113, ptr %23, align 16, !tbaa !7
  %114 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %99
  %115 = load double, ptr %114, align 8, !tbaa !7
  store double %115, ptr %24, align 8, !tbaa !7
  %116 = shl nuw nsw i64 %99, 2
  br label %187

117:                                              ; preds = %778
  %118 = getelementptr inbounds i8, ptr %101, i64 16
  %119 = load i32, ptr %118, align 16, !tbaa !17
  %120 = sitofp i32 %119 to double
  %121 = trunc i64 %99 to i32
  %122 = add i32 %121, 1000
  %123 = uitofp nneg i32 %122 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %120, ptr %8, align 8, !tbaa !7
  %124 = load volatile double, ptr %8, align 8, !tbaa !7
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %126, label %137, label %127

127:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %123, ptr %7, align 8, !tbaa !7
  %128 = load volatile double, ptr %7, align 8, !tbaa !7
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fcmp ueq double %129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %130, label %137, label %131

131:                                              ; preds = %127
  %132 = fcmp fast oeq double %120, %123
  %133 = freeze i1 %132
  br i1 %133, label %134, label %137

134:                                              ; preds = %131
  %135 = trunc nuw nsw i64 %99 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %135, double noundef nofpclass(nan inf) %120, double noundef nofpclass(nan inf) %123, ptr noundef nonnull @.str.5)
  br label %142

137:                                              ; preds = %131, %127, %117
  %138 = trunc nuw nsw i64 %99 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %138, double noundef nofpclass(nan inf) %120, double noundef nofpclass(nan inf) %123, ptr noundef nonnull @.str.6)
  %140 = load i32, ptr @n_fail, align 4, !tbaa !24
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @n_fail, align 4, !tbaa !24
  br label %142

142:                                              ; preds = %134, %137
  %143 = load i64, ptr @rng_state, align 8, !tbaa !22
  %144 = mul i64 %143, 6364136223846793005
  %145 = add i64 %144, 1442695040888963407
  %146 = lshr i64 %145, 11
  %147 = uitofp nneg i64 %146 to double
  %148 = fmul fast double %147, 0x3CB0000000000000
  %149 = fadd fast double %148, -1.000000e+00
  %150 = getelementptr inbounds [37 x double], ptr %14, i64 0, i64 %99
  store double %149, ptr %150, align 8, !tbaa !7
  %151 = getelementptr inbounds [37 x %struct.P], ptr %12, i64 0, i64 %99
  %152 = mul i64 %145, 6364136223846793005
  %153 = add i64 %152, 1442695040888963407
  %154 = mul i64 %153, 6364136223846793005
  %155 = add i64 %154, 1442695040888963407
  %156 = insertelement <2 x i64> poison, i64 %153, i64 0
  %157 = insertelement <2 x i64> %156, i64 %155, i64 1
  %158 = lshr <2 x i64> %157, <i64 11, i64 11>
  %159 = uitofp nneg <2 x i64> %158 to <2 x double>
  %160 = fmul fast <2 x double> %159, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %161 = fadd fast <2 x double> %160, <double -1.000000e+00, double -1.000000e+00>
  %162 = mul i64 %155, 6364136223846793005
  %163 = add i64 %162, 1442695040888963407
  store i64 %163, ptr @rng_state, align 8, !tbaa !22
  %164 = lshr i64 %163, 11
  %165 = uitofp nneg i64 %164 to double
  %166 = fmul fast double %165, 0x3CB0000000000000
  %167 = fadd fast double %166, -1.000000e+00
  %168 = fptrunc double %167 to float
  store <2 x double> %161, ptr %151, align 16, !tbaa !7
  %169 = getelementptr inbounds i8, ptr %151, i64 16
  store i32 0, ptr %169, align 16, !tbaa !24
  %170 = getelementptr inbounds i8, ptr %151, i64 20
  store float %168, ptr %170, align 4, !tbaa !25
  %171 = getelementptr inbounds i8, ptr %151, i64 24
  store ptr %150, ptr %171, align 8, !tbaa !26
  %172 = load <2 x double>, ptr %101, align 16, !tbaa !7
  %173 = fmul fast <2 x double> %172, %161
  %174 = load float, ptr %103, align 4, !tbaa !11
  %175 = fmul fast float %174, %168
  %176 = fpext float %175 to double
  %177 = load double, ptr %106, align 8, !tbaa !7
  %178 = fmul fast double %177, %149
  %179 = extractelement <2 x double> %173, i64 0
  %180 = fadd fast double %179, %100
  %181 = extractelement <2 x double> %173, i64 1
  %182 = fadd fast double %180, %181
  %183 = fadd fast double %182, %178
  %184 = fadd fast double %183, %176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #9
  %185 = add nuw nsw i64 %99, 1
  %186 = icmp eq i64 %185, 37
  br i1 %186, label %66, label %98, !llvm.loop !28

187:                                              ; preds = %98, %778
  %188 = phi i64 [ 0, %98 ], [ %779, %778 ]
  %189 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %188
  %190 = load double, ptr %189, align 8, !tbaa !7
  %191 = call fast double @llvm.fabs.f64(double %190)
  %192 = call fast double @llvm.maxnum.f64(double %191, double 1.000000e+00)
  %193 = fmul fast double %192, 0x3EB0C6F7A0B5ED8D
  %194 = fadd fast double %193, %190
  %195 = fsub fast double %190, %193
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %108, i64 32, i1 false), !tbaa.struct !29
  %196 = load double, ptr %114, align 8, !tbaa !7
  %197 = trunc nuw nsw i64 %188 to i32
  switch i32 %197, label %204 [
    i32 0, label %198
    i32 1, label %200
    i32 2, label %201
    i32 3, label %203
  ]

198:                                              ; preds = %187
  store double %194, ptr %108, align 16, !tbaa !30
  br label %199

199:                                              ; preds = %203, %201, %200, %198
  br label %209

200:                                              ; preds = %187
  store double %194, ptr %109, align 8, !tbaa !31
  br label %199

201:                                              ; preds = %187
  %202 = fptrunc double %194 to float
  store float %202, ptr %111, align 4, !tbaa !11
  br label %199

203:                                              ; preds = %187
  store double %194, ptr %114, align 8, !tbaa !7
  br label %199

204:                                              ; preds = %187
  unreachable

205:                                              ; preds = %314, %209
  %206 = phi double [ %212, %209 ], [ %332, %314 ]
  %207 = add nuw nsw i64 %211, 1
  %208 = icmp eq i64 %214, 37
  br i1 %208, label %335, label %209, !llvm.loop !5

209:                                              ; preds = %199, %205
  %210 = phi i64 [ %214, %205 ], [ 0, %199 ]
  %211 = phi i64 [ %207, %205 ], [ 1, %199 ]
  %212 = phi double [ %206, %205 ], [ 0.000000e+00, %199 ]
  %213 = sub nsw i64 36, %210
  %214 = add nuw nsw i64 %210, 1
  %215 = icmp ult i64 %210, 36
  br i1 %215, label %216, label %205

216:                                              ; preds = %209
  %217 = getelementptr inbounds %struct.P, ptr @pts, i64 %210
  %218 = load <2 x double>, ptr %217, align 16, !tbaa !7
  %219 = getelementptr inbounds i8, ptr %217, i64 20
  %220 = load float, ptr %219, align 4, !tbaa !11
  %221 = getelementptr inbounds i8, ptr %217, i64 24
  %222 = load ptr, ptr %221, align 8, !tbaa !16
  %223 = load double, ptr %222, align 8, !tbaa !7
  %224 = getelementptr inbounds i8, ptr %217, i64 16
  %225 = load i32, ptr %224, align 16, !tbaa !17
  %226 = srem i32 %225, 3
  %227 = add nsw i32 %226, 1
  %228 = sitofp i32 %227 to double
  %229 = fmul fast double %223, %228
  %230 = icmp ult i64 %213, 9
  br i1 %230, label %311, label %231

231:                                              ; preds = %216
  %232 = and i64 %213, 7
  %233 = icmp eq i64 %232, 0
  %234 = select i1 %233, i64 8, i64 %232
  %235 = sub nsw i64 %213, %234
  %236 = add i64 %211, %235
  %237 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %212, i64 0
  %238 = shufflevector <2 x double> %218, <2 x double> poison, <4 x i32> zeroinitializer
  %239 = shufflevector <2 x double> %218, <2 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %240 = insertelement <4 x float> poison, float %220, i64 0
  %241 = shufflevector <4 x float> %240, <4 x float> poison, <4 x i32> zeroinitializer
  %242 = insertelement <4 x double> poison, double %229, i64 0
  %243 = shufflevector <4 x double> %242, <4 x double> poison, <4 x i32> zeroinitializer
  br label %244

244:                                              ; preds = %244, %231
  %245 = phi i64 [ 0, %231 ], [ %306, %244 ]
  %246 = phi <4 x double> [ %237, %231 ], [ %304, %244 ]
  %247 = phi <4 x double> [ zeroinitializer, %231 ], [ %305, %244 ]
  %248 = add i64 %211, %245
  %249 = getelementptr inbounds %struct.P, ptr @pts, i64 %248
  %250 = getelementptr %struct.P, ptr @pts, i64 %248
  %251 = getelementptr i8, ptr %250, i64 128
  %252 = load <16 x double>, ptr %249, align 16, !tbaa !7
  %253 = load <16 x double>, ptr %251, align 16, !tbaa !7
  %254 = shufflevector <16 x double> %252, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %255 = shufflevector <16 x double> %253, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %256 = shufflevector <16 x double> %252, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %257 = shufflevector <16 x double> %253, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %258 = fsub fast <4 x double> %238, %254
  %259 = fsub fast <4 x double> %238, %255
  %260 = fsub fast <4 x double> %239, %256
  %261 = fsub fast <4 x double> %239, %257
  %262 = getelementptr inbounds i8, ptr %249, i64 20
  %263 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 52), i64 %248
  %264 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 84), i64 %248
  %265 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 116), i64 %248
  %266 = getelementptr i8, ptr %250, i64 148
  %267 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 180), i64 %248
  %268 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 212), i64 %248
  %269 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 244), i64 %248
  %270 = load float, ptr %262, align 4, !tbaa !11
  %271 = load float, ptr %263, align 4, !tbaa !11
  %272 = load float, ptr %264, align 4, !tbaa !11
  %273 = load float, ptr %265, align 4, !tbaa !11
  %274 = insertelement <4 x float> poison, float %270, i64 0
  %275 = insertelement <4 x float> %274, float %271, i64 1
  %276 = insertelement <4 x float> %275, float %272, i64 2
  %277 = insertelement <4 x float> %276, float %273, i64 3
  %278 = load float, ptr %266, align 4, !tbaa !11
  %279 = load float, ptr %267, align 4, !tbaa !11
  %280 = load float, ptr %268, align 4, !tbaa !11
  %281 = load float, ptr %269, align 4, !tbaa !11
  %282 = insertelement <4 x float> poison, float %278, i64 0
  %283 = insertelement <4 x float> %282, float %279, i64 1
  %284 = insertelement <4 x float> %283, float %280, i64 2
  %285 = insertelement <4 x float> %284, float %281, i64 3
  %286 = fmul fast <4 x float> %277, %241
  %287 = fmul fast <4 x float> %285, %241
  %288 = fpext <4 x float> %286 to <4 x double>
  %289 = fpext <4 x float> %287 to <4 x double>
  %290 = fmul fast <4 x double> %258, %258
  %291 = fmul fast <4 x double> %259, %259
  %292 = fmul fast <4 x double> %260, %260
  %293 = fmul fast <4 x double> %261, %261
  %294 = fadd fast <4 x double> %290, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %295 = fadd fast <4 x double> %291, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %296 = fadd fast <4 x double> %294, %292
  %297 = fadd fast <4 x double> %295, %293
  %298 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %296)
  %299 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %297)
  %300 = fdiv fast <4 x double> %288, %298
  %301 = fdiv fast <4 x double> %289, %299
  %302 = fadd fast <4 x double> %246, %243
  %303 = fadd fast <4 x double> %247, %243
  %304 = fadd fast <4 x double> %302, %300
  %305 = fadd fast <4 x double> %303, %301
  %306 = add nuw i64 %245, 8
  %307 = icmp eq i64 %306, %235
  br i1 %307, label %308, label %244, !llvm.loop !32

308:                                              ; preds = %244
  %309 = fadd fast <4 x double> %305, %304
  %310 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %309)
  br label %311

311:                                              ; preds = %308, %216
  %312 = phi i64 [ %211, %216 ], [ %236, %308 ]
  %313 = phi double [ %212, %216 ], [ %310, %308 ]
  br label %314

314:                                              ; preds = %311, %314
  %315 = phi i64 [ %333, %314 ], [ %312, %311 ]
  %316 = phi double [ %332, %314 ], [ %313, %311 ]
  %317 = getelementptr inbounds %struct.P, ptr @pts, i64 %315
  %318 = getelementptr inbounds i8, ptr %317, i64 20
  %319 = load float, ptr %318, align 4, !tbaa !11
  %320 = fmul fast float %319, %220
  %321 = fpext float %320 to double
  %322 = load <2 x double>, ptr %317, align 16, !tbaa !7
  %323 = fsub fast <2 x double> %218, %322
  %324 = fmul fast <2 x double> %323, %323
  %325 = extractelement <2 x double> %324, i64 0
  %326 = fadd fast double %325, 1.000000e-01
  %327 = extractelement <2 x double> %324, i64 1
  %328 = fadd fast double %326, %327
  %329 = call fast double @llvm.sqrt.f64(double %328)
  %330 = fdiv fast double %321, %329
  %331 = fadd fast double %316, %229
  %332 = fadd fast double %331, %330
  %333 = add nuw nsw i64 %315, 1
  %334 = icmp eq i64 %333, 37
  br i1 %334, label %205, label %314, !llvm.loop !33

335:                                              ; preds = %205
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %108, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !29
  store double %196, ptr %114, align 8, !tbaa !7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %108, i64 32, i1 false), !tbaa.struct !29
  switch i32 %197, label %341 [
    i32 0, label %336
    i32 1, label %337
    i32 2, label %338
    i32 3, label %340
  ]

336:                                              ; preds = %335
  store double %195, ptr %108, align 16, !tbaa !30
  br label %341

337:                                              ; preds = %335
  store double %195, ptr %109, align 8, !tbaa !31
  br label %341

338:                                              ; preds = %335
  %339 = fptrunc double %195 to float
  store float %339, ptr %111, align 4, !tbaa !11
  br label %341

340:                                              ; preds = %335
  store double %195, ptr %114, align 8, !tbaa !7
  br label %341

341:                                              ; preds = %340, %338, %337, %336, %335
  br label %346

342:                                              ; preds = %451, %346
  %343 = phi double [ %349, %346 ], [ %469, %451 ]
  %344 = add nuw nsw i64 %348, 1
  %345 = icmp eq i64 %351, 37
  br i1 %345, label %472, label %346, !llvm.loop !5

346:                                              ; preds = %341, %342
  %347 = phi i64 [ %351, %342 ], [ 0, %341 ]
  %348 = phi i64 [ %344, %342 ], [ 1, %341 ]
  %349 = phi double [ %343, %342 ], [ 0.000000e+00, %341 ]
  %350 = sub nsw i64 36, %347
  %351 = add nuw nsw i64 %347, 1
  %352 = icmp ult i64 %347, 36
  br i1 %352, label %353, label %342

353:                                              ; preds = %346
  %354 = getelementptr inbounds %struct.P, ptr @pts, i64 %347
  %355 = load <2 x double>, ptr %354, align 16, !tbaa !7
  %356 = getelementptr inbounds i8, ptr %354, i64 20
  %357 = load float, ptr %356, align 4, !tbaa !11
  %358 = getelementptr inbounds i8, ptr %354, i64 24
  %359 = load ptr, ptr %358, align 8, !tbaa !16
  %360 = load double, ptr %359, align 8, !tbaa !7
  %361 = getelementptr inbounds i8, ptr %354, i64 16
  %362 = load i32, ptr %361, align 16, !tbaa !17
  %363 = srem i32 %362, 3
  %364 = add nsw i32 %363, 1
  %365 = sitofp i32 %364 to double
  %366 = fmul fast double %360, %365
  %367 = icmp ult i64 %350, 9
  br i1 %367, label %448, label %368

368:                                              ; preds = %353
  %369 = and i64 %350, 7
  %370 = icmp eq i64 %369, 0
  %371 = select i1 %370, i64 8, i64 %369
  %372 = sub nsw i64 %350, %371
  %373 = add i64 %348, %372
  %374 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %349, i64 0
  %375 = shufflevector <2 x double> %355, <2 x double> poison, <4 x i32> zeroinitializer
  %376 = shufflevector <2 x double> %355, <2 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %377 = insertelement <4 x float> poison, float %357, i64 0
  %378 = shufflevector <4 x float> %377, <4 x float> poison, <4 x i32> zeroinitializer
  %379 = insertelement <4 x double> poison, double %366, i64 0
  %380 = shufflevector <4 x double> %379, <4 x double> poison, <4 x i32> zeroinitializer
  br label %381

381:                                              ; preds = %381, %368
  %382 = phi i64 [ 0, %368 ], [ %443, %381 ]
  %383 = phi <4 x double> [ %374, %368 ], [ %441, %381 ]
  %384 = phi <4 x double> [ zeroinitializer, %368 ], [ %442, %381 ]
  %385 = add i64 %348, %382
  %386 = getelementptr inbounds %struct.P, ptr @pts, i64 %385
  %387 = getelementptr %struct.P, ptr @pts, i64 %385
  %388 = getelementptr i8, ptr %387, i64 128
  %389 = load <16 x double>, ptr %386, align 16, !tbaa !7
  %390 = load <16 x double>, ptr %388, align 16, !tbaa !7
  %391 = shufflevector <16 x double> %389, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %392 = shufflevector <16 x double> %390, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %393 = shufflevector <16 x double> %389, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %394 = shufflevector <16 x double> %390, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %395 = fsub fast <4 x double> %375, %391
  %396 = fsub fast <4 x double> %375, %392
  %397 = fsub fast <4 x double> %376, %393
  %398 = fsub fast <4 x double> %376, %394
  %399 = getelementptr inbounds i8, ptr %386, i64 20
  %400 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 52), i64 %385
  %401 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 84), i64 %385
  %402 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 116), i64 %385
  %403 = getelementptr i8, ptr %387, i64 148
  %404 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 180), i64 %385
  %405 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 212), i64 %385
  %406 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 244), i64 %385
  %407 = load float, ptr %399, align 4, !tbaa !11
  %408 = load float, ptr %400, align 4, !tbaa !11
  %409 = load float, ptr %401, align 4, !tbaa !11
  %410 = load float, ptr %402, align 4, !tbaa !11
  %411 = insertelement <4 x float> poison, float %407, i64 0
  %412 = insertelement <4 x float> %411, float %408, i64 1
  %413 = insertelement <4 x float> %412, float %409, i64 2
  %414 = insertelement <4 x float> %413, float %410, i64 3
  %415 = load float, ptr %403, align 4, !tbaa !11
  %416 = load float, ptr %404, align 4, !tbaa !11
  %417 = load float, ptr %405, align 4, !tbaa !11
  %418 = load float, ptr %406, align 4, !tbaa !11
  %419 = insertelement <4 x float> poison, float %415, i64 0
  %420 = insertelement <4 x float> %419, float %416, i64 1
  %421 = insertelement <4 x float> %420, float %417, i64 2
  %422 = insertelement <4 x float> %421, float %418, i64 3
  %423 = fmul fast <4 x float> %414, %378
  %424 = fmul fast <4 x float> %422, %378
  %425 = fpext <4 x float> %423 to <4 x double>
  %426 = fpext <4 x float> %424 to <4 x double>
  %427 = fmul fast <4 x double> %395, %395
  %428 = fmul fast <4 x double> %396, %396
  %429 = fmul fast <4 x double> %397, %397
  %430 = fmul fast <4 x double> %398, %398
  %431 = fadd fast <4 x double> %427, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %432 = fadd fast <4 x double> %428, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %433 = fadd fast <4 x double> %431, %429
  %434 = fadd fast <4 x double> %432, %430
  %435 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %433)
  %436 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %434)
  %437 = fdiv fast <4 x double> %425, %435
  %438 = fdiv fast <4 x double> %426, %436
  %439 = fadd fast <4 x double> %383, %380
  %440 = fadd fast <4 x double> %384, %380
  %441 = fadd fast <4 x double> %439, %437
  %442 = fadd fast <4 x double> %440, %438
  %443 = add nuw i64 %382, 8
  %444 = icmp eq i64 %443, %372
  br i1 %444, label %445, label %381, !llvm.loop !34

445:                                              ; preds = %381
  %446 = fadd fast <4 x double> %442, %441
  %447 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %446)
  br label %448

448:                                              ; preds = %445, %353
  %449 = phi i64 [ %348, %353 ], [ %373, %445 ]
  %450 = phi double [ %349, %353 ], [ %447, %445 ]
  br label %451

451:                                              ; preds = %448, %451
  %452 = phi i64 [ %470, %451 ], [ %449, %448 ]
  %453 = phi double [ %469, %451 ], [ %450, %448 ]
  %454 = getelementptr inbounds %struct.P, ptr @pts, i64 %452
  %455 = getelementptr inbounds i8, ptr %454, i64 20
  %456 = load float, ptr %455, align 4, !tbaa !11
  %457 = fmul fast float %456, %357
  %458 = fpext float %457 to double
  %459 = load <2 x double>, ptr %454, align 16, !tbaa !7
  %460 = fsub fast <2 x double> %355, %459
  %461 = fmul fast <2 x double> %460, %460
  %462 = extractelement <2 x double> %461, i64 0
  %463 = fadd fast double %462, 1.000000e-01
  %464 = extractelement <2 x double> %461, i64 1
  %465 = fadd fast double %463, %464
  %466 = call fast double @llvm.sqrt.f64(double %465)
  %467 = fdiv fast double %458, %466
  %468 = fadd fast double %453, %366
  %469 = fadd fast double %468, %467
  %470 = add nuw nsw i64 %452, 1
  %471 = icmp eq i64 %470, 37
  br i1 %471, label %342, label %451, !llvm.loop !35

472:                                              ; preds = %342
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %108, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !29
  store double %196, ptr %114, align 8, !tbaa !7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %473 = fsub fast double %206, %343
  %474 = fmul fast double %192, 2.000000e-06
  %475 = fdiv fast double %473, %474
  %476 = icmp eq i64 %188, 2
  br i1 %476, label %477, label %749

477:                                              ; preds = %472
  %478 = fadd fast double %190, 1.000000e-03
  %479 = fptrunc double %478 to float
  %480 = fadd fast double %190, -1.000000e-03
  %481 = fptrunc double %480 to float
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %108, i64 32, i1 false), !tbaa.struct !29
  store float %479, ptr %111, align 4, !tbaa !11
  br label %486

482:                                              ; preds = %591, %486
  %483 = phi double [ %489, %486 ], [ %609, %591 ]
  %484 = add nuw nsw i64 %488, 1
  %485 = icmp eq i64 %491, 37
  br i1 %485, label %612, label %486, !llvm.loop !5

486:                                              ; preds = %482, %477
  %487 = phi i64 [ 0, %477 ], [ %491, %482 ]
  %488 = phi i64 [ 1, %477 ], [ %484, %482 ]
  %489 = phi double [ 0.000000e+00, %477 ], [ %483, %482 ]
  %490 = sub nsw i64 36, %487
  %491 = add nuw nsw i64 %487, 1
  %492 = icmp ult i64 %487, 36
  br i1 %492, label %493, label %482

493:                                              ; preds = %486
  %494 = getelementptr inbounds %struct.P, ptr @pts, i64 %487
  %495 = load <2 x double>, ptr %494, align 16, !tbaa !7
  %496 = getelementptr inbounds i8, ptr %494, i64 20
  %497 = load float, ptr %496, align 4, !tbaa !11
  %498 = getelementptr inbounds i8, ptr %494, i64 24
  %499 = load ptr, ptr %498, align 8, !tbaa !16
  %500 = load double, ptr %499, align 8, !tbaa !7
  %501 = getelementptr inbounds i8, ptr %494, i64 16
  %502 = load i32, ptr %501, align 16, !tbaa !17
  %503 = srem i32 %502, 3
  %504 = add nsw i32 %503, 1
  %505 = sitofp i32 %504 to double
  %506 = fmul fast double %500, %505
  %507 = icmp ult i64 %490, 9
  br i1 %507, label %588, label %508

508:                                              ; preds = %493
  %509 = and i64 %490, 7
  %510 = icmp eq i64 %509, 0
  %511 = select i1 %510, i64 8, i64 %509
  %512 = sub i64 %490, %511
  %513 = add i64 %488, %512
  %514 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %489, i64 0
  %515 = shufflevector <2 x double> %495, <2 x double> poison, <4 x i32> zeroinitializer
  %516 = shufflevector <2 x double> %495, <2 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %517 = insertelement <4 x float> poison, float %497, i64 0
  %518 = shufflevector <4 x float> %517, <4 x float> poison, <4 x i32> zeroinitializer
  %519 = insertelement <4 x double> poison, double %506, i64 0
  %520 = shufflevector <4 x double> %519, <4 x double> poison, <4 x i32> zeroinitializer
  br label %521

521:                                              ; preds = %521, %508
  %522 = phi i64 [ 0, %508 ], [ %583, %521 ]
  %523 = phi <4 x double> [ %514, %508 ], [ %581, %521 ]
  %524 = phi <4 x double> [ zeroinitializer, %508 ], [ %582, %521 ]
  %525 = add i64 %488, %522
  %526 = getelementptr inbounds %struct.P, ptr @pts, i64 %525
  %527 = getelementptr %struct.P, ptr @pts, i64 %525
  %528 = getelementptr i8, ptr %527, i64 128
  %529 = load <16 x double>, ptr %526, align 16, !tbaa !7
  %530 = load <16 x double>, ptr %528, align 16, !tbaa !7
  %531 = shufflevector <16 x double> %529, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %532 = shufflevector <16 x double> %530, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %533 = shufflevector <16 x double> %529, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %534 = shufflevector <16 x double> %530, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %535 = fsub fast <4 x double> %515, %531
  %536 = fsub fast <4 x double> %515, %532
  %537 = fsub fast <4 x double> %516, %533
  %538 = fsub fast <4 x double> %516, %534
  %539 = getelementptr inbounds i8, ptr %526, i64 20
  %540 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 52), i64 %525
  %541 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 84), i64 %525
  %542 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 116), i64 %525
  %543 = getelementptr i8, ptr %527, i64 148
  %544 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 180), i64 %525
  %545 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 212), i64 %525
  %546 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 244), i64 %525
  %547 = load float, ptr %539, align 4, !tbaa !11
  %548 = load float, ptr %540, align 4, !tbaa !11
  %549 = load float, ptr %541, align 4, !tbaa !11
  %550 = load float, ptr %542, align 4, !tbaa !11
  %551 = insertelement <4 x float> poison, float %547, i64 0
  %552 = insertelement <4 x float> %551, float %548, i64 1
  %553 = insertelement <4 x float> %552, float %549, i64 2
  %554 = insertelement <4 x float> %553, float %550, i64 3
  %555 = load float, ptr %543, align 4, !tbaa !11
  %556 = load float, ptr %544, align 4, !tbaa !11
  %557 = load float, ptr %545, align 4, !tbaa !11
  %558 = load float, ptr %546, align 4, !tbaa !11
  %559 = insertelement <4 x float> poison, float %555, i64 0
  %560 = insertelement <4 x float> %559, float %556, i64 1
  %561 = insertelement <4 x float> %560, float %557, i64 2
  %562 = insertelement <4 x float> %561, float %558, i64 3
  %563 = fmul fast <4 x float> %554, %518
  %564 = fmul fast <4 x float> %562, %518
  %565 = fpext <4 x float> %563 to <4 x double>
  %566 = fpext <4 x float> %564 to <4 x double>
  %567 = fmul fast <4 x double> %535, %535
  %568 = fmul fast <4 x double> %536, %536
  %569 = fmul fast <4 x double> %537, %537
  %570 = fmul fast <4 x double> %538, %538
  %571 = fadd fast <4 x double> %567, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %572 = fadd fast <4 x double> %568, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %573 = fadd fast <4 x double> %571, %569
  %574 = fadd fast <4 x double> %572, %570
  %575 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %573)
  %576 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %574)
  %577 = fdiv fast <4 x double> %565, %575
  %578 = fdiv fast <4 x double> %566, %576
  %579 = fadd fast <4 x double> %523, %520
  %580 = fadd fast <4 x double> %524, %520
  %581 = fadd fast <4 x double> %579, %577
  %582 = fadd fast <4 x double> %580, %578
  %583 = add nuw i64 %522, 8
  %584 = icmp eq i64 %583, %512
  br i1 %584, label %585, label %521, !llvm.loop !36

585:                                              ; preds = %521
  %586 = fadd fast <4 x double> %582, %581
  %587 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %586)
  br label %588

588:                                              ; preds = %585, %493
  %589 = phi i64 [ %488, %493 ], [ %513, %585 ]
  %590 = phi double [ %489, %493 ], [ %587, %585 ]
  br label %591

591:                                              ; preds = %588, %591
  %592 = phi i64 [ %610, %591 ], [ %589, %588 ]
  %593 = phi double [ %609, %591 ], [ %590, %588 ]
  %594 = getelementptr inbounds %struct.P, ptr @pts, i64 %592
  %595 = getelementptr inbounds i8, ptr %594, i64 20
  %596 = load float, ptr %595, align 4, !tbaa !11
  %597 = fmul fast float %596, %497
  %598 = fpext float %597 to double
  %599 = load <2 x double>, ptr %594, align 16, !tbaa !7
  %600 = fsub fast <2 x double> %495, %599
  %601 = fmul fast <2 x double> %600, %600
  %602 = extractelement <2 x double> %601, i64 0
  %603 = fadd fast double %602, 1.000000e-01
  %604 = extractelement <2 x double> %601, i64 1
  %605 = fadd fast double %603, %604
  %606 = call fast double @llvm.sqrt.f64(double %605)
  %607 = fdiv fast double %598, %606
  %608 = fadd fast double %593, %506
  %609 = fadd fast double %608, %607
  %610 = add nuw nsw i64 %592, 1
  %611 = icmp eq i64 %610, 37
  br i1 %611, label %482, label %591, !llvm.loop !37

612:                                              ; preds = %482
  %613 = fpext float %479 to double
  %614 = fpext float %481 to double
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %108, ptr noundef nonnull align 8 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %108, i64 32, i1 false), !tbaa.struct !29
  store float %481, ptr %111, align 4, !tbaa !11
  br label %619

615:                                              ; preds = %724, %619
  %616 = phi double [ %622, %619 ], [ %742, %724 ]
  %617 = add nuw nsw i64 %621, 1
  %618 = icmp eq i64 %624, 37
  br i1 %618, label %745, label %619, !llvm.loop !5

619:                                              ; preds = %615, %612
  %620 = phi i64 [ 0, %612 ], [ %624, %615 ]
  %621 = phi i64 [ 1, %612 ], [ %617, %615 ]
  %622 = phi double [ 0.000000e+00, %612 ], [ %616, %615 ]
  %623 = sub nsw i64 36, %620
  %624 = add nuw nsw i64 %620, 1
  %625 = icmp ult i64 %620, 36
  br i1 %625, label %626, label %615

626:                                              ; preds = %619
  %627 = getelementptr inbounds %struct.P, ptr @pts, i64 %620
  %628 = load <2 x double>, ptr %627, align 16, !tbaa !7
  %629 = getelementptr inbounds i8, ptr %627, i64 20
  %630 = load float, ptr %629, align 4, !tbaa !11
  %631 = getelementptr inbounds i8, ptr %627, i64 24
  %632 = load ptr, ptr %631, align 8, !tbaa !16
  %633 = load double, ptr %632, align 8, !tbaa !7
  %634 = getelementptr inbounds i8, ptr %627, i64 16
  %635 = load i32, ptr %634, align 16, !tbaa !17
  %636 = srem i32 %635, 3
  %637 = add nsw i32 %636, 1
  %638 = sitofp i32 %637 to double
  %639 = fmul fast double %633, %638
  %640 = icmp ult i64 %623, 9
  br i1 %640, label %721, label %641

641:                                              ; preds = %626
  %642 = and i64 %623, 7
  %643 = icmp eq i64 %642, 0
  %644 = select i1 %643, i64 8, i64 %642
  %645 = sub i64 %623, %644
  %646 = add i64 %621, %645
  %647 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %622, i64 0
  %648 = shufflevector <2 x double> %628, <2 x double> poison, <4 x i32> zeroinitializer
  %649 = shufflevector <2 x double> %628, <2 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %650 = insertelement <4 x float> poison, float %630, i64 0
  %651 = shufflevector <4 x float> %650, <4 x float> poison, <4 x i32> zeroinitializer
  %652 = insertelement <4 x double> poison, double %639, i64 0
  %653 = shufflevector <4 x double> %652, <4 x double> poison, <4 x i32> zeroinitializer
  br label %654

654:                                              ; preds = %654, %641
  %655 = phi i64 [ 0, %641 ], [ %716, %654 ]
  %656 = phi <4 x double> [ %647, %641 ], [ %714, %654 ]
  %657 = phi <4 x double> [ zeroinitializer, %641 ], [ %715, %654 ]
  %658 = add i64 %621, %655
  %659 = getelementptr inbounds %struct.P, ptr @pts, i64 %658
  %660 = getelementptr %struct.P, ptr @pts, i64 %658
  %661 = getelementptr i8, ptr %660, i64 128
  %662 = load <16 x double>, ptr %659, align 16, !tbaa !7
  %663 = load <16 x double>, ptr %661, align 16, !tbaa !7
  %664 = shufflevector <16 x double> %662, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %665 = shufflevector <16 x double> %663, <16 x double> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %666 = shufflevector <16 x double> %662, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %667 = shufflevector <16 x double> %663, <16 x double> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %668 = fsub fast <4 x double> %648, %664
  %669 = fsub fast <4 x double> %648, %665
  %670 = fsub fast <4 x double> %649, %666
  %671 = fsub fast <4 x double> %649, %667
  %672 = getelementptr inbounds i8, ptr %659, i64 20
  %673 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 52), i64 %658
  %674 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 84), i64 %658
  %675 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 116), i64 %658
  %676 = getelementptr i8, ptr %660, i64 148
  %677 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 180), i64 %658
  %678 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 212), i64 %658
  %679 = getelementptr %struct.P, ptr getelementptr (i8, ptr @pts, i64 244), i64 %658
  %680 = load float, ptr %672, align 4, !tbaa !11
  %681 = load float, ptr %673, align 4, !tbaa !11
  %682 = load float, ptr %674, align 4, !tbaa !11
  %683 = load float, ptr %675, align 4, !tbaa !11
  %684 = insertelement <4 x float> poison, float %680, i64 0
  %685 = insertelement <4 x float> %684, float %681, i64 1
  %686 = insertelement <4 x float> %685, float %682, i64 2
  %687 = insertelement <4 x float> %686, float %683, i64 3
  %688 = load float, ptr %676, align 4, !tbaa !11
  %689 = load float, ptr %677, align 4, !tbaa !11
  %690 = load float, ptr %678, align 4, !tbaa !11
  %691 = load float, ptr %679, align 4, !tbaa !11
  %692 = insertelement <4 x float> poison, float %688, i64 0
  %693 = insertelement <4 x float> %692, float %689, i64 1
  %694 = insertelement <4 x float> %693, float %690, i64 2
  %695 = insertelement <4 x float> %694, float %691, i64 3
  %696 = fmul fast <4 x float> %687, %651
  %697 = fmul fast <4 x float> %695, %651
  %698 = fpext <4 x float> %696 to <4 x double>
  %699 = fpext <4 x float> %697 to <4 x double>
  %700 = fmul fast <4 x double> %668, %668
  %701 = fmul fast <4 x double> %669, %669
  %702 = fmul fast <4 x double> %670, %670
  %703 = fmul fast <4 x double> %671, %671
  %704 = fadd fast <4 x double> %700, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %705 = fadd fast <4 x double> %701, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %706 = fadd fast <4 x double> %704, %702
  %707 = fadd fast <4 x double> %705, %703
  %708 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %706)
  %709 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %707)
  %710 = fdiv fast <4 x double> %698, %708
  %711 = fdiv fast <4 x double> %699, %709
  %712 = fadd fast <4 x double> %656, %653
  %713 = fadd fast <4 x double> %657, %653
  %714 = fadd fast <4 x double> %712, %710
  %715 = fadd fast <4 x double> %713, %711
  %716 = add nuw i64 %655, 8
  %717 = icmp eq i64 %716, %645
  br i1 %717, label %718, label %654, !llvm.loop !38

718:                                              ; preds = %654
  %719 = fadd fast <4 x double> %715, %714
  %720 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %719)
  br label %721

721:                                              ; preds = %718, %626
  %722 = phi i64 [ %621, %626 ], [ %646, %718 ]
  %723 = phi double [ %622, %626 ], [ %720, %718 ]
  br label %724

724:                                              ; preds = %721, %724
  %725 = phi i64 [ %743, %724 ], [ %722, %721 ]
  %726 = phi double [ %742, %724 ], [ %723, %721 ]
  %727 = getelementptr inbounds %struct.P, ptr @pts, i64 %725
  %728 = getelementptr inbounds i8, ptr %727, i64 20
  %729 = load float, ptr %728, align 4, !tbaa !11
  %730 = fmul fast float %729, %630
  %731 = fpext float %730 to double
  %732 = load <2 x double>, ptr %727, align 16, !tbaa !7
  %733 = fsub fast <2 x double> %628, %732
  %734 = fmul fast <2 x double> %733, %733
  %735 = extractelement <2 x double> %734, i64 0
  %736 = fadd fast double %735, 1.000000e-01
  %737 = extractelement <2 x double> %734, i64 1
  %738 = fadd fast double %736, %737
  %739 = call fast double @llvm.sqrt.f64(double %738)
  %740 = fdiv fast double %731, %739
  %741 = fadd fast double %726, %639
  %742 = fadd fast double %741, %740
  %743 = add nuw nsw i64 %725, 1
  %744 = icmp eq i64 %743, 37
  br i1 %744, label %615, label %724, !llvm.loop !39

745:                                              ; preds = %615
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %108, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  %746 = fsub fast double %483, %616
  %747 = fsub fast double %613, %614
  %748 = fdiv fast double %746, %747
  br label %749

749:                                              ; preds = %745, %472
  %750 = phi double [ 1.000000e-04, %745 ], [ 0x3EB0C6F7A0B5ED8D, %472 ]
  %751 = phi nsz double [ %748, %745 ], [ %475, %472 ]
  %752 = add nuw nsw i64 %188, %116
  %753 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %188
  %754 = load double, ptr %753, align 8, !tbaa !7
  %755 = call fast double @llvm.fabs.f64(double %751)
  %756 = call fast double @llvm.maxnum.f64(double %755, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %754, ptr %4, align 8, !tbaa !7
  %757 = load volatile double, ptr %4, align 8, !tbaa !7
  %758 = call double @llvm.fabs.f64(double %757)
  %759 = fcmp ueq double %758, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %759, label %773, label %760

760:                                              ; preds = %749
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %751, ptr %3, align 8, !tbaa !7
  %761 = load volatile double, ptr %3, align 8, !tbaa !7
  %762 = call double @llvm.fabs.f64(double %761)
  %763 = fcmp ueq double %762, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %763, label %773, label %764

764:                                              ; preds = %760
  %765 = fsub fast double %754, %751
  %766 = call fast double @llvm.fabs.f64(double %765)
  %767 = fmul fast double %756, %750
  %768 = fcmp fast ole double %766, %767
  %769 = freeze i1 %768
  br i1 %769, label %770, label %773

770:                                              ; preds = %764
  %771 = trunc nuw nsw i64 %752 to i32
  %772 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %771, double noundef nofpclass(nan inf) %754, double noundef nofpclass(nan inf) %751, ptr noundef nonnull @.str.5)
  br label %778

773:                                              ; preds = %764, %760, %749
  %774 = trunc nuw nsw i64 %752 to i32
  %775 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %774, double noundef nofpclass(nan inf) %754, double noundef nofpclass(nan inf) %751, ptr noundef nonnull @.str.6)
  %776 = load i32, ptr @n_fail, align 4, !tbaa !24
  %777 = add nsw i32 %776, 1
  store i32 %777, ptr @n_fail, align 4, !tbaa !24
  br label %778

778:                                              ; preds = %770, %773
  %779 = add nuw nsw i64 %188, 1
  %780 = icmp eq i64 %779, 4
  br i1 %780, label %117, label %187, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #8

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !14, i64 20}
!12 = !{!"", !8, i64 0, !8, i64 8, !13, i64 16, !14, i64 20, !15, i64 24}
!13 = !{!"int", !9, i64 0}
!14 = !{!"float", !9, i64 0}
!15 = !{!"any pointer", !9, i64 0}
!16 = !{!12, !15, i64 24}
!17 = !{!12, !13, i64 16}
!18 = distinct !{!18, !6, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !6, !20, !19}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !9, i64 0}
!24 = !{!13, !13, i64 0}
!25 = !{!14, !14, i64 0}
!26 = !{!15, !15, i64 0}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = !{i64 0, i64 8, !7, i64 8, i64 8, !7, i64 16, i64 4, !24, i64 20, i64 4, !25, i64 24, i64 8, !26}
!30 = !{!12, !8, i64 0}
!31 = !{!12, !8, i64 8}
!32 = distinct !{!32, !6, !19, !20}
!33 = distinct !{!33, !6, !20, !19}
!34 = distinct !{!34, !6, !19, !20}
!35 = distinct !{!35, !6, !20, !19}
!36 = distinct !{!36, !6, !19, !20}
!37 = distinct !{!37, !6, !20, !19}
!38 = distinct !{!38, !6, !19, !20}
!39 = distinct !{!39, !6, !20, !19}
!40 = distinct !{!40, !6}
