; ModuleID = 'vector_reverse.c'
source_filename = "vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
@.str.7 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"fin.width3.dx\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"fin.width3.dw\00", align 1
@enzyme_out = external global i32, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"fs.da\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"fs.db\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fs.dx.lane0\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fs.dx.lane1\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"vector_reverse\00", align 1
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
  %3 = alloca [3 x [4 x double]], align 16
  %4 = alloca [3 x [7 x double]], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [3 x [4 x double]], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [4 x double], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [7 x double], align 16
  %20 = alloca [7 x double], align 16
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca [7 x double], align 16
  %24 = alloca [7 x double], align 16
  %25 = alloca [3 x [7 x double]], align 16
  %26 = alloca [3 x [7 x double]], align 16
  %27 = alloca [3 x [7 x double]], align 16
  %28 = alloca i32, align 4
  %29 = alloca [7 x double], align 16
  %30 = alloca [7 x double], align 16
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca [7 x double], align 16
  %35 = alloca [7 x double], align 16
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca [7 x double], align 16
  %39 = alloca [7 x double], align 16
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  %45 = alloca [7 x double], align 16
  %46 = alloca [7 x double], align 16
  %47 = alloca %struct.A2, align 8
  %48 = alloca double, align 8
  %49 = alloca double, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca [7 x double], align 16
  %53 = alloca [7 x double], align 16
  %54 = alloca double, align 8
  %55 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %56 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %56, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %7, align 4
  br label %57

57:                                               ; preds = %65, %0
  %58 = load i32, ptr %7, align 4
  %59 = icmp slt i32 %58, 3
  br i1 %59, label %60, label %68

60:                                               ; preds = %57
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %62
  %64 = getelementptr inbounds [4 x double], ptr %63, i64 0, i64 0
  call void @fill(ptr noundef %64, i32 noundef 4, double noundef -1.000000e+00, double noundef 1.000000e+00)
  br label %65

65:                                               ; preds = %60
  %66 = load i32, ptr %7, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %7, align 4
  br label %57, !llvm.loop !6

68:                                               ; preds = %57
  store i32 0, ptr %8, align 4
  br label %69

69:                                               ; preds = %704, %68
  %70 = load i32, ptr %8, align 4
  %71 = icmp slt i32 %70, 2
  br i1 %71, label %72, label %707

72:                                               ; preds = %69
  %73 = load i32, ptr %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  store i32 %76, ptr %9, align 4
  %77 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %77, i8 0, i64 168, i1 false)
  %78 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %79 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %78, ptr align 16 %79, i64 96, i1 false)
  store i32 0, ptr @calls, align 4
  %80 = load i32, ptr @enzyme_width, align 4
  %81 = load i32, ptr @enzyme_dup, align 4
  %82 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %83 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  %84 = getelementptr inbounds [7 x double], ptr %83, i64 0, i64 0
  %85 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 1
  %86 = getelementptr inbounds [7 x double], ptr %85, i64 0, i64 0
  %87 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 2
  %88 = getelementptr inbounds [7 x double], ptr %87, i64 0, i64 0
  %89 = load i32, ptr @enzyme_dup, align 4
  %90 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %91 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %92 = getelementptr inbounds [4 x double], ptr %91, i64 0, i64 0
  %93 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 1
  %94 = getelementptr inbounds [4 x double], ptr %93, i64 0, i64 0
  %95 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 2
  %96 = getelementptr inbounds [4 x double], ptr %95, i64 0, i64 0
  %97 = load i32, ptr @enzyme_const, align 4
  %98 = load i32, ptr %9, align 4
  %99 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fv, i32 noundef %80, i32 noundef 3, i32 noundef %81, ptr noundef %82, ptr noundef %84, ptr noundef %86, ptr noundef %88, i32 noundef %89, ptr noundef %90, ptr noundef %92, ptr noundef %94, ptr noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99, i32 noundef 4)
  %100 = load i32, ptr %8, align 4
  %101 = load i32, ptr @calls, align 4
  %102 = sitofp i32 %101 to double
  %103 = call i32 @check(ptr noundef @.str, i32 noundef %100, double noundef %102, double noundef 1.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %10, align 4
  br label %104

104:                                              ; preds = %140, %72
  %105 = load i32, ptr %10, align 4
  %106 = icmp slt i32 %105, 3
  br i1 %106, label %107, label %143

107:                                              ; preds = %104
  store i32 0, ptr %11, align 4
  br label %108

108:                                              ; preds = %136, %107
  %109 = load i32, ptr %11, align 4
  %110 = load i32, ptr %9, align 4
  %111 = icmp slt i32 %109, %110
  br i1 %111, label %112, label %139

112:                                              ; preds = %108
  %113 = load i32, ptr %8, align 4
  %114 = mul nsw i32 100, %113
  %115 = load i32, ptr %10, align 4
  %116 = mul nsw i32 10, %115
  %117 = add nsw i32 %114, %116
  %118 = load i32, ptr %11, align 4
  %119 = add nsw i32 %117, %118
  %120 = load i32, ptr %10, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 %121
  %123 = load i32, ptr %11, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [7 x double], ptr %122, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %128 = load i32, ptr %9, align 4
  %129 = load i32, ptr %10, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %130
  %132 = getelementptr inbounds [4 x double], ptr %131, i64 0, i64 0
  %133 = load i32, ptr %11, align 4
  %134 = call double @fd_fv(ptr noundef %127, i32 noundef %128, i32 noundef 4, ptr noundef %132, i32 noundef %133)
  %135 = call i32 @check(ptr noundef @.str.1, i32 noundef %119, double noundef %126, double noundef %134, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %136

136:                                              ; preds = %112
  %137 = load i32, ptr %11, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %11, align 4
  br label %108, !llvm.loop !8

139:                                              ; preds = %108
  br label %140

140:                                              ; preds = %139
  %141 = load i32, ptr %10, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %10, align 4
  br label %104, !llvm.loop !9

143:                                              ; preds = %104
  %144 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %145 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %146 = load i32, ptr %9, align 4
  call void @fv(ptr noundef %144, ptr noundef %145, i32 noundef %146, i32 noundef 4)
  store i32 0, ptr %13, align 4
  br label %147

147:                                              ; preds = %161, %143
  %148 = load i32, ptr %13, align 4
  %149 = icmp slt i32 %148, 4
  br i1 %149, label %150, label %164

150:                                              ; preds = %147
  %151 = load i32, ptr %13, align 4
  %152 = load i32, ptr %13, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %153
  %155 = load double, ptr %154, align 8
  %156 = load i32, ptr %13, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %157
  %159 = load double, ptr %158, align 8
  %160 = call i32 @check(ptr noundef @.str.2, i32 noundef %151, double noundef %155, double noundef %159, double noundef 0x3D719799812DEA11)
  br label %161

161:                                              ; preds = %150
  %162 = load i32, ptr %13, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %13, align 4
  br label %147, !llvm.loop !10

164:                                              ; preds = %147
  %165 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %165, i8 0, i64 168, i1 false)
  %166 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %167 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %166, ptr align 16 %167, i64 96, i1 false)
  %168 = load i32, ptr @enzyme_width, align 4
  %169 = load i32, ptr @enzyme_dupv, align 4
  %170 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %171 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  %172 = load i32, ptr @enzyme_dupnoneedv, align 4
  %173 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %174 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %175 = load i32, ptr @enzyme_const, align 4
  %176 = load i32, ptr %9, align 4
  %177 = load i32, ptr @enzyme_const, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fv, i32 noundef %168, i32 noundef 2, i32 noundef %169, i64 noundef 56, ptr noundef %170, ptr noundef %171, i32 noundef %172, i64 noundef 32, ptr noundef %173, ptr noundef %174, i32 noundef %175, i32 noundef %176, i32 noundef %177, i32 noundef 4)
  store i32 0, ptr %14, align 4
  br label %178

178:                                              ; preds = %214, %164
  %179 = load i32, ptr %14, align 4
  %180 = icmp slt i32 %179, 2
  br i1 %180, label %181, label %217

181:                                              ; preds = %178
  store i32 0, ptr %15, align 4
  br label %182

182:                                              ; preds = %210, %181
  %183 = load i32, ptr %15, align 4
  %184 = load i32, ptr %9, align 4
  %185 = icmp slt i32 %183, %184
  br i1 %185, label %186, label %213

186:                                              ; preds = %182
  %187 = load i32, ptr %8, align 4
  %188 = mul nsw i32 100, %187
  %189 = load i32, ptr %14, align 4
  %190 = mul nsw i32 10, %189
  %191 = add nsw i32 %188, %190
  %192 = load i32, ptr %15, align 4
  %193 = add nsw i32 %191, %192
  %194 = load i32, ptr %14, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 %195
  %197 = load i32, ptr %15, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [7 x double], ptr %196, i64 0, i64 %198
  %200 = load double, ptr %199, align 8
  %201 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %202 = load i32, ptr %9, align 4
  %203 = load i32, ptr %14, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %204
  %206 = getelementptr inbounds [4 x double], ptr %205, i64 0, i64 0
  %207 = load i32, ptr %15, align 4
  %208 = call double @fd_fv(ptr noundef %201, i32 noundef %202, i32 noundef 4, ptr noundef %206, i32 noundef %207)
  %209 = call i32 @check(ptr noundef @.str.3, i32 noundef %193, double noundef %200, double noundef %208, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %210

210:                                              ; preds = %186
  %211 = load i32, ptr %15, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %15, align 4
  br label %182, !llvm.loop !11

213:                                              ; preds = %182
  br label %214

214:                                              ; preds = %213
  %215 = load i32, ptr %14, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %14, align 4
  br label %178, !llvm.loop !12

217:                                              ; preds = %178
  store i32 0, ptr %16, align 4
  br label %218

218:                                              ; preds = %230, %217
  %219 = load i32, ptr %16, align 4
  %220 = load i32, ptr %9, align 4
  %221 = icmp slt i32 %219, %220
  br i1 %221, label %222, label %233

222:                                              ; preds = %218
  %223 = load i32, ptr %16, align 4
  %224 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 2
  %225 = load i32, ptr %16, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [7 x double], ptr %224, i64 0, i64 %226
  %228 = load double, ptr %227, align 8
  %229 = call i32 @check(ptr noundef @.str.4, i32 noundef %223, double noundef %228, double noundef 0.000000e+00, double noundef 0.000000e+00)
  br label %230

230:                                              ; preds = %222
  %231 = load i32, ptr %16, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %16, align 4
  br label %218, !llvm.loop !13

233:                                              ; preds = %218
  %234 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %234, i8 0, i64 168, i1 false)
  %235 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %236 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %235, ptr align 16 %236, i64 96, i1 false)
  store i32 0, ptr @calls, align 4
  %237 = load i32, ptr @enzyme_width, align 4
  %238 = load i32, ptr @enzyme_dup, align 4
  %239 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %240 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 0
  %241 = getelementptr inbounds [7 x double], ptr %240, i64 0, i64 0
  %242 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 1
  %243 = getelementptr inbounds [7 x double], ptr %242, i64 0, i64 0
  %244 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 2
  %245 = getelementptr inbounds [7 x double], ptr %244, i64 0, i64 0
  %246 = load i32, ptr @enzyme_dupnoneed, align 4
  %247 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %248 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 0
  %249 = getelementptr inbounds [4 x double], ptr %248, i64 0, i64 0
  %250 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 1
  %251 = getelementptr inbounds [4 x double], ptr %250, i64 0, i64 0
  %252 = getelementptr inbounds [3 x [4 x double]], ptr %6, i64 0, i64 2
  %253 = getelementptr inbounds [4 x double], ptr %252, i64 0, i64 0
  %254 = load i32, ptr @enzyme_const, align 4
  %255 = load i32, ptr %9, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fc, i32 noundef %237, i32 noundef 3, i32 noundef %238, ptr noundef %239, ptr noundef %241, ptr noundef %243, ptr noundef %245, i32 noundef %246, ptr noundef %247, ptr noundef %249, ptr noundef %251, ptr noundef %253, i32 noundef %254, i32 noundef %255)
  %256 = load i32, ptr %8, align 4
  %257 = load i32, ptr @calls, align 4
  %258 = sitofp i32 %257 to double
  %259 = call i32 @check(ptr noundef @.str.5, i32 noundef %256, double noundef %258, double noundef 1.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %17, align 4
  br label %260

260:                                              ; preds = %327, %233
  %261 = load i32, ptr %17, align 4
  %262 = icmp slt i32 %261, 3
  br i1 %262, label %263, label %330

263:                                              ; preds = %260
  store i32 0, ptr %18, align 4
  br label %264

264:                                              ; preds = %323, %263
  %265 = load i32, ptr %18, align 4
  %266 = load i32, ptr %9, align 4
  %267 = icmp slt i32 %265, %266
  br i1 %267, label %268, label %326

268:                                              ; preds = %264
  %269 = load i32, ptr %18, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %270
  %272 = load double, ptr %271, align 8
  %273 = call double @step(double noundef %272)
  store double %273, ptr %21, align 8
  %274 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 0
  %275 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %274, ptr align 16 %275, i64 56, i1 false)
  %276 = getelementptr inbounds [7 x double], ptr %20, i64 0, i64 0
  %277 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %276, ptr align 16 %277, i64 56, i1 false)
  %278 = load double, ptr %21, align 8
  %279 = load i32, ptr %18, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %280
  %282 = load double, ptr %281, align 8
  %283 = fadd double %282, %278
  store double %283, ptr %281, align 8
  %284 = load double, ptr %21, align 8
  %285 = load i32, ptr %18, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [7 x double], ptr %20, i64 0, i64 %286
  %288 = load double, ptr %287, align 8
  %289 = fsub double %288, %284
  store double %289, ptr %287, align 8
  %290 = load i32, ptr %8, align 4
  %291 = mul nsw i32 100, %290
  %292 = load i32, ptr %17, align 4
  %293 = mul nsw i32 10, %292
  %294 = add nsw i32 %291, %293
  %295 = load i32, ptr %18, align 4
  %296 = add nsw i32 %294, %295
  %297 = load i32, ptr %17, align 4
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [3 x [7 x double]], ptr %4, i64 0, i64 %298
  %300 = load i32, ptr %18, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [7 x double], ptr %299, i64 0, i64 %301
  %303 = load double, ptr %302, align 8
  %304 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 0
  %305 = load i32, ptr %9, align 4
  %306 = load i32, ptr %17, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %307
  %309 = getelementptr inbounds [4 x double], ptr %308, i64 0, i64 0
  %310 = call double @lane_fc(ptr noundef %304, i32 noundef %305, ptr noundef %309)
  %311 = getelementptr inbounds [7 x double], ptr %20, i64 0, i64 0
  %312 = load i32, ptr %9, align 4
  %313 = load i32, ptr %17, align 4
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %314
  %316 = getelementptr inbounds [4 x double], ptr %315, i64 0, i64 0
  %317 = call double @lane_fc(ptr noundef %311, i32 noundef %312, ptr noundef %316)
  %318 = fsub double %310, %317
  %319 = load double, ptr %21, align 8
  %320 = fmul double 2.000000e+00, %319
  %321 = fdiv double %318, %320
  %322 = call i32 @check(ptr noundef @.str.6, i32 noundef %296, double noundef %303, double noundef %321, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %323

323:                                              ; preds = %268
  %324 = load i32, ptr %18, align 4
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %18, align 4
  br label %264, !llvm.loop !14

326:                                              ; preds = %264
  br label %327

327:                                              ; preds = %326
  %328 = load i32, ptr %17, align 4
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %17, align 4
  br label %260, !llvm.loop !15

330:                                              ; preds = %260
  store i32 0, ptr %22, align 4
  br label %331

331:                                              ; preds = %555, %330
  %332 = load i32, ptr %22, align 4
  %333 = icmp slt i32 %332, 2
  br i1 %333, label %334, label %558

334:                                              ; preds = %331
  %335 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  %336 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %335, ptr align 16 %336, i64 56, i1 false)
  %337 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 0
  call void @fill(ptr noundef %337, i32 noundef 7, double noundef -5.000000e-01, double noundef 5.000000e-01)
  store i32 0, ptr %28, align 4
  br label %338

338:                                              ; preds = %358, %334
  %339 = load i32, ptr %28, align 4
  %340 = icmp slt i32 %339, 3
  br i1 %340, label %341, label %361

341:                                              ; preds = %338
  %342 = load i32, ptr %28, align 4
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [3 x [7 x double]], ptr %27, i64 0, i64 %343
  %345 = getelementptr inbounds [7 x double], ptr %344, i64 0, i64 0
  call void @fill(ptr noundef %345, i32 noundef 7, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %346 = load i32, ptr %28, align 4
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 %347
  %349 = getelementptr inbounds [7 x double], ptr %348, i64 0, i64 0
  %350 = load i32, ptr %28, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [3 x [7 x double]], ptr %27, i64 0, i64 %351
  %353 = getelementptr inbounds [7 x double], ptr %352, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %349, ptr align 8 %353, i64 56, i1 false)
  %354 = load i32, ptr %28, align 4
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 %355
  %357 = getelementptr inbounds [7 x double], ptr %356, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %357, i8 0, i64 56, i1 false)
  br label %358

358:                                              ; preds = %341
  %359 = load i32, ptr %28, align 4
  %360 = add nsw i32 %359, 1
  store i32 %360, ptr %28, align 4
  br label %338, !llvm.loop !16

361:                                              ; preds = %338
  store i32 0, ptr @calls, align 4
  %362 = load i32, ptr @enzyme_width, align 4
  %363 = load i32, ptr @enzyme_dup, align 4
  %364 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 0
  %365 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 0
  %366 = getelementptr inbounds [7 x double], ptr %365, i64 0, i64 0
  %367 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 1
  %368 = getelementptr inbounds [7 x double], ptr %367, i64 0, i64 0
  %369 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 2
  %370 = getelementptr inbounds [7 x double], ptr %369, i64 0, i64 0
  %371 = load i32, ptr @enzyme_dup, align 4
  %372 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 0
  %373 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 0
  %374 = getelementptr inbounds [7 x double], ptr %373, i64 0, i64 0
  %375 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 1
  %376 = getelementptr inbounds [7 x double], ptr %375, i64 0, i64 0
  %377 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 2
  %378 = getelementptr inbounds [7 x double], ptr %377, i64 0, i64 0
  %379 = load i32, ptr @enzyme_const, align 4
  %380 = load i32, ptr %9, align 4
  %381 = load i32, ptr @enzyme_const, align 4
  %382 = load i32, ptr %22, align 4
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef @fin, i32 noundef %362, i32 noundef 3, i32 noundef %363, ptr noundef %364, ptr noundef %366, ptr noundef %368, ptr noundef %370, i32 noundef %371, ptr noundef %372, ptr noundef %374, ptr noundef %376, ptr noundef %378, i32 noundef %379, i32 noundef %380, i32 noundef %381, i32 noundef %382)
  %383 = load i32, ptr %22, align 4
  %384 = load i32, ptr @calls, align 4
  %385 = sitofp i32 %384 to double
  %386 = call i32 @check(ptr noundef @.str.7, i32 noundef %383, double noundef %385, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %387 = getelementptr inbounds [7 x double], ptr %29, i64 0, i64 0
  %388 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %387, ptr align 16 %388, i64 56, i1 false)
  %389 = getelementptr inbounds [7 x double], ptr %30, i64 0, i64 0
  %390 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %389, ptr align 16 %390, i64 56, i1 false)
  %391 = getelementptr inbounds [7 x double], ptr %29, i64 0, i64 0
  %392 = getelementptr inbounds [7 x double], ptr %30, i64 0, i64 0
  %393 = load i32, ptr %9, align 4
  %394 = load i32, ptr %22, align 4
  call void @fin(ptr noundef %391, ptr noundef %392, i32 noundef %393, i32 noundef %394)
  store i32 0, ptr %31, align 4
  br label %395

395:                                              ; preds = %410, %361
  %396 = load i32, ptr %31, align 4
  %397 = load i32, ptr %9, align 4
  %398 = icmp slt i32 %396, %397
  br i1 %398, label %399, label %413

399:                                              ; preds = %395
  %400 = load i32, ptr %31, align 4
  %401 = load i32, ptr %31, align 4
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds [7 x double], ptr %23, i64 0, i64 %402
  %404 = load double, ptr %403, align 8
  %405 = load i32, ptr %31, align 4
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds [7 x double], ptr %29, i64 0, i64 %406
  %408 = load double, ptr %407, align 8
  %409 = call i32 @check(ptr noundef @.str.8, i32 noundef %400, double noundef %404, double noundef %408, double noundef 0x3D719799812DEA11)
  br label %410

410:                                              ; preds = %399
  %411 = load i32, ptr %31, align 4
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr %31, align 4
  br label %395, !llvm.loop !17

413:                                              ; preds = %395
  store i32 0, ptr %32, align 4
  br label %414

414:                                              ; preds = %551, %413
  %415 = load i32, ptr %32, align 4
  %416 = icmp slt i32 %415, 3
  br i1 %416, label %417, label %554

417:                                              ; preds = %414
  store i32 0, ptr %33, align 4
  br label %418

418:                                              ; preds = %547, %417
  %419 = load i32, ptr %33, align 4
  %420 = load i32, ptr %9, align 4
  %421 = icmp slt i32 %419, %420
  br i1 %421, label %422, label %550

422:                                              ; preds = %418
  %423 = load i32, ptr %33, align 4
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %424
  %426 = load double, ptr %425, align 8
  %427 = call double @step(double noundef %426)
  store double %427, ptr %36, align 8
  %428 = getelementptr inbounds [7 x double], ptr %34, i64 0, i64 0
  %429 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %428, ptr align 16 %429, i64 56, i1 false)
  %430 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  %431 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %430, ptr align 16 %431, i64 56, i1 false)
  %432 = load double, ptr %36, align 8
  %433 = load i32, ptr %33, align 4
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds [7 x double], ptr %34, i64 0, i64 %434
  %436 = load double, ptr %435, align 8
  %437 = fadd double %436, %432
  store double %437, ptr %435, align 8
  %438 = load double, ptr %36, align 8
  %439 = load i32, ptr %33, align 4
  %440 = sext i32 %439 to i64
  %441 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 %440
  %442 = load double, ptr %441, align 8
  %443 = fsub double %442, %438
  store double %443, ptr %441, align 8
  %444 = getelementptr inbounds [7 x double], ptr %34, i64 0, i64 0
  %445 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 0
  %446 = load i32, ptr %9, align 4
  %447 = load i32, ptr %22, align 4
  %448 = load i32, ptr %32, align 4
  %449 = sext i32 %448 to i64
  %450 = getelementptr inbounds [3 x [7 x double]], ptr %27, i64 0, i64 %449
  %451 = getelementptr inbounds [7 x double], ptr %450, i64 0, i64 0
  %452 = call double @lane_fin(ptr noundef %444, ptr noundef %445, i32 noundef %446, i32 noundef %447, ptr noundef %451, i32 noundef 0)
  %453 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 0
  %454 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 0
  %455 = load i32, ptr %9, align 4
  %456 = load i32, ptr %22, align 4
  %457 = load i32, ptr %32, align 4
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds [3 x [7 x double]], ptr %27, i64 0, i64 %458
  %460 = getelementptr inbounds [7 x double], ptr %459, i64 0, i64 0
  %461 = call double @lane_fin(ptr noundef %453, ptr noundef %454, i32 noundef %455, i32 noundef %456, ptr noundef %460, i32 noundef 0)
  %462 = fsub double %452, %461
  %463 = load double, ptr %36, align 8
  %464 = fmul double 2.000000e+00, %463
  %465 = fdiv double %462, %464
  store double %465, ptr %37, align 8
  %466 = load i32, ptr %22, align 4
  %467 = mul nsw i32 1000, %466
  %468 = load i32, ptr %8, align 4
  %469 = mul nsw i32 100, %468
  %470 = add nsw i32 %467, %469
  %471 = load i32, ptr %32, align 4
  %472 = mul nsw i32 10, %471
  %473 = add nsw i32 %470, %472
  %474 = load i32, ptr %33, align 4
  %475 = add nsw i32 %473, %474
  %476 = load i32, ptr %32, align 4
  %477 = sext i32 %476 to i64
  %478 = getelementptr inbounds [3 x [7 x double]], ptr %25, i64 0, i64 %477
  %479 = load i32, ptr %33, align 4
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds [7 x double], ptr %478, i64 0, i64 %480
  %482 = load double, ptr %481, align 8
  %483 = load double, ptr %37, align 8
  %484 = call i32 @check(ptr noundef @.str.9, i32 noundef %475, double noundef %482, double noundef %483, double noundef 0x3EB0C6F7A0B5ED8D)
  %485 = load i32, ptr %33, align 4
  %486 = sext i32 %485 to i64
  %487 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 %486
  %488 = load double, ptr %487, align 8
  %489 = call double @step(double noundef %488)
  store double %489, ptr %40, align 8
  %490 = getelementptr inbounds [7 x double], ptr %38, i64 0, i64 0
  %491 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %490, ptr align 16 %491, i64 56, i1 false)
  %492 = getelementptr inbounds [7 x double], ptr %39, i64 0, i64 0
  %493 = getelementptr inbounds [7 x double], ptr %24, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %492, ptr align 16 %493, i64 56, i1 false)
  %494 = load double, ptr %40, align 8
  %495 = load i32, ptr %33, align 4
  %496 = sext i32 %495 to i64
  %497 = getelementptr inbounds [7 x double], ptr %38, i64 0, i64 %496
  %498 = load double, ptr %497, align 8
  %499 = fadd double %498, %494
  store double %499, ptr %497, align 8
  %500 = load double, ptr %40, align 8
  %501 = load i32, ptr %33, align 4
  %502 = sext i32 %501 to i64
  %503 = getelementptr inbounds [7 x double], ptr %39, i64 0, i64 %502
  %504 = load double, ptr %503, align 8
  %505 = fsub double %504, %500
  store double %505, ptr %503, align 8
  %506 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %507 = getelementptr inbounds [7 x double], ptr %38, i64 0, i64 0
  %508 = load i32, ptr %9, align 4
  %509 = load i32, ptr %22, align 4
  %510 = load i32, ptr %32, align 4
  %511 = sext i32 %510 to i64
  %512 = getelementptr inbounds [3 x [7 x double]], ptr %27, i64 0, i64 %511
  %513 = getelementptr inbounds [7 x double], ptr %512, i64 0, i64 0
  %514 = call double @lane_fin(ptr noundef %506, ptr noundef %507, i32 noundef %508, i32 noundef %509, ptr noundef %513, i32 noundef 1)
  %515 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %516 = getelementptr inbounds [7 x double], ptr %39, i64 0, i64 0
  %517 = load i32, ptr %9, align 4
  %518 = load i32, ptr %22, align 4
  %519 = load i32, ptr %32, align 4
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds [3 x [7 x double]], ptr %27, i64 0, i64 %520
  %522 = getelementptr inbounds [7 x double], ptr %521, i64 0, i64 0
  %523 = call double @lane_fin(ptr noundef %515, ptr noundef %516, i32 noundef %517, i32 noundef %518, ptr noundef %522, i32 noundef 1)
  %524 = fsub double %514, %523
  %525 = load double, ptr %40, align 8
  %526 = fmul double 2.000000e+00, %525
  %527 = fdiv double %524, %526
  store double %527, ptr %41, align 8
  %528 = load i32, ptr %22, align 4
  %529 = mul nsw i32 1000, %528
  %530 = load i32, ptr %8, align 4
  %531 = mul nsw i32 100, %530
  %532 = add nsw i32 %529, %531
  %533 = load i32, ptr %32, align 4
  %534 = mul nsw i32 10, %533
  %535 = add nsw i32 %532, %534
  %536 = load i32, ptr %33, align 4
  %537 = add nsw i32 %535, %536
  %538 = load i32, ptr %32, align 4
  %539 = sext i32 %538 to i64
  %540 = getelementptr inbounds [3 x [7 x double]], ptr %26, i64 0, i64 %539
  %541 = load i32, ptr %33, align 4
  %542 = sext i32 %541 to i64
  %543 = getelementptr inbounds [7 x double], ptr %540, i64 0, i64 %542
  %544 = load double, ptr %543, align 8
  %545 = load double, ptr %41, align 8
  %546 = call i32 @check(ptr noundef @.str.10, i32 noundef %537, double noundef %544, double noundef %545, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %547

547:                                              ; preds = %422
  %548 = load i32, ptr %33, align 4
  %549 = add nsw i32 %548, 1
  store i32 %549, ptr %33, align 4
  br label %418, !llvm.loop !18

550:                                              ; preds = %418
  br label %551

551:                                              ; preds = %550
  %552 = load i32, ptr %32, align 4
  %553 = add nsw i32 %552, 1
  store i32 %553, ptr %32, align 4
  br label %414, !llvm.loop !19

554:                                              ; preds = %414
  br label %555

555:                                              ; preds = %554
  %556 = load i32, ptr %22, align 4
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr %22, align 4
  br label %331, !llvm.loop !20

558:                                              ; preds = %331
  store double 0x3FE6666666666666, ptr %42, align 8
  store double -4.000000e-01, ptr %43, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %44, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %45, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %46, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4
  %559 = load i32, ptr @enzyme_width, align 4
  %560 = load i32, ptr @enzyme_out, align 4
  %561 = load double, ptr %42, align 8
  %562 = load i32, ptr @enzyme_out, align 4
  %563 = load double, ptr %43, align 8
  %564 = load i32, ptr @enzyme_dup, align 4
  %565 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %566 = getelementptr inbounds [7 x double], ptr %45, i64 0, i64 0
  %567 = getelementptr inbounds [7 x double], ptr %46, i64 0, i64 0
  %568 = load i32, ptr @enzyme_const, align 4
  %569 = load i32, ptr %9, align 4
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8 %47, ptr noundef @fs, i32 noundef %559, i32 noundef 2, i32 noundef %560, double noundef %561, i32 noundef %562, double noundef %563, i32 noundef %564, ptr noundef %565, ptr noundef %566, ptr noundef %567, i32 noundef %568, i32 noundef %569)
  %570 = load i32, ptr %8, align 4
  %571 = load i32, ptr @calls, align 4
  %572 = sitofp i32 %571 to double
  %573 = call i32 @check(ptr noundef @.str.11, i32 noundef %570, double noundef %572, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %574 = load double, ptr %42, align 8
  %575 = load double, ptr %44, align 8
  %576 = fadd double %574, %575
  %577 = load double, ptr %43, align 8
  %578 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %579 = load i32, ptr %9, align 4
  %580 = call double @fs(double noundef %576, double noundef %577, ptr noundef %578, i32 noundef %579)
  %581 = load double, ptr %42, align 8
  %582 = load double, ptr %44, align 8
  %583 = fsub double %581, %582
  %584 = load double, ptr %43, align 8
  %585 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %586 = load i32, ptr %9, align 4
  %587 = call double @fs(double noundef %583, double noundef %584, ptr noundef %585, i32 noundef %586)
  %588 = fsub double %580, %587
  %589 = load double, ptr %44, align 8
  %590 = fmul double 2.000000e+00, %589
  %591 = fdiv double %588, %590
  store double %591, ptr %48, align 8
  %592 = load double, ptr %42, align 8
  %593 = load double, ptr %43, align 8
  %594 = load double, ptr %44, align 8
  %595 = fadd double %593, %594
  %596 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %597 = load i32, ptr %9, align 4
  %598 = call double @fs(double noundef %592, double noundef %595, ptr noundef %596, i32 noundef %597)
  %599 = load double, ptr %42, align 8
  %600 = load double, ptr %43, align 8
  %601 = load double, ptr %44, align 8
  %602 = fsub double %600, %601
  %603 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  %604 = load i32, ptr %9, align 4
  %605 = call double @fs(double noundef %599, double noundef %602, ptr noundef %603, i32 noundef %604)
  %606 = fsub double %598, %605
  %607 = load double, ptr %44, align 8
  %608 = fmul double 2.000000e+00, %607
  %609 = fdiv double %606, %608
  store double %609, ptr %49, align 8
  store i32 0, ptr %50, align 4
  br label %610

610:                                              ; preds = %636, %558
  %611 = load i32, ptr %50, align 4
  %612 = icmp slt i32 %611, 2
  br i1 %612, label %613, label %639

613:                                              ; preds = %610
  %614 = load i32, ptr %8, align 4
  %615 = mul nsw i32 10, %614
  %616 = load i32, ptr %50, align 4
  %617 = add nsw i32 %615, %616
  %618 = getelementptr inbounds %struct.A2, ptr %47, i32 0, i32 0
  %619 = load i32, ptr %50, align 4
  %620 = sext i32 %619 to i64
  %621 = getelementptr inbounds [2 x double], ptr %618, i64 0, i64 %620
  %622 = load double, ptr %621, align 8
  %623 = load double, ptr %48, align 8
  %624 = call i32 @check(ptr noundef @.str.12, i32 noundef %617, double noundef %622, double noundef %623, double noundef 0x3EB0C6F7A0B5ED8D)
  %625 = load i32, ptr %8, align 4
  %626 = mul nsw i32 10, %625
  %627 = load i32, ptr %50, align 4
  %628 = add nsw i32 %626, %627
  %629 = getelementptr inbounds %struct.A2, ptr %47, i32 0, i32 1
  %630 = load i32, ptr %50, align 4
  %631 = sext i32 %630 to i64
  %632 = getelementptr inbounds [2 x double], ptr %629, i64 0, i64 %631
  %633 = load double, ptr %632, align 8
  %634 = load double, ptr %49, align 8
  %635 = call i32 @check(ptr noundef @.str.13, i32 noundef %628, double noundef %633, double noundef %634, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %636

636:                                              ; preds = %613
  %637 = load i32, ptr %50, align 4
  %638 = add nsw i32 %637, 1
  store i32 %638, ptr %50, align 4
  br label %610, !llvm.loop !21

639:                                              ; preds = %610
  store i32 0, ptr %51, align 4
  br label %640

640:                                              ; preds = %700, %639
  %641 = load i32, ptr %51, align 4
  %642 = load i32, ptr %9, align 4
  %643 = icmp slt i32 %641, %642
  br i1 %643, label %644, label %703

644:                                              ; preds = %640
  %645 = load i32, ptr %51, align 4
  %646 = sext i32 %645 to i64
  %647 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %646
  %648 = load double, ptr %647, align 8
  %649 = call double @step(double noundef %648)
  store double %649, ptr %54, align 8
  %650 = getelementptr inbounds [7 x double], ptr %52, i64 0, i64 0
  %651 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %650, ptr align 16 %651, i64 56, i1 false)
  %652 = getelementptr inbounds [7 x double], ptr %53, i64 0, i64 0
  %653 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %652, ptr align 16 %653, i64 56, i1 false)
  %654 = load double, ptr %54, align 8
  %655 = load i32, ptr %51, align 4
  %656 = sext i32 %655 to i64
  %657 = getelementptr inbounds [7 x double], ptr %52, i64 0, i64 %656
  %658 = load double, ptr %657, align 8
  %659 = fadd double %658, %654
  store double %659, ptr %657, align 8
  %660 = load double, ptr %54, align 8
  %661 = load i32, ptr %51, align 4
  %662 = sext i32 %661 to i64
  %663 = getelementptr inbounds [7 x double], ptr %53, i64 0, i64 %662
  %664 = load double, ptr %663, align 8
  %665 = fsub double %664, %660
  store double %665, ptr %663, align 8
  %666 = load double, ptr %42, align 8
  %667 = load double, ptr %43, align 8
  %668 = getelementptr inbounds [7 x double], ptr %52, i64 0, i64 0
  %669 = load i32, ptr %9, align 4
  %670 = call double @fs(double noundef %666, double noundef %667, ptr noundef %668, i32 noundef %669)
  %671 = load double, ptr %42, align 8
  %672 = load double, ptr %43, align 8
  %673 = getelementptr inbounds [7 x double], ptr %53, i64 0, i64 0
  %674 = load i32, ptr %9, align 4
  %675 = call double @fs(double noundef %671, double noundef %672, ptr noundef %673, i32 noundef %674)
  %676 = fsub double %670, %675
  %677 = load double, ptr %54, align 8
  %678 = fmul double 2.000000e+00, %677
  %679 = fdiv double %676, %678
  store double %679, ptr %55, align 8
  %680 = load i32, ptr %8, align 4
  %681 = mul nsw i32 10, %680
  %682 = load i32, ptr %51, align 4
  %683 = add nsw i32 %681, %682
  %684 = load i32, ptr %51, align 4
  %685 = sext i32 %684 to i64
  %686 = getelementptr inbounds [7 x double], ptr %45, i64 0, i64 %685
  %687 = load double, ptr %686, align 8
  %688 = load double, ptr %55, align 8
  %689 = call i32 @check(ptr noundef @.str.14, i32 noundef %683, double noundef %687, double noundef %688, double noundef 0x3EB0C6F7A0B5ED8D)
  %690 = load i32, ptr %8, align 4
  %691 = mul nsw i32 10, %690
  %692 = load i32, ptr %51, align 4
  %693 = add nsw i32 %691, %692
  %694 = load i32, ptr %51, align 4
  %695 = sext i32 %694 to i64
  %696 = getelementptr inbounds [7 x double], ptr %46, i64 0, i64 %695
  %697 = load double, ptr %696, align 8
  %698 = load double, ptr %55, align 8
  %699 = call i32 @check(ptr noundef @.str.15, i32 noundef %693, double noundef %697, double noundef %698, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %700

700:                                              ; preds = %644
  %701 = load i32, ptr %51, align 4
  %702 = add nsw i32 %701, 1
  store i32 %702, ptr %51, align 4
  br label %640, !llvm.loop !22

703:                                              ; preds = %640
  br label %704

704:                                              ; preds = %703
  %705 = load i32, ptr %8, align 4
  %706 = add nsw i32 %705, 1
  store i32 %706, ptr %8, align 4
  br label %69, !llvm.loop !23

707:                                              ; preds = %69
  %708 = call i32 @finish(ptr noundef @.str.16)
  ret i32 %708
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
  br label %10, !llvm.loop !24

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
  br label %22, !llvm.loop !25

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
  br label %87, !llvm.loop !26

118:                                              ; preds = %87
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %14, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %14, align 4
  br label %82, !llvm.loop !27

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
  br label %72, !llvm.loop !28

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
define internal double @fd_fv(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %10, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  store double %19, ptr %11, align 8
  %20 = load double, ptr %11, align 8
  %21 = call double @step(double noundef %20)
  store double %21, ptr %12, align 8
  %22 = load double, ptr %11, align 8
  %23 = load double, ptr %12, align 8
  %24 = fadd double %22, %23
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  store double %24, ptr %28, align 8
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %8, align 4
  %32 = load ptr, ptr %9, align 8
  %33 = call double @lane_fv(ptr noundef %29, i32 noundef %30, i32 noundef %31, ptr noundef %32)
  store double %33, ptr %13, align 8
  %34 = load double, ptr %11, align 8
  %35 = load double, ptr %12, align 8
  %36 = fsub double %34, %35
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  store double %36, ptr %40, align 8
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %7, align 4
  %43 = load i32, ptr %8, align 4
  %44 = load ptr, ptr %9, align 8
  %45 = call double @lane_fv(ptr noundef %41, i32 noundef %42, i32 noundef %43, ptr noundef %44)
  store double %45, ptr %14, align 8
  %46 = load double, ptr %11, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store double %46, ptr %50, align 8
  %51 = load double, ptr %13, align 8
  %52 = load double, ptr %14, align 8
  %53 = fsub double %51, %52
  %54 = load double, ptr %12, align 8
  %55 = fmul double 2.000000e+00, %54
  %56 = fdiv double %53, %55
  ret double %56
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
  br label %14, !llvm.loop !29

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
  br label %38, !llvm.loop !30

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
  br label %34, !llvm.loop !31

77:                                               ; preds = %34
  ret void
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
define internal double @lane_fc(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [4 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %12 = load i32, ptr %5, align 4
  call void @fc(ptr noundef %10, ptr noundef %11, i32 noundef %12)
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %13

13:                                               ; preds = %28, %3
  %14 = load i32, ptr %9, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %31

16:                                               ; preds = %13
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load double, ptr %8, align 8
  %27 = call double @llvm.fmuladd.f64(double %21, double %25, double %26)
  store double %27, ptr %8, align 8
  br label %28

28:                                               ; preds = %16
  %29 = load i32, ptr %9, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %9, align 4
  br label %13, !llvm.loop !32

31:                                               ; preds = %13
  %32 = load double, ptr %8, align 8
  ret double %32
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
  br label %26, !llvm.loop !33

65:                                               ; preds = %26
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %10, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %10, align 4
  br label %22, !llvm.loop !34

69:                                               ; preds = %22
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lane_fin(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca [7 x double], align 16
  %14 = alloca [7 x double], align 16
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %17 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 0
  %18 = load ptr, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 8 %18, i64 56, i1 false)
  %19 = getelementptr inbounds [7 x double], ptr %14, i64 0, i64 0
  %20 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 8 %20, i64 56, i1 false)
  %21 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 0
  %22 = getelementptr inbounds [7 x double], ptr %14, i64 0, i64 0
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %10, align 4
  call void @fin(ptr noundef %21, ptr noundef %22, i32 noundef %23, i32 noundef %24)
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %25

25:                                               ; preds = %41, %6
  %26 = load i32, ptr %16, align 4
  %27 = load i32, ptr %9, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %44

29:                                               ; preds = %25
  %30 = load ptr, ptr %11, align 8
  %31 = load i32, ptr %16, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load i32, ptr %16, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %15, align 8
  %40 = call double @llvm.fmuladd.f64(double %34, double %38, double %39)
  store double %40, ptr %15, align 8
  br label %41

41:                                               ; preds = %29
  %42 = load i32, ptr %16, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %16, align 4
  br label %25, !llvm.loop !35

44:                                               ; preds = %25
  %45 = load i32, ptr %12, align 4
  %46 = load double, ptr %15, align 8
  ret double %46
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
  br label %13, !llvm.loop !36

52:                                               ; preds = %13
  %53 = load double, ptr %9, align 8
  %54 = load double, ptr %9, align 8
  %55 = fmul double %53, %54
  ret double %55
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
define internal double @lane_fv(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca [4 x double], align 16
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %7, align 4
  call void @fv(ptr noundef %12, ptr noundef %13, i32 noundef %14, i32 noundef %15)
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %16

16:                                               ; preds = %32, %4
  %17 = load i32, ptr %11, align 4
  %18 = load i32, ptr %7, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %35

20:                                               ; preds = %16
  %21 = load ptr, ptr %8, align 8
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %10, align 8
  %31 = call double @llvm.fmuladd.f64(double %25, double %29, double %30)
  store double %31, ptr %10, align 8
  br label %32

32:                                               ; preds = %20
  %33 = load i32, ptr %11, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %11, align 4
  br label %16, !llvm.loop !37

35:                                               ; preds = %16
  %36 = load double, ptr %10, align 8
  ret double %36
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
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
