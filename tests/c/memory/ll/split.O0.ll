; ModuleID = 'split.c'
source_filename = "split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr, ptr, double }

@main.ns = internal constant [2 x i32] [i32 10, i32 3], align 4
@.str = private unnamed_addr constant [19 x i8] c"stage.aug_primal_y\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"stage.aug_primal_x\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"stage.JTw(split)\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"g.da(split)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"g.dx(split)\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"stage.JTw(tape 1 of 2)\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"stage.JTw(tape 2 of 2)\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"split\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x double], align 16
  %3 = alloca [10 x double], align 16
  %4 = alloca [10 x double], align 16
  %5 = alloca [10 x double], align 16
  %6 = alloca [10 x double], align 16
  %7 = alloca [10 x double], align 16
  %8 = alloca [10 x double], align 16
  %9 = alloca [10 x double], align 16
  %10 = alloca [10 x double], align 16
  %11 = alloca [10 x double], align 16
  %12 = alloca [10 x double], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.Ctx, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca ptr, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca [10 x double], align 16
  %27 = alloca [10 x double], align 16
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca [10 x double], align 16
  %31 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %32 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %32, i32 noundef 10, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %33 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  call void @fill(ptr noundef %33, i32 noundef 10, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %34 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 0
  call void @fill(ptr noundef %34, i32 noundef 10, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %13, align 4
  br label %35

35:                                               ; preds = %259, %0
  %36 = load i32, ptr %13, align 4
  %37 = icmp slt i32 %36, 2
  br i1 %37, label %38, label %262

38:                                               ; preds = %35
  %39 = load i32, ptr %13, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %14, align 4
  %43 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 0
  %44 = load i32, ptr %14, align 4
  store i32 %44, ptr %43, align 8
  %45 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 1
  %46 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  store ptr %46, ptr %45, align 8
  %47 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 2
  %48 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 0
  store ptr %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 3
  store double 8.000000e-01, ptr %49, align 8
  %50 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %51 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %50, ptr align 16 %51, i64 80, i1 false)
  %52 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %52, i8 0, i64 80, i1 false)
  %53 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %53, i8 0, i64 80, i1 false)
  %54 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %55 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %56 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 0
  %57 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %58 = load i32, ptr %14, align 4
  %59 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @stage, ptr noundef %54, ptr noundef %55, ptr noundef %56, ptr noundef %57, i32 noundef %58)
  store ptr %59, ptr %16, align 8
  %60 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 0
  %61 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %60, ptr align 16 %61, i64 80, i1 false)
  %62 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 0
  %63 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 0
  %64 = load i32, ptr %14, align 4
  call void @stage(ptr noundef %62, ptr noundef %63, i32 noundef %64)
  store i32 0, ptr %17, align 4
  br label %65

65:                                               ; preds = %80, %38
  %66 = load i32, ptr %17, align 4
  %67 = load i32, ptr %14, align 4
  %68 = icmp slt i32 %66, %67
  br i1 %68, label %69, label %83

69:                                               ; preds = %65
  %70 = load i32, ptr %17, align 4
  %71 = load i32, ptr %17, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load i32, ptr %17, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [10 x double], ptr %9, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = call i32 @check(ptr noundef @.str, i32 noundef %70, double noundef %74, double noundef %78, double noundef 0x3D719799812DEA11)
  br label %80

80:                                               ; preds = %69
  %81 = load i32, ptr %17, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %17, align 4
  br label %65, !llvm.loop !6

83:                                               ; preds = %65
  store i32 0, ptr %18, align 4
  br label %84

84:                                               ; preds = %99, %83
  %85 = load i32, ptr %18, align 4
  %86 = load i32, ptr %14, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %102

88:                                               ; preds = %84
  %89 = load i32, ptr %18, align 4
  %90 = load i32, ptr %18, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = load i32, ptr %18, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = call i32 @check(ptr noundef @.str.1, i32 noundef %89, double noundef %93, double noundef %97, double noundef 0x3D719799812DEA11)
  br label %99

99:                                               ; preds = %88
  %100 = load i32, ptr %18, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %18, align 4
  br label %84, !llvm.loop !8

102:                                              ; preds = %84
  %103 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %104 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %103, ptr align 16 %104, i64 80, i1 false)
  %105 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %106 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %105, ptr align 16 %106, i64 80, i1 false)
  %107 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %108 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %109 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 0
  %110 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %111 = load i32, ptr %14, align 4
  %112 = load ptr, ptr %16, align 8
  %113 = call double (ptr, ...) @__enzyme_reverse(ptr noundef @stage, ptr noundef %107, ptr noundef %108, ptr noundef %109, ptr noundef %110, i32 noundef %111, ptr noundef %112)
  %114 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %115 = load i32, ptr %14, align 4
  %116 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @obj_stage, ptr noundef %15, ptr noundef %114, i32 noundef %115, ptr noundef %116, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr %19, align 4
  br label %117

117:                                              ; preds = %190, %102
  %118 = load i32, ptr %19, align 4
  %119 = icmp slt i32 %118, 2
  br i1 %119, label %120, label %193

120:                                              ; preds = %117
  %121 = load i32, ptr %19, align 4
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i64
  %124 = select i1 %122, double -6.000000e-01, double 8.000000e-01
  store double %124, ptr %20, align 8
  %125 = load i32, ptr %19, align 4
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i64
  %128 = select i1 %126, double 1.000000e+00, double 2.000000e+00
  store double %128, ptr %21, align 8
  %129 = load double, ptr %20, align 8
  %130 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 3
  store double %129, ptr %130, align 8
  %131 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %131, i8 0, i64 80, i1 false)
  %132 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %133 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %134 = load double, ptr %20, align 8
  %135 = load i32, ptr %14, align 4
  %136 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @g, ptr noundef %132, ptr noundef %133, double noundef %134, i32 noundef %135)
  store ptr %136, ptr %22, align 8
  %137 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %138 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %139 = load double, ptr %20, align 8
  %140 = load i32, ptr %14, align 4
  %141 = load double, ptr %21, align 8
  %142 = load ptr, ptr %22, align 8
  %143 = call double (ptr, ...) @__enzyme_reverse(ptr noundef @g, ptr noundef %137, ptr noundef %138, double noundef %139, i32 noundef %140, double noundef %141, ptr noundef %142)
  store double %143, ptr %23, align 8
  %144 = load double, ptr %20, align 8
  %145 = call double @step(double noundef %144)
  store double %145, ptr %24, align 8
  %146 = load i32, ptr %19, align 4
  %147 = load double, ptr %23, align 8
  %148 = load double, ptr %21, align 8
  %149 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %150 = load double, ptr %20, align 8
  %151 = load double, ptr %24, align 8
  %152 = fadd double %150, %151
  %153 = load i32, ptr %14, align 4
  %154 = call double @g(ptr noundef %149, double noundef %152, i32 noundef %153)
  %155 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %156 = load double, ptr %20, align 8
  %157 = load double, ptr %24, align 8
  %158 = fsub double %156, %157
  %159 = load i32, ptr %14, align 4
  %160 = call double @g(ptr noundef %155, double noundef %158, i32 noundef %159)
  %161 = fsub double %154, %160
  %162 = fmul double %148, %161
  %163 = load double, ptr %20, align 8
  %164 = load double, ptr %24, align 8
  %165 = fadd double %163, %164
  %166 = load double, ptr %20, align 8
  %167 = load double, ptr %24, align 8
  %168 = fsub double %166, %167
  %169 = fsub double %165, %168
  %170 = fdiv double %162, %169
  %171 = call i32 @check(ptr noundef @.str.3, i32 noundef %146, double noundef %147, double noundef %170, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr %25, align 4
  br label %172

172:                                              ; preds = %183, %120
  %173 = load i32, ptr %25, align 4
  %174 = load i32, ptr %14, align 4
  %175 = icmp slt i32 %173, %174
  br i1 %175, label %176, label %186

176:                                              ; preds = %172
  %177 = load double, ptr %21, align 8
  %178 = load i32, ptr %25, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %179
  %181 = load double, ptr %180, align 8
  %182 = fdiv double %181, %177
  store double %182, ptr %180, align 8
  br label %183

183:                                              ; preds = %176
  %184 = load i32, ptr %25, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %25, align 4
  br label %172, !llvm.loop !9

186:                                              ; preds = %172
  %187 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %188 = load i32, ptr %14, align 4
  %189 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @obj_g, ptr noundef %15, ptr noundef %187, i32 noundef %188, ptr noundef %189, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %190

190:                                              ; preds = %186
  %191 = load i32, ptr %19, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %19, align 4
  br label %117, !llvm.loop !10

193:                                              ; preds = %117
  %194 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 3
  store double 8.000000e-01, ptr %194, align 8
  store i32 0, ptr %28, align 4
  br label %195

195:                                              ; preds = %207, %193
  %196 = load i32, ptr %28, align 4
  %197 = icmp slt i32 %196, 10
  br i1 %197, label %198, label %210

198:                                              ; preds = %195
  %199 = load i32, ptr %28, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %200
  %202 = load double, ptr %201, align 8
  %203 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %202, double 1.000000e-01)
  %204 = load i32, ptr %28, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [10 x double], ptr %26, i64 0, i64 %205
  store double %203, ptr %206, align 8
  br label %207

207:                                              ; preds = %198
  %208 = load i32, ptr %28, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %28, align 4
  br label %195, !llvm.loop !11

210:                                              ; preds = %195
  %211 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %212 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %211, ptr align 16 %212, i64 80, i1 false)
  %213 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %213, i8 0, i64 80, i1 false)
  %214 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %214, i8 0, i64 80, i1 false)
  %215 = getelementptr inbounds [10 x double], ptr %27, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %215, i8 0, i64 80, i1 false)
  %216 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %216, i8 0, i64 80, i1 false)
  %217 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %218 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %219 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 0
  %220 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %221 = load i32, ptr %14, align 4
  %222 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @stage, ptr noundef %217, ptr noundef %218, ptr noundef %219, ptr noundef %220, i32 noundef %221)
  store ptr %222, ptr %29, align 8
  %223 = getelementptr inbounds [10 x double], ptr %30, i64 0, i64 0
  %224 = getelementptr inbounds [10 x double], ptr %26, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %223, ptr align 16 %224, i64 80, i1 false)
  %225 = getelementptr inbounds [10 x double], ptr %30, i64 0, i64 0
  %226 = getelementptr inbounds [10 x double], ptr %27, i64 0, i64 0
  %227 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 0
  %228 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 0
  %229 = load i32, ptr %14, align 4
  %230 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @stage, ptr noundef %225, ptr noundef %226, ptr noundef %227, ptr noundef %228, i32 noundef %229)
  store ptr %230, ptr %31, align 8
  %231 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 0
  %232 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %231, ptr align 16 %232, i64 80, i1 false)
  %233 = getelementptr inbounds [10 x double], ptr %27, i64 0, i64 0
  %234 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %233, ptr align 16 %234, i64 80, i1 false)
  %235 = getelementptr inbounds [10 x double], ptr %30, i64 0, i64 0
  %236 = getelementptr inbounds [10 x double], ptr %27, i64 0, i64 0
  %237 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 0
  %238 = getelementptr inbounds [10 x double], ptr %12, i64 0, i64 0
  %239 = load i32, ptr %14, align 4
  %240 = load ptr, ptr %31, align 8
  %241 = call double (ptr, ...) @__enzyme_reverse(ptr noundef @stage, ptr noundef %235, ptr noundef %236, ptr noundef %237, ptr noundef %238, i32 noundef %239, ptr noundef %240)
  %242 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %243 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %242, ptr align 16 %243, i64 80, i1 false)
  %244 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %245 = getelementptr inbounds [10 x double], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %244, ptr align 16 %245, i64 80, i1 false)
  %246 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %247 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %248 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 0
  %249 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %250 = load i32, ptr %14, align 4
  %251 = load ptr, ptr %29, align 8
  %252 = call double (ptr, ...) @__enzyme_reverse(ptr noundef @stage, ptr noundef %246, ptr noundef %247, ptr noundef %248, ptr noundef %249, i32 noundef %250, ptr noundef %251)
  %253 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %254 = load i32, ptr %14, align 4
  %255 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.5, ptr noundef @obj_stage, ptr noundef %15, ptr noundef %253, i32 noundef %254, ptr noundef %255, double noundef 0x3EB0C6F7A0B5ED8D)
  %256 = getelementptr inbounds [10 x double], ptr %26, i64 0, i64 0
  %257 = load i32, ptr %14, align 4
  %258 = getelementptr inbounds [10 x double], ptr %27, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.6, ptr noundef @obj_stage, ptr noundef %15, ptr noundef %256, i32 noundef %257, ptr noundef %258, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %259

259:                                              ; preds = %210
  %260 = load i32, ptr %13, align 4
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %13, align 4
  br label %35, !llvm.loop !12

262:                                              ; preds = %35
  %263 = call i32 @finish(ptr noundef @.str.7)
  ret i32 %263
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

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @stage(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %52, %3
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %55

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = call double @sin(double noundef %29) #7
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32, ptr %6, align 4
  %35 = srem i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %31, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fneg double %43
  %45 = call double @exp(double noundef %44) #7
  %46 = fmul double %38, %45
  %47 = call double @llvm.fmuladd.f64(double %24, double %30, double %46)
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  store double %47, ptr %51, align 8
  br label %52

52:                                               ; preds = %13
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %9, !llvm.loop !14

55:                                               ; preds = %9
  store i32 0, ptr %8, align 4
  br label %56

56:                                               ; preds = %77, %55
  %57 = load i32, ptr %8, align 4
  %58 = load i32, ptr %6, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %80

60:                                               ; preds = %56
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = fmul double 5.000000e-01, %65
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %67, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = fmul double %66, %71
  %73 = load ptr, ptr %4, align 8
  %74 = load i32, ptr %8, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %73, i64 %75
  store double %72, ptr %76, align 8
  br label %77

77:                                               ; preds = %60
  %78 = load i32, ptr %8, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %8, align 4
  br label %56, !llvm.loop !15

80:                                               ; preds = %56
  ret void
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

declare double @__enzyme_reverse(ptr noundef, ...) #3

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
  br label %32, !llvm.loop !16

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_stage(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [10 x double], align 16
  %7 = alloca [10 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr %5, align 8
  %11 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 8 %12, i64 %17, i1 false)
  %18 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 0
  %19 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 0
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Ctx, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 8
  call void @stage(ptr noundef %18, ptr noundef %19, i32 noundef %22)
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %23

23:                                               ; preds = %56, %2
  %24 = load i32, ptr %9, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.Ctx, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 8
  %28 = icmp slt i32 %24, %27
  br i1 %28, label %29, label %59

29:                                               ; preds = %23
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Ctx, ptr %30, i32 0, i32 1
  %32 = load ptr, ptr %31, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [10 x double], ptr %7, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds %struct.Ctx, ptr %41, i32 0, i32 2
  %43 = load ptr, ptr %42, align 8
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = fmul double %47, %51
  %53 = call double @llvm.fmuladd.f64(double %36, double %40, double %52)
  %54 = load double, ptr %8, align 8
  %55 = fadd double %54, %53
  store double %55, ptr %8, align 8
  br label %56

56:                                               ; preds = %29
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %23, !llvm.loop !17

59:                                               ; preds = %23
  %60 = load double, ptr %8, align 8
  ret double %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load double, ptr %5, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fmul double %14, %19
  %21 = call double @sin(double noundef %20) #7
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %7, align 8
  %28 = call double @llvm.fmuladd.f64(double %21, double %26, double %27)
  store double %28, ptr %7, align 8
  br label %29

29:                                               ; preds = %13
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %9, !llvm.loop !18

32:                                               ; preds = %9
  %33 = load double, ptr %7, align 8
  %34 = load double, ptr %5, align 8
  %35 = fmul double %33, %34
  ret double %35
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_g(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 3
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = call double @g(ptr noundef %7, double noundef %10, i32 noundef %13)
  ret double %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

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

; Function Attrs: nounwind
declare double @exp(double noundef) #5

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
