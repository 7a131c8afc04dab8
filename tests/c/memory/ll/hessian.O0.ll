; ModuleID = 'hessian.c'
source_filename = "hessian.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"rosen.hv.exact\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"rosen.hv.fd_grad\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"rosen.hv.fd2\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"rosen.grad\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"rosen.grad.by_hvp_call\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"chain.hv.fd_grad\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"chain.hv.fd2\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"chain.hv.rev_over_fwd\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"chain.symmetry\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"heap.hv.fd_grad\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"heap.hv.fd2\00", align 1
@main.xs = internal constant [4 x double] [double -1.100000e+00, double 3.500000e-01, double 9.000000e-01, double 2.000000e+00], align 16
@.str.11 = private unnamed_addr constant [22 x i8] c"fs.fwd_over_rev.exact\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"fs.fwd_over_fwd.exact\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"fs.fwd_over_rev.fd2\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"fs.rev_over_rev.exact\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"fs.rev_over_fwd.exact\00", align 1
@loop_n = internal global i32 7, align 4
@.str.16 = private unnamed_addr constant [26 x i8] c"glob.fwd_over_rev.fd_grad\00", align 1
@.str.17 = private unnamed_addr constant [22 x i8] c"glob.fwd_over_rev.fd2\00", align 1
@.str.18 = private unnamed_addr constant [25 x i8] c"rec.fwd_over_rev.fd_grad\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"rec.fwd_over_rev.fd2\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"moved.fwd_over_rev.fd_grad\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"moved.fwd_over_rev.fd2\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"moved.rev_over_fwd\00", align 1
@.str.23 = private unnamed_addr constant [26 x i8] c"grow.fwd_over_rev.fd_grad\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"grow.fwd_over_rev.fd2\00", align 1
@.str.25 = private unnamed_addr constant [27 x i8] c"loop1.fwd_over_rev.fd_grad\00", align 1
@.str.26 = private unnamed_addr constant [23 x i8] c"loop1.fwd_over_rev.fd2\00", align 1
@.str.27 = private unnamed_addr constant [13 x i8] c"tab[1] = %g\0A\00", align 1
@tab = dso_local global [8 x double] zeroinitializer, align 16
@.str.28 = private unnamed_addr constant [8 x i8] c"hessian\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.29 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.32 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  %6 = alloca [9 x double], align 16
  %7 = alloca [9 x double], align 16
  %8 = alloca [9 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [9 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [9 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 2, ptr %9, align 4
  br label %36

36:                                               ; preds = %253, %0
  %37 = load i32, ptr %9, align 4
  %38 = icmp sle i32 %37, 9
  br i1 %38, label %39, label %261

39:                                               ; preds = %36
  %40 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %41 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %40, i32 noundef %41, double noundef -1.200000e+00, double noundef 1.200000e+00)
  %42 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %43 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %42, i32 noundef %43, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %44 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %45 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %44, i32 noundef %45, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %46 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %46, i8 0, i64 72, i1 false)
  %47 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %47, i8 0, i64 72, i1 false)
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %50 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %51 = load i32, ptr @enzyme_dup, align 4
  %52 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %53 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %54 = load i32, ptr @enzyme_const, align 4
  %55 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @rosen_grad, i32 noundef %48, ptr noundef %49, ptr noundef %50, i32 noundef %51, ptr noundef %52, ptr noundef %53, i32 noundef %54, i32 noundef %55)
  %56 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %57 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %58 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %59 = load i32, ptr %9, align 4
  call void @rosen_hv(ptr noundef %56, ptr noundef %57, ptr noundef %58, i32 noundef %59)
  store i32 0, ptr %10, align 4
  br label %60

60:                                               ; preds = %75, %39
  %61 = load i32, ptr %10, align 4
  %62 = load i32, ptr %9, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %78

64:                                               ; preds = %60
  %65 = load i32, ptr %10, align 4
  %66 = load i32, ptr %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = call i32 @check(ptr noundef @.str, i32 noundef %65, double noundef %69, double noundef %73, double noundef 1.000000e-10)
  br label %75

75:                                               ; preds = %64
  %76 = load i32, ptr %10, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %10, align 4
  br label %60, !llvm.loop !6

78:                                               ; preds = %60
  %79 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %80 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %81 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %82 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.1, ptr noundef @rosen_grad, ptr noundef %79, ptr noundef %80, ptr noundef %81, i32 noundef %82)
  %83 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %84 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %85 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %86 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.2, ptr noundef @rosen, ptr noundef %83, ptr noundef %84, ptr noundef %85, i32 noundef %86)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 72, i1 false)
  %87 = load i32, ptr @enzyme_dup, align 4
  %88 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %89 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  %90 = load i32, ptr @enzyme_const, align 4
  %91 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @rosen, i32 noundef %87, ptr noundef %88, ptr noundef %89, i32 noundef %90, i32 noundef %91)
  %92 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %93 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %94 = load i32, ptr %9, align 4
  call void @fd_gradient(ptr noundef @rosen, ptr noundef %92, ptr noundef %93, i32 noundef %94)
  store i32 0, ptr %12, align 4
  br label %95

95:                                               ; preds = %110, %78
  %96 = load i32, ptr %12, align 4
  %97 = load i32, ptr %9, align 4
  %98 = icmp slt i32 %96, %97
  br i1 %98, label %99, label %113

99:                                               ; preds = %95
  %100 = load i32, ptr %12, align 4
  %101 = load i32, ptr %12, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %102
  %104 = load double, ptr %103, align 8
  %105 = load i32, ptr %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = call i32 @check(ptr noundef @.str.3, i32 noundef %100, double noundef %104, double noundef %108, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %110

110:                                              ; preds = %99
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %12, align 4
  br label %95, !llvm.loop !8

113:                                              ; preds = %95
  store i32 0, ptr %13, align 4
  br label %114

114:                                              ; preds = %129, %113
  %115 = load i32, ptr %13, align 4
  %116 = load i32, ptr %9, align 4
  %117 = icmp slt i32 %115, %116
  br i1 %117, label %118, label %132

118:                                              ; preds = %114
  %119 = load i32, ptr %13, align 4
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load i32, ptr %13, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = call i32 @check(ptr noundef @.str.4, i32 noundef %119, double noundef %123, double noundef %127, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %129

129:                                              ; preds = %118
  %130 = load i32, ptr %13, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %13, align 4
  br label %114, !llvm.loop !9

132:                                              ; preds = %114
  %133 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %133, i8 0, i64 72, i1 false)
  %134 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %134, i8 0, i64 72, i1 false)
  %135 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %135, i8 0, i64 72, i1 false)
  %136 = load i32, ptr @enzyme_dup, align 4
  %137 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %138 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %139 = load i32, ptr @enzyme_dup, align 4
  %140 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %141 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %142 = load i32, ptr @enzyme_const, align 4
  %143 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @chain_grad, i32 noundef %136, ptr noundef %137, ptr noundef %138, i32 noundef %139, ptr noundef %140, ptr noundef %141, i32 noundef %142, i32 noundef %143)
  %144 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %144, i8 0, i64 72, i1 false)
  %145 = load i32, ptr @enzyme_dup, align 4
  %146 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %147 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %148 = load i32, ptr @enzyme_dup, align 4
  %149 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %150 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %151 = load i32, ptr @enzyme_const, align 4
  %152 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @chain_grad, i32 noundef %145, ptr noundef %146, ptr noundef %147, i32 noundef %148, ptr noundef %149, ptr noundef %150, i32 noundef %151, i32 noundef %152)
  %153 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %154 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %155 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %156 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.5, ptr noundef @chain_grad, ptr noundef %153, ptr noundef %154, ptr noundef %155, i32 noundef %156)
  %157 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %158 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %159 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %160 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.6, ptr noundef @chain, ptr noundef %157, ptr noundef %158, ptr noundef %159, i32 noundef %160)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 72, i1 false)
  %161 = load i32, ptr @enzyme_dup, align 4
  %162 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %163 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 0
  %164 = load i32, ptr @enzyme_const, align 4
  %165 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %166 = load i32, ptr @enzyme_const, align 4
  %167 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @chain_dir, i32 noundef %161, ptr noundef %162, ptr noundef %163, i32 noundef %164, ptr noundef %165, i32 noundef %166, i32 noundef %167)
  store i32 0, ptr %15, align 4
  br label %168

168:                                              ; preds = %183, %132
  %169 = load i32, ptr %15, align 4
  %170 = load i32, ptr %9, align 4
  %171 = icmp slt i32 %169, %170
  br i1 %171, label %172, label %186

172:                                              ; preds = %168
  %173 = load i32, ptr %15, align 4
  %174 = load i32, ptr %15, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %175
  %177 = load double, ptr %176, align 8
  %178 = load i32, ptr %15, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %179
  %181 = load double, ptr %180, align 8
  %182 = call i32 @check(ptr noundef @.str.7, i32 noundef %173, double noundef %177, double noundef %181, double noundef 1.000000e-10)
  br label %183

183:                                              ; preds = %172
  %184 = load i32, ptr %15, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %15, align 4
  br label %168, !llvm.loop !10

186:                                              ; preds = %168
  store double 0.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %187

187:                                              ; preds = %212, %186
  %188 = load i32, ptr %18, align 4
  %189 = load i32, ptr %9, align 4
  %190 = icmp slt i32 %188, %189
  br i1 %190, label %191, label %215

191:                                              ; preds = %187
  %192 = load i32, ptr %18, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %193
  %195 = load double, ptr %194, align 8
  %196 = load i32, ptr %18, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %197
  %199 = load double, ptr %198, align 8
  %200 = load double, ptr %16, align 8
  %201 = call double @llvm.fmuladd.f64(double %195, double %199, double %200)
  store double %201, ptr %16, align 8
  %202 = load i32, ptr %18, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %203
  %205 = load double, ptr %204, align 8
  %206 = load i32, ptr %18, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %207
  %209 = load double, ptr %208, align 8
  %210 = load double, ptr %17, align 8
  %211 = call double @llvm.fmuladd.f64(double %205, double %209, double %210)
  store double %211, ptr %17, align 8
  br label %212

212:                                              ; preds = %191
  %213 = load i32, ptr %18, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %18, align 4
  br label %187, !llvm.loop !11

215:                                              ; preds = %187
  %216 = load i32, ptr %9, align 4
  %217 = load double, ptr %16, align 8
  %218 = load double, ptr %17, align 8
  %219 = call i32 @check(ptr noundef @.str.8, i32 noundef %216, double noundef %217, double noundef %218, double noundef 1.000000e-10)
  %220 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %220, i8 0, i64 72, i1 false)
  %221 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %221, i8 0, i64 72, i1 false)
  store i32 0, ptr %19, align 4
  br label %222

222:                                              ; preds = %233, %215
  %223 = load i32, ptr %19, align 4
  %224 = load i32, ptr %9, align 4
  %225 = icmp slt i32 %223, %224
  br i1 %225, label %226, label %236

226:                                              ; preds = %222
  %227 = load i32, ptr %19, align 4
  %228 = sitofp i32 %227 to double
  %229 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %228, double 3.000000e-01)
  %230 = load i32, ptr %19, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %231
  store double %229, ptr %232, align 8
  br label %233

233:                                              ; preds = %226
  %234 = load i32, ptr %19, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %19, align 4
  br label %222, !llvm.loop !12

236:                                              ; preds = %222
  %237 = load i32, ptr @enzyme_dup, align 4
  %238 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %239 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %240 = load i32, ptr @enzyme_dup, align 4
  %241 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %242 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %243 = load i32, ptr @enzyme_const, align 4
  %244 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @heap_grad, i32 noundef %237, ptr noundef %238, ptr noundef %239, i32 noundef %240, ptr noundef %241, ptr noundef %242, i32 noundef %243, i32 noundef %244)
  %245 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %246 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %247 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %248 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.9, ptr noundef @heap_grad, ptr noundef %245, ptr noundef %246, ptr noundef %247, i32 noundef %248)
  %249 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %250 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %251 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %252 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.10, ptr noundef @heap, ptr noundef %249, ptr noundef %250, ptr noundef %251, i32 noundef %252)
  br label %253

253:                                              ; preds = %236
  %254 = load i32, ptr %9, align 4
  %255 = icmp sgt i32 %254, 2
  %256 = zext i1 %255 to i32
  %257 = mul nsw i32 2, %256
  %258 = sub nsw i32 7, %257
  %259 = load i32, ptr %9, align 4
  %260 = add nsw i32 %259, %258
  store i32 %260, ptr %9, align 4
  br label %36, !llvm.loop !13

261:                                              ; preds = %36
  store i32 0, ptr %20, align 4
  br label %262

262:                                              ; preds = %474, %261
  %263 = load i32, ptr %20, align 4
  %264 = icmp slt i32 %263, 4
  br i1 %264, label %265, label %477

265:                                              ; preds = %262
  %266 = load i32, ptr %20, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %267
  %269 = load double, ptr %268, align 8
  store double %269, ptr %21, align 8
  %270 = load i32, ptr %20, align 4
  %271 = load double, ptr %21, align 8
  %272 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_rev, double noundef %271, double noundef 1.000000e+00)
  %273 = load double, ptr %21, align 8
  %274 = call double @fs2(double noundef %273)
  %275 = call i32 @check(ptr noundef @.str.11, i32 noundef %270, double noundef %272, double noundef %274, double noundef 1.000000e-10)
  %276 = load i32, ptr %20, align 4
  %277 = load double, ptr %21, align 8
  %278 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_fwd, double noundef %277, double noundef 1.000000e+00)
  %279 = load double, ptr %21, align 8
  %280 = call double @fs2(double noundef %279)
  %281 = call i32 @check(ptr noundef @.str.12, i32 noundef %276, double noundef %278, double noundef %280, double noundef 1.000000e-10)
  %282 = load i32, ptr %20, align 4
  %283 = load double, ptr %21, align 8
  %284 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_rev, double noundef %283, double noundef 1.000000e+00)
  %285 = load double, ptr %21, align 8
  %286 = call double @d2(ptr noundef @fs, double noundef %285)
  %287 = call i32 @check(ptr noundef @.str.13, i32 noundef %282, double noundef %284, double noundef %286, double noundef 1.000000e-05)
  %288 = load i32, ptr %20, align 4
  %289 = load double, ptr %21, align 8
  %290 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fs_rev, double noundef %289)
  %291 = load double, ptr %21, align 8
  %292 = call double @fs2(double noundef %291)
  %293 = call i32 @check(ptr noundef @.str.14, i32 noundef %288, double noundef %290, double noundef %292, double noundef 1.000000e-10)
  %294 = load i32, ptr %20, align 4
  %295 = load double, ptr %21, align 8
  %296 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fs_fwd, double noundef %295)
  %297 = load double, ptr %21, align 8
  %298 = call double @fs2(double noundef %297)
  %299 = call i32 @check(ptr noundef @.str.15, i32 noundef %294, double noundef %296, double noundef %298, double noundef 1.000000e-10)
  store i32 3, ptr @loop_n, align 4
  br label %300

300:                                              ; preds = %331, %265
  %301 = load i32, ptr @loop_n, align 4
  %302 = icmp sle i32 %301, 20
  br i1 %302, label %303, label %334

303:                                              ; preds = %300
  %304 = load double, ptr %21, align 8
  %305 = load i32, ptr @enzyme_const, align 4
  %306 = load i32, ptr @loop_n, align 4
  %307 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @glob_d, double noundef %304, double noundef 1.000000e+00, i32 noundef %305, i32 noundef %306)
  store double %307, ptr %22, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %23, align 8
  %308 = load double, ptr %21, align 8
  %309 = load double, ptr %23, align 8
  %310 = fadd double %308, %309
  %311 = load i32, ptr @loop_n, align 4
  %312 = call double @glob_d(double noundef %310, i32 noundef %311)
  %313 = load double, ptr %21, align 8
  %314 = load double, ptr %23, align 8
  %315 = fsub double %313, %314
  %316 = load i32, ptr @loop_n, align 4
  %317 = call double @glob_d(double noundef %315, i32 noundef %316)
  %318 = fsub double %312, %317
  %319 = load double, ptr %23, align 8
  %320 = fmul double 2.000000e+00, %319
  %321 = fdiv double %318, %320
  store double %321, ptr %24, align 8
  %322 = load i32, ptr @loop_n, align 4
  %323 = load double, ptr %22, align 8
  %324 = load double, ptr %24, align 8
  %325 = call i32 @check(ptr noundef @.str.16, i32 noundef %322, double noundef %323, double noundef %324, double noundef 1.000000e-05)
  %326 = load i32, ptr @loop_n, align 4
  %327 = load double, ptr %22, align 8
  %328 = load double, ptr %21, align 8
  %329 = call double @d2(ptr noundef @glob_n, double noundef %328)
  %330 = call i32 @check(ptr noundef @.str.17, i32 noundef %326, double noundef %327, double noundef %329, double noundef 1.000000e-04)
  br label %331

331:                                              ; preds = %303
  %332 = load i32, ptr @loop_n, align 4
  %333 = add nsw i32 %332, 17
  store i32 %333, ptr @loop_n, align 4
  br label %300, !llvm.loop !14

334:                                              ; preds = %300
  store i32 0, ptr @loop_n, align 4
  br label %335

335:                                              ; preds = %366, %334
  %336 = load i32, ptr @loop_n, align 4
  %337 = icmp sle i32 %336, 6
  br i1 %337, label %338, label %369

338:                                              ; preds = %335
  %339 = load double, ptr %21, align 8
  %340 = load i32, ptr @enzyme_const, align 4
  %341 = load i32, ptr @loop_n, align 4
  %342 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @rec_d, double noundef %339, double noundef 1.000000e+00, i32 noundef %340, i32 noundef %341)
  store double %342, ptr %25, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %26, align 8
  %343 = load double, ptr %21, align 8
  %344 = load double, ptr %26, align 8
  %345 = fadd double %343, %344
  %346 = load i32, ptr @loop_n, align 4
  %347 = call double @rec_d(double noundef %345, i32 noundef %346)
  %348 = load double, ptr %21, align 8
  %349 = load double, ptr %26, align 8
  %350 = fsub double %348, %349
  %351 = load i32, ptr @loop_n, align 4
  %352 = call double @rec_d(double noundef %350, i32 noundef %351)
  %353 = fsub double %347, %352
  %354 = load double, ptr %26, align 8
  %355 = fmul double 2.000000e+00, %354
  %356 = fdiv double %353, %355
  store double %356, ptr %27, align 8
  %357 = load i32, ptr @loop_n, align 4
  %358 = load double, ptr %25, align 8
  %359 = load double, ptr %27, align 8
  %360 = call i32 @check(ptr noundef @.str.18, i32 noundef %357, double noundef %358, double noundef %359, double noundef 1.000000e-05)
  %361 = load i32, ptr @loop_n, align 4
  %362 = load double, ptr %25, align 8
  %363 = load double, ptr %21, align 8
  %364 = call double @d2(ptr noundef @rec_n, double noundef %363)
  %365 = call i32 @check(ptr noundef @.str.19, i32 noundef %361, double noundef %362, double noundef %364, double noundef 1.000000e-04)
  br label %366

366:                                              ; preds = %338
  %367 = load i32, ptr @loop_n, align 4
  %368 = add nsw i32 %367, 3
  store i32 %368, ptr @loop_n, align 4
  br label %335, !llvm.loop !15

369:                                              ; preds = %335
  store i32 1, ptr @loop_n, align 4
  br label %370

370:                                              ; preds = %408, %369
  %371 = load i32, ptr @loop_n, align 4
  %372 = icmp sle i32 %371, 9
  br i1 %372, label %373, label %411

373:                                              ; preds = %370
  %374 = load double, ptr %21, align 8
  %375 = load i32, ptr @enzyme_const, align 4
  %376 = load i32, ptr @loop_n, align 4
  %377 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @moved_d, double noundef %374, double noundef 1.000000e+00, i32 noundef %375, i32 noundef %376)
  store double %377, ptr %28, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %29, align 8
  %378 = load double, ptr %21, align 8
  %379 = load double, ptr %29, align 8
  %380 = fadd double %378, %379
  %381 = load i32, ptr @loop_n, align 4
  %382 = call double @moved_d(double noundef %380, i32 noundef %381)
  %383 = load double, ptr %21, align 8
  %384 = load double, ptr %29, align 8
  %385 = fsub double %383, %384
  %386 = load i32, ptr @loop_n, align 4
  %387 = call double @moved_d(double noundef %385, i32 noundef %386)
  %388 = fsub double %382, %387
  %389 = load double, ptr %29, align 8
  %390 = fmul double 2.000000e+00, %389
  %391 = fdiv double %388, %390
  store double %391, ptr %30, align 8
  %392 = load i32, ptr @loop_n, align 4
  %393 = load double, ptr %28, align 8
  %394 = load double, ptr %30, align 8
  %395 = call i32 @check(ptr noundef @.str.20, i32 noundef %392, double noundef %393, double noundef %394, double noundef 1.000000e-05)
  %396 = load i32, ptr @loop_n, align 4
  %397 = load double, ptr %28, align 8
  %398 = load double, ptr %21, align 8
  %399 = call double @d2(ptr noundef @moved_n, double noundef %398)
  %400 = call i32 @check(ptr noundef @.str.21, i32 noundef %396, double noundef %397, double noundef %399, double noundef 1.000000e-04)
  %401 = load i32, ptr @loop_n, align 4
  %402 = load double, ptr %21, align 8
  %403 = load i32, ptr @enzyme_const, align 4
  %404 = load i32, ptr @loop_n, align 4
  %405 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @moved_t, double noundef %402, i32 noundef %403, i32 noundef %404)
  %406 = load double, ptr %28, align 8
  %407 = call i32 @check(ptr noundef @.str.22, i32 noundef %401, double noundef %405, double noundef %406, double noundef 1.000000e-10)
  br label %408

408:                                              ; preds = %373
  %409 = load i32, ptr @loop_n, align 4
  %410 = add nsw i32 %409, 8
  store i32 %410, ptr @loop_n, align 4
  br label %370, !llvm.loop !16

411:                                              ; preds = %370
  %412 = load double, ptr %21, align 8
  %413 = fcmp ogt double %412, 0.000000e+00
  br i1 %413, label %414, label %438

414:                                              ; preds = %411
  store double 0x3EB0C6F7A0B5ED8D, ptr %31, align 8
  %415 = load double, ptr %21, align 8
  %416 = load double, ptr %31, align 8
  %417 = fadd double %415, %416
  %418 = call double @grow_d(double noundef %417)
  %419 = load double, ptr %21, align 8
  %420 = load double, ptr %31, align 8
  %421 = fsub double %419, %420
  %422 = call double @grow_d(double noundef %421)
  %423 = fsub double %418, %422
  %424 = load double, ptr %31, align 8
  %425 = fmul double 2.000000e+00, %424
  %426 = fdiv double %423, %425
  store double %426, ptr %32, align 8
  %427 = load i32, ptr %20, align 4
  %428 = load double, ptr %21, align 8
  %429 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @grow_d, double noundef %428, double noundef 1.000000e+00)
  %430 = load double, ptr %32, align 8
  %431 = call i32 @check(ptr noundef @.str.23, i32 noundef %427, double noundef %429, double noundef %430, double noundef 1.000000e-05)
  %432 = load i32, ptr %20, align 4
  %433 = load double, ptr %21, align 8
  %434 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @grow_d, double noundef %433, double noundef 1.000000e+00)
  %435 = load double, ptr %21, align 8
  %436 = call double @d2(ptr noundef @grow, double noundef %435)
  %437 = call i32 @check(ptr noundef @.str.24, i32 noundef %432, double noundef %434, double noundef %436, double noundef 1.000000e-04)
  br label %438

438:                                              ; preds = %414, %411
  store i32 1, ptr @loop_n, align 4
  br label %439

439:                                              ; preds = %470, %438
  %440 = load i32, ptr @loop_n, align 4
  %441 = icmp sle i32 %440, 12
  br i1 %441, label %442, label %473

442:                                              ; preds = %439
  %443 = load double, ptr %21, align 8
  %444 = load i32, ptr @enzyme_const, align 4
  %445 = load i32, ptr @loop_n, align 4
  %446 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @loop1_d, double noundef %443, double noundef 1.000000e+00, i32 noundef %444, i32 noundef %445)
  store double %446, ptr %33, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %34, align 8
  %447 = load double, ptr %21, align 8
  %448 = load double, ptr %34, align 8
  %449 = fadd double %447, %448
  %450 = load i32, ptr @loop_n, align 4
  %451 = call double @loop1_d(double noundef %449, i32 noundef %450)
  %452 = load double, ptr %21, align 8
  %453 = load double, ptr %34, align 8
  %454 = fsub double %452, %453
  %455 = load i32, ptr @loop_n, align 4
  %456 = call double @loop1_d(double noundef %454, i32 noundef %455)
  %457 = fsub double %451, %456
  %458 = load double, ptr %34, align 8
  %459 = fmul double 2.000000e+00, %458
  %460 = fdiv double %457, %459
  store double %460, ptr %35, align 8
  %461 = load i32, ptr @loop_n, align 4
  %462 = load double, ptr %33, align 8
  %463 = load double, ptr %35, align 8
  %464 = call i32 @check(ptr noundef @.str.25, i32 noundef %461, double noundef %462, double noundef %463, double noundef 1.000000e-05)
  %465 = load i32, ptr @loop_n, align 4
  %466 = load double, ptr %33, align 8
  %467 = load double, ptr %21, align 8
  %468 = call double @d2(ptr noundef @loop1_n, double noundef %467)
  %469 = call i32 @check(ptr noundef @.str.26, i32 noundef %465, double noundef %466, double noundef %468, double noundef 1.000000e-04)
  br label %470

470:                                              ; preds = %442
  %471 = load i32, ptr @loop_n, align 4
  %472 = add nsw i32 %471, 11
  store i32 %472, ptr @loop_n, align 4
  br label %439, !llvm.loop !17

473:                                              ; preds = %439
  br label %474

474:                                              ; preds = %473
  %475 = load i32, ptr %20, align 4
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr %20, align 4
  br label %262, !llvm.loop !18

477:                                              ; preds = %262
  %478 = load double, ptr getelementptr inbounds ([8 x double], ptr @tab, i64 0, i64 1), align 8
  %479 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, double noundef %478)
  %480 = call i32 @finish(ptr noundef @.str.28)
  ret i32 %480
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
  br label %10, !llvm.loop !19

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rosen_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = load i32, ptr %6, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @rosen, i32 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rosen_hv(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %13

13:                                               ; preds = %22, %4
  %14 = load i32, ptr %9, align 4
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %13
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  store double 0.000000e+00, ptr %21, align 8
  br label %22

22:                                               ; preds = %17
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %13, !llvm.loop !20

25:                                               ; preds = %13
  store i32 0, ptr %10, align 4
  br label %26

26:                                               ; preds = %101, %25
  %27 = load i32, ptr %10, align 4
  %28 = add nsw i32 %27, 1
  %29 = load i32, ptr %8, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %104

31:                                               ; preds = %26
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fmul double 1.200000e+03, %36
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %10, align 4
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %43, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fmul double 4.000000e+02, %48
  %50 = fneg double %49
  %51 = call double @llvm.fmuladd.f64(double %37, double %42, double %50)
  %52 = fadd double %51, 2.000000e+00
  store double %52, ptr %11, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = load i32, ptr %10, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = fmul double -4.000000e+02, %57
  store double %58, ptr %12, align 8
  %59 = load double, ptr %11, align 8
  %60 = load ptr, ptr %6, align 8
  %61 = load i32, ptr %10, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %60, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %12, align 8
  %66 = load ptr, ptr %6, align 8
  %67 = load i32, ptr %10, align 4
  %68 = add nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %66, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = fmul double %65, %71
  %73 = call double @llvm.fmuladd.f64(double %59, double %64, double %72)
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %74, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = fadd double %78, %73
  store double %79, ptr %77, align 8
  %80 = load double, ptr %12, align 8
  %81 = load ptr, ptr %6, align 8
  %82 = load i32, ptr %10, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds double, ptr %81, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = load ptr, ptr %6, align 8
  %87 = load i32, ptr %10, align 4
  %88 = add nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds double, ptr %86, i64 %89
  %91 = load double, ptr %90, align 8
  %92 = fmul double 2.000000e+02, %91
  %93 = call double @llvm.fmuladd.f64(double %80, double %85, double %92)
  %94 = load ptr, ptr %7, align 8
  %95 = load i32, ptr %10, align 4
  %96 = add nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %94, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = fadd double %99, %93
  store double %100, ptr %98, align 8
  br label %101

101:                                              ; preds = %31
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %26, !llvm.loop !21

104:                                              ; preds = %26
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
  %48 = select i1 %46, ptr @.str.30, ptr @.str.31
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
define internal void @check_hvp(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca [9 x double], align 16
  %14 = alloca [9 x double], align 16
  %15 = alloca [9 x double], align 16
  %16 = alloca [9 x double], align 16
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 72, i1 false)
  store double 0x3EB0C6F7A0B5ED8D, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %20

20:                                               ; preds = %56, %6
  %21 = load i32, ptr %18, align 4
  %22 = load i32, ptr %12, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %59

24:                                               ; preds = %20
  %25 = load ptr, ptr %9, align 8
  %26 = load i32, ptr %18, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %17, align 8
  %31 = load ptr, ptr %10, align 8
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = call double @llvm.fmuladd.f64(double %30, double %35, double %29)
  %37 = load i32, ptr %18, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %38
  store double %36, ptr %39, align 8
  %40 = load ptr, ptr %9, align 8
  %41 = load i32, ptr %18, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %17, align 8
  %46 = load ptr, ptr %10, align 8
  %47 = load i32, ptr %18, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fneg double %45
  %52 = call double @llvm.fmuladd.f64(double %51, double %50, double %44)
  %53 = load i32, ptr %18, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %54
  store double %52, ptr %55, align 8
  br label %56

56:                                               ; preds = %24
  %57 = load i32, ptr %18, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %18, align 4
  br label %20, !llvm.loop !22

59:                                               ; preds = %20
  %60 = load ptr, ptr %8, align 8
  %61 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 0
  %62 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 0
  %63 = load i32, ptr %12, align 4
  call void %60(ptr noundef %61, ptr noundef %62, i32 noundef %63)
  %64 = load ptr, ptr %8, align 8
  %65 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 0
  %66 = getelementptr inbounds [9 x double], ptr %16, i64 0, i64 0
  %67 = load i32, ptr %12, align 4
  call void %64(ptr noundef %65, ptr noundef %66, i32 noundef %67)
  store i32 0, ptr %19, align 4
  br label %68

68:                                               ; preds = %93, %59
  %69 = load i32, ptr %19, align 4
  %70 = load i32, ptr %12, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %96

72:                                               ; preds = %68
  %73 = load ptr, ptr %7, align 8
  %74 = load i32, ptr %19, align 4
  %75 = load ptr, ptr %11, align 8
  %76 = load i32, ptr %19, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %75, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = load i32, ptr %19, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = load i32, ptr %19, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [9 x double], ptr %16, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = fsub double %83, %87
  %89 = load double, ptr %17, align 8
  %90 = fmul double 2.000000e+00, %89
  %91 = fdiv double %88, %90
  %92 = call i32 @check(ptr noundef %73, i32 noundef %74, double noundef %79, double noundef %91, double noundef 1.000000e-05)
  br label %93

93:                                               ; preds = %72
  %94 = load i32, ptr %19, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %19, align 4
  br label %68, !llvm.loop !23

96:                                               ; preds = %68
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_hvp_fd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca [9 x double], align 16
  %14 = alloca [9 x double], align 16
  %15 = alloca [9 x double], align 16
  %16 = alloca [9 x double], align 16
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  store double 1.000000e-04, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %20

20:                                               ; preds = %56, %6
  %21 = load i32, ptr %18, align 4
  %22 = load i32, ptr %12, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %59

24:                                               ; preds = %20
  %25 = load ptr, ptr %9, align 8
  %26 = load i32, ptr %18, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %17, align 8
  %31 = load ptr, ptr %10, align 8
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = call double @llvm.fmuladd.f64(double %30, double %35, double %29)
  %37 = load i32, ptr %18, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %38
  store double %36, ptr %39, align 8
  %40 = load ptr, ptr %9, align 8
  %41 = load i32, ptr %18, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %17, align 8
  %46 = load ptr, ptr %10, align 8
  %47 = load i32, ptr %18, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fneg double %45
  %52 = call double @llvm.fmuladd.f64(double %51, double %50, double %44)
  %53 = load i32, ptr %18, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %54
  store double %52, ptr %55, align 8
  br label %56

56:                                               ; preds = %24
  %57 = load i32, ptr %18, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %18, align 4
  br label %20, !llvm.loop !24

59:                                               ; preds = %20
  %60 = load ptr, ptr %8, align 8
  %61 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 0
  %62 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 0
  %63 = load i32, ptr %12, align 4
  call void @fd_gradient(ptr noundef %60, ptr noundef %61, ptr noundef %62, i32 noundef %63)
  %64 = load ptr, ptr %8, align 8
  %65 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 0
  %66 = getelementptr inbounds [9 x double], ptr %16, i64 0, i64 0
  %67 = load i32, ptr %12, align 4
  call void @fd_gradient(ptr noundef %64, ptr noundef %65, ptr noundef %66, i32 noundef %67)
  store i32 0, ptr %19, align 4
  br label %68

68:                                               ; preds = %93, %59
  %69 = load i32, ptr %19, align 4
  %70 = load i32, ptr %12, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %96

72:                                               ; preds = %68
  %73 = load ptr, ptr %7, align 8
  %74 = load i32, ptr %19, align 4
  %75 = load ptr, ptr %11, align 8
  %76 = load i32, ptr %19, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %75, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = load i32, ptr %19, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = load i32, ptr %19, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [9 x double], ptr %16, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = fsub double %83, %87
  %89 = load double, ptr %17, align 8
  %90 = fmul double 2.000000e+00, %89
  %91 = fdiv double %88, %90
  %92 = call i32 @check(ptr noundef %73, i32 noundef %74, double noundef %79, double noundef %91, double noundef 1.000000e-04)
  br label %93

93:                                               ; preds = %72
  %94 = load i32, ptr %19, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %19, align 4
  br label %68, !llvm.loop !25

96:                                               ; preds = %68
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rosen(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %48, %2
  %10 = load i32, ptr %6, align 4
  %11 = add nsw i32 %10, 1
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %51

14:                                               ; preds = %9
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %15, i64 %18
  %20 = load double, ptr %19, align 8
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
  %31 = fneg double %25
  %32 = call double @llvm.fmuladd.f64(double %31, double %30, double %20)
  store double %32, ptr %7, align 8
  %33 = load ptr, ptr %3, align 8
  %34 = load i32, ptr %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = fsub double 1.000000e+00, %37
  store double %38, ptr %8, align 8
  %39 = load double, ptr %7, align 8
  %40 = fmul double 1.000000e+02, %39
  %41 = load double, ptr %7, align 8
  %42 = load double, ptr %8, align 8
  %43 = load double, ptr %8, align 8
  %44 = fmul double %42, %43
  %45 = call double @llvm.fmuladd.f64(double %40, double %41, double %44)
  %46 = load double, ptr %5, align 8
  %47 = fadd double %46, %45
  store double %47, ptr %5, align 8
  br label %48

48:                                               ; preds = %14
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %6, align 4
  br label %9, !llvm.loop !26

51:                                               ; preds = %9
  %52 = load double, ptr %5, align 8
  ret double %52
}

declare void @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fd_gradient(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca [9 x double], align 16
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %14 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 8 %15, i64 %18, i1 false)
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %88, %4
  %20 = load i32, ptr %10, align 4
  %21 = load i32, ptr %8, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %91

23:                                               ; preds = %19
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ogt double %29, 1.000000e+00
  br i1 %30, label %31, label %38

31:                                               ; preds = %23
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.fabs.f64(double %36)
  br label %39

38:                                               ; preds = %23
  br label %39

39:                                               ; preds = %38, %31
  %40 = phi double [ %37, %31 ], [ 1.000000e+00, %38 ]
  %41 = fmul double 1.000000e-05, %40
  store double %41, ptr %11, align 8
  %42 = load ptr, ptr %6, align 8
  %43 = load i32, ptr %10, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load double, ptr %11, align 8
  %48 = fadd double %46, %47
  %49 = load i32, ptr %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %50
  store double %48, ptr %51, align 8
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %54 = load i32, ptr %8, align 4
  %55 = call double %52(ptr noundef %53, i32 noundef %54)
  store double %55, ptr %12, align 8
  %56 = load ptr, ptr %6, align 8
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load double, ptr %11, align 8
  %62 = fsub double %60, %61
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %64
  store double %62, ptr %65, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 0
  %68 = load i32, ptr %8, align 4
  %69 = call double %66(ptr noundef %67, i32 noundef %68)
  store double %69, ptr %13, align 8
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %76
  store double %74, ptr %77, align 8
  %78 = load double, ptr %12, align 8
  %79 = load double, ptr %13, align 8
  %80 = fsub double %78, %79
  %81 = load double, ptr %11, align 8
  %82 = fmul double 2.000000e+00, %81
  %83 = fdiv double %80, %82
  %84 = load ptr, ptr %7, align 8
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %84, i64 %86
  store double %83, ptr %87, align 8
  br label %88

88:                                               ; preds = %39
  %89 = load i32, ptr %10, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %10, align 4
  br label %19, !llvm.loop !27

91:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @chain_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = load i32, ptr %6, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @chain, i32 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @chain(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 5.000000e-01, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %28, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %7
  %12 = load double, ptr %5, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = fmul double %12, %17
  %19 = call double @sin(double noundef %18) #8
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = fmul double 3.000000e-01, %24
  %26 = load double, ptr %5, align 8
  %27 = call double @llvm.fmuladd.f64(double %25, double %26, double %19)
  store double %27, ptr %5, align 8
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %7, !llvm.loop !28

31:                                               ; preds = %7
  %32 = load double, ptr %5, align 8
  %33 = load double, ptr %5, align 8
  %34 = load double, ptr %5, align 8
  %35 = fneg double %34
  %36 = call double @exp(double noundef %35) #8
  %37 = call double @llvm.fmuladd.f64(double %32, double %33, double %36)
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @chain_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = load i32, ptr %6, align 4
  %12 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @chain, i32 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11)
  ret double %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heap_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr @enzyme_dup, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr @enzyme_const, align 4
  %11 = load i32, ptr %6, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @heap, i32 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @heap(ptr noundef %0, i32 noundef %1) #0 {
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
  %12 = call noalias ptr @malloc(i64 noundef %11) #9
  store ptr %12, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %38, %2
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %41

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double 4.000000e-01, %22
  %24 = call double @exp(double noundef %23) #8
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
  br label %38

38:                                               ; preds = %17
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %13, !llvm.loop !29

41:                                               ; preds = %13
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %42

42:                                               ; preds = %81, %41
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %4, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %84

46:                                               ; preds = %42
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %8, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = fmul double %51, %56
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %58, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = fmul double 5.000000e-01, %62
  %64 = call double @llvm.maxnum.f64(double %57, double %63)
  %65 = load ptr, ptr %5, align 8
  %66 = load i32, ptr %8, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %65, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %8, align 4
  %72 = add nsw i32 %71, 2
  %73 = load i32, ptr %4, align 4
  %74 = srem i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %70, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = call double @llvm.fmuladd.f64(double %69, double %77, double %64)
  %79 = load double, ptr %7, align 8
  %80 = fadd double %79, %78
  store double %80, ptr %7, align 8
  br label %81

81:                                               ; preds = %46
  %82 = load i32, ptr %8, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %8, align 4
  br label %42, !llvm.loop !30

84:                                               ; preds = %42
  %85 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %85) #8
  %86 = load double, ptr %7, align 8
  ret double %86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs_rev(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fs, double noundef %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #8
  %5 = load double, ptr %2, align 8
  %6 = fmul double 4.000000e+00, %5
  %7 = load double, ptr %2, align 8
  %8 = call double @cos(double noundef %7) #8
  %9 = fmul double %6, %8
  %10 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %4, double %9)
  %11 = load double, ptr %2, align 8
  %12 = load double, ptr %2, align 8
  %13 = fmul double %11, %12
  %14 = load double, ptr %2, align 8
  %15 = call double @sin(double noundef %14) #8
  %16 = fneg double %13
  %17 = call double @llvm.fmuladd.f64(double %16, double %15, double %10)
  %18 = load double, ptr %2, align 8
  %19 = fmul double 5.000000e-01, %18
  %20 = call double @exp(double noundef %19) #8
  %21 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %20, double %17)
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs_fwd(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs, double noundef %3, double noundef 1.000000e+00)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d2(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store double 1.000000e-04, ptr %5, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fadd double %7, %8
  %10 = call double %6(double noundef %9)
  %11 = load ptr, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  %13 = call double %11(double noundef %12)
  %14 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %13, double %10)
  %15 = load ptr, ptr %3, align 8
  %16 = load double, ptr %4, align 8
  %17 = load double, ptr %5, align 8
  %18 = fsub double %16, %17
  %19 = call double %15(double noundef %18)
  %20 = fadd double %14, %19
  %21 = load double, ptr %5, align 8
  %22 = load double, ptr %5, align 8
  %23 = fmul double %21, %22
  %24 = fdiv double %20, %23
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = fmul double 5.000000e-01, %8
  %10 = call double @exp(double noundef %9) #8
  %11 = call double @llvm.fmuladd.f64(double %6, double %7, double %10)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @glob_d(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr @enzyme_const, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @glob, double noundef %5, i32 noundef %6, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @glob_n(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load i32, ptr @loop_n, align 4
  %5 = call double @glob(double noundef %3, i32 noundef %4)
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rec_d(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr @enzyme_const, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rec, double noundef %5, i32 noundef %6, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rec_n(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load i32, ptr @loop_n, align 4
  %5 = call double @rec(double noundef %3, i32 noundef %4)
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @moved_d(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr @enzyme_const, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @moved, double noundef %5, i32 noundef %6, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @moved_n(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load i32, ptr @loop_n, align 4
  %5 = call double @moved(double noundef %3, i32 noundef %4)
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @moved_t(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr @enzyme_const, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @moved, double noundef %5, double noundef 1.000000e+00, i32 noundef %6, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @grow_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @grow, double noundef %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @grow(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load double, ptr %3, align 8
  %8 = load double, ptr %2, align 8
  %9 = fmul double 5.000000e+01, %8
  %10 = fcmp olt double %7, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %6
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 1000
  br label %14

14:                                               ; preds = %11, %6
  %15 = phi i1 [ false, %6 ], [ %13, %11 ]
  br i1 %15, label %16, label %29

16:                                               ; preds = %14
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %2, align 8
  %19 = fmul double %17, %18
  %20 = call double @sin(double noundef %19) #8
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %4, align 8
  %23 = call double @llvm.fmuladd.f64(double %20, double %21, double %22)
  store double %23, ptr %4, align 8
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %2, align 8
  %26 = call double @llvm.fmuladd.f64(double %24, double 1.300000e+00, double %25)
  store double %26, ptr %3, align 8
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %6, !llvm.loop !31

29:                                               ; preds = %14
  %30 = load double, ptr %4, align 8
  ret double %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @loop1_d(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr @enzyme_const, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @loop1, double noundef %5, i32 noundef %6, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @loop1_n(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load i32, ptr @loop_n, align 4
  %5 = call double @loop1(double noundef %3, i32 noundef %4)
  ret double %5
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, ptr noundef %3, i32 noundef %4)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nounwind
declare double @cos(double noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @glob(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %21, %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %24

12:                                               ; preds = %9
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 1
  %16 = sitofp i32 %15 to double
  %17 = fmul double %13, %16
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %19
  store double %17, ptr %20, align 8
  br label %21

21:                                               ; preds = %12
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %9, !llvm.loop !32

24:                                               ; preds = %9
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %57, %24
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %4, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %60

29:                                               ; preds = %25
  %30 = load i32, ptr %7, align 4
  %31 = mul nsw i32 %30, 5
  %32 = srem i32 %31, 8
  store i32 %32, ptr %8, align 4
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @sin(double noundef %36) #8
  %38 = load double, ptr %3, align 8
  %39 = fmul double 3.000000e-01, %38
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 3
  %42 = srem i32 %41, 8
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = call double @cos(double noundef %45) #8
  %47 = call double @llvm.fmuladd.f64(double %39, double %46, double %37)
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %49
  store double %47, ptr %50, align 8
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load double, ptr %6, align 8
  %56 = fadd double %55, %54
  store double %56, ptr %6, align 8
  br label %57

57:                                               ; preds = %29
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %25, !llvm.loop !33

60:                                               ; preds = %25
  %61 = load double, ptr %6, align 8
  ret double %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rec(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load double, ptr %3, align 8
  %9 = call double @sin(double noundef %8) #8
  br label %23

10:                                               ; preds = %2
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %3, align 8
  %13 = fmul double 9.000000e-01, %12
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %14, 1
  %16 = call double @rec(double noundef %13, i32 noundef %15)
  %17 = load double, ptr %3, align 8
  %18 = load i32, ptr %4, align 4
  %19 = sitofp i32 %18 to double
  %20 = fmul double %17, %19
  %21 = call double @cos(double noundef %20) #8
  %22 = call double @llvm.fmuladd.f64(double %11, double %16, double %21)
  br label %23

23:                                               ; preds = %10, %7
  %24 = phi double [ %9, %7 ], [ %22, %10 ]
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @moved(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 2, ptr %5, align 4
  %10 = load i32, ptr %5, align 4
  %11 = sext i32 %10 to i64
  %12 = mul i64 %11, 8
  %13 = call noalias ptr @malloc(i64 noundef %12) #9
  store ptr %13, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %55, %2
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %58

18:                                               ; preds = %14
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %18
  %23 = load i32, ptr %5, align 4
  %24 = mul nsw i32 %23, 2
  store i32 %24, ptr %5, align 4
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = mul i64 %27, 8
  %29 = call ptr @realloc(ptr noundef %25, i64 noundef %28) #10
  store ptr %29, ptr %6, align 8
  br label %30

30:                                               ; preds = %22, %18
  %31 = load double, ptr %3, align 8
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = sitofp i32 %33 to double
  %35 = fmul double %31, %34
  %36 = call double @sin(double noundef %35) #8
  %37 = load i32, ptr %7, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %47

39:                                               ; preds = %30
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sub nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %40, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = fmul double 5.000000e-01, %45
  br label %48

47:                                               ; preds = %30
  br label %48

48:                                               ; preds = %47, %39
  %49 = phi double [ %46, %39 ], [ 0.000000e+00, %47 ]
  %50 = fadd double %36, %49
  %51 = load ptr, ptr %6, align 8
  %52 = load i32, ptr %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  store double %50, ptr %54, align 8
  br label %55

55:                                               ; preds = %48
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %14, !llvm.loop !34

58:                                               ; preds = %14
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %59

59:                                               ; preds = %76, %58
  %60 = load i32, ptr %9, align 4
  %61 = load i32, ptr %4, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %79

63:                                               ; preds = %59
  %64 = load ptr, ptr %6, align 8
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %9, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %69, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = load double, ptr %8, align 8
  %75 = call double @llvm.fmuladd.f64(double %68, double %73, double %74)
  store double %75, ptr %8, align 8
  br label %76

76:                                               ; preds = %63
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %9, align 4
  br label %59, !llvm.loop !35

79:                                               ; preds = %59
  %80 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %80) #8
  %81 = load double, ptr %8, align 8
  ret double %81
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define internal double @loop1(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load double, ptr %3, align 8
  store double %7, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %8
  %13 = load double, ptr %5, align 8
  %14 = call double @sin(double noundef %13) #8
  %15 = load double, ptr %3, align 8
  %16 = fmul double 2.500000e-01, %15
  %17 = load double, ptr %5, align 8
  %18 = call double @llvm.fmuladd.f64(double %16, double %17, double %14)
  store double %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %12
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %8, !llvm.loop !36

22:                                               ; preds = %8
  %23 = load double, ptr %5, align 8
  ret double %23
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(1) }

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
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
