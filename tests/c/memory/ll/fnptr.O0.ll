; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32, ptr }
%struct.Model = type { ptr, double }

@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"chosen(wave).dx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"chosen(cube).dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"chosen.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"chosen.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"tabled.dx\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"tabled.fwd\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"tabled.fwd_rev\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"energy(square_all).dx\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"energy(diff2).dx\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"energy.fwd\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"energy.fwd_rev\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@.str.11 = private unnamed_addr constant [9 x i8] c"model.dx\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"model.dscale\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"model.fwd\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"scal.fwd_over_rev\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"fnptr\00", align 1
@table = internal global [3 x ptr] [ptr @cube, ptr @wave, ptr @exp], align 16
@rng_state = internal global i64 2685821657736338717, align 8
@.str.16 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.19 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dscal(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr @enzyme_const, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @scal, double noundef %5, i32 noundef %6, i32 noundef %7)
  ret double %8
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @scal(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  %9 = load double, ptr %3, align 8
  %10 = call double %8(double noundef %9)
  %11 = load double, ptr %3, align 8
  %12 = fmul double %10, %11
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Ctx, align 8
  %8 = alloca double, align 8
  %9 = alloca %struct.Model, align 8
  %10 = alloca %struct.Model, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.Model, align 8
  %14 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 6, ptr %5, align 4
  %15 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %15, i32 noundef 6, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %16 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %16, i32 noundef 6, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %6, align 4
  br label %17

17:                                               ; preds = %208, %0
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %18, 2
  br i1 %19, label %20, label %211

20:                                               ; preds = %17
  %21 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  store i32 %22, ptr %21, align 8
  %23 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 1
  %24 = load i32, ptr %6, align 4
  store i32 %24, ptr %23, align 4
  %25 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 2
  %26 = load i32, ptr %6, align 4
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, ptr @square_all, ptr @diff2
  store ptr %29, ptr %25, align 8
  %30 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %30, i8 0, i64 48, i1 false)
  %31 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %32 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %33 = load i32, ptr @enzyme_const, align 4
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr @enzyme_const, align 4
  %36 = load i32, ptr %6, align 4
  %37 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @chosen, ptr noundef %31, ptr noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = load i32, ptr %6, align 4
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, ptr @.str, ptr @.str.1
  %42 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %43 = load i32, ptr %5, align 4
  %44 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef %41, ptr noundef @obj_chosen, ptr noundef %7, ptr noundef %42, i32 noundef %43, ptr noundef %44, double noundef 0x3EB0C6F7A0B5ED8D)
  %45 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %46 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %47 = load i32, ptr @enzyme_const, align 4
  %48 = load i32, ptr %5, align 4
  %49 = load i32, ptr @enzyme_const, align 4
  %50 = load i32, ptr %6, align 4
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @chosen, ptr noundef %45, ptr noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  store double %51, ptr %8, align 8
  %52 = load i32, ptr %6, align 4
  %53 = load double, ptr %8, align 8
  %54 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %55 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %56 = load i32, ptr %5, align 4
  %57 = call double @fd_dir(ptr noundef @obj_chosen, ptr noundef %7, ptr noundef %54, ptr noundef %55, i32 noundef %56)
  %58 = call i32 @check(ptr noundef @.str.2, i32 noundef %52, double noundef %53, double noundef %57, double noundef 0x3EB0C6F7A0B5ED8D)
  %59 = load i32, ptr %6, align 4
  %60 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %61 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %62 = load i32, ptr %5, align 4
  %63 = load double, ptr %8, align 8
  call void @check_dot(ptr noundef @.str.3, i32 noundef %59, ptr noundef %60, ptr noundef %61, i32 noundef %62, double noundef %63)
  %64 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %64, i8 0, i64 48, i1 false)
  %65 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %66 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %67 = load i32, ptr @enzyme_const, align 4
  %68 = load i32, ptr %5, align 4
  %69 = load i32, ptr @enzyme_const, align 4
  %70 = load i32, ptr %6, align 4
  %71 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @tabled, ptr noundef %65, ptr noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %70)
  %72 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %73 = load i32, ptr %5, align 4
  %74 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @obj_tabled, ptr noundef %7, ptr noundef %72, i32 noundef %73, ptr noundef %74, double noundef 0x3EB0C6F7A0B5ED8D)
  %75 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %76 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %77 = load i32, ptr @enzyme_const, align 4
  %78 = load i32, ptr %5, align 4
  %79 = load i32, ptr @enzyme_const, align 4
  %80 = load i32, ptr %6, align 4
  %81 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @tabled, ptr noundef %75, ptr noundef %76, i32 noundef %77, i32 noundef %78, i32 noundef %79, i32 noundef %80)
  store double %81, ptr %8, align 8
  %82 = load i32, ptr %6, align 4
  %83 = load double, ptr %8, align 8
  %84 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %85 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %86 = load i32, ptr %5, align 4
  %87 = call double @fd_dir(ptr noundef @obj_tabled, ptr noundef %7, ptr noundef %84, ptr noundef %85, i32 noundef %86)
  %88 = call i32 @check(ptr noundef @.str.5, i32 noundef %82, double noundef %83, double noundef %87, double noundef 0x3EB0C6F7A0B5ED8D)
  %89 = load i32, ptr %6, align 4
  %90 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %91 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %92 = load i32, ptr %5, align 4
  %93 = load double, ptr %8, align 8
  call void @check_dot(ptr noundef @.str.6, i32 noundef %89, ptr noundef %90, ptr noundef %91, i32 noundef %92, double noundef %93)
  %94 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %94, i8 0, i64 48, i1 false)
  %95 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %96 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %97 = load i32, ptr @enzyme_const, align 4
  %98 = load i32, ptr %5, align 4
  %99 = load i32, ptr @enzyme_const, align 4
  %100 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 2
  %101 = load ptr, ptr %100, align 8
  %102 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @energy, ptr noundef %95, ptr noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99, ptr noundef %101)
  %103 = load i32, ptr %6, align 4
  %104 = icmp ne i32 %103, 0
  %105 = zext i1 %104 to i64
  %106 = select i1 %104, ptr @.str.7, ptr @.str.8
  %107 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %108 = load i32, ptr %5, align 4
  %109 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef %106, ptr noundef @obj_energy, ptr noundef %7, ptr noundef %107, i32 noundef %108, ptr noundef %109, double noundef 0x3EB0C6F7A0B5ED8D)
  %110 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %111 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %112 = load i32, ptr @enzyme_const, align 4
  %113 = load i32, ptr %5, align 4
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 2
  %116 = load ptr, ptr %115, align 8
  %117 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @energy, ptr noundef %110, ptr noundef %111, i32 noundef %112, i32 noundef %113, i32 noundef %114, ptr noundef %116)
  store double %117, ptr %8, align 8
  %118 = load i32, ptr %6, align 4
  %119 = load double, ptr %8, align 8
  %120 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %121 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %122 = load i32, ptr %5, align 4
  %123 = call double @fd_dir(ptr noundef @obj_energy, ptr noundef %7, ptr noundef %120, ptr noundef %121, i32 noundef %122)
  %124 = call i32 @check(ptr noundef @.str.9, i32 noundef %118, double noundef %119, double noundef %123, double noundef 0x3EB0C6F7A0B5ED8D)
  %125 = load i32, ptr %6, align 4
  %126 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %127 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %128 = load i32, ptr %5, align 4
  %129 = load double, ptr %8, align 8
  call void @check_dot(ptr noundef @.str.10, i32 noundef %125, ptr noundef %126, ptr noundef %127, i32 noundef %128, double noundef %129)
  %130 = getelementptr inbounds %struct.Model, ptr %9, i32 0, i32 0
  %131 = load i32, ptr %6, align 4
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i64
  %134 = select i1 %132, ptr @wave, ptr @cube
  store ptr %134, ptr %130, align 8
  %135 = getelementptr inbounds %struct.Model, ptr %9, i32 0, i32 1
  store double 1.500000e+00, ptr %135, align 8
  %136 = getelementptr inbounds %struct.Model, ptr %10, i32 0, i32 0
  %137 = load i32, ptr %6, align 4
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i64
  %140 = select i1 %138, ptr @wave, ptr @cube
  store ptr %140, ptr %136, align 8
  %141 = getelementptr inbounds %struct.Model, ptr %10, i32 0, i32 1
  store double 0.000000e+00, ptr %141, align 8
  %142 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %142, i8 0, i64 48, i1 false)
  %143 = load i32, ptr @enzyme_dup, align 4
  %144 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %145 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %146 = load i32, ptr @enzyme_const, align 4
  %147 = load i32, ptr %5, align 4
  %148 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @model_eval, i32 noundef %143, ptr noundef %9, ptr noundef %10, ptr noundef %144, ptr noundef %145, i32 noundef %146, i32 noundef %147)
  %149 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %150 = load i32, ptr %5, align 4
  %151 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.11, ptr noundef @obj_model, ptr noundef %7, ptr noundef %149, i32 noundef %150, ptr noundef %151, double noundef 0x3EB0C6F7A0B5ED8D)
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %152

152:                                              ; preds = %166, %20
  %153 = load i32, ptr %12, align 4
  %154 = load i32, ptr %5, align 4
  %155 = icmp slt i32 %153, %154
  br i1 %155, label %156, label %169

156:                                              ; preds = %152
  %157 = getelementptr inbounds %struct.Model, ptr %9, i32 0, i32 0
  %158 = load ptr, ptr %157, align 8
  %159 = load i32, ptr %12, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %160
  %162 = load double, ptr %161, align 8
  %163 = call double %158(double noundef %162)
  %164 = load double, ptr %11, align 8
  %165 = fadd double %164, %163
  store double %165, ptr %11, align 8
  br label %166

166:                                              ; preds = %156
  %167 = load i32, ptr %12, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %12, align 4
  br label %152, !llvm.loop !6

169:                                              ; preds = %152
  %170 = load i32, ptr %6, align 4
  %171 = getelementptr inbounds %struct.Model, ptr %10, i32 0, i32 1
  %172 = load double, ptr %171, align 8
  %173 = load double, ptr %11, align 8
  %174 = call i32 @check(ptr noundef @.str.12, i32 noundef %170, double noundef %172, double noundef %173, double noundef 0x3D719799812DEA11)
  %175 = getelementptr inbounds %struct.Model, ptr %13, i32 0, i32 0
  %176 = getelementptr inbounds %struct.Model, ptr %9, i32 0, i32 0
  %177 = load ptr, ptr %176, align 8
  store ptr %177, ptr %175, align 8
  %178 = getelementptr inbounds %struct.Model, ptr %13, i32 0, i32 1
  store double 0.000000e+00, ptr %178, align 8
  %179 = load i32, ptr @enzyme_dup, align 4
  %180 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %181 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %182 = load i32, ptr @enzyme_const, align 4
  %183 = load i32, ptr %5, align 4
  %184 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @model_eval, i32 noundef %179, ptr noundef %9, ptr noundef %13, ptr noundef %180, ptr noundef %181, i32 noundef %182, i32 noundef %183)
  store double %184, ptr %8, align 8
  %185 = load i32, ptr %6, align 4
  %186 = load double, ptr %8, align 8
  %187 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 0
  %188 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 0
  %189 = load i32, ptr %5, align 4
  %190 = call double @fd_dir(ptr noundef @obj_model, ptr noundef %7, ptr noundef %187, ptr noundef %188, i32 noundef %189)
  %191 = call i32 @check(ptr noundef @.str.13, i32 noundef %185, double noundef %186, double noundef %190, double noundef 0x3EB0C6F7A0B5ED8D)
  %192 = load i32, ptr %6, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %193
  %195 = load double, ptr %194, align 8
  %196 = load i32, ptr @enzyme_const, align 4
  %197 = load i32, ptr %6, align 4
  %198 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @dscal, double noundef %195, double noundef 1.000000e+00, i32 noundef %196, i32 noundef %197)
  store double %198, ptr %14, align 8
  %199 = load i32, ptr %6, align 4
  %200 = load double, ptr %14, align 8
  %201 = load i32, ptr %6, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %202
  %204 = load double, ptr %203, align 8
  %205 = load i32, ptr %6, align 4
  %206 = call double @d2scal(double noundef %204, i32 noundef %205)
  %207 = call i32 @check(ptr noundef @.str.14, i32 noundef %199, double noundef %200, double noundef %206, double noundef 1.000000e-09)
  br label %208

208:                                              ; preds = %169
  %209 = load i32, ptr %6, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %6, align 4
  br label %17, !llvm.loop !8

211:                                              ; preds = %17
  %212 = call i32 @finish(ptr noundef @.str.15)
  ret i32 %212
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
  br label %10, !llvm.loop !9

25:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @square_all(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double %17, %22
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  store double %23, ptr %27, align 8
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !10

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @diff2(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %42, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %45

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = add nsw i32 %14, 1
  %16 = load i32, ptr %6, align 4
  %17 = srem i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %13, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %25, double %20)
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %28, %29
  %31 = sub nsw i32 %30, 1
  %32 = load i32, ptr %6, align 4
  %33 = srem i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %27, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fadd double %26, %36
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  store double %37, ptr %41, align 8
  br label %42

42:                                               ; preds = %12
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %7, align 4
  br label %8, !llvm.loop !11

45:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @chosen(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i64
  %13 = select i1 %11, ptr @wave, ptr @cube
  store ptr %13, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %36, %3
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %14
  %19 = load ptr, ptr %7, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double %19(double noundef %24)
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  %29 = load i32, ptr %5, align 4
  %30 = srem i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %26, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load double, ptr %8, align 8
  %35 = call double @llvm.fmuladd.f64(double %25, double %33, double %34)
  store double %35, ptr %8, align 8
  br label %36

36:                                               ; preds = %18
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %9, align 4
  br label %14, !llvm.loop !12

39:                                               ; preds = %14
  %40 = load double, ptr %8, align 8
  ret double %40
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
  %26 = call noalias ptr @malloc(i64 noundef %25) #7
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
  br label %32, !llvm.loop !13

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_chosen(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Ctx, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = call double @chosen(ptr noundef %5, i32 noundef %8, i32 noundef %11)
  ret double %12
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

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
  %48 = select i1 %46, ptr @.str.17, ptr @.str.18
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
define internal double @fd_dir(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %5
  %19 = load i32, ptr %10, align 4
  br label %21

20:                                               ; preds = %5
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 1, %20 ]
  %23 = sext i32 %22 to i64
  %24 = mul i64 %23, 8
  %25 = call noalias ptr @malloc(i64 noundef %24) #7
  store ptr %25, ptr %11, align 8
  %26 = load i32, ptr %10, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %21
  %29 = load i32, ptr %10, align 4
  br label %31

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %29, %28 ], [ 1, %30 ]
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, 8
  %35 = call noalias ptr @malloc(i64 noundef %34) #7
  store ptr %35, ptr %12, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %36

36:                                               ; preds = %74, %31
  %37 = load i32, ptr %14, align 4
  %38 = load i32, ptr %10, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %77

40:                                               ; preds = %36
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %14, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %13, align 8
  %47 = load ptr, ptr %9, align 8
  %48 = load i32, ptr %14, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double %46, double %51, double %45)
  %53 = load ptr, ptr %11, align 8
  %54 = load i32, ptr %14, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %52, ptr %56, align 8
  %57 = load ptr, ptr %8, align 8
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %57, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %13, align 8
  %63 = load ptr, ptr %9, align 8
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = fneg double %62
  %69 = call double @llvm.fmuladd.f64(double %68, double %67, double %61)
  %70 = load ptr, ptr %12, align 8
  %71 = load i32, ptr %14, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  store double %69, ptr %73, align 8
  br label %74

74:                                               ; preds = %40
  %75 = load i32, ptr %14, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %14, align 4
  br label %36, !llvm.loop !14

77:                                               ; preds = %36
  %78 = load ptr, ptr %6, align 8
  %79 = load ptr, ptr %11, align 8
  %80 = load ptr, ptr %7, align 8
  %81 = call double %78(ptr noundef %79, ptr noundef %80)
  %82 = load ptr, ptr %6, align 8
  %83 = load ptr, ptr %12, align 8
  %84 = load ptr, ptr %7, align 8
  %85 = call double %82(ptr noundef %83, ptr noundef %84)
  %86 = fsub double %81, %85
  %87 = load double, ptr %13, align 8
  %88 = fmul double 2.000000e+00, %87
  %89 = fdiv double %86, %88
  store double %89, ptr %15, align 8
  %90 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %90) #8
  %91 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %91) #8
  %92 = load double, ptr %15, align 8
  ret double %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_dot(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, double noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store double %5, ptr %12, align 8
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %15

15:                                               ; preds = %32, %6
  %16 = load i32, ptr %14, align 4
  %17 = load i32, ptr %11, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %35

19:                                               ; preds = %15
  %20 = load ptr, ptr %9, align 8
  %21 = load i32, ptr %14, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %10, align 8
  %26 = load i32, ptr %14, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %13, align 8
  %31 = call double @llvm.fmuladd.f64(double %24, double %29, double %30)
  store double %31, ptr %13, align 8
  br label %32

32:                                               ; preds = %19
  %33 = load i32, ptr %14, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %14, align 4
  br label %15, !llvm.loop !15

35:                                               ; preds = %15
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %8, align 4
  %38 = load double, ptr %13, align 8
  %39 = load double, ptr %12, align 8
  %40 = call i32 @check(ptr noundef %36, i32 noundef %37, double noundef %38, double noundef %39, double noundef 0x3EB0C6F7A0B5ED8D)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tabled(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %8, align 4
  %16 = add nsw i32 %14, %15
  %17 = srem i32 %16, 2
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = call double %20(double noundef %25)
  %27 = load double, ptr %7, align 8
  %28 = fadd double %27, %26
  store double %28, ptr %7, align 8
  br label %29

29:                                               ; preds = %13
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %9, !llvm.loop !16

32:                                               ; preds = %9
  %33 = load double, ptr %7, align 8
  %34 = load double, ptr %7, align 8
  %35 = fmul double %33, %34
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_tabled(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Ctx, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = call double @tabled(ptr noundef %5, i32 noundef %8, i32 noundef %11)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [6 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 0
  %13 = load i32, ptr %5, align 4
  call void %10(ptr noundef %11, ptr noundef %12, i32 noundef %13)
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %35, %3
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %38

18:                                               ; preds = %14
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fmul double %22, %26
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %8, align 8
  %34 = call double @llvm.fmuladd.f64(double %27, double %32, double %33)
  store double %34, ptr %8, align 8
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %9, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %9, align 4
  br label %14, !llvm.loop !17

38:                                               ; preds = %14
  %39 = load double, ptr %8, align 8
  ret double %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_energy(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Ctx, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 2
  %11 = load ptr, ptr %10, align 8
  %12 = call double @energy(ptr noundef %5, i32 noundef %8, ptr noundef %11)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wave(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 2.000000e+00, %3
  %5 = call double @sin(double noundef %4) #8
  %6 = load double, ptr %2, align 8
  %7 = fadd double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cube(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @model_eval(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
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
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.Model, ptr %14, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Model, ptr %17, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double %19(double noundef %24)
  %26 = load double, ptr %7, align 8
  %27 = call double @llvm.fmuladd.f64(double %16, double %25, double %26)
  store double %27, ptr %7, align 8
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %9, !llvm.loop !18

31:                                               ; preds = %9
  %32 = load double, ptr %7, align 8
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_model(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Model, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Model, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr @wave, ptr @cube
  store ptr %12, ptr %6, align 8
  %13 = getelementptr inbounds %struct.Model, ptr %5, i32 0, i32 1
  store double 1.500000e+00, ptr %13, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = call double @model_eval(ptr noundef %5, ptr noundef %14, i32 noundef %17)
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d2scal(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %19

7:                                                ; preds = %2
  %8 = load double, ptr %3, align 8
  %9 = fmul double 2.000000e+00, %8
  %10 = call double @cos(double noundef %9) #8
  %11 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %10, double 2.000000e+00)
  %12 = load double, ptr %3, align 8
  %13 = fmul double 4.000000e+00, %12
  %14 = load double, ptr %3, align 8
  %15 = fmul double 2.000000e+00, %14
  %16 = call double @sin(double noundef %15) #8
  %17 = fneg double %13
  %18 = call double @llvm.fmuladd.f64(double %17, double %16, double %11)
  br label %24

19:                                               ; preds = %2
  %20 = load double, ptr %3, align 8
  %21 = fmul double 1.200000e+01, %20
  %22 = load double, ptr %3, align 8
  %23 = fmul double %21, %22
  br label %24

24:                                               ; preds = %19, %7
  %25 = phi double [ %18, %7 ], [ %23, %19 ]
  ret double %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: nounwind
declare double @exp(double noundef) #3

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

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
declare void @free(ptr noundef) #3

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
declare double @llvm.fabs.f64(double) #4

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

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
