; ModuleID = 'fwd.c'
source_filename = "fwd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, ptr, ptr, i32, i32 }

@main.xs = internal constant [4 x double] [double -1.300000e+00, double -2.000000e-01, double 4.500000e-01, double 1.700000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"fs.tangent(dx=1)\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [20 x i8] c"fs.tangent(dx=-2.5)\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"fs2.tangent(dup x, const y)\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.3 = private unnamed_addr constant [26 x i8] c"fs2.tangent(dup x, dup y)\00", align 1
@main.ns = internal constant [3 x i32] [i32 14, i32 4, i32 1], align 4
@.str.4 = private unnamed_addr constant [11 x i8] c"fa.tangent\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"fa.tangent_input_untouched\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"fv.tangent\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"fin.tangent(in place)\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"fin.primal\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fwd\00", align 1
@enzyme_dupnoneed = dso_local global i32 0, align 4
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca [14 x double], align 16
  %11 = alloca [14 x double], align 16
  %12 = alloca [14 x double], align 16
  %13 = alloca [14 x double], align 16
  %14 = alloca [14 x double], align 16
  %15 = alloca [14 x double], align 16
  %16 = alloca [14 x double], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.Ctx, align 8
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %24

24:                                               ; preds = %127, %0
  %25 = load i32, ptr %2, align 4
  %26 = icmp slt i32 %25, 4
  br i1 %26, label %27, label %130

27:                                               ; preds = %24
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %29
  %31 = load double, ptr %30, align 8
  store double %31, ptr %3, align 8
  %32 = load i32, ptr %2, align 4
  %33 = sitofp i32 %32 to double
  %34 = call double @llvm.fmuladd.f64(double -4.000000e-01, double %33, double 5.000000e-01)
  store double %34, ptr %4, align 8
  %35 = load double, ptr %3, align 8
  %36 = call double @step(double noundef %35)
  store double %36, ptr %5, align 8
  %37 = load double, ptr %4, align 8
  %38 = call double @step(double noundef %37)
  store double %38, ptr %6, align 8
  %39 = load double, ptr %3, align 8
  %40 = load double, ptr %5, align 8
  %41 = fadd double %39, %40
  %42 = call double @fs(double noundef %41)
  %43 = load double, ptr %3, align 8
  %44 = load double, ptr %5, align 8
  %45 = fsub double %43, %44
  %46 = call double @fs(double noundef %45)
  %47 = fsub double %42, %46
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %5, align 8
  %50 = fadd double %48, %49
  %51 = load double, ptr %3, align 8
  %52 = load double, ptr %5, align 8
  %53 = fsub double %51, %52
  %54 = fsub double %50, %53
  %55 = fdiv double %47, %54
  store double %55, ptr %7, align 8
  %56 = load i32, ptr %2, align 4
  %57 = load i32, ptr @enzyme_dup, align 4
  %58 = load double, ptr %3, align 8
  %59 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs, i32 noundef %57, double noundef %58, double noundef 1.000000e+00)
  %60 = load double, ptr %7, align 8
  %61 = call i32 @check(ptr noundef @.str, i32 noundef %56, double noundef %59, double noundef %60, double noundef 0x3EB0C6F7A0B5ED8D)
  %62 = load i32, ptr %2, align 4
  %63 = load i32, ptr @enzyme_dup, align 4
  %64 = load double, ptr %3, align 8
  %65 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs, i32 noundef %63, double noundef %64, double noundef -2.500000e+00)
  %66 = load double, ptr %7, align 8
  %67 = fmul double -2.500000e+00, %66
  %68 = call i32 @check(ptr noundef @.str.1, i32 noundef %62, double noundef %65, double noundef %67, double noundef 0x3EB0C6F7A0B5ED8D)
  %69 = load double, ptr %3, align 8
  %70 = load double, ptr %5, align 8
  %71 = fadd double %69, %70
  %72 = load double, ptr %4, align 8
  %73 = call double @fs2(double noundef %71, double noundef %72)
  %74 = load double, ptr %3, align 8
  %75 = load double, ptr %5, align 8
  %76 = fsub double %74, %75
  %77 = load double, ptr %4, align 8
  %78 = call double @fs2(double noundef %76, double noundef %77)
  %79 = fsub double %73, %78
  %80 = load double, ptr %3, align 8
  %81 = load double, ptr %5, align 8
  %82 = fadd double %80, %81
  %83 = load double, ptr %3, align 8
  %84 = load double, ptr %5, align 8
  %85 = fsub double %83, %84
  %86 = fsub double %82, %85
  %87 = fdiv double %79, %86
  store double %87, ptr %8, align 8
  %88 = load double, ptr %3, align 8
  %89 = load double, ptr %4, align 8
  %90 = load double, ptr %6, align 8
  %91 = fadd double %89, %90
  %92 = call double @fs2(double noundef %88, double noundef %91)
  %93 = load double, ptr %3, align 8
  %94 = load double, ptr %4, align 8
  %95 = load double, ptr %6, align 8
  %96 = fsub double %94, %95
  %97 = call double @fs2(double noundef %93, double noundef %96)
  %98 = fsub double %92, %97
  %99 = load double, ptr %4, align 8
  %100 = load double, ptr %6, align 8
  %101 = fadd double %99, %100
  %102 = load double, ptr %4, align 8
  %103 = load double, ptr %6, align 8
  %104 = fsub double %102, %103
  %105 = fsub double %101, %104
  %106 = fdiv double %98, %105
  store double %106, ptr %9, align 8
  %107 = load i32, ptr %2, align 4
  %108 = load i32, ptr @enzyme_dup, align 4
  %109 = load double, ptr %3, align 8
  %110 = load i32, ptr @enzyme_const, align 4
  %111 = load double, ptr %4, align 8
  %112 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs2, i32 noundef %108, double noundef %109, double noundef 1.000000e+00, i32 noundef %110, double noundef %111)
  %113 = load double, ptr %8, align 8
  %114 = call i32 @check(ptr noundef @.str.2, i32 noundef %107, double noundef %112, double noundef %113, double noundef 0x3EB0C6F7A0B5ED8D)
  %115 = load i32, ptr %2, align 4
  %116 = load i32, ptr @enzyme_dup, align 4
  %117 = load double, ptr %3, align 8
  %118 = load i32, ptr @enzyme_dup, align 4
  %119 = load double, ptr %4, align 8
  %120 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs2, i32 noundef %116, double noundef %117, double noundef 3.000000e-01, i32 noundef %118, double noundef %119, double noundef 0xBFE6666666666666)
  %121 = load double, ptr %8, align 8
  %122 = load double, ptr %9, align 8
  %123 = fmul double 0x3FE6666666666666, %122
  %124 = fneg double %123
  %125 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %121, double %124)
  %126 = call i32 @check(ptr noundef @.str.3, i32 noundef %115, double noundef %120, double noundef %125, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %127

127:                                              ; preds = %27
  %128 = load i32, ptr %2, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %2, align 4
  br label %24, !llvm.loop !6

130:                                              ; preds = %24
  %131 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 0
  call void @fill(ptr noundef %131, i32 noundef 14, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %132 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 0
  call void @fill(ptr noundef %132, i32 noundef 14, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %17, align 4
  br label %133

133:                                              ; preds = %232, %130
  %134 = load i32, ptr %17, align 4
  %135 = icmp slt i32 %134, 3
  br i1 %135, label %136, label %235

136:                                              ; preds = %133
  %137 = load i32, ptr %17, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %138
  %140 = load i32, ptr %139, align 4
  store i32 %140, ptr %18, align 4
  %141 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 0
  %142 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 0
  store ptr %142, ptr %141, align 8
  %143 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 1
  %144 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 0
  store ptr %144, ptr %143, align 8
  %145 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 2
  store ptr null, ptr %145, align 8
  %146 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 3
  %147 = load i32, ptr %18, align 4
  store i32 %147, ptr %146, align 8
  %148 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 4
  store i32 0, ptr %148, align 4
  %149 = getelementptr inbounds [14 x double], ptr %16, i64 0, i64 0
  %150 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %149, ptr align 16 %150, i64 112, i1 false)
  %151 = load i32, ptr @enzyme_dup, align 4
  %152 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 0
  %153 = getelementptr inbounds [14 x double], ptr %16, i64 0, i64 0
  %154 = load i32, ptr @enzyme_const, align 4
  %155 = load i32, ptr %18, align 4
  %156 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fa, i32 noundef %151, ptr noundef %152, ptr noundef %153, i32 noundef %154, i32 noundef %155)
  store double %156, ptr %20, align 8
  %157 = load i32, ptr %17, align 4
  %158 = load double, ptr %20, align 8
  %159 = call double @fd_along(ptr noundef @shifted, ptr noundef %19)
  %160 = call i32 @check(ptr noundef @.str.4, i32 noundef %157, double noundef %158, double noundef %159, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr %21, align 4
  br label %161

161:                                              ; preds = %175, %136
  %162 = load i32, ptr %21, align 4
  %163 = icmp slt i32 %162, 14
  br i1 %163, label %164, label %178

164:                                              ; preds = %161
  %165 = load i32, ptr %21, align 4
  %166 = load i32, ptr %21, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [14 x double], ptr %16, i64 0, i64 %167
  %169 = load double, ptr %168, align 8
  %170 = load i32, ptr %21, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %171
  %173 = load double, ptr %172, align 8
  %174 = call i32 @check(ptr noundef @.str.5, i32 noundef %165, double noundef %169, double noundef %173, double noundef 0.000000e+00)
  br label %175

175:                                              ; preds = %164
  %176 = load i32, ptr %21, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %21, align 4
  br label %161, !llvm.loop !8

178:                                              ; preds = %161
  store i32 0, ptr %22, align 4
  br label %179

179:                                              ; preds = %186, %178
  %180 = load i32, ptr %22, align 4
  %181 = icmp slt i32 %180, 14
  br i1 %181, label %182, label %189

182:                                              ; preds = %179
  %183 = load i32, ptr %22, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [14 x double], ptr %13, i64 0, i64 %184
  store double 1.234500e+03, ptr %185, align 8
  br label %186

186:                                              ; preds = %182
  %187 = load i32, ptr %22, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %22, align 4
  br label %179, !llvm.loop !9

189:                                              ; preds = %179
  %190 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 0
  %191 = getelementptr inbounds [14 x double], ptr %16, i64 0, i64 0
  %192 = getelementptr inbounds [14 x double], ptr %12, i64 0, i64 0
  %193 = getelementptr inbounds [14 x double], ptr %13, i64 0, i64 0
  %194 = load i32, ptr %18, align 4
  %195 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fv, ptr noundef %190, ptr noundef %191, ptr noundef %192, ptr noundef %193, i32 noundef %194)
  %196 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 4
  store i32 1, ptr %196, align 4
  %197 = getelementptr inbounds [14 x double], ptr %13, i64 0, i64 0
  call void @check_components(ptr noundef @.str.6, ptr noundef %19, ptr noundef %197)
  %198 = getelementptr inbounds [14 x double], ptr %14, i64 0, i64 0
  %199 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %198, ptr align 16 %199, i64 112, i1 false)
  %200 = getelementptr inbounds [14 x double], ptr %15, i64 0, i64 0
  %201 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %200, ptr align 16 %201, i64 112, i1 false)
  %202 = load i32, ptr @enzyme_dup, align 4
  %203 = getelementptr inbounds [14 x double], ptr %14, i64 0, i64 0
  %204 = getelementptr inbounds [14 x double], ptr %15, i64 0, i64 0
  %205 = load i32, ptr %18, align 4
  %206 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fin, i32 noundef %202, ptr noundef %203, ptr noundef %204, i32 noundef %205)
  %207 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 4
  store i32 2, ptr %207, align 4
  %208 = getelementptr inbounds [14 x double], ptr %15, i64 0, i64 0
  call void @check_components(ptr noundef @.str.7, ptr noundef %19, ptr noundef %208)
  %209 = getelementptr inbounds [14 x double], ptr %16, i64 0, i64 0
  %210 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %209, ptr align 16 %210, i64 112, i1 false)
  %211 = getelementptr inbounds [14 x double], ptr %16, i64 0, i64 0
  %212 = load i32, ptr %18, align 4
  call void @fin(ptr noundef %211, i32 noundef %212)
  store i32 0, ptr %23, align 4
  br label %213

213:                                              ; preds = %228, %189
  %214 = load i32, ptr %23, align 4
  %215 = load i32, ptr %18, align 4
  %216 = icmp slt i32 %214, %215
  br i1 %216, label %217, label %231

217:                                              ; preds = %213
  %218 = load i32, ptr %23, align 4
  %219 = load i32, ptr %23, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [14 x double], ptr %14, i64 0, i64 %220
  %222 = load double, ptr %221, align 8
  %223 = load i32, ptr %23, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [14 x double], ptr %16, i64 0, i64 %224
  %226 = load double, ptr %225, align 8
  %227 = call i32 @check(ptr noundef @.str.8, i32 noundef %218, double noundef %222, double noundef %226, double noundef 0x3D719799812DEA11)
  br label %228

228:                                              ; preds = %217
  %229 = load i32, ptr %23, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %23, align 4
  br label %213, !llvm.loop !10

231:                                              ; preds = %213
  br label %232

232:                                              ; preds = %231
  %233 = load i32, ptr %17, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %17, align 4
  br label %133, !llvm.loop !11

235:                                              ; preds = %133
  %236 = call i32 @finish(ptr noundef @.str.9)
  ret i32 %236
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = fmul double 3.000000e-01, %5
  %7 = call double @exp(double noundef %6) #6
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %2, align 8
  %12 = fmul double %10, %11
  %13 = call double @llvm.fmuladd.f64(double %4, double %7, double %12)
  ret double %13
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
  %48 = select i1 %46, ptr @.str.11, ptr @.str.12
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs2(double noundef %0, double noundef %1) #0 {
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
  ret double %16
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
  br label %10, !llvm.loop !12

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fa(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %43, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %46

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double %17, %22
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  %27 = load i32, ptr %4, align 4
  %28 = srem i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %24, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = call double @sin(double noundef %31) #6
  %33 = load double, ptr %5, align 8
  %34 = call double @llvm.fmuladd.f64(double %23, double %32, double %33)
  store double %34, ptr %5, align 8
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %39, double 1.000000e+00)
  %41 = load double, ptr %6, align 8
  %42 = fmul double %41, %40
  store double %42, ptr %6, align 8
  br label %43

43:                                               ; preds = %12
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %8, !llvm.loop !13

46:                                               ; preds = %8
  %47 = load double, ptr %5, align 8
  %48 = load double, ptr %6, align 8
  %49 = fmul double %47, %48
  ret double %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_along(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %5, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load double, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call double %6(double noundef %7, ptr noundef %8)
  %10 = load ptr, ptr %3, align 8
  %11 = load double, ptr %5, align 8
  %12 = fneg double %11
  %13 = load ptr, ptr %4, align 8
  %14 = call double %10(double noundef %12, ptr noundef %13)
  %15 = fsub double %9, %14
  %16 = load double, ptr %5, align 8
  %17 = fmul double 2.000000e+00, %16
  %18 = fdiv double %15, %17
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @shifted(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [14 x double], align 16
  %8 = alloca [14 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %12 = load ptr, ptr %5, align 8
  store ptr %12, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 112, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 112, i1 false)
  store i32 0, ptr %9, align 4
  br label %13

13:                                               ; preds = %39, %2
  %14 = load i32, ptr %9, align 4
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 3
  %17 = load i32, ptr %16, align 8
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %42

19:                                               ; preds = %13
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.Ctx, ptr %20, i32 0, i32 0
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %4, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.Ctx, ptr %28, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fmuladd.f64(double %27, double %34, double %26)
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 %37
  store double %35, ptr %38, align 8
  br label %39

39:                                               ; preds = %19
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %13, !llvm.loop !14

42:                                               ; preds = %13
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.Ctx, ptr %43, i32 0, i32 4
  %45 = load i32, ptr %44, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %53

47:                                               ; preds = %42
  %48 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 0
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.Ctx, ptr %49, i32 0, i32 3
  %51 = load i32, ptr %50, align 8
  %52 = call double @fa(ptr noundef %48, i32 noundef %51)
  store double %52, ptr %3, align 8
  br label %107

53:                                               ; preds = %42
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.Ctx, ptr %54, i32 0, i32 4
  %56 = load i32, ptr %55, align 4
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %64

58:                                               ; preds = %53
  %59 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 0
  %60 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 0
  %61 = load ptr, ptr %6, align 8
  %62 = getelementptr inbounds %struct.Ctx, ptr %61, i32 0, i32 3
  %63 = load i32, ptr %62, align 8
  call void @fv(ptr noundef %59, ptr noundef %60, i32 noundef %63)
  br label %64

64:                                               ; preds = %58, %53
  %65 = load ptr, ptr %6, align 8
  %66 = getelementptr inbounds %struct.Ctx, ptr %65, i32 0, i32 4
  %67 = load i32, ptr %66, align 4
  %68 = icmp eq i32 %67, 2
  br i1 %68, label %69, label %81

69:                                               ; preds = %64
  %70 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 0
  %71 = load ptr, ptr %6, align 8
  %72 = getelementptr inbounds %struct.Ctx, ptr %71, i32 0, i32 3
  %73 = load i32, ptr %72, align 8
  call void @fin(ptr noundef %70, i32 noundef %73)
  %74 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 0
  %75 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 0
  %76 = load ptr, ptr %6, align 8
  %77 = getelementptr inbounds %struct.Ctx, ptr %76, i32 0, i32 3
  %78 = load i32, ptr %77, align 8
  %79 = sext i32 %78 to i64
  %80 = mul i64 %79, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %74, ptr align 16 %75, i64 %80, i1 false)
  br label %81

81:                                               ; preds = %69, %64
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %82

82:                                               ; preds = %102, %81
  %83 = load i32, ptr %11, align 4
  %84 = load ptr, ptr %6, align 8
  %85 = getelementptr inbounds %struct.Ctx, ptr %84, i32 0, i32 3
  %86 = load i32, ptr %85, align 8
  %87 = icmp slt i32 %83, %86
  br i1 %87, label %88, label %105

88:                                               ; preds = %82
  %89 = load ptr, ptr %6, align 8
  %90 = getelementptr inbounds %struct.Ctx, ptr %89, i32 0, i32 2
  %91 = load ptr, ptr %90, align 8
  %92 = load i32, ptr %11, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %91, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load i32, ptr %11, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = load double, ptr %10, align 8
  %101 = call double @llvm.fmuladd.f64(double %95, double %99, double %100)
  store double %101, ptr %10, align 8
  br label %102

102:                                              ; preds = %88
  %103 = load i32, ptr %11, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %11, align 4
  br label %82, !llvm.loop !15

105:                                              ; preds = %82
  %106 = load double, ptr %10, align 8
  store double %106, ptr %3, align 8
  br label %107

107:                                              ; preds = %105, %47
  %108 = load double, ptr %3, align 8
  ret double %108
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

8:                                                ; preds = %46, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %49

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
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = fmul double %33, %38
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %19, double %27, double %40)
  %42 = load ptr, ptr %5, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  store double %41, ptr %45, align 8
  br label %46

46:                                               ; preds = %12
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %8, !llvm.loop !16

49:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_components(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [14 x double], align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %33, %3
  %10 = load i32, ptr %8, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 3
  %13 = load i32, ptr %12, align 8
  %14 = icmp slt i32 %10, %13
  br i1 %14, label %15, label %36

15:                                               ; preds = %9
  %16 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 112, i1 false)
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 %18
  store double 1.000000e+00, ptr %19, align 8
  %20 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 0
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.Ctx, ptr %21, i32 0, i32 2
  store ptr %20, ptr %22, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %8, align 4
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = call double @fd_along(ptr noundef @shifted, ptr noundef %30)
  %32 = call i32 @check(ptr noundef %23, i32 noundef %24, double noundef %29, double noundef %31, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %9, !llvm.loop !17

36:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fin(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [14 x double], align 16
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
  %26 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %12
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %8, !llvm.loop !18

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
  %44 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %47
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
  br label %31, !llvm.loop !19

59:                                               ; preds = %31
  %60 = load i32, ptr %4, align 4
  %61 = sub nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = fadd double 1.000000e+00, %64
  %66 = call double @sqrt(double noundef %65) #6
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds double, ptr %67, i64 0
  store double %66, ptr %68, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
