; ModuleID = 'fwddiff.c'
source_filename = "fwddiff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"f.dxdy\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"norm2\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"scale\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"fwddiff: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [25 x i8] c"%s ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [9 x double], align 16
  %6 = alloca [9 x double], align 16
  %7 = alloca [9 x double], align 16
  %8 = alloca [9 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca [9 x double], align 16
  %11 = alloca [9 x double], align 16
  %12 = alloca [9 x double], align 16
  %13 = alloca [9 x double], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0x3FE6666666666666, ptr %2, align 8
  store double -1.300000e+00, ptr %3, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %4, align 8
  %16 = load i32, ptr @enzyme_dup, align 4
  %17 = load double, ptr %2, align 8
  %18 = load i32, ptr @enzyme_const, align 4
  %19 = load double, ptr %3, align 8
  %20 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, i32 noundef %16, double noundef %17, double noundef 1.000000e+00, i32 noundef %18, double noundef %19)
  %21 = load double, ptr %2, align 8
  %22 = load double, ptr %4, align 8
  %23 = fadd double %21, %22
  %24 = load double, ptr %3, align 8
  %25 = call double @f(double noundef %23, double noundef %24)
  %26 = load double, ptr %2, align 8
  %27 = load double, ptr %4, align 8
  %28 = fsub double %26, %27
  %29 = load double, ptr %3, align 8
  %30 = call double @f(double noundef %28, double noundef %29)
  %31 = fsub double %25, %30
  %32 = load double, ptr %4, align 8
  %33 = fmul double 2.000000e+00, %32
  %34 = fdiv double %31, %33
  call void @check(ptr noundef @.str, double noundef %20, double noundef %34)
  %35 = load i32, ptr @enzyme_dup, align 4
  %36 = load double, ptr %2, align 8
  %37 = load i32, ptr @enzyme_dup, align 4
  %38 = load double, ptr %3, align 8
  %39 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, i32 noundef %35, double noundef %36, double noundef 5.000000e-01, i32 noundef %37, double noundef %38, double noundef 2.000000e+00)
  %40 = load double, ptr %2, align 8
  %41 = load double, ptr %4, align 8
  %42 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %41, double %40)
  %43 = load double, ptr %3, align 8
  %44 = load double, ptr %4, align 8
  %45 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %44, double %43)
  %46 = call double @f(double noundef %42, double noundef %45)
  %47 = load double, ptr %2, align 8
  %48 = load double, ptr %4, align 8
  %49 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %48, double %47)
  %50 = load double, ptr %3, align 8
  %51 = load double, ptr %4, align 8
  %52 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %51, double %50)
  %53 = call double @f(double noundef %49, double noundef %52)
  %54 = fsub double %46, %53
  %55 = load double, ptr %4, align 8
  %56 = fmul double 2.000000e+00, %55
  %57 = fdiv double %54, %56
  call void @check(ptr noundef @.str.1, double noundef %39, double noundef %57)
  store i32 0, ptr %9, align 4
  br label %58

58:                                               ; preds = %101, %0
  %59 = load i32, ptr %9, align 4
  %60 = icmp slt i32 %59, 9
  br i1 %60, label %61, label %104

61:                                               ; preds = %58
  %62 = load i32, ptr %9, align 4
  %63 = sitofp i32 %62 to double
  %64 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %63, double 3.000000e-01)
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %66
  store double %64, ptr %67, align 8
  %68 = load i32, ptr %9, align 4
  %69 = sitofp i32 %68 to double
  %70 = call double @cos(double noundef %69) #4
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %72
  store double %70, ptr %73, align 8
  %74 = load i32, ptr %9, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = load double, ptr %4, align 8
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = call double @llvm.fmuladd.f64(double %78, double %82, double %77)
  %84 = load i32, ptr %9, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %85
  store double %83, ptr %86, align 8
  %87 = load i32, ptr %9, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %88
  %90 = load double, ptr %89, align 8
  %91 = load double, ptr %4, align 8
  %92 = load i32, ptr %9, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = fneg double %91
  %97 = call double @llvm.fmuladd.f64(double %96, double %95, double %90)
  %98 = load i32, ptr %9, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %99
  store double %97, ptr %100, align 8
  br label %101

101:                                              ; preds = %61
  %102 = load i32, ptr %9, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %9, align 4
  br label %58, !llvm.loop !6

104:                                              ; preds = %58
  %105 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %106 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %107 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @norm2, ptr noundef %105, ptr noundef %106, i32 noundef 9)
  %108 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %109 = call double @norm2(ptr noundef %108, i32 noundef 9)
  %110 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %111 = call double @norm2(ptr noundef %110, i32 noundef 9)
  %112 = fsub double %109, %111
  %113 = load double, ptr %4, align 8
  %114 = fmul double 2.000000e+00, %113
  %115 = fdiv double %112, %114
  call void @check(ptr noundef @.str.2, double noundef %107, double noundef %115)
  store i32 0, ptr %14, align 4
  br label %116

116:                                              ; preds = %123, %104
  %117 = load i32, ptr %14, align 4
  %118 = icmp slt i32 %117, 9
  br i1 %118, label %119, label %126

119:                                              ; preds = %116
  %120 = load i32, ptr %14, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %121
  store double 0.000000e+00, ptr %122, align 8
  br label %123

123:                                              ; preds = %119
  %124 = load i32, ptr %14, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %14, align 4
  br label %116, !llvm.loop !8

126:                                              ; preds = %116
  %127 = load i32, ptr @enzyme_dup, align 4
  %128 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %129 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %130 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %131 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  %132 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @scale, i32 noundef %127, double noundef 1.500000e+00, double noundef 2.500000e-01, ptr noundef %128, ptr noundef %129, ptr noundef %130, ptr noundef %131, i32 noundef 9)
  %133 = load double, ptr %4, align 8
  %134 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %133, double 1.500000e+00)
  %135 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %136 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 0
  call void @scale(double noundef %134, ptr noundef %135, ptr noundef %136, i32 noundef 9)
  %137 = load double, ptr %4, align 8
  %138 = call double @llvm.fmuladd.f64(double -2.500000e-01, double %137, double 1.500000e+00)
  %139 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %140 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 0
  call void @scale(double noundef %138, ptr noundef %139, ptr noundef %140, i32 noundef 9)
  store i32 0, ptr %15, align 4
  br label %141

141:                                              ; preds = %161, %126
  %142 = load i32, ptr %15, align 4
  %143 = icmp slt i32 %142, 9
  br i1 %143, label %144, label %164

144:                                              ; preds = %141
  %145 = load i32, ptr %15, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %146
  %148 = load double, ptr %147, align 8
  %149 = load i32, ptr %15, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 %150
  %152 = load double, ptr %151, align 8
  %153 = load i32, ptr %15, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %154
  %156 = load double, ptr %155, align 8
  %157 = fsub double %152, %156
  %158 = load double, ptr %4, align 8
  %159 = fmul double 2.000000e+00, %158
  %160 = fdiv double %157, %159
  call void @check(ptr noundef @.str.3, double noundef %148, double noundef %160)
  br label %161

161:                                              ; preds = %144
  %162 = load i32, ptr %15, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %15, align 4
  br label %141, !llvm.loop !9

164:                                              ; preds = %141
  %165 = load i32, ptr @n_fail, align 4
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %165)
  %167 = load i32, ptr @n_fail, align 4
  ret i32 %167
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %9 = load double, ptr %6, align 8
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = fcmp ogt double %10, 1.000000e+00
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = load double, ptr %6, align 8
  %14 = call double @llvm.fabs.f64(double %13)
  br label %16

15:                                               ; preds = %3
  br label %16

16:                                               ; preds = %15, %12
  %17 = phi double [ %14, %12 ], [ 1.000000e+00, %15 ]
  store double %17, ptr %7, align 8
  %18 = load double, ptr %5, align 8
  %19 = load double, ptr %6, align 8
  %20 = fsub double %18, %19
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = load double, ptr %7, align 8
  %23 = fmul double 0x3EB0C6F7A0B5ED8D, %22
  %24 = fcmp ole double %21, %23
  %25 = zext i1 %24 to i32
  store i32 %25, ptr %8, align 4
  %26 = load ptr, ptr %4, align 8
  %27 = load double, ptr %5, align 8
  %28 = load double, ptr %6, align 8
  %29 = load i32, ptr %8, align 4
  %30 = icmp ne i32 %29, 0
  %31 = zext i1 %30 to i64
  %32 = select i1 %30, ptr @.str.6, ptr @.str.7
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %26, double noundef %27, double noundef %28, ptr noundef %32)
  %34 = load i32, ptr %8, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %16
  %37 = load i32, ptr @n_fail, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr @n_fail, align 4
  br label %39

39:                                               ; preds = %36, %16
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  %8 = call double @sin(double noundef %7) #4
  %9 = load double, ptr %3, align 8
  %10 = call double @exp(double noundef %9) #4
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %4, align 8
  %13 = call double @llvm.fmuladd.f64(double %11, double %12, double 1.000000e+00)
  %14 = fdiv double %10, %13
  %15 = fadd double %8, %14
  ret double %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @norm2(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %27

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load double, ptr %5, align 8
  %23 = call double @llvm.fmuladd.f64(double %16, double %21, double %22)
  store double %23, ptr %5, align 8
  br label %24

24:                                               ; preds = %11
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !10

27:                                               ; preds = %7
  %28 = load double, ptr %5, align 8
  %29 = call double @sqrt(double noundef %28) #4
  ret double %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale(double noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %32, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = load double, ptr %5, align 8
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = fmul double %15, %20
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fmul double %21, %26
  %28 = load ptr, ptr %7, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  store double %27, ptr %31, align 8
  br label %32

32:                                               ; preds = %14
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %10, !llvm.loop !11

35:                                               ; preds = %10
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
