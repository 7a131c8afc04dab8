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
define dso_local nofpclass(nan inf) double @loss(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
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
  br i1 %16, label %17, label %116

17:                                               ; preds = %2
  %18 = load double, ptr %0, align 8, !tbaa !13
  %19 = add i32 %1, 2
  %20 = zext i32 %19 to i64
  %21 = icmp ult i32 %19, 8
  br i1 %21, label %22, label %25

22:                                               ; preds = %112, %17
  %23 = phi i64 [ 0, %17 ], [ %26, %112 ]
  %24 = phi double [ 0.000000e+00, %17 ], [ %114, %112 ]
  br label %118

25:                                               ; preds = %17
  %26 = and i64 %20, 4294967288
  %27 = insertelement <4 x double> poison, double %18, i64 0
  %28 = shufflevector <4 x double> %27, <4 x double> poison, <4 x i32> zeroinitializer
  br label %29

29:                                               ; preds = %29, %25
  %30 = phi i64 [ 0, %25 ], [ %109, %29 ]
  %31 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %25 ], [ %110, %29 ]
  %32 = phi <4 x double> [ zeroinitializer, %25 ], [ %107, %29 ]
  %33 = phi <4 x double> [ zeroinitializer, %25 ], [ %108, %29 ]
  %34 = or disjoint i64 %30, 1
  %35 = or disjoint i64 %30, 2
  %36 = or disjoint i64 %30, 3
  %37 = or disjoint i64 %30, 4
  %38 = or disjoint i64 %30, 5
  %39 = or disjoint i64 %30, 6
  %40 = or disjoint i64 %30, 7
  %41 = trunc <4 x i64> %31 to <4 x i32>
  %42 = add <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %43 = trunc <4 x i64> %31 to <4 x i32>
  %44 = add <4 x i32> %43, <i32 5, i32 5, i32 5, i32 5>
  %45 = uitofp <4 x i32> %42 to <4 x double>
  %46 = uitofp <4 x i32> %44 to <4 x double>
  %47 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %30
  %48 = getelementptr inbounds i8, ptr %47, i64 32
  %49 = load <4 x double>, ptr %47, align 16, !tbaa !13
  %50 = load <4 x double>, ptr %48, align 16, !tbaa !13
  %51 = fmul fast <4 x double> %49, %49
  %52 = fmul fast <4 x double> %50, %50
  %53 = fmul fast <4 x double> %51, %45
  %54 = fmul fast <4 x double> %52, %46
  %55 = icmp slt i64 %30, %6
  %56 = icmp slt i64 %34, %6
  %57 = icmp slt i64 %35, %6
  %58 = icmp slt i64 %36, %6
  %59 = icmp slt i64 %37, %6
  %60 = icmp slt i64 %38, %6
  %61 = icmp slt i64 %39, %6
  %62 = icmp slt i64 %40, %6
  %63 = and i64 %30, 4294967288
  %64 = and i64 %34, 4294967289
  %65 = and i64 %35, 4294967290
  %66 = and i64 %36, 4294967291
  %67 = and i64 %37, 4294967292
  %68 = and i64 %38, 4294967293
  %69 = and i64 %39, 4294967294
  %70 = and i64 %40, 4294967295
  %71 = select i1 %55, i64 %63, i64 0
  %72 = select i1 %56, i64 %64, i64 0
  %73 = select i1 %57, i64 %65, i64 0
  %74 = select i1 %58, i64 %66, i64 0
  %75 = select i1 %59, i64 %67, i64 0
  %76 = select i1 %60, i64 %68, i64 0
  %77 = select i1 %61, i64 %69, i64 0
  %78 = select i1 %62, i64 %70, i64 0
  %79 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %71
  %80 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %72
  %81 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %73
  %82 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %74
  %83 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %75
  %84 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %76
  %85 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %77
  %86 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %78
  %87 = load double, ptr %79, align 16, !tbaa !13
  %88 = load double, ptr %80, align 8, !tbaa !13
  %89 = load double, ptr %81, align 16, !tbaa !13
  %90 = load double, ptr %82, align 8, !tbaa !13
  %91 = insertelement <4 x double> poison, double %87, i64 0
  %92 = insertelement <4 x double> %91, double %88, i64 1
  %93 = insertelement <4 x double> %92, double %89, i64 2
  %94 = insertelement <4 x double> %93, double %90, i64 3
  %95 = load double, ptr %83, align 16, !tbaa !13
  %96 = load double, ptr %84, align 8, !tbaa !13
  %97 = load double, ptr %85, align 16, !tbaa !13
  %98 = load double, ptr %86, align 8, !tbaa !13
  %99 = insertelement <4 x double> poison, double %95, i64 0
  %100 = insertelement <4 x double> %99, double %96, i64 1
  %101 = insertelement <4 x double> %100, double %97, i64 2
  %102 = insertelement <4 x double> %101, double %98, i64 3
  %103 = fmul fast <4 x double> %28, %94
  %104 = fmul fast <4 x double> %28, %102
  %105 = fadd fast <4 x double> %53, %32
  %106 = fadd fast <4 x double> %54, %33
  %107 = fadd fast <4 x double> %105, %103
  %108 = fadd fast <4 x double> %106, %104
  %109 = add nuw i64 %30, 8
  %110 = add <4 x i64> %31, <i64 8, i64 8, i64 8, i64 8>
  %111 = icmp eq i64 %109, %26
  br i1 %111, label %112, label %29, !llvm.loop !17

112:                                              ; preds = %29
  %113 = fadd fast <4 x double> %108, %107
  %114 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %113)
  %115 = icmp eq i64 %26, %20
  br i1 %115, label %116, label %22

116:                                              ; preds = %118, %112, %2
  %117 = phi double [ 0.000000e+00, %2 ], [ %114, %112 ], [ %135, %118 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  ret double %117

118:                                              ; preds = %22, %118
  %119 = phi i64 [ %121, %118 ], [ %23, %22 ]
  %120 = phi double [ %135, %118 ], [ %24, %22 ]
  %121 = add nuw nsw i64 %119, 1
  %122 = trunc nuw i64 %121 to i32
  %123 = uitofp nneg i32 %122 to double
  %124 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %119
  %125 = load double, ptr %124, align 8, !tbaa !13
  %126 = fmul fast double %125, %125
  %127 = fmul fast double %126, %123
  %128 = icmp slt i64 %119, %6
  %129 = and i64 %119, 4294967295
  %130 = select i1 %128, i64 %129, i64 0
  %131 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !13
  %133 = fmul fast double %18, %132
  %134 = fadd fast double %127, %120
  %135 = fadd fast double %134, %133
  %136 = icmp eq i64 %121, %20
  br i1 %136, label %116, label %118, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
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
  %8 = load i64, ptr @rng_state, align 8, !tbaa !22
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = insertelement <4 x i64> poison, i64 %10, i64 0
  %18 = insertelement <4 x i64> %17, i64 %12, i64 1
  %19 = insertelement <4 x i64> %18, i64 %14, i64 2
  %20 = insertelement <4 x i64> %19, i64 %16, i64 3
  %21 = lshr <4 x i64> %20, <i64 10, i64 10, i64 10, i64 10>
  %22 = and <4 x i64> %21, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %23 = uitofp nneg <4 x i64> %22 to <4 x double>
  %24 = fmul fast <4 x double> %23, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %25 = fadd fast <4 x double> %24, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %25, ptr %5, align 16, !tbaa !13
  %26 = mul i64 %16, 6364136223846793005
  %27 = getelementptr inbounds i8, ptr %5, i64 32
  %28 = add i64 %26, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = insertelement <2 x i64> poison, i64 %28, i64 0
  %32 = insertelement <2 x i64> %31, i64 %30, i64 1
  %33 = lshr <2 x i64> %32, <i64 10, i64 10>
  %34 = and <2 x i64> %33, <i64 18014398509481982, i64 18014398509481982>
  %35 = uitofp nneg <2 x i64> %34 to <2 x double>
  %36 = fmul fast <2 x double> %35, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %37 = fadd fast <2 x double> %36, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %37, ptr %27, align 16, !tbaa !13
  %38 = mul i64 %30, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = insertelement <4 x i64> poison, i64 %39, i64 0
  %47 = insertelement <4 x i64> %46, i64 %41, i64 1
  %48 = insertelement <4 x i64> %47, i64 %43, i64 2
  %49 = insertelement <4 x i64> %48, i64 %45, i64 3
  %50 = lshr <4 x i64> %49, <i64 10, i64 10, i64 10, i64 10>
  %51 = and <4 x i64> %50, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %52 = uitofp nneg <4 x i64> %51 to <4 x double>
  %53 = fmul fast <4 x double> %52, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %54 = fadd fast <4 x double> %53, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %54, ptr %7, align 16, !tbaa !13
  %55 = mul i64 %45, 6364136223846793005
  %56 = getelementptr inbounds i8, ptr %7, i64 32
  %57 = add i64 %55, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = insertelement <2 x i64> poison, i64 %57, i64 0
  %61 = insertelement <2 x i64> %60, i64 %59, i64 1
  %62 = lshr <2 x i64> %61, <i64 10, i64 10>
  %63 = and <2 x i64> %62, <i64 18014398509481982, i64 18014398509481982>
  %64 = uitofp nneg <2 x i64> %63 to <2 x double>
  %65 = fmul fast <2 x double> %64, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %66 = fadd fast <2 x double> %65, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %66, ptr %56, align 16, !tbaa !13
  store i64 %59, ptr @rng_state, align 8, !tbaa !22
  %67 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !24
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loss, i32 noundef %67, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %68, i32 noundef 6) #12
  %69 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %69, ptr noundef nonnull readonly align 16 dereferenceable(48) %5, i64 noundef 48, i1 noundef false) #12
  br label %70

70:                                               ; preds = %109, %0
  %71 = phi i64 [ 0, %0 ], [ %110, %109 ]
  %72 = getelementptr inbounds double, ptr %6, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !13
  %74 = getelementptr inbounds double, ptr %69, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !13
  %76 = call fast double @llvm.fabs.f64(double %75)
  %77 = call fast double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  %78 = fmul fast double %77, 0x3EB0C6F7A0B5ED8D
  %79 = fadd fast double %78, %75
  %80 = fsub fast double %75, %78
  store double %79, ptr %74, align 8, !tbaa !13
  %81 = call fast nofpclass(nan inf) double @loss(ptr noundef nonnull readonly %69, i32 noundef 6)
  store double %80, ptr %74, align 8, !tbaa !13
  %82 = call fast nofpclass(nan inf) double @loss(ptr noundef nonnull readonly %69, i32 noundef 6)
  store double %75, ptr %74, align 8, !tbaa !13
  %83 = fsub fast double %81, %82
  %84 = fmul fast double %77, 2.000000e-06
  %85 = fdiv fast double %83, %84
  %86 = call fast double @llvm.fabs.f64(double %85)
  %87 = call fast double @llvm.maxnum.f64(double %86, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %73, ptr %4, align 8, !tbaa !13
  %88 = load volatile double, ptr %4, align 8, !tbaa !13
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = fcmp ueq double %89, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %90, label %104, label %91

91:                                               ; preds = %70
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %85, ptr %3, align 8, !tbaa !13
  %92 = load volatile double, ptr %3, align 8, !tbaa !13
  %93 = call double @llvm.fabs.f64(double %92)
  %94 = fcmp ueq double %93, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %94, label %104, label %95

95:                                               ; preds = %91
  %96 = fsub fast double %73, %85
  %97 = call fast double @llvm.fabs.f64(double %96)
  %98 = fmul fast double %87, 0x3EB0C6F7A0B5ED8D
  %99 = fcmp fast ole double %97, %98
  %100 = freeze i1 %99
  br i1 %100, label %101, label %104

101:                                              ; preds = %95
  %102 = trunc nuw nsw i64 %71 to i32
  %103 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str, i32 noundef %102, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %85, ptr noundef nonnull @.str.4) #12
  br label %109

104:                                              ; preds = %95, %91, %70
  %105 = trunc nuw nsw i64 %71 to i32
  %106 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str, i32 noundef %105, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %85, ptr noundef nonnull @.str.5) #12
  %107 = load i32, ptr @n_fail, align 4, !tbaa !24
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr @n_fail, align 4, !tbaa !24
  br label %109

109:                                              ; preds = %104, %101
  %110 = add nuw nsw i64 %71, 1
  %111 = icmp eq i64 %110, 6
  br i1 %111, label %112, label %70, !llvm.loop !26

112:                                              ; preds = %109
  call void @free(ptr noundef nonnull %69) #12
  %113 = load double, ptr %6, align 16, !tbaa !13
  %114 = extractelement <4 x double> %54, i64 0
  %115 = fmul fast double %113, %114
  %116 = getelementptr inbounds i8, ptr %6, i64 8
  %117 = load double, ptr %116, align 8, !tbaa !13
  %118 = extractelement <4 x double> %54, i64 1
  %119 = fmul fast double %117, %118
  %120 = fadd fast double %119, %115
  %121 = getelementptr inbounds i8, ptr %6, i64 16
  %122 = load double, ptr %121, align 16, !tbaa !13
  %123 = extractelement <4 x double> %54, i64 2
  %124 = fmul fast double %122, %123
  %125 = fadd fast double %124, %120
  %126 = getelementptr inbounds i8, ptr %6, i64 24
  %127 = load double, ptr %126, align 8, !tbaa !13
  %128 = extractelement <4 x double> %54, i64 3
  %129 = fmul fast double %127, %128
  %130 = fadd fast double %129, %125
  %131 = getelementptr inbounds i8, ptr %6, i64 32
  %132 = load double, ptr %131, align 16, !tbaa !13
  %133 = extractelement <2 x double> %66, i64 0
  %134 = fmul fast double %132, %133
  %135 = fadd fast double %134, %130
  %136 = getelementptr inbounds i8, ptr %6, i64 40
  %137 = load double, ptr %136, align 8, !tbaa !13
  %138 = extractelement <2 x double> %66, i64 1
  %139 = fmul fast double %137, %138
  %140 = fadd fast double %139, %135
  %141 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %142 = load i32, ptr @enzyme_const, align 4, !tbaa !24
  %143 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loss, i32 noundef %141, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %142, i32 noundef 6) #12
  %144 = call fast double @llvm.fabs.f64(double %140)
  %145 = call fast double @llvm.maxnum.f64(double %144, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %143, ptr %2, align 8, !tbaa !13
  %146 = load volatile double, ptr %2, align 8, !tbaa !13
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %148, label %162, label %149

149:                                              ; preds = %112
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %140, ptr %1, align 8, !tbaa !13
  %150 = load volatile double, ptr %1, align 8, !tbaa !13
  %151 = call double @llvm.fabs.f64(double %150)
  %152 = fcmp ueq double %151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %152, label %162, label %153

153:                                              ; preds = %149
  %154 = fsub fast double %143, %140
  %155 = call fast double @llvm.fabs.f64(double %154)
  %156 = fmul fast double %145, 1.000000e-09
  %157 = fcmp fast ole double %155, %156
  %158 = freeze i1 %157
  br i1 %158, label %159, label %162

159:                                              ; preds = %153
  %160 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %140, ptr noundef nonnull @.str.4) #12
  %161 = load i32, ptr @n_fail, align 4, !tbaa !24
  br label %166

162:                                              ; preds = %153, %149, %112
  %163 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %140, ptr noundef nonnull @.str.5) #12
  %164 = load i32, ptr @n_fail, align 4, !tbaa !24
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr @n_fail, align 4, !tbaa !24
  br label %166

166:                                              ; preds = %159, %162
  %167 = phi i32 [ %161, %159 ], [ %165, %162 ]
  %168 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.2, i32 noundef %167) #12
  %169 = load i32, ptr @n_fail, align 4, !tbaa !24
  %170 = icmp ne i32 %169, 0
  %171 = zext i1 %170 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #12
  ret i32 %171
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(argmem: readwrite)
declare ptr @__memcpy_chk(ptr noalias noundef writeonly, ptr noalias nocapture noundef readonly, i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare ptr @__memmove_chk(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

attributes #0 = { nofree noinline nounwind uwtable "approx-func-fp-math"="false" "min-legal-vector-width"="0" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "approx-func-fp-math"="false" "min-legal-vector-width"="0" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="false" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind memory(argmem: readwrite) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !20, !19}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !15, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !15, i64 0}
!26 = distinct !{!26, !18}
