; ModuleID = 'pivot.c'
source_filename = "pivot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.pts = private unnamed_addr constant [3 x [8 x double]] [[8 x double] [double 2.000000e-01, double -5.000000e-01, double 9.000000e-01, double 1.000000e-01, double -4.500000e+00, double 3.000000e-01, double 0x3FE6666666666666, double -2.000000e-01], [8 x double] [double -4.000000e+00, double 3.000000e-01, double 2.000000e-01, double 5.000000e-01, double 1.000000e-01, double -6.000000e-01, double 4.000000e-01, double 9.000000e-01], [8 x double] [double 5.000000e-01, double 4.000000e-01, double -3.000000e-01, double -8.000000e-01, double 6.000000e-01, double 2.000000e-01, double -9.000000e-01, double 3.500000e-01]], align 16
@__const.main.v = private unnamed_addr constant [8 x double] [double 3.000000e-01, double -1.000000e-01, double 0x3FE6666666666666, double 2.000000e-01, double -5.000000e-01, double 4.000000e-01, double 1.000000e-01, double -6.000000e-01], align 16
@.str = private unnamed_addr constant [5 x i8] c"d/dx\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fwd\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"pivot\00", align 1
@n_fail = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x [8 x double]], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca i32, align 4
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [8 x double], align 16
  %11 = alloca [8 x double], align 16
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.pts, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.v, i64 64, i1 false)
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %129, %0
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 3
  br i1 %17, label %18, label %132

18:                                               ; preds = %15
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 64, i1 false)
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %33, %18
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %20, 8
  br i1 %21, label %22, label %36

22:                                               ; preds = %19
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x [8 x double]], ptr %2, i64 0, i64 %24
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x double], ptr %25, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %31
  store double %29, ptr %32, align 8
  br label %33

33:                                               ; preds = %22
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %19, !llvm.loop !6

36:                                               ; preds = %19
  %37 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %38 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %39 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @solve3, ptr noundef %37, ptr noundef %38)
  store i32 0, ptr %9, align 4
  br label %40

40:                                               ; preds = %101, %36
  %41 = load i32, ptr %9, align 4
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %43, label %104

43:                                               ; preds = %40
  store double 0x3EB0C6F7A0B5ED8D, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %44

44:                                               ; preds = %61, %43
  %45 = load i32, ptr %13, align 4
  %46 = icmp slt i32 %45, 8
  br i1 %46, label %47, label %64

47:                                               ; preds = %44
  %48 = load i32, ptr %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x [8 x double]], ptr %2, i64 0, i64 %49
  %51 = load i32, ptr %13, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8 x double], ptr %50, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load i32, ptr %13, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 %56
  store double %54, ptr %57, align 8
  %58 = load i32, ptr %13, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %59
  store double %54, ptr %60, align 8
  br label %61

61:                                               ; preds = %47
  %62 = load i32, ptr %13, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %13, align 4
  br label %44, !llvm.loop !8

64:                                               ; preds = %44
  %65 = load double, ptr %12, align 8
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = fadd double %69, %65
  store double %70, ptr %68, align 8
  %71 = load double, ptr %12, align 8
  %72 = load i32, ptr %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = fsub double %75, %71
  store double %76, ptr %74, align 8
  %77 = load i32, ptr %9, align 4
  %78 = sitofp i32 %77 to double
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %80
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %84 = call double @solve3(ptr noundef %83)
  %85 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 0
  %86 = call double @solve3(ptr noundef %85)
  %87 = fsub double %84, %86
  %88 = load double, ptr %12, align 8
  %89 = fmul double 2.000000e+00, %88
  %90 = fdiv double %87, %89
  call void @check(ptr noundef @.str, double noundef %78, double noundef %82, double noundef %90, double noundef 0x3EB0C6F7A0B5ED8D)
  %91 = load i32, ptr %9, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load double, ptr %7, align 8
  %100 = call double @llvm.fmuladd.f64(double %94, double %98, double %99)
  store double %100, ptr %7, align 8
  br label %101

101:                                              ; preds = %64
  %102 = load i32, ptr %9, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %9, align 4
  br label %40, !llvm.loop !9

104:                                              ; preds = %40
  store i32 0, ptr %14, align 4
  br label %105

105:                                              ; preds = %119, %104
  %106 = load i32, ptr %14, align 4
  %107 = icmp slt i32 %106, 8
  br i1 %107, label %108, label %122

108:                                              ; preds = %105
  %109 = load i32, ptr %4, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [3 x [8 x double]], ptr %2, i64 0, i64 %110
  %112 = load i32, ptr %14, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [8 x double], ptr %111, i64 0, i64 %113
  %115 = load double, ptr %114, align 8
  %116 = load i32, ptr %14, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %117
  store double %115, ptr %118, align 8
  br label %119

119:                                              ; preds = %108
  %120 = load i32, ptr %14, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %14, align 4
  br label %105, !llvm.loop !10

122:                                              ; preds = %105
  %123 = load i32, ptr %4, align 4
  %124 = sitofp i32 %123 to double
  %125 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %126 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %127 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @solve3, ptr noundef %125, ptr noundef %126)
  %128 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.1, double noundef %124, double noundef %127, double noundef %128, double noundef 0x3D719799812DEA11)
  br label %129

129:                                              ; preds = %122
  %130 = load i32, ptr %4, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %4, align 4
  br label %15, !llvm.loop !11

132:                                              ; preds = %15
  %133 = load i32, ptr @n_fail, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i32 noundef %133)
  %135 = load i32, ptr @n_fail, align 4
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, i32 1, i32 0
  ret i32 %138
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @solve3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [3 x [4 x double]], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca [3 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %18

18:                                               ; preds = %63, %1
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 3
  br i1 %20, label %21, label %66

21:                                               ; preds = %18
  store i32 0, ptr %5, align 4
  br label %22

22:                                               ; preds = %48, %21
  %23 = load i32, ptr %5, align 4
  %24 = icmp slt i32 %23, 3
  br i1 %24, label %25, label %51

25:                                               ; preds = %22
  %26 = load ptr, ptr %2, align 8
  %27 = load i32, ptr %4, align 4
  %28 = mul nsw i32 %27, 3
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %28, %29
  %31 = srem i32 %30, 8
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %26, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load i32, ptr %4, align 4
  %36 = load i32, ptr %5, align 4
  %37 = icmp eq i32 %35, %36
  %38 = zext i1 %37 to i64
  %39 = select i1 %37, i32 3, i32 0
  %40 = sitofp i32 %39 to double
  %41 = fadd double %34, %40
  %42 = load i32, ptr %4, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %43
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [4 x double], ptr %44, i64 0, i64 %46
  store double %41, ptr %47, align 8
  br label %48

48:                                               ; preds = %25
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %22, !llvm.loop !12

51:                                               ; preds = %22
  %52 = load ptr, ptr %2, align 8
  %53 = load i32, ptr %4, align 4
  %54 = add nsw i32 %53, 5
  %55 = srem i32 %54, 8
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %52, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load i32, ptr %4, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %60
  %62 = getelementptr inbounds [4 x double], ptr %61, i64 0, i64 3
  store double %58, ptr %62, align 8
  br label %63

63:                                               ; preds = %51
  %64 = load i32, ptr %4, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %4, align 4
  br label %18, !llvm.loop !13

66:                                               ; preds = %18
  store i32 0, ptr %6, align 4
  br label %67

67:                                               ; preds = %193, %66
  %68 = load i32, ptr %6, align 4
  %69 = icmp slt i32 %68, 3
  br i1 %69, label %70, label %196

70:                                               ; preds = %67
  %71 = load i32, ptr %6, align 4
  store i32 %71, ptr %7, align 4
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %8, align 4
  br label %74

74:                                               ; preds = %98, %70
  %75 = load i32, ptr %8, align 4
  %76 = icmp slt i32 %75, 3
  br i1 %76, label %77, label %101

77:                                               ; preds = %74
  %78 = load i32, ptr %8, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %79
  %81 = load i32, ptr %6, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x double], ptr %80, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = load i32, ptr %7, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %87
  %89 = load i32, ptr %6, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [4 x double], ptr %88, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = call double @llvm.fabs.f64(double %92)
  %94 = fcmp ogt double %85, %93
  br i1 %94, label %95, label %97

95:                                               ; preds = %77
  %96 = load i32, ptr %8, align 4
  store i32 %96, ptr %7, align 4
  br label %97

97:                                               ; preds = %95, %77
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %8, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %8, align 4
  br label %74, !llvm.loop !14

101:                                              ; preds = %74
  %102 = load i32, ptr %7, align 4
  %103 = load i32, ptr %6, align 4
  %104 = icmp ne i32 %102, %103
  br i1 %104, label %105, label %141

105:                                              ; preds = %101
  store i32 0, ptr %9, align 4
  br label %106

106:                                              ; preds = %137, %105
  %107 = load i32, ptr %9, align 4
  %108 = icmp sle i32 %107, 3
  br i1 %108, label %109, label %140

109:                                              ; preds = %106
  %110 = load i32, ptr %6, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %111
  %113 = load i32, ptr %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x double], ptr %112, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  store double %116, ptr %10, align 8
  %117 = load i32, ptr %7, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %118
  %120 = load i32, ptr %9, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x double], ptr %119, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load i32, ptr %6, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %125
  %127 = load i32, ptr %9, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [4 x double], ptr %126, i64 0, i64 %128
  store double %123, ptr %129, align 8
  %130 = load double, ptr %10, align 8
  %131 = load i32, ptr %7, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %132
  %134 = load i32, ptr %9, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [4 x double], ptr %133, i64 0, i64 %135
  store double %130, ptr %136, align 8
  br label %137

137:                                              ; preds = %109
  %138 = load i32, ptr %9, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %9, align 4
  br label %106, !llvm.loop !15

140:                                              ; preds = %106
  br label %141

141:                                              ; preds = %140, %101
  %142 = load i32, ptr %6, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %11, align 4
  br label %144

144:                                              ; preds = %189, %141
  %145 = load i32, ptr %11, align 4
  %146 = icmp slt i32 %145, 3
  br i1 %146, label %147, label %192

147:                                              ; preds = %144
  %148 = load i32, ptr %11, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %149
  %151 = load i32, ptr %6, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [4 x double], ptr %150, i64 0, i64 %152
  %154 = load double, ptr %153, align 8
  %155 = load i32, ptr %6, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %156
  %158 = load i32, ptr %6, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [4 x double], ptr %157, i64 0, i64 %159
  %161 = load double, ptr %160, align 8
  %162 = fdiv double %154, %161
  store double %162, ptr %12, align 8
  %163 = load i32, ptr %6, align 4
  store i32 %163, ptr %13, align 4
  br label %164

164:                                              ; preds = %185, %147
  %165 = load i32, ptr %13, align 4
  %166 = icmp sle i32 %165, 3
  br i1 %166, label %167, label %188

167:                                              ; preds = %164
  %168 = load double, ptr %12, align 8
  %169 = load i32, ptr %6, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %170
  %172 = load i32, ptr %13, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [4 x double], ptr %171, i64 0, i64 %173
  %175 = load double, ptr %174, align 8
  %176 = load i32, ptr %11, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %177
  %179 = load i32, ptr %13, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [4 x double], ptr %178, i64 0, i64 %180
  %182 = load double, ptr %181, align 8
  %183 = fneg double %168
  %184 = call double @llvm.fmuladd.f64(double %183, double %175, double %182)
  store double %184, ptr %181, align 8
  br label %185

185:                                              ; preds = %167
  %186 = load i32, ptr %13, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %13, align 4
  br label %164, !llvm.loop !16

188:                                              ; preds = %164
  br label %189

189:                                              ; preds = %188
  %190 = load i32, ptr %11, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %11, align 4
  br label %144, !llvm.loop !17

192:                                              ; preds = %144
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %6, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %6, align 4
  br label %67, !llvm.loop !18

196:                                              ; preds = %67
  store i32 2, ptr %15, align 4
  br label %197

197:                                              ; preds = %242, %196
  %198 = load i32, ptr %15, align 4
  %199 = icmp sge i32 %198, 0
  br i1 %199, label %200, label %245

200:                                              ; preds = %197
  %201 = load i32, ptr %15, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %202
  %204 = getelementptr inbounds [4 x double], ptr %203, i64 0, i64 3
  %205 = load double, ptr %204, align 8
  store double %205, ptr %16, align 8
  %206 = load i32, ptr %15, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %17, align 4
  br label %208

208:                                              ; preds = %226, %200
  %209 = load i32, ptr %17, align 4
  %210 = icmp slt i32 %209, 3
  br i1 %210, label %211, label %229

211:                                              ; preds = %208
  %212 = load i32, ptr %15, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %213
  %215 = load i32, ptr %17, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [4 x double], ptr %214, i64 0, i64 %216
  %218 = load double, ptr %217, align 8
  %219 = load i32, ptr %17, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %220
  %222 = load double, ptr %221, align 8
  %223 = load double, ptr %16, align 8
  %224 = fneg double %218
  %225 = call double @llvm.fmuladd.f64(double %224, double %222, double %223)
  store double %225, ptr %16, align 8
  br label %226

226:                                              ; preds = %211
  %227 = load i32, ptr %17, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %17, align 4
  br label %208, !llvm.loop !19

229:                                              ; preds = %208
  %230 = load double, ptr %16, align 8
  %231 = load i32, ptr %15, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [3 x [4 x double]], ptr %3, i64 0, i64 %232
  %234 = load i32, ptr %15, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [4 x double], ptr %233, i64 0, i64 %235
  %237 = load double, ptr %236, align 8
  %238 = fdiv double %230, %237
  %239 = load i32, ptr %15, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %240
  store double %238, ptr %241, align 8
  br label %242

242:                                              ; preds = %229
  %243 = load i32, ptr %15, align 4
  %244 = add nsw i32 %243, -1
  store i32 %244, ptr %15, align 4
  br label %197, !llvm.loop !20

245:                                              ; preds = %197
  %246 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %247 = load double, ptr %246, align 16
  %248 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %249 = load double, ptr %248, align 16
  %250 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 1
  %251 = load double, ptr %250, align 8
  %252 = call double @llvm.fmuladd.f64(double %247, double %249, double %251)
  %253 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 2
  %254 = load double, ptr %253, align 16
  %255 = fmul double 2.000000e+00, %254
  %256 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 2
  %257 = load double, ptr %256, align 16
  %258 = fneg double %255
  %259 = call double @llvm.fmuladd.f64(double %258, double %257, double %252)
  ret double %259
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
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
  %42 = load double, ptr %7, align 8
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.5, ptr @.str.6
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #3

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
