; ModuleID = 'vector.c'
source_filename = "vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T2 = type { double, double }
%struct.T3 = type { double, double, double }
%struct.T5 = type { double, double, double, double, double }

@main.xs = internal constant [4 x double] [double -1.300000e+00, double -2.000000e-01, double 4.500000e-01, double 1.700000e+00], align 16
@enzyme_width = external global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"fs.width2.lane0\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fs.width2.lane1\00", align 1
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str.2 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane0\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane1\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane2\00", align 1
@main.ns = internal constant [2 x i32] [i32 9, i32 4], align 4
@counter = internal global double 0.000000e+00, align 8
@enzyme_dupv = external global i32, align 4
@.str.5 = private unnamed_addr constant [19 x i8] c"fa.primal_ran_once\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"fa.width5(dupv)\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"fa.tangents_untouched\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fin.width2.lane0\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"fin.width2.lane1\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@enzyme_dupnoneedv = external global i32, align 4
@.str.11 = private unnamed_addr constant [22 x i8] c"fv.width3(dupnoneedv)\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"vector\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@scale = internal global double 0.000000e+00, align 8
@.str.16 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca %struct.T2, align 8
  %9 = alloca %struct.T3, align 8
  %10 = alloca [9 x double], align 16
  %11 = alloca [5 x [9 x double]], align 16
  %12 = alloca [9 x double], align 16
  %13 = alloca [5 x [9 x double]], align 16
  %14 = alloca [9 x double], align 16
  %15 = alloca [3 x [9 x double]], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.T5, align 8
  %20 = alloca [5 x double], align 16
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [9 x double], align 16
  %24 = alloca [9 x double], align 16
  %25 = alloca i32, align 4
  %26 = alloca [9 x double], align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %32

32:                                               ; preds = %112, %0
  %33 = load i32, ptr %2, align 4
  %34 = icmp slt i32 %33, 4
  br i1 %34, label %35, label %115

35:                                               ; preds = %32
  %36 = load i32, ptr %2, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  store double %39, ptr %3, align 8
  %40 = load i32, ptr %2, align 4
  %41 = sitofp i32 %40 to double
  %42 = call double @llvm.fmuladd.f64(double -4.000000e-01, double %41, double 5.000000e-01)
  store double %42, ptr %4, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %5, align 8
  %43 = load double, ptr %3, align 8
  %44 = load double, ptr %5, align 8
  %45 = fadd double %43, %44
  %46 = load double, ptr %4, align 8
  %47 = call double @fs(double noundef %45, double noundef %46)
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %5, align 8
  %50 = fsub double %48, %49
  %51 = load double, ptr %4, align 8
  %52 = call double @fs(double noundef %50, double noundef %51)
  %53 = fsub double %47, %52
  %54 = load double, ptr %5, align 8
  %55 = fmul double 2.000000e+00, %54
  %56 = fdiv double %53, %55
  store double %56, ptr %6, align 8
  %57 = load double, ptr %3, align 8
  %58 = load double, ptr %4, align 8
  %59 = load double, ptr %5, align 8
  %60 = fadd double %58, %59
  %61 = call double @fs(double noundef %57, double noundef %60)
  %62 = load double, ptr %3, align 8
  %63 = load double, ptr %4, align 8
  %64 = load double, ptr %5, align 8
  %65 = fsub double %63, %64
  %66 = call double @fs(double noundef %62, double noundef %65)
  %67 = fsub double %61, %66
  %68 = load double, ptr %5, align 8
  %69 = fmul double 2.000000e+00, %68
  %70 = fdiv double %67, %69
  store double %70, ptr %7, align 8
  %71 = load i32, ptr @enzyme_width, align 4
  %72 = load double, ptr %3, align 8
  %73 = load double, ptr %4, align 8
  %74 = call { double, double } (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs, i32 noundef %71, i32 noundef 2, double noundef %72, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %73, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %75 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %76 = extractvalue { double, double } %74, 0
  store double %76, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %78 = extractvalue { double, double } %74, 1
  store double %78, ptr %77, align 8
  %79 = load i32, ptr %2, align 4
  %80 = getelementptr inbounds %struct.T2, ptr %8, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = load double, ptr %6, align 8
  %83 = call i32 @check(ptr noundef @.str, i32 noundef %79, double noundef %81, double noundef %82, double noundef 0x3EB0C6F7A0B5ED8D)
  %84 = load i32, ptr %2, align 4
  %85 = getelementptr inbounds %struct.T2, ptr %8, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = load double, ptr %7, align 8
  %88 = call i32 @check(ptr noundef @.str.1, i32 noundef %84, double noundef %86, double noundef %87, double noundef 0x3EB0C6F7A0B5ED8D)
  %89 = load i32, ptr @enzyme_width, align 4
  %90 = load i32, ptr @enzyme_dup, align 4
  %91 = load double, ptr %3, align 8
  %92 = load i32, ptr @enzyme_const, align 4
  %93 = load double, ptr %4, align 8
  call void (ptr, ptr, ...) @__enzyme_fwddiff_t3(ptr dead_on_unwind writable sret(%struct.T3) align 8 %9, ptr noundef @fs, i32 noundef %89, i32 noundef 3, i32 noundef %90, double noundef %91, double noundef 5.000000e-01, double noundef -1.000000e+00, double noundef 2.000000e+00, i32 noundef %92, double noundef %93)
  %94 = load i32, ptr %2, align 4
  %95 = getelementptr inbounds %struct.T3, ptr %9, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = load double, ptr %6, align 8
  %98 = fmul double 5.000000e-01, %97
  %99 = call i32 @check(ptr noundef @.str.2, i32 noundef %94, double noundef %96, double noundef %98, double noundef 0x3EB0C6F7A0B5ED8D)
  %100 = load i32, ptr %2, align 4
  %101 = getelementptr inbounds %struct.T3, ptr %9, i32 0, i32 1
  %102 = load double, ptr %101, align 8
  %103 = load double, ptr %6, align 8
  %104 = fneg double %103
  %105 = call i32 @check(ptr noundef @.str.3, i32 noundef %100, double noundef %102, double noundef %104, double noundef 0x3EB0C6F7A0B5ED8D)
  %106 = load i32, ptr %2, align 4
  %107 = getelementptr inbounds %struct.T3, ptr %9, i32 0, i32 2
  %108 = load double, ptr %107, align 8
  %109 = load double, ptr %6, align 8
  %110 = fmul double 2.000000e+00, %109
  %111 = call i32 @check(ptr noundef @.str.4, i32 noundef %106, double noundef %108, double noundef %110, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %112

112:                                              ; preds = %35
  %113 = load i32, ptr %2, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %2, align 4
  br label %32, !llvm.loop !6

115:                                              ; preds = %32
  %116 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  call void @fill(ptr noundef %116, i32 noundef 9, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %16, align 4
  br label %117

117:                                              ; preds = %125, %115
  %118 = load i32, ptr %16, align 4
  %119 = icmp slt i32 %118, 5
  br i1 %119, label %120, label %128

120:                                              ; preds = %117
  %121 = load i32, ptr %16, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 %122
  %124 = getelementptr inbounds [9 x double], ptr %123, i64 0, i64 0
  call void @fill(ptr noundef %124, i32 noundef 9, double noundef -1.000000e+00, double noundef 1.000000e+00)
  br label %125

125:                                              ; preds = %120
  %126 = load i32, ptr %16, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %16, align 4
  br label %117, !llvm.loop !8

128:                                              ; preds = %117
  store i32 0, ptr %17, align 4
  br label %129

129:                                              ; preds = %346, %128
  %130 = load i32, ptr %17, align 4
  %131 = icmp slt i32 %130, 2
  br i1 %131, label %132, label %349

132:                                              ; preds = %129
  %133 = load i32, ptr %17, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4
  store i32 %136, ptr %18, align 4
  store double 0.000000e+00, ptr @counter, align 8
  %137 = getelementptr inbounds [5 x [9 x double]], ptr %13, i64 0, i64 0
  %138 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %137, ptr align 16 %138, i64 360, i1 false)
  %139 = load i32, ptr @enzyme_width, align 4
  %140 = load i32, ptr @enzyme_dupv, align 4
  %141 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %142 = getelementptr inbounds [5 x [9 x double]], ptr %13, i64 0, i64 0
  %143 = load i32, ptr @enzyme_const, align 4
  %144 = load i32, ptr %18, align 4
  call void (ptr, ptr, ...) @__enzyme_fwddiff_t5(ptr dead_on_unwind writable sret(%struct.T5) align 8 %19, ptr noundef @fa, i32 noundef %139, i32 noundef 5, i32 noundef %140, i64 noundef 72, ptr noundef %141, ptr noundef %142, i32 noundef %143, i32 noundef %144)
  %145 = getelementptr inbounds %struct.T5, ptr %19, i32 0, i32 0
  %146 = load double, ptr %145, align 8
  store double %146, ptr %20, align 8
  %147 = getelementptr inbounds double, ptr %20, i64 1
  %148 = getelementptr inbounds %struct.T5, ptr %19, i32 0, i32 1
  %149 = load double, ptr %148, align 8
  store double %149, ptr %147, align 8
  %150 = getelementptr inbounds double, ptr %20, i64 2
  %151 = getelementptr inbounds %struct.T5, ptr %19, i32 0, i32 2
  %152 = load double, ptr %151, align 8
  store double %152, ptr %150, align 8
  %153 = getelementptr inbounds double, ptr %20, i64 3
  %154 = getelementptr inbounds %struct.T5, ptr %19, i32 0, i32 3
  %155 = load double, ptr %154, align 8
  store double %155, ptr %153, align 8
  %156 = getelementptr inbounds double, ptr %20, i64 4
  %157 = getelementptr inbounds %struct.T5, ptr %19, i32 0, i32 4
  %158 = load double, ptr %157, align 8
  store double %158, ptr %156, align 8
  %159 = load i32, ptr %17, align 4
  %160 = load double, ptr @counter, align 8
  %161 = call i32 @check(ptr noundef @.str.5, i32 noundef %159, double noundef %160, double noundef 1.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %21, align 4
  br label %162

162:                                              ; preds = %182, %132
  %163 = load i32, ptr %21, align 4
  %164 = icmp slt i32 %163, 5
  br i1 %164, label %165, label %185

165:                                              ; preds = %162
  %166 = load i32, ptr %17, align 4
  %167 = mul nsw i32 10, %166
  %168 = load i32, ptr %21, align 4
  %169 = add nsw i32 %167, %168
  %170 = load i32, ptr %21, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 %171
  %173 = load double, ptr %172, align 8
  %174 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %175 = load i32, ptr %21, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 %176
  %178 = getelementptr inbounds [9 x double], ptr %177, i64 0, i64 0
  %179 = load i32, ptr %18, align 4
  %180 = call double @fd_dir(ptr noundef @ev_fa, ptr noundef %174, ptr noundef %178, i32 noundef %179, i32 noundef 0)
  %181 = call i32 @check(ptr noundef @.str.6, i32 noundef %169, double noundef %173, double noundef %180, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %182

182:                                              ; preds = %165
  %183 = load i32, ptr %21, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %21, align 4
  br label %162, !llvm.loop !9

185:                                              ; preds = %162
  store i32 0, ptr %22, align 4
  br label %186

186:                                              ; preds = %203, %185
  %187 = load i32, ptr %22, align 4
  %188 = load i32, ptr %18, align 4
  %189 = icmp slt i32 %187, %188
  br i1 %189, label %190, label %206

190:                                              ; preds = %186
  %191 = load i32, ptr %22, align 4
  %192 = getelementptr inbounds [5 x [9 x double]], ptr %13, i64 0, i64 2
  %193 = load i32, ptr %22, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [9 x double], ptr %192, i64 0, i64 %194
  %196 = load double, ptr %195, align 8
  %197 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 2
  %198 = load i32, ptr %22, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [9 x double], ptr %197, i64 0, i64 %199
  %201 = load double, ptr %200, align 8
  %202 = call i32 @check(ptr noundef @.str.7, i32 noundef %191, double noundef %196, double noundef %201, double noundef 0.000000e+00)
  br label %203

203:                                              ; preds = %190
  %204 = load i32, ptr %22, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %22, align 4
  br label %186, !llvm.loop !10

206:                                              ; preds = %186
  %207 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 0
  %208 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %207, ptr align 16 %208, i64 72, i1 false)
  %209 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 0
  %210 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 0
  %211 = getelementptr inbounds [9 x double], ptr %210, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %209, ptr align 16 %211, i64 72, i1 false)
  %212 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 0
  %213 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 3
  %214 = getelementptr inbounds [9 x double], ptr %213, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %212, ptr align 8 %214, i64 72, i1 false)
  %215 = load i32, ptr @enzyme_width, align 4
  %216 = load i32, ptr @enzyme_dup, align 4
  %217 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 0
  %218 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 0
  %219 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 0
  %220 = load i32, ptr @enzyme_const, align 4
  %221 = load i32, ptr %18, align 4
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef @fin, i32 noundef %215, i32 noundef 2, i32 noundef %216, ptr noundef %217, ptr noundef %218, ptr noundef %219, i32 noundef %220, i32 noundef %221)
  store i32 0, ptr %25, align 4
  br label %222

222:                                              ; preds = %251, %206
  %223 = load i32, ptr %25, align 4
  %224 = load i32, ptr %18, align 4
  %225 = icmp slt i32 %223, %224
  br i1 %225, label %226, label %254

226:                                              ; preds = %222
  %227 = load i32, ptr %25, align 4
  %228 = load i32, ptr %25, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 %229
  %231 = load double, ptr %230, align 8
  %232 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %233 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 0
  %234 = getelementptr inbounds [9 x double], ptr %233, i64 0, i64 0
  %235 = load i32, ptr %18, align 4
  %236 = load i32, ptr %25, align 4
  %237 = call double @fd_dir(ptr noundef @ev_fin, ptr noundef %232, ptr noundef %234, i32 noundef %235, i32 noundef %236)
  %238 = call i32 @check(ptr noundef @.str.8, i32 noundef %227, double noundef %231, double noundef %237, double noundef 0x3EB0C6F7A0B5ED8D)
  %239 = load i32, ptr %25, align 4
  %240 = load i32, ptr %25, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 %241
  %243 = load double, ptr %242, align 8
  %244 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %245 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 3
  %246 = getelementptr inbounds [9 x double], ptr %245, i64 0, i64 0
  %247 = load i32, ptr %18, align 4
  %248 = load i32, ptr %25, align 4
  %249 = call double @fd_dir(ptr noundef @ev_fin, ptr noundef %244, ptr noundef %246, i32 noundef %247, i32 noundef %248)
  %250 = call i32 @check(ptr noundef @.str.9, i32 noundef %239, double noundef %243, double noundef %249, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %251

251:                                              ; preds = %226
  %252 = load i32, ptr %25, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %25, align 4
  br label %222, !llvm.loop !11

254:                                              ; preds = %222
  %255 = getelementptr inbounds [9 x double], ptr %26, i64 0, i64 0
  %256 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %255, ptr align 16 %256, i64 72, i1 false)
  %257 = getelementptr inbounds [9 x double], ptr %26, i64 0, i64 0
  %258 = load i32, ptr %18, align 4
  call void @fin(ptr noundef %257, i32 noundef %258)
  store i32 0, ptr %27, align 4
  br label %259

259:                                              ; preds = %274, %254
  %260 = load i32, ptr %27, align 4
  %261 = load i32, ptr %18, align 4
  %262 = icmp slt i32 %260, %261
  br i1 %262, label %263, label %277

263:                                              ; preds = %259
  %264 = load i32, ptr %27, align 4
  %265 = load i32, ptr %27, align 4
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 %266
  %268 = load double, ptr %267, align 8
  %269 = load i32, ptr %27, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [9 x double], ptr %26, i64 0, i64 %270
  %272 = load double, ptr %271, align 8
  %273 = call i32 @check(ptr noundef @.str.10, i32 noundef %264, double noundef %268, double noundef %272, double noundef 0x3D719799812DEA11)
  br label %274

274:                                              ; preds = %263
  %275 = load i32, ptr %27, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %27, align 4
  br label %259, !llvm.loop !12

277:                                              ; preds = %259
  store i32 0, ptr %28, align 4
  br label %278

278:                                              ; preds = %296, %277
  %279 = load i32, ptr %28, align 4
  %280 = icmp slt i32 %279, 3
  br i1 %280, label %281, label %299

281:                                              ; preds = %278
  store i32 0, ptr %29, align 4
  br label %282

282:                                              ; preds = %292, %281
  %283 = load i32, ptr %29, align 4
  %284 = icmp slt i32 %283, 9
  br i1 %284, label %285, label %295

285:                                              ; preds = %282
  %286 = load i32, ptr %28, align 4
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds [3 x [9 x double]], ptr %15, i64 0, i64 %287
  %289 = load i32, ptr %29, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [9 x double], ptr %288, i64 0, i64 %290
  store double 1.234500e+03, ptr %291, align 8
  br label %292

292:                                              ; preds = %285
  %293 = load i32, ptr %29, align 4
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr %29, align 4
  br label %282, !llvm.loop !13

295:                                              ; preds = %282
  br label %296

296:                                              ; preds = %295
  %297 = load i32, ptr %28, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %28, align 4
  br label %278, !llvm.loop !14

299:                                              ; preds = %278
  %300 = load i32, ptr @enzyme_width, align 4
  %301 = load i32, ptr @enzyme_dupv, align 4
  %302 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %303 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 0
  %304 = load i32, ptr @enzyme_dupnoneedv, align 4
  %305 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 0
  %306 = getelementptr inbounds [3 x [9 x double]], ptr %15, i64 0, i64 0
  %307 = load i32, ptr @enzyme_const, align 4
  %308 = load i32, ptr %18, align 4
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef @fv, i32 noundef %300, i32 noundef 3, i32 noundef %301, i64 noundef 72, ptr noundef %302, ptr noundef %303, i32 noundef %304, i64 noundef 72, ptr noundef %305, ptr noundef %306, i32 noundef %307, i32 noundef %308)
  store i32 0, ptr %30, align 4
  br label %309

309:                                              ; preds = %342, %299
  %310 = load i32, ptr %30, align 4
  %311 = icmp slt i32 %310, 3
  br i1 %311, label %312, label %345

312:                                              ; preds = %309
  store i32 0, ptr %31, align 4
  br label %313

313:                                              ; preds = %338, %312
  %314 = load i32, ptr %31, align 4
  %315 = load i32, ptr %18, align 4
  %316 = icmp slt i32 %314, %315
  br i1 %316, label %317, label %341

317:                                              ; preds = %313
  %318 = load i32, ptr %30, align 4
  %319 = mul nsw i32 100, %318
  %320 = load i32, ptr %31, align 4
  %321 = add nsw i32 %319, %320
  %322 = load i32, ptr %30, align 4
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds [3 x [9 x double]], ptr %15, i64 0, i64 %323
  %325 = load i32, ptr %31, align 4
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds [9 x double], ptr %324, i64 0, i64 %326
  %328 = load double, ptr %327, align 8
  %329 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 0
  %330 = load i32, ptr %30, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [5 x [9 x double]], ptr %11, i64 0, i64 %331
  %333 = getelementptr inbounds [9 x double], ptr %332, i64 0, i64 0
  %334 = load i32, ptr %18, align 4
  %335 = load i32, ptr %31, align 4
  %336 = call double @fd_dir(ptr noundef @ev_fv, ptr noundef %329, ptr noundef %333, i32 noundef %334, i32 noundef %335)
  %337 = call i32 @check(ptr noundef @.str.11, i32 noundef %321, double noundef %328, double noundef %336, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %338

338:                                              ; preds = %317
  %339 = load i32, ptr %31, align 4
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr %31, align 4
  br label %313, !llvm.loop !15

341:                                              ; preds = %313
  br label %342

342:                                              ; preds = %341
  %343 = load i32, ptr %30, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr %30, align 4
  br label %309, !llvm.loop !16

345:                                              ; preds = %309
  br label %346

346:                                              ; preds = %345
  %347 = load i32, ptr %17, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %17, align 4
  br label %129, !llvm.loop !17

349:                                              ; preds = %129
  %350 = call i32 @finish(ptr noundef @.str.12)
  ret i32 %350
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = call double @llvm.fmuladd.f64(double %9, double %10, double 1.000000e+00)
  %12 = call double @log(double noundef %11) #6
  %13 = load double, ptr %4, align 8
  %14 = call double @cos(double noundef %13) #6
  %15 = fmul double %12, %14
  %16 = call double @llvm.fmuladd.f64(double %7, double %8, double %15)
  %17 = load double, ptr %3, align 8
  %18 = fcmp ogt double %17, 3.000000e-01
  br i1 %18, label %19, label %21

19:                                               ; preds = %2
  %20 = load double, ptr %3, align 8
  br label %24

21:                                               ; preds = %2
  %22 = load double, ptr %3, align 8
  %23 = fneg double %22
  br label %24

24:                                               ; preds = %21, %19
  %25 = phi double [ %20, %19 ], [ %23, %21 ]
  %26 = fadd double %16, %25
  ret double %26
}

declare { double, double } @__enzyme_fwddiff(ptr noundef, ...) #2

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
  %48 = select i1 %46, ptr @.str.14, ptr @.str.15
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare void @__enzyme_fwddiff_t3(ptr dead_on_unwind writable sret(%struct.T3) align 8, ptr noundef, ...) #2

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
  br label %10, !llvm.loop !18

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @__enzyme_fwddiff_t5(ptr dead_on_unwind writable sret(%struct.T5) align 8, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fa(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = mul i64 %10, 8
  %12 = call noalias ptr @malloc(i64 noundef %11) #7
  store ptr %12, ptr %5, align 8
  store double 1.000000e+00, ptr @scale, align 8
  %13 = load double, ptr @counter, align 8
  %14 = fadd double %13, 1.000000e+00
  store double %14, ptr @counter, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %46, %2
  %16 = load i32, ptr %6, align 4
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %49

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  %28 = load i32, ptr %4, align 4
  %29 = srem i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %25, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fmul double %24, %32
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  store double %33, ptr %37, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fmuladd.f64(double 5.000000e-02, double %42, double 1.000000e+00)
  %44 = load double, ptr @scale, align 8
  %45 = fmul double %44, %43
  store double %45, ptr @scale, align 8
  br label %46

46:                                               ; preds = %19
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %6, align 4
  br label %15, !llvm.loop !19

49:                                               ; preds = %15
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %50

50:                                               ; preds = %80, %49
  %51 = load i32, ptr %8, align 4
  %52 = load i32, ptr %4, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %83

54:                                               ; preds = %50
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %8, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = fcmp ogt double %59, 0.000000e+00
  br i1 %60, label %61, label %69

61:                                               ; preds = %54
  %62 = load ptr, ptr %5, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = fadd double 1.000000e+00, %66
  %68 = call double @sqrt(double noundef %67) #6
  br label %76

69:                                               ; preds = %54
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %8, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = call double @exp(double noundef %74) #6
  br label %76

76:                                               ; preds = %69, %61
  %77 = phi double [ %68, %61 ], [ %75, %69 ]
  %78 = load double, ptr %7, align 8
  %79 = fadd double %78, %77
  store double %79, ptr %7, align 8
  br label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %8, align 4
  br label %50, !llvm.loop !20

83:                                               ; preds = %50
  %84 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %84) #6
  %85 = load double, ptr %7, align 8
  %86 = load double, ptr @scale, align 8
  %87 = load ptr, ptr %3, align 8
  %88 = call double @pw(ptr noundef %87, i32 noundef 4)
  %89 = call double @llvm.fmuladd.f64(double %85, double %86, double %88)
  ret double %89
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_dir(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [9 x double], align 16
  %12 = alloca [9 x double], align 16
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  store double 0x3EB0C6F7A0B5ED8D, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %15

15:                                               ; preds = %51, %5
  %16 = load i32, ptr %14, align 4
  %17 = load i32, ptr %9, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %54

19:                                               ; preds = %15
  %20 = load ptr, ptr %7, align 8
  %21 = load i32, ptr %14, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %13, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %14, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = call double @llvm.fmuladd.f64(double %25, double %30, double %24)
  %32 = load i32, ptr %14, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %33
  store double %31, ptr %34, align 8
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %14, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = load double, ptr %13, align 8
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %14, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = fneg double %40
  %47 = call double @llvm.fmuladd.f64(double %46, double %45, double %39)
  %48 = load i32, ptr %14, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 %49
  store double %47, ptr %50, align 8
  br label %51

51:                                               ; preds = %19
  %52 = load i32, ptr %14, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %14, align 4
  br label %15, !llvm.loop !21

54:                                               ; preds = %15
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  %57 = load i32, ptr %9, align 4
  %58 = load i32, ptr %10, align 4
  %59 = call double %55(ptr noundef %56, i32 noundef %57, i32 noundef %58)
  %60 = load ptr, ptr %6, align 8
  %61 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 0
  %62 = load i32, ptr %9, align 4
  %63 = load i32, ptr %10, align 4
  %64 = call double %60(ptr noundef %61, i32 noundef %62, i32 noundef %63)
  %65 = fsub double %59, %64
  %66 = load double, ptr %13, align 8
  %67 = fmul double 2.000000e+00, %66
  %68 = fdiv double %65, %67
  ret double %68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ev_fa(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = call double @fa(ptr noundef %8, i32 noundef %9)
  ret double %10
}

declare void @__enzyme_fwddiff_void(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fin(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [9 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %27, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %30

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double %17, %22
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %12
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %8, !llvm.loop !22

30:                                               ; preds = %8
  store i32 1, ptr %7, align 4
  br label %31

31:                                               ; preds = %56, %30
  %32 = load i32, ptr %7, align 4
  %33 = load i32, ptr %4, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %59

35:                                               ; preds = %31
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sub nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = call double @cos(double noundef %49) #6
  %51 = call double @llvm.fmuladd.f64(double %40, double %45, double %50)
  %52 = load ptr, ptr %3, align 8
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  store double %51, ptr %55, align 8
  br label %56

56:                                               ; preds = %35
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  br label %31, !llvm.loop !23

59:                                               ; preds = %31
  %60 = load i32, ptr %4, align 4
  %61 = sub nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = fadd double 1.000000e+00, %64
  %66 = call double @sqrt(double noundef %65) #6
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds double, ptr %67, i64 0
  store double %66, ptr %68, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ev_fin(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [9 x double], align 16
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  %11 = sext i32 %10 to i64
  %12 = mul i64 %11, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %9, i64 %12, i1 false)
  %13 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %14 = load i32, ptr %5, align 4
  call void @fin(ptr noundef %13, i32 noundef %14)
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %16
  %18 = load double, ptr %17, align 8
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fv(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %43, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %46

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = fmul double 5.000000e-01, %17
  %19 = call double @exp(double noundef %18) #6
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 2
  %23 = load i32, ptr %6, align 4
  %24 = srem i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %20, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fmul double 3.000000e-01, %32
  %34 = load ptr, ptr %4, align 8
  %35 = call double @pw(ptr noundef %34, i32 noundef 2)
  %36 = fmul double %33, %35
  %37 = fneg double %36
  %38 = call double @llvm.fmuladd.f64(double %19, double %27, double %37)
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  store double %38, ptr %42, align 8
  br label %43

43:                                               ; preds = %12
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %8, !llvm.loop !24

46:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ev_fv(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [9 x double], align 16
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %10 = load i32, ptr %5, align 4
  call void @fv(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %12
  %14 = load double, ptr %13, align 8
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

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

declare i32 @printf(ptr noundef, ...) #2

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

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pw(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  store double 1.000000e+00, ptr %3, align 8
  br label %29

9:                                                ; preds = %2
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = srem i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %10, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 %17, 1
  %19 = call double @pw(ptr noundef %16, i32 noundef %18)
  %20 = fmul double %15, %19
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %5, align 4
  %23 = srem i32 %22, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %21, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = call double @sin(double noundef %26) #6
  %28 = call double @llvm.fmuladd.f64(double %20, double 9.000000e-01, double %27)
  store double %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %9, %8
  %30 = load double, ptr %3, align 8
  ret double %30
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
