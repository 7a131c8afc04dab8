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

9:                                                ; preds = %136
  %10 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10)
  %12 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  ret i32 %14

15:                                               ; preds = %0, %136
  %16 = phi i64 [ 0, %0 ], [ %137, %136 ]
  %17 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = tail call fast double @llvm.fabs.f64(double %18)
  %20 = tail call fast double @llvm.maxnum.f64(double %19, double 1.000000e+00)
  %21 = fmul fast double %20, 0x3EB0C6F7A0B5ED8D
  %22 = fadd fast double %21, %18
  %23 = fmul fast double %22, %22
  %24 = fmul fast double %23, %22
  %25 = fneg fast double %22
  %26 = tail call fast double @llvm.exp.f64(double %25)
  %27 = fmul fast double %24, %26
  %28 = fsub fast double %18, %21
  %29 = fmul fast double %28, %28
  %30 = fmul fast double %29, %28
  %31 = fneg fast double %28
  %32 = tail call fast double @llvm.exp.f64(double %31)
  %33 = fmul fast double %30, %32
  %34 = fsub fast double %27, %33
  %35 = fmul fast double %20, 2.000000e-06
  %36 = fdiv fast double %34, %35
  %37 = tail call { double, ptr } @_Z19__enzyme_augmentfwdPvd(ptr noundef nonnull @_ZL8cube_expd, double noundef nofpclass(nan inf) %18)
  %38 = extractvalue { double, ptr } %37, 0
  %39 = extractvalue { double, ptr } %37, 1
  %40 = fmul fast double %18, %18
  %41 = fmul fast double %40, %18
  %42 = fneg fast double %18
  %43 = tail call fast double @llvm.exp.f64(double %42)
  %44 = fmul fast double %41, %43
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = tail call fast double @llvm.maxnum.f64(double %45, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %38, ptr %8, align 8, !tbaa !9
  %47 = load volatile double, ptr %8, align 8, !tbaa !9
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ueq double %48, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %49, label %61, label %50

50:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %44, ptr %7, align 8, !tbaa !9
  %51 = load volatile double, ptr %7, align 8, !tbaa !9
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = fcmp ueq double %52, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %53, label %61, label %54

54:                                               ; preds = %50
  %55 = fsub fast double %38, %44
  %56 = tail call fast double @llvm.fabs.f64(double %55)
  %57 = fmul fast double %46, 1.000000e-15
  %58 = fcmp fast ole double %56, %57
  %59 = select i1 %58, ptr @.str.6, ptr @.str.7
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %44, ptr noundef nonnull %59)
  br i1 %58, label %66, label %63

61:                                               ; preds = %50, %15
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.7)
  br label %63

63:                                               ; preds = %61, %54
  %64 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %54, %63
  %67 = tail call fast noundef nofpclass(nan inf) double @_Z16__enzyme_reversePvddS_(ptr noundef nonnull @_ZL8cube_expd, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef %39)
  %68 = tail call fast double @llvm.fabs.f64(double %36)
  %69 = tail call fast double @llvm.maxnum.f64(double %68, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %67, ptr %6, align 8, !tbaa !9
  %70 = load volatile double, ptr %6, align 8, !tbaa !9
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %72, label %84, label %73

73:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %36, ptr %5, align 8, !tbaa !9
  %74 = load volatile double, ptr %5, align 8, !tbaa !9
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %76, label %84, label %77

77:                                               ; preds = %73
  %78 = fsub fast double %67, %36
  %79 = tail call fast double @llvm.fabs.f64(double %78)
  %80 = fmul fast double %69, 0x3EB0C6F7A0B5ED8D
  %81 = fcmp fast ole double %79, %80
  %82 = select i1 %81, ptr @.str.6, ptr @.str.7
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %67, double noundef nofpclass(nan inf) %36, ptr noundef nonnull %82)
  br i1 %81, label %89, label %86

84:                                               ; preds = %73, %66
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %67, double noundef nofpclass(nan inf) %36, ptr noundef nonnull @.str.7)
  br label %86

86:                                               ; preds = %84, %77
  %87 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %77, %86
  %90 = tail call { ptr, double } @__enzyme_augmentfwd(ptr noundef nonnull @_ZL8cube_expd, double noundef nofpclass(nan inf) %18)
  %91 = extractvalue { ptr, double } %90, 0
  %92 = extractvalue { ptr, double } %90, 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %92, ptr %4, align 8, !tbaa !9
  %93 = load volatile double, ptr %4, align 8, !tbaa !9
  %94 = tail call double @llvm.fabs.f64(double %93)
  %95 = fcmp ueq double %94, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %95, label %107, label %96

96:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %44, ptr %3, align 8, !tbaa !9
  %97 = load volatile double, ptr %3, align 8, !tbaa !9
  %98 = tail call double @llvm.fabs.f64(double %97)
  %99 = fcmp ueq double %98, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %99, label %107, label %100

100:                                              ; preds = %96
  %101 = fsub fast double %92, %44
  %102 = tail call fast double @llvm.fabs.f64(double %101)
  %103 = fmul fast double %46, 1.000000e-15
  %104 = fcmp fast ole double %102, %103
  %105 = select i1 %104, ptr @.str.6, ptr @.str.7
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %92, double noundef nofpclass(nan inf) %44, ptr noundef nonnull %105)
  br i1 %104, label %112, label %109

107:                                              ; preds = %96, %89
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %92, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.7)
  br label %109

109:                                              ; preds = %107, %100
  %110 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %112

112:                                              ; preds = %100, %109
  %113 = tail call fast noundef nofpclass(nan inf) double @_Z16__enzyme_reversePvddS_(ptr noundef nonnull @_ZL8cube_expd, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) 2.000000e+00, ptr noundef %91)
  %114 = fmul fast double %36, 2.000000e+00
  %115 = tail call fast double @llvm.fabs.f64(double %114)
  %116 = tail call fast double @llvm.maxnum.f64(double %115, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %113, ptr %2, align 8, !tbaa !9
  %117 = load volatile double, ptr %2, align 8, !tbaa !9
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %119, label %131, label %120

120:                                              ; preds = %112
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %114, ptr %1, align 8, !tbaa !9
  %121 = load volatile double, ptr %1, align 8, !tbaa !9
  %122 = tail call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %123, label %131, label %124

124:                                              ; preds = %120
  %125 = fsub fast double %113, %114
  %126 = tail call fast double @llvm.fabs.f64(double %125)
  %127 = fmul fast double %116, 0x3EB0C6F7A0B5ED8D
  %128 = fcmp fast ole double %126, %127
  %129 = select i1 %128, ptr @.str.6, ptr @.str.7
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %113, double noundef nofpclass(nan inf) %114, ptr noundef nonnull %129)
  br i1 %128, label %136, label %133

131:                                              ; preds = %120, %112
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %113, double noundef nofpclass(nan inf) %114, ptr noundef nonnull @.str.7)
  br label %133

133:                                              ; preds = %131, %124
  %134 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %136

136:                                              ; preds = %124, %133
  %137 = add nuw nsw i64 %16, 8
  %138 = icmp eq i64 %137, 24
  br i1 %138, label %9, label %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nofpclass(nan inf) double @_ZL8cube_expd(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  %4 = fneg fast double %0
  %5 = tail call fast double @llvm.exp.f64(double %4)
  %6 = fmul fast double %3, %5
  ret double %6
}

declare { double, ptr } @_Z19__enzyme_augmentfwdPvd(ptr noundef, double noundef nofpclass(nan inf)) local_unnamed_addr #3

declare noundef nofpclass(nan inf) double @_Z16__enzyme_reversePvddS_(ptr noundef, double noundef nofpclass(nan inf), double noundef nofpclass(nan inf), ptr noundef) local_unnamed_addr #3

declare { ptr, double } @__enzyme_augmentfwd(ptr noundef, double noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
