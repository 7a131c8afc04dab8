; ModuleID = 'escape.c'
source_filename = "escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Node = type { double, ptr }
%struct.Buf = type { ptr, i32 }

@__const.main.x = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], align 16
@B0 = internal unnamed_addr constant [4 x double] [double 5.000000e-01, double -3.000000e-01, double 8.000000e-01, double 1.100000e+00], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [10 x i8] c"replace.x\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"replace.new_shadow\00", align 1
@__const.main.tail = private unnamed_addr constant %struct.Node { double 9.000000e-01, ptr null }, align 8
@__const.main.y = private unnamed_addr constant [2 x double] [double 1.300000e+00, double 6.000000e-01], align 16
@.str.2 = private unnamed_addr constant [9 x i8] c"append.x\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"append.tail\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"append.node_shadow\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"append.linked\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"escape\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @replace(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !5
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #15
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #15
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %67, label %10

10:                                               ; preds = %2
  %11 = load ptr, ptr %0, align 8, !tbaa !11
  br label %93

12:                                               ; preds = %67
  %13 = icmp sgt i32 %77, 0
  %14 = load ptr, ptr %0, align 8, !tbaa !11
  br i1 %13, label %15, label %93

15:                                               ; preds = %12
  %16 = zext nneg i32 %77 to i64
  %17 = icmp ult i32 %77, 12
  br i1 %17, label %18, label %26

18:                                               ; preds = %31, %26, %15
  %19 = and i64 %16, 1
  %20 = icmp eq i32 %77, 1
  br i1 %20, label %80, label %21

21:                                               ; preds = %18
  %22 = and i64 %16, 2147483646
  %23 = load double, ptr %1, align 8, !tbaa !12
  %24 = getelementptr inbounds i8, ptr %1, i64 8
  %25 = load double, ptr %24, align 8, !tbaa !12
  br label %103

26:                                               ; preds = %15
  %27 = add nsw i64 %16, -1
  %28 = trunc i64 %27 to i1
  %29 = icmp ugt i64 %27, 1
  %30 = or i1 %29, %28
  br i1 %30, label %18, label %31

31:                                               ; preds = %26
  %32 = shl nuw nsw i64 %16, 3
  %33 = getelementptr i8, ptr %7, i64 %32
  %34 = getelementptr i8, ptr %14, i64 %32
  %35 = getelementptr i8, ptr %1, i64 8
  %36 = mul nsw i64 %16, -8
  %37 = getelementptr i8, ptr %35, i64 %36
  %38 = icmp ult ptr %7, %34
  %39 = icmp ult ptr %14, %33
  %40 = and i1 %38, %39
  %41 = icmp ult ptr %7, %35
  %42 = icmp ult ptr %37, %33
  %43 = and i1 %41, %42
  %44 = or i1 %40, %43
  br i1 %44, label %18, label %45

45:                                               ; preds = %31
  %46 = getelementptr inbounds i8, ptr %1, i64 -8
  %47 = getelementptr inbounds i8, ptr %1, i64 -24
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !12, !alias.scope !14
  %49 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %50 = load <2 x double>, ptr %47, align 8, !tbaa !12, !alias.scope !14
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  br label %52

52:                                               ; preds = %45, %52
  %53 = phi i64 [ %66, %52 ], [ 0, %45 ]
  %54 = getelementptr inbounds double, ptr %14, i64 %53
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !12, !alias.scope !17
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !12, !alias.scope !17
  %58 = getelementptr inbounds double, ptr %8, i64 %53
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !12
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !12
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %49, <2 x double> %60)
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> %51, <2 x double> %61)
  %64 = getelementptr inbounds double, ptr %7, i64 %53
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store <2 x double> %62, ptr %64, align 8, !tbaa !12, !alias.scope !19, !noalias !21
  store <2 x double> %63, ptr %65, align 8, !tbaa !12, !alias.scope !19, !noalias !21
  %66 = add nuw i64 %53, 4
  br label %52, !llvm.loop !22

67:                                               ; preds = %2, %67
  %68 = phi i64 [ %76, %67 ], [ 0, %2 ]
  %69 = load ptr, ptr %0, align 8, !tbaa !11
  %70 = getelementptr inbounds double, ptr %69, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !12
  %72 = load double, ptr %1, align 8, !tbaa !12
  %73 = fadd double %71, %72
  %74 = tail call double @sin(double noundef %73) #16
  %75 = getelementptr inbounds double, ptr %8, i64 %68
  store double %74, ptr %75, align 8, !tbaa !12
  %76 = add nuw nsw i64 %68, 1
  %77 = load i32, ptr %3, align 8, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = icmp slt i64 %76, %78
  br i1 %79, label %67, label %12, !llvm.loop !26

80:                                               ; preds = %103, %18
  %81 = phi i64 [ 0, %18 ], [ %119, %103 ]
  %82 = icmp eq i64 %19, 0
  br i1 %82, label %93, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds double, ptr %14, i64 %81
  %85 = load double, ptr %84, align 8, !tbaa !12
  %86 = and i64 %81, 1
  %87 = getelementptr inbounds double, ptr %1, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !12
  %89 = getelementptr inbounds double, ptr %8, i64 %81
  %90 = load double, ptr %89, align 8, !tbaa !12
  %91 = tail call double @llvm.fmuladd.f64(double %85, double %88, double %90)
  %92 = getelementptr inbounds double, ptr %7, i64 %81
  store double %91, ptr %92, align 8, !tbaa !12
  br label %93

93:                                               ; preds = %83, %80, %10, %12
  %94 = phi ptr [ %11, %10 ], [ %14, %12 ], [ %14, %80 ], [ %14, %83 ]
  tail call void @free(ptr noundef %8) #16
  tail call void @free(ptr noundef %94) #16
  store ptr %7, ptr %0, align 8, !tbaa !11
  %95 = load i32, ptr %3, align 8, !tbaa !5
  %96 = icmp sgt i32 %95, 0
  br i1 %96, label %97, label %137

97:                                               ; preds = %93
  %98 = zext nneg i32 %95 to i64
  %99 = and i64 %98, 1
  %100 = icmp eq i32 %95, 1
  br i1 %100, label %122, label %101

101:                                              ; preds = %97
  %102 = and i64 %98, 2147483646
  br label %139

103:                                              ; preds = %103, %21
  %104 = phi i64 [ 0, %21 ], [ %119, %103 ]
  %105 = phi i64 [ 0, %21 ], [ %120, %103 ]
  %106 = getelementptr inbounds double, ptr %14, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !12
  %108 = getelementptr inbounds double, ptr %8, i64 %104
  %109 = load double, ptr %108, align 8, !tbaa !12
  %110 = tail call double @llvm.fmuladd.f64(double %107, double %23, double %109)
  %111 = getelementptr inbounds double, ptr %7, i64 %104
  store double %110, ptr %111, align 8, !tbaa !12
  %112 = or disjoint i64 %104, 1
  %113 = getelementptr inbounds double, ptr %14, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !12
  %115 = getelementptr inbounds double, ptr %8, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !12
  %117 = tail call double @llvm.fmuladd.f64(double %114, double %25, double %116)
  %118 = getelementptr inbounds double, ptr %7, i64 %112
  store double %117, ptr %118, align 8, !tbaa !12
  %119 = add nuw nsw i64 %104, 2
  %120 = add i64 %105, 2
  %121 = icmp eq i64 %120, %22
  br i1 %121, label %80, label %103, !llvm.loop !27

122:                                              ; preds = %139, %97
  %123 = phi double [ poison, %97 ], [ %160, %139 ]
  %124 = phi i64 [ 0, %97 ], [ %154, %139 ]
  %125 = phi double [ 0.000000e+00, %97 ], [ %160, %139 ]
  %126 = icmp eq i64 %99, 0
  br i1 %126, label %137, label %127

127:                                              ; preds = %122
  %128 = getelementptr inbounds double, ptr %7, i64 %124
  %129 = load double, ptr %128, align 8, !tbaa !12
  %130 = add nuw nsw i64 %124, 1
  %131 = icmp eq i64 %130, %98
  %132 = and i64 %130, 4294967295
  %133 = select i1 %131, i64 0, i64 %132
  %134 = getelementptr inbounds double, ptr %7, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !12
  %136 = tail call double @llvm.fmuladd.f64(double %129, double %135, double %125)
  br label %137

137:                                              ; preds = %127, %122, %93
  %138 = phi double [ 0.000000e+00, %93 ], [ %123, %122 ], [ %136, %127 ]
  ret double %138

139:                                              ; preds = %139, %101
  %140 = phi i64 [ 0, %101 ], [ %154, %139 ]
  %141 = phi double [ 0.000000e+00, %101 ], [ %160, %139 ]
  %142 = phi i64 [ 0, %101 ], [ %161, %139 ]
  %143 = getelementptr inbounds double, ptr %7, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !12
  %145 = or disjoint i64 %140, 1
  %146 = icmp eq i64 %145, %98
  %147 = and i64 %145, 4294967295
  %148 = select i1 %146, i64 0, i64 %147
  %149 = getelementptr inbounds double, ptr %7, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !12
  %151 = tail call double @llvm.fmuladd.f64(double %144, double %150, double %141)
  %152 = getelementptr inbounds double, ptr %7, i64 %145
  %153 = load double, ptr %152, align 8, !tbaa !12
  %154 = add nuw nsw i64 %140, 2
  %155 = icmp eq i64 %154, %98
  %156 = and i64 %154, 4294967294
  %157 = select i1 %155, i64 0, i64 %156
  %158 = getelementptr inbounds double, ptr %7, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !12
  %160 = tail call double @llvm.fmuladd.f64(double %153, double %159, double %151)
  %161 = add i64 %142, 2
  %162 = icmp eq i64 %161, %102
  br i1 %162, label %122, label %139, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define dso_local double @append(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #6 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #15
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = fmul double %4, %6
  store double %7, ptr %3, align 8, !tbaa !29
  %8 = load ptr, ptr %0, align 8, !tbaa !31
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %8, ptr %9, align 8, !tbaa !32
  store ptr %3, ptr %0, align 8, !tbaa !31
  br label %11

10:                                               ; preds = %11
  ret double %15

11:                                               ; preds = %2, %11
  %12 = phi ptr [ %3, %2 ], [ %17, %11 ]
  %13 = phi double [ 0.000000e+00, %2 ], [ %15, %11 ]
  %14 = load double, ptr %12, align 8, !tbaa !29
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %14, double %13)
  %16 = getelementptr inbounds i8, ptr %12, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !32
  %18 = icmp eq ptr %17, null
  br i1 %18, label %10, label %11, !llvm.loop !33
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [2 x double], align 16
  %10 = alloca [2 x double], align 16
  %11 = alloca %struct.Buf, align 8
  %12 = alloca %struct.Buf, align 8
  %13 = alloca %struct.Node, align 8
  %14 = alloca %struct.Node, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [2 x double], align 16
  %18 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %9, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.x, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #16
  %19 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #15
  store ptr %19, ptr %11, align 8, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %11, i64 8
  store i32 4, ptr %20, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #16
  %21 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 4, i64 noundef 8) #17
  store ptr %21, ptr %12, align 8, !tbaa !11
  %22 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 4, ptr %22, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 16 dereferenceable(32) @B0, i64 32, i1 false)
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !34
  %24 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @replace, i32 noundef %23, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %23, ptr noundef nonnull %9, ptr noundef nonnull %10) #16
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @replace_ref, ptr noundef null, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %25 = load ptr, ptr %12, align 8, !tbaa !11
  %26 = load double, ptr %25, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %26, ptr %2, align 8, !tbaa !12
  %27 = load volatile double, ptr %2, align 8, !tbaa !12
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp ueq double %28, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %29, label %100, label %92

30:                                               ; preds = %161
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 1.800000e+00, ptr %7, align 8, !tbaa !12
  %31 = load volatile double, ptr %7, align 8, !tbaa !12
  %32 = call double @llvm.fabs.f64(double %31)
  %33 = fcmp ueq double %32, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %33, label %40, label %34

34:                                               ; preds = %30
  %35 = fadd double %166, -1.800000e+00
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = fcmp ugt double %36, 1.800000e-12
  br i1 %37, label %40, label %38

38:                                               ; preds = %34
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %166, double noundef 1.800000e+00, ptr noundef nonnull @.str.8)
  br label %44

40:                                               ; preds = %34, %30, %161
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %166, double noundef 1.800000e+00, ptr noundef nonnull @.str.9)
  %42 = load i32, ptr @n_fail, align 4, !tbaa !34
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr @n_fail, align 4, !tbaa !34
  br label %44

44:                                               ; preds = %38, %40
  %45 = load ptr, ptr %16, align 8, !tbaa !31
  %46 = load double, ptr %45, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %46, ptr %6, align 8, !tbaa !12
  %47 = load volatile double, ptr %6, align 8, !tbaa !12
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = fcmp ueq double %48, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %49, label %58, label %50

50:                                               ; preds = %44
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !12
  %51 = load volatile double, ptr %5, align 8, !tbaa !12
  %52 = call double @llvm.fabs.f64(double %51)
  %53 = fcmp ueq double %52, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %54 = fcmp une double %46, 0.000000e+00
  %55 = select i1 %53, i1 true, i1 %54
  br i1 %55, label %58, label %56

56:                                               ; preds = %50
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %46, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %62

58:                                               ; preds = %50, %44
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %46, double noundef 0.000000e+00, ptr noundef nonnull @.str.9)
  %60 = load i32, ptr @n_fail, align 4, !tbaa !34
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr @n_fail, align 4, !tbaa !34
  br label %62

62:                                               ; preds = %56, %58
  %63 = load ptr, ptr %16, align 8, !tbaa !31
  %64 = getelementptr inbounds i8, ptr %63, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !32
  %66 = icmp eq ptr %65, %14
  %67 = uitofp i1 %66 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %67, ptr %4, align 8, !tbaa !12
  %68 = load volatile double, ptr %4, align 8, !tbaa !12
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = fcmp ueq double %69, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %70, label %80, label %71

71:                                               ; preds = %62
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !12
  %72 = load volatile double, ptr %3, align 8, !tbaa !12
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %75 = fadd double %67, -1.000000e+00
  %76 = fcmp une double %75, 0.000000e+00
  %77 = select i1 %74, i1 true, i1 %76
  br i1 %77, label %80, label %78

78:                                               ; preds = %71
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %67, double noundef 1.000000e+00, ptr noundef nonnull @.str.8)
  br label %84

80:                                               ; preds = %71, %62
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef %67, double noundef 1.000000e+00, ptr noundef nonnull @.str.9)
  %82 = load i32, ptr @n_fail, align 4, !tbaa !34
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr @n_fail, align 4, !tbaa !34
  br label %84

84:                                               ; preds = %78, %80
  %85 = load ptr, ptr %15, align 8, !tbaa !31
  call void @free(ptr noundef %85) #16
  %86 = load ptr, ptr %16, align 8, !tbaa !31
  call void @free(ptr noundef %86) #16
  %87 = load i32, ptr @n_fail, align 4, !tbaa !34
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %87)
  %89 = load i32, ptr @n_fail, align 4, !tbaa !34
  %90 = icmp ne i32 %89, 0
  %91 = zext i1 %90 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #16
  ret i32 %91

92:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %93 = load volatile double, ptr %1, align 8, !tbaa !12
  %94 = call double @llvm.fabs.f64(double %93)
  %95 = fcmp ueq double %94, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %96 = fcmp une double %26, 0.000000e+00
  %97 = select i1 %95, i1 true, i1 %96
  br i1 %97, label %100, label %98

98:                                               ; preds = %92
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %26, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %104

100:                                              ; preds = %92, %0
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef %26, double noundef 0.000000e+00, ptr noundef nonnull @.str.9)
  %102 = load i32, ptr @n_fail, align 4, !tbaa !34
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr @n_fail, align 4, !tbaa !34
  br label %104

104:                                              ; preds = %98, %100
  %105 = load ptr, ptr %12, align 8, !tbaa !11
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load double, ptr %106, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %107, ptr %2, align 8, !tbaa !12
  %108 = load volatile double, ptr %2, align 8, !tbaa !12
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fcmp ueq double %109, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %110, label %119, label %111

111:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %112 = load volatile double, ptr %1, align 8, !tbaa !12
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fcmp ueq double %113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %115 = fcmp une double %107, 0.000000e+00
  %116 = select i1 %114, i1 true, i1 %115
  br i1 %116, label %119, label %117

117:                                              ; preds = %111
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %107, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %123

119:                                              ; preds = %111, %104
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef %107, double noundef 0.000000e+00, ptr noundef nonnull @.str.9)
  %121 = load i32, ptr @n_fail, align 4, !tbaa !34
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr @n_fail, align 4, !tbaa !34
  br label %123

123:                                              ; preds = %119, %117
  %124 = load ptr, ptr %12, align 8, !tbaa !11
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load double, ptr %125, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %126, ptr %2, align 8, !tbaa !12
  %127 = load volatile double, ptr %2, align 8, !tbaa !12
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %129, label %138, label %130

130:                                              ; preds = %123
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %131 = load volatile double, ptr %1, align 8, !tbaa !12
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %134 = fcmp une double %126, 0.000000e+00
  %135 = select i1 %133, i1 true, i1 %134
  br i1 %135, label %138, label %136

136:                                              ; preds = %130
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %126, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %142

138:                                              ; preds = %130, %123
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef %126, double noundef 0.000000e+00, ptr noundef nonnull @.str.9)
  %140 = load i32, ptr @n_fail, align 4, !tbaa !34
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @n_fail, align 4, !tbaa !34
  br label %142

142:                                              ; preds = %138, %136
  %143 = load ptr, ptr %12, align 8, !tbaa !11
  %144 = getelementptr inbounds i8, ptr %143, i64 24
  %145 = load double, ptr %144, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %145, ptr %2, align 8, !tbaa !12
  %146 = load volatile double, ptr %2, align 8, !tbaa !12
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %148, label %157, label %149

149:                                              ; preds = %142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %150 = load volatile double, ptr %1, align 8, !tbaa !12
  %151 = call double @llvm.fabs.f64(double %150)
  %152 = fcmp ueq double %151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %153 = fcmp une double %145, 0.000000e+00
  %154 = select i1 %152, i1 true, i1 %153
  br i1 %154, label %157, label %155

155:                                              ; preds = %149
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %145, double noundef 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %161

157:                                              ; preds = %149, %142
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef %145, double noundef 0.000000e+00, ptr noundef nonnull @.str.9)
  %159 = load i32, ptr @n_fail, align 4, !tbaa !34
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @n_fail, align 4, !tbaa !34
  br label %161

161:                                              ; preds = %157, %155
  %162 = load ptr, ptr %11, align 8, !tbaa !11
  call void @free(ptr noundef %162) #16
  %163 = load ptr, ptr %12, align 8, !tbaa !11
  call void @free(ptr noundef %163) #16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.tail, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #16
  store ptr %13, ptr %15, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #16
  store ptr %14, ptr %16, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %17, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.y, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %18, i8 0, i64 16, i1 false)
  %164 = load i32, ptr @enzyme_dup, align 4, !tbaa !34
  %165 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @append, i32 noundef %164, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %164, ptr noundef nonnull %17, ptr noundef nonnull %18) #16
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @append_ref, ptr noundef nonnull %13, ptr noundef nonnull %17, ptr noundef nonnull %18)
  %166 = load double, ptr %14, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %166, ptr %8, align 8, !tbaa !12
  %167 = load volatile double, ptr %8, align 8, !tbaa !12
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ueq double %168, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %169, label %40, label %30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #11 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %9 = load double, ptr %4, align 8, !tbaa !12
  %10 = load double, ptr %8, align 8, !tbaa !12
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fcmp ogt double %11, 1.000000e+00
  %13 = select i1 %12, double %11, double 1.000000e+00
  %14 = fmul double %13, 0x3EB0C6F7A0B5ED8D
  %15 = fadd double %10, %14
  %16 = fsub double %10, %14
  store double %15, ptr %8, align 8, !tbaa !12
  %17 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #16, !callees !35
  store double %16, ptr %8, align 8, !tbaa !12
  %18 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #16, !callees !35
  store double %10, ptr %8, align 8, !tbaa !12
  %19 = fsub double %17, %18
  %20 = fsub double %15, %16
  %21 = fdiv double %19, %20
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e+00
  %24 = select i1 %23, double %22, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %9, ptr %7, align 8, !tbaa !12
  %25 = load volatile double, ptr %7, align 8, !tbaa !12
  %26 = tail call double @llvm.fabs.f64(double %25)
  %27 = fcmp ueq double %26, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %27, label %39, label %28

28:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %21, ptr %6, align 8, !tbaa !12
  %29 = load volatile double, ptr %6, align 8, !tbaa !12
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ueq double %30, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %31, label %39, label %32

32:                                               ; preds = %28
  %33 = fsub double %9, %21
  %34 = tail call double @llvm.fabs.f64(double %33)
  %35 = fmul double %24, 0x3EB0C6F7A0B5ED8D
  %36 = fcmp ugt double %34, %35
  br i1 %36, label %39, label %37

37:                                               ; preds = %32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 0, double noundef %9, double noundef %21, ptr noundef nonnull @.str.8)
  br label %43

39:                                               ; preds = %32, %28, %5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 0, double noundef %9, double noundef %21, ptr noundef nonnull @.str.9)
  %41 = load i32, ptr @n_fail, align 4, !tbaa !34
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr @n_fail, align 4, !tbaa !34
  br label %43

43:                                               ; preds = %37, %39
  %44 = getelementptr inbounds i8, ptr %4, i64 8
  %45 = load double, ptr %44, align 8, !tbaa !12
  %46 = getelementptr inbounds i8, ptr %8, i64 8
  %47 = load double, ptr %46, align 8, !tbaa !12
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ogt double %48, 1.000000e+00
  %50 = select i1 %49, double %48, double 1.000000e+00
  %51 = fmul double %50, 0x3EB0C6F7A0B5ED8D
  %52 = fadd double %47, %51
  %53 = fsub double %47, %51
  store double %52, ptr %46, align 8, !tbaa !12
  %54 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #16, !callees !35
  store double %53, ptr %46, align 8, !tbaa !12
  %55 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #16, !callees !35
  store double %47, ptr %46, align 8, !tbaa !12
  %56 = fsub double %54, %55
  %57 = fsub double %52, %53
  %58 = fdiv double %56, %57
  %59 = tail call double @llvm.fabs.f64(double %58)
  %60 = fcmp ogt double %59, 1.000000e+00
  %61 = select i1 %60, double %59, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %45, ptr %7, align 8, !tbaa !12
  %62 = load volatile double, ptr %7, align 8, !tbaa !12
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %64, label %76, label %65

65:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %58, ptr %6, align 8, !tbaa !12
  %66 = load volatile double, ptr %6, align 8, !tbaa !12
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %68, label %76, label %69

69:                                               ; preds = %65
  %70 = fsub double %45, %58
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fmul double %61, 0x3EB0C6F7A0B5ED8D
  %73 = fcmp ugt double %71, %72
  br i1 %73, label %76, label %74

74:                                               ; preds = %69
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 1, double noundef %45, double noundef %58, ptr noundef nonnull @.str.8)
  br label %80

76:                                               ; preds = %69, %65, %43
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 1, double noundef %45, double noundef %58, ptr noundef nonnull @.str.9)
  %78 = load i32, ptr @n_fail, align 4, !tbaa !34
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !34
  br label %80

80:                                               ; preds = %76, %74
  tail call void @free(ptr noundef nonnull %8) #16
  ret void
}

; Function Attrs: nounwind uwtable
define internal double @replace_ref(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = alloca %struct.Buf, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #16
  %4 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #15
  store ptr %4, ptr %3, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 4, ptr %5, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @B0, i64 32, i1 false)
  %6 = call double @replace(ptr noundef nonnull %3, ptr noundef %0)
  %7 = load ptr, ptr %3, align 8, !tbaa !11
  tail call void @free(ptr noundef %7) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #16
  ret double %6
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @append_ref(ptr nocapture noundef readonly %0, ptr noundef %1) #12 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #15
  %4 = load double, ptr %0, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = fmul double %4, %6
  store double %7, ptr %3, align 8, !tbaa !29
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %1, ptr %8, align 8, !tbaa !32
  br label %9

9:                                                ; preds = %9, %2
  %10 = phi ptr [ %3, %2 ], [ %15, %9 ]
  %11 = phi double [ 0.000000e+00, %2 ], [ %13, %9 ]
  %12 = load double, ptr %10, align 8, !tbaa !29
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %12, double %11)
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !32
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %9, !llvm.loop !33

17:                                               ; preds = %9
  tail call void @free(ptr noundef %3) #16
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind }
attributes #17 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = !{!20}
!20 = distinct !{!20, !16}
!21 = !{!18, !15}
!22 = distinct !{!22, !23, !24, !25}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !23}
!27 = distinct !{!27, !23, !24}
!28 = distinct !{!28, !23}
!29 = !{!30, !13, i64 0}
!30 = !{!"Node", !13, i64 0, !7, i64 8}
!31 = !{!7, !7, i64 0}
!32 = !{!30, !7, i64 8}
!33 = distinct !{!33, !23}
!34 = !{!10, !10, i64 0}
!35 = !{ptr @append_ref, ptr @replace_ref}
