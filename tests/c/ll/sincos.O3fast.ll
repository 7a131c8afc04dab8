; ModuleID = 'sincos.c'
source_filename = "sincos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [11 x i8] c"sincos.rev\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"sincos.fwd_vs_rev\00", align 1
@__const.main.th = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.100000e+00, double 2.000000e+00, double 9.000000e-01], align 16
@__const.main.v = private unnamed_addr constant [4 x double] [double 2.000000e-01, double -4.000000e-01, double 1.000000e+00, double 3.000000e-01], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"sincos.memory_rev\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"sincos.memory_fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sincosf.rev\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"sincos: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @rotate(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  %5 = fmul fast double %1, %0
  call void @sincos(double noundef nofpclass(nan inf) %5, ptr noundef nonnull %3, ptr noundef nonnull %4) #9
  %6 = load double, ptr %3, align 8, !tbaa !5
  %7 = fmul fast double %6, %6
  %8 = fmul fast double %7, %1
  %9 = load double, ptr %4, align 8, !tbaa !5
  %10 = fmul fast double %9, %0
  %11 = fadd fast double %8, %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  ret double %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @sincos(double noundef nofpclass(nan inf), ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @polar(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %16, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = shl nuw nsw i64 %9, 1
  %13 = or disjoint i64 %12, 1
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = getelementptr inbounds double, ptr %1, i64 %12
  tail call void @sincos(double noundef nofpclass(nan inf) %11, ptr noundef nonnull %14, ptr noundef %15) #9
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %8, !llvm.loop !9
}

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @polar_loss(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %58

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %15, %7 ]
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = shl nuw nsw i64 %8, 1
  %12 = or disjoint i64 %11, 1
  %13 = getelementptr inbounds double, ptr %3, i64 %12
  %14 = getelementptr inbounds double, ptr %3, i64 %11
  call void @sincos(double noundef nofpclass(nan inf) %10, ptr noundef nonnull %13, ptr noundef nonnull %14) #9
  %15 = add nuw nsw i64 %8, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %17, label %7, !llvm.loop !9

17:                                               ; preds = %7
  br i1 %4, label %18, label %58

18:                                               ; preds = %17
  %19 = shl nuw i32 %1, 1
  %20 = call i32 @llvm.smax.i32(i32 %19, i32 1)
  %21 = zext nneg i32 %20 to i64
  %22 = icmp slt i32 %19, 8
  br i1 %22, label %23, label %26

23:                                               ; preds = %54, %18
  %24 = phi i64 [ 0, %18 ], [ %27, %54 ]
  %25 = phi double [ 0.000000e+00, %18 ], [ %56, %54 ]
  br label %60

26:                                               ; preds = %18
  %27 = and i64 %21, 2147483640
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %51, %28 ]
  %30 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %26 ], [ %52, %28 ]
  %31 = phi <4 x double> [ zeroinitializer, %26 ], [ %49, %28 ]
  %32 = phi <4 x double> [ zeroinitializer, %26 ], [ %50, %28 ]
  %33 = trunc <4 x i64> %30 to <4 x i32>
  %34 = add <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %35 = trunc <4 x i64> %30 to <4 x i32>
  %36 = add <4 x i32> %35, <i32 5, i32 5, i32 5, i32 5>
  %37 = uitofp <4 x i32> %34 to <4 x double>
  %38 = uitofp <4 x i32> %36 to <4 x double>
  %39 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %29
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = load <4 x double>, ptr %39, align 16, !tbaa !5
  %42 = load <4 x double>, ptr %40, align 16, !tbaa !5
  %43 = fmul fast <4 x double> %41, %41
  %44 = fmul fast <4 x double> %42, %42
  %45 = fmul fast <4 x double> %43, %37
  %46 = fmul fast <4 x double> %44, %38
  %47 = fmul fast <4 x double> %45, %41
  %48 = fmul fast <4 x double> %46, %42
  %49 = fadd fast <4 x double> %47, %31
  %50 = fadd fast <4 x double> %48, %32
  %51 = add nuw i64 %29, 8
  %52 = add <4 x i64> %30, <i64 8, i64 8, i64 8, i64 8>
  %53 = icmp eq i64 %51, %27
  br i1 %53, label %54, label %28, !llvm.loop !11

54:                                               ; preds = %28
  %55 = fadd fast <4 x double> %50, %49
  %56 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %55)
  %57 = icmp eq i64 %27, %21
  br i1 %57, label %58, label %23

58:                                               ; preds = %60, %54, %2, %17
  %59 = phi double [ 0.000000e+00, %17 ], [ 0.000000e+00, %2 ], [ %56, %54 ], [ %71, %60 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  ret double %59

60:                                               ; preds = %23, %60
  %61 = phi i64 [ %63, %60 ], [ %24, %23 ]
  %62 = phi double [ %71, %60 ], [ %25, %23 ]
  %63 = add nuw nsw i64 %61, 1
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = uitofp nneg i32 %64 to double
  %66 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %61
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = fmul fast double %67, %67
  %69 = fmul fast double %68, %65
  %70 = fmul fast double %69, %67
  %71 = fadd fast double %70, %62
  %72 = icmp eq i64 %63, %21
  br i1 %72, label %58, label %60, !llvm.loop !14
}

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) float @rotatef(float noundef nofpclass(nan inf) %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  call void @sincosf(float noundef nofpclass(nan inf) %0, ptr noundef nonnull %2, ptr noundef nonnull %3) #9
  %4 = load float, ptr %2, align 4, !tbaa !15
  %5 = load float, ptr %3, align 4, !tbaa !15
  %6 = fadd fast float %5, 2.000000e+00
  %7 = fdiv fast float %4, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret float %7
}

; Function Attrs: nounwind
declare void @sincosf(float noundef nofpclass(nan inf), ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca [4 x double], align 16
  %18 = alloca [4 x double], align 16
  %19 = alloca [4 x double], align 16
  %20 = alloca [4 x double], align 16
  %21 = alloca [4 x double], align 16
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %23 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rotate, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %22, double noundef nofpclass(nan inf) 1.300000e+00) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #9
  call void @sincos(double noundef nofpclass(nan inf) 0x3FED1EBB0BDA28D6, ptr noundef nonnull %15, ptr noundef nonnull %16) #9
  %24 = load double, ptr %15, align 8, !tbaa !5
  %25 = fmul fast double %24, %24
  %26 = load double, ptr %16, align 8, !tbaa !5
  %27 = fmul fast double %26, 7.000010e-01
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #9
  call void @sincos(double noundef nofpclass(nan inf) 0x3FED1EB597FCE167, ptr noundef nonnull %13, ptr noundef nonnull %14) #9
  %28 = load double, ptr %13, align 8, !tbaa !5
  %29 = load double, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #9
  %30 = fmul fast double %29, 0xBFE666644D87724F
  %31 = fmul fast double %28, %28
  %32 = fsub fast double %25, %31
  %33 = fmul fast double %32, 1.300000e+00
  %34 = fadd fast double %30, %27
  %35 = fadd fast double %34, %33
  %36 = fmul fast double %35, 5.000000e+05
  %37 = call fast double @llvm.fabs.f64(double %36)
  %38 = call fast double @llvm.maxnum.f64(double %37, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %23, ptr %12, align 8, !tbaa !5
  %39 = load volatile double, ptr %12, align 8, !tbaa !5
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %41, label %53, label %42

42:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %36, ptr %11, align 8, !tbaa !5
  %43 = load volatile double, ptr %11, align 8, !tbaa !5
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %45, label %53, label %46

46:                                               ; preds = %42
  %47 = fsub fast double %23, %36
  %48 = call fast double @llvm.fabs.f64(double %47)
  %49 = fmul fast double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp fast ole double %48, %49
  %51 = select i1 %50, ptr @.str.7, ptr @.str.8
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %36, ptr noundef nonnull %51)
  br i1 %50, label %58, label %55

53:                                               ; preds = %42, %0
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %36, ptr noundef nonnull @.str.8)
  br label %55

55:                                               ; preds = %53, %46
  %56 = load i32, ptr @n_fail, align 4, !tbaa !17
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !17
  br label %58

58:                                               ; preds = %46, %55
  %59 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %60 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rotate, double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) 5.000000e-01, i32 noundef %59, double noundef nofpclass(nan inf) 1.300000e+00) #9
  %61 = fmul fast double %23, 5.000000e-01
  %62 = call fast double @llvm.fabs.f64(double %61)
  %63 = call fast double @llvm.maxnum.f64(double %62, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %60, ptr %10, align 8, !tbaa !5
  %64 = load volatile double, ptr %10, align 8, !tbaa !5
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ueq double %65, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %66, label %78, label %67

67:                                               ; preds = %58
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %61, ptr %9, align 8, !tbaa !5
  %68 = load volatile double, ptr %9, align 8, !tbaa !5
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = fcmp ueq double %69, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %70, label %78, label %71

71:                                               ; preds = %67
  %72 = fsub fast double %60, %61
  %73 = call fast double @llvm.fabs.f64(double %72)
  %74 = fmul fast double %63, 0x3D719799812DEA11
  %75 = fcmp fast ole double %73, %74
  %76 = select i1 %75, ptr @.str.7, ptr @.str.8
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %61, ptr noundef nonnull %76)
  br i1 %75, label %83, label %80

78:                                               ; preds = %67, %58
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %61, ptr noundef nonnull @.str.8)
  br label %80

80:                                               ; preds = %78, %71
  %81 = load i32, ptr @n_fail, align 4, !tbaa !17
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr @n_fail, align 4, !tbaa !17
  br label %83

83:                                               ; preds = %71, %80
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.th, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.v, i64 32, i1 false)
  %84 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %85 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %86 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @polar_loss, i32 noundef %84, ptr noundef nonnull %17, ptr noundef nonnull %18, i32 noundef %85, i32 noundef 4) #9
  %87 = getelementptr inbounds i8, ptr %20, i64 8
  %88 = getelementptr inbounds i8, ptr %20, i64 16
  %89 = getelementptr inbounds i8, ptr %20, i64 24
  %90 = getelementptr inbounds i8, ptr %21, i64 8
  %91 = getelementptr inbounds i8, ptr %21, i64 16
  %92 = getelementptr inbounds i8, ptr %21, i64 24
  %93 = getelementptr inbounds i8, ptr %4, i64 8
  %94 = getelementptr inbounds i8, ptr %4, i64 24
  %95 = getelementptr inbounds i8, ptr %4, i64 16
  %96 = getelementptr inbounds i8, ptr %4, i64 40
  %97 = getelementptr inbounds i8, ptr %4, i64 32
  %98 = getelementptr inbounds i8, ptr %4, i64 56
  %99 = getelementptr inbounds i8, ptr %4, i64 48
  %100 = getelementptr inbounds i8, ptr %3, i64 8
  %101 = getelementptr inbounds i8, ptr %3, i64 24
  %102 = getelementptr inbounds i8, ptr %3, i64 16
  %103 = getelementptr inbounds i8, ptr %3, i64 40
  %104 = getelementptr inbounds i8, ptr %3, i64 32
  %105 = getelementptr inbounds i8, ptr %3, i64 56
  %106 = getelementptr inbounds i8, ptr %3, i64 48
  br label %161

107:                                              ; preds = %282
  %108 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %109 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %110 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @polar_loss, i32 noundef %108, ptr noundef nonnull %17, ptr noundef nonnull %19, i32 noundef %109, i32 noundef 4) #9
  %111 = call fast double @llvm.fabs.f64(double %287)
  %112 = call fast double @llvm.maxnum.f64(double %111, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %110, ptr %8, align 8, !tbaa !5
  %113 = load volatile double, ptr %8, align 8, !tbaa !5
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = fcmp ueq double %114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %115, label %127, label %116

116:                                              ; preds = %107
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %287, ptr %7, align 8, !tbaa !5
  %117 = load volatile double, ptr %7, align 8, !tbaa !5
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %119, label %127, label %120

120:                                              ; preds = %116
  %121 = fsub fast double %110, %287
  %122 = call fast double @llvm.fabs.f64(double %121)
  %123 = fmul fast double %112, 0x3D719799812DEA11
  %124 = fcmp fast ole double %122, %123
  %125 = select i1 %124, ptr @.str.7, ptr @.str.8
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %110, double noundef nofpclass(nan inf) %287, ptr noundef nonnull %125)
  br i1 %124, label %132, label %129

127:                                              ; preds = %116, %107
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %110, double noundef nofpclass(nan inf) %287, ptr noundef nonnull @.str.8)
  br label %129

129:                                              ; preds = %127, %120
  %130 = load i32, ptr @n_fail, align 4, !tbaa !17
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @n_fail, align 4, !tbaa !17
  br label %132

132:                                              ; preds = %120, %129
  %133 = call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @rotatef, double noundef nofpclass(nan inf) 0x3FE6666660000000) #9
  %134 = fpext float %133 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %134, ptr %6, align 8, !tbaa !5
  %135 = load volatile double, ptr %6, align 8, !tbaa !5
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %137, label %150, label %138

138:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x3FD52DD37A20E7D0, ptr %5, align 8, !tbaa !5
  %139 = load volatile double, ptr %5, align 8, !tbaa !5
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %141, label %150, label %142

142:                                              ; preds = %138
  %143 = fadd fast double %134, 0xBFD52DD37A20E7D0
  %144 = call fast double @llvm.fabs.f64(double %143)
  %145 = fcmp fast ole double %144, 1.000000e-05
  %146 = select i1 %145, ptr @.str.7, ptr @.str.8
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %134, double noundef nofpclass(nan inf) 0x3FD52DD37A20E7D0, ptr noundef nonnull %146)
  br i1 %145, label %148, label %152

148:                                              ; preds = %142
  %149 = load i32, ptr @n_fail, align 4, !tbaa !17
  br label %155

150:                                              ; preds = %138, %132
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %134, double noundef nofpclass(nan inf) 0x3FD52DD37A20E7D0, ptr noundef nonnull @.str.8)
  br label %152

152:                                              ; preds = %150, %142
  %153 = load i32, ptr @n_fail, align 4, !tbaa !17
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr @n_fail, align 4, !tbaa !17
  br label %155

155:                                              ; preds = %148, %152
  %156 = phi i32 [ %149, %148 ], [ %154, %152 ]
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %156)
  %158 = load i32, ptr @n_fail, align 4, !tbaa !17
  %159 = icmp ne i32 %158, 0
  %160 = zext i1 %159 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #9
  ret i32 %160

161:                                              ; preds = %83, %282
  %162 = phi i64 [ 0, %83 ], [ %288, %282 ]
  %163 = phi double [ 0.000000e+00, %83 ], [ %287, %282 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #9
  %164 = load <4 x double>, ptr %17, align 16, !tbaa !5
  store <4 x double> %164, ptr %20, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #9
  store <4 x double> %164, ptr %21, align 16, !tbaa !5
  %165 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %162
  %166 = load double, ptr %165, align 8, !tbaa !5
  %167 = fadd fast double %166, 0x3EB0C6F7A0B5ED8D
  store double %167, ptr %165, align 8, !tbaa !5
  %168 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 %162
  %169 = load double, ptr %168, align 8, !tbaa !5
  %170 = fadd fast double %169, 0xBEB0C6F7A0B5ED8D
  store double %170, ptr %168, align 8, !tbaa !5
  %171 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %162
  %172 = load double, ptr %171, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9
  %173 = load double, ptr %20, align 16, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %173, ptr noundef nonnull %93, ptr noundef nonnull %4) #9
  %174 = load double, ptr %87, align 8, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %174, ptr noundef nonnull %94, ptr noundef nonnull %95) #9
  %175 = load double, ptr %88, align 16, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %175, ptr noundef nonnull %96, ptr noundef nonnull %97) #9
  %176 = load double, ptr %89, align 8, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %176, ptr noundef nonnull %98, ptr noundef nonnull %99) #9
  %177 = load double, ptr %4, align 16, !tbaa !5
  %178 = fmul fast double %177, %177
  %179 = fmul fast double %178, %177
  %180 = load double, ptr %93, align 8, !tbaa !5
  %181 = fmul fast double %180, %180
  %182 = fmul fast double %181, %180
  %183 = fmul fast double %182, 2.000000e+00
  %184 = fadd fast double %183, %179
  %185 = load double, ptr %95, align 16, !tbaa !5
  %186 = fmul fast double %185, %185
  %187 = fmul fast double %186, %185
  %188 = fmul fast double %187, 3.000000e+00
  %189 = fadd fast double %188, %184
  %190 = load double, ptr %94, align 8, !tbaa !5
  %191 = fmul fast double %190, %190
  %192 = fmul fast double %191, %190
  %193 = fmul fast double %192, 4.000000e+00
  %194 = fadd fast double %193, %189
  %195 = load double, ptr %97, align 16, !tbaa !5
  %196 = fmul fast double %195, %195
  %197 = fmul fast double %196, %195
  %198 = fmul fast double %197, 5.000000e+00
  %199 = fadd fast double %198, %194
  %200 = load double, ptr %96, align 8, !tbaa !5
  %201 = fmul fast double %200, %200
  %202 = fmul fast double %201, %200
  %203 = fmul fast double %202, 6.000000e+00
  %204 = fadd fast double %203, %199
  %205 = load double, ptr %99, align 16, !tbaa !5
  %206 = fmul fast double %205, %205
  %207 = fmul fast double %206, %205
  %208 = fmul fast double %207, 7.000000e+00
  %209 = fadd fast double %208, %204
  %210 = load double, ptr %98, align 8, !tbaa !5
  %211 = fmul fast double %210, %210
  %212 = fmul fast double %211, %210
  %213 = fmul fast double %212, 8.000000e+00
  %214 = fadd fast double %213, %209
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %215 = load double, ptr %21, align 16, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %215, ptr noundef nonnull %100, ptr noundef nonnull %3) #9
  %216 = load double, ptr %90, align 8, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %216, ptr noundef nonnull %101, ptr noundef nonnull %102) #9
  %217 = load double, ptr %91, align 16, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %217, ptr noundef nonnull %103, ptr noundef nonnull %104) #9
  %218 = load double, ptr %92, align 8, !tbaa !5
  call void @sincos(double noundef nofpclass(nan inf) %218, ptr noundef nonnull %105, ptr noundef nonnull %106) #9
  %219 = load double, ptr %3, align 16, !tbaa !5
  %220 = fmul fast double %219, %219
  %221 = fmul fast double %220, %219
  %222 = load double, ptr %100, align 8, !tbaa !5
  %223 = fmul fast double %222, %222
  %224 = fmul fast double %223, %222
  %225 = fmul fast double %224, 2.000000e+00
  %226 = fadd fast double %225, %221
  %227 = load double, ptr %102, align 16, !tbaa !5
  %228 = fmul fast double %227, %227
  %229 = fmul fast double %228, %227
  %230 = fmul fast double %229, 3.000000e+00
  %231 = fadd fast double %230, %226
  %232 = load double, ptr %101, align 8, !tbaa !5
  %233 = fmul fast double %232, %232
  %234 = fmul fast double %233, %232
  %235 = fmul fast double %234, 4.000000e+00
  %236 = fadd fast double %235, %231
  %237 = load double, ptr %104, align 16, !tbaa !5
  %238 = fmul fast double %237, %237
  %239 = fmul fast double %238, %237
  %240 = fmul fast double %239, 5.000000e+00
  %241 = fadd fast double %240, %236
  %242 = load double, ptr %103, align 8, !tbaa !5
  %243 = fmul fast double %242, %242
  %244 = fmul fast double %243, %242
  %245 = fmul fast double %244, 6.000000e+00
  %246 = fadd fast double %245, %241
  %247 = load double, ptr %106, align 16, !tbaa !5
  %248 = fmul fast double %247, %247
  %249 = fmul fast double %248, %247
  %250 = fmul fast double %249, 7.000000e+00
  %251 = fadd fast double %250, %246
  %252 = load double, ptr %105, align 8, !tbaa !5
  %253 = fmul fast double %252, %252
  %254 = fmul fast double %253, %252
  %255 = fmul fast double %254, 8.000000e+00
  %256 = fadd fast double %255, %251
  %257 = trunc nuw nsw i64 %162 to i32
  %258 = uitofp nneg i32 %257 to double
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  %259 = fsub fast double %214, %256
  %260 = fmul fast double %259, 5.000000e+05
  %261 = call fast double @llvm.fabs.f64(double %260)
  %262 = call fast double @llvm.maxnum.f64(double %261, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %172, ptr %2, align 8, !tbaa !5
  %263 = load volatile double, ptr %2, align 8, !tbaa !5
  %264 = call double @llvm.fabs.f64(double %263)
  %265 = fcmp ueq double %264, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %265, label %277, label %266

266:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %260, ptr %1, align 8, !tbaa !5
  %267 = load volatile double, ptr %1, align 8, !tbaa !5
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %269, label %277, label %270

270:                                              ; preds = %266
  %271 = fsub fast double %172, %260
  %272 = call fast double @llvm.fabs.f64(double %271)
  %273 = fmul fast double %262, 0x3EB0C6F7A0B5ED8D
  %274 = fcmp fast ole double %272, %273
  %275 = select i1 %274, ptr @.str.7, ptr @.str.8
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %258, double noundef nofpclass(nan inf) %172, double noundef nofpclass(nan inf) %260, ptr noundef nonnull %275)
  br i1 %274, label %282, label %279

277:                                              ; preds = %266, %161
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %258, double noundef nofpclass(nan inf) %172, double noundef nofpclass(nan inf) %260, ptr noundef nonnull @.str.8)
  br label %279

279:                                              ; preds = %277, %270
  %280 = load i32, ptr @n_fail, align 4, !tbaa !17
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr @n_fail, align 4, !tbaa !17
  br label %282

282:                                              ; preds = %270, %279
  %283 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %162
  %284 = load double, ptr %283, align 8, !tbaa !5
  %285 = load double, ptr %171, align 8, !tbaa !5
  %286 = fmul fast double %285, %284
  %287 = fadd fast double %286, %163
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #9
  %288 = add nuw nsw i64 %162, 1
  %289 = icmp eq i64 %288, 4
  br i1 %289, label %107, label %161, !llvm.loop !19
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare nofpclass(nan inf) float @__enzyme_autodiff_f(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #8

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !10}
