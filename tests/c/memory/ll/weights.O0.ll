; ModuleID = 'weights.c'
source_filename = "weights.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, double, i32, i32 }
%struct.CtxW = type { ptr, i32 }

@main.ns = internal constant [4 x i32] [i32 40, i32 7, i32 1, i32 0], align 16
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [17 x i8] c"wsum.dx(const w)\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [24 x i8] c"wsum.dx(const w, dup x)\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"wsum.dx(dup w)\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"wsum.dw(dup w)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"wchain.dx\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"wscale.dx\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"wscale.da\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@.str.7 = private unnamed_addr constant [22 x i8] c"wscale.da(enzyme_out)\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"wsum.second_call_adds\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"wsum.adds_to_nonzero\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"weights\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.11 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.14 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [40 x double], align 16
  %3 = alloca [40 x double], align 16
  %4 = alloca [40 x double], align 16
  %5 = alloca [40 x double], align 16
  %6 = alloca [40 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Ctx, align 8
  %10 = alloca %struct.CtxW, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %19 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %19, i32 noundef 40, double noundef 5.000000e-01, double noundef 1.500000e+00)
  %20 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  call void @fill(ptr noundef %20, i32 noundef 40, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %7, align 4
  br label %21

21:                                               ; preds = %155, %0
  %22 = load i32, ptr %7, align 4
  %23 = icmp slt i32 %22, 4
  br i1 %23, label %24, label %158

24:                                               ; preds = %21
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %8, align 4
  %29 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 0
  %30 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  store ptr %30, ptr %29, align 8
  %31 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 1
  store double 0.000000e+00, ptr %31, align 8
  %32 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 2
  %33 = load i32, ptr %8, align 4
  store i32 %33, ptr %32, align 8
  %34 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 3
  store i32 0, ptr %34, align 4
  %35 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %35, i8 0, i64 320, i1 false)
  %36 = load i32, ptr @enzyme_const, align 4
  %37 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %38 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %39 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  %40 = load i32, ptr %8, align 4
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wsum, i32 noundef %36, ptr noundef %37, ptr noundef %38, ptr noundef %39, i32 noundef %40)
  %42 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %43 = load i32, ptr %8, align 4
  %44 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj_x, ptr noundef %9, ptr noundef %42, i32 noundef %43, ptr noundef %44, double noundef 0x3EB0C6F7A0B5ED8D)
  %45 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %45, i8 0, i64 320, i1 false)
  %46 = load i32, ptr @enzyme_const, align 4
  %47 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %50 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  %51 = load i32, ptr @enzyme_const, align 4
  %52 = load i32, ptr %8, align 4
  %53 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wsum, i32 noundef %46, ptr noundef %47, i32 noundef %48, ptr noundef %49, ptr noundef %50, i32 noundef %51, i32 noundef %52)
  %54 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %55 = load i32, ptr %8, align 4
  %56 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.1, ptr noundef @obj_x, ptr noundef %9, ptr noundef %54, i32 noundef %55, ptr noundef %56, double noundef 0x3EB0C6F7A0B5ED8D)
  %57 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %57, i8 0, i64 320, i1 false)
  %58 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %58, i8 0, i64 320, i1 false)
  %59 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %60 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 0
  %61 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %62 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  %63 = load i32, ptr %8, align 4
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wsum, ptr noundef %59, ptr noundef %60, ptr noundef %61, ptr noundef %62, i32 noundef %63)
  %65 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %66 = load i32, ptr %8, align 4
  %67 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @obj_x, ptr noundef %9, ptr noundef %65, i32 noundef %66, ptr noundef %67, double noundef 0x3EB0C6F7A0B5ED8D)
  %68 = getelementptr inbounds %struct.CtxW, ptr %10, i32 0, i32 0
  %69 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  store ptr %69, ptr %68, align 8
  %70 = getelementptr inbounds %struct.CtxW, ptr %10, i32 0, i32 1
  %71 = load i32, ptr %8, align 4
  store i32 %71, ptr %70, align 8
  %72 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %73 = load i32, ptr %8, align 4
  %74 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.3, ptr noundef @obj_w, ptr noundef %10, ptr noundef %72, i32 noundef %73, ptr noundef %74, double noundef 0x3EB0C6F7A0B5ED8D)
  %75 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 3
  store i32 1, ptr %75, align 4
  %76 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %76, i8 0, i64 320, i1 false)
  %77 = load i32, ptr @enzyme_const, align 4
  %78 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %79 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %80 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  %81 = load i32, ptr %8, align 4
  %82 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wchain, i32 noundef %77, ptr noundef %78, ptr noundef %79, ptr noundef %80, i32 noundef %81)
  %83 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %84 = load i32, ptr %8, align 4
  %85 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @obj_x, ptr noundef %9, ptr noundef %83, i32 noundef %84, ptr noundef %85, double noundef 0x3EB0C6F7A0B5ED8D)
  %86 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 3
  store i32 2, ptr %86, align 4
  store i32 0, ptr %11, align 4
  br label %87

87:                                               ; preds = %151, %24
  %88 = load i32, ptr %11, align 4
  %89 = icmp slt i32 %88, 2
  br i1 %89, label %90, label %154

90:                                               ; preds = %87
  %91 = load i32, ptr %11, align 4
  %92 = icmp eq i32 %91, 0
  %93 = zext i1 %92 to i64
  %94 = select i1 %92, double 0x3FE6666666666666, double -4.000000e-01
  store double %94, ptr %12, align 8
  %95 = load double, ptr %12, align 8
  %96 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 1
  store double %95, ptr %96, align 8
  %97 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %97, i8 0, i64 320, i1 false)
  %98 = load i32, ptr @enzyme_const, align 4
  %99 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %100 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %101 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  %102 = load double, ptr %12, align 8
  %103 = load i32, ptr %8, align 4
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wscale, i32 noundef %98, ptr noundef %99, ptr noundef %100, ptr noundef %101, double noundef %102, i32 noundef %103)
  store double %104, ptr %13, align 8
  %105 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %106 = load i32, ptr %8, align 4
  %107 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.5, ptr noundef @obj_x, ptr noundef %9, ptr noundef %105, i32 noundef %106, ptr noundef %107, double noundef 0x3EB0C6F7A0B5ED8D)
  %108 = load double, ptr %12, align 8
  %109 = call double @step(double noundef %108)
  store double %109, ptr %14, align 8
  %110 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %111 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %112 = load double, ptr %12, align 8
  %113 = load double, ptr %14, align 8
  %114 = fadd double %112, %113
  %115 = load i32, ptr %8, align 4
  %116 = call double @wscale(ptr noundef %110, ptr noundef %111, double noundef %114, i32 noundef %115)
  %117 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %118 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %119 = load double, ptr %12, align 8
  %120 = load double, ptr %14, align 8
  %121 = fsub double %119, %120
  %122 = load i32, ptr %8, align 4
  %123 = call double @wscale(ptr noundef %117, ptr noundef %118, double noundef %121, i32 noundef %122)
  %124 = fsub double %116, %123
  %125 = load double, ptr %12, align 8
  %126 = load double, ptr %14, align 8
  %127 = fadd double %125, %126
  %128 = load double, ptr %12, align 8
  %129 = load double, ptr %14, align 8
  %130 = fsub double %128, %129
  %131 = fsub double %127, %130
  %132 = fdiv double %124, %131
  store double %132, ptr %15, align 8
  %133 = load i32, ptr %11, align 4
  %134 = load double, ptr %13, align 8
  %135 = load double, ptr %15, align 8
  %136 = call i32 @check(ptr noundef @.str.6, i32 noundef %133, double noundef %134, double noundef %135, double noundef 0x3EB0C6F7A0B5ED8D)
  %137 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %137, i8 0, i64 320, i1 false)
  %138 = load i32, ptr @enzyme_const, align 4
  %139 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %140 = load i32, ptr @enzyme_dup, align 4
  %141 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %142 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  %143 = load i32, ptr @enzyme_out, align 4
  %144 = load double, ptr %12, align 8
  %145 = load i32, ptr %8, align 4
  %146 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wscale, i32 noundef %138, ptr noundef %139, i32 noundef %140, ptr noundef %141, ptr noundef %142, i32 noundef %143, double noundef %144, i32 noundef %145)
  store double %146, ptr %13, align 8
  %147 = load i32, ptr %11, align 4
  %148 = load double, ptr %13, align 8
  %149 = load double, ptr %15, align 8
  %150 = call i32 @check(ptr noundef @.str.7, i32 noundef %147, double noundef %148, double noundef %149, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %151

151:                                              ; preds = %90
  %152 = load i32, ptr %11, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %11, align 4
  br label %87, !llvm.loop !6

154:                                              ; preds = %87
  br label %155

155:                                              ; preds = %154
  %156 = load i32, ptr %7, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %7, align 4
  br label %21, !llvm.loop !8

158:                                              ; preds = %21
  %159 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %159, i8 0, i64 320, i1 false)
  %160 = load i32, ptr @enzyme_const, align 4
  %161 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %162 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %163 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  %164 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wsum, i32 noundef %160, ptr noundef %161, ptr noundef %162, ptr noundef %163, i32 noundef 40)
  %165 = getelementptr inbounds [40 x double], ptr %6, i64 0, i64 0
  %166 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %165, ptr align 16 %166, i64 320, i1 false)
  %167 = load i32, ptr @enzyme_const, align 4
  %168 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %169 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %170 = getelementptr inbounds [40 x double], ptr %6, i64 0, i64 0
  %171 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wsum, i32 noundef %167, ptr noundef %168, ptr noundef %169, ptr noundef %170, i32 noundef 40)
  store i32 0, ptr %16, align 4
  br label %172

172:                                              ; preds = %187, %158
  %173 = load i32, ptr %16, align 4
  %174 = icmp slt i32 %173, 40
  br i1 %174, label %175, label %190

175:                                              ; preds = %172
  %176 = load i32, ptr %16, align 4
  %177 = load i32, ptr %16, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [40 x double], ptr %6, i64 0, i64 %178
  %180 = load double, ptr %179, align 8
  %181 = load i32, ptr %16, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 %182
  %184 = load double, ptr %183, align 8
  %185 = fmul double 2.000000e+00, %184
  %186 = call i32 @check(ptr noundef @.str.8, i32 noundef %176, double noundef %180, double noundef %185, double noundef 0x3D719799812DEA11)
  br label %187

187:                                              ; preds = %175
  %188 = load i32, ptr %16, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %16, align 4
  br label %172, !llvm.loop !9

190:                                              ; preds = %172
  store i32 0, ptr %17, align 4
  br label %191

191:                                              ; preds = %201, %190
  %192 = load i32, ptr %17, align 4
  %193 = icmp slt i32 %192, 40
  br i1 %193, label %194, label %204

194:                                              ; preds = %191
  %195 = load i32, ptr %17, align 4
  %196 = sitofp i32 %195 to double
  %197 = fmul double 2.500000e-01, %196
  %198 = load i32, ptr %17, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [40 x double], ptr %6, i64 0, i64 %199
  store double %197, ptr %200, align 8
  br label %201

201:                                              ; preds = %194
  %202 = load i32, ptr %17, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %17, align 4
  br label %191, !llvm.loop !10

204:                                              ; preds = %191
  %205 = load i32, ptr @enzyme_const, align 4
  %206 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %207 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %208 = getelementptr inbounds [40 x double], ptr %6, i64 0, i64 0
  %209 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @wsum, i32 noundef %205, ptr noundef %206, ptr noundef %207, ptr noundef %208, i32 noundef 40)
  store i32 0, ptr %18, align 4
  br label %210

210:                                              ; preds = %227, %204
  %211 = load i32, ptr %18, align 4
  %212 = icmp slt i32 %211, 40
  br i1 %212, label %213, label %230

213:                                              ; preds = %210
  %214 = load i32, ptr %18, align 4
  %215 = load i32, ptr %18, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [40 x double], ptr %6, i64 0, i64 %216
  %218 = load double, ptr %217, align 8
  %219 = load i32, ptr %18, align 4
  %220 = sitofp i32 %219 to double
  %221 = load i32, ptr %18, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [40 x double], ptr %4, i64 0, i64 %222
  %224 = load double, ptr %223, align 8
  %225 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %220, double %224)
  %226 = call i32 @check(ptr noundef @.str.9, i32 noundef %214, double noundef %218, double noundef %225, double noundef 0x3D719799812DEA11)
  br label %227

227:                                              ; preds = %213
  %228 = load i32, ptr %18, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %18, align 4
  br label %210, !llvm.loop !11

230:                                              ; preds = %210
  %231 = call i32 @finish(ptr noundef @.str.10)
  ret i32 %231
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wsum(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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

9:                                                ; preds = %45, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %48

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = fmul double %34, %39
  %41 = call double @sin(double noundef %40) #7
  %42 = call double @llvm.fmuladd.f64(double %24, double %29, double %41)
  %43 = load double, ptr %7, align 8
  %44 = fadd double %43, %42
  store double %44, ptr %7, align 8
  br label %45

45:                                               ; preds = %13
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %8, align 4
  br label %9, !llvm.loop !13

48:                                               ; preds = %9
  %49 = load double, ptr %7, align 8
  ret double %49
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
  br label %32, !llvm.loop !14

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_x(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  store ptr %7, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 3
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %2
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 2
  %19 = load i32, ptr %18, align 8
  %20 = call double @wsum(ptr noundef %15, ptr noundef %16, i32 noundef %19)
  store double %20, ptr %3, align 8
  br label %47

21:                                               ; preds = %2
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.Ctx, ptr %22, i32 0, i32 3
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, 1
  br i1 %25, label %26, label %35

26:                                               ; preds = %21
  %27 = load ptr, ptr %6, align 8
  %28 = getelementptr inbounds %struct.Ctx, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %struct.Ctx, ptr %31, i32 0, i32 2
  %33 = load i32, ptr %32, align 8
  %34 = call double @wchain(ptr noundef %29, ptr noundef %30, i32 noundef %33)
  store double %34, ptr %3, align 8
  br label %47

35:                                               ; preds = %21
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.Ctx, ptr %36, i32 0, i32 0
  %38 = load ptr, ptr %37, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.Ctx, ptr %40, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.Ctx, ptr %43, i32 0, i32 2
  %45 = load i32, ptr %44, align 8
  %46 = call double @wscale(ptr noundef %38, ptr noundef %39, double noundef %42, i32 noundef %45)
  store double %46, ptr %3, align 8
  br label %47

47:                                               ; preds = %35, %26, %12
  %48 = load double, ptr %3, align 8
  ret double %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_w(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.CtxW, ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.CtxW, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = call double @wsum(ptr noundef %7, ptr noundef %10, i32 noundef %13)
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wchain(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %56, %3
  %11 = load i32, ptr %9, align 4
  %12 = add nsw i32 %11, 1
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %59

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fmul double %20, %25
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %27, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %7, align 8
  %34 = call double @llvm.fmuladd.f64(double %26, double %32, double %33)
  store double %34, ptr %7, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %9, align 4
  %37 = add nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %35, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = fneg double %45
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = fmul double %46, %51
  %53 = call double @exp(double noundef %52) #7
  %54 = load double, ptr %8, align 8
  %55 = call double @llvm.fmuladd.f64(double %40, double %53, double %54)
  store double %55, ptr %8, align 8
  br label %56

56:                                               ; preds = %15
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %10, !llvm.loop !15

59:                                               ; preds = %10
  %60 = load double, ptr %7, align 8
  %61 = load double, ptr %8, align 8
  %62 = fmul double %60, %61
  ret double %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wscale(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %31, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %34

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load double, ptr %7, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fmul double %21, %26
  %28 = call double @exp(double noundef %27) #7
  %29 = load double, ptr %9, align 8
  %30 = call double @llvm.fmuladd.f64(double %20, double %28, double %29)
  store double %30, ptr %9, align 8
  br label %31

31:                                               ; preds = %15
  %32 = load i32, ptr %10, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %10, align 4
  br label %11, !llvm.loop !16

34:                                               ; preds = %11
  %35 = load double, ptr %9, align 8
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %7, align 8
  %38 = call double @llvm.fmuladd.f64(double %36, double %37, double 1.000000e+00)
  %39 = fdiv double %35, %38
  ret double %39
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
  %48 = select i1 %46, ptr @.str.12, ptr @.str.13
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %3, i32 noundef %4)
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

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
