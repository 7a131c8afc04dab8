; ModuleID = 'newton.c'
source_filename = "newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [65 x i8] c"a=%.2f  d energy/da: enzympy %.12f  finite difference %.12f  %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"MISMATCH\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [66 x i8] c"d solve/d x0 = %.3g (the fixed point forgets its starting guess)\0A\00", align 1

; Function Attrs: nofree nounwind memory(write) uwtable
define dso_local double @solve(double noundef %0, double noundef %1) #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi double [ %1, %2 ], [ %12, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %15, %3 ]
  %6 = fmul double %4, %0
  %7 = tail call double @cos(double noundef %6) #7
  %8 = fsub double %4, %7
  %9 = tail call double @sin(double noundef %6) #7
  %10 = tail call double @llvm.fmuladd.f64(double %0, double %9, double 1.000000e+00)
  %11 = fdiv double %8, %10
  %12 = fsub double %4, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = fcmp olt double %13, 0x3D06849B86A12B9B
  %15 = add nuw nsw i32 %5, 1
  %16 = icmp eq i32 %15, 100
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %18, label %3, !llvm.loop !5

18:                                               ; preds = %3
  ret double %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind memory(write) uwtable
define dso_local double @energy(double noundef %0) #0 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi double [ 5.000000e-01, %1 ], [ %11, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %14, %2 ]
  %5 = fmul double %3, %0
  %6 = tail call double @cos(double noundef %5) #7
  %7 = fsub double %3, %6
  %8 = tail call double @sin(double noundef %5) #7
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %8, double 1.000000e+00)
  %10 = fdiv double %7, %9
  %11 = fsub double %3, %10
  %12 = tail call double @llvm.fabs.f64(double %10)
  %13 = fcmp olt double %12, 0x3D06849B86A12B9B
  %14 = add nuw nsw i32 %4, 1
  %15 = icmp eq i32 %14, 100
  %16 = select i1 %13, i1 true, i1 %15
  br i1 %16, label %17, label %2, !llvm.loop !5

17:                                               ; preds = %2
  %18 = tail call double @sin(double noundef %0) #7
  %19 = fmul double %11, %18
  %20 = tail call double @llvm.fmuladd.f64(double %11, double %11, double %19)
  ret double %20
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  br label %8

1:                                                ; preds = %47
  %2 = load i32, ptr @enzyme_const, align 4, !tbaa !7
  %3 = load i32, ptr @enzyme_out, align 4, !tbaa !7
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @solve, i32 noundef %2, double noundef 1.300000e+00, i32 noundef %3, double noundef 5.000000e-01) #7
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %4)
  %6 = icmp ne i32 %66, 0
  %7 = zext i1 %6 to i32
  ret i32 %7

8:                                                ; preds = %0, %47
  %9 = phi i32 [ 0, %0 ], [ %66, %47 ]
  %10 = phi double [ 5.000000e-01, %0 ], [ %69, %47 ]
  %11 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, double noundef %10) #7
  %12 = fadd double %10, 0x3EB0C6F7A0B5ED8D
  br label %13

13:                                               ; preds = %13, %8
  %14 = phi double [ 5.000000e-01, %8 ], [ %22, %13 ]
  %15 = phi i32 [ 0, %8 ], [ %25, %13 ]
  %16 = fmul double %12, %14
  %17 = tail call double @cos(double noundef %16) #7
  %18 = fsub double %14, %17
  %19 = tail call double @sin(double noundef %16) #7
  %20 = tail call double @llvm.fmuladd.f64(double %12, double %19, double 1.000000e+00)
  %21 = fdiv double %18, %20
  %22 = fsub double %14, %21
  %23 = tail call double @llvm.fabs.f64(double %21)
  %24 = fcmp olt double %23, 0x3D06849B86A12B9B
  %25 = add nuw nsw i32 %15, 1
  %26 = icmp eq i32 %25, 100
  %27 = select i1 %24, i1 true, i1 %26
  br i1 %27, label %28, label %13, !llvm.loop !5

28:                                               ; preds = %13
  %29 = tail call double @sin(double noundef %12) #7
  %30 = fmul double %22, %29
  %31 = fadd double %10, 0xBEB0C6F7A0B5ED8D
  br label %32

32:                                               ; preds = %32, %28
  %33 = phi double [ 5.000000e-01, %28 ], [ %41, %32 ]
  %34 = phi i32 [ 0, %28 ], [ %44, %32 ]
  %35 = fmul double %31, %33
  %36 = tail call double @cos(double noundef %35) #7
  %37 = fsub double %33, %36
  %38 = tail call double @sin(double noundef %35) #7
  %39 = tail call double @llvm.fmuladd.f64(double %31, double %38, double 1.000000e+00)
  %40 = fdiv double %37, %39
  %41 = fsub double %33, %40
  %42 = tail call double @llvm.fabs.f64(double %40)
  %43 = fcmp olt double %42, 0x3D06849B86A12B9B
  %44 = add nuw nsw i32 %34, 1
  %45 = icmp eq i32 %44, 100
  %46 = select i1 %43, i1 true, i1 %45
  br i1 %46, label %47, label %32, !llvm.loop !5

47:                                               ; preds = %32
  %48 = tail call double @sin(double noundef %31) #7
  %49 = fmul double %41, %48
  %50 = insertelement <2 x double> poison, double %22, i64 0
  %51 = insertelement <2 x double> %50, double %41, i64 1
  %52 = insertelement <2 x double> poison, double %30, i64 0
  %53 = insertelement <2 x double> %52, double %49, i64 1
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %51, <2 x double> %53)
  %55 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %56 = fsub <2 x double> %54, %55
  %57 = extractelement <2 x double> %56, i64 0
  %58 = fdiv double %57, 2.000000e-06
  %59 = fsub double %11, %58
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = tail call double @llvm.fabs.f64(double %58)
  %62 = tail call double @llvm.maxnum.f64(double %61, double 1.000000e+00)
  %63 = fmul double %62, 0x3EB0C6F7A0B5ED8D
  %64 = fcmp ugt double %60, %63
  %65 = zext i1 %64 to i32
  %66 = add nuw nsw i32 %9, %65
  %67 = select i1 %64, ptr @.str.2, ptr @.str.1
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %10, double noundef %11, double noundef %58, ptr noundef nonnull %67)
  %69 = fadd double %10, 5.000000e-01
  %70 = fcmp olt double %69, 2.000000e+00
  br i1 %70, label %8, label %1, !llvm.loop !11
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
