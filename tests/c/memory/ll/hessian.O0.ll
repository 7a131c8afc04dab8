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
@.str.18 = private unnamed_addr constant [26 x i8] c"grow.fwd_over_rev.fd_grad\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"grow.fwd_over_rev.fd2\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"loop1.fwd_over_rev.fd_grad\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"loop1.fwd_over_rev.fd2\00", align 1
@.str.22 = private unnamed_addr constant [13 x i8] c"tab[1] = %g\0A\00", align 1
@tab = dso_local global [8 x double] zeroinitializer, align 16
@.str.23 = private unnamed_addr constant [8 x i8] c"hessian\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.24 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.27 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  store i32 0, ptr %1, align 4
  store i32 2, ptr %9, align 4
  br label %30

30:                                               ; preds = %247, %0
  %31 = load i32, ptr %9, align 4
  %32 = icmp sle i32 %31, 9
  br i1 %32, label %33, label %255

33:                                               ; preds = %30
  %34 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %35 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %34, i32 noundef %35, double noundef -1.200000e+00, double noundef 1.200000e+00)
  %36 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %37 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %36, i32 noundef %37, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %38 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %39 = load i32, ptr %9, align 4
  call void @fill(ptr noundef %38, i32 noundef %39, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %40 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %40, i8 0, i64 72, i1 false)
  %41 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %41, i8 0, i64 72, i1 false)
  %42 = load i32, ptr @enzyme_dup, align 4
  %43 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %44 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %45 = load i32, ptr @enzyme_dup, align 4
  %46 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %47 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %48 = load i32, ptr @enzyme_const, align 4
  %49 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @rosen_grad, i32 noundef %42, ptr noundef %43, ptr noundef %44, i32 noundef %45, ptr noundef %46, ptr noundef %47, i32 noundef %48, i32 noundef %49)
  %50 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %51 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %52 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %53 = load i32, ptr %9, align 4
  call void @rosen_hv(ptr noundef %50, ptr noundef %51, ptr noundef %52, i32 noundef %53)
  store i32 0, ptr %10, align 4
  br label %54

54:                                               ; preds = %69, %33
  %55 = load i32, ptr %10, align 4
  %56 = load i32, ptr %9, align 4
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %72

58:                                               ; preds = %54
  %59 = load i32, ptr %10, align 4
  %60 = load i32, ptr %10, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = call i32 @check(ptr noundef @.str, i32 noundef %59, double noundef %63, double noundef %67, double noundef 1.000000e-10)
  br label %69

69:                                               ; preds = %58
  %70 = load i32, ptr %10, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %10, align 4
  br label %54, !llvm.loop !6

72:                                               ; preds = %54
  %73 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %74 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %75 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %76 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.1, ptr noundef @rosen_grad, ptr noundef %73, ptr noundef %74, ptr noundef %75, i32 noundef %76)
  %77 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %78 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %79 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %80 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.2, ptr noundef @rosen, ptr noundef %77, ptr noundef %78, ptr noundef %79, i32 noundef %80)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 72, i1 false)
  %81 = load i32, ptr @enzyme_dup, align 4
  %82 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %83 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 0
  %84 = load i32, ptr @enzyme_const, align 4
  %85 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @rosen, i32 noundef %81, ptr noundef %82, ptr noundef %83, i32 noundef %84, i32 noundef %85)
  %86 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %87 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 0
  %88 = load i32, ptr %9, align 4
  call void @fd_gradient(ptr noundef @rosen, ptr noundef %86, ptr noundef %87, i32 noundef %88)
  store i32 0, ptr %12, align 4
  br label %89

89:                                               ; preds = %104, %72
  %90 = load i32, ptr %12, align 4
  %91 = load i32, ptr %9, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %107

93:                                               ; preds = %89
  %94 = load i32, ptr %12, align 4
  %95 = load i32, ptr %12, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load i32, ptr %12, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = call i32 @check(ptr noundef @.str.3, i32 noundef %94, double noundef %98, double noundef %102, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %104

104:                                              ; preds = %93
  %105 = load i32, ptr %12, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %12, align 4
  br label %89, !llvm.loop !8

107:                                              ; preds = %89
  store i32 0, ptr %13, align 4
  br label %108

108:                                              ; preds = %123, %107
  %109 = load i32, ptr %13, align 4
  %110 = load i32, ptr %9, align 4
  %111 = icmp slt i32 %109, %110
  br i1 %111, label %112, label %126

112:                                              ; preds = %108
  %113 = load i32, ptr %13, align 4
  %114 = load i32, ptr %13, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %115
  %117 = load double, ptr %116, align 8
  %118 = load i32, ptr %13, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %119
  %121 = load double, ptr %120, align 8
  %122 = call i32 @check(ptr noundef @.str.4, i32 noundef %113, double noundef %117, double noundef %121, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %123

123:                                              ; preds = %112
  %124 = load i32, ptr %13, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %13, align 4
  br label %108, !llvm.loop !9

126:                                              ; preds = %108
  %127 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %127, i8 0, i64 72, i1 false)
  %128 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %128, i8 0, i64 72, i1 false)
  %129 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %129, i8 0, i64 72, i1 false)
  %130 = load i32, ptr @enzyme_dup, align 4
  %131 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %132 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %133 = load i32, ptr @enzyme_dup, align 4
  %134 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %135 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %136 = load i32, ptr @enzyme_const, align 4
  %137 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @chain_grad, i32 noundef %130, ptr noundef %131, ptr noundef %132, i32 noundef %133, ptr noundef %134, ptr noundef %135, i32 noundef %136, i32 noundef %137)
  %138 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %138, i8 0, i64 72, i1 false)
  %139 = load i32, ptr @enzyme_dup, align 4
  %140 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %141 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 0
  %142 = load i32, ptr @enzyme_dup, align 4
  %143 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %144 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 0
  %145 = load i32, ptr @enzyme_const, align 4
  %146 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @chain_grad, i32 noundef %139, ptr noundef %140, ptr noundef %141, i32 noundef %142, ptr noundef %143, ptr noundef %144, i32 noundef %145, i32 noundef %146)
  %147 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %148 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %149 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %150 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.5, ptr noundef @chain_grad, ptr noundef %147, ptr noundef %148, ptr noundef %149, i32 noundef %150)
  %151 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %152 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %153 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %154 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.6, ptr noundef @chain, ptr noundef %151, ptr noundef %152, ptr noundef %153, i32 noundef %154)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 72, i1 false)
  %155 = load i32, ptr @enzyme_dup, align 4
  %156 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %157 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 0
  %158 = load i32, ptr @enzyme_const, align 4
  %159 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %160 = load i32, ptr @enzyme_const, align 4
  %161 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @chain_dir, i32 noundef %155, ptr noundef %156, ptr noundef %157, i32 noundef %158, ptr noundef %159, i32 noundef %160, i32 noundef %161)
  store i32 0, ptr %15, align 4
  br label %162

162:                                              ; preds = %177, %126
  %163 = load i32, ptr %15, align 4
  %164 = load i32, ptr %9, align 4
  %165 = icmp slt i32 %163, %164
  br i1 %165, label %166, label %180

166:                                              ; preds = %162
  %167 = load i32, ptr %15, align 4
  %168 = load i32, ptr %15, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %169
  %171 = load double, ptr %170, align 8
  %172 = load i32, ptr %15, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %173
  %175 = load double, ptr %174, align 8
  %176 = call i32 @check(ptr noundef @.str.7, i32 noundef %167, double noundef %171, double noundef %175, double noundef 1.000000e-10)
  br label %177

177:                                              ; preds = %166
  %178 = load i32, ptr %15, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %15, align 4
  br label %162, !llvm.loop !10

180:                                              ; preds = %162
  store double 0.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %181

181:                                              ; preds = %206, %180
  %182 = load i32, ptr %18, align 4
  %183 = load i32, ptr %9, align 4
  %184 = icmp slt i32 %182, %183
  br i1 %184, label %185, label %209

185:                                              ; preds = %181
  %186 = load i32, ptr %18, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %187
  %189 = load double, ptr %188, align 8
  %190 = load i32, ptr %18, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %191
  %193 = load double, ptr %192, align 8
  %194 = load double, ptr %16, align 8
  %195 = call double @llvm.fmuladd.f64(double %189, double %193, double %194)
  store double %195, ptr %16, align 8
  %196 = load i32, ptr %18, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %197
  %199 = load double, ptr %198, align 8
  %200 = load i32, ptr %18, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  %204 = load double, ptr %17, align 8
  %205 = call double @llvm.fmuladd.f64(double %199, double %203, double %204)
  store double %205, ptr %17, align 8
  br label %206

206:                                              ; preds = %185
  %207 = load i32, ptr %18, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %18, align 4
  br label %181, !llvm.loop !11

209:                                              ; preds = %181
  %210 = load i32, ptr %9, align 4
  %211 = load double, ptr %16, align 8
  %212 = load double, ptr %17, align 8
  %213 = call i32 @check(ptr noundef @.str.8, i32 noundef %210, double noundef %211, double noundef %212, double noundef 1.000000e-10)
  %214 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %214, i8 0, i64 72, i1 false)
  %215 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %215, i8 0, i64 72, i1 false)
  store i32 0, ptr %19, align 4
  br label %216

216:                                              ; preds = %227, %209
  %217 = load i32, ptr %19, align 4
  %218 = load i32, ptr %9, align 4
  %219 = icmp slt i32 %217, %218
  br i1 %219, label %220, label %230

220:                                              ; preds = %216
  %221 = load i32, ptr %19, align 4
  %222 = sitofp i32 %221 to double
  %223 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %222, double 3.000000e-01)
  %224 = load i32, ptr %19, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %225
  store double %223, ptr %226, align 8
  br label %227

227:                                              ; preds = %220
  %228 = load i32, ptr %19, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %19, align 4
  br label %216, !llvm.loop !12

230:                                              ; preds = %216
  %231 = load i32, ptr @enzyme_dup, align 4
  %232 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %233 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %234 = load i32, ptr @enzyme_dup, align 4
  %235 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 0
  %236 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %237 = load i32, ptr @enzyme_const, align 4
  %238 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef @heap_grad, i32 noundef %231, ptr noundef %232, ptr noundef %233, i32 noundef %234, ptr noundef %235, ptr noundef %236, i32 noundef %237, i32 noundef %238)
  %239 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %240 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %241 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %242 = load i32, ptr %9, align 4
  call void @check_hvp(ptr noundef @.str.9, ptr noundef @heap_grad, ptr noundef %239, ptr noundef %240, ptr noundef %241, i32 noundef %242)
  %243 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 0
  %244 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %245 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 0
  %246 = load i32, ptr %9, align 4
  call void @check_hvp_fd(ptr noundef @.str.10, ptr noundef @heap, ptr noundef %243, ptr noundef %244, ptr noundef %245, i32 noundef %246)
  br label %247

247:                                              ; preds = %230
  %248 = load i32, ptr %9, align 4
  %249 = icmp sgt i32 %248, 2
  %250 = zext i1 %249 to i32
  %251 = mul nsw i32 2, %250
  %252 = sub nsw i32 7, %251
  %253 = load i32, ptr %9, align 4
  %254 = add nsw i32 %253, %252
  store i32 %254, ptr %9, align 4
  br label %30, !llvm.loop !13

255:                                              ; preds = %30
  store i32 0, ptr %20, align 4
  br label %256

256:                                              ; preds = %391, %255
  %257 = load i32, ptr %20, align 4
  %258 = icmp slt i32 %257, 4
  br i1 %258, label %259, label %394

259:                                              ; preds = %256
  %260 = load i32, ptr %20, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %261
  %263 = load double, ptr %262, align 8
  store double %263, ptr %21, align 8
  %264 = load i32, ptr %20, align 4
  %265 = load double, ptr %21, align 8
  %266 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_rev, double noundef %265, double noundef 1.000000e+00)
  %267 = load double, ptr %21, align 8
  %268 = call double @fs2(double noundef %267)
  %269 = call i32 @check(ptr noundef @.str.11, i32 noundef %264, double noundef %266, double noundef %268, double noundef 1.000000e-10)
  %270 = load i32, ptr %20, align 4
  %271 = load double, ptr %21, align 8
  %272 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_fwd, double noundef %271, double noundef 1.000000e+00)
  %273 = load double, ptr %21, align 8
  %274 = call double @fs2(double noundef %273)
  %275 = call i32 @check(ptr noundef @.str.12, i32 noundef %270, double noundef %272, double noundef %274, double noundef 1.000000e-10)
  %276 = load i32, ptr %20, align 4
  %277 = load double, ptr %21, align 8
  %278 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fs_rev, double noundef %277, double noundef 1.000000e+00)
  %279 = load double, ptr %21, align 8
  %280 = call double @d2(ptr noundef @fs, double noundef %279)
  %281 = call i32 @check(ptr noundef @.str.13, i32 noundef %276, double noundef %278, double noundef %280, double noundef 1.000000e-05)
  %282 = load i32, ptr %20, align 4
  %283 = load double, ptr %21, align 8
  %284 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fs_rev, double noundef %283)
  %285 = load double, ptr %21, align 8
  %286 = call double @fs2(double noundef %285)
  %287 = call i32 @check(ptr noundef @.str.14, i32 noundef %282, double noundef %284, double noundef %286, double noundef 1.000000e-10)
  %288 = load i32, ptr %20, align 4
  %289 = load double, ptr %21, align 8
  %290 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fs_fwd, double noundef %289)
  %291 = load double, ptr %21, align 8
  %292 = call double @fs2(double noundef %291)
  %293 = call i32 @check(ptr noundef @.str.15, i32 noundef %288, double noundef %290, double noundef %292, double noundef 1.000000e-10)
  store i32 3, ptr @loop_n, align 4
  br label %294

294:                                              ; preds = %325, %259
  %295 = load i32, ptr @loop_n, align 4
  %296 = icmp sle i32 %295, 20
  br i1 %296, label %297, label %328

297:                                              ; preds = %294
  %298 = load double, ptr %21, align 8
  %299 = load i32, ptr @enzyme_const, align 4
  %300 = load i32, ptr @loop_n, align 4
  %301 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @glob_d, double noundef %298, double noundef 1.000000e+00, i32 noundef %299, i32 noundef %300)
  store double %301, ptr %22, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %23, align 8
  %302 = load double, ptr %21, align 8
  %303 = load double, ptr %23, align 8
  %304 = fadd double %302, %303
  %305 = load i32, ptr @loop_n, align 4
  %306 = call double @glob_d(double noundef %304, i32 noundef %305)
  %307 = load double, ptr %21, align 8
  %308 = load double, ptr %23, align 8
  %309 = fsub double %307, %308
  %310 = load i32, ptr @loop_n, align 4
  %311 = call double @glob_d(double noundef %309, i32 noundef %310)
  %312 = fsub double %306, %311
  %313 = load double, ptr %23, align 8
  %314 = fmul double 2.000000e+00, %313
  %315 = fdiv double %312, %314
  store double %315, ptr %24, align 8
  %316 = load i32, ptr @loop_n, align 4
  %317 = load double, ptr %22, align 8
  %318 = load double, ptr %24, align 8
  %319 = call i32 @check(ptr noundef @.str.16, i32 noundef %316, double noundef %317, double noundef %318, double noundef 1.000000e-05)
  %320 = load i32, ptr @loop_n, align 4
  %321 = load double, ptr %22, align 8
  %322 = load double, ptr %21, align 8
  %323 = call double @d2(ptr noundef @glob_n, double noundef %322)
  %324 = call i32 @check(ptr noundef @.str.17, i32 noundef %320, double noundef %321, double noundef %323, double noundef 1.000000e-04)
  br label %325

325:                                              ; preds = %297
  %326 = load i32, ptr @loop_n, align 4
  %327 = add nsw i32 %326, 17
  store i32 %327, ptr @loop_n, align 4
  br label %294, !llvm.loop !14

328:                                              ; preds = %294
  %329 = load double, ptr %21, align 8
  %330 = fcmp ogt double %329, 0.000000e+00
  br i1 %330, label %331, label %355

331:                                              ; preds = %328
  store double 0x3EB0C6F7A0B5ED8D, ptr %25, align 8
  %332 = load double, ptr %21, align 8
  %333 = load double, ptr %25, align 8
  %334 = fadd double %332, %333
  %335 = call double @grow_d(double noundef %334)
  %336 = load double, ptr %21, align 8
  %337 = load double, ptr %25, align 8
  %338 = fsub double %336, %337
  %339 = call double @grow_d(double noundef %338)
  %340 = fsub double %335, %339
  %341 = load double, ptr %25, align 8
  %342 = fmul double 2.000000e+00, %341
  %343 = fdiv double %340, %342
  store double %343, ptr %26, align 8
  %344 = load i32, ptr %20, align 4
  %345 = load double, ptr %21, align 8
  %346 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @grow_d, double noundef %345, double noundef 1.000000e+00)
  %347 = load double, ptr %26, align 8
  %348 = call i32 @check(ptr noundef @.str.18, i32 noundef %344, double noundef %346, double noundef %347, double noundef 1.000000e-05)
  %349 = load i32, ptr %20, align 4
  %350 = load double, ptr %21, align 8
  %351 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @grow_d, double noundef %350, double noundef 1.000000e+00)
  %352 = load double, ptr %21, align 8
  %353 = call double @d2(ptr noundef @grow, double noundef %352)
  %354 = call i32 @check(ptr noundef @.str.19, i32 noundef %349, double noundef %351, double noundef %353, double noundef 1.000000e-04)
  br label %355

355:                                              ; preds = %331, %328
  store i32 1, ptr @loop_n, align 4
  br label %356

356:                                              ; preds = %387, %355
  %357 = load i32, ptr @loop_n, align 4
  %358 = icmp sle i32 %357, 12
  br i1 %358, label %359, label %390

359:                                              ; preds = %356
  %360 = load double, ptr %21, align 8
  %361 = load i32, ptr @enzyme_const, align 4
  %362 = load i32, ptr @loop_n, align 4
  %363 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @loop1_d, double noundef %360, double noundef 1.000000e+00, i32 noundef %361, i32 noundef %362)
  store double %363, ptr %27, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %28, align 8
  %364 = load double, ptr %21, align 8
  %365 = load double, ptr %28, align 8
  %366 = fadd double %364, %365
  %367 = load i32, ptr @loop_n, align 4
  %368 = call double @loop1_d(double noundef %366, i32 noundef %367)
  %369 = load double, ptr %21, align 8
  %370 = load double, ptr %28, align 8
  %371 = fsub double %369, %370
  %372 = load i32, ptr @loop_n, align 4
  %373 = call double @loop1_d(double noundef %371, i32 noundef %372)
  %374 = fsub double %368, %373
  %375 = load double, ptr %28, align 8
  %376 = fmul double 2.000000e+00, %375
  %377 = fdiv double %374, %376
  store double %377, ptr %29, align 8
  %378 = load i32, ptr @loop_n, align 4
  %379 = load double, ptr %27, align 8
  %380 = load double, ptr %29, align 8
  %381 = call i32 @check(ptr noundef @.str.20, i32 noundef %378, double noundef %379, double noundef %380, double noundef 1.000000e-05)
  %382 = load i32, ptr @loop_n, align 4
  %383 = load double, ptr %27, align 8
  %384 = load double, ptr %21, align 8
  %385 = call double @d2(ptr noundef @loop1_n, double noundef %384)
  %386 = call i32 @check(ptr noundef @.str.21, i32 noundef %382, double noundef %383, double noundef %385, double noundef 1.000000e-04)
  br label %387

387:                                              ; preds = %359
  %388 = load i32, ptr @loop_n, align 4
  %389 = add nsw i32 %388, 11
  store i32 %389, ptr @loop_n, align 4
  br label %356, !llvm.loop !15

390:                                              ; preds = %356
  br label %391

391:                                              ; preds = %390
  %392 = load i32, ptr %20, align 4
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %20, align 4
  br label %256, !llvm.loop !16

394:                                              ; preds = %256
  %395 = load double, ptr getelementptr inbounds ([8 x double], ptr @tab, i64 0, i64 1), align 8
  %396 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %395)
  %397 = call i32 @finish(ptr noundef @.str.23)
  ret i32 %397
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
  br label %10, !llvm.loop !17

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
  br label %13, !llvm.loop !18

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
  br label %26, !llvm.loop !19

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
  %48 = select i1 %46, ptr @.str.25, ptr @.str.26
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
  br label %20, !llvm.loop !20

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
  br label %68, !llvm.loop !21

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
  br label %20, !llvm.loop !22

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
  br label %68, !llvm.loop !23

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
  br label %9, !llvm.loop !24

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
  br label %19, !llvm.loop !25

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
  %19 = call double @sin(double noundef %18) #7
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
  br label %7, !llvm.loop !26

31:                                               ; preds = %7
  %32 = load double, ptr %5, align 8
  %33 = load double, ptr %5, align 8
  %34 = load double, ptr %5, align 8
  %35 = fneg double %34
  %36 = call double @exp(double noundef %35) #7
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
  %12 = call noalias ptr @malloc(i64 noundef %11) #8
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
  %24 = call double @exp(double noundef %23) #7
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
  br label %13, !llvm.loop !27

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
  br label %42, !llvm.loop !28

84:                                               ; preds = %42
  %85 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %85) #7
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
  %4 = call double @sin(double noundef %3) #7
  %5 = load double, ptr %2, align 8
  %6 = fmul double 4.000000e+00, %5
  %7 = load double, ptr %2, align 8
  %8 = call double @cos(double noundef %7) #7
  %9 = fmul double %6, %8
  %10 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %4, double %9)
  %11 = load double, ptr %2, align 8
  %12 = load double, ptr %2, align 8
  %13 = fmul double %11, %12
  %14 = load double, ptr %2, align 8
  %15 = call double @sin(double noundef %14) #7
  %16 = fneg double %13
  %17 = call double @llvm.fmuladd.f64(double %16, double %15, double %10)
  %18 = load double, ptr %2, align 8
  %19 = fmul double 5.000000e-01, %18
  %20 = call double @exp(double noundef %19) #7
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
  %4 = call double @sin(double noundef %3) #7
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = fmul double 5.000000e-01, %8
  %10 = call double @exp(double noundef %9) #7
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
  %20 = call double @sin(double noundef %19) #7
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
  br label %6, !llvm.loop !29

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
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %3, i32 noundef %4)
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
  br label %9, !llvm.loop !30

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
  %37 = call double @sin(double noundef %36) #7
  %38 = load double, ptr %3, align 8
  %39 = fmul double 3.000000e-01, %38
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 3
  %42 = srem i32 %41, 8
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = call double @cos(double noundef %45) #7
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
  br label %25, !llvm.loop !31

60:                                               ; preds = %25
  %61 = load double, ptr %6, align 8
  ret double %61
}

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
  %14 = call double @sin(double noundef %13) #7
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
  br label %8, !llvm.loop !32

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
