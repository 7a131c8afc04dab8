; ModuleID = 'structptr.c'
source_filename = "structptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Vec = type { i32, ptr, double }
%struct.Span = type { ptr, i64 }
%struct.Node = type { double, ptr }

@main.names = internal global [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str = private unnamed_addr constant [13 x i8] c"local_struct\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"arg_struct\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"heap_rec\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"list\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"span_local\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"span_heap\00", align 1
@main.ns = internal constant [3 x i32] [i32 10, i32 4, i32 1], align 4
@enzyme_const = dso_local global i32 0, align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"%s.dx\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%s.fwd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"%s.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"structptr\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_dupnoneed = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [11 x double], align 16
  %3 = alloca [11 x double], align 16
  %4 = alloca [11 x double], align 16
  %5 = alloca [11 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Ctx, align 4
  %10 = alloca [64 x i8], align 16
  %11 = alloca double, align 8
  %12 = alloca %struct.Vec, align 8
  %13 = alloca %struct.Vec, align 8
  %14 = alloca %struct.Vec, align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %16 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %16, i32 noundef 11, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %17 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %17, i32 noundef 11, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %6, align 4
  br label %18

18:                                               ; preds = %188, %0
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %19, 3
  br i1 %20, label %21, label %191

21:                                               ; preds = %18
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %26

26:                                               ; preds = %184, %21
  %27 = load i32, ptr %8, align 4
  %28 = icmp slt i32 %27, 6
  br i1 %28, label %29, label %187

29:                                               ; preds = %26
  %30 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 0
  %31 = load i32, ptr %7, align 4
  store i32 %31, ptr %30, align 4
  %32 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 1
  %33 = load i32, ptr %8, align 4
  store i32 %33, ptr %32, align 4
  %34 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %34, i8 0, i64 88, i1 false)
  store double 0.000000e+00, ptr %11, align 8
  %35 = load i32, ptr %8, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %29
  %38 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %39 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  %40 = load i32, ptr @enzyme_const, align 4
  %41 = load i32, ptr %7, align 4
  %42 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @local_struct, ptr noundef %38, ptr noundef %39, i32 noundef %40, i32 noundef %41)
  %43 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %44 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  %45 = load i32, ptr @enzyme_const, align 4
  %46 = load i32, ptr %7, align 4
  %47 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @local_struct, ptr noundef %43, ptr noundef %44, i32 noundef %45, i32 noundef %46)
  store double %47, ptr %11, align 8
  br label %137

48:                                               ; preds = %29
  %49 = load i32, ptr %8, align 4
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %80

51:                                               ; preds = %48
  %52 = getelementptr inbounds %struct.Vec, ptr %12, i32 0, i32 0
  %53 = load i32, ptr %7, align 4
  store i32 %53, ptr %52, align 8
  %54 = getelementptr inbounds %struct.Vec, ptr %12, i32 0, i32 1
  %55 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  store ptr %55, ptr %54, align 8
  %56 = getelementptr inbounds %struct.Vec, ptr %12, i32 0, i32 2
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 %58
  %60 = load double, ptr %59, align 8
  store double %60, ptr %56, align 8
  %61 = getelementptr inbounds %struct.Vec, ptr %13, i32 0, i32 0
  store i32 0, ptr %61, align 8
  %62 = getelementptr inbounds %struct.Vec, ptr %13, i32 0, i32 1
  %63 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  store ptr %63, ptr %62, align 8
  %64 = getelementptr inbounds %struct.Vec, ptr %13, i32 0, i32 2
  store double 0.000000e+00, ptr %64, align 8
  %65 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @arg_struct, ptr noundef %12, ptr noundef %13)
  %66 = getelementptr inbounds %struct.Vec, ptr %13, i32 0, i32 2
  %67 = load double, ptr %66, align 8
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 %69
  store double %67, ptr %70, align 8
  %71 = getelementptr inbounds %struct.Vec, ptr %14, i32 0, i32 0
  store i32 0, ptr %71, align 8
  %72 = getelementptr inbounds %struct.Vec, ptr %14, i32 0, i32 1
  %73 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  store ptr %73, ptr %72, align 8
  %74 = getelementptr inbounds %struct.Vec, ptr %14, i32 0, i32 2
  %75 = load i32, ptr %7, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  store double %78, ptr %74, align 8
  %79 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @arg_struct, ptr noundef %12, ptr noundef %14)
  store double %79, ptr %11, align 8
  br label %136

80:                                               ; preds = %48
  %81 = load i32, ptr %8, align 4
  %82 = icmp eq i32 %81, 2
  br i1 %82, label %83, label %94

83:                                               ; preds = %80
  %84 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %85 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  %86 = load i32, ptr @enzyme_const, align 4
  %87 = load i32, ptr %7, align 4
  %88 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @heap_rec, ptr noundef %84, ptr noundef %85, i32 noundef %86, i32 noundef %87)
  %89 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %90 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  %91 = load i32, ptr @enzyme_const, align 4
  %92 = load i32, ptr %7, align 4
  %93 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @heap_rec, ptr noundef %89, ptr noundef %90, i32 noundef %91, i32 noundef %92)
  store double %93, ptr %11, align 8
  br label %135

94:                                               ; preds = %80
  %95 = load i32, ptr %8, align 4
  %96 = icmp eq i32 %95, 4
  br i1 %96, label %97, label %108

97:                                               ; preds = %94
  %98 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %99 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  %100 = load i32, ptr @enzyme_const, align 4
  %101 = load i32, ptr %7, align 4
  %102 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @span_local, ptr noundef %98, ptr noundef %99, i32 noundef %100, i32 noundef %101)
  %103 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %104 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  %105 = load i32, ptr @enzyme_const, align 4
  %106 = load i32, ptr %7, align 4
  %107 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @span_local, ptr noundef %103, ptr noundef %104, i32 noundef %105, i32 noundef %106)
  store double %107, ptr %11, align 8
  br label %134

108:                                              ; preds = %94
  %109 = load i32, ptr %8, align 4
  %110 = icmp eq i32 %109, 5
  br i1 %110, label %111, label %122

111:                                              ; preds = %108
  %112 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %113 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = load i32, ptr %7, align 4
  %116 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @span_heap, ptr noundef %112, ptr noundef %113, i32 noundef %114, i32 noundef %115)
  %117 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %118 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  %119 = load i32, ptr @enzyme_const, align 4
  %120 = load i32, ptr %7, align 4
  %121 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @span_heap, ptr noundef %117, ptr noundef %118, i32 noundef %119, i32 noundef %120)
  store double %121, ptr %11, align 8
  br label %133

122:                                              ; preds = %108
  %123 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %124 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  %125 = load i32, ptr @enzyme_const, align 4
  %126 = load i32, ptr %7, align 4
  %127 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @list, ptr noundef %123, ptr noundef %124, i32 noundef %125, i32 noundef %126)
  %128 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %129 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  %130 = load i32, ptr @enzyme_const, align 4
  %131 = load i32, ptr %7, align 4
  %132 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @list, ptr noundef %128, ptr noundef %129, i32 noundef %130, i32 noundef %131)
  store double %132, ptr %11, align 8
  br label %133

133:                                              ; preds = %122, %111
  br label %134

134:                                              ; preds = %133, %97
  br label %135

135:                                              ; preds = %134, %83
  br label %136

136:                                              ; preds = %135, %51
  br label %137

137:                                              ; preds = %136, %37
  %138 = load i32, ptr %8, align 4
  %139 = icmp eq i32 %138, 1
  br i1 %139, label %140, label %143

140:                                              ; preds = %137
  %141 = load i32, ptr %7, align 4
  %142 = add nsw i32 %141, 1
  br label %145

143:                                              ; preds = %137
  %144 = load i32, ptr %7, align 4
  br label %145

145:                                              ; preds = %143, %140
  %146 = phi i32 [ %142, %140 ], [ %144, %143 ]
  store i32 %146, ptr %15, align 4
  %147 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %148 = load i32, ptr %8, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8
  %152 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %147, i64 noundef 64, ptr noundef @.str.6, ptr noundef %151) #7
  %153 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %154 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %155 = load i32, ptr %15, align 4
  %156 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef %153, ptr noundef @obj, ptr noundef %9, ptr noundef %154, i32 noundef %155, ptr noundef %156, double noundef 0x3EB0C6F7A0B5ED8D)
  %157 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %158 = load i32, ptr %8, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %159
  %161 = load ptr, ptr %160, align 8
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %157, i64 noundef 64, ptr noundef @.str.7, ptr noundef %161) #7
  %163 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %164 = load i32, ptr %6, align 4
  %165 = load double, ptr %11, align 8
  %166 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 0
  %167 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  %168 = load i32, ptr %15, align 4
  %169 = call double @fd_dir(ptr noundef @obj, ptr noundef %9, ptr noundef %166, ptr noundef %167, i32 noundef %168)
  %170 = call i32 @check(ptr noundef %163, i32 noundef %164, double noundef %165, double noundef %169, double noundef 0x3EB0C6F7A0B5ED8D)
  %171 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %172 = load i32, ptr %8, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %173
  %175 = load ptr, ptr %174, align 8
  %176 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %171, i64 noundef 64, ptr noundef @.str.8, ptr noundef %175) #7
  %177 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %178 = load i32, ptr %6, align 4
  %179 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 0
  %180 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 0
  %181 = load i32, ptr %15, align 4
  %182 = load double, ptr %11, align 8
  call void @check_dot(ptr noundef %177, i32 noundef %178, ptr noundef %179, ptr noundef %180, i32 noundef %181, double noundef %182)
  %183 = getelementptr inbounds [11 x double], ptr %5, i64 0, i64 0
  br label %184

184:                                              ; preds = %145
  %185 = load i32, ptr %8, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %8, align 4
  br label %26, !llvm.loop !6

187:                                              ; preds = %26
  br label %188

188:                                              ; preds = %187
  %189 = load i32, ptr %6, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %6, align 4
  br label %18, !llvm.loop !8

191:                                              ; preds = %18
  %192 = call i32 @finish(ptr noundef @.str.9)
  ret i32 %192
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
  br label %10, !llvm.loop !9

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @local_struct(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Vec, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 1
  %9 = load ptr, ptr %3, align 8
  store ptr %9, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 2
  store double 1.500000e+00, ptr %10, align 8
  %11 = call double @vnorm2(ptr noundef %5)
  %12 = call double @sin(double noundef %11) #7
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %16, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %21, double %12)
  ret double %22
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @arg_struct(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call double @vnorm2(ptr noundef %3)
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Vec, ptr %5, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.Vec, ptr %8, i32 0, i32 1
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 0
  %12 = load double, ptr %11, align 8
  %13 = call double @llvm.fmuladd.f64(double %4, double %7, double %12)
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @heap_rec(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noalias ptr @malloc(i64 noundef 24) #8
  store ptr %7, ptr %5, align 8
  %8 = load i32, ptr %4, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.Vec, ptr %9, i32 0, i32 0
  store i32 %8, ptr %10, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Vec, ptr %12, i32 0, i32 1
  store ptr %11, ptr %13, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.Vec, ptr %14, i32 0, i32 2
  store double 9.000000e-01, ptr %15, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = call double @rsum(ptr noundef %16, i32 noundef 0)
  store double %17, ptr %6, align 8
  %18 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %18) #7
  %19 = load double, ptr %6, align 8
  %20 = load double, ptr %6, align 8
  %21 = fmul double %19, %20
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @span_local(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Span, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Span, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Span, ptr %5, i32 0, i32 1
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  store i64 %10, ptr %8, align 8
  %11 = call double @span_dot(ptr noundef %5)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @span_heap(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noalias ptr @malloc(i64 noundef 16) #8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.Span, ptr %9, i32 0, i32 0
  store ptr %8, ptr %10, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Span, ptr %13, i32 0, i32 1
  store i64 %12, ptr %14, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = call double @span_rec(ptr noundef %15, i64 noundef 0)
  store double %16, ptr %6, align 8
  %17 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %17) #7
  %18 = load double, ptr %6, align 8
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @list(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store ptr null, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = call noalias ptr @malloc(i64 noundef 16) #8
  store ptr %15, ptr %7, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.Node, ptr %21, i32 0, i32 0
  store double %20, ptr %22, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = load ptr, ptr %7, align 8
  %25 = getelementptr inbounds %struct.Node, ptr %24, i32 0, i32 1
  store ptr %23, ptr %25, align 8
  %26 = load ptr, ptr %7, align 8
  store ptr %26, ptr %5, align 8
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %10, !llvm.loop !10

30:                                               ; preds = %10
  %31 = load ptr, ptr %5, align 8
  %32 = call double @lsum(ptr noundef %31)
  store double %32, ptr %8, align 8
  br label %33

33:                                               ; preds = %36, %30
  %34 = load ptr, ptr %5, align 8
  %35 = icmp ne ptr %34, null
  br i1 %35, label %36, label %42

36:                                               ; preds = %33
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.Node, ptr %37, i32 0, i32 1
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %9, align 8
  %40 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %40) #7
  %41 = load ptr, ptr %9, align 8
  store ptr %41, ptr %5, align 8
  br label %33, !llvm.loop !11

42:                                               ; preds = %33
  %43 = load double, ptr %8, align 8
  ret double %43
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

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
  br label %32, !llvm.loop !12

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [11 x double], align 16
  %8 = alloca %struct.Vec, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %4, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 8 %11, i64 %17, i1 false)
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.Ctx, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %28

22:                                               ; preds = %2
  %23 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 0
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = call double @local_struct(ptr noundef %23, i32 noundef %26)
  store double %27, ptr %3, align 8
  br label %87

28:                                               ; preds = %2
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds %struct.Ctx, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %48

33:                                               ; preds = %28
  %34 = getelementptr inbounds %struct.Vec, ptr %8, i32 0, i32 0
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds %struct.Ctx, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %34, align 8
  %38 = getelementptr inbounds %struct.Vec, ptr %8, i32 0, i32 1
  %39 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 0
  store ptr %39, ptr %38, align 8
  %40 = getelementptr inbounds %struct.Vec, ptr %8, i32 0, i32 2
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds %struct.Ctx, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  store double %46, ptr %40, align 8
  %47 = call double @arg_struct(ptr noundef %8)
  store double %47, ptr %3, align 8
  br label %87

48:                                               ; preds = %28
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.Ctx, ptr %49, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = icmp eq i32 %51, 2
  br i1 %52, label %53, label %59

53:                                               ; preds = %48
  %54 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 0
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds %struct.Ctx, ptr %55, i32 0, i32 0
  %57 = load i32, ptr %56, align 4
  %58 = call double @heap_rec(ptr noundef %54, i32 noundef %57)
  store double %58, ptr %3, align 8
  br label %87

59:                                               ; preds = %48
  %60 = load ptr, ptr %6, align 8
  %61 = getelementptr inbounds %struct.Ctx, ptr %60, i32 0, i32 1
  %62 = load i32, ptr %61, align 4
  %63 = icmp eq i32 %62, 4
  br i1 %63, label %64, label %70

64:                                               ; preds = %59
  %65 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 0
  %66 = load ptr, ptr %6, align 8
  %67 = getelementptr inbounds %struct.Ctx, ptr %66, i32 0, i32 0
  %68 = load i32, ptr %67, align 4
  %69 = call double @span_local(ptr noundef %65, i32 noundef %68)
  store double %69, ptr %3, align 8
  br label %87

70:                                               ; preds = %59
  %71 = load ptr, ptr %6, align 8
  %72 = getelementptr inbounds %struct.Ctx, ptr %71, i32 0, i32 1
  %73 = load i32, ptr %72, align 4
  %74 = icmp eq i32 %73, 5
  br i1 %74, label %75, label %81

75:                                               ; preds = %70
  %76 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 0
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds %struct.Ctx, ptr %77, i32 0, i32 0
  %79 = load i32, ptr %78, align 4
  %80 = call double @span_heap(ptr noundef %76, i32 noundef %79)
  store double %80, ptr %3, align 8
  br label %87

81:                                               ; preds = %70
  %82 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 0
  %83 = load ptr, ptr %6, align 8
  %84 = getelementptr inbounds %struct.Ctx, ptr %83, i32 0, i32 0
  %85 = load i32, ptr %84, align 4
  %86 = call double @list(ptr noundef %82, i32 noundef %85)
  store double %86, ptr %3, align 8
  br label %87

87:                                               ; preds = %81, %75, %64, %53, %33, %22
  %88 = load double, ptr %3, align 8
  ret double %88
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
  %56 = load i32, ptr %12, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_dir(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %5
  %19 = load i32, ptr %10, align 4
  br label %21

20:                                               ; preds = %5
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 1, %20 ]
  %23 = sext i32 %22 to i64
  %24 = mul i64 %23, 8
  %25 = call noalias ptr @malloc(i64 noundef %24) #8
  store ptr %25, ptr %11, align 8
  %26 = load i32, ptr %10, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %21
  %29 = load i32, ptr %10, align 4
  br label %31

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %29, %28 ], [ 1, %30 ]
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, 8
  %35 = call noalias ptr @malloc(i64 noundef %34) #8
  store ptr %35, ptr %12, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %36

36:                                               ; preds = %74, %31
  %37 = load i32, ptr %14, align 4
  %38 = load i32, ptr %10, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %77

40:                                               ; preds = %36
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %14, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %13, align 8
  %47 = load ptr, ptr %9, align 8
  %48 = load i32, ptr %14, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double %46, double %51, double %45)
  %53 = load ptr, ptr %11, align 8
  %54 = load i32, ptr %14, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %52, ptr %56, align 8
  %57 = load ptr, ptr %8, align 8
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %57, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %13, align 8
  %63 = load ptr, ptr %9, align 8
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = fneg double %62
  %69 = call double @llvm.fmuladd.f64(double %68, double %67, double %61)
  %70 = load ptr, ptr %12, align 8
  %71 = load i32, ptr %14, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  store double %69, ptr %73, align 8
  br label %74

74:                                               ; preds = %40
  %75 = load i32, ptr %14, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %14, align 4
  br label %36, !llvm.loop !13

77:                                               ; preds = %36
  %78 = load ptr, ptr %6, align 8
  %79 = load ptr, ptr %11, align 8
  %80 = load ptr, ptr %7, align 8
  %81 = call double %78(ptr noundef %79, ptr noundef %80)
  %82 = load ptr, ptr %6, align 8
  %83 = load ptr, ptr %12, align 8
  %84 = load ptr, ptr %7, align 8
  %85 = call double %82(ptr noundef %83, ptr noundef %84)
  %86 = fsub double %81, %85
  %87 = load double, ptr %13, align 8
  %88 = fmul double 2.000000e+00, %87
  %89 = fdiv double %86, %88
  store double %89, ptr %15, align 8
  %90 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %90) #7
  %91 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %91) #7
  %92 = load double, ptr %15, align 8
  ret double %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_dot(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, double noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store double %5, ptr %12, align 8
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %15

15:                                               ; preds = %32, %6
  %16 = load i32, ptr %14, align 4
  %17 = load i32, ptr %11, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %35

19:                                               ; preds = %15
  %20 = load ptr, ptr %9, align 8
  %21 = load i32, ptr %14, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %10, align 8
  %26 = load i32, ptr %14, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %13, align 8
  %31 = call double @llvm.fmuladd.f64(double %24, double %29, double %30)
  store double %31, ptr %13, align 8
  br label %32

32:                                               ; preds = %19
  %33 = load i32, ptr %14, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %14, align 4
  br label %15, !llvm.loop !14

35:                                               ; preds = %15
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %8, align 4
  %38 = load double, ptr %13, align 8
  %39 = load double, ptr %12, align 8
  %40 = call i32 @check(ptr noundef %36, i32 noundef %37, double noundef %38, double noundef %39, double noundef 0x3EB0C6F7A0B5ED8D)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %3, i32 noundef %4)
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

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vnorm2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %32, %1
  %6 = load i32, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Vec, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = icmp slt i32 %6, %9
  br i1 %10, label %11, label %35

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.Vec, ptr %12, i32 0, i32 1
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.Vec, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fmul double %18, %25
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.Vec, ptr %27, i32 0, i32 2
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %3, align 8
  %31 = call double @llvm.fmuladd.f64(double %26, double %29, double %30)
  store double %31, ptr %3, align 8
  br label %32

32:                                               ; preds = %11
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %5, !llvm.loop !15

35:                                               ; preds = %5
  %36 = load double, ptr %3, align 8
  ret double %36
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Vec, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = icmp sge i32 %7, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store double 0.000000e+00, ptr %3, align 8
  br label %44

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, 1
  %17 = call double @rsum(ptr noundef %14, i32 noundef %16)
  store double %17, ptr %6, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.Vec, ptr %18, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.Vec, ptr %25, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = call double @cos(double noundef %31) #7
  %33 = load double, ptr %6, align 8
  %34 = fmul double 5.000000e-01, %33
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.Vec, ptr %35, i32 0, i32 2
  %37 = load double, ptr %36, align 8
  %38 = fmul double %34, %37
  %39 = call double @llvm.fmuladd.f64(double %24, double %32, double %38)
  %40 = load double, ptr %6, align 8
  %41 = fmul double 1.000000e-01, %40
  %42 = load double, ptr %6, align 8
  %43 = call double @llvm.fmuladd.f64(double %41, double %42, double %39)
  store double %43, ptr %3, align 8
  br label %44

44:                                               ; preds = %13, %12
  %45 = load double, ptr %3, align 8
  ret double %45
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @span_dot(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %5

5:                                                ; preds = %31, %1
  %6 = load i64, ptr %4, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Span, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = icmp slt i64 %6, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.Span, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = load i64, ptr %4, align 8
  %16 = getelementptr inbounds double, ptr %14, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.Span, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  %21 = load i64, ptr %4, align 8
  %22 = add nsw i64 %21, 1
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.Span, ptr %23, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  %26 = srem i64 %22, %25
  %27 = getelementptr inbounds double, ptr %20, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load double, ptr %3, align 8
  %30 = call double @llvm.fmuladd.f64(double %17, double %28, double %29)
  store double %30, ptr %3, align 8
  br label %31

31:                                               ; preds = %11
  %32 = load i64, ptr %4, align 8
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr %4, align 8
  br label %5, !llvm.loop !16

34:                                               ; preds = %5
  %35 = load double, ptr %3, align 8
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @span_rec(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Span, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = icmp sge i64 %6, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store double 1.000000e+00, ptr %3, align 8
  br label %31

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Span, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds double, ptr %15, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Span, ptr %19, i32 0, i32 0
  %21 = load ptr, ptr %20, align 8
  %22 = load i64, ptr %5, align 8
  %23 = getelementptr inbounds double, ptr %21, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call double @sin(double noundef %24) #7
  %26 = load ptr, ptr %4, align 8
  %27 = load i64, ptr %5, align 8
  %28 = add nsw i64 %27, 1
  %29 = call double @span_rec(ptr noundef %26, i64 noundef %28)
  %30 = call double @llvm.fmuladd.f64(double %25, double %29, double %18)
  store double %30, ptr %3, align 8
  br label %31

31:                                               ; preds = %12, %11
  %32 = load double, ptr %3, align 8
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lsum(ptr noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %26

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Node, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = call double @lsum(ptr noundef %11)
  store double %12, ptr %4, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.Node, ptr %13, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.Node, ptr %16, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %4, align 8
  %20 = call double @sin(double noundef %19) #7
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.Node, ptr %21, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = fmul double %20, %23
  %25 = call double @llvm.fmuladd.f64(double %15, double %18, double %24)
  store double %25, ptr %2, align 8
  br label %26

26:                                               ; preds = %8, %7
  %27 = load double, ptr %2, align 8
  ret double %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

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
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
