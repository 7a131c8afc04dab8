; ModuleID = 'vectorloop.c'
source_filename = "vectorloop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal constant [5 x i32] [i32 1000, i32 37, i32 3, i32 0, i32 256], align 16
@main.xs = internal constant [5 x double] [double 7.370000e-01, double -1.270000e+00, double 1.105000e+00, double 2.300000e+00, double -4.100000e-01], align 16
@.str = private unnamed_addr constant [8 x i8] c"vsum.dx\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"vsum.dy\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"vsum.dx.exact\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"vsum.dy.exact\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"vsq\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"vprod\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"vmax\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"vdot.dx\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"vdot.dy\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"vectorloop\00", align 1
@n_fail = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %218, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %221

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i32], ptr @main.ns, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %4, align 8
  %22 = load i32, ptr %2, align 4
  %23 = sitofp i32 %22 to double
  %24 = call double @llvm.fmuladd.f64(double -3.500000e-01, double %23, double 6.000000e-01)
  store double %24, ptr %5, align 8
  %25 = load double, ptr %4, align 8
  %26 = call double @step(double noundef %25)
  store double %26, ptr %6, align 8
  %27 = load double, ptr %5, align 8
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp ogt double %28, 1.000000e+00
  br i1 %29, label %30, label %33

30:                                               ; preds = %13
  %31 = load double, ptr %5, align 8
  %32 = call double @llvm.fabs.f64(double %31)
  br label %34

33:                                               ; preds = %13
  br label %34

34:                                               ; preds = %33, %30
  %35 = phi double [ %32, %30 ], [ 1.000000e+00, %33 ]
  %36 = fmul double 4.000000e+00, %35
  store double %36, ptr %7, align 8
  %37 = load double, ptr %4, align 8
  %38 = load double, ptr %4, align 8
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load double, ptr %5, align 8
  %41 = load i32, ptr %3, align 4
  %42 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vsum, double noundef %38, i32 noundef %39, double noundef %40, i32 noundef %41)
  %43 = load double, ptr %4, align 8
  %44 = load double, ptr %6, align 8
  %45 = fadd double %43, %44
  %46 = load double, ptr %5, align 8
  %47 = load i32, ptr %3, align 4
  %48 = call double @vsum(double noundef %45, double noundef %46, i32 noundef %47)
  %49 = load double, ptr %4, align 8
  %50 = load double, ptr %6, align 8
  %51 = fsub double %49, %50
  %52 = load double, ptr %5, align 8
  %53 = load i32, ptr %3, align 4
  %54 = call double @vsum(double noundef %51, double noundef %52, i32 noundef %53)
  %55 = fsub double %48, %54
  %56 = load double, ptr %6, align 8
  %57 = fmul double 2.000000e+00, %56
  %58 = fdiv double %55, %57
  call void @check(ptr noundef @.str, double noundef %37, double noundef %42, double noundef %58, double noundef 0x3EB0C6F7A0B5ED8D)
  %59 = load double, ptr %5, align 8
  %60 = load i32, ptr @enzyme_const, align 4
  %61 = load double, ptr %4, align 8
  %62 = load double, ptr %5, align 8
  %63 = load i32, ptr %3, align 4
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vsum, i32 noundef %60, double noundef %61, double noundef %62, i32 noundef %63)
  %65 = load double, ptr %4, align 8
  %66 = load double, ptr %5, align 8
  %67 = load double, ptr %7, align 8
  %68 = fadd double %66, %67
  %69 = load i32, ptr %3, align 4
  %70 = call double @vsum(double noundef %65, double noundef %68, i32 noundef %69)
  %71 = load double, ptr %4, align 8
  %72 = load double, ptr %5, align 8
  %73 = load double, ptr %7, align 8
  %74 = fsub double %72, %73
  %75 = load i32, ptr %3, align 4
  %76 = call double @vsum(double noundef %71, double noundef %74, i32 noundef %75)
  %77 = fsub double %70, %76
  %78 = load double, ptr %7, align 8
  %79 = fmul double 2.000000e+00, %78
  %80 = fdiv double %77, %79
  call void @check(ptr noundef @.str.1, double noundef %59, double noundef %64, double noundef %80, double noundef 0x3EB0C6F7A0B5ED8D)
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %81

81:                                               ; preds = %92, %34
  %82 = load i32, ptr %9, align 4
  %83 = load i32, ptr %3, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %95

85:                                               ; preds = %81
  %86 = load i32, ptr %9, align 4
  %87 = sitofp i32 %86 to double
  %88 = fadd double %87, 1.000000e+00
  %89 = fdiv double 1.000000e+00, %88
  %90 = load double, ptr %8, align 8
  %91 = fadd double %90, %89
  store double %91, ptr %8, align 8
  br label %92

92:                                               ; preds = %85
  %93 = load i32, ptr %9, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %9, align 4
  br label %81, !llvm.loop !6

95:                                               ; preds = %81
  %96 = load double, ptr %4, align 8
  %97 = load double, ptr %4, align 8
  %98 = load i32, ptr @enzyme_const, align 4
  %99 = load double, ptr %5, align 8
  %100 = load i32, ptr %3, align 4
  %101 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vsum, double noundef %97, i32 noundef %98, double noundef %99, i32 noundef %100)
  %102 = load i32, ptr %3, align 4
  %103 = sitofp i32 %102 to double
  %104 = fsub double %103, 1.000000e+00
  %105 = load i32, ptr %3, align 4
  %106 = sitofp i32 %105 to double
  %107 = fmul double %104, %106
  %108 = load i32, ptr %3, align 4
  %109 = sitofp i32 %108 to double
  %110 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %109, double -1.000000e+00)
  %111 = fmul double %107, %110
  %112 = fdiv double %111, 6.000000e+00
  call void @check(ptr noundef @.str.2, double noundef %96, double noundef %101, double noundef %112, double noundef 0x3EB0C6F7A0B5ED8D)
  %113 = load double, ptr %5, align 8
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = load double, ptr %4, align 8
  %116 = load double, ptr %5, align 8
  %117 = load i32, ptr %3, align 4
  %118 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vsum, i32 noundef %114, double noundef %115, double noundef %116, i32 noundef %117)
  %119 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.3, double noundef %113, double noundef %118, double noundef %119, double noundef 0x3EB0C6F7A0B5ED8D)
  %120 = load double, ptr %4, align 8
  %121 = load double, ptr %4, align 8
  %122 = load i32, ptr %3, align 4
  %123 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vsq, double noundef %121, i32 noundef %122)
  %124 = load double, ptr %4, align 8
  %125 = load double, ptr %6, align 8
  %126 = fadd double %124, %125
  %127 = load i32, ptr %3, align 4
  %128 = call double @vsq(double noundef %126, i32 noundef %127)
  %129 = load double, ptr %4, align 8
  %130 = load double, ptr %6, align 8
  %131 = fsub double %129, %130
  %132 = load i32, ptr %3, align 4
  %133 = call double @vsq(double noundef %131, i32 noundef %132)
  %134 = fsub double %128, %133
  %135 = load double, ptr %6, align 8
  %136 = fmul double 2.000000e+00, %135
  %137 = fdiv double %134, %136
  call void @check(ptr noundef @.str.4, double noundef %120, double noundef %123, double noundef %137, double noundef 0x3EB0C6F7A0B5ED8D)
  %138 = load double, ptr %4, align 8
  %139 = load double, ptr %4, align 8
  %140 = load i32, ptr %3, align 4
  %141 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vprod, double noundef %139, i32 noundef %140)
  %142 = load double, ptr %4, align 8
  %143 = load double, ptr %6, align 8
  %144 = fadd double %142, %143
  %145 = load i32, ptr %3, align 4
  %146 = call double @vprod(double noundef %144, i32 noundef %145)
  %147 = load double, ptr %4, align 8
  %148 = load double, ptr %6, align 8
  %149 = fsub double %147, %148
  %150 = load i32, ptr %3, align 4
  %151 = call double @vprod(double noundef %149, i32 noundef %150)
  %152 = fsub double %146, %151
  %153 = load double, ptr %6, align 8
  %154 = fmul double 2.000000e+00, %153
  %155 = fdiv double %152, %154
  call void @check(ptr noundef @.str.5, double noundef %138, double noundef %141, double noundef %155, double noundef 0x3EB0C6F7A0B5ED8D)
  %156 = load double, ptr %4, align 8
  %157 = load double, ptr %4, align 8
  %158 = load i32, ptr %3, align 4
  %159 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vmax, double noundef %157, i32 noundef %158)
  %160 = load double, ptr %4, align 8
  %161 = load double, ptr %6, align 8
  %162 = fadd double %160, %161
  %163 = load i32, ptr %3, align 4
  %164 = call double @vmax(double noundef %162, i32 noundef %163)
  %165 = load double, ptr %4, align 8
  %166 = load double, ptr %6, align 8
  %167 = fsub double %165, %166
  %168 = load i32, ptr %3, align 4
  %169 = call double @vmax(double noundef %167, i32 noundef %168)
  %170 = fsub double %164, %169
  %171 = load double, ptr %6, align 8
  %172 = fmul double 2.000000e+00, %171
  %173 = fdiv double %170, %172
  call void @check(ptr noundef @.str.6, double noundef %156, double noundef %159, double noundef %173, double noundef 0x3EB0C6F7A0B5ED8D)
  %174 = load double, ptr %4, align 8
  %175 = load double, ptr %4, align 8
  %176 = load i32, ptr @enzyme_const, align 4
  %177 = load double, ptr %5, align 8
  %178 = load i32, ptr %3, align 4
  %179 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vdot, double noundef %175, i32 noundef %176, double noundef %177, i32 noundef %178)
  %180 = load double, ptr %4, align 8
  %181 = load double, ptr %6, align 8
  %182 = fadd double %180, %181
  %183 = load double, ptr %5, align 8
  %184 = load i32, ptr %3, align 4
  %185 = call double @vdot(double noundef %182, double noundef %183, i32 noundef %184)
  %186 = load double, ptr %4, align 8
  %187 = load double, ptr %6, align 8
  %188 = fsub double %186, %187
  %189 = load double, ptr %5, align 8
  %190 = load i32, ptr %3, align 4
  %191 = call double @vdot(double noundef %188, double noundef %189, i32 noundef %190)
  %192 = fsub double %185, %191
  %193 = load double, ptr %6, align 8
  %194 = fmul double 2.000000e+00, %193
  %195 = fdiv double %192, %194
  call void @check(ptr noundef @.str.7, double noundef %174, double noundef %179, double noundef %195, double noundef 0x3EB0C6F7A0B5ED8D)
  %196 = load double, ptr %5, align 8
  %197 = load i32, ptr @enzyme_const, align 4
  %198 = load double, ptr %4, align 8
  %199 = load double, ptr %5, align 8
  %200 = load i32, ptr %3, align 4
  %201 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @vdot, i32 noundef %197, double noundef %198, double noundef %199, i32 noundef %200)
  %202 = load double, ptr %4, align 8
  %203 = load double, ptr %5, align 8
  %204 = load double, ptr %7, align 8
  %205 = fadd double %203, %204
  %206 = load i32, ptr %3, align 4
  %207 = call double @vdot(double noundef %202, double noundef %205, i32 noundef %206)
  %208 = load double, ptr %4, align 8
  %209 = load double, ptr %5, align 8
  %210 = load double, ptr %7, align 8
  %211 = fsub double %209, %210
  %212 = load i32, ptr %3, align 4
  %213 = call double @vdot(double noundef %208, double noundef %211, i32 noundef %212)
  %214 = fsub double %207, %213
  %215 = load double, ptr %7, align 8
  %216 = fmul double 2.000000e+00, %215
  %217 = fdiv double %214, %216
  call void @check(ptr noundef @.str.8, double noundef %196, double noundef %201, double noundef %217, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %218

218:                                              ; preds = %95
  %219 = load i32, ptr %2, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %2, align 4
  br label %10, !llvm.loop !8

221:                                              ; preds = %10
  %222 = load i32, ptr @n_fail, align 4
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @.str.10, i32 noundef %222)
  %224 = load i32, ptr @n_fail, align 4
  %225 = icmp ne i32 %224, 0
  %226 = zext i1 %225 to i64
  %227 = select i1 %225, i32 1, i32 0
  ret i32 %227
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @step(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fabs.f64(double %3)
  %5 = fcmp ogt double %4, 1.000000e+00
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  %8 = call double @llvm.fabs.f64(double %7)
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %6
  %11 = phi double [ %8, %6 ], [ 1.000000e+00, %9 ]
  %12 = fmul double 0x3EB0C6F7A0B5ED8D, %11
  ret double %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

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
  %48 = select i1 %46, ptr @.str.12, ptr @.str.13
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vsum(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %28, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %9
  %14 = load double, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sitofp i32 %15 to double
  %17 = fmul double %14, %16
  %18 = load i32, ptr %8, align 4
  %19 = sitofp i32 %18 to double
  %20 = load double, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sitofp i32 %21 to double
  %23 = fadd double %22, 1.000000e+00
  %24 = fdiv double %20, %23
  %25 = call double @llvm.fmuladd.f64(double %17, double %19, double %24)
  %26 = load double, ptr %7, align 8
  %27 = fadd double %26, %25
  store double %27, ptr %7, align 8
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %9, !llvm.loop !9

31:                                               ; preds = %9
  %32 = load double, ptr %7, align 8
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vsq(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sitofp i32 %14 to double
  %16 = call double @llvm.fmuladd.f64(double -1.000000e-02, double %15, double %13)
  store double %16, ptr %7, align 8
  %17 = load double, ptr %7, align 8
  %18 = load double, ptr %7, align 8
  %19 = load double, ptr %5, align 8
  %20 = call double @llvm.fmuladd.f64(double %17, double %18, double %19)
  store double %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %12
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %8, !llvm.loop !10

24:                                               ; preds = %8
  %25 = load double, ptr %5, align 8
  ret double %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vprod(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load double, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sitofp i32 %13 to double
  %15 = fadd double %14, 1.000000e+02
  %16 = fdiv double %12, %15
  %17 = fadd double 1.000000e+00, %16
  %18 = load double, ptr %5, align 8
  %19 = fmul double %18, %17
  store double %19, ptr %5, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !11

23:                                               ; preds = %7
  %24 = load double, ptr %5, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vmax(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double -1.000000e+03, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %33, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sitofp i32 %14 to double
  %16 = load i32, ptr %6, align 4
  %17 = sitofp i32 %16 to double
  %18 = fmul double 1.000000e-02, %17
  %19 = load i32, ptr %6, align 4
  %20 = sitofp i32 %19 to double
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %13, double %15, double %22)
  store double %23, ptr %7, align 8
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %7, align 8
  %26 = fcmp ogt double %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %12
  %28 = load double, ptr %5, align 8
  br label %31

29:                                               ; preds = %12
  %30 = load double, ptr %7, align 8
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi double [ %28, %27 ], [ %30, %29 ]
  store double %32, ptr %5, align 8
  br label %33

33:                                               ; preds = %31
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %8, !llvm.loop !12

36:                                               ; preds = %8
  %37 = load double, ptr %5, align 8
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vdot(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca [256 x double], align 16
  %8 = alloca [256 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp sgt i32 %12, 256
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  store i32 256, ptr %6, align 4
  br label %15

15:                                               ; preds = %14, %3
  store i32 0, ptr %9, align 4
  br label %16

16:                                               ; preds = %38, %15
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %41

20:                                               ; preds = %16
  %21 = load double, ptr %4, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sitofp i32 %22 to double
  %24 = call double @llvm.fmuladd.f64(double %21, double %23, double 1.000000e+00)
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %26
  store double %24, ptr %27, align 8
  %28 = load double, ptr %5, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sitofp i32 %29 to double
  %31 = fmul double 5.000000e-01, %30
  %32 = load double, ptr %4, align 8
  %33 = fneg double %31
  %34 = call double @llvm.fmuladd.f64(double %33, double %32, double %28)
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %36
  store double %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %20
  %39 = load i32, ptr %9, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %9, align 4
  br label %16, !llvm.loop !13

41:                                               ; preds = %16
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %42

42:                                               ; preds = %57, %41
  %43 = load i32, ptr %11, align 4
  %44 = load i32, ptr %6, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %60

46:                                               ; preds = %42
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = load i32, ptr %11, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load double, ptr %10, align 8
  %56 = call double @llvm.fmuladd.f64(double %50, double %54, double %55)
  store double %56, ptr %10, align 8
  br label %57

57:                                               ; preds = %46
  %58 = load i32, ptr %11, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %11, align 4
  br label %42, !llvm.loop !14

60:                                               ; preds = %42
  %61 = load double, ptr %10, align 8
  ret double %61
}

declare i32 @printf(ptr noundef, ...) #2

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
