; ModuleID = 'vector_reverse.c'
source_filename = "vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Lane = type { i32, i32, i32, ptr, ptr, ptr }
%struct.A2 = type { [2 x double], [2 x double] }

@main.ns = internal constant [2 x i32] [i32 7, i32 5], align 4
@calls = internal global i32 0, align 4
@enzyme_width = external global i32, align 4
@enzyme_dup = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"fv.primal_once\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"fv.width3(dup)\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fv.primal_value\00", align 1
@enzyme_dupv = external global i32, align 4
@enzyme_dupnoneedv = external global i32, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"fv.width2(dupv)\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"fv.lane2_untouched\00", align 1
@enzyme_dupnoneed = external global i32, align 4
@.str.5 = private unnamed_addr constant [15 x i8] c"fc.primal_once\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"fc.width3(calls)\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"fg.width3(global)\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"fin.width3.dx\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"fin.width3.dw\00", align 1
@__const.main.ab = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], align 16
@enzyme_out = external global i32, align 4
@.str.12 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"fs.d(a,b)\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fs.dx.lane0\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fs.dx.lane1\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"vector_reverse\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.17 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@gscale = internal global double 0.000000e+00, align 8
@.str.20 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 16
  %3 = alloca [3 x [4 x double]], align 16
  %4 = alloca [3 x [7 x double]], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [3 x [4 x double]], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Lane, align 8
  %12 = alloca [4 x double], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.Lane, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.Lane, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.Lane, align 8
  %21 = alloca i32, align 4
  %22 = alloca [7 x double], align 16
  %23 = alloca [7 x double], align 16
  %24 = alloca [3 x [7 x double]], align 16
  %25 = alloca [3 x [7 x double]], align 16
  %26 = alloca [3 x [7 x double]], align 16
  %27 = alloca i32, align 4
  %28 = alloca [7 x double], align 16
  %29 = alloca [7 x double], align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca %struct.Lane, align 8
  %33 = alloca %struct.Lane, align 8
  %34 = alloca [2 x double], align 16
  %35 = alloca [7 x double], align 16
  %36 = alloca [7 x double], align 16
  %37 = alloca %struct.A2, align 8
  %38 = alloca %struct.Lane, align 8
  %39 = alloca i32, align 4
  %40 = alloca [2 x double], align 16
  store i32 0, ptr %1, align 4
  %41 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %41, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %7, align 4
  br label %42

42:                                               ; preds = %50, %0
  %43 = load i32, ptr %7, align 4
  %44 = icmp slt i32 %43, 3
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %47
  %49 = getelementptr inbounds [4 x double], ptr %48, i64 0, i64 0
  call void @fill(ptr noundef %49, i32 noundef 4, double noundef -1.000000e+00, double noundef 1.000000e+00)
  br label %50

50:                                               ; preds = %45
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  br label %42, !llvm.loop !6

53:                                               ; preds = %42
  store i32 0, ptr %8, align 4
  br label %54

54:                                               ; preds = %479, %53
  %55 = load i32, ptr %8, align 4
  %56 = icmp slt i32 %55, 2
  br i1 %56, label %57, label %482

57:                                               ; preds = %54
  %58 = load i32, ptr %8, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %9, align 4
  %62 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %62, i8 0, i64 168, i1 false)
  %63 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %64 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %63, ptr align 16 %64, i64 96, i1 false)
  store i32 0, ptr @calls, align 4
  %65 = load i32, ptr @enzyme_width, align 4
  %66 = load i32, ptr @enzyme_dup, align 4
  %67 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %68 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  %69 = getelementptr inbounds [7 x double], ptr %68, i64 0, i64 0
  %70 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 1
  %71 = getelementptr inbounds [7 x double], ptr %70, i64 0, i64 0
  %72 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 2
  %73 = getelementptr inbounds [7 x double], ptr %72, i64 0, i64 0
  %74 = load i32, ptr @enzyme_dup, align 4
  %75 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %76 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %77 = getelementptr inbounds [4 x double], ptr %76, i64 0, i64 0
  %78 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 1
  %79 = getelementptr inbounds [4 x double], ptr %78, i64 0, i64 0
  %80 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 2
  %81 = getelementptr inbounds [4 x double], ptr %80, i64 0, i64 0
  %82 = load i32, ptr @enzyme_const, align 4
  %83 = load i32, ptr %9, align 4
  %84 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fv, i32 noundef %65, i32 noundef 3, i32 noundef %66, ptr noundef %67, ptr noundef %69, ptr noundef %71, ptr noundef %73, i32 noundef %74, ptr noundef %75, ptr noundef %77, ptr noundef %79, ptr noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84, i32 noundef 4)
  %85 = load i32, ptr %8, align 4
  %86 = load i32, ptr @calls, align 4
  %87 = sitofp i32 %86 to double
  %88 = call i32 @check(ptr noundef @.str, i32 noundef %85, double noundef %87, double noundef 1.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %10, align 4
  br label %89

89:                                               ; preds = %111, %57
  %90 = load i32, ptr %10, align 4
  %91 = icmp slt i32 %90, 3
  br i1 %91, label %92, label %114

92:                                               ; preds = %89
  %93 = getelementptr inbounds %struct.Lane, ptr %11, i32 0, i32 0
  %94 = load i32, ptr %9, align 4
  store i32 %94, ptr %93, align 8
  %95 = getelementptr inbounds %struct.Lane, ptr %11, i32 0, i32 1
  store i32 0, ptr %95, align 4
  %96 = getelementptr inbounds %struct.Lane, ptr %11, i32 0, i32 2
  store i32 0, ptr %96, align 8
  %97 = getelementptr inbounds %struct.Lane, ptr %11, i32 0, i32 3
  %98 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %98, ptr %97, align 8
  %99 = getelementptr inbounds %struct.Lane, ptr %11, i32 0, i32 4
  store ptr null, ptr %99, align 8
  %100 = getelementptr inbounds %struct.Lane, ptr %11, i32 0, i32 5
  %101 = load i32, ptr %10, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %102
  %104 = getelementptr inbounds [4 x double], ptr %103, i64 0, i64 0
  store ptr %104, ptr %100, align 8
  %105 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %106 = load i32, ptr %9, align 4
  %107 = load i32, ptr %10, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 %108
  %110 = getelementptr inbounds [7 x double], ptr %109, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.1, ptr noundef @lane_fv, ptr noundef %11, ptr noundef %105, i32 noundef %106, ptr noundef %110, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %111

111:                                              ; preds = %92
  %112 = load i32, ptr %10, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %10, align 4
  br label %89, !llvm.loop !8

114:                                              ; preds = %89
  %115 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %116 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %117 = load i32, ptr %9, align 4
  call void @fv(ptr noundef %115, ptr noundef %116, i32 noundef %117, i32 noundef 4)
  store i32 0, ptr %13, align 4
  br label %118

118:                                              ; preds = %132, %114
  %119 = load i32, ptr %13, align 4
  %120 = icmp slt i32 %119, 4
  br i1 %120, label %121, label %135

121:                                              ; preds = %118
  %122 = load i32, ptr %13, align 4
  %123 = load i32, ptr %13, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = load i32, ptr %13, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %128
  %130 = load double, ptr %129, align 8
  %131 = call i32 @check(ptr noundef @.str.2, i32 noundef %122, double noundef %126, double noundef %130, double noundef 0x3D719799812DEA11)
  br label %132

132:                                              ; preds = %121
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %118, !llvm.loop !9

135:                                              ; preds = %118
  %136 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %136, i8 0, i64 168, i1 false)
  %137 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %138 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %137, ptr align 16 %138, i64 96, i1 false)
  %139 = load i32, ptr @enzyme_width, align 4
  %140 = load i32, ptr @enzyme_dupv, align 4
  %141 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %142 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  %143 = load i32, ptr @enzyme_dupnoneedv, align 4
  %144 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %145 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %146 = load i32, ptr @enzyme_const, align 4
  %147 = load i32, ptr %9, align 4
  %148 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fv, i32 noundef %139, i32 noundef 2, i32 noundef %140, i64 noundef 56, ptr noundef %141, ptr noundef %142, i32 noundef %143, i64 noundef 32, ptr noundef %144, ptr noundef %145, i32 noundef %146, i32 noundef %147, i32 noundef %148, i32 noundef 4)
  store i32 0, ptr %14, align 4
  br label %149

149:                                              ; preds = %171, %135
  %150 = load i32, ptr %14, align 4
  %151 = icmp slt i32 %150, 2
  br i1 %151, label %152, label %174

152:                                              ; preds = %149
  %153 = getelementptr inbounds %struct.Lane, ptr %15, i32 0, i32 0
  %154 = load i32, ptr %9, align 4
  store i32 %154, ptr %153, align 8
  %155 = getelementptr inbounds %struct.Lane, ptr %15, i32 0, i32 1
  store i32 0, ptr %155, align 4
  %156 = getelementptr inbounds %struct.Lane, ptr %15, i32 0, i32 2
  store i32 0, ptr %156, align 8
  %157 = getelementptr inbounds %struct.Lane, ptr %15, i32 0, i32 3
  %158 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %158, ptr %157, align 8
  %159 = getelementptr inbounds %struct.Lane, ptr %15, i32 0, i32 4
  store ptr null, ptr %159, align 8
  %160 = getelementptr inbounds %struct.Lane, ptr %15, i32 0, i32 5
  %161 = load i32, ptr %14, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %162
  %164 = getelementptr inbounds [4 x double], ptr %163, i64 0, i64 0
  store ptr %164, ptr %160, align 8
  %165 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %166 = load i32, ptr %9, align 4
  %167 = load i32, ptr %14, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 %168
  %170 = getelementptr inbounds [7 x double], ptr %169, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.3, ptr noundef @lane_fv, ptr noundef %15, ptr noundef %165, i32 noundef %166, ptr noundef %170, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %171

171:                                              ; preds = %152
  %172 = load i32, ptr %14, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %14, align 4
  br label %149, !llvm.loop !10

174:                                              ; preds = %149
  store i32 0, ptr %16, align 4
  br label %175

175:                                              ; preds = %187, %174
  %176 = load i32, ptr %16, align 4
  %177 = load i32, ptr %9, align 4
  %178 = icmp slt i32 %176, %177
  br i1 %178, label %179, label %190

179:                                              ; preds = %175
  %180 = load i32, ptr %16, align 4
  %181 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 2
  %182 = load i32, ptr %16, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [7 x double], ptr %181, i64 0, i64 %183
  %185 = load double, ptr %184, align 8
  %186 = call i32 @check(ptr noundef @.str.4, i32 noundef %180, double noundef %185, double noundef 0.000000e+00, double noundef 0.000000e+00)
  br label %187

187:                                              ; preds = %179
  %188 = load i32, ptr %16, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %16, align 4
  br label %175, !llvm.loop !11

190:                                              ; preds = %175
  %191 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %191, i8 0, i64 168, i1 false)
  %192 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %193 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %192, ptr align 16 %193, i64 96, i1 false)
  store i32 0, ptr @calls, align 4
  %194 = load i32, ptr @enzyme_width, align 4
  %195 = load i32, ptr @enzyme_dup, align 4
  %196 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %197 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  %198 = getelementptr inbounds [7 x double], ptr %197, i64 0, i64 0
  %199 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 1
  %200 = getelementptr inbounds [7 x double], ptr %199, i64 0, i64 0
  %201 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 2
  %202 = getelementptr inbounds [7 x double], ptr %201, i64 0, i64 0
  %203 = load i32, ptr @enzyme_dupnoneed, align 4
  %204 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %205 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %206 = getelementptr inbounds [4 x double], ptr %205, i64 0, i64 0
  %207 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 1
  %208 = getelementptr inbounds [4 x double], ptr %207, i64 0, i64 0
  %209 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 2
  %210 = getelementptr inbounds [4 x double], ptr %209, i64 0, i64 0
  %211 = load i32, ptr @enzyme_const, align 4
  %212 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fc, i32 noundef %194, i32 noundef 3, i32 noundef %195, ptr noundef %196, ptr noundef %198, ptr noundef %200, ptr noundef %202, i32 noundef %203, ptr noundef %204, ptr noundef %206, ptr noundef %208, ptr noundef %210, i32 noundef %211, i32 noundef %212)
  %213 = load i32, ptr %8, align 4
  %214 = load i32, ptr @calls, align 4
  %215 = sitofp i32 %214 to double
  %216 = call i32 @check(ptr noundef @.str.5, i32 noundef %213, double noundef %215, double noundef 1.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %17, align 4
  br label %217

217:                                              ; preds = %239, %190
  %218 = load i32, ptr %17, align 4
  %219 = icmp slt i32 %218, 3
  br i1 %219, label %220, label %242

220:                                              ; preds = %217
  %221 = getelementptr inbounds %struct.Lane, ptr %18, i32 0, i32 0
  %222 = load i32, ptr %9, align 4
  store i32 %222, ptr %221, align 8
  %223 = getelementptr inbounds %struct.Lane, ptr %18, i32 0, i32 1
  store i32 0, ptr %223, align 4
  %224 = getelementptr inbounds %struct.Lane, ptr %18, i32 0, i32 2
  store i32 0, ptr %224, align 8
  %225 = getelementptr inbounds %struct.Lane, ptr %18, i32 0, i32 3
  %226 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %226, ptr %225, align 8
  %227 = getelementptr inbounds %struct.Lane, ptr %18, i32 0, i32 4
  store ptr null, ptr %227, align 8
  %228 = getelementptr inbounds %struct.Lane, ptr %18, i32 0, i32 5
  %229 = load i32, ptr %17, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %230
  %232 = getelementptr inbounds [4 x double], ptr %231, i64 0, i64 0
  store ptr %232, ptr %228, align 8
  %233 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %234 = load i32, ptr %9, align 4
  %235 = load i32, ptr %17, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 %236
  %238 = getelementptr inbounds [7 x double], ptr %237, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.6, ptr noundef @lane_fc, ptr noundef %18, ptr noundef %233, i32 noundef %234, ptr noundef %238, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %239

239:                                              ; preds = %220
  %240 = load i32, ptr %17, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %17, align 4
  br label %217, !llvm.loop !12

242:                                              ; preds = %217
  %243 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %243, i8 0, i64 168, i1 false)
  %244 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %245 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %244, ptr align 16 %245, i64 96, i1 false)
  %246 = load i32, ptr @enzyme_width, align 4
  %247 = load i32, ptr @enzyme_dup, align 4
  %248 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %249 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  %250 = getelementptr inbounds [7 x double], ptr %249, i64 0, i64 0
  %251 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 1
  %252 = getelementptr inbounds [7 x double], ptr %251, i64 0, i64 0
  %253 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 2
  %254 = getelementptr inbounds [7 x double], ptr %253, i64 0, i64 0
  %255 = load i32, ptr @enzyme_dupnoneed, align 4
  %256 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %257 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %258 = getelementptr inbounds [4 x double], ptr %257, i64 0, i64 0
  %259 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 1
  %260 = getelementptr inbounds [4 x double], ptr %259, i64 0, i64 0
  %261 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 2
  %262 = getelementptr inbounds [4 x double], ptr %261, i64 0, i64 0
  %263 = load i32, ptr @enzyme_const, align 4
  %264 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fg, i32 noundef %246, i32 noundef 3, i32 noundef %247, ptr noundef %248, ptr noundef %250, ptr noundef %252, ptr noundef %254, i32 noundef %255, ptr noundef %256, ptr noundef %258, ptr noundef %260, ptr noundef %262, i32 noundef %263, i32 noundef %264)
  store i32 0, ptr %19, align 4
  br label %265

265:                                              ; preds = %287, %242
  %266 = load i32, ptr %19, align 4
  %267 = icmp slt i32 %266, 3
  br i1 %267, label %268, label %290

268:                                              ; preds = %265
  %269 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 0
  %270 = load i32, ptr %9, align 4
  store i32 %270, ptr %269, align 8
  %271 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 1
  store i32 0, ptr %271, align 4
  %272 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 2
  store i32 0, ptr %272, align 8
  %273 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 3
  %274 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %274, ptr %273, align 8
  %275 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 4
  store ptr null, ptr %275, align 8
  %276 = getelementptr inbounds %struct.Lane, ptr %20, i32 0, i32 5
  %277 = load i32, ptr %19, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %278
  %280 = getelementptr inbounds [4 x double], ptr %279, i64 0, i64 0
  store ptr %280, ptr %276, align 8
  %281 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %282 = load i32, ptr %9, align 4
  %283 = load i32, ptr %19, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 %284
  %286 = getelementptr inbounds [7 x double], ptr %285, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.7, ptr noundef @lane_fg, ptr noundef %20, ptr noundef %281, i32 noundef %282, ptr noundef %286, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %287

287:                                              ; preds = %268
  %288 = load i32, ptr %19, align 4
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr %19, align 4
  br label %265, !llvm.loop !13

290:                                              ; preds = %265
  store i32 0, ptr %21, align 4
  br label %291

291:                                              ; preds = %422, %290
  %292 = load i32, ptr %21, align 4
  %293 = icmp slt i32 %292, 2
  br i1 %293, label %294, label %425

294:                                              ; preds = %291
  %295 = getelementptr inbounds [7 x double], ptr %22, i64 0, i64 0
  %296 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %295, ptr align 16 %296, i64 56, i1 false)
  %297 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  call void @fill(ptr noundef %297, i32 noundef 7, double noundef -5.000000e-01, double noundef 5.000000e-01)
  store i32 0, ptr %27, align 4
  br label %298

298:                                              ; preds = %318, %294
  %299 = load i32, ptr %27, align 4
  %300 = icmp slt i32 %299, 3
  br i1 %300, label %301, label %321

301:                                              ; preds = %298
  %302 = load i32, ptr %27, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 %303
  %305 = getelementptr inbounds [7 x double], ptr %304, i64 0, i64 0
  call void @fill(ptr noundef %305, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %306 = load i32, ptr %27, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [3 x [7 x double]], ptr %24, i64 0, i64 %307
  %309 = getelementptr inbounds [7 x double], ptr %308, i64 0, i64 0
  %310 = load i32, ptr %27, align 4
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 %311
  %313 = getelementptr inbounds [7 x double], ptr %312, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %309, ptr align 8 %313, i64 56, i1 false)
  %314 = load i32, ptr %27, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 %315
  %317 = getelementptr inbounds [7 x double], ptr %316, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %317, i8 0, i64 56, i1 false)
  br label %318

318:                                              ; preds = %301
  %319 = load i32, ptr %27, align 4
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr %27, align 4
  br label %298, !llvm.loop !14

321:                                              ; preds = %298
  store i32 0, ptr @calls, align 4
  %322 = load i32, ptr @enzyme_width, align 4
  %323 = load i32, ptr @enzyme_dup, align 4
  %324 = getelementptr inbounds [7 x double], ptr %22, i64 0, i64 0
  %325 = getelementptr inbounds [3 x [7 x double]], ptr %24, i64 0, i64 0
  %326 = getelementptr inbounds [7 x double], ptr %325, i64 0, i64 0
  %327 = getelementptr inbounds [3 x [7 x double]], ptr %24, i64 0, i64 1
  %328 = getelementptr inbounds [7 x double], ptr %327, i64 0, i64 0
  %329 = getelementptr inbounds [3 x [7 x double]], ptr %24, i64 0, i64 2
  %330 = getelementptr inbounds [7 x double], ptr %329, i64 0, i64 0
  %331 = load i32, ptr @enzyme_dup, align 4
  %332 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  %333 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 0
  %334 = getelementptr inbounds [7 x double], ptr %333, i64 0, i64 0
  %335 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 1
  %336 = getelementptr inbounds [7 x double], ptr %335, i64 0, i64 0
  %337 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 2
  %338 = getelementptr inbounds [7 x double], ptr %337, i64 0, i64 0
  %339 = load i32, ptr @enzyme_const, align 4
  %340 = load i32, ptr %9, align 4
  %341 = load i32, ptr @enzyme_const, align 4
  %342 = load i32, ptr %21, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fin, i32 noundef %322, i32 noundef 3, i32 noundef %323, ptr noundef %324, ptr noundef %326, ptr noundef %328, ptr noundef %330, i32 noundef %331, ptr noundef %332, ptr noundef %334, ptr noundef %336, ptr noundef %338, i32 noundef %339, i32 noundef %340, i32 noundef %341, i32 noundef %342)
  %343 = load i32, ptr %21, align 4
  %344 = load i32, ptr @calls, align 4
  %345 = sitofp i32 %344 to double
  %346 = call i32 @check(ptr noundef @.str.8, i32 noundef %343, double noundef %345, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %347 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %348 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %347, ptr align 16 %348, i64 56, i1 false)
  %349 = getelementptr inbounds [7 x double], ptr %29, i64 0, i64 0
  %350 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %349, ptr align 16 %350, i64 56, i1 false)
  %351 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 0
  %352 = getelementptr inbounds [7 x double], ptr %29, i64 0, i64 0
  %353 = load i32, ptr %9, align 4
  %354 = load i32, ptr %21, align 4
  call void @fin(ptr noundef %351, ptr noundef %352, i32 noundef %353, i32 noundef %354)
  store i32 0, ptr %30, align 4
  br label %355

355:                                              ; preds = %370, %321
  %356 = load i32, ptr %30, align 4
  %357 = load i32, ptr %9, align 4
  %358 = icmp slt i32 %356, %357
  br i1 %358, label %359, label %373

359:                                              ; preds = %355
  %360 = load i32, ptr %30, align 4
  %361 = load i32, ptr %30, align 4
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [7 x double], ptr %22, i64 0, i64 %362
  %364 = load double, ptr %363, align 8
  %365 = load i32, ptr %30, align 4
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds [7 x double], ptr %28, i64 0, i64 %366
  %368 = load double, ptr %367, align 8
  %369 = call i32 @check(ptr noundef @.str.9, i32 noundef %360, double noundef %364, double noundef %368, double noundef 0x3D719799812DEA11)
  br label %370

370:                                              ; preds = %359
  %371 = load i32, ptr %30, align 4
  %372 = add nsw i32 %371, 1
  store i32 %372, ptr %30, align 4
  br label %355, !llvm.loop !15

373:                                              ; preds = %355
  store i32 0, ptr %31, align 4
  br label %374

374:                                              ; preds = %418, %373
  %375 = load i32, ptr %31, align 4
  %376 = icmp slt i32 %375, 3
  br i1 %376, label %377, label %421

377:                                              ; preds = %374
  %378 = getelementptr inbounds %struct.Lane, ptr %32, i32 0, i32 0
  %379 = load i32, ptr %9, align 4
  store i32 %379, ptr %378, align 8
  %380 = getelementptr inbounds %struct.Lane, ptr %32, i32 0, i32 1
  %381 = load i32, ptr %21, align 4
  store i32 %381, ptr %380, align 4
  %382 = getelementptr inbounds %struct.Lane, ptr %32, i32 0, i32 2
  store i32 0, ptr %382, align 8
  %383 = getelementptr inbounds %struct.Lane, ptr %32, i32 0, i32 3
  %384 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %384, ptr %383, align 8
  %385 = getelementptr inbounds %struct.Lane, ptr %32, i32 0, i32 4
  %386 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  store ptr %386, ptr %385, align 8
  %387 = getelementptr inbounds %struct.Lane, ptr %32, i32 0, i32 5
  %388 = load i32, ptr %31, align 4
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 %389
  %391 = getelementptr inbounds [7 x double], ptr %390, i64 0, i64 0
  store ptr %391, ptr %387, align 8
  %392 = getelementptr inbounds %struct.Lane, ptr %33, i32 0, i32 0
  %393 = load i32, ptr %9, align 4
  store i32 %393, ptr %392, align 8
  %394 = getelementptr inbounds %struct.Lane, ptr %33, i32 0, i32 1
  %395 = load i32, ptr %21, align 4
  store i32 %395, ptr %394, align 4
  %396 = getelementptr inbounds %struct.Lane, ptr %33, i32 0, i32 2
  store i32 1, ptr %396, align 8
  %397 = getelementptr inbounds %struct.Lane, ptr %33, i32 0, i32 3
  %398 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %398, ptr %397, align 8
  %399 = getelementptr inbounds %struct.Lane, ptr %33, i32 0, i32 4
  %400 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  store ptr %400, ptr %399, align 8
  %401 = getelementptr inbounds %struct.Lane, ptr %33, i32 0, i32 5
  %402 = load i32, ptr %31, align 4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 %403
  %405 = getelementptr inbounds [7 x double], ptr %404, i64 0, i64 0
  store ptr %405, ptr %401, align 8
  %406 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %407 = load i32, ptr %9, align 4
  %408 = load i32, ptr %31, align 4
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds [3 x [7 x double]], ptr %24, i64 0, i64 %409
  %411 = getelementptr inbounds [7 x double], ptr %410, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.10, ptr noundef @lane_fin, ptr noundef %32, ptr noundef %406, i32 noundef %407, ptr noundef %411, double noundef 0x3EB0C6F7A0B5ED8D)
  %412 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  %413 = load i32, ptr %9, align 4
  %414 = load i32, ptr %31, align 4
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 %415
  %417 = getelementptr inbounds [7 x double], ptr %416, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.11, ptr noundef @lane_fin, ptr noundef %33, ptr noundef %412, i32 noundef %413, ptr noundef %417, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %418

418:                                              ; preds = %377
  %419 = load i32, ptr %31, align 4
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %31, align 4
  br label %374, !llvm.loop !16

421:                                              ; preds = %374
  br label %422

422:                                              ; preds = %421
  %423 = load i32, ptr %21, align 4
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr %21, align 4
  br label %291, !llvm.loop !17

425:                                              ; preds = %291
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 16 @__const.main.ab, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %35, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %36, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4
  %426 = load i32, ptr @enzyme_width, align 4
  %427 = load i32, ptr @enzyme_out, align 4
  %428 = getelementptr inbounds [2 x double], ptr %34, i64 0, i64 0
  %429 = load double, ptr %428, align 16
  %430 = load i32, ptr @enzyme_out, align 4
  %431 = getelementptr inbounds [2 x double], ptr %34, i64 0, i64 1
  %432 = load double, ptr %431, align 8
  %433 = load i32, ptr @enzyme_dup, align 4
  %434 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %435 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  %436 = getelementptr inbounds [7 x double], ptr %36, i64 0, i64 0
  %437 = load i32, ptr @enzyme_const, align 4
  %438 = load i32, ptr %9, align 4
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8 %37, ptr noundef @fs, i32 noundef %426, i32 noundef 2, i32 noundef %427, double noundef %429, i32 noundef %430, double noundef %432, i32 noundef %433, ptr noundef %434, ptr noundef %435, ptr noundef %436, i32 noundef %437, i32 noundef %438)
  %439 = load i32, ptr %8, align 4
  %440 = load i32, ptr @calls, align 4
  %441 = sitofp i32 %440 to double
  %442 = call i32 @check(ptr noundef @.str.12, i32 noundef %439, double noundef %441, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %443 = getelementptr inbounds %struct.Lane, ptr %38, i32 0, i32 0
  %444 = load i32, ptr %9, align 4
  store i32 %444, ptr %443, align 8
  %445 = getelementptr inbounds %struct.Lane, ptr %38, i32 0, i32 1
  store i32 0, ptr %445, align 4
  %446 = getelementptr inbounds %struct.Lane, ptr %38, i32 0, i32 2
  store i32 0, ptr %446, align 8
  %447 = getelementptr inbounds %struct.Lane, ptr %38, i32 0, i32 3
  %448 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  store ptr %448, ptr %447, align 8
  %449 = getelementptr inbounds %struct.Lane, ptr %38, i32 0, i32 4
  %450 = getelementptr inbounds [2 x double], ptr %34, i64 0, i64 0
  store ptr %450, ptr %449, align 8
  %451 = getelementptr inbounds %struct.Lane, ptr %38, i32 0, i32 5
  store ptr null, ptr %451, align 8
  store i32 0, ptr %39, align 4
  br label %452

452:                                              ; preds = %469, %425
  %453 = load i32, ptr %39, align 4
  %454 = icmp slt i32 %453, 2
  br i1 %454, label %455, label %472

455:                                              ; preds = %452
  %456 = getelementptr inbounds %struct.A2, ptr %37, i32 0, i32 0
  %457 = load i32, ptr %39, align 4
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds [2 x double], ptr %456, i64 0, i64 %458
  %460 = load double, ptr %459, align 8
  store double %460, ptr %40, align 8
  %461 = getelementptr inbounds double, ptr %40, i64 1
  %462 = getelementptr inbounds %struct.A2, ptr %37, i32 0, i32 1
  %463 = load i32, ptr %39, align 4
  %464 = sext i32 %463 to i64
  %465 = getelementptr inbounds [2 x double], ptr %462, i64 0, i64 %464
  %466 = load double, ptr %465, align 8
  store double %466, ptr %461, align 8
  %467 = getelementptr inbounds [2 x double], ptr %34, i64 0, i64 0
  %468 = getelementptr inbounds [2 x double], ptr %40, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.13, ptr noundef @lane_fs_ab, ptr noundef %38, ptr noundef %467, i32 noundef 2, ptr noundef %468, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %469

469:                                              ; preds = %455
  %470 = load i32, ptr %39, align 4
  %471 = add nsw i32 %470, 1
  store i32 %471, ptr %39, align 4
  br label %452, !llvm.loop !18

472:                                              ; preds = %452
  %473 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %474 = load i32, ptr %9, align 4
  %475 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.14, ptr noundef @lane_fs, ptr noundef %38, ptr noundef %473, i32 noundef %474, ptr noundef %475, double noundef 0x3EB0C6F7A0B5ED8D)
  %476 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %477 = load i32, ptr %9, align 4
  %478 = getelementptr inbounds [7 x double], ptr %36, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.15, ptr noundef @lane_fs, ptr noundef %38, ptr noundef %476, i32 noundef %477, ptr noundef %478, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %479

479:                                              ; preds = %472
  %480 = load i32, ptr %8, align 4
  %481 = add nsw i32 %480, 1
  store i32 %481, ptr %8, align 4
  br label %54, !llvm.loop !19

482:                                              ; preds = %54
  %483 = call i32 @finish(ptr noundef @.str.16)
  ret i32 %483
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare void @__enzyme_autodiff(ptr noundef, ...) #3

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
  %10 = getelementptr inbounds %struct.Lane, ptr %9, i32 0, i32 5
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
  %10 = getelementptr inbounds %struct.Lane, ptr %9, i32 0, i32 5
  %11 = load ptr, ptr %10, align 8
  %12 = call double @weighted_fc(ptr noundef %5, i32 noundef %8, ptr noundef %11)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fg(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 1.000000e+00, ptr @gscale, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %28, %3
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = fmul double 1.000000e-01, %18
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fmuladd.f64(double %19, double %24, double 1.000000e+00)
  %26 = load double, ptr @gscale, align 8
  %27 = fmul double %26, %25
  store double %27, ptr @gscale, align 8
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %9, !llvm.loop !29

31:                                               ; preds = %9
  store i32 0, ptr %8, align 4
  br label %32

32:                                               ; preds = %54, %31
  %33 = load i32, ptr %8, align 4
  %34 = icmp slt i32 %33, 4
  br i1 %34, label %35, label %57

35:                                               ; preds = %32
  %36 = load double, ptr @gscale, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %8, align 4
  %43 = sitofp i32 %42 to double
  %44 = fadd double %41, %43
  %45 = call double @sin(double noundef %44) #8
  %46 = load double, ptr @gscale, align 8
  %47 = load double, ptr @gscale, align 8
  %48 = fmul double %46, %47
  %49 = call double @llvm.fmuladd.f64(double %36, double %45, double %48)
  %50 = load ptr, ptr %5, align 8
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  store double %49, ptr %53, align 8
  br label %54

54:                                               ; preds = %35
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %8, align 4
  br label %32, !llvm.loop !30

57:                                               ; preds = %32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fg(ptr noundef %0, ptr noundef %1) #0 {
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
  call void @fg(ptr noundef %8, ptr noundef %9, i32 noundef %12)
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Lane, ptr %13, i32 0, i32 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  %17 = call double @weighted(ptr noundef %15, ptr noundef %16, i32 noundef 4)
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fin(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %12 = load i32, ptr @calls, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @calls, align 4
  %14 = load i32, ptr %8, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %4
  %17 = load ptr, ptr %6, align 8
  br label %20

18:                                               ; preds = %4
  %19 = load ptr, ptr %5, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi ptr [ %17, %16 ], [ %19, %18 ]
  store ptr %21, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %22

22:                                               ; preds = %66, %20
  %23 = load i32, ptr %10, align 4
  %24 = icmp slt i32 %23, 3
  br i1 %24, label %25, label %69

25:                                               ; preds = %22
  store i32 1, ptr %11, align 4
  br label %26

26:                                               ; preds = %62, %25
  %27 = load i32, ptr %11, align 4
  %28 = load i32, ptr %7, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %65

30:                                               ; preds = %26
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = load i32, ptr %11, align 4
  %38 = sub nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %36, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = call double @cos(double noundef %41) #8
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %11, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %43, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fmul double 1.000000e-01, %48
  %50 = load ptr, ptr %5, align 8
  %51 = load i32, ptr %11, align 4
  %52 = sub nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %50, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = fmul double %49, %55
  %57 = call double @llvm.fmuladd.f64(double %35, double %42, double %56)
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %58, i64 %60
  store double %57, ptr %61, align 8
  br label %62

62:                                               ; preds = %30
  %63 = load i32, ptr %11, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %11, align 4
  br label %26, !llvm.loop !31

65:                                               ; preds = %26
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %10, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %10, align 4
  br label %22, !llvm.loop !32

69:                                               ; preds = %22
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fin(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [7 x double], align 16
  %7 = alloca [7 x double], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %5, align 8
  %9 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Lane, ptr %10, i32 0, i32 2
  %12 = load i32, ptr %11, align 8
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %2
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.Lane, ptr %15, i32 0, i32 3
  %17 = load ptr, ptr %16, align 8
  br label %20

18:                                               ; preds = %2
  %19 = load ptr, ptr %3, align 8
  br label %20

20:                                               ; preds = %18, %14
  %21 = phi ptr [ %17, %14 ], [ %19, %18 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 8 %21, i64 56, i1 false)
  %22 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds %struct.Lane, ptr %23, i32 0, i32 2
  %25 = load i32, ptr %24, align 8
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %20
  %28 = load ptr, ptr %3, align 8
  br label %33

29:                                               ; preds = %20
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Lane, ptr %30, i32 0, i32 4
  %32 = load ptr, ptr %31, align 8
  br label %33

33:                                               ; preds = %29, %27
  %34 = phi ptr [ %28, %27 ], [ %32, %29 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 8 %34, i64 56, i1 false)
  %35 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %36 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 0
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.Lane, ptr %37, i32 0, i32 0
  %39 = load i32, ptr %38, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.Lane, ptr %40, i32 0, i32 1
  %42 = load i32, ptr %41, align 4
  call void @fin(ptr noundef %35, ptr noundef %36, i32 noundef %39, i32 noundef %42)
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds %struct.Lane, ptr %43, i32 0, i32 5
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 0
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds %struct.Lane, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %48, align 8
  %50 = call double @weighted(ptr noundef %45, ptr noundef %46, i32 noundef %49)
  ret double %50
}

declare void @__enzyme_autodiff_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fs(double noundef %0, double noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = load i32, ptr @calls, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @calls, align 4
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %49, %4
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %52

17:                                               ; preds = %13
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %7, align 8
  %24 = load i32, ptr %10, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fmul double %22, %27
  %29 = load double, ptr %5, align 8
  %30 = call double @llvm.fmuladd.f64(double %28, double %29, double 1.000000e+00)
  %31 = call double @log(double noundef %30) #8
  %32 = load double, ptr %6, align 8
  %33 = load i32, ptr %10, align 4
  %34 = sitofp i32 %33 to double
  %35 = fmul double %32, %34
  %36 = call double @cos(double noundef %35) #8
  %37 = load double, ptr %5, align 8
  %38 = load double, ptr %6, align 8
  %39 = fmul double %37, %38
  %40 = load ptr, ptr %7, align 8
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = fmul double %39, %44
  %46 = call double @llvm.fmuladd.f64(double %31, double %36, double %45)
  %47 = load double, ptr %9, align 8
  %48 = fadd double %47, %46
  store double %48, ptr %9, align 8
  br label %49

49:                                               ; preds = %17
  %50 = load i32, ptr %10, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %10, align 4
  br label %13, !llvm.loop !33

52:                                               ; preds = %13
  %53 = load double, ptr %9, align 8
  %54 = load double, ptr %9, align 8
  %55 = fmul double %53, %54
  ret double %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fs_ab(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Lane, ptr %13, i32 0, i32 3
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Lane, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = call double @fs(double noundef %9, double noundef %12, ptr noundef %15, i32 noundef %18)
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fs(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds %struct.Lane, ptr %7, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Lane, ptr %12, i32 0, i32 4
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.Lane, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = call double @fs(double noundef %11, double noundef %16, ptr noundef %17, i32 noundef %20)
  ret double %21
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

declare i32 @printf(ptr noundef, ...) #3

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
  br label %9, !llvm.loop !34

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
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
