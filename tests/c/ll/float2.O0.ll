; ModuleID = 'float2.c'
source_filename = "float2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.F2 = type { float, float }

@main.xs = internal constant [4 x float] [float 0xBFF3333340000000, float 0x3FD6666660000000, float 0x3FE99999A0000000, float 0x3FF99999A0000000], align 16
@main.ys = internal constant [4 x float] [float 0x3FECCCCCC0000000, float 0xBFE6666660000000, float 0x3FF4CCCCC0000000, float 0x4000CCCCC0000000], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"h.dx\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"h.dy\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"loopf.dx\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"loopf.dy\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"float2\00", align 1
@n_fail = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca %struct.F2, align 4
  %10 = alloca %struct.F2, align 4
  %11 = alloca %struct.F2, align 4
  %12 = alloca float, align 4
  %13 = alloca %struct.F2, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.F2, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %16

16:                                               ; preds = %242, %0
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %245

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %21
  %23 = load float, ptr %22, align 4
  store float %23, ptr %3, align 4
  %24 = load i32, ptr %2, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x float], ptr @main.ys, i64 0, i64 %25
  %27 = load float, ptr %26, align 4
  store float %27, ptr %4, align 4
  %28 = load float, ptr %3, align 4
  %29 = load float, ptr %3, align 4
  %30 = call float @stepf(float noundef %29)
  %31 = fadd float %28, %30
  store float %31, ptr %5, align 4
  %32 = load float, ptr %3, align 4
  %33 = load float, ptr %3, align 4
  %34 = call float @stepf(float noundef %33)
  %35 = fsub float %32, %34
  store float %35, ptr %6, align 4
  %36 = load float, ptr %4, align 4
  %37 = load float, ptr %4, align 4
  %38 = call float @stepf(float noundef %37)
  %39 = fadd float %36, %38
  store float %39, ptr %7, align 4
  %40 = load float, ptr %4, align 4
  %41 = load float, ptr %4, align 4
  %42 = call float @stepf(float noundef %41)
  %43 = fsub float %40, %42
  store float %43, ptr %8, align 4
  %44 = load float, ptr %3, align 4
  %45 = fpext float %44 to double
  %46 = load float, ptr %4, align 4
  %47 = fpext float %46 to double
  %48 = call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef %45, double noundef %47)
  store <2 x float> %48, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %10, i64 8, i1 false)
  %49 = load float, ptr %3, align 4
  %50 = fpext float %49 to double
  %51 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 0
  %52 = load float, ptr %51, align 4
  %53 = fpext float %52 to double
  %54 = load float, ptr %5, align 4
  %55 = load float, ptr %4, align 4
  %56 = call float @f(float noundef %54, float noundef %55)
  %57 = fpext float %56 to double
  %58 = load float, ptr %6, align 4
  %59 = load float, ptr %4, align 4
  %60 = call float @f(float noundef %58, float noundef %59)
  %61 = fpext float %60 to double
  %62 = fsub double %57, %61
  %63 = load float, ptr %5, align 4
  %64 = fpext float %63 to double
  %65 = load float, ptr %6, align 4
  %66 = fpext float %65 to double
  %67 = fsub double %64, %66
  %68 = fdiv double %62, %67
  call void @check(ptr noundef @.str, double noundef %50, double noundef %53, double noundef %68, double noundef 5.000000e-03)
  %69 = load float, ptr %4, align 4
  %70 = fpext float %69 to double
  %71 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 1
  %72 = load float, ptr %71, align 4
  %73 = fpext float %72 to double
  %74 = load float, ptr %3, align 4
  %75 = load float, ptr %7, align 4
  %76 = call float @f(float noundef %74, float noundef %75)
  %77 = fpext float %76 to double
  %78 = load float, ptr %3, align 4
  %79 = load float, ptr %8, align 4
  %80 = call float @f(float noundef %78, float noundef %79)
  %81 = fpext float %80 to double
  %82 = fsub double %77, %81
  %83 = load float, ptr %7, align 4
  %84 = fpext float %83 to double
  %85 = load float, ptr %8, align 4
  %86 = fpext float %85 to double
  %87 = fsub double %84, %86
  %88 = fdiv double %82, %87
  call void @check(ptr noundef @.str.1, double noundef %70, double noundef %73, double noundef %88, double noundef 5.000000e-03)
  %89 = load float, ptr %3, align 4
  %90 = fpext float %89 to double
  %91 = load float, ptr %4, align 4
  %92 = fpext float %91 to double
  %93 = call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef @g, double noundef %90, double noundef %92)
  store <2 x float> %93, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %11, i64 8, i1 false)
  %94 = load float, ptr %3, align 4
  %95 = fpext float %94 to double
  %96 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 0
  %97 = load float, ptr %96, align 4
  %98 = fpext float %97 to double
  %99 = load float, ptr %5, align 4
  %100 = load float, ptr %4, align 4
  %101 = call float @g(float noundef %99, float noundef %100)
  %102 = fpext float %101 to double
  %103 = load float, ptr %6, align 4
  %104 = load float, ptr %4, align 4
  %105 = call float @g(float noundef %103, float noundef %104)
  %106 = fpext float %105 to double
  %107 = fsub double %102, %106
  %108 = load float, ptr %5, align 4
  %109 = fpext float %108 to double
  %110 = load float, ptr %6, align 4
  %111 = fpext float %110 to double
  %112 = fsub double %109, %111
  %113 = fdiv double %107, %112
  call void @check(ptr noundef @.str.2, double noundef %95, double noundef %98, double noundef %113, double noundef 5.000000e-03)
  %114 = load float, ptr %4, align 4
  %115 = fpext float %114 to double
  %116 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 1
  %117 = load float, ptr %116, align 4
  %118 = fpext float %117 to double
  %119 = load float, ptr %3, align 4
  %120 = load float, ptr %7, align 4
  %121 = call float @g(float noundef %119, float noundef %120)
  %122 = fpext float %121 to double
  %123 = load float, ptr %3, align 4
  %124 = load float, ptr %8, align 4
  %125 = call float @g(float noundef %123, float noundef %124)
  %126 = fpext float %125 to double
  %127 = fsub double %122, %126
  %128 = load float, ptr %7, align 4
  %129 = fpext float %128 to double
  %130 = load float, ptr %8, align 4
  %131 = fpext float %130 to double
  %132 = fsub double %129, %131
  %133 = fdiv double %127, %132
  call void @check(ptr noundef @.str.3, double noundef %115, double noundef %118, double noundef %133, double noundef 5.000000e-03)
  %134 = load i32, ptr %2, align 4
  %135 = sitofp i32 %134 to float
  %136 = call float @llvm.fmuladd.f32(float 2.500000e-01, float %135, float 5.000000e-01)
  store float %136, ptr %12, align 4
  %137 = load float, ptr %3, align 4
  %138 = fpext float %137 to double
  %139 = load i32, ptr @enzyme_const, align 4
  %140 = load float, ptr %12, align 4
  %141 = fpext float %140 to double
  %142 = load float, ptr %4, align 4
  %143 = fpext float %142 to double
  %144 = call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef @h, double noundef %138, i32 noundef %139, double noundef %141, double noundef %143)
  store <2 x float> %144, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %13, i64 8, i1 false)
  %145 = load float, ptr %3, align 4
  %146 = fpext float %145 to double
  %147 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 0
  %148 = load float, ptr %147, align 4
  %149 = fpext float %148 to double
  %150 = load float, ptr %5, align 4
  %151 = load float, ptr %12, align 4
  %152 = load float, ptr %4, align 4
  %153 = call float @h(float noundef %150, float noundef %151, float noundef %152)
  %154 = fpext float %153 to double
  %155 = load float, ptr %6, align 4
  %156 = load float, ptr %12, align 4
  %157 = load float, ptr %4, align 4
  %158 = call float @h(float noundef %155, float noundef %156, float noundef %157)
  %159 = fpext float %158 to double
  %160 = fsub double %154, %159
  %161 = load float, ptr %5, align 4
  %162 = fpext float %161 to double
  %163 = load float, ptr %6, align 4
  %164 = fpext float %163 to double
  %165 = fsub double %162, %164
  %166 = fdiv double %160, %165
  call void @check(ptr noundef @.str.4, double noundef %146, double noundef %149, double noundef %166, double noundef 5.000000e-03)
  %167 = load float, ptr %4, align 4
  %168 = fpext float %167 to double
  %169 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 1
  %170 = load float, ptr %169, align 4
  %171 = fpext float %170 to double
  %172 = load float, ptr %3, align 4
  %173 = load float, ptr %12, align 4
  %174 = load float, ptr %7, align 4
  %175 = call float @h(float noundef %172, float noundef %173, float noundef %174)
  %176 = fpext float %175 to double
  %177 = load float, ptr %3, align 4
  %178 = load float, ptr %12, align 4
  %179 = load float, ptr %8, align 4
  %180 = call float @h(float noundef %177, float noundef %178, float noundef %179)
  %181 = fpext float %180 to double
  %182 = fsub double %176, %181
  %183 = load float, ptr %7, align 4
  %184 = fpext float %183 to double
  %185 = load float, ptr %8, align 4
  %186 = fpext float %185 to double
  %187 = fsub double %184, %186
  %188 = fdiv double %182, %187
  call void @check(ptr noundef @.str.5, double noundef %168, double noundef %171, double noundef %188, double noundef 5.000000e-03)
  %189 = load i32, ptr %2, align 4
  %190 = mul nsw i32 3, %189
  %191 = add nsw i32 4, %190
  store i32 %191, ptr %14, align 4
  %192 = load float, ptr %3, align 4
  %193 = fpext float %192 to double
  %194 = load float, ptr %4, align 4
  %195 = fpext float %194 to double
  %196 = load i32, ptr %14, align 4
  %197 = call <2 x float> (ptr, ...) @__enzyme_autodiff(ptr noundef @loopf, double noundef %193, double noundef %195, i32 noundef %196)
  store <2 x float> %197, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %15, i64 8, i1 false)
  %198 = load float, ptr %3, align 4
  %199 = fpext float %198 to double
  %200 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 0
  %201 = load float, ptr %200, align 4
  %202 = fpext float %201 to double
  %203 = load float, ptr %5, align 4
  %204 = load float, ptr %4, align 4
  %205 = load i32, ptr %14, align 4
  %206 = call float @loopf(float noundef %203, float noundef %204, i32 noundef %205)
  %207 = fpext float %206 to double
  %208 = load float, ptr %6, align 4
  %209 = load float, ptr %4, align 4
  %210 = load i32, ptr %14, align 4
  %211 = call float @loopf(float noundef %208, float noundef %209, i32 noundef %210)
  %212 = fpext float %211 to double
  %213 = fsub double %207, %212
  %214 = load float, ptr %5, align 4
  %215 = fpext float %214 to double
  %216 = load float, ptr %6, align 4
  %217 = fpext float %216 to double
  %218 = fsub double %215, %217
  %219 = fdiv double %213, %218
  call void @check(ptr noundef @.str.6, double noundef %199, double noundef %202, double noundef %219, double noundef 5.000000e-03)
  %220 = load float, ptr %4, align 4
  %221 = fpext float %220 to double
  %222 = getelementptr inbounds %struct.F2, ptr %9, i32 0, i32 1
  %223 = load float, ptr %222, align 4
  %224 = fpext float %223 to double
  %225 = load float, ptr %3, align 4
  %226 = load float, ptr %7, align 4
  %227 = load i32, ptr %14, align 4
  %228 = call float @loopf(float noundef %225, float noundef %226, i32 noundef %227)
  %229 = fpext float %228 to double
  %230 = load float, ptr %3, align 4
  %231 = load float, ptr %8, align 4
  %232 = load i32, ptr %14, align 4
  %233 = call float @loopf(float noundef %230, float noundef %231, i32 noundef %232)
  %234 = fpext float %233 to double
  %235 = fsub double %229, %234
  %236 = load float, ptr %7, align 4
  %237 = fpext float %236 to double
  %238 = load float, ptr %8, align 4
  %239 = fpext float %238 to double
  %240 = fsub double %237, %239
  %241 = fdiv double %235, %240
  call void @check(ptr noundef @.str.7, double noundef %221, double noundef %224, double noundef %241, double noundef 5.000000e-03)
  br label %242

242:                                              ; preds = %19
  %243 = load i32, ptr %2, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %2, align 4
  br label %16, !llvm.loop !6

245:                                              ; preds = %16
  %246 = load i32, ptr @n_fail, align 4
  %247 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.9, i32 noundef %246)
  %248 = load i32, ptr @n_fail, align 4
  %249 = icmp ne i32 %248, 0
  %250 = zext i1 %249 to i64
  %251 = select i1 %249, i32 1, i32 0
  ret i32 %251
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @stepf(float noundef %0) #1 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fabs.f32(float %3)
  %5 = fcmp ogt float %4, 1.000000e+00
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load float, ptr %2, align 4
  %8 = call float @llvm.fabs.f32(float %7)
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %6
  %11 = phi float [ %8, %6 ], [ 1.000000e+00, %9 ]
  %12 = fmul float 0x3F847AE140000000, %11
  ret float %12
}

declare <2 x float> @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f(float noundef %0, float noundef %1) #1 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = load float, ptr %3, align 4
  %8 = call float @sinf(float noundef %7) #6
  %9 = load float, ptr %4, align 4
  %10 = fmul float 5.000000e-01, %9
  %11 = call float @expf(float noundef %10) #6
  %12 = fmul float %8, %11
  %13 = call float @llvm.fmuladd.f32(float %5, float %6, float %12)
  ret float %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #1 {
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
define internal float @g(float noundef %0, float noundef %1) #1 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %6 = load float, ptr %3, align 4
  %7 = fpext float %6 to double
  %8 = load float, ptr %4, align 4
  %9 = fpext float %8 to double
  %10 = fmul double %7, %9
  store double %10, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %5, align 8
  %13 = call double @llvm.fmuladd.f64(double %11, double %12, double 1.000000e+00)
  %14 = call double @sqrt(double noundef %13) #6
  %15 = fptrunc double %14 to float
  %16 = load float, ptr %3, align 4
  %17 = load float, ptr %4, align 4
  %18 = fdiv float %16, %17
  %19 = fadd float %15, %18
  %20 = load float, ptr %3, align 4
  %21 = fpext float %20 to double
  %22 = fmul double %21, 2.500000e-01
  %23 = call double @exp(double noundef %22) #6
  %24 = fptrunc double %23 to float
  %25 = fadd float %19, %24
  ret float %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal float @h(float noundef %0, float noundef %1, float noundef %2) #1 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %4, align 4
  %8 = call float @powf(float noundef %7, float noundef 2.000000e+00) #6
  %9 = load float, ptr %5, align 4
  %10 = load float, ptr %6, align 4
  %11 = load float, ptr %5, align 4
  %12 = fmul float %10, %11
  %13 = call float @tanhf(float noundef %12) #6
  %14 = call float @llvm.fmuladd.f32(float %8, float %9, float %13)
  %15 = load float, ptr %4, align 4
  %16 = load float, ptr %4, align 4
  %17 = call float @llvm.fmuladd.f32(float %15, float %16, float 1.000000e+00)
  %18 = call float @logf(float noundef %17) #6
  %19 = load float, ptr %6, align 4
  %20 = call float @llvm.fmuladd.f32(float %18, float %19, float %14)
  ret float %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @loopf(float noundef %0, float noundef %1, i32 noundef %2) #1 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %32, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %35

13:                                               ; preds = %9
  %14 = load float, ptr %4, align 4
  %15 = load float, ptr %7, align 4
  %16 = fmul float %14, %15
  %17 = load float, ptr %5, align 4
  %18 = load i32, ptr %8, align 4
  %19 = add nsw i32 %18, 1
  %20 = sitofp i32 %19 to float
  %21 = fdiv float %17, %20
  %22 = call float @llvm.fmuladd.f32(float %16, float 0x3F847AE140000000, float %21)
  %23 = load float, ptr %4, align 4
  %24 = fmul float 0x3FD3333340000000, %23
  %25 = load i32, ptr %8, align 4
  %26 = sitofp i32 %25 to float
  %27 = fmul float %24, %26
  %28 = call float @cosf(float noundef %27) #6
  %29 = call float @llvm.fmuladd.f32(float %28, float 0x3FB99999A0000000, float %22)
  %30 = load float, ptr %7, align 4
  %31 = fadd float %30, %29
  store float %31, ptr %7, align 4
  br label %32

32:                                               ; preds = %13
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %9, !llvm.loop !8

35:                                               ; preds = %9
  %36 = load float, ptr %7, align 4
  ret float %36
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nounwind
declare float @sinf(float noundef) #5

; Function Attrs: nounwind
declare float @expf(float noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finite_bits(double noundef %0) #1 {
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
declare double @sqrt(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #5

; Function Attrs: nounwind
declare float @tanhf(float noundef) #5

; Function Attrs: nounwind
declare float @logf(float noundef) #5

; Function Attrs: nounwind
declare float @cosf(float noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
