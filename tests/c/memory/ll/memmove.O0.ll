; ModuleID = 'memmove.c'
source_filename = "memmove.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32, i32, i32, ptr }

@main.ks = internal constant [5 x i32] [i32 1, i32 2, i32 4, i32 -1, i32 -3], align 16
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"shift.db\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"shift.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"fir.dh\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"erase.db\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"shiftf.db\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"memmove\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  %6 = alloca [9 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.Ctx, align 8
  %9 = alloca [9 x double], align 16
  %10 = alloca [9 x double], align 16
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.Ctx, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.Ctx, align 8
  %18 = alloca %struct.Ctx, align 8
  %19 = alloca [9 x float], align 16
  %20 = alloca [9 x float], align 16
  %21 = alloca [9 x double], align 16
  %22 = alloca [9 x double], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %25 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %25, i32 noundef 9, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %26 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @fill(ptr noundef %26, i32 noundef 9, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %27 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @fill(ptr noundef %27, i32 noundef 9, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %7, align 4
  br label %28

28:                                               ; preds = %93, %0
  %29 = load i32, ptr %7, align 4
  %30 = icmp slt i32 %29, 5
  br i1 %30, label %31, label %96

31:                                               ; preds = %28
  %32 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 0
  store i32 9, ptr %32, align 8
  %33 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 1
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [5 x i32], ptr @main.ks, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %33, align 4
  %38 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 2
  store i32 0, ptr %38, align 8
  %39 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 3
  store i32 0, ptr %39, align 4
  %40 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 4
  %41 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  store ptr %41, ptr %40, align 8
  %42 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %43 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 %43, i64 72, i1 false)
  %44 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %44, i8 0, i64 72, i1 false)
  %45 = load i32, ptr @enzyme_dup, align 4
  %46 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %47 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = load i32, ptr @enzyme_const, align 4
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [5 x i32], ptr @main.ks, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @shift, i32 noundef %45, ptr noundef %46, ptr noundef %47, i32 noundef %48, i32 noundef 9, i32 noundef %49, i32 noundef %53)
  %55 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %56 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj_moved, ptr noundef %8, ptr noundef %55, i32 noundef 9, ptr noundef %56, double noundef 0x3EB0C6F7A0B5ED8D)
  %57 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %58 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %57, ptr align 16 %58, i64 72, i1 false)
  %59 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %60 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %59, ptr align 16 %60, i64 72, i1 false)
  %61 = load i32, ptr @enzyme_dup, align 4
  %62 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %63 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %64 = load i32, ptr @enzyme_const, align 4
  %65 = load i32, ptr @enzyme_const, align 4
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [5 x i32], ptr @main.ks, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @shift, i32 noundef %61, ptr noundef %62, ptr noundef %63, i32 noundef %64, i32 noundef 9, i32 noundef %65, i32 noundef %69)
  store double %70, ptr %11, align 8
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %71

71:                                               ; preds = %85, %31
  %72 = load i32, ptr %13, align 4
  %73 = icmp slt i32 %72, 9
  br i1 %73, label %74, label %88

74:                                               ; preds = %71
  %75 = load i32, ptr %13, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load i32, ptr %13, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = load double, ptr %12, align 8
  %84 = call double @llvm.fmuladd.f64(double %78, double %82, double %83)
  store double %84, ptr %12, align 8
  br label %85

85:                                               ; preds = %74
  %86 = load i32, ptr %13, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %13, align 4
  br label %71, !llvm.loop !6

88:                                               ; preds = %71
  %89 = load i32, ptr %7, align 4
  %90 = load double, ptr %11, align 8
  %91 = load double, ptr %12, align 8
  %92 = call i32 @check(ptr noundef @.str.1, i32 noundef %89, double noundef %90, double noundef %91, double noundef 1.000000e-09)
  br label %93

93:                                               ; preds = %88
  %94 = load i32, ptr %7, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %7, align 4
  br label %28, !llvm.loop !8

96:                                               ; preds = %28
  store i32 1, ptr %14, align 4
  br label %97

97:                                               ; preds = %122, %96
  %98 = load i32, ptr %14, align 4
  %99 = icmp sle i32 %98, 4
  br i1 %99, label %100, label %125

100:                                              ; preds = %97
  %101 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 0
  store i32 9, ptr %101, align 8
  %102 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 1
  store i32 0, ptr %102, align 4
  %103 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 2
  %104 = load i32, ptr %14, align 4
  store i32 %104, ptr %103, align 8
  %105 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 3
  store i32 1, ptr %105, align 4
  %106 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 4
  %107 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  store ptr %107, ptr %106, align 8
  %108 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %109 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %108, ptr align 16 %109, i64 72, i1 false)
  %110 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %110, i8 0, i64 72, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4
  %112 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %113 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %116 = load i32, ptr @enzyme_const, align 4
  %117 = load i32, ptr @enzyme_const, align 4
  %118 = load i32, ptr %14, align 4
  %119 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fir, i32 noundef %111, ptr noundef %112, ptr noundef %113, i32 noundef %114, ptr noundef %115, i32 noundef %116, i32 noundef 9, i32 noundef %117, i32 noundef %118)
  %120 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %121 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @obj_moved, ptr noundef %15, ptr noundef %120, i32 noundef 9, ptr noundef %121, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %122

122:                                              ; preds = %100
  %123 = load i32, ptr %14, align 4
  %124 = add nsw i32 %123, 3
  store i32 %124, ptr %14, align 4
  br label %97, !llvm.loop !9

125:                                              ; preds = %97
  store i32 0, ptr %16, align 4
  br label %126

126:                                              ; preds = %149, %125
  %127 = load i32, ptr %16, align 4
  %128 = icmp slt i32 %127, 8
  br i1 %128, label %129, label %152

129:                                              ; preds = %126
  %130 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 0
  store i32 9, ptr %130, align 8
  %131 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 1
  %132 = load i32, ptr %16, align 4
  store i32 %132, ptr %131, align 4
  %133 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 2
  store i32 0, ptr %133, align 8
  %134 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 3
  store i32 2, ptr %134, align 4
  %135 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 4
  %136 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  store ptr %136, ptr %135, align 8
  %137 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %138 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %137, ptr align 16 %138, i64 72, i1 false)
  %139 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %139, i8 0, i64 72, i1 false)
  %140 = load i32, ptr @enzyme_dup, align 4
  %141 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %142 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %143 = load i32, ptr @enzyme_const, align 4
  %144 = load i32, ptr @enzyme_const, align 4
  %145 = load i32, ptr %16, align 4
  %146 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @erase, i32 noundef %140, ptr noundef %141, ptr noundef %142, i32 noundef %143, i32 noundef 9, i32 noundef %144, i32 noundef %145)
  %147 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %148 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.3, ptr noundef @obj_moved, ptr noundef %17, ptr noundef %147, i32 noundef 9, ptr noundef %148, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %149

149:                                              ; preds = %129
  %150 = load i32, ptr %16, align 4
  %151 = add nsw i32 %150, 3
  store i32 %151, ptr %16, align 4
  br label %126, !llvm.loop !10

152:                                              ; preds = %126
  %153 = getelementptr inbounds %struct.Ctx, ptr %18, i32 0, i32 0
  store i32 9, ptr %153, align 8
  %154 = getelementptr inbounds %struct.Ctx, ptr %18, i32 0, i32 1
  store i32 2, ptr %154, align 4
  %155 = getelementptr inbounds %struct.Ctx, ptr %18, i32 0, i32 2
  store i32 0, ptr %155, align 8
  %156 = getelementptr inbounds %struct.Ctx, ptr %18, i32 0, i32 3
  store i32 0, ptr %156, align 4
  %157 = getelementptr inbounds %struct.Ctx, ptr %18, i32 0, i32 4
  %158 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  store ptr %158, ptr %157, align 8
  store i32 0, ptr %23, align 4
  br label %159

159:                                              ; preds = %183, %152
  %160 = load i32, ptr %23, align 4
  %161 = icmp slt i32 %160, 9
  br i1 %161, label %162, label %186

162:                                              ; preds = %159
  %163 = load i32, ptr %23, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %164
  %166 = load double, ptr %165, align 8
  %167 = fptrunc double %166 to float
  %168 = load i32, ptr %23, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [9 x float], ptr %19, i64 0, i64 %169
  store float %167, ptr %170, align 4
  %171 = load i32, ptr %23, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [9 x float], ptr %20, i64 0, i64 %172
  store float 0.000000e+00, ptr %173, align 4
  %174 = load i32, ptr %23, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %175
  %177 = load double, ptr %176, align 8
  %178 = fptrunc double %177 to float
  %179 = fpext float %178 to double
  %180 = load i32, ptr %23, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 %181
  store double %179, ptr %182, align 8
  br label %183

183:                                              ; preds = %162
  %184 = load i32, ptr %23, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %23, align 4
  br label %159, !llvm.loop !11

186:                                              ; preds = %159
  %187 = load i32, ptr @enzyme_dup, align 4
  %188 = getelementptr inbounds [9 x float], ptr %19, i64 0, i64 0
  %189 = getelementptr inbounds [9 x float], ptr %20, i64 0, i64 0
  %190 = load i32, ptr @enzyme_const, align 4
  %191 = load i32, ptr @enzyme_const, align 4
  %192 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @shiftf, i32 noundef %187, ptr noundef %188, ptr noundef %189, i32 noundef %190, i32 noundef 9, i32 noundef %191, i32 noundef 2)
  store i32 0, ptr %24, align 4
  br label %193

193:                                              ; preds = %205, %186
  %194 = load i32, ptr %24, align 4
  %195 = icmp slt i32 %194, 9
  br i1 %195, label %196, label %208

196:                                              ; preds = %193
  %197 = load i32, ptr %24, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [9 x float], ptr %20, i64 0, i64 %198
  %200 = load float, ptr %199, align 4
  %201 = fpext float %200 to double
  %202 = load i32, ptr %24, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [9 x double], ptr %21, i64 0, i64 %203
  store double %201, ptr %204, align 8
  br label %205

205:                                              ; preds = %196
  %206 = load i32, ptr %24, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %24, align 4
  br label %193, !llvm.loop !12

208:                                              ; preds = %193
  %209 = getelementptr inbounds [9 x double], ptr %22, i64 0, i64 0
  %210 = getelementptr inbounds [9 x double], ptr %21, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @obj_shiftf, ptr noundef %18, ptr noundef %209, i32 noundef 9, ptr noundef %210, double noundef 1.000000e-03)
  %211 = call i32 @finish(ptr noundef @.str.5)
  ret i32 %211
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
  br label %10, !llvm.loop !13

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @shift(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %3
  %10 = load ptr, ptr %4, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = sub nsw i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %10, ptr align 8 %14, i64 %19, i1 false)
  br label %32

20:                                               ; preds = %3
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = sub i64 0, %23
  %25 = getelementptr inbounds double, ptr %21, i64 %24
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = mul i64 %30, 8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %25, ptr align 8 %26, i64 %31, i1 false)
  br label %32

32:                                               ; preds = %20, %9
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %5, align 4
  %35 = call double @weigh(ptr noundef %33, i32 noundef %34)
  ret double %35
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
  br label %32, !llvm.loop !14

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_moved(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [9 x double], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %9, i64 72, i1 false)
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 3
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %2
  %15 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Ctx, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = call double @shift(ptr noundef %15, i32 noundef %18, i32 noundef %21)
  br label %51

23:                                               ; preds = %2
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 3
  %26 = load i32, ptr %25, align 4
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %40

28:                                               ; preds = %23
  %29 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Ctx, ptr %30, i32 0, i32 4
  %32 = load ptr, ptr %31, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.Ctx, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %34, align 8
  %36 = load ptr, ptr %5, align 8
  %37 = getelementptr inbounds %struct.Ctx, ptr %36, i32 0, i32 2
  %38 = load i32, ptr %37, align 8
  %39 = call double @fir(ptr noundef %29, ptr noundef %32, i32 noundef %35, i32 noundef %38)
  br label %49

40:                                               ; preds = %23
  %41 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.Ctx, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 8
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds %struct.Ctx, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %46, align 4
  %48 = call double @erase(ptr noundef %41, i32 noundef %44, i32 noundef %47)
  br label %49

49:                                               ; preds = %40, %28
  %50 = phi double [ %39, %28 ], [ %48, %40 ]
  br label %51

51:                                               ; preds = %49, %14
  %52 = phi double [ %22, %14 ], [ %50, %49 ]
  ret double %52
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

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
  %48 = select i1 %46, ptr @.str.7, ptr @.str.8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
define internal double @fir(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %58, %4
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %61

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 1
  %21 = load i32, ptr %7, align 4
  %22 = sub nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = mul i64 %23, 8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %18, ptr align 8 %20, i64 %24, i1 false)
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %30, i64 %33
  store double %29, ptr %34, align 8
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %35

35:                                               ; preds = %50, %17
  %36 = load i32, ptr %12, align 4
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %53

39:                                               ; preds = %35
  %40 = load i32, ptr %12, align 4
  %41 = sitofp i32 %40 to double
  %42 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %41, double 3.000000e-01)
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %12, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %11, align 8
  %49 = call double @llvm.fmuladd.f64(double %42, double %47, double %48)
  store double %49, ptr %11, align 8
  br label %50

50:                                               ; preds = %39
  %51 = load i32, ptr %12, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %12, align 4
  br label %35, !llvm.loop !15

53:                                               ; preds = %35
  %54 = load double, ptr %11, align 8
  %55 = load double, ptr %11, align 8
  %56 = load double, ptr %9, align 8
  %57 = call double @llvm.fmuladd.f64(double %54, double %55, double %56)
  store double %57, ptr %9, align 8
  br label %58

58:                                               ; preds = %53
  %59 = load i32, ptr %10, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %10, align 4
  br label %13, !llvm.loop !16

61:                                               ; preds = %13
  %62 = load double, ptr %9, align 8
  ret double %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @erase(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %6, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds double, ptr %7, i64 %9
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = sub nsw i32 %16, %17
  %19 = sub nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %10, ptr align 8 %15, i64 %21, i1 false)
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %5, align 4
  %24 = sub nsw i32 %23, 1
  %25 = call double @weigh(ptr noundef %22, i32 noundef %24)
  ret double %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @shiftf(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %10, i64 %12
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %6, align 4
  %16 = sub nsw i32 %14, %15
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 4
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %9, ptr align 4 %13, i64 %18, i1 false)
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %42, %3
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %45

23:                                               ; preds = %19
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, 1
  %26 = sitofp i32 %25 to double
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fpext float %31 to double
  %33 = fmul double %26, %32
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fpext float %38 to double
  %40 = load double, ptr %7, align 8
  %41 = call double @llvm.fmuladd.f64(double %33, double %39, double %40)
  store double %41, ptr %7, align 8
  br label %42

42:                                               ; preds = %23
  %43 = load i32, ptr %8, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %8, align 4
  br label %19, !llvm.loop !17

45:                                               ; preds = %19
  %46 = load double, ptr %7, align 8
  ret double %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_shiftf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [9 x double], align 16
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load ptr, ptr %4, align 8
  store ptr %9, ptr %5, align 8
  store double 0.000000e+00, ptr %7, align 8
  %10 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %11 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 8 %11, i64 72, i1 false)
  %12 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %13 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.Ctx, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %13, i64 %17
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.Ctx, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = sub nsw i32 %21, %24
  %26 = sext i32 %25 to i64
  %27 = mul i64 %26, 8
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %12, ptr align 8 %18, i64 %27, i1 false)
  store i32 0, ptr %8, align 4
  br label %28

28:                                               ; preds = %49, %2
  %29 = load i32, ptr %8, align 4
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Ctx, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %31, align 8
  %33 = icmp slt i32 %29, %32
  br i1 %33, label %34, label %52

34:                                               ; preds = %28
  %35 = load i32, ptr %8, align 4
  %36 = add nsw i32 %35, 1
  %37 = sitofp i32 %36 to double
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = fmul double %37, %41
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load double, ptr %7, align 8
  %48 = call double @llvm.fmuladd.f64(double %42, double %46, double %47)
  store double %48, ptr %7, align 8
  br label %49

49:                                               ; preds = %34
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %8, align 4
  br label %28, !llvm.loop !18

52:                                               ; preds = %28
  %53 = load double, ptr %7, align 8
  ret double %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %3, i32 noundef %4)
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @weigh(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %35, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %12, 1
  %14 = sitofp i32 %13 to double
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fmul double %14, %19
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = fmul double 5.000000e-01, %30
  %32 = call double @llvm.fmuladd.f64(double %20, double %25, double %31)
  %33 = load double, ptr %5, align 8
  %34 = fadd double %33, %32
  store double %34, ptr %5, align 8
  br label %35

35:                                               ; preds = %11
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %7, !llvm.loop !19

38:                                               ; preds = %7
  %39 = load double, ptr %5, align 8
  ret double %39
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

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
declare void @free(ptr noundef) #6

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

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!19 = distinct !{!19, !7}
