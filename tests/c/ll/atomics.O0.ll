; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.points = internal constant [2 x [4 x double]] [[4 x double] [double 0x3FE6666666666666, double -1.200000e+00, double 4.000000e-01, double 1.900000e+00], [4 x double] [double -3.000000e-01, double 8.000000e-01, double 1.600000e+00, double -9.000000e-01]], align 16
@enzyme_dup = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"a_fetch_add\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"a_fetch_old\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"a_fetch_sub\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"a_load_store\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"a_exchange\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"a_atomic_type\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"a_global\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"a_atomic_sum\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"a_atomic_global\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"atomics: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@g_acc = internal global double 0.000000e+00, align 8
@g_at = internal global double 0.000000e+00, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca [4 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca [4 x double], align 16
  %14 = alloca [4 x double], align 16
  %15 = alloca [4 x double], align 16
  %16 = alloca [4 x double], align 16
  %17 = alloca i32, align 4
  %18 = alloca [4 x double], align 16
  %19 = alloca [4 x double], align 16
  %20 = alloca [4 x double], align 16
  %21 = alloca [4 x double], align 16
  %22 = alloca i32, align 4
  %23 = alloca [4 x double], align 16
  %24 = alloca [4 x double], align 16
  %25 = alloca [4 x double], align 16
  %26 = alloca [4 x double], align 16
  %27 = alloca i32, align 4
  %28 = alloca [4 x double], align 16
  %29 = alloca [4 x double], align 16
  %30 = alloca [4 x double], align 16
  %31 = alloca [4 x double], align 16
  %32 = alloca i32, align 4
  %33 = alloca [4 x double], align 16
  %34 = alloca [4 x double], align 16
  %35 = alloca [4 x double], align 16
  %36 = alloca [4 x double], align 16
  %37 = alloca i32, align 4
  %38 = alloca [4 x double], align 16
  %39 = alloca [4 x double], align 16
  %40 = alloca [4 x double], align 16
  %41 = alloca [4 x double], align 16
  %42 = alloca i32, align 4
  %43 = alloca [4 x double], align 16
  %44 = alloca [4 x double], align 16
  %45 = alloca [4 x double], align 16
  %46 = alloca [4 x double], align 16
  %47 = alloca i32, align 4
  %48 = alloca [4 x double], align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %49

49:                                               ; preds = %336, %0
  %50 = load i32, ptr %2, align 4
  %51 = icmp slt i32 %50, 2
  br i1 %51, label %52, label %339

52:                                               ; preds = %49
  %53 = load i32, ptr %2, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %54
  %56 = getelementptr inbounds [4 x double], ptr %55, i64 0, i64 0
  store ptr %56, ptr %3, align 8
  br label %57

57:                                               ; preds = %52
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 32, i1 false)
  %58 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %59 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %58, ptr align 8 %59, i64 32, i1 false)
  %60 = load i32, ptr @enzyme_dup, align 4
  %61 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %62 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %63 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_fetch_add, i32 noundef %60, ptr noundef %61, ptr noundef %62)
  store i32 0, ptr %7, align 4
  br label %64

64:                                               ; preds = %80, %57
  %65 = load i32, ptr %7, align 4
  %66 = icmp slt i32 %65, 4
  br i1 %66, label %67, label %83

67:                                               ; preds = %64
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 32, i1 false)
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %69
  store double 1.000000e+00, ptr %70, align 8
  %71 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %72 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %71, ptr align 8 %72, i64 32, i1 false)
  %73 = load i32, ptr @enzyme_dup, align 4
  %74 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %75 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %76 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_fetch_add, i32 noundef %73, ptr noundef %74, ptr noundef %75)
  %77 = load i32, ptr %7, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %78
  store double %76, ptr %79, align 8
  br label %80

80:                                               ; preds = %67
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %7, align 4
  br label %64, !llvm.loop !6

83:                                               ; preds = %64
  %84 = load ptr, ptr %3, align 8
  %85 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %86 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  call void @run(ptr noundef @.str, ptr noundef @a_fetch_add, ptr noundef %84, ptr noundef %85, ptr noundef %86)
  br label %87

87:                                               ; preds = %83
  br label %88

88:                                               ; preds = %87
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 32, i1 false)
  %89 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %90 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %89, ptr align 8 %90, i64 32, i1 false)
  %91 = load i32, ptr @enzyme_dup, align 4
  %92 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %93 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %94 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_fetch_old, i32 noundef %91, ptr noundef %92, ptr noundef %93)
  store i32 0, ptr %12, align 4
  br label %95

95:                                               ; preds = %111, %88
  %96 = load i32, ptr %12, align 4
  %97 = icmp slt i32 %96, 4
  br i1 %97, label %98, label %114

98:                                               ; preds = %95
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 32, i1 false)
  %99 = load i32, ptr %12, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %100
  store double 1.000000e+00, ptr %101, align 8
  %102 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %103 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %102, ptr align 8 %103, i64 32, i1 false)
  %104 = load i32, ptr @enzyme_dup, align 4
  %105 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %106 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %107 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_fetch_old, i32 noundef %104, ptr noundef %105, ptr noundef %106)
  %108 = load i32, ptr %12, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %109
  store double %107, ptr %110, align 8
  br label %111

111:                                              ; preds = %98
  %112 = load i32, ptr %12, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %12, align 4
  br label %95, !llvm.loop !8

114:                                              ; preds = %95
  %115 = load ptr, ptr %3, align 8
  %116 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %117 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @run(ptr noundef @.str.1, ptr noundef @a_fetch_old, ptr noundef %115, ptr noundef %116, ptr noundef %117)
  br label %118

118:                                              ; preds = %114
  br label %119

119:                                              ; preds = %118
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 32, i1 false)
  %120 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %121 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %120, ptr align 8 %121, i64 32, i1 false)
  %122 = load i32, ptr @enzyme_dup, align 4
  %123 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %124 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  %125 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_fetch_sub, i32 noundef %122, ptr noundef %123, ptr noundef %124)
  store i32 0, ptr %17, align 4
  br label %126

126:                                              ; preds = %142, %119
  %127 = load i32, ptr %17, align 4
  %128 = icmp slt i32 %127, 4
  br i1 %128, label %129, label %145

129:                                              ; preds = %126
  call void @llvm.memset.p0.i64(ptr align 16 %18, i8 0, i64 32, i1 false)
  %130 = load i32, ptr %17, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %131
  store double 1.000000e+00, ptr %132, align 8
  %133 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %134 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %133, ptr align 8 %134, i64 32, i1 false)
  %135 = load i32, ptr @enzyme_dup, align 4
  %136 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %137 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 0
  %138 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_fetch_sub, i32 noundef %135, ptr noundef %136, ptr noundef %137)
  %139 = load i32, ptr %17, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %140
  store double %138, ptr %141, align 8
  br label %142

142:                                              ; preds = %129
  %143 = load i32, ptr %17, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %17, align 4
  br label %126, !llvm.loop !9

145:                                              ; preds = %126
  %146 = load ptr, ptr %3, align 8
  %147 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  %148 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0
  call void @run(ptr noundef @.str.2, ptr noundef @a_fetch_sub, ptr noundef %146, ptr noundef %147, ptr noundef %148)
  br label %149

149:                                              ; preds = %145
  br label %150

150:                                              ; preds = %149
  call void @llvm.memset.p0.i64(ptr align 16 %20, i8 0, i64 32, i1 false)
  %151 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %152 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %151, ptr align 8 %152, i64 32, i1 false)
  %153 = load i32, ptr @enzyme_dup, align 4
  %154 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %155 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %156 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_load_store, i32 noundef %153, ptr noundef %154, ptr noundef %155)
  store i32 0, ptr %22, align 4
  br label %157

157:                                              ; preds = %173, %150
  %158 = load i32, ptr %22, align 4
  %159 = icmp slt i32 %158, 4
  br i1 %159, label %160, label %176

160:                                              ; preds = %157
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 0, i64 32, i1 false)
  %161 = load i32, ptr %22, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 %162
  store double 1.000000e+00, ptr %163, align 8
  %164 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %165 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %164, ptr align 8 %165, i64 32, i1 false)
  %166 = load i32, ptr @enzyme_dup, align 4
  %167 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %168 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 0
  %169 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_load_store, i32 noundef %166, ptr noundef %167, ptr noundef %168)
  %170 = load i32, ptr %22, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 %171
  store double %169, ptr %172, align 8
  br label %173

173:                                              ; preds = %160
  %174 = load i32, ptr %22, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %22, align 4
  br label %157, !llvm.loop !10

176:                                              ; preds = %157
  %177 = load ptr, ptr %3, align 8
  %178 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %179 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 0
  call void @run(ptr noundef @.str.3, ptr noundef @a_load_store, ptr noundef %177, ptr noundef %178, ptr noundef %179)
  br label %180

180:                                              ; preds = %176
  br label %181

181:                                              ; preds = %180
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 32, i1 false)
  %182 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %183 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %182, ptr align 8 %183, i64 32, i1 false)
  %184 = load i32, ptr @enzyme_dup, align 4
  %185 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %186 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 0
  %187 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_exchange, i32 noundef %184, ptr noundef %185, ptr noundef %186)
  store i32 0, ptr %27, align 4
  br label %188

188:                                              ; preds = %204, %181
  %189 = load i32, ptr %27, align 4
  %190 = icmp slt i32 %189, 4
  br i1 %190, label %191, label %207

191:                                              ; preds = %188
  call void @llvm.memset.p0.i64(ptr align 16 %28, i8 0, i64 32, i1 false)
  %192 = load i32, ptr %27, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [4 x double], ptr %28, i64 0, i64 %193
  store double 1.000000e+00, ptr %194, align 8
  %195 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %196 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %195, ptr align 8 %196, i64 32, i1 false)
  %197 = load i32, ptr @enzyme_dup, align 4
  %198 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %199 = getelementptr inbounds [4 x double], ptr %28, i64 0, i64 0
  %200 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_exchange, i32 noundef %197, ptr noundef %198, ptr noundef %199)
  %201 = load i32, ptr %27, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 %202
  store double %200, ptr %203, align 8
  br label %204

204:                                              ; preds = %191
  %205 = load i32, ptr %27, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %27, align 4
  br label %188, !llvm.loop !11

207:                                              ; preds = %188
  %208 = load ptr, ptr %3, align 8
  %209 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 0
  %210 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 0
  call void @run(ptr noundef @.str.4, ptr noundef @a_exchange, ptr noundef %208, ptr noundef %209, ptr noundef %210)
  br label %211

211:                                              ; preds = %207
  br label %212

212:                                              ; preds = %211
  call void @llvm.memset.p0.i64(ptr align 16 %30, i8 0, i64 32, i1 false)
  %213 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %214 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %213, ptr align 8 %214, i64 32, i1 false)
  %215 = load i32, ptr @enzyme_dup, align 4
  %216 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %217 = getelementptr inbounds [4 x double], ptr %30, i64 0, i64 0
  %218 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_atomic_type, i32 noundef %215, ptr noundef %216, ptr noundef %217)
  store i32 0, ptr %32, align 4
  br label %219

219:                                              ; preds = %235, %212
  %220 = load i32, ptr %32, align 4
  %221 = icmp slt i32 %220, 4
  br i1 %221, label %222, label %238

222:                                              ; preds = %219
  call void @llvm.memset.p0.i64(ptr align 16 %33, i8 0, i64 32, i1 false)
  %223 = load i32, ptr %32, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [4 x double], ptr %33, i64 0, i64 %224
  store double 1.000000e+00, ptr %225, align 8
  %226 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %227 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %226, ptr align 8 %227, i64 32, i1 false)
  %228 = load i32, ptr @enzyme_dup, align 4
  %229 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %230 = getelementptr inbounds [4 x double], ptr %33, i64 0, i64 0
  %231 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_atomic_type, i32 noundef %228, ptr noundef %229, ptr noundef %230)
  %232 = load i32, ptr %32, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [4 x double], ptr %31, i64 0, i64 %233
  store double %231, ptr %234, align 8
  br label %235

235:                                              ; preds = %222
  %236 = load i32, ptr %32, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %32, align 4
  br label %219, !llvm.loop !12

238:                                              ; preds = %219
  %239 = load ptr, ptr %3, align 8
  %240 = getelementptr inbounds [4 x double], ptr %30, i64 0, i64 0
  %241 = getelementptr inbounds [4 x double], ptr %31, i64 0, i64 0
  call void @run(ptr noundef @.str.5, ptr noundef @a_atomic_type, ptr noundef %239, ptr noundef %240, ptr noundef %241)
  br label %242

242:                                              ; preds = %238
  br label %243

243:                                              ; preds = %242
  call void @llvm.memset.p0.i64(ptr align 16 %35, i8 0, i64 32, i1 false)
  %244 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %245 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %244, ptr align 8 %245, i64 32, i1 false)
  %246 = load i32, ptr @enzyme_dup, align 4
  %247 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %248 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 0
  %249 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_global, i32 noundef %246, ptr noundef %247, ptr noundef %248)
  store i32 0, ptr %37, align 4
  br label %250

250:                                              ; preds = %266, %243
  %251 = load i32, ptr %37, align 4
  %252 = icmp slt i32 %251, 4
  br i1 %252, label %253, label %269

253:                                              ; preds = %250
  call void @llvm.memset.p0.i64(ptr align 16 %38, i8 0, i64 32, i1 false)
  %254 = load i32, ptr %37, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [4 x double], ptr %38, i64 0, i64 %255
  store double 1.000000e+00, ptr %256, align 8
  %257 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %258 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %257, ptr align 8 %258, i64 32, i1 false)
  %259 = load i32, ptr @enzyme_dup, align 4
  %260 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %261 = getelementptr inbounds [4 x double], ptr %38, i64 0, i64 0
  %262 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_global, i32 noundef %259, ptr noundef %260, ptr noundef %261)
  %263 = load i32, ptr %37, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [4 x double], ptr %36, i64 0, i64 %264
  store double %262, ptr %265, align 8
  br label %266

266:                                              ; preds = %253
  %267 = load i32, ptr %37, align 4
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %37, align 4
  br label %250, !llvm.loop !13

269:                                              ; preds = %250
  %270 = load ptr, ptr %3, align 8
  %271 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 0
  %272 = getelementptr inbounds [4 x double], ptr %36, i64 0, i64 0
  call void @run(ptr noundef @.str.6, ptr noundef @a_global, ptr noundef %270, ptr noundef %271, ptr noundef %272)
  br label %273

273:                                              ; preds = %269
  br label %274

274:                                              ; preds = %273
  call void @llvm.memset.p0.i64(ptr align 16 %40, i8 0, i64 32, i1 false)
  %275 = getelementptr inbounds [4 x double], ptr %39, i64 0, i64 0
  %276 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %275, ptr align 8 %276, i64 32, i1 false)
  %277 = load i32, ptr @enzyme_dup, align 4
  %278 = getelementptr inbounds [4 x double], ptr %39, i64 0, i64 0
  %279 = getelementptr inbounds [4 x double], ptr %40, i64 0, i64 0
  %280 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_atomic_sum, i32 noundef %277, ptr noundef %278, ptr noundef %279)
  store i32 0, ptr %42, align 4
  br label %281

281:                                              ; preds = %297, %274
  %282 = load i32, ptr %42, align 4
  %283 = icmp slt i32 %282, 4
  br i1 %283, label %284, label %300

284:                                              ; preds = %281
  call void @llvm.memset.p0.i64(ptr align 16 %43, i8 0, i64 32, i1 false)
  %285 = load i32, ptr %42, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [4 x double], ptr %43, i64 0, i64 %286
  store double 1.000000e+00, ptr %287, align 8
  %288 = getelementptr inbounds [4 x double], ptr %39, i64 0, i64 0
  %289 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %288, ptr align 8 %289, i64 32, i1 false)
  %290 = load i32, ptr @enzyme_dup, align 4
  %291 = getelementptr inbounds [4 x double], ptr %39, i64 0, i64 0
  %292 = getelementptr inbounds [4 x double], ptr %43, i64 0, i64 0
  %293 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_atomic_sum, i32 noundef %290, ptr noundef %291, ptr noundef %292)
  %294 = load i32, ptr %42, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [4 x double], ptr %41, i64 0, i64 %295
  store double %293, ptr %296, align 8
  br label %297

297:                                              ; preds = %284
  %298 = load i32, ptr %42, align 4
  %299 = add nsw i32 %298, 1
  store i32 %299, ptr %42, align 4
  br label %281, !llvm.loop !14

300:                                              ; preds = %281
  %301 = load ptr, ptr %3, align 8
  %302 = getelementptr inbounds [4 x double], ptr %40, i64 0, i64 0
  %303 = getelementptr inbounds [4 x double], ptr %41, i64 0, i64 0
  call void @run(ptr noundef @.str.7, ptr noundef @a_atomic_sum, ptr noundef %301, ptr noundef %302, ptr noundef %303)
  br label %304

304:                                              ; preds = %300
  br label %305

305:                                              ; preds = %304
  call void @llvm.memset.p0.i64(ptr align 16 %45, i8 0, i64 32, i1 false)
  %306 = getelementptr inbounds [4 x double], ptr %44, i64 0, i64 0
  %307 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %306, ptr align 8 %307, i64 32, i1 false)
  %308 = load i32, ptr @enzyme_dup, align 4
  %309 = getelementptr inbounds [4 x double], ptr %44, i64 0, i64 0
  %310 = getelementptr inbounds [4 x double], ptr %45, i64 0, i64 0
  %311 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_atomic_global, i32 noundef %308, ptr noundef %309, ptr noundef %310)
  store i32 0, ptr %47, align 4
  br label %312

312:                                              ; preds = %328, %305
  %313 = load i32, ptr %47, align 4
  %314 = icmp slt i32 %313, 4
  br i1 %314, label %315, label %331

315:                                              ; preds = %312
  call void @llvm.memset.p0.i64(ptr align 16 %48, i8 0, i64 32, i1 false)
  %316 = load i32, ptr %47, align 4
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [4 x double], ptr %48, i64 0, i64 %317
  store double 1.000000e+00, ptr %318, align 8
  %319 = getelementptr inbounds [4 x double], ptr %44, i64 0, i64 0
  %320 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %319, ptr align 8 %320, i64 32, i1 false)
  %321 = load i32, ptr @enzyme_dup, align 4
  %322 = getelementptr inbounds [4 x double], ptr %44, i64 0, i64 0
  %323 = getelementptr inbounds [4 x double], ptr %48, i64 0, i64 0
  %324 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_atomic_global, i32 noundef %321, ptr noundef %322, ptr noundef %323)
  %325 = load i32, ptr %47, align 4
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 %326
  store double %324, ptr %327, align 8
  br label %328

328:                                              ; preds = %315
  %329 = load i32, ptr %47, align 4
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr %47, align 4
  br label %312, !llvm.loop !15

331:                                              ; preds = %312
  %332 = load ptr, ptr %3, align 8
  %333 = getelementptr inbounds [4 x double], ptr %45, i64 0, i64 0
  %334 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 0
  call void @run(ptr noundef @.str.8, ptr noundef @a_atomic_global, ptr noundef %332, ptr noundef %333, ptr noundef %334)
  br label %335

335:                                              ; preds = %331
  br label %336

336:                                              ; preds = %335
  %337 = load i32, ptr %2, align 4
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %2, align 4
  br label %49, !llvm.loop !16

339:                                              ; preds = %49
  %340 = load i32, ptr @n_fail, align 4
  %341 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %340)
  %342 = load i32, ptr @n_fail, align 4
  %343 = icmp ne i32 %342, 0
  %344 = zext i1 %343 to i64
  %345 = select i1 %343, i32 1, i32 0
  ret i32 %345
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_fetch_add(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  store double 5.000000e-01, ptr %3, align 8
  %4 = load ptr, ptr %2, align 8
  call void @add_into(ptr noundef %3, ptr noundef %4, i32 noundef 4)
  %5 = load double, ptr %3, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 0
  %8 = load double, ptr %7, align 8
  %9 = fmul double %5, %8
  ret double %9
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %12, align 4
  br label %16

16:                                               ; preds = %93, %5
  %17 = load i32, ptr %12, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %96

19:                                               ; preds = %16
  %20 = load ptr, ptr %8, align 8
  %21 = load i32, ptr %12, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  br i1 %26, label %27, label %34

27:                                               ; preds = %19
  %28 = load ptr, ptr %8, align 8
  %29 = load i32, ptr %12, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = call double @llvm.fabs.f64(double %32)
  br label %35

34:                                               ; preds = %19
  br label %35

35:                                               ; preds = %34, %27
  %36 = phi double [ %33, %27 ], [ 1.000000e+00, %34 ]
  %37 = fmul double 0x3EB0C6F7A0B5ED8D, %36
  store double %37, ptr %13, align 8
  %38 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %39 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 8 %39, i64 32, i1 false)
  %40 = load ptr, ptr %8, align 8
  %41 = load i32, ptr %12, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load double, ptr %13, align 8
  %46 = fadd double %44, %45
  %47 = load i32, ptr %12, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %48
  store double %46, ptr %49, align 8
  %50 = load ptr, ptr %7, align 8
  %51 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %52 = call double %50(ptr noundef %51)
  store double %52, ptr %14, align 8
  %53 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %54 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %53, ptr align 8 %54, i64 32, i1 false)
  %55 = load ptr, ptr %8, align 8
  %56 = load i32, ptr %12, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = load double, ptr %13, align 8
  %61 = fsub double %59, %60
  %62 = load i32, ptr %12, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %63
  store double %61, ptr %64, align 8
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  %67 = call double %65(ptr noundef %66)
  store double %67, ptr %15, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %12, align 4
  %70 = load ptr, ptr %9, align 8
  %71 = load i32, ptr %12, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = load double, ptr %14, align 8
  %76 = load double, ptr %15, align 8
  %77 = fsub double %75, %76
  %78 = load double, ptr %13, align 8
  %79 = fmul double 2.000000e+00, %78
  %80 = fdiv double %77, %79
  call void @check(ptr noundef %68, i32 noundef %69, double noundef %74, double noundef %80, double noundef 0x3EB0C6F7A0B5ED8D)
  %81 = load ptr, ptr %6, align 8
  %82 = load i32, ptr %12, align 4
  %83 = load ptr, ptr %10, align 8
  %84 = load i32, ptr %12, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %83, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = load ptr, ptr %9, align 8
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, ptr %88, i64 %90
  %92 = load double, ptr %91, align 8
  call void @check(ptr noundef %81, i32 noundef %82, double noundef %87, double noundef %92, double noundef 1.000000e-10)
  br label %93

93:                                               ; preds = %35
  %94 = load i32, ptr %12, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %12, align 4
  br label %16, !llvm.loop !17

96:                                               ; preds = %16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_fetch_old(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %29, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %32

10:                                               ; preds = %7
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load ptr, ptr %2, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = call double @sin(double noundef %17) #6
  store double %18, ptr %5, align 8
  %19 = load double, ptr %5, align 8
  %20 = atomicrmw fadd ptr %12, double %19 seq_cst, align 8
  store double %20, ptr %6, align 8
  %21 = load double, ptr %6, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %3, align 8
  %28 = call double @llvm.fmuladd.f64(double %21, double %26, double %27)
  store double %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %10
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %7, !llvm.loop !18

32:                                               ; preds = %7
  %33 = load double, ptr %3, align 8
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 0
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %2, align 8
  %38 = getelementptr inbounds double, ptr %37, i64 0
  %39 = load double, ptr %38, align 8
  %40 = call double @llvm.fmuladd.f64(double %36, double %39, double %33)
  ret double %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_fetch_sub(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %8

8:                                                ; preds = %26, %1
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %29

11:                                               ; preds = %8
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load ptr, ptr %2, align 8
  %17 = load i32, ptr %3, align 4
  %18 = sub nsw i32 %17, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %16, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fmul double %21, 5.000000e-01
  store double %22, ptr %4, align 8
  %23 = load double, ptr %4, align 8
  %24 = atomicrmw fsub ptr %15, double %23 acq_rel, align 8
  store double %24, ptr %5, align 8
  %25 = load double, ptr %5, align 8
  br label %26

26:                                               ; preds = %11
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %8, !llvm.loop !19

29:                                               ; preds = %8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %30

30:                                               ; preds = %52, %29
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %55

33:                                               ; preds = %30
  %34 = load ptr, ptr %2, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %2, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fmul double %38, %43
  %45 = load ptr, ptr %2, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %6, align 8
  %51 = call double @llvm.fmuladd.f64(double %44, double %49, double %50)
  store double %51, ptr %6, align 8
  br label %52

52:                                               ; preds = %33
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %30, !llvm.loop !20

55:                                               ; preds = %30
  %56 = load double, ptr %6, align 8
  ret double %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_load_store(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 0
  %8 = load atomic i64, ptr %7 acquire, align 8
  store i64 %8, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 1
  %12 = load double, ptr %11, align 8
  %13 = call double @llvm.fmuladd.f64(double %9, double %12, double 1.000000e+00)
  store double %13, ptr %5, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 2
  %16 = load i64, ptr %5, align 8
  store atomic i64 %16, ptr %15 release, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 2
  %19 = load atomic i64, ptr %18 seq_cst, align 8
  store i64 %19, ptr %4, align 8
  %20 = load double, ptr %4, align 8
  %21 = load double, ptr %4, align 8
  %22 = load double, ptr %3, align 8
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 3
  %25 = load double, ptr %24, align 8
  %26 = fmul double %22, %25
  %27 = call double @llvm.fmuladd.f64(double %20, double %21, double %26)
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_exchange(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 1
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 2
  %10 = load double, ptr %9, align 8
  %11 = fmul double %7, %10
  store double %11, ptr %3, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 0
  %14 = load i64, ptr %3, align 8
  %15 = atomicrmw xchg ptr %13, i64 %14 seq_cst, align 8
  store i64 %15, ptr %4, align 8
  %16 = load double, ptr %4, align 8
  %17 = load double, ptr %4, align 8
  %18 = fmul double %16, %17
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 3
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 0
  %27 = load double, ptr %26, align 8
  %28 = call double @cos(double noundef %27) #6
  %29 = fmul double %24, %28
  %30 = call double @llvm.fmuladd.f64(double %18, double %21, double %29)
  ret double %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_atomic_type(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store ptr %5, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 0
  %8 = load atomic double, ptr %7 seq_cst, align 8
  store double %8, ptr %4, align 8
  %9 = load double, ptr %4, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 2
  %12 = load atomic double, ptr %11 seq_cst, align 8
  %13 = fmul double %9, %12
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  store atomic double %13, ptr %15 seq_cst, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 1
  %18 = load atomic double, ptr %17 seq_cst, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 3
  %21 = load atomic double, ptr %20 seq_cst, align 8
  %22 = load double, ptr %4, align 8
  %23 = call double @llvm.fmuladd.f64(double %21, double %22, double %18)
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 3
  store atomic double %23, ptr %25 seq_cst, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 3
  %28 = load atomic double, ptr %27 seq_cst, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds double, ptr %29, i64 1
  %31 = load atomic double, ptr %30 seq_cst, align 8
  %32 = fmul double %28, %31
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_global(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr @g_acc, align 8
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %26, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %29

9:                                                ; preds = %6
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %10, i64 %12
  %14 = load double, ptr %13, align 8
  %15 = fmul double 3.000000e-01, %14
  %16 = call double @exp(double noundef %15) #6
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fmul double %16, %21
  store double %22, ptr %4, align 8
  %23 = load double, ptr %4, align 8
  %24 = atomicrmw fadd ptr @g_acc, double %23 monotonic, align 8
  store double %24, ptr %5, align 8
  %25 = load double, ptr %5, align 8
  br label %26

26:                                               ; preds = %9
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %6, !llvm.loop !21

29:                                               ; preds = %6
  %30 = load double, ptr @g_acc, align 8
  %31 = load double, ptr @g_acc, align 8
  %32 = fmul double %30, %31
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_atomic_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 2.500000e-01, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %31, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %34

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr %9, i64 %11
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = call double @sin(double noundef %18) #6
  %20 = load atomic double, ptr %3 seq_cst, align 8
  br label %21

21:                                               ; preds = %21, %8
  %22 = phi double [ %20, %8 ], [ %29, %21 ]
  %23 = call double @llvm.fmuladd.f64(double %13, double %19, double %22)
  %24 = bitcast double %22 to i64
  %25 = bitcast double %23 to i64
  %26 = cmpxchg ptr %3, i64 %24, i64 %25 seq_cst seq_cst, align 8
  %27 = extractvalue { i64, i1 } %26, 0
  %28 = extractvalue { i64, i1 } %26, 1
  %29 = bitcast i64 %27 to double
  br i1 %28, label %30, label %21

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %5, !llvm.loop !22

34:                                               ; preds = %5
  %35 = load ptr, ptr %2, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 1
  %37 = load double, ptr %36, align 8
  %38 = load atomic double, ptr %3 seq_cst, align 8
  br label %39

39:                                               ; preds = %39, %34
  %40 = phi double [ %38, %34 ], [ %48, %39 ]
  %41 = fneg double %37
  %42 = call double @llvm.fmuladd.f64(double %41, double 5.000000e-01, double %40)
  %43 = bitcast double %40 to i64
  %44 = bitcast double %42 to i64
  %45 = cmpxchg ptr %3, i64 %43, i64 %44 seq_cst seq_cst, align 8
  %46 = extractvalue { i64, i1 } %45, 0
  %47 = extractvalue { i64, i1 } %45, 1
  %48 = bitcast i64 %46 to double
  br i1 %47, label %49, label %39

49:                                               ; preds = %39
  %50 = load atomic double, ptr %3 seq_cst, align 8
  %51 = load atomic double, ptr %3 seq_cst, align 8
  %52 = fmul double %50, %51
  ret double %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @a_atomic_global(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store atomic double 0.000000e+00, ptr @g_at seq_cst, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %33, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 4
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds double, ptr %8, i64 %10
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = fmul double %12, %17
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  %21 = sitofp i32 %20 to double
  %22 = load atomic double, ptr @g_at seq_cst, align 8
  br label %23

23:                                               ; preds = %23, %7
  %24 = phi double [ %22, %7 ], [ %31, %23 ]
  %25 = call double @llvm.fmuladd.f64(double %18, double %21, double %24)
  %26 = bitcast double %24 to i64
  %27 = bitcast double %25 to i64
  %28 = cmpxchg ptr @g_at, i64 %26, i64 %27 seq_cst seq_cst, align 8
  %29 = extractvalue { i64, i1 } %28, 0
  %30 = extractvalue { i64, i1 } %28, 1
  %31 = bitcast i64 %29 to double
  br i1 %30, label %32, label %23

32:                                               ; preds = %23
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %4, !llvm.loop !23

36:                                               ; preds = %4
  %37 = load atomic double, ptr @g_at seq_cst, align 8
  %38 = load ptr, ptr %2, align 8
  %39 = getelementptr inbounds double, ptr %38, i64 0
  %40 = load double, ptr %39, align 8
  %41 = fmul double %37, %40
  ret double %41
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_into(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %34, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %37

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fmul double %20, %25
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  %29 = sitofp i32 %28 to double
  %30 = fmul double %26, %29
  store double %30, ptr %8, align 8
  %31 = load double, ptr %8, align 8
  %32 = atomicrmw fadd ptr %15, double %31 monotonic, align 8
  store double %32, ptr %9, align 8
  %33 = load double, ptr %9, align 8
  br label %34

34:                                               ; preds = %14
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %10, !llvm.loop !24

37:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
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
  ret void
}

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

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
