; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local double @nbody(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, double noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %4, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %6
  %9 = icmp sgt i32 %3, 0
  %10 = mul i32 %3, 3
  %11 = tail call i32 @llvm.smax.i32(i32 %10, i32 1)
  %12 = zext nneg i32 %3 to i64
  %13 = zext nneg i32 %11 to i64
  %14 = insertelement <2 x double> poison, double %5, i64 0
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> zeroinitializer
  %16 = icmp slt i32 %10, 4
  %17 = and i64 %13, 2147483644
  %18 = insertelement <2 x double> poison, double %5, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = icmp eq i64 %17, %13
  br label %21

21:                                               ; preds = %8, %94
  %22 = phi i32 [ 0, %8 ], [ %95, %94 ]
  br i1 %9, label %50, label %94

23:                                               ; preds = %94, %6
  %24 = icmp sgt i32 %3, 0
  br i1 %24, label %25, label %125

25:                                               ; preds = %23
  %26 = zext nneg i32 %3 to i64
  %27 = and i64 %26, 1
  %28 = icmp eq i32 %3, 1
  br i1 %28, label %106, label %29

29:                                               ; preds = %25
  %30 = and i64 %26, 2147483646
  br label %127

31:                                               ; preds = %57
  br i1 %9, label %32, label %94

32:                                               ; preds = %31
  br i1 %16, label %33, label %35

33:                                               ; preds = %49, %32
  %34 = phi i64 [ 0, %32 ], [ %17, %49 ]
  br label %97

35:                                               ; preds = %32, %35
  %36 = phi i64 [ %47, %35 ], [ 0, %32 ]
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !5
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !5
  %41 = getelementptr inbounds double, ptr %0, i64 %36
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !5
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !5
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %39, <2 x double> %43)
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %40, <2 x double> %44)
  store <2 x double> %45, ptr %41, align 8, !tbaa !5
  store <2 x double> %46, ptr %42, align 8, !tbaa !5
  %47 = add nuw i64 %36, 4
  %48 = icmp eq i64 %47, %17
  br i1 %48, label %49, label %35, !llvm.loop !9

49:                                               ; preds = %35
  br i1 %20, label %94, label %33

50:                                               ; preds = %21, %57
  %51 = phi i64 [ %64, %57 ], [ 0, %21 ]
  %52 = mul nuw nsw i64 %51, 3
  %53 = getelementptr inbounds double, ptr %0, i64 %52
  %54 = load <2 x double>, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %53, i64 16
  %56 = load double, ptr %55, align 8, !tbaa !5
  br label %66

57:                                               ; preds = %66
  %58 = getelementptr inbounds double, ptr %1, i64 %52
  %59 = load <2 x double>, ptr %58, align 8, !tbaa !5
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %90, <2 x double> %59)
  store <2 x double> %60, ptr %58, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %58, i64 16
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = tail call double @llvm.fmuladd.f64(double %5, double %91, double %62)
  store double %63, ptr %61, align 8, !tbaa !5
  %64 = add nuw nsw i64 %51, 1
  %65 = icmp eq i64 %64, %12
  br i1 %65, label %31, label %50, !llvm.loop !13

66:                                               ; preds = %50, %66
  %67 = phi i64 [ 0, %50 ], [ %92, %66 ]
  %68 = phi double [ 0.000000e+00, %50 ], [ %91, %66 ]
  %69 = phi <2 x double> [ zeroinitializer, %50 ], [ %90, %66 ]
  %70 = mul i64 %67, 24
  %71 = getelementptr inbounds i8, ptr %0, i64 %70
  %72 = load <2 x double>, ptr %71, align 8, !tbaa !5
  %73 = fsub <2 x double> %72, %54
  %74 = getelementptr inbounds i8, ptr %71, i64 16
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = fsub double %75, %56
  %77 = fmul <2 x double> %73, %73
  %78 = extractelement <2 x double> %77, i64 1
  %79 = extractelement <2 x double> %73, i64 0
  %80 = tail call double @llvm.fmuladd.f64(double %79, double %79, double %78)
  %81 = tail call double @llvm.fmuladd.f64(double %76, double %76, double %80)
  %82 = fadd double %81, 1.000000e-02
  %83 = getelementptr inbounds double, ptr %2, i64 %67
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = tail call double @llvm.sqrt.f64(double %82)
  %86 = fmul double %82, %85
  %87 = fdiv double %84, %86
  %88 = insertelement <2 x double> poison, double %87, i64 0
  %89 = shufflevector <2 x double> %88, <2 x double> poison, <2 x i32> zeroinitializer
  %90 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> %89, <2 x double> %69)
  %91 = tail call double @llvm.fmuladd.f64(double %76, double %87, double %68)
  %92 = add nuw nsw i64 %67, 1
  %93 = icmp eq i64 %92, %12
  br i1 %93, label %57, label %66, !llvm.loop !14

94:                                               ; preds = %97, %49, %21, %31
  %95 = add nuw nsw i32 %22, 1
  %96 = icmp eq i32 %95, %4
  br i1 %96, label %23, label %21, !llvm.loop !15

97:                                               ; preds = %33, %97
  %98 = phi i64 [ %104, %97 ], [ %34, %33 ]
  %99 = getelementptr inbounds double, ptr %1, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = getelementptr inbounds double, ptr %0, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = tail call double @llvm.fmuladd.f64(double %5, double %100, double %102)
  store double %103, ptr %101, align 8, !tbaa !5
  %104 = add nuw nsw i64 %98, 1
  %105 = icmp eq i64 %104, %13
  br i1 %105, label %94, label %97, !llvm.loop !16

106:                                              ; preds = %127, %25
  %107 = phi double [ poison, %25 ], [ %157, %127 ]
  %108 = phi i64 [ 0, %25 ], [ %158, %127 ]
  %109 = phi double [ 0.000000e+00, %25 ], [ %157, %127 ]
  %110 = icmp eq i64 %27, 0
  br i1 %110, label %125, label %111

111:                                              ; preds = %106
  %112 = getelementptr inbounds double, ptr %2, i64 %108
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = mul i64 %108, 24
  %115 = getelementptr inbounds i8, ptr %0, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !5
  %117 = getelementptr inbounds i8, ptr %115, i64 8
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = fmul double %118, %118
  %120 = tail call double @llvm.fmuladd.f64(double %116, double %116, double %119)
  %121 = getelementptr inbounds i8, ptr %115, i64 16
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = tail call double @llvm.fmuladd.f64(double %122, double %122, double %120)
  %124 = tail call double @llvm.fmuladd.f64(double %113, double %123, double %109)
  br label %125

125:                                              ; preds = %111, %106, %23
  %126 = phi double [ 0.000000e+00, %23 ], [ %107, %106 ], [ %124, %111 ]
  ret double %126

127:                                              ; preds = %127, %29
  %128 = phi i64 [ 0, %29 ], [ %158, %127 ]
  %129 = phi double [ 0.000000e+00, %29 ], [ %157, %127 ]
  %130 = phi i64 [ 0, %29 ], [ %159, %127 ]
  %131 = getelementptr inbounds double, ptr %2, i64 %128
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = mul i64 %128, 24
  %134 = getelementptr inbounds i8, ptr %0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !5
  %136 = getelementptr inbounds i8, ptr %134, i64 8
  %137 = load double, ptr %136, align 8, !tbaa !5
  %138 = fmul double %137, %137
  %139 = tail call double @llvm.fmuladd.f64(double %135, double %135, double %138)
  %140 = getelementptr inbounds i8, ptr %134, i64 16
  %141 = load double, ptr %140, align 8, !tbaa !5
  %142 = tail call double @llvm.fmuladd.f64(double %141, double %141, double %139)
  %143 = tail call double @llvm.fmuladd.f64(double %132, double %142, double %129)
  %144 = or disjoint i64 %128, 1
  %145 = getelementptr inbounds double, ptr %2, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = mul i64 %144, 24
  %148 = getelementptr inbounds i8, ptr %0, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !5
  %150 = getelementptr inbounds i8, ptr %148, i64 8
  %151 = load double, ptr %150, align 8, !tbaa !5
  %152 = fmul double %151, %151
  %153 = tail call double @llvm.fmuladd.f64(double %149, double %149, double %152)
  %154 = getelementptr inbounds i8, ptr %148, i64 16
  %155 = load double, ptr %154, align 8, !tbaa !5
  %156 = tail call double @llvm.fmuladd.f64(double %155, double %155, double %153)
  %157 = tail call double @llvm.fmuladd.f64(double %146, double %156, double %143)
  %158 = add nuw nsw i64 %128, 2
  %159 = add i64 %130, 2
  %160 = icmp eq i64 %159, %30
  br i1 %160, label %106, label %127, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !12, !11}
!17 = distinct !{!17, !10}
