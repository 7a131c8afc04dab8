; ModuleID = 'expr_refs.cpp'
source_filename = "expr_refs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Trans = type { ptr }
%struct.Mat = type { ptr, i64, i64 }
%struct.Prod = type { %struct.Trans, ptr }

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"expr_refs.grad\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"expr_refs.fwd\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"expr_refs: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z6gemv_tRK5TransPKdPd(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.Trans, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds %struct.Mat, ptr %16, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  store i64 %18, ptr %7, align 8
  %19 = load i64, ptr %7, align 8
  %20 = icmp sgt i64 %19, 4
  %21 = zext i1 %20 to i8
  store i8 %21, ptr %8, align 1
  %22 = load i8, ptr %8, align 1
  %23 = trunc i8 %22 to i1
  br i1 %23, label %24, label %30

24:                                               ; preds = %3
  %25 = load i64, ptr %7, align 8
  %26 = mul i64 %25, 8
  %27 = add i64 %26, 15
  %28 = and i64 %27, -16
  %29 = call noalias align 16 ptr @aligned_alloc(i64 noundef 16, i64 noundef %28) #11
  br label %34

30:                                               ; preds = %3
  %31 = load i64, ptr %7, align 8
  %32 = mul i64 %31, 8
  %33 = alloca i8, i64 %32, align 16
  br label %34

34:                                               ; preds = %30, %24
  %35 = phi ptr [ %29, %24 ], [ %33, %30 ]
  store ptr %35, ptr %9, align 8
  store i64 0, ptr %10, align 8
  br label %36

36:                                               ; preds = %48, %34
  %37 = load i64, ptr %10, align 8
  %38 = load i64, ptr %7, align 8
  %39 = icmp slt i64 %37, %38
  br i1 %39, label %40, label %51

40:                                               ; preds = %36
  %41 = load ptr, ptr %5, align 8
  %42 = load i64, ptr %10, align 8
  %43 = getelementptr inbounds double, ptr %41, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load ptr, ptr %9, align 8
  %46 = load i64, ptr %10, align 8
  %47 = getelementptr inbounds double, ptr %45, i64 %46
  store double %44, ptr %47, align 8
  br label %48

48:                                               ; preds = %40
  %49 = load i64, ptr %10, align 8
  %50 = add nsw i64 %49, 1
  store i64 %50, ptr %10, align 8
  br label %36, !llvm.loop !6

51:                                               ; preds = %36
  store i64 0, ptr %11, align 8
  br label %52

52:                                               ; preds = %94, %51
  %53 = load i64, ptr %11, align 8
  %54 = load ptr, ptr %4, align 8
  %55 = getelementptr inbounds %struct.Trans, ptr %54, i32 0, i32 0
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr inbounds %struct.Mat, ptr %56, i32 0, i32 2
  %58 = load i64, ptr %57, align 8
  %59 = icmp slt i64 %53, %58
  br i1 %59, label %60, label %97

60:                                               ; preds = %52
  store double 0.000000e+00, ptr %12, align 8
  store i64 0, ptr %13, align 8
  br label %61

61:                                               ; preds = %84, %60
  %62 = load i64, ptr %13, align 8
  %63 = load i64, ptr %7, align 8
  %64 = icmp slt i64 %62, %63
  br i1 %64, label %65, label %87

65:                                               ; preds = %61
  %66 = load ptr, ptr %4, align 8
  %67 = getelementptr inbounds %struct.Trans, ptr %66, i32 0, i32 0
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr inbounds %struct.Mat, ptr %68, i32 0, i32 0
  %70 = load ptr, ptr %69, align 8
  %71 = load i64, ptr %13, align 8
  %72 = load i64, ptr %11, align 8
  %73 = load i64, ptr %7, align 8
  %74 = mul nsw i64 %72, %73
  %75 = add nsw i64 %71, %74
  %76 = getelementptr inbounds double, ptr %70, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load ptr, ptr %9, align 8
  %79 = load i64, ptr %13, align 8
  %80 = getelementptr inbounds double, ptr %78, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = load double, ptr %12, align 8
  %83 = call double @llvm.fmuladd.f64(double %77, double %81, double %82)
  store double %83, ptr %12, align 8
  br label %84

84:                                               ; preds = %65
  %85 = load i64, ptr %13, align 8
  %86 = add nsw i64 %85, 1
  store i64 %86, ptr %13, align 8
  br label %61, !llvm.loop !8

87:                                               ; preds = %61
  %88 = load double, ptr %12, align 8
  %89 = load ptr, ptr %6, align 8
  %90 = load i64, ptr %11, align 8
  %91 = getelementptr inbounds double, ptr %89, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = fadd double %92, %88
  store double %93, ptr %91, align 8
  br label %94

94:                                               ; preds = %87
  %95 = load i64, ptr %11, align 8
  %96 = add nsw i64 %95, 1
  store i64 %96, ptr %11, align 8
  br label %52, !llvm.loop !9

97:                                               ; preds = %52
  %98 = load i8, ptr %8, align 1
  %99 = trunc i8 %98 to i1
  br i1 %99, label %100, label %102

100:                                              ; preds = %97
  %101 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %101) #12
  br label %102

102:                                              ; preds = %100, %97
  ret void
}

; Function Attrs: nounwind allocsize(1)
declare noalias ptr @aligned_alloc(i64 noundef, i64 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Trans, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Prod, ptr %6, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %7, i64 8, i1 false)
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Prod, ptr %8, i32 0, i32 1
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %4, align 8
  call void @_Z6gemv_tRK5TransPKdPd(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %10, ptr noundef %11)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z1fPKdl(ptr noundef %0, i64 noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.Mat, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca %struct.Prod, align 8
  %11 = alloca double, align 8
  %12 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %13 = getelementptr inbounds %struct.Mat, ptr %5, i32 0, i32 0
  %14 = load i64, ptr %4, align 8
  %15 = load i64, ptr %4, align 8
  %16 = mul nsw i64 %14, %15
  %17 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %16, i64 8)
  %18 = extractvalue { i64, i1 } %17, 1
  %19 = extractvalue { i64, i1 } %17, 0
  %20 = select i1 %18, i64 -1, i64 %19
  %21 = call noalias noundef nonnull ptr @_Znam(i64 noundef %20) #13
  store ptr %21, ptr %13, align 8
  %22 = getelementptr inbounds %struct.Mat, ptr %5, i32 0, i32 1
  %23 = load i64, ptr %4, align 8
  store i64 %23, ptr %22, align 8
  %24 = getelementptr inbounds %struct.Mat, ptr %5, i32 0, i32 2
  %25 = load i64, ptr %4, align 8
  store i64 %25, ptr %24, align 8
  %26 = load i64, ptr %4, align 8
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %26, i64 8)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = select i1 %28, i64 -1, i64 %29
  %31 = call noalias noundef nonnull ptr @_Znam(i64 noundef %30) #13
  store ptr %31, ptr %6, align 8
  %32 = load i64, ptr %4, align 8
  %33 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %32, i64 8)
  %34 = extractvalue { i64, i1 } %33, 1
  %35 = extractvalue { i64, i1 } %33, 0
  %36 = select i1 %34, i64 -1, i64 %35
  %37 = call noalias noundef nonnull ptr @_Znam(i64 noundef %36) #13
  call void @llvm.memset.p0.i64(ptr align 8 %37, i8 0, i64 %36, i1 false)
  store ptr %37, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %38

38:                                               ; preds = %80, %2
  %39 = load i64, ptr %8, align 8
  %40 = load i64, ptr %4, align 8
  %41 = icmp slt i64 %39, %40
  br i1 %41, label %42, label %83

42:                                               ; preds = %38
  %43 = load ptr, ptr %3, align 8
  %44 = load i64, ptr %8, align 8
  %45 = getelementptr inbounds double, ptr %43, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = load i64, ptr %8, align 8
  %49 = getelementptr inbounds double, ptr %47, i64 %48
  store double %46, ptr %49, align 8
  store i64 0, ptr %9, align 8
  br label %50

50:                                               ; preds = %76, %42
  %51 = load i64, ptr %9, align 8
  %52 = load i64, ptr %4, align 8
  %53 = icmp slt i64 %51, %52
  br i1 %53, label %54, label %79

54:                                               ; preds = %50
  %55 = load ptr, ptr %3, align 8
  %56 = load i64, ptr %8, align 8
  %57 = getelementptr inbounds double, ptr %55, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load i64, ptr %9, align 8
  %60 = add nsw i64 %59, 1
  %61 = sitofp i64 %60 to double
  %62 = load i64, ptr %8, align 8
  %63 = load i64, ptr %9, align 8
  %64 = icmp eq i64 %62, %63
  %65 = zext i1 %64 to i64
  %66 = select i1 %64, double 3.000000e+00, double 0.000000e+00
  %67 = call double @llvm.fmuladd.f64(double %58, double %61, double %66)
  %68 = getelementptr inbounds %struct.Mat, ptr %5, i32 0, i32 0
  %69 = load ptr, ptr %68, align 8
  %70 = load i64, ptr %8, align 8
  %71 = load i64, ptr %9, align 8
  %72 = load i64, ptr %4, align 8
  %73 = mul nsw i64 %71, %72
  %74 = add nsw i64 %70, %73
  %75 = getelementptr inbounds double, ptr %69, i64 %74
  store double %67, ptr %75, align 8
  br label %76

76:                                               ; preds = %54
  %77 = load i64, ptr %9, align 8
  %78 = add nsw i64 %77, 1
  store i64 %78, ptr %9, align 8
  br label %50, !llvm.loop !10

79:                                               ; preds = %50
  br label %80

80:                                               ; preds = %79
  %81 = load i64, ptr %8, align 8
  %82 = add nsw i64 %81, 1
  store i64 %82, ptr %8, align 8
  br label %38, !llvm.loop !11

83:                                               ; preds = %38
  %84 = getelementptr inbounds %struct.Prod, ptr %10, i32 0, i32 0
  %85 = getelementptr inbounds %struct.Trans, ptr %84, i32 0, i32 0
  store ptr %5, ptr %85, align 8
  %86 = getelementptr inbounds %struct.Prod, ptr %10, i32 0, i32 1
  %87 = load ptr, ptr %6, align 8
  store ptr %87, ptr %86, align 8
  %88 = load ptr, ptr %7, align 8
  call void @_Z4evalRK4ProdPd(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef %88)
  store double 0.000000e+00, ptr %11, align 8
  store i64 0, ptr %12, align 8
  br label %89

89:                                               ; preds = %104, %83
  %90 = load i64, ptr %12, align 8
  %91 = load i64, ptr %4, align 8
  %92 = icmp slt i64 %90, %91
  br i1 %92, label %93, label %107

93:                                               ; preds = %89
  %94 = load ptr, ptr %7, align 8
  %95 = load i64, ptr %12, align 8
  %96 = getelementptr inbounds double, ptr %94, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = load ptr, ptr %7, align 8
  %99 = load i64, ptr %12, align 8
  %100 = getelementptr inbounds double, ptr %98, i64 %99
  %101 = load double, ptr %100, align 8
  %102 = load double, ptr %11, align 8
  %103 = call double @llvm.fmuladd.f64(double %97, double %101, double %102)
  store double %103, ptr %11, align 8
  br label %104

104:                                              ; preds = %93
  %105 = load i64, ptr %12, align 8
  %106 = add nsw i64 %105, 1
  store i64 %106, ptr %12, align 8
  br label %89, !llvm.loop !12

107:                                              ; preds = %89
  %108 = getelementptr inbounds %struct.Mat, ptr %5, i32 0, i32 0
  %109 = load ptr, ptr %108, align 8
  %110 = icmp eq ptr %109, null
  br i1 %110, label %112, label %111

111:                                              ; preds = %107
  call void @_ZdaPv(ptr noundef %109) #14
  br label %112

112:                                              ; preds = %111, %107
  %113 = load ptr, ptr %6, align 8
  %114 = icmp eq ptr %113, null
  br i1 %114, label %116, label %115

115:                                              ; preds = %112
  call void @_ZdaPv(ptr noundef %113) #14
  br label %116

116:                                              ; preds = %115, %112
  %117 = load ptr, ptr %7, align 8
  %118 = icmp eq ptr %117, null
  br i1 %118, label %120, label %119

119:                                              ; preds = %116
  call void @_ZdaPv(ptr noundef %117) #14
  br label %120

120:                                              ; preds = %119, %116
  %121 = load double, ptr %11, align 8
  ret double %121
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #9 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca [6 x double], align 16
  store i32 0, ptr %1, align 4
  store i64 3, ptr %2, align 8
  br label %11

11:                                               ; preds = %90, %0
  %12 = load i64, ptr %2, align 8
  %13 = icmp sle i64 %12, 6
  br i1 %13, label %14, label %93

14:                                               ; preds = %11
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 48, i1 false)
  %15 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 0
  store double 3.000000e-01, ptr %15, align 16
  %16 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 1
  store double -2.000000e-01, ptr %16, align 8
  %17 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 2
  store double 5.000000e-01, ptr %17, align 16
  %18 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 3
  store double 1.000000e-01, ptr %18, align 8
  %19 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 4
  store double -4.000000e-01, ptr %19, align 16
  %20 = getelementptr inbounds [6 x double], ptr %3, i32 0, i32 5
  store double 2.500000e-01, ptr %20, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 48, i1 false)
  store double 0x3EB0C6F7A0B5ED8D, ptr %5, align 8
  %21 = load i32, ptr @enzyme_dup, align 4
  %22 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %23 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %24 = load i32, ptr @enzyme_const, align 4
  %25 = load i64, ptr %2, align 8
  %26 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z1fPKdl, i32 noundef %21, ptr noundef %22, ptr noundef %23, i32 noundef %24, i64 noundef %25)
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %86, %14
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = load i64, ptr %2, align 8
  %31 = icmp slt i64 %29, %30
  br i1 %31, label %32, label %89

32:                                               ; preds = %27
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  store double %36, ptr %7, align 8
  %37 = load double, ptr %7, align 8
  %38 = load double, ptr %5, align 8
  %39 = fadd double %37, %38
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %41
  store double %39, ptr %42, align 8
  %43 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %44 = load i64, ptr %2, align 8
  %45 = call noundef double @_Z1fPKdl(ptr noundef %43, i64 noundef %44)
  store double %45, ptr %8, align 8
  %46 = load double, ptr %7, align 8
  %47 = load double, ptr %5, align 8
  %48 = fsub double %46, %47
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %50
  store double %48, ptr %51, align 8
  %52 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %53 = load i64, ptr %2, align 8
  %54 = call noundef double @_Z1fPKdl(ptr noundef %52, i64 noundef %53)
  store double %54, ptr %9, align 8
  %55 = load double, ptr %7, align 8
  %56 = load i32, ptr %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %57
  store double %55, ptr %58, align 8
  %59 = load i32, ptr %6, align 4
  %60 = sitofp i32 %59 to double
  %61 = load i32, ptr %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %8, align 8
  %66 = load double, ptr %9, align 8
  %67 = fsub double %65, %66
  %68 = load double, ptr %5, align 8
  %69 = fmul double 2.000000e+00, %68
  %70 = fdiv double %67, %69
  call void @_ZL5checkPKcdddd(ptr noundef @.str, double noundef %60, double noundef %64, double noundef %70, double noundef 1.000000e-05)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 48, i1 false)
  %71 = load i32, ptr %6, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %72
  store double 1.000000e+00, ptr %73, align 8
  %74 = load i32, ptr %6, align 4
  %75 = sitofp i32 %74 to double
  %76 = load i32, ptr @enzyme_dup, align 4
  %77 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %78 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 0
  %79 = load i32, ptr @enzyme_const, align 4
  %80 = load i64, ptr %2, align 8
  %81 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef @_Z1fPKdl, i32 noundef %76, ptr noundef %77, ptr noundef %78, i32 noundef %79, i64 noundef %80)
  %82 = load i32, ptr %6, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef %75, double noundef %81, double noundef %85, double noundef 1.000000e-08)
  br label %86

86:                                               ; preds = %32
  %87 = load i32, ptr %6, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %6, align 4
  br label %27, !llvm.loop !13

89:                                               ; preds = %27
  br label %90

90:                                               ; preds = %89
  %91 = load i64, ptr %2, align 8
  %92 = add nsw i64 %91, 3
  store i64 %92, ptr %2, align 8
  br label %11, !llvm.loop !14

93:                                               ; preds = %11
  %94 = load i32, ptr @_ZL6n_fail, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %94)
  %96 = load i32, ptr @_ZL6n_fail, align 4
  %97 = icmp ne i32 %96, 0
  %98 = zext i1 %97 to i32
  ret i32 %98
}

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) #10

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #5 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %13 = load double, ptr %9, align 8
  %14 = call double @llvm.fabs.f64(double %13)
  %15 = fcmp ogt double %14, 1.000000e+00
  br i1 %15, label %16, label %19

16:                                               ; preds = %5
  %17 = load double, ptr %9, align 8
  %18 = call double @llvm.fabs.f64(double %17)
  br label %20

19:                                               ; preds = %5
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi double [ %18, %16 ], [ 1.000000e+00, %19 ]
  store double %21, ptr %11, align 8
  %22 = load double, ptr %8, align 8
  %23 = call noundef i32 @_ZL11finite_bitsd(double noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8
  %27 = call noundef i32 @_ZL11finite_bitsd(double noundef %26)
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %25
  %30 = load double, ptr %8, align 8
  %31 = load double, ptr %9, align 8
  %32 = fsub double %30, %31
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = load double, ptr %10, align 8
  %35 = load double, ptr %11, align 8
  %36 = fmul double %34, %35
  %37 = fcmp ole double %33, %36
  br label %38

38:                                               ; preds = %29, %25, %20
  %39 = phi i1 [ false, %25 ], [ false, %20 ], [ %37, %29 ]
  %40 = zext i1 %39 to i32
  store i32 %40, ptr %12, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load double, ptr %7, align 8
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.4, ptr @.str.5
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @_ZL6n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @_ZL6n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  ret void
}

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) #10

declare i32 @printf(ptr noundef, ...) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL11finite_bitsd(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  store volatile double %6, ptr %3, align 8
  %7 = load volatile double, ptr %3, align 8
  store double %7, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 8, i1 false)
  %8 = load i64, ptr %5, align 8
  %9 = lshr i64 %8, 52
  %10 = and i64 %9, 2047
  %11 = icmp ne i64 %10, 2047
  %12 = zext i1 %11 to i32
  ret i32 %12
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
