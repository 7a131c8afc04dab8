; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 20, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [9 x i8] c"temps.dx\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"smooth.JTw\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"smooth.dy_consumed\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"loop_alloc.dx\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"alloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [20 x double], align 16
  %6 = alloca [20 x double], align 16
  %7 = alloca [20 x double], align 16
  %8 = alloca [20 x double], align 16
  %9 = alloca [20 x double], align 16
  %10 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #14
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %12

12:                                               ; preds = %12, %0
  %13 = phi i64 [ 0, %0 ], [ %30, %12 ]
  %14 = phi i64 [ %11, %0 ], [ %24, %12 ]
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 10
  %18 = and i64 %17, 18014398509481982
  %19 = uitofp nneg i64 %18 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3CA0000000000000, double -1.000000e+00)
  %21 = getelementptr inbounds double, ptr %5, i64 %13
  store double %20, ptr %21, align 16, !tbaa !9
  %22 = or disjoint i64 %13, 1
  %23 = mul i64 %16, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 10
  %26 = and i64 %25, 18014398509481982
  %27 = uitofp nneg i64 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3CA0000000000000, double -1.000000e+00)
  %29 = getelementptr inbounds double, ptr %5, i64 %22
  store double %28, ptr %29, align 8, !tbaa !9
  %30 = add nuw nsw i64 %13, 2
  %31 = icmp eq i64 %30, 20
  br i1 %31, label %32, label %12, !llvm.loop !11

32:                                               ; preds = %12, %32
  %33 = phi i64 [ %50, %32 ], [ 0, %12 ]
  %34 = phi i64 [ %44, %32 ], [ %24, %12 ]
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = lshr i64 %36, 10
  %38 = and i64 %37, 18014398509481982
  %39 = uitofp nneg i64 %38 to double
  %40 = tail call double @llvm.fmuladd.f64(double %39, double 0x3CA0000000000000, double -1.000000e+00)
  %41 = getelementptr inbounds double, ptr %9, i64 %33
  store double %40, ptr %41, align 16, !tbaa !9
  %42 = or disjoint i64 %33, 1
  %43 = mul i64 %36, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = lshr i64 %44, 10
  %46 = and i64 %45, 18014398509481982
  %47 = uitofp nneg i64 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 0x3CA0000000000000, double -1.000000e+00)
  %49 = getelementptr inbounds double, ptr %9, i64 %42
  store double %48, ptr %49, align 8, !tbaa !9
  %50 = add nuw nsw i64 %33, 2
  %51 = icmp eq i64 %50, 20
  br i1 %51, label %52, label %32, !llvm.loop !11

52:                                               ; preds = %32
  store i64 %44, ptr @rng_state, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %10, i64 8
  br label %60

54:                                               ; preds = %119
  %55 = load i32, ptr @n_fail, align 4, !tbaa !13
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %55)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !13
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #14
  ret i32 %59

60:                                               ; preds = %52, %119
  %61 = phi i64 [ 0, %52 ], [ %121, %119 ]
  %62 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #14
  store i32 %63, ptr %10, align 8, !tbaa !15
  store ptr %9, ptr %53, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temps, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %63) #14
  %65 = call i32 @llvm.smax.i32(i32 %63, i32 1)
  %66 = zext nneg i32 %65 to i64
  %67 = shl nuw nsw i64 %66, 3
  %68 = call noalias ptr @malloc(i64 noundef %67) #15
  %69 = sext i32 %63 to i64
  %70 = shl nsw i64 %69, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %68, ptr nonnull readonly align 16 %5, i64 %70, i1 false)
  %71 = zext nneg i32 %63 to i64
  br label %72

72:                                               ; preds = %114, %60
  %73 = phi i64 [ 0, %60 ], [ %115, %114 ]
  %74 = getelementptr inbounds double, ptr %6, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = getelementptr inbounds double, ptr %68, i64 %73
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = call double @llvm.fabs.f64(double %77)
  %79 = fcmp ogt double %78, 1.000000e+00
  %80 = select i1 %79, double %78, double 1.000000e+00
  %81 = fmul double %80, 0x3EB0C6F7A0B5ED8D
  %82 = fadd double %77, %81
  %83 = fsub double %77, %81
  store double %82, ptr %76, align 8, !tbaa !9
  %84 = load i32, ptr %10, align 8, !tbaa !15
  %85 = call double @temps(ptr noundef readonly %68, i32 noundef %84)
  store double %83, ptr %76, align 8, !tbaa !9
  %86 = load i32, ptr %10, align 8, !tbaa !15
  %87 = call double @temps(ptr noundef readonly %68, i32 noundef %86)
  store double %77, ptr %76, align 8, !tbaa !9
  %88 = fsub double %85, %87
  %89 = fsub double %82, %83
  %90 = fdiv double %88, %89
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fcmp ogt double %91, 1.000000e+00
  %93 = select i1 %92, double %91, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %75, ptr %4, align 8, !tbaa !9
  %94 = load volatile double, ptr %4, align 8, !tbaa !9
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %96, label %109, label %97

97:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %90, ptr %3, align 8, !tbaa !9
  %98 = load volatile double, ptr %3, align 8, !tbaa !9
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %100, label %109, label %101

101:                                              ; preds = %97
  %102 = fsub double %75, %90
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fmul double %93, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp ugt double %103, %104
  br i1 %105, label %109, label %106

106:                                              ; preds = %101
  %107 = trunc nuw nsw i64 %73 to i32
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %107, double noundef %75, double noundef %90, ptr noundef nonnull @.str.6)
  br label %114

109:                                              ; preds = %101, %97, %72
  %110 = trunc nuw nsw i64 %73 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %110, double noundef %75, double noundef %90, ptr noundef nonnull @.str.7)
  %112 = load i32, ptr @n_fail, align 4, !tbaa !13
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @n_fail, align 4, !tbaa !13
  br label %114

114:                                              ; preds = %109, %106
  %115 = add nuw nsw i64 %73, 1
  %116 = icmp eq i64 %115, %71
  br i1 %116, label %117, label %72, !llvm.loop !19

117:                                              ; preds = %114
  call void @free(ptr noundef nonnull %68) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %8, ptr noundef nonnull align 16 dereferenceable(160) %9, i64 160, i1 false)
  %118 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %63) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_smooth, ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef %63, ptr noundef nonnull %6)
  br label %123

119:                                              ; preds = %144
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  %120 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_alloc, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %63, i32 noundef 4) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_loop, ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef %63, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #14
  %121 = add nuw nsw i64 %61, 1
  %122 = icmp eq i64 %121, 3
  br i1 %122, label %54, label %60, !llvm.loop !20

123:                                              ; preds = %117, %144
  %124 = phi i64 [ 0, %117 ], [ %145, %144 ]
  %125 = getelementptr inbounds [20 x double], ptr %8, i64 0, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %126, ptr %2, align 8, !tbaa !9
  %127 = load volatile double, ptr %2, align 8, !tbaa !9
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %129, label %139, label %130

130:                                              ; preds = %123
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !9
  %131 = load volatile double, ptr %1, align 8, !tbaa !9
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %134 = fcmp une double %126, 0.000000e+00
  %135 = select i1 %133, i1 true, i1 %134
  br i1 %135, label %139, label %136

136:                                              ; preds = %130
  %137 = trunc nuw nsw i64 %124 to i32
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %137, double noundef %126, double noundef 0.000000e+00, ptr noundef nonnull @.str.6)
  br label %144

139:                                              ; preds = %130, %123
  %140 = trunc nuw nsw i64 %124 to i32
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %140, double noundef %126, double noundef 0.000000e+00, ptr noundef nonnull @.str.7)
  %142 = load i32, ptr @n_fail, align 4, !tbaa !13
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr @n_fail, align 4, !tbaa !13
  br label %144

144:                                              ; preds = %136, %139
  %145 = add nuw nsw i64 %124, 1
  %146 = icmp eq i64 %145, %66
  br i1 %146, label %119, label %123, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @temps(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #15
  %6 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #16
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %66

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  br label %13

10:                                               ; preds = %13
  br i1 %7, label %11, label %66

11:                                               ; preds = %10
  %12 = zext nneg i32 %1 to i64
  br label %30

13:                                               ; preds = %8, %13
  %14 = phi i64 [ 0, %8 ], [ %22, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %16, 3.000000e-01
  %18 = tail call double @exp(double noundef %17) #14
  %19 = load double, ptr %15, align 8, !tbaa !9
  %20 = fsub double %18, %19
  %21 = getelementptr inbounds double, ptr %5, i64 %14
  store double %20, ptr %21, align 8, !tbaa !9
  %22 = add nuw nsw i64 %14, 1
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %10, label %13, !llvm.loop !22

24:                                               ; preds = %30
  br i1 %7, label %25, label %66

25:                                               ; preds = %24
  %26 = and i64 %12, 3
  %27 = icmp ult i32 %1, 4
  br i1 %27, label %51, label %28

28:                                               ; preds = %25
  %29 = and i64 %12, 2147483644
  br label %68

30:                                               ; preds = %11, %30
  %31 = phi i64 [ 0, %11 ], [ %34, %30 ]
  %32 = getelementptr inbounds double, ptr %5, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = add nuw nsw i64 %31, 1
  %35 = icmp eq i64 %34, %12
  %36 = and i64 %34, 4294967295
  %37 = select i1 %35, i64 0, i64 %36
  %38 = getelementptr inbounds double, ptr %5, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr inbounds double, ptr %6, i64 %31
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %33, double %39, double %41)
  store double %42, ptr %40, align 8, !tbaa !9
  %43 = trunc i64 %31 to i32
  %44 = add i32 %43, 2
  %45 = urem i32 %44, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %6, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %48)
  store double %49, ptr %47, align 8, !tbaa !9
  %50 = icmp eq i64 %34, %12
  br i1 %50, label %24, label %30, !llvm.loop !23

51:                                               ; preds = %68, %25
  %52 = phi double [ poison, %25 ], [ %86, %68 ]
  %53 = phi i64 [ 0, %25 ], [ %87, %68 ]
  %54 = phi double [ 0.000000e+00, %25 ], [ %86, %68 ]
  %55 = icmp eq i64 %26, 0
  br i1 %55, label %66, label %56

56:                                               ; preds = %51, %56
  %57 = phi i64 [ %63, %56 ], [ %53, %51 ]
  %58 = phi double [ %62, %56 ], [ %54, %51 ]
  %59 = phi i64 [ %64, %56 ], [ 0, %51 ]
  %60 = getelementptr inbounds double, ptr %6, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %61, double %58)
  %63 = add nuw nsw i64 %57, 1
  %64 = add i64 %59, 1
  %65 = icmp eq i64 %64, %26
  br i1 %65, label %66, label %56, !llvm.loop !24

66:                                               ; preds = %51, %56, %2, %10, %24
  %67 = phi double [ 0.000000e+00, %24 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %52, %51 ], [ %62, %56 ]
  tail call void @free(ptr noundef %5) #14
  tail call void @free(ptr noundef %6) #14
  ret double %67

68:                                               ; preds = %68, %28
  %69 = phi i64 [ 0, %28 ], [ %87, %68 ]
  %70 = phi double [ 0.000000e+00, %28 ], [ %86, %68 ]
  %71 = phi i64 [ 0, %28 ], [ %88, %68 ]
  %72 = getelementptr inbounds double, ptr %6, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = tail call double @llvm.fmuladd.f64(double %73, double %73, double %70)
  %75 = or disjoint i64 %69, 1
  %76 = getelementptr inbounds double, ptr %6, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %77, double %74)
  %79 = or disjoint i64 %69, 2
  %80 = getelementptr inbounds double, ptr %6, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %81, double %78)
  %83 = or disjoint i64 %69, 3
  %84 = getelementptr inbounds double, ptr %6, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %82)
  %87 = add nuw nsw i64 %69, 4
  %88 = add i64 %71, 4
  %89 = icmp eq i64 %88, %29
  br i1 %89, label %51, label %68, !llvm.loop !26
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #4 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #15
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !27
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !27
  store double %24, ptr %23, align 8, !tbaa !9
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %39 = load volatile double, ptr %8, align 8, !tbaa !9
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !9
  %43 = load volatile double, ptr %7, align 8, !tbaa !9
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.6)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.7)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !13
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = add nsw i32 %2, 2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #15
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %116

11:                                               ; preds = %3
  %12 = zext nneg i32 %2 to i64
  %13 = icmp ult i32 %2, 4
  br i1 %13, label %14, label %16

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %108

16:                                               ; preds = %11
  %17 = and i64 %12, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %29, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !9
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !9
  %24 = fmul <2 x double> %22, %22
  %25 = fmul <2 x double> %23, %23
  %26 = or disjoint i64 %19, 1
  %27 = getelementptr inbounds double, ptr %9, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %24, ptr %27, align 8, !tbaa !9
  store <2 x double> %25, ptr %28, align 8, !tbaa !9
  %29 = add nuw i64 %19, 4
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %18, !llvm.loop !28

31:                                               ; preds = %18
  %32 = icmp eq i64 %17, %12
  br i1 %32, label %33, label %14

33:                                               ; preds = %108, %31
  %34 = zext nneg i32 %2 to i64
  %35 = getelementptr inbounds double, ptr %9, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %9, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = getelementptr inbounds double, ptr %9, i64 %34
  store double %36, ptr %9, align 8, !tbaa !9
  %40 = getelementptr i8, ptr %39, i64 8
  store double %38, ptr %40, align 8, !tbaa !9
  br i1 %10, label %41, label %116

41:                                               ; preds = %33
  %42 = zext nneg i32 %2 to i64
  %43 = load double, ptr %9, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %9, i64 16
  %45 = icmp ult i32 %2, 4
  %46 = sub i64 %5, %4
  %47 = icmp ult i64 %46, 32
  %48 = or i1 %45, %47
  br i1 %48, label %49, label %72

49:                                               ; preds = %105, %41
  %50 = phi double [ %43, %41 ], [ %106, %105 ]
  %51 = phi i64 [ 0, %41 ], [ %73, %105 ]
  %52 = and i64 %34, 1
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %67, label %54

54:                                               ; preds = %49
  %55 = or disjoint i64 %51, 1
  %56 = getelementptr inbounds double, ptr %9, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul double %57, 5.000000e-01
  %59 = tail call double @llvm.fmuladd.f64(double %50, double 2.500000e-01, double %58)
  %60 = getelementptr inbounds double, ptr %44, i64 %51
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, 2.500000e-01
  %63 = getelementptr inbounds double, ptr %0, i64 %51
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = tail call double @llvm.fmuladd.f64(double %62, double %64, double %59)
  %66 = getelementptr inbounds double, ptr %1, i64 %51
  store double %65, ptr %66, align 8, !tbaa !9
  br label %67

67:                                               ; preds = %54, %49
  %68 = phi double [ %50, %49 ], [ %57, %54 ]
  %69 = phi i64 [ %51, %49 ], [ %55, %54 ]
  %70 = add nsw i64 %34, -1
  %71 = icmp eq i64 %51, %70
  br i1 %71, label %116, label %117

72:                                               ; preds = %41
  %73 = and i64 %12, 2147483644
  %74 = insertelement <2 x double> poison, double %43, i64 1
  br label %75

75:                                               ; preds = %75, %72
  %76 = phi i64 [ 0, %72 ], [ %103, %75 ]
  %77 = phi <2 x double> [ %74, %72 ], [ %82, %75 ]
  %78 = or disjoint i64 %76, 1
  %79 = getelementptr inbounds double, ptr %9, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !9
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !9
  %83 = shufflevector <2 x double> %77, <2 x double> %81, <2 x i32> <i32 1, i32 2>
  %84 = shufflevector <2 x double> %81, <2 x double> %82, <2 x i32> <i32 1, i32 2>
  %85 = fmul <2 x double> %81, <double 5.000000e-01, double 5.000000e-01>
  %86 = fmul <2 x double> %82, <double 5.000000e-01, double 5.000000e-01>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %85)
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %86)
  %89 = getelementptr inbounds double, ptr %44, i64 %76
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load <2 x double>, ptr %89, align 8, !tbaa !9
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !9
  %93 = fmul <2 x double> %91, <double 2.500000e-01, double 2.500000e-01>
  %94 = fmul <2 x double> %92, <double 2.500000e-01, double 2.500000e-01>
  %95 = getelementptr inbounds double, ptr %0, i64 %76
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !9
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !9
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %97, <2 x double> %87)
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %98, <2 x double> %88)
  %101 = getelementptr inbounds double, ptr %1, i64 %76
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  store <2 x double> %99, ptr %101, align 8, !tbaa !9
  store <2 x double> %100, ptr %102, align 8, !tbaa !9
  %103 = add nuw i64 %76, 4
  %104 = icmp eq i64 %103, %73
  br i1 %104, label %105, label %75, !llvm.loop !31

105:                                              ; preds = %75
  %106 = extractelement <2 x double> %82, i64 1
  %107 = icmp eq i64 %73, %12
  br i1 %107, label %116, label %49

108:                                              ; preds = %14, %108
  %109 = phi i64 [ %113, %108 ], [ %15, %14 ]
  %110 = getelementptr inbounds double, ptr %0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = fmul double %111, %111
  %113 = add nuw nsw i64 %109, 1
  %114 = getelementptr inbounds double, ptr %9, i64 %113
  store double %112, ptr %114, align 8, !tbaa !9
  %115 = icmp eq i64 %113, %12
  br i1 %115, label %33, label %108, !llvm.loop !32

116:                                              ; preds = %67, %117, %105, %3, %33
  tail call void @free(ptr noundef nonnull %9) #14
  ret void

117:                                              ; preds = %67, %117
  %118 = phi double [ %126, %117 ], [ %68, %67 ]
  %119 = phi i64 [ %132, %117 ], [ %69, %67 ]
  %120 = add nuw nsw i64 %119, 1
  %121 = getelementptr inbounds double, ptr %9, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul double %122, 5.000000e-01
  %124 = tail call double @llvm.fmuladd.f64(double %118, double 2.500000e-01, double %123)
  %125 = getelementptr inbounds double, ptr %44, i64 %119
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fmul double %126, 2.500000e-01
  %128 = getelementptr inbounds double, ptr %0, i64 %119
  %129 = load double, ptr %128, align 8, !tbaa !9
  %130 = tail call double @llvm.fmuladd.f64(double %127, double %129, double %124)
  %131 = getelementptr inbounds double, ptr %1, i64 %119
  store double %130, ptr %131, align 8, !tbaa !9
  %132 = add nuw nsw i64 %119, 2
  %133 = fmul double %126, 5.000000e-01
  %134 = tail call double @llvm.fmuladd.f64(double %122, double 2.500000e-01, double %133)
  %135 = getelementptr inbounds double, ptr %44, i64 %120
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = fmul double %136, 2.500000e-01
  %138 = getelementptr inbounds double, ptr %0, i64 %120
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = tail call double @llvm.fmuladd.f64(double %137, double %139, double %134)
  %141 = getelementptr inbounds double, ptr %1, i64 %120
  store double %140, ptr %141, align 8, !tbaa !9
  %142 = icmp eq i64 %132, %42
  br i1 %142, label %116, label %117, !llvm.loop !33
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @obj_smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = alloca [20 x double], align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !15
  %5 = add nsw i32 %4, 2
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #15
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @free(ptr noundef nonnull %8) #14
  br label %129

11:                                               ; preds = %2
  %12 = zext nneg i32 %4 to i64
  %13 = icmp ult i32 %4, 4
  br i1 %13, label %14, label %16

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %80

16:                                               ; preds = %11
  %17 = and i64 %12, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %29, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !9
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !9
  %24 = fmul <2 x double> %22, %22
  %25 = fmul <2 x double> %23, %23
  %26 = or disjoint i64 %19, 1
  %27 = getelementptr inbounds double, ptr %8, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %24, ptr %27, align 8, !tbaa !9
  store <2 x double> %25, ptr %28, align 8, !tbaa !9
  %29 = add nuw i64 %19, 4
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %18, !llvm.loop !34

31:                                               ; preds = %18
  %32 = icmp eq i64 %17, %12
  br i1 %32, label %33, label %14

33:                                               ; preds = %80, %31
  %34 = getelementptr inbounds double, ptr %8, i64 %12
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds i8, ptr %8, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !9
  store double %35, ptr %8, align 8, !tbaa !9
  %38 = getelementptr i8, ptr %34, i64 8
  store double %37, ptr %38, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %8, i64 16
  %40 = icmp ult i32 %4, 4
  br i1 %40, label %41, label %44

41:                                               ; preds = %77, %33
  %42 = phi double [ %35, %33 ], [ %78, %77 ]
  %43 = phi i64 [ 0, %33 ], [ %45, %77 ]
  br label %88

44:                                               ; preds = %33
  %45 = and i64 %12, 2147483644
  %46 = insertelement <2 x double> poison, double %35, i64 1
  br label %47

47:                                               ; preds = %47, %44
  %48 = phi i64 [ 0, %44 ], [ %75, %47 ]
  %49 = phi <2 x double> [ %46, %44 ], [ %54, %47 ]
  %50 = or disjoint i64 %48, 1
  %51 = getelementptr inbounds double, ptr %8, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !9
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !9
  %55 = shufflevector <2 x double> %49, <2 x double> %53, <2 x i32> <i32 1, i32 2>
  %56 = shufflevector <2 x double> %53, <2 x double> %54, <2 x i32> <i32 1, i32 2>
  %57 = fmul <2 x double> %53, <double 5.000000e-01, double 5.000000e-01>
  %58 = fmul <2 x double> %54, <double 5.000000e-01, double 5.000000e-01>
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %57)
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %58)
  %61 = getelementptr inbounds double, ptr %39, i64 %48
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !9
  %64 = load <2 x double>, ptr %62, align 8, !tbaa !9
  %65 = fmul <2 x double> %63, <double 2.500000e-01, double 2.500000e-01>
  %66 = fmul <2 x double> %64, <double 2.500000e-01, double 2.500000e-01>
  %67 = getelementptr inbounds double, ptr %0, i64 %48
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !9
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !9
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %69, <2 x double> %59)
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %70, <2 x double> %60)
  %73 = getelementptr inbounds double, ptr %3, i64 %48
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  store <2 x double> %71, ptr %73, align 16, !tbaa !9
  store <2 x double> %72, ptr %74, align 16, !tbaa !9
  %75 = add nuw i64 %48, 4
  %76 = icmp eq i64 %75, %45
  br i1 %76, label %77, label %47, !llvm.loop !35

77:                                               ; preds = %47
  %78 = extractelement <2 x double> %54, i64 1
  %79 = icmp eq i64 %45, %12
  br i1 %79, label %104, label %41

80:                                               ; preds = %14, %80
  %81 = phi i64 [ %85, %80 ], [ %15, %14 ]
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fmul double %83, %83
  %85 = add nuw nsw i64 %81, 1
  %86 = getelementptr inbounds double, ptr %8, i64 %85
  store double %84, ptr %86, align 8, !tbaa !9
  %87 = icmp eq i64 %85, %12
  br i1 %87, label %33, label %80, !llvm.loop !36

88:                                               ; preds = %41, %88
  %89 = phi double [ %93, %88 ], [ %42, %41 ]
  %90 = phi i64 [ %91, %88 ], [ %43, %41 ]
  %91 = add nuw nsw i64 %90, 1
  %92 = getelementptr inbounds double, ptr %8, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = fmul double %93, 5.000000e-01
  %95 = tail call double @llvm.fmuladd.f64(double %89, double 2.500000e-01, double %94)
  %96 = getelementptr inbounds double, ptr %39, i64 %90
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = fmul double %97, 2.500000e-01
  %99 = getelementptr inbounds double, ptr %0, i64 %90
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = tail call double @llvm.fmuladd.f64(double %98, double %100, double %95)
  %102 = getelementptr inbounds double, ptr %3, i64 %90
  store double %101, ptr %102, align 8, !tbaa !9
  %103 = icmp eq i64 %91, %12
  br i1 %103, label %104, label %88, !llvm.loop !37

104:                                              ; preds = %88, %77
  tail call void @free(ptr noundef nonnull %8) #14
  br i1 %9, label %105, label %129

105:                                              ; preds = %104
  %106 = getelementptr inbounds i8, ptr %1, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !18
  %108 = and i64 %12, 3
  %109 = icmp ult i32 %4, 4
  br i1 %109, label %112, label %110

110:                                              ; preds = %105
  %111 = and i64 %12, 2147483644
  br label %131

112:                                              ; preds = %131, %105
  %113 = phi double [ poison, %105 ], [ %157, %131 ]
  %114 = phi i64 [ 0, %105 ], [ %158, %131 ]
  %115 = phi double [ 0.000000e+00, %105 ], [ %157, %131 ]
  %116 = icmp eq i64 %108, 0
  br i1 %116, label %129, label %117

117:                                              ; preds = %112, %117
  %118 = phi i64 [ %126, %117 ], [ %114, %112 ]
  %119 = phi double [ %125, %117 ], [ %115, %112 ]
  %120 = phi i64 [ %127, %117 ], [ 0, %112 ]
  %121 = getelementptr inbounds double, ptr %107, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %118
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = tail call double @llvm.fmuladd.f64(double %122, double %124, double %119)
  %126 = add nuw nsw i64 %118, 1
  %127 = add i64 %120, 1
  %128 = icmp eq i64 %127, %108
  br i1 %128, label %129, label %117, !llvm.loop !38

129:                                              ; preds = %112, %117, %10, %104
  %130 = phi double [ 0.000000e+00, %104 ], [ 0.000000e+00, %10 ], [ %113, %112 ], [ %125, %117 ]
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #14
  ret double %130

131:                                              ; preds = %131, %110
  %132 = phi i64 [ 0, %110 ], [ %158, %131 ]
  %133 = phi double [ 0.000000e+00, %110 ], [ %157, %131 ]
  %134 = phi i64 [ 0, %110 ], [ %159, %131 ]
  %135 = getelementptr inbounds double, ptr %107, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %132
  %138 = load double, ptr %137, align 16, !tbaa !9
  %139 = tail call double @llvm.fmuladd.f64(double %136, double %138, double %133)
  %140 = or disjoint i64 %132, 1
  %141 = getelementptr inbounds double, ptr %107, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = tail call double @llvm.fmuladd.f64(double %142, double %144, double %139)
  %146 = or disjoint i64 %132, 2
  %147 = getelementptr inbounds double, ptr %107, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %146
  %150 = load double, ptr %149, align 16, !tbaa !9
  %151 = tail call double @llvm.fmuladd.f64(double %148, double %150, double %145)
  %152 = or disjoint i64 %132, 3
  %153 = getelementptr inbounds double, ptr %107, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %152
  %156 = load double, ptr %155, align 8, !tbaa !9
  %157 = tail call double @llvm.fmuladd.f64(double %154, double %156, double %151)
  %158 = add nuw nsw i64 %132, 4
  %159 = add i64 %134, 4
  %160 = icmp eq i64 %159, %111
  br i1 %160, label %112, label %131, !llvm.loop !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @loop_alloc(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %20

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = icmp sgt i32 %1, 0
  %9 = zext nneg i32 %2 to i64
  %10 = zext i32 %1 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %10, 1
  %13 = icmp eq i64 %11, 0
  %14 = and i64 %10, 2147483646
  %15 = icmp eq i64 %12, 0
  %16 = and i64 %10, 1
  %17 = icmp eq i64 %11, 0
  %18 = and i64 %10, 2147483646
  %19 = icmp eq i64 %16, 0
  br label %22

20:                                               ; preds = %94, %3
  %21 = phi double [ 0.000000e+00, %3 ], [ %96, %94 ]
  ret double %21

22:                                               ; preds = %5, %94
  %23 = phi i64 [ 0, %5 ], [ %95, %94 ]
  %24 = phi double [ 0.000000e+00, %5 ], [ %96, %94 ]
  %25 = tail call noalias ptr @malloc(i64 noundef %7) #15
  br i1 %8, label %26, label %45

26:                                               ; preds = %22
  %27 = trunc i64 %23 to i32
  %28 = add i32 %27, 1
  %29 = uitofp nneg i32 %28 to double
  br i1 %13, label %30, label %52

30:                                               ; preds = %52, %26
  %31 = phi i64 [ 0, %26 ], [ %78, %52 ]
  br i1 %15, label %44, label %32

32:                                               ; preds = %30
  %33 = getelementptr inbounds double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = add nuw nsw i64 %31, %23
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = urem i32 %36, %1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = tail call double @sin(double noundef %40) #14
  %42 = tail call double @llvm.fmuladd.f64(double %34, double %29, double %41)
  %43 = getelementptr inbounds double, ptr %25, i64 %31
  store double %42, ptr %43, align 8, !tbaa !9
  br label %44

44:                                               ; preds = %30, %32
  br i1 %8, label %47, label %45

45:                                               ; preds = %22, %44
  %46 = add nuw nsw i64 %23, 1
  br label %94

47:                                               ; preds = %44
  %48 = add nuw nsw i64 %23, 1
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = uitofp i32 %49 to double
  %51 = getelementptr double, ptr %25, i64 %6
  br i1 %17, label %81, label %98

52:                                               ; preds = %26, %52
  %53 = phi i64 [ %78, %52 ], [ 0, %26 ]
  %54 = phi i64 [ %79, %52 ], [ 0, %26 ]
  %55 = getelementptr inbounds double, ptr %0, i64 %53
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = add nuw nsw i64 %53, %23
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = urem i32 %58, %1
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @sin(double noundef %62) #14
  %64 = tail call double @llvm.fmuladd.f64(double %56, double %29, double %63)
  %65 = getelementptr inbounds double, ptr %25, i64 %53
  store double %64, ptr %65, align 8, !tbaa !9
  %66 = or disjoint i64 %53, 1
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = add nuw nsw i64 %66, %23
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = urem i32 %70, %1
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = tail call double @sin(double noundef %74) #14
  %76 = tail call double @llvm.fmuladd.f64(double %68, double %29, double %75)
  %77 = getelementptr inbounds double, ptr %25, i64 %66
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = add nuw nsw i64 %53, 2
  %79 = add i64 %54, 2
  %80 = icmp eq i64 %79, %14
  br i1 %80, label %30, label %52, !llvm.loop !40

81:                                               ; preds = %98, %47
  %82 = phi double [ poison, %47 ], [ %118, %98 ]
  %83 = phi i64 [ 0, %47 ], [ %119, %98 ]
  %84 = phi double [ %24, %47 ], [ %118, %98 ]
  br i1 %19, label %94, label %85

85:                                               ; preds = %81
  %86 = getelementptr inbounds double, ptr %25, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = xor i64 %83, -1
  %89 = getelementptr double, ptr %51, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = fmul double %87, %90
  %92 = fdiv double %91, %50
  %93 = fadd double %84, %92
  br label %94

94:                                               ; preds = %85, %81, %45
  %95 = phi i64 [ %46, %45 ], [ %48, %81 ], [ %48, %85 ]
  %96 = phi double [ %24, %45 ], [ %82, %81 ], [ %93, %85 ]
  tail call void @free(ptr noundef %25) #14
  %97 = icmp eq i64 %95, %9
  br i1 %97, label %20, label %22, !llvm.loop !41

98:                                               ; preds = %47, %98
  %99 = phi i64 [ %119, %98 ], [ 0, %47 ]
  %100 = phi double [ %118, %98 ], [ %24, %47 ]
  %101 = phi i64 [ %120, %98 ], [ 0, %47 ]
  %102 = getelementptr inbounds double, ptr %25, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = xor i64 %99, -1
  %105 = getelementptr double, ptr %51, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = fmul double %103, %106
  %108 = fdiv double %107, %50
  %109 = fadd double %100, %108
  %110 = or disjoint i64 %99, 1
  %111 = getelementptr inbounds double, ptr %25, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = xor i64 %99, -2
  %114 = getelementptr double, ptr %51, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = fmul double %112, %115
  %117 = fdiv double %116, %50
  %118 = fadd double %109, %117
  %119 = add nuw nsw i64 %99, 2
  %120 = add i64 %101, 2
  %121 = icmp eq i64 %120, %18
  br i1 %121, label %81, label %98, !llvm.loop !42
}

; Function Attrs: nounwind uwtable
define internal double @obj_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load i32, ptr %1, align 8, !tbaa !15
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = icmp sgt i32 %3, 0
  %7 = zext i32 %3 to i64
  %8 = add nsw i64 %7, -1
  %9 = and i64 %7, 1
  %10 = icmp eq i64 %8, 0
  %11 = and i64 %7, 2147483646
  %12 = icmp eq i64 %9, 0
  %13 = and i64 %7, 1
  %14 = icmp eq i64 %8, 0
  %15 = and i64 %7, 2147483646
  %16 = icmp eq i64 %13, 0
  br label %17

17:                                               ; preds = %88, %2
  %18 = phi i64 [ 0, %2 ], [ %89, %88 ]
  %19 = phi double [ 0.000000e+00, %2 ], [ %90, %88 ]
  %20 = tail call noalias ptr @malloc(i64 noundef %5) #15
  br i1 %6, label %21, label %25

21:                                               ; preds = %17
  %22 = trunc i64 %18 to i32
  %23 = add i32 %22, 1
  %24 = uitofp nneg i32 %23 to double
  br i1 %10, label %27, label %46

25:                                               ; preds = %17
  %26 = add nuw nsw i64 %18, 1
  br label %88

27:                                               ; preds = %46, %21
  %28 = phi i64 [ 0, %21 ], [ %72, %46 ]
  br i1 %12, label %41, label %29

29:                                               ; preds = %27
  %30 = getelementptr inbounds double, ptr %0, i64 %28
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = add nuw nsw i64 %28, %18
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = urem i32 %33, %3
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @sin(double noundef %37) #14
  %39 = tail call double @llvm.fmuladd.f64(double %31, double %24, double %38)
  %40 = getelementptr inbounds double, ptr %20, i64 %28
  store double %39, ptr %40, align 8, !tbaa !9
  br label %41

41:                                               ; preds = %27, %29
  %42 = add nuw nsw i64 %18, 1
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = uitofp i32 %43 to double
  %45 = getelementptr double, ptr %20, i64 %4
  br i1 %14, label %75, label %92

46:                                               ; preds = %21, %46
  %47 = phi i64 [ %72, %46 ], [ 0, %21 ]
  %48 = phi i64 [ %73, %46 ], [ 0, %21 ]
  %49 = getelementptr inbounds double, ptr %0, i64 %47
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = add nuw nsw i64 %47, %18
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = urem i32 %52, %3
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = tail call double @sin(double noundef %56) #14
  %58 = tail call double @llvm.fmuladd.f64(double %50, double %24, double %57)
  %59 = getelementptr inbounds double, ptr %20, i64 %47
  store double %58, ptr %59, align 8, !tbaa !9
  %60 = or disjoint i64 %47, 1
  %61 = getelementptr inbounds double, ptr %0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = add nuw nsw i64 %60, %18
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = urem i32 %64, %3
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @sin(double noundef %68) #14
  %70 = tail call double @llvm.fmuladd.f64(double %62, double %24, double %69)
  %71 = getelementptr inbounds double, ptr %20, i64 %60
  store double %70, ptr %71, align 8, !tbaa !9
  %72 = add nuw nsw i64 %47, 2
  %73 = add i64 %48, 2
  %74 = icmp eq i64 %73, %11
  br i1 %74, label %27, label %46, !llvm.loop !40

75:                                               ; preds = %92, %41
  %76 = phi double [ poison, %41 ], [ %112, %92 ]
  %77 = phi i64 [ 0, %41 ], [ %113, %92 ]
  %78 = phi double [ %19, %41 ], [ %112, %92 ]
  br i1 %16, label %88, label %79

79:                                               ; preds = %75
  %80 = getelementptr inbounds double, ptr %20, i64 %77
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = xor i64 %77, -1
  %83 = getelementptr double, ptr %45, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul double %81, %84
  %86 = fdiv double %85, %44
  %87 = fadd double %78, %86
  br label %88

88:                                               ; preds = %79, %75, %25
  %89 = phi i64 [ %26, %25 ], [ %42, %75 ], [ %42, %79 ]
  %90 = phi double [ %19, %25 ], [ %76, %75 ], [ %87, %79 ]
  tail call void @free(ptr noundef %20) #14
  %91 = icmp eq i64 %89, 4
  br i1 %91, label %116, label %17, !llvm.loop !41

92:                                               ; preds = %41, %92
  %93 = phi i64 [ %113, %92 ], [ 0, %41 ]
  %94 = phi double [ %112, %92 ], [ %19, %41 ]
  %95 = phi i64 [ %114, %92 ], [ 0, %41 ]
  %96 = getelementptr inbounds double, ptr %20, i64 %93
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = xor i64 %93, -1
  %99 = getelementptr double, ptr %45, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = fmul double %97, %100
  %102 = fdiv double %101, %44
  %103 = fadd double %94, %102
  %104 = or disjoint i64 %93, 1
  %105 = getelementptr inbounds double, ptr %20, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = xor i64 %93, -2
  %108 = getelementptr double, ptr %45, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = fmul double %106, %109
  %111 = fdiv double %110, %44
  %112 = fadd double %103, %111
  %113 = add nuw nsw i64 %93, 2
  %114 = add i64 %95, 2
  %115 = icmp eq i64 %114, %15
  br i1 %115, label %75, label %92, !llvm.loop !42

116:                                              ; preds = %88
  ret double %90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind allocsize(0,1) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !17, i64 8}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !17, i64 8}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !12}
!27 = distinct !{ptr @obj_loop, ptr @obj_smooth, null}
!28 = distinct !{!28, !12, !29, !30}
!29 = !{!"llvm.loop.isvectorized", i32 1}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !12, !29, !30}
!32 = distinct !{!32, !12, !30, !29}
!33 = distinct !{!33, !12, !29}
!34 = distinct !{!34, !12, !29, !30}
!35 = distinct !{!35, !12, !29, !30}
!36 = distinct !{!36, !12, !30, !29}
!37 = distinct !{!37, !12, !30, !29}
!38 = distinct !{!38, !25}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12}
