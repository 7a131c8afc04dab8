; ModuleID = 'multi2.c'
source_filename = "multi2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D2 = type { double, double }

@main.xs = internal constant [5 x double] [double -1.300000e+00, double -2.000000e-01, double 4.000000e-01, double 1.100000e+00, double 2.500000e+00], align 16
@main.ys = internal constant [5 x double] [double 0x3FE6666666666666, double -1.900000e+00, double 1.600000e+00, double -4.000000e-01, double 9.000000e-01], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"h.dx\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"h.dy\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"k3.dx\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"k3.dy\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"multi2\00", align 1
@n_fail = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %struct.D2, align 8
  %8 = alloca %struct.D2, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.D2, align 8
  %11 = alloca double, align 8
  %12 = alloca %struct.D2, align 8
  %13 = alloca double, align 8
  %14 = alloca %struct.D2, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %222, %0
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %16, 5
  br i1 %17, label %18, label %225

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  store double %22, ptr %3, align 8
  %23 = load i32, ptr %2, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [5 x double], ptr @main.ys, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  store double %26, ptr %4, align 8
  %27 = load double, ptr %3, align 8
  %28 = call double @step(double noundef %27)
  store double %28, ptr %5, align 8
  %29 = load double, ptr %4, align 8
  %30 = call double @step(double noundef %29)
  store double %30, ptr %6, align 8
  %31 = load double, ptr %3, align 8
  %32 = load double, ptr %4, align 8
  %33 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef %31, double noundef %32)
  %34 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %35 = extractvalue { double, double } %33, 0
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %37 = extractvalue { double, double } %33, 1
  store double %37, ptr %36, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 16, i1 false)
  %38 = load double, ptr %3, align 8
  %39 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = load double, ptr %3, align 8
  %42 = load double, ptr %5, align 8
  %43 = fadd double %41, %42
  %44 = load double, ptr %4, align 8
  %45 = call double @f(double noundef %43, double noundef %44)
  %46 = load double, ptr %3, align 8
  %47 = load double, ptr %5, align 8
  %48 = fsub double %46, %47
  %49 = load double, ptr %4, align 8
  %50 = call double @f(double noundef %48, double noundef %49)
  %51 = fsub double %45, %50
  %52 = load double, ptr %5, align 8
  %53 = fmul double 2.000000e+00, %52
  %54 = fdiv double %51, %53
  call void @check(ptr noundef @.str, double noundef %38, double noundef %40, double noundef %54, double noundef 0x3EB0C6F7A0B5ED8D)
  %55 = load double, ptr %4, align 8
  %56 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = load double, ptr %3, align 8
  %59 = load double, ptr %4, align 8
  %60 = load double, ptr %6, align 8
  %61 = fadd double %59, %60
  %62 = call double @f(double noundef %58, double noundef %61)
  %63 = load double, ptr %3, align 8
  %64 = load double, ptr %4, align 8
  %65 = load double, ptr %6, align 8
  %66 = fsub double %64, %65
  %67 = call double @f(double noundef %63, double noundef %66)
  %68 = fsub double %62, %67
  %69 = load double, ptr %6, align 8
  %70 = fmul double 2.000000e+00, %69
  %71 = fdiv double %68, %70
  call void @check(ptr noundef @.str.1, double noundef %55, double noundef %57, double noundef %71, double noundef 0x3EB0C6F7A0B5ED8D)
  %72 = load i32, ptr %2, align 4
  %73 = add nsw i32 3, %72
  store i32 %73, ptr %9, align 4
  %74 = load double, ptr %3, align 8
  %75 = load i32, ptr %9, align 4
  %76 = load double, ptr %4, align 8
  %77 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @g, double noundef %74, i32 noundef %75, double noundef %76)
  %78 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %79 = extractvalue { double, double } %77, 0
  store double %79, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %81 = extractvalue { double, double } %77, 1
  store double %81, ptr %80, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %10, i64 16, i1 false)
  %82 = load double, ptr %3, align 8
  %83 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = load double, ptr %3, align 8
  %86 = load double, ptr %5, align 8
  %87 = fadd double %85, %86
  %88 = load i32, ptr %9, align 4
  %89 = load double, ptr %4, align 8
  %90 = call double @g(double noundef %87, i32 noundef %88, double noundef %89)
  %91 = load double, ptr %3, align 8
  %92 = load double, ptr %5, align 8
  %93 = fsub double %91, %92
  %94 = load i32, ptr %9, align 4
  %95 = load double, ptr %4, align 8
  %96 = call double @g(double noundef %93, i32 noundef %94, double noundef %95)
  %97 = fsub double %90, %96
  %98 = load double, ptr %5, align 8
  %99 = fmul double 2.000000e+00, %98
  %100 = fdiv double %97, %99
  call void @check(ptr noundef @.str.2, double noundef %82, double noundef %84, double noundef %100, double noundef 0x3EB0C6F7A0B5ED8D)
  %101 = load double, ptr %4, align 8
  %102 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  %104 = load double, ptr %3, align 8
  %105 = load i32, ptr %9, align 4
  %106 = load double, ptr %4, align 8
  %107 = load double, ptr %6, align 8
  %108 = fadd double %106, %107
  %109 = call double @g(double noundef %104, i32 noundef %105, double noundef %108)
  %110 = load double, ptr %3, align 8
  %111 = load i32, ptr %9, align 4
  %112 = load double, ptr %4, align 8
  %113 = load double, ptr %6, align 8
  %114 = fsub double %112, %113
  %115 = call double @g(double noundef %110, i32 noundef %111, double noundef %114)
  %116 = fsub double %109, %115
  %117 = load double, ptr %6, align 8
  %118 = fmul double 2.000000e+00, %117
  %119 = fdiv double %116, %118
  call void @check(ptr noundef @.str.3, double noundef %101, double noundef %103, double noundef %119, double noundef 0x3EB0C6F7A0B5ED8D)
  %120 = load i32, ptr %2, align 4
  %121 = sitofp i32 %120 to double
  %122 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %121, double 1.500000e+00)
  store double %122, ptr %11, align 8
  %123 = load i32, ptr @enzyme_const, align 4
  %124 = load double, ptr %11, align 8
  %125 = load double, ptr %3, align 8
  %126 = load double, ptr %4, align 8
  %127 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @h, i32 noundef %123, double noundef %124, double noundef %125, double noundef %126)
  %128 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %129 = extractvalue { double, double } %127, 0
  store double %129, ptr %128, align 8
  %130 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %131 = extractvalue { double, double } %127, 1
  store double %131, ptr %130, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %12, i64 16, i1 false)
  %132 = load double, ptr %3, align 8
  %133 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %134 = load double, ptr %133, align 8
  %135 = load double, ptr %11, align 8
  %136 = load double, ptr %3, align 8
  %137 = load double, ptr %5, align 8
  %138 = fadd double %136, %137
  %139 = load double, ptr %4, align 8
  %140 = call double @h(double noundef %135, double noundef %138, double noundef %139)
  %141 = load double, ptr %11, align 8
  %142 = load double, ptr %3, align 8
  %143 = load double, ptr %5, align 8
  %144 = fsub double %142, %143
  %145 = load double, ptr %4, align 8
  %146 = call double @h(double noundef %141, double noundef %144, double noundef %145)
  %147 = fsub double %140, %146
  %148 = load double, ptr %5, align 8
  %149 = fmul double 2.000000e+00, %148
  %150 = fdiv double %147, %149
  call void @check(ptr noundef @.str.4, double noundef %132, double noundef %134, double noundef %150, double noundef 0x3EB0C6F7A0B5ED8D)
  %151 = load double, ptr %4, align 8
  %152 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %153 = load double, ptr %152, align 8
  %154 = load double, ptr %11, align 8
  %155 = load double, ptr %3, align 8
  %156 = load double, ptr %4, align 8
  %157 = load double, ptr %6, align 8
  %158 = fadd double %156, %157
  %159 = call double @h(double noundef %154, double noundef %155, double noundef %158)
  %160 = load double, ptr %11, align 8
  %161 = load double, ptr %3, align 8
  %162 = load double, ptr %4, align 8
  %163 = load double, ptr %6, align 8
  %164 = fsub double %162, %163
  %165 = call double @h(double noundef %160, double noundef %161, double noundef %164)
  %166 = fsub double %159, %165
  %167 = load double, ptr %6, align 8
  %168 = fmul double 2.000000e+00, %167
  %169 = fdiv double %166, %168
  call void @check(ptr noundef @.str.5, double noundef %151, double noundef %153, double noundef %169, double noundef 0x3EB0C6F7A0B5ED8D)
  %170 = load i32, ptr %2, align 4
  %171 = sitofp i32 %170 to double
  %172 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %171, double 5.000000e-01)
  store double %172, ptr %13, align 8
  %173 = load i32, ptr @enzyme_out, align 4
  %174 = load double, ptr %3, align 8
  %175 = load i32, ptr @enzyme_const, align 4
  %176 = load double, ptr %13, align 8
  %177 = load i32, ptr @enzyme_out, align 4
  %178 = load double, ptr %4, align 8
  %179 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @k3, i32 noundef %173, double noundef %174, i32 noundef %175, double noundef %176, i32 noundef %177, double noundef %178)
  %180 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %181 = extractvalue { double, double } %179, 0
  store double %181, ptr %180, align 8
  %182 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %183 = extractvalue { double, double } %179, 1
  store double %183, ptr %182, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %14, i64 16, i1 false)
  %184 = load double, ptr %3, align 8
  %185 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %186 = load double, ptr %185, align 8
  %187 = load double, ptr %3, align 8
  %188 = load double, ptr %5, align 8
  %189 = fadd double %187, %188
  %190 = load double, ptr %13, align 8
  %191 = load double, ptr %4, align 8
  %192 = call double @k3(double noundef %189, double noundef %190, double noundef %191)
  %193 = load double, ptr %3, align 8
  %194 = load double, ptr %5, align 8
  %195 = fsub double %193, %194
  %196 = load double, ptr %13, align 8
  %197 = load double, ptr %4, align 8
  %198 = call double @k3(double noundef %195, double noundef %196, double noundef %197)
  %199 = fsub double %192, %198
  %200 = load double, ptr %5, align 8
  %201 = fmul double 2.000000e+00, %200
  %202 = fdiv double %199, %201
  call void @check(ptr noundef @.str.6, double noundef %184, double noundef %186, double noundef %202, double noundef 0x3EB0C6F7A0B5ED8D)
  %203 = load double, ptr %4, align 8
  %204 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %205 = load double, ptr %204, align 8
  %206 = load double, ptr %3, align 8
  %207 = load double, ptr %13, align 8
  %208 = load double, ptr %4, align 8
  %209 = load double, ptr %6, align 8
  %210 = fadd double %208, %209
  %211 = call double @k3(double noundef %206, double noundef %207, double noundef %210)
  %212 = load double, ptr %3, align 8
  %213 = load double, ptr %13, align 8
  %214 = load double, ptr %4, align 8
  %215 = load double, ptr %6, align 8
  %216 = fsub double %214, %215
  %217 = call double @k3(double noundef %212, double noundef %213, double noundef %216)
  %218 = fsub double %211, %217
  %219 = load double, ptr %6, align 8
  %220 = fmul double 2.000000e+00, %219
  %221 = fdiv double %218, %220
  call void @check(ptr noundef @.str.7, double noundef %203, double noundef %205, double noundef %221, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %222

222:                                              ; preds = %18
  %223 = load i32, ptr %2, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %2, align 4
  br label %15, !llvm.loop !6

225:                                              ; preds = %15
  %226 = load i32, ptr @n_fail, align 4
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.9, i32 noundef %226)
  %228 = load i32, ptr @n_fail, align 4
  %229 = icmp ne i32 %228, 0
  %230 = zext i1 %229 to i64
  %231 = select i1 %229, i32 1, i32 0
  ret i32 %231
}

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

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = fmul double %9, %10
  %12 = call double @sin(double noundef %11) #5
  %13 = call double @llvm.fmuladd.f64(double %7, double %8, double %12)
  %14 = load double, ptr %4, align 8
  %15 = fmul double 3.000000e-01, %14
  %16 = call double @exp(double noundef %15) #5
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %3, align 8
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double 1.000000e+00)
  %20 = fdiv double %16, %19
  %21 = fadd double %13, %20
  ret double %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
  %48 = select i1 %46, ptr @.str.11, ptr @.str.12
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(double noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store i32 1, ptr %8, align 4
  br label %9

9:                                                ; preds = %30, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sle i32 %10, %11
  br i1 %12, label %13, label %33

13:                                               ; preds = %9
  %14 = load i32, ptr %8, align 4
  %15 = sitofp i32 %14 to double
  %16 = load double, ptr %4, align 8
  %17 = fmul double %15, %16
  %18 = call double @sin(double noundef %17) #5
  %19 = load double, ptr %6, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sitofp i32 %20 to double
  %22 = fdiv double %19, %21
  %23 = call double @cos(double noundef %22) #5
  %24 = fmul double %18, %23
  %25 = load i32, ptr %8, align 4
  %26 = sitofp i32 %25 to double
  %27 = fdiv double %24, %26
  %28 = load double, ptr %7, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %7, align 8
  br label %30

30:                                               ; preds = %13
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %8, align 4
  br label %9, !llvm.loop !8

33:                                               ; preds = %9
  %34 = load double, ptr %7, align 8
  %35 = load double, ptr %4, align 8
  %36 = load double, ptr %6, align 8
  %37 = call double @llvm.fmuladd.f64(double %35, double %36, double %34)
  ret double %37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @h(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %5, align 8
  %11 = load double, ptr %6, align 8
  %12 = load double, ptr %6, align 8
  %13 = call double @llvm.fmuladd.f64(double %11, double %12, double 1.000000e+00)
  %14 = call double @log(double noundef %13) #5
  %15 = load double, ptr %5, align 8
  %16 = fmul double %14, %15
  %17 = load double, ptr %4, align 8
  %18 = fdiv double %16, %17
  %19 = call double @llvm.fmuladd.f64(double %9, double %10, double %18)
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @k3(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = call double @hypot(double noundef %7, double noundef %8) #5
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %4, align 8
  %12 = fsub double %10, %11
  %13 = call double @atan(double noundef %12) #5
  %14 = load double, ptr %5, align 8
  %15 = load double, ptr %6, align 8
  %16 = fmul double %14, %15
  %17 = call double @llvm.fmuladd.f64(double %9, double %13, double %16)
  ret double %17
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

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

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @atan(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
