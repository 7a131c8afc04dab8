; ModuleID = 'expr_refs.cpp'
source_filename = "expr_refs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Trans = type { ptr }
%struct.Mat = type { ptr, i64, i64 }
%struct.Prod = type { %struct.Trans, ptr }

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"expr_refs.grad\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"expr_refs.fwd\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"expr_refs: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z6gemv_tRK5TransPKdPd(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !10
  %7 = icmp sgt i64 %6, 4
  %8 = shl i64 %6, 3
  br i1 %7, label %9, label %13

9:                                                ; preds = %3
  %10 = add i64 %8, 15
  %11 = and i64 %10, -16
  %12 = tail call noalias align 16 ptr @aligned_alloc(i64 noundef 16, i64 noundef %11) #15
  br label %16

13:                                               ; preds = %3
  %14 = alloca i8, i64 %8, align 16
  %15 = icmp sgt i64 %6, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %9, %13
  %17 = phi ptr [ %12, %9 ], [ %14, %13 ]
  %18 = shl nuw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 8 %1, i64 %18, i1 false), !tbaa !13
  br label %19

19:                                               ; preds = %16, %13
  %20 = phi i1 [ false, %16 ], [ true, %13 ]
  %21 = phi ptr [ %17, %16 ], [ %14, %13 ]
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !15
  %24 = icmp slt i64 %23, 1
  %25 = or i1 %24, %20
  br i1 %25, label %93, label %26

26:                                               ; preds = %19
  %27 = load ptr, ptr %4, align 8, !tbaa !16
  %28 = icmp ult i64 %6, 16
  %29 = and i64 %6, -16
  %30 = icmp eq i64 %6, %29
  br label %31

31:                                               ; preds = %86, %26
  %32 = phi i64 [ 0, %26 ], [ %91, %86 ]
  %33 = mul nuw nsw i64 %32, %6
  %34 = getelementptr double, ptr %27, i64 %33
  br i1 %28, label %72, label %35

35:                                               ; preds = %31, %35
  %36 = phi i64 [ %65, %35 ], [ 0, %31 ]
  %37 = phi <4 x double> [ %61, %35 ], [ zeroinitializer, %31 ]
  %38 = phi <4 x double> [ %62, %35 ], [ zeroinitializer, %31 ]
  %39 = phi <4 x double> [ %63, %35 ], [ zeroinitializer, %31 ]
  %40 = phi <4 x double> [ %64, %35 ], [ zeroinitializer, %31 ]
  %41 = getelementptr double, ptr %34, i64 %36
  %42 = getelementptr i8, ptr %41, i64 32
  %43 = getelementptr i8, ptr %41, i64 64
  %44 = getelementptr i8, ptr %41, i64 96
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !13
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !13
  %47 = load <4 x double>, ptr %43, align 8, !tbaa !13
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !13
  %49 = getelementptr inbounds double, ptr %21, i64 %36
  %50 = getelementptr inbounds i8, ptr %49, i64 32
  %51 = getelementptr inbounds i8, ptr %49, i64 64
  %52 = getelementptr inbounds i8, ptr %49, i64 96
  %53 = load <4 x double>, ptr %49, align 8, !tbaa !13
  %54 = load <4 x double>, ptr %50, align 8, !tbaa !13
  %55 = load <4 x double>, ptr %51, align 8, !tbaa !13
  %56 = load <4 x double>, ptr %52, align 8, !tbaa !13
  %57 = fmul fast <4 x double> %53, %45
  %58 = fmul fast <4 x double> %54, %46
  %59 = fmul fast <4 x double> %55, %47
  %60 = fmul fast <4 x double> %56, %48
  %61 = fadd fast <4 x double> %57, %37
  %62 = fadd fast <4 x double> %58, %38
  %63 = fadd fast <4 x double> %59, %39
  %64 = fadd fast <4 x double> %60, %40
  %65 = add nuw i64 %36, 16
  %66 = icmp eq i64 %65, %29
  br i1 %66, label %67, label %35, !llvm.loop !17

67:                                               ; preds = %35
  %68 = fadd fast <4 x double> %62, %61
  %69 = fadd fast <4 x double> %63, %68
  %70 = fadd fast <4 x double> %64, %69
  %71 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %70)
  br i1 %30, label %86, label %72

72:                                               ; preds = %67, %31
  %73 = phi i64 [ 0, %31 ], [ %29, %67 ]
  %74 = phi double [ 0.000000e+00, %31 ], [ %71, %67 ]
  br label %75

75:                                               ; preds = %72, %75
  %76 = phi i64 [ %84, %75 ], [ %73, %72 ]
  %77 = phi double [ %83, %75 ], [ %74, %72 ]
  %78 = getelementptr double, ptr %34, i64 %76
  %79 = load double, ptr %78, align 8, !tbaa !13
  %80 = getelementptr inbounds double, ptr %21, i64 %76
  %81 = load double, ptr %80, align 8, !tbaa !13
  %82 = fmul fast double %81, %79
  %83 = fadd fast double %82, %77
  %84 = add nuw nsw i64 %76, 1
  %85 = icmp eq i64 %84, %6
  br i1 %85, label %86, label %75, !llvm.loop !21

86:                                               ; preds = %75, %67
  %87 = phi double [ %71, %67 ], [ %83, %75 ]
  %88 = getelementptr inbounds double, ptr %2, i64 %32
  %89 = load double, ptr %88, align 8, !tbaa !13
  %90 = fadd fast double %89, %87
  store double %90, ptr %88, align 8, !tbaa !13
  %91 = add nuw nsw i64 %32, 1
  %92 = icmp eq i64 %91, %23
  br i1 %92, label %93, label %31, !llvm.loop !22

93:                                               ; preds = %86, %19
  br i1 %7, label %94, label %95

94:                                               ; preds = %93
  call void @free(ptr noundef %21) #16
  br label %95

95:                                               ; preds = %94, %93
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z4evalRK4ProdPd(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.Trans, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #16
  %4 = load i64, ptr %0, align 8, !tbaa !23
  store i64 %4, ptr %3, align 8, !tbaa !23
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !24
  call void @_Z6gemv_tRK5TransPKdPd(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %6, ptr noundef %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress uwtable
define dso_local noundef nofpclass(nan inf) double @_Z1fPKdl(ptr nocapture noundef readonly %0, i64 noundef %1) #5 {
  %3 = alloca %struct.Mat, align 8
  %4 = alloca %struct.Prod, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #16
  %5 = mul nsw i64 %1, %1
  %6 = icmp ugt i64 %5, 2305843009213693951
  %7 = shl nuw i64 %5, 3
  %8 = select i1 %6, i64 -1, i64 %7
  %9 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %8) #17
  store ptr %9, ptr %3, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %1, ptr %10, align 8, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %1, ptr %11, align 8, !tbaa !15
  %12 = icmp ugt i64 %1, 2305843009213693951
  %13 = shl nuw i64 %1, 3
  %14 = select i1 %12, i64 -1, i64 %13
  %15 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %14) #17
  %16 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %14) #17
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %16, i8 0, i64 %14, i1 false)
  %17 = icmp sgt i64 %1, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #16
  store ptr %3, ptr %4, align 8, !tbaa !23
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %19, align 8, !tbaa !24
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %16)
  br label %117

20:                                               ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %15, ptr align 8 %0, i64 %13, i1 false), !tbaa !13
  %21 = icmp ult i64 %1, 4
  %22 = and i64 %1, 9223372036854775804
  %23 = icmp eq i64 %22, %1
  br label %24

24:                                               ; preds = %20, %75
  %25 = phi i64 [ %76, %75 ], [ 0, %20 ]
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !13
  %28 = getelementptr double, ptr %9, i64 %25
  br i1 %21, label %62, label %29

29:                                               ; preds = %24
  %30 = insertelement <4 x double> poison, double %27, i64 0
  %31 = shufflevector <4 x double> %30, <4 x double> poison, <4 x i32> zeroinitializer
  %32 = insertelement <4 x i64> poison, i64 %25, i64 0
  %33 = shufflevector <4 x i64> %32, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %34

34:                                               ; preds = %34, %29
  %35 = phi i64 [ 0, %29 ], [ %58, %34 ]
  %36 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %29 ], [ %59, %34 ]
  %37 = or disjoint i64 %35, 1
  %38 = or disjoint i64 %35, 2
  %39 = or disjoint i64 %35, 3
  %40 = add nuw nsw <4 x i64> %36, <i64 1, i64 1, i64 1, i64 1>
  %41 = uitofp <4 x i64> %40 to <4 x double>
  %42 = fmul fast <4 x double> %31, %41
  %43 = icmp eq <4 x i64> %33, %36
  %44 = select <4 x i1> %43, <4 x double> <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, <4 x double> zeroinitializer
  %45 = fadd fast <4 x double> %42, %44
  %46 = mul nuw nsw i64 %35, %1
  %47 = mul nuw nsw i64 %37, %1
  %48 = mul nuw nsw i64 %38, %1
  %49 = mul nuw nsw i64 %39, %1
  %50 = getelementptr double, ptr %28, i64 %46
  %51 = getelementptr double, ptr %28, i64 %47
  %52 = getelementptr double, ptr %28, i64 %48
  %53 = getelementptr double, ptr %28, i64 %49
  %54 = extractelement <4 x double> %45, i64 0
  store double %54, ptr %50, align 8, !tbaa !13
  %55 = extractelement <4 x double> %45, i64 1
  store double %55, ptr %51, align 8, !tbaa !13
  %56 = extractelement <4 x double> %45, i64 2
  store double %56, ptr %52, align 8, !tbaa !13
  %57 = extractelement <4 x double> %45, i64 3
  store double %57, ptr %53, align 8, !tbaa !13
  %58 = add nuw i64 %35, 4
  %59 = add <4 x i64> %36, <i64 4, i64 4, i64 4, i64 4>
  %60 = icmp eq i64 %58, %22
  br i1 %60, label %61, label %34, !llvm.loop !26

61:                                               ; preds = %34
  br i1 %23, label %75, label %62

62:                                               ; preds = %61, %24
  %63 = phi i64 [ 0, %24 ], [ %22, %61 ]
  br label %64

64:                                               ; preds = %62, %64
  %65 = phi i64 [ %66, %64 ], [ %63, %62 ]
  %66 = add nuw nsw i64 %65, 1
  %67 = uitofp nneg i64 %66 to double
  %68 = fmul fast double %27, %67
  %69 = icmp eq i64 %25, %65
  %70 = select fast i1 %69, double 3.000000e+00, double 0.000000e+00
  %71 = fadd fast double %68, %70
  %72 = mul nuw nsw i64 %65, %1
  %73 = getelementptr double, ptr %28, i64 %72
  store double %71, ptr %73, align 8, !tbaa !13
  %74 = icmp eq i64 %66, %1
  br i1 %74, label %75, label %64, !llvm.loop !27

75:                                               ; preds = %64, %61
  %76 = add nuw nsw i64 %25, 1
  %77 = icmp eq i64 %76, %1
  br i1 %77, label %78, label %24, !llvm.loop !28

78:                                               ; preds = %75
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #16
  store ptr %3, ptr %4, align 8, !tbaa !23
  %79 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %79, align 8, !tbaa !24
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %16)
  br i1 %17, label %80, label %117

80:                                               ; preds = %78
  %81 = icmp ult i64 %1, 16
  br i1 %81, label %82, label %85

82:                                               ; preds = %111, %80
  %83 = phi i64 [ 0, %80 ], [ %86, %111 ]
  %84 = phi double [ 0.000000e+00, %80 ], [ %115, %111 ]
  br label %121

85:                                               ; preds = %80
  %86 = and i64 %1, 9223372036854775792
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 0, %85 ], [ %109, %87 ]
  %89 = phi <4 x double> [ zeroinitializer, %85 ], [ %105, %87 ]
  %90 = phi <4 x double> [ zeroinitializer, %85 ], [ %106, %87 ]
  %91 = phi <4 x double> [ zeroinitializer, %85 ], [ %107, %87 ]
  %92 = phi <4 x double> [ zeroinitializer, %85 ], [ %108, %87 ]
  %93 = getelementptr inbounds double, ptr %16, i64 %88
  %94 = getelementptr inbounds i8, ptr %93, i64 32
  %95 = getelementptr inbounds i8, ptr %93, i64 64
  %96 = getelementptr inbounds i8, ptr %93, i64 96
  %97 = load <4 x double>, ptr %93, align 8, !tbaa !13
  %98 = load <4 x double>, ptr %94, align 8, !tbaa !13
  %99 = load <4 x double>, ptr %95, align 8, !tbaa !13
  %100 = load <4 x double>, ptr %96, align 8, !tbaa !13
  %101 = fmul fast <4 x double> %97, %97
  %102 = fmul fast <4 x double> %98, %98
  %103 = fmul fast <4 x double> %99, %99
  %104 = fmul fast <4 x double> %100, %100
  %105 = fadd fast <4 x double> %101, %89
  %106 = fadd fast <4 x double> %102, %90
  %107 = fadd fast <4 x double> %103, %91
  %108 = fadd fast <4 x double> %104, %92
  %109 = add nuw i64 %88, 16
  %110 = icmp eq i64 %109, %86
  br i1 %110, label %111, label %87, !llvm.loop !29

111:                                              ; preds = %87
  %112 = fadd fast <4 x double> %106, %105
  %113 = fadd fast <4 x double> %107, %112
  %114 = fadd fast <4 x double> %108, %113
  %115 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %114)
  %116 = icmp eq i64 %86, %1
  br i1 %116, label %117, label %82

117:                                              ; preds = %121, %111, %18, %78
  %118 = phi double [ 0.000000e+00, %78 ], [ 0.000000e+00, %18 ], [ %115, %111 ], [ %127, %121 ]
  %119 = load ptr, ptr %3, align 8, !tbaa !16
  %120 = icmp eq ptr %119, null
  br i1 %120, label %131, label %130

121:                                              ; preds = %82, %121
  %122 = phi i64 [ %128, %121 ], [ %83, %82 ]
  %123 = phi double [ %127, %121 ], [ %84, %82 ]
  %124 = getelementptr inbounds double, ptr %16, i64 %122
  %125 = load double, ptr %124, align 8, !tbaa !13
  %126 = fmul fast double %125, %125
  %127 = fadd fast double %126, %123
  %128 = add nuw nsw i64 %122, 1
  %129 = icmp eq i64 %128, %1
  br i1 %129, label %117, label %121, !llvm.loop !30

130:                                              ; preds = %117
  call void @_ZdaPv(ptr noundef nonnull %119) #18
  br label %131

131:                                              ; preds = %117, %130
  call void @_ZdaPv(ptr noundef nonnull %15) #18
  call void @_ZdaPv(ptr noundef nonnull %16) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #16
  ret double %118
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #9 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.Mat, align 8
  %6 = alloca %struct.Prod, align 8
  %7 = alloca %struct.Mat, align 8
  %8 = alloca %struct.Prod, align 8
  %9 = alloca [6 x double], align 16
  %10 = alloca [6 x double], align 16
  %11 = alloca [6 x double], align 16
  %12 = getelementptr inbounds i8, ptr %9, i64 32
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  %17 = getelementptr inbounds i8, ptr %5, i64 16
  %18 = getelementptr inbounds i8, ptr %6, i64 8
  %19 = getelementptr inbounds i8, ptr %9, i64 8
  %20 = getelementptr inbounds i8, ptr %9, i64 8
  br label %27

21:                                               ; preds = %171
  %22 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !31
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22)
  %24 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !31
  %25 = icmp ne i32 %24, 0
  %26 = zext i1 %25 to i32
  ret i32 %26

27:                                               ; preds = %0, %171
  %28 = phi i64 [ 3, %0 ], [ %172, %171 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #16
  store <4 x double> <double 3.000000e-01, double -2.000000e-01, double 5.000000e-01, double 1.000000e-01>, ptr %9, align 16
  store <2 x double> <double -4.000000e-01, double 2.500000e-01>, ptr %12, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %29 = load i32, ptr @enzyme_dup, align 4, !tbaa !31
  %30 = load i32, ptr @enzyme_const, align 4, !tbaa !31
  %31 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fPKdl, i32 noundef %29, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %30, i64 noundef %28)
  %32 = mul nuw nsw i64 %28, %28
  %33 = shl nuw nsw i64 %32, 3
  %34 = shl nuw nsw i64 %28, 3
  %35 = add nuw i64 %28, 1
  %36 = and i64 %35, -2
  %37 = add nsw i64 %28, -1
  %38 = insertelement <2 x i64> poison, i64 %37, i64 0
  %39 = shufflevector <2 x i64> %38, <2 x i64> poison, <2 x i32> zeroinitializer
  %40 = icmp uge <2 x i64> %39, <i64 0, i64 1>
  %41 = extractelement <2 x i1> %40, i64 0
  %42 = extractelement <2 x i1> %40, i64 1
  %43 = icmp eq i64 %36, 2
  %44 = icmp ugt <2 x i64> %39, <i64 1, i64 2>
  %45 = extractelement <2 x i1> %44, i64 0
  %46 = shl i64 %28, 4
  %47 = extractelement <2 x i1> %44, i64 1
  %48 = mul i64 %28, 24
  %49 = icmp eq i64 %36, 4
  %50 = icmp ugt <2 x i64> %39, <i64 3, i64 4>
  %51 = extractelement <2 x i1> %50, i64 0
  %52 = shl i64 %28, 5
  %53 = extractelement <2 x i1> %50, i64 1
  %54 = mul i64 %28, 40
  %55 = add nuw i64 %28, 1
  %56 = and i64 %55, -2
  %57 = add nsw i64 %28, -1
  %58 = insertelement <2 x i64> poison, i64 %57, i64 0
  %59 = shufflevector <2 x i64> %58, <2 x i64> poison, <2 x i32> zeroinitializer
  %60 = icmp uge <2 x i64> %59, <i64 0, i64 1>
  %61 = extractelement <2 x i1> %60, i64 0
  %62 = extractelement <2 x i1> %60, i64 1
  %63 = icmp eq i64 %56, 2
  %64 = icmp ugt <2 x i64> %59, <i64 1, i64 2>
  %65 = extractelement <2 x i1> %64, i64 0
  %66 = shl i64 %28, 4
  %67 = extractelement <2 x i1> %64, i64 1
  %68 = mul i64 %28, 24
  %69 = icmp eq i64 %56, 4
  %70 = icmp ugt <2 x i64> %59, <i64 3, i64 4>
  %71 = extractelement <2 x i1> %70, i64 0
  %72 = shl i64 %28, 5
  %73 = extractelement <2 x i1> %70, i64 1
  %74 = mul i64 %28, 40
  %75 = add nuw i64 %28, 1
  %76 = and i64 %75, -2
  %77 = add nsw i64 %28, -1
  %78 = insertelement <2 x i64> poison, i64 %77, i64 0
  %79 = shufflevector <2 x i64> %78, <2 x i64> poison, <2 x i32> zeroinitializer
  %80 = icmp uge <2 x i64> %79, <i64 0, i64 1>
  %81 = extractelement <2 x i1> %80, i64 0
  %82 = extractelement <2 x i1> %80, i64 1
  %83 = icmp eq i64 %76, 2
  %84 = icmp ugt <2 x i64> %79, <i64 1, i64 2>
  %85 = extractelement <2 x i1> %84, i64 0
  %86 = shl i64 %28, 4
  %87 = extractelement <2 x i1> %84, i64 1
  %88 = mul i64 %28, 24
  %89 = icmp eq i64 %76, 4
  %90 = icmp ugt <2 x i64> %79, <i64 3, i64 4>
  %91 = extractelement <2 x i1> %90, i64 0
  %92 = shl i64 %28, 5
  %93 = extractelement <2 x i1> %90, i64 1
  %94 = mul i64 %28, 40
  %95 = add nsw i64 %28, -1
  %96 = insertelement <4 x i64> poison, i64 %95, i64 0
  %97 = shufflevector <4 x i64> %96, <4 x i64> poison, <4 x i32> zeroinitializer
  %98 = add nuw i64 %28, 3
  %99 = and i64 %98, -4
  %100 = icmp uge <4 x i64> %97, <i64 0, i64 1, i64 2, i64 3>
  %101 = icmp eq i64 %99, 4
  %102 = icmp ugt <4 x i64> %97, <i64 3, i64 4, i64 5, i64 6>
  %103 = add nuw i64 %28, 1
  %104 = and i64 %103, -2
  %105 = add nsw i64 %28, -1
  %106 = insertelement <2 x i64> poison, i64 %105, i64 0
  %107 = shufflevector <2 x i64> %106, <2 x i64> poison, <2 x i32> zeroinitializer
  %108 = icmp uge <2 x i64> %107, <i64 0, i64 1>
  %109 = extractelement <2 x i1> %108, i64 0
  %110 = extractelement <2 x i1> %108, i64 1
  %111 = icmp eq i64 %104, 2
  %112 = icmp ugt <2 x i64> %107, <i64 1, i64 2>
  %113 = extractelement <2 x i1> %112, i64 0
  %114 = shl i64 %28, 4
  %115 = extractelement <2 x i1> %112, i64 1
  %116 = mul i64 %28, 24
  %117 = icmp eq i64 %104, 4
  %118 = icmp ugt <2 x i64> %107, <i64 3, i64 4>
  %119 = extractelement <2 x i1> %118, i64 0
  %120 = shl i64 %28, 5
  %121 = extractelement <2 x i1> %118, i64 1
  %122 = mul i64 %28, 40
  %123 = add nuw i64 %28, 1
  %124 = and i64 %123, -2
  %125 = add nsw i64 %28, -1
  %126 = insertelement <2 x i64> poison, i64 %125, i64 0
  %127 = shufflevector <2 x i64> %126, <2 x i64> poison, <2 x i32> zeroinitializer
  %128 = icmp uge <2 x i64> %127, <i64 0, i64 1>
  %129 = extractelement <2 x i1> %128, i64 0
  %130 = extractelement <2 x i1> %128, i64 1
  %131 = icmp eq i64 %124, 2
  %132 = icmp ugt <2 x i64> %127, <i64 1, i64 2>
  %133 = extractelement <2 x i1> %132, i64 0
  %134 = shl i64 %28, 4
  %135 = extractelement <2 x i1> %132, i64 1
  %136 = mul i64 %28, 24
  %137 = icmp eq i64 %124, 4
  %138 = icmp ugt <2 x i64> %127, <i64 3, i64 4>
  %139 = extractelement <2 x i1> %138, i64 0
  %140 = shl i64 %28, 5
  %141 = extractelement <2 x i1> %138, i64 1
  %142 = mul i64 %28, 40
  %143 = add nuw i64 %28, 1
  %144 = and i64 %143, -2
  %145 = add nsw i64 %28, -1
  %146 = insertelement <2 x i64> poison, i64 %145, i64 0
  %147 = shufflevector <2 x i64> %146, <2 x i64> poison, <2 x i32> zeroinitializer
  %148 = icmp uge <2 x i64> %147, <i64 0, i64 1>
  %149 = extractelement <2 x i1> %148, i64 0
  %150 = extractelement <2 x i1> %148, i64 1
  %151 = icmp eq i64 %144, 2
  %152 = icmp ugt <2 x i64> %147, <i64 1, i64 2>
  %153 = extractelement <2 x i1> %152, i64 0
  %154 = shl i64 %28, 4
  %155 = extractelement <2 x i1> %152, i64 1
  %156 = mul i64 %28, 24
  %157 = icmp eq i64 %144, 4
  %158 = icmp ugt <2 x i64> %147, <i64 3, i64 4>
  %159 = extractelement <2 x i1> %158, i64 0
  %160 = shl i64 %28, 5
  %161 = extractelement <2 x i1> %158, i64 1
  %162 = mul i64 %28, 40
  %163 = add nsw i64 %28, -1
  %164 = insertelement <4 x i64> poison, i64 %163, i64 0
  %165 = shufflevector <4 x i64> %164, <4 x i64> poison, <4 x i32> zeroinitializer
  %166 = add nuw i64 %28, 3
  %167 = and i64 %166, -4
  %168 = icmp uge <4 x i64> %165, <i64 0, i64 1, i64 2, i64 3>
  %169 = icmp eq i64 %167, 4
  %170 = icmp ugt <4 x i64> %165, <i64 3, i64 4, i64 5, i64 6>
  br label %174

171:                                              ; preds = %467
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #16
  %172 = add nuw nsw i64 %28, 3
  %173 = icmp ult i64 %28, 4
  br i1 %173, label %27, label %21, !llvm.loop !33

174:                                              ; preds = %27, %467
  %175 = phi i64 [ 0, %27 ], [ %468, %467 ]
  %176 = getelementptr inbounds [6 x double], ptr %9, i64 0, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !13
  %178 = fadd fast double %177, 0x3EB0C6F7A0B5ED8D
  store double %178, ptr %176, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #16
  %179 = call noalias noundef nonnull ptr @_Znam(i64 noundef %33) #17
  store ptr %179, ptr %7, align 8, !tbaa !16
  store i64 %28, ptr %13, align 8, !tbaa !10
  store i64 %28, ptr %14, align 8, !tbaa !15
  %180 = call noalias noundef nonnull ptr @_Znam(i64 noundef %34) #17
  %181 = call noalias noundef nonnull ptr @_Znam(i64 noundef %34) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %181, i8 0, i64 %34, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %180, ptr noundef nonnull readonly align 16 dereferenceable(1) %9, i64 %34, i1 false), !tbaa !13
  %182 = load double, ptr %9, align 16, !tbaa !13
  br i1 %41, label %183, label %185

183:                                              ; preds = %174
  %184 = fadd fast double %182, 3.000000e+00
  store double %184, ptr %179, align 8, !tbaa !13
  br label %185

185:                                              ; preds = %183, %174
  br i1 %42, label %186, label %189

186:                                              ; preds = %185
  %187 = fmul fast double %182, 2.000000e+00
  %188 = getelementptr double, ptr %179, i64 %28
  store double %187, ptr %188, align 8, !tbaa !13
  br label %189

189:                                              ; preds = %186, %185
  br i1 %43, label %207, label %190, !llvm.loop !34

190:                                              ; preds = %189
  br i1 %45, label %191, label %194

191:                                              ; preds = %190
  %192 = fmul fast double %182, 3.000000e+00
  %193 = getelementptr i8, ptr %179, i64 %46
  store double %192, ptr %193, align 8, !tbaa !13
  br label %194

194:                                              ; preds = %191, %190
  br i1 %47, label %195, label %198

195:                                              ; preds = %194
  %196 = fmul fast double %182, 4.000000e+00
  %197 = getelementptr i8, ptr %179, i64 %48
  store double %196, ptr %197, align 8, !tbaa !13
  br label %198

198:                                              ; preds = %195, %194
  br i1 %49, label %207, label %199, !llvm.loop !34

199:                                              ; preds = %198
  br i1 %51, label %200, label %203

200:                                              ; preds = %199
  %201 = fmul fast double %182, 5.000000e+00
  %202 = getelementptr i8, ptr %179, i64 %52
  store double %201, ptr %202, align 8, !tbaa !13
  br label %203

203:                                              ; preds = %200, %199
  br i1 %53, label %204, label %207

204:                                              ; preds = %203
  %205 = fmul fast double %182, 6.000000e+00
  %206 = getelementptr i8, ptr %179, i64 %54
  store double %205, ptr %206, align 8, !tbaa !13
  br label %207

207:                                              ; preds = %203, %204, %198, %189
  %208 = load double, ptr %19, align 8, !tbaa !13
  %209 = getelementptr i8, ptr %179, i64 8
  br i1 %61, label %210, label %211

210:                                              ; preds = %207
  store double %208, ptr %209, align 8, !tbaa !13
  br label %211

211:                                              ; preds = %210, %207
  br i1 %62, label %212, label %216

212:                                              ; preds = %211
  %213 = fmul fast double %208, 2.000000e+00
  %214 = getelementptr double, ptr %209, i64 %28
  %215 = fadd fast double %213, 3.000000e+00
  store double %215, ptr %214, align 8, !tbaa !13
  br label %216

216:                                              ; preds = %212, %211
  br i1 %63, label %234, label %217, !llvm.loop !34

217:                                              ; preds = %216
  br i1 %65, label %218, label %221

218:                                              ; preds = %217
  %219 = fmul fast double %208, 3.000000e+00
  %220 = getelementptr i8, ptr %209, i64 %66
  store double %219, ptr %220, align 8, !tbaa !13
  br label %221

221:                                              ; preds = %218, %217
  br i1 %67, label %222, label %225

222:                                              ; preds = %221
  %223 = fmul fast double %208, 4.000000e+00
  %224 = getelementptr i8, ptr %209, i64 %68
  store double %223, ptr %224, align 8, !tbaa !13
  br label %225

225:                                              ; preds = %222, %221
  br i1 %69, label %234, label %226, !llvm.loop !34

226:                                              ; preds = %225
  br i1 %71, label %227, label %230

227:                                              ; preds = %226
  %228 = fmul fast double %208, 5.000000e+00
  %229 = getelementptr i8, ptr %209, i64 %72
  store double %228, ptr %229, align 8, !tbaa !13
  br label %230

230:                                              ; preds = %227, %226
  br i1 %73, label %231, label %234

231:                                              ; preds = %230
  %232 = fmul fast double %208, 6.000000e+00
  %233 = getelementptr i8, ptr %209, i64 %74
  store double %232, ptr %233, align 8, !tbaa !13
  br label %234

234:                                              ; preds = %216, %225, %231, %230
  br label %235

235:                                              ; preds = %275, %234
  %236 = phi i64 [ %276, %275 ], [ 2, %234 ]
  %237 = getelementptr inbounds double, ptr %9, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !13
  %239 = getelementptr double, ptr %179, i64 %236
  br i1 %81, label %240, label %241

240:                                              ; preds = %235
  store double %238, ptr %239, align 8, !tbaa !13
  br label %241

241:                                              ; preds = %240, %235
  br i1 %82, label %242, label %245

242:                                              ; preds = %241
  %243 = fmul fast double %238, 2.000000e+00
  %244 = getelementptr double, ptr %239, i64 %28
  store double %243, ptr %244, align 8, !tbaa !13
  br label %245

245:                                              ; preds = %242, %241
  br i1 %83, label %275, label %246, !llvm.loop !34

246:                                              ; preds = %245
  br i1 %85, label %247, label %253

247:                                              ; preds = %246
  %248 = icmp eq i64 %236, 2
  %249 = select fast i1 %248, double 3.000000e+00, double 0.000000e+00
  %250 = fmul fast double %238, 3.000000e+00
  %251 = getelementptr i8, ptr %239, i64 %86
  %252 = fadd fast double %250, %249
  store double %252, ptr %251, align 8, !tbaa !13
  br label %253

253:                                              ; preds = %247, %246
  br i1 %87, label %254, label %260

254:                                              ; preds = %253
  %255 = icmp eq i64 %236, 3
  %256 = select fast i1 %255, double 3.000000e+00, double 0.000000e+00
  %257 = fmul fast double %238, 4.000000e+00
  %258 = getelementptr i8, ptr %239, i64 %88
  %259 = fadd fast double %257, %256
  store double %259, ptr %258, align 8, !tbaa !13
  br label %260

260:                                              ; preds = %254, %253
  br i1 %89, label %275, label %261, !llvm.loop !34

261:                                              ; preds = %260
  br i1 %91, label %262, label %268

262:                                              ; preds = %261
  %263 = icmp eq i64 %236, 4
  %264 = select fast i1 %263, double 3.000000e+00, double 0.000000e+00
  %265 = fmul fast double %238, 5.000000e+00
  %266 = getelementptr i8, ptr %239, i64 %92
  %267 = fadd fast double %265, %264
  store double %267, ptr %266, align 8, !tbaa !13
  br label %268

268:                                              ; preds = %262, %261
  br i1 %93, label %269, label %275

269:                                              ; preds = %268
  %270 = icmp eq i64 %236, 5
  %271 = select fast i1 %270, double 3.000000e+00, double 0.000000e+00
  %272 = fmul fast double %238, 6.000000e+00
  %273 = getelementptr i8, ptr %239, i64 %94
  %274 = fadd fast double %272, %271
  store double %274, ptr %273, align 8, !tbaa !13
  br label %275

275:                                              ; preds = %268, %269, %260, %245
  %276 = add nuw nsw i64 %236, 1
  %277 = icmp eq i64 %276, %28
  br i1 %277, label %278, label %235, !llvm.loop !35

278:                                              ; preds = %275
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #16
  store ptr %7, ptr %8, align 8, !tbaa !23
  store ptr %180, ptr %15, align 8, !tbaa !24
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull %181)
  %279 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %181, i32 8, <4 x i1> %100, <4 x double> poison), !tbaa !13
  %280 = fmul fast <4 x double> %279, %279
  br i1 %101, label %286, label %281, !llvm.loop !37

281:                                              ; preds = %278
  %282 = getelementptr inbounds i8, ptr %181, i64 32
  %283 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %282, i32 8, <4 x i1> %102, <4 x double> poison), !tbaa !13
  %284 = fmul fast <4 x double> %283, %283
  %285 = fadd fast <4 x double> %284, %280
  br label %286

286:                                              ; preds = %281, %278
  %287 = phi <4 x double> [ zeroinitializer, %278 ], [ %280, %281 ]
  %288 = phi <4 x i1> [ %100, %278 ], [ %102, %281 ]
  %289 = phi <4 x double> [ %280, %278 ], [ %285, %281 ]
  %290 = select fast <4 x i1> %288, <4 x double> %289, <4 x double> %287
  %291 = load ptr, ptr %7, align 8, !tbaa !16
  %292 = icmp eq ptr %291, null
  br i1 %292, label %294, label %293

293:                                              ; preds = %286
  call void @_ZdaPv(ptr noundef nonnull %291) #18
  br label %294

294:                                              ; preds = %286, %293
  call void @_ZdaPv(ptr noundef nonnull %180) #18
  call void @_ZdaPv(ptr noundef nonnull %181) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #16
  %295 = fadd fast double %177, 0xBEB0C6F7A0B5ED8D
  store double %295, ptr %176, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #16
  %296 = call noalias noundef nonnull ptr @_Znam(i64 noundef %33) #17
  store ptr %296, ptr %5, align 8, !tbaa !16
  store i64 %28, ptr %16, align 8, !tbaa !10
  store i64 %28, ptr %17, align 8, !tbaa !15
  %297 = call noalias noundef nonnull ptr @_Znam(i64 noundef %34) #17
  %298 = call noalias noundef nonnull ptr @_Znam(i64 noundef %34) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %298, i8 0, i64 %34, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %297, ptr noundef nonnull readonly align 16 dereferenceable(1) %9, i64 %34, i1 false), !tbaa !13
  %299 = load double, ptr %9, align 16, !tbaa !13
  br i1 %109, label %300, label %302

300:                                              ; preds = %294
  %301 = fadd fast double %299, 3.000000e+00
  store double %301, ptr %296, align 8, !tbaa !13
  br label %302

302:                                              ; preds = %300, %294
  br i1 %110, label %303, label %306

303:                                              ; preds = %302
  %304 = fmul fast double %299, 2.000000e+00
  %305 = getelementptr double, ptr %296, i64 %28
  store double %304, ptr %305, align 8, !tbaa !13
  br label %306

306:                                              ; preds = %303, %302
  br i1 %111, label %324, label %307, !llvm.loop !38

307:                                              ; preds = %306
  br i1 %113, label %308, label %311

308:                                              ; preds = %307
  %309 = fmul fast double %299, 3.000000e+00
  %310 = getelementptr i8, ptr %296, i64 %114
  store double %309, ptr %310, align 8, !tbaa !13
  br label %311

311:                                              ; preds = %308, %307
  br i1 %115, label %312, label %315

312:                                              ; preds = %311
  %313 = fmul fast double %299, 4.000000e+00
  %314 = getelementptr i8, ptr %296, i64 %116
  store double %313, ptr %314, align 8, !tbaa !13
  br label %315

315:                                              ; preds = %312, %311
  br i1 %117, label %324, label %316, !llvm.loop !38

316:                                              ; preds = %315
  br i1 %119, label %317, label %320

317:                                              ; preds = %316
  %318 = fmul fast double %299, 5.000000e+00
  %319 = getelementptr i8, ptr %296, i64 %120
  store double %318, ptr %319, align 8, !tbaa !13
  br label %320

320:                                              ; preds = %317, %316
  br i1 %121, label %321, label %324

321:                                              ; preds = %320
  %322 = fmul fast double %299, 6.000000e+00
  %323 = getelementptr i8, ptr %296, i64 %122
  store double %322, ptr %323, align 8, !tbaa !13
  br label %324

324:                                              ; preds = %320, %321, %315, %306
  %325 = load double, ptr %20, align 8, !tbaa !13
  %326 = getelementptr i8, ptr %296, i64 8
  br i1 %129, label %327, label %328

327:                                              ; preds = %324
  store double %325, ptr %326, align 8, !tbaa !13
  br label %328

328:                                              ; preds = %327, %324
  br i1 %130, label %329, label %333

329:                                              ; preds = %328
  %330 = fmul fast double %325, 2.000000e+00
  %331 = getelementptr double, ptr %326, i64 %28
  %332 = fadd fast double %330, 3.000000e+00
  store double %332, ptr %331, align 8, !tbaa !13
  br label %333

333:                                              ; preds = %329, %328
  br i1 %131, label %351, label %334, !llvm.loop !38

334:                                              ; preds = %333
  br i1 %133, label %335, label %338

335:                                              ; preds = %334
  %336 = fmul fast double %325, 3.000000e+00
  %337 = getelementptr i8, ptr %326, i64 %134
  store double %336, ptr %337, align 8, !tbaa !13
  br label %338

338:                                              ; preds = %335, %334
  br i1 %135, label %339, label %342

339:                                              ; preds = %338
  %340 = fmul fast double %325, 4.000000e+00
  %341 = getelementptr i8, ptr %326, i64 %136
  store double %340, ptr %341, align 8, !tbaa !13
  br label %342

342:                                              ; preds = %339, %338
  br i1 %137, label %351, label %343, !llvm.loop !38

343:                                              ; preds = %342
  br i1 %139, label %344, label %347

344:                                              ; preds = %343
  %345 = fmul fast double %325, 5.000000e+00
  %346 = getelementptr i8, ptr %326, i64 %140
  store double %345, ptr %346, align 8, !tbaa !13
  br label %347

347:                                              ; preds = %344, %343
  br i1 %141, label %348, label %351

348:                                              ; preds = %347
  %349 = fmul fast double %325, 6.000000e+00
  %350 = getelementptr i8, ptr %326, i64 %142
  store double %349, ptr %350, align 8, !tbaa !13
  br label %351

351:                                              ; preds = %333, %342, %348, %347
  br label %352

352:                                              ; preds = %392, %351
  %353 = phi i64 [ %393, %392 ], [ 2, %351 ]
  %354 = getelementptr inbounds double, ptr %9, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !13
  %356 = getelementptr double, ptr %296, i64 %353
  br i1 %149, label %357, label %358

357:                                              ; preds = %352
  store double %355, ptr %356, align 8, !tbaa !13
  br label %358

358:                                              ; preds = %357, %352
  br i1 %150, label %359, label %362

359:                                              ; preds = %358
  %360 = fmul fast double %355, 2.000000e+00
  %361 = getelementptr double, ptr %356, i64 %28
  store double %360, ptr %361, align 8, !tbaa !13
  br label %362

362:                                              ; preds = %359, %358
  br i1 %151, label %392, label %363, !llvm.loop !38

363:                                              ; preds = %362
  br i1 %153, label %364, label %370

364:                                              ; preds = %363
  %365 = icmp eq i64 %353, 2
  %366 = select fast i1 %365, double 3.000000e+00, double 0.000000e+00
  %367 = fmul fast double %355, 3.000000e+00
  %368 = getelementptr i8, ptr %356, i64 %154
  %369 = fadd fast double %367, %366
  store double %369, ptr %368, align 8, !tbaa !13
  br label %370

370:                                              ; preds = %364, %363
  br i1 %155, label %371, label %377

371:                                              ; preds = %370
  %372 = icmp eq i64 %353, 3
  %373 = select fast i1 %372, double 3.000000e+00, double 0.000000e+00
  %374 = fmul fast double %355, 4.000000e+00
  %375 = getelementptr i8, ptr %356, i64 %156
  %376 = fadd fast double %374, %373
  store double %376, ptr %375, align 8, !tbaa !13
  br label %377

377:                                              ; preds = %371, %370
  br i1 %157, label %392, label %378, !llvm.loop !38

378:                                              ; preds = %377
  br i1 %159, label %379, label %385

379:                                              ; preds = %378
  %380 = icmp eq i64 %353, 4
  %381 = select fast i1 %380, double 3.000000e+00, double 0.000000e+00
  %382 = fmul fast double %355, 5.000000e+00
  %383 = getelementptr i8, ptr %356, i64 %160
  %384 = fadd fast double %382, %381
  store double %384, ptr %383, align 8, !tbaa !13
  br label %385

385:                                              ; preds = %379, %378
  br i1 %161, label %386, label %392

386:                                              ; preds = %385
  %387 = icmp eq i64 %353, 5
  %388 = select fast i1 %387, double 3.000000e+00, double 0.000000e+00
  %389 = fmul fast double %355, 6.000000e+00
  %390 = getelementptr i8, ptr %356, i64 %162
  %391 = fadd fast double %389, %388
  store double %391, ptr %390, align 8, !tbaa !13
  br label %392

392:                                              ; preds = %385, %386, %377, %362
  %393 = add nuw nsw i64 %353, 1
  %394 = icmp eq i64 %393, %28
  br i1 %394, label %395, label %352, !llvm.loop !39

395:                                              ; preds = %392
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #16
  store ptr %5, ptr %6, align 8, !tbaa !23
  store ptr %297, ptr %18, align 8, !tbaa !24
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull %298)
  %396 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %298, i32 8, <4 x i1> %168, <4 x double> poison), !tbaa !13
  %397 = fmul fast <4 x double> %396, %396
  br i1 %169, label %403, label %398, !llvm.loop !40

398:                                              ; preds = %395
  %399 = getelementptr inbounds i8, ptr %298, i64 32
  %400 = call <4 x double> @llvm.masked.load.v4f64.p0(ptr nonnull %399, i32 8, <4 x i1> %170, <4 x double> poison), !tbaa !13
  %401 = fmul fast <4 x double> %400, %400
  %402 = fadd fast <4 x double> %401, %397
  br label %403

403:                                              ; preds = %398, %395
  %404 = phi <4 x double> [ zeroinitializer, %395 ], [ %397, %398 ]
  %405 = phi <4 x i1> [ %168, %395 ], [ %170, %398 ]
  %406 = phi <4 x double> [ %397, %395 ], [ %402, %398 ]
  %407 = select fast <4 x i1> %405, <4 x double> %406, <4 x double> %404
  %408 = load ptr, ptr %5, align 8, !tbaa !16
  %409 = icmp eq ptr %408, null
  br i1 %409, label %411, label %410

410:                                              ; preds = %403
  call void @_ZdaPv(ptr noundef nonnull %408) #18
  br label %411

411:                                              ; preds = %403, %410
  call void @_ZdaPv(ptr noundef nonnull %297) #18
  call void @_ZdaPv(ptr noundef nonnull %298) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #16
  store double %177, ptr %176, align 8, !tbaa !13
  %412 = trunc nuw nsw i64 %175 to i32
  %413 = uitofp nneg i32 %412 to double
  %414 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %175
  %415 = load double, ptr %414, align 8, !tbaa !13
  %416 = fsub fast <4 x double> %290, %407
  %417 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %416)
  %418 = fmul fast double %417, 5.000000e+05
  %419 = call fast double @llvm.fabs.f64(double %418)
  %420 = call fast double @llvm.maxnum.f64(double %419, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %415, ptr %4, align 8, !tbaa !13
  %421 = load volatile double, ptr %4, align 8, !tbaa !13
  %422 = call double @llvm.fabs.f64(double %421)
  %423 = fcmp ueq double %422, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %423, label %435, label %424

424:                                              ; preds = %411
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %418, ptr %3, align 8, !tbaa !13
  %425 = load volatile double, ptr %3, align 8, !tbaa !13
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fcmp ueq double %426, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %427, label %435, label %428

428:                                              ; preds = %424
  %429 = fsub fast double %415, %418
  %430 = call fast double @llvm.fabs.f64(double %429)
  %431 = fmul fast double %420, 1.000000e-05
  %432 = fcmp fast ole double %430, %431
  %433 = select i1 %432, ptr @.str.4, ptr @.str.5
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %415, double noundef nofpclass(nan inf) %418, ptr noundef nonnull %433)
  br i1 %432, label %440, label %437

435:                                              ; preds = %424, %411
  %436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %415, double noundef nofpclass(nan inf) %418, ptr noundef nonnull @.str.5)
  br label %437

437:                                              ; preds = %435, %428
  %438 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !31
  %439 = add nsw i32 %438, 1
  store i32 %439, ptr @_ZL6n_fail, align 4, !tbaa !31
  br label %440

440:                                              ; preds = %428, %437
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %11, i8 0, i64 48, i1 false)
  %441 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %175
  store double 1.000000e+00, ptr %441, align 8, !tbaa !13
  %442 = load i32, ptr @enzyme_dup, align 4, !tbaa !31
  %443 = load i32, ptr @enzyme_const, align 4, !tbaa !31
  %444 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fPKdl, i32 noundef %442, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %443, i64 noundef %28)
  %445 = load double, ptr %414, align 8, !tbaa !13
  %446 = call fast double @llvm.fabs.f64(double %445)
  %447 = call fast double @llvm.maxnum.f64(double %446, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %444, ptr %2, align 8, !tbaa !13
  %448 = load volatile double, ptr %2, align 8, !tbaa !13
  %449 = call double @llvm.fabs.f64(double %448)
  %450 = fcmp ueq double %449, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %450, label %462, label %451

451:                                              ; preds = %440
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %445, ptr %1, align 8, !tbaa !13
  %452 = load volatile double, ptr %1, align 8, !tbaa !13
  %453 = call double @llvm.fabs.f64(double %452)
  %454 = fcmp ueq double %453, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %454, label %462, label %455

455:                                              ; preds = %451
  %456 = fsub fast double %444, %445
  %457 = call fast double @llvm.fabs.f64(double %456)
  %458 = fmul fast double %447, 1.000000e-08
  %459 = fcmp fast ole double %457, %458
  %460 = select i1 %459, ptr @.str.4, ptr @.str.5
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %444, double noundef nofpclass(nan inf) %445, ptr noundef nonnull %460)
  br i1 %459, label %467, label %464

462:                                              ; preds = %451, %440
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %444, double noundef nofpclass(nan inf) %445, ptr noundef nonnull @.str.5)
  br label %464

464:                                              ; preds = %462, %455
  %465 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !31
  %466 = add nsw i32 %465, 1
  store i32 %466, ptr @_ZL6n_fail, align 4, !tbaa !31
  br label %467

467:                                              ; preds = %455, %464
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #16
  %468 = add nuw nsw i64 %175, 1
  %469 = icmp ugt i64 %28, %468
  br i1 %469, label %174, label %171, !llvm.loop !41
}

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #10

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x double>) #14

attributes #0 = { mustprogress noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #15 = { nounwind allocsize(1) }
attributes #16 = { nounwind }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Trans", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS3Mat", !7, i64 0, !12, i64 8, !12, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = !{!11, !12, i64 16}
!16 = !{!11, !7, i64 0}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !20, !19}
!22 = distinct !{!22, !18}
!23 = !{!7, !7, i64 0}
!24 = !{!25, !7, i64 8}
!25 = !{!"_ZTS4Prod", !6, i64 0, !7, i64 8}
!26 = distinct !{!26, !18, !19, !20}
!27 = distinct !{!27, !18, !20, !19}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18, !19, !20}
!30 = distinct !{!30, !18, !20, !19}
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !8, i64 0}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !18, !19, !20}
!35 = distinct !{!35, !18, !36}
!36 = !{!"llvm.loop.peeled.count", i32 2}
!37 = distinct !{!37, !18, !19, !20}
!38 = distinct !{!38, !18, !19, !20}
!39 = distinct !{!39, !18, !36}
!40 = distinct !{!40, !18, !19, !20}
!41 = distinct !{!41, !18}
