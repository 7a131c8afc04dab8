; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i64, float, ptr }
%struct.P = type { i32, double, ptr, i64, float }

@main.ns = internal constant [2 x i32] [i32 12, i32 3], align 4
@.str = private unnamed_addr constant [11 x i8] c"pf.d(xs,a)\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pf.df(float field)\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"pf.dn_untouched\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"pf.dk_untouched\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"pf.dxs_pointer_kept\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"pnorm.JTw\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"pnorm.df(float field)\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"structs\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca [13 x double], align 16
  %6 = alloca [13 x double], align 16
  %7 = alloca [13 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca float, align 4
  %12 = alloca double, align 8
  %13 = alloca %struct.Ctx, align 8
  %14 = alloca %struct.P, align 8
  %15 = alloca %struct.P, align 8
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca %struct.P, align 8
  %19 = alloca %struct.P, align 8
  %20 = alloca %struct.P, align 8
  %21 = alloca %struct.P, align 8
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca %struct.Ctx, align 8
  %25 = alloca %struct.Ctx, align 8
  store i32 0, ptr %1, align 4
  %26 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %26, i32 noundef 12, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %27 = getelementptr inbounds [13 x double], ptr %7, i64 0, i64 0
  call void @fill(ptr noundef %27, i32 noundef 13, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %8, align 4
  br label %28

28:                                               ; preds = %223, %0
  %29 = load i32, ptr %8, align 4
  %30 = icmp slt i32 %29, 2
  br i1 %30, label %31, label %226

31:                                               ; preds = %28
  %32 = load i32, ptr %8, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %9, align 4
  %36 = load i32, ptr %8, align 4
  %37 = add nsw i32 3, %36
  %38 = sext i32 %37 to i64
  store i64 %38, ptr %10, align 8
  %39 = load i32, ptr %8, align 4
  %40 = sitofp i32 %39 to float
  %41 = call float @llvm.fmuladd.f32(float 0xBFD3333340000000, float %40, float 0x3FE6666660000000)
  store float %41, ptr %11, align 4
  %42 = load i32, ptr %8, align 4
  %43 = sitofp i32 %42 to double
  %44 = call double @llvm.fmuladd.f64(double 2.000000e-01, double %43, double 1.300000e+00)
  store double %44, ptr %12, align 8
  %45 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 0
  %46 = load i32, ptr %9, align 4
  store i32 %46, ptr %45, align 8
  %47 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 1
  %48 = load i64, ptr %10, align 8
  store i64 %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 2
  %50 = load float, ptr %11, align 4
  store float %50, ptr %49, align 8
  %51 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 3
  %52 = getelementptr inbounds [13 x double], ptr %7, i64 0, i64 0
  store ptr %52, ptr %51, align 8
  %53 = getelementptr inbounds [13 x double], ptr %5, i64 0, i64 0
  %54 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %53, ptr align 16 %54, i64 %57, i1 false)
  %58 = load double, ptr %12, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [13 x double], ptr %5, i64 0, i64 %60
  store double %58, ptr %61, align 8
  %62 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %63 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %62, ptr align 16 %63, i64 96, i1 false)
  %64 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %64, i8 0, i64 96, i1 false)
  %65 = getelementptr inbounds %struct.P, ptr %14, i32 0, i32 0
  %66 = load i32, ptr %9, align 4
  store i32 %66, ptr %65, align 8
  %67 = getelementptr inbounds %struct.P, ptr %14, i32 0, i32 1
  %68 = load double, ptr %12, align 8
  store double %68, ptr %67, align 8
  %69 = getelementptr inbounds %struct.P, ptr %14, i32 0, i32 2
  %70 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  store ptr %70, ptr %69, align 8
  %71 = getelementptr inbounds %struct.P, ptr %14, i32 0, i32 3
  %72 = load i64, ptr %10, align 8
  store i64 %72, ptr %71, align 8
  %73 = getelementptr inbounds %struct.P, ptr %14, i32 0, i32 4
  %74 = load float, ptr %11, align 4
  store float %74, ptr %73, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 40, i1 false)
  %75 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %76 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 2
  store ptr %75, ptr %76, align 8
  %77 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @pf, ptr noundef %14, ptr noundef %15)
  %78 = getelementptr inbounds [13 x double], ptr %6, i64 0, i64 0
  %79 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %80 = load i32, ptr %9, align 4
  %81 = sext i32 %80 to i64
  %82 = mul i64 %81, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %78, ptr align 16 %79, i64 %82, i1 false)
  %83 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 1
  %84 = load double, ptr %83, align 8
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [13 x double], ptr %6, i64 0, i64 %86
  store double %84, ptr %87, align 8
  %88 = getelementptr inbounds [13 x double], ptr %5, i64 0, i64 0
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 %89, 1
  %91 = getelementptr inbounds [13 x double], ptr %6, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj_pf, ptr noundef %13, ptr noundef %88, i32 noundef %90, ptr noundef %91, double noundef 0x3EB0C6F7A0B5ED8D)
  %92 = load float, ptr %11, align 4
  %93 = fadd float %92, 1.250000e-01
  store float %93, ptr %16, align 4
  %94 = load float, ptr %11, align 4
  %95 = fsub float %94, 1.250000e-01
  store float %95, ptr %17, align 4
  %96 = getelementptr inbounds %struct.P, ptr %18, i32 0, i32 0
  %97 = load i32, ptr %9, align 4
  store i32 %97, ptr %96, align 8
  %98 = getelementptr inbounds %struct.P, ptr %18, i32 0, i32 1
  %99 = load double, ptr %12, align 8
  store double %99, ptr %98, align 8
  %100 = getelementptr inbounds %struct.P, ptr %18, i32 0, i32 2
  %101 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  store ptr %101, ptr %100, align 8
  %102 = getelementptr inbounds %struct.P, ptr %18, i32 0, i32 3
  %103 = load i64, ptr %10, align 8
  store i64 %103, ptr %102, align 8
  %104 = getelementptr inbounds %struct.P, ptr %18, i32 0, i32 4
  %105 = load float, ptr %16, align 4
  store float %105, ptr %104, align 8
  %106 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 0
  %107 = load i32, ptr %9, align 4
  store i32 %107, ptr %106, align 8
  %108 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 1
  %109 = load double, ptr %12, align 8
  store double %109, ptr %108, align 8
  %110 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 2
  %111 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  store ptr %111, ptr %110, align 8
  %112 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 3
  %113 = load i64, ptr %10, align 8
  store i64 %113, ptr %112, align 8
  %114 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 4
  %115 = load float, ptr %17, align 4
  store float %115, ptr %114, align 8
  %116 = load i32, ptr %8, align 4
  %117 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 4
  %118 = load float, ptr %117, align 8
  %119 = fpext float %118 to double
  %120 = call double @pf(ptr noundef %18)
  %121 = call double @pf(ptr noundef %19)
  %122 = fsub double %120, %121
  %123 = load float, ptr %16, align 4
  %124 = fpext float %123 to double
  %125 = load float, ptr %17, align 4
  %126 = fpext float %125 to double
  %127 = fsub double %124, %126
  %128 = fdiv double %122, %127
  %129 = call i32 @check(ptr noundef @.str.1, i32 noundef %116, double noundef %119, double noundef %128, double noundef 1.000000e-05)
  %130 = load i32, ptr %8, align 4
  %131 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 0
  %132 = load i32, ptr %131, align 8
  %133 = sitofp i32 %132 to double
  %134 = call i32 @check(ptr noundef @.str.2, i32 noundef %130, double noundef %133, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %135 = load i32, ptr %8, align 4
  %136 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 3
  %137 = load i64, ptr %136, align 8
  %138 = sitofp i64 %137 to double
  %139 = call i32 @check(ptr noundef @.str.3, i32 noundef %135, double noundef %138, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %140 = load i32, ptr %8, align 4
  %141 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 2
  %142 = load ptr, ptr %141, align 8
  %143 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %144 = icmp eq ptr %142, %143
  %145 = zext i1 %144 to i32
  %146 = sitofp i32 %145 to double
  %147 = call i32 @check(ptr noundef @.str.4, i32 noundef %140, double noundef %146, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %148 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %149 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %148, ptr align 16 %149, i64 96, i1 false)
  %150 = getelementptr inbounds %struct.P, ptr %20, i32 0, i32 0
  %151 = load i32, ptr %9, align 4
  store i32 %151, ptr %150, align 8
  %152 = getelementptr inbounds %struct.P, ptr %20, i32 0, i32 1
  %153 = load double, ptr %12, align 8
  store double %153, ptr %152, align 8
  %154 = getelementptr inbounds %struct.P, ptr %20, i32 0, i32 2
  %155 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  store ptr %155, ptr %154, align 8
  %156 = getelementptr inbounds %struct.P, ptr %20, i32 0, i32 3
  %157 = load i64, ptr %10, align 8
  store i64 %157, ptr %156, align 8
  %158 = getelementptr inbounds %struct.P, ptr %20, i32 0, i32 4
  %159 = load float, ptr %11, align 4
  store float %159, ptr %158, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %21, i8 0, i64 40, i1 false)
  %160 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %161 = getelementptr inbounds %struct.P, ptr %21, i32 0, i32 2
  store ptr %160, ptr %161, align 8
  %162 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %163 = getelementptr inbounds [13 x double], ptr %7, i64 0, i64 0
  %164 = load i32, ptr %9, align 4
  %165 = sext i32 %164 to i64
  %166 = mul i64 %165, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %162, ptr align 16 %163, i64 %166, i1 false)
  %167 = load i32, ptr %9, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [13 x double], ptr %7, i64 0, i64 %168
  %170 = load double, ptr %169, align 8
  %171 = getelementptr inbounds %struct.P, ptr %21, i32 0, i32 1
  store double %170, ptr %171, align 8
  %172 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @pnorm, ptr noundef %20, ptr noundef %21)
  %173 = getelementptr inbounds [13 x double], ptr %6, i64 0, i64 0
  %174 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %175 = load i32, ptr %9, align 4
  %176 = sext i32 %175 to i64
  %177 = mul i64 %176, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %173, ptr align 16 %174, i64 %177, i1 false)
  %178 = getelementptr inbounds %struct.P, ptr %21, i32 0, i32 1
  %179 = load double, ptr %178, align 8
  %180 = load i32, ptr %9, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [13 x double], ptr %6, i64 0, i64 %181
  store double %179, ptr %182, align 8
  %183 = getelementptr inbounds [13 x double], ptr %5, i64 0, i64 0
  %184 = load i32, ptr %9, align 4
  %185 = add nsw i32 %184, 1
  %186 = getelementptr inbounds [13 x double], ptr %6, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.5, ptr noundef @obj_pnorm, ptr noundef %13, ptr noundef %183, i32 noundef %185, ptr noundef %186, double noundef 0x3EB0C6F7A0B5ED8D)
  %187 = load float, ptr %11, align 4
  %188 = fadd float %187, 0x3F50624DE0000000
  store float %188, ptr %22, align 4
  %189 = load float, ptr %11, align 4
  %190 = fsub float %189, 0x3F50624DE0000000
  store float %190, ptr %23, align 4
  %191 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 0
  %192 = load i32, ptr %9, align 4
  store i32 %192, ptr %191, align 8
  %193 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 1
  %194 = load i64, ptr %10, align 8
  store i64 %194, ptr %193, align 8
  %195 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 2
  %196 = load float, ptr %22, align 4
  store float %196, ptr %195, align 8
  %197 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 3
  %198 = getelementptr inbounds [13 x double], ptr %7, i64 0, i64 0
  store ptr %198, ptr %197, align 8
  %199 = getelementptr inbounds %struct.Ctx, ptr %25, i32 0, i32 0
  %200 = load i32, ptr %9, align 4
  store i32 %200, ptr %199, align 8
  %201 = getelementptr inbounds %struct.Ctx, ptr %25, i32 0, i32 1
  %202 = load i64, ptr %10, align 8
  store i64 %202, ptr %201, align 8
  %203 = getelementptr inbounds %struct.Ctx, ptr %25, i32 0, i32 2
  %204 = load float, ptr %23, align 4
  store float %204, ptr %203, align 8
  %205 = getelementptr inbounds %struct.Ctx, ptr %25, i32 0, i32 3
  %206 = getelementptr inbounds [13 x double], ptr %7, i64 0, i64 0
  store ptr %206, ptr %205, align 8
  %207 = load i32, ptr %8, align 4
  %208 = getelementptr inbounds %struct.P, ptr %21, i32 0, i32 4
  %209 = load float, ptr %208, align 8
  %210 = fpext float %209 to double
  %211 = getelementptr inbounds [13 x double], ptr %5, i64 0, i64 0
  %212 = call double @obj_pnorm(ptr noundef %211, ptr noundef %24)
  %213 = getelementptr inbounds [13 x double], ptr %5, i64 0, i64 0
  %214 = call double @obj_pnorm(ptr noundef %213, ptr noundef %25)
  %215 = fsub double %212, %214
  %216 = load float, ptr %22, align 4
  %217 = fpext float %216 to double
  %218 = load float, ptr %23, align 4
  %219 = fpext float %218 to double
  %220 = fsub double %217, %219
  %221 = fdiv double %215, %220
  %222 = call i32 @check(ptr noundef @.str.6, i32 noundef %207, double noundef %210, double noundef %221, double noundef 1.000000e-04)
  br label %223

223:                                              ; preds = %31
  %224 = load i32, ptr %8, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %8, align 4
  br label %28, !llvm.loop !6

226:                                              ; preds = %28
  %227 = call i32 @finish(ptr noundef @.str.7)
  ret i32 %227
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %22, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %8, align 8
  %17 = call double @urand(double noundef %15, double noundef %16)
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  store double %17, ptr %21, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %10, !llvm.loop !8

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %54, %1
  %6 = load i32, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = icmp slt i32 %6, %9
  br i1 %10, label %11, label %57

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.P, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fmul double %14, %21
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.P, ptr %23, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.P, ptr %30, i32 0, i32 4
  %32 = load float, ptr %31, align 8
  %33 = fpext float %32 to double
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds %struct.P, ptr %34, i32 0, i32 2
  %36 = load ptr, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = call double @sin(double noundef %40) #7
  %42 = fmul double %33, %41
  %43 = load ptr, ptr %2, align 8
  %44 = getelementptr inbounds %struct.P, ptr %43, i32 0, i32 3
  %45 = load i64, ptr %44, align 8
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 %45, %47
  %49 = sitofp i64 %48 to double
  %50 = fmul double %42, %49
  %51 = call double @llvm.fmuladd.f64(double %22, double %29, double %50)
  %52 = load double, ptr %3, align 8
  %53 = fadd double %52, %51
  store double %53, ptr %3, align 8
  br label %54

54:                                               ; preds = %11
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  br label %5, !llvm.loop !9

57:                                               ; preds = %5
  %58 = load double, ptr %3, align 8
  %59 = load ptr, ptr %2, align 8
  %60 = getelementptr inbounds %struct.P, ptr %59, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %61, double 1.000000e+00)
  %63 = fmul double %58, %62
  ret double %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_grad(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, double noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca double, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store ptr %5, ptr %13, align 8
  store double %6, ptr %14, align 8
  %17 = load i32, ptr %12, align 4
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %7
  %20 = load i32, ptr %12, align 4
  br label %22

21:                                               ; preds = %7
  br label %22

22:                                               ; preds = %21, %19
  %23 = phi i32 [ %20, %19 ], [ 1, %21 ]
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 8
  %26 = call noalias ptr @malloc(i64 noundef %25) #8
  store ptr %26, ptr %15, align 8
  %27 = load ptr, ptr %15, align 8
  %28 = load ptr, ptr %11, align 8
  %29 = load i32, ptr %12, align 4
  %30 = sext i32 %29 to i64
  %31 = mul i64 %30, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %28, i64 %31, i1 false)
  store i32 0, ptr %16, align 4
  br label %32

32:                                               ; preds = %51, %22
  %33 = load i32, ptr %16, align 4
  %34 = load i32, ptr %12, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %54

36:                                               ; preds = %32
  %37 = load ptr, ptr %8, align 8
  %38 = load i32, ptr %16, align 4
  %39 = load ptr, ptr %13, align 8
  %40 = load i32, ptr %16, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %9, align 8
  %45 = load ptr, ptr %10, align 8
  %46 = load ptr, ptr %15, align 8
  %47 = load i32, ptr %16, align 4
  %48 = call double @fd_coord(ptr noundef %44, ptr noundef %45, ptr noundef %46, i32 noundef %47)
  %49 = load double, ptr %14, align 8
  %50 = call i32 @check(ptr noundef %37, i32 noundef %38, double noundef %43, double noundef %48, double noundef %49)
  br label %51

51:                                               ; preds = %36
  %52 = load i32, ptr %16, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %16, align 4
  br label %32, !llvm.loop !10

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_pf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [12 x double], align 16
  %7 = alloca %struct.P, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %5, align 8
  %9 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = sext i32 %13 to i64
  %15 = mul i64 %14, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 8 %10, i64 %15, i1 false)
  %16 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  store i32 %19, ptr %16, align 8
  %20 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %21 = load ptr, ptr %3, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.Ctx, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 8
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %21, i64 %25
  %27 = load double, ptr %26, align 8
  store double %27, ptr %20, align 8
  %28 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 2
  %29 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  store ptr %29, ptr %28, align 8
  %30 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 3
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.Ctx, ptr %31, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  store i64 %33, ptr %30, align 8
  %34 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 4
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.Ctx, ptr %35, i32 0, i32 2
  %37 = load float, ptr %36, align 8
  store float %37, ptr %34, align 8
  %38 = call double @pf(ptr noundef %7)
  ret double %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
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
  %42 = load i32, ptr %7, align 4
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.9, ptr @.str.10
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  %56 = load i32, ptr %12, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pnorm(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %4, align 4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.P, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = icmp slt i32 %8, %11
  br i1 %12, label %13, label %33

13:                                               ; preds = %7
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.P, ptr %14, i32 0, i32 2
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds %struct.P, ptr %21, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %3, align 8
  %29 = call double @llvm.fmuladd.f64(double %20, double %27, double %28)
  store double %29, ptr %3, align 8
  br label %30

30:                                               ; preds = %13
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  br label %7, !llvm.loop !11

33:                                               ; preds = %7
  %34 = load double, ptr %3, align 8
  %35 = call double @sqrt(double noundef %34) #7
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.P, ptr %36, i32 0, i32 4
  %38 = load float, ptr %37, align 8
  %39 = fpext float %38 to double
  %40 = call double @llvm.fmuladd.f64(double 1.000000e-02, double %39, double %35)
  store double %40, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %41

41:                                               ; preds = %67, %33
  %42 = load i32, ptr %6, align 4
  %43 = load ptr, ptr %2, align 8
  %44 = getelementptr inbounds %struct.P, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 8
  %46 = icmp slt i32 %42, %45
  br i1 %46, label %47, label %70

47:                                               ; preds = %41
  %48 = load ptr, ptr %2, align 8
  %49 = getelementptr inbounds %struct.P, ptr %48, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = load ptr, ptr %2, align 8
  %52 = getelementptr inbounds %struct.P, ptr %51, i32 0, i32 2
  %53 = load ptr, ptr %52, align 8
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = fmul double %50, %57
  %59 = load double, ptr %5, align 8
  %60 = fdiv double %58, %59
  %61 = load ptr, ptr %2, align 8
  %62 = getelementptr inbounds %struct.P, ptr %61, i32 0, i32 2
  %63 = load ptr, ptr %62, align 8
  %64 = load i32, ptr %6, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  store double %60, ptr %66, align 8
  br label %67

67:                                               ; preds = %47
  %68 = load i32, ptr %6, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %6, align 4
  br label %41, !llvm.loop !12

70:                                               ; preds = %41
  %71 = load double, ptr %5, align 8
  %72 = load ptr, ptr %2, align 8
  %73 = getelementptr inbounds %struct.P, ptr %72, i32 0, i32 1
  store double %71, ptr %73, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_pnorm(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [12 x double], align 16
  %7 = alloca %struct.P, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr %5, align 8
  %11 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 8 %12, i64 %17, i1 false)
  %18 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  store i32 %21, ptr %18, align 8
  %22 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %23 = load ptr, ptr %3, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 8
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %23, i64 %27
  %29 = load double, ptr %28, align 8
  store double %29, ptr %22, align 8
  %30 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 2
  %31 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 0
  store ptr %31, ptr %30, align 8
  %32 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 3
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.Ctx, ptr %33, i32 0, i32 1
  %35 = load i64, ptr %34, align 8
  store i64 %35, ptr %32, align 8
  %36 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 4
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.Ctx, ptr %37, i32 0, i32 2
  %39 = load float, ptr %38, align 8
  store float %39, ptr %36, align 8
  call void @pnorm(ptr noundef %7)
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.Ctx, ptr %40, i32 0, i32 3
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds %struct.Ctx, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 8
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %42, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = fmul double %48, %50
  store double %51, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %52

52:                                               ; preds = %72, %2
  %53 = load i32, ptr %9, align 4
  %54 = load ptr, ptr %5, align 8
  %55 = getelementptr inbounds %struct.Ctx, ptr %54, i32 0, i32 0
  %56 = load i32, ptr %55, align 8
  %57 = icmp slt i32 %53, %56
  br i1 %57, label %58, label %75

58:                                               ; preds = %52
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.Ctx, ptr %59, i32 0, i32 3
  %61 = load ptr, ptr %60, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = load double, ptr %8, align 8
  %71 = call double @llvm.fmuladd.f64(double %65, double %69, double %70)
  store double %71, ptr %8, align 8
  br label %72

72:                                               ; preds = %58
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %52, !llvm.loop !13

75:                                               ; preds = %52
  %76 = load double, ptr %8, align 8
  ret double %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @urand(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load i64, ptr @rng_state, align 8
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  store i64 %7, ptr @rng_state, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %3, align 8
  %11 = fsub double %9, %10
  %12 = load i64, ptr @rng_state, align 8
  %13 = lshr i64 %12, 11
  %14 = uitofp i64 %13 to double
  %15 = fmul double %11, %14
  %16 = call double @llvm.fmuladd.f64(double %15, double 0x3CA0000000000000, double %8)
  ret double %16
}

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_coord(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = load ptr, ptr %7, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  store double %19, ptr %9, align 8
  %20 = load double, ptr %9, align 8
  %21 = call double @step(double noundef %20)
  store double %21, ptr %10, align 8
  %22 = load double, ptr %9, align 8
  %23 = load double, ptr %10, align 8
  %24 = fadd double %22, %23
  store double %24, ptr %11, align 8
  %25 = load double, ptr %9, align 8
  %26 = load double, ptr %10, align 8
  %27 = fsub double %25, %26
  store double %27, ptr %12, align 8
  %28 = load double, ptr %11, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  store double %28, ptr %32, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = call double %33(ptr noundef %34, ptr noundef %35)
  store double %36, ptr %13, align 8
  %37 = load double, ptr %12, align 8
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  store double %37, ptr %41, align 8
  %42 = load ptr, ptr %5, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = load ptr, ptr %6, align 8
  %45 = call double %42(ptr noundef %43, ptr noundef %44)
  store double %45, ptr %14, align 8
  %46 = load double, ptr %9, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store double %46, ptr %50, align 8
  %51 = load double, ptr %13, align 8
  %52 = load double, ptr %14, align 8
  %53 = fsub double %51, %52
  %54 = load double, ptr %11, align 8
  %55 = load double, ptr %12, align 8
  %56 = fsub double %54, %55
  %57 = fdiv double %53, %56
  ret double %57
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

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

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
