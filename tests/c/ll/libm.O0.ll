; ModuleID = 'libm.c'
source_filename = "libm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pts = internal constant [6 x double] [double -1.700000e+00, double -6.000000e-01, double 3.000000e-01, double 9.000000e-01, double 1.300000e+00, double 2.200000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"f_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f_trig\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"f_atrig\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f_atan2\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"f_hyp\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"f_exp\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"f_fma\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"f_minmax\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"f_hypot\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"f_erf\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"f_round\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"f_fmod\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"f_all\00", align 1
@ppos = internal constant [4 x double] [double 3.000000e-01, double 9.000000e-01, double 1.300000e+00, double 2.200000e+00], align 16
@.str.13 = private unnamed_addr constant [6 x i8] c"f_log\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"f_pow\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"f_atan2c.dx\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.16 = private unnamed_addr constant [12 x i8] c"f_atan2c.dy\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@.str.17 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"libm\00", align 1
@n_fail = internal global i32 0, align 4
@.str.19 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %85, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 6
  br i1 %14, label %15, label %88

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  store double %19, ptr %3, align 8
  %20 = load double, ptr %3, align 8
  %21 = load double, ptr %3, align 8
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_sqrt, double noundef %21)
  %23 = load double, ptr %3, align 8
  %24 = call double @fd1(ptr noundef @f_sqrt, double noundef %23)
  call void @check(ptr noundef @.str, double noundef %20, double noundef %22, double noundef %24, double noundef 0x3EB0C6F7A0B5ED8D)
  %25 = load double, ptr %3, align 8
  %26 = load double, ptr %3, align 8
  %27 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_trig, double noundef %26)
  %28 = load double, ptr %3, align 8
  %29 = call double @fd1(ptr noundef @f_trig, double noundef %28)
  call void @check(ptr noundef @.str.1, double noundef %25, double noundef %27, double noundef %29, double noundef 0x3EB0C6F7A0B5ED8D)
  %30 = load double, ptr %3, align 8
  %31 = load double, ptr %3, align 8
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_atrig, double noundef %31)
  %33 = load double, ptr %3, align 8
  %34 = call double @fd1(ptr noundef @f_atrig, double noundef %33)
  call void @check(ptr noundef @.str.2, double noundef %30, double noundef %32, double noundef %34, double noundef 0x3EB0C6F7A0B5ED8D)
  %35 = load double, ptr %3, align 8
  %36 = load double, ptr %3, align 8
  %37 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_atan2, double noundef %36)
  %38 = load double, ptr %3, align 8
  %39 = call double @fd1(ptr noundef @f_atan2, double noundef %38)
  call void @check(ptr noundef @.str.3, double noundef %35, double noundef %37, double noundef %39, double noundef 0x3EB0C6F7A0B5ED8D)
  %40 = load double, ptr %3, align 8
  %41 = load double, ptr %3, align 8
  %42 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_hyp, double noundef %41)
  %43 = load double, ptr %3, align 8
  %44 = call double @fd1(ptr noundef @f_hyp, double noundef %43)
  call void @check(ptr noundef @.str.4, double noundef %40, double noundef %42, double noundef %44, double noundef 0x3EB0C6F7A0B5ED8D)
  %45 = load double, ptr %3, align 8
  %46 = load double, ptr %3, align 8
  %47 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_exp, double noundef %46)
  %48 = load double, ptr %3, align 8
  %49 = call double @fd1(ptr noundef @f_exp, double noundef %48)
  call void @check(ptr noundef @.str.5, double noundef %45, double noundef %47, double noundef %49, double noundef 0x3EB0C6F7A0B5ED8D)
  %50 = load double, ptr %3, align 8
  %51 = load double, ptr %3, align 8
  %52 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_fma, double noundef %51)
  %53 = load double, ptr %3, align 8
  %54 = call double @fd1(ptr noundef @f_fma, double noundef %53)
  call void @check(ptr noundef @.str.6, double noundef %50, double noundef %52, double noundef %54, double noundef 0x3EB0C6F7A0B5ED8D)
  %55 = load double, ptr %3, align 8
  %56 = load double, ptr %3, align 8
  %57 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_minmax, double noundef %56)
  %58 = load double, ptr %3, align 8
  %59 = call double @fd1(ptr noundef @f_minmax, double noundef %58)
  call void @check(ptr noundef @.str.7, double noundef %55, double noundef %57, double noundef %59, double noundef 0x3EB0C6F7A0B5ED8D)
  %60 = load double, ptr %3, align 8
  %61 = load double, ptr %3, align 8
  %62 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_hypot, double noundef %61)
  %63 = load double, ptr %3, align 8
  %64 = call double @fd1(ptr noundef @f_hypot, double noundef %63)
  call void @check(ptr noundef @.str.8, double noundef %60, double noundef %62, double noundef %64, double noundef 0x3EB0C6F7A0B5ED8D)
  %65 = load double, ptr %3, align 8
  %66 = load double, ptr %3, align 8
  %67 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_erf, double noundef %66)
  %68 = load double, ptr %3, align 8
  %69 = call double @fd1(ptr noundef @f_erf, double noundef %68)
  call void @check(ptr noundef @.str.9, double noundef %65, double noundef %67, double noundef %69, double noundef 0x3EB0C6F7A0B5ED8D)
  %70 = load double, ptr %3, align 8
  %71 = load double, ptr %3, align 8
  %72 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_round, double noundef %71)
  %73 = load double, ptr %3, align 8
  %74 = call double @fd1(ptr noundef @f_round, double noundef %73)
  call void @check(ptr noundef @.str.10, double noundef %70, double noundef %72, double noundef %74, double noundef 0x3EB0C6F7A0B5ED8D)
  %75 = load double, ptr %3, align 8
  %76 = load double, ptr %3, align 8
  %77 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_fmod, double noundef %76)
  %78 = load double, ptr %3, align 8
  %79 = call double @fd1(ptr noundef @f_fmod, double noundef %78)
  call void @check(ptr noundef @.str.11, double noundef %75, double noundef %77, double noundef %79, double noundef 0x3EB0C6F7A0B5ED8D)
  %80 = load double, ptr %3, align 8
  %81 = load double, ptr %3, align 8
  %82 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_all, double noundef %81)
  %83 = load double, ptr %3, align 8
  %84 = call double @fd1(ptr noundef @f_all, double noundef %83)
  call void @check(ptr noundef @.str.12, double noundef %80, double noundef %82, double noundef %84, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %85

85:                                               ; preds = %15
  %86 = load i32, ptr %2, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %2, align 4
  br label %12, !llvm.loop !6

88:                                               ; preds = %12
  store i32 0, ptr %4, align 4
  br label %89

89:                                               ; preds = %107, %88
  %90 = load i32, ptr %4, align 4
  %91 = icmp slt i32 %90, 4
  br i1 %91, label %92, label %110

92:                                               ; preds = %89
  %93 = load i32, ptr %4, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [4 x double], ptr @ppos, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  store double %96, ptr %5, align 8
  %97 = load double, ptr %5, align 8
  %98 = load double, ptr %5, align 8
  %99 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_log, double noundef %98)
  %100 = load double, ptr %5, align 8
  %101 = call double @fd1(ptr noundef @f_log, double noundef %100)
  call void @check(ptr noundef @.str.13, double noundef %97, double noundef %99, double noundef %101, double noundef 0x3EB0C6F7A0B5ED8D)
  %102 = load double, ptr %5, align 8
  %103 = load double, ptr %5, align 8
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_pow, double noundef %103)
  %105 = load double, ptr %5, align 8
  %106 = call double @fd1(ptr noundef @f_pow, double noundef %105)
  call void @check(ptr noundef @.str.14, double noundef %102, double noundef %104, double noundef %106, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %107

107:                                              ; preds = %92
  %108 = load i32, ptr %4, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %4, align 4
  br label %89, !llvm.loop !8

110:                                              ; preds = %89
  store i32 0, ptr %6, align 4
  br label %111

111:                                              ; preds = %183, %110
  %112 = load i32, ptr %6, align 4
  %113 = icmp slt i32 %112, 6
  br i1 %113, label %114, label %186

114:                                              ; preds = %111
  %115 = load i32, ptr %6, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  store double %118, ptr %7, align 8
  %119 = load i32, ptr %6, align 4
  %120 = sitofp i32 %119 to double
  %121 = call double @llvm.fmuladd.f64(double -3.000000e-01, double %120, double 8.000000e-01)
  store double %121, ptr %8, align 8
  %122 = load double, ptr %7, align 8
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = fcmp ogt double %123, 1.000000e+00
  br i1 %124, label %125, label %128

125:                                              ; preds = %114
  %126 = load double, ptr %7, align 8
  %127 = call double @llvm.fabs.f64(double %126)
  br label %129

128:                                              ; preds = %114
  br label %129

129:                                              ; preds = %128, %125
  %130 = phi double [ %127, %125 ], [ 1.000000e+00, %128 ]
  %131 = fmul double 0x3EB0C6F7A0B5ED8D, %130
  store double %131, ptr %9, align 8
  %132 = load double, ptr %7, align 8
  %133 = load double, ptr %9, align 8
  %134 = fadd double %132, %133
  %135 = load double, ptr %8, align 8
  %136 = call double @f_atan2c(double noundef %134, double noundef %135)
  %137 = load double, ptr %7, align 8
  %138 = load double, ptr %9, align 8
  %139 = fsub double %137, %138
  %140 = load double, ptr %8, align 8
  %141 = call double @f_atan2c(double noundef %139, double noundef %140)
  %142 = fsub double %136, %141
  %143 = load double, ptr %9, align 8
  %144 = fmul double 2.000000e+00, %143
  %145 = fdiv double %142, %144
  store double %145, ptr %10, align 8
  %146 = load double, ptr %7, align 8
  %147 = load double, ptr %7, align 8
  %148 = load i32, ptr @enzyme_const, align 4
  %149 = load double, ptr %8, align 8
  %150 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_atan2c, double noundef %147, i32 noundef %148, double noundef %149)
  %151 = load double, ptr %10, align 8
  call void @check(ptr noundef @.str.15, double noundef %146, double noundef %150, double noundef %151, double noundef 0x3EB0C6F7A0B5ED8D)
  %152 = load double, ptr %8, align 8
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ogt double %153, 1.000000e+00
  br i1 %154, label %155, label %158

155:                                              ; preds = %129
  %156 = load double, ptr %8, align 8
  %157 = call double @llvm.fabs.f64(double %156)
  br label %159

158:                                              ; preds = %129
  br label %159

159:                                              ; preds = %158, %155
  %160 = phi double [ %157, %155 ], [ 1.000000e+00, %158 ]
  %161 = fmul double 0x3EB0C6F7A0B5ED8D, %160
  store double %161, ptr %9, align 8
  %162 = load double, ptr %7, align 8
  %163 = load double, ptr %8, align 8
  %164 = load double, ptr %9, align 8
  %165 = fadd double %163, %164
  %166 = call double @f_atan2c(double noundef %162, double noundef %165)
  %167 = load double, ptr %7, align 8
  %168 = load double, ptr %8, align 8
  %169 = load double, ptr %9, align 8
  %170 = fsub double %168, %169
  %171 = call double @f_atan2c(double noundef %167, double noundef %170)
  %172 = fsub double %166, %171
  %173 = load double, ptr %9, align 8
  %174 = fmul double 2.000000e+00, %173
  %175 = fdiv double %172, %174
  store double %175, ptr %11, align 8
  %176 = load double, ptr %8, align 8
  %177 = load i32, ptr @enzyme_const, align 4
  %178 = load double, ptr %7, align 8
  %179 = load i32, ptr @enzyme_out, align 4
  %180 = load double, ptr %8, align 8
  %181 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_atan2c, i32 noundef %177, double noundef %178, i32 noundef %179, double noundef %180)
  %182 = load double, ptr %11, align 8
  call void @check(ptr noundef @.str.16, double noundef %176, double noundef %181, double noundef %182, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %183

183:                                              ; preds = %159
  %184 = load i32, ptr %6, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %6, align 4
  br label %111, !llvm.loop !9

186:                                              ; preds = %111
  %187 = load i32, ptr @n_fail, align 4
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef @.str.18, i32 noundef %187)
  %189 = load i32, ptr @n_fail, align 4
  %190 = icmp ne i32 %189, 0
  %191 = zext i1 %190 to i64
  %192 = select i1 %190, i32 1, i32 0
  ret i32 %192
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
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
  %23 = call i32 @finite_bits(double noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8
  %27 = call i32 @finite_bits(double noundef %26)
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
  %48 = select i1 %46, ptr @.str.20, ptr @.str.21
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @llvm.fmuladd.f64(double %3, double %4, double 1.000000e+00)
  %6 = call double @sqrt(double noundef %5) #6
  %7 = load double, ptr %2, align 8
  %8 = fadd double %7, 3.000000e+00
  %9 = call double @cbrt(double noundef %8) #7
  %10 = fmul double %6, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd1(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = call double @llvm.fabs.f64(double %8)
  %10 = fcmp ogt double %9, 1.000000e+00
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load double, ptr %4, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  br label %15

14:                                               ; preds = %2
  br label %15

15:                                               ; preds = %14, %11
  %16 = phi double [ %13, %11 ], [ 1.000000e+00, %14 ]
  %17 = fmul double 0x3EB0C6F7A0B5ED8D, %16
  store double %17, ptr %5, align 8
  %18 = load double, ptr %4, align 8
  %19 = load double, ptr %5, align 8
  %20 = fadd double %18, %19
  store double %20, ptr %6, align 8
  %21 = load double, ptr %4, align 8
  %22 = load double, ptr %5, align 8
  %23 = fsub double %21, %22
  store double %23, ptr %7, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load double, ptr %6, align 8
  %26 = call double %24(double noundef %25)
  %27 = load ptr, ptr %3, align 8
  %28 = load double, ptr %7, align 8
  %29 = call double %27(double noundef %28)
  %30 = fsub double %26, %29
  %31 = load double, ptr %6, align 8
  %32 = load double, ptr %7, align 8
  %33 = fsub double %31, %32
  %34 = fdiv double %30, %33
  ret double %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_trig(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = fmul double 2.000000e+00, %5
  %7 = call double @cos(double noundef %6) #6
  %8 = load double, ptr %2, align 8
  %9 = fmul double 5.000000e-01, %8
  %10 = call double @tan(double noundef %9) #6
  %11 = call double @llvm.fmuladd.f64(double %4, double %7, double %10)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_atrig(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 3.000000e-01, %3
  %5 = call double @asin(double noundef %4) #6
  %6 = load double, ptr %2, align 8
  %7 = fmul double 2.000000e-01, %6
  %8 = call double @acos(double noundef %7) #6
  %9 = load double, ptr %2, align 8
  %10 = call double @atan(double noundef %9) #6
  %11 = call double @llvm.fmuladd.f64(double %8, double %10, double %5)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_atan2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @atan2(double noundef %3, double noundef 1.500000e+00) #6
  %5 = load double, ptr %2, align 8
  %6 = call double @atan2(double noundef 0x3FE6666666666666, double noundef %5) #6
  %7 = fadd double %4, %6
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double -1.000000e+00)
  %11 = load double, ptr %2, align 8
  %12 = fadd double %11, 2.000000e+00
  %13 = call double @atan2(double noundef %10, double noundef %12) #6
  %14 = fadd double %7, %13
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_hyp(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 0x3FE6666666666666, %3
  %5 = call double @sinh(double noundef %4) #6
  %6 = load double, ptr %2, align 8
  %7 = fmul double 5.000000e-01, %6
  %8 = call double @cosh(double noundef %7) #6
  %9 = load double, ptr %2, align 8
  %10 = call double @tanh(double noundef %9) #6
  %11 = call double @llvm.fmuladd.f64(double %8, double %10, double %5)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_exp(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 8.000000e-01, %3
  %5 = call double @exp(double noundef %4) #6
  %6 = load double, ptr %2, align 8
  %7 = fmul double 5.000000e-01, %6
  %8 = call double @exp2(double noundef %7) #6
  %9 = fadd double %5, %8
  %10 = load double, ptr %2, align 8
  %11 = fmul double 1.000000e-01, %10
  %12 = call double @expm1(double noundef %11) #6
  %13 = load double, ptr %2, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double %9)
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_fma(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fsub double %3, 1.000000e+00
  %5 = call double @llvm.fabs.f64(double %4)
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = fmul double 3.000000e+00, %9
  %11 = call double @llvm.fma.f64(double %7, double %8, double %10)
  %12 = call double @llvm.fmuladd.f64(double %5, double %6, double %11)
  %13 = load double, ptr %2, align 8
  %14 = load double, ptr %2, align 8
  %15 = call double @sin(double noundef %14) #6
  %16 = call double @llvm.fma.f64(double 2.000000e+00, double %13, double %15)
  %17 = fadd double %12, %16
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_minmax(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @llvm.minnum.f64(double %5, double 2.000000e+00)
  %7 = load double, ptr %2, align 8
  %8 = call double @sin(double noundef %7) #6
  %9 = call double @llvm.maxnum.f64(double %8, double 1.000000e-01)
  %10 = fadd double %6, %9
  %11 = load double, ptr %2, align 8
  %12 = load double, ptr %2, align 8
  %13 = fmul double %11, %12
  %14 = load double, ptr %2, align 8
  %15 = fsub double %14, 5.000000e-01
  %16 = call double @llvm.copysign.f64(double %13, double %15)
  %17 = fadd double %10, %16
  %18 = load double, ptr %2, align 8
  %19 = call double @llvm.copysign.f64(double 2.000000e+00, double %18)
  %20 = load double, ptr %2, align 8
  %21 = call double @llvm.fmuladd.f64(double %19, double %20, double %17)
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_hypot(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @hypot(double noundef %3, double noundef 2.000000e+00) #6
  %5 = load double, ptr %2, align 8
  %6 = fmul double 3.000000e+00, %5
  %7 = load double, ptr %2, align 8
  %8 = fadd double %7, 1.000000e+00
  %9 = call double @hypot(double noundef %6, double noundef %8) #6
  %10 = fadd double %4, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_erf(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @erf(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = fmul double 5.000000e-01, %5
  %7 = call double @erfc(double noundef %6) #6
  %8 = load double, ptr %2, align 8
  %9 = call double @llvm.fmuladd.f64(double %7, double %8, double %4)
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_round(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @llvm.floor.f64(double %4)
  %6 = load double, ptr %2, align 8
  %7 = fmul double 2.000000e+00, %6
  %8 = call double @llvm.ceil.f64(double %7)
  %9 = load double, ptr %2, align 8
  %10 = call double @sin(double noundef %9) #6
  %11 = fmul double %8, %10
  %12 = call double @llvm.fmuladd.f64(double %3, double %5, double %11)
  %13 = load double, ptr %2, align 8
  %14 = fmul double 3.000000e+00, %13
  %15 = call double @llvm.trunc.f64(double %14)
  %16 = fadd double %12, %15
  %17 = load double, ptr %2, align 8
  %18 = call double @llvm.round.f64(double %17)
  %19 = load double, ptr %2, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %2, align 8
  %22 = call double @llvm.fmuladd.f64(double %20, double %21, double %16)
  ret double %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_fmod(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @fmod(double noundef %5, double noundef 1.500000e+00) #6
  %7 = load double, ptr %2, align 8
  %8 = call double @fmod(double noundef 7.000000e+00, double noundef %7) #6
  %9 = fadd double %6, %8
  %10 = load double, ptr %2, align 8
  %11 = call double @fmod(double noundef %10, double noundef 4.000000e-01) #6
  %12 = load double, ptr %2, align 8
  %13 = call double @llvm.fmuladd.f64(double %11, double %12, double %9)
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_all(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = call double @sin(double noundef %7) #6
  %9 = call double @exp(double noundef %8) #6
  %10 = load double, ptr %2, align 8
  %11 = load double, ptr %2, align 8
  %12 = fmul double %10, %11
  %13 = call double @log1p(double noundef %12) #6
  %14 = fadd double %9, %13
  %15 = call double @sqrt(double noundef %14) #6
  store double %15, ptr %3, align 8
  %16 = load double, ptr %2, align 8
  %17 = fmul double 3.000000e-01, %16
  %18 = call double @cosh(double noundef %17) #6
  %19 = call double @atan(double noundef %18) #6
  %20 = load double, ptr %2, align 8
  %21 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %20, double 1.000000e-01)
  %22 = call double @tanh(double noundef %21) #6
  %23 = fmul double %19, %22
  store double %23, ptr %4, align 8
  %24 = load double, ptr %2, align 8
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fadd double %25, 1.000000e+00
  %27 = load double, ptr %2, align 8
  %28 = call double @cos(double noundef %27) #6
  %29 = call double @pow(double noundef %26, double noundef %28) #6
  %30 = load double, ptr %2, align 8
  %31 = load double, ptr %2, align 8
  %32 = call double @erf(double noundef %31) #6
  %33 = fadd double 1.000000e+00, %32
  %34 = call double @hypot(double noundef %30, double noundef %33) #6
  %35 = fdiv double %29, %34
  store double %35, ptr %5, align 8
  %36 = load double, ptr %2, align 8
  %37 = load double, ptr %2, align 8
  %38 = call double @llvm.fmuladd.f64(double %36, double %37, double 2.000000e+00)
  %39 = call double @cbrt(double noundef %38) #7
  %40 = load double, ptr %2, align 8
  %41 = fmul double 2.000000e-01, %40
  %42 = call double @expm1(double noundef %41) #6
  %43 = call double @llvm.maxnum.f64(double %39, double %42)
  %44 = load double, ptr %2, align 8
  %45 = load double, ptr %2, align 8
  %46 = call double @llvm.fmuladd.f64(double %44, double %45, double 3.000000e+00)
  %47 = call double @log2(double noundef %46) #6
  %48 = call double @llvm.minnum.f64(double %47, double 2.000000e+00)
  %49 = fsub double %43, %48
  store double %49, ptr %6, align 8
  %50 = load double, ptr %3, align 8
  %51 = load double, ptr %4, align 8
  %52 = load double, ptr %5, align 8
  %53 = call double @llvm.fmuladd.f64(double %50, double %51, double %52)
  %54 = load double, ptr %6, align 8
  %55 = load double, ptr %2, align 8
  %56 = fadd double %55, 5.000000e+00
  %57 = call double @llvm.copysign.f64(double 1.000000e+00, double %56)
  %58 = fneg double %54
  %59 = call double @llvm.fmuladd.f64(double %58, double %57, double %53)
  %60 = load double, ptr %2, align 8
  %61 = call double @llvm.floor.f64(double %60)
  %62 = load double, ptr %2, align 8
  %63 = call double @llvm.fmuladd.f64(double %61, double %62, double %59)
  ret double %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_log(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @log(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = fadd double %5, 1.000000e+00
  %7 = call double @log2(double noundef %6) #6
  %8 = fadd double %4, %7
  %9 = load double, ptr %2, align 8
  %10 = fmul double 3.000000e+00, %9
  %11 = call double @log10(double noundef %10) #6
  %12 = load double, ptr %2, align 8
  %13 = call double @llvm.fmuladd.f64(double %11, double %12, double %8)
  %14 = load double, ptr %2, align 8
  %15 = load double, ptr %2, align 8
  %16 = fmul double %14, %15
  %17 = call double @log1p(double noundef %16) #6
  %18 = fadd double %13, %17
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_pow(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 1.700000e+00) #6
  %5 = load double, ptr %2, align 8
  %6 = call double @pow(double noundef 2.000000e+00, double noundef %5) #6
  %7 = fadd double %4, %6
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = call double @pow(double noundef %8, double noundef %9) #6
  %11 = fadd double %7, %10
  %12 = load double, ptr %2, align 8
  %13 = fmul double 5.000000e-01, %12
  %14 = call double @pow(double noundef 1.300000e+00, double noundef %13) #6
  %15 = fadd double %11, %14
  ret double %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_atan2c(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = call double @atan2(double noundef %5, double noundef %6) #6
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  ret double %9
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finite_bits(double noundef %0) #0 {
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @tan(double noundef) #4

; Function Attrs: nounwind
declare double @asin(double noundef) #4

; Function Attrs: nounwind
declare double @acos(double noundef) #4

; Function Attrs: nounwind
declare double @atan(double noundef) #4

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @sinh(double noundef) #4

; Function Attrs: nounwind
declare double @cosh(double noundef) #4

; Function Attrs: nounwind
declare double @tanh(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @exp2(double noundef) #4

; Function Attrs: nounwind
declare double @expm1(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @erf(double noundef) #4

; Function Attrs: nounwind
declare double @erfc(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #2

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @log1p(double noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @log2(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @log10(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

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
