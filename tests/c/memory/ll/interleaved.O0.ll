; ModuleID = 'interleaved.c'
source_filename = "interleaved.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { double, double, i32, float, ptr }

@ext = internal global [37 x double] zeroinitializer, align 16
@pts = internal global [37 x %struct.P] zeroinitializer, align 16
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"interleaved.rev\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"interleaved.shadow_id_kept\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"interleaved.fwd_vs_rev\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"interleaved\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %95, %2
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %98

14:                                               ; preds = %10
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %7, align 4
  br label %17

17:                                               ; preds = %91, %14
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %94

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.P, ptr %22, i64 %24
  %26 = getelementptr inbounds %struct.P, ptr %25, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.P, ptr %28, i64 %30
  %32 = getelementptr inbounds %struct.P, ptr %31, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = fsub double %27, %33
  store double %34, ptr %8, align 8
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.P, ptr %35, i64 %37
  %39 = getelementptr inbounds %struct.P, ptr %38, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %3, align 8
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds %struct.P, ptr %41, i64 %43
  %45 = getelementptr inbounds %struct.P, ptr %44, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = fsub double %40, %46
  store double %47, ptr %9, align 8
  %48 = load ptr, ptr %3, align 8
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %struct.P, ptr %48, i64 %50
  %52 = getelementptr inbounds %struct.P, ptr %51, i32 0, i32 3
  %53 = load float, ptr %52, align 4
  %54 = load ptr, ptr %3, align 8
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds %struct.P, ptr %54, i64 %56
  %58 = getelementptr inbounds %struct.P, ptr %57, i32 0, i32 3
  %59 = load float, ptr %58, align 4
  %60 = fmul float %53, %59
  %61 = fpext float %60 to double
  %62 = load double, ptr %8, align 8
  %63 = load double, ptr %8, align 8
  %64 = load double, ptr %9, align 8
  %65 = load double, ptr %9, align 8
  %66 = fmul double %64, %65
  %67 = call double @llvm.fmuladd.f64(double %62, double %63, double %66)
  %68 = fadd double %67, 1.000000e-01
  %69 = call double @sqrt(double noundef %68) #6
  %70 = fdiv double %61, %69
  %71 = load ptr, ptr %3, align 8
  %72 = load i32, ptr %6, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.P, ptr %71, i64 %73
  %75 = getelementptr inbounds %struct.P, ptr %74, i32 0, i32 4
  %76 = load ptr, ptr %75, align 8
  %77 = getelementptr inbounds double, ptr %76, i64 0
  %78 = load double, ptr %77, align 8
  %79 = load ptr, ptr %3, align 8
  %80 = load i32, ptr %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.P, ptr %79, i64 %81
  %83 = getelementptr inbounds %struct.P, ptr %82, i32 0, i32 2
  %84 = load i32, ptr %83, align 8
  %85 = srem i32 %84, 3
  %86 = add nsw i32 %85, 1
  %87 = sitofp i32 %86 to double
  %88 = call double @llvm.fmuladd.f64(double %78, double %87, double %70)
  %89 = load double, ptr %5, align 8
  %90 = fadd double %89, %88
  store double %90, ptr %5, align 8
  br label %91

91:                                               ; preds = %21
  %92 = load i32, ptr %7, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %7, align 4
  br label %17, !llvm.loop !6

94:                                               ; preds = %17
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %10, !llvm.loop !8

98:                                               ; preds = %10
  %99 = load double, ptr %5, align 8
  ret double %99
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [37 x %struct.P], align 16
  %3 = alloca [37 x %struct.P], align 16
  %4 = alloca [37 x double], align 16
  %5 = alloca [37 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca %struct.P, align 8
  %8 = alloca %struct.P, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca [4 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca i32, align 4
  %14 = alloca [2 x i32], align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca %struct.P, align 8
  %20 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 296, i1 false)
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %58, %0
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 37
  br i1 %23, label %24, label %61

24:                                               ; preds = %21
  %25 = call double @urand(double noundef 5.000000e-01, double noundef 1.500000e+00)
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %27
  store double %25, ptr %28, align 8
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %33 = call double @urand(double noundef -2.000000e+00, double noundef 2.000000e+00)
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %35 = call double @urand(double noundef -2.000000e+00, double noundef 2.000000e+00)
  store double %35, ptr %34, align 8
  %36 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 2
  %37 = load i32, ptr %6, align 4
  store i32 %37, ptr %36, align 8
  %38 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 3
  %39 = call double @urand(double noundef 5.000000e-01, double noundef 1.500000e+00)
  %40 = fptrunc double %39 to float
  store float %40, ptr %38, align 4
  %41 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 4
  %42 = load i32, ptr %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %43
  store ptr %44, ptr %41, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %31, ptr align 8 %7, i64 32, i1 false)
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %46
  %48 = getelementptr inbounds %struct.P, ptr %8, i32 0, i32 0
  store double 0.000000e+00, ptr %48, align 8
  %49 = getelementptr inbounds %struct.P, ptr %8, i32 0, i32 1
  store double 0.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds %struct.P, ptr %8, i32 0, i32 2
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 1000, %51
  store i32 %52, ptr %50, align 8
  %53 = getelementptr inbounds %struct.P, ptr %8, i32 0, i32 3
  store float 0.000000e+00, ptr %53, align 4
  %54 = getelementptr inbounds %struct.P, ptr %8, i32 0, i32 4
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [37 x double], ptr %4, i64 0, i64 %56
  store ptr %57, ptr %54, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %47, ptr align 8 %8, i64 32, i1 false)
  br label %58

58:                                               ; preds = %24
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %21, !llvm.loop !9

61:                                               ; preds = %21
  %62 = load i32, ptr @enzyme_dup, align 4
  %63 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 0
  %64 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @energy, i32 noundef %62, ptr noundef @pts, ptr noundef %63, i32 noundef %64, i32 noundef 37)
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %65

65:                                               ; preds = %243, %61
  %66 = load i32, ptr %10, align 4
  %67 = icmp slt i32 %66, 37
  br i1 %67, label %68, label %246

68:                                               ; preds = %65
  %69 = load i32, ptr %10, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %70
  %72 = getelementptr inbounds %struct.P, ptr %71, i32 0, i32 0
  %73 = load double, ptr %72, align 16
  store double %73, ptr %11, align 8
  %74 = getelementptr inbounds double, ptr %11, i64 1
  %75 = load i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %76
  %78 = getelementptr inbounds %struct.P, ptr %77, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  store double %79, ptr %74, align 8
  %80 = getelementptr inbounds double, ptr %11, i64 2
  %81 = load i32, ptr %10, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %82
  %84 = getelementptr inbounds %struct.P, ptr %83, i32 0, i32 3
  %85 = load float, ptr %84, align 4
  %86 = fpext float %85 to double
  store double %86, ptr %80, align 8
  %87 = getelementptr inbounds double, ptr %11, i64 3
  %88 = load i32, ptr %10, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [37 x double], ptr %4, i64 0, i64 %89
  %91 = load double, ptr %90, align 8
  store double %91, ptr %87, align 8
  %92 = load i32, ptr %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %93
  %95 = getelementptr inbounds %struct.P, ptr %94, i32 0, i32 0
  %96 = load double, ptr %95, align 16
  store double %96, ptr %12, align 8
  %97 = getelementptr inbounds double, ptr %12, i64 1
  %98 = load i32, ptr %10, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.P, ptr %100, i32 0, i32 1
  %102 = load double, ptr %101, align 8
  store double %102, ptr %97, align 8
  %103 = getelementptr inbounds double, ptr %12, i64 2
  %104 = load i32, ptr %10, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %105
  %107 = getelementptr inbounds %struct.P, ptr %106, i32 0, i32 3
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  store double %109, ptr %103, align 8
  %110 = getelementptr inbounds double, ptr %12, i64 3
  %111 = load i32, ptr %10, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  store double %114, ptr %110, align 8
  store i32 0, ptr %13, align 4
  br label %115

115:                                              ; preds = %163, %68
  %116 = load i32, ptr %13, align 4
  %117 = icmp slt i32 %116, 4
  br i1 %117, label %118, label %166

118:                                              ; preds = %115
  %119 = load i32, ptr %10, align 4
  store i32 %119, ptr %14, align 4
  %120 = getelementptr inbounds i32, ptr %14, i64 1
  %121 = load i32, ptr %13, align 4
  store i32 %121, ptr %120, align 4
  %122 = load i32, ptr %13, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %123
  %125 = load double, ptr %124, align 8
  store double %125, ptr %15, align 8
  %126 = getelementptr inbounds [2 x i32], ptr %14, i64 0, i64 0
  %127 = call double @fd_coord(ptr noundef @along, ptr noundef %126, ptr noundef %15, i32 noundef 0)
  store double %127, ptr %16, align 8
  %128 = load i32, ptr %13, align 4
  %129 = icmp eq i32 %128, 2
  br i1 %129, label %130, label %148

130:                                              ; preds = %118
  %131 = load double, ptr %15, align 8
  %132 = fadd double %131, 1.000000e-03
  %133 = fptrunc double %132 to float
  %134 = fpext float %133 to double
  store double %134, ptr %17, align 8
  %135 = load double, ptr %15, align 8
  %136 = fsub double %135, 1.000000e-03
  %137 = fptrunc double %136 to float
  %138 = fpext float %137 to double
  store double %138, ptr %18, align 8
  %139 = getelementptr inbounds [2 x i32], ptr %14, i64 0, i64 0
  %140 = call double @along(ptr noundef %17, ptr noundef %139)
  %141 = getelementptr inbounds [2 x i32], ptr %14, i64 0, i64 0
  %142 = call double @along(ptr noundef %18, ptr noundef %141)
  %143 = fsub double %140, %142
  %144 = load double, ptr %17, align 8
  %145 = load double, ptr %18, align 8
  %146 = fsub double %144, %145
  %147 = fdiv double %143, %146
  store double %147, ptr %16, align 8
  br label %148

148:                                              ; preds = %130, %118
  %149 = load i32, ptr %10, align 4
  %150 = mul nsw i32 4, %149
  %151 = load i32, ptr %13, align 4
  %152 = add nsw i32 %150, %151
  %153 = load i32, ptr %13, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %154
  %156 = load double, ptr %155, align 8
  %157 = load double, ptr %16, align 8
  %158 = load i32, ptr %13, align 4
  %159 = icmp eq i32 %158, 2
  %160 = zext i1 %159 to i64
  %161 = select i1 %159, double 1.000000e-04, double 0x3EB0C6F7A0B5ED8D
  %162 = call i32 @check(ptr noundef @.str, i32 noundef %152, double noundef %156, double noundef %157, double noundef %161)
  br label %163

163:                                              ; preds = %148
  %164 = load i32, ptr %13, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %13, align 4
  br label %115, !llvm.loop !10

166:                                              ; preds = %115
  %167 = load i32, ptr %10, align 4
  %168 = load i32, ptr %10, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %169
  %171 = getelementptr inbounds %struct.P, ptr %170, i32 0, i32 2
  %172 = load i32, ptr %171, align 16
  %173 = sitofp i32 %172 to double
  %174 = load i32, ptr %10, align 4
  %175 = add nsw i32 1000, %174
  %176 = sitofp i32 %175 to double
  %177 = call i32 @check(ptr noundef @.str.1, i32 noundef %167, double noundef %173, double noundef %176, double noundef 0.000000e+00)
  %178 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  %179 = load i32, ptr %10, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [37 x double], ptr %5, i64 0, i64 %180
  store double %178, ptr %181, align 8
  %182 = load i32, ptr %10, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [37 x %struct.P], ptr %3, i64 0, i64 %183
  %185 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 0
  %186 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  store double %186, ptr %185, align 8
  %187 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 1
  %188 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  store double %188, ptr %187, align 8
  %189 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 2
  store i32 0, ptr %189, align 8
  %190 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 3
  %191 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  %192 = fptrunc double %191 to float
  store float %192, ptr %190, align 4
  %193 = getelementptr inbounds %struct.P, ptr %19, i32 0, i32 4
  %194 = load i32, ptr %10, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [37 x double], ptr %5, i64 0, i64 %195
  store ptr %196, ptr %193, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %184, ptr align 8 %19, i64 32, i1 false)
  %197 = load i32, ptr %10, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [37 x %struct.P], ptr %3, i64 0, i64 %198
  %200 = getelementptr inbounds %struct.P, ptr %199, i32 0, i32 0
  %201 = load double, ptr %200, align 16
  %202 = load i32, ptr %10, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %203
  %205 = getelementptr inbounds %struct.P, ptr %204, i32 0, i32 0
  %206 = load double, ptr %205, align 16
  %207 = load i32, ptr %10, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [37 x %struct.P], ptr %3, i64 0, i64 %208
  %210 = getelementptr inbounds %struct.P, ptr %209, i32 0, i32 1
  %211 = load double, ptr %210, align 8
  %212 = load i32, ptr %10, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %213
  %215 = getelementptr inbounds %struct.P, ptr %214, i32 0, i32 1
  %216 = load double, ptr %215, align 8
  %217 = fmul double %211, %216
  %218 = call double @llvm.fmuladd.f64(double %201, double %206, double %217)
  %219 = load i32, ptr %10, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [37 x %struct.P], ptr %3, i64 0, i64 %220
  %222 = getelementptr inbounds %struct.P, ptr %221, i32 0, i32 3
  %223 = load float, ptr %222, align 4
  %224 = load i32, ptr %10, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [37 x %struct.P], ptr %2, i64 0, i64 %225
  %227 = getelementptr inbounds %struct.P, ptr %226, i32 0, i32 3
  %228 = load float, ptr %227, align 4
  %229 = fmul float %223, %228
  %230 = fpext float %229 to double
  %231 = fadd double %218, %230
  %232 = load i32, ptr %10, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [37 x double], ptr %5, i64 0, i64 %233
  %235 = load double, ptr %234, align 8
  %236 = load i32, ptr %10, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [37 x double], ptr %4, i64 0, i64 %237
  %239 = load double, ptr %238, align 8
  %240 = call double @llvm.fmuladd.f64(double %235, double %239, double %231)
  %241 = load double, ptr %9, align 8
  %242 = fadd double %241, %240
  store double %242, ptr %9, align 8
  br label %243

243:                                              ; preds = %166
  %244 = load i32, ptr %10, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %10, align 4
  br label %65, !llvm.loop !11

246:                                              ; preds = %65
  %247 = load i32, ptr @enzyme_dup, align 4
  %248 = getelementptr inbounds [37 x %struct.P], ptr %3, i64 0, i64 0
  %249 = load i32, ptr @enzyme_const, align 4
  %250 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @energy, i32 noundef %247, ptr noundef @pts, ptr noundef %248, i32 noundef %249, i32 noundef 37)
  store double %250, ptr %20, align 8
  %251 = load double, ptr %20, align 8
  %252 = load double, ptr %9, align 8
  %253 = call i32 @check(ptr noundef @.str.2, i32 noundef 0, double noundef %251, double noundef %252, double noundef 0x3EB0C6F7A0B5ED8D)
  %254 = call i32 @finish(ptr noundef @.str.3)
  ret i32 %254
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_autodiff(ptr noundef, ...) #5

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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @along(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.P, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds i32, ptr %10, i64 0
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %5, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds i32, ptr %13, i64 1
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 16 %18, i64 32, i1 false)
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  store double %22, ptr %8, align 8
  %23 = load i32, ptr %6, align 4
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %33

25:                                               ; preds = %2
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 0
  %28 = load double, ptr %27, align 8
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.P, ptr %31, i32 0, i32 0
  store double %28, ptr %32, align 16
  br label %33

33:                                               ; preds = %25, %2
  %34 = load i32, ptr %6, align 4
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %44

36:                                               ; preds = %33
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds double, ptr %37, i64 0
  %39 = load double, ptr %38, align 8
  %40 = load i32, ptr %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %41
  %43 = getelementptr inbounds %struct.P, ptr %42, i32 0, i32 1
  store double %39, ptr %43, align 8
  br label %44

44:                                               ; preds = %36, %33
  %45 = load i32, ptr %6, align 4
  %46 = icmp eq i32 %45, 2
  br i1 %46, label %47, label %56

47:                                               ; preds = %44
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds double, ptr %48, i64 0
  %50 = load double, ptr %49, align 8
  %51 = fptrunc double %50 to float
  %52 = load i32, ptr %5, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %53
  %55 = getelementptr inbounds %struct.P, ptr %54, i32 0, i32 3
  store float %51, ptr %55, align 4
  br label %56

56:                                               ; preds = %47, %44
  %57 = load i32, ptr %6, align 4
  %58 = icmp eq i32 %57, 3
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = load ptr, ptr %3, align 8
  %61 = getelementptr inbounds double, ptr %60, i64 0
  %62 = load double, ptr %61, align 8
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %64
  store double %62, ptr %65, align 8
  br label %66

66:                                               ; preds = %59, %56
  %67 = call double @energy(ptr noundef @pts, i32 noundef 37)
  store double %67, ptr %9, align 8
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %70, ptr align 8 %7, i64 32, i1 false)
  %71 = load double, ptr %8, align 8
  %72 = load i32, ptr %5, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %73
  store double %71, ptr %74, align 8
  %75 = load double, ptr %9, align 8
  ret double %75
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
  %48 = select i1 %46, ptr @.str.5, ptr @.str.6
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

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

declare i32 @printf(ptr noundef, ...) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
