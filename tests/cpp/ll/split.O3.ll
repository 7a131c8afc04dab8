; ModuleID = 'split.cpp'
source_filename = "split.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double -5.000000e-01, double 0x3FE6666666666666, double 2.000000e+00], align 16
@.str = private unnamed_addr constant [33 x i8] c"augmented result, {result, tape}\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"reverse, {result, tape}\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"augmented result, {tape, result}\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"reverse, {tape, result}, seed 2\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"split: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  br label %15

9:                                                ; preds = %145
  %10 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10)
  %12 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  ret i32 %14

15:                                               ; preds = %0, %145
  %16 = phi i64 [ 0, %0 ], [ %146, %145 ]
  %17 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = tail call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e+00
  %21 = select i1 %20, double %19, double 1.000000e+00
  %22 = fmul double %21, 0x3EB0C6F7A0B5ED8D
  %23 = fadd double %18, %22
  %24 = fmul double %23, %23
  %25 = fmul double %23, %24
  %26 = fneg double %23
  %27 = tail call double @exp(double noundef %26) #7
  %28 = fmul double %27, %25
  %29 = fsub double %18, %22
  %30 = fmul double %29, %29
  %31 = fmul double %29, %30
  %32 = fneg double %29
  %33 = tail call double @exp(double noundef %32) #7
  %34 = fmul double %33, %31
  %35 = fsub double %28, %34
  %36 = fmul double %22, 2.000000e+00
  %37 = fdiv double %35, %36
  %38 = tail call { double, ptr } @_Z19__enzyme_augmentfwdPvd(ptr noundef nonnull @_ZL8cube_expd, double noundef %18)
  %39 = extractvalue { double, ptr } %38, 0
  %40 = extractvalue { double, ptr } %38, 1
  %41 = fmul double %18, %18
  %42 = fmul double %18, %41
  %43 = fneg double %18
  %44 = tail call double @exp(double noundef %43) #7
  %45 = fmul double %42, %44
  %46 = tail call double @llvm.fabs.f64(double %45)
  %47 = fcmp ogt double %46, 1.000000e+00
  %48 = select i1 %47, double %46, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %39, ptr %8, align 8, !tbaa !9
  %49 = load volatile double, ptr %8, align 8, !tbaa !9
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fcmp ueq double %50, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %51, label %63, label %52

52:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %45, ptr %7, align 8, !tbaa !9
  %53 = load volatile double, ptr %7, align 8, !tbaa !9
  %54 = tail call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %55, label %63, label %56

56:                                               ; preds = %52
  %57 = fsub double %39, %45
  %58 = tail call double @llvm.fabs.f64(double %57)
  %59 = fmul double %48, 1.000000e-15
  %60 = fcmp ole double %58, %59
  %61 = select i1 %60, ptr @.str.6, ptr @.str.7
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %18, double noundef %39, double noundef %45, ptr noundef nonnull %61)
  br i1 %60, label %68, label %65

63:                                               ; preds = %52, %15
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %18, double noundef %39, double noundef %45, ptr noundef nonnull @.str.7)
  br label %65

65:                                               ; preds = %63, %56
  %66 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %56, %65
  %69 = tail call noundef double @_Z16__enzyme_reversePvddS_(ptr noundef nonnull @_ZL8cube_expd, double noundef %18, double noundef 1.000000e+00, ptr noundef %40)
  %70 = tail call double @llvm.fabs.f64(double %37)
  %71 = fcmp ogt double %70, 1.000000e+00
  %72 = select i1 %71, double %70, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %69, ptr %6, align 8, !tbaa !9
  %73 = load volatile double, ptr %6, align 8, !tbaa !9
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %75, label %87, label %76

76:                                               ; preds = %68
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %37, ptr %5, align 8, !tbaa !9
  %77 = load volatile double, ptr %5, align 8, !tbaa !9
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %79, label %87, label %80

80:                                               ; preds = %76
  %81 = fsub double %69, %37
  %82 = tail call double @llvm.fabs.f64(double %81)
  %83 = fmul double %72, 0x3EB0C6F7A0B5ED8D
  %84 = fcmp ole double %82, %83
  %85 = select i1 %84, ptr @.str.6, ptr @.str.7
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %18, double noundef %69, double noundef %37, ptr noundef nonnull %85)
  br i1 %84, label %92, label %89

87:                                               ; preds = %76, %68
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %18, double noundef %69, double noundef %37, ptr noundef nonnull @.str.7)
  br label %89

89:                                               ; preds = %87, %80
  %90 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %80, %89
  %93 = tail call { ptr, double } @__enzyme_augmentfwd(ptr noundef nonnull @_ZL8cube_expd, double noundef %18)
  %94 = extractvalue { ptr, double } %93, 0
  %95 = extractvalue { ptr, double } %93, 1
  %96 = tail call double @exp(double noundef %43) #7
  %97 = fmul double %42, %96
  %98 = tail call double @llvm.fabs.f64(double %97)
  %99 = fcmp ogt double %98, 1.000000e+00
  %100 = select i1 %99, double %98, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %95, ptr %4, align 8, !tbaa !9
  %101 = load volatile double, ptr %4, align 8, !tbaa !9
  %102 = tail call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %103, label %115, label %104

104:                                              ; preds = %92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %97, ptr %3, align 8, !tbaa !9
  %105 = load volatile double, ptr %3, align 8, !tbaa !9
  %106 = tail call double @llvm.fabs.f64(double %105)
  %107 = fcmp ueq double %106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %107, label %115, label %108

108:                                              ; preds = %104
  %109 = fsub double %95, %97
  %110 = tail call double @llvm.fabs.f64(double %109)
  %111 = fmul double %100, 1.000000e-15
  %112 = fcmp ole double %110, %111
  %113 = select i1 %112, ptr @.str.6, ptr @.str.7
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef %18, double noundef %95, double noundef %97, ptr noundef nonnull %113)
  br i1 %112, label %120, label %117

115:                                              ; preds = %104, %92
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef %18, double noundef %95, double noundef %97, ptr noundef nonnull @.str.7)
  br label %117

117:                                              ; preds = %115, %108
  %118 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %120

120:                                              ; preds = %108, %117
  %121 = tail call noundef double @_Z16__enzyme_reversePvddS_(ptr noundef nonnull @_ZL8cube_expd, double noundef %18, double noundef 2.000000e+00, ptr noundef %94)
  %122 = fmul double %37, 2.000000e+00
  %123 = tail call double @llvm.fabs.f64(double %122)
  %124 = fcmp ogt double %123, 1.000000e+00
  %125 = select i1 %124, double %123, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %121, ptr %2, align 8, !tbaa !9
  %126 = load volatile double, ptr %2, align 8, !tbaa !9
  %127 = tail call double @llvm.fabs.f64(double %126)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %128, label %140, label %129

129:                                              ; preds = %120
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %122, ptr %1, align 8, !tbaa !9
  %130 = load volatile double, ptr %1, align 8, !tbaa !9
  %131 = tail call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %132, label %140, label %133

133:                                              ; preds = %129
  %134 = fsub double %121, %122
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fmul double %125, 0x3EB0C6F7A0B5ED8D
  %137 = fcmp ole double %135, %136
  %138 = select i1 %137, ptr @.str.6, ptr @.str.7
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef %18, double noundef %121, double noundef %122, ptr noundef nonnull %138)
  br i1 %137, label %145, label %142

140:                                              ; preds = %129, %120
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef %18, double noundef %121, double noundef %122, ptr noundef nonnull @.str.7)
  br label %142

142:                                              ; preds = %140, %133
  %143 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %133, %142
  %146 = add nuw nsw i64 %16, 8
  %147 = icmp eq i64 %146, 24
  br i1 %147, label %9, label %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal noundef double @_ZL8cube_expd(double noundef %0) #2 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  %4 = fneg double %0
  %5 = tail call double @exp(double noundef %4) #7
  %6 = fmul double %3, %5
  ret double %6
}

declare { double, ptr } @_Z19__enzyme_augmentfwdPvd(ptr noundef, double noundef) local_unnamed_addr #3

declare noundef double @_Z16__enzyme_reversePvddS_(ptr noundef, double noundef, double noundef, ptr noundef) local_unnamed_addr #3

declare { ptr, double } @__enzyme_augmentfwd(ptr noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
