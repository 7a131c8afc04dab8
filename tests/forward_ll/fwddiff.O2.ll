; ModuleID = 'fwddiff.c'
source_filename = "fwddiff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"f.dxdy\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"norm2\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"scale\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"fwddiff: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [25 x i8] c"%s ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 16
  %2 = alloca [9 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  %6 = alloca [9 x double], align 16
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %9 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %7, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %8, double noundef -1.300000e+00) #10
  %10 = fadd double %9, 0x3FA938EFDFBFE200
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fcmp ole double %11, 0x3EB0C6F7A0B5ED8D
  %13 = select i1 %12, ptr @.str.6, ptr @.str.7
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %9, double noundef 0xBFA938EFDFBFE200, ptr noundef nonnull %13)
  br i1 %12, label %18, label %15

15:                                               ; preds = %0
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @n_fail, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %0, %15
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %20 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %19, double noundef 0x3FE6666666666666, double noundef 5.000000e-01, i32 noundef %19, double noundef -1.300000e+00, double noundef 2.000000e+00) #10
  %21 = fadd double %20, 0xC00240FDC6B5D260
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ole double %22, 0x3EC323FC8DD80000
  %24 = select i1 %23, ptr @.str.6, ptr @.str.7
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %20, double noundef 0x400240FDC6B5D260, ptr noundef nonnull %24)
  br i1 %23, label %29, label %26

26:                                               ; preds = %18
  %27 = load i32, ptr @n_fail, align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @n_fail, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %18, %26
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #10
  store <2 x double> <double 3.000000e-01, double 4.000000e-01>, ptr %1, align 16, !tbaa !9
  store <2 x double> <double 1.000000e+00, double 0x3FE14A280FB5068C>, ptr %2, align 16, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 5.000000e-01, double 6.000000e-01>, ptr %30, align 16, !tbaa !9
  store <2 x double> <double 0xBFDAA22657537205, double 0xBFEFAE04BE85E5D2>, ptr %31, align 16, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %1, i64 32
  %33 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0x3FE6666666666666, double 8.000000e-01>, ptr %32, align 16, !tbaa !9
  store <2 x double> <double 0xBFE4EAA606DB24C1, double 0x3FD22785706B4AD9>, ptr %33, align 16, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %1, i64 48
  %35 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double 9.000000e-01, double 1.000000e+00>, ptr %34, align 16, !tbaa !9
  store <2 x double> <double 0x3FEEB9B7097822F5, double 0x3FE81FF79ED92017>, ptr %35, align 16, !tbaa !9
  %36 = getelementptr inbounds i8, ptr %1, i64 64
  store double 1.100000e+00, ptr %36, align 16, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %2, i64 64
  store double 0xBFC29FBEBF632F94, ptr %37, align 16, !tbaa !9
  %38 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @norm2, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #10
  %39 = fadd double %38, 0xBFDAEB286984B100
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = fcmp ole double %40, 0x3EB0C6F7A0B5ED8D
  %42 = select i1 %41, ptr @.str.6, ptr @.str.7
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef %38, double noundef 0x3FDAEB286984B100, ptr noundef nonnull %42)
  br i1 %41, label %47, label %44

44:                                               ; preds = %29
  %45 = load i32, ptr @n_fail, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr @n_fail, align 4, !tbaa !5
  br label %47

47:                                               ; preds = %29, %44
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %4, i8 0, i64 72, i1 false), !tbaa !9
  %48 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %49 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @scale, i32 noundef %48, double noundef 1.500000e+00, double noundef 2.500000e-01, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 9) #10
  store <2 x double> <double 0x3FC147B5D1898680, double 0x3FCEB857B1C4DA79>, ptr %5, align 16, !tbaa !9
  %50 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 0x3FD7FFFDA4DB8E0C, double 0x3FE147AA881A302F>, ptr %50, align 16, !tbaa !9
  %51 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 0x3FE7851C192672D1, double 0x3FEEB853AEEA589E>, ptr %51, align 16, !tbaa !9
  %52 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 0x3FF370A6C54E89B3, double 0x3FF80002A23B424C>, ptr %52, align 16, !tbaa !9
  %53 = getelementptr inbounds i8, ptr %5, i64 64
  store double 0x3FFD0A3D40F3D062, ptr %53, align 16, !tbaa !9
  store <2 x double> <double 0x3FC147A6576E0C7D, double 0x3FCEB84C2545FCA5>, ptr %6, align 16, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 0x3FD800025B2487DE, double 0x3FE147B1A0DBE4ED>, ptr %54, align 16, !tbaa !9
  %55 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 0x3FE78521577D8137, double 0x3FEEB850281FF54F>, ptr %55, align 16, !tbaa !9
  %56 = getelementptr inbounds i8, ptr %6, i64 48
  store <2 x double> <double 0x3FF370A0E8C6310B, double 0x3FF7FFFD5DC4E8F8>, ptr %56, align 16, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %6, i64 64
  store double 0x3FFD0A3DA053DC02, ptr %57, align 16, !tbaa !9
  br label %62

58:                                               ; preds = %84
  %59 = load i32, ptr @n_fail, align 4, !tbaa !5
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %59)
  %61 = load i32, ptr @n_fail, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #10
  ret i32 %61

62:                                               ; preds = %47, %84
  %63 = phi i64 [ 0, %47 ], [ %85, %84 ]
  %64 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %63
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fsub double %67, %69
  %71 = fdiv double %70, 2.000000e-06
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = fcmp ogt double %72, 1.000000e+00
  %74 = select i1 %73, double %72, double 1.000000e+00
  %75 = fsub double %65, %71
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fmul double %74, 0x3EB0C6F7A0B5ED8D
  %78 = fcmp ole double %76, %77
  %79 = select i1 %78, ptr @.str.6, ptr @.str.7
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef %65, double noundef %71, ptr noundef nonnull %79)
  br i1 %78, label %84, label %81

81:                                               ; preds = %62
  %82 = load i32, ptr @n_fail, align 4, !tbaa !5
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr @n_fail, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %62, %81
  %85 = add nuw nsw i64 %63, 1
  %86 = icmp eq i64 %85, 9
  br i1 %86, label %58, label %62, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  %4 = tail call double @sin(double noundef %3) #10
  %5 = tail call double @exp(double noundef %0) #10
  %6 = tail call double @llvm.fmuladd.f64(double %1, double %1, double 1.000000e+00)
  %7 = fdiv double %5, %6
  %8 = fadd double %4, %7
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @norm2(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %46, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %47, %28 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %46, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %17)
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !13

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ]
  %27 = tail call double @sqrt(double noundef %26) #10
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %47, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double %30)
  %35 = or disjoint i64 %29, 1
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %34)
  %39 = or disjoint i64 %29, 2
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %38)
  %43 = or disjoint i64 %29, 3
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %42)
  %47 = add nuw nsw i64 %29, 4
  %48 = add i64 %31, 4
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %10, label %28, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @scale(double noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) #6 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %53

6:                                                ; preds = %4
  %7 = ptrtoint ptr %2 to i64
  %8 = ptrtoint ptr %1 to i64
  %9 = zext nneg i32 %3 to i64
  %10 = icmp ult i32 %3, 4
  %11 = sub i64 %7, %8
  %12 = icmp ult i64 %11, 32
  %13 = or i1 %10, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %51, %6
  %15 = phi i64 [ 0, %6 ], [ %34, %51 ]
  %16 = and i64 %9, 3
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %14, %18
  %19 = phi i64 [ %26, %18 ], [ %15, %14 ]
  %20 = phi i64 [ %27, %18 ], [ 0, %14 ]
  %21 = getelementptr inbounds double, ptr %1, i64 %19
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul double %22, %0
  %24 = fmul double %22, %23
  %25 = getelementptr inbounds double, ptr %2, i64 %19
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = add nuw nsw i64 %19, 1
  %27 = add i64 %20, 1
  %28 = icmp eq i64 %27, %16
  br i1 %28, label %29, label %18, !llvm.loop !16

29:                                               ; preds = %18, %14
  %30 = phi i64 [ %15, %14 ], [ %26, %18 ]
  %31 = sub nsw i64 %15, %9
  %32 = icmp ugt i64 %31, -4
  br i1 %32, label %53, label %54

33:                                               ; preds = %6
  %34 = and i64 %9, 2147483644
  %35 = insertelement <2 x double> poison, double %0, i64 0
  %36 = shufflevector <2 x double> %35, <2 x double> poison, <2 x i32> zeroinitializer
  br label %37

37:                                               ; preds = %37, %33
  %38 = phi i64 [ 0, %33 ], [ %49, %37 ]
  %39 = getelementptr inbounds double, ptr %1, i64 %38
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !9
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !9
  %43 = fmul <2 x double> %41, %36
  %44 = fmul <2 x double> %42, %36
  %45 = fmul <2 x double> %41, %43
  %46 = fmul <2 x double> %42, %44
  %47 = getelementptr inbounds double, ptr %2, i64 %38
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <2 x double> %45, ptr %47, align 8, !tbaa !9
  store <2 x double> %46, ptr %48, align 8, !tbaa !9
  %49 = add nuw i64 %38, 4
  %50 = icmp eq i64 %49, %34
  br i1 %50, label %51, label %37, !llvm.loop !17

51:                                               ; preds = %37
  %52 = icmp eq i64 %34, %9
  br i1 %52, label %53, label %14

53:                                               ; preds = %29, %54, %51, %4
  ret void

54:                                               ; preds = %29, %54
  %55 = phi i64 [ %79, %54 ], [ %30, %29 ]
  %56 = getelementptr inbounds double, ptr %1, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul double %57, %0
  %59 = fmul double %57, %58
  %60 = getelementptr inbounds double, ptr %2, i64 %55
  store double %59, ptr %60, align 8, !tbaa !9
  %61 = add nuw nsw i64 %55, 1
  %62 = getelementptr inbounds double, ptr %1, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fmul double %63, %0
  %65 = fmul double %63, %64
  %66 = getelementptr inbounds double, ptr %2, i64 %61
  store double %65, ptr %66, align 8, !tbaa !9
  %67 = add nuw nsw i64 %55, 2
  %68 = getelementptr inbounds double, ptr %1, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fmul double %69, %0
  %71 = fmul double %69, %70
  %72 = getelementptr inbounds double, ptr %2, i64 %67
  store double %71, ptr %72, align 8, !tbaa !9
  %73 = add nuw nsw i64 %55, 3
  %74 = getelementptr inbounds double, ptr %1, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fmul double %75, %0
  %77 = fmul double %75, %76
  %78 = getelementptr inbounds double, ptr %2, i64 %73
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = add nuw nsw i64 %55, 4
  %80 = icmp eq i64 %79, %9
  br i1 %80, label %53, label %54, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }

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
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !12, !18}
