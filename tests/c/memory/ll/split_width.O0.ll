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

64:                                               ; preds = %650, %63
  %65 = load i32, ptr %12, align 4
  %66 = icmp slt i32 %65, 2
  br i1 %66, label %67, label %653

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
  %93 = load i32, ptr @enzyme_const, align 4
  %94 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fv, i32 noundef %74, i32 noundef 3, i32 noundef %75, ptr noundef %76, ptr noundef %78, ptr noundef %80, ptr noundef %82, i32 noundef %83, ptr noundef %84, ptr noundef %86, ptr noundef %88, ptr noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef 4)
  store ptr %94, ptr %14, align 8
  %95 = load i32, ptr @enzyme_width, align 4
  %96 = load i32, ptr @enzyme_dup, align 4
  %97 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %98 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 0
  %99 = getelementptr inbounds [7 x double], ptr %98, i64 0, i64 0
  %100 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 1
  %101 = getelementptr inbounds [7 x double], ptr %100, i64 0, i64 0
  %102 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 2
  %103 = getelementptr inbounds [7 x double], ptr %102, i64 0, i64 0
  %104 = load i32, ptr @enzyme_dup, align 4
  %105 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %106 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 0
  %107 = getelementptr inbounds [4 x double], ptr %106, i64 0, i64 0
  %108 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 1
  %109 = getelementptr inbounds [4 x double], ptr %108, i64 0, i64 0
  %110 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 2
  %111 = getelementptr inbounds [4 x double], ptr %110, i64 0, i64 0
  %112 = load i32, ptr @enzyme_const, align 4
  %113 = load i32, ptr %13, align 4
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fv, i32 noundef %95, i32 noundef 3, i32 noundef %96, ptr noundef %97, ptr noundef %99, ptr noundef %101, ptr noundef %103, i32 noundef %104, ptr noundef %105, ptr noundef %107, ptr noundef %109, ptr noundef %111, i32 noundef %112, i32 noundef %113, i32 noundef %114, i32 noundef 4)
  store ptr %115, ptr %15, align 8
  %116 = load i32, ptr %12, align 4
  %117 = load i32, ptr @calls, align 4
  %118 = sitofp i32 %117 to double
  %119 = call i32 @check(ptr noundef @.str, i32 noundef %116, double noundef %118, double noundef 2.000000e+00, double noundef 0.000000e+00)
  %120 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %121 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0
  %122 = load i32, ptr %13, align 4
  call void @fv(ptr noundef %120, ptr noundef %121, i32 noundef %122, i32 noundef 4)
  store i32 0, ptr %17, align 4
  br label %123

123:                                              ; preds = %137, %67
  %124 = load i32, ptr %17, align 4
  %125 = icmp slt i32 %124, 4
  br i1 %125, label %126, label %140

126:                                              ; preds = %123
  %127 = load i32, ptr %17, align 4
  %128 = load i32, ptr %17, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %129
  %131 = load double, ptr %130, align 8
  %132 = load i32, ptr %17, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %133
  %135 = load double, ptr %134, align 8
  %136 = call i32 @check(ptr noundef @.str.1, i32 noundef %127, double noundef %131, double noundef %135, double noundef 0x3D719799812DEA11)
  br label %137

137:                                              ; preds = %126
  %138 = load i32, ptr %17, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %17, align 4
  br label %123, !llvm.loop !8

140:                                              ; preds = %123
  %141 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %142 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %141, ptr align 16 %142, i64 96, i1 false)
  %143 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 0
  %144 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %143, ptr align 16 %144, i64 96, i1 false)
  %145 = load i32, ptr @enzyme_width, align 4
  %146 = load i32, ptr @enzyme_dup, align 4
  %147 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %148 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 0
  %149 = getelementptr inbounds [7 x double], ptr %148, i64 0, i64 0
  %150 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 1
  %151 = getelementptr inbounds [7 x double], ptr %150, i64 0, i64 0
  %152 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 2
  %153 = getelementptr inbounds [7 x double], ptr %152, i64 0, i64 0
  %154 = load i32, ptr @enzyme_dup, align 4
  %155 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %156 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 0
  %157 = getelementptr inbounds [4 x double], ptr %156, i64 0, i64 0
  %158 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 1
  %159 = getelementptr inbounds [4 x double], ptr %158, i64 0, i64 0
  %160 = getelementptr inbounds [3 x [4 x double]], ptr %10, i64 0, i64 2
  %161 = getelementptr inbounds [4 x double], ptr %160, i64 0, i64 0
  %162 = load i32, ptr @enzyme_const, align 4
  %163 = load i32, ptr %13, align 4
  %164 = load i32, ptr @enzyme_const, align 4
  %165 = load ptr, ptr %15, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fv, i32 noundef %145, i32 noundef 3, i32 noundef %146, ptr noundef %147, ptr noundef %149, ptr noundef %151, ptr noundef %153, i32 noundef %154, ptr noundef %155, ptr noundef %157, ptr noundef %159, ptr noundef %161, i32 noundef %162, i32 noundef %163, i32 noundef %164, i32 noundef 4, ptr noundef %165)
  %166 = load i32, ptr @enzyme_width, align 4
  %167 = load i32, ptr @enzyme_dup, align 4
  %168 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %169 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %170 = getelementptr inbounds [7 x double], ptr %169, i64 0, i64 0
  %171 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 1
  %172 = getelementptr inbounds [7 x double], ptr %171, i64 0, i64 0
  %173 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %174 = getelementptr inbounds [7 x double], ptr %173, i64 0, i64 0
  %175 = load i32, ptr @enzyme_dup, align 4
  %176 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %177 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %178 = getelementptr inbounds [4 x double], ptr %177, i64 0, i64 0
  %179 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 1
  %180 = getelementptr inbounds [4 x double], ptr %179, i64 0, i64 0
  %181 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 2
  %182 = getelementptr inbounds [4 x double], ptr %181, i64 0, i64 0
  %183 = load i32, ptr @enzyme_const, align 4
  %184 = load i32, ptr %13, align 4
  %185 = load i32, ptr @enzyme_const, align 4
  %186 = load ptr, ptr %14, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fv, i32 noundef %166, i32 noundef 3, i32 noundef %167, ptr noundef %168, ptr noundef %170, ptr noundef %172, ptr noundef %174, i32 noundef %175, ptr noundef %176, ptr noundef %178, ptr noundef %180, ptr noundef %182, i32 noundef %183, i32 noundef %184, i32 noundef %185, i32 noundef 4, ptr noundef %186)
  store i32 0, ptr %18, align 4
  br label %187

187:                                              ; preds = %227, %140
  %188 = load i32, ptr %18, align 4
  %189 = icmp slt i32 %188, 3
  br i1 %189, label %190, label %230

190:                                              ; preds = %187
  %191 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 0
  %192 = load i32, ptr %13, align 4
  store i32 %192, ptr %191, align 8
  %193 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 1
  %194 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %194, ptr %193, align 8
  %195 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 2
  store ptr null, ptr %195, align 8
  %196 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 3
  %197 = load i32, ptr %18, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %198
  %200 = getelementptr inbounds [4 x double], ptr %199, i64 0, i64 0
  store ptr %200, ptr %196, align 8
  %201 = getelementptr inbounds %struct.Lane, ptr %19, i32 0, i32 4
  store double 0.000000e+00, ptr %201, align 8
  %202 = getelementptr inbounds double, ptr %201, i64 1
  store double 0.000000e+00, ptr %202, align 8
  %203 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 0
  %204 = load i32, ptr %13, align 4
  store i32 %204, ptr %203, align 8
  %205 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 1
  %206 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  store ptr %206, ptr %205, align 8
  %207 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 2
  store ptr null, ptr %207, align 8
  %208 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 3
  %209 = load i32, ptr %18, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %210
  %212 = getelementptr inbounds [4 x double], ptr %211, i64 0, i64 0
  store ptr %212, ptr %208, align 8
  %213 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 4
  store double 0.000000e+00, ptr %213, align 8
  %214 = getelementptr inbounds double, ptr %213, i64 1
  store double 0.000000e+00, ptr %214, align 8
  %215 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %216 = load i32, ptr %13, align 4
  %217 = load i32, ptr %18, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 %218
  %220 = getelementptr inbounds [7 x double], ptr %219, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @lane_fv, ptr noundef %19, ptr noundef %215, i32 noundef %216, ptr noundef %220, double noundef 0x3EB0C6F7A0B5ED8D)
  %221 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 0
  %222 = load i32, ptr %13, align 4
  %223 = load i32, ptr %18, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [3 x [7 x double]], ptr %6, i64 0, i64 %224
  %226 = getelementptr inbounds [7 x double], ptr %225, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.3, ptr noundef @lane_fv, ptr noundef %20, ptr noundef %221, i32 noundef %222, ptr noundef %226, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %227

227:                                              ; preds = %190
  %228 = load i32, ptr %18, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %18, align 4
  br label %187, !llvm.loop !9

230:                                              ; preds = %187
  %231 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %231, i8 0, i64 168, i1 false)
  %232 = load i32, ptr @enzyme_width, align 4
  %233 = load i32, ptr @enzyme_dupv, align 4
  %234 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %235 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %236 = load i32, ptr @enzyme_dupnoneedv, align 4
  %237 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %238 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %239 = load i32, ptr @enzyme_const, align 4
  %240 = load i32, ptr %13, align 4
  %241 = load i32, ptr @enzyme_const, align 4
  %242 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fv, i32 noundef %232, i32 noundef 2, i32 noundef %233, i64 noundef 56, ptr noundef %234, ptr noundef %235, i32 noundef %236, i64 noundef 32, ptr noundef %237, ptr noundef %238, i32 noundef %239, i32 noundef %240, i32 noundef %241, i32 noundef 4)
  store ptr %242, ptr %21, align 8
  %243 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %244 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %243, ptr align 16 %244, i64 96, i1 false)
  %245 = load i32, ptr @enzyme_width, align 4
  %246 = load i32, ptr @enzyme_dupv, align 4
  %247 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %248 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %249 = load i32, ptr @enzyme_dupnoneedv, align 4
  %250 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %251 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %252 = load i32, ptr @enzyme_const, align 4
  %253 = load i32, ptr %13, align 4
  %254 = load i32, ptr @enzyme_const, align 4
  %255 = load ptr, ptr %21, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fv, i32 noundef %245, i32 noundef 2, i32 noundef %246, i64 noundef 56, ptr noundef %247, ptr noundef %248, i32 noundef %249, i64 noundef 32, ptr noundef %250, ptr noundef %251, i32 noundef %252, i32 noundef %253, i32 noundef %254, i32 noundef 4, ptr noundef %255)
  store i32 0, ptr %22, align 4
  br label %256

256:                                              ; preds = %278, %230
  %257 = load i32, ptr %22, align 4
  %258 = icmp slt i32 %257, 2
  br i1 %258, label %259, label %281

259:                                              ; preds = %256
  %260 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 0
  %261 = load i32, ptr %13, align 4
  store i32 %261, ptr %260, align 8
  %262 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 1
  %263 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %263, ptr %262, align 8
  %264 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 2
  store ptr null, ptr %264, align 8
  %265 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 3
  %266 = load i32, ptr %22, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %267
  %269 = getelementptr inbounds [4 x double], ptr %268, i64 0, i64 0
  store ptr %269, ptr %265, align 8
  %270 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 4
  store double 0.000000e+00, ptr %270, align 8
  %271 = getelementptr inbounds double, ptr %270, i64 1
  store double 0.000000e+00, ptr %271, align 8
  %272 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %273 = load i32, ptr %13, align 4
  %274 = load i32, ptr %22, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 %275
  %277 = getelementptr inbounds [7 x double], ptr %276, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @lane_fv, ptr noundef %23, ptr noundef %272, i32 noundef %273, ptr noundef %277, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %278

278:                                              ; preds = %259
  %279 = load i32, ptr %22, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %22, align 4
  br label %256, !llvm.loop !10

281:                                              ; preds = %256
  store i32 0, ptr %24, align 4
  br label %282

282:                                              ; preds = %294, %281
  %283 = load i32, ptr %24, align 4
  %284 = load i32, ptr %13, align 4
  %285 = icmp slt i32 %283, %284
  br i1 %285, label %286, label %297

286:                                              ; preds = %282
  %287 = load i32, ptr %24, align 4
  %288 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %289 = load i32, ptr %24, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [7 x double], ptr %288, i64 0, i64 %290
  %292 = load double, ptr %291, align 8
  %293 = call i32 @check(ptr noundef @.str.5, i32 noundef %287, double noundef %292, double noundef 0.000000e+00, double noundef 0.000000e+00)
  br label %294

294:                                              ; preds = %286
  %295 = load i32, ptr %24, align 4
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %24, align 4
  br label %282, !llvm.loop !11

297:                                              ; preds = %282
  %298 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %298, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4
  %299 = load i32, ptr @enzyme_width, align 4
  %300 = load i32, ptr @enzyme_dup, align 4
  %301 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %302 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %303 = getelementptr inbounds [7 x double], ptr %302, i64 0, i64 0
  %304 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 1
  %305 = getelementptr inbounds [7 x double], ptr %304, i64 0, i64 0
  %306 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %307 = getelementptr inbounds [7 x double], ptr %306, i64 0, i64 0
  %308 = load i32, ptr @enzyme_dupnoneed, align 4
  %309 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %310 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %311 = getelementptr inbounds [4 x double], ptr %310, i64 0, i64 0
  %312 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 1
  %313 = getelementptr inbounds [4 x double], ptr %312, i64 0, i64 0
  %314 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 2
  %315 = getelementptr inbounds [4 x double], ptr %314, i64 0, i64 0
  %316 = load i32, ptr @enzyme_const, align 4
  %317 = load i32, ptr %13, align 4
  %318 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fc, i32 noundef %299, i32 noundef 3, i32 noundef %300, ptr noundef %301, ptr noundef %303, ptr noundef %305, ptr noundef %307, i32 noundef %308, ptr noundef %309, ptr noundef %311, ptr noundef %313, ptr noundef %315, i32 noundef %316, i32 noundef %317)
  store ptr %318, ptr %21, align 8
  %319 = load i32, ptr %12, align 4
  %320 = load i32, ptr @calls, align 4
  %321 = sitofp i32 %320 to double
  %322 = call i32 @check(ptr noundef @.str.6, i32 noundef %319, double noundef %321, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %323 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %324 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %323, ptr align 16 %324, i64 96, i1 false)
  %325 = load i32, ptr @enzyme_width, align 4
  %326 = load i32, ptr @enzyme_dup, align 4
  %327 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %328 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 0
  %329 = getelementptr inbounds [7 x double], ptr %328, i64 0, i64 0
  %330 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 1
  %331 = getelementptr inbounds [7 x double], ptr %330, i64 0, i64 0
  %332 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 2
  %333 = getelementptr inbounds [7 x double], ptr %332, i64 0, i64 0
  %334 = load i32, ptr @enzyme_dupnoneed, align 4
  %335 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %336 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 0
  %337 = getelementptr inbounds [4 x double], ptr %336, i64 0, i64 0
  %338 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 1
  %339 = getelementptr inbounds [4 x double], ptr %338, i64 0, i64 0
  %340 = getelementptr inbounds [3 x [4 x double]], ptr %9, i64 0, i64 2
  %341 = getelementptr inbounds [4 x double], ptr %340, i64 0, i64 0
  %342 = load i32, ptr @enzyme_const, align 4
  %343 = load i32, ptr %13, align 4
  %344 = load ptr, ptr %21, align 8
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fc, i32 noundef %325, i32 noundef 3, i32 noundef %326, ptr noundef %327, ptr noundef %329, ptr noundef %331, ptr noundef %333, i32 noundef %334, ptr noundef %335, ptr noundef %337, ptr noundef %339, ptr noundef %341, i32 noundef %342, i32 noundef %343, ptr noundef %344)
  store i32 0, ptr %25, align 4
  br label %345

345:                                              ; preds = %367, %297
  %346 = load i32, ptr %25, align 4
  %347 = icmp slt i32 %346, 3
  br i1 %347, label %348, label %370

348:                                              ; preds = %345
  %349 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 0
  %350 = load i32, ptr %13, align 4
  store i32 %350, ptr %349, align 8
  %351 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 1
  %352 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %352, ptr %351, align 8
  %353 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 2
  store ptr null, ptr %353, align 8
  %354 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 3
  %355 = load i32, ptr %25, align 4
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds [3 x [4 x double]], ptr %4, i64 0, i64 %356
  %358 = getelementptr inbounds [4 x double], ptr %357, i64 0, i64 0
  store ptr %358, ptr %354, align 8
  %359 = getelementptr inbounds %struct.Lane, ptr %26, i32 0, i32 4
  store double 0.000000e+00, ptr %359, align 8
  %360 = getelementptr inbounds double, ptr %359, i64 1
  store double 0.000000e+00, ptr %360, align 8
  %361 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %362 = load i32, ptr %13, align 4
  %363 = load i32, ptr %25, align 4
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds [3 x [7 x double]], ptr %5, i64 0, i64 %364
  %366 = getelementptr inbounds [7 x double], ptr %365, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.7, ptr noundef @lane_fc, ptr noundef %26, ptr noundef %361, i32 noundef %362, ptr noundef %366, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %367

367:                                              ; preds = %348
  %368 = load i32, ptr %25, align 4
  %369 = add nsw i32 %368, 1
  store i32 %369, ptr %25, align 4
  br label %345, !llvm.loop !12

370:                                              ; preds = %345
  %371 = load i32, ptr @enzyme_width, align 4
  %372 = load i32, ptr @enzyme_dup, align 4
  %373 = load i32, ptr @enzyme_dup, align 4
  %374 = load i32, ptr @enzyme_const, align 4
  %375 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef @fin, i32 noundef %371, i32 noundef 3, i32 noundef %372, i32 noundef %373, i32 noundef %374)
  store i64 %375, ptr %33, align 8
  %376 = load i32, ptr %12, align 4
  %377 = load i64, ptr %33, align 8
  %378 = icmp sgt i64 %377, 0
  br i1 %378, label %379, label %382

379:                                              ; preds = %370
  %380 = load i64, ptr %33, align 8
  %381 = icmp sle i64 %380, 16384
  br label %382

382:                                              ; preds = %379, %370
  %383 = phi i1 [ false, %370 ], [ %381, %379 ]
  %384 = zext i1 %383 to i32
  %385 = sitofp i32 %384 to double
  %386 = call i32 @check(ptr noundef @.str.8, i32 noundef %376, double noundef %385, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %387 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 0
  %388 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %387, ptr align 16 %388, i64 56, i1 false)
  %389 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  call void @fill(ptr noundef %389, i32 noundef 7, double noundef -5.000000e-01, double noundef 5.000000e-01)
  store i32 0, ptr %34, align 4
  br label %390

390:                                              ; preds = %406, %382
  %391 = load i32, ptr %34, align 4
  %392 = icmp slt i32 %391, 3
  br i1 %392, label %393, label %409

393:                                              ; preds = %390
  %394 = load i32, ptr %34, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds [3 x [7 x double]], ptr %31, i64 0, i64 %395
  %397 = getelementptr inbounds [7 x double], ptr %396, i64 0, i64 0
  call void @fill(ptr noundef %397, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %398 = load i32, ptr %34, align 4
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %399
  %401 = getelementptr inbounds [7 x double], ptr %400, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %401, i8 0, i64 56, i1 false)
  %402 = load i32, ptr %34, align 4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 %403
  %405 = getelementptr inbounds [7 x double], ptr %404, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %405, i8 0, i64 56, i1 false)
  br label %406

406:                                              ; preds = %393
  %407 = load i32, ptr %34, align 4
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %34, align 4
  br label %390, !llvm.loop !13

409:                                              ; preds = %390
  store i32 0, ptr @calls, align 4
  %410 = load i32, ptr @enzyme_width, align 4
  %411 = load i32, ptr @enzyme_allocated, align 4
  %412 = load i64, ptr %33, align 8
  %413 = load i32, ptr @enzyme_tape, align 4
  %414 = getelementptr inbounds [16384 x i8], ptr %32, i64 0, i64 0
  %415 = load i32, ptr @enzyme_dup, align 4
  %416 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 0
  %417 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 0
  %418 = getelementptr inbounds [7 x double], ptr %417, i64 0, i64 0
  %419 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 1
  %420 = getelementptr inbounds [7 x double], ptr %419, i64 0, i64 0
  %421 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 2
  %422 = getelementptr inbounds [7 x double], ptr %421, i64 0, i64 0
  %423 = load i32, ptr @enzyme_dup, align 4
  %424 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %425 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 0
  %426 = getelementptr inbounds [7 x double], ptr %425, i64 0, i64 0
  %427 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 1
  %428 = getelementptr inbounds [7 x double], ptr %427, i64 0, i64 0
  %429 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 2
  %430 = getelementptr inbounds [7 x double], ptr %429, i64 0, i64 0
  %431 = load i32, ptr @enzyme_const, align 4
  %432 = load i32, ptr %13, align 4
  %433 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fin, i32 noundef %410, i32 noundef 3, i32 noundef %411, i64 noundef %412, i32 noundef %413, ptr noundef %414, i32 noundef %415, ptr noundef %416, ptr noundef %418, ptr noundef %420, ptr noundef %422, i32 noundef %423, ptr noundef %424, ptr noundef %426, ptr noundef %428, ptr noundef %430, i32 noundef %431, i32 noundef %432)
  %434 = load i32, ptr %12, align 4
  %435 = load i32, ptr @calls, align 4
  %436 = sitofp i32 %435 to double
  %437 = call i32 @check(ptr noundef @.str.9, i32 noundef %434, double noundef %436, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %438 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  %439 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %438, ptr align 16 %439, i64 56, i1 false)
  %440 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  %441 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %442 = load i32, ptr %13, align 4
  call void @fin(ptr noundef %440, ptr noundef %441, i32 noundef %442)
  store i32 0, ptr %36, align 4
  br label %443

443:                                              ; preds = %458, %409
  %444 = load i32, ptr %36, align 4
  %445 = load i32, ptr %13, align 4
  %446 = icmp slt i32 %444, %445
  br i1 %446, label %447, label %461

447:                                              ; preds = %443
  %448 = load i32, ptr %36, align 4
  %449 = load i32, ptr %36, align 4
  %450 = sext i32 %449 to i64
  %451 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 %450
  %452 = load double, ptr %451, align 8
  %453 = load i32, ptr %36, align 4
  %454 = sext i32 %453 to i64
  %455 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 %454
  %456 = load double, ptr %455, align 8
  %457 = call i32 @check(ptr noundef @.str.10, i32 noundef %448, double noundef %452, double noundef %456, double noundef 0x3D719799812DEA11)
  br label %458

458:                                              ; preds = %447
  %459 = load i32, ptr %36, align 4
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr %36, align 4
  br label %443, !llvm.loop !14

461:                                              ; preds = %443
  store i32 0, ptr %37, align 4
  br label %462

462:                                              ; preds = %473, %461
  %463 = load i32, ptr %37, align 4
  %464 = load i32, ptr %13, align 4
  %465 = icmp slt i32 %463, %464
  br i1 %465, label %466, label %476

466:                                              ; preds = %462
  %467 = load i32, ptr %37, align 4
  %468 = sitofp i32 %467 to double
  %469 = fadd double 1.000000e+03, %468
  %470 = load i32, ptr %37, align 4
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 %471
  store double %469, ptr %472, align 8
  br label %473

473:                                              ; preds = %466
  %474 = load i32, ptr %37, align 4
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr %37, align 4
  br label %462, !llvm.loop !15

476:                                              ; preds = %462
  store i32 0, ptr %38, align 4
  br label %477

477:                                              ; preds = %489, %476
  %478 = load i32, ptr %38, align 4
  %479 = icmp slt i32 %478, 3
  br i1 %479, label %480, label %492

480:                                              ; preds = %477
  %481 = load i32, ptr %38, align 4
  %482 = sext i32 %481 to i64
  %483 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %482
  %484 = getelementptr inbounds [7 x double], ptr %483, i64 0, i64 0
  %485 = load i32, ptr %38, align 4
  %486 = sext i32 %485 to i64
  %487 = getelementptr inbounds [3 x [7 x double]], ptr %31, i64 0, i64 %486
  %488 = getelementptr inbounds [7 x double], ptr %487, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %484, ptr align 8 %488, i64 56, i1 false)
  br label %489

489:                                              ; preds = %480
  %490 = load i32, ptr %38, align 4
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr %38, align 4
  br label %477, !llvm.loop !16

492:                                              ; preds = %477
  %493 = load i32, ptr @enzyme_width, align 4
  %494 = load i32, ptr @enzyme_allocated, align 4
  %495 = load i64, ptr %33, align 8
  %496 = load i32, ptr @enzyme_nofree, align 4
  %497 = load i32, ptr @enzyme_tape, align 4
  %498 = getelementptr inbounds [16384 x i8], ptr %32, i64 0, i64 0
  %499 = load i32, ptr @enzyme_dup, align 4
  %500 = getelementptr inbounds [7 x double], ptr %27, i64 0, i64 0
  %501 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 0
  %502 = getelementptr inbounds [7 x double], ptr %501, i64 0, i64 0
  %503 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 1
  %504 = getelementptr inbounds [7 x double], ptr %503, i64 0, i64 0
  %505 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 2
  %506 = getelementptr inbounds [7 x double], ptr %505, i64 0, i64 0
  %507 = load i32, ptr @enzyme_dup, align 4
  %508 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %509 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 0
  %510 = getelementptr inbounds [7 x double], ptr %509, i64 0, i64 0
  %511 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 1
  %512 = getelementptr inbounds [7 x double], ptr %511, i64 0, i64 0
  %513 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 2
  %514 = getelementptr inbounds [7 x double], ptr %513, i64 0, i64 0
  %515 = load i32, ptr @enzyme_const, align 4
  %516 = load i32, ptr %13, align 4
  call void (ptr, ...) @__enzyme_reverse(ptr noundef @fin, i32 noundef %493, i32 noundef 3, i32 noundef %494, i64 noundef %495, i32 noundef %496, i32 noundef %497, ptr noundef %498, i32 noundef %499, ptr noundef %500, ptr noundef %502, ptr noundef %504, ptr noundef %506, i32 noundef %507, ptr noundef %508, ptr noundef %510, ptr noundef %512, ptr noundef %514, i32 noundef %515, i32 noundef %516)
  store i32 0, ptr %39, align 4
  br label %517

517:                                              ; preds = %546, %492
  %518 = load i32, ptr %39, align 4
  %519 = icmp slt i32 %518, 3
  br i1 %519, label %520, label %549

520:                                              ; preds = %517
  %521 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 0
  %522 = load i32, ptr %13, align 4
  store i32 %522, ptr %521, align 8
  %523 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 1
  %524 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %524, ptr %523, align 8
  %525 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 2
  %526 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  store ptr %526, ptr %525, align 8
  %527 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 3
  %528 = load i32, ptr %39, align 4
  %529 = sext i32 %528 to i64
  %530 = getelementptr inbounds [3 x [7 x double]], ptr %31, i64 0, i64 %529
  %531 = getelementptr inbounds [7 x double], ptr %530, i64 0, i64 0
  store ptr %531, ptr %527, align 8
  %532 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 4
  store double 0.000000e+00, ptr %532, align 8
  %533 = getelementptr inbounds double, ptr %532, i64 1
  store double 0.000000e+00, ptr %533, align 8
  %534 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %535 = load i32, ptr %13, align 4
  %536 = load i32, ptr %39, align 4
  %537 = sext i32 %536 to i64
  %538 = getelementptr inbounds [3 x [7 x double]], ptr %29, i64 0, i64 %537
  %539 = getelementptr inbounds [7 x double], ptr %538, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.11, ptr noundef @lane_fin_x, ptr noundef %40, ptr noundef %534, i32 noundef %535, ptr noundef %539, double noundef 0x3EB0C6F7A0B5ED8D)
  %540 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %541 = load i32, ptr %13, align 4
  %542 = load i32, ptr %39, align 4
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds [3 x [7 x double]], ptr %30, i64 0, i64 %543
  %545 = getelementptr inbounds [7 x double], ptr %544, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.12, ptr noundef @lane_fin_w, ptr noundef %40, ptr noundef %540, i32 noundef %541, ptr noundef %545, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %546

546:                                              ; preds = %520
  %547 = load i32, ptr %39, align 4
  %548 = add nsw i32 %547, 1
  store i32 %548, ptr %39, align 4
  br label %517, !llvm.loop !17

549:                                              ; preds = %517
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %41, ptr align 16 @__const.main.ab, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %42, i8 0, i64 16, i1 false)
  %550 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %550, i8 0, i64 112, i1 false)
  %551 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 0
  call void @fill(ptr noundef %551, i32 noundef 2, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr @calls, align 4
  %552 = load i32, ptr @enzyme_width, align 4
  %553 = load i32, ptr @enzyme_out, align 4
  %554 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %555 = load double, ptr %554, align 16
  %556 = load i32, ptr @enzyme_out, align 4
  %557 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 1
  %558 = load double, ptr %557, align 8
  %559 = load i32, ptr @enzyme_dup, align 4
  %560 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %561 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 0
  %562 = getelementptr inbounds [7 x double], ptr %561, i64 0, i64 0
  %563 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 1
  %564 = getelementptr inbounds [7 x double], ptr %563, i64 0, i64 0
  %565 = load i32, ptr @enzyme_dup, align 4
  %566 = getelementptr inbounds [2 x double], ptr %42, i64 0, i64 0
  %567 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 0
  %568 = getelementptr inbounds [1 x double], ptr %567, i64 0, i64 0
  %569 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 1
  %570 = getelementptr inbounds [1 x double], ptr %569, i64 0, i64 0
  %571 = load i32, ptr @enzyme_const, align 4
  %572 = load i32, ptr %13, align 4
  %573 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef @fs, i32 noundef %552, i32 noundef 2, i32 noundef %553, double noundef %555, i32 noundef %556, double noundef %558, i32 noundef %559, ptr noundef %560, ptr noundef %562, ptr noundef %564, i32 noundef %565, ptr noundef %566, ptr noundef %568, ptr noundef %570, i32 noundef %571, i32 noundef %572)
  store ptr %573, ptr %21, align 8
  %574 = load i32, ptr %12, align 4
  %575 = load i32, ptr @calls, align 4
  %576 = sitofp i32 %575 to double
  %577 = call i32 @check(ptr noundef @.str.13, i32 noundef %574, double noundef %576, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %578 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 0
  %579 = load double, ptr %578, align 16
  %580 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 0
  %581 = getelementptr inbounds [1 x double], ptr %580, i64 0, i64 0
  store double %579, ptr %581, align 16
  %582 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 1
  %583 = load double, ptr %582, align 8
  %584 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 1
  %585 = getelementptr inbounds [1 x double], ptr %584, i64 0, i64 0
  store double %583, ptr %585, align 8
  %586 = load i32, ptr @enzyme_width, align 4
  %587 = load i32, ptr @enzyme_out, align 4
  %588 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %589 = load double, ptr %588, align 16
  %590 = load i32, ptr @enzyme_out, align 4
  %591 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 1
  %592 = load double, ptr %591, align 8
  %593 = load i32, ptr @enzyme_dup, align 4
  %594 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %595 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 0
  %596 = getelementptr inbounds [7 x double], ptr %595, i64 0, i64 0
  %597 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 1
  %598 = getelementptr inbounds [7 x double], ptr %597, i64 0, i64 0
  %599 = load i32, ptr @enzyme_dup, align 4
  %600 = getelementptr inbounds [2 x double], ptr %42, i64 0, i64 0
  %601 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 0
  %602 = getelementptr inbounds [1 x double], ptr %601, i64 0, i64 0
  %603 = getelementptr inbounds [2 x [1 x double]], ptr %43, i64 0, i64 1
  %604 = getelementptr inbounds [1 x double], ptr %603, i64 0, i64 0
  %605 = load i32, ptr @enzyme_const, align 4
  %606 = load i32, ptr %13, align 4
  %607 = load ptr, ptr %21, align 8
  call void (ptr, ptr, ...) @__enzyme_reverse_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8 %46, ptr noundef @fs, i32 noundef %586, i32 noundef 2, i32 noundef %587, double noundef %589, i32 noundef %590, double noundef %592, i32 noundef %593, ptr noundef %594, ptr noundef %596, ptr noundef %598, i32 noundef %599, ptr noundef %600, ptr noundef %602, ptr noundef %604, i32 noundef %605, i32 noundef %606, ptr noundef %607)
  store i32 0, ptr %47, align 4
  br label %608

608:                                              ; preds = %646, %549
  %609 = load i32, ptr %47, align 4
  %610 = icmp slt i32 %609, 2
  br i1 %610, label %611, label %649

611:                                              ; preds = %608
  %612 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 0
  %613 = load i32, ptr %13, align 4
  store i32 %613, ptr %612, align 8
  %614 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 1
  %615 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %615, ptr %614, align 8
  %616 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 2
  store ptr null, ptr %616, align 8
  %617 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 3
  %618 = load i32, ptr %47, align 4
  %619 = sext i32 %618 to i64
  %620 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 %619
  store ptr %620, ptr %617, align 8
  %621 = getelementptr inbounds %struct.Lane, ptr %48, i32 0, i32 4
  %622 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %623 = load double, ptr %622, align 16
  store double %623, ptr %621, align 8
  %624 = getelementptr inbounds double, ptr %621, i64 1
  %625 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 1
  %626 = load double, ptr %625, align 8
  store double %626, ptr %624, align 8
  %627 = getelementptr inbounds %struct.A2, ptr %46, i32 0, i32 0
  %628 = load i32, ptr %47, align 4
  %629 = sext i32 %628 to i64
  %630 = getelementptr inbounds [2 x double], ptr %627, i64 0, i64 %629
  %631 = load double, ptr %630, align 8
  store double %631, ptr %49, align 8
  %632 = getelementptr inbounds double, ptr %49, i64 1
  %633 = getelementptr inbounds %struct.A2, ptr %46, i32 0, i32 1
  %634 = load i32, ptr %47, align 4
  %635 = sext i32 %634 to i64
  %636 = getelementptr inbounds [2 x double], ptr %633, i64 0, i64 %635
  %637 = load double, ptr %636, align 8
  store double %637, ptr %632, align 8
  %638 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 0
  %639 = getelementptr inbounds [2 x double], ptr %49, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.14, ptr noundef @lane_fs_ab, ptr noundef %48, ptr noundef %638, i32 noundef 2, ptr noundef %639, double noundef 0x3EB0C6F7A0B5ED8D)
  %640 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %641 = load i32, ptr %13, align 4
  %642 = load i32, ptr %47, align 4
  %643 = sext i32 %642 to i64
  %644 = getelementptr inbounds [2 x [7 x double]], ptr %44, i64 0, i64 %643
  %645 = getelementptr inbounds [7 x double], ptr %644, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.15, ptr noundef @lane_fs_x, ptr noundef %48, ptr noundef %640, i32 noundef %641, ptr noundef %645, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %646

646:                                              ; preds = %611
  %647 = load i32, ptr %47, align 4
  %648 = add nsw i32 %647, 1
  store i32 %648, ptr %47, align 4
  br label %608, !llvm.loop !18

649:                                              ; preds = %608
  br label %650

650:                                              ; preds = %649
  %651 = load i32, ptr %12, align 4
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr %12, align 4
  br label %64, !llvm.loop !19

653:                                              ; preds = %64
  %654 = call i32 @finish(ptr noundef @.str.16)
  ret i32 %654
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
define internal void @fv(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %16 = load i32, ptr @calls, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @calls, align 4
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = mul i64 %19, 8
  %21 = call noalias ptr @malloc(i64 noundef %20) #7
  store ptr %21, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %22

22:                                               ; preds = %68, %4
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %7, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %71

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %10, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fcmp ogt double %31, 0.000000e+00
  br i1 %32, label %33, label %46

33:                                               ; preds = %26
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = call double @llvm.fmuladd.f64(double %38, double %43, double 1.000000e+00)
  %45 = call double @sqrt(double noundef %44) #8
  br label %62

46:                                               ; preds = %26
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @exp(double noundef %51) #8
  %53 = load ptr, ptr %5, align 8
  %54 = load i32, ptr %10, align 4
  %55 = add nsw i32 %54, 1
  %56 = load i32, ptr %7, align 4
  %57 = srem i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %53, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = fmul double %52, %60
  br label %62

62:                                               ; preds = %46, %33
  %63 = phi double [ %45, %33 ], [ %61, %46 ]
  %64 = load ptr, ptr %9, align 8
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8
  br label %68

68:                                               ; preds = %62
  %69 = load i32, ptr %10, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %10, align 4
  br label %22, !llvm.loop !21

71:                                               ; preds = %22
  store i32 0, ptr %11, align 4
  br label %72

72:                                               ; preds = %136, %71
  %73 = load i32, ptr %11, align 4
  %74 = load i32, ptr %8, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %139

76:                                               ; preds = %72
  store double 0.000000e+00, ptr %12, align 8
  %77 = load i32, ptr %11, align 4
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %77, %78
  %80 = srem i32 %79, 3
  %81 = add nsw i32 1, %80
  store i32 %81, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %82

82:                                               ; preds = %119, %76
  %83 = load i32, ptr %14, align 4
  %84 = load i32, ptr %13, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %122

86:                                               ; preds = %82
  store i32 0, ptr %15, align 4
  br label %87

87:                                               ; preds = %115, %86
  %88 = load i32, ptr %15, align 4
  %89 = load i32, ptr %7, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %118

91:                                               ; preds = %87
  %92 = load ptr, ptr %9, align 8
  %93 = load i32, ptr %15, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %92, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load i32, ptr %11, align 4
  %98 = add nsw i32 %97, 1
  %99 = sitofp i32 %98 to double
  %100 = load i32, ptr %14, align 4
  %101 = sitofp i32 %100 to double
  %102 = call double @llvm.fmuladd.f64(double %96, double %99, double %101)
  %103 = call double @sin(double noundef %102) #8
  %104 = load ptr, ptr %5, align 8
  %105 = load i32, ptr %15, align 4
  %106 = load i32, ptr %11, align 4
  %107 = add nsw i32 %105, %106
  %108 = load i32, ptr %7, align 4
  %109 = srem i32 %107, %108
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds double, ptr %104, i64 %110
  %112 = load double, ptr %111, align 8
  %113 = load double, ptr %12, align 8
  %114 = call double @llvm.fmuladd.f64(double %103, double %112, double %113)
  store double %114, ptr %12, align 8
  br label %115

115:                                              ; preds = %91
  %116 = load i32, ptr %15, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %15, align 4
  br label %87, !llvm.loop !22

118:                                              ; preds = %87
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %14, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %14, align 4
  br label %82, !llvm.loop !23

122:                                              ; preds = %82
  %123 = load double, ptr %12, align 8
  %124 = load ptr, ptr %9, align 8
  %125 = load i32, ptr %11, align 4
  %126 = load i32, ptr %7, align 4
  %127 = srem i32 %125, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds double, ptr %124, i64 %128
  %130 = load double, ptr %129, align 8
  %131 = fmul double %123, %130
  %132 = load ptr, ptr %6, align 8
  %133 = load i32, ptr %11, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %132, i64 %134
  store double %131, ptr %135, align 8
  br label %136

136:                                              ; preds = %122
  %137 = load i32, ptr %11, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %11, align 4
  br label %72, !llvm.loop !24

139:                                              ; preds = %72
  %140 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %140) #8
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
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Lane, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Lane, ptr %9, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  %12 = call double @weighted_fv(ptr noundef %5, i32 noundef %8, ptr noundef %11)
  ret double %12
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
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Lane, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Lane, ptr %9, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  %12 = call double @weighted_fc(ptr noundef %5, i32 noundef %8, ptr noundef %11)
  ret double %12
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
define internal double @weighted_fv(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [4 x double], align 16
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %10 = load i32, ptr %5, align 4
  call void @fv(ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef 4)
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %13 = call double @weighted(ptr noundef %11, ptr noundef %12, i32 noundef 4)
  ret double %13
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @weighted_fc(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [4 x double], align 16
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %10 = load i32, ptr %5, align 4
  call void @fc(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %13 = call double @weighted(ptr noundef %11, ptr noundef %12, i32 noundef 4)
  ret double %13
}

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
