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
define dso_local double @get(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define dso_local double @obj(double noundef %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Box, align 1
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  %6 = fmul double %0, %0
  store double %6, ptr %5, align 8, !tbaa !5
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 0)
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 2)
  %7 = call double @get(ptr noundef nonnull %4, i32 noundef 0)
  %8 = load double, ptr %1, align 8, !tbaa !5
  %9 = fmul double %7, %8
  %10 = call double @get(ptr noundef nonnull %4, i32 noundef 2)
  %11 = tail call double @sin(double noundef %10) #14
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = fmul double %11, %13
  %15 = tail call double @llvm.fmuladd.f64(double %9, double %8, double %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  ret double %15
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 {
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
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @obj, i32 noundef %8, double noundef 1.700000e+00, i32 noundef %9, ptr noundef nonnull %4, ptr noundef nonnull %5) #14
  store double %10, ptr %6, align 8, !tbaa !5
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @along_a, ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 1, ptr noundef nonnull %6)
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @along_x, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 2, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.tx, i64 16, i1 false)
  %11 = load double, ptr %3, align 8, !tbaa !5
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @obj, double noundef %11, double noundef 0x3FE6666666666666, i32 noundef %12, ptr noundef nonnull %4, ptr noundef nonnull %7) #14
  %14 = load double, ptr %7, align 16, !tbaa !5
  %15 = load double, ptr %5, align 16, !tbaa !5
  %16 = fmul double %14, %15
  %17 = call double @llvm.fmuladd.f64(double %10, double 0x3FE6666666666666, double %16)
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = call double @llvm.fmuladd.f64(double %19, double %21, double %17)
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fcmp ogt double %23, 1.000000e+00
  %25 = select i1 %24, double %23, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %13, ptr %2, align 8, !tbaa !5
  %26 = load volatile double, ptr %2, align 8, !tbaa !5
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %28, label %41, label %29

29:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %22, ptr %1, align 8, !tbaa !5
  %30 = load volatile double, ptr %1, align 8, !tbaa !5
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fcmp ueq double %31, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %32, label %41, label %33

33:                                               ; preds = %29
  %34 = fsub double %13, %22
  %35 = call double @llvm.fabs.f64(double %34)
  %36 = fmul double %25, 1.000000e-09
  %37 = fcmp ugt double %35, %36
  br i1 %37, label %41, label %38

38:                                               ; preds = %33
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %13, double noundef %22, ptr noundef nonnull @.str.5)
  %40 = load i32, ptr @n_fail, align 4, !tbaa !9
  br label %45

41:                                               ; preds = %33, %29, %0
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %13, double noundef %22, ptr noundef nonnull @.str.6)
  %43 = load i32, ptr @n_fail, align 4, !tbaa !9
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @n_fail, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %38, %41
  %46 = phi i32 [ %40, %38 ], [ %44, %41 ]
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %46)
  %48 = load i32, ptr @n_fail, align 4, !tbaa !9
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #14
  ret i32 %50
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #10 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = zext i32 %4 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %3, i64 %10, i1 false)
  %12 = icmp sgt i32 %4, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %54, %6
  tail call void @free(ptr noundef %11) #14
  ret void

14:                                               ; preds = %6, %54
  %15 = phi i64 [ %55, %54 ], [ 0, %6 ]
  %16 = getelementptr inbounds double, ptr %5, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = getelementptr inbounds double, ptr %11, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = tail call double @llvm.fabs.f64(double %19)
  %21 = fcmp ogt double %20, 1.000000e+00
  %22 = select i1 %21, double %20, double 1.000000e+00
  %23 = fmul double %22, 0x3EB0C6F7A0B5ED8D
  %24 = fadd double %19, %23
  %25 = fsub double %19, %23
  store double %24, ptr %18, align 8, !tbaa !5
  %26 = tail call double %1(ptr noundef %11, ptr noundef %2) #14, !callees !11
  store double %25, ptr %18, align 8, !tbaa !5
  %27 = tail call double %1(ptr noundef %11, ptr noundef %2) #14, !callees !11
  store double %19, ptr %18, align 8, !tbaa !5
  %28 = fsub double %26, %27
  %29 = fsub double %24, %25
  %30 = fdiv double %28, %29
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp ogt double %31, 1.000000e+00
  %33 = select i1 %32, double %31, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %17, ptr %8, align 8, !tbaa !5
  %34 = load volatile double, ptr %8, align 8, !tbaa !5
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %36, label %49, label %37

37:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %30, ptr %7, align 8, !tbaa !5
  %38 = load volatile double, ptr %7, align 8, !tbaa !5
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %40, label %49, label %41

41:                                               ; preds = %37
  %42 = fsub double %17, %30
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fmul double %33, 0x3EB0C6F7A0B5ED8D
  %45 = fcmp ugt double %43, %44
  br i1 %45, label %49, label %46

46:                                               ; preds = %41
  %47 = trunc nuw nsw i64 %15 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %47, double noundef %17, double noundef %30, ptr noundef nonnull @.str.5)
  br label %54

49:                                               ; preds = %41, %37, %14
  %50 = trunc nuw nsw i64 %15 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %50, double noundef %17, double noundef %30, ptr noundef nonnull @.str.6)
  %52 = load i32, ptr @n_fail, align 4, !tbaa !9
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr @n_fail, align 4, !tbaa !9
  br label %54

54:                                               ; preds = %46, %49
  %55 = add nuw nsw i64 %15, 1
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %13, label %14, !llvm.loop !12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @along_a(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Box, align 1
  %5 = alloca double, align 8
  %6 = load double, ptr %0, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %6, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  %7 = fmul double %6, %6
  store double %7, ptr %5, align 8, !tbaa !5
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 0)
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 2)
  %8 = call double @get(ptr noundef nonnull %4, i32 noundef 0)
  %9 = load double, ptr %1, align 8, !tbaa !5
  %10 = fmul double %8, %9
  %11 = call double @get(ptr noundef nonnull %4, i32 noundef 2)
  %12 = tail call double @sin(double noundef %11) #14
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fmul double %12, %14
  %16 = tail call double @llvm.fmuladd.f64(double %10, double %9, double %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret double %16
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @along_x(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca double, align 8
  %4 = alloca %struct.Box, align 1
  %5 = alloca double, align 8
  %6 = load double, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %6, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  %7 = fmul double %6, %6
  store double %7, ptr %5, align 8, !tbaa !5
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %3, i32 noundef 0)
  call void @put(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 2)
  %8 = call double @get(ptr noundef nonnull %4, i32 noundef 0)
  %9 = load double, ptr %0, align 8, !tbaa !5
  %10 = fmul double %8, %9
  %11 = call double @get(ptr noundef nonnull %4, i32 noundef 2)
  %12 = tail call double @sin(double noundef %11) #14
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = fmul double %12, %14
  %16 = tail call double @llvm.fmuladd.f64(double %10, double %9, double %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret double %16
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
