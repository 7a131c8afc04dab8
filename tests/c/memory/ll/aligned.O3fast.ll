; ModuleID = 'aligned.c'
source_filename = "aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"pm.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"aa.dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"aligned\00", align 1
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
  %1 = alloca [13 x double], align 16
  %2 = alloca [13 x double], align 16
  %3 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %2) #13
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = insertelement <4 x i64> poison, i64 %6, i64 0
  %14 = insertelement <4 x i64> %13, i64 %8, i64 1
  %15 = insertelement <4 x i64> %14, i64 %10, i64 2
  %16 = insertelement <4 x i64> %15, i64 %12, i64 3
  %17 = lshr <4 x i64> %16, <i64 10, i64 10, i64 10, i64 10>
  %18 = and <4 x i64> %17, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %19 = uitofp nneg <4 x i64> %18 to <4 x double>
  %20 = fmul fast <4 x double> %19, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %21 = fadd fast <4 x double> %20, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %21, ptr %1, align 16, !tbaa !9
  %22 = mul i64 %12, 6364136223846793005
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = add i64 %22, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = insertelement <4 x i64> poison, i64 %24, i64 0
  %32 = insertelement <4 x i64> %31, i64 %26, i64 1
  %33 = insertelement <4 x i64> %32, i64 %28, i64 2
  %34 = insertelement <4 x i64> %33, i64 %30, i64 3
  %35 = lshr <4 x i64> %34, <i64 10, i64 10, i64 10, i64 10>
  %36 = and <4 x i64> %35, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <4 x i64> %36 to <4 x double>
  %38 = fmul fast <4 x double> %37, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %39 = fadd fast <4 x double> %38, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %39, ptr %23, align 16, !tbaa !9
  %40 = mul i64 %30, 6364136223846793005
  %41 = getelementptr inbounds i8, ptr %1, i64 64
  %42 = add i64 %40, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = insertelement <4 x i64> poison, i64 %42, i64 0
  %50 = insertelement <4 x i64> %49, i64 %44, i64 1
  %51 = insertelement <4 x i64> %50, i64 %46, i64 2
  %52 = insertelement <4 x i64> %51, i64 %48, i64 3
  %53 = lshr <4 x i64> %52, <i64 10, i64 10, i64 10, i64 10>
  %54 = and <4 x i64> %53, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %55 = uitofp nneg <4 x i64> %54 to <4 x double>
  %56 = fmul fast <4 x double> %55, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %57 = fadd fast <4 x double> %56, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %57, ptr %41, align 16, !tbaa !9
  %58 = mul i64 %48, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = lshr i64 %59, 10
  %61 = and i64 %60, 18014398509481982
  %62 = uitofp nneg i64 %61 to double
  %63 = fmul fast double %62, 0x3CA0000000000000
  %64 = fadd fast double %63, -1.000000e+00
  %65 = getelementptr inbounds i8, ptr %1, i64 96
  store double %64, ptr %65, align 16, !tbaa !9
  store i64 %59, ptr @rng_state, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %3, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i32 13, ptr %3, align 4, !tbaa !11
  store i32 0, ptr %66, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %67 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pm, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 13) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 13, ptr noundef nonnull %2)
  store i32 1, ptr %66, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %68 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @aa, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 13) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 13, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i32 4, ptr %3, align 4, !tbaa !11
  store i32 0, ptr %66, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %69 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pm, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 4, ptr noundef nonnull %2)
  store i32 1, ptr %66, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %70 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @aa, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 4, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i32 1, ptr %3, align 4, !tbaa !11
  store i32 0, ptr %66, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %71 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pm, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  store i32 1, ptr %66, align 4, !tbaa !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %2, i8 0, i64 104, i1 false)
  %72 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @aa, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  %73 = load i32, ptr @n_fail, align 4, !tbaa !15
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %73)
  %75 = load i32, ptr @n_fail, align 4, !tbaa !15
  %76 = icmp ne i32 %75, 0
  %77 = zext i1 %76 to i32
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %1) #13
  ret i32 %77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @pm(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = call i32 @posix_memalign(ptr noundef nonnull %3, i64 noundef 32, i64 noundef %5) #13
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %158

8:                                                ; preds = %2
  %9 = icmp sgt i32 %1, 0
  %10 = load ptr, ptr %3, align 8, !tbaa !16
  br i1 %9, label %11, label %144

11:                                               ; preds = %8
  %12 = zext nneg i32 %1 to i64
  %13 = and i64 %12, 3
  %14 = icmp ult i32 %1, 4
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483644
  br label %91

17:                                               ; preds = %91, %11
  %18 = phi i64 [ 0, %11 ], [ %141, %91 ]
  %19 = icmp eq i64 %13, 0
  br i1 %19, label %37, label %20

20:                                               ; preds = %17, %20
  %21 = phi i64 [ %34, %20 ], [ %18, %17 ]
  %22 = phi i64 [ %35, %20 ], [ 0, %17 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = call fast double @llvm.sin.f64(double %24)
  %26 = trunc i64 %21 to i32
  %27 = add i32 %26, 2
  %28 = urem i32 %27, %1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul fast double %31, %25
  %33 = getelementptr inbounds double, ptr %10, i64 %21
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %21, 1
  %35 = add i64 %22, 1
  %36 = icmp eq i64 %35, %13
  br i1 %36, label %37, label %20, !llvm.loop !18

37:                                               ; preds = %20, %17
  br i1 %9, label %38, label %144

38:                                               ; preds = %37
  %39 = zext nneg i32 %1 to i64
  %40 = getelementptr double, ptr %10, i64 %4
  %41 = icmp ult i32 %1, 16
  br i1 %41, label %42, label %45

42:                                               ; preds = %85, %38
  %43 = phi i64 [ 0, %38 ], [ %46, %85 ]
  %44 = phi double [ 0.000000e+00, %38 ], [ %89, %85 ]
  br label %146

45:                                               ; preds = %38
  %46 = and i64 %12, 2147483632
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %83, %47 ]
  %49 = phi <4 x double> [ zeroinitializer, %45 ], [ %79, %47 ]
  %50 = phi <4 x double> [ zeroinitializer, %45 ], [ %80, %47 ]
  %51 = phi <4 x double> [ zeroinitializer, %45 ], [ %81, %47 ]
  %52 = phi <4 x double> [ zeroinitializer, %45 ], [ %82, %47 ]
  %53 = getelementptr inbounds double, ptr %10, i64 %48
  %54 = getelementptr inbounds i8, ptr %53, i64 32
  %55 = getelementptr inbounds i8, ptr %53, i64 64
  %56 = getelementptr inbounds i8, ptr %53, i64 96
  %57 = load <4 x double>, ptr %53, align 8, !tbaa !9
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !9
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !9
  %61 = xor i64 %48, -1
  %62 = getelementptr double, ptr %40, i64 %61
  %63 = getelementptr i8, ptr %62, i64 -24
  %64 = getelementptr i8, ptr %62, i64 -56
  %65 = getelementptr i8, ptr %62, i64 -88
  %66 = getelementptr i8, ptr %62, i64 -120
  %67 = load <4 x double>, ptr %63, align 8, !tbaa !9
  %68 = shufflevector <4 x double> %67, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %69 = load <4 x double>, ptr %64, align 8, !tbaa !9
  %70 = shufflevector <4 x double> %69, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %71 = load <4 x double>, ptr %65, align 8, !tbaa !9
  %72 = shufflevector <4 x double> %71, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %73 = load <4 x double>, ptr %66, align 8, !tbaa !9
  %74 = shufflevector <4 x double> %73, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %75 = fmul fast <4 x double> %68, %57
  %76 = fmul fast <4 x double> %70, %58
  %77 = fmul fast <4 x double> %72, %59
  %78 = fmul fast <4 x double> %74, %60
  %79 = fadd fast <4 x double> %75, %49
  %80 = fadd fast <4 x double> %76, %50
  %81 = fadd fast <4 x double> %77, %51
  %82 = fadd fast <4 x double> %78, %52
  %83 = add nuw i64 %48, 16
  %84 = icmp eq i64 %83, %46
  br i1 %84, label %85, label %47, !llvm.loop !20

85:                                               ; preds = %47
  %86 = fadd fast <4 x double> %80, %79
  %87 = fadd fast <4 x double> %81, %86
  %88 = fadd fast <4 x double> %82, %87
  %89 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %88)
  %90 = icmp eq i64 %46, %12
  br i1 %90, label %144, label %42

91:                                               ; preds = %91, %15
  %92 = phi i64 [ 0, %15 ], [ %141, %91 ]
  %93 = phi i64 [ 0, %15 ], [ %142, %91 ]
  %94 = getelementptr inbounds double, ptr %0, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = call fast double @llvm.sin.f64(double %95)
  %97 = trunc i64 %92 to i32
  %98 = or disjoint i32 %97, 2
  %99 = urem i32 %98, %1
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds double, ptr %0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fmul fast double %102, %96
  %104 = getelementptr inbounds double, ptr %10, i64 %92
  store double %103, ptr %104, align 8, !tbaa !9
  %105 = or disjoint i64 %92, 1
  %106 = getelementptr inbounds double, ptr %0, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = call fast double @llvm.sin.f64(double %107)
  %109 = trunc i64 %105 to i32
  %110 = or disjoint i32 %109, 2
  %111 = urem i32 %110, %1
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds double, ptr %0, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = fmul fast double %114, %108
  %116 = getelementptr inbounds double, ptr %10, i64 %105
  store double %115, ptr %116, align 8, !tbaa !9
  %117 = or disjoint i64 %92, 2
  %118 = getelementptr inbounds double, ptr %0, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = call fast double @llvm.sin.f64(double %119)
  %121 = trunc i64 %117 to i32
  %122 = add i32 %121, 2
  %123 = urem i32 %122, %1
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %0, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fmul fast double %126, %120
  %128 = getelementptr inbounds double, ptr %10, i64 %117
  store double %127, ptr %128, align 8, !tbaa !9
  %129 = or disjoint i64 %92, 3
  %130 = getelementptr inbounds double, ptr %0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = call fast double @llvm.sin.f64(double %131)
  %133 = trunc i64 %129 to i32
  %134 = add i32 %133, 2
  %135 = urem i32 %134, %1
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds double, ptr %0, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul fast double %138, %132
  %140 = getelementptr inbounds double, ptr %10, i64 %129
  store double %139, ptr %140, align 8, !tbaa !9
  %141 = add nuw nsw i64 %92, 4
  %142 = add i64 %93, 4
  %143 = icmp eq i64 %142, %16
  br i1 %143, label %17, label %91, !llvm.loop !24

144:                                              ; preds = %146, %85, %8, %37
  %145 = phi double [ 0.000000e+00, %37 ], [ 0.000000e+00, %8 ], [ %89, %85 ], [ %155, %146 ]
  call void @free(ptr noundef %10) #13
  br label %158

146:                                              ; preds = %42, %146
  %147 = phi i64 [ %156, %146 ], [ %43, %42 ]
  %148 = phi double [ %155, %146 ], [ %44, %42 ]
  %149 = getelementptr inbounds double, ptr %10, i64 %147
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = xor i64 %147, -1
  %152 = getelementptr double, ptr %40, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = fmul fast double %153, %150
  %155 = fadd fast double %154, %148
  %156 = add nuw nsw i64 %147, 1
  %157 = icmp eq i64 %156, %39
  br i1 %157, label %144, label %146, !llvm.loop !25

158:                                              ; preds = %2, %144
  %159 = phi nsz double [ %145, %144 ], [ 0.000000e+00, %2 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  ret double %159
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #14
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %57, %5
  tail call void @free(ptr noundef %11) #13
  ret void

18:                                               ; preds = %15, %57
  %19 = phi i64 [ 0, %15 ], [ %58, %57 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call fast double @llvm.fabs.f64(double %23)
  %25 = tail call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  %26 = fmul fast double %25, 0x3EB0C6F7A0B5ED8D
  %27 = fadd fast double %26, %23
  %28 = fsub fast double %23, %26
  store double %27, ptr %22, align 8, !tbaa !9
  %29 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %31 = fsub fast double %29, %30
  %32 = fmul fast double %25, 2.000000e-06
  %33 = fdiv fast double %31, %32
  %34 = tail call fast double @llvm.fabs.f64(double %33)
  %35 = tail call fast double @llvm.maxnum.f64(double %34, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %36 = load volatile double, ptr %7, align 8, !tbaa !9
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %38, label %52, label %39

39:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %33, ptr %6, align 8, !tbaa !9
  %40 = load volatile double, ptr %6, align 8, !tbaa !9
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %42, label %52, label %43

43:                                               ; preds = %39
  %44 = fsub fast double %21, %33
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = fmul fast double %35, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp fast ole double %45, %46
  %48 = freeze i1 %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = trunc nuw nsw i64 %19 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %50, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.4)
  br label %57

52:                                               ; preds = %43, %39, %18
  %53 = trunc nuw nsw i64 %19 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %53, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.5)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !15
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @n_fail, align 4, !tbaa !15
  br label %57

57:                                               ; preds = %49, %52
  %58 = add nuw nsw i64 %19, 1
  %59 = icmp eq i64 %58, %16
  br i1 %59, label %17, label %18, !llvm.loop !26
}

; Function Attrs: nounwind uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !14
  %6 = icmp eq i32 %5, 0
  %7 = load i32, ptr %1, align 4, !tbaa !11
  br i1 %6, label %120, label %8

8:                                                ; preds = %2
  %9 = sext i32 %7 to i64
  %10 = shl nsw i64 %9, 3
  %11 = add nsw i64 %10, 63
  %12 = and i64 %11, -64
  %13 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %12) #15
  %14 = icmp sgt i32 %7, 0
  br i1 %14, label %15, label %118

15:                                               ; preds = %8
  %16 = zext nneg i32 %7 to i64
  %17 = icmp ult i32 %7, 4
  br i1 %17, label %18, label %20

18:                                               ; preds = %31, %15
  %19 = phi i64 [ 0, %15 ], [ %21, %31 ]
  br label %95

20:                                               ; preds = %15
  %21 = and i64 %16, 2147483644
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %29, %22 ]
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %26 = fmul fast <4 x double> %25, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %27 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %26)
  %28 = getelementptr inbounds double, ptr %13, i64 %23
  store <4 x double> %27, ptr %28, align 32, !tbaa !9
  %29 = add nuw i64 %23, 4
  %30 = icmp eq i64 %29, %21
  br i1 %30, label %31, label %22, !llvm.loop !27

31:                                               ; preds = %22
  %32 = icmp eq i64 %21, %16
  br i1 %32, label %33, label %18

33:                                               ; preds = %95, %31
  %34 = icmp eq i32 %7, 1
  br i1 %34, label %118, label %35

35:                                               ; preds = %33
  %36 = add nsw i64 %16, -1
  %37 = icmp ult i32 %7, 17
  br i1 %37, label %38, label %41

38:                                               ; preds = %89, %35
  %39 = phi i64 [ 1, %35 ], [ %43, %89 ]
  %40 = phi double [ 0.000000e+00, %35 ], [ %93, %89 ]
  br label %104

41:                                               ; preds = %35
  %42 = and i64 %36, -16
  %43 = or disjoint i64 %42, 1
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i64 [ 0, %41 ], [ %87, %44 ]
  %46 = phi <4 x double> [ zeroinitializer, %41 ], [ %83, %44 ]
  %47 = phi <4 x double> [ zeroinitializer, %41 ], [ %84, %44 ]
  %48 = phi <4 x double> [ zeroinitializer, %41 ], [ %85, %44 ]
  %49 = phi <4 x double> [ zeroinitializer, %41 ], [ %86, %44 ]
  %50 = or disjoint i64 %45, 1
  %51 = getelementptr inbounds double, ptr %13, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 32
  %53 = getelementptr inbounds i8, ptr %51, i64 64
  %54 = getelementptr inbounds i8, ptr %51, i64 96
  %55 = load <4 x double>, ptr %51, align 8, !tbaa !9
  %56 = load <4 x double>, ptr %52, align 8, !tbaa !9
  %57 = load <4 x double>, ptr %53, align 8, !tbaa !9
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !9
  %59 = getelementptr i8, ptr %51, i64 -8
  %60 = getelementptr i8, ptr %51, i64 24
  %61 = getelementptr i8, ptr %51, i64 56
  %62 = getelementptr i8, ptr %51, i64 88
  %63 = load <4 x double>, ptr %59, align 64, !tbaa !9
  %64 = load <4 x double>, ptr %60, align 32, !tbaa !9
  %65 = load <4 x double>, ptr %61, align 64, !tbaa !9
  %66 = load <4 x double>, ptr %62, align 32, !tbaa !9
  %67 = fmul fast <4 x double> %63, %55
  %68 = fmul fast <4 x double> %64, %56
  %69 = fmul fast <4 x double> %65, %57
  %70 = fmul fast <4 x double> %66, %58
  %71 = getelementptr inbounds double, ptr %0, i64 %50
  %72 = getelementptr inbounds i8, ptr %71, i64 32
  %73 = getelementptr inbounds i8, ptr %71, i64 64
  %74 = getelementptr inbounds i8, ptr %71, i64 96
  %75 = load <4 x double>, ptr %71, align 8, !tbaa !9
  %76 = load <4 x double>, ptr %72, align 8, !tbaa !9
  %77 = load <4 x double>, ptr %73, align 8, !tbaa !9
  %78 = load <4 x double>, ptr %74, align 8, !tbaa !9
  %79 = fmul fast <4 x double> %67, %75
  %80 = fmul fast <4 x double> %68, %76
  %81 = fmul fast <4 x double> %69, %77
  %82 = fmul fast <4 x double> %70, %78
  %83 = fadd fast <4 x double> %79, %46
  %84 = fadd fast <4 x double> %80, %47
  %85 = fadd fast <4 x double> %81, %48
  %86 = fadd fast <4 x double> %82, %49
  %87 = add nuw i64 %45, 16
  %88 = icmp eq i64 %87, %42
  br i1 %88, label %89, label %44, !llvm.loop !28

89:                                               ; preds = %44
  %90 = fadd fast <4 x double> %84, %83
  %91 = fadd fast <4 x double> %85, %90
  %92 = fadd fast <4 x double> %86, %91
  %93 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %92)
  %94 = icmp eq i64 %36, %42
  br i1 %94, label %118, label %38

95:                                               ; preds = %18, %95
  %96 = phi i64 [ %102, %95 ], [ %19, %18 ]
  %97 = getelementptr inbounds double, ptr %0, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fmul fast double %98, 3.000000e-01
  %100 = tail call fast double @llvm.exp.f64(double %99)
  %101 = getelementptr inbounds double, ptr %13, i64 %96
  store double %100, ptr %101, align 8, !tbaa !9
  %102 = add nuw nsw i64 %96, 1
  %103 = icmp eq i64 %102, %16
  br i1 %103, label %33, label %95, !llvm.loop !29

104:                                              ; preds = %38, %104
  %105 = phi i64 [ %116, %104 ], [ %39, %38 ]
  %106 = phi double [ %115, %104 ], [ %40, %38 ]
  %107 = getelementptr inbounds double, ptr %13, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = getelementptr i8, ptr %107, i64 -8
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul fast double %110, %108
  %112 = getelementptr inbounds double, ptr %0, i64 %105
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = fmul fast double %111, %113
  %115 = fadd fast double %114, %106
  %116 = add nuw nsw i64 %105, 1
  %117 = icmp eq i64 %116, %16
  br i1 %117, label %118, label %104, !llvm.loop !30

118:                                              ; preds = %104, %89, %8, %33
  %119 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %8 ], [ %93, %89 ], [ %115, %104 ]
  tail call void @free(ptr noundef %13) #13
  br label %275

120:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  %121 = sext i32 %7 to i64
  %122 = shl nsw i64 %121, 3
  %123 = call i32 @posix_memalign(ptr noundef nonnull %3, i64 noundef 32, i64 noundef %122) #13
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %273

125:                                              ; preds = %120
  %126 = icmp sgt i32 %7, 0
  %127 = load ptr, ptr %3, align 8, !tbaa !16
  br i1 %126, label %128, label %259

128:                                              ; preds = %125
  %129 = zext nneg i32 %7 to i64
  %130 = and i64 %129, 3
  %131 = icmp ult i32 %7, 4
  br i1 %131, label %134, label %132

132:                                              ; preds = %128
  %133 = and i64 %129, 2147483644
  br label %206

134:                                              ; preds = %206, %128
  %135 = phi i64 [ 0, %128 ], [ %256, %206 ]
  %136 = icmp eq i64 %130, 0
  br i1 %136, label %154, label %137

137:                                              ; preds = %134, %137
  %138 = phi i64 [ %151, %137 ], [ %135, %134 ]
  %139 = phi i64 [ %152, %137 ], [ 0, %134 ]
  %140 = getelementptr inbounds double, ptr %0, i64 %138
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = call fast double @llvm.sin.f64(double %141)
  %143 = trunc i64 %138 to i32
  %144 = add i32 %143, 2
  %145 = urem i32 %144, %7
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds double, ptr %0, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = fmul fast double %148, %142
  %150 = getelementptr inbounds double, ptr %127, i64 %138
  store double %149, ptr %150, align 8, !tbaa !9
  %151 = add nuw nsw i64 %138, 1
  %152 = add i64 %139, 1
  %153 = icmp eq i64 %152, %130
  br i1 %153, label %154, label %137, !llvm.loop !31

154:                                              ; preds = %137, %134
  %155 = getelementptr double, ptr %127, i64 %121
  %156 = icmp ult i32 %7, 16
  br i1 %156, label %157, label %160

157:                                              ; preds = %200, %154
  %158 = phi i64 [ 0, %154 ], [ %161, %200 ]
  %159 = phi double [ 0.000000e+00, %154 ], [ %204, %200 ]
  br label %261

160:                                              ; preds = %154
  %161 = and i64 %129, 2147483632
  br label %162

162:                                              ; preds = %162, %160
  %163 = phi i64 [ 0, %160 ], [ %198, %162 ]
  %164 = phi <4 x double> [ zeroinitializer, %160 ], [ %194, %162 ]
  %165 = phi <4 x double> [ zeroinitializer, %160 ], [ %195, %162 ]
  %166 = phi <4 x double> [ zeroinitializer, %160 ], [ %196, %162 ]
  %167 = phi <4 x double> [ zeroinitializer, %160 ], [ %197, %162 ]
  %168 = getelementptr inbounds double, ptr %127, i64 %163
  %169 = getelementptr inbounds i8, ptr %168, i64 32
  %170 = getelementptr inbounds i8, ptr %168, i64 64
  %171 = getelementptr inbounds i8, ptr %168, i64 96
  %172 = load <4 x double>, ptr %168, align 8, !tbaa !9
  %173 = load <4 x double>, ptr %169, align 8, !tbaa !9
  %174 = load <4 x double>, ptr %170, align 8, !tbaa !9
  %175 = load <4 x double>, ptr %171, align 8, !tbaa !9
  %176 = xor i64 %163, -1
  %177 = getelementptr double, ptr %155, i64 %176
  %178 = getelementptr i8, ptr %177, i64 -24
  %179 = getelementptr i8, ptr %177, i64 -56
  %180 = getelementptr i8, ptr %177, i64 -88
  %181 = getelementptr i8, ptr %177, i64 -120
  %182 = load <4 x double>, ptr %178, align 8, !tbaa !9
  %183 = shufflevector <4 x double> %182, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %184 = load <4 x double>, ptr %179, align 8, !tbaa !9
  %185 = shufflevector <4 x double> %184, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %186 = load <4 x double>, ptr %180, align 8, !tbaa !9
  %187 = shufflevector <4 x double> %186, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %188 = load <4 x double>, ptr %181, align 8, !tbaa !9
  %189 = shufflevector <4 x double> %188, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %190 = fmul fast <4 x double> %183, %172
  %191 = fmul fast <4 x double> %185, %173
  %192 = fmul fast <4 x double> %187, %174
  %193 = fmul fast <4 x double> %189, %175
  %194 = fadd fast <4 x double> %190, %164
  %195 = fadd fast <4 x double> %191, %165
  %196 = fadd fast <4 x double> %192, %166
  %197 = fadd fast <4 x double> %193, %167
  %198 = add nuw i64 %163, 16
  %199 = icmp eq i64 %198, %161
  br i1 %199, label %200, label %162, !llvm.loop !32

200:                                              ; preds = %162
  %201 = fadd fast <4 x double> %195, %194
  %202 = fadd fast <4 x double> %196, %201
  %203 = fadd fast <4 x double> %197, %202
  %204 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %203)
  %205 = icmp eq i64 %161, %129
  br i1 %205, label %259, label %157

206:                                              ; preds = %206, %132
  %207 = phi i64 [ 0, %132 ], [ %256, %206 ]
  %208 = phi i64 [ 0, %132 ], [ %257, %206 ]
  %209 = getelementptr inbounds double, ptr %0, i64 %207
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = call fast double @llvm.sin.f64(double %210)
  %212 = trunc i64 %207 to i32
  %213 = or disjoint i32 %212, 2
  %214 = urem i32 %213, %7
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds double, ptr %0, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = fmul fast double %217, %211
  %219 = getelementptr inbounds double, ptr %127, i64 %207
  store double %218, ptr %219, align 8, !tbaa !9
  %220 = or disjoint i64 %207, 1
  %221 = getelementptr inbounds double, ptr %0, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = call fast double @llvm.sin.f64(double %222)
  %224 = trunc i64 %220 to i32
  %225 = or disjoint i32 %224, 2
  %226 = urem i32 %225, %7
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr inbounds double, ptr %0, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = fmul fast double %229, %223
  %231 = getelementptr inbounds double, ptr %127, i64 %220
  store double %230, ptr %231, align 8, !tbaa !9
  %232 = or disjoint i64 %207, 2
  %233 = getelementptr inbounds double, ptr %0, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = call fast double @llvm.sin.f64(double %234)
  %236 = trunc i64 %232 to i32
  %237 = add i32 %236, 2
  %238 = urem i32 %237, %7
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds double, ptr %0, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = fmul fast double %241, %235
  %243 = getelementptr inbounds double, ptr %127, i64 %232
  store double %242, ptr %243, align 8, !tbaa !9
  %244 = or disjoint i64 %207, 3
  %245 = getelementptr inbounds double, ptr %0, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = call fast double @llvm.sin.f64(double %246)
  %248 = trunc i64 %244 to i32
  %249 = add i32 %248, 2
  %250 = urem i32 %249, %7
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds double, ptr %0, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = fmul fast double %253, %247
  %255 = getelementptr inbounds double, ptr %127, i64 %244
  store double %254, ptr %255, align 8, !tbaa !9
  %256 = add nuw nsw i64 %207, 4
  %257 = add i64 %208, 4
  %258 = icmp eq i64 %257, %133
  br i1 %258, label %134, label %206, !llvm.loop !24

259:                                              ; preds = %261, %200, %125
  %260 = phi double [ 0.000000e+00, %125 ], [ %204, %200 ], [ %270, %261 ]
  call void @free(ptr noundef %127) #13
  br label %273

261:                                              ; preds = %157, %261
  %262 = phi i64 [ %271, %261 ], [ %158, %157 ]
  %263 = phi double [ %270, %261 ], [ %159, %157 ]
  %264 = getelementptr inbounds double, ptr %127, i64 %262
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = xor i64 %262, -1
  %267 = getelementptr double, ptr %155, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = fmul fast double %268, %265
  %270 = fadd fast double %269, %263
  %271 = add nuw nsw i64 %262, 1
  %272 = icmp eq i64 %271, %129
  br i1 %272, label %259, label %261, !llvm.loop !33

273:                                              ; preds = %120, %259
  %274 = phi nsz double [ %260, %259 ], [ 0.000000e+00, %120 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  br label %275

275:                                              ; preds = %273, %118
  %276 = phi fast double [ %119, %118 ], [ %274, %273 ]
  ret double %276
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @aa(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = add nsw i64 %4, 63
  %6 = and i64 %5, -64
  %7 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %6) #15
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %99

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 4
  br i1 %11, label %12, label %14

12:                                               ; preds = %25, %9
  %13 = phi i64 [ 0, %9 ], [ %15, %25 ]
  br label %90

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483644
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %23, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %20 = fmul fast <4 x double> %19, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %21 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %20)
  %22 = getelementptr inbounds double, ptr %7, i64 %17
  store <4 x double> %21, ptr %22, align 32, !tbaa !9
  %23 = add nuw i64 %17, 4
  %24 = icmp eq i64 %23, %15
  br i1 %24, label %25, label %16, !llvm.loop !34

25:                                               ; preds = %16
  %26 = icmp eq i64 %15, %10
  br i1 %26, label %27, label %12

27:                                               ; preds = %90, %25
  %28 = icmp eq i32 %1, 1
  br i1 %28, label %99, label %29

29:                                               ; preds = %27
  %30 = zext nneg i32 %1 to i64
  %31 = add nsw i64 %10, -1
  %32 = icmp ult i32 %1, 17
  br i1 %32, label %33, label %36

33:                                               ; preds = %84, %29
  %34 = phi i64 [ 1, %29 ], [ %38, %84 ]
  %35 = phi double [ 0.000000e+00, %29 ], [ %88, %84 ]
  br label %101

36:                                               ; preds = %29
  %37 = and i64 %31, -16
  %38 = or disjoint i64 %37, 1
  br label %39

39:                                               ; preds = %39, %36
  %40 = phi i64 [ 0, %36 ], [ %82, %39 ]
  %41 = phi <4 x double> [ zeroinitializer, %36 ], [ %78, %39 ]
  %42 = phi <4 x double> [ zeroinitializer, %36 ], [ %79, %39 ]
  %43 = phi <4 x double> [ zeroinitializer, %36 ], [ %80, %39 ]
  %44 = phi <4 x double> [ zeroinitializer, %36 ], [ %81, %39 ]
  %45 = or disjoint i64 %40, 1
  %46 = getelementptr inbounds double, ptr %7, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 32
  %48 = getelementptr inbounds i8, ptr %46, i64 64
  %49 = getelementptr inbounds i8, ptr %46, i64 96
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !9
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !9
  %52 = load <4 x double>, ptr %48, align 8, !tbaa !9
  %53 = load <4 x double>, ptr %49, align 8, !tbaa !9
  %54 = getelementptr i8, ptr %46, i64 -8
  %55 = getelementptr i8, ptr %46, i64 24
  %56 = getelementptr i8, ptr %46, i64 56
  %57 = getelementptr i8, ptr %46, i64 88
  %58 = load <4 x double>, ptr %54, align 64, !tbaa !9
  %59 = load <4 x double>, ptr %55, align 32, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 64, !tbaa !9
  %61 = load <4 x double>, ptr %57, align 32, !tbaa !9
  %62 = fmul fast <4 x double> %58, %50
  %63 = fmul fast <4 x double> %59, %51
  %64 = fmul fast <4 x double> %60, %52
  %65 = fmul fast <4 x double> %61, %53
  %66 = getelementptr inbounds double, ptr %0, i64 %45
  %67 = getelementptr inbounds i8, ptr %66, i64 32
  %68 = getelementptr inbounds i8, ptr %66, i64 64
  %69 = getelementptr inbounds i8, ptr %66, i64 96
  %70 = load <4 x double>, ptr %66, align 8, !tbaa !9
  %71 = load <4 x double>, ptr %67, align 8, !tbaa !9
  %72 = load <4 x double>, ptr %68, align 8, !tbaa !9
  %73 = load <4 x double>, ptr %69, align 8, !tbaa !9
  %74 = fmul fast <4 x double> %62, %70
  %75 = fmul fast <4 x double> %63, %71
  %76 = fmul fast <4 x double> %64, %72
  %77 = fmul fast <4 x double> %65, %73
  %78 = fadd fast <4 x double> %74, %41
  %79 = fadd fast <4 x double> %75, %42
  %80 = fadd fast <4 x double> %76, %43
  %81 = fadd fast <4 x double> %77, %44
  %82 = add nuw i64 %40, 16
  %83 = icmp eq i64 %82, %37
  br i1 %83, label %84, label %39, !llvm.loop !35

84:                                               ; preds = %39
  %85 = fadd fast <4 x double> %79, %78
  %86 = fadd fast <4 x double> %80, %85
  %87 = fadd fast <4 x double> %81, %86
  %88 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %87)
  %89 = icmp eq i64 %31, %37
  br i1 %89, label %99, label %33

90:                                               ; preds = %12, %90
  %91 = phi i64 [ %97, %90 ], [ %13, %12 ]
  %92 = getelementptr inbounds double, ptr %0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = fmul fast double %93, 3.000000e-01
  %95 = tail call fast double @llvm.exp.f64(double %94)
  %96 = getelementptr inbounds double, ptr %7, i64 %91
  store double %95, ptr %96, align 8, !tbaa !9
  %97 = add nuw nsw i64 %91, 1
  %98 = icmp eq i64 %97, %10
  br i1 %98, label %27, label %90, !llvm.loop !36

99:                                               ; preds = %101, %84, %2, %27
  %100 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %88, %84 ], [ %112, %101 ]
  tail call void @free(ptr noundef %7) #13
  ret double %100

101:                                              ; preds = %33, %101
  %102 = phi i64 [ %113, %101 ], [ %34, %33 ]
  %103 = phi double [ %112, %101 ], [ %35, %33 ]
  %104 = getelementptr inbounds double, ptr %7, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = getelementptr i8, ptr %104, i64 -8
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = fmul fast double %107, %105
  %109 = getelementptr inbounds double, ptr %0, i64 %102
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul fast double %108, %110
  %112 = fadd fast double %111, %103
  %113 = add nuw nsw i64 %102, 1
  %114 = icmp eq i64 %113, %30
  br i1 %114, label %99, label %101, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind allocsize(1) }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"", !13, i64 0, !13, i64 4}
!13 = !{!"int", !7, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!13, !13, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !21, !22, !23}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !21, !23, !22}
!26 = distinct !{!26, !21}
!27 = distinct !{!27, !21, !22, !23}
!28 = distinct !{!28, !21, !22, !23}
!29 = distinct !{!29, !21, !23, !22}
!30 = distinct !{!30, !21, !23, !22}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !21, !22, !23}
!33 = distinct !{!33, !21, !23, !22}
!34 = distinct !{!34, !21, !22, !23}
!35 = distinct !{!35, !21, !22, !23}
!36 = distinct !{!36, !21, !23, !22}
!37 = distinct !{!37, !21, !23, !22}
