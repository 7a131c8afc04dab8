; ModuleID = 'memory.c'
source_filename = "memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { ptr, i64, double }

@gbuf = internal unnamed_addr global [16 x double] zeroinitializer, align 16
@gtotal = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@gacc = internal unnamed_addr global double 0.000000e+00, align 8

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @map(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %17, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = tail call double @sin(double noundef %11) #22
  %13 = load double, ptr %10, align 8, !tbaa !5
  %14 = getelementptr inbounds double, ptr %1, i64 %9
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = fmul double %15, 5.000000e-01
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %6
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = fmul double %16, %22
  %24 = tail call double @llvm.fmuladd.f64(double %12, double %13, double %23)
  store double %24, ptr %14, align 8, !tbaa !5
  %25 = icmp eq i64 %17, %6
  br i1 %25, label %7, label %8, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @sumsq(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %27

10:                                               ; preds = %27, %4
  %11 = phi double [ poison, %4 ], [ %45, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %46, %27 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %45, %27 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %17)
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !11

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ]
  ret double %26

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %46, %27 ]
  %29 = phi double [ 0.000000e+00, %8 ], [ %45, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %47, %27 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %32, double %29)
  %34 = or disjoint i64 %28, 1
  %35 = getelementptr inbounds double, ptr %0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %36, double %33)
  %38 = or disjoint i64 %28, 2
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %40, double %37)
  %42 = or disjoint i64 %28, 3
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %44, double %41)
  %46 = add nuw nsw i64 %28, 4
  %47 = add i64 %30, 4
  %48 = icmp eq i64 %47, %9
  br i1 %48, label %10, label %27, !llvm.loop !13
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @inplace(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %1, 2
  br i1 %8, label %12, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, -2
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  br label %23

12:                                               ; preds = %23, %4
  %13 = phi i64 [ 1, %4 ], [ %36, %23 ]
  %14 = icmp eq i64 %7, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds double, ptr %0, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = getelementptr i8, ptr %16, i64 -8
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = tail call double @cos(double noundef %17) #22
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %19, double %20)
  store double %21, ptr %16, align 8, !tbaa !5
  br label %22

22:                                               ; preds = %15, %12, %2
  ret void

23:                                               ; preds = %23, %9
  %24 = phi i64 [ 1, %9 ], [ %36, %23 ]
  %25 = phi i64 [ 0, %9 ], [ %37, %23 ]
  %26 = getelementptr inbounds double, ptr %0, i64 %24
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = getelementptr i8, ptr %26, i64 -8
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = tail call double @cos(double noundef %27) #22
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %30)
  store double %31, ptr %26, align 8, !tbaa !5
  %32 = getelementptr inbounds double, ptr %11, i64 %24
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @cos(double noundef %33) #22
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %31, double %34)
  store double %35, ptr %32, align 8, !tbaa !5
  %36 = add nuw nsw i64 %24, 2
  %37 = add i64 %25, 2
  %38 = icmp eq i64 %37, %10
  br i1 %38, label %12, label %23, !llvm.loop !14
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @scratch(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = alloca [32 x double], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #22
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 32)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %166

6:                                                ; preds = %2
  %7 = zext nneg i32 %4 to i64
  %8 = icmp slt i32 %1, 4
  br i1 %8, label %9, label %11

9:                                                ; preds = %89, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %89 ]
  br label %101

11:                                               ; preds = %6
  %12 = and i64 %7, 60
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load <2 x double>, ptr %0, align 8, !tbaa !5
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !5
  %16 = fmul <2 x double> %14, %14
  %17 = fmul <2 x double> %15, %15
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> %16, ptr %3, align 16, !tbaa !5
  store <2 x double> %17, ptr %18, align 16, !tbaa !5
  %19 = icmp eq i64 %12, 4
  br i1 %19, label %89, label %20, !llvm.loop !15

20:                                               ; preds = %11
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !5
  %24 = load <2 x double>, ptr %22, align 8, !tbaa !5
  %25 = fmul <2 x double> %23, %23
  %26 = fmul <2 x double> %24, %24
  %27 = getelementptr inbounds i8, ptr %3, i64 32
  %28 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> %25, ptr %27, align 16, !tbaa !5
  store <2 x double> %26, ptr %28, align 16, !tbaa !5
  %29 = icmp eq i64 %12, 8
  br i1 %29, label %89, label %30, !llvm.loop !15

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %0, i64 64
  %32 = getelementptr inbounds i8, ptr %0, i64 80
  %33 = load <2 x double>, ptr %31, align 8, !tbaa !5
  %34 = load <2 x double>, ptr %32, align 8, !tbaa !5
  %35 = fmul <2 x double> %33, %33
  %36 = fmul <2 x double> %34, %34
  %37 = getelementptr inbounds i8, ptr %3, i64 64
  %38 = getelementptr inbounds i8, ptr %3, i64 80
  store <2 x double> %35, ptr %37, align 16, !tbaa !5
  store <2 x double> %36, ptr %38, align 16, !tbaa !5
  %39 = icmp eq i64 %12, 12
  br i1 %39, label %89, label %40, !llvm.loop !15

40:                                               ; preds = %30
  %41 = getelementptr inbounds i8, ptr %0, i64 96
  %42 = getelementptr inbounds i8, ptr %0, i64 112
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !5
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !5
  %45 = fmul <2 x double> %43, %43
  %46 = fmul <2 x double> %44, %44
  %47 = getelementptr inbounds i8, ptr %3, i64 96
  %48 = getelementptr inbounds i8, ptr %3, i64 112
  store <2 x double> %45, ptr %47, align 16, !tbaa !5
  store <2 x double> %46, ptr %48, align 16, !tbaa !5
  %49 = icmp eq i64 %12, 16
  br i1 %49, label %89, label %50, !llvm.loop !15

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %0, i64 128
  %52 = getelementptr inbounds i8, ptr %0, i64 144
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !5
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !5
  %55 = fmul <2 x double> %53, %53
  %56 = fmul <2 x double> %54, %54
  %57 = getelementptr inbounds i8, ptr %3, i64 128
  %58 = getelementptr inbounds i8, ptr %3, i64 144
  store <2 x double> %55, ptr %57, align 16, !tbaa !5
  store <2 x double> %56, ptr %58, align 16, !tbaa !5
  %59 = icmp eq i64 %12, 20
  br i1 %59, label %89, label %60, !llvm.loop !15

60:                                               ; preds = %50
  %61 = getelementptr inbounds i8, ptr %0, i64 160
  %62 = getelementptr inbounds i8, ptr %0, i64 176
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !5
  %64 = load <2 x double>, ptr %62, align 8, !tbaa !5
  %65 = fmul <2 x double> %63, %63
  %66 = fmul <2 x double> %64, %64
  %67 = getelementptr inbounds i8, ptr %3, i64 160
  %68 = getelementptr inbounds i8, ptr %3, i64 176
  store <2 x double> %65, ptr %67, align 16, !tbaa !5
  store <2 x double> %66, ptr %68, align 16, !tbaa !5
  %69 = icmp eq i64 %12, 24
  br i1 %69, label %89, label %70, !llvm.loop !15

70:                                               ; preds = %60
  %71 = getelementptr inbounds i8, ptr %0, i64 192
  %72 = getelementptr inbounds i8, ptr %0, i64 208
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !5
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !5
  %75 = fmul <2 x double> %73, %73
  %76 = fmul <2 x double> %74, %74
  %77 = getelementptr inbounds i8, ptr %3, i64 192
  %78 = getelementptr inbounds i8, ptr %3, i64 208
  store <2 x double> %75, ptr %77, align 16, !tbaa !5
  store <2 x double> %76, ptr %78, align 16, !tbaa !5
  %79 = icmp eq i64 %12, 28
  br i1 %79, label %89, label %80, !llvm.loop !15

80:                                               ; preds = %70
  %81 = getelementptr inbounds i8, ptr %0, i64 224
  %82 = getelementptr inbounds i8, ptr %0, i64 240
  %83 = load <2 x double>, ptr %81, align 8, !tbaa !5
  %84 = load <2 x double>, ptr %82, align 8, !tbaa !5
  %85 = fmul <2 x double> %83, %83
  %86 = fmul <2 x double> %84, %84
  %87 = getelementptr inbounds i8, ptr %3, i64 224
  %88 = getelementptr inbounds i8, ptr %3, i64 240
  store <2 x double> %85, ptr %87, align 16, !tbaa !5
  store <2 x double> %86, ptr %88, align 16, !tbaa !5
  br label %89

89:                                               ; preds = %80, %70, %60, %50, %40, %30, %20, %11
  %90 = icmp eq i64 %12, %7
  br i1 %90, label %91, label %9

91:                                               ; preds = %101, %89
  %92 = icmp eq i32 %1, 1
  br i1 %92, label %123, label %93

93:                                               ; preds = %91
  %94 = load double, ptr %3, align 16, !tbaa !5
  %95 = add nsw i64 %7, -1
  %96 = add nsw i64 %7, -2
  %97 = and i64 %95, 3
  %98 = icmp ult i64 %96, 3
  br i1 %98, label %109, label %99

99:                                               ; preds = %93
  %100 = and i64 %95, -4
  br label %129

101:                                              ; preds = %9, %101
  %102 = phi i64 [ %107, %101 ], [ %10, %9 ]
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fmul double %104, %104
  %106 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %102
  store double %105, ptr %106, align 8, !tbaa !5
  %107 = add nuw nsw i64 %102, 1
  %108 = icmp eq i64 %107, %7
  br i1 %108, label %91, label %101, !llvm.loop !18

109:                                              ; preds = %129, %93
  %110 = phi double [ %94, %93 ], [ %147, %129 ]
  %111 = phi i64 [ 1, %93 ], [ %148, %129 ]
  %112 = icmp eq i64 %97, 0
  br i1 %112, label %123, label %113

113:                                              ; preds = %109, %113
  %114 = phi double [ %119, %113 ], [ %110, %109 ]
  %115 = phi i64 [ %120, %113 ], [ %111, %109 ]
  %116 = phi i64 [ %121, %113 ], [ 0, %109 ]
  %117 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %115
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = tail call double @llvm.fmuladd.f64(double %114, double 5.000000e-01, double %118)
  store double %119, ptr %117, align 8, !tbaa !5
  %120 = add nuw nsw i64 %115, 1
  %121 = add i64 %116, 1
  %122 = icmp eq i64 %121, %97
  br i1 %122, label %123, label %113, !llvm.loop !19

123:                                              ; preds = %109, %113, %91
  br i1 %5, label %124, label %166

124:                                              ; preds = %123
  %125 = and i64 %7, 1
  %126 = icmp eq i32 %1, 1
  br i1 %126, label %151, label %127

127:                                              ; preds = %124
  %128 = and i64 %7, 62
  br label %168

129:                                              ; preds = %129, %99
  %130 = phi double [ %94, %99 ], [ %147, %129 ]
  %131 = phi i64 [ 1, %99 ], [ %148, %129 ]
  %132 = phi i64 [ 0, %99 ], [ %149, %129 ]
  %133 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %131
  %134 = load double, ptr %133, align 8, !tbaa !5
  %135 = tail call double @llvm.fmuladd.f64(double %130, double 5.000000e-01, double %134)
  store double %135, ptr %133, align 8, !tbaa !5
  %136 = add nuw nsw i64 %131, 1
  %137 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !5
  %139 = tail call double @llvm.fmuladd.f64(double %135, double 5.000000e-01, double %138)
  store double %139, ptr %137, align 8, !tbaa !5
  %140 = add nuw nsw i64 %131, 2
  %141 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !5
  %143 = tail call double @llvm.fmuladd.f64(double %139, double 5.000000e-01, double %142)
  store double %143, ptr %141, align 8, !tbaa !5
  %144 = add nuw nsw i64 %131, 3
  %145 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = tail call double @llvm.fmuladd.f64(double %143, double 5.000000e-01, double %146)
  store double %147, ptr %145, align 8, !tbaa !5
  %148 = add nuw nsw i64 %131, 4
  %149 = add i64 %132, 4
  %150 = icmp eq i64 %149, %100
  br i1 %150, label %109, label %129, !llvm.loop !20

151:                                              ; preds = %168, %124
  %152 = phi double [ poison, %124 ], [ %190, %168 ]
  %153 = phi i64 [ 0, %124 ], [ %191, %168 ]
  %154 = phi double [ 0.000000e+00, %124 ], [ %190, %168 ]
  %155 = icmp eq i64 %125, 0
  br i1 %155, label %166, label %156

156:                                              ; preds = %151
  %157 = trunc i64 %153 to i32
  %158 = mul i32 %157, 7
  %159 = urem i32 %158, %4
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = getelementptr inbounds double, ptr %0, i64 %153
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = tail call double @llvm.fmuladd.f64(double %162, double %164, double %154)
  br label %166

166:                                              ; preds = %156, %151, %2, %123
  %167 = phi double [ 0.000000e+00, %123 ], [ 0.000000e+00, %2 ], [ %152, %151 ], [ %165, %156 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #22
  ret double %167

168:                                              ; preds = %168, %127
  %169 = phi i64 [ 0, %127 ], [ %191, %168 ]
  %170 = phi double [ 0.000000e+00, %127 ], [ %190, %168 ]
  %171 = phi i64 [ 0, %127 ], [ %192, %168 ]
  %172 = trunc i64 %169 to i32
  %173 = mul i32 %172, 7
  %174 = urem i32 %173, %4
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !5
  %178 = getelementptr inbounds double, ptr %0, i64 %169
  %179 = load double, ptr %178, align 8, !tbaa !5
  %180 = tail call double @llvm.fmuladd.f64(double %177, double %179, double %170)
  %181 = or disjoint i64 %169, 1
  %182 = trunc i64 %181 to i32
  %183 = mul i32 %182, 7
  %184 = urem i32 %183, %4
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr inbounds [32 x double], ptr %3, i64 0, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !5
  %188 = getelementptr inbounds double, ptr %0, i64 %181
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = tail call double @llvm.fmuladd.f64(double %187, double %189, double %180)
  %191 = add nuw nsw i64 %169, 2
  %192 = add i64 %171, 2
  %193 = icmp eq i64 %192, %128
  br i1 %193, label %151, label %168, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copies(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #22
  %5 = tail call i32 @llvm.smin.i32(i32 %2, i32 64)
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %0, i64 %7, i1 false)
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %1, ptr align 8 %0, i64 %7, i1 false)
  br label %73

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = add nsw i64 %11, -1
  %13 = and i64 %11, 1
  %14 = icmp eq i64 %12, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = and i64 %11, 126
  br label %34

17:                                               ; preds = %34, %10
  %18 = phi i64 [ 0, %10 ], [ %52, %34 ]
  %19 = icmp eq i64 %13, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %17
  %21 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = xor i64 %18, -1
  %24 = add nsw i64 %6, %23
  %25 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = fmul double %22, %26
  store double %27, ptr %21, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %17, %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr nonnull align 16 %4, i64 %7, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  br i1 %8, label %29, label %73

29:                                               ; preds = %28
  %30 = and i64 %11, 1
  %31 = icmp eq i64 %12, 0
  br i1 %31, label %55, label %32

32:                                               ; preds = %29
  %33 = and i64 %11, 126
  br label %81

34:                                               ; preds = %34, %15
  %35 = phi i64 [ 0, %15 ], [ %52, %34 ]
  %36 = phi i64 [ 0, %15 ], [ %53, %34 ]
  %37 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %35
  %38 = load double, ptr %37, align 16, !tbaa !5
  %39 = xor i64 %35, -1
  %40 = add nsw i64 %6, %39
  %41 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = fmul double %38, %42
  store double %43, ptr %37, align 16, !tbaa !5
  %44 = or disjoint i64 %35, 1
  %45 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = xor i64 %35, -2
  %48 = add nsw i64 %47, %6
  %49 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = fmul double %46, %50
  store double %51, ptr %45, align 8, !tbaa !5
  %52 = add nuw nsw i64 %35, 2
  %53 = add i64 %36, 2
  %54 = icmp eq i64 %53, %16
  br i1 %54, label %17, label %34, !llvm.loop !22

55:                                               ; preds = %81, %29
  %56 = phi i64 [ 0, %29 ], [ %101, %81 ]
  %57 = icmp eq i64 %30, 0
  br i1 %57, label %67, label %58

58:                                               ; preds = %55
  %59 = getelementptr inbounds double, ptr %0, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = trunc nuw nsw i64 %56 to i32
  %62 = urem i32 %61, 3
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = fadd double %60, %65
  store double %66, ptr %64, align 8, !tbaa !5
  br label %67

67:                                               ; preds = %55, %58
  %68 = load double, ptr %4, align 16, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %4, i64 8
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %4, i64 16
  %72 = load double, ptr %71, align 16, !tbaa !5
  br label %73

73:                                               ; preds = %9, %67, %28
  %74 = phi double [ %72, %67 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %9 ]
  %75 = phi double [ %70, %67 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %9 ]
  %76 = phi double [ %68, %67 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %9 ]
  %77 = fneg double %74
  %78 = tail call double @llvm.fmuladd.f64(double %76, double %75, double %77)
  %79 = load double, ptr %1, align 8, !tbaa !5
  %80 = fadd double %79, %78
  store double %80, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #22
  ret void

81:                                               ; preds = %81, %32
  %82 = phi i64 [ 0, %32 ], [ %101, %81 ]
  %83 = phi i64 [ 0, %32 ], [ %102, %81 ]
  %84 = getelementptr inbounds double, ptr %0, i64 %82
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = trunc nuw nsw i64 %82 to i32
  %87 = urem i32 %86, 3
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !5
  %91 = fadd double %85, %90
  store double %91, ptr %89, align 8, !tbaa !5
  %92 = or disjoint i64 %82, 1
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = trunc nuw nsw i64 %92 to i32
  %96 = urem i32 %95, 3
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fadd double %94, %99
  store double %100, ptr %98, align 8, !tbaa !5
  %101 = add nuw nsw i64 %82, 2
  %102 = add i64 %83, 2
  %103 = icmp eq i64 %102, %33
  br i1 %103, label %55, label %81, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nounwind uwtable
define dso_local double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #23
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %44

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  br label %17

9:                                                ; preds = %17
  br i1 %6, label %10, label %44

10:                                               ; preds = %9
  %11 = zext nneg i32 %1 to i64
  %12 = getelementptr double, ptr %5, i64 %3
  %13 = and i64 %11, 3
  %14 = icmp ult i32 %1, 4
  br i1 %14, label %25, label %15

15:                                               ; preds = %10
  %16 = and i64 %11, 2147483644
  br label %46

17:                                               ; preds = %7, %17
  %18 = phi i64 [ 0, %7 ], [ %23, %17 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @exp(double noundef %20) #22
  %22 = getelementptr inbounds double, ptr %5, i64 %18
  store double %21, ptr %22, align 8, !tbaa !5
  %23 = add nuw nsw i64 %18, 1
  %24 = icmp eq i64 %23, %8
  br i1 %24, label %9, label %17, !llvm.loop !24

25:                                               ; preds = %46, %10
  %26 = phi double [ poison, %10 ], [ %80, %46 ]
  %27 = phi i64 [ 0, %10 ], [ %81, %46 ]
  %28 = phi double [ 0.000000e+00, %10 ], [ %80, %46 ]
  %29 = icmp eq i64 %13, 0
  br i1 %29, label %44, label %30

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %41, %30 ], [ %27, %25 ]
  %32 = phi double [ %40, %30 ], [ %28, %25 ]
  %33 = phi i64 [ %42, %30 ], [ 0, %25 ]
  %34 = getelementptr inbounds double, ptr %5, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = xor i64 %31, -1
  %37 = getelementptr double, ptr %12, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = fdiv double %35, %38
  %40 = fadd double %32, %39
  %41 = add nuw nsw i64 %31, 1
  %42 = add i64 %33, 1
  %43 = icmp eq i64 %42, %13
  br i1 %43, label %44, label %30, !llvm.loop !25

44:                                               ; preds = %25, %30, %2, %9
  %45 = phi double [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %26, %25 ], [ %40, %30 ]
  tail call void @free(ptr noundef %5) #22
  ret double %45

46:                                               ; preds = %46, %15
  %47 = phi i64 [ 0, %15 ], [ %81, %46 ]
  %48 = phi double [ 0.000000e+00, %15 ], [ %80, %46 ]
  %49 = phi i64 [ 0, %15 ], [ %82, %46 ]
  %50 = getelementptr inbounds double, ptr %5, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = xor i64 %47, -1
  %53 = getelementptr double, ptr %12, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = fdiv double %51, %54
  %56 = fadd double %48, %55
  %57 = or disjoint i64 %47, 1
  %58 = getelementptr inbounds double, ptr %5, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = xor i64 %47, -2
  %61 = getelementptr double, ptr %12, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = fdiv double %59, %62
  %64 = fadd double %56, %63
  %65 = or disjoint i64 %47, 2
  %66 = getelementptr inbounds double, ptr %5, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = xor i64 %47, -3
  %69 = getelementptr double, ptr %12, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = fdiv double %67, %70
  %72 = fadd double %64, %71
  %73 = or disjoint i64 %47, 3
  %74 = getelementptr inbounds double, ptr %5, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = xor i64 %47, -4
  %77 = getelementptr double, ptr %12, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = fdiv double %75, %78
  %80 = fadd double %72, %79
  %81 = add nuw nsw i64 %47, 4
  %82 = add i64 %49, 4
  %83 = icmp eq i64 %82, %16
  br i1 %83, label %25, label %46, !llvm.loop !26
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nounwind uwtable
define dso_local void @hist(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 4, i64 noundef 8) #24
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %108

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 4
  %11 = add nsw i64 %9, -5
  %12 = icmp ult i64 %11, -4
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %45, %8
  %15 = phi i64 [ 0, %8 ], [ %29, %45 ]
  %16 = and i64 %9, 1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %24, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds double, ptr %0, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = load double, ptr %6, align 8, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %21)
  store double %22, ptr %6, align 8, !tbaa !5
  %23 = or disjoint i64 %15, 1
  br label %24

24:                                               ; preds = %18, %14
  %25 = phi i64 [ %15, %14 ], [ %23, %18 ]
  %26 = add nsw i64 %9, -1
  %27 = icmp eq i64 %15, %26
  br i1 %27, label %47, label %91

28:                                               ; preds = %8
  %29 = and i64 %9, 4
  %30 = getelementptr inbounds i8, ptr %6, i64 16
  %31 = load <2 x double>, ptr %6, align 8, !tbaa !5
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %33, %28
  %34 = phi <2 x double> [ %32, %28 ], [ %42, %33 ]
  %35 = phi <2 x double> [ %31, %28 ], [ %41, %33 ]
  %36 = phi i64 [ 0, %28 ], [ %43, %33 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !5
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !5
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %39, <2 x double> %35)
  %42 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> %40, <2 x double> %34)
  %43 = add nuw i64 %36, 4
  %44 = icmp eq i64 %43, %29
  br i1 %44, label %45, label %33, !llvm.loop !27

45:                                               ; preds = %33
  store <2 x double> %41, ptr %6, align 8, !tbaa !5
  store <2 x double> %42, ptr %30, align 8, !tbaa !5
  %46 = icmp eq i64 %29, %9
  br i1 %46, label %47, label %14

47:                                               ; preds = %24, %91, %45
  br i1 %7, label %48, label %108

48:                                               ; preds = %47
  %49 = zext nneg i32 %2 to i64
  %50 = icmp ult i32 %2, 6
  %51 = add nsw i64 %9, -5
  %52 = icmp ult i64 %51, -4
  %53 = select i1 %50, i1 true, i1 %52
  %54 = sub i64 %5, %4
  %55 = icmp ult i64 %54, 32
  %56 = or i1 %53, %55
  br i1 %56, label %57, label %72

57:                                               ; preds = %89, %48
  %58 = phi i64 [ 0, %48 ], [ %73, %89 ]
  %59 = and i64 %9, 1
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %68, label %61

61:                                               ; preds = %57
  %62 = load double, ptr %6, align 8, !tbaa !5
  %63 = getelementptr inbounds double, ptr %0, i64 %58
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = fmul double %62, %64
  %66 = getelementptr inbounds double, ptr %1, i64 %58
  store double %65, ptr %66, align 8, !tbaa !5
  %67 = or disjoint i64 %58, 1
  br label %68

68:                                               ; preds = %61, %57
  %69 = phi i64 [ %58, %57 ], [ %67, %61 ]
  %70 = add nsw i64 %9, -1
  %71 = icmp eq i64 %58, %70
  br i1 %71, label %108, label %109

72:                                               ; preds = %48
  %73 = and i64 %9, 4
  %74 = getelementptr inbounds i8, ptr %6, i64 16
  %75 = load <2 x double>, ptr %6, align 8, !tbaa !5
  %76 = load <2 x double>, ptr %74, align 8, !tbaa !5
  br label %77

77:                                               ; preds = %77, %72
  %78 = phi i64 [ 0, %72 ], [ %87, %77 ]
  %79 = getelementptr inbounds double, ptr %0, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !5
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !5
  %83 = fmul <2 x double> %75, %81
  %84 = fmul <2 x double> %76, %82
  %85 = getelementptr inbounds double, ptr %1, i64 %78
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  store <2 x double> %83, ptr %85, align 8, !tbaa !5
  store <2 x double> %84, ptr %86, align 8, !tbaa !5
  %87 = add nuw i64 %78, 4
  %88 = icmp eq i64 %87, %73
  br i1 %88, label %89, label %77, !llvm.loop !28

89:                                               ; preds = %77
  %90 = icmp eq i64 %73, %9
  br i1 %90, label %108, label %57

91:                                               ; preds = %24, %91
  %92 = phi i64 [ %106, %91 ], [ %25, %24 ]
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = and i64 %92, 3
  %96 = getelementptr inbounds double, ptr %6, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = tail call double @llvm.fmuladd.f64(double %94, double %94, double %97)
  store double %98, ptr %96, align 8, !tbaa !5
  %99 = add nuw nsw i64 %92, 1
  %100 = getelementptr inbounds double, ptr %0, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = and i64 %99, 3
  %103 = getelementptr inbounds double, ptr %6, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = tail call double @llvm.fmuladd.f64(double %101, double %101, double %104)
  store double %105, ptr %103, align 8, !tbaa !5
  %106 = add nuw nsw i64 %92, 2
  %107 = icmp eq i64 %106, %9
  br i1 %107, label %47, label %91, !llvm.loop !29

108:                                              ; preds = %68, %109, %89, %3, %47
  tail call void @free(ptr noundef %6) #22
  ret void

109:                                              ; preds = %68, %109
  %110 = phi i64 [ %126, %109 ], [ %69, %68 ]
  %111 = and i64 %110, 3
  %112 = getelementptr inbounds double, ptr %6, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = getelementptr inbounds double, ptr %0, i64 %110
  %115 = load double, ptr %114, align 8, !tbaa !5
  %116 = fmul double %113, %115
  %117 = getelementptr inbounds double, ptr %1, i64 %110
  store double %116, ptr %117, align 8, !tbaa !5
  %118 = add nuw nsw i64 %110, 1
  %119 = and i64 %118, 3
  %120 = getelementptr inbounds double, ptr %6, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = getelementptr inbounds double, ptr %0, i64 %118
  %123 = load double, ptr %122, align 8, !tbaa !5
  %124 = fmul double %121, %123
  %125 = getelementptr inbounds double, ptr %1, i64 %118
  store double %124, ptr %125, align 8, !tbaa !5
  %126 = add nuw nsw i64 %110, 2
  %127 = icmp eq i64 %126, %49
  br i1 %127, label %108, label %109, !llvm.loop !30
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @vnorm(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8, !tbaa !31
  %4 = icmp sgt i64 %3, 0
  br i1 %4, label %5, label %26

5:                                                ; preds = %1
  %6 = load ptr, ptr %0, align 8, !tbaa !35
  %7 = and i64 %3, 3
  %8 = icmp ult i64 %3, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %3, 9223372036854775804
  br label %32

11:                                               ; preds = %32, %5
  %12 = phi double [ poison, %5 ], [ %50, %32 ]
  %13 = phi i64 [ 0, %5 ], [ %51, %32 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %50, %32 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %6, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %21, double %18)
  %23 = add nuw nsw i64 %17, 1
  %24 = add i64 %19, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %16, !llvm.loop !36

26:                                               ; preds = %11, %16, %1
  %27 = phi double [ 0.000000e+00, %1 ], [ %12, %11 ], [ %22, %16 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load double, ptr %28, align 8, !tbaa !37
  %30 = tail call double @sqrt(double noundef %27) #22
  %31 = fmul double %29, %30
  ret double %31

32:                                               ; preds = %32, %9
  %33 = phi i64 [ 0, %9 ], [ %51, %32 ]
  %34 = phi double [ 0.000000e+00, %9 ], [ %50, %32 ]
  %35 = phi i64 [ 0, %9 ], [ %52, %32 ]
  %36 = getelementptr inbounds double, ptr %6, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %34)
  %39 = or disjoint i64 %33, 1
  %40 = getelementptr inbounds double, ptr %6, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %38)
  %43 = or disjoint i64 %33, 2
  %44 = getelementptr inbounds double, ptr %6, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %42)
  %47 = or disjoint i64 %33, 3
  %48 = getelementptr inbounds double, ptr %6, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %49, double %46)
  %51 = add nuw nsw i64 %33, 4
  %52 = add i64 %35, 4
  %53 = icmp eq i64 %52, %10
  br i1 %53, label %11, label %32, !llvm.loop !38
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local double @dotp(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #13 {
  %4 = alloca %struct.vec, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #22
  store ptr %0, ptr %4, align 8, !tbaa !35
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %2, ptr %5, align 8, !tbaa !31
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store double 2.000000e+00, ptr %6, align 8, !tbaa !37
  %7 = call fastcc double @dot_impl(ptr noundef nonnull %4, ptr noundef %1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #22
  ret double %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc double @dot_impl(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #14 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !31
  %5 = icmp sgt i64 %4, 0
  br i1 %5, label %6, label %29

6:                                                ; preds = %2
  %7 = load ptr, ptr %0, align 8, !tbaa !35
  %8 = and i64 %4, 3
  %9 = icmp ult i64 %4, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %4, 9223372036854775804
  br label %34

12:                                               ; preds = %34, %6
  %13 = phi double [ poison, %6 ], [ %60, %34 ]
  %14 = phi i64 [ 0, %6 ], [ %61, %34 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %60, %34 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %26, %17 ], [ %14, %12 ]
  %19 = phi double [ %25, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %27, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %7, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = getelementptr inbounds double, ptr %1, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %19)
  %26 = add nuw nsw i64 %18, 1
  %27 = add i64 %20, 1
  %28 = icmp eq i64 %27, %8
  br i1 %28, label %29, label %17, !llvm.loop !39

29:                                               ; preds = %12, %17, %2
  %30 = phi double [ 0.000000e+00, %2 ], [ %13, %12 ], [ %25, %17 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  %32 = load double, ptr %31, align 8, !tbaa !37
  %33 = fmul double %30, %32
  ret double %33

34:                                               ; preds = %34, %10
  %35 = phi i64 [ 0, %10 ], [ %61, %34 ]
  %36 = phi double [ 0.000000e+00, %10 ], [ %60, %34 ]
  %37 = phi i64 [ 0, %10 ], [ %62, %34 ]
  %38 = getelementptr inbounds double, ptr %7, i64 %35
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = getelementptr inbounds double, ptr %1, i64 %35
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %41, double %36)
  %43 = or disjoint i64 %35, 1
  %44 = getelementptr inbounds double, ptr %7, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds double, ptr %1, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %42)
  %49 = or disjoint i64 %35, 2
  %50 = getelementptr inbounds double, ptr %7, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = getelementptr inbounds double, ptr %1, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %48)
  %55 = or disjoint i64 %35, 3
  %56 = getelementptr inbounds double, ptr %7, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = getelementptr inbounds double, ptr %1, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %54)
  %61 = add nuw nsw i64 %35, 4
  %62 = add i64 %37, 4
  %63 = icmp eq i64 %62, %11
  br i1 %63, label %12, label %34, !llvm.loop !40
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @globals(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #12 {
  %3 = tail call i32 @llvm.smin.i32(i32 %1, i32 16)
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  store double 0.000000e+00, ptr @gtotal, align 8, !tbaa !5
  br label %55

6:                                                ; preds = %2
  %7 = zext nneg i32 %3 to i64
  %8 = icmp slt i32 %1, 4
  br i1 %8, label %9, label %11

9:                                                ; preds = %42, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %42 ]
  br label %47

11:                                               ; preds = %6
  %12 = and i64 %7, 28
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load <2 x double>, ptr %0, align 8, !tbaa !5
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !5
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %14, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %15, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %16, ptr @gbuf, align 16, !tbaa !5
  store <2 x double> %17, ptr getelementptr inbounds (i8, ptr @gbuf, i64 16), align 16, !tbaa !5
  %18 = icmp eq i64 %12, 4
  br i1 %18, label %42, label %19, !llvm.loop !41

19:                                               ; preds = %11
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = getelementptr inbounds i8, ptr %0, i64 48
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !5
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !5
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> %22, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> %23, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %24, ptr getelementptr inbounds (i8, ptr @gbuf, i64 32), align 16, !tbaa !5
  store <2 x double> %25, ptr getelementptr inbounds (i8, ptr @gbuf, i64 48), align 16, !tbaa !5
  %26 = icmp eq i64 %12, 8
  br i1 %26, label %42, label %27, !llvm.loop !41

27:                                               ; preds = %19
  %28 = getelementptr inbounds i8, ptr %0, i64 64
  %29 = getelementptr inbounds i8, ptr %0, i64 80
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !5
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !5
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> %30, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %31, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %32, ptr getelementptr inbounds (i8, ptr @gbuf, i64 64), align 16, !tbaa !5
  store <2 x double> %33, ptr getelementptr inbounds (i8, ptr @gbuf, i64 80), align 16, !tbaa !5
  %34 = icmp eq i64 %12, 12
  br i1 %34, label %42, label %35, !llvm.loop !41

35:                                               ; preds = %27
  %36 = getelementptr inbounds i8, ptr %0, i64 96
  %37 = getelementptr inbounds i8, ptr %0, i64 112
  %38 = load <2 x double>, ptr %36, align 8, !tbaa !5
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !5
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> %38, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %39, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %40, ptr getelementptr inbounds (i8, ptr @gbuf, i64 96), align 16, !tbaa !5
  store <2 x double> %41, ptr getelementptr inbounds (i8, ptr @gbuf, i64 112), align 16, !tbaa !5
  br label %42

42:                                               ; preds = %35, %27, %19, %11
  %43 = icmp eq i64 %12, %7
  br i1 %43, label %44, label %9

44:                                               ; preds = %47, %42
  store double 0.000000e+00, ptr @gtotal, align 8, !tbaa !5
  br i1 %4, label %45, label %55

45:                                               ; preds = %44
  %46 = zext nneg i32 %3 to i64
  br label %59

47:                                               ; preds = %9, %47
  %48 = phi i64 [ %53, %47 ], [ %10, %9 ]
  %49 = getelementptr inbounds double, ptr %0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %50, double 1.000000e+00)
  %52 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %48
  store double %51, ptr %52, align 8, !tbaa !5
  %53 = add nuw nsw i64 %48, 1
  %54 = icmp eq i64 %53, %7
  br i1 %54, label %44, label %47, !llvm.loop !42

55:                                               ; preds = %59, %5, %44
  %56 = phi double [ 0.000000e+00, %44 ], [ 0.000000e+00, %5 ], [ %73, %59 ]
  %57 = tail call double @llvm.fmuladd.f64(double %56, double %56, double 1.000000e+00)
  %58 = tail call double @log(double noundef %57) #22
  ret double %58

59:                                               ; preds = %45, %59
  %60 = phi i64 [ 0, %45 ], [ %74, %59 ]
  %61 = phi double [ 0.000000e+00, %45 ], [ %73, %59 ]
  %62 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %60
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = trunc i64 %60 to i32
  %65 = add i32 %64, 3
  %66 = urem i32 %65, %3
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [16 x double], ptr @gbuf, i64 0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fmul double %63, %69
  %71 = getelementptr inbounds double, ptr %0, i64 %60
  %72 = load double, ptr %71, align 8, !tbaa !5
  %73 = tail call double @llvm.fmuladd.f64(double %70, double %72, double %61)
  store double %73, ptr @gtotal, align 8, !tbaa !5
  %74 = add nuw nsw i64 %60, 1
  %75 = icmp eq i64 %74, %46
  br i1 %75, label %55, label %59, !llvm.loop !43
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @recursion(ptr noundef %0, double noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  tail call fastcc void @rscale(double noundef %1, ptr noundef %0, i32 noundef 0, i32 noundef %2)
  %4 = load double, ptr %0, align 8, !tbaa !5
  %5 = fadd double %4, %1
  %6 = tail call fastcc double @rpow(double noundef %5, i32 noundef 5)
  %7 = tail call fastcc double @rsum(ptr noundef nonnull %0, i32 noundef 0, i32 noundef %2)
  %8 = fmul double %6, %7
  ret double %8
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @rscale(double noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #15 {
  %5 = sub nsw i32 %3, %2
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %15

7:                                                ; preds = %15, %4
  %8 = phi double [ %0, %4 ], [ %20, %15 ]
  %9 = phi i32 [ %2, %4 ], [ %19, %15 ]
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds double, ptr %1, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = fmul double %8, %12
  %14 = fmul double %12, %13
  store double %14, ptr %11, align 8, !tbaa !5
  ret void

15:                                               ; preds = %4, %15
  %16 = phi i32 [ %19, %15 ], [ %2, %4 ]
  %17 = phi double [ %20, %15 ], [ %0, %4 ]
  %18 = add nsw i32 %16, %3
  %19 = sdiv i32 %18, 2
  tail call fastcc void @rscale(double noundef %17, ptr noundef %1, i32 noundef %16, i32 noundef %19)
  %20 = fmul double %17, 5.000000e-01
  %21 = sub nsw i32 %3, %19
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %7, label %15
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc double @rpow(double noundef %0, i32 noundef %1) unnamed_addr #16 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = lshr i32 %1, 1
  %8 = tail call fastcc double @rpow(double noundef %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = fmul double %8, %8
  %12 = fmul double %11, %0
  %13 = select i1 %10, double %11, double %12
  br label %4
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds double, ptr %0, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !5
  %10 = tail call double @sin(double noundef %9) #22
  %11 = fmul double %9, %10
  br label %12

12:                                               ; preds = %14, %6
  %13 = phi double [ %11, %6 ], [ %21, %14 ]
  ret double %13

14:                                               ; preds = %3
  %15 = add nsw i32 %2, %1
  %16 = sdiv i32 %15, 2
  %17 = tail call fastcc double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %16)
  %18 = tail call fastcc double @rsum(ptr noundef %0, i32 noundef %16, i32 noundef %2)
  %19 = fadd double %17, %18
  %20 = fmul double %17, 1.000000e-01
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %18, double %19)
  br label %12
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local double @grec(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #17 {
  store double 5.000000e-01, ptr @gacc, align 8, !tbaa !5
  tail call fastcc void @racc(ptr noundef %0, i32 noundef 0, i32 noundef %1)
  %3 = load double, ptr @gacc, align 8, !tbaa !5
  %4 = fmul double %3, %3
  ret double %4
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc void @racc(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #18 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %14

6:                                                ; preds = %14, %3
  %7 = phi i32 [ %1, %3 ], [ %17, %14 ]
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = fmul double %10, %10
  %12 = load double, ptr @gacc, align 8, !tbaa !5
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %10, double %12)
  store double %13, ptr @gacc, align 8, !tbaa !5
  ret void

14:                                               ; preds = %3, %14
  %15 = phi i32 [ %17, %14 ], [ %1, %3 ]
  %16 = add nsw i32 %15, %2
  %17 = sdiv i32 %16, 2
  tail call fastcc void @racc(ptr noundef %0, i32 noundef %15, i32 noundef %17)
  %18 = sub nsw i32 %2, %17
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %6, label %14
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @stackcall(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #22
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 64)
  call fastcc void @rfill(ptr noundef nonnull %3, ptr noundef %0, i32 noundef 0, i32 noundef %4)
  %5 = call fastcc double @rread(ptr noundef nonnull %3, i32 noundef 0, i32 noundef %4)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #22
  ret double %5
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc void @rfill(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = sub nsw i32 %3, %2
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %15

7:                                                ; preds = %15, %4
  %8 = phi i32 [ %2, %4 ], [ %18, %15 ]
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds double, ptr %1, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = tail call double @sin(double noundef %11) #22
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %11, double %12)
  %14 = getelementptr inbounds double, ptr %0, i64 %9
  store double %13, ptr %14, align 8, !tbaa !5
  ret void

15:                                               ; preds = %4, %15
  %16 = phi i32 [ %18, %15 ], [ %2, %4 ]
  %17 = add nsw i32 %16, %3
  %18 = sdiv i32 %17, 2
  tail call fastcc void @rfill(ptr noundef %0, ptr noundef %1, i32 noundef %16, i32 noundef %18)
  %19 = sub nsw i32 %3, %18
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %7, label %15
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @rread(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #19 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %18

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds double, ptr %0, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !5
  %10 = mul nsw i32 %1, 5
  %11 = srem i32 %10, %2
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fmul double %9, %14
  br label %16

16:                                               ; preds = %18, %6
  %17 = phi double [ %15, %6 ], [ %23, %18 ]
  ret double %17

18:                                               ; preds = %3
  %19 = add nsw i32 %2, %1
  %20 = sdiv i32 %19, 2
  %21 = tail call fastcc double @rread(ptr noundef %0, i32 noundef %1, i32 noundef %20)
  %22 = tail call fastcc double @rread(ptr noundef %0, i32 noundef %20, i32 noundef %2)
  %23 = tail call double @llvm.fmuladd.f64(double %21, double 5.000000e-01, double %22)
  br label %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #20

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #20

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #22 = { nounwind }
attributes #23 = { nounwind allocsize(0) }
attributes #24 = { nounwind allocsize(0,1) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !10, !17, !16}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !16, !17}
!28 = distinct !{!28, !10, !16, !17}
!29 = distinct !{!29, !10, !16}
!30 = distinct !{!30, !10, !16}
!31 = !{!32, !34, i64 8}
!32 = !{!"vec", !33, i64 0, !34, i64 8, !6, i64 16}
!33 = !{!"any pointer", !7, i64 0}
!34 = !{!"long", !7, i64 0}
!35 = !{!32, !33, i64 0}
!36 = distinct !{!36, !12}
!37 = !{!32, !6, i64 16}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !10}
!41 = distinct !{!41, !10, !16, !17}
!42 = distinct !{!42, !10, !17, !16}
!43 = distinct !{!43, !10}
