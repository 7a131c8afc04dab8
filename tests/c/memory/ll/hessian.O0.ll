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
@.str.20 = private unnamed_addr constant [17 x i8] c"rec.fwd_over_fwd\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"rec.rev_over_rev\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"descend.fwd_over_rev\00", align 1
@.str.23 = private unnamed_addr constant [21 x i8] c"descend.rev_over_rev\00", align 1
@.str.24 = private unnamed_addr constant [27 x i8] c"moved.fwd_over_rev.fd_grad\00", align 1
@.str.25 = private unnamed_addr constant [23 x i8] c"moved.fwd_over_rev.fd2\00", align 1
@.str.26 = private unnamed_addr constant [19 x i8] c"moved.rev_over_fwd\00", align 1
@.str.27 = private unnamed_addr constant [26 x i8] c"grow.fwd_over_rev.fd_grad\00", align 1
@.str.28 = private unnamed_addr constant [22 x i8] c"grow.fwd_over_rev.fd2\00", align 1
@.str.29 = private unnamed_addr constant [27 x i8] c"loop1.fwd_over_rev.fd_grad\00", align 1
@.str.30 = private unnamed_addr constant [23 x i8] c"loop1.fwd_over_rev.fd2\00", align 1
@.str.31 = private unnamed_addr constant [13 x i8] c"tab[1] = %g\0A\00", align 1
@tab = dso_local global [8 x double] zeroinitializer, align 16
@.str.32 = private unnamed_addr constant [8 x i8] c"hessian\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.33 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@__const.descend.x = private unnamed_addr constant [3 x double] [double 5.000000e-01, double -2.000000e-01, double 1.000000e-01], align 16
@.str.36 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %28 = alloca i32, align 4
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 2, ptr %9, align 4
  br label %40

40:                                               ; preds = %257, %0
  %41 = load i32, ptr %9, align 4
  %42 = icmp sle i32 %41, 9
  br i1 %42, label %43, label %265

43:                                               ; preds = %40
  %44 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %45 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %44, i32 noundef %45, double noundef -1.200000e+00, double noundef 1.200000e+00)
  %46 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %47 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %46, i32 noundef %47, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %48 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %49 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %48, i32 noundef %49, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %50 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %50, i8 0, i64 72, i1 false)
  %51 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %51, i8 0, i64 72, i1 false)
  %52 = load i32, ptr @enzyme_dup, align 4
  %53 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %54 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %55 = load i32, ptr @enzyme_dup, align 4
  %56 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %57 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %58 = load i32, ptr @enzyme_const, align 4
  %59 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @rosen_grad, i32 noundef %52, ptr noundef %53, ptr noundef %54, i32 noundef %55, ptr noundef %56, ptr noundef %57, i32 noundef %58, i32 noundef %59)
  %60 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %61 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %62 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %63 = load i32, ptr %9, align 4
  call void @rosen_hv(ptr noundef %60, ptr noundef %61, ptr noundef %62, i32 noundef %63)
  store i32 0, ptr %10, align 4
  br label %64

64:                                               ; preds = %79, %43
  %65 = load i32, ptr %10, align 4
  %66 = load i32, ptr %9, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %82

68:                                               ; preds = %64
  %69 = load i32, ptr %10, align 4
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = call i32 @check(ptr noundef @.str, i32 noundef %69, double noundef %73, double noundef %77, double noundef 1.000000e-10)
  br label %79

79:                                               ; preds = %68
  %80 = load i32, ptr %10, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %10, align 4
  br label %64, !llvm.loop !6

82:                                               ; preds = %64
  %83 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %84 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %85 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %86 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.1, ptr noundef @rosen_grad, ptr noundef %83, ptr noundef %84, ptr noundef %85, i32 noundef %86)
  %87 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %88 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %89 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %90 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.2, ptr noundef @rosen, ptr noundef %87, ptr noundef %88, ptr noundef %89, i32 noundef %90)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 72, i1 false)
  %91 = load i32, ptr @enzyme_dup, align 4
  %92 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %93 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  %94 = load i32, ptr @enzyme_const, align 4
  %95 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @rosen, i32 noundef %91, ptr noundef %92, ptr noundef %93, i32 noundef %94, i32 noundef %95)
  %96 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %97 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %98 = load i32, ptr %9, align 4
  call void @fd_gradient(ptr noundef @rosen, ptr noundef %96, ptr noundef %97, i32 noundef %98)
  store i32 0, ptr %12, align 4
  br label %99

99:                                               ; preds = %114, %82
  %100 = load i32, ptr %12, align 4
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %100, %101
  br i1 %102, label %103, label %117

103:                                              ; preds = %99
  %104 = load i32, ptr %12, align 4
  %105 = load i32, ptr %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = load i32, ptr %12, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %110
  %112 = load double, ptr %111, align 8
  %113 = call i32 @check(ptr noundef @.str.3, i32 noundef %104, double noundef %108, double noundef %112, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %114

114:                                              ; preds = %103
  %115 = load i32, ptr %12, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %12, align 4
  br label %99, !llvm.loop !8

117:                                              ; preds = %99
  store i32 0, ptr %13, align 4
  br label %118

118:                                              ; preds = %133, %117
  %119 = load i32, ptr %13, align 4
  %120 = load i32, ptr %9, align 4
  %121 = icmp slt i32 %119, %120
  br i1 %121, label %122, label %136

122:                                              ; preds = %118
  %123 = load i32, ptr %13, align 4
  %124 = load i32, ptr %13, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = load i32, ptr %13, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %129
  %131 = load double, ptr %130, align 8
  %132 = call i32 @check(ptr noundef @.str.4, i32 noundef %123, double noundef %127, double noundef %131, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %133

133:                                              ; preds = %122
  %134 = load i32, ptr %13, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %13, align 4
  br label %118, !llvm.loop !9

136:                                              ; preds = %118
  %137 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %137, i8 0, i64 72, i1 false)
  %138 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %138, i8 0, i64 72, i1 false)
  %139 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %139, i8 0, i64 72, i1 false)
  %140 = load i32, ptr @enzyme_dup, align 4
  %141 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %142 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %143 = load i32, ptr @enzyme_dup, align 4
  %144 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %145 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %146 = load i32, ptr @enzyme_const, align 4
  %147 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @chain_grad, i32 noundef %140, ptr noundef %141, ptr noundef %142, i32 noundef %143, ptr noundef %144, ptr noundef %145, i32 noundef %146, i32 noundef %147)
  %148 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %148, i8 0, i64 72, i1 false)
  %149 = load i32, ptr @enzyme_dup, align 4
  %150 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %151 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %152 = load i32, ptr @enzyme_dup, align 4
  %153 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %154 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %155 = load i32, ptr @enzyme_const, align 4
  %156 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @chain_grad, i32 noundef %149, ptr noundef %150, ptr noundef %151, i32 noundef %152, ptr noundef %153, ptr noundef %154, i32 noundef %155, i32 noundef %156)
  %157 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %158 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %159 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %160 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.5, ptr noundef @chain_grad, ptr noundef %157, ptr noundef %158, ptr noundef %159, i32 noundef %160)
  %161 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %162 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %163 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %164 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.6, ptr noundef @chain, ptr noundef %161, ptr noundef %162, ptr noundef %163, i32 noundef %164)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 72, i1 false)
  %165 = load i32, ptr @enzyme_dup, align 4
  %166 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %167 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 0
  %168 = load i32, ptr @enzyme_const, align 4
  %169 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %170 = load i32, ptr @enzyme_const, align 4
  %171 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @chain_dir, i32 noundef %165, ptr noundef %166, ptr noundef %167, i32 noundef %168, ptr noundef %169, i32 noundef %170, i32 noundef %171)
  store i32 0, ptr %15, align 4
  br label %172

172:                                              ; preds = %187, %136
  %173 = load i32, ptr %15, align 4
  %174 = load i32, ptr %9, align 4
  %175 = icmp slt i32 %173, %174
  br i1 %175, label %176, label %190

176:                                              ; preds = %172
  %177 = load i32, ptr %15, align 4
  %178 = load i32, ptr %15, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %179
  %181 = load double, ptr %180, align 8
  %182 = load i32, ptr %15, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %183
  %185 = load double, ptr %184, align 8
  %186 = call i32 @check(ptr noundef @.str.7, i32 noundef %177, double noundef %181, double noundef %185, double noundef 1.000000e-10)
  br label %187

187:                                              ; preds = %176
  %188 = load i32, ptr %15, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %15, align 4
  br label %172, !llvm.loop !10

190:                                              ; preds = %172
  store double 0.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %191

191:                                              ; preds = %216, %190
  %192 = load i32, ptr %18, align 4
  %193 = load i32, ptr %9, align 4
  %194 = icmp slt i32 %192, %193
  br i1 %194, label %195, label %219

195:                                              ; preds = %191
  %196 = load i32, ptr %18, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %197
  %199 = load double, ptr %198, align 8
  %200 = load i32, ptr %18, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  %204 = load double, ptr %16, align 8
  %205 = call double @llvm.fmuladd.f64(double %199, double %203, double %204)
  store double %205, ptr %16, align 8
  %206 = load i32, ptr %18, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %207
  %209 = load double, ptr %208, align 8
  %210 = load i32, ptr %18, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %211
  %213 = load double, ptr %212, align 8
  %214 = load double, ptr %17, align 8
  %215 = call double @llvm.fmuladd.f64(double %209, double %213, double %214)
  store double %215, ptr %17, align 8
  br label %216

216:                                              ; preds = %195
  %217 = load i32, ptr %18, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %18, align 4
  br label %191, !llvm.loop !11

219:                                              ; preds = %191
  %220 = load i32, ptr %9, align 4
  %221 = load double, ptr %16, align 8
  %222 = load double, ptr %17, align 8
  %223 = call i32 @check(ptr noundef @.str.8, i32 noundef %220, double noundef %221, double noundef %222, double noundef 1.000000e-10)
  %224 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %224, i8 0, i64 72, i1 false)
  %225 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %225, i8 0, i64 72, i1 false)
  store i32 0, ptr %19, align 4
  br label %226

226:                                              ; preds = %237, %219
  %227 = load i32, ptr %19, align 4
  %228 = load i32, ptr %9, align 4
  %229 = icmp slt i32 %227, %228
  br i1 %229, label %230, label %240

230:                                              ; preds = %226
  %231 = load i32, ptr %19, align 4
  %232 = sitofp i32 %231 to double
  %233 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %232, double 3.000000e-01)
  %234 = load i32, ptr %19, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %235
  store double %233, ptr %236, align 8
  br label %237

237:                                              ; preds = %230
  %238 = load i32, ptr %19, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %19, align 4
  br label %226, !llvm.loop !12

240:                                              ; preds = %226
  %241 = load i32, ptr @enzyme_dup, align 4
  %242 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %243 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %244 = load i32, ptr @enzyme_dup, align 4
  %245 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %246 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %247 = load i32, ptr @enzyme_const, align 4
  %248 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @heap_grad, i32 noundef %241, ptr noundef %242, ptr noundef %243, i32 noundef %244, ptr noundef %245, ptr noundef %246, i32 noundef %247, i32 noundef %248)
  %249 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %250 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %251 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %252 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.9, ptr noundef @heap_grad, ptr noundef %249, ptr noundef %250, ptr noundef %251, i32 noundef %252)
  %253 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %254 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %255 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %256 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.10, ptr noundef @heap, ptr noundef %253, ptr noundef %254, ptr noundef %255, i32 noundef %256)
  br label %257

257:                                              ; preds = %240
  %258 = load i32, ptr %9, align 4
  %259 = icmp sgt i32 %258, 2
  %260 = zext i1 %259 to i32
  %261 = mul nsw i32 2, %260
  %262 = sub nsw i32 7, %261
  %263 = load i32, ptr %9, align 4
  %264 = add nsw i32 %263, %262
  store i32 %264, ptr %9, align 4
  br label %40, !llvm.loop !13

265:                                              ; preds = %40
  store i32 0, ptr %20, align 4
  br label %266

266:                                              ; preds = %530, %265
  %267 = load i32, ptr %20, align 4
  %268 = icmp slt i32 %267, 4
  br i1 %268, label %269, label %533

269:                                              ; preds = %266
  %270 = load i32, ptr %20, align 4
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %271
  %273 = load double, ptr %272, align 8
  store double %273, ptr %21, align 8
  %274 = load i32, ptr %20, align 4
  %275 = load double, ptr %21, align 8
  %276 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_rev, double noundef %275, double noundef 1.000000e+00)
  %277 = load double, ptr %21, align 8
  %278 = call double @fs2(double noundef %277)
  %279 = call i32 @check(ptr noundef @.str.11, i32 noundef %274, double noundef %276, double noundef %278, double noundef 1.000000e-10)
  %280 = load i32, ptr %20, align 4
  %281 = load double, ptr %21, align 8
  %282 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_fwd, double noundef %281, double noundef 1.000000e+00)
  %283 = load double, ptr %21, align 8
  %284 = call double @fs2(double noundef %283)
  %285 = call i32 @check(ptr noundef @.str.12, i32 noundef %280, double noundef %282, double noundef %284, double noundef 1.000000e-10)
  %286 = load i32, ptr %20, align 4
  %287 = load double, ptr %21, align 8
  %288 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_rev, double noundef %287, double noundef 1.000000e+00)
  %289 = load double, ptr %21, align 8
  %290 = call double @d2(ptr noundef @fs, double noundef %289)
  %291 = call i32 @check(ptr noundef @.str.13, i32 noundef %286, double noundef %288, double noundef %290, double noundef 1.000000e-05)
  %292 = load i32, ptr %20, align 4
  %293 = load double, ptr %21, align 8
  %294 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fs_rev, double noundef %293)
  %295 = load double, ptr %21, align 8
  %296 = call double @fs2(double noundef %295)
  %297 = call i32 @check(ptr noundef @.str.14, i32 noundef %292, double noundef %294, double noundef %296, double noundef 1.000000e-10)
  %298 = load i32, ptr %20, align 4
  %299 = load double, ptr %21, align 8
  %300 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fs_fwd, double noundef %299)
  %301 = load double, ptr %21, align 8
  %302 = call double @fs2(double noundef %301)
  %303 = call i32 @check(ptr noundef @.str.15, i32 noundef %298, double noundef %300, double noundef %302, double noundef 1.000000e-10)
  store i32 3, ptr @loop_n, align 4
  br label %304

304:                                              ; preds = %335, %269
  %305 = load i32, ptr @loop_n, align 4
  %306 = icmp sle i32 %305, 20
  br i1 %306, label %307, label %338

307:                                              ; preds = %304
  %308 = load double, ptr %21, align 8
  %309 = load i32, ptr @enzyme_const, align 4
  %310 = load i32, ptr @loop_n, align 4
  %311 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @glob_d, double noundef %308, double noundef 1.000000e+00, i32 noundef %309, i32 noundef %310)
  store double %311, ptr %22, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %23, align 8
  %312 = load double, ptr %21, align 8
  %313 = load double, ptr %23, align 8
  %314 = fadd double %312, %313
  %315 = load i32, ptr @loop_n, align 4
  %316 = call double @glob_d(double noundef %314, i32 noundef %315)
  %317 = load double, ptr %21, align 8
  %318 = load double, ptr %23, align 8
  %319 = fsub double %317, %318
  %320 = load i32, ptr @loop_n, align 4
  %321 = call double @glob_d(double noundef %319, i32 noundef %320)
  %322 = fsub double %316, %321
  %323 = load double, ptr %23, align 8
  %324 = fmul double 2.000000e+00, %323
  %325 = fdiv double %322, %324
  store double %325, ptr %24, align 8
  %326 = load i32, ptr @loop_n, align 4
  %327 = load double, ptr %22, align 8
  %328 = load double, ptr %24, align 8
  %329 = call i32 @check(ptr noundef @.str.16, i32 noundef %326, double noundef %327, double noundef %328, double noundef 1.000000e-05)
  %330 = load i32, ptr @loop_n, align 4
  %331 = load double, ptr %22, align 8
  %332 = load double, ptr %21, align 8
  %333 = call double @d2(ptr noundef @glob_n, double noundef %332)
  %334 = call i32 @check(ptr noundef @.str.17, i32 noundef %330, double noundef %331, double noundef %333, double noundef 1.000000e-04)
  br label %335

335:                                              ; preds = %307
  %336 = load i32, ptr @loop_n, align 4
  %337 = add nsw i32 %336, 17
  store i32 %337, ptr @loop_n, align 4
  br label %304, !llvm.loop !14

338:                                              ; preds = %304
  store i32 0, ptr @loop_n, align 4
  br label %339

339:                                              ; preds = %384, %338
  %340 = load i32, ptr @loop_n, align 4
  %341 = icmp sle i32 %340, 6
  br i1 %341, label %342, label %387

342:                                              ; preds = %339
  %343 = load double, ptr %21, align 8
  %344 = load i32, ptr @enzyme_const, align 4
  %345 = load i32, ptr @loop_n, align 4
  %346 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @rec_d, double noundef %343, double noundef 1.000000e+00, i32 noundef %344, i32 noundef %345)
  store double %346, ptr %25, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %26, align 8
  %347 = load double, ptr %21, align 8
  %348 = load double, ptr %26, align 8
  %349 = fadd double %347, %348
  %350 = load i32, ptr @loop_n, align 4
  %351 = call double @rec_d(double noundef %349, i32 noundef %350)
  %352 = load double, ptr %21, align 8
  %353 = load double, ptr %26, align 8
  %354 = fsub double %352, %353
  %355 = load i32, ptr @loop_n, align 4
  %356 = call double @rec_d(double noundef %354, i32 noundef %355)
  %357 = fsub double %351, %356
  %358 = load double, ptr %26, align 8
  %359 = fmul double 2.000000e+00, %358
  %360 = fdiv double %357, %359
  store double %360, ptr %27, align 8
  %361 = load i32, ptr @loop_n, align 4
  %362 = load double, ptr %25, align 8
  %363 = load double, ptr %27, align 8
  %364 = call i32 @check(ptr noundef @.str.18, i32 noundef %361, double noundef %362, double noundef %363, double noundef 1.000000e-05)
  %365 = load i32, ptr @loop_n, align 4
  %366 = load double, ptr %25, align 8
  %367 = load double, ptr %21, align 8
  %368 = call double @d2(ptr noundef @rec_n, double noundef %367)
  %369 = call i32 @check(ptr noundef @.str.19, i32 noundef %365, double noundef %366, double noundef %368, double noundef 1.000000e-04)
  %370 = load i32, ptr @loop_n, align 4
  %371 = load double, ptr %21, align 8
  %372 = load i32, ptr @enzyme_const, align 4
  %373 = load i32, ptr @loop_n, align 4
  %374 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @rec_t, double noundef %371, double noundef 1.000000e+00, i32 noundef %372, i32 noundef %373)
  %375 = load double, ptr %25, align 8
  %376 = call i32 @check(ptr noundef @.str.20, i32 noundef %370, double noundef %374, double noundef %375, double noundef 1.000000e-10)
  %377 = load i32, ptr @loop_n, align 4
  %378 = load double, ptr %21, align 8
  %379 = load i32, ptr @enzyme_const, align 4
  %380 = load i32, ptr @loop_n, align 4
  %381 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rec_d, double noundef %378, i32 noundef %379, i32 noundef %380)
  %382 = load double, ptr %25, align 8
  %383 = call i32 @check(ptr noundef @.str.21, i32 noundef %377, double noundef %381, double noundef %382, double noundef 1.000000e-10)
  br label %384

384:                                              ; preds = %342
  %385 = load i32, ptr @loop_n, align 4
  %386 = add nsw i32 %385, 3
  store i32 %386, ptr @loop_n, align 4
  br label %339, !llvm.loop !15

387:                                              ; preds = %339
  store i32 1, ptr %28, align 4
  br label %388

388:                                              ; preds = %422, %387
  %389 = load i32, ptr %28, align 4
  %390 = icmp sle i32 %389, 20
  br i1 %390, label %391, label %425

391:                                              ; preds = %388
  %392 = load double, ptr %21, align 8
  %393 = fmul double 2.500000e-01, %392
  store double %393, ptr %29, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %30, align 8
  %394 = load double, ptr %29, align 8
  %395 = load double, ptr %30, align 8
  %396 = fadd double %394, %395
  %397 = load i32, ptr %28, align 4
  %398 = call double @descend(double noundef %396, i32 noundef %397)
  %399 = load double, ptr %29, align 8
  %400 = load double, ptr %30, align 8
  %401 = fsub double %399, %400
  %402 = load i32, ptr %28, align 4
  %403 = call double @descend(double noundef %401, i32 noundef %402)
  %404 = fsub double %398, %403
  %405 = load double, ptr %30, align 8
  %406 = fmul double 2.000000e+00, %405
  %407 = fdiv double %404, %406
  store double %407, ptr %31, align 8
  %408 = load i32, ptr %28, align 4
  %409 = load double, ptr %29, align 8
  %410 = load i32, ptr @enzyme_const, align 4
  %411 = load i32, ptr %28, align 4
  %412 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @descend, double noundef %409, double noundef 1.000000e+00, i32 noundef %410, i32 noundef %411)
  %413 = load double, ptr %31, align 8
  %414 = call i32 @check(ptr noundef @.str.22, i32 noundef %408, double noundef %412, double noundef %413, double noundef 0x3EB0C6F7A0B5ED8D)
  %415 = load i32, ptr %28, align 4
  %416 = load double, ptr %29, align 8
  %417 = load i32, ptr @enzyme_const, align 4
  %418 = load i32, ptr %28, align 4
  %419 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @descend, double noundef %416, i32 noundef %417, i32 noundef %418)
  %420 = load double, ptr %31, align 8
  %421 = call i32 @check(ptr noundef @.str.23, i32 noundef %415, double noundef %419, double noundef %420, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %422

422:                                              ; preds = %391
  %423 = load i32, ptr %28, align 4
  %424 = add nsw i32 %423, 19
  store i32 %424, ptr %28, align 4
  br label %388, !llvm.loop !16

425:                                              ; preds = %388
  store i32 1, ptr @loop_n, align 4
  br label %426

426:                                              ; preds = %464, %425
  %427 = load i32, ptr @loop_n, align 4
  %428 = icmp sle i32 %427, 9
  br i1 %428, label %429, label %467

429:                                              ; preds = %426
  %430 = load double, ptr %21, align 8
  %431 = load i32, ptr @enzyme_const, align 4
  %432 = load i32, ptr @loop_n, align 4
  %433 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @moved_d, double noundef %430, double noundef 1.000000e+00, i32 noundef %431, i32 noundef %432)
  store double %433, ptr %32, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %33, align 8
  %434 = load double, ptr %21, align 8
  %435 = load double, ptr %33, align 8
  %436 = fadd double %434, %435
  %437 = load i32, ptr @loop_n, align 4
  %438 = call double @moved_d(double noundef %436, i32 noundef %437)
  %439 = load double, ptr %21, align 8
  %440 = load double, ptr %33, align 8
  %441 = fsub double %439, %440
  %442 = load i32, ptr @loop_n, align 4
  %443 = call double @moved_d(double noundef %441, i32 noundef %442)
  %444 = fsub double %438, %443
  %445 = load double, ptr %33, align 8
  %446 = fmul double 2.000000e+00, %445
  %447 = fdiv double %444, %446
  store double %447, ptr %34, align 8
  %448 = load i32, ptr @loop_n, align 4
  %449 = load double, ptr %32, align 8
  %450 = load double, ptr %34, align 8
  %451 = call i32 @check(ptr noundef @.str.24, i32 noundef %448, double noundef %449, double noundef %450, double noundef 1.000000e-05)
  %452 = load i32, ptr @loop_n, align 4
  %453 = load double, ptr %32, align 8
  %454 = load double, ptr %21, align 8
  %455 = call double @d2(ptr noundef @moved_n, double noundef %454)
  %456 = call i32 @check(ptr noundef @.str.25, i32 noundef %452, double noundef %453, double noundef %455, double noundef 1.000000e-04)
  %457 = load i32, ptr @loop_n, align 4
  %458 = load double, ptr %21, align 8
  %459 = load i32, ptr @enzyme_const, align 4
  %460 = load i32, ptr @loop_n, align 4
  %461 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @moved_t, double noundef %458, i32 noundef %459, i32 noundef %460)
  %462 = load double, ptr %32, align 8
  %463 = call i32 @check(ptr noundef @.str.26, i32 noundef %457, double noundef %461, double noundef %462, double noundef 1.000000e-10)
  br label %464

464:                                              ; preds = %429
  %465 = load i32, ptr @loop_n, align 4
  %466 = add nsw i32 %465, 8
  store i32 %466, ptr @loop_n, align 4
  br label %426, !llvm.loop !17

467:                                              ; preds = %426
  %468 = load double, ptr %21, align 8
  %469 = fcmp ogt double %468, 0.000000e+00
  br i1 %469, label %470, label %494

470:                                              ; preds = %467
  store double 0x3EB0C6F7A0B5ED8D, ptr %35, align 8
  %471 = load double, ptr %21, align 8
  %472 = load double, ptr %35, align 8
  %473 = fadd double %471, %472
  %474 = call double @grow_d(double noundef %473)
  %475 = load double, ptr %21, align 8
  %476 = load double, ptr %35, align 8
  %477 = fsub double %475, %476
  %478 = call double @grow_d(double noundef %477)
  %479 = fsub double %474, %478
  %480 = load double, ptr %35, align 8
  %481 = fmul double 2.000000e+00, %480
  %482 = fdiv double %479, %481
  store double %482, ptr %36, align 8
  %483 = load i32, ptr %20, align 4
  %484 = load double, ptr %21, align 8
  %485 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @grow_d, double noundef %484, double noundef 1.000000e+00)
  %486 = load double, ptr %36, align 8
  %487 = call i32 @check(ptr noundef @.str.27, i32 noundef %483, double noundef %485, double noundef %486, double noundef 1.000000e-05)
  %488 = load i32, ptr %20, align 4
  %489 = load double, ptr %21, align 8
  %490 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @grow_d, double noundef %489, double noundef 1.000000e+00)
  %491 = load double, ptr %21, align 8
  %492 = call double @d2(ptr noundef @grow, double noundef %491)
  %493 = call i32 @check(ptr noundef @.str.28, i32 noundef %488, double noundef %490, double noundef %492, double noundef 1.000000e-04)
  br label %494

494:                                              ; preds = %470, %467
  store i32 1, ptr @loop_n, align 4
  br label %495

495:                                              ; preds = %526, %494
  %496 = load i32, ptr @loop_n, align 4
  %497 = icmp sle i32 %496, 12
  br i1 %497, label %498, label %529

498:                                              ; preds = %495
  %499 = load double, ptr %21, align 8
  %500 = load i32, ptr @enzyme_const, align 4
  %501 = load i32, ptr @loop_n, align 4
  %502 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @loop1_d, double noundef %499, double noundef 1.000000e+00, i32 noundef %500, i32 noundef %501)
  store double %502, ptr %37, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %38, align 8
  %503 = load double, ptr %21, align 8
  %504 = load double, ptr %38, align 8
  %505 = fadd double %503, %504
  %506 = load i32, ptr @loop_n, align 4
  %507 = call double @loop1_d(double noundef %505, i32 noundef %506)
  %508 = load double, ptr %21, align 8
  %509 = load double, ptr %38, align 8
  %510 = fsub double %508, %509
  %511 = load i32, ptr @loop_n, align 4
  %512 = call double @loop1_d(double noundef %510, i32 noundef %511)
  %513 = fsub double %507, %512
  %514 = load double, ptr %38, align 8
  %515 = fmul double 2.000000e+00, %514
  %516 = fdiv double %513, %515
  store double %516, ptr %39, align 8
  %517 = load i32, ptr @loop_n, align 4
  %518 = load double, ptr %37, align 8
  %519 = load double, ptr %39, align 8
  %520 = call i32 @check(ptr noundef @.str.29, i32 noundef %517, double noundef %518, double noundef %519, double noundef 1.000000e-05)
  %521 = load i32, ptr @loop_n, align 4
  %522 = load double, ptr %37, align 8
  %523 = load double, ptr %21, align 8
  %524 = call double @d2(ptr noundef @loop1_n, double noundef %523)
  %525 = call i32 @check(ptr noundef @.str.30, i32 noundef %521, double noundef %522, double noundef %524, double noundef 1.000000e-04)
  br label %526

526:                                              ; preds = %498
  %527 = load i32, ptr @loop_n, align 4
  %528 = add nsw i32 %527, 11
  store i32 %528, ptr @loop_n, align 4
  br label %495, !llvm.loop !18

529:                                              ; preds = %495
  br label %530

530:                                              ; preds = %529
  %531 = load i32, ptr %20, align 4
  %532 = add nsw i32 %531, 1
  store i32 %532, ptr %20, align 4
  br label %266, !llvm.loop !19

533:                                              ; preds = %266
  %534 = load double, ptr getelementptr inbounds ([8 x double], ptr @tab, i64 0, i64 1), align 8
  %535 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, double noundef %534)
  %536 = call i32 @finish(ptr noundef @.str.32)
  ret i32 %536
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
  br label %10, !llvm.loop !20

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
  br label %13, !llvm.loop !21

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
  br label %26, !llvm.loop !22

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
  %48 = select i1 %46, ptr @.str.34, ptr @.str.35
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
  br label %20, !llvm.loop !23

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
  br label %68, !llvm.loop !24

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
  br label %20, !llvm.loop !25

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
  br label %68, !llvm.loop !26

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
  br label %9, !llvm.loop !27

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
  br label %19, !llvm.loop !28

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
  br label %7, !llvm.loop !29

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
  br label %13, !llvm.loop !30

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
  br label %42, !llvm.loop !31

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
define internal double @rec_t(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr @enzyme_const, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @rec, double noundef %5, double noundef 1.000000e+00, i32 noundef %6, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @descend(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [3 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca [3 x double], align 16
  %8 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.descend.x, i64 24, i1 false)
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %36, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %39

13:                                               ; preds = %9
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 24, i1 false)
  %14 = load i32, ptr @enzyme_dup, align 4
  %15 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %16 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = load double, ptr %3, align 8
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @dloss, i32 noundef %14, ptr noundef %15, ptr noundef %16, i32 noundef %17, double noundef %18)
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %32, %13
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %20, 3
  br i1 %21, label %22, label %35

22:                                               ; preds = %19
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = call double @llvm.fmuladd.f64(double -5.000000e-02, double %26, double %30)
  store double %31, ptr %29, align 8
  br label %32

32:                                               ; preds = %22
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %19, !llvm.loop !32

35:                                               ; preds = %19
  br label %36

36:                                               ; preds = %35
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %9, !llvm.loop !33

39:                                               ; preds = %9
  %40 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %41 = load double, ptr %3, align 8
  %42 = call double @dloss(ptr noundef %40, double noundef %41)
  ret double %42
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
  br label %6, !llvm.loop !34

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
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, ptr noundef %3, i32 noundef %4)
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
  br label %9, !llvm.loop !35

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
  br label %25, !llvm.loop !36

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
define internal double @dloss(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %60, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %63

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = load double, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = fneg double %16
  %21 = call double @llvm.fmuladd.f64(double %20, double %19, double %15)
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %4, align 8
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  %30 = sitofp i32 %29 to double
  %31 = fneg double %27
  %32 = call double @llvm.fmuladd.f64(double %31, double %30, double %26)
  %33 = load ptr, ptr %3, align 8
  %34 = load i32, ptr %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = fmul double 1.000000e-01, %37
  %39 = load ptr, ptr %3, align 8
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fmul double %38, %43
  %45 = load ptr, ptr %3, align 8
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = fmul double %44, %49
  %51 = load ptr, ptr %3, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = fmul double %50, %55
  %57 = call double @llvm.fmuladd.f64(double %21, double %32, double %56)
  %58 = load double, ptr %5, align 8
  %59 = fadd double %58, %57
  store double %59, ptr %5, align 8
  br label %60

60:                                               ; preds = %10
  %61 = load i32, ptr %6, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %6, align 4
  br label %7, !llvm.loop !37

63:                                               ; preds = %7
  %64 = load double, ptr %5, align 8
  ret double %64
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
  br label %14, !llvm.loop !38

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
  br label %59, !llvm.loop !39

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
  br label %8, !llvm.loop !40

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
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
