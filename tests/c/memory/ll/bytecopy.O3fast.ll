; ModuleID = 'bytecopy.c'
source_filename = "bytecopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Box = type { [24 x i8] }

@__const.main.x = private unnamed_addr constant [2 x double] [double 1.500000e+00, double -8.000000e-01], align 16
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"bytecopy.da\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"bytecopy.dx\00", align 1
@__const.main.tx = private unnamed_addr constant [2 x double] [double 3.000000e-01, double -1.100000e+00], align 16
@.str.2 = private unnamed_addr constant [20 x i8] c"bytecopy.fwd_vs_rev\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"bytecopy\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @put(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = shl nsw i32 %2, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i8, ptr %0, i64 %5
  %7 = load i64, ptr %1, align 8
  store i64 %7, ptr %6, align 1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @get(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = shl nsw i32 %1, 3
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  %6 = load double, ptr %5, align 1
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @obj(double noundef nofpclass(nan inf) %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Box, align 1
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  %6 = fmul fast double %0, %0
  store double %6, ptr %5, align 8, !tbaa !5
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 0)
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 2)
  %7 = call fast nofpclass(nan inf) double @get(ptr noundef nonnull %4, i32 noundef 0)
  %8 = load double, ptr %1, align 8, !tbaa !5
  %9 = fmul fast double %8, %8
  %10 = fmul fast double %9, %7
  %11 = call fast nofpclass(nan inf) double @get(ptr noundef nonnull %4, i32 noundef 2)
  %12 = tail call fast double @llvm.sin.f64(double %11)
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fmul fast double %12, %14
  %16 = fadd fast double %15, %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  ret double %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #6 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 16
  %6 = alloca double, align 8
  %7 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #14
  store double 1.700000e+00, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.x, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14
  %8 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %10 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @obj, i32 noundef %8, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef %9, ptr noundef nonnull %4, ptr noundef nonnull %5) #14
  store double %10, ptr %6, align 8, !tbaa !5
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @along_a, ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 1, ptr noundef nonnull %6)
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @along_x, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 2, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.tx, i64 16, i1 false)
  %11 = load double, ptr %3, align 8, !tbaa !5
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %13 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @obj, double noundef nofpclass(nan inf) %11, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %12, ptr noundef nonnull %4, ptr noundef nonnull %7) #14
  %14 = fmul fast double %10, 0x3FE6666666666666
  %15 = load double, ptr %7, align 16, !tbaa !5
  %16 = load double, ptr %5, align 16, !tbaa !5
  %17 = fmul fast double %16, %15
  %18 = fadd fast double %17, %14
  %19 = getelementptr inbounds i8, ptr %7, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = fmul fast double %22, %20
  %24 = fadd fast double %18, %23
  %25 = call fast double @llvm.fabs.f64(double %24)
  %26 = call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %13, ptr %2, align 8, !tbaa !5
  %27 = load volatile double, ptr %2, align 8, !tbaa !5
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp ueq double %28, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %29, label %43, label %30

30:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %24, ptr %1, align 8, !tbaa !5
  %31 = load volatile double, ptr %1, align 8, !tbaa !5
  %32 = call double @llvm.fabs.f64(double %31)
  %33 = fcmp ueq double %32, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %33, label %43, label %34

34:                                               ; preds = %30
  %35 = fsub fast double %13, %24
  %36 = call fast double @llvm.fabs.f64(double %35)
  %37 = fmul fast double %26, 1.000000e-09
  %38 = fcmp fast ole double %36, %37
  %39 = freeze i1 %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %34
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %13, double noundef nofpclass(nan inf) %24, ptr noundef nonnull @.str.5)
  %42 = load i32, ptr @n_fail, align 4, !tbaa !9
  br label %47

43:                                               ; preds = %34, %30, %0
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %13, double noundef nofpclass(nan inf) %24, ptr noundef nonnull @.str.6)
  %45 = load i32, ptr @n_fail, align 4, !tbaa !9
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr @n_fail, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %40, %43
  %48 = phi i32 [ %42, %40 ], [ %46, %43 ]
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %48)
  %50 = load i32, ptr @n_fail, align 4, !tbaa !9
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #14
  ret i32 %52
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #9 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = zext i32 %4 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %3, i64 %10, i1 false)
  %12 = icmp sgt i32 %4, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %53, %6
  tail call void @free(ptr noundef %11) #14
  ret void

14:                                               ; preds = %6, %53
  %15 = phi i64 [ %54, %53 ], [ 0, %6 ]
  %16 = getelementptr inbounds double, ptr %5, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = getelementptr inbounds double, ptr %11, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = tail call fast double @llvm.fabs.f64(double %19)
  %21 = tail call fast double @llvm.maxnum.f64(double %20, double 1.000000e+00)
  %22 = fmul fast double %21, 0x3EB0C6F7A0B5ED8D
  %23 = fadd fast double %22, %19
  %24 = fsub fast double %19, %22
  store double %23, ptr %18, align 8, !tbaa !5
  %25 = tail call fast nofpclass(nan inf) double %1(ptr noundef %11, ptr noundef %2) #14, !callees !11
  store double %24, ptr %18, align 8, !tbaa !5
  %26 = tail call fast nofpclass(nan inf) double %1(ptr noundef %11, ptr noundef %2) #14, !callees !11
  store double %19, ptr %18, align 8, !tbaa !5
  %27 = fsub fast double %25, %26
  %28 = fmul fast double %21, 2.000000e-06
  %29 = fdiv fast double %27, %28
  %30 = tail call fast double @llvm.fabs.f64(double %29)
  %31 = tail call fast double @llvm.maxnum.f64(double %30, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %17, ptr %8, align 8, !tbaa !5
  %32 = load volatile double, ptr %8, align 8, !tbaa !5
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %34, label %48, label %35

35:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %29, ptr %7, align 8, !tbaa !5
  %36 = load volatile double, ptr %7, align 8, !tbaa !5
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %38, label %48, label %39

39:                                               ; preds = %35
  %40 = fsub fast double %17, %29
  %41 = tail call fast double @llvm.fabs.f64(double %40)
  %42 = fmul fast double %31, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp fast ole double %41, %42
  %44 = freeze i1 %43
  br i1 %44, label %45, label %48

45:                                               ; preds = %39
  %46 = trunc nuw nsw i64 %15 to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %46, double noundef nofpclass(nan inf) %17, double noundef nofpclass(nan inf) %29, ptr noundef nonnull @.str.5)
  br label %53

48:                                               ; preds = %39, %35, %14
  %49 = trunc nuw nsw i64 %15 to i32
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %49, double noundef nofpclass(nan inf) %17, double noundef nofpclass(nan inf) %29, ptr noundef nonnull @.str.6)
  %51 = load i32, ptr @n_fail, align 4, !tbaa !9
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @n_fail, align 4, !tbaa !9
  br label %53

53:                                               ; preds = %45, %48
  %54 = add nuw nsw i64 %15, 1
  %55 = icmp eq i64 %54, %9
  br i1 %55, label %13, label %14, !llvm.loop !12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @along_a(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Box, align 1
  %5 = alloca double, align 8
  %6 = load double, ptr %0, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %6, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  %7 = fmul fast double %6, %6
  store double %7, ptr %5, align 8, !tbaa !5
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 0)
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 2)
  %8 = call fast nofpclass(nan inf) double @get(ptr noundef nonnull %4, i32 noundef 0)
  %9 = load double, ptr %1, align 8, !tbaa !5
  %10 = fmul fast double %9, %9
  %11 = fmul fast double %10, %8
  %12 = call fast nofpclass(nan inf) double @get(ptr noundef nonnull %4, i32 noundef 2)
  %13 = tail call fast double @llvm.sin.f64(double %12)
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = fmul fast double %13, %15
  %17 = fadd fast double %16, %11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret double %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @along_x(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Box, align 1
  %5 = alloca double, align 8
  %6 = load double, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %6, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  %7 = fmul fast double %6, %6
  store double %7, ptr %5, align 8, !tbaa !5
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 0)
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 2)
  %8 = call fast nofpclass(nan inf) double @get(ptr noundef nonnull %4, i32 noundef 0)
  %9 = load double, ptr %0, align 8, !tbaa !5
  %10 = fmul fast double %9, %9
  %11 = fmul fast double %10, %8
  %12 = call fast nofpclass(nan inf) double @get(ptr noundef nonnull %4, i32 noundef 2)
  %13 = tail call fast double @llvm.sin.f64(double %12)
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = fmul fast double %13, %15
  %17 = fadd fast double %16, %11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret double %17
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{ptr @along_a, ptr @along_x}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
