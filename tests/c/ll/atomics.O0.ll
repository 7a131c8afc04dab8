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
@.str.7 = private unnamed_addr constant [22 x i8] c"atomics: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@g_acc = internal global double 0.000000e+00, align 8

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
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %39

39:                                               ; preds = %264, %0
  %40 = load i32, ptr %2, align 4
  %41 = icmp slt i32 %40, 2
  br i1 %41, label %42, label %267

42:                                               ; preds = %39
  %43 = load i32, ptr %2, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %44
  %46 = getelementptr inbounds [4 x double], ptr %45, i64 0, i64 0
  store ptr %46, ptr %3, align 8
  br label %47

47:                                               ; preds = %42
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 32, i1 false)
  %48 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %49 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 8 %49, i64 32, i1 false)
  %50 = load i32, ptr @enzyme_dup, align 4
  %51 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %52 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %53 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_fetch_add, i32 noundef %50, ptr noundef %51, ptr noundef %52)
  store i32 0, ptr %7, align 4
  br label %54

54:                                               ; preds = %70, %47
  %55 = load i32, ptr %7, align 4
  %56 = icmp slt i32 %55, 4
  br i1 %56, label %57, label %73

57:                                               ; preds = %54
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 32, i1 false)
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %59
  store double 1.000000e+00, ptr %60, align 8
  %61 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %62 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %61, ptr align 8 %62, i64 32, i1 false)
  %63 = load i32, ptr @enzyme_dup, align 4
  %64 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %65 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %66 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_fetch_add, i32 noundef %63, ptr noundef %64, ptr noundef %65)
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %68
  store double %66, ptr %69, align 8
  br label %70

70:                                               ; preds = %57
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %54, !llvm.loop !6

73:                                               ; preds = %54
  %74 = load ptr, ptr %3, align 8
  %75 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %76 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 0
  call void @run(ptr noundef @.str, ptr noundef @a_fetch_add, ptr noundef %74, ptr noundef %75, ptr noundef %76)
  br label %77

77:                                               ; preds = %73
  br label %78

78:                                               ; preds = %77
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 32, i1 false)
  %79 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %80 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %79, ptr align 8 %80, i64 32, i1 false)
  %81 = load i32, ptr @enzyme_dup, align 4
  %82 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %83 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %84 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_fetch_old, i32 noundef %81, ptr noundef %82, ptr noundef %83)
  store i32 0, ptr %12, align 4
  br label %85

85:                                               ; preds = %101, %78
  %86 = load i32, ptr %12, align 4
  %87 = icmp slt i32 %86, 4
  br i1 %87, label %88, label %104

88:                                               ; preds = %85
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 32, i1 false)
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %90
  store double 1.000000e+00, ptr %91, align 8
  %92 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %93 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %92, ptr align 8 %93, i64 32, i1 false)
  %94 = load i32, ptr @enzyme_dup, align 4
  %95 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %96 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %97 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_fetch_old, i32 noundef %94, ptr noundef %95, ptr noundef %96)
  %98 = load i32, ptr %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %99
  store double %97, ptr %100, align 8
  br label %101

101:                                              ; preds = %88
  %102 = load i32, ptr %12, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %12, align 4
  br label %85, !llvm.loop !8

104:                                              ; preds = %85
  %105 = load ptr, ptr %3, align 8
  %106 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %107 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @run(ptr noundef @.str.1, ptr noundef @a_fetch_old, ptr noundef %105, ptr noundef %106, ptr noundef %107)
  br label %108

108:                                              ; preds = %104
  br label %109

109:                                              ; preds = %108
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 32, i1 false)
  %110 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %111 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %110, ptr align 8 %111, i64 32, i1 false)
  %112 = load i32, ptr @enzyme_dup, align 4
  %113 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %114 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  %115 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_fetch_sub, i32 noundef %112, ptr noundef %113, ptr noundef %114)
  store i32 0, ptr %17, align 4
  br label %116

116:                                              ; preds = %132, %109
  %117 = load i32, ptr %17, align 4
  %118 = icmp slt i32 %117, 4
  br i1 %118, label %119, label %135

119:                                              ; preds = %116
  call void @llvm.memset.p0.i64(ptr align 16 %18, i8 0, i64 32, i1 false)
  %120 = load i32, ptr %17, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %121
  store double 1.000000e+00, ptr %122, align 8
  %123 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %124 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %123, ptr align 8 %124, i64 32, i1 false)
  %125 = load i32, ptr @enzyme_dup, align 4
  %126 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %127 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 0
  %128 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_fetch_sub, i32 noundef %125, ptr noundef %126, ptr noundef %127)
  %129 = load i32, ptr %17, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %130
  store double %128, ptr %131, align 8
  br label %132

132:                                              ; preds = %119
  %133 = load i32, ptr %17, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %17, align 4
  br label %116, !llvm.loop !9

135:                                              ; preds = %116
  %136 = load ptr, ptr %3, align 8
  %137 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0
  %138 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0
  call void @run(ptr noundef @.str.2, ptr noundef @a_fetch_sub, ptr noundef %136, ptr noundef %137, ptr noundef %138)
  br label %139

139:                                              ; preds = %135
  br label %140

140:                                              ; preds = %139
  call void @llvm.memset.p0.i64(ptr align 16 %20, i8 0, i64 32, i1 false)
  %141 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %142 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %141, ptr align 8 %142, i64 32, i1 false)
  %143 = load i32, ptr @enzyme_dup, align 4
  %144 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %145 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %146 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_load_store, i32 noundef %143, ptr noundef %144, ptr noundef %145)
  store i32 0, ptr %22, align 4
  br label %147

147:                                              ; preds = %163, %140
  %148 = load i32, ptr %22, align 4
  %149 = icmp slt i32 %148, 4
  br i1 %149, label %150, label %166

150:                                              ; preds = %147
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 0, i64 32, i1 false)
  %151 = load i32, ptr %22, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 %152
  store double 1.000000e+00, ptr %153, align 8
  %154 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %155 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %154, ptr align 8 %155, i64 32, i1 false)
  %156 = load i32, ptr @enzyme_dup, align 4
  %157 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 0
  %158 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 0
  %159 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_load_store, i32 noundef %156, ptr noundef %157, ptr noundef %158)
  %160 = load i32, ptr %22, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 %161
  store double %159, ptr %162, align 8
  br label %163

163:                                              ; preds = %150
  %164 = load i32, ptr %22, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %22, align 4
  br label %147, !llvm.loop !10

166:                                              ; preds = %147
  %167 = load ptr, ptr %3, align 8
  %168 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %169 = getelementptr inbounds [4 x double], ptr %21, i64 0, i64 0
  call void @run(ptr noundef @.str.3, ptr noundef @a_load_store, ptr noundef %167, ptr noundef %168, ptr noundef %169)
  br label %170

170:                                              ; preds = %166
  br label %171

171:                                              ; preds = %170
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 32, i1 false)
  %172 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %173 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %172, ptr align 8 %173, i64 32, i1 false)
  %174 = load i32, ptr @enzyme_dup, align 4
  %175 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %176 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 0
  %177 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_exchange, i32 noundef %174, ptr noundef %175, ptr noundef %176)
  store i32 0, ptr %27, align 4
  br label %178

178:                                              ; preds = %194, %171
  %179 = load i32, ptr %27, align 4
  %180 = icmp slt i32 %179, 4
  br i1 %180, label %181, label %197

181:                                              ; preds = %178
  call void @llvm.memset.p0.i64(ptr align 16 %28, i8 0, i64 32, i1 false)
  %182 = load i32, ptr %27, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [4 x double], ptr %28, i64 0, i64 %183
  store double 1.000000e+00, ptr %184, align 8
  %185 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %186 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %185, ptr align 8 %186, i64 32, i1 false)
  %187 = load i32, ptr @enzyme_dup, align 4
  %188 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 0
  %189 = getelementptr inbounds [4 x double], ptr %28, i64 0, i64 0
  %190 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_exchange, i32 noundef %187, ptr noundef %188, ptr noundef %189)
  %191 = load i32, ptr %27, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 %192
  store double %190, ptr %193, align 8
  br label %194

194:                                              ; preds = %181
  %195 = load i32, ptr %27, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %27, align 4
  br label %178, !llvm.loop !11

197:                                              ; preds = %178
  %198 = load ptr, ptr %3, align 8
  %199 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 0
  %200 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 0
  call void @run(ptr noundef @.str.4, ptr noundef @a_exchange, ptr noundef %198, ptr noundef %199, ptr noundef %200)
  br label %201

201:                                              ; preds = %197
  br label %202

202:                                              ; preds = %201
  call void @llvm.memset.p0.i64(ptr align 16 %30, i8 0, i64 32, i1 false)
  %203 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %204 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %203, ptr align 8 %204, i64 32, i1 false)
  %205 = load i32, ptr @enzyme_dup, align 4
  %206 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %207 = getelementptr inbounds [4 x double], ptr %30, i64 0, i64 0
  %208 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_atomic_type, i32 noundef %205, ptr noundef %206, ptr noundef %207)
  store i32 0, ptr %32, align 4
  br label %209

209:                                              ; preds = %225, %202
  %210 = load i32, ptr %32, align 4
  %211 = icmp slt i32 %210, 4
  br i1 %211, label %212, label %228

212:                                              ; preds = %209
  call void @llvm.memset.p0.i64(ptr align 16 %33, i8 0, i64 32, i1 false)
  %213 = load i32, ptr %32, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [4 x double], ptr %33, i64 0, i64 %214
  store double 1.000000e+00, ptr %215, align 8
  %216 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %217 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %216, ptr align 8 %217, i64 32, i1 false)
  %218 = load i32, ptr @enzyme_dup, align 4
  %219 = getelementptr inbounds [4 x double], ptr %29, i64 0, i64 0
  %220 = getelementptr inbounds [4 x double], ptr %33, i64 0, i64 0
  %221 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_atomic_type, i32 noundef %218, ptr noundef %219, ptr noundef %220)
  %222 = load i32, ptr %32, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [4 x double], ptr %31, i64 0, i64 %223
  store double %221, ptr %224, align 8
  br label %225

225:                                              ; preds = %212
  %226 = load i32, ptr %32, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %32, align 4
  br label %209, !llvm.loop !12

228:                                              ; preds = %209
  %229 = load ptr, ptr %3, align 8
  %230 = getelementptr inbounds [4 x double], ptr %30, i64 0, i64 0
  %231 = getelementptr inbounds [4 x double], ptr %31, i64 0, i64 0
  call void @run(ptr noundef @.str.5, ptr noundef @a_atomic_type, ptr noundef %229, ptr noundef %230, ptr noundef %231)
  br label %232

232:                                              ; preds = %228
  br label %233

233:                                              ; preds = %232
  call void @llvm.memset.p0.i64(ptr align 16 %35, i8 0, i64 32, i1 false)
  %234 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %235 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %234, ptr align 8 %235, i64 32, i1 false)
  %236 = load i32, ptr @enzyme_dup, align 4
  %237 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %238 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 0
  %239 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @a_global, i32 noundef %236, ptr noundef %237, ptr noundef %238)
  store i32 0, ptr %37, align 4
  br label %240

240:                                              ; preds = %256, %233
  %241 = load i32, ptr %37, align 4
  %242 = icmp slt i32 %241, 4
  br i1 %242, label %243, label %259

243:                                              ; preds = %240
  call void @llvm.memset.p0.i64(ptr align 16 %38, i8 0, i64 32, i1 false)
  %244 = load i32, ptr %37, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [4 x double], ptr %38, i64 0, i64 %245
  store double 1.000000e+00, ptr %246, align 8
  %247 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %248 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %247, ptr align 8 %248, i64 32, i1 false)
  %249 = load i32, ptr @enzyme_dup, align 4
  %250 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 0
  %251 = getelementptr inbounds [4 x double], ptr %38, i64 0, i64 0
  %252 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @a_global, i32 noundef %249, ptr noundef %250, ptr noundef %251)
  %253 = load i32, ptr %37, align 4
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds [4 x double], ptr %36, i64 0, i64 %254
  store double %252, ptr %255, align 8
  br label %256

256:                                              ; preds = %243
  %257 = load i32, ptr %37, align 4
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %37, align 4
  br label %240, !llvm.loop !13

259:                                              ; preds = %240
  %260 = load ptr, ptr %3, align 8
  %261 = getelementptr inbounds [4 x double], ptr %35, i64 0, i64 0
  %262 = getelementptr inbounds [4 x double], ptr %36, i64 0, i64 0
  call void @run(ptr noundef @.str.6, ptr noundef @a_global, ptr noundef %260, ptr noundef %261, ptr noundef %262)
  br label %263

263:                                              ; preds = %259
  br label %264

264:                                              ; preds = %263
  %265 = load i32, ptr %2, align 4
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr %2, align 4
  br label %39, !llvm.loop !14

267:                                              ; preds = %39
  %268 = load i32, ptr @n_fail, align 4
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %268)
  %270 = load i32, ptr @n_fail, align 4
  %271 = icmp ne i32 %270, 0
  %272 = zext i1 %271 to i64
  %273 = select i1 %271, i32 1, i32 0
  ret i32 %273
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
  br label %16, !llvm.loop !15

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
  br label %7, !llvm.loop !16

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
  br label %8, !llvm.loop !17

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
  br label %30, !llvm.loop !18

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
  br label %6, !llvm.loop !19

29:                                               ; preds = %6
  %30 = load double, ptr @g_acc, align 8
  %31 = load double, ptr @g_acc, align 8
  %32 = fmul double %30, %31
  ret double %32
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
  br label %10, !llvm.loop !20

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
  %23 = load double, ptr %9, align 8
  %24 = fsub double %22, %23
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = load double, ptr %10, align 8
  %27 = load double, ptr %11, align 8
  %28 = fmul double %26, %27
  %29 = fcmp ole double %25, %28
  %30 = zext i1 %29 to i32
  store i32 %30, ptr %12, align 4
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %7, align 4
  %33 = load double, ptr %8, align 8
  %34 = load double, ptr %9, align 8
  %35 = load i32, ptr %12, align 4
  %36 = icmp ne i32 %35, 0
  %37 = zext i1 %36 to i64
  %38 = select i1 %36, ptr @.str.9, ptr @.str.10
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %31, i32 noundef %32, double noundef %33, double noundef %34, ptr noundef %38)
  %40 = load i32, ptr %12, align 4
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %20
  %43 = load i32, ptr @n_fail, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @n_fail, align 4
  br label %45

45:                                               ; preds = %42, %20
  ret void
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
