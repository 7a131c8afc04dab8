; ModuleID = 'split_width.c'
source_filename = "split_width.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Lane = type { i32, ptr, ptr, ptr, [2 x double] }
%struct.A2 = type { [2 x double], [2 x double] }

@main.ns = internal constant [2 x i32] [i32 7, i32 5], align 4
@calls = internal global i32 0, align 4
@enzyme_width = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"fv.primal_once_each\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fv.primal_value\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fv.split3(dup)\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"fv.split3(dup).second\00", align 1
@enzyme_dupv = external global i32, align 4
@enzyme_dupnoneedv = external global i32, align 4
@.str.4 = private unnamed_addr constant [16 x i8] c"fv.split2(dupv)\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"fv.lane2_untouched\00", align 1
@enzyme_dupnoneed = external global i32, align 4
@.str.6 = private unnamed_addr constant [15 x i8] c"fc.primal_once\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"fc.split3(calls)\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"fin.augmentsize_fits\00", align 1
@enzyme_allocated = external global i32, align 4
@enzyme_tape = external global i32, align 4
@.str.9 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@enzyme_nofree = external global i32, align 4
@.str.11 = private unnamed_addr constant [14 x i8] c"fin.split3.dx\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"fin.split3.dw\00", align 1
@__const.main.ab = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], align 16
@enzyme_out = external global i32, align 4
@.str.13 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"fs.split2.d(a,b)\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"fs.split2.dx\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"split_width\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.17 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.20 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 16
  %3 = alloca [7 x double], align 16
  %4 = alloca [3 x [4 x double]], align 16
  %5 = alloca [3 x [7 x double]], align 16
  %6 = alloca [3 x [7 x double]], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [3 x [4 x double]], align 16
  %10 = alloca [3 x [4 x double]], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [4 x double], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.Lane, align 8
  %20 = alloca %struct.Lane, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.Lane, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.Lane, align 8
  %27 = alloca [7 x double], align 16
  %28 = alloca [7 x double], align 16
  %29 = alloca [3 x [7 x double]], align 16
  %30 = alloca [3 x [7 x double]], align 16
  %31 = alloca [3 x [7 x double]], align 16
  %32 = alloca [16384 x i8], align 16
  %33 = alloca i64, align 8
  %34 = alloca i32, align 4
  %35 = alloca [7 x double], align 16
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca %struct.Lane, align 8
  %41 = alloca [2 x double], align 16
  %42 = alloca [2 x double], align 16
  %43 = alloca [2 x [1 x double]], align 16
  %44 = alloca [2 x [7 x double]], align 16
  %45 = alloca [2 x double], align 16
  %46 = alloca %struct.A2, align 8
  %47 = alloca i32, align 4
  %48 = alloca %struct.Lane, align 8
  %49 = alloca [2 x double], align 16
  store i32 0, ptr %1, align 4
  %50 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %50, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %51 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  call void @fill(ptr noundef %51, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %11, align 4
  br label %52

52:                                               ; preds = %60, %0
  %53 = load i32, ptr %11, align 4
  %54 = icmp slt i32 %53, 3
  br i1 %54, label %55, label %63

55:                                               ; preds = %52
  %56 = load i32, ptr %11, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %57
  %59 = getelementptr inbounds [4 x double], ptr %58, i64 0, i64 0
  call void @fill(ptr noundef %59, i32 noundef 4, double noundef -1.000000e+00, double noundef 1.000000e+00)
  br label %60

60:                                               ; preds = %55
  %61 = load i32, ptr %11, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %11, align 4
  br label %52, !llvm.loop !6

63:                                               ; preds = %52
  store i32 0, ptr %12, align 4
  br label %64

64:                                               ; preds = %644, %63
  %65 = load i32, ptr %12, align 4
  %66 = icmp slt i32 %65, 2
  br i1 %66, label %67, label %647

67:                                               ; preds = %64
  %68 = load i32, ptr %12, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  store i32 %71, ptr %13, align 4
  %72 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %72, i8 0, i64 168, i1 false)
  %73 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %73, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4
  %74 = load i32, ptr @enzyme_width, align 4
  %75 = load i32, ptr @enzyme_dup, align 4
  %76 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %77 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %78 = getelementptr inbounds [7 x double], ptr %77, i64 0, i64 0
  %79 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 1
  %80 = getelementptr inbounds [7 x double], ptr %79, i64 0, i64 0
  %81 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %82 = getelementptr inbounds [7 x double], ptr %81, i64 0, i64 0
  %83 = load i32, ptr @enzyme_dup, align 4
  %84 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %85 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %86 = getelementptr inbounds [4 x double], ptr %85, i64 0, i64 0
  %87 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 1
  %88 = getelementptr inbounds [4 x double], ptr %87, i64 0, i64 0
  %89 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 2
  %90 = getelementptr inbounds [4 x double], ptr %89, i64 0, i64 0
  %91 = load i32, ptr @enzyme_const, align 4
  %92 = load i32, ptr %13, align 4
  %93 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fv, i32 noundef %74, i32 noundef 3, i32 noundef %75, ptr noundef %76, ptr noundef %78, ptr noundef %80, ptr noundef %82, i32 noundef %83, ptr noundef %84, ptr noundef %86, ptr noundef %88, ptr noundef %90, i32 noundef %91, i32 noundef %92)
  store ptr %93, ptr %14, align 8
  %94 = load i32, ptr @enzyme_width, align 4
  %95 = load i32, ptr @enzyme_dup, align 4
  %96 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %97 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 0
  %98 = getelementptr inbounds [7 x double], ptr %97, i64 0, i64 0
  %99 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 1
  %100 = getelementptr inbounds [7 x double], ptr %99, i64 0, i64 0
  %101 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 2
  %102 = getelementptr inbounds [7 x double], ptr %101, i64 0, i64 0
  %103 = load i32, ptr @enzyme_dup, align 4
  %104 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %105 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 0
  %106 = getelementptr inbounds [4 x double], ptr %105, i64 0, i64 0
  %107 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 1
  %108 = getelementptr inbounds [4 x double], ptr %107, i64 0, i64 0
  %109 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 2
  %110 = getelementptr inbounds [4 x double], ptr %109, i64 0, i64 0
  %111 = load i32, ptr @enzyme_const, align 4
  %112 = load i32, ptr %13, align 4
  %113 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fv, i32 noundef %94, i32 noundef 3, i32 noundef %95, ptr noundef %96, ptr noundef %98, ptr noundef %100, ptr noundef %102, i32 noundef %103, ptr noundef %104, ptr noundef %106, ptr noundef %108, ptr noundef %110, i32 noundef %111, i32 noundef %112)
  store ptr %113, ptr %15, align 8
  %114 = load i32, ptr %12, align 4
  %115 = load i32, ptr @calls, align 4
  %116 = sitofp i32 %115 to double
  %117 = call i32 @check(ptr noundef @.str, i32 noundef %114, double noundef %116, double noundef 2.000000e+00, double noundef 0.000000e+00)
  %118 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %119 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0
  %120 = load i32, ptr %13, align 4
  call void @fv(ptr noundef %118, ptr noundef %119, i32 noundef %120)
  store i32 0, ptr %17, align 4
  br label %121

121:                                              ; preds = %135, %67
  %122 = load i32, ptr %17, align 4
  %123 = icmp slt i32 %122, 4
  br i1 %123, label %124, label %138

124:                                              ; preds = %121
  %125 = load i32, ptr %17, align 4
  %126 = load i32, ptr %17, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %127
  %129 = load double, ptr %128, align 8
  %130 = load i32, ptr %17, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %131
  %133 = load double, ptr %132, align 8
  %134 = call i32 @check(ptr noundef @.str.1, i32 noundef %125, double noundef %129, double noundef %133, double noundef 0x3D719799812DEA11)
  br label %135

135:                                              ; preds = %124
  %136 = load i32, ptr %17, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %17, align 4
  br label %121, !llvm.loop !8

138:                                              ; preds = %121
  %139 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %140 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %139, ptr align 16 %140, i64 96, i1 false)
  %141 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 0
  %142 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %141, ptr align 16 %142, i64 96, i1 false)
  %143 = load i32, ptr @enzyme_width, align 4
  %144 = load i32, ptr @enzyme_dup, align 4
  %145 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %146 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 0
  %147 = getelementptr inbounds [7 x double], ptr %146, i64 0, i64 0
  %148 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 1
  %149 = getelementptr inbounds [7 x double], ptr %148, i64 0, i64 0
  %150 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 2
  %151 = getelementptr inbounds [7 x double], ptr %150, i64 0, i64 0
  %152 = load i32, ptr @enzyme_dup, align 4
  %153 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %154 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 0
  %155 = getelementptr inbounds [4 x double], ptr %154, i64 0, i64 0
  %156 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 1
  %157 = getelementptr inbounds [4 x double], ptr %156, i64 0, i64 0
  %158 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 2
  %159 = getelementptr inbounds [4 x double], ptr %158, i64 0, i64 0
  %160 = load i32, ptr @enzyme_const, align 4
  %161 = load i32, ptr %13, align 4
  %162 = load ptr, ptr %15, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fv, i32 noundef %143, i32 noundef 3, i32 noundef %144, ptr noundef %145, ptr noundef %147, ptr noundef %149, ptr noundef %151, i32 noundef %152, ptr noundef %153, ptr noundef %155, ptr noundef %157, ptr noundef %159, i32 noundef %160, i32 noundef %161, ptr noundef %162)
  %163 = load i32, ptr @enzyme_width, align 4
  %164 = load i32, ptr @enzyme_dup, align 4
  %165 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %166 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %167 = getelementptr inbounds [7 x double], ptr %166, i64 0, i64 0
  %168 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 1
  %169 = getelementptr inbounds [7 x double], ptr %168, i64 0, i64 0
  %170 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %171 = getelementptr inbounds [7 x double], ptr %170, i64 0, i64 0
  %172 = load i32, ptr @enzyme_dup, align 4
  %173 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %174 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %175 = getelementptr inbounds [4 x double], ptr %174, i64 0, i64 0
  %176 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 1
  %177 = getelementptr inbounds [4 x double], ptr %176, i64 0, i64 0
  %178 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 2
  %179 = getelementptr inbounds [4 x double], ptr %178, i64 0, i64 0
  %180 = load i32, ptr @enzyme_const, align 4
  %181 = load i32, ptr %13, align 4
  %182 = load ptr, ptr %14, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fv, i32 noundef %163, i32 noundef 3, i32 noundef %164, ptr noundef %165, ptr noundef %167, ptr noundef %169, ptr noundef %171, i32 noundef %172, ptr noundef %173, ptr noundef %175, ptr noundef %177, ptr noundef %179, i32 noundef %180, i32 noundef %181, ptr noundef %182)
  store i32 0, ptr %18, align 4
  br label %183

183:                                              ; preds = %223, %138
  %184 = load i32, ptr %18, align 4
  %185 = icmp slt i32 %184, 3
  br i1 %185, label %186, label %226

186:                                              ; preds = %183
  %187 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 0
  %188 = load i32, ptr %13, align 4
  store i32 %188, ptr %187, align 8
  %189 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 1
  %190 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %190, ptr %189, align 8
  %191 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 2
  store ptr null, ptr %191, align 8
  %192 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 3
  %193 = load i32, ptr %18, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %194
  %196 = getelementptr inbounds [4 x double], ptr %195, i64 0, i64 0
  store ptr %196, ptr %192, align 8
  %197 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 4
  store double 0.000000e+00, ptr %197, align 8
  %198 = getelementptr inbounds double, ptr %197, i64 1
  store double 0.000000e+00, ptr %198, align 8
  %199 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 0
  %200 = load i32, ptr %13, align 4
  store i32 %200, ptr %199, align 8
  %201 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 1
  %202 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  store ptr %202, ptr %201, align 8
  %203 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 2
  store ptr null, ptr %203, align 8
  %204 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 3
  %205 = load i32, ptr %18, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %206
  %208 = getelementptr inbounds [4 x double], ptr %207, i64 0, i64 0
  store ptr %208, ptr %204, align 8
  %209 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 4
  store double 0.000000e+00, ptr %209, align 8
  %210 = getelementptr inbounds double, ptr %209, i64 1
  store double 0.000000e+00, ptr %210, align 8
  %211 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %212 = load i32, ptr %13, align 4
  %213 = load i32, ptr %18, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 %214
  %216 = getelementptr inbounds [7 x double], ptr %215, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @lane_fv, ptr noundef %19, ptr noundef %211, i32 noundef %212, ptr noundef %216, double noundef 0x3EB0C6F7A0B5ED8D)
  %217 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %218 = load i32, ptr %13, align 4
  %219 = load i32, ptr %18, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 %220
  %222 = getelementptr inbounds [7 x double], ptr %221, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.3, ptr noundef @lane_fv, ptr noundef %20, ptr noundef %217, i32 noundef %218, ptr noundef %222, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %223

223:                                              ; preds = %186
  %224 = load i32, ptr %18, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %18, align 4
  br label %183, !llvm.loop !9

226:                                              ; preds = %183
  %227 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %227, i8 0, i64 168, i1 false)
  %228 = load i32, ptr @enzyme_width, align 4
  %229 = load i32, ptr @enzyme_dupv, align 4
  %230 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %231 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %232 = load i32, ptr @enzyme_dupnoneedv, align 4
  %233 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %234 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %235 = load i32, ptr @enzyme_const, align 4
  %236 = load i32, ptr %13, align 4
  %237 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fv, i32 noundef %228, i32 noundef 2, i32 noundef %229, i64 noundef 56, ptr noundef %230, ptr noundef %231, i32 noundef %232, i64 noundef 32, ptr noundef %233, ptr noundef %234, i32 noundef %235, i32 noundef %236)
  store ptr %237, ptr %21, align 8
  %238 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %239 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %238, ptr align 16 %239, i64 96, i1 false)
  %240 = load i32, ptr @enzyme_width, align 4
  %241 = load i32, ptr @enzyme_dupv, align 4
  %242 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %243 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %244 = load i32, ptr @enzyme_dupnoneedv, align 4
  %245 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %246 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %247 = load i32, ptr @enzyme_const, align 4
  %248 = load i32, ptr %13, align 4
  %249 = load ptr, ptr %21, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fv, i32 noundef %240, i32 noundef 2, i32 noundef %241, i64 noundef 56, ptr noundef %242, ptr noundef %243, i32 noundef %244, i64 noundef 32, ptr noundef %245, ptr noundef %246, i32 noundef %247, i32 noundef %248, ptr noundef %249)
  store i32 0, ptr %22, align 4
  br label %250

250:                                              ; preds = %272, %226
  %251 = load i32, ptr %22, align 4
  %252 = icmp slt i32 %251, 2
  br i1 %252, label %253, label %275

253:                                              ; preds = %250
  %254 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 0
  %255 = load i32, ptr %13, align 4
  store i32 %255, ptr %254, align 8
  %256 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 1
  %257 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %257, ptr %256, align 8
  %258 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 2
  store ptr null, ptr %258, align 8
  %259 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 3
  %260 = load i32, ptr %22, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %261
  %263 = getelementptr inbounds [4 x double], ptr %262, i64 0, i64 0
  store ptr %263, ptr %259, align 8
  %264 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 4
  store double 0.000000e+00, ptr %264, align 8
  %265 = getelementptr inbounds double, ptr %264, i64 1
  store double 0.000000e+00, ptr %265, align 8
  %266 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %267 = load i32, ptr %13, align 4
  %268 = load i32, ptr %22, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 %269
  %271 = getelementptr inbounds [7 x double], ptr %270, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @lane_fv, ptr noundef %23, ptr noundef %266, i32 noundef %267, ptr noundef %271, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %272

272:                                              ; preds = %253
  %273 = load i32, ptr %22, align 4
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr %22, align 4
  br label %250, !llvm.loop !10

275:                                              ; preds = %250
  store i32 0, ptr %24, align 4
  br label %276

276:                                              ; preds = %288, %275
  %277 = load i32, ptr %24, align 4
  %278 = load i32, ptr %13, align 4
  %279 = icmp slt i32 %277, %278
  br i1 %279, label %280, label %291

280:                                              ; preds = %276
  %281 = load i32, ptr %24, align 4
  %282 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %283 = load i32, ptr %24, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [7 x double], ptr %282, i64 0, i64 %284
  %286 = load double, ptr %285, align 8
  %287 = call i32 @check(ptr noundef @.str.5, i32 noundef %281, double noundef %286, double noundef 0.000000e+00, double noundef 0.000000e+00)
  br label %288

288:                                              ; preds = %280
  %289 = load i32, ptr %24, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %24, align 4
  br label %276, !llvm.loop !11

291:                                              ; preds = %276
  %292 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %292, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4
  %293 = load i32, ptr @enzyme_width, align 4
  %294 = load i32, ptr @enzyme_dup, align 4
  %295 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %296 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %297 = getelementptr inbounds [7 x double], ptr %296, i64 0, i64 0
  %298 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 1
  %299 = getelementptr inbounds [7 x double], ptr %298, i64 0, i64 0
  %300 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %301 = getelementptr inbounds [7 x double], ptr %300, i64 0, i64 0
  %302 = load i32, ptr @enzyme_dupnoneed, align 4
  %303 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %304 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %305 = getelementptr inbounds [4 x double], ptr %304, i64 0, i64 0
  %306 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 1
  %307 = getelementptr inbounds [4 x double], ptr %306, i64 0, i64 0
  %308 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 2
  %309 = getelementptr inbounds [4 x double], ptr %308, i64 0, i64 0
  %310 = load i32, ptr @enzyme_const, align 4
  %311 = load i32, ptr %13, align 4
  %312 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fc, i32 noundef %293, i32 noundef 3, i32 noundef %294, ptr noundef %295, ptr noundef %297, ptr noundef %299, ptr noundef %301, i32 noundef %302, ptr noundef %303, ptr noundef %305, ptr noundef %307, ptr noundef %309, i32 noundef %310, i32 noundef %311)
  store ptr %312, ptr %21, align 8
  %313 = load i32, ptr %12, align 4
  %314 = load i32, ptr @calls, align 4
  %315 = sitofp i32 %314 to double
  %316 = call i32 @check(ptr noundef @.str.6, i32 noundef %313, double noundef %315, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %317 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %318 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %317, ptr align 16 %318, i64 96, i1 false)
  %319 = load i32, ptr @enzyme_width, align 4
  %320 = load i32, ptr @enzyme_dup, align 4
  %321 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %322 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %323 = getelementptr inbounds [7 x double], ptr %322, i64 0, i64 0
  %324 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 1
  %325 = getelementptr inbounds [7 x double], ptr %324, i64 0, i64 0
  %326 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %327 = getelementptr inbounds [7 x double], ptr %326, i64 0, i64 0
  %328 = load i32, ptr @enzyme_dupnoneed, align 4
  %329 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %330 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %331 = getelementptr inbounds [4 x double], ptr %330, i64 0, i64 0
  %332 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 1
  %333 = getelementptr inbounds [4 x double], ptr %332, i64 0, i64 0
  %334 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 2
  %335 = getelementptr inbounds [4 x double], ptr %334, i64 0, i64 0
  %336 = load i32, ptr @enzyme_const, align 4
  %337 = load i32, ptr %13, align 4
  %338 = load ptr, ptr %21, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fc, i32 noundef %319, i32 noundef 3, i32 noundef %320, ptr noundef %321, ptr noundef %323, ptr noundef %325, ptr noundef %327, i32 noundef %328, ptr noundef %329, ptr noundef %331, ptr noundef %333, ptr noundef %335, i32 noundef %336, i32 noundef %337, ptr noundef %338)
  store i32 0, ptr %25, align 4
  br label %339

339:                                              ; preds = %361, %291
  %340 = load i32, ptr %25, align 4
  %341 = icmp slt i32 %340, 3
  br i1 %341, label %342, label %364

342:                                              ; preds = %339
  %343 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 0
  %344 = load i32, ptr %13, align 4
  store i32 %344, ptr %343, align 8
  %345 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 1
  %346 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %346, ptr %345, align 8
  %347 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 2
  store ptr null, ptr %347, align 8
  %348 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 3
  %349 = load i32, ptr %25, align 4
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %350
  %352 = getelementptr inbounds [4 x double], ptr %351, i64 0, i64 0
  store ptr %352, ptr %348, align 8
  %353 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 4
  store double 0.000000e+00, ptr %353, align 8
  %354 = getelementptr inbounds double, ptr %353, i64 1
  store double 0.000000e+00, ptr %354, align 8
  %355 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %356 = load i32, ptr %13, align 4
  %357 = load i32, ptr %25, align 4
  %358 = sext i32 %357 to i64
  %359 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 %358
  %360 = getelementptr inbounds [7 x double], ptr %359, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.7, ptr noundef @lane_fc, ptr noundef %26, ptr noundef %355, i32 noundef %356, ptr noundef %360, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %361

361:                                              ; preds = %342
  %362 = load i32, ptr %25, align 4
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %25, align 4
  br label %339, !llvm.loop !12

364:                                              ; preds = %339
  %365 = load i32, ptr @enzyme_width, align 4
  %366 = load i32, ptr @enzyme_dup, align 4
  %367 = load i32, ptr @enzyme_dup, align 4
  %368 = load i32, ptr @enzyme_const, align 4
  %369 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef @fin, i32 noundef %365, i32 noundef 3, i32 noundef %366, i32 noundef %367, i32 noundef %368)
  store i64 %369, ptr %33, align 8
  %370 = load i32, ptr %12, align 4
  %371 = load i64, ptr %33, align 8
  %372 = icmp sgt i64 %371, 0
  br i1 %372, label %373, label %376

373:                                              ; preds = %364
  %374 = load i64, ptr %33, align 8
  %375 = icmp sle i64 %374, 16384
  br label %376

376:                                              ; preds = %373, %364
  %377 = phi i1 [ false, %364 ], [ %375, %373 ]
  %378 = zext i1 %377 to i32
  %379 = sitofp i32 %378 to double
  %380 = call i32 @check(ptr noundef @.str.8, i32 noundef %370, double noundef %379, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %381 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 0
  %382 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %381, ptr align 16 %382, i64 56, i1 false)
  %383 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  call void @fill(ptr noundef %383, i32 noundef 7, double noundef -5.000000e-01, double noundef 5.000000e-01)
  store i32 0, ptr %34, align 4
  br label %384

384:                                              ; preds = %400, %376
  %385 = load i32, ptr %34, align 4
  %386 = icmp slt i32 %385, 3
  br i1 %386, label %387, label %403

387:                                              ; preds = %384
  %388 = load i32, ptr %34, align 4
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [3 x [7 x double]], ptr %31, i64 0, i64 %389
  %391 = getelementptr inbounds [7 x double], ptr %390, i64 0, i64 0
  call void @fill(ptr noundef %391, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %392 = load i32, ptr %34, align 4
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %393
  %395 = getelementptr inbounds [7 x double], ptr %394, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %395, i8 0, i64 56, i1 false)
  %396 = load i32, ptr %34, align 4
  %397 = sext i32 %396 to i64
  %398 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 %397
  %399 = getelementptr inbounds [7 x double], ptr %398, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %399, i8 0, i64 56, i1 false)
  br label %400

400:                                              ; preds = %387
  %401 = load i32, ptr %34, align 4
  %402 = add nsw i32 %401, 1
  store i32 %402, ptr %34, align 4
  br label %384, !llvm.loop !13

403:                                              ; preds = %384
  store i32 0, ptr @calls, align 4
  %404 = load i32, ptr @enzyme_width, align 4
  %405 = load i32, ptr @enzyme_allocated, align 4
  %406 = load i64, ptr %33, align 8
  %407 = load i32, ptr @enzyme_tape, align 4
  %408 = getelementptr inbounds [16384 x i8], ptr %32, i64 0, i64 0
  %409 = load i32, ptr @enzyme_dup, align 4
  %410 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 0
  %411 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 0
  %412 = getelementptr inbounds [7 x double], ptr %411, i64 0, i64 0
  %413 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 1
  %414 = getelementptr inbounds [7 x double], ptr %413, i64 0, i64 0
  %415 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 2
  %416 = getelementptr inbounds [7 x double], ptr %415, i64 0, i64 0
  %417 = load i32, ptr @enzyme_dup, align 4
  %418 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %419 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 0
  %420 = getelementptr inbounds [7 x double], ptr %419, i64 0, i64 0
  %421 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 1
  %422 = getelementptr inbounds [7 x double], ptr %421, i64 0, i64 0
  %423 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 2
  %424 = getelementptr inbounds [7 x double], ptr %423, i64 0, i64 0
  %425 = load i32, ptr @enzyme_const, align 4
  %426 = load i32, ptr %13, align 4
  %427 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fin, i32 noundef %404, i32 noundef 3, i32 noundef %405, i64 noundef %406, i32 noundef %407, ptr noundef %408, i32 noundef %409, ptr noundef %410, ptr noundef %412, ptr noundef %414, ptr noundef %416, i32 noundef %417, ptr noundef %418, ptr noundef %420, ptr noundef %422, ptr noundef %424, i32 noundef %425, i32 noundef %426)
  %428 = load i32, ptr %12, align 4
  %429 = load i32, ptr @calls, align 4
  %430 = sitofp i32 %429 to double
  %431 = call i32 @check(ptr noundef @.str.9, i32 noundef %428, double noundef %430, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %432 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  %433 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %432, ptr align 16 %433, i64 56, i1 false)
  %434 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  %435 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %436 = load i32, ptr %13, align 4
  call void @fin(ptr noundef %434, ptr noundef %435, i32 noundef %436)
  store i32 0, ptr %36, align 4
  br label %437

437:                                              ; preds = %452, %403
  %438 = load i32, ptr %36, align 4
  %439 = load i32, ptr %13, align 4
  %440 = icmp slt i32 %438, %439
  br i1 %440, label %441, label %455

441:                                              ; preds = %437
  %442 = load i32, ptr %36, align 4
  %443 = load i32, ptr %36, align 4
  %444 = sext i32 %443 to i64
  %445 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 %444
  %446 = load double, ptr %445, align 8
  %447 = load i32, ptr %36, align 4
  %448 = sext i32 %447 to i64
  %449 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 %448
  %450 = load double, ptr %449, align 8
  %451 = call i32 @check(ptr noundef @.str.10, i32 noundef %442, double noundef %446, double noundef %450, double noundef 0x3D719799812DEA11)
  br label %452

452:                                              ; preds = %441
  %453 = load i32, ptr %36, align 4
  %454 = add nsw i32 %453, 1
  store i32 %454, ptr %36, align 4
  br label %437, !llvm.loop !14

455:                                              ; preds = %437
  store i32 0, ptr %37, align 4
  br label %456

456:                                              ; preds = %467, %455
  %457 = load i32, ptr %37, align 4
  %458 = load i32, ptr %13, align 4
  %459 = icmp slt i32 %457, %458
  br i1 %459, label %460, label %470

460:                                              ; preds = %456
  %461 = load i32, ptr %37, align 4
  %462 = sitofp i32 %461 to double
  %463 = fadd double 1.000000e+03, %462
  %464 = load i32, ptr %37, align 4
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 %465
  store double %463, ptr %466, align 8
  br label %467

467:                                              ; preds = %460
  %468 = load i32, ptr %37, align 4
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr %37, align 4
  br label %456, !llvm.loop !15

470:                                              ; preds = %456
  store i32 0, ptr %38, align 4
  br label %471

471:                                              ; preds = %483, %470
  %472 = load i32, ptr %38, align 4
  %473 = icmp slt i32 %472, 3
  br i1 %473, label %474, label %486

474:                                              ; preds = %471
  %475 = load i32, ptr %38, align 4
  %476 = sext i32 %475 to i64
  %477 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %476
  %478 = getelementptr inbounds [7 x double], ptr %477, i64 0, i64 0
  %479 = load i32, ptr %38, align 4
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds [3 x [7 x double]], ptr %31, i64 0, i64 %480
  %482 = getelementptr inbounds [7 x double], ptr %481, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %478, ptr align 8 %482, i64 56, i1 false)
  br label %483

483:                                              ; preds = %474
  %484 = load i32, ptr %38, align 4
  %485 = add nsw i32 %484, 1
  store i32 %485, ptr %38, align 4
  br label %471, !llvm.loop !16

486:                                              ; preds = %471
  %487 = load i32, ptr @enzyme_width, align 4
  %488 = load i32, ptr @enzyme_allocated, align 4
  %489 = load i64, ptr %33, align 8
  %490 = load i32, ptr @enzyme_nofree, align 4
  %491 = load i32, ptr @enzyme_tape, align 4
  %492 = getelementptr inbounds [16384 x i8], ptr %32, i64 0, i64 0
  %493 = load i32, ptr @enzyme_dup, align 4
  %494 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 0
  %495 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 0
  %496 = getelementptr inbounds [7 x double], ptr %495, i64 0, i64 0
  %497 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 1
  %498 = getelementptr inbounds [7 x double], ptr %497, i64 0, i64 0
  %499 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 2
  %500 = getelementptr inbounds [7 x double], ptr %499, i64 0, i64 0
  %501 = load i32, ptr @enzyme_dup, align 4
  %502 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %503 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 0
  %504 = getelementptr inbounds [7 x double], ptr %503, i64 0, i64 0
  %505 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 1
  %506 = getelementptr inbounds [7 x double], ptr %505, i64 0, i64 0
  %507 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 2
  %508 = getelementptr inbounds [7 x double], ptr %507, i64 0, i64 0
  %509 = load i32, ptr @enzyme_const, align 4
  %510 = load i32, ptr %13, align 4
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fin, i32 noundef %487, i32 noundef 3, i32 noundef %488, i64 noundef %489, i32 noundef %490, i32 noundef %491, ptr noundef %492, i32 noundef %493, ptr noundef %494, ptr noundef %496, ptr noundef %498, ptr noundef %500, i32 noundef %501, ptr noundef %502, ptr noundef %504, ptr noundef %506, ptr noundef %508, i32 noundef %509, i32 noundef %510)
  store i32 0, ptr %39, align 4
  br label %511

511:                                              ; preds = %540, %486
  %512 = load i32, ptr %39, align 4
  %513 = icmp slt i32 %512, 3
  br i1 %513, label %514, label %543

514:                                              ; preds = %511
  %515 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 0
  %516 = load i32, ptr %13, align 4
  store i32 %516, ptr %515, align 8
  %517 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 1
  %518 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %518, ptr %517, align 8
  %519 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 2
  %520 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  store ptr %520, ptr %519, align 8
  %521 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 3
  %522 = load i32, ptr %39, align 4
  %523 = sext i32 %522 to i64
  %524 = getelementptr inbounds [3 x [7 x double]], ptr %31, i64 0, i64 %523
  %525 = getelementptr inbounds [7 x double], ptr %524, i64 0, i64 0
  store ptr %525, ptr %521, align 8
  %526 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 4
  store double 0.000000e+00, ptr %526, align 8
  %527 = getelementptr inbounds double, ptr %526, i64 1
  store double 0.000000e+00, ptr %527, align 8
  %528 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %529 = load i32, ptr %13, align 4
  %530 = load i32, ptr %39, align 4
  %531 = sext i32 %530 to i64
  %532 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %531
  %533 = getelementptr inbounds [7 x double], ptr %532, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.11, ptr noundef @lane_fin_x, ptr noundef %40, ptr noundef %528, i32 noundef %529, ptr noundef %533, double noundef 0x3EB0C6F7A0B5ED8D)
  %534 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %535 = load i32, ptr %13, align 4
  %536 = load i32, ptr %39, align 4
  %537 = sext i32 %536 to i64
  %538 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 %537
  %539 = getelementptr inbounds [7 x double], ptr %538, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.12, ptr noundef @lane_fin_w, ptr noundef %40, ptr noundef %534, i32 noundef %535, ptr noundef %539, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %540

540:                                              ; preds = %514
  %541 = load i32, ptr %39, align 4
  %542 = add nsw i32 %541, 1
  store i32 %542, ptr %39, align 4
  br label %511, !llvm.loop !17

543:                                              ; preds = %511
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %41, ptr align 16 @__const.main.ab, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %42, i8 0, i64 16, i1 false)
  %544 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %544, i8 0, i64 112, i1 false)
  %545 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 0
  call void @fill(ptr noundef %545, i32 noundef 2, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr @calls, align 4
  %546 = load i32, ptr @enzyme_width, align 4
  %547 = load i32, ptr @enzyme_out, align 4
  %548 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %549 = load double, ptr %548, align 16
  %550 = load i32, ptr @enzyme_out, align 4
  %551 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 1
  %552 = load double, ptr %551, align 8
  %553 = load i32, ptr @enzyme_dup, align 4
  %554 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %555 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 0
  %556 = getelementptr inbounds [7 x double], ptr %555, i64 0, i64 0
  %557 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 1
  %558 = getelementptr inbounds [7 x double], ptr %557, i64 0, i64 0
  %559 = load i32, ptr @enzyme_dup, align 4
  %560 = getelementptr inbounds [2 x double], ptr %42, i64 0, i64 0
  %561 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 0
  %562 = getelementptr inbounds [1 x double], ptr %561, i64 0, i64 0
  %563 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 1
  %564 = getelementptr inbounds [1 x double], ptr %563, i64 0, i64 0
  %565 = load i32, ptr @enzyme_const, align 4
  %566 = load i32, ptr %13, align 4
  %567 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fs, i32 noundef %546, i32 noundef 2, i32 noundef %547, double noundef %549, i32 noundef %550, double noundef %552, i32 noundef %553, ptr noundef %554, ptr noundef %556, ptr noundef %558, i32 noundef %559, ptr noundef %560, ptr noundef %562, ptr noundef %564, i32 noundef %565, i32 noundef %566)
  store ptr %567, ptr %21, align 8
  %568 = load i32, ptr %12, align 4
  %569 = load i32, ptr @calls, align 4
  %570 = sitofp i32 %569 to double
  %571 = call i32 @check(ptr noundef @.str.13, i32 noundef %568, double noundef %570, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %572 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 0
  %573 = load double, ptr %572, align 16
  %574 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 0
  %575 = getelementptr inbounds [1 x double], ptr %574, i64 0, i64 0
  store double %573, ptr %575, align 16
  %576 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 1
  %577 = load double, ptr %576, align 8
  %578 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 1
  %579 = getelementptr inbounds [1 x double], ptr %578, i64 0, i64 0
  store double %577, ptr %579, align 8
  %580 = load i32, ptr @enzyme_width, align 4
  %581 = load i32, ptr @enzyme_out, align 4
  %582 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %583 = load double, ptr %582, align 16
  %584 = load i32, ptr @enzyme_out, align 4
  %585 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 1
  %586 = load double, ptr %585, align 8
  %587 = load i32, ptr @enzyme_dup, align 4
  %588 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %589 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 0
  %590 = getelementptr inbounds [7 x double], ptr %589, i64 0, i64 0
  %591 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 1
  %592 = getelementptr inbounds [7 x double], ptr %591, i64 0, i64 0
  %593 = load i32, ptr @enzyme_dup, align 4
  %594 = getelementptr inbounds [2 x double], ptr %42, i64 0, i64 0
  %595 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 0
  %596 = getelementptr inbounds [1 x double], ptr %595, i64 0, i64 0
  %597 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 1
  %598 = getelementptr inbounds [1 x double], ptr %597, i64 0, i64 0
  %599 = load i32, ptr @enzyme_const, align 4
  %600 = load i32, ptr %13, align 4
  %601 = load ptr, ptr %21, align 8
  call void (ptr, ptr, ...) @__enzyme_reverse_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8 %46, ptr noundef @fs, i32 noundef %580, i32 noundef 2, i32 noundef %581, double noundef %583, i32 noundef %584, double noundef %586, i32 noundef %587, ptr noundef %588, ptr noundef %590, ptr noundef %592, i32 noundef %593, ptr noundef %594, ptr noundef %596, ptr noundef %598, i32 noundef %599, i32 noundef %600, ptr noundef %601)
  store i32 0, ptr %47, align 4
  br label %602

602:                                              ; preds = %640, %543
  %603 = load i32, ptr %47, align 4
  %604 = icmp slt i32 %603, 2
  br i1 %604, label %605, label %643

605:                                              ; preds = %602
  %606 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 0
  %607 = load i32, ptr %13, align 4
  store i32 %607, ptr %606, align 8
  %608 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 1
  %609 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %609, ptr %608, align 8
  %610 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 2
  store ptr null, ptr %610, align 8
  %611 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 3
  %612 = load i32, ptr %47, align 4
  %613 = sext i32 %612 to i64
  %614 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 %613
  store ptr %614, ptr %611, align 8
  %615 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 4
  %616 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %617 = load double, ptr %616, align 16
  store double %617, ptr %615, align 8
  %618 = getelementptr inbounds double, ptr %615, i64 1
  %619 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 1
  %620 = load double, ptr %619, align 8
  store double %620, ptr %618, align 8
  %621 = getelementptr inbounds %struct.A2, ptr %46, i32 0, i32 0
  %622 = load i32, ptr %47, align 4
  %623 = sext i32 %622 to i64
  %624 = getelementptr inbounds [2 x double], ptr %621, i64 0, i64 %623
  %625 = load double, ptr %624, align 8
  store double %625, ptr %49, align 8
  %626 = getelementptr inbounds double, ptr %49, i64 1
  %627 = getelementptr inbounds %struct.A2, ptr %46, i32 0, i32 1
  %628 = load i32, ptr %47, align 4
  %629 = sext i32 %628 to i64
  %630 = getelementptr inbounds [2 x double], ptr %627, i64 0, i64 %629
  %631 = load double, ptr %630, align 8
  store double %631, ptr %626, align 8
  %632 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %633 = getelementptr inbounds [2 x double], ptr %49, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.14, ptr noundef @lane_fs_ab, ptr noundef %48, ptr noundef %632, i32 noundef 2, ptr noundef %633, double noundef 0x3EB0C6F7A0B5ED8D)
  %634 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %635 = load i32, ptr %13, align 4
  %636 = load i32, ptr %47, align 4
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 %637
  %639 = getelementptr inbounds [7 x double], ptr %638, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.15, ptr noundef @lane_fs_x, ptr noundef %48, ptr noundef %634, i32 noundef %635, ptr noundef %639, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %640

640:                                              ; preds = %605
  %641 = load i32, ptr %47, align 4
  %642 = add nsw i32 %641, 1
  store i32 %642, ptr %47, align 4
  br label %602, !llvm.loop !18

643:                                              ; preds = %602
  br label %644

644:                                              ; preds = %643
  %645 = load i32, ptr %12, align 4
  %646 = add nsw i32 %645, 1
  store i32 %646, ptr %12, align 4
  br label %64, !llvm.loop !19

647:                                              ; preds = %64
  %648 = call i32 @finish(ptr noundef @.str.16)
  ret i32 %648
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

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fv(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = load i32, ptr @calls, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @calls, align 4
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 8
  %19 = call noalias ptr @malloc(i64 noundef %18) #7
  store ptr %19, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %66, %3
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %69

24:                                               ; preds = %20
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = fcmp ogt double %29, 0.000000e+00
  br i1 %30, label %31, label %44

31:                                               ; preds = %24
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fmuladd.f64(double %36, double %41, double 1.000000e+00)
  %43 = call double @sqrt(double noundef %42) #8
  br label %60

44:                                               ; preds = %24
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = call double @exp(double noundef %49) #8
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %8, align 4
  %53 = add nsw i32 %52, 1
  %54 = load i32, ptr %6, align 4
  %55 = srem i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %51, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = fmul double %50, %58
  br label %60

60:                                               ; preds = %44, %31
  %61 = phi double [ %43, %31 ], [ %59, %44 ]
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  store double %61, ptr %65, align 8
  br label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %20, !llvm.loop !21

69:                                               ; preds = %20
  store i32 0, ptr %9, align 4
  br label %70

70:                                               ; preds = %133, %69
  %71 = load i32, ptr %9, align 4
  %72 = icmp slt i32 %71, 4
  br i1 %72, label %73, label %136

73:                                               ; preds = %70
  store double 0.000000e+00, ptr %10, align 8
  %74 = load i32, ptr %9, align 4
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %74, %75
  %77 = srem i32 %76, 3
  %78 = add nsw i32 1, %77
  store i32 %78, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %79

79:                                               ; preds = %116, %73
  %80 = load i32, ptr %12, align 4
  %81 = load i32, ptr %11, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %119

83:                                               ; preds = %79
  store i32 0, ptr %13, align 4
  br label %84

84:                                               ; preds = %112, %83
  %85 = load i32, ptr %13, align 4
  %86 = load i32, ptr %6, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %115

88:                                               ; preds = %84
  %89 = load ptr, ptr %7, align 8
  %90 = load i32, ptr %13, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds double, ptr %89, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, 1
  %96 = sitofp i32 %95 to double
  %97 = load i32, ptr %12, align 4
  %98 = sitofp i32 %97 to double
  %99 = call double @llvm.fmuladd.f64(double %93, double %96, double %98)
  %100 = call double @sin(double noundef %99) #8
  %101 = load ptr, ptr %4, align 8
  %102 = load i32, ptr %13, align 4
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %102, %103
  %105 = load i32, ptr %6, align 4
  %106 = srem i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds double, ptr %101, i64 %107
  %109 = load double, ptr %108, align 8
  %110 = load double, ptr %10, align 8
  %111 = call double @llvm.fmuladd.f64(double %100, double %109, double %110)
  store double %111, ptr %10, align 8
  br label %112

112:                                              ; preds = %88
  %113 = load i32, ptr %13, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %13, align 4
  br label %84, !llvm.loop !22

115:                                              ; preds = %84
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %12, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %12, align 4
  br label %79, !llvm.loop !23

119:                                              ; preds = %79
  %120 = load double, ptr %10, align 8
  %121 = load ptr, ptr %7, align 8
  %122 = load i32, ptr %9, align 4
  %123 = load i32, ptr %6, align 4
  %124 = srem i32 %122, %123
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds double, ptr %121, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = fmul double %120, %127
  %129 = load ptr, ptr %5, align 8
  %130 = load i32, ptr %9, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %129, i64 %131
  store double %128, ptr %132, align 8
  br label %133

133:                                              ; preds = %119
  %134 = load i32, ptr %9, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %9, align 4
  br label %70, !llvm.loop !24

136:                                              ; preds = %70
  %137 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %137) #8
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
  %48 = select i1 %46, ptr @.str.18, ptr @.str.19
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare void @__enzyme_reverse(ptr noundef, ...) #2

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
  br label %32, !llvm.loop !25

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fv(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [4 x double], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Lane, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  call void @fv(ptr noundef %8, ptr noundef %9, i32 noundef %12)
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Lane, ptr %13, i32 0, i32 3
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %17 = call double @weighted(ptr noundef %15, ptr noundef %16, i32 noundef 4)
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fc(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [8 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr @calls, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @calls, align 4
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %27, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %25
  store double %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %18
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %14, !llvm.loop !26

30:                                               ; preds = %14
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %32
  store double 5.000000e-01, ptr %33, align 8
  store i32 0, ptr %9, align 4
  br label %34

34:                                               ; preds = %74, %30
  %35 = load i32, ptr %9, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %37, label %77

37:                                               ; preds = %34
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %38

38:                                               ; preds = %58, %37
  %39 = load i32, ptr %11, align 4
  %40 = add nsw i32 %39, 1
  %41 = load i32, ptr %6, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %61

43:                                               ; preds = %38
  %44 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %45 = load i32, ptr %9, align 4
  %46 = sitofp i32 %45 to double
  %47 = call double @llvm.fmuladd.f64(double 1.000000e-02, double %46, double 9.000000e-01)
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %52, double %47)
  %54 = load i32, ptr %11, align 4
  %55 = call double @blend(ptr noundef %44, double noundef %53, i32 noundef %54)
  %56 = load double, ptr %10, align 8
  %57 = fadd double %56, %55
  store double %57, ptr %10, align 8
  br label %58

58:                                               ; preds = %43
  %59 = load i32, ptr %11, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %11, align 4
  br label %38, !llvm.loop !27

61:                                               ; preds = %38
  %62 = load double, ptr %10, align 8
  %63 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %64 = load i32, ptr %6, align 4
  %65 = sub nsw i32 %64, 1
  %66 = load i32, ptr %9, align 4
  %67 = sub nsw i32 %65, %66
  %68 = call double @chain(ptr noundef %63, i32 noundef %67)
  %69 = fadd double %62, %68
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  store double %69, ptr %73, align 8
  br label %74

74:                                               ; preds = %61
  %75 = load i32, ptr %9, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %9, align 4
  br label %34, !llvm.loop !28

77:                                               ; preds = %34
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [4 x double], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Lane, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  call void @fc(ptr noundef %8, ptr noundef %9, i32 noundef %12)
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Lane, ptr %13, i32 0, i32 3
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %17 = call double @weighted(ptr noundef %15, ptr noundef %16, i32 noundef 4)
  ret double %17
}

declare i64 @__enzyme_augmentsize(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fin(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr @calls, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @calls, align 4
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %62, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 3
  br i1 %13, label %14, label %65

14:                                               ; preds = %11
  store i32 1, ptr %8, align 4
  br label %15

15:                                               ; preds = %58, %14
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %61

19:                                               ; preds = %15
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sub nsw i32 %26, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %25, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %8, align 4
  %33 = sub nsw i32 %32, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %31, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = fadd double %30, %36
  %38 = call double @cos(double noundef %37) #8
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %39, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = fmul double 1.000000e-01, %44
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %8, align 4
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %46, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = fmul double %45, %51
  %53 = call double @llvm.fmuladd.f64(double %24, double %38, double %52)
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  store double %53, ptr %57, align 8
  br label %58

58:                                               ; preds = %19
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %8, align 4
  br label %15, !llvm.loop !29

61:                                               ; preds = %15
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %7, align 4
  br label %11, !llvm.loop !30

65:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fin_x(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [7 x double], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.Lane, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %11, i64 56, i1 false)
  %12 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %13 = load ptr, ptr %3, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.Lane, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 8 %13, i64 %18, i1 false)
  %19 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  call void @fin(ptr noundef %19, ptr noundef %22, i32 noundef %25)
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 3
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Lane, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %31, align 8
  %33 = call double @weighted(ptr noundef %28, ptr noundef %29, i32 noundef %32)
  ret double %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fin_w(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [7 x double], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.Lane, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %11, i64 56, i1 false)
  %12 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %13 = load ptr, ptr %3, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.Lane, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  call void @fin(ptr noundef %12, ptr noundef %13, i32 noundef %16)
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Lane, ptr %17, i32 0, i32 3
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.Lane, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 8
  %24 = call double @weighted(ptr noundef %19, ptr noundef %20, i32 noundef %23)
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fs(double noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store double %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %13 = load i32, ptr @calls, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @calls, align 4
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %15

15:                                               ; preds = %51, %5
  %16 = load i32, ptr %12, align 4
  %17 = load i32, ptr %10, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %54

19:                                               ; preds = %15
  %20 = load ptr, ptr %8, align 8
  %21 = load i32, ptr %12, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %8, align 8
  %26 = load i32, ptr %12, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = fmul double %24, %29
  %31 = load double, ptr %6, align 8
  %32 = call double @llvm.fmuladd.f64(double %30, double %31, double 1.000000e+00)
  %33 = call double @log(double noundef %32) #8
  %34 = load double, ptr %7, align 8
  %35 = load i32, ptr %12, align 4
  %36 = sitofp i32 %35 to double
  %37 = fmul double %34, %36
  %38 = call double @cos(double noundef %37) #8
  %39 = load double, ptr %6, align 8
  %40 = load double, ptr %7, align 8
  %41 = fmul double %39, %40
  %42 = load ptr, ptr %8, align 8
  %43 = load i32, ptr %12, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = fmul double %41, %46
  %48 = call double @llvm.fmuladd.f64(double %33, double %38, double %47)
  %49 = load double, ptr %11, align 8
  %50 = fadd double %49, %48
  store double %50, ptr %11, align 8
  br label %51

51:                                               ; preds = %19
  %52 = load i32, ptr %12, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %12, align 4
  br label %15, !llvm.loop !31

54:                                               ; preds = %15
  %55 = load double, ptr %11, align 8
  %56 = load double, ptr %11, align 8
  %57 = fmul double %55, %56
  %58 = load ptr, ptr %9, align 8
  %59 = getelementptr inbounds double, ptr %58, i64 0
  store double %57, ptr %59, align 8
  ret void
}

declare void @__enzyme_reverse_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fs_ab(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 0
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 1
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.Lane, ptr %14, i32 0, i32 1
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Lane, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  call void @fs(double noundef %10, double noundef %13, ptr noundef %16, ptr noundef %6, i32 noundef %19)
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 3
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %6, align 8
  %26 = fmul double %24, %25
  ret double %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fs_x(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Lane, ptr %8, i32 0, i32 4
  %10 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %11 = load double, ptr %10, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Lane, ptr %12, i32 0, i32 4
  %14 = getelementptr inbounds [2 x double], ptr %13, i64 0, i64 1
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Lane, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  call void @fs(double noundef %11, double noundef %15, ptr noundef %16, ptr noundef %6, i32 noundef %19)
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 3
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %6, align 8
  %26 = fmul double %24, %25
  ret double %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %3, i32 noundef %4)
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
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare double @sqrt(double noundef) #6

; Function Attrs: nounwind
declare double @exp(double noundef) #6

; Function Attrs: nounwind
declare double @sin(double noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #6

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
define internal double @weighted(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

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
  %24 = load double, ptr %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %9, !llvm.loop !32

29:                                               ; preds = %9
  %30 = load double, ptr %7, align 8
  ret double %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @blend(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %6, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds double, ptr %8, i64 %10
  %12 = load double, ptr %11, align 8
  store double %12, ptr %7, align 8
  %13 = load double, ptr %7, align 8
  %14 = load double, ptr %5, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %15, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @sin(double noundef %20) #8
  %22 = call double @llvm.fmuladd.f64(double %13, double %14, double %21)
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  store double %22, ptr %26, align 8
  %27 = load double, ptr %7, align 8
  %28 = load double, ptr %7, align 8
  %29 = fmul double %27, %28
  %30 = load double, ptr %5, align 8
  %31 = fmul double %29, %30
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @chain(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  store double %11, ptr %3, align 8
  br label %30

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %5, align 4
  %20 = sub nsw i32 %19, 1
  %21 = call double @chain(ptr noundef %18, i32 noundef %20)
  %22 = fmul double %17, %21
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @cos(double noundef %27) #8
  %29 = call double @llvm.fmuladd.f64(double %22, double 8.000000e-01, double %28)
  store double %29, ptr %3, align 8
  br label %30

30:                                               ; preds = %12, %8
  %31 = load double, ptr %3, align 8
  ret double %31
}

; Function Attrs: nounwind
declare double @cos(double noundef) #6

; Function Attrs: nounwind
declare double @log(double noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
